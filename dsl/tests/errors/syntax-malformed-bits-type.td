// expect: syntax: the type `bits<4` of field Opcode in class Inst is missing its closing `>`.
class Inst {
  bits<4 Opcode;
  bits<16> Encoding;
}

def NOP : Inst;
