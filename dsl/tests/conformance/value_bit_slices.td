// Bit slices of bits values: descending, ascending, mixed, single bits and
// slices of template arguments and ints.
// tdc-json

class Slices<bits<8> v> {
  bits<8> Desc = v{7-0};
  bits<8> Asc = v{0-7};
  bits<5> Mixed = v{7-4, 1};
  bits<1> Single = v{3};
  bits<4> Repeat = {v{0}, v{0}, v{7}, v{7}};
  bits<3> Dots = v{2...0};
  bits<8> IntSlice = 0x3C{7-0};
  bit TopBit = v{7};
}

def S1 : Slices<0b10010110>;
def S2 : Slices<0xF0>;

def Fields {
  bits<16> Word = 0xBEEF;
  bits<8> Hi = Word{15-8};
  bits<8> Lo = Word{7-0};
  bits<4> Rev = Word{0-3};
}
