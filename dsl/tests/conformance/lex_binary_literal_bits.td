// Binary literals are typed bits<N> where N is the number of digits written.
// tdc-json

class Encoding {
  bits<4> Opcode = 0b0101;
  bits<8> Wide = 0b00001111;
  bits<2> Short = 0b10;
  bits<1> One = 0b1;
  int AsInt = 0x10;
  int FromBin = 0b1010;
}

def EncA : Encoding;

def EncB : Encoding {
  let Opcode = 0b1100;
  let Wide = 0b11110000;
  let Short = 0b01;
}

// A binary literal used in a bits initializer element and as an int.
def EncC {
  bits<6> Mixed = {0b10, 0b0011};
  bits<4> Leading = 0b0001;
  int Sum = !add(0b1010, 0b0101);
}
