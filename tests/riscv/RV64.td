//===- RV64.td - a test description of RV64IM, loaded with --td -----------===//
//
// RISC-V's 64-bit base integer instructions and the M extension, written
// for tdc's `--td` mode (`tdc asm --td tests/riscv/RV64.td -I
// targets/include`). It is a test input, not a built-in target: it shows
// that a fixed-width ISA which is not one of the four is described in
// `.td` alone, with no Rust, and checks pseudo-instructions, relocation
// operators written as functions (`%hi(sym)`) and branch relaxation
// against llvm-mc (tests/riscv_td.rs).
//
// Every instruction is one little-endian 32-bit word; the low 7 bits are
// the major opcode, and the formats place register numbers at fixed
// places (rd 11-7, rs1 19-15, rs2 24-20) and scatter the immediates:
//
//   R  funct7 | rs2 | rs1 | funct3 | rd | opcode
//   I  imm[11:0]      | rs1 | funct3 | rd | opcode
//   S  imm[11:5] | rs2 | rs1 | funct3 | imm[4:0] | opcode
//   B  imm[12|10:5] | rs2 | rs1 | funct3 | imm[4:1|11] | opcode
//   U  imm[31:12]                       | rd | opcode
//   J  imm[20|10:1|11|19:12]            | rd | opcode
//
//===----------------------------------------------------------------------===//

include "tdc.td"

//===-- Registers ----------------------------------------------------------===//

