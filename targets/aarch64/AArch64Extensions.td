//===- AArch64Extensions.td - feature-gated base instructions for tdc -----===//
//
// CRC32 (crc), pointer authentication (pauth), memory tagging (mte),
// flag manipulation (flagm, altnzcv), common short sequences (cssc),
// 64-byte loads and stores (ls64), memory copy and set (mops), hinted
// conditional branches (hbc), transactional memory (tme), wait with
// timeout (wfxt), 128-bit atomics (lse128), guarded control stacks
// (gcs), and the debug and exception returns.
//
//===----------------------------------------------------------------------===//


//===-- CRC32 --------------------------------------------------------------===//

// sf 0 0 11010110 Rm 010 C sz Rn Rd.
let Predicates = [HasCRC] in
foreach c = [0, 1] in
  foreach sz = [0, 1, 2, 3] in {
    defvar m = "crc32" # !if(c, "c", "") # !cond(!eq(sz, 0): "b", !eq(sz, 1): "h", !eq(sz, 2): "w", true: "x");
    def !toupper(m) : A64Inst<(outs GPR32:$Rd), (ins GPR32:$Rn, !if(!eq(sz, 3), GPR64, GPR32):$Rm), m, "$Rd, $Rn, $Rm"> {
      bits<5> Rd;
      bits<5> Rn;
      bits<5> Rm;
      let Inst{31} = !eq(sz, 3);
      let Inst{30-21} = 0b0011010110;
      let Inst{20-16} = Rm;
      let Inst{15-13} = 0b010;
      let Inst{12} = c;
      let Inst{11-10} = sz;
      let Inst{9-5} = Rn;
      let Inst{4-0} = Rd;
    }
  }

//===-- Pointer authentication ---------------------------------------------===//

