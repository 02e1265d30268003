//===- AArch64SME.td - the Scalable Matrix Extension for tdc ---------------===//
//
// The outer products into ZA tiles and the streaming vector length's
// arithmetic (sme, sme2 and their element-size extensions). Tiles are
// registers of MPR16, MPR32 and MPR64 (AArch64Registers.td).
//
//===----------------------------------------------------------------------===//

// Outer products: top(11) Zm Pm Pn Zn low ZAda, accumulating into the
// tile: `fmopa za0.s, p0/m, p1/m, z0.s, z1.s`. The tile's number takes
// the low bits (1 for .h, 2 for .s, 3 for .d); `low` fills the others
// (bit 4 is 1 for the subtracting forms).
class SMEOuterProduct<bits<11> top, bits<4> low, RegisterClass tile, DAGOperand zt, string mnemonic>
    : A64Inst<(outs tile:$ZAda), (ins tile:$ZAda_in, PPR3bM:$Pn, PPR3bM:$Pm, zt:$Zn, zt:$Zm), mnemonic,
              "$ZAda, $Pn, $Pm, $Zn, $Zm"> {
  bits<3> ZAda;
  bits<3> Pn;
  bits<3> Pm;
  bits<5> Zn;
  bits<5> Zm;
  let Constraints = "$ZAda = $ZAda_in";
  let Inst{31-21} = top;
  let Inst{20-16} = Zm;
  let Inst{15-13} = Pm;
  let Inst{12-10} = Pn;
  let Inst{9-5} = Zn;
  let Inst{4-0} = !cond(!eq(tile, MPR16): {low, ZAda{0}},
                        !eq(tile, MPR32): {low{3-1}, ZAda{1-0}},
                        true: {low{3-2}, ZAda{2-0}});
}

// Each product: top bits, low bits of the adding form (the subtracting
// one sets bit 4), tile, sources, feature.
multiclass SMEOuterPair<string a, string s, bits<11> top, bits<4> low, RegisterClass tile, DAGOperand zt,
                        list<Predicate> preds> {
  let Predicates = preds in {
    def A : SMEOuterProduct<top, low, tile, zt, a>;
    def S : SMEOuterProduct<top, !or(low, 0b1000), tile, zt, s>;
  }
}
defm FMOP_S : SMEOuterPair<"fmopa", "fmops", 0b10000000100, 0b0000, MPR32, ZPR32, [HasSME]>;
defm FMOP_D : SMEOuterPair<"fmopa", "fmops", 0b10000000110, 0b0000, MPR64, ZPR64, [HasSMEF64F64]>;
defm FMOP_H : SMEOuterPair<"fmopa", "fmops", 0b10000001100, 0b0100, MPR16, ZPR16, [HasSMEF16F16orSMEF8F16]>;
defm FMOPL : SMEOuterPair<"fmopa", "fmops", 0b10000001101, 0b0000, MPR32, ZPR16, [HasSME]>;
defm BFMOP : SMEOuterPair<"bfmopa", "bfmops", 0b10000001100, 0b0000, MPR32, ZPR16, [HasSME]>;
defm BFMOP_H : SMEOuterPair<"bfmopa", "bfmops", 0b10000001101, 0b0100, MPR16, ZPR16, [HasSME2, HasB16B16]>;
defm BMOP : SMEOuterPair<"bmopa", "bmops", 0b10000000100, 0b0100, MPR32, ZPR32, [HasSME2]>;
let Predicates = [HasSMEF8F32] in
def FMOPA_BtoS : SMEOuterProduct<0b10000000101, 0b0000, MPR32, ZPR8, "fmopa">;
let Predicates = [HasSMEF8F16] in
def FMOPA_BtoH : SMEOuterProduct<0b10000000101, 0b0100, MPR16, ZPR8, "fmopa">;
// Integer products (s, u, su, us): 101000 U 1 S 1 ... with 8-bit sources
// into .s, 16-bit into .d (i16i64), and sme2's 16-bit into .s.
foreach p = [["sm", "0", "0"], ["um", "1", "1"], ["sum", "0", "1"], ["usm", "1", "0"]] in {
  defvar u0 = !eq(p[1], "1");
  defvar u1 = !eq(p[2], "1");
  defm !toupper(p[0]) # OP_S : SMEOuterPair<p[0] # "opa", p[0] # "ops", {0b1010000, u0, 0b10, u1}, 0b0000, MPR32,
                                            ZPR8, [HasSME]>;
  defm !toupper(p[0]) # OP_D : SMEOuterPair<p[0] # "opa", p[0] # "ops", {0b1010000, u0, 0b11, u1}, 0b0000, MPR64,
                                            ZPR16, [HasSMEI16I64]>;
  if !eq(u0, u1) then
    defm !toupper(p[0]) # OP_HtoS : SMEOuterPair<p[0] # "opa", p[0] # "ops", {0b1010000, u0, 0b10, 0}, 0b0100,
                                                 MPR32, ZPR16, [HasSME2]>;
}

