//===- X86InstrPrivileged.td - system and privileged --------*- tablegen -*-===//
//
// Control and debug registers, descriptor tables, ports, segment limits
// and far transfers, model-specific registers and performance counters,
// cache and TLB control, and the extensions an operating system or a
// hypervisor uses: VMX, SVM, SGX, CET shadow stacks, TSX, the XSAVE
// family, protection keys, SEV-SNP and TDX. Most are fixed byte strings
// (`Fixed`, X86InstrSystem.td), often 0x0F 0x01 and a ModRM-like byte.
//
//===----------------------------------------------------------------------===//

//===-- Control and debug registers ---------------------------------------===//

// Always 64-bit in 64-bit mode (no REX.W); CR8-CR15 and DR8-DR15 with
// REX.R. `movl %cr0, %eax` is not a form (llvm-mc has only movq).
let hasSideEffects = 1 in {
  def MOV64rc : X86Inst<[0x0F, 0x20], MRMDestReg, (outs GR64:$dst), (ins CONTROL_REG:$src), "mov{q}\t$src, $dst">;
  def MOV64rd : X86Inst<[0x0F, 0x21], MRMDestReg, (outs GR64:$dst), (ins DEBUG_REG:$src), "mov{q}\t$src, $dst">;
  def MOV64cr : X86Inst<[0x0F, 0x22], MRMSrcReg, (outs CONTROL_REG:$dst), (ins GR64:$src), "mov{q}\t$src, $dst">;
  def MOV64dr : X86Inst<[0x0F, 0x23], MRMSrcReg, (outs DEBUG_REG:$dst), (ins GR64:$src), "mov{q}\t$src, $dst">;
}

//===-- Descriptor tables, task register, machine status ------------------===//

let hasSideEffects = 1 in {
  def LGDT64m : X86Inst<[0x0F, 0x01], MRM2m, (outs), (ins anymem:$src), "lgdt{q}\t$src"> { let mayLoad = 1; }
  def LIDT64m : X86Inst<[0x0F, 0x01], MRM3m, (outs), (ins anymem:$src), "lidt{q}\t$src"> { let mayLoad = 1; }
  def SGDT64m : X86Inst<[0x0F, 0x01], MRM0m, (outs), (ins anymem:$dst), "sgdt{q}\t$dst"> { let mayStore = 1; }
  def SIDT64m : X86Inst<[0x0F, 0x01], MRM1m, (outs), (ins anymem:$dst), "sidt{q}\t$dst"> { let mayStore = 1; }
  // 16-bit selectors and the machine status word: register or memory.
  foreach d = [NamedOp<"LLDT16", "lldt{w}", 0x0002>, NamedOp<"LTR", "ltr{w}", 0x0003>, NamedOp<"VERR", "verr", 0x0004>,
               NamedOp<"VERW", "verw", 0x0005>, NamedOp<"LMSW16", "lmsw{w}", 0x0106>, NamedOp<"LKGS16", "lkgs", 0x1006>] in {
    defvar opcode = [0x0F, !and(!srl(d.Op, 8), 0xF)];
    defvar prefixes = !if(!eq(d.Name, "LKGS16"), [0xF2], []<int>);
    def d.Name # r : X86Inst<opcode, !cast<ModRMForm>("MRM" # !and(d.Op, 0xF) # "r"), (outs), (ins GR16:$src),
                             d.M # "\t$src", prefixes>;
    def d.Name # m : X86Inst<opcode, !cast<ModRMForm>("MRM" # !and(d.Op, 0xF) # "m"), (outs), (ins i16mem:$src),
                             d.M # "\t$src", prefixes> {
      let mayLoad = 1;
    }
  }
  // The selectors and the status word out: to a register of any size or
  // to a 16-bit memory operand.
  foreach d = [NamedOp<"SLDT", "sldt", 0x0000>, NamedOp<"STR", "str", 0x0001>, NamedOp<"SMSW", "smsw", 0x0104>] in {
    defvar opcode = [0x0F, !srl(d.Op, 8)];
    foreach s = [Size16, Size32, Size64] in
      def d.Name # s.Bits # r : SizedInst<s, opcode, !cast<ModRMForm>("MRM" # !and(d.Op, 0xF) # "r"), (outs s.RC:$dst),
                                          (ins), d.M # s.Suffix # "\t$dst">;
    def d.Name # m : X86Inst<opcode, !cast<ModRMForm>("MRM" # !and(d.Op, 0xF) # "m"), (outs), (ins i16mem:$dst),
                             d.M # "{w}\t$dst"> {
      let mayStore = 1;
    }
  }
}
def : InstAlias<"lgdt\t$src", (LGDT64m anymem:$src), 0>;
def : InstAlias<"lidt\t$src", (LIDT64m anymem:$src), 0>;
def : InstAlias<"sgdt\t$dst", (SGDT64m anymem:$dst), 0>;
def : InstAlias<"sidt\t$dst", (SIDT64m anymem:$dst), 0>;

