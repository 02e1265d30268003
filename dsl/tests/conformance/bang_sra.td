// !sra: arithmetic right shift (negative values keep their sign).
// tdc-json

class SignExt<int v, int sh> {
  int Result = !sra(v, sh);
}

def NegShift : SignExt<-64, 3>;
def PosShift : SignExt<64, 3>;

def Folded {
  int A = !sra(-1, 10);
  int B = !sra(-16, 2);
  int C = !sra(16, 2);
}
