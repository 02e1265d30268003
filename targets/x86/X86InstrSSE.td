//===- X86InstrSSE.td - SSE to SSE3 and AVX floating point --*- tablegen -*-===//
//
// Packed single (no prefix, `ps`) and double (66, `pd`) and scalar single
// (F3, `ss`) and double (F2, `sd`) precision, in their SSE and VEX forms
// (X86Vector.td): arithmetic (0F 51-5F), logic, compares (0F C2 and the
// ordered/unordered EFLAGS compares 0F 2E/2F), moves, shuffles and
// conversions between precisions and to and from integers. The mandatory
// prefix comes before REX; REX.W (VEX.W) makes an integer operand 64-bit.
//
// llvm-mc prints the integer conversions without an operand-size suffix
// when a register gives the size (`cvtsi2sd %rax, %xmm0`) and accepts the
// suffixed spellings as aliases; a memory source needs the suffix
// (`cvtsi2sdl (%rax)`, `vcvtpd2psx (%rax)`).
//
//===----------------------------------------------------------------------===//

// The SSE control and status register: rounding mode and exception masks
// that floating-point operations read.
def MXCSR : X86Reg<"mxcsr", 0>, DwarfRegNum<[64]>;

// One precision: the mnemonic and record-name suffix, its mandatory prefix
// and its SSE and VEX forms.
class FPType<string suffix, list<int> prefixes, list<SIMDForm> forms> {
  string Suffix = suffix;
  string Name = !toupper(suffix);
  list<int> Prefixes = prefixes;
  list<SIMDForm> Forms = forms;
}
def PackedSingle : FPType<"ps", [],     PackedForms>;
def PackedDouble : FPType<"pd", [0x66], PackedForms>;
def ScalarSingle : FPType<"ss", [0xF3], [SSESingle, AVXSingle]>;
def ScalarDouble : FPType<"sd", [0xF2], [SSEDouble, AVXDouble]>;
defvar PackedTypes = [PackedSingle, PackedDouble];
defvar ScalarTypes = [ScalarSingle, ScalarDouble];
defvar FPTypes = [PackedSingle, PackedDouble, ScalarSingle, ScalarDouble];

//===-- Arithmetic and logic ----------------------------------------------===//

// dst = dst op src for each precision in `types`.
multiclass FPBinary<string m, int opcode, list<FPType> types, bit commutable, bit fp = 1> {
  foreach t = types in
    let Uses = !if(fp, [MXCSR], []<Register>), mayRaiseFPException = fp in
      // llvm-mc commutes only the packed forms (the scalar ones keep the
      // upper elements of the first source).
      defm NAME # t.Name : SIMDBinary<m # t.Suffix, [0x0F, opcode], t.Prefixes, t.Forms,
                                      !and(commutable, !or(!eq(t.Name, "PS"), !eq(t.Name, "PD")))>;
}
defm ADD : FPBinary<"add", 0x58, FPTypes, 1>;
defm MUL : FPBinary<"mul", 0x59, FPTypes, 1>;
defm SUB : FPBinary<"sub", 0x5C, FPTypes, 0>;
defm MIN : FPBinary<"min", 0x5D, FPTypes, 0>;
defm DIV : FPBinary<"div", 0x5E, FPTypes, 0>;
defm MAX : FPBinary<"max", 0x5F, FPTypes, 0>;
defm AND  : FPBinary<"and",  0x54, PackedTypes, 1, 0>;
defm ANDN : FPBinary<"andn", 0x55, PackedTypes, 0, 0>;
defm OR   : FPBinary<"or",   0x56, PackedTypes, 1, 0>;
defm XOR  : FPBinary<"xor",  0x57, PackedTypes, 1, 0>;
// SSE3: horizontal and alternating add/subtract (ps with F2, pd with 66).
let Uses = [MXCSR], mayRaiseFPException = 1 in {
  defm HADDPS : SIMDBinary<"haddps", [0x0F, 0x7C], [0xF2], PackedForms>;
  defm HADDPD : SIMDBinary<"haddpd", [0x0F, 0x7C], [0x66], PackedForms>;
  defm HSUBPS : SIMDBinary<"hsubps", [0x0F, 0x7D], [0xF2], PackedForms>;
  defm HSUBPD : SIMDBinary<"hsubpd", [0x0F, 0x7D], [0x66], PackedForms>;
  defm ADDSUBPS : SIMDBinary<"addsubps", [0x0F, 0xD0], [0xF2], PackedForms>;
  defm ADDSUBPD : SIMDBinary<"addsubpd", [0x0F, 0xD0], [0x66], PackedForms>;
}

