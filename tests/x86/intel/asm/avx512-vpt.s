	.intel_syntax noprefix
	.text
	vpternlogd	xmm0, xmm16, xmmword ptr [rax], 0
	vpternlogd	xmm1, xmm17, xmmword ptr [rcx - 2048], 1
	vpternlogd	xmm2, xmm18, xmmword ptr [rdx - 2064], 127
	vpternlogd	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64], 255
	vpternlogd	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64], 3
	vpternlogd	ymm5, ymm21, ymmword ptr [rbp + 1], 128
	vpternlogd	ymm6, ymm22, ymmword ptr [rsi + 4064], 64
	vpternlogd	ymm7, ymm23, ymmword ptr [rdi + 4096], 17
	vpternlogd	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1], 0
	vpternlogd	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127], 1
	vpternlogd	zmm11, zmm10, dword ptr [r10 + 128]{1to16}, 127
	vpternlogd	zmm13, zmm12, dword ptr [r11 - 512]{1to16}, 255
	vpternlogd	zmm15, zmm14, dword ptr [r12 - 516]{1to16}, 3
	vpternlogd	zmm17 {k5}, zmm16, dword ptr [r13 + 4*rdx - 128]{1to16}, 128
	vpternlogd	zmm19 {k6} {z}, zmm18, dword ptr [r14 + 4096]{1to16}, 64
	vpternlogd	xmm20, xmm26, dword ptr [r15 - 4096]{1to4}, 17
	vpternlogd	xmm21, xmm27, dword ptr [rip + 508]{1to4}, 0
	vpternlogd	xmm22, xmm28, dword ptr [rax + 512]{1to4}, 1
	vpternlogd	xmm23 {k7}, xmm29, dword ptr [rcx + 8*rbx + 2147483647]{1to4}, 127
	vpternlogd	xmm24 {k1} {z}, xmm30, dword ptr [rdx - 2147483648]{1to4}, 255
	vpternlogd	ymm25, ymm31, dword ptr [rbx]{1to8}, 3
	vpternlogd	ymm26, ymm16, dword ptr [rsp - 512]{1to8}, 128
	vpternlogd	ymm27, ymm17, dword ptr [rbp - 516]{1to8}, 64
	vpternlogd	ymm28 {k2}, ymm18, dword ptr [rsi + rbp + 64]{1to8}, 17
	vpternlogd	ymm29 {k3} {z}, ymm19, dword ptr [rdi - 64]{1to8}, 0
	vpternlogd	zmm31, zmm30, zmmword ptr [r8 + 1], 1
	vpternlogd	zmm1, zmm0, zmmword ptr [r9 + 8128], 127
	vpternlogd	zmm3, zmm2, zmmword ptr [r10 + 8192], 255
	vpternlogd	zmm5 {k4}, zmm4, zmmword ptr [r11 + 2*rsi - 1], 3
	vpternlogd	zmm7 {k5} {z}, zmm6, zmmword ptr [r12 + 127], 128
	vpternlogd	xmm9, xmm8, xmm20, 64
	vpternlogd	xmm11 {k6}, xmm10, xmm21, 17
	vpternlogd	xmm13 {k7} {z}, xmm12, xmm22, 0
	vpternlogd	ymm15, ymm14, ymm23, 1
	vpternlogd	ymm17 {k1}, ymm16, ymm24, 127
	vpternlogd	ymm19 {k2} {z}, ymm18, ymm25, 255
	vpternlogd	zmm22, zmm21, zmm20, 3
	vpternlogd	zmm25 {k3}, zmm24, zmm23, 128
	vpternlogd	zmm28 {k4} {z}, zmm27, zmm26, 64
	vpternlogq	xmm29, xmm26, xmmword ptr [r13 + 128], 17
	vpternlogq	xmm30, xmm27, xmmword ptr [r14 - 2048], 0
	vpternlogq	xmm31, xmm28, xmmword ptr [r15 - 2064], 1
	vpternlogq	xmm0 {k5}, xmm29, xmmword ptr [rip - 128], 127
	vpternlogq	xmm1 {k6} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096], 255
	vpternlogq	ymm2, ymm31, ymmword ptr [rcx - 4096], 3
	vpternlogq	ymm3, ymm16, ymmword ptr [rdx + 4064], 128
	vpternlogq	ymm4, ymm17, ymmword ptr [rbx + 4096], 64
	vpternlogq	ymm5 {k7}, ymm18, ymmword ptr [rsp + 2147483647], 17
	vpternlogq	ymm6 {k1} {z}, ymm19, ymmword ptr [rbp + 8*r8 - 2147483648], 0
	vpternlogq	zmm8, zmm7, zmmword ptr [rsi], 1
	vpternlogq	zmm10, zmm9, zmmword ptr [rdi - 8192], 127
	vpternlogq	zmm12, zmm11, zmmword ptr [r8 - 8256], 255
	vpternlogq	zmm14 {k2}, zmm13, zmmword ptr [r9 + 64], 3
	vpternlogq	zmm16 {k3} {z}, zmm15, zmmword ptr [r10 + r9 - 64], 128
	vpternlogq	xmm17, xmm20, qword ptr [r11 + 1]{1to2}, 64
	vpternlogq	xmm18, xmm21, qword ptr [r12 + 1016]{1to2}, 17
	vpternlogq	xmm19, xmm22, qword ptr [r13 + 1024]{1to2}, 0
	vpternlogq	xmm20 {k4}, xmm23, qword ptr [r14 - 1]{1to2}, 1
	vpternlogq	xmm21 {k5} {z}, xmm24, qword ptr [r15 + 2*r10 + 127]{1to2}, 127
	vpternlogq	ymm22, ymm25, qword ptr [rip + 128]{1to4}, 255
	vpternlogq	ymm23, ymm26, qword ptr [rax - 1024]{1to4}, 3
	vpternlogq	ymm24, ymm27, qword ptr [rcx - 1032]{1to4}, 128
	vpternlogq	ymm25 {k6}, ymm28, qword ptr [rdx - 128]{1to4}, 64
	vpternlogq	ymm26 {k7} {z}, ymm29, qword ptr [rbx + 4096]{1to4}, 17
	vpternlogq	zmm28, zmm27, qword ptr [rsp + 4*r11 - 4096]{1to8}, 0
	vpternlogq	zmm30, zmm29, qword ptr [rbp + 1016]{1to8}, 1
	vpternlogq	zmm0, zmm31, qword ptr [rsi + 1024]{1to8}, 127
	vpternlogq	zmm2 {k1}, zmm1, qword ptr [rdi + 2147483647]{1to8}, 255
	vpternlogq	zmm4 {k2} {z}, zmm3, qword ptr [r8 - 2147483648]{1to8}, 3
	vpternlogq	xmm6, xmm5, xmm30, 128
	vpternlogq	xmm8 {k3}, xmm7, xmm31, 64
	vpternlogq	xmm10 {k4} {z}, xmm9, xmm16, 17
	vpternlogq	ymm12, ymm11, ymm17, 0
	vpternlogq	ymm14 {k5}, ymm13, ymm18, 1
	vpternlogq	ymm16 {k6} {z}, ymm15, ymm19, 127
	vpternlogq	zmm19, zmm18, zmm17, 255
	vpternlogq	zmm22 {k7}, zmm21, zmm20, 3
	vpternlogq	zmm25 {k1} {z}, zmm24, zmm23, 128
	vptestmb	k0, xmm20, xmmword ptr [r9 + 8*r12]
	vptestmb	k1, xmm21, xmmword ptr [r10 - 2048]
	vptestmb	k2, xmm22, xmmword ptr [r11 - 2064]
	vptestmb	k3 {k2}, xmm23, xmmword ptr [r12 + 64]
	vptestmb	k4, ymm24, ymmword ptr [r13 - 64]
	vptestmb	k5, ymm25, ymmword ptr [r14 + 4064]
	vptestmb	k6, ymm26, ymmword ptr [r15 + 4096]
	vptestmb	k7 {k3}, ymm27, ymmword ptr [rip + 1]
	vptestmb	k0, zmm26, zmmword ptr [rax + r13 - 1]
	vptestmb	k1, zmm27, zmmword ptr [rcx - 8192]
	vptestmb	k2, zmm28, zmmword ptr [rdx - 8256]
	vptestmb	k3 {k4}, zmm29, zmmword ptr [rbx + 127]
	vptestmb	k4, xmm30, xmm28
	vptestmb	k5 {k5}, xmm31, xmm29
	vptestmb	k6, ymm0, ymm30
	vptestmb	k7 {k6}, ymm1, ymm31
	vptestmb	k0, zmm3, zmm2
	vptestmb	k1 {k7}, zmm5, zmm4
	vptestmd	k2, xmm16, xmmword ptr [rsp + 128]
	vptestmd	k3, xmm17, xmmword ptr [rbp + 2032]
	vptestmd	k4, xmm18, xmmword ptr [rsi + 2048]
	vptestmd	k5 {k1}, xmm19, xmmword ptr [rdi + 2*r14 - 128]
	vptestmd	k6, ymm20, ymmword ptr [r8 + 4096]
	vptestmd	k7, ymm21, ymmword ptr [r9 - 4096]
	vptestmd	k0, ymm22, ymmword ptr [r10 - 4128]
	vptestmd	k1 {k2}, ymm23, ymmword ptr [r11 - 4096]
	vptestmd	k2, zmm6, dword ptr [r12 + 4*r15 + 2147483647]{1to16}
	vptestmd	k3, zmm7, dword ptr [r13 + 508]{1to16}
	vptestmd	k4, zmm8, dword ptr [r14 + 512]{1to16}
	vptestmd	k5 {k3}, zmm9, dword ptr [r15 - 2147483648]{1to16}
	vptestmd	k6, xmm24, dword ptr [rip]{1to4}
	vptestmd	k7, xmm25, dword ptr [rax - 512]{1to4}
	vptestmd	k0, xmm26, dword ptr [rcx - 516]{1to4}
	vptestmd	k1 {k4}, xmm27, dword ptr [rdx + 64]{1to4}
	vptestmd	k2, ymm28, dword ptr [rbx + 8*rax - 64]{1to8}
	vptestmd	k3, ymm29, dword ptr [rsp + 508]{1to8}
	vptestmd	k4, ymm30, dword ptr [rbp + 512]{1to8}
	vptestmd	k5 {k5}, ymm31, dword ptr [rsi + 1]{1to8}
	vptestmd	k6, zmm10, zmmword ptr [rdi - 1]
	vptestmd	k7, zmm11, zmmword ptr [r8 - 8192]
	vptestmd	k0, zmm12, zmmword ptr [r9 - 8256]
	vptestmd	k1 {k6}, zmm13, zmmword ptr [r10 + rcx + 127]
	vptestmd	k2, xmm14, xmm16
	vptestmd	k3 {k7}, xmm15, xmm17
	vptestmd	k4, ymm16, ymm18
	vptestmd	k5 {k1}, ymm17, ymm19
	vptestmd	k6, zmm19, zmm18
	vptestmd	k7 {k2}, zmm21, zmm20
	vptestmq	k0, xmm20, xmmword ptr [r11 + 128]
	vptestmq	k1, xmm21, xmmword ptr [r12 + 2032]
	vptestmq	k2, xmm22, xmmword ptr [r13 + 2048]
	vptestmq	k3 {k3}, xmm23, xmmword ptr [r14 - 128]
	vptestmq	k4, ymm24, ymmword ptr [r15 + 2*rdx + 4096]
	vptestmq	k5, ymm25, ymmword ptr [rip - 4096]
	vptestmq	k6, ymm26, ymmword ptr [rax - 4128]
	vptestmq	k7 {k4}, ymm27, ymmword ptr [rcx - 4096]
	vptestmq	k0, zmm22, zmmword ptr [rdx + 2147483647]
	vptestmq	k1, zmm23, zmmword ptr [rbx + 8128]
	vptestmq	k2, zmm24, zmmword ptr [rsp + 8192]
	vptestmq	k3 {k5}, zmm25, zmmword ptr [rbp + 4*rbx - 2147483648]
	vptestmq	k4, xmm28, qword ptr [rsi]{1to2}
	vptestmq	k5, xmm29, qword ptr [rdi - 1024]{1to2}
	vptestmq	k6, xmm30, qword ptr [r8 - 1032]{1to2}
	vptestmq	k7 {k6}, xmm31, qword ptr [r9 + 64]{1to2}
	vptestmq	k0, ymm16, qword ptr [r10 + 8*rbp - 64]{1to4}
	vptestmq	k1, ymm17, qword ptr [r11 + 1016]{1to4}
	vptestmq	k2, ymm18, qword ptr [r12 + 1024]{1to4}
	vptestmq	k3 {k7}, ymm19, qword ptr [r13 + 1]{1to4}
	vptestmq	k4, zmm26, qword ptr [r14 - 1]{1to8}
	vptestmq	k5, zmm27, qword ptr [r15 - 1024]{1to8}
	vptestmq	k6, zmm28, qword ptr [rip - 1032]{1to8}
	vptestmq	k7 {k1}, zmm29, qword ptr [rax + rsi + 127]{1to8}
	vptestmq	k0, xmm30, xmm20
	vptestmq	k1 {k2}, xmm31, xmm21
	vptestmq	k2, ymm0, ymm22
	vptestmq	k3 {k3}, ymm1, ymm23
	vptestmq	k4, zmm3, zmm2
	vptestmq	k5 {k4}, zmm5, zmm4
	vptestmw	k6, xmm24, xmmword ptr [rcx + 128]
	vptestmw	k7, xmm25, xmmword ptr [rdx + 2032]
	vptestmw	k0, xmm26, xmmword ptr [rbx + 2048]
	vptestmw	k1 {k5}, xmm27, xmmword ptr [rsp - 128]
	vptestmw	k2, ymm28, ymmword ptr [rbp + 2*rdi + 4096]
	vptestmw	k3, ymm29, ymmword ptr [rsi - 4096]
	vptestmw	k4, ymm30, ymmword ptr [rdi - 4128]
	vptestmw	k5 {k6}, ymm31, ymmword ptr [r8 - 4096]
	vptestmw	k6, zmm6, zmmword ptr [r9 + 2147483647]
	vptestmw	k7, zmm7, zmmword ptr [r10 + 8128]
	vptestmw	k0, zmm8, zmmword ptr [r11 + 8192]
	vptestmw	k1 {k7}, zmm9, zmmword ptr [r12 + 4*r8 - 2147483648]
	vptestmw	k2, xmm10, xmm16
	vptestmw	k3 {k1}, xmm11, xmm17
	vptestmw	k4, ymm12, ymm18
	vptestmw	k5 {k2}, ymm13, ymm19
	vptestmw	k6, zmm15, zmm14
	vptestmw	k7 {k3}, zmm17, zmm16
	vptestnmb	k0, xmm20, xmmword ptr [r13]
	vptestnmb	k1, xmm21, xmmword ptr [r14 - 2048]
	vptestnmb	k2, xmm22, xmmword ptr [r15 - 2064]
	vptestnmb	k3 {k4}, xmm23, xmmword ptr [rip + 64]
	vptestnmb	k4, ymm24, ymmword ptr [rax - 64]
	vptestnmb	k5, ymm25, ymmword ptr [rcx + 4064]
	vptestnmb	k6, ymm26, ymmword ptr [rdx + 4096]
	vptestnmb	k7 {k5}, ymm27, ymmword ptr [rbx + 8*r9 + 1]
	vptestnmb	k0, zmm18, zmmword ptr [rsp - 1]
	vptestnmb	k1, zmm19, zmmword ptr [rbp - 8192]
	vptestnmb	k2, zmm20, zmmword ptr [rsi - 8256]
	vptestnmb	k3 {k6}, zmm21, zmmword ptr [rdi + 127]
	vptestnmb	k4, xmm22, xmm28
	vptestnmb	k5 {k7}, xmm23, xmm29
	vptestnmb	k6, ymm24, ymm30
	vptestnmb	k7 {k1}, ymm25, ymm31
	vptestnmb	k0, zmm27, zmm26
	vptestnmb	k1 {k2}, zmm29, zmm28
	vptestnmd	k2, xmm16, xmmword ptr [r8 + r10 + 128]
	vptestnmd	k3, xmm17, xmmword ptr [r9 + 2032]
	vptestnmd	k4, xmm18, xmmword ptr [r10 + 2048]
	vptestnmd	k5 {k3}, xmm19, xmmword ptr [r11 - 128]
	vptestnmd	k6, ymm20, ymmword ptr [r12 + 4096]
	vptestnmd	k7, ymm21, ymmword ptr [r13 - 4096]
	vptestnmd	k0, ymm22, ymmword ptr [r14 - 4128]
	vptestnmd	k1 {k4}, ymm23, ymmword ptr [r15 + 2*r11 - 4096]
	vptestnmd	k2, zmm30, dword ptr [rip + 2147483647]{1to16}
	vptestnmd	k3, zmm31, dword ptr [rax + 508]{1to16}
	vptestnmd	k4, zmm0, dword ptr [rcx + 512]{1to16}
	vptestnmd	k5 {k5}, zmm1, dword ptr [rdx - 2147483648]{1to16}
	vptestnmd	k6, xmm24, dword ptr [rbx]{1to4}
	vptestnmd	k7, xmm25, dword ptr [rsp - 512]{1to4}
	vptestnmd	k0, xmm26, dword ptr [rbp - 516]{1to4}
	vptestnmd	k1 {k6}, xmm27, dword ptr [rsi + 4*r12 + 64]{1to4}
	vptestnmd	k2, ymm28, dword ptr [rdi - 64]{1to8}
	vptestnmd	k3, ymm29, dword ptr [r8 + 508]{1to8}
	vptestnmd	k4, ymm30, dword ptr [r9 + 512]{1to8}
	vptestnmd	k5 {k7}, ymm31, dword ptr [r10 + 1]{1to8}
	vptestnmd	k6, zmm2, zmmword ptr [r11 + 8*r13 - 1]
	vptestnmd	k7, zmm3, zmmword ptr [r12 - 8192]
	vptestnmd	k0, zmm4, zmmword ptr [r13 - 8256]
	vptestnmd	k1 {k1}, zmm5, zmmword ptr [r14 + 127]
	vptestnmd	k2, xmm6, xmm16
	vptestnmd	k3 {k2}, xmm7, xmm17
	vptestnmd	k4, ymm8, ymm18
	vptestnmd	k5 {k3}, ymm9, ymm19
	vptestnmd	k6, zmm11, zmm10
	vptestnmd	k7 {k4}, zmm13, zmm12
	vptestnmq	k0, xmm20, xmmword ptr [r15 + 128]
	vptestnmq	k1, xmm21, xmmword ptr [rip + 2032]
	vptestnmq	k2, xmm22, xmmword ptr [rax + 2048]
	vptestnmq	k3 {k5}, xmm23, xmmword ptr [rcx + r14 - 128]
	vptestnmq	k4, ymm24, ymmword ptr [rdx + 4096]
	vptestnmq	k5, ymm25, ymmword ptr [rbx - 4096]
	vptestnmq	k6, ymm26, ymmword ptr [rsp - 4128]
	vptestnmq	k7 {k6}, ymm27, ymmword ptr [rbp - 4096]
	vptestnmq	k0, zmm14, zmmword ptr [rsi + 2*r15 + 2147483647]
	vptestnmq	k1, zmm15, zmmword ptr [rdi + 8128]
	vptestnmq	k2, zmm16, zmmword ptr [r8 + 8192]
	vptestnmq	k3 {k7}, zmm17, zmmword ptr [r9 - 2147483648]
	vptestnmq	k4, xmm28, qword ptr [r10]{1to2}
	vptestnmq	k5, xmm29, qword ptr [r11 - 1024]{1to2}
	vptestnmq	k6, xmm30, qword ptr [r12 - 1032]{1to2}
	vptestnmq	k7 {k1}, xmm31, qword ptr [r13 + 4*rax + 64]{1to2}
	vptestnmq	k0, ymm16, qword ptr [r14 - 64]{1to4}
	vptestnmq	k1, ymm17, qword ptr [r15 + 1016]{1to4}
	vptestnmq	k2, ymm18, qword ptr [rip + 1024]{1to4}
	vptestnmq	k3 {k2}, ymm19, qword ptr [rax + 1]{1to4}
	vptestnmq	k4, zmm18, qword ptr [rcx + 8*rcx - 1]{1to8}
	vptestnmq	k5, zmm19, qword ptr [rdx - 1024]{1to8}
	vptestnmq	k6, zmm20, qword ptr [rbx - 1032]{1to8}
	vptestnmq	k7 {k3}, zmm21, qword ptr [rsp + 127]{1to8}
	vptestnmq	k0, xmm22, xmm20
	vptestnmq	k1 {k4}, xmm23, xmm21
	vptestnmq	k2, ymm24, ymm22
	vptestnmq	k3 {k5}, ymm25, ymm23
	vptestnmq	k4, zmm27, zmm26
	vptestnmq	k5 {k6}, zmm29, zmm28
	vptestnmw	k6, xmm24, xmmword ptr [rbp + 128]
	vptestnmw	k7, xmm25, xmmword ptr [rsi + 2032]
	vptestnmw	k0, xmm26, xmmword ptr [rdi + 2048]
	vptestnmw	k1 {k7}, xmm27, xmmword ptr [r8 + rdx - 128]
	vptestnmw	k2, ymm28, ymmword ptr [r9 + 4096]
	vptestnmw	k3, ymm29, ymmword ptr [r10 - 4096]
	vptestnmw	k4, ymm30, ymmword ptr [r11 - 4128]
	vptestnmw	k5 {k1}, ymm31, ymmword ptr [r12 - 4096]
	vptestnmw	k6, zmm30, zmmword ptr [r13 + 2*rbx + 2147483647]
	vptestnmw	k7, zmm31, zmmword ptr [r14 + 8128]
	vptestnmw	k0, zmm0, zmmword ptr [r15 + 8192]
	vptestnmw	k1 {k2}, zmm1, zmmword ptr [rip - 2147483648]
	vptestnmw	k2, xmm2, xmm16
	vptestnmw	k3 {k3}, xmm3, xmm17
	vptestnmw	k4, ymm4, ymm18
	vptestnmw	k5 {k4}, ymm5, ymm19
	vptestnmw	k6, zmm7, zmm6
	vptestnmw	k7 {k5}, zmm9, zmm8
