//===- X86InstrX87.td - x87 floating point -----------------*- tablegen -*-===//
//
// The x87 stack: opcodes D8-DF with the operation in ModRM.reg, a memory
// operand (32- or 64-bit reals, 16-, 32- or 64-bit integers, 80-bit reals
// and BCD) or a stack register %st(i) in ModRM.rm (mod 11), or a fixed
// second byte. AT&T syntax keeps the historical reversal of the
// subtract and divide forms that pop or write %st(i): `fsubp` is DE E8+i,
// which Intel's manuals call fsubrp.
//
// `%st` is %st(0), written so in the fixed operand of two-register forms.
// The forms without an explicit register (`fadd`, `fxch`) mean %st(1);
// `fcomip` and `fucomip` are other names of fcompi and fucompi; `fwait`
// is `wait`.
//
//===----------------------------------------------------------------------===//

// An x87 instruction: the escape byte and ModRM.reg or the second byte.
class FPInst<list<int> opcode, ModRMForm form, dag ins, string asm> : X86Inst<opcode, form, (outs), ins, asm> {
  let hasSideEffects = 1;
}
// No operands: two fixed bytes.
class FPFixed<string m, int escape, int second> : FPInst<[escape, second], RawFrm, (ins), m>;

//===-- Arithmetic --------------------------------------------------------===//