// Square root and the reciprocal estimates: packed ones take one source;
// the scalar VEX forms take the upper elements from a second (VEX.vvvv).
multiclass FPUnary<string m, int opcode, list<FPType> types> {
  foreach t = types in {
    defvar packed = !or(!eq(t.Name, "PS"), !eq(t.Name, "PD"));
    if packed then
      defm NAME # t.Name : SIMDUnary<m # t.Suffix, [0x0F, opcode], t.Prefixes, t.Forms>;
    if !not(packed) then {
      defm NAME # t.Name : SIMDUnary<m # t.Suffix, [0x0F, opcode], t.Prefixes, [t.Forms[0]]>;
      defm NAME # t.Name : SIMDBinary<m # t.Suffix, [0x0F, opcode], t.Prefixes, [t.Forms[1]]>;
    }
  }
}
let Uses = [MXCSR], mayRaiseFPException = 1 in
defm SQRT : FPUnary<"sqrt", 0x51, FPTypes>;
defm RSQRT : FPUnary<"rsqrt", 0x52, [PackedSingle, ScalarSingle]>;
defm RCP : FPUnary<"rcp", 0x53, [PackedSingle, ScalarSingle]>;

//===-- Compares ----------------------------------------------------------===//

// cmpps $imm: the predicate in the immediate; `cmpeqps` and the like
// spell the predicates SSE has (0-7), `vcmpeq_uqps` the 32 of VEX.
defvar SSEPredicates = ["eq", "lt", "le", "unord", "neq", "nlt", "nle", "ord"];
defvar VEXPredicates = ["eq", "lt", "le", "unord", "neq", "nlt", "nle", "ord",
                        "eq_uq", "nge", "ngt", "false", "neq_oq", "ge", "gt", "true",
                        "eq_os", "lt_oq", "le_oq", "unord_s", "neq_us", "nlt_uq", "nle_uq", "ord_s",
                        "eq_us", "nge_uq", "ngt_uq", "false_os", "neq_os", "ge_oq", "gt_oq", "true_us"];
// Other spellings llvm-mc reads for the first sixteen predicates.
defvar VEXPredicateSynonyms = ["eq_oq", "lt_os", "le_os", "unord_q", "neq_uq", "nlt_us", "nle_us", "ord_q",
                               "", "nge_us", "ngt_us", "false_oq", "", "ge_os", "gt_os", "true_uq"];
