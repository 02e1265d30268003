//===- AArch64Formats.td - AArch64 instruction encodings for tdc ----------===//
//
// One class per encoding group of the Arm A64 instruction set. Bit 31 is
// the most significant bit of the 32-bit word, which is stored
// little-endian. `sf` is 1 for the 64-bit forms.
//
//===----------------------------------------------------------------------===//

class A64Inst<dag outs, dag ins, string mnemonic, string operands> : Instruction {
  field bits<32> Inst;
  // Bits the processor does not look at (see the prelude).
  field bits<32> DecodeIgnore = 0;
  let Namespace = "AArch64";
  let Size = 4;
  let OutOperandList = outs;
  let InOperandList = ins;
  // Apple's syntax writes the arrangement of the first operand that has
  // one after the mnemonic (`umov.s w0, v1[1]`) and the registers bare.
  // InApple: whether it has the instruction at all (the dot products'
  // lane forms are bare without a suffix; fcvtl has only the generic
  // form, which both read).
  // (The loop variables have names no multiclass loop uses: a foreach
  // around a def substitutes its own into the inherited fields.)
  string AppleSuffix = !foldl("", !listconcat(!foreach(a64_i, !range(!size(outs)), !getdagarg<DAGOperand>(outs, a64_i)),
                                              !foreach(a64_i, !range(!size(ins)), !getdagarg<DAGOperand>(ins, a64_i))),
                              a64_found, a64_op, !if(!empty(a64_found), a64_op.MnemonicSuffix, a64_found));
  bit InApple = !not(!empty(AppleSuffix));
  let AsmString = mnemonic # !if(InApple, "{|" # !if(!empty(AppleSuffix), "", "." # AppleSuffix) # "}", "")
                  # !if(!eq(operands, ""), "", "\t" # operands);
  let mayLoad = 0;
  let mayStore = 0;
  // A destination Z register that is also read (tied) makes an SVE
  // destructive operation, which may follow a movprfx.
  let isPrefixable = !eq(!find(Constraints, "$Z"), 0);
}

//===-- Data processing: registers -----------------------------------------===//

// ADD/SUB (shifted register): sf op S 01011 shift 0 Rm imm6 Rn Rd.
class AddSubShifted<bit sf, bit op, bit S, string mnemonic, RegisterClass rc, Operand shifted>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn, shifted:$Rm), mnemonic, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm_reg;
  bits<8> Rm_shift;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29} = S;
  let Inst{28-24} = 0b01011;
  let Inst{23-22} = Rm_shift{7-6};
  let Inst{21} = 0;
  let Inst{20-16} = Rm_reg;
  let Inst{15-10} = Rm_shift{5-0};
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// ADD/SUB (extended register): sf op S 01011 00 1 Rm option imm3 Rn Rd.
class AddSubExtended<bit sf, bit op, bit S, string mnemonic, RegisterClass dst,
                     RegisterClass src, Operand extended>
    : A64Inst<(outs dst:$Rd), (ins src:$Rn, extended:$Rm), mnemonic, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm_reg;
  bits<6> Rm_ext;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29} = S;
  let Inst{28-24} = 0b01011;
  let Inst{23-21} = 0b001;
  let Inst{20-16} = Rm_reg;
  let Inst{15-10} = Rm_ext;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// The 64-bit source forms: option is x11 (uxtx or sxtx).
class AddSubExtended64<bit op, bit S, string mnemonic, RegisterClass dst>
    : AddSubExtended<1, op, S, mnemonic, dst, GPR64sp, extended_reg_x64> {
  let Inst{14-13} = 0b11;
}

// ADD/SUB (immediate): sf op S 100010 sh imm12 Rn Rd.
class AddSubImmediate<bit sf, bit op, bit S, string mnemonic, RegisterClass dst,
                      RegisterClass src, Operand immediate = addsub_imm>
    : A64Inst<(outs dst:$Rd), (ins src:$Rn, immediate:$imm), mnemonic, "$Rd, $Rn, $imm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<12> imm_imm;
  bits<1> imm_shift;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29} = S;
  let Inst{28-23} = 0b100010;
  let Inst{22} = imm_shift{0};
  let Inst{21-10} = imm_imm{11-0};
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// ADC/SBC: sf op S 11010000 Rm 000000 Rn Rd.
class AddSubCarry<bit sf, bit op, bit S, string mnemonic, RegisterClass rc>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm), mnemonic, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29} = S;
  let Inst{28-21} = 0b11010000;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b000000;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Logical (shifted register): sf opc 01010 shift N Rm imm6 Rn Rd.
