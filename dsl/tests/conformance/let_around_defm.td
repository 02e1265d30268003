// A top-level let around defm applies to every def the multiclass
// produces, after the multiclass body's own values.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
  string DecoderNamespace = "";
  bit hasSideEffects = false;
  list<string> Predicates = [];
}

multiclass Branches<string cond> {
  def _rr : Inst<"b" # cond # " rr">;
  def _ri : Inst<"b" # cond # " ri"> {
    let hasSideEffects = true;
  }
}

let DecoderNamespace = "Branch", Predicates = ["HasBranch"] in {
  defm BEQ : Branches<"eq">;
  let hasSideEffects = false in
  defm BNE : Branches<"ne">;
}
defm BLT : Branches<"lt">;
