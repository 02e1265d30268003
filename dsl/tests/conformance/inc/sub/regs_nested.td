// Helper: includes another helper. llvm-tblgen 19 resolves include paths
// against the current directory (the conformance dir) and the -I dirs, not
// against the including file's directory, hence the full relative path.
include "inc/sub/regs_leaf.td"

def NestedReg : Register<"nested", 7>;
