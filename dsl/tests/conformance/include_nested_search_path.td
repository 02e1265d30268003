// tdc-args: -I inc -I inc/sub
// Nested include where the inner include names a sibling by bare file name,
// found through the second -I directory.

include "regs_base.td"
include "bare_nested.td"

def Outer {
  int Sum = !add(LeafReg.HWEncoding, BareNested.HWEncoding, LeafWidth);
}
