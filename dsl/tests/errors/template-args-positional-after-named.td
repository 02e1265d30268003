// expect: template-args: def LUI gives the positional argument 0x37 after the named argument asm.
class Inst<string asm, bits<7> op, int size = 4> {
  string AsmString = asm;
  bits<7> Opcode = op;
  int Size = size;
}

def AUIPC : Inst<asm = "auipc", op = 0x17>;
def LUI : Inst<asm = "lui", 0x37>;
