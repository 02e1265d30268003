	.intel_syntax noprefix
	.text
	vpxord	xmm0, xmm16, xmmword ptr [rax]
	vpxord	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vpxord	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vpxord	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vpxord	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vpxord	ymm5, ymm21, ymmword ptr [rbp + 1]
	vpxord	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vpxord	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vpxord	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vpxord	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vpxord	zmm11, zmm10, dword ptr [r10 + 128]{1to16}
	vpxord	zmm13, zmm12, dword ptr [r11 - 512]{1to16}
	vpxord	zmm15, zmm14, dword ptr [r12 - 516]{1to16}
	vpxord	zmm17 {k5}, zmm16, dword ptr [r13 + 4*rdx - 128]{1to16}
	vpxord	zmm19 {k6} {z}, zmm18, dword ptr [r14 + 4096]{1to16}
	vpxord	xmm20, xmm26, dword ptr [r15 - 4096]{1to4}
	vpxord	xmm21, xmm27, dword ptr [rip + 508]{1to4}
	vpxord	xmm22, xmm28, dword ptr [rax + 512]{1to4}
	vpxord	xmm23 {k7}, xmm29, dword ptr [rcx + 8*rbx + 2147483647]{1to4}
	vpxord	xmm24 {k1} {z}, xmm30, dword ptr [rdx - 2147483648]{1to4}
	vpxord	ymm25, ymm31, dword ptr [rbx]{1to8}
	vpxord	ymm26, ymm16, dword ptr [rsp - 512]{1to8}
	vpxord	ymm27, ymm17, dword ptr [rbp - 516]{1to8}
	vpxord	ymm28 {k2}, ymm18, dword ptr [rsi + rbp + 64]{1to8}
	vpxord	ymm29 {k3} {z}, ymm19, dword ptr [rdi - 64]{1to8}
	vpxord	zmm31, zmm30, zmmword ptr [r8 + 1]
	vpxord	zmm1, zmm0, zmmword ptr [r9 + 8128]
	vpxord	zmm3, zmm2, zmmword ptr [r10 + 8192]
	vpxord	zmm5 {k4}, zmm4, zmmword ptr [r11 + 2*rsi - 1]
	vpxord	zmm7 {k5} {z}, zmm6, zmmword ptr [r12 + 127]
	vpxord	xmm9, xmm8, xmm20
	vpxord	xmm11 {k6}, xmm10, xmm21
	vpxord	xmm13 {k7} {z}, xmm12, xmm22
	vpxord	ymm15, ymm14, ymm23
	vpxord	ymm17 {k1}, ymm16, ymm24
	vpxord	ymm19 {k2} {z}, ymm18, ymm25
	vpxord	zmm22, zmm21, zmm20
	vpxord	zmm25 {k3}, zmm24, zmm23
	vpxord	zmm28 {k4} {z}, zmm27, zmm26
	vpxorq	xmm29, xmm26, xmmword ptr [r13 + 128]
	vpxorq	xmm30, xmm27, xmmword ptr [r14 - 2048]
	vpxorq	xmm31, xmm28, xmmword ptr [r15 - 2064]
	vpxorq	xmm0 {k5}, xmm29, xmmword ptr [rip - 128]
	vpxorq	xmm1 {k6} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096]
	vpxorq	ymm2, ymm31, ymmword ptr [rcx - 4096]
	vpxorq	ymm3, ymm16, ymmword ptr [rdx + 4064]
	vpxorq	ymm4, ymm17, ymmword ptr [rbx + 4096]
	vpxorq	ymm5 {k7}, ymm18, ymmword ptr [rsp + 2147483647]
	vpxorq	ymm6 {k1} {z}, ymm19, ymmword ptr [rbp + 8*r8 - 2147483648]
	vpxorq	zmm8, zmm7, zmmword ptr [rsi]
	vpxorq	zmm10, zmm9, zmmword ptr [rdi - 8192]
	vpxorq	zmm12, zmm11, zmmword ptr [r8 - 8256]
	vpxorq	zmm14 {k2}, zmm13, zmmword ptr [r9 + 64]
	vpxorq	zmm16 {k3} {z}, zmm15, zmmword ptr [r10 + r9 - 64]
	vpxorq	xmm17, xmm20, qword ptr [r11 + 1]{1to2}
	vpxorq	xmm18, xmm21, qword ptr [r12 + 1016]{1to2}
	vpxorq	xmm19, xmm22, qword ptr [r13 + 1024]{1to2}
	vpxorq	xmm20 {k4}, xmm23, qword ptr [r14 - 1]{1to2}
	vpxorq	xmm21 {k5} {z}, xmm24, qword ptr [r15 + 2*r10 + 127]{1to2}
	vpxorq	ymm22, ymm25, qword ptr [rip + 128]{1to4}
	vpxorq	ymm23, ymm26, qword ptr [rax - 1024]{1to4}
	vpxorq	ymm24, ymm27, qword ptr [rcx - 1032]{1to4}
	vpxorq	ymm25 {k6}, ymm28, qword ptr [rdx - 128]{1to4}
	vpxorq	ymm26 {k7} {z}, ymm29, qword ptr [rbx + 4096]{1to4}
	vpxorq	zmm28, zmm27, qword ptr [rsp + 4*r11 - 4096]{1to8}
	vpxorq	zmm30, zmm29, qword ptr [rbp + 1016]{1to8}
	vpxorq	zmm0, zmm31, qword ptr [rsi + 1024]{1to8}
	vpxorq	zmm2 {k1}, zmm1, qword ptr [rdi + 2147483647]{1to8}
	vpxorq	zmm4 {k2} {z}, zmm3, qword ptr [r8 - 2147483648]{1to8}
	vpxorq	xmm6, xmm5, xmm30
	vpxorq	xmm8 {k3}, xmm7, xmm31
	vpxorq	xmm10 {k4} {z}, xmm9, xmm16
	vpxorq	ymm12, ymm11, ymm17
	vpxorq	ymm14 {k5}, ymm13, ymm18
	vpxorq	ymm16 {k6} {z}, ymm15, ymm19
	vpxorq	zmm19, zmm18, zmm17
	vpxorq	zmm22 {k7}, zmm21, zmm20
	vpxorq	zmm25 {k1} {z}, zmm24, zmm23
