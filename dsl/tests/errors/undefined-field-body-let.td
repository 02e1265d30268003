// expect: undefined: the body `let Size = 4` in def ADD sets a field Size that Inst does not declare.
class Inst<string asm> {
  string AsmString = asm;
  bits<16> Encoding = 0;
}

def ADD : Inst<"add"> {
  let Size = 4;
}
