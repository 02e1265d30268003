	.intel_syntax noprefix
	.text
	vucomisd	xmm16, qword ptr [rax]
	vucomisd	xmm17, qword ptr [rcx - 1024]
	vucomisd	xmm18, qword ptr [rdx - 1032]
	vucomisd	xmm0, xmm19
	vucomisd	xmm1, xmm20, {sae}
	vucomish	xmm21, word ptr [rbx + rax + 64]
	vucomish	xmm22, word ptr [rsp + 254]
	vucomish	xmm23, word ptr [rbp + 256]
	vucomish	xmm2, xmm24
	vucomish	xmm3, xmm25, {sae}
	vucomiss	xmm26, dword ptr [rsi - 64]
	vucomiss	xmm27, dword ptr [rdi - 512]
	vucomiss	xmm28, dword ptr [r8 - 516]
	vucomiss	xmm4, xmm29
	vucomiss	xmm5, xmm30, {sae}
	vunpckhpd	xmm6, xmm31, xmmword ptr [r9 + 1]
	vunpckhpd	xmm7, xmm16, xmmword ptr [r10 + 2032]
	vunpckhpd	xmm8, xmm17, xmmword ptr [r11 + 2048]
	vunpckhpd	xmm9 {k1}, xmm18, xmmword ptr [r12 + 2*rcx - 1]
	vunpckhpd	xmm10 {k2} {z}, xmm19, xmmword ptr [r13 + 127]
	vunpckhpd	ymm11, ymm20, ymmword ptr [r14 + 128]
	vunpckhpd	ymm12, ymm21, ymmword ptr [r15 - 4096]
	vunpckhpd	ymm13, ymm22, ymmword ptr [rip - 4128]
	vunpckhpd	ymm14 {k3}, ymm23, ymmword ptr [rax + 4*rdx - 128]
	vunpckhpd	ymm15 {k4} {z}, ymm24, ymmword ptr [rcx + 4096]
	vunpckhpd	zmm17, zmm16, zmmword ptr [rdx - 4096]
	vunpckhpd	zmm19, zmm18, zmmword ptr [rbx + 8128]
	vunpckhpd	zmm21, zmm20, zmmword ptr [rsp + 8192]
	vunpckhpd	zmm23 {k5}, zmm22, zmmword ptr [rbp + 8*rbx + 2147483647]
	vunpckhpd	zmm25 {k6} {z}, zmm24, zmmword ptr [rsi - 2147483648]
	vunpckhpd	xmm26, xmm25, qword ptr [rdi]{1to2}
	vunpckhpd	xmm27, xmm26, qword ptr [r8 - 1024]{1to2}
	vunpckhpd	xmm28, xmm27, qword ptr [r9 - 1032]{1to2}
	vunpckhpd	xmm29 {k7}, xmm28, qword ptr [r10 + rbp + 64]{1to2}
	vunpckhpd	xmm30 {k1} {z}, xmm29, qword ptr [r11 - 64]{1to2}
	vunpckhpd	ymm31, ymm30, qword ptr [r12 + 1]{1to4}
	vunpckhpd	ymm0, ymm31, qword ptr [r13 + 1016]{1to4}
	vunpckhpd	ymm1, ymm16, qword ptr [r14 + 1024]{1to4}
	vunpckhpd	ymm2 {k2}, ymm17, qword ptr [r15 + 2*rsi - 1]{1to4}
	vunpckhpd	ymm3 {k3} {z}, ymm18, qword ptr [rip + 127]{1to4}
	vunpckhpd	zmm5, zmm4, qword ptr [rax + 128]{1to8}
	vunpckhpd	zmm7, zmm6, qword ptr [rcx - 1024]{1to8}
	vunpckhpd	zmm9, zmm8, qword ptr [rdx - 1032]{1to8}
	vunpckhpd	zmm11 {k4}, zmm10, qword ptr [rbx - 128]{1to8}
	vunpckhpd	zmm13 {k5} {z}, zmm12, qword ptr [rsp + 4*rdi + 4096]{1to8}
	vunpckhpd	xmm15, xmm14, xmm19
	vunpckhpd	xmm17 {k6}, xmm16, xmm20
	vunpckhpd	xmm19 {k7} {z}, xmm18, xmm21
	vunpckhpd	ymm21, ymm20, ymm22
	vunpckhpd	ymm24 {k1}, ymm22, ymm23
	vunpckhpd	ymm26 {k2} {z}, ymm25, ymm24
	vunpckhpd	zmm29, zmm28, zmm27
	vunpckhpd	zmm0 {k3}, zmm31, zmm30
	vunpckhpd	zmm3 {k4} {z}, zmm2, zmm1
	vunpckhps	xmm4, xmm25, xmmword ptr [rbp - 4096]
	vunpckhps	xmm5, xmm26, xmmword ptr [rsi + 2032]
	vunpckhps	xmm6, xmm27, xmmword ptr [rdi + 2048]
	vunpckhps	xmm7 {k5}, xmm28, xmmword ptr [r8 + 2147483647]
	vunpckhps	xmm8 {k6} {z}, xmm29, xmmword ptr [r9 + 8*r8 - 2147483648]
	vunpckhps	ymm9, ymm30, ymmword ptr [r10]
	vunpckhps	ymm10, ymm31, ymmword ptr [r11 - 4096]
	vunpckhps	ymm11, ymm16, ymmword ptr [r12 - 4128]
	vunpckhps	ymm12 {k7}, ymm17, ymmword ptr [r13 + 64]
	vunpckhps	ymm13 {k1} {z}, ymm18, ymmword ptr [r14 + r9 - 64]
	vunpckhps	zmm15, zmm14, dword ptr [r15 + 1]{1to16}
	vunpckhps	zmm17, zmm16, dword ptr [rip + 508]{1to16}
	vunpckhps	zmm19, zmm18, dword ptr [rax + 512]{1to16}
	vunpckhps	zmm21 {k2}, zmm20, dword ptr [rcx - 1]{1to16}
	vunpckhps	zmm23 {k3} {z}, zmm22, dword ptr [rdx + 2*r10 + 127]{1to16}
	vunpckhps	xmm24, xmm19, dword ptr [rbx + 128]{1to4}
	vunpckhps	xmm25, xmm20, dword ptr [rsp - 512]{1to4}
	vunpckhps	xmm26, xmm21, dword ptr [rbp - 516]{1to4}
	vunpckhps	xmm27 {k4}, xmm22, dword ptr [rsi - 128]{1to4}
	vunpckhps	xmm28 {k5} {z}, xmm23, dword ptr [rdi + 4*r11 + 4096]{1to4}
	vunpckhps	ymm29, ymm24, dword ptr [r8 - 4096]{1to8}
	vunpckhps	ymm30, ymm25, dword ptr [r9 + 508]{1to8}
	vunpckhps	ymm31, ymm26, dword ptr [r10 + 512]{1to8}
	vunpckhps	ymm0 {k6}, ymm27, dword ptr [r11 + 2147483647]{1to8}
	vunpckhps	ymm1 {k7} {z}, ymm28, dword ptr [r12 + 8*r12 - 2147483648]{1to8}
	vunpckhps	zmm3, zmm2, zmmword ptr [r13]
	vunpckhps	zmm5, zmm4, zmmword ptr [r14 - 8192]
	vunpckhps	zmm7, zmm6, zmmword ptr [r15 - 8256]
	vunpckhps	zmm9 {k1}, zmm8, zmmword ptr [rip + 64]
	vunpckhps	zmm11 {k2} {z}, zmm10, zmmword ptr [rax - 64]
	vunpckhps	xmm13, xmm12, xmm29
	vunpckhps	xmm15 {k3}, xmm14, xmm30
	vunpckhps	xmm17 {k4} {z}, xmm16, xmm31
	vunpckhps	ymm19, ymm18, ymm16
	vunpckhps	ymm21 {k5}, ymm20, ymm17
	vunpckhps	ymm23 {k6} {z}, ymm22, ymm18
	vunpckhps	zmm26, zmm25, zmm24
	vunpckhps	zmm29 {k7}, zmm28, zmm27
	vunpckhps	zmm0 {k1} {z}, zmm31, zmm30
	vunpcklpd	xmm1, xmm19, xmmword ptr [rcx + r13 + 1]
	vunpcklpd	xmm2, xmm20, xmmword ptr [rdx + 2032]
	vunpcklpd	xmm3, xmm21, xmmword ptr [rbx + 2048]
	vunpcklpd	xmm4 {k2}, xmm22, xmmword ptr [rsp - 1]
	vunpcklpd	xmm5 {k3} {z}, xmm23, xmmword ptr [rbp + 127]
	vunpcklpd	ymm6, ymm24, ymmword ptr [rsi + 2*r14 + 128]
	vunpcklpd	ymm7, ymm25, ymmword ptr [rdi - 4096]
	vunpcklpd	ymm8, ymm26, ymmword ptr [r8 - 4128]
	vunpcklpd	ymm9 {k4}, ymm27, ymmword ptr [r9 - 128]
	vunpcklpd	ymm10 {k5} {z}, ymm28, ymmword ptr [r10 + 4096]
	vunpcklpd	zmm12, zmm11, zmmword ptr [r11 + 4*r15 - 4096]
	vunpcklpd	zmm14, zmm13, zmmword ptr [r12 + 8128]
	vunpcklpd	zmm16, zmm15, zmmword ptr [r13 + 8192]
	vunpcklpd	zmm18 {k6}, zmm17, zmmword ptr [r14 + 2147483647]
	vunpcklpd	zmm20 {k7} {z}, zmm19, zmmword ptr [r15 - 2147483648]
	vunpcklpd	xmm21, xmm29, qword ptr [rip]{1to2}
	vunpcklpd	xmm22, xmm30, qword ptr [rax - 1024]{1to2}
	vunpcklpd	xmm23, xmm31, qword ptr [rcx - 1032]{1to2}
	vunpcklpd	xmm24 {k1}, xmm16, qword ptr [rdx + 8*rax + 64]{1to2}
	vunpcklpd	xmm25 {k2} {z}, xmm17, qword ptr [rbx - 64]{1to2}
	vunpcklpd	ymm26, ymm18, qword ptr [rsp + 1]{1to4}
	vunpcklpd	ymm27, ymm19, qword ptr [rbp + 1016]{1to4}
	vunpcklpd	ymm28, ymm20, qword ptr [rsi + 1024]{1to4}
	vunpcklpd	ymm29 {k3}, ymm21, qword ptr [rdi + rcx - 1]{1to4}
	vunpcklpd	ymm30 {k4} {z}, ymm22, qword ptr [r8 + 127]{1to4}
	vunpcklpd	zmm0, zmm31, qword ptr [r9 + 128]{1to8}
	vunpcklpd	zmm2, zmm1, qword ptr [r10 - 1024]{1to8}
	vunpcklpd	zmm4, zmm3, qword ptr [r11 - 1032]{1to8}
	vunpcklpd	zmm6 {k5}, zmm5, qword ptr [r12 + 2*rdx - 128]{1to8}
	vunpcklpd	zmm8 {k6} {z}, zmm7, qword ptr [r13 + 4096]{1to8}
	vunpcklpd	xmm10, xmm9, xmm23
	vunpcklpd	xmm12 {k7}, xmm11, xmm24
	vunpcklpd	xmm14 {k1} {z}, xmm13, xmm25
	vunpcklpd	ymm16, ymm15, ymm26
	vunpcklpd	ymm18 {k2}, ymm17, ymm27
	vunpcklpd	ymm20 {k3} {z}, ymm19, ymm28
	vunpcklpd	zmm23, zmm22, zmm21
	vunpcklpd	zmm26 {k4}, zmm25, zmm24
	vunpcklpd	zmm29 {k5} {z}, zmm28, zmm27
	vunpcklps	xmm30, xmm29, xmmword ptr [r14 - 4096]
	vunpcklps	xmm31, xmm30, xmmword ptr [r15 + 2032]
	vunpcklps	xmm0, xmm31, xmmword ptr [rip + 2048]
	vunpcklps	xmm1 {k6}, xmm16, xmmword ptr [rax + 4*rbx + 2147483647]
	vunpcklps	xmm2 {k7} {z}, xmm17, xmmword ptr [rcx - 2147483648]
	vunpcklps	ymm3, ymm18, ymmword ptr [rdx]
	vunpcklps	ymm4, ymm19, ymmword ptr [rbx - 4096]
	vunpcklps	ymm5, ymm20, ymmword ptr [rsp - 4128]
	vunpcklps	ymm6 {k1}, ymm21, ymmword ptr [rbp + 8*rbp + 64]
	vunpcklps	ymm7 {k2} {z}, ymm22, ymmword ptr [rsi - 64]
	vunpcklps	zmm9, zmm8, dword ptr [rdi + 1]{1to16}
	vunpcklps	zmm11, zmm10, dword ptr [r8 + 508]{1to16}
	vunpcklps	zmm13, zmm12, dword ptr [r9 + 512]{1to16}
	vunpcklps	zmm15 {k3}, zmm14, dword ptr [r10 + rsi - 1]{1to16}
	vunpcklps	zmm17 {k4} {z}, zmm16, dword ptr [r11 + 127]{1to16}
	vunpcklps	xmm18, xmm23, dword ptr [r12 + 128]{1to4}
	vunpcklps	xmm19, xmm24, dword ptr [r13 - 512]{1to4}
	vunpcklps	xmm20, xmm25, dword ptr [r14 - 516]{1to4}
	vunpcklps	xmm21 {k5}, xmm26, dword ptr [r15 + 2*rdi - 128]{1to4}
	vunpcklps	xmm22 {k6} {z}, xmm27, dword ptr [rip + 4096]{1to4}
	vunpcklps	ymm23, ymm28, dword ptr [rax - 4096]{1to8}
	vunpcklps	ymm24, ymm29, dword ptr [rcx + 508]{1to8}
	vunpcklps	ymm25, ymm30, dword ptr [rdx + 512]{1to8}
	vunpcklps	ymm26 {k7}, ymm31, dword ptr [rbx + 2147483647]{1to8}
	vunpcklps	ymm27 {k1} {z}, ymm16, dword ptr [rsp + 4*r8 - 2147483648]{1to8}
	vunpcklps	zmm29, zmm28, zmmword ptr [rbp]
	vunpcklps	zmm31, zmm30, zmmword ptr [rsi - 8192]
	vunpcklps	zmm1, zmm0, zmmword ptr [rdi - 8256]
	vunpcklps	zmm3 {k2}, zmm2, zmmword ptr [r8 + 64]
	vunpcklps	zmm5 {k3} {z}, zmm4, zmmword ptr [r9 + 8*r9 - 64]
	vunpcklps	xmm7, xmm6, xmm17
	vunpcklps	xmm9 {k4}, xmm8, xmm18
	vunpcklps	xmm11 {k5} {z}, xmm10, xmm19
	vunpcklps	ymm13, ymm12, ymm20
	vunpcklps	ymm15 {k6}, ymm14, ymm21
	vunpcklps	ymm17 {k7} {z}, ymm16, ymm22
	vunpcklps	zmm20, zmm19, zmm18
	vunpcklps	zmm23 {k1}, zmm22, zmm21
	vunpcklps	zmm26 {k2} {z}, zmm25, zmm24
