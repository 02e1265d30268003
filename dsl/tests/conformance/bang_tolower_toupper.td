// !tolower and !toupper: folded and unfolded.
// tdc-json

class Inst<string mnemonic> {
  string Upper = !toupper(mnemonic);
  string Lower = !tolower(mnemonic);
  string RoundTrip = !tolower(!toupper(mnemonic));
}

def AddI : Inst<"AddI">;

def Folded {
  string A = !toupper("vfmadd231ps");
  string B = !tolower("R10D");
  string C = !toupper("a-b_c.9");
  string D = !tolower("");
}
