// Helper: includes a sibling by bare name; needs -I inc/sub.
include "regs_leaf.td"
def BareNested : Register<"bare", 9>;
