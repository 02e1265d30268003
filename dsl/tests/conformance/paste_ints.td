// Pasting integers onto identifiers and strings.
// tdc-json

class Reg<int num> {
  string AsmName = "r" # num;
  int Num = num;
}

foreach i = 0-3 in
  def R # i : Reg<i>;

def V # 16 : Reg<16>;
def Q # 2 # 3 : Reg<23>;

def Strs {
  string IntLeft = 5 # "x";
  string IntRight = "x" # 5;
  string IntInt = 1 # 2;
  string Negative = "n" # -3;
  string FromExpr = "e" # !add(2, 3);
}
