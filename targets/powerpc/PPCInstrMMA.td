//===- PPCInstrMMA.td - PowerPC64 matrix-multiply assist for tdc ----------===//
//
// The Power10 MMA facility: eight 512-bit accumulators (acc0-acc7, each
// over four VSX registers), the rank-k updates `xv*ger*` that write one,
// their prefixed masked forms `pmxv*ger*`, and the moves in and out of
// the accumulators. A family's spellings differ in the low bits of XO:
// the plain form overwrites the accumulator, "pp" adds the product, and
// "pn", "np", "nn" negate the product, the accumulator or both.
//
// The dense-math registers (dmr0-dmr7) of llvm-mc's future ISA, which it
// accepts too, are at the end.
//
//===----------------------------------------------------------------------===//

// The accumulating forms read the accumulator they write.
class MMATied {
  string Constraints = "$ATi = $AT";
}

// XX3 form: AT 00 XA XB XO AX BX 0.
class XX3_Acc<bits<8> xo, dag in_ops, string ops> : PPCNamed<59, (outs acc:$AT), in_ops, ops> {
  bits<3> AT;
  bits<6> XA;
  bits<6> XB;
  let Inst{25-23} = AT;
  let Inst{22-21} = 0;
  let Inst{20-16} = XA{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-3} = xo;
  let Inst{2} = XA{5};
  let Inst{1} = XB{5};
  let Inst{0} = 0;
}

// MMIRR form: the prefix (type 3, 1001) holds the masks; the word is XX3.
class MMIRR_Acc<bits<8> xo, dag in_ops, string asm> : PPCPrefixed<PrefixTypeMMIRR, 59, (outs acc:$AT), in_ops, asm> {
  bits<3> AT;
  bits<6> XA;
  bits<6> XB;
  let Inst{55-52} = 9;
  let Inst{51-48} = 0;
  let Inst{25-23} = AT;
  let Inst{22-21} = 0;
  let Inst{20-16} = XA{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-3} = xo;
  let Inst{2} = XA{5};
  let Inst{1} = XB{5};
  let Inst{0} = 0;
}

// The masks in the prefix: XMSK and YMSK (4 or 2 bits) in its low byte,
// PMSK (8, 4, 2 or no bits) from bit 15 of the prefix down.
class MMIRR_Masked<bits<8> xo, int pbits, int ybits, dag in_ops, string asm>
    : MMIRR_Acc<xo, !con(in_ops, (ins u4imm:$XMSK),
                         !if(!eq(ybits, 4), (ins u4imm:$YMSK), (ins u2imm:$YMSK)),
                         !cond(!eq(pbits, 8) : (ins u8imm:$PMSK),
                               !eq(pbits, 4) : (ins u4imm:$PMSK),
                               !eq(pbits, 2) : (ins u2imm:$PMSK),
                               true : (ins))),
                asm # ", $XMSK, $YMSK" # !if(!eq(pbits, 0), "", ", $PMSK")> {
  bits<4> XMSK;
  bits<4> YMSK;
  bits<8> PMSK;
  let Inst{39-36} = XMSK;
  let Inst{35-32} = !if(!eq(ybits, 4), YMSK, {YMSK{1-0}, 0b00});
  let Inst{47-40} = !cond(!eq(pbits, 8) : PMSK,
                          !eq(pbits, 4) : {PMSK{3-0}, 0b0000},
                          !eq(pbits, 2) : {PMSK{1-0}, 0b000000},
                          true : 0);
}

// One spelling of a family: the plain XX3 form, and its masked prefixed
// twin "pm" + the mnemonic.
multiclass MMASpelling<string mnemonic, bits<8> xo, bit tied, int pbits, int ybits, RegisterOperand xa = vsrc> {
  defvar in_ops = !con(!if(tied, (ins acc:$ATi), (ins)), (ins xa:$XA, vsrc:$XB));
  def NAME : XX3_Acc<xo, in_ops, "$AT, $XA, $XB"> {
    let Mnemonic = mnemonic;
    let Constraints = !if(tied, "$ATi = $AT", "");
  }
  def PM#NAME : MMIRR_Masked<xo, pbits, ybits, in_ops, "pm" # mnemonic # " $AT, $XA, $XB"> {
    let Constraints = !if(tied, "$ATi = $AT", "");
  }
}

// The integer families: plain (odd XO) and "pp"; xvi16ger2 keeps XO for
// the plain form and sets bit 5 for "pp".
multiclass MMAIntFamily<string base, bits<8> xo, int pbits, int ybits = 4, bit xo46 = 0> {
  defm NAME : MMASpelling<base, !if(xo46, xo, !or(xo, 1)), 0, pbits, ybits>;
  defm NAME # PP : MMASpelling<base # "pp", !if(xo46, !or(xo, 0x20), xo), 1, pbits, ybits>;
}
// The floating families add the negating forms.
multiclass MMAFloatFamily<string base, bits<8> xo, int pbits, int ybits = 4, RegisterOperand xa = vsrc> {
  defm NAME : MMASpelling<base, !or(xo, 1), 0, pbits, ybits, xa>;
  defm NAME # PP : MMASpelling<base # "pp", xo, 1, pbits, ybits, xa>;
  defm NAME # PN : MMASpelling<base # "pn", !or(xo, 0x80), 1, pbits, ybits, xa>;
  defm NAME # NP : MMASpelling<base # "np", !or(xo, 0x40), 1, pbits, ybits, xa>;
  defm NAME # NN : MMASpelling<base # "nn", !or(xo, 0xC0), 1, pbits, ybits, xa>;
}

