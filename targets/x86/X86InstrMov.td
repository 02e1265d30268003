//===- X86InstrMov.td - x86-64 moves -----------------------*- tablegen -*-===//
//
// mov between registers and memory (0x88-0x8B), immediates into registers
// (0xB0+r, 0xB8+r) and memory (0xC6, 0xC7 /0). A 64-bit register takes a
// sign-extended 32-bit immediate (0xC7 /0) when the value allows, else
// the 8-byte `movabsq` form, which `movq` also spells.
//
//===----------------------------------------------------------------------===//

foreach i = 0...3 in {
  defvar s = AllSizes[i];
  defvar mn = "mov" # s.Suffix;
  defvar op = !add(0x88, s.OpcodeBit);
  def MOV # s.Bits # rr : SizedInst<s, [op], MRMDestReg, (outs s.RC:$dst), (ins s.RC:$src), mn # "\t$src, $dst"> {
    let isMoveReg = 1;
  }
  def MOV # s.Bits # rm : SizedInst<s, [!add(op, 2)], MRMSrcMem, (outs s.RC:$dst), (ins s.Mem:$src), mn # "\t$src, $dst"> {
    let mayLoad = 1;
    // A GOT load a linker may relax (movq: into lea).
    let GotRelaxation = !cond(!eq(i, 3) : 2, !eq(i, 2) : 1, true : 0);
  }
  def MOV # s.Bits # mr : SizedInst<s, [op], MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src), mn # "\t$src, $dst"> {
    let mayStore = 1;
  }
  def MOV # s.Bits # mi : SizedInst<s, [!if(!eq(i, 0), 0xC6, 0xC7)], MRM0m, (outs), (ins s.Mem:$dst, s.Imm:$src), mn # "\t$src, $dst"> {
    let mayStore = 1;
  }
}
// Between registers with the load opcode (0x8A, 0x8B), which `.s` asks for.
foreach i = 0...3 in {
  defvar s = AllSizes[i];
  def MOV # s.Bits # rr_REV : SizedInst<s, [!add(0x8A, s.OpcodeBit)], MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src),
                                        "mov" # s.Suffix # "\t$src, $dst"> {
    let isMoveReg = 1;
    let isCodeGenOnly = 1;
    let ForceDisassemble = 1;
  }
  foreach mn = ["mov" # s.Suffix # ".s", "mov.s"] in
    def : InstAlias<mn # "\t$src, $dst", (!cast<Instruction>("MOV" # s.Bits # "rr_REV") s.RC:$dst, s.RC:$src), 0>;
}

// Immediate into a register: the register in the opcode byte.
let isMoveImm = 1 in {
  def MOV8ri  : SizedInst<Size8,  [0xB0], AddRegFrm, (outs GR8:$dst),  (ins i8imm:$src),  "mov{b}\t$src, $dst">;
  def MOV16ri : SizedInst<Size16, [0xB8], AddRegFrm, (outs GR16:$dst), (ins i16imm:$src), "mov{w}\t$src, $dst">;
  def MOV32ri : SizedInst<Size32, [0xB8], AddRegFrm, (outs GR32:$dst), (ins i32imm:$src), "mov{l}\t$src, $dst">;
  def MOV64ri32 : SizedInst<Size64, [0xC7], MRM0r, (outs GR64:$dst), (ins i64i32imm:$src), "mov{q}\t$src, $dst">;
  def MOV64ri : SizedInst<Size64, [0xB8], AddRegFrm, (outs GR64:$dst), (ins i64imm:$src), "movabs{q}\t$src, $dst">;
}
// `movq` with an immediate that needs all 8 bytes (prints as movabsq).
def : InstAlias<"mov{q}\t$src, $dst", (MOV64ri GR64:$dst, i64imm:$src), 0>;

// movabs between the accumulator and an 8-byte absolute address.
let ImplicitAddress = 1, ImplicitSegment = 1 in
foreach i = 0...3 in {
  defvar s = AllSizes[i];
  defvar acc = s.Accumulator;
  def MOV # s.Bits # ao64 : SizedInst<s, [!add(0xA0, s.OpcodeBit)], RawFrm, (outs), (ins offset64:$src),
                                      !strconcat("movabs", s.Suffix, "\t{$src, ", acc, "|", !substr(acc, 1), ", ${src:", s.IntelSize, "}}")> {
    let mayLoad = 1;
  }
  def MOV # s.Bits # o64a : SizedInst<s, [!add(0xA2, s.OpcodeBit)], RawFrm, (outs), (ins offset64:$dst),
                                      !strconcat("movabs", s.Suffix, "\t{", acc, ", $dst|${dst:", s.IntelSize, "}, ", !substr(acc, 1), "}")> {
    let mayStore = 1;
  }
}

// lea: the address itself (0x8D), never read.
foreach i = 1...3 in {
  defvar s = AllSizes[i];
  def LEA # s.Bits # r : SizedInst<s, [0x8D], MRMSrcMem, (outs s.RC:$dst), (ins lea64mem:$src), "lea" # s.Suffix # "\t$src, $dst">;
}
