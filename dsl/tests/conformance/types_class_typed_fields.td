// Fields and template arguments whose type is a class.
// tdc-json

class ValueType<int size, string n> {
  int Size = size;
  string Name = n;
}
class RegisterClass<ValueType vt> {
  ValueType Type = vt;
  int SpillSize = vt.Size;
}
class Operand<RegisterClass rc> {
  RegisterClass RegClass = rc;
  ValueType Type = rc.Type;
}

def i32 : ValueType<32, "i32">;
def i64 : ValueType<64, "i64">;
def GPR32 : RegisterClass<i32>;
def GPR64 : RegisterClass<i64>;
def gpr32 : Operand<GPR32>;

def Holder {
  ValueType Unset;
  ValueType Set = i64;
  RegisterClass RC = GPR32;
  int Chain = gpr32.RegClass.Type.Size;
}