foreach t = FPTypes in {
  // The symmetric predicates (eq, unord, neq, ord and their variants)
  // let the packed VEX forms swap their sources.
  defvar packed = !or(!eq(t.Name, "PS"), !eq(t.Name, "PD"));
  let Uses = [MXCSR], mayRaiseFPException = 1, CommutableImmediates = [0, 3, 4, 7] in
    defm CMP # t.Name : SIMDBinaryImm<"cmp" # t.Suffix, [0x0F, 0xC2], t.Prefixes, t.Forms, "", packed>;
  foreach f = t.Forms in {
    defvar rr = !cast<Instruction>(f.RecPrefix # "CMP" # t.Name # f.RecSuffix # "rri");
    defvar rm = !cast<Instruction>(f.RecPrefix # "CMP" # t.Name # f.RecSuffix # "rmi");
    defvar names = !if(f.Vex, VEXPredicates, SSEPredicates);
    foreach i = !range(names) in {
      defvar m = !strconcat(f.Mn, "cmp", names[i], t.Suffix);
      if f.Vex then {
        def : InstAlias<m # "\t$src2, $src1, $dst", (rr f.RC:$dst, f.RC:$src1, f.RC:$src2, i)>;
        def : InstAlias<m # "\t$src2, $src1, $dst", (rm f.RC:$dst, f.RC:$src1, f.Mem:$src2, i)>;
        if !and(!lt(i, 16), !ne(VEXPredicateSynonyms[!if(!lt(i, 16), i, 0)], "")) then {
          defvar s = !strconcat(f.Mn, "cmp", VEXPredicateSynonyms[i], t.Suffix);
          def : InstAlias<s # "\t$src2, $src1, $dst", (rr f.RC:$dst, f.RC:$src1, f.RC:$src2, i), 0>;
          def : InstAlias<s # "\t$src2, $src1, $dst", (rm f.RC:$dst, f.RC:$src1, f.Mem:$src2, i), 0>;
        }
      } else {
        def : InstAlias<m # "\t$src2, $dst", (rr f.RC:$dst, f.RC:$src2, i)>;
        def : InstAlias<m # "\t$src2, $dst", (rm f.RC:$dst, f.Mem:$src2, i)>;
      }
    }
  }
}

// Ordered (comis) and unordered (ucomis) compares into ZF, PF and CF,
// with the packed forms' prefix.
let Defs = [EFLAGS], Uses = [MXCSR], mayRaiseFPException = 1, isCompare = 1 in
foreach t = [ScalarSingle, ScalarDouble] in {
  defvar prefixes = !if(!eq(t.Name, "SD"), [0x66], []<int>);
  foreach c = [NamedOp<"UCOMI", "ucomi", 0x2E>, NamedOp<"COMI", "comi", 0x2F>] in
    foreach f = t.Forms in {
      defvar name = f.RecPrefix # c.Name # t.Name;
      defvar asm = f.Mn # c.M # t.Suffix # "\t$src2, $src1";
      def name # rr : SIMDInst<f, [0x0F, c.Op], MRMSrcReg, (outs), (ins f.RC:$src1, f.RC:$src2), asm, prefixes>;
      def name # rm : SIMDInst<f, [0x0F, c.Op], MRMSrcMem, (outs), (ins f.RC:$src1, f.Mem:$src2), asm, prefixes> {
        let mayLoad = 1;
      }
    }
}

//===-- Moves -------------------------------------------------------------===//

// A whole-register move: load (rr and rm), store (mr), and the store
// opcode between registers (rr_REV), which `.s` spells and the assembler
// takes to keep a 2-byte VEX prefix.
multiclass SIMDMove<string m, int load, int store, list<int> prefixes, list<SIMDForm> forms,
                    list<int> escape = [0x0F]> {
  foreach f = forms in {
    defvar asm = f.Mn # m # "\t$src, $dst";
    defvar base = f.RecPrefix # NAME # f.RecSuffix;
    let isMoveReg = 1 in {
      def base # rr_REV : SIMDInst<f, !listconcat(escape, [store]), MRMDestReg, (outs f.RC:$dst), (ins f.RC:$src),
                                   asm, prefixes> {
        let isCodeGenOnly = 1;
        let ForceDisassemble = 1;
      }
      def base # rr : SIMDInst<f, !listconcat(escape, [load]), MRMSrcReg, (outs f.RC:$dst), (ins f.RC:$src), asm,
                               prefixes> {
        let ReversedForm = !cast<Instruction>(base # "rr_REV");
      }
    }
    def base # rm : SIMDInst<f, !listconcat(escape, [load]), MRMSrcMem, (outs f.RC:$dst), (ins f.Mem:$src), asm,
                             prefixes> {
      let mayLoad = 1;
    }
    def base # mr : SIMDInst<f, !listconcat(escape, [store]), MRMDestMem, (outs), (ins f.Mem:$dst, f.RC:$src), asm,
                             prefixes> {
      let mayStore = 1;
    }
    def : InstAlias<f.Mn # m # ".s\t$src, $dst", (!cast<Instruction>(base # "rr_REV") f.RC:$dst, f.RC:$src), 0>;
  }
}
defm MOVAPS : SIMDMove<"movaps", 0x28, 0x29, [], PackedForms>;
defm MOVAPD : SIMDMove<"movapd", 0x28, 0x29, [0x66], PackedForms>;
defm MOVUPS : SIMDMove<"movups", 0x10, 0x11, [], PackedForms>;
defm MOVUPD : SIMDMove<"movupd", 0x10, 0x11, [0x66], PackedForms>;
defm MOVDQA : SIMDMove<"movdqa", 0x6F, 0x7F, [0x66], IntForms>;
defm MOVDQU : SIMDMove<"movdqu", 0x6F, 0x7F, [0xF3], IntForms>;

// movss/movsd: between registers only the low element moves, the rest
// of the destination (VEX: of the first source) stays; a load clears the
// elements above.
foreach t = ScalarTypes in {
  defvar upper = !if(!eq(t.Name, "SS"), "[1,2,3]", "[1]");
  defvar m = "mov" # t.Suffix;
  foreach f = t.Forms in {
    defvar base = f.RecPrefix # "MOV" # t.Name;
    defvar asm = !if(f.Vex, f.Mn # m # "\t$src2, $src1, $dst", m # "\t$src2, $dst");
    let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in {
      def base # rr_REV : SIMDInst<f, [0x0F, 0x11], MRMDestReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                                   asm, t.Prefixes> {
        let isCodeGenOnly = 1;
        let ForceDisassemble = 1;
      }
      def base # rr : SIMDInst<f, [0x0F, 0x10], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                               asm, t.Prefixes> {
        let AsmComment = "$dst = $src2[0],$src1" # upper;
        let ReversedForm = !cast<Instruction>(base # "rr_REV");
      }
    }
    def base # rm : SIMDInst<f, [0x0F, 0x10], MRMSrcMem, (outs f.RC:$dst), (ins f.Mem:$src), f.Mn # m # "\t$src, $dst",
                             t.Prefixes> {
      let mayLoad = 1;
    }
    def base # mr : SIMDInst<f, [0x0F, 0x11], MRMDestMem, (outs), (ins f.Mem:$dst, f.RC:$src),
                             f.Mn # m # "\t$src, $dst", t.Prefixes> {
      let mayStore = 1;
    }
    def : InstAlias<f.Mn # m # ".s\t" # !if(f.Vex, "$src2, $src1, $dst", "$src2, $dst"),
                    !if(f.Vex, (!cast<Instruction>(base # "rr_REV") VR128:$dst, VR128:$src1, VR128:$src2),
                               (!cast<Instruction>(base # "rr_REV") VR128:$dst, VR128:$src2)), 0>;
  }
}

// The low or high 64 bits from or to memory (0F 12/13, 0F 16/17), and
// between registers the high half of one into the low of the other
// (movhlps) or the reverse (movlhps).
// One half: record letter, mnemonic letter, load opcode (the store is
// the next), and the remarks of the single and double loads.
class HalfMove<string name, string m, int op, string single, string double> : NamedOp<name, m, op> {
  string Single = single;
  string Double = double;
}
foreach t = PackedTypes in
  foreach half = [HalfMove<"L", "l", 0x12, "mem[0,1],$src1[2,3]", "mem[0],$src1[1]">,
                  HalfMove<"H", "h", 0x16, "$src1[0,1],mem[0,1]", "$src1[0],mem[0]">] in {
    defvar m = "mov" # half.M # t.Suffix;
    defvar remark = "$dst = " # !if(!eq(t.Name, "PS"), half.Single, half.Double);
    foreach f = [SSEPacked, AVXPacked] in {
      defvar base = f.RecPrefix # "MOV" # half.Name # t.Name;
      let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex, mayLoad = 1 in
        def base # rm : SIMDInst<f, [0x0F, half.Op], MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f64mem:$src2),
                                 !if(f.Vex, f.Mn # m # "\t$src2, $src1, $dst", m # "\t$src2, $dst"), t.Prefixes> {
          let AsmComment = remark;
        }
      def base # mr : SIMDInst<f, [0x0F, !add(half.Op, 1)], MRMDestMem, (outs), (ins f64mem:$dst, VR128:$src),
                               f.Mn # m # "\t$src, $dst", t.Prefixes> {
        let mayStore = 1;
      }
    }
  }
// (Registers only: with memory these opcodes are movlps and movhps.)
foreach m = [FixedOp<"MOVHLPS", "movhlps", 0x12>, FixedOp<"MOVLHPS", "movlhps", 0x16>] in
  foreach f = [SSEPacked, AVXPacked] in
    let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in
      def f.RecPrefix # m.Name # rr : SIMDInst<f, [0x0F, m.Op], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                                               !if(f.Vex, f.Mn # m.M # "\t$src2, $src1, $dst", m.M # "\t$src2, $dst"), []> {
        let AsmComment = !if(!eq(m.Name, "MOVHLPS"), "$dst = $src2[1],$src1[1]", "$dst = $src1[0],$src2[0]");
      }

// The sign bits into a general register (32- or 64-bit, without REX.W).
foreach t = PackedTypes in
  foreach f = t.Forms in
    def f.RecPrefix # "MOVMSK" # t.Name # f.RecSuffix # "rr"
        : SIMDInst<f, [0x0F, 0x50], MRMSrcReg, (outs GR32orGR64:$dst), (ins f.RC:$src),
                   f.Mn # "movmsk" # t.Suffix # "\t$src, $dst", t.Prefixes>;

// Non-temporal stores.
multiclass SIMDStore<string m, list<int> opcode, list<int> prefixes, list<SIMDForm> forms> {
  foreach f = forms in
    def f.RecPrefix # NAME # f.RecSuffix # "mr" : SIMDInst<f, opcode, MRMDestMem, (outs), (ins f.Mem:$dst, f.RC:$src),
                                                          f.Mn # m # "\t$src, $dst", prefixes> {
      let mayStore = 1;
    }
}
defm MOVNTPS : SIMDStore<"movntps", [0x0F, 0x2B], [], PackedForms>;
defm MOVNTPD : SIMDStore<"movntpd", [0x0F, 0x2B], [0x66], PackedForms>;
defm MOVNTDQ : SIMDStore<"movntdq", [0x0F, 0xE7], [0x66], IntForms>;

// Loads only: lddqu (any alignment), movntdqa (a non-temporal hint).
multiclass SIMDLoad<string m, list<int> opcode, list<int> prefixes, list<SIMDForm> forms> {
  foreach f = forms in
    def f.RecPrefix # NAME # f.RecSuffix # "rm" : SIMDInst<f, opcode, MRMSrcMem, (outs f.RC:$dst), (ins f.Mem:$src),
                                                          f.Mn # m # "\t$src, $dst", prefixes> {
      let mayLoad = 1;
    }
}
defm LDDQU : SIMDLoad<"lddqu", [0x0F, 0xF0], [0xF2], IntForms>;
defm MOVNTDQA : SIMDLoad<"movntdqa", [0x0F, 0x38, 0x2A], [0x66], IntForms>;

// Duplicating moves (SSE3): the even singles, the odd ones, or the low
// double of each 128-bit lane.
defm MOVSLDUP : SIMDUnary<"movsldup", [0x0F, 0x12], [0xF3], [SSEPacked, AVXPacked], PickRemark<[0, 0, 2, 2]>.R>;
defm MOVSLDUP : SIMDUnary<"movsldup", [0x0F, 0x12], [0xF3], [AVXPackedY], PickRemark<[0, 0, 2, 2, 4, 4, 6, 6]>.R>;
defm MOVSHDUP : SIMDUnary<"movshdup", [0x0F, 0x16], [0xF3], [SSEPacked, AVXPacked], PickRemark<[1, 1, 3, 3]>.R>;
defm MOVSHDUP : SIMDUnary<"movshdup", [0x0F, 0x16], [0xF3], [AVXPackedY], PickRemark<[1, 1, 3, 3, 5, 5, 7, 7]>.R>;
defm MOVDDUP : SIMDUnary<"movddup", [0x0F, 0x12], [0xF2], [AVXPackedY], PickRemark<[0, 0, 2, 2]>.R>;
foreach f = [SSEPacked, AVXPacked] in {
  def f.RecPrefix # MOVDDUPrr : SIMDInst<f, [0x0F, 0x12], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src),
                                         f.Mn # "movddup\t$src, $dst", [0xF2]> {
    let AsmComment = PickRemark<[0, 0]>.R;
  }
  def f.RecPrefix # MOVDDUPrm : SIMDInst<f, [0x0F, 0x12], MRMSrcMem, (outs VR128:$dst), (ins f64mem:$src),
                                         f.Mn # "movddup\t$src, $dst", [0xF2]> {
    let mayLoad = 1;
    let AsmComment = PickRemark<[0, 0], "mem">.R;
  }
}

