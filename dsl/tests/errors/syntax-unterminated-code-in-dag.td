// expect: syntax: the code block `[{` after the dag operator apply on line 6 is never closed with `}]`.
def apply;
class Combine<dag a> {
  dag Apply = a;
}
def R1 : Combine<(apply [{ applyFoo(MI); )>;
def R2 : Combine<(apply)>;
