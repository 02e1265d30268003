// A def may end with ';', with a body, or with an empty body.
// tdc-json

class Inst {
  string Asm = "";
  int Size = 4;
}

def A;
def B {}
def C : Inst;
def D : Inst {}
def E : Inst {
  let Asm = "e";
}
def F : Inst {
  let Size = 2;
  int Extra = 1;
  string Note;
}
def G {
  int Alone = 0;
}
def H : Inst
  ;
