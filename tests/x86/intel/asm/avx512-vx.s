	.intel_syntax noprefix
	.text
	vxorpd	xmm0, xmm16, xmmword ptr [rax]
	vxorpd	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vxorpd	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vxorpd	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vxorpd	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vxorpd	ymm5, ymm21, ymmword ptr [rbp + 1]
	vxorpd	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vxorpd	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vxorpd	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vxorpd	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vxorpd	zmm11, zmm10, zmmword ptr [r10 + 128]
	vxorpd	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vxorpd	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vxorpd	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vxorpd	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vxorpd	xmm20, xmm26, qword ptr [r15 - 4096]{1to2}
	vxorpd	xmm21, xmm27, qword ptr [rip + 1016]{1to2}
	vxorpd	xmm22, xmm28, qword ptr [rax + 1024]{1to2}
	vxorpd	xmm23 {k7}, xmm29, qword ptr [rcx + 8*rbx + 2147483647]{1to2}
	vxorpd	xmm24 {k1} {z}, xmm30, qword ptr [rdx - 2147483648]{1to2}
	vxorpd	ymm25, ymm31, qword ptr [rbx]{1to4}
	vxorpd	ymm26, ymm16, qword ptr [rsp - 1024]{1to4}
	vxorpd	ymm27, ymm17, qword ptr [rbp - 1032]{1to4}
	vxorpd	ymm28 {k2}, ymm18, qword ptr [rsi + rbp + 64]{1to4}
	vxorpd	ymm29 {k3} {z}, ymm19, qword ptr [rdi - 64]{1to4}
	vxorpd	zmm31, zmm30, qword ptr [r8 + 1]{1to8}
	vxorpd	zmm1, zmm0, qword ptr [r9 + 1016]{1to8}
	vxorpd	zmm3, zmm2, qword ptr [r10 + 1024]{1to8}
	vxorpd	zmm5 {k4}, zmm4, qword ptr [r11 + 2*rsi - 1]{1to8}
	vxorpd	zmm7 {k5} {z}, zmm6, qword ptr [r12 + 127]{1to8}
	vxorpd	xmm9, xmm8, xmm20
	vxorpd	xmm11 {k6}, xmm10, xmm21
	vxorpd	xmm13 {k7} {z}, xmm12, xmm22
	vxorpd	ymm15, ymm14, ymm23
	vxorpd	ymm17 {k1}, ymm16, ymm24
	vxorpd	ymm19 {k2} {z}, ymm18, ymm25
	vxorpd	zmm22, zmm21, zmm20
	vxorpd	zmm25 {k3}, zmm24, zmm23
	vxorpd	zmm28 {k4} {z}, zmm27, zmm26
	vxorps	xmm29, xmm26, xmmword ptr [r13 + 128]
	vxorps	xmm30, xmm27, xmmword ptr [r14 - 2048]
	vxorps	xmm31, xmm28, xmmword ptr [r15 - 2064]
	vxorps	xmm0 {k5}, xmm29, xmmword ptr [rip - 128]
	vxorps	xmm1 {k6} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096]
	vxorps	ymm2, ymm31, ymmword ptr [rcx - 4096]
	vxorps	ymm3, ymm16, ymmword ptr [rdx + 4064]
	vxorps	ymm4, ymm17, ymmword ptr [rbx + 4096]
	vxorps	ymm5 {k7}, ymm18, ymmword ptr [rsp + 2147483647]
	vxorps	ymm6 {k1} {z}, ymm19, ymmword ptr [rbp + 8*r8 - 2147483648]
	vxorps	zmm8, zmm7, dword ptr [rsi]{1to16}
	vxorps	zmm10, zmm9, dword ptr [rdi - 512]{1to16}
	vxorps	zmm12, zmm11, dword ptr [r8 - 516]{1to16}
	vxorps	zmm14 {k2}, zmm13, dword ptr [r9 + 64]{1to16}
	vxorps	zmm16 {k3} {z}, zmm15, dword ptr [r10 + r9 - 64]{1to16}
	vxorps	xmm17, xmm20, dword ptr [r11 + 1]{1to4}
	vxorps	xmm18, xmm21, dword ptr [r12 + 508]{1to4}
	vxorps	xmm19, xmm22, dword ptr [r13 + 512]{1to4}
	vxorps	xmm20 {k4}, xmm23, dword ptr [r14 - 1]{1to4}
	vxorps	xmm21 {k5} {z}, xmm24, dword ptr [r15 + 2*r10 + 127]{1to4}
	vxorps	ymm22, ymm25, dword ptr [rip + 128]{1to8}
	vxorps	ymm23, ymm26, dword ptr [rax - 512]{1to8}
	vxorps	ymm24, ymm27, dword ptr [rcx - 516]{1to8}
	vxorps	ymm25 {k6}, ymm28, dword ptr [rdx - 128]{1to8}
	vxorps	ymm26 {k7} {z}, ymm29, dword ptr [rbx + 4096]{1to8}
	vxorps	zmm28, zmm27, zmmword ptr [rsp + 4*r11 - 4096]
	vxorps	zmm30, zmm29, zmmword ptr [rbp + 8128]
	vxorps	zmm0, zmm31, zmmword ptr [rsi + 8192]
	vxorps	zmm2 {k1}, zmm1, zmmword ptr [rdi + 2147483647]
	vxorps	zmm4 {k2} {z}, zmm3, zmmword ptr [r8 - 2147483648]
	vxorps	xmm6, xmm5, xmm30
	vxorps	xmm8 {k3}, xmm7, xmm31
	vxorps	xmm10 {k4} {z}, xmm9, xmm16
	vxorps	ymm12, ymm11, ymm17
	vxorps	ymm14 {k5}, ymm13, ymm18
	vxorps	ymm16 {k6} {z}, ymm15, ymm19
	vxorps	zmm19, zmm18, zmm17
	vxorps	zmm22 {k7}, zmm21, zmm20
	vxorps	zmm25 {k1} {z}, zmm24, zmm23
