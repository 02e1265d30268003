// Integration: a miniature instruction-format description with encodings
// built by bit-range lets, multiclasses and operand dags.
// tdc-json

def ins;
def outs;
def GPR;
def simm12;

class Inst<dag outs_, dag ins_, string asm> {
  bits<32> Inst;
  dag OutOperandList = outs_;
  dag InOperandList = ins_;
  string AsmString = asm;
  string Namespace = "Toy";
}

class IType<bits<3> f3, bits<7> opc, string mnemonic>
    : Inst<(outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12),
           mnemonic # "\t$rd, $rs1, $imm12"> {
  bits<5> rd;
  bits<5> rs1;
  bits<12> imm12;
  let Inst{31-20} = imm12;
  let Inst{19-15} = rs1;
  let Inst{14-12} = f3;
  let Inst{11-7} = rd;
  let Inst{6-0} = opc;
}

multiclass ALUImm<string mnemonic, bits<3> f3> {
  def I : IType<f3, 0b0010011, mnemonic # "i">;
  def IW : IType<f3, 0b0011011, mnemonic # "iw">;
}

defm ADD : ALUImm<"add", 0b000>;
defm SLT : ALUImm<"slt", 0b010>;

def NOP : IType<0b000, 0b0010011, "nop"> {
  let rd = 0;
  let rs1 = 0;
  let imm12 = 0;
  let AsmString = "nop";
}
