// !ne on ints, strings, bits and records; folded and unfolded.
// tdc-json

def GPR;
def FPR;

class Operand<string name, int size, string rcname> {
  bit NotEmpty = !ne(name, "");
  bit NotWord = !ne(size, 32);
  bit NotGPR = !ne(!cast<string>(rcname), "GPR");
}

def op_a : Operand<"a", 32, "GPR">;
def op_b : Operand<"", 64, "FPR">;

def Folded {
  bit A = !ne(1, 2);
  bit B = !ne("x", "x");
  bit C = !ne(GPR, FPR);
  bit D = !ne(0b01, 0b01);
}
