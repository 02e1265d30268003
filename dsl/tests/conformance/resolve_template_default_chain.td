// Template argument defaults may refer to earlier template arguments, and
// defaults chain through several arguments.
// tdc-json

class MemOperand<int size, int align = size, int offset_bits = !mul(align, 3),
                 string name = "mem" # size,
                 string asm = name # "_" # align # "_" # offset_bits> {
  int Size = size;
  int Align = align;
  int OffsetBits = offset_bits;
  string Name = name;
  string AsmName = asm;
}

def mem8 : MemOperand<8>;
def mem16a4 : MemOperand<16, 4>;
def mem32custom : MemOperand<32, 8, 12>;
def memnamed : MemOperand<64, name = "q">;
def memall : MemOperand<128, 16, 1, "v", "vec">;
