// expect: duplicate: class Inst declares field Size twice, first as int and then as string.
class Inst<string asm> {
  string AsmString = asm;
  int Size = 4;
  bits<16> Encoding;
  string Size = "4";
}

def NOP : Inst<"nop">;
