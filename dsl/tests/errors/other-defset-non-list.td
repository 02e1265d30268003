// expect: other: defset AllRegs on line 4 is declared with type Register instead of a list type.
class Register<string n> { string AsmName = n; }

defset Register AllRegs = {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
}
