// defm inside a multiclass: names compose outer NAME + inner defm name + def.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
}

multiclass Sizes<string mnemonic> {
  def B : Inst<mnemonic # ".b">;
  def W : Inst<mnemonic # ".w">;
}

multiclass LoadStore<string kind> {
  defm _LD : Sizes<"ld" # kind>;
  defm _ST : Sizes<"st" # kind>;
  def _FENCE : Inst<"fence." # kind>;
}

defm MEM : LoadStore<"m">;
defm IO : LoadStore<"io">;
