//===- BPF.td - the BPF target for tdc --------------------------------------===//
//
// The eBPF instruction set as llvm-mc accepts it for `bpfel`.
//
// Every instruction is one 64-bit little-endian word (the 64-bit immediate
// load takes two). Fields an instruction does not use are written as
// zeros; the ones the processor does not look at are in DecodeIgnore,
// which llvm-mc's disassembler does not check either. Bit 0 below is the least significant bit of the first
// byte in memory:
//
//   bits  0-7   opcode: class (0-2), source or size (3-4), operation (4-7)
//   bits  8-11  destination register
//   bits 12-15  source register
//   bits 16-31  signed 16-bit offset
//   bits 32-63  signed 32-bit immediate
//
//===----------------------------------------------------------------------===//

include "tdc.td"

//===-- Registers ----------------------------------------------------------===//
//
// r0 holds return values, r1-r5 arguments (clobbered by calls), r6-r9 are
// callee-saved and r10 is the read-only frame pointer. r11 is accepted by
// the assembler as llvm-mc does. Each w register is the low half of its r.

def sub_32 : SubRegIndex<32>;

class Wi<bits<16> num, string n> : Register<n> {
  let Namespace = "BPF";
  let HWEncoding = num;
}

class Ri<bits<16> num, string n, Register low> : RegisterWithSubRegs<n, [low]> {
  let Namespace = "BPF";
  let HWEncoding = num;
  let SubRegIndices = [sub_32];
}

foreach i = 0...11 in {
  def W#i : Wi<i, "w"#i>, DwarfRegNum<[i]>;
  def R#i : Ri<i, "r"#i, !cast<Register>("W"#i)>, DwarfRegNum<[i]>;
}

def GPR   : RegisterClass<"BPF", [i64], 64, (sequence "R%u", 0, 11)>;
def GPR32 : RegisterClass<"BPF", [i32], 64, (sequence "W%u", 0, 11)>;

// Argument and callee-saved sets, named for the calling convention.
def ArgRegs        : RegisterClass<"BPF", [i64], 64, (sequence "R%u", 1, 5)>;
def CalleeSavedGPR : RegisterClass<"BPF", [i64], 64, (sequence "R%u", 6, 9)>;

//===-- Operands -----------------------------------------------------------===//

def Off16AsmOperand : ImmRangeAsmOperand<-32768, 32767> {
  let DiagnosticString = "operand is not a 16-bit signed integer";
}

def BrTargetAsmOperand : ImmRangeAsmOperand<-32768, 32767> {
  let Name = "BrTarget";
  let AllowSymbol = 1;
  let DiagnosticString = "operand is not an identifier or 16-bit signed integer";
}

// llvm-mc 19 limits `gotol` literals to 16 bits too, although the field
// holds 32.
def BrTarget32AsmOperand : ImmRangeAsmOperand<-32768, 32767> {
  let Name = "BrTarget32";
  let AllowSymbol = 1;
  let DiagnosticString = "operand is not an identifier or 16-bit signed integer";
}

def SymbolImmAsmOperand : AsmOperandClass {
  let Name = "SymbolImm";
  let AllowSymbol = 1;
}

def i16imm : Operand<i16> { let ParserMatchClass = Off16AsmOperand; }
def i32imm : Operand<i32>;
def u32imm : Operand<i32>;
def i64imm : Operand<i64>;

// The 64-bit immediate of `ll`, which may name a symbol.
def u64imm : Operand<i64> {
  let ParserMatchClass = SymbolImmAsmOperand;
  let RelocType = 1;         // R_BPF_64_64
  // llvm-mc's listing places BPF's fixups at the instruction's first byte,
  // over as many whole bytes as the kind's size (here the first word).
  let FixupKinds = [FixupKind<"FK_SecRel_8", "", 0, 64>];
}

