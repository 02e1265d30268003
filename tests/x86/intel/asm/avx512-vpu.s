	.intel_syntax noprefix
	.text
	vpunpckhbw	xmm0, xmm16, xmmword ptr [rax]
	vpunpckhbw	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vpunpckhbw	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vpunpckhbw	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vpunpckhbw	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vpunpckhbw	ymm5, ymm21, ymmword ptr [rbp + 1]
	vpunpckhbw	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vpunpckhbw	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vpunpckhbw	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vpunpckhbw	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vpunpckhbw	zmm11, zmm10, zmmword ptr [r10 + 128]
	vpunpckhbw	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vpunpckhbw	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vpunpckhbw	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vpunpckhbw	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vpunpckhbw	xmm21, xmm20, xmm26
	vpunpckhbw	xmm23 {k7}, xmm22, xmm27
	vpunpckhbw	xmm25 {k1} {z}, xmm24, xmm28
	vpunpckhbw	ymm27, ymm26, ymm29
	vpunpckhbw	ymm29 {k2}, ymm28, ymm30
	vpunpckhbw	ymm0 {k3} {z}, ymm30, ymm31
	vpunpckhbw	zmm3, zmm2, zmm1
	vpunpckhbw	zmm6 {k4}, zmm5, zmm4
	vpunpckhbw	zmm9 {k5} {z}, zmm8, zmm7
	vpunpckhdq	xmm10, xmm16, xmmword ptr [r15 - 4096]
	vpunpckhdq	xmm11, xmm17, xmmword ptr [rip + 2032]
	vpunpckhdq	xmm12, xmm18, xmmword ptr [rax + 2048]
	vpunpckhdq	xmm13 {k6}, xmm19, xmmword ptr [rcx + 8*rbx + 2147483647]
	vpunpckhdq	xmm14 {k7} {z}, xmm20, xmmword ptr [rdx - 2147483648]
	vpunpckhdq	ymm15, ymm21, ymmword ptr [rbx]
	vpunpckhdq	ymm16, ymm22, ymmword ptr [rsp - 4096]
	vpunpckhdq	ymm17, ymm23, ymmword ptr [rbp - 4128]
	vpunpckhdq	ymm18 {k1}, ymm24, ymmword ptr [rsi + rbp + 64]
	vpunpckhdq	ymm19 {k2} {z}, ymm25, ymmword ptr [rdi - 64]
	vpunpckhdq	zmm21, zmm20, dword ptr [r8 + 1]{1to16}
	vpunpckhdq	zmm23, zmm22, dword ptr [r9 + 508]{1to16}
	vpunpckhdq	zmm25, zmm24, dword ptr [r10 + 512]{1to16}
	vpunpckhdq	zmm27 {k3}, zmm26, dword ptr [r11 + 2*rsi - 1]{1to16}
	vpunpckhdq	zmm29 {k4} {z}, zmm28, dword ptr [r12 + 127]{1to16}
	vpunpckhdq	xmm30, xmm26, dword ptr [r13 + 128]{1to4}
	vpunpckhdq	xmm31, xmm27, dword ptr [r14 - 512]{1to4}
	vpunpckhdq	xmm0, xmm28, dword ptr [r15 - 516]{1to4}
	vpunpckhdq	xmm1 {k5}, xmm29, dword ptr [rip - 128]{1to4}
	vpunpckhdq	xmm2 {k6} {z}, xmm30, dword ptr [rax + 4*rdi + 4096]{1to4}
	vpunpckhdq	ymm3, ymm31, dword ptr [rcx - 4096]{1to8}
	vpunpckhdq	ymm4, ymm16, dword ptr [rdx + 508]{1to8}
	vpunpckhdq	ymm5, ymm17, dword ptr [rbx + 512]{1to8}
	vpunpckhdq	ymm6 {k7}, ymm18, dword ptr [rsp + 2147483647]{1to8}
	vpunpckhdq	ymm7 {k1} {z}, ymm19, dword ptr [rbp + 8*r8 - 2147483648]{1to8}
	vpunpckhdq	zmm9, zmm8, zmmword ptr [rsi]
	vpunpckhdq	zmm11, zmm10, zmmword ptr [rdi - 8192]
	vpunpckhdq	zmm13, zmm12, zmmword ptr [r8 - 8256]
	vpunpckhdq	zmm15 {k2}, zmm14, zmmword ptr [r9 + 64]
	vpunpckhdq	zmm17 {k3} {z}, zmm16, zmmword ptr [r10 + r9 - 64]
	vpunpckhdq	xmm19, xmm18, xmm20
	vpunpckhdq	xmm22 {k4}, xmm20, xmm21
	vpunpckhdq	xmm24 {k5} {z}, xmm23, xmm22
	vpunpckhdq	ymm26, ymm25, ymm23
	vpunpckhdq	ymm28 {k6}, ymm27, ymm24
	vpunpckhdq	ymm30 {k7} {z}, ymm29, ymm25
	vpunpckhdq	zmm1, zmm0, zmm31
	vpunpckhdq	zmm4 {k1}, zmm3, zmm2
	vpunpckhdq	zmm7 {k2} {z}, zmm6, zmm5
	vpunpckhqdq	xmm8, xmm26, xmmword ptr [r11 + 1]
	vpunpckhqdq	xmm9, xmm27, xmmword ptr [r12 + 2032]
	vpunpckhqdq	xmm10, xmm28, xmmword ptr [r13 + 2048]
	vpunpckhqdq	xmm11 {k3}, xmm29, xmmword ptr [r14 - 1]
	vpunpckhqdq	xmm12 {k4} {z}, xmm30, xmmword ptr [r15 + 2*r10 + 127]
	vpunpckhqdq	ymm13, ymm31, ymmword ptr [rip + 128]
	vpunpckhqdq	ymm14, ymm16, ymmword ptr [rax - 4096]
	vpunpckhqdq	ymm15, ymm17, ymmword ptr [rcx - 4128]
	vpunpckhqdq	ymm16 {k5}, ymm18, ymmword ptr [rdx - 128]
	vpunpckhqdq	ymm17 {k6} {z}, ymm19, ymmword ptr [rbx + 4096]
	vpunpckhqdq	zmm19, zmm18, zmmword ptr [rsp + 4*r11 - 4096]
	vpunpckhqdq	zmm21, zmm20, zmmword ptr [rbp + 8128]
	vpunpckhqdq	zmm23, zmm22, zmmword ptr [rsi + 8192]
	vpunpckhqdq	zmm25 {k7}, zmm24, zmmword ptr [rdi + 2147483647]
	vpunpckhqdq	zmm27 {k1} {z}, zmm26, zmmword ptr [r8 - 2147483648]
	vpunpckhqdq	xmm28, xmm20, qword ptr [r9 + 8*r12]{1to2}
	vpunpckhqdq	xmm29, xmm21, qword ptr [r10 - 1024]{1to2}
	vpunpckhqdq	xmm30, xmm22, qword ptr [r11 - 1032]{1to2}
	vpunpckhqdq	xmm31 {k2}, xmm23, qword ptr [r12 + 64]{1to2}
	vpunpckhqdq	xmm0 {k3} {z}, xmm24, qword ptr [r13 - 64]{1to2}
	vpunpckhqdq	ymm1, ymm25, qword ptr [r14 + r13 + 1]{1to4}
	vpunpckhqdq	ymm2, ymm26, qword ptr [r15 + 1016]{1to4}
	vpunpckhqdq	ymm3, ymm27, qword ptr [rip + 1024]{1to4}
	vpunpckhqdq	ymm4 {k4}, ymm28, qword ptr [rax - 1]{1to4}
	vpunpckhqdq	ymm5 {k5} {z}, ymm29, qword ptr [rcx + 127]{1to4}
	vpunpckhqdq	zmm7, zmm6, qword ptr [rdx + 2*r14 + 128]{1to8}
	vpunpckhqdq	zmm9, zmm8, qword ptr [rbx - 1024]{1to8}
	vpunpckhqdq	zmm11, zmm10, qword ptr [rsp - 1032]{1to8}
	vpunpckhqdq	zmm13 {k6}, zmm12, qword ptr [rbp - 128]{1to8}
	vpunpckhqdq	zmm15 {k7} {z}, zmm14, qword ptr [rsi + 4096]{1to8}
	vpunpckhqdq	xmm17, xmm16, xmm30
	vpunpckhqdq	xmm19 {k1}, xmm18, xmm31
	vpunpckhqdq	xmm21 {k2} {z}, xmm20, xmm16
	vpunpckhqdq	ymm23, ymm22, ymm17
	vpunpckhqdq	ymm25 {k3}, ymm24, ymm18
	vpunpckhqdq	ymm27 {k4} {z}, ymm26, ymm19
	vpunpckhqdq	zmm30, zmm29, zmm28
	vpunpckhqdq	zmm1 {k5}, zmm0, zmm31
	vpunpckhqdq	zmm4 {k6} {z}, zmm3, zmm2
	vpunpckhwd	xmm5, xmm20, xmmword ptr [rdi + 4*r15 - 4096]
	vpunpckhwd	xmm6, xmm21, xmmword ptr [r8 + 2032]
	vpunpckhwd	xmm7, xmm22, xmmword ptr [r9 + 2048]
	vpunpckhwd	xmm8 {k7}, xmm23, xmmword ptr [r10 + 2147483647]
	vpunpckhwd	xmm9 {k1} {z}, xmm24, xmmword ptr [r11 - 2147483648]
	vpunpckhwd	ymm10, ymm25, ymmword ptr [r12 + 8*rax]
	vpunpckhwd	ymm11, ymm26, ymmword ptr [r13 - 4096]
	vpunpckhwd	ymm12, ymm27, ymmword ptr [r14 - 4128]
	vpunpckhwd	ymm13 {k2}, ymm28, ymmword ptr [r15 + 64]
	vpunpckhwd	ymm14 {k3} {z}, ymm29, ymmword ptr [rip - 64]
	vpunpckhwd	zmm16, zmm15, zmmword ptr [rax + 1]
	vpunpckhwd	zmm18, zmm17, zmmword ptr [rcx + 8128]
	vpunpckhwd	zmm20, zmm19, zmmword ptr [rdx + 8192]
	vpunpckhwd	zmm22 {k4}, zmm21, zmmword ptr [rbx + rcx - 1]
	vpunpckhwd	zmm24 {k5} {z}, zmm23, zmmword ptr [rsp + 127]
	vpunpckhwd	xmm26, xmm25, xmm30
	vpunpckhwd	xmm28 {k6}, xmm27, xmm31
	vpunpckhwd	xmm30 {k7} {z}, xmm29, xmm16
	vpunpckhwd	ymm0, ymm31, ymm17
	vpunpckhwd	ymm2 {k1}, ymm1, ymm18
	vpunpckhwd	ymm4 {k2} {z}, ymm3, ymm19
	vpunpckhwd	zmm7, zmm6, zmm5
	vpunpckhwd	zmm10 {k3}, zmm9, zmm8
	vpunpckhwd	zmm13 {k4} {z}, zmm12, zmm11
	vpunpcklbw	xmm14, xmm20, xmmword ptr [rbp + 128]
	vpunpcklbw	xmm15, xmm21, xmmword ptr [rsi - 2048]
	vpunpcklbw	xmm16, xmm22, xmmword ptr [rdi - 2064]
	vpunpcklbw	xmm17 {k5}, xmm23, xmmword ptr [r8 + 2*rdx - 128]
	vpunpcklbw	xmm18 {k6} {z}, xmm24, xmmword ptr [r9 + 4096]
	vpunpcklbw	ymm19, ymm25, ymmword ptr [r10 - 4096]
	vpunpcklbw	ymm20, ymm26, ymmword ptr [r11 + 4064]
	vpunpcklbw	ymm21, ymm27, ymmword ptr [r12 + 4096]
	vpunpcklbw	ymm22 {k7}, ymm28, ymmword ptr [r13 + 4*rbx + 2147483647]
	vpunpcklbw	ymm23 {k1} {z}, ymm29, ymmword ptr [r14 - 2147483648]
	vpunpcklbw	zmm25, zmm24, zmmword ptr [r15]
	vpunpcklbw	zmm27, zmm26, zmmword ptr [rip - 8192]
	vpunpcklbw	zmm29, zmm28, zmmword ptr [rax - 8256]
	vpunpcklbw	zmm31 {k2}, zmm30, zmmword ptr [rcx + 8*rbp + 64]
	vpunpcklbw	zmm1 {k3} {z}, zmm0, zmmword ptr [rdx - 64]
	vpunpcklbw	xmm3, xmm2, xmm30
	vpunpcklbw	xmm5 {k4}, xmm4, xmm31
	vpunpcklbw	xmm7 {k5} {z}, xmm6, xmm16
	vpunpcklbw	ymm9, ymm8, ymm17
	vpunpcklbw	ymm11 {k6}, ymm10, ymm18
	vpunpcklbw	ymm13 {k7} {z}, ymm12, ymm19
	vpunpcklbw	zmm16, zmm15, zmm14
	vpunpcklbw	zmm19 {k1}, zmm18, zmm17
	vpunpcklbw	zmm22 {k2} {z}, zmm21, zmm20
	vpunpckldq	xmm23, xmm20, xmmword ptr [rbx + 1]
	vpunpckldq	xmm24, xmm21, xmmword ptr [rsp + 2032]
	vpunpckldq	xmm25, xmm22, xmmword ptr [rbp + 2048]
	vpunpckldq	xmm26 {k3}, xmm23, xmmword ptr [rsi + rsi - 1]
	vpunpckldq	xmm27 {k4} {z}, xmm24, xmmword ptr [rdi + 127]
	vpunpckldq	ymm28, ymm25, ymmword ptr [r8 + 128]
	vpunpckldq	ymm29, ymm26, ymmword ptr [r9 - 4096]
	vpunpckldq	ymm30, ymm27, ymmword ptr [r10 - 4128]
	vpunpckldq	ymm31 {k5}, ymm28, ymmword ptr [r11 + 2*rdi - 128]
	vpunpckldq	ymm0 {k6} {z}, ymm29, ymmword ptr [r12 + 4096]
	vpunpckldq	zmm2, zmm1, dword ptr [r13 - 4096]{1to16}
	vpunpckldq	zmm4, zmm3, dword ptr [r14 + 508]{1to16}
	vpunpckldq	zmm6, zmm5, dword ptr [r15 + 512]{1to16}
	vpunpckldq	zmm8 {k7}, zmm7, dword ptr [rip + 2147483647]{1to16}
	vpunpckldq	zmm10 {k1} {z}, zmm9, dword ptr [rax + 4*r8 - 2147483648]{1to16}
	vpunpckldq	xmm11, xmm30, dword ptr [rcx]{1to4}
	vpunpckldq	xmm12, xmm31, dword ptr [rdx - 512]{1to4}
	vpunpckldq	xmm13, xmm16, dword ptr [rbx - 516]{1to4}
	vpunpckldq	xmm14 {k2}, xmm17, dword ptr [rsp + 64]{1to4}
	vpunpckldq	xmm15 {k3} {z}, xmm18, dword ptr [rbp + 8*r9 - 64]{1to4}
	vpunpckldq	ymm16, ymm19, dword ptr [rsi + 1]{1to8}
	vpunpckldq	ymm17, ymm20, dword ptr [rdi + 508]{1to8}
	vpunpckldq	ymm18, ymm21, dword ptr [r8 + 512]{1to8}
	vpunpckldq	ymm19 {k4}, ymm22, dword ptr [r9 - 1]{1to8}
	vpunpckldq	ymm20 {k5} {z}, ymm23, dword ptr [r10 + r10 + 127]{1to8}
	vpunpckldq	zmm22, zmm21, zmmword ptr [r11 + 128]
	vpunpckldq	zmm24, zmm23, zmmword ptr [r12 - 8192]
	vpunpckldq	zmm26, zmm25, zmmword ptr [r13 - 8256]
	vpunpckldq	zmm28 {k6}, zmm27, zmmword ptr [r14 - 128]
	vpunpckldq	zmm30 {k7} {z}, zmm29, zmmword ptr [r15 + 2*r11 + 4096]
	vpunpckldq	xmm0, xmm31, xmm24
	vpunpckldq	xmm2 {k1}, xmm1, xmm25
	vpunpckldq	xmm4 {k2} {z}, xmm3, xmm26
	vpunpckldq	ymm6, ymm5, ymm27
	vpunpckldq	ymm8 {k3}, ymm7, ymm28
	vpunpckldq	ymm10 {k4} {z}, ymm9, ymm29
	vpunpckldq	zmm13, zmm12, zmm11
	vpunpckldq	zmm16 {k5}, zmm15, zmm14
	vpunpckldq	zmm19 {k6} {z}, zmm18, zmm17
	vpunpcklqdq	xmm20, xmm30, xmmword ptr [rip - 4096]
	vpunpcklqdq	xmm21, xmm31, xmmword ptr [rax + 2032]
	vpunpcklqdq	xmm22, xmm16, xmmword ptr [rcx + 2048]
	vpunpcklqdq	xmm23 {k7}, xmm17, xmmword ptr [rdx + 2147483647]
	vpunpcklqdq	xmm24 {k1} {z}, xmm18, xmmword ptr [rbx - 2147483648]
	vpunpcklqdq	ymm25, ymm19, ymmword ptr [rsp + 4*r12]
	vpunpcklqdq	ymm26, ymm20, ymmword ptr [rbp - 4096]
	vpunpcklqdq	ymm27, ymm21, ymmword ptr [rsi - 4128]
	vpunpcklqdq	ymm28 {k2}, ymm22, ymmword ptr [rdi + 64]
	vpunpcklqdq	ymm29 {k3} {z}, ymm23, ymmword ptr [r8 - 64]
	vpunpcklqdq	zmm31, zmm30, zmmword ptr [r9 + 8*r13 + 1]
	vpunpcklqdq	zmm1, zmm0, zmmword ptr [r10 + 8128]
	vpunpcklqdq	zmm3, zmm2, zmmword ptr [r11 + 8192]
	vpunpcklqdq	zmm5 {k4}, zmm4, zmmword ptr [r12 - 1]
	vpunpcklqdq	zmm7 {k5} {z}, zmm6, zmmword ptr [r13 + 127]
	vpunpcklqdq	xmm8, xmm24, qword ptr [r14 + r14 + 128]{1to2}
	vpunpcklqdq	xmm9, xmm25, qword ptr [r15 - 1024]{1to2}
	vpunpcklqdq	xmm10, xmm26, qword ptr [rip - 1032]{1to2}
	vpunpcklqdq	xmm11 {k6}, xmm27, qword ptr [rax - 128]{1to2}
	vpunpcklqdq	xmm12 {k7} {z}, xmm28, qword ptr [rcx + 4096]{1to2}
	vpunpcklqdq	ymm13, ymm29, qword ptr [rdx + 2*r15 - 4096]{1to4}
	vpunpcklqdq	ymm14, ymm30, qword ptr [rbx + 1016]{1to4}
	vpunpcklqdq	ymm15, ymm31, qword ptr [rsp + 1024]{1to4}
	vpunpcklqdq	ymm17 {k1}, ymm16, qword ptr [rbp + 2147483647]{1to4}
	vpunpcklqdq	ymm18 {k2} {z}, ymm17, qword ptr [rsi - 2147483648]{1to4}
	vpunpcklqdq	zmm20, zmm19, qword ptr [rdi + 4*rax]{1to8}
	vpunpcklqdq	zmm22, zmm21, qword ptr [r8 - 1024]{1to8}
	vpunpcklqdq	zmm24, zmm23, qword ptr [r9 - 1032]{1to8}
	vpunpcklqdq	zmm26 {k3}, zmm25, qword ptr [r10 + 64]{1to8}
	vpunpcklqdq	zmm28 {k4} {z}, zmm27, qword ptr [r11 - 64]{1to8}
	vpunpcklqdq	xmm30, xmm29, xmm18
	vpunpcklqdq	xmm0 {k5}, xmm31, xmm19
	vpunpcklqdq	xmm2 {k6} {z}, xmm1, xmm20
	vpunpcklqdq	ymm4, ymm3, ymm21
	vpunpcklqdq	ymm6 {k7}, ymm5, ymm22
	vpunpcklqdq	ymm8 {k1} {z}, ymm7, ymm23
	vpunpcklqdq	zmm11, zmm10, zmm9
	vpunpcklqdq	zmm14 {k2}, zmm13, zmm12
	vpunpcklqdq	zmm17 {k3} {z}, zmm16, zmm15
	vpunpcklwd	xmm18, xmm24, xmmword ptr [r12 + 8*rcx + 1]
	vpunpcklwd	xmm19, xmm25, xmmword ptr [r13 + 2032]
	vpunpcklwd	xmm20, xmm26, xmmword ptr [r14 + 2048]
	vpunpcklwd	xmm21 {k4}, xmm27, xmmword ptr [r15 - 1]
	vpunpcklwd	xmm22 {k5} {z}, xmm28, xmmword ptr [rip + 127]
	vpunpcklwd	ymm23, ymm29, ymmword ptr [rax + 128]
	vpunpcklwd	ymm24, ymm30, ymmword ptr [rcx - 4096]
	vpunpcklwd	ymm25, ymm31, ymmword ptr [rdx - 4128]
	vpunpcklwd	ymm26 {k6}, ymm16, ymmword ptr [rbx + rdx - 128]
	vpunpcklwd	ymm27 {k7} {z}, ymm17, ymmword ptr [rsp + 4096]
	vpunpcklwd	zmm29, zmm28, zmmword ptr [rbp - 4096]
	vpunpcklwd	zmm31, zmm30, zmmword ptr [rsi + 8128]
	vpunpcklwd	zmm1, zmm0, zmmword ptr [rdi + 8192]
	vpunpcklwd	zmm3 {k1}, zmm2, zmmword ptr [r8 + 2*rbx + 2147483647]
	vpunpcklwd	zmm5 {k2} {z}, zmm4, zmmword ptr [r9 - 2147483648]
	vpunpcklwd	xmm7, xmm6, xmm18
	vpunpcklwd	xmm9 {k3}, xmm8, xmm19
	vpunpcklwd	xmm11 {k4} {z}, xmm10, xmm20
	vpunpcklwd	ymm13, ymm12, ymm21
	vpunpcklwd	ymm15 {k5}, ymm14, ymm22
	vpunpcklwd	ymm17 {k6} {z}, ymm16, ymm23
	vpunpcklwd	zmm20, zmm19, zmm18
	vpunpcklwd	zmm23 {k7}, zmm22, zmm21
	vpunpcklwd	zmm26 {k1} {z}, zmm25, zmm24
