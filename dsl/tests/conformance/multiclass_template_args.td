// Multiclass template args with defaults, used in several defs and passed
// down to classes; defm with positional and named arguments.
// tdc-json

class Inst<string asm, int size, list<string> preds> {
  string AsmString = asm;
  int Size = size;
  list<string> Predicates = preds;
}

multiclass FPOps<string op, int size = 4, list<string> preds = ["HasFP"],
                 string suffix = ".s"> {
  def _S : Inst<op # suffix, size, preds>;
  def _D : Inst<op # ".d", !mul(size, 2), !listconcat(preds, ["HasDouble"])>;
  def _H : Inst<op # ".h", !div(size, 2), preds>;
}

defm FADD : FPOps<"fadd">;
defm FMUL : FPOps<"fmul", 8>;
defm FDIV : FPOps<"fdiv", 4, ["HasFP", "HasDiv"]>;
defm FSQRT : FPOps<"fsqrt", suffix = ".single">;
