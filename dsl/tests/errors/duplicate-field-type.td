// expect: type: Size is redeclared as a string (llvm-tblgen keeps the first type, int) and the string initializer then does not fit.
class Inst<string asm> {
  string AsmString = asm;
  int Size = 4;
  bits<16> Encoding;
  string Size = "4";
}

def NOP : Inst<"nop">;
