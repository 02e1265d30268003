// Helper: classes and defs for include_search_path.td (found via -I inc).
include "regs_base.td"

class Inst<string asm> {
  string AsmString = asm;
}

def ZERO : Register<"zero", 0>;
