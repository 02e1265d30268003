// Body lets and top-level lets override values inherited from superclasses,
// and the overriding value is seen by superclass fields that depend on it.
// tdc-json

class Inst<string mnemonic> {
  string Mnemonic = mnemonic;
  string Suffix = "";
  string AsmString = Mnemonic # Suffix # " $rd";
  int Size = 4;
  int SizeBits = !mul(Size, 8);
}
class Compressed<string m> : Inst<"c." # m> {
  let Size = 2;
}

def ADD : Inst<"add">;
def C_ADD : Compressed<"add">;
def ADDW : Inst<"add"> {
  let Suffix = "w";
}
let Size = 8, Suffix = ".d" in
def FADD_D : Inst<"fadd">;
let Size = 6 in
def C_LONG : Compressed<"long"> {
  let Mnemonic = "c.lng";
}
