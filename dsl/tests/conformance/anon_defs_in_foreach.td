// Anonymous defs created inside foreach and multiclass loops get
// consecutive anonymous_N names in creation order.
// tdc-json

class Pat<string src, string dst> {
  string Src = src;
  string Dst = dst;
}

foreach op = ["add", "sub"] in {
  def : Pat<op, op # "_rr">;
  def : Pat<op # "_imm", op # "_ri">;
}

multiclass ShiftPats<list<string> ops> {
  foreach o = ops in
    def : Pat<o, NAME # "_" # o>;
}
defm SHIFT : ShiftPats<["sll", "srl"]>;