// Registers print by their ABI names and are also read as x0-x31.
class RVReg<int num, string abi, list<string> more = []>
    : Register<abi, !listconcat(["x" # num], more)> {
  let Namespace = "RISCV";
  let HWEncoding = num;
}

def X0  : RVReg<0, "zero">,  DwarfRegNum<[0]>;
def X1  : RVReg<1, "ra">,    DwarfRegNum<[1]>;
def X2  : RVReg<2, "sp">,    DwarfRegNum<[2]>;
def X3  : RVReg<3, "gp">,    DwarfRegNum<[3]>;
def X4  : RVReg<4, "tp">,    DwarfRegNum<[4]>;
def X5  : RVReg<5, "t0">,    DwarfRegNum<[5]>;
def X6  : RVReg<6, "t1">,    DwarfRegNum<[6]>;
def X7  : RVReg<7, "t2">,    DwarfRegNum<[7]>;
def X8  : RVReg<8, "s0", ["fp"]>, DwarfRegNum<[8]>;
def X9  : RVReg<9, "s1">,    DwarfRegNum<[9]>;
foreach i = 0...7 in
  def X#!add(i, 10) : RVReg<!add(i, 10), "a" # i>, DwarfRegNum<[!add(i, 10)]>;
foreach i = 2...11 in
  def X#!add(i, 16) : RVReg<!add(i, 16), "s" # i>, DwarfRegNum<[!add(i, 16)]>;
foreach i = 3...6 in
  def X#!add(i, 25) : RVReg<!add(i, 25), "t" # i>, DwarfRegNum<[!add(i, 25)]>;

def GPR : RegisterClass<"RISCV", [i64], 64, (sequence "X%u", 0, 31)>;

//===-- Operands -----------------------------------------------------------===//

class RVImm<int lo, int hi> : Operand<i64> {
  let ParserMatchClass = ImmRangeAsmOperand<lo, hi>;
}

def uimm5 : RVImm<0, 31>;
def uimm6 : RVImm<0, 63>;

// Relocation operators, written as functions of the symbol (`%hi(sym)`).
// The relocations name local symbols themselves, not their sections: the
// linker relaxes RISC-V code and must see each target.
class RVReloc<string name, int reloc, bit tls = 0>
    : RelocModifier<name, reloc, /*withSymbol=*/1, tls>;

// An immediate that may also be a symbol with one of `modifiers`.
class RVSymImmAsm<string name, int lo, int hi, string allowed>
    : ImmRangeAsmOperand<lo, hi> {
  let Name = name;
  let DiagnosticString = "operand must be a symbol with " # allowed #
                         " modifier or an integer in the range [" # lo # ", " # hi # "]";
}
class RVSymImm<string name, int lo, int hi, string allowed, list<RelocModifier> modifiers>
    : Operand<i64> {
  let ParserMatchClass = RVSymImmAsm<name, lo, hi, allowed>;
  let RelocModifiers = modifiers;
}

// The address relative to the instruction (auipc's %pcrel_hi) and its low
// 12 bits in the instruction after (%pcrel_lo, naming the auipc's label):
// llvm-mc resolves the pair in place for a local label of the section.
class PCRelHi<string name, int reloc, bit tls = 0> : RVReloc<name, reloc, tls> {
  let Resolve = (and (sra (add $distance, 0x800), 12), 0xfffff);
}
class PCRelLo<int reloc> : RVReloc<"pcrel_lo", reloc> {
  let Resolve = (sext_bits $distance, 12);
  let DistanceOf = "pcrel_hi";
}
def pcrel_hi : PCRelHi<"pcrel_hi", 23>;
def pcrel_lo : PCRelLo<24>;

// The low 12 bits: I-type and S-type instructions place them apart, and
// the relocations differ.
def simm12 : RVSymImm<"SImm12", -2048, 2047, "%lo/%pcrel_lo/%tprel_lo",
                      [RVReloc<"lo", 27>, pcrel_lo, RVReloc<"tprel_lo", 30, 1>]> {
  let FixupKinds = [FixupKind<"fixup_riscv_lo12_i", "lo">,
                    FixupKind<"fixup_riscv_pcrel_lo12_i", "pcrel_lo">,
                    FixupKind<"fixup_riscv_tprel_lo12_i", "tprel_lo">];
}
def simm12_s : RVSymImm<"SImm12S", -2048, 2047, "%lo/%pcrel_lo/%tprel_lo",
                        [RVReloc<"lo", 28>, PCRelLo<25>, RVReloc<"tprel_lo", 31, 1>]> {
  // llvm-mc marks the whole word of an S-type fixup.
  let FixupKinds = [FixupKind<"fixup_riscv_lo12_s", "lo", 0, 32>,
                    FixupKind<"fixup_riscv_pcrel_lo12_s", "pcrel_lo", 0, 32>,
                    FixupKind<"fixup_riscv_tprel_lo12_s", "tprel_lo", 0, 32>];
}
// The high 20 bits: absolute for lui, relative to the instruction for
// auipc.
def uimm20_lui : RVSymImm<"UImm20LUI", 0, 1048575, "%hi/%tprel_hi",
                          [RVReloc<"hi", 26>, RVReloc<"tprel_hi", 29, 1>]> {
  let FixupKinds = [FixupKind<"fixup_riscv_hi20", "hi">,
                    FixupKind<"fixup_riscv_tprel_hi20", "tprel_hi">];
}
def uimm20_auipc : RVSymImm<"UImm20AUIPC", 0, 1048575, "%pcrel_hi/%got_pcrel_hi/%tls_ie_pcrel_hi/%tls_gd_pcrel_hi",
                            [pcrel_hi, RVReloc<"got_pcrel_hi", 20>,
                             RVReloc<"tls_ie_pcrel_hi", 21, 1>, RVReloc<"tls_gd_pcrel_hi", 22, 1>]> {
  let FixupKinds = [FixupKind<"fixup_riscv_pcrel_hi20", "pcrel_hi">,
                    FixupKind<"fixup_riscv_got_hi20", "got_pcrel_hi">,
                    FixupKind<"fixup_riscv_tls_got_hi20", "tls_ie_pcrel_hi">,
                    FixupKind<"fixup_riscv_tls_gd_hi20", "tls_gd_pcrel_hi">];
}

// A branch or jump target: a label, or a byte offset from the instruction
// (even; the field holds it >> 1).
class RVTargetAsm<int width> : AsmOperandClass {
  let Name = "BranchTarget" # width;
  let MinValue = !sub(0, !shl(1, !sub(width, 1)));
  let MaxValue = !sub(!shl(1, !sub(width, 1)), 2);
  let AllowSymbol = 1;
  let DiagnosticString = "immediate must be a multiple of 2 bytes in the range [" #
                         MinValue # ", " # MaxValue # "]";
}
class RVTarget<int width, int reloc, list<FixupKind> kinds> : Operand<OtherVT> {
  let FixupKinds = kinds;
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = RVTargetAsm<width>;
  let Scale = 1;
  let RelocType = reloc;
}
// R_RISCV_BRANCH; llvm-mc marks the whole word of a branch's fixup.
def btarget13 : RVTarget<13, 16, [FixupKind<"fixup_riscv_branch", "", 0, 32>]>;
// R_RISCV_JAL
def jtarget21 : RVTarget<21, 17, [FixupKind<"fixup_riscv_jal">]>;

//===-- Formats ------------------------------------------------------------===//

class RVInst<dag outs, dag ins, string asm> : Instruction {
  let Namespace = "RISCV";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 4;
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
  field bits<32> Inst;
}

class RType<bits<7> funct7, bits<3> funct3, bits<7> opcode, string mnemonic>
    : RVInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
             mnemonic # "\t$rd, $rs1, $rs2"> {
  bits<5> rd;
  bits<5> rs1;
  bits<5> rs2;
  let Inst{31-25} = funct7;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode;
}