// Jump targets count 8-byte words after the next instruction.
class BranchTarget<ValueType ty, AsmOperandClass cls> : Operand<ty> {
  let OperandType = "OPERAND_PCREL";
  let PrintMethod = "print_branch_target";
  let ParserMatchClass = cls;
  let PCRelOffset = 8;
  let PCRelShift = 3;
  // From the instruction's first byte, as for u64imm.
  let FixupKinds = [!if(!eq(ty.Size, 16), FixupKind<"FK_PCRel_2", "", 0, 16>,
                        FixupKind<"FK_BPF_PCRel_4", "", 0, 32>)];
}
def brtarget   : BranchTarget<i16, BrTargetAsmOperand>;
def brtarget32 : BranchTarget<i32, BrTarget32AsmOperand> {
  // llvm-mc prints any offset the field holds.
  let DecodeOutOfRange = 1;
}

// The target of `call`: a helper number, or a function label.
def calltarget : Operand<i32> {
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = SymbolImmAsmOperand;
  let PCRelOffset = 8;
  let PCRelShift = 3;
  let RelocType = 10;        // R_BPF_64_32
  let SymbolInstBits = 0x1000; // src_reg = 1 (BPF_PSEUDO_CALL): a BPF-to-BPF call
  // From the instruction's first byte, as for u64imm.
  let FixupKinds = [FixupKind<"FK_PCRel_4", "", 0, 32>];
}

// `rN + off`: a base register and a signed 16-bit displacement.
def MemRegOffsetAsmOperand : AsmOperandClass {
  let Name = "MemRegOffset";
  let ParserMethod = "parse_mem_operand";
}
def MEMri : Operand<i64> {
  let OperandType = "OPERAND_MEMORY";
  let PrintMethod = "print_mem_operand";
  let MIOperandInfo = (ops GPR:$reg, i16imm:$off);
  let ParserMatchClass = MemRegOffsetAsmOperand;
}

//===-- Instruction formats ------------------------------------------------===//

// Instruction classes (opcode bits 0-2).
class BPFClass<bits<3> val> { bits<3> Value = val; }
def BPF_LD    : BPFClass<0x0>;
def BPF_LDX   : BPFClass<0x1>;
def BPF_ST    : BPFClass<0x2>;
def BPF_STX   : BPFClass<0x3>;
def BPF_ALU   : BPFClass<0x4>;
def BPF_JMP   : BPFClass<0x5>;
def BPF_JMP32 : BPFClass<0x6>;
def BPF_ALU64 : BPFClass<0x7>;

// Access sizes (opcode bits 3-4) and modes (opcode bits 5-7).
class BPFSize<bits<2> val, string ty> { bits<2> Value = val; string Type = ty; }
def BPF_W  : BPFSize<0x0, "u32">;
def BPF_H  : BPFSize<0x1, "u16">;
def BPF_B  : BPFSize<0x2, "u8">;
def BPF_DW : BPFSize<0x3, "u64">;

class BPFMode<bits<3> val> { bits<3> Value = val; }
def BPF_IMM    : BPFMode<0x0>;
def BPF_ABS    : BPFMode<0x1>;
def BPF_IND    : BPFMode<0x2>;
def BPF_MEM    : BPFMode<0x3>;
def BPF_MEMSX  : BPFMode<0x4>;
def BPF_ATOMIC : BPFMode<0x6>;

class InstBPFCommon<dag outs, dag ins, string asmstr> : Instruction {
  let Namespace = "BPF";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;
  let Size = 8;
  let mayLoad = 0;
  let mayStore = 0;
  let hasSideEffects = 0;
  let DecoderNamespace = "BPF";
}

class InstBPF<dag outs, dag ins, string asmstr>
    : InstBPFCommon<outs, ins, asmstr> {
  field bits<64> Inst;
  field bits<64> DecodeIgnore = 0;
  bits<3> BPFClassBits = 0;
  let Inst{2-0} = BPFClassBits;
  // Fields an operand does not set are zero.
  let Inst{63-3} = 0;
}

//===-- ALU ----------------------------------------------------------------===//

