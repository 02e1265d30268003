// !srl: logical right shift (negative values shift in zeros).
// tdc-json

class Extract<int v, int pos> {
  int Shifted = !srl(v, pos);
  int Nibble = !and(!srl(v, pos), 0xF);
}

def E : Extract<0xABCD, 4>;

def Folded {
  int A = !srl(256, 4);
  int B = !srl(-1, 60);
  int C = !srl(5, 0);
}
