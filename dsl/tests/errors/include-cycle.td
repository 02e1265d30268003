// expect: include: inc/cycle-a.td includes inc/cycle-b.td, which includes inc/cycle-a.td again (an include cycle).
// tdc-args: -I inc
include "cycle-a.td"

def R0 : Register<"r0">;
