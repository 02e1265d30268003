// expect: type: the body let in def LDW assigns the string "4" to the int field Size.
class Inst<string asm> {
  string AsmString = asm;
  int Size = 2;
}

def LDW : Inst<"ldw"> {
  let Size = "4";
}