// 1 1 0 11010110 00001 opcode Rn Rd: pac* and aut* read and write Rd,
// with a modifier in Rn (or zero: the z forms, Rn 11111).
class PAuthOne<bits<6> opcode, string mnemonic, bit zero>
    : A64Inst<(outs GPR64:$Rd), !con((ins GPR64:$Rd_in), !if(zero, (ins), (ins GPR64sp:$Rn))), mnemonic,
              !if(zero, "$Rd", "$Rd, $Rn")> {
  bits<5> Rd;
  bits<5> Rn;
  let Constraints = "$Rd = $Rd_in";
  let Inst{31-16} = 0b1101101011000001;
  let Inst{15-10} = opcode;
  let Inst{9-5} = !if(zero, 0b11111, Rn);
  let Inst{4-0} = Rd;
}
defvar PAuthKeys = ["ia", "ib", "da", "db"];
let Predicates = [HasPAuth] in {
  foreach i = 0...3 in {
    defvar key = PAuthKeys[i];
    defvar zkey = !strconcat(!substr(key, 0, 1), "z", !substr(key, 1, 1));
    def !strconcat("PAC", key) : PAuthOne<i, !strconcat("pac", key), 0>;
    def !strconcat("AUT", key) : PAuthOne<!add(i, 4), !strconcat("aut", key), 0>;
    def !strconcat("PAC", zkey) : PAuthOne<!add(i, 8), !strconcat("pac", zkey), 1>;
    def !strconcat("AUT", zkey) : PAuthOne<!add(i, 12), !strconcat("aut", zkey), 1>;
  }
  def XPACI : PAuthOne<0b010000, "xpaci", 1>;
  def XPACD : PAuthOne<0b010001, "xpacd", 1>;
  def PACGA : A64Inst<(outs GPR64:$Rd), (ins GPR64:$Rn, GPR64sp:$Rm), "pacga", "$Rd, $Rn, $Rm"> {
    bits<5> Rd;
    bits<5> Rn;
    bits<5> Rm;
    let Inst{31-21} = 0b10011010110;
    let Inst{20-16} = Rm;
    let Inst{15-10} = 0b001100;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rd;
  }

  // Authenticated branches: 1101011 Z 0 op 11111 00001 M Rn Rm.
  foreach k = [0, 1] in {
    defvar key = !if(k, "b", "a");
    foreach op = [0, 1] in {
      defvar base = !if(op, "blra", "bra");
      def !toupper(base) # !toupper(key) : A64Inst<(outs), (ins GPR64:$Rn, GPR64sp:$Rm), base # key, "$Rn, $Rm"> {
        bits<5> Rn;
        bits<5> Rm;
        let Inst{31-25} = 0b1101011;
        let Inst{24} = 1;
        let Inst{23-22} = 0b00;
        let Inst{21} = op;
        let Inst{20-11} = 0b1111100001;
        let Inst{10} = k;
        let Inst{9-5} = Rn;
        let Inst{4-0} = Rm;
        let isBranch = !not(op);
        let isCall = op;
      }
      def !toupper(base) # !toupper(key) # Z : A64Inst<(outs), (ins GPR64:$Rn), base # key # "z", "$Rn"> {
        bits<5> Rn;
        let Inst{31-22} = 0b1101011000;
        let Inst{21} = op;
        let Inst{20-11} = 0b1111100001;
        let Inst{10} = k;
        let Inst{9-5} = Rn;
        let Inst{4-0} = 0b11111;
        let isBranch = !not(op);
        let isCall = op;
      }
    }
    def RETA # !toupper(key) : A64Inst<(outs), (ins), "reta" # key, ""> {
      let Inst{31-0} = !or(0xd65f0bff, !shl(k, 10));
      let isReturn = 1;
    }
    def ERETA # !toupper(key) : A64Inst<(outs), (ins), "ereta" # key, ""> {
      let Inst{31-0} = !or(0xd69f0bff, !shl(k, 10));
      let isReturn = 1;
    }
    // ldraa, ldrab: 11111000 M S 1 imm9 W 1 Rn Rt, the offset S:imm9
    // times 8; W: pre-index.
    foreach w = [0, 1] in
      def LDRA # !toupper(key) # !if(w, "wb", "")
          : A64Inst<!con((outs GPR64:$Rt), !if(w, (outs GPR64sp:$wback), (outs))),
                    (ins GPR64sp:$Rn, simm10s8:$offset), "ldra" # key,
                    "$Rt, [$Rn, $offset]" # !if(w, "!", "")> {
        bits<5> Rt;
        bits<5> Rn;
        bits<10> offset;
        let Constraints = !if(w, "$Rn = $wback", "");
        let DistinctRegisters = !if(w, "$Rt != $Rn: unpredictable LDRA instruction, writeback base is also a destination", "");
        let Inst{31-24} = 0b11111000;
        let Inst{23} = k;
        let Inst{22} = offset{9};
        let Inst{21} = 1;
        let Inst{20-12} = offset{8-0};
        let Inst{11} = w;
        let Inst{10} = 1;
        let Inst{9-5} = Rn;
        let Inst{4-0} = Rt;
        let mayLoad = 1;
      }
    def : InstAlias<"ldra" # key # "\t$Rt, [$Rn]", (!cast<Instruction>("LDRA" # !toupper(key)) GPR64:$Rt, GPR64sp:$Rn, 0)>;
  }
}

//===-- Memory tagging -----------------------------------------------------===//

