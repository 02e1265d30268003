// expect: assert: the assert in class Register fails for def R16 because its number 16 does not fit in 4 bits.
class Register<string n, int num> {
  assert !lt(num, 16), "register number " # num # " does not fit in 4 bits";
  string AsmName = n;
  int Num = num;
}

def R15 : Register<"r15", 15>;
def R16 : Register<"r16", 16>;
