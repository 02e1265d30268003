	.intel_syntax noprefix
	.text
	vexp2pd	zmm0, zmmword ptr [rax]
	vexp2pd	zmm1, zmmword ptr [rcx - 8192]
	vexp2pd	zmm2, zmmword ptr [rdx - 8256]
	vexp2pd	zmm3 {k1}, zmmword ptr [rbx + rax + 64]
	vexp2pd	zmm4 {k2} {z}, zmmword ptr [rsp - 64]
	vexp2pd	zmm5, qword ptr [rbp + 1]{1to8}
	vexp2pd	zmm6, qword ptr [rsi + 1016]{1to8}
	vexp2pd	zmm7, qword ptr [rdi + 1024]{1to8}
	vexp2pd	zmm8 {k3}, qword ptr [r8 + 2*rcx - 1]{1to8}
	vexp2pd	zmm9 {k4} {z}, qword ptr [r9 + 127]{1to8}
	vexp2pd	zmm11, zmm10
	vexp2pd	zmm13 {k5}, zmm12
	vexp2pd	zmm15 {k6} {z}, zmm14
	vexp2pd	zmm17, zmm16, {sae}
	vexp2pd	zmm19 {k7}, zmm18, {sae}
	vexp2pd	zmm21 {k1} {z}, zmm20, {sae}
	vexp2ps	zmm22, dword ptr [r10 + 128]{1to16}
	vexp2ps	zmm23, dword ptr [r11 - 512]{1to16}
	vexp2ps	zmm24, dword ptr [r12 - 516]{1to16}
	vexp2ps	zmm25 {k2}, dword ptr [r13 + 4*rdx - 128]{1to16}
	vexp2ps	zmm26 {k3} {z}, dword ptr [r14 + 4096]{1to16}
	vexp2ps	zmm27, zmmword ptr [r15 - 4096]
	vexp2ps	zmm28, zmmword ptr [rip + 8128]
	vexp2ps	zmm29, zmmword ptr [rax + 8192]
	vexp2ps	zmm30 {k4}, zmmword ptr [rcx + 8*rbx + 2147483647]
	vexp2ps	zmm31 {k5} {z}, zmmword ptr [rdx - 2147483648]
	vexp2ps	zmm1, zmm0
	vexp2ps	zmm3 {k6}, zmm2
	vexp2ps	zmm5 {k7} {z}, zmm4
	vexp2ps	zmm7, zmm6, {sae}
	vexp2ps	zmm9 {k1}, zmm8, {sae}
	vexp2ps	zmm11 {k2} {z}, zmm10, {sae}
	vexpandpd	xmm16, xmmword ptr [rbx]
	vexpandpd	xmm17, xmmword ptr [rsp - 2048]
	vexpandpd	xmm18, xmmword ptr [rbp - 2064]
	vexpandpd	xmm19 {k3}, xmmword ptr [rsi + rbp + 64]
	vexpandpd	xmm20 {k4} {z}, xmmword ptr [rdi - 64]
	vexpandpd	ymm21, ymmword ptr [r8 + 1]
	vexpandpd	ymm22, ymmword ptr [r9 + 4064]
	vexpandpd	ymm23, ymmword ptr [r10 + 4096]
	vexpandpd	ymm24 {k5}, ymmword ptr [r11 + 2*rsi - 1]
	vexpandpd	ymm25 {k6} {z}, ymmword ptr [r12 + 127]
	vexpandpd	zmm12, zmmword ptr [r13 + 128]
	vexpandpd	zmm13, zmmword ptr [r14 - 8192]
	vexpandpd	zmm14, zmmword ptr [r15 - 8256]
	vexpandpd	zmm15 {k7}, zmmword ptr [rip - 128]
	vexpandpd	zmm16 {k1} {z}, zmmword ptr [rax + 4*rdi + 4096]
	vexpandpd	xmm17, xmm26
	vexpandpd	xmm18 {k2}, xmm27
	vexpandpd	xmm19 {k3} {z}, xmm28
	vexpandpd	ymm20, ymm29
	vexpandpd	ymm21 {k4}, ymm30
	vexpandpd	ymm22 {k5} {z}, ymm31
	vexpandpd	zmm24, zmm23
	vexpandpd	zmm26 {k6}, zmm25
	vexpandpd	zmm28 {k7} {z}, zmm27
	vexpandps	xmm16, xmmword ptr [rcx - 4096]
	vexpandps	xmm17, xmmword ptr [rdx + 2032]
	vexpandps	xmm18, xmmword ptr [rbx + 2048]
	vexpandps	xmm19 {k1}, xmmword ptr [rsp + 2147483647]
	vexpandps	xmm20 {k2} {z}, xmmword ptr [rbp + 8*r8 - 2147483648]
	vexpandps	ymm21, ymmword ptr [rsi]
	vexpandps	ymm22, ymmword ptr [rdi - 4096]
	vexpandps	ymm23, ymmword ptr [r8 - 4128]
	vexpandps	ymm24 {k3}, ymmword ptr [r9 + 64]
	vexpandps	ymm25 {k4} {z}, ymmword ptr [r10 + r9 - 64]
	vexpandps	zmm29, zmmword ptr [r11 + 1]
	vexpandps	zmm30, zmmword ptr [r12 + 8128]
	vexpandps	zmm31, zmmword ptr [r13 + 8192]
	vexpandps	zmm0 {k5}, zmmword ptr [r14 - 1]
	vexpandps	zmm1 {k6} {z}, zmmword ptr [r15 + 2*r10 + 127]
	vexpandps	xmm2, xmm26
	vexpandps	xmm3 {k7}, xmm27
	vexpandps	xmm4 {k1} {z}, xmm28
	vexpandps	ymm5, ymm29
	vexpandps	ymm6 {k2}, ymm30
	vexpandps	ymm7 {k3} {z}, ymm31
	vexpandps	zmm9, zmm8
	vexpandps	zmm11 {k4}, zmm10
	vexpandps	zmm13 {k5} {z}, zmm12
	vextractf32x4	xmmword ptr [rip + 128], ymm16, 0
	vextractf32x4	xmmword ptr [rax - 2048], ymm17, 1
	vextractf32x4	xmmword ptr [rcx - 2064], ymm18, 127
	vextractf32x4	xmmword ptr [rdx - 128] {k6}, ymm19, 255
	vextractf32x4	xmm14, ymm20, 3
	vextractf32x4	xmm15 {k7}, ymm21, 128
	vextractf32x4	xmm16 {k1} {z}, ymm22, 64
	vextractf32x4	xmmword ptr [rbx + 4096], zmm17, 17
	vextractf32x4	xmmword ptr [rsp + 2032], zmm18, 0
	vextractf32x4	xmmword ptr [rbp + 2048], zmm19, 1
	vextractf32x4	xmmword ptr [rsi + 4*r11 - 4096] {k2}, zmm20, 127
	vextractf32x4	xmm23, zmm21, 255
	vextractf32x4	xmm24 {k3}, zmm22, 3
	vextractf32x4	xmm25 {k4} {z}, zmm23, 128
	vextractf32x8	ymmword ptr [rdi + 2147483647], zmm24, 64
	vextractf32x8	ymmword ptr [r8 - 4096], zmm25, 17
	vextractf32x8	ymmword ptr [r9 - 4128], zmm26, 0
	vextractf32x8	ymmword ptr [r10 - 2147483648] {k5}, zmm27, 1
	vextractf32x8	ymm26, zmm28, 127
	vextractf32x8	ymm27 {k6}, zmm29, 255
	vextractf32x8	ymm28 {k7} {z}, zmm30, 3
	vextractf64x2	xmmword ptr [r11 + 8*r12], ymm29, 128
	vextractf64x2	xmmword ptr [r12 + 2032], ymm30, 64
	vextractf64x2	xmmword ptr [r13 + 2048], ymm31, 17
	vextractf64x2	xmmword ptr [r14 + 64] {k1}, ymm16, 0
	vextractf64x2	xmm31, ymm17, 1
	vextractf64x2	xmm0 {k2}, ymm18, 127
	vextractf64x2	xmm1 {k3} {z}, ymm19, 255
	vextractf64x2	xmmword ptr [r15 - 64], zmm2, 3
	vextractf64x2	xmmword ptr [rip - 2048], zmm3, 128
	vextractf64x2	xmmword ptr [rax - 2064], zmm4, 64
	vextractf64x2	xmmword ptr [rcx + r13 + 1] {k4}, zmm5, 17
	vextractf64x2	xmm20, zmm6, 0
	vextractf64x2	xmm21 {k5}, zmm7, 1
	vextractf64x2	xmm22 {k6} {z}, zmm8, 127
	vextractf64x4	ymmword ptr [rdx - 1], zmm9, 255
	vextractf64x4	ymmword ptr [rbx + 4064], zmm10, 3
	vextractf64x4	ymmword ptr [rsp + 4096], zmm11, 128
	vextractf64x4	ymmword ptr [rbp + 127] {k7}, zmm12, 64
	vextractf64x4	ymm23, zmm13, 17
	vextractf64x4	ymm24 {k1}, zmm14, 0
	vextractf64x4	ymm25 {k2} {z}, zmm15, 1
	vextracti32x4	xmmword ptr [rsi + 2*r14 + 128], ymm26, 127
	vextracti32x4	xmmword ptr [rdi - 2048], ymm27, 255
	vextracti32x4	xmmword ptr [r8 - 2064], ymm28, 3
	vextracti32x4	xmmword ptr [r9 - 128] {k3}, ymm29, 128
	vextracti32x4	xmm16, ymm30, 64
	vextracti32x4	xmm17 {k4}, ymm31, 17
	vextracti32x4	xmm18 {k5} {z}, ymm16, 0
	vextracti32x4	xmmword ptr [r10 + 4096], zmm19, 1
	vextracti32x4	xmmword ptr [r11 + 2032], zmm20, 127
	vextracti32x4	xmmword ptr [r12 + 2048], zmm21, 255
	vextracti32x4	xmmword ptr [r13 + 4*r15 - 4096] {k6}, zmm22, 3
	vextracti32x4	xmm17, zmm23, 128
	vextracti32x4	xmm18 {k7}, zmm24, 64
	vextracti32x4	xmm19 {k1} {z}, zmm25, 17
	vextracti32x8	ymmword ptr [r14 + 2147483647], zmm26, 0
	vextracti32x8	ymmword ptr [r15 - 4096], zmm27, 1
	vextracti32x8	ymmword ptr [rip - 4128], zmm28, 127
	vextracti32x8	ymmword ptr [rax - 2147483648] {k2}, zmm29, 255
	vextracti32x8	ymm20, zmm30, 3
	vextracti32x8	ymm21 {k3}, zmm31, 128
	vextracti32x8	ymm22 {k4} {z}, zmm0, 64
	vextracti64x2	xmmword ptr [rcx + 8*rax], ymm23, 17
	vextracti64x2	xmmword ptr [rdx + 2032], ymm24, 0
	vextracti64x2	xmmword ptr [rbx + 2048], ymm25, 1
	vextracti64x2	xmmword ptr [rsp + 64] {k5}, ymm26, 127
	vextracti64x2	xmm1, ymm27, 255
	vextracti64x2	xmm2 {k6}, ymm28, 3
	vextracti64x2	xmm3 {k7} {z}, ymm29, 128
	vextracti64x2	xmmword ptr [rbp - 64], zmm4, 64
	vextracti64x2	xmmword ptr [rsi - 2048], zmm5, 17
	vextracti64x2	xmmword ptr [rdi - 2064], zmm6, 0
	vextracti64x2	xmmword ptr [r8 + rcx + 1] {k1}, zmm7, 1
	vextracti64x2	xmm30, zmm8, 127
	vextracti64x2	xmm31 {k2}, zmm9, 255
	vextracti64x2	xmm16 {k3} {z}, zmm10, 3
	vextracti64x4	ymmword ptr [r9 - 1], zmm11, 128
	vextracti64x4	ymmword ptr [r10 + 4064], zmm12, 64
	vextracti64x4	ymmword ptr [r11 + 4096], zmm13, 17
	vextracti64x4	ymmword ptr [r12 + 127] {k4}, zmm14, 0
	vextracti64x4	ymm17, zmm15, 1
	vextracti64x4	ymm18 {k5}, zmm16, 127
	vextracti64x4	ymm19 {k6} {z}, zmm17, 255
	vextractps	dword ptr [r13 + 2*rdx + 128], xmm20, 3
	vextractps	dword ptr [r14 - 512], xmm21, 128
	vextractps	dword ptr [r15 - 516], xmm22, 64
	vextractps	eax, xmm23, 17
