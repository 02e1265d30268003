// expect: syntax: the arguments 32 and "r0" given to Register on line 6 have no comma between them.
class Register<int size, string n> {
  int Size = size;
  string AsmName = n;
}
def R0 : Register<32 "r0">;
