	.intel_syntax noprefix
	.text
	vgatherdpd	xmm16 {k1}, xmmword ptr [rax + xmm0]
	vgatherdpd	ymm17 {k2}, ymmword ptr [rcx + 2*xmm1 + 64]
	vgatherdpd	zmm0 {k3}, zmmword ptr [rdx + 4*ymm2 - 64]
	vgatherdps	xmm18 {k4}, xmmword ptr [rbx + 8*xmm3 + 1]
	vgatherdps	ymm19 {k5}, ymmword ptr [rsp + ymm4 - 1]
	vgatherdps	zmm1 {k6}, zmmword ptr [rbp + 2*zmm5 + 127]
	vgatherqpd	xmm20 {k1}, xmmword ptr [r14 + 4*xmm14 - 64]
	vgatherqpd	ymm21 {k2}, ymmword ptr [r15 + 8*ymm15 + 1]
	vgatherqpd	zmm2 {k3}, zmmword ptr [rax + zmm16 - 1]
	vgatherqps	xmm22 {k4}, qword ptr [rax + 2*xmm17 + 127]
	vgatherqps	xmm23 {k5}, xmmword ptr [rcx + 4*ymm18 + 128]
	vgatherqps	ymm24 {k6}, ymmword ptr [rdx + 8*zmm19 - 128]
	vgetexppd	xmm25, xmmword ptr [rbx + 4096]
	vgetexppd	xmm26, xmmword ptr [rsp - 2048]
	vgetexppd	xmm27, xmmword ptr [rbp - 2064]
	vgetexppd	xmm28 {k7}, xmmword ptr [rsi + rax - 4096]
	vgetexppd	xmm29 {k1} {z}, xmmword ptr [rdi + 2147483647]
	vgetexppd	ymm30, ymmword ptr [r8 - 2147483648]
	vgetexppd	ymm31, ymmword ptr [r9 + 4064]
	vgetexppd	ymm16, ymmword ptr [r10 + 4096]
	vgetexppd	ymm17 {k2}, ymmword ptr [r11 + 2*rcx]
	vgetexppd	ymm18 {k3} {z}, ymmword ptr [r12 + 64]
	vgetexppd	zmm3, zmmword ptr [r13 - 64]
	vgetexppd	zmm4, zmmword ptr [r14 - 8192]
	vgetexppd	zmm5, zmmword ptr [r15 - 8256]
	vgetexppd	zmm6 {k4}, zmmword ptr [rip + 1]
	vgetexppd	zmm7 {k5} {z}, zmmword ptr [rax + 4*rdx - 1]
	vgetexppd	xmm19, qword ptr [rcx + 127]{1to2}
	vgetexppd	xmm20, qword ptr [rdx + 1016]{1to2}
	vgetexppd	xmm21, qword ptr [rbx + 1024]{1to2}
	vgetexppd	xmm22 {k6}, qword ptr [rsp + 128]{1to2}
	vgetexppd	xmm23 {k7} {z}, qword ptr [rbp + 8*rbx - 128]{1to2}
	vgetexppd	ymm24, qword ptr [rsi + 4096]{1to4}
	vgetexppd	ymm25, qword ptr [rdi - 1024]{1to4}
	vgetexppd	ymm26, qword ptr [r8 - 1032]{1to4}
	vgetexppd	ymm27 {k1}, qword ptr [r9 - 4096]{1to4}
	vgetexppd	ymm28 {k2} {z}, qword ptr [r10 + rbp + 2147483647]{1to4}
	vgetexppd	zmm8, qword ptr [r11 - 2147483648]{1to8}
	vgetexppd	zmm9, qword ptr [r12 + 1016]{1to8}
	vgetexppd	zmm10, qword ptr [r13 + 1024]{1to8}
	vgetexppd	zmm11 {k3}, qword ptr [r14]{1to8}
	vgetexppd	zmm12 {k4} {z}, qword ptr [r15 + 2*rsi + 64]{1to8}
	vgetexppd	xmm13, xmm29
	vgetexppd	xmm14 {k5}, xmm30
	vgetexppd	xmm15 {k6} {z}, xmm31
	vgetexppd	ymm17, ymm16
	vgetexppd	ymm18 {k7}, ymm17
	vgetexppd	ymm19 {k1} {z}, ymm18
	vgetexppd	zmm21, zmm20
	vgetexppd	zmm23 {k2}, zmm22
	vgetexppd	zmm25 {k3} {z}, zmm24
	vgetexppd	zmm27, zmm26, {sae}
	vgetexppd	zmm29 {k4}, zmm28, {sae}
	vgetexppd	zmm31 {k5} {z}, zmm30, {sae}
	vgetexpph	xmm19, xmmword ptr [rip - 64]
	vgetexpph	xmm20, xmmword ptr [rax - 2048]
	vgetexpph	xmm21, xmmword ptr [rcx - 2064]
	vgetexpph	xmm22 {k6}, xmmword ptr [rdx + 1]
	vgetexpph	xmm23 {k7} {z}, xmmword ptr [rbx - 1]
	vgetexpph	ymm24, word ptr [rsp + 4*rdi + 127]{1to16}
	vgetexpph	ymm25, word ptr [rbp + 254]{1to16}
	vgetexpph	ymm26, word ptr [rsi + 256]{1to16}
	vgetexpph	ymm27 {k1}, word ptr [rdi + 128]{1to16}
	vgetexpph	ymm28 {k2} {z}, word ptr [r8 - 128]{1to16}
	vgetexpph	zmm0, word ptr [r9 + 8*r8 + 4096]{1to32}
	vgetexpph	zmm1, word ptr [r10 - 256]{1to32}
	vgetexpph	zmm2, word ptr [r11 - 258]{1to32}
	vgetexpph	zmm3 {k3}, word ptr [r12 - 4096]{1to32}
	vgetexpph	zmm4 {k4} {z}, word ptr [r13 + 2147483647]{1to32}
	vgetexpph	xmm29, word ptr [r14 + r9 - 2147483648]{1to8}
	vgetexpph	xmm30, word ptr [r15 + 254]{1to8}
	vgetexpph	xmm31, word ptr [rip + 256]{1to8}
	vgetexpph	xmm16 {k5}, word ptr [rax]{1to8}
	vgetexpph	xmm17 {k6} {z}, word ptr [rcx + 64]{1to8}
	vgetexpph	ymm18, ymmword ptr [rdx + 2*r10 - 64]
	vgetexpph	ymm19, ymmword ptr [rbx - 4096]
	vgetexpph	ymm20, ymmword ptr [rsp - 4128]
	vgetexpph	ymm21 {k7}, ymmword ptr [rbp + 1]
	vgetexpph	ymm22 {k1} {z}, ymmword ptr [rsi - 1]
	vgetexpph	zmm5, zmmword ptr [rdi + 4*r11 + 127]
	vgetexpph	zmm6, zmmword ptr [r8 + 8128]
	vgetexpph	zmm7, zmmword ptr [r9 + 8192]
	vgetexpph	zmm8 {k2}, zmmword ptr [r10 + 128]
	vgetexpph	zmm9 {k3} {z}, zmmword ptr [r11 - 128]
	vgetexpph	xmm10, xmm23
	vgetexpph	xmm11 {k4}, xmm24
	vgetexpph	xmm12 {k5} {z}, xmm25
	vgetexpph	ymm13, ymm26
	vgetexpph	ymm14 {k6}, ymm27
	vgetexpph	ymm15 {k7} {z}, ymm28
	vgetexpph	zmm17, zmm16
	vgetexpph	zmm19 {k1}, zmm18
	vgetexpph	zmm21 {k2} {z}, zmm20
	vgetexpph	zmm23, zmm22, {sae}
	vgetexpph	zmm25 {k3}, zmm24, {sae}
	vgetexpph	zmm27 {k4} {z}, zmm26, {sae}
	vgetexpps	xmm29, xmmword ptr [r12 + 8*r12 + 4096]
	vgetexpps	xmm30, xmmword ptr [r13 - 2048]
	vgetexpps	xmm31, xmmword ptr [r14 - 2064]
	vgetexpps	xmm16 {k5}, xmmword ptr [r15 - 4096]
	vgetexpps	xmm17 {k6} {z}, xmmword ptr [rip + 2147483647]
	vgetexpps	ymm18, ymmword ptr [rax - 2147483648]
	vgetexpps	ymm19, ymmword ptr [rcx + 4064]
	vgetexpps	ymm20, ymmword ptr [rdx + 4096]
	vgetexpps	ymm21 {k7}, ymmword ptr [rbx + r13]
	vgetexpps	ymm22 {k1} {z}, ymmword ptr [rsp + 64]
	vgetexpps	zmm28, dword ptr [rbp - 64]{1to16}
	vgetexpps	zmm29, dword ptr [rsi - 512]{1to16}
	vgetexpps	zmm30, dword ptr [rdi - 516]{1to16}
	vgetexpps	zmm31 {k2}, dword ptr [r8 + 2*r14 + 1]{1to16}
	vgetexpps	zmm0 {k3} {z}, dword ptr [r9 - 1]{1to16}
	vgetexpps	xmm23, dword ptr [r10 + 127]{1to4}
	vgetexpps	xmm24, dword ptr [r11 + 508]{1to4}
	vgetexpps	xmm25, dword ptr [r12 + 512]{1to4}
	vgetexpps	xmm26 {k4}, dword ptr [r13 + 4*r15 + 128]{1to4}
	vgetexpps	xmm27 {k5} {z}, dword ptr [r14 - 128]{1to4}
	vgetexpps	ymm28, dword ptr [r15 + 4096]{1to8}
	vgetexpps	ymm29, dword ptr [rip - 512]{1to8}
	vgetexpps	ymm30, dword ptr [rax - 516]{1to8}
	vgetexpps	ymm31 {k6}, dword ptr [rcx + 8*rax - 4096]{1to8}
	vgetexpps	ymm16 {k7} {z}, dword ptr [rdx + 2147483647]{1to8}
	vgetexpps	zmm1, zmmword ptr [rbx - 2147483648]
	vgetexpps	zmm2, zmmword ptr [rsp + 8128]
	vgetexpps	zmm3, zmmword ptr [rbp + 8192]
	vgetexpps	zmm4 {k1}, zmmword ptr [rsi + rcx]
	vgetexpps	zmm5 {k2} {z}, zmmword ptr [rdi + 64]
	vgetexpps	xmm6, xmm17
	vgetexpps	xmm7 {k3}, xmm18
	vgetexpps	xmm8 {k4} {z}, xmm19
	vgetexpps	ymm9, ymm20
	vgetexpps	ymm10 {k5}, ymm21
	vgetexpps	ymm11 {k6} {z}, ymm22
	vgetexpps	zmm13, zmm12
	vgetexpps	zmm15 {k7}, zmm14
	vgetexpps	zmm17 {k1} {z}, zmm16
	vgetexpps	zmm19, zmm18, {sae}
	vgetexpps	zmm21 {k2}, zmm20, {sae}
	vgetexpps	zmm23 {k3} {z}, zmm22, {sae}
	vgetexpsd	xmm24, xmm23, qword ptr [r8 - 64]
	vgetexpsd	xmm25, xmm24, qword ptr [r9 - 1024]
	vgetexpsd	xmm26, xmm25, qword ptr [r10 - 1032]
	vgetexpsd	xmm27 {k4}, xmm26, qword ptr [r11 + 2*rdx + 1]
	vgetexpsd	xmm28 {k5} {z}, xmm27, qword ptr [r12 - 1]
	vgetexpsd	xmm30, xmm29, xmm28
	vgetexpsd	xmm0 {k6}, xmm31, xmm29
	vgetexpsd	xmm2 {k7} {z}, xmm1, xmm30
	vgetexpsd	xmm4, xmm3, xmm31, {sae}
	vgetexpsd	xmm6 {k1}, xmm5, xmm16, {sae}
	vgetexpsd	xmm8 {k2} {z}, xmm7, xmm17, {sae}
	vgetexpsh	xmm9, xmm18, word ptr [r13 + 127]
	vgetexpsh	xmm10, xmm19, word ptr [r14 + 254]
	vgetexpsh	xmm11, xmm20, word ptr [r15 + 256]
	vgetexpsh	xmm12 {k3}, xmm21, word ptr [rip + 128]
	vgetexpsh	xmm13 {k4} {z}, xmm22, word ptr [rax + 4*rbx - 128]
	vgetexpsh	xmm15, xmm14, xmm23
	vgetexpsh	xmm17 {k5}, xmm16, xmm24
	vgetexpsh	xmm19 {k6} {z}, xmm18, xmm25
	vgetexpsh	xmm21, xmm20, xmm26, {sae}
	vgetexpsh	xmm23 {k7}, xmm22, xmm27, {sae}
	vgetexpsh	xmm25 {k1} {z}, xmm24, xmm28, {sae}
	vgetexpss	xmm26, xmm29, dword ptr [rcx + 4096]
	vgetexpss	xmm27, xmm30, dword ptr [rdx - 512]
	vgetexpss	xmm28, xmm31, dword ptr [rbx - 516]
	vgetexpss	xmm29 {k2}, xmm16, dword ptr [rsp - 4096]
	vgetexpss	xmm30 {k3} {z}, xmm17, dword ptr [rbp + 8*rbp + 2147483647]
	vgetexpss	xmm0, xmm31, xmm18
	vgetexpss	xmm2 {k4}, xmm1, xmm19
	vgetexpss	xmm4 {k5} {z}, xmm3, xmm20
	vgetexpss	xmm6, xmm5, xmm21, {sae}
	vgetexpss	xmm8 {k6}, xmm7, xmm22, {sae}
	vgetexpss	xmm10 {k7} {z}, xmm9, xmm23, {sae}
	vgetmantpd	xmm24, xmmword ptr [rsi - 2147483648], 0
	vgetmantpd	xmm25, xmmword ptr [rdi + 2032], 1
	vgetmantpd	xmm26, xmmword ptr [r8 + 2048], 127
	vgetmantpd	xmm27 {k1}, xmmword ptr [r9], 255
	vgetmantpd	xmm28 {k2} {z}, xmmword ptr [r10 + rsi + 64], 3
	vgetmantpd	ymm29, ymmword ptr [r11 - 64], 128
	vgetmantpd	ymm30, ymmword ptr [r12 - 4096], 64
	vgetmantpd	ymm31, ymmword ptr [r13 - 4128], 17
	vgetmantpd	ymm16 {k3}, ymmword ptr [r14 + 1], 0
	vgetmantpd	ymm17 {k4} {z}, ymmword ptr [r15 + 2*rdi - 1], 1
	vgetmantpd	zmm11, zmmword ptr [rip + 127], 127
	vgetmantpd	zmm12, zmmword ptr [rax + 8128], 255
	vgetmantpd	zmm13, zmmword ptr [rcx + 8192], 3
	vgetmantpd	zmm14 {k5}, zmmword ptr [rdx + 128], 128
	vgetmantpd	zmm15 {k6} {z}, zmmword ptr [rbx - 128], 64
	vgetmantpd	xmm18, qword ptr [rsp + 4*r8 + 4096]{1to2}, 17
	vgetmantpd	xmm19, qword ptr [rbp - 1024]{1to2}, 0
	vgetmantpd	xmm20, qword ptr [rsi - 1032]{1to2}, 1
	vgetmantpd	xmm21 {k7}, qword ptr [rdi - 4096]{1to2}, 127
	vgetmantpd	xmm22 {k1} {z}, qword ptr [r8 + 2147483647]{1to2}, 255
	vgetmantpd	ymm23, qword ptr [r9 + 8*r9 - 2147483648]{1to4}, 3
	vgetmantpd	ymm24, qword ptr [r10 + 1016]{1to4}, 128
	vgetmantpd	ymm25, qword ptr [r11 + 1024]{1to4}, 64
	vgetmantpd	ymm26 {k2}, qword ptr [r12]{1to4}, 17
	vgetmantpd	ymm27 {k3} {z}, qword ptr [r13 + 64]{1to4}, 0
	vgetmantpd	zmm16, qword ptr [r14 + r10 - 64]{1to8}, 1
	vgetmantpd	zmm17, qword ptr [r15 - 1024]{1to8}, 127
	vgetmantpd	zmm18, qword ptr [rip - 1032]{1to8}, 255
	vgetmantpd	zmm19 {k4}, qword ptr [rax + 1]{1to8}, 3
	vgetmantpd	zmm20 {k5} {z}, qword ptr [rcx - 1]{1to8}, 128
	vgetmantpd	xmm21, xmm28, 64
	vgetmantpd	xmm22 {k6}, xmm29, 17
	vgetmantpd	xmm23 {k7} {z}, xmm30, 0
	vgetmantpd	ymm24, ymm31, 1
	vgetmantpd	ymm25 {k1}, ymm16, 127
	vgetmantpd	ymm26 {k2} {z}, ymm17, 255
	vgetmantpd	zmm28, zmm27, 3
	vgetmantpd	zmm30 {k3}, zmm29, 128
	vgetmantpd	zmm0 {k4} {z}, zmm31, 64
	vgetmantpd	zmm2, zmm1, {sae}, 17
	vgetmantpd	zmm4 {k5}, zmm3, {sae}, 0
	vgetmantpd	zmm6 {k6} {z}, zmm5, {sae}, 1
	vgetmantph	xmm18, xmmword ptr [rdx + 2*r11 + 127], 127
	vgetmantph	xmm19, xmmword ptr [rbx + 2032], 255
	vgetmantph	xmm20, xmmword ptr [rsp + 2048], 3
	vgetmantph	xmm21 {k7}, xmmword ptr [rbp + 128], 128
	vgetmantph	xmm22 {k1} {z}, xmmword ptr [rsi - 128], 64
	vgetmantph	ymm23, word ptr [rdi + 4*r12 + 4096]{1to16}, 17
	vgetmantph	ymm24, word ptr [r8 - 256]{1to16}, 0
	vgetmantph	ymm25, word ptr [r9 - 258]{1to16}, 1
	vgetmantph	ymm26 {k2}, word ptr [r10 - 4096]{1to16}, 127
	vgetmantph	ymm27 {k3} {z}, word ptr [r11 + 2147483647]{1to16}, 255
	vgetmantph	zmm7, word ptr [r12 + 8*r13 - 2147483648]{1to32}, 3
	vgetmantph	zmm8, word ptr [r13 + 254]{1to32}, 128
	vgetmantph	zmm9, word ptr [r14 + 256]{1to32}, 64
	vgetmantph	zmm10 {k4}, word ptr [r15]{1to32}, 17
	vgetmantph	zmm11 {k5} {z}, word ptr [rip + 64]{1to32}, 0
	vgetmantph	xmm28, word ptr [rax - 64]{1to8}, 1
	vgetmantph	xmm29, word ptr [rcx - 256]{1to8}, 127
	vgetmantph	xmm30, word ptr [rdx - 258]{1to8}, 255
	vgetmantph	xmm31 {k6}, word ptr [rbx + r14 + 1]{1to8}, 3
	vgetmantph	xmm16 {k7} {z}, word ptr [rsp - 1]{1to8}, 128
	vgetmantph	ymm17, ymmword ptr [rbp + 127], 64
	vgetmantph	ymm18, ymmword ptr [rsi + 4064], 17
	vgetmantph	ymm19, ymmword ptr [rdi + 4096], 0
	vgetmantph	ymm20 {k1}, ymmword ptr [r8 + 2*r15 + 128], 1
	vgetmantph	ymm21 {k2} {z}, ymmword ptr [r9 - 128], 127
	vgetmantph	zmm12, zmmword ptr [r10 + 4096], 255
	vgetmantph	zmm13, zmmword ptr [r11 - 8192], 3
	vgetmantph	zmm14, zmmword ptr [r12 - 8256], 128
	vgetmantph	zmm15 {k3}, zmmword ptr [r13 + 4*rax - 4096], 64
	vgetmantph	zmm16 {k4} {z}, zmmword ptr [r14 + 2147483647], 17
	vgetmantph	xmm17, xmm22, 0
	vgetmantph	xmm18 {k5}, xmm23, 1
	vgetmantph	xmm19 {k6} {z}, xmm24, 127
	vgetmantph	ymm20, ymm25, 255
	vgetmantph	ymm21 {k7}, ymm26, 3
	vgetmantph	ymm22 {k1} {z}, ymm27, 128
	vgetmantph	zmm24, zmm23, 64
	vgetmantph	zmm26 {k2}, zmm25, 17
	vgetmantph	zmm28 {k3} {z}, zmm27, 0
	vgetmantph	zmm30, zmm29, {sae}, 1
	vgetmantph	zmm0 {k4}, zmm31, {sae}, 127
	vgetmantph	zmm2 {k5} {z}, zmm1, {sae}, 255
	vgetmantps	xmm28, xmmword ptr [r15 - 2147483648], 3
	vgetmantps	xmm29, xmmword ptr [rip + 2032], 128
	vgetmantps	xmm30, xmmword ptr [rax + 2048], 64
	vgetmantps	xmm31 {k6}, xmmword ptr [rcx + 8*rcx], 17
	vgetmantps	xmm16 {k7} {z}, xmmword ptr [rdx + 64], 0
	vgetmantps	ymm17, ymmword ptr [rbx - 64], 1
	vgetmantps	ymm18, ymmword ptr [rsp - 4096], 127
	vgetmantps	ymm19, ymmword ptr [rbp - 4128], 255
	vgetmantps	ymm20 {k1}, ymmword ptr [rsi + rdx + 1], 3
	vgetmantps	ymm21 {k2} {z}, ymmword ptr [rdi - 1], 128
	vgetmantps	zmm3, dword ptr [r8 + 127]{1to16}, 64
	vgetmantps	zmm4, dword ptr [r9 + 508]{1to16}, 17
	vgetmantps	zmm5, dword ptr [r10 + 512]{1to16}, 0
	vgetmantps	zmm6 {k3}, dword ptr [r11 + 2*rbx + 128]{1to16}, 1
	vgetmantps	zmm7 {k4} {z}, dword ptr [r12 - 128]{1to16}, 127
	vgetmantps	xmm22, dword ptr [r13 + 4096]{1to4}, 255
	vgetmantps	xmm23, dword ptr [r14 - 512]{1to4}, 3
	vgetmantps	xmm24, dword ptr [r15 - 516]{1to4}, 128
	vgetmantps	xmm25 {k5}, dword ptr [rip - 4096]{1to4}, 64
	vgetmantps	xmm26 {k6} {z}, dword ptr [rax + 4*rbp + 2147483647]{1to4}, 17
	vgetmantps	ymm27, dword ptr [rcx - 2147483648]{1to8}, 0
	vgetmantps	ymm28, dword ptr [rdx + 508]{1to8}, 1
	vgetmantps	ymm29, dword ptr [rbx + 512]{1to8}, 127
	vgetmantps	ymm30 {k7}, dword ptr [rsp]{1to8}, 255
	vgetmantps	ymm31 {k1} {z}, dword ptr [rbp + 8*rsi + 64]{1to8}, 3
	vgetmantps	zmm8, zmmword ptr [rsi - 64], 128
	vgetmantps	zmm9, zmmword ptr [rdi - 8192], 64
	vgetmantps	zmm10, zmmword ptr [r8 - 8256], 17
	vgetmantps	zmm11 {k2}, zmmword ptr [r9 + 1], 0
	vgetmantps	zmm12 {k3} {z}, zmmword ptr [r10 + rdi - 1], 1
	vgetmantps	xmm13, xmm16, 127
	vgetmantps	xmm14 {k4}, xmm17, 255
	vgetmantps	xmm15 {k5} {z}, xmm18, 3
	vgetmantps	ymm16, ymm19, 128
	vgetmantps	ymm17 {k6}, ymm20, 64
	vgetmantps	ymm18 {k7} {z}, ymm21, 17
	vgetmantps	zmm20, zmm19, 0
	vgetmantps	zmm22 {k1}, zmm21, 1
	vgetmantps	zmm24 {k2} {z}, zmm23, 127
	vgetmantps	zmm26, zmm25, {sae}, 255
	vgetmantps	zmm28 {k3}, zmm27, {sae}, 3
	vgetmantps	zmm30 {k4} {z}, zmm29, {sae}, 128
	vgetmantsd	xmm31, xmm22, qword ptr [r11 + 127], 64
	vgetmantsd	xmm0, xmm23, qword ptr [r12 + 1016], 17
	vgetmantsd	xmm1, xmm24, qword ptr [r13 + 1024], 0
	vgetmantsd	xmm2 {k5}, xmm25, qword ptr [r14 + 128], 1
	vgetmantsd	xmm3 {k6} {z}, xmm26, qword ptr [r15 + 2*r8 - 128], 127
	vgetmantsd	xmm5, xmm4, xmm27, 255
	vgetmantsd	xmm7 {k7}, xmm6, xmm28, 3
	vgetmantsd	xmm9 {k1} {z}, xmm8, xmm29, 128
	vgetmantsd	xmm11, xmm10, xmm30, {sae}, 64
	vgetmantsd	xmm13 {k2}, xmm12, xmm31, {sae}, 17
	vgetmantsd	xmm15 {k3} {z}, xmm14, xmm16, {sae}, 0
	vgetmantsh	xmm16, xmm17, word ptr [rip + 4096], 1
	vgetmantsh	xmm17, xmm18, word ptr [rax - 256], 127
	vgetmantsh	xmm18, xmm19, word ptr [rcx - 258], 255
	vgetmantsh	xmm19 {k4}, xmm20, word ptr [rdx - 4096], 3
	vgetmantsh	xmm20 {k5} {z}, xmm21, word ptr [rbx + 2147483647], 128
	vgetmantsh	xmm23, xmm21, xmm22, 64
	vgetmantsh	xmm25 {k6}, xmm24, xmm23, 17
	vgetmantsh	xmm27 {k7} {z}, xmm26, xmm24, 0
	vgetmantsh	xmm29, xmm28, xmm25, {sae}, 1
	vgetmantsh	xmm31 {k1}, xmm30, xmm26, {sae}, 127
	vgetmantsh	xmm1 {k2} {z}, xmm0, xmm27, {sae}, 255
	vgetmantss	xmm2, xmm28, dword ptr [rsp + 4*r9 - 2147483648], 3
	vgetmantss	xmm3, xmm29, dword ptr [rbp + 508], 128
	vgetmantss	xmm4, xmm30, dword ptr [rsi + 512], 64
	vgetmantss	xmm5 {k3}, xmm31, dword ptr [rdi], 17
	vgetmantss	xmm6 {k4} {z}, xmm16, dword ptr [r8 + 64], 0
	vgetmantss	xmm8, xmm7, xmm17, 1
	vgetmantss	xmm10 {k5}, xmm9, xmm18, 127
	vgetmantss	xmm12 {k6} {z}, xmm11, xmm19, 255
	vgetmantss	xmm14, xmm13, xmm20, {sae}, 3
	vgetmantss	xmm16 {k7}, xmm15, xmm21, {sae}, 128
	vgetmantss	xmm18 {k1} {z}, xmm17, xmm22, {sae}, 64
	vgf2p8affineinvqb	xmm19, xmm23, xmmword ptr [r9 + 8*r10 - 64], 17
	vgf2p8affineinvqb	xmm20, xmm24, xmmword ptr [r10 - 2048], 0
	vgf2p8affineinvqb	xmm21, xmm25, xmmword ptr [r11 - 2064], 1
	vgf2p8affineinvqb	xmm22 {k2}, xmm26, xmmword ptr [r12 + 1], 127
	vgf2p8affineinvqb	xmm23 {k3} {z}, xmm27, xmmword ptr [r13 - 1], 255
	vgf2p8affineinvqb	ymm24, ymm28, ymmword ptr [r14 + r11 + 127], 3
	vgf2p8affineinvqb	ymm25, ymm29, ymmword ptr [r15 + 4064], 128
	vgf2p8affineinvqb	ymm26, ymm30, ymmword ptr [rip + 4096], 64
	vgf2p8affineinvqb	ymm27 {k4}, ymm31, ymmword ptr [rax + 128], 17
	vgf2p8affineinvqb	ymm28 {k5} {z}, ymm16, ymmword ptr [rcx - 128], 0
	vgf2p8affineinvqb	zmm30, zmm29, zmmword ptr [rdx + 2*r12 + 4096], 1
	vgf2p8affineinvqb	zmm0, zmm31, zmmword ptr [rbx - 8192], 127
	vgf2p8affineinvqb	zmm2, zmm1, zmmword ptr [rsp - 8256], 255
	vgf2p8affineinvqb	zmm4 {k6}, zmm3, zmmword ptr [rbp - 4096], 3
	vgf2p8affineinvqb	zmm6 {k7} {z}, zmm5, zmmword ptr [rsi + 2147483647], 128
	vgf2p8affineinvqb	xmm7, xmm17, qword ptr [rdi + 4*r13 - 2147483648]{1to2}, 64
	vgf2p8affineinvqb	xmm8, xmm18, qword ptr [r8 + 1016]{1to2}, 17
	vgf2p8affineinvqb	xmm9, xmm19, qword ptr [r9 + 1024]{1to2}, 0
	vgf2p8affineinvqb	xmm10 {k1}, xmm20, qword ptr [r10]{1to2}, 1
	vgf2p8affineinvqb	xmm11 {k2} {z}, xmm21, qword ptr [r11 + 64]{1to2}, 127
	vgf2p8affineinvqb	ymm12, ymm22, qword ptr [r12 + 8*r14 - 64]{1to4}, 255
	vgf2p8affineinvqb	ymm13, ymm23, qword ptr [r13 - 1024]{1to4}, 3
	vgf2p8affineinvqb	ymm14, ymm24, qword ptr [r14 - 1032]{1to4}, 128
	vgf2p8affineinvqb	ymm15 {k3}, ymm25, qword ptr [r15 + 1]{1to4}, 64
	vgf2p8affineinvqb	ymm16 {k4} {z}, ymm26, qword ptr [rip - 1]{1to4}, 17
	vgf2p8affineinvqb	zmm18, zmm17, qword ptr [rax + 127]{1to8}, 0
	vgf2p8affineinvqb	zmm20, zmm19, qword ptr [rcx + 1016]{1to8}, 1
	vgf2p8affineinvqb	zmm22, zmm21, qword ptr [rdx + 1024]{1to8}, 127
	vgf2p8affineinvqb	zmm24 {k5}, zmm23, qword ptr [rbx + r15 + 128]{1to8}, 255
	vgf2p8affineinvqb	zmm26 {k6} {z}, zmm25, qword ptr [rsp - 128]{1to8}, 3
	vgf2p8affineinvqb	xmm29, xmm28, xmm27, 128
	vgf2p8affineinvqb	xmm31 {k7}, xmm30, xmm28, 64
	vgf2p8affineinvqb	xmm1 {k1} {z}, xmm0, xmm29, 17
	vgf2p8affineinvqb	ymm3, ymm2, ymm30, 0
	vgf2p8affineinvqb	ymm5 {k2}, ymm4, ymm31, 1
	vgf2p8affineinvqb	ymm7 {k3} {z}, ymm6, ymm16, 127
	vgf2p8affineinvqb	zmm10, zmm9, zmm8, 255
	vgf2p8affineinvqb	zmm13 {k4}, zmm12, zmm11, 3
	vgf2p8affineinvqb	zmm16 {k5} {z}, zmm15, zmm14, 128
	vgf2p8affineqb	xmm18, xmm17, xmmword ptr [rbp + 4096], 64
	vgf2p8affineqb	xmm19, xmm18, xmmword ptr [rsi - 2048], 17
	vgf2p8affineqb	xmm20, xmm19, xmmword ptr [rdi - 2064], 0
	vgf2p8affineqb	xmm21 {k6}, xmm20, xmmword ptr [r8 + 2*rax - 4096], 1
	vgf2p8affineqb	xmm22 {k7} {z}, xmm21, xmmword ptr [r9 + 2147483647], 127
	vgf2p8affineqb	ymm23, ymm22, ymmword ptr [r10 - 2147483648], 255
	vgf2p8affineqb	ymm24, ymm23, ymmword ptr [r11 + 4064], 3
	vgf2p8affineqb	ymm25, ymm24, ymmword ptr [r12 + 4096], 128
	vgf2p8affineqb	ymm26 {k1}, ymm25, ymmword ptr [r13 + 4*rcx], 64
	vgf2p8affineqb	ymm27 {k2} {z}, ymm26, ymmword ptr [r14 + 64], 17
	vgf2p8affineqb	zmm29, zmm28, zmmword ptr [r15 - 64], 0
	vgf2p8affineqb	zmm31, zmm30, zmmword ptr [rip - 8192], 1
	vgf2p8affineqb	zmm1, zmm0, zmmword ptr [rax - 8256], 127
	vgf2p8affineqb	zmm3 {k3}, zmm2, zmmword ptr [rcx + 8*rdx + 1], 255
	vgf2p8affineqb	zmm5 {k4} {z}, zmm4, zmmword ptr [rdx - 1], 3
	vgf2p8affineqb	xmm6, xmm27, qword ptr [rbx + 127]{1to2}, 128
	vgf2p8affineqb	xmm7, xmm28, qword ptr [rsp + 1016]{1to2}, 64
	vgf2p8affineqb	xmm8, xmm29, qword ptr [rbp + 1024]{1to2}, 17
	vgf2p8affineqb	xmm9 {k5}, xmm30, qword ptr [rsi + rbx + 128]{1to2}, 0
	vgf2p8affineqb	xmm10 {k6} {z}, xmm31, qword ptr [rdi - 128]{1to2}, 1
	vgf2p8affineqb	ymm11, ymm16, qword ptr [r8 + 4096]{1to4}, 127
	vgf2p8affineqb	ymm12, ymm17, qword ptr [r9 - 1024]{1to4}, 255
	vgf2p8affineqb	ymm13, ymm18, qword ptr [r10 - 1032]{1to4}, 3
	vgf2p8affineqb	ymm14 {k7}, ymm19, qword ptr [r11 + 2*rbp - 4096]{1to4}, 128
	vgf2p8affineqb	ymm15 {k1} {z}, ymm20, qword ptr [r12 + 2147483647]{1to4}, 64
	vgf2p8affineqb	zmm17, zmm16, qword ptr [r13 - 2147483648]{1to8}, 17
	vgf2p8affineqb	zmm19, zmm18, qword ptr [r14 + 1016]{1to8}, 0
	vgf2p8affineqb	zmm21, zmm20, qword ptr [r15 + 1024]{1to8}, 1
	vgf2p8affineqb	zmm23 {k2}, zmm22, qword ptr [rip]{1to8}, 127
	vgf2p8affineqb	zmm25 {k3} {z}, zmm24, qword ptr [rax + 4*rsi + 64]{1to8}, 255
	vgf2p8affineqb	xmm27, xmm26, xmm21, 3
	vgf2p8affineqb	xmm29 {k4}, xmm28, xmm22, 128
	vgf2p8affineqb	xmm31 {k5} {z}, xmm30, xmm23, 64
	vgf2p8affineqb	ymm1, ymm0, ymm24, 17
	vgf2p8affineqb	ymm3 {k6}, ymm2, ymm25, 0
	vgf2p8affineqb	ymm5 {k7} {z}, ymm4, ymm26, 1
	vgf2p8affineqb	zmm8, zmm7, zmm6, 127
	vgf2p8affineqb	zmm11 {k1}, zmm10, zmm9, 255
	vgf2p8affineqb	zmm14 {k2} {z}, zmm13, zmm12, 3
	vgf2p8mulb	xmm15, xmm27, xmmword ptr [rcx - 64]
	vgf2p8mulb	xmm16, xmm28, xmmword ptr [rdx - 2048]
	vgf2p8mulb	xmm17, xmm29, xmmword ptr [rbx - 2064]
	vgf2p8mulb	xmm18 {k3}, xmm30, xmmword ptr [rsp + 1]
	vgf2p8mulb	xmm19 {k4} {z}, xmm31, xmmword ptr [rbp + 8*rdi - 1]
	vgf2p8mulb	ymm20, ymm16, ymmword ptr [rsi + 127]
	vgf2p8mulb	ymm21, ymm17, ymmword ptr [rdi + 4064]
	vgf2p8mulb	ymm22, ymm18, ymmword ptr [r8 + 4096]
	vgf2p8mulb	ymm23 {k5}, ymm19, ymmword ptr [r9 + 128]
	vgf2p8mulb	ymm24 {k6} {z}, ymm20, ymmword ptr [r10 + r8 - 128]
	vgf2p8mulb	zmm26, zmm25, zmmword ptr [r11 + 4096]
	vgf2p8mulb	zmm28, zmm27, zmmword ptr [r12 - 8192]
	vgf2p8mulb	zmm30, zmm29, zmmword ptr [r13 - 8256]
	vgf2p8mulb	zmm0 {k7}, zmm31, zmmword ptr [r14 - 4096]
	vgf2p8mulb	zmm2 {k1} {z}, zmm1, zmmword ptr [r15 + 2*r9 + 2147483647]
	vgf2p8mulb	xmm4, xmm3, xmm21
	vgf2p8mulb	xmm6 {k2}, xmm5, xmm22
	vgf2p8mulb	xmm8 {k3} {z}, xmm7, xmm23
	vgf2p8mulb	ymm10, ymm9, ymm24
	vgf2p8mulb	ymm12 {k4}, ymm11, ymm25
	vgf2p8mulb	ymm14 {k5} {z}, ymm13, ymm26
	vgf2p8mulb	zmm17, zmm16, zmm15
	vgf2p8mulb	zmm20 {k6}, zmm19, zmm18
	vgf2p8mulb	zmm23 {k7} {z}, zmm22, zmm21
