// !filter(var, list, predicate): folded and unfolded, over ints, strings
// and records.
// tdc-json

class Reg<string n, bit callee> {
  string Name = n;
  bit CalleeSaved = callee;
}
def S0 : Reg<"s0", true>;
def T0 : Reg<"t0", false>;
def S1 : Reg<"s1", true>;

class Saved<list<Reg> regs> {
  list<Reg> CSRs = !filter(r, regs, r.CalleeSaved);
  list<Reg> Temps = !filter(r, regs, !not(r.CalleeSaved));
}

def AllSaved : Saved<[S0, T0, S1]>;

def Folded {
  list<int> Evens = !filter(x, [1, 2, 3, 4, 5, 6], !eq(!and(x, 1), 0));
  list<string> NonEmpty = !filter(s, ["a", "", "b"], !ne(s, ""));
  list<int> None = !filter(x, [1, 2], false);
  list<int> BigOnes = !filter(x, !range(10), !gt(x, 6));
}
