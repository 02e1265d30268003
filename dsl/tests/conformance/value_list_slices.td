// List slices: ranges with '...' and '-', explicit index lists, reversed
// ranges, single-element slices and slices of template arguments.
// tdc-json

defvar Regs = ["r0", "r1", "r2", "r3", "r4", "r5"];

def Slices {
  list<string> FirstThree = Regs[0...2];
  list<string> Odd = Regs[1, 3, 5];
  list<string> Reversed = Regs[2-0];
  list<string> DashRange = Regs[3-5];
  list<string> Mixed = Regs[0, 4-5, 1];
  list<string> Single = Regs[4,];
  string Elem = Regs[4];
  list<string> Repeat = Regs[1, 1];
}

class Window<list<int> l> {
  list<int> Head2 = l[0...1];
  list<int> Tail2 = l[2, 3];
}

def W : Window<[10, 20, 30, 40]>;
