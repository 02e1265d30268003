// let ... in { ... } applies to every record defined in the block.
// tdc-json

class Inst {
  string Namespace = "";
  bit isBranch = false;
  bit isTerminator = false;
  int Size = 4;
}

let Namespace = "Toy" in {
  def NOP : Inst;
  let isBranch = true, isTerminator = true in {
    def JMP : Inst;
    def RET : Inst;
  }
  def HALT : Inst;
}

let Size = 2, Namespace = "ToyC" in {
  def C_NOP : Inst;
  def C_JMP : Inst {
    let isBranch = true;
  }
}

def Outside : Inst;
