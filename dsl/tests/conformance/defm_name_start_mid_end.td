// defm name composition with NAME at the start, middle and end of the
// def names in the multiclass, and defs whose names omit NAME entirely
// (then NAME is prepended).
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
}

multiclass Forms<string op> {
  def NAME # _start : Inst<op # "1">;
  def mid_ # NAME # _mid : Inst<op # "2">;
  def end_ # NAME : Inst<op # "3">;
  def NAME : Inst<op # "4">;
  def implicit : Inst<op # "5">;
}

defm LD : Forms<"ld">;
defm St : Forms<"st">;
