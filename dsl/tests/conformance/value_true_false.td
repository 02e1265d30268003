// true and false are bit values 1 and 0 and convert to int.
// tdc-json

class Flags<bit a, int b> {
  bit A = a;
  int B = b;
  bit NotA = !not(a);
  bits<2> Pair = {a, true};
}

def TT : Flags<true, true>;
def FF : Flags<false, false>;
def Mixed : Flags<1, 0> {
  list<bit> L = [true, false, 1, 0];
  bit Cmp = !eq(true, 1);
  int Add = !add(true, true);
  bit Both = !and(true, false);
}
