//===- AArch64System.td - system instructions for tdc ---------------------===//
//
// sys and sysl with the aliases that name their operations (tlbi, at,
// dc, ic, ...; the names are data in AArch64SysOps.td), PSTATE fields,
// hints by name, barriers, prefetches, exclusive and acquire-release
// loads and stores, unprivileged loads and stores, and exception returns.
//
//===----------------------------------------------------------------------===//

//===-- sys and its aliases ------------------------------------------------===//

def SysCRAsm : A64CustomAsm<"SysCR", "parse_sys_cr", "Expected cN operand where 0 <= N <= 15">;
def sys_cr : Operand<i32> {
  let ParserMatchClass = SysCRAsm;
  let PrintMethod = "print_sys_cr";
  let SampleMethod = "sample_sys_cr";
}

// sys and sysl: 1101010100 L 01 op1 CRn CRm op2 Rt.
class SysInst<bit L, dag outs, dag ins, string mnemonic, string operands> : A64Inst<outs, ins, mnemonic, operands> {
  bits<3> op1;
  bits<4> Cn;
  bits<4> Cm;
  bits<3> op2;
  bits<5> Rt;
  let Inst{31-22} = 0b1101010100;
  let Inst{21} = L;
  let Inst{20-19} = 0b01;
  let Inst{18-16} = op1;
  let Inst{15-12} = Cn;
  let Inst{11-8} = Cm;
  let Inst{7-5} = op2;
  let Inst{4-0} = Rt;
  let hasSideEffects = 1;
}
def SYS : SysInst<0, (outs), (ins imm0_7:$op1, sys_cr:$Cn, sys_cr:$Cm, imm0_7:$op2, GPR64:$Rt),
                  "sys", "$op1, $Cn, $Cm, $op2, $Rt">;
def SYSL : SysInst<1, (outs GPR64:$Rt), (ins imm0_7:$op1, sys_cr:$Cn, sys_cr:$Cm, imm0_7:$op2),
                   "sysl", "$Rt, $op1, $Cn, $Cm, $op2">;
def : InstAlias<"sys\t$op1, $Cn, $Cm, $op2", (SYS imm0_7:$op1, sys_cr:$Cn, sys_cr:$Cm, imm0_7:$op2, XZR)>;

// A named operation of a sys alias: op1:CRn:CRm:op2 in the set of its
// mnemonic and feature; flag 1 when it takes a register. One without a
// name is an instruction of its own, with a register.
multiclass SysOp<string mnemonic, string name, int op1, int crn, int crm, int op2, int reg, string group,
                 list<Predicate> preds> {
  // Without a name, an instruction of its own (trcit, gcspushm): llvm-mc
  // prints a sys of those fields as sys whatever the features.
  if !eq(name, "") then
    def !toupper(mnemonic) : A64Inst<(outs), (ins GPR64:$Rt), mnemonic, "$Rt"> {
      bits<5> Rt;
      let Predicates = preds;
      let Inst{31-19} = 0b1101010100001;
      let Inst{18-16} = op1;
      let Inst{15-12} = crn;
      let Inst{11-8} = crm;
      let Inst{7-5} = op2;
      let Inst{4-0} = Rt;
      let hasSideEffects = 1;
    }
  else
    // The name's own predicates (its alias has the same) let the parser
    // say which features a known name lacks, as llvm-mc does.
    def : NamedValue<"sysop_" # mnemonic # group, name,
                     !or(!shl(op1, 11), !shl(crn, 7), !shl(crm, 3), op2), reg> {
      let Predicates = preds;
    }
}

// The four fields of a named operation (FragmentArgs: whether it takes a
// register).
class SysOpOperand<string set, int reg> : Operand<i32> {
  let MIOperandInfo = (ops i32imm:$op1, i32imm:$cn, i32imm:$cm, i32imm:$op2);
  let ParserMatchClass = A64CustomAsm<"SysOp" # set # reg, "parse_sys_op">;
  let PrintMethod = "print_sys_op";
  let PrintPredicate = "is_sys_op";
  let SampleMethod = "sample_sys_op";
  let NamedValues = set;
  let FragmentArgs = [reg];
}