defm XVI4GER8   : MMAIntFamily<"xvi4ger8", 34, 8>;
defm XVI8GER4   : MMAIntFamily<"xvi8ger4", 2, 4>;
defm XVI8GER4SPP : MMASpelling<"xvi8ger4spp", 99, 1, 4, 4>;
defm XVI16GER2  : MMAIntFamily<"xvi16ger2", 75, 2, 4, 1>;
defm XVI16GER2S : MMASpelling<"xvi16ger2s", 43, 0, 2, 4>;
defm XVI16GER2SPP : MMASpelling<"xvi16ger2spp", 42, 1, 2, 4>;
defm XVBF16GER2 : MMAFloatFamily<"xvbf16ger2", 50, 2>;
defm XVF16GER2  : MMAFloatFamily<"xvf16ger2", 18, 2>;
defm XVF32GER   : MMAFloatFamily<"xvf32ger", 26, 0>;
// xvf64ger reads a pair of VSX registers as XA.
defm XVF64GER   : MMAFloatFamily<"xvf64ger", 58, 0, 2, vsrprc>;

// Moves: AT 00 XO2 00000 XO 0.
class AccMove<bits<5> xo2, dag outs, dag ins> : PPCNamed<31, outs, ins, "$AT"> {
  bits<3> AT;
  let Inst{25-23} = AT;
  let Inst{22-21} = 0;
  let Inst{20-16} = xo2;
  let Inst{15-11} = 0;
  let Inst{10-1} = 177;
  let Inst{0} = 0;
}
def XXMFACC : AccMove<0, (outs acc:$ATo), (ins acc:$AT)> {
  let Constraints = "$ATo = $AT";
}
def XXMTACC : AccMove<1, (outs acc:$AT), (ins acc:$ATi)>, MMATied;
def XXSETACCZ : AccMove<3, (outs acc:$AT), (ins)>;

//===-- Dense-math registers (llvm-mc's future ISA) -------------------------===//

// dmxxextfdmr512 AT, XAp, XBp, P and dmxxinstfdmr512: two VSX pairs.
class DMR512<bits<8> xo, bit p, dag outs, dag ins, string mnemonic>
    : PPCNamed<60, outs, ins, "$AT, $XAp, $XBp, " # p> {
  bits<3> AT;
  bits<6> XAp;
  bits<6> XBp;
  let Mnemonic = mnemonic;
  let Inst{25-23} = AT;
  let Inst{22-21} = 0;
  let Inst{20-17} = XAp{4-1};
  let Inst{16} = p;
  let Inst{15-12} = XBp{4-1};
  let Inst{11} = 0;
  let Inst{10-3} = xo;
  let Inst{2} = XAp{5};
  let Inst{1} = XBp{5};
  let Inst{0} = 0;
}
def DMXXEXTFDMR512 : DMR512<226, 0, (outs vsrprc:$XAp, vsrprc:$XBp), (ins acc:$AT), "dmxxextfdmr512">;
def DMXXEXTFDMR512_HI : DMR512<226, 1, (outs vsrprc:$XAp, vsrprc:$XBp), (ins acc:$AT), "dmxxextfdmr512">;
def DMXXINSTFDMR512 : DMR512<234, 0, (outs acc:$AT), (ins vsrprc:$XAp, vsrprc:$XBp), "dmxxinstfdmr512">;
def DMXXINSTFDMR512_HI : DMR512<234, 1, (outs acc:$AT), (ins vsrprc:$XAp, vsrprc:$XBp), "dmxxinstfdmr512">;

// dmxxextfdmr256 and dmxxinstfdmr256: a row pair AT, one VSX pair, P.
class DMR256<bits<9> xo, dag outs, dag ins, string ops> : PPCNamed<60, outs, ins, ops> {
  bits<3> AT;
  bits<6> XBp;
  bits<2> P;
  let Inst{25-23} = AT;
  let Inst{22-17} = 0;
  let Inst{16} = P{0};
  let Inst{15-12} = XBp{4-1};
  let Inst{11} = P{1};
  let Inst{10-2} = xo;
  let Inst{1} = XBp{5};
  let Inst{0} = 0;
}
def DMXXEXTFDMR256 : DMR256<484, (outs vsrprc:$XBp), (ins dmrrowp:$AT, u2imm:$P), "$AT, $XBp, $P">;
def DMXXINSTFDMR256 : DMR256<485, (outs dmrrowp:$AT), (ins vsrprc:$XBp, u2imm:$P), "$AT, $XBp, $P">;

// dmmr AT, AB; dmxor AT, AB; dmsetdmrz AT.
class DMRForm<bits<5> o, dag outs, dag ins, string ops> : PPCNamed<31, outs, ins, ops> {
  bits<3> AT;
  let Inst{25-23} = AT;
  let Inst{22-21} = 0;
  let Inst{20-16} = o;
  let Inst{10-1} = 177;
  let Inst{0} = 0;
}
def DMMR : DMRForm<6, (outs dmr:$AT), (ins dmr:$AB), "$AT, $AB"> {
  bits<3> AB;
  let Inst{15-13} = AB;
  let Inst{12-11} = 0;
}
def DMXOR : DMRForm<7, (outs dmr:$AT), (ins dmr:$ATi, dmr:$AB), "$AT, $AB"> {
  bits<3> AB;
  let Inst{15-13} = AB;
  let Inst{12-11} = 0;
  let Constraints = "$ATi = $AT";
}
def DMSETDMRZ : DMRForm<2, (outs dmr:$AT), (ins), "$AT"> {
  let Inst{15-11} = 0;
}
