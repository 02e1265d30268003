#!/usr/bin/env bash
# What a crate that wants one built-in target's encoder compiles: a scratch
# crate depending on tdc with `default-features = false, features = [T]`.
# Fails when its normal (non-proc-macro) dependency graph holds any crate
# of the command line, the language server or the compiler, or more than
# 25 crates; prints the graph's size, all crates' count (proc-macro and
# build edges too) and, with --time, the crate's clean release build time.
#
#   scripts/deps-check.sh [TARGET] [--time]       (TARGET: x86, the default)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
target=x86
time=0
for a in "$@"; do
  case $a in
    --time) time=1 ;;
    *) target=$a ;;
  esac
done
work="$root/target/deps-check/$target"
mkdir -p "$work/src"
cat >"$work/Cargo.toml" <<TOML
[package]
name = "deps-check"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
tdc = { path = "$root", default-features = false, features = ["$target"] }

[workspace]
TOML
cat >"$work/src/main.rs" <<'RS'
fn main() {
    let tables = tdc::targets::BUILT_IN.first().expect("one target").tables;
    println!("{} instructions", tables.instructions.len());
}
RS
cp "$root/Cargo.lock" "$work/Cargo.lock"
normal=$(cd "$work" && cargo tree --offline -e normal,no-proc-macro --prefix none 2>/dev/null | sed 's/ (\*)//; s/ (proc-macro)//' | awk '{print $1}' | sort -u)
all=$(cd "$work" && cargo tree --offline -e normal,build --prefix none 2>/dev/null | sed 's/ (\*)//; s/ (proc-macro)//' | awk '{print $1}' | sort -u)
# The package itself is not a dependency.
normal=$(grep -vx deps-check <<<"$normal")
all=$(grep -vx deps-check <<<"$all")
n_normal=$(wc -l <<<"$normal")
n_all=$(wc -l <<<"$all")
echo "features = [\"$target\"]: $n_normal crates through normal edges, $n_all in all (proc-macro and build edges too)"
echo "normal: $(tr '\n' ' ' <<<"$normal")"
bad=0
for forbidden in clap lsp-server lsp-types prettyplease proptest mimalloc toml serde_json tdc-dsl; do
  if grep -qx "$forbidden" <<<"$normal"; then
    echo "FAIL: $forbidden is a normal dependency" >&2
    bad=1
  fi
done
if [ "$n_normal" -gt 25 ]; then
  echo "FAIL: more than 25 crates through normal edges" >&2
  bad=1
fi
if [ "$time" = 1 ]; then
  (cd "$work" && cargo clean -q && s=$(date +%s.%N) && cargo build --release -q --offline && e=$(date +%s.%N) \
    && echo "clean release build: $(echo "$e - $s" | bc) s")
fi
exit $bad
