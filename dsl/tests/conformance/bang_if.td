// !if with bit, bits, int, string, list, dag and record results, folded
// and unfolded.
// tdc-json

def ops;
def ins;
class RegClass;
def GPR32 : RegClass;
def GPR64 : RegClass;

class Sel<bit is64> {
  int Size = !if(is64, 64, 32);
  string Suffix = !if(is64, "d", "w");
  bits<2> Enc = !if(is64, 0b11, 0b10);
  bit Flag = !if(is64, false, true);
  list<string> Preds = !if(is64, ["Is64Bit"], []);
  dag Ops = !if(is64, (ins GPR64:$rs), (ins GPR32:$rs));
  RegClass RC = !if(is64, GPR64, GPR32);
}

def S32 : Sel<false>;
def S64 : Sel<true>;

def Folded {
  int IntCond = !if(5, 1, 2);
  int ZeroCond = !if(0, 1, 2);
  string NestedIf = !if(!eq(1, 2), "a", !if(!eq(2, 2), "b", "c"));
  list<int> EmptyArm = !if(false, [1], []);
  dag DagArm = !if(true, (ops), (ins));
}
