// !setdagarg(dag, index-or-name, value): replace an argument, keeping its
// name; folded and unfolded.
// tdc-json

def ins;
def GPR;
def FPR;

class Retype<dag d> {
  dag FirstFPR = !setdagarg(d, 0, FPR);
  dag SrcFPR = !setdagarg(d, "src", FPR);
}

def R : Retype<(ins GPR:$dst, GPR:$src)>;

def Folded {
  dag A = !setdagarg((ins 1, 2, 3), 1, 20);
  dag B = !setdagarg((ins 1:$a, 2:$b), "a", "one");
  dag C = !setdagarg((ins GPR:$x), 0, (ins FPR));
}
