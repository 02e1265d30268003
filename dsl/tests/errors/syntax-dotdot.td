// expect: syntax: the bit range `3..0` in def ADDI uses `..` which is not valid punctuation (use `-` or `...`).
class Inst {
  bits<8> Inst;
}

def ADDI : Inst {
  let Inst{3..0} = 0b0101;
}
