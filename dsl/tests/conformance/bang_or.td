// !or: bitwise or on ints and bits, folded and unfolded.
// tdc-json

class Flags<int base, bit extra> {
  int Combined = !or(base, 0x100);
  bit Any = !or(extra, !eq(base, 0));
  int Many = !or(base, 1, 2, 4);
}

def F0 : Flags<0, false>;
def F1 : Flags<0x10, true>;

def Folded {
  int A = !or(12, 3);
  bit B = !or(false, false);
  bit C = !or(0, 1);
}
