//===- BPFSelection.td - BPF selection patterns and calling convention ----===//
// 64-bit values in r0-r9; arguments in r1-r5, the result in r0, r6-r9
// preserved, r10 the read-only frame pointer. Narrower integers are widened
// before selection. Comparisons exist only as conditional jumps. Signed
// division and sign-extending loads are cpu v4 instructions, which rbpf
// (where selected code is tested) does not run: they have no pattern.
//===----------------------------------------------------------------------===//

def BPFCallingConv : CallingConv {
  let ArgumentRegisters = [R1, R2, R3, R4, R5];
  let ReturnRegister = R0;
  let CalleeSaved = [R6, R7, R8, R9];
  let StackPointer = R10;
  let Reserved = [R11];
  let ValueClasses = [GPR];
  // The kernel's limits: five arguments, all in registers; 512 bytes of stack.
  let StackArguments = 0; let StackLimit = 512;
}

// Immediates an instruction holds: 32 bits, sign-extended to 64.
def i64immSExt32 : ImmLeaf<i64, "is_simm32">;
// The immediate as the instruction's 32-bit field takes it.
def Imm32 : SDNodeXForm<imm, "low32">;

// A base register plus a 16-bit signed offset.
def ADDRri : ComplexPattern<i64, 2, "select_addr", [add]>;

multiclass BinOp<SDNode node, Instruction rr, Instruction ri> {
  def : Pat<(node GPR:$a, GPR:$b), (rr $a, $b)>;
  def : Pat<(node GPR:$a, i64immSExt32:$imm), (ri $a, (Imm32 imm:$imm))>;
}
defm : BinOp<add, ADD_rr, ADD_ri>;
defm : BinOp<sub, SUB_rr, SUB_ri>;
defm : BinOp<mul, MUL_rr, MUL_ri>;
defm : BinOp<or, OR_rr, OR_ri>;
defm : BinOp<and, AND_rr, AND_ri>;
defm : BinOp<xor, XOR_rr, XOR_ri>;
defm : BinOp<udiv, DIV_rr, DIV_ri>;
defm : BinOp<urem, MOD_rr, MOD_ri>;
defm : BinOp<shl, SLL_rr, SLL_ri>;
defm : BinOp<srl, SRL_rr, SRL_ri>;
defm : BinOp<sra, SRA_rr, SRA_ri>;

// Constants: one instruction for 32-bit signed values, `ll` for the rest.
def : Pat<(i64 i64immSExt32:$imm), (MOV_ri (Imm32 imm:$imm))>;
def : Pat<(i64 imm:$imm), (LD_imm64 imm:$imm)>;

// Loads and stores.
def : Pat<(i64 (load ADDRri:$addr)), (LDU64 ADDRri:$addr)>;
def : Pat<(i64 (zextloadi32 ADDRri:$addr)), (LDU32 ADDRri:$addr)>;
def : Pat<(i64 (zextloadi16 ADDRri:$addr)), (LDU16 ADDRri:$addr)>;
def : Pat<(i64 (zextloadi8 ADDRri:$addr)), (LDU8 ADDRri:$addr)>;
def : Pat<(i64 (extloadi32 ADDRri:$addr)), (LDU32 ADDRri:$addr)>;
def : Pat<(i64 (extloadi16 ADDRri:$addr)), (LDU16 ADDRri:$addr)>;
def : Pat<(i64 (extloadi8 ADDRri:$addr)), (LDU8 ADDRri:$addr)>;
def : Pat<(store GPR:$v, ADDRri:$addr), (STU64 $v, ADDRri:$addr)>;
def : Pat<(truncstorei32 GPR:$v, ADDRri:$addr), (STU32 $v, ADDRri:$addr)>;
def : Pat<(truncstorei16 GPR:$v, ADDRri:$addr), (STU16 $v, ADDRri:$addr)>;
def : Pat<(truncstorei8 GPR:$v, ADDRri:$addr), (STU8 $v, ADDRri:$addr)>;

// Compare and branch.
multiclass CondJump<CondCode cc, Instruction rr, Instruction ri> {
  def : Pat<(brcond (i1 (setcc GPR:$a, GPR:$b, cc)), bb:$target), (rr $a, $b, bb:$target)>;
  def : Pat<(brcond (i1 (setcc GPR:$a, i64immSExt32:$imm, cc)), bb:$target), (ri $a, (Imm32 imm:$imm), bb:$target)>;
  def : Pat<(br_cc cc, GPR:$a, GPR:$b, bb:$target), (rr $a, $b, bb:$target)>;
  def : Pat<(br_cc cc, GPR:$a, i64immSExt32:$imm, bb:$target), (ri $a, (Imm32 imm:$imm), bb:$target)>;
}
defm : CondJump<SETEQ, JEQ_rr, JEQ_ri>;
defm : CondJump<SETNE, JNE_rr, JNE_ri>;
defm : CondJump<SETGT, JSGT_rr, JSGT_ri>;
defm : CondJump<SETGE, JSGE_rr, JSGE_ri>;
defm : CondJump<SETLT, JSLT_rr, JSLT_ri>;
defm : CondJump<SETLE, JSLE_rr, JSLE_ri>;
defm : CondJump<SETUGT, JUGT_rr, JUGT_ri>;
defm : CondJump<SETUGE, JUGE_rr, JUGE_ri>;
defm : CondJump<SETULT, JULT_rr, JULT_ri>;
defm : CondJump<SETULE, JULE_rr, JULE_ri>;
// A value as a condition: not zero.
def : Pat<(brcond GPR:$c, bb:$target), (JNE_ri $c, 0, bb:$target)>;

// Byte swaps: `be` converts to big-endian, which on little-endian BPF
// swaps the low 16, 32 or 64 bits and clears the rest.
def : Pat<(bswap GPR:$a), (BE64 $a)>;
