// expect: limits: the decimal literal 18446744073709551616 for Mask in def ALLONES does not fit in 64 bits.
class Imm<int mask> {
  int Mask = mask;
}

def LOW32 : Imm<4294967295>;
def ALLONES : Imm<18446744073709551616>;