class IType<bits<3> funct3, bits<7> opcode, dag outs, dag ins, string asm>
    : RVInst<outs, ins, asm> {
  bits<5> rd;
  bits<5> rs1;
  bits<12> imm12;
  let Inst{31-20} = imm12;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode;
}

class ALUImm<bits<3> funct3, bits<7> opcode, string mnemonic>
    : IType<funct3, opcode, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12),
            mnemonic # "\t$rd, $rs1, $imm12">;

let mayLoad = 1 in
class Load<bits<3> funct3, string mnemonic>
    : IType<funct3, 0b0000011, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12),
            mnemonic # "\t$rd, ${imm12}(${rs1})">;

// Shifts by an immediate: the shift amount fills the low bits of imm12
// (6 bits in RV64, 5 in the *W forms), the rest is a function code.
class ShiftImm<bits<6> funct6, bits<3> funct3, bits<7> opcode, string mnemonic>
    : RVInst<(outs GPR:$rd), (ins GPR:$rs1, uimm6:$shamt),
             mnemonic # "\t$rd, $rs1, $shamt"> {
  bits<5> rd;
  bits<5> rs1;
  bits<6> shamt;
  let Inst{31-26} = funct6;
  let Inst{25-20} = shamt;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode;
}
class ShiftImmW<bits<7> funct7, bits<3> funct3, string mnemonic>
    : RVInst<(outs GPR:$rd), (ins GPR:$rs1, uimm5:$shamt),
             mnemonic # "\t$rd, $rs1, $shamt"> {
  bits<5> rd;
  bits<5> rs1;
  bits<5> shamt;
  let Inst{31-25} = funct7;
  let Inst{24-20} = shamt;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = 0b0011011;
}

let mayStore = 1 in
class Store<bits<3> funct3, string mnemonic>
    : RVInst<(outs), (ins GPR:$rs2, GPR:$rs1, simm12_s:$imm12),
             mnemonic # "\t$rs2, ${imm12}(${rs1})"> {
  bits<5> rs1;
  bits<5> rs2;
  bits<12> imm12;
  let Inst{31-25} = imm12{11-5};
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = imm12{4-0};
  let Inst{6-0} = 0b0100011;
}

