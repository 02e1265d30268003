// deftype introduces aliases for types, including nested and class types.
// tdc-json

class ValueType<int size> {
  int Size = size;
}

deftype VTList = list<ValueType>;
deftype Encoding = bits<8>;
deftype Name = string;
deftype Matrix = list<list<int>>;
deftype VTListList = list<VTList>;

def i32 : ValueType<32>;
def i64 : ValueType<64>;

class RegClass<VTList types, Encoding enc, Name n> {
  VTList RegTypes = types;
  Encoding Enc = enc;
  Name RCName = n;
  Matrix Costs = [[1, 2], [3]];
  VTListList Groups = [types, [i32]];
}

def GPR : RegClass<[i32, i64], 0x2A, "gpr">;
