#!/usr/bin/env bash
# Regenerate the llvm-tblgen reference outputs for the invalid-input corpus in
# dsl/tests/errors/.  For every errors/*.td this runs
#   llvm-tblgen --print-records <tdc-args> <file>
# from inside dsl/tests/errors (so all paths in diagnostics are relative) and
# records llvm-tblgen's stderr in llvm/<name>.stderr and its exit status in
# llvm/<name>.status.  Every file in the corpus must be rejected: if
# llvm-tblgen accepts one (exit 0) the script reports it and exits 1.
#
# Usage: dsl/tests/regen-error-goldens.sh
# Environment: LLVM_TBLGEN  path to llvm-tblgen (must be version 19.1.7)
set -euo pipefail

TBLGEN="${LLVM_TBLGEN:-/usr/lib/llvm-19/bin/llvm-tblgen}"
WANT_VERSION="19.1.7"

if ! version_out="$("$TBLGEN" --version 2>&1)"; then
  echo "error: cannot run '$TBLGEN --version'" >&2
  exit 1
fi
if ! grep -q "LLVM version ${WANT_VERSION}\b" <<<"$version_out"; then
  echo "error: $TBLGEN is not llvm-tblgen ${WANT_VERSION}:" >&2
  echo "$version_out" >&2
  exit 1
fi

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$script_dir/errors"

mkdir -p llvm
rm -f llvm/*.stderr llvm/*.status

shopt -s nullglob
files=(*.td)
if [ "${#files[@]}" -eq 0 ]; then
  echo "error: no .td files in $(pwd)" >&2
  exit 1
fi

accepted=()
for f in "${files[@]}"; do
  name="${f%.td}"
  # Optional second header line: `// tdc-args: <args>` (split on whitespace).
  args=()
  line2="$(sed -n '2p' "$f")"
  if [[ "$line2" =~ ^//\ tdc-args:(.*)$ ]]; then
    read -r -a args <<<"${BASH_REMATCH[1]}"
  fi
  status=0
  # Run with argv[0] = "llvm-tblgen" so the "N errors." summary line does not
  # record the absolute path of the binary.
  (exec -a llvm-tblgen "$TBLGEN" --print-records "${args[@]}" "$f") \
    >/dev/null 2>"llvm/$name.stderr" || status=$?
  echo "$status" >"llvm/$name.status"
  if [ "$status" -eq 0 ]; then
    accepted+=("$f")
  fi
done

if [ "${#accepted[@]}" -ne 0 ]; then
  for f in "${accepted[@]}"; do
    echo "error: llvm-tblgen accepted $f (exit 0); every file in errors/ must be rejected" >&2
  done
  exit 1
fi

echo "recorded ${#files[@]} llvm-tblgen outputs in $(pwd)/llvm"
