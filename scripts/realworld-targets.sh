#!/usr/bin/env bash
# Real-world conformance on LLVM 19.1.7's own targets: every target root
# (a lib/Target/*/*.td that includes llvm/Target/Target.td: 26 files, AMDGPU
# and R600 included) that llvm-tblgen accepts must give byte-identical
# `tdc records` output, and byte-identical `tdc json` output wherever
# llvm-tblgen's --dump-json fits in memory (it keeps the whole document as a
# tree: X86 needs about 6 GB; its address space is capped at
# $JSON_MEMORY_GB, 8 by default, and a root that does not fit is reported
# as skipped, not as passed).
#
# The sources are fetched at run time (scripts/fetch-llvm-src.sh), never
# committed. Prints "records: N/M identical" and "json: N/K identical, S
# skipped"; with --check, exits 1 when either count is below the figures in
# scripts/realworld-targets-baseline. Takes about 10 minutes on two cores.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tblgen=${LLVM_TBLGEN:-/usr/lib/llvm-19/bin/llvm-tblgen}
tdc=${TDC:-$here/../target/release/tdc}
check=0; [ "${1:-}" = --check ] && check=1
[ -x "$tblgen" ] || { echo "llvm-tblgen not found at $tblgen"; exit 1; }
"$tblgen" --version | grep -q '19\.1\.7' || { echo "need llvm-tblgen 19.1.7"; exit 1; }
[ -x "$tdc" ] || { echo "tdc not built at $tdc (cargo build --release)"; exit 1; }
src=${LLVM_SRC:-$("$here/fetch-llvm-src.sh")} || { echo "could not fetch LLVM's sources"; exit 1; }
limit_kb=$(( ${JSON_MEMORY_GB:-8} * 1024 * 1024 ))
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
accepted=0; identical=0; json_tried=0; json_identical=0; json_skipped=0
targets="$src/llvm/lib/Target"
for f in $(grep -l 'include "llvm/Target/Target.td"' "$targets"/*/*.td | sort); do
  name=${f#$targets/}
  inc=(-I "$src/llvm/include" -I "$(dirname "$f")")
  start=$(date +%s)
  if ! "$tblgen" --print-records "${inc[@]}" "$f" >"$out/llvm" 2>/dev/null; then
    echo "REJECTED-BY-LLVM $name"
    continue
  fi
  accepted=$((accepted+1))
  if "$tdc" records "${inc[@]}" "$f" >"$out/tdc" 2>"$out/err" && cmp -s "$out/llvm" "$out/tdc"; then
    identical=$((identical+1)); verdict=identical
  else
    verdict=DIFF
    cmp "$out/llvm" "$out/tdc" | head -2; head -5 "$out/err"
  fi
  rm -f "$out/llvm" "$out/tdc"
  json=skipped
  if (ulimit -v "$limit_kb"; "$tblgen" --dump-json "${inc[@]}" "$f" >"$out/llvm.json" 2>/dev/null); then
    json_tried=$((json_tried+1))
    if "$tdc" json "${inc[@]}" "$f" >"$out/tdc.json" 2>/dev/null && cmp -s "$out/llvm.json" "$out/tdc.json"; then
      json_identical=$((json_identical+1)); json=identical
    else
      json=DIFF
    fi
  else
    json_skipped=$((json_skipped+1))
  fi
  rm -f "$out/llvm.json" "$out/tdc.json"
  echo "$name: records $verdict, json $json ($(( $(date +%s) - start )) s)"
done
echo "records: $identical/$accepted identical"
echo "json: $json_identical/$json_tried identical, $json_skipped skipped (--dump-json needs more than ${JSON_MEMORY_GB:-8} GB)"
if [ $check = 1 ]; then
  read -r base_records base_json <"$here/realworld-targets-baseline"
  status=0
  if [ "$identical" -lt "$base_records" ]; then echo "FAIL: records count $identical dropped below baseline $base_records"; status=1; fi
  if [ "$json_identical" -lt "$base_json" ]; then echo "FAIL: json count $json_identical dropped below baseline $base_json"; status=1; fi
  exit $status
fi
