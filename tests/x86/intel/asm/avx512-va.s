	.intel_syntax noprefix
	.text
	vaddpd	xmm0, xmm16, xmmword ptr [rax]
	vaddpd	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vaddpd	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vaddpd	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vaddpd	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vaddpd	ymm5, ymm21, ymmword ptr [rbp + 1]
	vaddpd	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vaddpd	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vaddpd	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vaddpd	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vaddpd	zmm11, zmm10, zmmword ptr [r10 + 128]
	vaddpd	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vaddpd	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vaddpd	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vaddpd	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vaddpd	xmm20, xmm26, qword ptr [r15 - 4096]{1to2}
	vaddpd	xmm21, xmm27, qword ptr [rip + 1016]{1to2}
	vaddpd	xmm22, xmm28, qword ptr [rax + 1024]{1to2}
	vaddpd	xmm23 {k7}, xmm29, qword ptr [rcx + 8*rbx + 2147483647]{1to2}
	vaddpd	xmm24 {k1} {z}, xmm30, qword ptr [rdx - 2147483648]{1to2}
	vaddpd	ymm25, ymm31, qword ptr [rbx]{1to4}
	vaddpd	ymm26, ymm16, qword ptr [rsp - 1024]{1to4}
	vaddpd	ymm27, ymm17, qword ptr [rbp - 1032]{1to4}
	vaddpd	ymm28 {k2}, ymm18, qword ptr [rsi + rbp + 64]{1to4}
	vaddpd	ymm29 {k3} {z}, ymm19, qword ptr [rdi - 64]{1to4}
	vaddpd	zmm31, zmm30, qword ptr [r8 + 1]{1to8}
	vaddpd	zmm1, zmm0, qword ptr [r9 + 1016]{1to8}
	vaddpd	zmm3, zmm2, qword ptr [r10 + 1024]{1to8}
	vaddpd	zmm5 {k4}, zmm4, qword ptr [r11 + 2*rsi - 1]{1to8}
	vaddpd	zmm7 {k5} {z}, zmm6, qword ptr [r12 + 127]{1to8}
	vaddpd	xmm9, xmm8, xmm20
	vaddpd	xmm11 {k6}, xmm10, xmm21
	vaddpd	xmm13 {k7} {z}, xmm12, xmm22
	vaddpd	ymm15, ymm14, ymm23
	vaddpd	ymm17 {k1}, ymm16, ymm24
	vaddpd	ymm19 {k2} {z}, ymm18, ymm25
	vaddpd	zmm22, zmm21, zmm20
	vaddpd	zmm25 {k3}, zmm24, zmm23
	vaddpd	zmm28 {k4} {z}, zmm27, zmm26
	vaddpd	zmm31, zmm30, zmm29, {rn-sae}
	vaddpd	zmm2 {k5}, zmm1, zmm0, {rd-sae}
	vaddpd	zmm5 {k6} {z}, zmm4, zmm3, {ru-sae}
	vaddph	xmm6, xmm26, xmmword ptr [r13 + 128]
	vaddph	xmm7, xmm27, xmmword ptr [r14 - 2048]
	vaddph	xmm8, xmm28, xmmword ptr [r15 - 2064]
	vaddph	xmm9 {k7}, xmm29, xmmword ptr [rip - 128]
	vaddph	xmm10 {k1} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096]
	vaddph	ymm11, ymm31, word ptr [rcx - 4096]{1to16}
	vaddph	ymm12, ymm16, word ptr [rdx + 254]{1to16}
	vaddph	ymm13, ymm17, word ptr [rbx + 256]{1to16}
	vaddph	ymm14 {k2}, ymm18, word ptr [rsp + 2147483647]{1to16}
	vaddph	ymm15 {k3} {z}, ymm19, word ptr [rbp + 8*r8 - 2147483648]{1to16}
	vaddph	zmm17, zmm16, word ptr [rsi]{1to32}
	vaddph	zmm19, zmm18, word ptr [rdi - 256]{1to32}
	vaddph	zmm21, zmm20, word ptr [r8 - 258]{1to32}
	vaddph	zmm23 {k4}, zmm22, word ptr [r9 + 64]{1to32}
	vaddph	zmm25 {k5} {z}, zmm24, word ptr [r10 + r9 - 64]{1to32}
	vaddph	xmm26, xmm20, word ptr [r11 + 1]{1to8}
	vaddph	xmm27, xmm21, word ptr [r12 + 254]{1to8}
	vaddph	xmm28, xmm22, word ptr [r13 + 256]{1to8}
	vaddph	xmm29 {k6}, xmm23, word ptr [r14 - 1]{1to8}
	vaddph	xmm30 {k7} {z}, xmm24, word ptr [r15 + 2*r10 + 127]{1to8}
	vaddph	ymm31, ymm25, ymmword ptr [rip + 128]
	vaddph	ymm0, ymm26, ymmword ptr [rax - 4096]
	vaddph	ymm1, ymm27, ymmword ptr [rcx - 4128]
	vaddph	ymm2 {k1}, ymm28, ymmword ptr [rdx - 128]
	vaddph	ymm3 {k2} {z}, ymm29, ymmword ptr [rbx + 4096]
	vaddph	zmm5, zmm4, zmmword ptr [rsp + 4*r11 - 4096]
	vaddph	zmm7, zmm6, zmmword ptr [rbp + 8128]
	vaddph	zmm9, zmm8, zmmword ptr [rsi + 8192]
	vaddph	zmm11 {k3}, zmm10, zmmword ptr [rdi + 2147483647]
	vaddph	zmm13 {k4} {z}, zmm12, zmmword ptr [r8 - 2147483648]
	vaddph	xmm15, xmm14, xmm30
	vaddph	xmm17 {k5}, xmm16, xmm31
	vaddph	xmm19 {k6} {z}, xmm18, xmm16
	vaddph	ymm21, ymm20, ymm17
	vaddph	ymm23 {k7}, ymm22, ymm18
	vaddph	ymm25 {k1} {z}, ymm24, ymm19
	vaddph	zmm28, zmm27, zmm26
	vaddph	zmm31 {k2}, zmm30, zmm29
	vaddph	zmm2 {k3} {z}, zmm1, zmm0
	vaddph	zmm5, zmm4, zmm3, {rz-sae}
	vaddph	zmm8 {k4}, zmm7, zmm6, {rn-sae}
	vaddph	zmm11 {k5} {z}, zmm10, zmm9, {rd-sae}
	vaddps	xmm12, xmm20, xmmword ptr [r9 + 8*r12]
	vaddps	xmm13, xmm21, xmmword ptr [r10 - 2048]
	vaddps	xmm14, xmm22, xmmword ptr [r11 - 2064]
	vaddps	xmm15 {k6}, xmm23, xmmword ptr [r12 + 64]
	vaddps	xmm16 {k7} {z}, xmm24, xmmword ptr [r13 - 64]
	vaddps	ymm17, ymm25, ymmword ptr [r14 + r13 + 1]
	vaddps	ymm18, ymm26, ymmword ptr [r15 + 4064]
	vaddps	ymm19, ymm27, ymmword ptr [rip + 4096]
	vaddps	ymm20 {k1}, ymm28, ymmword ptr [rax - 1]
	vaddps	ymm21 {k2} {z}, ymm29, ymmword ptr [rcx + 127]
	vaddps	zmm23, zmm22, dword ptr [rdx + 2*r14 + 128]{1to16}
	vaddps	zmm25, zmm24, dword ptr [rbx - 512]{1to16}
	vaddps	zmm27, zmm26, dword ptr [rsp - 516]{1to16}
	vaddps	zmm29 {k3}, zmm28, dword ptr [rbp - 128]{1to16}
	vaddps	zmm31 {k4} {z}, zmm30, dword ptr [rsi + 4096]{1to16}
	vaddps	xmm0, xmm30, dword ptr [rdi + 4*r15 - 4096]{1to4}
	vaddps	xmm1, xmm31, dword ptr [r8 + 508]{1to4}
	vaddps	xmm2, xmm16, dword ptr [r9 + 512]{1to4}
	vaddps	xmm3 {k5}, xmm17, dword ptr [r10 + 2147483647]{1to4}
	vaddps	xmm4 {k6} {z}, xmm18, dword ptr [r11 - 2147483648]{1to4}
	vaddps	ymm5, ymm19, dword ptr [r12 + 8*rax]{1to8}
	vaddps	ymm6, ymm20, dword ptr [r13 - 512]{1to8}
	vaddps	ymm7, ymm21, dword ptr [r14 - 516]{1to8}
	vaddps	ymm8 {k7}, ymm22, dword ptr [r15 + 64]{1to8}
	vaddps	ymm9 {k1} {z}, ymm23, dword ptr [rip - 64]{1to8}
	vaddps	zmm11, zmm10, zmmword ptr [rax + 1]
	vaddps	zmm13, zmm12, zmmword ptr [rcx + 8128]
	vaddps	zmm15, zmm14, zmmword ptr [rdx + 8192]
	vaddps	zmm17 {k2}, zmm16, zmmword ptr [rbx + rcx - 1]
	vaddps	zmm19 {k3} {z}, zmm18, zmmword ptr [rsp + 127]
	vaddps	xmm21, xmm20, xmm24
	vaddps	xmm23 {k4}, xmm22, xmm25
	vaddps	xmm25 {k5} {z}, xmm24, xmm26
	vaddps	ymm28, ymm26, ymm27
	vaddps	ymm30 {k6}, ymm29, ymm28
	vaddps	ymm0 {k7} {z}, ymm31, ymm29
	vaddps	zmm3, zmm2, zmm1
	vaddps	zmm6 {k1}, zmm5, zmm4
	vaddps	zmm9 {k2} {z}, zmm8, zmm7
	vaddps	zmm12, zmm11, zmm10, {ru-sae}
	vaddps	zmm15 {k3}, zmm14, zmm13, {rz-sae}
	vaddps	zmm18 {k4} {z}, zmm17, zmm16, {rn-sae}
	vaddsd	xmm19, xmm30, qword ptr [rbp + 128]
	vaddsd	xmm20, xmm31, qword ptr [rsi - 1024]
	vaddsd	xmm21, xmm16, qword ptr [rdi - 1032]
	vaddsd	xmm22 {k5}, xmm17, qword ptr [r8 + 2*rdx - 128]
	vaddsd	xmm23 {k6} {z}, xmm18, qword ptr [r9 + 4096]
	vaddsd	xmm25, xmm24, xmm19
	vaddsd	xmm27 {k7}, xmm26, xmm20
	vaddsd	xmm29 {k1} {z}, xmm28, xmm21
	vaddsd	xmm31, xmm30, xmm22, {rd-sae}
	vaddsd	xmm1 {k2}, xmm0, xmm23, {ru-sae}
	vaddsd	xmm3 {k3} {z}, xmm2, xmm24, {rz-sae}
	vaddsh	xmm4, xmm25, word ptr [r10 - 4096]
	vaddsh	xmm5, xmm26, word ptr [r11 + 254]
	vaddsh	xmm6, xmm27, word ptr [r12 + 256]
	vaddsh	xmm7 {k4}, xmm28, word ptr [r13 + 4*rbx + 2147483647]
	vaddsh	xmm8 {k5} {z}, xmm29, word ptr [r14 - 2147483648]
	vaddsh	xmm10, xmm9, xmm30
	vaddsh	xmm12 {k6}, xmm11, xmm31
	vaddsh	xmm14 {k7} {z}, xmm13, xmm16
	vaddsh	xmm16, xmm15, xmm17, {rn-sae}
	vaddsh	xmm19 {k1}, xmm17, xmm18, {rd-sae}
	vaddsh	xmm21 {k2} {z}, xmm20, xmm19, {ru-sae}
	vaddss	xmm22, xmm20, dword ptr [r15]
	vaddss	xmm23, xmm21, dword ptr [rip - 512]
	vaddss	xmm24, xmm22, dword ptr [rax - 516]
	vaddss	xmm25 {k3}, xmm23, dword ptr [rcx + 8*rbp + 64]
	vaddss	xmm26 {k4} {z}, xmm24, dword ptr [rdx - 64]
	vaddss	xmm28, xmm27, xmm25
	vaddss	xmm30 {k5}, xmm29, xmm26
	vaddss	xmm0 {k6} {z}, xmm31, xmm27
	vaddss	xmm2, xmm1, xmm28, {rz-sae}
	vaddss	xmm4 {k7}, xmm3, xmm29, {rn-sae}
	vaddss	xmm6 {k1} {z}, xmm5, xmm30, {rd-sae}
	vaesdec	xmm7, xmm31, xmmword ptr [rbx + 1]
	vaesdec	xmm8, xmm16, xmmword ptr [rsp + 2032]
	vaesdec	xmm9, xmm17, xmmword ptr [rbp + 2048]
	vaesdec	ymm10, ymm18, ymmword ptr [rsi + rsi - 1]
	vaesdec	ymm11, ymm19, ymmword ptr [rdi - 4096]
	vaesdec	ymm12, ymm20, ymmword ptr [r8 - 4128]
	vaesdec	zmm14, zmm13, zmmword ptr [r9 + 127]
	vaesdec	zmm16, zmm15, zmmword ptr [r10 + 8128]
	vaesdec	zmm18, zmm17, zmmword ptr [r11 + 8192]
	vaesdec	xmm20, xmm19, xmm21
	vaesdec	ymm23, ymm21, ymm22
	vaesdec	zmm26, zmm25, zmm24
	vaesdeclast	xmm27, xmm23, xmmword ptr [r12 + 128]
	vaesdeclast	xmm28, xmm24, xmmword ptr [r13 - 2048]
	vaesdeclast	xmm29, xmm25, xmmword ptr [r14 - 2064]
	vaesdeclast	ymm30, ymm26, ymmword ptr [r15 + 2*rdi - 128]
	vaesdeclast	ymm31, ymm27, ymmword ptr [rip + 4064]
	vaesdeclast	ymm0, ymm28, ymmword ptr [rax + 4096]
	vaesdeclast	zmm2, zmm1, zmmword ptr [rcx + 4096]
	vaesdeclast	zmm4, zmm3, zmmword ptr [rdx - 8192]
	vaesdeclast	zmm6, zmm5, zmmword ptr [rbx - 8256]
	vaesdeclast	xmm8, xmm7, xmm29
	vaesdeclast	ymm10, ymm9, ymm30
	vaesdeclast	zmm13, zmm12, zmm11
	vaesenc	xmm14, xmm31, xmmword ptr [rsp - 4096]
	vaesenc	xmm15, xmm16, xmmword ptr [rbp + 2032]
	vaesenc	xmm16, xmm17, xmmword ptr [rsi + 2048]
	vaesenc	ymm17, ymm18, ymmword ptr [rdi + 4*r8 + 2147483647]
	vaesenc	ymm18, ymm19, ymmword ptr [r8 - 4096]
	vaesenc	ymm19, ymm20, ymmword ptr [r9 - 4128]
	vaesenc	zmm21, zmm20, zmmword ptr [r10 - 2147483648]
	vaesenc	zmm23, zmm22, zmmword ptr [r11 + 8128]
	vaesenc	zmm25, zmm24, zmmword ptr [r12 + 8192]
	vaesenc	xmm27, xmm26, xmm21
	vaesenc	ymm29, ymm28, ymm22
	vaesenc	zmm0, zmm31, zmm30
	vaesenclast	xmm1, xmm23, xmmword ptr [r13]
	vaesenclast	xmm2, xmm24, xmmword ptr [r14 - 2048]
	vaesenclast	xmm3, xmm25, xmmword ptr [r15 - 2064]
	vaesenclast	ymm4, ymm26, ymmword ptr [rip + 64]
	vaesenclast	ymm5, ymm27, ymmword ptr [rax + 4064]
	vaesenclast	ymm6, ymm28, ymmword ptr [rcx + 4096]
	vaesenclast	zmm8, zmm7, zmmword ptr [rdx + 8*r9 - 64]
	vaesenclast	zmm10, zmm9, zmmword ptr [rbx - 8192]
	vaesenclast	zmm12, zmm11, zmmword ptr [rsp - 8256]
	vaesenclast	xmm14, xmm13, xmm29
	vaesenclast	ymm16, ymm15, ymm30
	vaesenclast	zmm19, zmm18, zmm17
	valignd	xmm20, xmm31, xmmword ptr [rbp + 1], 0
	valignd	xmm21, xmm16, xmmword ptr [rsi + 2032], 1
	valignd	xmm22, xmm17, xmmword ptr [rdi + 2048], 127
	valignd	xmm23 {k2}, xmm18, xmmword ptr [r8 - 1], 255
	valignd	xmm24 {k3} {z}, xmm19, xmmword ptr [r9 + r10 + 127], 3
	valignd	ymm25, ymm20, ymmword ptr [r10 + 128], 128
	valignd	ymm26, ymm21, ymmword ptr [r11 - 4096], 64
	valignd	ymm27, ymm22, ymmword ptr [r12 - 4128], 17
	valignd	ymm28 {k4}, ymm23, ymmword ptr [r13 - 128], 0
	valignd	ymm29 {k5} {z}, ymm24, ymmword ptr [r14 + 2*r11 + 4096], 1
	valignd	zmm31, zmm30, dword ptr [r15 - 4096]{1to16}, 127
	valignd	zmm1, zmm0, dword ptr [rip + 508]{1to16}, 255
	valignd	zmm3, zmm2, dword ptr [rax + 512]{1to16}, 3
	valignd	zmm5 {k6}, zmm4, dword ptr [rcx + 2147483647]{1to16}, 128
	valignd	zmm7 {k7} {z}, zmm6, dword ptr [rdx + 4*r12 - 2147483648]{1to16}, 64
	valignd	xmm8, xmm25, dword ptr [rbx]{1to4}, 17
	valignd	xmm9, xmm26, dword ptr [rsp - 512]{1to4}, 0
	valignd	xmm10, xmm27, dword ptr [rbp - 516]{1to4}, 1
	valignd	xmm11 {k1}, xmm28, dword ptr [rsi + 64]{1to4}, 127
	valignd	xmm12 {k2} {z}, xmm29, dword ptr [rdi + 8*r13 - 64]{1to4}, 255
	valignd	ymm13, ymm30, dword ptr [r8 + 1]{1to8}, 3
	valignd	ymm14, ymm31, dword ptr [r9 + 508]{1to8}, 128
	valignd	ymm15, ymm16, dword ptr [r10 + 512]{1to8}, 64
	valignd	ymm16 {k3}, ymm17, dword ptr [r11 - 1]{1to8}, 17
	valignd	ymm17 {k4} {z}, ymm18, dword ptr [r12 + r14 + 127]{1to8}, 0
	valignd	zmm19, zmm18, zmmword ptr [r13 + 128], 1
	valignd	zmm21, zmm20, zmmword ptr [r14 - 8192], 127
	valignd	zmm23, zmm22, zmmword ptr [r15 - 8256], 255
	valignd	zmm25 {k5}, zmm24, zmmword ptr [rip - 128], 3
	valignd	zmm27 {k6} {z}, zmm26, zmmword ptr [rax + 4096], 128
	valignd	xmm29, xmm28, xmm19, 64
	valignd	xmm31 {k7}, xmm30, xmm20, 17
	valignd	xmm1 {k1} {z}, xmm0, xmm21, 0
	valignd	ymm3, ymm2, ymm22, 1
	valignd	ymm5 {k2}, ymm4, ymm23, 127
	valignd	ymm7 {k3} {z}, ymm6, ymm24, 255
	valignd	zmm10, zmm9, zmm8, 3
	valignd	zmm13 {k4}, zmm12, zmm11, 128
	valignd	zmm16 {k5} {z}, zmm15, zmm14, 64
	valignq	xmm17, xmm25, xmmword ptr [rcx + 2*r15 - 4096], 17
	valignq	xmm18, xmm26, xmmword ptr [rdx + 2032], 0
	valignq	xmm19, xmm27, xmmword ptr [rbx + 2048], 1
	valignq	xmm20 {k6}, xmm28, xmmword ptr [rsp + 2147483647], 127
	valignq	xmm21 {k7} {z}, xmm29, xmmword ptr [rbp - 2147483648], 255
	valignq	ymm22, ymm30, ymmword ptr [rsi + 4*rax], 3
	valignq	ymm23, ymm31, ymmword ptr [rdi - 4096], 128
	valignq	ymm24, ymm16, ymmword ptr [r8 - 4128], 64
	valignq	ymm25 {k1}, ymm17, ymmword ptr [r9 + 64], 17
	valignq	ymm26 {k2} {z}, ymm18, ymmword ptr [r10 - 64], 0
	valignq	zmm28, zmm27, zmmword ptr [r11 + 8*rcx + 1], 1
	valignq	zmm30, zmm29, zmmword ptr [r12 + 8128], 127
	valignq	zmm0, zmm31, zmmword ptr [r13 + 8192], 255
	valignq	zmm2 {k3}, zmm1, zmmword ptr [r14 - 1], 3
	valignq	zmm4 {k4} {z}, zmm3, zmmword ptr [r15 + 127], 128
	valignq	xmm5, xmm19, qword ptr [rip + 128]{1to2}, 64
	valignq	xmm6, xmm20, qword ptr [rax - 1024]{1to2}, 17
	valignq	xmm7, xmm21, qword ptr [rcx - 1032]{1to2}, 0
	valignq	xmm8 {k5}, xmm22, qword ptr [rdx + rdx - 128]{1to2}, 1
	valignq	xmm9 {k6} {z}, xmm23, qword ptr [rbx + 4096]{1to2}, 127
	valignq	ymm10, ymm24, qword ptr [rsp - 4096]{1to4}, 255
	valignq	ymm11, ymm25, qword ptr [rbp + 1016]{1to4}, 3
	valignq	ymm12, ymm26, qword ptr [rsi + 1024]{1to4}, 128
	valignq	ymm13 {k7}, ymm27, qword ptr [rdi + 2*rbx + 2147483647]{1to4}, 64
	valignq	ymm14 {k1} {z}, ymm28, qword ptr [r8 - 2147483648]{1to4}, 17
	valignq	zmm16, zmm15, qword ptr [r9]{1to8}, 0
	valignq	zmm18, zmm17, qword ptr [r10 - 1024]{1to8}, 1
	valignq	zmm20, zmm19, qword ptr [r11 - 1032]{1to8}, 127
	valignq	zmm22 {k2}, zmm21, qword ptr [r12 + 4*rbp + 64]{1to8}, 255
	valignq	zmm24 {k3} {z}, zmm23, qword ptr [r13 - 64]{1to8}, 3
	valignq	xmm26, xmm25, xmm29, 128
	valignq	xmm28 {k4}, xmm27, xmm30, 64
	valignq	xmm30 {k5} {z}, xmm29, xmm31, 17
	valignq	ymm0, ymm31, ymm16, 0
	valignq	ymm2 {k6}, ymm1, ymm17, 1
	valignq	ymm4 {k7} {z}, ymm3, ymm18, 127
	valignq	zmm7, zmm6, zmm5, 255
	valignq	zmm10 {k1}, zmm9, zmm8, 3
	valignq	zmm13 {k2} {z}, zmm12, zmm11, 128
	vandnpd	xmm14, xmm19, xmmword ptr [r14 + 1]
	vandnpd	xmm15, xmm20, xmmword ptr [r15 + 2032]
	vandnpd	xmm16, xmm21, xmmword ptr [rip + 2048]
	vandnpd	xmm17 {k3}, xmm22, xmmword ptr [rax + 8*rsi - 1]
	vandnpd	xmm18 {k4} {z}, xmm23, xmmword ptr [rcx + 127]
	vandnpd	ymm19, ymm24, ymmword ptr [rdx + 128]
	vandnpd	ymm20, ymm25, ymmword ptr [rbx - 4096]
	vandnpd	ymm21, ymm26, ymmword ptr [rsp - 4128]
	vandnpd	ymm22 {k5}, ymm27, ymmword ptr [rbp + rdi - 128]
	vandnpd	ymm23 {k6} {z}, ymm28, ymmword ptr [rsi + 4096]
	vandnpd	zmm25, zmm24, zmmword ptr [rdi - 4096]
	vandnpd	zmm27, zmm26, zmmword ptr [r8 + 8128]
	vandnpd	zmm29, zmm28, zmmword ptr [r9 + 8192]
	vandnpd	zmm31 {k7}, zmm30, zmmword ptr [r10 + 2*r8 + 2147483647]
	vandnpd	zmm1 {k1} {z}, zmm0, zmmword ptr [r11 - 2147483648]
	vandnpd	xmm2, xmm29, qword ptr [r12]{1to2}
	vandnpd	xmm3, xmm30, qword ptr [r13 - 1024]{1to2}
	vandnpd	xmm4, xmm31, qword ptr [r14 - 1032]{1to2}
	vandnpd	xmm5 {k2}, xmm16, qword ptr [r15 + 4*r9 + 64]{1to2}
	vandnpd	xmm6 {k3} {z}, xmm17, qword ptr [rip - 64]{1to2}
	vandnpd	ymm7, ymm18, qword ptr [rax + 1]{1to4}
	vandnpd	ymm8, ymm19, qword ptr [rcx + 1016]{1to4}
	vandnpd	ymm9, ymm20, qword ptr [rdx + 1024]{1to4}
	vandnpd	ymm10 {k4}, ymm21, qword ptr [rbx - 1]{1to4}
	vandnpd	ymm11 {k5} {z}, ymm22, qword ptr [rsp + 8*r10 + 127]{1to4}
	vandnpd	zmm13, zmm12, qword ptr [rbp + 128]{1to8}
	vandnpd	zmm15, zmm14, qword ptr [rsi - 1024]{1to8}
	vandnpd	zmm17, zmm16, qword ptr [rdi - 1032]{1to8}
	vandnpd	zmm19 {k6}, zmm18, qword ptr [r8 - 128]{1to8}
	vandnpd	zmm21 {k7} {z}, zmm20, qword ptr [r9 + r11 + 4096]{1to8}
	vandnpd	xmm24, xmm22, xmm23
	vandnpd	xmm26 {k1}, xmm25, xmm24
	vandnpd	xmm28 {k2} {z}, xmm27, xmm25
	vandnpd	ymm30, ymm29, ymm26
	vandnpd	ymm0 {k3}, ymm31, ymm27
	vandnpd	ymm2 {k4} {z}, ymm1, ymm28
	vandnpd	zmm5, zmm4, zmm3
	vandnpd	zmm8 {k5}, zmm7, zmm6
	vandnpd	zmm11 {k6} {z}, zmm10, zmm9
	vandnps	xmm12, xmm29, xmmword ptr [r10 - 4096]
	vandnps	xmm13, xmm30, xmmword ptr [r11 + 2032]
	vandnps	xmm14, xmm31, xmmword ptr [r12 + 2048]
	vandnps	xmm15 {k7}, xmm16, xmmword ptr [r13 + 2147483647]
	vandnps	xmm16 {k1} {z}, xmm17, xmmword ptr [r14 + 2*r12 - 2147483648]
	vandnps	ymm17, ymm18, ymmword ptr [r15]
	vandnps	ymm18, ymm19, ymmword ptr [rip - 4096]
	vandnps	ymm19, ymm20, ymmword ptr [rax - 4128]
	vandnps	ymm20 {k2}, ymm21, ymmword ptr [rcx + 64]
	vandnps	ymm21 {k3} {z}, ymm22, ymmword ptr [rdx + 4*r13 - 64]
	vandnps	zmm23, zmm22, dword ptr [rbx + 1]{1to16}
	vandnps	zmm25, zmm24, dword ptr [rsp + 508]{1to16}
	vandnps	zmm27, zmm26, dword ptr [rbp + 512]{1to16}
	vandnps	zmm29 {k4}, zmm28, dword ptr [rsi - 1]{1to16}
	vandnps	zmm31 {k5} {z}, zmm30, dword ptr [rdi + 8*r14 + 127]{1to16}
	vandnps	xmm0, xmm23, dword ptr [r8 + 128]{1to4}
	vandnps	xmm1, xmm24, dword ptr [r9 - 512]{1to4}
	vandnps	xmm2, xmm25, dword ptr [r10 - 516]{1to4}
	vandnps	xmm3 {k6}, xmm26, dword ptr [r11 - 128]{1to4}
	vandnps	xmm4 {k7} {z}, xmm27, dword ptr [r12 + r15 + 4096]{1to4}
	vandnps	ymm5, ymm28, dword ptr [r13 - 4096]{1to8}
	vandnps	ymm6, ymm29, dword ptr [r14 + 508]{1to8}
	vandnps	ymm7, ymm30, dword ptr [r15 + 512]{1to8}
	vandnps	ymm8 {k1}, ymm31, dword ptr [rip + 2147483647]{1to8}
	vandnps	ymm9 {k2} {z}, ymm16, dword ptr [rax - 2147483648]{1to8}
	vandnps	zmm11, zmm10, zmmword ptr [rcx + 2*rax]
	vandnps	zmm13, zmm12, zmmword ptr [rdx - 8192]
	vandnps	zmm15, zmm14, zmmword ptr [rbx - 8256]
	vandnps	zmm17 {k3}, zmm16, zmmword ptr [rsp + 64]
	vandnps	zmm19 {k4} {z}, zmm18, zmmword ptr [rbp - 64]
	vandnps	xmm21, xmm20, xmm17
	vandnps	xmm23 {k5}, xmm22, xmm18
	vandnps	xmm25 {k6} {z}, xmm24, xmm19
	vandnps	ymm27, ymm26, ymm20
	vandnps	ymm29 {k7}, ymm28, ymm21
	vandnps	ymm31 {k1} {z}, ymm30, ymm22
	vandnps	zmm2, zmm1, zmm0
	vandnps	zmm5 {k2}, zmm4, zmm3
	vandnps	zmm8 {k3} {z}, zmm7, zmm6
	vandpd	xmm9, xmm23, xmmword ptr [rsi + 4*rcx + 1]
	vandpd	xmm10, xmm24, xmmword ptr [rdi + 2032]
	vandpd	xmm11, xmm25, xmmword ptr [r8 + 2048]
	vandpd	xmm12 {k4}, xmm26, xmmword ptr [r9 - 1]
	vandpd	xmm13 {k5} {z}, xmm27, xmmword ptr [r10 + 127]
	vandpd	ymm14, ymm28, ymmword ptr [r11 + 8*rdx + 128]
	vandpd	ymm15, ymm29, ymmword ptr [r12 - 4096]
	vandpd	ymm16, ymm30, ymmword ptr [r13 - 4128]
	vandpd	ymm17 {k6}, ymm31, ymmword ptr [r14 - 128]
	vandpd	ymm18 {k7} {z}, ymm16, ymmword ptr [r15 + 4096]
	vandpd	zmm20, zmm19, zmmword ptr [rip - 4096]
	vandpd	zmm22, zmm21, zmmword ptr [rax + 8128]
	vandpd	zmm24, zmm23, zmmword ptr [rcx + 8192]
	vandpd	zmm26 {k1}, zmm25, zmmword ptr [rdx + rbx + 2147483647]
	vandpd	zmm28 {k2} {z}, zmm27, zmmword ptr [rbx - 2147483648]
	vandpd	xmm29, xmm17, qword ptr [rsp]{1to2}
	vandpd	xmm30, xmm18, qword ptr [rbp - 1024]{1to2}
	vandpd	xmm31, xmm19, qword ptr [rsi - 1032]{1to2}
	vandpd	xmm0 {k3}, xmm20, qword ptr [rdi + 2*rbp + 64]{1to2}
	vandpd	xmm1 {k4} {z}, xmm21, qword ptr [r8 - 64]{1to2}
	vandpd	ymm2, ymm22, qword ptr [r9 + 1]{1to4}
	vandpd	ymm3, ymm23, qword ptr [r10 + 1016]{1to4}
	vandpd	ymm4, ymm24, qword ptr [r11 + 1024]{1to4}
	vandpd	ymm5 {k5}, ymm25, qword ptr [r12 + 4*rsi - 1]{1to4}
	vandpd	ymm6 {k6} {z}, ymm26, qword ptr [r13 + 127]{1to4}
	vandpd	zmm8, zmm7, qword ptr [r14 + 128]{1to8}
	vandpd	zmm10, zmm9, qword ptr [r15 - 1024]{1to8}
	vandpd	zmm12, zmm11, qword ptr [rip - 1032]{1to8}
	vandpd	zmm14 {k7}, zmm13, qword ptr [rax + 8*rdi - 128]{1to8}
	vandpd	zmm16 {k1} {z}, zmm15, qword ptr [rcx + 4096]{1to8}
	vandpd	xmm18, xmm17, xmm27
	vandpd	xmm20 {k2}, xmm19, xmm28
	vandpd	xmm22 {k3} {z}, xmm21, xmm29
	vandpd	ymm24, ymm23, ymm30
	vandpd	ymm26 {k4}, ymm25, ymm31
	vandpd	ymm28 {k5} {z}, ymm27, ymm16
	vandpd	zmm31, zmm30, zmm29
	vandpd	zmm2 {k6}, zmm1, zmm0
	vandpd	zmm5 {k7} {z}, zmm4, zmm3
	vandps	xmm6, xmm17, xmmword ptr [rdx - 4096]
	vandps	xmm7, xmm18, xmmword ptr [rbx + 2032]
	vandps	xmm8, xmm19, xmmword ptr [rsp + 2048]
	vandps	xmm9 {k1}, xmm20, xmmword ptr [rbp + r8 + 2147483647]
	vandps	xmm10 {k2} {z}, xmm21, xmmword ptr [rsi - 2147483648]
	vandps	ymm11, ymm22, ymmword ptr [rdi]
	vandps	ymm12, ymm23, ymmword ptr [r8 - 4096]
	vandps	ymm13, ymm24, ymmword ptr [r9 - 4128]
	vandps	ymm14 {k3}, ymm25, ymmword ptr [r10 + 2*r9 + 64]
	vandps	ymm15 {k4} {z}, ymm26, ymmword ptr [r11 - 64]
	vandps	zmm17, zmm16, dword ptr [r12 + 1]{1to16}
	vandps	zmm19, zmm18, dword ptr [r13 + 508]{1to16}
	vandps	zmm21, zmm20, dword ptr [r14 + 512]{1to16}
	vandps	zmm23 {k5}, zmm22, dword ptr [r15 + 4*r10 - 1]{1to16}
	vandps	zmm25 {k6} {z}, zmm24, dword ptr [rip + 127]{1to16}
	vandps	xmm26, xmm27, dword ptr [rax + 128]{1to4}
	vandps	xmm27, xmm28, dword ptr [rcx - 512]{1to4}
	vandps	xmm28, xmm29, dword ptr [rdx - 516]{1to4}
	vandps	xmm29 {k7}, xmm30, dword ptr [rbx - 128]{1to4}
	vandps	xmm30 {k1} {z}, xmm31, dword ptr [rsp + 8*r11 + 4096]{1to4}
	vandps	ymm31, ymm16, dword ptr [rbp - 4096]{1to8}
	vandps	ymm0, ymm17, dword ptr [rsi + 508]{1to8}
	vandps	ymm1, ymm18, dword ptr [rdi + 512]{1to8}
	vandps	ymm2 {k2}, ymm19, dword ptr [r8 + 2147483647]{1to8}
	vandps	ymm3 {k3} {z}, ymm20, dword ptr [r9 + r12 - 2147483648]{1to8}
	vandps	zmm5, zmm4, zmmword ptr [r10]
	vandps	zmm7, zmm6, zmmword ptr [r11 - 8192]
	vandps	zmm9, zmm8, zmmword ptr [r12 - 8256]
	vandps	zmm11 {k4}, zmm10, zmmword ptr [r13 + 64]
	vandps	zmm13 {k5} {z}, zmm12, zmmword ptr [r14 + 2*r13 - 64]
	vandps	xmm15, xmm14, xmm21
	vandps	xmm17 {k6}, xmm16, xmm22
	vandps	xmm19 {k7} {z}, xmm18, xmm23
	vandps	ymm21, ymm20, ymm24
	vandps	ymm23 {k1}, ymm22, ymm25
	vandps	ymm25 {k2} {z}, ymm24, ymm26
	vandps	zmm28, zmm27, zmm26
	vandps	zmm31 {k3}, zmm30, zmm29
	vandps	zmm2 {k4} {z}, zmm1, zmm0
