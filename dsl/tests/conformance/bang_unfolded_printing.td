// How unresolved bang-operator expressions print inside a class body:
// every operator here depends on a template argument.
// tdc-json

def ops;
class Rec;
def R0 : Rec;

class Show<list<int> l, string s, dag d, Rec r, int n> {
  string Interleaved = !interleave(l, ",");
  list<int> Mapped = !foreach(x, l, !mul(x, n));
  list<int> Kept = !filter(x, l, !gt(x, n));
  int Folded = !foldl(n, l, a, b, !add(a, b));
  list<int> Ranged = !range(n);
  list<string> Splat = !listsplat(s, n);
  int Arg = !getdagarg<int>(d, n);
  string ArgName = !getdagname(d, n);
  string Cond = !cond(!eq(n, 0) : "zero", true : s);
  bit IsRec = !isa<Rec>(r);
  bit Exists = !exists<Rec>(s);
  Rec Found = !cast<Rec>(s);
  string Sub = !substr(s, n);
  int Found2 = !find(s, "x", n);
  string Repr = !repr(d);
  list<int> Removed = !listremove(l, [n]);
  int Size = !size(l);
  bit Empty = !empty(s);
}

def S : Show<[1, 2, 3], "R0", (ops 4:$a, 5:$b), R0, 1>;
