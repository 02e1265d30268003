#!/usr/bin/env bash
# Real-world conformance: every .td under /usr/include/llvm-19 (Debian's
# llvm-19-dev) that llvm-tblgen 19 accepts must give byte-identical
# `tdc records` output; files llvm-tblgen rejects must be rejected by tdc too.
# Prints "N/M identical" (M = accepted files) and the first differing lines,
# and the same count for `tdc json` vs `--dump-json` compared as JSON values.
# With --check, exits 1 when N is below the figure in scripts/realworld-baseline.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=${LLVM_INCLUDE:-/usr/include/llvm-19}
tblgen=${LLVM_TBLGEN:-/usr/lib/llvm-19/bin/llvm-tblgen}
tdc=${TDC:-$here/../target/release/tdc}
check=0; [ "${1:-}" = --check ] && check=1
[ -x "$tblgen" ] || { echo "llvm-tblgen not found at $tblgen"; exit 1; }
"$tblgen" --version | grep -q '19\.1\.7' || { echo "need llvm-tblgen 19.1.7"; exit 1; }
[ -x "$tdc" ] || { echo "tdc not built at $tdc (cargo build --release)"; exit 1; }
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
accepted=0; identical=0; json_equal=0; rejected=0; both_reject=0; shown=0
while IFS= read -r f; do
  dir=$(dirname "$f")
  if "$tblgen" --print-records -I "$root" -I "$dir" "$f" >"$out/llvm" 2>/dev/null; then
    accepted=$((accepted+1))
    "$tblgen" --dump-json -I "$root" -I "$dir" "$f" >"$out/llvm.json" 2>/dev/null
    if timeout 60 "$tdc" json -I "$root" -I "$dir" "$f" >"$out/tdc.json" 2>/dev/null &&
       python3 -c 'import json,sys; sys.exit(json.load(open(sys.argv[1])) != json.load(open(sys.argv[2])))' "$out/llvm.json" "$out/tdc.json"; then
      json_equal=$((json_equal+1))
    else
      echo "JSON-DIFF ${f#$root/}"
    fi
    if timeout 60 "$tdc" records -I "$root" -I "$dir" "$f" >"$out/tdc" 2>"$out/err" && cmp -s "$out/llvm" "$out/tdc"; then
      identical=$((identical+1))
    else
      echo "DIFF ${f#$root/}"
      if [ $shown -lt 5 ]; then
        diff "$out/llvm" "$out/tdc" | head -8; head -5 "$out/err"; shown=$((shown+1))
      fi
    fi
  else
    rejected=$((rejected+1))
    if timeout 60 "$tdc" check -I "$root" -I "$dir" "$f" >/dev/null 2>&1; then
      echo "ACCEPTED-BY-TDC-ONLY ${f#$root/}"
    else
      both_reject=$((both_reject+1))
    fi
  fi
done < <(find "$root" -name '*.td' | sort)
echo "$identical/$accepted identical"
echo "$json_equal/$accepted equal JSON values (--dump-json)"
echo "$both_reject/$rejected rejected by both"
if [ $check = 1 ]; then
  base=$(cat "$here/realworld-baseline")
  if [ "$identical" -lt "$base" ]; then echo "FAIL: identical count $identical dropped below baseline $base"; exit 1; fi
fi
