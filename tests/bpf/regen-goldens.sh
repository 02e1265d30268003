#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the BPF assembly corpus.
#   asm/X.s      -> goldens/X.s.out            (stdout of llvm-mc -show-encoding)
#   roundtrip/program.s (from tdc) -> roundtrip/program.s.out
#   objects/X.s  -> objects/goldens/X.o        (llvm-mc -filetype=obj)
#   invalid/X.s  -> invalid/goldens/X.s.err    (stderr, with the relative path X.s)
#                   invalid/goldens/X.s.status (exit status)
# Usage: tests/bpf/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail

LLVM_MC=${LLVM_MC:-/usr/lib/llvm-19/bin/llvm-mc}
export LC_ALL=C

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

version=$("$LLVM_MC" --version)
if ! grep -q 'LLVM version 19\.1' <<<"$version"; then
    echo "error: $LLVM_MC is not LLVM 19.1:" >&2
    echo "$version" >&2
    exit 1
fi

# Valid corpus: every file must assemble.
mkdir -p "$here/goldens"
rm -f "$here"/goldens/*.s.out
cd "$here/asm"
for f in *.s; do
    if ! "$LLVM_MC" -triple=bpfel -show-encoding "$f" >"$here/goldens/$f.out"; then
        echo "error: llvm-mc rejected asm/$f" >&2
        exit 1
    fi
done

# Printer round trip: a random program printed by tdc (seed and count in its
# header), assembled by llvm-mc; tests/bpf_roundtrip.rs checks tdc's bytes.
mkdir -p "$here/roundtrip"
(cd "$here/../.." && cargo run -q --release --example differential -- --target bpf --seed 11 --per-opcode 8 --print) \
    >"$here/roundtrip/program.s"
"$LLVM_MC" -triple=bpfel -show-encoding "$here/roundtrip/program.s" >"$here/roundtrip/program.s.out"

# Objects: tests/bpf_object.rs compares tdc's objects with these byte for byte.
mkdir -p "$here/objects/goldens"
rm -f "$here"/objects/goldens/*.o
cd "$here/objects"
for f in *.s; do
    "$LLVM_MC" -triple=bpfel -filetype=obj "$f" -o "goldens/${f%.s}.o"
done

# Invalid corpus: every file must be rejected with a non-zero exit status
# (a crash is also refused: such inputs do not belong in the corpus).
mkdir -p "$here/invalid/goldens"
rm -f "$here"/invalid/goldens/*.s.err "$here"/invalid/goldens/*.s.status
cd "$here/invalid"
for f in *.s; do
    status=0
    "$LLVM_MC" -triple=bpfel -show-encoding "$f" >/dev/null 2>"goldens/$f.err" || status=$?
    if [ "$status" -eq 0 ]; then
        echo "error: llvm-mc accepted invalid/$f" >&2
        exit 1
    fi
    if [ "$status" -ne 1 ]; then
        echo "error: llvm-mc exited with status $status (crash?) on invalid/$f" >&2
        exit 1
    fi
    echo "$status" >"goldens/$f.status"
done

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens, $(ls "$here"/objects/goldens/*.o | wc -l) objects and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
