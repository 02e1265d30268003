// expect: template-args: def ADD omits the required template argument op of Inst, which has no default.
class Inst<string asm, bits<6> op, int size = 4> {
  string AsmString = asm;
  bits<6> Opcode = op;
  int Size = size;
}

def SUB : Inst<"sub", 0x22>;
def ADD : Inst<"add">;
