// expect: syntax: the block comment opened on line 6 with `/*` is never closed by `*/`.
class Register<string n> {
  string AsmName = n;
}

/* General purpose registers
def R0 : Register<"r0">;
def R1 : Register<"r1">;
