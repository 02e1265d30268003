// !listconcat with two and many lists, empty lists, folded and unfolded.
// tdc-json

class Predicated<list<string> base, list<string> extra> {
  list<string> Predicates = !listconcat(base, extra);
  list<string> WithMode = !listconcat(["IsNotMode16"], base, extra, []);
}

def I : Predicated<["HasA"], ["HasB", "HasC"]>;

def Folded {
  list<int> Two = !listconcat([1], [2, 3]);
  list<int> Many = !listconcat([1], [], [2], [3, 4]);
  list<list<int>> Nested = !listconcat([[1]], [[2, 3]]);
}
