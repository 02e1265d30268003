// tdc-args: -I inc
// include resolved through an -I search directory; the included file
// itself includes a sibling by a bare name.
// tdc-json

include "target_defs.td"

def NOP : Inst<"nop">;
def R1 : Register<"r1", 1>;
def Uses {
  Register Zero = ZERO;
}
