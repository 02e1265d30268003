// defset collecting records produced by foreach, defm and nested defsets.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
}

multiclass ALU<string op> {
  def _rr : Inst<op # " rr">;
  def _ri : Inst<op # " ri">;
}

defset list<Inst> AllInsts = {
  foreach cond = ["eq", "ne", "lt"] in
    def B # !toupper(cond) : Inst<"b" # cond>;

  defm ADD : ALU<"add">;

  defset list<Inst> LoadInsts = {
    foreach w = [8, 16] in
      def LD # w : Inst<"ld" # w>;
  }

  def NOP : Inst<"nop">;
}

def Tables {
  list<Inst> All = AllInsts;
  list<Inst> Loads = LoadInsts;
  list<string> Asm = !foreach(i, AllInsts, i.AsmString);
}
