// expect: type: def R1 passes the string "one" as template argument num of Register, which has type bits<4>.
class Register<string n, bits<4> num> {
  string AsmName = n;
  bits<4> Num = num;
}

def R0 : Register<"r0", 0>;
def R1 : Register<"r1", "one">;
