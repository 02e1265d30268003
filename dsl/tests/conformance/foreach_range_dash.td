// foreach ranges written with '-': ascending, descending, single element.
// tdc-json

class Reg<int n> {
  int Num = n;
  string AsmName = "r" # n;
}

foreach i = 0-3 in
  def R # i : Reg<i>;

foreach i = 7-5 in
  def Down # i : Reg<i>;

foreach i = 9-9 in
  def Single # i : Reg<i>;

def Order {
  list<int> Desc = !foreach(x, [7, 6, 5], x);
}
