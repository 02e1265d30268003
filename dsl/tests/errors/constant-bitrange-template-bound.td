// expect: constant: the body let `Inst{w-0}` in class Enc uses template argument w as a bit bound, which is not a literal integer.
class Enc<int w> {
  bits<16> Inst;
  let Inst{w-0} = 0;
}

def SHORT : Enc<7>;
