	.intel_syntax noprefix
	.text
	vcvtdq2pd	ymm16, xmmword ptr [rax]
	vcvtdq2pd	ymm17, xmmword ptr [rcx - 2048]
	vcvtdq2pd	ymm18, xmmword ptr [rdx - 2064]
	vcvtdq2pd	ymm19 {k1}, xmmword ptr [rbx + rax + 64]
	vcvtdq2pd	ymm20 {k2} {z}, xmmword ptr [rsp - 64]
	vcvtdq2pd	zmm0, ymmword ptr [rbp + 1]
	vcvtdq2pd	zmm1, ymmword ptr [rsi + 4064]
	vcvtdq2pd	zmm2, ymmword ptr [rdi + 4096]
	vcvtdq2pd	zmm3 {k3}, ymmword ptr [r8 + 2*rcx - 1]
	vcvtdq2pd	zmm4 {k4} {z}, ymmword ptr [r9 + 127]
	vcvtdq2pd	xmm21, dword ptr [r10 + 128]{1to2}
	vcvtdq2pd	xmm22, dword ptr [r11 - 512]{1to2}
	vcvtdq2pd	xmm23, dword ptr [r12 - 516]{1to2}
	vcvtdq2pd	xmm24 {k5}, dword ptr [r13 + 4*rdx - 128]{1to2}
	vcvtdq2pd	xmm25 {k6} {z}, dword ptr [r14 + 4096]{1to2}
	vcvtdq2pd	ymm26, dword ptr [r15 - 4096]{1to4}
	vcvtdq2pd	ymm27, dword ptr [rip + 508]{1to4}
	vcvtdq2pd	ymm28, dword ptr [rax + 512]{1to4}
	vcvtdq2pd	ymm29 {k7}, dword ptr [rcx + 8*rbx + 2147483647]{1to4}
	vcvtdq2pd	ymm30 {k1} {z}, dword ptr [rdx - 2147483648]{1to4}
	vcvtdq2pd	zmm5, dword ptr [rbx]{1to8}
	vcvtdq2pd	zmm6, dword ptr [rsp - 512]{1to8}
	vcvtdq2pd	zmm7, dword ptr [rbp - 516]{1to8}
	vcvtdq2pd	zmm8 {k2}, dword ptr [rsi + rbp + 64]{1to8}
	vcvtdq2pd	zmm9 {k3} {z}, dword ptr [rdi - 64]{1to8}
	vcvtdq2pd	xmm31, qword ptr [r8 + 1]
	vcvtdq2pd	xmm16, qword ptr [r9 + 1016]
	vcvtdq2pd	xmm17, qword ptr [r10 + 1024]
	vcvtdq2pd	xmm18 {k4}, qword ptr [r11 + 2*rsi - 1]
	vcvtdq2pd	xmm19 {k5} {z}, qword ptr [r12 + 127]
	vcvtdq2pd	xmm10, xmm20
	vcvtdq2pd	xmm11 {k6}, xmm21
	vcvtdq2pd	xmm12 {k7} {z}, xmm22
	vcvtdq2pd	ymm13, xmm23
	vcvtdq2pd	ymm14 {k1}, xmm24
	vcvtdq2pd	ymm15 {k2} {z}, xmm25
	vcvtdq2pd	zmm16, ymm26
	vcvtdq2pd	zmm17 {k3}, ymm27
	vcvtdq2pd	zmm18 {k4} {z}, ymm28
	vcvtdq2ph	ymm29, dword ptr [r13 + 128]{1to16}
	vcvtdq2ph	ymm30, dword ptr [r14 - 512]{1to16}
	vcvtdq2ph	ymm31, dword ptr [r15 - 516]{1to16}
	vcvtdq2ph	ymm16 {k5}, dword ptr [rip - 128]{1to16}
	vcvtdq2ph	ymm17 {k6} {z}, dword ptr [rax + 4*rdi + 4096]{1to16}
	vcvtdq2ph	xmm18, dword ptr [rcx - 4096]{1to4}
	vcvtdq2ph	xmm19, dword ptr [rdx + 508]{1to4}
	vcvtdq2ph	xmm20, dword ptr [rbx + 512]{1to4}
	vcvtdq2ph	xmm21 {k7}, dword ptr [rsp + 2147483647]{1to4}
	vcvtdq2ph	xmm22 {k1} {z}, dword ptr [rbp + 8*r8 - 2147483648]{1to4}
	vcvtdq2ph	xmm23, dword ptr [rsi]{1to8}
	vcvtdq2ph	xmm24, dword ptr [rdi - 512]{1to8}
	vcvtdq2ph	xmm25, dword ptr [r8 - 516]{1to8}
	vcvtdq2ph	xmm26 {k2}, dword ptr [r9 + 64]{1to8}
	vcvtdq2ph	xmm27 {k3} {z}, dword ptr [r10 + r9 - 64]{1to8}
	vcvtdq2ph	ymm28, zmmword ptr [r11 + 1]
	vcvtdq2ph	ymm29, zmmword ptr [r12 + 8128]
	vcvtdq2ph	ymm30, zmmword ptr [r13 + 8192]
	vcvtdq2ph	ymm31 {k4}, zmmword ptr [r14 - 1]
	vcvtdq2ph	ymm16 {k5} {z}, zmmword ptr [r15 + 2*r10 + 127]
	vcvtdq2ph	xmm19, xmm17
	vcvtdq2ph	xmm20 {k6}, xmm18
	vcvtdq2ph	xmm21 {k7} {z}, xmm19
	vcvtdq2ph	xmm22, ymm20
	vcvtdq2ph	xmm23 {k1}, ymm21
	vcvtdq2ph	xmm24 {k2} {z}, ymm22
	vcvtdq2ph	ymm23, zmm25
	vcvtdq2ph	ymm24 {k3}, zmm26
	vcvtdq2ph	ymm25 {k4} {z}, zmm27
	vcvtdq2ph	ymm26, zmm28, {rn-sae}
	vcvtdq2ph	ymm27 {k5}, zmm29, {rd-sae}
	vcvtdq2ph	ymm28 {k6} {z}, zmm30, {ru-sae}
	vcvtdq2ph	xmm29, xmmword ptr [rip + 128]
	vcvtdq2ph	xmm30, xmmword ptr [rax - 2048]
	vcvtdq2ph	xmm31, xmmword ptr [rcx - 2064]
	vcvtdq2ph	xmm16 {k7}, xmmword ptr [rdx - 128]
	vcvtdq2ph	xmm17 {k1} {z}, xmmword ptr [rbx + 4096]
	vcvtdq2ph	xmm18, ymmword ptr [rsp + 4*r11 - 4096]
	vcvtdq2ph	xmm19, ymmword ptr [rbp + 4064]
	vcvtdq2ph	xmm20, ymmword ptr [rsi + 4096]
	vcvtdq2ph	xmm21 {k2}, ymmword ptr [rdi + 2147483647]
	vcvtdq2ph	xmm22 {k3} {z}, ymmword ptr [r8 - 2147483648]
	vcvtdq2ps	xmm23, xmmword ptr [r9 + 8*r12]
	vcvtdq2ps	xmm24, xmmword ptr [r10 - 2048]
	vcvtdq2ps	xmm25, xmmword ptr [r11 - 2064]
	vcvtdq2ps	xmm26 {k4}, xmmword ptr [r12 + 64]
	vcvtdq2ps	xmm27 {k5} {z}, xmmword ptr [r13 - 64]
	vcvtdq2ps	ymm28, ymmword ptr [r14 + r13 + 1]
	vcvtdq2ps	ymm29, ymmword ptr [r15 + 4064]
	vcvtdq2ps	ymm30, ymmword ptr [rip + 4096]
	vcvtdq2ps	ymm31 {k6}, ymmword ptr [rax - 1]
	vcvtdq2ps	ymm16 {k7} {z}, ymmword ptr [rcx + 127]
	vcvtdq2ps	zmm31, dword ptr [rdx + 2*r14 + 128]{1to16}
	vcvtdq2ps	zmm0, dword ptr [rbx - 512]{1to16}
	vcvtdq2ps	zmm1, dword ptr [rsp - 516]{1to16}
	vcvtdq2ps	zmm2 {k1}, dword ptr [rbp - 128]{1to16}
	vcvtdq2ps	zmm3 {k2} {z}, dword ptr [rsi + 4096]{1to16}
	vcvtdq2ps	xmm17, dword ptr [rdi + 4*r15 - 4096]{1to4}
	vcvtdq2ps	xmm18, dword ptr [r8 + 508]{1to4}
	vcvtdq2ps	xmm19, dword ptr [r9 + 512]{1to4}
	vcvtdq2ps	xmm20 {k3}, dword ptr [r10 + 2147483647]{1to4}
	vcvtdq2ps	xmm21 {k4} {z}, dword ptr [r11 - 2147483648]{1to4}
	vcvtdq2ps	ymm22, dword ptr [r12 + 8*rax]{1to8}
	vcvtdq2ps	ymm23, dword ptr [r13 - 512]{1to8}
	vcvtdq2ps	ymm24, dword ptr [r14 - 516]{1to8}
	vcvtdq2ps	ymm25 {k5}, dword ptr [r15 + 64]{1to8}
	vcvtdq2ps	ymm26 {k6} {z}, dword ptr [rip - 64]{1to8}
	vcvtdq2ps	zmm4, zmmword ptr [rax + 1]
	vcvtdq2ps	zmm5, zmmword ptr [rcx + 8128]
	vcvtdq2ps	zmm6, zmmword ptr [rdx + 8192]
	vcvtdq2ps	zmm7 {k7}, zmmword ptr [rbx + rcx - 1]
	vcvtdq2ps	zmm8 {k1} {z}, zmmword ptr [rsp + 127]
	vcvtdq2ps	xmm9, xmm27
	vcvtdq2ps	xmm10 {k2}, xmm28
	vcvtdq2ps	xmm11 {k3} {z}, xmm29
	vcvtdq2ps	ymm12, ymm30
	vcvtdq2ps	ymm13 {k4}, ymm31
	vcvtdq2ps	ymm14 {k5} {z}, ymm16
	vcvtdq2ps	zmm16, zmm15
	vcvtdq2ps	zmm18 {k6}, zmm17
	vcvtdq2ps	zmm20 {k7} {z}, zmm19
	vcvtdq2ps	zmm22, zmm21, {rz-sae}
	vcvtdq2ps	zmm24 {k1}, zmm23, {rn-sae}
	vcvtdq2ps	zmm26 {k2} {z}, zmm25, {rd-sae}
	vcvtne2ps2bf16	xmm27, xmm17, xmmword ptr [rbp + 128]
	vcvtne2ps2bf16	xmm28, xmm18, xmmword ptr [rsi - 2048]
	vcvtne2ps2bf16	xmm29, xmm19, xmmword ptr [rdi - 2064]
	vcvtne2ps2bf16	xmm30 {k3}, xmm20, xmmword ptr [r8 + 2*rdx - 128]
	vcvtne2ps2bf16	xmm31 {k4} {z}, xmm21, xmmword ptr [r9 + 4096]
	vcvtne2ps2bf16	ymm0, ymm22, ymmword ptr [r10 - 4096]
	vcvtne2ps2bf16	ymm1, ymm23, ymmword ptr [r11 + 4064]
	vcvtne2ps2bf16	ymm2, ymm24, ymmword ptr [r12 + 4096]
	vcvtne2ps2bf16	ymm3 {k5}, ymm25, ymmword ptr [r13 + 4*rbx + 2147483647]
	vcvtne2ps2bf16	ymm4 {k6} {z}, ymm26, ymmword ptr [r14 - 2147483648]
	vcvtne2ps2bf16	zmm6, zmm5, dword ptr [r15]{1to16}
	vcvtne2ps2bf16	zmm8, zmm7, dword ptr [rip - 512]{1to16}
	vcvtne2ps2bf16	zmm10, zmm9, dword ptr [rax - 516]{1to16}
	vcvtne2ps2bf16	zmm12 {k7}, zmm11, dword ptr [rcx + 8*rbp + 64]{1to16}
	vcvtne2ps2bf16	zmm14 {k1} {z}, zmm13, dword ptr [rdx - 64]{1to16}
	vcvtne2ps2bf16	xmm15, xmm27, dword ptr [rbx + 1]{1to4}
	vcvtne2ps2bf16	xmm16, xmm28, dword ptr [rsp + 508]{1to4}
	vcvtne2ps2bf16	xmm17, xmm29, dword ptr [rbp + 512]{1to4}
	vcvtne2ps2bf16	xmm18 {k2}, xmm30, dword ptr [rsi + rsi - 1]{1to4}
	vcvtne2ps2bf16	xmm19 {k3} {z}, xmm31, dword ptr [rdi + 127]{1to4}
	vcvtne2ps2bf16	ymm20, ymm16, dword ptr [r8 + 128]{1to8}
	vcvtne2ps2bf16	ymm21, ymm17, dword ptr [r9 - 512]{1to8}
	vcvtne2ps2bf16	ymm22, ymm18, dword ptr [r10 - 516]{1to8}
	vcvtne2ps2bf16	ymm23 {k4}, ymm19, dword ptr [r11 + 2*rdi - 128]{1to8}
	vcvtne2ps2bf16	ymm24 {k5} {z}, ymm20, dword ptr [r12 + 4096]{1to8}
	vcvtne2ps2bf16	zmm26, zmm25, zmmword ptr [r13 - 4096]
	vcvtne2ps2bf16	zmm28, zmm27, zmmword ptr [r14 + 8128]
	vcvtne2ps2bf16	zmm30, zmm29, zmmword ptr [r15 + 8192]
	vcvtne2ps2bf16	zmm0 {k6}, zmm31, zmmword ptr [rip + 2147483647]
	vcvtne2ps2bf16	zmm2 {k7} {z}, zmm1, zmmword ptr [rax + 4*r8 - 2147483648]
	vcvtne2ps2bf16	xmm4, xmm3, xmm21
	vcvtne2ps2bf16	xmm6 {k1}, xmm5, xmm22
	vcvtne2ps2bf16	xmm8 {k2} {z}, xmm7, xmm23
	vcvtne2ps2bf16	ymm10, ymm9, ymm24
	vcvtne2ps2bf16	ymm12 {k3}, ymm11, ymm25
	vcvtne2ps2bf16	ymm14 {k4} {z}, ymm13, ymm26
	vcvtne2ps2bf16	zmm17, zmm16, zmm15
	vcvtne2ps2bf16	zmm20 {k5}, zmm19, zmm18
	vcvtne2ps2bf16	zmm23 {k6} {z}, zmm22, zmm21
	vcvtneps2bf16	ymm27, dword ptr [rcx]{1to16}
	vcvtneps2bf16	ymm28, dword ptr [rdx - 512]{1to16}
	vcvtneps2bf16	ymm29, dword ptr [rbx - 516]{1to16}
	vcvtneps2bf16	ymm30 {k7}, dword ptr [rsp + 64]{1to16}
	vcvtneps2bf16	ymm31 {k1} {z}, dword ptr [rbp + 8*r9 - 64]{1to16}
	vcvtneps2bf16	xmm16, dword ptr [rsi + 1]{1to4}
	vcvtneps2bf16	xmm17, dword ptr [rdi + 508]{1to4}
	vcvtneps2bf16	xmm18, dword ptr [r8 + 512]{1to4}
	vcvtneps2bf16	xmm19 {k2}, dword ptr [r9 - 1]{1to4}
	vcvtneps2bf16	xmm20 {k3} {z}, dword ptr [r10 + r10 + 127]{1to4}
	vcvtneps2bf16	xmm21, dword ptr [r11 + 128]{1to8}
	vcvtneps2bf16	xmm22, dword ptr [r12 - 512]{1to8}
	vcvtneps2bf16	xmm23, dword ptr [r13 - 516]{1to8}
	vcvtneps2bf16	xmm24 {k4}, dword ptr [r14 - 128]{1to8}
	vcvtneps2bf16	xmm25 {k5} {z}, dword ptr [r15 + 2*r11 + 4096]{1to8}
	vcvtneps2bf16	ymm26, zmmword ptr [rip - 4096]
	vcvtneps2bf16	ymm27, zmmword ptr [rax + 8128]
	vcvtneps2bf16	ymm28, zmmword ptr [rcx + 8192]
	vcvtneps2bf16	ymm29 {k6}, zmmword ptr [rdx + 2147483647]
	vcvtneps2bf16	ymm30 {k7} {z}, zmmword ptr [rbx - 2147483648]
	vcvtneps2bf16	xmm24, xmm31
	vcvtneps2bf16	xmm25 {k1}, xmm16
	vcvtneps2bf16	xmm26 {k2} {z}, xmm17
	vcvtneps2bf16	xmm27, ymm18
	vcvtneps2bf16	xmm28 {k3}, ymm19
	vcvtneps2bf16	xmm29 {k4} {z}, ymm20
	vcvtneps2bf16	ymm21, zmm30
	vcvtneps2bf16	ymm22 {k5}, zmm31
	vcvtneps2bf16	ymm23 {k6} {z}, zmm0
	vcvtneps2bf16	xmm24, xmmword ptr [rsp + 4*r12]
	vcvtneps2bf16	xmm25, xmmword ptr [rbp - 2048]
	vcvtneps2bf16	xmm26, xmmword ptr [rsi - 2064]
	vcvtneps2bf16	xmm27 {k7}, xmmword ptr [rdi + 64]
	vcvtneps2bf16	xmm28 {k1} {z}, xmmword ptr [r8 - 64]
	vcvtneps2bf16	xmm29, ymmword ptr [r9 + 8*r13 + 1]
	vcvtneps2bf16	xmm30, ymmword ptr [r10 + 4064]
	vcvtneps2bf16	xmm31, ymmword ptr [r11 + 4096]
	vcvtneps2bf16	xmm16 {k2}, ymmword ptr [r12 - 1]
	vcvtneps2bf16	xmm17 {k3} {z}, ymmword ptr [r13 + 127]
	vcvtpd2dq	ymm18, zmmword ptr [r14 + r14 + 128]
	vcvtpd2dq	ymm19, zmmword ptr [r15 - 8192]
	vcvtpd2dq	ymm20, zmmword ptr [rip - 8256]
	vcvtpd2dq	ymm21 {k4}, zmmword ptr [rax - 128]
	vcvtpd2dq	ymm22 {k5} {z}, zmmword ptr [rcx + 4096]
	vcvtpd2dq	xmm23, qword ptr [rdx + 2*r15 - 4096]{1to2}
	vcvtpd2dq	xmm24, qword ptr [rbx + 1016]{1to2}
	vcvtpd2dq	xmm25, qword ptr [rsp + 1024]{1to2}
	vcvtpd2dq	xmm26 {k6}, qword ptr [rbp + 2147483647]{1to2}
	vcvtpd2dq	xmm27 {k7} {z}, qword ptr [rsi - 2147483648]{1to2}
	vcvtpd2dq	xmm28, qword ptr [rdi + 4*rax]{1to4}
	vcvtpd2dq	xmm29, qword ptr [r8 - 1024]{1to4}
	vcvtpd2dq	xmm30, qword ptr [r9 - 1032]{1to4}
	vcvtpd2dq	xmm31 {k1}, qword ptr [r10 + 64]{1to4}
	vcvtpd2dq	xmm16 {k2} {z}, qword ptr [r11 - 64]{1to4}
	vcvtpd2dq	ymm17, qword ptr [r12 + 8*rcx + 1]{1to8}
	vcvtpd2dq	ymm18, qword ptr [r13 + 1016]{1to8}
	vcvtpd2dq	ymm19, qword ptr [r14 + 1024]{1to8}
	vcvtpd2dq	ymm20 {k3}, qword ptr [r15 - 1]{1to8}
	vcvtpd2dq	ymm21 {k4} {z}, qword ptr [rip + 127]{1to8}
	vcvtpd2dq	xmm1, xmm22
	vcvtpd2dq	xmm2 {k5}, xmm23
	vcvtpd2dq	xmm3 {k6} {z}, xmm24
	vcvtpd2dq	xmm4, ymm25
	vcvtpd2dq	xmm5 {k7}, ymm26
	vcvtpd2dq	xmm6 {k1} {z}, ymm27
	vcvtpd2dq	ymm28, zmm7
	vcvtpd2dq	ymm29 {k2}, zmm8
	vcvtpd2dq	ymm30 {k3} {z}, zmm9
	vcvtpd2dq	ymm31, zmm10, {ru-sae}
	vcvtpd2dq	ymm16 {k4}, zmm11, {rz-sae}
	vcvtpd2dq	ymm17 {k5} {z}, zmm12, {rn-sae}
	vcvtpd2dq	xmm18, xmmword ptr [rax + 128]
	vcvtpd2dq	xmm19, xmmword ptr [rcx - 2048]
	vcvtpd2dq	xmm20, xmmword ptr [rdx - 2064]
	vcvtpd2dq	xmm21 {k6}, xmmword ptr [rbx + rdx - 128]
	vcvtpd2dq	xmm22 {k7} {z}, xmmword ptr [rsp + 4096]
	vcvtpd2dq	xmm23, ymmword ptr [rbp - 4096]
	vcvtpd2dq	xmm24, ymmword ptr [rsi + 4064]
	vcvtpd2dq	xmm25, ymmword ptr [rdi + 4096]
	vcvtpd2dq	xmm26 {k1}, ymmword ptr [r8 + 2*rbx + 2147483647]
	vcvtpd2dq	xmm27 {k2} {z}, ymmword ptr [r9 - 2147483648]
	vcvtpd2ph	xmm28, qword ptr [r10]{1to2}
	vcvtpd2ph	xmm29, qword ptr [r11 - 1024]{1to2}
	vcvtpd2ph	xmm30, qword ptr [r12 - 1032]{1to2}
	vcvtpd2ph	xmm31 {k3}, qword ptr [r13 + 4*rbp + 64]{1to2}
	vcvtpd2ph	xmm16 {k4} {z}, qword ptr [r14 - 64]{1to2}
	vcvtpd2ph	xmm17, qword ptr [r15 + 1]{1to4}
	vcvtpd2ph	xmm18, qword ptr [rip + 1016]{1to4}
	vcvtpd2ph	xmm19, qword ptr [rax + 1024]{1to4}
	vcvtpd2ph	xmm20 {k5}, qword ptr [rcx + 8*rsi - 1]{1to4}
	vcvtpd2ph	xmm21 {k6} {z}, qword ptr [rdx + 127]{1to4}
	vcvtpd2ph	xmm22, qword ptr [rbx + 128]{1to8}
	vcvtpd2ph	xmm23, qword ptr [rsp - 1024]{1to8}
	vcvtpd2ph	xmm24, qword ptr [rbp - 1032]{1to8}
	vcvtpd2ph	xmm25 {k7}, qword ptr [rsi + rdi - 128]{1to8}
	vcvtpd2ph	xmm26 {k1} {z}, qword ptr [rdi + 4096]{1to8}
	vcvtpd2ph	xmm13, xmm27
	vcvtpd2ph	xmm14 {k2}, xmm28
	vcvtpd2ph	xmm15 {k3} {z}, xmm29
	vcvtpd2ph	xmm16, ymm30
	vcvtpd2ph	xmm17 {k4}, ymm31
	vcvtpd2ph	xmm18 {k5} {z}, ymm16
	vcvtpd2ph	xmm17, zmm19
	vcvtpd2ph	xmm18 {k6}, zmm20
	vcvtpd2ph	xmm19 {k7} {z}, zmm21
	vcvtpd2ph	xmm20, zmm22, {rd-sae}
	vcvtpd2ph	xmm21 {k1}, zmm23, {ru-sae}
	vcvtpd2ph	xmm22 {k2} {z}, zmm24, {rz-sae}
	vcvtpd2ph	xmm23, xmmword ptr [r8 - 4096]
	vcvtpd2ph	xmm24, xmmword ptr [r9 + 2032]
	vcvtpd2ph	xmm25, xmmword ptr [r10 + 2048]
	vcvtpd2ph	xmm26 {k3}, xmmword ptr [r11 + 2*r8 + 2147483647]
	vcvtpd2ph	xmm27 {k4} {z}, xmmword ptr [r12 - 2147483648]
	vcvtpd2ph	xmm28, ymmword ptr [r13]
	vcvtpd2ph	xmm29, ymmword ptr [r14 - 4096]
	vcvtpd2ph	xmm30, ymmword ptr [r15 - 4128]
	vcvtpd2ph	xmm31 {k5}, ymmword ptr [rip + 64]
	vcvtpd2ph	xmm16 {k6} {z}, ymmword ptr [rax + 4*r9 - 64]
	vcvtpd2ph	xmm17, zmmword ptr [rcx + 1]
	vcvtpd2ph	xmm18, zmmword ptr [rdx + 8128]
	vcvtpd2ph	xmm19, zmmword ptr [rbx + 8192]
	vcvtpd2ph	xmm20 {k7}, zmmword ptr [rsp - 1]
	vcvtpd2ph	xmm21 {k1} {z}, zmmword ptr [rbp + 8*r10 + 127]
	vcvtpd2ps	ymm22, zmmword ptr [rsi + 128]
	vcvtpd2ps	ymm23, zmmword ptr [rdi - 8192]
	vcvtpd2ps	ymm24, zmmword ptr [r8 - 8256]
	vcvtpd2ps	ymm25 {k2}, zmmword ptr [r9 - 128]
	vcvtpd2ps	ymm26 {k3} {z}, zmmword ptr [r10 + r11 + 4096]
	vcvtpd2ps	xmm27, qword ptr [r11 - 4096]{1to2}
	vcvtpd2ps	xmm28, qword ptr [r12 + 1016]{1to2}
	vcvtpd2ps	xmm29, qword ptr [r13 + 1024]{1to2}
	vcvtpd2ps	xmm30 {k4}, qword ptr [r14 + 2147483647]{1to2}
	vcvtpd2ps	xmm31 {k5} {z}, qword ptr [r15 + 2*r12 - 2147483648]{1to2}
	vcvtpd2ps	xmm16, qword ptr [rip]{1to4}
	vcvtpd2ps	xmm17, qword ptr [rax - 1024]{1to4}
	vcvtpd2ps	xmm18, qword ptr [rcx - 1032]{1to4}
	vcvtpd2ps	xmm19 {k6}, qword ptr [rdx + 64]{1to4}
	vcvtpd2ps	xmm20 {k7} {z}, qword ptr [rbx - 64]{1to4}
	vcvtpd2ps	ymm21, qword ptr [rsp + 4*r13 + 1]{1to8}
	vcvtpd2ps	ymm22, qword ptr [rbp + 1016]{1to8}
	vcvtpd2ps	ymm23, qword ptr [rsi + 1024]{1to8}
	vcvtpd2ps	ymm24 {k1}, qword ptr [rdi - 1]{1to8}
	vcvtpd2ps	ymm25 {k2} {z}, qword ptr [r8 + 127]{1to8}
	vcvtpd2ps	xmm25, xmm26
	vcvtpd2ps	xmm26 {k3}, xmm27
	vcvtpd2ps	xmm27 {k4} {z}, xmm28
	vcvtpd2ps	xmm28, ymm29
	vcvtpd2ps	xmm29 {k5}, ymm30
	vcvtpd2ps	xmm30 {k6} {z}, ymm31
	vcvtpd2ps	ymm16, zmm31
	vcvtpd2ps	ymm17 {k7}, zmm0
	vcvtpd2ps	ymm18 {k1} {z}, zmm1
	vcvtpd2ps	ymm19, zmm2, {rn-sae}
	vcvtpd2ps	ymm20 {k2}, zmm3, {rd-sae}
	vcvtpd2ps	ymm21 {k3} {z}, zmm4, {ru-sae}
	vcvtpd2ps	xmm22, xmmword ptr [r9 + 8*r14 + 128]
	vcvtpd2ps	xmm23, xmmword ptr [r10 - 2048]
	vcvtpd2ps	xmm24, xmmword ptr [r11 - 2064]
	vcvtpd2ps	xmm25 {k4}, xmmword ptr [r12 - 128]
	vcvtpd2ps	xmm26 {k5} {z}, xmmword ptr [r13 + 4096]
	vcvtpd2ps	xmm27, ymmword ptr [r14 + r15 - 4096]
	vcvtpd2ps	xmm28, ymmword ptr [r15 + 4064]
	vcvtpd2ps	xmm29, ymmword ptr [rip + 4096]
	vcvtpd2ps	xmm30 {k6}, ymmword ptr [rax + 2147483647]
	vcvtpd2ps	xmm31 {k7} {z}, ymmword ptr [rcx - 2147483648]
	vcvtpd2qq	xmm16, xmmword ptr [rdx + 2*rax]
	vcvtpd2qq	xmm17, xmmword ptr [rbx - 2048]
	vcvtpd2qq	xmm18, xmmword ptr [rsp - 2064]
	vcvtpd2qq	xmm19 {k1}, xmmword ptr [rbp + 64]
	vcvtpd2qq	xmm20 {k2} {z}, xmmword ptr [rsi - 64]
	vcvtpd2qq	ymm21, ymmword ptr [rdi + 4*rcx + 1]
	vcvtpd2qq	ymm22, ymmword ptr [r8 + 4064]
	vcvtpd2qq	ymm23, ymmword ptr [r9 + 4096]
	vcvtpd2qq	ymm24 {k3}, ymmword ptr [r10 - 1]
	vcvtpd2qq	ymm25 {k4} {z}, ymmword ptr [r11 + 127]
	vcvtpd2qq	zmm5, zmmword ptr [r12 + 8*rdx + 128]
	vcvtpd2qq	zmm6, zmmword ptr [r13 - 8192]
	vcvtpd2qq	zmm7, zmmword ptr [r14 - 8256]
	vcvtpd2qq	zmm8 {k5}, zmmword ptr [r15 - 128]
	vcvtpd2qq	zmm9 {k6} {z}, zmmword ptr [rip + 4096]
	vcvtpd2qq	xmm26, qword ptr [rax - 4096]{1to2}
	vcvtpd2qq	xmm27, qword ptr [rcx + 1016]{1to2}
	vcvtpd2qq	xmm28, qword ptr [rdx + 1024]{1to2}
	vcvtpd2qq	xmm29 {k7}, qword ptr [rbx + rbx + 2147483647]{1to2}
	vcvtpd2qq	xmm30 {k1} {z}, qword ptr [rsp - 2147483648]{1to2}
	vcvtpd2qq	ymm31, qword ptr [rbp]{1to4}
	vcvtpd2qq	ymm16, qword ptr [rsi - 1024]{1to4}
	vcvtpd2qq	ymm17, qword ptr [rdi - 1032]{1to4}
	vcvtpd2qq	ymm18 {k2}, qword ptr [r8 + 2*rbp + 64]{1to4}
	vcvtpd2qq	ymm19 {k3} {z}, qword ptr [r9 - 64]{1to4}
	vcvtpd2qq	zmm10, qword ptr [r10 + 1]{1to8}
	vcvtpd2qq	zmm11, qword ptr [r11 + 1016]{1to8}
	vcvtpd2qq	zmm12, qword ptr [r12 + 1024]{1to8}
	vcvtpd2qq	zmm13 {k4}, qword ptr [r13 + 4*rsi - 1]{1to8}
	vcvtpd2qq	zmm14 {k5} {z}, qword ptr [r14 + 127]{1to8}
	vcvtpd2qq	xmm15, xmm20
	vcvtpd2qq	xmm16 {k6}, xmm21
	vcvtpd2qq	xmm17 {k7} {z}, xmm22
	vcvtpd2qq	ymm18, ymm23
	vcvtpd2qq	ymm19 {k1}, ymm24
	vcvtpd2qq	ymm20 {k2} {z}, ymm25
	vcvtpd2qq	zmm22, zmm21
	vcvtpd2qq	zmm24 {k3}, zmm23
	vcvtpd2qq	zmm26 {k4} {z}, zmm25
	vcvtpd2qq	zmm28, zmm27, {rz-sae}
	vcvtpd2qq	zmm30 {k5}, zmm29, {rn-sae}
	vcvtpd2qq	zmm0 {k6} {z}, zmm31, {rd-sae}
	vcvtpd2udq	ymm26, zmmword ptr [r15 + 128]
	vcvtpd2udq	ymm27, zmmword ptr [rip - 8192]
	vcvtpd2udq	ymm28, zmmword ptr [rax - 8256]
	vcvtpd2udq	ymm29 {k7}, zmmword ptr [rcx + 8*rdi - 128]
	vcvtpd2udq	ymm30 {k1} {z}, zmmword ptr [rdx + 4096]
	vcvtpd2udq	xmm31, qword ptr [rbx - 4096]{1to2}
	vcvtpd2udq	xmm16, qword ptr [rsp + 1016]{1to2}
	vcvtpd2udq	xmm17, qword ptr [rbp + 1024]{1to2}
	vcvtpd2udq	xmm18 {k2}, qword ptr [rsi + r8 + 2147483647]{1to2}
	vcvtpd2udq	xmm19 {k3} {z}, qword ptr [rdi - 2147483648]{1to2}
	vcvtpd2udq	xmm20, qword ptr [r8]{1to4}
	vcvtpd2udq	xmm21, qword ptr [r9 - 1024]{1to4}
	vcvtpd2udq	xmm22, qword ptr [r10 - 1032]{1to4}
	vcvtpd2udq	xmm23 {k4}, qword ptr [r11 + 2*r9 + 64]{1to4}
	vcvtpd2udq	xmm24 {k5} {z}, qword ptr [r12 - 64]{1to4}
	vcvtpd2udq	ymm25, qword ptr [r13 + 1]{1to8}
	vcvtpd2udq	ymm26, qword ptr [r14 + 1016]{1to8}
	vcvtpd2udq	ymm27, qword ptr [r15 + 1024]{1to8}
	vcvtpd2udq	ymm28 {k6}, qword ptr [rip - 1]{1to8}
	vcvtpd2udq	ymm29 {k7} {z}, qword ptr [rax + 4*r10 + 127]{1to8}
	vcvtpd2udq	xmm1, xmm30
	vcvtpd2udq	xmm2 {k1}, xmm31
	vcvtpd2udq	xmm3 {k2} {z}, xmm16
	vcvtpd2udq	xmm4, ymm17
	vcvtpd2udq	xmm5 {k3}, ymm18
	vcvtpd2udq	xmm6 {k4} {z}, ymm19
	vcvtpd2udq	ymm20, zmm7
	vcvtpd2udq	ymm21 {k5}, zmm8
	vcvtpd2udq	ymm22 {k6} {z}, zmm9
	vcvtpd2udq	ymm23, zmm10, {ru-sae}
	vcvtpd2udq	ymm24 {k7}, zmm11, {rz-sae}
	vcvtpd2udq	ymm25 {k1} {z}, zmm12, {rn-sae}
	vcvtpd2udq	xmm26, xmmword ptr [rcx + 128]
	vcvtpd2udq	xmm27, xmmword ptr [rdx - 2048]
	vcvtpd2udq	xmm28, xmmword ptr [rbx - 2064]
	vcvtpd2udq	xmm29 {k2}, xmmword ptr [rsp - 128]
	vcvtpd2udq	xmm30 {k3} {z}, xmmword ptr [rbp + 8*r11 + 4096]
	vcvtpd2udq	xmm31, ymmword ptr [rsi - 4096]
	vcvtpd2udq	xmm16, ymmword ptr [rdi + 4064]
	vcvtpd2udq	xmm17, ymmword ptr [r8 + 4096]
	vcvtpd2udq	xmm18 {k4}, ymmword ptr [r9 + 2147483647]
	vcvtpd2udq	xmm19 {k5} {z}, ymmword ptr [r10 + r12 - 2147483648]
	vcvtpd2uqq	xmm20, xmmword ptr [r11]
	vcvtpd2uqq	xmm21, xmmword ptr [r12 - 2048]
	vcvtpd2uqq	xmm22, xmmword ptr [r13 - 2064]
	vcvtpd2uqq	xmm23 {k6}, xmmword ptr [r14 + 64]
	vcvtpd2uqq	xmm24 {k7} {z}, xmmword ptr [r15 + 2*r13 - 64]
	vcvtpd2uqq	ymm25, ymmword ptr [rip + 1]
	vcvtpd2uqq	ymm26, ymmword ptr [rax + 4064]
	vcvtpd2uqq	ymm27, ymmword ptr [rcx + 4096]
	vcvtpd2uqq	ymm28 {k1}, ymmword ptr [rdx - 1]
	vcvtpd2uqq	ymm29 {k2} {z}, ymmword ptr [rbx + 127]
	vcvtpd2uqq	zmm13, zmmword ptr [rsp + 4*r14 + 128]
	vcvtpd2uqq	zmm14, zmmword ptr [rbp - 8192]
	vcvtpd2uqq	zmm15, zmmword ptr [rsi - 8256]
	vcvtpd2uqq	zmm16 {k3}, zmmword ptr [rdi - 128]
	vcvtpd2uqq	zmm17 {k4} {z}, zmmword ptr [r8 + 4096]
	vcvtpd2uqq	xmm30, qword ptr [r9 + 8*r15 - 4096]{1to2}
	vcvtpd2uqq	xmm31, qword ptr [r10 + 1016]{1to2}
	vcvtpd2uqq	xmm16, qword ptr [r11 + 1024]{1to2}
	vcvtpd2uqq	xmm17 {k5}, qword ptr [r12 + 2147483647]{1to2}
	vcvtpd2uqq	xmm18 {k6} {z}, qword ptr [r13 - 2147483648]{1to2}
	vcvtpd2uqq	ymm19, qword ptr [r14 + rax]{1to4}
	vcvtpd2uqq	ymm20, qword ptr [r15 - 1024]{1to4}
	vcvtpd2uqq	ymm21, qword ptr [rip - 1032]{1to4}
	vcvtpd2uqq	ymm22 {k7}, qword ptr [rax + 64]{1to4}
	vcvtpd2uqq	ymm23 {k1} {z}, qword ptr [rcx - 64]{1to4}
	vcvtpd2uqq	zmm18, qword ptr [rdx + 2*rcx + 1]{1to8}
	vcvtpd2uqq	zmm19, qword ptr [rbx + 1016]{1to8}
	vcvtpd2uqq	zmm20, qword ptr [rsp + 1024]{1to8}
	vcvtpd2uqq	zmm21 {k2}, qword ptr [rbp - 1]{1to8}
	vcvtpd2uqq	zmm22 {k3} {z}, qword ptr [rsi + 127]{1to8}
	vcvtpd2uqq	xmm23, xmm24
	vcvtpd2uqq	xmm24 {k4}, xmm25
	vcvtpd2uqq	xmm25 {k5} {z}, xmm26
	vcvtpd2uqq	ymm26, ymm27
	vcvtpd2uqq	ymm27 {k6}, ymm28
	vcvtpd2uqq	ymm28 {k7} {z}, ymm29
	vcvtpd2uqq	zmm30, zmm29
	vcvtpd2uqq	zmm0 {k1}, zmm31
	vcvtpd2uqq	zmm2 {k2} {z}, zmm1
	vcvtpd2uqq	zmm4, zmm3, {rd-sae}
	vcvtpd2uqq	zmm6 {k3}, zmm5, {ru-sae}
	vcvtpd2uqq	zmm8 {k4} {z}, zmm7, {rz-sae}
	vcvtph2dq	ymm30, xmmword ptr [rdi + 4*rdx + 128]
	vcvtph2dq	ymm31, xmmword ptr [r8 - 2048]
	vcvtph2dq	ymm16, xmmword ptr [r9 - 2064]
	vcvtph2dq	ymm17 {k5}, xmmword ptr [r10 - 128]
	vcvtph2dq	ymm18 {k6} {z}, xmmword ptr [r11 + 4096]
	vcvtph2dq	zmm9, word ptr [r12 + 8*rbx - 4096]{1to16}
	vcvtph2dq	zmm10, word ptr [r13 + 254]{1to16}
	vcvtph2dq	zmm11, word ptr [r14 + 256]{1to16}
	vcvtph2dq	zmm12 {k7}, word ptr [r15 + 2147483647]{1to16}
	vcvtph2dq	zmm13 {k1} {z}, word ptr [rip - 2147483648]{1to16}
	vcvtph2dq	xmm19, word ptr [rax]{1to4}
	vcvtph2dq	xmm20, word ptr [rcx - 256]{1to4}
	vcvtph2dq	xmm21, word ptr [rdx - 258]{1to4}
	vcvtph2dq	xmm22 {k2}, word ptr [rbx + rbp + 64]{1to4}
	vcvtph2dq	xmm23 {k3} {z}, word ptr [rsp - 64]{1to4}
	vcvtph2dq	ymm24, word ptr [rbp + 1]{1to8}
	vcvtph2dq	ymm25, word ptr [rsi + 254]{1to8}
	vcvtph2dq	ymm26, word ptr [rdi + 256]{1to8}
	vcvtph2dq	ymm27 {k4}, word ptr [r8 + 2*rsi - 1]{1to8}
	vcvtph2dq	ymm28 {k5} {z}, word ptr [r9 + 127]{1to8}
	vcvtph2dq	zmm14, ymmword ptr [r10 + 128]
	vcvtph2dq	zmm15, ymmword ptr [r11 - 4096]
	vcvtph2dq	zmm16, ymmword ptr [r12 - 4128]
	vcvtph2dq	zmm17 {k6}, ymmword ptr [r13 + 4*rdi - 128]
	vcvtph2dq	zmm18 {k7} {z}, ymmword ptr [r14 + 4096]
	vcvtph2dq	xmm29, qword ptr [r15 - 4096]
	vcvtph2dq	xmm30, qword ptr [rip + 1016]
	vcvtph2dq	xmm31, qword ptr [rax + 1024]
	vcvtph2dq	xmm16 {k1}, qword ptr [rcx + 8*r8 + 2147483647]
	vcvtph2dq	xmm17 {k2} {z}, qword ptr [rdx - 2147483648]
	vcvtph2dq	xmm19, xmm18
	vcvtph2dq	xmm20 {k3}, xmm19
	vcvtph2dq	xmm21 {k4} {z}, xmm20
	vcvtph2dq	ymm22, xmm21
	vcvtph2dq	ymm23 {k5}, xmm22
	vcvtph2dq	ymm24 {k6} {z}, xmm23
	vcvtph2dq	zmm25, ymm24
	vcvtph2dq	zmm26 {k7}, ymm25
	vcvtph2dq	zmm27 {k1} {z}, ymm26
	vcvtph2dq	zmm28, ymm27, {rn-sae}
	vcvtph2dq	zmm29 {k2}, ymm28, {rd-sae}
	vcvtph2dq	zmm30 {k3} {z}, ymm29, {ru-sae}
	vcvtph2pd	zmm31, xmmword ptr [rbx]
	vcvtph2pd	zmm0, xmmword ptr [rsp - 2048]
	vcvtph2pd	zmm1, xmmword ptr [rbp - 2064]
	vcvtph2pd	zmm2 {k4}, xmmword ptr [rsi + r9 + 64]
	vcvtph2pd	zmm3 {k5} {z}, xmmword ptr [rdi - 64]
	vcvtph2pd	xmm30, word ptr [r8 + 1]{1to2}
	vcvtph2pd	xmm31, word ptr [r9 + 254]{1to2}
	vcvtph2pd	xmm16, word ptr [r10 + 256]{1to2}
	vcvtph2pd	xmm17 {k6}, word ptr [r11 + 2*r10 - 1]{1to2}
	vcvtph2pd	xmm18 {k7} {z}, word ptr [r12 + 127]{1to2}
	vcvtph2pd	ymm19, word ptr [r13 + 128]{1to4}
	vcvtph2pd	ymm20, word ptr [r14 - 256]{1to4}
	vcvtph2pd	ymm21, word ptr [r15 - 258]{1to4}
	vcvtph2pd	ymm22 {k1}, word ptr [rip - 128]{1to4}
	vcvtph2pd	ymm23 {k2} {z}, word ptr [rax + 4*r11 + 4096]{1to4}
	vcvtph2pd	zmm4, word ptr [rcx - 4096]{1to8}
	vcvtph2pd	zmm5, word ptr [rdx + 254]{1to8}
	vcvtph2pd	zmm6, word ptr [rbx + 256]{1to8}
	vcvtph2pd	zmm7 {k3}, word ptr [rsp + 2147483647]{1to8}
	vcvtph2pd	zmm8 {k4} {z}, word ptr [rbp + 8*r12 - 2147483648]{1to8}
	vcvtph2pd	xmm24, dword ptr [rsi]
	vcvtph2pd	xmm25, dword ptr [rdi - 512]
	vcvtph2pd	xmm26, dword ptr [r8 - 516]
	vcvtph2pd	xmm27 {k5}, dword ptr [r9 + 64]
	vcvtph2pd	xmm28 {k6} {z}, dword ptr [r10 + r13 - 64]
	vcvtph2pd	ymm29, qword ptr [r11 + 1]
	vcvtph2pd	ymm30, qword ptr [r12 + 1016]
	vcvtph2pd	ymm31, qword ptr [r13 + 1024]
	vcvtph2pd	ymm16 {k7}, qword ptr [r14 - 1]
	vcvtph2pd	ymm17 {k1} {z}, qword ptr [r15 + 2*r14 + 127]
	vcvtph2pd	xmm9, xmm18
	vcvtph2pd	xmm10 {k2}, xmm19
	vcvtph2pd	xmm11 {k3} {z}, xmm20
	vcvtph2pd	ymm12, xmm21
	vcvtph2pd	ymm13 {k4}, xmm22
	vcvtph2pd	ymm14 {k5} {z}, xmm23
	vcvtph2pd	zmm15, xmm24
	vcvtph2pd	zmm16 {k6}, xmm25
	vcvtph2pd	zmm17 {k7} {z}, xmm26
	vcvtph2pd	zmm18, xmm27, {sae}
	vcvtph2pd	zmm19 {k1}, xmm28, {sae}
	vcvtph2pd	zmm20 {k2} {z}, xmm29, {sae}
	vcvtph2ps	ymm30, xmmword ptr [rip + 128]
	vcvtph2ps	ymm31, xmmword ptr [rax - 2048]
	vcvtph2ps	ymm16, xmmword ptr [rcx - 2064]
	vcvtph2ps	ymm17 {k3}, xmmword ptr [rdx - 128]
	vcvtph2ps	ymm18 {k4} {z}, xmmword ptr [rbx + 4096]
	vcvtph2ps	zmm21, ymmword ptr [rsp + 4*r15 - 4096]
	vcvtph2ps	zmm22, ymmword ptr [rbp + 4064]
	vcvtph2ps	zmm23, ymmword ptr [rsi + 4096]
	vcvtph2ps	zmm24 {k5}, ymmword ptr [rdi + 2147483647]
	vcvtph2ps	zmm25 {k6} {z}, ymmword ptr [r8 - 2147483648]
	vcvtph2ps	xmm19, qword ptr [r9 + 8*rax]
	vcvtph2ps	xmm20, qword ptr [r10 - 1024]
	vcvtph2ps	xmm21, qword ptr [r11 - 1032]
	vcvtph2ps	xmm22 {k7}, qword ptr [r12 + 64]
	vcvtph2ps	xmm23 {k1} {z}, qword ptr [r13 - 64]
	vcvtph2ps	xmm26, xmm24
	vcvtph2ps	xmm27 {k2}, xmm25
	vcvtph2ps	xmm28 {k3} {z}, xmm26
	vcvtph2ps	ymm29, xmm27
	vcvtph2ps	ymm30 {k4}, xmm28
	vcvtph2ps	ymm31 {k5} {z}, xmm29
	vcvtph2ps	zmm0, ymm30
	vcvtph2ps	zmm1 {k6}, ymm31
	vcvtph2ps	zmm2 {k7} {z}, ymm16
	vcvtph2ps	zmm3, ymm17, {sae}
	vcvtph2ps	zmm4 {k1}, ymm18, {sae}
	vcvtph2ps	zmm5 {k2} {z}, ymm19, {sae}
	vcvtph2psx	ymm20, xmmword ptr [r14 + rcx + 1]
	vcvtph2psx	ymm21, xmmword ptr [r15 + 2032]
	vcvtph2psx	ymm22, xmmword ptr [rip + 2048]
	vcvtph2psx	ymm23 {k3}, xmmword ptr [rax - 1]
	vcvtph2psx	ymm24 {k4} {z}, xmmword ptr [rcx + 127]
	vcvtph2psx	zmm6, word ptr [rdx + 2*rdx + 128]{1to16}
	vcvtph2psx	zmm7, word ptr [rbx - 256]{1to16}
	vcvtph2psx	zmm8, word ptr [rsp - 258]{1to16}
	vcvtph2psx	zmm9 {k5}, word ptr [rbp - 128]{1to16}
	vcvtph2psx	zmm10 {k6} {z}, word ptr [rsi + 4096]{1to16}
	vcvtph2psx	xmm25, word ptr [rdi + 4*rbx - 4096]{1to4}
	vcvtph2psx	xmm26, word ptr [r8 + 254]{1to4}
	vcvtph2psx	xmm27, word ptr [r9 + 256]{1to4}
	vcvtph2psx	xmm28 {k7}, word ptr [r10 + 2147483647]{1to4}
	vcvtph2psx	xmm29 {k1} {z}, word ptr [r11 - 2147483648]{1to4}
	vcvtph2psx	ymm30, word ptr [r12 + 8*rbp]{1to8}
	vcvtph2psx	ymm31, word ptr [r13 - 256]{1to8}
	vcvtph2psx	ymm16, word ptr [r14 - 258]{1to8}
	vcvtph2psx	ymm17 {k2}, word ptr [r15 + 64]{1to8}
	vcvtph2psx	ymm18 {k3} {z}, word ptr [rip - 64]{1to8}
	vcvtph2psx	zmm11, ymmword ptr [rax + 1]
	vcvtph2psx	zmm12, ymmword ptr [rcx + 4064]
	vcvtph2psx	zmm13, ymmword ptr [rdx + 4096]
	vcvtph2psx	zmm14 {k4}, ymmword ptr [rbx + rsi - 1]
	vcvtph2psx	zmm15 {k5} {z}, ymmword ptr [rsp + 127]
	vcvtph2psx	xmm19, qword ptr [rbp + 128]
	vcvtph2psx	xmm20, qword ptr [rsi - 1024]
	vcvtph2psx	xmm21, qword ptr [rdi - 1032]
	vcvtph2psx	xmm22 {k6}, qword ptr [r8 + 2*rdi - 128]
	vcvtph2psx	xmm23 {k7} {z}, qword ptr [r9 + 4096]
	vcvtph2psx	xmm16, xmm24
	vcvtph2psx	xmm17 {k1}, xmm25
	vcvtph2psx	xmm18 {k2} {z}, xmm26
	vcvtph2psx	ymm19, xmm27
	vcvtph2psx	ymm20 {k3}, xmm28
	vcvtph2psx	ymm21 {k4} {z}, xmm29
	vcvtph2psx	zmm22, ymm30
	vcvtph2psx	zmm23 {k5}, ymm31
	vcvtph2psx	zmm24 {k6} {z}, ymm16
	vcvtph2psx	zmm25, ymm17, {sae}
	vcvtph2psx	zmm26 {k7}, ymm18, {sae}
	vcvtph2psx	zmm27 {k1} {z}, ymm19, {sae}
	vcvtph2qq	zmm28, xmmword ptr [r10 - 4096]
	vcvtph2qq	zmm29, xmmword ptr [r11 + 2032]
	vcvtph2qq	zmm30, xmmword ptr [r12 + 2048]
	vcvtph2qq	zmm31 {k2}, xmmword ptr [r13 + 4*r8 + 2147483647]
	vcvtph2qq	zmm0 {k3} {z}, xmmword ptr [r14 - 2147483648]
	vcvtph2qq	xmm20, word ptr [r15]{1to2}
	vcvtph2qq	xmm21, word ptr [rip - 256]{1to2}
	vcvtph2qq	xmm22, word ptr [rax - 258]{1to2}
	vcvtph2qq	xmm23 {k4}, word ptr [rcx + 8*r9 + 64]{1to2}
	vcvtph2qq	xmm24 {k5} {z}, word ptr [rdx - 64]{1to2}
	vcvtph2qq	ymm25, word ptr [rbx + 1]{1to4}
	vcvtph2qq	ymm26, word ptr [rsp + 254]{1to4}
	vcvtph2qq	ymm27, word ptr [rbp + 256]{1to4}
	vcvtph2qq	ymm28 {k6}, word ptr [rsi + r10 - 1]{1to4}
	vcvtph2qq	ymm29 {k7} {z}, word ptr [rdi + 127]{1to4}
	vcvtph2qq	zmm1, word ptr [r8 + 128]{1to8}
	vcvtph2qq	zmm2, word ptr [r9 - 256]{1to8}
	vcvtph2qq	zmm3, word ptr [r10 - 258]{1to8}
	vcvtph2qq	zmm4 {k1}, word ptr [r11 + 2*r11 - 128]{1to8}
	vcvtph2qq	zmm5 {k2} {z}, word ptr [r12 + 4096]{1to8}
	vcvtph2qq	xmm30, dword ptr [r13 - 4096]
	vcvtph2qq	xmm31, dword ptr [r14 + 508]
	vcvtph2qq	xmm16, dword ptr [r15 + 512]
	vcvtph2qq	xmm17 {k3}, dword ptr [rip + 2147483647]
	vcvtph2qq	xmm18 {k4} {z}, dword ptr [rax + 4*r12 - 2147483648]
	vcvtph2qq	ymm19, qword ptr [rcx]
	vcvtph2qq	ymm20, qword ptr [rdx - 1024]
	vcvtph2qq	ymm21, qword ptr [rbx - 1032]
	vcvtph2qq	ymm22 {k5}, qword ptr [rsp + 64]
	vcvtph2qq	ymm23 {k6} {z}, qword ptr [rbp + 8*r13 - 64]
	vcvtph2qq	xmm6, xmm24
	vcvtph2qq	xmm7 {k7}, xmm25
	vcvtph2qq	xmm8 {k1} {z}, xmm26
	vcvtph2qq	ymm9, xmm27
	vcvtph2qq	ymm10 {k2}, xmm28
	vcvtph2qq	ymm11 {k3} {z}, xmm29
	vcvtph2qq	zmm12, xmm30
	vcvtph2qq	zmm13 {k4}, xmm31
	vcvtph2qq	zmm14 {k5} {z}, xmm16
	vcvtph2qq	zmm15, xmm17, {rz-sae}
	vcvtph2qq	zmm16 {k6}, xmm18, {rn-sae}
	vcvtph2qq	zmm17 {k7} {z}, xmm19, {rd-sae}
	vcvtph2udq	ymm20, xmmword ptr [rsi + 1]
	vcvtph2udq	ymm21, xmmword ptr [rdi + 2032]
	vcvtph2udq	ymm22, xmmword ptr [r8 + 2048]
	vcvtph2udq	ymm23 {k1}, xmmword ptr [r9 - 1]
	vcvtph2udq	ymm24 {k2} {z}, xmmword ptr [r10 + r14 + 127]
	vcvtph2udq	zmm18, word ptr [r11 + 128]{1to16}
	vcvtph2udq	zmm19, word ptr [r12 - 256]{1to16}
	vcvtph2udq	zmm20, word ptr [r13 - 258]{1to16}
	vcvtph2udq	zmm21 {k3}, word ptr [r14 - 128]{1to16}
	vcvtph2udq	zmm22 {k4} {z}, word ptr [r15 + 2*r15 + 4096]{1to16}
	vcvtph2udq	xmm25, word ptr [rip - 4096]{1to4}
	vcvtph2udq	xmm26, word ptr [rax + 254]{1to4}
	vcvtph2udq	xmm27, word ptr [rcx + 256]{1to4}
	vcvtph2udq	xmm28 {k5}, word ptr [rdx + 2147483647]{1to4}
	vcvtph2udq	xmm29 {k6} {z}, word ptr [rbx - 2147483648]{1to4}
	vcvtph2udq	ymm30, word ptr [rsp + 4*rax]{1to8}
	vcvtph2udq	ymm31, word ptr [rbp - 256]{1to8}
	vcvtph2udq	ymm16, word ptr [rsi - 258]{1to8}
	vcvtph2udq	ymm17 {k7}, word ptr [rdi + 64]{1to8}
	vcvtph2udq	ymm18 {k1} {z}, word ptr [r8 - 64]{1to8}
	vcvtph2udq	zmm23, ymmword ptr [r9 + 8*rcx + 1]
	vcvtph2udq	zmm24, ymmword ptr [r10 + 4064]
	vcvtph2udq	zmm25, ymmword ptr [r11 + 4096]
	vcvtph2udq	zmm26 {k2}, ymmword ptr [r12 - 1]
	vcvtph2udq	zmm27 {k3} {z}, ymmword ptr [r13 + 127]
	vcvtph2udq	xmm19, qword ptr [r14 + rdx + 128]
	vcvtph2udq	xmm20, qword ptr [r15 - 1024]
	vcvtph2udq	xmm21, qword ptr [rip - 1032]
	vcvtph2udq	xmm22 {k4}, qword ptr [rax - 128]
	vcvtph2udq	xmm23 {k5} {z}, qword ptr [rcx + 4096]
	vcvtph2udq	xmm28, xmm24
	vcvtph2udq	xmm29 {k6}, xmm25
	vcvtph2udq	xmm30 {k7} {z}, xmm26
	vcvtph2udq	ymm31, xmm27
	vcvtph2udq	ymm0 {k1}, xmm28
	vcvtph2udq	ymm1 {k2} {z}, xmm29
	vcvtph2udq	zmm2, ymm30
	vcvtph2udq	zmm3 {k3}, ymm31
	vcvtph2udq	zmm4 {k4} {z}, ymm16
	vcvtph2udq	zmm5, ymm17, {ru-sae}
	vcvtph2udq	zmm6 {k5}, ymm18, {rz-sae}
	vcvtph2udq	zmm7 {k6} {z}, ymm19, {rn-sae}
	vcvtph2uqq	zmm8, xmmword ptr [rdx + 2*rbx - 4096]
	vcvtph2uqq	zmm9, xmmword ptr [rbx + 2032]
	vcvtph2uqq	zmm10, xmmword ptr [rsp + 2048]
	vcvtph2uqq	zmm11 {k7}, xmmword ptr [rbp + 2147483647]
	vcvtph2uqq	zmm12 {k1} {z}, xmmword ptr [rsi - 2147483648]
	vcvtph2uqq	xmm20, word ptr [rdi + 4*rbp]{1to2}
	vcvtph2uqq	xmm21, word ptr [r8 - 256]{1to2}
	vcvtph2uqq	xmm22, word ptr [r9 - 258]{1to2}
	vcvtph2uqq	xmm23 {k2}, word ptr [r10 + 64]{1to2}
	vcvtph2uqq	xmm24 {k3} {z}, word ptr [r11 - 64]{1to2}
	vcvtph2uqq	ymm25, word ptr [r12 + 8*rsi + 1]{1to4}
	vcvtph2uqq	ymm26, word ptr [r13 + 254]{1to4}
	vcvtph2uqq	ymm27, word ptr [r14 + 256]{1to4}
	vcvtph2uqq	ymm28 {k4}, word ptr [r15 - 1]{1to4}
	vcvtph2uqq	ymm29 {k5} {z}, word ptr [rip + 127]{1to4}
	vcvtph2uqq	zmm13, word ptr [rax + 128]{1to8}
	vcvtph2uqq	zmm14, word ptr [rcx - 256]{1to8}
	vcvtph2uqq	zmm15, word ptr [rdx - 258]{1to8}
	vcvtph2uqq	zmm16 {k6}, word ptr [rbx + rdi - 128]{1to8}
	vcvtph2uqq	zmm17 {k7} {z}, word ptr [rsp + 4096]{1to8}
	vcvtph2uqq	xmm30, dword ptr [rbp - 4096]
	vcvtph2uqq	xmm31, dword ptr [rsi + 508]
	vcvtph2uqq	xmm16, dword ptr [rdi + 512]
	vcvtph2uqq	xmm17 {k1}, dword ptr [r8 + 2*r8 + 2147483647]
	vcvtph2uqq	xmm18 {k2} {z}, dword ptr [r9 - 2147483648]
	vcvtph2uqq	ymm19, qword ptr [r10]
	vcvtph2uqq	ymm20, qword ptr [r11 - 1024]
	vcvtph2uqq	ymm21, qword ptr [r12 - 1032]
	vcvtph2uqq	ymm22 {k3}, qword ptr [r13 + 4*r9 + 64]
	vcvtph2uqq	ymm23 {k4} {z}, qword ptr [r14 - 64]
	vcvtph2uqq	xmm18, xmm24
	vcvtph2uqq	xmm19 {k5}, xmm25
	vcvtph2uqq	xmm20 {k6} {z}, xmm26
	vcvtph2uqq	ymm21, xmm27
	vcvtph2uqq	ymm22 {k7}, xmm28
	vcvtph2uqq	ymm23 {k1} {z}, xmm29
	vcvtph2uqq	zmm24, xmm30
	vcvtph2uqq	zmm25 {k2}, xmm31
	vcvtph2uqq	zmm26 {k3} {z}, xmm16
	vcvtph2uqq	zmm27, xmm17, {rd-sae}
	vcvtph2uqq	zmm28 {k4}, xmm18, {ru-sae}
	vcvtph2uqq	zmm29 {k5} {z}, xmm19, {rz-sae}
	vcvtph2uw	xmm20, xmmword ptr [r15 + 1]
	vcvtph2uw	xmm21, xmmword ptr [rip + 2032]
	vcvtph2uw	xmm22, xmmword ptr [rax + 2048]
	vcvtph2uw	xmm23 {k6}, xmmword ptr [rcx + 8*r10 - 1]
	vcvtph2uw	xmm24 {k7} {z}, xmmword ptr [rdx + 127]
	vcvtph2uw	ymm25, word ptr [rbx + 128]{1to16}
	vcvtph2uw	ymm26, word ptr [rsp - 256]{1to16}
	vcvtph2uw	ymm27, word ptr [rbp - 258]{1to16}
	vcvtph2uw	ymm28 {k1}, word ptr [rsi + r11 - 128]{1to16}
	vcvtph2uw	ymm29 {k2} {z}, word ptr [rdi + 4096]{1to16}
	vcvtph2uw	zmm30, word ptr [r8 - 4096]{1to32}
	vcvtph2uw	zmm31, word ptr [r9 + 254]{1to32}
	vcvtph2uw	zmm0, word ptr [r10 + 256]{1to32}
	vcvtph2uw	zmm1 {k3}, word ptr [r11 + 2*r12 + 2147483647]{1to32}
	vcvtph2uw	zmm2 {k4} {z}, word ptr [r12 - 2147483648]{1to32}
	vcvtph2uw	xmm30, word ptr [r13]{1to8}
	vcvtph2uw	xmm31, word ptr [r14 - 256]{1to8}
	vcvtph2uw	xmm16, word ptr [r15 - 258]{1to8}
	vcvtph2uw	xmm17 {k5}, word ptr [rip + 64]{1to8}
	vcvtph2uw	xmm18 {k6} {z}, word ptr [rax + 4*r13 - 64]{1to8}
	vcvtph2uw	ymm19, ymmword ptr [rcx + 1]
	vcvtph2uw	ymm20, ymmword ptr [rdx + 4064]
	vcvtph2uw	ymm21, ymmword ptr [rbx + 4096]
	vcvtph2uw	ymm22 {k7}, ymmword ptr [rsp - 1]
	vcvtph2uw	ymm23 {k1} {z}, ymmword ptr [rbp + 8*r14 + 127]
	vcvtph2uw	zmm3, zmmword ptr [rsi + 128]
	vcvtph2uw	zmm4, zmmword ptr [rdi - 8192]
	vcvtph2uw	zmm5, zmmword ptr [r8 - 8256]
	vcvtph2uw	zmm6 {k2}, zmmword ptr [r9 - 128]
	vcvtph2uw	zmm7 {k3} {z}, zmmword ptr [r10 + r15 + 4096]
	vcvtph2uw	xmm8, xmm24
	vcvtph2uw	xmm9 {k4}, xmm25
	vcvtph2uw	xmm10 {k5} {z}, xmm26
	vcvtph2uw	ymm11, ymm27
	vcvtph2uw	ymm12 {k6}, ymm28
	vcvtph2uw	ymm13 {k7} {z}, ymm29
	vcvtph2uw	zmm15, zmm14
	vcvtph2uw	zmm17 {k1}, zmm16
	vcvtph2uw	zmm19 {k2} {z}, zmm18
	vcvtph2uw	zmm21, zmm20, {rn-sae}
	vcvtph2uw	zmm23 {k3}, zmm22, {rd-sae}
	vcvtph2uw	zmm25 {k4} {z}, zmm24, {ru-sae}
	vcvtph2w	xmm30, xmmword ptr [r11 - 4096]
	vcvtph2w	xmm31, xmmword ptr [r12 + 2032]
	vcvtph2w	xmm16, xmmword ptr [r13 + 2048]
	vcvtph2w	xmm17 {k5}, xmmword ptr [r14 + 2147483647]
	vcvtph2w	xmm18 {k6} {z}, xmmword ptr [r15 + 2*rax - 2147483648]
	vcvtph2w	ymm19, word ptr [rip]{1to16}
	vcvtph2w	ymm20, word ptr [rax - 256]{1to16}
	vcvtph2w	ymm21, word ptr [rcx - 258]{1to16}
	vcvtph2w	ymm22 {k7}, word ptr [rdx + 64]{1to16}
	vcvtph2w	ymm23 {k1} {z}, word ptr [rbx - 64]{1to16}
	vcvtph2w	zmm26, word ptr [rsp + 4*rcx + 1]{1to32}
	vcvtph2w	zmm27, word ptr [rbp + 254]{1to32}
	vcvtph2w	zmm28, word ptr [rsi + 256]{1to32}
	vcvtph2w	zmm29 {k2}, word ptr [rdi - 1]{1to32}
	vcvtph2w	zmm30 {k3} {z}, word ptr [r8 + 127]{1to32}
	vcvtph2w	xmm24, word ptr [r9 + 8*rdx + 128]{1to8}
	vcvtph2w	xmm25, word ptr [r10 - 256]{1to8}
	vcvtph2w	xmm26, word ptr [r11 - 258]{1to8}
	vcvtph2w	xmm27 {k4}, word ptr [r12 - 128]{1to8}
	vcvtph2w	xmm28 {k5} {z}, word ptr [r13 + 4096]{1to8}
	vcvtph2w	ymm29, ymmword ptr [r14 + rbx - 4096]
	vcvtph2w	ymm30, ymmword ptr [r15 + 4064]
	vcvtph2w	ymm31, ymmword ptr [rip + 4096]
	vcvtph2w	ymm16 {k6}, ymmword ptr [rax + 2147483647]
	vcvtph2w	ymm17 {k7} {z}, ymmword ptr [rcx - 2147483648]
	vcvtph2w	zmm31, zmmword ptr [rdx + 2*rbp]
	vcvtph2w	zmm0, zmmword ptr [rbx - 8192]
	vcvtph2w	zmm1, zmmword ptr [rsp - 8256]
	vcvtph2w	zmm2 {k1}, zmmword ptr [rbp + 64]
	vcvtph2w	zmm3 {k2} {z}, zmmword ptr [rsi - 64]
	vcvtph2w	xmm4, xmm18
	vcvtph2w	xmm5 {k3}, xmm19
	vcvtph2w	xmm6 {k4} {z}, xmm20
	vcvtph2w	ymm7, ymm21
	vcvtph2w	ymm8 {k5}, ymm22
	vcvtph2w	ymm9 {k6} {z}, ymm23
	vcvtph2w	zmm11, zmm10
	vcvtph2w	zmm13 {k7}, zmm12
	vcvtph2w	zmm15 {k1} {z}, zmm14
	vcvtph2w	zmm17, zmm16, {rz-sae}
	vcvtph2w	zmm19 {k2}, zmm18, {rn-sae}
	vcvtph2w	zmm21 {k3} {z}, zmm20, {rd-sae}
	vcvtps2dq	xmm24, xmmword ptr [rdi + 4*rsi + 1]
	vcvtps2dq	xmm25, xmmword ptr [r8 + 2032]
	vcvtps2dq	xmm26, xmmword ptr [r9 + 2048]
	vcvtps2dq	xmm27 {k4}, xmmword ptr [r10 - 1]
	vcvtps2dq	xmm28 {k5} {z}, xmmword ptr [r11 + 127]
	vcvtps2dq	ymm29, ymmword ptr [r12 + 8*rdi + 128]
	vcvtps2dq	ymm30, ymmword ptr [r13 - 4096]
	vcvtps2dq	ymm31, ymmword ptr [r14 - 4128]
	vcvtps2dq	ymm16 {k6}, ymmword ptr [r15 - 128]
	vcvtps2dq	ymm17 {k7} {z}, ymmword ptr [rip + 4096]
	vcvtps2dq	zmm22, dword ptr [rax - 4096]{1to16}
	vcvtps2dq	zmm23, dword ptr [rcx + 508]{1to16}
	vcvtps2dq	zmm24, dword ptr [rdx + 512]{1to16}
	vcvtps2dq	zmm25 {k1}, dword ptr [rbx + r8 + 2147483647]{1to16}
	vcvtps2dq	zmm26 {k2} {z}, dword ptr [rsp - 2147483648]{1to16}
	vcvtps2dq	xmm18, dword ptr [rbp]{1to4}
	vcvtps2dq	xmm19, dword ptr [rsi - 512]{1to4}
	vcvtps2dq	xmm20, dword ptr [rdi - 516]{1to4}
	vcvtps2dq	xmm21 {k3}, dword ptr [r8 + 2*r9 + 64]{1to4}
	vcvtps2dq	xmm22 {k4} {z}, dword ptr [r9 - 64]{1to4}
	vcvtps2dq	ymm23, dword ptr [r10 + 1]{1to8}
	vcvtps2dq	ymm24, dword ptr [r11 + 508]{1to8}
	vcvtps2dq	ymm25, dword ptr [r12 + 512]{1to8}
	vcvtps2dq	ymm26 {k5}, dword ptr [r13 + 4*r10 - 1]{1to8}
	vcvtps2dq	ymm27 {k6} {z}, dword ptr [r14 + 127]{1to8}
	vcvtps2dq	zmm27, zmmword ptr [r15 + 128]
	vcvtps2dq	zmm28, zmmword ptr [rip - 8192]
	vcvtps2dq	zmm29, zmmword ptr [rax - 8256]
	vcvtps2dq	zmm30 {k7}, zmmword ptr [rcx + 8*r11 - 128]
	vcvtps2dq	zmm31 {k1} {z}, zmmword ptr [rdx + 4096]
	vcvtps2dq	xmm0, xmm28
	vcvtps2dq	xmm1 {k2}, xmm29
	vcvtps2dq	xmm2 {k3} {z}, xmm30
	vcvtps2dq	ymm3, ymm31
	vcvtps2dq	ymm4 {k4}, ymm16
	vcvtps2dq	ymm5 {k5} {z}, ymm17
	vcvtps2dq	zmm7, zmm6
	vcvtps2dq	zmm9 {k6}, zmm8
	vcvtps2dq	zmm11 {k7} {z}, zmm10
	vcvtps2dq	zmm13, zmm12, {ru-sae}
	vcvtps2dq	zmm15 {k1}, zmm14, {rz-sae}
	vcvtps2dq	zmm17 {k2} {z}, zmm16, {rn-sae}
	vcvtps2pd	ymm18, xmmword ptr [rbx - 4096]
	vcvtps2pd	ymm19, xmmword ptr [rsp + 2032]
	vcvtps2pd	ymm20, xmmword ptr [rbp + 2048]
	vcvtps2pd	ymm21 {k3}, xmmword ptr [rsi + r12 + 2147483647]
	vcvtps2pd	ymm22 {k4} {z}, xmmword ptr [rdi - 2147483648]
	vcvtps2pd	zmm18, ymmword ptr [r8]
	vcvtps2pd	zmm19, ymmword ptr [r9 - 4096]
	vcvtps2pd	zmm20, ymmword ptr [r10 - 4128]
	vcvtps2pd	zmm21 {k5}, ymmword ptr [r11 + 2*r13 + 64]
	vcvtps2pd	zmm22 {k6} {z}, ymmword ptr [r12 - 64]
	vcvtps2pd	xmm23, dword ptr [r13 + 1]{1to2}
	vcvtps2pd	xmm24, dword ptr [r14 + 508]{1to2}
	vcvtps2pd	xmm25, dword ptr [r15 + 512]{1to2}
	vcvtps2pd	xmm26 {k7}, dword ptr [rip - 1]{1to2}
	vcvtps2pd	xmm27 {k1} {z}, dword ptr [rax + 4*r14 + 127]{1to2}
	vcvtps2pd	ymm28, dword ptr [rcx + 128]{1to4}
	vcvtps2pd	ymm29, dword ptr [rdx - 512]{1to4}
	vcvtps2pd	ymm30, dword ptr [rbx - 516]{1to4}
	vcvtps2pd	ymm31 {k2}, dword ptr [rsp - 128]{1to4}
	vcvtps2pd	ymm16 {k3} {z}, dword ptr [rbp + 8*r15 + 4096]{1to4}
	vcvtps2pd	zmm23, dword ptr [rsi - 4096]{1to8}
	vcvtps2pd	zmm24, dword ptr [rdi + 508]{1to8}
	vcvtps2pd	zmm25, dword ptr [r8 + 512]{1to8}
	vcvtps2pd	zmm26 {k4}, dword ptr [r9 + 2147483647]{1to8}
	vcvtps2pd	zmm27 {k5} {z}, dword ptr [r10 + rax - 2147483648]{1to8}
	vcvtps2pd	xmm17, qword ptr [r11]
	vcvtps2pd	xmm18, qword ptr [r12 - 1024]
	vcvtps2pd	xmm19, qword ptr [r13 - 1032]
	vcvtps2pd	xmm20 {k6}, qword ptr [r14 + 64]
	vcvtps2pd	xmm21 {k7} {z}, qword ptr [r15 + 2*rcx - 64]
	vcvtps2pd	xmm28, xmm22
	vcvtps2pd	xmm29 {k1}, xmm23
	vcvtps2pd	xmm30 {k2} {z}, xmm24
	vcvtps2pd	ymm31, xmm25
	vcvtps2pd	ymm0 {k3}, xmm26
	vcvtps2pd	ymm1 {k4} {z}, xmm27
	vcvtps2pd	zmm2, ymm28
	vcvtps2pd	zmm3 {k5}, ymm29
	vcvtps2pd	zmm4 {k6} {z}, ymm30
	vcvtps2pd	zmm5, ymm31, {sae}
	vcvtps2pd	zmm6 {k7}, ymm16, {sae}
	vcvtps2pd	zmm7 {k1} {z}, ymm17, {sae}
	vcvtps2ph	qword ptr [rip + 1], xmm18, 0
	vcvtps2ph	qword ptr [rax + 1016], xmm19, 1
	vcvtps2ph	qword ptr [rcx + 1024], xmm20, 127
	vcvtps2ph	qword ptr [rdx - 1] {k2}, xmm21, 255
	vcvtps2ph	xmm8, xmm22, 3
	vcvtps2ph	xmm9 {k3}, xmm23, 128
	vcvtps2ph	xmm10 {k4} {z}, xmm24, 64
	vcvtps2ph	xmmword ptr [rbx + 127], ymm25, 17
	vcvtps2ph	xmmword ptr [rsp - 2048], ymm26, 0
	vcvtps2ph	xmmword ptr [rbp - 2064], ymm27, 1
	vcvtps2ph	xmmword ptr [rsi + 4*rdx + 128] {k5}, ymm28, 127
	vcvtps2ph	xmm11, ymm29, 255
	vcvtps2ph	xmm12 {k6}, ymm30, 3
	vcvtps2ph	xmm13 {k7} {z}, ymm31, 128
	vcvtps2ph	ymmword ptr [rdi - 128], zmm14, 64
	vcvtps2ph	ymmword ptr [r8 + 4064], zmm15, 17
	vcvtps2ph	ymmword ptr [r9 + 4096], zmm16, 0
	vcvtps2ph	ymmword ptr [r10 + 4096] {k1}, zmm17, 1
	vcvtps2ph	ymm16, zmm18, 127
	vcvtps2ph	ymm17 {k2}, zmm19, 255
	vcvtps2ph	ymm18 {k3} {z}, zmm20, 3
	vcvtps2ph	ymm19, zmm21, {sae}, 128
	vcvtps2ph	ymm20 {k4}, zmm22, {sae}, 64
	vcvtps2ph	ymm21 {k5} {z}, zmm23, {sae}, 17
	vcvtps2phx	ymm22, dword ptr [r11 + 8*rbx - 4096]{1to16}
	vcvtps2phx	ymm23, dword ptr [r12 - 512]{1to16}
	vcvtps2phx	ymm24, dword ptr [r13 - 516]{1to16}
	vcvtps2phx	ymm25 {k6}, dword ptr [r14 + 2147483647]{1to16}
	vcvtps2phx	ymm26 {k7} {z}, dword ptr [r15 - 2147483648]{1to16}
	vcvtps2phx	xmm27, dword ptr [rip]{1to4}
	vcvtps2phx	xmm28, dword ptr [rax + 508]{1to4}
	vcvtps2phx	xmm29, dword ptr [rcx + 512]{1to4}
	vcvtps2phx	xmm30 {k1}, dword ptr [rdx + rbp + 64]{1to4}
	vcvtps2phx	xmm31 {k2} {z}, dword ptr [rbx - 64]{1to4}
	vcvtps2phx	xmm16, dword ptr [rsp + 1]{1to8}
	vcvtps2phx	xmm17, dword ptr [rbp - 512]{1to8}
	vcvtps2phx	xmm18, dword ptr [rsi - 516]{1to8}
	vcvtps2phx	xmm19 {k3}, dword ptr [rdi + 2*rsi - 1]{1to8}
	vcvtps2phx	xmm20 {k4} {z}, dword ptr [r8 + 127]{1to8}
	vcvtps2phx	ymm21, zmmword ptr [r9 + 128]
	vcvtps2phx	ymm22, zmmword ptr [r10 + 8128]
	vcvtps2phx	ymm23, zmmword ptr [r11 + 8192]
	vcvtps2phx	ymm24 {k5}, zmmword ptr [r12 + 4*rdi - 128]
	vcvtps2phx	ymm25 {k6} {z}, zmmword ptr [r13 + 4096]
	vcvtps2phx	xmm24, xmm26
	vcvtps2phx	xmm25 {k7}, xmm27
	vcvtps2phx	xmm26 {k1} {z}, xmm28
	vcvtps2phx	xmm27, ymm29
	vcvtps2phx	xmm28 {k2}, ymm30
	vcvtps2phx	xmm29 {k3} {z}, ymm31
	vcvtps2phx	ymm16, zmm30
	vcvtps2phx	ymm17 {k4}, zmm31
	vcvtps2phx	ymm18 {k5} {z}, zmm0
	vcvtps2phx	ymm19, zmm1, {rd-sae}
	vcvtps2phx	ymm20 {k6}, zmm2, {ru-sae}
	vcvtps2phx	ymm21 {k7} {z}, zmm3, {rz-sae}
	vcvtps2phx	xmm22, xmmword ptr [r14 - 4096]
	vcvtps2phx	xmm23, xmmword ptr [r15 - 2048]
	vcvtps2phx	xmm24, xmmword ptr [rip - 2064]
	vcvtps2phx	xmm25 {k1}, xmmword ptr [rax + 8*r8 + 2147483647]
	vcvtps2phx	xmm26 {k2} {z}, xmmword ptr [rcx - 2147483648]
	vcvtps2phx	xmm27, ymmword ptr [rdx]
	vcvtps2phx	xmm28, ymmword ptr [rbx + 4064]
	vcvtps2phx	xmm29, ymmword ptr [rsp + 4096]
	vcvtps2phx	xmm30 {k3}, ymmword ptr [rbp + r9 + 64]
	vcvtps2phx	xmm31 {k4} {z}, ymmword ptr [rsi - 64]
	vcvtps2qq	ymm16, xmmword ptr [rdi + 1]
	vcvtps2qq	ymm17, xmmword ptr [r8 - 2048]
	vcvtps2qq	ymm18, xmmword ptr [r9 - 2064]
	vcvtps2qq	ymm19 {k5}, xmmword ptr [r10 + 2*r10 - 1]
	vcvtps2qq	ymm20 {k6} {z}, xmmword ptr [r11 + 127]
	vcvtps2qq	zmm4, ymmword ptr [r12 + 128]
	vcvtps2qq	zmm5, ymmword ptr [r13 + 4064]
	vcvtps2qq	zmm6, ymmword ptr [r14 + 4096]
	vcvtps2qq	zmm7 {k7}, ymmword ptr [r15 + 4*r11 - 128]
	vcvtps2qq	zmm8 {k1} {z}, ymmword ptr [rip + 4096]
	vcvtps2qq	xmm21, dword ptr [rax - 4096]{1to2}
	vcvtps2qq	xmm22, dword ptr [rcx - 512]{1to2}
	vcvtps2qq	xmm23, dword ptr [rdx - 516]{1to2}
	vcvtps2qq	xmm24 {k2}, dword ptr [rbx + 2147483647]{1to2}
	vcvtps2qq	xmm25 {k3} {z}, dword ptr [rsp + 8*r12 - 2147483648]{1to2}
	vcvtps2qq	ymm26, dword ptr [rbp]{1to4}
	vcvtps2qq	ymm27, dword ptr [rsi + 508]{1to4}
	vcvtps2qq	ymm28, dword ptr [rdi + 512]{1to4}
	vcvtps2qq	ymm29 {k4}, dword ptr [r8 + 64]{1to4}
	vcvtps2qq	ymm30 {k5} {z}, dword ptr [r9 + r13 - 64]{1to4}
	vcvtps2qq	zmm9, dword ptr [r10 + 1]{1to8}
	vcvtps2qq	zmm10, dword ptr [r11 - 512]{1to8}
	vcvtps2qq	zmm11, dword ptr [r12 - 516]{1to8}
	vcvtps2qq	zmm12 {k6}, dword ptr [r13 - 1]{1to8}
	vcvtps2qq	zmm13 {k7} {z}, dword ptr [r14 + 2*r14 + 127]{1to8}
	vcvtps2qq	xmm31, qword ptr [r15 + 128]
	vcvtps2qq	xmm16, qword ptr [rip + 1016]
	vcvtps2qq	xmm17, qword ptr [rax + 1024]
	vcvtps2qq	xmm18 {k1}, qword ptr [rcx - 128]
	vcvtps2qq	xmm19 {k2} {z}, qword ptr [rdx + 4*r15 + 4096]
	vcvtps2qq	xmm14, xmm20
	vcvtps2qq	xmm15 {k3}, xmm21
	vcvtps2qq	xmm16 {k4} {z}, xmm22
	vcvtps2qq	ymm17, xmm23
	vcvtps2qq	ymm18 {k5}, xmm24
	vcvtps2qq	ymm19 {k6} {z}, xmm25
	vcvtps2qq	zmm20, ymm26
	vcvtps2qq	zmm21 {k7}, ymm27
	vcvtps2qq	zmm22 {k1} {z}, ymm28
	vcvtps2qq	zmm23, ymm29, {rn-sae}
	vcvtps2qq	zmm24 {k2}, ymm30, {rd-sae}
	vcvtps2qq	zmm25 {k3} {z}, ymm31, {ru-sae}
	vcvtps2udq	xmm16, xmmword ptr [rbx - 4096]
	vcvtps2udq	xmm17, xmmword ptr [rsp - 2048]
	vcvtps2udq	xmm18, xmmword ptr [rbp - 2064]
	vcvtps2udq	xmm19 {k4}, xmmword ptr [rsi + 2147483647]
	vcvtps2udq	xmm20 {k5} {z}, xmmword ptr [rdi + 8*rax - 2147483648]
	vcvtps2udq	ymm21, ymmword ptr [r8]
	vcvtps2udq	ymm22, ymmword ptr [r9 + 4064]
	vcvtps2udq	ymm23, ymmword ptr [r10 + 4096]
	vcvtps2udq	ymm24 {k6}, ymmword ptr [r11 + 64]
	vcvtps2udq	ymm25 {k7} {z}, ymmword ptr [r12 + rcx - 64]
	vcvtps2udq	zmm26, dword ptr [r13 + 1]{1to16}
	vcvtps2udq	zmm27, dword ptr [r14 - 512]{1to16}
	vcvtps2udq	zmm28, dword ptr [r15 - 516]{1to16}
	vcvtps2udq	zmm29 {k1}, dword ptr [rip - 1]{1to16}
	vcvtps2udq	zmm30 {k2} {z}, dword ptr [rax + 127]{1to16}
	vcvtps2udq	xmm26, dword ptr [rcx + 2*rdx + 128]{1to4}
	vcvtps2udq	xmm27, dword ptr [rdx + 508]{1to4}
	vcvtps2udq	xmm28, dword ptr [rbx + 512]{1to4}
	vcvtps2udq	xmm29 {k3}, dword ptr [rsp - 128]{1to4}
	vcvtps2udq	xmm30 {k4} {z}, dword ptr [rbp + 4096]{1to4}
	vcvtps2udq	ymm31, dword ptr [rsi + 4*rbx - 4096]{1to8}
	vcvtps2udq	ymm16, dword ptr [rdi - 512]{1to8}
	vcvtps2udq	ymm17, dword ptr [r8 - 516]{1to8}
	vcvtps2udq	ymm18 {k5}, dword ptr [r9 + 2147483647]{1to8}
	vcvtps2udq	ymm19 {k6} {z}, dword ptr [r10 - 2147483648]{1to8}
	vcvtps2udq	zmm31, zmmword ptr [r11 + 8*rbp]
	vcvtps2udq	zmm0, zmmword ptr [r12 + 8128]
	vcvtps2udq	zmm1, zmmword ptr [r13 + 8192]
	vcvtps2udq	zmm2 {k7}, zmmword ptr [r14 + 64]
	vcvtps2udq	zmm3 {k1} {z}, zmmword ptr [r15 - 64]
	vcvtps2udq	xmm4, xmm20
	vcvtps2udq	xmm5 {k2}, xmm21
	vcvtps2udq	xmm6 {k3} {z}, xmm22
	vcvtps2udq	ymm7, ymm23
	vcvtps2udq	ymm8 {k4}, ymm24
	vcvtps2udq	ymm9 {k5} {z}, ymm25
	vcvtps2udq	zmm11, zmm10
	vcvtps2udq	zmm13 {k6}, zmm12
	vcvtps2udq	zmm15 {k7} {z}, zmm14
	vcvtps2udq	zmm17, zmm16, {rz-sae}
	vcvtps2udq	zmm19 {k1}, zmm18, {rn-sae}
	vcvtps2udq	zmm21 {k2} {z}, zmm20, {rd-sae}
	vcvtps2uqq	ymm26, xmmword ptr [rip + 1]
	vcvtps2uqq	ymm27, xmmword ptr [rax - 2048]
	vcvtps2uqq	ymm28, xmmword ptr [rcx - 2064]
	vcvtps2uqq	ymm29 {k3}, xmmword ptr [rdx + rsi - 1]
	vcvtps2uqq	ymm30 {k4} {z}, xmmword ptr [rbx + 127]
	vcvtps2uqq	zmm22, ymmword ptr [rsp + 128]
	vcvtps2uqq	zmm23, ymmword ptr [rbp + 4064]
	vcvtps2uqq	zmm24, ymmword ptr [rsi + 4096]
	vcvtps2uqq	zmm25 {k5}, ymmword ptr [rdi + 2*rdi - 128]
	vcvtps2uqq	zmm26 {k6} {z}, ymmword ptr [r8 + 4096]
	vcvtps2uqq	xmm31, dword ptr [r9 - 4096]{1to2}
	vcvtps2uqq	xmm16, dword ptr [r10 - 512]{1to2}
	vcvtps2uqq	xmm17, dword ptr [r11 - 516]{1to2}
	vcvtps2uqq	xmm18 {k7}, dword ptr [r12 + 4*r8 + 2147483647]{1to2}
	vcvtps2uqq	xmm19 {k1} {z}, dword ptr [r13 - 2147483648]{1to2}
	vcvtps2uqq	ymm20, dword ptr [r14]{1to4}
	vcvtps2uqq	ymm21, dword ptr [r15 + 508]{1to4}
	vcvtps2uqq	ymm22, dword ptr [rip + 512]{1to4}
	vcvtps2uqq	ymm23 {k2}, dword ptr [rax + 8*r9 + 64]{1to4}
	vcvtps2uqq	ymm24 {k3} {z}, dword ptr [rcx - 64]{1to4}
	vcvtps2uqq	zmm27, dword ptr [rdx + 1]{1to8}
	vcvtps2uqq	zmm28, dword ptr [rbx - 512]{1to8}
	vcvtps2uqq	zmm29, dword ptr [rsp - 516]{1to8}
	vcvtps2uqq	zmm30 {k4}, dword ptr [rbp + r10 - 1]{1to8}
	vcvtps2uqq	zmm31 {k5} {z}, dword ptr [rsi + 127]{1to8}
	vcvtps2uqq	xmm25, qword ptr [rdi + 128]
	vcvtps2uqq	xmm26, qword ptr [r8 + 1016]
	vcvtps2uqq	xmm27, qword ptr [r9 + 1024]
	vcvtps2uqq	xmm28 {k6}, qword ptr [r10 + 2*r11 - 128]
	vcvtps2uqq	xmm29 {k7} {z}, qword ptr [r11 + 4096]
	vcvtps2uqq	xmm0, xmm30
	vcvtps2uqq	xmm1 {k1}, xmm31
	vcvtps2uqq	xmm2 {k2} {z}, xmm16
	vcvtps2uqq	ymm3, xmm17
	vcvtps2uqq	ymm4 {k3}, xmm18
	vcvtps2uqq	ymm5 {k4} {z}, xmm19
	vcvtps2uqq	zmm6, ymm20
	vcvtps2uqq	zmm7 {k5}, ymm21
	vcvtps2uqq	zmm8 {k6} {z}, ymm22
	vcvtps2uqq	zmm9, ymm23, {ru-sae}
	vcvtps2uqq	zmm10 {k7}, ymm24, {rz-sae}
	vcvtps2uqq	zmm11 {k1} {z}, ymm25, {rn-sae}
	vcvtqq2pd	xmm26, xmmword ptr [r12 - 4096]
	vcvtqq2pd	xmm27, xmmword ptr [r13 - 2048]
	vcvtqq2pd	xmm28, xmmword ptr [r14 - 2064]
	vcvtqq2pd	xmm29 {k2}, xmmword ptr [r15 + 4*r12 + 2147483647]
	vcvtqq2pd	xmm30 {k3} {z}, xmmword ptr [rip - 2147483648]
	vcvtqq2pd	ymm31, ymmword ptr [rax]
	vcvtqq2pd	ymm16, ymmword ptr [rcx + 4064]
	vcvtqq2pd	ymm17, ymmword ptr [rdx + 4096]
	vcvtqq2pd	ymm18 {k4}, ymmword ptr [rbx + 64]
	vcvtqq2pd	ymm19 {k5} {z}, ymmword ptr [rsp + 8*r13 - 64]
	vcvtqq2pd	zmm12, zmmword ptr [rbp + 1]
	vcvtqq2pd	zmm13, zmmword ptr [rsi - 8192]
	vcvtqq2pd	zmm14, zmmword ptr [rdi - 8256]
	vcvtqq2pd	zmm15 {k6}, zmmword ptr [r8 - 1]
	vcvtqq2pd	zmm16 {k7} {z}, zmmword ptr [r9 + r14 + 127]
	vcvtqq2pd	xmm20, qword ptr [r10 + 128]{1to2}
	vcvtqq2pd	xmm21, qword ptr [r11 + 1016]{1to2}
	vcvtqq2pd	xmm22, qword ptr [r12 + 1024]{1to2}
	vcvtqq2pd	xmm23 {k1}, qword ptr [r13 - 128]{1to2}
	vcvtqq2pd	xmm24 {k2} {z}, qword ptr [r14 + 2*r15 + 4096]{1to2}
	vcvtqq2pd	ymm25, qword ptr [r15 - 4096]{1to4}
	vcvtqq2pd	ymm26, qword ptr [rip - 1024]{1to4}
	vcvtqq2pd	ymm27, qword ptr [rax - 1032]{1to4}
	vcvtqq2pd	ymm28 {k3}, qword ptr [rcx + 2147483647]{1to4}
	vcvtqq2pd	ymm29 {k4} {z}, qword ptr [rdx + 4*rax - 2147483648]{1to4}
	vcvtqq2pd	zmm17, qword ptr [rbx]{1to8}
	vcvtqq2pd	zmm18, qword ptr [rsp + 1016]{1to8}
	vcvtqq2pd	zmm19, qword ptr [rbp + 1024]{1to8}
	vcvtqq2pd	zmm20 {k5}, qword ptr [rsi + 64]{1to8}
	vcvtqq2pd	zmm21 {k6} {z}, qword ptr [rdi + 8*rcx - 64]{1to8}
	vcvtqq2pd	xmm22, xmm30
	vcvtqq2pd	xmm23 {k7}, xmm31
	vcvtqq2pd	xmm24 {k1} {z}, xmm16
	vcvtqq2pd	ymm25, ymm17
	vcvtqq2pd	ymm26 {k2}, ymm18
	vcvtqq2pd	ymm27 {k3} {z}, ymm19
	vcvtqq2pd	zmm29, zmm28
	vcvtqq2pd	zmm31 {k4}, zmm30
	vcvtqq2pd	zmm1 {k5} {z}, zmm0
	vcvtqq2pd	zmm3, zmm2, {rd-sae}
	vcvtqq2pd	zmm5 {k6}, zmm4, {ru-sae}
	vcvtqq2pd	zmm7 {k7} {z}, zmm6, {rz-sae}
	vcvtqq2ph	xmm20, qword ptr [r8 + 1]{1to2}
	vcvtqq2ph	xmm21, qword ptr [r9 - 1024]{1to2}
	vcvtqq2ph	xmm22, qword ptr [r10 - 1032]{1to2}
	vcvtqq2ph	xmm23 {k1}, qword ptr [r11 - 1]{1to2}
	vcvtqq2ph	xmm24 {k2} {z}, qword ptr [r12 + rdx + 127]{1to2}
	vcvtqq2ph	xmm25, qword ptr [r13 + 128]{1to4}
	vcvtqq2ph	xmm26, qword ptr [r14 + 1016]{1to4}
	vcvtqq2ph	xmm27, qword ptr [r15 + 1024]{1to4}
	vcvtqq2ph	xmm28 {k3}, qword ptr [rip - 128]{1to4}
	vcvtqq2ph	xmm29 {k4} {z}, qword ptr [rax + 4096]{1to4}
	vcvtqq2ph	xmm30, qword ptr [rcx + 2*rbx - 4096]{1to8}
	vcvtqq2ph	xmm31, qword ptr [rdx - 1024]{1to8}
	vcvtqq2ph	xmm16, qword ptr [rbx - 1032]{1to8}
	vcvtqq2ph	xmm17 {k5}, qword ptr [rsp + 2147483647]{1to8}
	vcvtqq2ph	xmm18 {k6} {z}, qword ptr [rbp - 2147483648]{1to8}
	vcvtqq2ph	xmm8, xmm19
	vcvtqq2ph	xmm9 {k7}, xmm20
	vcvtqq2ph	xmm10 {k1} {z}, xmm21
	vcvtqq2ph	xmm11, ymm22
	vcvtqq2ph	xmm12 {k2}, ymm23
	vcvtqq2ph	xmm13 {k3} {z}, ymm24
	vcvtqq2ph	xmm25, zmm14
	vcvtqq2ph	xmm26 {k4}, zmm15
	vcvtqq2ph	xmm27 {k5} {z}, zmm16
	vcvtqq2ph	xmm28, zmm17, {rn-sae}
	vcvtqq2ph	xmm29 {k6}, zmm18, {rd-sae}
	vcvtqq2ph	xmm30 {k7} {z}, zmm19, {ru-sae}
	vcvtqq2ph	xmm31, xmmword ptr [rsi + 4*rbp]
	vcvtqq2ph	xmm16, xmmword ptr [rdi + 2032]
	vcvtqq2ph	xmm17, xmmword ptr [r8 + 2048]
	vcvtqq2ph	xmm18 {k1}, xmmword ptr [r9 + 64]
	vcvtqq2ph	xmm19 {k2} {z}, xmmword ptr [r10 - 64]
	vcvtqq2ph	xmm20, ymmword ptr [r11 + 8*rsi + 1]
	vcvtqq2ph	xmm21, ymmword ptr [r12 - 4096]
	vcvtqq2ph	xmm22, ymmword ptr [r13 - 4128]
	vcvtqq2ph	xmm23 {k3}, ymmword ptr [r14 - 1]
	vcvtqq2ph	xmm24 {k4} {z}, ymmword ptr [r15 + 127]
	vcvtqq2ph	xmm25, zmmword ptr [rip + 128]
	vcvtqq2ph	xmm26, zmmword ptr [rax + 8128]
	vcvtqq2ph	xmm27, zmmword ptr [rcx + 8192]
	vcvtqq2ph	xmm28 {k5}, zmmword ptr [rdx + rdi - 128]
	vcvtqq2ph	xmm29 {k6} {z}, zmmword ptr [rbx + 4096]
	vcvtqq2ps	ymm30, zmmword ptr [rsp - 4096]
	vcvtqq2ps	ymm31, zmmword ptr [rbp - 8192]
	vcvtqq2ps	ymm16, zmmword ptr [rsi - 8256]
	vcvtqq2ps	ymm17 {k7}, zmmword ptr [rdi + 2*r8 + 2147483647]
	vcvtqq2ps	ymm18 {k1} {z}, zmmword ptr [r8 - 2147483648]
	vcvtqq2ps	xmm19, qword ptr [r9]{1to2}
	vcvtqq2ps	xmm20, qword ptr [r10 + 1016]{1to2}
	vcvtqq2ps	xmm21, qword ptr [r11 + 1024]{1to2}
	vcvtqq2ps	xmm22 {k2}, qword ptr [r12 + 4*r9 + 64]{1to2}
	vcvtqq2ps	xmm23 {k3} {z}, qword ptr [r13 - 64]{1to2}
	vcvtqq2ps	xmm24, qword ptr [r14 + 1]{1to4}
	vcvtqq2ps	xmm25, qword ptr [r15 - 1024]{1to4}
	vcvtqq2ps	xmm26, qword ptr [rip - 1032]{1to4}
	vcvtqq2ps	xmm27 {k4}, qword ptr [rax + 8*r10 - 1]{1to4}
	vcvtqq2ps	xmm28 {k5} {z}, qword ptr [rcx + 127]{1to4}
	vcvtqq2ps	ymm29, qword ptr [rdx + 128]{1to8}
	vcvtqq2ps	ymm30, qword ptr [rbx + 1016]{1to8}
	vcvtqq2ps	ymm31, qword ptr [rsp + 1024]{1to8}
	vcvtqq2ps	ymm16 {k6}, qword ptr [rbp + r11 - 128]{1to8}
	vcvtqq2ps	ymm17 {k7} {z}, qword ptr [rsi + 4096]{1to8}
	vcvtqq2ps	xmm20, xmm18
	vcvtqq2ps	xmm21 {k1}, xmm19
	vcvtqq2ps	xmm22 {k2} {z}, xmm20
	vcvtqq2ps	xmm23, ymm21
	vcvtqq2ps	xmm24 {k3}, ymm22
	vcvtqq2ps	xmm25 {k4} {z}, ymm23
	vcvtqq2ps	ymm24, zmm26
	vcvtqq2ps	ymm25 {k5}, zmm27
	vcvtqq2ps	ymm26 {k6} {z}, zmm28
	vcvtqq2ps	ymm27, zmm29, {rz-sae}
	vcvtqq2ps	ymm28 {k7}, zmm30, {rn-sae}
	vcvtqq2ps	ymm29 {k1} {z}, zmm31, {rd-sae}
	vcvtqq2ps	xmm30, xmmword ptr [rdi - 4096]
	vcvtqq2ps	xmm31, xmmword ptr [r8 - 2048]
	vcvtqq2ps	xmm16, xmmword ptr [r9 - 2064]
	vcvtqq2ps	xmm17 {k2}, xmmword ptr [r10 + 2*r12 + 2147483647]
	vcvtqq2ps	xmm18 {k3} {z}, xmmword ptr [r11 - 2147483648]
	vcvtqq2ps	xmm19, ymmword ptr [r12]
	vcvtqq2ps	xmm20, ymmword ptr [r13 + 4064]
	vcvtqq2ps	xmm21, ymmword ptr [r14 + 4096]
	vcvtqq2ps	xmm22 {k4}, ymmword ptr [r15 + 4*r13 + 64]
	vcvtqq2ps	xmm23 {k5} {z}, ymmword ptr [rip - 64]
	vcvtsd2sh	xmm0, xmm24, qword ptr [rax + 1]
	vcvtsd2sh	xmm1, xmm25, qword ptr [rcx - 1024]
	vcvtsd2sh	xmm2, xmm26, qword ptr [rdx - 1032]
	vcvtsd2sh	xmm3 {k6}, xmm27, qword ptr [rbx - 1]
	vcvtsd2sh	xmm4 {k7} {z}, xmm28, qword ptr [rsp + 8*r14 + 127]
	vcvtsd2sh	xmm6, xmm5, xmm29
	vcvtsd2sh	xmm8 {k1}, xmm7, xmm30
	vcvtsd2sh	xmm10 {k2} {z}, xmm9, xmm31
	vcvtsd2sh	xmm12, xmm11, xmm16, {ru-sae}
	vcvtsd2sh	xmm14 {k3}, xmm13, xmm17, {rz-sae}
	vcvtsd2sh	xmm16 {k4} {z}, xmm15, xmm18, {rn-sae}
	{evex}	vcvtsd2si	eax, qword ptr [rbp + 128]
	{evex}	vcvtsd2si	ecx, qword ptr [rsi + 1016]
	{evex}	vcvtsd2si	edx, qword ptr [rdi + 1024]
	{evex}	vcvtsd2si	rax, qword ptr [r8 - 128]
	{evex}	vcvtsd2si	rcx, qword ptr [r9 - 1024]
	{evex}	vcvtsd2si	rdx, qword ptr [r10 - 1032]
	vcvtsd2si	ebx, xmm19
	vcvtsd2si	rbx, xmm20
	vcvtsd2si	esi, xmm21, {rd-sae}
	vcvtsd2si	rsi, xmm22, {ru-sae}
	vcvtsd2ss	xmm17, xmm23, qword ptr [r11 + r15 + 4096]
	vcvtsd2ss	xmm18, xmm24, qword ptr [r12 + 1016]
	vcvtsd2ss	xmm19, xmm25, qword ptr [r13 + 1024]
	vcvtsd2ss	xmm20 {k5}, xmm26, qword ptr [r14 - 4096]
	vcvtsd2ss	xmm21 {k6} {z}, xmm27, qword ptr [r15 + 2147483647]
	vcvtsd2ss	xmm23, xmm22, xmm28
	vcvtsd2ss	xmm25 {k7}, xmm24, xmm29
	vcvtsd2ss	xmm27 {k1} {z}, xmm26, xmm30
	vcvtsd2ss	xmm29, xmm28, xmm31, {rz-sae}
	vcvtsd2ss	xmm31 {k2}, xmm30, xmm16, {rn-sae}
	vcvtsd2ss	xmm1 {k3} {z}, xmm0, xmm17, {rd-sae}
	{evex}	vcvtsd2usi	edi, qword ptr [rip - 2147483648]
	{evex}	vcvtsd2usi	r10d, qword ptr [rax - 1024]
	{evex}	vcvtsd2usi	r13d, qword ptr [rcx - 1032]
	{evex}	vcvtsd2usi	rdi, qword ptr [rdx + 2*rax]
	{evex}	vcvtsd2usi	r11, qword ptr [rbx + 1016]
	{evex}	vcvtsd2usi	r12, qword ptr [rsp + 1024]
	vcvtsd2usi	eax, xmm18
	vcvtsd2usi	rax, xmm19
	vcvtsd2usi	ecx, xmm20, {ru-sae}
	vcvtsd2usi	rcx, xmm21, {rz-sae}
	vcvtsh2sd	xmm2, xmm22, word ptr [rbp + 64]
	vcvtsh2sd	xmm3, xmm23, word ptr [rsi - 256]
	vcvtsh2sd	xmm4, xmm24, word ptr [rdi - 258]
	vcvtsh2sd	xmm5 {k4}, xmm25, word ptr [r8 - 64]
	vcvtsh2sd	xmm6 {k5} {z}, xmm26, word ptr [r9 + 4*rcx + 1]
	vcvtsh2sd	xmm8, xmm7, xmm27
	vcvtsh2sd	xmm10 {k6}, xmm9, xmm28
	vcvtsh2sd	xmm12 {k7} {z}, xmm11, xmm29
	vcvtsh2sd	xmm14, xmm13, xmm30, {sae}
	vcvtsh2sd	xmm16 {k1}, xmm15, xmm31, {sae}
	vcvtsh2sd	xmm18 {k2} {z}, xmm17, xmm16, {sae}
	{evex}	vcvtsh2si	edx, word ptr [r10 - 1]
	{evex}	vcvtsh2si	ebx, word ptr [r11 + 254]
	{evex}	vcvtsh2si	esi, word ptr [r12 + 256]
	{evex}	vcvtsh2si	rdx, word ptr [r13 + 127]
	{evex}	vcvtsh2si	rbx, word ptr [r14 - 256]
	{evex}	vcvtsh2si	rsi, word ptr [r15 - 258]
	vcvtsh2si	edi, xmm17
	vcvtsh2si	rdi, xmm18
	vcvtsh2si	r10d, xmm19, {rn-sae}
	vcvtsh2si	r11, xmm20, {rd-sae}
	vcvtsh2ss	xmm19, xmm21, word ptr [rip + 128]
	vcvtsh2ss	xmm20, xmm22, word ptr [rax + 254]
	vcvtsh2ss	xmm21, xmm23, word ptr [rcx + 256]
	vcvtsh2ss	xmm22 {k3}, xmm24, word ptr [rdx + 8*rdx - 128]
	vcvtsh2ss	xmm23 {k4} {z}, xmm25, word ptr [rbx + 4096]
	vcvtsh2ss	xmm25, xmm24, xmm26
	vcvtsh2ss	xmm28 {k5}, xmm26, xmm27
	vcvtsh2ss	xmm30 {k6} {z}, xmm29, xmm28
	vcvtsh2ss	xmm0, xmm31, xmm29, {sae}
	vcvtsh2ss	xmm2 {k7}, xmm1, xmm30, {sae}
	vcvtsh2ss	xmm4 {k1} {z}, xmm3, xmm31, {sae}
	{evex}	vcvtsh2usi	r13d, word ptr [rsp - 4096]
	{evex}	vcvtsh2usi	eax, word ptr [rbp - 256]
	{evex}	vcvtsh2usi	ecx, word ptr [rsi - 258]
	{evex}	vcvtsh2usi	r12, word ptr [rdi + rbx + 2147483647]
	{evex}	vcvtsh2usi	rax, word ptr [r8 + 254]
	{evex}	vcvtsh2usi	rcx, word ptr [r9 + 256]
	vcvtsh2usi	edx, xmm16
	vcvtsh2usi	rdx, xmm17
	vcvtsh2usi	ebx, xmm18, {ru-sae}
	vcvtsh2usi	rbx, xmm19, {rz-sae}
	vcvtsi2sd	xmm5, xmm20, esi
	vcvtsi2sd	xmm6, xmm21, rsi
	vcvtsi2sd	xmm7, xmm22, {rn-sae}, rdi
	vcvtsi2sd	xmm8, xmm23, dword ptr [r10 - 2147483648]
	vcvtsi2sd	xmm9, xmm24, dword ptr [r11 - 512]
	vcvtsi2sd	xmm10, xmm25, dword ptr [r12 - 516]
	vcvtsi2sd	xmm11, xmm26, qword ptr [r13]
	vcvtsi2sd	xmm12, xmm27, qword ptr [r14 + 1016]
	vcvtsi2sd	xmm13, xmm28, qword ptr [r15 + 1024]
	vcvtsi2sh	xmm14, xmm29, edi
	vcvtsi2sh	xmm15, xmm30, {rd-sae}, r10d
	vcvtsi2sh	xmm16, xmm31, r11
	vcvtsi2sh	xmm17, xmm16, {ru-sae}, r12
	vcvtsi2sh	xmm18, xmm17, dword ptr [rip + 64]
	vcvtsi2sh	xmm19, xmm18, dword ptr [rax - 512]
	vcvtsi2sh	xmm20, xmm19, dword ptr [rcx - 516]
	vcvtsi2sh	xmm21, xmm20, qword ptr [rdx + 2*rbp - 64]
	vcvtsi2sh	xmm22, xmm21, qword ptr [rbx + 1016]
	vcvtsi2sh	xmm23, xmm22, qword ptr [rsp + 1024]
	vcvtsi2ss	xmm24, xmm23, r13d
	vcvtsi2ss	xmm25, xmm24, {rz-sae}, eax
	vcvtsi2ss	xmm26, xmm25, rax
	vcvtsi2ss	xmm27, xmm26, {rn-sae}, rcx
	vcvtsi2ss	xmm28, xmm27, dword ptr [rbp + 1]
	vcvtsi2ss	xmm29, xmm28, dword ptr [rsi - 512]
	vcvtsi2ss	xmm30, xmm29, dword ptr [rdi - 516]
	vcvtsi2ss	xmm31, xmm30, qword ptr [r8 - 1]
	vcvtsi2ss	xmm0, xmm31, qword ptr [r9 + 1016]
	vcvtsi2ss	xmm1, xmm16, qword ptr [r10 + 1024]
	vcvtss2sd	xmm2, xmm17, dword ptr [r11 + 4*rsi + 127]
	vcvtss2sd	xmm3, xmm18, dword ptr [r12 - 512]
	vcvtss2sd	xmm4, xmm19, dword ptr [r13 - 516]
	vcvtss2sd	xmm5 {k2}, xmm20, dword ptr [r14 + 128]
	vcvtss2sd	xmm6 {k3} {z}, xmm21, dword ptr [r15 - 128]
	vcvtss2sd	xmm8, xmm7, xmm22
	vcvtss2sd	xmm10 {k4}, xmm9, xmm23
	vcvtss2sd	xmm12 {k5} {z}, xmm11, xmm24
	vcvtss2sd	xmm14, xmm13, xmm25, {sae}
	vcvtss2sd	xmm16 {k6}, xmm15, xmm26, {sae}
	vcvtss2sd	xmm18 {k7} {z}, xmm17, xmm27, {sae}
	vcvtss2sh	xmm19, xmm28, dword ptr [rip + 4096]
	vcvtss2sh	xmm20, xmm29, dword ptr [rax + 508]
	vcvtss2sh	xmm21, xmm30, dword ptr [rcx + 512]
	vcvtss2sh	xmm22 {k1}, xmm31, dword ptr [rdx + 8*rdi - 4096]
	vcvtss2sh	xmm23 {k2} {z}, xmm16, dword ptr [rbx + 2147483647]
	vcvtss2sh	xmm25, xmm24, xmm17
	vcvtss2sh	xmm27 {k3}, xmm26, xmm18
	vcvtss2sh	xmm29 {k4} {z}, xmm28, xmm19
	vcvtss2sh	xmm31, xmm30, xmm20, {rd-sae}
	vcvtss2sh	xmm1 {k5}, xmm0, xmm21, {ru-sae}
	vcvtss2sh	xmm3 {k6} {z}, xmm2, xmm22, {rz-sae}
	{evex}	vcvtss2si	ecx, dword ptr [rsp - 2147483648]
	{evex}	vcvtss2si	edx, dword ptr [rbp - 512]
	{evex}	vcvtss2si	ebx, dword ptr [rsi - 516]
	{evex}	vcvtss2si	rdx, dword ptr [rdi + r8]
	{evex}	vcvtss2si	rbx, dword ptr [r8 + 508]
	{evex}	vcvtss2si	rsi, dword ptr [r9 + 512]
	vcvtss2si	esi, xmm23
	vcvtss2si	rdi, xmm24
	vcvtss2si	edi, xmm25, {rn-sae}
	vcvtss2si	r11, xmm26, {rd-sae}
	{evex}	vcvtss2usi	r10d, dword ptr [r10 + 64]
	{evex}	vcvtss2usi	r13d, dword ptr [r11 - 512]
	{evex}	vcvtss2usi	eax, dword ptr [r12 - 516]
	{evex}	vcvtss2usi	r12, dword ptr [r13 - 64]
	{evex}	vcvtss2usi	rax, dword ptr [r14 + 508]
	{evex}	vcvtss2usi	rcx, dword ptr [r15 + 512]
	vcvtss2usi	ecx, xmm27
	vcvtss2usi	rdx, xmm28
	vcvtss2usi	edx, xmm29, {ru-sae}
	vcvtss2usi	rbx, xmm30, {rz-sae}
	vcvttpd2dq	ymm31, zmmword ptr [rip + 1]
	vcvttpd2dq	ymm16, zmmword ptr [rax - 8192]
	vcvttpd2dq	ymm17, zmmword ptr [rcx - 8256]
	vcvttpd2dq	ymm18 {k7}, zmmword ptr [rdx + 2*r9 - 1]
	vcvttpd2dq	ymm19 {k1} {z}, zmmword ptr [rbx + 127]
	vcvttpd2dq	xmm20, qword ptr [rsp + 128]{1to2}
	vcvttpd2dq	xmm21, qword ptr [rbp + 1016]{1to2}
	vcvttpd2dq	xmm22, qword ptr [rsi + 1024]{1to2}
	vcvttpd2dq	xmm23 {k2}, qword ptr [rdi + 4*r10 - 128]{1to2}
	vcvttpd2dq	xmm24 {k3} {z}, qword ptr [r8 + 4096]{1to2}
	vcvttpd2dq	xmm25, qword ptr [r9 - 4096]{1to4}
	vcvttpd2dq	xmm26, qword ptr [r10 - 1024]{1to4}
	vcvttpd2dq	xmm27, qword ptr [r11 - 1032]{1to4}
	vcvttpd2dq	xmm28 {k4}, qword ptr [r12 + 8*r11 + 2147483647]{1to4}
	vcvttpd2dq	xmm29 {k5} {z}, qword ptr [r13 - 2147483648]{1to4}
	vcvttpd2dq	ymm30, qword ptr [r14]{1to8}
	vcvttpd2dq	ymm31, qword ptr [r15 + 1016]{1to8}
	vcvttpd2dq	ymm16, qword ptr [rip + 1024]{1to8}
	vcvttpd2dq	ymm17 {k6}, qword ptr [rax + r12 + 64]{1to8}
	vcvttpd2dq	ymm18 {k7} {z}, qword ptr [rcx - 64]{1to8}
	vcvttpd2dq	xmm4, xmm19
	vcvttpd2dq	xmm5 {k1}, xmm20
	vcvttpd2dq	xmm6 {k2} {z}, xmm21
	vcvttpd2dq	xmm7, ymm22
	vcvttpd2dq	xmm8 {k3}, ymm23
	vcvttpd2dq	xmm9 {k4} {z}, ymm24
	vcvttpd2dq	ymm25, zmm10
	vcvttpd2dq	ymm26 {k5}, zmm11
	vcvttpd2dq	ymm27 {k6} {z}, zmm12
	vcvttpd2dq	ymm28, zmm13, {sae}
	vcvttpd2dq	ymm29 {k7}, zmm14, {sae}
	vcvttpd2dq	ymm30 {k1} {z}, zmm15, {sae}
	vcvttpd2dq	xmm31, xmmword ptr [rdx + 1]
	vcvttpd2dq	xmm16, xmmword ptr [rbx - 2048]
	vcvttpd2dq	xmm17, xmmword ptr [rsp - 2064]
	vcvttpd2dq	xmm18 {k2}, xmmword ptr [rbp + 2*r13 - 1]
	vcvttpd2dq	xmm19 {k3} {z}, xmmword ptr [rsi + 127]
	vcvttpd2dq	xmm20, ymmword ptr [rdi + 128]
	vcvttpd2dq	xmm21, ymmword ptr [r8 + 4064]
	vcvttpd2dq	xmm22, ymmword ptr [r9 + 4096]
	vcvttpd2dq	xmm23 {k4}, ymmword ptr [r10 + 4*r14 - 128]
	vcvttpd2dq	xmm24 {k5} {z}, ymmword ptr [r11 + 4096]
	vcvttpd2qq	xmm25, xmmword ptr [r12 - 4096]
	vcvttpd2qq	xmm26, xmmword ptr [r13 - 2048]
	vcvttpd2qq	xmm27, xmmword ptr [r14 - 2064]
	vcvttpd2qq	xmm28 {k6}, xmmword ptr [r15 + 8*r15 + 2147483647]
	vcvttpd2qq	xmm29 {k7} {z}, xmmword ptr [rip - 2147483648]
	vcvttpd2qq	ymm30, ymmword ptr [rax]
	vcvttpd2qq	ymm31, ymmword ptr [rcx + 4064]
	vcvttpd2qq	ymm16, ymmword ptr [rdx + 4096]
	vcvttpd2qq	ymm17 {k1}, ymmword ptr [rbx + 64]
	vcvttpd2qq	ymm18 {k2} {z}, ymmword ptr [rsp + rax - 64]
	vcvttpd2qq	zmm16, zmmword ptr [rbp + 1]
	vcvttpd2qq	zmm17, zmmword ptr [rsi - 8192]
	vcvttpd2qq	zmm18, zmmword ptr [rdi - 8256]
	vcvttpd2qq	zmm19 {k3}, zmmword ptr [r8 - 1]
	vcvttpd2qq	zmm20 {k4} {z}, zmmword ptr [r9 + 2*rcx + 127]
	vcvttpd2qq	xmm19, qword ptr [r10 + 128]{1to2}
	vcvttpd2qq	xmm20, qword ptr [r11 + 1016]{1to2}
	vcvttpd2qq	xmm21, qword ptr [r12 + 1024]{1to2}
	vcvttpd2qq	xmm22 {k5}, qword ptr [r13 - 128]{1to2}
	vcvttpd2qq	xmm23 {k6} {z}, qword ptr [r14 + 4*rdx + 4096]{1to2}
	vcvttpd2qq	ymm24, qword ptr [r15 - 4096]{1to4}
	vcvttpd2qq	ymm25, qword ptr [rip - 1024]{1to4}
	vcvttpd2qq	ymm26, qword ptr [rax - 1032]{1to4}
	vcvttpd2qq	ymm27 {k7}, qword ptr [rcx + 2147483647]{1to4}
	vcvttpd2qq	ymm28 {k1} {z}, qword ptr [rdx + 8*rbx - 2147483648]{1to4}
	vcvttpd2qq	zmm21, qword ptr [rbx]{1to8}
	vcvttpd2qq	zmm22, qword ptr [rsp + 1016]{1to8}
	vcvttpd2qq	zmm23, qword ptr [rbp + 1024]{1to8}
	vcvttpd2qq	zmm24 {k2}, qword ptr [rsi + 64]{1to8}
	vcvttpd2qq	zmm25 {k3} {z}, qword ptr [rdi + rbp - 64]{1to8}
	vcvttpd2qq	xmm26, xmm29
	vcvttpd2qq	xmm27 {k4}, xmm30
	vcvttpd2qq	xmm28 {k5} {z}, xmm31
	vcvttpd2qq	ymm29, ymm16
	vcvttpd2qq	ymm30 {k6}, ymm17
	vcvttpd2qq	ymm31 {k7} {z}, ymm18
	vcvttpd2qq	zmm1, zmm0
	vcvttpd2qq	zmm3 {k1}, zmm2
	vcvttpd2qq	zmm5 {k2} {z}, zmm4
	vcvttpd2qq	zmm7, zmm6, {sae}
	vcvttpd2qq	zmm9 {k3}, zmm8, {sae}
	vcvttpd2qq	zmm11 {k4} {z}, zmm10, {sae}
	vcvttpd2udq	ymm19, zmmword ptr [r8 + 1]
	vcvttpd2udq	ymm20, zmmword ptr [r9 - 8192]
	vcvttpd2udq	ymm21, zmmword ptr [r10 - 8256]
	vcvttpd2udq	ymm22 {k5}, zmmword ptr [r11 - 1]
	vcvttpd2udq	ymm23 {k6} {z}, zmmword ptr [r12 + 2*rsi + 127]
	vcvttpd2udq	xmm24, qword ptr [r13 + 128]{1to2}
	vcvttpd2udq	xmm25, qword ptr [r14 + 1016]{1to2}
	vcvttpd2udq	xmm26, qword ptr [r15 + 1024]{1to2}
	vcvttpd2udq	xmm27 {k7}, qword ptr [rip - 128]{1to2}
	vcvttpd2udq	xmm28 {k1} {z}, qword ptr [rax + 4096]{1to2}
	vcvttpd2udq	xmm29, qword ptr [rcx + 4*rdi - 4096]{1to4}
	vcvttpd2udq	xmm30, qword ptr [rdx - 1024]{1to4}
	vcvttpd2udq	xmm31, qword ptr [rbx - 1032]{1to4}
	vcvttpd2udq	xmm16 {k2}, qword ptr [rsp + 2147483647]{1to4}
	vcvttpd2udq	xmm17 {k3} {z}, qword ptr [rbp - 2147483648]{1to4}
	vcvttpd2udq	ymm18, qword ptr [rsi + 8*r8]{1to8}
	vcvttpd2udq	ymm19, qword ptr [rdi + 1016]{1to8}
	vcvttpd2udq	ymm20, qword ptr [r8 + 1024]{1to8}
	vcvttpd2udq	ymm21 {k4}, qword ptr [r9 + 64]{1to8}
	vcvttpd2udq	ymm22 {k5} {z}, qword ptr [r10 - 64]{1to8}
	vcvttpd2udq	xmm12, xmm23
	vcvttpd2udq	xmm13 {k6}, xmm24
	vcvttpd2udq	xmm14 {k7} {z}, xmm25
	vcvttpd2udq	xmm15, ymm26
	vcvttpd2udq	xmm16 {k1}, ymm27
	vcvttpd2udq	xmm17 {k2} {z}, ymm28
	vcvttpd2udq	ymm29, zmm18
	vcvttpd2udq	ymm30 {k3}, zmm19
	vcvttpd2udq	ymm31 {k4} {z}, zmm20
	vcvttpd2udq	ymm16, zmm21, {sae}
	vcvttpd2udq	ymm17 {k5}, zmm22, {sae}
	vcvttpd2udq	ymm18 {k6} {z}, zmm23, {sae}
	vcvttpd2udq	xmm19, xmmword ptr [r11 + r9 + 1]
	vcvttpd2udq	xmm20, xmmword ptr [r12 - 2048]
	vcvttpd2udq	xmm21, xmmword ptr [r13 - 2064]
	vcvttpd2udq	xmm22 {k7}, xmmword ptr [r14 - 1]
	vcvttpd2udq	xmm23 {k1} {z}, xmmword ptr [r15 + 127]
	vcvttpd2udq	xmm24, ymmword ptr [rip + 128]
	vcvttpd2udq	xmm25, ymmword ptr [rax + 4064]
	vcvttpd2udq	xmm26, ymmword ptr [rcx + 4096]
	vcvttpd2udq	xmm27 {k2}, ymmword ptr [rdx + 2*r10 - 128]
	vcvttpd2udq	xmm28 {k3} {z}, ymmword ptr [rbx + 4096]
	vcvttpd2uqq	xmm29, xmmword ptr [rsp - 4096]
	vcvttpd2uqq	xmm30, xmmword ptr [rbp - 2048]
	vcvttpd2uqq	xmm31, xmmword ptr [rsi - 2064]
	vcvttpd2uqq	xmm16 {k4}, xmmword ptr [rdi + 4*r11 + 2147483647]
	vcvttpd2uqq	xmm17 {k5} {z}, xmmword ptr [r8 - 2147483648]
	vcvttpd2uqq	ymm18, ymmword ptr [r9]
	vcvttpd2uqq	ymm19, ymmword ptr [r10 + 4064]
	vcvttpd2uqq	ymm20, ymmword ptr [r11 + 4096]
	vcvttpd2uqq	ymm21 {k6}, ymmword ptr [r12 + 8*r12 + 64]
	vcvttpd2uqq	ymm22 {k7} {z}, ymmword ptr [r13 - 64]
	vcvttpd2uqq	zmm24, zmmword ptr [r14 + 1]
	vcvttpd2uqq	zmm25, zmmword ptr [r15 - 8192]
	vcvttpd2uqq	zmm26, zmmword ptr [rip - 8256]
	vcvttpd2uqq	zmm27 {k1}, zmmword ptr [rax + r13 - 1]
	vcvttpd2uqq	zmm28 {k2} {z}, zmmword ptr [rcx + 127]
	vcvttpd2uqq	xmm23, qword ptr [rdx + 128]{1to2}
	vcvttpd2uqq	xmm24, qword ptr [rbx + 1016]{1to2}
	vcvttpd2uqq	xmm25, qword ptr [rsp + 1024]{1to2}
	vcvttpd2uqq	xmm26 {k3}, qword ptr [rbp + 2*r14 - 128]{1to2}
	vcvttpd2uqq	xmm27 {k4} {z}, qword ptr [rsi + 4096]{1to2}
	vcvttpd2uqq	ymm28, qword ptr [rdi - 4096]{1to4}
	vcvttpd2uqq	ymm29, qword ptr [r8 - 1024]{1to4}
	vcvttpd2uqq	ymm30, qword ptr [r9 - 1032]{1to4}
	vcvttpd2uqq	ymm31 {k5}, qword ptr [r10 + 4*r15 + 2147483647]{1to4}
	vcvttpd2uqq	ymm16 {k6} {z}, qword ptr [r11 - 2147483648]{1to4}
	vcvttpd2uqq	zmm29, qword ptr [r12]{1to8}
	vcvttpd2uqq	zmm30, qword ptr [r13 + 1016]{1to8}
	vcvttpd2uqq	zmm31, qword ptr [r14 + 1024]{1to8}
	vcvttpd2uqq	zmm0 {k7}, qword ptr [r15 + 8*rax + 64]{1to8}
	vcvttpd2uqq	zmm1 {k1} {z}, qword ptr [rip - 64]{1to8}
	vcvttpd2uqq	xmm2, xmm17
	vcvttpd2uqq	xmm3 {k2}, xmm18
	vcvttpd2uqq	xmm4 {k3} {z}, xmm19
	vcvttpd2uqq	ymm5, ymm20
	vcvttpd2uqq	ymm6 {k4}, ymm21
	vcvttpd2uqq	ymm7 {k5} {z}, ymm22
	vcvttpd2uqq	zmm9, zmm8
	vcvttpd2uqq	zmm11 {k6}, zmm10
	vcvttpd2uqq	zmm13 {k7} {z}, zmm12
	vcvttpd2uqq	zmm15, zmm14, {sae}
	vcvttpd2uqq	zmm17 {k1}, zmm16, {sae}
	vcvttpd2uqq	zmm19 {k2} {z}, zmm18, {sae}
	vcvttph2dq	ymm23, xmmword ptr [rax + 1]
	vcvttph2dq	ymm24, xmmword ptr [rcx - 2048]
	vcvttph2dq	ymm25, xmmword ptr [rdx - 2064]
	vcvttph2dq	ymm26 {k3}, xmmword ptr [rbx - 1]
	vcvttph2dq	ymm27 {k4} {z}, xmmword ptr [rsp + rcx + 127]
	vcvttph2dq	zmm20, word ptr [rbp + 128]{1to16}
	vcvttph2dq	zmm21, word ptr [rsi + 254]{1to16}
	vcvttph2dq	zmm22, word ptr [rdi + 256]{1to16}
	vcvttph2dq	zmm23 {k5}, word ptr [r8 - 128]{1to16}
	vcvttph2dq	zmm24 {k6} {z}, word ptr [r9 + 2*rdx + 4096]{1to16}
	vcvttph2dq	xmm28, word ptr [r10 - 4096]{1to4}
	vcvttph2dq	xmm29, word ptr [r11 - 256]{1to4}
	vcvttph2dq	xmm30, word ptr [r12 - 258]{1to4}
	vcvttph2dq	xmm31 {k7}, word ptr [r13 + 2147483647]{1to4}
	vcvttph2dq	xmm16 {k1} {z}, word ptr [r14 + 4*rbx - 2147483648]{1to4}
	vcvttph2dq	ymm17, word ptr [r15]{1to8}
	vcvttph2dq	ymm18, word ptr [rip + 254]{1to8}
	vcvttph2dq	ymm19, word ptr [rax + 256]{1to8}
	vcvttph2dq	ymm20 {k2}, word ptr [rcx + 64]{1to8}
	vcvttph2dq	ymm21 {k3} {z}, word ptr [rdx + 8*rbp - 64]{1to8}
	vcvttph2dq	zmm25, ymmword ptr [rbx + 1]
	vcvttph2dq	zmm26, ymmword ptr [rsp - 4096]
	vcvttph2dq	zmm27, ymmword ptr [rbp - 4128]
	vcvttph2dq	zmm28 {k4}, ymmword ptr [rsi - 1]
	vcvttph2dq	zmm29 {k5} {z}, ymmword ptr [rdi + rsi + 127]
	vcvttph2dq	xmm22, qword ptr [r8 + 128]
	vcvttph2dq	xmm23, qword ptr [r9 + 1016]
	vcvttph2dq	xmm24, qword ptr [r10 + 1024]
	vcvttph2dq	xmm25 {k6}, qword ptr [r11 - 128]
	vcvttph2dq	xmm26 {k7} {z}, qword ptr [r12 + 2*rdi + 4096]
	vcvttph2dq	xmm30, xmm27
	vcvttph2dq	xmm31 {k1}, xmm28
	vcvttph2dq	xmm0 {k2} {z}, xmm29
	vcvttph2dq	ymm1, xmm30
	vcvttph2dq	ymm2 {k3}, xmm31
	vcvttph2dq	ymm3 {k4} {z}, xmm16
	vcvttph2dq	zmm4, ymm17
	vcvttph2dq	zmm5 {k5}, ymm18
	vcvttph2dq	zmm6 {k6} {z}, ymm19
	vcvttph2dq	zmm7, ymm20, {sae}
	vcvttph2dq	zmm8 {k7}, ymm21, {sae}
	vcvttph2dq	zmm9 {k1} {z}, ymm22, {sae}
	vcvttph2qq	zmm10, xmmword ptr [r13 - 4096]
	vcvttph2qq	zmm11, xmmword ptr [r14 - 2048]
	vcvttph2qq	zmm12, xmmword ptr [r15 - 2064]
	vcvttph2qq	zmm13 {k2}, xmmword ptr [rip + 2147483647]
	vcvttph2qq	zmm14 {k3} {z}, xmmword ptr [rax - 2147483648]
	vcvttph2qq	xmm23, word ptr [rcx + 4*r8]{1to2}
	vcvttph2qq	xmm24, word ptr [rdx + 254]{1to2}
	vcvttph2qq	xmm25, word ptr [rbx + 256]{1to2}
	vcvttph2qq	xmm26 {k4}, word ptr [rsp + 64]{1to2}
	vcvttph2qq	xmm27 {k5} {z}, word ptr [rbp - 64]{1to2}
	vcvttph2qq	ymm28, word ptr [rsi + 8*r9 + 1]{1to4}
	vcvttph2qq	ymm29, word ptr [rdi - 256]{1to4}
	vcvttph2qq	ymm30, word ptr [r8 - 258]{1to4}
	vcvttph2qq	ymm31 {k6}, word ptr [r9 - 1]{1to4}
	vcvttph2qq	ymm16 {k7} {z}, word ptr [r10 + 127]{1to4}
	vcvttph2qq	zmm15, word ptr [r11 + r10 + 128]{1to8}
	vcvttph2qq	zmm16, word ptr [r12 + 254]{1to8}
	vcvttph2qq	zmm17, word ptr [r13 + 256]{1to8}
	vcvttph2qq	zmm18 {k1}, word ptr [r14 - 128]{1to8}
	vcvttph2qq	zmm19 {k2} {z}, word ptr [r15 + 4096]{1to8}
	vcvttph2qq	xmm17, dword ptr [rip - 4096]
	vcvttph2qq	xmm18, dword ptr [rax - 512]
	vcvttph2qq	xmm19, dword ptr [rcx - 516]
	vcvttph2qq	xmm20 {k3}, dword ptr [rdx + 2*r11 + 2147483647]
	vcvttph2qq	xmm21 {k4} {z}, dword ptr [rbx - 2147483648]
	vcvttph2qq	ymm22, qword ptr [rsp]
	vcvttph2qq	ymm23, qword ptr [rbp + 1016]
	vcvttph2qq	ymm24, qword ptr [rsi + 1024]
	vcvttph2qq	ymm25 {k5}, qword ptr [rdi + 4*r12 + 64]
	vcvttph2qq	ymm26 {k6} {z}, qword ptr [r8 - 64]
	vcvttph2qq	xmm20, xmm27
	vcvttph2qq	xmm21 {k7}, xmm28
	vcvttph2qq	xmm22 {k1} {z}, xmm29
	vcvttph2qq	ymm23, xmm30
	vcvttph2qq	ymm24 {k2}, xmm31
	vcvttph2qq	ymm25 {k3} {z}, xmm16
	vcvttph2qq	zmm26, xmm17
	vcvttph2qq	zmm27 {k4}, xmm18
	vcvttph2qq	zmm28 {k5} {z}, xmm19
	vcvttph2qq	zmm29, xmm20, {sae}
	vcvttph2qq	zmm30 {k6}, xmm21, {sae}
	vcvttph2qq	zmm31 {k7} {z}, xmm22, {sae}
	vcvttph2udq	ymm23, xmmword ptr [r9 + 1]
	vcvttph2udq	ymm24, xmmword ptr [r10 - 2048]
	vcvttph2udq	ymm25, xmmword ptr [r11 - 2064]
	vcvttph2udq	ymm26 {k1}, xmmword ptr [r12 + 8*r13 - 1]
	vcvttph2udq	ymm27 {k2} {z}, xmmword ptr [r13 + 127]
	vcvttph2udq	zmm0, word ptr [r14 + 128]{1to16}
	vcvttph2udq	zmm1, word ptr [r15 + 254]{1to16}
	vcvttph2udq	zmm2, word ptr [rip + 256]{1to16}
	vcvttph2udq	zmm3 {k3}, word ptr [rax + r14 - 128]{1to16}
	vcvttph2udq	zmm4 {k4} {z}, word ptr [rcx + 4096]{1to16}
	vcvttph2udq	xmm28, word ptr [rdx - 4096]{1to4}
	vcvttph2udq	xmm29, word ptr [rbx - 256]{1to4}
	vcvttph2udq	xmm30, word ptr [rsp - 258]{1to4}
	vcvttph2udq	xmm31 {k5}, word ptr [rbp + 2*r15 + 2147483647]{1to4}
	vcvttph2udq	xmm16 {k6} {z}, word ptr [rsi - 2147483648]{1to4}
	vcvttph2udq	ymm17, word ptr [rdi]{1to8}
	vcvttph2udq	ymm18, word ptr [r8 + 254]{1to8}
	vcvttph2udq	ymm19, word ptr [r9 + 256]{1to8}
	vcvttph2udq	ymm20 {k7}, word ptr [r10 + 4*rax + 64]{1to8}
	vcvttph2udq	ymm21 {k1} {z}, word ptr [r11 - 64]{1to8}
	vcvttph2udq	zmm5, ymmword ptr [r12 + 1]
	vcvttph2udq	zmm6, ymmword ptr [r13 - 4096]
	vcvttph2udq	zmm7, ymmword ptr [r14 - 4128]
	vcvttph2udq	zmm8 {k2}, ymmword ptr [r15 + 8*rcx - 1]
	vcvttph2udq	zmm9 {k3} {z}, ymmword ptr [rip + 127]
	vcvttph2udq	xmm22, qword ptr [rax + 128]
	vcvttph2udq	xmm23, qword ptr [rcx + 1016]
	vcvttph2udq	xmm24, qword ptr [rdx + 1024]
	vcvttph2udq	xmm25 {k4}, qword ptr [rbx - 128]
	vcvttph2udq	xmm26 {k5} {z}, qword ptr [rsp + rdx + 4096]
	vcvttph2udq	xmm10, xmm27
	vcvttph2udq	xmm11 {k6}, xmm28
	vcvttph2udq	xmm12 {k7} {z}, xmm29
	vcvttph2udq	ymm13, xmm30
	vcvttph2udq	ymm14 {k1}, xmm31
	vcvttph2udq	ymm15 {k2} {z}, xmm16
	vcvttph2udq	zmm16, ymm17
	vcvttph2udq	zmm17 {k3}, ymm18
	vcvttph2udq	zmm18 {k4} {z}, ymm19
	vcvttph2udq	zmm19, ymm20, {sae}
	vcvttph2udq	zmm20 {k5}, ymm21, {sae}
	vcvttph2udq	zmm21 {k6} {z}, ymm22, {sae}
	vcvttph2uqq	zmm22, xmmword ptr [rbp - 4096]
	vcvttph2uqq	zmm23, xmmword ptr [rsi - 2048]
	vcvttph2uqq	zmm24, xmmword ptr [rdi - 2064]
	vcvttph2uqq	zmm25 {k7}, xmmword ptr [r8 + 2147483647]
	vcvttph2uqq	zmm26 {k1} {z}, xmmword ptr [r9 + 2*rbx - 2147483648]
	vcvttph2uqq	xmm23, word ptr [r10]{1to2}
	vcvttph2uqq	xmm24, word ptr [r11 + 254]{1to2}
	vcvttph2uqq	xmm25, word ptr [r12 + 256]{1to2}
	vcvttph2uqq	xmm26 {k2}, word ptr [r13 + 64]{1to2}
	vcvttph2uqq	xmm27 {k3} {z}, word ptr [r14 + 4*rbp - 64]{1to2}
	vcvttph2uqq	ymm28, word ptr [r15 + 1]{1to4}
	vcvttph2uqq	ymm29, word ptr [rip - 256]{1to4}
	vcvttph2uqq	ymm30, word ptr [rax - 258]{1to4}
	vcvttph2uqq	ymm31 {k4}, word ptr [rcx - 1]{1to4}
	vcvttph2uqq	ymm16 {k5} {z}, word ptr [rdx + 8*rsi + 127]{1to4}
	vcvttph2uqq	zmm27, word ptr [rbx + 128]{1to8}
	vcvttph2uqq	zmm28, word ptr [rsp + 254]{1to8}
	vcvttph2uqq	zmm29, word ptr [rbp + 256]{1to8}
	vcvttph2uqq	zmm30 {k6}, word ptr [rsi - 128]{1to8}
	vcvttph2uqq	zmm31 {k7} {z}, word ptr [rdi + rdi + 4096]{1to8}
	vcvttph2uqq	xmm17, dword ptr [r8 - 4096]
	vcvttph2uqq	xmm18, dword ptr [r9 - 512]
	vcvttph2uqq	xmm19, dword ptr [r10 - 516]
	vcvttph2uqq	xmm20 {k1}, dword ptr [r11 + 2147483647]
	vcvttph2uqq	xmm21 {k2} {z}, dword ptr [r12 + 2*r8 - 2147483648]
	vcvttph2uqq	ymm22, qword ptr [r13]
	vcvttph2uqq	ymm23, qword ptr [r14 + 1016]
	vcvttph2uqq	ymm24, qword ptr [r15 + 1024]
	vcvttph2uqq	ymm25 {k3}, qword ptr [rip + 64]
	vcvttph2uqq	ymm26 {k4} {z}, qword ptr [rax - 64]
	vcvttph2uqq	xmm0, xmm27
	vcvttph2uqq	xmm1 {k5}, xmm28
	vcvttph2uqq	xmm2 {k6} {z}, xmm29
	vcvttph2uqq	ymm3, xmm30
	vcvttph2uqq	ymm4 {k7}, xmm31
	vcvttph2uqq	ymm5 {k1} {z}, xmm16
	vcvttph2uqq	zmm6, xmm17
	vcvttph2uqq	zmm7 {k2}, xmm18
	vcvttph2uqq	zmm8 {k3} {z}, xmm19
	vcvttph2uqq	zmm9, xmm20, {sae}
	vcvttph2uqq	zmm10 {k4}, xmm21, {sae}
	vcvttph2uqq	zmm11 {k5} {z}, xmm22, {sae}
	vcvttph2uw	xmm23, xmmword ptr [rcx + 4*r9 + 1]
	vcvttph2uw	xmm24, xmmword ptr [rdx - 2048]
	vcvttph2uw	xmm25, xmmword ptr [rbx - 2064]
	vcvttph2uw	xmm26 {k6}, xmmword ptr [rsp - 1]
	vcvttph2uw	xmm27 {k7} {z}, xmmword ptr [rbp + 127]
	vcvttph2uw	ymm28, word ptr [rsi + 8*r10 + 128]{1to16}
	vcvttph2uw	ymm29, word ptr [rdi + 254]{1to16}
	vcvttph2uw	ymm30, word ptr [r8 + 256]{1to16}
	vcvttph2uw	ymm31 {k1}, word ptr [r9 - 128]{1to16}
	vcvttph2uw	ymm16 {k2} {z}, word ptr [r10 + 4096]{1to16}
	vcvttph2uw	zmm12, word ptr [r11 + r11 - 4096]{1to32}
	vcvttph2uw	zmm13, word ptr [r12 - 256]{1to32}
	vcvttph2uw	zmm14, word ptr [r13 - 258]{1to32}
	vcvttph2uw	zmm15 {k3}, word ptr [r14 + 2147483647]{1to32}
	vcvttph2uw	zmm16 {k4} {z}, word ptr [r15 - 2147483648]{1to32}
	vcvttph2uw	xmm17, word ptr [rip]{1to8}
	vcvttph2uw	xmm18, word ptr [rax + 254]{1to8}
	vcvttph2uw	xmm19, word ptr [rcx + 256]{1to8}
	vcvttph2uw	xmm20 {k5}, word ptr [rdx + 2*r12 + 64]{1to8}
	vcvttph2uw	xmm21 {k6} {z}, word ptr [rbx - 64]{1to8}
	vcvttph2uw	ymm22, ymmword ptr [rsp + 1]
	vcvttph2uw	ymm23, ymmword ptr [rbp - 4096]
	vcvttph2uw	ymm24, ymmword ptr [rsi - 4128]
	vcvttph2uw	ymm25 {k7}, ymmword ptr [rdi + 4*r13 - 1]
	vcvttph2uw	ymm26 {k1} {z}, ymmword ptr [r8 + 127]
	vcvttph2uw	zmm17, zmmword ptr [r9 + 128]
	vcvttph2uw	zmm18, zmmword ptr [r10 + 8128]
	vcvttph2uw	zmm19, zmmword ptr [r11 + 8192]
	vcvttph2uw	zmm20 {k2}, zmmword ptr [r12 + 8*r14 - 128]
	vcvttph2uw	zmm21 {k3} {z}, zmmword ptr [r13 + 4096]
	vcvttph2uw	xmm22, xmm27
	vcvttph2uw	xmm23 {k4}, xmm28
	vcvttph2uw	xmm24 {k5} {z}, xmm29
	vcvttph2uw	ymm25, ymm30
	vcvttph2uw	ymm26 {k6}, ymm31
	vcvttph2uw	ymm27 {k7} {z}, ymm16
	vcvttph2uw	zmm29, zmm28
	vcvttph2uw	zmm31 {k1}, zmm30
	vcvttph2uw	zmm1 {k2} {z}, zmm0
	vcvttph2uw	zmm3, zmm2, {sae}
	vcvttph2uw	zmm5 {k3}, zmm4, {sae}
	vcvttph2uw	zmm7 {k4} {z}, zmm6, {sae}
	vcvttph2w	xmm17, xmmword ptr [r14 - 4096]
	vcvttph2w	xmm18, xmmword ptr [r15 - 2048]
	vcvttph2w	xmm19, xmmword ptr [rip - 2064]
	vcvttph2w	xmm20 {k5}, xmmword ptr [rax + r15 + 2147483647]
	vcvttph2w	xmm21 {k6} {z}, xmmword ptr [rcx - 2147483648]
	vcvttph2w	ymm22, word ptr [rdx]{1to16}
	vcvttph2w	ymm23, word ptr [rbx + 254]{1to16}
	vcvttph2w	ymm24, word ptr [rsp + 256]{1to16}
	vcvttph2w	ymm25 {k7}, word ptr [rbp + 2*rax + 64]{1to16}
	vcvttph2w	ymm26 {k1} {z}, word ptr [rsi - 64]{1to16}
	vcvttph2w	zmm8, word ptr [rdi + 1]{1to32}
	vcvttph2w	zmm9, word ptr [r8 - 256]{1to32}
	vcvttph2w	zmm10, word ptr [r9 - 258]{1to32}
	vcvttph2w	zmm11 {k2}, word ptr [r10 + 4*rcx - 1]{1to32}
	vcvttph2w	zmm12 {k3} {z}, word ptr [r11 + 127]{1to32}
	vcvttph2w	xmm27, word ptr [r12 + 128]{1to8}
	vcvttph2w	xmm28, word ptr [r13 + 254]{1to8}
	vcvttph2w	xmm29, word ptr [r14 + 256]{1to8}
	vcvttph2w	xmm30 {k4}, word ptr [r15 + 8*rdx - 128]{1to8}
	vcvttph2w	xmm31 {k5} {z}, word ptr [rip + 4096]{1to8}
	vcvttph2w	ymm16, ymmword ptr [rax - 4096]
	vcvttph2w	ymm17, ymmword ptr [rcx - 4096]
	vcvttph2w	ymm18, ymmword ptr [rdx - 4128]
	vcvttph2w	ymm19 {k6}, ymmword ptr [rbx + 2147483647]
	vcvttph2w	ymm20 {k7} {z}, ymmword ptr [rsp + rbx - 2147483648]
	vcvttph2w	zmm13, zmmword ptr [rbp]
	vcvttph2w	zmm14, zmmword ptr [rsi + 8128]
	vcvttph2w	zmm15, zmmword ptr [rdi + 8192]
	vcvttph2w	zmm16 {k1}, zmmword ptr [r8 + 64]
	vcvttph2w	zmm17 {k2} {z}, zmmword ptr [r9 + 2*rbp - 64]
	vcvttph2w	xmm18, xmm21
	vcvttph2w	xmm19 {k3}, xmm22
	vcvttph2w	xmm20 {k4} {z}, xmm23
	vcvttph2w	ymm21, ymm24
	vcvttph2w	ymm22 {k5}, ymm25
	vcvttph2w	ymm23 {k6} {z}, ymm26
	vcvttph2w	zmm25, zmm24
	vcvttph2w	zmm27 {k7}, zmm26
	vcvttph2w	zmm29 {k1} {z}, zmm28
	vcvttph2w	zmm31, zmm30, {sae}
	vcvttph2w	zmm1 {k2}, zmm0, {sae}
	vcvttph2w	zmm3 {k3} {z}, zmm2, {sae}
	vcvttps2dq	xmm27, xmmword ptr [r10 + 1]
	vcvttps2dq	xmm28, xmmword ptr [r11 - 2048]
	vcvttps2dq	xmm29, xmmword ptr [r12 - 2064]
	vcvttps2dq	xmm30 {k4}, xmmword ptr [r13 - 1]
	vcvttps2dq	xmm31 {k5} {z}, xmmword ptr [r14 + 4*rsi + 127]
	vcvttps2dq	ymm16, ymmword ptr [r15 + 128]
	vcvttps2dq	ymm17, ymmword ptr [rip + 4064]
	vcvttps2dq	ymm18, ymmword ptr [rax + 4096]
	vcvttps2dq	ymm19 {k6}, ymmword ptr [rcx - 128]
	vcvttps2dq	ymm20 {k7} {z}, ymmword ptr [rdx + 8*rdi + 4096]
	vcvttps2dq	zmm4, dword ptr [rbx - 4096]{1to16}
	vcvttps2dq	zmm5, dword ptr [rsp - 512]{1to16}
	vcvttps2dq	zmm6, dword ptr [rbp - 516]{1to16}
	vcvttps2dq	zmm7 {k1}, dword ptr [rsi + 2147483647]{1to16}
	vcvttps2dq	zmm8 {k2} {z}, dword ptr [rdi + r8 - 2147483648]{1to16}
	vcvttps2dq	xmm21, dword ptr [r8]{1to4}
	vcvttps2dq	xmm22, dword ptr [r9 + 508]{1to4}
	vcvttps2dq	xmm23, dword ptr [r10 + 512]{1to4}
	vcvttps2dq	xmm24 {k3}, dword ptr [r11 + 64]{1to4}
	vcvttps2dq	xmm25 {k4} {z}, dword ptr [r12 + 2*r9 - 64]{1to4}
	vcvttps2dq	ymm26, dword ptr [r13 + 1]{1to8}
	vcvttps2dq	ymm27, dword ptr [r14 - 512]{1to8}
	vcvttps2dq	ymm28, dword ptr [r15 - 516]{1to8}
	vcvttps2dq	ymm29 {k5}, dword ptr [rip - 1]{1to8}
	vcvttps2dq	ymm30 {k6} {z}, dword ptr [rax + 127]{1to8}
	vcvttps2dq	zmm9, zmmword ptr [rcx + 4*r10 + 128]
	vcvttps2dq	zmm10, zmmword ptr [rdx + 8128]
	vcvttps2dq	zmm11, zmmword ptr [rbx + 8192]
	vcvttps2dq	zmm12 {k7}, zmmword ptr [rsp - 128]
	vcvttps2dq	zmm13 {k1} {z}, zmmword ptr [rbp + 4096]
	vcvttps2dq	xmm14, xmm31
	vcvttps2dq	xmm15 {k2}, xmm16
	vcvttps2dq	xmm16 {k3} {z}, xmm17
	vcvttps2dq	ymm17, ymm18
	vcvttps2dq	ymm18 {k4}, ymm19
	vcvttps2dq	ymm19 {k5} {z}, ymm20
	vcvttps2dq	zmm21, zmm20
	vcvttps2dq	zmm23 {k6}, zmm22
	vcvttps2dq	zmm25 {k7} {z}, zmm24
	vcvttps2dq	zmm27, zmm26, {sae}
	vcvttps2dq	zmm29 {k1}, zmm28, {sae}
	vcvttps2dq	zmm31 {k2} {z}, zmm30, {sae}
	vcvttps2qq	ymm21, xmmword ptr [rsi + 8*r11 - 4096]
	vcvttps2qq	ymm22, xmmword ptr [rdi - 2048]
	vcvttps2qq	ymm23, xmmword ptr [r8 - 2064]
	vcvttps2qq	ymm24 {k3}, xmmword ptr [r9 + 2147483647]
	vcvttps2qq	ymm25 {k4} {z}, xmmword ptr [r10 - 2147483648]
	vcvttps2qq	zmm0, ymmword ptr [r11 + r12]
	vcvttps2qq	zmm1, ymmword ptr [r12 + 4064]
	vcvttps2qq	zmm2, ymmword ptr [r13 + 4096]
	vcvttps2qq	zmm3 {k5}, ymmword ptr [r14 + 64]
	vcvttps2qq	zmm4 {k6} {z}, ymmword ptr [r15 - 64]
	vcvttps2qq	xmm26, dword ptr [rip + 1]{1to2}
	vcvttps2qq	xmm27, dword ptr [rax - 512]{1to2}
	vcvttps2qq	xmm28, dword ptr [rcx - 516]{1to2}
	vcvttps2qq	xmm29 {k7}, dword ptr [rdx + 2*r13 - 1]{1to2}
	vcvttps2qq	xmm30 {k1} {z}, dword ptr [rbx + 127]{1to2}
	vcvttps2qq	ymm31, dword ptr [rsp + 128]{1to4}
	vcvttps2qq	ymm16, dword ptr [rbp + 508]{1to4}
	vcvttps2qq	ymm17, dword ptr [rsi + 512]{1to4}
	vcvttps2qq	ymm18 {k2}, dword ptr [rdi + 4*r14 - 128]{1to4}
	vcvttps2qq	ymm19 {k3} {z}, dword ptr [r8 + 4096]{1to4}
	vcvttps2qq	zmm5, dword ptr [r9 - 4096]{1to8}
	vcvttps2qq	zmm6, dword ptr [r10 - 512]{1to8}
	vcvttps2qq	zmm7, dword ptr [r11 - 516]{1to8}
	vcvttps2qq	zmm8 {k4}, dword ptr [r12 + 8*r15 + 2147483647]{1to8}
	vcvttps2qq	zmm9 {k5} {z}, dword ptr [r13 - 2147483648]{1to8}
	vcvttps2qq	xmm20, qword ptr [r14]
	vcvttps2qq	xmm21, qword ptr [r15 + 1016]
	vcvttps2qq	xmm22, qword ptr [rip + 1024]
	vcvttps2qq	xmm23 {k6}, qword ptr [rax + rax + 64]
	vcvttps2qq	xmm24 {k7} {z}, qword ptr [rcx - 64]
	vcvttps2qq	xmm10, xmm25
	vcvttps2qq	xmm11 {k1}, xmm26
	vcvttps2qq	xmm12 {k2} {z}, xmm27
	vcvttps2qq	ymm13, xmm28
	vcvttps2qq	ymm14 {k3}, xmm29
	vcvttps2qq	ymm15 {k4} {z}, xmm30
	vcvttps2qq	zmm16, ymm31
	vcvttps2qq	zmm17 {k5}, ymm16
	vcvttps2qq	zmm18 {k6} {z}, ymm17
	vcvttps2qq	zmm19, ymm18, {sae}
	vcvttps2qq	zmm20 {k7}, ymm19, {sae}
	vcvttps2qq	zmm21 {k1} {z}, ymm20, {sae}
	vcvttps2udq	xmm21, xmmword ptr [rdx + 1]
	vcvttps2udq	xmm22, xmmword ptr [rbx - 2048]
	vcvttps2udq	xmm23, xmmword ptr [rsp - 2064]
	vcvttps2udq	xmm24 {k2}, xmmword ptr [rbp + 2*rcx - 1]
	vcvttps2udq	xmm25 {k3} {z}, xmmword ptr [rsi + 127]
	vcvttps2udq	ymm26, ymmword ptr [rdi + 128]
	vcvttps2udq	ymm27, ymmword ptr [r8 + 4064]
	vcvttps2udq	ymm28, ymmword ptr [r9 + 4096]
	vcvttps2udq	ymm29 {k4}, ymmword ptr [r10 + 4*rdx - 128]
	vcvttps2udq	ymm30 {k5} {z}, ymmword ptr [r11 + 4096]
	vcvttps2udq	zmm22, dword ptr [r12 - 4096]{1to16}
	vcvttps2udq	zmm23, dword ptr [r13 - 512]{1to16}
	vcvttps2udq	zmm24, dword ptr [r14 - 516]{1to16}
	vcvttps2udq	zmm25 {k6}, dword ptr [r15 + 8*rbx + 2147483647]{1to16}
	vcvttps2udq	zmm26 {k7} {z}, dword ptr [rip - 2147483648]{1to16}
	vcvttps2udq	xmm31, dword ptr [rax]{1to4}
	vcvttps2udq	xmm16, dword ptr [rcx + 508]{1to4}
	vcvttps2udq	xmm17, dword ptr [rdx + 512]{1to4}
	vcvttps2udq	xmm18 {k1}, dword ptr [rbx + 64]{1to4}
	vcvttps2udq	xmm19 {k2} {z}, dword ptr [rsp + rbp - 64]{1to4}
	vcvttps2udq	ymm20, dword ptr [rbp + 1]{1to8}
	vcvttps2udq	ymm21, dword ptr [rsi - 512]{1to8}
	vcvttps2udq	ymm22, dword ptr [rdi - 516]{1to8}
	vcvttps2udq	ymm23 {k3}, dword ptr [r8 - 1]{1to8}
	vcvttps2udq	ymm24 {k4} {z}, dword ptr [r9 + 2*rsi + 127]{1to8}
	vcvttps2udq	zmm27, zmmword ptr [r10 + 128]
	vcvttps2udq	zmm28, zmmword ptr [r11 + 8128]
	vcvttps2udq	zmm29, zmmword ptr [r12 + 8192]
	vcvttps2udq	zmm30 {k5}, zmmword ptr [r13 - 128]
	vcvttps2udq	zmm31 {k6} {z}, zmmword ptr [r14 + 4*rdi + 4096]
	vcvttps2udq	xmm0, xmm25
	vcvttps2udq	xmm1 {k7}, xmm26
	vcvttps2udq	xmm2 {k1} {z}, xmm27
	vcvttps2udq	ymm3, ymm28
	vcvttps2udq	ymm4 {k2}, ymm29
	vcvttps2udq	ymm5 {k3} {z}, ymm30
	vcvttps2udq	zmm7, zmm6
	vcvttps2udq	zmm9 {k4}, zmm8
	vcvttps2udq	zmm11 {k5} {z}, zmm10
	vcvttps2udq	zmm13, zmm12, {sae}
	vcvttps2udq	zmm15 {k6}, zmm14, {sae}
	vcvttps2udq	zmm17 {k7} {z}, zmm16, {sae}
	vcvttps2uqq	ymm31, xmmword ptr [r15 - 4096]
	vcvttps2uqq	ymm16, xmmword ptr [rip - 2048]
	vcvttps2uqq	ymm17, xmmword ptr [rax - 2064]
	vcvttps2uqq	ymm18 {k1}, xmmword ptr [rcx + 2147483647]
	vcvttps2uqq	ymm19 {k2} {z}, xmmword ptr [rdx + 8*r8 - 2147483648]
	vcvttps2uqq	zmm18, ymmword ptr [rbx]
	vcvttps2uqq	zmm19, ymmword ptr [rsp + 4064]
	vcvttps2uqq	zmm20, ymmword ptr [rbp + 4096]
	vcvttps2uqq	zmm21 {k3}, ymmword ptr [rsi + 64]
	vcvttps2uqq	zmm22 {k4} {z}, ymmword ptr [rdi + r9 - 64]
	vcvttps2uqq	xmm20, dword ptr [r8 + 1]{1to2}
	vcvttps2uqq	xmm21, dword ptr [r9 - 512]{1to2}
	vcvttps2uqq	xmm22, dword ptr [r10 - 516]{1to2}
	vcvttps2uqq	xmm23 {k5}, dword ptr [r11 - 1]{1to2}
	vcvttps2uqq	xmm24 {k6} {z}, dword ptr [r12 + 2*r10 + 127]{1to2}
	vcvttps2uqq	ymm25, dword ptr [r13 + 128]{1to4}
	vcvttps2uqq	ymm26, dword ptr [r14 + 508]{1to4}
	vcvttps2uqq	ymm27, dword ptr [r15 + 512]{1to4}
	vcvttps2uqq	ymm28 {k7}, dword ptr [rip - 128]{1to4}
	vcvttps2uqq	ymm29 {k1} {z}, dword ptr [rax + 4096]{1to4}
	vcvttps2uqq	zmm23, dword ptr [rcx + 4*r11 - 4096]{1to8}
	vcvttps2uqq	zmm24, dword ptr [rdx - 512]{1to8}
	vcvttps2uqq	zmm25, dword ptr [rbx - 516]{1to8}
	vcvttps2uqq	zmm26 {k2}, dword ptr [rsp + 2147483647]{1to8}
	vcvttps2uqq	zmm27 {k3} {z}, dword ptr [rbp - 2147483648]{1to8}
	vcvttps2uqq	xmm30, qword ptr [rsi + 8*r12]
	vcvttps2uqq	xmm31, qword ptr [rdi + 1016]
	vcvttps2uqq	xmm16, qword ptr [r8 + 1024]
	vcvttps2uqq	xmm17 {k4}, qword ptr [r9 + 64]
	vcvttps2uqq	xmm18 {k5} {z}, qword ptr [r10 - 64]
	vcvttps2uqq	xmm28, xmm19
	vcvttps2uqq	xmm29 {k6}, xmm20
	vcvttps2uqq	xmm30 {k7} {z}, xmm21
	vcvttps2uqq	ymm31, xmm22
	vcvttps2uqq	ymm0 {k1}, xmm23
	vcvttps2uqq	ymm1 {k2} {z}, xmm24
	vcvttps2uqq	zmm2, ymm25
	vcvttps2uqq	zmm3 {k3}, ymm26
	vcvttps2uqq	zmm4 {k4} {z}, ymm27
	vcvttps2uqq	zmm5, ymm28, {sae}
	vcvttps2uqq	zmm6 {k5}, ymm29, {sae}
	vcvttps2uqq	zmm7 {k6} {z}, ymm30, {sae}
	{evex}	vcvttsd2si	ebx, qword ptr [r11 + r13 + 1]
	{evex}	vcvttsd2si	esi, qword ptr [r12 - 1024]
	{evex}	vcvttsd2si	edi, qword ptr [r13 - 1032]
	{evex}	vcvttsd2si	rsi, qword ptr [r14 - 1]
	{evex}	vcvttsd2si	rdi, qword ptr [r15 + 1016]
	{evex}	vcvttsd2si	r11, qword ptr [rip + 1024]
	vcvttsd2si	r10d, xmm31
	vcvttsd2si	r12, xmm16
	vcvttsd2si	r13d, xmm17, {sae}
	vcvttsd2si	rax, xmm18, {sae}
	{evex}	vcvttsd2usi	eax, qword ptr [rax + 127]
	{evex}	vcvttsd2usi	ecx, qword ptr [rcx - 1024]
	{evex}	vcvttsd2usi	edx, qword ptr [rdx - 1032]
	{evex}	vcvttsd2usi	rcx, qword ptr [rbx + 2*r14 + 128]
	{evex}	vcvttsd2usi	rdx, qword ptr [rsp + 1016]
	{evex}	vcvttsd2usi	rbx, qword ptr [rbp + 1024]
	vcvttsd2usi	ebx, xmm19
	vcvttsd2usi	rsi, xmm20
	vcvttsd2usi	esi, xmm21, {sae}
	vcvttsd2usi	rdi, xmm22, {sae}
	{evex}	vcvttsh2si	edi, word ptr [rsi - 128]
	{evex}	vcvttsh2si	r10d, word ptr [rdi - 256]
	{evex}	vcvttsh2si	r13d, word ptr [r8 - 258]
	{evex}	vcvttsh2si	r11, word ptr [r9 + 4096]
	{evex}	vcvttsh2si	r12, word ptr [r10 + 254]
	{evex}	vcvttsh2si	rax, word ptr [r11 + 256]
	vcvttsh2si	eax, xmm23
	vcvttsh2si	rcx, xmm24
	vcvttsh2si	ecx, xmm25, {sae}
	vcvttsh2si	rdx, xmm26, {sae}
	{evex}	vcvttsh2usi	edx, word ptr [r12 + 4*r15 - 4096]
	{evex}	vcvttsh2usi	ebx, word ptr [r13 - 256]
	{evex}	vcvttsh2usi	esi, word ptr [r14 - 258]
	{evex}	vcvttsh2usi	rbx, word ptr [r15 + 2147483647]
	{evex}	vcvttsh2usi	rsi, word ptr [rip + 254]
	{evex}	vcvttsh2usi	rdi, word ptr [rax + 256]
	vcvttsh2usi	edi, xmm27
	vcvttsh2usi	r11, xmm28
	vcvttsh2usi	r10d, xmm29, {sae}
	vcvttsh2usi	r12, xmm30, {sae}
	{evex}	vcvttss2si	r13d, dword ptr [rcx - 2147483648]
	{evex}	vcvttss2si	eax, dword ptr [rdx - 512]
	{evex}	vcvttss2si	ecx, dword ptr [rbx - 516]
	{evex}	vcvttss2si	rax, dword ptr [rsp + 8*rax]
	{evex}	vcvttss2si	rcx, dword ptr [rbp + 508]
	{evex}	vcvttss2si	rdx, dword ptr [rsi + 512]
	vcvttss2si	edx, xmm31
	vcvttss2si	rbx, xmm16
	vcvttss2si	ebx, xmm17, {sae}
	vcvttss2si	rsi, xmm18, {sae}
	{evex}	vcvttss2usi	esi, dword ptr [rdi + 64]
	{evex}	vcvttss2usi	edi, dword ptr [r8 - 512]
	{evex}	vcvttss2usi	r10d, dword ptr [r9 - 516]
	{evex}	vcvttss2usi	rdi, dword ptr [r10 - 64]
	{evex}	vcvttss2usi	r11, dword ptr [r11 + 508]
	{evex}	vcvttss2usi	r12, dword ptr [r12 + 512]
	vcvttss2usi	r13d, xmm19
	vcvttss2usi	rax, xmm20
	vcvttss2usi	eax, xmm21, {sae}
	vcvttss2usi	rcx, xmm22, {sae}
	vcvtudq2pd	ymm23, xmmword ptr [r13 + rcx + 1]
	vcvtudq2pd	ymm24, xmmword ptr [r14 - 2048]
	vcvtudq2pd	ymm25, xmmword ptr [r15 - 2064]
	vcvtudq2pd	ymm26 {k7}, xmmword ptr [rip - 1]
	vcvtudq2pd	ymm27 {k1} {z}, xmmword ptr [rax + 127]
	vcvtudq2pd	zmm8, ymmword ptr [rcx + 128]
	vcvtudq2pd	zmm9, ymmword ptr [rdx + 4064]
	vcvtudq2pd	zmm10, ymmword ptr [rbx + 4096]
	vcvtudq2pd	zmm11 {k2}, ymmword ptr [rsp + 2*rdx - 128]
	vcvtudq2pd	zmm12 {k3} {z}, ymmword ptr [rbp + 4096]
	vcvtudq2pd	xmm28, dword ptr [rsi - 4096]{1to2}
	vcvtudq2pd	xmm29, dword ptr [rdi - 512]{1to2}
	vcvtudq2pd	xmm30, dword ptr [r8 - 516]{1to2}
	vcvtudq2pd	xmm31 {k4}, dword ptr [r9 + 4*rbx + 2147483647]{1to2}
	vcvtudq2pd	xmm16 {k5} {z}, dword ptr [r10 - 2147483648]{1to2}
	vcvtudq2pd	ymm17, dword ptr [r11]{1to4}
	vcvtudq2pd	ymm18, dword ptr [r12 + 508]{1to4}
	vcvtudq2pd	ymm19, dword ptr [r13 + 512]{1to4}
	vcvtudq2pd	ymm20 {k6}, dword ptr [r14 + 8*rbp + 64]{1to4}
	vcvtudq2pd	ymm21 {k7} {z}, dword ptr [r15 - 64]{1to4}
	vcvtudq2pd	zmm13, dword ptr [rip + 1]{1to8}
	vcvtudq2pd	zmm14, dword ptr [rax - 512]{1to8}
	vcvtudq2pd	zmm15, dword ptr [rcx - 516]{1to8}
	vcvtudq2pd	zmm16 {k1}, dword ptr [rdx - 1]{1to8}
	vcvtudq2pd	zmm17 {k2} {z}, dword ptr [rbx + rsi + 127]{1to8}
	vcvtudq2pd	xmm22, qword ptr [rsp + 128]
	vcvtudq2pd	xmm23, qword ptr [rbp + 1016]
	vcvtudq2pd	xmm24, qword ptr [rsi + 1024]
	vcvtudq2pd	xmm25 {k3}, qword ptr [rdi - 128]
	vcvtudq2pd	xmm26 {k4} {z}, qword ptr [r8 + 2*rdi + 4096]
	vcvtudq2pd	xmm18, xmm27
	vcvtudq2pd	xmm19 {k5}, xmm28
	vcvtudq2pd	xmm20 {k6} {z}, xmm29
	vcvtudq2pd	ymm21, xmm30
	vcvtudq2pd	ymm22 {k7}, xmm31
	vcvtudq2pd	ymm23 {k1} {z}, xmm16
	vcvtudq2pd	zmm24, ymm17
	vcvtudq2pd	zmm25 {k2}, ymm18
	vcvtudq2pd	zmm26 {k3} {z}, ymm19
	vcvtudq2ph	ymm20, dword ptr [r9 - 4096]{1to16}
	vcvtudq2ph	ymm21, dword ptr [r10 - 512]{1to16}
	vcvtudq2ph	ymm22, dword ptr [r11 - 516]{1to16}
	vcvtudq2ph	ymm23 {k4}, dword ptr [r12 + 2147483647]{1to16}
	vcvtudq2ph	ymm24 {k5} {z}, dword ptr [r13 + 4*r8 - 2147483648]{1to16}
	vcvtudq2ph	xmm25, dword ptr [r14]{1to4}
	vcvtudq2ph	xmm26, dword ptr [r15 + 508]{1to4}
	vcvtudq2ph	xmm27, dword ptr [rip + 512]{1to4}
	vcvtudq2ph	xmm28 {k6}, dword ptr [rax + 64]{1to4}
	vcvtudq2ph	xmm29 {k7} {z}, dword ptr [rcx + 8*r9 - 64]{1to4}
	vcvtudq2ph	xmm30, dword ptr [rdx + 1]{1to8}
	vcvtudq2ph	xmm31, dword ptr [rbx - 512]{1to8}
	vcvtudq2ph	xmm16, dword ptr [rsp - 516]{1to8}
	vcvtudq2ph	xmm17 {k1}, dword ptr [rbp - 1]{1to8}
	vcvtudq2ph	xmm18 {k2} {z}, dword ptr [rsi + r10 + 127]{1to8}
	vcvtudq2ph	ymm19, zmmword ptr [rdi + 128]
	vcvtudq2ph	ymm20, zmmword ptr [r8 + 8128]
	vcvtudq2ph	ymm21, zmmword ptr [r9 + 8192]
	vcvtudq2ph	ymm22 {k3}, zmmword ptr [r10 - 128]
	vcvtudq2ph	ymm23 {k4} {z}, zmmword ptr [r11 + 2*r11 + 4096]
	vcvtudq2ph	xmm27, xmm24
	vcvtudq2ph	xmm28 {k5}, xmm25
	vcvtudq2ph	xmm29 {k6} {z}, xmm26
	vcvtudq2ph	xmm30, ymm27
	vcvtudq2ph	xmm31 {k7}, ymm28
	vcvtudq2ph	xmm0 {k1} {z}, ymm29
	vcvtudq2ph	ymm30, zmm1
	vcvtudq2ph	ymm31 {k2}, zmm2
	vcvtudq2ph	ymm16 {k3} {z}, zmm3
	vcvtudq2ph	ymm17, zmm4, {rn-sae}
	vcvtudq2ph	ymm18 {k4}, zmm5, {rd-sae}
	vcvtudq2ph	ymm19 {k5} {z}, zmm6, {ru-sae}
	vcvtudq2ph	xmm20, xmmword ptr [r12 - 4096]
	vcvtudq2ph	xmm21, xmmword ptr [r13 - 2048]
	vcvtudq2ph	xmm22, xmmword ptr [r14 - 2064]
	vcvtudq2ph	xmm23 {k6}, xmmword ptr [r15 + 2147483647]
	vcvtudq2ph	xmm24 {k7} {z}, xmmword ptr [rip - 2147483648]
	vcvtudq2ph	xmm25, ymmword ptr [rax + 4*r12]
	vcvtudq2ph	xmm26, ymmword ptr [rcx + 4064]
	vcvtudq2ph	xmm27, ymmword ptr [rdx + 4096]
	vcvtudq2ph	xmm28 {k1}, ymmword ptr [rbx + 64]
	vcvtudq2ph	xmm29 {k2} {z}, ymmword ptr [rsp - 64]
	vcvtudq2ps	xmm30, xmmword ptr [rbp + 8*r13 + 1]
	vcvtudq2ps	xmm31, xmmword ptr [rsi - 2048]
	vcvtudq2ps	xmm16, xmmword ptr [rdi - 2064]
	vcvtudq2ps	xmm17 {k3}, xmmword ptr [r8 - 1]
	vcvtudq2ps	xmm18 {k4} {z}, xmmword ptr [r9 + 127]
	vcvtudq2ps	ymm19, ymmword ptr [r10 + r14 + 128]
	vcvtudq2ps	ymm20, ymmword ptr [r11 + 4064]
	vcvtudq2ps	ymm21, ymmword ptr [r12 + 4096]
	vcvtudq2ps	ymm22 {k5}, ymmword ptr [r13 - 128]
	vcvtudq2ps	ymm23 {k6} {z}, ymmword ptr [r14 + 4096]
	vcvtudq2ps	zmm7, dword ptr [r15 + 2*r15 - 4096]{1to16}
	vcvtudq2ps	zmm8, dword ptr [rip - 512]{1to16}
	vcvtudq2ps	zmm9, dword ptr [rax - 516]{1to16}
	vcvtudq2ps	zmm10 {k7}, dword ptr [rcx + 2147483647]{1to16}
	vcvtudq2ps	zmm11 {k1} {z}, dword ptr [rdx - 2147483648]{1to16}
	vcvtudq2ps	xmm24, dword ptr [rbx + 4*rax]{1to4}
	vcvtudq2ps	xmm25, dword ptr [rsp + 508]{1to4}
	vcvtudq2ps	xmm26, dword ptr [rbp + 512]{1to4}
	vcvtudq2ps	xmm27 {k2}, dword ptr [rsi + 64]{1to4}
	vcvtudq2ps	xmm28 {k3} {z}, dword ptr [rdi - 64]{1to4}
	vcvtudq2ps	ymm29, dword ptr [r8 + 8*rcx + 1]{1to8}
	vcvtudq2ps	ymm30, dword ptr [r9 - 512]{1to8}
	vcvtudq2ps	ymm31, dword ptr [r10 - 516]{1to8}
	vcvtudq2ps	ymm16 {k4}, dword ptr [r11 - 1]{1to8}
	vcvtudq2ps	ymm17 {k5} {z}, dword ptr [r12 + 127]{1to8}
	vcvtudq2ps	zmm12, zmmword ptr [r13 + rdx + 128]
	vcvtudq2ps	zmm13, zmmword ptr [r14 + 8128]
	vcvtudq2ps	zmm14, zmmword ptr [r15 + 8192]
	vcvtudq2ps	zmm15 {k6}, zmmword ptr [rip - 128]
	vcvtudq2ps	zmm16 {k7} {z}, zmmword ptr [rax + 4096]
	vcvtudq2ps	xmm17, xmm18
	vcvtudq2ps	xmm18 {k1}, xmm19
	vcvtudq2ps	xmm19 {k2} {z}, xmm20
	vcvtudq2ps	ymm20, ymm21
	vcvtudq2ps	ymm21 {k3}, ymm22
	vcvtudq2ps	ymm22 {k4} {z}, ymm23
	vcvtudq2ps	zmm24, zmm23
	vcvtudq2ps	zmm26 {k5}, zmm25
	vcvtudq2ps	zmm28 {k6} {z}, zmm27
	vcvtudq2ps	zmm30, zmm29, {rz-sae}
	vcvtudq2ps	zmm0 {k7}, zmm31, {rn-sae}
	vcvtudq2ps	zmm2 {k1} {z}, zmm1, {rd-sae}
	vcvtuqq2pd	xmm24, xmmword ptr [rcx - 4096]
	vcvtuqq2pd	xmm25, xmmword ptr [rdx - 2048]
	vcvtuqq2pd	xmm26, xmmword ptr [rbx - 2064]
	vcvtuqq2pd	xmm27 {k2}, xmmword ptr [rsp + 2*rbx + 2147483647]
	vcvtuqq2pd	xmm28 {k3} {z}, xmmword ptr [rbp - 2147483648]
	vcvtuqq2pd	ymm29, ymmword ptr [rsi]
	vcvtuqq2pd	ymm30, ymmword ptr [rdi + 4064]
	vcvtuqq2pd	ymm31, ymmword ptr [r8 + 4096]
	vcvtuqq2pd	ymm16 {k4}, ymmword ptr [r9 + 4*rbp + 64]
	vcvtuqq2pd	ymm17 {k5} {z}, ymmword ptr [r10 - 64]
	vcvtuqq2pd	zmm3, zmmword ptr [r11 + 1]
	vcvtuqq2pd	zmm4, zmmword ptr [r12 - 8192]
	vcvtuqq2pd	zmm5, zmmword ptr [r13 - 8256]
	vcvtuqq2pd	zmm6 {k6}, zmmword ptr [r14 + 8*rsi - 1]
	vcvtuqq2pd	zmm7 {k7} {z}, zmmword ptr [r15 + 127]
	vcvtuqq2pd	xmm18, qword ptr [rip + 128]{1to2}
	vcvtuqq2pd	xmm19, qword ptr [rax + 1016]{1to2}
	vcvtuqq2pd	xmm20, qword ptr [rcx + 1024]{1to2}
	vcvtuqq2pd	xmm21 {k1}, qword ptr [rdx - 128]{1to2}
	vcvtuqq2pd	xmm22 {k2} {z}, qword ptr [rbx + rdi + 4096]{1to2}
	vcvtuqq2pd	ymm23, qword ptr [rsp - 4096]{1to4}
	vcvtuqq2pd	ymm24, qword ptr [rbp - 1024]{1to4}
	vcvtuqq2pd	ymm25, qword ptr [rsi - 1032]{1to4}
	vcvtuqq2pd	ymm26 {k3}, qword ptr [rdi + 2147483647]{1to4}
	vcvtuqq2pd	ymm27 {k4} {z}, qword ptr [r8 + 2*r8 - 2147483648]{1to4}
	vcvtuqq2pd	zmm8, qword ptr [r9]{1to8}
	vcvtuqq2pd	zmm9, qword ptr [r10 + 1016]{1to8}
	vcvtuqq2pd	zmm10, qword ptr [r11 + 1024]{1to8}
	vcvtuqq2pd	zmm11 {k5}, qword ptr [r12 + 64]{1to8}
	vcvtuqq2pd	zmm12 {k6} {z}, qword ptr [r13 + 4*r9 - 64]{1to8}
	vcvtuqq2pd	xmm13, xmm28
	vcvtuqq2pd	xmm14 {k7}, xmm29
	vcvtuqq2pd	xmm15 {k1} {z}, xmm30
	vcvtuqq2pd	ymm16, ymm31
	vcvtuqq2pd	ymm17 {k2}, ymm16
	vcvtuqq2pd	ymm18 {k3} {z}, ymm17
	vcvtuqq2pd	zmm20, zmm19
	vcvtuqq2pd	zmm22 {k4}, zmm21
	vcvtuqq2pd	zmm24 {k5} {z}, zmm23
	vcvtuqq2pd	zmm26, zmm25, {ru-sae}
	vcvtuqq2pd	zmm28 {k6}, zmm27, {rz-sae}
	vcvtuqq2pd	zmm30 {k7} {z}, zmm29, {rn-sae}
	vcvtuqq2ph	xmm18, qword ptr [r14 + 1]{1to2}
	vcvtuqq2ph	xmm19, qword ptr [r15 - 1024]{1to2}
	vcvtuqq2ph	xmm20, qword ptr [rip - 1032]{1to2}
	vcvtuqq2ph	xmm21 {k1}, qword ptr [rax - 1]{1to2}
	vcvtuqq2ph	xmm22 {k2} {z}, qword ptr [rcx + 8*r10 + 127]{1to2}
	vcvtuqq2ph	xmm23, qword ptr [rdx + 128]{1to4}
	vcvtuqq2ph	xmm24, qword ptr [rbx + 1016]{1to4}
	vcvtuqq2ph	xmm25, qword ptr [rsp + 1024]{1to4}
	vcvtuqq2ph	xmm26 {k3}, qword ptr [rbp - 128]{1to4}
	vcvtuqq2ph	xmm27 {k4} {z}, qword ptr [rsi + r11 + 4096]{1to4}
	vcvtuqq2ph	xmm28, qword ptr [rdi - 4096]{1to8}
	vcvtuqq2ph	xmm29, qword ptr [r8 - 1024]{1to8}
	vcvtuqq2ph	xmm30, qword ptr [r9 - 1032]{1to8}
	vcvtuqq2ph	xmm31 {k5}, qword ptr [r10 + 2147483647]{1to8}
	vcvtuqq2ph	xmm16 {k6} {z}, qword ptr [r11 + 2*r12 - 2147483648]{1to8}
	vcvtuqq2ph	xmm31, xmm17
	vcvtuqq2ph	xmm0 {k7}, xmm18
	vcvtuqq2ph	xmm1 {k1} {z}, xmm19
	vcvtuqq2ph	xmm2, ymm20
	vcvtuqq2ph	xmm3 {k2}, ymm21
	vcvtuqq2ph	xmm4 {k3} {z}, ymm22
	vcvtuqq2ph	xmm23, zmm5
	vcvtuqq2ph	xmm24 {k4}, zmm6
	vcvtuqq2ph	xmm25 {k5} {z}, zmm7
	vcvtuqq2ph	xmm26, zmm8, {rd-sae}
	vcvtuqq2ph	xmm27 {k6}, zmm9, {ru-sae}
	vcvtuqq2ph	xmm28 {k7} {z}, zmm10, {rz-sae}
	vcvtuqq2ph	xmm29, xmmword ptr [r12]
	vcvtuqq2ph	xmm30, xmmword ptr [r13 + 2032]
	vcvtuqq2ph	xmm31, xmmword ptr [r14 + 2048]
	vcvtuqq2ph	xmm16 {k1}, xmmword ptr [r15 + 64]
	vcvtuqq2ph	xmm17 {k2} {z}, xmmword ptr [rip - 64]
	vcvtuqq2ph	xmm18, ymmword ptr [rax + 4*r13 + 1]
	vcvtuqq2ph	xmm19, ymmword ptr [rcx - 4096]
	vcvtuqq2ph	xmm20, ymmword ptr [rdx - 4128]
	vcvtuqq2ph	xmm21 {k3}, ymmword ptr [rbx - 1]
	vcvtuqq2ph	xmm22 {k4} {z}, ymmword ptr [rsp + 127]
	vcvtuqq2ph	xmm23, zmmword ptr [rbp + 8*r14 + 128]
	vcvtuqq2ph	xmm24, zmmword ptr [rsi + 8128]
	vcvtuqq2ph	xmm25, zmmword ptr [rdi + 8192]
	vcvtuqq2ph	xmm26 {k5}, zmmword ptr [r8 - 128]
	vcvtuqq2ph	xmm27 {k6} {z}, zmmword ptr [r9 + 4096]
	vcvtuqq2ps	ymm28, zmmword ptr [r10 + r15 - 4096]
	vcvtuqq2ps	ymm29, zmmword ptr [r11 - 8192]
	vcvtuqq2ps	ymm30, zmmword ptr [r12 - 8256]
	vcvtuqq2ps	ymm31 {k7}, zmmword ptr [r13 + 2147483647]
	vcvtuqq2ps	ymm16 {k1} {z}, zmmword ptr [r14 - 2147483648]
	vcvtuqq2ps	xmm17, qword ptr [r15 + 2*rax]{1to2}
	vcvtuqq2ps	xmm18, qword ptr [rip + 1016]{1to2}
	vcvtuqq2ps	xmm19, qword ptr [rax + 1024]{1to2}
	vcvtuqq2ps	xmm20 {k2}, qword ptr [rcx + 64]{1to2}
	vcvtuqq2ps	xmm21 {k3} {z}, qword ptr [rdx - 64]{1to2}
	vcvtuqq2ps	xmm22, qword ptr [rbx + 4*rcx + 1]{1to4}
	vcvtuqq2ps	xmm23, qword ptr [rsp - 1024]{1to4}
	vcvtuqq2ps	xmm24, qword ptr [rbp - 1032]{1to4}
	vcvtuqq2ps	xmm25 {k4}, qword ptr [rsi - 1]{1to4}
	vcvtuqq2ps	xmm26 {k5} {z}, qword ptr [rdi + 127]{1to4}
	vcvtuqq2ps	ymm27, qword ptr [r8 + 8*rdx + 128]{1to8}
	vcvtuqq2ps	ymm28, qword ptr [r9 + 1016]{1to8}
	vcvtuqq2ps	ymm29, qword ptr [r10 + 1024]{1to8}
	vcvtuqq2ps	ymm30 {k6}, qword ptr [r11 - 128]{1to8}
	vcvtuqq2ps	ymm31 {k7} {z}, qword ptr [r12 + 4096]{1to8}
	vcvtuqq2ps	xmm11, xmm16
	vcvtuqq2ps	xmm12 {k1}, xmm17
	vcvtuqq2ps	xmm13 {k2} {z}, xmm18
	vcvtuqq2ps	xmm14, ymm19
	vcvtuqq2ps	xmm15 {k3}, ymm20
	vcvtuqq2ps	xmm16 {k4} {z}, ymm21
	vcvtuqq2ps	ymm22, zmm17
	vcvtuqq2ps	ymm23 {k5}, zmm18
	vcvtuqq2ps	ymm24 {k6} {z}, zmm19
	vcvtuqq2ps	ymm25, zmm20, {rn-sae}
	vcvtuqq2ps	ymm26 {k7}, zmm21, {rd-sae}
	vcvtuqq2ps	ymm27 {k1} {z}, zmm22, {ru-sae}
	vcvtuqq2ps	xmm28, xmmword ptr [r13 + rbx - 4096]
	vcvtuqq2ps	xmm29, xmmword ptr [r14 - 2048]
	vcvtuqq2ps	xmm30, xmmword ptr [r15 - 2064]
	vcvtuqq2ps	xmm31 {k2}, xmmword ptr [rip + 2147483647]
	vcvtuqq2ps	xmm16 {k3} {z}, xmmword ptr [rax - 2147483648]
	vcvtuqq2ps	xmm17, ymmword ptr [rcx]
	vcvtuqq2ps	xmm18, ymmword ptr [rdx + 4064]
	vcvtuqq2ps	xmm19, ymmword ptr [rbx + 4096]
	vcvtuqq2ps	xmm20 {k4}, ymmword ptr [rsp + 2*rbp + 64]
	vcvtuqq2ps	xmm21 {k5} {z}, ymmword ptr [rbp - 64]
	vcvtusi2sd	xmm23, xmm22, ecx
	vcvtusi2sd	xmm24, xmm23, rdx
	vcvtusi2sd	xmm25, xmm24, {rz-sae}, rbx
	vcvtusi2sd	xmm26, xmm25, dword ptr [rsi + 1]
	vcvtusi2sd	xmm27, xmm26, dword ptr [rdi - 512]
	vcvtusi2sd	xmm28, xmm27, dword ptr [r8 - 516]
	vcvtusi2sd	xmm29, xmm28, qword ptr [r9 + 4*rsi - 1]
	vcvtusi2sd	xmm30, xmm29, qword ptr [r10 + 1016]
	vcvtusi2sd	xmm31, xmm30, qword ptr [r11 + 1024]
	vcvtusi2sh	xmm0, xmm31, edx
	vcvtusi2sh	xmm1, xmm16, {rn-sae}, ebx
	vcvtusi2sh	xmm2, xmm17, rsi
	vcvtusi2sh	xmm3, xmm18, {rd-sae}, rdi
	vcvtusi2sh	xmm4, xmm19, dword ptr [r12 + 127]
	vcvtusi2sh	xmm5, xmm20, dword ptr [r13 - 512]
	vcvtusi2sh	xmm6, xmm21, dword ptr [r14 - 516]
	vcvtusi2sh	xmm7, xmm22, qword ptr [r15 + 128]
	vcvtusi2sh	xmm8, xmm23, qword ptr [rip + 1016]
	vcvtusi2sh	xmm9, xmm24, qword ptr [rax + 1024]
	vcvtusi2ss	xmm10, xmm25, esi
	vcvtusi2ss	xmm11, xmm26, {ru-sae}, edi
	vcvtusi2ss	xmm12, xmm27, r11
	vcvtusi2ss	xmm13, xmm28, {rz-sae}, r12
	vcvtusi2ss	xmm14, xmm29, dword ptr [rcx + 8*rdi - 128]
	vcvtusi2ss	xmm15, xmm30, dword ptr [rdx - 512]
	vcvtusi2ss	xmm16, xmm31, dword ptr [rbx - 516]
	vcvtusi2ss	xmm17, xmm16, qword ptr [rsp + 4096]
	vcvtusi2ss	xmm18, xmm17, qword ptr [rbp + 1016]
	vcvtusi2ss	xmm19, xmm18, qword ptr [rsi + 1024]
	vcvtuw2ph	xmm19, xmmword ptr [rdi - 4096]
	vcvtuw2ph	xmm20, xmmword ptr [r8 - 2048]
	vcvtuw2ph	xmm21, xmmword ptr [r9 - 2064]
	vcvtuw2ph	xmm22 {k6}, xmmword ptr [r10 + r8 + 2147483647]
	vcvtuw2ph	xmm23 {k7} {z}, xmmword ptr [r11 - 2147483648]
	vcvtuw2ph	ymm24, word ptr [r12]{1to16}
	vcvtuw2ph	ymm25, word ptr [r13 + 254]{1to16}
	vcvtuw2ph	ymm26, word ptr [r14 + 256]{1to16}
	vcvtuw2ph	ymm27 {k1}, word ptr [r15 + 2*r9 + 64]{1to16}
	vcvtuw2ph	ymm28 {k2} {z}, word ptr [rip - 64]{1to16}
	vcvtuw2ph	zmm20, word ptr [rax + 1]{1to32}
	vcvtuw2ph	zmm21, word ptr [rcx - 256]{1to32}
	vcvtuw2ph	zmm22, word ptr [rdx - 258]{1to32}
	vcvtuw2ph	zmm23 {k3}, word ptr [rbx - 1]{1to32}
	vcvtuw2ph	zmm24 {k4} {z}, word ptr [rsp + 4*r10 + 127]{1to32}
	vcvtuw2ph	xmm29, word ptr [rbp + 128]{1to8}
	vcvtuw2ph	xmm30, word ptr [rsi + 254]{1to8}
	vcvtuw2ph	xmm31, word ptr [rdi + 256]{1to8}
	vcvtuw2ph	xmm16 {k5}, word ptr [r8 - 128]{1to8}
	vcvtuw2ph	xmm17 {k6} {z}, word ptr [r9 + 8*r11 + 4096]{1to8}
	vcvtuw2ph	ymm18, ymmword ptr [r10 - 4096]
	vcvtuw2ph	ymm19, ymmword ptr [r11 - 4096]
	vcvtuw2ph	ymm20, ymmword ptr [r12 - 4128]
	vcvtuw2ph	ymm21 {k7}, ymmword ptr [r13 + 2147483647]
	vcvtuw2ph	ymm22 {k1} {z}, ymmword ptr [r14 + r12 - 2147483648]
	vcvtuw2ph	zmm25, zmmword ptr [r15]
	vcvtuw2ph	zmm26, zmmword ptr [rip + 8128]
	vcvtuw2ph	zmm27, zmmword ptr [rax + 8192]
	vcvtuw2ph	zmm28 {k2}, zmmword ptr [rcx + 64]
	vcvtuw2ph	zmm29 {k3} {z}, zmmword ptr [rdx + 2*r13 - 64]
	vcvtuw2ph	xmm30, xmm23
	vcvtuw2ph	xmm31 {k4}, xmm24
	vcvtuw2ph	xmm0 {k5} {z}, xmm25
	vcvtuw2ph	ymm1, ymm26
	vcvtuw2ph	ymm2 {k6}, ymm27
	vcvtuw2ph	ymm3 {k7} {z}, ymm28
	vcvtuw2ph	zmm5, zmm4
	vcvtuw2ph	zmm7 {k1}, zmm6
	vcvtuw2ph	zmm9 {k2} {z}, zmm8
	vcvtuw2ph	zmm11, zmm10, {rn-sae}
	vcvtuw2ph	zmm13 {k3}, zmm12, {rd-sae}
	vcvtuw2ph	zmm15 {k4} {z}, zmm14, {ru-sae}
	vcvtw2ph	xmm29, xmmword ptr [rbx + 1]
	vcvtw2ph	xmm30, xmmword ptr [rsp - 2048]
	vcvtw2ph	xmm31, xmmword ptr [rbp - 2064]
	vcvtw2ph	xmm16 {k5}, xmmword ptr [rsi - 1]
	vcvtw2ph	xmm17 {k6} {z}, xmmword ptr [rdi + 4*r14 + 127]
	vcvtw2ph	ymm18, word ptr [r8 + 128]{1to16}
	vcvtw2ph	ymm19, word ptr [r9 + 254]{1to16}
	vcvtw2ph	ymm20, word ptr [r10 + 256]{1to16}
	vcvtw2ph	ymm21 {k7}, word ptr [r11 - 128]{1to16}
	vcvtw2ph	ymm22 {k1} {z}, word ptr [r12 + 8*r15 + 4096]{1to16}
	vcvtw2ph	zmm16, word ptr [r13 - 4096]{1to32}
	vcvtw2ph	zmm17, word ptr [r14 - 256]{1to32}
	vcvtw2ph	zmm18, word ptr [r15 - 258]{1to32}
	vcvtw2ph	zmm19 {k2}, word ptr [rip + 2147483647]{1to32}
	vcvtw2ph	zmm20 {k3} {z}, word ptr [rax - 2147483648]{1to32}
	vcvtw2ph	xmm23, word ptr [rcx + rax]{1to8}
	vcvtw2ph	xmm24, word ptr [rdx + 254]{1to8}
	vcvtw2ph	xmm25, word ptr [rbx + 256]{1to8}
	vcvtw2ph	xmm26 {k4}, word ptr [rsp + 64]{1to8}
	vcvtw2ph	xmm27 {k5} {z}, word ptr [rbp - 64]{1to8}
	vcvtw2ph	ymm28, ymmword ptr [rsi + 2*rcx + 1]
	vcvtw2ph	ymm29, ymmword ptr [rdi - 4096]
	vcvtw2ph	ymm30, ymmword ptr [r8 - 4128]
	vcvtw2ph	ymm31 {k6}, ymmword ptr [r9 - 1]
	vcvtw2ph	ymm16 {k7} {z}, ymmword ptr [r10 + 127]
	vcvtw2ph	zmm21, zmmword ptr [r11 + 4*rdx + 128]
	vcvtw2ph	zmm22, zmmword ptr [r12 + 8128]
	vcvtw2ph	zmm23, zmmword ptr [r13 + 8192]
	vcvtw2ph	zmm24 {k1}, zmmword ptr [r14 - 128]
	vcvtw2ph	zmm25 {k2} {z}, zmmword ptr [r15 + 4096]
	vcvtw2ph	xmm26, xmm17
	vcvtw2ph	xmm27 {k3}, xmm18
	vcvtw2ph	xmm28 {k4} {z}, xmm19
	vcvtw2ph	ymm29, ymm20
	vcvtw2ph	ymm30 {k5}, ymm21
	vcvtw2ph	ymm31 {k6} {z}, ymm22
	vcvtw2ph	zmm1, zmm0
	vcvtw2ph	zmm3 {k7}, zmm2
	vcvtw2ph	zmm5 {k1} {z}, zmm4
	vcvtw2ph	zmm7, zmm6, {rz-sae}
	vcvtw2ph	zmm9 {k2}, zmm8, {rn-sae}
	vcvtw2ph	zmm11 {k3} {z}, zmm10, {rd-sae}
