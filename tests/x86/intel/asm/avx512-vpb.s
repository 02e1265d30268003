	.intel_syntax noprefix
	.text
	vpblendmb	xmm0, xmm16, xmmword ptr [rax]
	vpblendmb	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vpblendmb	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vpblendmb	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vpblendmb	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vpblendmb	ymm5, ymm21, ymmword ptr [rbp + 1]
	vpblendmb	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vpblendmb	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vpblendmb	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vpblendmb	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vpblendmb	zmm11, zmm10, zmmword ptr [r10 + 128]
	vpblendmb	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vpblendmb	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vpblendmb	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vpblendmb	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vpblendmb	xmm21, xmm20, xmm26
	vpblendmb	xmm23 {k7}, xmm22, xmm27
	vpblendmb	xmm25 {k1} {z}, xmm24, xmm28
	vpblendmb	ymm27, ymm26, ymm29
	vpblendmb	ymm29 {k2}, ymm28, ymm30
	vpblendmb	ymm0 {k3} {z}, ymm30, ymm31
	vpblendmb	zmm3, zmm2, zmm1
	vpblendmb	zmm6 {k4}, zmm5, zmm4
	vpblendmb	zmm9 {k5} {z}, zmm8, zmm7
	vpblendmd	xmm10, xmm16, xmmword ptr [r15 - 4096]
	vpblendmd	xmm11, xmm17, xmmword ptr [rip + 2032]
	vpblendmd	xmm12, xmm18, xmmword ptr [rax + 2048]
	vpblendmd	xmm13 {k6}, xmm19, xmmword ptr [rcx + 8*rbx + 2147483647]
	vpblendmd	xmm14 {k7} {z}, xmm20, xmmword ptr [rdx - 2147483648]
	vpblendmd	ymm15, ymm21, ymmword ptr [rbx]
	vpblendmd	ymm16, ymm22, ymmword ptr [rsp - 4096]
	vpblendmd	ymm17, ymm23, ymmword ptr [rbp - 4128]
	vpblendmd	ymm18 {k1}, ymm24, ymmword ptr [rsi + rbp + 64]
	vpblendmd	ymm19 {k2} {z}, ymm25, ymmword ptr [rdi - 64]
	vpblendmd	zmm21, zmm20, dword ptr [r8 + 1]{1to16}
	vpblendmd	zmm23, zmm22, dword ptr [r9 + 508]{1to16}
	vpblendmd	zmm25, zmm24, dword ptr [r10 + 512]{1to16}
	vpblendmd	zmm27 {k3}, zmm26, dword ptr [r11 + 2*rsi - 1]{1to16}
	vpblendmd	zmm29 {k4} {z}, zmm28, dword ptr [r12 + 127]{1to16}
	vpblendmd	xmm30, xmm26, dword ptr [r13 + 128]{1to4}
	vpblendmd	xmm31, xmm27, dword ptr [r14 - 512]{1to4}
	vpblendmd	xmm0, xmm28, dword ptr [r15 - 516]{1to4}
	vpblendmd	xmm1 {k5}, xmm29, dword ptr [rip - 128]{1to4}
	vpblendmd	xmm2 {k6} {z}, xmm30, dword ptr [rax + 4*rdi + 4096]{1to4}
	vpblendmd	ymm3, ymm31, dword ptr [rcx - 4096]{1to8}
	vpblendmd	ymm4, ymm16, dword ptr [rdx + 508]{1to8}
	vpblendmd	ymm5, ymm17, dword ptr [rbx + 512]{1to8}
	vpblendmd	ymm6 {k7}, ymm18, dword ptr [rsp + 2147483647]{1to8}
	vpblendmd	ymm7 {k1} {z}, ymm19, dword ptr [rbp + 8*r8 - 2147483648]{1to8}
	vpblendmd	zmm9, zmm8, zmmword ptr [rsi]
	vpblendmd	zmm11, zmm10, zmmword ptr [rdi - 8192]
	vpblendmd	zmm13, zmm12, zmmword ptr [r8 - 8256]
	vpblendmd	zmm15 {k2}, zmm14, zmmword ptr [r9 + 64]
	vpblendmd	zmm17 {k3} {z}, zmm16, zmmword ptr [r10 + r9 - 64]
	vpblendmd	xmm19, xmm18, xmm20
	vpblendmd	xmm22 {k4}, xmm20, xmm21
	vpblendmd	xmm24 {k5} {z}, xmm23, xmm22
	vpblendmd	ymm26, ymm25, ymm23
	vpblendmd	ymm28 {k6}, ymm27, ymm24
	vpblendmd	ymm30 {k7} {z}, ymm29, ymm25
	vpblendmd	zmm1, zmm0, zmm31
	vpblendmd	zmm4 {k1}, zmm3, zmm2
	vpblendmd	zmm7 {k2} {z}, zmm6, zmm5
	vpblendmq	xmm8, xmm26, xmmword ptr [r11 + 1]
	vpblendmq	xmm9, xmm27, xmmword ptr [r12 + 2032]
	vpblendmq	xmm10, xmm28, xmmword ptr [r13 + 2048]
	vpblendmq	xmm11 {k3}, xmm29, xmmword ptr [r14 - 1]
	vpblendmq	xmm12 {k4} {z}, xmm30, xmmword ptr [r15 + 2*r10 + 127]
	vpblendmq	ymm13, ymm31, ymmword ptr [rip + 128]
	vpblendmq	ymm14, ymm16, ymmword ptr [rax - 4096]
	vpblendmq	ymm15, ymm17, ymmword ptr [rcx - 4128]
	vpblendmq	ymm16 {k5}, ymm18, ymmword ptr [rdx - 128]
	vpblendmq	ymm17 {k6} {z}, ymm19, ymmword ptr [rbx + 4096]
	vpblendmq	zmm19, zmm18, zmmword ptr [rsp + 4*r11 - 4096]
	vpblendmq	zmm21, zmm20, zmmword ptr [rbp + 8128]
	vpblendmq	zmm23, zmm22, zmmword ptr [rsi + 8192]
	vpblendmq	zmm25 {k7}, zmm24, zmmword ptr [rdi + 2147483647]
	vpblendmq	zmm27 {k1} {z}, zmm26, zmmword ptr [r8 - 2147483648]
	vpblendmq	xmm28, xmm20, qword ptr [r9 + 8*r12]{1to2}
	vpblendmq	xmm29, xmm21, qword ptr [r10 - 1024]{1to2}
	vpblendmq	xmm30, xmm22, qword ptr [r11 - 1032]{1to2}
	vpblendmq	xmm31 {k2}, xmm23, qword ptr [r12 + 64]{1to2}
	vpblendmq	xmm0 {k3} {z}, xmm24, qword ptr [r13 - 64]{1to2}
	vpblendmq	ymm1, ymm25, qword ptr [r14 + r13 + 1]{1to4}
	vpblendmq	ymm2, ymm26, qword ptr [r15 + 1016]{1to4}
	vpblendmq	ymm3, ymm27, qword ptr [rip + 1024]{1to4}
	vpblendmq	ymm4 {k4}, ymm28, qword ptr [rax - 1]{1to4}
	vpblendmq	ymm5 {k5} {z}, ymm29, qword ptr [rcx + 127]{1to4}
	vpblendmq	zmm7, zmm6, qword ptr [rdx + 2*r14 + 128]{1to8}
	vpblendmq	zmm9, zmm8, qword ptr [rbx - 1024]{1to8}
	vpblendmq	zmm11, zmm10, qword ptr [rsp - 1032]{1to8}
	vpblendmq	zmm13 {k6}, zmm12, qword ptr [rbp - 128]{1to8}
	vpblendmq	zmm15 {k7} {z}, zmm14, qword ptr [rsi + 4096]{1to8}
	vpblendmq	xmm17, xmm16, xmm30
	vpblendmq	xmm19 {k1}, xmm18, xmm31
	vpblendmq	xmm21 {k2} {z}, xmm20, xmm16
	vpblendmq	ymm23, ymm22, ymm17
	vpblendmq	ymm25 {k3}, ymm24, ymm18
	vpblendmq	ymm27 {k4} {z}, ymm26, ymm19
	vpblendmq	zmm30, zmm29, zmm28
	vpblendmq	zmm1 {k5}, zmm0, zmm31
	vpblendmq	zmm4 {k6} {z}, zmm3, zmm2
	vpblendmw	xmm5, xmm20, xmmword ptr [rdi + 4*r15 - 4096]
	vpblendmw	xmm6, xmm21, xmmword ptr [r8 + 2032]
	vpblendmw	xmm7, xmm22, xmmword ptr [r9 + 2048]
	vpblendmw	xmm8 {k7}, xmm23, xmmword ptr [r10 + 2147483647]
	vpblendmw	xmm9 {k1} {z}, xmm24, xmmword ptr [r11 - 2147483648]
	vpblendmw	ymm10, ymm25, ymmword ptr [r12 + 8*rax]
	vpblendmw	ymm11, ymm26, ymmword ptr [r13 - 4096]
	vpblendmw	ymm12, ymm27, ymmword ptr [r14 - 4128]
	vpblendmw	ymm13 {k2}, ymm28, ymmword ptr [r15 + 64]
	vpblendmw	ymm14 {k3} {z}, ymm29, ymmword ptr [rip - 64]
	vpblendmw	zmm16, zmm15, zmmword ptr [rax + 1]
	vpblendmw	zmm18, zmm17, zmmword ptr [rcx + 8128]
	vpblendmw	zmm20, zmm19, zmmword ptr [rdx + 8192]
	vpblendmw	zmm22 {k4}, zmm21, zmmword ptr [rbx + rcx - 1]
	vpblendmw	zmm24 {k5} {z}, zmm23, zmmword ptr [rsp + 127]
	vpblendmw	xmm26, xmm25, xmm30
	vpblendmw	xmm28 {k6}, xmm27, xmm31
	vpblendmw	xmm30 {k7} {z}, xmm29, xmm16
	vpblendmw	ymm0, ymm31, ymm17
	vpblendmw	ymm2 {k1}, ymm1, ymm18
	vpblendmw	ymm4 {k2} {z}, ymm3, ymm19
	vpblendmw	zmm7, zmm6, zmm5
	vpblendmw	zmm10 {k3}, zmm9, zmm8
	vpblendmw	zmm13 {k4} {z}, zmm12, zmm11
	vpbroadcastb	xmm20, byte ptr [rbp + 128]
	vpbroadcastb	xmm21, byte ptr [rsi - 128]
	vpbroadcastb	xmm22, byte ptr [rdi - 129]
	vpbroadcastb	xmm23 {k5}, byte ptr [r8 + 2*rdx - 128]
	vpbroadcastb	xmm24 {k6} {z}, byte ptr [r9 + 4096]
	vpbroadcastb	ymm25, byte ptr [r10 - 4096]
	vpbroadcastb	ymm26, byte ptr [r11 + 127]
	vpbroadcastb	ymm27, byte ptr [r12 + 128]
	vpbroadcastb	ymm28 {k7}, byte ptr [r13 + 4*rbx + 2147483647]
	vpbroadcastb	ymm29 {k1} {z}, byte ptr [r14 - 2147483648]
	vpbroadcastb	zmm14, byte ptr [r15]
	vpbroadcastb	zmm15, byte ptr [rip - 128]
	vpbroadcastb	zmm16, byte ptr [rax - 129]
	vpbroadcastb	zmm17 {k2}, byte ptr [rcx + 8*rbp + 64]
	vpbroadcastb	zmm18 {k3} {z}, byte ptr [rdx - 64]
	vpbroadcastb	xmm30, eax
	vpbroadcastb	xmm31 {k4}, ecx
	vpbroadcastb	xmm16 {k5} {z}, edx
	vpbroadcastb	ymm17, ebx
	vpbroadcastb	ymm18 {k6}, esi
	vpbroadcastb	ymm19 {k7} {z}, edi
	vpbroadcastb	zmm19, r10d
	vpbroadcastb	zmm20 {k1}, r13d
	vpbroadcastb	zmm21 {k2} {z}, eax
	vpbroadcastb	xmm22, xmm20
	vpbroadcastb	xmm23 {k3}, xmm21
	vpbroadcastb	xmm24 {k4} {z}, xmm22
	vpbroadcastb	ymm25, xmm23
	vpbroadcastb	ymm26 {k5}, xmm24
	vpbroadcastb	ymm27 {k6} {z}, xmm25
	vpbroadcastb	zmm28, xmm26
	vpbroadcastb	zmm29 {k7}, xmm27
	vpbroadcastb	zmm30 {k1} {z}, xmm28
	vpbroadcastd	xmm29, dword ptr [rbx + 1]
	vpbroadcastd	xmm30, dword ptr [rsp + 508]
	vpbroadcastd	xmm31, dword ptr [rbp + 512]
	vpbroadcastd	xmm16 {k2}, dword ptr [rsi + rsi - 1]
	vpbroadcastd	xmm17 {k3} {z}, dword ptr [rdi + 127]
	vpbroadcastd	ymm18, dword ptr [r8 + 128]
	vpbroadcastd	ymm19, dword ptr [r9 - 512]
	vpbroadcastd	ymm20, dword ptr [r10 - 516]
	vpbroadcastd	ymm21 {k4}, dword ptr [r11 + 2*rdi - 128]
	vpbroadcastd	ymm22 {k5} {z}, dword ptr [r12 + 4096]
	vpbroadcastd	zmm31, dword ptr [r13 - 4096]
	vpbroadcastd	zmm0, dword ptr [r14 + 508]
	vpbroadcastd	zmm1, dword ptr [r15 + 512]
	vpbroadcastd	zmm2 {k6}, dword ptr [rip + 2147483647]
	vpbroadcastd	zmm3 {k7} {z}, dword ptr [rax + 4*r8 - 2147483648]
	vpbroadcastd	xmm23, ecx
	vpbroadcastd	xmm24 {k1}, edx
	vpbroadcastd	xmm25 {k2} {z}, ebx
	vpbroadcastd	ymm26, esi
	vpbroadcastd	ymm27 {k3}, edi
	vpbroadcastd	ymm28 {k4} {z}, r10d
	vpbroadcastd	zmm4, r13d
	vpbroadcastd	zmm5 {k5}, eax
	vpbroadcastd	zmm6 {k6} {z}, ecx
	vpbroadcastd	xmm7, xmm29
	vpbroadcastd	xmm8 {k7}, xmm30
	vpbroadcastd	xmm9 {k1} {z}, xmm31
	vpbroadcastd	ymm10, xmm16
	vpbroadcastd	ymm11 {k2}, xmm17
	vpbroadcastd	ymm12 {k3} {z}, xmm18
	vpbroadcastd	zmm13, xmm19
	vpbroadcastd	zmm14 {k4}, xmm20
	vpbroadcastd	zmm15 {k5} {z}, xmm21
	vpbroadcastmb2q	xmm22, k0
	vpbroadcastmb2q	ymm23, k1
	vpbroadcastmb2q	zmm16, k2
	vpbroadcastmw2d	xmm24, k3
	vpbroadcastmw2d	ymm25, k4
	vpbroadcastmw2d	zmm17, k5
	vpbroadcastq	xmm26, qword ptr [rcx]
	vpbroadcastq	xmm27, qword ptr [rdx - 1024]
	vpbroadcastq	xmm28, qword ptr [rbx - 1032]
	vpbroadcastq	xmm29 {k6}, qword ptr [rsp + 64]
	vpbroadcastq	xmm30 {k7} {z}, qword ptr [rbp + 8*r9 - 64]
	vpbroadcastq	ymm31, qword ptr [rsi + 1]
	vpbroadcastq	ymm16, qword ptr [rdi + 1016]
	vpbroadcastq	ymm17, qword ptr [r8 + 1024]
	vpbroadcastq	ymm18 {k1}, qword ptr [r9 - 1]
	vpbroadcastq	ymm19 {k2} {z}, qword ptr [r10 + r10 + 127]
	vpbroadcastq	zmm18, qword ptr [r11 + 128]
	vpbroadcastq	zmm19, qword ptr [r12 - 1024]
	vpbroadcastq	zmm20, qword ptr [r13 - 1032]
	vpbroadcastq	zmm21 {k3}, qword ptr [r14 - 128]
	vpbroadcastq	zmm22 {k4} {z}, qword ptr [r15 + 2*r11 + 4096]
	vpbroadcastq	xmm20, rax
	vpbroadcastq	xmm21 {k5}, rcx
	vpbroadcastq	xmm22 {k6} {z}, rdx
	vpbroadcastq	ymm23, rbx
	vpbroadcastq	ymm24 {k7}, rsi
	vpbroadcastq	ymm25 {k1} {z}, rdi
	vpbroadcastq	zmm23, r11
	vpbroadcastq	zmm24 {k2}, r12
	vpbroadcastq	zmm25 {k3} {z}, rax
	vpbroadcastq	xmm27, xmm26
	vpbroadcastq	xmm28 {k4}, xmm27
	vpbroadcastq	xmm29 {k5} {z}, xmm28
	vpbroadcastq	ymm30, xmm29
	vpbroadcastq	ymm31 {k6}, xmm30
	vpbroadcastq	ymm0 {k7} {z}, xmm31
	vpbroadcastq	zmm1, xmm16
	vpbroadcastq	zmm2 {k1}, xmm17
	vpbroadcastq	zmm3 {k2} {z}, xmm18
	vpbroadcastw	xmm19, word ptr [rip - 4096]
	vpbroadcastw	xmm20, word ptr [rax + 254]
	vpbroadcastw	xmm21, word ptr [rcx + 256]
	vpbroadcastw	xmm22 {k3}, word ptr [rdx + 2147483647]
	vpbroadcastw	xmm23 {k4} {z}, word ptr [rbx - 2147483648]
	vpbroadcastw	ymm24, word ptr [rsp + 4*r12]
	vpbroadcastw	ymm25, word ptr [rbp - 256]
	vpbroadcastw	ymm26, word ptr [rsi - 258]
	vpbroadcastw	ymm27 {k5}, word ptr [rdi + 64]
	vpbroadcastw	ymm28 {k6} {z}, word ptr [r8 - 64]
	vpbroadcastw	zmm4, word ptr [r9 + 8*r13 + 1]
	vpbroadcastw	zmm5, word ptr [r10 + 254]
	vpbroadcastw	zmm6, word ptr [r11 + 256]
	vpbroadcastw	zmm7 {k7}, word ptr [r12 - 1]
	vpbroadcastw	zmm8 {k1} {z}, word ptr [r13 + 127]
	vpbroadcastw	xmm29, edx
	vpbroadcastw	xmm30 {k2}, ebx
	vpbroadcastw	xmm31 {k3} {z}, esi
	vpbroadcastw	ymm16, edi
	vpbroadcastw	ymm17 {k4}, r10d
	vpbroadcastw	ymm18 {k5} {z}, r13d
	vpbroadcastw	zmm9, eax
	vpbroadcastw	zmm10 {k6}, ecx
	vpbroadcastw	zmm11 {k7} {z}, edx
	vpbroadcastw	xmm12, xmm19
	vpbroadcastw	xmm13 {k1}, xmm20
	vpbroadcastw	xmm14 {k2} {z}, xmm21
	vpbroadcastw	ymm15, xmm22
	vpbroadcastw	ymm16 {k3}, xmm23
	vpbroadcastw	ymm17 {k4} {z}, xmm24
	vpbroadcastw	zmm18, xmm25
	vpbroadcastw	zmm19 {k5}, xmm26
	vpbroadcastw	zmm20 {k6} {z}, xmm27
