#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the AArch64 assembly corpus:
# asm/ and invalid/ (see tests/support/mc-goldens.sh), and
#   roundtrip/program.s (from tdc) -> roundtrip/program.s.out
#   objects/X.s  -> objects/goldens/X.o        (llvm-mc -filetype=obj)
# Usage: tests/aarch64/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../support/mc-goldens.sh"

require_llvm_mc_19
regen_valid "$here" aarch64

# Printer round trip: a random program printed by tdc (seed and count in its
# header), assembled by llvm-mc, which must not complain about any line;
# tests/aarch64_roundtrip.rs checks tdc's bytes against these.
regen_roundtrip "$here" aarch64 aarch64 11 4 listing

regen_objects "$here" aarch64

regen_invalid "$here" aarch64

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens, $(ls "$here"/objects/goldens/*.o | wc -l) objects and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
