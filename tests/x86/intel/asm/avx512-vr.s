	.intel_syntax noprefix
	.text
	vrangepd	xmm0, xmm16, xmmword ptr [rax], 0
	vrangepd	xmm1, xmm17, xmmword ptr [rcx - 2048], 1
	vrangepd	xmm2, xmm18, xmmword ptr [rdx - 2064], 127
	vrangepd	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64], 255
	vrangepd	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64], 3
	vrangepd	ymm5, ymm21, ymmword ptr [rbp + 1], 128
	vrangepd	ymm6, ymm22, ymmword ptr [rsi + 4064], 64
	vrangepd	ymm7, ymm23, ymmword ptr [rdi + 4096], 17
	vrangepd	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1], 0
	vrangepd	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127], 1
	vrangepd	zmm11, zmm10, zmmword ptr [r10 + 128], 127
	vrangepd	zmm13, zmm12, zmmword ptr [r11 - 8192], 255
	vrangepd	zmm15, zmm14, zmmword ptr [r12 - 8256], 3
	vrangepd	zmm17 {k5}, zmm16, zmmword ptr [r13 + 4*rdx - 128], 128
	vrangepd	zmm19 {k6} {z}, zmm18, zmmword ptr [r14 + 4096], 64
	vrangepd	xmm20, xmm26, qword ptr [r15 - 4096]{1to2}, 17
	vrangepd	xmm21, xmm27, qword ptr [rip + 1016]{1to2}, 0
	vrangepd	xmm22, xmm28, qword ptr [rax + 1024]{1to2}, 1
	vrangepd	xmm23 {k7}, xmm29, qword ptr [rcx + 8*rbx + 2147483647]{1to2}, 127
	vrangepd	xmm24 {k1} {z}, xmm30, qword ptr [rdx - 2147483648]{1to2}, 255
	vrangepd	ymm25, ymm31, qword ptr [rbx]{1to4}, 3
	vrangepd	ymm26, ymm16, qword ptr [rsp - 1024]{1to4}, 128
	vrangepd	ymm27, ymm17, qword ptr [rbp - 1032]{1to4}, 64
	vrangepd	ymm28 {k2}, ymm18, qword ptr [rsi + rbp + 64]{1to4}, 17
	vrangepd	ymm29 {k3} {z}, ymm19, qword ptr [rdi - 64]{1to4}, 0
	vrangepd	zmm31, zmm30, qword ptr [r8 + 1]{1to8}, 1
	vrangepd	zmm1, zmm0, qword ptr [r9 + 1016]{1to8}, 127
	vrangepd	zmm3, zmm2, qword ptr [r10 + 1024]{1to8}, 255
	vrangepd	zmm5 {k4}, zmm4, qword ptr [r11 + 2*rsi - 1]{1to8}, 3
	vrangepd	zmm7 {k5} {z}, zmm6, qword ptr [r12 + 127]{1to8}, 128
	vrangepd	xmm9, xmm8, xmm20, 64
	vrangepd	xmm11 {k6}, xmm10, xmm21, 17
	vrangepd	xmm13 {k7} {z}, xmm12, xmm22, 0
	vrangepd	ymm15, ymm14, ymm23, 1
	vrangepd	ymm17 {k1}, ymm16, ymm24, 127
	vrangepd	ymm19 {k2} {z}, ymm18, ymm25, 255
	vrangepd	zmm22, zmm21, zmm20, 3
	vrangepd	zmm25 {k3}, zmm24, zmm23, 128
	vrangepd	zmm28 {k4} {z}, zmm27, zmm26, 64
	vrangepd	zmm31, zmm30, zmm29, {sae}, 17
	vrangepd	zmm2 {k5}, zmm1, zmm0, {sae}, 0
	vrangepd	zmm5 {k6} {z}, zmm4, zmm3, {sae}, 1
	vrangeps	xmm6, xmm26, xmmword ptr [r13 + 128], 127
	vrangeps	xmm7, xmm27, xmmword ptr [r14 - 2048], 255
	vrangeps	xmm8, xmm28, xmmword ptr [r15 - 2064], 3
	vrangeps	xmm9 {k7}, xmm29, xmmword ptr [rip - 128], 128
	vrangeps	xmm10 {k1} {z}, xmm30, xmmword ptr [rax + 4*rdi + 4096], 64
	vrangeps	ymm11, ymm31, ymmword ptr [rcx - 4096], 17
	vrangeps	ymm12, ymm16, ymmword ptr [rdx + 4064], 0
	vrangeps	ymm13, ymm17, ymmword ptr [rbx + 4096], 1
	vrangeps	ymm14 {k2}, ymm18, ymmword ptr [rsp + 2147483647], 127
	vrangeps	ymm15 {k3} {z}, ymm19, ymmword ptr [rbp + 8*r8 - 2147483648], 255
	vrangeps	zmm17, zmm16, dword ptr [rsi]{1to16}, 3
	vrangeps	zmm19, zmm18, dword ptr [rdi - 512]{1to16}, 128
	vrangeps	zmm21, zmm20, dword ptr [r8 - 516]{1to16}, 64
	vrangeps	zmm23 {k4}, zmm22, dword ptr [r9 + 64]{1to16}, 17
	vrangeps	zmm25 {k5} {z}, zmm24, dword ptr [r10 + r9 - 64]{1to16}, 0
	vrangeps	xmm26, xmm20, dword ptr [r11 + 1]{1to4}, 1
	vrangeps	xmm27, xmm21, dword ptr [r12 + 508]{1to4}, 127
	vrangeps	xmm28, xmm22, dword ptr [r13 + 512]{1to4}, 255
	vrangeps	xmm29 {k6}, xmm23, dword ptr [r14 - 1]{1to4}, 3
	vrangeps	xmm30 {k7} {z}, xmm24, dword ptr [r15 + 2*r10 + 127]{1to4}, 128
	vrangeps	ymm31, ymm25, dword ptr [rip + 128]{1to8}, 64
	vrangeps	ymm0, ymm26, dword ptr [rax - 512]{1to8}, 17
	vrangeps	ymm1, ymm27, dword ptr [rcx - 516]{1to8}, 0
	vrangeps	ymm2 {k1}, ymm28, dword ptr [rdx - 128]{1to8}, 1
	vrangeps	ymm3 {k2} {z}, ymm29, dword ptr [rbx + 4096]{1to8}, 127
	vrangeps	zmm5, zmm4, zmmword ptr [rsp + 4*r11 - 4096], 255
	vrangeps	zmm7, zmm6, zmmword ptr [rbp + 8128], 3
	vrangeps	zmm9, zmm8, zmmword ptr [rsi + 8192], 128
	vrangeps	zmm11 {k3}, zmm10, zmmword ptr [rdi + 2147483647], 64
	vrangeps	zmm13 {k4} {z}, zmm12, zmmword ptr [r8 - 2147483648], 17
	vrangeps	xmm15, xmm14, xmm30, 0
	vrangeps	xmm17 {k5}, xmm16, xmm31, 1
	vrangeps	xmm19 {k6} {z}, xmm18, xmm16, 127
	vrangeps	ymm21, ymm20, ymm17, 255
	vrangeps	ymm23 {k7}, ymm22, ymm18, 3
	vrangeps	ymm25 {k1} {z}, ymm24, ymm19, 128
	vrangeps	zmm28, zmm27, zmm26, 64
	vrangeps	zmm31 {k2}, zmm30, zmm29, 17
	vrangeps	zmm2 {k3} {z}, zmm1, zmm0, 0
	vrangeps	zmm5, zmm4, zmm3, {sae}, 1
	vrangeps	zmm8 {k4}, zmm7, zmm6, {sae}, 127
	vrangeps	zmm11 {k5} {z}, zmm10, zmm9, {sae}, 255
	vrangesd	xmm12, xmm20, qword ptr [r9 + 8*r12], 3
	vrangesd	xmm13, xmm21, qword ptr [r10 - 1024], 128
	vrangesd	xmm14, xmm22, qword ptr [r11 - 1032], 64
	vrangesd	xmm15 {k6}, xmm23, qword ptr [r12 + 64], 17
	vrangesd	xmm16 {k7} {z}, xmm24, qword ptr [r13 - 64], 0
	vrangesd	xmm18, xmm17, xmm25, 1
	vrangesd	xmm20 {k1}, xmm19, xmm26, 127
	vrangesd	xmm22 {k2} {z}, xmm21, xmm27, 255
	vrangesd	xmm24, xmm23, xmm28, {sae}, 3
	vrangesd	xmm26 {k3}, xmm25, xmm29, {sae}, 128
	vrangesd	xmm28 {k4} {z}, xmm27, xmm30, {sae}, 64
	vrangess	xmm29, xmm31, dword ptr [r14 + r13 + 1], 17
	vrangess	xmm30, xmm16, dword ptr [r15 + 508], 0
	vrangess	xmm31, xmm17, dword ptr [rip + 512], 1
	vrangess	xmm0 {k5}, xmm18, dword ptr [rax - 1], 127
	vrangess	xmm1 {k6} {z}, xmm19, dword ptr [rcx + 127], 255
	vrangess	xmm3, xmm2, xmm20, 3
	vrangess	xmm5 {k7}, xmm4, xmm21, 128
	vrangess	xmm7 {k1} {z}, xmm6, xmm22, 64
	vrangess	xmm9, xmm8, xmm23, {sae}, 17
	vrangess	xmm11 {k2}, xmm10, xmm24, {sae}, 0
	vrangess	xmm13 {k3} {z}, xmm12, xmm25, {sae}, 1
	vrcp14pd	xmm26, xmmword ptr [rdx + 2*r14 + 128]
	vrcp14pd	xmm27, xmmword ptr [rbx - 2048]
	vrcp14pd	xmm28, xmmword ptr [rsp - 2064]
	vrcp14pd	xmm29 {k4}, xmmword ptr [rbp - 128]
	vrcp14pd	xmm30 {k5} {z}, xmmword ptr [rsi + 4096]
	vrcp14pd	ymm31, ymmword ptr [rdi + 4*r15 - 4096]
	vrcp14pd	ymm16, ymmword ptr [r8 + 4064]
	vrcp14pd	ymm17, ymmword ptr [r9 + 4096]
	vrcp14pd	ymm18 {k6}, ymmword ptr [r10 + 2147483647]
	vrcp14pd	ymm19 {k7} {z}, ymmword ptr [r11 - 2147483648]
	vrcp14pd	zmm14, zmmword ptr [r12 + 8*rax]
	vrcp14pd	zmm15, zmmword ptr [r13 - 8192]
	vrcp14pd	zmm16, zmmword ptr [r14 - 8256]
	vrcp14pd	zmm17 {k1}, zmmword ptr [r15 + 64]
	vrcp14pd	zmm18 {k2} {z}, zmmword ptr [rip - 64]
	vrcp14pd	xmm20, qword ptr [rax + 1]{1to2}
	vrcp14pd	xmm21, qword ptr [rcx + 1016]{1to2}
	vrcp14pd	xmm22, qword ptr [rdx + 1024]{1to2}
	vrcp14pd	xmm23 {k3}, qword ptr [rbx + rcx - 1]{1to2}
	vrcp14pd	xmm24 {k4} {z}, qword ptr [rsp + 127]{1to2}
	vrcp14pd	ymm25, qword ptr [rbp + 128]{1to4}
	vrcp14pd	ymm26, qword ptr [rsi - 1024]{1to4}
	vrcp14pd	ymm27, qword ptr [rdi - 1032]{1to4}
	vrcp14pd	ymm28 {k5}, qword ptr [r8 + 2*rdx - 128]{1to4}
	vrcp14pd	ymm29 {k6} {z}, qword ptr [r9 + 4096]{1to4}
	vrcp14pd	zmm19, qword ptr [r10 - 4096]{1to8}
	vrcp14pd	zmm20, qword ptr [r11 + 1016]{1to8}
	vrcp14pd	zmm21, qword ptr [r12 + 1024]{1to8}
	vrcp14pd	zmm22 {k7}, qword ptr [r13 + 4*rbx + 2147483647]{1to8}
	vrcp14pd	zmm23 {k1} {z}, qword ptr [r14 - 2147483648]{1to8}
	vrcp14pd	xmm24, xmm30
	vrcp14pd	xmm25 {k2}, xmm31
	vrcp14pd	xmm26 {k3} {z}, xmm16
	vrcp14pd	ymm27, ymm17
	vrcp14pd	ymm28 {k4}, ymm18
	vrcp14pd	ymm29 {k5} {z}, ymm19
	vrcp14pd	zmm31, zmm30
	vrcp14pd	zmm1 {k6}, zmm0
	vrcp14pd	zmm3 {k7} {z}, zmm2
	vrcp14ps	xmm20, xmmword ptr [r15]
	vrcp14ps	xmm21, xmmword ptr [rip - 2048]
	vrcp14ps	xmm22, xmmword ptr [rax - 2064]
	vrcp14ps	xmm23 {k1}, xmmword ptr [rcx + 8*rbp + 64]
	vrcp14ps	xmm24 {k2} {z}, xmmword ptr [rdx - 64]
	vrcp14ps	ymm25, ymmword ptr [rbx + 1]
	vrcp14ps	ymm26, ymmword ptr [rsp + 4064]
	vrcp14ps	ymm27, ymmword ptr [rbp + 4096]
	vrcp14ps	ymm28 {k3}, ymmword ptr [rsi + rsi - 1]
	vrcp14ps	ymm29 {k4} {z}, ymmword ptr [rdi + 127]
	vrcp14ps	zmm4, dword ptr [r8 + 128]{1to16}
	vrcp14ps	zmm5, dword ptr [r9 - 512]{1to16}
	vrcp14ps	zmm6, dword ptr [r10 - 516]{1to16}
	vrcp14ps	zmm7 {k5}, dword ptr [r11 + 2*rdi - 128]{1to16}
	vrcp14ps	zmm8 {k6} {z}, dword ptr [r12 + 4096]{1to16}
	vrcp14ps	xmm30, dword ptr [r13 - 4096]{1to4}
	vrcp14ps	xmm31, dword ptr [r14 + 508]{1to4}
	vrcp14ps	xmm16, dword ptr [r15 + 512]{1to4}
	vrcp14ps	xmm17 {k7}, dword ptr [rip + 2147483647]{1to4}
	vrcp14ps	xmm18 {k1} {z}, dword ptr [rax + 4*r8 - 2147483648]{1to4}
	vrcp14ps	ymm19, dword ptr [rcx]{1to8}
	vrcp14ps	ymm20, dword ptr [rdx - 512]{1to8}
	vrcp14ps	ymm21, dword ptr [rbx - 516]{1to8}
	vrcp14ps	ymm22 {k2}, dword ptr [rsp + 64]{1to8}
	vrcp14ps	ymm23 {k3} {z}, dword ptr [rbp + 8*r9 - 64]{1to8}
	vrcp14ps	zmm9, zmmword ptr [rsi + 1]
	vrcp14ps	zmm10, zmmword ptr [rdi + 8128]
	vrcp14ps	zmm11, zmmword ptr [r8 + 8192]
	vrcp14ps	zmm12 {k4}, zmmword ptr [r9 - 1]
	vrcp14ps	zmm13 {k5} {z}, zmmword ptr [r10 + r10 + 127]
	vrcp14ps	xmm14, xmm24
	vrcp14ps	xmm15 {k6}, xmm25
	vrcp14ps	xmm16 {k7} {z}, xmm26
	vrcp14ps	ymm17, ymm27
	vrcp14ps	ymm18 {k1}, ymm28
	vrcp14ps	ymm19 {k2} {z}, ymm29
	vrcp14ps	zmm21, zmm20
	vrcp14ps	zmm23 {k3}, zmm22
	vrcp14ps	zmm25 {k4} {z}, zmm24
	vrcp14sd	xmm26, xmm30, qword ptr [r11 + 128]
	vrcp14sd	xmm27, xmm31, qword ptr [r12 - 1024]
	vrcp14sd	xmm28, xmm16, qword ptr [r13 - 1032]
	vrcp14sd	xmm29 {k5}, xmm17, qword ptr [r14 - 128]
	vrcp14sd	xmm30 {k6} {z}, xmm18, qword ptr [r15 + 2*r11 + 4096]
	vrcp14sd	xmm0, xmm31, xmm19
	vrcp14sd	xmm2 {k7}, xmm1, xmm20
	vrcp14sd	xmm4 {k1} {z}, xmm3, xmm21
	vrcp14ss	xmm5, xmm22, dword ptr [rip - 4096]
	vrcp14ss	xmm6, xmm23, dword ptr [rax + 508]
	vrcp14ss	xmm7, xmm24, dword ptr [rcx + 512]
	vrcp14ss	xmm8 {k2}, xmm25, dword ptr [rdx + 2147483647]
	vrcp14ss	xmm9 {k3} {z}, xmm26, dword ptr [rbx - 2147483648]
	vrcp14ss	xmm11, xmm10, xmm27
	vrcp14ss	xmm13 {k4}, xmm12, xmm28
	vrcp14ss	xmm15 {k5} {z}, xmm14, xmm29
	vrcp28pd	zmm16, zmmword ptr [rsp + 4*r12]
	vrcp28pd	zmm17, zmmword ptr [rbp - 8192]
	vrcp28pd	zmm18, zmmword ptr [rsi - 8256]
	vrcp28pd	zmm19 {k6}, zmmword ptr [rdi + 64]
	vrcp28pd	zmm20 {k7} {z}, zmmword ptr [r8 - 64]
	vrcp28pd	zmm21, qword ptr [r9 + 8*r13 + 1]{1to8}
	vrcp28pd	zmm22, qword ptr [r10 + 1016]{1to8}
	vrcp28pd	zmm23, qword ptr [r11 + 1024]{1to8}
	vrcp28pd	zmm24 {k1}, qword ptr [r12 - 1]{1to8}
	vrcp28pd	zmm25 {k2} {z}, qword ptr [r13 + 127]{1to8}
	vrcp28pd	zmm27, zmm26
	vrcp28pd	zmm29 {k3}, zmm28
	vrcp28pd	zmm31 {k4} {z}, zmm30
	vrcp28pd	zmm1, zmm0, {sae}
	vrcp28pd	zmm3 {k5}, zmm2, {sae}
	vrcp28pd	zmm5 {k6} {z}, zmm4, {sae}
	vrcp28ps	zmm6, dword ptr [r14 + r14 + 128]{1to16}
	vrcp28ps	zmm7, dword ptr [r15 - 512]{1to16}
	vrcp28ps	zmm8, dword ptr [rip - 516]{1to16}
	vrcp28ps	zmm9 {k7}, dword ptr [rax - 128]{1to16}
	vrcp28ps	zmm10 {k1} {z}, dword ptr [rcx + 4096]{1to16}
	vrcp28ps	zmm11, zmmword ptr [rdx + 2*r15 - 4096]
	vrcp28ps	zmm12, zmmword ptr [rbx + 8128]
	vrcp28ps	zmm13, zmmword ptr [rsp + 8192]
	vrcp28ps	zmm14 {k2}, zmmword ptr [rbp + 2147483647]
	vrcp28ps	zmm15 {k3} {z}, zmmword ptr [rsi - 2147483648]
	vrcp28ps	zmm17, zmm16
	vrcp28ps	zmm19 {k4}, zmm18
	vrcp28ps	zmm21 {k5} {z}, zmm20
	vrcp28ps	zmm23, zmm22, {sae}
	vrcp28ps	zmm25 {k6}, zmm24, {sae}
	vrcp28ps	zmm27 {k7} {z}, zmm26, {sae}
	vrcp28sd	xmm28, xmm30, qword ptr [rdi + 4*rax]
	vrcp28sd	xmm29, xmm31, qword ptr [r8 - 1024]
	vrcp28sd	xmm30, xmm16, qword ptr [r9 - 1032]
	vrcp28sd	xmm31 {k1}, xmm17, qword ptr [r10 + 64]
	vrcp28sd	xmm0 {k2} {z}, xmm18, qword ptr [r11 - 64]
	vrcp28sd	xmm2, xmm1, xmm19
	vrcp28sd	xmm4 {k3}, xmm3, xmm20
	vrcp28sd	xmm6 {k4} {z}, xmm5, xmm21
	vrcp28sd	xmm8, xmm7, xmm22, {sae}
	vrcp28sd	xmm10 {k5}, xmm9, xmm23, {sae}
	vrcp28sd	xmm12 {k6} {z}, xmm11, xmm24, {sae}
	vrcp28ss	xmm13, xmm25, dword ptr [r12 + 8*rcx + 1]
	vrcp28ss	xmm14, xmm26, dword ptr [r13 + 508]
	vrcp28ss	xmm15, xmm27, dword ptr [r14 + 512]
	vrcp28ss	xmm16 {k7}, xmm28, dword ptr [r15 - 1]
	vrcp28ss	xmm17 {k1} {z}, xmm29, dword ptr [rip + 127]
	vrcp28ss	xmm19, xmm18, xmm30
	vrcp28ss	xmm21 {k2}, xmm20, xmm31
	vrcp28ss	xmm23 {k3} {z}, xmm22, xmm16
	vrcp28ss	xmm25, xmm24, xmm17, {sae}
	vrcp28ss	xmm27 {k4}, xmm26, xmm18, {sae}
	vrcp28ss	xmm29 {k5} {z}, xmm28, xmm19, {sae}
	vrcpph	xmm20, xmmword ptr [rax + 128]
	vrcpph	xmm21, xmmword ptr [rcx - 2048]
	vrcpph	xmm22, xmmword ptr [rdx - 2064]
	vrcpph	xmm23 {k6}, xmmword ptr [rbx + rdx - 128]
	vrcpph	xmm24 {k7} {z}, xmmword ptr [rsp + 4096]
	vrcpph	ymm25, word ptr [rbp - 4096]{1to16}
	vrcpph	ymm26, word ptr [rsi + 254]{1to16}
	vrcpph	ymm27, word ptr [rdi + 256]{1to16}
	vrcpph	ymm28 {k1}, word ptr [r8 + 2*rbx + 2147483647]{1to16}
	vrcpph	ymm29 {k2} {z}, word ptr [r9 - 2147483648]{1to16}
	vrcpph	zmm30, word ptr [r10]{1to32}
	vrcpph	zmm31, word ptr [r11 - 256]{1to32}
	vrcpph	zmm0, word ptr [r12 - 258]{1to32}
	vrcpph	zmm1 {k3}, word ptr [r13 + 4*rbp + 64]{1to32}
	vrcpph	zmm2 {k4} {z}, word ptr [r14 - 64]{1to32}
	vrcpph	xmm30, word ptr [r15 + 1]{1to8}
	vrcpph	xmm31, word ptr [rip + 254]{1to8}
	vrcpph	xmm16, word ptr [rax + 256]{1to8}
	vrcpph	xmm17 {k5}, word ptr [rcx + 8*rsi - 1]{1to8}
	vrcpph	xmm18 {k6} {z}, word ptr [rdx + 127]{1to8}
	vrcpph	ymm19, ymmword ptr [rbx + 128]
	vrcpph	ymm20, ymmword ptr [rsp - 4096]
	vrcpph	ymm21, ymmword ptr [rbp - 4128]
	vrcpph	ymm22 {k7}, ymmword ptr [rsi + rdi - 128]
	vrcpph	ymm23 {k1} {z}, ymmword ptr [rdi + 4096]
	vrcpph	zmm3, zmmword ptr [r8 - 4096]
	vrcpph	zmm4, zmmword ptr [r9 + 8128]
	vrcpph	zmm5, zmmword ptr [r10 + 8192]
	vrcpph	zmm6 {k2}, zmmword ptr [r11 + 2*r8 + 2147483647]
	vrcpph	zmm7 {k3} {z}, zmmword ptr [r12 - 2147483648]
	vrcpph	xmm8, xmm24
	vrcpph	xmm9 {k4}, xmm25
	vrcpph	xmm10 {k5} {z}, xmm26
	vrcpph	ymm11, ymm27
	vrcpph	ymm12 {k6}, ymm28
	vrcpph	ymm13 {k7} {z}, ymm29
	vrcpph	zmm15, zmm14
	vrcpph	zmm17 {k1}, zmm16
	vrcpph	zmm19 {k2} {z}, zmm18
	vrcpsh	xmm20, xmm30, word ptr [r13]
	vrcpsh	xmm21, xmm31, word ptr [r14 - 256]
	vrcpsh	xmm22, xmm16, word ptr [r15 - 258]
	vrcpsh	xmm23 {k3}, xmm17, word ptr [rip + 64]
	vrcpsh	xmm24 {k4} {z}, xmm18, word ptr [rax + 4*r9 - 64]
	vrcpsh	xmm26, xmm25, xmm19
	vrcpsh	xmm28 {k5}, xmm27, xmm20
	vrcpsh	xmm30 {k6} {z}, xmm29, xmm21
	vreducepd	xmm22, xmmword ptr [rcx + 1], 127
	vreducepd	xmm23, xmmword ptr [rdx + 2032], 255
	vreducepd	xmm24, xmmword ptr [rbx + 2048], 3
	vreducepd	xmm25 {k7}, xmmword ptr [rsp - 1], 128
	vreducepd	xmm26 {k1} {z}, xmmword ptr [rbp + 8*r10 + 127], 64
	vreducepd	ymm27, ymmword ptr [rsi + 128], 17
	vreducepd	ymm28, ymmword ptr [rdi - 4096], 0
	vreducepd	ymm29, ymmword ptr [r8 - 4128], 1
	vreducepd	ymm30 {k2}, ymmword ptr [r9 - 128], 127
	vreducepd	ymm31 {k3} {z}, ymmword ptr [r10 + r11 + 4096], 255
	vreducepd	zmm31, zmmword ptr [r11 - 4096], 3
	vreducepd	zmm0, zmmword ptr [r12 + 8128], 128
	vreducepd	zmm1, zmmword ptr [r13 + 8192], 64
	vreducepd	zmm2 {k4}, zmmword ptr [r14 + 2147483647], 17
	vreducepd	zmm3 {k5} {z}, zmmword ptr [r15 + 2*r12 - 2147483648], 0
	vreducepd	xmm16, qword ptr [rip]{1to2}, 1
	vreducepd	xmm17, qword ptr [rax - 1024]{1to2}, 127
	vreducepd	xmm18, qword ptr [rcx - 1032]{1to2}, 255
	vreducepd	xmm19 {k6}, qword ptr [rdx + 64]{1to2}, 3
	vreducepd	xmm20 {k7} {z}, qword ptr [rbx - 64]{1to2}, 128
	vreducepd	ymm21, qword ptr [rsp + 4*r13 + 1]{1to4}, 64
	vreducepd	ymm22, qword ptr [rbp + 1016]{1to4}, 17
	vreducepd	ymm23, qword ptr [rsi + 1024]{1to4}, 0
	vreducepd	ymm24 {k1}, qword ptr [rdi - 1]{1to4}, 1
	vreducepd	ymm25 {k2} {z}, qword ptr [r8 + 127]{1to4}, 127
	vreducepd	zmm4, qword ptr [r9 + 8*r14 + 128]{1to8}, 255
	vreducepd	zmm5, qword ptr [r10 - 1024]{1to8}, 3
	vreducepd	zmm6, qword ptr [r11 - 1032]{1to8}, 128
	vreducepd	zmm7 {k3}, qword ptr [r12 - 128]{1to8}, 64
	vreducepd	zmm8 {k4} {z}, qword ptr [r13 + 4096]{1to8}, 17
	vreducepd	xmm9, xmm26, 0
	vreducepd	xmm10 {k5}, xmm27, 1
	vreducepd	xmm11 {k6} {z}, xmm28, 127
	vreducepd	ymm12, ymm29, 255
	vreducepd	ymm13 {k7}, ymm30, 3
	vreducepd	ymm14 {k1} {z}, ymm31, 128
	vreducepd	zmm16, zmm15, 64
	vreducepd	zmm18 {k2}, zmm17, 17
	vreducepd	zmm20 {k3} {z}, zmm19, 0
	vreducepd	zmm22, zmm21, {sae}, 1
	vreducepd	zmm24 {k4}, zmm23, {sae}, 127
	vreducepd	zmm26 {k5} {z}, zmm25, {sae}, 255
	vreduceph	xmm16, xmmword ptr [r14 + r15 - 4096], 3
	vreduceph	xmm17, xmmword ptr [r15 + 2032], 128
	vreduceph	xmm18, xmmword ptr [rip + 2048], 64
	vreduceph	xmm19 {k6}, xmmword ptr [rax + 2147483647], 17
	vreduceph	xmm20 {k7} {z}, xmmword ptr [rcx - 2147483648], 0
	vreduceph	ymm21, word ptr [rdx + 2*rax]{1to16}, 1
	vreduceph	ymm22, word ptr [rbx - 256]{1to16}, 127
	vreduceph	ymm23, word ptr [rsp - 258]{1to16}, 255
	vreduceph	ymm24 {k1}, word ptr [rbp + 64]{1to16}, 3
	vreduceph	ymm25 {k2} {z}, word ptr [rsi - 64]{1to16}, 128
	vreduceph	zmm27, word ptr [rdi + 4*rcx + 1]{1to32}, 64
	vreduceph	zmm28, word ptr [r8 + 254]{1to32}, 17
	vreduceph	zmm29, word ptr [r9 + 256]{1to32}, 0
	vreduceph	zmm30 {k3}, word ptr [r10 - 1]{1to32}, 1
	vreduceph	zmm31 {k4} {z}, word ptr [r11 + 127]{1to32}, 127
	vreduceph	xmm26, word ptr [r12 + 8*rdx + 128]{1to8}, 255
	vreduceph	xmm27, word ptr [r13 - 256]{1to8}, 3
	vreduceph	xmm28, word ptr [r14 - 258]{1to8}, 128
	vreduceph	xmm29 {k5}, word ptr [r15 - 128]{1to8}, 64
	vreduceph	xmm30 {k6} {z}, word ptr [rip + 4096]{1to8}, 17
	vreduceph	ymm31, ymmword ptr [rax - 4096], 0
	vreduceph	ymm16, ymmword ptr [rcx + 4064], 1
	vreduceph	ymm17, ymmword ptr [rdx + 4096], 127
	vreduceph	ymm18 {k7}, ymmword ptr [rbx + rbx + 2147483647], 255
	vreduceph	ymm19 {k1} {z}, ymmword ptr [rsp - 2147483648], 3
	vreduceph	zmm0, zmmword ptr [rbp], 128
	vreduceph	zmm1, zmmword ptr [rsi - 8192], 64
	vreduceph	zmm2, zmmword ptr [rdi - 8256], 17
	vreduceph	zmm3 {k2}, zmmword ptr [r8 + 2*rbp + 64], 0
	vreduceph	zmm4 {k3} {z}, zmmword ptr [r9 - 64], 1
	vreduceph	xmm5, xmm20, 127
	vreduceph	xmm6 {k4}, xmm21, 255
	vreduceph	xmm7 {k5} {z}, xmm22, 3
	vreduceph	ymm8, ymm23, 128
	vreduceph	ymm9 {k6}, ymm24, 64
	vreduceph	ymm10 {k7} {z}, ymm25, 17
	vreduceph	zmm12, zmm11, 0
	vreduceph	zmm14 {k1}, zmm13, 1
	vreduceph	zmm16 {k2} {z}, zmm15, 127
	vreduceph	zmm18, zmm17, {sae}, 255
	vreduceph	zmm20 {k3}, zmm19, {sae}, 3
	vreduceph	zmm22 {k4} {z}, zmm21, {sae}, 128
	vreduceps	xmm26, xmmword ptr [r10 + 1], 64
	vreduceps	xmm27, xmmword ptr [r11 + 2032], 17
	vreduceps	xmm28, xmmword ptr [r12 + 2048], 0
	vreduceps	xmm29 {k5}, xmmword ptr [r13 + 4*rsi - 1], 1
	vreduceps	xmm30 {k6} {z}, xmmword ptr [r14 + 127], 127
	vreduceps	ymm31, ymmword ptr [r15 + 128], 255
	vreduceps	ymm16, ymmword ptr [rip - 4096], 3
	vreduceps	ymm17, ymmword ptr [rax - 4128], 128
	vreduceps	ymm18 {k7}, ymmword ptr [rcx + 8*rdi - 128], 64
	vreduceps	ymm19 {k1} {z}, ymmword ptr [rdx + 4096], 17
	vreduceps	zmm23, dword ptr [rbx - 4096]{1to16}, 0
	vreduceps	zmm24, dword ptr [rsp + 508]{1to16}, 1
	vreduceps	zmm25, dword ptr [rbp + 512]{1to16}, 127
	vreduceps	zmm26 {k2}, dword ptr [rsi + r8 + 2147483647]{1to16}, 255
	vreduceps	zmm27 {k3} {z}, dword ptr [rdi - 2147483648]{1to16}, 3
	vreduceps	xmm20, dword ptr [r8]{1to4}, 128
	vreduceps	xmm21, dword ptr [r9 - 512]{1to4}, 64
	vreduceps	xmm22, dword ptr [r10 - 516]{1to4}, 17
	vreduceps	xmm23 {k4}, dword ptr [r11 + 2*r9 + 64]{1to4}, 0
	vreduceps	xmm24 {k5} {z}, dword ptr [r12 - 64]{1to4}, 1
	vreduceps	ymm25, dword ptr [r13 + 1]{1to8}, 127
	vreduceps	ymm26, dword ptr [r14 + 508]{1to8}, 255
	vreduceps	ymm27, dword ptr [r15 + 512]{1to8}, 3
	vreduceps	ymm28 {k6}, dword ptr [rip - 1]{1to8}, 128
	vreduceps	ymm29 {k7} {z}, dword ptr [rax + 4*r10 + 127]{1to8}, 64
	vreduceps	zmm28, zmmword ptr [rcx + 128], 17
	vreduceps	zmm29, zmmword ptr [rdx - 8192], 0
	vreduceps	zmm30, zmmword ptr [rbx - 8256], 1
	vreduceps	zmm31 {k1}, zmmword ptr [rsp - 128], 127
	vreduceps	zmm0 {k2} {z}, zmmword ptr [rbp + 8*r11 + 4096], 255
	vreduceps	xmm1, xmm30, 3
	vreduceps	xmm2 {k3}, xmm31, 128
	vreduceps	xmm3 {k4} {z}, xmm16, 64
	vreduceps	ymm4, ymm17, 17
	vreduceps	ymm5 {k5}, ymm18, 0
	vreduceps	ymm6 {k6} {z}, ymm19, 1
	vreduceps	zmm8, zmm7, 127
	vreduceps	zmm10 {k7}, zmm9, 255
	vreduceps	zmm12 {k1} {z}, zmm11, 3
	vreduceps	zmm14, zmm13, {sae}, 128
	vreduceps	zmm16 {k2}, zmm15, {sae}, 64
	vreduceps	zmm18 {k3} {z}, zmm17, {sae}, 17
	vreducesd	xmm19, xmm20, qword ptr [rsi - 4096], 0
	vreducesd	xmm20, xmm21, qword ptr [rdi + 1016], 1
	vreducesd	xmm21, xmm22, qword ptr [r8 + 1024], 127
	vreducesd	xmm22 {k4}, xmm23, qword ptr [r9 + 2147483647], 255
	vreducesd	xmm23 {k5} {z}, xmm24, qword ptr [r10 + r12 - 2147483648], 3
	vreducesd	xmm26, xmm24, xmm25, 128
	vreducesd	xmm28 {k6}, xmm27, xmm26, 64
	vreducesd	xmm30 {k7} {z}, xmm29, xmm27, 17
	vreducesd	xmm0, xmm31, xmm28, {sae}, 0
	vreducesd	xmm2 {k1}, xmm1, xmm29, {sae}, 1
	vreducesd	xmm4 {k2} {z}, xmm3, xmm30, {sae}, 127
	vreducesh	xmm5, xmm31, word ptr [r11], 255
	vreducesh	xmm6, xmm16, word ptr [r12 - 256], 3
	vreducesh	xmm7, xmm17, word ptr [r13 - 258], 128
	vreducesh	xmm8 {k3}, xmm18, word ptr [r14 + 64], 64
	vreducesh	xmm9 {k4} {z}, xmm19, word ptr [r15 + 2*r13 - 64], 17
	vreducesh	xmm11, xmm10, xmm20, 0
	vreducesh	xmm13 {k5}, xmm12, xmm21, 1
	vreducesh	xmm15 {k6} {z}, xmm14, xmm22, 127
	vreducesh	xmm17, xmm16, xmm23, {sae}, 255
	vreducesh	xmm19 {k7}, xmm18, xmm24, {sae}, 3
	vreducesh	xmm21 {k1} {z}, xmm20, xmm25, {sae}, 128
	vreducess	xmm22, xmm26, dword ptr [rip + 1], 64
	vreducess	xmm23, xmm27, dword ptr [rax + 508], 17
	vreducess	xmm24, xmm28, dword ptr [rcx + 512], 0
	vreducess	xmm25 {k2}, xmm29, dword ptr [rdx - 1], 1
	vreducess	xmm26 {k3} {z}, xmm30, dword ptr [rbx + 127], 127
	vreducess	xmm28, xmm27, xmm31, 255
	vreducess	xmm30 {k4}, xmm29, xmm16, 3
	vreducess	xmm0 {k5} {z}, xmm31, xmm17, 128
	vreducess	xmm2, xmm1, xmm18, {sae}, 64
	vreducess	xmm4 {k6}, xmm3, xmm19, {sae}, 17
	vreducess	xmm6 {k7} {z}, xmm5, xmm20, {sae}, 0
	vrndscalepd	xmm21, xmmword ptr [rsp + 4*r14 + 128], 1
	vrndscalepd	xmm22, xmmword ptr [rbp - 2048], 127
	vrndscalepd	xmm23, xmmword ptr [rsi - 2064], 255
	vrndscalepd	xmm24 {k1}, xmmword ptr [rdi - 128], 3
	vrndscalepd	xmm25 {k2} {z}, xmmword ptr [r8 + 4096], 128
	vrndscalepd	ymm26, ymmword ptr [r9 + 8*r15 - 4096], 64
	vrndscalepd	ymm27, ymmword ptr [r10 + 4064], 17
	vrndscalepd	ymm28, ymmword ptr [r11 + 4096], 0
	vrndscalepd	ymm29 {k3}, ymmword ptr [r12 + 2147483647], 1
	vrndscalepd	ymm30 {k4} {z}, ymmword ptr [r13 - 2147483648], 127
	vrndscalepd	zmm7, zmmword ptr [r14 + rax], 255
	vrndscalepd	zmm8, zmmword ptr [r15 - 8192], 3
	vrndscalepd	zmm9, zmmword ptr [rip - 8256], 128
	vrndscalepd	zmm10 {k5}, zmmword ptr [rax + 64], 64
	vrndscalepd	zmm11 {k6} {z}, zmmword ptr [rcx - 64], 17
	vrndscalepd	xmm31, qword ptr [rdx + 2*rcx + 1]{1to2}, 0
	vrndscalepd	xmm16, qword ptr [rbx + 1016]{1to2}, 1
	vrndscalepd	xmm17, qword ptr [rsp + 1024]{1to2}, 127
	vrndscalepd	xmm18 {k7}, qword ptr [rbp - 1]{1to2}, 255
	vrndscalepd	xmm19 {k1} {z}, qword ptr [rsi + 127]{1to2}, 3
	vrndscalepd	ymm20, qword ptr [rdi + 4*rdx + 128]{1to4}, 128
	vrndscalepd	ymm21, qword ptr [r8 - 1024]{1to4}, 64
	vrndscalepd	ymm22, qword ptr [r9 - 1032]{1to4}, 17
	vrndscalepd	ymm23 {k2}, qword ptr [r10 - 128]{1to4}, 0
	vrndscalepd	ymm24 {k3} {z}, qword ptr [r11 + 4096]{1to4}, 1
	vrndscalepd	zmm12, qword ptr [r12 + 8*rbx - 4096]{1to8}, 127
	vrndscalepd	zmm13, qword ptr [r13 + 1016]{1to8}, 255
	vrndscalepd	zmm14, qword ptr [r14 + 1024]{1to8}, 3
	vrndscalepd	zmm15 {k4}, qword ptr [r15 + 2147483647]{1to8}, 128
	vrndscalepd	zmm16 {k5} {z}, qword ptr [rip - 2147483648]{1to8}, 64
	vrndscalepd	xmm17, xmm25, 17
	vrndscalepd	xmm18 {k6}, xmm26, 0
	vrndscalepd	xmm19 {k7} {z}, xmm27, 1
	vrndscalepd	ymm20, ymm28, 127
	vrndscalepd	ymm21 {k1}, ymm29, 255
	vrndscalepd	ymm22 {k2} {z}, ymm30, 3
	vrndscalepd	zmm24, zmm23, 128
	vrndscalepd	zmm26 {k3}, zmm25, 64
	vrndscalepd	zmm28 {k4} {z}, zmm27, 17
	vrndscalepd	zmm30, zmm29, {sae}, 0
	vrndscalepd	zmm0 {k5}, zmm31, {sae}, 1
	vrndscalepd	zmm2 {k6} {z}, zmm1, {sae}, 127
	vrndscaleph	xmm31, xmmword ptr [rax], 255
	vrndscaleph	xmm16, xmmword ptr [rcx - 2048], 3
	vrndscaleph	xmm17, xmmword ptr [rdx - 2064], 128
	vrndscaleph	xmm18 {k7}, xmmword ptr [rbx + rbp + 64], 64
	vrndscaleph	xmm19 {k1} {z}, xmmword ptr [rsp - 64], 17
	vrndscaleph	ymm20, word ptr [rbp + 1]{1to16}, 0
	vrndscaleph	ymm21, word ptr [rsi + 254]{1to16}, 1
	vrndscaleph	ymm22, word ptr [rdi + 256]{1to16}, 127
	vrndscaleph	ymm23 {k2}, word ptr [r8 + 2*rsi - 1]{1to16}, 255
	vrndscaleph	ymm24 {k3} {z}, word ptr [r9 + 127]{1to16}, 3
	vrndscaleph	zmm3, word ptr [r10 + 128]{1to32}, 128
	vrndscaleph	zmm4, word ptr [r11 - 256]{1to32}, 64
	vrndscaleph	zmm5, word ptr [r12 - 258]{1to32}, 17
	vrndscaleph	zmm6 {k4}, word ptr [r13 + 4*rdi - 128]{1to32}, 0
	vrndscaleph	zmm7 {k5} {z}, word ptr [r14 + 4096]{1to32}, 1
	vrndscaleph	xmm25, word ptr [r15 - 4096]{1to8}, 127
	vrndscaleph	xmm26, word ptr [rip + 254]{1to8}, 255
	vrndscaleph	xmm27, word ptr [rax + 256]{1to8}, 3
	vrndscaleph	xmm28 {k6}, word ptr [rcx + 8*r8 + 2147483647]{1to8}, 128
	vrndscaleph	xmm29 {k7} {z}, word ptr [rdx - 2147483648]{1to8}, 64
	vrndscaleph	ymm30, ymmword ptr [rbx], 17
	vrndscaleph	ymm31, ymmword ptr [rsp - 4096], 0
	vrndscaleph	ymm16, ymmword ptr [rbp - 4128], 1
	vrndscaleph	ymm17 {k1}, ymmword ptr [rsi + r9 + 64], 127
	vrndscaleph	ymm18 {k2} {z}, ymmword ptr [rdi - 64], 255
	vrndscaleph	zmm8, zmmword ptr [r8 + 1], 3
	vrndscaleph	zmm9, zmmword ptr [r9 + 8128], 128
	vrndscaleph	zmm10, zmmword ptr [r10 + 8192], 64
	vrndscaleph	zmm11 {k3}, zmmword ptr [r11 + 2*r10 - 1], 17
	vrndscaleph	zmm12 {k4} {z}, zmmword ptr [r12 + 127], 0
	vrndscaleph	xmm13, xmm19, 1
	vrndscaleph	xmm14 {k5}, xmm20, 127
	vrndscaleph	xmm15 {k6} {z}, xmm21, 255
	vrndscaleph	ymm16, ymm22, 3
	vrndscaleph	ymm17 {k7}, ymm23, 128
	vrndscaleph	ymm18 {k1} {z}, ymm24, 64
	vrndscaleph	zmm20, zmm19, 17
	vrndscaleph	zmm22 {k2}, zmm21, 0
	vrndscaleph	zmm24 {k3} {z}, zmm23, 1
	vrndscaleph	zmm26, zmm25, {sae}, 127
	vrndscaleph	zmm28 {k4}, zmm27, {sae}, 255
	vrndscaleph	zmm30 {k5} {z}, zmm29, {sae}, 3
	vrndscaleps	xmm25, xmmword ptr [r13 + 128], 128
	vrndscaleps	xmm26, xmmword ptr [r14 - 2048], 64
	vrndscaleps	xmm27, xmmword ptr [r15 - 2064], 17
	vrndscaleps	xmm28 {k6}, xmmword ptr [rip - 128], 0
	vrndscaleps	xmm29 {k7} {z}, xmmword ptr [rax + 4*r11 + 4096], 1
	vrndscaleps	ymm30, ymmword ptr [rcx - 4096], 127
	vrndscaleps	ymm31, ymmword ptr [rdx + 4064], 255
	vrndscaleps	ymm16, ymmword ptr [rbx + 4096], 3
	vrndscaleps	ymm17 {k1}, ymmword ptr [rsp + 2147483647], 128
	vrndscaleps	ymm18 {k2} {z}, ymmword ptr [rbp + 8*r12 - 2147483648], 64
	vrndscaleps	zmm31, dword ptr [rsi]{1to16}, 17
	vrndscaleps	zmm0, dword ptr [rdi - 512]{1to16}, 0
	vrndscaleps	zmm1, dword ptr [r8 - 516]{1to16}, 1
	vrndscaleps	zmm2 {k3}, dword ptr [r9 + 64]{1to16}, 127
	vrndscaleps	zmm3 {k4} {z}, dword ptr [r10 + r13 - 64]{1to16}, 255
	vrndscaleps	xmm19, dword ptr [r11 + 1]{1to4}, 3
	vrndscaleps	xmm20, dword ptr [r12 + 508]{1to4}, 128
	vrndscaleps	xmm21, dword ptr [r13 + 512]{1to4}, 64
	vrndscaleps	xmm22 {k5}, dword ptr [r14 - 1]{1to4}, 17
	vrndscaleps	xmm23 {k6} {z}, dword ptr [r15 + 2*r14 + 127]{1to4}, 0
	vrndscaleps	ymm24, dword ptr [rip + 128]{1to8}, 1
	vrndscaleps	ymm25, dword ptr [rax - 512]{1to8}, 127
	vrndscaleps	ymm26, dword ptr [rcx - 516]{1to8}, 255
	vrndscaleps	ymm27 {k7}, dword ptr [rdx - 128]{1to8}, 3
	vrndscaleps	ymm28 {k1} {z}, dword ptr [rbx + 4096]{1to8}, 128
	vrndscaleps	zmm4, zmmword ptr [rsp + 4*r15 - 4096], 64
	vrndscaleps	zmm5, zmmword ptr [rbp + 8128], 17
	vrndscaleps	zmm6, zmmword ptr [rsi + 8192], 0
	vrndscaleps	zmm7 {k2}, zmmword ptr [rdi + 2147483647], 1
	vrndscaleps	zmm8 {k3} {z}, zmmword ptr [r8 - 2147483648], 127
	vrndscaleps	xmm9, xmm29, 255
	vrndscaleps	xmm10 {k4}, xmm30, 3
	vrndscaleps	xmm11 {k5} {z}, xmm31, 128
	vrndscaleps	ymm12, ymm16, 64
	vrndscaleps	ymm13 {k6}, ymm17, 17
	vrndscaleps	ymm14 {k7} {z}, ymm18, 0
	vrndscaleps	zmm16, zmm15, 1
	vrndscaleps	zmm18 {k1}, zmm17, 127
	vrndscaleps	zmm20 {k2} {z}, zmm19, 255
	vrndscaleps	zmm22, zmm21, {sae}, 3
	vrndscaleps	zmm24 {k3}, zmm23, {sae}, 128
	vrndscaleps	zmm26 {k4} {z}, zmm25, {sae}, 64
	vrndscalesd	xmm27, xmm19, qword ptr [r9 + 8*rax], 17
	vrndscalesd	xmm28, xmm20, qword ptr [r10 - 1024], 0
	vrndscalesd	xmm29, xmm21, qword ptr [r11 - 1032], 1
	vrndscalesd	xmm30 {k5}, xmm22, qword ptr [r12 + 64], 127
	vrndscalesd	xmm31 {k6} {z}, xmm23, qword ptr [r13 - 64], 255
	vrndscalesd	xmm1, xmm0, xmm24, 3
	vrndscalesd	xmm3 {k7}, xmm2, xmm25, 128
	vrndscalesd	xmm5 {k1} {z}, xmm4, xmm26, 64
	vrndscalesd	xmm7, xmm6, xmm27, {sae}, 17
	vrndscalesd	xmm9 {k2}, xmm8, xmm28, {sae}, 0
	vrndscalesd	xmm11 {k3} {z}, xmm10, xmm29, {sae}, 1
	vrndscalesh	xmm12, xmm30, word ptr [r14 + rcx + 1], 127
	vrndscalesh	xmm13, xmm31, word ptr [r15 + 254], 255
	vrndscalesh	xmm14, xmm16, word ptr [rip + 256], 3
	vrndscalesh	xmm15 {k4}, xmm17, word ptr [rax - 1], 128
	vrndscalesh	xmm16 {k5} {z}, xmm18, word ptr [rcx + 127], 64
	vrndscalesh	xmm18, xmm17, xmm19, 17
	vrndscalesh	xmm21 {k6}, xmm19, xmm20, 0
	vrndscalesh	xmm23 {k7} {z}, xmm22, xmm21, 1
	vrndscalesh	xmm25, xmm24, xmm22, {sae}, 127
	vrndscalesh	xmm27 {k1}, xmm26, xmm23, {sae}, 255
	vrndscalesh	xmm29 {k2} {z}, xmm28, xmm24, {sae}, 3
	vrndscaless	xmm30, xmm25, dword ptr [rdx + 2*rdx + 128], 128
	vrndscaless	xmm31, xmm26, dword ptr [rbx - 512], 64
	vrndscaless	xmm0, xmm27, dword ptr [rsp - 516], 17
	vrndscaless	xmm1 {k3}, xmm28, dword ptr [rbp - 128], 0
	vrndscaless	xmm2 {k4} {z}, xmm29, dword ptr [rsi + 4096], 1
	vrndscaless	xmm4, xmm3, xmm30, 127
	vrndscaless	xmm6 {k5}, xmm5, xmm31, 255
	vrndscaless	xmm8 {k6} {z}, xmm7, xmm16, 3
	vrndscaless	xmm10, xmm9, xmm17, {sae}, 128
	vrndscaless	xmm12 {k7}, xmm11, xmm18, {sae}, 64
	vrndscaless	xmm14 {k1} {z}, xmm13, xmm19, {sae}, 17
	vrsqrt14pd	xmm20, xmmword ptr [rdi + 4*rbx - 4096]
	vrsqrt14pd	xmm21, xmmword ptr [r8 + 2032]
	vrsqrt14pd	xmm22, xmmword ptr [r9 + 2048]
	vrsqrt14pd	xmm23 {k2}, xmmword ptr [r10 + 2147483647]
	vrsqrt14pd	xmm24 {k3} {z}, xmmword ptr [r11 - 2147483648]
	vrsqrt14pd	ymm25, ymmword ptr [r12 + 8*rbp]
	vrsqrt14pd	ymm26, ymmword ptr [r13 - 4096]
	vrsqrt14pd	ymm27, ymmword ptr [r14 - 4128]
	vrsqrt14pd	ymm28 {k4}, ymmword ptr [r15 + 64]
	vrsqrt14pd	ymm29 {k5} {z}, ymmword ptr [rip - 64]
	vrsqrt14pd	zmm15, zmmword ptr [rax + 1]
	vrsqrt14pd	zmm16, zmmword ptr [rcx + 8128]
	vrsqrt14pd	zmm17, zmmword ptr [rdx + 8192]
	vrsqrt14pd	zmm18 {k6}, zmmword ptr [rbx + rsi - 1]
	vrsqrt14pd	zmm19 {k7} {z}, zmmword ptr [rsp + 127]
	vrsqrt14pd	xmm30, qword ptr [rbp + 128]{1to2}
	vrsqrt14pd	xmm31, qword ptr [rsi - 1024]{1to2}
	vrsqrt14pd	xmm16, qword ptr [rdi - 1032]{1to2}
	vrsqrt14pd	xmm17 {k1}, qword ptr [r8 + 2*rdi - 128]{1to2}
	vrsqrt14pd	xmm18 {k2} {z}, qword ptr [r9 + 4096]{1to2}
	vrsqrt14pd	ymm19, qword ptr [r10 - 4096]{1to4}
	vrsqrt14pd	ymm20, qword ptr [r11 + 1016]{1to4}
	vrsqrt14pd	ymm21, qword ptr [r12 + 1024]{1to4}
	vrsqrt14pd	ymm22 {k3}, qword ptr [r13 + 4*r8 + 2147483647]{1to4}
	vrsqrt14pd	ymm23 {k4} {z}, qword ptr [r14 - 2147483648]{1to4}
	vrsqrt14pd	zmm20, qword ptr [r15]{1to8}
	vrsqrt14pd	zmm21, qword ptr [rip - 1024]{1to8}
	vrsqrt14pd	zmm22, qword ptr [rax - 1032]{1to8}
	vrsqrt14pd	zmm23 {k5}, qword ptr [rcx + 8*r9 + 64]{1to8}
	vrsqrt14pd	zmm24 {k6} {z}, qword ptr [rdx - 64]{1to8}
	vrsqrt14pd	xmm25, xmm24
	vrsqrt14pd	xmm26 {k7}, xmm25
	vrsqrt14pd	xmm27 {k1} {z}, xmm26
	vrsqrt14pd	ymm28, ymm27
	vrsqrt14pd	ymm29 {k2}, ymm28
	vrsqrt14pd	ymm30 {k3} {z}, ymm29
	vrsqrt14pd	zmm0, zmm31
	vrsqrt14pd	zmm2 {k4}, zmm1
	vrsqrt14pd	zmm4 {k5} {z}, zmm3
	vrsqrt14ps	xmm30, xmmword ptr [rbx + 1]
	vrsqrt14ps	xmm31, xmmword ptr [rsp + 2032]
	vrsqrt14ps	xmm16, xmmword ptr [rbp + 2048]
	vrsqrt14ps	xmm17 {k6}, xmmword ptr [rsi + r10 - 1]
	vrsqrt14ps	xmm18 {k7} {z}, xmmword ptr [rdi + 127]
	vrsqrt14ps	ymm19, ymmword ptr [r8 + 128]
	vrsqrt14ps	ymm20, ymmword ptr [r9 - 4096]
	vrsqrt14ps	ymm21, ymmword ptr [r10 - 4128]
	vrsqrt14ps	ymm22 {k1}, ymmword ptr [r11 + 2*r11 - 128]
	vrsqrt14ps	ymm23 {k2} {z}, ymmword ptr [r12 + 4096]
	vrsqrt14ps	zmm5, dword ptr [r13 - 4096]{1to16}
	vrsqrt14ps	zmm6, dword ptr [r14 + 508]{1to16}
	vrsqrt14ps	zmm7, dword ptr [r15 + 512]{1to16}
	vrsqrt14ps	zmm8 {k3}, dword ptr [rip + 2147483647]{1to16}
	vrsqrt14ps	zmm9 {k4} {z}, dword ptr [rax + 4*r12 - 2147483648]{1to16}
	vrsqrt14ps	xmm24, dword ptr [rcx]{1to4}
	vrsqrt14ps	xmm25, dword ptr [rdx - 512]{1to4}
	vrsqrt14ps	xmm26, dword ptr [rbx - 516]{1to4}
	vrsqrt14ps	xmm27 {k5}, dword ptr [rsp + 64]{1to4}
	vrsqrt14ps	xmm28 {k6} {z}, dword ptr [rbp + 8*r13 - 64]{1to4}
	vrsqrt14ps	ymm29, dword ptr [rsi + 1]{1to8}
	vrsqrt14ps	ymm30, dword ptr [rdi + 508]{1to8}
	vrsqrt14ps	ymm31, dword ptr [r8 + 512]{1to8}
	vrsqrt14ps	ymm16 {k7}, dword ptr [r9 - 1]{1to8}
	vrsqrt14ps	ymm17 {k1} {z}, dword ptr [r10 + r14 + 127]{1to8}
	vrsqrt14ps	zmm10, zmmword ptr [r11 + 128]
	vrsqrt14ps	zmm11, zmmword ptr [r12 - 8192]
	vrsqrt14ps	zmm12, zmmword ptr [r13 - 8256]
	vrsqrt14ps	zmm13 {k2}, zmmword ptr [r14 - 128]
	vrsqrt14ps	zmm14 {k3} {z}, zmmword ptr [r15 + 2*r15 + 4096]
	vrsqrt14ps	xmm15, xmm18
	vrsqrt14ps	xmm16 {k4}, xmm19
	vrsqrt14ps	xmm17 {k5} {z}, xmm20
	vrsqrt14ps	ymm18, ymm21
	vrsqrt14ps	ymm19 {k6}, ymm22
	vrsqrt14ps	ymm20 {k7} {z}, ymm23
	vrsqrt14ps	zmm22, zmm21
	vrsqrt14ps	zmm24 {k1}, zmm23
	vrsqrt14ps	zmm26 {k2} {z}, zmm25
	vrsqrt14sd	xmm27, xmm24, qword ptr [rip - 4096]
	vrsqrt14sd	xmm28, xmm25, qword ptr [rax + 1016]
	vrsqrt14sd	xmm29, xmm26, qword ptr [rcx + 1024]
	vrsqrt14sd	xmm30 {k3}, xmm27, qword ptr [rdx + 2147483647]
	vrsqrt14sd	xmm31 {k4} {z}, xmm28, qword ptr [rbx - 2147483648]
	vrsqrt14sd	xmm1, xmm0, xmm29
	vrsqrt14sd	xmm3 {k5}, xmm2, xmm30
	vrsqrt14sd	xmm5 {k6} {z}, xmm4, xmm31
	vrsqrt14ss	xmm6, xmm16, dword ptr [rsp + 4*rax]
	vrsqrt14ss	xmm7, xmm17, dword ptr [rbp - 512]
	vrsqrt14ss	xmm8, xmm18, dword ptr [rsi - 516]
	vrsqrt14ss	xmm9 {k7}, xmm19, dword ptr [rdi + 64]
	vrsqrt14ss	xmm10 {k1} {z}, xmm20, dword ptr [r8 - 64]
	vrsqrt14ss	xmm12, xmm11, xmm21
	vrsqrt14ss	xmm14 {k2}, xmm13, xmm22
	vrsqrt14ss	xmm16 {k3} {z}, xmm15, xmm23
	vrsqrt28pd	zmm17, zmmword ptr [r9 + 8*rcx + 1]
	vrsqrt28pd	zmm18, zmmword ptr [r10 + 8128]
	vrsqrt28pd	zmm19, zmmword ptr [r11 + 8192]
	vrsqrt28pd	zmm20 {k4}, zmmword ptr [r12 - 1]
	vrsqrt28pd	zmm21 {k5} {z}, zmmword ptr [r13 + 127]
	vrsqrt28pd	zmm22, qword ptr [r14 + rdx + 128]{1to8}
	vrsqrt28pd	zmm23, qword ptr [r15 - 1024]{1to8}
	vrsqrt28pd	zmm24, qword ptr [rip - 1032]{1to8}
	vrsqrt28pd	zmm25 {k6}, qword ptr [rax - 128]{1to8}
	vrsqrt28pd	zmm26 {k7} {z}, qword ptr [rcx + 4096]{1to8}
	vrsqrt28pd	zmm28, zmm27
	vrsqrt28pd	zmm30 {k1}, zmm29
	vrsqrt28pd	zmm0 {k2} {z}, zmm31
	vrsqrt28pd	zmm2, zmm1, {sae}
	vrsqrt28pd	zmm4 {k3}, zmm3, {sae}
	vrsqrt28pd	zmm6 {k4} {z}, zmm5, {sae}
	vrsqrt28ps	zmm7, dword ptr [rdx + 2*rbx - 4096]{1to16}
	vrsqrt28ps	zmm8, dword ptr [rbx + 508]{1to16}
	vrsqrt28ps	zmm9, dword ptr [rsp + 512]{1to16}
	vrsqrt28ps	zmm10 {k5}, dword ptr [rbp + 2147483647]{1to16}
	vrsqrt28ps	zmm11 {k6} {z}, dword ptr [rsi - 2147483648]{1to16}
	vrsqrt28ps	zmm12, zmmword ptr [rdi + 4*rbp]
	vrsqrt28ps	zmm13, zmmword ptr [r8 - 8192]
	vrsqrt28ps	zmm14, zmmword ptr [r9 - 8256]
	vrsqrt28ps	zmm15 {k7}, zmmword ptr [r10 + 64]
	vrsqrt28ps	zmm16 {k1} {z}, zmmword ptr [r11 - 64]
	vrsqrt28ps	zmm18, zmm17
	vrsqrt28ps	zmm20 {k2}, zmm19
	vrsqrt28ps	zmm22 {k3} {z}, zmm21
	vrsqrt28ps	zmm24, zmm23, {sae}
	vrsqrt28ps	zmm26 {k4}, zmm25, {sae}
	vrsqrt28ps	zmm28 {k5} {z}, zmm27, {sae}
	vrsqrt28sd	xmm29, xmm24, qword ptr [r12 + 8*rsi + 1]
	vrsqrt28sd	xmm30, xmm25, qword ptr [r13 + 1016]
	vrsqrt28sd	xmm31, xmm26, qword ptr [r14 + 1024]
	vrsqrt28sd	xmm0 {k6}, xmm27, qword ptr [r15 - 1]
	vrsqrt28sd	xmm1 {k7} {z}, xmm28, qword ptr [rip + 127]
	vrsqrt28sd	xmm3, xmm2, xmm29
	vrsqrt28sd	xmm5 {k1}, xmm4, xmm30
	vrsqrt28sd	xmm7 {k2} {z}, xmm6, xmm31
	vrsqrt28sd	xmm9, xmm8, xmm16, {sae}
	vrsqrt28sd	xmm11 {k3}, xmm10, xmm17, {sae}
	vrsqrt28sd	xmm13 {k4} {z}, xmm12, xmm18, {sae}
	vrsqrt28ss	xmm14, xmm19, dword ptr [rax + 128]
	vrsqrt28ss	xmm15, xmm20, dword ptr [rcx - 512]
	vrsqrt28ss	xmm16, xmm21, dword ptr [rdx - 516]
	vrsqrt28ss	xmm17 {k5}, xmm22, dword ptr [rbx + rdi - 128]
	vrsqrt28ss	xmm18 {k6} {z}, xmm23, dword ptr [rsp + 4096]
	vrsqrt28ss	xmm20, xmm19, xmm24
	vrsqrt28ss	xmm22 {k7}, xmm21, xmm25
	vrsqrt28ss	xmm24 {k1} {z}, xmm23, xmm26
	vrsqrt28ss	xmm26, xmm25, xmm27, {sae}
	vrsqrt28ss	xmm29 {k2}, xmm27, xmm28, {sae}
	vrsqrt28ss	xmm31 {k3} {z}, xmm30, xmm29, {sae}
	vrsqrtph	xmm30, xmmword ptr [rbp - 4096]
	vrsqrtph	xmm31, xmmword ptr [rsi + 2032]
	vrsqrtph	xmm16, xmmword ptr [rdi + 2048]
	vrsqrtph	xmm17 {k4}, xmmword ptr [r8 + 2*r8 + 2147483647]
	vrsqrtph	xmm18 {k5} {z}, xmmword ptr [r9 - 2147483648]
	vrsqrtph	ymm19, word ptr [r10]{1to16}
	vrsqrtph	ymm20, word ptr [r11 - 256]{1to16}
	vrsqrtph	ymm21, word ptr [r12 - 258]{1to16}
	vrsqrtph	ymm22 {k6}, word ptr [r13 + 4*r9 + 64]{1to16}
	vrsqrtph	ymm23 {k7} {z}, word ptr [r14 - 64]{1to16}
	vrsqrtph	zmm0, word ptr [r15 + 1]{1to32}
	vrsqrtph	zmm1, word ptr [rip + 254]{1to32}
	vrsqrtph	zmm2, word ptr [rax + 256]{1to32}
	vrsqrtph	zmm3 {k1}, word ptr [rcx + 8*r10 - 1]{1to32}
	vrsqrtph	zmm4 {k2} {z}, word ptr [rdx + 127]{1to32}
	vrsqrtph	xmm24, word ptr [rbx + 128]{1to8}
	vrsqrtph	xmm25, word ptr [rsp - 256]{1to8}
	vrsqrtph	xmm26, word ptr [rbp - 258]{1to8}
	vrsqrtph	xmm27 {k3}, word ptr [rsi + r11 - 128]{1to8}
	vrsqrtph	xmm28 {k4} {z}, word ptr [rdi + 4096]{1to8}
	vrsqrtph	ymm29, ymmword ptr [r8 - 4096]
	vrsqrtph	ymm30, ymmword ptr [r9 + 4064]
	vrsqrtph	ymm31, ymmword ptr [r10 + 4096]
	vrsqrtph	ymm16 {k5}, ymmword ptr [r11 + 2*r12 + 2147483647]
	vrsqrtph	ymm17 {k6} {z}, ymmword ptr [r12 - 2147483648]
	vrsqrtph	zmm5, zmmword ptr [r13]
	vrsqrtph	zmm6, zmmword ptr [r14 - 8192]
	vrsqrtph	zmm7, zmmword ptr [r15 - 8256]
	vrsqrtph	zmm8 {k7}, zmmword ptr [rip + 64]
	vrsqrtph	zmm9 {k1} {z}, zmmword ptr [rax + 4*r13 - 64]
	vrsqrtph	xmm10, xmm18
	vrsqrtph	xmm11 {k2}, xmm19
	vrsqrtph	xmm12 {k3} {z}, xmm20
	vrsqrtph	ymm13, ymm21
	vrsqrtph	ymm14 {k4}, ymm22
	vrsqrtph	ymm15 {k5} {z}, ymm23
	vrsqrtph	zmm17, zmm16
	vrsqrtph	zmm19 {k6}, zmm18
	vrsqrtph	zmm21 {k7} {z}, zmm20
	vrsqrtsh	xmm22, xmm24, word ptr [rcx + 1]
	vrsqrtsh	xmm23, xmm25, word ptr [rdx + 254]
	vrsqrtsh	xmm24, xmm26, word ptr [rbx + 256]
	vrsqrtsh	xmm25 {k1}, xmm27, word ptr [rsp - 1]
	vrsqrtsh	xmm26 {k2} {z}, xmm28, word ptr [rbp + 8*r14 + 127]
	vrsqrtsh	xmm28, xmm27, xmm29
	vrsqrtsh	xmm31 {k3}, xmm29, xmm30
	vrsqrtsh	xmm1 {k4} {z}, xmm0, xmm31
