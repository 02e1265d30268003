// expect: constant: the bit range `Inst{Hi-0}` in def ADDI uses the string defvar Hi as a bound instead of an integer.
class Inst {
  bits<16> Inst;
}

defvar Hi = "7";
def ADDI : Inst {
  let Inst{Hi-0} = 0b00010011;
  let Inst{15-8} = 0;
}
