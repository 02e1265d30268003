#!/usr/bin/env bash
# Regenerates the stack map goldens from LLVM 19: each .ll here compiled by
# llc for x86_64, aarch64 and powerpc64le (or the triples its "; triples:"
# line names, with the flags of its "; llc-flags:" line) into
# golden/NAME.TRIPLE.o, and what `llvm-readobj --stackmap` prints for it
# into golden/NAME.TRIPLE.txt.
set -euo pipefail
cd "$(dirname "$0")"
LLVM=${LLVM:-/usr/lib/llvm-19/bin}
"$LLVM/llc" --version | grep -q 'LLVM version 19\.'
rm -rf golden
mkdir golden
for ll in *.ll; do
  name=${ll%.ll}
  triples=$(sed -n 's/^; triples: //p' "$ll")
  flags=$(sed -n 's/^; llc-flags: //p' "$ll")
  for triple in ${triples:-x86_64 aarch64 powerpc64le}; do
    # shellcheck disable=SC2086 # the flags are words
    "$LLVM/llc" $flags -filetype=obj -mtriple="$triple" "$ll" -o "golden/$name.$triple.o"
    (cd golden && "$LLVM/llvm-readobj" --stackmap "$name.$triple.o" > "$name.$triple.txt")
  done
done
