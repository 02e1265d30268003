// !mul: folded (binary and variadic) and unfolded.
// tdc-json

class Vec<int lanes, int eltbits> {
  int TotalBits = !mul(lanes, eltbits);
  int Bytes = !mul(lanes, eltbits, 1);
}

def v4i32 : Vec<4, 32>;

def Folded {
  int A = !mul(6, 7);
  int B = !mul(-3, 4);
  int C = !mul(2, 3, 4);
  int Zero = !mul(123, 0);
}
