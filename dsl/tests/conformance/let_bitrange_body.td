// Body lets assigning bit ranges, single bits, and lists of bit ranges.
// tdc-json

class RType<bits<7> opcode, bits<3> funct3> {
  bits<32> Inst;
  bits<5> rd;
  bits<5> rs1;
  bits<5> rs2;
  let Inst{6-0} = opcode;
  let Inst{11-7} = rd;
  let Inst{14-12} = funct3;
  let Inst{19-15} = rs1;
  let Inst{24-20} = rs2;
  let Inst{31-25} = 0;
}

def ADD : RType<0b0110011, 0b000>;

def SUB : RType<0b0110011, 0b000> {
  let Inst{30} = 1;
}

def MIXED : RType<0b0000000, 0b111> {
  let Inst{31, 29, 27} = 0b111;
  let Inst{2-0, 6-5} = 0b10101;
}
