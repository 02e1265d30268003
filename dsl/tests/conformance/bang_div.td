// !div: integer division truncating toward zero, folded and unfolded.
// tdc-json

class Bytes<int nbits> {
  int Count = !div(nbits, 8);
}

def B64 : Bytes<64>;
def B12 : Bytes<12>;

def Folded {
  int A = !div(10, 3);
  int B = !div(-10, 3);
  int C = !div(10, -3);
  int D = !div(0, 5);
}
