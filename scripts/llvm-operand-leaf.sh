#!/usr/bin/env bash
# What llvm-tblgen 19 does with an `Operand` as a leaf of a pattern to
# match, the semantics tdc follows (README, "Pattern diagnostics"):
#   1. a plain Operand (`u16imm:$k` in a Pat's match, or in an instruction's
#      Pattern) is refused: -gen-dag-isel stops with "Unknown leaf kind";
#   2. a record that is an Operand and an ImmLeaf at once is the leaf: the
#      matcher checks an immediate against its predicate.
# Then tdc on the same cases (a tdc-dag.td version of each): E0710 for the
# first two, none for the third. Takes about a second.
#
# Usage: scripts/llvm-operand-leaf.sh [TDC]   (TDC defaults to target/release/tdc)
set -euo pipefail
cd "$(dirname "$0")/.."
tblgen=/usr/lib/llvm-19/bin/llvm-tblgen
tdc=${1:-target/release/tdc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A target of two registers and an andi/and pair, in LLVM's Target.td and in
# tdc's prelude; `$1` declares u16imm, `$2` is the pattern.
llvm_target() {
  cat <<TD
include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPRC : RegisterClass<"T", [i32], 32, (add R0, R1)>;
$1
def ANDI : Instruction {
  let OutOperandList = (outs GPRC:\$d);
  let InOperandList = (ins GPRC:\$a, u16imm:\$k);
  let AsmString = "andi \$d, \$a, \$k";
  let Namespace = "T";
  $3
}
def AND : Instruction {
  let OutOperandList = (outs GPRC:\$d);
  let InOperandList = (ins GPRC:\$a, GPRC:\$b);
  let AsmString = "and \$d, \$a, \$b";
  let Namespace = "T";
}
def : Pat<(and GPRC:\$a, GPRC:\$b), (AND GPRC:\$a, GPRC:\$b)>;
$2
def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
TD
}
tdc_target() {
  cat <<TD
include "tdc.td"
def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPRC : RegisterClass<"T", [i32], 32, (add R0, R1)>;
$1
class T32<bits<8> op, dag outs, dag ins, string asm> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 4;
  field bits<32> Inst;
  bits<4> d;
  bits<4> a;
  let Inst{31-24} = op;
  let Inst{23-20} = d;
  let Inst{19-16} = a;
}
def ANDI : T32<1, (outs GPRC:\$d), (ins GPRC:\$a, u16imm:\$k), "andi \$d, \$a, \$k"> {
  bits<16> k;
  let Inst{15-0} = k;
  $3
}
def AND : T32<2, (outs GPRC:\$d), (ins GPRC:\$a, GPRC:\$b), "and \$d, \$a, \$b"> {
  bits<4> b;
  let Inst{15-4} = 0;
  let Inst{3-0} = b;
}
def : Pat<(and GPRC:\$a, GPRC:\$b), (AND GPRC:\$a, GPRC:\$b)>;
$2
def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
TD
}

plain='def u16imm : Operand<i32>;'
leaf_llvm='def u16imm : Operand<i32>, ImmLeaf<i32, [{ return isUInt<16>(Imm); }]>;'
leaf_tdc='def u16imm : Operand<i32>, ImmLeaf<i32, "is_uimm16">;'
pat='let AddedComplexity = 10 in def : Pat<(and GPRC:$a, u16imm:$k), (ANDI GPRC:$a, u16imm:$k)>;'
field='let Pattern = [(set GPRC:$d, (and GPRC:$a, u16imm:$k))];'

fail=0
expect() { # NAME WANT(accept|reject) STATUS OUTPUT-FILE PATTERN
  local name=$1 want=$2 status=$3 out=$4 grep_for=$5
  local got=accept
  [ "$status" -ne 0 ] && got=reject
  if [ "$got" = "$want" ] && grep -q -- "$grep_for" "$out"; then
    echo "ok   $name: ${got}ed ($(grep -m1 -o -- "$grep_for" "$out"))"
  else
    echo "FAIL $name: ${got}ed, wanted ${want} with '$grep_for'"; sed 's/^/     /' "$out" | head -5; fail=1
  fi
}

llvm_target "$plain" "$pat" "" > "$work/plain-pat.td"
llvm_target "$plain" "" "$field" > "$work/plain-field.td"
llvm_target "$leaf_llvm" "$pat" "" > "$work/leaf-pat.td"
for c in plain-pat plain-field leaf-pat; do
  # llvm-tblgen aborts on the refused leaf; the subshell keeps the shell's
  # "Aborted" notice out of the output.
  status=$( ("$tblgen" -gen-dag-isel -I /usr/include/llvm-19 "$work/$c.td" -o "$work/$c.inc" > "$work/$c.out" 2>&1; echo $?) 2>/dev/null)
  [ -f "$work/$c.inc" ] && cat "$work/$c.inc" >> "$work/$c.out"
  case $c in
    plain-*) expect "llvm-tblgen $c" reject "$status" "$work/$c.out" "Unknown leaf kind: u16imm" ;;
    leaf-*) expect "llvm-tblgen $c" accept "$status" "$work/$c.out" "Predicate_u16imm" ;;
  esac
done

if [ -x "$tdc" ]; then
  tdc_target "$plain" "$pat" "" > "$work/tdc-plain-pat.td"
  tdc_target "$plain" "" "$field" > "$work/tdc-plain-field.td"
  tdc_target "$leaf_tdc" "$pat" "" > "$work/tdc-leaf-pat.td"
  for c in plain-pat plain-field leaf-pat; do
    set +e
    "$tdc" check "$work/tdc-$c.td" -I targets/include > "$work/tdc-$c.out" 2>&1
    status=$?
    set -e
    case $c in
      plain-*) expect "tdc $c" reject "$status" "$work/tdc-$c.out" "E0710" ;;
      leaf-*) echo "no diagnostic" >> "$work/tdc-$c.out"; expect "tdc $c" accept "$status" "$work/tdc-$c.out" "no diagnostic" ;;
    esac
  done
else
  echo "skipped: tdc ($tdc) is not built"
fi
exit $fail
