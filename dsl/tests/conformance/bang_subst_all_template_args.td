// Quirk: when all three operands of !subst are template arguments, the
// class body is "folded" at parse time by comparing the argument *names*,
// so the substitution never happens in the resulting defs.
// tdc-json

class Rename<string asm, string from, string to> {
  string Result = !subst(from, to, asm);
  // With one literal operand the expression stays unfolded and works.
  string Works = !subst(from, to, asm # "");
}

def Mov : Rename<"mov $dst, $src", "$src", "$imm">;
def Dots : Rename<"a.a.a", ".", "::">;
