	.intel_syntax noprefix
	.text
	vpopcntb	xmm16, xmmword ptr [rax]
	vpopcntb	xmm17, xmmword ptr [rcx - 2048]
	vpopcntb	xmm18, xmmword ptr [rdx - 2064]
	vpopcntb	xmm19 {k1}, xmmword ptr [rbx + rax + 64]
	vpopcntb	xmm20 {k2} {z}, xmmword ptr [rsp - 64]
	vpopcntb	ymm21, ymmword ptr [rbp + 1]
	vpopcntb	ymm22, ymmword ptr [rsi + 4064]
	vpopcntb	ymm23, ymmword ptr [rdi + 4096]
	vpopcntb	ymm24 {k3}, ymmword ptr [r8 + 2*rcx - 1]
	vpopcntb	ymm25 {k4} {z}, ymmword ptr [r9 + 127]
	vpopcntb	zmm0, zmmword ptr [r10 + 128]
	vpopcntb	zmm1, zmmword ptr [r11 - 8192]
	vpopcntb	zmm2, zmmword ptr [r12 - 8256]
	vpopcntb	zmm3 {k5}, zmmword ptr [r13 + 4*rdx - 128]
	vpopcntb	zmm4 {k6} {z}, zmmword ptr [r14 + 4096]
	vpopcntb	xmm5, xmm26
	vpopcntb	xmm6 {k7}, xmm27
	vpopcntb	xmm7 {k1} {z}, xmm28
	vpopcntb	ymm8, ymm29
	vpopcntb	ymm9 {k2}, ymm30
	vpopcntb	ymm10 {k3} {z}, ymm31
	vpopcntb	zmm12, zmm11
	vpopcntb	zmm14 {k4}, zmm13
	vpopcntb	zmm16 {k5} {z}, zmm15
	vpopcntd	xmm16, xmmword ptr [r15 - 4096]
	vpopcntd	xmm17, xmmword ptr [rip + 2032]
	vpopcntd	xmm18, xmmword ptr [rax + 2048]
	vpopcntd	xmm19 {k6}, xmmword ptr [rcx + 8*rbx + 2147483647]
	vpopcntd	xmm20 {k7} {z}, xmmword ptr [rdx - 2147483648]
	vpopcntd	ymm21, ymmword ptr [rbx]
	vpopcntd	ymm22, ymmword ptr [rsp - 4096]
	vpopcntd	ymm23, ymmword ptr [rbp - 4128]
	vpopcntd	ymm24 {k1}, ymmword ptr [rsi + rbp + 64]
	vpopcntd	ymm25 {k2} {z}, ymmword ptr [rdi - 64]
	vpopcntd	zmm17, dword ptr [r8 + 1]{1to16}
	vpopcntd	zmm18, dword ptr [r9 + 508]{1to16}
	vpopcntd	zmm19, dword ptr [r10 + 512]{1to16}
	vpopcntd	zmm20 {k3}, dword ptr [r11 + 2*rsi - 1]{1to16}
	vpopcntd	zmm21 {k4} {z}, dword ptr [r12 + 127]{1to16}
	vpopcntd	xmm26, dword ptr [r13 + 128]{1to4}
	vpopcntd	xmm27, dword ptr [r14 - 512]{1to4}
	vpopcntd	xmm28, dword ptr [r15 - 516]{1to4}
	vpopcntd	xmm29 {k5}, dword ptr [rip - 128]{1to4}
	vpopcntd	xmm30 {k6} {z}, dword ptr [rax + 4*rdi + 4096]{1to4}
	vpopcntd	ymm31, dword ptr [rcx - 4096]{1to8}
	vpopcntd	ymm16, dword ptr [rdx + 508]{1to8}
	vpopcntd	ymm17, dword ptr [rbx + 512]{1to8}
	vpopcntd	ymm18 {k7}, dword ptr [rsp + 2147483647]{1to8}
	vpopcntd	ymm19 {k1} {z}, dword ptr [rbp + 8*r8 - 2147483648]{1to8}
	vpopcntd	zmm22, zmmword ptr [rsi]
	vpopcntd	zmm23, zmmword ptr [rdi - 8192]
	vpopcntd	zmm24, zmmword ptr [r8 - 8256]
	vpopcntd	zmm25 {k2}, zmmword ptr [r9 + 64]
	vpopcntd	zmm26 {k3} {z}, zmmword ptr [r10 + r9 - 64]
	vpopcntd	xmm27, xmm20
	vpopcntd	xmm28 {k4}, xmm21
	vpopcntd	xmm29 {k5} {z}, xmm22
	vpopcntd	ymm30, ymm23
	vpopcntd	ymm31 {k6}, ymm24
	vpopcntd	ymm0 {k7} {z}, ymm25
	vpopcntd	zmm2, zmm1
	vpopcntd	zmm4 {k1}, zmm3
	vpopcntd	zmm6 {k2} {z}, zmm5
	vpopcntq	xmm26, xmmword ptr [r11 + 1]
	vpopcntq	xmm27, xmmword ptr [r12 + 2032]
	vpopcntq	xmm28, xmmword ptr [r13 + 2048]
	vpopcntq	xmm29 {k3}, xmmword ptr [r14 - 1]
	vpopcntq	xmm30 {k4} {z}, xmmword ptr [r15 + 2*r10 + 127]
	vpopcntq	ymm31, ymmword ptr [rip + 128]
	vpopcntq	ymm16, ymmword ptr [rax - 4096]
	vpopcntq	ymm17, ymmword ptr [rcx - 4128]
	vpopcntq	ymm18 {k5}, ymmword ptr [rdx - 128]
	vpopcntq	ymm19 {k6} {z}, ymmword ptr [rbx + 4096]
	vpopcntq	zmm7, zmmword ptr [rsp + 4*r11 - 4096]
	vpopcntq	zmm8, zmmword ptr [rbp + 8128]
	vpopcntq	zmm9, zmmword ptr [rsi + 8192]
	vpopcntq	zmm10 {k7}, zmmword ptr [rdi + 2147483647]
	vpopcntq	zmm11 {k1} {z}, zmmword ptr [r8 - 2147483648]
	vpopcntq	xmm20, qword ptr [r9 + 8*r12]{1to2}
	vpopcntq	xmm21, qword ptr [r10 - 1024]{1to2}
	vpopcntq	xmm22, qword ptr [r11 - 1032]{1to2}
	vpopcntq	xmm23 {k2}, qword ptr [r12 + 64]{1to2}
	vpopcntq	xmm24 {k3} {z}, qword ptr [r13 - 64]{1to2}
	vpopcntq	ymm25, qword ptr [r14 + r13 + 1]{1to4}
	vpopcntq	ymm26, qword ptr [r15 + 1016]{1to4}
	vpopcntq	ymm27, qword ptr [rip + 1024]{1to4}
	vpopcntq	ymm28 {k4}, qword ptr [rax - 1]{1to4}
	vpopcntq	ymm29 {k5} {z}, qword ptr [rcx + 127]{1to4}
	vpopcntq	zmm12, qword ptr [rdx + 2*r14 + 128]{1to8}
	vpopcntq	zmm13, qword ptr [rbx - 1024]{1to8}
	vpopcntq	zmm14, qword ptr [rsp - 1032]{1to8}
	vpopcntq	zmm15 {k6}, qword ptr [rbp - 128]{1to8}
	vpopcntq	zmm16 {k7} {z}, qword ptr [rsi + 4096]{1to8}
	vpopcntq	xmm17, xmm30
	vpopcntq	xmm18 {k1}, xmm31
	vpopcntq	xmm19 {k2} {z}, xmm16
	vpopcntq	ymm20, ymm17
	vpopcntq	ymm21 {k3}, ymm18
	vpopcntq	ymm22 {k4} {z}, ymm19
	vpopcntq	zmm24, zmm23
	vpopcntq	zmm26 {k5}, zmm25
	vpopcntq	zmm28 {k6} {z}, zmm27
	vpopcntw	xmm20, xmmword ptr [rdi + 4*r15 - 4096]
	vpopcntw	xmm21, xmmword ptr [r8 + 2032]
	vpopcntw	xmm22, xmmword ptr [r9 + 2048]
	vpopcntw	xmm23 {k7}, xmmword ptr [r10 + 2147483647]
	vpopcntw	xmm24 {k1} {z}, xmmword ptr [r11 - 2147483648]
	vpopcntw	ymm25, ymmword ptr [r12 + 8*rax]
	vpopcntw	ymm26, ymmword ptr [r13 - 4096]
	vpopcntw	ymm27, ymmword ptr [r14 - 4128]
	vpopcntw	ymm28 {k2}, ymmword ptr [r15 + 64]
	vpopcntw	ymm29 {k3} {z}, ymmword ptr [rip - 64]
	vpopcntw	zmm29, zmmword ptr [rax + 1]
	vpopcntw	zmm30, zmmword ptr [rcx + 8128]
	vpopcntw	zmm31, zmmword ptr [rdx + 8192]
	vpopcntw	zmm0 {k4}, zmmword ptr [rbx + rcx - 1]
	vpopcntw	zmm1 {k5} {z}, zmmword ptr [rsp + 127]
	vpopcntw	xmm2, xmm30
	vpopcntw	xmm3 {k6}, xmm31
	vpopcntw	xmm4 {k7} {z}, xmm16
	vpopcntw	ymm5, ymm17
	vpopcntw	ymm6 {k1}, ymm18
	vpopcntw	ymm7 {k2} {z}, ymm19
	vpopcntw	zmm9, zmm8
	vpopcntw	zmm11 {k3}, zmm10
	vpopcntw	zmm13 {k4} {z}, zmm12
	vpord	xmm14, xmm20, xmmword ptr [rbp + 128]
	vpord	xmm15, xmm21, xmmword ptr [rsi - 2048]
	vpord	xmm16, xmm22, xmmword ptr [rdi - 2064]
	vpord	xmm17 {k5}, xmm23, xmmword ptr [r8 + 2*rdx - 128]
	vpord	xmm18 {k6} {z}, xmm24, xmmword ptr [r9 + 4096]
	vpord	ymm19, ymm25, ymmword ptr [r10 - 4096]
	vpord	ymm20, ymm26, ymmword ptr [r11 + 4064]
	vpord	ymm21, ymm27, ymmword ptr [r12 + 4096]
	vpord	ymm22 {k7}, ymm28, ymmword ptr [r13 + 4*rbx + 2147483647]
	vpord	ymm23 {k1} {z}, ymm29, ymmword ptr [r14 - 2147483648]
	vpord	zmm25, zmm24, dword ptr [r15]{1to16}
	vpord	zmm27, zmm26, dword ptr [rip - 512]{1to16}
	vpord	zmm29, zmm28, dword ptr [rax - 516]{1to16}
	vpord	zmm31 {k2}, zmm30, dword ptr [rcx + 8*rbp + 64]{1to16}
	vpord	zmm1 {k3} {z}, zmm0, dword ptr [rdx - 64]{1to16}
	vpord	xmm2, xmm30, dword ptr [rbx + 1]{1to4}
	vpord	xmm3, xmm31, dword ptr [rsp + 508]{1to4}
	vpord	xmm4, xmm16, dword ptr [rbp + 512]{1to4}
	vpord	xmm5 {k4}, xmm17, dword ptr [rsi + rsi - 1]{1to4}
	vpord	xmm6 {k5} {z}, xmm18, dword ptr [rdi + 127]{1to4}
	vpord	ymm7, ymm19, dword ptr [r8 + 128]{1to8}
	vpord	ymm8, ymm20, dword ptr [r9 - 512]{1to8}
	vpord	ymm9, ymm21, dword ptr [r10 - 516]{1to8}
	vpord	ymm10 {k6}, ymm22, dword ptr [r11 + 2*rdi - 128]{1to8}
	vpord	ymm11 {k7} {z}, ymm23, dword ptr [r12 + 4096]{1to8}
	vpord	zmm13, zmm12, zmmword ptr [r13 - 4096]
	vpord	zmm15, zmm14, zmmword ptr [r14 + 8128]
	vpord	zmm17, zmm16, zmmword ptr [r15 + 8192]
	vpord	zmm19 {k1}, zmm18, zmmword ptr [rip + 2147483647]
	vpord	zmm21 {k2} {z}, zmm20, zmmword ptr [rax + 4*r8 - 2147483648]
	vpord	xmm23, xmm22, xmm24
	vpord	xmm26 {k3}, xmm24, xmm25
	vpord	xmm28 {k4} {z}, xmm27, xmm26
	vpord	ymm30, ymm29, ymm27
	vpord	ymm0 {k5}, ymm31, ymm28
	vpord	ymm2 {k6} {z}, ymm1, ymm29
	vpord	zmm5, zmm4, zmm3
	vpord	zmm8 {k7}, zmm7, zmm6
	vpord	zmm11 {k1} {z}, zmm10, zmm9
	vporq	xmm12, xmm30, xmmword ptr [rcx]
	vporq	xmm13, xmm31, xmmword ptr [rdx - 2048]
	vporq	xmm14, xmm16, xmmword ptr [rbx - 2064]
	vporq	xmm15 {k2}, xmm17, xmmword ptr [rsp + 64]
	vporq	xmm16 {k3} {z}, xmm18, xmmword ptr [rbp + 8*r9 - 64]
	vporq	ymm17, ymm19, ymmword ptr [rsi + 1]
	vporq	ymm18, ymm20, ymmword ptr [rdi + 4064]
	vporq	ymm19, ymm21, ymmword ptr [r8 + 4096]
	vporq	ymm20 {k4}, ymm22, ymmword ptr [r9 - 1]
	vporq	ymm21 {k5} {z}, ymm23, ymmword ptr [r10 + r10 + 127]
	vporq	zmm23, zmm22, zmmword ptr [r11 + 128]
	vporq	zmm25, zmm24, zmmword ptr [r12 - 8192]
	vporq	zmm27, zmm26, zmmword ptr [r13 - 8256]
	vporq	zmm29 {k6}, zmm28, zmmword ptr [r14 - 128]
	vporq	zmm31 {k7} {z}, zmm30, zmmword ptr [r15 + 2*r11 + 4096]
	vporq	xmm0, xmm24, qword ptr [rip - 4096]{1to2}
	vporq	xmm1, xmm25, qword ptr [rax + 1016]{1to2}
	vporq	xmm2, xmm26, qword ptr [rcx + 1024]{1to2}
	vporq	xmm3 {k1}, xmm27, qword ptr [rdx + 2147483647]{1to2}
	vporq	xmm4 {k2} {z}, xmm28, qword ptr [rbx - 2147483648]{1to2}
	vporq	ymm5, ymm29, qword ptr [rsp + 4*r12]{1to4}
	vporq	ymm6, ymm30, qword ptr [rbp - 1024]{1to4}
	vporq	ymm7, ymm31, qword ptr [rsi - 1032]{1to4}
	vporq	ymm8 {k3}, ymm16, qword ptr [rdi + 64]{1to4}
	vporq	ymm9 {k4} {z}, ymm17, qword ptr [r8 - 64]{1to4}
	vporq	zmm11, zmm10, qword ptr [r9 + 8*r13 + 1]{1to8}
	vporq	zmm13, zmm12, qword ptr [r10 + 1016]{1to8}
	vporq	zmm15, zmm14, qword ptr [r11 + 1024]{1to8}
	vporq	zmm17 {k5}, zmm16, qword ptr [r12 - 1]{1to8}
	vporq	zmm19 {k6} {z}, zmm18, qword ptr [r13 + 127]{1to8}
	vporq	xmm21, xmm20, xmm18
	vporq	xmm23 {k7}, xmm22, xmm19
	vporq	xmm25 {k1} {z}, xmm24, xmm20
	vporq	ymm27, ymm26, ymm21
	vporq	ymm29 {k2}, ymm28, ymm22
	vporq	ymm31 {k3} {z}, ymm30, ymm23
	vporq	zmm2, zmm1, zmm0
	vporq	zmm5 {k4}, zmm4, zmm3
	vporq	zmm8 {k5} {z}, zmm7, zmm6
