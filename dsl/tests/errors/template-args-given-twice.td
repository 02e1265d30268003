// expect: template-args: def SRA gives template argument op both positionally and again by name.
class Inst<string asm, bits<7> op, int size = 4> {
  string AsmString = asm;
  bits<7> Opcode = op;
  int Size = size;
}

def SRL : Inst<"srl", 0x33>;
def SRA : Inst<"sra", 0x33, op = 0x13>;
