// expect: syntax: the string literal for AsmString in def TAB uses the invalid escape sequence `\q`.
class Inst<string asm> {
  string AsmString = asm;
}

def TAB : Inst<"mov\q r0, r1">;
