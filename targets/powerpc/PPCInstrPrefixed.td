//===- PPCInstrPrefixed.td - PowerPC64 Power10 prefixed instructions ------===//
//
// A prefixed instruction is two words: a prefix (primary opcode 1) that
// gives the instruction's type and the high bits of its immediate, then
// the instruction itself. Here Inst{63-32} is the prefix and Inst{31-0}
// the instruction word, stored prefix first in either byte order (the
// Target's InstructionWordBytes). In objects a nop keeps one from
// crossing a 64-byte boundary (LongInstructionBoundary).
//
// The D-form loads and stores come in four spellings, which llvm-mc keeps
// apart in its listing: `pld 3, 8(4), 0` and `pld 3, 8(4)` (R = 0,
// relative to a register), `pld 3, 8(0), 1` and `pld 3, 8` (R = 1,
// relative to the instruction's address; the base must be 0). Its
// disassembler reads R = 1 as `pld 3, 8(0), 1`: the short spelling is in a
// namespace the decoder does not read.
//
//===----------------------------------------------------------------------===//

// The prefix types.
defvar PrefixType8LS = 0;
defvar PrefixType8RR = 1;
defvar PrefixTypeMLS = 2;
defvar PrefixTypeMMIRR = 3;

class PPCPrefixed<int type, bits<6> opcode, dag outs, dag ins, string asm> : Instruction {
  field bits<64> Inst;
  let Namespace = "PPC";
  let Size = 8;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let mayLoad = 0;
  let mayStore = 0;
  let Inst{63-58} = 1;
  let Inst{57-56} = type;
  let Inst{31-26} = opcode;
}

//===-- D forms with a 34-bit displacement or immediate ----------------------===//

// [1 type 0 R 0 d0] [opcode RT RA d1], with d0 the high 18 bits.
class PrefixedD<int type, bits<6> opcode, bit r, dag outs, dag ins, string asm>
    : PPCPrefixed<type, opcode, outs, ins, asm> {
  bits<5> RST;
  bits<34> addr_disp;
  bits<5> addr_base;
  let Inst{55-53} = 0;
  let Inst{52} = r;
  let Inst{51-50} = 0;
  let Inst{49-32} = addr_disp{33-16};
  let Inst{25-21} = RST;
  let Inst{20-16} = addr_base;
  let Inst{15-0} = addr_disp{15-0};
}

// A load's or store's four spellings (see the head of this file).
multiclass PrefixedMem<int type, bits<6> opcode, string mnemonic, dag out_ops, dag in_ops> {
  defvar m = mnemonic # " $RST, ";
  def NAME : PrefixedD<type, opcode, 0, out_ops, !con(in_ops, (ins memri34:$addr)), m # "$addr, 0">;
  def pc : PrefixedD<type, opcode, 1, out_ops, !con(in_ops, (ins memri34_pcrel:$addr)), m # "$addr, 1">;
  def nopc : PrefixedD<type, opcode, 0, out_ops, !con(in_ops, (ins memri34:$addr)), m # "$addr">, SpellingOf<"PPCSpelling">;
  let addr_base = 0 in
  def onlypc : PrefixedD<type, opcode, 1, out_ops, !con(in_ops, (ins s34imm_pcrel:$addr_disp)), m # "$addr_disp">,
               SpellingOf<"PPCAssemblyOnly">;
}
multiclass PrefixedLoad<int type, bits<6> opcode, string mnemonic, RegisterOperand rc> {
  let mayLoad = 1 in
  defm NAME : PrefixedMem<type, opcode, mnemonic, (outs rc:$RST), (ins)>;
}
multiclass PrefixedStore<int type, bits<6> opcode, string mnemonic, RegisterOperand rc> {
  let mayStore = 1 in
  defm NAME : PrefixedMem<type, opcode, mnemonic, (outs), (ins rc:$RST)>;
}

