	.intel_syntax noprefix
	.text
	vmaxpd	xmm0, xmm16, xmmword ptr [rax]
	vmaxpd	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vmaxpd	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vmaxpd	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vmaxpd	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vmaxpd	ymm5, ymm21, ymmword ptr [rbp + 1]
	vmaxpd	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vmaxpd	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vmaxpd	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vmaxpd	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vmaxpd	zmm11, zmm10, zmmword ptr [r10 + 128]
	vmaxpd	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vmaxpd	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vmaxpd	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vmaxpd	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vmaxpd	xmm20, xmm26, qword ptr [r15 - 4096]{1to2}
	vmaxpd	xmm21, xmm27, qword ptr [rip + 1016]{1to2}
	vmaxpd	xmm22, xmm28, qword ptr [rax + 1024]{1to2}
	vmaxpd	xmm23 {k7}, xmm29, qword ptr [rcx + 8*rbx + 2147483647]{1to2}
	vmaxpd	xmm24 {k1} {z}, xmm30, qword ptr [rdx - 2147483648]{1to2}
	vmaxpd	ymm25, ymm31, qword ptr [rbx]{1to4}
	vmaxpd	ymm26, ymm16, qword ptr [rsp - 1024]{1to4}
	vmaxpd	ymm27, ymm17, qword ptr [rbp - 1032]{1to4}
	vmaxpd	ymm28 {k2}, ymm18, qword ptr [rsi + rbp + 64]{1to4}
	vmaxpd	ymm29 {k3} {z}, ymm19, qword ptr [rdi - 64]{1to4}
	vmaxpd	zmm31, zmm30, qword ptr [r8 + 1]{1to8}
	vmaxpd	zmm1, zmm0, qword ptr [r9 + 1016]{1to8}
	vmaxpd	zmm3, zmm2, qword ptr [r10 + 1024]{1to8}
	vmaxpd	zmm5 {k4}, zmm4, qword ptr [r11 + 2*rsi - 1]{1to8}
	vmaxpd	zmm7 {k5} {z}, zmm6, qword ptr [r12 + 127]{1to8}
	vmaxpd	xmm9, xmm8, xmm20
	vmaxpd	xmm11 {k6}, xmm10, xmm21
	vmaxpd	xmm13 {k7} {z}, xmm12, xmm22
	vmaxpd	ymm15, ymm14, ymm23
	vmaxpd	ymm17 {k1}, ymm16, ymm24
	vmaxpd	ymm19 {k2} {z}, ymm18, ymm25
	vmaxpd	zmm22, zmm21, zmm20
	vmaxpd	zmm25 {k3}, zmm24, zmm23
	vmaxpd	zmm28 {k4} {z}, zmm27, zmm26
	vmaxpd	zmm31, zmm30, zmm29, {sae}
	vmaxpd	zmm2 {k5}, zmm1, zmm0, {sae}
	vmaxpd	zmm5 {k6} {z}, zmm4, zmm3, {sae}
	vmaxph	xmm6, xmm26, xmmword ptr [r13 + 128]
	vmaxph	xmm7, xmm27, xmmword ptr [r14 - 2048]
	vmaxph	xmm8, xmm28, xmmword ptr [r15 - 2064]
	vmaxph	xmm9 {k7}, xmm29, xmmword ptr [rip - 128]
	vmaxph	xmm10 {k1} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096]
	vmaxph	ymm11, ymm31, word ptr [rcx - 4096]{1to16}
	vmaxph	ymm12, ymm16, word ptr [rdx + 254]{1to16}
	vmaxph	ymm13, ymm17, word ptr [rbx + 256]{1to16}
	vmaxph	ymm14 {k2}, ymm18, word ptr [rsp + 2147483647]{1to16}
	vmaxph	ymm15 {k3} {z}, ymm19, word ptr [rbp + 8*r8 - 2147483648]{1to16}
	vmaxph	zmm17, zmm16, word ptr [rsi]{1to32}
	vmaxph	zmm19, zmm18, word ptr [rdi - 256]{1to32}
	vmaxph	zmm21, zmm20, word ptr [r8 - 258]{1to32}
	vmaxph	zmm23 {k4}, zmm22, word ptr [r9 + 64]{1to32}
	vmaxph	zmm25 {k5} {z}, zmm24, word ptr [r10 + r9 - 64]{1to32}
	vmaxph	xmm26, xmm20, word ptr [r11 + 1]{1to8}
	vmaxph	xmm27, xmm21, word ptr [r12 + 254]{1to8}
	vmaxph	xmm28, xmm22, word ptr [r13 + 256]{1to8}
	vmaxph	xmm29 {k6}, xmm23, word ptr [r14 - 1]{1to8}
	vmaxph	xmm30 {k7} {z}, xmm24, word ptr [r15 + 2*r10 + 127]{1to8}
	vmaxph	ymm31, ymm25, ymmword ptr [rip + 128]
	vmaxph	ymm0, ymm26, ymmword ptr [rax - 4096]
	vmaxph	ymm1, ymm27, ymmword ptr [rcx - 4128]
	vmaxph	ymm2 {k1}, ymm28, ymmword ptr [rdx - 128]
	vmaxph	ymm3 {k2} {z}, ymm29, ymmword ptr [rbx + 4096]
	vmaxph	zmm5, zmm4, zmmword ptr [rsp + 4*r11 - 4096]
	vmaxph	zmm7, zmm6, zmmword ptr [rbp + 8128]
	vmaxph	zmm9, zmm8, zmmword ptr [rsi + 8192]
	vmaxph	zmm11 {k3}, zmm10, zmmword ptr [rdi + 2147483647]
	vmaxph	zmm13 {k4} {z}, zmm12, zmmword ptr [r8 - 2147483648]
	vmaxph	xmm15, xmm14, xmm30
	vmaxph	xmm17 {k5}, xmm16, xmm31
	vmaxph	xmm19 {k6} {z}, xmm18, xmm16
	vmaxph	ymm21, ymm20, ymm17
	vmaxph	ymm23 {k7}, ymm22, ymm18
	vmaxph	ymm25 {k1} {z}, ymm24, ymm19
	vmaxph	zmm28, zmm27, zmm26
	vmaxph	zmm31 {k2}, zmm30, zmm29
	vmaxph	zmm2 {k3} {z}, zmm1, zmm0
	vmaxph	zmm5, zmm4, zmm3, {sae}
	vmaxph	zmm8 {k4}, zmm7, zmm6, {sae}
	vmaxph	zmm11 {k5} {z}, zmm10, zmm9, {sae}
	vmaxps	xmm12, xmm20, xmmword ptr [r9 + 8*r12]
	vmaxps	xmm13, xmm21, xmmword ptr [r10 - 2048]
	vmaxps	xmm14, xmm22, xmmword ptr [r11 - 2064]
	vmaxps	xmm15 {k6}, xmm23, xmmword ptr [r12 + 64]
	vmaxps	xmm16 {k7} {z}, xmm24, xmmword ptr [r13 - 64]
	vmaxps	ymm17, ymm25, ymmword ptr [r14 + r13 + 1]
	vmaxps	ymm18, ymm26, ymmword ptr [r15 + 4064]
	vmaxps	ymm19, ymm27, ymmword ptr [rip + 4096]
	vmaxps	ymm20 {k1}, ymm28, ymmword ptr [rax - 1]
	vmaxps	ymm21 {k2} {z}, ymm29, ymmword ptr [rcx + 127]
	vmaxps	zmm23, zmm22, dword ptr [rdx + 2*r14 + 128]{1to16}
	vmaxps	zmm25, zmm24, dword ptr [rbx - 512]{1to16}
	vmaxps	zmm27, zmm26, dword ptr [rsp - 516]{1to16}
	vmaxps	zmm29 {k3}, zmm28, dword ptr [rbp - 128]{1to16}
	vmaxps	zmm31 {k4} {z}, zmm30, dword ptr [rsi + 4096]{1to16}
	vmaxps	xmm0, xmm30, dword ptr [rdi + 4*r15 - 4096]{1to4}
	vmaxps	xmm1, xmm31, dword ptr [r8 + 508]{1to4}
	vmaxps	xmm2, xmm16, dword ptr [r9 + 512]{1to4}
	vmaxps	xmm3 {k5}, xmm17, dword ptr [r10 + 2147483647]{1to4}
	vmaxps	xmm4 {k6} {z}, xmm18, dword ptr [r11 - 2147483648]{1to4}
	vmaxps	ymm5, ymm19, dword ptr [r12 + 8*rax]{1to8}
	vmaxps	ymm6, ymm20, dword ptr [r13 - 512]{1to8}
	vmaxps	ymm7, ymm21, dword ptr [r14 - 516]{1to8}
	vmaxps	ymm8 {k7}, ymm22, dword ptr [r15 + 64]{1to8}
	vmaxps	ymm9 {k1} {z}, ymm23, dword ptr [rip - 64]{1to8}
	vmaxps	zmm11, zmm10, zmmword ptr [rax + 1]
	vmaxps	zmm13, zmm12, zmmword ptr [rcx + 8128]
	vmaxps	zmm15, zmm14, zmmword ptr [rdx + 8192]
	vmaxps	zmm17 {k2}, zmm16, zmmword ptr [rbx + rcx - 1]
	vmaxps	zmm19 {k3} {z}, zmm18, zmmword ptr [rsp + 127]
	vmaxps	xmm21, xmm20, xmm24
	vmaxps	xmm23 {k4}, xmm22, xmm25
	vmaxps	xmm25 {k5} {z}, xmm24, xmm26
	vmaxps	ymm28, ymm26, ymm27
	vmaxps	ymm30 {k6}, ymm29, ymm28
	vmaxps	ymm0 {k7} {z}, ymm31, ymm29
	vmaxps	zmm3, zmm2, zmm1
	vmaxps	zmm6 {k1}, zmm5, zmm4
	vmaxps	zmm9 {k2} {z}, zmm8, zmm7
	vmaxps	zmm12, zmm11, zmm10, {sae}
	vmaxps	zmm15 {k3}, zmm14, zmm13, {sae}
	vmaxps	zmm18 {k4} {z}, zmm17, zmm16, {sae}
	vmaxsd	xmm19, xmm30, qword ptr [rbp + 128]
	vmaxsd	xmm20, xmm31, qword ptr [rsi - 1024]
	vmaxsd	xmm21, xmm16, qword ptr [rdi - 1032]
	vmaxsd	xmm22 {k5}, xmm17, qword ptr [r8 + 2*rdx - 128]
	vmaxsd	xmm23 {k6} {z}, xmm18, qword ptr [r9 + 4096]
	vmaxsd	xmm25, xmm24, xmm19
	vmaxsd	xmm27 {k7}, xmm26, xmm20
	vmaxsd	xmm29 {k1} {z}, xmm28, xmm21
	vmaxsd	xmm31, xmm30, xmm22, {sae}
	vmaxsd	xmm1 {k2}, xmm0, xmm23, {sae}
	vmaxsd	xmm3 {k3} {z}, xmm2, xmm24, {sae}
	vmaxsh	xmm4, xmm25, word ptr [r10 - 4096]
	vmaxsh	xmm5, xmm26, word ptr [r11 + 254]
	vmaxsh	xmm6, xmm27, word ptr [r12 + 256]
	vmaxsh	xmm7 {k4}, xmm28, word ptr [r13 + 4*rbx + 2147483647]
	vmaxsh	xmm8 {k5} {z}, xmm29, word ptr [r14 - 2147483648]
	vmaxsh	xmm10, xmm9, xmm30
	vmaxsh	xmm12 {k6}, xmm11, xmm31
	vmaxsh	xmm14 {k7} {z}, xmm13, xmm16
	vmaxsh	xmm16, xmm15, xmm17, {sae}
	vmaxsh	xmm19 {k1}, xmm17, xmm18, {sae}
	vmaxsh	xmm21 {k2} {z}, xmm20, xmm19, {sae}
	vmaxss	xmm22, xmm20, dword ptr [r15]
	vmaxss	xmm23, xmm21, dword ptr [rip - 512]
	vmaxss	xmm24, xmm22, dword ptr [rax - 516]
	vmaxss	xmm25 {k3}, xmm23, dword ptr [rcx + 8*rbp + 64]
	vmaxss	xmm26 {k4} {z}, xmm24, dword ptr [rdx - 64]
	vmaxss	xmm28, xmm27, xmm25
	vmaxss	xmm30 {k5}, xmm29, xmm26
	vmaxss	xmm0 {k6} {z}, xmm31, xmm27
	vmaxss	xmm2, xmm1, xmm28, {sae}
	vmaxss	xmm4 {k7}, xmm3, xmm29, {sae}
	vmaxss	xmm6 {k1} {z}, xmm5, xmm30, {sae}
	vminpd	xmm7, xmm31, xmmword ptr [rbx + 1]
	vminpd	xmm8, xmm16, xmmword ptr [rsp + 2032]
	vminpd	xmm9, xmm17, xmmword ptr [rbp + 2048]
	vminpd	xmm10 {k2}, xmm18, xmmword ptr [rsi + rsi - 1]
	vminpd	xmm11 {k3} {z}, xmm19, xmmword ptr [rdi + 127]
	vminpd	ymm12, ymm20, ymmword ptr [r8 + 128]
	vminpd	ymm13, ymm21, ymmword ptr [r9 - 4096]
	vminpd	ymm14, ymm22, ymmword ptr [r10 - 4128]
	vminpd	ymm15 {k4}, ymm23, ymmword ptr [r11 + 2*rdi - 128]
	vminpd	ymm16 {k5} {z}, ymm24, ymmword ptr [r12 + 4096]
	vminpd	zmm18, zmm17, zmmword ptr [r13 - 4096]
	vminpd	zmm20, zmm19, zmmword ptr [r14 + 8128]
	vminpd	zmm22, zmm21, zmmword ptr [r15 + 8192]
	vminpd	zmm24 {k6}, zmm23, zmmword ptr [rip + 2147483647]
	vminpd	zmm26 {k7} {z}, zmm25, zmmword ptr [rax + 4*r8 - 2147483648]
	vminpd	xmm27, xmm25, qword ptr [rcx]{1to2}
	vminpd	xmm28, xmm26, qword ptr [rdx - 1024]{1to2}
	vminpd	xmm29, xmm27, qword ptr [rbx - 1032]{1to2}
	vminpd	xmm30 {k1}, xmm28, qword ptr [rsp + 64]{1to2}
	vminpd	xmm31 {k2} {z}, xmm29, qword ptr [rbp + 8*r9 - 64]{1to2}
	vminpd	ymm0, ymm30, qword ptr [rsi + 1]{1to4}
	vminpd	ymm1, ymm31, qword ptr [rdi + 1016]{1to4}
	vminpd	ymm2, ymm16, qword ptr [r8 + 1024]{1to4}
	vminpd	ymm3 {k3}, ymm17, qword ptr [r9 - 1]{1to4}
	vminpd	ymm4 {k4} {z}, ymm18, qword ptr [r10 + r10 + 127]{1to4}
	vminpd	zmm6, zmm5, qword ptr [r11 + 128]{1to8}
	vminpd	zmm8, zmm7, qword ptr [r12 - 1024]{1to8}
	vminpd	zmm10, zmm9, qword ptr [r13 - 1032]{1to8}
	vminpd	zmm12 {k5}, zmm11, qword ptr [r14 - 128]{1to8}
	vminpd	zmm14 {k6} {z}, zmm13, qword ptr [r15 + 2*r11 + 4096]{1to8}
	vminpd	xmm16, xmm15, xmm19
	vminpd	xmm18 {k7}, xmm17, xmm20
	vminpd	xmm20 {k1} {z}, xmm19, xmm21
	vminpd	ymm23, ymm21, ymm22
	vminpd	ymm25 {k2}, ymm24, ymm23
	vminpd	ymm27 {k3} {z}, ymm26, ymm24
	vminpd	zmm30, zmm29, zmm28
	vminpd	zmm1 {k4}, zmm0, zmm31
	vminpd	zmm4 {k5} {z}, zmm3, zmm2
	vminpd	zmm7, zmm6, zmm5, {sae}
	vminpd	zmm10 {k6}, zmm9, zmm8, {sae}
	vminpd	zmm13 {k7} {z}, zmm12, zmm11, {sae}
	vminph	xmm14, xmm25, xmmword ptr [rip - 4096]
	vminph	xmm15, xmm26, xmmword ptr [rax + 2032]
	vminph	xmm16, xmm27, xmmword ptr [rcx + 2048]
	vminph	xmm17 {k1}, xmm28, xmmword ptr [rdx + 2147483647]
	vminph	xmm18 {k2} {z}, xmm29, xmmword ptr [rbx - 2147483648]
	vminph	ymm19, ymm30, word ptr [rsp + 4*r12]{1to16}
	vminph	ymm20, ymm31, word ptr [rbp - 256]{1to16}
	vminph	ymm21, ymm16, word ptr [rsi - 258]{1to16}
	vminph	ymm22 {k3}, ymm17, word ptr [rdi + 64]{1to16}
	vminph	ymm23 {k4} {z}, ymm18, word ptr [r8 - 64]{1to16}
	vminph	zmm25, zmm24, word ptr [r9 + 8*r13 + 1]{1to32}
	vminph	zmm27, zmm26, word ptr [r10 + 254]{1to32}
	vminph	zmm29, zmm28, word ptr [r11 + 256]{1to32}
	vminph	zmm31 {k5}, zmm30, word ptr [r12 - 1]{1to32}
	vminph	zmm1 {k6} {z}, zmm0, word ptr [r13 + 127]{1to32}
	vminph	xmm2, xmm19, word ptr [r14 + r14 + 128]{1to8}
	vminph	xmm3, xmm20, word ptr [r15 - 256]{1to8}
	vminph	xmm4, xmm21, word ptr [rip - 258]{1to8}
	vminph	xmm5 {k7}, xmm22, word ptr [rax - 128]{1to8}
	vminph	xmm6 {k1} {z}, xmm23, word ptr [rcx + 4096]{1to8}
	vminph	ymm7, ymm24, ymmword ptr [rdx + 2*r15 - 4096]
	vminph	ymm8, ymm25, ymmword ptr [rbx + 4064]
	vminph	ymm9, ymm26, ymmword ptr [rsp + 4096]
	vminph	ymm10 {k2}, ymm27, ymmword ptr [rbp + 2147483647]
	vminph	ymm11 {k3} {z}, ymm28, ymmword ptr [rsi - 2147483648]
	vminph	zmm13, zmm12, zmmword ptr [rdi + 4*rax]
	vminph	zmm15, zmm14, zmmword ptr [r8 - 8192]
	vminph	zmm17, zmm16, zmmword ptr [r9 - 8256]
	vminph	zmm19 {k4}, zmm18, zmmword ptr [r10 + 64]
	vminph	zmm21 {k5} {z}, zmm20, zmmword ptr [r11 - 64]
	vminph	xmm23, xmm22, xmm29
	vminph	xmm25 {k6}, xmm24, xmm30
	vminph	xmm27 {k7} {z}, xmm26, xmm31
	vminph	ymm29, ymm28, ymm16
	vminph	ymm31 {k1}, ymm30, ymm17
	vminph	ymm1 {k2} {z}, ymm0, ymm18
	vminph	zmm4, zmm3, zmm2
	vminph	zmm7 {k3}, zmm6, zmm5
	vminph	zmm10 {k4} {z}, zmm9, zmm8
	vminph	zmm13, zmm12, zmm11, {sae}
	vminph	zmm16 {k5}, zmm15, zmm14, {sae}
	vminph	zmm19 {k6} {z}, zmm18, zmm17, {sae}
	vminps	xmm20, xmm19, xmmword ptr [r12 + 8*rcx + 1]
	vminps	xmm21, xmm20, xmmword ptr [r13 + 2032]
	vminps	xmm22, xmm21, xmmword ptr [r14 + 2048]
	vminps	xmm23 {k7}, xmm22, xmmword ptr [r15 - 1]
	vminps	xmm24 {k1} {z}, xmm23, xmmword ptr [rip + 127]
	vminps	ymm25, ymm24, ymmword ptr [rax + 128]
	vminps	ymm26, ymm25, ymmword ptr [rcx - 4096]
	vminps	ymm27, ymm26, ymmword ptr [rdx - 4128]
	vminps	ymm28 {k2}, ymm27, ymmword ptr [rbx + rdx - 128]
	vminps	ymm29 {k3} {z}, ymm28, ymmword ptr [rsp + 4096]
	vminps	zmm31, zmm30, dword ptr [rbp - 4096]{1to16}
	vminps	zmm1, zmm0, dword ptr [rsi + 508]{1to16}
	vminps	zmm3, zmm2, dword ptr [rdi + 512]{1to16}
	vminps	zmm5 {k4}, zmm4, dword ptr [r8 + 2*rbx + 2147483647]{1to16}
	vminps	zmm7 {k5} {z}, zmm6, dword ptr [r9 - 2147483648]{1to16}
	vminps	xmm8, xmm29, dword ptr [r10]{1to4}
	vminps	xmm9, xmm30, dword ptr [r11 - 512]{1to4}
	vminps	xmm10, xmm31, dword ptr [r12 - 516]{1to4}
	vminps	xmm11 {k6}, xmm16, dword ptr [r13 + 4*rbp + 64]{1to4}
	vminps	xmm12 {k7} {z}, xmm17, dword ptr [r14 - 64]{1to4}
	vminps	ymm13, ymm18, dword ptr [r15 + 1]{1to8}
	vminps	ymm14, ymm19, dword ptr [rip + 508]{1to8}
	vminps	ymm15, ymm20, dword ptr [rax + 512]{1to8}
	vminps	ymm16 {k1}, ymm21, dword ptr [rcx + 8*rsi - 1]{1to8}
	vminps	ymm17 {k2} {z}, ymm22, dword ptr [rdx + 127]{1to8}
	vminps	zmm19, zmm18, zmmword ptr [rbx + 128]
	vminps	zmm21, zmm20, zmmword ptr [rsp - 8192]
	vminps	zmm23, zmm22, zmmword ptr [rbp - 8256]
	vminps	zmm25 {k3}, zmm24, zmmword ptr [rsi + rdi - 128]
	vminps	zmm27 {k4} {z}, zmm26, zmmword ptr [rdi + 4096]
	vminps	xmm29, xmm28, xmm23
	vminps	xmm31 {k5}, xmm30, xmm24
	vminps	xmm1 {k6} {z}, xmm0, xmm25
	vminps	ymm3, ymm2, ymm26
	vminps	ymm5 {k7}, ymm4, ymm27
	vminps	ymm7 {k1} {z}, ymm6, ymm28
	vminps	zmm10, zmm9, zmm8
	vminps	zmm13 {k2}, zmm12, zmm11
	vminps	zmm16 {k3} {z}, zmm15, zmm14
	vminps	zmm19, zmm18, zmm17, {sae}
	vminps	zmm22 {k4}, zmm21, zmm20, {sae}
	vminps	zmm25 {k5} {z}, zmm24, zmm23, {sae}
	vminsd	xmm26, xmm29, qword ptr [r8 - 4096]
	vminsd	xmm27, xmm30, qword ptr [r9 + 1016]
	vminsd	xmm28, xmm31, qword ptr [r10 + 1024]
	vminsd	xmm29 {k6}, xmm16, qword ptr [r11 + 2*r8 + 2147483647]
	vminsd	xmm30 {k7} {z}, xmm17, qword ptr [r12 - 2147483648]
	vminsd	xmm0, xmm31, xmm18
	vminsd	xmm2 {k1}, xmm1, xmm19
	vminsd	xmm4 {k2} {z}, xmm3, xmm20
	vminsd	xmm6, xmm5, xmm21, {sae}
	vminsd	xmm8 {k3}, xmm7, xmm22, {sae}
	vminsd	xmm10 {k4} {z}, xmm9, xmm23, {sae}
	vminsh	xmm11, xmm24, word ptr [r13]
	vminsh	xmm12, xmm25, word ptr [r14 - 256]
	vminsh	xmm13, xmm26, word ptr [r15 - 258]
	vminsh	xmm14 {k5}, xmm27, word ptr [rip + 64]
	vminsh	xmm15 {k6} {z}, xmm28, word ptr [rax + 4*r9 - 64]
	vminsh	xmm17, xmm16, xmm29
	vminsh	xmm19 {k7}, xmm18, xmm30
	vminsh	xmm21 {k1} {z}, xmm20, xmm31
	vminsh	xmm23, xmm22, xmm16, {sae}
	vminsh	xmm25 {k2}, xmm24, xmm17, {sae}
	vminsh	xmm27 {k3} {z}, xmm26, xmm18, {sae}
	vminss	xmm28, xmm19, dword ptr [rcx + 1]
	vminss	xmm29, xmm20, dword ptr [rdx + 508]
	vminss	xmm30, xmm21, dword ptr [rbx + 512]
	vminss	xmm31 {k4}, xmm22, dword ptr [rsp - 1]
	vminss	xmm0 {k5} {z}, xmm23, dword ptr [rbp + 8*r10 + 127]
	vminss	xmm2, xmm1, xmm24
	vminss	xmm4 {k6}, xmm3, xmm25
	vminss	xmm6 {k7} {z}, xmm5, xmm26
	vminss	xmm8, xmm7, xmm27, {sae}
	vminss	xmm10 {k1}, xmm9, xmm28, {sae}
	vminss	xmm12 {k2} {z}, xmm11, xmm29, {sae}
	vmovapd	xmm30, xmmword ptr [rsi + 128]
	vmovapd	xmm31, xmmword ptr [rdi - 2048]
	vmovapd	xmm16, xmmword ptr [r8 - 2064]
	vmovapd	xmm17 {k3}, xmmword ptr [r9 - 128]
	vmovapd	xmm18 {k4} {z}, xmmword ptr [r10 + r11 + 4096]
	vmovapd	ymm19, ymmword ptr [r11 - 4096]
	vmovapd	ymm20, ymmword ptr [r12 + 4064]
	vmovapd	ymm21, ymmword ptr [r13 + 4096]
	vmovapd	ymm22 {k5}, ymmword ptr [r14 + 2147483647]
	vmovapd	ymm23 {k6} {z}, ymmword ptr [r15 + 2*r12 - 2147483648]
	vmovapd	zmm13, zmmword ptr [rip]
	vmovapd	zmm14, zmmword ptr [rax - 8192]
	vmovapd	zmm15, zmmword ptr [rcx - 8256]
	vmovapd	zmm16 {k7}, zmmword ptr [rdx + 64]
	vmovapd	zmm17 {k1} {z}, zmmword ptr [rbx - 64]
	vmovapd	xmmword ptr [rsp + 4*r13 + 1], xmm24
	vmovapd	xmmword ptr [rbp + 2032], xmm25
	vmovapd	xmmword ptr [rsi + 2048], xmm26
	vmovapd	xmmword ptr [rdi - 1] {k2}, xmm27
	vmovapd	xmm18, xmm28
	vmovapd	xmm19 {k3}, xmm29
	vmovapd	xmm20 {k4} {z}, xmm30
	vmovapd	ymmword ptr [r8 + 127], ymm31
	vmovapd	ymmword ptr [r9 - 4096], ymm16
	vmovapd	ymmword ptr [r10 - 4128], ymm17
	vmovapd	ymmword ptr [r11 + 8*r14 + 128] {k5}, ymm18
	vmovapd	ymm21, ymm19
	vmovapd	ymm22 {k6}, ymm20
	vmovapd	ymm23 {k7} {z}, ymm21
	vmovapd	zmmword ptr [r12 - 128], zmm24
	vmovapd	zmmword ptr [r13 + 8128], zmm25
	vmovapd	zmmword ptr [r14 + 8192], zmm26
	vmovapd	zmmword ptr [r15 + 4096] {k1}, zmm27
	vmovapd	zmm29, zmm28
	vmovapd	zmm31 {k2}, zmm30
	vmovapd	zmm1 {k3} {z}, zmm0
	vmovaps	xmm22, xmmword ptr [rip - 4096]
	vmovaps	xmm23, xmmword ptr [rax - 2048]
	vmovaps	xmm24, xmmword ptr [rcx - 2064]
	vmovaps	xmm25 {k4}, xmmword ptr [rdx + r15 + 2147483647]
	vmovaps	xmm26 {k5} {z}, xmmword ptr [rbx - 2147483648]
	vmovaps	ymm27, ymmword ptr [rsp]
	vmovaps	ymm28, ymmword ptr [rbp + 4064]
	vmovaps	ymm29, ymmword ptr [rsi + 4096]
	vmovaps	ymm30 {k6}, ymmword ptr [rdi + 2*rax + 64]
	vmovaps	ymm31 {k7} {z}, ymmword ptr [r8 - 64]
	vmovaps	zmm2, zmmword ptr [r9 + 1]
	vmovaps	zmm3, zmmword ptr [r10 - 8192]
	vmovaps	zmm4, zmmword ptr [r11 - 8256]
	vmovaps	zmm5 {k1}, zmmword ptr [r12 + 4*rcx - 1]
	vmovaps	zmm6 {k2} {z}, zmmword ptr [r13 + 127]
	vmovaps	xmmword ptr [r14 + 128], xmm16
	vmovaps	xmmword ptr [r15 + 2032], xmm17
	vmovaps	xmmword ptr [rip + 2048], xmm18
	vmovaps	xmmword ptr [rax + 8*rdx - 128] {k3}, xmm19
	vmovaps	xmm7, xmm20
	vmovaps	xmm8 {k4}, xmm21
	vmovaps	xmm9 {k5} {z}, xmm22
	vmovaps	ymmword ptr [rcx + 4096], ymm23
	vmovaps	ymmword ptr [rdx - 4096], ymm24
	vmovaps	ymmword ptr [rbx - 4128], ymm25
	vmovaps	ymmword ptr [rsp - 4096] {k6}, ymm26
	vmovaps	ymm10, ymm27
	vmovaps	ymm11 {k7}, ymm28
	vmovaps	ymm12 {k1} {z}, ymm29
	vmovaps	zmmword ptr [rbp + rbx + 2147483647], zmm13
	vmovaps	zmmword ptr [rsi + 8128], zmm14
	vmovaps	zmmword ptr [rdi + 8192], zmm15
	vmovaps	zmmword ptr [r8 - 2147483648] {k2}, zmm16
	vmovaps	zmm18, zmm17
	vmovaps	zmm20 {k3}, zmm19
	vmovaps	zmm22 {k4} {z}, zmm21
	vmovd	xmm30, dword ptr [r9]
	vmovd	xmm31, dword ptr [r10 - 512]
	vmovd	xmm16, dword ptr [r11 - 516]
	vmovd	xmm17, eax
	vmovd	dword ptr [r12 + 2*rbp + 64], xmm18
	vmovd	dword ptr [r13 + 508], xmm19
	vmovd	dword ptr [r14 + 512], xmm20
	vmovd	ecx, xmm21
	vmovddup	ymm22, ymmword ptr [r15 - 64]
	vmovddup	ymm23, ymmword ptr [rip - 4096]
	vmovddup	ymm24, ymmword ptr [rax - 4128]
	vmovddup	ymm25 {k5}, ymmword ptr [rcx + 1]
	vmovddup	ymm26 {k6} {z}, ymmword ptr [rdx + 4*rsi - 1]
	vmovddup	zmm23, zmmword ptr [rbx + 127]
	vmovddup	zmm24, zmmword ptr [rsp + 8128]
	vmovddup	zmm25, zmmword ptr [rbp + 8192]
	vmovddup	zmm26 {k7}, zmmword ptr [rsi + 128]
	vmovddup	zmm27 {k1} {z}, zmmword ptr [rdi + 8*rdi - 128]
	vmovddup	xmm27, qword ptr [r8 + 4096]
	vmovddup	xmm28, qword ptr [r9 - 1024]
	vmovddup	xmm29, qword ptr [r10 - 1032]
	vmovddup	xmm30 {k2}, qword ptr [r11 - 4096]
	vmovddup	xmm31 {k3} {z}, qword ptr [r12 + r8 + 2147483647]
	vmovddup	xmm28, xmm16
	vmovddup	xmm29 {k4}, xmm17
	vmovddup	xmm30 {k5} {z}, xmm18
	vmovddup	ymm31, ymm19
	vmovddup	ymm0 {k6}, ymm20
	vmovddup	ymm1 {k7} {z}, ymm21
	vmovddup	zmm3, zmm2
	vmovddup	zmm5 {k1}, zmm4
	vmovddup	zmm7 {k2} {z}, zmm6
	vmovdqa32	xmm22, xmmword ptr [r13 - 2147483648]
	vmovdqa32	xmm23, xmmword ptr [r14 + 2032]
	vmovdqa32	xmm24, xmmword ptr [r15 + 2048]
	vmovdqa32	xmm25 {k3}, xmmword ptr [rip]
	vmovdqa32	xmm26 {k4} {z}, xmmword ptr [rax + 64]
	vmovdqa32	ymm27, ymmword ptr [rcx + 2*r9 - 64]
	vmovdqa32	ymm28, ymmword ptr [rdx - 4096]
	vmovdqa32	ymm29, ymmword ptr [rbx - 4128]
	vmovdqa32	ymm30 {k5}, ymmword ptr [rsp + 1]
	vmovdqa32	ymm31 {k6} {z}, ymmword ptr [rbp - 1]
	vmovdqa32	zmm8, zmmword ptr [rsi + 4*r10 + 127]
	vmovdqa32	zmm9, zmmword ptr [rdi + 8128]
	vmovdqa32	zmm10, zmmword ptr [r8 + 8192]
	vmovdqa32	zmm11 {k7}, zmmword ptr [r9 + 128]
	vmovdqa32	zmm12 {k1} {z}, zmmword ptr [r10 - 128]
	vmovdqa32	xmmword ptr [r11 + 8*r11 + 4096], xmm16
	vmovdqa32	xmmword ptr [r12 - 2048], xmm17
	vmovdqa32	xmmword ptr [r13 - 2064], xmm18
	vmovdqa32	xmmword ptr [r14 - 4096] {k2}, xmm19
	vmovdqa32	xmm13, xmm20
	vmovdqa32	xmm14 {k3}, xmm21
	vmovdqa32	xmm15 {k4} {z}, xmm22
	vmovdqa32	ymmword ptr [r15 + 2147483647], ymm23
	vmovdqa32	ymmword ptr [rip + 4064], ymm24
	vmovdqa32	ymmword ptr [rax + 4096], ymm25
	vmovdqa32	ymmword ptr [rcx + r12 - 2147483648] {k5}, ymm26
	vmovdqa32	ymm16, ymm27
	vmovdqa32	ymm17 {k6}, ymm28
	vmovdqa32	ymm18 {k7} {z}, ymm29
	vmovdqa32	zmmword ptr [rdx], zmm19
	vmovdqa32	zmmword ptr [rbx - 8192], zmm20
	vmovdqa32	zmmword ptr [rsp - 8256], zmm21
	vmovdqa32	zmmword ptr [rbp + 64] {k1}, zmm22
	vmovdqa32	zmm24, zmm23
	vmovdqa32	zmm26 {k2}, zmm25
	vmovdqa32	zmm28 {k3} {z}, zmm27
	vmovdqa64	xmm30, xmmword ptr [rsi + 2*r13 - 64]
	vmovdqa64	xmm31, xmmword ptr [rdi + 2032]
	vmovdqa64	xmm16, xmmword ptr [r8 + 2048]
	vmovdqa64	xmm17 {k4}, xmmword ptr [r9 + 1]
	vmovdqa64	xmm18 {k5} {z}, xmmword ptr [r10 - 1]
	vmovdqa64	ymm19, ymmword ptr [r11 + 4*r14 + 127]
	vmovdqa64	ymm20, ymmword ptr [r12 - 4096]
	vmovdqa64	ymm21, ymmword ptr [r13 - 4128]
	vmovdqa64	ymm22 {k6}, ymmword ptr [r14 + 128]
	vmovdqa64	ymm23 {k7} {z}, ymmword ptr [r15 - 128]
	vmovdqa64	zmm29, zmmword ptr [rip + 4096]
	vmovdqa64	zmm30, zmmword ptr [rax + 8128]
	vmovdqa64	zmm31, zmmword ptr [rcx + 8192]
	vmovdqa64	zmm0 {k1}, zmmword ptr [rdx + 8*r15 - 4096]
	vmovdqa64	zmm1 {k2} {z}, zmmword ptr [rbx + 2147483647]
	vmovdqa64	xmmword ptr [rsp - 2147483648], xmm24
	vmovdqa64	xmmword ptr [rbp - 2048], xmm25
	vmovdqa64	xmmword ptr [rsi - 2064], xmm26
	vmovdqa64	xmmword ptr [rdi + rax] {k3}, xmm27
	vmovdqa64	xmm2, xmm28
	vmovdqa64	xmm3 {k4}, xmm29
	vmovdqa64	xmm4 {k5} {z}, xmm30
	vmovdqa64	ymmword ptr [r8 + 64], ymm31
	vmovdqa64	ymmword ptr [r9 + 4064], ymm16
	vmovdqa64	ymmword ptr [r10 + 4096], ymm17
	vmovdqa64	ymmword ptr [r11 - 64] {k6}, ymm18
	vmovdqa64	ymm5, ymm19
	vmovdqa64	ymm6 {k7}, ymm20
	vmovdqa64	ymm7 {k1} {z}, ymm21
	vmovdqa64	zmmword ptr [r12 + 2*rcx + 1], zmm8
	vmovdqa64	zmmword ptr [r13 - 8192], zmm9
	vmovdqa64	zmmword ptr [r14 - 8256], zmm10
	vmovdqa64	zmmword ptr [r15 - 1] {k2}, zmm11
	vmovdqa64	zmm13, zmm12
	vmovdqa64	zmm15 {k3}, zmm14
	vmovdqa64	zmm17 {k4} {z}, zmm16
	vmovdqu16	xmm22, xmmword ptr [rip + 127]
	vmovdqu16	xmm23, xmmword ptr [rax + 2032]
	vmovdqu16	xmm24, xmmword ptr [rcx + 2048]
	vmovdqu16	xmm25 {k5}, xmmword ptr [rdx + 128]
	vmovdqu16	xmm26 {k6} {z}, xmmword ptr [rbx + 4*rdx - 128]
	vmovdqu16	ymm27, ymmword ptr [rsp + 4096]
	vmovdqu16	ymm28, ymmword ptr [rbp - 4096]
	vmovdqu16	ymm29, ymmword ptr [rsi - 4128]
	vmovdqu16	ymm30 {k7}, ymmword ptr [rdi - 4096]
	vmovdqu16	ymm31 {k1} {z}, ymmword ptr [r8 + 8*rbx + 2147483647]
	vmovdqu16	zmm18, zmmword ptr [r9 - 2147483648]
	vmovdqu16	zmm19, zmmword ptr [r10 + 8128]
	vmovdqu16	zmm20, zmmword ptr [r11 + 8192]
	vmovdqu16	zmm21 {k2}, zmmword ptr [r12]
	vmovdqu16	zmm22 {k3} {z}, zmmword ptr [r13 + rbp + 64]
	vmovdqu16	xmmword ptr [r14 - 64], xmm16
	vmovdqu16	xmmword ptr [r15 - 2048], xmm17
	vmovdqu16	xmmword ptr [rip - 2064], xmm18
	vmovdqu16	xmmword ptr [rax + 1] {k4}, xmm19
	vmovdqu16	xmm23, xmm20
	vmovdqu16	xmm24 {k5}, xmm21
	vmovdqu16	xmm25 {k6} {z}, xmm22
	vmovdqu16	ymmword ptr [rcx + 2*rsi - 1], ymm23
	vmovdqu16	ymmword ptr [rdx + 4064], ymm24
	vmovdqu16	ymmword ptr [rbx + 4096], ymm25
	vmovdqu16	ymmword ptr [rsp + 127] {k7}, ymm26
	vmovdqu16	ymm26, ymm27
	vmovdqu16	ymm27 {k1}, ymm28
	vmovdqu16	ymm28 {k2} {z}, ymm29
	vmovdqu16	zmmword ptr [rbp + 128], zmm29
	vmovdqu16	zmmword ptr [rsi - 8192], zmm30
	vmovdqu16	zmmword ptr [rdi - 8256], zmm31
	vmovdqu16	zmmword ptr [r8 + 4*rdi - 128] {k3}, zmm0
	vmovdqu16	zmm2, zmm1
	vmovdqu16	zmm4 {k4}, zmm3
	vmovdqu16	zmm6 {k5} {z}, zmm5
	vmovdqu32	xmm30, xmmword ptr [r9 + 4096]
	vmovdqu32	xmm31, xmmword ptr [r10 + 2032]
	vmovdqu32	xmm16, xmmword ptr [r11 + 2048]
	vmovdqu32	xmm17 {k6}, xmmword ptr [r12 - 4096]
	vmovdqu32	xmm18 {k7} {z}, xmmword ptr [r13 + 8*r8 + 2147483647]
	vmovdqu32	ymm19, ymmword ptr [r14 - 2147483648]
	vmovdqu32	ymm20, ymmword ptr [r15 - 4096]
	vmovdqu32	ymm21, ymmword ptr [rip - 4128]
	vmovdqu32	ymm22 {k1}, ymmword ptr [rax]
	vmovdqu32	ymm23 {k2} {z}, ymmword ptr [rcx + r9 + 64]
	vmovdqu32	zmm7, zmmword ptr [rdx - 64]
	vmovdqu32	zmm8, zmmword ptr [rbx + 8128]
	vmovdqu32	zmm9, zmmword ptr [rsp + 8192]
	vmovdqu32	zmm10 {k3}, zmmword ptr [rbp + 1]
	vmovdqu32	zmm11 {k4} {z}, zmmword ptr [rsi + 2*r10 - 1]
	vmovdqu32	xmmword ptr [rdi + 127], xmm24
	vmovdqu32	xmmword ptr [r8 - 2048], xmm25
	vmovdqu32	xmmword ptr [r9 - 2064], xmm26
	vmovdqu32	xmmword ptr [r10 + 128] {k5}, xmm27
	vmovdqu32	xmm12, xmm28
	vmovdqu32	xmm13 {k6}, xmm29
	vmovdqu32	xmm14 {k7} {z}, xmm30
	vmovdqu32	ymmword ptr [r11 + 4*r11 - 128], ymm31
	vmovdqu32	ymmword ptr [r12 + 4064], ymm16
	vmovdqu32	ymmword ptr [r13 + 4096], ymm17
	vmovdqu32	ymmword ptr [r14 + 4096] {k1}, ymm18
	vmovdqu32	ymm15, ymm19
	vmovdqu32	ymm16 {k2}, ymm20
	vmovdqu32	ymm17 {k3} {z}, ymm21
	vmovdqu32	zmmword ptr [r15 - 4096], zmm18
	vmovdqu32	zmmword ptr [rip - 8192], zmm19
	vmovdqu32	zmmword ptr [rax - 8256], zmm20
	vmovdqu32	zmmword ptr [rcx + 8*r12 + 2147483647] {k4}, zmm21
	vmovdqu32	zmm23, zmm22
	vmovdqu32	zmm25 {k5}, zmm24
	vmovdqu32	zmm27 {k6} {z}, zmm26
	vmovdqu64	xmm22, xmmword ptr [rdx - 2147483648]
	vmovdqu64	xmm23, xmmword ptr [rbx + 2032]
	vmovdqu64	xmm24, xmmword ptr [rsp + 2048]
	vmovdqu64	xmm25 {k7}, xmmword ptr [rbp]
	vmovdqu64	xmm26 {k1} {z}, xmmword ptr [rsi + r13 + 64]
	vmovdqu64	ymm27, ymmword ptr [rdi - 64]
	vmovdqu64	ymm28, ymmword ptr [r8 - 4096]
	vmovdqu64	ymm29, ymmword ptr [r9 - 4128]
	vmovdqu64	ymm30 {k2}, ymmword ptr [r10 + 1]
	vmovdqu64	ymm31 {k3} {z}, ymmword ptr [r11 + 2*r14 - 1]
	vmovdqu64	zmm28, zmmword ptr [r12 + 127]
	vmovdqu64	zmm29, zmmword ptr [r13 + 8128]
	vmovdqu64	zmm30, zmmword ptr [r14 + 8192]
	vmovdqu64	zmm31 {k4}, zmmword ptr [r15 + 128]
	vmovdqu64	zmm0 {k5} {z}, zmmword ptr [rip - 128]
	vmovdqu64	xmmword ptr [rax + 4*r15 + 4096], xmm16
	vmovdqu64	xmmword ptr [rcx - 2048], xmm17
	vmovdqu64	xmmword ptr [rdx - 2064], xmm18
	vmovdqu64	xmmword ptr [rbx - 4096] {k6}, xmm19
	vmovdqu64	xmm1, xmm20
	vmovdqu64	xmm2 {k7}, xmm21
	vmovdqu64	xmm3 {k1} {z}, xmm22
	vmovdqu64	ymmword ptr [rsp + 2147483647], ymm23
	vmovdqu64	ymmword ptr [rbp + 4064], ymm24
	vmovdqu64	ymmword ptr [rsi + 4096], ymm25
	vmovdqu64	ymmword ptr [rdi + 8*rax - 2147483648] {k2}, ymm26
	vmovdqu64	ymm4, ymm27
	vmovdqu64	ymm5 {k3}, ymm28
	vmovdqu64	ymm6 {k4} {z}, ymm29
	vmovdqu64	zmmword ptr [r8], zmm7
	vmovdqu64	zmmword ptr [r9 - 8192], zmm8
	vmovdqu64	zmmword ptr [r10 - 8256], zmm9
	vmovdqu64	zmmword ptr [r11 + 64] {k5}, zmm10
	vmovdqu64	zmm12, zmm11
	vmovdqu64	zmm14 {k6}, zmm13
	vmovdqu64	zmm16 {k7} {z}, zmm15
	vmovdqu8	xmm30, xmmword ptr [r12 + rcx - 64]
	vmovdqu8	xmm31, xmmword ptr [r13 + 2032]
	vmovdqu8	xmm16, xmmword ptr [r14 + 2048]
	vmovdqu8	xmm17 {k1}, xmmword ptr [r15 + 1]
	vmovdqu8	xmm18 {k2} {z}, xmmword ptr [rip - 1]
	vmovdqu8	ymm19, ymmword ptr [rax + 127]
	vmovdqu8	ymm20, ymmword ptr [rcx - 4096]
	vmovdqu8	ymm21, ymmword ptr [rdx - 4128]
	vmovdqu8	ymm22 {k3}, ymmword ptr [rbx + 2*rdx + 128]
	vmovdqu8	ymm23 {k4} {z}, ymmword ptr [rsp - 128]
	vmovdqu8	zmm17, zmmword ptr [rbp + 4096]
	vmovdqu8	zmm18, zmmword ptr [rsi + 8128]
	vmovdqu8	zmm19, zmmword ptr [rdi + 8192]
	vmovdqu8	zmm20 {k5}, zmmword ptr [r8 + 4*rbx - 4096]
	vmovdqu8	zmm21 {k6} {z}, zmmword ptr [r9 + 2147483647]
	vmovdqu8	xmmword ptr [r10 - 2147483648], xmm24
	vmovdqu8	xmmword ptr [r11 - 2048], xmm25
	vmovdqu8	xmmword ptr [r12 - 2064], xmm26
	vmovdqu8	xmmword ptr [r13 + 8*rbp] {k7}, xmm27
	vmovdqu8	xmm22, xmm28
	vmovdqu8	xmm23 {k1}, xmm29
	vmovdqu8	xmm24 {k2} {z}, xmm30
	vmovdqu8	ymmword ptr [r14 + 64], ymm31
	vmovdqu8	ymmword ptr [r15 + 4064], ymm16
	vmovdqu8	ymmword ptr [rip + 4096], ymm17
	vmovdqu8	ymmword ptr [rax - 64] {k3}, ymm18
	vmovdqu8	ymm25, ymm19
	vmovdqu8	ymm26 {k4}, ymm20
	vmovdqu8	ymm27 {k5} {z}, ymm21
	vmovdqu8	zmmword ptr [rcx + rsi + 1], zmm28
	vmovdqu8	zmmword ptr [rdx - 8192], zmm29
	vmovdqu8	zmmword ptr [rbx - 8256], zmm30
	vmovdqu8	zmmword ptr [rsp - 1] {k6}, zmm31
	vmovdqu8	zmm1, zmm0
	vmovdqu8	zmm3 {k7}, zmm2
	vmovdqu8	zmm5 {k1} {z}, zmm4
	vmovhlps	xmm7, xmm6, xmm22
	vmovhpd	xmm8, xmm23, qword ptr [rbp + 127]
	vmovhpd	xmm9, xmm24, qword ptr [rsi + 1016]
	vmovhpd	xmm10, xmm25, qword ptr [rdi + 1024]
	vmovhpd	qword ptr [r8 + 2*rdi + 128], xmm26
	vmovhpd	qword ptr [r9 - 1024], xmm27
	vmovhpd	qword ptr [r10 - 1032], xmm28
	vmovhps	xmm11, xmm29, qword ptr [r11 - 128]
	vmovhps	xmm12, xmm30, qword ptr [r12 + 1016]
	vmovhps	xmm13, xmm31, qword ptr [r13 + 1024]
	vmovhps	qword ptr [r14 + 4096], xmm16
	vmovhps	qword ptr [r15 - 1024], xmm17
	vmovhps	qword ptr [rip - 1032], xmm18
	vmovlhps	xmm15, xmm14, xmm19
	vmovlpd	xmm16, xmm20, qword ptr [rax + 4*r8 - 4096]
	vmovlpd	xmm17, xmm21, qword ptr [rcx + 1016]
	vmovlpd	xmm18, xmm22, qword ptr [rdx + 1024]
	vmovlpd	qword ptr [rbx + 2147483647], xmm23
	vmovlpd	qword ptr [rsp - 1024], xmm24
	vmovlpd	qword ptr [rbp - 1032], xmm25
	vmovlps	xmm19, xmm26, qword ptr [rsi - 2147483648]
	vmovlps	xmm20, xmm27, qword ptr [rdi + 1016]
	vmovlps	xmm21, xmm28, qword ptr [r8 + 1024]
	vmovlps	qword ptr [r9 + 8*r9], xmm29
	vmovlps	qword ptr [r10 - 1024], xmm30
	vmovlps	qword ptr [r11 - 1032], xmm31
	vmovntdq	xmmword ptr [r12 + 64], xmm16
	vmovntdq	xmmword ptr [r13 + 2032], xmm17
	vmovntdq	xmmword ptr [r14 + 2048], xmm18
	vmovntdq	ymmword ptr [r15 - 64], ymm19
	vmovntdq	ymmword ptr [rip - 4096], ymm20
	vmovntdq	ymmword ptr [rax - 4128], ymm21
	vmovntdq	zmmword ptr [rcx + r10 + 1], zmm22
	vmovntdq	zmmword ptr [rdx + 8128], zmm23
	vmovntdq	zmmword ptr [rbx + 8192], zmm24
	vmovntdqa	xmm22, xmmword ptr [rsp - 1]
	vmovntdqa	xmm23, xmmword ptr [rbp - 2048]
	vmovntdqa	xmm24, xmmword ptr [rsi - 2064]
	vmovntdqa	ymm25, ymmword ptr [rdi + 127]
	vmovntdqa	ymm26, ymmword ptr [r8 + 4064]
	vmovntdqa	ymm27, ymmword ptr [r9 + 4096]
	vmovntdqa	zmm25, zmmword ptr [r10 + 2*r11 + 128]
	vmovntdqa	zmm26, zmmword ptr [r11 - 8192]
	vmovntdqa	zmm27, zmmword ptr [r12 - 8256]
	vmovntpd	xmmword ptr [r13 - 128], xmm28
	vmovntpd	xmmword ptr [r14 + 2032], xmm29
	vmovntpd	xmmword ptr [r15 + 2048], xmm30
	vmovntpd	ymmword ptr [rip + 4096], ymm31
	vmovntpd	ymmword ptr [rax - 4096], ymm16
	vmovntpd	ymmword ptr [rcx - 4128], ymm17
	vmovntpd	zmmword ptr [rdx - 4096], zmm28
	vmovntpd	zmmword ptr [rbx + 8128], zmm29
	vmovntpd	zmmword ptr [rsp + 8192], zmm30
	vmovntps	xmmword ptr [rbp + 4*r12 + 2147483647], xmm18
	vmovntps	xmmword ptr [rsi - 2048], xmm19
	vmovntps	xmmword ptr [rdi - 2064], xmm20
	vmovntps	ymmword ptr [r8 - 2147483648], ymm21
	vmovntps	ymmword ptr [r9 + 4064], ymm22
	vmovntps	ymmword ptr [r10 + 4096], ymm23
	vmovntps	zmmword ptr [r11], zmm31
	vmovntps	zmmword ptr [r12 - 8192], zmm0
	vmovntps	zmmword ptr [r13 - 8256], zmm1
	vmovq	xmm24, qword ptr [r14 + 8*r13 + 64]
	vmovq	xmm25, qword ptr [r15 + 1016]
	vmovq	xmm26, qword ptr [rip + 1024]
	vmovq	xmm27, rax
	vmovq	qword ptr [rax - 64], xmm28
	vmovq	qword ptr [rcx - 1024], xmm29
	vmovq	qword ptr [rdx - 1032], xmm30
	vmovq	rcx, xmm31
	vmovq	xmm2, xmm16
	vmovsd	xmm17, qword ptr [rbx + 1]
	vmovsd	xmm18, qword ptr [rsp + 1016]
	vmovsd	xmm19, qword ptr [rbp + 1024]
	vmovsd	xmm20 {k2}, qword ptr [rsi + r14 - 1]
	vmovsd	xmm21 {k3} {z}, qword ptr [rdi + 127]
	vmovsd	qword ptr [r8 + 128], xmm22
	vmovsd	qword ptr [r9 - 1024], xmm23
	vmovsd	qword ptr [r10 - 1032], xmm24
	vmovsd	qword ptr [r11 + 2*r15 - 128] {k4}, xmm25
	vmovsd	xmm4, xmm3, xmm26
	vmovsd	xmm6 {k5}, xmm5, xmm27
	vmovsd	xmm8 {k6} {z}, xmm7, xmm28
	vmovsh	xmm29, word ptr [r12 + 4096]
	vmovsh	xmm30, word ptr [r13 + 254]
	vmovsh	xmm31, word ptr [r14 + 256]
	vmovsh	xmm16 {k7}, word ptr [r15 - 4096]
	vmovsh	xmm17 {k1} {z}, word ptr [rip + 2147483647]
	vmovsh	word ptr [rax + 4*rax - 2147483648], xmm18
	vmovsh	word ptr [rcx - 256], xmm19
	vmovsh	word ptr [rdx - 258], xmm20
	vmovsh	word ptr [rbx] {k2}, xmm21
	vmovsh	xmm10, xmm9, xmm22
	vmovsh	xmm12 {k3}, xmm11, xmm23
	vmovsh	xmm14 {k4} {z}, xmm13, xmm24
	vmovshdup	xmm25, xmmword ptr [rsp + 64]
	vmovshdup	xmm26, xmmword ptr [rbp + 2032]
	vmovshdup	xmm27, xmmword ptr [rsi + 2048]
	vmovshdup	xmm28 {k5}, xmmword ptr [rdi + 8*rcx - 64]
	vmovshdup	xmm29 {k6} {z}, xmmword ptr [r8 + 1]
	vmovshdup	ymm30, ymmword ptr [r9 - 1]
	vmovshdup	ymm31, ymmword ptr [r10 - 4096]
	vmovshdup	ymm16, ymmword ptr [r11 - 4128]
	vmovshdup	ymm17 {k7}, ymmword ptr [r12 + rdx + 127]
	vmovshdup	ymm18 {k1} {z}, ymmword ptr [r13 + 128]
	vmovshdup	zmm15, zmmword ptr [r14 - 128]
	vmovshdup	zmm16, zmmword ptr [r15 + 8128]
	vmovshdup	zmm17, zmmword ptr [rip + 8192]
	vmovshdup	zmm18 {k2}, zmmword ptr [rax + 2*rbx + 4096]
	vmovshdup	zmm19 {k3} {z}, zmmword ptr [rcx - 4096]
	vmovshdup	xmm20, xmm19
	vmovshdup	xmm21 {k4}, xmm20
	vmovshdup	xmm22 {k5} {z}, xmm21
	vmovshdup	ymm23, ymm22
	vmovshdup	ymm24 {k6}, ymm23
	vmovshdup	ymm25 {k7} {z}, ymm24
	vmovshdup	zmm27, zmm26
	vmovshdup	zmm29 {k1}, zmm28
	vmovshdup	zmm31 {k2} {z}, zmm30
	vmovsldup	xmm25, xmmword ptr [rdx + 2147483647]
	vmovsldup	xmm26, xmmword ptr [rbx - 2048]
	vmovsldup	xmm27, xmmword ptr [rsp - 2064]
	vmovsldup	xmm28 {k3}, xmmword ptr [rbp + 4*rbp - 2147483648]
	vmovsldup	xmm29 {k4} {z}, xmmword ptr [rsi]
	vmovsldup	ymm30, ymmword ptr [rdi + 64]
	vmovsldup	ymm31, ymmword ptr [r8 + 4064]
	vmovsldup	ymm16, ymmword ptr [r9 + 4096]
	vmovsldup	ymm17 {k5}, ymmword ptr [r10 + 8*rsi - 64]
	vmovsldup	ymm18 {k6} {z}, ymmword ptr [r11 + 1]
	vmovsldup	zmm0, zmmword ptr [r12 - 1]
	vmovsldup	zmm1, zmmword ptr [r13 - 8192]
	vmovsldup	zmm2, zmmword ptr [r14 - 8256]
	vmovsldup	zmm3 {k7}, zmmword ptr [r15 + rdi + 127]
	vmovsldup	zmm4 {k1} {z}, zmmword ptr [rip + 128]
	vmovsldup	xmm5, xmm19
	vmovsldup	xmm6 {k2}, xmm20
	vmovsldup	xmm7 {k3} {z}, xmm21
	vmovsldup	ymm8, ymm22
	vmovsldup	ymm9 {k4}, ymm23
	vmovsldup	ymm10 {k5} {z}, ymm24
	vmovsldup	zmm12, zmm11
	vmovsldup	zmm14 {k6}, zmm13
	vmovsldup	zmm16 {k7} {z}, zmm15
	vmovss	xmm25, dword ptr [rax - 128]
	vmovss	xmm26, dword ptr [rcx + 508]
	vmovss	xmm27, dword ptr [rdx + 512]
	vmovss	xmm28 {k1}, dword ptr [rbx + 4096]
	vmovss	xmm29 {k2} {z}, dword ptr [rsp + 2*r8 - 4096]
	vmovss	dword ptr [rbp + 2147483647], xmm30
	vmovss	dword ptr [rsi - 512], xmm31
	vmovss	dword ptr [rdi - 516], xmm16
	vmovss	dword ptr [r8 - 2147483648] {k3}, xmm17
	vmovss	xmm19, xmm17, xmm18
	vmovss	xmm21 {k4}, xmm20, xmm19
	vmovss	xmm23 {k5} {z}, xmm22, xmm20
	vmovupd	xmm21, xmmword ptr [r9 + 4*r9]
	vmovupd	xmm22, xmmword ptr [r10 + 2032]
	vmovupd	xmm23, xmmword ptr [r11 + 2048]
	vmovupd	xmm24 {k6}, xmmword ptr [r12 + 64]
	vmovupd	xmm25 {k7} {z}, xmmword ptr [r13 - 64]
	vmovupd	ymm26, ymmword ptr [r14 + 8*r10 + 1]
	vmovupd	ymm27, ymmword ptr [r15 - 4096]
	vmovupd	ymm28, ymmword ptr [rip - 4128]
	vmovupd	ymm29 {k1}, ymmword ptr [rax - 1]
	vmovupd	ymm30 {k2} {z}, ymmword ptr [rcx + 127]
	vmovupd	zmm24, zmmword ptr [rdx + r11 + 128]
	vmovupd	zmm25, zmmword ptr [rbx + 8128]
	vmovupd	zmm26, zmmword ptr [rsp + 8192]
	vmovupd	zmm27 {k3}, zmmword ptr [rbp - 128]
	vmovupd	zmm28 {k4} {z}, zmmword ptr [rsi + 4096]
	vmovupd	xmmword ptr [rdi + 2*r12 - 4096], xmm31
	vmovupd	xmmword ptr [r8 - 2048], xmm16
	vmovupd	xmmword ptr [r9 - 2064], xmm17
	vmovupd	xmmword ptr [r10 + 2147483647] {k5}, xmm18
	vmovupd	xmm29, xmm19
	vmovupd	xmm30 {k6}, xmm20
	vmovupd	xmm31 {k7} {z}, xmm21
	vmovupd	ymmword ptr [r11 - 2147483648], ymm22
	vmovupd	ymmword ptr [r12 + 4064], ymm23
	vmovupd	ymmword ptr [r13 + 4096], ymm24
	vmovupd	ymmword ptr [r14 + 4*r13] {k1}, ymm25
	vmovupd	ymm0, ymm26
	vmovupd	ymm1 {k2}, ymm27
	vmovupd	ymm2 {k3} {z}, ymm28
	vmovupd	zmmword ptr [r15 + 64], zmm3
	vmovupd	zmmword ptr [rip - 8192], zmm4
	vmovupd	zmmword ptr [rax - 8256], zmm5
	vmovupd	zmmword ptr [rcx - 64] {k4}, zmm6
	vmovupd	zmm8, zmm7
	vmovupd	zmm10 {k5}, zmm9
	vmovupd	zmm12 {k6} {z}, zmm11
	vmovups	xmm29, xmmword ptr [rdx + 8*r14 + 1]
	vmovups	xmm30, xmmword ptr [rbx + 2032]
	vmovups	xmm31, xmmword ptr [rsp + 2048]
	vmovups	xmm16 {k7}, xmmword ptr [rbp - 1]
	vmovups	xmm17 {k1} {z}, xmmword ptr [rsi + 127]
	vmovups	ymm18, ymmword ptr [rdi + r15 + 128]
	vmovups	ymm19, ymmword ptr [r8 - 4096]
	vmovups	ymm20, ymmword ptr [r9 - 4128]
	vmovups	ymm21 {k2}, ymmword ptr [r10 - 128]
	vmovups	ymm22 {k3} {z}, ymmword ptr [r11 + 4096]
	vmovups	zmm13, zmmword ptr [r12 + 2*rax - 4096]
	vmovups	zmm14, zmmword ptr [r13 + 8128]
	vmovups	zmm15, zmmword ptr [r14 + 8192]
	vmovups	zmm16 {k4}, zmmword ptr [r15 + 2147483647]
	vmovups	zmm17 {k5} {z}, zmmword ptr [rip - 2147483648]
	vmovups	xmmword ptr [rax], xmm23
	vmovups	xmmword ptr [rcx - 2048], xmm24
	vmovups	xmmword ptr [rdx - 2064], xmm25
	vmovups	xmmword ptr [rbx + 4*rcx + 64] {k6}, xmm26
	vmovups	xmm18, xmm27
	vmovups	xmm19 {k7}, xmm28
	vmovups	xmm20 {k1} {z}, xmm29
	vmovups	ymmword ptr [rsp - 64], ymm30
	vmovups	ymmword ptr [rbp + 4064], ymm31
	vmovups	ymmword ptr [rsi + 4096], ymm16
	vmovups	ymmword ptr [rdi + 1] {k2}, ymm17
	vmovups	ymm21, ymm18
	vmovups	ymm22 {k3}, ymm19
	vmovups	ymm23 {k4} {z}, ymm20
	vmovups	zmmword ptr [r8 + 8*rdx - 1], zmm24
	vmovups	zmmword ptr [r9 - 8192], zmm25
	vmovups	zmmword ptr [r10 - 8256], zmm26
	vmovups	zmmword ptr [r11 + 127] {k5}, zmm27
	vmovups	zmm29, zmm28
	vmovups	zmm31 {k6}, zmm30
	vmovups	zmm1 {k7} {z}, zmm0
	vmovw	xmm21, word ptr [r12 + 128]
	vmovw	xmm22, word ptr [r13 + 254]
	vmovw	xmm23, word ptr [r14 + 256]
	vmovw	xmm24, edx
	vmovw	xmm25, rdx
	vmovw	word ptr [r15 + rbx - 128], xmm26
	vmovw	word ptr [rip - 256], xmm27
	vmovw	word ptr [rax - 258], xmm28
	vmovw	ebx, xmm29
	vmovw	rbx, xmm30
	vmulpd	xmm2, xmm31, xmmword ptr [rcx + 4096]
	vmulpd	xmm3, xmm16, xmmword ptr [rdx + 2032]
	vmulpd	xmm4, xmm17, xmmword ptr [rbx + 2048]
	vmulpd	xmm5 {k1}, xmm18, xmmword ptr [rsp - 4096]
	vmulpd	xmm6 {k2} {z}, xmm19, xmmword ptr [rbp + 2*rbp + 2147483647]
	vmulpd	ymm7, ymm20, ymmword ptr [rsi - 2147483648]
	vmulpd	ymm8, ymm21, ymmword ptr [rdi - 4096]
	vmulpd	ymm9, ymm22, ymmword ptr [r8 - 4128]
	vmulpd	ymm10 {k3}, ymm23, ymmword ptr [r9]
	vmulpd	ymm11 {k4} {z}, ymm24, ymmword ptr [r10 + 4*rsi + 64]
	vmulpd	zmm13, zmm12, zmmword ptr [r11 - 64]
	vmulpd	zmm15, zmm14, zmmword ptr [r12 + 8128]
	vmulpd	zmm17, zmm16, zmmword ptr [r13 + 8192]
	vmulpd	zmm19 {k5}, zmm18, zmmword ptr [r14 + 1]
	vmulpd	zmm21 {k6} {z}, zmm20, zmmword ptr [r15 + 8*rdi - 1]
	vmulpd	xmm22, xmm25, qword ptr [rip + 127]{1to2}
	vmulpd	xmm23, xmm26, qword ptr [rax - 1024]{1to2}
	vmulpd	xmm24, xmm27, qword ptr [rcx - 1032]{1to2}
	vmulpd	xmm25 {k7}, xmm28, qword ptr [rdx + 128]{1to2}
	vmulpd	xmm26 {k1} {z}, xmm29, qword ptr [rbx - 128]{1to2}
	vmulpd	ymm27, ymm30, qword ptr [rsp + r8 + 4096]{1to4}
	vmulpd	ymm28, ymm31, qword ptr [rbp + 1016]{1to4}
	vmulpd	ymm29, ymm16, qword ptr [rsi + 1024]{1to4}
	vmulpd	ymm30 {k2}, ymm17, qword ptr [rdi - 4096]{1to4}
	vmulpd	ymm31 {k3} {z}, ymm18, qword ptr [r8 + 2147483647]{1to4}
	vmulpd	zmm1, zmm0, qword ptr [r9 + 2*r9 - 2147483648]{1to8}
	vmulpd	zmm3, zmm2, qword ptr [r10 - 1024]{1to8}
	vmulpd	zmm5, zmm4, qword ptr [r11 - 1032]{1to8}
	vmulpd	zmm7 {k4}, zmm6, qword ptr [r12]{1to8}
	vmulpd	zmm9 {k5} {z}, zmm8, qword ptr [r13 + 64]{1to8}
	vmulpd	xmm11, xmm10, xmm19
	vmulpd	xmm13 {k6}, xmm12, xmm20
	vmulpd	xmm15 {k7} {z}, xmm14, xmm21
	vmulpd	ymm17, ymm16, ymm22
	vmulpd	ymm19 {k1}, ymm18, ymm23
	vmulpd	ymm21 {k2} {z}, ymm20, ymm24
	vmulpd	zmm24, zmm23, zmm22
	vmulpd	zmm27 {k3}, zmm26, zmm25
	vmulpd	zmm30 {k4} {z}, zmm29, zmm28
	vmulpd	zmm1, zmm0, zmm31, {rn-sae}
	vmulpd	zmm4 {k5}, zmm3, zmm2, {rd-sae}
	vmulpd	zmm7 {k6} {z}, zmm6, zmm5, {ru-sae}
	vmulph	xmm8, xmm25, xmmword ptr [r14 + 4*r10 - 64]
	vmulph	xmm9, xmm26, xmmword ptr [r15 + 2032]
	vmulph	xmm10, xmm27, xmmword ptr [rip + 2048]
	vmulph	xmm11 {k7}, xmm28, xmmword ptr [rax + 1]
	vmulph	xmm12 {k1} {z}, xmm29, xmmword ptr [rcx - 1]
	vmulph	ymm13, ymm30, word ptr [rdx + 8*r11 + 127]{1to16}
	vmulph	ymm14, ymm31, word ptr [rbx - 256]{1to16}
	vmulph	ymm15, ymm16, word ptr [rsp - 258]{1to16}
	vmulph	ymm16 {k2}, ymm17, word ptr [rbp + 128]{1to16}
	vmulph	ymm17 {k3} {z}, ymm18, word ptr [rsi - 128]{1to16}
	vmulph	zmm19, zmm18, word ptr [rdi + r12 + 4096]{1to32}
	vmulph	zmm21, zmm20, word ptr [r8 + 254]{1to32}
	vmulph	zmm23, zmm22, word ptr [r9 + 256]{1to32}
	vmulph	zmm25 {k4}, zmm24, word ptr [r10 - 4096]{1to32}
	vmulph	zmm27 {k5} {z}, zmm26, word ptr [r11 + 2147483647]{1to32}
	vmulph	xmm28, xmm19, word ptr [r12 + 2*r13 - 2147483648]{1to8}
	vmulph	xmm29, xmm20, word ptr [r13 - 256]{1to8}
	vmulph	xmm30, xmm21, word ptr [r14 - 258]{1to8}
	vmulph	xmm31 {k6}, xmm22, word ptr [r15]{1to8}
	vmulph	xmm0 {k7} {z}, xmm23, word ptr [rip + 64]{1to8}
	vmulph	ymm1, ymm24, ymmword ptr [rax - 64]
	vmulph	ymm2, ymm25, ymmword ptr [rcx + 4064]
	vmulph	ymm3, ymm26, ymmword ptr [rdx + 4096]
	vmulph	ymm4 {k1}, ymm27, ymmword ptr [rbx + 4*r14 + 1]
	vmulph	ymm5 {k2} {z}, ymm28, ymmword ptr [rsp - 1]
	vmulph	zmm7, zmm6, zmmword ptr [rbp + 127]
	vmulph	zmm9, zmm8, zmmword ptr [rsi - 8192]
	vmulph	zmm11, zmm10, zmmword ptr [rdi - 8256]
	vmulph	zmm13 {k3}, zmm12, zmmword ptr [r8 + 8*r15 + 128]
	vmulph	zmm15 {k4} {z}, zmm14, zmmword ptr [r9 - 128]
	vmulph	xmm17, xmm16, xmm29
	vmulph	xmm19 {k5}, xmm18, xmm30
	vmulph	xmm21 {k6} {z}, xmm20, xmm31
	vmulph	ymm23, ymm22, ymm16
	vmulph	ymm25 {k7}, ymm24, ymm17
	vmulph	ymm27 {k1} {z}, ymm26, ymm18
	vmulph	zmm30, zmm29, zmm28
	vmulph	zmm1 {k2}, zmm0, zmm31
	vmulph	zmm4 {k3} {z}, zmm3, zmm2
	vmulph	zmm7, zmm6, zmm5, {rz-sae}
	vmulph	zmm10 {k4}, zmm9, zmm8, {rn-sae}
	vmulph	zmm13 {k5} {z}, zmm12, zmm11, {rd-sae}
	vmulps	xmm14, xmm19, xmmword ptr [r10 + 4096]
	vmulps	xmm15, xmm20, xmmword ptr [r11 + 2032]
	vmulps	xmm16, xmm21, xmmword ptr [r12 + 2048]
	vmulps	xmm17 {k6}, xmm22, xmmword ptr [r13 + rax - 4096]
	vmulps	xmm18 {k7} {z}, xmm23, xmmword ptr [r14 + 2147483647]
	vmulps	ymm19, ymm24, ymmword ptr [r15 - 2147483648]
	vmulps	ymm20, ymm25, ymmword ptr [rip - 4096]
	vmulps	ymm21, ymm26, ymmword ptr [rax - 4128]
	vmulps	ymm22 {k1}, ymm27, ymmword ptr [rcx + 2*rcx]
	vmulps	ymm23 {k2} {z}, ymm28, ymmword ptr [rdx + 64]
	vmulps	zmm25, zmm24, dword ptr [rbx - 64]{1to16}
	vmulps	zmm27, zmm26, dword ptr [rsp + 508]{1to16}
	vmulps	zmm29, zmm28, dword ptr [rbp + 512]{1to16}
	vmulps	zmm31 {k3}, zmm30, dword ptr [rsi + 4*rdx + 1]{1to16}
	vmulps	zmm1 {k4} {z}, zmm0, dword ptr [rdi - 1]{1to16}
	vmulps	xmm2, xmm29, dword ptr [r8 + 127]{1to4}
	vmulps	xmm3, xmm30, dword ptr [r9 - 512]{1to4}
	vmulps	xmm4, xmm31, dword ptr [r10 - 516]{1to4}
	vmulps	xmm5 {k5}, xmm16, dword ptr [r11 + 8*rbx + 128]{1to4}
	vmulps	xmm6 {k6} {z}, xmm17, dword ptr [r12 - 128]{1to4}
	vmulps	ymm7, ymm18, dword ptr [r13 + 4096]{1to8}
	vmulps	ymm8, ymm19, dword ptr [r14 + 508]{1to8}
	vmulps	ymm9, ymm20, dword ptr [r15 + 512]{1to8}
	vmulps	ymm10 {k7}, ymm21, dword ptr [rip - 4096]{1to8}
	vmulps	ymm11 {k1} {z}, ymm22, dword ptr [rax + rbp + 2147483647]{1to8}
	vmulps	zmm13, zmm12, zmmword ptr [rcx - 2147483648]
	vmulps	zmm15, zmm14, zmmword ptr [rdx - 8192]
	vmulps	zmm17, zmm16, zmmword ptr [rbx - 8256]
	vmulps	zmm19 {k2}, zmm18, zmmword ptr [rsp]
	vmulps	zmm21 {k3} {z}, zmm20, zmmword ptr [rbp + 2*rsi + 64]
	vmulps	xmm24, xmm22, xmm23
	vmulps	xmm26 {k4}, xmm25, xmm24
	vmulps	xmm28 {k5} {z}, xmm27, xmm25
	vmulps	ymm30, ymm29, ymm26
	vmulps	ymm0 {k6}, ymm31, ymm27
	vmulps	ymm2 {k7} {z}, ymm1, ymm28
	vmulps	zmm5, zmm4, zmm3
	vmulps	zmm8 {k1}, zmm7, zmm6
	vmulps	zmm11 {k2} {z}, zmm10, zmm9
	vmulps	zmm14, zmm13, zmm12, {ru-sae}
	vmulps	zmm17 {k3}, zmm16, zmm15, {rz-sae}
	vmulps	zmm20 {k4} {z}, zmm19, zmm18, {rn-sae}
	vmulsd	xmm21, xmm29, qword ptr [rsi - 64]
	vmulsd	xmm22, xmm30, qword ptr [rdi + 1016]
	vmulsd	xmm23, xmm31, qword ptr [r8 + 1024]
	vmulsd	xmm24 {k5}, xmm16, qword ptr [r9 + 1]
	vmulsd	xmm25 {k6} {z}, xmm17, qword ptr [r10 + 4*rdi - 1]
	vmulsd	xmm27, xmm26, xmm18
	vmulsd	xmm29 {k7}, xmm28, xmm19
	vmulsd	xmm31 {k1} {z}, xmm30, xmm20
	vmulsd	xmm1, xmm0, xmm21, {rd-sae}
	vmulsd	xmm3 {k2}, xmm2, xmm22, {ru-sae}
	vmulsd	xmm5 {k3} {z}, xmm4, xmm23, {rz-sae}
	vmulsh	xmm6, xmm24, word ptr [r11 + 127]
	vmulsh	xmm7, xmm25, word ptr [r12 - 256]
	vmulsh	xmm8, xmm26, word ptr [r13 - 258]
	vmulsh	xmm9 {k4}, xmm27, word ptr [r14 + 128]
	vmulsh	xmm10 {k5} {z}, xmm28, word ptr [r15 + 8*r8 - 128]
	vmulsh	xmm12, xmm11, xmm29
	vmulsh	xmm14 {k6}, xmm13, xmm30
	vmulsh	xmm16 {k7} {z}, xmm15, xmm31
	vmulsh	xmm18, xmm17, xmm16, {rn-sae}
	vmulsh	xmm20 {k1}, xmm19, xmm17, {rd-sae}
	vmulsh	xmm22 {k2} {z}, xmm21, xmm18, {ru-sae}
	vmulss	xmm23, xmm19, dword ptr [rip + 4096]
	vmulss	xmm24, xmm20, dword ptr [rax + 508]
	vmulss	xmm25, xmm21, dword ptr [rcx + 512]
	vmulss	xmm26 {k3}, xmm22, dword ptr [rdx - 4096]
	vmulss	xmm27 {k4} {z}, xmm23, dword ptr [rbx + 2147483647]
	vmulss	xmm29, xmm28, xmm24
	vmulss	xmm31 {k5}, xmm30, xmm25
	vmulss	xmm1 {k6} {z}, xmm0, xmm26
	vmulss	xmm3, xmm2, xmm27, {rz-sae}
	vmulss	xmm5 {k7}, xmm4, xmm28, {rn-sae}
	vmulss	xmm7 {k1} {z}, xmm6, xmm29, {rd-sae}