class LogicalShifted<bit sf, bits<2> opc, bit N, string mnemonic, RegisterClass rc, Operand shifted>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn, shifted:$Rm), mnemonic, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm_reg;
  bits<8> Rm_shift;
  let Inst{31} = sf;
  let Inst{30-29} = opc;
  let Inst{28-24} = 0b01010;
  let Inst{23-22} = Rm_shift{7-6};
  let Inst{21} = N;
  let Inst{20-16} = Rm_reg;
  let Inst{15-10} = Rm_shift{5-0};
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Logical (immediate): sf opc 100100 N immr imms Rn Rd; the operand's
// encoder gives N:immr:imms.
class LogicalImmediate<bit sf, bits<2> opc, string mnemonic, RegisterClass dst,
                       RegisterClass src, Operand imm>
    : A64Inst<(outs dst:$Rd), (ins src:$Rn, imm:$imm), mnemonic, "$Rd, $Rn, $imm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<13> imm;
  let Inst{31} = sf;
  let Inst{30-29} = opc;
  let Inst{28-23} = 0b100100;
  let Inst{22-10} = imm;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Move wide (immediate): sf opc 100101 hw imm16 Rd.
class MoveWide<bit sf, bits<2> opc, string mnemonic, RegisterClass rc, Operand imm>
    : A64Inst<(outs rc:$Rd), (ins imm:$imm), mnemonic, "$Rd, $imm"> {
  bits<5> Rd;
  bits<16> imm_imm16;
  bits<2> imm_hw;
  let Inst{31} = sf;
  let Inst{30-29} = opc;
  let Inst{28-23} = 0b100101;
  let Inst{22-21} = imm_hw{1-0};
  let Inst{20-5} = imm_imm16{15-0};
  let Inst{4-0} = Rd;
  let isMoveImm = 1;
}

// movk keeps the other bits of Rd.
class MoveKeep<bit sf, RegisterClass rc, Operand imm>
    : A64Inst<(outs rc:$Rd), (ins rc:$src, imm:$imm), "movk", "$Rd, $imm"> {
  bits<5> Rd;
  bits<16> imm_imm16;
  bits<2> imm_hw;
  let Constraints = "$src = $Rd";
  let Inst{31} = sf;
  let Inst{30-29} = 0b11;
  let Inst{28-23} = 0b100101;
  let Inst{22-21} = imm_hw{1-0};
  let Inst{20-5} = imm_imm16{15-0};
  let Inst{4-0} = Rd;
}

// Bitfield: sf opc 100110 N immr imms Rn Rd, N = sf.
class Bitfield<bit sf, bits<2> opc, string mnemonic, RegisterClass rc, Operand imm>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn, imm:$immr, imm:$imms), mnemonic, "$Rd, $Rn, $immr, $imms"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<6> immr;
  bits<6> imms;
  let Inst{31} = sf;
  let Inst{30-29} = opc;
  let Inst{28-23} = 0b100110;
  let Inst{22} = sf;
  let Inst{21-16} = immr;
  let Inst{15-10} = imms;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// bfm inserts into Rd, keeping its other bits.
class BitfieldInsert<bit sf, RegisterClass rc, Operand imm>
    : A64Inst<(outs rc:$Rd), (ins rc:$src, rc:$Rn, imm:$immr, imm:$imms), "bfm", "$Rd, $Rn, $immr, $imms"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<6> immr;
  bits<6> imms;
  let Constraints = "$src = $Rd";
  let Inst{31} = sf;
  let Inst{30-29} = 0b01;
  let Inst{28-23} = 0b100110;
  let Inst{22} = sf;
  let Inst{21-16} = immr;
  let Inst{15-10} = imms;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Extract: sf 00 100111 N 0 Rm imms Rn Rd, N = sf.
