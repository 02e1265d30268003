#!/usr/bin/env bash
# Live stack map check against LLVM 19 (issue 8, acceptance 1): objects
# with random stack maps written by tdc (examples/stackmap_objects.rs, for
# x86_64, aarch64 and powerpc64le) must be read by `llvm-readobj
# --stackmap` without a warning and print exactly what `tdc stackmap`
# prints; `llvm-readelf -r` must see each function address relocated.
# The golden objects of tests/stackmap (made by llc) are printed too.
# Usage: scripts/stackmap-live.sh [PER_TARGET [SEED]]   (after `cargo build --release`)
set -euo pipefail
cd "$(dirname "$0")/.."
per_target=${1:-100}
seed=${2:-1}
bin=/usr/lib/llvm-19/bin
tdc=$PWD/target/release/tdc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo run --release -q --example stackmap_objects -- --out "$work" --per-target "$per_target" --seed "$seed"
cp tests/stackmap/golden/*.o "$work/"
checked=0
failed=0
cd "$work"
for o in *.o; do
    if ! "$bin/llvm-readobj" --stackmap "$o" > llvm.txt 2> llvm.err || [ -s llvm.err ]; then
        echo "FAIL $o: llvm-readobj: $(cat llvm.err)"; failed=$((failed + 1)); continue
    fi
    "$tdc" stackmap "$o" > tdc.txt
    if ! diff -u llvm.txt tdc.txt > diff.txt; then
        echo "FAIL $o: tdc stackmap differs from llvm-readobj --stackmap"; head -20 diff.txt; failed=$((failed + 1)); continue
    fi
    functions=$(sed -n 's/^Num Functions: //p' tdc.txt)
    relocs=$("$bin/llvm-readelf" -r "$o" 2>&1 | sed -n '/\.rela\.llvm_stackmaps/,/^$/p' | grep -c 'R_\(X86_64_64\|AARCH64_ABS64\|PPC64_ADDR64\)' || true)
    if [ "$functions" != "$relocs" ]; then
        echo "FAIL $o: $functions functions, $relocs address relocations"; failed=$((failed + 1)); continue
    fi
    checked=$((checked + 1))
done
echo "stack maps: $checked objects print the same with tdc stackmap and llvm-readobj --stackmap (seed $seed), $failed differ"
[ "$failed" -eq 0 ]
