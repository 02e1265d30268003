//===- X86Registers.td - x86-64 registers -----------------*- tablegen -*-===//
//
// The sixteen general-purpose registers with their 32-, 16- and 8-bit
// views (RAX > EAX > AX > AL, AH; R8 > R8D > R8W > R8B), APX's R16-R31,
// the instruction pointer, the segment registers, the flags, XMM0-XMM15
// and the YMM registers that contain them.
//
// HWEncoding carries what the prefix/ModRM encoder needs to know about a
// register, laid out as the prelude's ModRMEncoded section describes: the
// number and its REX extension bit; bit 4 for SPL, BPL, SIL and DIL, which
// exist only with a REX prefix (without one, numbers 4-7 of byte registers
// mean AH-BH); bit 5 for AH-BH, which cannot be used with one; bit 6 for
// the 32-bit registers; bit 7 for RIP and EIP; a segment register's
// override prefix in bits 14-8; bit 15 for R16-R31, their number's fifth
// bit.
//
// DWARF numbers follow the System V x86-64 ABI: RAX 0, RDX 1, RCX 2, RBX 3,
// RSI 4, RDI 5, RBP 6, RSP 7, R8-R15 8-15, RIP 16, XMM0-15 17-32, RFLAGS
// 49, ES 50, CS 51, SS 52, DS 53, FS 54, GS 55. A narrower view shares
// the number of its 64-bit register, a YMM register that of its XMM half.
//
//===----------------------------------------------------------------------===//

def sub_8bit    : SubRegIndex<8>;
def sub_8bit_hi : SubRegIndex<8, 8>;
def sub_16bit   : SubRegIndex<16>;
def sub_32bit   : SubRegIndex<32>;
def sub_xmm     : SubRegIndex<128>;

class X86Reg<string n, bits<16> enc, list<Register> subregs = []> : Register<n> {
  let Namespace = "X86";
  let HWEncoding = enc;
  let SubRegs = subregs;
}

// The legacy eight, by number in instructions: name stems and DWARF
// numbers (which order them differently).
defvar Stems = ["ax", "cx", "dx", "bx", "sp", "bp", "si", "di"];
defvar LowBytes = ["al", "cl", "dl", "bl", "spl", "bpl", "sil", "dil"];
defvar Dwarf = [0, 2, 1, 3, 7, 6, 4, 5];

// AH, CH, DH and BH: the high bytes of the first four, numbered 4-7, never
// with REX (bit 5).
foreach i = 0...3 in {
  defvar high = !subst("x", "h", Stems[i]);
  def !toupper(high) : X86Reg<high, !add(i, 4, 0x20)>, DwarfRegNum<[Dwarf[i]]>;
}
foreach i = 0...7 in {
  // SPL, BPL, SIL and DIL only with REX (bit 4).
  def !toupper(LowBytes[i]) : X86Reg<LowBytes[i], !if(!ge(i, 4), !add(i, 0x10), i)>, DwarfRegNum<[Dwarf[i]]>;
}
foreach i = 0...7 in {
  defvar low = !cast<Register>(!toupper(LowBytes[i]));
  def !toupper(Stems[i]) : X86Reg<Stems[i], i, !if(!lt(i, 4), [low, !cast<Register>(!toupper(!subst("x", "h", Stems[i])))], [low])>,
                           DwarfRegNum<[Dwarf[i]]> {
    let SubRegIndices = !if(!lt(i, 4), [sub_8bit, sub_8bit_hi], [sub_8bit]);
  }
}
foreach i = 0...7 in {
  def !toupper(!strconcat("e", Stems[i])) : X86Reg<!strconcat("e", Stems[i]), !add(i, 0x40), [!cast<Register>(!toupper(Stems[i]))]>, DwarfRegNum<[Dwarf[i]]> {
    let SubRegIndices = [sub_16bit];
  }
  def !toupper(!strconcat("r", Stems[i])) : X86Reg<!strconcat("r", Stems[i]), i, [!cast<Register>(!toupper(!strconcat("e", Stems[i])))]>, DwarfRegNum<[Dwarf[i]]> {
    let SubRegIndices = [sub_32bit];
  }
}

// R8-R15 and their views R8D, R8W, R8B.
foreach i = 8...15 in {
  def R#i#B : X86Reg<"r"#i#"b", i>, DwarfRegNum<[i]>;
  def R#i#W : X86Reg<"r"#i#"w", i, [!cast<Register>("R"#i#"B")]>, DwarfRegNum<[i]> { let SubRegIndices = [sub_8bit]; }
  def R#i#D : X86Reg<"r"#i#"d", !add(i, 0x40), [!cast<Register>("R"#i#"W")]>, DwarfRegNum<[i]> { let SubRegIndices = [sub_16bit]; }
  def R#i   : X86Reg<"r"#i, i, [!cast<Register>("R"#i#"D")]>, DwarfRegNum<[i]> { let SubRegIndices = [sub_32bit]; }
}

