// $name tokens in dag arguments and operator names.
// tdc-json

def ops;
def outs;
def ins;
def GPR;
def imm;
def add;

class Inst<dag o, dag i> {
  dag OutOperandList = o;
  dag InOperandList = i;
}

def ADDI : Inst<(outs GPR:$rd), (ins GPR:$rs1, imm:$imm12)>;
def NOP : Inst<(outs), (ins)>;

def Pat {
  dag Src = (add GPR:$a, imm:$b);
  dag Dst = (ADDI $a, $b);
  dag Named = (add:$root GPR:$x, $y);
  dag DollarUnderscore = (ops GPR:$_tmp, GPR:$rd_wb);
}
