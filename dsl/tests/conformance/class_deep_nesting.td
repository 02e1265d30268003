// A six-level class hierarchy with template arguments passed down, fields
// added and overridden at each level (overrides are computed from template
// arguments and other fields, never from the field being overridden).
// tdc-json

class L0<string n> {
  string Name = n;
  int Depth = 0;
  list<string> Path = ["L0"];
}
class L1<string n> : L0<n # ".1"> {
  let Depth = 1;
  let Path = ["L0", "L1"];
}
class L2<string n, int w> : L1<n> {
  int Width = w;
  int WidthBytes = !div(Width, 8);
  let Depth = 2;
}
class L3<string n> : L2<n, 32> {
  let Path = ["reset"];
}
class L4<string n, int extra> : L3<n # ".4"> {
  let Width = !add(32, extra);
  let Depth = 4;
}
class L5 : L4<"five", 8> {
  let Path = !listconcat(["L5"], [Name]);
  int Own = !mul(Depth, 10);
}

def Leaf : L5;
def Mid : L2<"mid", 16>;
def Lv4 : L4<"four", 1>;
