#!/usr/bin/env bash
# Records LLVM 19's verdict on every module of this directory in
# verdicts.txt: `NAME.ll accept`, or `NAME.ll reject | FIRST ERROR LINE`
# (llvm-as's first error, with its path prefixes removed). llvm-as verifies
# by default; it drops broken debug information with a warning and accepts,
# and an error found while upgrading debug information aborts it (exit
# status not 0): both are recorded as llvm-as ends.
#
# Never edit verdicts.txt by hand: run this script (with LLVM 19 installed)
# and review the difference. tests/ir_metadata.rs compares tdc's verdicts
# with this file; .ci/run runs the script and requires no change.
set -euo pipefail
cd "$(dirname "$0")"
AS=${LLVM_AS:-/usr/lib/llvm-19/bin/llvm-as}
"$AS" --version | grep -q '19\.1\.7' || { echo "llvm-as 19.1.7 is required (found: $("$AS" --version | grep -i version))" >&2; exit 1; }
export LC_ALL=C
{
  for f in *.ll; do
    if err=$("$AS" "$f" -o /dev/null 2>&1); then
      echo "$f accept"
    else
      first=$(printf '%s\n' "$err" \
        | grep -v -e 'warning:' -e 'assembly parsed, but does not verify as correct' -e '^ *$' \
        | head -n 1 | sed -e "s|^$AS: ||" -e "s|^$f:||")
      echo "$f reject | $first"
    fi
  done
} > verdicts.txt
echo "$(grep -c ' accept$' verdicts.txt) accepted, $(grep -c ' reject' verdicts.txt) rejected by llvm-as 19"
