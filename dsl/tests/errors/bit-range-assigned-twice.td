// expect: bit-range: the let in def SLLI lists bit 5 of Inst twice in the same bit list `{5, 4, 5}`.
class Inst {
  bits<8> Inst = 0;
}

def SLLI : Inst {
  let Inst{7-6} = 0b10;
  let Inst{5, 4, 5} = 0b101;
}