let isBranch = 1, isTerminator = 1 in
class Branch<bits<3> funct3, string mnemonic>
    : RVInst<(outs), (ins GPR:$rs1, GPR:$rs2, btarget13:$imm12),
             mnemonic # "\t$rs1, $rs2, $imm12"> {
  bits<5> rs1;
  bits<5> rs2;
  // The byte offset >> 1.
  bits<12> imm12;
  let Inst{31} = imm12{11};
  let Inst{30-25} = imm12{9-4};
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-8} = imm12{3-0};
  let Inst{7} = imm12{10};
  let Inst{6-0} = 0b1100011;
}

class UType<bits<7> opcode, string mnemonic, Operand imm>
    : RVInst<(outs GPR:$rd), (ins imm:$imm20), mnemonic # "\t$rd, $imm20"> {
  bits<5> rd;
  bits<20> imm20;
  let Inst{31-12} = imm20;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode;
}

//===-- Instructions -------------------------------------------------------===//

def LUI   : UType<0b0110111, "lui", uimm20_lui>;
def AUIPC : UType<0b0010111, "auipc", uimm20_auipc>;

let isCall = 1 in
def JAL : RVInst<(outs GPR:$rd), (ins jtarget21:$imm20), "jal\t$rd, $imm20"> {
  bits<5> rd;
  // The byte offset >> 1.
  bits<20> imm20;
  let Inst{31} = imm20{19};
  let Inst{30-21} = imm20{9-0};
  let Inst{20} = imm20{10};
  let Inst{19-12} = imm20{18-11};
  let Inst{11-7} = rd;
  let Inst{6-0} = 0b1101111;
}
let isCall = 1 in
def JALR : IType<0b000, 0b1100111, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12),
                 "jalr\t$rd, ${imm12}(${rs1})">;

// What an object holds for a conditional branch whose target is not a
// label within reach in the same section (llvm-mc's relaxation): the
// inverted branch over the next word, then a jump to the target. The
// branch is the low word, stored first (8 bytes, little-endian).
def jtarget21_long : RVTarget<21, 17, [FixupKind<"fixup_riscv_jal">]> {
  // The jump is the second word: its offset counts from there, and its
  // relocation names it.
  let PCRelOffset = 4;
  let RelocUnitBytes = 4;
}
let isBranch = 1, isTerminator = 1, isCodeGenOnly = 1 in
class LongBranch<bits<3> inverted, string mnemonic> : Instruction {
  let Namespace = "RISCV";
  let OutOperandList = (outs);
  let InOperandList = (ins GPR:$rs1, GPR:$rs2, jtarget21_long:$imm12);
  let AsmString = mnemonic # "\t$rs1, $rs2, $imm12";
  let Size = 8;
  let hasSideEffects = 0;
  field bits<64> Inst;
  bits<5> rs1;
  bits<5> rs2;
  bits<20> imm12;
  // jal zero, target
  let Inst{63} = imm12{19};
  let Inst{62-53} = imm12{9-0};
  let Inst{52} = imm12{10};
  let Inst{51-44} = imm12{18-11};
  let Inst{43-39} = 0;
  let Inst{38-32} = 0b1101111;
  // b<inverted> rs1, rs2, 8
  let Inst{31-25} = 0;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = inverted;
  let Inst{11-7} = 0b01000;
  let Inst{6-0} = 0b1100011;
}
def LongBEQ  : LongBranch<0b001, "beq">;
def LongBNE  : LongBranch<0b000, "bne">;
def LongBLT  : LongBranch<0b101, "blt">;
def LongBGE  : LongBranch<0b100, "bge">;
def LongBLTU : LongBranch<0b111, "bltu">;
def LongBGEU : LongBranch<0b110, "bgeu">;

let RelaxedForm = LongBEQ in def BEQ : Branch<0b000, "beq">;
let RelaxedForm = LongBNE in def BNE : Branch<0b001, "bne">;
let RelaxedForm = LongBLT in def BLT : Branch<0b100, "blt">;
let RelaxedForm = LongBGE in def BGE : Branch<0b101, "bge">;
let RelaxedForm = LongBLTU in def BLTU : Branch<0b110, "bltu">;
let RelaxedForm = LongBGEU in def BGEU : Branch<0b111, "bgeu">;

