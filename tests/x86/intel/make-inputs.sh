#!/usr/bin/env bash
# Write tests/x86/intel/asm/X.s, the x86-64 corpus in Intel syntax: each
# line of llvm-mc's Intel listing goldens-intel/X.s.out without its
# encoding and remarks, after `.intel_syntax noprefix` (and the file's
# `mattr:` header). Lines llvm-mc does not read back in Intel syntax
# (vgatherpf*/vscatterpf* with their mask first) are left out, and so is
# numeric-targets.s: llvm-mc's Intel parser takes no number as a branch
# target.
# Run by tests/x86/regen-goldens.sh before the Intel goldens.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
corpus=$here/..
mkdir -p "$here/asm"
rm -f "$here"/asm/*.s
for golden in "$corpus"/goldens-intel/*.s.out; do
    name=$(basename "$golden" .out)
    [ "$name" = numeric-targets.s ] && continue
    {
        sed -n '1{/^\(\/\/\|#\) mattr:/p}' "$corpus/asm/$name"
        printf '\t.intel_syntax noprefix\n'
        sed 's/ *# encoding:.*//; /^[[:space:]]*#/d; /v\(gather\|scatter\)pf[01][dq]p[sd]\t{k/d' "$golden"
    } >"$here/asm/$name"
done