// `tlbi vmalle1` and `tlbi vae1, x0` for the operations of one set of
// features.
multiclass SysAliases<string mnemonic, string group, list<Predicate> preds> {
  defvar set = "sysop_" # mnemonic # group;
  def : InstAlias<mnemonic # "\t$op", (SYS SysOpOperand<set, 0>:$op, XZR), 2> {
    let Predicates = preds;
  }
  def : InstAlias<mnemonic # "\t$op, $Rt", (SYS SysOpOperand<set, 1>:$op, GPR64:$Rt), 2> {
    let Predicates = preds;
  }
}

include "AArch64SysOps.td"

// sysp (d128): 1101010101001 op1 CRn CRm op2 Rt, with a pair of x
// registers (`x0, x1`, `x30, xzr`, `xzr, xzr`; the last not written),
// and tlbip, its alias that names the operation.
def XSeqPair : RegisterOperand<XSeqPairFirst, "print_x_pair"> {
  let ParserMatchClass = A64CustomAsm<"XSeqPair", "parse_x_pair",
      "expected first even register of a consecutive same-size even/odd register pair">;
}
let Predicates = [HasD128] in {
  def SYSP : A64Inst<(outs), (ins imm0_7:$op1, sys_cr:$Cn, sys_cr:$Cm, imm0_7:$op2, XSeqPair:$Rt), "sysp",
                     "$op1, $Cn, $Cm, $op2, $Rt"> {
    bits<3> op1;
    bits<4> Cn;
    bits<4> Cm;
    bits<3> op2;
    bits<5> Rt;
    let Inst{31-19} = 0b1101010101001;
    let Inst{18-16} = op1;
    let Inst{15-12} = Cn;
    let Inst{11-8} = Cm;
    let Inst{7-5} = op2;
    let Inst{4-0} = Rt;
    let hasSideEffects = 1;
  }
  def : InstAlias<"sysp\t$op1, $Cn, $Cm, $op2", (SYSP imm0_7:$op1, sys_cr:$Cn, sys_cr:$Cm, imm0_7:$op2, XZR), 1>;
}
multiclass SysPairOp<string name, int op1, int crn, int crm, int op2, string preds> {
  def : NamedValue<"sysop_tlbip" # preds, name, !or(!shl(op1, 11), !shl(crn, 7), !shl(crm, 3), op2), 1>;
}
multiclass SysPairAliases<string set, list<Predicate> preds> {
  def : InstAlias<"tlbip\t$op, $Rt", (SYSP SysOpOperand<"sysop_tlbip" # set, 1>:$op, XSeqPair:$Rt), 2> {
    let Predicates = preds;
  }
}
include "AArch64SysPairOps.td"

//===-- PSTATE fields ------------------------------------------------------===//
//
// msr (immediate): 1101010100 0 00 op1 0100 CRm op2 11111. Fields whose
// immediate is 0-15 take all of CRm; the others (flag 2) its low bit.

class PState<string name, int op1, int crm, int op2, int flag> : NamedValue<"pstate", name,
    !or(!shl(op1, 7), !shl(crm, 3), op2), flag>;
def : PState<"SPSel", 0, 0, 5, 1>;
def : PState<"DAIFSet", 3, 0, 6, 1>;
def : PState<"DAIFClr", 3, 0, 7, 1>;
let Predicates = [HasPsUAO] in def : PState<"UAO", 0, 0, 3, 1>;
let Predicates = [HasPAN] in def : PState<"PAN", 0, 0, 4, 1>;
let Predicates = [HasDIT] in def : PState<"DIT", 3, 0, 2, 1>;
let Predicates = [HasSSBS] in def : PState<"SSBS", 3, 0, 1, 1>;
let Predicates = [HasMTE] in def : PState<"TCO", 3, 0, 4, 1>;
let Predicates = [HasNMI] in def : PState<"ALLINT", 1, 0b0000, 0, 2>;
// PM (v9.4a event profiling) needs no feature.
def : PState<"PM", 1, 0b0010, 0, 2>;
// Flag 4: llvm-mc's disassembler reads them whatever the features.
let Predicates = [HasSME] in {
  def : PState<"SVCRSM", 3, 0b0010, 3, 6>;
  def : PState<"SVCRZA", 3, 0b0100, 3, 6>;
  def : PState<"SVCRSMZA", 3, 0b0110, 3, 6>;
}