// addha, addva: 11000000 1 sz 01000 V Pm Pn Zn low ZAda.
foreach V = [0, 1] in {
  defvar m = !if(V, "addva", "addha");
  let Predicates = [HasSME] in
  def !toupper(m) # _S : A64Inst<(outs MPR32:$ZAda), (ins MPR32:$ZAda_in, PPR3bM:$Pn, PPR3bM:$Pm, ZPR32:$Zn), m,
                                 "$ZAda, $Pn, $Pm, $Zn"> {
    bits<2> ZAda;
    bits<3> Pn;
    bits<3> Pm;
    bits<5> Zn;
    let Constraints = "$ZAda = $ZAda_in";
    let Inst{31-17} = 0b110000001001000;
    let Inst{16} = V;
    let Inst{15-13} = Pm;
    let Inst{12-10} = Pn;
    let Inst{9-5} = Zn;
    let Inst{4-2} = 0b000;
    let Inst{1-0} = ZAda;
  }
  let Predicates = [HasSMEI16I64] in
  def !toupper(m) # _D : A64Inst<(outs MPR64:$ZAda), (ins MPR64:$ZAda_in, PPR3bM:$Pn, PPR3bM:$Pm, ZPR64:$Zn), m,
                                 "$ZAda, $Pn, $Pm, $Zn"> {
    bits<3> ZAda;
    bits<3> Pn;
    bits<3> Pm;
    bits<5> Zn;
    let Constraints = "$ZAda = $ZAda_in";
    let Inst{31-17} = 0b110000001101000;
    let Inst{16} = V;
    let Inst{15-13} = Pm;
    let Inst{12-10} = Pn;
    let Inst{9-5} = Zn;
    let Inst{4-3} = 0b00;
    let Inst{2-0} = ZAda;
  }
}

// The streaming vector length: addsvl and addspl (000001000 P 1 Rn 01011
// imm6 Rd, P for addspl) and rdsvl (000001001011111101011 imm6 Rd).
let Predicates = [HasSME] in {
  foreach P = [0, 1] in
    def !if(P, "ADDSPL", "ADDSVL") : A64Inst<(outs GPR64sp:$Rd), (ins GPR64sp:$Rn, simm6:$imm), !if(P, "addspl", "addsvl"),
                                             "$Rd, $Rn, $imm"> {
      bits<5> Rd;
      bits<5> Rn;
      bits<6> imm;
      let Inst{31-23} = 0b000001000;
      let Inst{22} = P;
      let Inst{21} = 1;
      let Inst{20-16} = Rn;
      let Inst{15-11} = 0b01011;
      let Inst{10-5} = imm;
      let Inst{4-0} = Rd;
    }
  def RDSVL : A64Inst<(outs GPR64:$Rd), (ins simm6:$imm), "rdsvl", "$Rd, $imm"> {
    bits<5> Rd;
    bits<6> imm;
    let Inst{31-11} = 0b000001001011111101011;
    let Inst{10-5} = imm;
    let Inst{4-0} = Rd;
  }
}
