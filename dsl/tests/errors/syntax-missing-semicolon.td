// expect: syntax: the field declaration `bits<4> Num` in class Reg is not terminated by a `;`.
class Reg<string name> {
  string AsmName = name;
  bits<4> Num
}

def R0 : Reg<"r0">;
