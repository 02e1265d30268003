// Anonymous defs inside a multiclass get anonymous_N names when the
// multiclass is parsed. The first instantiation keeps those names; later
// instantiations collide with them and are renamed with fresh numbers,
// interleaved with the numbers given to anonymous defm prefixes.
// tdc-json

class Pat<string s> {
  string Src = s;
}

multiclass PatSet<string op> {
  def : Pat<op # "_a">;
  def _named : Pat<op # "_named">;
  def : Pat<op # "_b">;
}

def : Pat<"before">;
defm : PatSet<"one">;
defm : PatSet<"two">;
defm Named : PatSet<"three">;
def : Pat<"after">;
