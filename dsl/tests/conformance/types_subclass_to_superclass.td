// Records of a subclass may be assigned to fields typed with a superclass,
// including through several levels and into lists.
// tdc-json

class Node;
class Operand : Node {
  string Kind = "operand";
}
class RegOperand : Operand {
  let Kind = "reg";
}
class GPROperand : RegOperand {
  int Width = 32;
}

def imm : Operand;
def reg : RegOperand;
def gpr : GPROperand;

class Use<Node n, Operand op> {
  Node AsNode = n;
  Operand AsOperand = op;
  list<Node> Nodes = [n, op, gpr];
  list<Operand> Ops = [imm, reg, gpr];
}

def U1 : Use<gpr, reg>;
def U2 : Use<imm, gpr>;
