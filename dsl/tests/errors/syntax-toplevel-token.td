// expect: syntax: `register` at top level on line 6 is not a statement keyword (def, class, let, ...).
class Register<string n> {
  string AsmName = n;
}

register R1 : Register<"r1">;
