// expect: syntax: the body of class Inst is never closed with `}`, so the following `def` appears inside it.
class Inst<string asm> {
  string AsmString = asm;
  bits<16> Encoding;

def NOP : Inst<"nop">;