let Predicates = [HasMTE] in {
  // 1 S 0 11010110 Xm opcode Xn Xd.
  class MTETwo<bit S, bits<6> opcode, string mnemonic, RegisterClass dst, RegisterClass src, RegisterClass rm>
      : A64Inst<(outs dst:$Rd), (ins src:$Rn, rm:$Rm), mnemonic, "$Rd, $Rn, $Rm"> {
    bits<5> Rd;
    bits<5> Rn;
    bits<5> Rm;
    let Inst{31} = 1;
    let Inst{30} = 0;
    let Inst{29} = S;
    let Inst{28-21} = 0b11010110;
    let Inst{20-16} = Rm;
    let Inst{15-10} = opcode;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rd;
  }
  def IRG  : MTETwo<0, 0b000100, "irg", GPR64sp, GPR64sp, GPR64>;
  def : InstAlias<"irg\t$Rd, $Rn", (IRG GPR64sp:$Rd, GPR64sp:$Rn, XZR)>;
  def GMI  : MTETwo<0, 0b000101, "gmi", GPR64, GPR64sp, GPR64>;
  def SUBP : MTETwo<0, 0b000000, "subp", GPR64, GPR64sp, GPR64sp>;
  def SUBPS : MTETwo<1, 0b000000, "subps", GPR64, GPR64sp, GPR64sp>;
  def : InstAlias<"cmpp\t$Rn, $Rm", (SUBPS XZR, GPR64sp:$Rn, GPR64sp:$Rm), 0>;

  // addg, subg: 1 op 0 100011 0 uimm6 00 uimm4 Xn Xd; the first immediate
  // counts 16 bytes.
  foreach op = [0, 1] in
    def !if(op, "SUBG", "ADDG") : A64Inst<(outs GPR64sp:$Rd), (ins GPR64sp:$Rn, uimm6s16:$imm6, imm0_15:$imm4),
                                          !if(op, "subg", "addg"), "$Rd, $Rn, $imm6, $imm4"> {
      bits<5> Rd;
      bits<5> Rn;
      bits<6> imm6;
      bits<4> imm4;
      let Inst{31} = 1;
      let Inst{30} = op;
      let Inst{29-22} = 0b01000110;
      let Inst{21-16} = imm6;
      let Inst{15-14} = 0b00;
      let Inst{13-10} = imm4;
      let Inst{9-5} = Rn;
      let Inst{4-0} = Rd;
    }

  // Tag stores: 11011001 opc 1 imm9 op2 Xn Xt (op2: 01 post-index, 10
  // offset, 11 pre-index); the offset counts 16 bytes.
  defvar TagStores = ["stg", "stzg", "st2g", "stz2g"];
  foreach i = 0...3 in
    foreach mode = [1, 2, 3] in {
      defvar store = TagStores[i];
      defvar name = !strconcat(!toupper(store), !cond(!eq(mode, 1): "post", !eq(mode, 2): "i", true: "pre"));
      def name : A64Inst<!if(!eq(mode, 2), (outs), (outs GPR64sp:$wback)), (ins GPR64sp:$Rt, GPR64sp:$Rn, simm9s16:$offset),
                         store, !cond(!eq(mode, 1): "$Rt, [$Rn], $offset", !eq(mode, 2): "$Rt, [$Rn, $offset]",
                                             true: "$Rt, [$Rn, $offset]!")> {
        bits<5> Rt;
        bits<5> Rn;
        bits<9> offset;
        let Constraints = !if(!eq(mode, 2), "", "$Rn = $wback");
        let Inst{31-24} = 0b11011001;
        let Inst{23-22} = i;
        let Inst{21} = 1;
        let Inst{20-12} = offset;
        let Inst{11-10} = mode;
        let Inst{9-5} = Rn;
        let Inst{4-0} = Rt;
        let mayStore = 1;
      }
      if !eq(mode, 2) then
        def : InstAlias<!strconcat(store, "\t$Rt, [$Rn]"), (!cast<Instruction>(name) GPR64sp:$Rt, GPR64sp:$Rn, 0)>;
    }
  def LDG : A64Inst<(outs GPR64:$Rt), (ins GPR64:$Rt_in, GPR64sp:$Rn, simm9s16:$offset), "ldg", "$Rt, [$Rn, $offset]"> {
    bits<5> Rt;
    bits<5> Rn;
    bits<9> offset;
    let Constraints = "$Rt = $Rt_in";
    let Inst{31-21} = 0b11011001011;
    let Inst{20-12} = offset;
    let Inst{11-10} = 0b00;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rt;
    let mayLoad = 1;
  }
  def : InstAlias<"ldg\t$Rt, [$Rn]", (LDG GPR64:$Rt, GPR64sp:$Rn, 0)>;
  foreach i = 0...2 in {
    defvar m = !cond(!eq(i, 0): "ldgm", !eq(i, 1): "stgm", true: "stzgm");
    def !toupper(m) : A64Inst<!if(!eq(i, 0), (outs GPR64:$Rt), (outs)), !con(!if(!eq(i, 0), (ins), (ins GPR64:$Rt)), (ins GPR64sp:$Rn)),
                              m, "$Rt, [$Rn]"> {
      bits<5> Rt;
      bits<5> Rn;
      let Inst{31-24} = 0b11011001;
      let Inst{23-22} = !cond(!eq(i, 0): 0b11, !eq(i, 1): 0b10, true: 0b00);
      let Inst{21-10} = 0b100000000000;
      let Inst{9-5} = Rn;
      let Inst{4-0} = Rt;
    }
  }
  // stgp: 0 1 101 0 0 mode 0 imm7 Xt2 Xn Xt, the offset counting 16 bytes.
  foreach mode = [1, 2, 3] in {
    defvar name = "STGP" # !cond(!eq(mode, 1): "post", !eq(mode, 2): "i", true: "pre");
    def name : A64Inst<!if(!eq(mode, 2), (outs), (outs GPR64sp:$wback)), (ins GPR64:$Rt, GPR64:$Rt2, GPR64sp:$Rn, simm7s16:$offset),
                       "stgp", !cond(!eq(mode, 1): "$Rt, $Rt2, [$Rn], $offset", !eq(mode, 2): "$Rt, $Rt2, [$Rn, $offset]",
                                     true: "$Rt, $Rt2, [$Rn, $offset]!")> {
      bits<5> Rt;
      bits<5> Rt2;
      bits<5> Rn;
      bits<7> offset;
      let Constraints = !if(!eq(mode, 2), "", "$Rn = $wback");
      let Inst{31-25} = 0b0110100;
      let Inst{24-23} = !cond(!eq(mode, 1): 0b01, !eq(mode, 2): 0b10, true: 0b11);
      let Inst{22} = 0;
      let Inst{21-15} = offset;
      let Inst{14-10} = Rt2;
      let Inst{9-5} = Rn;
      let Inst{4-0} = Rt;
      let mayStore = 1;
    }
  }
  def : InstAlias<"stgp\t$Rt, $Rt2, [$Rn]", (STGPi GPR64:$Rt, GPR64:$Rt2, GPR64sp:$Rn, 0)>;
}

