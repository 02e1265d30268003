// expect: other: def BYTE computes its Lanes field with !div(Width, Elt) where Elt is 0.
class VecType<int width, int elt> {
  int Width = width;
  int Lanes = !div(width, elt);
}

def V128 : VecType<128, 32>;
def BYTE : VecType<8, 0>;
