// expect: include: the `#endif` on line 6 has no matching `#ifdef` or `#ifndef`.
class Register<string n> { string AsmName = n; }
def R0 : Register<"r0">;
def R1 : Register<"r1">;

#endif
