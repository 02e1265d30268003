// Three levels of nested defm: the names compose from the outermost defm
// name inward, and NAME inside the innermost multiclass is the full prefix.
// An anonymous defm inside a multiclass gets an anonymous_N name that is
// appended to the outer NAME.
// tdc-json

class Inst {
  string Full = NAME;
}

multiclass Leaf {
  def _L : Inst;
  def NAME # _LN : Inst;
}
multiclass Middle {
  defm _M : Leaf;
  defm NAME # _MN : Leaf;
}
multiclass Top {
  defm _T : Middle;
  defm : Leaf;
}

defm X : Top;
