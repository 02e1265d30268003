#!/usr/bin/env bash
# The encoder benchmark (examples/encode_bench.rs, tdc against iced-x86)
# for two builds, alternated: BEFORE's binary and this checkout's, PAIRS
# times each, every run the median of RUNS. Prints each build's ratios
# tdc/iced and their median. Build BEFORE from an older commit, e.g.
#   git worktree add /tmp/before COMMIT
#   (cd /tmp/before && CARGO_TARGET_DIR=/tmp/before-target cargo build --release --example encode_bench)
#   scripts/encode-before-after.sh /tmp/before-target/release/examples/encode_bench
set -euo pipefail
cd "$(dirname "$0")/.."
before=$1
pairs=${2:-5}
runs=${3:-21}
cargo build --release -q --example encode_bench
after=target/release/examples/encode_bench
ratio() { "$1" --runs "$runs" | tail -n 1 | awk '{print $NF}'; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
r_before=() r_after=()
for _ in $(seq "$pairs"); do
  r_before+=("$(ratio "$before")")
  r_after+=("$(ratio "$after")")
done
echo "before: tdc/iced ${r_before[*]}; median $(median "${r_before[@]}")"
echo "after:  tdc/iced ${r_after[*]}; median $(median "${r_after[@]}")"
