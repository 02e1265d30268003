// NAME inside multiclasses: as prefix, suffix, middle, alone, and in
// values; also NAME inherited into nested defm.
// tdc-json

class Rec<string n> {
  string Given = n;
}

multiclass Names<string tag> {
  def NAME : Rec<NAME>;
  def _end : Rec<NAME # "_end">;
  def pre_ # NAME : Rec<"pre">;
  def pre_ # NAME # _post : Rec<"middle">;
  def NAME # _x # tag : Rec<tag>;
}

defm Foo : Names<"T">;

multiclass Outer {
  defm NAME # _in : Names<"I">;
  defm _nested : Names<"N">;
}
defm Bar : Outer;
