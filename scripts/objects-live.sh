#!/usr/bin/env bash
# Live object check against LLVM 19 for one target: for every
# tests/<target>/objects/*.s, the object from `tdc asm -o` and the one from
# llvm-mc must disassemble the same (`llvm-objdump -d -r`), and llvm-readelf
# must read tdc's sections, symbols and relocations without a warning and
# print them as it prints llvm-mc's.
# Usage: scripts/objects-live.sh bpf|aarch64|powerpc|powerpc64|x86   (after `cargo build --release`)
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/objects-live.sh bpf|aarch64|powerpc|powerpc64|x86}
dir=$target
case "$target" in
    bpf) triple=bpfel ;;
    aarch64) triple=aarch64 ;;
    powerpc) triple=powerpc64le ;;
    powerpc64) triple=powerpc64 dir=powerpc ;;  # the powerpc sources big-endian
    x86) triple=x86_64 ;;
    *) echo "error: unknown target '$target' (bpf, aarch64, powerpc, powerpc64, x86)" >&2; exit 2 ;;
esac
bin=/usr/lib/llvm-19/bin
tdc=target/release/tdc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

checked=0
failed=0
for src in tests/"$dir"/objects/*.s; do
    name=$(basename "$src" .s)
    # The features a first line `// mattr: +a,+b` names, for all three tools.
    mattr=$(sed -n '1s%^\(//\|#\) mattr: *%%p' "$src")
    llvm_mattr=() tdc_mattr=() objdump_mattr=()
    if [ -n "$mattr" ]; then
        llvm_mattr=(-mattr="$mattr") tdc_mattr=(--mattr="$mattr") objdump_mattr=(--mattr="$mattr")
    fi
    "$bin/llvm-mc" -triple="$triple" "${llvm_mattr[@]}" -filetype=obj "$src" -o "$work/llvm.o"
    "$tdc" asm --target "$target" "${tdc_mattr[@]}" "$src" -o "$work/tdc.o"
    for tool in "llvm-objdump -d -r ${objdump_mattr[*]}" "llvm-readelf -S -s -r"; do
        # Both objects get the same file name so that headers compare equal.
        cp "$work/llvm.o" "$work/obj.o"; (cd "$work" && $bin/$tool obj.o >llvm.txt 2>llvm.err)
        cp "$work/tdc.o" "$work/obj.o";  (cd "$work" && $bin/$tool obj.o >tdc.txt 2>tdc.err)
        checked=$((checked + 1))
        if ! diff -u "$work/llvm.txt" "$work/tdc.txt" || [ -s "$work/tdc.err" ]; then
            echo "FAIL $name: $tool differs or warns"; cat "$work/tdc.err"; failed=$((failed + 1))
        fi
    done
done
echo "$target objects: $checked tool comparisons, $failed failed"
[ "$failed" -eq 0 ]