def LB  : Load<0b000, "lb">;
def LH  : Load<0b001, "lh">;
def LW  : Load<0b010, "lw">;
def LD  : Load<0b011, "ld">;
def LBU : Load<0b100, "lbu">;
def LHU : Load<0b101, "lhu">;
def LWU : Load<0b110, "lwu">;

def SB : Store<0b000, "sb">;
def SH : Store<0b001, "sh">;
def SW : Store<0b010, "sw">;
def SD : Store<0b011, "sd">;

def ADDI  : ALUImm<0b000, 0b0010011, "addi">;
def SLTI  : ALUImm<0b010, 0b0010011, "slti">;
def SLTIU : ALUImm<0b011, 0b0010011, "sltiu">;
def XORI  : ALUImm<0b100, 0b0010011, "xori">;
def ORI   : ALUImm<0b110, 0b0010011, "ori">;
def ANDI  : ALUImm<0b111, 0b0010011, "andi">;
def ADDIW : ALUImm<0b000, 0b0011011, "addiw">;

def SLLI : ShiftImm<0b000000, 0b001, 0b0010011, "slli">;
def SRLI : ShiftImm<0b000000, 0b101, 0b0010011, "srli">;
def SRAI : ShiftImm<0b010000, 0b101, 0b0010011, "srai">;
def SLLIW : ShiftImmW<0b0000000, 0b001, "slliw">;
def SRLIW : ShiftImmW<0b0000000, 0b101, "srliw">;
def SRAIW : ShiftImmW<0b0100000, 0b101, "sraiw">;

def ADD  : RType<0b0000000, 0b000, 0b0110011, "add">;
def SUB  : RType<0b0100000, 0b000, 0b0110011, "sub">;
def SLL  : RType<0b0000000, 0b001, 0b0110011, "sll">;
def SLT  : RType<0b0000000, 0b010, 0b0110011, "slt">;
def SLTU : RType<0b0000000, 0b011, 0b0110011, "sltu">;
def XOR  : RType<0b0000000, 0b100, 0b0110011, "xor">;
def SRL  : RType<0b0000000, 0b101, 0b0110011, "srl">;
def SRA  : RType<0b0100000, 0b101, 0b0110011, "sra">;
def OR   : RType<0b0000000, 0b110, 0b0110011, "or">;
def AND  : RType<0b0000000, 0b111, 0b0110011, "and">;
def ADDW : RType<0b0000000, 0b000, 0b0111011, "addw">;
def SUBW : RType<0b0100000, 0b000, 0b0111011, "subw">;
def SLLW : RType<0b0000000, 0b001, 0b0111011, "sllw">;
def SRLW : RType<0b0000000, 0b101, 0b0111011, "srlw">;
def SRAW : RType<0b0100000, 0b101, 0b0111011, "sraw">;

// The M extension: multiplication and division.
def MUL    : RType<0b0000001, 0b000, 0b0110011, "mul">;
def MULH   : RType<0b0000001, 0b001, 0b0110011, "mulh">;
def MULHSU : RType<0b0000001, 0b010, 0b0110011, "mulhsu">;
def MULHU  : RType<0b0000001, 0b011, 0b0110011, "mulhu">;
def DIV    : RType<0b0000001, 0b100, 0b0110011, "div">;
def DIVU   : RType<0b0000001, 0b101, 0b0110011, "divu">;
def REM    : RType<0b0000001, 0b110, 0b0110011, "rem">;
def REMU   : RType<0b0000001, 0b111, 0b0110011, "remu">;
def MULW   : RType<0b0000001, 0b000, 0b0111011, "mulw">;
def DIVW   : RType<0b0000001, 0b100, 0b0111011, "divw">;
def DIVUW  : RType<0b0000001, 0b101, 0b0111011, "divuw">;
def REMW   : RType<0b0000001, 0b110, 0b0111011, "remw">;
def REMUW  : RType<0b0000001, 0b111, 0b0111011, "remuw">;

