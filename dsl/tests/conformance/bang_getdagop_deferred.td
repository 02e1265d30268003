// !getdagop of a dag whose operator is !cast<T>(NAME) (or a template
// argument) inside a multiclass: the operator is read once NAME is known,
// when the multiclass is instantiated.
// tdc-json

class Op;
def ADD : Op;
def SUB : Op;
class Node<dag d> {
  Op op = !getdagop<Op>(d);
  dag pattern = d;
}
class R<Op o> { Op op = o; }

multiclass Arith {
  def NAME#_r : R<!getdagop<Op>((!cast<Op>(NAME) 1, 2))>;
  def NAME#_n : Node<(!cast<Op>(NAME) 3)>;
}
defm ADD : Arith;
defm SUB : Arith;

multiclass ByName<string s> {
  def _a : Node<(!cast<Op>(s) 4)>;
}
defm Y : ByName<"ADD">;
