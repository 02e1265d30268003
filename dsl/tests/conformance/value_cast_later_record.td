// !cast<Cls>("name") in a class body is resolved when the class is
// instantiated, so it can name records defined later in the file (as long
// as they exist by then).
// tdc-json

class RegClass<string n> {
  string Name = n;
}

class Operand<string rcname> {
  RegClass RC = !cast<RegClass>(rcname);
  string RCName = !cast<RegClass>(rcname).Name;
}

def GPR : RegClass<"gpr">;

def gpr_op : Operand<"GPR">;

def FPR : RegClass<"fpr">;
def fpr_op : Operand<"FPR">;

class ByName {
  RegClass Own = !cast<RegClass>(NAME # "_RC");
}
def VEC_RC : RegClass<"vec">;
def VEC : ByName;
