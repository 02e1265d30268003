#!/usr/bin/env bash
# Regenerates the PC section and stack size goldens from LLVM 19: each .ll
# here compiled by llc for x86_64 and aarch64 (or its "; triples:" line)
# in the code models of its "; code-models:" line (default: small, and
# medium for x86_64 / large for aarch64), with the flags of its
# "; llc-flags:" line, into golden/NAME.TRIPLE.MODEL.o, and the layout
# that tdc is given to write the same sections into golden/NAME.TRIPLE.MODEL.layout
# (layout.py: from the machine IR and llc's temporary labels).
set -euo pipefail
cd "$(dirname "$0")"
LLVM=${LLVM:-/usr/lib/llvm-19/bin}
"$LLVM/llc" --version | grep -q 'LLVM version 19\.'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# GOLDEN_DIR writes elsewhere (scripts/pcsections-live.sh).
golden=${GOLDEN_DIR:-golden}
rm -rf "$golden"
mkdir -p "$golden"
for ll in *.ll; do
  name=${ll%.ll}
  triples=$(sed -n 's/^; triples: //p' "$ll")
  models=$(sed -n 's/^; code-models: //p' "$ll")
  flags=$(sed -n 's/^; llc-flags: //p' "$ll")
  stack=0
  case " $flags " in *" -stack-size-section "*) stack=1 ;; esac
  for triple in ${triples:-x86_64 aarch64}; do
    if [ -n "$models" ]; then ms=$models; elif [ "$triple" = x86_64 ]; then ms="small medium"; else ms="small large"; fi
    for model in $ms; do
      out="$golden/$name.$triple.$model"
      # shellcheck disable=SC2086 # the flags are words
      "$LLVM/llc" $flags -code-model="$model" -filetype=obj -mtriple="$triple" "$ll" -o "$out.o"
      # shellcheck disable=SC2086
      "$LLVM/llc" $flags -code-model="$model" -mtriple="$triple" "$ll" -o "$tmp/a.s"
      "$LLVM/llvm-mc" -triple="$triple" -filetype=obj --save-temp-labels "$tmp/a.s" -o "$tmp/labels.o"
      # shellcheck disable=SC2086
      "$LLVM/llc" $flags -code-model="$model" -mtriple="$triple" "$ll" -stop-after=unpack-mi-bundles -o "$tmp/a.mir"
      python3 layout.py "$out.o" "$tmp/labels.o" "$tmp/a.mir" "$model" "$stack" "$LLVM/llvm-readelf" > "$out.layout"
    done
  done
done