// APX's R16-R31 and their views: numbers 16-31, with bit 15 as the
// number's fifth bit (bits 3-0 as for R0-R15). Only a REX2 or an EVEX
// prefix can name them. DWARF numbers 130-145 (APX's System V supplement).
foreach i = 16...31 in {
  defvar enc = !add(!and(i, 15), 0x8000);
  def R#i#B : X86Reg<"r"#i#"b", enc>, DwarfRegNum<[!add(114, i)]>;
  def R#i#W : X86Reg<"r"#i#"w", enc, [!cast<Register>("R"#i#"B")]>, DwarfRegNum<[!add(114, i)]> { let SubRegIndices = [sub_8bit]; }
  def R#i#D : X86Reg<"r"#i#"d", !add(enc, 0x40), [!cast<Register>("R"#i#"W")]>, DwarfRegNum<[!add(114, i)]> { let SubRegIndices = [sub_16bit]; }
  def R#i   : X86Reg<"r"#i, enc, [!cast<Register>("R"#i#"D")]>, DwarfRegNum<[!add(114, i)]> { let SubRegIndices = [sub_32bit]; }
}

// The instruction pointer, only a base of memory operands (ModRM.rm 101
// without a base register means RIP-relative in 64-bit mode).
def EIP : X86Reg<"eip", 0xC5>, DwarfRegNum<[16]>;
def RIP : X86Reg<"rip", 0x85, [EIP]>, DwarfRegNum<[16]> { let SubRegIndices = [sub_32bit]; }
// %riz and %eiz: an index written to say "no index" (SIB.index 100).
def EIZ : X86Reg<"eiz", 0x44>;
def RIZ : X86Reg<"riz", 0x04>;

// Segment registers, numbered as in segment-override and mov forms.
def ES : X86Reg<"es", 0x2600>, DwarfRegNum<[50]>;
def CS : X86Reg<"cs", 0x2E01>, DwarfRegNum<[51]>;
def SS : X86Reg<"ss", 0x3602>, DwarfRegNum<[52]>;
def DS : X86Reg<"ds", 0x3E03>, DwarfRegNum<[53]>;
def FS : X86Reg<"fs", 0x6404>, DwarfRegNum<[54]>;
def GS : X86Reg<"gs", 0x6505>, DwarfRegNum<[55]>;

// The flags, an implicit operand only.
def EFLAGS : X86Reg<"flags", 0>, DwarfRegNum<[49]>;

foreach i = 0...15 in {
  def XMM#i : X86Reg<"xmm"#i, i>, DwarfRegNum<[!add(17, i)]>;
  def YMM#i : X86Reg<"ymm"#i, i, [!cast<Register>("XMM"#i)]>, DwarfRegNum<[!add(17, i)]> { let SubRegIndices = [sub_xmm]; }
}

// Classes, in encoding order.
def GR8 : RegisterClass<"X86", [i8], 8,
    (add AL, CL, DL, BL, AH, CH, DH, BH, SPL, BPL, SIL, DIL, (sequence "R%uB", 8, 31))>;
def GR16 : RegisterClass<"X86", [i16], 16, (add AX, CX, DX, BX, SP, BP, SI, DI, (sequence "R%uW", 8, 31))>;
def GR32 : RegisterClass<"X86", [i32], 32, (add EAX, ECX, EDX, EBX, ESP, EBP, ESI, EDI, (sequence "R%uD", 8, 31))>;
def GR64 : RegisterClass<"X86", [i64], 64, (add RAX, RCX, RDX, RBX, RSP, RBP, RSI, RDI, (sequence "R%u", 8, 31))>;
// Bases of memory operands: a general register or the instruction pointer.
def GR64_base : RegisterClass<"X86", [i64], 64, (add GR64, RIP)>;
// Their classes give their address width.
let isAllocatable = 0 in {
  def GR64_riz : RegisterClass<"X86", [i64], 64, (add RIZ)>;
  def GR32_eiz : RegisterClass<"X86", [i32], 32, (add EIZ)>;
}
def GR32_base : RegisterClass<"X86", [i32], 32, (add GR32, EIP)>;
def SEGMENT_REG : RegisterClass<"X86", [i16], 16, (add ES, CS, SS, DS, FS, GS)>;
def CCR : RegisterClass<"X86", [i32], 32, (add EFLAGS)> {
  let CopyCost = -1;
  let isAllocatable = 0;
}
def VR128 : RegisterClass<"X86", [v4f32, v2f64, v16i8, v8i16, v4i32, v2i64], 128, (sequence "XMM%u", 0, 15)>;
def FR64 : RegisterClass<"X86", [f64], 64, (sequence "XMM%u", 0, 15)>;
def FR32 : RegisterClass<"X86", [f32], 32, (sequence "XMM%u", 0, 15)>;
def VR256 : RegisterClass<"X86", [untyped], 256, (sequence "YMM%u", 0, 15)>;

