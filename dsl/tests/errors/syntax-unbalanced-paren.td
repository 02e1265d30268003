// expect: syntax: the dag value assigned to OutOperandList in ADD is missing its closing `)`.
def ops;
def GPR;

class Inst {
  dag OutOperandList;
  dag InOperandList;
}

def ADD : Inst {
  let OutOperandList = (ops GPR:$rd;
  let InOperandList = (ops GPR:$rs1, GPR:$rs2);
}