//===-- Flag manipulation --------------------------------------------------===//

let Predicates = [HasFlagM] in {
  def CFINV : A64Inst<(outs), (ins), "cfinv", ""> { let Inst{31-0} = 0xd500401f; }
  foreach s = [0, 1] in
    def !if(s, "SETF16", "SETF8") : A64Inst<(outs), (ins GPR32:$Rn), !if(s, "setf16", "setf8"), "$Rn"> {
      bits<5> Rn;
      let Inst{31-15} = 0b00111010000000000;
      let Inst{14} = s;
      let Inst{13-10} = 0b0010;
      let Inst{9-5} = Rn;
      let Inst{4-0} = 0b01101;
    }
  def RMIF : A64Inst<(outs), (ins GPR64:$Rn, imm0_63:$shift, imm0_15:$mask), "rmif", "$Rn, $shift, $mask"> {
    bits<5> Rn;
    bits<6> shift;
    bits<4> mask;
    let Inst{31-21} = 0b10111010000;
    let Inst{20-15} = shift;
    let Inst{14-10} = 0b00001;
    let Inst{9-5} = Rn;
    let Inst{4} = 0;
    let Inst{3-0} = mask;
  }
}
let Predicates = [HasAltNZCV] in {
  def XAFLAG : A64Inst<(outs), (ins), "xaflag", ""> { let Inst{31-0} = 0xd500403f; }
  def AXFLAG : A64Inst<(outs), (ins), "axflag", ""> { let Inst{31-0} = 0xd500405f; }
}

//===-- Common short sequences (cssc) --------------------------------------===//

let Predicates = [HasCSSC] in {
  // abs, cnt, ctz: sf 1 0 11010110 00000 0010 op Rn Rd.
  foreach sf = [0, 1] in {
    defvar rc = !if(sf, GPR64, GPR32);
    defvar w = !if(sf, "X", "W");
    foreach m = ["abs", "ctz", "cnt"] in
      def !toupper(m) # w # r : A64Inst<(outs rc:$Rd), (ins rc:$Rn), m, "$Rd, $Rn"> {
        bits<5> Rd;
        bits<5> Rn;
        let Inst{31} = sf;
        let Inst{30-16} = 0b101101011000000;
        let Inst{15-10} = !cond(!eq(m, "abs"): 0b001000, !eq(m, "ctz"): 0b000110, true: 0b000111);
        let Inst{9-5} = Rn;
        let Inst{4-0} = Rd;
      }
    // Minimum and maximum: sf 0 0 100011 1 opc imm8 Rn Rd (signed
    // immediates for smax and smin), and sf 0 0 11010110 Rm 0110 opc Rn Rd.
    foreach i = 0...3 in {
      defvar m = !cond(!eq(i, 0): "smax", !eq(i, 1): "umax", !eq(i, 2): "smin", true: "umin");
      defvar signed = !or(!eq(i, 0), !eq(i, 2));
      def !toupper(m) # w # i : A64Inst<(outs rc:$Rd), (ins rc:$Rn, !if(signed, simm8, imm0_255):$imm), m,
                                        "$Rd, $Rn, $imm"> {
        bits<5> Rd;
        bits<5> Rn;
        bits<8> imm;
        let Inst{31} = sf;
        let Inst{30-22} = 0b001000111;
        let Inst{21-18} = i;
        let Inst{17-10} = imm;
        let Inst{9-5} = Rn;
        let Inst{4-0} = Rd;
      }
      def !toupper(m) # w # rr : A64Inst<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm), m, "$Rd, $Rn, $Rm"> {
        bits<5> Rd;
        bits<5> Rn;
        bits<5> Rm;
        let Inst{31} = sf;
        let Inst{30-21} = 0b0011010110;
        let Inst{20-16} = Rm;
        let Inst{15-12} = 0b0110;
        let Inst{11-10} = i;
        let Inst{9-5} = Rn;
        let Inst{4-0} = Rd;
      }
    }
  }
}

