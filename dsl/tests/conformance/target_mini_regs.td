// Integration: a miniature register file description using foreach,
// defset, class-typed fields, !foreach and !filter together.
// tdc-json

class Register<string n, bits<5> enc, list<string> alt = []> {
  string AsmName = n;
  bits<5> HWEncoding = enc;
  list<string> AltNames = alt;
  bit isConstant = false;
}
class RegisterClass<string ns, list<Register> regs, int size = 32> {
  string Namespace = ns;
  list<Register> MemberList = regs;
  int RegSize = size;
  int NumRegs = !size(regs);
}

defvar ABINames = ["zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2"];

defset list<Register> AllRegs = {
  foreach i = 0...7 in {
    def X # i : Register<"x" # i, i, [ABINames[i]]>;
  }
}
let isConstant = true in
def XZERO_ALIAS : Register<"zero", 0>;

def GPR : RegisterClass<"Toy", AllRegs>;
def GPRNoX0 : RegisterClass<"Toy", !filter(r, AllRegs, !ne(r.HWEncoding, 0))>;
def GPRTemps : RegisterClass<"Toy",
    !filter(r, AllRegs, !eq(!substr(r.AltNames[0], 0, 1), "t"))>;

def RegNames {
  list<string> ABI = !foreach(r, GPRTemps.MemberList, r.AltNames[0]);
}
