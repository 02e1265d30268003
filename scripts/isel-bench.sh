#!/usr/bin/env bash
# Selection throughput: tdc's selector on a large generated function
# (examples/isel_bench.rs) beside llc 19's SelectionDAG instruction
# selection on the same function written as LLVM IR, for every target
# that has a lowering in tdc: the median of RUNS interleaved runs of each.
# Then the whole compile (legalize, select, allocate, frame, encode to
# bytes) beside `llc -O0 -filetype=obj`'s whole pipeline, time and peak
# memory, on the function of STATEMENTS statements and on one of
# BIG_STATEMENTS (about a million nodes).
#   scripts/isel-bench.sh [RUNS] [STATEMENTS] [BIG_STATEMENTS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
statements=${2:-20000}
big_statements=${3:-116000}
llvm=${LLVM_BIN:-/usr/lib/llvm-19/bin}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release -q --example isel_bench
bench=target/release/examples/isel_bench
"$bench" --statements "$statements" --runs "$runs" \
  --emit-ll "$work/bench.ll" --emit-ll-main "$work/main.ll" | tee "$work/tdc.txt"
nodes=$(sed -n 's/^function: .* blocks, \([0-9]*\) DAG nodes.*/\1/p' "$work/tdc.txt")

if [ ! -x "$llvm/llc" ]; then
  echo "skipped: llc 19 not found"
  exit 0
fi

# The IR must compute what the DAG does: lli runs it on the fixed call
# that tdc's interpreter makes.
if [ -x "$llvm/lli" ]; then
  "$bench" --statements "$statements" --eval > "$work/expected"
  "$llvm/lli" -extra-module="$work/bench.ll" "$work/main.ll" > "$work/actual"
  if ! cmp -s "$work/expected" "$work/actual"; then
    echo "the LLVM IR does not compute what the DAG computes (lli vs tdc's interpreter)" >&2
    diff "$work/expected" "$work/actual" | head >&2
    exit 1
  fi
  echo "lli runs the .ll to the interpreter's result and memory: the same function"
fi

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# The wall time of the -time-passes line named $1 (the last number before
# the name; a column of user time is left out when it is all zero).
wall() {
  awk -v name="$1" '{
    s = ")  " name
    if (length($0) >= length(s) && substr($0, length($0) - length(s) + 1) == s) {
      for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+\.[0-9]+$/) w = $i
      print w; exit
    }
  }' "$2"
}
sum() { awk -v a="$1" -v b="$2" 'BEGIN { print a + b }'; }
rate() { awk -v n="$nodes" -v t="$1" 'BEGIN { if (t > 0) printf "%.3e", n / t; else print "-" }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "-" }'; }
row() { printf '  %-52s %10.6f s  %s nodes/s%s\n' "$1" "$2" "$(rate "$2")" "${3:+  tdc/llc $3}"; }

cat <<'EOF'

What each time covers (comparable, not identical work):
- tdc select: select_legalized on the built DAG: type promotion (a copy of
  the function), the matcher at every node, machine instructions with
  virtual registers in statement order; "select_function" is the same
  without the promotion (on the function it promoted), and the ratios are
  of "tdc select".
- llc pass: the target's SelectionDAGISel pass in -time-passes, per basic
  block: building the DAG from IR, DAG combining (before and after
  legalization, fewer combines at -O0), type and operation legalization,
  the matcher, scheduling, and creating MachineInstrs.
