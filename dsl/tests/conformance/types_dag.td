// dag values: operators, arguments of all kinds, names, nesting, unset.
// tdc-json

def ops;
def ins;
def outs;
def GPR;
def add;
def shl;

class Inst {
  dag OutOperandList = (outs GPR:$rd);
  dag InOperandList = (ins GPR:$rs1, GPR:$rs2);
  dag Pattern = (add GPR:$rs1, (shl GPR:$rs2, 2));
  dag WithLiterals = (ops 1, "str", [{ code }], [1, 2], 0b10);
  dag OnlyNames = (ops $a, $b);
  dag Unset;
  dag Empty = (ops);
  dag Uninit = (ops ?, ?:$x);
  dag NestedEmpty = (ops (ops), (ins));
}

def ADDSHL : Inst;
