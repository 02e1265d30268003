// .field access on named defs, chained through record-typed fields, in
// template arguments and inside list elements.
// tdc-json

class RegClass<int size, list<string> names> {
  int Size = size;
  list<string> Names = names;
}
def GPR : RegClass<32, ["r0", "r1"]>;

class Operand<RegClass rc> {
  RegClass RC = rc;
}
def gpr_op : Operand<GPR>;

def Access {
  int Size = GPR.Size;
  string FirstName = GPR.Names[0];
  int ViaOperand = gpr_op.RC.Size;
  list<int> Sizes = [GPR.Size, gpr_op.RC.Size];
  string Concat = !strconcat(GPR.Names[1], "_alias");
}

class Sized<RegClass rc> {
  int Bytes = !div(rc.Size, 8);
}
def GPRBytes : Sized<GPR>;
