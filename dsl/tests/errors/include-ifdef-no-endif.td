// expect: include: the `#ifdef HAS_FPU` on line 5 is never closed by `#endif` before the end of the file.
class Register<string n> { string AsmName = n; }
def R0 : Register<"r0">;

#ifdef HAS_FPU
def F0 : Register<"f0">;
def F1 : Register<"f1">;
