// tdc-args: -I inc -I inc/sub
// Two -I directories; one include is found in each.
// tdc-json

include "regs_base.td"
include "regs_leaf.td"

def Another : Register<"another", !add(LeafWidth, 1)>;

def Check {
  list<Register> Regs = [LeafReg, Another];
  int Width = LeafWidth;
}
