// expect: undefined: the Defs list of def PUSH refers to `SP`, but no record or variable named SP exists.
class Register<string n> {
  string AsmName = n;
}
def R0 : Register<"r0">;

class Inst {
  list<Register> Defs = [];
}

def PUSH : Inst {
  let Defs = [SP];
}
