	.intel_syntax noprefix
	.text
	vpclmulqdq	xmm0, xmm16, xmmword ptr [rax], 0
	vpclmulqdq	xmm1, xmm17, xmmword ptr [rcx - 2048], 1
	vpclmulqdq	xmm2, xmm18, xmmword ptr [rdx - 2064], 127
	vpclmulqdq	ymm3, ymm19, ymmword ptr [rbx + rax + 64], 255
	vpclmulqdq	ymm4, ymm20, ymmword ptr [rsp + 4064], 3
	vpclmulqdq	ymm5, ymm21, ymmword ptr [rbp + 4096], 128
	vpclmulqdq	zmm7, zmm6, zmmword ptr [rsi - 64], 64
	vpclmulqdq	zmm9, zmm8, zmmword ptr [rdi - 8192], 17
	vpclmulqdq	zmm11, zmm10, zmmword ptr [r8 - 8256], 0
	vpclmulqdq	xmm13, xmm12, xmm22, 1
	vpclmulqdq	ymm15, ymm14, ymm23, 127
	vpclmulqdq	zmm18, zmm17, zmm16, 255
	vpcmpb	k0, xmm24, xmmword ptr [r9 + 1], 3
	vpcmpb	k1, xmm25, xmmword ptr [r10 + 2032], 128
	vpcmpb	k2, xmm26, xmmword ptr [r11 + 2048], 64
	vpcmpb	k3 {k1}, xmm27, xmmword ptr [r12 + 2*rcx - 1], 17
	vpcmpeqb	k4, ymm28, ymmword ptr [r13 + 127]
	vpcmpltb	k5, ymm29, ymmword ptr [r14 - 4096]
	vpcmpb	k6, ymm30, ymmword ptr [r15 - 4128], 127
	vpcmpb	k7 {k2}, ymm31, ymmword ptr [rip + 128], 255
	vpcmpb	k0, zmm19, zmmword ptr [rax - 128], 3
	vpcmpb	k1, zmm20, zmmword ptr [rcx + 8128], 128
	vpcmpb	k2, zmm21, zmmword ptr [rdx + 8192], 64
	vpcmpb	k3 {k3}, zmm22, zmmword ptr [rbx + 4*rdx + 4096], 17
	vpcmpeqb	k4, xmm23, xmm16
	vpcmpltb	k5 {k4}, xmm24, xmm17
	vpcmpb	k6, ymm25, ymm18, 127
	vpcmpb	k7 {k5}, ymm26, ymm19, 255
	vpcmpb	k0, zmm28, zmm27, 3
	vpcmpb	k1 {k6}, zmm30, zmm29, 128
	vpcmpd	k2, xmm20, xmmword ptr [rsp - 4096], 64
	vpcmpd	k3, xmm21, xmmword ptr [rbp - 2048], 17
	vpcmpeqd	k4, xmm22, xmmword ptr [rsi - 2064]
	vpcmpltd	k5 {k7}, xmm23, xmmword ptr [rdi + 2147483647]
	vpcmpd	k6, ymm24, ymmword ptr [r8 + 8*rbx - 2147483648], 127
	vpcmpd	k7, ymm25, ymmword ptr [r9 + 4064], 255
	vpcmpd	k0, ymm26, ymmword ptr [r10 + 4096], 3
	vpcmpd	k1 {k1}, ymm27, ymmword ptr [r11], 128
	vpcmpd	k2, zmm31, dword ptr [r12 + 64]{1to16}, 64
	vpcmpd	k3, zmm0, dword ptr [r13 - 512]{1to16}, 17
	vpcmpeqd	k4, zmm1, dword ptr [r14 - 516]{1to16}
	vpcmpltd	k5 {k2}, zmm2, dword ptr [r15 + rbp - 64]{1to16}
	vpcmpd	k6, xmm28, dword ptr [rip + 1]{1to4}, 127
	vpcmpd	k7, xmm29, dword ptr [rax + 508]{1to4}, 255
	vpcmpd	k0, xmm30, dword ptr [rcx + 512]{1to4}, 3
	vpcmpd	k1 {k3}, xmm31, dword ptr [rdx - 1]{1to4}, 128
	vpcmpd	k2, ymm16, dword ptr [rbx + 127]{1to8}, 64
	vpcmpd	k3, ymm17, dword ptr [rsp - 512]{1to8}, 17
	vpcmpeqd	k4, ymm18, dword ptr [rbp - 516]{1to8}
	vpcmpltd	k5 {k4}, ymm19, dword ptr [rsi + 2*rsi + 128]{1to8}
	vpcmpd	k6, zmm3, zmmword ptr [rdi - 128], 127
	vpcmpd	k7, zmm4, zmmword ptr [r8 + 8128], 255
	vpcmpd	k0, zmm5, zmmword ptr [r9 + 8192], 3
	vpcmpd	k1 {k5}, zmm6, zmmword ptr [r10 + 4096], 128
	vpcmpd	k2, xmm7, xmm20, 64
	vpcmpd	k3 {k6}, xmm8, xmm21, 17
	vpcmpeqd	k4, ymm9, ymm22
	vpcmpltd	k5 {k7}, ymm10, ymm23
	vpcmpd	k6, zmm12, zmm11, 127
	vpcmpd	k7 {k1}, zmm14, zmm13, 255
	vpcmpeqb	k0, xmm24, xmmword ptr [r11 + 4*rdi - 4096]
	vpcmpeqb	k1, xmm25, xmmword ptr [r12 - 2048]
	vpcmpeqb	k2, xmm26, xmmword ptr [r13 - 2064]
	vpcmpeqb	k3 {k2}, xmm27, xmmword ptr [r14 + 2147483647]
	vpcmpeqb	k4, ymm28, ymmword ptr [r15 - 2147483648]
	vpcmpeqb	k5, ymm29, ymmword ptr [rip + 4064]
	vpcmpeqb	k6, ymm30, ymmword ptr [rax + 4096]
	vpcmpeqb	k7 {k3}, ymm31, ymmword ptr [rcx + 8*r8]
	vpcmpeqb	k0, zmm15, zmmword ptr [rdx + 64]
	vpcmpeqb	k1, zmm16, zmmword ptr [rbx - 8192]
	vpcmpeqb	k2, zmm17, zmmword ptr [rsp - 8256]
	vpcmpeqb	k3 {k4}, zmm18, zmmword ptr [rbp - 64]
	vpcmpeqb	k4, xmm19, xmm16
	vpcmpeqb	k5 {k5}, xmm20, xmm17
	vpcmpeqb	k6, ymm21, ymm18
	vpcmpeqb	k7 {k6}, ymm22, ymm19
	vpcmpeqb	k0, zmm24, zmm23
	vpcmpeqb	k1 {k7}, zmm26, zmm25
	vpcmpeqd	k2, xmm20, xmmword ptr [rsi + r9 + 1]
	vpcmpeqd	k3, xmm21, xmmword ptr [rdi + 2032]
	vpcmpeqd	k4, xmm22, xmmword ptr [r8 + 2048]
	vpcmpeqd	k5 {k1}, xmm23, xmmword ptr [r9 - 1]
	vpcmpeqd	k6, ymm24, ymmword ptr [r10 + 127]
	vpcmpeqd	k7, ymm25, ymmword ptr [r11 - 4096]
	vpcmpeqd	k0, ymm26, ymmword ptr [r12 - 4128]
	vpcmpeqd	k1 {k2}, ymm27, ymmword ptr [r13 + 2*r10 + 128]
	vpcmpeqd	k2, zmm27, dword ptr [r14 - 128]{1to16}
	vpcmpeqd	k3, zmm28, dword ptr [r15 + 508]{1to16}
	vpcmpeqd	k4, zmm29, dword ptr [rip + 512]{1to16}
	vpcmpeqd	k5 {k3}, zmm30, dword ptr [rax + 4096]{1to16}
	vpcmpeqd	k6, xmm28, dword ptr [rcx + 4*r11 - 4096]{1to4}
	vpcmpeqd	k7, xmm29, dword ptr [rdx - 512]{1to4}
	vpcmpeqd	k0, xmm30, dword ptr [rbx - 516]{1to4}
	vpcmpeqd	k1 {k4}, xmm31, dword ptr [rsp + 2147483647]{1to4}
	vpcmpeqd	k2, ymm16, dword ptr [rbp - 2147483648]{1to8}
	vpcmpeqd	k3, ymm17, dword ptr [rsi + 508]{1to8}
	vpcmpeqd	k4, ymm18, dword ptr [rdi + 512]{1to8}
	vpcmpeqd	k5 {k5}, ymm19, dword ptr [r8 + 8*r12]{1to8}
	vpcmpeqd	k6, zmm31, zmmword ptr [r9 + 64]
	vpcmpeqd	k7, zmm0, zmmword ptr [r10 - 8192]
	vpcmpeqd	k0, zmm1, zmmword ptr [r11 - 8256]
	vpcmpeqd	k1 {k6}, zmm2, zmmword ptr [r12 - 64]
	vpcmpeqd	k2, xmm3, xmm20
	vpcmpeqd	k3 {k7}, xmm4, xmm21
	vpcmpeqd	k4, ymm5, ymm22
	vpcmpeqd	k5 {k1}, ymm6, ymm23
	vpcmpeqd	k6, zmm8, zmm7
	vpcmpeqd	k7 {k2}, zmm10, zmm9
	vpcmpeqq	k0, xmm24, xmmword ptr [r13 + r13 + 1]
	vpcmpeqq	k1, xmm25, xmmword ptr [r14 + 2032]
	vpcmpeqq	k2, xmm26, xmmword ptr [r15 + 2048]
	vpcmpeqq	k3 {k3}, xmm27, xmmword ptr [rip - 1]
	vpcmpeqq	k4, ymm28, ymmword ptr [rax + 127]
	vpcmpeqq	k5, ymm29, ymmword ptr [rcx - 4096]
	vpcmpeqq	k6, ymm30, ymmword ptr [rdx - 4128]
	vpcmpeqq	k7 {k4}, ymm31, ymmword ptr [rbx + 128]
	vpcmpeqq	k0, zmm11, zmmword ptr [rsp + 2*r14 - 128]
	vpcmpeqq	k1, zmm12, zmmword ptr [rbp + 8128]
	vpcmpeqq	k2, zmm13, zmmword ptr [rsi + 8192]
	vpcmpeqq	k3 {k5}, zmm14, zmmword ptr [rdi + 4096]
	vpcmpeqq	k4, xmm16, qword ptr [r8 - 4096]{1to2}
	vpcmpeqq	k5, xmm17, qword ptr [r9 - 1024]{1to2}
	vpcmpeqq	k6, xmm18, qword ptr [r10 - 1032]{1to2}
	vpcmpeqq	k7 {k6}, xmm19, qword ptr [r11 + 4*r15 + 2147483647]{1to2}
	vpcmpeqq	k0, ymm20, qword ptr [r12 - 2147483648]{1to4}
	vpcmpeqq	k1, ymm21, qword ptr [r13 + 1016]{1to4}
	vpcmpeqq	k2, ymm22, qword ptr [r14 + 1024]{1to4}
	vpcmpeqq	k3 {k7}, ymm23, qword ptr [r15]{1to4}
	vpcmpeqq	k4, zmm15, qword ptr [rip + 64]{1to8}
	vpcmpeqq	k5, zmm16, qword ptr [rax - 1024]{1to8}
	vpcmpeqq	k6, zmm17, qword ptr [rcx - 1032]{1to8}
	vpcmpeqq	k7 {k1}, zmm18, qword ptr [rdx + 8*rax - 64]{1to8}
	vpcmpeqq	k0, xmm19, xmm24
	vpcmpeqq	k1 {k2}, xmm20, xmm25
	vpcmpeqq	k2, ymm21, ymm26
	vpcmpeqq	k3 {k3}, ymm22, ymm27
	vpcmpeqq	k4, zmm24, zmm23
	vpcmpeqq	k5 {k4}, zmm26, zmm25
	vpcmpeqw	k6, xmm28, xmmword ptr [rbx + 1]
	vpcmpeqw	k7, xmm29, xmmword ptr [rsp + 2032]
	vpcmpeqw	k0, xmm30, xmmword ptr [rbp + 2048]
	vpcmpeqw	k1 {k5}, xmm31, xmmword ptr [rsi - 1]
	vpcmpeqw	k2, ymm16, ymmword ptr [rdi + rcx + 127]
	vpcmpeqw	k3, ymm17, ymmword ptr [r8 - 4096]
	vpcmpeqw	k4, ymm18, ymmword ptr [r9 - 4128]
	vpcmpeqw	k5 {k6}, ymm19, ymmword ptr [r10 + 128]
	vpcmpeqw	k6, zmm27, zmmword ptr [r11 - 128]
	vpcmpeqw	k7, zmm28, zmmword ptr [r12 + 8128]
	vpcmpeqw	k0, zmm29, zmmword ptr [r13 + 8192]
	vpcmpeqw	k1 {k7}, zmm30, zmmword ptr [r14 + 2*rdx + 4096]
	vpcmpeqw	k2, xmm31, xmm20
	vpcmpeqw	k3 {k1}, xmm0, xmm21
	vpcmpeqw	k4, ymm1, ymm22
	vpcmpeqw	k5 {k2}, ymm2, ymm23
	vpcmpeqw	k6, zmm4, zmm3
	vpcmpeqw	k7 {k3}, zmm6, zmm5
	vpcmpgtb	k0, xmm24, xmmword ptr [r15 - 4096]
	vpcmpgtb	k1, xmm25, xmmword ptr [rip - 2048]
	vpcmpgtb	k2, xmm26, xmmword ptr [rax - 2064]
	vpcmpgtb	k3 {k4}, xmm27, xmmword ptr [rcx + 2147483647]
	vpcmpgtb	k4, ymm28, ymmword ptr [rdx + 4*rbx - 2147483648]
	vpcmpgtb	k5, ymm29, ymmword ptr [rbx + 4064]
	vpcmpgtb	k6, ymm30, ymmword ptr [rsp + 4096]
	vpcmpgtb	k7 {k5}, ymm31, ymmword ptr [rbp]
	vpcmpgtb	k0, zmm7, zmmword ptr [rsi + 64]
	vpcmpgtb	k1, zmm8, zmmword ptr [rdi - 8192]
	vpcmpgtb	k2, zmm9, zmmword ptr [r8 - 8256]
	vpcmpgtb	k3 {k6}, zmm10, zmmword ptr [r9 + 8*rbp - 64]
	vpcmpgtb	k4, xmm11, xmm16
	vpcmpgtb	k5 {k7}, xmm12, xmm17
	vpcmpgtb	k6, ymm13, ymm18
	vpcmpgtb	k7 {k1}, ymm14, ymm19
	vpcmpgtb	k0, zmm16, zmm15
	vpcmpgtb	k1 {k2}, zmm18, zmm17
	vpcmpgtd	k2, xmm20, xmmword ptr [r10 + 1]
	vpcmpgtd	k3, xmm21, xmmword ptr [r11 + 2032]
	vpcmpgtd	k4, xmm22, xmmword ptr [r12 + 2048]
	vpcmpgtd	k5 {k3}, xmm23, xmmword ptr [r13 - 1]
	vpcmpgtd	k6, ymm24, ymmword ptr [r14 + rsi + 127]
	vpcmpgtd	k7, ymm25, ymmword ptr [r15 - 4096]
	vpcmpgtd	k0, ymm26, ymmword ptr [rip - 4128]
	vpcmpgtd	k1 {k4}, ymm27, ymmword ptr [rax + 128]
	vpcmpgtd	k2, zmm19, dword ptr [rcx - 128]{1to16}
	vpcmpgtd	k3, zmm20, dword ptr [rdx + 508]{1to16}
	vpcmpgtd	k4, zmm21, dword ptr [rbx + 512]{1to16}
	vpcmpgtd	k5 {k5}, zmm22, dword ptr [rsp + 2*rdi + 4096]{1to16}
	vpcmpgtd	k6, xmm28, dword ptr [rbp - 4096]{1to4}
	vpcmpgtd	k7, xmm29, dword ptr [rsi - 512]{1to4}
	vpcmpgtd	k0, xmm30, dword ptr [rdi - 516]{1to4}
	vpcmpgtd	k1 {k6}, xmm31, dword ptr [r8 + 2147483647]{1to4}
	vpcmpgtd	k2, ymm16, dword ptr [r9 + 4*r8 - 2147483648]{1to8}
	vpcmpgtd	k3, ymm17, dword ptr [r10 + 508]{1to8}
	vpcmpgtd	k4, ymm18, dword ptr [r11 + 512]{1to8}
	vpcmpgtd	k5 {k7}, ymm19, dword ptr [r12]{1to8}
	vpcmpgtd	k6, zmm23, zmmword ptr [r13 + 64]
	vpcmpgtd	k7, zmm24, zmmword ptr [r14 - 8192]
	vpcmpgtd	k0, zmm25, zmmword ptr [r15 - 8256]
	vpcmpgtd	k1 {k1}, zmm26, zmmword ptr [rip - 64]
	vpcmpgtd	k2, xmm27, xmm20
	vpcmpgtd	k3 {k2}, xmm28, xmm21
	vpcmpgtd	k4, ymm29, ymm22
	vpcmpgtd	k5 {k3}, ymm30, ymm23
	vpcmpgtd	k6, zmm0, zmm31
	vpcmpgtd	k7 {k4}, zmm2, zmm1
	vpcmpgtq	k0, xmm24, xmmword ptr [rax + 8*r9 + 1]
	vpcmpgtq	k1, xmm25, xmmword ptr [rcx + 2032]
	vpcmpgtq	k2, xmm26, xmmword ptr [rdx + 2048]
	vpcmpgtq	k3 {k5}, xmm27, xmmword ptr [rbx - 1]
	vpcmpgtq	k4, ymm28, ymmword ptr [rsp + 127]
	vpcmpgtq	k5, ymm29, ymmword ptr [rbp - 4096]
	vpcmpgtq	k6, ymm30, ymmword ptr [rsi - 4128]
	vpcmpgtq	k7 {k6}, ymm31, ymmword ptr [rdi + r10 + 128]
	vpcmpgtq	k0, zmm3, zmmword ptr [r8 - 128]
	vpcmpgtq	k1, zmm4, zmmword ptr [r9 + 8128]
	vpcmpgtq	k2, zmm5, zmmword ptr [r10 + 8192]
	vpcmpgtq	k3 {k7}, zmm6, zmmword ptr [r11 + 4096]
	vpcmpgtq	k4, xmm16, qword ptr [r12 + 2*r11 - 4096]{1to2}
	vpcmpgtq	k5, xmm17, qword ptr [r13 - 1024]{1to2}
	vpcmpgtq	k6, xmm18, qword ptr [r14 - 1032]{1to2}
	vpcmpgtq	k7 {k1}, xmm19, qword ptr [r15 + 2147483647]{1to2}
	vpcmpgtq	k0, ymm20, qword ptr [rip - 2147483648]{1to4}
	vpcmpgtq	k1, ymm21, qword ptr [rax + 1016]{1to4}
	vpcmpgtq	k2, ymm22, qword ptr [rcx + 1024]{1to4}
	vpcmpgtq	k3 {k2}, ymm23, qword ptr [rdx]{1to4}
	vpcmpgtq	k4, zmm7, qword ptr [rbx + 4*r12 + 64]{1to8}
	vpcmpgtq	k5, zmm8, qword ptr [rsp - 1024]{1to8}
	vpcmpgtq	k6, zmm9, qword ptr [rbp - 1032]{1to8}
	vpcmpgtq	k7 {k3}, zmm10, qword ptr [rsi - 64]{1to8}
	vpcmpgtq	k0, xmm11, xmm24
	vpcmpgtq	k1 {k4}, xmm12, xmm25
	vpcmpgtq	k2, ymm13, ymm26
	vpcmpgtq	k3 {k5}, ymm14, ymm27
	vpcmpgtq	k4, zmm16, zmm15
	vpcmpgtq	k5 {k6}, zmm18, zmm17
	vpcmpgtw	k6, xmm28, xmmword ptr [rdi + 1]
	vpcmpgtw	k7, xmm29, xmmword ptr [r8 + 2032]
	vpcmpgtw	k0, xmm30, xmmword ptr [r9 + 2048]
	vpcmpgtw	k1 {k7}, xmm31, xmmword ptr [r10 + 8*r13 - 1]
	vpcmpgtw	k2, ymm16, ymmword ptr [r11 + 127]
	vpcmpgtw	k3, ymm17, ymmword ptr [r12 - 4096]
	vpcmpgtw	k4, ymm18, ymmword ptr [r13 - 4128]
	vpcmpgtw	k5 {k1}, ymm19, ymmword ptr [r14 + 128]
	vpcmpgtw	k6, zmm19, zmmword ptr [r15 + r14 - 128]
	vpcmpgtw	k7, zmm20, zmmword ptr [rip + 8128]
	vpcmpgtw	k0, zmm21, zmmword ptr [rax + 8192]
	vpcmpgtw	k1 {k2}, zmm22, zmmword ptr [rcx + 4096]
	vpcmpgtw	k2, xmm23, xmm20
	vpcmpgtw	k3 {k3}, xmm24, xmm21
	vpcmpgtw	k4, ymm25, ymm22
	vpcmpgtw	k5 {k4}, ymm26, ymm23
	vpcmpgtw	k6, zmm28, zmm27
	vpcmpgtw	k7 {k5}, zmm30, zmm29
	vpcmpq	k0, xmm24, xmmword ptr [rdx - 4096], 3
	vpcmpq	k1, xmm25, xmmword ptr [rbx - 2048], 128
	vpcmpq	k2, xmm26, xmmword ptr [rsp - 2064], 64
	vpcmpq	k3 {k6}, xmm27, xmmword ptr [rbp + 2*r15 + 2147483647], 17
	vpcmpeqq	k4, ymm28, ymmword ptr [rsi - 2147483648]
	vpcmpltq	k5, ymm29, ymmword ptr [rdi + 4064]
	vpcmpq	k6, ymm30, ymmword ptr [r8 + 4096], 127
	vpcmpq	k7 {k7}, ymm31, ymmword ptr [r9], 255
	vpcmpq	k0, zmm31, zmmword ptr [r10 + 4*rax + 64], 3
	vpcmpq	k1, zmm0, zmmword ptr [r11 - 8192], 128
	vpcmpq	k2, zmm1, zmmword ptr [r12 - 8256], 64
	vpcmpq	k3 {k1}, zmm2, zmmword ptr [r13 - 64], 17
	vpcmpeqq	k4, xmm16, qword ptr [r14 + 1]{1to2}
	vpcmpltq	k5, xmm17, qword ptr [r15 + 1016]{1to2}
	vpcmpq	k6, xmm18, qword ptr [rip + 1024]{1to2}, 127
	vpcmpq	k7 {k2}, xmm19, qword ptr [rax + 8*rcx - 1]{1to2}, 255
	vpcmpq	k0, ymm20, qword ptr [rcx + 127]{1to4}, 3
	vpcmpq	k1, ymm21, qword ptr [rdx - 1024]{1to4}, 128
	vpcmpq	k2, ymm22, qword ptr [rbx - 1032]{1to4}, 64
	vpcmpq	k3 {k3}, ymm23, qword ptr [rsp + 128]{1to4}, 17
	vpcmpeqq	k4, zmm3, qword ptr [rbp + rdx - 128]{1to8}
	vpcmpltq	k5, zmm4, qword ptr [rsi + 1016]{1to8}
	vpcmpq	k6, zmm5, qword ptr [rdi + 1024]{1to8}, 127
	vpcmpq	k7 {k4}, zmm6, qword ptr [r8 + 4096]{1to8}, 255
	vpcmpq	k0, xmm7, xmm24, 3
	vpcmpq	k1 {k5}, xmm8, xmm25, 128
	vpcmpq	k2, ymm9, ymm26, 64
	vpcmpq	k3 {k6}, ymm10, ymm27, 17
	vpcmpeqq	k4, zmm12, zmm11
	vpcmpltq	k5 {k7}, zmm14, zmm13
	vpcmpub	k6, xmm28, xmmword ptr [r9 - 4096], 127
	vpcmpub	k7, xmm29, xmmword ptr [r10 - 2048], 255
	vpcmpub	k0, xmm30, xmmword ptr [r11 - 2064], 3
	vpcmpub	k1 {k1}, xmm31, xmmword ptr [r12 + 2*rbx + 2147483647], 128
	vpcmpub	k2, ymm16, ymmword ptr [r13 - 2147483648], 64
	vpcmpub	k3, ymm17, ymmword ptr [r14 + 4064], 17
	vpcmpequb	k4, ymm18, ymmword ptr [r15 + 4096]
	vpcmpltub	k5 {k2}, ymm19, ymmword ptr [rip]
	vpcmpub	k6, zmm15, zmmword ptr [rax + 64], 127
	vpcmpub	k7, zmm16, zmmword ptr [rcx - 8192], 255
	vpcmpub	k0, zmm17, zmmword ptr [rdx - 8256], 3
	vpcmpub	k1 {k3}, zmm18, zmmword ptr [rbx + 4*rbp - 64], 128
	vpcmpub	k2, xmm19, xmm20, 64
	vpcmpub	k3 {k4}, xmm20, xmm21, 17
	vpcmpequb	k4, ymm21, ymm22
	vpcmpltub	k5 {k5}, ymm22, ymm23
	vpcmpub	k6, zmm24, zmm23, 127
	vpcmpub	k7 {k6}, zmm26, zmm25, 255
	vpcmpud	k0, xmm24, xmmword ptr [rsp + 1], 3
	vpcmpud	k1, xmm25, xmmword ptr [rbp + 2032], 128
	vpcmpud	k2, xmm26, xmmword ptr [rsi + 2048], 64
	vpcmpud	k3 {k7}, xmm27, xmmword ptr [rdi - 1], 17
	vpcmpequd	k4, ymm28, ymmword ptr [r8 + 8*rsi + 127]
	vpcmpltud	k5, ymm29, ymmword ptr [r9 - 4096]
	vpcmpud	k6, ymm30, ymmword ptr [r10 - 4128], 127
	vpcmpud	k7 {k1}, ymm31, ymmword ptr [r11 + 128], 255
	vpcmpud	k0, zmm27, dword ptr [r12 - 128]{1to16}, 3
	vpcmpud	k1, zmm28, dword ptr [r13 + 508]{1to16}, 128
	vpcmpud	k2, zmm29, dword ptr [r14 + 512]{1to16}, 64
	vpcmpud	k3 {k2}, zmm30, dword ptr [r15 + rdi + 4096]{1to16}, 17
	vpcmpequd	k4, xmm16, dword ptr [rip - 4096]{1to4}
	vpcmpltud	k5, xmm17, dword ptr [rax - 512]{1to4}
	vpcmpud	k6, xmm18, dword ptr [rcx - 516]{1to4}, 127
	vpcmpud	k7 {k3}, xmm19, dword ptr [rdx + 2147483647]{1to4}, 255
	vpcmpud	k0, ymm20, dword ptr [rbx - 2147483648]{1to8}, 3
	vpcmpud	k1, ymm21, dword ptr [rsp + 508]{1to8}, 128
	vpcmpud	k2, ymm22, dword ptr [rbp + 512]{1to8}, 64
	vpcmpud	k3 {k4}, ymm23, dword ptr [rsi + 2*r8]{1to8}, 17
	vpcmpequd	k4, zmm31, zmmword ptr [rdi + 64]
	vpcmpltud	k5, zmm0, zmmword ptr [r8 - 8192]
	vpcmpud	k6, zmm1, zmmword ptr [r9 - 8256], 127
	vpcmpud	k7 {k5}, zmm2, zmmword ptr [r10 - 64], 255
	vpcmpud	k0, xmm3, xmm24, 3
	vpcmpud	k1 {k6}, xmm4, xmm25, 128
	vpcmpud	k2, ymm5, ymm26, 64
	vpcmpud	k3 {k7}, ymm6, ymm27, 17
	vpcmpequd	k4, zmm8, zmm7
	vpcmpltud	k5 {k1}, zmm10, zmm9
	vpcmpuq	k6, xmm28, xmmword ptr [r11 + 4*r9 + 1], 127
	vpcmpuq	k7, xmm29, xmmword ptr [r12 + 2032], 255
	vpcmpuq	k0, xmm30, xmmword ptr [r13 + 2048], 3
	vpcmpuq	k1 {k2}, xmm31, xmmword ptr [r14 - 1], 128
	vpcmpuq	k2, ymm16, ymmword ptr [r15 + 127], 64
	vpcmpuq	k3, ymm17, ymmword ptr [rip - 4096], 17
	vpcmpequq	k4, ymm18, ymmword ptr [rax - 4128]
	vpcmpltuq	k5 {k3}, ymm19, ymmword ptr [rcx + 8*r10 + 128]
	vpcmpuq	k6, zmm11, zmmword ptr [rdx - 128], 127
	vpcmpuq	k7, zmm12, zmmword ptr [rbx + 8128], 255
	vpcmpuq	k0, zmm13, zmmword ptr [rsp + 8192], 3
	vpcmpuq	k1 {k4}, zmm14, zmmword ptr [rbp + 4096], 128
	vpcmpuq	k2, xmm20, qword ptr [rsi + r11 - 4096]{1to2}, 64
	vpcmpuq	k3, xmm21, qword ptr [rdi - 1024]{1to2}, 17
	vpcmpequq	k4, xmm22, qword ptr [r8 - 1032]{1to2}
	vpcmpltuq	k5 {k5}, xmm23, qword ptr [r9 + 2147483647]{1to2}
	vpcmpuq	k6, ymm24, qword ptr [r10 - 2147483648]{1to4}, 127
	vpcmpuq	k7, ymm25, qword ptr [r11 + 1016]{1to4}, 255
	vpcmpuq	k0, ymm26, qword ptr [r12 + 1024]{1to4}, 3
	vpcmpuq	k1 {k6}, ymm27, qword ptr [r13 + 2*r12]{1to4}, 128
	vpcmpuq	k2, zmm15, qword ptr [r14 + 64]{1to8}, 64
	vpcmpuq	k3, zmm16, qword ptr [r15 - 1024]{1to8}, 17
	vpcmpequq	k4, zmm17, qword ptr [rip - 1032]{1to8}
	vpcmpltuq	k5 {k7}, zmm18, qword ptr [rax - 64]{1to8}
	vpcmpuq	k6, xmm19, xmm28, 127
	vpcmpuq	k7 {k1}, xmm20, xmm29, 255
	vpcmpuq	k0, ymm21, ymm30, 3
	vpcmpuq	k1 {k2}, ymm22, ymm31, 128
	vpcmpuq	k2, zmm24, zmm23, 64
	vpcmpuq	k3 {k3}, zmm26, zmm25, 17
	vpcmpequw	k4, xmm16, xmmword ptr [rcx + 4*r13 + 1]
	vpcmpltuw	k5, xmm17, xmmword ptr [rdx + 2032]
	vpcmpuw	k6, xmm18, xmmword ptr [rbx + 2048], 127
	vpcmpuw	k7 {k4}, xmm19, xmmword ptr [rsp - 1], 255
	vpcmpuw	k0, ymm20, ymmword ptr [rbp + 127], 3
	vpcmpuw	k1, ymm21, ymmword ptr [rsi - 4096], 128
	vpcmpuw	k2, ymm22, ymmword ptr [rdi - 4128], 64
	vpcmpuw	k3 {k5}, ymm23, ymmword ptr [r8 + 8*r14 + 128], 17
	vpcmpequw	k4, zmm27, zmmword ptr [r9 - 128]
	vpcmpltuw	k5, zmm28, zmmword ptr [r10 + 8128]
	vpcmpuw	k6, zmm29, zmmword ptr [r11 + 8192], 127
	vpcmpuw	k7 {k6}, zmm30, zmmword ptr [r12 + 4096], 255
	vpcmpuw	k0, xmm31, xmm24, 3
	vpcmpuw	k1 {k7}, xmm0, xmm25, 128
	vpcmpuw	k2, ymm1, ymm26, 64
	vpcmpuw	k3 {k1}, ymm2, ymm27, 17
	vpcmpequw	k4, zmm4, zmm3
	vpcmpltuw	k5 {k2}, zmm6, zmm5
	vpcmpw	k6, xmm28, xmmword ptr [r13 + r15 - 4096], 127
	vpcmpw	k7, xmm29, xmmword ptr [r14 - 2048], 255
	vpcmpw	k0, xmm30, xmmword ptr [r15 - 2064], 3
	vpcmpw	k1 {k3}, xmm31, xmmword ptr [rip + 2147483647], 128
	vpcmpw	k2, ymm16, ymmword ptr [rax - 2147483648], 64
	vpcmpw	k3, ymm17, ymmword ptr [rcx + 4064], 17
	vpcmpeqw	k4, ymm18, ymmword ptr [rdx + 4096]
	vpcmpltw	k5 {k4}, ymm19, ymmword ptr [rbx]
	vpcmpw	k6, zmm7, zmmword ptr [rsp + 2*rax + 64], 127
	vpcmpw	k7, zmm8, zmmword ptr [rbp - 8192], 255
	vpcmpw	k0, zmm9, zmmword ptr [rsi - 8256], 3
	vpcmpw	k1 {k5}, zmm10, zmmword ptr [rdi - 64], 128
	vpcmpw	k2, xmm11, xmm20, 64
	vpcmpw	k3 {k6}, xmm12, xmm21, 17
	vpcmpeqw	k4, ymm13, ymm22
	vpcmpltw	k5 {k7}, ymm14, ymm23
	vpcmpw	k6, zmm16, zmm15, 127
	vpcmpw	k7 {k1}, zmm18, zmm17, 255
	vpcompressb	xmmword ptr [r8 + 1], xmm24
	vpcompressb	xmmword ptr [r9 + 2032], xmm25
	vpcompressb	xmmword ptr [r10 + 2048], xmm26
	vpcompressb	xmmword ptr [r11 + 4*rcx - 1] {k2}, xmm27
	vpcompressb	xmm19, xmm28
	vpcompressb	xmm20 {k3}, xmm29
	vpcompressb	xmm21 {k4} {z}, xmm30
	vpcompressb	ymmword ptr [r12 + 127], ymm31
	vpcompressb	ymmword ptr [r13 - 4096], ymm16
	vpcompressb	ymmword ptr [r14 - 4128], ymm17
	vpcompressb	ymmword ptr [r15 + 128] {k5}, ymm18
	vpcompressb	ymm22, ymm19
	vpcompressb	ymm23 {k6}, ymm20
	vpcompressb	ymm24 {k7} {z}, ymm21
	vpcompressb	zmmword ptr [rip - 128], zmm25
	vpcompressb	zmmword ptr [rax + 8128], zmm26
	vpcompressb	zmmword ptr [rcx + 8192], zmm27
	vpcompressb	zmmword ptr [rdx + 8*rdx + 4096] {k1}, zmm28
	vpcompressb	zmm30, zmm29
	vpcompressb	zmm0 {k2}, zmm31
	vpcompressb	zmm2 {k3} {z}, zmm1
	vpcompressd	xmmword ptr [rbx - 4096], xmm22
	vpcompressd	xmmword ptr [rsp - 2048], xmm23
	vpcompressd	xmmword ptr [rbp - 2064], xmm24
	vpcompressd	xmmword ptr [rsi + 2147483647] {k4}, xmm25
	vpcompressd	xmm3, xmm26
	vpcompressd	xmm4 {k5}, xmm27
	vpcompressd	xmm5 {k6} {z}, xmm28
	vpcompressd	ymmword ptr [rdi + rbx - 2147483648], ymm29
	vpcompressd	ymmword ptr [r8 + 4064], ymm30
	vpcompressd	ymmword ptr [r9 + 4096], ymm31
	vpcompressd	ymmword ptr [r10] {k7}, ymm16
	vpcompressd	ymm6, ymm17
	vpcompressd	ymm7 {k1}, ymm18
	vpcompressd	ymm8 {k2} {z}, ymm19
	vpcompressd	zmmword ptr [r11 + 64], zmm9
	vpcompressd	zmmword ptr [r12 - 8192], zmm10
	vpcompressd	zmmword ptr [r13 - 8256], zmm11
	vpcompressd	zmmword ptr [r14 + 2*rbp - 64] {k3}, zmm12
	vpcompressd	zmm14, zmm13
	vpcompressd	zmm16 {k4}, zmm15
	vpcompressd	zmm18 {k5} {z}, zmm17
	vpcompressq	xmmword ptr [r15 + 1], xmm20
	vpcompressq	xmmword ptr [rip + 2032], xmm21
	vpcompressq	xmmword ptr [rax + 2048], xmm22
	vpcompressq	xmmword ptr [rcx - 1] {k6}, xmm23
	vpcompressq	xmm19, xmm24
	vpcompressq	xmm20 {k7}, xmm25
	vpcompressq	xmm21 {k1} {z}, xmm26
	vpcompressq	ymmword ptr [rdx + 4*rsi + 127], ymm27
	vpcompressq	ymmword ptr [rbx - 4096], ymm28
	vpcompressq	ymmword ptr [rsp - 4128], ymm29
	vpcompressq	ymmword ptr [rbp + 128] {k2}, ymm30
	vpcompressq	ymm22, ymm31
	vpcompressq	ymm23 {k3}, ymm16
	vpcompressq	ymm24 {k4} {z}, ymm17
	vpcompressq	zmmword ptr [rsi - 128], zmm25
	vpcompressq	zmmword ptr [rdi + 8128], zmm26
	vpcompressq	zmmword ptr [r8 + 8192], zmm27
	vpcompressq	zmmword ptr [r9 + 8*rdi + 4096] {k5}, zmm28
	vpcompressq	zmm30, zmm29
	vpcompressq	zmm0 {k6}, zmm31
	vpcompressq	zmm2 {k7} {z}, zmm1
	vpcompressw	xmmword ptr [r10 - 4096], xmm18
	vpcompressw	xmmword ptr [r11 - 2048], xmm19
	vpcompressw	xmmword ptr [r12 - 2064], xmm20
	vpcompressw	xmmword ptr [r13 + 2147483647] {k1}, xmm21
	vpcompressw	xmm3, xmm22
	vpcompressw	xmm4 {k2}, xmm23
	vpcompressw	xmm5 {k3} {z}, xmm24
	vpcompressw	ymmword ptr [r14 + r8 - 2147483648], ymm25
	vpcompressw	ymmword ptr [r15 + 4064], ymm26
	vpcompressw	ymmword ptr [rip + 4096], ymm27
	vpcompressw	ymmword ptr [rax] {k4}, ymm28
	vpcompressw	ymm6, ymm29
	vpcompressw	ymm7 {k5}, ymm30
	vpcompressw	ymm8 {k6} {z}, ymm31
	vpcompressw	zmmword ptr [rcx + 64], zmm9
	vpcompressw	zmmword ptr [rdx - 8192], zmm10
	vpcompressw	zmmword ptr [rbx - 8256], zmm11
	vpcompressw	zmmword ptr [rsp + 2*r9 - 64] {k7}, zmm12
	vpcompressw	zmm14, zmm13
	vpcompressw	zmm16 {k1}, zmm15
	vpcompressw	zmm18 {k2} {z}, zmm17
	vpconflictd	xmm16, xmmword ptr [rbp + 1]
	vpconflictd	xmm17, xmmword ptr [rsi + 2032]
	vpconflictd	xmm18, xmmword ptr [rdi + 2048]
	vpconflictd	xmm19 {k3}, xmmword ptr [r8 - 1]
	vpconflictd	xmm20 {k4} {z}, xmmword ptr [r9 + 4*r10 + 127]
	vpconflictd	ymm21, ymmword ptr [r10 + 128]
	vpconflictd	ymm22, ymmword ptr [r11 - 4096]
	vpconflictd	ymm23, ymmword ptr [r12 - 4128]
	vpconflictd	ymm24 {k5}, ymmword ptr [r13 - 128]
	vpconflictd	ymm25 {k6} {z}, ymmword ptr [r14 + 8*r11 + 4096]
	vpconflictd	zmm19, dword ptr [r15 - 4096]{1to16}
	vpconflictd	zmm20, dword ptr [rip + 508]{1to16}
	vpconflictd	zmm21, dword ptr [rax + 512]{1to16}
	vpconflictd	zmm22 {k7}, dword ptr [rcx + 2147483647]{1to16}
	vpconflictd	zmm23 {k1} {z}, dword ptr [rdx + r12 - 2147483648]{1to16}
	vpconflictd	xmm26, dword ptr [rbx]{1to4}
	vpconflictd	xmm27, dword ptr [rsp - 512]{1to4}
	vpconflictd	xmm28, dword ptr [rbp - 516]{1to4}
	vpconflictd	xmm29 {k2}, dword ptr [rsi + 64]{1to4}
	vpconflictd	xmm30 {k3} {z}, dword ptr [rdi + 2*r13 - 64]{1to4}
	vpconflictd	ymm31, dword ptr [r8 + 1]{1to8}
	vpconflictd	ymm16, dword ptr [r9 + 508]{1to8}
	vpconflictd	ymm17, dword ptr [r10 + 512]{1to8}
	vpconflictd	ymm18 {k4}, dword ptr [r11 - 1]{1to8}
	vpconflictd	ymm19 {k5} {z}, dword ptr [r12 + 4*r14 + 127]{1to8}
	vpconflictd	zmm24, zmmword ptr [r13 + 128]
	vpconflictd	zmm25, zmmword ptr [r14 - 8192]
	vpconflictd	zmm26, zmmword ptr [r15 - 8256]
	vpconflictd	zmm27 {k6}, zmmword ptr [rip - 128]
	vpconflictd	zmm28 {k7} {z}, zmmword ptr [rax + 4096]
	vpconflictd	xmm29, xmm20
	vpconflictd	xmm30 {k1}, xmm21
	vpconflictd	xmm31 {k2} {z}, xmm22
	vpconflictd	ymm0, ymm23
	vpconflictd	ymm1 {k3}, ymm24
	vpconflictd	ymm2 {k4} {z}, ymm25
	vpconflictd	zmm4, zmm3
	vpconflictd	zmm6 {k5}, zmm5
	vpconflictd	zmm8 {k6} {z}, zmm7
	vpconflictq	xmm26, xmmword ptr [rcx + 8*r15 - 4096]
	vpconflictq	xmm27, xmmword ptr [rdx + 2032]
	vpconflictq	xmm28, xmmword ptr [rbx + 2048]
	vpconflictq	xmm29 {k7}, xmmword ptr [rsp + 2147483647]
	vpconflictq	xmm30 {k1} {z}, xmmword ptr [rbp - 2147483648]
	vpconflictq	ymm31, ymmword ptr [rsi + rax]
	vpconflictq	ymm16, ymmword ptr [rdi - 4096]
	vpconflictq	ymm17, ymmword ptr [r8 - 4128]
	vpconflictq	ymm18 {k2}, ymmword ptr [r9 + 64]
	vpconflictq	ymm19 {k3} {z}, ymmword ptr [r10 - 64]
	vpconflictq	zmm9, zmmword ptr [r11 + 2*rcx + 1]
	vpconflictq	zmm10, zmmword ptr [r12 + 8128]
	vpconflictq	zmm11, zmmword ptr [r13 + 8192]
	vpconflictq	zmm12 {k4}, zmmword ptr [r14 - 1]
	vpconflictq	zmm13 {k5} {z}, zmmword ptr [r15 + 127]
	vpconflictq	xmm20, qword ptr [rip + 128]{1to2}
	vpconflictq	xmm21, qword ptr [rax - 1024]{1to2}
	vpconflictq	xmm22, qword ptr [rcx - 1032]{1to2}
	vpconflictq	xmm23 {k6}, qword ptr [rdx + 4*rdx - 128]{1to2}
	vpconflictq	xmm24 {k7} {z}, qword ptr [rbx + 4096]{1to2}
	vpconflictq	ymm25, qword ptr [rsp - 4096]{1to4}
	vpconflictq	ymm26, qword ptr [rbp + 1016]{1to4}
	vpconflictq	ymm27, qword ptr [rsi + 1024]{1to4}
	vpconflictq	ymm28 {k1}, qword ptr [rdi + 8*rbx + 2147483647]{1to4}
	vpconflictq	ymm29 {k2} {z}, qword ptr [r8 - 2147483648]{1to4}
	vpconflictq	zmm14, qword ptr [r9]{1to8}
	vpconflictq	zmm15, qword ptr [r10 - 1024]{1to8}
	vpconflictq	zmm16, qword ptr [r11 - 1032]{1to8}
	vpconflictq	zmm17 {k3}, qword ptr [r12 + rbp + 64]{1to8}
	vpconflictq	zmm18 {k4} {z}, qword ptr [r13 - 64]{1to8}
	vpconflictq	xmm19, xmm30
	vpconflictq	xmm20 {k5}, xmm31
	vpconflictq	xmm21 {k6} {z}, xmm16
	vpconflictq	ymm22, ymm17
	vpconflictq	ymm23 {k7}, ymm18
	vpconflictq	ymm24 {k1} {z}, ymm19
	vpconflictq	zmm26, zmm25
	vpconflictq	zmm28 {k2}, zmm27
	vpconflictq	zmm30 {k3} {z}, zmm29
