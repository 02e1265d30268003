// The # paste operator in def names.
// tdc-json

class Inst<string mnemonic> {
  string Mnemonic = mnemonic;
}

// Note: a top-level defvar is NOT substituted when it appears as a bare
// identifier in a def name (it is taken literally), but it is substituted
// inside an expression such as !strconcat.
defvar Suffix = "_rr";
def ADD # Suffix : Inst<"add">;
def "SUB" # Suffix : Inst<"sub">;
def MUL#_ri : Inst<"mul">;
def AND # "_" # "rr" # "_w" : Inst<"and">;
def Prefix_ # OR : Inst<"or">;
def !strconcat("X", "OR", Suffix) : Inst<"xor">;

foreach size = [8, 16, 32] in {
  def LOAD # size : Inst<"ld" # size>;
  def STORE_ # size # _rm : Inst<"st" # size>;
}