// A fence's predecessor and successor sets: letters chosen in order from
// `iorw` (input, output, reads, writes; i is bit 3), or 0. Each of the 15
// combinations is a NamedValue, so the generic parser and printer read
// and write them.
foreach v = 1...15 in
  def : NamedValue<"fence-set",
                   !if(!and(v, 8), "i", "") # !if(!and(v, 4), "o", "") #
                   !if(!and(v, 2), "r", "") # !if(!and(v, 1), "w", ""), v>;
def FenceSetAsm : ImmRangeAsmOperand<0, 0> {
  let Name = "FenceSet";
  let DiagnosticString = "operand must be formed of letters selected in-order from 'iorw' or be 0";
}
def fence_set : Operand<i64> {
  let ParserMatchClass = FenceSetAsm;
  let NamedValues = "fence-set";
}

let hasSideEffects = 1 in {
  def FENCE : RVInst<(outs), (ins fence_set:$pred, fence_set:$succ), "fence\t$pred, $succ"> {
    bits<4> pred;
    bits<4> succ;
    let Inst{31-28} = 0;
    let Inst{27-24} = pred;
    let Inst{23-20} = succ;
    let Inst{19-0} = 0x0000f;
  }
  def FENCE_TSO : RVInst<(outs), (ins), "fence.tso"> { let Inst = 0x8330000f; }
  def ECALL  : RVInst<(outs), (ins), "ecall">  { let Inst = 0x00000073; }
  def EBREAK : RVInst<(outs), (ins), "ebreak"> { let Inst = 0x00100073; }
  def FENCE_I : RVInst<(outs), (ins), "fence.i"> { let Inst = 0x0000100f; }
}

// `call sym` and `tail sym`: one 8-byte instruction to any place within
// 2 GiB, auipc then jalr through ra (tail: through t1, not linking), as
// llvm-mc writes them: its fixup places the distance rounded to its high
// 20 bits in the auipc and its low 12 bits in the jalr, and relocates it
// (R_RISCV_CALL_PLT) unless the symbol is a local label of the section.
def CallTargetAsm : AsmOperandClass {
  let Name = "CallSymbol";
  let AllowSymbol = 1;
  let MinValue = 1;
  let MaxValue = 0;
  let DiagnosticString = "operand must be a bare symbol name";
}
def call_symbol : Operand<i64> {
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = CallTargetAsm;
  let RelocType = 19;   // R_RISCV_CALL_PLT
  // Bits 31-12: the high part, rounded; bits 11-0: the low part.
  let EncodedValue = (or (shl (and (sra (add $value, 0x800), 12), 0xfffff), 12),
                         (and $value, 0xfff));
  let FixupKinds = [FixupKind<"fixup_riscv_call_plt", "", 0, 64>];
}
class CallPair<string mnemonic, bits<5> link, bits<5> scratch>
    : Instruction {
  let Namespace = "RISCV";
  let OutOperandList = (outs);
  let InOperandList = (ins call_symbol:$func);
  let AsmString = mnemonic # "\t$func";
  let Size = 8;
  let isCall = 1;
  let hasSideEffects = 0;
  // Not an instruction the disassembler reads: it reads the two words.
  let DecoderNamespace = "Pair";
  field bits<64> Inst;
  bits<32> func;
  // jalr link, lo(scratch)
  let Inst{63-52} = func{11-0};
  let Inst{51-47} = scratch;
  let Inst{46-44} = 0b000;
  let Inst{43-39} = link;
  let Inst{38-32} = 0b1100111;
  // auipc scratch, hi
  let Inst{31-12} = func{31-12};
  let Inst{11-7} = scratch;
  let Inst{6-0} = 0b0010111;
}
def PseudoCALL : CallPair<"call", 1, 1>;
let isBranch = 1, isTerminator = 1, isBarrier = 1 in
def PseudoTAIL : CallPair<"tail", 0, 6>;

