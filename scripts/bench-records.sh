#!/usr/bin/env bash
# Benchmark: `tdc records` vs `llvm-tblgen --print-records` on the same input,
# interleaved in one run (the machine is shared and noisy), N repetitions.
# Prints the median wall time and median peak memory of each, and the ratios.
# Usage: scripts/bench-records.sh [N] [FILE]   (default 11, Intrinsics.td)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
n=${1:-11}
root=${LLVM_INCLUDE:-/usr/include/llvm-19}
file=${2:-$root/llvm/IR/Intrinsics.td}
tblgen=${LLVM_TBLGEN:-/usr/lib/llvm-19/bin/llvm-tblgen}
tdc=${TDC:-$here/../target/release/tdc}
[ -x "$tdc" ] || (cd "$here/.." && cargo build --release -q)
args=(-I "$root" -I "$(dirname "$file")" "$file")
"$tdc" records "${args[@]}" >/tmp/bench-tdc.out
"$tblgen" --print-records "${args[@]}" >/tmp/bench-llvm.out
cmp -s /tmp/bench-tdc.out /tmp/bench-llvm.out && echo "outputs identical" || echo "WARNING: outputs differ"
measure() { /usr/bin/time -f "%e %M" "$@" >/dev/null 2>/tmp/bench-time; tail -1 /tmp/bench-time; }
: >/tmp/bench-tdc.t; : >/tmp/bench-llvm.t
for i in $(seq "$n"); do
  measure "$tdc" records "${args[@]}" >>/tmp/bench-tdc.t
  measure "$tblgen" --print-records "${args[@]}" >>/tmp/bench-llvm.t
done
python3 - "$n" <<'PY'
import statistics, sys
def load(p):
    rows=[l.split() for l in open(p) if l.strip()]
    return statistics.median(float(r[0]) for r in rows), statistics.median(int(r[1]) for r in rows)
tt, tm = load('/tmp/bench-tdc.t'); lt, lm = load('/tmp/bench-llvm.t')
print(f"runs: {sys.argv[1]} each, interleaved; medians")
print(f"tdc records:                 {tt:.3f} s  {tm/1024:.1f} MiB peak")
print(f"llvm-tblgen --print-records: {lt:.3f} s  {lm/1024:.1f} MiB peak")
print(f"time ratio tdc/llvm-tblgen: {tt/lt:.2f}   memory ratio: {tm/lm:.2f}")
PY
