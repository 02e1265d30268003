// !empty on lists, strings and dags; folded and unfolded.
// tdc-json

def ops;
class Info<list<int> l, string s, dag d> {
  bit NoList = !empty(l);
  bit NoStr = !empty(s);
  bit NoDag = !empty(d);
}

def Full : Info<[1], "x", (ops 1)>;
def Empty : Info<[], "", (ops)>;

def Folded {
  bit A = !empty([]<string>);
  bit B = !empty([0]);
  bit C = !empty("");
  bit D = !empty((ops));
}