//===-- Shuffles ----------------------------------------------------------===//

foreach t = PackedTypes in {
  defvar eltBits = !if(!eq(t.Name, "PS"), 32, 64);
  defm SHUF # t.Name : SIMDBinaryImm<"shuf" # t.Suffix, [0x0F, 0xC6], t.Prefixes, t.Forms,
                                     "$dst = ${src3:shufp." # eltBits # "}">;
  foreach f = t.Forms in {
    defm UNPCKL # t.Name : SIMDBinary<"unpckl" # t.Suffix, [0x0F, 0x14], t.Prefixes, [f], 0,
                                      UnpackRemark<eltBits, f.Bits, 0>.R>;
    defm UNPCKH # t.Name : SIMDBinary<"unpckh" # t.Suffix, [0x0F, 0x15], t.Prefixes, [f], 0,
                                      UnpackRemark<eltBits, f.Bits, 1>.R>;
  }
}

//===-- Conversions -------------------------------------------------------===//

// One conversion's shape: the destination and source classes and the
// source's memory operand, for one form.
class ConvertShape<SIMDForm f, RegisterClass dst, RegisterClass src, Operand mem, string memSuffix = ""> {
  SIMDForm Form = f;
  RegisterClass Dst = dst;
  RegisterClass Src = src;
  Operand Mem = mem;
  // A memory source's size is not in the syntax: the mnemonic says it
  // (vcvtpd2psx, vcvtpd2psy).
  string MemSuffix = memSuffix;
}
multiclass Convert<string m, list<int> opcode, list<int> prefixes, list<ConvertShape> shapes> {
  foreach s = shapes in {
    defvar f = s.Form;
    defvar base = f.RecPrefix # NAME # f.RecSuffix;
    let Uses = [MXCSR], mayRaiseFPException = 1 in {
      def base # rr : SIMDInst<f, opcode, MRMSrcReg, (outs s.Dst:$dst), (ins s.Src:$src), f.Mn # m # "\t$src, $dst",
                               prefixes>;
      def base # rm : SIMDInst<f, opcode, MRMSrcMem, (outs s.Dst:$dst), (ins s.Mem:$src),
                               f.Mn # m # !if(!empty(s.MemSuffix), "", "{" # s.MemSuffix # "}") # "\t$src, $dst",
                               prefixes> {
        let mayLoad = 1;
      }
    }
    if !ne(s.MemSuffix, "") then
      def : InstAlias<f.Mn # m # s.MemSuffix # "\t$src, $dst", (!cast<Instruction>(base # "rr") s.Dst:$dst, s.Src:$src),
                      0>;
  }
}
// Same width: 4 or 8 elements each way.
defvar SameWidth = [ConvertShape<SSEPacked, VR128, VR128, f128mem>, ConvertShape<AVXPacked, VR128, VR128, f128mem>,
                    ConvertShape<AVXPackedY, VR256, VR256, f256mem>];