class ALU_RR<BPFClass cls, bits<4> op, string opstr, RegisterClass RC,
             bits<16> offset = 0>
    : InstBPF<(outs RC:$dst), (ins RC:$src2, RC:$src),
              "$dst " # opstr # "= $src"> {
  bits<4> dst;
  bits<4> src;
  let BPFClassBits = cls.Value;
  let Inst{3} = 1;
  let Inst{7-4} = op;
  let Inst{11-8} = dst;
  let Inst{15-12} = src;
  let Inst{31-16} = offset;
  let DecodeIgnore{63-32} = -1;    // the immediate
  let Constraints = "$dst = $src2";
}

class ALU_RI<BPFClass cls, bits<4> op, string opstr, RegisterClass RC,
             bits<16> offset = 0>
    : InstBPF<(outs RC:$dst), (ins RC:$src2, i32imm:$imm),
              "$dst " # opstr # "= $imm"> {
  bits<4> dst;
  bits<32> imm;
  let BPFClassBits = cls.Value;
  let Inst{3} = 0;
  let Inst{7-4} = op;
  let Inst{11-8} = dst;
  let Inst{31-16} = offset;
  let Inst{63-32} = imm;
  let DecodeIgnore{15-12} = -1;    // the source register
  let Constraints = "$dst = $src2";
}

// Each operation in 64-bit (r) and 32-bit (w) forms, register and
// immediate sources.
multiclass ALU<bits<4> op, string opstr, bits<16> offset = 0> {
  def _rr    : ALU_RR<BPF_ALU64, op, opstr, GPR, offset>;
  def _ri    : ALU_RI<BPF_ALU64, op, opstr, GPR, offset>;
  def _rr_32 : ALU_RR<BPF_ALU, op, opstr, GPR32, offset>;
  def _ri_32 : ALU_RI<BPF_ALU, op, opstr, GPR32, offset>;
}

let isCommutable = 1 in {
  defm ADD : ALU<0x0, "+">;
  defm MUL : ALU<0x2, "*">;
  defm OR  : ALU<0x4, "|">;
  defm AND : ALU<0x5, "&">;
  defm XOR : ALU<0xa, "^">;
}
defm SUB  : ALU<0x1, "-">;
defm DIV  : ALU<0x3, "/">;
defm SLL  : ALU<0x6, "<<">;
defm SRL  : ALU<0x7, ">>">;
defm MOD  : ALU<0x9, "%">;
defm SRA  : ALU<0xc, "s>>">;
// Signed division and remainder set the offset field to 1.
defm SDIV : ALU<0x3, "s/", 1>;
defm SMOD : ALU<0x9, "s%", 1>;

class NEG<BPFClass cls, RegisterClass RC>
    : InstBPF<(outs RC:$dst), (ins RC:$src), "$dst = -$src"> {
  bits<4> dst;
  let BPFClassBits = cls.Value;
  let Inst{7-4} = 0x8;
  let Inst{11-8} = dst;
  let DecodeIgnore{63-12} = -1;
  let Constraints = "$dst = $src";
}
def NEG_64 : NEG<BPF_ALU64, GPR>;
def NEG_32 : NEG<BPF_ALU, GPR32>;

//===-- Moves --------------------------------------------------------------===//

class MOV_RR<BPFClass cls, RegisterClass RC, RegisterClass SrcRC,
             string cast, bits<16> offset>
    : InstBPF<(outs RC:$dst), (ins SrcRC:$src), "$dst = " # cast # "$src"> {
  bits<4> dst;
  bits<4> src;
  let BPFClassBits = cls.Value;
  let Inst{3} = 1;
  let Inst{7-4} = 0xb;
  let Inst{11-8} = dst;
  let Inst{15-12} = src;
  let Inst{31-16} = offset;
  let DecodeIgnore{63-32} = -1;
  let isMoveReg = !eq(offset, 0);
}

