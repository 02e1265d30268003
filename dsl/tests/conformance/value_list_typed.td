// List literals with an explicit element type [...]<type>.
// tdc-json

class ValueType<int size> {
  int Size = size;
}
class VectorType<int size, int lanes> : ValueType<size> {
  int Lanes = lanes;
}
def i32 : ValueType<32>;
def v4i32 : VectorType<128, 4>;

def Lists {
  list<int> Ints = [1, 2]<int>;
  list<string> NoElts = []<string>;
  list<ValueType> VTs = [i32, v4i32]<ValueType>;
  list<ValueType> OnlyVec = [v4i32]<ValueType>;
  list<list<int>> Nested = [[1], []<int>]<list<int>>;
  list<bits<2>> Pairs = [0b01, 0b10]<bits<2>>;
  int SizeOfTyped = !size([]<dag>);
}

defvar Typed = []<ValueType>;
def UsesDefvar {
  list<ValueType> L = !listconcat(Typed, [i32]);
}
