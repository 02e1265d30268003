// expect: duplicate: def R1 is defined twice, on lines 6 and 8.
class Register<string n> {
  string AsmName = n;
}
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def R2 : Register<"r2">;
def R1 : Register<"r3">;
