// Uses every TableGen keyword at least once in a small target description.
// tdc-json

def ops;

class Register<string n, bits<16> enc = 0> {
  string Name = n;
  bits<16> HWEncoding = enc;
  field bit IsAllocatable = true;
  bit IsReserved = false;
  int Cost = 1;
  code Desc = [{ general purpose }];
  list<int> Sizes = [32];
  dag Ops = (ops);
}

deftype RegList = list<Register>;
defvar NumRegs = 2;

multiclass RegPair<string prefix> {
  def _lo : Register<prefix # "lo", 0>;
  def _hi : Register<prefix # "hi", 1>;
}

defset RegList AllRegs = {
  foreach i = 0...!sub(NumRegs, 1) in
    def X # i : Register<"x" # i, i>;
  defm P : RegPair<"p">;
}

let Cost = 2 in
def SP : Register<"sp", 31>;

if !eq(NumRegs, 2) then {
  def TwoRegs;
} else {
  def OtherRegs;
}

assert !eq(!size(AllRegs), 4), "expected four registers";
dump "keywords exercised";

include "inc/keyword_include.td"
