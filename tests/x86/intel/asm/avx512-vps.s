	.intel_syntax noprefix
	.text
	vpsadbw	xmm0, xmm16, xmmword ptr [rax]
	vpsadbw	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vpsadbw	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vpsadbw	ymm3, ymm19, ymmword ptr [rbx + rax + 64]
	vpsadbw	ymm4, ymm20, ymmword ptr [rsp + 4064]
	vpsadbw	ymm5, ymm21, ymmword ptr [rbp + 4096]
	vpsadbw	zmm7, zmm6, zmmword ptr [rsi - 64]
	vpsadbw	zmm9, zmm8, zmmword ptr [rdi - 8192]
	vpsadbw	zmm11, zmm10, zmmword ptr [r8 - 8256]
	vpsadbw	xmm13, xmm12, xmm22
	vpsadbw	ymm15, ymm14, ymm23
	vpsadbw	zmm18, zmm17, zmm16
	vpscatterdd	xmmword ptr [r9 + 2*xmm0 + 1] {k1}, xmm24
	vpscatterdd	ymmword ptr [r10 + 4*ymm1 - 1] {k2}, ymm25
	vpscatterdd	zmmword ptr [r11 + 8*zmm2 + 127] {k3}, zmm19
	vpscatterdq	xmmword ptr [r12 + xmm3 + 128] {k4}, xmm26
	vpscatterdq	ymmword ptr [r13 + 2*xmm4 - 128] {k5}, ymm27
	vpscatterdq	zmmword ptr [r14 + 4*ymm5 + 4096] {k6}, zmm20
	vpscatterqd	qword ptr [r15 + 8*xmm6 - 4096] {k7}, xmm28
	vpscatterqd	xmmword ptr [rax + ymm7 + 2147483647] {k1}, xmm29
	vpscatterqd	ymmword ptr [rax + 2*zmm8 - 2147483648] {k2}, ymm30
	vpscatterqq	xmmword ptr [rcx + 4*xmm9] {k3}, xmm31
	vpscatterqq	ymmword ptr [rdx + 8*ymm10 + 64] {k4}, ymm16
	vpscatterqq	zmmword ptr [rbx + zmm11 - 64] {k5}, zmm21
	vpshldd	xmm22, xmm17, xmmword ptr [rsp + 1], 0
	vpshldd	xmm23, xmm18, xmmword ptr [rbp + 2032], 1
	vpshldd	xmm24, xmm19, xmmword ptr [rsi + 2048], 127
	vpshldd	xmm25 {k6}, xmm20, xmmword ptr [rdi + 2*rcx - 1], 255
	vpshldd	xmm26 {k7} {z}, xmm21, xmmword ptr [r8 + 127], 3
	vpshldd	ymm27, ymm22, ymmword ptr [r9 + 128], 128
	vpshldd	ymm28, ymm23, ymmword ptr [r10 - 4096], 64
	vpshldd	ymm29, ymm24, ymmword ptr [r11 - 4128], 17
	vpshldd	ymm30 {k1}, ymm25, ymmword ptr [r12 + 4*rdx - 128], 0
	vpshldd	ymm31 {k2} {z}, ymm26, ymmword ptr [r13 + 4096], 1
	vpshldd	zmm1, zmm0, dword ptr [r14 - 4096]{1to16}, 127
	vpshldd	zmm3, zmm2, dword ptr [r15 + 508]{1to16}, 255
	vpshldd	zmm5, zmm4, dword ptr [rip + 512]{1to16}, 3
	vpshldd	zmm7 {k3}, zmm6, dword ptr [rax + 8*rbx + 2147483647]{1to16}, 128
	vpshldd	zmm9 {k4} {z}, zmm8, dword ptr [rcx - 2147483648]{1to16}, 64
	vpshldd	xmm10, xmm27, dword ptr [rdx]{1to4}, 17
	vpshldd	xmm11, xmm28, dword ptr [rbx - 512]{1to4}, 0
	vpshldd	xmm12, xmm29, dword ptr [rsp - 516]{1to4}, 1
	vpshldd	xmm13 {k5}, xmm30, dword ptr [rbp + rbp + 64]{1to4}, 127
	vpshldd	xmm14 {k6} {z}, xmm31, dword ptr [rsi - 64]{1to4}, 255
	vpshldd	ymm15, ymm16, dword ptr [rdi + 1]{1to8}, 3
	vpshldd	ymm16, ymm17, dword ptr [r8 + 508]{1to8}, 128
	vpshldd	ymm17, ymm18, dword ptr [r9 + 512]{1to8}, 64
	vpshldd	ymm18 {k7}, ymm19, dword ptr [r10 + 2*rsi - 1]{1to8}, 17
	vpshldd	ymm19 {k1} {z}, ymm20, dword ptr [r11 + 127]{1to8}, 0
	vpshldd	zmm21, zmm20, zmmword ptr [r12 + 128], 1
	vpshldd	zmm23, zmm22, zmmword ptr [r13 - 8192], 127
	vpshldd	zmm25, zmm24, zmmword ptr [r14 - 8256], 255
	vpshldd	zmm27 {k2}, zmm26, zmmword ptr [r15 + 4*rdi - 128], 3
	vpshldd	zmm29 {k3} {z}, zmm28, zmmword ptr [rip + 4096], 128
	vpshldd	xmm31, xmm30, xmm21, 64
	vpshldd	xmm1 {k4}, xmm0, xmm22, 17
	vpshldd	xmm3 {k5} {z}, xmm2, xmm23, 0
	vpshldd	ymm5, ymm4, ymm24, 1
	vpshldd	ymm7 {k6}, ymm6, ymm25, 127
	vpshldd	ymm9 {k7} {z}, ymm8, ymm26, 255
	vpshldd	zmm12, zmm11, zmm10, 3
	vpshldd	zmm15 {k1}, zmm14, zmm13, 128
	vpshldd	zmm18 {k2} {z}, zmm17, zmm16, 64
	vpshldq	xmm19, xmm27, xmmword ptr [rax - 4096], 17
	vpshldq	xmm20, xmm28, xmmword ptr [rcx + 2032], 0
	vpshldq	xmm21, xmm29, xmmword ptr [rdx + 2048], 1
	vpshldq	xmm22 {k3}, xmm30, xmmword ptr [rbx + 2147483647], 127
	vpshldq	xmm23 {k4} {z}, xmm31, xmmword ptr [rsp + 8*r8 - 2147483648], 255
	vpshldq	ymm24, ymm16, ymmword ptr [rbp], 3
	vpshldq	ymm25, ymm17, ymmword ptr [rsi - 4096], 128
	vpshldq	ymm26, ymm18, ymmword ptr [rdi - 4128], 64
	vpshldq	ymm27 {k5}, ymm19, ymmword ptr [r8 + 64], 17
	vpshldq	ymm28 {k6} {z}, ymm20, ymmword ptr [r9 + r9 - 64], 0
	vpshldq	zmm30, zmm29, zmmword ptr [r10 + 1], 1
	vpshldq	zmm0, zmm31, zmmword ptr [r11 + 8128], 127
	vpshldq	zmm2, zmm1, zmmword ptr [r12 + 8192], 255
	vpshldq	zmm4 {k7}, zmm3, zmmword ptr [r13 - 1], 3
	vpshldq	zmm6 {k1} {z}, zmm5, zmmword ptr [r14 + 2*r10 + 127], 128
	vpshldq	xmm7, xmm21, qword ptr [r15 + 128]{1to2}, 64
	vpshldq	xmm8, xmm22, qword ptr [rip - 1024]{1to2}, 17
	vpshldq	xmm9, xmm23, qword ptr [rax - 1032]{1to2}, 0
	vpshldq	xmm10 {k2}, xmm24, qword ptr [rcx - 128]{1to2}, 1
	vpshldq	xmm11 {k3} {z}, xmm25, qword ptr [rdx + 4*r11 + 4096]{1to2}, 127
	vpshldq	ymm12, ymm26, qword ptr [rbx - 4096]{1to4}, 255
	vpshldq	ymm13, ymm27, qword ptr [rsp + 1016]{1to4}, 3
	vpshldq	ymm14, ymm28, qword ptr [rbp + 1024]{1to4}, 128
	vpshldq	ymm15 {k4}, ymm29, qword ptr [rsi + 2147483647]{1to4}, 64
	vpshldq	ymm16 {k5} {z}, ymm30, qword ptr [rdi + 8*r12 - 2147483648]{1to4}, 17
	vpshldq	zmm18, zmm17, qword ptr [r8]{1to8}, 0
	vpshldq	zmm20, zmm19, qword ptr [r9 - 1024]{1to8}, 1
	vpshldq	zmm22, zmm21, qword ptr [r10 - 1032]{1to8}, 127
	vpshldq	zmm24 {k6}, zmm23, qword ptr [r11 + 64]{1to8}, 255
	vpshldq	zmm26 {k7} {z}, zmm25, qword ptr [r12 + r13 - 64]{1to8}, 3
	vpshldq	xmm28, xmm27, xmm31, 128
	vpshldq	xmm30 {k1}, xmm29, xmm16, 64
	vpshldq	xmm0 {k2} {z}, xmm31, xmm17, 17
	vpshldq	ymm2, ymm1, ymm18, 0
	vpshldq	ymm4 {k3}, ymm3, ymm19, 1
	vpshldq	ymm6 {k4} {z}, ymm5, ymm20, 127
	vpshldq	zmm9, zmm8, zmm7, 255
	vpshldq	zmm12 {k5}, zmm11, zmm10, 3
	vpshldq	zmm15 {k6} {z}, zmm14, zmm13, 128
	vpshldvd	xmm16, xmm21, xmmword ptr [r13 + 1]
	vpshldvd	xmm17, xmm22, xmmword ptr [r14 + 2032]
	vpshldvd	xmm18, xmm23, xmmword ptr [r15 + 2048]
	vpshldvd	xmm19 {k7}, xmm24, xmmword ptr [rip - 1]
	vpshldvd	xmm20 {k1} {z}, xmm25, xmmword ptr [rax + 127]
	vpshldvd	ymm21, ymm26, ymmword ptr [rcx + 2*r14 + 128]
	vpshldvd	ymm22, ymm27, ymmword ptr [rdx - 4096]
	vpshldvd	ymm23, ymm28, ymmword ptr [rbx - 4128]
	vpshldvd	ymm24 {k2}, ymm29, ymmword ptr [rsp - 128]
	vpshldvd	ymm25 {k3} {z}, ymm30, ymmword ptr [rbp + 4096]
	vpshldvd	zmm27, zmm26, dword ptr [rsi + 4*r15 - 4096]{1to16}
	vpshldvd	zmm29, zmm28, dword ptr [rdi + 508]{1to16}
	vpshldvd	zmm31, zmm30, dword ptr [r8 + 512]{1to16}
	vpshldvd	zmm1 {k4}, zmm0, dword ptr [r9 + 2147483647]{1to16}
	vpshldvd	zmm3 {k5} {z}, zmm2, dword ptr [r10 - 2147483648]{1to16}
	vpshldvd	xmm4, xmm31, dword ptr [r11 + 8*rax]{1to4}
	vpshldvd	xmm5, xmm16, dword ptr [r12 - 512]{1to4}
	vpshldvd	xmm6, xmm17, dword ptr [r13 - 516]{1to4}
	vpshldvd	xmm7 {k6}, xmm18, dword ptr [r14 + 64]{1to4}
	vpshldvd	xmm8 {k7} {z}, xmm19, dword ptr [r15 - 64]{1to4}
	vpshldvd	ymm9, ymm20, dword ptr [rip + 1]{1to8}
	vpshldvd	ymm10, ymm21, dword ptr [rax + 508]{1to8}
	vpshldvd	ymm11, ymm22, dword ptr [rcx + 512]{1to8}
	vpshldvd	ymm12 {k1}, ymm23, dword ptr [rdx + rcx - 1]{1to8}
	vpshldvd	ymm13 {k2} {z}, ymm24, dword ptr [rbx + 127]{1to8}
	vpshldvd	zmm15, zmm14, zmmword ptr [rsp + 128]
	vpshldvd	zmm17, zmm16, zmmword ptr [rbp - 8192]
	vpshldvd	zmm19, zmm18, zmmword ptr [rsi - 8256]
	vpshldvd	zmm21 {k3}, zmm20, zmmword ptr [rdi + 2*rdx - 128]
	vpshldvd	zmm23 {k4} {z}, zmm22, zmmword ptr [r8 + 4096]
	vpshldvd	xmm26, xmm24, xmm25
	vpshldvd	xmm28 {k5}, xmm27, xmm26
	vpshldvd	xmm30 {k6} {z}, xmm29, xmm27
	vpshldvd	ymm0, ymm31, ymm28
	vpshldvd	ymm2 {k7}, ymm1, ymm29
	vpshldvd	ymm4 {k1} {z}, ymm3, ymm30
	vpshldvd	zmm7, zmm6, zmm5
	vpshldvd	zmm10 {k2}, zmm9, zmm8
	vpshldvd	zmm13 {k3} {z}, zmm12, zmm11
	vpshldvq	xmm14, xmm31, xmmword ptr [r9 - 4096]
	vpshldvq	xmm15, xmm16, xmmword ptr [r10 + 2032]
	vpshldvq	xmm16, xmm17, xmmword ptr [r11 + 2048]
	vpshldvq	xmm17 {k4}, xmm18, xmmword ptr [r12 + 4*rbx + 2147483647]
	vpshldvq	xmm18 {k5} {z}, xmm19, xmmword ptr [r13 - 2147483648]
	vpshldvq	ymm19, ymm20, ymmword ptr [r14]
	vpshldvq	ymm20, ymm21, ymmword ptr [r15 - 4096]
	vpshldvq	ymm21, ymm22, ymmword ptr [rip - 4128]
	vpshldvq	ymm22 {k6}, ymm23, ymmword ptr [rax + 8*rbp + 64]
	vpshldvq	ymm23 {k7} {z}, ymm24, ymmword ptr [rcx - 64]
	vpshldvq	zmm25, zmm24, zmmword ptr [rdx + 1]
	vpshldvq	zmm27, zmm26, zmmword ptr [rbx + 8128]
	vpshldvq	zmm29, zmm28, zmmword ptr [rsp + 8192]
	vpshldvq	zmm31 {k1}, zmm30, zmmword ptr [rbp + rsi - 1]
	vpshldvq	zmm1 {k2} {z}, zmm0, zmmword ptr [rsi + 127]
	vpshldvq	xmm2, xmm25, qword ptr [rdi + 128]{1to2}
	vpshldvq	xmm3, xmm26, qword ptr [r8 - 1024]{1to2}
	vpshldvq	xmm4, xmm27, qword ptr [r9 - 1032]{1to2}
	vpshldvq	xmm5 {k3}, xmm28, qword ptr [r10 + 2*rdi - 128]{1to2}
	vpshldvq	xmm6 {k4} {z}, xmm29, qword ptr [r11 + 4096]{1to2}
	vpshldvq	ymm7, ymm30, qword ptr [r12 - 4096]{1to4}
	vpshldvq	ymm8, ymm31, qword ptr [r13 + 1016]{1to4}
	vpshldvq	ymm9, ymm16, qword ptr [r14 + 1024]{1to4}
	vpshldvq	ymm10 {k5}, ymm17, qword ptr [r15 + 4*r8 + 2147483647]{1to4}
	vpshldvq	ymm11 {k6} {z}, ymm18, qword ptr [rip - 2147483648]{1to4}
	vpshldvq	zmm13, zmm12, qword ptr [rax]{1to8}
	vpshldvq	zmm15, zmm14, qword ptr [rcx - 1024]{1to8}
	vpshldvq	zmm17, zmm16, qword ptr [rdx - 1032]{1to8}
	vpshldvq	zmm19 {k7}, zmm18, qword ptr [rbx + 64]{1to8}
	vpshldvq	zmm21 {k1} {z}, zmm20, qword ptr [rsp + 8*r9 - 64]{1to8}
	vpshldvq	xmm23, xmm22, xmm19
	vpshldvq	xmm25 {k2}, xmm24, xmm20
	vpshldvq	xmm27 {k3} {z}, xmm26, xmm21
	vpshldvq	ymm29, ymm28, ymm22
	vpshldvq	ymm31 {k4}, ymm30, ymm23
	vpshldvq	ymm1 {k5} {z}, ymm0, ymm24
	vpshldvq	zmm4, zmm3, zmm2
	vpshldvq	zmm7 {k6}, zmm6, zmm5
	vpshldvq	zmm10 {k7} {z}, zmm9, zmm8
	vpshldvw	xmm11, xmm25, xmmword ptr [rbp + 1]
	vpshldvw	xmm12, xmm26, xmmword ptr [rsi + 2032]
	vpshldvw	xmm13, xmm27, xmmword ptr [rdi + 2048]
	vpshldvw	xmm14 {k1}, xmm28, xmmword ptr [r8 - 1]
	vpshldvw	xmm15 {k2} {z}, xmm29, xmmword ptr [r9 + r10 + 127]
	vpshldvw	ymm16, ymm30, ymmword ptr [r10 + 128]
	vpshldvw	ymm17, ymm31, ymmword ptr [r11 - 4096]
	vpshldvw	ymm18, ymm16, ymmword ptr [r12 - 4128]
	vpshldvw	ymm19 {k3}, ymm17, ymmword ptr [r13 - 128]
	vpshldvw	ymm20 {k4} {z}, ymm18, ymmword ptr [r14 + 2*r11 + 4096]
	vpshldvw	zmm22, zmm21, zmmword ptr [r15 - 4096]
	vpshldvw	zmm24, zmm23, zmmword ptr [rip + 8128]
	vpshldvw	zmm26, zmm25, zmmword ptr [rax + 8192]
	vpshldvw	zmm28 {k5}, zmm27, zmmword ptr [rcx + 2147483647]
	vpshldvw	zmm30 {k6} {z}, zmm29, zmmword ptr [rdx + 4*r12 - 2147483648]
	vpshldvw	xmm0, xmm31, xmm19
	vpshldvw	xmm2 {k7}, xmm1, xmm20
	vpshldvw	xmm4 {k1} {z}, xmm3, xmm21
	vpshldvw	ymm6, ymm5, ymm22
	vpshldvw	ymm8 {k2}, ymm7, ymm23
	vpshldvw	ymm10 {k3} {z}, ymm9, ymm24
	vpshldvw	zmm13, zmm12, zmm11
	vpshldvw	zmm16 {k4}, zmm15, zmm14
	vpshldvw	zmm19 {k5} {z}, zmm18, zmm17
	vpshldw	xmm20, xmm25, xmmword ptr [rbx], 64
	vpshldw	xmm21, xmm26, xmmword ptr [rsp - 2048], 17
	vpshldw	xmm22, xmm27, xmmword ptr [rbp - 2064], 0
	vpshldw	xmm23 {k6}, xmm28, xmmword ptr [rsi + 64], 1
	vpshldw	xmm24 {k7} {z}, xmm29, xmmword ptr [rdi + 8*r13 - 64], 127
	vpshldw	ymm25, ymm30, ymmword ptr [r8 + 1], 255
	vpshldw	ymm26, ymm31, ymmword ptr [r9 + 4064], 3
	vpshldw	ymm27, ymm16, ymmword ptr [r10 + 4096], 128
	vpshldw	ymm28 {k1}, ymm17, ymmword ptr [r11 - 1], 64
	vpshldw	ymm29 {k2} {z}, ymm18, ymmword ptr [r12 + r14 + 127], 17
	vpshldw	zmm31, zmm30, zmmword ptr [r13 + 128], 0
	vpshldw	zmm1, zmm0, zmmword ptr [r14 - 8192], 1
	vpshldw	zmm3, zmm2, zmmword ptr [r15 - 8256], 127
	vpshldw	zmm5 {k3}, zmm4, zmmword ptr [rip - 128], 255
	vpshldw	zmm7 {k4} {z}, zmm6, zmmword ptr [rax + 4096], 3
	vpshldw	xmm9, xmm8, xmm19, 128
	vpshldw	xmm11 {k5}, xmm10, xmm20, 64
	vpshldw	xmm13 {k6} {z}, xmm12, xmm21, 17
	vpshldw	ymm15, ymm14, ymm22, 0
	vpshldw	ymm17 {k7}, ymm16, ymm23, 1
	vpshldw	ymm19 {k1} {z}, ymm18, ymm24, 127
	vpshldw	zmm22, zmm21, zmm20, 255
	vpshldw	zmm25 {k2}, zmm24, zmm23, 3
	vpshldw	zmm28 {k3} {z}, zmm27, zmm26, 128
	vpshrdd	xmm29, xmm25, xmmword ptr [rcx + 2*r15 - 4096], 64
	vpshrdd	xmm30, xmm26, xmmword ptr [rdx + 2032], 17
	vpshrdd	xmm31, xmm27, xmmword ptr [rbx + 2048], 0
	vpshrdd	xmm0 {k4}, xmm28, xmmword ptr [rsp + 2147483647], 1
	vpshrdd	xmm1 {k5} {z}, xmm29, xmmword ptr [rbp - 2147483648], 127
	vpshrdd	ymm2, ymm30, ymmword ptr [rsi + 4*rax], 255
	vpshrdd	ymm3, ymm31, ymmword ptr [rdi - 4096], 3
	vpshrdd	ymm4, ymm16, ymmword ptr [r8 - 4128], 128
	vpshrdd	ymm5 {k6}, ymm17, ymmword ptr [r9 + 64], 64
	vpshrdd	ymm6 {k7} {z}, ymm18, ymmword ptr [r10 - 64], 17
	vpshrdd	zmm8, zmm7, dword ptr [r11 + 8*rcx + 1]{1to16}, 0
	vpshrdd	zmm10, zmm9, dword ptr [r12 + 508]{1to16}, 1
	vpshrdd	zmm12, zmm11, dword ptr [r13 + 512]{1to16}, 127
	vpshrdd	zmm14 {k1}, zmm13, dword ptr [r14 - 1]{1to16}, 255
	vpshrdd	zmm16 {k2} {z}, zmm15, dword ptr [r15 + 127]{1to16}, 3
	vpshrdd	xmm17, xmm19, dword ptr [rip + 128]{1to4}, 128
	vpshrdd	xmm18, xmm20, dword ptr [rax - 512]{1to4}, 64
	vpshrdd	xmm19, xmm21, dword ptr [rcx - 516]{1to4}, 17
	vpshrdd	xmm20 {k3}, xmm22, dword ptr [rdx + rdx - 128]{1to4}, 0
	vpshrdd	xmm21 {k4} {z}, xmm23, dword ptr [rbx + 4096]{1to4}, 1
	vpshrdd	ymm22, ymm24, dword ptr [rsp - 4096]{1to8}, 127
	vpshrdd	ymm23, ymm25, dword ptr [rbp + 508]{1to8}, 255
	vpshrdd	ymm24, ymm26, dword ptr [rsi + 512]{1to8}, 3
	vpshrdd	ymm25 {k5}, ymm27, dword ptr [rdi + 2*rbx + 2147483647]{1to8}, 128
	vpshrdd	ymm26 {k6} {z}, ymm28, dword ptr [r8 - 2147483648]{1to8}, 64
	vpshrdd	zmm28, zmm27, zmmword ptr [r9], 17
	vpshrdd	zmm30, zmm29, zmmword ptr [r10 - 8192], 0
	vpshrdd	zmm0, zmm31, zmmword ptr [r11 - 8256], 1
	vpshrdd	zmm2 {k7}, zmm1, zmmword ptr [r12 + 4*rbp + 64], 127
	vpshrdd	zmm4 {k1} {z}, zmm3, zmmword ptr [r13 - 64], 255
	vpshrdd	xmm6, xmm5, xmm29, 3
	vpshrdd	xmm8 {k2}, xmm7, xmm30, 128
	vpshrdd	xmm10 {k3} {z}, xmm9, xmm31, 64
	vpshrdd	ymm12, ymm11, ymm16, 17
	vpshrdd	ymm14 {k4}, ymm13, ymm17, 0
	vpshrdd	ymm16 {k5} {z}, ymm15, ymm18, 1
	vpshrdd	zmm19, zmm18, zmm17, 127
	vpshrdd	zmm22 {k6}, zmm21, zmm20, 255
	vpshrdd	zmm25 {k7} {z}, zmm24, zmm23, 3
	vpshrdq	xmm26, xmm19, xmmword ptr [r14 + 1], 128
	vpshrdq	xmm27, xmm20, xmmword ptr [r15 + 2032], 64
	vpshrdq	xmm28, xmm21, xmmword ptr [rip + 2048], 17
	vpshrdq	xmm29 {k1}, xmm22, xmmword ptr [rax + 8*rsi - 1], 0
	vpshrdq	xmm30 {k2} {z}, xmm23, xmmword ptr [rcx + 127], 1
	vpshrdq	ymm31, ymm24, ymmword ptr [rdx + 128], 127
	vpshrdq	ymm0, ymm25, ymmword ptr [rbx - 4096], 255
	vpshrdq	ymm1, ymm26, ymmword ptr [rsp - 4128], 3
	vpshrdq	ymm2 {k3}, ymm27, ymmword ptr [rbp + rdi - 128], 128
	vpshrdq	ymm3 {k4} {z}, ymm28, ymmword ptr [rsi + 4096], 64
	vpshrdq	zmm5, zmm4, zmmword ptr [rdi - 4096], 17
	vpshrdq	zmm7, zmm6, zmmword ptr [r8 + 8128], 0
	vpshrdq	zmm9, zmm8, zmmword ptr [r9 + 8192], 1
	vpshrdq	zmm11 {k5}, zmm10, zmmword ptr [r10 + 2*r8 + 2147483647], 127
	vpshrdq	zmm13 {k6} {z}, zmm12, zmmword ptr [r11 - 2147483648], 255
	vpshrdq	xmm14, xmm29, qword ptr [r12]{1to2}, 3
	vpshrdq	xmm15, xmm30, qword ptr [r13 - 1024]{1to2}, 128
	vpshrdq	xmm16, xmm31, qword ptr [r14 - 1032]{1to2}, 64
	vpshrdq	xmm17 {k7}, xmm16, qword ptr [r15 + 4*r9 + 64]{1to2}, 17
	vpshrdq	xmm18 {k1} {z}, xmm17, qword ptr [rip - 64]{1to2}, 0
	vpshrdq	ymm19, ymm18, qword ptr [rax + 1]{1to4}, 1
	vpshrdq	ymm20, ymm19, qword ptr [rcx + 1016]{1to4}, 127
	vpshrdq	ymm21, ymm20, qword ptr [rdx + 1024]{1to4}, 255
	vpshrdq	ymm22 {k2}, ymm21, qword ptr [rbx - 1]{1to4}, 3
	vpshrdq	ymm23 {k3} {z}, ymm22, qword ptr [rsp + 8*r10 + 127]{1to4}, 128
	vpshrdq	zmm25, zmm24, qword ptr [rbp + 128]{1to8}, 64
	vpshrdq	zmm27, zmm26, qword ptr [rsi - 1024]{1to8}, 17
	vpshrdq	zmm29, zmm28, qword ptr [rdi - 1032]{1to8}, 0
	vpshrdq	zmm31 {k4}, zmm30, qword ptr [r8 - 128]{1to8}, 1
	vpshrdq	zmm1 {k5} {z}, zmm0, qword ptr [r9 + r11 + 4096]{1to8}, 127
	vpshrdq	xmm3, xmm2, xmm23, 255
	vpshrdq	xmm5 {k6}, xmm4, xmm24, 3
	vpshrdq	xmm7 {k7} {z}, xmm6, xmm25, 128
	vpshrdq	ymm9, ymm8, ymm26, 64
	vpshrdq	ymm11 {k1}, ymm10, ymm27, 17
	vpshrdq	ymm13 {k2} {z}, ymm12, ymm28, 0
	vpshrdq	zmm16, zmm15, zmm14, 1
	vpshrdq	zmm19 {k3}, zmm18, zmm17, 127
	vpshrdq	zmm22 {k4} {z}, zmm21, zmm20, 255
	vpshrdvd	xmm23, xmm29, xmmword ptr [r10 - 4096]
	vpshrdvd	xmm24, xmm30, xmmword ptr [r11 + 2032]
	vpshrdvd	xmm25, xmm31, xmmword ptr [r12 + 2048]
	vpshrdvd	xmm26 {k5}, xmm16, xmmword ptr [r13 + 2147483647]
	vpshrdvd	xmm27 {k6} {z}, xmm17, xmmword ptr [r14 + 2*r12 - 2147483648]
	vpshrdvd	ymm28, ymm18, ymmword ptr [r15]
	vpshrdvd	ymm29, ymm19, ymmword ptr [rip - 4096]
	vpshrdvd	ymm30, ymm20, ymmword ptr [rax - 4128]
	vpshrdvd	ymm31 {k7}, ymm21, ymmword ptr [rcx + 64]
	vpshrdvd	ymm0 {k1} {z}, ymm22, ymmword ptr [rdx + 4*r13 - 64]
	vpshrdvd	zmm2, zmm1, dword ptr [rbx + 1]{1to16}
	vpshrdvd	zmm4, zmm3, dword ptr [rsp + 508]{1to16}
	vpshrdvd	zmm6, zmm5, dword ptr [rbp + 512]{1to16}
	vpshrdvd	zmm8 {k2}, zmm7, dword ptr [rsi - 1]{1to16}
	vpshrdvd	zmm10 {k3} {z}, zmm9, dword ptr [rdi + 8*r14 + 127]{1to16}
	vpshrdvd	xmm11, xmm23, dword ptr [r8 + 128]{1to4}
	vpshrdvd	xmm12, xmm24, dword ptr [r9 - 512]{1to4}
	vpshrdvd	xmm13, xmm25, dword ptr [r10 - 516]{1to4}
	vpshrdvd	xmm14 {k4}, xmm26, dword ptr [r11 - 128]{1to4}
	vpshrdvd	xmm15 {k5} {z}, xmm27, dword ptr [r12 + r15 + 4096]{1to4}
	vpshrdvd	ymm16, ymm28, dword ptr [r13 - 4096]{1to8}
	vpshrdvd	ymm17, ymm29, dword ptr [r14 + 508]{1to8}
	vpshrdvd	ymm18, ymm30, dword ptr [r15 + 512]{1to8}
	vpshrdvd	ymm19 {k6}, ymm31, dword ptr [rip + 2147483647]{1to8}
	vpshrdvd	ymm20 {k7} {z}, ymm16, dword ptr [rax - 2147483648]{1to8}
	vpshrdvd	zmm22, zmm21, zmmword ptr [rcx + 2*rax]
	vpshrdvd	zmm24, zmm23, zmmword ptr [rdx - 8192]
	vpshrdvd	zmm26, zmm25, zmmword ptr [rbx - 8256]
	vpshrdvd	zmm28 {k1}, zmm27, zmmword ptr [rsp + 64]
	vpshrdvd	zmm30 {k2} {z}, zmm29, zmmword ptr [rbp - 64]
	vpshrdvd	xmm0, xmm31, xmm17
	vpshrdvd	xmm2 {k3}, xmm1, xmm18
	vpshrdvd	xmm4 {k4} {z}, xmm3, xmm19
	vpshrdvd	ymm6, ymm5, ymm20
	vpshrdvd	ymm8 {k5}, ymm7, ymm21
	vpshrdvd	ymm10 {k6} {z}, ymm9, ymm22
	vpshrdvd	zmm13, zmm12, zmm11
	vpshrdvd	zmm16 {k7}, zmm15, zmm14
	vpshrdvd	zmm19 {k1} {z}, zmm18, zmm17
	vpshrdvq	xmm20, xmm23, xmmword ptr [rsi + 4*rcx + 1]
	vpshrdvq	xmm21, xmm24, xmmword ptr [rdi + 2032]
	vpshrdvq	xmm22, xmm25, xmmword ptr [r8 + 2048]
	vpshrdvq	xmm23 {k2}, xmm26, xmmword ptr [r9 - 1]
	vpshrdvq	xmm24 {k3} {z}, xmm27, xmmword ptr [r10 + 127]
	vpshrdvq	ymm25, ymm28, ymmword ptr [r11 + 8*rdx + 128]
	vpshrdvq	ymm26, ymm29, ymmword ptr [r12 - 4096]
	vpshrdvq	ymm27, ymm30, ymmword ptr [r13 - 4128]
	vpshrdvq	ymm28 {k4}, ymm31, ymmword ptr [r14 - 128]
	vpshrdvq	ymm29 {k5} {z}, ymm16, ymmword ptr [r15 + 4096]
	vpshrdvq	zmm31, zmm30, zmmword ptr [rip - 4096]
	vpshrdvq	zmm1, zmm0, zmmword ptr [rax + 8128]
	vpshrdvq	zmm3, zmm2, zmmword ptr [rcx + 8192]
	vpshrdvq	zmm5 {k6}, zmm4, zmmword ptr [rdx + rbx + 2147483647]
	vpshrdvq	zmm7 {k7} {z}, zmm6, zmmword ptr [rbx - 2147483648]
	vpshrdvq	xmm8, xmm17, qword ptr [rsp]{1to2}
	vpshrdvq	xmm9, xmm18, qword ptr [rbp - 1024]{1to2}
	vpshrdvq	xmm10, xmm19, qword ptr [rsi - 1032]{1to2}
	vpshrdvq	xmm11 {k1}, xmm20, qword ptr [rdi + 2*rbp + 64]{1to2}
	vpshrdvq	xmm12 {k2} {z}, xmm21, qword ptr [r8 - 64]{1to2}
	vpshrdvq	ymm13, ymm22, qword ptr [r9 + 1]{1to4}
	vpshrdvq	ymm14, ymm23, qword ptr [r10 + 1016]{1to4}
	vpshrdvq	ymm15, ymm24, qword ptr [r11 + 1024]{1to4}
	vpshrdvq	ymm16 {k3}, ymm25, qword ptr [r12 + 4*rsi - 1]{1to4}
	vpshrdvq	ymm17 {k4} {z}, ymm26, qword ptr [r13 + 127]{1to4}
	vpshrdvq	zmm19, zmm18, qword ptr [r14 + 128]{1to8}
	vpshrdvq	zmm21, zmm20, qword ptr [r15 - 1024]{1to8}
	vpshrdvq	zmm23, zmm22, qword ptr [rip - 1032]{1to8}
	vpshrdvq	zmm25 {k5}, zmm24, qword ptr [rax + 8*rdi - 128]{1to8}
	vpshrdvq	zmm27 {k6} {z}, zmm26, qword ptr [rcx + 4096]{1to8}
	vpshrdvq	xmm29, xmm28, xmm27
	vpshrdvq	xmm31 {k7}, xmm30, xmm28
	vpshrdvq	xmm1 {k1} {z}, xmm0, xmm29
	vpshrdvq	ymm3, ymm2, ymm30
	vpshrdvq	ymm5 {k2}, ymm4, ymm31
	vpshrdvq	ymm7 {k3} {z}, ymm6, ymm16
	vpshrdvq	zmm10, zmm9, zmm8
	vpshrdvq	zmm13 {k4}, zmm12, zmm11
	vpshrdvq	zmm16 {k5} {z}, zmm15, zmm14
	vpshrdvw	xmm18, xmm17, xmmword ptr [rdx - 4096]
	vpshrdvw	xmm19, xmm18, xmmword ptr [rbx + 2032]
	vpshrdvw	xmm20, xmm19, xmmword ptr [rsp + 2048]
	vpshrdvw	xmm21 {k6}, xmm20, xmmword ptr [rbp + r8 + 2147483647]
	vpshrdvw	xmm22 {k7} {z}, xmm21, xmmword ptr [rsi - 2147483648]
	vpshrdvw	ymm23, ymm22, ymmword ptr [rdi]
	vpshrdvw	ymm24, ymm23, ymmword ptr [r8 - 4096]
	vpshrdvw	ymm25, ymm24, ymmword ptr [r9 - 4128]
	vpshrdvw	ymm26 {k1}, ymm25, ymmword ptr [r10 + 2*r9 + 64]
	vpshrdvw	ymm27 {k2} {z}, ymm26, ymmword ptr [r11 - 64]
	vpshrdvw	zmm29, zmm28, zmmword ptr [r12 + 1]
	vpshrdvw	zmm31, zmm30, zmmword ptr [r13 + 8128]
	vpshrdvw	zmm1, zmm0, zmmword ptr [r14 + 8192]
	vpshrdvw	zmm3 {k3}, zmm2, zmmword ptr [r15 + 4*r10 - 1]
	vpshrdvw	zmm5 {k4} {z}, zmm4, zmmword ptr [rip + 127]
	vpshrdvw	xmm7, xmm6, xmm27
	vpshrdvw	xmm9 {k5}, xmm8, xmm28
	vpshrdvw	xmm11 {k6} {z}, xmm10, xmm29
	vpshrdvw	ymm13, ymm12, ymm30
	vpshrdvw	ymm15 {k7}, ymm14, ymm31
	vpshrdvw	ymm18 {k1} {z}, ymm17, ymm16
	vpshrdvw	zmm21, zmm20, zmm19
	vpshrdvw	zmm24 {k2}, zmm23, zmm22
	vpshrdvw	zmm27 {k3} {z}, zmm26, zmm25
	vpshrdw	xmm28, xmm17, xmmword ptr [rax + 128], 3
	vpshrdw	xmm29, xmm18, xmmword ptr [rcx - 2048], 128
	vpshrdw	xmm30, xmm19, xmmword ptr [rdx - 2064], 64
	vpshrdw	xmm31 {k4}, xmm20, xmmword ptr [rbx - 128], 17
	vpshrdw	xmm0 {k5} {z}, xmm21, xmmword ptr [rsp + 8*r11 + 4096], 0
	vpshrdw	ymm1, ymm22, ymmword ptr [rbp - 4096], 1
	vpshrdw	ymm2, ymm23, ymmword ptr [rsi + 4064], 127
	vpshrdw	ymm3, ymm24, ymmword ptr [rdi + 4096], 255
	vpshrdw	ymm4 {k6}, ymm25, ymmword ptr [r8 + 2147483647], 3
	vpshrdw	ymm5 {k7} {z}, ymm26, ymmword ptr [r9 + r12 - 2147483648], 128
	vpshrdw	zmm7, zmm6, zmmword ptr [r10], 64
	vpshrdw	zmm9, zmm8, zmmword ptr [r11 - 8192], 17
	vpshrdw	zmm11, zmm10, zmmword ptr [r12 - 8256], 0
	vpshrdw	zmm13 {k1}, zmm12, zmmword ptr [r13 + 64], 1
	vpshrdw	zmm15 {k2} {z}, zmm14, zmmword ptr [r14 + 2*r13 - 64], 127
	vpshrdw	xmm17, xmm16, xmm27, 255
	vpshrdw	xmm19 {k3}, xmm18, xmm28, 3
	vpshrdw	xmm21 {k4} {z}, xmm20, xmm29, 128
	vpshrdw	ymm23, ymm22, ymm30, 64
	vpshrdw	ymm25 {k5}, ymm24, ymm31, 17
	vpshrdw	ymm27 {k6} {z}, ymm26, ymm16, 0
	vpshrdw	zmm30, zmm29, zmm28, 1
	vpshrdw	zmm1 {k7}, zmm0, zmm31, 127
	vpshrdw	zmm4 {k1} {z}, zmm3, zmm2, 255
	vpshufb	xmm5, xmm17, xmmword ptr [r15 + 1]
	vpshufb	xmm6, xmm18, xmmword ptr [rip + 2032]
	vpshufb	xmm7, xmm19, xmmword ptr [rax + 2048]
	vpshufb	xmm8 {k2}, xmm20, xmmword ptr [rcx - 1]
	vpshufb	xmm9 {k3} {z}, xmm21, xmmword ptr [rdx + 4*r14 + 127]
	vpshufb	ymm10, ymm22, ymmword ptr [rbx + 128]
	vpshufb	ymm11, ymm23, ymmword ptr [rsp - 4096]
	vpshufb	ymm12, ymm24, ymmword ptr [rbp - 4128]
	vpshufb	ymm13 {k4}, ymm25, ymmword ptr [rsi - 128]
	vpshufb	ymm14 {k5} {z}, ymm26, ymmword ptr [rdi + 8*r15 + 4096]
	vpshufb	zmm16, zmm15, zmmword ptr [r8 - 4096]
	vpshufb	zmm18, zmm17, zmmword ptr [r9 + 8128]
	vpshufb	zmm20, zmm19, zmmword ptr [r10 + 8192]
	vpshufb	zmm22 {k6}, zmm21, zmmword ptr [r11 + 2147483647]
	vpshufb	zmm24 {k7} {z}, zmm23, zmmword ptr [r12 + rax - 2147483648]
	vpshufb	xmm26, xmm25, xmm27
	vpshufb	xmm29 {k1}, xmm27, xmm28
	vpshufb	xmm31 {k2} {z}, xmm30, xmm29
	vpshufb	ymm1, ymm0, ymm30
	vpshufb	ymm3 {k3}, ymm2, ymm31
	vpshufb	ymm5 {k4} {z}, ymm4, ymm16
	vpshufb	zmm8, zmm7, zmm6
	vpshufb	zmm11 {k5}, zmm10, zmm9
	vpshufb	zmm14 {k6} {z}, zmm13, zmm12
	vpshufbitqmb	k0, xmm17, xmmword ptr [r13]
	vpshufbitqmb	k1, xmm18, xmmword ptr [r14 - 2048]
	vpshufbitqmb	k2, xmm19, xmmword ptr [r15 - 2064]
	vpshufbitqmb	k3 {k7}, xmm20, xmmword ptr [rip + 64]
	vpshufbitqmb	k4, ymm21, ymmword ptr [rax - 64]
	vpshufbitqmb	k5, ymm22, ymmword ptr [rcx + 4064]
	vpshufbitqmb	k6, ymm23, ymmword ptr [rdx + 4096]
	vpshufbitqmb	k7 {k1}, ymm24, ymmword ptr [rbx + 2*rcx + 1]
	vpshufbitqmb	k0, zmm15, zmmword ptr [rsp - 1]
	vpshufbitqmb	k1, zmm16, zmmword ptr [rbp - 8192]
	vpshufbitqmb	k2, zmm17, zmmword ptr [rsi - 8256]
	vpshufbitqmb	k3 {k2}, zmm18, zmmword ptr [rdi + 127]
	vpshufbitqmb	k4, xmm19, xmm25
	vpshufbitqmb	k5 {k3}, xmm20, xmm26
	vpshufbitqmb	k6, ymm21, ymm27
	vpshufbitqmb	k7 {k4}, ymm22, ymm28
	vpshufbitqmb	k0, zmm24, zmm23
	vpshufbitqmb	k1 {k5}, zmm26, zmm25
	vpshufd	xmm29, xmmword ptr [r8 + 4*rdx + 128], 3
	vpshufd	xmm30, xmmword ptr [r9 + 2032], 128
	vpshufd	xmm31, xmmword ptr [r10 + 2048], 64
	vpshufd	xmm16 {k6}, xmmword ptr [r11 - 128], 17
	vpshufd	xmm17 {k7} {z}, xmmword ptr [r12 + 4096], 0
	vpshufd	ymm18, ymmword ptr [r13 + 8*rbx - 4096], 1
	vpshufd	ymm19, ymmword ptr [r14 - 4096], 127
	vpshufd	ymm20, ymmword ptr [r15 - 4128], 255
	vpshufd	ymm21 {k1}, ymmword ptr [rip + 2147483647], 3
	vpshufd	ymm22 {k2} {z}, ymmword ptr [rax - 2147483648], 128
	vpshufd	zmm27, dword ptr [rcx]{1to16}, 64
	vpshufd	zmm28, dword ptr [rdx + 508]{1to16}, 17
	vpshufd	zmm29, dword ptr [rbx + 512]{1to16}, 0
	vpshufd	zmm30 {k3}, dword ptr [rsp + rbp + 64]{1to16}, 1
	vpshufd	zmm31 {k4} {z}, dword ptr [rbp - 64]{1to16}, 127
	vpshufd	xmm23, dword ptr [rsi + 1]{1to4}, 255
	vpshufd	xmm24, dword ptr [rdi - 512]{1to4}, 3
	vpshufd	xmm25, dword ptr [r8 - 516]{1to4}, 128
	vpshufd	xmm26 {k5}, dword ptr [r9 + 2*rsi - 1]{1to4}, 64
	vpshufd	xmm27 {k6} {z}, dword ptr [r10 + 127]{1to4}, 17
	vpshufd	ymm28, dword ptr [r11 + 128]{1to8}, 0
	vpshufd	ymm29, dword ptr [r12 + 508]{1to8}, 1
	vpshufd	ymm30, dword ptr [r13 + 512]{1to8}, 127
	vpshufd	ymm31 {k7}, dword ptr [r14 + 4*rdi - 128]{1to8}, 255
	vpshufd	ymm16 {k1} {z}, dword ptr [r15 + 4096]{1to8}, 3
	vpshufd	zmm0, zmmword ptr [rip - 4096], 128
	vpshufd	zmm1, zmmword ptr [rax - 8192], 64
	vpshufd	zmm2, zmmword ptr [rcx - 8256], 17
	vpshufd	zmm3 {k2}, zmmword ptr [rdx + 2147483647], 0
	vpshufd	zmm4 {k3} {z}, zmmword ptr [rbx + 8*r8 - 2147483648], 1
	vpshufd	xmm5, xmm17, 127
	vpshufd	xmm6 {k4}, xmm18, 255
	vpshufd	xmm7 {k5} {z}, xmm19, 3
	vpshufd	ymm8, ymm20, 128
	vpshufd	ymm9 {k6}, ymm21, 64
	vpshufd	ymm10 {k7} {z}, ymm22, 17
	vpshufd	zmm12, zmm11, 0
	vpshufd	zmm14 {k1}, zmm13, 1
	vpshufd	zmm16 {k2} {z}, zmm15, 127
	vpshufhw	xmm23, xmmword ptr [rsp], 255
	vpshufhw	xmm24, xmmword ptr [rbp + 2032], 3
	vpshufhw	xmm25, xmmword ptr [rsi + 2048], 128
	vpshufhw	xmm26 {k3}, xmmword ptr [rdi + 64], 64
	vpshufhw	xmm27 {k4} {z}, xmmword ptr [r8 + r9 - 64], 17
	vpshufhw	ymm28, ymmword ptr [r9 + 1], 0
	vpshufhw	ymm29, ymmword ptr [r10 - 4096], 1
	vpshufhw	ymm30, ymmword ptr [r11 - 4128], 127
	vpshufhw	ymm31 {k5}, ymmword ptr [r12 - 1], 255
	vpshufhw	ymm16 {k6} {z}, ymmword ptr [r13 + 2*r10 + 127], 3
	vpshufhw	zmm17, zmmword ptr [r14 + 128], 128
	vpshufhw	zmm18, zmmword ptr [r15 + 8128], 64
	vpshufhw	zmm19, zmmword ptr [rip + 8192], 17
	vpshufhw	zmm20 {k7}, zmmword ptr [rax - 128], 0
	vpshufhw	zmm21 {k1} {z}, zmmword ptr [rcx + 4*r11 + 4096], 1
	vpshufhw	xmm22, xmm17, 127
	vpshufhw	xmm23 {k2}, xmm18, 255
	vpshufhw	xmm24 {k3} {z}, xmm19, 3
	vpshufhw	ymm25, ymm20, 128
	vpshufhw	ymm26 {k4}, ymm21, 64
	vpshufhw	ymm27 {k5} {z}, ymm22, 17
	vpshufhw	zmm29, zmm28, 0
	vpshufhw	zmm31 {k6}, zmm30, 1
	vpshufhw	zmm1 {k7} {z}, zmm0, 127
	vpshuflw	xmm23, xmmword ptr [rdx - 4096], 255
	vpshuflw	xmm24, xmmword ptr [rbx - 2048], 3
	vpshuflw	xmm25, xmmword ptr [rsp - 2064], 128
	vpshuflw	xmm26 {k1}, xmmword ptr [rbp + 2147483647], 64
	vpshuflw	xmm27 {k2} {z}, xmmword ptr [rsi + 8*r12 - 2147483648], 17
	vpshuflw	ymm28, ymmword ptr [rdi], 0
	vpshuflw	ymm29, ymmword ptr [r8 + 4064], 1
	vpshuflw	ymm30, ymmword ptr [r9 + 4096], 127
	vpshuflw	ymm31 {k3}, ymmword ptr [r10 + 64], 255
	vpshuflw	ymm16 {k4} {z}, ymmword ptr [r11 + r13 - 64], 3
	vpshuflw	zmm2, zmmword ptr [r12 + 1], 128
	vpshuflw	zmm3, zmmword ptr [r13 - 8192], 64
	vpshuflw	zmm4, zmmword ptr [r14 - 8256], 17
	vpshuflw	zmm5 {k5}, zmmword ptr [r15 - 1], 0
	vpshuflw	zmm6 {k6} {z}, zmmword ptr [rip + 127], 1
	vpshuflw	xmm7, xmm17, 127
	vpshuflw	xmm8 {k7}, xmm18, 255
	vpshuflw	xmm9 {k1} {z}, xmm19, 3
	vpshuflw	ymm10, ymm20, 128
	vpshuflw	ymm11 {k2}, ymm21, 64
	vpshuflw	ymm12 {k3} {z}, ymm22, 17
	vpshuflw	zmm14, zmm13, 0
	vpshuflw	zmm16 {k4}, zmm15, 1
	vpshuflw	zmm18 {k5} {z}, zmm17, 127
	vpslld	xmm23, xmmword ptr [rax + 2*r14 + 128], 255
	vpslld	xmm24, xmmword ptr [rcx + 2032], 3
	vpslld	xmm25, xmmword ptr [rdx + 2048], 128
	vpslld	xmm26 {k6}, xmmword ptr [rbx - 128], 64
	vpslld	xmm27 {k7} {z}, xmmword ptr [rsp + 4096], 17
	vpslld	ymm28, ymmword ptr [rbp + 4*r15 - 4096], 0
	vpslld	ymm29, ymmword ptr [rsi - 4096], 1
	vpslld	ymm30, ymmword ptr [rdi - 4128], 127
	vpslld	ymm31 {k1}, ymmword ptr [r8 + 2147483647], 255
	vpslld	ymm16 {k2} {z}, ymmword ptr [r9 - 2147483648], 3
	vpslld	zmm19, dword ptr [r10 + 8*rax]{1to16}, 128
	vpslld	zmm20, dword ptr [r11 + 508]{1to16}, 64
	vpslld	zmm21, dword ptr [r12 + 512]{1to16}, 17
	vpslld	zmm22 {k3}, dword ptr [r13 + 64]{1to16}, 0
	vpslld	zmm23 {k4} {z}, dword ptr [r14 - 64]{1to16}, 1
	vpslld	xmm17, dword ptr [r15 + rcx + 1]{1to4}, 127
	vpslld	xmm18, dword ptr [rip - 512]{1to4}, 255
	vpslld	xmm19, dword ptr [rax - 516]{1to4}, 3
	vpslld	xmm20 {k5}, dword ptr [rcx - 1]{1to4}, 128
	vpslld	xmm21 {k6} {z}, dword ptr [rdx + 127]{1to4}, 64
	vpslld	ymm22, dword ptr [rbx + 2*rdx + 128]{1to8}, 17
	vpslld	ymm23, dword ptr [rsp + 508]{1to8}, 0
	vpslld	ymm24, dword ptr [rbp + 512]{1to8}, 1
	vpslld	ymm25 {k7}, dword ptr [rsi - 128]{1to8}, 127
	vpslld	ymm26 {k1} {z}, dword ptr [rdi + 4096]{1to8}, 255
	vpslld	zmm24, zmmword ptr [r8 + 4*rbx - 4096], 3
	vpslld	zmm25, zmmword ptr [r9 - 8192], 128
	vpslld	zmm26, zmmword ptr [r10 - 8256], 64
	vpslld	zmm27 {k2}, zmmword ptr [r11 + 2147483647], 17
	vpslld	zmm28 {k3} {z}, zmmword ptr [r12 - 2147483648], 0
	vpslld	xmm29, xmm27, 1
	vpslld	xmm30 {k4}, xmm28, 127
	vpslld	xmm31 {k5} {z}, xmm29, 255
	vpslld	ymm0, ymm30, 3
	vpslld	ymm1 {k6}, ymm31, 128
	vpslld	ymm2 {k7} {z}, ymm16, 64
	vpslld	zmm4, zmm3, 17
	vpslld	zmm6 {k1}, zmm5, 0
	vpslld	zmm8 {k2} {z}, zmm7, 1
	vpslld	xmm9, xmm17, xmmword ptr [r13 + 8*rbp]
	vpslld	xmm10, xmm18, xmmword ptr [r14 + 2032]
	vpslld	xmm11, xmm19, xmmword ptr [r15 + 2048]
	vpslld	xmm12 {k3}, xmm20, xmmword ptr [rip + 64]
	vpslld	xmm13 {k4} {z}, xmm21, xmmword ptr [rax - 64]
	vpslld	ymm14, ymm22, xmmword ptr [rcx + 1]
	vpslld	ymm15, ymm23, xmmword ptr [rdx - 2048]
	vpslld	ymm16, ymm24, xmmword ptr [rbx - 2064]
	vpslld	ymm17 {k5}, ymm25, xmmword ptr [rsp + rsi - 1]
	vpslld	ymm18 {k6} {z}, ymm26, xmmword ptr [rbp + 127]
	vpslld	zmm20, zmm19, xmmword ptr [rsi + 128]
	vpslld	zmm22, zmm21, xmmword ptr [rdi + 2032]
	vpslld	zmm24, zmm23, xmmword ptr [r8 + 2048]
	vpslld	zmm26 {k7}, zmm25, xmmword ptr [r9 + 2*rdi - 128]
	vpslld	zmm28 {k1} {z}, zmm27, xmmword ptr [r10 + 4096]
	vpslld	xmm30, xmm29, xmm27
	vpslld	xmm0 {k2}, xmm31, xmm28
	vpslld	xmm2 {k3} {z}, xmm1, xmm29
	vpslld	ymm4, ymm3, xmm30
	vpslld	ymm6 {k4}, ymm5, xmm31
	vpslld	ymm8 {k5} {z}, ymm7, xmm16
	vpslld	zmm10, zmm9, xmm17
	vpslld	zmm12 {k6}, zmm11, xmm18
	vpslld	zmm14 {k7} {z}, zmm13, xmm19
	vpslldq	xmm20, xmmword ptr [r11 - 4096], 127
	vpslldq	xmm21, xmmword ptr [r12 - 2048], 255
	vpslldq	xmm22, xmmword ptr [r13 - 2064], 3
	vpslldq	ymm23, ymmword ptr [r14 + 4*r8 + 2147483647], 128
	vpslldq	ymm24, ymmword ptr [r15 + 4064], 64
	vpslldq	ymm25, ymmword ptr [rip + 4096], 17
	vpslldq	zmm15, zmmword ptr [rax - 2147483648], 0
	vpslldq	zmm16, zmmword ptr [rcx - 8192], 1
	vpslldq	zmm17, zmmword ptr [rdx - 8256], 127
	vpslldq	xmm18, xmm26, 255
	vpslldq	ymm19, ymm27, 3
	vpslldq	zmm21, zmm20, 128
	vpsllq	xmm28, xmmword ptr [rbx], 64
	vpsllq	xmm29, xmmword ptr [rsp + 2032], 17
	vpsllq	xmm30, xmmword ptr [rbp + 2048], 0
	vpsllq	xmm31 {k1}, xmmword ptr [rsi + 8*r9 + 64], 1
	vpsllq	xmm16 {k2} {z}, xmmword ptr [rdi - 64], 127
	vpsllq	ymm17, ymmword ptr [r8 + 1], 255
	vpsllq	ymm18, ymmword ptr [r9 - 4096], 3
	vpsllq	ymm19, ymmword ptr [r10 - 4128], 128
	vpsllq	ymm20 {k3}, ymmword ptr [r11 + r10 - 1], 64
	vpsllq	ymm21 {k4} {z}, ymmword ptr [r12 + 127], 17
	vpsllq	zmm22, zmmword ptr [r13 + 128], 0
	vpsllq	zmm23, zmmword ptr [r14 + 8128], 1
	vpsllq	zmm24, zmmword ptr [r15 + 8192], 127
	vpsllq	zmm25 {k5}, zmmword ptr [rip - 128], 255
	vpsllq	zmm26 {k6} {z}, zmmword ptr [rax + 2*r11 + 4096], 3
	vpsllq	xmm22, qword ptr [rcx - 4096]{1to2}, 128
	vpsllq	xmm23, qword ptr [rdx - 1024]{1to2}, 64
	vpsllq	xmm24, qword ptr [rbx - 1032]{1to2}, 17
	vpsllq	xmm25 {k7}, qword ptr [rsp + 2147483647]{1to2}, 0
	vpsllq	xmm26 {k1} {z}, qword ptr [rbp + 4*r12 - 2147483648]{1to2}, 1
	vpsllq	ymm27, qword ptr [rsi]{1to4}, 127
	vpsllq	ymm28, qword ptr [rdi + 1016]{1to4}, 255
	vpsllq	ymm29, qword ptr [r8 + 1024]{1to4}, 3
	vpsllq	ymm30 {k2}, qword ptr [r9 + 64]{1to4}, 128
	vpsllq	ymm31 {k3} {z}, qword ptr [r10 + 8*r13 - 64]{1to4}, 64
	vpsllq	zmm27, qword ptr [r11 + 1]{1to8}, 17
	vpsllq	zmm28, qword ptr [r12 - 1024]{1to8}, 0
	vpsllq	zmm29, qword ptr [r13 - 1032]{1to8}, 1
	vpsllq	zmm30 {k4}, qword ptr [r14 - 1]{1to8}, 127
	vpsllq	zmm31 {k5} {z}, qword ptr [r15 + r14 + 127]{1to8}, 255
	vpsllq	xmm0, xmm16, 3
	vpsllq	xmm1 {k6}, xmm17, 128
	vpsllq	xmm2 {k7} {z}, xmm18, 64
	vpsllq	ymm3, ymm19, 17
	vpsllq	ymm4 {k1}, ymm20, 0
	vpsllq	ymm5 {k2} {z}, ymm21, 1
	vpsllq	zmm7, zmm6, 127
	vpsllq	zmm9 {k3}, zmm8, 255
	vpsllq	zmm11 {k4} {z}, zmm10, 3
	vpsllq	xmm12, xmm22, xmmword ptr [rip + 128]
	vpsllq	xmm13, xmm23, xmmword ptr [rax + 2032]
	vpsllq	xmm14, xmm24, xmmword ptr [rcx + 2048]
	vpsllq	xmm15 {k5}, xmm25, xmmword ptr [rdx - 128]
	vpsllq	xmm16 {k6} {z}, xmm26, xmmword ptr [rbx + 4096]
	vpsllq	ymm17, ymm27, xmmword ptr [rsp + 2*r15 - 4096]
	vpsllq	ymm18, ymm28, xmmword ptr [rbp - 2048]
	vpsllq	ymm19, ymm29, xmmword ptr [rsi - 2064]
	vpsllq	ymm20 {k7}, ymm30, xmmword ptr [rdi + 2147483647]
	vpsllq	ymm21 {k1} {z}, ymm31, xmmword ptr [r8 - 2147483648]
	vpsllq	zmm23, zmm22, xmmword ptr [r9 + 4*rax]
	vpsllq	zmm25, zmm24, xmmword ptr [r10 + 2032]
	vpsllq	zmm27, zmm26, xmmword ptr [r11 + 2048]
	vpsllq	zmm29 {k2}, zmm28, xmmword ptr [r12 + 64]
	vpsllq	zmm31 {k3} {z}, zmm30, xmmword ptr [r13 - 64]
	vpsllq	xmm1, xmm0, xmm16
	vpsllq	xmm3 {k4}, xmm2, xmm17
	vpsllq	xmm5 {k5} {z}, xmm4, xmm18
	vpsllq	ymm7, ymm6, xmm19
	vpsllq	ymm9 {k6}, ymm8, xmm20
	vpsllq	ymm11 {k7} {z}, ymm10, xmm21
	vpsllq	zmm13, zmm12, xmm22
	vpsllq	zmm15 {k1}, zmm14, xmm23
	vpsllq	zmm17 {k2} {z}, zmm16, xmm24
	vpsllvd	xmm18, xmm25, xmmword ptr [r14 + 8*rcx + 1]
	vpsllvd	xmm19, xmm26, xmmword ptr [r15 - 2048]
	vpsllvd	xmm20, xmm27, xmmword ptr [rip - 2064]
	vpsllvd	xmm21 {k3}, xmm28, xmmword ptr [rax - 1]
	vpsllvd	xmm22 {k4} {z}, xmm29, xmmword ptr [rcx + 127]
	vpsllvd	ymm23, ymm30, ymmword ptr [rdx + rdx + 128]
	vpsllvd	ymm24, ymm31, ymmword ptr [rbx + 4064]
	vpsllvd	ymm25, ymm16, ymmword ptr [rsp + 4096]
	vpsllvd	ymm26 {k5}, ymm17, ymmword ptr [rbp - 128]
	vpsllvd	ymm27 {k6} {z}, ymm18, ymmword ptr [rsi + 4096]
	vpsllvd	zmm29, zmm28, dword ptr [rdi + 2*rbx - 4096]{1to16}
	vpsllvd	zmm31, zmm30, dword ptr [r8 - 512]{1to16}
	vpsllvd	zmm1, zmm0, dword ptr [r9 - 516]{1to16}
	vpsllvd	zmm3 {k7}, zmm2, dword ptr [r10 + 2147483647]{1to16}
	vpsllvd	zmm5 {k1} {z}, zmm4, dword ptr [r11 - 2147483648]{1to16}
	vpsllvd	xmm6, xmm19, dword ptr [r12 + 4*rbp]{1to4}
	vpsllvd	xmm7, xmm20, dword ptr [r13 + 508]{1to4}
	vpsllvd	xmm8, xmm21, dword ptr [r14 + 512]{1to4}
	vpsllvd	xmm9 {k2}, xmm22, dword ptr [r15 + 64]{1to4}
	vpsllvd	xmm10 {k3} {z}, xmm23, dword ptr [rip - 64]{1to4}
	vpsllvd	ymm11, ymm24, dword ptr [rax + 1]{1to8}
	vpsllvd	ymm12, ymm25, dword ptr [rcx - 512]{1to8}
	vpsllvd	ymm13, ymm26, dword ptr [rdx - 516]{1to8}
	vpsllvd	ymm14 {k4}, ymm27, dword ptr [rbx + 8*rsi - 1]{1to8}
	vpsllvd	ymm15 {k5} {z}, ymm28, dword ptr [rsp + 127]{1to8}
	vpsllvd	zmm17, zmm16, zmmword ptr [rbp + 128]
	vpsllvd	zmm19, zmm18, zmmword ptr [rsi + 8128]
	vpsllvd	zmm21, zmm20, zmmword ptr [rdi + 8192]
	vpsllvd	zmm23 {k6}, zmm22, zmmword ptr [r8 + rdi - 128]
	vpsllvd	zmm25 {k7} {z}, zmm24, zmmword ptr [r9 + 4096]
	vpsllvd	xmm27, xmm26, xmm29
	vpsllvd	xmm29 {k1}, xmm28, xmm30
	vpsllvd	xmm0 {k2} {z}, xmm30, xmm31
	vpsllvd	ymm2, ymm1, ymm16
	vpsllvd	ymm4 {k3}, ymm3, ymm17
	vpsllvd	ymm6 {k4} {z}, ymm5, ymm18
	vpsllvd	zmm9, zmm8, zmm7
	vpsllvd	zmm12 {k5}, zmm11, zmm10
	vpsllvd	zmm15 {k6} {z}, zmm14, zmm13
	vpsllvq	xmm16, xmm19, xmmword ptr [r10 - 4096]
	vpsllvq	xmm17, xmm20, xmmword ptr [r11 - 2048]
	vpsllvq	xmm18, xmm21, xmmword ptr [r12 - 2064]
	vpsllvq	xmm19 {k7}, xmm22, xmmword ptr [r13 + 2*r8 + 2147483647]
	vpsllvq	xmm20 {k1} {z}, xmm23, xmmword ptr [r14 - 2147483648]
	vpsllvq	ymm21, ymm24, ymmword ptr [r15]
	vpsllvq	ymm22, ymm25, ymmword ptr [rip + 4064]
	vpsllvq	ymm23, ymm26, ymmword ptr [rax + 4096]
	vpsllvq	ymm24 {k2}, ymm27, ymmword ptr [rcx + 4*r9 + 64]
	vpsllvq	ymm25 {k3} {z}, ymm28, ymmword ptr [rdx - 64]
	vpsllvq	zmm27, zmm26, zmmword ptr [rbx + 1]
	vpsllvq	zmm29, zmm28, zmmword ptr [rsp - 8192]
	vpsllvq	zmm31, zmm30, zmmword ptr [rbp - 8256]
	vpsllvq	zmm1 {k4}, zmm0, zmmword ptr [rsi + 8*r10 - 1]
	vpsllvq	zmm3 {k5} {z}, zmm2, zmmword ptr [rdi + 127]
	vpsllvq	xmm4, xmm29, qword ptr [r8 + 128]{1to2}
	vpsllvq	xmm5, xmm30, qword ptr [r9 + 1016]{1to2}
	vpsllvq	xmm6, xmm31, qword ptr [r10 + 1024]{1to2}
	vpsllvq	xmm7 {k6}, xmm16, qword ptr [r11 + r11 - 128]{1to2}
	vpsllvq	xmm8 {k7} {z}, xmm17, qword ptr [r12 + 4096]{1to2}
	vpsllvq	ymm9, ymm18, qword ptr [r13 - 4096]{1to4}
	vpsllvq	ymm10, ymm19, qword ptr [r14 - 1024]{1to4}
	vpsllvq	ymm11, ymm20, qword ptr [r15 - 1032]{1to4}
	vpsllvq	ymm12 {k1}, ymm21, qword ptr [rip + 2147483647]{1to4}
	vpsllvq	ymm13 {k2} {z}, ymm22, qword ptr [rax + 2*r12 - 2147483648]{1to4}
	vpsllvq	zmm15, zmm14, qword ptr [rcx]{1to8}
	vpsllvq	zmm17, zmm16, qword ptr [rdx + 1016]{1to8}
	vpsllvq	zmm19, zmm18, qword ptr [rbx + 1024]{1to8}
	vpsllvq	zmm21 {k3}, zmm20, qword ptr [rsp + 64]{1to8}
	vpsllvq	zmm23 {k4} {z}, zmm22, qword ptr [rbp + 4*r13 - 64]{1to8}
	vpsllvq	xmm25, xmm24, xmm23
	vpsllvq	xmm27 {k5}, xmm26, xmm24
	vpsllvq	xmm29 {k6} {z}, xmm28, xmm25
	vpsllvq	ymm31, ymm30, ymm26
	vpsllvq	ymm1 {k7}, ymm0, ymm27
	vpsllvq	ymm3 {k1} {z}, ymm2, ymm28
	vpsllvq	zmm6, zmm5, zmm4
	vpsllvq	zmm9 {k2}, zmm8, zmm7
	vpsllvq	zmm12 {k3} {z}, zmm11, zmm10
	vpsllvw	xmm13, xmm29, xmmword ptr [rsi + 1]
	vpsllvw	xmm14, xmm30, xmmword ptr [rdi - 2048]
	vpsllvw	xmm15, xmm31, xmmword ptr [r8 - 2064]
	vpsllvw	xmm17 {k4}, xmm16, xmmword ptr [r9 - 1]
	vpsllvw	xmm18 {k5} {z}, xmm17, xmmword ptr [r10 + 8*r14 + 127]
	vpsllvw	ymm19, ymm18, ymmword ptr [r11 + 128]
	vpsllvw	ymm20, ymm19, ymmword ptr [r12 + 4064]
	vpsllvw	ymm21, ymm20, ymmword ptr [r13 + 4096]
	vpsllvw	ymm22 {k6}, ymm21, ymmword ptr [r14 - 128]
	vpsllvw	ymm23 {k7} {z}, ymm22, ymmword ptr [r15 + r15 + 4096]
	vpsllvw	zmm25, zmm24, zmmword ptr [rip - 4096]
	vpsllvw	zmm27, zmm26, zmmword ptr [rax - 8192]
	vpsllvw	zmm29, zmm28, zmmword ptr [rcx - 8256]
	vpsllvw	zmm31 {k1}, zmm30, zmmword ptr [rdx + 2147483647]
	vpsllvw	zmm1 {k2} {z}, zmm0, zmmword ptr [rbx - 2147483648]
	vpsllvw	xmm3, xmm2, xmm23
	vpsllvw	xmm5 {k3}, xmm4, xmm24
	vpsllvw	xmm7 {k4} {z}, xmm6, xmm25
	vpsllvw	ymm9, ymm8, ymm26
	vpsllvw	ymm11 {k5}, ymm10, ymm27
	vpsllvw	ymm13 {k6} {z}, ymm12, ymm28
	vpsllvw	zmm16, zmm15, zmm14
	vpsllvw	zmm19 {k7}, zmm18, zmm17
	vpsllvw	zmm22 {k1} {z}, zmm21, zmm20
	vpsllw	xmm29, xmmword ptr [rsp + 2*rax], 128
	vpsllw	xmm30, xmmword ptr [rbp + 2032], 64
	vpsllw	xmm31, xmmword ptr [rsi + 2048], 17
	vpsllw	xmm16 {k2}, xmmword ptr [rdi + 64], 0
	vpsllw	xmm17 {k3} {z}, xmmword ptr [r8 - 64], 1
	vpsllw	ymm18, ymmword ptr [r9 + 4*rcx + 1], 127
	vpsllw	ymm19, ymmword ptr [r10 - 4096], 255
	vpsllw	ymm20, ymmword ptr [r11 - 4128], 3
	vpsllw	ymm21 {k4}, ymmword ptr [r12 - 1], 128
	vpsllw	ymm22 {k5} {z}, ymmword ptr [r13 + 127], 64
	vpsllw	zmm23, zmmword ptr [r14 + 8*rdx + 128], 17
	vpsllw	zmm24, zmmword ptr [r15 + 8128], 0
	vpsllw	zmm25, zmmword ptr [rip + 8192], 1
	vpsllw	zmm26 {k6}, zmmword ptr [rax - 128], 127
	vpsllw	zmm27 {k7} {z}, zmmword ptr [rcx + 4096], 255
	vpsllw	xmm28, xmm23, 3
	vpsllw	xmm29 {k1}, xmm24, 128
	vpsllw	xmm30 {k2} {z}, xmm25, 64
	vpsllw	ymm31, ymm26, 17
	vpsllw	ymm0 {k3}, ymm27, 0
	vpsllw	ymm1 {k4} {z}, ymm28, 1
	vpsllw	zmm3, zmm2, 127
	vpsllw	zmm5 {k5}, zmm4, 255
	vpsllw	zmm7 {k6} {z}, zmm6, 3
	vpsllw	xmm8, xmm29, xmmword ptr [rdx + rbx - 4096]
	vpsllw	xmm9, xmm30, xmmword ptr [rbx - 2048]
	vpsllw	xmm10, xmm31, xmmword ptr [rsp - 2064]
	vpsllw	xmm11 {k7}, xmm16, xmmword ptr [rbp + 2147483647]
	vpsllw	xmm12 {k1} {z}, xmm17, xmmword ptr [rsi - 2147483648]
	vpsllw	ymm13, ymm18, xmmword ptr [rdi + 2*rbp]
	vpsllw	ymm14, ymm19, xmmword ptr [r8 + 2032]
	vpsllw	ymm15, ymm20, xmmword ptr [r9 + 2048]
	vpsllw	ymm16 {k2}, ymm21, xmmword ptr [r10 + 64]
	vpsllw	ymm17 {k3} {z}, ymm22, xmmword ptr [r11 - 64]
	vpsllw	zmm19, zmm18, xmmword ptr [r12 + 4*rsi + 1]
	vpsllw	zmm21, zmm20, xmmword ptr [r13 - 2048]
	vpsllw	zmm23, zmm22, xmmword ptr [r14 - 2064]
	vpsllw	zmm25 {k4}, zmm24, xmmword ptr [r15 - 1]
	vpsllw	zmm27 {k5} {z}, zmm26, xmmword ptr [rip + 127]
	vpsllw	xmm29, xmm28, xmm23
	vpsllw	xmm31 {k6}, xmm30, xmm24
	vpsllw	xmm1 {k7} {z}, xmm0, xmm25
	vpsllw	ymm3, ymm2, xmm26
	vpsllw	ymm5 {k1}, ymm4, xmm27
	vpsllw	ymm7 {k2} {z}, ymm6, xmm28
	vpsllw	zmm9, zmm8, xmm29
	vpsllw	zmm11 {k3}, zmm10, xmm30
	vpsllw	zmm13 {k4} {z}, zmm12, xmm31
	vpsrad	xmm16, xmmword ptr [rax + 128], 128
	vpsrad	xmm17, xmmword ptr [rcx + 2032], 64
	vpsrad	xmm18, xmmword ptr [rdx + 2048], 17
	vpsrad	xmm19 {k5}, xmmword ptr [rbx + 8*rdi - 128], 0
	vpsrad	xmm20 {k6} {z}, xmmword ptr [rsp + 4096], 1
	vpsrad	ymm21, ymmword ptr [rbp - 4096], 127
	vpsrad	ymm22, ymmword ptr [rsi - 4096], 255
	vpsrad	ymm23, ymmword ptr [rdi - 4128], 3
	vpsrad	ymm24 {k7}, ymmword ptr [r8 + r8 + 2147483647], 128
	vpsrad	ymm25 {k1} {z}, ymmword ptr [r9 - 2147483648], 64
	vpsrad	zmm14, dword ptr [r10]{1to16}, 17
	vpsrad	zmm15, dword ptr [r11 + 508]{1to16}, 0
	vpsrad	zmm16, dword ptr [r12 + 512]{1to16}, 1
	vpsrad	zmm17 {k2}, dword ptr [r13 + 2*r9 + 64]{1to16}, 127
	vpsrad	zmm18 {k3} {z}, dword ptr [r14 - 64]{1to16}, 255
	vpsrad	xmm26, dword ptr [r15 + 1]{1to4}, 3
	vpsrad	xmm27, dword ptr [rip - 512]{1to4}, 128
	vpsrad	xmm28, dword ptr [rax - 516]{1to4}, 64
	vpsrad	xmm29 {k4}, dword ptr [rcx + 4*r10 - 1]{1to4}, 17
	vpsrad	xmm30 {k5} {z}, dword ptr [rdx + 127]{1to4}, 0
	vpsrad	ymm31, dword ptr [rbx + 128]{1to8}, 1
	vpsrad	ymm16, dword ptr [rsp + 508]{1to8}, 127
	vpsrad	ymm17, dword ptr [rbp + 512]{1to8}, 255
	vpsrad	ymm18 {k6}, dword ptr [rsi + 8*r11 - 128]{1to8}, 3
	vpsrad	ymm19 {k7} {z}, dword ptr [rdi + 4096]{1to8}, 128
	vpsrad	zmm19, zmmword ptr [r8 - 4096], 64
	vpsrad	zmm20, zmmword ptr [r9 - 8192], 17
	vpsrad	zmm21, zmmword ptr [r10 - 8256], 0
	vpsrad	zmm22 {k1}, zmmword ptr [r11 + r12 + 2147483647], 1
	vpsrad	zmm23 {k2} {z}, zmmword ptr [r12 - 2147483648], 127
	vpsrad	xmm24, xmm20, 255
	vpsrad	xmm25 {k3}, xmm21, 3
	vpsrad	xmm26 {k4} {z}, xmm22, 128
	vpsrad	ymm27, ymm23, 64
	vpsrad	ymm28 {k5}, ymm24, 17
	vpsrad	ymm29 {k6} {z}, ymm25, 0
	vpsrad	zmm31, zmm30, 1
	vpsrad	zmm1 {k7}, zmm0, 127
	vpsrad	zmm3 {k1} {z}, zmm2, 255
	vpsrad	xmm4, xmm26, xmmword ptr [r13]
	vpsrad	xmm5, xmm27, xmmword ptr [r14 + 2032]
	vpsrad	xmm6, xmm28, xmmword ptr [r15 + 2048]
	vpsrad	xmm7 {k2}, xmm29, xmmword ptr [rip + 64]
	vpsrad	xmm8 {k3} {z}, xmm30, xmmword ptr [rax + 2*r13 - 64]
	vpsrad	ymm9, ymm31, xmmword ptr [rcx + 1]
	vpsrad	ymm10, ymm16, xmmword ptr [rdx - 2048]
	vpsrad	ymm11, ymm17, xmmword ptr [rbx - 2064]
	vpsrad	ymm12 {k4}, ymm18, xmmword ptr [rsp - 1]
	vpsrad	ymm13 {k5} {z}, ymm19, xmmword ptr [rbp + 4*r14 + 127]
	vpsrad	zmm15, zmm14, xmmword ptr [rsi + 128]
	vpsrad	zmm17, zmm16, xmmword ptr [rdi + 2032]
	vpsrad	zmm19, zmm18, xmmword ptr [r8 + 2048]
	vpsrad	zmm21 {k6}, zmm20, xmmword ptr [r9 - 128]
	vpsrad	zmm23 {k7} {z}, zmm22, xmmword ptr [r10 + 8*r15 + 4096]
	vpsrad	xmm25, xmm24, xmm20
	vpsrad	xmm27 {k1}, xmm26, xmm21
	vpsrad	xmm29 {k2} {z}, xmm28, xmm22
	vpsrad	ymm31, ymm30, xmm23
	vpsrad	ymm1 {k3}, ymm0, xmm24
	vpsrad	ymm3 {k4} {z}, ymm2, xmm25
	vpsrad	zmm5, zmm4, xmm26
	vpsrad	zmm7 {k5}, zmm6, xmm27
	vpsrad	zmm9 {k6} {z}, zmm8, xmm28
	vpsraq	xmm29, xmmword ptr [r11 - 4096], 3
	vpsraq	xmm30, xmmword ptr [r12 - 2048], 128
	vpsraq	xmm31, xmmword ptr [r13 - 2064], 64
	vpsraq	xmm16 {k7}, xmmword ptr [r14 + 2147483647], 17
	vpsraq	xmm17 {k1} {z}, xmmword ptr [r15 + rax - 2147483648], 0
	vpsraq	ymm18, ymmword ptr [rip], 1
	vpsraq	ymm19, ymmword ptr [rax + 4064], 127
	vpsraq	ymm20, ymmword ptr [rcx + 4096], 255
	vpsraq	ymm21 {k2}, ymmword ptr [rdx + 64], 3
	vpsraq	ymm22 {k3} {z}, ymmword ptr [rbx - 64], 128
	vpsraq	zmm10, zmmword ptr [rsp + 2*rcx + 1], 64
	vpsraq	zmm11, zmmword ptr [rbp - 8192], 17
	vpsraq	zmm12, zmmword ptr [rsi - 8256], 0
	vpsraq	zmm13 {k4}, zmmword ptr [rdi - 1], 1
	vpsraq	zmm14 {k5} {z}, zmmword ptr [r8 + 127], 127
	vpsraq	xmm23, qword ptr [r9 + 4*rdx + 128]{1to2}, 255
	vpsraq	xmm24, qword ptr [r10 + 1016]{1to2}, 3
	vpsraq	xmm25, qword ptr [r11 + 1024]{1to2}, 128
	vpsraq	xmm26 {k6}, qword ptr [r12 - 128]{1to2}, 64
	vpsraq	xmm27 {k7} {z}, qword ptr [r13 + 4096]{1to2}, 17
	vpsraq	ymm28, qword ptr [r14 + 8*rbx - 4096]{1to4}, 0
	vpsraq	ymm29, qword ptr [r15 - 1024]{1to4}, 1
	vpsraq	ymm30, qword ptr [rip - 1032]{1to4}, 127
	vpsraq	ymm31 {k1}, qword ptr [rax + 2147483647]{1to4}, 255
	vpsraq	ymm16 {k2} {z}, qword ptr [rcx - 2147483648]{1to4}, 3
	vpsraq	zmm15, qword ptr [rdx + rbp]{1to8}, 128
	vpsraq	zmm16, qword ptr [rbx + 1016]{1to8}, 64
	vpsraq	zmm17, qword ptr [rsp + 1024]{1to8}, 17
	vpsraq	zmm18 {k3}, qword ptr [rbp + 64]{1to8}, 0
	vpsraq	zmm19 {k4} {z}, qword ptr [rsi - 64]{1to8}, 1
	vpsraq	xmm20, xmm17, 127
	vpsraq	xmm21 {k5}, xmm18, 255
	vpsraq	xmm22 {k6} {z}, xmm19, 3
	vpsraq	ymm23, ymm20, 128
	vpsraq	ymm24 {k7}, ymm21, 64
	vpsraq	ymm25 {k1} {z}, ymm22, 17
	vpsraq	zmm27, zmm26, 0
	vpsraq	zmm29 {k2}, zmm28, 1
	vpsraq	zmm31 {k3} {z}, zmm30, 127
	vpsraq	xmm0, xmm23, xmmword ptr [rdi + 2*rsi + 1]
	vpsraq	xmm1, xmm24, xmmword ptr [r8 - 2048]
	vpsraq	xmm2, xmm25, xmmword ptr [r9 - 2064]
	vpsraq	xmm3 {k4}, xmm26, xmmword ptr [r10 - 1]
	vpsraq	xmm4 {k5} {z}, xmm27, xmmword ptr [r11 + 127]
	vpsraq	ymm5, ymm28, xmmword ptr [r12 + 4*rdi + 128]
	vpsraq	ymm6, ymm29, xmmword ptr [r13 + 2032]
	vpsraq	ymm7, ymm30, xmmword ptr [r14 + 2048]
	vpsraq	ymm8 {k6}, ymm31, xmmword ptr [r15 - 128]
	vpsraq	ymm9 {k7} {z}, ymm16, xmmword ptr [rip + 4096]
	vpsraq	zmm11, zmm10, xmmword ptr [rax - 4096]
	vpsraq	zmm13, zmm12, xmmword ptr [rcx - 2048]
	vpsraq	zmm15, zmm14, xmmword ptr [rdx - 2064]
	vpsraq	zmm17 {k1}, zmm16, xmmword ptr [rbx + 8*r8 + 2147483647]
	vpsraq	zmm19 {k2} {z}, zmm18, xmmword ptr [rsp - 2147483648]
	vpsraq	xmm21, xmm20, xmm17
	vpsraq	xmm23 {k3}, xmm22, xmm18
	vpsraq	xmm25 {k4} {z}, xmm24, xmm19
	vpsraq	ymm27, ymm26, xmm20
	vpsraq	ymm29 {k5}, ymm28, xmm21
	vpsraq	ymm31 {k6} {z}, ymm30, xmm22
	vpsraq	zmm1, zmm0, xmm23
	vpsraq	zmm3 {k7}, zmm2, xmm24
	vpsraq	zmm5 {k1} {z}, zmm4, xmm25
	vpsravd	xmm6, xmm26, xmmword ptr [rbp]
	vpsravd	xmm7, xmm27, xmmword ptr [rsi + 2032]
	vpsravd	xmm8, xmm28, xmmword ptr [rdi + 2048]
	vpsravd	xmm9 {k2}, xmm29, xmmword ptr [r8 + r9 + 64]
	vpsravd	xmm10 {k3} {z}, xmm30, xmmword ptr [r9 - 64]
	vpsravd	ymm11, ymm31, ymmword ptr [r10 + 1]
	vpsravd	ymm12, ymm16, ymmword ptr [r11 - 4096]
	vpsravd	ymm13, ymm17, ymmword ptr [r12 - 4128]
	vpsravd	ymm14 {k4}, ymm18, ymmword ptr [r13 + 2*r10 - 1]
	vpsravd	ymm15 {k5} {z}, ymm19, ymmword ptr [r14 + 127]
	vpsravd	zmm17, zmm16, dword ptr [r15 + 128]{1to16}
	vpsravd	zmm19, zmm18, dword ptr [rip + 508]{1to16}
	vpsravd	zmm21, zmm20, dword ptr [rax + 512]{1to16}
	vpsravd	zmm23 {k6}, zmm22, dword ptr [rcx + 4*r11 - 128]{1to16}
	vpsravd	zmm25 {k7} {z}, zmm24, dword ptr [rdx + 4096]{1to16}
	vpsravd	xmm26, xmm20, dword ptr [rbx - 4096]{1to4}
	vpsravd	xmm27, xmm21, dword ptr [rsp - 512]{1to4}
	vpsravd	xmm28, xmm22, dword ptr [rbp - 516]{1to4}
	vpsravd	xmm29 {k1}, xmm23, dword ptr [rsi + 8*r12 + 2147483647]{1to4}
	vpsravd	xmm30 {k2} {z}, xmm24, dword ptr [rdi - 2147483648]{1to4}
	vpsravd	ymm31, ymm25, dword ptr [r8]{1to8}
	vpsravd	ymm0, ymm26, dword ptr [r9 + 508]{1to8}
	vpsravd	ymm1, ymm27, dword ptr [r10 + 512]{1to8}
	vpsravd	ymm2 {k3}, ymm28, dword ptr [r11 + r13 + 64]{1to8}
	vpsravd	ymm3 {k4} {z}, ymm29, dword ptr [r12 - 64]{1to8}
	vpsravd	zmm5, zmm4, zmmword ptr [r13 + 1]
	vpsravd	zmm7, zmm6, zmmword ptr [r14 - 8192]
	vpsravd	zmm9, zmm8, zmmword ptr [r15 - 8256]
	vpsravd	zmm11 {k5}, zmm10, zmmword ptr [rip - 1]
	vpsravd	zmm13 {k6} {z}, zmm12, zmmword ptr [rax + 2*r14 + 127]
	vpsravd	xmm15, xmm14, xmm30
	vpsravd	xmm17 {k7}, xmm16, xmm31
	vpsravd	xmm19 {k1} {z}, xmm18, xmm16
	vpsravd	ymm21, ymm20, ymm17
	vpsravd	ymm23 {k2}, ymm22, ymm18
	vpsravd	ymm25 {k3} {z}, ymm24, ymm19
	vpsravd	zmm28, zmm27, zmm26
	vpsravd	zmm31 {k4}, zmm30, zmm29
	vpsravd	zmm2 {k5} {z}, zmm1, zmm0
	vpsravq	xmm3, xmm20, xmmword ptr [rcx + 128]
	vpsravq	xmm4, xmm21, xmmword ptr [rdx + 2032]
	vpsravq	xmm5, xmm22, xmmword ptr [rbx + 2048]
	vpsravq	xmm6 {k6}, xmm23, xmmword ptr [rsp - 128]
	vpsravq	xmm7 {k7} {z}, xmm24, xmmword ptr [rbp + 4*r15 + 4096]
	vpsravq	ymm8, ymm25, ymmword ptr [rsi - 4096]
	vpsravq	ymm9, ymm26, ymmword ptr [rdi - 4096]
	vpsravq	ymm10, ymm27, ymmword ptr [r8 - 4128]
	vpsravq	ymm11 {k1}, ymm28, ymmword ptr [r9 + 2147483647]
	vpsravq	ymm12 {k2} {z}, ymm29, ymmword ptr [r10 + 8*rax - 2147483648]
	vpsravq	zmm14, zmm13, zmmword ptr [r11]
	vpsravq	zmm16, zmm15, zmmword ptr [r12 + 8128]
	vpsravq	zmm18, zmm17, zmmword ptr [r13 + 8192]
	vpsravq	zmm20 {k3}, zmm19, zmmword ptr [r14 + 64]
	vpsravq	zmm22 {k4} {z}, zmm21, zmmword ptr [r15 + rcx - 64]
	vpsravq	xmm23, xmm30, qword ptr [rip + 1]{1to2}
	vpsravq	xmm24, xmm31, qword ptr [rax - 1024]{1to2}
	vpsravq	xmm25, xmm16, qword ptr [rcx - 1032]{1to2}
	vpsravq	xmm26 {k5}, xmm17, qword ptr [rdx - 1]{1to2}
	vpsravq	xmm27 {k6} {z}, xmm18, qword ptr [rbx + 127]{1to2}
	vpsravq	ymm28, ymm19, qword ptr [rsp + 2*rdx + 128]{1to4}
	vpsravq	ymm29, ymm20, qword ptr [rbp + 1016]{1to4}
	vpsravq	ymm30, ymm21, qword ptr [rsi + 1024]{1to4}
	vpsravq	ymm31 {k7}, ymm22, qword ptr [rdi - 128]{1to4}
	vpsravq	ymm0 {k1} {z}, ymm23, qword ptr [r8 + 4096]{1to4}
	vpsravq	zmm2, zmm1, qword ptr [r9 + 4*rbx - 4096]{1to8}
	vpsravq	zmm4, zmm3, qword ptr [r10 - 1024]{1to8}
	vpsravq	zmm6, zmm5, qword ptr [r11 - 1032]{1to8}
	vpsravq	zmm8 {k2}, zmm7, qword ptr [r12 + 2147483647]{1to8}
	vpsravq	zmm10 {k3} {z}, zmm9, qword ptr [r13 - 2147483648]{1to8}
	vpsravq	xmm12, xmm11, xmm24
	vpsravq	xmm14 {k4}, xmm13, xmm25
	vpsravq	xmm16 {k5} {z}, xmm15, xmm26
	vpsravq	ymm18, ymm17, ymm27
	vpsravq	ymm20 {k6}, ymm19, ymm28
	vpsravq	ymm22 {k7} {z}, ymm21, ymm29
	vpsravq	zmm25, zmm24, zmm23
	vpsravq	zmm28 {k1}, zmm27, zmm26
	vpsravq	zmm31 {k2} {z}, zmm30, zmm29
	vpsravw	xmm0, xmm30, xmmword ptr [r14 + 8*rbp]
	vpsravw	xmm1, xmm31, xmmword ptr [r15 + 2032]
	vpsravw	xmm2, xmm16, xmmword ptr [rip + 2048]
	vpsravw	xmm3 {k3}, xmm17, xmmword ptr [rax + 64]
	vpsravw	xmm4 {k4} {z}, xmm18, xmmword ptr [rcx - 64]
	vpsravw	ymm5, ymm19, ymmword ptr [rdx + rsi + 1]
	vpsravw	ymm6, ymm20, ymmword ptr [rbx - 4096]
	vpsravw	ymm7, ymm21, ymmword ptr [rsp - 4128]
	vpsravw	ymm8 {k5}, ymm22, ymmword ptr [rbp - 1]
	vpsravw	ymm9 {k6} {z}, ymm23, ymmword ptr [rsi + 127]
	vpsravw	zmm11, zmm10, zmmword ptr [rdi + 2*rdi + 128]
	vpsravw	zmm13, zmm12, zmmword ptr [r8 + 8128]
	vpsravw	zmm15, zmm14, zmmword ptr [r9 + 8192]
	vpsravw	zmm17 {k7}, zmm16, zmmword ptr [r10 - 128]
	vpsravw	zmm19 {k1} {z}, zmm18, zmmword ptr [r11 + 4096]
	vpsravw	xmm21, xmm20, xmm24
	vpsravw	xmm23 {k2}, xmm22, xmm25
	vpsravw	xmm25 {k3} {z}, xmm24, xmm26
	vpsravw	ymm28, ymm26, ymm27
	vpsravw	ymm30 {k4}, ymm29, ymm28
	vpsravw	ymm0 {k5} {z}, ymm31, ymm29
	vpsravw	zmm3, zmm2, zmm1
	vpsravw	zmm6 {k6}, zmm5, zmm4
	vpsravw	zmm9 {k7} {z}, zmm8, zmm7
	vpsraw	xmm30, xmmword ptr [r12 + 4*r8 - 4096], 255
	vpsraw	xmm31, xmmword ptr [r13 - 2048], 3
	vpsraw	xmm16, xmmword ptr [r14 - 2064], 128
	vpsraw	xmm17 {k1}, xmmword ptr [r15 + 2147483647], 64
	vpsraw	xmm18 {k2} {z}, xmmword ptr [rip - 2147483648], 17
	vpsraw	ymm19, ymmword ptr [rax], 0
	vpsraw	ymm20, ymmword ptr [rcx + 4064], 1
	vpsraw	ymm21, ymmword ptr [rdx + 4096], 127
	vpsraw	ymm22 {k3}, ymmword ptr [rbx + 8*r9 + 64], 255
	vpsraw	ymm23 {k4} {z}, ymmword ptr [rsp - 64], 3
	vpsraw	zmm10, zmmword ptr [rbp + 1], 128
	vpsraw	zmm11, zmmword ptr [rsi - 8192], 64
	vpsraw	zmm12, zmmword ptr [rdi - 8256], 17
	vpsraw	zmm13 {k5}, zmmword ptr [r8 + r10 - 1], 0
	vpsraw	zmm14 {k6} {z}, zmmword ptr [r9 + 127], 1
	vpsraw	xmm15, xmm24, 127
	vpsraw	xmm16 {k7}, xmm25, 255
	vpsraw	xmm17 {k1} {z}, xmm26, 3
	vpsraw	ymm18, ymm27, 128
	vpsraw	ymm19 {k2}, ymm28, 64
	vpsraw	ymm20 {k3} {z}, ymm29, 17
	vpsraw	zmm22, zmm21, 0
	vpsraw	zmm24 {k4}, zmm23, 1
	vpsraw	zmm26 {k5} {z}, zmm25, 127
	vpsraw	xmm27, xmm30, xmmword ptr [r10 + 128]
	vpsraw	xmm28, xmm31, xmmword ptr [r11 + 2032]
	vpsraw	xmm29, xmm16, xmmword ptr [r12 + 2048]
	vpsraw	xmm30 {k6}, xmm17, xmmword ptr [r13 + 2*r11 - 128]
	vpsraw	xmm31 {k7} {z}, xmm18, xmmword ptr [r14 + 4096]
	vpsraw	ymm0, ymm19, xmmword ptr [r15 - 4096]
	vpsraw	ymm1, ymm20, xmmword ptr [rip - 2048]
	vpsraw	ymm2, ymm21, xmmword ptr [rax - 2064]
	vpsraw	ymm3 {k1}, ymm22, xmmword ptr [rcx + 4*r12 + 2147483647]
	vpsraw	ymm4 {k2} {z}, ymm23, xmmword ptr [rdx - 2147483648]
	vpsraw	zmm6, zmm5, xmmword ptr [rbx]
	vpsraw	zmm8, zmm7, xmmword ptr [rsp + 2032]
	vpsraw	zmm10, zmm9, xmmword ptr [rbp + 2048]
	vpsraw	zmm12 {k3}, zmm11, xmmword ptr [rsi + 8*r13 + 64]
	vpsraw	zmm14 {k4} {z}, zmm13, xmmword ptr [rdi - 64]
	vpsraw	xmm16, xmm15, xmm24
	vpsraw	xmm18 {k5}, xmm17, xmm25
	vpsraw	xmm20 {k6} {z}, xmm19, xmm26
	vpsraw	ymm22, ymm21, xmm27
	vpsraw	ymm24 {k7}, ymm23, xmm28
	vpsraw	ymm26 {k1} {z}, ymm25, xmm29
	vpsraw	zmm28, zmm27, xmm30
	vpsraw	zmm30 {k2}, zmm29, xmm31
	vpsraw	zmm0 {k3} {z}, zmm31, xmm16
	vpsrld	xmm17, xmmword ptr [r8 + 1], 255
	vpsrld	xmm18, xmmword ptr [r9 - 2048], 3
	vpsrld	xmm19, xmmword ptr [r10 - 2064], 128
	vpsrld	xmm20 {k4}, xmmword ptr [r11 + r14 - 1], 64
	vpsrld	xmm21 {k5} {z}, xmmword ptr [r12 + 127], 17
	vpsrld	ymm22, ymmword ptr [r13 + 128], 0
	vpsrld	ymm23, ymmword ptr [r14 + 4064], 1
	vpsrld	ymm24, ymmword ptr [r15 + 4096], 127
	vpsrld	ymm25 {k6}, ymmword ptr [rip - 128], 255
	vpsrld	ymm26 {k7} {z}, ymmword ptr [rax + 2*r15 + 4096], 3
	vpsrld	zmm1, dword ptr [rcx - 4096]{1to16}, 128
	vpsrld	zmm2, dword ptr [rdx - 512]{1to16}, 64
	vpsrld	zmm3, dword ptr [rbx - 516]{1to16}, 17
	vpsrld	zmm4 {k1}, dword ptr [rsp + 2147483647]{1to16}, 0
	vpsrld	zmm5 {k2} {z}, dword ptr [rbp + 4*rax - 2147483648]{1to16}, 1
	vpsrld	xmm27, dword ptr [rsi]{1to4}, 127
	vpsrld	xmm28, dword ptr [rdi + 508]{1to4}, 255
	vpsrld	xmm29, dword ptr [r8 + 512]{1to4}, 3
	vpsrld	xmm30 {k3}, dword ptr [r9 + 64]{1to4}, 128
	vpsrld	xmm31 {k4} {z}, dword ptr [r10 + 8*rcx - 64]{1to4}, 64
	vpsrld	ymm16, dword ptr [r11 + 1]{1to8}, 17
	vpsrld	ymm17, dword ptr [r12 - 512]{1to8}, 0
	vpsrld	ymm18, dword ptr [r13 - 516]{1to8}, 1
	vpsrld	ymm19 {k5}, dword ptr [r14 - 1]{1to8}, 127
	vpsrld	ymm20 {k6} {z}, dword ptr [r15 + rdx + 127]{1to8}, 255
	vpsrld	zmm6, zmmword ptr [rip + 128], 3
	vpsrld	zmm7, zmmword ptr [rax + 8128], 128
	vpsrld	zmm8, zmmword ptr [rcx + 8192], 64
	vpsrld	zmm9 {k7}, zmmword ptr [rdx - 128], 17
	vpsrld	zmm10 {k1} {z}, zmmword ptr [rbx + 4096], 0
	vpsrld	xmm11, xmm21, 1
	vpsrld	xmm12 {k2}, xmm22, 127
	vpsrld	xmm13 {k3} {z}, xmm23, 255
	vpsrld	ymm14, ymm24, 3
	vpsrld	ymm15 {k4}, ymm25, 128
	vpsrld	ymm16 {k5} {z}, ymm26, 64
	vpsrld	zmm18, zmm17, 17
	vpsrld	zmm20 {k6}, zmm19, 0
	vpsrld	zmm22 {k7} {z}, zmm21, 1
	vpsrld	xmm23, xmm27, xmmword ptr [rsp + 2*rbx - 4096]
	vpsrld	xmm24, xmm28, xmmword ptr [rbp - 2048]
	vpsrld	xmm25, xmm29, xmmword ptr [rsi - 2064]
	vpsrld	xmm26 {k1}, xmm30, xmmword ptr [rdi + 2147483647]
	vpsrld	xmm27 {k2} {z}, xmm31, xmmword ptr [r8 - 2147483648]
	vpsrld	ymm28, ymm16, xmmword ptr [r9 + 4*rbp]
	vpsrld	ymm29, ymm17, xmmword ptr [r10 + 2032]
	vpsrld	ymm30, ymm18, xmmword ptr [r11 + 2048]
	vpsrld	ymm31 {k3}, ymm19, xmmword ptr [r12 + 64]
	vpsrld	ymm0 {k4} {z}, ymm20, xmmword ptr [r13 - 64]
	vpsrld	zmm2, zmm1, xmmword ptr [r14 + 8*rsi + 1]
	vpsrld	zmm4, zmm3, xmmword ptr [r15 - 2048]
	vpsrld	zmm6, zmm5, xmmword ptr [rip - 2064]
	vpsrld	zmm8 {k5}, zmm7, xmmword ptr [rax - 1]
	vpsrld	zmm10 {k6} {z}, zmm9, xmmword ptr [rcx + 127]
	vpsrld	xmm12, xmm11, xmm21
	vpsrld	xmm14 {k7}, xmm13, xmm22
	vpsrld	xmm16 {k1} {z}, xmm15, xmm23
	vpsrld	ymm18, ymm17, xmm24
	vpsrld	ymm20 {k2}, ymm19, xmm25
	vpsrld	ymm22 {k3} {z}, ymm21, xmm26
	vpsrld	zmm24, zmm23, xmm27
	vpsrld	zmm26 {k4}, zmm25, xmm28
	vpsrld	zmm28 {k5} {z}, zmm27, xmm29
	vpsrldq	xmm30, xmmword ptr [rdx + rdi + 128], 127
	vpsrldq	xmm31, xmmword ptr [rbx + 2032], 255
	vpsrldq	xmm16, xmmword ptr [rsp + 2048], 3
	vpsrldq	ymm17, ymmword ptr [rbp - 128], 128
	vpsrldq	ymm18, ymmword ptr [rsi - 4096], 64
	vpsrldq	ymm19, ymmword ptr [rdi - 4128], 17
	vpsrldq	zmm29, zmmword ptr [r8 + 4096], 0
	vpsrldq	zmm30, zmmword ptr [r9 + 8128], 1
	vpsrldq	zmm31, zmmword ptr [r10 + 8192], 127
	vpsrldq	xmm0, xmm20, 255
	vpsrldq	ymm1, ymm21, 3
	vpsrldq	zmm3, zmm2, 128
	vpsrlq	xmm22, xmmword ptr [r11 + 2*r8 - 4096], 64
	vpsrlq	xmm23, xmmword ptr [r12 - 2048], 17
	vpsrlq	xmm24, xmmword ptr [r13 - 2064], 0
	vpsrlq	xmm25 {k6}, xmmword ptr [r14 + 2147483647], 1
	vpsrlq	xmm26 {k7} {z}, xmmword ptr [r15 - 2147483648], 127
	vpsrlq	ymm27, ymmword ptr [rip], 255
	vpsrlq	ymm28, ymmword ptr [rax + 4064], 3
	vpsrlq	ymm29, ymmword ptr [rcx + 4096], 128
	vpsrlq	ymm30 {k1}, ymmword ptr [rdx + 4*r9 + 64], 64
	vpsrlq	ymm31 {k2} {z}, ymmword ptr [rbx - 64], 17
	vpsrlq	zmm4, zmmword ptr [rsp + 1], 0
	vpsrlq	zmm5, zmmword ptr [rbp - 8192], 1
	vpsrlq	zmm6, zmmword ptr [rsi - 8256], 127
	vpsrlq	zmm7 {k3}, zmmword ptr [rdi + 8*r10 - 1], 255
	vpsrlq	zmm8 {k4} {z}, zmmword ptr [r8 + 127], 3
	vpsrlq	xmm16, qword ptr [r9 + 128]{1to2}, 128
	vpsrlq	xmm17, qword ptr [r10 + 1016]{1to2}, 64
	vpsrlq	xmm18, qword ptr [r11 + 1024]{1to2}, 17
	vpsrlq	xmm19 {k5}, qword ptr [r12 + r11 - 128]{1to2}, 0
	vpsrlq	xmm20 {k6} {z}, qword ptr [r13 + 4096]{1to2}, 1
	vpsrlq	ymm21, qword ptr [r14 - 4096]{1to4}, 127
	vpsrlq	ymm22, qword ptr [r15 - 1024]{1to4}, 255
	vpsrlq	ymm23, qword ptr [rip - 1032]{1to4}, 3
	vpsrlq	ymm24 {k7}, qword ptr [rax + 2*r12 + 2147483647]{1to4}, 128
	vpsrlq	ymm25 {k1} {z}, qword ptr [rcx - 2147483648]{1to4}, 64
	vpsrlq	zmm9, qword ptr [rdx]{1to8}, 17
	vpsrlq	zmm10, qword ptr [rbx + 1016]{1to8}, 0
	vpsrlq	zmm11, qword ptr [rsp + 1024]{1to8}, 1
	vpsrlq	zmm12 {k2}, qword ptr [rbp + 4*r13 + 64]{1to8}, 127
	vpsrlq	zmm13 {k3} {z}, qword ptr [rsi - 64]{1to8}, 255
	vpsrlq	xmm14, xmm26, 3
	vpsrlq	xmm15 {k4}, xmm27, 128
	vpsrlq	xmm16 {k5} {z}, xmm28, 64
	vpsrlq	ymm17, ymm29, 17
	vpsrlq	ymm18 {k6}, ymm30, 0
	vpsrlq	ymm19 {k7} {z}, ymm31, 1
	vpsrlq	zmm21, zmm20, 127
	vpsrlq	zmm23 {k1}, zmm22, 255
	vpsrlq	zmm25 {k2} {z}, zmm24, 3
	vpsrlq	xmm26, xmm16, xmmword ptr [rdi + 1]
	vpsrlq	xmm27, xmm17, xmmword ptr [r8 - 2048]
	vpsrlq	xmm28, xmm18, xmmword ptr [r9 - 2064]
	vpsrlq	xmm29 {k3}, xmm19, xmmword ptr [r10 + 8*r14 - 1]
	vpsrlq	xmm30 {k4} {z}, xmm20, xmmword ptr [r11 + 127]
	vpsrlq	ymm31, ymm21, xmmword ptr [r12 + 128]
	vpsrlq	ymm0, ymm22, xmmword ptr [r13 + 2032]
	vpsrlq	ymm1, ymm23, xmmword ptr [r14 + 2048]
	vpsrlq	ymm2 {k5}, ymm24, xmmword ptr [r15 + r15 - 128]
	vpsrlq	ymm3 {k6} {z}, ymm25, xmmword ptr [rip + 4096]
	vpsrlq	zmm5, zmm4, xmmword ptr [rax - 4096]
	vpsrlq	zmm7, zmm6, xmmword ptr [rcx - 2048]
	vpsrlq	zmm9, zmm8, xmmword ptr [rdx - 2064]
	vpsrlq	zmm11 {k7}, zmm10, xmmword ptr [rbx + 2147483647]
	vpsrlq	zmm13 {k1} {z}, zmm12, xmmword ptr [rsp + 2*rax - 2147483648]
	vpsrlq	xmm15, xmm14, xmm26
	vpsrlq	xmm17 {k2}, xmm16, xmm27
	vpsrlq	xmm19 {k3} {z}, xmm18, xmm28
	vpsrlq	ymm21, ymm20, xmm29
	vpsrlq	ymm23 {k4}, ymm22, xmm30
	vpsrlq	ymm25 {k5} {z}, ymm24, xmm31
	vpsrlq	zmm27, zmm26, xmm16
	vpsrlq	zmm29 {k6}, zmm28, xmm17
	vpsrlq	zmm31 {k7} {z}, zmm30, xmm18
	vpsrlvd	xmm0, xmm19, xmmword ptr [rbp]
	vpsrlvd	xmm1, xmm20, xmmword ptr [rsi + 2032]
	vpsrlvd	xmm2, xmm21, xmmword ptr [rdi + 2048]
	vpsrlvd	xmm3 {k1}, xmm22, xmmword ptr [r8 + 64]
	vpsrlvd	xmm4 {k2} {z}, xmm23, xmmword ptr [r9 + 4*rcx - 64]
	vpsrlvd	ymm5, ymm24, ymmword ptr [r10 + 1]
	vpsrlvd	ymm6, ymm25, ymmword ptr [r11 - 4096]
	vpsrlvd	ymm7, ymm26, ymmword ptr [r12 - 4128]
	vpsrlvd	ymm8 {k3}, ymm27, ymmword ptr [r13 - 1]
	vpsrlvd	ymm9 {k4} {z}, ymm28, ymmword ptr [r14 + 8*rdx + 127]
	vpsrlvd	zmm11, zmm10, dword ptr [r15 + 128]{1to16}
	vpsrlvd	zmm13, zmm12, dword ptr [rip + 508]{1to16}
	vpsrlvd	zmm15, zmm14, dword ptr [rax + 512]{1to16}
	vpsrlvd	zmm17 {k5}, zmm16, dword ptr [rcx - 128]{1to16}
	vpsrlvd	zmm19 {k6} {z}, zmm18, dword ptr [rdx + rbx + 4096]{1to16}
	vpsrlvd	xmm20, xmm29, dword ptr [rbx - 4096]{1to4}
	vpsrlvd	xmm21, xmm30, dword ptr [rsp - 512]{1to4}
	vpsrlvd	xmm22, xmm31, dword ptr [rbp - 516]{1to4}
	vpsrlvd	xmm23 {k7}, xmm16, dword ptr [rsi + 2147483647]{1to4}
	vpsrlvd	xmm24 {k1} {z}, xmm17, dword ptr [rdi + 2*rbp - 2147483648]{1to4}
	vpsrlvd	ymm25, ymm18, dword ptr [r8]{1to8}
	vpsrlvd	ymm26, ymm19, dword ptr [r9 + 508]{1to8}
	vpsrlvd	ymm27, ymm20, dword ptr [r10 + 512]{1to8}
	vpsrlvd	ymm28 {k2}, ymm21, dword ptr [r11 + 64]{1to8}
	vpsrlvd	ymm29 {k3} {z}, ymm22, dword ptr [r12 + 4*rsi - 64]{1to8}
	vpsrlvd	zmm31, zmm30, zmmword ptr [r13 + 1]
	vpsrlvd	zmm1, zmm0, zmmword ptr [r14 - 8192]
	vpsrlvd	zmm3, zmm2, zmmword ptr [r15 - 8256]
	vpsrlvd	zmm5 {k4}, zmm4, zmmword ptr [rip - 1]
	vpsrlvd	zmm7 {k5} {z}, zmm6, zmmword ptr [rax + 127]
	vpsrlvd	xmm9, xmm8, xmm23
	vpsrlvd	xmm11 {k6}, xmm10, xmm24
	vpsrlvd	xmm13 {k7} {z}, xmm12, xmm25
	vpsrlvd	ymm15, ymm14, ymm26
	vpsrlvd	ymm17 {k1}, ymm16, ymm27
	vpsrlvd	ymm19 {k2} {z}, ymm18, ymm28
	vpsrlvd	zmm22, zmm21, zmm20
	vpsrlvd	zmm25 {k3}, zmm24, zmm23
	vpsrlvd	zmm28 {k4} {z}, zmm27, zmm26
	vpsrlvq	xmm30, xmm29, xmmword ptr [rcx + 8*rdi + 128]
	vpsrlvq	xmm31, xmm30, xmmword ptr [rdx + 2032]
	vpsrlvq	xmm0, xmm31, xmmword ptr [rbx + 2048]
	vpsrlvq	xmm1 {k5}, xmm16, xmmword ptr [rsp - 128]
	vpsrlvq	xmm2 {k6} {z}, xmm17, xmmword ptr [rbp + 4096]
	vpsrlvq	ymm3, ymm18, ymmword ptr [rsi + r8 - 4096]
	vpsrlvq	ymm4, ymm19, ymmword ptr [rdi - 4096]
	vpsrlvq	ymm5, ymm20, ymmword ptr [r8 - 4128]
	vpsrlvq	ymm6 {k7}, ymm21, ymmword ptr [r9 + 2147483647]
	vpsrlvq	ymm7 {k1} {z}, ymm22, ymmword ptr [r10 - 2147483648]
	vpsrlvq	zmm9, zmm8, zmmword ptr [r11 + 2*r9]
	vpsrlvq	zmm11, zmm10, zmmword ptr [r12 + 8128]
	vpsrlvq	zmm13, zmm12, zmmword ptr [r13 + 8192]
	vpsrlvq	zmm15 {k2}, zmm14, zmmword ptr [r14 + 64]
	vpsrlvq	zmm17 {k3} {z}, zmm16, zmmword ptr [r15 - 64]
	vpsrlvq	xmm18, xmm23, qword ptr [rip + 1]{1to2}
	vpsrlvq	xmm19, xmm24, qword ptr [rax - 1024]{1to2}
	vpsrlvq	xmm20, xmm25, qword ptr [rcx - 1032]{1to2}
	vpsrlvq	xmm21 {k4}, xmm26, qword ptr [rdx + 4*r10 - 1]{1to2}
	vpsrlvq	xmm22 {k5} {z}, xmm27, qword ptr [rbx + 127]{1to2}
	vpsrlvq	ymm23, ymm28, qword ptr [rsp + 128]{1to4}
	vpsrlvq	ymm24, ymm29, qword ptr [rbp + 1016]{1to4}
	vpsrlvq	ymm25, ymm30, qword ptr [rsi + 1024]{1to4}
	vpsrlvq	ymm26 {k6}, ymm31, qword ptr [rdi + 8*r11 - 128]{1to4}
	vpsrlvq	ymm27 {k7} {z}, ymm16, qword ptr [r8 + 4096]{1to4}
	vpsrlvq	zmm29, zmm28, qword ptr [r9 - 4096]{1to8}
	vpsrlvq	zmm31, zmm30, qword ptr [r10 - 1024]{1to8}
	vpsrlvq	zmm1, zmm0, qword ptr [r11 - 1032]{1to8}
	vpsrlvq	zmm3 {k1}, zmm2, qword ptr [r12 + r12 + 2147483647]{1to8}
	vpsrlvq	zmm5 {k2} {z}, zmm4, qword ptr [r13 - 2147483648]{1to8}
	vpsrlvq	xmm7, xmm6, xmm17
	vpsrlvq	xmm9 {k3}, xmm8, xmm18
	vpsrlvq	xmm11 {k4} {z}, xmm10, xmm19
	vpsrlvq	ymm13, ymm12, ymm20
	vpsrlvq	ymm15 {k5}, ymm14, ymm21
	vpsrlvq	ymm17 {k6} {z}, ymm16, ymm22
	vpsrlvq	zmm20, zmm19, zmm18
	vpsrlvq	zmm23 {k7}, zmm22, zmm21
	vpsrlvq	zmm26 {k1} {z}, zmm25, zmm24
	vpsrlvw	xmm27, xmm23, xmmword ptr [r14]
	vpsrlvw	xmm28, xmm24, xmmword ptr [r15 + 2032]
	vpsrlvw	xmm29, xmm25, xmmword ptr [rip + 2048]
	vpsrlvw	xmm30 {k2}, xmm26, xmmword ptr [rax + 2*r13 + 64]
	vpsrlvw	xmm31 {k3} {z}, xmm27, xmmword ptr [rcx - 64]
	vpsrlvw	ymm0, ymm28, ymmword ptr [rdx + 1]
	vpsrlvw	ymm1, ymm29, ymmword ptr [rbx - 4096]
	vpsrlvw	ymm2, ymm30, ymmword ptr [rsp - 4128]
	vpsrlvw	ymm3 {k4}, ymm31, ymmword ptr [rbp + 4*r14 - 1]
	vpsrlvw	ymm4 {k5} {z}, ymm16, ymmword ptr [rsi + 127]
	vpsrlvw	zmm6, zmm5, zmmword ptr [rdi + 128]
	vpsrlvw	zmm8, zmm7, zmmword ptr [r8 + 8128]
	vpsrlvw	zmm10, zmm9, zmmword ptr [r9 + 8192]
	vpsrlvw	zmm12 {k6}, zmm11, zmmword ptr [r10 + 8*r15 - 128]
	vpsrlvw	zmm14 {k7} {z}, zmm13, zmmword ptr [r11 + 4096]
	vpsrlvw	xmm16, xmm15, xmm17
	vpsrlvw	xmm19 {k1}, xmm17, xmm18
	vpsrlvw	xmm21 {k2} {z}, xmm20, xmm19
	vpsrlvw	ymm23, ymm22, ymm20
	vpsrlvw	ymm25 {k3}, ymm24, ymm21
	vpsrlvw	ymm27 {k4} {z}, ymm26, ymm22
	vpsrlvw	zmm30, zmm29, zmm28
	vpsrlvw	zmm1 {k5}, zmm0, zmm31
	vpsrlvw	zmm4 {k6} {z}, zmm3, zmm2
	vpsrlw	xmm23, xmmword ptr [r12 - 4096], 128
	vpsrlw	xmm24, xmmword ptr [r13 - 2048], 64
	vpsrlw	xmm25, xmmword ptr [r14 - 2064], 17
	vpsrlw	xmm26 {k7}, xmmword ptr [r15 + rax + 2147483647], 0
	vpsrlw	xmm27 {k1} {z}, xmmword ptr [rip - 2147483648], 1
	vpsrlw	ymm28, ymmword ptr [rax], 127
	vpsrlw	ymm29, ymmword ptr [rcx + 4064], 255
	vpsrlw	ymm30, ymmword ptr [rdx + 4096], 3
	vpsrlw	ymm31 {k2}, ymmword ptr [rbx + 64], 128
	vpsrlw	ymm16 {k3} {z}, ymmword ptr [rsp + 2*rcx - 64], 64
	vpsrlw	zmm5, zmmword ptr [rbp + 1], 17
	vpsrlw	zmm6, zmmword ptr [rsi - 8192], 0
	vpsrlw	zmm7, zmmword ptr [rdi - 8256], 1
	vpsrlw	zmm8 {k4}, zmmword ptr [r8 - 1], 127
	vpsrlw	zmm9 {k5} {z}, zmmword ptr [r9 + 4*rdx + 127], 255
	vpsrlw	xmm10, xmm17, 3
	vpsrlw	xmm11 {k6}, xmm18, 128
	vpsrlw	xmm12 {k7} {z}, xmm19, 64
	vpsrlw	ymm13, ymm20, 17
	vpsrlw	ymm14 {k1}, ymm21, 0
	vpsrlw	ymm15 {k2} {z}, ymm22, 1
	vpsrlw	zmm17, zmm16, 127
	vpsrlw	zmm19 {k3}, zmm18, 255
	vpsrlw	zmm21 {k4} {z}, zmm20, 3
	vpsrlw	xmm22, xmm23, xmmword ptr [r10 + 128]
	vpsrlw	xmm23, xmm24, xmmword ptr [r11 + 2032]
	vpsrlw	xmm24, xmm25, xmmword ptr [r12 + 2048]
	vpsrlw	xmm25 {k5}, xmm26, xmmword ptr [r13 - 128]
	vpsrlw	xmm26 {k6} {z}, xmm27, xmmword ptr [r14 + 8*rbx + 4096]
	vpsrlw	ymm27, ymm28, xmmword ptr [r15 - 4096]
	vpsrlw	ymm28, ymm29, xmmword ptr [rip - 2048]
	vpsrlw	ymm29, ymm30, xmmword ptr [rax - 2064]
	vpsrlw	ymm30 {k7}, ymm31, xmmword ptr [rcx + 2147483647]
	vpsrlw	ymm31 {k1} {z}, ymm16, xmmword ptr [rdx + rbp - 2147483648]
	vpsrlw	zmm1, zmm0, xmmword ptr [rbx]
	vpsrlw	zmm3, zmm2, xmmword ptr [rsp + 2032]
	vpsrlw	zmm5, zmm4, xmmword ptr [rbp + 2048]
	vpsrlw	zmm7 {k2}, zmm6, xmmword ptr [rsi + 64]
	vpsrlw	zmm9 {k3} {z}, zmm8, xmmword ptr [rdi + 2*rsi - 64]
	vpsrlw	xmm11, xmm10, xmm17
	vpsrlw	xmm13 {k4}, xmm12, xmm18
	vpsrlw	xmm15 {k5} {z}, xmm14, xmm19
	vpsrlw	ymm17, ymm16, xmm20
	vpsrlw	ymm19 {k6}, ymm18, xmm21
	vpsrlw	ymm21 {k7} {z}, ymm20, xmm22
	vpsrlw	zmm24, zmm22, xmm23
	vpsrlw	zmm26 {k1}, zmm25, xmm24
	vpsrlw	zmm28 {k2} {z}, zmm27, xmm25
	vpsubb	xmm29, xmm26, xmmword ptr [r8 + 1]
	vpsubb	xmm30, xmm27, xmmword ptr [r9 - 2048]
	vpsubb	xmm31, xmm28, xmmword ptr [r10 - 2064]
	vpsubb	xmm0 {k3}, xmm29, xmmword ptr [r11 - 1]
	vpsubb	xmm1 {k4} {z}, xmm30, xmmword ptr [r12 + 4*rdi + 127]
	vpsubb	ymm2, ymm31, ymmword ptr [r13 + 128]
	vpsubb	ymm3, ymm16, ymmword ptr [r14 + 4064]
	vpsubb	ymm4, ymm17, ymmword ptr [r15 + 4096]
	vpsubb	ymm5 {k5}, ymm18, ymmword ptr [rip - 128]
	vpsubb	ymm6 {k6} {z}, ymm19, ymmword ptr [rax + 4096]
	vpsubb	zmm8, zmm7, zmmword ptr [rcx + 8*r8 - 4096]
	vpsubb	zmm10, zmm9, zmmword ptr [rdx - 8192]
	vpsubb	zmm12, zmm11, zmmword ptr [rbx - 8256]
	vpsubb	zmm14 {k7}, zmm13, zmmword ptr [rsp + 2147483647]
	vpsubb	zmm16 {k1} {z}, zmm15, zmmword ptr [rbp - 2147483648]
	vpsubb	xmm18, xmm17, xmm20
	vpsubb	xmm20 {k2}, xmm19, xmm21
	vpsubb	xmm23 {k3} {z}, xmm21, xmm22
	vpsubb	ymm25, ymm24, ymm23
	vpsubb	ymm27 {k4}, ymm26, ymm24
	vpsubb	ymm29 {k5} {z}, ymm28, ymm25
	vpsubb	zmm0, zmm31, zmm30
	vpsubb	zmm3 {k6}, zmm2, zmm1
	vpsubb	zmm6 {k7} {z}, zmm5, zmm4
	vpsubd	xmm7, xmm26, xmmword ptr [rsi + r9]
	vpsubd	xmm8, xmm27, xmmword ptr [rdi + 2032]
	vpsubd	xmm9, xmm28, xmmword ptr [r8 + 2048]
	vpsubd	xmm10 {k1}, xmm29, xmmword ptr [r9 + 64]
	vpsubd	xmm11 {k2} {z}, xmm30, xmmword ptr [r10 - 64]
	vpsubd	ymm12, ymm31, ymmword ptr [r11 + 2*r10 + 1]
	vpsubd	ymm13, ymm16, ymmword ptr [r12 - 4096]
	vpsubd	ymm14, ymm17, ymmword ptr [r13 - 4128]
	vpsubd	ymm15 {k3}, ymm18, ymmword ptr [r14 - 1]
	vpsubd	ymm16 {k4} {z}, ymm19, ymmword ptr [r15 + 127]
	vpsubd	zmm18, zmm17, dword ptr [rip + 128]{1to16}
	vpsubd	zmm20, zmm19, dword ptr [rax + 508]{1to16}
	vpsubd	zmm22, zmm21, dword ptr [rcx + 512]{1to16}
	vpsubd	zmm24 {k5}, zmm23, dword ptr [rdx + 4*r11 - 128]{1to16}
	vpsubd	zmm26 {k6} {z}, zmm25, dword ptr [rbx + 4096]{1to16}
	vpsubd	xmm27, xmm20, dword ptr [rsp - 4096]{1to4}
	vpsubd	xmm28, xmm21, dword ptr [rbp - 512]{1to4}
	vpsubd	xmm29, xmm22, dword ptr [rsi - 516]{1to4}
	vpsubd	xmm30 {k7}, xmm23, dword ptr [rdi + 8*r12 + 2147483647]{1to4}
	vpsubd	xmm31 {k1} {z}, xmm24, dword ptr [r8 - 2147483648]{1to4}
	vpsubd	ymm0, ymm25, dword ptr [r9]{1to8}
	vpsubd	ymm1, ymm26, dword ptr [r10 + 508]{1to8}
	vpsubd	ymm2, ymm27, dword ptr [r11 + 512]{1to8}
	vpsubd	ymm3 {k2}, ymm28, dword ptr [r12 + r13 + 64]{1to8}
	vpsubd	ymm4 {k3} {z}, ymm29, dword ptr [r13 - 64]{1to8}
	vpsubd	zmm6, zmm5, zmmword ptr [r14 + 1]
	vpsubd	zmm8, zmm7, zmmword ptr [r15 - 8192]
	vpsubd	zmm10, zmm9, zmmword ptr [rip - 8256]
	vpsubd	zmm12 {k4}, zmm11, zmmword ptr [rax + 2*r14 - 1]
	vpsubd	zmm14 {k5} {z}, zmm13, zmmword ptr [rcx + 127]
	vpsubd	xmm16, xmm15, xmm30
	vpsubd	xmm18 {k6}, xmm17, xmm31
	vpsubd	xmm20 {k7} {z}, xmm19, xmm16
	vpsubd	ymm22, ymm21, ymm17
	vpsubd	ymm24 {k1}, ymm23, ymm18
	vpsubd	ymm26 {k2} {z}, ymm25, ymm19
	vpsubd	zmm29, zmm28, zmm27
	vpsubd	zmm0 {k3}, zmm31, zmm30
	vpsubd	zmm3 {k4} {z}, zmm2, zmm1
	vpsubq	xmm4, xmm20, xmmword ptr [rdx + 128]
	vpsubq	xmm5, xmm21, xmmword ptr [rbx + 2032]
	vpsubq	xmm6, xmm22, xmmword ptr [rsp + 2048]
	vpsubq	xmm7 {k5}, xmm23, xmmword ptr [rbp + 4*r15 - 128]
	vpsubq	xmm8 {k6} {z}, xmm24, xmmword ptr [rsi + 4096]
	vpsubq	ymm9, ymm25, ymmword ptr [rdi - 4096]
	vpsubq	ymm10, ymm26, ymmword ptr [r8 - 4096]
	vpsubq	ymm11, ymm27, ymmword ptr [r9 - 4128]
	vpsubq	ymm12 {k7}, ymm28, ymmword ptr [r10 + 8*rax + 2147483647]
	vpsubq	ymm13 {k1} {z}, ymm29, ymmword ptr [r11 - 2147483648]
	vpsubq	zmm15, zmm14, zmmword ptr [r12]
	vpsubq	zmm17, zmm16, zmmword ptr [r13 + 8128]
	vpsubq	zmm19, zmm18, zmmword ptr [r14 + 8192]
	vpsubq	zmm21 {k2}, zmm20, zmmword ptr [r15 + rcx + 64]
	vpsubq	zmm23 {k3} {z}, zmm22, zmmword ptr [rip - 64]
	vpsubq	xmm24, xmm30, qword ptr [rax + 1]{1to2}
	vpsubq	xmm25, xmm31, qword ptr [rcx - 1024]{1to2}
	vpsubq	xmm26, xmm16, qword ptr [rdx - 1032]{1to2}
	vpsubq	xmm27 {k4}, xmm17, qword ptr [rbx - 1]{1to2}
	vpsubq	xmm28 {k5} {z}, xmm18, qword ptr [rsp + 2*rdx + 127]{1to2}
	vpsubq	ymm29, ymm19, qword ptr [rbp + 128]{1to4}
	vpsubq	ymm30, ymm20, qword ptr [rsi + 1016]{1to4}
	vpsubq	ymm31, ymm21, qword ptr [rdi + 1024]{1to4}
	vpsubq	ymm0 {k6}, ymm22, qword ptr [r8 - 128]{1to4}
	vpsubq	ymm1 {k7} {z}, ymm23, qword ptr [r9 + 4*rbx + 4096]{1to4}
	vpsubq	zmm3, zmm2, qword ptr [r10 - 4096]{1to8}
	vpsubq	zmm5, zmm4, qword ptr [r11 - 1024]{1to8}
	vpsubq	zmm7, zmm6, qword ptr [r12 - 1032]{1to8}
	vpsubq	zmm9 {k1}, zmm8, qword ptr [r13 + 2147483647]{1to8}
	vpsubq	zmm11 {k2} {z}, zmm10, qword ptr [r14 + 8*rbp - 2147483648]{1to8}
	vpsubq	xmm13, xmm12, xmm24
	vpsubq	xmm15 {k3}, xmm14, xmm25
	vpsubq	xmm17 {k4} {z}, xmm16, xmm26
	vpsubq	ymm19, ymm18, ymm27
	vpsubq	ymm21 {k5}, ymm20, ymm28
	vpsubq	ymm23 {k6} {z}, ymm22, ymm29
	vpsubq	zmm26, zmm25, zmm24
	vpsubq	zmm29 {k7}, zmm28, zmm27
	vpsubq	zmm0 {k1} {z}, zmm31, zmm30
	vpsubsb	xmm1, xmm30, xmmword ptr [r15]
	vpsubsb	xmm2, xmm31, xmmword ptr [rip + 2032]
	vpsubsb	xmm3, xmm16, xmmword ptr [rax + 2048]
	vpsubsb	xmm4 {k2}, xmm17, xmmword ptr [rcx + 64]
	vpsubsb	xmm5 {k3} {z}, xmm18, xmmword ptr [rdx + rsi - 64]
	vpsubsb	ymm6, ymm19, ymmword ptr [rbx + 1]
	vpsubsb	ymm7, ymm20, ymmword ptr [rsp - 4096]
	vpsubsb	ymm8, ymm21, ymmword ptr [rbp - 4128]
	vpsubsb	ymm9 {k4}, ymm22, ymmword ptr [rsi - 1]
	vpsubsb	ymm10 {k5} {z}, ymm23, ymmword ptr [rdi + 2*rdi + 127]
	vpsubsb	zmm12, zmm11, zmmword ptr [r8 + 128]
	vpsubsb	zmm14, zmm13, zmmword ptr [r9 + 8128]
	vpsubsb	zmm16, zmm15, zmmword ptr [r10 + 8192]
	vpsubsb	zmm18 {k6}, zmm17, zmmword ptr [r11 - 128]
	vpsubsb	zmm20 {k7} {z}, zmm19, zmmword ptr [r12 + 4*r8 + 4096]
	vpsubsb	xmm22, xmm21, xmm24
	vpsubsb	xmm24 {k1}, xmm23, xmm25
	vpsubsb	xmm27 {k2} {z}, xmm25, xmm26
	vpsubsb	ymm29, ymm28, ymm27
	vpsubsb	ymm31 {k3}, ymm30, ymm28
	vpsubsb	ymm1 {k4} {z}, ymm0, ymm29
	vpsubsb	zmm4, zmm3, zmm2
	vpsubsb	zmm7 {k5}, zmm6, zmm5
	vpsubsb	zmm10 {k6} {z}, zmm9, zmm8
	vpsubsw	xmm11, xmm30, xmmword ptr [r13 - 4096]
	vpsubsw	xmm12, xmm31, xmmword ptr [r14 - 2048]
	vpsubsw	xmm13, xmm16, xmmword ptr [r15 - 2064]
	vpsubsw	xmm14 {k7}, xmm17, xmmword ptr [rip + 2147483647]
	vpsubsw	xmm15 {k1} {z}, xmm18, xmmword ptr [rax - 2147483648]
	vpsubsw	ymm16, ymm19, ymmword ptr [rcx + 8*r9]
	vpsubsw	ymm17, ymm20, ymmword ptr [rdx + 4064]
	vpsubsw	ymm18, ymm21, ymmword ptr [rbx + 4096]
	vpsubsw	ymm19 {k2}, ymm22, ymmword ptr [rsp + 64]
	vpsubsw	ymm20 {k3} {z}, ymm23, ymmword ptr [rbp - 64]
	vpsubsw	zmm22, zmm21, zmmword ptr [rsi + r10 + 1]
	vpsubsw	zmm24, zmm23, zmmword ptr [rdi - 8192]
	vpsubsw	zmm26, zmm25, zmmword ptr [r8 - 8256]
	vpsubsw	zmm28 {k4}, zmm27, zmmword ptr [r9 - 1]
	vpsubsw	zmm30 {k5} {z}, zmm29, zmmword ptr [r10 + 127]
	vpsubsw	xmm0, xmm31, xmm24
	vpsubsw	xmm2 {k6}, xmm1, xmm25
	vpsubsw	xmm4 {k7} {z}, xmm3, xmm26
	vpsubsw	ymm6, ymm5, ymm27
	vpsubsw	ymm8 {k1}, ymm7, ymm28
	vpsubsw	ymm10 {k2} {z}, ymm9, ymm29
	vpsubsw	zmm13, zmm12, zmm11
	vpsubsw	zmm16 {k3}, zmm15, zmm14
	vpsubsw	zmm19 {k4} {z}, zmm18, zmm17
	vpsubusb	xmm20, xmm30, xmmword ptr [r11 + 2*r11 + 128]
	vpsubusb	xmm21, xmm31, xmmword ptr [r12 + 2032]
	vpsubusb	xmm22, xmm16, xmmword ptr [r13 + 2048]
	vpsubusb	xmm23 {k5}, xmm17, xmmword ptr [r14 - 128]
	vpsubusb	xmm24 {k6} {z}, xmm18, xmmword ptr [r15 + 4096]
	vpsubusb	ymm25, ymm19, ymmword ptr [rip - 4096]
	vpsubusb	ymm26, ymm20, ymmword ptr [rax - 4096]
	vpsubusb	ymm27, ymm21, ymmword ptr [rcx - 4128]
	vpsubusb	ymm28 {k7}, ymm22, ymmword ptr [rdx + 4*r12 + 2147483647]
	vpsubusb	ymm29 {k1} {z}, ymm23, ymmword ptr [rbx - 2147483648]
	vpsubusb	zmm31, zmm30, zmmword ptr [rsp]
	vpsubusb	zmm1, zmm0, zmmword ptr [rbp + 8128]
	vpsubusb	zmm3, zmm2, zmmword ptr [rsi + 8192]
	vpsubusb	zmm5 {k2}, zmm4, zmmword ptr [rdi + 8*r13 + 64]
	vpsubusb	zmm7 {k3} {z}, zmm6, zmmword ptr [r8 - 64]
	vpsubusb	xmm9, xmm8, xmm24
	vpsubusb	xmm11 {k4}, xmm10, xmm25
	vpsubusb	xmm13 {k5} {z}, xmm12, xmm26
	vpsubusb	ymm15, ymm14, ymm27
	vpsubusb	ymm17 {k6}, ymm16, ymm28
	vpsubusb	ymm19 {k7} {z}, ymm18, ymm29
	vpsubusb	zmm22, zmm21, zmm20
	vpsubusb	zmm25 {k1}, zmm24, zmm23
	vpsubusb	zmm28 {k2} {z}, zmm27, zmm26
	vpsubusw	xmm29, xmm30, xmmword ptr [r9 + 1]
	vpsubusw	xmm30, xmm31, xmmword ptr [r10 - 2048]
	vpsubusw	xmm31, xmm16, xmmword ptr [r11 - 2064]
	vpsubusw	xmm0 {k3}, xmm17, xmmword ptr [r12 + r14 - 1]
	vpsubusw	xmm1 {k4} {z}, xmm18, xmmword ptr [r13 + 127]
	vpsubusw	ymm2, ymm19, ymmword ptr [r14 + 128]
	vpsubusw	ymm3, ymm20, ymmword ptr [r15 + 4064]
	vpsubusw	ymm4, ymm21, ymmword ptr [rip + 4096]
	vpsubusw	ymm5 {k5}, ymm22, ymmword ptr [rax + 2*r15 - 128]
	vpsubusw	ymm6 {k6} {z}, ymm23, ymmword ptr [rcx + 4096]
	vpsubusw	zmm8, zmm7, zmmword ptr [rdx - 4096]
	vpsubusw	zmm10, zmm9, zmmword ptr [rbx - 8192]
	vpsubusw	zmm12, zmm11, zmmword ptr [rsp - 8256]
	vpsubusw	zmm14 {k7}, zmm13, zmmword ptr [rbp + 4*rax + 2147483647]
	vpsubusw	zmm16 {k1} {z}, zmm15, zmmword ptr [rsi - 2147483648]
	vpsubusw	xmm18, xmm17, xmm24
	vpsubusw	xmm20 {k2}, xmm19, xmm25
	vpsubusw	xmm22 {k3} {z}, xmm21, xmm26
	vpsubusw	ymm24, ymm23, ymm27
	vpsubusw	ymm26 {k4}, ymm25, ymm28
	vpsubusw	ymm28 {k5} {z}, ymm27, ymm29
	vpsubusw	zmm31, zmm30, zmm29
	vpsubusw	zmm2 {k6}, zmm1, zmm0
	vpsubusw	zmm5 {k7} {z}, zmm4, zmm3
	vpsubw	xmm6, xmm30, xmmword ptr [rdi]
	vpsubw	xmm7, xmm31, xmmword ptr [r8 + 2032]
	vpsubw	xmm8, xmm16, xmmword ptr [r9 + 2048]
	vpsubw	xmm9 {k1}, xmm17, xmmword ptr [r10 + 8*rcx + 64]
	vpsubw	xmm10 {k2} {z}, xmm18, xmmword ptr [r11 - 64]
	vpsubw	ymm11, ymm19, ymmword ptr [r12 + 1]
	vpsubw	ymm12, ymm20, ymmword ptr [r13 - 4096]
	vpsubw	ymm13, ymm21, ymmword ptr [r14 - 4128]
	vpsubw	ymm14 {k3}, ymm22, ymmword ptr [r15 + rdx - 1]
	vpsubw	ymm15 {k4} {z}, ymm23, ymmword ptr [rip + 127]
	vpsubw	zmm17, zmm16, zmmword ptr [rax + 128]
	vpsubw	zmm19, zmm18, zmmword ptr [rcx + 8128]
	vpsubw	zmm21, zmm20, zmmword ptr [rdx + 8192]
	vpsubw	zmm23 {k5}, zmm22, zmmword ptr [rbx - 128]
	vpsubw	zmm25 {k6} {z}, zmm24, zmmword ptr [rsp + 2*rbx + 4096]
	vpsubw	xmm27, xmm26, xmm24
	vpsubw	xmm29 {k7}, xmm28, xmm25
	vpsubw	xmm31 {k1} {z}, xmm30, xmm26
	vpsubw	ymm1, ymm0, ymm27
	vpsubw	ymm3 {k2}, ymm2, ymm28
	vpsubw	ymm5 {k3} {z}, ymm4, ymm29
	vpsubw	zmm8, zmm7, zmm6
	vpsubw	zmm11 {k4}, zmm10, zmm9
	vpsubw	zmm14 {k5} {z}, zmm13, zmm12
