// Anonymous defm: NAME becomes an anonymous_N name and defs get it as prefix.
// tdc-json

class Pat<string from, string to> {
  string From = from;
  string To = to;
}

multiclass BinPats<string op> {
  def : Pat<op # "_i32", op # "_rr">;
  def _imm : Pat<op # "_imm", op # "_ri">;
}

defm : BinPats<"add">;
defm : BinPats<"sub">;
def : Pat<"plain", "plain">;
