// bits fields partially assigned: the unassigned bits stay ?, and later
// lets fill in more bits.
// tdc-json

class Format {
  bits<16> Inst;
  let Inst{15-12} = 0b1101;
}
class FormatWithCond : Format {
  bits<4> cond;
  let Inst{3-0} = cond;
}

def Partial : Format;
def MorePartial : Format {
  let Inst{0} = 1;
  let Inst{8} = 0;
}
def CondUnset : FormatWithCond;
def CondSet : FormatWithCond {
  let cond = 0b1010;
  let Inst{11-4} = 0xAB;
}