class MOV_RI<BPFClass cls, RegisterClass RC>
    : InstBPF<(outs RC:$dst), (ins i32imm:$imm), "$dst = $imm"> {
  bits<4> dst;
  bits<32> imm;
  let BPFClassBits = cls.Value;
  let Inst{7-4} = 0xb;
  let Inst{11-8} = dst;
  let Inst{63-32} = imm;
  let DecodeIgnore{15-12} = -1;
  let isMoveImm = 1;
  let isReMaterializable = 1;
}

def MOV_rr    : MOV_RR<BPF_ALU64, GPR, GPR, "", 0>;
def MOV_rr_32 : MOV_RR<BPF_ALU, GPR32, GPR32, "", 0>;
def MOV_ri    : MOV_RI<BPF_ALU64, GPR>;
def MOV_ri_32 : MOV_RI<BPF_ALU, GPR32>;

// Sign-extending moves: the offset field gives the source width.
foreach w = [8, 16, 32] in {
  def MOVSX_rr_#w : MOV_RR<BPF_ALU64, GPR, GPR, "(s"#w#")", w>;
}
foreach w = [8, 16] in {
  def MOVSX_rr_32_#w : MOV_RR<BPF_ALU, GPR32, GPR32, "(s"#w#")", w>;
}

// Converts a pointer between address spaces: offset 1, the immediate
// holds the destination space in its high half and the source's below.
def ADDR_SPACE_CAST
    : InstBPF<(outs GPR:$dst), (ins GPR:$src, u32imm:$dst_as, u32imm:$src_as),
              "$dst = addr_space_cast($src, $dst_as, $src_as)"> {
  bits<4> dst;
  bits<4> src;
  bits<16> dst_as;
  bits<16> src_as;
  let BPFClassBits = BPF_ALU64.Value;
  let Inst{3} = 1;
  let Inst{7-4} = 0xb;
  let Inst{11-8} = dst;
  let Inst{15-12} = src;
  let Inst{31-16} = 1;
  let Inst{47-32} = src_as;
  let Inst{63-48} = dst_as;
}

// The 64-bit immediate load spans two instruction words; the second holds
// the high half of the immediate.
def LD_imm64
    : InstBPFCommon<(outs GPR:$dst), (ins u64imm:$imm), "$dst = $imm ll"> {
  field bits<128> Inst;
  // The second word's first half is not looked at.
  field bits<128> DecodeIgnore = 0;
  let DecodeIgnore{95-64} = -1;
  bits<4> dst;
  bits<64> imm;
  let Size = 16;
  let Inst{2-0} = BPF_LD.Value;
  let Inst{4-3} = BPF_DW.Value;
  let Inst{7-5} = BPF_IMM.Value;
  let Inst{11-8} = dst;
  let Inst{31-12} = 0;
  let Inst{63-32} = imm{31-0};
  let Inst{95-64} = 0;
  let Inst{127-96} = imm{63-32};
  let isMoveImm = 1;
  let isReMaterializable = 1;
}

// A 64-bit immediate load whose value the loader fills in: the source
// field says what kind of object the immediate names (map fd, BTF id, ...).
// Only the low half of the immediate is encoded; llvm-mc 19 writes the high
// half of the *kind* into the second word, and so do we.
def LD_pseudo
    : InstBPFCommon<(outs GPR:$dst), (ins i64imm:$pseudo, u64imm:$imm),
                    "ld_pseudo\t$dst, $pseudo, $imm"> {
  field bits<128> Inst;
  // Only the low half of the immediate and the kind's four bits are read
  // back: the second word is not looked at.
  field bits<128> DecodeIgnore = 0;
  let DecodeIgnore{127-64} = -1;
  bits<4> dst;
  bits<64> pseudo;
  bits<32> imm;
  let Size = 16;
  let Inst{2-0} = BPF_LD.Value;
  let Inst{4-3} = BPF_DW.Value;
  let Inst{7-5} = BPF_IMM.Value;
  let Inst{11-8} = dst;
  let Inst{15-12} = pseudo{3-0};
  let Inst{31-16} = 0;
  let Inst{63-32} = imm;
  let Inst{95-64} = 0;
  let Inst{127-96} = pseudo{63-32};
  let mayLoad = 1;
}

