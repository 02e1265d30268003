// defm inside foreach, with the iterator used in the defm name and in the
// multiclass arguments.
// tdc-json

class VInst<string asm, int sew> {
  string AsmString = asm;
  int SEW = sew;
}

multiclass VLoad<int sew> {
  def _V : VInst<"vle" # sew # ".v", sew>;
  def _FF : VInst<"vle" # sew # "ff.v", sew>;
}

foreach eew = [8, 16, 32] in
  defm VLE # eew : VLoad<eew>;

foreach kind = ["U", "S"] in
  foreach w = [64] in
    defm VL # kind # w : VLoad<w>;
