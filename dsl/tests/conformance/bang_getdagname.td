// !getdagname(dag, index): the name of an argument, or ? when unnamed;
// folded and unfolded.
// tdc-json

def ins;
def GPR;

class Names<dag d> {
  string First = !getdagname(d, 0);
  string Second = !getdagname(d, 1);
}

def N : Names<(ins GPR:$rd, GPR:$rs)>;
def NoNames : Names<(ins GPR, GPR:$only)>;

def Folded {
  string A = !getdagname((ins 1:$x, 2:$y), 1);
  string Unnamed = !getdagname((ins 1, 2), 0);
  string DollarOnly = !getdagname((ins $z), 0);
}
