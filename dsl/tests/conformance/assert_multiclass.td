// Passing asserts inside multiclasses, checked at each defm.
// tdc-json

class Inst<string asm, int size> {
  string AsmString = asm;
  int Size = size;
}

multiclass Sized<string op, int size> {
  assert !or(!eq(size, 2), !eq(size, 4)), "size must be 2 or 4";
  def _N : Inst<op, size>;
  foreach s = [size] in
    assert !eq(s, size), "loop sanity";
  def _W : Inst<op # ".w", !mul(size, 2)> {
    assert !eq(Size, !mul(size, 2)), "Size doubled";
  }
}

defm LOAD : Sized<"ld", 4>;
defm CLOAD : Sized<"c.ld", 2>;
