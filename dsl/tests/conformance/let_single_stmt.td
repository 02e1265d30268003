// let ... in <single statement> without braces: def, defm, foreach and let.
// tdc-json

class Inst {
  int Size = 4;
  bit mayLoad = false;
  string Asm = "";
}

multiclass Pair {
  def _A : Inst;
  def _B : Inst;
}

let Size = 8 in
def LONG : Inst;

let mayLoad = true in
defm LD : Pair;

let Asm = "v" in
foreach i = 0-1 in
  def V # i : Inst;

let Size = 2 in
let mayLoad = 1 in
def SHORT_LD : Inst;

def Unaffected : Inst;
