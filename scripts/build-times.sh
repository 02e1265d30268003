#!/usr/bin/env bash
# Release build times of the tdc crate and its built-in targets, in a
# target directory of their own (target/build-times):
#   (a) a clean build: a fresh directory (every dependency), then the
#       workspace crates alone (`cargo clean -p` of tdc, tdc-dsl, tdc-macros);
#   (b) a rebuild after `touch targets/bpf/BPF.td`, and after an edit of it
#       that changes the tables (one more mnemonic alias, a new one each run);
#   (c) the same for targets/aarch64/AArch64Instrs.td;
#   (d) what a user crate of the AArch64 target alone sees (tdc with
#       `default-features = false, features = ["aarch64"]`, cargo's dev
#       profile with the compiler optimised, as the README advises): its
#       build from an empty target directory, and its rebuilds as in (c);
#   (e) the same for the x86-64 target alone, edits of
#       targets/x86/X86InstrMisc.td;
# the median of RUNS runs for each rebuild, and what `tdc gen` takes for
# each target (the work the proc-macro does, with an optimized tdc-dsl).
#   scripts/build-times.sh [RUNS]     SKIP_FRESH=1 skips the fresh directory
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
export CARGO_TARGET_DIR=$PWD/target/build-times
export CARGO_TERM_COLOR=never

bpf_td=targets/bpf/BPF.td
a64_td=targets/aarch64/AArch64Instrs.td
x86_td=targets/x86/X86InstrMisc.td
backup=$(mktemp -d)
cp "$bpf_td" "$backup/bpf.td"
cp "$a64_td" "$backup/a64.td"
cp "$x86_td" "$backup/x86.td"
restore() {
  cp "$backup/bpf.td" "$bpf_td"
  cp "$backup/a64.td" "$a64_td"
  cp "$backup/x86.td" "$x86_td"
  rm -rf "$backup"
}
trap restore EXIT

shopt -s inherit_errexit
# The wall time of a command; its output only when it fails (which stops
# the script: every use is an assignment).
seconds() {
  local s e
  s=$(date +%s.%N)
  "$@" > "$backup/log" 2>&1 || { cat "$backup/log" >&2; echo "failed: $*" >&2; return 1; }
  e=$(date +%s.%N)
  echo "$e - $s" | bc
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
build() { cargo build --release -q; }
builder=build

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(rustc --version)"
if [ "${SKIP_FRESH:-0}" != 1 ]; then
  rm -rf "$CARGO_TARGET_DIR"
  t=$(seconds build)
  echo "(a) clean build, fresh target directory: ${t}s"
else
  build
fi
cargo clean --release -q -p tdc -p tdc-dsl -p tdc-macros
t=$(seconds build)
echo "(a) clean build of tdc, tdc-dsl, tdc-macros (dependencies built): ${t}s"

# rebuild LABEL FILE ORIGINAL TO: RUNS rebuilds after a touch, then RUNS
# after appending a mnemonic alias (to TO) that no earlier run added.
probe=$(date +%s)
rebuild() {
  local label=$1 file=$2 original=$3 to=$4 touched=() edited=()
  for _ in $(seq "$runs"); do
    touch "$file"
    t=$(seconds "$builder")
    touched+=("$t")
  done
  for _ in $(seq "$runs"); do
    probe=$((probe + 1))
    cp "$original" "$file"
    echo "def : MnemonicAlias<\"tdcprobe$probe\", \"$to\">;" >> "$file"
    t=$(seconds "$builder")
    edited+=("$t")
  done
  cp "$original" "$file"
  "$builder"
  echo "$label rebuild after touch $file: median $(median "${touched[@]}")s of ${touched[*]}"
  echo "$label rebuild after an edit of $file: median $(median "${edited[@]}")s of ${edited[*]}"
}
rebuild "(b)" "$bpf_td" "$backup/bpf.td" exit
rebuild "(c)" "$a64_td" "$backup/a64.td" nop

# user_crate LABEL FEATURE FILE ORIGINAL TO: a user crate of one target
# (FEATURE) alone, built from an empty target directory, then rebuilt as
# above after touches and edits of FILE.
user_crate() {
  local label=$1 feature=$2 file=$3 original=$4 to=$5
  user=$PWD/target/build-times/$feature-user
  mkdir -p "$user/src"
  cat >"$user/Cargo.toml" <<TOML
[package]
name = "$feature-user"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
tdc = { path = "$PWD", default-features = false, features = ["$feature"] }

[profile.dev.package.tdc-dsl]
opt-level = 3

[profile.dev.package.pest]
opt-level = 3

[workspace]
TOML
  cat >"$user/src/main.rs" <<'RS'
fn main() {
    let tables = tdc::targets::BUILT_IN.first().expect("one target").tables;
    println!("{} instructions", tables.instructions.len());
}
RS
  cp Cargo.lock "$user/Cargo.lock"
  rm -rf "$user/target"
  t=$(seconds user_build)
  echo "$label a user crate of $feature alone (dev profile), empty target directory: ${t}s"
  builder=user_build
  rebuild "$label" "$file" "$original" "$to"
  builder=build
}
user_build() { (cd "$user" && CARGO_TARGET_DIR="$user/target" cargo build -q --offline); }
user_crate "(d)" aarch64 "$a64_td" "$backup/a64.td" nop
user_crate "(e)" x86 "$x86_td" "$backup/x86.td" nop

tdc=$CARGO_TARGET_DIR/release/tdc
for td in targets/bpf/BPF.td targets/aarch64/AArch64.td targets/powerpc/PPC.td targets/x86/X86.td; do
  times=()
  for _ in $(seq "$runs"); do
    t=$(seconds "$tdc" gen "$td" -I targets/include -o /dev/null)
    times+=("$t")
  done
  echo "tdc gen $td: median $(median "${times[@]}")s"
done
