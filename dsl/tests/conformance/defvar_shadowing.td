// defvar names in nested scopes shadow outer ones; the outer value is
// visible again after the inner scope ends.
// tdc-json

defvar width = 8;

class Probe<int w> {
  int Width = w;
}

foreach i = [1, 2] in {
  defvar width = !mul(i, 16);            // shadows the top-level width
  def InLoop # i : Probe<width>;
  foreach j = [0] in {
    defvar width = !add(i, 1000);        // shadows the loop-level width
    def Inner # i # _ # j : Probe<width>;
  }
  def AfterInner # i : Probe<width>;     // loop-level width again
}

def AfterLoop : Probe<width>;            // top-level width again

multiclass MC<int width> {
  defvar w2 = !mul(width, 2);
  def _a : Probe<w2>;
}
defm Shadowed : MC<3>;

def BodyLocal {
  defvar width = 1;
  int W = width;
}
