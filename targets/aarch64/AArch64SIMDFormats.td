//===- AArch64SIMDFormats.td - Advanced SIMD encodings for tdc ------------===//
//
// The encoding groups of Advanced SIMD. Vector forms have 0 Q U in bits
// 31-29; scalar forms (S = 1) have 0 1 U and bit 28 set. Rd is bits 4-0,
// Rn bits 9-5, Rm bits 20-16. An accumulating form (`tied`) reads its
// destination: the input $Rd_in is tied to $Rd and not written.
//
//===----------------------------------------------------------------------===//

// Three registers: 0 Q|S U 1 S 1 1 0 size b21 Rm op(15-10) Rn Rd.
// (three same: b21 1, op = opcode:1; three different: b21 1, op =
// opcode:00; three same extra and FP16: b21 0; permutes: b21 0.)
class SIMD3<bit S, bit Q, bit U, bits<2> size, bit b21, bits<6> op, string mnemonic,
            DAGOperand dt, DAGOperand nt, DAGOperand mt, bit tied = 0,
            string operands = "$Rd, $Rn, $Rm">
    : A64Inst<(outs dt:$Rd), !con(!if(tied, (ins dt:$Rd_in), (ins)), (ins nt:$Rn, mt:$Rm)),
              mnemonic, operands> {
  let Predicates = [HasNEON];
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Constraints = !if(tied, "$Rd = $Rd_in", "");
  let Inst{31} = 0;
  let Inst{30} = !or(Q, S);
  let Inst{29} = U;
  let Inst{28} = S;
  let Inst{27-24} = 0b1110;
  let Inst{23-22} = size;
  let Inst{21} = b21;
  let Inst{20-16} = Rm;
  let Inst{15-10} = op;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Two registers: 0 Q|S U 1 S 1 1 0 size b21_17 opcode 1 0 Rn Rd (two-register
// misc: b21_17 10000; across lanes 11000; FP16 two-register misc 11100;
// pairwise scalar 11000).
class SIMD2<bit S, bit Q, bit U, bits<2> size, bits<5> b21_17, bits<5> opcode, string mnemonic,
            DAGOperand dt, DAGOperand nt, bit tied = 0, string operands = "$Rd, $Rn", dag extra = (ins)>
    : A64Inst<(outs dt:$Rd), !con(!if(tied, (ins dt:$Rd_in), (ins)), (ins nt:$Rn), extra), mnemonic, operands> {
  let Predicates = [HasNEON];
  bits<5> Rd;
  bits<5> Rn;
  let Constraints = !if(tied, "$Rd = $Rd_in", "");
  let Inst{31} = 0;
  let Inst{30} = !or(Q, S);
  let Inst{29} = U;
  let Inst{28} = S;
  let Inst{27-24} = 0b1110;
  let Inst{23-22} = size;
  let Inst{21-17} = b21_17;
  let Inst{16-12} = opcode;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// By element: 0 Q|S U 1 S 1 1 1 size L M Rm opcode H 0 Rn Rd. The index
// takes H:L:M for 16-bit elements (Rm then has four bits), H:L for 32
// and H for 64.
class SIMDIndexedBase<bit S, bit Q, bit U, bits<2> size, bits<4> opcode, string mnemonic,
                      DAGOperand dt, DAGOperand nt, DAGOperand mt, Operand index, bit tied>
    : A64Inst<(outs dt:$Rd), !con(!if(tied, (ins dt:$Rd_in), (ins)), (ins nt:$Rn, mt:$Rm, index:$idx)),
              mnemonic, "$Rd, $Rn, $Rm$idx"> {
  let Predicates = [HasNEON];
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<4> idx;
  let Constraints = !if(tied, "$Rd = $Rd_in", "");
  let Inst{31} = 0;
  let Inst{30} = !or(Q, S);
  let Inst{29} = U;
  let Inst{28} = S;
  let Inst{27-24} = 0b1111;
  let Inst{23-22} = size;
  let Inst{15-12} = opcode;
  let Inst{10} = 0;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

class SIMDIndexedH<bit S, bit Q, bit U, bits<2> size, bits<4> opcode, string mnemonic,
                   DAGOperand dt, DAGOperand nt, bit tied = 0, DAGOperand mt = VH_lo, Operand index = VecIndexH>
    : SIMDIndexedBase<S, Q, U, size, opcode, mnemonic, dt, nt, mt, index, tied> {
  let Inst{11} = idx{2};
  let Inst{21} = idx{1};
  let Inst{20} = idx{0};
  let Inst{19-16} = Rm{3-0};
}

class SIMDIndexedS<bit S, bit Q, bit U, bits<2> size, bits<4> opcode, string mnemonic,
                   DAGOperand dt, DAGOperand nt, bit tied = 0, DAGOperand mt = VS, Operand index = VecIndexS>
    : SIMDIndexedBase<S, Q, U, size, opcode, mnemonic, dt, nt, mt, index, tied> {
  let Inst{11} = idx{1};
  let Inst{21} = idx{0};
  let Inst{20-16} = Rm;
}

class SIMDIndexedD<bit S, bit Q, bit U, bits<2> size, bits<4> opcode, string mnemonic,
                   DAGOperand dt, DAGOperand nt, bit tied = 0, DAGOperand mt = VD, Operand index = VecIndexD>
    : SIMDIndexedBase<S, Q, U, size, opcode, mnemonic, dt, nt, mt, index, tied> {
  let Inst{11} = idx{0};
  let Inst{21} = 0;
  let Inst{20-16} = Rm;
}

// Shift by immediate: 0 Q|S U 1 S 1 1 1 1 0 immh:immb opcode 1 Rn Rd.
// immh:immb is the element size plus the amount (left shifts) or twice
// the size minus the amount (right shifts): the size's bit, then what
// the shift operand's encoder gives in the bits below it.
class SIMDShift<bit S, bit Q, bit U, bits<5> opcode, string mnemonic, DAGOperand dt, DAGOperand nt,
                Operand shift, int esize, bit tied = 0>
    : A64Inst<(outs dt:$Rd), !con(!if(tied, (ins dt:$Rd_in), (ins)), (ins nt:$Rn, shift:$imm)),
              mnemonic, "$Rd, $Rn, $imm"> {
  let Predicates = [HasNEON];
  bits<5> Rd;
  bits<5> Rn;
  bits<6> imm;
  let Constraints = !if(tied, "$Rd = $Rd_in", "");
  let Inst{31} = 0;
  let Inst{30} = !or(Q, S);
  let Inst{29} = U;
  let Inst{28} = S;
  let Inst{27-23} = 0b11110;
  let Inst{22-16} = !cond(!eq(esize, 8): {0b0001, imm{2-0}},
                          !eq(esize, 16): {0b001, imm{3-0}},
                          !eq(esize, 32): {0b01, imm{4-0}},
                          true: {0b1, imm{5-0}});
  let Inst{15-11} = opcode;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Copy: 0 Q|S op 1 S 1 1 0 0 0 0 imm5 0 imm4 1 Rn Rd. imm5 holds the element
// size (its lowest set bit) and above it the index.
class SIMDCopy<bit S, bit Q, bit op, bits<4> imm4, string mnemonic, dag outs, dag ins, string operands>
    : A64Inst<outs, ins, mnemonic, operands> {
  let Predicates = [HasNEON];
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31} = 0;
  let Inst{30} = !or(Q, S);
  let Inst{29} = op;
  let Inst{28} = S;
  let Inst{27-21} = 0b1110000;
  let Inst{15} = 0;
  let Inst{14-11} = imm4;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Modified immediate: 0 Q op 0 1 1 1 1 0 0 0 0 0 a b c cmode o2 1 d e f g h Rd.
class SIMDModImm<bit Q, bit op, bit o2, string mnemonic, dag outs, dag ins, string operands>
    : A64Inst<outs, ins, mnemonic, operands> {
  let Predicates = [HasNEON];
  bits<5> Rd;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = op;
  let Inst{28-19} = 0b0111100000;
  let Inst{11} = o2;
  let Inst{10} = 1;
  let Inst{4-0} = Rd;
}