defm PLBZ : PrefixedLoad<PrefixTypeMLS, 34, "plbz", gprc>;
defm PLHZ : PrefixedLoad<PrefixTypeMLS, 40, "plhz", gprc>;
defm PLHA : PrefixedLoad<PrefixTypeMLS, 42, "plha", gprc>;
defm PLWZ : PrefixedLoad<PrefixTypeMLS, 32, "plwz", gprc>;
defm PLWA : PrefixedLoad<PrefixType8LS, 41, "plwa", gprc>;
defm PLD  : PrefixedLoad<PrefixType8LS, 57, "pld", g8rc>;
defm PLFS : PrefixedLoad<PrefixTypeMLS, 48, "plfs", f4rc>;
defm PLFD : PrefixedLoad<PrefixTypeMLS, 50, "plfd", f8rc>;
defm PLXSSP : PrefixedLoad<PrefixType8LS, 43, "plxssp", vrrc>;
defm PLXSD  : PrefixedLoad<PrefixType8LS, 42, "plxsd", vrrc>;
defm PSTB : PrefixedStore<PrefixTypeMLS, 38, "pstb", gprc>;
defm PSTH : PrefixedStore<PrefixTypeMLS, 44, "psth", gprc>;
defm PSTW : PrefixedStore<PrefixTypeMLS, 36, "pstw", gprc>;
defm PSTD : PrefixedStore<PrefixType8LS, 61, "pstd", g8rc>;
defm PSTFS : PrefixedStore<PrefixTypeMLS, 52, "pstfs", f4rc>;
defm PSTFD : PrefixedStore<PrefixTypeMLS, 54, "pstfd", f8rc>;
defm PSTXSSP : PrefixedStore<PrefixType8LS, 47, "pstxssp", vrrc>;
defm PSTXSD  : PrefixedStore<PrefixType8LS, 46, "pstxsd", vrrc>;

// plxv and pstxv name a VSX register: its sixth bit is the low bit of the
// opcode field.
class PrefixedDX<bits<5> opcode, bit r, dag outs, dag ins, string asm>
    : PPCPrefixed<PrefixType8LS, 0, outs, ins, asm> {
  bits<6> RST;
  bits<34> addr_disp;
  bits<5> addr_base;
  let Inst{55-53} = 0;
  let Inst{52} = r;
  let Inst{51-50} = 0;
  let Inst{49-32} = addr_disp{33-16};
  let Inst{31-27} = opcode;
  let Inst{26} = RST{5};
  let Inst{25-21} = RST{4-0};
  let Inst{20-16} = addr_base;
  let Inst{15-0} = addr_disp{15-0};
}
// A VSX register pair: the even register's number over two fields.
class PrefixedDP<bits<6> opcode, bit r, dag outs, dag ins, string asm>
    : PPCPrefixed<PrefixType8LS, opcode, outs, ins, asm> {
  bits<6> RST;
  bits<34> addr_disp;
  bits<5> addr_base;
  let Inst{55-53} = 0;
  let Inst{52} = r;
  let Inst{51-50} = 0;
  let Inst{49-32} = addr_disp{33-16};
  let Inst{25-22} = RST{4-1};
  let Inst{21} = RST{5};
  let Inst{20-16} = addr_base;
  let Inst{15-0} = addr_disp{15-0};
}
multiclass PrefixedVSXMem<bits<5> opcode, string mnemonic, dag out_ops, dag in_ops> {
  defvar m = mnemonic # " $RST, ";
  def NAME : PrefixedDX<opcode, 0, out_ops, !con(in_ops, (ins memri34:$addr)), m # "$addr, 0">;
  def pc : PrefixedDX<opcode, 1, out_ops, !con(in_ops, (ins memri34_pcrel:$addr)), m # "$addr, 1">;
  def nopc : PrefixedDX<opcode, 0, out_ops, !con(in_ops, (ins memri34:$addr)), m # "$addr">, SpellingOf<"PPCSpelling">;
  let addr_base = 0 in
  def onlypc : PrefixedDX<opcode, 1, out_ops, !con(in_ops, (ins s34imm_pcrel:$addr_disp)), m # "$addr_disp">,
               SpellingOf<"PPCAssemblyOnly">;
}
multiclass PrefixedPairMem<bits<6> opcode, string mnemonic, dag out_ops, dag in_ops> {
  defvar m = mnemonic # " $RST, ";
  def NAME : PrefixedDP<opcode, 0, out_ops, !con(in_ops, (ins memri34:$addr)), m # "$addr, 0">;
  def pc : PrefixedDP<opcode, 1, out_ops, !con(in_ops, (ins memri34_pcrel:$addr)), m # "$addr, 1">;
  def nopc : PrefixedDP<opcode, 0, out_ops, !con(in_ops, (ins memri34:$addr)), m # "$addr">, SpellingOf<"PPCSpelling">;
  let addr_base = 0 in
  def onlypc : PrefixedDP<opcode, 1, out_ops, !con(in_ops, (ins s34imm_pcrel:$addr_disp)), m # "$addr_disp">,
               SpellingOf<"PPCAssemblyOnly">;
}
let mayLoad = 1 in {
  defm PLXV : PrefixedVSXMem<25, "plxv", (outs vsrc:$RST), (ins)>;
  defm PLXVP : PrefixedPairMem<58, "plxvp", (outs vsrprc:$RST), (ins)>;
}
let mayStore = 1 in {
  defm PSTXV : PrefixedVSXMem<27, "pstxv", (outs), (ins vsrc:$RST)>;
  defm PSTXVP : PrefixedPairMem<62, "pstxvp", (outs), (ins vsrprc:$RST)>;
}

//===-- Add immediate -------------------------------------------------------===//