class Extract<bit sf, RegisterClass rc, Operand imm>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm, imm:$imm), "extr", "$Rd, $Rn, $Rm, $imm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<6> imm;
  let Inst{31} = sf;
  let Inst{30-23} = 0b00100111;
  let Inst{22} = sf;
  let Inst{21} = 0;
  let Inst{20-16} = Rm;
  let Inst{15-10} = imm;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Data processing (2 source): sf 0 0 11010110 Rm opcode Rn Rd.
class TwoSource<bit sf, bits<6> opcode, string mnemonic, RegisterClass rc>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm), mnemonic, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = sf;
  let Inst{30-21} = 0b0011010110;
  let Inst{20-16} = Rm;
  let Inst{15-10} = opcode;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Data processing (1 source): sf 1 0 11010110 00000 opcode Rn Rd.
class OneSource<bit sf, bits<6> opcode, string mnemonic, RegisterClass rc>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn), mnemonic, "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31} = sf;
  let Inst{30-21} = 0b1011010110;
  let Inst{20-16} = 0b00000;
  let Inst{15-10} = opcode;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Data processing (3 source): sf 00 11011 op31 Rm o0 Ra Rn Rd.
class ThreeSource<bit sf, bits<3> op31, bit o0, string mnemonic, RegisterClass dst,
                  RegisterClass src>
    : A64Inst<(outs dst:$Rd), (ins src:$Rn, src:$Rm, dst:$Ra), mnemonic, "$Rd, $Rn, $Rm, $Ra"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<5> Ra;
  let Inst{31} = sf;
  let Inst{30-29} = 0b00;
  let Inst{28-24} = 0b11011;
  let Inst{23-21} = op31;
  let Inst{20-16} = Rm;
  let Inst{15} = o0;
  let Inst{14-10} = Ra;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// smulh/umulh: a three-source form with Ra = 31 and no Ra operand.
class MulHigh<bit U, string mnemonic>
    : A64Inst<(outs GPR64:$Rd), (ins GPR64:$Rn, GPR64:$Rm), mnemonic, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-24} = 0b10011011;
  let Inst{23} = U;
  let Inst{22-21} = 0b10;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b011111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  // Ra is not looked at.
  let DecodeIgnore{14-10} = -1;
}

// Conditional select: sf op 0 11010100 Rm cond op2 Rn Rd.
class CondSelect<bit sf, bit op, bits<2> op2, string mnemonic, RegisterClass rc>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm, ccode:$cond), mnemonic, "$Rd, $Rn, $Rm, $cond"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<4> cond;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29-21} = 0b011010100;
  let Inst{20-16} = Rm;
  let Inst{15-12} = cond;
  let Inst{11-10} = op2;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [NZCV];
}

// Conditional compare: sf op 1 11010010 Rm|imm5 cond imm 0 Rn 0 nzcv.
class CondCompare<bit sf, bit op, bit imm, string mnemonic, RegisterClass rc, DAGOperand rhs>
    : A64Inst<(outs), (ins rc:$Rn, rhs:$Rm, imm0_15:$nzcv, ccode:$cond), mnemonic,
              "$Rn, $Rm, $nzcv, $cond"> {
  bits<5> Rn;
  bits<5> Rm;
  bits<4> nzcv;
  bits<4> cond;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29-21} = 0b111010010;
  let Inst{20-16} = Rm;
  let Inst{15-12} = cond;
  let Inst{11} = imm;
  let Inst{10} = 0;
  let Inst{9-5} = Rn;
  let Inst{4} = 0;
  let Inst{3-0} = nzcv;
  let Uses = [NZCV];
  let Defs = [NZCV];
}

//===-- Branches -----------------------------------------------------------===//

// b, bl: op 00101 imm26.
class BranchImm<bit op, string mnemonic, Operand target>
    : A64Inst<(outs), (ins target:$target), mnemonic, "$target"> {
  bits<26> target;
  let Inst{31} = op;
  let Inst{30-26} = 0b00101;
  let Inst{25-0} = target;
  let isBranch = !not(op);
  let isCall = op;
  let isTerminator = !not(op);
  let isBarrier = !not(op);
}

