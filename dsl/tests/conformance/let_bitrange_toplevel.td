// A top-level let may assign a bit range of a bits field. Top-level lets
// write the range in angle brackets: let Field<hi-lo> = value in ...
// tdc-json

class Encoding {
  bits<16> Inst = 0;
  bits<8> Flags = 0b00000000;
}

let Inst<15-12> = 0b1010 in
def OPA : Encoding;

let Inst<15-12> = 0b0101, Inst<3-0> = 0xF in {
  def OPB : Encoding;
  let Inst<7-4> = 0b0011 in
    def OPC : Encoding;
}

let Flags<0> = 1, Flags<7> = true in
def FLAGGED : Encoding;

let Inst<0-3> = 0b0001 in
def REVERSED : Encoding;
