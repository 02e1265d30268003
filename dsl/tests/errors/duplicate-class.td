// expect: duplicate: class Register is defined a second time on line 6.
class Register<string n> {
  string AsmName = n;
}

class Register<string n> {
  string AsmName = n;
  int Cost = 1;
}

def R0 : Register<"r0">;
