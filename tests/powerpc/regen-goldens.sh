#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the PowerPC64 assembly corpus (asm/
# and invalid/, see tests/support/mc-goldens.sh): asm/X.s -> goldens/X.s.out
# (powerpc64le) and goldens-be/X.s.out (powerpc64), and
#   roundtrip/program.s (from tdc) -> roundtrip/program.o
#   objects/X.s  -> objects/goldens/X.o        (llvm-mc -filetype=obj)
#                   objects/goldens-be/X.o     (big-endian)
# Usage: tests/powerpc/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../support/mc-goldens.sh"

require_llvm_mc_19
regen_valid "$here" powerpc64le
# The same inputs big-endian (the same tables in the other byte order).
regen_valid "$here" powerpc64 goldens-be

# Printer round trip: a random program printed by tdc (seed and count in its
# header), assembled by llvm-mc into an object (relative branch targets
# print as `.+N`, which a -show-encoding listing leaves as fixups), without
# a complaint about any line; tests/powerpc_roundtrip.rs checks tdc's bytes
# against its .text.
regen_roundtrip "$here" powerpc powerpc64le 11 4 object

regen_objects "$here" powerpc64le
regen_objects "$here" powerpc64 goldens-be

regen_invalid "$here" powerpc64le

echo "regenerated $(ls "$here"/goldens/*.s.out "$here"/goldens-be/*.s.out | wc -l) asm goldens (both byte orders), $(ls "$here"/objects/goldens/*.o "$here"/objects/goldens-be/*.o | wc -l) objects and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
