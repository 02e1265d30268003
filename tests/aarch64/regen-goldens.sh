#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the AArch64 assembly corpus:
# asm/ and invalid/ (see tests/support/mc-goldens.sh), and
#   objects/X.s  -> objects/goldens/X.o        (llvm-mc -filetype=obj)
# Usage: tests/aarch64/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../support/mc-goldens.sh"

require_llvm_mc_19
regen_valid "$here" aarch64

# Objects: tests/aarch64_object.rs compares tdc's objects with these byte for byte.
mkdir -p "$here/objects/goldens"
rm -f "$here"/objects/goldens/*.o
(cd "$here/objects" && for f in *.s; do
    "$LLVM_MC" -triple=aarch64 -filetype=obj "$f" -o "goldens/${f%.s}.o"
done)

regen_invalid "$here" aarch64

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens, $(ls "$here"/objects/goldens/*.o | wc -l) objects and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
