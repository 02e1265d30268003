// defvar computed from NAME inside a multiclass, asserts mentioning NAME,
// and !cast lookups of sibling defs through NAME.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
}
class Pseudo<Inst real> {
  Inst Real = real;
  string RealAsm = real.AsmString;
}

multiclass WithPseudo<string asm> {
  defvar lower = !tolower(NAME);
  def NAME : Inst<lower # " " # asm>;
  def _PSEUDO : Pseudo<!cast<Inst>(NAME)>;
  assert !eq(!find(NAME, "_"), -1), "no underscore expected in " # NAME;
}

defm FENCE : WithPseudo<"iorw">;
defm WFI : WithPseudo<"">;
