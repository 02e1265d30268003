// Late resolution: field initializers referring to other fields see the
// final value of those fields after all lets (class body, subclass, def
// body, top-level let) are applied. (A field must be declared before it
// is referenced, but its value may be changed afterwards.)
// tdc-json

class Encoded {
  bits<8> Opcode = 0;
  bits<4> Funct = 0;
  bits<12> Inst = {Funct, Opcode};
  int Extra = 0;
  int Total = !add(Extra, 1);
  string Desc = "op=" # !cast<string>(Opcode) # " ex=" # !cast<string>(Extra);
}

def Default : Encoded;

def SetInBody : Encoded {
  let Opcode = 0x13;
  let Extra = 41;
}

let Funct = 0b1111 in
def SetByTopLet : Encoded {
  let Opcode = 0xFF;
}

class Sub : Encoded {
  let Extra = 9;
}
def ViaSubclass : Sub;
