// expect: other: the FirstUse initializer in def NOP takes !head of the empty list `[]<Register>`.
class Register<string n> { string AsmName = n; }
def SP : Register<"sp">;

def NOP {
  list<Register> Uses = [SP];
  Register FirstUse = !head([]<Register>);
}
