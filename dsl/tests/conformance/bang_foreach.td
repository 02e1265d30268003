// !foreach over lists: folded and unfolded, mapping to other types.
// tdc-json

class Reg<string n> {
  string Name = n;
}
def R0 : Reg<"r0">;
def R1 : Reg<"r1">;

class RegList<list<Reg> regs> {
  list<string> Names = !foreach(r, regs, r.Name);
  list<string> Upper = !foreach(r, regs, !toupper(r.Name));
}

def RL : RegList<[R0, R1]>;

def Folded {
  list<int> Squares = !foreach(i, [1, 2, 3], !mul(i, i));
  list<string> Strs = !foreach(i, !range(3), "v" # i);
  list<list<int>> Wrapped = !foreach(i, [1, 2], [i, i]);
  list<Reg> Recs = !foreach(n, ["R1", "R0"], !cast<Reg>(n));
  list<int> Nested = !foreach(i, !foreach(j, [1, 2], !add(j, 10)), !mul(i, 2));
}
