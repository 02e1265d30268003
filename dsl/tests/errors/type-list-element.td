// expect: type: the list<Register> initializer of Uses in def RET contains the string "lr" among Register records.
class Register<string n> {
  string AsmName = n;
}
def SP : Register<"sp">;

class Inst {
  list<Register> Uses = [];
}

def RET : Inst {
  let Uses = [SP, "lr"];
}
