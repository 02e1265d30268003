// Passing asserts inside class bodies; they are checked on every def.
// tdc-json

class Imm<int width, bit signed> {
  assert !and(!gt(width, 0), !le(width, 64)), "bad width " # width;
  int Width = width;
  bit Signed = signed;
  int Max = !if(signed, !sub(!shl(1, !sub(width, 1)), 1),
                        !sub(!shl(1, width), 1));
  assert !gt(Max, 0), "Max must be positive";
}

class SImm<int width> : Imm<width, true> {
  assert Signed, "SImm must be signed";
}

def simm12 : SImm<12>;
def uimm5 : Imm<5, false>;
def uimm1 : Imm<1, false> {
  assert !eq(Max, 1), "one-bit max";
}