defm CVTDQ2PS : Convert<"cvtdq2ps", [0x0F, 0x5B], [], SameWidth>;
defm CVTPS2DQ : Convert<"cvtps2dq", [0x0F, 0x5B], [0x66], SameWidth>;
defm CVTTPS2DQ : Convert<"cvttps2dq", [0x0F, 0x5B], [0xF3], SameWidth>;
// Widening: the low half of the source.
defvar Widening = [ConvertShape<SSEPacked, VR128, VR128, f64mem>, ConvertShape<AVXPacked, VR128, VR128, f64mem>,
                   ConvertShape<AVXPackedY, VR256, VR128, f128mem>];
defm CVTPS2PD : Convert<"cvtps2pd", [0x0F, 0x5A], [], Widening>;
defm CVTDQ2PD : Convert<"cvtdq2pd", [0x0F, 0xE6], [0xF3], Widening>;
// Narrowing into the low half: the VEX memory forms need x or y.
defvar Narrowing = [ConvertShape<SSEPacked, VR128, VR128, f128mem>, ConvertShape<AVXPacked, VR128, VR128, f128mem, "x">,
                    ConvertShape<AVXPackedY, VR128, VR256, f256mem, "y">];
defm CVTPD2PS : Convert<"cvtpd2ps", [0x0F, 0x5A], [0x66], Narrowing>;
defm CVTPD2DQ : Convert<"cvtpd2dq", [0x0F, 0xE6], [0xF2], Narrowing>;
defm CVTTPD2DQ : Convert<"cvttpd2dq", [0x0F, 0xE6], [0x66], Narrowing>;

