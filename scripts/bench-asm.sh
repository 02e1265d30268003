#!/usr/bin/env bash
# Assembles a large file of TARGET's corpus lines (bpf, aarch64, powerpc,
# powerpc64: the powerpc lines big-endian, x86) with
# tdc and llvm-mc 19 in the same run and prints the median of N
# interleaved runs of each and their ratio.
#   scripts/bench-asm.sh [RUNS] [LINES] [TARGET]
# MATTR=+all (say) gives both assemblers those features, and the corpus
# files with a `mattr:` header join the mix (AArch64's NEON and SVE).
# SAVE_INPUT=FILE keeps the generated input, to profile it.
# TDC_BEFORE=BINARY times an older tdc build too, interleaved with the
# other two, and prints its ratio: a before/after comparison in one run
# (the input is still chosen with TDC, or this checkout's build).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
lines=${2:-200000}
target=${3:-bpf}
mc=${LLVM_MC:-/usr/lib/llvm-19/bin/llvm-mc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# TDC names another build to measure (an older one, say); the corpus is
# still chosen with this checkout's.
if [ -z "${TDC:-}" ]; then cargo build --release -q; fi
tdc=${TDC:-target/release/tdc}
mattr=${MATTR:-}
tdc_mattr=() mc_mattr=()
if [ -n "$mattr" ]; then tdc_mattr=(--mattr="$mattr"); mc_mattr=(-mattr="$mattr"); fi
# The corpus lines repeated up to the requested size: for AArch64,
# PowerPC and x86-64, the files tdc assembles in full and llvm-mc makes an
# object of (the AArch64
# description does not cover all yet; PowerPC's quirks.s holds lines tdc
# rejects on purpose), comments (lines matching $2) left out.
assembled_lines() {
  : > "$work/one.s"
  local n=0
  for f in tests/"$1"/asm/*.s; do
    n=$((n + 1))
    # Files both assemble into an object (a listing may leave a label
    # undefined; an object may not).
    if "$tdc" asm --target "$1" "${tdc_mattr[@]}" "$f" > /dev/null 2>&1 &&
      "$mc" -triple="$triple" "${mc_mattr[@]}" -filetype=obj "$f" -o /dev/null > /dev/null 2>&1; then
      # Labels the file defines become local ones (.Lx), and local labels
      # get the file's number: two files, or two copies, may use one name.
      local globals=()
      mapfile -t globals < <(grep -oE '^[A-Za-z_][A-Za-z0-9_]*:' "$f" | tr -d ':' | sort -u)
      local rename=(-e 's/^//')
      for g in "${globals[@]}"; do rename+=(-e "s/\b$g\b/.L$g/g"); done
      grep -v "$2" "$f" | grep -v '^\s*$' | sed "${rename[@]}" | sed "s/\.L\([A-Za-z0-9_]*\)/.L\1_f$n/g" >> "$work/one.s"
      # An x86 file in Intel syntax hands the next one back AT&T's.
      if grep -q '^\s*\.intel_syntax' "$f"; then echo ".att_syntax prefix" >> "$work/one.s"; fi
      # A comment at each file's end: the input is cut there, so that no
      # label is used without its definition.
      echo "${2#^} end of file" >> "$work/one.s"
    fi
  done
}
case $target in
  bpf) triple=bpfel
       cat tests/bpf/asm/*.s | grep -v '^#' | grep -v '^\s*$' > "$work/one.s" ;;
  aarch64) triple=aarch64; assembled_lines aarch64 '^//' ;;
  powerpc) triple=powerpc64le; assembled_lines powerpc '^#' ;;
  powerpc64) triple=powerpc64; assembled_lines powerpc '^#' ;;
  x86) triple=x86_64; assembled_lines x86 '^#' ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac
: > "$work/big.s"
[ -s "$work/one.s" ] || { echo "tdc assembles none of the $target corpus files" >&2; exit 1; }
# Each copy renames its local labels (.Lx becomes .Lx_N) so that none is
# defined twice.
copy=0
while [ "$(wc -l < "$work/big.s")" -lt "$lines" ]; do
  copy=$((copy + 1))
  sed "s/\.L\([A-Za-z0-9_]*\)/.L\1_$copy/g" "$work/one.s" >> "$work/big.s"
done
head -n "$lines" "$work/big.s" > "$work/in.s"
# Cut after the last whole file (when the corpus marks its files).
last_end=$(grep -n ' end of file$' "$work/in.s" | tail -n 1 | cut -d: -f1 || true)
if [ -n "$last_end" ]; then
  head -n "$last_end" "$work/in.s" > "$work/cut.s" && mv "$work/cut.s" "$work/in.s"
  lines=$(wc -l < "$work/in.s")
fi
if [ -n "${SAVE_INPUT:-}" ]; then cp "$work/in.s" "$SAVE_INPUT"; fi
# Both must accept the input, or the times mean nothing.
"$tdc" asm --target "$target" "${tdc_mattr[@]}" "$work/in.s" > /dev/null || { echo "tdc rejects the input" >&2; exit 1; }
"$mc" -triple="$triple" "${mc_mattr[@]}" "$work/in.s" > /dev/null || { echo "llvm-mc rejects the input" >&2; exit 1; }
"$mc" -triple="$triple" "${mc_mattr[@]}" -filetype=obj "$work/in.s" -o /dev/null || { echo "llvm-mc cannot make an object of the input" >&2; exit 1; }
before=${TDC_BEFORE:-}
if [ -n "$before" ]; then
  "$before" asm --target "$target" "${tdc_mattr[@]}" "$work/in.s" > /dev/null || { echo "the TDC_BEFORE build rejects the input" >&2; exit 1; }
fi
time_of() { local s e; s=$(date +%s.%N); "$@" > /dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# Two modes: the -show-encoding listing, and a relocatable object.
bench() {
  local label=$1; shift
  local t_tdc=() t_mc=() t_before=()
  for _ in $(seq "$runs"); do
    case $label in
      listing) t_tdc+=("$(time_of "$tdc" asm --target "$target" "${tdc_mattr[@]}" --show-encoding "$work/in.s")")
               t_mc+=("$(time_of "$mc" -triple="$triple" "${mc_mattr[@]}" -show-encoding "$work/in.s")")
               if [ -n "$before" ]; then
                 t_before+=("$(time_of "$before" asm --target "$target" "${tdc_mattr[@]}" --show-encoding "$work/in.s")")
               fi ;;
      object)  t_tdc+=("$(time_of "$tdc" asm --target "$target" "${tdc_mattr[@]}" "$work/in.s" -o "$work/tdc.o")")
               t_mc+=("$(time_of "$mc" -triple="$triple" "${mc_mattr[@]}" -filetype=obj "$work/in.s" -o "$work/mc.o")")
               if [ -n "$before" ]; then
                 t_before+=("$(time_of "$before" asm --target "$target" "${tdc_mattr[@]}" "$work/in.s" -o "$work/before.o")")
               fi ;;
    esac
  done
  local m_tdc m_mc m_before
  m_tdc=$(median "${t_tdc[@]}"); m_mc=$(median "${t_mc[@]}")
  echo "$target${mattr:+ -mattr=$mattr} $label: lines $lines, runs $runs: tdc ${m_tdc}s, llvm-mc ${m_mc}s, ratio tdc/llvm-mc $(echo "scale=3; $m_tdc / $m_mc" | bc)"
  if [ -n "$before" ]; then
    m_before=$(median "${t_before[@]}")
    echo "$target${mattr:+ -mattr=$mattr} $label: before ${m_before}s, ratio before/llvm-mc $(echo "scale=3; $m_before / $m_mc" | bc)"
  fi
}
bench listing
bench object
if cmp -s "$work/tdc.o" "$work/mc.o"; then echo "objects identical"; else echo "objects DIFFER"; fi
if [ -n "$before" ]; then
  if cmp -s "$work/before.o" "$work/mc.o"; then echo "before: objects identical"; else echo "before: objects DIFFER"; fi
fi
