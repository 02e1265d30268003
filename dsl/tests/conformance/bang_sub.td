// !sub: folded and unfolded.
// tdc-json

class Range<int hi, int lo> {
  int Width = !add(!sub(hi, lo), 1);
  int Diff = !sub(hi, lo);
}

def Field : Range<31, 20>;

def Folded {
  int A = !sub(10, 3);
  int B = !sub(3, 10);
  int C = !sub(0, -5);
  int FromBits = !sub(0b1000, 1);
}
