	.intel_syntax noprefix
	.text
	vblendmpd	xmm0, xmm16, xmmword ptr [rax]
	vblendmpd	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vblendmpd	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vblendmpd	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vblendmpd	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vblendmpd	ymm5, ymm21, ymmword ptr [rbp + 1]
	vblendmpd	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vblendmpd	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vblendmpd	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vblendmpd	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vblendmpd	zmm11, zmm10, zmmword ptr [r10 + 128]
	vblendmpd	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vblendmpd	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vblendmpd	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vblendmpd	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vblendmpd	xmm20, xmm26, qword ptr [r15 - 4096]{1to2}
	vblendmpd	xmm21, xmm27, qword ptr [rip + 1016]{1to2}
	vblendmpd	xmm22, xmm28, qword ptr [rax + 1024]{1to2}
	vblendmpd	xmm23 {k7}, xmm29, qword ptr [rcx + 8*rbx + 2147483647]{1to2}
	vblendmpd	xmm24 {k1} {z}, xmm30, qword ptr [rdx - 2147483648]{1to2}
	vblendmpd	ymm25, ymm31, qword ptr [rbx]{1to4}
	vblendmpd	ymm26, ymm16, qword ptr [rsp - 1024]{1to4}
	vblendmpd	ymm27, ymm17, qword ptr [rbp - 1032]{1to4}
	vblendmpd	ymm28 {k2}, ymm18, qword ptr [rsi + rbp + 64]{1to4}
	vblendmpd	ymm29 {k3} {z}, ymm19, qword ptr [rdi - 64]{1to4}
	vblendmpd	zmm31, zmm30, qword ptr [r8 + 1]{1to8}
	vblendmpd	zmm1, zmm0, qword ptr [r9 + 1016]{1to8}
	vblendmpd	zmm3, zmm2, qword ptr [r10 + 1024]{1to8}
	vblendmpd	zmm5 {k4}, zmm4, qword ptr [r11 + 2*rsi - 1]{1to8}
	vblendmpd	zmm7 {k5} {z}, zmm6, qword ptr [r12 + 127]{1to8}
	vblendmpd	xmm9, xmm8, xmm20
	vblendmpd	xmm11 {k6}, xmm10, xmm21
	vblendmpd	xmm13 {k7} {z}, xmm12, xmm22
	vblendmpd	ymm15, ymm14, ymm23
	vblendmpd	ymm17 {k1}, ymm16, ymm24
	vblendmpd	ymm19 {k2} {z}, ymm18, ymm25
	vblendmpd	zmm22, zmm21, zmm20
	vblendmpd	zmm25 {k3}, zmm24, zmm23
	vblendmpd	zmm28 {k4} {z}, zmm27, zmm26
	vblendmps	xmm29, xmm26, xmmword ptr [r13 + 128]
	vblendmps	xmm30, xmm27, xmmword ptr [r14 - 2048]
	vblendmps	xmm31, xmm28, xmmword ptr [r15 - 2064]
	vblendmps	xmm0 {k5}, xmm29, xmmword ptr [rip - 128]
	vblendmps	xmm1 {k6} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096]
	vblendmps	ymm2, ymm31, ymmword ptr [rcx - 4096]
	vblendmps	ymm3, ymm16, ymmword ptr [rdx + 4064]
	vblendmps	ymm4, ymm17, ymmword ptr [rbx + 4096]
	vblendmps	ymm5 {k7}, ymm18, ymmword ptr [rsp + 2147483647]
	vblendmps	ymm6 {k1} {z}, ymm19, ymmword ptr [rbp + 8*r8 - 2147483648]
	vblendmps	zmm8, zmm7, dword ptr [rsi]{1to16}
	vblendmps	zmm10, zmm9, dword ptr [rdi - 512]{1to16}
	vblendmps	zmm12, zmm11, dword ptr [r8 - 516]{1to16}
	vblendmps	zmm14 {k2}, zmm13, dword ptr [r9 + 64]{1to16}
	vblendmps	zmm16 {k3} {z}, zmm15, dword ptr [r10 + r9 - 64]{1to16}
	vblendmps	xmm17, xmm20, dword ptr [r11 + 1]{1to4}
	vblendmps	xmm18, xmm21, dword ptr [r12 + 508]{1to4}
	vblendmps	xmm19, xmm22, dword ptr [r13 + 512]{1to4}
	vblendmps	xmm20 {k4}, xmm23, dword ptr [r14 - 1]{1to4}
	vblendmps	xmm21 {k5} {z}, xmm24, dword ptr [r15 + 2*r10 + 127]{1to4}
	vblendmps	ymm22, ymm25, dword ptr [rip + 128]{1to8}
	vblendmps	ymm23, ymm26, dword ptr [rax - 512]{1to8}
	vblendmps	ymm24, ymm27, dword ptr [rcx - 516]{1to8}
	vblendmps	ymm25 {k6}, ymm28, dword ptr [rdx - 128]{1to8}
	vblendmps	ymm26 {k7} {z}, ymm29, dword ptr [rbx + 4096]{1to8}
	vblendmps	zmm28, zmm27, zmmword ptr [rsp + 4*r11 - 4096]
	vblendmps	zmm30, zmm29, zmmword ptr [rbp + 8128]
	vblendmps	zmm0, zmm31, zmmword ptr [rsi + 8192]
	vblendmps	zmm2 {k1}, zmm1, zmmword ptr [rdi + 2147483647]
	vblendmps	zmm4 {k2} {z}, zmm3, zmmword ptr [r8 - 2147483648]
	vblendmps	xmm6, xmm5, xmm30
	vblendmps	xmm8 {k3}, xmm7, xmm31
	vblendmps	xmm10 {k4} {z}, xmm9, xmm16
	vblendmps	ymm12, ymm11, ymm17
	vblendmps	ymm14 {k5}, ymm13, ymm18
	vblendmps	ymm16 {k6} {z}, ymm15, ymm19
	vblendmps	zmm19, zmm18, zmm17
	vblendmps	zmm22 {k7}, zmm21, zmm20
	vblendmps	zmm25 {k1} {z}, zmm24, zmm23
	vbroadcastf32x2	ymm20, qword ptr [r9 + 8*r12]
	vbroadcastf32x2	ymm21, qword ptr [r10 - 1024]
	vbroadcastf32x2	ymm22, qword ptr [r11 - 1032]
	vbroadcastf32x2	ymm23 {k2}, qword ptr [r12 + 64]
	vbroadcastf32x2	ymm24 {k3} {z}, qword ptr [r13 - 64]
	vbroadcastf32x2	zmm26, qword ptr [r14 + r13 + 1]
	vbroadcastf32x2	zmm27, qword ptr [r15 + 1016]
	vbroadcastf32x2	zmm28, qword ptr [rip + 1024]
	vbroadcastf32x2	zmm29 {k4}, qword ptr [rax - 1]
	vbroadcastf32x2	zmm30 {k5} {z}, qword ptr [rcx + 127]
	vbroadcastf32x2	ymm31, xmm25
	vbroadcastf32x2	ymm0 {k6}, xmm26
	vbroadcastf32x2	ymm1 {k7} {z}, xmm27
	vbroadcastf32x2	zmm2, xmm28
	vbroadcastf32x2	zmm3 {k1}, xmm29
	vbroadcastf32x2	zmm4 {k2} {z}, xmm30
	vbroadcastf32x4	ymm31, xmmword ptr [rdx + 2*r14 + 128]
	vbroadcastf32x4	ymm16, xmmword ptr [rbx - 2048]
	vbroadcastf32x4	ymm17, xmmword ptr [rsp - 2064]
	vbroadcastf32x4	ymm18 {k3}, xmmword ptr [rbp - 128]
	vbroadcastf32x4	ymm19 {k4} {z}, xmmword ptr [rsi + 4096]
	vbroadcastf32x4	zmm5, xmmword ptr [rdi + 4*r15 - 4096]
	vbroadcastf32x4	zmm6, xmmword ptr [r8 + 2032]
	vbroadcastf32x4	zmm7, xmmword ptr [r9 + 2048]
	vbroadcastf32x4	zmm8 {k5}, xmmword ptr [r10 + 2147483647]
	vbroadcastf32x4	zmm9 {k6} {z}, xmmword ptr [r11 - 2147483648]
	vbroadcastf32x8	zmm10, ymmword ptr [r12 + 8*rax]
	vbroadcastf32x8	zmm11, ymmword ptr [r13 - 4096]
	vbroadcastf32x8	zmm12, ymmword ptr [r14 - 4128]
	vbroadcastf32x8	zmm13 {k7}, ymmword ptr [r15 + 64]
	vbroadcastf32x8	zmm14 {k1} {z}, ymmword ptr [rip - 64]
	vbroadcastf64x2	ymm20, xmmword ptr [rax + 1]
	vbroadcastf64x2	ymm21, xmmword ptr [rcx + 2032]
	vbroadcastf64x2	ymm22, xmmword ptr [rdx + 2048]
	vbroadcastf64x2	ymm23 {k2}, xmmword ptr [rbx + rcx - 1]
	vbroadcastf64x2	ymm24 {k3} {z}, xmmword ptr [rsp + 127]
	vbroadcastf64x2	zmm15, xmmword ptr [rbp + 128]
	vbroadcastf64x2	zmm16, xmmword ptr [rsi - 2048]
	vbroadcastf64x2	zmm17, xmmword ptr [rdi - 2064]
	vbroadcastf64x2	zmm18 {k4}, xmmword ptr [r8 + 2*rdx - 128]
	vbroadcastf64x2	zmm19 {k5} {z}, xmmword ptr [r9 + 4096]
	vbroadcastf64x4	zmm20, ymmword ptr [r10 - 4096]
	vbroadcastf64x4	zmm21, ymmword ptr [r11 + 4064]
	vbroadcastf64x4	zmm22, ymmword ptr [r12 + 4096]
	vbroadcastf64x4	zmm23 {k6}, ymmword ptr [r13 + 4*rbx + 2147483647]
	vbroadcastf64x4	zmm24 {k7} {z}, ymmword ptr [r14 - 2147483648]
	vbroadcasti32x2	xmm25, qword ptr [r15]
	vbroadcasti32x2	xmm26, qword ptr [rip - 1024]
	vbroadcasti32x2	xmm27, qword ptr [rax - 1032]
	vbroadcasti32x2	xmm28 {k1}, qword ptr [rcx + 8*rbp + 64]
	vbroadcasti32x2	xmm29 {k2} {z}, qword ptr [rdx - 64]
	vbroadcasti32x2	ymm30, qword ptr [rbx + 1]
	vbroadcasti32x2	ymm31, qword ptr [rsp + 1016]
	vbroadcasti32x2	ymm16, qword ptr [rbp + 1024]
	vbroadcasti32x2	ymm17 {k3}, qword ptr [rsi + rsi - 1]
	vbroadcasti32x2	ymm18 {k4} {z}, qword ptr [rdi + 127]
	vbroadcasti32x2	zmm25, qword ptr [r8 + 128]
	vbroadcasti32x2	zmm26, qword ptr [r9 - 1024]
	vbroadcasti32x2	zmm27, qword ptr [r10 - 1032]
	vbroadcasti32x2	zmm28 {k5}, qword ptr [r11 + 2*rdi - 128]
	vbroadcasti32x2	zmm29 {k6} {z}, qword ptr [r12 + 4096]
	vbroadcasti32x2	xmm30, xmm19
	vbroadcasti32x2	xmm31 {k7}, xmm20
	vbroadcasti32x2	xmm0 {k1} {z}, xmm21
	vbroadcasti32x2	ymm1, xmm22
	vbroadcasti32x2	ymm2 {k2}, xmm23
	vbroadcasti32x2	ymm3 {k3} {z}, xmm24
	vbroadcasti32x2	zmm4, xmm25
	vbroadcasti32x2	zmm5 {k4}, xmm26
	vbroadcasti32x2	zmm6 {k5} {z}, xmm27
	vbroadcasti32x4	ymm28, xmmword ptr [r13 - 4096]
	vbroadcasti32x4	ymm29, xmmword ptr [r14 + 2032]
	vbroadcasti32x4	ymm30, xmmword ptr [r15 + 2048]
	vbroadcasti32x4	ymm31 {k6}, xmmword ptr [rip + 2147483647]
	vbroadcasti32x4	ymm16 {k7} {z}, xmmword ptr [rax + 4*r8 - 2147483648]
	vbroadcasti32x4	zmm7, xmmword ptr [rcx]
	vbroadcasti32x4	zmm8, xmmword ptr [rdx - 2048]
	vbroadcasti32x4	zmm9, xmmword ptr [rbx - 2064]
	vbroadcasti32x4	zmm10 {k1}, xmmword ptr [rsp + 64]
	vbroadcasti32x4	zmm11 {k2} {z}, xmmword ptr [rbp + 8*r9 - 64]
	vbroadcasti32x8	zmm12, ymmword ptr [rsi + 1]
	vbroadcasti32x8	zmm13, ymmword ptr [rdi + 4064]
	vbroadcasti32x8	zmm14, ymmword ptr [r8 + 4096]
	vbroadcasti32x8	zmm15 {k3}, ymmword ptr [r9 - 1]
	vbroadcasti32x8	zmm16 {k4} {z}, ymmword ptr [r10 + r10 + 127]
	vbroadcasti64x2	ymm17, xmmword ptr [r11 + 128]
	vbroadcasti64x2	ymm18, xmmword ptr [r12 - 2048]
	vbroadcasti64x2	ymm19, xmmword ptr [r13 - 2064]
	vbroadcasti64x2	ymm20 {k5}, xmmword ptr [r14 - 128]
	vbroadcasti64x2	ymm21 {k6} {z}, xmmword ptr [r15 + 2*r11 + 4096]
	vbroadcasti64x2	zmm17, xmmword ptr [rip - 4096]
	vbroadcasti64x2	zmm18, xmmword ptr [rax + 2032]
	vbroadcasti64x2	zmm19, xmmword ptr [rcx + 2048]
	vbroadcasti64x2	zmm20 {k7}, xmmword ptr [rdx + 2147483647]
	vbroadcasti64x2	zmm21 {k1} {z}, xmmword ptr [rbx - 2147483648]
	vbroadcasti64x4	zmm22, ymmword ptr [rsp + 4*r12]
	vbroadcasti64x4	zmm23, ymmword ptr [rbp - 4096]
	vbroadcasti64x4	zmm24, ymmword ptr [rsi - 4128]
	vbroadcasti64x4	zmm25 {k2}, ymmword ptr [rdi + 64]
	vbroadcasti64x4	zmm26 {k3} {z}, ymmword ptr [r8 - 64]
	vbroadcastsd	ymm22, qword ptr [r9 + 8*r13 + 1]
	vbroadcastsd	ymm23, qword ptr [r10 + 1016]
	vbroadcastsd	ymm24, qword ptr [r11 + 1024]
	vbroadcastsd	ymm25 {k4}, qword ptr [r12 - 1]
	vbroadcastsd	ymm26 {k5} {z}, qword ptr [r13 + 127]
	vbroadcastsd	zmm27, qword ptr [r14 + r14 + 128]
	vbroadcastsd	zmm28, qword ptr [r15 - 1024]
	vbroadcastsd	zmm29, qword ptr [rip - 1032]
	vbroadcastsd	zmm30 {k6}, qword ptr [rax - 128]
	vbroadcastsd	zmm31 {k7} {z}, qword ptr [rcx + 4096]
	vbroadcastsd	ymm0, xmm27
	vbroadcastsd	ymm1 {k1}, xmm28
	vbroadcastsd	ymm2 {k2} {z}, xmm29
	vbroadcastsd	zmm3, xmm30
	vbroadcastsd	zmm4 {k3}, xmm31
	vbroadcastsd	zmm5 {k4} {z}, xmm16
	vbroadcastss	xmm17, dword ptr [rdx + 2*r15 - 4096]
	vbroadcastss	xmm18, dword ptr [rbx + 508]
	vbroadcastss	xmm19, dword ptr [rsp + 512]
	vbroadcastss	xmm20 {k5}, dword ptr [rbp + 2147483647]
	vbroadcastss	xmm21 {k6} {z}, dword ptr [rsi - 2147483648]
	vbroadcastss	ymm22, dword ptr [rdi + 4*rax]
	vbroadcastss	ymm23, dword ptr [r8 - 512]
	vbroadcastss	ymm24, dword ptr [r9 - 516]
	vbroadcastss	ymm25 {k7}, dword ptr [r10 + 64]
	vbroadcastss	ymm26 {k1} {z}, dword ptr [r11 - 64]
	vbroadcastss	zmm6, dword ptr [r12 + 8*rcx + 1]
	vbroadcastss	zmm7, dword ptr [r13 + 508]
	vbroadcastss	zmm8, dword ptr [r14 + 512]
	vbroadcastss	zmm9 {k2}, dword ptr [r15 - 1]
	vbroadcastss	zmm10 {k3} {z}, dword ptr [rip + 127]
	vbroadcastss	xmm11, xmm27
	vbroadcastss	xmm12 {k4}, xmm28
	vbroadcastss	xmm13 {k5} {z}, xmm29
	vbroadcastss	ymm14, xmm30
	vbroadcastss	ymm15 {k6}, xmm31
	vbroadcastss	ymm17 {k7} {z}, xmm16
	vbroadcastss	zmm18, xmm17
	vbroadcastss	zmm19 {k1}, xmm18
	vbroadcastss	zmm20 {k2} {z}, xmm19
