// !foldl over a list of records, reading their fields.
// tdc-json

class Reg<string n, int size> {
  string Name = n;
  int Size = size;
}
def R0 : Reg<"r0", 4>;
def R1 : Reg<"r1", 8>;
def R2 : Reg<"r2", 4>;

class RegClass<list<Reg> regs> {
  int TotalSize = !foldl(0, regs, acc, r, !add(acc, r.Size));
  string Names = !foldl("", regs, acc, r, acc # r.Name # ";");
  Reg Largest = !foldl(!head(regs), regs, best, r,
                       !if(!gt(r.Size, best.Size), r, best));
}

def GPR : RegClass<[R0, R1, R2]>;