//===-- Other spellings ---------------------------------------------------===//

// Read, never printed: llvm-mc prints them only with its aliases on, and
// the goldens are printed without (-M no-aliases).
def : InstAlias<"nop", (ADDI X0, X0, 0), 0>;
def : InstAlias<"fence", (FENCE 15, 15), 0>;
def : InstAlias<"mv $rd, $rs", (ADDI GPR:$rd, GPR:$rs, 0), 0>;
def : InstAlias<"j $offset", (JAL X0, jtarget21:$offset), 0>;
def : InstAlias<"jr $rs", (JALR X0, GPR:$rs, 0), 0>;
def : InstAlias<"ret", (JALR X0, X1, 0), 0>;

//===-- Pseudo-instructions ------------------------------------------------===//

// Any 64-bit value.
def imm64 : Operand<i64>;

// An instruction the assembler expands: it has no encoding of its own.
class RVPseudo<dag outs, dag ins, string asm> : Instruction {
  let Namespace = "RISCV";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let isPseudo = 1;
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
}

// `li rd, imm` loads any 64-bit value, as llvm-mc's RISC-V assembler
// chooses the instructions (RV64I, no extension that helps): LoadValue
// builds a value the direct way, and `li` also tries building a shifted
// or adjusted value and then undoing the shift, keeping the shortest.
let isCodeGenOnly = 1 in
def LoadValue : RVPseudo<(outs GPR:$rd), (ins imm64:$v), "#load-value\t$rd, $v"> {
  defvar names = (where (sext_bits $v, 12):$lo12,
                        (and (sra (add $v, 0x800), 12), 0xfffff):$hi20,
                        (sub $v, $lo12):$w,
                        (cttz $w):$t,
                        (sra $w, $t):$x,
                        (all_of (greater $t, 12),
                                (equal (fits_signed $x, 12), 0),
                                (fits_signed (shl $x, 12), 32)):$lui_shift);
  let Expansions = [
    // A 32-bit value: lui for the high 20 bits (rounded), then the low 12.
    Expansion<(all_of (fits_signed $v, 32), (equal $hi20, 0)),
              [(ADDI $rd, X0, $lo12)], names>,
    Expansion<(all_of (fits_signed $v, 32), (not_equal $hi20, 0)),
              [(LUI $rd, $hi20),
               (when (not_equal $lo12, 0), (ADDIW $rd, $rd, $lo12))], names>,
    // Wider: the value less its low 12 bits, then add those.
    Expansion<(all_of (equal (fits_signed $v, 32), 0), (fits_signed $w, 32)),
              [(expand_again $rd, $w),
               (when (not_equal $lo12, 0), (ADDI $rd, $rd, $lo12))], names>,
    // ... that value built shifted right by its trailing zeros, or by 12
    // fewer when lui then takes it.
    Expansion<(all_of (equal (fits_signed $v, 32), 0), (equal (fits_signed $w, 32), 0),
                      (equal $lui_shift, 0)),
              [(expand_again $rd, $x), (SLLI $rd, $rd, $t),
               (when (not_equal $lo12, 0), (ADDI $rd, $rd, $lo12))], names>,
    Expansion<(all_of (equal (fits_signed $v, 32), 0), (equal (fits_signed $w, 32), 0),
                      (not_equal $lui_shift, 0)),
              [(expand_again $rd, (shl $x, 12)), (SLLI $rd, $rd, (sub $t, 12)),
               (when (not_equal $lo12, 0), (ADDI $rd, $rd, $lo12))], names>
  ];
}

// A symbol alone (la's operand).
def BareSymbolAsm : AsmOperandClass {
  let Name = "BareSymbol";
  let AllowSymbol = 1;
  let MinValue = 1;
  let MaxValue = 0;
  let DiagnosticString = "operand must be a bare symbol name";
}
def bare_symbol : Operand<i64> {
  let ParserMatchClass = BareSymbolAsm;
}

