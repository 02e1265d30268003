// expect: template-args: def ADDW passes the named argument `width`, but Inst has no template argument of that name.
class Inst<string asm, bits<6> op, int size = 4> {
  string AsmString = asm;
  bits<6> Opcode = op;
  int Size = size;
}

def ADDW : Inst<"addw", 0x3b, width = 2>;
