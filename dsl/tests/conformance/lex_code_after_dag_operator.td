// `[{` always begins a code literal, also right after a dag operator or a
// value, where `[` alone would begin a slice.
// tdc-json

def apply;
def match;
class Combine<dag m, dag a> {
  dag Match = m;
  dag Apply = a;
}
def R1 : Combine<(match [{ return isFoo(MI); }]), (apply [{ applyFoo(MI); }])>;
def R2 {
  dag d = (apply [{ return 1; }], [{ return 2; }]:$x);
  list<code> l = [[{ a }], [{ b }]];
}