// paddi RT, RA, SI, R; pli RT, SI (RA = 0); pla and psubi assemble to it.
class PrefixedAddi<bit r, dag ins, string asm> : PrefixedD<PrefixTypeMLS, 14, r, (outs gprc:$RST), ins, asm>;
def PADDI : PrefixedAddi<0, (ins gprc:$addr_base, s34imm:$addr_disp), "paddi $RST, $addr_base, $addr_disp, 0">;
let addr_base = 0 in {
  def PADDIpc : PrefixedAddi<1, (ins s34imm_pcrel:$addr_disp), "paddi $RST, 0, $addr_disp, 1">;
  def PLI : PrefixedAddi<0, (ins s34imm:$addr_disp), "pli $RST, $addr_disp">;
}
// Without R, llvm-mc matches (and prints) the 64-bit twin, through an
// alias written with a tab.
def PADDI8 : PrefixedAddi<0, (ins s34imm:$addr_disp, gprc:$addr_base), "paddi\t$RST, $addr_base, $addr_disp">,
             SpellingOf<"PPC64">;
def : InstAlias<"pla $RST, $addr", (PADDI8 gprc:$RST, memri34:$addr), 0>;
def : InstAlias<"pla $RST, $D", (PADDIpc gprc:$RST, s34imm_pcrel:$D), 0>;
def : InstAlias<"psubi $RST, $RA, $D", (PADDI gprc:$RST, gprc:$RA, s34imm_neg:$D), 0>;

//===-- 8RR: splats and four-operand VSX ------------------------------------===//

// [1 1 0 imm0] [opcode T XO TX imm1], imm0 the high half of a word.
class PrefixedSplat<bits<4> xo, dag ins, string ops> : PPCPrefixed<PrefixType8RR, 32, (outs vsrc:$XT), ins, ops> {
  bits<6> XT;
  bits<32> IMM32;
  let Inst{55-48} = 0;
  let Inst{47-32} = IMM32{31-16};
  let Inst{25-21} = XT{4-0};
  let Inst{16} = XT{5};
  let Inst{15-0} = IMM32{15-0};
  let Inst{20-17} = xo;
}
def XXSPLTIDP : PrefixedSplat<2, (ins imm32:$IMM32), "xxspltidp $XT, $IMM32">;
def XXSPLTIW : PrefixedSplat<3, (ins imm32:$IMM32), "xxspltiw $XT, $IMM32">;
def XXSPLTI32DX : PrefixedSplat<0, (ins vsrc:$XTi, u1imm:$IX, imm32:$IMM32), "xxsplti32dx $XT, $IX, $IMM32"> {
  bits<1> IX;
  let Inst{20-18} = 0;
  let Inst{17} = IX;
  let Constraints = "$XTi = $XT";
}

// [1 1 0 imm] [opcode XT XA XB XC XO CX AX BX TX].
class PrefixedXX4<bits<6> opcode, bits<2> xo, dag extra, string ops>
    : PPCPrefixed<PrefixType8RR, opcode, (outs vsrc:$XT), !con((ins vsrc:$XA, vsrc:$XB, vsrc:$XC), extra), ops> {
  bits<6> XT;
  bits<6> XA;
  bits<6> XB;
  bits<6> XC;
  let Inst{55-40} = 0;
  let Inst{25-21} = XT{4-0};
  let Inst{20-16} = XA{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-6} = XC{4-0};
  let Inst{5-4} = xo;
  let Inst{3} = XC{5};
  let Inst{2} = XA{5};
  let Inst{1} = XB{5};
  let Inst{0} = XT{5};
}
def XXBLENDVB : PrefixedXX4<33, 0, (ins), "xxblendvb $XT, $XA, $XB, $XC"> { let Inst{39-32} = 0; }
def XXBLENDVH : PrefixedXX4<33, 1, (ins), "xxblendvh $XT, $XA, $XB, $XC"> { let Inst{39-32} = 0; }
def XXBLENDVW : PrefixedXX4<33, 2, (ins), "xxblendvw $XT, $XA, $XB, $XC"> { let Inst{39-32} = 0; }
def XXBLENDVD : PrefixedXX4<33, 3, (ins), "xxblendvd $XT, $XA, $XB, $XC"> { let Inst{39-32} = 0; }
def XXPERMX : PrefixedXX4<34, 0, (ins u3imm:$IMM), "xxpermx $XT, $XA, $XB, $XC, $IMM"> {
  bits<3> IMM;
  let Inst{39-35} = 0;
  let Inst{34-32} = IMM;
}
def XXEVAL : PrefixedXX4<34, 1, (ins u8imm:$IMM), "xxeval $XT, $XA, $XB, $XC, $IMM"> {
  bits<8> IMM;
  let Inst{39-32} = IMM;
}
