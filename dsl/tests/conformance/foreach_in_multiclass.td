// foreach inside a multiclass body, using template arguments in the list.
// tdc-json

class VInst<string asm, int lmul> {
  string AsmString = asm;
  int LMUL = lmul;
}

multiclass VectorOp<string op, list<int> lmuls> {
  foreach m = lmuls in {
    def _M # m : VInst<op # ".vv m" # m, m>;
  }
  foreach suffix = ["vx", "vi"] in
    def _ # suffix : VInst<op # "." # suffix, 1>;
}

defm VADD : VectorOp<"vadd", [1, 2, 4]>;
defm VSUB : VectorOp<"vsub", [8]>;
