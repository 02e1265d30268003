// expect: syntax: the list assigned to Uses in def CALL is missing its closing `]`.
class Register<string n> {
  string AsmName = n;
}
def SP : Register<"sp">;
def RA : Register<"ra">;

class Inst {
  list<Register> Uses = [];
}

def CALL : Inst {
  let Uses = [SP, RA;
}