// Segment limit and access rights of a selector (any register width).
def GR16orGR32orGR64AsmOperand : AsmOperandClass {
  let Name = "GR16orGR32orGR64";
  let ParserMethod = "parse_gr32_or_gr64";
}
def GR16orGR32orGR64 : RegisterOperand<GR16> {
  let ParserMatchClass = GR16orGR32orGR64AsmOperand;
}
foreach l = [NamedOp<"LAR", "lar", 0x02>, NamedOp<"LSL", "lsl", 0x03>] in
  foreach s = [Size16, Size32, Size64] in
    let Defs = [EFLAGS], hasSideEffects = 1 in {
      def l.Name # s.Bits # rr : SizedInst<s, [0x0F, l.Op], MRMSrcReg, (outs s.RC:$dst), (ins GR16orGR32orGR64:$src),
                                           l.M # s.Suffix # "\t$src, $dst">;
      def l.Name # s.Bits # rm : SizedInst<s, [0x0F, l.Op], MRMSrcMem, (outs s.RC:$dst), (ins i16mem:$src),
                                           l.M # s.Suffix # "\t$src, $dst"> {
        let mayLoad = 1;
      }
    }

// A far pointer from memory into a segment register and a general one.
foreach l = [NamedOp<"LSS", "lss", 0xB2>, NamedOp<"LFS", "lfs", 0xB4>, NamedOp<"LGS", "lgs", 0xB5>] in
  foreach s = [Size16, Size32, Size64] in
    def l.Name # s.Bits # rm : SizedInst<s, [0x0F, l.Op], MRMSrcMem, (outs s.RC:$dst), (ins anymem:$src),
                                         l.M # s.Suffix # "\t$src, $dst"> {
      let mayLoad = 1;
    }

