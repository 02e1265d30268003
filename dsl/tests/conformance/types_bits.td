// bits<n> fields: initialised from ints, bits literals, lists of bits and
// unset; int values are truncated-checked and converted to bits.
// tdc-json

class Fields {
  bits<1> One = 1;
  bits<3> FromInt = 5;
  bits<8> FromHex = 0xA5;
  bits<8> FromNeg = -1;
  bits<4> Unset;
  bits<5> PartlyUnset = {1, ?, 0, ?, 1};
  bits<3> FromBitVals = {true, false, 1};
  bits<2> FromBinLit = 0b11;
  bits<64> Wide = 0x8000000000000001;
}

def F : Fields;

def G : Fields {
  let Unset = 12;
  let PartlyUnset = 0b11111;
}
