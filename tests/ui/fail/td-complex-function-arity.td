// The complex pattern `RegOff` declares two operands (the two slots of the
// memory operand it fills); its Rust function, in the case's .rs, makes one.

include "toy.td"

def Toy : Target { let InstructionSet = ToyInstrInfo; }

def i16imm : Operand<i16>;
def memoff : Operand<i32> {
  let MIOperandInfo = (ops GPR:$base, i16imm:$off);
}
def LD : T16<0x20, (outs GPR:$dst), (ins memoff:$addr), "ld $dst, $addr"> {
  bits<4> addr_base;
  bits<16> addr_off;
  let src = addr_base;
}

def RegOff : ComplexPattern<i64, 2, "select_reg_off", [add]>;
def : Pat<(i32 (load RegOff:$addr)), (LD RegOff:$addr)>;
