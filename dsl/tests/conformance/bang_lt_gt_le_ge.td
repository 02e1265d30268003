// Ordering comparisons !lt !gt !le !ge on ints, strings and bits.
// tdc-json

class Cmp<int a, int b> {
  bit LT = !lt(a, b);
  bit GT = !gt(a, b);
  bit LE = !le(a, b);
  bit GE = !ge(a, b);
}

def Less : Cmp<1, 2>;
def Equal : Cmp<5, 5>;
def Greater : Cmp<-1, -7>;

def Strings {
  bit LT = !lt("abc", "abd");
  bit GT = !gt("b", "abc");
  bit LE = !le("same", "same");
  bit GE = !ge("A", "a");
}

def BitsCmp {
  bit LT = !lt(0b0011, 0b0100);
  bit GE = !ge(0b1000, 8);
}
