#!/usr/bin/env bash
# Live check of selected code with calls against LLVM 19: each target
# compiles tests/isel/functions/calls.dag and float_abi.dag (float
# arguments, and fma as a call of the C library on x86-64), each as one
# module (`tdc isel -o`), and llvm-mc 19 assembles the assembly tdc
# printed for it. The two objects
# must disassemble the same with their relocations (`llvm-objdump -d -r`:
# calls within the module resolved, each external call the psABI's
# relocation) and be byte-identical.
# Usage: scripts/isel-objects-live.sh   (after `cargo build --release`)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=/usr/lib/llvm-19/bin
tdc=target/release/tdc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for src in tests/isel/functions/calls.dag tests/isel/functions/float_abi.dag; do
for pair in x86_64:x86_64 aarch64:aarch64 powerpc64le:powerpc64le bpf:bpfel; do
    target=${pair%%:*} triple=${pair#*:}
    name=$(basename "$src")
    input=$src
    if [ "$target" = bpf ] && [ "$name" = float_abi.dag ]; then
        continue  # no floating point on BPF
    fi
    if [ "$target" = bpf ]; then
        # BPF has no floats, stack arguments or indirect calls: those are
        # errors there (tests/isel_calls.rs checks the messages).
        awk '/^fn (calls_floats|calls_ten|args_ten|calls_indirect)\(/{skip=1} /^}/{if(skip){skip=0; next}} !skip' "$src" >"$work/bpf.dag"
        input=$work/bpf.dag
    fi
    "$tdc" isel --target "$target" "$input" -o "$work/tdc.o" >"$work/calls.s"
    "$bin/llvm-mc" -triple="$triple" -filetype=obj "$work/calls.s" -o "$work/llvm.o"
    cp "$work/llvm.o" "$work/obj.o"; (cd "$work" && $bin/llvm-objdump -d -r obj.o >llvm.txt)
    cp "$work/tdc.o" "$work/obj.o";  (cd "$work" && $bin/llvm-objdump -d -r obj.o >tdc.txt)
    relocations=$(grep -c 'R_' "$work/tdc.txt" || true)
    if ! diff -u "$work/llvm.txt" "$work/tdc.txt"; then
        echo "FAIL $target: the disassembly or relocations differ"; failed=$((failed + 1))
    elif ! cmp -s "$work/llvm.o" "$work/tdc.o"; then
        echo "FAIL $target: the objects differ in bytes"; failed=$((failed + 1))
    else
        echo "$target: $name's object equals llvm-mc's ($relocations external call relocations)"
    fi
done
done
exit $((failed > 0))