//===-- The x87 stack, MMX, control, debug and tile registers -------------===//
//
// ST(0)-ST(7), written `%st(i)`; the fixed `%st` of x87 syntax is ST(0).
// MM0-MM7 share the x87 registers' storage. Control registers CR0-CR15
// and debug registers DR0-DR15 are moved to and from general registers
// (REX.R extends them like any ModRM.reg register). TMM0-TMM7 are AMX
// tiles. DWARF numbers: ST 33-40, MM 41-48 (System V x86-64 ABI); the
// others have none.

foreach i = 0...7 in {
  def ST#i : X86Reg<"st("#i#")", i>, DwarfRegNum<[!add(33, i)]> {
    let AltNames = !if(!eq(i, 0), ["st"], []<string>);
  }
  def MM#i : X86Reg<"mm"#i, i>, DwarfRegNum<[!add(41, i)]>;
  def TMM#i : X86Reg<"tmm"#i, i>;
}
foreach i = 0...15 in {
  def CR#i : X86Reg<"cr"#i, i>;
  // llvm-mc also reads the debug registers as %db0-%db15.
  def DR#i : X86Reg<"dr"#i, i> {
    let AltNames = ["db"#i];
  }
}

def RST : RegisterClass<"X86", [untyped], 80, (sequence "ST%u", 0, 7)> {
  let isAllocatable = 0;
}
def VR64 : RegisterClass<"X86", [v8i8], 64, (sequence "MM%u", 0, 7)>;
def CONTROL_REG : RegisterClass<"X86", [i64], 64, (sequence "CR%u", 0, 15)>;
def DEBUG_REG : RegisterClass<"X86", [i64], 64, (sequence "DR%u", 0, 15)>;
def TILE : RegisterClass<"X86", [untyped], 8192, (sequence "TMM%u", 0, 7)>;

//===-- AVX-512 (EVEX) registers ------------------------------------------===//
//
// XMM16-31 and YMM16-31, which only EVEX instructions name, the ZMM
// registers that contain XMM0-31 and YMM0-31, and the opmask registers
// K0-K7. A vector register's HWEncoding is its number 0-31: bit 4 is the
// fifth bit EVEX carries in R', V' or X (prelude, ModRMEncoded). DWARF:
// XMM16-31 67-82 (a YMM or ZMM register shares its XMM part's number),
// K0-K7 118-125.

def sub_ymm : SubRegIndex<256>;

foreach i = 16...31 in {
  def XMM#i : X86Reg<"xmm"#i, i>, DwarfRegNum<[!add(51, i)]>;
  def YMM#i : X86Reg<"ymm"#i, i, [!cast<Register>("XMM"#i)]>, DwarfRegNum<[!add(51, i)]> { let SubRegIndices = [sub_xmm]; }
}
foreach i = 0...31 in
  def ZMM#i : X86Reg<"zmm"#i, i, [!cast<Register>("YMM"#i)]>, DwarfRegNum<[!if(!lt(i, 16), !add(17, i), !add(51, i))]> {
    let SubRegIndices = [sub_ymm];
  }
foreach i = 0...7 in
  def K#i : X86Reg<"k"#i, i>, DwarfRegNum<[!add(118, i)]>;

def VR128X : RegisterClass<"X86", [v4f32, v2f64, v16i8, v8i16, v4i32, v2i64], 128, (sequence "XMM%u", 0, 31)>;
def VR256X : RegisterClass<"X86", [untyped], 256, (sequence "YMM%u", 0, 31)>;
def VR512 : RegisterClass<"X86", [untyped], 512, (sequence "ZMM%u", 0, 31)>;
def FR32X : RegisterClass<"X86", [f32], 32, (sequence "XMM%u", 0, 31)>;
def FR64X : RegisterClass<"X86", [f64], 64, (sequence "XMM%u", 0, 31)>;
// Opmask registers; K0 means "no mask" in EVEX.aaa, so a write mask is
// one of K1-K7. vp2intersect writes a pair, named by its even register.
def VK : RegisterClass<"X86", [untyped], 64, (sequence "K%u", 0, 7)>;
def VKWM : RegisterClass<"X86", [untyped], 64, (sequence "K%u", 1, 7)>;
def VKPAIR : RegisterClass<"X86", [untyped], 64, (add K0, K2, K4, K6)>;
