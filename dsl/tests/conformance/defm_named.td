// Named defm: each def in the multiclass gets the defm name prefixed.
// tdc-json

class Inst<string asm, bits<8> opc> {
  string AsmString = asm;
  bits<8> Opcode = opc;
}

multiclass RegImm<string mnemonic, bits<8> base> {
  def rr : Inst<mnemonic # " $rd, $rs", base>;
  def ri : Inst<mnemonic # " $rd, $imm", !add(base, 1)>;
}

defm ADD : RegImm<"add", 0x10>;
defm SUB : RegImm<"sub", 0x20>;
defm AND_ : RegImm<"and", 0x30>;
