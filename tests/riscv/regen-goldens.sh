#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens of the RISC-V test description
# (RV64.td, loaded with `tdc asm --td`; tests/riscv_td.rs checks them):
#   asm/X.s      -> goldens/X.s.out          (llvm-mc -show-encoding)
#   objects/X.s  -> objects/goldens/X.o      (llvm-mc -filetype=obj)
# llvm-mc runs for riscv64 with the M extension and prints without aliases
# (-M no-aliases), as the description declares none.
# Usage: tests/riscv/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../support/mc-goldens.sh"
require_llvm_mc_19

flags=(-triple=riscv64 -mattr=+m -M no-aliases)
mkdir -p "$here/goldens" "$here/objects/goldens"
rm -f "$here"/goldens/*.s.out "$here"/objects/goldens/*.o
stderr=$(mktemp)
trap 'rm -f "$stderr"' EXIT
for f in $(cd "$here/asm" && ls *.s); do
    (cd "$here/asm" && "$LLVM_MC" "${flags[@]}" -show-encoding "$f") >"$here/goldens/$f.out" 2>"$stderr"
    if [ -s "$stderr" ]; then
        cat "$stderr" >&2
        echo "error: llvm-mc printed a diagnostic for asm/$f" >&2
        exit 1
    fi
done
for f in $(cd "$here/objects" && ls *.s); do
    (cd "$here/objects" && "$LLVM_MC" "${flags[@]}" -filetype=obj "$f" -o "goldens/${f%.s}.o")
done
echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) listings and $(ls "$here"/objects/goldens/*.o | wc -l) objects"
