// !listsplat(value, count), folded and unfolded.
// tdc-json

class RegClass;
def GPR : RegClass;
class Repeat<string s, int n> {
  list<string> Copies = !listsplat(s, n);
  int N = !size(!listsplat(s, n));
}

def R : Repeat<"x", 3>;

def Folded {
  list<int> Zeros = !listsplat(0, 4);
  list<string> None = !listsplat("a", 0);
  list<list<int>> Lists = !listsplat([1, 2], 2);
  list<RegClass> Recs = !listsplat(GPR, 2);
}
