// expect: other: multiclass LoadOps contains a `class` definition, which is not allowed in a multiclass body.
class Inst<string asm> {
  string AsmString = asm;
}

multiclass LoadOps<string mn> {
  class LoadInst<string s> : Inst<mn # s>;
  def B : Inst<mn # "b">;
}

defm LD : LoadOps<"ld">;
