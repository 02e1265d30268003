// defvar inside a multiclass body and inside a def body within it.
// tdc-json

class Inst<string asm, int opc> {
  string AsmString = asm;
  int Opcode = opc;
}

multiclass Shift<string op, int base> {
  defvar imm_opc = !add(base, 8);
  defvar asm_prefix = op # ".";
  def _R : Inst<asm_prefix # "r", base>;
  def _I : Inst<asm_prefix # "i", imm_opc> {
    defvar width = 5;
    int ImmWidth = width;
  }
}

defm SLL : Shift<"sll", 1>;
defm SRL : Shift<"srl", 2>;