// br, blr, ret: 1101011 opc 11111 000000 Rn 00000.
class BranchReg<bits<4> opc, string mnemonic, string operands = "$Rn">
    : A64Inst<(outs), (ins GPR64:$Rn), mnemonic, operands> {
  bits<5> Rn;
  let Inst{31-25} = 0b1101011;
  let Inst{24-21} = opc;
  let Inst{20-10} = 0b11111000000;
  let Inst{9-5} = Rn;
  let Inst{4-0} = 0b00000;
  let isIndirectBranch = 1;
}

// cbz, cbnz: sf 011010 op imm19 Rt.
class CompareBranch<bit sf, bit op, string mnemonic, RegisterClass rc>
    : A64Inst<(outs), (ins rc:$Rt, br_target19:$target), mnemonic, "$Rt, $target"> {
  bits<5> Rt;
  bits<19> target;
  let Inst{31} = sf;
  let Inst{30-25} = 0b011010;
  let Inst{24} = op;
  let Inst{23-5} = target;
  let Inst{4-0} = Rt;
  let isBranch = 1;
  let isTerminator = 1;
}

// tbz, tbnz: b5 011011 op b40 imm14 Rt; b5 is the bit number's bit 5,
// set in the x form (bits 32-63), clear in the w form.
class TestBranch<bit sf, bit op, string mnemonic, RegisterClass rc, Operand bitop>
    : A64Inst<(outs), (ins rc:$Rt, bitop:$bitnum, br_target14:$target), mnemonic,
              "$Rt, $bitnum, $target"> {
  bits<5> Rt;
  bits<6> bitnum;
  bits<14> target;
  let Inst{31} = !if(sf, bitnum{5}, 0);
  let Inst{30-25} = 0b011011;
  let Inst{24} = op;
  let Inst{23-19} = bitnum{4-0};
  let Inst{18-5} = target;
  let Inst{4-0} = Rt;
  let isBranch = 1;
  let isTerminator = 1;
}

// b.cond: 0101010 0 imm19 0 cond.
class CondBranch : A64Inst<(outs), (ins ccode:$cond, br_target19:$target), "b.$cond", "$target"> {
  bits<4> cond;
  bits<19> target;
  let Inst{31-24} = 0b01010100;
  let Inst{23-5} = target;
  let Inst{4} = 0;
  let Inst{3-0} = cond;
  let isBranch = 1;
  let isTerminator = 1;
  let Uses = [NZCV];
}

//===-- Loads and stores ---------------------------------------------------===//
//
// size 111 V 0x opc ...: size is log2 of the access (q uses size 00 with
// opc 1x), V selects the SIMD&FP registers, opc is 00 store, 01 load,
// 10 signed load to 64 bits, 11 signed load to 32 bits. Loads write Rt,
// stores read it.

class LoadStoreBase<bits<2> size, bit V, bits<2> opc, string mnemonic, string operands,
                    RegisterClass rc, dag addr, dag extra_outs = (outs)>
    : A64Inst<!con(extra_outs, !if(!eq(opc, 0b00), (outs), !if(!and(V, !eq(opc, 0b10)), (outs), (outs rc:$Rt)))),
              !con(!if(!eq(opc, 0b00), (ins rc:$Rt), !if(!and(V, !eq(opc, 0b10)), (ins rc:$Rt), (ins))), addr),
              mnemonic, operands> {
  bits<5> Rt;
  bits<5> Rn;
  let Inst{31-30} = size;
  let Inst{29-27} = 0b111;
  let Inst{26} = V;
  let Inst{23-22} = opc;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = !and(!ne(opc, 0b00), !not(!and(V, !eq(opc, 0b10))));
  let mayStore = !not(mayLoad);
}

// [Xn, #imm]: unsigned 12-bit offset scaled by the access size.
class LoadStoreUnsigned<bits<2> size, bit V, bits<2> opc, string mnemonic, RegisterClass rc, Operand offset>
    : LoadStoreBase<size, V, opc, mnemonic, "$Rt, [$Rn, $offset]", rc, (ins GPR64sp:$Rn, offset:$offset)> {
  bits<12> offset;
  let Inst{25-24} = 0b01;
  let Inst{21-10} = offset;
}

