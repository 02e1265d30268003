// !strconcat with two and many operands, folded and unfolded; and the
// equivalence with the # paste operator.
// tdc-json

class AsmOp<string mnemonic, string suffix> {
  string Asm = !strconcat(mnemonic, suffix, "\t", "$rd, $rs");
  string Pasted = mnemonic # suffix;
}

def ADDW : AsmOp<"add", "w">;

def Folded {
  string Two = !strconcat("a", "b");
  string Many = !strconcat("a", "b", "c", "d", "e");
  string Empty = !strconcat("", "");
  string Nested = !strconcat(!strconcat("p", "q"), "r");
}
