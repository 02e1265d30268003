// expect: include: the file "ToyRegisterInfo.td" named on line 4 does not exist in the errors dir or in any -I path.
// tdc-args: -I inc
include "regs.td"
include "ToyRegisterInfo.td"

def R2 : Register<"r2">;
