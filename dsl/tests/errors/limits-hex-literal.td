// expect: limits: the 17-digit hex literal assigned to Encoding in def WIDE does not fit in 64 bits.
class Inst {
  bits<64> Encoding = 0;
}

def WIDE : Inst {
  let Encoding = 0x1FFFFFFFFFFFFFFFF;
}
