# Registers llvm-mc wants distinct but assembles anyway, with a warning at
# the statement: AVX2 gathers (mask, index, destination), AVX-512 gathers
# (index, destination) and the complex FP16 multiplies (destination,
# sources).
vgatherdpd %ymm3, (%rdi,%xmm3,8), %ymm5
vpgatherqq %xmm0, 16(%rsi,%xmm4,2), %xmm4
vgatherqps %xmm6, (%rax,%ymm6,4), %xmm1
  vpgatherdd (%r9,%zmm17,4), %zmm17 {%k2}
vgatherqpd 8(%rcx,%ymm2,8), %ymm2 {%k3}
vfmulcph %zmm9, %zmm10, %zmm9
vfcmaddcph (%rbx), %xmm5, %xmm5 {%k1}
vfmulcsh %xmm2, %xmm2, %xmm7
# Distinct registers: no warning.
vgatherdpd %ymm3, (%rdi,%xmm4,8), %ymm5
vfmulcph %zmm9, %zmm10, %zmm11
