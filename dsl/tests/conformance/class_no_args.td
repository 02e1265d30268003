// Classes without template arguments, with empty bodies and with fields.
// tdc-json

class Empty;
class EmptyBraces {}
class Instruction {
  string Namespace = "Toy";
  bit isBranch = false;
  bit isCall = 0;
  int Size = 4;
}
class Branch : Instruction {
  let isBranch = true;
}

def J : Branch;
def NOP : Instruction, Empty, EmptyBraces;
def Plain : Empty;
