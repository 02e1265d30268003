	.intel_syntax noprefix
	.text
	vpmadd52huq	xmm0, xmm16, xmmword ptr [rax]
	vpmadd52huq	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vpmadd52huq	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vpmadd52huq	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vpmadd52huq	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vpmadd52huq	ymm5, ymm21, ymmword ptr [rbp + 1]
	vpmadd52huq	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vpmadd52huq	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vpmadd52huq	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vpmadd52huq	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vpmadd52huq	zmm11, zmm10, zmmword ptr [r10 + 128]
	vpmadd52huq	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vpmadd52huq	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vpmadd52huq	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vpmadd52huq	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vpmadd52huq	xmm20, xmm26, qword ptr [r15 - 4096]{1to2}
	vpmadd52huq	xmm21, xmm27, qword ptr [rip + 1016]{1to2}
	vpmadd52huq	xmm22, xmm28, qword ptr [rax + 1024]{1to2}
	vpmadd52huq	xmm23 {k7}, xmm29, qword ptr [rcx + 8*rbx + 2147483647]{1to2}
	vpmadd52huq	xmm24 {k1} {z}, xmm30, qword ptr [rdx - 2147483648]{1to2}
	vpmadd52huq	ymm25, ymm31, qword ptr [rbx]{1to4}
	vpmadd52huq	ymm26, ymm16, qword ptr [rsp - 1024]{1to4}
	vpmadd52huq	ymm27, ymm17, qword ptr [rbp - 1032]{1to4}
	vpmadd52huq	ymm28 {k2}, ymm18, qword ptr [rsi + rbp + 64]{1to4}
	vpmadd52huq	ymm29 {k3} {z}, ymm19, qword ptr [rdi - 64]{1to4}
	vpmadd52huq	zmm31, zmm30, qword ptr [r8 + 1]{1to8}
	vpmadd52huq	zmm1, zmm0, qword ptr [r9 + 1016]{1to8}
	vpmadd52huq	zmm3, zmm2, qword ptr [r10 + 1024]{1to8}
	vpmadd52huq	zmm5 {k4}, zmm4, qword ptr [r11 + 2*rsi - 1]{1to8}
	vpmadd52huq	zmm7 {k5} {z}, zmm6, qword ptr [r12 + 127]{1to8}
	vpmadd52huq	xmm9, xmm8, xmm20
	vpmadd52huq	xmm11 {k6}, xmm10, xmm21
	vpmadd52huq	xmm13 {k7} {z}, xmm12, xmm22
	vpmadd52huq	ymm15, ymm14, ymm23
	vpmadd52huq	ymm17 {k1}, ymm16, ymm24
	vpmadd52huq	ymm19 {k2} {z}, ymm18, ymm25
	vpmadd52huq	zmm22, zmm21, zmm20
	vpmadd52huq	zmm25 {k3}, zmm24, zmm23
	vpmadd52huq	zmm28 {k4} {z}, zmm27, zmm26
	vpmadd52luq	xmm29, xmm26, xmmword ptr [r13 + 128]
	vpmadd52luq	xmm30, xmm27, xmmword ptr [r14 - 2048]
	vpmadd52luq	xmm31, xmm28, xmmword ptr [r15 - 2064]
	vpmadd52luq	xmm0 {k5}, xmm29, xmmword ptr [rip - 128]
	vpmadd52luq	xmm1 {k6} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096]
	vpmadd52luq	ymm2, ymm31, ymmword ptr [rcx - 4096]
	vpmadd52luq	ymm3, ymm16, ymmword ptr [rdx + 4064]
	vpmadd52luq	ymm4, ymm17, ymmword ptr [rbx + 4096]
	vpmadd52luq	ymm5 {k7}, ymm18, ymmword ptr [rsp + 2147483647]
	vpmadd52luq	ymm6 {k1} {z}, ymm19, ymmword ptr [rbp + 8*r8 - 2147483648]
	vpmadd52luq	zmm8, zmm7, zmmword ptr [rsi]
	vpmadd52luq	zmm10, zmm9, zmmword ptr [rdi - 8192]
	vpmadd52luq	zmm12, zmm11, zmmword ptr [r8 - 8256]
	vpmadd52luq	zmm14 {k2}, zmm13, zmmword ptr [r9 + 64]
	vpmadd52luq	zmm16 {k3} {z}, zmm15, zmmword ptr [r10 + r9 - 64]
	vpmadd52luq	xmm17, xmm20, qword ptr [r11 + 1]{1to2}
	vpmadd52luq	xmm18, xmm21, qword ptr [r12 + 1016]{1to2}
	vpmadd52luq	xmm19, xmm22, qword ptr [r13 + 1024]{1to2}
	vpmadd52luq	xmm20 {k4}, xmm23, qword ptr [r14 - 1]{1to2}
	vpmadd52luq	xmm21 {k5} {z}, xmm24, qword ptr [r15 + 2*r10 + 127]{1to2}
	vpmadd52luq	ymm22, ymm25, qword ptr [rip + 128]{1to4}
	vpmadd52luq	ymm23, ymm26, qword ptr [rax - 1024]{1to4}
	vpmadd52luq	ymm24, ymm27, qword ptr [rcx - 1032]{1to4}
	vpmadd52luq	ymm25 {k6}, ymm28, qword ptr [rdx - 128]{1to4}
	vpmadd52luq	ymm26 {k7} {z}, ymm29, qword ptr [rbx + 4096]{1to4}
	vpmadd52luq	zmm28, zmm27, qword ptr [rsp + 4*r11 - 4096]{1to8}
	vpmadd52luq	zmm30, zmm29, qword ptr [rbp + 1016]{1to8}
	vpmadd52luq	zmm0, zmm31, qword ptr [rsi + 1024]{1to8}
	vpmadd52luq	zmm2 {k1}, zmm1, qword ptr [rdi + 2147483647]{1to8}
	vpmadd52luq	zmm4 {k2} {z}, zmm3, qword ptr [r8 - 2147483648]{1to8}
	vpmadd52luq	xmm6, xmm5, xmm30
	vpmadd52luq	xmm8 {k3}, xmm7, xmm31
	vpmadd52luq	xmm10 {k4} {z}, xmm9, xmm16
	vpmadd52luq	ymm12, ymm11, ymm17
	vpmadd52luq	ymm14 {k5}, ymm13, ymm18
	vpmadd52luq	ymm16 {k6} {z}, ymm15, ymm19
	vpmadd52luq	zmm19, zmm18, zmm17
	vpmadd52luq	zmm22 {k7}, zmm21, zmm20
	vpmadd52luq	zmm25 {k1} {z}, zmm24, zmm23
	vpmaddubsw	xmm26, xmm20, xmmword ptr [r9 + 8*r12]
	vpmaddubsw	xmm27, xmm21, xmmword ptr [r10 - 2048]
	vpmaddubsw	xmm28, xmm22, xmmword ptr [r11 - 2064]
	vpmaddubsw	xmm29 {k2}, xmm23, xmmword ptr [r12 + 64]
	vpmaddubsw	xmm30 {k3} {z}, xmm24, xmmword ptr [r13 - 64]
	vpmaddubsw	ymm31, ymm25, ymmword ptr [r14 + r13 + 1]
	vpmaddubsw	ymm0, ymm26, ymmword ptr [r15 + 4064]
	vpmaddubsw	ymm1, ymm27, ymmword ptr [rip + 4096]
	vpmaddubsw	ymm2 {k4}, ymm28, ymmword ptr [rax - 1]
	vpmaddubsw	ymm3 {k5} {z}, ymm29, ymmword ptr [rcx + 127]
	vpmaddubsw	zmm5, zmm4, zmmword ptr [rdx + 2*r14 + 128]
	vpmaddubsw	zmm7, zmm6, zmmword ptr [rbx - 8192]
	vpmaddubsw	zmm9, zmm8, zmmword ptr [rsp - 8256]
	vpmaddubsw	zmm11 {k6}, zmm10, zmmword ptr [rbp - 128]
	vpmaddubsw	zmm13 {k7} {z}, zmm12, zmmword ptr [rsi + 4096]
	vpmaddubsw	xmm15, xmm14, xmm30
	vpmaddubsw	xmm17 {k1}, xmm16, xmm31
	vpmaddubsw	xmm19 {k2} {z}, xmm18, xmm16
	vpmaddubsw	ymm21, ymm20, ymm17
	vpmaddubsw	ymm23 {k3}, ymm22, ymm18
	vpmaddubsw	ymm25 {k4} {z}, ymm24, ymm19
	vpmaddubsw	zmm28, zmm27, zmm26
	vpmaddubsw	zmm31 {k5}, zmm30, zmm29
	vpmaddubsw	zmm2 {k6} {z}, zmm1, zmm0
	vpmaddwd	xmm3, xmm20, xmmword ptr [rdi + 4*r15 - 4096]
	vpmaddwd	xmm4, xmm21, xmmword ptr [r8 + 2032]
	vpmaddwd	xmm5, xmm22, xmmword ptr [r9 + 2048]
	vpmaddwd	xmm6 {k7}, xmm23, xmmword ptr [r10 + 2147483647]
	vpmaddwd	xmm7 {k1} {z}, xmm24, xmmword ptr [r11 - 2147483648]
	vpmaddwd	ymm8, ymm25, ymmword ptr [r12 + 8*rax]
	vpmaddwd	ymm9, ymm26, ymmword ptr [r13 - 4096]
	vpmaddwd	ymm10, ymm27, ymmword ptr [r14 - 4128]
	vpmaddwd	ymm11 {k2}, ymm28, ymmword ptr [r15 + 64]
	vpmaddwd	ymm12 {k3} {z}, ymm29, ymmword ptr [rip - 64]
	vpmaddwd	zmm14, zmm13, zmmword ptr [rax + 1]
	vpmaddwd	zmm16, zmm15, zmmword ptr [rcx + 8128]
	vpmaddwd	zmm18, zmm17, zmmword ptr [rdx + 8192]
	vpmaddwd	zmm20 {k4}, zmm19, zmmword ptr [rbx + rcx - 1]
	vpmaddwd	zmm22 {k5} {z}, zmm21, zmmword ptr [rsp + 127]
	vpmaddwd	xmm24, xmm23, xmm30
	vpmaddwd	xmm26 {k6}, xmm25, xmm31
	vpmaddwd	xmm28 {k7} {z}, xmm27, xmm16
	vpmaddwd	ymm30, ymm29, ymm17
	vpmaddwd	ymm0 {k1}, ymm31, ymm18
	vpmaddwd	ymm2 {k2} {z}, ymm1, ymm19
	vpmaddwd	zmm5, zmm4, zmm3
	vpmaddwd	zmm8 {k3}, zmm7, zmm6
	vpmaddwd	zmm11 {k4} {z}, zmm10, zmm9
	vpmaxsb	xmm12, xmm20, xmmword ptr [rbp + 128]
	vpmaxsb	xmm13, xmm21, xmmword ptr [rsi - 2048]
	vpmaxsb	xmm14, xmm22, xmmword ptr [rdi - 2064]
	vpmaxsb	xmm15 {k5}, xmm23, xmmword ptr [r8 + 2*rdx - 128]
	vpmaxsb	xmm16 {k6} {z}, xmm24, xmmword ptr [r9 + 4096]
	vpmaxsb	ymm17, ymm25, ymmword ptr [r10 - 4096]
	vpmaxsb	ymm18, ymm26, ymmword ptr [r11 + 4064]
	vpmaxsb	ymm19, ymm27, ymmword ptr [r12 + 4096]
	vpmaxsb	ymm20 {k7}, ymm28, ymmword ptr [r13 + 4*rbx + 2147483647]
	vpmaxsb	ymm21 {k1} {z}, ymm29, ymmword ptr [r14 - 2147483648]
	vpmaxsb	zmm23, zmm22, zmmword ptr [r15]
	vpmaxsb	zmm25, zmm24, zmmword ptr [rip - 8192]
	vpmaxsb	zmm27, zmm26, zmmword ptr [rax - 8256]
	vpmaxsb	zmm29 {k2}, zmm28, zmmword ptr [rcx + 8*rbp + 64]
	vpmaxsb	zmm31 {k3} {z}, zmm30, zmmword ptr [rdx - 64]
	vpmaxsb	xmm1, xmm0, xmm30
	vpmaxsb	xmm3 {k4}, xmm2, xmm31
	vpmaxsb	xmm5 {k5} {z}, xmm4, xmm16
	vpmaxsb	ymm7, ymm6, ymm17
	vpmaxsb	ymm9 {k6}, ymm8, ymm18
	vpmaxsb	ymm11 {k7} {z}, ymm10, ymm19
	vpmaxsb	zmm14, zmm13, zmm12
	vpmaxsb	zmm17 {k1}, zmm16, zmm15
	vpmaxsb	zmm20 {k2} {z}, zmm19, zmm18
	vpmaxsd	xmm21, xmm20, xmmword ptr [rbx + 1]
	vpmaxsd	xmm22, xmm21, xmmword ptr [rsp + 2032]
	vpmaxsd	xmm23, xmm22, xmmword ptr [rbp + 2048]
	vpmaxsd	xmm24 {k3}, xmm23, xmmword ptr [rsi + rsi - 1]
	vpmaxsd	xmm25 {k4} {z}, xmm24, xmmword ptr [rdi + 127]
	vpmaxsd	ymm26, ymm25, ymmword ptr [r8 + 128]
	vpmaxsd	ymm27, ymm26, ymmword ptr [r9 - 4096]
	vpmaxsd	ymm28, ymm27, ymmword ptr [r10 - 4128]
	vpmaxsd	ymm29 {k5}, ymm28, ymmword ptr [r11 + 2*rdi - 128]
	vpmaxsd	ymm30 {k6} {z}, ymm29, ymmword ptr [r12 + 4096]
	vpmaxsd	zmm0, zmm31, dword ptr [r13 - 4096]{1to16}
	vpmaxsd	zmm2, zmm1, dword ptr [r14 + 508]{1to16}
	vpmaxsd	zmm4, zmm3, dword ptr [r15 + 512]{1to16}
	vpmaxsd	zmm6 {k7}, zmm5, dword ptr [rip + 2147483647]{1to16}
	vpmaxsd	zmm8 {k1} {z}, zmm7, dword ptr [rax + 4*r8 - 2147483648]{1to16}
	vpmaxsd	xmm9, xmm30, dword ptr [rcx]{1to4}
	vpmaxsd	xmm10, xmm31, dword ptr [rdx - 512]{1to4}
	vpmaxsd	xmm11, xmm16, dword ptr [rbx - 516]{1to4}
	vpmaxsd	xmm12 {k2}, xmm17, dword ptr [rsp + 64]{1to4}
	vpmaxsd	xmm13 {k3} {z}, xmm18, dword ptr [rbp + 8*r9 - 64]{1to4}
	vpmaxsd	ymm14, ymm19, dword ptr [rsi + 1]{1to8}
	vpmaxsd	ymm15, ymm20, dword ptr [rdi + 508]{1to8}
	vpmaxsd	ymm16, ymm21, dword ptr [r8 + 512]{1to8}
	vpmaxsd	ymm17 {k4}, ymm22, dword ptr [r9 - 1]{1to8}
	vpmaxsd	ymm18 {k5} {z}, ymm23, dword ptr [r10 + r10 + 127]{1to8}
	vpmaxsd	zmm20, zmm19, zmmword ptr [r11 + 128]
	vpmaxsd	zmm22, zmm21, zmmword ptr [r12 - 8192]
	vpmaxsd	zmm24, zmm23, zmmword ptr [r13 - 8256]
	vpmaxsd	zmm26 {k6}, zmm25, zmmword ptr [r14 - 128]
	vpmaxsd	zmm28 {k7} {z}, zmm27, zmmword ptr [r15 + 2*r11 + 4096]
	vpmaxsd	xmm30, xmm29, xmm24
	vpmaxsd	xmm0 {k1}, xmm31, xmm25
	vpmaxsd	xmm2 {k2} {z}, xmm1, xmm26
	vpmaxsd	ymm4, ymm3, ymm27
	vpmaxsd	ymm6 {k3}, ymm5, ymm28
	vpmaxsd	ymm8 {k4} {z}, ymm7, ymm29
	vpmaxsd	zmm11, zmm10, zmm9
	vpmaxsd	zmm14 {k5}, zmm13, zmm12
	vpmaxsd	zmm17 {k6} {z}, zmm16, zmm15
	vpmaxsq	xmm18, xmm30, xmmword ptr [rip - 4096]
	vpmaxsq	xmm19, xmm31, xmmword ptr [rax + 2032]
	vpmaxsq	xmm20, xmm16, xmmword ptr [rcx + 2048]
	vpmaxsq	xmm21 {k7}, xmm17, xmmword ptr [rdx + 2147483647]
	vpmaxsq	xmm22 {k1} {z}, xmm18, xmmword ptr [rbx - 2147483648]
	vpmaxsq	ymm23, ymm19, ymmword ptr [rsp + 4*r12]
	vpmaxsq	ymm24, ymm20, ymmword ptr [rbp - 4096]
	vpmaxsq	ymm25, ymm21, ymmword ptr [rsi - 4128]
	vpmaxsq	ymm26 {k2}, ymm22, ymmword ptr [rdi + 64]
	vpmaxsq	ymm27 {k3} {z}, ymm23, ymmword ptr [r8 - 64]
	vpmaxsq	zmm29, zmm28, zmmword ptr [r9 + 8*r13 + 1]
	vpmaxsq	zmm31, zmm30, zmmword ptr [r10 + 8128]
	vpmaxsq	zmm1, zmm0, zmmword ptr [r11 + 8192]
	vpmaxsq	zmm3 {k4}, zmm2, zmmword ptr [r12 - 1]
	vpmaxsq	zmm5 {k5} {z}, zmm4, zmmword ptr [r13 + 127]
	vpmaxsq	xmm6, xmm24, qword ptr [r14 + r14 + 128]{1to2}
	vpmaxsq	xmm7, xmm25, qword ptr [r15 - 1024]{1to2}
	vpmaxsq	xmm8, xmm26, qword ptr [rip - 1032]{1to2}
	vpmaxsq	xmm9 {k6}, xmm27, qword ptr [rax - 128]{1to2}
	vpmaxsq	xmm10 {k7} {z}, xmm28, qword ptr [rcx + 4096]{1to2}
	vpmaxsq	ymm11, ymm29, qword ptr [rdx + 2*r15 - 4096]{1to4}
	vpmaxsq	ymm12, ymm30, qword ptr [rbx + 1016]{1to4}
	vpmaxsq	ymm13, ymm31, qword ptr [rsp + 1024]{1to4}
	vpmaxsq	ymm14 {k1}, ymm16, qword ptr [rbp + 2147483647]{1to4}
	vpmaxsq	ymm15 {k2} {z}, ymm17, qword ptr [rsi - 2147483648]{1to4}
	vpmaxsq	zmm17, zmm16, qword ptr [rdi + 4*rax]{1to8}
	vpmaxsq	zmm19, zmm18, qword ptr [r8 - 1024]{1to8}
	vpmaxsq	zmm21, zmm20, qword ptr [r9 - 1032]{1to8}
	vpmaxsq	zmm23 {k3}, zmm22, qword ptr [r10 + 64]{1to8}
	vpmaxsq	zmm25 {k4} {z}, zmm24, qword ptr [r11 - 64]{1to8}
	vpmaxsq	xmm27, xmm26, xmm18
	vpmaxsq	xmm29 {k5}, xmm28, xmm19
	vpmaxsq	xmm31 {k6} {z}, xmm30, xmm20
	vpmaxsq	ymm1, ymm0, ymm21
	vpmaxsq	ymm3 {k7}, ymm2, ymm22
	vpmaxsq	ymm5 {k1} {z}, ymm4, ymm23
	vpmaxsq	zmm8, zmm7, zmm6
	vpmaxsq	zmm11 {k2}, zmm10, zmm9
	vpmaxsq	zmm14 {k3} {z}, zmm13, zmm12
	vpmaxsw	xmm15, xmm24, xmmword ptr [r12 + 8*rcx + 1]
	vpmaxsw	xmm16, xmm25, xmmword ptr [r13 + 2032]
	vpmaxsw	xmm17, xmm26, xmmword ptr [r14 + 2048]
	vpmaxsw	xmm18 {k4}, xmm27, xmmword ptr [r15 - 1]
	vpmaxsw	xmm19 {k5} {z}, xmm28, xmmword ptr [rip + 127]
	vpmaxsw	ymm20, ymm29, ymmword ptr [rax + 128]
	vpmaxsw	ymm21, ymm30, ymmword ptr [rcx - 4096]
	vpmaxsw	ymm22, ymm31, ymmword ptr [rdx - 4128]
	vpmaxsw	ymm23 {k6}, ymm16, ymmword ptr [rbx + rdx - 128]
	vpmaxsw	ymm24 {k7} {z}, ymm17, ymmword ptr [rsp + 4096]
	vpmaxsw	zmm26, zmm25, zmmword ptr [rbp - 4096]
	vpmaxsw	zmm28, zmm27, zmmword ptr [rsi + 8128]
	vpmaxsw	zmm30, zmm29, zmmword ptr [rdi + 8192]
	vpmaxsw	zmm0 {k1}, zmm31, zmmword ptr [r8 + 2*rbx + 2147483647]
	vpmaxsw	zmm2 {k2} {z}, zmm1, zmmword ptr [r9 - 2147483648]
	vpmaxsw	xmm4, xmm3, xmm18
	vpmaxsw	xmm6 {k3}, xmm5, xmm19
	vpmaxsw	xmm8 {k4} {z}, xmm7, xmm20
	vpmaxsw	ymm10, ymm9, ymm21
	vpmaxsw	ymm12 {k5}, ymm11, ymm22
	vpmaxsw	ymm14 {k6} {z}, ymm13, ymm23
	vpmaxsw	zmm17, zmm16, zmm15
	vpmaxsw	zmm20 {k7}, zmm19, zmm18
	vpmaxsw	zmm23 {k1} {z}, zmm22, zmm21
	vpmaxub	xmm25, xmm24, xmmword ptr [r10]
	vpmaxub	xmm26, xmm25, xmmword ptr [r11 - 2048]
	vpmaxub	xmm27, xmm26, xmmword ptr [r12 - 2064]
	vpmaxub	xmm28 {k2}, xmm27, xmmword ptr [r13 + 4*rbp + 64]
	vpmaxub	xmm29 {k3} {z}, xmm28, xmmword ptr [r14 - 64]
	vpmaxub	ymm30, ymm29, ymmword ptr [r15 + 1]
	vpmaxub	ymm31, ymm30, ymmword ptr [rip + 4064]
	vpmaxub	ymm0, ymm31, ymmword ptr [rax + 4096]
	vpmaxub	ymm1 {k4}, ymm16, ymmword ptr [rcx + 8*rsi - 1]
	vpmaxub	ymm2 {k5} {z}, ymm17, ymmword ptr [rdx + 127]
	vpmaxub	zmm4, zmm3, zmmword ptr [rbx + 128]
	vpmaxub	zmm6, zmm5, zmmword ptr [rsp - 8192]
	vpmaxub	zmm8, zmm7, zmmword ptr [rbp - 8256]
	vpmaxub	zmm10 {k6}, zmm9, zmmword ptr [rsi + rdi - 128]
	vpmaxub	zmm12 {k7} {z}, zmm11, zmmword ptr [rdi + 4096]
	vpmaxub	xmm14, xmm13, xmm18
	vpmaxub	xmm16 {k1}, xmm15, xmm19
	vpmaxub	xmm18 {k2} {z}, xmm17, xmm20
	vpmaxub	ymm20, ymm19, ymm21
	vpmaxub	ymm23 {k3}, ymm21, ymm22
	vpmaxub	ymm25 {k4} {z}, ymm24, ymm23
	vpmaxub	zmm28, zmm27, zmm26
	vpmaxub	zmm31 {k5}, zmm30, zmm29
	vpmaxub	zmm2 {k6} {z}, zmm1, zmm0
	vpmaxud	xmm3, xmm24, xmmword ptr [r8 - 4096]
	vpmaxud	xmm4, xmm25, xmmword ptr [r9 + 2032]
	vpmaxud	xmm5, xmm26, xmmword ptr [r10 + 2048]
	vpmaxud	xmm6 {k7}, xmm27, xmmword ptr [r11 + 2*r8 + 2147483647]
	vpmaxud	xmm7 {k1} {z}, xmm28, xmmword ptr [r12 - 2147483648]
	vpmaxud	ymm8, ymm29, ymmword ptr [r13]
	vpmaxud	ymm9, ymm30, ymmword ptr [r14 - 4096]
	vpmaxud	ymm10, ymm31, ymmword ptr [r15 - 4128]
	vpmaxud	ymm11 {k2}, ymm16, ymmword ptr [rip + 64]
	vpmaxud	ymm12 {k3} {z}, ymm17, ymmword ptr [rax + 4*r9 - 64]
	vpmaxud	zmm14, zmm13, dword ptr [rcx + 1]{1to16}
	vpmaxud	zmm16, zmm15, dword ptr [rdx + 508]{1to16}
	vpmaxud	zmm18, zmm17, dword ptr [rbx + 512]{1to16}
	vpmaxud	zmm20 {k4}, zmm19, dword ptr [rsp - 1]{1to16}
	vpmaxud	zmm22 {k5} {z}, zmm21, dword ptr [rbp + 8*r10 + 127]{1to16}
	vpmaxud	xmm23, xmm18, dword ptr [rsi + 128]{1to4}
	vpmaxud	xmm24, xmm19, dword ptr [rdi - 512]{1to4}
	vpmaxud	xmm25, xmm20, dword ptr [r8 - 516]{1to4}
	vpmaxud	xmm26 {k6}, xmm21, dword ptr [r9 - 128]{1to4}
	vpmaxud	xmm27 {k7} {z}, xmm22, dword ptr [r10 + r11 + 4096]{1to4}
	vpmaxud	ymm28, ymm23, dword ptr [r11 - 4096]{1to8}
	vpmaxud	ymm29, ymm24, dword ptr [r12 + 508]{1to8}
	vpmaxud	ymm30, ymm25, dword ptr [r13 + 512]{1to8}
	vpmaxud	ymm31 {k1}, ymm26, dword ptr [r14 + 2147483647]{1to8}
	vpmaxud	ymm0 {k2} {z}, ymm27, dword ptr [r15 + 2*r12 - 2147483648]{1to8}
	vpmaxud	zmm2, zmm1, zmmword ptr [rip]
	vpmaxud	zmm4, zmm3, zmmword ptr [rax - 8192]
	vpmaxud	zmm6, zmm5, zmmword ptr [rcx - 8256]
	vpmaxud	zmm8 {k3}, zmm7, zmmword ptr [rdx + 64]
	vpmaxud	zmm10 {k4} {z}, zmm9, zmmword ptr [rbx - 64]
	vpmaxud	xmm12, xmm11, xmm28
	vpmaxud	xmm14 {k5}, xmm13, xmm29
	vpmaxud	xmm16 {k6} {z}, xmm15, xmm30
	vpmaxud	ymm18, ymm17, ymm31
	vpmaxud	ymm20 {k7}, ymm19, ymm16
	vpmaxud	ymm22 {k1} {z}, ymm21, ymm17
	vpmaxud	zmm25, zmm24, zmm23
	vpmaxud	zmm28 {k2}, zmm27, zmm26
	vpmaxud	zmm31 {k3} {z}, zmm30, zmm29
	vpmaxuq	xmm0, xmm18, xmmword ptr [rsp + 4*r13 + 1]
	vpmaxuq	xmm1, xmm19, xmmword ptr [rbp + 2032]
	vpmaxuq	xmm2, xmm20, xmmword ptr [rsi + 2048]
	vpmaxuq	xmm3 {k4}, xmm21, xmmword ptr [rdi - 1]
	vpmaxuq	xmm4 {k5} {z}, xmm22, xmmword ptr [r8 + 127]
	vpmaxuq	ymm5, ymm23, ymmword ptr [r9 + 8*r14 + 128]
	vpmaxuq	ymm6, ymm24, ymmword ptr [r10 - 4096]
	vpmaxuq	ymm7, ymm25, ymmword ptr [r11 - 4128]
	vpmaxuq	ymm8 {k6}, ymm26, ymmword ptr [r12 - 128]
	vpmaxuq	ymm9 {k7} {z}, ymm27, ymmword ptr [r13 + 4096]
	vpmaxuq	zmm11, zmm10, zmmword ptr [r14 + r15 - 4096]
	vpmaxuq	zmm13, zmm12, zmmword ptr [r15 + 8128]
	vpmaxuq	zmm15, zmm14, zmmword ptr [rip + 8192]
	vpmaxuq	zmm17 {k1}, zmm16, zmmword ptr [rax + 2147483647]
	vpmaxuq	zmm19 {k2} {z}, zmm18, zmmword ptr [rcx - 2147483648]
	vpmaxuq	xmm20, xmm28, qword ptr [rdx + 2*rax]{1to2}
	vpmaxuq	xmm21, xmm29, qword ptr [rbx - 1024]{1to2}
	vpmaxuq	xmm22, xmm30, qword ptr [rsp - 1032]{1to2}
	vpmaxuq	xmm23 {k3}, xmm31, qword ptr [rbp + 64]{1to2}
	vpmaxuq	xmm24 {k4} {z}, xmm16, qword ptr [rsi - 64]{1to2}
	vpmaxuq	ymm25, ymm17, qword ptr [rdi + 4*rcx + 1]{1to4}
	vpmaxuq	ymm26, ymm18, qword ptr [r8 + 1016]{1to4}
	vpmaxuq	ymm27, ymm19, qword ptr [r9 + 1024]{1to4}
	vpmaxuq	ymm28 {k5}, ymm20, qword ptr [r10 - 1]{1to4}
	vpmaxuq	ymm29 {k6} {z}, ymm21, qword ptr [r11 + 127]{1to4}
	vpmaxuq	zmm31, zmm30, qword ptr [r12 + 8*rdx + 128]{1to8}
	vpmaxuq	zmm1, zmm0, qword ptr [r13 - 1024]{1to8}
	vpmaxuq	zmm3, zmm2, qword ptr [r14 - 1032]{1to8}
	vpmaxuq	zmm5 {k7}, zmm4, qword ptr [r15 - 128]{1to8}
	vpmaxuq	zmm7 {k1} {z}, zmm6, qword ptr [rip + 4096]{1to8}
	vpmaxuq	xmm9, xmm8, xmm22
	vpmaxuq	xmm11 {k2}, xmm10, xmm23
	vpmaxuq	xmm13 {k3} {z}, xmm12, xmm24
	vpmaxuq	ymm15, ymm14, ymm25
	vpmaxuq	ymm17 {k4}, ymm16, ymm26
	vpmaxuq	ymm19 {k5} {z}, ymm18, ymm27
	vpmaxuq	zmm22, zmm21, zmm20
	vpmaxuq	zmm25 {k6}, zmm24, zmm23
	vpmaxuq	zmm28 {k7} {z}, zmm27, zmm26
	vpmaxuw	xmm29, xmm28, xmmword ptr [rax - 4096]
	vpmaxuw	xmm30, xmm29, xmmword ptr [rcx + 2032]
	vpmaxuw	xmm31, xmm30, xmmword ptr [rdx + 2048]
	vpmaxuw	xmm0 {k1}, xmm31, xmmword ptr [rbx + rbx + 2147483647]
	vpmaxuw	xmm1 {k2} {z}, xmm16, xmmword ptr [rsp - 2147483648]
	vpmaxuw	ymm2, ymm17, ymmword ptr [rbp]
	vpmaxuw	ymm3, ymm18, ymmword ptr [rsi - 4096]
	vpmaxuw	ymm4, ymm19, ymmword ptr [rdi - 4128]
	vpmaxuw	ymm5 {k3}, ymm20, ymmword ptr [r8 + 2*rbp + 64]
	vpmaxuw	ymm6 {k4} {z}, ymm21, ymmword ptr [r9 - 64]
	vpmaxuw	zmm8, zmm7, zmmword ptr [r10 + 1]
	vpmaxuw	zmm10, zmm9, zmmword ptr [r11 + 8128]
	vpmaxuw	zmm12, zmm11, zmmword ptr [r12 + 8192]
	vpmaxuw	zmm14 {k5}, zmm13, zmmword ptr [r13 + 4*rsi - 1]
	vpmaxuw	zmm16 {k6} {z}, zmm15, zmmword ptr [r14 + 127]
	vpmaxuw	xmm18, xmm17, xmm22
	vpmaxuw	xmm20 {k7}, xmm19, xmm23
	vpmaxuw	xmm22 {k1} {z}, xmm21, xmm24
	vpmaxuw	ymm24, ymm23, ymm25
	vpmaxuw	ymm27 {k2}, ymm25, ymm26
	vpmaxuw	ymm29 {k3} {z}, ymm28, ymm27
	vpmaxuw	zmm0, zmm31, zmm30
	vpmaxuw	zmm3 {k4}, zmm2, zmm1
	vpmaxuw	zmm6 {k5} {z}, zmm5, zmm4
	vpminsb	xmm7, xmm28, xmmword ptr [r15 + 128]
	vpminsb	xmm8, xmm29, xmmword ptr [rip - 2048]
	vpminsb	xmm9, xmm30, xmmword ptr [rax - 2064]
	vpminsb	xmm10 {k6}, xmm31, xmmword ptr [rcx + 8*rdi - 128]
	vpminsb	xmm11 {k7} {z}, xmm16, xmmword ptr [rdx + 4096]
	vpminsb	ymm12, ymm17, ymmword ptr [rbx - 4096]
	vpminsb	ymm13, ymm18, ymmword ptr [rsp + 4064]
	vpminsb	ymm14, ymm19, ymmword ptr [rbp + 4096]
	vpminsb	ymm15 {k1}, ymm20, ymmword ptr [rsi + r8 + 2147483647]
	vpminsb	ymm16 {k2} {z}, ymm21, ymmword ptr [rdi - 2147483648]
	vpminsb	zmm18, zmm17, zmmword ptr [r8]
	vpminsb	zmm20, zmm19, zmmword ptr [r9 - 8192]
	vpminsb	zmm22, zmm21, zmmword ptr [r10 - 8256]
	vpminsb	zmm24 {k3}, zmm23, zmmword ptr [r11 + 2*r9 + 64]
	vpminsb	zmm26 {k4} {z}, zmm25, zmmword ptr [r12 - 64]
	vpminsb	xmm28, xmm27, xmm22
	vpminsb	xmm30 {k5}, xmm29, xmm23
	vpminsb	xmm0 {k6} {z}, xmm31, xmm24
	vpminsb	ymm2, ymm1, ymm25
	vpminsb	ymm4 {k7}, ymm3, ymm26
	vpminsb	ymm6 {k1} {z}, ymm5, ymm27
	vpminsb	zmm9, zmm8, zmm7
	vpminsb	zmm12 {k2}, zmm11, zmm10
	vpminsb	zmm15 {k3} {z}, zmm14, zmm13
	vpminsd	xmm16, xmm28, xmmword ptr [r13 + 1]
	vpminsd	xmm17, xmm29, xmmword ptr [r14 + 2032]
	vpminsd	xmm18, xmm30, xmmword ptr [r15 + 2048]
	vpminsd	xmm19 {k4}, xmm31, xmmword ptr [rip - 1]
	vpminsd	xmm20 {k5} {z}, xmm16, xmmword ptr [rax + 4*r10 + 127]
	vpminsd	ymm21, ymm17, ymmword ptr [rcx + 128]
	vpminsd	ymm22, ymm18, ymmword ptr [rdx - 4096]
	vpminsd	ymm23, ymm19, ymmword ptr [rbx - 4128]
	vpminsd	ymm24 {k6}, ymm20, ymmword ptr [rsp - 128]
	vpminsd	ymm25 {k7} {z}, ymm21, ymmword ptr [rbp + 8*r11 + 4096]
	vpminsd	zmm27, zmm26, dword ptr [rsi - 4096]{1to16}
	vpminsd	zmm29, zmm28, dword ptr [rdi + 508]{1to16}
	vpminsd	zmm31, zmm30, dword ptr [r8 + 512]{1to16}
	vpminsd	zmm1 {k1}, zmm0, dword ptr [r9 + 2147483647]{1to16}
	vpminsd	zmm3 {k2} {z}, zmm2, dword ptr [r10 + r12 - 2147483648]{1to16}
	vpminsd	xmm4, xmm22, dword ptr [r11]{1to4}
	vpminsd	xmm5, xmm23, dword ptr [r12 - 512]{1to4}
	vpminsd	xmm6, xmm24, dword ptr [r13 - 516]{1to4}
	vpminsd	xmm7 {k3}, xmm25, dword ptr [r14 + 64]{1to4}
	vpminsd	xmm8 {k4} {z}, xmm26, dword ptr [r15 + 2*r13 - 64]{1to4}
	vpminsd	ymm9, ymm27, dword ptr [rip + 1]{1to8}
	vpminsd	ymm10, ymm28, dword ptr [rax + 508]{1to8}
	vpminsd	ymm11, ymm29, dword ptr [rcx + 512]{1to8}
	vpminsd	ymm12 {k5}, ymm30, dword ptr [rdx - 1]{1to8}
	vpminsd	ymm13 {k6} {z}, ymm31, dword ptr [rbx + 127]{1to8}
	vpminsd	zmm15, zmm14, zmmword ptr [rsp + 4*r14 + 128]
	vpminsd	zmm17, zmm16, zmmword ptr [rbp - 8192]
	vpminsd	zmm19, zmm18, zmmword ptr [rsi - 8256]
	vpminsd	zmm21 {k7}, zmm20, zmmword ptr [rdi - 128]
	vpminsd	zmm23 {k1} {z}, zmm22, zmmword ptr [r8 + 4096]
	vpminsd	xmm25, xmm24, xmm16
	vpminsd	xmm27 {k2}, xmm26, xmm17
	vpminsd	xmm29 {k3} {z}, xmm28, xmm18
	vpminsd	ymm31, ymm30, ymm19
	vpminsd	ymm1 {k4}, ymm0, ymm20
	vpminsd	ymm3 {k5} {z}, ymm2, ymm21
	vpminsd	zmm6, zmm5, zmm4
	vpminsd	zmm9 {k6}, zmm8, zmm7
	vpminsd	zmm12 {k7} {z}, zmm11, zmm10
	vpminsq	xmm13, xmm22, xmmword ptr [r9 + 8*r15 - 4096]
	vpminsq	xmm14, xmm23, xmmword ptr [r10 + 2032]
	vpminsq	xmm15, xmm24, xmmword ptr [r11 + 2048]
	vpminsq	xmm16 {k1}, xmm25, xmmword ptr [r12 + 2147483647]
	vpminsq	xmm17 {k2} {z}, xmm26, xmmword ptr [r13 - 2147483648]
	vpminsq	ymm18, ymm27, ymmword ptr [r14 + rax]
	vpminsq	ymm19, ymm28, ymmword ptr [r15 - 4096]
	vpminsq	ymm20, ymm29, ymmword ptr [rip - 4128]
	vpminsq	ymm21 {k3}, ymm30, ymmword ptr [rax + 64]
	vpminsq	ymm22 {k4} {z}, ymm31, ymmword ptr [rcx - 64]
	vpminsq	zmm24, zmm23, zmmword ptr [rdx + 2*rcx + 1]
	vpminsq	zmm26, zmm25, zmmword ptr [rbx + 8128]
	vpminsq	zmm28, zmm27, zmmword ptr [rsp + 8192]
	vpminsq	zmm30 {k5}, zmm29, zmmword ptr [rbp - 1]
	vpminsq	zmm0 {k6} {z}, zmm31, zmmword ptr [rsi + 127]
	vpminsq	xmm1, xmm16, qword ptr [rdi + 4*rdx + 128]{1to2}
	vpminsq	xmm2, xmm17, qword ptr [r8 - 1024]{1to2}
	vpminsq	xmm3, xmm18, qword ptr [r9 - 1032]{1to2}
	vpminsq	xmm4 {k7}, xmm19, qword ptr [r10 - 128]{1to2}
	vpminsq	xmm5 {k1} {z}, xmm20, qword ptr [r11 + 4096]{1to2}
	vpminsq	ymm6, ymm21, qword ptr [r12 + 8*rbx - 4096]{1to4}
	vpminsq	ymm7, ymm22, qword ptr [r13 + 1016]{1to4}
	vpminsq	ymm8, ymm23, qword ptr [r14 + 1024]{1to4}
	vpminsq	ymm9 {k2}, ymm24, qword ptr [r15 + 2147483647]{1to4}
	vpminsq	ymm10 {k3} {z}, ymm25, qword ptr [rip - 2147483648]{1to4}
	vpminsq	zmm12, zmm11, qword ptr [rax]{1to8}
	vpminsq	zmm14, zmm13, qword ptr [rcx - 1024]{1to8}
	vpminsq	zmm16, zmm15, qword ptr [rdx - 1032]{1to8}
	vpminsq	zmm18 {k4}, zmm17, qword ptr [rbx + rbp + 64]{1to8}
	vpminsq	zmm20 {k5} {z}, zmm19, qword ptr [rsp - 64]{1to8}
	vpminsq	xmm22, xmm21, xmm26
	vpminsq	xmm24 {k6}, xmm23, xmm27
	vpminsq	xmm26 {k7} {z}, xmm25, xmm28
	vpminsq	ymm28, ymm27, ymm29
	vpminsq	ymm31 {k1}, ymm29, ymm30
	vpminsq	ymm1 {k2} {z}, ymm0, ymm31
	vpminsq	zmm4, zmm3, zmm2
	vpminsq	zmm7 {k3}, zmm6, zmm5
	vpminsq	zmm10 {k4} {z}, zmm9, zmm8
	vpminsw	xmm11, xmm16, xmmword ptr [rbp + 1]
	vpminsw	xmm12, xmm17, xmmword ptr [rsi + 2032]
	vpminsw	xmm13, xmm18, xmmword ptr [rdi + 2048]
	vpminsw	xmm14 {k5}, xmm19, xmmword ptr [r8 + 2*rsi - 1]
	vpminsw	xmm15 {k6} {z}, xmm20, xmmword ptr [r9 + 127]
	vpminsw	ymm16, ymm21, ymmword ptr [r10 + 128]
	vpminsw	ymm17, ymm22, ymmword ptr [r11 - 4096]
	vpminsw	ymm18, ymm23, ymmword ptr [r12 - 4128]
	vpminsw	ymm19 {k7}, ymm24, ymmword ptr [r13 + 4*rdi - 128]
	vpminsw	ymm20 {k1} {z}, ymm25, ymmword ptr [r14 + 4096]
	vpminsw	zmm22, zmm21, zmmword ptr [r15 - 4096]
	vpminsw	zmm24, zmm23, zmmword ptr [rip + 8128]
	vpminsw	zmm26, zmm25, zmmword ptr [rax + 8192]
	vpminsw	zmm28 {k2}, zmm27, zmmword ptr [rcx + 8*r8 + 2147483647]
	vpminsw	zmm30 {k3} {z}, zmm29, zmmword ptr [rdx - 2147483648]
	vpminsw	xmm0, xmm31, xmm26
	vpminsw	xmm2 {k4}, xmm1, xmm27
	vpminsw	xmm4 {k5} {z}, xmm3, xmm28
	vpminsw	ymm6, ymm5, ymm29
	vpminsw	ymm8 {k6}, ymm7, ymm30
	vpminsw	ymm10 {k7} {z}, ymm9, ymm31
	vpminsw	zmm13, zmm12, zmm11
	vpminsw	zmm16 {k1}, zmm15, zmm14
	vpminsw	zmm19 {k2} {z}, zmm18, zmm17
	vpminub	xmm20, xmm16, xmmword ptr [rbx]
	vpminub	xmm21, xmm17, xmmword ptr [rsp - 2048]
	vpminub	xmm22, xmm18, xmmword ptr [rbp - 2064]
	vpminub	xmm23 {k3}, xmm19, xmmword ptr [rsi + r9 + 64]
	vpminub	xmm24 {k4} {z}, xmm20, xmmword ptr [rdi - 64]
	vpminub	ymm25, ymm21, ymmword ptr [r8 + 1]
	vpminub	ymm26, ymm22, ymmword ptr [r9 + 4064]
	vpminub	ymm27, ymm23, ymmword ptr [r10 + 4096]
	vpminub	ymm28 {k5}, ymm24, ymmword ptr [r11 + 2*r10 - 1]
	vpminub	ymm29 {k6} {z}, ymm25, ymmword ptr [r12 + 127]
	vpminub	zmm31, zmm30, zmmword ptr [r13 + 128]
	vpminub	zmm1, zmm0, zmmword ptr [r14 - 8192]
	vpminub	zmm3, zmm2, zmmword ptr [r15 - 8256]
	vpminub	zmm5 {k7}, zmm4, zmmword ptr [rip - 128]
	vpminub	zmm7 {k1} {z}, zmm6, zmmword ptr [rax + 4*r11 + 4096]
	vpminub	xmm9, xmm8, xmm26
	vpminub	xmm11 {k2}, xmm10, xmm27
	vpminub	xmm13 {k3} {z}, xmm12, xmm28
	vpminub	ymm15, ymm14, ymm29
	vpminub	ymm17 {k4}, ymm16, ymm30
	vpminub	ymm19 {k5} {z}, ymm18, ymm31
	vpminub	zmm22, zmm21, zmm20
	vpminub	zmm25 {k6}, zmm24, zmm23
	vpminub	zmm28 {k7} {z}, zmm27, zmm26
	vpminud	xmm29, xmm16, xmmword ptr [rcx - 4096]
	vpminud	xmm30, xmm17, xmmword ptr [rdx + 2032]
	vpminud	xmm31, xmm18, xmmword ptr [rbx + 2048]
	vpminud	xmm0 {k1}, xmm19, xmmword ptr [rsp + 2147483647]
	vpminud	xmm1 {k2} {z}, xmm20, xmmword ptr [rbp + 8*r12 - 2147483648]
	vpminud	ymm2, ymm21, ymmword ptr [rsi]
	vpminud	ymm3, ymm22, ymmword ptr [rdi - 4096]
	vpminud	ymm4, ymm23, ymmword ptr [r8 - 4128]
	vpminud	ymm5 {k3}, ymm24, ymmword ptr [r9 + 64]
	vpminud	ymm6 {k4} {z}, ymm25, ymmword ptr [r10 + r13 - 64]
	vpminud	zmm8, zmm7, dword ptr [r11 + 1]{1to16}
	vpminud	zmm10, zmm9, dword ptr [r12 + 508]{1to16}
	vpminud	zmm12, zmm11, dword ptr [r13 + 512]{1to16}
	vpminud	zmm14 {k5}, zmm13, dword ptr [r14 - 1]{1to16}
	vpminud	zmm16 {k6} {z}, zmm15, dword ptr [r15 + 2*r14 + 127]{1to16}
	vpminud	xmm17, xmm26, dword ptr [rip + 128]{1to4}
	vpminud	xmm18, xmm27, dword ptr [rax - 512]{1to4}
	vpminud	xmm19, xmm28, dword ptr [rcx - 516]{1to4}
	vpminud	xmm20 {k7}, xmm29, dword ptr [rdx - 128]{1to4}
	vpminud	xmm21 {k1} {z}, xmm30, dword ptr [rbx + 4096]{1to4}
	vpminud	ymm22, ymm31, dword ptr [rsp + 4*r15 - 4096]{1to8}
	vpminud	ymm23, ymm16, dword ptr [rbp + 508]{1to8}
	vpminud	ymm24, ymm17, dword ptr [rsi + 512]{1to8}
	vpminud	ymm25 {k2}, ymm18, dword ptr [rdi + 2147483647]{1to8}
	vpminud	ymm26 {k3} {z}, ymm19, dword ptr [r8 - 2147483648]{1to8}
	vpminud	zmm28, zmm27, zmmword ptr [r9 + 8*rax]
	vpminud	zmm30, zmm29, zmmword ptr [r10 - 8192]
	vpminud	zmm0, zmm31, zmmword ptr [r11 - 8256]
	vpminud	zmm2 {k4}, zmm1, zmmword ptr [r12 + 64]
	vpminud	zmm4 {k5} {z}, zmm3, zmmword ptr [r13 - 64]
	vpminud	xmm6, xmm5, xmm20
	vpminud	xmm8 {k6}, xmm7, xmm21
	vpminud	xmm10 {k7} {z}, xmm9, xmm22
	vpminud	ymm12, ymm11, ymm23
	vpminud	ymm14 {k1}, ymm13, ymm24
	vpminud	ymm16 {k2} {z}, ymm15, ymm25
	vpminud	zmm19, zmm18, zmm17
	vpminud	zmm22 {k3}, zmm21, zmm20
	vpminud	zmm25 {k4} {z}, zmm24, zmm23
	vpminuq	xmm27, xmm26, xmmword ptr [r14 + rcx + 1]
	vpminuq	xmm28, xmm27, xmmword ptr [r15 + 2032]
	vpminuq	xmm29, xmm28, xmmword ptr [rip + 2048]
	vpminuq	xmm30 {k5}, xmm29, xmmword ptr [rax - 1]
	vpminuq	xmm31 {k6} {z}, xmm30, xmmword ptr [rcx + 127]
	vpminuq	ymm0, ymm31, ymmword ptr [rdx + 2*rdx + 128]
	vpminuq	ymm1, ymm16, ymmword ptr [rbx - 4096]
	vpminuq	ymm2, ymm17, ymmword ptr [rsp - 4128]
	vpminuq	ymm3 {k7}, ymm18, ymmword ptr [rbp - 128]
	vpminuq	ymm4 {k1} {z}, ymm19, ymmword ptr [rsi + 4096]
	vpminuq	zmm6, zmm5, zmmword ptr [rdi + 4*rbx - 4096]
	vpminuq	zmm8, zmm7, zmmword ptr [r8 + 8128]
	vpminuq	zmm10, zmm9, zmmword ptr [r9 + 8192]
	vpminuq	zmm12 {k2}, zmm11, zmmword ptr [r10 + 2147483647]
	vpminuq	zmm14 {k3} {z}, zmm13, zmmword ptr [r11 - 2147483648]
	vpminuq	xmm15, xmm20, qword ptr [r12 + 8*rbp]{1to2}
	vpminuq	xmm16, xmm21, qword ptr [r13 - 1024]{1to2}
	vpminuq	xmm17, xmm22, qword ptr [r14 - 1032]{1to2}
	vpminuq	xmm18 {k4}, xmm23, qword ptr [r15 + 64]{1to2}
	vpminuq	xmm19 {k5} {z}, xmm24, qword ptr [rip - 64]{1to2}
	vpminuq	ymm20, ymm25, qword ptr [rax + 1]{1to4}
	vpminuq	ymm21, ymm26, qword ptr [rcx + 1016]{1to4}
	vpminuq	ymm22, ymm27, qword ptr [rdx + 1024]{1to4}
	vpminuq	ymm23 {k6}, ymm28, qword ptr [rbx + rsi - 1]{1to4}
	vpminuq	ymm24 {k7} {z}, ymm29, qword ptr [rsp + 127]{1to4}
	vpminuq	zmm26, zmm25, qword ptr [rbp + 128]{1to8}
	vpminuq	zmm28, zmm27, qword ptr [rsi - 1024]{1to8}
	vpminuq	zmm30, zmm29, qword ptr [rdi - 1032]{1to8}
	vpminuq	zmm0 {k1}, zmm31, qword ptr [r8 + 2*rdi - 128]{1to8}
	vpminuq	zmm2 {k2} {z}, zmm1, qword ptr [r9 + 4096]{1to8}
	vpminuq	xmm4, xmm3, xmm30
	vpminuq	xmm6 {k3}, xmm5, xmm31
	vpminuq	xmm8 {k4} {z}, xmm7, xmm16
	vpminuq	ymm10, ymm9, ymm17
	vpminuq	ymm12 {k5}, ymm11, ymm18
	vpminuq	ymm14 {k6} {z}, ymm13, ymm19
	vpminuq	zmm17, zmm16, zmm15
	vpminuq	zmm20 {k7}, zmm19, zmm18
	vpminuq	zmm23 {k1} {z}, zmm22, zmm21
	vpminuw	xmm24, xmm20, xmmword ptr [r10 - 4096]
	vpminuw	xmm25, xmm21, xmmword ptr [r11 + 2032]
	vpminuw	xmm26, xmm22, xmmword ptr [r12 + 2048]
	vpminuw	xmm27 {k2}, xmm23, xmmword ptr [r13 + 4*r8 + 2147483647]
	vpminuw	xmm28 {k3} {z}, xmm24, xmmword ptr [r14 - 2147483648]
	vpminuw	ymm29, ymm25, ymmword ptr [r15]
	vpminuw	ymm30, ymm26, ymmword ptr [rip - 4096]
	vpminuw	ymm31, ymm27, ymmword ptr [rax - 4128]
	vpminuw	ymm0 {k4}, ymm28, ymmword ptr [rcx + 8*r9 + 64]
	vpminuw	ymm1 {k5} {z}, ymm29, ymmword ptr [rdx - 64]
	vpminuw	zmm3, zmm2, zmmword ptr [rbx + 1]
	vpminuw	zmm5, zmm4, zmmword ptr [rsp + 8128]
	vpminuw	zmm7, zmm6, zmmword ptr [rbp + 8192]
	vpminuw	zmm9 {k6}, zmm8, zmmword ptr [rsi + r10 - 1]
	vpminuw	zmm11 {k7} {z}, zmm10, zmmword ptr [rdi + 127]
	vpminuw	xmm13, xmm12, xmm30
	vpminuw	xmm15 {k1}, xmm14, xmm31
	vpminuw	xmm18 {k2} {z}, xmm17, xmm16
	vpminuw	ymm20, ymm19, ymm17
	vpminuw	ymm22 {k3}, ymm21, ymm18
	vpminuw	ymm24 {k4} {z}, ymm23, ymm19
	vpminuw	zmm27, zmm26, zmm25
	vpminuw	zmm30 {k5}, zmm29, zmm28
	vpminuw	zmm1 {k6} {z}, zmm0, zmm31
	vpmovb2m	k0, xmm20
	vpmovb2m	k1, ymm21
	vpmovb2m	k2, zmm2
	vpmovd2m	k3, xmm22
	vpmovd2m	k4, ymm23
	vpmovd2m	k5, zmm3
	vpmovdb	dword ptr [r8 + 128], xmm24
	vpmovdb	dword ptr [r9 - 512], xmm25
	vpmovdb	dword ptr [r10 - 516], xmm26
	vpmovdb	dword ptr [r11 + 2*r11 - 128] {k7}, xmm27
	vpmovdb	xmm4, xmm28
	vpmovdb	xmm5 {k1}, xmm29
	vpmovdb	xmm6 {k2} {z}, xmm30
	vpmovdb	qword ptr [r12 + 4096], ymm31
	vpmovdb	qword ptr [r13 + 1016], ymm16
	vpmovdb	qword ptr [r14 + 1024], ymm17
	vpmovdb	qword ptr [r15 - 4096] {k3}, ymm18
	vpmovdb	xmm7, ymm19
	vpmovdb	xmm8 {k4}, ymm20
	vpmovdb	xmm9 {k5} {z}, ymm21
	vpmovdb	xmmword ptr [rip + 2147483647], zmm10
	vpmovdb	xmmword ptr [rax - 2048], zmm11
	vpmovdb	xmmword ptr [rcx - 2064], zmm12
	vpmovdb	xmmword ptr [rdx + 4*r12 - 2147483648] {k6}, zmm13
	vpmovdb	xmm22, zmm14
	vpmovdb	xmm23 {k7}, zmm15
	vpmovdb	xmm24 {k1} {z}, zmm16
	vpmovdw	qword ptr [rbx], xmm25
	vpmovdw	qword ptr [rsp + 1016], xmm26
	vpmovdw	qword ptr [rbp + 1024], xmm27
	vpmovdw	qword ptr [rsi + 64] {k2}, xmm28
	vpmovdw	xmm17, xmm29
	vpmovdw	xmm18 {k3}, xmm30
	vpmovdw	xmm19 {k4} {z}, xmm31
	vpmovdw	xmmword ptr [rdi + 8*r13 - 64], ymm16
	vpmovdw	xmmword ptr [r8 - 2048], ymm17
	vpmovdw	xmmword ptr [r9 - 2064], ymm18
	vpmovdw	xmmword ptr [r10 + 1] {k5}, ymm19
	vpmovdw	xmm21, ymm20
	vpmovdw	xmm22 {k6}, ymm21
	vpmovdw	xmm23 {k7} {z}, ymm22
	vpmovdw	ymmword ptr [r11 - 1], zmm24
	vpmovdw	ymmword ptr [r12 + 4064], zmm25
	vpmovdw	ymmword ptr [r13 + 4096], zmm26
	vpmovdw	ymmword ptr [r14 + r14 + 127] {k1}, zmm27
	vpmovdw	ymm23, zmm28
	vpmovdw	ymm24 {k2}, zmm29
	vpmovdw	ymm25 {k3} {z}, zmm30
	vpmovm2b	xmm26, k6
	vpmovm2b	ymm27, k7
	vpmovm2b	zmm31, k0
	vpmovm2d	xmm28, k1
	vpmovm2d	ymm29, k2
	vpmovm2d	zmm0, k3
	vpmovm2q	xmm30, k4
	vpmovm2q	ymm31, k5
	vpmovm2q	zmm1, k6
	vpmovm2w	xmm16, k7
	vpmovm2w	ymm17, k0
	vpmovm2w	zmm2, k1
	vpmovq2m	k2, xmm18
	vpmovq2m	k3, ymm19
	vpmovq2m	k4, zmm3
	vpmovqb	word ptr [r15 + 128], xmm20
	vpmovqb	word ptr [rip - 256], xmm21
	vpmovqb	word ptr [rax - 258], xmm22
	vpmovqb	word ptr [rcx - 128] {k4}, xmm23
	vpmovqb	xmm4, xmm24
	vpmovqb	xmm5 {k5}, xmm25
	vpmovqb	xmm6 {k6} {z}, xmm26
	vpmovqb	dword ptr [rdx + 2*r15 + 4096], ymm27
	vpmovqb	dword ptr [rbx + 508], ymm28
	vpmovqb	dword ptr [rsp + 512], ymm29
	vpmovqb	dword ptr [rbp - 4096] {k7}, ymm30
	vpmovqb	xmm7, ymm31
	vpmovqb	xmm8 {k1}, ymm16
	vpmovqb	xmm9 {k2} {z}, ymm17
	vpmovqb	qword ptr [rsi + 2147483647], zmm10
	vpmovqb	qword ptr [rdi - 1024], zmm11
	vpmovqb	qword ptr [r8 - 1032], zmm12
	vpmovqb	qword ptr [r9 + 4*rax - 2147483648] {k3}, zmm13
	vpmovqb	xmm18, zmm14
	vpmovqb	xmm19 {k4}, zmm15
	vpmovqb	xmm20 {k5} {z}, zmm16
	vpmovqd	qword ptr [r10], xmm21
	vpmovqd	qword ptr [r11 + 1016], xmm22
	vpmovqd	qword ptr [r12 + 1024], xmm23
	vpmovqd	qword ptr [r13 + 64] {k6}, xmm24
	vpmovqd	xmm17, xmm25
	vpmovqd	xmm18 {k7}, xmm26
	vpmovqd	xmm19 {k1} {z}, xmm27
	vpmovqd	xmmword ptr [r14 + 8*rcx - 64], ymm28
	vpmovqd	xmmword ptr [r15 - 2048], ymm29
	vpmovqd	xmmword ptr [rip - 2064], ymm30
	vpmovqd	xmmword ptr [rax + 1] {k2}, ymm31
	vpmovqd	xmm20, ymm16
	vpmovqd	xmm21 {k3}, ymm17
	vpmovqd	xmm22 {k4} {z}, ymm18
	vpmovqd	ymmword ptr [rcx - 1], zmm23
	vpmovqd	ymmword ptr [rdx + 4064], zmm24
	vpmovqd	ymmword ptr [rbx + 4096], zmm25
	vpmovqd	ymmword ptr [rsp + rdx + 127] {k5}, zmm26
	vpmovqd	ymm19, zmm27
	vpmovqd	ymm20 {k6}, zmm28
	vpmovqd	ymm21 {k7} {z}, zmm29
	vpmovqw	dword ptr [rbp + 128], xmm22
	vpmovqw	dword ptr [rsi - 512], xmm23
	vpmovqw	dword ptr [rdi - 516], xmm24
	vpmovqw	dword ptr [r8 - 128] {k1}, xmm25
	vpmovqw	xmm30, xmm26
	vpmovqw	xmm31 {k2}, xmm27
	vpmovqw	xmm0 {k3} {z}, xmm28
	vpmovqw	qword ptr [r9 + 2*rbx + 4096], ymm29
	vpmovqw	qword ptr [r10 + 1016], ymm30
	vpmovqw	qword ptr [r11 + 1024], ymm31
	vpmovqw	qword ptr [r12 - 4096] {k4}, ymm16
	vpmovqw	xmm1, ymm17
	vpmovqw	xmm2 {k5}, ymm18
	vpmovqw	xmm3 {k6} {z}, ymm19
	vpmovqw	xmmword ptr [r13 + 2147483647], zmm4
	vpmovqw	xmmword ptr [r14 - 2048], zmm5
	vpmovqw	xmmword ptr [r15 - 2064], zmm6
	vpmovqw	xmmword ptr [rip - 2147483648] {k7}, zmm7
	vpmovqw	xmm20, zmm8
	vpmovqw	xmm21 {k1}, zmm9
	vpmovqw	xmm22 {k2} {z}, zmm10
	vpmovsdb	dword ptr [rax + 4*rbp], xmm23
	vpmovsdb	dword ptr [rcx + 508], xmm24
	vpmovsdb	dword ptr [rdx + 512], xmm25
	vpmovsdb	dword ptr [rbx + 64] {k3}, xmm26
	vpmovsdb	xmm11, xmm27
	vpmovsdb	xmm12 {k4}, xmm28
	vpmovsdb	xmm13 {k5} {z}, xmm29
	vpmovsdb	qword ptr [rsp - 64], ymm30
	vpmovsdb	qword ptr [rbp - 1024], ymm31
	vpmovsdb	qword ptr [rsi - 1032], ymm16
	vpmovsdb	qword ptr [rdi + 8*rsi + 1] {k6}, ymm17
	vpmovsdb	xmm14, ymm18
	vpmovsdb	xmm15 {k7}, ymm19
	vpmovsdb	xmm16 {k1} {z}, ymm20
	vpmovsdb	xmmword ptr [r8 - 1], zmm17
	vpmovsdb	xmmword ptr [r9 + 2032], zmm18
	vpmovsdb	xmmword ptr [r10 + 2048], zmm19
	vpmovsdb	xmmword ptr [r11 + 127] {k2}, zmm20
	vpmovsdb	xmm22, zmm21
	vpmovsdb	xmm23 {k3}, zmm22
	vpmovsdb	xmm24 {k4} {z}, zmm23
	vpmovsdw	qword ptr [r12 + rdi + 128], xmm25
	vpmovsdw	qword ptr [r13 - 1024], xmm26
	vpmovsdw	qword ptr [r14 - 1032], xmm27
	vpmovsdw	qword ptr [r15 - 128] {k5}, xmm28
	vpmovsdw	xmm24, xmm29
	vpmovsdw	xmm25 {k6}, xmm30
	vpmovsdw	xmm26 {k7} {z}, xmm31
	vpmovsdw	xmmword ptr [rip + 4096], ymm16
	vpmovsdw	xmmword ptr [rax + 2032], ymm17
	vpmovsdw	xmmword ptr [rcx + 2048], ymm18
	vpmovsdw	xmmword ptr [rdx - 4096] {k1}, ymm19
	vpmovsdw	xmm27, ymm20
	vpmovsdw	xmm28 {k2}, ymm21
	vpmovsdw	xmm29 {k3} {z}, ymm22
	vpmovsdw	ymmword ptr [rbx + 2*r8 + 2147483647], zmm30
	vpmovsdw	ymmword ptr [rsp - 4096], zmm31
	vpmovsdw	ymmword ptr [rbp - 4128], zmm0
	vpmovsdw	ymmword ptr [rsi - 2147483648] {k4}, zmm1
	vpmovsdw	ymm23, zmm2
	vpmovsdw	ymm24 {k5}, zmm3
	vpmovsdw	ymm25 {k6} {z}, zmm4
	vpmovsqb	word ptr [rdi], xmm26
	vpmovsqb	word ptr [r8 + 254], xmm27
	vpmovsqb	word ptr [r9 + 256], xmm28
	vpmovsqb	word ptr [r10 + 4*r9 + 64] {k7}, xmm29
	vpmovsqb	xmm5, xmm30
	vpmovsqb	xmm6 {k1}, xmm31
	vpmovsqb	xmm7 {k2} {z}, xmm16
	vpmovsqb	dword ptr [r11 - 64], ymm17
	vpmovsqb	dword ptr [r12 - 512], ymm18
	vpmovsqb	dword ptr [r13 - 516], ymm19
	vpmovsqb	dword ptr [r14 + 1] {k3}, ymm20
	vpmovsqb	xmm8, ymm21
	vpmovsqb	xmm9 {k4}, ymm22
	vpmovsqb	xmm10 {k5} {z}, ymm23
	vpmovsqb	qword ptr [r15 + 8*r10 - 1], zmm11
	vpmovsqb	qword ptr [rip + 1016], zmm12
	vpmovsqb	qword ptr [rax + 1024], zmm13
	vpmovsqb	qword ptr [rcx + 127] {k6}, zmm14
	vpmovsqb	xmm24, zmm15
	vpmovsqb	xmm25 {k7}, zmm16
	vpmovsqb	xmm26 {k1} {z}, zmm17
	vpmovsqd	qword ptr [rdx + 128], xmm27
	vpmovsqd	qword ptr [rbx - 1024], xmm28
	vpmovsqd	qword ptr [rsp - 1032], xmm29
	vpmovsqd	qword ptr [rbp + r11 - 128] {k2}, xmm30
	vpmovsqd	xmm18, xmm31
	vpmovsqd	xmm19 {k3}, xmm16
	vpmovsqd	xmm20 {k4} {z}, xmm17
	vpmovsqd	xmmword ptr [rsi + 4096], ymm18
	vpmovsqd	xmmword ptr [rdi + 2032], ymm19
	vpmovsqd	xmmword ptr [r8 + 2048], ymm20
	vpmovsqd	xmmword ptr [r9 - 4096] {k5}, ymm21
	vpmovsqd	xmm21, ymm22
	vpmovsqd	xmm22 {k6}, ymm23
	vpmovsqd	xmm23 {k7} {z}, ymm24
	vpmovsqd	ymmword ptr [r10 + 2*r12 + 2147483647], zmm24
	vpmovsqd	ymmword ptr [r11 - 4096], zmm25
	vpmovsqd	ymmword ptr [r12 - 4128], zmm26
	vpmovsqd	ymmword ptr [r13 - 2147483648] {k1}, zmm27
	vpmovsqd	ymm25, zmm28
	vpmovsqd	ymm26 {k2}, zmm29
	vpmovsqd	ymm27 {k3} {z}, zmm30
	vpmovsqw	dword ptr [r14], xmm28
	vpmovsqw	dword ptr [r15 + 508], xmm29
	vpmovsqw	dword ptr [rip + 512], xmm30
	vpmovsqw	dword ptr [rax + 4*r13 + 64] {k4}, xmm31
	vpmovsqw	xmm31, xmm16
	vpmovsqw	xmm0 {k5}, xmm17
	vpmovsqw	xmm1 {k6} {z}, xmm18
	vpmovsqw	qword ptr [rcx - 64], ymm19
	vpmovsqw	qword ptr [rdx - 1024], ymm20
	vpmovsqw	qword ptr [rbx - 1032], ymm21
	vpmovsqw	qword ptr [rsp + 1] {k7}, ymm22
	vpmovsqw	xmm2, ymm23
	vpmovsqw	xmm3 {k1}, ymm24
	vpmovsqw	xmm4 {k2} {z}, ymm25
	vpmovsqw	xmmword ptr [rbp + 8*r14 - 1], zmm5
	vpmovsqw	xmmword ptr [rsi + 2032], zmm6
	vpmovsqw	xmmword ptr [rdi + 2048], zmm7
	vpmovsqw	xmmword ptr [r8 + 127] {k3}, zmm8
	vpmovsqw	xmm26, zmm9
	vpmovsqw	xmm27 {k4}, zmm10
	vpmovsqw	xmm28 {k5} {z}, zmm11
	vpmovswb	qword ptr [r9 + 128], xmm29
	vpmovswb	qword ptr [r10 - 1024], xmm30
	vpmovswb	qword ptr [r11 - 1032], xmm31
	vpmovswb	qword ptr [r12 + r15 - 128] {k6}, xmm16
	vpmovswb	xmm12, xmm17
	vpmovswb	xmm13 {k7}, xmm18
	vpmovswb	xmm14 {k1} {z}, xmm19
	vpmovswb	xmmword ptr [r13 + 4096], ymm20
	vpmovswb	xmmword ptr [r14 + 2032], ymm21
	vpmovswb	xmmword ptr [r15 + 2048], ymm22
	vpmovswb	xmmword ptr [rip - 4096] {k2}, ymm23
	vpmovswb	xmm15, ymm24
	vpmovswb	xmm16 {k3}, ymm25
	vpmovswb	xmm17 {k4} {z}, ymm26
	vpmovswb	ymmword ptr [rax + 2147483647], zmm18
	vpmovswb	ymmword ptr [rcx - 4096], zmm19
	vpmovswb	ymmword ptr [rdx - 4128], zmm20
	vpmovswb	ymmword ptr [rbx + 2*rax - 2147483648] {k5}, zmm21
	vpmovswb	ymm27, zmm22
	vpmovswb	ymm28 {k6}, zmm23
	vpmovswb	ymm29 {k7} {z}, zmm24
	vpmovsxbd	zmm25, xmmword ptr [rsp]
	vpmovsxbd	zmm26, xmmword ptr [rbp + 2032]
	vpmovsxbd	zmm27, xmmword ptr [rsi + 2048]
	vpmovsxbd	zmm28 {k1}, xmmword ptr [rdi + 64]
	vpmovsxbd	zmm29 {k2} {z}, xmmword ptr [r8 + 4*rcx - 64]
	vpmovsxbd	xmm30, dword ptr [r9 + 1]
	vpmovsxbd	xmm31, dword ptr [r10 - 512]
	vpmovsxbd	xmm16, dword ptr [r11 - 516]
	vpmovsxbd	xmm17 {k3}, dword ptr [r12 - 1]
	vpmovsxbd	xmm18 {k4} {z}, dword ptr [r13 + 8*rdx + 127]
	vpmovsxbd	ymm19, qword ptr [r14 + 128]
	vpmovsxbd	ymm20, qword ptr [r15 + 1016]
	vpmovsxbd	ymm21, qword ptr [rip + 1024]
	vpmovsxbd	ymm22 {k5}, qword ptr [rax - 128]
	vpmovsxbd	ymm23 {k6} {z}, qword ptr [rcx + rbx + 4096]
	vpmovsxbd	xmm30, xmm24
	vpmovsxbd	xmm31 {k7}, xmm25
	vpmovsxbd	xmm0 {k1} {z}, xmm26
	vpmovsxbd	ymm1, xmm27
	vpmovsxbd	ymm2 {k2}, xmm28
	vpmovsxbd	ymm3 {k3} {z}, xmm29
	vpmovsxbd	zmm4, xmm30
	vpmovsxbd	zmm5 {k4}, xmm31
	vpmovsxbd	zmm6 {k5} {z}, xmm16
	vpmovsxbq	xmm17, word ptr [rdx - 4096]
	vpmovsxbq	xmm18, word ptr [rbx - 256]
	vpmovsxbq	xmm19, word ptr [rsp - 258]
	vpmovsxbq	xmm20 {k6}, word ptr [rbp + 2147483647]
	vpmovsxbq	xmm21 {k7} {z}, word ptr [rsi + 2*rbp - 2147483648]
	vpmovsxbq	ymm22, dword ptr [rdi]
	vpmovsxbq	ymm23, dword ptr [r8 + 508]
	vpmovsxbq	ymm24, dword ptr [r9 + 512]
	vpmovsxbq	ymm25 {k1}, dword ptr [r10 + 64]
	vpmovsxbq	ymm26 {k2} {z}, dword ptr [r11 + 4*rsi - 64]
	vpmovsxbq	zmm7, qword ptr [r12 + 1]
	vpmovsxbq	zmm8, qword ptr [r13 - 1024]
	vpmovsxbq	zmm9, qword ptr [r14 - 1032]
	vpmovsxbq	zmm10 {k3}, qword ptr [r15 - 1]
	vpmovsxbq	zmm11 {k4} {z}, qword ptr [rip + 127]
	vpmovsxbq	xmm12, xmm27
	vpmovsxbq	xmm13 {k5}, xmm28
	vpmovsxbq	xmm14 {k6} {z}, xmm29
	vpmovsxbq	ymm15, xmm30
	vpmovsxbq	ymm16 {k7}, xmm31
	vpmovsxbq	ymm17 {k1} {z}, xmm16
	vpmovsxbq	zmm18, xmm17
	vpmovsxbq	zmm19 {k2}, xmm18
	vpmovsxbq	zmm20 {k3} {z}, xmm19
	vpmovsxbw	ymm20, xmmword ptr [rax + 8*rdi + 128]
	vpmovsxbw	ymm21, xmmword ptr [rcx + 2032]
	vpmovsxbw	ymm22, xmmword ptr [rdx + 2048]
	vpmovsxbw	ymm23 {k4}, xmmword ptr [rbx - 128]
	vpmovsxbw	ymm24 {k5} {z}, xmmword ptr [rsp + 4096]
	vpmovsxbw	zmm21, ymmword ptr [rbp + r8 - 4096]
	vpmovsxbw	zmm22, ymmword ptr [rsi - 4096]
	vpmovsxbw	zmm23, ymmword ptr [rdi - 4128]
	vpmovsxbw	zmm24 {k6}, ymmword ptr [r8 + 2147483647]
	vpmovsxbw	zmm25 {k7} {z}, ymmword ptr [r9 - 2147483648]
	vpmovsxbw	xmm25, qword ptr [r10 + 2*r9]
	vpmovsxbw	xmm26, qword ptr [r11 + 1016]
	vpmovsxbw	xmm27, qword ptr [r12 + 1024]
	vpmovsxbw	xmm28 {k1}, qword ptr [r13 + 64]
	vpmovsxbw	xmm29 {k2} {z}, qword ptr [r14 - 64]
	vpmovsxbw	xmm26, xmm30
	vpmovsxbw	xmm27 {k3}, xmm31
	vpmovsxbw	xmm28 {k4} {z}, xmm16
	vpmovsxbw	ymm29, xmm17
	vpmovsxbw	ymm30 {k5}, xmm18
	vpmovsxbw	ymm31 {k6} {z}, xmm19
	vpmovsxbw	zmm0, ymm20
	vpmovsxbw	zmm1 {k7}, ymm21
	vpmovsxbw	zmm2 {k1} {z}, ymm22
	vpmovsxdq	ymm23, xmmword ptr [r15 + 4*r10 + 1]
	vpmovsxdq	ymm24, xmmword ptr [rip - 2048]
	vpmovsxdq	ymm25, xmmword ptr [rax - 2064]
	vpmovsxdq	ymm26 {k2}, xmmword ptr [rcx - 1]
	vpmovsxdq	ymm27 {k3} {z}, xmmword ptr [rdx + 127]
	vpmovsxdq	zmm3, ymmword ptr [rbx + 8*r11 + 128]
	vpmovsxdq	zmm4, ymmword ptr [rsp + 4064]
	vpmovsxdq	zmm5, ymmword ptr [rbp + 4096]
	vpmovsxdq	zmm6 {k4}, ymmword ptr [rsi - 128]
	vpmovsxdq	zmm7 {k5} {z}, ymmword ptr [rdi + 4096]
	vpmovsxdq	xmm28, qword ptr [r8 + r12 - 4096]
	vpmovsxdq	xmm29, qword ptr [r9 - 1024]
	vpmovsxdq	xmm30, qword ptr [r10 - 1032]
	vpmovsxdq	xmm31 {k6}, qword ptr [r11 + 2147483647]
	vpmovsxdq	xmm16 {k7} {z}, qword ptr [r12 - 2147483648]
	vpmovsxdq	xmm8, xmm17
	vpmovsxdq	xmm9 {k1}, xmm18
	vpmovsxdq	xmm10 {k2} {z}, xmm19
	vpmovsxdq	ymm11, xmm20
	vpmovsxdq	ymm12 {k3}, xmm21
	vpmovsxdq	ymm13 {k4} {z}, xmm22
	vpmovsxdq	zmm14, ymm23
	vpmovsxdq	zmm15 {k5}, ymm24
	vpmovsxdq	zmm16 {k6} {z}, ymm25
	vpmovsxwd	ymm26, xmmword ptr [r13 + 2*r13]
	vpmovsxwd	ymm27, xmmword ptr [r14 + 2032]
	vpmovsxwd	ymm28, xmmword ptr [r15 + 2048]
	vpmovsxwd	ymm29 {k7}, xmmword ptr [rip + 64]
	vpmovsxwd	ymm30 {k1} {z}, xmmword ptr [rax - 64]
	vpmovsxwd	zmm17, ymmword ptr [rcx + 1]
	vpmovsxwd	zmm18, ymmword ptr [rdx - 4096]
	vpmovsxwd	zmm19, ymmword ptr [rbx - 4128]
	vpmovsxwd	zmm20 {k2}, ymmword ptr [rsp + 4*r14 - 1]
	vpmovsxwd	zmm21 {k3} {z}, ymmword ptr [rbp + 127]
	vpmovsxwd	xmm31, qword ptr [rsi + 128]
	vpmovsxwd	xmm16, qword ptr [rdi + 1016]
	vpmovsxwd	xmm17, qword ptr [r8 + 1024]
	vpmovsxwd	xmm18 {k4}, qword ptr [r9 + 8*r15 - 128]
	vpmovsxwd	xmm19 {k5} {z}, qword ptr [r10 + 4096]
	vpmovsxwd	xmm22, xmm20
	vpmovsxwd	xmm23 {k6}, xmm21
	vpmovsxwd	xmm24 {k7} {z}, xmm22
	vpmovsxwd	ymm25, xmm23
	vpmovsxwd	ymm26 {k1}, xmm24
	vpmovsxwd	ymm27 {k2} {z}, xmm25
	vpmovsxwd	zmm28, ymm26
	vpmovsxwd	zmm29 {k3}, ymm27
	vpmovsxwd	zmm30 {k4} {z}, ymm28
	vpmovsxwq	zmm31, xmmword ptr [r11 - 4096]
	vpmovsxwq	zmm0, xmmword ptr [r12 - 2048]
	vpmovsxwq	zmm1, xmmword ptr [r13 - 2064]
	vpmovsxwq	zmm2 {k5}, xmmword ptr [r14 + rax + 2147483647]
	vpmovsxwq	zmm3 {k6} {z}, xmmword ptr [r15 - 2147483648]
	vpmovsxwq	xmm29, dword ptr [rip]
	vpmovsxwq	xmm30, dword ptr [rax + 508]
	vpmovsxwq	xmm31, dword ptr [rcx + 512]
	vpmovsxwq	xmm16 {k7}, dword ptr [rdx + 64]
	vpmovsxwq	xmm17 {k1} {z}, dword ptr [rbx + 2*rcx - 64]
	vpmovsxwq	ymm18, qword ptr [rsp + 1]
	vpmovsxwq	ymm19, qword ptr [rbp - 1024]
	vpmovsxwq	ymm20, qword ptr [rsi - 1032]
	vpmovsxwq	ymm21 {k2}, qword ptr [rdi - 1]
	vpmovsxwq	ymm22 {k3} {z}, qword ptr [r8 + 4*rdx + 127]
	vpmovsxwq	xmm4, xmm23
	vpmovsxwq	xmm5 {k4}, xmm24
	vpmovsxwq	xmm6 {k5} {z}, xmm25
	vpmovsxwq	ymm7, xmm26
	vpmovsxwq	ymm8 {k6}, xmm27
	vpmovsxwq	ymm9 {k7} {z}, xmm28
	vpmovsxwq	zmm10, xmm29
	vpmovsxwq	zmm11 {k1}, xmm30
	vpmovsxwq	zmm12 {k2} {z}, xmm31
	vpmovusdb	dword ptr [r9 + 128], xmm16
	vpmovusdb	dword ptr [r10 + 508], xmm17
	vpmovusdb	dword ptr [r11 + 512], xmm18
	vpmovusdb	dword ptr [r12 - 128] {k3}, xmm19
	vpmovusdb	xmm13, xmm20
	vpmovusdb	xmm14 {k4}, xmm21
	vpmovusdb	xmm15 {k5} {z}, xmm22
	vpmovusdb	qword ptr [r13 + 8*rbx + 4096], ymm23
	vpmovusdb	qword ptr [r14 - 1024], ymm24
	vpmovusdb	qword ptr [r15 - 1032], ymm25
	vpmovusdb	qword ptr [rip - 4096] {k6}, ymm26
	vpmovusdb	xmm16, ymm27
	vpmovusdb	xmm17 {k7}, ymm28
	vpmovusdb	xmm18 {k1} {z}, ymm29
	vpmovusdb	xmmword ptr [rax + 2147483647], zmm19
	vpmovusdb	xmmword ptr [rcx + 2032], zmm20
	vpmovusdb	xmmword ptr [rdx + 2048], zmm21
	vpmovusdb	xmmword ptr [rbx - 2147483648] {k2}, zmm22
	vpmovusdb	xmm30, zmm23
	vpmovusdb	xmm31 {k3}, zmm24
	vpmovusdb	xmm16 {k4} {z}, zmm25
	vpmovusdw	qword ptr [rsp + rbp], xmm17
	vpmovusdw	qword ptr [rbp - 1024], xmm18
	vpmovusdw	qword ptr [rsi - 1032], xmm19
	vpmovusdw	qword ptr [rdi + 64] {k5}, xmm20
	vpmovusdw	xmm26, xmm21
	vpmovusdw	xmm27 {k6}, xmm22
	vpmovusdw	xmm28 {k7} {z}, xmm23
	vpmovusdw	xmmword ptr [r8 - 64], ymm24
	vpmovusdw	xmmword ptr [r9 + 2032], ymm25
	vpmovusdw	xmmword ptr [r10 + 2048], ymm26
	vpmovusdw	xmmword ptr [r11 + 2*rsi + 1] {k1}, ymm27
	vpmovusdw	xmm29, ymm28
	vpmovusdw	xmm30 {k2}, ymm29
	vpmovusdw	xmm31 {k3} {z}, ymm30
	vpmovusdw	ymmword ptr [r12 - 1], zmm0
	vpmovusdw	ymmword ptr [r13 - 4096], zmm1
	vpmovusdw	ymmword ptr [r14 - 4128], zmm2
	vpmovusdw	ymmword ptr [r15 + 127] {k4}, zmm3
	vpmovusdw	ymm31, zmm4
	vpmovusdw	ymm16 {k5}, zmm5
	vpmovusdw	ymm17 {k6} {z}, zmm6
	vpmovusqb	word ptr [rip + 128], xmm18
	vpmovusqb	word ptr [rax + 254], xmm19
	vpmovusqb	word ptr [rcx + 256], xmm20
	vpmovusqb	word ptr [rdx + 4*rdi - 128] {k7}, xmm21
	vpmovusqb	xmm7, xmm22
	vpmovusqb	xmm8 {k1}, xmm23
	vpmovusqb	xmm9 {k2} {z}, xmm24
	vpmovusqb	dword ptr [rbx + 4096], ymm25
	vpmovusqb	dword ptr [rsp - 512], ymm26
	vpmovusqb	dword ptr [rbp - 516], ymm27
	vpmovusqb	dword ptr [rsi - 4096] {k3}, ymm28
	vpmovusqb	xmm10, ymm29
	vpmovusqb	xmm11 {k4}, ymm30
	vpmovusqb	xmm12 {k5} {z}, ymm31
	vpmovusqb	qword ptr [rdi + 8*r8 + 2147483647], zmm13
	vpmovusqb	qword ptr [r8 + 1016], zmm14
	vpmovusqb	qword ptr [r9 + 1024], zmm15
	vpmovusqb	qword ptr [r10 - 2147483648] {k6}, zmm16
	vpmovusqb	xmm16, zmm17
	vpmovusqb	xmm17 {k7}, zmm18
	vpmovusqb	xmm18 {k1} {z}, zmm19
	vpmovusqd	qword ptr [r11], xmm19
	vpmovusqd	qword ptr [r12 - 1024], xmm20
	vpmovusqd	qword ptr [r13 - 1032], xmm21
	vpmovusqd	qword ptr [r14 + r9 + 64] {k2}, xmm22
	vpmovusqd	xmm20, xmm23
	vpmovusqd	xmm21 {k3}, xmm24
	vpmovusqd	xmm22 {k4} {z}, xmm25
	vpmovusqd	xmmword ptr [r15 - 64], ymm26
	vpmovusqd	xmmword ptr [rip + 2032], ymm27
	vpmovusqd	xmmword ptr [rax + 2048], ymm28
	vpmovusqd	xmmword ptr [rcx + 1] {k5}, ymm29
	vpmovusqd	xmm23, ymm30
	vpmovusqd	xmm24 {k6}, ymm31
	vpmovusqd	xmm25 {k7} {z}, ymm16
	vpmovusqd	ymmword ptr [rdx + 2*r10 - 1], zmm26
	vpmovusqd	ymmword ptr [rbx - 4096], zmm27
	vpmovusqd	ymmword ptr [rsp - 4128], zmm28
	vpmovusqd	ymmword ptr [rbp + 127] {k1}, zmm29
	vpmovusqd	ymm17, zmm30
	vpmovusqd	ymm18 {k2}, zmm31
	vpmovusqd	ymm19 {k3} {z}, zmm0
	vpmovusqw	dword ptr [rsi + 128], xmm20
	vpmovusqw	dword ptr [rdi + 508], xmm21
	vpmovusqw	dword ptr [r8 + 512], xmm22
	vpmovusqw	dword ptr [r9 + 4*r11 - 128] {k4}, xmm23
	vpmovusqw	xmm1, xmm24
	vpmovusqw	xmm2 {k5}, xmm25
	vpmovusqw	xmm3 {k6} {z}, xmm26
	vpmovusqw	qword ptr [r10 + 4096], ymm27
	vpmovusqw	qword ptr [r11 - 1024], ymm28
	vpmovusqw	qword ptr [r12 - 1032], ymm29
	vpmovusqw	qword ptr [r13 - 4096] {k7}, ymm30
	vpmovusqw	xmm4, ymm31
	vpmovusqw	xmm5 {k1}, ymm16
	vpmovusqw	xmm6 {k2} {z}, ymm17
	vpmovusqw	xmmword ptr [r14 + 8*r12 + 2147483647], zmm7
	vpmovusqw	xmmword ptr [r15 + 2032], zmm8
	vpmovusqw	xmmword ptr [rip + 2048], zmm9
	vpmovusqw	xmmword ptr [rax - 2147483648] {k3}, zmm10
	vpmovusqw	xmm18, zmm11
	vpmovusqw	xmm19 {k4}, zmm12
	vpmovusqw	xmm20 {k5} {z}, zmm13
	vpmovuswb	qword ptr [rcx], xmm21
	vpmovuswb	qword ptr [rdx - 1024], xmm22
	vpmovuswb	qword ptr [rbx - 1032], xmm23
	vpmovuswb	qword ptr [rsp + r13 + 64] {k6}, xmm24
	vpmovuswb	xmm14, xmm25
	vpmovuswb	xmm15 {k7}, xmm26
	vpmovuswb	xmm16 {k1} {z}, xmm27
	vpmovuswb	xmmword ptr [rbp - 64], ymm28
	vpmovuswb	xmmword ptr [rsi + 2032], ymm29
	vpmovuswb	xmmword ptr [rdi + 2048], ymm30
	vpmovuswb	xmmword ptr [r8 + 1] {k2}, ymm31
	vpmovuswb	xmm17, ymm16
	vpmovuswb	xmm18 {k3}, ymm17
	vpmovuswb	xmm19 {k4} {z}, ymm18
	vpmovuswb	ymmword ptr [r9 + 2*r14 - 1], zmm20
	vpmovuswb	ymmword ptr [r10 - 4096], zmm21
	vpmovuswb	ymmword ptr [r11 - 4128], zmm22
	vpmovuswb	ymmword ptr [r12 + 127] {k5}, zmm23
	vpmovuswb	ymm19, zmm24
	vpmovuswb	ymm20 {k6}, zmm25
	vpmovuswb	ymm21 {k7} {z}, zmm26
	vpmovw2m	k5, xmm22
	vpmovw2m	k6, ymm23
	vpmovw2m	k7, zmm27
	vpmovwb	qword ptr [r13 + 128], xmm24
	vpmovwb	qword ptr [r14 + 1016], xmm25
	vpmovwb	qword ptr [r15 + 1024], xmm26
	vpmovwb	qword ptr [rip - 128] {k1}, xmm27
	vpmovwb	xmm29, xmm28
	vpmovwb	xmm30 {k2}, xmm29
	vpmovwb	xmm31 {k3} {z}, xmm30
	vpmovwb	xmmword ptr [rax + 4*r15 + 4096], ymm31
	vpmovwb	xmmword ptr [rcx - 2048], ymm16
	vpmovwb	xmmword ptr [rdx - 2064], ymm17
	vpmovwb	xmmword ptr [rbx - 4096] {k4}, ymm18
	vpmovwb	xmm0, ymm19
	vpmovwb	xmm1 {k5}, ymm20
	vpmovwb	xmm2 {k6} {z}, ymm21
	vpmovwb	ymmword ptr [rsp + 2147483647], zmm3
	vpmovwb	ymmword ptr [rbp + 4064], zmm4
	vpmovwb	ymmword ptr [rsi + 4096], zmm5
	vpmovwb	ymmword ptr [rdi + 8*rax - 2147483648] {k7}, zmm6
	vpmovwb	ymm22, zmm7
	vpmovwb	ymm23 {k1}, zmm8
	vpmovwb	ymm24 {k2} {z}, zmm9
	vpmovzxbd	zmm10, xmmword ptr [r8]
	vpmovzxbd	zmm11, xmmword ptr [r9 - 2048]
	vpmovzxbd	zmm12, xmmword ptr [r10 - 2064]
	vpmovzxbd	zmm13 {k3}, xmmword ptr [r11 + 64]
	vpmovzxbd	zmm14 {k4} {z}, xmmword ptr [r12 + rcx - 64]
	vpmovzxbd	xmm25, dword ptr [r13 + 1]
	vpmovzxbd	xmm26, dword ptr [r14 + 508]
	vpmovzxbd	xmm27, dword ptr [r15 + 512]
	vpmovzxbd	xmm28 {k5}, dword ptr [rip - 1]
	vpmovzxbd	xmm29 {k6} {z}, dword ptr [rax + 127]
	vpmovzxbd	ymm30, qword ptr [rcx + 2*rdx + 128]
	vpmovzxbd	ymm31, qword ptr [rdx - 1024]
	vpmovzxbd	ymm16, qword ptr [rbx - 1032]
	vpmovzxbd	ymm17 {k7}, qword ptr [rsp - 128]
	vpmovzxbd	ymm18 {k1} {z}, qword ptr [rbp + 4096]
	vpmovzxbd	xmm15, xmm19
	vpmovzxbd	xmm16 {k2}, xmm20
	vpmovzxbd	xmm17 {k3} {z}, xmm21
	vpmovzxbd	ymm18, xmm22
	vpmovzxbd	ymm19 {k4}, xmm23
	vpmovzxbd	ymm20 {k5} {z}, xmm24
	vpmovzxbd	zmm21, xmm25
	vpmovzxbd	zmm22 {k6}, xmm26
	vpmovzxbd	zmm23 {k7} {z}, xmm27
	vpmovzxbq	xmm28, word ptr [rsi + 4*rbx - 4096]
	vpmovzxbq	xmm29, word ptr [rdi + 254]
	vpmovzxbq	xmm30, word ptr [r8 + 256]
	vpmovzxbq	xmm31 {k1}, word ptr [r9 + 2147483647]
	vpmovzxbq	xmm16 {k2} {z}, word ptr [r10 - 2147483648]
	vpmovzxbq	ymm17, dword ptr [r11 + 8*rbp]
	vpmovzxbq	ymm18, dword ptr [r12 - 512]
	vpmovzxbq	ymm19, dword ptr [r13 - 516]
	vpmovzxbq	ymm20 {k3}, dword ptr [r14 + 64]
	vpmovzxbq	ymm21 {k4} {z}, dword ptr [r15 - 64]
	vpmovzxbq	zmm24, qword ptr [rip + 1]
	vpmovzxbq	zmm25, qword ptr [rax + 1016]
	vpmovzxbq	zmm26, qword ptr [rcx + 1024]
	vpmovzxbq	zmm27 {k5}, qword ptr [rdx + rsi - 1]
	vpmovzxbq	zmm28 {k6} {z}, qword ptr [rbx + 127]
	vpmovzxbq	xmm29, xmm22
	vpmovzxbq	xmm30 {k7}, xmm23
	vpmovzxbq	xmm31 {k1} {z}, xmm24
	vpmovzxbq	ymm0, xmm25
	vpmovzxbq	ymm1 {k2}, xmm26
	vpmovzxbq	ymm2 {k3} {z}, xmm27
	vpmovzxbq	zmm3, xmm28
	vpmovzxbq	zmm4 {k4}, xmm29
	vpmovzxbq	zmm5 {k5} {z}, xmm30
	vpmovzxbw	ymm31, xmmword ptr [rsp + 128]
	vpmovzxbw	ymm16, xmmword ptr [rbp - 2048]
	vpmovzxbw	ymm17, xmmword ptr [rsi - 2064]
	vpmovzxbw	ymm18 {k6}, xmmword ptr [rdi + 2*rdi - 128]
	vpmovzxbw	ymm19 {k7} {z}, xmmword ptr [r8 + 4096]
	vpmovzxbw	zmm6, ymmword ptr [r9 - 4096]
	vpmovzxbw	zmm7, ymmword ptr [r10 + 4064]
	vpmovzxbw	zmm8, ymmword ptr [r11 + 4096]
	vpmovzxbw	zmm9 {k1}, ymmword ptr [r12 + 4*r8 + 2147483647]
	vpmovzxbw	zmm10 {k2} {z}, ymmword ptr [r13 - 2147483648]
	vpmovzxbw	xmm20, qword ptr [r14]
	vpmovzxbw	xmm21, qword ptr [r15 - 1024]
	vpmovzxbw	xmm22, qword ptr [rip - 1032]
	vpmovzxbw	xmm23 {k3}, qword ptr [rax + 8*r9 + 64]
	vpmovzxbw	xmm24 {k4} {z}, qword ptr [rcx - 64]
	vpmovzxbw	xmm11, xmm25
	vpmovzxbw	xmm12 {k5}, xmm26
	vpmovzxbw	xmm13 {k6} {z}, xmm27
	vpmovzxbw	ymm14, xmm28
	vpmovzxbw	ymm15 {k7}, xmm29
	vpmovzxbw	ymm16 {k1} {z}, xmm30
	vpmovzxbw	zmm17, ymm31
	vpmovzxbw	zmm18 {k2}, ymm16
	vpmovzxbw	zmm19 {k3} {z}, ymm17
	vpmovzxdq	ymm18, xmmword ptr [rdx + 1]
	vpmovzxdq	ymm19, xmmword ptr [rbx + 2032]
	vpmovzxdq	ymm20, xmmword ptr [rsp + 2048]
	vpmovzxdq	ymm21 {k4}, xmmword ptr [rbp + r10 - 1]
	vpmovzxdq	ymm22 {k5} {z}, xmmword ptr [rsi + 127]
	vpmovzxdq	zmm20, ymmword ptr [rdi + 128]
	vpmovzxdq	zmm21, ymmword ptr [r8 - 4096]
	vpmovzxdq	zmm22, ymmword ptr [r9 - 4128]
	vpmovzxdq	zmm23 {k6}, ymmword ptr [r10 + 2*r11 - 128]
	vpmovzxdq	zmm24 {k7} {z}, ymmword ptr [r11 + 4096]
	vpmovzxdq	xmm23, qword ptr [r12 - 4096]
	vpmovzxdq	xmm24, qword ptr [r13 + 1016]
	vpmovzxdq	xmm25, qword ptr [r14 + 1024]
	vpmovzxdq	xmm26 {k1}, qword ptr [r15 + 4*r12 + 2147483647]
	vpmovzxdq	xmm27 {k2} {z}, qword ptr [rip - 2147483648]
	vpmovzxdq	xmm25, xmm28
	vpmovzxdq	xmm26 {k3}, xmm29
	vpmovzxdq	xmm27 {k4} {z}, xmm30
	vpmovzxdq	ymm28, xmm31
	vpmovzxdq	ymm29 {k5}, xmm16
	vpmovzxdq	ymm30 {k6} {z}, xmm17
	vpmovzxdq	zmm31, ymm18
	vpmovzxdq	zmm0 {k7}, ymm19
	vpmovzxdq	zmm1 {k1} {z}, ymm20
	vpmovzxwd	ymm21, xmmword ptr [rax]
	vpmovzxwd	ymm22, xmmword ptr [rcx - 2048]
	vpmovzxwd	ymm23, xmmword ptr [rdx - 2064]
	vpmovzxwd	ymm24 {k2}, xmmword ptr [rbx + 64]
	vpmovzxwd	ymm25 {k3} {z}, xmmword ptr [rsp + 8*r13 - 64]
	vpmovzxwd	zmm2, ymmword ptr [rbp + 1]
	vpmovzxwd	zmm3, ymmword ptr [rsi + 4064]
	vpmovzxwd	zmm4, ymmword ptr [rdi + 4096]
	vpmovzxwd	zmm5 {k4}, ymmword ptr [r8 - 1]
	vpmovzxwd	zmm6 {k5} {z}, ymmword ptr [r9 + r14 + 127]
	vpmovzxwd	xmm26, qword ptr [r10 + 128]
	vpmovzxwd	xmm27, qword ptr [r11 - 1024]
	vpmovzxwd	xmm28, qword ptr [r12 - 1032]
	vpmovzxwd	xmm29 {k6}, qword ptr [r13 - 128]
	vpmovzxwd	xmm30 {k7} {z}, qword ptr [r14 + 2*r15 + 4096]
	vpmovzxwd	xmm7, xmm31
	vpmovzxwd	xmm8 {k1}, xmm16
	vpmovzxwd	xmm9 {k2} {z}, xmm17
	vpmovzxwd	ymm10, xmm18
	vpmovzxwd	ymm11 {k3}, xmm19
	vpmovzxwd	ymm12 {k4} {z}, xmm20
	vpmovzxwd	zmm13, ymm21
	vpmovzxwd	zmm14 {k5}, ymm22
	vpmovzxwd	zmm15 {k6} {z}, ymm23
	vpmovzxwq	zmm16, xmmword ptr [r15 - 4096]
	vpmovzxwq	zmm17, xmmword ptr [rip + 2032]
	vpmovzxwq	zmm18, xmmword ptr [rax + 2048]
	vpmovzxwq	zmm19 {k7}, xmmword ptr [rcx + 2147483647]
	vpmovzxwq	zmm20 {k1} {z}, xmmword ptr [rdx + 4*rax - 2147483648]
	vpmovzxwq	xmm24, dword ptr [rbx]
	vpmovzxwq	xmm25, dword ptr [rsp - 512]
	vpmovzxwq	xmm26, dword ptr [rbp - 516]
	vpmovzxwq	xmm27 {k2}, dword ptr [rsi + 64]
	vpmovzxwq	xmm28 {k3} {z}, dword ptr [rdi + 8*rcx - 64]
	vpmovzxwq	ymm29, qword ptr [r8 + 1]
	vpmovzxwq	ymm30, qword ptr [r9 + 1016]
	vpmovzxwq	ymm31, qword ptr [r10 + 1024]
	vpmovzxwq	ymm16 {k4}, qword ptr [r11 - 1]
	vpmovzxwq	ymm17 {k5} {z}, qword ptr [r12 + rdx + 127]
	vpmovzxwq	xmm21, xmm18
	vpmovzxwq	xmm22 {k6}, xmm19
	vpmovzxwq	xmm23 {k7} {z}, xmm20
	vpmovzxwq	ymm24, xmm21
	vpmovzxwq	ymm25 {k1}, xmm22
	vpmovzxwq	ymm26 {k2} {z}, xmm23
	vpmovzxwq	zmm27, xmm24
	vpmovzxwq	zmm28 {k3}, xmm25
	vpmovzxwq	zmm29 {k4} {z}, xmm26
	vpmuldq	xmm30, xmm27, xmmword ptr [r13 + 128]
	vpmuldq	xmm31, xmm28, xmmword ptr [r14 - 2048]
	vpmuldq	xmm0, xmm29, xmmword ptr [r15 - 2064]
	vpmuldq	xmm1 {k5}, xmm30, xmmword ptr [rip - 128]
	vpmuldq	xmm2 {k6} {z}, xmm31, xmmword ptr [rax + 4096]
	vpmuldq	ymm3, ymm16, ymmword ptr [rcx + 2*rbx - 4096]
	vpmuldq	ymm4, ymm17, ymmword ptr [rdx + 4064]
	vpmuldq	ymm5, ymm18, ymmword ptr [rbx + 4096]
	vpmuldq	ymm6 {k7}, ymm19, ymmword ptr [rsp + 2147483647]
	vpmuldq	ymm7 {k1} {z}, ymm20, ymmword ptr [rbp - 2147483648]
	vpmuldq	zmm9, zmm8, zmmword ptr [rsi + 4*rbp]
	vpmuldq	zmm11, zmm10, zmmword ptr [rdi - 8192]
	vpmuldq	zmm13, zmm12, zmmword ptr [r8 - 8256]
	vpmuldq	zmm15 {k2}, zmm14, zmmword ptr [r9 + 64]
	vpmuldq	zmm17 {k3} {z}, zmm16, zmmword ptr [r10 - 64]
	vpmuldq	xmm18, xmm21, qword ptr [r11 + 8*rsi + 1]{1to2}
	vpmuldq	xmm19, xmm22, qword ptr [r12 + 1016]{1to2}
	vpmuldq	xmm20, xmm23, qword ptr [r13 + 1024]{1to2}
	vpmuldq	xmm21 {k4}, xmm24, qword ptr [r14 - 1]{1to2}
	vpmuldq	xmm22 {k5} {z}, xmm25, qword ptr [r15 + 127]{1to2}
	vpmuldq	ymm23, ymm26, qword ptr [rip + 128]{1to4}
	vpmuldq	ymm24, ymm27, qword ptr [rax - 1024]{1to4}
	vpmuldq	ymm25, ymm28, qword ptr [rcx - 1032]{1to4}
	vpmuldq	ymm26 {k6}, ymm29, qword ptr [rdx + rdi - 128]{1to4}
	vpmuldq	ymm27 {k7} {z}, ymm30, qword ptr [rbx + 4096]{1to4}
	vpmuldq	zmm29, zmm28, qword ptr [rsp - 4096]{1to8}
	vpmuldq	zmm31, zmm30, qword ptr [rbp + 1016]{1to8}
	vpmuldq	zmm1, zmm0, qword ptr [rsi + 1024]{1to8}
	vpmuldq	zmm3 {k1}, zmm2, qword ptr [rdi + 2*r8 + 2147483647]{1to8}
	vpmuldq	zmm5 {k2} {z}, zmm4, qword ptr [r8 - 2147483648]{1to8}
	vpmuldq	xmm7, xmm6, xmm31
	vpmuldq	xmm9 {k3}, xmm8, xmm16
	vpmuldq	xmm11 {k4} {z}, xmm10, xmm17
	vpmuldq	ymm13, ymm12, ymm18
	vpmuldq	ymm15 {k5}, ymm14, ymm19
	vpmuldq	ymm17 {k6} {z}, ymm16, ymm20
	vpmuldq	zmm20, zmm19, zmm18
	vpmuldq	zmm23 {k7}, zmm22, zmm21
	vpmuldq	zmm26 {k1} {z}, zmm25, zmm24
	vpmulhrsw	xmm27, xmm21, xmmword ptr [r9]
	vpmulhrsw	xmm28, xmm22, xmmword ptr [r10 - 2048]
	vpmulhrsw	xmm29, xmm23, xmmword ptr [r11 - 2064]
	vpmulhrsw	xmm30 {k2}, xmm24, xmmword ptr [r12 + 4*r9 + 64]
	vpmulhrsw	xmm31 {k3} {z}, xmm25, xmmword ptr [r13 - 64]
	vpmulhrsw	ymm0, ymm26, ymmword ptr [r14 + 1]
	vpmulhrsw	ymm1, ymm27, ymmword ptr [r15 + 4064]
	vpmulhrsw	ymm2, ymm28, ymmword ptr [rip + 4096]
	vpmulhrsw	ymm3 {k4}, ymm29, ymmword ptr [rax + 8*r10 - 1]
	vpmulhrsw	ymm4 {k5} {z}, ymm30, ymmword ptr [rcx + 127]
	vpmulhrsw	zmm6, zmm5, zmmword ptr [rdx + 128]
	vpmulhrsw	zmm8, zmm7, zmmword ptr [rbx - 8192]
	vpmulhrsw	zmm10, zmm9, zmmword ptr [rsp - 8256]
	vpmulhrsw	zmm12 {k6}, zmm11, zmmword ptr [rbp + r11 - 128]
	vpmulhrsw	zmm14 {k7} {z}, zmm13, zmmword ptr [rsi + 4096]
	vpmulhrsw	xmm16, xmm15, xmm31
	vpmulhrsw	xmm18 {k1}, xmm17, xmm16
	vpmulhrsw	xmm20 {k2} {z}, xmm19, xmm17
	vpmulhrsw	ymm22, ymm21, ymm18
	vpmulhrsw	ymm24 {k3}, ymm23, ymm19
	vpmulhrsw	ymm26 {k4} {z}, ymm25, ymm20
	vpmulhrsw	zmm29, zmm28, zmm27
	vpmulhrsw	zmm0 {k5}, zmm31, zmm30
	vpmulhrsw	zmm3 {k6} {z}, zmm2, zmm1
	vpmulhuw	xmm4, xmm21, xmmword ptr [rdi - 4096]
	vpmulhuw	xmm5, xmm22, xmmword ptr [r8 + 2032]
	vpmulhuw	xmm6, xmm23, xmmword ptr [r9 + 2048]
	vpmulhuw	xmm7 {k7}, xmm24, xmmword ptr [r10 + 2*r12 + 2147483647]
	vpmulhuw	xmm8 {k1} {z}, xmm25, xmmword ptr [r11 - 2147483648]
	vpmulhuw	ymm9, ymm26, ymmword ptr [r12]
	vpmulhuw	ymm10, ymm27, ymmword ptr [r13 - 4096]
	vpmulhuw	ymm11, ymm28, ymmword ptr [r14 - 4128]
	vpmulhuw	ymm12 {k2}, ymm29, ymmword ptr [r15 + 4*r13 + 64]
	vpmulhuw	ymm13 {k3} {z}, ymm30, ymmword ptr [rip - 64]
	vpmulhuw	zmm15, zmm14, zmmword ptr [rax + 1]
	vpmulhuw	zmm17, zmm16, zmmword ptr [rcx + 8128]
	vpmulhuw	zmm19, zmm18, zmmword ptr [rdx + 8192]
	vpmulhuw	zmm21 {k4}, zmm20, zmmword ptr [rbx - 1]
	vpmulhuw	zmm23 {k5} {z}, zmm22, zmmword ptr [rsp + 8*r14 + 127]
	vpmulhuw	xmm25, xmm24, xmm31
	vpmulhuw	xmm27 {k6}, xmm26, xmm16
	vpmulhuw	xmm29 {k7} {z}, xmm28, xmm17
	vpmulhuw	ymm31, ymm30, ymm18
	vpmulhuw	ymm1 {k1}, ymm0, ymm19
	vpmulhuw	ymm3 {k2} {z}, ymm2, ymm20
	vpmulhuw	zmm6, zmm5, zmm4
	vpmulhuw	zmm9 {k3}, zmm8, zmm7
	vpmulhuw	zmm12 {k4} {z}, zmm11, zmm10
	vpmulhw	xmm13, xmm21, xmmword ptr [rbp + 128]
	vpmulhw	xmm14, xmm22, xmmword ptr [rsi - 2048]
	vpmulhw	xmm15, xmm23, xmmword ptr [rdi - 2064]
	vpmulhw	xmm16 {k5}, xmm24, xmmword ptr [r8 - 128]
	vpmulhw	xmm17 {k6} {z}, xmm25, xmmword ptr [r9 + r15 + 4096]
	vpmulhw	ymm18, ymm26, ymmword ptr [r10 - 4096]
	vpmulhw	ymm19, ymm27, ymmword ptr [r11 + 4064]
	vpmulhw	ymm20, ymm28, ymmword ptr [r12 + 4096]
	vpmulhw	ymm21 {k7}, ymm29, ymmword ptr [r13 + 2147483647]
	vpmulhw	ymm22 {k1} {z}, ymm30, ymmword ptr [r14 + 2*rax - 2147483648]
	vpmulhw	zmm24, zmm23, zmmword ptr [r15]
	vpmulhw	zmm26, zmm25, zmmword ptr [rip - 8192]
	vpmulhw	zmm28, zmm27, zmmword ptr [rax - 8256]
	vpmulhw	zmm30 {k2}, zmm29, zmmword ptr [rcx + 64]
	vpmulhw	zmm0 {k3} {z}, zmm31, zmmword ptr [rdx + 4*rcx - 64]
	vpmulhw	xmm2, xmm1, xmm31
	vpmulhw	xmm4 {k4}, xmm3, xmm16
	vpmulhw	xmm6 {k5} {z}, xmm5, xmm17
	vpmulhw	ymm8, ymm7, ymm18
	vpmulhw	ymm10 {k6}, ymm9, ymm19
	vpmulhw	ymm12 {k7} {z}, ymm11, ymm20
	vpmulhw	zmm15, zmm14, zmm13
	vpmulhw	zmm18 {k1}, zmm17, zmm16
	vpmulhw	zmm21 {k2} {z}, zmm20, zmm19
	vpmulld	xmm22, xmm21, xmmword ptr [rbx + 1]
	vpmulld	xmm23, xmm22, xmmword ptr [rsp + 2032]
	vpmulld	xmm24, xmm23, xmmword ptr [rbp + 2048]
	vpmulld	xmm25 {k3}, xmm24, xmmword ptr [rsi - 1]
	vpmulld	xmm26 {k4} {z}, xmm25, xmmword ptr [rdi + 8*rdx + 127]
	vpmulld	ymm27, ymm26, ymmword ptr [r8 + 128]
	vpmulld	ymm28, ymm27, ymmword ptr [r9 - 4096]
	vpmulld	ymm29, ymm28, ymmword ptr [r10 - 4128]
	vpmulld	ymm30 {k5}, ymm29, ymmword ptr [r11 - 128]
	vpmulld	ymm31 {k6} {z}, ymm30, ymmword ptr [r12 + rbx + 4096]
	vpmulld	zmm1, zmm0, dword ptr [r13 - 4096]{1to16}
	vpmulld	zmm3, zmm2, dword ptr [r14 + 508]{1to16}
	vpmulld	zmm5, zmm4, dword ptr [r15 + 512]{1to16}
	vpmulld	zmm7 {k7}, zmm6, dword ptr [rip + 2147483647]{1to16}
	vpmulld	zmm9 {k1} {z}, zmm8, dword ptr [rax - 2147483648]{1to16}
	vpmulld	xmm10, xmm31, dword ptr [rcx + 2*rbp]{1to4}
	vpmulld	xmm11, xmm16, dword ptr [rdx - 512]{1to4}
	vpmulld	xmm12, xmm17, dword ptr [rbx - 516]{1to4}
	vpmulld	xmm13 {k2}, xmm18, dword ptr [rsp + 64]{1to4}
	vpmulld	xmm14 {k3} {z}, xmm19, dword ptr [rbp - 64]{1to4}
	vpmulld	ymm15, ymm20, dword ptr [rsi + 4*rsi + 1]{1to8}
	vpmulld	ymm16, ymm21, dword ptr [rdi + 508]{1to8}
	vpmulld	ymm17, ymm22, dword ptr [r8 + 512]{1to8}
	vpmulld	ymm18 {k4}, ymm23, dword ptr [r9 - 1]{1to8}
	vpmulld	ymm19 {k5} {z}, ymm24, dword ptr [r10 + 127]{1to8}
	vpmulld	zmm21, zmm20, zmmword ptr [r11 + 8*rdi + 128]
	vpmulld	zmm23, zmm22, zmmword ptr [r12 - 8192]
	vpmulld	zmm25, zmm24, zmmword ptr [r13 - 8256]
	vpmulld	zmm27 {k6}, zmm26, zmmword ptr [r14 - 128]
	vpmulld	zmm29 {k7} {z}, zmm28, zmmword ptr [r15 + 4096]
	vpmulld	xmm31, xmm30, xmm25
	vpmulld	xmm1 {k1}, xmm0, xmm26
	vpmulld	xmm3 {k2} {z}, xmm2, xmm27
	vpmulld	ymm5, ymm4, ymm28
	vpmulld	ymm7 {k3}, ymm6, ymm29
	vpmulld	ymm9 {k4} {z}, ymm8, ymm30
	vpmulld	zmm12, zmm11, zmm10
	vpmulld	zmm15 {k5}, zmm14, zmm13
	vpmulld	zmm18 {k6} {z}, zmm17, zmm16
	vpmullq	xmm19, xmm31, xmmword ptr [rip - 4096]
	vpmullq	xmm20, xmm16, xmmword ptr [rax + 2032]
	vpmullq	xmm21, xmm17, xmmword ptr [rcx + 2048]
	vpmullq	xmm22 {k7}, xmm18, xmmword ptr [rdx + r8 + 2147483647]
	vpmullq	xmm23 {k1} {z}, xmm19, xmmword ptr [rbx - 2147483648]
	vpmullq	ymm24, ymm20, ymmword ptr [rsp]
	vpmullq	ymm25, ymm21, ymmword ptr [rbp - 4096]
	vpmullq	ymm26, ymm22, ymmword ptr [rsi - 4128]
	vpmullq	ymm27 {k2}, ymm23, ymmword ptr [rdi + 2*r9 + 64]
	vpmullq	ymm28 {k3} {z}, ymm24, ymmword ptr [r8 - 64]
	vpmullq	zmm30, zmm29, zmmword ptr [r9 + 1]
	vpmullq	zmm0, zmm31, zmmword ptr [r10 + 8128]
	vpmullq	zmm2, zmm1, zmmword ptr [r11 + 8192]
	vpmullq	zmm4 {k4}, zmm3, zmmword ptr [r12 + 4*r10 - 1]
	vpmullq	zmm6 {k5} {z}, zmm5, zmmword ptr [r13 + 127]
	vpmullq	xmm7, xmm25, qword ptr [r14 + 128]{1to2}
	vpmullq	xmm8, xmm26, qword ptr [r15 - 1024]{1to2}
	vpmullq	xmm9, xmm27, qword ptr [rip - 1032]{1to2}
	vpmullq	xmm10 {k6}, xmm28, qword ptr [rax + 8*r11 - 128]{1to2}
	vpmullq	xmm11 {k7} {z}, xmm29, qword ptr [rcx + 4096]{1to2}
	vpmullq	ymm12, ymm30, qword ptr [rdx - 4096]{1to4}
	vpmullq	ymm13, ymm31, qword ptr [rbx + 1016]{1to4}
	vpmullq	ymm14, ymm16, qword ptr [rsp + 1024]{1to4}
	vpmullq	ymm15 {k1}, ymm17, qword ptr [rbp + r12 + 2147483647]{1to4}
	vpmullq	ymm16 {k2} {z}, ymm18, qword ptr [rsi - 2147483648]{1to4}
	vpmullq	zmm18, zmm17, qword ptr [rdi]{1to8}
	vpmullq	zmm20, zmm19, qword ptr [r8 - 1024]{1to8}
	vpmullq	zmm22, zmm21, qword ptr [r9 - 1032]{1to8}
	vpmullq	zmm24 {k3}, zmm23, qword ptr [r10 + 2*r13 + 64]{1to8}
	vpmullq	zmm26 {k4} {z}, zmm25, qword ptr [r11 - 64]{1to8}
	vpmullq	xmm28, xmm27, xmm19
	vpmullq	xmm30 {k5}, xmm29, xmm20
	vpmullq	xmm0 {k6} {z}, xmm31, xmm21
	vpmullq	ymm2, ymm1, ymm22
	vpmullq	ymm4 {k7}, ymm3, ymm23
	vpmullq	ymm6 {k1} {z}, ymm5, ymm24
	vpmullq	zmm9, zmm8, zmm7
	vpmullq	zmm12 {k2}, zmm11, zmm10
	vpmullq	zmm15 {k3} {z}, zmm14, zmm13
	vpmullw	xmm16, xmm25, xmmword ptr [r12 + 1]
	vpmullw	xmm17, xmm26, xmmword ptr [r13 + 2032]
	vpmullw	xmm18, xmm27, xmmword ptr [r14 + 2048]
	vpmullw	xmm19 {k4}, xmm28, xmmword ptr [r15 + 4*r14 - 1]
	vpmullw	xmm20 {k5} {z}, xmm29, xmmword ptr [rip + 127]
	vpmullw	ymm21, ymm30, ymmword ptr [rax + 128]
	vpmullw	ymm22, ymm31, ymmword ptr [rcx - 4096]
	vpmullw	ymm23, ymm16, ymmword ptr [rdx - 4128]
	vpmullw	ymm24 {k6}, ymm17, ymmword ptr [rbx - 128]
	vpmullw	ymm25 {k7} {z}, ymm18, ymmword ptr [rsp + 8*r15 + 4096]
	vpmullw	zmm27, zmm26, zmmword ptr [rbp - 4096]
	vpmullw	zmm29, zmm28, zmmword ptr [rsi + 8128]
	vpmullw	zmm31, zmm30, zmmword ptr [rdi + 8192]
	vpmullw	zmm1 {k1}, zmm0, zmmword ptr [r8 + 2147483647]
	vpmullw	zmm3 {k2} {z}, zmm2, zmmword ptr [r9 + rax - 2147483648]
	vpmullw	xmm5, xmm4, xmm19
	vpmullw	xmm7 {k3}, xmm6, xmm20
	vpmullw	xmm9 {k4} {z}, xmm8, xmm21
	vpmullw	ymm11, ymm10, ymm22
	vpmullw	ymm13 {k5}, ymm12, ymm23
	vpmullw	ymm15 {k6} {z}, ymm14, ymm24
	vpmullw	zmm18, zmm17, zmm16
	vpmullw	zmm21 {k7}, zmm20, zmm19
	vpmullw	zmm24 {k1} {z}, zmm23, zmm22
	vpmultishiftqb	xmm26, xmm25, xmmword ptr [r10]
	vpmultishiftqb	xmm27, xmm26, xmmword ptr [r11 - 2048]
	vpmultishiftqb	xmm28, xmm27, xmmword ptr [r12 - 2064]
	vpmultishiftqb	xmm29 {k2}, xmm28, xmmword ptr [r13 + 64]
	vpmultishiftqb	xmm30 {k3} {z}, xmm29, xmmword ptr [r14 + 2*rcx - 64]
	vpmultishiftqb	ymm31, ymm30, ymmword ptr [r15 + 1]
	vpmultishiftqb	ymm0, ymm31, ymmword ptr [rip + 4064]
	vpmultishiftqb	ymm1, ymm16, ymmword ptr [rax + 4096]
	vpmultishiftqb	ymm2 {k4}, ymm17, ymmword ptr [rcx - 1]
	vpmultishiftqb	ymm3 {k5} {z}, ymm18, ymmword ptr [rdx + 4*rdx + 127]
	vpmultishiftqb	zmm5, zmm4, zmmword ptr [rbx + 128]
	vpmultishiftqb	zmm7, zmm6, zmmword ptr [rsp - 8192]
	vpmultishiftqb	zmm9, zmm8, zmmword ptr [rbp - 8256]
	vpmultishiftqb	zmm11 {k6}, zmm10, zmmword ptr [rsi - 128]
	vpmultishiftqb	zmm13 {k7} {z}, zmm12, zmmword ptr [rdi + 8*rbx + 4096]
	vpmultishiftqb	xmm14, xmm19, qword ptr [r8 - 4096]{1to2}
	vpmultishiftqb	xmm15, xmm20, qword ptr [r9 + 1016]{1to2}
	vpmultishiftqb	xmm16, xmm21, qword ptr [r10 + 1024]{1to2}
	vpmultishiftqb	xmm17 {k1}, xmm22, qword ptr [r11 + 2147483647]{1to2}
	vpmultishiftqb	xmm18 {k2} {z}, xmm23, qword ptr [r12 + rbp - 2147483648]{1to2}
	vpmultishiftqb	ymm19, ymm24, qword ptr [r13]{1to4}
	vpmultishiftqb	ymm20, ymm25, qword ptr [r14 - 1024]{1to4}
	vpmultishiftqb	ymm21, ymm26, qword ptr [r15 - 1032]{1to4}
	vpmultishiftqb	ymm22 {k3}, ymm27, qword ptr [rip + 64]{1to4}
	vpmultishiftqb	ymm23 {k4} {z}, ymm28, qword ptr [rax - 64]{1to4}
	vpmultishiftqb	zmm25, zmm24, qword ptr [rcx + 2*rsi + 1]{1to8}
	vpmultishiftqb	zmm27, zmm26, qword ptr [rdx + 1016]{1to8}
	vpmultishiftqb	zmm29, zmm28, qword ptr [rbx + 1024]{1to8}
	vpmultishiftqb	zmm31 {k5}, zmm30, qword ptr [rsp - 1]{1to8}
	vpmultishiftqb	zmm1 {k6} {z}, zmm0, qword ptr [rbp + 127]{1to8}
	vpmultishiftqb	xmm3, xmm2, xmm29
	vpmultishiftqb	xmm5 {k7}, xmm4, xmm30
	vpmultishiftqb	xmm7 {k1} {z}, xmm6, xmm31
	vpmultishiftqb	ymm9, ymm8, ymm16
	vpmultishiftqb	ymm11 {k2}, ymm10, ymm17
	vpmultishiftqb	ymm13 {k3} {z}, ymm12, ymm18
	vpmultishiftqb	zmm16, zmm15, zmm14
	vpmultishiftqb	zmm19 {k4}, zmm18, zmm17
	vpmultishiftqb	zmm22 {k5} {z}, zmm21, zmm20
	vpmuludq	xmm23, xmm19, xmmword ptr [rsi + 4*rdi + 128]
	vpmuludq	xmm24, xmm20, xmmword ptr [rdi - 2048]
	vpmuludq	xmm25, xmm21, xmmword ptr [r8 - 2064]
	vpmuludq	xmm26 {k6}, xmm22, xmmword ptr [r9 - 128]
	vpmuludq	xmm27 {k7} {z}, xmm23, xmmword ptr [r10 + 4096]
	vpmuludq	ymm28, ymm24, ymmword ptr [r11 + 8*r8 - 4096]
	vpmuludq	ymm29, ymm25, ymmword ptr [r12 + 4064]
	vpmuludq	ymm30, ymm26, ymmword ptr [r13 + 4096]
	vpmuludq	ymm31 {k1}, ymm27, ymmword ptr [r14 + 2147483647]
	vpmuludq	ymm0 {k2} {z}, ymm28, ymmword ptr [r15 - 2147483648]
	vpmuludq	zmm2, zmm1, zmmword ptr [rip]
	vpmuludq	zmm4, zmm3, zmmword ptr [rax - 8192]
	vpmuludq	zmm6, zmm5, zmmword ptr [rcx - 8256]
	vpmuludq	zmm8 {k3}, zmm7, zmmword ptr [rdx + r9 + 64]
	vpmuludq	zmm10 {k4} {z}, zmm9, zmmword ptr [rbx - 64]
	vpmuludq	xmm11, xmm29, qword ptr [rsp + 1]{1to2}
	vpmuludq	xmm12, xmm30, qword ptr [rbp + 1016]{1to2}
	vpmuludq	xmm13, xmm31, qword ptr [rsi + 1024]{1to2}
	vpmuludq	xmm14 {k5}, xmm16, qword ptr [rdi + 2*r10 - 1]{1to2}
	vpmuludq	xmm15 {k6} {z}, xmm17, qword ptr [r8 + 127]{1to2}
	vpmuludq	ymm16, ymm18, qword ptr [r9 + 128]{1to4}
	vpmuludq	ymm17, ymm19, qword ptr [r10 - 1024]{1to4}
	vpmuludq	ymm18, ymm20, qword ptr [r11 - 1032]{1to4}
	vpmuludq	ymm19 {k7}, ymm21, qword ptr [r12 + 4*r11 - 128]{1to4}
	vpmuludq	ymm20 {k1} {z}, ymm22, qword ptr [r13 + 4096]{1to4}
	vpmuludq	zmm22, zmm21, qword ptr [r14 - 4096]{1to8}
	vpmuludq	zmm24, zmm23, qword ptr [r15 + 1016]{1to8}
	vpmuludq	zmm26, zmm25, qword ptr [rip + 1024]{1to8}
	vpmuludq	zmm28 {k2}, zmm27, qword ptr [rax + 8*r12 + 2147483647]{1to8}
	vpmuludq	zmm30 {k3} {z}, zmm29, qword ptr [rcx - 2147483648]{1to8}
	vpmuludq	xmm0, xmm31, xmm23
	vpmuludq	xmm2 {k4}, xmm1, xmm24
	vpmuludq	xmm4 {k5} {z}, xmm3, xmm25
	vpmuludq	ymm6, ymm5, ymm26
	vpmuludq	ymm8 {k6}, ymm7, ymm27
	vpmuludq	ymm10 {k7} {z}, ymm9, ymm28
	vpmuludq	zmm13, zmm12, zmm11
	vpmuludq	zmm16 {k1}, zmm15, zmm14
	vpmuludq	zmm19 {k2} {z}, zmm18, zmm17
