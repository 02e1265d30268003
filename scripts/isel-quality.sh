#!/usr/bin/env bash
# Code quality of tdc's selection beside llc 19 on the DAG corpus
# (tests/isel/functions): examples/isel_quality.rs compiles every function
# with tdc for each target (instructions, values spilled) and writes it as
# LLVM IR, as a front end at -O0 writes it (variables in allocas); llc -O0
# compiles that IR, and llc -O2 the same IR after `opt -passes=sroa` (the
# variables in SSA registers, as any optimising front end hands them to
# llc, and nothing else optimised), both SelectionDAG and -filetype=obj;
# llvm-objdump counts their instructions. Prints, per target, the
# instructions of the functions all three compile, in total and as the
# median of the per-function ratios, and tdc's spills on pressure.dag
# (llc counts spills only in assertion builds, so there is no llc column).
#   scripts/isel-quality.sh
set -euo pipefail
cd "$(dirname "$0")/.."
llvm=${LLVM_BIN:-/usr/lib/llvm-19/bin}
if [ ! -x "$llvm/llc" ]; then
  echo "skipped: llc 19 not found"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release -q --example isel_quality
target/release/examples/isel_quality "$work" > /dev/null

# Instructions in an object's code.
count() { "$llvm/llvm-objdump" -d --no-show-raw-insn "$1" | grep -cP '^\s+[0-9a-f]+:\s*\t' || true; }

echo "target        functions  tdc  llc-O0  llc-O2 | tdc/O0 total, median | tdc/O2 total, median | tdc spills (pressure.dag)"
while read -r target march; do
  extra=()
  if [ "$march" = bpf ]; then extra=(-bpf-stack-size=1000000000); fi
  rows="$work/$target.rows"
  : > "$rows"
  while IFS=$'\t' read -r t name instructions spills; do
    [ "$t" = "$target" ] && [ "$instructions" != "-" ] || continue
    counts=()
    "$llvm/opt" -passes=sroa -S "$work/$name.ll" -o "$work/ssa.ll"
    for opt in 0 2; do
      input="$work/$name.ll"
      if [ $opt = 2 ]; then input="$work/ssa.ll"; fi
      if "$llvm/llc" -O$opt -march="$march" -fast-isel=false -global-isel=false "${extra[@]}" -filetype=obj \
        "$input" -o "$work/f.o" 2> /dev/null; then
        counts+=("$(count "$work/f.o")")
      else
        counts+=("-")
      fi
    done
    [ "${counts[0]}" != "-" ] && [ "${counts[1]}" != "-" ] || continue
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$instructions" "${counts[0]}" "${counts[1]}" "$spills" >> "$rows"
  done < "$work/tdc.tsv"
  awk -F'\t' -v target="$target" '
    function median(a, n,   i, j, t) {
      for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
      return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
    }
    { n++; tdc += $2; o0 += $3; o2 += $4; r0[n] = $2 / $3; r2[n] = $2 / $4
      if ($1 ~ /^pressure_/) spills += $5 }
    END { printf "%-13s %9d %5d %7d %7d | %6.3f, %6.3f | %6.3f, %6.3f | %d\n",
          target, n, tdc, o0, o2, tdc / o0, median(r0, n), tdc / o2, median(r2, n), spills }' "$rows"
done <<'TARGETS'
x86_64 x86-64
aarch64 aarch64
powerpc64le ppc64le
bpf bpf
TARGETS
