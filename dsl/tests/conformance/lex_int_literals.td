// Integer literal forms: decimal, negative, explicit plus, hexadecimal.
// tdc-json

class Imm<int v> {
  int Value = v;
}

def Dec : Imm<42>;
def Zero : Imm<0>;
def Neg : Imm<-17>;
def Plus : Imm<+5>;
def HexUpper : Imm<0x1F>;
def HexLower : Imm<0xff>;
def HexMixed : Imm<0xDeadBeef>;
def HexBig : Imm<0x7FFFFFFFFFFFFFFF>;
def NegHexViaSub : Imm<!sub(0, 0x10)>;
def Large : Imm<9223372036854775807>;
def MinusLarge : Imm<-9223372036854775807>;

def IntFieldFromHex {
  int F = 0x10;
}
