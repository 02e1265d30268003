// Identical anonymous class instantiations share one anonymous record.
// Identity is keyed on the explicitly supplied (resolved) arguments:
// ImmOp<5> and ImmOp<!add(2, 3)> share a record, but ImmOp<5, false>
// (explicit value equal to the default) gets a new one.
// tdc-json

class ImmOp<int bits_, bit signed = false> {
  int Width = bits_;
  bit Signed = signed;
}

def Ops {
  ImmOp A = ImmOp<5>;
  ImmOp B = ImmOp<5>;
  ImmOp C = ImmOp<5, false>;
  ImmOp D = ImmOp<5, true>;
  ImmOp E = ImmOp<!add(2, 3)>;
  ImmOp F = ImmOp<12>;
}

class UsesImm<int w> {
  ImmOp Op = ImmOp<w>;
}
def U5 : UsesImm<5>;
def U7 : UsesImm<7>;
def U7b : UsesImm<7>;
