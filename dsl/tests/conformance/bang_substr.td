// !substr(str, start[, length]): folded and unfolded, with and without
// length, and lengths past the end.
// tdc-json

class Mnemonic<string full> {
  string Prefix = !substr(full, 0, 3);
  string Rest = !substr(full, 3);
  string Char = !substr(full, 1, 1);
}

def VADD : Mnemonic<"vaddps">;

def Folded {
  string A = !substr("abcdef", 2, 3);
  string B = !substr("abcdef", 4);
  string C = !substr("abc", 1, 100);
  string D = !substr("abc", 3);
  string E = !substr("abc", 0, 0);
}
