// Pasting NAME with suffixes inside multiclasses, in names and values.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
  string RecName = NAME;
}

multiclass ArithOps<string mnemonic> {
  def NAME # "_rr" : Inst<mnemonic # " $rd, $rs1, $rs2">;
  def NAME # _ri : Inst<mnemonic # " $rd, $rs1, $imm">;
  def _mem : Inst<!strconcat(mnemonic, " $rd, [$addr]")> {
    string Base = NAME # "_rr";
    string Other = !strconcat(NAME, "_ri");
  }
}

defm ADD : ArithOps<"add">;
defm SUB : ArithOps<"sub">;