//===-- Byte swaps ---------------------------------------------------------===//

// be/le convert between host order and the named order; bswap always
// swaps. The immediate gives the width.
class BSWAP<BPFClass cls, bit toBig, string name, int width>
    : InstBPF<(outs GPR:$dst), (ins GPR:$src),
              "$dst = " # name # width # " $src"> {
  bits<4> dst;
  let BPFClassBits = cls.Value;
  let Inst{3} = toBig;
  let Inst{7-4} = 0xd;
  let Inst{11-8} = dst;
  let Inst{63-32} = width;
  let DecodeIgnore{31-12} = -1;
  let Constraints = "$dst = $src";
}
foreach w = [16, 32, 64] in {
  def BE#w    : BSWAP<BPF_ALU, 1, "be", w>;
  def LE#w    : BSWAP<BPF_ALU, 0, "le", w>;
  def BSWAP#w : BSWAP<BPF_ALU64, 0, "bswap", w>;
}

//===-- Loads and stores ---------------------------------------------------===//

class LOAD<BPFMode mode, BPFSize size, string ty, RegisterClass RC,
           string ns = "BPF">
    : InstBPF<(outs RC:$dst), (ins MEMri:$addr),
              "$dst = *(" # ty # " *)($addr)"> {
  bits<4> dst;
  bits<4> addr_reg;
  bits<16> addr_off;
  let BPFClassBits = BPF_LDX.Value;
  let Inst{4-3} = size.Value;
  let Inst{7-5} = mode.Value;
  let Inst{11-8} = dst;
  let Inst{15-12} = addr_reg;
  let Inst{31-16} = addr_off;
  let DecodeIgnore{63-32} = -1;
  let mayLoad = 1;
  let DecoderNamespace = ns;
}

foreach s = [BPF_B, BPF_H, BPF_W, BPF_DW] in
  def LD # !toupper(s.Type) : LOAD<BPF_MEM, s, s.Type, GPR>;
foreach s = [BPF_B, BPF_H, BPF_W] in
  def LD # !toupper(s.Type) # _32 : LOAD<BPF_MEM, s, s.Type, GPR32, "BPFALU32">;
def LDSB : LOAD<BPF_MEMSX, BPF_B, "s8", GPR>;
def LDSH : LOAD<BPF_MEMSX, BPF_H, "s16", GPR>;
def LDSW : LOAD<BPF_MEMSX, BPF_W, "s32", GPR>;

class STORE<BPFSize size, RegisterClass RC, string ns = "BPF">
    : InstBPF<(outs), (ins RC:$src, MEMri:$addr),
              "*(" # size.Type # " *)($addr) = $src"> {
  bits<4> src;
  bits<4> addr_reg;
  bits<16> addr_off;
  let BPFClassBits = BPF_STX.Value;
  let Inst{4-3} = size.Value;
  let Inst{7-5} = BPF_MEM.Value;
  let Inst{11-8} = addr_reg;
  let Inst{15-12} = src;
  let Inst{31-16} = addr_off;
  let DecodeIgnore{63-32} = -1;
  let mayStore = 1;
  let DecoderNamespace = ns;
}

class STORE_IMM<BPFSize size>
    : InstBPF<(outs), (ins i32imm:$imm, MEMri:$addr),
              "*(" # size.Type # " *)($addr) = $imm"> {
  bits<32> imm;
  bits<4> addr_reg;
  bits<16> addr_off;
  let BPFClassBits = BPF_ST.Value;
  let Inst{4-3} = size.Value;
  let Inst{7-5} = BPF_MEM.Value;
  let Inst{11-8} = addr_reg;
  let Inst{31-16} = addr_off;
  let Inst{63-32} = imm;
  let DecodeIgnore{15-12} = -1;
  let mayStore = 1;
}

