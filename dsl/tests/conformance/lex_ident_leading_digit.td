// Identifiers may begin with digits as long as they are not numbers.
// tdc-json

class Width<int w> {
  int Bits = w;
}

def 8bit : Width<8>;
def 16bit : Width<16>;
def 32b_reg : Width<32>;
def 64_bit_x : Width<64>;
def 7e : Width<7>;
def 1_2_3 : Width<3>;

// Referencing a digit-leading def by name.
def Users {
  Width Narrow = 8bit;
  list<Width> All = [8bit, 16bit, 32b_reg, 64_bit_x, 7e, 1_2_3];
  int NarrowBits = 8bit.Bits;
}
