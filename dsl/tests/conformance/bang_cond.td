// !cond with many arms, first-true-wins semantics, a final `true` arm,
// various result types; folded and unfolded.
// tdc-json

class VT<int size> {
  string Name = !cond(!eq(size, 8) : "i8",
                      !eq(size, 16) : "i16",
                      !eq(size, 32) : "i32",
                      !eq(size, 64) : "i64",
                      !eq(size, 128) : "i128",
                      true : "unknown");
  int Align = !cond(!le(size, 8) : 1,
                    !le(size, 16) : 2,
                    !le(size, 32) : 4,
                    true : 8);
  list<int> Parts = !cond(!gt(size, 64) : [64, !sub(size, 64)],
                          true : [size]);
}

def v8 : VT<8>;
def v32 : VT<32>;
def v128 : VT<128>;
def v3 : VT<3>;

def Folded {
  string FirstWins = !cond(true : "first", true : "second");
  int IntConds = !cond(0 : 10, 2 : 20, 1 : 30);
  bits<2> BitsResult = !cond(false : 0b00, true : 0b11);
}
