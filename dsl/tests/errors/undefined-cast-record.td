// expect: undefined: def LAST casts the name "R9" to a Register with !cast, but only R0..R3 are defined.
class Register<string n> {
  string AsmName = n;
}
foreach i = 0...3 in
  def R#i : Register<"r"#i>;

class Alias<int idx> {
  Register Reg = !cast<Register>("R" # idx);
}

def LAST : Alias<9>;