class PStateField<int flag> : Operand<i32> {
  let MIOperandInfo = (ops i32imm:$op1, i32imm:$crm, i32imm:$op2);
  let ParserMatchClass = A64CustomAsm<"PState" # flag, "parse_pstate", "expected writable system register or pstate">;
  let PrintMethod = "print_pstate";
  let PrintPredicate = "is_pstate";
  let SampleMethod = "sample_pstate";
  let DecoderMethod = "decode_pstate";
  let NamedValues = "pstate";
  let FragmentArgs = [flag];
}
def pstatefield4 : PStateField<1>;
def pstatefield1 : PStateField<2>;
def imm0_1 : A64ImmOperand<A64Imm<0, 1>>;

class MSRPState<dag ins> : A64Inst<(outs), ins, "msr", "$pstate, $imm"> {
  bits<3> pstate_op1;
  bits<4> pstate_crm;
  bits<3> pstate_op2;
  let Inst{31-19} = 0b1101010100000;
  let Inst{18-16} = pstate_op1;
  let Inst{15-12} = 0b0100;
  let Inst{7-5} = pstate_op2;
  let Inst{4-0} = 0b11111;
  let hasSideEffects = 1;
}
def MSRpstateImm4 : MSRPState<(ins pstatefield4:$pstate, imm0_15:$imm)> {
  bits<4> imm;
  let Inst{11-8} = imm;
}
// The same bits as the 0-15 form, in a namespace the decoder tries after
// it: a field the 0-15 form does not take reads as this one.
def MSRpstateImm1 : MSRPState<(ins pstatefield1:$pstate, imm0_1:$imm)> {
  bits<1> imm;
  let DecoderNamespace = "PStateImm1";
  let Inst{11-9} = pstate_crm{3-1};
  let Inst{8} = imm;
}

// Streaming mode and ZA: msr of SVCRSM, SVCRZA or SVCRSMZA (llvm-mc
// takes these whatever the features).
let Predicates = []<Predicate> in {
  def : InstAlias<"smstart", (MSRpstateImm1 3, 0b0110, 3, 1)>;
  def : InstAlias<"smstart\tsm", (MSRpstateImm1 3, 0b0010, 3, 1)>;
  def : InstAlias<"smstart\tza", (MSRpstateImm1 3, 0b0100, 3, 1)>;
  def : InstAlias<"smstop", (MSRpstateImm1 3, 0b0110, 3, 0)>;
  def : InstAlias<"smstop\tsm", (MSRpstateImm1 3, 0b0010, 3, 0)>;
  def : InstAlias<"smstop\tza", (MSRpstateImm1 3, 0b0100, 3, 0)>;
}

//===-- Hints by name ------------------------------------------------------===//

// A hint llvm-mc assembles whatever the features but prints by name only
// with `pred` (otherwise as hint #n).
multiclass HintName<string name, int n, Predicate pred> {
  def : InstAlias<name, (HINT n), 0>;
  def : InstAlias<name, (HINT n)> {
    let Predicates = [pred];
  }
}
defm : HintName<"xpaclri", 7, HasPAuth>;
defm : HintName<"pacia1716", 8, HasPAuth>;
defm : HintName<"pacib1716", 10, HasPAuth>;
defm : HintName<"autia1716", 12, HasPAuth>;
defm : HintName<"autib1716", 14, HasPAuth>;
defm : HintName<"gcsb\tdsync", 19, HasGCS>;
defm : HintName<"clrbhb", 22, HasCLRBHB>;
defm : HintName<"paciaz", 24, HasPAuth>;
defm : HintName<"paciasp", 25, HasPAuth>;
defm : HintName<"pacibz", 26, HasPAuth>;
defm : HintName<"pacibsp", 27, HasPAuth>;
defm : HintName<"autiaz", 28, HasPAuth>;
defm : HintName<"autiasp", 29, HasPAuth>;
defm : HintName<"autibz", 30, HasPAuth>;
defm : HintName<"autibsp", 31, HasPAuth>;
defm : HintName<"bti", 32, HasBTI>;
defm : HintName<"bti\tc", 34, HasBTI>;
defm : HintName<"bti\tj", 36, HasBTI>;
defm : HintName<"bti\tjc", 38, HasBTI>;
defm : HintName<"pacm", 39, HasPAuthLR>;
defm : HintName<"chkfeat\tx16", 40, HasCHK>;
// Hints that need their feature to be assembled at all.
let Predicates = [HasRAS] in def : InstAlias<"esb", (HINT 16)>;
let Predicates = [HasSPE] in def : InstAlias<"psb\tcsync", (HINT 17)>;
// tsb csync is an instruction of its own: hint #18 prints as such.
let Predicates = [HasTRACEV8_4] in
def TSB : A64Inst<(outs), (ins), "tsb", "csync"> {
  let Inst{31-0} = 0xd503225f;
  let hasSideEffects = 1;
}

