// !size on lists, strings and dags; folded and unfolded.
// tdc-json

def ops;
class Operands<list<string> names, dag d, string s> {
  int NumNames = !size(names);
  int NumDagArgs = !size(d);
  int StrLen = !size(s);
}

def O : Operands<["a", "b", "c"], (ops 1, 2), "hello">;

def Folded {
  int List = !size([1, 2, 3, 4]);
  int EmptyList = !size([]<int>);
  int Str = !size("abc");
  int EmptyStr = !size("");
  int Dag = !size((ops 1, "x", ops));
  int EmptyDag = !size((ops));
}
