// expect: duplicate: class Register declares the template argument `num` twice.
class Register<string n, bits<4> num, int num> {
  string AsmName = n;
  bits<4> Num = num;
}

def R0 : Register<"r0", 0, 0>;