foreach s = [BPF_B, BPF_H, BPF_W, BPF_DW] in {
  def ST # !toupper(s.Type) : STORE<s, GPR>;
  def ST # !toupper(s.Type) # _imm : STORE_IMM<s>;
}
foreach s = [BPF_B, BPF_H, BPF_W] in
  def ST # !toupper(s.Type) # _32 : STORE<s, GPR32, "BPFALU32">;

// Legacy packet loads: r0 = the packet bytes at a constant (ABS) or
// register (IND) offset from the packet in r6.
class LOAD_PACKET<BPFMode mode, BPFSize size, dag ins, string where>
    : InstBPF<(outs), ins, "r0 = *(" # size.Type # " *)skb[" # where # "]"> {
  let BPFClassBits = BPF_LD.Value;
  let Inst{4-3} = size.Value;
  let Inst{7-5} = mode.Value;
  let Defs = [R0];
  let Uses = [R6];
  let mayLoad = 1;
  let hasSideEffects = 1;
}
foreach s = [BPF_B, BPF_H, BPF_W] in {
  def LD_ABS_ # s.Type : LOAD_PACKET<BPF_ABS, s, (ins i32imm:$imm), "$imm"> {
    bits<32> imm;
    let Inst{63-32} = imm;
    let DecodeIgnore{31-8} = -1;
  }
  def LD_IND_ # s.Type : LOAD_PACKET<BPF_IND, s, (ins GPR:$val), "$val"> {
    bits<4> val;
    let Inst{15-12} = val;
    let DecodeIgnore{11-8} = -1;
    let DecodeIgnore{63-16} = -1;
  }
}

//===-- Atomics ------------------------------------------------------------===//
//
// Atomic operations are BPF_STX | BPF_ATOMIC; the immediate selects the
// operation, with bit 0 set when the old value is fetched.

class ATOMIC<BPFSize size, bits<8> atomicOp, dag outs, dag ins, string asmstr,
             string ns = "BPF">
    : InstBPF<outs, ins, asmstr> {
  bits<4> addr_reg;
  bits<16> addr_off;
  bits<4> val;
  let BPFClassBits = BPF_STX.Value;
  let Inst{4-3} = size.Value;
  let Inst{7-5} = BPF_ATOMIC.Value;
  let Inst{11-8} = addr_reg;
  let Inst{15-12} = val;
  let Inst{31-16} = addr_off;
  let Inst{39-32} = atomicOp;
  let DecodeIgnore{63-40} = -1;
  let mayLoad = 1;
  let mayStore = 1;
  let hasSideEffects = 1;
  let DecoderNamespace = ns;
}

// `lock *(uN *)(addr) op= val`: no result.
class ATOMIC_LOCK<BPFSize size, bits<8> atomicOp, string opstr, RegisterClass RC,
                  string ns = "BPF">
    : ATOMIC<size, atomicOp, (outs), (ins MEMri:$addr, RC:$val),
             "lock *(" # size.Type # " *)($addr) " # opstr # "= $val", ns> {
  // The operation's low four bits are not looked at (so the fetching
  // forms, which fix them, are more specific).
  let DecodeIgnore{35-32} = -1;
}

// `val = atomic_fetch_op((uN *)(addr), val)`: the old value comes back.
class ATOMIC_FETCH<BPFSize size, bits<8> atomicOp, string name, RegisterClass RC>
    : ATOMIC<size, atomicOp, (outs RC:$dst), (ins MEMri:$addr, RC:$val),
             "$dst = atomic_fetch_" # name # "((" # size.Type #
             " *)($addr), $val)", !if(!eq(RC, GPR32), "BPFALU32", "BPF")> {
  let Constraints = "$dst = $val";
}

class AtomicOp<string name, string opstr, bits<8> value> {
  string Name = name;
  string OpStr = opstr;
  bits<8> Value = value;
}
def AtomicAdd : AtomicOp<"add", "+", 0x00>;
def AtomicOr  : AtomicOp<"or", "|", 0x40>;
def AtomicAnd : AtomicOp<"and", "&", 0x50>;
def AtomicXor : AtomicOp<"xor", "^", 0xa0>;

