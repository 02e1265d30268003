#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the PowerPC64 little-endian assembly corpus
# (asm/ and invalid/, see tests/support/mc-goldens.sh).
# Usage: tests/powerpc/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../support/mc-goldens.sh"

require_llvm_mc_19
regen_valid "$here" powerpc64le
# (Printer round trip and object sections go here, as in tests/bpf/regen-goldens.sh.)
regen_invalid "$here" powerpc64le

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
