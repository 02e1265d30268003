	.intel_syntax noprefix
	.text
	vdbpsadbw	xmm0, xmm16, xmmword ptr [rax], 0
	vdbpsadbw	xmm1, xmm17, xmmword ptr [rcx - 2048], 1
	vdbpsadbw	xmm2, xmm18, xmmword ptr [rdx - 2064], 127
	vdbpsadbw	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64], 255
	vdbpsadbw	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64], 3
	vdbpsadbw	ymm5, ymm21, ymmword ptr [rbp + 1], 128
	vdbpsadbw	ymm6, ymm22, ymmword ptr [rsi + 4064], 64
	vdbpsadbw	ymm7, ymm23, ymmword ptr [rdi + 4096], 17
	vdbpsadbw	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1], 0
	vdbpsadbw	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127], 1
	vdbpsadbw	zmm11, zmm10, zmmword ptr [r10 + 128], 127
	vdbpsadbw	zmm13, zmm12, zmmword ptr [r11 - 8192], 255
	vdbpsadbw	zmm15, zmm14, zmmword ptr [r12 - 8256], 3
	vdbpsadbw	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128], 128
	vdbpsadbw	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096], 64
	vdbpsadbw	xmm21, xmm20, xmm26, 17
	vdbpsadbw	xmm23 {k7}, xmm22, xmm27, 0
	vdbpsadbw	xmm25 {k1} {z}, xmm24, xmm28, 1
	vdbpsadbw	ymm27, ymm26, ymm29, 127
	vdbpsadbw	ymm29 {k2}, ymm28, ymm30, 255
	vdbpsadbw	ymm0 {k3} {z}, ymm30, ymm31, 3
	vdbpsadbw	zmm3, zmm2, zmm1, 128
	vdbpsadbw	zmm6 {k4}, zmm5, zmm4, 64
	vdbpsadbw	zmm9 {k5} {z}, zmm8, zmm7, 17
	vdivpd	xmm10, xmm16, xmmword ptr [r15 - 4096]
	vdivpd	xmm11, xmm17, xmmword ptr [rip + 2032]
	vdivpd	xmm12, xmm18, xmmword ptr [rax + 2048]
	vdivpd	xmm13 {k6}, xmm19, xmmword ptr [rcx + 8*rbx + 2147483647]
	vdivpd	xmm14 {k7} {z}, xmm20, xmmword ptr [rdx - 2147483648]
	vdivpd	ymm15, ymm21, ymmword ptr [rbx]
	vdivpd	ymm16, ymm22, ymmword ptr [rsp - 4096]
	vdivpd	ymm17, ymm23, ymmword ptr [rbp - 4128]
	vdivpd	ymm18 {k1}, ymm24, ymmword ptr [rsi + rbp + 64]
	vdivpd	ymm19 {k2} {z}, ymm25, ymmword ptr [rdi - 64]
	vdivpd	zmm21, zmm20, zmmword ptr [r8 + 1]
	vdivpd	zmm23, zmm22, zmmword ptr [r9 + 8128]
	vdivpd	zmm25, zmm24, zmmword ptr [r10 + 8192]
	vdivpd	zmm27 {k3}, zmm26, zmmword ptr [r11 + 2*rsi - 1]
	vdivpd	zmm29 {k4} {z}, zmm28, zmmword ptr [r12 + 127]
	vdivpd	xmm30, xmm26, qword ptr [r13 + 128]{1to2}
	vdivpd	xmm31, xmm27, qword ptr [r14 - 1024]{1to2}
	vdivpd	xmm0, xmm28, qword ptr [r15 - 1032]{1to2}
	vdivpd	xmm1 {k5}, xmm29, qword ptr [rip - 128]{1to2}
	vdivpd	xmm2 {k6} {z}, xmm30, qword ptr [rax + 4*rdi + 4096]{1to2}
	vdivpd	ymm3, ymm31, qword ptr [rcx - 4096]{1to4}
	vdivpd	ymm4, ymm16, qword ptr [rdx + 1016]{1to4}
	vdivpd	ymm5, ymm17, qword ptr [rbx + 1024]{1to4}
	vdivpd	ymm6 {k7}, ymm18, qword ptr [rsp + 2147483647]{1to4}
	vdivpd	ymm7 {k1} {z}, ymm19, qword ptr [rbp + 8*r8 - 2147483648]{1to4}
	vdivpd	zmm9, zmm8, qword ptr [rsi]{1to8}
	vdivpd	zmm11, zmm10, qword ptr [rdi - 1024]{1to8}
	vdivpd	zmm13, zmm12, qword ptr [r8 - 1032]{1to8}
	vdivpd	zmm15 {k2}, zmm14, qword ptr [r9 + 64]{1to8}
	vdivpd	zmm17 {k3} {z}, zmm16, qword ptr [r10 + r9 - 64]{1to8}
	vdivpd	xmm19, xmm18, xmm20
	vdivpd	xmm22 {k4}, xmm20, xmm21
	vdivpd	xmm24 {k5} {z}, xmm23, xmm22
	vdivpd	ymm26, ymm25, ymm23
	vdivpd	ymm28 {k6}, ymm27, ymm24
	vdivpd	ymm30 {k7} {z}, ymm29, ymm25
	vdivpd	zmm1, zmm0, zmm31
	vdivpd	zmm4 {k1}, zmm3, zmm2
	vdivpd	zmm7 {k2} {z}, zmm6, zmm5
	vdivpd	zmm10, zmm9, zmm8, {rn-sae}
	vdivpd	zmm13 {k3}, zmm12, zmm11, {rd-sae}
	vdivpd	zmm16 {k4} {z}, zmm15, zmm14, {ru-sae}
	vdivph	xmm17, xmm26, xmmword ptr [r11 + 1]
	vdivph	xmm18, xmm27, xmmword ptr [r12 + 2032]
	vdivph	xmm19, xmm28, xmmword ptr [r13 + 2048]
	vdivph	xmm20 {k5}, xmm29, xmmword ptr [r14 - 1]
	vdivph	xmm21 {k6} {z}, xmm30, xmmword ptr [r15 + 2*r10 + 127]
	vdivph	ymm22, ymm31, word ptr [rip + 128]{1to16}
	vdivph	ymm23, ymm16, word ptr [rax - 256]{1to16}
	vdivph	ymm24, ymm17, word ptr [rcx - 258]{1to16}
	vdivph	ymm25 {k7}, ymm18, word ptr [rdx - 128]{1to16}
	vdivph	ymm26 {k1} {z}, ymm19, word ptr [rbx + 4096]{1to16}
	vdivph	zmm28, zmm27, word ptr [rsp + 4*r11 - 4096]{1to32}
	vdivph	zmm30, zmm29, word ptr [rbp + 254]{1to32}
	vdivph	zmm0, zmm31, word ptr [rsi + 256]{1to32}
	vdivph	zmm2 {k2}, zmm1, word ptr [rdi + 2147483647]{1to32}
	vdivph	zmm4 {k3} {z}, zmm3, word ptr [r8 - 2147483648]{1to32}
	vdivph	xmm5, xmm20, word ptr [r9 + 8*r12]{1to8}
	vdivph	xmm6, xmm21, word ptr [r10 - 256]{1to8}
	vdivph	xmm7, xmm22, word ptr [r11 - 258]{1to8}
	vdivph	xmm8 {k4}, xmm23, word ptr [r12 + 64]{1to8}
	vdivph	xmm9 {k5} {z}, xmm24, word ptr [r13 - 64]{1to8}
	vdivph	ymm10, ymm25, ymmword ptr [r14 + r13 + 1]
	vdivph	ymm11, ymm26, ymmword ptr [r15 + 4064]
	vdivph	ymm12, ymm27, ymmword ptr [rip + 4096]
	vdivph	ymm13 {k6}, ymm28, ymmword ptr [rax - 1]
	vdivph	ymm14 {k7} {z}, ymm29, ymmword ptr [rcx + 127]
	vdivph	zmm16, zmm15, zmmword ptr [rdx + 2*r14 + 128]
	vdivph	zmm18, zmm17, zmmword ptr [rbx - 8192]
	vdivph	zmm20, zmm19, zmmword ptr [rsp - 8256]
	vdivph	zmm22 {k1}, zmm21, zmmword ptr [rbp - 128]
	vdivph	zmm24 {k2} {z}, zmm23, zmmword ptr [rsi + 4096]
	vdivph	xmm26, xmm25, xmm30
	vdivph	xmm28 {k3}, xmm27, xmm31
	vdivph	xmm30 {k4} {z}, xmm29, xmm16
	vdivph	ymm0, ymm31, ymm17
	vdivph	ymm2 {k5}, ymm1, ymm18
	vdivph	ymm4 {k6} {z}, ymm3, ymm19
	vdivph	zmm7, zmm6, zmm5
	vdivph	zmm10 {k7}, zmm9, zmm8
	vdivph	zmm13 {k1} {z}, zmm12, zmm11
	vdivph	zmm16, zmm15, zmm14, {rz-sae}
	vdivph	zmm19 {k2}, zmm18, zmm17, {rn-sae}
	vdivph	zmm22 {k3} {z}, zmm21, zmm20, {rd-sae}
	vdivps	xmm23, xmm20, xmmword ptr [rdi + 4*r15 - 4096]
	vdivps	xmm24, xmm21, xmmword ptr [r8 + 2032]
	vdivps	xmm25, xmm22, xmmword ptr [r9 + 2048]
	vdivps	xmm26 {k4}, xmm23, xmmword ptr [r10 + 2147483647]
	vdivps	xmm27 {k5} {z}, xmm24, xmmword ptr [r11 - 2147483648]
	vdivps	ymm28, ymm25, ymmword ptr [r12 + 8*rax]
	vdivps	ymm29, ymm26, ymmword ptr [r13 - 4096]
	vdivps	ymm30, ymm27, ymmword ptr [r14 - 4128]
	vdivps	ymm31 {k6}, ymm28, ymmword ptr [r15 + 64]
	vdivps	ymm0 {k7} {z}, ymm29, ymmword ptr [rip - 64]
	vdivps	zmm2, zmm1, dword ptr [rax + 1]{1to16}
	vdivps	zmm4, zmm3, dword ptr [rcx + 508]{1to16}
	vdivps	zmm6, zmm5, dword ptr [rdx + 512]{1to16}
	vdivps	zmm8 {k1}, zmm7, dword ptr [rbx + rcx - 1]{1to16}
	vdivps	zmm10 {k2} {z}, zmm9, dword ptr [rsp + 127]{1to16}
	vdivps	xmm11, xmm30, dword ptr [rbp + 128]{1to4}
	vdivps	xmm12, xmm31, dword ptr [rsi - 512]{1to4}
	vdivps	xmm13, xmm16, dword ptr [rdi - 516]{1to4}
	vdivps	xmm14 {k3}, xmm17, dword ptr [r8 + 2*rdx - 128]{1to4}
	vdivps	xmm15 {k4} {z}, xmm18, dword ptr [r9 + 4096]{1to4}
	vdivps	ymm16, ymm19, dword ptr [r10 - 4096]{1to8}
	vdivps	ymm17, ymm20, dword ptr [r11 + 508]{1to8}
	vdivps	ymm18, ymm21, dword ptr [r12 + 512]{1to8}
	vdivps	ymm19 {k5}, ymm22, dword ptr [r13 + 4*rbx + 2147483647]{1to8}
	vdivps	ymm20 {k6} {z}, ymm23, dword ptr [r14 - 2147483648]{1to8}
	vdivps	zmm22, zmm21, zmmword ptr [r15]
	vdivps	zmm24, zmm23, zmmword ptr [rip - 8192]
	vdivps	zmm26, zmm25, zmmword ptr [rax - 8256]
	vdivps	zmm28 {k7}, zmm27, zmmword ptr [rcx + 8*rbp + 64]
	vdivps	zmm30 {k1} {z}, zmm29, zmmword ptr [rdx - 64]
	vdivps	xmm0, xmm31, xmm24
	vdivps	xmm2 {k2}, xmm1, xmm25
	vdivps	xmm4 {k3} {z}, xmm3, xmm26
	vdivps	ymm6, ymm5, ymm27
	vdivps	ymm8 {k4}, ymm7, ymm28
	vdivps	ymm10 {k5} {z}, ymm9, ymm29
	vdivps	zmm13, zmm12, zmm11
	vdivps	zmm16 {k6}, zmm15, zmm14
	vdivps	zmm19 {k7} {z}, zmm18, zmm17
	vdivps	zmm22, zmm21, zmm20, {ru-sae}
	vdivps	zmm25 {k1}, zmm24, zmm23, {rz-sae}
	vdivps	zmm28 {k2} {z}, zmm27, zmm26, {rn-sae}
	vdivsd	xmm29, xmm30, qword ptr [rbx + 1]
	vdivsd	xmm30, xmm31, qword ptr [rsp + 1016]
	vdivsd	xmm31, xmm16, qword ptr [rbp + 1024]
	vdivsd	xmm0 {k3}, xmm17, qword ptr [rsi + rsi - 1]
	vdivsd	xmm1 {k4} {z}, xmm18, qword ptr [rdi + 127]
	vdivsd	xmm3, xmm2, xmm19
	vdivsd	xmm5 {k5}, xmm4, xmm20
	vdivsd	xmm7 {k6} {z}, xmm6, xmm21
	vdivsd	xmm9, xmm8, xmm22, {rd-sae}
	vdivsd	xmm11 {k7}, xmm10, xmm23, {ru-sae}
	vdivsd	xmm13 {k1} {z}, xmm12, xmm24, {rz-sae}
	vdivsh	xmm14, xmm25, word ptr [r8 + 128]
	vdivsh	xmm15, xmm26, word ptr [r9 - 256]
	vdivsh	xmm16, xmm27, word ptr [r10 - 258]
	vdivsh	xmm17 {k2}, xmm28, word ptr [r11 + 2*rdi - 128]
	vdivsh	xmm18 {k3} {z}, xmm29, word ptr [r12 + 4096]
	vdivsh	xmm20, xmm19, xmm30
	vdivsh	xmm22 {k4}, xmm21, xmm31
	vdivsh	xmm24 {k5} {z}, xmm23, xmm16
	vdivsh	xmm26, xmm25, xmm17, {rn-sae}
	vdivsh	xmm28 {k6}, xmm27, xmm18, {rd-sae}
	vdivsh	xmm30 {k7} {z}, xmm29, xmm19, {ru-sae}
	vdivss	xmm31, xmm20, dword ptr [r13 - 4096]
	vdivss	xmm0, xmm21, dword ptr [r14 + 508]
	vdivss	xmm1, xmm22, dword ptr [r15 + 512]
	vdivss	xmm2 {k1}, xmm23, dword ptr [rip + 2147483647]
	vdivss	xmm3 {k2} {z}, xmm24, dword ptr [rax + 4*r8 - 2147483648]
	vdivss	xmm5, xmm4, xmm25
	vdivss	xmm7 {k3}, xmm6, xmm26
	vdivss	xmm9 {k4} {z}, xmm8, xmm27
	vdivss	xmm11, xmm10, xmm28, {rz-sae}
	vdivss	xmm13 {k5}, xmm12, xmm29, {rn-sae}
	vdivss	xmm15 {k6} {z}, xmm14, xmm30, {rd-sae}
	vdpbf16ps	xmm16, xmm31, xmmword ptr [rcx]
	vdpbf16ps	xmm17, xmm16, xmmword ptr [rdx - 2048]
	vdpbf16ps	xmm18, xmm17, xmmword ptr [rbx - 2064]
	vdpbf16ps	xmm19 {k7}, xmm18, xmmword ptr [rsp + 64]
	vdpbf16ps	xmm20 {k1} {z}, xmm19, xmmword ptr [rbp + 8*r9 - 64]
	vdpbf16ps	ymm21, ymm20, ymmword ptr [rsi + 1]
	vdpbf16ps	ymm22, ymm21, ymmword ptr [rdi + 4064]
	vdpbf16ps	ymm23, ymm22, ymmword ptr [r8 + 4096]
	vdpbf16ps	ymm24 {k2}, ymm23, ymmword ptr [r9 - 1]
	vdpbf16ps	ymm25 {k3} {z}, ymm24, ymmword ptr [r10 + r10 + 127]
	vdpbf16ps	zmm27, zmm26, dword ptr [r11 + 128]{1to16}
	vdpbf16ps	zmm29, zmm28, dword ptr [r12 - 512]{1to16}
	vdpbf16ps	zmm31, zmm30, dword ptr [r13 - 516]{1to16}
	vdpbf16ps	zmm1 {k4}, zmm0, dword ptr [r14 - 128]{1to16}
	vdpbf16ps	zmm3 {k5} {z}, zmm2, dword ptr [r15 + 2*r11 + 4096]{1to16}
	vdpbf16ps	xmm4, xmm25, dword ptr [rip - 4096]{1to4}
	vdpbf16ps	xmm5, xmm26, dword ptr [rax + 508]{1to4}
	vdpbf16ps	xmm6, xmm27, dword ptr [rcx + 512]{1to4}
	vdpbf16ps	xmm7 {k6}, xmm28, dword ptr [rdx + 2147483647]{1to4}
	vdpbf16ps	xmm8 {k7} {z}, xmm29, dword ptr [rbx - 2147483648]{1to4}
	vdpbf16ps	ymm9, ymm30, dword ptr [rsp + 4*r12]{1to8}
	vdpbf16ps	ymm10, ymm31, dword ptr [rbp - 512]{1to8}
	vdpbf16ps	ymm11, ymm16, dword ptr [rsi - 516]{1to8}
	vdpbf16ps	ymm12 {k1}, ymm17, dword ptr [rdi + 64]{1to8}
	vdpbf16ps	ymm13 {k2} {z}, ymm18, dword ptr [r8 - 64]{1to8}
	vdpbf16ps	zmm15, zmm14, zmmword ptr [r9 + 8*r13 + 1]
	vdpbf16ps	zmm17, zmm16, zmmword ptr [r10 + 8128]
	vdpbf16ps	zmm19, zmm18, zmmword ptr [r11 + 8192]
	vdpbf16ps	zmm21 {k3}, zmm20, zmmword ptr [r12 - 1]
	vdpbf16ps	zmm23 {k4} {z}, zmm22, zmmword ptr [r13 + 127]
	vdpbf16ps	xmm25, xmm24, xmm19
	vdpbf16ps	xmm27 {k5}, xmm26, xmm20
	vdpbf16ps	xmm29 {k6} {z}, xmm28, xmm21
	vdpbf16ps	ymm31, ymm30, ymm22
	vdpbf16ps	ymm1 {k7}, ymm0, ymm23
	vdpbf16ps	ymm3 {k1} {z}, ymm2, ymm24
	vdpbf16ps	zmm6, zmm5, zmm4
	vdpbf16ps	zmm9 {k2}, zmm8, zmm7
	vdpbf16ps	zmm12 {k3} {z}, zmm11, zmm10
