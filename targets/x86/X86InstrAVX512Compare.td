//===- X86InstrAVX512Compare.td - AVX-512 comparisons ------*- tablegen -*-===//
//
// Comparisons and tests whose result is an opmask register (one bit per
// element; merge-masking only, `{%k2}` clears the others), the ordered
// compares into EFLAGS, and vp2intersect's pair of masks. A compare
// with a predicate immediate prints as its named form (`vcmpltps`,
// `vpcmpnleud`), which the assembler also takes.
//
//===----------------------------------------------------------------------===//

// dst (an opmask register) = compare(src1, src2) in each shape, src1 in
// EVEX.vvvv; with `imm`, a predicate byte (first in AT&T).
multiclass AVX512CompareOp<string mn, EvexOp op, list<VShape> shapes, bit imm = 0, string embedded = ""> {
  defvar immIn = !if(imm, (ins ubyte_imm:$cc), (ins));
  defvar srcs = !listconcat(["$src1", "$src2"], !if(imm, ["$cc"], []<string>));
  defvar suffix = !if(imm, "i", "");
  foreach s = shapes in
  let VexVvvv = 1, isCompare = 1, VexLIG = s.LIG in {
    defm s.Name # rr # suffix : AVX512MergeMasked<op, MRMSrcReg, s.Len, (outs VK:$dst),
                                                  !con((ins s.Dst:$src1, s.Src:$src2), immIn), mn, srcs, "$dst">;
    let mayLoad = 1 in {
      defm s.Name # rm # suffix : AVX512MergeMasked<op, MRMSrcMem, s.Len, (outs VK:$dst),
                                                    !con((ins s.Dst:$src1, s.Mem:$src2), immIn), mn, srcs, "$dst",
                                                    s.MemN>;
      if !gt(s.BcstCount, 0) then
        defm s.Name # rmb # suffix : AVX512MergeMasked<op, MRMSrcMem, s.Len, (outs VK:$dst),
                                                       !con((ins s.Dst:$src1, s.Elt.Mem:$src2), immIn), mn,
                                                       !listconcat(["$src1", "${src2}" # s.Bcst],
                                                                   !if(imm, ["$cc"], []<string>)),
                                                       "$dst", s.Elt.BcstN, 1>;
    }
    if !and(s.Embeds, !eq(embedded, "sae")) then
      defm s.Name # rrb # suffix : AVX512MergeMasked<op, MRMSrcReg, SAE, (outs VK:$dst),
                                                     !con((ins s.Dst:$src1, s.Src:$src2), immIn), mn,
                                                     !listconcat(["$src1", "$src2", "{sae}"],
                                                                 !if(imm, ["$cc"], []<string>)),
                                                     "$dst", 1, 1>;
  }
}

// A named predicate of a compare: its name in the mnemonic and its value.
// `Printed`: the printer uses the name (otherwise only the assembler takes
// it).
class CmpCondition<string name, int value, bit printed = 1> {
  string Name = name;
  int Value = value;
  bit Printed = printed;
}
// Floating-point predicates (vcmp), and the other spellings of 0-15.
defvar FloatConditions =
  !listconcat(!foldl([]<CmpCondition>,
                     ["eq", "lt", "le", "unord", "neq", "nlt", "nle", "ord", "eq_uq", "nge", "ngt", "false", "neq_oq",
                      "ge", "gt", "true", "eq_os", "lt_oq", "le_oq", "unord_s", "neq_us", "nlt_uq", "nle_uq", "ord_s",
                      "eq_us", "nge_uq", "ngt_uq", "false_os", "neq_os", "ge_oq", "gt_oq", "true_us"],
                     acc, name, !listconcat(acc, [CmpCondition<name, !size(acc)>])),
              [CmpCondition<"eq_oq", 0, 0>, CmpCondition<"lt_os", 1, 0>, CmpCondition<"le_os", 2, 0>,
               CmpCondition<"unord_q", 3, 0>, CmpCondition<"neq_uq", 4, 0>, CmpCondition<"nlt_us", 5, 0>,
               CmpCondition<"nle_us", 6, 0>, CmpCondition<"ord_q", 7, 0>, CmpCondition<"nge_us", 9, 0>,
               CmpCondition<"ngt_us", 10, 0>, CmpCondition<"false_oq", 11, 0>, CmpCondition<"ge_os", 13, 0>,
               CmpCondition<"gt_os", 14, 0>, CmpCondition<"true_uq", 15, 0>]);
// Integer predicates (vpcmp): 3 and 7 have no name.
defvar IntConditions = [CmpCondition<"eq", 0>, CmpCondition<"lt", 1>, CmpCondition<"le", 2>, CmpCondition<"neq", 4>,
                        CmpCondition<"nlt", 5>, CmpCondition<"nle", 6>];

// A form of a compare record: its name's end, its second source and how
// that is written.
class CmpForm<string form, DAGOperand src2, string text> {
  string Form = form;
  DAGOperand Src2 = src2;
  string Text = text;
}

// The named forms of the compare records `rec` (rec # shape # form):
// mnemonic `prefix # condition # suffix`.
multiclass AVX512CmpAliases<string rec, string prefix, string suffix, list<CmpCondition> conds, list<VShape> shapes,
                            string embedded = ""> {
  foreach s = shapes in
  foreach c = conds in {
    defvar mn = prefix # c.Name # suffix;
    foreach f = !listconcat([CmpForm<"rri", s.Src, "$src2">, CmpForm<"rmi", s.Mem, "$src2">],
                            !if(!gt(s.BcstCount, 0), [CmpForm<"rmbi", s.Elt.Mem, "${src2}" # s.Bcst>], [])) in {
      def : InstAlias<AVX512Asm<mn, ["$src1", f.Text], "$dst">.S,
                      (!cast<Instruction>(rec # s.Name # f.Form) VK:$dst, s.Dst:$src1, f.Src2:$src2, c.Value),
                      c.Printed>;
      def : InstAlias<AVX512Asm<mn, ["$src1", f.Text], "$dst {${mask}}">.S,
                      (!cast<Instruction>(rec # s.Name # f.Form # "k") VK:$dst, opmask:$mask, s.Dst:$src1,
                       f.Src2:$src2, c.Value), c.Printed>;
    }
    if !and(s.Embeds, !eq(embedded, "sae")) then {
      def : InstAlias<AVX512Asm<mn, ["$src1", "$src2", "{sae}"], "$dst">.S,
                      (!cast<Instruction>(rec # s.Name # "rrbi") VK:$dst, s.Dst:$src1, s.Src:$src2, c.Value),
                      c.Printed>;
      def : InstAlias<AVX512Asm<mn, ["$src1", "$src2", "{sae}"], "$dst {${mask}}">.S,
                      (!cast<Instruction>(rec # s.Name # "rrbik") VK:$dst, opmask:$mask, s.Dst:$src1, s.Src:$src2,
                       c.Value), c.Printed>;
    }
  }
}

// Floating-point compares: packed single and double in map 0F (no
// prefix and 66), their scalar forms (F3, F2), half precision in map 3
// (none and F3).
foreach p = [Single, Double, Half] in {
  defvar map = !if(!eq(p.Letter, "h"), 3, 1);
  defvar packed = !cond(!eq(p.Letter, "s") : PS<map, 0xC2>, !eq(p.Letter, "d") : PD<map, 0xC2, 1>, true : PS<map, 0xC2>);
  defvar scalar = !cond(!eq(p.Letter, "s") : XS<map, 0xC2>, !eq(p.Letter, "d") : XD<map, 0xC2, 1>, true : XS<map, 0xC2>);
  defm VCMPP # p.Upper : AVX512CompareOp<"vcmpp" # p.Letter, packed, AllSame<p.Elt>.L, 1, "sae">;
  defm VCMPS # p.Upper : AVX512CompareOp<"vcmps" # p.Letter, scalar, [Scalar<p.Elt>], 1, "sae">;
  defm "" : AVX512CmpAliases<"VCMPP" # p.Upper, "vcmp", "p" # p.Letter, FloatConditions, AllSame<p.Elt>.L, "sae">;
  defm "" : AVX512CmpAliases<"VCMPS" # p.Upper, "vcmp", "s" # p.Letter, FloatConditions, [Scalar<p.Elt>], "sae">;
}

// Integer compares with a predicate (map 0F 3A, 66): signed and unsigned
// (`u`, opcode - 1), W1 for words and quadwords.
class IntCompare<string letter, AVX512Element elt, int opcode, bit w> {
  string Letter = letter;
  AVX512Element Elt = elt;
  int Opcode = opcode;
  bit W = w;
}
foreach e = [IntCompare<"b", Elt8, 0x3F, 0>, IntCompare<"w", Elt16, 0x3F, 1>, IntCompare<"d", Elt32, 0x1F, 0>,
             IntCompare<"q", Elt64, 0x1F, 1>] in
foreach u = ["", "u"] in {
  defm VPCMP # !toupper(u # e.Letter) : AVX512CompareOp<"vpcmp" # u # e.Letter,
                                                        PD<3, !sub(e.Opcode, !if(!eq(u, "u"), 1, 0)), e.W>,
                                                        IntShapes<e.Elt>.L, 1>;
  defm "" : AVX512CmpAliases<"VPCMP" # !toupper(u # e.Letter), "vpcmp", u # e.Letter, IntConditions,
                             IntShapes<e.Elt>.L>;
}

// Equal and greater-than compares of map 0F (qwords in map 0F 38).
multiclass AVX512IntCompare<string mn, int map, int opcode, AVX512Element elt> {
  let VexWIG = !le(elt.Bits, 16) in
  defm "" : AVX512CompareOp<mn, PD<map, opcode, !eq(elt.Bits, 64)>, IntShapes<elt>.L>;
}
defm VPCMPEQB : AVX512IntCompare<"vpcmpeqb", 1, 0x74, Elt8>;
defm VPCMPEQW : AVX512IntCompare<"vpcmpeqw", 1, 0x75, Elt16>;
defm VPCMPEQD : AVX512IntCompare<"vpcmpeqd", 1, 0x76, Elt32>;
defm VPCMPEQQ : AVX512IntCompare<"vpcmpeqq", 2, 0x29, Elt64>;
defm VPCMPGTB : AVX512IntCompare<"vpcmpgtb", 1, 0x64, Elt8>;
defm VPCMPGTW : AVX512IntCompare<"vpcmpgtw", 1, 0x65, Elt16>;
defm VPCMPGTD : AVX512IntCompare<"vpcmpgtd", 1, 0x66, Elt32>;
defm VPCMPGTQ : AVX512IntCompare<"vpcmpgtq", 2, 0x37, Elt64>;

// Tests: a bit where src1 AND src2 is not zero (vptestm, 66) or is zero
// (vptestnm, F3); vpshufbitqmb picks bits of src1 by the bytes of src2.
foreach e = [IntCompare<"b", Elt8, 0x26, 0>, IntCompare<"w", Elt16, 0x26, 1>, IntCompare<"d", Elt32, 0x27, 0>,
             IntCompare<"q", Elt64, 0x27, 1>] in {
  defm VPTESTM # !toupper(e.Letter) : AVX512CompareOp<"vptestm" # e.Letter, PD<2, e.Opcode, e.W>, IntShapes<e.Elt>.L>;
  defm VPTESTNM # !toupper(e.Letter) : AVX512CompareOp<"vptestnm" # e.Letter, XS<2, e.Opcode, e.W>,
                                                       IntShapes<e.Elt>.L>;
}
defm VPSHUFBITQMB : AVX512CompareOp<"vpshufbitqmb", PD<2, 0x8F>, IntShapes<Elt8>.L>;
