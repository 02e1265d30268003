#!/usr/bin/env bash
# Regenerate the llvm-mc 19 goldens for the x86-64 assembly corpus (AT&T syntax):
# asm/ and invalid/ (see tests/support/mc-goldens.sh), asm/ printed in Intel
# syntax into goldens-intel/, and
#   objects/X.s  -> objects/goldens/X.o        (llvm-mc -filetype=obj)
# The systematic asm/ files come from gen-corpus.py; run it first when it changes.
# Usage: tests/x86/regen-goldens.sh   (from any directory; LLVM_MC overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../support/mc-goldens.sh"

require_llvm_mc_19
regen_valid "$here" x86_64
# The same listings in Intel syntax (tests/x86_asm.rs prints them with
# output variant 1).
regen_valid "$here" x86_64 goldens-intel -output-asm-variant=1
# Those listings read back in Intel syntax (intel/asm/), and llvm-mc's
# listing of them (intel/goldens/).
"$here/intel/make-inputs.sh"
regen_valid "$here/intel" x86_64
regen_invalid "$here/intel" x86_64

# Printer round trip: every instruction record, 4 random instances, printed
# by tdc; tests/x86_roundtrip.rs checks tdc's bytes and text against these.
regen_roundtrip "$here" x86_64 x86_64 11 4 listing
# The same program in Intel syntax: llvm-mc's text of each instruction
# (its encoding is in program.s.out).
"$LLVM_MC" -triple=x86_64 -output-asm-variant=1 -show-encoding "$here/roundtrip/program.s" |
    sed -n 's/ *# encoding:.*//p' >"$here/roundtrip/program.intel.txt"

regen_objects "$here" x86_64

# Lines llvm-mc assembles with a warning: its listing and its warnings.
mkdir -p "$here/warnings/goldens"
for f in $(cd "$here/warnings" && ls *.s); do
    (cd "$here/warnings" && "$LLVM_MC" -triple=x86_64 -show-encoding "$f") \
        >"$here/warnings/goldens/$f.out" 2>"$here/warnings/goldens/$f.err"
done

regen_invalid "$here" x86_64

echo "regenerated $(ls "$here"/goldens/*.s.out | wc -l) asm goldens, $(ls "$here"/objects/goldens/*.o | wc -l) objects and $(ls "$here"/invalid/goldens/*.s.err | wc -l) invalid goldens"
