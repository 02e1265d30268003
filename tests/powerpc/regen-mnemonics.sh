#!/usr/bin/env bash
# The checklist of mnemonics llvm-mc 19 accepts for powerpc64le
# (mnemonics.txt): every mnemonic of the assembly matcher llvm-tblgen 19
# generates from LLVM's own PowerPC description, with "." for a record form
# (hint and "o" variants are mnemonics of their own), and its mnemonic
# aliases. It is a checklist for
# tests/powerpc_asm.rs, which requires the corpus to use each one (but the
# ones mnemonics-left-out.txt lists, with the reason); nothing of it enters
# tdc's description. It needs LLVM's sources (Debian's llvm-toolchain-19):
#   LLVM_SRC=/path/to/llvm-toolchain-19_19.1.7/llvm tests/powerpc/regen-mnemonics.sh
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=${LLVM_SRC:-/work/llvm-src/llvm-toolchain-19_19.1.7/llvm}
tblgen=${LLVM_TBLGEN:-/usr/lib/llvm-19/bin/llvm-tblgen}
"$tblgen" --version | grep -q '19\.1' || { echo "error: $tblgen is not LLVM 19.1" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$tblgen" -gen-asm-matcher -I "$src/include" -I "$src/lib/Target/PowerPC" \
  "$src/lib/Target/PowerPC/PPC.td" -o "$work/matcher.inc"
# One line per match-table entry: { N /* mnemonic */, PPC::RECORD, ..., { MCK_... } }
awk '/static const MatchEntry MatchTable0/,/^};/' "$work/matcher.inc" \
  | grep -o '/\* [^*]* \*/, PPC::[A-Za-z0-9_]*, [A-Za-z0-9_]*, [A-Za-z0-9_]*, { [^}]*}' \
  | awk '{ dot = ($0 ~ /\{ MCK__DOT_/) ? "." : ""; print $2 dot }' \
  > "$work/mnemonics"
# The mnemonic aliases (cntlz for cntlzw), which the matcher renames before it
# looks the table up: `Mnemonic = "cntlzw";  // "cntlz"`.
awk '/^static void applyMnemonicAliases/,/^}/' "$work/matcher.inc" \
  | sed -n 's/.*Mnemonic = "[^"]*";[[:space:]]*\/\/ "\([^"]*\)".*/\1/p' >> "$work/mnemonics"
LC_ALL=C sort -u "$work/mnemonics" > "$here/mnemonics.txt"
echo "$(wc -l < "$here/mnemonics.txt") mnemonics"
