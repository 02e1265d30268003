// !dag(op, args, names) builds dags from lists, folded and unfolded; with
// empty-string names, unset names and records as arguments.
// tdc-json

def ins;
def outs;
class RC;
def GPR : RC;
def FPR : RC;

class Build<list<RC> regs, list<string> names> {
  dag Ops = !dag(ins, regs, names);
  dag Outs = !dag(outs, [GPR], ["rd"]);
}
def B : Build<[GPR, GPR], ["a", "b"]>;

def Folded {
  dag Ints = !dag(ins, [1, 2, 3], ["x", "y", "z"]);
  dag NoNames = !dag(ins, [GPR, FPR], ["", ""]);
  dag Unnamed = !dag(ins, [GPR, FPR], [?, "f"]);
  dag Empty = !dag(outs, []<int>, []<string>);
}