// Far calls and jumps through memory, and far returns.
let hasSideEffects = 1, mayLoad = 1 in
// The 64-bit far jump is the mode's own (Intel syntax's `ljmp [rax]`,
// which spells all three alike, is it); the far call is not: Intel's
// `lcall [rax]` is the 32-bit one (the alias below), whatever the size.
foreach f = [NamedOp<"FARCALL", "lcall", 3>, NamedOp<"FARJMP", "ljmp", 5>] in
  foreach s = [Size16, Size32, Size64] in
    let Predicates = !if(!and(!eq(f.Name, "FARJMP"), !eq(s.Bits, 64)), [In64BitMode], []<Predicate>),
        AsmVariantName = !if(!and(!eq(f.Name, "FARCALL"), !ne(s.Bits, 32)), "att", "") in
    def f.Name # s.Bits # m : SizedInst<s, [0xFF], !cast<ModRMForm>("MRM" # f.Op # "m"), (outs), (ins anymem:$dst),
                                        !if(!eq(s.Bits, 32), "{" # f.M # "l|" # !substr(f.M, 1) # "}", f.M # s.Suffix)
                                        # "\t{*}$dst">;
def : InstAlias<"lcall\t{*}$dst", (FARCALL32m anymem:$dst), 0>;
def : InstAlias<"ljmp\t{*}$dst", (FARJMP32m anymem:$dst), 0>;

//===-- Ports -------------------------------------------------------------===//

// in/out through a byte port number or %dx, with the accumulator.
foreach i = 0...2 in {
  defvar s = AllSizes[i];
  defvar op = !add(0xE4, s.OpcodeBit);
  def IN # s.Bits # ri : SizedInst<s, [op], RawFrm, (outs), (ins u8imm:$port), "in" # s.Suffix # "\t$port, " # s.Accumulator>;
  def IN # s.Bits # rr : SizedInst<s, [!add(op, 8)], RawFrm, (outs), (ins), "in" # s.Suffix # "\t%dx, " # s.Accumulator>;
  def OUT # s.Bits # ir : SizedInst<s, [!add(op, 2)], RawFrm, (outs), (ins u8imm:$port),
                                    "out" # s.Suffix # "\t" # s.Accumulator # ", $port">;
  def OUT # s.Bits # rr : SizedInst<s, [!add(op, 10)], RawFrm, (outs), (ins), "out" # s.Suffix # "\t" # s.Accumulator # ", %dx">;
  // Written without the accumulator, or with %dx in parentheses.
  def : InstAlias<"in" # s.Suffix # "\t$port", (!cast<Instruction>("IN" # s.Bits # "ri") u8imm:$port), 0>;
  def : InstAlias<"in" # s.Suffix # "\t%dx", (!cast<Instruction>("IN" # s.Bits # "rr")), 0>;
  def : InstAlias<"out" # s.Suffix # "\t$port", (!cast<Instruction>("OUT" # s.Bits # "ir") u8imm:$port), 0>;
  def : InstAlias<"out" # s.Suffix # "\t%dx", (!cast<Instruction>("OUT" # s.Bits # "rr")), 0>;
  def : InstAlias<"in" # s.Suffix # "\t(%dx), " # s.Accumulator, (!cast<Instruction>("IN" # s.Bits # "rr")), 0>;
  def : InstAlias<"out" # s.Suffix # "\t" # s.Accumulator # ", (%dx)", (!cast<Instruction>("OUT" # s.Bits # "rr")), 0>;
  // String forms: ins to %es:(%rdi), outs from (%rsi).
  def INS # !toupper(s.Letter) : SizedInst<s, [!add(0x6C, s.OpcodeBit)], RawFrm, (outs), (ins),
                                           "ins" # IntelLetter<s>.S # "\t{%dx, %es:(%rdi)|" # s.IntelSize # " ptr es:[rdi], dx}"> {
    let mayStore = 1;
    // With 0x67 the disassembler leaves the bytes to the m form's reading.
    let ImplicitAddress = 1;
  }
  def OUTS # !toupper(s.Letter) : SizedInst<s, [!add(0x6E, s.OpcodeBit)], RawFrm, (outs), (ins),
                                            "outs" # IntelLetter<s>.S # "\t{(%rsi), %dx|dx, " # s.IntelSize # " ptr [rsi]}"> {
    let mayLoad = 1;
    // With 0x67 or a segment override, the same (reported Unsupported).
    let ImplicitAddress = 1;
    let ImplicitSegment = 1;
  }
  def : InstAlias<"ins" # s.Letter, (!cast<Instruction>("INS" # !toupper(s.Letter))), 0>;
  def : InstAlias<"outs" # s.Letter, (!cast<Instruction>("OUTS" # !toupper(s.Letter))), 0>;
  // With the address written (32-bit registers, another source segment).
  def INS # !toupper(s.Letter) # m : SizedInst<s, [!add(0x6C, s.OpcodeBit)], RawFrmString, (outs),
                                               (ins string_destination:$dst), "ins" # IntelLetter<s>.S # "\t{%dx, $dst|${dst:" # s.IntelSize # "}, dx}"> {
    let mayStore = 1;
  }
  def OUTS # !toupper(s.Letter) # m : SizedInst<s, [!add(0x6E, s.OpcodeBit)], RawFrmString, (outs),
                                                (ins string_source:$src), "outs" # IntelLetter<s>.S # "\t{$src, %dx|dx, ${src:" # s.IntelSize # "}}"> {
    let mayLoad = 1;
  }
  // The port as (%dx).
  def : InstAlias<"ins" # s.Letter # "\t(%dx), $dst",
                  (!cast<Instruction>("INS" # !toupper(s.Letter) # "m") string_destination:$dst), 0>;
  def : InstAlias<"outs" # s.Letter # "\t$src, (%dx)",
                  (!cast<Instruction>("OUTS" # !toupper(s.Letter) # "m") string_source:$src), 0>;
}

//===-- Fixed encodings ---------------------------------------------------===//

// Privileged and system instructions of fixed bytes (FixedOp: the bytes
// as one number, 0x0F01C8 for 0F 01 C8, and a prefix).
let hasSideEffects = 1 in
foreach f = [FixedOp<"CLTS", "clts", 0x0F06>, FixedOp<"INVD", "invd", 0x0F08>, FixedOp<"WBINVD", "wbinvd", 0x0F09>,
             FixedOp<"WBNOINVD", "wbnoinvd", 0x0F09, 0xF3>, FixedOp<"WRMSR", "wrmsr", 0x0F30>,
             FixedOp<"RDMSR", "rdmsr", 0x0F32>, FixedOp<"RDPMC", "rdpmc", 0x0F33>, FixedOp<"SYSENTER", "sysenter", 0x0F34>,
             FixedOp<"GETSEC", "getsec", 0x0F37>, FixedOp<"RSM", "rsm", 0x0FAA>, FixedOp<"XLAT", "xlatb", 0xD7>,
             FixedOp<"ENCLV", "enclv", 0x0F01C0>, FixedOp<"VMCALL", "vmcall", 0x0F01C1>,
             FixedOp<"VMLAUNCH", "vmlaunch", 0x0F01C2>, FixedOp<"VMRESUME", "vmresume", 0x0F01C3>,
             FixedOp<"VMXOFF", "vmxoff", 0x0F01C4>, FixedOp<"PCONFIG", "pconfig", 0x0F01C5>,
             FixedOp<"PBNDKB", "pbndkb", 0x0F01C7>,
             FixedOp<"WRMSRNS", "wrmsrns", 0x0F01C6>, FixedOp<"RDMSRLIST", "rdmsrlist", 0x0F01C6, 0xF2>,
             FixedOp<"WRMSRLIST", "wrmsrlist", 0x0F01C6, 0xF3>, FixedOp<"MONITOR64rrr", "monitor", 0x0F01C8>,
             FixedOp<"MWAITrr", "mwait", 0x0F01C9>, FixedOp<"CLAC", "clac", 0x0F01CA>, FixedOp<"STAC", "stac", 0x0F01CB>,
             FixedOp<"ERETU", "eretu", 0x0F01CA, 0xF3>, FixedOp<"ERETS", "erets", 0x0F01CA, 0xF2>,
             FixedOp<"TDCALL", "tdcall", 0x0F01CC, 0x66>, FixedOp<"SEAMRET", "seamret", 0x0F01CD, 0x66>,
             FixedOp<"SEAMOPS", "seamops", 0x0F01CE, 0x66>, FixedOp<"SEAMCALL", "seamcall", 0x0F01CF, 0x66>,
             FixedOp<"ENCLS", "encls", 0x0F01CF>, FixedOp<"XGETBV", "xgetbv", 0x0F01D0>,
             FixedOp<"XSETBV", "xsetbv", 0x0F01D1>, FixedOp<"VMFUNC", "vmfunc", 0x0F01D4>,
             FixedOp<"XEND", "xend", 0x0F01D5>, FixedOp<"XTEST", "xtest", 0x0F01D6>, FixedOp<"ENCLU", "enclu", 0x0F01D7>,
             FixedOp<"VMRUN64", "vmrun", 0x0F01D8>, FixedOp<"VMMCALL", "vmmcall", 0x0F01D9>,
             FixedOp<"VMLOAD64", "vmload", 0x0F01DA>, FixedOp<"VMSAVE64", "vmsave", 0x0F01DB>,
             FixedOp<"STGI", "stgi", 0x0F01DC>, FixedOp<"CLGI", "clgi", 0x0F01DD>, FixedOp<"SKINIT", "skinit", 0x0F01DE>,
             FixedOp<"INVLPGA64", "invlpga", 0x0F01DF>, FixedOp<"SERIALIZE", "serialize", 0x0F01E8>,
             FixedOp<"XSUSLDTRK", "xsusldtrk", 0x0F01E8, 0xF2>, FixedOp<"SETSSBSY", "setssbsy", 0x0F01E8, 0xF3>,
             FixedOp<"XRESLDTRK", "xresldtrk", 0x0F01E9, 0xF2>, FixedOp<"SAVEPREVSSP", "saveprevssp", 0x0F01EA, 0xF3>,
             FixedOp<"UIRET", "uiret", 0x0F01EC, 0xF3>, FixedOp<"TESTUI", "testui", 0x0F01ED, 0xF3>,
             FixedOp<"RDPKRUr", "rdpkru", 0x0F01EE>, FixedOp<"CLUI", "clui", 0x0F01EE, 0xF3>,
             FixedOp<"WRPKRUr", "wrpkru", 0x0F01EF>, FixedOp<"STUI", "stui", 0x0F01EF, 0xF3>,
             FixedOp<"SWAPGS", "swapgs", 0x0F01F8>, FixedOp<"MONITORX64rrr", "monitorx", 0x0F01FA>,
             FixedOp<"MWAITXrrr", "mwaitx", 0x0F01FB>, FixedOp<"CLZERO64r", "clzero", 0x0F01FC>,
             FixedOp<"RDPRU", "rdpru", 0x0F01FD>, FixedOp<"INVLPGB64", "invlpgb", 0x0F01FE>,
             FixedOp<"RMPADJUST", "rmpadjust", 0x0F01FE, 0xF3>, FixedOp<"RMPUPDATE", "rmpupdate", 0x0F01FE, 0xF2>,
             FixedOp<"TLBSYNC", "tlbsync", 0x0F01FF>, FixedOp<"PSMASH", "psmash", 0x0F01FF, 0xF3>,
             FixedOp<"PVALIDATE64", "pvalidate", 0x0F01FF, 0xF2>, FixedOp<"RMPQUERY", "rmpquery", 0x0F01FD, 0xF3>,
             FixedOp<"ENDBR64", "endbr64", 0x0F1EFA, 0xF3>, FixedOp<"ENDBR32", "endbr32", 0x0F1EFB, 0xF3>,
             FixedOp<"XSTORE", "xstorerng", 0x0FA7C0>, FixedOp<"IRET32", "{iretl|iretd}", 0xCF>] in {
  defvar bytes = !cond(!gt(f.Op, 0xFFFF) : [!srl(f.Op, 16), !and(!srl(f.Op, 8), 0xFF), !and(f.Op, 0xFF)],
                       !gt(f.Op, 0xFF) : [!srl(f.Op, 8), !and(f.Op, 0xFF)],
                       true : [f.Op]);
  // wbinvd's lack of a prefix selects it (F3 is wbnoinvd; F2 and 66 make
  // no instruction, as llvm-mc reads them).
  def f.Name : Fixed<f.M, bytes, [], [], !if(f.Prefix, [f.Prefix], []<int>)> {
    let ExplicitNoPrefix = !eq(f.Name, "WBINVD");
  }
}
// VIA PadLock: written with a rep prefix, which the processor (and
// llvm-mc's disassembler) does not look at.
let hasSideEffects = 1, PrefixesIgnored = 1 in
foreach f = [FixedOp<"XCRYPTECB", "xcryptecb", 0xC8>, FixedOp<"XCRYPTCBC", "xcryptcbc", 0xD0>,
             FixedOp<"XCRYPTCTR", "xcryptctr", 0xD8>, FixedOp<"XCRYPTCFB", "xcryptcfb", 0xE0>,
             FixedOp<"XCRYPTOFB", "xcryptofb", 0xE8>] in
  def f.Name : Fixed<f.M, [0x0F, 0xA7, f.Op], [], [], [0xF3]>;
let hasSideEffects = 1, PrefixesIgnored = 1 in
foreach f = [FixedOp<"MONTMUL", "montmul", 0xC0>, FixedOp<"XSHA1", "xsha1", 0xC8>, FixedOp<"XSHA256", "xsha256", 0xD0>] in
  def f.Name : Fixed<f.M, [0x0F, 0xA6, f.Op], [], [], [0xF3]>;
def IRET16 : Fixed<"iret{w}", [0xCF], [], [], [0x66]> { let hasSideEffects = 1; }
def IRET64 : Fixed<"iretq", [0xCF]> { let RexW = 1; let hasSideEffects = 1; }
def SYSEXIT : Fixed<"sysexit{l}", [0x0F, 0x35]> { let hasSideEffects = 1; }
def SYSEXIT64 : Fixed<"sysexitq", [0x0F, 0x35]> { let RexW = 1; let hasSideEffects = 1; }
def : MnemonicAlias<"sysexit", "sysexitl">;
def : MnemonicAlias<"iret", "iretl">;
def : MnemonicAlias<"xlat", "xlatb">;
def : MnemonicAlias<"xstore", "xstorerng">;
def : MnemonicAlias<"verrw", "verr">;
// A q suffix for the 64-bit save-area forms.
foreach m = ["fxsave", "fxrstor", "xsave", "xrstor", "xsaveopt", "xsavec", "xsaves", "xrstors"] in
  def : MnemonicAlias<m # "q", m # "64">;
// The register forms llvm-mc also reads (the registers they use anyway).
def : InstAlias<"monitor\t%rax, %rcx, %rdx", (MONITOR64rrr), 0>;
def : InstAlias<"mwait\t%rax, %rcx", (MWAITrr), 0>;
def : InstAlias<"monitorx\t%rax, %rcx, %rdx", (MONITORX64rrr), 0>;
def : InstAlias<"mwaitx\t%rax, %rcx, %rbx", (MWAITXrrr), 0>;
def : InstAlias<"clzero\t%rax", (CLZERO64r), 0>;
def : InstAlias<"invlpga\t%rax, %ecx", (INVLPGA64), 0>;
def : InstAlias<"skinit\t%eax", (SKINIT), 0>;
def : InstAlias<"vmrun\t%rax", (VMRUN64), 0>;
def : InstAlias<"vmload\t%rax", (VMLOAD64), 0>;
def : InstAlias<"vmsave\t%rax", (VMSAVE64), 0>;
def : InstAlias<"pvalidate\t%rax, %rcx, %rdx", (PVALIDATE64), 0>;
def : InstAlias<"invlpgb\t%rax, %edx", (INVLPGB64), 0>;
def : InstAlias<"psmash\t%rax", (PSMASH), 0>;
def : InstAlias<"rmpupdate\t%rax, %rcx", (RMPUPDATE), 0>;
def : InstAlias<"rmpadjust\t%rax, %rcx, %rdx", (RMPADJUST), 0>;
def : InstAlias<"rmpquery\t%rax, %rdx", (RMPQUERY), 0>;

//===-- Memory-operand system instructions --------------------------------===//

let hasSideEffects = 1 in {
  def INVLPG : X86Inst<[0x0F, 0x01], MRM7m, (outs), (ins i8mem:$addr), "invlpg\t$addr">;
  // VMX: the VMCS by its physical address in memory; vmread/vmwrite by a
  // field number in a register.
  def VMPTRLDm : X86Inst<[0x0F, 0xC7], MRM6m, (outs), (ins i64mem:$vmcs), "vmptrld\t$vmcs"> { let mayLoad = 1; }
  def VMPTRSTm : X86Inst<[0x0F, 0xC7], MRM7m, (outs), (ins i64mem:$vmcs), "vmptrst\t$vmcs"> { let mayStore = 1; }
  def VMCLEARm : X86Inst<[0x0F, 0xC7], MRM6m, (outs), (ins i64mem:$vmcs), "vmclear\t$vmcs", [0x66]> { let mayLoad = 1; }
  def VMXON : X86Inst<[0x0F, 0xC7], MRM6m, (outs), (ins i64mem:$vmxon), "vmxon\t$vmxon", [0xF3]> { let mayLoad = 1; }
  def VMREAD64rr : X86Inst<[0x0F, 0x78], MRMDestReg, (outs GR64:$dst), (ins GR64:$src), "vmread{q}\t$src, $dst">;
  def VMREAD64mr : X86Inst<[0x0F, 0x78], MRMDestMem, (outs), (ins i64mem:$dst, GR64:$src), "vmread{q}\t$src, $dst"> {
    let mayStore = 1;
  }
  def VMWRITE64rr : X86Inst<[0x0F, 0x79], MRMSrcReg, (outs GR64:$dst), (ins GR64:$src), "vmwrite{q}\t$src, $dst">;
  def VMWRITE64rm : X86Inst<[0x0F, 0x79], MRMSrcMem, (outs GR64:$dst), (ins i64mem:$src), "vmwrite{q}\t$src, $dst"> {
    let mayLoad = 1;
  }
  // Invalidations by a type in a register and a descriptor in memory.
  foreach v = [NamedOp<"INVEPT64", "invept", 0x80>, NamedOp<"INVVPID64", "invvpid", 0x81>,
               NamedOp<"INVPCID64", "invpcid", 0x82>] in
    def v.Name : X86Inst<[0x0F, 0x38, v.Op], MRMSrcMem, (outs), (ins GR64:$src1, i128mem:$src2), v.M # "\t$src2, $src1",
                         [0x66]> {
      let mayLoad = 1;
    }
}
def : InstAlias<"vmread\t$src, $dst", (VMREAD64rr GR64:$dst, GR64:$src), 0>;
def : InstAlias<"vmread\t$src, $dst", (VMREAD64mr i64mem:$dst, GR64:$src), 0>;
def : InstAlias<"vmwrite\t$src, $dst", (VMWRITE64rr GR64:$dst, GR64:$src), 0>;
def : InstAlias<"vmwrite\t$src, $dst", (VMWRITE64rm GR64:$dst, i64mem:$src), 0>;

// XSAVE and FXSAVE: the processor state to or from a memory area
// (REX.W: the 64-bit layout, spelled with 64).
let hasSideEffects = 1 in
foreach x = [FixedOp<"FXSAVE", "fxsave", 0x0FAE0>, FixedOp<"FXRSTOR", "fxrstor", 0x0FAE1>,
             FixedOp<"XSAVE", "xsave", 0x0FAE4>, FixedOp<"XRSTOR", "xrstor", 0x0FAE5>,
             FixedOp<"XSAVEOPT", "xsaveopt", 0x0FAE6>, FixedOp<"XRSTORS", "xrstors", 0x0FC73>,
             FixedOp<"XSAVEC", "xsavec", 0x0FC74>, FixedOp<"XSAVES", "xsaves", 0x0FC75>] in
  foreach w = [0, 1] in
    def x.Name # !if(w, "64", "") : X86Inst<[0x0F, !and(!srl(x.Op, 4), 0xFF)], !cast<ModRMForm>("MRM" # !and(x.Op, 0xF) # "m"),
                                            (outs), (ins anymem:$dst), x.M # !if(w, "64", "") # "\t$dst", [], w> {
      let mayLoad = 1;
      let mayStore = 1;
    }

//===-- CET shadow stacks -------------------------------------------------===//

let hasSideEffects = 1 in {
  def INCSSPD : X86Inst<[0x0F, 0xAE], MRM5r, (outs), (ins GR32:$src), "incsspd\t$src", [0xF3]>;
  def INCSSPQ : X86Inst<[0x0F, 0xAE], MRM5r, (outs), (ins GR64:$src), "incsspq\t$src", [0xF3], 1>;
  let Constraints = "$src = $dst" in {
    def RDSSPD : X86Inst<[0x0F, 0x1E], MRM1r, (outs GR32:$dst), (ins GR32:$src), "rdsspd\t$dst", [0xF3]>;
    def RDSSPQ : X86Inst<[0x0F, 0x1E], MRM1r, (outs GR64:$dst), (ins GR64:$src), "rdsspq\t$dst", [0xF3], 1>;
  }
  def RSTORSSP : X86Inst<[0x0F, 0x01], MRM5m, (outs), (ins i32mem:$src), "rstorssp\t$src", [0xF3]>;
  def CLRSSBSY : X86Inst<[0x0F, 0xAE], MRM6m, (outs), (ins i32mem:$src), "clrssbsy\t$src", [0xF3]>;
  let mayStore = 1 in {
    def WRSSD : X86Inst<[0x0F, 0x38, 0xF6], MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src), "wrssd\t$src, $dst">;
    def WRSSQ : X86Inst<[0x0F, 0x38, 0xF6], MRMDestMem, (outs), (ins i64mem:$dst, GR64:$src), "wrssq\t$src, $dst", [], 1>;
    def WRUSSD : X86Inst<[0x0F, 0x38, 0xF5], MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src), "wrussd\t$src, $dst",
                         [0x66]>;
    def WRUSSQ : X86Inst<[0x0F, 0x38, 0xF5], MRMDestMem, (outs), (ins i64mem:$dst, GR64:$src), "wrussq\t$src, $dst",
                         [0x66], 1>;
  }
}

