// !isa<Type>(value): class membership tests on records, folded and
// unfolded, including through several inheritance levels.
// tdc-json

class Operand;
class RegOperand : Operand;
class GPROperand : RegOperand;
class ImmOperand : Operand;

def gpr : GPROperand;
def imm : ImmOperand;

class Classify<Operand op> {
  bit IsReg = !isa<RegOperand>(op);
  bit IsGPR = !isa<GPROperand>(op);
  bit IsImm = !isa<ImmOperand>(op);
  bit IsOperand = !isa<Operand>(op);
}

def C_gpr : Classify<gpr>;
def C_imm : Classify<imm>;

def Folded {
  bit A = !isa<RegOperand>(gpr);
  bit B = !isa<RegOperand>(imm);
  bit C = !isa<int>(5);
  bit D = !isa<string>(5);
  bit E = !isa<string>("s");
}
