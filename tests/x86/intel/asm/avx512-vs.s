	.intel_syntax noprefix
	.text
	vscalefpd	xmm0, xmm16, xmmword ptr [rax]
	vscalefpd	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vscalefpd	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vscalefpd	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vscalefpd	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vscalefpd	ymm5, ymm21, ymmword ptr [rbp + 1]
	vscalefpd	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vscalefpd	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vscalefpd	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vscalefpd	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vscalefpd	zmm11, zmm10, zmmword ptr [r10 + 128]
	vscalefpd	zmm13, zmm12, zmmword ptr [r11 - 8192]
	vscalefpd	zmm15, zmm14, zmmword ptr [r12 - 8256]
	vscalefpd	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128]
	vscalefpd	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096]
	vscalefpd	xmm20, xmm26, qword ptr [r15 - 4096]{1to2}
	vscalefpd	xmm21, xmm27, qword ptr [rip + 1016]{1to2}
	vscalefpd	xmm22, xmm28, qword ptr [rax + 1024]{1to2}
	vscalefpd	xmm23 {k7}, xmm29, qword ptr [rcx + 8*rbx + 2147483647]{1to2}
	vscalefpd	xmm24 {k1} {z}, xmm30, qword ptr [rdx - 2147483648]{1to2}
	vscalefpd	ymm25, ymm31, qword ptr [rbx]{1to4}
	vscalefpd	ymm26, ymm16, qword ptr [rsp - 1024]{1to4}
	vscalefpd	ymm27, ymm17, qword ptr [rbp - 1032]{1to4}
	vscalefpd	ymm28 {k2}, ymm18, qword ptr [rsi + rbp + 64]{1to4}
	vscalefpd	ymm29 {k3} {z}, ymm19, qword ptr [rdi - 64]{1to4}
	vscalefpd	zmm31, zmm30, qword ptr [r8 + 1]{1to8}
	vscalefpd	zmm1, zmm0, qword ptr [r9 + 1016]{1to8}
	vscalefpd	zmm3, zmm2, qword ptr [r10 + 1024]{1to8}
	vscalefpd	zmm5 {k4}, zmm4, qword ptr [r11 + 2*rsi - 1]{1to8}
	vscalefpd	zmm7 {k5} {z}, zmm6, qword ptr [r12 + 127]{1to8}
	vscalefpd	xmm9, xmm8, xmm20
	vscalefpd	xmm11 {k6}, xmm10, xmm21
	vscalefpd	xmm13 {k7} {z}, xmm12, xmm22
	vscalefpd	ymm15, ymm14, ymm23
	vscalefpd	ymm17 {k1}, ymm16, ymm24
	vscalefpd	ymm19 {k2} {z}, ymm18, ymm25
	vscalefpd	zmm22, zmm21, zmm20
	vscalefpd	zmm25 {k3}, zmm24, zmm23
	vscalefpd	zmm28 {k4} {z}, zmm27, zmm26
	vscalefpd	zmm31, zmm30, zmm29, {rn-sae}
	vscalefpd	zmm2 {k5}, zmm1, zmm0, {rd-sae}
	vscalefpd	zmm5 {k6} {z}, zmm4, zmm3, {ru-sae}
	vscalefph	xmm6, xmm26, xmmword ptr [r13 + 128]
	vscalefph	xmm7, xmm27, xmmword ptr [r14 - 2048]
	vscalefph	xmm8, xmm28, xmmword ptr [r15 - 2064]
	vscalefph	xmm9 {k7}, xmm29, xmmword ptr [rip - 128]
	vscalefph	xmm10 {k1} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096]
	vscalefph	ymm11, ymm31, word ptr [rcx - 4096]{1to16}
	vscalefph	ymm12, ymm16, word ptr [rdx + 254]{1to16}
	vscalefph	ymm13, ymm17, word ptr [rbx + 256]{1to16}
	vscalefph	ymm14 {k2}, ymm18, word ptr [rsp + 2147483647]{1to16}
	vscalefph	ymm15 {k3} {z}, ymm19, word ptr [rbp + 8*r8 - 2147483648]{1to16}
	vscalefph	zmm17, zmm16, word ptr [rsi]{1to32}
	vscalefph	zmm19, zmm18, word ptr [rdi - 256]{1to32}
	vscalefph	zmm21, zmm20, word ptr [r8 - 258]{1to32}
	vscalefph	zmm23 {k4}, zmm22, word ptr [r9 + 64]{1to32}
	vscalefph	zmm25 {k5} {z}, zmm24, word ptr [r10 + r9 - 64]{1to32}
	vscalefph	xmm26, xmm20, word ptr [r11 + 1]{1to8}
	vscalefph	xmm27, xmm21, word ptr [r12 + 254]{1to8}
	vscalefph	xmm28, xmm22, word ptr [r13 + 256]{1to8}
	vscalefph	xmm29 {k6}, xmm23, word ptr [r14 - 1]{1to8}
	vscalefph	xmm30 {k7} {z}, xmm24, word ptr [r15 + 2*r10 + 127]{1to8}
	vscalefph	ymm31, ymm25, ymmword ptr [rip + 128]
	vscalefph	ymm0, ymm26, ymmword ptr [rax - 4096]
	vscalefph	ymm1, ymm27, ymmword ptr [rcx - 4128]
	vscalefph	ymm2 {k1}, ymm28, ymmword ptr [rdx - 128]
	vscalefph	ymm3 {k2} {z}, ymm29, ymmword ptr [rbx + 4096]
	vscalefph	zmm5, zmm4, zmmword ptr [rsp + 4*r11 - 4096]
	vscalefph	zmm7, zmm6, zmmword ptr [rbp + 8128]
	vscalefph	zmm9, zmm8, zmmword ptr [rsi + 8192]
	vscalefph	zmm11 {k3}, zmm10, zmmword ptr [rdi + 2147483647]
	vscalefph	zmm13 {k4} {z}, zmm12, zmmword ptr [r8 - 2147483648]
	vscalefph	xmm15, xmm14, xmm30
	vscalefph	xmm17 {k5}, xmm16, xmm31
	vscalefph	xmm19 {k6} {z}, xmm18, xmm16
	vscalefph	ymm21, ymm20, ymm17
	vscalefph	ymm23 {k7}, ymm22, ymm18
	vscalefph	ymm25 {k1} {z}, ymm24, ymm19
	vscalefph	zmm28, zmm27, zmm26
	vscalefph	zmm31 {k2}, zmm30, zmm29
	vscalefph	zmm2 {k3} {z}, zmm1, zmm0
	vscalefph	zmm5, zmm4, zmm3, {rz-sae}
	vscalefph	zmm8 {k4}, zmm7, zmm6, {rn-sae}
	vscalefph	zmm11 {k5} {z}, zmm10, zmm9, {rd-sae}
	vscalefps	xmm12, xmm20, xmmword ptr [r9 + 8*r12]
	vscalefps	xmm13, xmm21, xmmword ptr [r10 - 2048]
	vscalefps	xmm14, xmm22, xmmword ptr [r11 - 2064]
	vscalefps	xmm15 {k6}, xmm23, xmmword ptr [r12 + 64]
	vscalefps	xmm16 {k7} {z}, xmm24, xmmword ptr [r13 - 64]
	vscalefps	ymm17, ymm25, ymmword ptr [r14 + r13 + 1]
	vscalefps	ymm18, ymm26, ymmword ptr [r15 + 4064]
	vscalefps	ymm19, ymm27, ymmword ptr [rip + 4096]
	vscalefps	ymm20 {k1}, ymm28, ymmword ptr [rax - 1]
	vscalefps	ymm21 {k2} {z}, ymm29, ymmword ptr [rcx + 127]
	vscalefps	zmm23, zmm22, dword ptr [rdx + 2*r14 + 128]{1to16}
	vscalefps	zmm25, zmm24, dword ptr [rbx - 512]{1to16}
	vscalefps	zmm27, zmm26, dword ptr [rsp - 516]{1to16}
	vscalefps	zmm29 {k3}, zmm28, dword ptr [rbp - 128]{1to16}
	vscalefps	zmm31 {k4} {z}, zmm30, dword ptr [rsi + 4096]{1to16}
	vscalefps	xmm0, xmm30, dword ptr [rdi + 4*r15 - 4096]{1to4}
	vscalefps	xmm1, xmm31, dword ptr [r8 + 508]{1to4}
	vscalefps	xmm2, xmm16, dword ptr [r9 + 512]{1to4}
	vscalefps	xmm3 {k5}, xmm17, dword ptr [r10 + 2147483647]{1to4}
	vscalefps	xmm4 {k6} {z}, xmm18, dword ptr [r11 - 2147483648]{1to4}
	vscalefps	ymm5, ymm19, dword ptr [r12 + 8*rax]{1to8}
	vscalefps	ymm6, ymm20, dword ptr [r13 - 512]{1to8}
	vscalefps	ymm7, ymm21, dword ptr [r14 - 516]{1to8}
	vscalefps	ymm8 {k7}, ymm22, dword ptr [r15 + 64]{1to8}
	vscalefps	ymm9 {k1} {z}, ymm23, dword ptr [rip - 64]{1to8}
	vscalefps	zmm11, zmm10, zmmword ptr [rax + 1]
	vscalefps	zmm13, zmm12, zmmword ptr [rcx + 8128]
	vscalefps	zmm15, zmm14, zmmword ptr [rdx + 8192]
	vscalefps	zmm17 {k2}, zmm16, zmmword ptr [rbx + rcx - 1]
	vscalefps	zmm19 {k3} {z}, zmm18, zmmword ptr [rsp + 127]
	vscalefps	xmm21, xmm20, xmm24
	vscalefps	xmm23 {k4}, xmm22, xmm25
	vscalefps	xmm25 {k5} {z}, xmm24, xmm26
	vscalefps	ymm28, ymm26, ymm27
	vscalefps	ymm30 {k6}, ymm29, ymm28
	vscalefps	ymm0 {k7} {z}, ymm31, ymm29
	vscalefps	zmm3, zmm2, zmm1
	vscalefps	zmm6 {k1}, zmm5, zmm4
	vscalefps	zmm9 {k2} {z}, zmm8, zmm7
	vscalefps	zmm12, zmm11, zmm10, {ru-sae}
	vscalefps	zmm15 {k3}, zmm14, zmm13, {rz-sae}
	vscalefps	zmm18 {k4} {z}, zmm17, zmm16, {rn-sae}
	vscalefsd	xmm19, xmm30, qword ptr [rbp + 128]
	vscalefsd	xmm20, xmm31, qword ptr [rsi - 1024]
	vscalefsd	xmm21, xmm16, qword ptr [rdi - 1032]
	vscalefsd	xmm22 {k5}, xmm17, qword ptr [r8 + 2*rdx - 128]
	vscalefsd	xmm23 {k6} {z}, xmm18, qword ptr [r9 + 4096]
	vscalefsd	xmm25, xmm24, xmm19
	vscalefsd	xmm27 {k7}, xmm26, xmm20
	vscalefsd	xmm29 {k1} {z}, xmm28, xmm21
	vscalefsd	xmm31, xmm30, xmm22, {rd-sae}
	vscalefsd	xmm1 {k2}, xmm0, xmm23, {ru-sae}
	vscalefsd	xmm3 {k3} {z}, xmm2, xmm24, {rz-sae}
	vscalefsh	xmm4, xmm25, word ptr [r10 - 4096]
	vscalefsh	xmm5, xmm26, word ptr [r11 + 254]
	vscalefsh	xmm6, xmm27, word ptr [r12 + 256]
	vscalefsh	xmm7 {k4}, xmm28, word ptr [r13 + 4*rbx + 2147483647]
	vscalefsh	xmm8 {k5} {z}, xmm29, word ptr [r14 - 2147483648]
	vscalefsh	xmm10, xmm9, xmm30
	vscalefsh	xmm12 {k6}, xmm11, xmm31
	vscalefsh	xmm14 {k7} {z}, xmm13, xmm16
	vscalefsh	xmm16, xmm15, xmm17, {rn-sae}
	vscalefsh	xmm19 {k1}, xmm17, xmm18, {rd-sae}
	vscalefsh	xmm21 {k2} {z}, xmm20, xmm19, {ru-sae}
	vscalefss	xmm22, xmm20, dword ptr [r15]
	vscalefss	xmm23, xmm21, dword ptr [rip - 512]
	vscalefss	xmm24, xmm22, dword ptr [rax - 516]
	vscalefss	xmm25 {k3}, xmm23, dword ptr [rcx + 8*rbp + 64]
	vscalefss	xmm26 {k4} {z}, xmm24, dword ptr [rdx - 64]
	vscalefss	xmm28, xmm27, xmm25
	vscalefss	xmm30 {k5}, xmm29, xmm26
	vscalefss	xmm0 {k6} {z}, xmm31, xmm27
	vscalefss	xmm2, xmm1, xmm28, {rz-sae}
	vscalefss	xmm4 {k7}, xmm3, xmm29, {rn-sae}
	vscalefss	xmm6 {k1} {z}, xmm5, xmm30, {rd-sae}
	vscatterdpd	xmmword ptr [rbx + xmm0 + 1] {k2}, xmm31
	vscatterdpd	ymmword ptr [rsp + 2*xmm1 - 1] {k3}, ymm16
	vscatterdpd	zmmword ptr [rbp + 4*ymm2 + 127] {k4}, zmm7
	vscatterdps	xmmword ptr [rsi + 8*xmm3 + 128] {k5}, xmm17
	vscatterdps	ymmword ptr [rdi + ymm4 - 128] {k6}, ymm18
	vscatterdps	zmmword ptr [r8 + 2*zmm5 + 4096] {k7}, zmm8
	vscatterqpd	xmmword ptr [rax + 4*xmm14 + 127] {k2}, xmm19
	vscatterqpd	ymmword ptr [rcx + 8*ymm15 + 128] {k3}, ymm20
	vscatterqpd	zmmword ptr [rdx + zmm16 - 128] {k4}, zmm9
	vscatterqps	qword ptr [rbx + 2*xmm17 + 4096] {k5}, xmm21
	vscatterqps	xmmword ptr [rsp + 4*ymm18 - 4096] {k6}, xmm22
	vscatterqps	ymmword ptr [rbp + 8*zmm19 + 2147483647] {k7}, ymm23
	vshuff32x4	ymm10, ymm24, ymmword ptr [rsi - 2147483648], 0
	vshuff32x4	ymm11, ymm25, ymmword ptr [rdi + 4064], 1
	vshuff32x4	ymm12, ymm26, ymmword ptr [r8 + 4096], 127
	vshuff32x4	ymm13 {k1}, ymm27, ymmword ptr [r9 + rsi], 255
	vshuff32x4	ymm14 {k2} {z}, ymm28, ymmword ptr [r10 + 64], 3
	vshuff32x4	zmm16, zmm15, dword ptr [r11 - 64]{1to16}, 128
	vshuff32x4	zmm18, zmm17, dword ptr [r12 - 512]{1to16}, 64
	vshuff32x4	zmm20, zmm19, dword ptr [r13 - 516]{1to16}, 17
	vshuff32x4	zmm22 {k3}, zmm21, dword ptr [r14 + 2*rdi + 1]{1to16}, 0
	vshuff32x4	zmm24 {k4} {z}, zmm23, dword ptr [r15 - 1]{1to16}, 1
	vshuff32x4	ymm25, ymm29, dword ptr [rip + 127]{1to8}, 127
	vshuff32x4	ymm26, ymm30, dword ptr [rax + 508]{1to8}, 255
	vshuff32x4	ymm27, ymm31, dword ptr [rcx + 512]{1to8}, 3
	vshuff32x4	ymm28 {k5}, ymm16, dword ptr [rdx + 128]{1to8}, 128
	vshuff32x4	ymm29 {k6} {z}, ymm17, dword ptr [rbx + 4*r8 - 128]{1to8}, 64
	vshuff32x4	zmm31, zmm30, zmmword ptr [rsp + 4096], 17
	vshuff32x4	zmm1, zmm0, zmmword ptr [rbp - 8192], 0
	vshuff32x4	zmm3, zmm2, zmmword ptr [rsi - 8256], 1
	vshuff32x4	zmm5 {k7}, zmm4, zmmword ptr [rdi - 4096], 127
	vshuff32x4	zmm7 {k1} {z}, zmm6, zmmword ptr [r8 + 8*r9 + 2147483647], 255
	vshuff32x4	ymm9, ymm8, ymm18, 3
	vshuff32x4	ymm11 {k2}, ymm10, ymm19, 128
	vshuff32x4	ymm13 {k3} {z}, ymm12, ymm20, 64
	vshuff32x4	zmm16, zmm15, zmm14, 17
	vshuff32x4	zmm19 {k4}, zmm18, zmm17, 0
	vshuff32x4	zmm22 {k5} {z}, zmm21, zmm20, 1
	vshuff64x2	ymm23, ymm21, ymmword ptr [r9 - 2147483648], 127
	vshuff64x2	ymm24, ymm22, ymmword ptr [r10 + 4064], 255
	vshuff64x2	ymm25, ymm23, ymmword ptr [r11 + 4096], 3
	vshuff64x2	ymm26 {k6}, ymm24, ymmword ptr [r12], 128
	vshuff64x2	ymm27 {k7} {z}, ymm25, ymmword ptr [r13 + r10 + 64], 64
	vshuff64x2	zmm29, zmm28, zmmword ptr [r14 - 64], 17
	vshuff64x2	zmm31, zmm30, zmmword ptr [r15 - 8192], 0
	vshuff64x2	zmm1, zmm0, zmmword ptr [rip - 8256], 1
	vshuff64x2	zmm3 {k1}, zmm2, zmmword ptr [rax + 1], 127
	vshuff64x2	zmm5 {k2} {z}, zmm4, zmmword ptr [rcx + 2*r11 - 1], 255
	vshuff64x2	ymm6, ymm26, qword ptr [rdx + 127]{1to4}, 3
	vshuff64x2	ymm7, ymm27, qword ptr [rbx + 1016]{1to4}, 128
	vshuff64x2	ymm8, ymm28, qword ptr [rsp + 1024]{1to4}, 64
	vshuff64x2	ymm9 {k3}, ymm29, qword ptr [rbp + 128]{1to4}, 17
	vshuff64x2	ymm10 {k4} {z}, ymm30, qword ptr [rsi + 4*r12 - 128]{1to4}, 0
	vshuff64x2	zmm12, zmm11, qword ptr [rdi + 4096]{1to8}, 1
	vshuff64x2	zmm14, zmm13, qword ptr [r8 - 1024]{1to8}, 127
	vshuff64x2	zmm16, zmm15, qword ptr [r9 - 1032]{1to8}, 255
	vshuff64x2	zmm18 {k5}, zmm17, qword ptr [r10 - 4096]{1to8}, 3
	vshuff64x2	zmm20 {k6} {z}, zmm19, qword ptr [r11 + 8*r13 + 2147483647]{1to8}, 128
	vshuff64x2	ymm22, ymm21, ymm31, 64
	vshuff64x2	ymm24 {k7}, ymm23, ymm16, 17
	vshuff64x2	ymm26 {k1} {z}, ymm25, ymm17, 0
	vshuff64x2	zmm29, zmm28, zmm27, 1
	vshuff64x2	zmm0 {k2}, zmm31, zmm30, 127
	vshuff64x2	zmm3 {k3} {z}, zmm2, zmm1, 255
	vshufi32x4	ymm4, ymm18, ymmword ptr [r12 - 2147483648], 3
	vshufi32x4	ymm5, ymm19, ymmword ptr [r13 + 4064], 128
	vshufi32x4	ymm6, ymm20, ymmword ptr [r14 + 4096], 64
	vshufi32x4	ymm7 {k4}, ymm21, ymmword ptr [r15], 17
	vshufi32x4	ymm8 {k5} {z}, ymm22, ymmword ptr [rip + 64], 0
	vshufi32x4	zmm10, zmm9, dword ptr [rax + r14 - 64]{1to16}, 1
	vshufi32x4	zmm12, zmm11, dword ptr [rcx - 512]{1to16}, 127
	vshufi32x4	zmm14, zmm13, dword ptr [rdx - 516]{1to16}, 255
	vshufi32x4	zmm16 {k6}, zmm15, dword ptr [rbx + 1]{1to16}, 3
	vshufi32x4	zmm18 {k7} {z}, zmm17, dword ptr [rsp - 1]{1to16}, 128
	vshufi32x4	ymm19, ymm23, dword ptr [rbp + 2*r15 + 127]{1to8}, 64
	vshufi32x4	ymm20, ymm24, dword ptr [rsi + 508]{1to8}, 17
	vshufi32x4	ymm21, ymm25, dword ptr [rdi + 512]{1to8}, 0
	vshufi32x4	ymm22 {k1}, ymm26, dword ptr [r8 + 128]{1to8}, 1
	vshufi32x4	ymm23 {k2} {z}, ymm27, dword ptr [r9 - 128]{1to8}, 127
	vshufi32x4	zmm25, zmm24, zmmword ptr [r10 + 4*rax + 4096], 255
	vshufi32x4	zmm27, zmm26, zmmword ptr [r11 - 8192], 3
	vshufi32x4	zmm29, zmm28, zmmword ptr [r12 - 8256], 128
	vshufi32x4	zmm31 {k3}, zmm30, zmmword ptr [r13 - 4096], 64
	vshufi32x4	zmm1 {k4} {z}, zmm0, zmmword ptr [r14 + 2147483647], 17
	vshufi32x4	ymm3, ymm2, ymm28, 0
	vshufi32x4	ymm5 {k5}, ymm4, ymm29, 1
	vshufi32x4	ymm7 {k6} {z}, ymm6, ymm30, 127
	vshufi32x4	zmm10, zmm9, zmm8, 255
	vshufi32x4	zmm13 {k7}, zmm12, zmm11, 3
	vshufi32x4	zmm16 {k1} {z}, zmm15, zmm14, 128
	vshufi64x2	ymm17, ymm31, ymmword ptr [r15 + 8*rcx - 2147483648], 64
	vshufi64x2	ymm18, ymm16, ymmword ptr [rip + 4064], 17
	vshufi64x2	ymm19, ymm17, ymmword ptr [rax + 4096], 0
	vshufi64x2	ymm20 {k2}, ymm18, ymmword ptr [rcx], 1
	vshufi64x2	ymm21 {k3} {z}, ymm19, ymmword ptr [rdx + 64], 127
	vshufi64x2	zmm23, zmm22, zmmword ptr [rbx + rdx - 64], 255
	vshufi64x2	zmm25, zmm24, zmmword ptr [rsp - 8192], 3
	vshufi64x2	zmm27, zmm26, zmmword ptr [rbp - 8256], 128
	vshufi64x2	zmm29 {k4}, zmm28, zmmword ptr [rsi + 1], 64
	vshufi64x2	zmm31 {k5} {z}, zmm30, zmmword ptr [rdi - 1], 17
	vshufi64x2	ymm0, ymm20, qword ptr [r8 + 2*rbx + 127]{1to4}, 0
	vshufi64x2	ymm1, ymm21, qword ptr [r9 + 1016]{1to4}, 1
	vshufi64x2	ymm2, ymm22, qword ptr [r10 + 1024]{1to4}, 127
	vshufi64x2	ymm3 {k6}, ymm23, qword ptr [r11 + 128]{1to4}, 255
	vshufi64x2	ymm4 {k7} {z}, ymm24, qword ptr [r12 - 128]{1to4}, 3
	vshufi64x2	zmm6, zmm5, qword ptr [r13 + 4*rbp + 4096]{1to8}, 128
	vshufi64x2	zmm8, zmm7, qword ptr [r14 - 1024]{1to8}, 64
	vshufi64x2	zmm10, zmm9, qword ptr [r15 - 1032]{1to8}, 17
	vshufi64x2	zmm12 {k1}, zmm11, qword ptr [rip - 4096]{1to8}, 0
	vshufi64x2	zmm14 {k2} {z}, zmm13, qword ptr [rax + 2147483647]{1to8}, 1
	vshufi64x2	ymm16, ymm15, ymm25, 127
	vshufi64x2	ymm18 {k3}, ymm17, ymm26, 255
	vshufi64x2	ymm20 {k4} {z}, ymm19, ymm27, 3
	vshufi64x2	zmm23, zmm22, zmm21, 128
	vshufi64x2	zmm26 {k5}, zmm25, zmm24, 64
	vshufi64x2	zmm29 {k6} {z}, zmm28, zmm27, 17
	vshufpd	xmm30, xmm28, xmmword ptr [rcx - 2147483648], 0
	vshufpd	xmm31, xmm29, xmmword ptr [rdx + 2032], 1
	vshufpd	xmm0, xmm30, xmmword ptr [rbx + 2048], 127
	vshufpd	xmm1 {k7}, xmm31, xmmword ptr [rsp + 8*rsi], 255
	vshufpd	xmm2 {k1} {z}, xmm16, xmmword ptr [rbp + 64], 3
	vshufpd	ymm3, ymm17, ymmword ptr [rsi - 64], 128
	vshufpd	ymm4, ymm18, ymmword ptr [rdi - 4096], 64
	vshufpd	ymm5, ymm19, ymmword ptr [r8 - 4128], 17
	vshufpd	ymm6 {k2}, ymm20, ymmword ptr [r9 + rdi + 1], 0
	vshufpd	ymm7 {k3} {z}, ymm21, ymmword ptr [r10 - 1], 1
	vshufpd	zmm9, zmm8, zmmword ptr [r11 + 127], 127
	vshufpd	zmm11, zmm10, zmmword ptr [r12 + 8128], 255
	vshufpd	zmm13, zmm12, zmmword ptr [r13 + 8192], 3
	vshufpd	zmm15 {k4}, zmm14, zmmword ptr [r14 + 2*r8 + 128], 128
	vshufpd	zmm17 {k5} {z}, zmm16, zmmword ptr [r15 - 128], 64
	vshufpd	xmm18, xmm22, qword ptr [rip + 4096]{1to2}, 17
	vshufpd	xmm19, xmm23, qword ptr [rax - 1024]{1to2}, 0
	vshufpd	xmm20, xmm24, qword ptr [rcx - 1032]{1to2}, 1
	vshufpd	xmm21 {k6}, xmm25, qword ptr [rdx - 4096]{1to2}, 127
	vshufpd	xmm22 {k7} {z}, xmm26, qword ptr [rbx + 4*r9 + 2147483647]{1to2}, 255
	vshufpd	ymm23, ymm27, qword ptr [rsp - 2147483648]{1to4}, 3
	vshufpd	ymm24, ymm28, qword ptr [rbp + 1016]{1to4}, 128
	vshufpd	ymm25, ymm29, qword ptr [rsi + 1024]{1to4}, 64
	vshufpd	ymm26 {k1}, ymm30, qword ptr [rdi]{1to4}, 17
	vshufpd	ymm27 {k2} {z}, ymm31, qword ptr [r8 + 8*r10 + 64]{1to4}, 0
	vshufpd	zmm29, zmm28, qword ptr [r9 - 64]{1to8}, 1
	vshufpd	zmm31, zmm30, qword ptr [r10 - 1024]{1to8}, 127
	vshufpd	zmm1, zmm0, qword ptr [r11 - 1032]{1to8}, 255
	vshufpd	zmm3 {k3}, zmm2, qword ptr [r12 + 1]{1to8}, 3
	vshufpd	zmm5 {k4} {z}, zmm4, qword ptr [r13 + r11 - 1]{1to8}, 128
	vshufpd	xmm7, xmm6, xmm16, 64
	vshufpd	xmm9 {k5}, xmm8, xmm17, 17
	vshufpd	xmm11 {k6} {z}, xmm10, xmm18, 0
	vshufpd	ymm13, ymm12, ymm19, 1
	vshufpd	ymm15 {k7}, ymm14, ymm20, 127
	vshufpd	ymm17 {k1} {z}, ymm16, ymm21, 255
	vshufpd	zmm20, zmm19, zmm18, 3
	vshufpd	zmm23 {k2}, zmm22, zmm21, 128
	vshufpd	zmm26 {k3} {z}, zmm25, zmm24, 64
	vshufps	xmm27, xmm22, xmmword ptr [r14 + 127], 17
	vshufps	xmm28, xmm23, xmmword ptr [r15 + 2032], 0
	vshufps	xmm29, xmm24, xmmword ptr [rip + 2048], 1
	vshufps	xmm30 {k4}, xmm25, xmmword ptr [rax + 128], 127
	vshufps	xmm31 {k5} {z}, xmm26, xmmword ptr [rcx + 2*r12 - 128], 255
	vshufps	ymm0, ymm27, ymmword ptr [rdx + 4096], 3
	vshufps	ymm1, ymm28, ymmword ptr [rbx - 4096], 128
	vshufps	ymm2, ymm29, ymmword ptr [rsp - 4128], 64
	vshufps	ymm3 {k6}, ymm30, ymmword ptr [rbp - 4096], 17
	vshufps	ymm4 {k7} {z}, ymm31, ymmword ptr [rsi + 4*r13 + 2147483647], 0
	vshufps	zmm6, zmm5, dword ptr [rdi - 2147483648]{1to16}, 1
	vshufps	zmm8, zmm7, dword ptr [r8 + 508]{1to16}, 127
	vshufps	zmm10, zmm9, dword ptr [r9 + 512]{1to16}, 255
	vshufps	zmm12 {k1}, zmm11, dword ptr [r10]{1to16}, 3
	vshufps	zmm14 {k2} {z}, zmm13, dword ptr [r11 + 8*r14 + 64]{1to16}, 128
	vshufps	xmm15, xmm16, dword ptr [r12 - 64]{1to4}, 64
	vshufps	xmm16, xmm17, dword ptr [r13 - 512]{1to4}, 17
	vshufps	xmm17, xmm18, dword ptr [r14 - 516]{1to4}, 0
	vshufps	xmm18 {k3}, xmm19, dword ptr [r15 + 1]{1to4}, 1
	vshufps	xmm19 {k4} {z}, xmm20, dword ptr [rip - 1]{1to4}, 127
	vshufps	ymm20, ymm21, dword ptr [rax + r15 + 127]{1to8}, 255
	vshufps	ymm21, ymm22, dword ptr [rcx + 508]{1to8}, 3
	vshufps	ymm22, ymm23, dword ptr [rdx + 512]{1to8}, 128
	vshufps	ymm23 {k5}, ymm24, dword ptr [rbx + 128]{1to8}, 64
	vshufps	ymm24 {k6} {z}, ymm25, dword ptr [rsp - 128]{1to8}, 17
	vshufps	zmm26, zmm25, zmmword ptr [rbp + 2*rax + 4096], 0
	vshufps	zmm28, zmm27, zmmword ptr [rsi - 8192], 1
	vshufps	zmm30, zmm29, zmmword ptr [rdi - 8256], 127
	vshufps	zmm0 {k7}, zmm31, zmmword ptr [r8 - 4096], 255
	vshufps	zmm2 {k1} {z}, zmm1, zmmword ptr [r9 + 2147483647], 3
	vshufps	xmm4, xmm3, xmm26, 128
	vshufps	xmm6 {k2}, xmm5, xmm27, 64
	vshufps	xmm8 {k3} {z}, xmm7, xmm28, 17
	vshufps	ymm10, ymm9, ymm29, 0
	vshufps	ymm12 {k4}, ymm11, ymm30, 1
	vshufps	ymm14 {k5} {z}, ymm13, ymm31, 127
	vshufps	zmm17, zmm16, zmm15, 255
	vshufps	zmm20 {k6}, zmm19, zmm18, 3
	vshufps	zmm23 {k7} {z}, zmm22, zmm21, 128
	vsqrtpd	xmm16, xmmword ptr [r10 + 4*rcx - 2147483648]
	vsqrtpd	xmm17, xmmword ptr [r11 + 2032]
	vsqrtpd	xmm18, xmmword ptr [r12 + 2048]
	vsqrtpd	xmm19 {k1}, xmmword ptr [r13]
	vsqrtpd	xmm20 {k2} {z}, xmmword ptr [r14 + 64]
	vsqrtpd	ymm21, ymmword ptr [r15 + 8*rdx - 64]
	vsqrtpd	ymm22, ymmword ptr [rip - 4096]
	vsqrtpd	ymm23, ymmword ptr [rax - 4128]
	vsqrtpd	ymm24 {k3}, ymmword ptr [rcx + 1]
	vsqrtpd	ymm25 {k4} {z}, ymmword ptr [rdx - 1]
	vsqrtpd	zmm24, zmmword ptr [rbx + rbx + 127]
	vsqrtpd	zmm25, zmmword ptr [rsp + 8128]
	vsqrtpd	zmm26, zmmword ptr [rbp + 8192]
	vsqrtpd	zmm27 {k5}, zmmword ptr [rsi + 128]
	vsqrtpd	zmm28 {k6} {z}, zmmword ptr [rdi - 128]
	vsqrtpd	xmm26, qword ptr [r8 + 2*rbp + 4096]{1to2}
	vsqrtpd	xmm27, qword ptr [r9 - 1024]{1to2}
	vsqrtpd	xmm28, qword ptr [r10 - 1032]{1to2}
	vsqrtpd	xmm29 {k7}, qword ptr [r11 - 4096]{1to2}
	vsqrtpd	xmm30 {k1} {z}, qword ptr [r12 + 2147483647]{1to2}
	vsqrtpd	ymm31, qword ptr [r13 + 4*rsi - 2147483648]{1to4}
	vsqrtpd	ymm16, qword ptr [r14 + 1016]{1to4}
	vsqrtpd	ymm17, qword ptr [r15 + 1024]{1to4}
	vsqrtpd	ymm18 {k2}, qword ptr [rip]{1to4}
	vsqrtpd	ymm19 {k3} {z}, qword ptr [rax + 64]{1to4}
	vsqrtpd	zmm29, qword ptr [rcx - 64]{1to8}
	vsqrtpd	zmm30, qword ptr [rdx - 1024]{1to8}
	vsqrtpd	zmm31, qword ptr [rbx - 1032]{1to8}
	vsqrtpd	zmm0 {k4}, qword ptr [rsp + 8*rdi + 1]{1to8}
	vsqrtpd	zmm1 {k5} {z}, qword ptr [rbp - 1]{1to8}
	vsqrtpd	xmm2, xmm20
	vsqrtpd	xmm3 {k6}, xmm21
	vsqrtpd	xmm4 {k7} {z}, xmm22
	vsqrtpd	ymm5, ymm23
	vsqrtpd	ymm6 {k1}, ymm24
	vsqrtpd	ymm7 {k2} {z}, ymm25
	vsqrtpd	zmm9, zmm8
	vsqrtpd	zmm11 {k3}, zmm10
	vsqrtpd	zmm13 {k4} {z}, zmm12
	vsqrtpd	zmm15, zmm14, {ru-sae}
	vsqrtpd	zmm17 {k5}, zmm16, {rz-sae}
	vsqrtpd	zmm19 {k6} {z}, zmm18, {rn-sae}
	vsqrtph	xmm26, xmmword ptr [rsi + 127]
	vsqrtph	xmm27, xmmword ptr [rdi + 2032]
	vsqrtph	xmm28, xmmword ptr [r8 + 2048]
	vsqrtph	xmm29 {k7}, xmmword ptr [r9 + r8 + 128]
	vsqrtph	xmm30 {k1} {z}, xmmword ptr [r10 - 128]
	vsqrtph	ymm31, word ptr [r11 + 4096]{1to16}
	vsqrtph	ymm16, word ptr [r12 - 256]{1to16}
	vsqrtph	ymm17, word ptr [r13 - 258]{1to16}
	vsqrtph	ymm18 {k2}, word ptr [r14 + 2*r9 - 4096]{1to16}
	vsqrtph	ymm19 {k3} {z}, word ptr [r15 + 2147483647]{1to16}
	vsqrtph	zmm20, word ptr [rip - 2147483648]{1to32}
	vsqrtph	zmm21, word ptr [rax + 254]{1to32}
	vsqrtph	zmm22, word ptr [rcx + 256]{1to32}
	vsqrtph	zmm23 {k4}, word ptr [rdx]{1to32}
	vsqrtph	zmm24 {k5} {z}, word ptr [rbx + 4*r10 + 64]{1to32}
	vsqrtph	xmm20, word ptr [rsp - 64]{1to8}
	vsqrtph	xmm21, word ptr [rbp - 256]{1to8}
	vsqrtph	xmm22, word ptr [rsi - 258]{1to8}
	vsqrtph	xmm23 {k6}, word ptr [rdi + 1]{1to8}
	vsqrtph	xmm24 {k7} {z}, word ptr [r8 + 8*r11 - 1]{1to8}
	vsqrtph	ymm25, ymmword ptr [r9 + 127]
	vsqrtph	ymm26, ymmword ptr [r10 + 4064]
	vsqrtph	ymm27, ymmword ptr [r11 + 4096]
	vsqrtph	ymm28 {k1}, ymmword ptr [r12 + 128]
	vsqrtph	ymm29 {k2} {z}, ymmword ptr [r13 + r12 - 128]
	vsqrtph	zmm25, zmmword ptr [r14 + 4096]
	vsqrtph	zmm26, zmmword ptr [r15 - 8192]
	vsqrtph	zmm27, zmmword ptr [rip - 8256]
	vsqrtph	zmm28 {k3}, zmmword ptr [rax - 4096]
	vsqrtph	zmm29 {k4} {z}, zmmword ptr [rcx + 2*r13 + 2147483647]
	vsqrtph	xmm31, xmm30
	vsqrtph	xmm0 {k5}, xmm31
	vsqrtph	xmm1 {k6} {z}, xmm16
	vsqrtph	ymm2, ymm17
	vsqrtph	ymm3 {k7}, ymm18
	vsqrtph	ymm4 {k1} {z}, ymm19
	vsqrtph	zmm6, zmm5
	vsqrtph	zmm8 {k2}, zmm7
	vsqrtph	zmm10 {k3} {z}, zmm9
	vsqrtph	zmm12, zmm11, {rd-sae}
	vsqrtph	zmm14 {k4}, zmm13, {ru-sae}
	vsqrtph	zmm16 {k5} {z}, zmm15, {rz-sae}
	vsqrtps	xmm20, xmmword ptr [rdx - 2147483648]
	vsqrtps	xmm21, xmmword ptr [rbx + 2032]
	vsqrtps	xmm22, xmmword ptr [rsp + 2048]
	vsqrtps	xmm23 {k6}, xmmword ptr [rbp]
	vsqrtps	xmm24 {k7} {z}, xmmword ptr [rsi + 4*r14 + 64]
	vsqrtps	ymm25, ymmword ptr [rdi - 64]
	vsqrtps	ymm26, ymmword ptr [r8 - 4096]
	vsqrtps	ymm27, ymmword ptr [r9 - 4128]
	vsqrtps	ymm28 {k1}, ymmword ptr [r10 + 1]
	vsqrtps	ymm29 {k2} {z}, ymmword ptr [r11 + 8*r15 - 1]
	vsqrtps	zmm17, dword ptr [r12 + 127]{1to16}
	vsqrtps	zmm18, dword ptr [r13 + 508]{1to16}
	vsqrtps	zmm19, dword ptr [r14 + 512]{1to16}
	vsqrtps	zmm20 {k3}, dword ptr [r15 + 128]{1to16}
	vsqrtps	zmm21 {k4} {z}, dword ptr [rip - 128]{1to16}
	vsqrtps	xmm30, dword ptr [rax + rax + 4096]{1to4}
	vsqrtps	xmm31, dword ptr [rcx - 512]{1to4}
	vsqrtps	xmm16, dword ptr [rdx - 516]{1to4}
	vsqrtps	xmm17 {k5}, dword ptr [rbx - 4096]{1to4}
	vsqrtps	xmm18 {k6} {z}, dword ptr [rsp + 2147483647]{1to4}
	vsqrtps	ymm19, dword ptr [rbp + 2*rcx - 2147483648]{1to8}
	vsqrtps	ymm20, dword ptr [rsi + 508]{1to8}
	vsqrtps	ymm21, dword ptr [rdi + 512]{1to8}
	vsqrtps	ymm22 {k7}, dword ptr [r8]{1to8}
	vsqrtps	ymm23 {k1} {z}, dword ptr [r9 + 64]{1to8}
	vsqrtps	zmm22, zmmword ptr [r10 + 4*rdx - 64]
	vsqrtps	zmm23, zmmword ptr [r11 - 8192]
	vsqrtps	zmm24, zmmword ptr [r12 - 8256]
	vsqrtps	zmm25 {k2}, zmmword ptr [r13 + 1]
	vsqrtps	zmm26 {k3} {z}, zmmword ptr [r14 - 1]
	vsqrtps	xmm27, xmm24
	vsqrtps	xmm28 {k4}, xmm25
	vsqrtps	xmm29 {k5} {z}, xmm26
	vsqrtps	ymm30, ymm27
	vsqrtps	ymm31 {k6}, ymm28
	vsqrtps	ymm0 {k7} {z}, ymm29
	vsqrtps	zmm2, zmm1
	vsqrtps	zmm4 {k1}, zmm3
	vsqrtps	zmm6 {k2} {z}, zmm5
	vsqrtps	zmm8, zmm7, {rn-sae}
	vsqrtps	zmm10 {k3}, zmm9, {rd-sae}
	vsqrtps	zmm12 {k4} {z}, zmm11, {ru-sae}
	vsqrtsd	xmm13, xmm30, qword ptr [r15 + 8*rbx + 127]
	vsqrtsd	xmm14, xmm31, qword ptr [rip + 1016]
	vsqrtsd	xmm15, xmm16, qword ptr [rax + 1024]
	vsqrtsd	xmm16 {k5}, xmm17, qword ptr [rcx + 128]
	vsqrtsd	xmm17 {k6} {z}, xmm18, qword ptr [rdx - 128]
	vsqrtsd	xmm20, xmm18, xmm19
	vsqrtsd	xmm22 {k7}, xmm21, xmm20
	vsqrtsd	xmm24 {k1} {z}, xmm23, xmm21
	vsqrtsd	xmm26, xmm25, xmm22, {rz-sae}
	vsqrtsd	xmm28 {k2}, xmm27, xmm23, {rn-sae}
	vsqrtsd	xmm30 {k3} {z}, xmm29, xmm24, {rd-sae}
	vsqrtsh	xmm31, xmm25, word ptr [rbx + rbp + 4096]
	vsqrtsh	xmm0, xmm26, word ptr [rsp - 256]
	vsqrtsh	xmm1, xmm27, word ptr [rbp - 258]
	vsqrtsh	xmm2 {k4}, xmm28, word ptr [rsi - 4096]
	vsqrtsh	xmm3 {k5} {z}, xmm29, word ptr [rdi + 2147483647]
	vsqrtsh	xmm5, xmm4, xmm30
	vsqrtsh	xmm7 {k6}, xmm6, xmm31
	vsqrtsh	xmm9 {k7} {z}, xmm8, xmm16
	vsqrtsh	xmm11, xmm10, xmm17, {ru-sae}
	vsqrtsh	xmm13 {k1}, xmm12, xmm18, {rz-sae}
	vsqrtsh	xmm15 {k2} {z}, xmm14, xmm19, {rn-sae}
	vsqrtss	xmm16, xmm20, dword ptr [r8 + 2*rsi - 2147483648]
	vsqrtss	xmm17, xmm21, dword ptr [r9 + 508]
	vsqrtss	xmm18, xmm22, dword ptr [r10 + 512]
	vsqrtss	xmm19 {k3}, xmm23, dword ptr [r11]
	vsqrtss	xmm20 {k4} {z}, xmm24, dword ptr [r12 + 64]
	vsqrtss	xmm22, xmm21, xmm25
	vsqrtss	xmm24 {k5}, xmm23, xmm26
	vsqrtss	xmm26 {k6} {z}, xmm25, xmm27
	vsqrtss	xmm29, xmm27, xmm28, {rd-sae}
	vsqrtss	xmm31 {k7}, xmm30, xmm29, {ru-sae}
	vsqrtss	xmm1 {k1} {z}, xmm0, xmm30, {rz-sae}
	vsubpd	xmm2, xmm31, xmmword ptr [r13 + 4*rdi - 64]
	vsubpd	xmm3, xmm16, xmmword ptr [r14 - 2048]
	vsubpd	xmm4, xmm17, xmmword ptr [r15 - 2064]
	vsubpd	xmm5 {k2}, xmm18, xmmword ptr [rip + 1]
	vsubpd	xmm6 {k3} {z}, xmm19, xmmword ptr [rax - 1]
	vsubpd	ymm7, ymm20, ymmword ptr [rcx + 127]
	vsubpd	ymm8, ymm21, ymmword ptr [rdx + 4064]
	vsubpd	ymm9, ymm22, ymmword ptr [rbx + 4096]
	vsubpd	ymm10 {k4}, ymm23, ymmword ptr [rsp + 8*r8 + 128]
	vsubpd	ymm11 {k5} {z}, ymm24, ymmword ptr [rbp - 128]
	vsubpd	zmm13, zmm12, zmmword ptr [rsi + 4096]
	vsubpd	zmm15, zmm14, zmmword ptr [rdi - 8192]
	vsubpd	zmm17, zmm16, zmmword ptr [r8 - 8256]
	vsubpd	zmm19 {k6}, zmm18, zmmword ptr [r9 + r9 - 4096]
	vsubpd	zmm21 {k7} {z}, zmm20, zmmword ptr [r10 + 2147483647]
	vsubpd	xmm22, xmm25, qword ptr [r11 - 2147483648]{1to2}
	vsubpd	xmm23, xmm26, qword ptr [r12 + 1016]{1to2}
	vsubpd	xmm24, xmm27, qword ptr [r13 + 1024]{1to2}
	vsubpd	xmm25 {k1}, xmm28, qword ptr [r14 + 2*r10]{1to2}
	vsubpd	xmm26 {k2} {z}, xmm29, qword ptr [r15 + 64]{1to2}
	vsubpd	ymm27, ymm30, qword ptr [rip - 64]{1to4}
	vsubpd	ymm28, ymm31, qword ptr [rax - 1024]{1to4}
	vsubpd	ymm29, ymm16, qword ptr [rcx - 1032]{1to4}
	vsubpd	ymm30 {k3}, ymm17, qword ptr [rdx + 1]{1to4}
	vsubpd	ymm31 {k4} {z}, ymm18, qword ptr [rbx + 4*r11 - 1]{1to4}
	vsubpd	zmm1, zmm0, qword ptr [rsp + 127]{1to8}
	vsubpd	zmm3, zmm2, qword ptr [rbp + 1016]{1to8}
	vsubpd	zmm5, zmm4, qword ptr [rsi + 1024]{1to8}
	vsubpd	zmm7 {k5}, zmm6, qword ptr [rdi + 128]{1to8}
	vsubpd	zmm9 {k6} {z}, zmm8, qword ptr [r8 + 8*r12 - 128]{1to8}
	vsubpd	xmm11, xmm10, xmm19
	vsubpd	xmm13 {k7}, xmm12, xmm20
	vsubpd	xmm15 {k1} {z}, xmm14, xmm21
	vsubpd	ymm17, ymm16, ymm22
	vsubpd	ymm19 {k2}, ymm18, ymm23
	vsubpd	ymm21 {k3} {z}, ymm20, ymm24
	vsubpd	zmm24, zmm23, zmm22
	vsubpd	zmm27 {k4}, zmm26, zmm25
	vsubpd	zmm30 {k5} {z}, zmm29, zmm28
	vsubpd	zmm1, zmm0, zmm31, {rn-sae}
	vsubpd	zmm4 {k6}, zmm3, zmm2, {rd-sae}
	vsubpd	zmm7 {k7} {z}, zmm6, zmm5, {ru-sae}
	vsubph	xmm8, xmm25, xmmword ptr [r9 + 4096]
	vsubph	xmm9, xmm26, xmmword ptr [r10 - 2048]
	vsubph	xmm10, xmm27, xmmword ptr [r11 - 2064]
	vsubph	xmm11 {k1}, xmm28, xmmword ptr [r12 - 4096]
	vsubph	xmm12 {k2} {z}, xmm29, xmmword ptr [r13 + r13 + 2147483647]
	vsubph	ymm13, ymm30, word ptr [r14 - 2147483648]{1to16}
	vsubph	ymm14, ymm31, word ptr [r15 + 254]{1to16}
	vsubph	ymm15, ymm16, word ptr [rip + 256]{1to16}
	vsubph	ymm16 {k3}, ymm17, word ptr [rax]{1to16}
	vsubph	ymm17 {k4} {z}, ymm18, word ptr [rcx + 2*r14 + 64]{1to16}
	vsubph	zmm19, zmm18, word ptr [rdx - 64]{1to32}
	vsubph	zmm21, zmm20, word ptr [rbx - 256]{1to32}
	vsubph	zmm23, zmm22, word ptr [rsp - 258]{1to32}
	vsubph	zmm25 {k5}, zmm24, word ptr [rbp + 1]{1to32}
	vsubph	zmm27 {k6} {z}, zmm26, word ptr [rsi + 4*r15 - 1]{1to32}
	vsubph	xmm28, xmm19, word ptr [rdi + 127]{1to8}
	vsubph	xmm29, xmm20, word ptr [r8 + 254]{1to8}
	vsubph	xmm30, xmm21, word ptr [r9 + 256]{1to8}
	vsubph	xmm31 {k7}, xmm22, word ptr [r10 + 128]{1to8}
	vsubph	xmm0 {k1} {z}, xmm23, word ptr [r11 + 8*rax - 128]{1to8}
	vsubph	ymm1, ymm24, ymmword ptr [r12 + 4096]
	vsubph	ymm2, ymm25, ymmword ptr [r13 - 4096]
	vsubph	ymm3, ymm26, ymmword ptr [r14 - 4128]
	vsubph	ymm4 {k2}, ymm27, ymmword ptr [r15 - 4096]
	vsubph	ymm5 {k3} {z}, ymm28, ymmword ptr [rip + 2147483647]
	vsubph	zmm7, zmm6, zmmword ptr [rax + rcx - 2147483648]
	vsubph	zmm9, zmm8, zmmword ptr [rcx + 8128]
	vsubph	zmm11, zmm10, zmmword ptr [rdx + 8192]
	vsubph	zmm13 {k4}, zmm12, zmmword ptr [rbx]
	vsubph	zmm15 {k5} {z}, zmm14, zmmword ptr [rsp + 64]
	vsubph	xmm17, xmm16, xmm29
	vsubph	xmm19 {k6}, xmm18, xmm30
	vsubph	xmm21 {k7} {z}, xmm20, xmm31
	vsubph	ymm23, ymm22, ymm16
	vsubph	ymm25 {k1}, ymm24, ymm17
	vsubph	ymm27 {k2} {z}, ymm26, ymm18
	vsubph	zmm30, zmm29, zmm28
	vsubph	zmm1 {k3}, zmm0, zmm31
	vsubph	zmm4 {k4} {z}, zmm3, zmm2
	vsubph	zmm7, zmm6, zmm5, {rz-sae}
	vsubph	zmm10 {k5}, zmm9, zmm8, {rn-sae}
	vsubph	zmm13 {k6} {z}, zmm12, zmm11, {rd-sae}
	vsubps	xmm14, xmm19, xmmword ptr [rbp + 2*rdx - 64]
	vsubps	xmm15, xmm20, xmmword ptr [rsi - 2048]
	vsubps	xmm16, xmm21, xmmword ptr [rdi - 2064]
	vsubps	xmm17 {k7}, xmm22, xmmword ptr [r8 + 1]
	vsubps	xmm18 {k1} {z}, xmm23, xmmword ptr [r9 - 1]
	vsubps	ymm19, ymm24, ymmword ptr [r10 + 4*rbx + 127]
	vsubps	ymm20, ymm25, ymmword ptr [r11 + 4064]
	vsubps	ymm21, ymm26, ymmword ptr [r12 + 4096]
	vsubps	ymm22 {k2}, ymm27, ymmword ptr [r13 + 128]
	vsubps	ymm23 {k3} {z}, ymm28, ymmword ptr [r14 - 128]
	vsubps	zmm25, zmm24, dword ptr [r15 + 8*rbp + 4096]{1to16}
	vsubps	zmm27, zmm26, dword ptr [rip - 512]{1to16}
	vsubps	zmm29, zmm28, dword ptr [rax - 516]{1to16}
	vsubps	zmm31 {k4}, zmm30, dword ptr [rcx - 4096]{1to16}
	vsubps	zmm1 {k5} {z}, zmm0, dword ptr [rdx + 2147483647]{1to16}
	vsubps	xmm2, xmm29, dword ptr [rbx + rsi - 2147483648]{1to4}
	vsubps	xmm3, xmm30, dword ptr [rsp + 508]{1to4}
	vsubps	xmm4, xmm31, dword ptr [rbp + 512]{1to4}
	vsubps	xmm5 {k6}, xmm16, dword ptr [rsi]{1to4}
	vsubps	xmm6 {k7} {z}, xmm17, dword ptr [rdi + 64]{1to4}
	vsubps	ymm7, ymm18, dword ptr [r8 + 2*rdi - 64]{1to8}
	vsubps	ymm8, ymm19, dword ptr [r9 - 512]{1to8}
	vsubps	ymm9, ymm20, dword ptr [r10 - 516]{1to8}
	vsubps	ymm10 {k1}, ymm21, dword ptr [r11 + 1]{1to8}
	vsubps	ymm11 {k2} {z}, ymm22, dword ptr [r12 - 1]{1to8}
	vsubps	zmm13, zmm12, zmmword ptr [r13 + 4*r8 + 127]
	vsubps	zmm15, zmm14, zmmword ptr [r14 + 8128]
	vsubps	zmm17, zmm16, zmmword ptr [r15 + 8192]
	vsubps	zmm19 {k3}, zmm18, zmmword ptr [rip + 128]
	vsubps	zmm21 {k4} {z}, zmm20, zmmword ptr [rax - 128]
	vsubps	xmm24, xmm22, xmm23
	vsubps	xmm26 {k5}, xmm25, xmm24
	vsubps	xmm28 {k6} {z}, xmm27, xmm25
	vsubps	ymm30, ymm29, ymm26
	vsubps	ymm0 {k7}, ymm31, ymm27
	vsubps	ymm2 {k1} {z}, ymm1, ymm28
	vsubps	zmm5, zmm4, zmm3
	vsubps	zmm8 {k2}, zmm7, zmm6
	vsubps	zmm11 {k3} {z}, zmm10, zmm9
	vsubps	zmm14, zmm13, zmm12, {ru-sae}
	vsubps	zmm17 {k4}, zmm16, zmm15, {rz-sae}
	vsubps	zmm20 {k5} {z}, zmm19, zmm18, {rn-sae}
	vsubsd	xmm21, xmm29, qword ptr [rcx + 4096]
	vsubsd	xmm22, xmm30, qword ptr [rdx - 1024]
	vsubsd	xmm23, xmm31, qword ptr [rbx - 1032]
	vsubsd	xmm24 {k6}, xmm16, qword ptr [rsp + 8*r9 - 4096]
	vsubsd	xmm25 {k7} {z}, xmm17, qword ptr [rbp + 2147483647]
	vsubsd	xmm27, xmm26, xmm18
	vsubsd	xmm29 {k1}, xmm28, xmm19
	vsubsd	xmm31 {k2} {z}, xmm30, xmm20
	vsubsd	xmm1, xmm0, xmm21, {rd-sae}
	vsubsd	xmm3 {k3}, xmm2, xmm22, {ru-sae}
	vsubsd	xmm5 {k4} {z}, xmm4, xmm23, {rz-sae}
	vsubsh	xmm6, xmm24, word ptr [rsi - 2147483648]
	vsubsh	xmm7, xmm25, word ptr [rdi + 254]
	vsubsh	xmm8, xmm26, word ptr [r8 + 256]
	vsubsh	xmm9 {k5}, xmm27, word ptr [r9 + r10]
	vsubsh	xmm10 {k6} {z}, xmm28, word ptr [r10 + 64]
	vsubsh	xmm12, xmm11, xmm29
	vsubsh	xmm14 {k7}, xmm13, xmm30
	vsubsh	xmm16 {k1} {z}, xmm15, xmm31
	vsubsh	xmm18, xmm17, xmm16, {rn-sae}
	vsubsh	xmm20 {k2}, xmm19, xmm17, {rd-sae}
	vsubsh	xmm22 {k3} {z}, xmm21, xmm18, {ru-sae}
	vsubss	xmm23, xmm19, dword ptr [r11 - 64]
	vsubss	xmm24, xmm20, dword ptr [r12 - 512]
	vsubss	xmm25, xmm21, dword ptr [r13 - 516]
	vsubss	xmm26 {k4}, xmm22, dword ptr [r14 + 2*r11 + 1]
	vsubss	xmm27 {k5} {z}, xmm23, dword ptr [r15 - 1]
	vsubss	xmm29, xmm28, xmm24
	vsubss	xmm31 {k6}, xmm30, xmm25
	vsubss	xmm1 {k7} {z}, xmm0, xmm26
	vsubss	xmm3, xmm2, xmm27, {rz-sae}
	vsubss	xmm5 {k1}, xmm4, xmm28, {rn-sae}
	vsubss	xmm7 {k2} {z}, xmm6, xmm29, {rd-sae}
