// expect: type: field Size of class Inst has type int but is initialized with the string "four".
class Inst<string asm> {
  string AsmString = asm;
  int Size = "four";
}

def NOP : Inst<"nop">;
