// !foreach over a dag maps each argument, preserving argument names. The
// loop variable has type dag, so the mapping uses type-agnostic operators.
// tdc-json

def ops;
class RegClass;
def GPR : RegClass;
def FPR : RegClass;

class Remap<dag d> {
  dag Swapped = !foreach(a, d, !subst(GPR, FPR, a));
}

def R : Remap<(ops GPR:$rd, FPR:$fs, GPR:$rs)>;

def Folded {
  dag Same = !foreach(x, (ops GPR:$a, FPR), x);
  dag Nested = !foreach(x, (ops GPR, (ops GPR:$inner)), !subst(GPR, FPR, x));
  dag Empty = !foreach(x, (ops), x);
}