//===-- 64-byte loads and stores (ls64) ------------------------------------===//

// Rt is the first of eight consecutive x registers.
def GPR64x8 : RegisterClass<"AArch64", [i64], 64, (add X0, X2, X4, X6, X8, X10, X12, X14, X16, X18, X20, X22)>;
let Predicates = [HasLS64] in {
  def LD64B : A64Inst<(outs GPR64x8:$Rt), (ins GPR64sp:$Rn), "ld64b", "$Rt, [$Rn]"> {
    bits<5> Rt;
    bits<5> Rn;
    let Inst{31-10} = 0b1111100000111111110100;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rt;
    let mayLoad = 1;
  }
  def ST64B : A64Inst<(outs), (ins GPR64x8:$Rt, GPR64sp:$Rn), "st64b", "$Rt, [$Rn]"> {
    bits<5> Rt;
    bits<5> Rn;
    let Inst{31-10} = 0b1111100000111111100100;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rt;
    let mayStore = 1;
  }
  foreach v = [0, 1] in
    def ST64BV # !if(v, "", "0") : A64Inst<(outs GPR64:$Rs), (ins GPR64x8:$Rt, GPR64sp:$Rn), "st64bv" # !if(v, "", "0"),
                                           "$Rs, $Rt, [$Rn]"> {
      bits<5> Rs;
      bits<5> Rt;
      bits<5> Rn;
      let Inst{31-21} = 0b11111000001;
      let Inst{20-16} = Rs;
      let Inst{15-10} = !if(v, 0b101100, 0b101000);
      let Inst{9-5} = Rn;
      let Inst{4-0} = Rt;
      let mayStore = 1;
    }
}

//===-- Memory copy and set (mops) -----------------------------------------===//

// cpy and cpyf: 00 011 F 01 op1 0 Rs op2 01 Rn Rd (F: 1 cpy, 0 cpyf; op1
// the stage: prologue, main, epilogue; op2 the access options); the three
// registers are updated.
defvar CopyOptions = ["", "wt", "rt", "t", "wn", "wtwn", "rtwn", "twn", "rn", "wtrn", "rtrn", "trn",
                      "n", "wtn", "rtn", "tn"];
defvar Stages = ["p", "m", "e"];
let Predicates = [HasMOPS] in {
  foreach f = [0, 1] in
    foreach st = 0...2 in
      foreach o = 0...15 in {
        defvar m = !strconcat(!if(f, "cpy", "cpyf"), Stages[st], CopyOptions[o]);
        def "MOPS_" # !toupper(m) : A64Inst<(outs GPR64common:$Rd, GPR64common:$Rs, GPR64:$Rn),
                                  (ins GPR64common:$Rd_in, GPR64common:$Rs_in, GPR64:$Rn_in), m,
                                  "[$Rd]!, [$Rs]!, $Rn!"> {
          bits<5> Rd;
          bits<5> Rs;
          bits<5> Rn;
          let Constraints = "$Rd = $Rd_in, $Rs = $Rs_in, $Rn = $Rn_in";
          let DistinctRegisters = "$Rd != $Rs; $Rd != $Rn; $Rs != $Rn";
          let Inst{31-27} = 0b00011;
          let Inst{26} = f;
          let Inst{25-24} = 0b01;
          let Inst{23-22} = st;
          let Inst{21} = 0;
          let Inst{20-16} = Rs;
          let Inst{15-12} = o;
          let Inst{11-10} = 0b01;
          let Inst{9-5} = Rn;
          let Inst{4-0} = Rd;
          let mayLoad = 1;
          let mayStore = 1;
        }
      }
  // set and setg: 00 011 G 01 11 0 Rs stage N T 01 Rn Rd.
  foreach g = [0, 1] in
    let Predicates = !if(g, [HasMOPS, HasMTE], [HasMOPS]) in
    foreach st = 0...2 in
      foreach o = 0...3 in {
        defvar m = !strconcat(!if(g, "setg", "set"), Stages[st], !cond(!eq(o, 0): "", !eq(o, 1): "n", !eq(o, 2): "t", true: "tn"));
        def "MOPS_" # !toupper(m) : A64Inst<(outs GPR64common:$Rd, GPR64:$Rn), (ins GPR64common:$Rd_in, GPR64:$Rn_in, GPR64:$Rs), m,
                                  "[$Rd]!, $Rn!, $Rs"> {
          bits<5> Rd;
          bits<5> Rs;
          bits<5> Rn;
          let Constraints = "$Rd = $Rd_in, $Rn = $Rn_in";
          let DistinctRegisters = "$Rd != $Rn; $Rd != $Rs; $Rn != $Rs";
          let Inst{31-27} = 0b00011;
          let Inst{26} = g;
          let Inst{25-21} = 0b01110;
          let Inst{20-16} = Rs;
          let Inst{15-14} = st;
          let Inst{13} = !or(!eq(o, 1), !eq(o, 3));
          let Inst{12} = !or(!eq(o, 2), !eq(o, 3));
          let Inst{11-10} = 0b01;
          let Inst{9-5} = Rn;
          let Inst{4-0} = Rd;
          let mayStore = 1;
        }
      }
}

