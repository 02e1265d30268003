// !con concatenates dags with the same operator, folded and unfolded.
// tdc-json

def ins;
def GPR;
def imm;

class Inst<dag base, dag extra> {
  dag InOperandList = !con(base, extra);
  dag WithPred = !con(base, (ins imm:$pred), extra);
}

def ADD : Inst<(ins GPR:$a), (ins GPR:$b)>;
def NEG : Inst<(ins GPR:$a), (ins)>;

def Folded {
  dag Two = !con((ins GPR:$x), (ins imm:$y));
  dag Many = !con((ins), (ins 1), (ins "s":$n), (ins));
  dag Empty = !con((ins), (ins));
}
