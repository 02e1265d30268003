// !head and !tail on lists, folded and unfolded, including nesting.
// tdc-json

class Sched<list<int> lats> {
  int First = !head(lats);
  list<int> Rest = !tail(lats);
  int Second = !head(!tail(lats));
}

def S : Sched<[4, 2, 1]>;

def Folded {
  string H = !head(["a", "b"]);
  list<string> T = !tail(["a", "b"]);
  list<string> Single = !tail(["only"]);
  list<int> HeadOfNested = !head([[1, 2], [3]]);
}
