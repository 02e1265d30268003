// !foldl building lists: reversing, deduplicating and flattening.
// tdc-json

class Rev<list<string> l> {
  list<string> Reversed = !foldl([]<string>, l, acc, x, !listconcat([x], acc));
}

def R : Rev<["a", "b", "c"]>;

def Folded {
  list<int> Dedup = !foldl([]<int>, [1, 2, 1, 3, 2], acc, x,
                           !if(!empty(!filter(y, acc, !eq(y, x))),
                               !listconcat(acc, [x]), acc));
  list<int> Flat = !foldl([]<int>, [[1, 2], []<int>, [3]], acc, l,
                          !listconcat(acc, l));
  list<list<int>> Prefixes = !foldl([[]<int>], [1, 2, 3], acc, x,
                                    !listconcat(acc, [!listconcat(!foldl([]<int>, !tail(acc), a, b, b), [x])]));
}
