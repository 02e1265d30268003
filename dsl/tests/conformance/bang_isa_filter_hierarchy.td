// !isa combined with !filter and !foreach over a list of records from a
// class hierarchy, including anonymous records.
// tdc-json

class Operand<string n> {
  string Name = n;
}
class RegOp<string n> : Operand<n>;
class ImmOp<string n, int w> : Operand<n> {
  int Width = w;
}
class UImmOp<string n, int w> : ImmOp<n, w>;

def rs1 : RegOp<"rs1">;
def rs2 : RegOp<"rs2">;
def simm12 : ImmOp<"simm12", 12>;
def uimm5 : UImmOp<"uimm5", 5>;

defvar AllOps = [rs1, simm12, rs2, uimm5, UImmOp<"uimm3", 3>];

def Classified {
  list<Operand> Regs = !filter(o, AllOps, !isa<RegOp>(o));
  list<Operand> Imms = !filter(o, AllOps, !isa<ImmOp>(o));
  list<bit> IsUnsigned = !foreach(o, AllOps, !isa<UImmOp>(o));
  int NumImms = !size(!filter(o, AllOps, !isa<ImmOp>(o)));
}
