	.intel_syntax noprefix
	.text
	vpermb	xmm0, xmm16, xmmword ptr [rax]
	vpermb	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vpermb	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vpermb	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vpermb	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vpermb	ymm5, ymm21, ymmword ptr [rbp + 1]
	vpermb	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vpermb	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vpermb	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vpermb	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vpermb	zmm11, zmm10, zmmword ptr [r10 + 128]
	vpermb	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vpermb	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vpermb	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vpermb	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vpermb	xmm21, xmm20, xmm26
	vpermb	xmm23 {k7}, xmm22, xmm27
	vpermb	xmm25 {k1} {z}, xmm24, xmm28
	vpermb	ymm27, ymm26, ymm29
	vpermb	ymm29 {k2}, ymm28, ymm30
	vpermb	ymm0 {k3} {z}, ymm30, ymm31
	vpermb	zmm3, zmm2, zmm1
	vpermb	zmm6 {k4}, zmm5, zmm4
	vpermb	zmm9 {k5} {z}, zmm8, zmm7
	vpermd	ymm10, ymm16, ymmword ptr [r15 - 4096]
	vpermd	ymm11, ymm17, ymmword ptr [rip + 4064]
	vpermd	ymm12, ymm18, ymmword ptr [rax + 4096]
	vpermd	ymm13 {k6}, ymm19, ymmword ptr [rcx + 8*rbx + 2147483647]
	vpermd	ymm14 {k7} {z}, ymm20, ymmword ptr [rdx - 2147483648]
	vpermd	zmm16, zmm15, dword ptr [rbx]{1to16}
	vpermd	zmm18, zmm17, dword ptr [rsp - 512]{1to16}
	vpermd	zmm20, zmm19, dword ptr [rbp - 516]{1to16}
	vpermd	zmm22 {k1}, zmm21, dword ptr [rsi + rbp + 64]{1to16}
	vpermd	zmm24 {k2} {z}, zmm23, dword ptr [rdi - 64]{1to16}
	vpermd	ymm25, ymm21, dword ptr [r8 + 1]{1to8}
	vpermd	ymm26, ymm22, dword ptr [r9 + 508]{1to8}
	vpermd	ymm27, ymm23, dword ptr [r10 + 512]{1to8}
	vpermd	ymm28 {k3}, ymm24, dword ptr [r11 + 2*rsi - 1]{1to8}
	vpermd	ymm29 {k4} {z}, ymm25, dword ptr [r12 + 127]{1to8}
	vpermd	zmm31, zmm30, zmmword ptr [r13 + 128]
	vpermd	zmm1, zmm0, zmmword ptr [r14 - 8192]
	vpermd	zmm3, zmm2, zmmword ptr [r15 - 8256]
	vpermd	zmm5 {k5}, zmm4, zmmword ptr [rip - 128]
	vpermd	zmm7 {k6} {z}, zmm6, zmmword ptr [rax + 4*rdi + 4096]
	vpermd	ymm9, ymm8, ymm26
	vpermd	ymm11 {k7}, ymm10, ymm27
	vpermd	ymm13 {k1} {z}, ymm12, ymm28
	vpermd	zmm16, zmm15, zmm14
	vpermd	zmm19 {k2}, zmm18, zmm17
	vpermd	zmm22 {k3} {z}, zmm21, zmm20
	vpermi2b	xmm23, xmm29, xmmword ptr [rcx - 4096]
	vpermi2b	xmm24, xmm30, xmmword ptr [rdx + 2032]
	vpermi2b	xmm25, xmm31, xmmword ptr [rbx + 2048]
	vpermi2b	xmm26 {k4}, xmm16, xmmword ptr [rsp + 2147483647]
	vpermi2b	xmm27 {k5} {z}, xmm17, xmmword ptr [rbp + 8*r8 - 2147483648]
	vpermi2b	ymm28, ymm18, ymmword ptr [rsi]
	vpermi2b	ymm29, ymm19, ymmword ptr [rdi - 4096]
	vpermi2b	ymm30, ymm20, ymmword ptr [r8 - 4128]
	vpermi2b	ymm31 {k6}, ymm21, ymmword ptr [r9 + 64]
	vpermi2b	ymm0 {k7} {z}, ymm22, ymmword ptr [r10 + r9 - 64]
	vpermi2b	zmm2, zmm1, zmmword ptr [r11 + 1]
	vpermi2b	zmm4, zmm3, zmmword ptr [r12 + 8128]
	vpermi2b	zmm6, zmm5, zmmword ptr [r13 + 8192]
	vpermi2b	zmm8 {k1}, zmm7, zmmword ptr [r14 - 1]
	vpermi2b	zmm10 {k2} {z}, zmm9, zmmword ptr [r15 + 2*r10 + 127]
	vpermi2b	xmm12, xmm11, xmm23
	vpermi2b	xmm14 {k3}, xmm13, xmm24
	vpermi2b	xmm16 {k4} {z}, xmm15, xmm25
	vpermi2b	ymm18, ymm17, ymm26
	vpermi2b	ymm20 {k5}, ymm19, ymm27
	vpermi2b	ymm22 {k6} {z}, ymm21, ymm28
	vpermi2b	zmm25, zmm24, zmm23
	vpermi2b	zmm28 {k7}, zmm27, zmm26
	vpermi2b	zmm31 {k1} {z}, zmm30, zmm29
	vpermi2d	xmm0, xmm29, xmmword ptr [rip + 128]
	vpermi2d	xmm1, xmm30, xmmword ptr [rax - 2048]
	vpermi2d	xmm2, xmm31, xmmword ptr [rcx - 2064]
	vpermi2d	xmm3 {k2}, xmm16, xmmword ptr [rdx - 128]
	vpermi2d	xmm4 {k3} {z}, xmm17, xmmword ptr [rbx + 4096]
	vpermi2d	ymm5, ymm18, ymmword ptr [rsp + 4*r11 - 4096]
	vpermi2d	ymm6, ymm19, ymmword ptr [rbp + 4064]
	vpermi2d	ymm7, ymm20, ymmword ptr [rsi + 4096]
	vpermi2d	ymm8 {k4}, ymm21, ymmword ptr [rdi + 2147483647]
	vpermi2d	ymm9 {k5} {z}, ymm22, ymmword ptr [r8 - 2147483648]
	vpermi2d	zmm11, zmm10, dword ptr [r9 + 8*r12]{1to16}
	vpermi2d	zmm13, zmm12, dword ptr [r10 - 512]{1to16}
	vpermi2d	zmm15, zmm14, dword ptr [r11 - 516]{1to16}
	vpermi2d	zmm17 {k6}, zmm16, dword ptr [r12 + 64]{1to16}
	vpermi2d	zmm19 {k7} {z}, zmm18, dword ptr [r13 - 64]{1to16}
	vpermi2d	xmm20, xmm23, dword ptr [r14 + r13 + 1]{1to4}
	vpermi2d	xmm21, xmm24, dword ptr [r15 + 508]{1to4}
	vpermi2d	xmm22, xmm25, dword ptr [rip + 512]{1to4}
	vpermi2d	xmm23 {k1}, xmm26, dword ptr [rax - 1]{1to4}
	vpermi2d	xmm24 {k2} {z}, xmm27, dword ptr [rcx + 127]{1to4}
	vpermi2d	ymm25, ymm28, dword ptr [rdx + 2*r14 + 128]{1to8}
	vpermi2d	ymm26, ymm29, dword ptr [rbx - 512]{1to8}
	vpermi2d	ymm27, ymm30, dword ptr [rsp - 516]{1to8}
	vpermi2d	ymm28 {k3}, ymm31, dword ptr [rbp - 128]{1to8}
	vpermi2d	ymm29 {k4} {z}, ymm16, dword ptr [rsi + 4096]{1to8}
	vpermi2d	zmm31, zmm30, zmmword ptr [rdi + 4*r15 - 4096]
	vpermi2d	zmm1, zmm0, zmmword ptr [r8 + 8128]
	vpermi2d	zmm3, zmm2, zmmword ptr [r9 + 8192]
	vpermi2d	zmm5 {k5}, zmm4, zmmword ptr [r10 + 2147483647]
	vpermi2d	zmm7 {k6} {z}, zmm6, zmmword ptr [r11 - 2147483648]
	vpermi2d	xmm9, xmm8, xmm17
	vpermi2d	xmm11 {k7}, xmm10, xmm18
	vpermi2d	xmm13 {k1} {z}, xmm12, xmm19
	vpermi2d	ymm15, ymm14, ymm20
	vpermi2d	ymm17 {k2}, ymm16, ymm21
	vpermi2d	ymm19 {k3} {z}, ymm18, ymm22
	vpermi2d	zmm22, zmm21, zmm20
	vpermi2d	zmm25 {k4}, zmm24, zmm23
	vpermi2d	zmm28 {k5} {z}, zmm27, zmm26
	vpermi2pd	xmm29, xmm23, xmmword ptr [r12 + 8*rax]
	vpermi2pd	xmm30, xmm24, xmmword ptr [r13 - 2048]
	vpermi2pd	xmm31, xmm25, xmmword ptr [r14 - 2064]
	vpermi2pd	xmm0 {k6}, xmm26, xmmword ptr [r15 + 64]
	vpermi2pd	xmm1 {k7} {z}, xmm27, xmmword ptr [rip - 64]
	vpermi2pd	ymm2, ymm28, ymmword ptr [rax + 1]
	vpermi2pd	ymm3, ymm29, ymmword ptr [rcx + 4064]
	vpermi2pd	ymm4, ymm30, ymmword ptr [rdx + 4096]
	vpermi2pd	ymm5 {k1}, ymm31, ymmword ptr [rbx + rcx - 1]
	vpermi2pd	ymm6 {k2} {z}, ymm16, ymmword ptr [rsp + 127]
	vpermi2pd	zmm8, zmm7, zmmword ptr [rbp + 128]
	vpermi2pd	zmm10, zmm9, zmmword ptr [rsi - 8192]
	vpermi2pd	zmm12, zmm11, zmmword ptr [rdi - 8256]
	vpermi2pd	zmm14 {k3}, zmm13, zmmword ptr [r8 + 2*rdx - 128]
	vpermi2pd	zmm16 {k4} {z}, zmm15, zmmword ptr [r9 + 4096]
	vpermi2pd	xmm18, xmm17, qword ptr [r10 - 4096]{1to2}
	vpermi2pd	xmm19, xmm18, qword ptr [r11 + 1016]{1to2}
	vpermi2pd	xmm20, xmm19, qword ptr [r12 + 1024]{1to2}
	vpermi2pd	xmm21 {k5}, xmm20, qword ptr [r13 + 4*rbx + 2147483647]{1to2}
	vpermi2pd	xmm22 {k6} {z}, xmm21, qword ptr [r14 - 2147483648]{1to2}
	vpermi2pd	ymm23, ymm22, qword ptr [r15]{1to4}
	vpermi2pd	ymm24, ymm23, qword ptr [rip - 1024]{1to4}
	vpermi2pd	ymm25, ymm24, qword ptr [rax - 1032]{1to4}
	vpermi2pd	ymm26 {k7}, ymm25, qword ptr [rcx + 8*rbp + 64]{1to4}
	vpermi2pd	ymm27 {k1} {z}, ymm26, qword ptr [rdx - 64]{1to4}
	vpermi2pd	zmm29, zmm28, qword ptr [rbx + 1]{1to8}
	vpermi2pd	zmm31, zmm30, qword ptr [rsp + 1016]{1to8}
	vpermi2pd	zmm1, zmm0, qword ptr [rbp + 1024]{1to8}
	vpermi2pd	zmm3 {k2}, zmm2, qword ptr [rsi + rsi - 1]{1to8}
	vpermi2pd	zmm5 {k3} {z}, zmm4, qword ptr [rdi + 127]{1to8}
	vpermi2pd	xmm7, xmm6, xmm27
	vpermi2pd	xmm9 {k4}, xmm8, xmm28
	vpermi2pd	xmm11 {k5} {z}, xmm10, xmm29
	vpermi2pd	ymm13, ymm12, ymm30
	vpermi2pd	ymm15 {k6}, ymm14, ymm31
	vpermi2pd	ymm18 {k7} {z}, ymm17, ymm16
	vpermi2pd	zmm21, zmm20, zmm19
	vpermi2pd	zmm24 {k1}, zmm23, zmm22
	vpermi2pd	zmm27 {k2} {z}, zmm26, zmm25
	vpermi2ps	xmm28, xmm17, xmmword ptr [r8 + 128]
	vpermi2ps	xmm29, xmm18, xmmword ptr [r9 - 2048]
	vpermi2ps	xmm30, xmm19, xmmword ptr [r10 - 2064]
	vpermi2ps	xmm31 {k3}, xmm20, xmmword ptr [r11 + 2*rdi - 128]
	vpermi2ps	xmm0 {k4} {z}, xmm21, xmmword ptr [r12 + 4096]
	vpermi2ps	ymm1, ymm22, ymmword ptr [r13 - 4096]
	vpermi2ps	ymm2, ymm23, ymmword ptr [r14 + 4064]
	vpermi2ps	ymm3, ymm24, ymmword ptr [r15 + 4096]
	vpermi2ps	ymm4 {k5}, ymm25, ymmword ptr [rip + 2147483647]
	vpermi2ps	ymm5 {k6} {z}, ymm26, ymmword ptr [rax + 4*r8 - 2147483648]
	vpermi2ps	zmm7, zmm6, dword ptr [rcx]{1to16}
	vpermi2ps	zmm9, zmm8, dword ptr [rdx - 512]{1to16}
	vpermi2ps	zmm11, zmm10, dword ptr [rbx - 516]{1to16}
	vpermi2ps	zmm13 {k7}, zmm12, dword ptr [rsp + 64]{1to16}
	vpermi2ps	zmm15 {k1} {z}, zmm14, dword ptr [rbp + 8*r9 - 64]{1to16}
	vpermi2ps	xmm16, xmm27, dword ptr [rsi + 1]{1to4}
	vpermi2ps	xmm17, xmm28, dword ptr [rdi + 508]{1to4}
	vpermi2ps	xmm18, xmm29, dword ptr [r8 + 512]{1to4}
	vpermi2ps	xmm19 {k2}, xmm30, dword ptr [r9 - 1]{1to4}
	vpermi2ps	xmm20 {k3} {z}, xmm31, dword ptr [r10 + r10 + 127]{1to4}
	vpermi2ps	ymm21, ymm16, dword ptr [r11 + 128]{1to8}
	vpermi2ps	ymm22, ymm17, dword ptr [r12 - 512]{1to8}
	vpermi2ps	ymm23, ymm18, dword ptr [r13 - 516]{1to8}
	vpermi2ps	ymm24 {k4}, ymm19, dword ptr [r14 - 128]{1to8}
	vpermi2ps	ymm25 {k5} {z}, ymm20, dword ptr [r15 + 2*r11 + 4096]{1to8}
	vpermi2ps	zmm27, zmm26, zmmword ptr [rip - 4096]
	vpermi2ps	zmm29, zmm28, zmmword ptr [rax + 8128]
	vpermi2ps	zmm31, zmm30, zmmword ptr [rcx + 8192]
	vpermi2ps	zmm1 {k6}, zmm0, zmmword ptr [rdx + 2147483647]
	vpermi2ps	zmm3 {k7} {z}, zmm2, zmmword ptr [rbx - 2147483648]
	vpermi2ps	xmm5, xmm4, xmm21
	vpermi2ps	xmm7 {k1}, xmm6, xmm22
	vpermi2ps	xmm9 {k2} {z}, xmm8, xmm23
	vpermi2ps	ymm11, ymm10, ymm24
	vpermi2ps	ymm13 {k3}, ymm12, ymm25
	vpermi2ps	ymm15 {k4} {z}, ymm14, ymm26
	vpermi2ps	zmm18, zmm17, zmm16
	vpermi2ps	zmm21 {k5}, zmm20, zmm19
	vpermi2ps	zmm24 {k6} {z}, zmm23, zmm22
	vpermi2q	xmm25, xmm27, xmmword ptr [rsp + 4*r12]
	vpermi2q	xmm26, xmm28, xmmword ptr [rbp - 2048]
	vpermi2q	xmm27, xmm29, xmmword ptr [rsi - 2064]
	vpermi2q	xmm28 {k7}, xmm30, xmmword ptr [rdi + 64]
	vpermi2q	xmm29 {k1} {z}, xmm31, xmmword ptr [r8 - 64]
	vpermi2q	ymm30, ymm16, ymmword ptr [r9 + 8*r13 + 1]
	vpermi2q	ymm31, ymm17, ymmword ptr [r10 + 4064]
	vpermi2q	ymm0, ymm18, ymmword ptr [r11 + 4096]
	vpermi2q	ymm1 {k2}, ymm19, ymmword ptr [r12 - 1]
	vpermi2q	ymm2 {k3} {z}, ymm20, ymmword ptr [r13 + 127]
	vpermi2q	zmm4, zmm3, zmmword ptr [r14 + r14 + 128]
	vpermi2q	zmm6, zmm5, zmmword ptr [r15 - 8192]
	vpermi2q	zmm8, zmm7, zmmword ptr [rip - 8256]
	vpermi2q	zmm10 {k4}, zmm9, zmmword ptr [rax - 128]
	vpermi2q	zmm12 {k5} {z}, zmm11, zmmword ptr [rcx + 4096]
	vpermi2q	xmm13, xmm21, qword ptr [rdx + 2*r15 - 4096]{1to2}
	vpermi2q	xmm14, xmm22, qword ptr [rbx + 1016]{1to2}
	vpermi2q	xmm15, xmm23, qword ptr [rsp + 1024]{1to2}
	vpermi2q	xmm16 {k6}, xmm24, qword ptr [rbp + 2147483647]{1to2}
	vpermi2q	xmm17 {k7} {z}, xmm25, qword ptr [rsi - 2147483648]{1to2}
	vpermi2q	ymm18, ymm26, qword ptr [rdi + 4*rax]{1to4}
	vpermi2q	ymm19, ymm27, qword ptr [r8 - 1024]{1to4}
	vpermi2q	ymm20, ymm28, qword ptr [r9 - 1032]{1to4}
	vpermi2q	ymm21 {k1}, ymm29, qword ptr [r10 + 64]{1to4}
	vpermi2q	ymm22 {k2} {z}, ymm30, qword ptr [r11 - 64]{1to4}
	vpermi2q	zmm24, zmm23, qword ptr [r12 + 8*rcx + 1]{1to8}
	vpermi2q	zmm26, zmm25, qword ptr [r13 + 1016]{1to8}
	vpermi2q	zmm28, zmm27, qword ptr [r14 + 1024]{1to8}
	vpermi2q	zmm30 {k3}, zmm29, qword ptr [r15 - 1]{1to8}
	vpermi2q	zmm0 {k4} {z}, zmm31, qword ptr [rip + 127]{1to8}
	vpermi2q	xmm2, xmm1, xmm31
	vpermi2q	xmm4 {k5}, xmm3, xmm16
	vpermi2q	xmm6 {k6} {z}, xmm5, xmm17
	vpermi2q	ymm8, ymm7, ymm18
	vpermi2q	ymm10 {k7}, ymm9, ymm19
	vpermi2q	ymm12 {k1} {z}, ymm11, ymm20
	vpermi2q	zmm15, zmm14, zmm13
	vpermi2q	zmm18 {k2}, zmm17, zmm16
	vpermi2q	zmm21 {k3} {z}, zmm20, zmm19
	vpermi2w	xmm22, xmm21, xmmword ptr [rax + 128]
	vpermi2w	xmm23, xmm22, xmmword ptr [rcx - 2048]
	vpermi2w	xmm24, xmm23, xmmword ptr [rdx - 2064]
	vpermi2w	xmm25 {k4}, xmm24, xmmword ptr [rbx + rdx - 128]
	vpermi2w	xmm26 {k5} {z}, xmm25, xmmword ptr [rsp + 4096]
	vpermi2w	ymm27, ymm26, ymmword ptr [rbp - 4096]
	vpermi2w	ymm28, ymm27, ymmword ptr [rsi + 4064]
	vpermi2w	ymm29, ymm28, ymmword ptr [rdi + 4096]
	vpermi2w	ymm30 {k6}, ymm29, ymmword ptr [r8 + 2*rbx + 2147483647]
	vpermi2w	ymm31 {k7} {z}, ymm30, ymmword ptr [r9 - 2147483648]
	vpermi2w	zmm1, zmm0, zmmword ptr [r10]
	vpermi2w	zmm3, zmm2, zmmword ptr [r11 - 8192]
	vpermi2w	zmm5, zmm4, zmmword ptr [r12 - 8256]
	vpermi2w	zmm7 {k1}, zmm6, zmmword ptr [r13 + 4*rbp + 64]
	vpermi2w	zmm9 {k2} {z}, zmm8, zmmword ptr [r14 - 64]
	vpermi2w	xmm11, xmm10, xmm31
	vpermi2w	xmm13 {k3}, xmm12, xmm16
	vpermi2w	xmm15 {k4} {z}, xmm14, xmm17
	vpermi2w	ymm17, ymm16, ymm18
	vpermi2w	ymm20 {k5}, ymm18, ymm19
	vpermi2w	ymm22 {k6} {z}, ymm21, ymm20
	vpermi2w	zmm25, zmm24, zmm23
	vpermi2w	zmm28 {k7}, zmm27, zmm26
	vpermi2w	zmm31 {k1} {z}, zmm30, zmm29
	vpermilpd	xmm21, xmmword ptr [r15 + 1], 0
	vpermilpd	xmm22, xmmword ptr [rip + 2032], 1
	vpermilpd	xmm23, xmmword ptr [rax + 2048], 127
	vpermilpd	xmm24 {k2}, xmmword ptr [rcx + 8*rsi - 1], 255
	vpermilpd	xmm25 {k3} {z}, xmmword ptr [rdx + 127], 3
	vpermilpd	ymm26, ymmword ptr [rbx + 128], 128
	vpermilpd	ymm27, ymmword ptr [rsp - 4096], 64
	vpermilpd	ymm28, ymmword ptr [rbp - 4128], 17
	vpermilpd	ymm29 {k4}, ymmword ptr [rsi + rdi - 128], 0
	vpermilpd	ymm30 {k5} {z}, ymmword ptr [rdi + 4096], 1
	vpermilpd	zmm0, zmmword ptr [r8 - 4096], 127
	vpermilpd	zmm1, zmmword ptr [r9 + 8128], 255
	vpermilpd	zmm2, zmmword ptr [r10 + 8192], 3
	vpermilpd	zmm3 {k6}, zmmword ptr [r11 + 2*r8 + 2147483647], 128
	vpermilpd	zmm4 {k7} {z}, zmmword ptr [r12 - 2147483648], 64
	vpermilpd	xmm31, qword ptr [r13]{1to2}, 17
	vpermilpd	xmm16, qword ptr [r14 - 1024]{1to2}, 0
	vpermilpd	xmm17, qword ptr [r15 - 1032]{1to2}, 1
	vpermilpd	xmm18 {k1}, qword ptr [rip + 64]{1to2}, 127
	vpermilpd	xmm19 {k2} {z}, qword ptr [rax + 4*r9 - 64]{1to2}, 255
	vpermilpd	ymm20, qword ptr [rcx + 1]{1to4}, 3
	vpermilpd	ymm21, qword ptr [rdx + 1016]{1to4}, 128
	vpermilpd	ymm22, qword ptr [rbx + 1024]{1to4}, 64
	vpermilpd	ymm23 {k3}, qword ptr [rsp - 1]{1to4}, 17
	vpermilpd	ymm24 {k4} {z}, qword ptr [rbp + 8*r10 + 127]{1to4}, 0
	vpermilpd	zmm5, qword ptr [rsi + 128]{1to8}, 1
	vpermilpd	zmm6, qword ptr [rdi - 1024]{1to8}, 127
	vpermilpd	zmm7, qword ptr [r8 - 1032]{1to8}, 255
	vpermilpd	zmm8 {k5}, qword ptr [r9 - 128]{1to8}, 3
	vpermilpd	zmm9 {k6} {z}, qword ptr [r10 + r11 + 4096]{1to8}, 128
	vpermilpd	xmm10, xmm25, 64
	vpermilpd	xmm11 {k7}, xmm26, 17
	vpermilpd	xmm12 {k1} {z}, xmm27, 0
	vpermilpd	ymm13, ymm28, 1
	vpermilpd	ymm14 {k2}, ymm29, 127
	vpermilpd	ymm15 {k3} {z}, ymm30, 255
	vpermilpd	zmm17, zmm16, 3
	vpermilpd	zmm19 {k4}, zmm18, 128
	vpermilpd	zmm21 {k5} {z}, zmm20, 64
	vpermilpd	xmm22, xmm31, xmmword ptr [r11 - 4096]
	vpermilpd	xmm23, xmm16, xmmword ptr [r12 + 2032]
	vpermilpd	xmm24, xmm17, xmmword ptr [r13 + 2048]
	vpermilpd	xmm25 {k6}, xmm18, xmmword ptr [r14 + 2147483647]
	vpermilpd	xmm26 {k7} {z}, xmm19, xmmword ptr [r15 + 2*r12 - 2147483648]
	vpermilpd	ymm27, ymm20, ymmword ptr [rip]
	vpermilpd	ymm28, ymm21, ymmword ptr [rax - 4096]
	vpermilpd	ymm29, ymm22, ymmword ptr [rcx - 4128]
	vpermilpd	ymm30 {k1}, ymm23, ymmword ptr [rdx + 64]
	vpermilpd	ymm31 {k2} {z}, ymm24, ymmword ptr [rbx - 64]
	vpermilpd	zmm1, zmm0, zmmword ptr [rsp + 4*r13 + 1]
	vpermilpd	zmm3, zmm2, zmmword ptr [rbp + 8128]
	vpermilpd	zmm5, zmm4, zmmword ptr [rsi + 8192]
	vpermilpd	zmm7 {k3}, zmm6, zmmword ptr [rdi - 1]
	vpermilpd	zmm9 {k4} {z}, zmm8, zmmword ptr [r8 + 127]
	vpermilpd	xmm10, xmm25, qword ptr [r9 + 8*r14 + 128]{1to2}
	vpermilpd	xmm11, xmm26, qword ptr [r10 - 1024]{1to2}
	vpermilpd	xmm12, xmm27, qword ptr [r11 - 1032]{1to2}
	vpermilpd	xmm13 {k5}, xmm28, qword ptr [r12 - 128]{1to2}
	vpermilpd	xmm14 {k6} {z}, xmm29, qword ptr [r13 + 4096]{1to2}
	vpermilpd	ymm15, ymm30, qword ptr [r14 + r15 - 4096]{1to4}
	vpermilpd	ymm16, ymm31, qword ptr [r15 + 1016]{1to4}
	vpermilpd	ymm17, ymm16, qword ptr [rip + 1024]{1to4}
	vpermilpd	ymm18 {k7}, ymm17, qword ptr [rax + 2147483647]{1to4}
	vpermilpd	ymm19 {k1} {z}, ymm18, qword ptr [rcx - 2147483648]{1to4}
	vpermilpd	zmm21, zmm20, qword ptr [rdx + 2*rax]{1to8}
	vpermilpd	zmm23, zmm22, qword ptr [rbx - 1024]{1to8}
	vpermilpd	zmm25, zmm24, qword ptr [rsp - 1032]{1to8}
	vpermilpd	zmm27 {k2}, zmm26, qword ptr [rbp + 64]{1to8}
	vpermilpd	zmm29 {k3} {z}, zmm28, qword ptr [rsi - 64]{1to8}
	vpermilpd	xmm31, xmm30, xmm19
	vpermilpd	xmm1 {k4}, xmm0, xmm20
	vpermilpd	xmm3 {k5} {z}, xmm2, xmm21
	vpermilpd	ymm5, ymm4, ymm22
	vpermilpd	ymm7 {k6}, ymm6, ymm23
	vpermilpd	ymm9 {k7} {z}, ymm8, ymm24
	vpermilpd	zmm12, zmm11, zmm10
	vpermilpd	zmm15 {k1}, zmm14, zmm13
	vpermilpd	zmm18 {k2} {z}, zmm17, zmm16
	vpermilps	xmm25, xmmword ptr [rdi + 4*rcx + 1], 17
	vpermilps	xmm26, xmmword ptr [r8 + 2032], 0
	vpermilps	xmm27, xmmword ptr [r9 + 2048], 1
	vpermilps	xmm28 {k3}, xmmword ptr [r10 - 1], 127
	vpermilps	xmm29 {k4} {z}, xmmword ptr [r11 + 127], 255
	vpermilps	ymm30, ymmword ptr [r12 + 8*rdx + 128], 3
	vpermilps	ymm31, ymmword ptr [r13 - 4096], 128
	vpermilps	ymm16, ymmword ptr [r14 - 4128], 64
	vpermilps	ymm17 {k5}, ymmword ptr [r15 - 128], 17
	vpermilps	ymm18 {k6} {z}, ymmword ptr [rip + 4096], 0
	vpermilps	zmm19, dword ptr [rax - 4096]{1to16}, 1
	vpermilps	zmm20, dword ptr [rcx + 508]{1to16}, 127
	vpermilps	zmm21, dword ptr [rdx + 512]{1to16}, 255
	vpermilps	zmm22 {k7}, dword ptr [rbx + rbx + 2147483647]{1to16}, 3
	vpermilps	zmm23 {k1} {z}, dword ptr [rsp - 2147483648]{1to16}, 128
	vpermilps	xmm19, dword ptr [rbp]{1to4}, 64
	vpermilps	xmm20, dword ptr [rsi - 512]{1to4}, 17
	vpermilps	xmm21, dword ptr [rdi - 516]{1to4}, 0
	vpermilps	xmm22 {k2}, dword ptr [r8 + 2*rbp + 64]{1to4}, 1
	vpermilps	xmm23 {k3} {z}, dword ptr [r9 - 64]{1to4}, 127
	vpermilps	ymm24, dword ptr [r10 + 1]{1to8}, 255
	vpermilps	ymm25, dword ptr [r11 + 508]{1to8}, 3
	vpermilps	ymm26, dword ptr [r12 + 512]{1to8}, 128
	vpermilps	ymm27 {k4}, dword ptr [r13 + 4*rsi - 1]{1to8}, 64
	vpermilps	ymm28 {k5} {z}, dword ptr [r14 + 127]{1to8}, 17
	vpermilps	zmm24, zmmword ptr [r15 + 128], 0
	vpermilps	zmm25, zmmword ptr [rip - 8192], 1
	vpermilps	zmm26, zmmword ptr [rax - 8256], 127
	vpermilps	zmm27 {k6}, zmmword ptr [rcx + 8*rdi - 128], 255
	vpermilps	zmm28 {k7} {z}, zmmword ptr [rdx + 4096], 3
	vpermilps	xmm30, xmm29, 128
	vpermilps	xmm31 {k1}, xmm30, 64
	vpermilps	xmm0 {k2} {z}, xmm31, 17
	vpermilps	ymm1, ymm16, 0
	vpermilps	ymm2 {k3}, ymm17, 1
	vpermilps	ymm3 {k4} {z}, ymm18, 127
	vpermilps	zmm5, zmm4, 255
	vpermilps	zmm7 {k5}, zmm6, 3
	vpermilps	zmm9 {k6} {z}, zmm8, 128
	vpermilps	xmm10, xmm19, xmmword ptr [rbx - 4096]
	vpermilps	xmm11, xmm20, xmmword ptr [rsp + 2032]
	vpermilps	xmm12, xmm21, xmmword ptr [rbp + 2048]
	vpermilps	xmm13 {k7}, xmm22, xmmword ptr [rsi + r8 + 2147483647]
	vpermilps	xmm14 {k1} {z}, xmm23, xmmword ptr [rdi - 2147483648]
	vpermilps	ymm15, ymm24, ymmword ptr [r8]
	vpermilps	ymm16, ymm25, ymmword ptr [r9 - 4096]
	vpermilps	ymm17, ymm26, ymmword ptr [r10 - 4128]
	vpermilps	ymm18 {k2}, ymm27, ymmword ptr [r11 + 2*r9 + 64]
	vpermilps	ymm19 {k3} {z}, ymm28, ymmword ptr [r12 - 64]
	vpermilps	zmm21, zmm20, dword ptr [r13 + 1]{1to16}
	vpermilps	zmm23, zmm22, dword ptr [r14 + 508]{1to16}
	vpermilps	zmm25, zmm24, dword ptr [r15 + 512]{1to16}
	vpermilps	zmm27 {k4}, zmm26, dword ptr [rip - 1]{1to16}
	vpermilps	zmm29 {k5} {z}, zmm28, dword ptr [rax + 4*r10 + 127]{1to16}
	vpermilps	xmm30, xmm29, dword ptr [rcx + 128]{1to4}
	vpermilps	xmm31, xmm30, dword ptr [rdx - 512]{1to4}
	vpermilps	xmm0, xmm31, dword ptr [rbx - 516]{1to4}
	vpermilps	xmm1 {k6}, xmm16, dword ptr [rsp - 128]{1to4}
	vpermilps	xmm2 {k7} {z}, xmm17, dword ptr [rbp + 8*r11 + 4096]{1to4}
	vpermilps	ymm3, ymm18, dword ptr [rsi - 4096]{1to8}
	vpermilps	ymm4, ymm19, dword ptr [rdi + 508]{1to8}
	vpermilps	ymm5, ymm20, dword ptr [r8 + 512]{1to8}
	vpermilps	ymm6 {k1}, ymm21, dword ptr [r9 + 2147483647]{1to8}
	vpermilps	ymm7 {k2} {z}, ymm22, dword ptr [r10 + r12 - 2147483648]{1to8}
	vpermilps	zmm9, zmm8, zmmword ptr [r11]
	vpermilps	zmm11, zmm10, zmmword ptr [r12 - 8192]
	vpermilps	zmm13, zmm12, zmmword ptr [r13 - 8256]
	vpermilps	zmm15 {k3}, zmm14, zmmword ptr [r14 + 64]
	vpermilps	zmm17 {k4} {z}, zmm16, zmmword ptr [r15 + 2*r13 - 64]
	vpermilps	xmm19, xmm18, xmm23
	vpermilps	xmm21 {k5}, xmm20, xmm24
	vpermilps	xmm23 {k6} {z}, xmm22, xmm25
	vpermilps	ymm25, ymm24, ymm26
	vpermilps	ymm28 {k7}, ymm26, ymm27
	vpermilps	ymm30 {k1} {z}, ymm29, ymm28
	vpermilps	zmm1, zmm0, zmm31
	vpermilps	zmm4 {k2}, zmm3, zmm2
	vpermilps	zmm7 {k3} {z}, zmm6, zmm5
	vpermpd	ymm29, ymmword ptr [rip + 1], 64
	vpermpd	ymm30, ymmword ptr [rax + 4064], 17
	vpermpd	ymm31, ymmword ptr [rcx + 4096], 0
	vpermpd	ymm16 {k4}, ymmword ptr [rdx - 1], 1
	vpermpd	ymm17 {k5} {z}, ymmword ptr [rbx + 127], 127
	vpermpd	zmm8, zmmword ptr [rsp + 4*r14 + 128], 255
	vpermpd	zmm9, zmmword ptr [rbp - 8192], 3
	vpermpd	zmm10, zmmword ptr [rsi - 8256], 128
	vpermpd	zmm11 {k6}, zmmword ptr [rdi - 128], 64
	vpermpd	zmm12 {k7} {z}, zmmword ptr [r8 + 4096], 17
	vpermpd	ymm18, qword ptr [r9 + 8*r15 - 4096]{1to4}, 0
	vpermpd	ymm19, qword ptr [r10 + 1016]{1to4}, 1
	vpermpd	ymm20, qword ptr [r11 + 1024]{1to4}, 127
	vpermpd	ymm21 {k1}, qword ptr [r12 + 2147483647]{1to4}, 255
	vpermpd	ymm22 {k2} {z}, qword ptr [r13 - 2147483648]{1to4}, 3
	vpermpd	zmm13, qword ptr [r14 + rax]{1to8}, 128
	vpermpd	zmm14, qword ptr [r15 - 1024]{1to8}, 64
	vpermpd	zmm15, qword ptr [rip - 1032]{1to8}, 17
	vpermpd	zmm16 {k3}, qword ptr [rax + 64]{1to8}, 0
	vpermpd	zmm17 {k4} {z}, qword ptr [rcx - 64]{1to8}, 1
	vpermpd	ymm18, ymm23, 127
	vpermpd	ymm19 {k5}, ymm24, 255
	vpermpd	ymm20 {k6} {z}, ymm25, 3
	vpermpd	zmm22, zmm21, 128
	vpermpd	zmm24 {k7}, zmm23, 64
	vpermpd	zmm26 {k1} {z}, zmm25, 17
	vpermpd	ymm27, ymm26, ymmword ptr [rdx + 2*rcx + 1]
	vpermpd	ymm28, ymm27, ymmword ptr [rbx + 4064]
	vpermpd	ymm29, ymm28, ymmword ptr [rsp + 4096]
	vpermpd	ymm30 {k2}, ymm29, ymmword ptr [rbp - 1]
	vpermpd	ymm31 {k3} {z}, ymm30, ymmword ptr [rsi + 127]
	vpermpd	zmm1, zmm0, zmmword ptr [rdi + 4*rdx + 128]
	vpermpd	zmm3, zmm2, zmmword ptr [r8 - 8192]
	vpermpd	zmm5, zmm4, zmmword ptr [r9 - 8256]
	vpermpd	zmm7 {k4}, zmm6, zmmword ptr [r10 - 128]
	vpermpd	zmm9 {k5} {z}, zmm8, zmmword ptr [r11 + 4096]
	vpermpd	ymm10, ymm31, qword ptr [r12 + 8*rbx - 4096]{1to4}
	vpermpd	ymm11, ymm16, qword ptr [r13 + 1016]{1to4}
	vpermpd	ymm12, ymm17, qword ptr [r14 + 1024]{1to4}
	vpermpd	ymm13 {k6}, ymm18, qword ptr [r15 + 2147483647]{1to4}
	vpermpd	ymm14 {k7} {z}, ymm19, qword ptr [rip - 2147483648]{1to4}
	vpermpd	zmm16, zmm15, qword ptr [rax]{1to8}
	vpermpd	zmm18, zmm17, qword ptr [rcx - 1024]{1to8}
	vpermpd	zmm20, zmm19, qword ptr [rdx - 1032]{1to8}
	vpermpd	zmm22 {k1}, zmm21, qword ptr [rbx + rbp + 64]{1to8}
	vpermpd	zmm24 {k2} {z}, zmm23, qword ptr [rsp - 64]{1to8}
	vpermpd	ymm26, ymm25, ymm20
	vpermpd	ymm28 {k3}, ymm27, ymm21
	vpermpd	ymm30 {k4} {z}, ymm29, ymm22
	vpermpd	zmm1, zmm0, zmm31
	vpermpd	zmm4 {k5}, zmm3, zmm2
	vpermpd	zmm7 {k6} {z}, zmm6, zmm5
	vpermps	ymm8, ymm23, ymmword ptr [rbp + 1]
	vpermps	ymm9, ymm24, ymmword ptr [rsi + 4064]
	vpermps	ymm10, ymm25, ymmword ptr [rdi + 4096]
	vpermps	ymm11 {k7}, ymm26, ymmword ptr [r8 + 2*rsi - 1]
	vpermps	ymm12 {k1} {z}, ymm27, ymmword ptr [r9 + 127]
	vpermps	zmm14, zmm13, dword ptr [r10 + 128]{1to16}
	vpermps	zmm16, zmm15, dword ptr [r11 - 512]{1to16}
	vpermps	zmm18, zmm17, dword ptr [r12 - 516]{1to16}
	vpermps	zmm20 {k2}, zmm19, dword ptr [r13 + 4*rdi - 128]{1to16}
	vpermps	zmm22 {k3} {z}, zmm21, dword ptr [r14 + 4096]{1to16}
	vpermps	ymm23, ymm28, dword ptr [r15 - 4096]{1to8}
	vpermps	ymm24, ymm29, dword ptr [rip + 508]{1to8}
	vpermps	ymm25, ymm30, dword ptr [rax + 512]{1to8}
	vpermps	ymm26 {k4}, ymm31, dword ptr [rcx + 8*r8 + 2147483647]{1to8}
	vpermps	ymm27 {k5} {z}, ymm16, dword ptr [rdx - 2147483648]{1to8}
	vpermps	zmm29, zmm28, zmmword ptr [rbx]
	vpermps	zmm31, zmm30, zmmword ptr [rsp - 8192]
	vpermps	zmm1, zmm0, zmmword ptr [rbp - 8256]
	vpermps	zmm3 {k6}, zmm2, zmmword ptr [rsi + r9 + 64]
	vpermps	zmm5 {k7} {z}, zmm4, zmmword ptr [rdi - 64]
	vpermps	ymm7, ymm6, ymm17
	vpermps	ymm9 {k1}, ymm8, ymm18
	vpermps	ymm11 {k2} {z}, ymm10, ymm19
	vpermps	zmm14, zmm13, zmm12
	vpermps	zmm17 {k3}, zmm16, zmm15
	vpermps	zmm20 {k4} {z}, zmm19, zmm18
	vpermq	ymm20, ymmword ptr [r8 + 1], 0
	vpermq	ymm21, ymmword ptr [r9 + 4064], 1
	vpermq	ymm22, ymmword ptr [r10 + 4096], 127
	vpermq	ymm23 {k5}, ymmword ptr [r11 + 2*r10 - 1], 255
	vpermq	ymm24 {k6} {z}, ymmword ptr [r12 + 127], 3
	vpermq	zmm21, zmmword ptr [r13 + 128], 128
	vpermq	zmm22, zmmword ptr [r14 - 8192], 64
	vpermq	zmm23, zmmword ptr [r15 - 8256], 17
	vpermq	zmm24 {k7}, zmmword ptr [rip - 128], 0
	vpermq	zmm25 {k1} {z}, zmmword ptr [rax + 4*r11 + 4096], 1
	vpermq	ymm25, qword ptr [rcx - 4096]{1to4}, 127
	vpermq	ymm26, qword ptr [rdx + 1016]{1to4}, 255
	vpermq	ymm27, qword ptr [rbx + 1024]{1to4}, 3
	vpermq	ymm28 {k2}, qword ptr [rsp + 2147483647]{1to4}, 128
	vpermq	ymm29 {k3} {z}, qword ptr [rbp + 8*r12 - 2147483648]{1to4}, 64
	vpermq	zmm26, qword ptr [rsi]{1to8}, 17
	vpermq	zmm27, qword ptr [rdi - 1024]{1to8}, 0
	vpermq	zmm28, qword ptr [r8 - 1032]{1to8}, 1
	vpermq	zmm29 {k4}, qword ptr [r9 + 64]{1to8}, 127
	vpermq	zmm30 {k5} {z}, qword ptr [r10 + r13 - 64]{1to8}, 255
	vpermq	ymm31, ymm30, 3
	vpermq	ymm0 {k6}, ymm31, 128
	vpermq	ymm1 {k7} {z}, ymm16, 64
	vpermq	zmm3, zmm2, 17
	vpermq	zmm5 {k1}, zmm4, 0
	vpermq	zmm7 {k2} {z}, zmm6, 1
	vpermq	ymm8, ymm17, ymmword ptr [r11 + 1]
	vpermq	ymm9, ymm18, ymmword ptr [r12 + 4064]
	vpermq	ymm10, ymm19, ymmword ptr [r13 + 4096]
	vpermq	ymm11 {k3}, ymm20, ymmword ptr [r14 - 1]
	vpermq	ymm12 {k4} {z}, ymm21, ymmword ptr [r15 + 2*r14 + 127]
	vpermq	zmm14, zmm13, zmmword ptr [rip + 128]
	vpermq	zmm16, zmm15, zmmword ptr [rax - 8192]
	vpermq	zmm18, zmm17, zmmword ptr [rcx - 8256]
	vpermq	zmm20 {k5}, zmm19, zmmword ptr [rdx - 128]
	vpermq	zmm22 {k6} {z}, zmm21, zmmword ptr [rbx + 4096]
	vpermq	ymm23, ymm22, qword ptr [rsp + 4*r15 - 4096]{1to4}
	vpermq	ymm24, ymm23, qword ptr [rbp + 1016]{1to4}
	vpermq	ymm25, ymm24, qword ptr [rsi + 1024]{1to4}
	vpermq	ymm26 {k7}, ymm25, qword ptr [rdi + 2147483647]{1to4}
	vpermq	ymm27 {k1} {z}, ymm26, qword ptr [r8 - 2147483648]{1to4}
	vpermq	zmm29, zmm28, qword ptr [r9 + 8*rax]{1to8}
	vpermq	zmm31, zmm30, qword ptr [r10 - 1024]{1to8}
	vpermq	zmm1, zmm0, qword ptr [r11 - 1032]{1to8}
	vpermq	zmm3 {k2}, zmm2, qword ptr [r12 + 64]{1to8}
	vpermq	zmm5 {k3} {z}, zmm4, qword ptr [r13 - 64]{1to8}
	vpermq	ymm7, ymm6, ymm27
	vpermq	ymm9 {k4}, ymm8, ymm28
	vpermq	ymm11 {k5} {z}, ymm10, ymm29
	vpermq	zmm14, zmm13, zmm12
	vpermq	zmm17 {k6}, zmm16, zmm15
	vpermq	zmm20 {k7} {z}, zmm19, zmm18
	vpermt2b	xmm21, xmm30, xmmword ptr [r14 + rcx + 1]
	vpermt2b	xmm22, xmm31, xmmword ptr [r15 + 2032]
	vpermt2b	xmm23, xmm16, xmmword ptr [rip + 2048]
	vpermt2b	xmm24 {k1}, xmm17, xmmword ptr [rax - 1]
	vpermt2b	xmm25 {k2} {z}, xmm18, xmmword ptr [rcx + 127]
	vpermt2b	ymm26, ymm19, ymmword ptr [rdx + 2*rdx + 128]
	vpermt2b	ymm27, ymm20, ymmword ptr [rbx - 4096]
	vpermt2b	ymm28, ymm21, ymmword ptr [rsp - 4128]
	vpermt2b	ymm29 {k3}, ymm22, ymmword ptr [rbp - 128]
	vpermt2b	ymm30 {k4} {z}, ymm23, ymmword ptr [rsi + 4096]
	vpermt2b	zmm0, zmm31, zmmword ptr [rdi + 4*rbx - 4096]
	vpermt2b	zmm2, zmm1, zmmword ptr [r8 + 8128]
	vpermt2b	zmm4, zmm3, zmmword ptr [r9 + 8192]
	vpermt2b	zmm6 {k5}, zmm5, zmmword ptr [r10 + 2147483647]
	vpermt2b	zmm8 {k6} {z}, zmm7, zmmword ptr [r11 - 2147483648]
	vpermt2b	xmm10, xmm9, xmm24
	vpermt2b	xmm12 {k7}, xmm11, xmm25
	vpermt2b	xmm14 {k1} {z}, xmm13, xmm26
	vpermt2b	ymm16, ymm15, ymm27
	vpermt2b	ymm18 {k2}, ymm17, ymm28
	vpermt2b	ymm20 {k3} {z}, ymm19, ymm29
	vpermt2b	zmm23, zmm22, zmm21
	vpermt2b	zmm26 {k4}, zmm25, zmm24
	vpermt2b	zmm29 {k5} {z}, zmm28, zmm27
	vpermt2d	xmm31, xmm30, xmmword ptr [r12 + 8*rbp]
	vpermt2d	xmm0, xmm31, xmmword ptr [r13 - 2048]
	vpermt2d	xmm1, xmm16, xmmword ptr [r14 - 2064]
	vpermt2d	xmm2 {k6}, xmm17, xmmword ptr [r15 + 64]
	vpermt2d	xmm3 {k7} {z}, xmm18, xmmword ptr [rip - 64]
	vpermt2d	ymm4, ymm19, ymmword ptr [rax + 1]
	vpermt2d	ymm5, ymm20, ymmword ptr [rcx + 4064]
	vpermt2d	ymm6, ymm21, ymmword ptr [rdx + 4096]
	vpermt2d	ymm7 {k1}, ymm22, ymmword ptr [rbx + rsi - 1]
	vpermt2d	ymm8 {k2} {z}, ymm23, ymmword ptr [rsp + 127]
	vpermt2d	zmm10, zmm9, dword ptr [rbp + 128]{1to16}
	vpermt2d	zmm12, zmm11, dword ptr [rsi - 512]{1to16}
	vpermt2d	zmm14, zmm13, dword ptr [rdi - 516]{1to16}
	vpermt2d	zmm16 {k3}, zmm15, dword ptr [r8 + 2*rdi - 128]{1to16}
	vpermt2d	zmm18 {k4} {z}, zmm17, dword ptr [r9 + 4096]{1to16}
	vpermt2d	xmm19, xmm24, dword ptr [r10 - 4096]{1to4}
	vpermt2d	xmm20, xmm25, dword ptr [r11 + 508]{1to4}
	vpermt2d	xmm21, xmm26, dword ptr [r12 + 512]{1to4}
	vpermt2d	xmm22 {k5}, xmm27, dword ptr [r13 + 4*r8 + 2147483647]{1to4}
	vpermt2d	xmm23 {k6} {z}, xmm28, dword ptr [r14 - 2147483648]{1to4}
	vpermt2d	ymm24, ymm29, dword ptr [r15]{1to8}
	vpermt2d	ymm25, ymm30, dword ptr [rip - 512]{1to8}
	vpermt2d	ymm26, ymm31, dword ptr [rax - 516]{1to8}
	vpermt2d	ymm27 {k7}, ymm16, dword ptr [rcx + 8*r9 + 64]{1to8}
	vpermt2d	ymm28 {k1} {z}, ymm17, dword ptr [rdx - 64]{1to8}
	vpermt2d	zmm30, zmm29, zmmword ptr [rbx + 1]
	vpermt2d	zmm0, zmm31, zmmword ptr [rsp + 8128]
	vpermt2d	zmm2, zmm1, zmmword ptr [rbp + 8192]
	vpermt2d	zmm4 {k2}, zmm3, zmmword ptr [rsi + r10 - 1]
	vpermt2d	zmm6 {k3} {z}, zmm5, zmmword ptr [rdi + 127]
	vpermt2d	xmm8, xmm7, xmm18
	vpermt2d	xmm10 {k4}, xmm9, xmm19
	vpermt2d	xmm12 {k5} {z}, xmm11, xmm20
	vpermt2d	ymm14, ymm13, ymm21
	vpermt2d	ymm16 {k6}, ymm15, ymm22
	vpermt2d	ymm18 {k7} {z}, ymm17, ymm23
	vpermt2d	zmm21, zmm20, zmm19
	vpermt2d	zmm24 {k1}, zmm23, zmm22
	vpermt2d	zmm27 {k2} {z}, zmm26, zmm25
	vpermt2pd	xmm28, xmm24, xmmword ptr [r8 + 128]
	vpermt2pd	xmm29, xmm25, xmmword ptr [r9 - 2048]
	vpermt2pd	xmm30, xmm26, xmmword ptr [r10 - 2064]
	vpermt2pd	xmm31 {k3}, xmm27, xmmword ptr [r11 + 2*r11 - 128]
	vpermt2pd	xmm0 {k4} {z}, xmm28, xmmword ptr [r12 + 4096]
	vpermt2pd	ymm1, ymm29, ymmword ptr [r13 - 4096]
	vpermt2pd	ymm2, ymm30, ymmword ptr [r14 + 4064]
	vpermt2pd	ymm3, ymm31, ymmword ptr [r15 + 4096]
	vpermt2pd	ymm4 {k5}, ymm16, ymmword ptr [rip + 2147483647]
	vpermt2pd	ymm5 {k6} {z}, ymm17, ymmword ptr [rax + 4*r12 - 2147483648]
	vpermt2pd	zmm7, zmm6, zmmword ptr [rcx]
	vpermt2pd	zmm9, zmm8, zmmword ptr [rdx - 8192]
	vpermt2pd	zmm11, zmm10, zmmword ptr [rbx - 8256]
	vpermt2pd	zmm13 {k7}, zmm12, zmmword ptr [rsp + 64]
	vpermt2pd	zmm15 {k1} {z}, zmm14, zmmword ptr [rbp + 8*r13 - 64]
	vpermt2pd	xmm16, xmm18, qword ptr [rsi + 1]{1to2}
	vpermt2pd	xmm17, xmm19, qword ptr [rdi + 1016]{1to2}
	vpermt2pd	xmm18, xmm20, qword ptr [r8 + 1024]{1to2}
	vpermt2pd	xmm19 {k2}, xmm21, qword ptr [r9 - 1]{1to2}
	vpermt2pd	xmm20 {k3} {z}, xmm22, qword ptr [r10 + r14 + 127]{1to2}
	vpermt2pd	ymm21, ymm23, qword ptr [r11 + 128]{1to4}
	vpermt2pd	ymm22, ymm24, qword ptr [r12 - 1024]{1to4}
	vpermt2pd	ymm23, ymm25, qword ptr [r13 - 1032]{1to4}
	vpermt2pd	ymm24 {k4}, ymm26, qword ptr [r14 - 128]{1to4}
	vpermt2pd	ymm25 {k5} {z}, ymm27, qword ptr [r15 + 2*r15 + 4096]{1to4}
	vpermt2pd	zmm27, zmm26, qword ptr [rip - 4096]{1to8}
	vpermt2pd	zmm29, zmm28, qword ptr [rax + 1016]{1to8}
	vpermt2pd	zmm31, zmm30, qword ptr [rcx + 1024]{1to8}
	vpermt2pd	zmm1 {k6}, zmm0, qword ptr [rdx + 2147483647]{1to8}
	vpermt2pd	zmm3 {k7} {z}, zmm2, qword ptr [rbx - 2147483648]{1to8}
	vpermt2pd	xmm5, xmm4, xmm28
	vpermt2pd	xmm7 {k1}, xmm6, xmm29
	vpermt2pd	xmm9 {k2} {z}, xmm8, xmm30
	vpermt2pd	ymm11, ymm10, ymm31
	vpermt2pd	ymm13 {k3}, ymm12, ymm16
	vpermt2pd	ymm15 {k4} {z}, ymm14, ymm17
	vpermt2pd	zmm18, zmm17, zmm16
	vpermt2pd	zmm21 {k5}, zmm20, zmm19
	vpermt2pd	zmm24 {k6} {z}, zmm23, zmm22
	vpermt2ps	xmm25, xmm18, xmmword ptr [rsp + 4*rax]
	vpermt2ps	xmm26, xmm19, xmmword ptr [rbp - 2048]
	vpermt2ps	xmm27, xmm20, xmmword ptr [rsi - 2064]
	vpermt2ps	xmm28 {k7}, xmm21, xmmword ptr [rdi + 64]
	vpermt2ps	xmm29 {k1} {z}, xmm22, xmmword ptr [r8 - 64]
	vpermt2ps	ymm30, ymm23, ymmword ptr [r9 + 8*rcx + 1]
	vpermt2ps	ymm31, ymm24, ymmword ptr [r10 + 4064]
	vpermt2ps	ymm0, ymm25, ymmword ptr [r11 + 4096]
	vpermt2ps	ymm1 {k2}, ymm26, ymmword ptr [r12 - 1]
	vpermt2ps	ymm2 {k3} {z}, ymm27, ymmword ptr [r13 + 127]
	vpermt2ps	zmm4, zmm3, dword ptr [r14 + rdx + 128]{1to16}
	vpermt2ps	zmm6, zmm5, dword ptr [r15 - 512]{1to16}
	vpermt2ps	zmm8, zmm7, dword ptr [rip - 516]{1to16}
	vpermt2ps	zmm10 {k4}, zmm9, dword ptr [rax - 128]{1to16}
	vpermt2ps	zmm12 {k5} {z}, zmm11, dword ptr [rcx + 4096]{1to16}
	vpermt2ps	xmm13, xmm28, dword ptr [rdx + 2*rbx - 4096]{1to4}
	vpermt2ps	xmm14, xmm29, dword ptr [rbx + 508]{1to4}
	vpermt2ps	xmm15, xmm30, dword ptr [rsp + 512]{1to4}
	vpermt2ps	xmm16 {k6}, xmm31, dword ptr [rbp + 2147483647]{1to4}
	vpermt2ps	xmm17 {k7} {z}, xmm16, dword ptr [rsi - 2147483648]{1to4}
	vpermt2ps	ymm18, ymm17, dword ptr [rdi + 4*rbp]{1to8}
	vpermt2ps	ymm19, ymm18, dword ptr [r8 - 512]{1to8}
	vpermt2ps	ymm20, ymm19, dword ptr [r9 - 516]{1to8}
	vpermt2ps	ymm21 {k1}, ymm20, dword ptr [r10 + 64]{1to8}
	vpermt2ps	ymm22 {k2} {z}, ymm21, dword ptr [r11 - 64]{1to8}
	vpermt2ps	zmm24, zmm23, zmmword ptr [r12 + 8*rsi + 1]
	vpermt2ps	zmm26, zmm25, zmmword ptr [r13 + 8128]
	vpermt2ps	zmm28, zmm27, zmmword ptr [r14 + 8192]
	vpermt2ps	zmm30 {k3}, zmm29, zmmword ptr [r15 - 1]
	vpermt2ps	zmm0 {k4} {z}, zmm31, zmmword ptr [rip + 127]
	vpermt2ps	xmm2, xmm1, xmm22
	vpermt2ps	xmm4 {k5}, xmm3, xmm23
	vpermt2ps	xmm6 {k6} {z}, xmm5, xmm24
	vpermt2ps	ymm8, ymm7, ymm25
	vpermt2ps	ymm10 {k7}, ymm9, ymm26
	vpermt2ps	ymm12 {k1} {z}, ymm11, ymm27
	vpermt2ps	zmm15, zmm14, zmm13
	vpermt2ps	zmm18 {k2}, zmm17, zmm16
	vpermt2ps	zmm21 {k3} {z}, zmm20, zmm19
	vpermt2q	xmm22, xmm28, xmmword ptr [rax + 128]
	vpermt2q	xmm23, xmm29, xmmword ptr [rcx - 2048]
	vpermt2q	xmm24, xmm30, xmmword ptr [rdx - 2064]
	vpermt2q	xmm25 {k4}, xmm31, xmmword ptr [rbx + rdi - 128]
	vpermt2q	xmm26 {k5} {z}, xmm16, xmmword ptr [rsp + 4096]
	vpermt2q	ymm27, ymm17, ymmword ptr [rbp - 4096]
	vpermt2q	ymm28, ymm18, ymmword ptr [rsi + 4064]
	vpermt2q	ymm29, ymm19, ymmword ptr [rdi + 4096]
	vpermt2q	ymm30 {k6}, ymm20, ymmword ptr [r8 + 2*r8 + 2147483647]
	vpermt2q	ymm31 {k7} {z}, ymm21, ymmword ptr [r9 - 2147483648]
	vpermt2q	zmm1, zmm0, zmmword ptr [r10]
	vpermt2q	zmm3, zmm2, zmmword ptr [r11 - 8192]
	vpermt2q	zmm5, zmm4, zmmword ptr [r12 - 8256]
	vpermt2q	zmm7 {k1}, zmm6, zmmword ptr [r13 + 4*r9 + 64]
	vpermt2q	zmm9 {k2} {z}, zmm8, zmmword ptr [r14 - 64]
	vpermt2q	xmm10, xmm22, qword ptr [r15 + 1]{1to2}
	vpermt2q	xmm11, xmm23, qword ptr [rip + 1016]{1to2}
	vpermt2q	xmm12, xmm24, qword ptr [rax + 1024]{1to2}
	vpermt2q	xmm13 {k3}, xmm25, qword ptr [rcx + 8*r10 - 1]{1to2}
	vpermt2q	xmm14 {k4} {z}, xmm26, qword ptr [rdx + 127]{1to2}
	vpermt2q	ymm15, ymm27, qword ptr [rbx + 128]{1to4}
	vpermt2q	ymm16, ymm28, qword ptr [rsp - 1024]{1to4}
	vpermt2q	ymm17, ymm29, qword ptr [rbp - 1032]{1to4}
	vpermt2q	ymm18 {k5}, ymm30, qword ptr [rsi + r11 - 128]{1to4}
	vpermt2q	ymm19 {k6} {z}, ymm31, qword ptr [rdi + 4096]{1to4}
	vpermt2q	zmm21, zmm20, qword ptr [r8 - 4096]{1to8}
	vpermt2q	zmm23, zmm22, qword ptr [r9 + 1016]{1to8}
	vpermt2q	zmm25, zmm24, qword ptr [r10 + 1024]{1to8}
	vpermt2q	zmm27 {k7}, zmm26, qword ptr [r11 + 2*r12 + 2147483647]{1to8}
	vpermt2q	zmm29 {k1} {z}, zmm28, qword ptr [r12 - 2147483648]{1to8}
	vpermt2q	xmm31, xmm30, xmm16
	vpermt2q	xmm1 {k2}, xmm0, xmm17
	vpermt2q	xmm3 {k3} {z}, xmm2, xmm18
	vpermt2q	ymm5, ymm4, ymm19
	vpermt2q	ymm7 {k4}, ymm6, ymm20
	vpermt2q	ymm9 {k5} {z}, ymm8, ymm21
	vpermt2q	zmm12, zmm11, zmm10
	vpermt2q	zmm15 {k6}, zmm14, zmm13
	vpermt2q	zmm18 {k7} {z}, zmm17, zmm16
	vpermt2w	xmm19, xmm22, xmmword ptr [r13]
	vpermt2w	xmm20, xmm23, xmmword ptr [r14 - 2048]
	vpermt2w	xmm21, xmm24, xmmword ptr [r15 - 2064]
	vpermt2w	xmm22 {k1}, xmm25, xmmword ptr [rip + 64]
	vpermt2w	xmm23 {k2} {z}, xmm26, xmmword ptr [rax + 4*r13 - 64]
	vpermt2w	ymm24, ymm27, ymmword ptr [rcx + 1]
	vpermt2w	ymm25, ymm28, ymmword ptr [rdx + 4064]
	vpermt2w	ymm26, ymm29, ymmword ptr [rbx + 4096]
	vpermt2w	ymm27 {k3}, ymm30, ymmword ptr [rsp - 1]
	vpermt2w	ymm28 {k4} {z}, ymm31, ymmword ptr [rbp + 8*r14 + 127]
	vpermt2w	zmm30, zmm29, zmmword ptr [rsi + 128]
	vpermt2w	zmm0, zmm31, zmmword ptr [rdi - 8192]
	vpermt2w	zmm2, zmm1, zmmword ptr [r8 - 8256]
	vpermt2w	zmm4 {k5}, zmm3, zmmword ptr [r9 - 128]
	vpermt2w	zmm6 {k6} {z}, zmm5, zmmword ptr [r10 + r15 + 4096]
	vpermt2w	xmm8, xmm7, xmm16
	vpermt2w	xmm10 {k7}, xmm9, xmm17
	vpermt2w	xmm12 {k1} {z}, xmm11, xmm18
	vpermt2w	ymm14, ymm13, ymm19
	vpermt2w	ymm16 {k2}, ymm15, ymm20
	vpermt2w	ymm18 {k3} {z}, ymm17, ymm21
	vpermt2w	zmm21, zmm20, zmm19
	vpermt2w	zmm24 {k4}, zmm23, zmm22
	vpermt2w	zmm27 {k5} {z}, zmm26, zmm25
	vpermw	xmm28, xmm22, xmmword ptr [r11 - 4096]
	vpermw	xmm29, xmm23, xmmword ptr [r12 + 2032]
	vpermw	xmm30, xmm24, xmmword ptr [r13 + 2048]
	vpermw	xmm31 {k6}, xmm25, xmmword ptr [r14 + 2147483647]
	vpermw	xmm0 {k7} {z}, xmm26, xmmword ptr [r15 + 2*rax - 2147483648]
	vpermw	ymm1, ymm27, ymmword ptr [rip]
	vpermw	ymm2, ymm28, ymmword ptr [rax - 4096]
	vpermw	ymm3, ymm29, ymmword ptr [rcx - 4128]
	vpermw	ymm4 {k1}, ymm30, ymmword ptr [rdx + 64]
	vpermw	ymm5 {k2} {z}, ymm31, ymmword ptr [rbx - 64]
	vpermw	zmm7, zmm6, zmmword ptr [rsp + 4*rcx + 1]
	vpermw	zmm9, zmm8, zmmword ptr [rbp + 8128]
	vpermw	zmm11, zmm10, zmmword ptr [rsi + 8192]
	vpermw	zmm13 {k3}, zmm12, zmmword ptr [rdi - 1]
	vpermw	zmm15 {k4} {z}, zmm14, zmmword ptr [r8 + 127]
	vpermw	xmm18, xmm17, xmm16
	vpermw	xmm20 {k5}, xmm19, xmm17
	vpermw	xmm22 {k6} {z}, xmm21, xmm18
	vpermw	ymm24, ymm23, ymm19
	vpermw	ymm26 {k7}, ymm25, ymm20
	vpermw	ymm28 {k1} {z}, ymm27, ymm21
	vpermw	zmm31, zmm30, zmm29
	vpermw	zmm2 {k2}, zmm1, zmm0
	vpermw	zmm5 {k3} {z}, zmm4, zmm3
	vpexpandb	xmm22, xmmword ptr [r9 + 8*rdx + 128]
	vpexpandb	xmm23, xmmword ptr [r10 - 2048]
	vpexpandb	xmm24, xmmword ptr [r11 - 2064]
	vpexpandb	xmm25 {k4}, xmmword ptr [r12 - 128]
	vpexpandb	xmm26 {k5} {z}, xmmword ptr [r13 + 4096]
	vpexpandb	ymm27, ymmword ptr [r14 + rbx - 4096]
	vpexpandb	ymm28, ymmword ptr [r15 + 4064]
	vpexpandb	ymm29, ymmword ptr [rip + 4096]
	vpexpandb	ymm30 {k6}, ymmword ptr [rax + 2147483647]
	vpexpandb	ymm31 {k7} {z}, ymmword ptr [rcx - 2147483648]
	vpexpandb	zmm6, zmmword ptr [rdx + 2*rbp]
	vpexpandb	zmm7, zmmword ptr [rbx - 8192]
	vpexpandb	zmm8, zmmword ptr [rsp - 8256]
	vpexpandb	zmm9 {k1}, zmmword ptr [rbp + 64]
	vpexpandb	zmm10 {k2} {z}, zmmword ptr [rsi - 64]
	vpexpandb	xmm11, xmm16
	vpexpandb	xmm12 {k3}, xmm17
	vpexpandb	xmm13 {k4} {z}, xmm18
	vpexpandb	ymm14, ymm19
	vpexpandb	ymm15 {k5}, ymm20
	vpexpandb	ymm16 {k6} {z}, ymm21
	vpexpandb	zmm18, zmm17
	vpexpandb	zmm20 {k7}, zmm19
	vpexpandb	zmm22 {k1} {z}, zmm21
	vpexpandd	xmm22, xmmword ptr [rdi + 4*rsi + 1]
	vpexpandd	xmm23, xmmword ptr [r8 + 2032]
	vpexpandd	xmm24, xmmword ptr [r9 + 2048]
	vpexpandd	xmm25 {k2}, xmmword ptr [r10 - 1]
	vpexpandd	xmm26 {k3} {z}, xmmword ptr [r11 + 127]
	vpexpandd	ymm27, ymmword ptr [r12 + 8*rdi + 128]
	vpexpandd	ymm28, ymmword ptr [r13 - 4096]
	vpexpandd	ymm29, ymmword ptr [r14 - 4128]
	vpexpandd	ymm30 {k4}, ymmword ptr [r15 - 128]
	vpexpandd	ymm31 {k5} {z}, ymmword ptr [rip + 4096]
	vpexpandd	zmm23, zmmword ptr [rax - 4096]
	vpexpandd	zmm24, zmmword ptr [rcx + 8128]
	vpexpandd	zmm25, zmmword ptr [rdx + 8192]
	vpexpandd	zmm26 {k6}, zmmword ptr [rbx + r8 + 2147483647]
	vpexpandd	zmm27 {k7} {z}, zmmword ptr [rsp - 2147483648]
	vpexpandd	xmm28, xmm16
	vpexpandd	xmm29 {k1}, xmm17
	vpexpandd	xmm30 {k2} {z}, xmm18
	vpexpandd	ymm31, ymm19
	vpexpandd	ymm0 {k3}, ymm20
	vpexpandd	ymm1 {k4} {z}, ymm21
	vpexpandd	zmm3, zmm2
	vpexpandd	zmm5 {k5}, zmm4
	vpexpandd	zmm7 {k6} {z}, zmm6
	vpexpandq	xmm22, xmmword ptr [rbp]
	vpexpandq	xmm23, xmmword ptr [rsi - 2048]
	vpexpandq	xmm24, xmmword ptr [rdi - 2064]
	vpexpandq	xmm25 {k7}, xmmword ptr [r8 + 2*r9 + 64]
	vpexpandq	xmm26 {k1} {z}, xmmword ptr [r9 - 64]
	vpexpandq	ymm27, ymmword ptr [r10 + 1]
	vpexpandq	ymm28, ymmword ptr [r11 + 4064]
	vpexpandq	ymm29, ymmword ptr [r12 + 4096]
	vpexpandq	ymm30 {k2}, ymmword ptr [r13 + 4*r10 - 1]
	vpexpandq	ymm31 {k3} {z}, ymmword ptr [r14 + 127]
	vpexpandq	zmm8, zmmword ptr [r15 + 128]
	vpexpandq	zmm9, zmmword ptr [rip - 8192]
	vpexpandq	zmm10, zmmword ptr [rax - 8256]
	vpexpandq	zmm11 {k4}, zmmword ptr [rcx + 8*r11 - 128]
	vpexpandq	zmm12 {k5} {z}, zmmword ptr [rdx + 4096]
	vpexpandq	xmm13, xmm16
	vpexpandq	xmm14 {k6}, xmm17
	vpexpandq	xmm15 {k7} {z}, xmm18
	vpexpandq	ymm16, ymm19
	vpexpandq	ymm17 {k1}, ymm20
	vpexpandq	ymm18 {k2} {z}, ymm21
	vpexpandq	zmm20, zmm19
	vpexpandq	zmm22 {k3}, zmm21
	vpexpandq	zmm24 {k4} {z}, zmm23
	vpexpandw	xmm22, xmmword ptr [rbx - 4096]
	vpexpandw	xmm23, xmmword ptr [rsp + 2032]
	vpexpandw	xmm24, xmmword ptr [rbp + 2048]
	vpexpandw	xmm25 {k5}, xmmword ptr [rsi + r12 + 2147483647]
	vpexpandw	xmm26 {k6} {z}, xmmword ptr [rdi - 2147483648]
	vpexpandw	ymm27, ymmword ptr [r8]
	vpexpandw	ymm28, ymmword ptr [r9 - 4096]
	vpexpandw	ymm29, ymmword ptr [r10 - 4128]
	vpexpandw	ymm30 {k7}, ymmword ptr [r11 + 2*r13 + 64]
	vpexpandw	ymm31 {k1} {z}, ymmword ptr [r12 - 64]
	vpexpandw	zmm25, zmmword ptr [r13 + 1]
	vpexpandw	zmm26, zmmword ptr [r14 + 8128]
	vpexpandw	zmm27, zmmword ptr [r15 + 8192]
	vpexpandw	zmm28 {k2}, zmmword ptr [rip - 1]
	vpexpandw	zmm29 {k3} {z}, zmmword ptr [rax + 4*r14 + 127]
	vpexpandw	xmm30, xmm16
	vpexpandw	xmm31 {k4}, xmm17
	vpexpandw	xmm0 {k5} {z}, xmm18
	vpexpandw	ymm1, ymm19
	vpexpandw	ymm2 {k6}, ymm20
	vpexpandw	ymm3 {k7} {z}, ymm21
	vpexpandw	zmm5, zmm4
	vpexpandw	zmm7 {k1}, zmm6
	vpexpandw	zmm9 {k2} {z}, zmm8
	vpextrb	byte ptr [rcx + 128], xmm22, 127
	vpextrb	byte ptr [rdx - 128], xmm23, 255
	vpextrb	byte ptr [rbx - 129], xmm24, 3
	vpextrb	eax, xmm25, 128
	vpextrd	dword ptr [rsp - 128], xmm26, 64
	vpextrd	dword ptr [rbp + 508], xmm27, 17
	vpextrd	dword ptr [rsi + 512], xmm28, 0
	vpextrd	eax, xmm29, 1
	vpextrq	qword ptr [rdi + 8*r15 + 4096], xmm30, 127
	vpextrq	qword ptr [r8 - 1024], xmm31, 255
	vpextrq	qword ptr [r9 - 1032], xmm16, 3
	vpextrq	rax, xmm17, 128
	vpextrw	word ptr [r10 - 4096], xmm18, 64
	vpextrw	word ptr [r11 + 254], xmm19, 17
	vpextrw	word ptr [r12 + 256], xmm20, 0
	vpextrw	ecx, xmm21, 1
