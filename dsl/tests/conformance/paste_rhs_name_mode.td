// The right-hand side of # is parsed in "name mode": an identifier that is
// not a template argument, field, foreach iterator or local defvar is taken
// as a literal string instead of being an error or a global lookup.
// tdc-json

def GlobalDef;
defvar GlobalVar = "gv";

class Suffixed<string pre> {
  string Early = "_early";
  string UsesEarlyField = pre # Early;   // Early is already a field
  string UsesLaterName = pre # Late;     // Late is not a field yet: literal
  string Late = "_late";
  string UsesGlobalDef = pre # GlobalDef;  // literal "GlobalDef"
  string UsesGlobalVar = pre # GlobalVar;  // literal "GlobalVar"
  string ViaStrconcat = !strconcat(pre, GlobalVar);  // real lookup
  string Undeclared = pre # Whatever_123;
}

def S : Suffixed<"s">;

foreach it = ["a", "b"] in {
  defvar local = "L";
  def Loop # it {
    string Iter = "x" # it;
    string LocalVar = "x" # local;
  }
}