// `la rd, sym` (`lla`): the symbol's address relative to the auipc, the
// auipc labelled for the addi's %pcrel_lo.
foreach mnemonic = ["la", "lla"] in
def PseudoLA_#mnemonic : RVPseudo<(outs GPR:$rd), (ins bare_symbol:$sym), mnemonic # "\t$rd, $sym"> {
  let Expansions = [
    Expansion<(always), [(AUIPC $rd, (pcrel_hi $sym)),
                         (ADDI $rd, $rd, (pcrel_lo (expansion_label 0)))],
              (where), "pcrel_hi">
  ];
}

def LI : RVPseudo<(outs GPR:$rd), (ins imm64:$imm), "li\t$rd, $imm"> {
  defvar names = (where (cttz $imm):$tz,
                        (sra $imm, $tz):$shifted,
                        (all_of (not_equal (and $imm, 0xfff), 0), (equal (and $imm, 1), 0)):$even,
                        (ctlz $imm):$lz,
                        (xor $imm, -1):$inverted,
                        (ctlz $inverted):$lzi,
                        (sub 0, (sub 0x800, (and $imm, 0xfff))):$imm12);
  let Expansions = [
    // Shifted left by its trailing zeros, when that leaves a 6-bit value
    // (preferred on a tie: compressible).
    Expansion<(all_of $even, (fits_signed $shifted, 6)),
              [(LoadValue $rd, $shifted), (SLLI $rd, $rd, $tz)], names>,
    Expansion<(always), [(LoadValue $rd, $imm)], names>,
    Expansion<(all_of $even), [(LoadValue $rd, $shifted), (SLLI $rd, $rd, $tz)], names>,
    // Low 13 bits like 0x17ff: build it plus one part, then subtract.
    Expansion<(all_of (not_equal (and $imm, 0xfff), 0), (equal (and $imm, 0x1800), 0x1000)),
              [(LoadValue $rd, (sub $imm, $imm12)), (ADDI $rd, $rd, $imm12)], names>,
    // Positive: shifted left by its leading zeros (the freed low bits
    // ones, or zeros), then shifted back.
    Expansion<(greater $imm, 0),
              [(LoadValue $rd, (or (shl $imm, $lz), (low_ones $lz))), (SRLI $rd, $rd, $lz)], names>,
    Expansion<(greater $imm, 0),
              [(LoadValue $rd, (shl $imm, $lz)), (SRLI $rd, $rd, $lz)], names>,
    // Negative: the inverted value that way, then inverted back.
    Expansion<(less $imm, 0),
              [(LoadValue $rd, (or (shl $inverted, $lzi), (low_ones $lzi))), (SRLI $rd, $rd, $lzi),
               (XORI $rd, $rd, -1)], names>,
    Expansion<(less $imm, 0),
              [(LoadValue $rd, (shl $inverted, $lzi)), (SRLI $rd, $rd, $lzi), (XORI $rd, $rd, -1)], names>
  ];
}

//===-- The target ---------------------------------------------------------===//

def RISCVInstrInfo : InstrInfo;

def RISCV : Target {
  let InstructionSet = RISCVInstrInfo;
  let ElfMachine = 243;          // EM_RISCV
  let DataReloc32 = 1;           // R_RISCV_32
  let DataReloc64 = 2;           // R_RISCV_64
  let RelocationsWithAddend = 1;
  let NopBytes = [0x13, 0x00, 0x00, 0x00];   // addi zero, zero, 0
  let DataDirectives = [DataDirective<".half", 2>, DataDirective<".word", 4>,
                        DataDirective<".dword", 8>];
  let RelocModifierAsFunction = 1;
  let RelocateWithSymbols = 1;
  let CodeMappingSymbol = "$x";
  let DataMappingSymbol = "$d";
}
