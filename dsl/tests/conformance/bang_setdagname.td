// !setdagname(dag, index-or-name, name): rename an argument; folded and
// unfolded.
// tdc-json

def ins;
def GPR;

class Rename<dag d, string n> {
  dag Renamed = !setdagname(d, 0, n);
  dag ByName = !setdagname(d, "src", "source");
}

def R : Rename<(ins GPR:$dst, GPR:$src), "d">;

def Folded {
  dag A = !setdagname((ins 1, 2), 1, "second");
  dag B = !setdagname((ins 1:$old), "old", "new");
}
