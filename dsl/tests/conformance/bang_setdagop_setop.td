// !setdagop and its older spelling !setop: replace a dag's operator
// keeping arguments and names; folded and unfolded.
// tdc-json

def add;
def sub;
def outs;
def ins;
def GPR;

class Swap<dag d> {
  dag AsSub = !setdagop(d, sub);
  dag AsOuts = !setop(d, outs);
}

def S : Swap<(add GPR:$a, 3:$b)>;

def Folded {
  dag A = !setdagop((ins GPR:$rs), outs);
  dag B = !setop((add), sub);
  dag C = !setdagop((add:$root 1), sub);
}
