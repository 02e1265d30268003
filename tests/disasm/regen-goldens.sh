#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for `tdc disasm`: every byte-line file
# inputs/<target>/X.txt disassembled by `llvm-mc --disassemble` into
# goldens/<target>/X.out (the listing) and X.err (the warnings), run in the
# input's directory so that messages name `X.txt`, with the features a first
# line `# mattr: LIST` names. tests/disasm_goldens.rs
# checks tdc's listing and messages against these.
# Usage: tests/disasm/regen-goldens.sh   (LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mc=${LLVM_MC:-llvm-mc-19}
"$mc" --version | grep -q 'LLVM version 19\.' || { echo "error: $mc is not LLVM 19" >&2; exit 1; }
rm -rf "$here/goldens"
for dir in "$here"/inputs/*/; do
    target=$(basename "$dir")
    case $target in
        x86) triple=x86_64 ;;
        aarch64) triple=aarch64 ;;
        powerpc) triple=powerpc64le ;;
        bpf) triple=bpfel ;;
        *) echo "error: no triple for $target" >&2; exit 1 ;;
    esac
    mkdir -p "$here/goldens/$target"
    for input in "$dir"*.txt; do
        name=$(basename "$input" .txt)
        # A first line "# mattr: LIST" gives the features.
        mattr=$(sed -n '1s/^# mattr: *//p' "$input")
        (cd "$dir" && "$mc" --disassemble -triple="$triple" ${mattr:+-mattr="$mattr"} "$name.txt") \
            >"$here/goldens/$target/$name.out" 2>"$here/goldens/$target/$name.err"
    done
done
echo "disasm goldens: $(find "$here/goldens" -name '*.out' | wc -l) listings"
