// defset collects the defs created inside its braces into a global list.
// tdc-json

class Register<string n> {
  string Name = n;
}
class SpecialReg<string n> : Register<n>;

defset list<Register> GPRs = {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
}

defset list<Register> Specials = {
  def SP : SpecialReg<"sp">;
  def LR : SpecialReg<"lr">;
  // A subclass instance is collected in a list of the superclass type.
  def PC : SpecialReg<"pc">;
}

defset list<Register> EmptySet = {}

def RegFile {
  list<Register> All = !listconcat(GPRs, Specials);
  int NumGPRs = !size(GPRs);
  list<Register> None = EmptySet;
}
