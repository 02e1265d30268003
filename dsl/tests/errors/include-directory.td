// expect: include: line 3 includes "inc", which is a directory rather than a .td file.
// tdc-args: -I inc
include "inc"

class Register<string n> { string AsmName = n; }
def R0 : Register<"r0">;
