// Bit-range lets in subclasses and defs overriding ranges set by
// superclasses, and a top-level range let (angle-bracket syntax) on top.
// tdc-json

class Base {
  bits<12> Enc = 0xFFF;
  let Enc{3-0} = 0b0000;
}

class Mid : Base {
  let Enc{7-4} = 0b1010;
}

def OnlyBase : Base;
def OnlyMid : Mid;

def BodyOverride : Mid {
  let Enc{5-2} = 0b0110;
}

let Enc<11-8> = 0b0001 in
def TopLevelOverride : Mid {
  let Enc{0} = 1;
}

let Enc = 0 in
def WholeThenRange : Mid {
  let Enc{11} = 1;
}
