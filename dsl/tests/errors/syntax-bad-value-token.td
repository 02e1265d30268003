// expect: syntax: the initializer of field Size in class Inst is `;`, which is not the start of a value.
class Inst<string asm> {
  string AsmString = asm;
  int Size = ;
}

def NOP : Inst<"nop">;
