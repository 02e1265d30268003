// !subst: replace substrings in strings, and replace records in record
// values; folded and unfolded.
// tdc-json

class Reg;
def R0 : Reg;
def R1 : Reg;

class Rename<string asm, string to> {
  string Result = !subst("$src", to, asm);
}

def Mov : Rename<"mov $dst, $src", "$imm">;
def Many : Rename<"$src.$src.$src", "::">;
def NoMatch : Rename<"abc", "y">;

class SwapReg<Reg r> {
  Reg Swapped = !subst(R0, R1, r);
}
def S0 : SwapReg<R0>;
def S1 : SwapReg<R1>;

def Folded {
  string S = !subst("ll", "LL", "hello all");
  string Empty = !subst("x", "", "xaxbx");
  Reg RecordRepl = !subst(R0, R1, R0);
  Reg RecordKeep = !subst(R0, R1, R1);
}
