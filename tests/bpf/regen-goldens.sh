#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the BPF assembly corpus: asm/ and
# invalid/ (see tests/support/mc-goldens.sh), and
#   roundtrip/program.s (from tdc) -> roundtrip/program.s.out
#   objects/X.s  -> objects/goldens/X.o        (llvm-mc -filetype=obj)
# Usage: tests/bpf/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../support/mc-goldens.sh"

require_llvm_mc_19
regen_valid "$here" bpfel

# Printer round trip: a random program printed by tdc (seed and count in its
# header), assembled by llvm-mc; tests/bpf_roundtrip.rs checks tdc's bytes.
mkdir -p "$here/roundtrip"
(cd "$here/../.." && cargo run -q --release --example differential -- --target bpf --seed 11 --per-opcode 8 --print) \
    >"$here/roundtrip/program.s"
"$LLVM_MC" -triple=bpfel -show-encoding "$here/roundtrip/program.s" >"$here/roundtrip/program.s.out"

regen_objects "$here" bpfel

regen_invalid "$here" bpfel

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens, $(ls "$here"/objects/goldens/*.o | wc -l) objects and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
