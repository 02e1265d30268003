#!/usr/bin/env bash
# Regenerate the conformance goldens with llvm-tblgen 19.1.7.
#
# For every *.td directly in dsl/tests/conformance:
#   - an optional header line `// tdc-args: ...` supplies extra arguments
#     (paths are relative to the conformance directory);
#   - `llvm-tblgen --print-records <args> <file>` -> goldens/<name>.records
#   - if the file has a line `// tdc-json`, also
#     `llvm-tblgen --dump-json <args> <file>`    -> goldens/<name>.json
#   - if the file has a line `// tdc-dumps`, the notes `dump` statements
#     print on stderr                            -> goldens/<name>.notes
# Goldens whose .td no longer exists are removed.
set -euo pipefail

TBLGEN="${LLVM_TBLGEN:-/usr/lib/llvm-19/bin/llvm-tblgen}"
REQUIRED_VERSION="19.1.7"

if ! version_out="$("$TBLGEN" --version 2>&1)"; then
  echo "error: cannot run '$TBLGEN --version'" >&2
  exit 1
fi
if ! grep -qE "LLVM version ${REQUIRED_VERSION//./\\.}([^0-9.]|$)" <<<"$version_out"; then
  echo "error: $TBLGEN is not llvm-tblgen ${REQUIRED_VERSION}; got:" >&2
  echo "$version_out" >&2
  exit 1
fi

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$script_dir/conformance"
mkdir -p goldens

shopt -s nullglob
records=0
json=0
failed=0

for td in *.td; do
  name="${td%.td}"
  args=()
  header="$(grep -m1 -E '^// tdc-args:' "$td" || true)"
  if [[ -n "$header" ]]; then
    # Word-split the argument string (no globbing).
    set -f
    # shellcheck disable=SC2206
    args=(${header#// tdc-args:})
    set +f
  fi

  if ! "$TBLGEN" --print-records ${args[@]+"${args[@]}"} "$td" \
      >"goldens/$name.records.tmp" 2>"goldens/$name.stderr.tmp"; then
    echo "FAIL: llvm-tblgen --print-records rejected $td" >&2
    cat "goldens/$name.stderr.tmp" >&2
    rm -f "goldens/$name.records.tmp" "goldens/$name.stderr.tmp"
    failed=$((failed + 1))
    continue
  fi
  mv "goldens/$name.records.tmp" "goldens/$name.records"
  if grep -q -E '^// tdc-dumps[[:space:]]*$' "$td"; then
    mv "goldens/$name.stderr.tmp" "goldens/$name.notes"
  else
    rm -f "goldens/$name.stderr.tmp" "goldens/$name.notes"
  fi
  records=$((records + 1))

  if grep -q -E '^// tdc-json[[:space:]]*$' "$td"; then
    if ! "$TBLGEN" --dump-json ${args[@]+"${args[@]}"} "$td" \
        >"goldens/$name.json.tmp" 2>"goldens/$name.stderr.tmp"; then
      echo "FAIL: llvm-tblgen --dump-json rejected $td" >&2
      cat "goldens/$name.stderr.tmp" >&2
      rm -f "goldens/$name.json.tmp" "goldens/$name.stderr.tmp"
      failed=$((failed + 1))
      continue
    fi
    mv "goldens/$name.json.tmp" "goldens/$name.json"
    rm -f "goldens/$name.stderr.tmp"
    json=$((json + 1))
  else
    rm -f "goldens/$name.json"
  fi
done

# Remove stale goldens.
for g in goldens/*.records goldens/*.json goldens/*.notes; do
  base="$(basename "$g")"
  name="${base%.*}"
  if [[ ! -f "$name.td" ]]; then
    echo "removing stale golden $g"
    rm -f "$g"
  fi
done

if ((failed > 0)); then
  echo "error: $failed llvm-tblgen invocation(s) failed" >&2
  exit 1
fi

echo "$records records goldens, $json json goldens"
