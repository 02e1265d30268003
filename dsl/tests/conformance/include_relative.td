// include with a relative path. llvm-tblgen 19 resolves it against the
// working directory (the conformance dir, where the main file lives).
// tdc-json

include "inc/regs_base.td"

def R0 : Register<"r0", 0>;
def R1 : Register<"r1", 1>;

def RegInfo {
  list<Register> Regs = [R0, R1];
}