//===-- Hinted conditional branches (hbc) ----------------------------------===//

let Predicates = [HasHBC] in {
  def BCcc : A64Inst<(outs), (ins ccode:$cond, br_target19:$target), "bc.$cond", "$target"> {
    bits<4> cond;
    bits<19> target;
    let Inst{31-24} = 0b01010100;
    let Inst{23-5} = target;
    let Inst{4} = 1;
    let Inst{3-0} = cond;
    let isBranch = 1;
  }
  foreach cc = 0...15 in
    def : InstAlias<!strconcat("bc.", condition_names[cc], "\t$target"), (BCcc cc, br_target19:$target)>;
  def : InstAlias<"bc.cs\t$target", (BCcc 2, br_target19:$target), 0>;
  def : InstAlias<"bc.cc\t$target", (BCcc 3, br_target19:$target), 0>;
}

// b.cond without the dot (beq), which llvm-mc also takes and prints with it.
foreach cc = 0...15 in
  def : InstAlias<!strconcat("b", condition_names[cc], "\t$target"), (Bcc cc, br_target19:$target), 0>;
def : InstAlias<"bcs\t$target", (Bcc 2, br_target19:$target), 0>;
def : InstAlias<"bcc\t$target", (Bcc 3, br_target19:$target), 0>;

//===-- Transactional memory (tme), waits with a timeout (wfxt) ------------===//

let Predicates = [HasTME] in {
  def TSTART : A64Inst<(outs GPR64:$Rt), (ins), "tstart", "$Rt"> {
    bits<5> Rt;
    let Inst{31-5} = 0b110101010010001100110000011;
    let Inst{4-0} = Rt;
  }
  def TTEST : A64Inst<(outs GPR64:$Rt), (ins), "ttest", "$Rt"> {
    bits<5> Rt;
    let Inst{31-5} = 0b110101010010001100110001011;
    let Inst{4-0} = Rt;
  }
  def TCOMMIT : A64Inst<(outs), (ins), "tcommit", ""> { let Inst{31-0} = 0xd503307f; }
  def TCANCEL : A64Inst<(outs), (ins imm0_65535_hex:$imm), "tcancel", "$imm"> {
    bits<16> imm;
    let Inst{31-21} = 0b11010100011;
    let Inst{20-5} = imm;
    let Inst{4-0} = 0b00000;
  }
}
let Predicates = [HasWFxT] in
foreach w = [0, 1] in
  def !if(w, "WFIT", "WFET") : A64Inst<(outs), (ins GPR64:$Rd), !if(w, "wfit", "wfet"), "$Rd"> {
    bits<5> Rd;
    let Inst{31-8} = 0b110101010000001100010000;
    let Inst{7-5} = w;
    let Inst{4-0} = Rd;
  }

//===-- Guarded control stacks (gcs) ---------------------------------------===//