// The 32-bit add also takes an r register, an older spelling.
def LOCK_ADD_32 : ATOMIC_LOCK<BPF_W, AtomicAdd.Value, "+", GPR>;

foreach op = [AtomicAdd, AtomicOr, AtomicAnd, AtomicXor] in {
  defvar name = op.Name;
  defvar opstr = op.OpStr;
  defvar atomicOp = op.Value;
  def LOCK_ # !toupper(name) # _64    : ATOMIC_LOCK<BPF_DW, atomicOp, opstr, GPR>;
  def LOCK_ # !toupper(name) # _32_32 : ATOMIC_LOCK<BPF_W, atomicOp, opstr, GPR32,
                                                    "BPFALU32">;
  def FETCH_ # !toupper(name) # _64 : ATOMIC_FETCH<BPF_DW, !or(atomicOp, 1), name, GPR>;
  def FETCH_ # !toupper(name) # _32 : ATOMIC_FETCH<BPF_W, !or(atomicOp, 1), name, GPR32>;
}

class XCHG<BPFSize size, string name, RegisterClass RC, string ns>
    : ATOMIC<size, 0xe1, (outs RC:$dst), (ins MEMri:$addr, RC:$val),
             "$dst = " # name # "($addr, $val)", ns> {
  let Constraints = "$dst = $val";
}
def XCHG_64 : XCHG<BPF_DW, "xchg_64", GPR, "BPF">;
def XCHG_32 : XCHG<BPF_W, "xchg32_32", GPR32, "BPFALU32">;

// Compare-and-exchange compares with r0 (w0) and returns the old value there.
class CMPXCHG<BPFSize size, string name, string r0, Register R0Reg,
              RegisterClass RC, string ns>
    : ATOMIC<size, 0xf1, (outs), (ins MEMri:$addr, RC:$val),
             r0 # " = " # name # "($addr, " # r0 # ", $val)", ns> {
  let Defs = [R0Reg];
  let Uses = [R0Reg];
}
def CMPXCHG_64 : CMPXCHG<BPF_DW, "cmpxchg_64", "r0", R0, GPR, "BPF">;
def CMPXCHG_32 : CMPXCHG<BPF_W, "cmpxchg32_32", "w0", W0, GPR32, "BPFALU32">;

//===-- Jumps --------------------------------------------------------------===//

class JMP_RR<BPFClass cls, bits<4> op, string cond, RegisterClass RC>
    : InstBPF<(outs), (ins RC:$dst, RC:$src, brtarget:$BrDst),
              "if $dst " # cond # " $src goto $BrDst"> {
  bits<4> dst;
  bits<4> src;
  bits<16> BrDst;
  let BPFClassBits = cls.Value;
  let Inst{3} = 1;
  let Inst{7-4} = op;
  let Inst{11-8} = dst;
  let Inst{15-12} = src;
  let Inst{31-16} = BrDst;
  let DecodeIgnore{63-32} = -1;
  let isBranch = 1;
  let isTerminator = 1;
}

class JMP_RI<BPFClass cls, bits<4> op, string cond, RegisterClass RC>
    : InstBPF<(outs), (ins RC:$dst, i32imm:$imm, brtarget:$BrDst),
              "if $dst " # cond # " $imm goto $BrDst"> {
  bits<4> dst;
  bits<32> imm;
  bits<16> BrDst;
  let BPFClassBits = cls.Value;
  let Inst{7-4} = op;
  let Inst{11-8} = dst;
  let Inst{31-16} = BrDst;
  let Inst{63-32} = imm;
  let DecodeIgnore{15-12} = -1;
  let isBranch = 1;
  let isTerminator = 1;
}

multiclass JMP<bits<4> op, string cond> {
  def _rr    : JMP_RR<BPF_JMP, op, cond, GPR>;
  def _ri    : JMP_RI<BPF_JMP, op, cond, GPR>;
  def _rr_32 : JMP_RR<BPF_JMP32, op, cond, GPR32>;
  def _ri_32 : JMP_RI<BPF_JMP32, op, cond, GPR32>;
}

