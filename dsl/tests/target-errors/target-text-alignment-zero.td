// expect: E0601 at 0
// TextAlignment is at least 1 (code sections align to it).

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def TInstrInfo : InstrInfo;
def T : Target {
  let InstructionSet = TInstrInfo;
  let TextAlignment = 0;
}
