// The # paste operator in field values and template arguments.
// tdc-json

class Inst<string mnemonic, string ops> {
  string Mnemonic = mnemonic;
  string AsmString = mnemonic # "\t" # ops;
  string Upper = !toupper(mnemonic) # "_" # NAME;
}

def ADD : Inst<"add", "$rd, $rs">;

def Fields {
  string A = "a" # "b" # "c";
  string WithVar = A # "!";
  list<string> L = ["x" # "y", "z"];
  string ListPaste = "[" # !interleave(L, ",") # "]";
}

class Wrapper<string pre> {
  string Name = pre # "_wrapped";
  string Delayed = pre # Tail;
  string Tail = "_tail";
}

def W : Wrapper<"w">;
def W2 : Wrapper<"w2"> {
  let Tail = "_changed";
}
