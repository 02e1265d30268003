// Nested !foldl: an inner fold inside the outer fold's expression.
// tdc-json

class Matrix<list<list<int>> m> {
  int Total = !foldl(0, m, acc, row,
                     !add(acc, !foldl(0, row, a, x, !add(a, x))));
  list<int> RowSums = !foreach(row, m, !foldl(0, row, a, x, !add(a, x)));
}

def M : Matrix<[[1, 2, 3], [4, 5], []]>;

def Folded {
  int Pairs = !foldl(0, [1, 2, 3], acc, i,
                     !add(acc, !foldl(0, [10, 20], a, j, !add(a, !mul(i, j)))));
}
