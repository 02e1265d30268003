// expect: E0611 at X1
// The class builds each name from a number; X0 and X1 both get 0 and so "x0".

include "tdc.td"

class XReg<bits<16> num> : Register<"x" # num> {
  let HWEncoding = num;
}
def X0 : XReg<0>;
def X1 : XReg<0>;
def GPR : RegisterClass<"T", [i64], 64, (add X0, X1)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
