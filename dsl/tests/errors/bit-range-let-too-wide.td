// expect: bit-range: def ORI sets Inst{9-8}, but Inst is declared as bits<8> (bits 0-7).
class Inst {
  bits<8> Inst;
  let Inst{3-0} = 0;
}

def ORI : Inst {
  let Inst{7-4} = 0b0110;
  let Inst{9-8} = 0b11;
}
