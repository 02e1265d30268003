// expect: undefined: defm ADD instantiates `ArithOps`, but the only multiclass defined is BinOps.
class Inst<string asm> {
  string AsmString = asm;
}

multiclass BinOps<string mn> {
  def rr : Inst<mn # " $rd, $rs">;
  def ri : Inst<mn # " $rd, $imm">;
}

defm ADD : ArithOps<"add">;
