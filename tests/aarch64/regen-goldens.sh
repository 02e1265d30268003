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

# Apple's syntax (llvm-mc's AArch64 variant 1, which it reads beside the
# generic one): apple/asm/from-X.s holds every line of asm/X.s (and of
# roundtrip/program.s, every record's instances) that llvm-mc
# prints differently with -output-asm-variant=1, as it prints it there (X's
# mattr header kept); apple/goldens has llvm-mc's generic listing of those
# sources, apple/goldens-apple its Apple one. Other apple/asm files are
# written by hand. (llvm-mc's Apple printer drops the operands of the
# dot products, which it cannot read back; those lines are left out.)
mkdir -p "$here/apple/asm"
rm -f "$here"/apple/asm/from-*.s
instruction_text() { grep '// encoding:' | sed 's%[[:space:]]*// encoding:.*%%; s%^[[:space:]]*%%; s%\t% %g'; }
for source in "$here"/asm/*.s "$here/roundtrip/program.s"; do
    f=$(basename "$source")
    # shellcheck disable=SC2046 # an empty -mattr is no argument
    generic=$("$LLVM_MC" -triple=aarch64 $(mattr_args "$source") -show-encoding "$source" | instruction_text)
    # shellcheck disable=SC2046
    apple=$("$LLVM_MC" -triple=aarch64 $(mattr_args "$source") -output-asm-variant=1 -show-encoding "$source" | instruction_text)
    lines=$(paste -d '\n' <(echo "$generic") <(echo "$apple") | awk 'NR % 2 { g = $0; next } $0 != g && (index($0, " ") || !index(g, " ")) { print }' | awk '!seen[$0]++')
    if [ -n "$lines" ]; then
        { sed -n '1{/^\/\/ mattr:/p}' "$source"; echo "$lines"; } >"$here/apple/asm/from-$f"
    fi
done
regen_valid "$here/apple" aarch64
regen_valid "$here/apple" aarch64 goldens-apple -output-asm-variant=1

# Feature errors: feature-errors/X.s (lines that need an architecture
# feature, from scripts/aarch64-feature-corpus.py) at the default features
# -> feature-errors/goldens/X.s.err; llvm-mc must reject the file.
mkdir -p "$here/feature-errors/goldens"
rm -f "$here"/feature-errors/goldens/*.s.err
for f in $(cd "$here/feature-errors" && ls *.s); do
    if (cd "$here/feature-errors" && "$LLVM_MC" -triple=aarch64 -show-encoding "$f" >/dev/null 2>"goldens/$f.err"); then
        echo "error: llvm-mc accepted feature-errors/$f" >&2
        exit 1
    fi
done

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens, $(ls "$here"/apple/goldens/*.s.out | wc -l) in Apple's syntax, $(ls "$here"/objects/goldens/*.o | wc -l) objects, $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens and $(ls "$here"/feature-errors/goldens/*.s.err | wc -l) feature-error goldens"