// Between the scalar precisions: SSE replaces the low element, VEX takes
// the upper ones from a second source.
defm CVTSS2SD : SIMDBinary<"cvtss2sd", [0x0F, 0x5A], [0xF3], [SSESingle, AVXSingle]>;
defm CVTSD2SS : SIMDBinary<"cvtsd2ss", [0x0F, 0x5A], [0xF2], [SSEDouble, AVXDouble]>;

// Integers to scalars (0F 2A) and back, rounding (0F 2D) or truncating
// (0F 2C): CVTSI2SDrr, VCVTSI642SSrm, CVTSD2SI64rr, VCVTTSS2SIrm...
defvar ConvertSizes = [Size32, Size64];
foreach t = ScalarTypes in
  foreach f = t.Forms in
    foreach s = ConvertSizes in {
      defvar wide = !if(!eq(s.Bits, 64), "64", "");
      defvar from = f.Mn # "cvtsi2" # t.Suffix;
      defvar fromName = f.RecPrefix # "CVTSI" # wide # "2" # t.Name;
      defvar vexAsm = !if(f.Vex, "\t$src2, $src1, $dst", "\t$src2, $dst");
      // SSE replaces the whole destination register as far as llvm-mc
      // is concerned (no tied source); VEX merges into a second source.
      defvar srcs = !if(f.Vex, (ins f.RC:$src1), (ins));
      let Uses = [MXCSR], mayRaiseFPException = 1 in {
        let VexVvvv = f.Vex in {
          def fromName # rr : SIMDInst<f, [0x0F, 0x2A], MRMSrcReg, (outs f.RC:$dst), !con(srcs, (ins s.RC:$src2)),
                                       from # vexAsm, t.Prefixes, s.RexW>;
          def fromName # rm : SIMDInst<f, [0x0F, 0x2A], MRMSrcMem, (outs f.RC:$dst), !con(srcs, (ins s.Mem:$src2)),
                                       from # s.Suffix # vexAsm, t.Prefixes, s.RexW> {
            let mayLoad = 1;
          }
        }
        foreach c = [NamedOp<"CVTT", "cvtt", 0x2C>, NamedOp<"CVT", "cvt", 0x2D>] in {
          defvar to = f.Mn # c.M # t.Suffix # "2si";
          defvar toName = f.RecPrefix # c.Name # t.Name # "2SI" # wide;
          def toName # rr : SIMDInst<f, [0x0F, c.Op], MRMSrcReg, (outs s.RC:$dst), (ins f.RC:$src), to # "\t$src, $dst",
                                     t.Prefixes, s.RexW>;
          def toName # rm : SIMDInst<f, [0x0F, c.Op], MRMSrcMem, (outs s.RC:$dst), (ins f.Mem:$src), to # "\t$src, $dst",
                                     t.Prefixes, s.RexW> {
            let mayLoad = 1;
          }
        }
      }
      foreach c = [NamedOp<"CVTT", "cvtt", 0x2C>, NamedOp<"CVT", "cvt", 0x2D>] in {
        defvar to = f.Mn # c.M # t.Suffix # "2si";
        defvar toName = f.RecPrefix # c.Name # t.Name # "2SI" # wide;
        def : InstAlias<to # s.Suffix # "\t$src, $dst", (!cast<Instruction>(toName # "rr") s.RC:$dst, f.RC:$src), 0>;
        def : InstAlias<to # s.Suffix # "\t$src, $dst", (!cast<Instruction>(toName # "rm") s.RC:$dst, f.Mem:$src), 0>;
      }
      def : InstAlias<from # s.Suffix # vexAsm,
                      !if(f.Vex, (!cast<Instruction>(fromName # "rr") f.RC:$dst, f.RC:$src1, s.RC:$src2),
                                 (!cast<Instruction>(fromName # "rr") f.RC:$dst, s.RC:$src2)), 0>;
      // Without a suffix a memory source is a 32-bit integer.
      if !eq(s.Bits, 32) then
        def : InstAlias<from # vexAsm,
                        !if(f.Vex, (!cast<Instruction>(fromName # "rm") f.RC:$dst, f.RC:$src1, s.Mem:$src2),
                                   (!cast<Instruction>(fromName # "rm") f.RC:$dst, s.Mem:$src2)), 0>;
    }
