// dump prints to stderr and creates no records; stdout is unaffected.
// tdc-json

class Reg<string n> {
  string Name = n;
}

def R0 : Reg<"r0">;
dump "plain message";
dump R0;
dump !strconcat("R0 name: ", R0.Name);

// Note: `dump Widths;` (a bare list or int) crashes llvm-tblgen 19.1.7;
// wrap non-string, non-record values in !repr.
defvar Widths = [8, 16];
dump !repr(Widths);

multiclass M {
  def _x : Reg<NAME>;
  dump "in multiclass: " # NAME;
}
defm Inst : M;

foreach i = 0-1 in {
  dump "iteration " # i;
  dump !repr(i);
  def F # i : Reg<"f" # i>;
}
