// Bits initializers {a, b, c} mixing literal bits, variables, bit slices
// of other fields and unset bits.
// tdc-json

class Enc<bit s, bits<2> mode> {
  bits<3> rd;
  bits<2> Cond = 0b10;
  bits<8> Inst = {s, mode, rd, Cond{0}, 1};
  bits<4> Nested = {{1, 0}, mode};
  bits<4> WithUnset = {?, s, ?, 0};
  bits<3> FromSlice = {rd{0}, rd{2-1}};
}

def E1 : Enc<1, 0b01>;
def E2 : Enc<0, 0b11> {
  let rd = 0b101;
}
