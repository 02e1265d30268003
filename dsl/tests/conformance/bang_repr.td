// !repr: textual representation of any value, folded and unfolded.
// tdc-json

def ops;
class Reg<string n> {
  string Name = n;
}
def R0 : Reg<"r0">;

class Show<int i, list<int> l> {
  string IntRepr = !repr(i);
  string ListRepr = !repr(l);
}
def S : Show<42, [1, 2]>;

def Folded {
  string Int = !repr(-7);
  string Str = !repr("quoted");
  string Bits = !repr(0b101);
  string Bit = !repr(true);
  string List = !repr(["a", "b"]);
  string Dag = !repr((ops R0:$x, 3));
  string Record = !repr(R0);
  string Code = !repr([{ code }]);
  string Unset = !repr(?);
  string Nested = !repr([[1], []<int>]);
}
