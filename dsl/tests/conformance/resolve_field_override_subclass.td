// A class field computed from another field uses the subclass's override
// of that field, at every level of the hierarchy.
// tdc-json

class Operand {
  string Type = "i32";
  string PrintMethod = "print" # Type;
  string ParserClass = "Parse_" # PrintMethod;
}
class Imm64 : Operand {
  let Type = "i64";
}
class Imm64Custom : Imm64 {
  let PrintMethod = "printCustom";
}

def op32 : Operand;
def op64 : Imm64;
def op64c : Imm64Custom;
def opdef : Imm64 {
  let Type = "f64";
}