let Predicates = [HasGCS] in
foreach t = [0, 1] in
  def !if(t, "GCSSTTR", "GCSSTR") : A64Inst<(outs), (ins GPR64:$Rt, GPR64sp:$Rn), !if(t, "gcssttr", "gcsstr"), "$Rt, [$Rn]"> {
    bits<5> Rt;
    bits<5> Rn;
    let Inst{31-13} = 0b1101100100011111000;
    let Inst{12} = t;
    let Inst{11-10} = 0b11;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rt;
    let mayStore = 1;
  }

//===-- Debug state and exception returns ----------------------------------===//

// dcps3 needs el3 (on with llvm-mc's implicit v8a).
foreach ll = [1, 2, 3] in
let Predicates = !if(!eq(ll, 3), [HasEL3], []<Predicate>) in {
  def DCPS # ll : A64Inst<(outs), (ins imm0_65535_hex:$imm), "dcps" # ll, "$imm"> {
    bits<16> imm;
    let Inst{31-21} = 0b11010100101;
    let Inst{20-5} = imm;
    let Inst{4-2} = 0b000;
    let Inst{1-0} = ll;
  }
  def : InstAlias<"dcps" # ll, (!cast<Instruction>("DCPS" # ll) 0)>;
}
def ERET : A64Inst<(outs), (ins), "eret", ""> { let Inst{31-0} = 0xd69f03e0; let isReturn = 1; }
def DRPS : A64Inst<(outs), (ins), "drps", ""> { let Inst{31-0} = 0xd6bf03e0; }

//===-- Checked pointer arithmetic (cpa) -----------------------------------===//

let Predicates = [HasCPA] in {
  // addpt, subpt: 1 op 0 11010000 Rm 001 imm3 Rn Rd, Rm shifted left by
  // imm3.
  foreach op = [0, 1] in
  def !if(op, "SUBPT", "ADDPT") : A64Inst<(outs GPR64sp:$Rd), (ins GPR64sp:$Rn, lsl_shifted_reg64:$Rm),
                                          !if(op, "subpt", "addpt"), "$Rd, $Rn, $Rm"> {
    bits<5> Rd;
    bits<5> Rn;
    bits<5> Rm_reg;
    bits<8> Rm_shift;
    let Inst{31} = 1;
    let Inst{30} = op;
    let Inst{29-21} = 0b011010000;
    let Inst{20-16} = Rm_reg;
    let Inst{15-13} = 0b001;
    let Inst{12-10} = Rm_shift{2-0};
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rd;
  }
  // maddpt, msubpt: 1 00 11011 011 Rm o0 Ra Rn Rd.
  foreach o0 = [0, 1] in
  def !if(o0, "MSUBPT", "MADDPT") : A64Inst<(outs GPR64:$Rd), (ins GPR64:$Rn, GPR64:$Rm, GPR64:$Ra),
                                            !if(o0, "msubpt", "maddpt"), "$Rd, $Rn, $Rm, $Ra"> {
    bits<5> Rd;
    bits<5> Rn;
    bits<5> Rm;
    bits<5> Ra;
    let Inst{31-21} = 0b10011011011;
    let Inst{20-16} = Rm;
    let Inst{15} = o0;
    let Inst{14-10} = Ra;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rd;
  }
}

// The gcs operations written as sys and sysl instructions of their own:
// 1101010100 L 01 op1 CRn CRm op2 Rt.
class SysFixed<bit L, bits<3> op1, bits<4> crn, bits<4> crm, bits<3> op2, string mnemonic, dag outs, dag ins,
               string operands>
    : A64Inst<outs, ins, mnemonic, operands> {
  let Inst{31-22} = 0b1101010100;
  let Inst{21} = L;
  let Inst{20-19} = 0b01;
  let Inst{18-16} = op1;
  let Inst{15-12} = crn;
  let Inst{11-8} = crm;
  let Inst{7-5} = op2;
  let hasSideEffects = 1;
}
let Predicates = [HasGCS] in {
  // gcspopm and gcsss2 read the stack into Rt (xzr when left out).
  foreach m = ["gcspopm", "gcsss2"] in
    def !toupper(m) : SysFixed<1, 3, 7, 7, !if(!eq(m, "gcspopm"), 1, 3), m, (outs GPR64:$Rt), (ins), "$Rt"> {
      bits<5> Rt;
      let Inst{4-0} = Rt;
    }
  def : InstAlias<"gcspopm", (GCSPOPM XZR)>;
  def GCSPUSHX : SysFixed<0, 0, 7, 7, 4, "gcspushx", (outs), (ins), ""> { let Inst{4-0} = 0b11111; }
  def GCSPOPCX : SysFixed<0, 0, 7, 7, 5, "gcspopcx", (outs), (ins), ""> { let Inst{4-0} = 0b11111; }
  def GCSPOPX : SysFixed<0, 0, 7, 7, 6, "gcspopx", (outs), (ins), ""> { let Inst{4-0} = 0b11111; }
}

