// !add: folded with constants (two and many operands), and unfolded in a
// class body over template arguments.
// tdc-json

class Offset<int base, int off> {
  int Address = !add(base, off);
  int Next = !add(base, off, 4);
  int WithBit = !add(base, true);
}

def Slot : Offset<0x100, 8>;

def Folded {
  int Two = !add(1, 2);
  int Many = !add(1, 2, 3, 4, 5);
  int Negative = !add(-10, 3);
  int Overflow = !add(9223372036854775807, 1);
}
