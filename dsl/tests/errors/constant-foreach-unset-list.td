// expect: constant: the foreach on line 10 iterates over GPRFile.Indices, which is unset (`?`) and so not a constant list.
class RegFile {
  list<int> Indices = ?;
  string Prefix = "x";
}
def GPRFile : RegFile;

class Register<string n> { string AsmName = n; }

foreach i = GPRFile.Indices in
  def X#i : Register<"x" # i>;
