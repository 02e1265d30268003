#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the x86-64 assembly corpus (AT&T syntax):
# asm/ and invalid/ (see tests/support/mc-goldens.sh), and
#   objects/X.s  -> objects/goldens/X.o        (llvm-mc -filetype=obj)
# The systematic asm/ files come from gen-corpus.py; run it first when it changes.
# Usage: tests/x86/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../support/mc-goldens.sh"

require_llvm_mc_19
regen_valid "$here" x86_64

# Printer round trip: every instruction record, 4 random instances, printed
# by tdc; tests/x86_roundtrip.rs checks tdc's bytes and text against these.
regen_roundtrip "$here" x86_64 x86_64 11 4 listing

regen_objects "$here" x86_64

regen_invalid "$here" x86_64

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens, $(ls "$here"/objects/goldens/*.o | wc -l) objects and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
