// dag arguments of every value kind: records, anonymous class instances,
// ints, strings, code, bits, lists, nested dags and unset values.
// tdc-json

def ops;
def GPR;
class Imm<int w> {
  int Width = w;
}

def Operands {
  dag Records = (ops GPR, GPR:$r);
  dag Anon = (ops Imm<5>, Imm<5>:$i);
  dag Scalars = (ops 1, -2, "s", [{ c }], true);
  dag Bits = (ops 0b101, {1, 0});
  // A list cannot directly follow the operator: `ops [1]` would parse as a
  // slice of the record ops. Put a list after a comma instead.
  dag Lists = (ops 0, [1, 2], ["a"]);
  dag Nested = (ops (ops GPR:$a), (ops (ops)));
  dag Unset = (ops ?, ?:$u);
}
