// Named template arguments in superclass lists, in defm, and mixed with
// positional arguments.
// tdc-json

class Operand<string type, int size = 32, string printer = "printOperand"> {
  string Type = type;
  int Size = size;
  string PrintMethod = printer;
}

class ImmOperand<int size> : Operand<"imm", printer = "printImm", size = size>;
def simm16 : ImmOperand<16>;

multiclass OperandPair<string type, int size = 32, string suffix = ""> {
  def _lo # suffix : Operand<type, size>;
  def _hi # suffix : Operand<type, printer = "printHi">;
}

defm MEM : OperandPair<"mem", suffix = "_x">;
defm REG : OperandPair<type = "reg", size = 64>;