// [Xn, #simm9] unscaled (ldur), pre-index [Xn, #simm9]! and post-index
// [Xn], #simm9; the index forms write the address back to Xn.
class LoadStoreSImm9<bits<2> size, bit V, bits<2> opc, bits<2> mode, string mnemonic, string operands,
                     RegisterClass rc, dag extra_outs = (outs)>
    : LoadStoreBase<size, V, opc, mnemonic, operands, rc, (ins GPR64sp:$Rn, simm9:$offset), extra_outs> {
  bits<9> offset;
  let Inst{25-24} = 0b00;
  let Inst{21} = 0;
  let Inst{20-12} = offset;
  let Inst{11-10} = mode;
}

class LoadStoreUnscaled<bits<2> size, bit V, bits<2> opc, string mnemonic, RegisterClass rc>
    : LoadStoreSImm9<size, V, opc, 0b00, mnemonic, "$Rt, [$Rn, $offset]", rc>;

// A writeback base that is also the register loaded or stored is
// unpredictable; llvm-mc rejects it, calling it a source for loads too.
class WritebackBase<bits<2> opc, bit V> {
  string DistinctRegisters = "$Rn != $Rt: unpredictable " #
      !if(!and(!ne(opc, 0b00), !not(!and(V, !eq(opc, 0b10)))), "LDR", "STR") #
      " instruction, writeback base is also a source";
}

class LoadStorePre<bits<2> size, bit V, bits<2> opc, string mnemonic, RegisterClass rc>
    : LoadStoreSImm9<size, V, opc, 0b11, mnemonic, "$Rt, [$Rn, $offset]!", rc, (outs GPR64sp:$wback)>,
      WritebackBase<opc, V> {
  let Constraints = "$Rn = $wback";
}

class LoadStorePost<bits<2> size, bit V, bits<2> opc, string mnemonic, RegisterClass rc>
    : LoadStoreSImm9<size, V, opc, 0b01, mnemonic, "$Rt, [$Rn], $offset", rc, (outs GPR64sp:$wback)>,
      WritebackBase<opc, V> {
  let Constraints = "$Rn = $wback";
}

// [Xn, Rm{, extend {#amount}}].
class LoadStoreRegOffset<bits<2> size, bit V, bits<2> opc, string mnemonic, RegisterClass rc, Operand index>
    : LoadStoreBase<size, V, opc, mnemonic, "$Rt, [$Rn, $Rm]", rc, (ins GPR64sp:$Rn, index:$Rm)> {
  bits<5> Rm_reg;
  bits<4> Rm_ext;
  let Inst{25-24} = 0b00;
  let Inst{21} = 1;
  let Inst{20-16} = Rm_reg;
  let Inst{15-12} = Rm_ext;
  let Inst{11-10} = 0b10;
}

// Literal: opc 011 V 00 imm19 Rt.
class LoadLiteral<bits<2> opc, bit V, string mnemonic, RegisterClass rc>
    : A64Inst<(outs rc:$Rt), (ins ldr_literal:$label), mnemonic, "$Rt, $label"> {
  bits<5> Rt;
  bits<19> label;
  let Inst{31-30} = opc;
  let Inst{29-27} = 0b011;
  let Inst{26} = V;
  let Inst{25-24} = 0b00;
  let Inst{23-5} = label;
  let Inst{4-0} = Rt;
  let mayLoad = 1;
}

// Load/store pair: opc 101 V 0 mode L imm7 Rt2 Rn Rt; mode 00 no
// allocate (ldnp), 01 post-index, 10 offset, 11 pre-index.
class LoadStorePair<bits<2> opc, bit V, bits<2> mode, bit L, string mnemonic, string operands,
                    RegisterClass rc, Operand offset, dag extra_outs = (outs)>
    : A64Inst<!con(extra_outs, !if(L, (outs rc:$Rt, rc:$Rt2), (outs))),
              !con(!if(L, (ins), (ins rc:$Rt, rc:$Rt2)), (ins GPR64sp:$Rn, offset:$offset)),
              mnemonic, operands> {
  bits<5> Rt;
  bits<5> Rt2;
  bits<5> Rn;
  bits<7> offset;
  let Inst{31-30} = opc;
  let Inst{29-27} = 0b101;
  let Inst{26} = V;
  let Inst{25} = 0;
  let Inst{24-23} = mode;
  let Inst{22} = L;
  let Inst{21-15} = offset;
  let Inst{14-10} = Rt2;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = L;
  let mayStore = !not(L);
}

