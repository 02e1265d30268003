	.intel_syntax noprefix
	.text
	vinsertf32x4	ymm0, ymm16, xmmword ptr [rax], 0
	vinsertf32x4	ymm1, ymm17, xmmword ptr [rcx - 2048], 1
	vinsertf32x4	ymm2, ymm18, xmmword ptr [rdx - 2064], 127
	vinsertf32x4	ymm3 {k1}, ymm19, xmmword ptr [rbx + rax + 64], 255
	vinsertf32x4	ymm4 {k2} {z}, ymm20, xmmword ptr [rsp - 64], 3
	vinsertf32x4	zmm6, zmm5, xmmword ptr [rbp + 1], 128
	vinsertf32x4	zmm8, zmm7, xmmword ptr [rsi + 2032], 64
	vinsertf32x4	zmm10, zmm9, xmmword ptr [rdi + 2048], 17
	vinsertf32x4	zmm12 {k3}, zmm11, xmmword ptr [r8 + 2*rcx - 1], 0
	vinsertf32x4	zmm14 {k4} {z}, zmm13, xmmword ptr [r9 + 127], 1
	vinsertf32x4	ymm16, ymm15, xmm21, 127
	vinsertf32x4	ymm18 {k5}, ymm17, xmm22, 255
	vinsertf32x4	ymm20 {k6} {z}, ymm19, xmm23, 3
	vinsertf32x4	zmm22, zmm21, xmm24, 128
	vinsertf32x4	zmm24 {k7}, zmm23, xmm25, 64
	vinsertf32x4	zmm27 {k1} {z}, zmm25, xmm26, 17
	vinsertf32x8	zmm29, zmm28, ymmword ptr [r10 + 128], 0
	vinsertf32x8	zmm31, zmm30, ymmword ptr [r11 - 4096], 1
	vinsertf32x8	zmm1, zmm0, ymmword ptr [r12 - 4128], 127
	vinsertf32x8	zmm3 {k2}, zmm2, ymmword ptr [r13 + 4*rdx - 128], 255
	vinsertf32x8	zmm5 {k3} {z}, zmm4, ymmword ptr [r14 + 4096], 3
	vinsertf32x8	zmm7, zmm6, ymm27, 128
	vinsertf32x8	zmm9 {k4}, zmm8, ymm28, 64
	vinsertf32x8	zmm11 {k5} {z}, zmm10, ymm29, 17
	vinsertf64x2	ymm12, ymm30, xmmword ptr [r15 - 4096], 0
	vinsertf64x2	ymm13, ymm31, xmmword ptr [rip + 2032], 1
	vinsertf64x2	ymm14, ymm16, xmmword ptr [rax + 2048], 127
	vinsertf64x2	ymm15 {k6}, ymm17, xmmword ptr [rcx + 8*rbx + 2147483647], 255
	vinsertf64x2	ymm16 {k7} {z}, ymm18, xmmword ptr [rdx - 2147483648], 3
	vinsertf64x2	zmm18, zmm17, xmmword ptr [rbx], 128
	vinsertf64x2	zmm20, zmm19, xmmword ptr [rsp - 2048], 64
	vinsertf64x2	zmm22, zmm21, xmmword ptr [rbp - 2064], 17
	vinsertf64x2	zmm24 {k1}, zmm23, xmmword ptr [rsi + rbp + 64], 0
	vinsertf64x2	zmm26 {k2} {z}, zmm25, xmmword ptr [rdi - 64], 1
	vinsertf64x2	ymm28, ymm27, xmm19, 127
	vinsertf64x2	ymm30 {k3}, ymm29, xmm20, 255
	vinsertf64x2	ymm0 {k4} {z}, ymm31, xmm21, 3
	vinsertf64x2	zmm2, zmm1, xmm22, 128
	vinsertf64x2	zmm4 {k5}, zmm3, xmm23, 64
	vinsertf64x2	zmm6 {k6} {z}, zmm5, xmm24, 17
	vinsertf64x4	zmm8, zmm7, ymmword ptr [r8 + 1], 0
	vinsertf64x4	zmm10, zmm9, ymmword ptr [r9 + 4064], 1
	vinsertf64x4	zmm12, zmm11, ymmword ptr [r10 + 4096], 127
	vinsertf64x4	zmm14 {k7}, zmm13, ymmword ptr [r11 + 2*rsi - 1], 255
	vinsertf64x4	zmm16 {k1} {z}, zmm15, ymmword ptr [r12 + 127], 3
	vinsertf64x4	zmm18, zmm17, ymm25, 128
	vinsertf64x4	zmm20 {k2}, zmm19, ymm26, 64
	vinsertf64x4	zmm22 {k3} {z}, zmm21, ymm27, 17
	vinserti32x4	ymm23, ymm28, xmmword ptr [r13 + 128], 0
	vinserti32x4	ymm24, ymm29, xmmword ptr [r14 - 2048], 1
	vinserti32x4	ymm25, ymm30, xmmword ptr [r15 - 2064], 127
	vinserti32x4	ymm26 {k4}, ymm31, xmmword ptr [rip - 128], 255
	vinserti32x4	ymm27 {k5} {z}, ymm16, xmmword ptr [rax + 4*rdi + 4096], 3
	vinserti32x4	zmm29, zmm28, xmmword ptr [rcx - 4096], 128
	vinserti32x4	zmm31, zmm30, xmmword ptr [rdx + 2032], 64
	vinserti32x4	zmm1, zmm0, xmmword ptr [rbx + 2048], 17
	vinserti32x4	zmm3 {k6}, zmm2, xmmword ptr [rsp + 2147483647], 0
	vinserti32x4	zmm5 {k7} {z}, zmm4, xmmword ptr [rbp + 8*r8 - 2147483648], 1
	vinserti32x4	ymm7, ymm6, xmm17, 127
	vinserti32x4	ymm9 {k1}, ymm8, xmm18, 255
	vinserti32x4	ymm11 {k2} {z}, ymm10, xmm19, 3
	vinserti32x4	zmm13, zmm12, xmm20, 128
	vinserti32x4	zmm15 {k3}, zmm14, xmm21, 64
	vinserti32x4	zmm17 {k4} {z}, zmm16, xmm22, 17
	vinserti32x8	zmm19, zmm18, ymmword ptr [rsi], 0
	vinserti32x8	zmm21, zmm20, ymmword ptr [rdi - 4096], 1
	vinserti32x8	zmm23, zmm22, ymmword ptr [r8 - 4128], 127
	vinserti32x8	zmm25 {k5}, zmm24, ymmword ptr [r9 + 64], 255
	vinserti32x8	zmm27 {k6} {z}, zmm26, ymmword ptr [r10 + r9 - 64], 3
	vinserti32x8	zmm29, zmm28, ymm23, 128
	vinserti32x8	zmm31 {k7}, zmm30, ymm24, 64
	vinserti32x8	zmm1 {k1} {z}, zmm0, ymm25, 17
	vinserti64x2	ymm2, ymm26, xmmword ptr [r11 + 1], 0
	vinserti64x2	ymm3, ymm27, xmmword ptr [r12 + 2032], 1
	vinserti64x2	ymm4, ymm28, xmmword ptr [r13 + 2048], 127
	vinserti64x2	ymm5 {k2}, ymm29, xmmword ptr [r14 - 1], 255
	vinserti64x2	ymm6 {k3} {z}, ymm30, xmmword ptr [r15 + 2*r10 + 127], 3
	vinserti64x2	zmm8, zmm7, xmmword ptr [rip + 128], 128
	vinserti64x2	zmm10, zmm9, xmmword ptr [rax - 2048], 64
	vinserti64x2	zmm12, zmm11, xmmword ptr [rcx - 2064], 17
	vinserti64x2	zmm14 {k4}, zmm13, xmmword ptr [rdx - 128], 0
	vinserti64x2	zmm16 {k5} {z}, zmm15, xmmword ptr [rbx + 4096], 1
	vinserti64x2	ymm18, ymm17, xmm31, 127
	vinserti64x2	ymm20 {k6}, ymm19, xmm16, 255
	vinserti64x2	ymm22 {k7} {z}, ymm21, xmm17, 3
	vinserti64x2	zmm24, zmm23, xmm18, 128
	vinserti64x2	zmm26 {k1}, zmm25, xmm19, 64
	vinserti64x2	zmm28 {k2} {z}, zmm27, xmm20, 17
	vinserti64x4	zmm30, zmm29, ymmword ptr [rsp + 4*r11 - 4096], 0
	vinserti64x4	zmm0, zmm31, ymmword ptr [rbp + 4064], 1
	vinserti64x4	zmm2, zmm1, ymmword ptr [rsi + 4096], 127
	vinserti64x4	zmm4 {k3}, zmm3, ymmword ptr [rdi + 2147483647], 255
	vinserti64x4	zmm6 {k4} {z}, zmm5, ymmword ptr [r8 - 2147483648], 3
	vinserti64x4	zmm8, zmm7, ymm21, 128
	vinserti64x4	zmm10 {k5}, zmm9, ymm22, 64
	vinserti64x4	zmm12 {k6} {z}, zmm11, ymm23, 17
	vinsertps	xmm13, xmm24, dword ptr [r9 + 8*r12], 0
	vinsertps	xmm14, xmm25, dword ptr [r10 - 512], 1
	vinsertps	xmm15, xmm26, dword ptr [r11 - 516], 127
	vinsertps	xmm17, xmm16, xmm27, 255
