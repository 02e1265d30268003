//===- AArch64SME.td - the Scalable Matrix Extension for tdc ---------------===//
//
// Moves, loads and stores of tile slices, ldr/str of ZA array vectors,
// zero, the outer products into ZA tiles and the streaming vector
// length's arithmetic (sme, sme2 and their element-size extensions).
// Tiles are registers of MPR8-MPR128 (AArch64Registers.td).
//
//===----------------------------------------------------------------------===//

//===-- Operands -----------------------------------------------------------===//
//
// A row (h) or column (v) of a tile, `za1h.s`, followed in the syntax by
// its slice: `[w12, 3]`, a register of w12-w15 plus an index. The
// fragments are in src/targets/aarch64/sme.rs.

defvar TileRanges = ["za0h.b or za0v.b", "za[0-1]h.h or za[0-1]v.h", "za[0-3]h.s or za[0-3]v.s",
                     "za[0-7]h.d or za[0-7]v.d", "za[0-15]h.q or za[0-15]v.q"];
// What a tile of each size (0 .b to 4 .q) is called and holds.
class TileSize<int size> {
  int Bits = !shl(8, size);
  string Letter = !cast<string>(!cond(!eq(size, 0): "b", !eq(size, 1): "h", !eq(size, 2): "s", !eq(size, 3): "d",
                                      true: "q"));
  int Last = !sub(!shl(1, size), 1);
  RegisterClass Class = !cast<RegisterClass>("MPR" # Bits);
  DAGOperand Z = !cast<DAGOperand>("ZPR" # Bits);
}
class TileVector<int size, int vertical> : RegisterOperand<TileSize<size>.Class, "print_tile_vector"> {
  let ParserMatchClass = A64CustomAsm<"TileVector" # !if(vertical, "V", "H") # TileSize<size>.Bits, "parse_tile_vector",
      "invalid matrix operand, expected "
      # !if(!eq(size, 0), "za0h.b or za0v.b",
            "za[0-" # TileSize<size>.Last # "]h." # TileSize<size>.Letter # " or za[0-" # TileSize<size>.Last
            # "]v." # TileSize<size>.Letter)>;
  let FragmentArgs = [TileSize<size>.Bits, vertical];
}
foreach size = 0...4 in
  foreach v = [0, 1] in
    def TileVector # !if(v, "V", "H") # TileSize<size>.Bits : TileVector<size, v>;
// The operand of a row (v = 0) or column of a tile of `size`.
class TileVectorOf<int size, int v> {
  DAGOperand Op = !cast<DAGOperand>("TileVector" # !if(v, "V", "H") # TileSize<size>.Bits);
}

// The slice's register.
class MatrixIndex<RegisterClass rc, string range> : RegisterOperand<rc> {
  let ParserMatchClass = A64CustomAsm<"MatrixIndex" # range, "parse_matrix_index",
                                      "operand must be a register in range [" # range # "]">;
}
def MatrixIndex12_15 : MatrixIndex<MatrixIndexGPR32_12_15, "w12, w15">;
def MatrixIndex8_11 : MatrixIndex<MatrixIndexGPR32_8_11, "w8, w11">;

// The slice's index, written without `#` (llvm-mc also reads it with).
class SMEIndex<int max> : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"SMEIndex" # max, "parse_sme_index",
      !if(!eq(max, 0), "immediate must be 0.", "immediate must be an integer in range [0, " # max # "].")>;
  let PrintMethod = "print_sme_index";
  let PrintPredicate = "is_sme_index";
  let SampleMethod = "sample_vindex";
  let FragmentArgs = [max];
  let NotEncoded = !eq(max, 0);
}
foreach max = [0, 1, 3, 7, 15] in
  def sme_idx # max : SMEIndex<max>;
defvar SliceIndices = [sme_idx15, sme_idx7, sme_idx3, sme_idx1, sme_idx0];

// The tiles `zero` clears, as the mask of the 64-bit tiles they cover:
// `{za}`, `{za1.h}`, `{za0.s, za2.s}`, `{}`.
def TileMask : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"TileMask", "parse_tile_mask", "invalid operand for instruction">;
  let PrintMethod = "print_tile_mask";
  let SampleMethod = "sample_tile_mask";
}

//===-- Tile slices ----------------------------------------------------------===//

// The fields of a slice of a tile of `size`: the tile's number ZA and
// the index imm share four bits, the number above (none for .b, all
// four for .q).
class SliceFields<int size> {
  bits<4> ZA;
  bits<2> Rv;
  bits<4> imm;
  bits<4> SliceBits = !cond(!eq(size, 0): imm,
                            !eq(size, 1): {ZA{0}, imm{2-0}},
                            !eq(size, 2): {ZA{1-0}, imm{1-0}},
                            !eq(size, 3): {ZA{2-0}, imm{0}},
                            true: ZA);
}

// mova between a Z register and a slice, under a governing predicate:
// 11000000 size 0000 R Q V Rv Pg, then Zn 0 slice (R = 0, to ZA) or 0
// slice Zd (R = 1, from ZA). Q marks .q, whose size field is 11.
class SMEMovaExtract<int size, int v>
    : A64Inst<(outs TileSize<size>.Z:$Zd),
              (ins TileSize<size>.Z:$Zd_in, PPR3bM:$Pg, TileVectorOf<size, v>.Op:$ZA,
                   MatrixIndex12_15:$Rv, SliceIndices[size]:$imm),
              "mova", "$Zd, $Pg, $ZA[$Rv, $imm]">, SliceFields<size> {
  bits<5> Zd;
  bits<3> Pg;
  let Constraints = "$Zd = $Zd_in";
  let Inst{31-24} = 0b11000000;
  let Inst{23-22} = !if(!eq(size, 4), 0b11, size);
  let Inst{21-17} = 0b00001;
  let Inst{16} = !eq(size, 4);
  let Inst{15} = v;
  let Inst{14-13} = Rv;
  let Inst{12-10} = Pg;
  let Inst{9} = 0;
  let Inst{8-5} = SliceBits;
  let Inst{4-0} = Zd;
}
class SMEMovaInsert<int size, int v>
    : A64Inst<(outs TileVectorOf<size, v>.Op:$ZA),
              (ins TileVectorOf<size, v>.Op:$ZA_in, MatrixIndex12_15:$Rv,
                   SliceIndices[size]:$imm, PPR3bM:$Pg, TileSize<size>.Z:$Zn),
              "mova", "$ZA[$Rv, $imm], $Pg, $Zn">, SliceFields<size> {
  bits<3> Pg;
  bits<5> Zn;
  let Constraints = "$ZA = $ZA_in";
  let Inst{31-24} = 0b11000000;
  let Inst{23-22} = !if(!eq(size, 4), 0b11, size);
  let Inst{21-17} = 0b00000;
  let Inst{16} = !eq(size, 4);
  let Inst{15} = v;
  let Inst{14-13} = Rv;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Zn;
  let Inst{4} = 0;
  let Inst{3-0} = SliceBits;
}

// Loads and stores of a slice: 1110000 Q msz L Rm V Rv Pg Rn 0 slice,
// at [Xn, Xm, lsl #size] (Xm may be xzr, which `[Xn]` writes).
class SMESliceMem<int size, int v, bit store>
    : A64Inst<!if(store, (outs), (outs TileVectorOf<size, v>.Op:$ZA)),
              !con(!if(store, (ins TileVectorOf<size, v>.Op:$ZA), (ins)),
                   (ins MatrixIndex12_15:$Rv, SliceIndices[size]:$imm, !if(store, PPR3bAny, PPR3bZ):$Pg, GPR64sp:$Rn,
                        GPR64:$Rm)),
              !if(store, "st1", "ld1") # !if(!eq(size, 2), "w", TileSize<size>.Letter),
              "\\{$ZA[$Rv, $imm]\\}, $Pg, [$Rn, $Rm" # !if(!eq(size, 0), "", ", lsl #" # size) # "]">,
      SliceFields<size> {
  bits<3> Pg;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-25} = 0b1110000;
  let Inst{24} = !eq(size, 4);
  let Inst{23-22} = !if(!eq(size, 4), 0b11, size);
  let Inst{21} = store;
  let Inst{20-16} = Rm;
  let Inst{15} = v;
  let Inst{14-13} = Rv;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Rn;
  let Inst{4} = 0;
  let Inst{3-0} = SliceBits;
  let mayLoad = !not(store);
  let mayStore = store;
}

let Predicates = [HasSME] in {
  foreach size = 0...4 in
    foreach v = [0, 1] in {
      defvar sfx = !if(v, "V", "H") # "_" # !toupper(TileSize<size>.Letter);
      defvar tile = TileVectorOf<size, v>.Op;
      defvar z = TileSize<size>.Z;
      def EXTRACT_ # sfx : SMEMovaExtract<size, v>;
      def INSERT_ # sfx : SMEMovaInsert<size, v>;
      // llvm-mc prints both as mov.
      def : InstAlias<"mov\t$Zd, $Pg, $ZA[$Rv, $imm]",
                      (!cast<Instruction>("EXTRACT_" # sfx) z:$Zd, PPR3bM:$Pg, tile:$ZA, MatrixIndex12_15:$Rv,
                                                           SliceIndices[size]:$imm), 1>;
      def : InstAlias<"mov\t$ZA[$Rv, $imm], $Pg, $Zn",
                      (!cast<Instruction>("INSERT_" # sfx) tile:$ZA, MatrixIndex12_15:$Rv, SliceIndices[size]:$imm,
                                                          PPR3bM:$Pg, z:$Zn), 1>;
      foreach store = [0, 1] in {
        defvar name = !if(store, "ST1_", "LD1_") # sfx;
        def !if(store, "ST1_", "LD1_") # sfx : SMESliceMem<size, v, store>;
        def : InstAlias<!if(store, "st1", "ld1") # !if(!eq(size, 2), "w", TileSize<size>.Letter)
                        # "\t\\{$ZA[$Rv, $imm]\\}, $Pg, [$Rn]",
                        (!cast<Instruction>(name) tile:$ZA, MatrixIndex12_15:$Rv, SliceIndices[size]:$imm,
                                                         !if(store, PPR3bAny, PPR3bZ):$Pg, GPR64sp:$Rn, XZR), 1>;
      }
    }

  // ldr and str of a ZA array vector: 1110000100 L 00000 0 Rv 000 Rn 0
  // imm4, one number counting both the vector and the offset (written
  // twice, the second time with `#`).
  foreach store = [0, 1] in
    def !if(store, "STR_ZA", "LDR_ZA")
        : A64Inst<(outs), (ins MatrixIndex12_15:$Rv, sme_idx15:$imm4, GPR64sp:$Rn), !if(store, "str", "ldr"),
                  "za[$Rv, $imm4], [$Rn, ${imm4:hash}, mul vl]"> {
      bits<2> Rv;
      bits<4> imm4;
      bits<5> Rn;
      let Inst{31-22} = 0b1110000100;
      let Inst{21} = store;
      let Inst{20-15} = 0b000000;
      let Inst{14-13} = Rv;
      let Inst{12-10} = 0b000;
      let Inst{9-5} = Rn;
      let Inst{4} = 0;
      let Inst{3-0} = imm4;
      let mayLoad = !not(store);
      let mayStore = store;
    }
  def : InstAlias<"ldr\tza[$Rv, $imm4], [$Rn]", (LDR_ZA MatrixIndex12_15:$Rv, sme_idx0:$imm4, GPR64sp:$Rn), 1>;
  def : InstAlias<"str\tza[$Rv, $imm4], [$Rn]", (STR_ZA MatrixIndex12_15:$Rv, sme_idx0:$imm4, GPR64sp:$Rn), 1>;

  // zero: 1100000000001000 00000000 mask.
  def ZERO_M : A64Inst<(outs), (ins TileMask:$mask), "zero", "$mask"> {
    bits<8> mask;
    let Inst{31-8} = 0b110000000000100000000000;
    let Inst{7-0} = mask;
  }
}

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

// psel: the predicate Pn if element [Rv + imm] of Pm is active, else all
// false. 00100101 then the index above a one-bit size marker (bits
// 23-22 and 20-18; bit 21 is 1), Rv, 01 Pn 0 Pm 0 Pd. Pd and Pn may be
// written as counters (`pn8`); they print as predicates.
foreach size = 0...3 in {
  defvar pm = !cast<DAGOperand>("PPR" # TileSize<size>.Bits);
  defvar name = "PSEL_PPPRI_" # !toupper(TileSize<size>.Letter);
  let Predicates = [HasSVE2p1_or_HasSME] in
  def PSEL_PPPRI_ # !toupper(TileSize<size>.Letter)
      : A64Inst<(outs PPRAny:$Pd), (ins PPRAny:$Pn, pm:$Pm, MatrixIndex12_15:$Rv, SliceIndices[size]:$imm), "psel",
                "$Pd, $Pn, $Pm[$Rv, $imm]"> {
    bits<4> Pd;
    bits<4> Pn;
    bits<4> Pm;
    bits<2> Rv;
    bits<4> imm;
    defvar marker = !cond(!eq(size, 0): {imm{3-0}, 0b1},
                          !eq(size, 1): {imm{2-0}, 0b10},
                          !eq(size, 2): {imm{1-0}, 0b100},
                          true: {imm{0}, 0b1000});
    let Inst{31-24} = 0b00100101;
    let Inst{23-22} = marker{4-3};
    let Inst{21} = 1;
    let Inst{20-18} = marker{2-0};
    let Inst{17-16} = Rv;
    let Inst{15-14} = 0b01;
    let Inst{13-10} = Pn;
    let Inst{9} = 0;
    let Inst{8-5} = Pm;
    let Inst{4} = 0;
    let Inst{3-0} = Pd;
  }
  foreach forms = [[PNRasPPR, PPRAny], [PPRAny, PNRasPPR], [PNRasPPR, PNRasPPR]] in
    let Predicates = [HasSVE2p1_or_HasSME] in
    def : InstAlias<"psel\t$Pd, $Pn, $Pm[$Rv, $imm]",
                    (!cast<Instruction>(name) forms[0]:$Pd, forms[1]:$Pn, pm:$Pm, MatrixIndex12_15:$Rv,
                                              SliceIndices[size]:$imm), 0>;
}
include "AArch64SME2.td"
