// Quirk: !foreach over a dag also applies the expression to the dag's
// operator, so a string-producing body turns the operator into a string.
// It also recurses into nested dag arguments.
// tdc-json

def ops;
def GPR;
def FPR;

def Mapped {
  dag S = !foreach(a, (ops "x", "y":$n), !strconcat(!cast<string>(a), "!"));
  dag Upper = !foreach(a, (ops "lo"), !toupper(!cast<string>(a)));
  dag Recurse = !foreach(a, (ops GPR, (ops GPR:$r), FPR), !subst(GPR, FPR, a));
}