//===-- TSX and user interrupts -------------------------------------------===//

let hasSideEffects = 1 in {
  def XABORT : X86Inst<[0xC6, 0xF8], RawFrm, (outs), (ins i8imm:$imm), "xabort\t$imm">;
  // xbegin: a rel32 fallback address (rel16 with 0x66 is not a 64-bit form
  // llvm-mc writes).
  // Not a branch to llvm-mc's encoder: its fixup is a plain FK_PCRel_4.
  def XBEGIN_4 : X86Inst<[0xC7, 0xF8], RawFrm, (outs), (ins brtarget32:$dst), "xbegin\t$dst">;
  // (Above rdrand/rdseed's 64-bit forms under REX.W, as llvm-mc reads them.)
  let Only64BitMode = 1 in
  def SENDUIPI : X86Inst<[0x0F, 0xC7], MRM6r, (outs), (ins GR64:$arg), "senduipi\t$arg", [0xF3]>;
  def HRESET : X86Inst<[0x0F, 0x3A, 0xF0, 0xC0], RawFrm, (outs), (ins u8imm:$imm), "hreset\t$imm", [0xF3]>;
  let Only64BitMode = 1 in
  def RDPID64 : X86Inst<[0x0F, 0xC7], MRM7r, (outs GR64:$dst), (ins), "rdpid\t$dst", [0xF3]>;
  // WAITPKG: monitor an address in a register, wait with a deadline.
  def UMONITOR64 : X86Inst<[0x0F, 0xAE], MRM6r, (outs), (ins GR64:$src), "umonitor\t$src", [0xF3]>;
  def UMONITOR32 : X86Inst<[0x0F, 0xAE], MRM6r, (outs), (ins GR32:$src), "umonitor\t$src", [0x67, 0xF3]>;
  def UMWAIT : X86Inst<[0x0F, 0xAE], MRM6r, (outs), (ins GR32orGR64:$src), "umwait\t$src", [0xF2]>;
  def TPAUSE : X86Inst<[0x0F, 0xAE], MRM6r, (outs), (ins GR32orGR64:$src), "tpause\t$src", [0x66]>;
  // User MSRs through a register.
  def URDMSRrr : X86Inst<[0x0F, 0x38, 0xF8], MRMSrcReg, (outs GR64:$dst), (ins GR64:$src), "urdmsr\t$src, $dst", [0xF2]>;
  def UWRMSRrr : X86Inst<[0x0F, 0x38, 0xF8], MRMSrcReg, (outs), (ins GR64:$src1, GR64:$src2), "uwrmsr\t$src2, $src1",
                         [0xF3]>;
  // User MSRs named by a sign-extended 32-bit immediate: VEX map 7, no
  // escape bytes, ModRM.rm the register.
  let Vex = 1, OpcodeMap = 7 in {
    def URDMSRri : X86Inst<[0xF8], MRM0r, (outs GR64:$dst), (ins i64i32imm:$imm), "urdmsr\t$imm, $dst", [0xF2]>;
    def UWRMSRir : X86Inst<[0xF8], MRM0r, (outs), (ins GR64:$src, i64i32imm:$imm), "uwrmsr\t$src, $imm", [0xF3]>;
  }
}
