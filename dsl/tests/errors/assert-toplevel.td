// expect: assert: the top-level assert on line 4 fails because NumGPRs is 12, not a power of two.
defvar NumGPRs = 12;

assert !eq(!and(NumGPRs, !sub(NumGPRs, 1)), 0), "NumGPRs must be a power of two";

class Register<string n> { string AsmName = n; }
def R0 : Register<"r0">;
