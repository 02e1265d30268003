// defvar inside foreach bodies, recomputed for each iteration.
// tdc-json

class Reg<string n, int enc> {
  string AsmName = n;
  int Encoding = enc;
}

foreach i = 0...3 in {
  defvar enc = !mul(i, 2);
  defvar name = "v" # i;
  def V # i : Reg<name, enc>;
}

foreach pair = [["zero", "x0"], ["ra", "x1"]] in {
  defvar regname = pair[0];
  defvar alias = pair[1];
  def ABI_ # regname : Reg<regname # "/" # alias, 99>;
}
