// expect: E0601 at 65783
// ElfMachine is an ELF e_machine, 16 bits: 65783 would be written as 247.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def TInstrInfo : InstrInfo;
def T : Target {
  let InstructionSet = TInstrInfo;
  let ElfMachine = 65783;
}
