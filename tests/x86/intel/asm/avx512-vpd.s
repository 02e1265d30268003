	.intel_syntax noprefix
	.text
	vpdpbusd	xmm0, xmm16, xmmword ptr [rax]
	vpdpbusd	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vpdpbusd	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vpdpbusd	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vpdpbusd	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vpdpbusd	ymm5, ymm21, ymmword ptr [rbp + 1]
	vpdpbusd	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vpdpbusd	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vpdpbusd	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vpdpbusd	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vpdpbusd	zmm11, zmm10, dword ptr [r10 + 128]{1to16}
	vpdpbusd	zmm13, zmm12, dword ptr [r11 - 512]{1to16}
	vpdpbusd	zmm15, zmm14, dword ptr [r12 - 516]{1to16}
	vpdpbusd	zmm17 {k5}, zmm16, dword ptr [r13 + 4*rdx - 128]{1to16}
	vpdpbusd	zmm19 {k6} {z}, zmm18, dword ptr [r14 + 4096]{1to16}
	vpdpbusd	xmm20, xmm26, dword ptr [r15 - 4096]{1to4}
	vpdpbusd	xmm21, xmm27, dword ptr [rip + 508]{1to4}
	vpdpbusd	xmm22, xmm28, dword ptr [rax + 512]{1to4}
	vpdpbusd	xmm23 {k7}, xmm29, dword ptr [rcx + 8*rbx + 2147483647]{1to4}
	vpdpbusd	xmm24 {k1} {z}, xmm30, dword ptr [rdx - 2147483648]{1to4}
	vpdpbusd	ymm25, ymm31, dword ptr [rbx]{1to8}
	vpdpbusd	ymm26, ymm16, dword ptr [rsp - 512]{1to8}
	vpdpbusd	ymm27, ymm17, dword ptr [rbp - 516]{1to8}
	vpdpbusd	ymm28 {k2}, ymm18, dword ptr [rsi + rbp + 64]{1to8}
	vpdpbusd	ymm29 {k3} {z}, ymm19, dword ptr [rdi - 64]{1to8}
	vpdpbusd	zmm31, zmm30, zmmword ptr [r8 + 1]
	vpdpbusd	zmm1, zmm0, zmmword ptr [r9 + 8128]
	vpdpbusd	zmm3, zmm2, zmmword ptr [r10 + 8192]
	vpdpbusd	zmm5 {k4}, zmm4, zmmword ptr [r11 + 2*rsi - 1]
	vpdpbusd	zmm7 {k5} {z}, zmm6, zmmword ptr [r12 + 127]
	vpdpbusd	xmm9, xmm8, xmm20
	vpdpbusd	xmm11 {k6}, xmm10, xmm21
	vpdpbusd	xmm13 {k7} {z}, xmm12, xmm22
	vpdpbusd	ymm15, ymm14, ymm23
	vpdpbusd	ymm17 {k1}, ymm16, ymm24
	vpdpbusd	ymm19 {k2} {z}, ymm18, ymm25
	vpdpbusd	zmm22, zmm21, zmm20
	vpdpbusd	zmm25 {k3}, zmm24, zmm23
	vpdpbusd	zmm28 {k4} {z}, zmm27, zmm26
	vpdpbusds	xmm29, xmm26, xmmword ptr [r13 + 128]
	vpdpbusds	xmm30, xmm27, xmmword ptr [r14 - 2048]
	vpdpbusds	xmm31, xmm28, xmmword ptr [r15 - 2064]
	vpdpbusds	xmm0 {k5}, xmm29, xmmword ptr [rip - 128]
	vpdpbusds	xmm1 {k6} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096]
	vpdpbusds	ymm2, ymm31, ymmword ptr [rcx - 4096]
	vpdpbusds	ymm3, ymm16, ymmword ptr [rdx + 4064]
	vpdpbusds	ymm4, ymm17, ymmword ptr [rbx + 4096]
	vpdpbusds	ymm5 {k7}, ymm18, ymmword ptr [rsp + 2147483647]
	vpdpbusds	ymm6 {k1} {z}, ymm19, ymmword ptr [rbp + 8*r8 - 2147483648]
	vpdpbusds	zmm8, zmm7, dword ptr [rsi]{1to16}
	vpdpbusds	zmm10, zmm9, dword ptr [rdi - 512]{1to16}
	vpdpbusds	zmm12, zmm11, dword ptr [r8 - 516]{1to16}
	vpdpbusds	zmm14 {k2}, zmm13, dword ptr [r9 + 64]{1to16}
	vpdpbusds	zmm16 {k3} {z}, zmm15, dword ptr [r10 + r9 - 64]{1to16}
	vpdpbusds	xmm17, xmm20, dword ptr [r11 + 1]{1to4}
	vpdpbusds	xmm18, xmm21, dword ptr [r12 + 508]{1to4}
	vpdpbusds	xmm19, xmm22, dword ptr [r13 + 512]{1to4}
	vpdpbusds	xmm20 {k4}, xmm23, dword ptr [r14 - 1]{1to4}
	vpdpbusds	xmm21 {k5} {z}, xmm24, dword ptr [r15 + 2*r10 + 127]{1to4}
	vpdpbusds	ymm22, ymm25, dword ptr [rip + 128]{1to8}
	vpdpbusds	ymm23, ymm26, dword ptr [rax - 512]{1to8}
	vpdpbusds	ymm24, ymm27, dword ptr [rcx - 516]{1to8}
	vpdpbusds	ymm25 {k6}, ymm28, dword ptr [rdx - 128]{1to8}
	vpdpbusds	ymm26 {k7} {z}, ymm29, dword ptr [rbx + 4096]{1to8}
	vpdpbusds	zmm28, zmm27, zmmword ptr [rsp + 4*r11 - 4096]
	vpdpbusds	zmm30, zmm29, zmmword ptr [rbp + 8128]
	vpdpbusds	zmm0, zmm31, zmmword ptr [rsi + 8192]
	vpdpbusds	zmm2 {k1}, zmm1, zmmword ptr [rdi + 2147483647]
	vpdpbusds	zmm4 {k2} {z}, zmm3, zmmword ptr [r8 - 2147483648]
	vpdpbusds	xmm6, xmm5, xmm30
	vpdpbusds	xmm8 {k3}, xmm7, xmm31
	vpdpbusds	xmm10 {k4} {z}, xmm9, xmm16
	vpdpbusds	ymm12, ymm11, ymm17
	vpdpbusds	ymm14 {k5}, ymm13, ymm18
	vpdpbusds	ymm16 {k6} {z}, ymm15, ymm19
	vpdpbusds	zmm19, zmm18, zmm17
	vpdpbusds	zmm22 {k7}, zmm21, zmm20
	vpdpbusds	zmm25 {k1} {z}, zmm24, zmm23
	vpdpwssd	xmm26, xmm20, xmmword ptr [r9 + 8*r12]
	vpdpwssd	xmm27, xmm21, xmmword ptr [r10 - 2048]
	vpdpwssd	xmm28, xmm22, xmmword ptr [r11 - 2064]
	vpdpwssd	xmm29 {k2}, xmm23, xmmword ptr [r12 + 64]
	vpdpwssd	xmm30 {k3} {z}, xmm24, xmmword ptr [r13 - 64]
	vpdpwssd	ymm31, ymm25, ymmword ptr [r14 + r13 + 1]
	vpdpwssd	ymm0, ymm26, ymmword ptr [r15 + 4064]
	vpdpwssd	ymm1, ymm27, ymmword ptr [rip + 4096]
	vpdpwssd	ymm2 {k4}, ymm28, ymmword ptr [rax - 1]
	vpdpwssd	ymm3 {k5} {z}, ymm29, ymmword ptr [rcx + 127]
	vpdpwssd	zmm5, zmm4, dword ptr [rdx + 2*r14 + 128]{1to16}
	vpdpwssd	zmm7, zmm6, dword ptr [rbx - 512]{1to16}
	vpdpwssd	zmm9, zmm8, dword ptr [rsp - 516]{1to16}
	vpdpwssd	zmm11 {k6}, zmm10, dword ptr [rbp - 128]{1to16}
	vpdpwssd	zmm13 {k7} {z}, zmm12, dword ptr [rsi + 4096]{1to16}
	vpdpwssd	xmm14, xmm30, dword ptr [rdi + 4*r15 - 4096]{1to4}
	vpdpwssd	xmm15, xmm31, dword ptr [r8 + 508]{1to4}
	vpdpwssd	xmm17, xmm16, dword ptr [r9 + 512]{1to4}
	vpdpwssd	xmm18 {k1}, xmm17, dword ptr [r10 + 2147483647]{1to4}
	vpdpwssd	xmm19 {k2} {z}, xmm18, dword ptr [r11 - 2147483648]{1to4}
	vpdpwssd	ymm20, ymm19, dword ptr [r12 + 8*rax]{1to8}
	vpdpwssd	ymm21, ymm20, dword ptr [r13 - 512]{1to8}
	vpdpwssd	ymm22, ymm21, dword ptr [r14 - 516]{1to8}
	vpdpwssd	ymm23 {k3}, ymm22, dword ptr [r15 + 64]{1to8}
	vpdpwssd	ymm24 {k4} {z}, ymm23, dword ptr [rip - 64]{1to8}
	vpdpwssd	zmm26, zmm25, zmmword ptr [rax + 1]
	vpdpwssd	zmm28, zmm27, zmmword ptr [rcx + 8128]
	vpdpwssd	zmm30, zmm29, zmmword ptr [rdx + 8192]
	vpdpwssd	zmm0 {k5}, zmm31, zmmword ptr [rbx + rcx - 1]
	vpdpwssd	zmm2 {k6} {z}, zmm1, zmmword ptr [rsp + 127]
	vpdpwssd	xmm4, xmm3, xmm24
	vpdpwssd	xmm6 {k7}, xmm5, xmm25
	vpdpwssd	xmm8 {k1} {z}, xmm7, xmm26
	vpdpwssd	ymm10, ymm9, ymm27
	vpdpwssd	ymm12 {k2}, ymm11, ymm28
	vpdpwssd	ymm14 {k3} {z}, ymm13, ymm29
	vpdpwssd	zmm17, zmm16, zmm15
	vpdpwssd	zmm20 {k4}, zmm19, zmm18
	vpdpwssd	zmm23 {k5} {z}, zmm22, zmm21
	vpdpwssds	xmm24, xmm30, xmmword ptr [rbp + 128]
	vpdpwssds	xmm25, xmm31, xmmword ptr [rsi - 2048]
	vpdpwssds	xmm26, xmm16, xmmword ptr [rdi - 2064]
	vpdpwssds	xmm27 {k6}, xmm17, xmmword ptr [r8 + 2*rdx - 128]
	vpdpwssds	xmm28 {k7} {z}, xmm18, xmmword ptr [r9 + 4096]
	vpdpwssds	ymm29, ymm19, ymmword ptr [r10 - 4096]
	vpdpwssds	ymm30, ymm20, ymmword ptr [r11 + 4064]
	vpdpwssds	ymm31, ymm21, ymmword ptr [r12 + 4096]
	vpdpwssds	ymm0 {k1}, ymm22, ymmword ptr [r13 + 4*rbx + 2147483647]
	vpdpwssds	ymm1 {k2} {z}, ymm23, ymmword ptr [r14 - 2147483648]
	vpdpwssds	zmm3, zmm2, dword ptr [r15]{1to16}
	vpdpwssds	zmm5, zmm4, dword ptr [rip - 512]{1to16}
	vpdpwssds	zmm7, zmm6, dword ptr [rax - 516]{1to16}
	vpdpwssds	zmm9 {k3}, zmm8, dword ptr [rcx + 8*rbp + 64]{1to16}
	vpdpwssds	zmm11 {k4} {z}, zmm10, dword ptr [rdx - 64]{1to16}
	vpdpwssds	xmm12, xmm24, dword ptr [rbx + 1]{1to4}
	vpdpwssds	xmm13, xmm25, dword ptr [rsp + 508]{1to4}
	vpdpwssds	xmm14, xmm26, dword ptr [rbp + 512]{1to4}
	vpdpwssds	xmm15 {k5}, xmm27, dword ptr [rsi + rsi - 1]{1to4}
	vpdpwssds	xmm16 {k6} {z}, xmm28, dword ptr [rdi + 127]{1to4}
	vpdpwssds	ymm17, ymm29, dword ptr [r8 + 128]{1to8}
	vpdpwssds	ymm18, ymm30, dword ptr [r9 - 512]{1to8}
	vpdpwssds	ymm19, ymm31, dword ptr [r10 - 516]{1to8}
	vpdpwssds	ymm20 {k7}, ymm16, dword ptr [r11 + 2*rdi - 128]{1to8}
	vpdpwssds	ymm21 {k1} {z}, ymm17, dword ptr [r12 + 4096]{1to8}
	vpdpwssds	zmm23, zmm22, zmmword ptr [r13 - 4096]
	vpdpwssds	zmm25, zmm24, zmmword ptr [r14 + 8128]
	vpdpwssds	zmm27, zmm26, zmmword ptr [r15 + 8192]
	vpdpwssds	zmm29 {k2}, zmm28, zmmword ptr [rip + 2147483647]
	vpdpwssds	zmm31 {k3} {z}, zmm30, zmmword ptr [rax + 4*r8 - 2147483648]
	vpdpwssds	xmm1, xmm0, xmm18
	vpdpwssds	xmm3 {k4}, xmm2, xmm19
	vpdpwssds	xmm5 {k5} {z}, xmm4, xmm20
	vpdpwssds	ymm7, ymm6, ymm21
	vpdpwssds	ymm9 {k6}, ymm8, ymm22
	vpdpwssds	ymm11 {k7} {z}, ymm10, ymm23
	vpdpwssds	zmm14, zmm13, zmm12
	vpdpwssds	zmm17 {k1}, zmm16, zmm15
	vpdpwssds	zmm20 {k2} {z}, zmm19, zmm18
