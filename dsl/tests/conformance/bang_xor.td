// !xor: bitwise exclusive or, folded and unfolded.
// tdc-json

class Toggle<int v, int m> {
  int Result = !xor(v, m);
  int Twice = !xor(v, m, m);
}

def T : Toggle<0b1010, 0b0110>;

def Folded {
  int A = !xor(5, 3);
  int B = !xor(-1, 0);
  bit C = !xor(1, 1);
}
