//===- PPCRegisters.td - PowerPC64 registers --------------------*- tablegen -*-===//
//
// General-purpose registers X0-X31 with their 32-bit halves R0-R31; the
// floating-point registers F0-F31, the vector registers V0-V31, and the 64
// VSX registers: VSX 0-31 contain the FPRs (VSL0-VSL31), VSX 32-63 are the
// vector registers (VSH0-VSH31, aliases of V0-V31). The condition register
// in eight 4-bit fields CR0-CR7 of four bits each (lt, gt, eq, un); LR, CTR
// and XER.
//
// llvm-mc writes every register as its number, so the assembly names below
// never appear in printed text; they keep the names unique and readable.
// DWARF numbers follow the 64-bit ELF ABI: GPRs 0-31, FPRs 32-63, LR 65,
// CTR 66, CR fields 68-75, XER 76, vector registers 77-108.
//
//===----------------------------------------------------------------------===//

def sub_32 : SubRegIndex<32>;
def sub_64 : SubRegIndex<64>;
def sub_lt : SubRegIndex<1>;
def sub_gt : SubRegIndex<1, 1>;
def sub_eq : SubRegIndex<1, 2>;
def sub_un : SubRegIndex<1, 3>;

class PPCReg<bits<16> enc, string n, list<Register> subregs = []> : Register<n> {
  let Namespace = "PPC";
  let HWEncoding = enc;
  let SubRegs = subregs;
}

foreach i = 0...31 in {
  def R#i : PPCReg<i, "r"#i>, DwarfRegNum<[i]>;
  def X#i : PPCReg<i, "x"#i, [!cast<Register>("R"#i)]>, DwarfRegNum<[i]> {
    let SubRegIndices = [sub_32];
  }
  def F#i : PPCReg<i, "f"#i>, DwarfRegNum<[!add(32, i)]>;
  def V#i : PPCReg<i, "v"#i>, DwarfRegNum<[!add(77, i)]>;
  // VSX 0-31: the FPR is the VSX register's first doubleword.
  def VSL#i : PPCReg<i, "vs"#i, [!cast<Register>("F"#i)]>, DwarfRegNum<[!add(32, i)]> {
    let SubRegIndices = [sub_64];
  }
  // VSX 32-63: the vector registers under their VSX numbers.
  def VSH#i : PPCReg<!add(32, i), "vs"#!add(32, i)>, DwarfRegNum<[!add(77, i)]> {
    let Aliases = [!cast<Register>("V"#i)];
  }
}

// Pairs of VSX registers (Power10 paired loads and stores, MMA), named by
// their even first register.
foreach i = 0...31 in
  def VSRp#i : PPCReg<!mul(2, i), "vsp"#!mul(2, i)>;

// Condition register bits, numbered 0-31 as the BI and BT fields number
// them, and the fields containing them.
defvar cr_bit_names = ["lt", "gt", "eq", "un"];
foreach f = 0...7 in {
  foreach b = 0...3 in {
    defvar bit_name = cr_bit_names[b];
    def CR#f#!toupper(bit_name) : PPCReg<!add(!mul(4, f), b), "cr"#f#bit_name>;
  }
  def CR#f : PPCReg<f, "cr"#f, [!cast<Register>("CR"#f#"LT"), !cast<Register>("CR"#f#"GT"),
                               !cast<Register>("CR"#f#"EQ"), !cast<Register>("CR"#f#"UN")]>,
             DwarfRegNum<[!add(68, f)]> {
    let SubRegIndices = [sub_lt, sub_gt, sub_eq, sub_un];
  }
}

def LR  : PPCReg<8, "lr">, DwarfRegNum<[65]>;
def CTR : PPCReg<9, "ctr">, DwarfRegNum<[66]>;
def XER : PPCReg<1, "xer">, DwarfRegNum<[76]>;
// The carry bit of XER, which the carrying instructions read and write.
def CARRY : PPCReg<1, "ca">, DwarfRegNum<[76]> {
  let Aliases = [XER];
}

//===-- Register classes ---------------------------------------------------===//

def GPRC  : RegisterClass<"PPC", [i32], 32, (sequence "R%u", 0, 31)>;
def G8RC  : RegisterClass<"PPC", [i64], 64, (sequence "X%u", 0, 31)>;
def F4RC  : RegisterClass<"PPC", [f32], 32, (sequence "F%u", 0, 31)>;
def F8RC  : RegisterClass<"PPC", [f64], 64, (sequence "F%u", 0, 31)>;
def VRRC  : RegisterClass<"PPC", [v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], 128,
                          (sequence "V%u", 0, 31)>;
// VSX registers whose scalar half is an FPR (0-31), and all 64.
def VSFRC : RegisterClass<"PPC", [f64], 64, (sequence "VSL%u", 0, 31)>;
def VSRC  : RegisterClass<"PPC", [v4i32, v2i64, v4f32, v2f64], 128,
                          (add VSFRC, (sequence "VSH%u", 0, 31))>;
// The MMA accumulators, and the dense-math registers and row pairs of
// llvm-mc's future ISA (a row pair's field keeps its low three bits).
foreach i = 0...7 in {
  def ACC#i : PPCReg<i, "acc"#i>;
  def DMR#i : PPCReg<i, "dmr"#i>;
}
foreach i = 0...31 in
  def DMRROWp#i : PPCReg<i, "dmrrowp"#i>;
def ACCRC : RegisterClass<"PPC", [untyped], 512, (sequence "ACC%u", 0, 7)>;
def DMRRC : RegisterClass<"PPC", [untyped], 1024, (sequence "DMR%u", 0, 7)>;
def DMRROWPRC : RegisterClass<"PPC", [untyped], 256, (sequence "DMRROWp%u", 0, 31)>;
// Even-odd FPR pairs (the 128-bit decimal formats), named by the even one.
foreach i = 0...15 in
  def FPAIR#i : PPCReg<!mul(2, i), "fp"#!mul(2, i)>;
def FPAIRRC : RegisterClass<"PPC", [untyped], 128, (sequence "FPAIR%u", 0, 15)>;
// Even-odd GPR pairs (lq, stq, lqarx, stqcx.), named by the even one.
foreach i = 0...15 in
  def G8p#i : PPCReg<!mul(2, i), "g8p"#!mul(2, i)>;
def G8PRC : RegisterClass<"PPC", [untyped], 128, (sequence "G8p%u", 0, 15)>;
def VSRPRC : RegisterClass<"PPC", [i128], 128, (sequence "VSRp%u", 0, 31)>;
// Register 0 alone: the base of a pc-relative address.
def GPRC0 : RegisterClass<"PPC", [i32], 32, (add R0)>;
// The VSX registers that are the vector registers.
def VSHRC : RegisterClass<"PPC", [v4i32, v2i64, v4f32, v2f64], 128, (sequence "VSH%u", 0, 31)>;
def CRRC    : RegisterClass<"PPC", [i32], 32, (sequence "CR%u", 0, 7)>;
def CRBITRC : RegisterClass<"PPC", [i1], 32,
                            (add (sequence "CR%uLT", 0, 7), (sequence "CR%uGT", 0, 7),
                                 (sequence "CR%uEQ", 0, 7), (sequence "CR%uUN", 0, 7))>;
def SPRC : RegisterClass<"PPC", [i64], 64, (add LR, CTR, XER)> {
  let isAllocatable = 0;
}
