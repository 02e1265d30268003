// expect: undefined: field RC in class Operand is declared with type `RegisterClass`, which is not a defined class.
class Register<string n> {
  string AsmName = n;
}

class Operand {
  RegisterClass RC;
}

def GPROp : Operand;
