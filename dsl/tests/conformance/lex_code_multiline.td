// Multi-line code blocks keep their newlines and indentation verbatim.
// tdc-json

class ImmLeaf<code pred> {
  code ImmPredicate = pred;
}

def simm12 : ImmLeaf<[{
  return isInt<12>(Imm);
}]>;

def uimm5_nonzero : ImmLeaf<[{
    if (Imm == 0)
      return false;
    return isUInt<5>(Imm);
  }]>;

def Decoder {
  code DecoderMethod = [{
// a C++ comment inside code
/* and a block comment */
static DecodeStatus decode(MCInst &Inst, unsigned Val) {
  Inst.addOperand(MCOperand::createImm(Val));
  return MCDisassembler::Success;
}
}];
}
