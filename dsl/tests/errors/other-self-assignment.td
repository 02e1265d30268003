// expect: other: the body `let Size = Size` in def LD assigns the field Size to itself.
class Inst<string asm> {
  string AsmString = asm;
  int Size = 4;
}

def ST : Inst<"st">;
def LD : Inst<"ld"> {
  let Size = Size;
}
