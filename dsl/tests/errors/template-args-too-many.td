// expect: template-args: def R1 passes three template arguments to Register, which takes only two.
class Register<string n, bits<4> num> {
  string AsmName = n;
  bits<4> Num = num;
}

def R0 : Register<"r0", 0>;
def R1 : Register<"r1", 1, 32>;
