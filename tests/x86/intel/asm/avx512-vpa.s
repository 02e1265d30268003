	.intel_syntax noprefix
	.text
	vpabsb	xmm16, xmmword ptr [rax]
	vpabsb	xmm17, xmmword ptr [rcx - 2048]
	vpabsb	xmm18, xmmword ptr [rdx - 2064]
	vpabsb	xmm19 {k1}, xmmword ptr [rbx + rax + 64]
	vpabsb	xmm20 {k2} {z}, xmmword ptr [rsp - 64]
	vpabsb	ymm21, ymmword ptr [rbp + 1]
	vpabsb	ymm22, ymmword ptr [rsi + 4064]
	vpabsb	ymm23, ymmword ptr [rdi + 4096]
	vpabsb	ymm24 {k3}, ymmword ptr [r8 + 2*rcx - 1]
	vpabsb	ymm25 {k4} {z}, ymmword ptr [r9 + 127]
	vpabsb	zmm0, zmmword ptr [r10 + 128]
	vpabsb	zmm1, zmmword ptr [r11 - 8192]
	vpabsb	zmm2, zmmword ptr [r12 - 8256]
	vpabsb	zmm3 {k5}, zmmword ptr [r13 + 4*rdx - 128]
	vpabsb	zmm4 {k6} {z}, zmmword ptr [r14 + 4096]
	vpabsb	xmm5, xmm26
	vpabsb	xmm6 {k7}, xmm27
	vpabsb	xmm7 {k1} {z}, xmm28
	vpabsb	ymm8, ymm29
	vpabsb	ymm9 {k2}, ymm30
	vpabsb	ymm10 {k3} {z}, ymm31
	vpabsb	zmm12, zmm11
	vpabsb	zmm14 {k4}, zmm13
	vpabsb	zmm16 {k5} {z}, zmm15
	vpabsd	xmm16, xmmword ptr [r15 - 4096]
	vpabsd	xmm17, xmmword ptr [rip + 2032]
	vpabsd	xmm18, xmmword ptr [rax + 2048]
	vpabsd	xmm19 {k6}, xmmword ptr [rcx + 8*rbx + 2147483647]
	vpabsd	xmm20 {k7} {z}, xmmword ptr [rdx - 2147483648]
	vpabsd	ymm21, ymmword ptr [rbx]
	vpabsd	ymm22, ymmword ptr [rsp - 4096]
	vpabsd	ymm23, ymmword ptr [rbp - 4128]
	vpabsd	ymm24 {k1}, ymmword ptr [rsi + rbp + 64]
	vpabsd	ymm25 {k2} {z}, ymmword ptr [rdi - 64]
	vpabsd	zmm17, dword ptr [r8 + 1]{1to16}
	vpabsd	zmm18, dword ptr [r9 + 508]{1to16}
	vpabsd	zmm19, dword ptr [r10 + 512]{1to16}
	vpabsd	zmm20 {k3}, dword ptr [r11 + 2*rsi - 1]{1to16}
	vpabsd	zmm21 {k4} {z}, dword ptr [r12 + 127]{1to16}
	vpabsd	xmm26, dword ptr [r13 + 128]{1to4}
	vpabsd	xmm27, dword ptr [r14 - 512]{1to4}
	vpabsd	xmm28, dword ptr [r15 - 516]{1to4}
	vpabsd	xmm29 {k5}, dword ptr [rip - 128]{1to4}
	vpabsd	xmm30 {k6} {z}, dword ptr [rax + 4*rdi + 4096]{1to4}
	vpabsd	ymm31, dword ptr [rcx - 4096]{1to8}
	vpabsd	ymm16, dword ptr [rdx + 508]{1to8}
	vpabsd	ymm17, dword ptr [rbx + 512]{1to8}
	vpabsd	ymm18 {k7}, dword ptr [rsp + 2147483647]{1to8}
	vpabsd	ymm19 {k1} {z}, dword ptr [rbp + 8*r8 - 2147483648]{1to8}
	vpabsd	zmm22, zmmword ptr [rsi]
	vpabsd	zmm23, zmmword ptr [rdi - 8192]
	vpabsd	zmm24, zmmword ptr [r8 - 8256]
	vpabsd	zmm25 {k2}, zmmword ptr [r9 + 64]
	vpabsd	zmm26 {k3} {z}, zmmword ptr [r10 + r9 - 64]
	vpabsd	xmm27, xmm20
	vpabsd	xmm28 {k4}, xmm21
	vpabsd	xmm29 {k5} {z}, xmm22
	vpabsd	ymm30, ymm23
	vpabsd	ymm31 {k6}, ymm24
	vpabsd	ymm0 {k7} {z}, ymm25
	vpabsd	zmm2, zmm1
	vpabsd	zmm4 {k1}, zmm3
	vpabsd	zmm6 {k2} {z}, zmm5
	vpabsq	xmm26, xmmword ptr [r11 + 1]
	vpabsq	xmm27, xmmword ptr [r12 + 2032]
	vpabsq	xmm28, xmmword ptr [r13 + 2048]
	vpabsq	xmm29 {k3}, xmmword ptr [r14 - 1]
	vpabsq	xmm30 {k4} {z}, xmmword ptr [r15 + 2*r10 + 127]
	vpabsq	ymm31, ymmword ptr [rip + 128]
	vpabsq	ymm16, ymmword ptr [rax - 4096]
	vpabsq	ymm17, ymmword ptr [rcx - 4128]
	vpabsq	ymm18 {k5}, ymmword ptr [rdx - 128]
	vpabsq	ymm19 {k6} {z}, ymmword ptr [rbx + 4096]
	vpabsq	zmm7, zmmword ptr [rsp + 4*r11 - 4096]
	vpabsq	zmm8, zmmword ptr [rbp + 8128]
	vpabsq	zmm9, zmmword ptr [rsi + 8192]
	vpabsq	zmm10 {k7}, zmmword ptr [rdi + 2147483647]
	vpabsq	zmm11 {k1} {z}, zmmword ptr [r8 - 2147483648]
	vpabsq	xmm20, qword ptr [r9 + 8*r12]{1to2}
	vpabsq	xmm21, qword ptr [r10 - 1024]{1to2}
	vpabsq	xmm22, qword ptr [r11 - 1032]{1to2}
	vpabsq	xmm23 {k2}, qword ptr [r12 + 64]{1to2}
	vpabsq	xmm24 {k3} {z}, qword ptr [r13 - 64]{1to2}
	vpabsq	ymm25, qword ptr [r14 + r13 + 1]{1to4}
	vpabsq	ymm26, qword ptr [r15 + 1016]{1to4}
	vpabsq	ymm27, qword ptr [rip + 1024]{1to4}
	vpabsq	ymm28 {k4}, qword ptr [rax - 1]{1to4}
	vpabsq	ymm29 {k5} {z}, qword ptr [rcx + 127]{1to4}
	vpabsq	zmm12, qword ptr [rdx + 2*r14 + 128]{1to8}
	vpabsq	zmm13, qword ptr [rbx - 1024]{1to8}
	vpabsq	zmm14, qword ptr [rsp - 1032]{1to8}
	vpabsq	zmm15 {k6}, qword ptr [rbp - 128]{1to8}
	vpabsq	zmm16 {k7} {z}, qword ptr [rsi + 4096]{1to8}
	vpabsq	xmm17, xmm30
	vpabsq	xmm18 {k1}, xmm31
	vpabsq	xmm19 {k2} {z}, xmm16
	vpabsq	ymm20, ymm17
	vpabsq	ymm21 {k3}, ymm18
	vpabsq	ymm22 {k4} {z}, ymm19
	vpabsq	zmm24, zmm23
	vpabsq	zmm26 {k5}, zmm25
	vpabsq	zmm28 {k6} {z}, zmm27
	vpabsw	xmm20, xmmword ptr [rdi + 4*r15 - 4096]
	vpabsw	xmm21, xmmword ptr [r8 + 2032]
	vpabsw	xmm22, xmmword ptr [r9 + 2048]
	vpabsw	xmm23 {k7}, xmmword ptr [r10 + 2147483647]
	vpabsw	xmm24 {k1} {z}, xmmword ptr [r11 - 2147483648]
	vpabsw	ymm25, ymmword ptr [r12 + 8*rax]
	vpabsw	ymm26, ymmword ptr [r13 - 4096]
	vpabsw	ymm27, ymmword ptr [r14 - 4128]
	vpabsw	ymm28 {k2}, ymmword ptr [r15 + 64]
	vpabsw	ymm29 {k3} {z}, ymmword ptr [rip - 64]
	vpabsw	zmm29, zmmword ptr [rax + 1]
	vpabsw	zmm30, zmmword ptr [rcx + 8128]
	vpabsw	zmm31, zmmword ptr [rdx + 8192]
	vpabsw	zmm0 {k4}, zmmword ptr [rbx + rcx - 1]
	vpabsw	zmm1 {k5} {z}, zmmword ptr [rsp + 127]
	vpabsw	xmm2, xmm30
	vpabsw	xmm3 {k6}, xmm31
	vpabsw	xmm4 {k7} {z}, xmm16
	vpabsw	ymm5, ymm17
	vpabsw	ymm6 {k1}, ymm18
	vpabsw	ymm7 {k2} {z}, ymm19
	vpabsw	zmm9, zmm8
	vpabsw	zmm11 {k3}, zmm10
	vpabsw	zmm13 {k4} {z}, zmm12
	vpackssdw	xmm14, xmm20, xmmword ptr [rbp + 128]
	vpackssdw	xmm15, xmm21, xmmword ptr [rsi - 2048]
	vpackssdw	xmm16, xmm22, xmmword ptr [rdi - 2064]
	vpackssdw	xmm17 {k5}, xmm23, xmmword ptr [r8 + 2*rdx - 128]
	vpackssdw	xmm18 {k6} {z}, xmm24, xmmword ptr [r9 + 4096]
	vpackssdw	ymm19, ymm25, ymmword ptr [r10 - 4096]
	vpackssdw	ymm20, ymm26, ymmword ptr [r11 + 4064]
	vpackssdw	ymm21, ymm27, ymmword ptr [r12 + 4096]
	vpackssdw	ymm22 {k7}, ymm28, ymmword ptr [r13 + 4*rbx + 2147483647]
	vpackssdw	ymm23 {k1} {z}, ymm29, ymmword ptr [r14 - 2147483648]
	vpackssdw	zmm25, zmm24, dword ptr [r15]{1to16}
	vpackssdw	zmm27, zmm26, dword ptr [rip - 512]{1to16}
	vpackssdw	zmm29, zmm28, dword ptr [rax - 516]{1to16}
	vpackssdw	zmm31 {k2}, zmm30, dword ptr [rcx + 8*rbp + 64]{1to16}
	vpackssdw	zmm1 {k3} {z}, zmm0, dword ptr [rdx - 64]{1to16}
	vpackssdw	xmm2, xmm30, dword ptr [rbx + 1]{1to4}
	vpackssdw	xmm3, xmm31, dword ptr [rsp + 508]{1to4}
	vpackssdw	xmm4, xmm16, dword ptr [rbp + 512]{1to4}
	vpackssdw	xmm5 {k4}, xmm17, dword ptr [rsi + rsi - 1]{1to4}
	vpackssdw	xmm6 {k5} {z}, xmm18, dword ptr [rdi + 127]{1to4}
	vpackssdw	ymm7, ymm19, dword ptr [r8 + 128]{1to8}
	vpackssdw	ymm8, ymm20, dword ptr [r9 - 512]{1to8}
	vpackssdw	ymm9, ymm21, dword ptr [r10 - 516]{1to8}
	vpackssdw	ymm10 {k6}, ymm22, dword ptr [r11 + 2*rdi - 128]{1to8}
	vpackssdw	ymm11 {k7} {z}, ymm23, dword ptr [r12 + 4096]{1to8}
	vpackssdw	zmm13, zmm12, zmmword ptr [r13 - 4096]
	vpackssdw	zmm15, zmm14, zmmword ptr [r14 + 8128]
	vpackssdw	zmm17, zmm16, zmmword ptr [r15 + 8192]
	vpackssdw	zmm19 {k1}, zmm18, zmmword ptr [rip + 2147483647]
	vpackssdw	zmm21 {k2} {z}, zmm20, zmmword ptr [rax + 4*r8 - 2147483648]
	vpackssdw	xmm23, xmm22, xmm24
	vpackssdw	xmm26 {k3}, xmm24, xmm25
	vpackssdw	xmm28 {k4} {z}, xmm27, xmm26
	vpackssdw	ymm30, ymm29, ymm27
	vpackssdw	ymm0 {k5}, ymm31, ymm28
	vpackssdw	ymm2 {k6} {z}, ymm1, ymm29
	vpackssdw	zmm5, zmm4, zmm3
	vpackssdw	zmm8 {k7}, zmm7, zmm6
	vpackssdw	zmm11 {k1} {z}, zmm10, zmm9
	vpacksswb	xmm12, xmm30, xmmword ptr [rcx]
	vpacksswb	xmm13, xmm31, xmmword ptr [rdx - 2048]
	vpacksswb	xmm14, xmm16, xmmword ptr [rbx - 2064]
	vpacksswb	xmm15 {k2}, xmm17, xmmword ptr [rsp + 64]
	vpacksswb	xmm16 {k3} {z}, xmm18, xmmword ptr [rbp + 8*r9 - 64]
	vpacksswb	ymm17, ymm19, ymmword ptr [rsi + 1]
	vpacksswb	ymm18, ymm20, ymmword ptr [rdi + 4064]
	vpacksswb	ymm19, ymm21, ymmword ptr [r8 + 4096]
	vpacksswb	ymm20 {k4}, ymm22, ymmword ptr [r9 - 1]
	vpacksswb	ymm21 {k5} {z}, ymm23, ymmword ptr [r10 + r10 + 127]
	vpacksswb	zmm23, zmm22, zmmword ptr [r11 + 128]
	vpacksswb	zmm25, zmm24, zmmword ptr [r12 - 8192]
	vpacksswb	zmm27, zmm26, zmmword ptr [r13 - 8256]
	vpacksswb	zmm29 {k6}, zmm28, zmmword ptr [r14 - 128]
	vpacksswb	zmm31 {k7} {z}, zmm30, zmmword ptr [r15 + 2*r11 + 4096]
	vpacksswb	xmm1, xmm0, xmm24
	vpacksswb	xmm3 {k1}, xmm2, xmm25
	vpacksswb	xmm5 {k2} {z}, xmm4, xmm26
	vpacksswb	ymm7, ymm6, ymm27
	vpacksswb	ymm9 {k3}, ymm8, ymm28
	vpacksswb	ymm11 {k4} {z}, ymm10, ymm29
	vpacksswb	zmm14, zmm13, zmm12
	vpacksswb	zmm17 {k5}, zmm16, zmm15
	vpacksswb	zmm20 {k6} {z}, zmm19, zmm18
	vpackusdw	xmm21, xmm30, xmmword ptr [rip - 4096]
	vpackusdw	xmm22, xmm31, xmmword ptr [rax + 2032]
	vpackusdw	xmm23, xmm16, xmmword ptr [rcx + 2048]
	vpackusdw	xmm24 {k7}, xmm17, xmmword ptr [rdx + 2147483647]
	vpackusdw	xmm25 {k1} {z}, xmm18, xmmword ptr [rbx - 2147483648]
	vpackusdw	ymm26, ymm19, ymmword ptr [rsp + 4*r12]
	vpackusdw	ymm27, ymm20, ymmword ptr [rbp - 4096]
	vpackusdw	ymm28, ymm21, ymmword ptr [rsi - 4128]
	vpackusdw	ymm29 {k2}, ymm22, ymmword ptr [rdi + 64]
	vpackusdw	ymm30 {k3} {z}, ymm23, ymmword ptr [r8 - 64]
	vpackusdw	zmm0, zmm31, dword ptr [r9 + 8*r13 + 1]{1to16}
	vpackusdw	zmm2, zmm1, dword ptr [r10 + 508]{1to16}
	vpackusdw	zmm4, zmm3, dword ptr [r11 + 512]{1to16}
	vpackusdw	zmm6 {k4}, zmm5, dword ptr [r12 - 1]{1to16}
	vpackusdw	zmm8 {k5} {z}, zmm7, dword ptr [r13 + 127]{1to16}
	vpackusdw	xmm9, xmm24, dword ptr [r14 + r14 + 128]{1to4}
	vpackusdw	xmm10, xmm25, dword ptr [r15 - 512]{1to4}
	vpackusdw	xmm11, xmm26, dword ptr [rip - 516]{1to4}
	vpackusdw	xmm12 {k6}, xmm27, dword ptr [rax - 128]{1to4}
	vpackusdw	xmm13 {k7} {z}, xmm28, dword ptr [rcx + 4096]{1to4}
	vpackusdw	ymm14, ymm29, dword ptr [rdx + 2*r15 - 4096]{1to8}
	vpackusdw	ymm15, ymm30, dword ptr [rbx + 508]{1to8}
	vpackusdw	ymm16, ymm31, dword ptr [rsp + 512]{1to8}
	vpackusdw	ymm17 {k1}, ymm16, dword ptr [rbp + 2147483647]{1to8}
	vpackusdw	ymm18 {k2} {z}, ymm17, dword ptr [rsi - 2147483648]{1to8}
	vpackusdw	zmm20, zmm19, zmmword ptr [rdi + 4*rax]
	vpackusdw	zmm22, zmm21, zmmword ptr [r8 - 8192]
	vpackusdw	zmm24, zmm23, zmmword ptr [r9 - 8256]
	vpackusdw	zmm26 {k3}, zmm25, zmmword ptr [r10 + 64]
	vpackusdw	zmm28 {k4} {z}, zmm27, zmmword ptr [r11 - 64]
	vpackusdw	xmm30, xmm29, xmm18
	vpackusdw	xmm0 {k5}, xmm31, xmm19
	vpackusdw	xmm2 {k6} {z}, xmm1, xmm20
	vpackusdw	ymm4, ymm3, ymm21
	vpackusdw	ymm6 {k7}, ymm5, ymm22
	vpackusdw	ymm8 {k1} {z}, ymm7, ymm23
	vpackusdw	zmm11, zmm10, zmm9
	vpackusdw	zmm14 {k2}, zmm13, zmm12
	vpackusdw	zmm17 {k3} {z}, zmm16, zmm15
	vpackuswb	xmm18, xmm24, xmmword ptr [r12 + 8*rcx + 1]
	vpackuswb	xmm19, xmm25, xmmword ptr [r13 + 2032]
	vpackuswb	xmm20, xmm26, xmmword ptr [r14 + 2048]
	vpackuswb	xmm21 {k4}, xmm27, xmmword ptr [r15 - 1]
	vpackuswb	xmm22 {k5} {z}, xmm28, xmmword ptr [rip + 127]
	vpackuswb	ymm23, ymm29, ymmword ptr [rax + 128]
	vpackuswb	ymm24, ymm30, ymmword ptr [rcx - 4096]
	vpackuswb	ymm25, ymm31, ymmword ptr [rdx - 4128]
	vpackuswb	ymm26 {k6}, ymm16, ymmword ptr [rbx + rdx - 128]
	vpackuswb	ymm27 {k7} {z}, ymm17, ymmword ptr [rsp + 4096]
	vpackuswb	zmm29, zmm28, zmmword ptr [rbp - 4096]
	vpackuswb	zmm31, zmm30, zmmword ptr [rsi + 8128]
	vpackuswb	zmm1, zmm0, zmmword ptr [rdi + 8192]
	vpackuswb	zmm3 {k1}, zmm2, zmmword ptr [r8 + 2*rbx + 2147483647]
	vpackuswb	zmm5 {k2} {z}, zmm4, zmmword ptr [r9 - 2147483648]
	vpackuswb	xmm7, xmm6, xmm18
	vpackuswb	xmm9 {k3}, xmm8, xmm19
	vpackuswb	xmm11 {k4} {z}, xmm10, xmm20
	vpackuswb	ymm13, ymm12, ymm21
	vpackuswb	ymm15 {k5}, ymm14, ymm22
	vpackuswb	ymm17 {k6} {z}, ymm16, ymm23
	vpackuswb	zmm20, zmm19, zmm18
	vpackuswb	zmm23 {k7}, zmm22, zmm21
	vpackuswb	zmm26 {k1} {z}, zmm25, zmm24
	vpaddb	xmm27, xmm24, xmmword ptr [r10]
	vpaddb	xmm28, xmm25, xmmword ptr [r11 - 2048]
	vpaddb	xmm29, xmm26, xmmword ptr [r12 - 2064]
	vpaddb	xmm30 {k2}, xmm27, xmmword ptr [r13 + 4*rbp + 64]
	vpaddb	xmm31 {k3} {z}, xmm28, xmmword ptr [r14 - 64]
	vpaddb	ymm0, ymm29, ymmword ptr [r15 + 1]
	vpaddb	ymm1, ymm30, ymmword ptr [rip + 4064]
	vpaddb	ymm2, ymm31, ymmword ptr [rax + 4096]
	vpaddb	ymm3 {k4}, ymm16, ymmword ptr [rcx + 8*rsi - 1]
	vpaddb	ymm4 {k5} {z}, ymm17, ymmword ptr [rdx + 127]
	vpaddb	zmm6, zmm5, zmmword ptr [rbx + 128]
	vpaddb	zmm8, zmm7, zmmword ptr [rsp - 8192]
	vpaddb	zmm10, zmm9, zmmword ptr [rbp - 8256]
	vpaddb	zmm12 {k6}, zmm11, zmmword ptr [rsi + rdi - 128]
	vpaddb	zmm14 {k7} {z}, zmm13, zmmword ptr [rdi + 4096]
	vpaddb	xmm16, xmm15, xmm18
	vpaddb	xmm18 {k1}, xmm17, xmm19
	vpaddb	xmm21 {k2} {z}, xmm19, xmm20
	vpaddb	ymm23, ymm22, ymm21
	vpaddb	ymm25 {k3}, ymm24, ymm22
	vpaddb	ymm27 {k4} {z}, ymm26, ymm23
	vpaddb	zmm30, zmm29, zmm28
	vpaddb	zmm1 {k5}, zmm0, zmm31
	vpaddb	zmm4 {k6} {z}, zmm3, zmm2
	vpaddd	xmm5, xmm24, xmmword ptr [r8 - 4096]
	vpaddd	xmm6, xmm25, xmmword ptr [r9 + 2032]
	vpaddd	xmm7, xmm26, xmmword ptr [r10 + 2048]
	vpaddd	xmm8 {k7}, xmm27, xmmword ptr [r11 + 2*r8 + 2147483647]
	vpaddd	xmm9 {k1} {z}, xmm28, xmmword ptr [r12 - 2147483648]
	vpaddd	ymm10, ymm29, ymmword ptr [r13]
	vpaddd	ymm11, ymm30, ymmword ptr [r14 - 4096]
	vpaddd	ymm12, ymm31, ymmword ptr [r15 - 4128]
	vpaddd	ymm13 {k2}, ymm16, ymmword ptr [rip + 64]
	vpaddd	ymm14 {k3} {z}, ymm17, ymmword ptr [rax + 4*r9 - 64]
	vpaddd	zmm16, zmm15, dword ptr [rcx + 1]{1to16}
	vpaddd	zmm18, zmm17, dword ptr [rdx + 508]{1to16}
	vpaddd	zmm20, zmm19, dword ptr [rbx + 512]{1to16}
	vpaddd	zmm22 {k4}, zmm21, dword ptr [rsp - 1]{1to16}
	vpaddd	zmm24 {k5} {z}, zmm23, dword ptr [rbp + 8*r10 + 127]{1to16}
	vpaddd	xmm25, xmm18, dword ptr [rsi + 128]{1to4}
	vpaddd	xmm26, xmm19, dword ptr [rdi - 512]{1to4}
	vpaddd	xmm27, xmm20, dword ptr [r8 - 516]{1to4}
	vpaddd	xmm28 {k6}, xmm21, dword ptr [r9 - 128]{1to4}
	vpaddd	xmm29 {k7} {z}, xmm22, dword ptr [r10 + r11 + 4096]{1to4}
	vpaddd	ymm30, ymm23, dword ptr [r11 - 4096]{1to8}
	vpaddd	ymm31, ymm24, dword ptr [r12 + 508]{1to8}
	vpaddd	ymm0, ymm25, dword ptr [r13 + 512]{1to8}
	vpaddd	ymm1 {k1}, ymm26, dword ptr [r14 + 2147483647]{1to8}
	vpaddd	ymm2 {k2} {z}, ymm27, dword ptr [r15 + 2*r12 - 2147483648]{1to8}
	vpaddd	zmm4, zmm3, zmmword ptr [rip]
	vpaddd	zmm6, zmm5, zmmword ptr [rax - 8192]
	vpaddd	zmm8, zmm7, zmmword ptr [rcx - 8256]
	vpaddd	zmm10 {k3}, zmm9, zmmword ptr [rdx + 64]
	vpaddd	zmm12 {k4} {z}, zmm11, zmmword ptr [rbx - 64]
	vpaddd	xmm14, xmm13, xmm28
	vpaddd	xmm16 {k5}, xmm15, xmm29
	vpaddd	xmm18 {k6} {z}, xmm17, xmm30
	vpaddd	ymm20, ymm19, ymm31
	vpaddd	ymm22 {k7}, ymm21, ymm16
	vpaddd	ymm24 {k1} {z}, ymm23, ymm17
	vpaddd	zmm27, zmm26, zmm25
	vpaddd	zmm30 {k2}, zmm29, zmm28
	vpaddd	zmm1 {k3} {z}, zmm0, zmm31
	vpaddq	xmm2, xmm18, xmmword ptr [rsp + 4*r13 + 1]
	vpaddq	xmm3, xmm19, xmmword ptr [rbp + 2032]
	vpaddq	xmm4, xmm20, xmmword ptr [rsi + 2048]
	vpaddq	xmm5 {k4}, xmm21, xmmword ptr [rdi - 1]
	vpaddq	xmm6 {k5} {z}, xmm22, xmmword ptr [r8 + 127]
	vpaddq	ymm7, ymm23, ymmword ptr [r9 + 8*r14 + 128]
	vpaddq	ymm8, ymm24, ymmword ptr [r10 - 4096]
	vpaddq	ymm9, ymm25, ymmword ptr [r11 - 4128]
	vpaddq	ymm10 {k6}, ymm26, ymmword ptr [r12 - 128]
	vpaddq	ymm11 {k7} {z}, ymm27, ymmword ptr [r13 + 4096]
	vpaddq	zmm13, zmm12, zmmword ptr [r14 + r15 - 4096]
	vpaddq	zmm15, zmm14, zmmword ptr [r15 + 8128]
	vpaddq	zmm17, zmm16, zmmword ptr [rip + 8192]
	vpaddq	zmm19 {k1}, zmm18, zmmword ptr [rax + 2147483647]
	vpaddq	zmm21 {k2} {z}, zmm20, zmmword ptr [rcx - 2147483648]
	vpaddq	xmm22, xmm28, qword ptr [rdx + 2*rax]{1to2}
	vpaddq	xmm23, xmm29, qword ptr [rbx - 1024]{1to2}
	vpaddq	xmm24, xmm30, qword ptr [rsp - 1032]{1to2}
	vpaddq	xmm25 {k3}, xmm31, qword ptr [rbp + 64]{1to2}
	vpaddq	xmm26 {k4} {z}, xmm16, qword ptr [rsi - 64]{1to2}
	vpaddq	ymm27, ymm17, qword ptr [rdi + 4*rcx + 1]{1to4}
	vpaddq	ymm28, ymm18, qword ptr [r8 + 1016]{1to4}
	vpaddq	ymm29, ymm19, qword ptr [r9 + 1024]{1to4}
	vpaddq	ymm30 {k5}, ymm20, qword ptr [r10 - 1]{1to4}
	vpaddq	ymm31 {k6} {z}, ymm21, qword ptr [r11 + 127]{1to4}
	vpaddq	zmm1, zmm0, qword ptr [r12 + 8*rdx + 128]{1to8}
	vpaddq	zmm3, zmm2, qword ptr [r13 - 1024]{1to8}
	vpaddq	zmm5, zmm4, qword ptr [r14 - 1032]{1to8}
	vpaddq	zmm7 {k7}, zmm6, qword ptr [r15 - 128]{1to8}
	vpaddq	zmm9 {k1} {z}, zmm8, qword ptr [rip + 4096]{1to8}
	vpaddq	xmm11, xmm10, xmm22
	vpaddq	xmm13 {k2}, xmm12, xmm23
	vpaddq	xmm15 {k3} {z}, xmm14, xmm24
	vpaddq	ymm17, ymm16, ymm25
	vpaddq	ymm19 {k4}, ymm18, ymm26
	vpaddq	ymm21 {k5} {z}, ymm20, ymm27
	vpaddq	zmm24, zmm23, zmm22
	vpaddq	zmm27 {k6}, zmm26, zmm25
	vpaddq	zmm30 {k7} {z}, zmm29, zmm28
	vpaddsb	xmm31, xmm28, xmmword ptr [rax - 4096]
	vpaddsb	xmm0, xmm29, xmmword ptr [rcx + 2032]
	vpaddsb	xmm1, xmm30, xmmword ptr [rdx + 2048]
	vpaddsb	xmm2 {k1}, xmm31, xmmword ptr [rbx + rbx + 2147483647]
	vpaddsb	xmm3 {k2} {z}, xmm16, xmmword ptr [rsp - 2147483648]
	vpaddsb	ymm4, ymm17, ymmword ptr [rbp]
	vpaddsb	ymm5, ymm18, ymmword ptr [rsi - 4096]
	vpaddsb	ymm6, ymm19, ymmword ptr [rdi - 4128]
	vpaddsb	ymm7 {k3}, ymm20, ymmword ptr [r8 + 2*rbp + 64]
	vpaddsb	ymm8 {k4} {z}, ymm21, ymmword ptr [r9 - 64]
	vpaddsb	zmm10, zmm9, zmmword ptr [r10 + 1]
	vpaddsb	zmm12, zmm11, zmmword ptr [r11 + 8128]
	vpaddsb	zmm14, zmm13, zmmword ptr [r12 + 8192]
	vpaddsb	zmm16 {k5}, zmm15, zmmword ptr [r13 + 4*rsi - 1]
	vpaddsb	zmm18 {k6} {z}, zmm17, zmmword ptr [r14 + 127]
	vpaddsb	xmm20, xmm19, xmm22
	vpaddsb	xmm22 {k7}, xmm21, xmm23
	vpaddsb	xmm25 {k1} {z}, xmm23, xmm24
	vpaddsb	ymm27, ymm26, ymm25
	vpaddsb	ymm29 {k2}, ymm28, ymm26
	vpaddsb	ymm31 {k3} {z}, ymm30, ymm27
	vpaddsb	zmm2, zmm1, zmm0
	vpaddsb	zmm5 {k4}, zmm4, zmm3
	vpaddsb	zmm8 {k5} {z}, zmm7, zmm6
	vpaddsw	xmm9, xmm28, xmmword ptr [r15 + 128]
	vpaddsw	xmm10, xmm29, xmmword ptr [rip - 2048]
	vpaddsw	xmm11, xmm30, xmmword ptr [rax - 2064]
	vpaddsw	xmm12 {k6}, xmm31, xmmword ptr [rcx + 8*rdi - 128]
	vpaddsw	xmm13 {k7} {z}, xmm16, xmmword ptr [rdx + 4096]
	vpaddsw	ymm14, ymm17, ymmword ptr [rbx - 4096]
	vpaddsw	ymm15, ymm18, ymmword ptr [rsp + 4064]
	vpaddsw	ymm16, ymm19, ymmword ptr [rbp + 4096]
	vpaddsw	ymm17 {k1}, ymm20, ymmword ptr [rsi + r8 + 2147483647]
	vpaddsw	ymm18 {k2} {z}, ymm21, ymmword ptr [rdi - 2147483648]
	vpaddsw	zmm20, zmm19, zmmword ptr [r8]
	vpaddsw	zmm22, zmm21, zmmword ptr [r9 - 8192]
	vpaddsw	zmm24, zmm23, zmmword ptr [r10 - 8256]
	vpaddsw	zmm26 {k3}, zmm25, zmmword ptr [r11 + 2*r9 + 64]
	vpaddsw	zmm28 {k4} {z}, zmm27, zmmword ptr [r12 - 64]
	vpaddsw	xmm30, xmm29, xmm22
	vpaddsw	xmm0 {k5}, xmm31, xmm23
	vpaddsw	xmm2 {k6} {z}, xmm1, xmm24
	vpaddsw	ymm4, ymm3, ymm25
	vpaddsw	ymm6 {k7}, ymm5, ymm26
	vpaddsw	ymm8 {k1} {z}, ymm7, ymm27
	vpaddsw	zmm11, zmm10, zmm9
	vpaddsw	zmm14 {k2}, zmm13, zmm12
	vpaddsw	zmm17 {k3} {z}, zmm16, zmm15
	vpaddusb	xmm18, xmm28, xmmword ptr [r13 + 1]
	vpaddusb	xmm19, xmm29, xmmword ptr [r14 + 2032]
	vpaddusb	xmm20, xmm30, xmmword ptr [r15 + 2048]
	vpaddusb	xmm21 {k4}, xmm31, xmmword ptr [rip - 1]
	vpaddusb	xmm22 {k5} {z}, xmm16, xmmword ptr [rax + 4*r10 + 127]
	vpaddusb	ymm23, ymm17, ymmword ptr [rcx + 128]
	vpaddusb	ymm24, ymm18, ymmword ptr [rdx - 4096]
	vpaddusb	ymm25, ymm19, ymmword ptr [rbx - 4128]
	vpaddusb	ymm26 {k6}, ymm20, ymmword ptr [rsp - 128]
	vpaddusb	ymm27 {k7} {z}, ymm21, ymmword ptr [rbp + 8*r11 + 4096]
	vpaddusb	zmm29, zmm28, zmmword ptr [rsi - 4096]
	vpaddusb	zmm31, zmm30, zmmword ptr [rdi + 8128]
	vpaddusb	zmm1, zmm0, zmmword ptr [r8 + 8192]
	vpaddusb	zmm3 {k1}, zmm2, zmmword ptr [r9 + 2147483647]
	vpaddusb	zmm5 {k2} {z}, zmm4, zmmword ptr [r10 + r12 - 2147483648]
	vpaddusb	xmm7, xmm6, xmm22
	vpaddusb	xmm9 {k3}, xmm8, xmm23
	vpaddusb	xmm11 {k4} {z}, xmm10, xmm24
	vpaddusb	ymm13, ymm12, ymm25
	vpaddusb	ymm15 {k5}, ymm14, ymm26
	vpaddusb	ymm17 {k6} {z}, ymm16, ymm27
	vpaddusb	zmm20, zmm19, zmm18
	vpaddusb	zmm23 {k7}, zmm22, zmm21
	vpaddusb	zmm26 {k1} {z}, zmm25, zmm24
	vpaddusw	xmm27, xmm28, xmmword ptr [r11]
	vpaddusw	xmm28, xmm29, xmmword ptr [r12 - 2048]
	vpaddusw	xmm29, xmm30, xmmword ptr [r13 - 2064]
	vpaddusw	xmm30 {k2}, xmm31, xmmword ptr [r14 + 64]
	vpaddusw	xmm31 {k3} {z}, xmm16, xmmword ptr [r15 + 2*r13 - 64]
	vpaddusw	ymm0, ymm17, ymmword ptr [rip + 1]
	vpaddusw	ymm1, ymm18, ymmword ptr [rax + 4064]
	vpaddusw	ymm2, ymm19, ymmword ptr [rcx + 4096]
	vpaddusw	ymm3 {k4}, ymm20, ymmword ptr [rdx - 1]
	vpaddusw	ymm4 {k5} {z}, ymm21, ymmword ptr [rbx + 127]
	vpaddusw	zmm6, zmm5, zmmword ptr [rsp + 4*r14 + 128]
	vpaddusw	zmm8, zmm7, zmmword ptr [rbp - 8192]
	vpaddusw	zmm10, zmm9, zmmword ptr [rsi - 8256]
	vpaddusw	zmm12 {k6}, zmm11, zmmword ptr [rdi - 128]
	vpaddusw	zmm14 {k7} {z}, zmm13, zmmword ptr [r8 + 4096]
	vpaddusw	xmm16, xmm15, xmm22
	vpaddusw	xmm18 {k1}, xmm17, xmm23
	vpaddusw	xmm20 {k2} {z}, xmm19, xmm24
	vpaddusw	ymm22, ymm21, ymm25
	vpaddusw	ymm24 {k3}, ymm23, ymm26
	vpaddusw	ymm26 {k4} {z}, ymm25, ymm27
	vpaddusw	zmm29, zmm28, zmm27
	vpaddusw	zmm0 {k5}, zmm31, zmm30
	vpaddusw	zmm3 {k6} {z}, zmm2, zmm1
	vpaddw	xmm4, xmm28, xmmword ptr [r9 + 8*r15 - 4096]
	vpaddw	xmm5, xmm29, xmmword ptr [r10 + 2032]
	vpaddw	xmm6, xmm30, xmmword ptr [r11 + 2048]
	vpaddw	xmm7 {k7}, xmm31, xmmword ptr [r12 + 2147483647]
	vpaddw	xmm8 {k1} {z}, xmm16, xmmword ptr [r13 - 2147483648]
	vpaddw	ymm9, ymm17, ymmword ptr [r14 + rax]
	vpaddw	ymm10, ymm18, ymmword ptr [r15 - 4096]
	vpaddw	ymm11, ymm19, ymmword ptr [rip - 4128]
	vpaddw	ymm12 {k2}, ymm20, ymmword ptr [rax + 64]
	vpaddw	ymm13 {k3} {z}, ymm21, ymmword ptr [rcx - 64]
	vpaddw	zmm15, zmm14, zmmword ptr [rdx + 2*rcx + 1]
	vpaddw	zmm17, zmm16, zmmword ptr [rbx + 8128]
	vpaddw	zmm19, zmm18, zmmword ptr [rsp + 8192]
	vpaddw	zmm21 {k4}, zmm20, zmmword ptr [rbp - 1]
	vpaddw	zmm23 {k5} {z}, zmm22, zmmword ptr [rsi + 127]
	vpaddw	xmm25, xmm24, xmm22
	vpaddw	xmm27 {k6}, xmm26, xmm23
	vpaddw	xmm29 {k7} {z}, xmm28, xmm24
	vpaddw	ymm31, ymm30, ymm25
	vpaddw	ymm1 {k1}, ymm0, ymm26
	vpaddw	ymm3 {k2} {z}, ymm2, ymm27
	vpaddw	zmm6, zmm5, zmm4
	vpaddw	zmm9 {k3}, zmm8, zmm7
	vpaddw	zmm12 {k4} {z}, zmm11, zmm10
	vpalignr	xmm13, xmm28, xmmword ptr [rdi + 4*rdx + 128], 0
	vpalignr	xmm14, xmm29, xmmword ptr [r8 - 2048], 1
	vpalignr	xmm15, xmm30, xmmword ptr [r9 - 2064], 127
	vpalignr	xmm16 {k5}, xmm31, xmmword ptr [r10 - 128], 255
	vpalignr	xmm17 {k6} {z}, xmm16, xmmword ptr [r11 + 4096], 3
	vpalignr	ymm18, ymm17, ymmword ptr [r12 + 8*rbx - 4096], 128
	vpalignr	ymm19, ymm18, ymmword ptr [r13 + 4064], 64
	vpalignr	ymm20, ymm19, ymmword ptr [r14 + 4096], 17
	vpalignr	ymm21 {k7}, ymm20, ymmword ptr [r15 + 2147483647], 0
	vpalignr	ymm22 {k1} {z}, ymm21, ymmword ptr [rip - 2147483648], 1
	vpalignr	zmm24, zmm23, zmmword ptr [rax], 127
	vpalignr	zmm26, zmm25, zmmword ptr [rcx - 8192], 255
	vpalignr	zmm28, zmm27, zmmword ptr [rdx - 8256], 3
	vpalignr	zmm30 {k2}, zmm29, zmmword ptr [rbx + rbp + 64], 128
	vpalignr	zmm0 {k3} {z}, zmm31, zmmword ptr [rsp - 64], 64
	vpalignr	xmm2, xmm1, xmm22, 17
	vpalignr	xmm4 {k4}, xmm3, xmm23, 0
	vpalignr	xmm6 {k5} {z}, xmm5, xmm24, 1
	vpalignr	ymm8, ymm7, ymm25, 127
	vpalignr	ymm10 {k6}, ymm9, ymm26, 255
	vpalignr	ymm12 {k7} {z}, ymm11, ymm27, 3
	vpalignr	zmm15, zmm14, zmm13, 128
	vpalignr	zmm18 {k1}, zmm17, zmm16, 64
	vpalignr	zmm21 {k2} {z}, zmm20, zmm19, 17
	vpandd	xmm22, xmm28, xmmword ptr [rbp + 1]
	vpandd	xmm23, xmm29, xmmword ptr [rsi + 2032]
	vpandd	xmm24, xmm30, xmmword ptr [rdi + 2048]
	vpandd	xmm25 {k3}, xmm31, xmmword ptr [r8 + 2*rsi - 1]
	vpandd	xmm26 {k4} {z}, xmm16, xmmword ptr [r9 + 127]
	vpandd	ymm27, ymm17, ymmword ptr [r10 + 128]
	vpandd	ymm28, ymm18, ymmword ptr [r11 - 4096]
	vpandd	ymm29, ymm19, ymmword ptr [r12 - 4128]
	vpandd	ymm30 {k5}, ymm20, ymmword ptr [r13 + 4*rdi - 128]
	vpandd	ymm31 {k6} {z}, ymm21, ymmword ptr [r14 + 4096]
	vpandd	zmm1, zmm0, dword ptr [r15 - 4096]{1to16}
	vpandd	zmm3, zmm2, dword ptr [rip + 508]{1to16}
	vpandd	zmm5, zmm4, dword ptr [rax + 512]{1to16}
	vpandd	zmm7 {k7}, zmm6, dword ptr [rcx + 8*r8 + 2147483647]{1to16}
	vpandd	zmm9 {k1} {z}, zmm8, dword ptr [rdx - 2147483648]{1to16}
	vpandd	xmm10, xmm22, dword ptr [rbx]{1to4}
	vpandd	xmm11, xmm23, dword ptr [rsp - 512]{1to4}
	vpandd	xmm12, xmm24, dword ptr [rbp - 516]{1to4}
	vpandd	xmm13 {k2}, xmm25, dword ptr [rsi + r9 + 64]{1to4}
	vpandd	xmm14 {k3} {z}, xmm26, dword ptr [rdi - 64]{1to4}
	vpandd	ymm15, ymm27, dword ptr [r8 + 1]{1to8}
	vpandd	ymm16, ymm28, dword ptr [r9 + 508]{1to8}
	vpandd	ymm17, ymm29, dword ptr [r10 + 512]{1to8}
	vpandd	ymm18 {k4}, ymm30, dword ptr [r11 + 2*r10 - 1]{1to8}
	vpandd	ymm19 {k5} {z}, ymm31, dword ptr [r12 + 127]{1to8}
	vpandd	zmm21, zmm20, zmmword ptr [r13 + 128]
	vpandd	zmm23, zmm22, zmmword ptr [r14 - 8192]
	vpandd	zmm25, zmm24, zmmword ptr [r15 - 8256]
	vpandd	zmm27 {k6}, zmm26, zmmword ptr [rip - 128]
	vpandd	zmm29 {k7} {z}, zmm28, zmmword ptr [rax + 4*r11 + 4096]
	vpandd	xmm31, xmm30, xmm16
	vpandd	xmm1 {k1}, xmm0, xmm17
	vpandd	xmm3 {k2} {z}, xmm2, xmm18
	vpandd	ymm5, ymm4, ymm19
	vpandd	ymm7 {k3}, ymm6, ymm20
	vpandd	ymm9 {k4} {z}, ymm8, ymm21
	vpandd	zmm12, zmm11, zmm10
	vpandd	zmm15 {k5}, zmm14, zmm13
	vpandd	zmm18 {k6} {z}, zmm17, zmm16
	vpandnd	xmm19, xmm22, xmmword ptr [rcx - 4096]
	vpandnd	xmm20, xmm23, xmmword ptr [rdx + 2032]
	vpandnd	xmm21, xmm24, xmmword ptr [rbx + 2048]
	vpandnd	xmm22 {k7}, xmm25, xmmword ptr [rsp + 2147483647]
	vpandnd	xmm23 {k1} {z}, xmm26, xmmword ptr [rbp + 8*r12 - 2147483648]
	vpandnd	ymm24, ymm27, ymmword ptr [rsi]
	vpandnd	ymm25, ymm28, ymmword ptr [rdi - 4096]
	vpandnd	ymm26, ymm29, ymmword ptr [r8 - 4128]
	vpandnd	ymm27 {k2}, ymm30, ymmword ptr [r9 + 64]
	vpandnd	ymm28 {k3} {z}, ymm31, ymmword ptr [r10 + r13 - 64]
	vpandnd	zmm30, zmm29, dword ptr [r11 + 1]{1to16}
	vpandnd	zmm0, zmm31, dword ptr [r12 + 508]{1to16}
	vpandnd	zmm2, zmm1, dword ptr [r13 + 512]{1to16}
	vpandnd	zmm4 {k4}, zmm3, dword ptr [r14 - 1]{1to16}
	vpandnd	zmm6 {k5} {z}, zmm5, dword ptr [r15 + 2*r14 + 127]{1to16}
	vpandnd	xmm7, xmm16, dword ptr [rip + 128]{1to4}
	vpandnd	xmm8, xmm17, dword ptr [rax - 512]{1to4}
	vpandnd	xmm9, xmm18, dword ptr [rcx - 516]{1to4}
	vpandnd	xmm10 {k6}, xmm19, dword ptr [rdx - 128]{1to4}
	vpandnd	xmm11 {k7} {z}, xmm20, dword ptr [rbx + 4096]{1to4}
	vpandnd	ymm12, ymm21, dword ptr [rsp + 4*r15 - 4096]{1to8}
	vpandnd	ymm13, ymm22, dword ptr [rbp + 508]{1to8}
	vpandnd	ymm14, ymm23, dword ptr [rsi + 512]{1to8}
	vpandnd	ymm15 {k1}, ymm24, dword ptr [rdi + 2147483647]{1to8}
	vpandnd	ymm16 {k2} {z}, ymm25, dword ptr [r8 - 2147483648]{1to8}
	vpandnd	zmm18, zmm17, zmmword ptr [r9 + 8*rax]
	vpandnd	zmm20, zmm19, zmmword ptr [r10 - 8192]
	vpandnd	zmm22, zmm21, zmmword ptr [r11 - 8256]
	vpandnd	zmm24 {k3}, zmm23, zmmword ptr [r12 + 64]
	vpandnd	zmm26 {k4} {z}, zmm25, zmmword ptr [r13 - 64]
	vpandnd	xmm28, xmm27, xmm26
	vpandnd	xmm30 {k5}, xmm29, xmm27
	vpandnd	xmm0 {k6} {z}, xmm31, xmm28
	vpandnd	ymm2, ymm1, ymm29
	vpandnd	ymm4 {k7}, ymm3, ymm30
	vpandnd	ymm6 {k1} {z}, ymm5, ymm31
	vpandnd	zmm9, zmm8, zmm7
	vpandnd	zmm12 {k2}, zmm11, zmm10
	vpandnd	zmm15 {k3} {z}, zmm14, zmm13
	vpandnq	xmm17, xmm16, xmmword ptr [r14 + rcx + 1]
	vpandnq	xmm18, xmm17, xmmword ptr [r15 + 2032]
	vpandnq	xmm19, xmm18, xmmword ptr [rip + 2048]
	vpandnq	xmm20 {k4}, xmm19, xmmword ptr [rax - 1]
	vpandnq	xmm21 {k5} {z}, xmm20, xmmword ptr [rcx + 127]
	vpandnq	ymm22, ymm21, ymmword ptr [rdx + 2*rdx + 128]
	vpandnq	ymm23, ymm22, ymmword ptr [rbx - 4096]
	vpandnq	ymm24, ymm23, ymmword ptr [rsp - 4128]
	vpandnq	ymm25 {k6}, ymm24, ymmword ptr [rbp - 128]
	vpandnq	ymm26 {k7} {z}, ymm25, ymmword ptr [rsi + 4096]
	vpandnq	zmm28, zmm27, zmmword ptr [rdi + 4*rbx - 4096]
	vpandnq	zmm30, zmm29, zmmword ptr [r8 + 8128]
	vpandnq	zmm0, zmm31, zmmword ptr [r9 + 8192]
	vpandnq	zmm2 {k1}, zmm1, zmmword ptr [r10 + 2147483647]
	vpandnq	zmm4 {k2} {z}, zmm3, zmmword ptr [r11 - 2147483648]
	vpandnq	xmm5, xmm26, qword ptr [r12 + 8*rbp]{1to2}
	vpandnq	xmm6, xmm27, qword ptr [r13 - 1024]{1to2}
	vpandnq	xmm7, xmm28, qword ptr [r14 - 1032]{1to2}
	vpandnq	xmm8 {k3}, xmm29, qword ptr [r15 + 64]{1to2}
	vpandnq	xmm9 {k4} {z}, xmm30, qword ptr [rip - 64]{1to2}
	vpandnq	ymm10, ymm31, qword ptr [rax + 1]{1to4}
	vpandnq	ymm11, ymm16, qword ptr [rcx + 1016]{1to4}
	vpandnq	ymm12, ymm17, qword ptr [rdx + 1024]{1to4}
	vpandnq	ymm13 {k5}, ymm18, qword ptr [rbx + rsi - 1]{1to4}
	vpandnq	ymm14 {k6} {z}, ymm19, qword ptr [rsp + 127]{1to4}
	vpandnq	zmm16, zmm15, qword ptr [rbp + 128]{1to8}
	vpandnq	zmm18, zmm17, qword ptr [rsi - 1024]{1to8}
	vpandnq	zmm20, zmm19, qword ptr [rdi - 1032]{1to8}
	vpandnq	zmm22 {k7}, zmm21, qword ptr [r8 + 2*rdi - 128]{1to8}
	vpandnq	zmm24 {k1} {z}, zmm23, qword ptr [r9 + 4096]{1to8}
	vpandnq	xmm26, xmm25, xmm20
	vpandnq	xmm28 {k2}, xmm27, xmm21
	vpandnq	xmm30 {k3} {z}, xmm29, xmm22
	vpandnq	ymm0, ymm31, ymm23
	vpandnq	ymm2 {k4}, ymm1, ymm24
	vpandnq	ymm4 {k5} {z}, ymm3, ymm25
	vpandnq	zmm7, zmm6, zmm5
	vpandnq	zmm10 {k6}, zmm9, zmm8
	vpandnq	zmm13 {k7} {z}, zmm12, zmm11
	vpandq	xmm14, xmm26, xmmword ptr [r10 - 4096]
	vpandq	xmm15, xmm27, xmmword ptr [r11 + 2032]
	vpandq	xmm16, xmm28, xmmword ptr [r12 + 2048]
	vpandq	xmm17 {k1}, xmm29, xmmword ptr [r13 + 4*r8 + 2147483647]
	vpandq	xmm18 {k2} {z}, xmm30, xmmword ptr [r14 - 2147483648]
	vpandq	ymm19, ymm31, ymmword ptr [r15]
	vpandq	ymm20, ymm16, ymmword ptr [rip - 4096]
	vpandq	ymm21, ymm17, ymmword ptr [rax - 4128]
	vpandq	ymm22 {k3}, ymm18, ymmword ptr [rcx + 8*r9 + 64]
	vpandq	ymm23 {k4} {z}, ymm19, ymmword ptr [rdx - 64]
	vpandq	zmm25, zmm24, zmmword ptr [rbx + 1]
	vpandq	zmm27, zmm26, zmmword ptr [rsp + 8128]
	vpandq	zmm29, zmm28, zmmword ptr [rbp + 8192]
	vpandq	zmm31 {k5}, zmm30, zmmword ptr [rsi + r10 - 1]
	vpandq	zmm1 {k6} {z}, zmm0, zmmword ptr [rdi + 127]
	vpandq	xmm2, xmm20, qword ptr [r8 + 128]{1to2}
	vpandq	xmm3, xmm21, qword ptr [r9 - 1024]{1to2}
	vpandq	xmm4, xmm22, qword ptr [r10 - 1032]{1to2}
	vpandq	xmm5 {k7}, xmm23, qword ptr [r11 + 2*r11 - 128]{1to2}
	vpandq	xmm6 {k1} {z}, xmm24, qword ptr [r12 + 4096]{1to2}
	vpandq	ymm7, ymm25, qword ptr [r13 - 4096]{1to4}
	vpandq	ymm8, ymm26, qword ptr [r14 + 1016]{1to4}
	vpandq	ymm9, ymm27, qword ptr [r15 + 1024]{1to4}
	vpandq	ymm10 {k2}, ymm28, qword ptr [rip + 2147483647]{1to4}
	vpandq	ymm11 {k3} {z}, ymm29, qword ptr [rax + 4*r12 - 2147483648]{1to4}
	vpandq	zmm13, zmm12, qword ptr [rcx]{1to8}
	vpandq	zmm15, zmm14, qword ptr [rdx - 1024]{1to8}
	vpandq	zmm17, zmm16, qword ptr [rbx - 1032]{1to8}
	vpandq	zmm19 {k4}, zmm18, qword ptr [rsp + 64]{1to8}
	vpandq	zmm21 {k5} {z}, zmm20, qword ptr [rbp + 8*r13 - 64]{1to8}
	vpandq	xmm23, xmm22, xmm30
	vpandq	xmm25 {k6}, xmm24, xmm31
	vpandq	xmm27 {k7} {z}, xmm26, xmm16
	vpandq	ymm29, ymm28, ymm17
	vpandq	ymm31 {k1}, ymm30, ymm18
	vpandq	ymm1 {k2} {z}, ymm0, ymm19
	vpandq	zmm4, zmm3, zmm2
	vpandq	zmm7 {k3}, zmm6, zmm5
	vpandq	zmm10 {k4} {z}, zmm9, zmm8
	vpavgb	xmm11, xmm20, xmmword ptr [rsi + 1]
	vpavgb	xmm12, xmm21, xmmword ptr [rdi + 2032]
	vpavgb	xmm13, xmm22, xmmword ptr [r8 + 2048]
	vpavgb	xmm14 {k5}, xmm23, xmmword ptr [r9 - 1]
	vpavgb	xmm15 {k6} {z}, xmm24, xmmword ptr [r10 + r14 + 127]
	vpavgb	ymm16, ymm25, ymmword ptr [r11 + 128]
	vpavgb	ymm17, ymm26, ymmword ptr [r12 - 4096]
	vpavgb	ymm18, ymm27, ymmword ptr [r13 - 4128]
	vpavgb	ymm19 {k7}, ymm28, ymmword ptr [r14 - 128]
	vpavgb	ymm20 {k1} {z}, ymm29, ymmword ptr [r15 + 2*r15 + 4096]
	vpavgb	zmm22, zmm21, zmmword ptr [rip - 4096]
	vpavgb	zmm24, zmm23, zmmword ptr [rax + 8128]
	vpavgb	zmm26, zmm25, zmmword ptr [rcx + 8192]
	vpavgb	zmm28 {k2}, zmm27, zmmword ptr [rdx + 2147483647]
	vpavgb	zmm30 {k3} {z}, zmm29, zmmword ptr [rbx - 2147483648]
	vpavgb	xmm0, xmm31, xmm30
	vpavgb	xmm2 {k4}, xmm1, xmm31
	vpavgb	xmm4 {k5} {z}, xmm3, xmm16
	vpavgb	ymm6, ymm5, ymm17
	vpavgb	ymm8 {k6}, ymm7, ymm18
	vpavgb	ymm10 {k7} {z}, ymm9, ymm19
	vpavgb	zmm13, zmm12, zmm11
	vpavgb	zmm16 {k1}, zmm15, zmm14
	vpavgb	zmm19 {k2} {z}, zmm18, zmm17
	vpavgw	xmm21, xmm20, xmmword ptr [rsp + 4*rax]
	vpavgw	xmm22, xmm21, xmmword ptr [rbp - 2048]
	vpavgw	xmm23, xmm22, xmmword ptr [rsi - 2064]
	vpavgw	xmm24 {k3}, xmm23, xmmword ptr [rdi + 64]
	vpavgw	xmm25 {k4} {z}, xmm24, xmmword ptr [r8 - 64]
	vpavgw	ymm26, ymm25, ymmword ptr [r9 + 8*rcx + 1]
	vpavgw	ymm27, ymm26, ymmword ptr [r10 + 4064]
	vpavgw	ymm28, ymm27, ymmword ptr [r11 + 4096]
	vpavgw	ymm29 {k5}, ymm28, ymmword ptr [r12 - 1]
	vpavgw	ymm30 {k6} {z}, ymm29, ymmword ptr [r13 + 127]
	vpavgw	zmm0, zmm31, zmmword ptr [r14 + rdx + 128]
	vpavgw	zmm2, zmm1, zmmword ptr [r15 - 8192]
	vpavgw	zmm4, zmm3, zmmword ptr [rip - 8256]
	vpavgw	zmm6 {k7}, zmm5, zmmword ptr [rax - 128]
	vpavgw	zmm8 {k1} {z}, zmm7, zmmword ptr [rcx + 4096]
	vpavgw	xmm10, xmm9, xmm30
	vpavgw	xmm12 {k2}, xmm11, xmm31
	vpavgw	xmm14 {k3} {z}, xmm13, xmm16
	vpavgw	ymm16, ymm15, ymm17
	vpavgw	ymm19 {k4}, ymm17, ymm18
	vpavgw	ymm21 {k5} {z}, ymm20, ymm19
	vpavgw	zmm24, zmm23, zmm22
	vpavgw	zmm27 {k6}, zmm26, zmm25
	vpavgw	zmm30 {k7} {z}, zmm29, zmm28
