// Nested foreach loops: the inner loop sees the outer iterator, including
// in its list expression (range syntax bounds must be constants, so the
// dependent inner loop uses !range).
// tdc-json

class VecReg<int bank, int idx> {
  int Bank = bank;
  int Index = idx;
  string AsmName = "b" # bank # "v" # idx;
}

foreach b = 0-1 in {
  foreach i = [0, 1, 2] in {
    def B # b # V # i : VecReg<b, i>;
  }
}

foreach n = 1-3 in
  foreach k = !range(1, !add(n, 1)) in
    def Tri_ # n # _ # k : VecReg<n, k>;
