	.intel_syntax noprefix
	.text
	vfcmaddcph	xmm0, xmm16, xmmword ptr [rax]
	vfcmaddcph	xmm1, xmm17, xmmword ptr [rcx - 2048]
	vfcmaddcph	xmm2, xmm18, xmmword ptr [rdx - 2064]
	vfcmaddcph	xmm3 {k1}, xmm19, xmmword ptr [rbx + rax + 64]
	vfcmaddcph	xmm4 {k2} {z}, xmm20, xmmword ptr [rsp - 64]
	vfcmaddcph	ymm5, ymm21, ymmword ptr [rbp + 1]
	vfcmaddcph	ymm6, ymm22, ymmword ptr [rsi + 4064]
	vfcmaddcph	ymm7, ymm23, ymmword ptr [rdi + 4096]
	vfcmaddcph	ymm8 {k3}, ymm24, ymmword ptr [r8 + 2*rcx - 1]
	vfcmaddcph	ymm9 {k4} {z}, ymm25, ymmword ptr [r9 + 127]
	vfcmaddcph	zmm11, zmm10, dword ptr [r10 + 128]{1to16}
	vfcmaddcph	zmm13, zmm12, dword ptr [r11 - 512]{1to16}
	vfcmaddcph	zmm15, zmm14, dword ptr [r12 - 516]{1to16}
	vfcmaddcph	zmm17 {k5}, zmm16, dword ptr [r13 + 4*rdx - 128]{1to16}
	vfcmaddcph	zmm19 {k6} {z}, zmm18, dword ptr [r14 + 4096]{1to16}
	vfcmaddcph	xmm20, xmm26, dword ptr [r15 - 4096]{1to4}
	vfcmaddcph	xmm21, xmm27, dword ptr [rip + 508]{1to4}
	vfcmaddcph	xmm22, xmm28, dword ptr [rax + 512]{1to4}
	vfcmaddcph	xmm23 {k7}, xmm29, dword ptr [rcx + 8*rbx + 2147483647]{1to4}
	vfcmaddcph	xmm24 {k1} {z}, xmm30, dword ptr [rdx - 2147483648]{1to4}
	vfcmaddcph	ymm25, ymm31, dword ptr [rbx]{1to8}
	vfcmaddcph	ymm26, ymm16, dword ptr [rsp - 512]{1to8}
	vfcmaddcph	ymm27, ymm17, dword ptr [rbp - 516]{1to8}
	vfcmaddcph	ymm28 {k2}, ymm18, dword ptr [rsi + rbp + 64]{1to8}
	vfcmaddcph	ymm29 {k3} {z}, ymm19, dword ptr [rdi - 64]{1to8}
	vfcmaddcph	zmm31, zmm30, zmmword ptr [r8 + 1]
	vfcmaddcph	zmm1, zmm0, zmmword ptr [r9 + 8128]
	vfcmaddcph	zmm3, zmm2, zmmword ptr [r10 + 8192]
	vfcmaddcph	zmm5 {k4}, zmm4, zmmword ptr [r11 + 2*rsi - 1]
	vfcmaddcph	zmm7 {k5} {z}, zmm6, zmmword ptr [r12 + 127]
	vfcmaddcph	xmm9, xmm8, xmm20
	vfcmaddcph	xmm11 {k6}, xmm10, xmm21
	vfcmaddcph	xmm13 {k7} {z}, xmm12, xmm22
	vfcmaddcph	ymm15, ymm14, ymm23
	vfcmaddcph	ymm17 {k1}, ymm16, ymm24
	vfcmaddcph	ymm19 {k2} {z}, ymm18, ymm25
	vfcmaddcph	zmm22, zmm21, zmm20
	vfcmaddcph	zmm25 {k3}, zmm24, zmm23
	vfcmaddcph	zmm28 {k4} {z}, zmm27, zmm26
	vfcmaddcph	zmm31, zmm30, zmm29, {rn-sae}
	vfcmaddcph	zmm2 {k5}, zmm1, zmm0, {rd-sae}
	vfcmaddcph	zmm5 {k6} {z}, zmm4, zmm3, {ru-sae}
	vfcmaddcsh	xmm6, xmm26, dword ptr [r13 + 128]
	vfcmaddcsh	xmm7, xmm27, dword ptr [r14 - 512]
	vfcmaddcsh	xmm8, xmm28, dword ptr [r15 - 516]
	vfcmaddcsh	xmm9 {k7}, xmm29, dword ptr [rip - 128]
	vfcmaddcsh	xmm10 {k1} {z}, xmm30, dword ptr [rax + 4*rdi + 4096]
	vfcmaddcsh	xmm12, xmm11, xmm31
	vfcmaddcsh	xmm14 {k2}, xmm13, xmm16
	vfcmaddcsh	xmm16 {k3} {z}, xmm15, xmm17
	vfcmaddcsh	xmm19, xmm17, xmm18, {rz-sae}
	vfcmaddcsh	xmm21 {k4}, xmm20, xmm19, {rn-sae}
	vfcmaddcsh	xmm23 {k5} {z}, xmm22, xmm20, {rd-sae}
	vfcmulcph	xmm24, xmm21, xmmword ptr [rcx - 4096]
	vfcmulcph	xmm25, xmm22, xmmword ptr [rdx + 2032]
	vfcmulcph	xmm26, xmm23, xmmword ptr [rbx + 2048]
	vfcmulcph	xmm27 {k6}, xmm24, xmmword ptr [rsp + 2147483647]
	vfcmulcph	xmm28 {k7} {z}, xmm25, xmmword ptr [rbp + 8*r8 - 2147483648]
	vfcmulcph	ymm29, ymm26, ymmword ptr [rsi]
	vfcmulcph	ymm30, ymm27, ymmword ptr [rdi - 4096]
	vfcmulcph	ymm31, ymm28, ymmword ptr [r8 - 4128]
	vfcmulcph	ymm0 {k1}, ymm29, ymmword ptr [r9 + 64]
	vfcmulcph	ymm1 {k2} {z}, ymm30, ymmword ptr [r10 + r9 - 64]
	vfcmulcph	zmm3, zmm2, dword ptr [r11 + 1]{1to16}
	vfcmulcph	zmm5, zmm4, dword ptr [r12 + 508]{1to16}
	vfcmulcph	zmm7, zmm6, dword ptr [r13 + 512]{1to16}
	vfcmulcph	zmm9 {k3}, zmm8, dword ptr [r14 - 1]{1to16}
	vfcmulcph	zmm11 {k4} {z}, zmm10, dword ptr [r15 + 2*r10 + 127]{1to16}
	vfcmulcph	xmm12, xmm31, dword ptr [rip + 128]{1to4}
	vfcmulcph	xmm13, xmm16, dword ptr [rax - 512]{1to4}
	vfcmulcph	xmm14, xmm17, dword ptr [rcx - 516]{1to4}
	vfcmulcph	xmm15 {k5}, xmm18, dword ptr [rdx - 128]{1to4}
	vfcmulcph	xmm16 {k6} {z}, xmm19, dword ptr [rbx + 4096]{1to4}
	vfcmulcph	ymm17, ymm20, dword ptr [rsp + 4*r11 - 4096]{1to8}
	vfcmulcph	ymm18, ymm21, dword ptr [rbp + 508]{1to8}
	vfcmulcph	ymm19, ymm22, dword ptr [rsi + 512]{1to8}
	vfcmulcph	ymm20 {k7}, ymm23, dword ptr [rdi + 2147483647]{1to8}
	vfcmulcph	ymm21 {k1} {z}, ymm24, dword ptr [r8 - 2147483648]{1to8}
	vfcmulcph	zmm23, zmm22, zmmword ptr [r9 + 8*r12]
	vfcmulcph	zmm25, zmm24, zmmword ptr [r10 - 8192]
	vfcmulcph	zmm27, zmm26, zmmword ptr [r11 - 8256]
	vfcmulcph	zmm29 {k2}, zmm28, zmmword ptr [r12 + 64]
	vfcmulcph	zmm31 {k3} {z}, zmm30, zmmword ptr [r13 - 64]
	vfcmulcph	xmm1, xmm0, xmm25
	vfcmulcph	xmm3 {k4}, xmm2, xmm26
	vfcmulcph	xmm5 {k5} {z}, xmm4, xmm27
	vfcmulcph	ymm7, ymm6, ymm28
	vfcmulcph	ymm9 {k6}, ymm8, ymm29
	vfcmulcph	ymm11 {k7} {z}, ymm10, ymm30
	vfcmulcph	zmm14, zmm13, zmm12
	vfcmulcph	zmm17 {k1}, zmm16, zmm15
	vfcmulcph	zmm20 {k2} {z}, zmm19, zmm18
	vfcmulcph	zmm23, zmm22, zmm21, {ru-sae}
	vfcmulcph	zmm26 {k3}, zmm25, zmm24, {rz-sae}
	vfcmulcph	zmm29 {k4} {z}, zmm28, zmm27, {rn-sae}
	vfcmulcsh	xmm30, xmm31, dword ptr [r14 + r13 + 1]
	vfcmulcsh	xmm31, xmm16, dword ptr [r15 + 508]
	vfcmulcsh	xmm0, xmm17, dword ptr [rip + 512]
	vfcmulcsh	xmm1 {k5}, xmm18, dword ptr [rax - 1]
	vfcmulcsh	xmm2 {k6} {z}, xmm19, dword ptr [rcx + 127]
	vfcmulcsh	xmm4, xmm3, xmm20
	vfcmulcsh	xmm6 {k7}, xmm5, xmm21
	vfcmulcsh	xmm8 {k1} {z}, xmm7, xmm22
	vfcmulcsh	xmm10, xmm9, xmm23, {rd-sae}
	vfcmulcsh	xmm12 {k2}, xmm11, xmm24, {ru-sae}
	vfcmulcsh	xmm14 {k3} {z}, xmm13, xmm25, {rz-sae}
	vfixupimmpd	xmm15, xmm26, xmmword ptr [rdx + 2*r14 + 128], 0
	vfixupimmpd	xmm16, xmm27, xmmword ptr [rbx - 2048], 1
	vfixupimmpd	xmm17, xmm28, xmmword ptr [rsp - 2064], 127
	vfixupimmpd	xmm18 {k4}, xmm29, xmmword ptr [rbp - 128], 255
	vfixupimmpd	xmm19 {k5} {z}, xmm30, xmmword ptr [rsi + 4096], 3
	vfixupimmpd	ymm20, ymm31, ymmword ptr [rdi + 4*r15 - 4096], 128
	vfixupimmpd	ymm21, ymm16, ymmword ptr [r8 + 4064], 64
	vfixupimmpd	ymm22, ymm17, ymmword ptr [r9 + 4096], 17
	vfixupimmpd	ymm23 {k6}, ymm18, ymmword ptr [r10 + 2147483647], 0
	vfixupimmpd	ymm24 {k7} {z}, ymm19, ymmword ptr [r11 - 2147483648], 1
	vfixupimmpd	zmm26, zmm25, zmmword ptr [r12 + 8*rax], 127
	vfixupimmpd	zmm28, zmm27, zmmword ptr [r13 - 8192], 255
	vfixupimmpd	zmm30, zmm29, zmmword ptr [r14 - 8256], 3
	vfixupimmpd	zmm0 {k1}, zmm31, zmmword ptr [r15 + 64], 128
	vfixupimmpd	zmm2 {k2} {z}, zmm1, zmmword ptr [rip - 64], 64
	vfixupimmpd	xmm3, xmm20, qword ptr [rax + 1]{1to2}, 17
	vfixupimmpd	xmm4, xmm21, qword ptr [rcx + 1016]{1to2}, 0
	vfixupimmpd	xmm5, xmm22, qword ptr [rdx + 1024]{1to2}, 1
	vfixupimmpd	xmm6 {k3}, xmm23, qword ptr [rbx + rcx - 1]{1to2}, 127
	vfixupimmpd	xmm7 {k4} {z}, xmm24, qword ptr [rsp + 127]{1to2}, 255
	vfixupimmpd	ymm8, ymm25, qword ptr [rbp + 128]{1to4}, 3
	vfixupimmpd	ymm9, ymm26, qword ptr [rsi - 1024]{1to4}, 128
	vfixupimmpd	ymm10, ymm27, qword ptr [rdi - 1032]{1to4}, 64
	vfixupimmpd	ymm11 {k5}, ymm28, qword ptr [r8 + 2*rdx - 128]{1to4}, 17
	vfixupimmpd	ymm12 {k6} {z}, ymm29, qword ptr [r9 + 4096]{1to4}, 0
	vfixupimmpd	zmm14, zmm13, qword ptr [r10 - 4096]{1to8}, 1
	vfixupimmpd	zmm16, zmm15, qword ptr [r11 + 1016]{1to8}, 127
	vfixupimmpd	zmm18, zmm17, qword ptr [r12 + 1024]{1to8}, 255
	vfixupimmpd	zmm20 {k7}, zmm19, qword ptr [r13 + 4*rbx + 2147483647]{1to8}, 3
	vfixupimmpd	zmm22 {k1} {z}, zmm21, qword ptr [r14 - 2147483648]{1to8}, 128
	vfixupimmpd	xmm24, xmm23, xmm30, 64
	vfixupimmpd	xmm26 {k2}, xmm25, xmm31, 17
	vfixupimmpd	xmm28 {k3} {z}, xmm27, xmm16, 0
	vfixupimmpd	ymm30, ymm29, ymm17, 1
	vfixupimmpd	ymm0 {k4}, ymm31, ymm18, 127
	vfixupimmpd	ymm2 {k5} {z}, ymm1, ymm19, 255
	vfixupimmpd	zmm5, zmm4, zmm3, 3
	vfixupimmpd	zmm8 {k6}, zmm7, zmm6, 128
	vfixupimmpd	zmm11 {k7} {z}, zmm10, zmm9, 64
	vfixupimmpd	zmm14, zmm13, zmm12, {sae}, 17
	vfixupimmpd	zmm17 {k1}, zmm16, zmm15, {sae}, 0
	vfixupimmpd	zmm20 {k2} {z}, zmm19, zmm18, {sae}, 1
	vfixupimmps	xmm21, xmm20, xmmword ptr [r15], 127
	vfixupimmps	xmm22, xmm21, xmmword ptr [rip - 2048], 255
	vfixupimmps	xmm23, xmm22, xmmword ptr [rax - 2064], 3
	vfixupimmps	xmm24 {k3}, xmm23, xmmword ptr [rcx + 8*rbp + 64], 128
	vfixupimmps	xmm25 {k4} {z}, xmm24, xmmword ptr [rdx - 64], 64
	vfixupimmps	ymm26, ymm25, ymmword ptr [rbx + 1], 17
	vfixupimmps	ymm27, ymm26, ymmword ptr [rsp + 4064], 0
	vfixupimmps	ymm28, ymm27, ymmword ptr [rbp + 4096], 1
	vfixupimmps	ymm29 {k5}, ymm28, ymmword ptr [rsi + rsi - 1], 127
	vfixupimmps	ymm30 {k6} {z}, ymm29, ymmword ptr [rdi + 127], 255
	vfixupimmps	zmm0, zmm31, dword ptr [r8 + 128]{1to16}, 3
	vfixupimmps	zmm2, zmm1, dword ptr [r9 - 512]{1to16}, 128
	vfixupimmps	zmm4, zmm3, dword ptr [r10 - 516]{1to16}, 64
	vfixupimmps	zmm6 {k7}, zmm5, dword ptr [r11 + 2*rdi - 128]{1to16}, 17
	vfixupimmps	zmm8 {k1} {z}, zmm7, dword ptr [r12 + 4096]{1to16}, 0
	vfixupimmps	xmm9, xmm30, dword ptr [r13 - 4096]{1to4}, 1
	vfixupimmps	xmm10, xmm31, dword ptr [r14 + 508]{1to4}, 127
	vfixupimmps	xmm11, xmm16, dword ptr [r15 + 512]{1to4}, 255
	vfixupimmps	xmm12 {k2}, xmm17, dword ptr [rip + 2147483647]{1to4}, 3
	vfixupimmps	xmm13 {k3} {z}, xmm18, dword ptr [rax + 4*r8 - 2147483648]{1to4}, 128
	vfixupimmps	ymm14, ymm19, dword ptr [rcx]{1to8}, 64
	vfixupimmps	ymm15, ymm20, dword ptr [rdx - 512]{1to8}, 17
	vfixupimmps	ymm16, ymm21, dword ptr [rbx - 516]{1to8}, 0
	vfixupimmps	ymm17 {k4}, ymm22, dword ptr [rsp + 64]{1to8}, 1
	vfixupimmps	ymm18 {k5} {z}, ymm23, dword ptr [rbp + 8*r9 - 64]{1to8}, 127
	vfixupimmps	zmm20, zmm19, zmmword ptr [rsi + 1], 255
	vfixupimmps	zmm22, zmm21, zmmword ptr [rdi + 8128], 3
	vfixupimmps	zmm24, zmm23, zmmword ptr [r8 + 8192], 128
	vfixupimmps	zmm26 {k6}, zmm25, zmmword ptr [r9 - 1], 64
	vfixupimmps	zmm28 {k7} {z}, zmm27, zmmword ptr [r10 + r10 + 127], 17
	vfixupimmps	xmm30, xmm29, xmm24, 0
	vfixupimmps	xmm0 {k1}, xmm31, xmm25, 1
	vfixupimmps	xmm2 {k2} {z}, xmm1, xmm26, 127
	vfixupimmps	ymm4, ymm3, ymm27, 255
	vfixupimmps	ymm6 {k3}, ymm5, ymm28, 3
	vfixupimmps	ymm8 {k4} {z}, ymm7, ymm29, 128
	vfixupimmps	zmm11, zmm10, zmm9, 64
	vfixupimmps	zmm14 {k5}, zmm13, zmm12, 17
	vfixupimmps	zmm17 {k6} {z}, zmm16, zmm15, 0
	vfixupimmps	zmm20, zmm19, zmm18, {sae}, 1
	vfixupimmps	zmm23 {k7}, zmm22, zmm21, {sae}, 127
	vfixupimmps	zmm26 {k1} {z}, zmm25, zmm24, {sae}, 255
	vfixupimmsd	xmm27, xmm30, qword ptr [r11 + 128], 3
	vfixupimmsd	xmm28, xmm31, qword ptr [r12 - 1024], 128
	vfixupimmsd	xmm29, xmm16, qword ptr [r13 - 1032], 64
	vfixupimmsd	xmm30 {k2}, xmm17, qword ptr [r14 - 128], 17
	vfixupimmsd	xmm31 {k3} {z}, xmm18, qword ptr [r15 + 2*r11 + 4096], 0
	vfixupimmsd	xmm1, xmm0, xmm19, 1
	vfixupimmsd	xmm3 {k4}, xmm2, xmm20, 127
	vfixupimmsd	xmm5 {k5} {z}, xmm4, xmm21, 255
	vfixupimmsd	xmm7, xmm6, xmm22, {sae}, 3
	vfixupimmsd	xmm9 {k6}, xmm8, xmm23, {sae}, 128
	vfixupimmsd	xmm11 {k7} {z}, xmm10, xmm24, {sae}, 64
	vfixupimmss	xmm12, xmm25, dword ptr [rip - 4096], 17
	vfixupimmss	xmm13, xmm26, dword ptr [rax + 508], 0
	vfixupimmss	xmm14, xmm27, dword ptr [rcx + 512], 1
	vfixupimmss	xmm15 {k1}, xmm28, dword ptr [rdx + 2147483647], 127
	vfixupimmss	xmm16 {k2} {z}, xmm29, dword ptr [rbx - 2147483648], 255
	vfixupimmss	xmm18, xmm17, xmm30, 3
	vfixupimmss	xmm20 {k3}, xmm19, xmm31, 128
	vfixupimmss	xmm22 {k4} {z}, xmm21, xmm16, 64
	vfixupimmss	xmm24, xmm23, xmm17, {sae}, 17
	vfixupimmss	xmm26 {k5}, xmm25, xmm18, {sae}, 0
	vfixupimmss	xmm28 {k6} {z}, xmm27, xmm19, {sae}, 1
	vfmadd132pd	xmm29, xmm20, xmmword ptr [rsp + 4*r12]
	vfmadd132pd	xmm30, xmm21, xmmword ptr [rbp - 2048]
	vfmadd132pd	xmm31, xmm22, xmmword ptr [rsi - 2064]
	vfmadd132pd	xmm0 {k7}, xmm23, xmmword ptr [rdi + 64]
	vfmadd132pd	xmm1 {k1} {z}, xmm24, xmmword ptr [r8 - 64]
	vfmadd132pd	ymm2, ymm25, ymmword ptr [r9 + 8*r13 + 1]
	vfmadd132pd	ymm3, ymm26, ymmword ptr [r10 + 4064]
	vfmadd132pd	ymm4, ymm27, ymmword ptr [r11 + 4096]
	vfmadd132pd	ymm5 {k2}, ymm28, ymmword ptr [r12 - 1]
	vfmadd132pd	ymm6 {k3} {z}, ymm29, ymmword ptr [r13 + 127]
	vfmadd132pd	zmm8, zmm7, zmmword ptr [r14 + r14 + 128]
	vfmadd132pd	zmm10, zmm9, zmmword ptr [r15 - 8192]
	vfmadd132pd	zmm12, zmm11, zmmword ptr [rip - 8256]
	vfmadd132pd	zmm14 {k4}, zmm13, zmmword ptr [rax - 128]
	vfmadd132pd	zmm16 {k5} {z}, zmm15, zmmword ptr [rcx + 4096]
	vfmadd132pd	xmm17, xmm30, qword ptr [rdx + 2*r15 - 4096]{1to2}
	vfmadd132pd	xmm18, xmm31, qword ptr [rbx + 1016]{1to2}
	vfmadd132pd	xmm19, xmm16, qword ptr [rsp + 1024]{1to2}
	vfmadd132pd	xmm20 {k6}, xmm17, qword ptr [rbp + 2147483647]{1to2}
	vfmadd132pd	xmm21 {k7} {z}, xmm18, qword ptr [rsi - 2147483648]{1to2}
	vfmadd132pd	ymm22, ymm19, qword ptr [rdi + 4*rax]{1to4}
	vfmadd132pd	ymm23, ymm20, qword ptr [r8 - 1024]{1to4}
	vfmadd132pd	ymm24, ymm21, qword ptr [r9 - 1032]{1to4}
	vfmadd132pd	ymm25 {k1}, ymm22, qword ptr [r10 + 64]{1to4}
	vfmadd132pd	ymm26 {k2} {z}, ymm23, qword ptr [r11 - 64]{1to4}
	vfmadd132pd	zmm28, zmm27, qword ptr [r12 + 8*rcx + 1]{1to8}
	vfmadd132pd	zmm30, zmm29, qword ptr [r13 + 1016]{1to8}
	vfmadd132pd	zmm0, zmm31, qword ptr [r14 + 1024]{1to8}
	vfmadd132pd	zmm2 {k3}, zmm1, qword ptr [r15 - 1]{1to8}
	vfmadd132pd	zmm4 {k4} {z}, zmm3, qword ptr [rip + 127]{1to8}
	vfmadd132pd	xmm6, xmm5, xmm24
	vfmadd132pd	xmm8 {k5}, xmm7, xmm25
	vfmadd132pd	xmm10 {k6} {z}, xmm9, xmm26
	vfmadd132pd	ymm12, ymm11, ymm27
	vfmadd132pd	ymm14 {k7}, ymm13, ymm28
	vfmadd132pd	ymm16 {k1} {z}, ymm15, ymm29
	vfmadd132pd	zmm19, zmm18, zmm17
	vfmadd132pd	zmm22 {k2}, zmm21, zmm20
	vfmadd132pd	zmm25 {k3} {z}, zmm24, zmm23
	vfmadd132pd	zmm28, zmm27, zmm26, {rn-sae}
	vfmadd132pd	zmm31 {k4}, zmm30, zmm29, {rd-sae}
	vfmadd132pd	zmm2 {k5} {z}, zmm1, zmm0, {ru-sae}
	vfmadd132ph	xmm3, xmm30, xmmword ptr [rax + 128]
	vfmadd132ph	xmm4, xmm31, xmmword ptr [rcx - 2048]
	vfmadd132ph	xmm5, xmm16, xmmword ptr [rdx - 2064]
	vfmadd132ph	xmm6 {k6}, xmm17, xmmword ptr [rbx + rdx - 128]
	vfmadd132ph	xmm7 {k7} {z}, xmm18, xmmword ptr [rsp + 4096]
	vfmadd132ph	ymm8, ymm19, word ptr [rbp - 4096]{1to16}
	vfmadd132ph	ymm9, ymm20, word ptr [rsi + 254]{1to16}
	vfmadd132ph	ymm10, ymm21, word ptr [rdi + 256]{1to16}
	vfmadd132ph	ymm11 {k1}, ymm22, word ptr [r8 + 2*rbx + 2147483647]{1to16}
	vfmadd132ph	ymm12 {k2} {z}, ymm23, word ptr [r9 - 2147483648]{1to16}
	vfmadd132ph	zmm14, zmm13, word ptr [r10]{1to32}
	vfmadd132ph	zmm16, zmm15, word ptr [r11 - 256]{1to32}
	vfmadd132ph	zmm18, zmm17, word ptr [r12 - 258]{1to32}
	vfmadd132ph	zmm20 {k3}, zmm19, word ptr [r13 + 4*rbp + 64]{1to32}
	vfmadd132ph	zmm22 {k4} {z}, zmm21, word ptr [r14 - 64]{1to32}
	vfmadd132ph	xmm23, xmm24, word ptr [r15 + 1]{1to8}
	vfmadd132ph	xmm24, xmm25, word ptr [rip + 254]{1to8}
	vfmadd132ph	xmm25, xmm26, word ptr [rax + 256]{1to8}
	vfmadd132ph	xmm26 {k5}, xmm27, word ptr [rcx + 8*rsi - 1]{1to8}
	vfmadd132ph	xmm27 {k6} {z}, xmm28, word ptr [rdx + 127]{1to8}
	vfmadd132ph	ymm28, ymm29, ymmword ptr [rbx + 128]
	vfmadd132ph	ymm29, ymm30, ymmword ptr [rsp - 4096]
	vfmadd132ph	ymm30, ymm31, ymmword ptr [rbp - 4128]
	vfmadd132ph	ymm31 {k7}, ymm16, ymmword ptr [rsi + rdi - 128]
	vfmadd132ph	ymm0 {k1} {z}, ymm17, ymmword ptr [rdi + 4096]
	vfmadd132ph	zmm2, zmm1, zmmword ptr [r8 - 4096]
	vfmadd132ph	zmm4, zmm3, zmmword ptr [r9 + 8128]
	vfmadd132ph	zmm6, zmm5, zmmword ptr [r10 + 8192]
	vfmadd132ph	zmm8 {k2}, zmm7, zmmword ptr [r11 + 2*r8 + 2147483647]
	vfmadd132ph	zmm10 {k3} {z}, zmm9, zmmword ptr [r12 - 2147483648]
	vfmadd132ph	xmm12, xmm11, xmm18
	vfmadd132ph	xmm14 {k4}, xmm13, xmm19
	vfmadd132ph	xmm16 {k5} {z}, xmm15, xmm20
	vfmadd132ph	ymm18, ymm17, ymm21
	vfmadd132ph	ymm20 {k6}, ymm19, ymm22
	vfmadd132ph	ymm22 {k7} {z}, ymm21, ymm23
	vfmadd132ph	zmm25, zmm24, zmm23
	vfmadd132ph	zmm28 {k1}, zmm27, zmm26
	vfmadd132ph	zmm31 {k2} {z}, zmm30, zmm29
	vfmadd132ph	zmm2, zmm1, zmm0, {rz-sae}
	vfmadd132ph	zmm5 {k3}, zmm4, zmm3, {rn-sae}
	vfmadd132ph	zmm8 {k4} {z}, zmm7, zmm6, {rd-sae}
	vfmadd132ps	xmm9, xmm24, xmmword ptr [r13]
	vfmadd132ps	xmm10, xmm25, xmmword ptr [r14 - 2048]
	vfmadd132ps	xmm11, xmm26, xmmword ptr [r15 - 2064]
	vfmadd132ps	xmm12 {k5}, xmm27, xmmword ptr [rip + 64]
	vfmadd132ps	xmm13 {k6} {z}, xmm28, xmmword ptr [rax + 4*r9 - 64]
	vfmadd132ps	ymm14, ymm29, ymmword ptr [rcx + 1]
	vfmadd132ps	ymm15, ymm30, ymmword ptr [rdx + 4064]
	vfmadd132ps	ymm16, ymm31, ymmword ptr [rbx + 4096]
	vfmadd132ps	ymm17 {k7}, ymm16, ymmword ptr [rsp - 1]
	vfmadd132ps	ymm18 {k1} {z}, ymm17, ymmword ptr [rbp + 8*r10 + 127]
	vfmadd132ps	zmm20, zmm19, dword ptr [rsi + 128]{1to16}
	vfmadd132ps	zmm22, zmm21, dword ptr [rdi - 512]{1to16}
	vfmadd132ps	zmm24, zmm23, dword ptr [r8 - 516]{1to16}
	vfmadd132ps	zmm26 {k2}, zmm25, dword ptr [r9 - 128]{1to16}
	vfmadd132ps	zmm28 {k3} {z}, zmm27, dword ptr [r10 + r11 + 4096]{1to16}
	vfmadd132ps	xmm29, xmm18, dword ptr [r11 - 4096]{1to4}
	vfmadd132ps	xmm30, xmm19, dword ptr [r12 + 508]{1to4}
	vfmadd132ps	xmm31, xmm20, dword ptr [r13 + 512]{1to4}
	vfmadd132ps	xmm0 {k4}, xmm21, dword ptr [r14 + 2147483647]{1to4}
	vfmadd132ps	xmm1 {k5} {z}, xmm22, dword ptr [r15 + 2*r12 - 2147483648]{1to4}
	vfmadd132ps	ymm2, ymm23, dword ptr [rip]{1to8}
	vfmadd132ps	ymm3, ymm24, dword ptr [rax - 512]{1to8}
	vfmadd132ps	ymm4, ymm25, dword ptr [rcx - 516]{1to8}
	vfmadd132ps	ymm5 {k6}, ymm26, dword ptr [rdx + 64]{1to8}
	vfmadd132ps	ymm6 {k7} {z}, ymm27, dword ptr [rbx - 64]{1to8}
	vfmadd132ps	zmm8, zmm7, zmmword ptr [rsp + 4*r13 + 1]
	vfmadd132ps	zmm10, zmm9, zmmword ptr [rbp + 8128]
	vfmadd132ps	zmm12, zmm11, zmmword ptr [rsi + 8192]
	vfmadd132ps	zmm14 {k1}, zmm13, zmmword ptr [rdi - 1]
	vfmadd132ps	zmm16 {k2} {z}, zmm15, zmmword ptr [r8 + 127]
	vfmadd132ps	xmm18, xmm17, xmm28
	vfmadd132ps	xmm20 {k3}, xmm19, xmm29
	vfmadd132ps	xmm22 {k4} {z}, xmm21, xmm30
	vfmadd132ps	ymm24, ymm23, ymm31
	vfmadd132ps	ymm26 {k5}, ymm25, ymm16
	vfmadd132ps	ymm28 {k6} {z}, ymm27, ymm17
	vfmadd132ps	zmm31, zmm30, zmm29
	vfmadd132ps	zmm2 {k7}, zmm1, zmm0
	vfmadd132ps	zmm5 {k1} {z}, zmm4, zmm3
	vfmadd132ps	zmm8, zmm7, zmm6, {ru-sae}
	vfmadd132ps	zmm11 {k2}, zmm10, zmm9, {rz-sae}
	vfmadd132ps	zmm14 {k3} {z}, zmm13, zmm12, {rn-sae}
	vfmadd132sd	xmm15, xmm18, qword ptr [r9 + 8*r14 + 128]
	vfmadd132sd	xmm16, xmm19, qword ptr [r10 - 1024]
	vfmadd132sd	xmm17, xmm20, qword ptr [r11 - 1032]
	vfmadd132sd	xmm18 {k4}, xmm21, qword ptr [r12 - 128]
	vfmadd132sd	xmm19 {k5} {z}, xmm22, qword ptr [r13 + 4096]
	vfmadd132sd	xmm21, xmm20, xmm23
	vfmadd132sd	xmm23 {k6}, xmm22, xmm24
	vfmadd132sd	xmm26 {k7} {z}, xmm24, xmm25
	vfmadd132sd	xmm28, xmm27, xmm26, {rd-sae}
	vfmadd132sd	xmm30 {k1}, xmm29, xmm27, {ru-sae}
	vfmadd132sd	xmm0 {k2} {z}, xmm31, xmm28, {rz-sae}
	vfmadd132sh	xmm1, xmm29, word ptr [r14 + r15 - 4096]
	vfmadd132sh	xmm2, xmm30, word ptr [r15 + 254]
	vfmadd132sh	xmm3, xmm31, word ptr [rip + 256]
	vfmadd132sh	xmm4 {k3}, xmm16, word ptr [rax + 2147483647]
	vfmadd132sh	xmm5 {k4} {z}, xmm17, word ptr [rcx - 2147483648]
	vfmadd132sh	xmm7, xmm6, xmm18
	vfmadd132sh	xmm9 {k5}, xmm8, xmm19
	vfmadd132sh	xmm11 {k6} {z}, xmm10, xmm20
	vfmadd132sh	xmm13, xmm12, xmm21, {rn-sae}
	vfmadd132sh	xmm15 {k7}, xmm14, xmm22, {rd-sae}
	vfmadd132sh	xmm17 {k1} {z}, xmm16, xmm23, {ru-sae}
	vfmadd132ss	xmm18, xmm24, dword ptr [rdx + 2*rax]
	vfmadd132ss	xmm19, xmm25, dword ptr [rbx - 512]
	vfmadd132ss	xmm20, xmm26, dword ptr [rsp - 516]
	vfmadd132ss	xmm21 {k2}, xmm27, dword ptr [rbp + 64]
	vfmadd132ss	xmm22 {k3} {z}, xmm28, dword ptr [rsi - 64]
	vfmadd132ss	xmm24, xmm23, xmm29
	vfmadd132ss	xmm26 {k4}, xmm25, xmm30
	vfmadd132ss	xmm28 {k5} {z}, xmm27, xmm31
	vfmadd132ss	xmm30, xmm29, xmm16, {rz-sae}
	vfmadd132ss	xmm0 {k6}, xmm31, xmm17, {rn-sae}
	vfmadd132ss	xmm2 {k7} {z}, xmm1, xmm18, {rd-sae}
	vfmadd213pd	xmm3, xmm19, xmmword ptr [rdi + 4*rcx + 1]
	vfmadd213pd	xmm4, xmm20, xmmword ptr [r8 + 2032]
	vfmadd213pd	xmm5, xmm21, xmmword ptr [r9 + 2048]
	vfmadd213pd	xmm6 {k1}, xmm22, xmmword ptr [r10 - 1]
	vfmadd213pd	xmm7 {k2} {z}, xmm23, xmmword ptr [r11 + 127]
	vfmadd213pd	ymm8, ymm24, ymmword ptr [r12 + 8*rdx + 128]
	vfmadd213pd	ymm9, ymm25, ymmword ptr [r13 - 4096]
	vfmadd213pd	ymm10, ymm26, ymmword ptr [r14 - 4128]
	vfmadd213pd	ymm11 {k3}, ymm27, ymmword ptr [r15 - 128]
	vfmadd213pd	ymm12 {k4} {z}, ymm28, ymmword ptr [rip + 4096]
	vfmadd213pd	zmm14, zmm13, zmmword ptr [rax - 4096]
	vfmadd213pd	zmm16, zmm15, zmmword ptr [rcx + 8128]
	vfmadd213pd	zmm18, zmm17, zmmword ptr [rdx + 8192]
	vfmadd213pd	zmm20 {k5}, zmm19, zmmword ptr [rbx + rbx + 2147483647]
	vfmadd213pd	zmm22 {k6} {z}, zmm21, zmmword ptr [rsp - 2147483648]
	vfmadd213pd	xmm23, xmm29, qword ptr [rbp]{1to2}
	vfmadd213pd	xmm24, xmm30, qword ptr [rsi - 1024]{1to2}
	vfmadd213pd	xmm25, xmm31, qword ptr [rdi - 1032]{1to2}
	vfmadd213pd	xmm26 {k7}, xmm16, qword ptr [r8 + 2*rbp + 64]{1to2}
	vfmadd213pd	xmm27 {k1} {z}, xmm17, qword ptr [r9 - 64]{1to2}
	vfmadd213pd	ymm28, ymm18, qword ptr [r10 + 1]{1to4}
	vfmadd213pd	ymm29, ymm19, qword ptr [r11 + 1016]{1to4}
	vfmadd213pd	ymm30, ymm20, qword ptr [r12 + 1024]{1to4}
	vfmadd213pd	ymm31 {k2}, ymm21, qword ptr [r13 + 4*rsi - 1]{1to4}
	vfmadd213pd	ymm0 {k3} {z}, ymm22, qword ptr [r14 + 127]{1to4}
	vfmadd213pd	zmm2, zmm1, qword ptr [r15 + 128]{1to8}
	vfmadd213pd	zmm4, zmm3, qword ptr [rip - 1024]{1to8}
	vfmadd213pd	zmm6, zmm5, qword ptr [rax - 1032]{1to8}
	vfmadd213pd	zmm8 {k4}, zmm7, qword ptr [rcx + 8*rdi - 128]{1to8}
	vfmadd213pd	zmm10 {k5} {z}, zmm9, qword ptr [rdx + 4096]{1to8}
	vfmadd213pd	xmm12, xmm11, xmm23
	vfmadd213pd	xmm14 {k6}, xmm13, xmm24
	vfmadd213pd	xmm16 {k7} {z}, xmm15, xmm25
	vfmadd213pd	ymm18, ymm17, ymm26
	vfmadd213pd	ymm20 {k1}, ymm19, ymm27
	vfmadd213pd	ymm22 {k2} {z}, ymm21, ymm28
	vfmadd213pd	zmm25, zmm24, zmm23
	vfmadd213pd	zmm28 {k3}, zmm27, zmm26
	vfmadd213pd	zmm31 {k4} {z}, zmm30, zmm29
	vfmadd213pd	zmm2, zmm1, zmm0, {ru-sae}
	vfmadd213pd	zmm5 {k5}, zmm4, zmm3, {rz-sae}
	vfmadd213pd	zmm8 {k6} {z}, zmm7, zmm6, {rn-sae}
	vfmadd213ph	xmm9, xmm29, xmmword ptr [rbx - 4096]
	vfmadd213ph	xmm10, xmm30, xmmword ptr [rsp + 2032]
	vfmadd213ph	xmm11, xmm31, xmmword ptr [rbp + 2048]
	vfmadd213ph	xmm12 {k7}, xmm16, xmmword ptr [rsi + r8 + 2147483647]
	vfmadd213ph	xmm13 {k1} {z}, xmm17, xmmword ptr [rdi - 2147483648]
	vfmadd213ph	ymm14, ymm18, word ptr [r8]{1to16}
	vfmadd213ph	ymm15, ymm19, word ptr [r9 - 256]{1to16}
	vfmadd213ph	ymm16, ymm20, word ptr [r10 - 258]{1to16}
	vfmadd213ph	ymm17 {k2}, ymm21, word ptr [r11 + 2*r9 + 64]{1to16}
	vfmadd213ph	ymm18 {k3} {z}, ymm22, word ptr [r12 - 64]{1to16}
	vfmadd213ph	zmm20, zmm19, word ptr [r13 + 1]{1to32}
	vfmadd213ph	zmm22, zmm21, word ptr [r14 + 254]{1to32}
	vfmadd213ph	zmm24, zmm23, word ptr [r15 + 256]{1to32}
	vfmadd213ph	zmm26 {k4}, zmm25, word ptr [rip - 1]{1to32}
	vfmadd213ph	zmm28 {k5} {z}, zmm27, word ptr [rax + 4*r10 + 127]{1to32}
	vfmadd213ph	xmm29, xmm23, word ptr [rcx + 128]{1to8}
	vfmadd213ph	xmm30, xmm24, word ptr [rdx - 256]{1to8}
	vfmadd213ph	xmm31, xmm25, word ptr [rbx - 258]{1to8}
	vfmadd213ph	xmm0 {k6}, xmm26, word ptr [rsp - 128]{1to8}
	vfmadd213ph	xmm1 {k7} {z}, xmm27, word ptr [rbp + 8*r11 + 4096]{1to8}
	vfmadd213ph	ymm2, ymm28, ymmword ptr [rsi - 4096]
	vfmadd213ph	ymm3, ymm29, ymmword ptr [rdi + 4064]
	vfmadd213ph	ymm4, ymm30, ymmword ptr [r8 + 4096]
	vfmadd213ph	ymm5 {k1}, ymm31, ymmword ptr [r9 + 2147483647]
	vfmadd213ph	ymm6 {k2} {z}, ymm16, ymmword ptr [r10 + r12 - 2147483648]
	vfmadd213ph	zmm8, zmm7, zmmword ptr [r11]
	vfmadd213ph	zmm10, zmm9, zmmword ptr [r12 - 8192]
	vfmadd213ph	zmm12, zmm11, zmmword ptr [r13 - 8256]
	vfmadd213ph	zmm14 {k3}, zmm13, zmmword ptr [r14 + 64]
	vfmadd213ph	zmm16 {k4} {z}, zmm15, zmmword ptr [r15 + 2*r13 - 64]
	vfmadd213ph	xmm19, xmm18, xmm17
	vfmadd213ph	xmm21 {k5}, xmm20, xmm18
	vfmadd213ph	xmm23 {k6} {z}, xmm22, xmm19
	vfmadd213ph	ymm25, ymm24, ymm20
	vfmadd213ph	ymm27 {k7}, ymm26, ymm21
	vfmadd213ph	ymm29 {k1} {z}, ymm28, ymm22
	vfmadd213ph	zmm0, zmm31, zmm30
	vfmadd213ph	zmm3 {k2}, zmm2, zmm1
	vfmadd213ph	zmm6 {k3} {z}, zmm5, zmm4
	vfmadd213ph	zmm9, zmm8, zmm7, {rd-sae}
	vfmadd213ph	zmm12 {k4}, zmm11, zmm10, {ru-sae}
	vfmadd213ph	zmm15 {k5} {z}, zmm14, zmm13, {rz-sae}
	vfmadd213ps	xmm16, xmm23, xmmword ptr [rip + 1]
	vfmadd213ps	xmm17, xmm24, xmmword ptr [rax + 2032]
	vfmadd213ps	xmm18, xmm25, xmmword ptr [rcx + 2048]
	vfmadd213ps	xmm19 {k6}, xmm26, xmmword ptr [rdx - 1]
	vfmadd213ps	xmm20 {k7} {z}, xmm27, xmmword ptr [rbx + 127]
	vfmadd213ps	ymm21, ymm28, ymmword ptr [rsp + 4*r14 + 128]
	vfmadd213ps	ymm22, ymm29, ymmword ptr [rbp - 4096]
	vfmadd213ps	ymm23, ymm30, ymmword ptr [rsi - 4128]
	vfmadd213ps	ymm24 {k1}, ymm31, ymmword ptr [rdi - 128]
	vfmadd213ps	ymm25 {k2} {z}, ymm16, ymmword ptr [r8 + 4096]
	vfmadd213ps	zmm27, zmm26, dword ptr [r9 + 8*r15 - 4096]{1to16}
	vfmadd213ps	zmm29, zmm28, dword ptr [r10 + 508]{1to16}
	vfmadd213ps	zmm31, zmm30, dword ptr [r11 + 512]{1to16}
	vfmadd213ps	zmm1 {k3}, zmm0, dword ptr [r12 + 2147483647]{1to16}
	vfmadd213ps	zmm3 {k4} {z}, zmm2, dword ptr [r13 - 2147483648]{1to16}
	vfmadd213ps	xmm4, xmm17, dword ptr [r14 + rax]{1to4}
	vfmadd213ps	xmm5, xmm18, dword ptr [r15 - 512]{1to4}
	vfmadd213ps	xmm6, xmm19, dword ptr [rip - 516]{1to4}
	vfmadd213ps	xmm7 {k5}, xmm20, dword ptr [rax + 64]{1to4}
	vfmadd213ps	xmm8 {k6} {z}, xmm21, dword ptr [rcx - 64]{1to4}
	vfmadd213ps	ymm9, ymm22, dword ptr [rdx + 2*rcx + 1]{1to8}
	vfmadd213ps	ymm10, ymm23, dword ptr [rbx + 508]{1to8}
	vfmadd213ps	ymm11, ymm24, dword ptr [rsp + 512]{1to8}
	vfmadd213ps	ymm12 {k7}, ymm25, dword ptr [rbp - 1]{1to8}
	vfmadd213ps	ymm13 {k1} {z}, ymm26, dword ptr [rsi + 127]{1to8}
	vfmadd213ps	zmm15, zmm14, zmmword ptr [rdi + 4*rdx + 128]
	vfmadd213ps	zmm17, zmm16, zmmword ptr [r8 - 8192]
	vfmadd213ps	zmm19, zmm18, zmmword ptr [r9 - 8256]
	vfmadd213ps	zmm21 {k2}, zmm20, zmmword ptr [r10 - 128]
	vfmadd213ps	zmm23 {k3} {z}, zmm22, zmmword ptr [r11 + 4096]
	vfmadd213ps	xmm25, xmm24, xmm27
	vfmadd213ps	xmm27 {k4}, xmm26, xmm28
	vfmadd213ps	xmm30 {k5} {z}, xmm28, xmm29
	vfmadd213ps	ymm0, ymm31, ymm30
	vfmadd213ps	ymm2 {k6}, ymm1, ymm31
	vfmadd213ps	ymm4 {k7} {z}, ymm3, ymm16
	vfmadd213ps	zmm7, zmm6, zmm5
	vfmadd213ps	zmm10 {k1}, zmm9, zmm8
	vfmadd213ps	zmm13 {k2} {z}, zmm12, zmm11
	vfmadd213ps	zmm16, zmm15, zmm14, {rn-sae}
	vfmadd213ps	zmm19 {k3}, zmm18, zmm17, {rd-sae}
	vfmadd213ps	zmm22 {k4} {z}, zmm21, zmm20, {ru-sae}
	vfmadd213sd	xmm23, xmm17, qword ptr [r12 + 8*rbx - 4096]
	vfmadd213sd	xmm24, xmm18, qword ptr [r13 + 1016]
	vfmadd213sd	xmm25, xmm19, qword ptr [r14 + 1024]
	vfmadd213sd	xmm26 {k5}, xmm20, qword ptr [r15 + 2147483647]
	vfmadd213sd	xmm27 {k6} {z}, xmm21, qword ptr [rip - 2147483648]
	vfmadd213sd	xmm29, xmm28, xmm22
	vfmadd213sd	xmm31 {k7}, xmm30, xmm23
	vfmadd213sd	xmm1 {k1} {z}, xmm0, xmm24
	vfmadd213sd	xmm3, xmm2, xmm25, {rz-sae}
	vfmadd213sd	xmm5 {k2}, xmm4, xmm26, {rn-sae}
	vfmadd213sd	xmm7 {k3} {z}, xmm6, xmm27, {rd-sae}
	vfmadd213sh	xmm8, xmm28, word ptr [rax]
	vfmadd213sh	xmm9, xmm29, word ptr [rcx - 256]
	vfmadd213sh	xmm10, xmm30, word ptr [rdx - 258]
	vfmadd213sh	xmm11 {k4}, xmm31, word ptr [rbx + rbp + 64]
	vfmadd213sh	xmm12 {k5} {z}, xmm16, word ptr [rsp - 64]
	vfmadd213sh	xmm14, xmm13, xmm17
	vfmadd213sh	xmm16 {k6}, xmm15, xmm18
	vfmadd213sh	xmm18 {k7} {z}, xmm17, xmm19
	vfmadd213sh	xmm21, xmm19, xmm20, {ru-sae}
	vfmadd213sh	xmm23 {k1}, xmm22, xmm21, {rz-sae}
	vfmadd213sh	xmm25 {k2} {z}, xmm24, xmm22, {rn-sae}
	vfmadd213ss	xmm26, xmm23, dword ptr [rbp + 1]
	vfmadd213ss	xmm27, xmm24, dword ptr [rsi + 508]
	vfmadd213ss	xmm28, xmm25, dword ptr [rdi + 512]
	vfmadd213ss	xmm29 {k3}, xmm26, dword ptr [r8 + 2*rsi - 1]
	vfmadd213ss	xmm30 {k4} {z}, xmm27, dword ptr [r9 + 127]
	vfmadd213ss	xmm0, xmm31, xmm28
	vfmadd213ss	xmm2 {k5}, xmm1, xmm29
	vfmadd213ss	xmm4 {k6} {z}, xmm3, xmm30
	vfmadd213ss	xmm6, xmm5, xmm31, {rd-sae}
	vfmadd213ss	xmm8 {k7}, xmm7, xmm16, {ru-sae}
	vfmadd213ss	xmm10 {k1} {z}, xmm9, xmm17, {rz-sae}
	vfmadd231pd	xmm11, xmm18, xmmword ptr [r10 + 128]
	vfmadd231pd	xmm12, xmm19, xmmword ptr [r11 - 2048]
	vfmadd231pd	xmm13, xmm20, xmmword ptr [r12 - 2064]
	vfmadd231pd	xmm14 {k2}, xmm21, xmmword ptr [r13 + 4*rdi - 128]
	vfmadd231pd	xmm15 {k3} {z}, xmm22, xmmword ptr [r14 + 4096]
	vfmadd231pd	ymm16, ymm23, ymmword ptr [r15 - 4096]
	vfmadd231pd	ymm17, ymm24, ymmword ptr [rip + 4064]
	vfmadd231pd	ymm18, ymm25, ymmword ptr [rax + 4096]
	vfmadd231pd	ymm19 {k4}, ymm26, ymmword ptr [rcx + 8*r8 + 2147483647]
	vfmadd231pd	ymm20 {k5} {z}, ymm27, ymmword ptr [rdx - 2147483648]
	vfmadd231pd	zmm22, zmm21, zmmword ptr [rbx]
	vfmadd231pd	zmm24, zmm23, zmmword ptr [rsp - 8192]
	vfmadd231pd	zmm26, zmm25, zmmword ptr [rbp - 8256]
	vfmadd231pd	zmm28 {k6}, zmm27, zmmword ptr [rsi + r9 + 64]
	vfmadd231pd	zmm30 {k7} {z}, zmm29, zmmword ptr [rdi - 64]
	vfmadd231pd	xmm31, xmm28, qword ptr [r8 + 1]{1to2}
	vfmadd231pd	xmm0, xmm29, qword ptr [r9 + 1016]{1to2}
	vfmadd231pd	xmm1, xmm30, qword ptr [r10 + 1024]{1to2}
	vfmadd231pd	xmm2 {k1}, xmm31, qword ptr [r11 + 2*r10 - 1]{1to2}
	vfmadd231pd	xmm3 {k2} {z}, xmm16, qword ptr [r12 + 127]{1to2}
	vfmadd231pd	ymm4, ymm17, qword ptr [r13 + 128]{1to4}
	vfmadd231pd	ymm5, ymm18, qword ptr [r14 - 1024]{1to4}
	vfmadd231pd	ymm6, ymm19, qword ptr [r15 - 1032]{1to4}
	vfmadd231pd	ymm7 {k3}, ymm20, qword ptr [rip - 128]{1to4}
	vfmadd231pd	ymm8 {k4} {z}, ymm21, qword ptr [rax + 4*r11 + 4096]{1to4}
	vfmadd231pd	zmm10, zmm9, qword ptr [rcx - 4096]{1to8}
	vfmadd231pd	zmm12, zmm11, qword ptr [rdx + 1016]{1to8}
	vfmadd231pd	zmm14, zmm13, qword ptr [rbx + 1024]{1to8}
	vfmadd231pd	zmm16 {k5}, zmm15, qword ptr [rsp + 2147483647]{1to8}
	vfmadd231pd	zmm18 {k6} {z}, zmm17, qword ptr [rbp + 8*r12 - 2147483648]{1to8}
	vfmadd231pd	xmm20, xmm19, xmm22
	vfmadd231pd	xmm22 {k7}, xmm21, xmm23
	vfmadd231pd	xmm25 {k1} {z}, xmm23, xmm24
	vfmadd231pd	ymm27, ymm26, ymm25
	vfmadd231pd	ymm29 {k2}, ymm28, ymm26
	vfmadd231pd	ymm31 {k3} {z}, ymm30, ymm27
	vfmadd231pd	zmm2, zmm1, zmm0
	vfmadd231pd	zmm5 {k4}, zmm4, zmm3
	vfmadd231pd	zmm8 {k5} {z}, zmm7, zmm6
	vfmadd231pd	zmm11, zmm10, zmm9, {rn-sae}
	vfmadd231pd	zmm14 {k6}, zmm13, zmm12, {rd-sae}
	vfmadd231pd	zmm17 {k7} {z}, zmm16, zmm15, {ru-sae}
	vfmadd231ph	xmm18, xmm28, xmmword ptr [rsi]
	vfmadd231ph	xmm19, xmm29, xmmword ptr [rdi - 2048]
	vfmadd231ph	xmm20, xmm30, xmmword ptr [r8 - 2064]
	vfmadd231ph	xmm21 {k1}, xmm31, xmmword ptr [r9 + 64]
	vfmadd231ph	xmm22 {k2} {z}, xmm16, xmmword ptr [r10 + r13 - 64]
	vfmadd231ph	ymm23, ymm17, word ptr [r11 + 1]{1to16}
	vfmadd231ph	ymm24, ymm18, word ptr [r12 + 254]{1to16}
	vfmadd231ph	ymm25, ymm19, word ptr [r13 + 256]{1to16}
	vfmadd231ph	ymm26 {k3}, ymm20, word ptr [r14 - 1]{1to16}
	vfmadd231ph	ymm27 {k4} {z}, ymm21, word ptr [r15 + 2*r14 + 127]{1to16}
	vfmadd231ph	zmm29, zmm28, word ptr [rip + 128]{1to32}
	vfmadd231ph	zmm31, zmm30, word ptr [rax - 256]{1to32}
	vfmadd231ph	zmm1, zmm0, word ptr [rcx - 258]{1to32}
	vfmadd231ph	zmm3 {k5}, zmm2, word ptr [rdx - 128]{1to32}
	vfmadd231ph	zmm5 {k6} {z}, zmm4, word ptr [rbx + 4096]{1to32}
	vfmadd231ph	xmm6, xmm22, word ptr [rsp + 4*r15 - 4096]{1to8}
	vfmadd231ph	xmm7, xmm23, word ptr [rbp + 254]{1to8}
	vfmadd231ph	xmm8, xmm24, word ptr [rsi + 256]{1to8}
	vfmadd231ph	xmm9 {k7}, xmm25, word ptr [rdi + 2147483647]{1to8}
	vfmadd231ph	xmm10 {k1} {z}, xmm26, word ptr [r8 - 2147483648]{1to8}
	vfmadd231ph	ymm11, ymm27, ymmword ptr [r9 + 8*rax]
	vfmadd231ph	ymm12, ymm28, ymmword ptr [r10 - 4096]
	vfmadd231ph	ymm13, ymm29, ymmword ptr [r11 - 4128]
	vfmadd231ph	ymm14 {k2}, ymm30, ymmword ptr [r12 + 64]
	vfmadd231ph	ymm15 {k3} {z}, ymm31, ymmword ptr [r13 - 64]
	vfmadd231ph	zmm17, zmm16, zmmword ptr [r14 + rcx + 1]
	vfmadd231ph	zmm19, zmm18, zmmword ptr [r15 + 8128]
	vfmadd231ph	zmm21, zmm20, zmmword ptr [rip + 8192]
	vfmadd231ph	zmm23 {k4}, zmm22, zmmword ptr [rax - 1]
	vfmadd231ph	zmm25 {k5} {z}, zmm24, zmmword ptr [rcx + 127]
	vfmadd231ph	xmm27, xmm26, xmm16
	vfmadd231ph	xmm29 {k6}, xmm28, xmm17
	vfmadd231ph	xmm31 {k7} {z}, xmm30, xmm18
	vfmadd231ph	ymm1, ymm0, ymm19
	vfmadd231ph	ymm3 {k1}, ymm2, ymm20
	vfmadd231ph	ymm5 {k2} {z}, ymm4, ymm21
	vfmadd231ph	zmm8, zmm7, zmm6
	vfmadd231ph	zmm11 {k3}, zmm10, zmm9
	vfmadd231ph	zmm14 {k4} {z}, zmm13, zmm12
	vfmadd231ph	zmm17, zmm16, zmm15, {rz-sae}
	vfmadd231ph	zmm20 {k5}, zmm19, zmm18, {rn-sae}
	vfmadd231ph	zmm23 {k6} {z}, zmm22, zmm21, {rd-sae}
	vfmadd231ps	xmm24, xmm22, xmmword ptr [rdx + 2*rdx + 128]
	vfmadd231ps	xmm25, xmm23, xmmword ptr [rbx - 2048]
	vfmadd231ps	xmm26, xmm24, xmmword ptr [rsp - 2064]
	vfmadd231ps	xmm27 {k7}, xmm25, xmmword ptr [rbp - 128]
	vfmadd231ps	xmm28 {k1} {z}, xmm26, xmmword ptr [rsi + 4096]
	vfmadd231ps	ymm29, ymm27, ymmword ptr [rdi + 4*rbx - 4096]
	vfmadd231ps	ymm30, ymm28, ymmword ptr [r8 + 4064]
	vfmadd231ps	ymm31, ymm29, ymmword ptr [r9 + 4096]
	vfmadd231ps	ymm0 {k2}, ymm30, ymmword ptr [r10 + 2147483647]
	vfmadd231ps	ymm1 {k3} {z}, ymm31, ymmword ptr [r11 - 2147483648]
	vfmadd231ps	zmm3, zmm2, dword ptr [r12 + 8*rbp]{1to16}
	vfmadd231ps	zmm5, zmm4, dword ptr [r13 - 512]{1to16}
	vfmadd231ps	zmm7, zmm6, dword ptr [r14 - 516]{1to16}
	vfmadd231ps	zmm9 {k4}, zmm8, dword ptr [r15 + 64]{1to16}
	vfmadd231ps	zmm11 {k5} {z}, zmm10, dword ptr [rip - 64]{1to16}
	vfmadd231ps	xmm12, xmm16, dword ptr [rax + 1]{1to4}
	vfmadd231ps	xmm13, xmm17, dword ptr [rcx + 508]{1to4}
	vfmadd231ps	xmm14, xmm18, dword ptr [rdx + 512]{1to4}
	vfmadd231ps	xmm15 {k6}, xmm19, dword ptr [rbx + rsi - 1]{1to4}
	vfmadd231ps	xmm16 {k7} {z}, xmm20, dword ptr [rsp + 127]{1to4}
	vfmadd231ps	ymm17, ymm21, dword ptr [rbp + 128]{1to8}
	vfmadd231ps	ymm18, ymm22, dword ptr [rsi - 512]{1to8}
	vfmadd231ps	ymm19, ymm23, dword ptr [rdi - 516]{1to8}
	vfmadd231ps	ymm20 {k1}, ymm24, dword ptr [r8 + 2*rdi - 128]{1to8}
	vfmadd231ps	ymm21 {k2} {z}, ymm25, dword ptr [r9 + 4096]{1to8}
	vfmadd231ps	zmm23, zmm22, zmmword ptr [r10 - 4096]
	vfmadd231ps	zmm25, zmm24, zmmword ptr [r11 + 8128]
	vfmadd231ps	zmm27, zmm26, zmmword ptr [r12 + 8192]
	vfmadd231ps	zmm29 {k3}, zmm28, zmmword ptr [r13 + 4*r8 + 2147483647]
	vfmadd231ps	zmm31 {k4} {z}, zmm30, zmmword ptr [r14 - 2147483648]
	vfmadd231ps	xmm1, xmm0, xmm26
	vfmadd231ps	xmm3 {k5}, xmm2, xmm27
	vfmadd231ps	xmm5 {k6} {z}, xmm4, xmm28
	vfmadd231ps	ymm7, ymm6, ymm29
	vfmadd231ps	ymm9 {k7}, ymm8, ymm30
	vfmadd231ps	ymm11 {k1} {z}, ymm10, ymm31
	vfmadd231ps	zmm14, zmm13, zmm12
	vfmadd231ps	zmm17 {k2}, zmm16, zmm15
	vfmadd231ps	zmm20 {k3} {z}, zmm19, zmm18
	vfmadd231ps	zmm23, zmm22, zmm21, {ru-sae}
	vfmadd231ps	zmm26 {k4}, zmm25, zmm24, {rz-sae}
	vfmadd231ps	zmm29 {k5} {z}, zmm28, zmm27, {rn-sae}
	vfmadd231sd	xmm30, xmm16, qword ptr [r15]
	vfmadd231sd	xmm31, xmm17, qword ptr [rip - 1024]
	vfmadd231sd	xmm0, xmm18, qword ptr [rax - 1032]
	vfmadd231sd	xmm1 {k6}, xmm19, qword ptr [rcx + 8*r9 + 64]
	vfmadd231sd	xmm2 {k7} {z}, xmm20, qword ptr [rdx - 64]
	vfmadd231sd	xmm4, xmm3, xmm21
	vfmadd231sd	xmm6 {k1}, xmm5, xmm22
	vfmadd231sd	xmm8 {k2} {z}, xmm7, xmm23
	vfmadd231sd	xmm10, xmm9, xmm24, {rd-sae}
	vfmadd231sd	xmm12 {k3}, xmm11, xmm25, {ru-sae}
	vfmadd231sd	xmm14 {k4} {z}, xmm13, xmm26, {rz-sae}
	vfmadd231sh	xmm15, xmm27, word ptr [rbx + 1]
	vfmadd231sh	xmm16, xmm28, word ptr [rsp + 254]
	vfmadd231sh	xmm17, xmm29, word ptr [rbp + 256]
	vfmadd231sh	xmm18 {k5}, xmm30, word ptr [rsi + r10 - 1]
	vfmadd231sh	xmm19 {k6} {z}, xmm31, word ptr [rdi + 127]
	vfmadd231sh	xmm21, xmm20, xmm16
	vfmadd231sh	xmm23 {k7}, xmm22, xmm17
	vfmadd231sh	xmm25 {k1} {z}, xmm24, xmm18
	vfmadd231sh	xmm27, xmm26, xmm19, {rn-sae}
	vfmadd231sh	xmm29 {k2}, xmm28, xmm20, {rd-sae}
	vfmadd231sh	xmm31 {k3} {z}, xmm30, xmm21, {ru-sae}
	vfmadd231ss	xmm0, xmm22, dword ptr [r8 + 128]
	vfmadd231ss	xmm1, xmm23, dword ptr [r9 - 512]
	vfmadd231ss	xmm2, xmm24, dword ptr [r10 - 516]
	vfmadd231ss	xmm3 {k4}, xmm25, dword ptr [r11 + 2*r11 - 128]
	vfmadd231ss	xmm4 {k5} {z}, xmm26, dword ptr [r12 + 4096]
	vfmadd231ss	xmm6, xmm5, xmm27
	vfmadd231ss	xmm8 {k6}, xmm7, xmm28
	vfmadd231ss	xmm10 {k7} {z}, xmm9, xmm29
	vfmadd231ss	xmm12, xmm11, xmm30, {rz-sae}
	vfmadd231ss	xmm14 {k1}, xmm13, xmm31, {rn-sae}
	vfmadd231ss	xmm17 {k2} {z}, xmm15, xmm16, {rd-sae}
	vfmaddcph	xmm18, xmm17, xmmword ptr [r13 - 4096]
	vfmaddcph	xmm19, xmm18, xmmword ptr [r14 + 2032]
	vfmaddcph	xmm20, xmm19, xmmword ptr [r15 + 2048]
	vfmaddcph	xmm21 {k3}, xmm20, xmmword ptr [rip + 2147483647]
	vfmaddcph	xmm22 {k4} {z}, xmm21, xmmword ptr [rax + 4*r12 - 2147483648]
	vfmaddcph	ymm23, ymm22, ymmword ptr [rcx]
	vfmaddcph	ymm24, ymm23, ymmword ptr [rdx - 4096]
	vfmaddcph	ymm25, ymm24, ymmword ptr [rbx - 4128]
	vfmaddcph	ymm26 {k5}, ymm25, ymmword ptr [rsp + 64]
	vfmaddcph	ymm27 {k6} {z}, ymm26, ymmword ptr [rbp + 8*r13 - 64]
	vfmaddcph	zmm29, zmm28, dword ptr [rsi + 1]{1to16}
	vfmaddcph	zmm31, zmm30, dword ptr [rdi + 508]{1to16}
	vfmaddcph	zmm1, zmm0, dword ptr [r8 + 512]{1to16}
	vfmaddcph	zmm3 {k7}, zmm2, dword ptr [r9 - 1]{1to16}
	vfmaddcph	zmm5 {k1} {z}, zmm4, dword ptr [r10 + r14 + 127]{1to16}
	vfmaddcph	xmm6, xmm27, dword ptr [r11 + 128]{1to4}
	vfmaddcph	xmm7, xmm28, dword ptr [r12 - 512]{1to4}
	vfmaddcph	xmm8, xmm29, dword ptr [r13 - 516]{1to4}
	vfmaddcph	xmm9 {k2}, xmm30, dword ptr [r14 - 128]{1to4}
	vfmaddcph	xmm10 {k3} {z}, xmm31, dword ptr [r15 + 2*r15 + 4096]{1to4}
	vfmaddcph	ymm11, ymm16, dword ptr [rip - 4096]{1to8}
	vfmaddcph	ymm12, ymm17, dword ptr [rax + 508]{1to8}
	vfmaddcph	ymm13, ymm18, dword ptr [rcx + 512]{1to8}
	vfmaddcph	ymm14 {k4}, ymm19, dword ptr [rdx + 2147483647]{1to8}
	vfmaddcph	ymm15 {k5} {z}, ymm20, dword ptr [rbx - 2147483648]{1to8}
	vfmaddcph	zmm17, zmm16, zmmword ptr [rsp + 4*rax]
	vfmaddcph	zmm19, zmm18, zmmword ptr [rbp - 8192]
	vfmaddcph	zmm21, zmm20, zmmword ptr [rsi - 8256]
	vfmaddcph	zmm23 {k6}, zmm22, zmmword ptr [rdi + 64]
	vfmaddcph	zmm25 {k7} {z}, zmm24, zmmword ptr [r8 - 64]
	vfmaddcph	xmm27, xmm26, xmm21
	vfmaddcph	xmm29 {k1}, xmm28, xmm22
	vfmaddcph	xmm31 {k2} {z}, xmm30, xmm23
	vfmaddcph	ymm1, ymm0, ymm24
	vfmaddcph	ymm3 {k3}, ymm2, ymm25
	vfmaddcph	ymm5 {k4} {z}, ymm4, ymm26
	vfmaddcph	zmm8, zmm7, zmm6
	vfmaddcph	zmm11 {k5}, zmm10, zmm9
	vfmaddcph	zmm14 {k6} {z}, zmm13, zmm12
	vfmaddcph	zmm17, zmm16, zmm15, {ru-sae}
	vfmaddcph	zmm20 {k7}, zmm19, zmm18, {rz-sae}
	vfmaddcph	zmm23 {k1} {z}, zmm22, zmm21, {rn-sae}
	vfmaddcsh	xmm24, xmm27, dword ptr [r9 + 8*rcx + 1]
	vfmaddcsh	xmm25, xmm28, dword ptr [r10 + 508]
	vfmaddcsh	xmm26, xmm29, dword ptr [r11 + 512]
	vfmaddcsh	xmm27 {k2}, xmm30, dword ptr [r12 - 1]
	vfmaddcsh	xmm28 {k3} {z}, xmm31, dword ptr [r13 + 127]
	vfmaddcsh	xmm30, xmm29, xmm16
	vfmaddcsh	xmm0 {k4}, xmm31, xmm17
	vfmaddcsh	xmm2 {k5} {z}, xmm1, xmm18
	vfmaddcsh	xmm4, xmm3, xmm19, {rd-sae}
	vfmaddcsh	xmm6 {k6}, xmm5, xmm20, {ru-sae}
	vfmaddcsh	xmm8 {k7} {z}, xmm7, xmm21, {rz-sae}
	vfmaddsub132pd	xmm9, xmm22, xmmword ptr [r14 + rdx + 128]
	vfmaddsub132pd	xmm10, xmm23, xmmword ptr [r15 - 2048]
	vfmaddsub132pd	xmm11, xmm24, xmmword ptr [rip - 2064]
	vfmaddsub132pd	xmm12 {k1}, xmm25, xmmword ptr [rax - 128]
	vfmaddsub132pd	xmm13 {k2} {z}, xmm26, xmmword ptr [rcx + 4096]
	vfmaddsub132pd	ymm14, ymm27, ymmword ptr [rdx + 2*rbx - 4096]
	vfmaddsub132pd	ymm15, ymm28, ymmword ptr [rbx + 4064]
	vfmaddsub132pd	ymm16, ymm29, ymmword ptr [rsp + 4096]
	vfmaddsub132pd	ymm17 {k3}, ymm30, ymmword ptr [rbp + 2147483647]
	vfmaddsub132pd	ymm18 {k4} {z}, ymm31, ymmword ptr [rsi - 2147483648]
	vfmaddsub132pd	zmm20, zmm19, zmmword ptr [rdi + 4*rbp]
	vfmaddsub132pd	zmm22, zmm21, zmmword ptr [r8 - 8192]
	vfmaddsub132pd	zmm24, zmm23, zmmword ptr [r9 - 8256]
	vfmaddsub132pd	zmm26 {k5}, zmm25, zmmword ptr [r10 + 64]
	vfmaddsub132pd	zmm28 {k6} {z}, zmm27, zmmword ptr [r11 - 64]
	vfmaddsub132pd	xmm29, xmm16, qword ptr [r12 + 8*rsi + 1]{1to2}
	vfmaddsub132pd	xmm30, xmm17, qword ptr [r13 + 1016]{1to2}
	vfmaddsub132pd	xmm31, xmm18, qword ptr [r14 + 1024]{1to2}
	vfmaddsub132pd	xmm0 {k7}, xmm19, qword ptr [r15 - 1]{1to2}
	vfmaddsub132pd	xmm1 {k1} {z}, xmm20, qword ptr [rip + 127]{1to2}
	vfmaddsub132pd	ymm2, ymm21, qword ptr [rax + 128]{1to4}
	vfmaddsub132pd	ymm3, ymm22, qword ptr [rcx - 1024]{1to4}
	vfmaddsub132pd	ymm4, ymm23, qword ptr [rdx - 1032]{1to4}
	vfmaddsub132pd	ymm5 {k2}, ymm24, qword ptr [rbx + rdi - 128]{1to4}
	vfmaddsub132pd	ymm6 {k3} {z}, ymm25, qword ptr [rsp + 4096]{1to4}
	vfmaddsub132pd	zmm8, zmm7, qword ptr [rbp - 4096]{1to8}
	vfmaddsub132pd	zmm10, zmm9, qword ptr [rsi + 1016]{1to8}
	vfmaddsub132pd	zmm12, zmm11, qword ptr [rdi + 1024]{1to8}
	vfmaddsub132pd	zmm14 {k4}, zmm13, qword ptr [r8 + 2*r8 + 2147483647]{1to8}
	vfmaddsub132pd	zmm16 {k5} {z}, zmm15, qword ptr [r9 - 2147483648]{1to8}
	vfmaddsub132pd	xmm18, xmm17, xmm26
	vfmaddsub132pd	xmm20 {k6}, xmm19, xmm27
	vfmaddsub132pd	xmm22 {k7} {z}, xmm21, xmm28
	vfmaddsub132pd	ymm24, ymm23, ymm29
	vfmaddsub132pd	ymm26 {k1}, ymm25, ymm30
	vfmaddsub132pd	ymm28 {k2} {z}, ymm27, ymm31
	vfmaddsub132pd	zmm31, zmm30, zmm29
	vfmaddsub132pd	zmm2 {k3}, zmm1, zmm0
	vfmaddsub132pd	zmm5 {k4} {z}, zmm4, zmm3
	vfmaddsub132pd	zmm8, zmm7, zmm6, {rn-sae}
	vfmaddsub132pd	zmm11 {k5}, zmm10, zmm9, {rd-sae}
	vfmaddsub132pd	zmm14 {k6} {z}, zmm13, zmm12, {ru-sae}
	vfmaddsub132ph	xmm15, xmm16, xmmword ptr [r10]
	vfmaddsub132ph	xmm16, xmm17, xmmword ptr [r11 - 2048]
	vfmaddsub132ph	xmm17, xmm18, xmmword ptr [r12 - 2064]
	vfmaddsub132ph	xmm18 {k7}, xmm19, xmmword ptr [r13 + 4*r9 + 64]
	vfmaddsub132ph	xmm19 {k1} {z}, xmm20, xmmword ptr [r14 - 64]
	vfmaddsub132ph	ymm20, ymm21, word ptr [r15 + 1]{1to16}
	vfmaddsub132ph	ymm21, ymm22, word ptr [rip + 254]{1to16}
	vfmaddsub132ph	ymm22, ymm23, word ptr [rax + 256]{1to16}
	vfmaddsub132ph	ymm23 {k2}, ymm24, word ptr [rcx + 8*r10 - 1]{1to16}
	vfmaddsub132ph	ymm24 {k3} {z}, ymm25, word ptr [rdx + 127]{1to16}
	vfmaddsub132ph	zmm26, zmm25, word ptr [rbx + 128]{1to32}
	vfmaddsub132ph	zmm28, zmm27, word ptr [rsp - 256]{1to32}
	vfmaddsub132ph	zmm30, zmm29, word ptr [rbp - 258]{1to32}
	vfmaddsub132ph	zmm0 {k4}, zmm31, word ptr [rsi + r11 - 128]{1to32}
	vfmaddsub132ph	zmm2 {k5} {z}, zmm1, word ptr [rdi + 4096]{1to32}
	vfmaddsub132ph	xmm3, xmm26, word ptr [r8 - 4096]{1to8}
	vfmaddsub132ph	xmm4, xmm27, word ptr [r9 + 254]{1to8}
	vfmaddsub132ph	xmm5, xmm28, word ptr [r10 + 256]{1to8}
	vfmaddsub132ph	xmm6 {k6}, xmm29, word ptr [r11 + 2*r12 + 2147483647]{1to8}
	vfmaddsub132ph	xmm7 {k7} {z}, xmm30, word ptr [r12 - 2147483648]{1to8}
	vfmaddsub132ph	ymm8, ymm31, ymmword ptr [r13]
	vfmaddsub132ph	ymm9, ymm16, ymmword ptr [r14 - 4096]
	vfmaddsub132ph	ymm10, ymm17, ymmword ptr [r15 - 4128]
	vfmaddsub132ph	ymm11 {k1}, ymm18, ymmword ptr [rip + 64]
	vfmaddsub132ph	ymm12 {k2} {z}, ymm19, ymmword ptr [rax + 4*r13 - 64]
	vfmaddsub132ph	zmm14, zmm13, zmmword ptr [rcx + 1]
	vfmaddsub132ph	zmm16, zmm15, zmmword ptr [rdx + 8128]
	vfmaddsub132ph	zmm18, zmm17, zmmword ptr [rbx + 8192]
	vfmaddsub132ph	zmm20 {k3}, zmm19, zmmword ptr [rsp - 1]
	vfmaddsub132ph	zmm22 {k4} {z}, zmm21, zmmword ptr [rbp + 8*r14 + 127]
	vfmaddsub132ph	xmm24, xmm23, xmm20
	vfmaddsub132ph	xmm26 {k5}, xmm25, xmm21
	vfmaddsub132ph	xmm28 {k6} {z}, xmm27, xmm22
	vfmaddsub132ph	ymm30, ymm29, ymm23
	vfmaddsub132ph	ymm0 {k7}, ymm31, ymm24
	vfmaddsub132ph	ymm2 {k1} {z}, ymm1, ymm25
	vfmaddsub132ph	zmm5, zmm4, zmm3
	vfmaddsub132ph	zmm8 {k2}, zmm7, zmm6
	vfmaddsub132ph	zmm11 {k3} {z}, zmm10, zmm9
	vfmaddsub132ph	zmm14, zmm13, zmm12, {rz-sae}
	vfmaddsub132ph	zmm17 {k4}, zmm16, zmm15, {rn-sae}
	vfmaddsub132ph	zmm20 {k5} {z}, zmm19, zmm18, {rd-sae}
	vfmaddsub132ps	xmm21, xmm26, xmmword ptr [rsi + 128]
	vfmaddsub132ps	xmm22, xmm27, xmmword ptr [rdi - 2048]
	vfmaddsub132ps	xmm23, xmm28, xmmword ptr [r8 - 2064]
	vfmaddsub132ps	xmm24 {k6}, xmm29, xmmword ptr [r9 - 128]
	vfmaddsub132ps	xmm25 {k7} {z}, xmm30, xmmword ptr [r10 + r15 + 4096]
	vfmaddsub132ps	ymm26, ymm31, ymmword ptr [r11 - 4096]
	vfmaddsub132ps	ymm27, ymm16, ymmword ptr [r12 + 4064]
	vfmaddsub132ps	ymm28, ymm17, ymmword ptr [r13 + 4096]
	vfmaddsub132ps	ymm29 {k1}, ymm18, ymmword ptr [r14 + 2147483647]
	vfmaddsub132ps	ymm30 {k2} {z}, ymm19, ymmword ptr [r15 + 2*rax - 2147483648]
	vfmaddsub132ps	zmm0, zmm31, dword ptr [rip]{1to16}
	vfmaddsub132ps	zmm2, zmm1, dword ptr [rax - 512]{1to16}
	vfmaddsub132ps	zmm4, zmm3, dword ptr [rcx - 516]{1to16}
	vfmaddsub132ps	zmm6 {k3}, zmm5, dword ptr [rdx + 64]{1to16}
	vfmaddsub132ps	zmm8 {k4} {z}, zmm7, dword ptr [rbx - 64]{1to16}
	vfmaddsub132ps	xmm9, xmm20, dword ptr [rsp + 4*rcx + 1]{1to4}
	vfmaddsub132ps	xmm10, xmm21, dword ptr [rbp + 508]{1to4}
	vfmaddsub132ps	xmm11, xmm22, dword ptr [rsi + 512]{1to4}
	vfmaddsub132ps	xmm12 {k5}, xmm23, dword ptr [rdi - 1]{1to4}
	vfmaddsub132ps	xmm13 {k6} {z}, xmm24, dword ptr [r8 + 127]{1to4}
	vfmaddsub132ps	ymm14, ymm25, dword ptr [r9 + 8*rdx + 128]{1to8}
	vfmaddsub132ps	ymm15, ymm26, dword ptr [r10 - 512]{1to8}
	vfmaddsub132ps	ymm16, ymm27, dword ptr [r11 - 516]{1to8}
	vfmaddsub132ps	ymm17 {k7}, ymm28, dword ptr [r12 - 128]{1to8}
	vfmaddsub132ps	ymm18 {k1} {z}, ymm29, dword ptr [r13 + 4096]{1to8}
	vfmaddsub132ps	zmm20, zmm19, zmmword ptr [r14 + rbx - 4096]
	vfmaddsub132ps	zmm22, zmm21, zmmword ptr [r15 + 8128]
	vfmaddsub132ps	zmm24, zmm23, zmmword ptr [rip + 8192]
	vfmaddsub132ps	zmm26 {k2}, zmm25, zmmword ptr [rax + 2147483647]
	vfmaddsub132ps	zmm28 {k3} {z}, zmm27, zmmword ptr [rcx - 2147483648]
	vfmaddsub132ps	xmm31, xmm29, xmm30
	vfmaddsub132ps	xmm1 {k4}, xmm0, xmm31
	vfmaddsub132ps	xmm3 {k5} {z}, xmm2, xmm16
	vfmaddsub132ps	ymm5, ymm4, ymm17
	vfmaddsub132ps	ymm7 {k6}, ymm6, ymm18
	vfmaddsub132ps	ymm9 {k7} {z}, ymm8, ymm19
	vfmaddsub132ps	zmm12, zmm11, zmm10
	vfmaddsub132ps	zmm15 {k1}, zmm14, zmm13
	vfmaddsub132ps	zmm18 {k2} {z}, zmm17, zmm16
	vfmaddsub132ps	zmm21, zmm20, zmm19, {ru-sae}
	vfmaddsub132ps	zmm24 {k3}, zmm23, zmm22, {rz-sae}
	vfmaddsub132ps	zmm27 {k4} {z}, zmm26, zmm25, {rn-sae}
	vfmaddsub213pd	xmm28, xmm20, xmmword ptr [rdx + 2*rbp]
	vfmaddsub213pd	xmm29, xmm21, xmmword ptr [rbx - 2048]
	vfmaddsub213pd	xmm30, xmm22, xmmword ptr [rsp - 2064]
	vfmaddsub213pd	xmm31 {k5}, xmm23, xmmword ptr [rbp + 64]
	vfmaddsub213pd	xmm0 {k6} {z}, xmm24, xmmword ptr [rsi - 64]
	vfmaddsub213pd	ymm1, ymm25, ymmword ptr [rdi + 4*rsi + 1]
	vfmaddsub213pd	ymm2, ymm26, ymmword ptr [r8 + 4064]
	vfmaddsub213pd	ymm3, ymm27, ymmword ptr [r9 + 4096]
	vfmaddsub213pd	ymm4 {k7}, ymm28, ymmword ptr [r10 - 1]
	vfmaddsub213pd	ymm5 {k1} {z}, ymm29, ymmword ptr [r11 + 127]
	vfmaddsub213pd	zmm7, zmm6, zmmword ptr [r12 + 8*rdi + 128]
	vfmaddsub213pd	zmm9, zmm8, zmmword ptr [r13 - 8192]
	vfmaddsub213pd	zmm11, zmm10, zmmword ptr [r14 - 8256]
	vfmaddsub213pd	zmm13 {k2}, zmm12, zmmword ptr [r15 - 128]
	vfmaddsub213pd	zmm15 {k3} {z}, zmm14, zmmword ptr [rip + 4096]
	vfmaddsub213pd	xmm16, xmm30, qword ptr [rax - 4096]{1to2}
	vfmaddsub213pd	xmm17, xmm31, qword ptr [rcx + 1016]{1to2}
	vfmaddsub213pd	xmm18, xmm16, qword ptr [rdx + 1024]{1to2}
	vfmaddsub213pd	xmm19 {k4}, xmm17, qword ptr [rbx + r8 + 2147483647]{1to2}
	vfmaddsub213pd	xmm20 {k5} {z}, xmm18, qword ptr [rsp - 2147483648]{1to2}
	vfmaddsub213pd	ymm21, ymm19, qword ptr [rbp]{1to4}
	vfmaddsub213pd	ymm22, ymm20, qword ptr [rsi - 1024]{1to4}
	vfmaddsub213pd	ymm23, ymm21, qword ptr [rdi - 1032]{1to4}
	vfmaddsub213pd	ymm24 {k6}, ymm22, qword ptr [r8 + 2*r9 + 64]{1to4}
	vfmaddsub213pd	ymm25 {k7} {z}, ymm23, qword ptr [r9 - 64]{1to4}
	vfmaddsub213pd	zmm27, zmm26, qword ptr [r10 + 1]{1to8}
	vfmaddsub213pd	zmm29, zmm28, qword ptr [r11 + 1016]{1to8}
	vfmaddsub213pd	zmm31, zmm30, qword ptr [r12 + 1024]{1to8}
	vfmaddsub213pd	zmm1 {k1}, zmm0, qword ptr [r13 + 4*r10 - 1]{1to8}
	vfmaddsub213pd	zmm3 {k2} {z}, zmm2, qword ptr [r14 + 127]{1to8}
	vfmaddsub213pd	xmm5, xmm4, xmm24
	vfmaddsub213pd	xmm7 {k3}, xmm6, xmm25
	vfmaddsub213pd	xmm9 {k4} {z}, xmm8, xmm26
	vfmaddsub213pd	ymm11, ymm10, ymm27
	vfmaddsub213pd	ymm13 {k5}, ymm12, ymm28
	vfmaddsub213pd	ymm15 {k6} {z}, ymm14, ymm29
	vfmaddsub213pd	zmm18, zmm17, zmm16
	vfmaddsub213pd	zmm21 {k7}, zmm20, zmm19
	vfmaddsub213pd	zmm24 {k1} {z}, zmm23, zmm22
	vfmaddsub213pd	zmm27, zmm26, zmm25, {rd-sae}
	vfmaddsub213pd	zmm30 {k2}, zmm29, zmm28, {ru-sae}
	vfmaddsub213pd	zmm1 {k3} {z}, zmm0, zmm31, {rz-sae}
	vfmaddsub213ph	xmm2, xmm30, xmmword ptr [r15 + 128]
	vfmaddsub213ph	xmm3, xmm31, xmmword ptr [rip - 2048]
	vfmaddsub213ph	xmm4, xmm16, xmmword ptr [rax - 2064]
	vfmaddsub213ph	xmm5 {k4}, xmm17, xmmword ptr [rcx + 8*r11 - 128]
	vfmaddsub213ph	xmm6 {k5} {z}, xmm18, xmmword ptr [rdx + 4096]
	vfmaddsub213ph	ymm7, ymm19, word ptr [rbx - 4096]{1to16}
	vfmaddsub213ph	ymm8, ymm20, word ptr [rsp + 254]{1to16}
	vfmaddsub213ph	ymm9, ymm21, word ptr [rbp + 256]{1to16}
	vfmaddsub213ph	ymm10 {k6}, ymm22, word ptr [rsi + r12 + 2147483647]{1to16}
	vfmaddsub213ph	ymm11 {k7} {z}, ymm23, word ptr [rdi - 2147483648]{1to16}
	vfmaddsub213ph	zmm13, zmm12, word ptr [r8]{1to32}
	vfmaddsub213ph	zmm15, zmm14, word ptr [r9 - 256]{1to32}
	vfmaddsub213ph	zmm17, zmm16, word ptr [r10 - 258]{1to32}
	vfmaddsub213ph	zmm19 {k1}, zmm18, word ptr [r11 + 2*r13 + 64]{1to32}
	vfmaddsub213ph	zmm21 {k2} {z}, zmm20, word ptr [r12 - 64]{1to32}
	vfmaddsub213ph	xmm22, xmm24, word ptr [r13 + 1]{1to8}
	vfmaddsub213ph	xmm23, xmm25, word ptr [r14 + 254]{1to8}
	vfmaddsub213ph	xmm24, xmm26, word ptr [r15 + 256]{1to8}
	vfmaddsub213ph	xmm25 {k3}, xmm27, word ptr [rip - 1]{1to8}
	vfmaddsub213ph	xmm26 {k4} {z}, xmm28, word ptr [rax + 4*r14 + 127]{1to8}
	vfmaddsub213ph	ymm27, ymm29, ymmword ptr [rcx + 128]
	vfmaddsub213ph	ymm28, ymm30, ymmword ptr [rdx - 4096]
	vfmaddsub213ph	ymm29, ymm31, ymmword ptr [rbx - 4128]
	vfmaddsub213ph	ymm30 {k5}, ymm16, ymmword ptr [rsp - 128]
	vfmaddsub213ph	ymm31 {k6} {z}, ymm17, ymmword ptr [rbp + 8*r15 + 4096]
	vfmaddsub213ph	zmm1, zmm0, zmmword ptr [rsi - 4096]
	vfmaddsub213ph	zmm3, zmm2, zmmword ptr [rdi + 8128]
	vfmaddsub213ph	zmm5, zmm4, zmmword ptr [r8 + 8192]
	vfmaddsub213ph	zmm7 {k7}, zmm6, zmmword ptr [r9 + 2147483647]
	vfmaddsub213ph	zmm9 {k1} {z}, zmm8, zmmword ptr [r10 + rax - 2147483648]
	vfmaddsub213ph	xmm11, xmm10, xmm18
	vfmaddsub213ph	xmm13 {k2}, xmm12, xmm19
	vfmaddsub213ph	xmm15 {k3} {z}, xmm14, xmm20
	vfmaddsub213ph	ymm17, ymm16, ymm21
	vfmaddsub213ph	ymm19 {k4}, ymm18, ymm22
	vfmaddsub213ph	ymm21 {k5} {z}, ymm20, ymm23
	vfmaddsub213ph	zmm24, zmm23, zmm22
	vfmaddsub213ph	zmm27 {k6}, zmm26, zmm25
	vfmaddsub213ph	zmm30 {k7} {z}, zmm29, zmm28
	vfmaddsub213ph	zmm1, zmm0, zmm31, {rn-sae}
	vfmaddsub213ph	zmm4 {k1}, zmm3, zmm2, {rd-sae}
	vfmaddsub213ph	zmm7 {k2} {z}, zmm6, zmm5, {ru-sae}
	vfmaddsub213ps	xmm8, xmm24, xmmword ptr [r11]
	vfmaddsub213ps	xmm9, xmm25, xmmword ptr [r12 - 2048]
	vfmaddsub213ps	xmm10, xmm26, xmmword ptr [r13 - 2064]
	vfmaddsub213ps	xmm11 {k3}, xmm27, xmmword ptr [r14 + 64]
	vfmaddsub213ps	xmm12 {k4} {z}, xmm28, xmmword ptr [r15 + 2*rcx - 64]
	vfmaddsub213ps	ymm13, ymm29, ymmword ptr [rip + 1]
	vfmaddsub213ps	ymm14, ymm30, ymmword ptr [rax + 4064]
	vfmaddsub213ps	ymm15, ymm31, ymmword ptr [rcx + 4096]
	vfmaddsub213ps	ymm17 {k5}, ymm16, ymmword ptr [rdx - 1]
	vfmaddsub213ps	ymm18 {k6} {z}, ymm17, ymmword ptr [rbx + 127]
	vfmaddsub213ps	zmm20, zmm19, dword ptr [rsp + 4*rdx + 128]{1to16}
	vfmaddsub213ps	zmm22, zmm21, dword ptr [rbp - 512]{1to16}
	vfmaddsub213ps	zmm24, zmm23, dword ptr [rsi - 516]{1to16}
	vfmaddsub213ps	zmm26 {k7}, zmm25, dword ptr [rdi - 128]{1to16}
	vfmaddsub213ps	zmm28 {k1} {z}, zmm27, dword ptr [r8 + 4096]{1to16}
	vfmaddsub213ps	xmm29, xmm18, dword ptr [r9 + 8*rbx - 4096]{1to4}
	vfmaddsub213ps	xmm30, xmm19, dword ptr [r10 + 508]{1to4}
	vfmaddsub213ps	xmm31, xmm20, dword ptr [r11 + 512]{1to4}
	vfmaddsub213ps	xmm0 {k2}, xmm21, dword ptr [r12 + 2147483647]{1to4}
	vfmaddsub213ps	xmm1 {k3} {z}, xmm22, dword ptr [r13 - 2147483648]{1to4}
	vfmaddsub213ps	ymm2, ymm23, dword ptr [r14 + rbp]{1to8}
	vfmaddsub213ps	ymm3, ymm24, dword ptr [r15 - 512]{1to8}
	vfmaddsub213ps	ymm4, ymm25, dword ptr [rip - 516]{1to8}
	vfmaddsub213ps	ymm5 {k4}, ymm26, dword ptr [rax + 64]{1to8}
	vfmaddsub213ps	ymm6 {k5} {z}, ymm27, dword ptr [rcx - 64]{1to8}
	vfmaddsub213ps	zmm8, zmm7, zmmword ptr [rdx + 2*rsi + 1]
	vfmaddsub213ps	zmm10, zmm9, zmmword ptr [rbx + 8128]
	vfmaddsub213ps	zmm12, zmm11, zmmword ptr [rsp + 8192]
	vfmaddsub213ps	zmm14 {k6}, zmm13, zmmword ptr [rbp - 1]
	vfmaddsub213ps	zmm16 {k7} {z}, zmm15, zmmword ptr [rsi + 127]
	vfmaddsub213ps	xmm18, xmm17, xmm28
	vfmaddsub213ps	xmm20 {k1}, xmm19, xmm29
	vfmaddsub213ps	xmm22 {k2} {z}, xmm21, xmm30
	vfmaddsub213ps	ymm24, ymm23, ymm31
	vfmaddsub213ps	ymm26 {k3}, ymm25, ymm16
	vfmaddsub213ps	ymm28 {k4} {z}, ymm27, ymm17
	vfmaddsub213ps	zmm31, zmm30, zmm29
	vfmaddsub213ps	zmm2 {k5}, zmm1, zmm0
	vfmaddsub213ps	zmm5 {k6} {z}, zmm4, zmm3
	vfmaddsub213ps	zmm8, zmm7, zmm6, {rz-sae}
	vfmaddsub213ps	zmm11 {k7}, zmm10, zmm9, {rn-sae}
	vfmaddsub213ps	zmm14 {k1} {z}, zmm13, zmm12, {rd-sae}
	vfmaddsub231pd	xmm15, xmm18, xmmword ptr [rdi + 4*rdi + 128]
	vfmaddsub231pd	xmm16, xmm19, xmmword ptr [r8 - 2048]
	vfmaddsub231pd	xmm17, xmm20, xmmword ptr [r9 - 2064]
	vfmaddsub231pd	xmm18 {k2}, xmm21, xmmword ptr [r10 - 128]
	vfmaddsub231pd	xmm19 {k3} {z}, xmm22, xmmword ptr [r11 + 4096]
	vfmaddsub231pd	ymm20, ymm23, ymmword ptr [r12 + 8*r8 - 4096]
	vfmaddsub231pd	ymm21, ymm24, ymmword ptr [r13 + 4064]
	vfmaddsub231pd	ymm22, ymm25, ymmword ptr [r14 + 4096]
	vfmaddsub231pd	ymm23 {k4}, ymm26, ymmword ptr [r15 + 2147483647]
	vfmaddsub231pd	ymm24 {k5} {z}, ymm27, ymmword ptr [rip - 2147483648]
	vfmaddsub231pd	zmm26, zmm25, zmmword ptr [rax]
	vfmaddsub231pd	zmm28, zmm27, zmmword ptr [rcx - 8192]
	vfmaddsub231pd	zmm30, zmm29, zmmword ptr [rdx - 8256]
	vfmaddsub231pd	zmm0 {k6}, zmm31, zmmword ptr [rbx + r9 + 64]
	vfmaddsub231pd	zmm2 {k7} {z}, zmm1, zmmword ptr [rsp - 64]
	vfmaddsub231pd	xmm3, xmm28, qword ptr [rbp + 1]{1to2}
	vfmaddsub231pd	xmm4, xmm29, qword ptr [rsi + 1016]{1to2}
	vfmaddsub231pd	xmm5, xmm30, qword ptr [rdi + 1024]{1to2}
	vfmaddsub231pd	xmm6 {k1}, xmm31, qword ptr [r8 + 2*r10 - 1]{1to2}
	vfmaddsub231pd	xmm7 {k2} {z}, xmm16, qword ptr [r9 + 127]{1to2}
	vfmaddsub231pd	ymm8, ymm17, qword ptr [r10 + 128]{1to4}
	vfmaddsub231pd	ymm9, ymm18, qword ptr [r11 - 1024]{1to4}
	vfmaddsub231pd	ymm10, ymm19, qword ptr [r12 - 1032]{1to4}
	vfmaddsub231pd	ymm11 {k3}, ymm20, qword ptr [r13 + 4*r11 - 128]{1to4}
	vfmaddsub231pd	ymm12 {k4} {z}, ymm21, qword ptr [r14 + 4096]{1to4}
	vfmaddsub231pd	zmm14, zmm13, qword ptr [r15 - 4096]{1to8}
	vfmaddsub231pd	zmm16, zmm15, qword ptr [rip + 1016]{1to8}
	vfmaddsub231pd	zmm18, zmm17, qword ptr [rax + 1024]{1to8}
	vfmaddsub231pd	zmm20 {k5}, zmm19, qword ptr [rcx + 8*r12 + 2147483647]{1to8}
	vfmaddsub231pd	zmm22 {k6} {z}, zmm21, qword ptr [rdx - 2147483648]{1to8}
	vfmaddsub231pd	xmm24, xmm23, xmm22
	vfmaddsub231pd	xmm26 {k7}, xmm25, xmm23
	vfmaddsub231pd	xmm28 {k1} {z}, xmm27, xmm24
	vfmaddsub231pd	ymm30, ymm29, ymm25
	vfmaddsub231pd	ymm0 {k2}, ymm31, ymm26
	vfmaddsub231pd	ymm2 {k3} {z}, ymm1, ymm27
	vfmaddsub231pd	zmm5, zmm4, zmm3
	vfmaddsub231pd	zmm8 {k4}, zmm7, zmm6
	vfmaddsub231pd	zmm11 {k5} {z}, zmm10, zmm9
	vfmaddsub231pd	zmm14, zmm13, zmm12, {ru-sae}
	vfmaddsub231pd	zmm17 {k6}, zmm16, zmm15, {rz-sae}
	vfmaddsub231pd	zmm20 {k7} {z}, zmm19, zmm18, {rn-sae}
	vfmaddsub231ph	xmm21, xmm28, xmmword ptr [rbx]
	vfmaddsub231ph	xmm22, xmm29, xmmword ptr [rsp - 2048]
	vfmaddsub231ph	xmm23, xmm30, xmmword ptr [rbp - 2064]
	vfmaddsub231ph	xmm24 {k1}, xmm31, xmmword ptr [rsi + r13 + 64]
	vfmaddsub231ph	xmm25 {k2} {z}, xmm16, xmmword ptr [rdi - 64]
	vfmaddsub231ph	ymm26, ymm17, word ptr [r8 + 1]{1to16}
	vfmaddsub231ph	ymm27, ymm18, word ptr [r9 + 254]{1to16}
	vfmaddsub231ph	ymm28, ymm19, word ptr [r10 + 256]{1to16}
	vfmaddsub231ph	ymm29 {k3}, ymm20, word ptr [r11 + 2*r14 - 1]{1to16}
	vfmaddsub231ph	ymm30 {k4} {z}, ymm21, word ptr [r12 + 127]{1to16}
	vfmaddsub231ph	zmm0, zmm31, word ptr [r13 + 128]{1to32}
	vfmaddsub231ph	zmm2, zmm1, word ptr [r14 - 256]{1to32}
	vfmaddsub231ph	zmm4, zmm3, word ptr [r15 - 258]{1to32}
	vfmaddsub231ph	zmm6 {k5}, zmm5, word ptr [rip - 128]{1to32}
	vfmaddsub231ph	zmm8 {k6} {z}, zmm7, word ptr [rax + 4*r15 + 4096]{1to32}
	vfmaddsub231ph	xmm9, xmm22, word ptr [rcx - 4096]{1to8}
	vfmaddsub231ph	xmm10, xmm23, word ptr [rdx + 254]{1to8}
	vfmaddsub231ph	xmm11, xmm24, word ptr [rbx + 256]{1to8}
	vfmaddsub231ph	xmm12 {k7}, xmm25, word ptr [rsp + 2147483647]{1to8}
	vfmaddsub231ph	xmm13 {k1} {z}, xmm26, word ptr [rbp + 8*rax - 2147483648]{1to8}
	vfmaddsub231ph	ymm14, ymm27, ymmword ptr [rsi]
	vfmaddsub231ph	ymm15, ymm28, ymmword ptr [rdi - 4096]
	vfmaddsub231ph	ymm16, ymm29, ymmword ptr [r8 - 4128]
	vfmaddsub231ph	ymm17 {k2}, ymm30, ymmword ptr [r9 + 64]
	vfmaddsub231ph	ymm18 {k3} {z}, ymm31, ymmword ptr [r10 + rcx - 64]
	vfmaddsub231ph	zmm20, zmm19, zmmword ptr [r11 + 1]
	vfmaddsub231ph	zmm22, zmm21, zmmword ptr [r12 + 8128]
	vfmaddsub231ph	zmm24, zmm23, zmmword ptr [r13 + 8192]
	vfmaddsub231ph	zmm26 {k4}, zmm25, zmmword ptr [r14 - 1]
	vfmaddsub231ph	zmm28 {k5} {z}, zmm27, zmmword ptr [r15 + 2*rdx + 127]
	vfmaddsub231ph	xmm30, xmm29, xmm16
	vfmaddsub231ph	xmm0 {k6}, xmm31, xmm17
	vfmaddsub231ph	xmm2 {k7} {z}, xmm1, xmm18
	vfmaddsub231ph	ymm4, ymm3, ymm19
	vfmaddsub231ph	ymm6 {k1}, ymm5, ymm20
	vfmaddsub231ph	ymm8 {k2} {z}, ymm7, ymm21
	vfmaddsub231ph	zmm11, zmm10, zmm9
	vfmaddsub231ph	zmm14 {k3}, zmm13, zmm12
	vfmaddsub231ph	zmm17 {k4} {z}, zmm16, zmm15
	vfmaddsub231ph	zmm20, zmm19, zmm18, {rd-sae}
	vfmaddsub231ph	zmm23 {k5}, zmm22, zmm21, {ru-sae}
	vfmaddsub231ph	zmm26 {k6} {z}, zmm25, zmm24, {rz-sae}
	vfmaddsub231ps	xmm27, xmm22, xmmword ptr [rip + 128]
	vfmaddsub231ps	xmm28, xmm23, xmmword ptr [rax - 2048]
	vfmaddsub231ps	xmm29, xmm24, xmmword ptr [rcx - 2064]
	vfmaddsub231ps	xmm30 {k7}, xmm25, xmmword ptr [rdx - 128]
	vfmaddsub231ps	xmm31 {k1} {z}, xmm26, xmmword ptr [rbx + 4096]
	vfmaddsub231ps	ymm0, ymm27, ymmword ptr [rsp + 4*rbx - 4096]
	vfmaddsub231ps	ymm1, ymm28, ymmword ptr [rbp + 4064]
	vfmaddsub231ps	ymm2, ymm29, ymmword ptr [rsi + 4096]
	vfmaddsub231ps	ymm3 {k2}, ymm30, ymmword ptr [rdi + 2147483647]
	vfmaddsub231ps	ymm4 {k3} {z}, ymm31, ymmword ptr [r8 - 2147483648]
	vfmaddsub231ps	zmm6, zmm5, dword ptr [r9 + 8*rbp]{1to16}
	vfmaddsub231ps	zmm8, zmm7, dword ptr [r10 - 512]{1to16}
	vfmaddsub231ps	zmm10, zmm9, dword ptr [r11 - 516]{1to16}
	vfmaddsub231ps	zmm12 {k4}, zmm11, dword ptr [r12 + 64]{1to16}
	vfmaddsub231ps	zmm14 {k5} {z}, zmm13, dword ptr [r13 - 64]{1to16}
	vfmaddsub231ps	xmm15, xmm16, dword ptr [r14 + rsi + 1]{1to4}
	vfmaddsub231ps	xmm16, xmm17, dword ptr [r15 + 508]{1to4}
	vfmaddsub231ps	xmm17, xmm18, dword ptr [rip + 512]{1to4}
	vfmaddsub231ps	xmm18 {k6}, xmm19, dword ptr [rax - 1]{1to4}
	vfmaddsub231ps	xmm19 {k7} {z}, xmm20, dword ptr [rcx + 127]{1to4}
	vfmaddsub231ps	ymm20, ymm21, dword ptr [rdx + 2*rdi + 128]{1to8}
	vfmaddsub231ps	ymm21, ymm22, dword ptr [rbx - 512]{1to8}
	vfmaddsub231ps	ymm22, ymm23, dword ptr [rsp - 516]{1to8}
	vfmaddsub231ps	ymm23 {k1}, ymm24, dword ptr [rbp - 128]{1to8}
	vfmaddsub231ps	ymm24 {k2} {z}, ymm25, dword ptr [rsi + 4096]{1to8}
	vfmaddsub231ps	zmm26, zmm25, zmmword ptr [rdi + 4*r8 - 4096]
	vfmaddsub231ps	zmm28, zmm27, zmmword ptr [r8 + 8128]
	vfmaddsub231ps	zmm30, zmm29, zmmword ptr [r9 + 8192]
	vfmaddsub231ps	zmm0 {k3}, zmm31, zmmword ptr [r10 + 2147483647]
	vfmaddsub231ps	zmm2 {k4} {z}, zmm1, zmmword ptr [r11 - 2147483648]
	vfmaddsub231ps	xmm4, xmm3, xmm26
	vfmaddsub231ps	xmm6 {k5}, xmm5, xmm27
	vfmaddsub231ps	xmm8 {k6} {z}, xmm7, xmm28
	vfmaddsub231ps	ymm10, ymm9, ymm29
	vfmaddsub231ps	ymm12 {k7}, ymm11, ymm30
	vfmaddsub231ps	ymm14 {k1} {z}, ymm13, ymm31
	vfmaddsub231ps	zmm17, zmm16, zmm15
	vfmaddsub231ps	zmm20 {k2}, zmm19, zmm18
	vfmaddsub231ps	zmm23 {k3} {z}, zmm22, zmm21
	vfmaddsub231ps	zmm26, zmm25, zmm24, {rn-sae}
	vfmaddsub231ps	zmm29 {k4}, zmm28, zmm27, {rd-sae}
	vfmaddsub231ps	zmm0 {k5} {z}, zmm31, zmm30, {ru-sae}
	vfmsub132pd	xmm1, xmm16, xmmword ptr [r12 + 8*r9]
	vfmsub132pd	xmm2, xmm17, xmmword ptr [r13 - 2048]
	vfmsub132pd	xmm3, xmm18, xmmword ptr [r14 - 2064]
	vfmsub132pd	xmm4 {k6}, xmm19, xmmword ptr [r15 + 64]
	vfmsub132pd	xmm5 {k7} {z}, xmm20, xmmword ptr [rip - 64]
	vfmsub132pd	ymm6, ymm21, ymmword ptr [rax + 1]
	vfmsub132pd	ymm7, ymm22, ymmword ptr [rcx + 4064]
	vfmsub132pd	ymm8, ymm23, ymmword ptr [rdx + 4096]
	vfmsub132pd	ymm9 {k1}, ymm24, ymmword ptr [rbx + r10 - 1]
	vfmsub132pd	ymm10 {k2} {z}, ymm25, ymmword ptr [rsp + 127]
	vfmsub132pd	zmm12, zmm11, zmmword ptr [rbp + 128]
	vfmsub132pd	zmm14, zmm13, zmmword ptr [rsi - 8192]
	vfmsub132pd	zmm16, zmm15, zmmword ptr [rdi - 8256]
	vfmsub132pd	zmm18 {k3}, zmm17, zmmword ptr [r8 + 2*r11 - 128]
	vfmsub132pd	zmm20 {k4} {z}, zmm19, zmmword ptr [r9 + 4096]
	vfmsub132pd	xmm21, xmm26, qword ptr [r10 - 4096]{1to2}
	vfmsub132pd	xmm22, xmm27, qword ptr [r11 + 1016]{1to2}
	vfmsub132pd	xmm23, xmm28, qword ptr [r12 + 1024]{1to2}
	vfmsub132pd	xmm24 {k5}, xmm29, qword ptr [r13 + 4*r12 + 2147483647]{1to2}
	vfmsub132pd	xmm25 {k6} {z}, xmm30, qword ptr [r14 - 2147483648]{1to2}
	vfmsub132pd	ymm26, ymm31, qword ptr [r15]{1to4}
	vfmsub132pd	ymm27, ymm16, qword ptr [rip - 1024]{1to4}
	vfmsub132pd	ymm28, ymm17, qword ptr [rax - 1032]{1to4}
	vfmsub132pd	ymm29 {k7}, ymm18, qword ptr [rcx + 8*r13 + 64]{1to4}
	vfmsub132pd	ymm30 {k1} {z}, ymm19, qword ptr [rdx - 64]{1to4}
	vfmsub132pd	zmm0, zmm31, qword ptr [rbx + 1]{1to8}
	vfmsub132pd	zmm2, zmm1, qword ptr [rsp + 1016]{1to8}
	vfmsub132pd	zmm4, zmm3, qword ptr [rbp + 1024]{1to8}
	vfmsub132pd	zmm6 {k2}, zmm5, qword ptr [rsi + r14 - 1]{1to8}
	vfmsub132pd	zmm8 {k3} {z}, zmm7, qword ptr [rdi + 127]{1to8}
	vfmsub132pd	xmm10, xmm9, xmm20
	vfmsub132pd	xmm12 {k4}, xmm11, xmm21
	vfmsub132pd	xmm14 {k5} {z}, xmm13, xmm22
	vfmsub132pd	ymm16, ymm15, ymm23
	vfmsub132pd	ymm18 {k6}, ymm17, ymm24
	vfmsub132pd	ymm20 {k7} {z}, ymm19, ymm25
	vfmsub132pd	zmm23, zmm22, zmm21
	vfmsub132pd	zmm26 {k1}, zmm25, zmm24
	vfmsub132pd	zmm29 {k2} {z}, zmm28, zmm27
	vfmsub132pd	zmm0, zmm31, zmm30, {rz-sae}
	vfmsub132pd	zmm3 {k3}, zmm2, zmm1, {rn-sae}
	vfmsub132pd	zmm6 {k4} {z}, zmm5, zmm4, {rd-sae}
	vfmsub132ph	xmm7, xmm26, xmmword ptr [r8 + 128]
	vfmsub132ph	xmm8, xmm27, xmmword ptr [r9 - 2048]
	vfmsub132ph	xmm9, xmm28, xmmword ptr [r10 - 2064]
	vfmsub132ph	xmm10 {k5}, xmm29, xmmword ptr [r11 + 2*r15 - 128]
	vfmsub132ph	xmm11 {k6} {z}, xmm30, xmmword ptr [r12 + 4096]
	vfmsub132ph	ymm12, ymm31, word ptr [r13 - 4096]{1to16}
	vfmsub132ph	ymm13, ymm16, word ptr [r14 + 254]{1to16}
	vfmsub132ph	ymm14, ymm17, word ptr [r15 + 256]{1to16}
	vfmsub132ph	ymm15 {k7}, ymm18, word ptr [rip + 2147483647]{1to16}
	vfmsub132ph	ymm16 {k1} {z}, ymm19, word ptr [rax + 4*rax - 2147483648]{1to16}
	vfmsub132ph	zmm18, zmm17, word ptr [rcx]{1to32}
	vfmsub132ph	zmm20, zmm19, word ptr [rdx - 256]{1to32}
	vfmsub132ph	zmm22, zmm21, word ptr [rbx - 258]{1to32}
	vfmsub132ph	zmm24 {k2}, zmm23, word ptr [rsp + 64]{1to32}
	vfmsub132ph	zmm26 {k3} {z}, zmm25, word ptr [rbp + 8*rcx - 64]{1to32}
	vfmsub132ph	xmm27, xmm20, word ptr [rsi + 1]{1to8}
	vfmsub132ph	xmm28, xmm21, word ptr [rdi + 254]{1to8}
	vfmsub132ph	xmm29, xmm22, word ptr [r8 + 256]{1to8}
	vfmsub132ph	xmm30 {k4}, xmm23, word ptr [r9 - 1]{1to8}
	vfmsub132ph	xmm31 {k5} {z}, xmm24, word ptr [r10 + rdx + 127]{1to8}
	vfmsub132ph	ymm0, ymm25, ymmword ptr [r11 + 128]
	vfmsub132ph	ymm1, ymm26, ymmword ptr [r12 - 4096]
	vfmsub132ph	ymm2, ymm27, ymmword ptr [r13 - 4128]
	vfmsub132ph	ymm3 {k6}, ymm28, ymmword ptr [r14 - 128]
	vfmsub132ph	ymm4 {k7} {z}, ymm29, ymmword ptr [r15 + 2*rbx + 4096]
	vfmsub132ph	zmm6, zmm5, zmmword ptr [rip - 4096]
	vfmsub132ph	zmm8, zmm7, zmmword ptr [rax + 8128]
	vfmsub132ph	zmm10, zmm9, zmmword ptr [rcx + 8192]
	vfmsub132ph	zmm12 {k1}, zmm11, zmmword ptr [rdx + 2147483647]
	vfmsub132ph	zmm14 {k2} {z}, zmm13, zmmword ptr [rbx - 2147483648]
	vfmsub132ph	xmm16, xmm15, xmm30
	vfmsub132ph	xmm18 {k3}, xmm17, xmm31
	vfmsub132ph	xmm20 {k4} {z}, xmm19, xmm16
	vfmsub132ph	ymm22, ymm21, ymm17
	vfmsub132ph	ymm24 {k5}, ymm23, ymm18
	vfmsub132ph	ymm26 {k6} {z}, ymm25, ymm19
	vfmsub132ph	zmm29, zmm28, zmm27
	vfmsub132ph	zmm0 {k7}, zmm31, zmm30
	vfmsub132ph	zmm3 {k1} {z}, zmm2, zmm1
	vfmsub132ph	zmm6, zmm5, zmm4, {ru-sae}
	vfmsub132ph	zmm9 {k2}, zmm8, zmm7, {rz-sae}
	vfmsub132ph	zmm12 {k3} {z}, zmm11, zmm10, {rn-sae}
	vfmsub132ps	xmm13, xmm20, xmmword ptr [rsp + 4*rbp]
	vfmsub132ps	xmm14, xmm21, xmmword ptr [rbp - 2048]
	vfmsub132ps	xmm15, xmm22, xmmword ptr [rsi - 2064]
	vfmsub132ps	xmm16 {k4}, xmm23, xmmword ptr [rdi + 64]
	vfmsub132ps	xmm17 {k5} {z}, xmm24, xmmword ptr [r8 - 64]
	vfmsub132ps	ymm18, ymm25, ymmword ptr [r9 + 8*rsi + 1]
	vfmsub132ps	ymm19, ymm26, ymmword ptr [r10 + 4064]
	vfmsub132ps	ymm20, ymm27, ymmword ptr [r11 + 4096]
	vfmsub132ps	ymm21 {k6}, ymm28, ymmword ptr [r12 - 1]
	vfmsub132ps	ymm22 {k7} {z}, ymm29, ymmword ptr [r13 + 127]
	vfmsub132ps	zmm24, zmm23, dword ptr [r14 + rdi + 128]{1to16}
	vfmsub132ps	zmm26, zmm25, dword ptr [r15 - 512]{1to16}
	vfmsub132ps	zmm28, zmm27, dword ptr [rip - 516]{1to16}
	vfmsub132ps	zmm30 {k1}, zmm29, dword ptr [rax - 128]{1to16}
	vfmsub132ps	zmm0 {k2} {z}, zmm31, dword ptr [rcx + 4096]{1to16}
	vfmsub132ps	xmm1, xmm30, dword ptr [rdx + 2*r8 - 4096]{1to4}
	vfmsub132ps	xmm2, xmm31, dword ptr [rbx + 508]{1to4}
	vfmsub132ps	xmm3, xmm16, dword ptr [rsp + 512]{1to4}
	vfmsub132ps	xmm4 {k3}, xmm17, dword ptr [rbp + 2147483647]{1to4}
	vfmsub132ps	xmm5 {k4} {z}, xmm18, dword ptr [rsi - 2147483648]{1to4}
	vfmsub132ps	ymm6, ymm19, dword ptr [rdi + 4*r9]{1to8}
	vfmsub132ps	ymm7, ymm20, dword ptr [r8 - 512]{1to8}
	vfmsub132ps	ymm8, ymm21, dword ptr [r9 - 516]{1to8}
	vfmsub132ps	ymm9 {k5}, ymm22, dword ptr [r10 + 64]{1to8}
	vfmsub132ps	ymm10 {k6} {z}, ymm23, dword ptr [r11 - 64]{1to8}
	vfmsub132ps	zmm12, zmm11, zmmword ptr [r12 + 8*r10 + 1]
	vfmsub132ps	zmm14, zmm13, zmmword ptr [r13 + 8128]
	vfmsub132ps	zmm16, zmm15, zmmword ptr [r14 + 8192]
	vfmsub132ps	zmm18 {k7}, zmm17, zmmword ptr [r15 - 1]
	vfmsub132ps	zmm20 {k1} {z}, zmm19, zmmword ptr [rip + 127]
	vfmsub132ps	xmm22, xmm21, xmm24
	vfmsub132ps	xmm24 {k2}, xmm23, xmm25
	vfmsub132ps	xmm27 {k3} {z}, xmm25, xmm26
	vfmsub132ps	ymm29, ymm28, ymm27
	vfmsub132ps	ymm31 {k4}, ymm30, ymm28
	vfmsub132ps	ymm1 {k5} {z}, ymm0, ymm29
	vfmsub132ps	zmm4, zmm3, zmm2
	vfmsub132ps	zmm7 {k6}, zmm6, zmm5
	vfmsub132ps	zmm10 {k7} {z}, zmm9, zmm8
	vfmsub132ps	zmm13, zmm12, zmm11, {rd-sae}
	vfmsub132ps	zmm16 {k1}, zmm15, zmm14, {ru-sae}
	vfmsub132ps	zmm19 {k2} {z}, zmm18, zmm17, {rz-sae}
	vfmsub132sd	xmm20, xmm30, qword ptr [rax + 128]
	vfmsub132sd	xmm21, xmm31, qword ptr [rcx - 1024]
	vfmsub132sd	xmm22, xmm16, qword ptr [rdx - 1032]
	vfmsub132sd	xmm23 {k3}, xmm17, qword ptr [rbx + r11 - 128]
	vfmsub132sd	xmm24 {k4} {z}, xmm18, qword ptr [rsp + 4096]
	vfmsub132sd	xmm26, xmm25, xmm19
	vfmsub132sd	xmm28 {k5}, xmm27, xmm20
	vfmsub132sd	xmm30 {k6} {z}, xmm29, xmm21
	vfmsub132sd	xmm0, xmm31, xmm22, {rn-sae}
	vfmsub132sd	xmm2 {k7}, xmm1, xmm23, {rd-sae}
	vfmsub132sd	xmm4 {k1} {z}, xmm3, xmm24, {ru-sae}
	vfmsub132sh	xmm5, xmm25, word ptr [rbp - 4096]
	vfmsub132sh	xmm6, xmm26, word ptr [rsi + 254]
	vfmsub132sh	xmm7, xmm27, word ptr [rdi + 256]
	vfmsub132sh	xmm8 {k2}, xmm28, word ptr [r8 + 2*r12 + 2147483647]
	vfmsub132sh	xmm9 {k3} {z}, xmm29, word ptr [r9 - 2147483648]
	vfmsub132sh	xmm11, xmm10, xmm30
	vfmsub132sh	xmm13 {k4}, xmm12, xmm31
	vfmsub132sh	xmm15 {k5} {z}, xmm14, xmm16
	vfmsub132sh	xmm18, xmm16, xmm17, {rz-sae}
	vfmsub132sh	xmm20 {k6}, xmm19, xmm18, {rn-sae}
	vfmsub132sh	xmm22 {k7} {z}, xmm21, xmm19, {rd-sae}
	vfmsub132ss	xmm23, xmm20, dword ptr [r10]
	vfmsub132ss	xmm24, xmm21, dword ptr [r11 - 512]
	vfmsub132ss	xmm25, xmm22, dword ptr [r12 - 516]
	vfmsub132ss	xmm26 {k1}, xmm23, dword ptr [r13 + 4*r13 + 64]
	vfmsub132ss	xmm27 {k2} {z}, xmm24, dword ptr [r14 - 64]
	vfmsub132ss	xmm29, xmm28, xmm25
	vfmsub132ss	xmm31 {k3}, xmm30, xmm26
	vfmsub132ss	xmm1 {k4} {z}, xmm0, xmm27
	vfmsub132ss	xmm3, xmm2, xmm28, {ru-sae}
	vfmsub132ss	xmm5 {k5}, xmm4, xmm29, {rz-sae}
	vfmsub132ss	xmm7 {k6} {z}, xmm6, xmm30, {rn-sae}
	vfmsub213pd	xmm8, xmm31, xmmword ptr [r15 + 1]
	vfmsub213pd	xmm9, xmm16, xmmword ptr [rip + 2032]
	vfmsub213pd	xmm10, xmm17, xmmword ptr [rax + 2048]
	vfmsub213pd	xmm11 {k7}, xmm18, xmmword ptr [rcx + 8*r14 - 1]
	vfmsub213pd	xmm12 {k1} {z}, xmm19, xmmword ptr [rdx + 127]
	vfmsub213pd	ymm13, ymm20, ymmword ptr [rbx + 128]
	vfmsub213pd	ymm14, ymm21, ymmword ptr [rsp - 4096]
	vfmsub213pd	ymm15, ymm22, ymmword ptr [rbp - 4128]
	vfmsub213pd	ymm16 {k2}, ymm23, ymmword ptr [rsi + r15 - 128]
	vfmsub213pd	ymm17 {k3} {z}, ymm24, ymmword ptr [rdi + 4096]
	vfmsub213pd	zmm19, zmm18, zmmword ptr [r8 - 4096]
	vfmsub213pd	zmm21, zmm20, zmmword ptr [r9 + 8128]
	vfmsub213pd	zmm23, zmm22, zmmword ptr [r10 + 8192]
	vfmsub213pd	zmm25 {k4}, zmm24, zmmword ptr [r11 + 2*rax + 2147483647]
	vfmsub213pd	zmm27 {k5} {z}, zmm26, zmmword ptr [r12 - 2147483648]
	vfmsub213pd	xmm28, xmm25, qword ptr [r13]{1to2}
	vfmsub213pd	xmm29, xmm26, qword ptr [r14 - 1024]{1to2}
	vfmsub213pd	xmm30, xmm27, qword ptr [r15 - 1032]{1to2}
	vfmsub213pd	xmm31 {k6}, xmm28, qword ptr [rip + 64]{1to2}
	vfmsub213pd	xmm0 {k7} {z}, xmm29, qword ptr [rax + 4*rcx - 64]{1to2}
	vfmsub213pd	ymm1, ymm30, qword ptr [rcx + 1]{1to4}
	vfmsub213pd	ymm2, ymm31, qword ptr [rdx + 1016]{1to4}
	vfmsub213pd	ymm3, ymm16, qword ptr [rbx + 1024]{1to4}
	vfmsub213pd	ymm4 {k1}, ymm17, qword ptr [rsp - 1]{1to4}
	vfmsub213pd	ymm5 {k2} {z}, ymm18, qword ptr [rbp + 8*rdx + 127]{1to4}
	vfmsub213pd	zmm7, zmm6, qword ptr [rsi + 128]{1to8}
	vfmsub213pd	zmm9, zmm8, qword ptr [rdi - 1024]{1to8}
	vfmsub213pd	zmm11, zmm10, qword ptr [r8 - 1032]{1to8}
	vfmsub213pd	zmm13 {k3}, zmm12, qword ptr [r9 - 128]{1to8}
	vfmsub213pd	zmm15 {k4} {z}, zmm14, qword ptr [r10 + rbx + 4096]{1to8}
	vfmsub213pd	xmm17, xmm16, xmm19
	vfmsub213pd	xmm19 {k5}, xmm18, xmm20
	vfmsub213pd	xmm22 {k6} {z}, xmm20, xmm21
	vfmsub213pd	ymm24, ymm23, ymm22
	vfmsub213pd	ymm26 {k7}, ymm25, ymm23
	vfmsub213pd	ymm28 {k1} {z}, ymm27, ymm24
	vfmsub213pd	zmm31, zmm30, zmm29
	vfmsub213pd	zmm2 {k2}, zmm1, zmm0
	vfmsub213pd	zmm5 {k3} {z}, zmm4, zmm3
	vfmsub213pd	zmm8, zmm7, zmm6, {rd-sae}
	vfmsub213pd	zmm11 {k4}, zmm10, zmm9, {ru-sae}
	vfmsub213pd	zmm14 {k5} {z}, zmm13, zmm12, {rz-sae}
	vfmsub213ph	xmm15, xmm25, xmmword ptr [r11 - 4096]
	vfmsub213ph	xmm16, xmm26, xmmword ptr [r12 + 2032]
	vfmsub213ph	xmm17, xmm27, xmmword ptr [r13 + 2048]
	vfmsub213ph	xmm18 {k6}, xmm28, xmmword ptr [r14 + 2147483647]
	vfmsub213ph	xmm19 {k7} {z}, xmm29, xmmword ptr [r15 + 2*rbp - 2147483648]
	vfmsub213ph	ymm20, ymm30, word ptr [rip]{1to16}
	vfmsub213ph	ymm21, ymm31, word ptr [rax - 256]{1to16}
	vfmsub213ph	ymm22, ymm16, word ptr [rcx - 258]{1to16}
	vfmsub213ph	ymm23 {k1}, ymm17, word ptr [rdx + 64]{1to16}
	vfmsub213ph	ymm24 {k2} {z}, ymm18, word ptr [rbx - 64]{1to16}
	vfmsub213ph	zmm26, zmm25, word ptr [rsp + 4*rsi + 1]{1to32}
	vfmsub213ph	zmm28, zmm27, word ptr [rbp + 254]{1to32}
	vfmsub213ph	zmm30, zmm29, word ptr [rsi + 256]{1to32}
	vfmsub213ph	zmm0 {k3}, zmm31, word ptr [rdi - 1]{1to32}
	vfmsub213ph	zmm2 {k4} {z}, zmm1, word ptr [r8 + 127]{1to32}
	vfmsub213ph	xmm3, xmm19, word ptr [r9 + 8*rdi + 128]{1to8}
	vfmsub213ph	xmm4, xmm20, word ptr [r10 - 256]{1to8}
	vfmsub213ph	xmm5, xmm21, word ptr [r11 - 258]{1to8}
	vfmsub213ph	xmm6 {k5}, xmm22, word ptr [r12 - 128]{1to8}
	vfmsub213ph	xmm7 {k6} {z}, xmm23, word ptr [r13 + 4096]{1to8}
	vfmsub213ph	ymm8, ymm24, ymmword ptr [r14 + r8 - 4096]
	vfmsub213ph	ymm9, ymm25, ymmword ptr [r15 + 4064]
	vfmsub213ph	ymm10, ymm26, ymmword ptr [rip + 4096]
	vfmsub213ph	ymm11 {k7}, ymm27, ymmword ptr [rax + 2147483647]
	vfmsub213ph	ymm12 {k1} {z}, ymm28, ymmword ptr [rcx - 2147483648]
	vfmsub213ph	zmm14, zmm13, zmmword ptr [rdx + 2*r9]
	vfmsub213ph	zmm16, zmm15, zmmword ptr [rbx - 8192]
	vfmsub213ph	zmm18, zmm17, zmmword ptr [rsp - 8256]
	vfmsub213ph	zmm20 {k2}, zmm19, zmmword ptr [rbp + 64]
	vfmsub213ph	zmm22 {k3} {z}, zmm21, zmmword ptr [rsi - 64]
	vfmsub213ph	xmm24, xmm23, xmm29
	vfmsub213ph	xmm26 {k4}, xmm25, xmm30
	vfmsub213ph	xmm28 {k5} {z}, xmm27, xmm31
	vfmsub213ph	ymm30, ymm29, ymm16
	vfmsub213ph	ymm0 {k6}, ymm31, ymm17
	vfmsub213ph	ymm2 {k7} {z}, ymm1, ymm18
	vfmsub213ph	zmm5, zmm4, zmm3
	vfmsub213ph	zmm8 {k1}, zmm7, zmm6
	vfmsub213ph	zmm11 {k2} {z}, zmm10, zmm9
	vfmsub213ph	zmm14, zmm13, zmm12, {rn-sae}
	vfmsub213ph	zmm17 {k3}, zmm16, zmm15, {rd-sae}
	vfmsub213ph	zmm20 {k4} {z}, zmm19, zmm18, {ru-sae}
	vfmsub213ps	xmm21, xmm19, xmmword ptr [rdi + 4*r10 + 1]
	vfmsub213ps	xmm22, xmm20, xmmword ptr [r8 + 2032]
	vfmsub213ps	xmm23, xmm21, xmmword ptr [r9 + 2048]
	vfmsub213ps	xmm24 {k5}, xmm22, xmmword ptr [r10 - 1]
	vfmsub213ps	xmm25 {k6} {z}, xmm23, xmmword ptr [r11 + 127]
	vfmsub213ps	ymm26, ymm24, ymmword ptr [r12 + 8*r11 + 128]
	vfmsub213ps	ymm27, ymm25, ymmword ptr [r13 - 4096]
	vfmsub213ps	ymm28, ymm26, ymmword ptr [r14 - 4128]
	vfmsub213ps	ymm29 {k7}, ymm27, ymmword ptr [r15 - 128]
	vfmsub213ps	ymm30 {k1} {z}, ymm28, ymmword ptr [rip + 4096]
	vfmsub213ps	zmm0, zmm31, dword ptr [rax - 4096]{1to16}
	vfmsub213ps	zmm2, zmm1, dword ptr [rcx + 508]{1to16}
	vfmsub213ps	zmm4, zmm3, dword ptr [rdx + 512]{1to16}
	vfmsub213ps	zmm6 {k2}, zmm5, dword ptr [rbx + r12 + 2147483647]{1to16}
	vfmsub213ps	zmm8 {k3} {z}, zmm7, dword ptr [rsp - 2147483648]{1to16}
	vfmsub213ps	xmm9, xmm29, dword ptr [rbp]{1to4}
	vfmsub213ps	xmm10, xmm30, dword ptr [rsi - 512]{1to4}
	vfmsub213ps	xmm11, xmm31, dword ptr [rdi - 516]{1to4}
	vfmsub213ps	xmm12 {k4}, xmm16, dword ptr [r8 + 2*r13 + 64]{1to4}
	vfmsub213ps	xmm13 {k5} {z}, xmm17, dword ptr [r9 - 64]{1to4}
	vfmsub213ps	ymm14, ymm18, dword ptr [r10 + 1]{1to8}
	vfmsub213ps	ymm15, ymm19, dword ptr [r11 + 508]{1to8}
	vfmsub213ps	ymm16, ymm20, dword ptr [r12 + 512]{1to8}
	vfmsub213ps	ymm17 {k6}, ymm21, dword ptr [r13 + 4*r14 - 1]{1to8}
	vfmsub213ps	ymm18 {k7} {z}, ymm22, dword ptr [r14 + 127]{1to8}
	vfmsub213ps	zmm20, zmm19, zmmword ptr [r15 + 128]
	vfmsub213ps	zmm22, zmm21, zmmword ptr [rip - 8192]
	vfmsub213ps	zmm24, zmm23, zmmword ptr [rax - 8256]
	vfmsub213ps	zmm26 {k1}, zmm25, zmmword ptr [rcx + 8*r15 - 128]
	vfmsub213ps	zmm28 {k2} {z}, zmm27, zmmword ptr [rdx + 4096]
	vfmsub213ps	xmm30, xmm29, xmm23
	vfmsub213ps	xmm0 {k3}, xmm31, xmm24
	vfmsub213ps	xmm2 {k4} {z}, xmm1, xmm25
	vfmsub213ps	ymm4, ymm3, ymm26
	vfmsub213ps	ymm6 {k5}, ymm5, ymm27
	vfmsub213ps	ymm8 {k6} {z}, ymm7, ymm28
	vfmsub213ps	zmm11, zmm10, zmm9
	vfmsub213ps	zmm14 {k7}, zmm13, zmm12
	vfmsub213ps	zmm17 {k1} {z}, zmm16, zmm15
	vfmsub213ps	zmm20, zmm19, zmm18, {rz-sae}
	vfmsub213ps	zmm23 {k2}, zmm22, zmm21, {rn-sae}
	vfmsub213ps	zmm26 {k3} {z}, zmm25, zmm24, {rd-sae}
	vfmsub213sd	xmm27, xmm29, qword ptr [rbx - 4096]
	vfmsub213sd	xmm28, xmm30, qword ptr [rsp + 1016]
	vfmsub213sd	xmm29, xmm31, qword ptr [rbp + 1024]
	vfmsub213sd	xmm30 {k4}, xmm16, qword ptr [rsi + rax + 2147483647]
	vfmsub213sd	xmm31 {k5} {z}, xmm17, qword ptr [rdi - 2147483648]
	vfmsub213sd	xmm1, xmm0, xmm18
	vfmsub213sd	xmm3 {k6}, xmm2, xmm19
	vfmsub213sd	xmm5 {k7} {z}, xmm4, xmm20
	vfmsub213sd	xmm7, xmm6, xmm21, {ru-sae}
	vfmsub213sd	xmm9 {k1}, xmm8, xmm22, {rz-sae}
	vfmsub213sd	xmm11 {k2} {z}, xmm10, xmm23, {rn-sae}
	vfmsub213sh	xmm12, xmm24, word ptr [r8]
	vfmsub213sh	xmm13, xmm25, word ptr [r9 - 256]
	vfmsub213sh	xmm14, xmm26, word ptr [r10 - 258]
	vfmsub213sh	xmm15 {k3}, xmm27, word ptr [r11 + 2*rcx + 64]
	vfmsub213sh	xmm16 {k4} {z}, xmm28, word ptr [r12 - 64]
	vfmsub213sh	xmm18, xmm17, xmm29
	vfmsub213sh	xmm20 {k5}, xmm19, xmm30
	vfmsub213sh	xmm22 {k6} {z}, xmm21, xmm31
	vfmsub213sh	xmm24, xmm23, xmm16, {rd-sae}
	vfmsub213sh	xmm26 {k7}, xmm25, xmm17, {ru-sae}
	vfmsub213sh	xmm28 {k1} {z}, xmm27, xmm18, {rz-sae}
	vfmsub213ss	xmm29, xmm19, dword ptr [r13 + 1]
	vfmsub213ss	xmm30, xmm20, dword ptr [r14 + 508]
	vfmsub213ss	xmm31, xmm21, dword ptr [r15 + 512]
	vfmsub213ss	xmm0 {k2}, xmm22, dword ptr [rip - 1]
	vfmsub213ss	xmm1 {k3} {z}, xmm23, dword ptr [rax + 4*rdx + 127]
	vfmsub213ss	xmm3, xmm2, xmm24
	vfmsub213ss	xmm5 {k4}, xmm4, xmm25
	vfmsub213ss	xmm7 {k5} {z}, xmm6, xmm26
	vfmsub213ss	xmm9, xmm8, xmm27, {rn-sae}
	vfmsub213ss	xmm11 {k6}, xmm10, xmm28, {rd-sae}
	vfmsub213ss	xmm13 {k7} {z}, xmm12, xmm29, {ru-sae}
	vfmsub231pd	xmm14, xmm30, xmmword ptr [rcx + 128]
	vfmsub231pd	xmm15, xmm31, xmmword ptr [rdx - 2048]
	vfmsub231pd	xmm17, xmm16, xmmword ptr [rbx - 2064]
	vfmsub231pd	xmm18 {k1}, xmm17, xmmword ptr [rsp - 128]
	vfmsub231pd	xmm19 {k2} {z}, xmm18, xmmword ptr [rbp + 8*rbx + 4096]
	vfmsub231pd	ymm20, ymm19, ymmword ptr [rsi - 4096]
	vfmsub231pd	ymm21, ymm20, ymmword ptr [rdi + 4064]
	vfmsub231pd	ymm22, ymm21, ymmword ptr [r8 + 4096]
	vfmsub231pd	ymm23 {k3}, ymm22, ymmword ptr [r9 + 2147483647]
	vfmsub231pd	ymm24 {k4} {z}, ymm23, ymmword ptr [r10 + rbp - 2147483648]
	vfmsub231pd	zmm26, zmm25, zmmword ptr [r11]
	vfmsub231pd	zmm28, zmm27, zmmword ptr [r12 - 8192]
	vfmsub231pd	zmm30, zmm29, zmmword ptr [r13 - 8256]
	vfmsub231pd	zmm0 {k5}, zmm31, zmmword ptr [r14 + 64]
	vfmsub231pd	zmm2 {k6} {z}, zmm1, zmmword ptr [r15 + 2*rsi - 64]
	vfmsub231pd	xmm3, xmm24, qword ptr [rip + 1]{1to2}
	vfmsub231pd	xmm4, xmm25, qword ptr [rax + 1016]{1to2}
	vfmsub231pd	xmm5, xmm26, qword ptr [rcx + 1024]{1to2}
	vfmsub231pd	xmm6 {k7}, xmm27, qword ptr [rdx - 1]{1to2}
	vfmsub231pd	xmm7 {k1} {z}, xmm28, qword ptr [rbx + 127]{1to2}
	vfmsub231pd	ymm8, ymm29, qword ptr [rsp + 4*rdi + 128]{1to4}
	vfmsub231pd	ymm9, ymm30, qword ptr [rbp - 1024]{1to4}
	vfmsub231pd	ymm10, ymm31, qword ptr [rsi - 1032]{1to4}
	vfmsub231pd	ymm11 {k2}, ymm16, qword ptr [rdi - 128]{1to4}
	vfmsub231pd	ymm12 {k3} {z}, ymm17, qword ptr [r8 + 4096]{1to4}
	vfmsub231pd	zmm14, zmm13, qword ptr [r9 + 8*r8 - 4096]{1to8}
	vfmsub231pd	zmm16, zmm15, qword ptr [r10 + 1016]{1to8}
	vfmsub231pd	zmm18, zmm17, qword ptr [r11 + 1024]{1to8}
	vfmsub231pd	zmm20 {k4}, zmm19, qword ptr [r12 + 2147483647]{1to8}
	vfmsub231pd	zmm22 {k5} {z}, zmm21, qword ptr [r13 - 2147483648]{1to8}
	vfmsub231pd	xmm24, xmm23, xmm18
	vfmsub231pd	xmm26 {k6}, xmm25, xmm19
	vfmsub231pd	xmm28 {k7} {z}, xmm27, xmm20
	vfmsub231pd	ymm30, ymm29, ymm21
	vfmsub231pd	ymm0 {k1}, ymm31, ymm22
	vfmsub231pd	ymm2 {k2} {z}, ymm1, ymm23
	vfmsub231pd	zmm5, zmm4, zmm3
	vfmsub231pd	zmm8 {k3}, zmm7, zmm6
	vfmsub231pd	zmm11 {k4} {z}, zmm10, zmm9
	vfmsub231pd	zmm14, zmm13, zmm12, {rz-sae}
	vfmsub231pd	zmm17 {k5}, zmm16, zmm15, {rn-sae}
	vfmsub231pd	zmm20 {k6} {z}, zmm19, zmm18, {rd-sae}
	vfmsub231ph	xmm21, xmm24, xmmword ptr [r14 + r9]
	vfmsub231ph	xmm22, xmm25, xmmword ptr [r15 - 2048]
	vfmsub231ph	xmm23, xmm26, xmmword ptr [rip - 2064]
	vfmsub231ph	xmm24 {k7}, xmm27, xmmword ptr [rax + 64]
	vfmsub231ph	xmm25 {k1} {z}, xmm28, xmmword ptr [rcx - 64]
	vfmsub231ph	ymm26, ymm29, word ptr [rdx + 2*r10 + 1]{1to16}
	vfmsub231ph	ymm27, ymm30, word ptr [rbx + 254]{1to16}
	vfmsub231ph	ymm28, ymm31, word ptr [rsp + 256]{1to16}
	vfmsub231ph	ymm29 {k2}, ymm16, word ptr [rbp - 1]{1to16}
	vfmsub231ph	ymm30 {k3} {z}, ymm17, word ptr [rsi + 127]{1to16}
	vfmsub231ph	zmm0, zmm31, word ptr [rdi + 4*r11 + 128]{1to32}
	vfmsub231ph	zmm2, zmm1, word ptr [r8 - 256]{1to32}
	vfmsub231ph	zmm4, zmm3, word ptr [r9 - 258]{1to32}
	vfmsub231ph	zmm6 {k4}, zmm5, word ptr [r10 - 128]{1to32}
	vfmsub231ph	zmm8 {k5} {z}, zmm7, word ptr [r11 + 4096]{1to32}
	vfmsub231ph	xmm9, xmm18, word ptr [r12 + 8*r12 - 4096]{1to8}
	vfmsub231ph	xmm10, xmm19, word ptr [r13 + 254]{1to8}
	vfmsub231ph	xmm11, xmm20, word ptr [r14 + 256]{1to8}
	vfmsub231ph	xmm12 {k6}, xmm21, word ptr [r15 + 2147483647]{1to8}
	vfmsub231ph	xmm13 {k7} {z}, xmm22, word ptr [rip - 2147483648]{1to8}
	vfmsub231ph	ymm14, ymm23, ymmword ptr [rax]
	vfmsub231ph	ymm15, ymm24, ymmword ptr [rcx - 4096]
	vfmsub231ph	ymm16, ymm25, ymmword ptr [rdx - 4128]
	vfmsub231ph	ymm17 {k1}, ymm26, ymmword ptr [rbx + r13 + 64]
	vfmsub231ph	ymm18 {k2} {z}, ymm27, ymmword ptr [rsp - 64]
	vfmsub231ph	zmm20, zmm19, zmmword ptr [rbp + 1]
	vfmsub231ph	zmm22, zmm21, zmmword ptr [rsi + 8128]
	vfmsub231ph	zmm24, zmm23, zmmword ptr [rdi + 8192]
	vfmsub231ph	zmm26 {k3}, zmm25, zmmword ptr [r8 + 2*r14 - 1]
	vfmsub231ph	zmm28 {k4} {z}, zmm27, zmmword ptr [r9 + 127]
	vfmsub231ph	xmm30, xmm29, xmm28
	vfmsub231ph	xmm0 {k5}, xmm31, xmm29
	vfmsub231ph	xmm2 {k6} {z}, xmm1, xmm30
	vfmsub231ph	ymm4, ymm3, ymm31
	vfmsub231ph	ymm6 {k7}, ymm5, ymm16
	vfmsub231ph	ymm8 {k1} {z}, ymm7, ymm17
	vfmsub231ph	zmm11, zmm10, zmm9
	vfmsub231ph	zmm14 {k2}, zmm13, zmm12
	vfmsub231ph	zmm17 {k3} {z}, zmm16, zmm15
	vfmsub231ph	zmm20, zmm19, zmm18, {ru-sae}
	vfmsub231ph	zmm23 {k4}, zmm22, zmm21, {rz-sae}
	vfmsub231ph	zmm26 {k5} {z}, zmm25, zmm24, {rn-sae}
	vfmsub231ps	xmm27, xmm18, xmmword ptr [r10 + 128]
	vfmsub231ps	xmm28, xmm19, xmmword ptr [r11 - 2048]
	vfmsub231ps	xmm29, xmm20, xmmword ptr [r12 - 2064]
	vfmsub231ps	xmm30 {k6}, xmm21, xmmword ptr [r13 + 4*r15 - 128]
	vfmsub231ps	xmm31 {k7} {z}, xmm22, xmmword ptr [r14 + 4096]
	vfmsub231ps	ymm0, ymm23, ymmword ptr [r15 - 4096]
	vfmsub231ps	ymm1, ymm24, ymmword ptr [rip + 4064]
	vfmsub231ps	ymm2, ymm25, ymmword ptr [rax + 4096]
	vfmsub231ps	ymm3 {k1}, ymm26, ymmword ptr [rcx + 8*rax + 2147483647]
	vfmsub231ps	ymm4 {k2} {z}, ymm27, ymmword ptr [rdx - 2147483648]
	vfmsub231ps	zmm6, zmm5, dword ptr [rbx]{1to16}
	vfmsub231ps	zmm8, zmm7, dword ptr [rsp - 512]{1to16}
	vfmsub231ps	zmm10, zmm9, dword ptr [rbp - 516]{1to16}
	vfmsub231ps	zmm12 {k3}, zmm11, dword ptr [rsi + rcx + 64]{1to16}
	vfmsub231ps	zmm14 {k4} {z}, zmm13, dword ptr [rdi - 64]{1to16}
	vfmsub231ps	xmm15, xmm28, dword ptr [r8 + 1]{1to4}
	vfmsub231ps	xmm16, xmm29, dword ptr [r9 + 508]{1to4}
	vfmsub231ps	xmm17, xmm30, dword ptr [r10 + 512]{1to4}
	vfmsub231ps	xmm18 {k5}, xmm31, dword ptr [r11 + 2*rdx - 1]{1to4}
	vfmsub231ps	xmm19 {k6} {z}, xmm16, dword ptr [r12 + 127]{1to4}
	vfmsub231ps	ymm20, ymm17, dword ptr [r13 + 128]{1to8}
	vfmsub231ps	ymm21, ymm18, dword ptr [r14 - 512]{1to8}
	vfmsub231ps	ymm22, ymm19, dword ptr [r15 - 516]{1to8}
	vfmsub231ps	ymm23 {k7}, ymm20, dword ptr [rip - 128]{1to8}
	vfmsub231ps	ymm24 {k1} {z}, ymm21, dword ptr [rax + 4*rbx + 4096]{1to8}
	vfmsub231ps	zmm26, zmm25, zmmword ptr [rcx - 4096]
	vfmsub231ps	zmm28, zmm27, zmmword ptr [rdx + 8128]
	vfmsub231ps	zmm30, zmm29, zmmword ptr [rbx + 8192]
	vfmsub231ps	zmm0 {k2}, zmm31, zmmword ptr [rsp + 2147483647]
	vfmsub231ps	zmm2 {k3} {z}, zmm1, zmmword ptr [rbp + 8*rbp - 2147483648]
	vfmsub231ps	xmm4, xmm3, xmm22
	vfmsub231ps	xmm6 {k4}, xmm5, xmm23
	vfmsub231ps	xmm8 {k5} {z}, xmm7, xmm24
	vfmsub231ps	ymm10, ymm9, ymm25
	vfmsub231ps	ymm12 {k6}, ymm11, ymm26
	vfmsub231ps	ymm14 {k7} {z}, ymm13, ymm27
	vfmsub231ps	zmm17, zmm16, zmm15
	vfmsub231ps	zmm20 {k1}, zmm19, zmm18
	vfmsub231ps	zmm23 {k2} {z}, zmm22, zmm21
	vfmsub231ps	zmm26, zmm25, zmm24, {rd-sae}
	vfmsub231ps	zmm29 {k3}, zmm28, zmm27, {ru-sae}
	vfmsub231ps	zmm0 {k4} {z}, zmm31, zmm30, {rz-sae}
	vfmsub231sd	xmm1, xmm28, qword ptr [rsi]
	vfmsub231sd	xmm2, xmm29, qword ptr [rdi - 1024]
	vfmsub231sd	xmm3, xmm30, qword ptr [r8 - 1032]
	vfmsub231sd	xmm4 {k5}, xmm31, qword ptr [r9 + 64]
	vfmsub231sd	xmm5 {k6} {z}, xmm16, qword ptr [r10 + rsi - 64]
	vfmsub231sd	xmm7, xmm6, xmm17
	vfmsub231sd	xmm9 {k7}, xmm8, xmm18
	vfmsub231sd	xmm11 {k1} {z}, xmm10, xmm19
	vfmsub231sd	xmm13, xmm12, xmm20, {rn-sae}
	vfmsub231sd	xmm15 {k2}, xmm14, xmm21, {rd-sae}
	vfmsub231sd	xmm17 {k3} {z}, xmm16, xmm22, {ru-sae}
	vfmsub231sh	xmm18, xmm23, word ptr [r11 + 1]
	vfmsub231sh	xmm19, xmm24, word ptr [r12 + 254]
	vfmsub231sh	xmm20, xmm25, word ptr [r13 + 256]
	vfmsub231sh	xmm21 {k4}, xmm26, word ptr [r14 - 1]
	vfmsub231sh	xmm22 {k5} {z}, xmm27, word ptr [r15 + 2*rdi + 127]
	vfmsub231sh	xmm24, xmm23, xmm28
	vfmsub231sh	xmm26 {k6}, xmm25, xmm29
	vfmsub231sh	xmm28 {k7} {z}, xmm27, xmm30
	vfmsub231sh	xmm30, xmm29, xmm31, {rz-sae}
	vfmsub231sh	xmm0 {k1}, xmm31, xmm16, {rn-sae}
	vfmsub231sh	xmm2 {k2} {z}, xmm1, xmm17, {rd-sae}
	vfmsub231ss	xmm3, xmm18, dword ptr [rip + 128]
	vfmsub231ss	xmm4, xmm19, dword ptr [rax - 512]
	vfmsub231ss	xmm5, xmm20, dword ptr [rcx - 516]
	vfmsub231ss	xmm6 {k3}, xmm21, dword ptr [rdx - 128]
	vfmsub231ss	xmm7 {k4} {z}, xmm22, dword ptr [rbx + 4096]
	vfmsub231ss	xmm9, xmm8, xmm23
	vfmsub231ss	xmm11 {k5}, xmm10, xmm24
	vfmsub231ss	xmm13 {k6} {z}, xmm12, xmm25
	vfmsub231ss	xmm15, xmm14, xmm26, {ru-sae}
	vfmsub231ss	xmm17 {k7}, xmm16, xmm27, {rz-sae}
	vfmsub231ss	xmm19 {k1} {z}, xmm18, xmm28, {rn-sae}
	vfmsubadd132pd	xmm20, xmm29, xmmword ptr [rsp + 4*r8 - 4096]
	vfmsubadd132pd	xmm21, xmm30, xmmword ptr [rbp + 2032]
	vfmsubadd132pd	xmm22, xmm31, xmmword ptr [rsi + 2048]
	vfmsubadd132pd	xmm23 {k2}, xmm16, xmmword ptr [rdi + 2147483647]
	vfmsubadd132pd	xmm24 {k3} {z}, xmm17, xmmword ptr [r8 - 2147483648]
	vfmsubadd132pd	ymm25, ymm18, ymmword ptr [r9 + 8*r9]
	vfmsubadd132pd	ymm26, ymm19, ymmword ptr [r10 - 4096]
	vfmsubadd132pd	ymm27, ymm20, ymmword ptr [r11 - 4128]
	vfmsubadd132pd	ymm28 {k4}, ymm21, ymmword ptr [r12 + 64]
	vfmsubadd132pd	ymm29 {k5} {z}, ymm22, ymmword ptr [r13 - 64]
	vfmsubadd132pd	zmm31, zmm30, zmmword ptr [r14 + r10 + 1]
	vfmsubadd132pd	zmm1, zmm0, zmmword ptr [r15 + 8128]
	vfmsubadd132pd	zmm3, zmm2, zmmword ptr [rip + 8192]
	vfmsubadd132pd	zmm5 {k6}, zmm4, zmmword ptr [rax - 1]
	vfmsubadd132pd	zmm7 {k7} {z}, zmm6, zmmword ptr [rcx + 127]
	vfmsubadd132pd	xmm8, xmm23, qword ptr [rdx + 2*r11 + 128]{1to2}
	vfmsubadd132pd	xmm9, xmm24, qword ptr [rbx - 1024]{1to2}
	vfmsubadd132pd	xmm10, xmm25, qword ptr [rsp - 1032]{1to2}
	vfmsubadd132pd	xmm11 {k1}, xmm26, qword ptr [rbp - 128]{1to2}
	vfmsubadd132pd	xmm12 {k2} {z}, xmm27, qword ptr [rsi + 4096]{1to2}
	vfmsubadd132pd	ymm13, ymm28, qword ptr [rdi + 4*r12 - 4096]{1to4}
	vfmsubadd132pd	ymm14, ymm29, qword ptr [r8 + 1016]{1to4}
	vfmsubadd132pd	ymm15, ymm30, qword ptr [r9 + 1024]{1to4}
	vfmsubadd132pd	ymm16 {k3}, ymm31, qword ptr [r10 + 2147483647]{1to4}
	vfmsubadd132pd	ymm17 {k4} {z}, ymm16, qword ptr [r11 - 2147483648]{1to4}
	vfmsubadd132pd	zmm19, zmm18, qword ptr [r12 + 8*r13]{1to8}
	vfmsubadd132pd	zmm21, zmm20, qword ptr [r13 - 1024]{1to8}
	vfmsubadd132pd	zmm23, zmm22, qword ptr [r14 - 1032]{1to8}
	vfmsubadd132pd	zmm25 {k5}, zmm24, qword ptr [r15 + 64]{1to8}
	vfmsubadd132pd	zmm27 {k6} {z}, zmm26, qword ptr [rip - 64]{1to8}
	vfmsubadd132pd	xmm29, xmm28, xmm17
	vfmsubadd132pd	xmm31 {k7}, xmm30, xmm18
	vfmsubadd132pd	xmm1 {k1} {z}, xmm0, xmm19
	vfmsubadd132pd	ymm3, ymm2, ymm20
	vfmsubadd132pd	ymm5 {k2}, ymm4, ymm21
	vfmsubadd132pd	ymm7 {k3} {z}, ymm6, ymm22
	vfmsubadd132pd	zmm10, zmm9, zmm8
	vfmsubadd132pd	zmm13 {k4}, zmm12, zmm11
	vfmsubadd132pd	zmm16 {k5} {z}, zmm15, zmm14
	vfmsubadd132pd	zmm19, zmm18, zmm17, {rd-sae}
	vfmsubadd132pd	zmm22 {k6}, zmm21, zmm20, {ru-sae}
	vfmsubadd132pd	zmm25 {k7} {z}, zmm24, zmm23, {rz-sae}
	vfmsubadd132ph	xmm26, xmm23, xmmword ptr [rax + 1]
	vfmsubadd132ph	xmm27, xmm24, xmmword ptr [rcx + 2032]
	vfmsubadd132ph	xmm28, xmm25, xmmword ptr [rdx + 2048]
	vfmsubadd132ph	xmm29 {k1}, xmm26, xmmword ptr [rbx + r14 - 1]
	vfmsubadd132ph	xmm30 {k2} {z}, xmm27, xmmword ptr [rsp + 127]
	vfmsubadd132ph	ymm31, ymm28, word ptr [rbp + 128]{1to16}
	vfmsubadd132ph	ymm0, ymm29, word ptr [rsi - 256]{1to16}
	vfmsubadd132ph	ymm1, ymm30, word ptr [rdi - 258]{1to16}
	vfmsubadd132ph	ymm2 {k3}, ymm31, word ptr [r8 + 2*r15 - 128]{1to16}
	vfmsubadd132ph	ymm3 {k4} {z}, ymm16, word ptr [r9 + 4096]{1to16}
	vfmsubadd132ph	zmm5, zmm4, word ptr [r10 - 4096]{1to32}
	vfmsubadd132ph	zmm7, zmm6, word ptr [r11 + 254]{1to32}
	vfmsubadd132ph	zmm9, zmm8, word ptr [r12 + 256]{1to32}
	vfmsubadd132ph	zmm11 {k5}, zmm10, word ptr [r13 + 4*rax + 2147483647]{1to32}
	vfmsubadd132ph	zmm13 {k6} {z}, zmm12, word ptr [r14 - 2147483648]{1to32}
	vfmsubadd132ph	xmm14, xmm17, word ptr [r15]{1to8}
	vfmsubadd132ph	xmm15, xmm18, word ptr [rip - 256]{1to8}
	vfmsubadd132ph	xmm16, xmm19, word ptr [rax - 258]{1to8}
	vfmsubadd132ph	xmm17 {k7}, xmm20, word ptr [rcx + 8*rcx + 64]{1to8}
	vfmsubadd132ph	xmm18 {k1} {z}, xmm21, word ptr [rdx - 64]{1to8}
	vfmsubadd132ph	ymm19, ymm22, ymmword ptr [rbx + 1]
	vfmsubadd132ph	ymm20, ymm23, ymmword ptr [rsp + 4064]
	vfmsubadd132ph	ymm21, ymm24, ymmword ptr [rbp + 4096]
	vfmsubadd132ph	ymm22 {k2}, ymm25, ymmword ptr [rsi + rdx - 1]
	vfmsubadd132ph	ymm23 {k3} {z}, ymm26, ymmword ptr [rdi + 127]
	vfmsubadd132ph	zmm25, zmm24, zmmword ptr [r8 + 128]
	vfmsubadd132ph	zmm27, zmm26, zmmword ptr [r9 - 8192]
	vfmsubadd132ph	zmm29, zmm28, zmmword ptr [r10 - 8256]
	vfmsubadd132ph	zmm31 {k4}, zmm30, zmmword ptr [r11 + 2*rbx - 128]
	vfmsubadd132ph	zmm1 {k5} {z}, zmm0, zmmword ptr [r12 + 4096]
	vfmsubadd132ph	xmm3, xmm2, xmm27
	vfmsubadd132ph	xmm5 {k6}, xmm4, xmm28
	vfmsubadd132ph	xmm7 {k7} {z}, xmm6, xmm29
	vfmsubadd132ph	ymm9, ymm8, ymm30
	vfmsubadd132ph	ymm11 {k1}, ymm10, ymm31
	vfmsubadd132ph	ymm13 {k2} {z}, ymm12, ymm16
	vfmsubadd132ph	zmm16, zmm15, zmm14
	vfmsubadd132ph	zmm19 {k3}, zmm18, zmm17
	vfmsubadd132ph	zmm22 {k4} {z}, zmm21, zmm20
	vfmsubadd132ph	zmm25, zmm24, zmm23, {rn-sae}
	vfmsubadd132ph	zmm28 {k5}, zmm27, zmm26, {rd-sae}
	vfmsubadd132ph	zmm31 {k6} {z}, zmm30, zmm29, {ru-sae}
	vfmsubadd132ps	xmm0, xmm17, xmmword ptr [r13 - 4096]
	vfmsubadd132ps	xmm1, xmm18, xmmword ptr [r14 + 2032]
	vfmsubadd132ps	xmm2, xmm19, xmmword ptr [r15 + 2048]
	vfmsubadd132ps	xmm3 {k7}, xmm20, xmmword ptr [rip + 2147483647]
	vfmsubadd132ps	xmm4 {k1} {z}, xmm21, xmmword ptr [rax + 4*rbp - 2147483648]
	vfmsubadd132ps	ymm5, ymm22, ymmword ptr [rcx]
	vfmsubadd132ps	ymm6, ymm23, ymmword ptr [rdx - 4096]
	vfmsubadd132ps	ymm7, ymm24, ymmword ptr [rbx - 4128]
	vfmsubadd132ps	ymm8 {k2}, ymm25, ymmword ptr [rsp + 64]
	vfmsubadd132ps	ymm9 {k3} {z}, ymm26, ymmword ptr [rbp + 8*rsi - 64]
	vfmsubadd132ps	zmm11, zmm10, dword ptr [rsi + 1]{1to16}
	vfmsubadd132ps	zmm13, zmm12, dword ptr [rdi + 508]{1to16}
	vfmsubadd132ps	zmm15, zmm14, dword ptr [r8 + 512]{1to16}
	vfmsubadd132ps	zmm17 {k4}, zmm16, dword ptr [r9 - 1]{1to16}
	vfmsubadd132ps	zmm19 {k5} {z}, zmm18, dword ptr [r10 + rdi + 127]{1to16}
	vfmsubadd132ps	xmm20, xmm27, dword ptr [r11 + 128]{1to4}
	vfmsubadd132ps	xmm21, xmm28, dword ptr [r12 - 512]{1to4}
	vfmsubadd132ps	xmm22, xmm29, dword ptr [r13 - 516]{1to4}
	vfmsubadd132ps	xmm23 {k6}, xmm30, dword ptr [r14 - 128]{1to4}
	vfmsubadd132ps	xmm24 {k7} {z}, xmm31, dword ptr [r15 + 2*r8 + 4096]{1to4}
	vfmsubadd132ps	ymm25, ymm16, dword ptr [rip - 4096]{1to8}
	vfmsubadd132ps	ymm26, ymm17, dword ptr [rax + 508]{1to8}
	vfmsubadd132ps	ymm27, ymm18, dword ptr [rcx + 512]{1to8}
	vfmsubadd132ps	ymm28 {k1}, ymm19, dword ptr [rdx + 2147483647]{1to8}
	vfmsubadd132ps	ymm29 {k2} {z}, ymm20, dword ptr [rbx - 2147483648]{1to8}
	vfmsubadd132ps	zmm31, zmm30, zmmword ptr [rsp + 4*r9]
	vfmsubadd132ps	zmm1, zmm0, zmmword ptr [rbp - 8192]
	vfmsubadd132ps	zmm3, zmm2, zmmword ptr [rsi - 8256]
	vfmsubadd132ps	zmm5 {k3}, zmm4, zmmword ptr [rdi + 64]
	vfmsubadd132ps	zmm7 {k4} {z}, zmm6, zmmword ptr [r8 - 64]
	vfmsubadd132ps	xmm9, xmm8, xmm21
	vfmsubadd132ps	xmm11 {k5}, xmm10, xmm22
	vfmsubadd132ps	xmm13 {k6} {z}, xmm12, xmm23
	vfmsubadd132ps	ymm15, ymm14, ymm24
	vfmsubadd132ps	ymm17 {k7}, ymm16, ymm25
	vfmsubadd132ps	ymm19 {k1} {z}, ymm18, ymm26
	vfmsubadd132ps	zmm22, zmm21, zmm20
	vfmsubadd132ps	zmm25 {k2}, zmm24, zmm23
	vfmsubadd132ps	zmm28 {k3} {z}, zmm27, zmm26
	vfmsubadd132ps	zmm31, zmm30, zmm29, {rz-sae}
	vfmsubadd132ps	zmm2 {k4}, zmm1, zmm0, {rn-sae}
	vfmsubadd132ps	zmm5 {k5} {z}, zmm4, zmm3, {rd-sae}
	vfmsubadd213pd	xmm6, xmm27, xmmword ptr [r9 + 8*r10 + 1]
	vfmsubadd213pd	xmm7, xmm28, xmmword ptr [r10 + 2032]
	vfmsubadd213pd	xmm8, xmm29, xmmword ptr [r11 + 2048]
	vfmsubadd213pd	xmm9 {k6}, xmm30, xmmword ptr [r12 - 1]
	vfmsubadd213pd	xmm10 {k7} {z}, xmm31, xmmword ptr [r13 + 127]
	vfmsubadd213pd	ymm11, ymm16, ymmword ptr [r14 + r11 + 128]
	vfmsubadd213pd	ymm12, ymm17, ymmword ptr [r15 - 4096]
	vfmsubadd213pd	ymm13, ymm18, ymmword ptr [rip - 4128]
	vfmsubadd213pd	ymm14 {k1}, ymm19, ymmword ptr [rax - 128]
	vfmsubadd213pd	ymm15 {k2} {z}, ymm20, ymmword ptr [rcx + 4096]
	vfmsubadd213pd	zmm17, zmm16, zmmword ptr [rdx + 2*r12 - 4096]
	vfmsubadd213pd	zmm19, zmm18, zmmword ptr [rbx + 8128]
	vfmsubadd213pd	zmm21, zmm20, zmmword ptr [rsp + 8192]
	vfmsubadd213pd	zmm23 {k3}, zmm22, zmmword ptr [rbp + 2147483647]
	vfmsubadd213pd	zmm25 {k4} {z}, zmm24, zmmword ptr [rsi - 2147483648]
	vfmsubadd213pd	xmm26, xmm21, qword ptr [rdi + 4*r13]{1to2}
	vfmsubadd213pd	xmm27, xmm22, qword ptr [r8 - 1024]{1to2}
	vfmsubadd213pd	xmm28, xmm23, qword ptr [r9 - 1032]{1to2}
	vfmsubadd213pd	xmm29 {k5}, xmm24, qword ptr [r10 + 64]{1to2}
	vfmsubadd213pd	xmm30 {k6} {z}, xmm25, qword ptr [r11 - 64]{1to2}
	vfmsubadd213pd	ymm31, ymm26, qword ptr [r12 + 8*r14 + 1]{1to4}
	vfmsubadd213pd	ymm0, ymm27, qword ptr [r13 + 1016]{1to4}
	vfmsubadd213pd	ymm1, ymm28, qword ptr [r14 + 1024]{1to4}
	vfmsubadd213pd	ymm2 {k7}, ymm29, qword ptr [r15 - 1]{1to4}
	vfmsubadd213pd	ymm3 {k1} {z}, ymm30, qword ptr [rip + 127]{1to4}
	vfmsubadd213pd	zmm5, zmm4, qword ptr [rax + 128]{1to8}
	vfmsubadd213pd	zmm7, zmm6, qword ptr [rcx - 1024]{1to8}
	vfmsubadd213pd	zmm9, zmm8, qword ptr [rdx - 1032]{1to8}
	vfmsubadd213pd	zmm11 {k2}, zmm10, qword ptr [rbx + r15 - 128]{1to8}
	vfmsubadd213pd	zmm13 {k3} {z}, zmm12, qword ptr [rsp + 4096]{1to8}
	vfmsubadd213pd	xmm15, xmm14, xmm31
	vfmsubadd213pd	xmm18 {k4}, xmm17, xmm16
	vfmsubadd213pd	xmm20 {k5} {z}, xmm19, xmm17
	vfmsubadd213pd	ymm22, ymm21, ymm18
	vfmsubadd213pd	ymm24 {k6}, ymm23, ymm19
	vfmsubadd213pd	ymm26 {k7} {z}, ymm25, ymm20
	vfmsubadd213pd	zmm29, zmm28, zmm27
	vfmsubadd213pd	zmm0 {k1}, zmm31, zmm30
	vfmsubadd213pd	zmm3 {k2} {z}, zmm2, zmm1
	vfmsubadd213pd	zmm6, zmm5, zmm4, {ru-sae}
	vfmsubadd213pd	zmm9 {k3}, zmm8, zmm7, {rz-sae}
	vfmsubadd213pd	zmm12 {k4} {z}, zmm11, zmm10, {rn-sae}
	vfmsubadd213ph	xmm13, xmm21, xmmword ptr [rbp - 4096]
	vfmsubadd213ph	xmm14, xmm22, xmmword ptr [rsi + 2032]
	vfmsubadd213ph	xmm15, xmm23, xmmword ptr [rdi + 2048]
	vfmsubadd213ph	xmm16 {k5}, xmm24, xmmword ptr [r8 + 2*rax + 2147483647]
	vfmsubadd213ph	xmm17 {k6} {z}, xmm25, xmmword ptr [r9 - 2147483648]
	vfmsubadd213ph	ymm18, ymm26, word ptr [r10]{1to16}
	vfmsubadd213ph	ymm19, ymm27, word ptr [r11 - 256]{1to16}
	vfmsubadd213ph	ymm20, ymm28, word ptr [r12 - 258]{1to16}
	vfmsubadd213ph	ymm21 {k7}, ymm29, word ptr [r13 + 4*rcx + 64]{1to16}
	vfmsubadd213ph	ymm22 {k1} {z}, ymm30, word ptr [r14 - 64]{1to16}
	vfmsubadd213ph	zmm24, zmm23, word ptr [r15 + 1]{1to32}
	vfmsubadd213ph	zmm26, zmm25, word ptr [rip + 254]{1to32}
	vfmsubadd213ph	zmm28, zmm27, word ptr [rax + 256]{1to32}
	vfmsubadd213ph	zmm30 {k2}, zmm29, word ptr [rcx + 8*rdx - 1]{1to32}
	vfmsubadd213ph	zmm0 {k3} {z}, zmm31, word ptr [rdx + 127]{1to32}
	vfmsubadd213ph	xmm1, xmm31, word ptr [rbx + 128]{1to8}
	vfmsubadd213ph	xmm2, xmm16, word ptr [rsp - 256]{1to8}
	vfmsubadd213ph	xmm3, xmm17, word ptr [rbp - 258]{1to8}
	vfmsubadd213ph	xmm4 {k4}, xmm18, word ptr [rsi + rbx - 128]{1to8}
	vfmsubadd213ph	xmm5 {k5} {z}, xmm19, word ptr [rdi + 4096]{1to8}
	vfmsubadd213ph	ymm6, ymm20, ymmword ptr [r8 - 4096]
	vfmsubadd213ph	ymm7, ymm21, ymmword ptr [r9 + 4064]
	vfmsubadd213ph	ymm8, ymm22, ymmword ptr [r10 + 4096]
	vfmsubadd213ph	ymm9 {k6}, ymm23, ymmword ptr [r11 + 2*rbp + 2147483647]
	vfmsubadd213ph	ymm10 {k7} {z}, ymm24, ymmword ptr [r12 - 2147483648]
	vfmsubadd213ph	zmm12, zmm11, zmmword ptr [r13]
	vfmsubadd213ph	zmm14, zmm13, zmmword ptr [r14 - 8192]
	vfmsubadd213ph	zmm16, zmm15, zmmword ptr [r15 - 8256]
	vfmsubadd213ph	zmm18 {k1}, zmm17, zmmword ptr [rip + 64]
	vfmsubadd213ph	zmm20 {k2} {z}, zmm19, zmmword ptr [rax + 4*rsi - 64]
	vfmsubadd213ph	xmm22, xmm21, xmm25
	vfmsubadd213ph	xmm24 {k3}, xmm23, xmm26
	vfmsubadd213ph	xmm26 {k4} {z}, xmm25, xmm27
	vfmsubadd213ph	ymm29, ymm27, ymm28
	vfmsubadd213ph	ymm31 {k5}, ymm30, ymm29
	vfmsubadd213ph	ymm1 {k6} {z}, ymm0, ymm30
	vfmsubadd213ph	zmm4, zmm3, zmm2
	vfmsubadd213ph	zmm7 {k7}, zmm6, zmm5
	vfmsubadd213ph	zmm10 {k1} {z}, zmm9, zmm8
	vfmsubadd213ph	zmm13, zmm12, zmm11, {rd-sae}
	vfmsubadd213ph	zmm16 {k2}, zmm15, zmm14, {ru-sae}
	vfmsubadd213ph	zmm19 {k3} {z}, zmm18, zmm17, {rz-sae}
	vfmsubadd213ps	xmm20, xmm31, xmmword ptr [rcx + 1]
	vfmsubadd213ps	xmm21, xmm16, xmmword ptr [rdx + 2032]
	vfmsubadd213ps	xmm22, xmm17, xmmword ptr [rbx + 2048]
	vfmsubadd213ps	xmm23 {k4}, xmm18, xmmword ptr [rsp - 1]
	vfmsubadd213ps	xmm24 {k5} {z}, xmm19, xmmword ptr [rbp + 8*rdi + 127]
	vfmsubadd213ps	ymm25, ymm20, ymmword ptr [rsi + 128]
	vfmsubadd213ps	ymm26, ymm21, ymmword ptr [rdi - 4096]
	vfmsubadd213ps	ymm27, ymm22, ymmword ptr [r8 - 4128]
	vfmsubadd213ps	ymm28 {k6}, ymm23, ymmword ptr [r9 - 128]
	vfmsubadd213ps	ymm29 {k7} {z}, ymm24, ymmword ptr [r10 + r8 + 4096]
	vfmsubadd213ps	zmm31, zmm30, dword ptr [r11 - 4096]{1to16}
	vfmsubadd213ps	zmm1, zmm0, dword ptr [r12 + 508]{1to16}
	vfmsubadd213ps	zmm3, zmm2, dword ptr [r13 + 512]{1to16}
	vfmsubadd213ps	zmm5 {k1}, zmm4, dword ptr [r14 + 2147483647]{1to16}
	vfmsubadd213ps	zmm7 {k2} {z}, zmm6, dword ptr [r15 + 2*r9 - 2147483648]{1to16}
	vfmsubadd213ps	xmm8, xmm25, dword ptr [rip]{1to4}
	vfmsubadd213ps	xmm9, xmm26, dword ptr [rax - 512]{1to4}
	vfmsubadd213ps	xmm10, xmm27, dword ptr [rcx - 516]{1to4}
	vfmsubadd213ps	xmm11 {k3}, xmm28, dword ptr [rdx + 64]{1to4}
	vfmsubadd213ps	xmm12 {k4} {z}, xmm29, dword ptr [rbx - 64]{1to4}
	vfmsubadd213ps	ymm13, ymm30, dword ptr [rsp + 4*r10 + 1]{1to8}
	vfmsubadd213ps	ymm14, ymm31, dword ptr [rbp + 508]{1to8}
	vfmsubadd213ps	ymm15, ymm16, dword ptr [rsi + 512]{1to8}
	vfmsubadd213ps	ymm16 {k5}, ymm17, dword ptr [rdi - 1]{1to8}
	vfmsubadd213ps	ymm17 {k6} {z}, ymm18, dword ptr [r8 + 127]{1to8}
	vfmsubadd213ps	zmm19, zmm18, zmmword ptr [r9 + 8*r11 + 128]
	vfmsubadd213ps	zmm21, zmm20, zmmword ptr [r10 - 8192]
	vfmsubadd213ps	zmm23, zmm22, zmmword ptr [r11 - 8256]
	vfmsubadd213ps	zmm25 {k7}, zmm24, zmmword ptr [r12 - 128]
	vfmsubadd213ps	zmm27 {k1} {z}, zmm26, zmmword ptr [r13 + 4096]
	vfmsubadd213ps	xmm29, xmm28, xmm19
	vfmsubadd213ps	xmm31 {k2}, xmm30, xmm20
	vfmsubadd213ps	xmm1 {k3} {z}, xmm0, xmm21
	vfmsubadd213ps	ymm3, ymm2, ymm22
	vfmsubadd213ps	ymm5 {k4}, ymm4, ymm23
	vfmsubadd213ps	ymm7 {k5} {z}, ymm6, ymm24
	vfmsubadd213ps	zmm10, zmm9, zmm8
	vfmsubadd213ps	zmm13 {k6}, zmm12, zmm11
	vfmsubadd213ps	zmm16 {k7} {z}, zmm15, zmm14
	vfmsubadd213ps	zmm19, zmm18, zmm17, {rn-sae}
	vfmsubadd213ps	zmm22 {k1}, zmm21, zmm20, {rd-sae}
	vfmsubadd213ps	zmm25 {k2} {z}, zmm24, zmm23, {ru-sae}
	vfmsubadd231pd	xmm26, xmm25, xmmword ptr [r14 + r12 - 4096]
	vfmsubadd231pd	xmm27, xmm26, xmmword ptr [r15 + 2032]
	vfmsubadd231pd	xmm28, xmm27, xmmword ptr [rip + 2048]
	vfmsubadd231pd	xmm29 {k3}, xmm28, xmmword ptr [rax + 2147483647]
	vfmsubadd231pd	xmm30 {k4} {z}, xmm29, xmmword ptr [rcx - 2147483648]
	vfmsubadd231pd	ymm31, ymm30, ymmword ptr [rdx + 2*r13]
	vfmsubadd231pd	ymm0, ymm31, ymmword ptr [rbx - 4096]
	vfmsubadd231pd	ymm1, ymm16, ymmword ptr [rsp - 4128]
	vfmsubadd231pd	ymm2 {k5}, ymm17, ymmword ptr [rbp + 64]
	vfmsubadd231pd	ymm3 {k6} {z}, ymm18, ymmword ptr [rsi - 64]
	vfmsubadd231pd	zmm5, zmm4, zmmword ptr [rdi + 4*r14 + 1]
	vfmsubadd231pd	zmm7, zmm6, zmmword ptr [r8 + 8128]
	vfmsubadd231pd	zmm9, zmm8, zmmword ptr [r9 + 8192]
	vfmsubadd231pd	zmm11 {k7}, zmm10, zmmword ptr [r10 - 1]
	vfmsubadd231pd	zmm13 {k1} {z}, zmm12, zmmword ptr [r11 + 127]
	vfmsubadd231pd	xmm14, xmm19, qword ptr [r12 + 8*r15 + 128]{1to2}
	vfmsubadd231pd	xmm15, xmm20, qword ptr [r13 - 1024]{1to2}
	vfmsubadd231pd	xmm16, xmm21, qword ptr [r14 - 1032]{1to2}
	vfmsubadd231pd	xmm17 {k2}, xmm22, qword ptr [r15 - 128]{1to2}
	vfmsubadd231pd	xmm18 {k3} {z}, xmm23, qword ptr [rip + 4096]{1to2}
	vfmsubadd231pd	ymm19, ymm24, qword ptr [rax - 4096]{1to4}
	vfmsubadd231pd	ymm20, ymm25, qword ptr [rcx + 1016]{1to4}
	vfmsubadd231pd	ymm21, ymm26, qword ptr [rdx + 1024]{1to4}
	vfmsubadd231pd	ymm22 {k4}, ymm27, qword ptr [rbx + rax + 2147483647]{1to4}
	vfmsubadd231pd	ymm23 {k5} {z}, ymm28, qword ptr [rsp - 2147483648]{1to4}
	vfmsubadd231pd	zmm25, zmm24, qword ptr [rbp]{1to8}
	vfmsubadd231pd	zmm27, zmm26, qword ptr [rsi - 1024]{1to8}
	vfmsubadd231pd	zmm29, zmm28, qword ptr [rdi - 1032]{1to8}
	vfmsubadd231pd	zmm31 {k6}, zmm30, qword ptr [r8 + 2*rcx + 64]{1to8}
	vfmsubadd231pd	zmm1 {k7} {z}, zmm0, qword ptr [r9 - 64]{1to8}
	vfmsubadd231pd	xmm3, xmm2, xmm29
	vfmsubadd231pd	xmm5 {k1}, xmm4, xmm30
	vfmsubadd231pd	xmm7 {k2} {z}, xmm6, xmm31
	vfmsubadd231pd	ymm9, ymm8, ymm16
	vfmsubadd231pd	ymm11 {k3}, ymm10, ymm17
	vfmsubadd231pd	ymm13 {k4} {z}, ymm12, ymm18
	vfmsubadd231pd	zmm16, zmm15, zmm14
	vfmsubadd231pd	zmm19 {k5}, zmm18, zmm17
	vfmsubadd231pd	zmm22 {k6} {z}, zmm21, zmm20
	vfmsubadd231pd	zmm25, zmm24, zmm23, {rz-sae}
	vfmsubadd231pd	zmm28 {k7}, zmm27, zmm26, {rn-sae}
	vfmsubadd231pd	zmm31 {k1} {z}, zmm30, zmm29, {rd-sae}
	vfmsubadd231ph	xmm0, xmm19, xmmword ptr [r10 + 1]
	vfmsubadd231ph	xmm1, xmm20, xmmword ptr [r11 + 2032]
	vfmsubadd231ph	xmm2, xmm21, xmmword ptr [r12 + 2048]
	vfmsubadd231ph	xmm3 {k2}, xmm22, xmmword ptr [r13 + 4*rdx - 1]
	vfmsubadd231ph	xmm4 {k3} {z}, xmm23, xmmword ptr [r14 + 127]
	vfmsubadd231ph	ymm5, ymm24, word ptr [r15 + 128]{1to16}
	vfmsubadd231ph	ymm6, ymm25, word ptr [rip - 256]{1to16}
	vfmsubadd231ph	ymm7, ymm26, word ptr [rax - 258]{1to16}
	vfmsubadd231ph	ymm8 {k4}, ymm27, word ptr [rcx + 8*rbx - 128]{1to16}
	vfmsubadd231ph	ymm9 {k5} {z}, ymm28, word ptr [rdx + 4096]{1to16}
	vfmsubadd231ph	zmm11, zmm10, word ptr [rbx - 4096]{1to32}
	vfmsubadd231ph	zmm13, zmm12, word ptr [rsp + 254]{1to32}
	vfmsubadd231ph	zmm15, zmm14, word ptr [rbp + 256]{1to32}
	vfmsubadd231ph	zmm17 {k6}, zmm16, word ptr [rsi + rbp + 2147483647]{1to32}
	vfmsubadd231ph	zmm19 {k7} {z}, zmm18, word ptr [rdi - 2147483648]{1to32}
	vfmsubadd231ph	xmm20, xmm29, word ptr [r8]{1to8}
	vfmsubadd231ph	xmm21, xmm30, word ptr [r9 - 256]{1to8}
	vfmsubadd231ph	xmm22, xmm31, word ptr [r10 - 258]{1to8}
	vfmsubadd231ph	xmm23 {k1}, xmm16, word ptr [r11 + 2*rsi + 64]{1to8}
	vfmsubadd231ph	xmm24 {k2} {z}, xmm17, word ptr [r12 - 64]{1to8}
	vfmsubadd231ph	ymm25, ymm18, ymmword ptr [r13 + 1]
	vfmsubadd231ph	ymm26, ymm19, ymmword ptr [r14 + 4064]
	vfmsubadd231ph	ymm27, ymm20, ymmword ptr [r15 + 4096]
	vfmsubadd231ph	ymm28 {k3}, ymm21, ymmword ptr [rip - 1]
	vfmsubadd231ph	ymm29 {k4} {z}, ymm22, ymmword ptr [rax + 4*rdi + 127]
	vfmsubadd231ph	zmm31, zmm30, zmmword ptr [rcx + 128]
	vfmsubadd231ph	zmm1, zmm0, zmmword ptr [rdx - 8192]
	vfmsubadd231ph	zmm3, zmm2, zmmword ptr [rbx - 8256]
	vfmsubadd231ph	zmm5 {k5}, zmm4, zmmword ptr [rsp - 128]
	vfmsubadd231ph	zmm7 {k6} {z}, zmm6, zmmword ptr [rbp + 8*r8 + 4096]
	vfmsubadd231ph	xmm9, xmm8, xmm23
	vfmsubadd231ph	xmm11 {k7}, xmm10, xmm24
	vfmsubadd231ph	xmm13 {k1} {z}, xmm12, xmm25
	vfmsubadd231ph	ymm15, ymm14, ymm26
	vfmsubadd231ph	ymm17 {k2}, ymm16, ymm27
	vfmsubadd231ph	ymm19 {k3} {z}, ymm18, ymm28
	vfmsubadd231ph	zmm22, zmm21, zmm20
	vfmsubadd231ph	zmm25 {k4}, zmm24, zmm23
	vfmsubadd231ph	zmm28 {k5} {z}, zmm27, zmm26
	vfmsubadd231ph	zmm31, zmm30, zmm29, {ru-sae}
	vfmsubadd231ph	zmm2 {k6}, zmm1, zmm0, {rz-sae}
	vfmsubadd231ph	zmm5 {k7} {z}, zmm4, zmm3, {rn-sae}
	vfmsubadd231ps	xmm6, xmm29, xmmword ptr [rsi - 4096]
	vfmsubadd231ps	xmm7, xmm30, xmmword ptr [rdi + 2032]
	vfmsubadd231ps	xmm8, xmm31, xmmword ptr [r8 + 2048]
	vfmsubadd231ps	xmm9 {k1}, xmm16, xmmword ptr [r9 + 2147483647]
	vfmsubadd231ps	xmm10 {k2} {z}, xmm17, xmmword ptr [r10 + r9 - 2147483648]
	vfmsubadd231ps	ymm11, ymm18, ymmword ptr [r11]
	vfmsubadd231ps	ymm12, ymm19, ymmword ptr [r12 - 4096]
	vfmsubadd231ps	ymm13, ymm20, ymmword ptr [r13 - 4128]
	vfmsubadd231ps	ymm14 {k3}, ymm21, ymmword ptr [r14 + 64]
	vfmsubadd231ps	ymm15 {k4} {z}, ymm22, ymmword ptr [r15 + 2*r10 - 64]
	vfmsubadd231ps	zmm17, zmm16, dword ptr [rip + 1]{1to16}
	vfmsubadd231ps	zmm19, zmm18, dword ptr [rax + 508]{1to16}
	vfmsubadd231ps	zmm21, zmm20, dword ptr [rcx + 512]{1to16}
	vfmsubadd231ps	zmm23 {k5}, zmm22, dword ptr [rdx - 1]{1to16}
	vfmsubadd231ps	zmm25 {k6} {z}, zmm24, dword ptr [rbx + 127]{1to16}
	vfmsubadd231ps	xmm26, xmm23, dword ptr [rsp + 4*r11 + 128]{1to4}
	vfmsubadd231ps	xmm27, xmm24, dword ptr [rbp - 512]{1to4}
	vfmsubadd231ps	xmm28, xmm25, dword ptr [rsi - 516]{1to4}
	vfmsubadd231ps	xmm29 {k7}, xmm26, dword ptr [rdi - 128]{1to4}
	vfmsubadd231ps	xmm30 {k1} {z}, xmm27, dword ptr [r8 + 4096]{1to4}
	vfmsubadd231ps	ymm31, ymm28, dword ptr [r9 + 8*r12 - 4096]{1to8}
	vfmsubadd231ps	ymm0, ymm29, dword ptr [r10 + 508]{1to8}
	vfmsubadd231ps	ymm1, ymm30, dword ptr [r11 + 512]{1to8}
	vfmsubadd231ps	ymm2 {k2}, ymm31, dword ptr [r12 + 2147483647]{1to8}
	vfmsubadd231ps	ymm3 {k3} {z}, ymm16, dword ptr [r13 - 2147483648]{1to8}
	vfmsubadd231ps	zmm5, zmm4, zmmword ptr [r14 + r13]
	vfmsubadd231ps	zmm7, zmm6, zmmword ptr [r15 - 8192]
	vfmsubadd231ps	zmm9, zmm8, zmmword ptr [rip - 8256]
	vfmsubadd231ps	zmm11 {k4}, zmm10, zmmword ptr [rax + 64]
	vfmsubadd231ps	zmm13 {k5} {z}, zmm12, zmmword ptr [rcx - 64]
	vfmsubadd231ps	xmm15, xmm14, xmm17
	vfmsubadd231ps	xmm17 {k6}, xmm16, xmm18
	vfmsubadd231ps	xmm20 {k7} {z}, xmm18, xmm19
	vfmsubadd231ps	ymm22, ymm21, ymm20
	vfmsubadd231ps	ymm24 {k1}, ymm23, ymm21
	vfmsubadd231ps	ymm26 {k2} {z}, ymm25, ymm22
	vfmsubadd231ps	zmm29, zmm28, zmm27
	vfmsubadd231ps	zmm0 {k3}, zmm31, zmm30
	vfmsubadd231ps	zmm3 {k4} {z}, zmm2, zmm1
	vfmsubadd231ps	zmm6, zmm5, zmm4, {rd-sae}
	vfmsubadd231ps	zmm9 {k5}, zmm8, zmm7, {ru-sae}
	vfmsubadd231ps	zmm12 {k6} {z}, zmm11, zmm10, {rz-sae}
	vfmulcph	xmm13, xmm23, xmmword ptr [rdx + 2*r14 + 1]
	vfmulcph	xmm14, xmm24, xmmword ptr [rbx + 2032]
	vfmulcph	xmm15, xmm25, xmmword ptr [rsp + 2048]
	vfmulcph	xmm16 {k7}, xmm26, xmmword ptr [rbp - 1]
	vfmulcph	xmm17 {k1} {z}, xmm27, xmmword ptr [rsi + 127]
	vfmulcph	ymm18, ymm28, ymmword ptr [rdi + 4*r15 + 128]
	vfmulcph	ymm19, ymm29, ymmword ptr [r8 - 4096]
	vfmulcph	ymm20, ymm30, ymmword ptr [r9 - 4128]
	vfmulcph	ymm21 {k2}, ymm31, ymmword ptr [r10 - 128]
	vfmulcph	ymm22 {k3} {z}, ymm16, ymmword ptr [r11 + 4096]
	vfmulcph	zmm24, zmm23, dword ptr [r12 + 8*rax - 4096]{1to16}
	vfmulcph	zmm26, zmm25, dword ptr [r13 + 508]{1to16}
	vfmulcph	zmm28, zmm27, dword ptr [r14 + 512]{1to16}
	vfmulcph	zmm30 {k4}, zmm29, dword ptr [r15 + 2147483647]{1to16}
	vfmulcph	zmm0 {k5} {z}, zmm31, dword ptr [rip - 2147483648]{1to16}
	vfmulcph	xmm1, xmm17, dword ptr [rax]{1to4}
	vfmulcph	xmm2, xmm18, dword ptr [rcx - 512]{1to4}
	vfmulcph	xmm3, xmm19, dword ptr [rdx - 516]{1to4}
	vfmulcph	xmm4 {k6}, xmm20, dword ptr [rbx + rcx + 64]{1to4}
	vfmulcph	xmm5 {k7} {z}, xmm21, dword ptr [rsp - 64]{1to4}
	vfmulcph	ymm6, ymm22, dword ptr [rbp + 1]{1to8}
	vfmulcph	ymm7, ymm23, dword ptr [rsi + 508]{1to8}
	vfmulcph	ymm8, ymm24, dword ptr [rdi + 512]{1to8}
	vfmulcph	ymm9 {k1}, ymm25, dword ptr [r8 + 2*rdx - 1]{1to8}
	vfmulcph	ymm10 {k2} {z}, ymm26, dword ptr [r9 + 127]{1to8}
	vfmulcph	zmm12, zmm11, zmmword ptr [r10 + 128]
	vfmulcph	zmm14, zmm13, zmmword ptr [r11 - 8192]
	vfmulcph	zmm16, zmm15, zmmword ptr [r12 - 8256]
	vfmulcph	zmm18 {k3}, zmm17, zmmword ptr [r13 + 4*rbx - 128]
	vfmulcph	zmm20 {k4} {z}, zmm19, zmmword ptr [r14 + 4096]
	vfmulcph	xmm22, xmm21, xmm27
	vfmulcph	xmm24 {k5}, xmm23, xmm28
	vfmulcph	xmm26 {k6} {z}, xmm25, xmm29
	vfmulcph	ymm28, ymm27, ymm30
	vfmulcph	ymm30 {k7}, ymm29, ymm31
	vfmulcph	ymm0 {k1} {z}, ymm31, ymm16
	vfmulcph	zmm3, zmm2, zmm1
	vfmulcph	zmm6 {k2}, zmm5, zmm4
	vfmulcph	zmm9 {k3} {z}, zmm8, zmm7
	vfmulcph	zmm12, zmm11, zmm10, {rn-sae}
	vfmulcph	zmm15 {k4}, zmm14, zmm13, {rd-sae}
	vfmulcph	zmm18 {k5} {z}, zmm17, zmm16, {ru-sae}
	vfmulcsh	xmm19, xmm17, dword ptr [r15 - 4096]
	vfmulcsh	xmm20, xmm18, dword ptr [rip + 508]
	vfmulcsh	xmm21, xmm19, dword ptr [rax + 512]
	vfmulcsh	xmm22 {k6}, xmm20, dword ptr [rcx + 8*rbp + 2147483647]
	vfmulcsh	xmm23 {k7} {z}, xmm21, dword ptr [rdx - 2147483648]
	vfmulcsh	xmm25, xmm24, xmm22
	vfmulcsh	xmm27 {k1}, xmm26, xmm23
	vfmulcsh	xmm29 {k2} {z}, xmm28, xmm24
	vfmulcsh	xmm31, xmm30, xmm25, {rz-sae}
	vfmulcsh	xmm1 {k3}, xmm0, xmm26, {rn-sae}
	vfmulcsh	xmm3 {k4} {z}, xmm2, xmm27, {rd-sae}
	vfnmadd132pd	xmm4, xmm28, xmmword ptr [rbx]
	vfnmadd132pd	xmm5, xmm29, xmmword ptr [rsp - 2048]
	vfnmadd132pd	xmm6, xmm30, xmmword ptr [rbp - 2064]
	vfnmadd132pd	xmm7 {k5}, xmm31, xmmword ptr [rsi + rsi + 64]
	vfnmadd132pd	xmm8 {k6} {z}, xmm16, xmmword ptr [rdi - 64]
	vfnmadd132pd	ymm9, ymm17, ymmword ptr [r8 + 1]
	vfnmadd132pd	ymm10, ymm18, ymmword ptr [r9 + 4064]
	vfnmadd132pd	ymm11, ymm19, ymmword ptr [r10 + 4096]
	vfnmadd132pd	ymm12 {k7}, ymm20, ymmword ptr [r11 + 2*rdi - 1]
	vfnmadd132pd	ymm13 {k1} {z}, ymm21, ymmword ptr [r12 + 127]
	vfnmadd132pd	zmm15, zmm14, zmmword ptr [r13 + 128]
	vfnmadd132pd	zmm17, zmm16, zmmword ptr [r14 - 8192]
	vfnmadd132pd	zmm19, zmm18, zmmword ptr [r15 - 8256]
	vfnmadd132pd	zmm21 {k2}, zmm20, zmmword ptr [rip - 128]
	vfnmadd132pd	zmm23 {k3} {z}, zmm22, zmmword ptr [rax + 4*r8 + 4096]
	vfnmadd132pd	xmm24, xmm22, qword ptr [rcx - 4096]{1to2}
	vfnmadd132pd	xmm25, xmm23, qword ptr [rdx + 1016]{1to2}
	vfnmadd132pd	xmm26, xmm24, qword ptr [rbx + 1024]{1to2}
	vfnmadd132pd	xmm27 {k4}, xmm25, qword ptr [rsp + 2147483647]{1to2}
	vfnmadd132pd	xmm28 {k5} {z}, xmm26, qword ptr [rbp + 8*r9 - 2147483648]{1to2}
	vfnmadd132pd	ymm29, ymm27, qword ptr [rsi]{1to4}
	vfnmadd132pd	ymm30, ymm28, qword ptr [rdi - 1024]{1to4}
	vfnmadd132pd	ymm31, ymm29, qword ptr [r8 - 1032]{1to4}
	vfnmadd132pd	ymm0 {k6}, ymm30, qword ptr [r9 + 64]{1to4}
	vfnmadd132pd	ymm1 {k7} {z}, ymm31, qword ptr [r10 + r10 - 64]{1to4}
	vfnmadd132pd	zmm3, zmm2, qword ptr [r11 + 1]{1to8}
	vfnmadd132pd	zmm5, zmm4, qword ptr [r12 + 1016]{1to8}
	vfnmadd132pd	zmm7, zmm6, qword ptr [r13 + 1024]{1to8}
	vfnmadd132pd	zmm9 {k1}, zmm8, qword ptr [r14 - 1]{1to8}
	vfnmadd132pd	zmm11 {k2} {z}, zmm10, qword ptr [r15 + 2*r11 + 127]{1to8}
	vfnmadd132pd	xmm13, xmm12, xmm16
	vfnmadd132pd	xmm15 {k3}, xmm14, xmm17
	vfnmadd132pd	xmm17 {k4} {z}, xmm16, xmm18
	vfnmadd132pd	ymm20, ymm18, ymm19
	vfnmadd132pd	ymm22 {k5}, ymm21, ymm20
	vfnmadd132pd	ymm24 {k6} {z}, ymm23, ymm21
	vfnmadd132pd	zmm27, zmm26, zmm25
	vfnmadd132pd	zmm30 {k7}, zmm29, zmm28
	vfnmadd132pd	zmm1 {k1} {z}, zmm0, zmm31
	vfnmadd132pd	zmm4, zmm3, zmm2, {ru-sae}
	vfnmadd132pd	zmm7 {k2}, zmm6, zmm5, {rz-sae}
	vfnmadd132pd	zmm10 {k3} {z}, zmm9, zmm8, {rn-sae}
	vfnmadd132ph	xmm11, xmm22, xmmword ptr [rip + 128]
	vfnmadd132ph	xmm12, xmm23, xmmword ptr [rax - 2048]
	vfnmadd132ph	xmm13, xmm24, xmmword ptr [rcx - 2064]
	vfnmadd132ph	xmm14 {k4}, xmm25, xmmword ptr [rdx - 128]
	vfnmadd132ph	xmm15 {k5} {z}, xmm26, xmmword ptr [rbx + 4096]
	vfnmadd132ph	ymm16, ymm27, word ptr [rsp + 4*r12 - 4096]{1to16}
	vfnmadd132ph	ymm17, ymm28, word ptr [rbp + 254]{1to16}
	vfnmadd132ph	ymm18, ymm29, word ptr [rsi + 256]{1to16}
	vfnmadd132ph	ymm19 {k6}, ymm30, word ptr [rdi + 2147483647]{1to16}
	vfnmadd132ph	ymm20 {k7} {z}, ymm31, word ptr [r8 - 2147483648]{1to16}
	vfnmadd132ph	zmm22, zmm21, word ptr [r9 + 8*r13]{1to32}
	vfnmadd132ph	zmm24, zmm23, word ptr [r10 - 256]{1to32}
	vfnmadd132ph	zmm26, zmm25, word ptr [r11 - 258]{1to32}
	vfnmadd132ph	zmm28 {k1}, zmm27, word ptr [r12 + 64]{1to32}
	vfnmadd132ph	zmm30 {k2} {z}, zmm29, word ptr [r13 - 64]{1to32}
	vfnmadd132ph	xmm31, xmm16, word ptr [r14 + r14 + 1]{1to8}
	vfnmadd132ph	xmm0, xmm17, word ptr [r15 + 254]{1to8}
	vfnmadd132ph	xmm1, xmm18, word ptr [rip + 256]{1to8}
	vfnmadd132ph	xmm2 {k3}, xmm19, word ptr [rax - 1]{1to8}
	vfnmadd132ph	xmm3 {k4} {z}, xmm20, word ptr [rcx + 127]{1to8}
	vfnmadd132ph	ymm4, ymm21, ymmword ptr [rdx + 2*r15 + 128]
	vfnmadd132ph	ymm5, ymm22, ymmword ptr [rbx - 4096]
	vfnmadd132ph	ymm6, ymm23, ymmword ptr [rsp - 4128]
	vfnmadd132ph	ymm7 {k5}, ymm24, ymmword ptr [rbp - 128]
	vfnmadd132ph	ymm8 {k6} {z}, ymm25, ymmword ptr [rsi + 4096]
	vfnmadd132ph	zmm10, zmm9, zmmword ptr [rdi + 4*rax - 4096]
	vfnmadd132ph	zmm12, zmm11, zmmword ptr [r8 + 8128]
	vfnmadd132ph	zmm14, zmm13, zmmword ptr [r9 + 8192]
	vfnmadd132ph	zmm16 {k7}, zmm15, zmmword ptr [r10 + 2147483647]
	vfnmadd132ph	zmm18 {k1} {z}, zmm17, zmmword ptr [r11 - 2147483648]
	vfnmadd132ph	xmm20, xmm19, xmm26
	vfnmadd132ph	xmm22 {k2}, xmm21, xmm27
	vfnmadd132ph	xmm24 {k3} {z}, xmm23, xmm28
	vfnmadd132ph	ymm26, ymm25, ymm29
	vfnmadd132ph	ymm28 {k4}, ymm27, ymm30
	vfnmadd132ph	ymm30 {k5} {z}, ymm29, ymm31
	vfnmadd132ph	zmm1, zmm0, zmm31
	vfnmadd132ph	zmm4 {k6}, zmm3, zmm2
	vfnmadd132ph	zmm7 {k7} {z}, zmm6, zmm5
	vfnmadd132ph	zmm10, zmm9, zmm8, {rd-sae}
	vfnmadd132ph	zmm13 {k1}, zmm12, zmm11, {ru-sae}
	vfnmadd132ph	zmm16 {k2} {z}, zmm15, zmm14, {rz-sae}
	vfnmadd132ps	xmm17, xmm16, xmmword ptr [r12 + 8*rcx]
	vfnmadd132ps	xmm18, xmm17, xmmword ptr [r13 - 2048]
	vfnmadd132ps	xmm19, xmm18, xmmword ptr [r14 - 2064]
	vfnmadd132ps	xmm20 {k3}, xmm19, xmmword ptr [r15 + 64]
	vfnmadd132ps	xmm21 {k4} {z}, xmm20, xmmword ptr [rip - 64]
	vfnmadd132ps	ymm22, ymm21, ymmword ptr [rax + 1]
	vfnmadd132ps	ymm23, ymm22, ymmword ptr [rcx + 4064]
	vfnmadd132ps	ymm24, ymm23, ymmword ptr [rdx + 4096]
	vfnmadd132ps	ymm25 {k5}, ymm24, ymmword ptr [rbx + rdx - 1]
	vfnmadd132ps	ymm26 {k6} {z}, ymm25, ymmword ptr [rsp + 127]
	vfnmadd132ps	zmm28, zmm27, dword ptr [rbp + 128]{1to16}
	vfnmadd132ps	zmm30, zmm29, dword ptr [rsi - 512]{1to16}
	vfnmadd132ps	zmm0, zmm31, dword ptr [rdi - 516]{1to16}
	vfnmadd132ps	zmm2 {k7}, zmm1, dword ptr [r8 + 2*rbx - 128]{1to16}
	vfnmadd132ps	zmm4 {k1} {z}, zmm3, dword ptr [r9 + 4096]{1to16}
	vfnmadd132ps	xmm5, xmm26, dword ptr [r10 - 4096]{1to4}
	vfnmadd132ps	xmm6, xmm27, dword ptr [r11 + 508]{1to4}
	vfnmadd132ps	xmm7, xmm28, dword ptr [r12 + 512]{1to4}
	vfnmadd132ps	xmm8 {k2}, xmm29, dword ptr [r13 + 4*rbp + 2147483647]{1to4}
	vfnmadd132ps	xmm9 {k3} {z}, xmm30, dword ptr [r14 - 2147483648]{1to4}
	vfnmadd132ps	ymm10, ymm31, dword ptr [r15]{1to8}
	vfnmadd132ps	ymm11, ymm16, dword ptr [rip - 512]{1to8}
	vfnmadd132ps	ymm12, ymm17, dword ptr [rax - 516]{1to8}
	vfnmadd132ps	ymm13 {k4}, ymm18, dword ptr [rcx + 8*rsi + 64]{1to8}
	vfnmadd132ps	ymm14 {k5} {z}, ymm19, dword ptr [rdx - 64]{1to8}
	vfnmadd132ps	zmm16, zmm15, zmmword ptr [rbx + 1]
	vfnmadd132ps	zmm18, zmm17, zmmword ptr [rsp + 8128]
	vfnmadd132ps	zmm20, zmm19, zmmword ptr [rbp + 8192]
	vfnmadd132ps	zmm22 {k6}, zmm21, zmmword ptr [rsi + rdi - 1]
	vfnmadd132ps	zmm24 {k7} {z}, zmm23, zmmword ptr [rdi + 127]
	vfnmadd132ps	xmm26, xmm25, xmm20
	vfnmadd132ps	xmm28 {k1}, xmm27, xmm21
	vfnmadd132ps	xmm30 {k2} {z}, xmm29, xmm22
	vfnmadd132ps	ymm0, ymm31, ymm23
	vfnmadd132ps	ymm2 {k3}, ymm1, ymm24
	vfnmadd132ps	ymm4 {k4} {z}, ymm3, ymm25
	vfnmadd132ps	zmm7, zmm6, zmm5
	vfnmadd132ps	zmm10 {k5}, zmm9, zmm8
	vfnmadd132ps	zmm13 {k6} {z}, zmm12, zmm11
	vfnmadd132ps	zmm16, zmm15, zmm14, {rn-sae}
	vfnmadd132ps	zmm19 {k7}, zmm18, zmm17, {rd-sae}
	vfnmadd132ps	zmm22 {k1} {z}, zmm21, zmm20, {ru-sae}
	vfnmadd132sd	xmm23, xmm26, qword ptr [r8 + 128]
	vfnmadd132sd	xmm24, xmm27, qword ptr [r9 - 1024]
	vfnmadd132sd	xmm25, xmm28, qword ptr [r10 - 1032]
	vfnmadd132sd	xmm26 {k2}, xmm29, qword ptr [r11 + 2*r8 - 128]
	vfnmadd132sd	xmm27 {k3} {z}, xmm30, qword ptr [r12 + 4096]
	vfnmadd132sd	xmm29, xmm28, xmm31
	vfnmadd132sd	xmm31 {k4}, xmm30, xmm16
	vfnmadd132sd	xmm1 {k5} {z}, xmm0, xmm17
	vfnmadd132sd	xmm3, xmm2, xmm18, {rz-sae}
	vfnmadd132sd	xmm5 {k6}, xmm4, xmm19, {rn-sae}
	vfnmadd132sd	xmm7 {k7} {z}, xmm6, xmm20, {rd-sae}
	vfnmadd132sh	xmm8, xmm21, word ptr [r13 - 4096]
	vfnmadd132sh	xmm9, xmm22, word ptr [r14 + 254]
	vfnmadd132sh	xmm10, xmm23, word ptr [r15 + 256]
	vfnmadd132sh	xmm11 {k1}, xmm24, word ptr [rip + 2147483647]
	vfnmadd132sh	xmm12 {k2} {z}, xmm25, word ptr [rax + 4*r9 - 2147483648]
	vfnmadd132sh	xmm14, xmm13, xmm26
	vfnmadd132sh	xmm16 {k3}, xmm15, xmm27
	vfnmadd132sh	xmm18 {k4} {z}, xmm17, xmm28
	vfnmadd132sh	xmm20, xmm19, xmm29, {ru-sae}
	vfnmadd132sh	xmm22 {k5}, xmm21, xmm30, {rz-sae}
	vfnmadd132sh	xmm24 {k6} {z}, xmm23, xmm31, {rn-sae}
	vfnmadd132ss	xmm25, xmm16, dword ptr [rcx]
	vfnmadd132ss	xmm26, xmm17, dword ptr [rdx - 512]
	vfnmadd132ss	xmm27, xmm18, dword ptr [rbx - 516]
	vfnmadd132ss	xmm28 {k7}, xmm19, dword ptr [rsp + 64]
	vfnmadd132ss	xmm29 {k1} {z}, xmm20, dword ptr [rbp + 8*r10 - 64]
	vfnmadd132ss	xmm31, xmm30, xmm21
	vfnmadd132ss	xmm1 {k2}, xmm0, xmm22
	vfnmadd132ss	xmm3 {k3} {z}, xmm2, xmm23
	vfnmadd132ss	xmm5, xmm4, xmm24, {rd-sae}
	vfnmadd132ss	xmm7 {k4}, xmm6, xmm25, {ru-sae}
	vfnmadd132ss	xmm9 {k5} {z}, xmm8, xmm26, {rz-sae}
	vfnmadd213pd	xmm10, xmm27, xmmword ptr [rsi + 1]
	vfnmadd213pd	xmm11, xmm28, xmmword ptr [rdi + 2032]
	vfnmadd213pd	xmm12, xmm29, xmmword ptr [r8 + 2048]
	vfnmadd213pd	xmm13 {k6}, xmm30, xmmword ptr [r9 - 1]
	vfnmadd213pd	xmm14 {k7} {z}, xmm31, xmmword ptr [r10 + r11 + 127]
	vfnmadd213pd	ymm15, ymm16, ymmword ptr [r11 + 128]
	vfnmadd213pd	ymm16, ymm17, ymmword ptr [r12 - 4096]
	vfnmadd213pd	ymm17, ymm18, ymmword ptr [r13 - 4128]
	vfnmadd213pd	ymm18 {k1}, ymm19, ymmword ptr [r14 - 128]
	vfnmadd213pd	ymm19 {k2} {z}, ymm20, ymmword ptr [r15 + 2*r12 + 4096]
	vfnmadd213pd	zmm21, zmm20, zmmword ptr [rip - 4096]
	vfnmadd213pd	zmm23, zmm22, zmmword ptr [rax + 8128]
	vfnmadd213pd	zmm25, zmm24, zmmword ptr [rcx + 8192]
	vfnmadd213pd	zmm27 {k3}, zmm26, zmmword ptr [rdx + 2147483647]
	vfnmadd213pd	zmm29 {k4} {z}, zmm28, zmmword ptr [rbx - 2147483648]
	vfnmadd213pd	xmm30, xmm21, qword ptr [rsp + 4*r13]{1to2}
	vfnmadd213pd	xmm31, xmm22, qword ptr [rbp - 1024]{1to2}
	vfnmadd213pd	xmm0, xmm23, qword ptr [rsi - 1032]{1to2}
	vfnmadd213pd	xmm1 {k5}, xmm24, qword ptr [rdi + 64]{1to2}
	vfnmadd213pd	xmm2 {k6} {z}, xmm25, qword ptr [r8 - 64]{1to2}
	vfnmadd213pd	ymm3, ymm26, qword ptr [r9 + 8*r14 + 1]{1to4}
	vfnmadd213pd	ymm4, ymm27, qword ptr [r10 + 1016]{1to4}
	vfnmadd213pd	ymm5, ymm28, qword ptr [r11 + 1024]{1to4}
	vfnmadd213pd	ymm6 {k7}, ymm29, qword ptr [r12 - 1]{1to4}
	vfnmadd213pd	ymm7 {k1} {z}, ymm30, qword ptr [r13 + 127]{1to4}
	vfnmadd213pd	zmm9, zmm8, qword ptr [r14 + r15 + 128]{1to8}
	vfnmadd213pd	zmm11, zmm10, qword ptr [r15 - 1024]{1to8}
	vfnmadd213pd	zmm13, zmm12, qword ptr [rip - 1032]{1to8}
	vfnmadd213pd	zmm15 {k2}, zmm14, qword ptr [rax - 128]{1to8}
	vfnmadd213pd	zmm17 {k3} {z}, zmm16, qword ptr [rcx + 4096]{1to8}
	vfnmadd213pd	xmm19, xmm18, xmm31
	vfnmadd213pd	xmm21 {k4}, xmm20, xmm16
	vfnmadd213pd	xmm23 {k5} {z}, xmm22, xmm17
	vfnmadd213pd	ymm25, ymm24, ymm18
	vfnmadd213pd	ymm27 {k6}, ymm26, ymm19
	vfnmadd213pd	ymm29 {k7} {z}, ymm28, ymm20
	vfnmadd213pd	zmm0, zmm31, zmm30
	vfnmadd213pd	zmm3 {k1}, zmm2, zmm1
	vfnmadd213pd	zmm6 {k2} {z}, zmm5, zmm4
	vfnmadd213pd	zmm9, zmm8, zmm7, {rn-sae}
	vfnmadd213pd	zmm12 {k3}, zmm11, zmm10, {rd-sae}
	vfnmadd213pd	zmm15 {k4} {z}, zmm14, zmm13, {ru-sae}
	vfnmadd213ph	xmm16, xmm21, xmmword ptr [rdx + 2*rax - 4096]
	vfnmadd213ph	xmm17, xmm22, xmmword ptr [rbx + 2032]
	vfnmadd213ph	xmm18, xmm23, xmmword ptr [rsp + 2048]
	vfnmadd213ph	xmm19 {k5}, xmm24, xmmword ptr [rbp + 2147483647]
	vfnmadd213ph	xmm20 {k6} {z}, xmm25, xmmword ptr [rsi - 2147483648]
	vfnmadd213ph	ymm21, ymm26, word ptr [rdi + 4*rcx]{1to16}
	vfnmadd213ph	ymm22, ymm27, word ptr [r8 - 256]{1to16}
	vfnmadd213ph	ymm23, ymm28, word ptr [r9 - 258]{1to16}
	vfnmadd213ph	ymm24 {k7}, ymm29, word ptr [r10 + 64]{1to16}
	vfnmadd213ph	ymm25 {k1} {z}, ymm30, word ptr [r11 - 64]{1to16}
	vfnmadd213ph	zmm27, zmm26, word ptr [r12 + 8*rdx + 1]{1to32}
	vfnmadd213ph	zmm29, zmm28, word ptr [r13 + 254]{1to32}
	vfnmadd213ph	zmm31, zmm30, word ptr [r14 + 256]{1to32}
	vfnmadd213ph	zmm1 {k2}, zmm0, word ptr [r15 - 1]{1to32}
	vfnmadd213ph	zmm3 {k3} {z}, zmm2, word ptr [rip + 127]{1to32}
	vfnmadd213ph	xmm4, xmm31, word ptr [rax + 128]{1to8}
	vfnmadd213ph	xmm5, xmm16, word ptr [rcx - 256]{1to8}
	vfnmadd213ph	xmm6, xmm17, word ptr [rdx - 258]{1to8}
	vfnmadd213ph	xmm7 {k4}, xmm18, word ptr [rbx + rbx - 128]{1to8}
	vfnmadd213ph	xmm8 {k5} {z}, xmm19, word ptr [rsp + 4096]{1to8}
	vfnmadd213ph	ymm9, ymm20, ymmword ptr [rbp - 4096]
	vfnmadd213ph	ymm10, ymm21, ymmword ptr [rsi + 4064]
	vfnmadd213ph	ymm11, ymm22, ymmword ptr [rdi + 4096]
	vfnmadd213ph	ymm12 {k6}, ymm23, ymmword ptr [r8 + 2*rbp + 2147483647]
	vfnmadd213ph	ymm13 {k7} {z}, ymm24, ymmword ptr [r9 - 2147483648]
	vfnmadd213ph	zmm15, zmm14, zmmword ptr [r10]
	vfnmadd213ph	zmm17, zmm16, zmmword ptr [r11 - 8192]
	vfnmadd213ph	zmm19, zmm18, zmmword ptr [r12 - 8256]
	vfnmadd213ph	zmm21 {k1}, zmm20, zmmword ptr [r13 + 4*rsi + 64]
	vfnmadd213ph	zmm23 {k2} {z}, zmm22, zmmword ptr [r14 - 64]
	vfnmadd213ph	xmm26, xmm24, xmm25
	vfnmadd213ph	xmm28 {k3}, xmm27, xmm26
	vfnmadd213ph	xmm30 {k4} {z}, xmm29, xmm27
	vfnmadd213ph	ymm0, ymm31, ymm28
	vfnmadd213ph	ymm2 {k5}, ymm1, ymm29
	vfnmadd213ph	ymm4 {k6} {z}, ymm3, ymm30
	vfnmadd213ph	zmm7, zmm6, zmm5
	vfnmadd213ph	zmm10 {k7}, zmm9, zmm8
	vfnmadd213ph	zmm13 {k1} {z}, zmm12, zmm11
	vfnmadd213ph	zmm16, zmm15, zmm14, {rz-sae}
	vfnmadd213ph	zmm19 {k2}, zmm18, zmm17, {rn-sae}
	vfnmadd213ph	zmm22 {k3} {z}, zmm21, zmm20, {rd-sae}
	vfnmadd213ps	xmm23, xmm31, xmmword ptr [r15 + 1]
	vfnmadd213ps	xmm24, xmm16, xmmword ptr [rip + 2032]
	vfnmadd213ps	xmm25, xmm17, xmmword ptr [rax + 2048]
	vfnmadd213ps	xmm26 {k4}, xmm18, xmmword ptr [rcx + 8*rdi - 1]
	vfnmadd213ps	xmm27 {k5} {z}, xmm19, xmmword ptr [rdx + 127]
	vfnmadd213ps	ymm28, ymm20, ymmword ptr [rbx + 128]
	vfnmadd213ps	ymm29, ymm21, ymmword ptr [rsp - 4096]
	vfnmadd213ps	ymm30, ymm22, ymmword ptr [rbp - 4128]
	vfnmadd213ps	ymm31 {k6}, ymm23, ymmword ptr [rsi + r8 - 128]
	vfnmadd213ps	ymm0 {k7} {z}, ymm24, ymmword ptr [rdi + 4096]
	vfnmadd213ps	zmm2, zmm1, dword ptr [r8 - 4096]{1to16}
	vfnmadd213ps	zmm4, zmm3, dword ptr [r9 + 508]{1to16}
	vfnmadd213ps	zmm6, zmm5, dword ptr [r10 + 512]{1to16}
	vfnmadd213ps	zmm8 {k1}, zmm7, dword ptr [r11 + 2*r9 + 2147483647]{1to16}
	vfnmadd213ps	zmm10 {k2} {z}, zmm9, dword ptr [r12 - 2147483648]{1to16}
	vfnmadd213ps	xmm11, xmm25, dword ptr [r13]{1to4}
	vfnmadd213ps	xmm12, xmm26, dword ptr [r14 - 512]{1to4}
	vfnmadd213ps	xmm13, xmm27, dword ptr [r15 - 516]{1to4}
	vfnmadd213ps	xmm14 {k3}, xmm28, dword ptr [rip + 64]{1to4}
	vfnmadd213ps	xmm15 {k4} {z}, xmm29, dword ptr [rax + 4*r10 - 64]{1to4}
	vfnmadd213ps	ymm16, ymm30, dword ptr [rcx + 1]{1to8}
	vfnmadd213ps	ymm17, ymm31, dword ptr [rdx + 508]{1to8}
	vfnmadd213ps	ymm18, ymm16, dword ptr [rbx + 512]{1to8}
	vfnmadd213ps	ymm19 {k5}, ymm17, dword ptr [rsp - 1]{1to8}
	vfnmadd213ps	ymm20 {k6} {z}, ymm18, dword ptr [rbp + 8*r11 + 127]{1to8}
	vfnmadd213ps	zmm22, zmm21, zmmword ptr [rsi + 128]
	vfnmadd213ps	zmm24, zmm23, zmmword ptr [rdi - 8192]
	vfnmadd213ps	zmm26, zmm25, zmmword ptr [r8 - 8256]
	vfnmadd213ps	zmm28 {k7}, zmm27, zmmword ptr [r9 - 128]
	vfnmadd213ps	zmm30 {k1} {z}, zmm29, zmmword ptr [r10 + r12 + 4096]
	vfnmadd213ps	xmm0, xmm31, xmm19
	vfnmadd213ps	xmm2 {k2}, xmm1, xmm20
	vfnmadd213ps	xmm4 {k3} {z}, xmm3, xmm21
	vfnmadd213ps	ymm6, ymm5, ymm22
	vfnmadd213ps	ymm8 {k4}, ymm7, ymm23
	vfnmadd213ps	ymm10 {k5} {z}, ymm9, ymm24
	vfnmadd213ps	zmm13, zmm12, zmm11
	vfnmadd213ps	zmm16 {k6}, zmm15, zmm14
	vfnmadd213ps	zmm19 {k7} {z}, zmm18, zmm17
	vfnmadd213ps	zmm22, zmm21, zmm20, {ru-sae}
	vfnmadd213ps	zmm25 {k1}, zmm24, zmm23, {rz-sae}
	vfnmadd213ps	zmm28 {k2} {z}, zmm27, zmm26, {rn-sae}
	vfnmadd213sd	xmm29, xmm25, qword ptr [r11 - 4096]
	vfnmadd213sd	xmm30, xmm26, qword ptr [r12 + 1016]
	vfnmadd213sd	xmm31, xmm27, qword ptr [r13 + 1024]
	vfnmadd213sd	xmm0 {k3}, xmm28, qword ptr [r14 + 2147483647]
	vfnmadd213sd	xmm1 {k4} {z}, xmm29, qword ptr [r15 + 2*r13 - 2147483648]
	vfnmadd213sd	xmm3, xmm2, xmm30
	vfnmadd213sd	xmm5 {k5}, xmm4, xmm31
	vfnmadd213sd	xmm7 {k6} {z}, xmm6, xmm16
	vfnmadd213sd	xmm9, xmm8, xmm17, {rd-sae}
	vfnmadd213sd	xmm11 {k7}, xmm10, xmm18, {ru-sae}
	vfnmadd213sd	xmm13 {k1} {z}, xmm12, xmm19, {rz-sae}
	vfnmadd213sh	xmm14, xmm20, word ptr [rip]
	vfnmadd213sh	xmm15, xmm21, word ptr [rax - 256]
	vfnmadd213sh	xmm16, xmm22, word ptr [rcx - 258]
	vfnmadd213sh	xmm17 {k2}, xmm23, word ptr [rdx + 64]
	vfnmadd213sh	xmm18 {k3} {z}, xmm24, word ptr [rbx - 64]
	vfnmadd213sh	xmm20, xmm19, xmm25
	vfnmadd213sh	xmm22 {k4}, xmm21, xmm26
	vfnmadd213sh	xmm24 {k5} {z}, xmm23, xmm27
	vfnmadd213sh	xmm26, xmm25, xmm28, {rn-sae}
	vfnmadd213sh	xmm28 {k6}, xmm27, xmm29, {rd-sae}
	vfnmadd213sh	xmm31 {k7} {z}, xmm29, xmm30, {ru-sae}
	vfnmadd213ss	xmm0, xmm31, dword ptr [rsp + 4*r14 + 1]
	vfnmadd213ss	xmm1, xmm16, dword ptr [rbp + 508]
	vfnmadd213ss	xmm2, xmm17, dword ptr [rsi + 512]
	vfnmadd213ss	xmm3 {k1}, xmm18, dword ptr [rdi - 1]
	vfnmadd213ss	xmm4 {k2} {z}, xmm19, dword ptr [r8 + 127]
	vfnmadd213ss	xmm6, xmm5, xmm20
	vfnmadd213ss	xmm8 {k3}, xmm7, xmm21
	vfnmadd213ss	xmm10 {k4} {z}, xmm9, xmm22
	vfnmadd213ss	xmm12, xmm11, xmm23, {rz-sae}
	vfnmadd213ss	xmm14 {k5}, xmm13, xmm24, {rn-sae}
	vfnmadd213ss	xmm16 {k6} {z}, xmm15, xmm25, {rd-sae}
	vfnmadd231pd	xmm17, xmm26, xmmword ptr [r9 + 8*r15 + 128]
	vfnmadd231pd	xmm18, xmm27, xmmword ptr [r10 - 2048]
	vfnmadd231pd	xmm19, xmm28, xmmword ptr [r11 - 2064]
	vfnmadd231pd	xmm20 {k7}, xmm29, xmmword ptr [r12 - 128]
	vfnmadd231pd	xmm21 {k1} {z}, xmm30, xmmword ptr [r13 + 4096]
	vfnmadd231pd	ymm22, ymm31, ymmword ptr [r14 + rax - 4096]
	vfnmadd231pd	ymm23, ymm16, ymmword ptr [r15 + 4064]
	vfnmadd231pd	ymm24, ymm17, ymmword ptr [rip + 4096]
	vfnmadd231pd	ymm25 {k2}, ymm18, ymmword ptr [rax + 2147483647]
	vfnmadd231pd	ymm26 {k3} {z}, ymm19, ymmword ptr [rcx - 2147483648]
	vfnmadd231pd	zmm28, zmm27, zmmword ptr [rdx + 2*rcx]
	vfnmadd231pd	zmm30, zmm29, zmmword ptr [rbx - 8192]
	vfnmadd231pd	zmm0, zmm31, zmmword ptr [rsp - 8256]
	vfnmadd231pd	zmm2 {k4}, zmm1, zmmword ptr [rbp + 64]
	vfnmadd231pd	zmm4 {k5} {z}, zmm3, zmmword ptr [rsi - 64]
	vfnmadd231pd	xmm5, xmm20, qword ptr [rdi + 4*rdx + 1]{1to2}
	vfnmadd231pd	xmm6, xmm21, qword ptr [r8 + 1016]{1to2}
	vfnmadd231pd	xmm7, xmm22, qword ptr [r9 + 1024]{1to2}
	vfnmadd231pd	xmm8 {k6}, xmm23, qword ptr [r10 - 1]{1to2}
	vfnmadd231pd	xmm9 {k7} {z}, xmm24, qword ptr [r11 + 127]{1to2}
	vfnmadd231pd	ymm10, ymm25, qword ptr [r12 + 8*rbx + 128]{1to4}
	vfnmadd231pd	ymm11, ymm26, qword ptr [r13 - 1024]{1to4}
	vfnmadd231pd	ymm12, ymm27, qword ptr [r14 - 1032]{1to4}
	vfnmadd231pd	ymm13 {k1}, ymm28, qword ptr [r15 - 128]{1to4}
	vfnmadd231pd	ymm14 {k2} {z}, ymm29, qword ptr [rip + 4096]{1to4}
	vfnmadd231pd	zmm16, zmm15, qword ptr [rax - 4096]{1to8}
	vfnmadd231pd	zmm18, zmm17, qword ptr [rcx + 1016]{1to8}
	vfnmadd231pd	zmm20, zmm19, qword ptr [rdx + 1024]{1to8}
	vfnmadd231pd	zmm22 {k3}, zmm21, qword ptr [rbx + rbp + 2147483647]{1to8}
	vfnmadd231pd	zmm24 {k4} {z}, zmm23, qword ptr [rsp - 2147483648]{1to8}
	vfnmadd231pd	xmm26, xmm25, xmm30
	vfnmadd231pd	xmm28 {k5}, xmm27, xmm31
	vfnmadd231pd	xmm30 {k6} {z}, xmm29, xmm16
	vfnmadd231pd	ymm0, ymm31, ymm17
	vfnmadd231pd	ymm2 {k7}, ymm1, ymm18
	vfnmadd231pd	ymm4 {k1} {z}, ymm3, ymm19
	vfnmadd231pd	zmm7, zmm6, zmm5
	vfnmadd231pd	zmm10 {k2}, zmm9, zmm8
	vfnmadd231pd	zmm13 {k3} {z}, zmm12, zmm11
	vfnmadd231pd	zmm16, zmm15, zmm14, {ru-sae}
	vfnmadd231pd	zmm19 {k4}, zmm18, zmm17, {rz-sae}
	vfnmadd231pd	zmm22 {k5} {z}, zmm21, zmm20, {rn-sae}
	vfnmadd231ph	xmm23, xmm20, xmmword ptr [rbp]
	vfnmadd231ph	xmm24, xmm21, xmmword ptr [rsi - 2048]
	vfnmadd231ph	xmm25, xmm22, xmmword ptr [rdi - 2064]
	vfnmadd231ph	xmm26 {k6}, xmm23, xmmword ptr [r8 + 2*rsi + 64]
	vfnmadd231ph	xmm27 {k7} {z}, xmm24, xmmword ptr [r9 - 64]
	vfnmadd231ph	ymm28, ymm25, word ptr [r10 + 1]{1to16}
	vfnmadd231ph	ymm29, ymm26, word ptr [r11 + 254]{1to16}
	vfnmadd231ph	ymm30, ymm27, word ptr [r12 + 256]{1to16}
	vfnmadd231ph	ymm31 {k1}, ymm28, word ptr [r13 + 4*rdi - 1]{1to16}
	vfnmadd231ph	ymm0 {k2} {z}, ymm29, word ptr [r14 + 127]{1to16}
	vfnmadd231ph	zmm2, zmm1, word ptr [r15 + 128]{1to32}
	vfnmadd231ph	zmm4, zmm3, word ptr [rip - 256]{1to32}
	vfnmadd231ph	zmm6, zmm5, word ptr [rax - 258]{1to32}
	vfnmadd231ph	zmm8 {k3}, zmm7, word ptr [rcx + 8*r8 - 128]{1to32}
	vfnmadd231ph	zmm10 {k4} {z}, zmm9, word ptr [rdx + 4096]{1to32}
	vfnmadd231ph	xmm11, xmm30, word ptr [rbx - 4096]{1to8}
	vfnmadd231ph	xmm12, xmm31, word ptr [rsp + 254]{1to8}
	vfnmadd231ph	xmm13, xmm16, word ptr [rbp + 256]{1to8}
	vfnmadd231ph	xmm14 {k5}, xmm17, word ptr [rsi + r9 + 2147483647]{1to8}
	vfnmadd231ph	xmm15 {k6} {z}, xmm18, word ptr [rdi - 2147483648]{1to8}
	vfnmadd231ph	ymm16, ymm19, ymmword ptr [r8]
	vfnmadd231ph	ymm17, ymm20, ymmword ptr [r9 - 4096]
	vfnmadd231ph	ymm18, ymm21, ymmword ptr [r10 - 4128]
	vfnmadd231ph	ymm19 {k7}, ymm22, ymmword ptr [r11 + 2*r10 + 64]
	vfnmadd231ph	ymm20 {k1} {z}, ymm23, ymmword ptr [r12 - 64]
	vfnmadd231ph	zmm22, zmm21, zmmword ptr [r13 + 1]
	vfnmadd231ph	zmm24, zmm23, zmmword ptr [r14 + 8128]
	vfnmadd231ph	zmm26, zmm25, zmmword ptr [r15 + 8192]
	vfnmadd231ph	zmm28 {k2}, zmm27, zmmword ptr [rip - 1]
	vfnmadd231ph	zmm30 {k3} {z}, zmm29, zmmword ptr [rax + 4*r11 + 127]
	vfnmadd231ph	xmm0, xmm31, xmm24
	vfnmadd231ph	xmm2 {k4}, xmm1, xmm25
	vfnmadd231ph	xmm4 {k5} {z}, xmm3, xmm26
	vfnmadd231ph	ymm6, ymm5, ymm27
	vfnmadd231ph	ymm8 {k6}, ymm7, ymm28
	vfnmadd231ph	ymm10 {k7} {z}, ymm9, ymm29
	vfnmadd231ph	zmm13, zmm12, zmm11
	vfnmadd231ph	zmm16 {k1}, zmm15, zmm14
	vfnmadd231ph	zmm19 {k2} {z}, zmm18, zmm17
	vfnmadd231ph	zmm22, zmm21, zmm20, {rd-sae}
	vfnmadd231ph	zmm25 {k3}, zmm24, zmm23, {ru-sae}
	vfnmadd231ph	zmm28 {k4} {z}, zmm27, zmm26, {rz-sae}
	vfnmadd231ps	xmm29, xmm30, xmmword ptr [rcx + 128]
	vfnmadd231ps	xmm30, xmm31, xmmword ptr [rdx - 2048]
	vfnmadd231ps	xmm31, xmm16, xmmword ptr [rbx - 2064]
	vfnmadd231ps	xmm0 {k5}, xmm17, xmmword ptr [rsp - 128]
	vfnmadd231ps	xmm1 {k6} {z}, xmm18, xmmword ptr [rbp + 8*r12 + 4096]
	vfnmadd231ps	ymm2, ymm19, ymmword ptr [rsi - 4096]
	vfnmadd231ps	ymm3, ymm20, ymmword ptr [rdi + 4064]
	vfnmadd231ps	ymm4, ymm21, ymmword ptr [r8 + 4096]
	vfnmadd231ps	ymm5 {k7}, ymm22, ymmword ptr [r9 + 2147483647]
	vfnmadd231ps	ymm6 {k1} {z}, ymm23, ymmword ptr [r10 + r13 - 2147483648]
	vfnmadd231ps	zmm8, zmm7, dword ptr [r11]{1to16}
	vfnmadd231ps	zmm10, zmm9, dword ptr [r12 - 512]{1to16}
	vfnmadd231ps	zmm12, zmm11, dword ptr [r13 - 516]{1to16}
	vfnmadd231ps	zmm14 {k2}, zmm13, dword ptr [r14 + 64]{1to16}
	vfnmadd231ps	zmm16 {k3} {z}, zmm15, dword ptr [r15 + 2*r14 - 64]{1to16}
	vfnmadd231ps	xmm17, xmm24, dword ptr [rip + 1]{1to4}
	vfnmadd231ps	xmm18, xmm25, dword ptr [rax + 508]{1to4}
	vfnmadd231ps	xmm19, xmm26, dword ptr [rcx + 512]{1to4}
	vfnmadd231ps	xmm20 {k4}, xmm27, dword ptr [rdx - 1]{1to4}
	vfnmadd231ps	xmm21 {k5} {z}, xmm28, dword ptr [rbx + 127]{1to4}
	vfnmadd231ps	ymm22, ymm29, dword ptr [rsp + 4*r15 + 128]{1to8}
	vfnmadd231ps	ymm23, ymm30, dword ptr [rbp - 512]{1to8}
	vfnmadd231ps	ymm24, ymm31, dword ptr [rsi - 516]{1to8}
	vfnmadd231ps	ymm25 {k6}, ymm16, dword ptr [rdi - 128]{1to8}
	vfnmadd231ps	ymm26 {k7} {z}, ymm17, dword ptr [r8 + 4096]{1to8}
	vfnmadd231ps	zmm28, zmm27, zmmword ptr [r9 + 8*rax - 4096]
	vfnmadd231ps	zmm30, zmm29, zmmword ptr [r10 + 8128]
	vfnmadd231ps	zmm0, zmm31, zmmword ptr [r11 + 8192]
	vfnmadd231ps	zmm2 {k1}, zmm1, zmmword ptr [r12 + 2147483647]
	vfnmadd231ps	zmm4 {k2} {z}, zmm3, zmmword ptr [r13 - 2147483648]
	vfnmadd231ps	xmm6, xmm5, xmm18
	vfnmadd231ps	xmm8 {k3}, xmm7, xmm19
	vfnmadd231ps	xmm10 {k4} {z}, xmm9, xmm20
	vfnmadd231ps	ymm12, ymm11, ymm21
	vfnmadd231ps	ymm14 {k5}, ymm13, ymm22
	vfnmadd231ps	ymm16 {k6} {z}, ymm15, ymm23
	vfnmadd231ps	zmm19, zmm18, zmm17
	vfnmadd231ps	zmm22 {k7}, zmm21, zmm20
	vfnmadd231ps	zmm25 {k1} {z}, zmm24, zmm23
	vfnmadd231ps	zmm28, zmm27, zmm26, {rn-sae}
	vfnmadd231ps	zmm31 {k2}, zmm30, zmm29, {rd-sae}
	vfnmadd231ps	zmm2 {k3} {z}, zmm1, zmm0, {ru-sae}
	vfnmadd231sd	xmm3, xmm24, qword ptr [r14 + rcx]
	vfnmadd231sd	xmm4, xmm25, qword ptr [r15 - 1024]
	vfnmadd231sd	xmm5, xmm26, qword ptr [rip - 1032]
	vfnmadd231sd	xmm6 {k4}, xmm27, qword ptr [rax + 64]
	vfnmadd231sd	xmm7 {k5} {z}, xmm28, qword ptr [rcx - 64]
	vfnmadd231sd	xmm9, xmm8, xmm29
	vfnmadd231sd	xmm11 {k6}, xmm10, xmm30
	vfnmadd231sd	xmm13 {k7} {z}, xmm12, xmm31
	vfnmadd231sd	xmm15, xmm14, xmm16, {rz-sae}
	vfnmadd231sd	xmm18 {k1}, xmm16, xmm17, {rn-sae}
	vfnmadd231sd	xmm20 {k2} {z}, xmm19, xmm18, {rd-sae}
	vfnmadd231sh	xmm21, xmm19, word ptr [rdx + 2*rdx + 1]
	vfnmadd231sh	xmm22, xmm20, word ptr [rbx + 254]
	vfnmadd231sh	xmm23, xmm21, word ptr [rsp + 256]
	vfnmadd231sh	xmm24 {k3}, xmm22, word ptr [rbp - 1]
	vfnmadd231sh	xmm25 {k4} {z}, xmm23, word ptr [rsi + 127]
	vfnmadd231sh	xmm27, xmm26, xmm24
	vfnmadd231sh	xmm29 {k5}, xmm28, xmm25
	vfnmadd231sh	xmm31 {k6} {z}, xmm30, xmm26
	vfnmadd231sh	xmm1, xmm0, xmm27, {ru-sae}
	vfnmadd231sh	xmm3 {k7}, xmm2, xmm28, {rz-sae}
	vfnmadd231sh	xmm5 {k1} {z}, xmm4, xmm29, {rn-sae}
	vfnmadd231ss	xmm6, xmm30, dword ptr [rdi + 4*rbx + 128]
	vfnmadd231ss	xmm7, xmm31, dword ptr [r8 - 512]
	vfnmadd231ss	xmm8, xmm16, dword ptr [r9 - 516]
	vfnmadd231ss	xmm9 {k2}, xmm17, dword ptr [r10 - 128]
	vfnmadd231ss	xmm10 {k3} {z}, xmm18, dword ptr [r11 + 4096]
	vfnmadd231ss	xmm12, xmm11, xmm19
	vfnmadd231ss	xmm14 {k4}, xmm13, xmm20
	vfnmadd231ss	xmm16 {k5} {z}, xmm15, xmm21
	vfnmadd231ss	xmm18, xmm17, xmm22, {rd-sae}
	vfnmadd231ss	xmm20 {k6}, xmm19, xmm23, {ru-sae}
	vfnmadd231ss	xmm22 {k7} {z}, xmm21, xmm24, {rz-sae}
	vfnmsub132pd	xmm23, xmm25, xmmword ptr [r12 + 8*rbp - 4096]
	vfnmsub132pd	xmm24, xmm26, xmmword ptr [r13 + 2032]
	vfnmsub132pd	xmm25, xmm27, xmmword ptr [r14 + 2048]
	vfnmsub132pd	xmm26 {k1}, xmm28, xmmword ptr [r15 + 2147483647]
	vfnmsub132pd	xmm27 {k2} {z}, xmm29, xmmword ptr [rip - 2147483648]
	vfnmsub132pd	ymm28, ymm30, ymmword ptr [rax]
	vfnmsub132pd	ymm29, ymm31, ymmword ptr [rcx - 4096]
	vfnmsub132pd	ymm30, ymm16, ymmword ptr [rdx - 4128]
	vfnmsub132pd	ymm31 {k3}, ymm17, ymmword ptr [rbx + rsi + 64]
	vfnmsub132pd	ymm0 {k4} {z}, ymm18, ymmword ptr [rsp - 64]
	vfnmsub132pd	zmm2, zmm1, zmmword ptr [rbp + 1]
	vfnmsub132pd	zmm4, zmm3, zmmword ptr [rsi + 8128]
	vfnmsub132pd	zmm6, zmm5, zmmword ptr [rdi + 8192]
	vfnmsub132pd	zmm8 {k5}, zmm7, zmmword ptr [r8 + 2*rdi - 1]
	vfnmsub132pd	zmm10 {k6} {z}, zmm9, zmmword ptr [r9 + 127]
	vfnmsub132pd	xmm11, xmm19, qword ptr [r10 + 128]{1to2}
	vfnmsub132pd	xmm12, xmm20, qword ptr [r11 - 1024]{1to2}
	vfnmsub132pd	xmm13, xmm21, qword ptr [r12 - 1032]{1to2}
	vfnmsub132pd	xmm14 {k7}, xmm22, qword ptr [r13 + 4*r8 - 128]{1to2}
	vfnmsub132pd	xmm15 {k1} {z}, xmm23, qword ptr [r14 + 4096]{1to2}
	vfnmsub132pd	ymm16, ymm24, qword ptr [r15 - 4096]{1to4}
	vfnmsub132pd	ymm17, ymm25, qword ptr [rip + 1016]{1to4}
	vfnmsub132pd	ymm18, ymm26, qword ptr [rax + 1024]{1to4}
	vfnmsub132pd	ymm19 {k2}, ymm27, qword ptr [rcx + 8*r9 + 2147483647]{1to4}
	vfnmsub132pd	ymm20 {k3} {z}, ymm28, qword ptr [rdx - 2147483648]{1to4}
	vfnmsub132pd	zmm22, zmm21, qword ptr [rbx]{1to8}
	vfnmsub132pd	zmm24, zmm23, qword ptr [rsp - 1024]{1to8}
	vfnmsub132pd	zmm26, zmm25, qword ptr [rbp - 1032]{1to8}
	vfnmsub132pd	zmm28 {k4}, zmm27, qword ptr [rsi + r10 + 64]{1to8}
	vfnmsub132pd	zmm30 {k5} {z}, zmm29, qword ptr [rdi - 64]{1to8}
	vfnmsub132pd	xmm0, xmm31, xmm29
	vfnmsub132pd	xmm2 {k6}, xmm1, xmm30
	vfnmsub132pd	xmm4 {k7} {z}, xmm3, xmm31
	vfnmsub132pd	ymm6, ymm5, ymm16
	vfnmsub132pd	ymm8 {k1}, ymm7, ymm17
	vfnmsub132pd	ymm10 {k2} {z}, ymm9, ymm18
	vfnmsub132pd	zmm13, zmm12, zmm11
	vfnmsub132pd	zmm16 {k3}, zmm15, zmm14
	vfnmsub132pd	zmm19 {k4} {z}, zmm18, zmm17
	vfnmsub132pd	zmm22, zmm21, zmm20, {rn-sae}
	vfnmsub132pd	zmm25 {k5}, zmm24, zmm23, {rd-sae}
	vfnmsub132pd	zmm28 {k6} {z}, zmm27, zmm26, {ru-sae}
	vfnmsub132ph	xmm29, xmm19, xmmword ptr [r8 + 1]
	vfnmsub132ph	xmm30, xmm20, xmmword ptr [r9 + 2032]
	vfnmsub132ph	xmm31, xmm21, xmmword ptr [r10 + 2048]
	vfnmsub132ph	xmm0 {k7}, xmm22, xmmword ptr [r11 + 2*r11 - 1]
	vfnmsub132ph	xmm1 {k1} {z}, xmm23, xmmword ptr [r12 + 127]
	vfnmsub132ph	ymm2, ymm24, word ptr [r13 + 128]{1to16}
	vfnmsub132ph	ymm3, ymm25, word ptr [r14 - 256]{1to16}
	vfnmsub132ph	ymm4, ymm26, word ptr [r15 - 258]{1to16}
	vfnmsub132ph	ymm5 {k2}, ymm27, word ptr [rip - 128]{1to16}
	vfnmsub132ph	ymm6 {k3} {z}, ymm28, word ptr [rax + 4*r12 + 4096]{1to16}
	vfnmsub132ph	zmm8, zmm7, word ptr [rcx - 4096]{1to32}
	vfnmsub132ph	zmm10, zmm9, word ptr [rdx + 254]{1to32}
	vfnmsub132ph	zmm12, zmm11, word ptr [rbx + 256]{1to32}
	vfnmsub132ph	zmm14 {k4}, zmm13, word ptr [rsp + 2147483647]{1to32}
	vfnmsub132ph	zmm16 {k5} {z}, zmm15, word ptr [rbp + 8*r13 - 2147483648]{1to32}
	vfnmsub132ph	xmm17, xmm29, word ptr [rsi]{1to8}
	vfnmsub132ph	xmm18, xmm30, word ptr [rdi - 256]{1to8}
	vfnmsub132ph	xmm19, xmm31, word ptr [r8 - 258]{1to8}
	vfnmsub132ph	xmm20 {k6}, xmm16, word ptr [r9 + 64]{1to8}
	vfnmsub132ph	xmm21 {k7} {z}, xmm17, word ptr [r10 + r14 - 64]{1to8}
	vfnmsub132ph	ymm22, ymm18, ymmword ptr [r11 + 1]
	vfnmsub132ph	ymm23, ymm19, ymmword ptr [r12 + 4064]
	vfnmsub132ph	ymm24, ymm20, ymmword ptr [r13 + 4096]
	vfnmsub132ph	ymm25 {k1}, ymm21, ymmword ptr [r14 - 1]
	vfnmsub132ph	ymm26 {k2} {z}, ymm22, ymmword ptr [r15 + 2*r15 + 127]
	vfnmsub132ph	zmm28, zmm27, zmmword ptr [rip + 128]
	vfnmsub132ph	zmm30, zmm29, zmmword ptr [rax - 8192]
	vfnmsub132ph	zmm0, zmm31, zmmword ptr [rcx - 8256]
	vfnmsub132ph	zmm2 {k3}, zmm1, zmmword ptr [rdx - 128]
	vfnmsub132ph	zmm4 {k4} {z}, zmm3, zmmword ptr [rbx + 4096]
	vfnmsub132ph	xmm6, xmm5, xmm23
	vfnmsub132ph	xmm8 {k5}, xmm7, xmm24
	vfnmsub132ph	xmm10 {k6} {z}, xmm9, xmm25
	vfnmsub132ph	ymm12, ymm11, ymm26
	vfnmsub132ph	ymm14 {k7}, ymm13, ymm27
	vfnmsub132ph	ymm16 {k1} {z}, ymm15, ymm28
	vfnmsub132ph	zmm19, zmm18, zmm17
	vfnmsub132ph	zmm22 {k2}, zmm21, zmm20
	vfnmsub132ph	zmm25 {k3} {z}, zmm24, zmm23
	vfnmsub132ph	zmm28, zmm27, zmm26, {rz-sae}
	vfnmsub132ph	zmm31 {k4}, zmm30, zmm29, {rn-sae}
	vfnmsub132ph	zmm2 {k5} {z}, zmm1, zmm0, {rd-sae}
	vfnmsub132ps	xmm3, xmm29, xmmword ptr [rsp + 4*rax - 4096]
	vfnmsub132ps	xmm4, xmm30, xmmword ptr [rbp + 2032]
	vfnmsub132ps	xmm5, xmm31, xmmword ptr [rsi + 2048]
	vfnmsub132ps	xmm6 {k6}, xmm16, xmmword ptr [rdi + 2147483647]
	vfnmsub132ps	xmm7 {k7} {z}, xmm17, xmmword ptr [r8 - 2147483648]
	vfnmsub132ps	ymm8, ymm18, ymmword ptr [r9 + 8*rcx]
	vfnmsub132ps	ymm9, ymm19, ymmword ptr [r10 - 4096]
	vfnmsub132ps	ymm10, ymm20, ymmword ptr [r11 - 4128]
	vfnmsub132ps	ymm11 {k1}, ymm21, ymmword ptr [r12 + 64]
	vfnmsub132ps	ymm12 {k2} {z}, ymm22, ymmword ptr [r13 - 64]
	vfnmsub132ps	zmm14, zmm13, dword ptr [r14 + rdx + 1]{1to16}
	vfnmsub132ps	zmm16, zmm15, dword ptr [r15 + 508]{1to16}
	vfnmsub132ps	zmm18, zmm17, dword ptr [rip + 512]{1to16}
	vfnmsub132ps	zmm20 {k3}, zmm19, dword ptr [rax - 1]{1to16}
	vfnmsub132ps	zmm22 {k4} {z}, zmm21, dword ptr [rcx + 127]{1to16}
	vfnmsub132ps	xmm24, xmm23, dword ptr [rdx + 2*rbx + 128]{1to4}
	vfnmsub132ps	xmm25, xmm24, dword ptr [rbx - 512]{1to4}
	vfnmsub132ps	xmm26, xmm25, dword ptr [rsp - 516]{1to4}
	vfnmsub132ps	xmm27 {k5}, xmm26, dword ptr [rbp - 128]{1to4}
	vfnmsub132ps	xmm28 {k6} {z}, xmm27, dword ptr [rsi + 4096]{1to4}
	vfnmsub132ps	ymm29, ymm28, dword ptr [rdi + 4*rbp - 4096]{1to8}
	vfnmsub132ps	ymm30, ymm29, dword ptr [r8 + 508]{1to8}
	vfnmsub132ps	ymm31, ymm30, dword ptr [r9 + 512]{1to8}
	vfnmsub132ps	ymm0 {k7}, ymm31, dword ptr [r10 + 2147483647]{1to8}
	vfnmsub132ps	ymm1 {k1} {z}, ymm16, dword ptr [r11 - 2147483648]{1to8}
	vfnmsub132ps	zmm3, zmm2, zmmword ptr [r12 + 8*rsi]
	vfnmsub132ps	zmm5, zmm4, zmmword ptr [r13 - 8192]
	vfnmsub132ps	zmm7, zmm6, zmmword ptr [r14 - 8256]
	vfnmsub132ps	zmm9 {k2}, zmm8, zmmword ptr [r15 + 64]
	vfnmsub132ps	zmm11 {k3} {z}, zmm10, zmmword ptr [rip - 64]
	vfnmsub132ps	xmm13, xmm12, xmm17
	vfnmsub132ps	xmm15 {k4}, xmm14, xmm18
	vfnmsub132ps	xmm17 {k5} {z}, xmm16, xmm19
	vfnmsub132ps	ymm19, ymm18, ymm20
	vfnmsub132ps	ymm22 {k6}, ymm20, ymm21
	vfnmsub132ps	ymm24 {k7} {z}, ymm23, ymm22
	vfnmsub132ps	zmm27, zmm26, zmm25
	vfnmsub132ps	zmm30 {k1}, zmm29, zmm28
	vfnmsub132ps	zmm1 {k2} {z}, zmm0, zmm31
	vfnmsub132ps	zmm4, zmm3, zmm2, {ru-sae}
	vfnmsub132ps	zmm7 {k3}, zmm6, zmm5, {rz-sae}
	vfnmsub132ps	zmm10 {k4} {z}, zmm9, zmm8, {rn-sae}
	vfnmsub132sd	xmm11, xmm23, qword ptr [rax + 1]
	vfnmsub132sd	xmm12, xmm24, qword ptr [rcx + 1016]
	vfnmsub132sd	xmm13, xmm25, qword ptr [rdx + 1024]
	vfnmsub132sd	xmm14 {k5}, xmm26, qword ptr [rbx + rdi - 1]
	vfnmsub132sd	xmm15 {k6} {z}, xmm27, qword ptr [rsp + 127]
	vfnmsub132sd	xmm17, xmm16, xmm28
	vfnmsub132sd	xmm19 {k7}, xmm18, xmm29
	vfnmsub132sd	xmm21 {k1} {z}, xmm20, xmm30
	vfnmsub132sd	xmm23, xmm22, xmm31, {rd-sae}
	vfnmsub132sd	xmm25 {k2}, xmm24, xmm16, {ru-sae}
	vfnmsub132sd	xmm27 {k3} {z}, xmm26, xmm17, {rz-sae}
	vfnmsub132sh	xmm28, xmm18, word ptr [rbp + 128]
	vfnmsub132sh	xmm29, xmm19, word ptr [rsi - 256]
	vfnmsub132sh	xmm30, xmm20, word ptr [rdi - 258]
	vfnmsub132sh	xmm31 {k4}, xmm21, word ptr [r8 + 2*r8 - 128]
	vfnmsub132sh	xmm0 {k5} {z}, xmm22, word ptr [r9 + 4096]
	vfnmsub132sh	xmm2, xmm1, xmm23
	vfnmsub132sh	xmm4 {k6}, xmm3, xmm24
	vfnmsub132sh	xmm6 {k7} {z}, xmm5, xmm25
	vfnmsub132sh	xmm8, xmm7, xmm26, {rn-sae}
	vfnmsub132sh	xmm10 {k1}, xmm9, xmm27, {rd-sae}
	vfnmsub132sh	xmm12 {k2} {z}, xmm11, xmm28, {ru-sae}
	vfnmsub132ss	xmm13, xmm29, dword ptr [r10 - 4096]
	vfnmsub132ss	xmm14, xmm30, dword ptr [r11 + 508]
	vfnmsub132ss	xmm15, xmm31, dword ptr [r12 + 512]
	vfnmsub132ss	xmm17 {k3}, xmm16, dword ptr [r13 + 4*r9 + 2147483647]
	vfnmsub132ss	xmm18 {k4} {z}, xmm17, dword ptr [r14 - 2147483648]
	vfnmsub132ss	xmm20, xmm19, xmm18
	vfnmsub132ss	xmm22 {k5}, xmm21, xmm19
	vfnmsub132ss	xmm24 {k6} {z}, xmm23, xmm20
	vfnmsub132ss	xmm26, xmm25, xmm21, {rz-sae}
	vfnmsub132ss	xmm28 {k7}, xmm27, xmm22, {rn-sae}
	vfnmsub132ss	xmm30 {k1} {z}, xmm29, xmm23, {rd-sae}
	vfnmsub213pd	xmm31, xmm24, xmmword ptr [r15]
	vfnmsub213pd	xmm0, xmm25, xmmword ptr [rip - 2048]
	vfnmsub213pd	xmm1, xmm26, xmmword ptr [rax - 2064]
	vfnmsub213pd	xmm2 {k2}, xmm27, xmmword ptr [rcx + 8*r10 + 64]
	vfnmsub213pd	xmm3 {k3} {z}, xmm28, xmmword ptr [rdx - 64]
	vfnmsub213pd	ymm4, ymm29, ymmword ptr [rbx + 1]
	vfnmsub213pd	ymm5, ymm30, ymmword ptr [rsp + 4064]
	vfnmsub213pd	ymm6, ymm31, ymmword ptr [rbp + 4096]
	vfnmsub213pd	ymm7 {k4}, ymm16, ymmword ptr [rsi + r11 - 1]
	vfnmsub213pd	ymm8 {k5} {z}, ymm17, ymmword ptr [rdi + 127]
	vfnmsub213pd	zmm10, zmm9, zmmword ptr [r8 + 128]
	vfnmsub213pd	zmm12, zmm11, zmmword ptr [r9 - 8192]
	vfnmsub213pd	zmm14, zmm13, zmmword ptr [r10 - 8256]
	vfnmsub213pd	zmm16 {k6}, zmm15, zmmword ptr [r11 + 2*r12 - 128]
	vfnmsub213pd	zmm18 {k7} {z}, zmm17, zmmword ptr [r12 + 4096]
	vfnmsub213pd	xmm19, xmm18, qword ptr [r13 - 4096]{1to2}
	vfnmsub213pd	xmm20, xmm19, qword ptr [r14 + 1016]{1to2}
	vfnmsub213pd	xmm21, xmm20, qword ptr [r15 + 1024]{1to2}
	vfnmsub213pd	xmm22 {k1}, xmm21, qword ptr [rip + 2147483647]{1to2}
	vfnmsub213pd	xmm23 {k2} {z}, xmm22, qword ptr [rax + 4*r13 - 2147483648]{1to2}
	vfnmsub213pd	ymm24, ymm23, qword ptr [rcx]{1to4}
	vfnmsub213pd	ymm25, ymm24, qword ptr [rdx - 1024]{1to4}
	vfnmsub213pd	ymm26, ymm25, qword ptr [rbx - 1032]{1to4}
	vfnmsub213pd	ymm27 {k3}, ymm26, qword ptr [rsp + 64]{1to4}
	vfnmsub213pd	ymm28 {k4} {z}, ymm27, qword ptr [rbp + 8*r14 - 64]{1to4}
	vfnmsub213pd	zmm30, zmm29, qword ptr [rsi + 1]{1to8}
	vfnmsub213pd	zmm0, zmm31, qword ptr [rdi + 1016]{1to8}
	vfnmsub213pd	zmm2, zmm1, qword ptr [r8 + 1024]{1to8}
	vfnmsub213pd	zmm4 {k5}, zmm3, qword ptr [r9 - 1]{1to8}
	vfnmsub213pd	zmm6 {k6} {z}, zmm5, qword ptr [r10 + r15 + 127]{1to8}
	vfnmsub213pd	xmm8, xmm7, xmm28
	vfnmsub213pd	xmm10 {k7}, xmm9, xmm29
	vfnmsub213pd	xmm12 {k1} {z}, xmm11, xmm30
	vfnmsub213pd	ymm14, ymm13, ymm31
	vfnmsub213pd	ymm17 {k2}, ymm15, ymm16
	vfnmsub213pd	ymm19 {k3} {z}, ymm18, ymm17
	vfnmsub213pd	zmm22, zmm21, zmm20
	vfnmsub213pd	zmm25 {k4}, zmm24, zmm23
	vfnmsub213pd	zmm28 {k5} {z}, zmm27, zmm26
	vfnmsub213pd	zmm31, zmm30, zmm29, {ru-sae}
	vfnmsub213pd	zmm2 {k6}, zmm1, zmm0, {rz-sae}
	vfnmsub213pd	zmm5 {k7} {z}, zmm4, zmm3, {rn-sae}
	vfnmsub213ph	xmm6, xmm18, xmmword ptr [r11 + 128]
	vfnmsub213ph	xmm7, xmm19, xmmword ptr [r12 - 2048]
	vfnmsub213ph	xmm8, xmm20, xmmword ptr [r13 - 2064]
	vfnmsub213ph	xmm9 {k1}, xmm21, xmmword ptr [r14 - 128]
	vfnmsub213ph	xmm10 {k2} {z}, xmm22, xmmword ptr [r15 + 2*rax + 4096]
	vfnmsub213ph	ymm11, ymm23, word ptr [rip - 4096]{1to16}
	vfnmsub213ph	ymm12, ymm24, word ptr [rax + 254]{1to16}
	vfnmsub213ph	ymm13, ymm25, word ptr [rcx + 256]{1to16}
	vfnmsub213ph	ymm14 {k3}, ymm26, word ptr [rdx + 2147483647]{1to16}
	vfnmsub213ph	ymm15 {k4} {z}, ymm27, word ptr [rbx - 2147483648]{1to16}
	vfnmsub213ph	zmm17, zmm16, word ptr [rsp + 4*rcx]{1to32}
	vfnmsub213ph	zmm19, zmm18, word ptr [rbp - 256]{1to32}
	vfnmsub213ph	zmm21, zmm20, word ptr [rsi - 258]{1to32}
	vfnmsub213ph	zmm23 {k5}, zmm22, word ptr [rdi + 64]{1to32}
	vfnmsub213ph	zmm25 {k6} {z}, zmm24, word ptr [r8 - 64]{1to32}
	vfnmsub213ph	xmm26, xmm28, word ptr [r9 + 8*rdx + 1]{1to8}
	vfnmsub213ph	xmm27, xmm29, word ptr [r10 + 254]{1to8}
	vfnmsub213ph	xmm28, xmm30, word ptr [r11 + 256]{1to8}
	vfnmsub213ph	xmm29 {k7}, xmm31, word ptr [r12 - 1]{1to8}
	vfnmsub213ph	xmm30 {k1} {z}, xmm16, word ptr [r13 + 127]{1to8}
	vfnmsub213ph	ymm31, ymm17, ymmword ptr [r14 + rbx + 128]
	vfnmsub213ph	ymm0, ymm18, ymmword ptr [r15 - 4096]
	vfnmsub213ph	ymm1, ymm19, ymmword ptr [rip - 4128]
	vfnmsub213ph	ymm2 {k2}, ymm20, ymmword ptr [rax - 128]
	vfnmsub213ph	ymm3 {k3} {z}, ymm21, ymmword ptr [rcx + 4096]
	vfnmsub213ph	zmm5, zmm4, zmmword ptr [rdx + 2*rbp - 4096]
	vfnmsub213ph	zmm7, zmm6, zmmword ptr [rbx + 8128]
	vfnmsub213ph	zmm9, zmm8, zmmword ptr [rsp + 8192]
	vfnmsub213ph	zmm11 {k4}, zmm10, zmmword ptr [rbp + 2147483647]
	vfnmsub213ph	zmm13 {k5} {z}, zmm12, zmmword ptr [rsi - 2147483648]
	vfnmsub213ph	xmm15, xmm14, xmm22
	vfnmsub213ph	xmm17 {k6}, xmm16, xmm23
	vfnmsub213ph	xmm19 {k7} {z}, xmm18, xmm24
	vfnmsub213ph	ymm21, ymm20, ymm25
	vfnmsub213ph	ymm23 {k1}, ymm22, ymm26
	vfnmsub213ph	ymm25 {k2} {z}, ymm24, ymm27
	vfnmsub213ph	zmm28, zmm27, zmm26
	vfnmsub213ph	zmm31 {k3}, zmm30, zmm29
	vfnmsub213ph	zmm2 {k4} {z}, zmm1, zmm0
	vfnmsub213ph	zmm5, zmm4, zmm3, {rd-sae}
	vfnmsub213ph	zmm8 {k5}, zmm7, zmm6, {ru-sae}
	vfnmsub213ph	zmm11 {k6} {z}, zmm10, zmm9, {rz-sae}
	vfnmsub213ps	xmm12, xmm28, xmmword ptr [rdi + 4*rsi]
	vfnmsub213ps	xmm13, xmm29, xmmword ptr [r8 - 2048]
	vfnmsub213ps	xmm14, xmm30, xmmword ptr [r9 - 2064]
	vfnmsub213ps	xmm15 {k7}, xmm31, xmmword ptr [r10 + 64]
	vfnmsub213ps	xmm17 {k1} {z}, xmm16, xmmword ptr [r11 - 64]
	vfnmsub213ps	ymm18, ymm17, ymmword ptr [r12 + 8*rdi + 1]
	vfnmsub213ps	ymm19, ymm18, ymmword ptr [r13 + 4064]
	vfnmsub213ps	ymm20, ymm19, ymmword ptr [r14 + 4096]
	vfnmsub213ps	ymm21 {k2}, ymm20, ymmword ptr [r15 - 1]
	vfnmsub213ps	ymm22 {k3} {z}, ymm21, ymmword ptr [rip + 127]
	vfnmsub213ps	zmm24, zmm23, dword ptr [rax + 128]{1to16}
	vfnmsub213ps	zmm26, zmm25, dword ptr [rcx - 512]{1to16}
	vfnmsub213ps	zmm28, zmm27, dword ptr [rdx - 516]{1to16}
	vfnmsub213ps	zmm30 {k4}, zmm29, dword ptr [rbx + r8 - 128]{1to16}
	vfnmsub213ps	zmm0 {k5} {z}, zmm31, dword ptr [rsp + 4096]{1to16}
	vfnmsub213ps	xmm1, xmm22, dword ptr [rbp - 4096]{1to4}
	vfnmsub213ps	xmm2, xmm23, dword ptr [rsi + 508]{1to4}
	vfnmsub213ps	xmm3, xmm24, dword ptr [rdi + 512]{1to4}
	vfnmsub213ps	xmm4 {k6}, xmm25, dword ptr [r8 + 2*r9 + 2147483647]{1to4}
	vfnmsub213ps	xmm5 {k7} {z}, xmm26, dword ptr [r9 - 2147483648]{1to4}
	vfnmsub213ps	ymm6, ymm27, dword ptr [r10]{1to8}
	vfnmsub213ps	ymm7, ymm28, dword ptr [r11 - 512]{1to8}
	vfnmsub213ps	ymm8, ymm29, dword ptr [r12 - 516]{1to8}
	vfnmsub213ps	ymm9 {k1}, ymm30, dword ptr [r13 + 4*r10 + 64]{1to8}
	vfnmsub213ps	ymm10 {k2} {z}, ymm31, dword ptr [r14 - 64]{1to8}
	vfnmsub213ps	zmm12, zmm11, zmmword ptr [r15 + 1]
	vfnmsub213ps	zmm14, zmm13, zmmword ptr [rip + 8128]
	vfnmsub213ps	zmm16, zmm15, zmmword ptr [rax + 8192]
	vfnmsub213ps	zmm18 {k3}, zmm17, zmmword ptr [rcx + 8*r11 - 1]
	vfnmsub213ps	zmm20 {k4} {z}, zmm19, zmmword ptr [rdx + 127]
	vfnmsub213ps	xmm22, xmm21, xmm16
	vfnmsub213ps	xmm24 {k5}, xmm23, xmm17
	vfnmsub213ps	xmm26 {k6} {z}, xmm25, xmm18
	vfnmsub213ps	ymm28, ymm27, ymm19
	vfnmsub213ps	ymm30 {k7}, ymm29, ymm20
	vfnmsub213ps	ymm0 {k1} {z}, ymm31, ymm21
	vfnmsub213ps	zmm3, zmm2, zmm1
	vfnmsub213ps	zmm6 {k2}, zmm5, zmm4
	vfnmsub213ps	zmm9 {k3} {z}, zmm8, zmm7
	vfnmsub213ps	zmm12, zmm11, zmm10, {rn-sae}
	vfnmsub213ps	zmm15 {k4}, zmm14, zmm13, {rd-sae}
	vfnmsub213ps	zmm18 {k5} {z}, zmm17, zmm16, {ru-sae}
	vfnmsub213sd	xmm19, xmm22, qword ptr [rbx + 128]
	vfnmsub213sd	xmm20, xmm23, qword ptr [rsp - 1024]
	vfnmsub213sd	xmm21, xmm24, qword ptr [rbp - 1032]
	vfnmsub213sd	xmm22 {k6}, xmm25, qword ptr [rsi + r12 - 128]
	vfnmsub213sd	xmm23 {k7} {z}, xmm26, qword ptr [rdi + 4096]
	vfnmsub213sd	xmm25, xmm24, xmm27
	vfnmsub213sd	xmm27 {k1}, xmm26, xmm28
	vfnmsub213sd	xmm30 {k2} {z}, xmm28, xmm29
	vfnmsub213sd	xmm0, xmm31, xmm30, {rz-sae}
	vfnmsub213sd	xmm2 {k3}, xmm1, xmm31, {rn-sae}
	vfnmsub213sd	xmm4 {k4} {z}, xmm3, xmm16, {rd-sae}
	vfnmsub213sh	xmm5, xmm17, word ptr [r8 - 4096]
	vfnmsub213sh	xmm6, xmm18, word ptr [r9 + 254]
	vfnmsub213sh	xmm7, xmm19, word ptr [r10 + 256]
	vfnmsub213sh	xmm8 {k5}, xmm20, word ptr [r11 + 2*r13 + 2147483647]
	vfnmsub213sh	xmm9 {k6} {z}, xmm21, word ptr [r12 - 2147483648]
	vfnmsub213sh	xmm11, xmm10, xmm22
	vfnmsub213sh	xmm13 {k7}, xmm12, xmm23
	vfnmsub213sh	xmm15 {k1} {z}, xmm14, xmm24
	vfnmsub213sh	xmm17, xmm16, xmm25, {ru-sae}
	vfnmsub213sh	xmm19 {k2}, xmm18, xmm26, {rz-sae}
	vfnmsub213sh	xmm21 {k3} {z}, xmm20, xmm27, {rn-sae}
	vfnmsub213ss	xmm22, xmm28, dword ptr [r13]
	vfnmsub213ss	xmm23, xmm29, dword ptr [r14 - 512]
	vfnmsub213ss	xmm24, xmm30, dword ptr [r15 - 516]
	vfnmsub213ss	xmm25 {k4}, xmm31, dword ptr [rip + 64]
	vfnmsub213ss	xmm26 {k5} {z}, xmm16, dword ptr [rax + 4*r14 - 64]
	vfnmsub213ss	xmm28, xmm27, xmm17
	vfnmsub213ss	xmm30 {k6}, xmm29, xmm18
	vfnmsub213ss	xmm0 {k7} {z}, xmm31, xmm19
	vfnmsub213ss	xmm2, xmm1, xmm20, {rd-sae}
	vfnmsub213ss	xmm4 {k1}, xmm3, xmm21, {ru-sae}
	vfnmsub213ss	xmm6 {k2} {z}, xmm5, xmm22, {rz-sae}
	vfnmsub231pd	xmm7, xmm23, xmmword ptr [rcx + 1]
	vfnmsub231pd	xmm8, xmm24, xmmword ptr [rdx + 2032]
	vfnmsub231pd	xmm9, xmm25, xmmword ptr [rbx + 2048]
	vfnmsub231pd	xmm10 {k3}, xmm26, xmmword ptr [rsp - 1]
	vfnmsub231pd	xmm11 {k4} {z}, xmm27, xmmword ptr [rbp + 8*r15 + 127]
	vfnmsub231pd	ymm12, ymm28, ymmword ptr [rsi + 128]
	vfnmsub231pd	ymm13, ymm29, ymmword ptr [rdi - 4096]
	vfnmsub231pd	ymm14, ymm30, ymmword ptr [r8 - 4128]
	vfnmsub231pd	ymm15 {k5}, ymm31, ymmword ptr [r9 - 128]
	vfnmsub231pd	ymm17 {k6} {z}, ymm16, ymmword ptr [r10 + rax + 4096]
	vfnmsub231pd	zmm19, zmm18, zmmword ptr [r11 - 4096]
	vfnmsub231pd	zmm21, zmm20, zmmword ptr [r12 + 8128]
	vfnmsub231pd	zmm23, zmm22, zmmword ptr [r13 + 8192]
	vfnmsub231pd	zmm25 {k7}, zmm24, zmmword ptr [r14 + 2147483647]
	vfnmsub231pd	zmm27 {k1} {z}, zmm26, zmmword ptr [r15 + 2*rcx - 2147483648]
	vfnmsub231pd	xmm28, xmm17, qword ptr [rip]{1to2}
	vfnmsub231pd	xmm29, xmm18, qword ptr [rax - 1024]{1to2}
	vfnmsub231pd	xmm30, xmm19, qword ptr [rcx - 1032]{1to2}
	vfnmsub231pd	xmm31 {k2}, xmm20, qword ptr [rdx + 64]{1to2}
	vfnmsub231pd	xmm0 {k3} {z}, xmm21, qword ptr [rbx - 64]{1to2}
	vfnmsub231pd	ymm1, ymm22, qword ptr [rsp + 4*rdx + 1]{1to4}
	vfnmsub231pd	ymm2, ymm23, qword ptr [rbp + 1016]{1to4}
	vfnmsub231pd	ymm3, ymm24, qword ptr [rsi + 1024]{1to4}
	vfnmsub231pd	ymm4 {k4}, ymm25, qword ptr [rdi - 1]{1to4}
	vfnmsub231pd	ymm5 {k5} {z}, ymm26, qword ptr [r8 + 127]{1to4}
	vfnmsub231pd	zmm7, zmm6, qword ptr [r9 + 8*rbx + 128]{1to8}
	vfnmsub231pd	zmm9, zmm8, qword ptr [r10 - 1024]{1to8}
	vfnmsub231pd	zmm11, zmm10, qword ptr [r11 - 1032]{1to8}
	vfnmsub231pd	zmm13 {k6}, zmm12, qword ptr [r12 - 128]{1to8}
	vfnmsub231pd	zmm15 {k7} {z}, zmm14, qword ptr [r13 + 4096]{1to8}
	vfnmsub231pd	xmm17, xmm16, xmm27
	vfnmsub231pd	xmm19 {k1}, xmm18, xmm28
	vfnmsub231pd	xmm21 {k2} {z}, xmm20, xmm29
	vfnmsub231pd	ymm23, ymm22, ymm30
	vfnmsub231pd	ymm25 {k3}, ymm24, ymm31
	vfnmsub231pd	ymm27 {k4} {z}, ymm26, ymm16
	vfnmsub231pd	zmm30, zmm29, zmm28
	vfnmsub231pd	zmm1 {k5}, zmm0, zmm31
	vfnmsub231pd	zmm4 {k6} {z}, zmm3, zmm2
	vfnmsub231pd	zmm7, zmm6, zmm5, {rn-sae}
	vfnmsub231pd	zmm10 {k7}, zmm9, zmm8, {rd-sae}
	vfnmsub231pd	zmm13 {k1} {z}, zmm12, zmm11, {ru-sae}
	vfnmsub231ph	xmm14, xmm17, xmmword ptr [r14 + rbp - 4096]
	vfnmsub231ph	xmm15, xmm18, xmmword ptr [r15 + 2032]
	vfnmsub231ph	xmm16, xmm19, xmmword ptr [rip + 2048]
	vfnmsub231ph	xmm17 {k2}, xmm20, xmmword ptr [rax + 2147483647]
	vfnmsub231ph	xmm18 {k3} {z}, xmm21, xmmword ptr [rcx - 2147483648]
	vfnmsub231ph	ymm19, ymm22, word ptr [rdx + 2*rsi]{1to16}
	vfnmsub231ph	ymm20, ymm23, word ptr [rbx - 256]{1to16}
	vfnmsub231ph	ymm21, ymm24, word ptr [rsp - 258]{1to16}
	vfnmsub231ph	ymm22 {k4}, ymm25, word ptr [rbp + 64]{1to16}
	vfnmsub231ph	ymm23 {k5} {z}, ymm26, word ptr [rsi - 64]{1to16}
	vfnmsub231ph	zmm25, zmm24, word ptr [rdi + 4*rdi + 1]{1to32}
	vfnmsub231ph	zmm27, zmm26, word ptr [r8 + 254]{1to32}
	vfnmsub231ph	zmm29, zmm28, word ptr [r9 + 256]{1to32}
	vfnmsub231ph	zmm31 {k6}, zmm30, word ptr [r10 - 1]{1to32}
	vfnmsub231ph	zmm1 {k7} {z}, zmm0, word ptr [r11 + 127]{1to32}
	vfnmsub231ph	xmm2, xmm27, word ptr [r12 + 8*r8 + 128]{1to8}
	vfnmsub231ph	xmm3, xmm28, word ptr [r13 - 256]{1to8}
	vfnmsub231ph	xmm4, xmm29, word ptr [r14 - 258]{1to8}
	vfnmsub231ph	xmm5 {k1}, xmm30, word ptr [r15 - 128]{1to8}
	vfnmsub231ph	xmm6 {k2} {z}, xmm31, word ptr [rip + 4096]{1to8}
	vfnmsub231ph	ymm7, ymm16, ymmword ptr [rax - 4096]
	vfnmsub231ph	ymm8, ymm17, ymmword ptr [rcx + 4064]
	vfnmsub231ph	ymm9, ymm18, ymmword ptr [rdx + 4096]
	vfnmsub231ph	ymm10 {k3}, ymm19, ymmword ptr [rbx + r9 + 2147483647]
	vfnmsub231ph	ymm11 {k4} {z}, ymm20, ymmword ptr [rsp - 2147483648]
	vfnmsub231ph	zmm13, zmm12, zmmword ptr [rbp]
	vfnmsub231ph	zmm15, zmm14, zmmword ptr [rsi - 8192]
	vfnmsub231ph	zmm17, zmm16, zmmword ptr [rdi - 8256]
	vfnmsub231ph	zmm19 {k5}, zmm18, zmmword ptr [r8 + 2*r10 + 64]
	vfnmsub231ph	zmm21 {k6} {z}, zmm20, zmmword ptr [r9 - 64]
	vfnmsub231ph	xmm23, xmm22, xmm21
	vfnmsub231ph	xmm25 {k7}, xmm24, xmm22
	vfnmsub231ph	xmm27 {k1} {z}, xmm26, xmm23
	vfnmsub231ph	ymm29, ymm28, ymm24
	vfnmsub231ph	ymm31 {k2}, ymm30, ymm25
	vfnmsub231ph	ymm1 {k3} {z}, ymm0, ymm26
	vfnmsub231ph	zmm4, zmm3, zmm2
	vfnmsub231ph	zmm7 {k4}, zmm6, zmm5
	vfnmsub231ph	zmm10 {k5} {z}, zmm9, zmm8
	vfnmsub231ph	zmm13, zmm12, zmm11, {rz-sae}
	vfnmsub231ph	zmm16 {k6}, zmm15, zmm14, {rn-sae}
	vfnmsub231ph	zmm19 {k7} {z}, zmm18, zmm17, {rd-sae}
	vfnmsub231ps	xmm20, xmm27, xmmword ptr [r10 + 1]
	vfnmsub231ps	xmm21, xmm28, xmmword ptr [r11 + 2032]
	vfnmsub231ps	xmm22, xmm29, xmmword ptr [r12 + 2048]
	vfnmsub231ps	xmm23 {k1}, xmm30, xmmword ptr [r13 + 4*r11 - 1]
	vfnmsub231ps	xmm24 {k2} {z}, xmm31, xmmword ptr [r14 + 127]
	vfnmsub231ps	ymm25, ymm16, ymmword ptr [r15 + 128]
	vfnmsub231ps	ymm26, ymm17, ymmword ptr [rip - 4096]
	vfnmsub231ps	ymm27, ymm18, ymmword ptr [rax - 4128]
	vfnmsub231ps	ymm28 {k3}, ymm19, ymmword ptr [rcx + 8*r12 - 128]
	vfnmsub231ps	ymm29 {k4} {z}, ymm20, ymmword ptr [rdx + 4096]
	vfnmsub231ps	zmm31, zmm30, dword ptr [rbx - 4096]{1to16}
	vfnmsub231ps	zmm1, zmm0, dword ptr [rsp + 508]{1to16}
	vfnmsub231ps	zmm3, zmm2, dword ptr [rbp + 512]{1to16}
	vfnmsub231ps	zmm5 {k5}, zmm4, dword ptr [rsi + r13 + 2147483647]{1to16}
	vfnmsub231ps	zmm7 {k6} {z}, zmm6, dword ptr [rdi - 2147483648]{1to16}
	vfnmsub231ps	xmm8, xmm21, dword ptr [r8]{1to4}
	vfnmsub231ps	xmm9, xmm22, dword ptr [r9 - 512]{1to4}
	vfnmsub231ps	xmm10, xmm23, dword ptr [r10 - 516]{1to4}
	vfnmsub231ps	xmm11 {k7}, xmm24, dword ptr [r11 + 2*r14 + 64]{1to4}
	vfnmsub231ps	xmm12 {k1} {z}, xmm25, dword ptr [r12 - 64]{1to4}
	vfnmsub231ps	ymm13, ymm26, dword ptr [r13 + 1]{1to8}
	vfnmsub231ps	ymm14, ymm27, dword ptr [r14 + 508]{1to8}
	vfnmsub231ps	ymm15, ymm28, dword ptr [r15 + 512]{1to8}
	vfnmsub231ps	ymm16 {k2}, ymm29, dword ptr [rip - 1]{1to8}
	vfnmsub231ps	ymm17 {k3} {z}, ymm30, dword ptr [rax + 4*r15 + 127]{1to8}
	vfnmsub231ps	zmm19, zmm18, zmmword ptr [rcx + 128]
	vfnmsub231ps	zmm21, zmm20, zmmword ptr [rdx - 8192]
	vfnmsub231ps	zmm23, zmm22, zmmword ptr [rbx - 8256]
	vfnmsub231ps	zmm25 {k4}, zmm24, zmmword ptr [rsp - 128]
	vfnmsub231ps	zmm27 {k5} {z}, zmm26, zmmword ptr [rbp + 8*rax + 4096]
	vfnmsub231ps	xmm29, xmm28, xmm31
	vfnmsub231ps	xmm31 {k6}, xmm30, xmm16
	vfnmsub231ps	xmm1 {k7} {z}, xmm0, xmm17
	vfnmsub231ps	ymm3, ymm2, ymm18
	vfnmsub231ps	ymm5 {k1}, ymm4, ymm19
	vfnmsub231ps	ymm7 {k2} {z}, ymm6, ymm20
	vfnmsub231ps	zmm10, zmm9, zmm8
	vfnmsub231ps	zmm13 {k3}, zmm12, zmm11
	vfnmsub231ps	zmm16 {k4} {z}, zmm15, zmm14
	vfnmsub231ps	zmm19, zmm18, zmm17, {ru-sae}
	vfnmsub231ps	zmm22 {k5}, zmm21, zmm20, {rz-sae}
	vfnmsub231ps	zmm25 {k6} {z}, zmm24, zmm23, {rn-sae}
	vfnmsub231sd	xmm26, xmm21, qword ptr [rsi - 4096]
	vfnmsub231sd	xmm27, xmm22, qword ptr [rdi + 1016]
	vfnmsub231sd	xmm28, xmm23, qword ptr [r8 + 1024]
	vfnmsub231sd	xmm29 {k7}, xmm24, qword ptr [r9 + 2147483647]
	vfnmsub231sd	xmm30 {k1} {z}, xmm25, qword ptr [r10 + rcx - 2147483648]
	vfnmsub231sd	xmm0, xmm31, xmm26
	vfnmsub231sd	xmm2 {k2}, xmm1, xmm27
	vfnmsub231sd	xmm4 {k3} {z}, xmm3, xmm28
	vfnmsub231sd	xmm6, xmm5, xmm29, {rd-sae}
	vfnmsub231sd	xmm8 {k4}, xmm7, xmm30, {ru-sae}
	vfnmsub231sd	xmm10 {k5} {z}, xmm9, xmm31, {rz-sae}
	vfnmsub231sh	xmm11, xmm16, word ptr [r11]
	vfnmsub231sh	xmm12, xmm17, word ptr [r12 - 256]
	vfnmsub231sh	xmm13, xmm18, word ptr [r13 - 258]
	vfnmsub231sh	xmm14 {k6}, xmm19, word ptr [r14 + 64]
	vfnmsub231sh	xmm15 {k7} {z}, xmm20, word ptr [r15 + 2*rdx - 64]
	vfnmsub231sh	xmm17, xmm16, xmm21
	vfnmsub231sh	xmm19 {k1}, xmm18, xmm22
	vfnmsub231sh	xmm21 {k2} {z}, xmm20, xmm23
	vfnmsub231sh	xmm23, xmm22, xmm24, {rn-sae}
	vfnmsub231sh	xmm26 {k3}, xmm24, xmm25, {rd-sae}
	vfnmsub231sh	xmm28 {k4} {z}, xmm27, xmm26, {ru-sae}
	vfnmsub231ss	xmm29, xmm27, dword ptr [rip + 1]
	vfnmsub231ss	xmm30, xmm28, dword ptr [rax + 508]
	vfnmsub231ss	xmm31, xmm29, dword ptr [rcx + 512]
	vfnmsub231ss	xmm0 {k5}, xmm30, dword ptr [rdx - 1]
	vfnmsub231ss	xmm1 {k6} {z}, xmm31, dword ptr [rbx + 127]
	vfnmsub231ss	xmm3, xmm2, xmm16
	vfnmsub231ss	xmm5 {k7}, xmm4, xmm17
	vfnmsub231ss	xmm7 {k1} {z}, xmm6, xmm18
	vfnmsub231ss	xmm9, xmm8, xmm19, {rz-sae}
	vfnmsub231ss	xmm11 {k2}, xmm10, xmm20, {rn-sae}
	vfnmsub231ss	xmm13 {k3} {z}, xmm12, xmm21, {rd-sae}
	vfpclasspd	k0, qword ptr [rsp + 4*rbx + 128]{1to2}, 127
	vfpclasspd	k1, qword ptr [rbp - 1024]{1to2}, 255
	vfpclasspd	k2, qword ptr [rsi - 1032]{1to2}, 3
	vfpclasspd	k3 {k4}, qword ptr [rdi - 128]{1to2}, 128
	vfpclasspd	k4, qword ptr [r8 + 4096]{1to4}, 64
	vfpclasspd	k5, qword ptr [r9 + 1016]{1to4}, 17
	vfpclasspd	k6, qword ptr [r10 + 1024]{1to4}, 0
	vfpclasspd	k7 {k5}, qword ptr [r11 + 8*rbp - 4096]{1to4}, 1
	vfpclasspd	k0, qword ptr [r12 + 2147483647]{1to8}, 127
	vfpclasspd	k1, qword ptr [r13 - 1024]{1to8}, 255
	vfpclasspd	k2, qword ptr [r14 - 1032]{1to8}, 3
	vfpclasspd	k3 {k6}, qword ptr [r15 - 2147483648]{1to8}, 128
	vfpclasspd	k4, xmm22, 64
	vfpclasspd	k5 {k7}, xmm23, 17
	vfpclasspd	k6, ymm24, 0
	vfpclasspd	k7 {k1}, ymm25, 1
	vfpclasspd	k0, zmm14, 127
	vfpclasspd	k1 {k2}, zmm15, 255
	{evex}	vfpclasspd	k2, xmmword ptr [rip], 3
	{evex}	vfpclasspd	k3, xmmword ptr [rax + 2032], 128
	{evex}	vfpclasspd	k4, xmmword ptr [rcx + 2048], 64
	vfpclasspd	k5 {k3}, xmmword ptr [rdx + rsi + 64], 17
	{evex}	vfpclasspd	k6, ymmword ptr [rbx - 64], 0
	{evex}	vfpclasspd	k7, ymmword ptr [rsp - 4096], 1
	{evex}	vfpclasspd	k0, ymmword ptr [rbp - 4128], 127
	vfpclasspd	k1 {k4}, ymmword ptr [rsi + 1], 255
	{evex}	vfpclasspd	k2, zmmword ptr [rdi + 2*rdi - 1], 3
	{evex}	vfpclasspd	k3, zmmword ptr [r8 + 8128], 128
	{evex}	vfpclasspd	k4, zmmword ptr [r9 + 8192], 64
	vfpclasspd	k5 {k5}, zmmword ptr [r10 + 127], 17
	vfpclassph	k6, word ptr [r11 + 128]{1to16}, 0
	vfpclassph	k7, word ptr [r12 - 256]{1to16}, 1
	vfpclassph	k0, word ptr [r13 - 258]{1to16}, 127
	vfpclassph	k1 {k6}, word ptr [r14 + 4*r8 - 128]{1to16}, 255
	vfpclassph	k2, word ptr [r15 + 4096]{1to32}, 3
	vfpclassph	k3, word ptr [rip + 254]{1to32}, 128
	vfpclassph	k4, word ptr [rax + 256]{1to32}, 64
	vfpclassph	k5 {k7}, word ptr [rcx - 4096]{1to32}, 17
	vfpclassph	k6, word ptr [rdx + 8*r9 + 2147483647]{1to8}, 0
	vfpclassph	k7, word ptr [rbx - 256]{1to8}, 1
	vfpclassph	k0, word ptr [rsp - 258]{1to8}, 127
	vfpclassph	k1 {k1}, word ptr [rbp - 2147483648]{1to8}, 255
	vfpclassph	k2, xmm26, 3
	vfpclassph	k3 {k2}, xmm27, 128
	vfpclassph	k4, ymm28, 64
	vfpclassph	k5 {k3}, ymm29, 17
	vfpclassph	k6, zmm16, 0
	vfpclassph	k7 {k4}, zmm17, 1
	{evex}	vfpclassph	k0, xmmword ptr [rsi], 127
	{evex}	vfpclassph	k1, xmmword ptr [rdi + 2032], 255
	{evex}	vfpclassph	k2, xmmword ptr [r8 + 2048], 3
	vfpclassph	k3 {k5}, xmmword ptr [r9 + r10 + 64], 128
	{evex}	vfpclassph	k4, ymmword ptr [r10 - 64], 64
	{evex}	vfpclassph	k5, ymmword ptr [r11 - 4096], 17
	{evex}	vfpclassph	k6, ymmword ptr [r12 - 4128], 0
	vfpclassph	k7 {k6}, ymmword ptr [r13 + 1], 1
	{evex}	vfpclassph	k0, zmmword ptr [r14 + 2*r11 - 1], 127
	{evex}	vfpclassph	k1, zmmword ptr [r15 + 8128], 255
	{evex}	vfpclassph	k2, zmmword ptr [rip + 8192], 3
	vfpclassph	k3 {k7}, zmmword ptr [rax + 127], 128
	vfpclassps	k4, dword ptr [rcx + 128]{1to16}, 64
	vfpclassps	k5, dword ptr [rdx - 512]{1to16}, 17
	vfpclassps	k6, dword ptr [rbx - 516]{1to16}, 0
	vfpclassps	k7 {k1}, dword ptr [rsp + 4*r12 - 128]{1to16}, 1
	vfpclassps	k0, dword ptr [rbp + 4096]{1to4}, 127
	vfpclassps	k1, dword ptr [rsi + 508]{1to4}, 255
	vfpclassps	k2, dword ptr [rdi + 512]{1to4}, 3
	vfpclassps	k3 {k2}, dword ptr [r8 - 4096]{1to4}, 128
	vfpclassps	k4, dword ptr [r9 + 8*r13 + 2147483647]{1to8}, 64
	vfpclassps	k5, dword ptr [r10 - 512]{1to8}, 17
	vfpclassps	k6, dword ptr [r11 - 516]{1to8}, 0
	vfpclassps	k7 {k3}, dword ptr [r12 - 2147483648]{1to8}, 1
	vfpclassps	k0, xmm30, 127
	vfpclassps	k1 {k4}, xmm31, 255
	vfpclassps	k2, ymm16, 3
	vfpclassps	k3 {k5}, ymm17, 128
	vfpclassps	k4, zmm18, 64
	vfpclassps	k5 {k6}, zmm19, 17
	{evex}	vfpclassps	k6, xmmword ptr [r13], 0
	{evex}	vfpclassps	k7, xmmword ptr [r14 + 2032], 1
	{evex}	vfpclassps	k0, xmmword ptr [r15 + 2048], 127
	vfpclassps	k1 {k7}, xmmword ptr [rip + 64], 255
	{evex}	vfpclassps	k2, ymmword ptr [rax + r14 - 64], 3
	{evex}	vfpclassps	k3, ymmword ptr [rcx - 4096], 128
	{evex}	vfpclassps	k4, ymmword ptr [rdx - 4128], 64
	vfpclassps	k5 {k1}, ymmword ptr [rbx + 1], 17
	{evex}	vfpclassps	k6, zmmword ptr [rsp - 1], 0
	{evex}	vfpclassps	k7, zmmword ptr [rbp + 8128], 1
	{evex}	vfpclassps	k0, zmmword ptr [rsi + 8192], 127
	vfpclassps	k1 {k2}, zmmword ptr [rdi + 2*r15 + 127], 255
	{evex}	vfpclasssd	k2, qword ptr [r8 + 128], 3
	{evex}	vfpclasssd	k3, qword ptr [r9 - 1024], 128
	{evex}	vfpclasssd	k4, qword ptr [r10 - 1032], 64
	vfpclasssd	k5 {k3}, qword ptr [r11 - 128], 17
	vfpclasssd	k6, xmm18, 0
	vfpclasssd	k7 {k4}, xmm19, 1
	{evex}	vfpclasssh	k0, word ptr [r12 + 4*rax + 4096], 127
	{evex}	vfpclasssh	k1, word ptr [r13 + 254], 255
	{evex}	vfpclasssh	k2, word ptr [r14 + 256], 3
	vfpclasssh	k3 {k5}, word ptr [r15 - 4096], 128
	vfpclasssh	k4, xmm20, 64
	vfpclasssh	k5 {k6}, xmm21, 17
	{evex}	vfpclassss	k6, dword ptr [rip + 2147483647], 0
	{evex}	vfpclassss	k7, dword ptr [rax - 512], 1
	{evex}	vfpclassss	k0, dword ptr [rcx - 516], 127
	vfpclassss	k1 {k7}, dword ptr [rdx - 2147483648], 255
	vfpclassss	k2, xmm22, 3
	vfpclassss	k3 {k1}, xmm23, 128
