// Field access on anonymous class instantiations: Cls<3>.field, including
// chained and computed fields.
// tdc-json

class Log2<int n> {
  int Value = !logtwo(n);
  int Doubled = !mul(n, 2);
}
class Wrap<int n> {
  Log2 Inner = Log2<n>;
}

def Consts {
  int A = Log2<8>.Value;
  int B = Log2<1024>.Doubled;
  int C = Wrap<16>.Inner.Value;
  int D = !add(Log2<4>.Value, Log2<2>.Value);
}

class UsesArg<int n> {
  int L = Log2<n>.Value;
}
def U : UsesArg<64>;
