#!/usr/bin/env bash
# How tdc::target! scales with a description's size: for synthetic ISAs of
# 1,000, 5,000 and 20,000 instruction records (scripts/scale-td.py), a user
# crate that expands one through `tdc::target!` and assembles a few lines is
# built clean, then rebuilt after an edit of the .td. Prints, per size, the
# clean build time, the rebuild time and the size of the generated code
# (`tdc gen`), median of RUNS runs.
#
#   scripts/scale-bench.sh [RUNS] [SIZES...]      (default: 3 runs; 1000 5000 20000)
#
# The crate's Cargo.toml optimises the compiler the macro runs, as the
# README advises (`[profile.dev.package.tdc-dsl]` and `pest` at opt-level 3);
# SCALE_PROFILE=default leaves cargo's defaults, where the unoptimised
# compiler expands a large description four to five times slower.
#
# The crate depends on tdc with `default-features = false` (the runtime
# alone) and builds in cargo's dev profile, as a user's crate does while it
# is being written. "cold" is one build from an empty target directory,
# every dependency included (tdc's runtime, and the compiler the macro
# runs); "clean" is the crate itself, its tdc::target! expansion included,
# with its dependencies built (`cargo clean -p` of the crate), median of
# RUNS; "rebuild" follows an edit of the .td.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
runs="${1:-3}"
shift || true
sizes=("${@:-1000 5000 20000}")
read -r -a sizes <<<"${sizes[*]}"

work="$root/target/scale-bench"
mkdir -p "$work"
cargo build --release -q --bin tdc
tdc="$root/target/release/tdc"

crate="$work/crate"
mkdir -p "$crate/src"
cat >"$crate/Cargo.toml" <<TOML
[package]
name = "scale-user"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
tdc = { path = "$root", default-features = false }

[workspace]
TOML
if [ "${SCALE_PROFILE:-optimised}" != default ]; then
  cat >>"$crate/Cargo.toml" <<'TOML'

[profile.dev.package.tdc-dsl]
opt-level = 3

[profile.dev.package.pest]
opt-level = 3
TOML
fi
echo "profile: ${SCALE_PROFILE:-optimised} (SCALE_PROFILE=default for cargo's defaults)"
cat >"$crate/src/main.rs" <<'RS'
//! A user crate of a synthetic description: assembles a few lines.
tdc::target!("scale.td", include = "include");

fn main() {
    let source = "op0 x3, x4, x5\nop1 x1, x2, 5\nop2 x1, 16(x2)\nop3 x9, 8(x1)\n";
    let asm = tdc::asm::assemble(&TABLES, source, tdc::asm::AsmOptions { show_encoding: true });
    assert!(asm.errors.is_empty(), "{:?}", asm.errors);
    print!("{}", asm.listing);
    let inst = Opcode::OP0.with(&[Reg::X1.into(), Reg::X2.into(), Reg::X3.into()]).expect("checked operands");
    let mut bytes = Vec::new();
    tdc::mc::encode::encode(&TABLES, &inst, &mut bytes).expect("encodable");
    println!("{bytes:02x?}");
}
RS
rm -rf "$crate/include" && cp -r "$root/targets/include" "$crate/include"
export CARGO_TARGET_DIR="$work/target"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# Wall and CPU (user + system, children included) seconds of a command:
# on a shared machine the CPU time says what the build costs.
seconds() { /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >/dev/null 2>&1; awk '{printf "%s %.2f\n", $1, $2 + $3}' "$work/time"; }

printf '%-8s %9s %9s %9s %9s %10s %11s %13s %9s\n' records cold_s cold_cpu clean_s clean_cpu rebuild_s rebuild_cpu generated_B B/record
for n in "${sizes[@]}"; do
  python3 "$root/scripts/scale-td.py" "$n" >"$crate/scale.td"
  (cd "$crate" && cargo clean -q)
  cold=$(cd "$crate" && seconds cargo build -q)
  clean=() rebuild=()
  for _ in $(seq "$runs"); do
    (cd "$crate" && cargo clean -q -p scale-user)
    clean+=("$(cd "$crate" && seconds cargo build -q)")
    # An edit of the description: another assembly string for the last
    # record, back and forth.
    last="op$((n - 1))"
    sed -i "s/\"$last\"/\"${last}x\"/; t; s/\"${last}x\"/\"$last\"/" "$crate/scale.td"
    rebuild+=("$(cd "$crate" && seconds cargo build -q)")
  done
  (cd "$crate" && cargo run -q >/dev/null) || { echo "the crate of $n records does not run" >&2; exit 1; }
  bytes=$("$tdc" gen "$crate/scale.td" -I "$crate/include" | wc -c)
  col() { printf '%s\n' "${@:2}" | awk -v c="$1" '{print $c}' | median; }
  printf '%-8s %9.2f %9.2f %9.2f %9.2f %10.2f %11.2f %13d %9d\n' "$n" ${cold} \
    "$(col 1 "${clean[@]}")" "$(col 2 "${clean[@]}")" "$(col 1 "${rebuild[@]}")" "$(col 2 "${rebuild[@]}")" \
    "$bytes" $((bytes / n))
done
