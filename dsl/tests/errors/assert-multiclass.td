// expect: assert: the assert in multiclass ShiftOps fails for defm SHL because the shift width 3 is not 5 or 6.
class Inst<string asm, int w> {
  string AsmString = asm;
  int ShamtWidth = w;
}

multiclass ShiftOps<string mn, int width> {
  assert !or(!eq(width, 5), !eq(width, 6)), "shift amount width must be 5 or 6, got " # width;
  def "" : Inst<mn, width>;
  def W : Inst<mn # "w", 5>;
}

defm SRL : ShiftOps<"srl", 6>;
defm SHL : ShiftOps<"shl", 3>;
