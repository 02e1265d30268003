// if/then/else inside a multiclass, conditioned on template arguments.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
}

multiclass LoadOps<string op, bit hasImm, int width> {
  def _R : Inst<op # " r">;
  if hasImm then
    def _I : Inst<op # " i">;
  if !ge(width, 64) then {
    def _D : Inst<op # ".d">;
  } else {
    def _W : Inst<op # ".w">;
  }
}

defm LD : LoadOps<"ld", true, 64>;
defm LDX : LoadOps<"ldx", false, 32>;
