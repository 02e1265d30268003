	.intel_syntax noprefix
	.text
	vprold	xmm16, xmmword ptr [rax], 0
	vprold	xmm17, xmmword ptr [rcx - 2048], 1
	vprold	xmm18, xmmword ptr [rdx - 2064], 127
	vprold	xmm19 {k1}, xmmword ptr [rbx + rax + 64], 255
	vprold	xmm20 {k2} {z}, xmmword ptr [rsp - 64], 3
	vprold	ymm21, ymmword ptr [rbp + 1], 128
	vprold	ymm22, ymmword ptr [rsi + 4064], 64
	vprold	ymm23, ymmword ptr [rdi + 4096], 17
	vprold	ymm24 {k3}, ymmword ptr [r8 + 2*rcx - 1], 0
	vprold	ymm25 {k4} {z}, ymmword ptr [r9 + 127], 1
	vprold	zmm0, dword ptr [r10 + 128]{1to16}, 127
	vprold	zmm1, dword ptr [r11 - 512]{1to16}, 255
	vprold	zmm2, dword ptr [r12 - 516]{1to16}, 3
	vprold	zmm3 {k5}, dword ptr [r13 + 4*rdx - 128]{1to16}, 128
	vprold	zmm4 {k6} {z}, dword ptr [r14 + 4096]{1to16}, 64
	vprold	xmm26, dword ptr [r15 - 4096]{1to4}, 17
	vprold	xmm27, dword ptr [rip + 508]{1to4}, 0
	vprold	xmm28, dword ptr [rax + 512]{1to4}, 1
	vprold	xmm29 {k7}, dword ptr [rcx + 8*rbx + 2147483647]{1to4}, 127
	vprold	xmm30 {k1} {z}, dword ptr [rdx - 2147483648]{1to4}, 255
	vprold	ymm31, dword ptr [rbx]{1to8}, 3
	vprold	ymm16, dword ptr [rsp - 512]{1to8}, 128
	vprold	ymm17, dword ptr [rbp - 516]{1to8}, 64
	vprold	ymm18 {k2}, dword ptr [rsi + rbp + 64]{1to8}, 17
	vprold	ymm19 {k3} {z}, dword ptr [rdi - 64]{1to8}, 0
	vprold	zmm5, zmmword ptr [r8 + 1], 1
	vprold	zmm6, zmmword ptr [r9 + 8128], 127
	vprold	zmm7, zmmword ptr [r10 + 8192], 255
	vprold	zmm8 {k4}, zmmword ptr [r11 + 2*rsi - 1], 3
	vprold	zmm9 {k5} {z}, zmmword ptr [r12 + 127], 128
	vprold	xmm10, xmm20, 64
	vprold	xmm11 {k6}, xmm21, 17
	vprold	xmm12 {k7} {z}, xmm22, 0
	vprold	ymm13, ymm23, 1
	vprold	ymm14 {k1}, ymm24, 127
	vprold	ymm15 {k2} {z}, ymm25, 255
	vprold	zmm17, zmm16, 3
	vprold	zmm19 {k3}, zmm18, 128
	vprold	zmm21 {k4} {z}, zmm20, 64
	vprolq	xmm26, xmmword ptr [r13 + 128], 17
	vprolq	xmm27, xmmword ptr [r14 - 2048], 0
	vprolq	xmm28, xmmword ptr [r15 - 2064], 1
	vprolq	xmm29 {k5}, xmmword ptr [rip - 128], 127
	vprolq	xmm30 {k6} {z}, xmmword ptr [rax + 4*rdi + 4096], 255
	vprolq	ymm31, ymmword ptr [rcx - 4096], 3
	vprolq	ymm16, ymmword ptr [rdx + 4064], 128
	vprolq	ymm17, ymmword ptr [rbx + 4096], 64
	vprolq	ymm18 {k7}, ymmword ptr [rsp + 2147483647], 17
	vprolq	ymm19 {k1} {z}, ymmword ptr [rbp + 8*r8 - 2147483648], 0
	vprolq	zmm22, zmmword ptr [rsi], 1
	vprolq	zmm23, zmmword ptr [rdi - 8192], 127
	vprolq	zmm24, zmmword ptr [r8 - 8256], 255
	vprolq	zmm25 {k2}, zmmword ptr [r9 + 64], 3
	vprolq	zmm26 {k3} {z}, zmmword ptr [r10 + r9 - 64], 128
	vprolq	xmm20, qword ptr [r11 + 1]{1to2}, 64
	vprolq	xmm21, qword ptr [r12 + 1016]{1to2}, 17
	vprolq	xmm22, qword ptr [r13 + 1024]{1to2}, 0
	vprolq	xmm23 {k4}, qword ptr [r14 - 1]{1to2}, 1
	vprolq	xmm24 {k5} {z}, qword ptr [r15 + 2*r10 + 127]{1to2}, 127
	vprolq	ymm25, qword ptr [rip + 128]{1to4}, 255
	vprolq	ymm26, qword ptr [rax - 1024]{1to4}, 3
	vprolq	ymm27, qword ptr [rcx - 1032]{1to4}, 128
	vprolq	ymm28 {k6}, qword ptr [rdx - 128]{1to4}, 64
	vprolq	ymm29 {k7} {z}, qword ptr [rbx + 4096]{1to4}, 17
	vprolq	zmm27, qword ptr [rsp + 4*r11 - 4096]{1to8}, 0
	vprolq	zmm28, qword ptr [rbp + 1016]{1to8}, 1
	vprolq	zmm29, qword ptr [rsi + 1024]{1to8}, 127
	vprolq	zmm30 {k1}, qword ptr [rdi + 2147483647]{1to8}, 255
	vprolq	zmm31 {k2} {z}, qword ptr [r8 - 2147483648]{1to8}, 3
	vprolq	xmm0, xmm30, 128
	vprolq	xmm1 {k3}, xmm31, 64
	vprolq	xmm2 {k4} {z}, xmm16, 17
	vprolq	ymm3, ymm17, 0
	vprolq	ymm4 {k5}, ymm18, 1
	vprolq	ymm5 {k6} {z}, ymm19, 127
	vprolq	zmm7, zmm6, 255
	vprolq	zmm9 {k7}, zmm8, 3
	vprolq	zmm11 {k1} {z}, zmm10, 128
	vprolvd	xmm12, xmm20, xmmword ptr [r9 + 8*r12]
	vprolvd	xmm13, xmm21, xmmword ptr [r10 - 2048]
	vprolvd	xmm14, xmm22, xmmword ptr [r11 - 2064]
	vprolvd	xmm15 {k2}, xmm23, xmmword ptr [r12 + 64]
	vprolvd	xmm16 {k3} {z}, xmm24, xmmword ptr [r13 - 64]
	vprolvd	ymm17, ymm25, ymmword ptr [r14 + r13 + 1]
	vprolvd	ymm18, ymm26, ymmword ptr [r15 + 4064]
	vprolvd	ymm19, ymm27, ymmword ptr [rip + 4096]
	vprolvd	ymm20 {k4}, ymm28, ymmword ptr [rax - 1]
	vprolvd	ymm21 {k5} {z}, ymm29, ymmword ptr [rcx + 127]
	vprolvd	zmm23, zmm22, dword ptr [rdx + 2*r14 + 128]{1to16}
	vprolvd	zmm25, zmm24, dword ptr [rbx - 512]{1to16}
	vprolvd	zmm27, zmm26, dword ptr [rsp - 516]{1to16}
	vprolvd	zmm29 {k6}, zmm28, dword ptr [rbp - 128]{1to16}
	vprolvd	zmm31 {k7} {z}, zmm30, dword ptr [rsi + 4096]{1to16}
	vprolvd	xmm0, xmm30, dword ptr [rdi + 4*r15 - 4096]{1to4}
	vprolvd	xmm1, xmm31, dword ptr [r8 + 508]{1to4}
	vprolvd	xmm2, xmm16, dword ptr [r9 + 512]{1to4}
	vprolvd	xmm3 {k1}, xmm17, dword ptr [r10 + 2147483647]{1to4}
	vprolvd	xmm4 {k2} {z}, xmm18, dword ptr [r11 - 2147483648]{1to4}
	vprolvd	ymm5, ymm19, dword ptr [r12 + 8*rax]{1to8}
	vprolvd	ymm6, ymm20, dword ptr [r13 - 512]{1to8}
	vprolvd	ymm7, ymm21, dword ptr [r14 - 516]{1to8}
	vprolvd	ymm8 {k3}, ymm22, dword ptr [r15 + 64]{1to8}
	vprolvd	ymm9 {k4} {z}, ymm23, dword ptr [rip - 64]{1to8}
	vprolvd	zmm11, zmm10, zmmword ptr [rax + 1]
	vprolvd	zmm13, zmm12, zmmword ptr [rcx + 8128]
	vprolvd	zmm15, zmm14, zmmword ptr [rdx + 8192]
	vprolvd	zmm17 {k5}, zmm16, zmmword ptr [rbx + rcx - 1]
	vprolvd	zmm19 {k6} {z}, zmm18, zmmword ptr [rsp + 127]
	vprolvd	xmm21, xmm20, xmm24
	vprolvd	xmm23 {k7}, xmm22, xmm25
	vprolvd	xmm25 {k1} {z}, xmm24, xmm26
	vprolvd	ymm28, ymm26, ymm27
	vprolvd	ymm30 {k2}, ymm29, ymm28
	vprolvd	ymm0 {k3} {z}, ymm31, ymm29
	vprolvd	zmm3, zmm2, zmm1
	vprolvd	zmm6 {k4}, zmm5, zmm4
	vprolvd	zmm9 {k5} {z}, zmm8, zmm7
	vprolvq	xmm10, xmm30, xmmword ptr [rbp + 128]
	vprolvq	xmm11, xmm31, xmmword ptr [rsi - 2048]
	vprolvq	xmm12, xmm16, xmmword ptr [rdi - 2064]
	vprolvq	xmm13 {k6}, xmm17, xmmword ptr [r8 + 2*rdx - 128]
	vprolvq	xmm14 {k7} {z}, xmm18, xmmword ptr [r9 + 4096]
	vprolvq	ymm15, ymm19, ymmword ptr [r10 - 4096]
	vprolvq	ymm16, ymm20, ymmword ptr [r11 + 4064]
	vprolvq	ymm17, ymm21, ymmword ptr [r12 + 4096]
	vprolvq	ymm18 {k1}, ymm22, ymmword ptr [r13 + 4*rbx + 2147483647]
	vprolvq	ymm19 {k2} {z}, ymm23, ymmword ptr [r14 - 2147483648]
	vprolvq	zmm21, zmm20, zmmword ptr [r15]
	vprolvq	zmm23, zmm22, zmmword ptr [rip - 8192]
	vprolvq	zmm25, zmm24, zmmword ptr [rax - 8256]
	vprolvq	zmm27 {k3}, zmm26, zmmword ptr [rcx + 8*rbp + 64]
	vprolvq	zmm29 {k4} {z}, zmm28, zmmword ptr [rdx - 64]
	vprolvq	xmm30, xmm24, qword ptr [rbx + 1]{1to2}
	vprolvq	xmm31, xmm25, qword ptr [rsp + 1016]{1to2}
	vprolvq	xmm0, xmm26, qword ptr [rbp + 1024]{1to2}
	vprolvq	xmm1 {k5}, xmm27, qword ptr [rsi + rsi - 1]{1to2}
	vprolvq	xmm2 {k6} {z}, xmm28, qword ptr [rdi + 127]{1to2}
	vprolvq	ymm3, ymm29, qword ptr [r8 + 128]{1to4}
	vprolvq	ymm4, ymm30, qword ptr [r9 - 1024]{1to4}
	vprolvq	ymm5, ymm31, qword ptr [r10 - 1032]{1to4}
	vprolvq	ymm6 {k7}, ymm16, qword ptr [r11 + 2*rdi - 128]{1to4}
	vprolvq	ymm7 {k1} {z}, ymm17, qword ptr [r12 + 4096]{1to4}
	vprolvq	zmm9, zmm8, qword ptr [r13 - 4096]{1to8}
	vprolvq	zmm11, zmm10, qword ptr [r14 + 1016]{1to8}
	vprolvq	zmm13, zmm12, qword ptr [r15 + 1024]{1to8}
	vprolvq	zmm15 {k2}, zmm14, qword ptr [rip + 2147483647]{1to8}
	vprolvq	zmm17 {k3} {z}, zmm16, qword ptr [rax + 4*r8 - 2147483648]{1to8}
	vprolvq	xmm20, xmm19, xmm18
	vprolvq	xmm22 {k4}, xmm21, xmm19
	vprolvq	xmm24 {k5} {z}, xmm23, xmm20
	vprolvq	ymm26, ymm25, ymm21
	vprolvq	ymm28 {k6}, ymm27, ymm22
	vprolvq	ymm30 {k7} {z}, ymm29, ymm23
	vprolvq	zmm1, zmm0, zmm31
	vprolvq	zmm4 {k1}, zmm3, zmm2
	vprolvq	zmm7 {k2} {z}, zmm6, zmm5
	vprord	xmm24, xmmword ptr [rcx], 64
	vprord	xmm25, xmmword ptr [rdx - 2048], 17
	vprord	xmm26, xmmword ptr [rbx - 2064], 0
	vprord	xmm27 {k3}, xmmword ptr [rsp + 64], 1
	vprord	xmm28 {k4} {z}, xmmword ptr [rbp + 8*r9 - 64], 127
	vprord	ymm29, ymmword ptr [rsi + 1], 255
	vprord	ymm30, ymmword ptr [rdi + 4064], 3
	vprord	ymm31, ymmword ptr [r8 + 4096], 128
	vprord	ymm16 {k5}, ymmword ptr [r9 - 1], 64
	vprord	ymm17 {k6} {z}, ymmword ptr [r10 + r10 + 127], 17
	vprord	zmm8, dword ptr [r11 + 128]{1to16}, 0
	vprord	zmm9, dword ptr [r12 - 512]{1to16}, 1
	vprord	zmm10, dword ptr [r13 - 516]{1to16}, 127
	vprord	zmm11 {k7}, dword ptr [r14 - 128]{1to16}, 255
	vprord	zmm12 {k1} {z}, dword ptr [r15 + 2*r11 + 4096]{1to16}, 3
	vprord	xmm18, dword ptr [rip - 4096]{1to4}, 128
	vprord	xmm19, dword ptr [rax + 508]{1to4}, 64
	vprord	xmm20, dword ptr [rcx + 512]{1to4}, 17
	vprord	xmm21 {k2}, dword ptr [rdx + 2147483647]{1to4}, 0
	vprord	xmm22 {k3} {z}, dword ptr [rbx - 2147483648]{1to4}, 1
	vprord	ymm23, dword ptr [rsp + 4*r12]{1to8}, 127
	vprord	ymm24, dword ptr [rbp - 512]{1to8}, 255
	vprord	ymm25, dword ptr [rsi - 516]{1to8}, 3
	vprord	ymm26 {k4}, dword ptr [rdi + 64]{1to8}, 128
	vprord	ymm27 {k5} {z}, dword ptr [r8 - 64]{1to8}, 64
	vprord	zmm13, zmmword ptr [r9 + 8*r13 + 1], 17
	vprord	zmm14, zmmword ptr [r10 + 8128], 0
	vprord	zmm15, zmmword ptr [r11 + 8192], 1
	vprord	zmm16 {k6}, zmmword ptr [r12 - 1], 127
	vprord	zmm17 {k7} {z}, zmmword ptr [r13 + 127], 255
	vprord	xmm18, xmm28, 3
	vprord	xmm19 {k1}, xmm29, 128
	vprord	xmm20 {k2} {z}, xmm30, 64
	vprord	ymm21, ymm31, 17
	vprord	ymm22 {k3}, ymm16, 0
	vprord	ymm23 {k4} {z}, ymm17, 1
	vprord	zmm25, zmm24, 127
	vprord	zmm27 {k5}, zmm26, 255
	vprord	zmm29 {k6} {z}, zmm28, 3
	vprorq	xmm18, xmmword ptr [r14 + r14 + 128], 128
	vprorq	xmm19, xmmword ptr [r15 - 2048], 64
	vprorq	xmm20, xmmword ptr [rip - 2064], 17
	vprorq	xmm21 {k7}, xmmword ptr [rax - 128], 0
	vprorq	xmm22 {k1} {z}, xmmword ptr [rcx + 4096], 1
	vprorq	ymm23, ymmword ptr [rdx + 2*r15 - 4096], 127
	vprorq	ymm24, ymmword ptr [rbx + 4064], 255
	vprorq	ymm25, ymmword ptr [rsp + 4096], 3
	vprorq	ymm26 {k2}, ymmword ptr [rbp + 2147483647], 128
	vprorq	ymm27 {k3} {z}, ymmword ptr [rsi - 2147483648], 64
	vprorq	zmm30, zmmword ptr [rdi + 4*rax], 17
	vprorq	zmm31, zmmword ptr [r8 - 8192], 0
	vprorq	zmm0, zmmword ptr [r9 - 8256], 1
	vprorq	zmm1 {k4}, zmmword ptr [r10 + 64], 127
	vprorq	zmm2 {k5} {z}, zmmword ptr [r11 - 64], 255
	vprorq	xmm28, qword ptr [r12 + 8*rcx + 1]{1to2}, 3
	vprorq	xmm29, qword ptr [r13 + 1016]{1to2}, 128
	vprorq	xmm30, qword ptr [r14 + 1024]{1to2}, 64
	vprorq	xmm31 {k6}, qword ptr [r15 - 1]{1to2}, 17
	vprorq	xmm16 {k7} {z}, qword ptr [rip + 127]{1to2}, 0
	vprorq	ymm17, qword ptr [rax + 128]{1to4}, 1
	vprorq	ymm18, qword ptr [rcx - 1024]{1to4}, 127
	vprorq	ymm19, qword ptr [rdx - 1032]{1to4}, 255
	vprorq	ymm20 {k1}, qword ptr [rbx + rdx - 128]{1to4}, 3
	vprorq	ymm21 {k2} {z}, qword ptr [rsp + 4096]{1to4}, 128
	vprorq	zmm3, qword ptr [rbp - 4096]{1to8}, 64
	vprorq	zmm4, qword ptr [rsi + 1016]{1to8}, 17
	vprorq	zmm5, qword ptr [rdi + 1024]{1to8}, 0
	vprorq	zmm6 {k3}, qword ptr [r8 + 2*rbx + 2147483647]{1to8}, 1
	vprorq	zmm7 {k4} {z}, qword ptr [r9 - 2147483648]{1to8}, 127
	vprorq	xmm8, xmm22, 255
	vprorq	xmm9 {k5}, xmm23, 3
	vprorq	xmm10 {k6} {z}, xmm24, 128
	vprorq	ymm11, ymm25, 64
	vprorq	ymm12 {k7}, ymm26, 17
	vprorq	ymm13 {k1} {z}, ymm27, 0
	vprorq	zmm15, zmm14, 1
	vprorq	zmm17 {k2}, zmm16, 127
	vprorq	zmm19 {k3} {z}, zmm18, 255
	vprorvd	xmm20, xmm28, xmmword ptr [r10]
	vprorvd	xmm21, xmm29, xmmword ptr [r11 - 2048]
	vprorvd	xmm22, xmm30, xmmword ptr [r12 - 2064]
	vprorvd	xmm23 {k4}, xmm31, xmmword ptr [r13 + 4*rbp + 64]
	vprorvd	xmm24 {k5} {z}, xmm16, xmmword ptr [r14 - 64]
	vprorvd	ymm25, ymm17, ymmword ptr [r15 + 1]
	vprorvd	ymm26, ymm18, ymmword ptr [rip + 4064]
	vprorvd	ymm27, ymm19, ymmword ptr [rax + 4096]
	vprorvd	ymm28 {k6}, ymm20, ymmword ptr [rcx + 8*rsi - 1]
	vprorvd	ymm29 {k7} {z}, ymm21, ymmword ptr [rdx + 127]
	vprorvd	zmm31, zmm30, dword ptr [rbx + 128]{1to16}
	vprorvd	zmm1, zmm0, dword ptr [rsp - 512]{1to16}
	vprorvd	zmm3, zmm2, dword ptr [rbp - 516]{1to16}
	vprorvd	zmm5 {k1}, zmm4, dword ptr [rsi + rdi - 128]{1to16}
	vprorvd	zmm7 {k2} {z}, zmm6, dword ptr [rdi + 4096]{1to16}
	vprorvd	xmm8, xmm22, dword ptr [r8 - 4096]{1to4}
	vprorvd	xmm9, xmm23, dword ptr [r9 + 508]{1to4}
	vprorvd	xmm10, xmm24, dword ptr [r10 + 512]{1to4}
	vprorvd	xmm11 {k3}, xmm25, dword ptr [r11 + 2*r8 + 2147483647]{1to4}
	vprorvd	xmm12 {k4} {z}, xmm26, dword ptr [r12 - 2147483648]{1to4}
	vprorvd	ymm13, ymm27, dword ptr [r13]{1to8}
	vprorvd	ymm14, ymm28, dword ptr [r14 - 512]{1to8}
	vprorvd	ymm15, ymm29, dword ptr [r15 - 516]{1to8}
	vprorvd	ymm16 {k5}, ymm30, dword ptr [rip + 64]{1to8}
	vprorvd	ymm17 {k6} {z}, ymm31, dword ptr [rax + 4*r9 - 64]{1to8}
	vprorvd	zmm19, zmm18, zmmword ptr [rcx + 1]
	vprorvd	zmm21, zmm20, zmmword ptr [rdx + 8128]
	vprorvd	zmm23, zmm22, zmmword ptr [rbx + 8192]
	vprorvd	zmm25 {k7}, zmm24, zmmword ptr [rsp - 1]
	vprorvd	zmm27 {k1} {z}, zmm26, zmmword ptr [rbp + 8*r10 + 127]
	vprorvd	xmm29, xmm28, xmm16
	vprorvd	xmm31 {k2}, xmm30, xmm17
	vprorvd	xmm1 {k3} {z}, xmm0, xmm18
	vprorvd	ymm3, ymm2, ymm19
	vprorvd	ymm5 {k4}, ymm4, ymm20
	vprorvd	ymm7 {k5} {z}, ymm6, ymm21
	vprorvd	zmm10, zmm9, zmm8
	vprorvd	zmm13 {k6}, zmm12, zmm11
	vprorvd	zmm16 {k7} {z}, zmm15, zmm14
	vprorvq	xmm17, xmm22, xmmword ptr [rsi + 128]
	vprorvq	xmm18, xmm23, xmmword ptr [rdi - 2048]
	vprorvq	xmm19, xmm24, xmmword ptr [r8 - 2064]
	vprorvq	xmm20 {k1}, xmm25, xmmword ptr [r9 - 128]
	vprorvq	xmm21 {k2} {z}, xmm26, xmmword ptr [r10 + r11 + 4096]
	vprorvq	ymm22, ymm27, ymmword ptr [r11 - 4096]
	vprorvq	ymm23, ymm28, ymmword ptr [r12 + 4064]
	vprorvq	ymm24, ymm29, ymmword ptr [r13 + 4096]
	vprorvq	ymm25 {k3}, ymm30, ymmword ptr [r14 + 2147483647]
	vprorvq	ymm26 {k4} {z}, ymm31, ymmword ptr [r15 + 2*r12 - 2147483648]
	vprorvq	zmm28, zmm27, zmmword ptr [rip]
	vprorvq	zmm30, zmm29, zmmword ptr [rax - 8192]
	vprorvq	zmm0, zmm31, zmmword ptr [rcx - 8256]
	vprorvq	zmm2 {k5}, zmm1, zmmword ptr [rdx + 64]
	vprorvq	zmm4 {k6} {z}, zmm3, zmmword ptr [rbx - 64]
	vprorvq	xmm5, xmm16, qword ptr [rsp + 4*r13 + 1]{1to2}
	vprorvq	xmm6, xmm17, qword ptr [rbp + 1016]{1to2}
	vprorvq	xmm7, xmm18, qword ptr [rsi + 1024]{1to2}
	vprorvq	xmm8 {k7}, xmm19, qword ptr [rdi - 1]{1to2}
	vprorvq	xmm9 {k1} {z}, xmm20, qword ptr [r8 + 127]{1to2}
	vprorvq	ymm10, ymm21, qword ptr [r9 + 8*r14 + 128]{1to4}
	vprorvq	ymm11, ymm22, qword ptr [r10 - 1024]{1to4}
	vprorvq	ymm12, ymm23, qword ptr [r11 - 1032]{1to4}
	vprorvq	ymm13 {k2}, ymm24, qword ptr [r12 - 128]{1to4}
	vprorvq	ymm14 {k3} {z}, ymm25, qword ptr [r13 + 4096]{1to4}
	vprorvq	zmm16, zmm15, qword ptr [r14 + r15 - 4096]{1to8}
	vprorvq	zmm18, zmm17, qword ptr [r15 + 1016]{1to8}
	vprorvq	zmm20, zmm19, qword ptr [rip + 1024]{1to8}
	vprorvq	zmm22 {k4}, zmm21, qword ptr [rax + 2147483647]{1to8}
	vprorvq	zmm24 {k5} {z}, zmm23, qword ptr [rcx - 2147483648]{1to8}
	vprorvq	xmm27, xmm25, xmm26
	vprorvq	xmm29 {k6}, xmm28, xmm27
	vprorvq	xmm31 {k7} {z}, xmm30, xmm28
	vprorvq	ymm1, ymm0, ymm29
	vprorvq	ymm3 {k1}, ymm2, ymm30
	vprorvq	ymm5 {k2} {z}, ymm4, ymm31
	vprorvq	zmm8, zmm7, zmm6
	vprorvq	zmm11 {k3}, zmm10, zmm9
	vprorvq	zmm14 {k4} {z}, zmm13, zmm12
