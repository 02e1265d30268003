#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the AArch64 assembly corpus.
#   asm/X.s      -> goldens/X.s.out            (stdout of llvm-mc -show-encoding)
#   invalid/X.s  -> invalid/goldens/X.s.err    (stderr, with the relative path X.s)
#                   invalid/goldens/X.s.status (exit status)
# Usage: tests/aarch64/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail

LLVM_MC=${LLVM_MC:-/usr/lib/llvm-19/bin/llvm-mc}
TRIPLE=aarch64
export LC_ALL=C

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

version=$("$LLVM_MC" --version)
if ! grep -q 'LLVM version 19\.1' <<<"$version"; then
    echo "error: $LLVM_MC is not LLVM 19.1:" >&2
    echo "$version" >&2
    exit 1
fi

# Valid corpus: every file must assemble, without even a warning.
mkdir -p "$here/goldens"
rm -f "$here"/goldens/*.s.out
stderr=$(mktemp)
trap 'rm -f "$stderr"' EXIT
cd "$here/asm"
for f in *.s; do
    status=0
    "$LLVM_MC" -triple="$TRIPLE" -show-encoding "$f" >"$here/goldens/$f.out" 2>"$stderr" || status=$?
    if [ "$status" -ne 0 ] || [ -s "$stderr" ]; then
        cat "$stderr" >&2
        echo "error: llvm-mc rejected asm/$f (status $status) or printed a diagnostic" >&2
        exit 1
    fi
done

# (Printer round trip and object sections go here, before the invalid corpus.)

# Invalid corpus: every file must be rejected with a non-zero exit status
# (a crash is also refused: such inputs do not belong in the corpus).
mkdir -p "$here/invalid/goldens"
rm -f "$here"/invalid/goldens/*.s.err "$here"/invalid/goldens/*.s.status
cd "$here/invalid"
for f in *.s; do
    status=0
    "$LLVM_MC" -triple="$TRIPLE" -show-encoding "$f" >/dev/null 2>"goldens/$f.err" || status=$?
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

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