//===-- Barriers -----------------------------------------------------------===//

let Predicates = [HasSB] in
def SB : A64Inst<(outs), (ins), "sb", ""> {
  let Inst{31-0} = 0b11010101000000110011000011111111;
  let hasSideEffects = 1;
}

// dsb with the nXS options: 1101010100 0 00 011 0011 imm2 10 001 11111.
// The values are what `dsb #n` writes for them (16 + 4 * imm2).
def : NamedValue<"dsbnxs", "oshnxs", 16>;
def : NamedValue<"dsbnxs", "nshnxs", 20>;
def : NamedValue<"dsbnxs", "ishnxs", 24>;
def : NamedValue<"dsbnxs", "synxs", 28>;
def dsbnxs_op : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"DSBnXS", "parse_named", "invalid barrier option name">;
  let PrintMethod = "print_named_decimal";
  let SampleMethod = "sample_named";
  let NamedValues = "dsbnxs";
  let FragmentArgs = [-2];
  let DecoderMethod = "decode_nxs_barrier";
}
let Predicates = [HasXS] in
def DSBnXS : A64Inst<(outs), (ins dsbnxs_op:$CRm), "dsb", "$CRm"> {
  bits<5> CRm;
  let Inst{31-12} = 0b11010101000000110011;
  let Inst{11-10} = CRm{3-2};
  let Inst{9-0} = 0b1000111111;
  let hasSideEffects = 1;
}

//===-- Prefetches ---------------------------------------------------------===//
//
// prfm's operation is Rt: type (pld, pli, pst) << 3 | target (l1, l2, l3,
// slc) << 1 | policy (keep, strm). The slc targets assemble whatever the
// features and print by name only with prfm-slc-target.

defvar prf_types = ["pld", "pli", "pst"];
defvar prf_targets = ["l1", "l2", "l3", "slc"];
defvar prf_policies = ["keep", "strm"];
foreach t = 0...2 in
  foreach l = 0...3 in
    foreach k = 0...1 in
      def : NamedValue<"prfop", !strconcat(prf_types[t], prf_targets[l], prf_policies[k]), !or(!shl(t, 3), !shl(l, 1), k),
                       !if(!eq(l, 3), 2, 0)> {
        let Predicates = !if(!eq(l, 3), [HasPRFM_SLC], []<Predicate>);
      }

def prfop_named : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"PrefetchOpNamed", "parse_named", "prefetch operand out of range, [0,31] expected">;
  let PrintMethod = "print_named";
  let SampleMethod = "sample_named";
  let NamedValues = "prfop";
  let InvalidSampleMethod = "sample_invalid_prefetch_op";
  let FragmentArgs = [31];
}

// The register-offset forms: llvm-mc prints operations 24-31 of these
// as rprfm (the same bits), so random ones stay below.
def prfop_reg : Operand<i32> {
  let ParserMatchClass = prfop_named.ParserMatchClass;
  let PrintMethod = "print_named";
  let SampleMethod = "sample_named";
  let NamedValues = "prfop";
  let InvalidSampleMethod = "sample_invalid_prefetch_op";
  let FragmentArgs = [31, 23];
}

