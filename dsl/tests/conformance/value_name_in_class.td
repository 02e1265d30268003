// NAME inside class bodies resolves to the name of the def being created,
// including through subclasses, defm and foreach.
// tdc-json

class Inst {
  string RecName = NAME;
  string AsmString = !tolower(NAME);
  string Decoder = "decode" # NAME;
}
class Derived : Inst {
  string Again = NAME # "_again";
}

def ADD : Inst;
def SUB_RR : Derived;

multiclass M {
  def _X : Derived;
  def NAME : Inst;
}
defm MUL : M;

foreach i = [1, 2] in
  def LOOP # i : Inst;

def : Inst;
