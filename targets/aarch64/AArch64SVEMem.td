//===- AArch64SVEMem.td - SVE loads, stores and prefetches for tdc --------===//
//
// Contiguous loads and stores with their first-fault, non-fault and
// non-temporal forms, structure loads and stores, replicating loads,
// loads and stores of whole registers, gathers and scatters, and
// prefetches. Addresses: [Xn, #imm, mul vl], [Xn, Xm, lsl #s],
// [Zn.T, #imm], [Xn, Zm.T, uxtw|sxtw|lsl #s].
//
//===----------------------------------------------------------------------===//

// Memory sizes: msz, the letter of the mnemonic, log2 of the bytes.
class MSize<bits<2> msz, string letter, int log2> {
  bits<2> Msz = msz;
  string Letter = letter;
  int Log2 = log2;
}
def MszB : MSize<0b00, "b", 0>;
def MszH : MSize<0b01, "h", 1>;
def MszW : MSize<0b10, "w", 2>;
def MszD : MSize<0b11, "d", 3>;
defvar MSizes = [MszB, MszH, MszW, MszD];

// The element size letter of a memory size, and its list and Z operands.
class MemElem<MSize m> {
  string E = !cond(!eq(m.Log2, 0): "b", !eq(m.Log2, 1): "h", !eq(m.Log2, 2): "s", true: "d");
}

// Immediates counted in vector lengths or in bytes.
class SVEImm<int lo, int hi, int scale> : Operand<i64> {
  let ParserMatchClass = ScaledOffsetAsm<lo, hi, scale>;
  let Scale = scale;
}
// A multiple of n in -8n..7n (structure loads and stores count in n
// vector lengths), the field holding value / n.
foreach n = 2...4 in
  def simm4s # n : Operand<i64> {
    let ParserMatchClass = A64CustomAsm<"SImm4s" # n, "parse_multiple">;
    let EncoderMethod = "encode_divide";
    let DecoderMethod = "decode_multiply";
    let SampleMethod = "sample_multiple";
    let FragmentArgs = [n, !mul(-8, n), !mul(7, n)];
  }
def simm4s16 : SVEImm<-128, 112, 4>;
def simm4s32 : SVEImm<-256, 224, 5>;
def simm9_vl : A64ImmOperand<A64Imm<-256, 255>>;
foreach s = 0...3 in {
  def uimm6s # !shl(1, s) : SVEImm<0, !mul(63, !shl(1, s)), s>;
  def uimm5s # !shl(1, s) : SVEImm<0, !mul(31, !shl(1, s)), s>;
}

// A load or store with Pg in bits 12-10, Rn 9-5, Zt 4-0.
class SVEMemBase<bits<32> base, dag outs, dag ins, string mnemonic, string operands>
    : SVEBase<base, outs, ins, mnemonic, operands> {
  bits<5> Zt;
  bits<3> Pg;
  bits<5> Rn;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Zt;
}

