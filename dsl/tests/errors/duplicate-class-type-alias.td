// expect: duplicate: class Width is defined on line 4 with the name of the type alias defined on line 3.
class Register<string n> { string AsmName = n; }
deftype Width = bits<5>;
class Width {
  int Bits = 5;
}
def R0 : Register<"r0">;
