// foreach over the list collected by a defset, creating derived records.
// tdc-json

class Reg<string n, int enc> {
  string Name = n;
  int Enc = enc;
}
class RegAlias<Reg r, string alias> {
  Reg Target = r;
  string AliasName = alias;
}

defset list<Reg> ArgRegs = {
  foreach i = 0-3 in
    def X # !add(10, i) : Reg<"x" # !add(10, i), !add(10, i)>;
}

foreach r = ArgRegs in
  def A # !sub(r.Enc, 10) # _alias : RegAlias<r, "a" # !sub(r.Enc, 10)>;

def Summary {
  list<string> Names = !foreach(r, ArgRegs, r.Name);
}
