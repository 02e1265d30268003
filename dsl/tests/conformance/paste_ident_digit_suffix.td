// Pasting onto identifiers produces names like foo8i that start with letters
// or digits; both lexical forms are valid record names.
// tdc-json

class Ty<int width> {
  int Bits = width;
}

def foo#8i : Ty<8>;
def foo # 16i : Ty<16>;
def 32 # bar : Ty<32>;
def 8 # "x" # 8 : Ty<88>;

def Refs {
  Ty A = foo8i;
  Ty B = foo16i;
  Ty C = 32bar;
  // 8x8 would lex as the number 8 followed by x8, so use !cast.
  Ty D = !cast<Ty>("8x8");
  int Sum = !add(foo8i.Bits, foo16i.Bits);
}
