// A multiclass inheriting other multiclasses: its defs are the union of
// the parents' defs plus its own body.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
}

multiclass RR<string op> {
  def rr : Inst<op # " rr">;
}
multiclass RI<string op, int immbits> {
  def ri : Inst<op # " ri" # immbits>;
}

multiclass RRI<string op> : RR<op>, RI<op, 12> {
  def rrr : Inst<op # " rrr">;
}

multiclass OnlyParents<string op> : RR<op # "w">, RI<op # "w", 5>;

defm ADD : RRI<"add">;
defm SHL : OnlyParents<"shl">;