// An arithmetic operation: record name, mnemonic, ModRM.reg digit.
class FPArith<string name, string m, int digit> {
  string Name = name;
  string M = m;
  int Digit = digit;
}
// D8 /n %st = %st op %st(i) or op m32; DC /n m64, and %st(i) = %st(i)
// op %st; DE /n the same, then pop; DA and DE /n with 32- and 16-bit
// integers. The DC and DE register forms are named for the operation
// they perform (SUBR_FrST0 is `fsub %st, %st(i)`, %st(i) = %st - %st(i)).
foreach a = [FPArith<"ADD", "add", 0>, FPArith<"MUL", "mul", 1>, FPArith<"SUB", "sub", 4>,
             FPArith<"SUBR", "subr", 5>, FPArith<"DIV", "div", 6>, FPArith<"DIVR", "divr", 7>] in {
  defvar rDigit = !cast<ModRMForm>("MRM" # a.Digit # "r");
  defvar mDigit = !cast<ModRMForm>("MRM" # a.Digit # "m");
  defvar reversed = !cond(!eq(a.Name, "SUB") : "SUBR", !eq(a.Name, "SUBR") : "SUB", !eq(a.Name, "DIV") : "DIVR",
                          !eq(a.Name, "DIVR") : "DIV", true : a.Name);
  def a.Name # _F32m : FPInst<[0xD8], mDigit, (ins f32mem:$src), "f" # a.M # "{s}\t$src"> { let mayLoad = 1; }
  def a.Name # _F64m : FPInst<[0xDC], mDigit, (ins f64mem:$src), "f" # a.M # "{l}\t$src"> { let mayLoad = 1; }
  def a.Name # _FI16m : FPInst<[0xDE], mDigit, (ins i16mem:$src), "fi" # a.M # "{s}\t$src"> { let mayLoad = 1; }
  def a.Name # _FI32m : FPInst<[0xDA], mDigit, (ins i32mem:$src), "fi" # a.M # "{l}\t$src"> { let mayLoad = 1; }
  def a.Name # _FST0r : FPInst<[0xD8], rDigit, (ins RST:$op), "f" # a.M # "\t$op, %st">;
  // Intel syntax names these for the operation they perform.
  defvar named = "f{" # a.M # "|" # !tolower(reversed) # "}";
  def reversed # _FrST0 : FPInst<[0xDC], rDigit, (ins RST:$op), named # "\t%st, $op">;
  def reversed # _FPrST0 : FPInst<[0xDE], rDigit, (ins RST:$op), named # "p\t%st, $op">;
  // Other spellings: one register operand (with %st), `%st, %st`, the
  // popping form with the registers reversed or %st(1) implied (named as
  // the popping form is in each syntax).
  defvar popping = !cast<Instruction>(reversed # "_FPrST0");
  def : InstAlias<"f" # a.M # "\t$op", (!cast<Instruction>(a.Name # "_FST0r") RST:$op), 0>;
  def : InstAlias<"f" # a.M # "\t%st, %st", (!cast<Instruction>(a.Name # "_FST0r") ST0), 0>;
  def : InstAlias<named # "p\t$op", (popping RST:$op), 0>;
  def : InstAlias<named # "p\t$op, %st", (popping RST:$op), 0>;
  def : InstAlias<named # "p\t%st, %st", (popping ST0), 0>;
  def : InstAlias<named # "p", (popping ST1), 0>;
}
// `fadd` and `fmul` alone pop into %st(1) as well.
def : InstAlias<"fadd", (ADD_FPrST0 ST1), 0>;
def : InstAlias<"fmul", (MUL_FPrST0 ST1), 0>;

//===-- Loads, stores and compares ----------------------------------------===//

let mayLoad = 1 in {
  def LD_F32m : FPInst<[0xD9], MRM0m, (ins f32mem:$src), "fld{s}\t$src">;
  def LD_F64m : FPInst<[0xDD], MRM0m, (ins f64mem:$src), "fld{l}\t$src">;
  def LD_F80m : FPInst<[0xDB], MRM5m, (ins f80mem:$src), "fld{t}\t$src">;
  def ILD_F16m : FPInst<[0xDF], MRM0m, (ins i16mem:$src), "fild{s}\t$src">;
  def ILD_F32m : FPInst<[0xDB], MRM0m, (ins i32mem:$src), "fild{l}\t$src">;
  def ILD_F64m : FPInst<[0xDF], MRM5m, (ins i64mem:$src), "fild{ll}\t$src">;
  def FBLDm : FPInst<[0xDF], MRM4m, (ins f80mem:$src), "fbld\t$src">;
  def FLDCW16m : FPInst<[0xD9], MRM5m, (ins i16mem:$src), "fldcw\t$src">;
  def FLDENVm : FPInst<[0xD9], MRM4m, (ins anymem:$src), "fldenv\t$src">;
  def FRSTORm : FPInst<[0xDD], MRM4m, (ins anymem:$src), "frstor\t$src">;
}
let mayStore = 1 in {
  def ST_F32m : FPInst<[0xD9], MRM2m, (ins f32mem:$dst), "fst{s}\t$dst">;
  def ST_F64m : FPInst<[0xDD], MRM2m, (ins f64mem:$dst), "fst{l}\t$dst">;
  def ST_FP32m : FPInst<[0xD9], MRM3m, (ins f32mem:$dst), "fstp{s}\t$dst">;
  def ST_FP64m : FPInst<[0xDD], MRM3m, (ins f64mem:$dst), "fstp{l}\t$dst">;
  def ST_FP80m : FPInst<[0xDB], MRM7m, (ins f80mem:$dst), "fstp{t}\t$dst">;
  def IST_F16m : FPInst<[0xDF], MRM2m, (ins i16mem:$dst), "fist{s}\t$dst">;
  def IST_F32m : FPInst<[0xDB], MRM2m, (ins i32mem:$dst), "fist{l}\t$dst">;
  def IST_FP16m : FPInst<[0xDF], MRM3m, (ins i16mem:$dst), "fistp{s}\t$dst">;
  def IST_FP32m : FPInst<[0xDB], MRM3m, (ins i32mem:$dst), "fistp{l}\t$dst">;
  def IST_FP64m : FPInst<[0xDF], MRM7m, (ins i64mem:$dst), "fistp{ll}\t$dst">;
  def ISTT_FP16m : FPInst<[0xDF], MRM1m, (ins i16mem:$dst), "fisttp{s}\t$dst">;
  def ISTT_FP32m : FPInst<[0xDB], MRM1m, (ins i32mem:$dst), "fisttp{l}\t$dst">;
  def ISTT_FP64m : FPInst<[0xDD], MRM1m, (ins i64mem:$dst), "fisttp{ll}\t$dst">;
  def FBSTPm : FPInst<[0xDF], MRM6m, (ins f80mem:$dst), "fbstp\t$dst">;
  def FNSTCW16m : FPInst<[0xD9], MRM7m, (ins i16mem:$dst), "fnstcw\t$dst">;
  def FNSTSWm : FPInst<[0xDD], MRM7m, (ins i16mem:$dst), "fnstsw\t$dst">;
  def FSTENVm : FPInst<[0xD9], MRM6m, (ins anymem:$dst), "fnstenv\t$dst">;
  def FSAVEm : FPInst<[0xDD], MRM6m, (ins anymem:$dst), "fnsave\t$dst">;
}
def LD_Frr : FPInst<[0xD9], MRM0r, (ins RST:$op), "fld\t$op">;
def ST_Frr : FPInst<[0xDD], MRM2r, (ins RST:$op), "fst\t$op">;
def ST_FPrr : FPInst<[0xDD], MRM3r, (ins RST:$op), "fstp\t$op">;
def XCH_F : FPInst<[0xD9], MRM1r, (ins RST:$op), "fxch\t$op">;
def FFREE : FPInst<[0xDD], MRM0r, (ins RST:$reg), "ffree\t$reg">;
def FFREEP : FPInst<[0xDF], MRM0r, (ins RST:$reg), "ffreep\t$reg">;
def : InstAlias<"fxch", (XCH_F ST1), 0>;
// The status word into %ax.
def FNSTSW16r : FPInst<[0xDF, 0xE0], RawFrm, (ins), "fnstsw\t%ax"> {
  let Defs = [AX];
}
def : InstAlias<"fnstsw", (FNSTSW16r), 0>;

// Compares: %st with %st(i) or memory into the status word (fcom,
// fucom), or into EFLAGS (fcomi, fucomi); the p forms pop.
def COM_FST0r : FPInst<[0xD8], MRM2r, (ins RST:$op), "fcom\t$op">;
def COMP_FST0r : FPInst<[0xD8], MRM3r, (ins RST:$op), "fcomp\t$op">;
def UCOM_Fr : FPInst<[0xDD], MRM4r, (ins RST:$reg), "fucom\t$reg">;
def UCOM_FPr : FPInst<[0xDD], MRM5r, (ins RST:$reg), "fucomp\t$reg">;
let Defs = [EFLAGS] in {
  def COM_FIr : FPInst<[0xDB], MRM6r, (ins RST:$reg), "fcomi\t$reg, %st">;
  def COM_FIPr : FPInst<[0xDF], MRM6r, (ins RST:$reg), "fcompi\t$reg, %st">;
  def UCOM_FIr : FPInst<[0xDB], MRM5r, (ins RST:$reg), "fucomi\t$reg, %st">;
  def UCOM_FIPr : FPInst<[0xDF], MRM5r, (ins RST:$reg), "fucompi\t$reg, %st">;
}
// Without operands these compare with %st(1); those into EFLAGS also
// take one register or `%st, %st`.
foreach c = [NamedOp<"COM_FST0r", "fcom", 0>, NamedOp<"COMP_FST0r", "fcomp", 0>, NamedOp<"UCOM_Fr", "fucom", 0>,
             NamedOp<"UCOM_FPr", "fucomp", 0>, NamedOp<"COM_FIr", "fcomi", 1>, NamedOp<"COM_FIPr", "fcompi", 1>,
             NamedOp<"UCOM_FIr", "fucomi", 1>, NamedOp<"UCOM_FIPr", "fucompi", 1>] in {
  defvar i = !cast<Instruction>(c.Name);
  def : InstAlias<c.M, (i ST1), 0>;
  if c.Op then {
    def : InstAlias<c.M # "\t$op", (i RST:$op), 0>;
    def : InstAlias<c.M # "\t%st, %st", (i ST0), 0>;
  }
}
def : MnemonicAlias<"fcomip", "fcompi">;
def : MnemonicAlias<"fucomip", "fucompi">;
// Other names: q for the 64-bit integer forms, w on the control and
// status word stores, the flag names of the fcmov conditions.
foreach a = [["fildq", "fildll"], ["fistpq", "fistpll"], ["fisttpq", "fisttpll"], ["fldcww", "fldcw"],
             ["fnstcww", "fnstcw"], ["fnstsww", "fnstsw"], ["fcmovz", "fcmove"], ["fcmova", "fcmovnbe"],
             ["fcmovae", "fcmovnb"], ["fcmovna", "fcmovbe"], ["fcmovnae", "fcmovb"]] in
  def : MnemonicAlias<a[0], a[1]>;
let mayLoad = 1 in
foreach c = [NamedOp<"FCOM", "fcom", 2>, NamedOp<"FCOMP", "fcomp", 3>] in {
  def c.Name # 32m : FPInst<[0xD8], !cast<ModRMForm>("MRM" # c.Op # "m"), (ins f32mem:$src), c.M # "{s}\t$src">;
  def c.Name # 64m : FPInst<[0xDC], !cast<ModRMForm>("MRM" # c.Op # "m"), (ins f64mem:$src), c.M # "{l}\t$src">;
  def "FI" # !substr(c.Name, 1) # 16m : FPInst<[0xDE], !cast<ModRMForm>("MRM" # c.Op # "m"), (ins i16mem:$src),
                                               "fi" # !substr(c.M, 1) # "{s}\t$src">;
  def "FI" # !substr(c.Name, 1) # 32m : FPInst<[0xDA], !cast<ModRMForm>("MRM" # c.Op # "m"), (ins i32mem:$src),
                                               "fi" # !substr(c.M, 1) # "{l}\t$src">;
}

// Conditional moves into %st by EFLAGS.
foreach c = [NamedOp<"CMOVB_F", "fcmovb", 0xDA00>, NamedOp<"CMOVE_F", "fcmove", 0xDA01>,
             NamedOp<"CMOVBE_F", "fcmovbe", 0xDA02>, NamedOp<"CMOVP_F", "fcmovu", 0xDA03>,
             NamedOp<"CMOVNB_F", "fcmovnb", 0xDB00>, NamedOp<"CMOVNE_F", "fcmovne", 0xDB01>,
             NamedOp<"CMOVNBE_F", "fcmovnbe", 0xDB02>, NamedOp<"CMOVNP_F", "fcmovnu", 0xDB03>] in
  def c.Name : FPInst<[!srl(c.Op, 8)], !cast<ModRMForm>("MRM" # !and(c.Op, 0xFF) # "r"), (ins RST:$op),
                      c.M # "\t$op, %st"> {
    let Uses = [EFLAGS];
  }

//===-- No operands -------------------------------------------------------===//

foreach c = [NamedOp<"ABS_F", "fabs", 0xD9E1>, NamedOp<"CHS_F", "fchs", 0xD9E0>, NamedOp<"TST_F", "ftst", 0xD9E4>,
             NamedOp<"XAM_F", "fxam", 0xD9E5>, NamedOp<"LD_F1", "fld1", 0xD9E8>, NamedOp<"FLDL2T", "fldl2t", 0xD9E9>,
             NamedOp<"FLDL2E", "fldl2e", 0xD9EA>, NamedOp<"FLDPI", "fldpi", 0xD9EB>, NamedOp<"FLDLG2", "fldlg2", 0xD9EC>,
             NamedOp<"FLDLN2", "fldln2", 0xD9ED>, NamedOp<"LD_F0", "fldz", 0xD9EE>, NamedOp<"F2XM1", "f2xm1", 0xD9F0>,
             NamedOp<"FYL2X", "fyl2x", 0xD9F1>, NamedOp<"FPTAN", "fptan", 0xD9F2>, NamedOp<"FPATAN", "fpatan", 0xD9F3>,
             NamedOp<"FXTRACT", "fxtract", 0xD9F4>, NamedOp<"FPREM1", "fprem1", 0xD9F5>,
             NamedOp<"FDECSTP", "fdecstp", 0xD9F6>, NamedOp<"FINCSTP", "fincstp", 0xD9F7>,
             NamedOp<"FPREM", "fprem", 0xD9F8>, NamedOp<"FYL2XP1", "fyl2xp1", 0xD9F9>, NamedOp<"SQRT_F", "fsqrt", 0xD9FA>,
             NamedOp<"FSINCOS", "fsincos", 0xD9FB>, NamedOp<"FRNDINT", "frndint", 0xD9FC>,
             NamedOp<"FSCALE", "fscale", 0xD9FD>, NamedOp<"FSIN", "fsin", 0xD9FE>, NamedOp<"FCOS", "fcos", 0xD9FF>,
             NamedOp<"UCOM_FPPr", "fucompp", 0xDAE9>, NamedOp<"FNCLEX", "fnclex", 0xDBE2>,
             NamedOp<"FNINIT", "fninit", 0xDBE3>, NamedOp<"FCOMPP", "fcompp", 0xDED9>] in
  def c.Name : FPFixed<c.M, !srl(c.Op, 8), !and(c.Op, 0xFF)>;

// Waits for pending x87 exceptions.
def WAIT : X86Inst<[0x9B], RawFrm, (outs), (ins), "wait"> {
  let hasSideEffects = 1;
}
def : MnemonicAlias<"fwait", "wait">;
// The waiting forms: `wait`, then the non-waiting instruction.
foreach w = [["finit", "fninit"], ["fclex", "fnclex"], ["fsave", "fnsave"], ["fstenv", "fnstenv"],
             ["fstcw", "fnstcw"], ["fstsw", "fnstsw"], ["fstsww", "fnstsw"], ["fstcww", "fnstcw"]] in
  def : MnemonicAlias<w[0], "wait " # w[1]>;
