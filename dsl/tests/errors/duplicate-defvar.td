// expect: duplicate: defvar Width is declared twice in the same foreach body.
class Register<string n, int w> {
  string AsmName = n;
  int Width = w;
}

foreach i = 0...3 in {
  defvar Width = 32;
  defvar Name = "x" # i;
  defvar Width = 64;
  def X#i : Register<Name, Width>;
}
