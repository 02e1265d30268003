#!/usr/bin/env bash
# Assembles a large BPF file with tdc and llvm-mc 19 in the same run and
# prints the median of N interleaved runs of each and their ratio.
#   scripts/bench-asm.sh [RUNS] [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
lines=${2:-200000}
mc=${LLVM_MC:-/usr/lib/llvm-19/bin/llvm-mc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The corpus lines repeated up to the requested size.
cat tests/bpf/asm/*.s | grep -v '^#' | grep -v '^\s*$' > "$work/one.s"
: > "$work/big.s"
while [ "$(wc -l < "$work/big.s")" -lt "$lines" ]; do cat "$work/one.s" >> "$work/big.s"; done
head -n "$lines" "$work/big.s" > "$work/in.s"
cargo build --release -q
tdc=target/release/tdc
time_of() { local s e; s=$(date +%s.%N); "$@" > /dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
t_tdc=(); t_mc=()
for _ in $(seq "$runs"); do
  t_tdc+=("$(time_of "$tdc" asm --target bpf --show-encoding "$work/in.s")")
  t_mc+=("$(time_of "$mc" -triple=bpfel -show-encoding "$work/in.s")")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
m_tdc=$(median "${t_tdc[@]}"); m_mc=$(median "${t_mc[@]}")
echo "lines: $lines  runs: $runs (-show-encoding listing)"
echo "tdc:     ${m_tdc}s"
echo "llvm-mc: ${m_mc}s"
echo "ratio tdc/llvm-mc: $(echo "scale=3; $m_tdc / $m_mc" | bc)"
