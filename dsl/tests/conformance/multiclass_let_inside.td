// let ... in inside a multiclass body, around defs and nested defm.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
  int Size = 4;
  bit isCompressed = false;
}

multiclass Inner<string op> {
  def _n : Inst<op>;
}

multiclass Ops<string op> {
  def _std : Inst<op>;
  let Size = 2, isCompressed = true in {
    def _c : Inst<"c." # op>;
    defm _cc : Inner<"cc." # op>;
  }
  let Size = 8 in
  def _long : Inst<op # ".l">;
}

defm ADD : Ops<"add">;
