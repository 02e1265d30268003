// expect: undefined: def R0 derives from `Registr`, which is not a defined class.
class Register<string n> {
  string AsmName = n;
}

def R0 : Registr<"r0">;
