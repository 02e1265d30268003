// !shl: left shift, folded and unfolded.
// tdc-json

class Bit<int pos> {
  int Mask = !shl(1, pos);
  int Field = !shl(0xF, pos);
}

def B0 : Bit<0>;
def B12 : Bit<12>;

def Folded {
  int A = !shl(1, 4);
  int B = !shl(3, 62);
  int C = !shl(-1, 8);
}
