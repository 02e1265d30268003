// Nested includes: inc/sub/regs_nested.td includes inc/sub/regs_leaf.td.
// Include paths are resolved against the working directory (the
// conformance dir) and -I dirs. defvars from the leaf are visible here.
// tdc-json

include "inc/regs_base.td"
include "inc/sub/regs_nested.td"

def TopReg : Register<"top", LeafWidth>;

def Check {
  list<Register> All = [LeafReg, NestedReg, TopReg];
}
