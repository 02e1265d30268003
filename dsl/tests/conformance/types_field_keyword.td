// The `field` keyword: such fields are printed before ordinary fields in
// --print-records output.
// tdc-json

class Instruction {
  string Namespace = "Toy";
  field bits<32> Inst;
  field bits<32> SoftFail = 0;
  int Size = 4;
  field string DecoderNamespace = "";
}

class Inst16 : Instruction {
  let Size = 2;
  field bits<16> Inst16Enc = 0;
}

def NOP : Instruction {
  let Inst = 0;
}
def C_NOP : Inst16;
def Local {
  int A = 1;
  field int B = 2;
}