// Branch record buffer (brbe): brb iall and brb inj.
let Predicates = [HasBRBE] in
foreach op = ["iall", "inj"] in
  def BRB_ # !toupper(op) : SysFixed<0, 1, 7, 2, !if(!eq(op, "iall"), 4, 5), "brb", (outs), (ins), op> {
    let Inst{4-0} = 0b11111;
  }

// Pointer authentication with the PC as a modifier (pauth-lr), the forms
// without a label: fixed words, and autiasppcr/autibsppcr (110110101100
// 0001 10010 B Rn 11110) and retaasppcr/retabsppcr (1101011001011111
// 00001 B 11111 Rm).
class FixedWord<string mnemonic, bits<32> word> {
  string Mnemonic = mnemonic;
  bits<32> Word = word;
}
let Predicates = [HasPAuthLR] in {
  foreach w = [FixedWord<"pacnbiasppc", 0xdac183fe>, FixedWord<"pacnbibsppc", 0xdac187fe>,
               FixedWord<"pacia171615", 0xdac18bfe>, FixedWord<"pacib171615", 0xdac18ffe>,
               FixedWord<"paciasppc", 0xdac1a3fe>, FixedWord<"pacibsppc", 0xdac1a7fe>,
               FixedWord<"autia171615", 0xdac1bbfe>, FixedWord<"autib171615", 0xdac1bffe>] in
    def !toupper(w.Mnemonic) : A64Inst<(outs), (ins), w.Mnemonic, ""> { let Inst{31-0} = w.Word; }
  foreach B = [0, 1] in {
    def !if(B, "AUTIBSPPCR", "AUTIASPPCR") : A64Inst<(outs), (ins GPR64:$Rn), !if(B, "autibsppcr", "autiasppcr"), "$Rn"> {
      bits<5> Rn;
      let Inst{31-11} = 0b110110101100000110010;
      let Inst{10} = B;
      let Inst{9-5} = Rn;
      let Inst{4-0} = 0b11110;
    }
    def !if(B, "RETABSPPCR", "RETAASPPCR") : A64Inst<(outs), (ins GPR64common:$Rm), !if(B, "retabsppcr", "retaasppcr"),
                                                     "$Rm"> {
      bits<5> Rm;
      let Inst{31-11} = 0b110101100101111100001;
      let Inst{10} = B;
      let Inst{9-5} = 0b11111;
      let Inst{4-0} = Rm;
      let isReturn = 1;
    }
  }
}

// 128-bit system registers (d128): mrrs and msrr are mrs and msr with
// bit 22 set, on an even/odd pair of x registers. (sysp is left out: llvm-mc
// prints the words of its named operations as tlbip, which tdc lacks.)
let Predicates = [HasD128] in {
  def MRRS : SystemMove<1, "mrrs", "$Rt, $sysreg", (outs XPair:$Rt), (ins sysreg:$sysreg)> { let Inst{22} = 1; }
  def MSRR : SystemMove<0, "msrr", "$sysreg, $Rt", (outs), (ins msr_sysreg:$sysreg, XPair:$Rt)> { let Inst{22} = 1; }
}

// pauth-lr's forms with a label: 1111001110 B label(16) 11111 and
// 0101010100 B label(16) 11111.
let Predicates = [HasPAuthLR] in
foreach B = [0, 1] in {
  defvar k = !if(B, "b", "a");
  def AUTI # !toupper(k) # SPPCi : A64Inst<(outs), (ins pauth_pcrel:$label), "auti" # k # "sppc", "$label"> {
    bits<16> label;
    let Inst{31-22} = 0b1111001110;
    let Inst{21} = B;
    let Inst{20-5} = label;
    let Inst{4-0} = 0b11111;
  }
  def RETA # !toupper(k) # SPPCi : A64Inst<(outs), (ins pauth_pcrel:$label), "reta" # k # "sppc", "$label"> {
    bits<16> label;
    let Inst{31-22} = 0b0101010100;
    let Inst{21} = B;
    let Inst{20-5} = label;
    let Inst{4-0} = 0b11111;
    let isReturn = 1;
  }
}
