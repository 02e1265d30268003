// expect: syntax: the template argument list of Inst in def ADD is not closed with `>` before `;`.
class Inst<string asm, bits<4> op> {
  string AsmString = asm;
  bits<4> Opcode = op;
}

def ADD : Inst<"add", 0x1;