- llc "Instruction Selection": the timer around DoInstructionSelection
  alone, the matcher (with the target's pre/post-processing hooks): the
  closest counterpart of tdc's matcher; "+ Creation" adds the timer that
  turns the selected nodes into MachineInstrs, which tdc's time includes.
- nodes/s divides tdc's node count (leaves included) for every row:
  LLVM's DAGs differ (chains, entry tokens, copies between blocks).
  -fast-isel=false -global-isel=false keep llc on SelectionDAG at -O0.
- The runs interleave: tdc (one selection after an untimed one), llc -O0,
  llc -O2, RUNS times.
EOF

# llc at -O$1 for -march=$2 on the IR; its -time-passes report in times.txt.
llc_times() {
  local extra=()
  # At -O0 every value crossing a block lives in a stack slot: past BPF's
  # 512 bytes, which llc rejects after selection.
  if [ "$2" = bpf ]; then extra=(-bpf-stack-size=1000000000); fi
  "$llvm/llc" -O"$1" -march="$2" -fast-isel=false -global-isel=false "${extra[@]}" -time-passes \
    "$work/bench.ll" -o /dev/null < /dev/null 2> "$work/times.txt" || {
    echo "llc -O$1 -march=$2 failed:" >&2; grep -m3 error "$work/times.txt" >&2; exit 1; }
}

# tdc target, llc -march, llc's selection pass.
while read -r target march pass; do
  if ! grep -q "^$target: select " "$work/tdc.txt"; then
    if grep -q "^$target: not timed" "$work/tdc.txt"; then
      echo "$target: no tdc lowering yet, matcher tables above only"
    else
      echo "$target: tdc did not select the function (above): not compared"
    fi
    continue
  fi
  t_tdc=() t_matcher=()
  declare -A t_pass=() t_isel=() t_both=()
  for run in $(seq "$runs"); do
    "$bench" --statements "$statements" --runs 1 --target "$target" < /dev/null > "$work/run.txt"
    t_tdc+=("$(sed -n "s/^$target: select \([0-9.]*\) s.*/\1/p" "$work/run.txt")")
    t_matcher+=("$(sed -n "s/^$target:   of which select_function \([0-9.]*\) s.*/\1/p" "$work/run.txt")")
    for opt in 0 2; do
      llc_times $opt "$march"
      isel=$(wall "Instruction Selection" "$work/times.txt")
      t_pass[$opt]+=" $(wall "$pass" "$work/times.txt")"
      t_isel[$opt]+=" $isel"
      t_both[$opt]+=" $(sum "$isel" "$(wall "Instruction Creation" "$work/times.txt")")"
    done
  done
  m_tdc=$(median "${t_tdc[@]}")
  m_matcher=$(median "${t_matcher[@]}")
  for opt in 0 2; do
    # shellcheck disable=SC2086 # the lists split on spaces on purpose
    m_pass=$(median ${t_pass[$opt]}); m_isel=$(median ${t_isel[$opt]}); m_both=$(median ${t_both[$opt]})
    echo
    echo "$target vs llc -O$opt -march=$march: $nodes nodes, median of $runs runs"
    row "tdc select" "$m_tdc"
    row "tdc select_function (no promotion)" "$m_matcher"
    row "llc \"$pass\"" "$m_pass" "$(ratio "$m_tdc" "$m_pass")"
    row "llc \"Instruction Selection\"" "$m_isel" "$(ratio "$m_tdc" "$m_isel")"
    row "llc \"Instruction Selection\" + \"Instruction Creation\"" "$m_both" "$(ratio "$m_tdc" "$m_both")"
  done
  unset t_pass t_isel t_both
done <<'EOF'
bpf bpf BPF DAG->DAG Pattern Instruction Selection
x86_64 x86-64 X86 DAG->DAG Instruction Selection
aarch64 aarch64 AArch64 Instruction Selection
powerpc64le ppc64le PowerPC DAG->DAG Pattern Instruction Selection
EOF

cat <<'EOF'

The whole compile, tdc against llc -O0 -filetype=obj (fast-isel off):
- tdc: lower::compile in examples/isel_bench.rs --compile-once (legalize,
  select, allocate, frame, encode to bytes); "heap" is the peak of heap
  memory the compile took beyond the built function and the decoded
  target tables, "process" the whole run's peak RSS (generating the
  function, decoding the tables, the compile).
- llc: the process's wall time and peak RSS (reading the IR, the whole
  -O0 pipeline, writing the object).
- Ratios are of tdc's compile time and of the two processes' peak RSS.
EOF

# "SECONDS KB" of a command's wall time and peak RSS; its output goes to
# $work/once.txt.
measure() { /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > "$work/once.txt" < /dev/null; cat "$work/time.txt"; }
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1000 }'; }
for n in "$statements" "$big_statements"; do
  "$bench" --statements "$n" --runs 1 --target x86_64 --emit-ll "$work/whole.ll" > "$work/head.txt"
  whole_nodes=$(sed -n 's/^function: .* blocks, \([0-9]*\) DAG nodes.*/\1/p' "$work/head.txt")
  echo
  echo "$n statements, $whole_nodes nodes, median of $runs interleaved runs:"
  while read -r target march; do
    t_tdc=() t_heap=() t_rss=() t_llc=() t_llc_rss=()
    extra=()
    if [ "$march" = bpf ]; then extra=(-bpf-stack-size=1000000000); fi
    for run in $(seq "$runs"); do
      read -r _ rss < <(measure "$bench" --statements "$n" --target "$target" --compile-once)
      t_rss+=("$rss")
      t_tdc+=("$(sed -n "s/^$target: compile-once \([0-9.]*\) s.*/\1/p" "$work/once.txt")")
      t_heap+=("$(sed -n 's/.*peak heap \([0-9.]*\) MB.*/\1/p' "$work/once.txt")")
      read -r wall rss < <(measure "$llvm/llc" -O0 -march="$march" -fast-isel=false -global-isel=false \
        "${extra[@]}" -filetype=obj "$work/whole.ll" -o "$work/whole.o")
      t_llc+=("$wall") t_llc_rss+=("$rss")
    done
    m_tdc=$(median "${t_tdc[@]}") m_llc=$(median "${t_llc[@]}")
    m_rss=$(median "${t_rss[@]}") m_llc_rss=$(median "${t_llc_rss[@]}") m_heap=$(median "${t_heap[@]}")
    printf '  %-12s tdc %8.3f s, heap %7s MB, process %7s MB | llc -O0 %8.3f s, %7s MB | tdc/llc time %s, memory %s\n' \
      "$target" "$m_tdc" "$m_heap" "$(mb "$m_rss")" "$m_llc" "$(mb "$m_llc_rss")" \
      "$(ratio "$m_tdc" "$m_llc")" "$(ratio "$m_rss" "$m_llc_rss")"
  done <<'EOF'
bpf bpf
x86_64 x86-64
aarch64 aarch64
powerpc64le ppc64le
EOF
done