// Scalar plus immediate (in vector lengths, at bits 19-16) and its zero
// form; scalar plus scalar (Rm at bits 20-16, shifted by the size).
multiclass SVEMemImm<bits<32> base, string mnemonic, DAGOperand zt, bit load, Operand imm = simm4,
                     string vl = ", mul vl"> {
  def _IMM : SVEMemBase<base, !if(load, (outs zt:$Zt), (outs)),
                        !con(!if(load, (ins), (ins zt:$Zt)), (ins !if(load, PPR3bZ, PPR3bAny):$Pg, GPR64sp:$Rn, imm:$imm4)),
                        mnemonic, "$Zt, $Pg, [$Rn, $imm4" # vl # "]"> {
    bits<4> imm4;
    let Inst{19-16} = imm4;
    let mayLoad = load;
    let mayStore = !not(load);
  }
  def : InstAlias<mnemonic # "\t$Zt, $Pg, [$Rn]", (!cast<Instruction>(NAME # "_IMM") zt:$Zt, !if(load, PPR3bZ, PPR3bAny):$Pg,
                                                   GPR64sp:$Rn, 0)>;
}
multiclass SVEMemReg<bits<32> base, string mnemonic, DAGOperand zt, bit load, int shift, RegisterClass rm = GPR64common> {
  def _REG : SVEMemBase<base, !if(load, (outs zt:$Zt), (outs)),
                        !con(!if(load, (ins), (ins zt:$Zt)), (ins !if(load, PPR3bZ, PPR3bAny):$Pg, GPR64sp:$Rn, rm:$Rm)),
                        mnemonic, "$Zt, $Pg, [$Rn, $Rm" # !if(!eq(shift, 0), "", ", lsl #" # shift) # "]"> {
    bits<5> Rm;
    let Inst{20-16} = Rm;
    let mayLoad = load;
    let mayStore = !not(load);
  }
  if !eq(shift, 0) then
    def : InstAlias<mnemonic # "\t$Zt, $Pg, [$Rn, $Rm, lsl #0]",
                    (!cast<Instruction>(NAME # "_REG") zt:$Zt, !if(load, PPR3bZ, PPR3bAny):$Pg, GPR64sp:$Rn, rm:$Rm), 0>;
}

let Predicates = [HasSVEorSME] in {

// Non-fault (imm) and first-fault (scalar plus scalar, which may be xzr)
// loads of every ld1 type.
foreach t = Ld1Types in {
  defvar zlist = !cast<DAGOperand>("ZL1" # t.Elem);
  defvar ld = !subst("ld1", "ld", t.Mnemonic);
  let Predicates = [HasSVE] in {
    defm !toupper(!subst("ld", "ldnf1", ld)) # _ # t.Elem
        : SVEMemImm<!or(0xa410a000, !shl(t.Dtype, 21)), !subst("ld1", "ldnf1", t.Mnemonic), zlist, 1>;
    defm !toupper(!subst("ld", "ldff1", ld)) # _ # t.Elem
        : SVEMemReg<!or(0xa4006000, !shl(t.Dtype, 21)), !subst("ld1", "ldff1", t.Mnemonic), zlist, 1, t.Msz, GPR64>;
    def : InstAlias<!subst("ld1", "ldff1", t.Mnemonic) # "\t$Zt, $Pg, [$Rn]",
                    (!cast<Instruction>(!toupper(!subst("ld", "ldff1", ld)) # "_" # t.Elem # "_REG") zlist:$Zt, PPR3bZ:$Pg,
                     GPR64sp:$Rn, XZR)>;
  }
}

// Stores: 1110010 msz size 0 imm4 111 Pg Rn Zt and Rm 010.
foreach m = MSizes in
  foreach e = SveBHSD in
    if !ge(e.Bits, !shl(8, m.Log2)) then {
      defvar zlist = !cast<DAGOperand>("ZL1" # e.Name);
      defvar mn = "st1" # m.Letter;
      defm !toupper(mn) # _ # e.Name : SVEMemImm<!or(0xe400e000, !shl(m.Msz, 23), !shl(e.Size, 21)), mn, zlist, 0>;
      defm !toupper(mn) # _ # e.Name : SVEMemReg<!or(0xe4004000, !shl(m.Msz, 23), !shl(e.Size, 21)), mn, zlist, 0, m.Log2>;
    }

// Non-temporal: ldnt1 1010010 msz 00 0 imm4 111 / Rm 110; stnt1 1110010
// msz 00 1 imm4 111 / Rm 011.
foreach m = MSizes in {
  defvar e = MemElem<m>.E;
  defvar zlist = !cast<DAGOperand>("ZL1" # e);
  defm LDNT1 # m.Letter : SVEMemImm<!or(0xa400e000, !shl(m.Msz, 23)), "ldnt1" # m.Letter, zlist, 1>;
  defm LDNT1 # m.Letter : SVEMemReg<!or(0xa400c000, !shl(m.Msz, 23)), "ldnt1" # m.Letter, zlist, 1, m.Log2>;
  defm STNT1 # m.Letter : SVEMemImm<!or(0xe410e000, !shl(m.Msz, 23)), "stnt1" # m.Letter, zlist, 0>;
  defm STNT1 # m.Letter : SVEMemReg<!or(0xe4006000, !shl(m.Msz, 23)), "stnt1" # m.Letter, zlist, 0, m.Log2>;
  // Structures of 2, 3, 4 registers: ld 1010010 msz num 0 imm4 111 / Rm
  // 110; st 1110010 msz num 1 imm4 111 / Rm 011.
  foreach n = 2...4 in {
    defvar zl = !cast<DAGOperand>("ZL" # n # e);
    defvar imm = !cast<Operand>("simm4s" # n);
    defm LD # n # m.Letter : SVEMemImm<!or(0xa400e000, !shl(m.Msz, 23), !shl(!sub(n, 1), 21)), "ld" # n # m.Letter, zl, 1, imm>;
    defm LD # n # m.Letter : SVEMemReg<!or(0xa400c000, !shl(m.Msz, 23), !shl(!sub(n, 1), 21)), "ld" # n # m.Letter, zl, 1, m.Log2>;
    defm ST # n # m.Letter : SVEMemImm<!or(0xe410e000, !shl(m.Msz, 23), !shl(!sub(n, 1), 21)), "st" # n # m.Letter, zl, 0, imm>;
    defm ST # n # m.Letter : SVEMemReg<!or(0xe4006000, !shl(m.Msz, 23), !shl(!sub(n, 1), 21)), "st" # n # m.Letter, zl, 0, m.Log2>;
  }
  // Quadword replicates: 1010010 msz 00 0 imm4 001 / Rm 000 (ld1rq) and
  // 01 (ld1ro, f64mm).
  defm LD1RQ # m.Letter : SVEMemImm<!or(0xa4002000, !shl(m.Msz, 23)), "ld1rq" # m.Letter, zlist, 1, simm4s16, "">;
  defm LD1RQ # m.Letter : SVEMemReg<!or(0xa4000000, !shl(m.Msz, 23)), "ld1rq" # m.Letter, zlist, 1, m.Log2>;
  let Predicates = [HasSVE, HasMatMulFP64] in {
    defm LD1RO # m.Letter : SVEMemImm<!or(0xa4202000, !shl(m.Msz, 23)), "ld1ro" # m.Letter, zlist, 1, simm4s32, "">;
    defm LD1RO # m.Letter : SVEMemReg<!or(0xa4200000, !shl(m.Msz, 23)), "ld1ro" # m.Letter, zlist, 1, m.Log2>;
  }
}

// Replicating loads: 1000010 dtypeh 1 imm6 1 dtypel Pg Rn Zt, the offset in
// units of the memory size.
foreach t = Ld1Types in {
  defvar zlist = !cast<DAGOperand>("ZL1" # t.Elem);
  defvar mn = !subst("ld1", "ld1r", t.Mnemonic);
  defvar name = !toupper(mn) # "_" # t.Elem;
  defvar imm = !cast<Operand>("uimm6s" # !shl(1, t.Msz));
  def name : SVEMemBase<!or(0x84408000, !shl(t.Dtype{3-2}, 23), !shl(t.Dtype{1-0}, 13)), (outs zlist:$Zt),
                        (ins PPR3bZ:$Pg, GPR64sp:$Rn, imm:$imm6), mn, "$Zt, $Pg, [$Rn, $imm6]"> {
    bits<6> imm6;
    let Inst{21-16} = imm6;
    let mayLoad = 1;
  }
  def : InstAlias<mn # "\t$Zt, $Pg, [$Rn]", (!cast<Instruction>(name) zlist:$Zt, PPR3bZ:$Pg, GPR64sp:$Rn, 0)>;
}

// Whole registers: ldr and str of Z (010) and P (000): 1000010 110 / 1110010
// 110, imm9h, then imm9l at 12-10.
foreach st = [0, 1] in
  foreach p = [0, 1] in {
    defvar reg = !if(p, PPRAny, ZPRAny);
    defvar name = !if(st, "STR", "LDR") # !if(p, "_PXI", "_ZXI");
    def name : SVEBase<!or(!if(st, 0xe5800000, 0x85800000), !if(p, 0, 0x4000)), !if(st, (outs), (outs reg:$Rt)),
                       !con(!if(st, (ins reg:$Rt), (ins)), (ins GPR64sp:$Rn, simm9_vl:$imm9)), !if(st, "str", "ldr"),
                       "$Rt, [$Rn, $imm9, mul vl]"> {
      bits<5> Rt;
      bits<5> Rn;
      bits<9> imm9;
      let Inst{21-16} = imm9{8-3};
      let Inst{12-10} = imm9{2-0};
      let Inst{9-5} = Rn;
      let Inst{4-0} = !if(p, {0, Rt{3-0}}, Rt);
    }
    def : InstAlias<!if(st, "str", "ldr") # "\t$Rt, [$Rn]", (!cast<Instruction>(name) reg:$Rt, GPR64sp:$Rn, 0)>;
  }

// Prefetches: 1000010 111 imm6 0 msz Pg Rn 0 prfop (scalar plus immediate)
// and 1000010 msz 00 Rm 110 Pg Rn 0 prfop (scalar plus scalar).
foreach m = MSizes in {
  defvar mn = "prf" # m.Letter;
  def !toupper(mn) # _PRI : SVEBase<!or(0x85c00000, !shl(m.Msz, 13)), (outs),
                                    (ins sve_prfop:$prfop, PPR3bAny:$Pg, GPR64sp:$Rn, simm6:$imm6), mn,
                                    "$prfop, $Pg, [$Rn, $imm6, mul vl]"> {
    bits<4> prfop;
    bits<3> Pg;
    bits<5> Rn;
    bits<6> imm6;
    let Inst{21-16} = imm6;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Rn;
    let Inst{3-0} = prfop;
  }
  def : InstAlias<mn # "\t$prfop, $Pg, [$Rn]", (!cast<Instruction>(!toupper(mn) # "_PRI") sve_prfop:$prfop, PPR3bAny:$Pg,
                                                GPR64sp:$Rn, 0)>;
  def !toupper(mn) # _PRR : SVEBase<!or(0x8400c000, !shl(m.Msz, 23)), (outs),
                                    (ins sve_prfop:$prfop, PPR3bAny:$Pg, GPR64sp:$Rn, GPR64common:$Rm), mn,
                                    "$prfop, $Pg, [$Rn, $Rm" # !if(!eq(m.Log2, 0), "", ", lsl #" # m.Log2) # "]"> {
    bits<4> prfop;
    bits<3> Pg;
    bits<5> Rn;
    bits<5> Rm;
    let Inst{20-16} = Rm;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Rn;
    let Inst{3-0} = prfop;
  }
}

} // Predicates = [HasSVEorSME]

//===-- Gathers and scatters (SVE only) ------------------------------------===//

// Vector plus immediate: 1000010 msz 01 imm5 1 U ff (32-bit elements),
// 1100010 msz 01 imm5 1 U ff (64-bit); scatters 1110010 msz 11 imm5 101
// (32-bit) and msz 10 imm5 101 (64-bit).
class SVEGather<bits<32> base, string mnemonic, DAGOperand zt, dag addr, string address, bit load>
    : SVEMemBase<base, !if(load, (outs zt:$Zt), (outs)),
                 !con(!if(load, (ins), (ins zt:$Zt)), (ins !if(load, PPR3bZ, PPR3bAny):$Pg), addr),
                 mnemonic, "$Zt, $Pg, " # address> {
  let mayLoad = load;
  let mayStore = !not(load);
}

// (mnemonic, msz, unsigned, first-fault)
class GatherLoad<string m, MSize msz, bit u, bit ff> {
  string M = m;
  MSize Msz = msz;
  bit U = u;
  bit FF = ff;
}
defvar GatherLoads = !foldl([]<GatherLoad>, [0, 1], acc, ff, !listconcat(acc, [
  GatherLoad<!if(ff, "ldff1b", "ld1b"), MszB, 1, ff>, GatherLoad<!if(ff, "ldff1sb", "ld1sb"), MszB, 0, ff>,
  GatherLoad<!if(ff, "ldff1h", "ld1h"), MszH, 1, ff>, GatherLoad<!if(ff, "ldff1sh", "ld1sh"), MszH, 0, ff>,
  GatherLoad<!if(ff, "ldff1w", "ld1w"), MszW, 1, ff>, GatherLoad<!if(ff, "ldff1sw", "ld1sw"), MszW, 0, ff>,
  GatherLoad<!if(ff, "ldff1d", "ld1d"), MszD, 1, ff>]));

let Predicates = [HasSVE] in {
foreach g = GatherLoads in {
  defvar tail = !or(!shl(g.U, 14), !shl(g.FF, 13));
  defvar uimm = !cast<Operand>("uimm5s" # !shl(1, g.Msz.Log2));
  foreach w = [32, 64] in
    if !and(!or(!eq(w, 64), !lt(g.Msz.Log2, 2), !and(!eq(g.Msz.Log2, 2), g.U)), !not(!and(!eq(w, 32), !eq(g.Msz.Log2, 3)))) then {
      defvar e = !if(!eq(w, 32), "s", "d");
      defvar zt = !cast<DAGOperand>("ZL1" # e);
      defvar zv = !cast<DAGOperand>("ZPR" # w);
      defvar top = !if(!eq(w, 32), 0x84000000, 0xc4000000);
      defvar name = !toupper(g.M) # "_" # e;
      // [Zn, #imm] and [Zn]
      def name # _ZI : SVEGather<!or(top, 0x208000, !shl(g.Msz.Msz, 23), tail), g.M, zt, (ins zv:$Rn, uimm:$imm5),
                                 "[$Rn, $imm5]", 1> {
        bits<5> imm5;
        let Inst{20-16} = imm5;
      }
      def : InstAlias<g.M # "\t$Zt, $Pg, [$Rn]", (!cast<Instruction>(name # "_ZI") zt:$Zt, PPR3bZ:$Pg, zv:$Rn, 0)>;
      // [Xn, Zm, uxtw|sxtw {#s}]: 32-bit offsets (bit 22: sxtw; bit 21: scaled).
      foreach xs = [0, 1] in
        foreach scaled = [0, 1] in
          if !or(!not(scaled), !gt(g.Msz.Log2, 0)) then
            def name # _SXTW # xs # scaled
                : SVEGather<!or(top, !shl(g.Msz.Msz, 23), !shl(xs, 22), !shl(scaled, 21), tail), g.M, zt,
                            (ins GPR64sp:$Rn, zv:$Zm),
                            "[$Rn, $Zm, " # !if(xs, "sxtw", "uxtw") # !if(scaled, " #" # g.Msz.Log2, "") # "]", 1> {
              bits<5> Zm;
              let Inst{20-16} = Zm;
            }
      // [Xn, Zm.d {, lsl #s}]: 64-bit offsets.
      if !eq(w, 64) then
        foreach scaled = [0, 1] in
          if !or(!not(scaled), !gt(g.Msz.Log2, 0)) then
            def name # _LSL # scaled
                : SVEGather<!or(top, 0x408000, !shl(g.Msz.Msz, 23), !shl(scaled, 21), tail), g.M, zt,
                            (ins GPR64sp:$Rn, zv:$Zm), "[$Rn, $Zm" # !if(scaled, ", lsl #" # g.Msz.Log2, "") # "]", 1> {
              bits<5> Zm;
              let Inst{20-16} = Zm;
            }
    }
}

// Scatters.
foreach m = MSizes in {
  defvar mn = "st1" # m.Letter;
  defvar uimm = !cast<Operand>("uimm5s" # !shl(1, m.Log2));
  foreach w = [32, 64] in
    if !not(!and(!eq(w, 32), !eq(m.Log2, 3))) then {
      defvar e = !if(!eq(w, 32), "s", "d");
      defvar zt = !cast<DAGOperand>("ZL1" # e);
      defvar zv = !cast<DAGOperand>("ZPR" # w);
      defvar name = !toupper(mn) # "_" # e;
      def name # _ZI : SVEGather<!or(0xe400a000, !shl(m.Msz, 23), !if(!eq(w, 32), 0x600000, 0x400000)), mn, zt,
                                 (ins zv:$Rn, uimm:$imm5), "[$Rn, $imm5]", 0> {
        bits<5> imm5;
        let Inst{20-16} = imm5;
      }
      def : InstAlias<mn # "\t$Zt, $Pg, [$Rn]", (!cast<Instruction>(name # "_ZI") zt:$Zt, PPR3bAny:$Pg, zv:$Rn, 0)>;
      // [Xn, Zm, uxtw|sxtw {#s}]: 1110010 msz 1x Zm 1 xs 0 (x: 32-bit
      // elements; scaled forms with 01/11).
      foreach xs = [0, 1] in
        foreach scaled = [0, 1] in
          if !or(!not(scaled), !gt(m.Log2, 0)) then
            def name # _SXTW # xs # scaled
                : SVEGather<!or(0xe4008000, !shl(m.Msz, 23), !shl(!eq(w, 32), 22), !shl(scaled, 21), !shl(xs, 14)), mn, zt,
                            (ins GPR64sp:$Rn, zv:$Zm),
                            "[$Rn, $Zm, " # !if(xs, "sxtw", "uxtw") # !if(scaled, " #" # m.Log2, "") # "]", 0> {
              bits<5> Zm;
              let Inst{20-16} = Zm;
            }
      if !eq(w, 64) then
        foreach scaled = [0, 1] in
          if !or(!not(scaled), !gt(m.Log2, 0)) then
            def name # _LSL # scaled
                : SVEGather<!or(0xe400a000, !shl(m.Msz, 23), !shl(scaled, 21)), mn, zt, (ins GPR64sp:$Rn, zv:$Zm),
                            "[$Rn, $Zm" # !if(scaled, ", lsl #" # m.Log2, "") # "]", 0> {
              bits<5> Zm;
              let Inst{20-16} = Zm;
            }
    }
}
} // Predicates = [HasSVE]

// Gather prefetches: [Zn.T, #imm] 1x000100 msz 00 imm5 111 (x: 64-bit
// elements); [Xn, Zm.T, uxtw|sxtw #s] 1x000100 0 xs 1 Zm 0 msz; [Xn,
// Zm.d, lsl #s] 11000100 011 Zm 1 msz. Scaled by the memory size.
class SVEPrefetchGather<bits<32> base, string mnemonic, dag addr, string address>
    : SVEBase<base, (outs), !con((ins sve_prfop:$prfop, PPR3bAny:$Pg), addr), mnemonic, "$prfop, $Pg, " # address> {
  bits<4> prfop;
  bits<3> Pg;
  bits<5> Rn;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Rn;
  let Inst{3-0} = prfop;
}
let Predicates = [HasSVE] in
foreach m = MSizes in {
  defvar mn = "prf" # m.Letter;
  defvar uimm = !cast<Operand>("uimm5s" # !shl(1, m.Log2));
  defvar scale = !if(!eq(m.Log2, 0), "", " #" # m.Log2);
  foreach w = [32, 64] in {
    defvar e = !if(!eq(w, 32), "s", "d");
    defvar zv = !cast<DAGOperand>("ZPR" # w);
    defvar top = !if(!eq(w, 32), 0x84000000, 0xc4000000);
    defvar name = !toupper(mn) # "_" # e;
    def name # _ZI : SVEPrefetchGather<!or(top, 0xe000, !shl(m.Msz, 23)), mn, (ins zv:$Rn, uimm:$imm5), "[$Rn, $imm5]"> {
      bits<5> imm5;
      let Inst{20-16} = imm5;
    }
    def : InstAlias<mn # "\t$prfop, $Pg, [$Rn]", (!cast<Instruction>(name # "_ZI") sve_prfop:$prfop, PPR3bAny:$Pg, zv:$Rn, 0)>;
    foreach xs = [0, 1] in
      def name # _SXTW # xs : SVEPrefetchGather<!or(top, 0x200000, !shl(xs, 22), !shl(m.Msz, 13)), mn,
                                                (ins GPR64sp:$Rn, zv:$Zm),
                                                "[$Rn, $Zm, " # !if(xs, "sxtw", "uxtw") # scale # "]"> {
        bits<5> Zm;
        let Inst{20-16} = Zm;
      }
  }
  def !toupper(mn) # _LSL : SVEPrefetchGather<!or(0xc4608000, !shl(m.Msz, 13)), mn, (ins GPR64sp:$Rn, ZPR64:$Zm),
                                              "[$Rn, $Zm" # !if(!eq(m.Log2, 0), "", ", lsl #" # m.Log2) # "]"> {
    bits<5> Zm;
    let Inst{20-16} = Zm;
  }
}

// Predicate-as-counter registers load and store as predicates.
let Predicates = [HasSVEorSME] in {
def : InstAlias<"ldr\t$Pt, [$Rn, $imm9, mul vl]", (LDR_PXI PNRasPPR:$Pt, GPR64sp:$Rn, simm9_vl:$imm9), 0>;
def : InstAlias<"ldr\t$Pt, [$Rn]", (LDR_PXI PNRasPPR:$Pt, GPR64sp:$Rn, 0), 0>;
def : InstAlias<"str\t$Pt, [$Rn, $imm9, mul vl]", (STR_PXI PNRasPPR:$Pt, GPR64sp:$Rn, simm9_vl:$imm9), 0>;
def : InstAlias<"str\t$Pt, [$Rn]", (STR_PXI PNRasPPR:$Pt, GPR64sp:$Rn, 0), 0>;
}
