//===- X86InstrAVX.td - AVX packed single precision --------*- tablegen -*-===//
//
// Three-operand VEX forms: dst = src1 op src2, with src1 in VEX.vvvv and
// src2 in ModRM.rm (a register or memory), on XMM (VEX.L 0) or YMM
// (VEX.L 1) registers. Packed single precision has no mandatory prefix
// (VEX.pp 0), map 0F, W0: vaddps 58, vmulps 59, vsubps 5C, vdivps 5E,
// vxorps 57. The encoder takes the 2-byte VEX when no register needs
// VEX.X or VEX.B; for the commutable ones the assembler swaps the sources
// to get there (the prelude's ModRMEncoded section).
//
//===----------------------------------------------------------------------===//

// One vector width: its register class, memory operand, VEX.L and the
// `Y` of 256-bit record names (VADDPSYrr).
class VectorWidth<RegisterClass rc, Operand mem, bit l, string name> {
  RegisterClass RC = rc;
  Operand Mem = mem;
  bit L = l;
  string Name = name;
}
def Vector128 : VectorWidth<VR128, f128mem, 0, "">;
def Vector256 : VectorWidth<VR256, f256mem, 1, "Y">;

multiclass AVXPackedSingle<string m, int opcode, bit commutable, bit floatingPoint> {
  foreach w = [Vector128, Vector256] in {
    let Vex = 1, VexVvvv = 1, VexL = w.L, VexWIG = 1 in
    let Uses = !if(floatingPoint, [MXCSR], []<Register>), mayRaiseFPException = floatingPoint in {
      def NAME # PS # w.Name # rr : X86Inst<[0x0F, opcode], MRMSrcReg, (outs w.RC:$dst), (ins w.RC:$src1, w.RC:$src2),
                                            m # "ps\t$src2, $src1, $dst"> {
        let isCommutable = commutable;
      }
      def NAME # PS # w.Name # rm : X86Inst<[0x0F, opcode], MRMSrcMem, (outs w.RC:$dst), (ins w.RC:$src1, w.Mem:$src2),
                                            m # "ps\t$src2, $src1, $dst"> {
        let mayLoad = 1;
      }
    }
  }
}
defm VADD : AVXPackedSingle<"vadd", 0x58, 1, 1>;
defm VMUL : AVXPackedSingle<"vmul", 0x59, 1, 1>;
defm VSUB : AVXPackedSingle<"vsub", 0x5C, 0, 1>;
defm VDIV : AVXPackedSingle<"vdiv", 0x5E, 0, 1>;
defm VXOR : AVXPackedSingle<"vxor", 0x57, 1, 0>;