defm JEQ  : JMP<0x1, "==">;
defm JUGT : JMP<0x2, ">">;
defm JUGE : JMP<0x3, ">=">;
defm JSET : JMP<0x4, "&">;
defm JNE  : JMP<0x5, "!=">;
defm JSGT : JMP<0x6, "s>">;
defm JSGE : JMP<0x7, "s>=">;
defm JULT : JMP<0xa, "<">;
defm JULE : JMP<0xb, "<=">;
defm JSLT : JMP<0xc, "s<">;
defm JSLE : JMP<0xd, "s<=">;

let isBranch = 1, isTerminator = 1, isBarrier = 1 in {
  def JMP : InstBPF<(outs), (ins brtarget:$BrDst), "goto $BrDst"> {
    bits<16> BrDst;
    let BPFClassBits = BPF_JMP.Value;
    let Inst{31-16} = BrDst;
    let DecodeIgnore{15-8} = -1;
    let DecodeIgnore{63-32} = -1;
  }
  // The long jump keeps its 32-bit offset in the immediate.
  def JMPL : InstBPF<(outs), (ins brtarget32:$BrDst), "gotol $BrDst"> {
    bits<32> BrDst;
    let BPFClassBits = BPF_JMP32.Value;
    let Inst{63-32} = BrDst;
    let DecodeIgnore{31-8} = -1;
  }
}

// A jump the verifier may take (BPF_JCOND).
def JCOND : InstBPF<(outs), (ins brtarget:$BrDst), "may_goto $BrDst"> {
  bits<16> BrDst;
  let BPFClassBits = BPF_JMP.Value;
  let Inst{7-4} = 0xe;
  let Inst{31-16} = BrDst;
  let DecodeIgnore{15-8} = -1;
  let DecodeIgnore{63-32} = -1;
  let isBranch = 1;
  let isTerminator = 1;
  let hasSideEffects = 1;
}

let isCall = 1, Defs = [R0, R1, R2, R3, R4, R5], Uses = [R11] in {
  def JAL : InstBPF<(outs), (ins calltarget:$BrDst), "call $BrDst"> {
    bits<32> BrDst;
    let BPFClassBits = BPF_JMP.Value;
    let Inst{7-4} = 0x8;
    let Inst{63-32} = BrDst;
    let DecodeIgnore{31-8} = -1;
  }
  // Indirect call through a register, which sits in the destination field.
  def JALX : InstBPF<(outs), (ins GPR:$BrDst), "callx $BrDst"> {
    bits<4> BrDst;
    let BPFClassBits = BPF_JMP.Value;
    let Inst{3} = 1;
    let Inst{7-4} = 0x8;
    let Inst{11-8} = BrDst;
    let DecodeIgnore{63-12} = -1;
  }
}

let isReturn = 1, isTerminator = 1, isBarrier = 1, Uses = [R0] in
def RET : InstBPF<(outs), (ins), "exit"> {
  let BPFClassBits = BPF_JMP.Value;
  let Inst{7-4} = 0x9;
  let DecodeIgnore{31-8} = -1;
}

//===-- The target ---------------------------------------------------------===//

def BPFInstrInfo : InstrInfo;

def BPF : Target {
  let InstructionSet = BPFInstrInfo;
  let ElfMachine = 247;      // EM_BPF
  let DataReloc32 = 3;       // R_BPF_64_ABS32
  let DataReloc64 = 2;       // R_BPF_64_ABS64
  let CommentStrings = ["#", "//"];
  // llvm-mc decodes without the alu32 feature: the 32-bit loads, stores
  // and atomics (BPFALU32) are never what bytes decode to.
  let DecoderNamespaces = ["BPF"];
  // llvm-mc pads BPF code with the 64-bit word 0x15000000.
  let NopBytes = [0x00, 0x00, 0x00, 0x15, 0x00, 0x00, 0x00, 0x00];
}
include "BPFSelection.td"