// prfm with an address: size 11 111 0 01 10 imm12 (unsigned offset), 00
// 10 0 imm9 00 (prfum), 10 1 Rm option S 10 (register offset).
class Prefetch<dag ins, string mnemonic, string operands> : A64Inst<(outs), ins, mnemonic, operands> {
  bits<5> Rt;
  bits<5> Rn;
  let Inst{31-27} = 0b11111;
  let Inst{26} = 0;
  let Inst{23-22} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = 1;
}
// prfm has no unscaled fallback as ldr has: an offset off its scale or
// range is its own error.
def PrefetchOffsetAsm : UImm12Asm<3> {
  let Name = "PrefetchOffset";
  let DiagnosticString = "index must be a multiple of 8 in range [0, 32760].";
}
def prfm_offset : UImm12Offset<3> { let ParserMatchClass = PrefetchOffsetAsm; }
def PRFMui : Prefetch<(ins prfop_named:$Rt, GPR64sp:$Rn, prfm_offset:$offset), "prfm", "$Rt, [$Rn, $offset]"> {
  bits<12> offset;
  let Inst{25-24} = 0b01;
  let Inst{21-10} = offset;
}
def PRFUMi : Prefetch<(ins prfop_named:$Rt, GPR64sp:$Rn, simm9:$offset), "prfum", "$Rt, [$Rn, $offset]"> {
  bits<9> offset;
  let Inst{25-24} = 0b00;
  let Inst{21} = 0;
  let Inst{20-12} = offset;
  let Inst{11-10} = 0b00;
}
foreach x = [0, 1] in
  def PRFMro # !if(x, "X", "W") : Prefetch<(ins prfop_reg:$Rt, GPR64sp:$Rn, !cast<Operand>(!if(x, "ro_x3", "ro_w3")):$Rm),
                                           "prfm", "$Rt, [$Rn, $Rm]"> {
    bits<5> Rm_reg;
    bits<4> Rm_ext;
    let Inst{25-24} = 0b00;
    let Inst{21} = 1;
    let Inst{20-16} = Rm_reg;
    let Inst{15-12} = Rm_ext;
    let Inst{11-10} = 0b10;
    let Inst{13} = x;
  }
// The literal form: 11011000 imm19 Rt.
def PRFMl : A64Inst<(outs), (ins prfop_named:$Rt, ldr_literal:$label), "prfm", "$Rt, $label"> {
  bits<5> Rt;
  bits<19> label;
  let Inst{31-24} = 0b11011000;
  let Inst{23-5} = label;
  let Inst{4-0} = Rt;
}
def : InstAlias<"prfm	$Rt, [$Rn]", (PRFMui prfop_named:$Rt, GPR64sp:$Rn, 0)>;
def : InstAlias<"prfum	$Rt, [$Rn]", (PRFUMi prfop_named:$Rt, GPR64sp:$Rn, 0)>;

// rprfm: 11111000101 Rm op<5> 1 op<4:3> 1 0 Rn 11 op<2:0>; names for 0,
// 1, 4 and 5, numbers up to 63.
def : NamedValue<"rprfop", "pldkeep", 0>;
def : NamedValue<"rprfop", "pstkeep", 1>;
def : NamedValue<"rprfop", "pldstrm", 4>;
def : NamedValue<"rprfop", "pststrm", 5>;
def rprfop : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"RPrefetchOp", "parse_named", "prefetch operand out of range, [0,63] expected">;
  let PrintMethod = "print_named";
  let SampleMethod = "sample_named";
  let NamedValues = "rprfop";
  let FragmentArgs = [63];
}
def RPRFM : A64Inst<(outs), (ins rprfop:$op, GPR64:$Rm, GPR64sp:$Rn), "rprfm", "$op, $Rm, [$Rn]"> {
  // Its words are also prfm's with a register offset and a prefetch
  // operation prfm has no name for (Rt 24-31); llvm-mc reads rprfm.
  let DecoderPriority = 1;
  bits<6> op;
  bits<5> Rm;
  bits<5> Rn;
  let Inst{31-21} = 0b11111000101;
  let Inst{20-16} = Rm;
  let Inst{15} = op{5};
  let Inst{14} = 1;
  let Inst{13-12} = op{4-3};
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-3} = 0b11;
  let Inst{2-0} = op{2-0};
  let mayLoad = 1;
}