// adr and adrp: op immlo 10000 immhi Rd.
class PCRelAddress<bit op, string mnemonic, Operand label>
    : A64Inst<(outs GPR64:$Rd), (ins label:$label), mnemonic, "$Rd, $label"> {
  bits<5> Rd;
  bits<21> label;
  let Inst{31} = op;
  let Inst{30-29} = label{1-0};
  let Inst{28-24} = 0b10000;
  let Inst{23-5} = label{20-2};
  let Inst{4-0} = Rd;
}

//===-- System -------------------------------------------------------------===//

// hint, barriers and clrex: 1101010100 0 00 011 0011|0010 CRm op2 11111.
class SystemNoReg<bits<4> crn, string mnemonic, string operands, dag ins>
    : A64Inst<(outs), ins, mnemonic, operands> {
  let Inst{31-12} = !or(0b11010101000000110000, crn);
  let Inst{4-0} = 0b11111;
  let hasSideEffects = 1;
}

class Hint : SystemNoReg<0b0010, "hint", "$imm", (ins imm0_127:$imm)> {
  bits<7> imm;
  let Inst{11-5} = imm;
}

class Barrier<bits<3> op2, string mnemonic, DAGOperand option>
    : SystemNoReg<0b0011, mnemonic, "$CRm", (ins option:$CRm)> {
  bits<4> CRm;
  let Inst{11-8} = CRm;
  let Inst{7-5} = op2;
}

// Exception generation: 11010100 opc imm16 000 LL.
class Exception<bits<3> opc, bits<2> ll, string mnemonic>
    : A64Inst<(outs), (ins imm0_65535_hex:$imm), mnemonic, "$imm"> {
  bits<16> imm;
  let Inst{31-24} = 0b11010100;
  let Inst{23-21} = opc;
  let Inst{20-5} = imm;
  let Inst{4-2} = 0b000;
  let Inst{1-0} = ll;
  let hasSideEffects = 1;
}

// mrs and msr (register): 1101010100 L op0 op1 CRn CRm op2 Rt. The
// architecture's op0 is 2 or 3; llvm-mc also reads and writes 0 and 1 in
// the generic form (`msr S0_0_C4_C4_0, xzr`), where no system
// instruction, hint or pstate write takes the word.
class SystemMove<bit L, string mnemonic, string operands, dag outs, dag ins>
    : A64Inst<outs, ins, mnemonic, operands> {
  bits<5> Rt;
  bits<16> sysreg;
  let Inst{31-22} = 0b1101010100;
  let Inst{21} = L;
  let Inst{20-5} = sysreg;
  let Inst{4-0} = Rt;
  let hasSideEffects = 1;
}

//===-- Scalar floating point ----------------------------------------------===//
//
// 000 11110 ftype ...: ftype is 00 single, 01 double, 11 half.

class FPInst<bits<2> ftype, dag outs, dag ins, string mnemonic, string operands>
    : A64Inst<outs, ins, mnemonic, operands> {
  let Predicates = [HasFPARMv8];
  let Inst{31-24} = 0b00011110;
  let Inst{23-22} = ftype;
  let Uses = [];
}

// Two sources: ... 1 Rm opcode 10 Rn Rd.
class FPTwoSource<bits<2> ftype, bits<4> opcode, string mnemonic, RegisterClass rc>
    : FPInst<ftype, (outs rc:$Rd), (ins rc:$Rn, rc:$Rm), mnemonic, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-12} = opcode;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Three sources: 000 11111 ftype o1 Rm o0 Ra Rn Rd.
