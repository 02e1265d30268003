//===- X86InstrAMX.td - AMX tiles ---------------------------*- tablegen -*-===//
//
// AMX: eight 1 KiB tile registers %tmm0-%tmm7 configured from a 64-byte
// block (ldtilecfg), loaded and stored with a stride in the index register
// of a SIB address (always a SIB byte), and multiplied into an
// accumulator tile. All VEX, map 0F 38, W0.
//
//===----------------------------------------------------------------------===//

// A SIB address: no RIP-relative form; the index register is the stride.
def sibmem : X86Mem<untyped, 0> {
  let MIOperandInfo = (ops GR64:$base, scale_imm:$scale, GR64:$index, disp_imm:$disp, SEGMENT_REG:$segment);
}

// The configuration and the loads and stores also in EVEX (APX: for
// %r16-%r31 or under `{evex}`, as GPExtEncoding says).
foreach e = VexAndEvex in
let Vex = !not(e.Evex), Evex = e.Evex, PrefersVex = e.Evex, hasSideEffects = 1 in {
  def LDTILECFG # e.Tag : X86Inst<[0x0F, 0x38, 0x49], MRM0m, (outs), (ins anymem:$src), "ldtilecfg\t$src"> {
    let mayLoad = 1;
  }
  def STTILECFG # e.Tag : X86Inst<[0x0F, 0x38, 0x49], MRM0m, (outs), (ins anymem:$src), "sttilecfg\t$src", [0x66]> {
    let mayStore = 1;
  }
  def TILELOADD # e.Tag : X86Inst<[0x0F, 0x38, 0x4B], MRMSrcMemFSIB, (outs TILE:$dst), (ins sibmem:$src),
                                  "tileloadd\t$src, $dst", [0xF2]> {
    let mayLoad = 1;
  }
  def TILELOADDT1 # e.Tag : X86Inst<[0x0F, 0x38, 0x4B], MRMSrcMemFSIB, (outs TILE:$dst), (ins sibmem:$src),
                                    "tileloaddt1\t$src, $dst", [0x66]> {
    let mayLoad = 1;
  }
  def TILESTORED # e.Tag : X86Inst<[0x0F, 0x38, 0x4B], MRMDestMemFSIB, (outs), (ins sibmem:$dst, TILE:$src),
                                   "tilestored\t$src, $dst", [0xF3]> {
    let mayStore = 1;
  }
}

let Vex = 1, hasSideEffects = 1 in {
  def TILERELEASE : X86Inst<[0x0F, 0x38, 0x49, 0xC0], RawFrm, (outs), (ins), "tilerelease">;
  def TILEZERO : X86Inst<[0x0F, 0x38, 0x49], MRMr0, (outs TILE:$dst), (ins), "tilezero\t$dst", [0xF2]>;
  // dst += src1 . src2 (src2 in VEX.vvvv): dot products of bytes (signed
  // or unsigned each side), of bf16 or fp16 pairs, and complex fp16.
  foreach d = [FixedOp<"TDPBSSD", "tdpbssd", 0x5E, 0xF2>, FixedOp<"TDPBSUD", "tdpbsud", 0x5E, 0xF3>,
               FixedOp<"TDPBUSD", "tdpbusd", 0x5E, 0x66>, FixedOp<"TDPBUUD", "tdpbuud", 0x5E>,
               FixedOp<"TDPBF16PS", "tdpbf16ps", 0x5C, 0xF3>, FixedOp<"TDPFP16PS", "tdpfp16ps", 0x5C, 0xF2>,
               FixedOp<"TCMMIMFP16PS", "tcmmimfp16ps", 0x6C, 0x66>, FixedOp<"TCMMRLFP16PS", "tcmmrlfp16ps", 0x6C>] in
    def d.Name : X86Inst<[0x0F, 0x38, d.Op], MRMSrcReg4VOp3, (outs TILE:$dst), (ins TILE:$src1, TILE:$src2, TILE:$src3),
                         d.M # "\t$src3, $src2, $dst", !if(d.Prefix, [d.Prefix], []<int>)> {
      let Constraints = "$src1 = $dst";
      // (llvm-mc reads tcmmrlfp16ps, alone of these, at either VEX.W.)
      let VexWIG = !eq(d.Name, "TCMMRLFP16PS");
      let DistinctRegisters = "$dst != $src2: all tmm registers must be distinct; "
                              # "$dst != $src3: all tmm registers must be distinct; "
                              # "$src2 != $src3: all tmm registers must be distinct";
    }
}
