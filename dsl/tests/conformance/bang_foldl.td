// !foldl(init, list, acc, var, expr): folded sums/products and unfolded
// in a class over a template argument.
// tdc-json

class Sum<list<int> l> {
  int Total = !foldl(0, l, acc, x, !add(acc, x));
  int Max = !foldl(!head(l), l, acc, x, !if(!gt(x, acc), x, acc));
}

def S : Sum<[3, 9, 4]>;

def Folded {
  int Product = !foldl(1, [1, 2, 3, 4], a, b, !mul(a, b));
  int EmptyList = !foldl(42, []<int>, a, b, !add(a, b));
  int Count = !foldl(0, ["x", "y", "z"], n, s, !add(n, 1));
  bit AllTrue = !foldl(true, [1, 1, 0], a, b, !and(a, b));
}
