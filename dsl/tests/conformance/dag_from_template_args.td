// dag literals whose operator and arguments come from template arguments,
// with $names attached to template-argument values.
// tdc-json

def ins;
def outs;
class RegClass<string n> {
  string Name = n;
}
def GPR : RegClass<"gpr">;
def FPR : RegClass<"fpr">;

class Inst<RegClass dst, RegClass src, int imm> {
  dag OutOperandList = (outs dst:$rd);
  dag InOperandList = (ins src:$rs1, src:$rs2);
  dag WithImm = (ins src:$rs, imm:$imm);
  dag Nested = (ins (outs dst:$inner):$wrapped);
}

def FCVT : Inst<FPR, GPR, 3>;
def MV : Inst<GPR, GPR, 0>;
