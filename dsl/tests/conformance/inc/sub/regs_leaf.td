// Helper: leaf include reached through inc/sub/regs_nested.td.
def LeafReg : Register<"leaf", 8>;
defvar LeafWidth = 32;
