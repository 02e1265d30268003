// expect: bit-range: class Inst reads bit 9 of the bits<4> template argument rd, which only has bits 0-3.
class Inst<bits<4> rd> {
  bits<4> Rd = rd;
  bit HighBit = rd{9};
}

def MOV : Inst<0b0011>;
