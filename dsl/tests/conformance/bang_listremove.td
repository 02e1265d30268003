// !listremove(list, items): remove all occurrences of items; folded and
// unfolded.
// tdc-json

class Features<list<string> all, list<string> drop> {
  list<string> Kept = !listremove(all, drop);
}

def F : Features<["a", "b", "c", "b"], ["b"]>;

def Folded {
  list<int> Ints = !listremove([1, 2, 3, 2, 1], [1, 2]);
  list<int> NothingRemoved = !listremove([1, 2], [5]);
  list<int> AllRemoved = !listremove([7, 7], [7]);
}
