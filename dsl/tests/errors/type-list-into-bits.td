// expect: type: field Opcode of class Inst has type bits<4> but is initialized with a list.
class Inst<string asm> {
  string AsmString = asm;
  bits<4> Opcode = [0, 1, 0, 1];
}

def NOP : Inst<"nop">;