class FPThreeSource<bits<2> ftype, bit o1, bit o0, string mnemonic, RegisterClass rc>
    : A64Inst<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm, rc:$Ra), mnemonic, "$Rd, $Rn, $Rm, $Ra"> {
  let Predicates = [HasFPARMv8];
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<5> Ra;
  let Inst{31-24} = 0b00011111;
  let Inst{23-22} = ftype;
  let Inst{21} = o1;
  let Inst{20-16} = Rm;
  let Inst{15} = o0;
  let Inst{14-10} = Ra;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// One source: ... 1 opcode 10000 Rn Rd.
class FPOneSource<bits<2> ftype, bits<6> opcode, string mnemonic, RegisterClass dst, RegisterClass src>
    : FPInst<ftype, (outs dst:$Rd), (ins src:$Rn), mnemonic, "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{21} = 1;
  let Inst{20-15} = opcode;
  let Inst{14-10} = 0b10000;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// fmov of a constant: ... 1 imm8 100 00000 Rd.
class FPMoveImm<bits<2> ftype, RegisterClass rc>
    : FPInst<ftype, (outs rc:$Rd), (ins fp_imm:$imm), "fmov", "$Rd, $imm"> {
  bits<5> Rd;
  bits<8> imm;
  let Inst{21} = 1;
  let Inst{20-13} = imm;
  let Inst{12-10} = 0b100;
  let Inst{9-5} = 0b00000;
  let Inst{4-0} = Rd;
}

// Conversions between FP and integer registers:
// sf 00 11110 ftype 1 rmode opcode 000000 Rn Rd.
class FPIntConvert<bit sf, bits<2> ftype, bits<2> rmode, bits<3> opcode, string mnemonic,
                   DAGOperand dst, DAGOperand src>
    : A64Inst<(outs dst:$Rd), (ins src:$Rn), mnemonic, "$Rd, $Rn"> {
  let Predicates = [HasFPARMv8];
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31} = sf;
  let Inst{30-24} = 0b0011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-19} = rmode;
  let Inst{18-16} = opcode;
  let Inst{15-10} = 0b000000;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Fixed-point conversions: sf 00 11110 ftype 0 rmode opcode scale Rn Rd.
class FPFixedConvert<bit sf, bits<2> ftype, bits<2> rmode, bits<3> opcode, string mnemonic,
                     RegisterClass dst, RegisterClass src, Operand fbits>
    : A64Inst<(outs dst:$Rd), (ins src:$Rn, fbits:$scale), mnemonic, "$Rd, $Rn, $scale"> {
  let Predicates = [HasFPARMv8];
  bits<5> Rd;
  bits<5> Rn;
  bits<6> scale;
  let Inst{31} = sf;
  let Inst{30-24} = 0b0011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 0;
  let Inst{20-19} = rmode;
  let Inst{18-16} = opcode;
  let Inst{15-10} = scale;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// fcmp and fcmpe: ... 1 Rm 00 1000 Rn 0 opc 000; opc bit 0 compares with
// zero, bit 1 signals on quiet NaNs.
class FPCompare<bits<2> ftype, bits<2> opc, string mnemonic, string operands, dag ins>
    : FPInst<ftype, (outs), ins, mnemonic, operands> {
  bits<5> Rn;
  bits<5> Rm;
  let Inst{21} = 1;
  let Inst{20-16} = !if(opc{0}, 0b00000, Rm);
  let Inst{15-10} = 0b001000;
  let Inst{9-5} = Rn;
  let Inst{4-3} = opc;
  let Inst{2-0} = 0b000;
  // The comparisons with zero do not look at Rm.
  let DecodeIgnore{20-16} = !if(opc{0}, 0b11111, 0b00000);
  let Defs = [NZCV];
}

// fccmp and fccmpe: ... 1 Rm cond 01 Rn op nzcv.
class FPCondCompare<bits<2> ftype, bit op, string mnemonic, RegisterClass rc>
    : FPInst<ftype, (outs), (ins rc:$Rn, rc:$Rm, imm0_15:$nzcv, ccode:$cond), mnemonic, "$Rn, $Rm, $nzcv, $cond"> {
  bits<5> Rn;
  bits<5> Rm;
  bits<4> nzcv;
  bits<4> cond;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-12} = cond;
  let Inst{11-10} = 0b01;
  let Inst{9-5} = Rn;
  let Inst{4} = op;
  let Inst{3-0} = nzcv;
  let Uses = [NZCV];
  let Defs = [NZCV];
}

// fcsel: ... 1 Rm cond 11 Rn Rd.
class FPCondSelect<bits<2> ftype, RegisterClass rc>
    : FPInst<ftype, (outs rc:$Rd), (ins rc:$Rn, rc:$Rm, ccode:$cond), "fcsel", "$Rd, $Rn, $Rm, $cond"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<4> cond;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-12} = cond;
  let Inst{11-10} = 0b11;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [NZCV];
}
