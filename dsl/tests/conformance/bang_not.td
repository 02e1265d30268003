// !not: logical negation of a bit/int, folded and unfolded.
// tdc-json

class Pred<bit b> {
  bit Negated = !not(b);
  bit DoubleNeg = !not(!not(b));
}

def P1 : Pred<true>;
def P0 : Pred<false>;

def Folded {
  bit A = !not(0);
  bit B = !not(1);
  bit C = !not(!eq(1, 2));
}
