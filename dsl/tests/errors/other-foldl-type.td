// expect: other: the !foldl in class RegList starts with the int 0 but its expression !strconcat(...) produces a string.
class Register<string n> { string AsmName = n; }
def R0 : Register<"r0">;
def R1 : Register<"r1">;

class RegList<list<Register> regs> {
  int Count = !foldl(0, regs, acc, r, !strconcat(r.AsmName, ","));
}

def CalleeSaved : RegList<[R0, R1]>;
