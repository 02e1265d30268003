// expect: syntax: the string literal for AsmString in def RET starts on line 6 and is never closed.
class Inst<string asm> {
  string AsmString = asm;
}

def RET : Inst<"ret>;
def NOP : Inst<"nop">;
