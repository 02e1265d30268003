// Conversions between int and bits: bits fields from int expressions,
// int fields from bits values, and bits slices of int-valued expressions.
// tdc-json

class Enc<int opc> {
  bits<8> Opcode = opc;
  bits<8> Next = !add(opc, 1);
  int OpcodeInt = Opcode;
  int FromBitsLit = 0b1111;
  bits<4> LowNibble = !and(opc, 0xF);
  bits<16> Shifted = !shl(opc, 8);
}

def E1 : Enc<0x2A>;
def E2 : Enc<254>;

def Direct {
  bits<3> Three = 7;
  int BackToInt = !cast<int>(Three);
  bits<8> FromCast = !cast<bits<8>>(200);
  bit FromIntOne = 1;
}
