	.intel_syntax noprefix
	.text
	vplzcntd	xmm16, xmmword ptr [rax]
	vplzcntd	xmm17, xmmword ptr [rcx - 2048]
	vplzcntd	xmm18, xmmword ptr [rdx - 2064]
	vplzcntd	xmm19 {k1}, xmmword ptr [rbx + rax + 64]
	vplzcntd	xmm20 {k2} {z}, xmmword ptr [rsp - 64]
	vplzcntd	ymm21, ymmword ptr [rbp + 1]
	vplzcntd	ymm22, ymmword ptr [rsi + 4064]
	vplzcntd	ymm23, ymmword ptr [rdi + 4096]
	vplzcntd	ymm24 {k3}, ymmword ptr [r8 + 2*rcx - 1]
	vplzcntd	ymm25 {k4} {z}, ymmword ptr [r9 + 127]
	vplzcntd	zmm0, dword ptr [r10 + 128]{1to16}
	vplzcntd	zmm1, dword ptr [r11 - 512]{1to16}
	vplzcntd	zmm2, dword ptr [r12 - 516]{1to16}
	vplzcntd	zmm3 {k5}, dword ptr [r13 + 4*rdx - 128]{1to16}
	vplzcntd	zmm4 {k6} {z}, dword ptr [r14 + 4096]{1to16}
	vplzcntd	xmm26, dword ptr [r15 - 4096]{1to4}
	vplzcntd	xmm27, dword ptr [rip + 508]{1to4}
	vplzcntd	xmm28, dword ptr [rax + 512]{1to4}
	vplzcntd	xmm29 {k7}, dword ptr [rcx + 8*rbx + 2147483647]{1to4}
	vplzcntd	xmm30 {k1} {z}, dword ptr [rdx - 2147483648]{1to4}
	vplzcntd	ymm31, dword ptr [rbx]{1to8}
	vplzcntd	ymm16, dword ptr [rsp - 512]{1to8}
	vplzcntd	ymm17, dword ptr [rbp - 516]{1to8}
	vplzcntd	ymm18 {k2}, dword ptr [rsi + rbp + 64]{1to8}
	vplzcntd	ymm19 {k3} {z}, dword ptr [rdi - 64]{1to8}
	vplzcntd	zmm5, zmmword ptr [r8 + 1]
	vplzcntd	zmm6, zmmword ptr [r9 + 8128]
	vplzcntd	zmm7, zmmword ptr [r10 + 8192]
	vplzcntd	zmm8 {k4}, zmmword ptr [r11 + 2*rsi - 1]
	vplzcntd	zmm9 {k5} {z}, zmmword ptr [r12 + 127]
	vplzcntd	xmm10, xmm20
	vplzcntd	xmm11 {k6}, xmm21
	vplzcntd	xmm12 {k7} {z}, xmm22
	vplzcntd	ymm13, ymm23
	vplzcntd	ymm14 {k1}, ymm24
	vplzcntd	ymm15 {k2} {z}, ymm25
	vplzcntd	zmm17, zmm16
	vplzcntd	zmm19 {k3}, zmm18
	vplzcntd	zmm21 {k4} {z}, zmm20
	vplzcntq	xmm26, xmmword ptr [r13 + 128]
	vplzcntq	xmm27, xmmword ptr [r14 - 2048]
	vplzcntq	xmm28, xmmword ptr [r15 - 2064]
	vplzcntq	xmm29 {k5}, xmmword ptr [rip - 128]
	vplzcntq	xmm30 {k6} {z}, xmmword ptr [rax + 4*rdi + 4096]
	vplzcntq	ymm31, ymmword ptr [rcx - 4096]
	vplzcntq	ymm16, ymmword ptr [rdx + 4064]
	vplzcntq	ymm17, ymmword ptr [rbx + 4096]
	vplzcntq	ymm18 {k7}, ymmword ptr [rsp + 2147483647]
	vplzcntq	ymm19 {k1} {z}, ymmword ptr [rbp + 8*r8 - 2147483648]
	vplzcntq	zmm22, zmmword ptr [rsi]
	vplzcntq	zmm23, zmmword ptr [rdi - 8192]
	vplzcntq	zmm24, zmmword ptr [r8 - 8256]
	vplzcntq	zmm25 {k2}, zmmword ptr [r9 + 64]
	vplzcntq	zmm26 {k3} {z}, zmmword ptr [r10 + r9 - 64]
	vplzcntq	xmm20, qword ptr [r11 + 1]{1to2}
	vplzcntq	xmm21, qword ptr [r12 + 1016]{1to2}
	vplzcntq	xmm22, qword ptr [r13 + 1024]{1to2}
	vplzcntq	xmm23 {k4}, qword ptr [r14 - 1]{1to2}
	vplzcntq	xmm24 {k5} {z}, qword ptr [r15 + 2*r10 + 127]{1to2}
	vplzcntq	ymm25, qword ptr [rip + 128]{1to4}
	vplzcntq	ymm26, qword ptr [rax - 1024]{1to4}
	vplzcntq	ymm27, qword ptr [rcx - 1032]{1to4}
	vplzcntq	ymm28 {k6}, qword ptr [rdx - 128]{1to4}
	vplzcntq	ymm29 {k7} {z}, qword ptr [rbx + 4096]{1to4}
	vplzcntq	zmm27, qword ptr [rsp + 4*r11 - 4096]{1to8}
	vplzcntq	zmm28, qword ptr [rbp + 1016]{1to8}
	vplzcntq	zmm29, qword ptr [rsi + 1024]{1to8}
	vplzcntq	zmm30 {k1}, qword ptr [rdi + 2147483647]{1to8}
	vplzcntq	zmm31 {k2} {z}, qword ptr [r8 - 2147483648]{1to8}
	vplzcntq	xmm0, xmm30
	vplzcntq	xmm1 {k3}, xmm31
	vplzcntq	xmm2 {k4} {z}, xmm16
	vplzcntq	ymm3, ymm17
	vplzcntq	ymm4 {k5}, ymm18
	vplzcntq	ymm5 {k6} {z}, ymm19
	vplzcntq	zmm7, zmm6
	vplzcntq	zmm9 {k7}, zmm8
	vplzcntq	zmm11 {k1} {z}, zmm10
