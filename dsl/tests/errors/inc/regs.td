// Helper: a small register file used by the include tests.
class Register<string n> { string AsmName = n; }
def R0 : Register<"r0">;
def R1 : Register<"r1">;
