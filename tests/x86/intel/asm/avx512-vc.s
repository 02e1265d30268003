	.intel_syntax noprefix
	.text
	vcmpeqpd	k0, xmm16, xmmword ptr [rax]
	vcmpltpd	k1, xmm17, xmmword ptr [rcx - 2048]
	vcmppd	k2, xmm18, xmmword ptr [rdx - 2064], 127
	vcmppd	k3 {k1}, xmm19, xmmword ptr [rbx + rax + 64], 255
	vcmpunordpd	k4, ymm20, ymmword ptr [rsp - 64]
	vcmppd	k5, ymm21, ymmword ptr [rbp + 4064], 128
	vcmppd	k6, ymm22, ymmword ptr [rsi + 4096], 64
	vcmplt_oqpd	k7 {k2}, ymm23, ymmword ptr [rdi + 1]
	vcmpeqpd	k0, zmm0, zmmword ptr [r8 + 2*rcx - 1]
	vcmpltpd	k1, zmm1, zmmword ptr [r9 - 8192]
	vcmppd	k2, zmm2, zmmword ptr [r10 - 8256], 127
	vcmppd	k3 {k3}, zmm3, zmmword ptr [r11 + 127], 255
	vcmpunordpd	k4, xmm24, qword ptr [r12 + 128]{1to2}
	vcmppd	k5, xmm25, qword ptr [r13 + 1016]{1to2}, 128
	vcmppd	k6, xmm26, qword ptr [r14 + 1024]{1to2}, 64
	vcmplt_oqpd	k7 {k4}, xmm27, qword ptr [r15 + 4*rdx - 128]{1to2}
	vcmpeqpd	k0, ymm28, qword ptr [rip + 4096]{1to4}
	vcmpltpd	k1, ymm29, qword ptr [rax - 1024]{1to4}
	vcmppd	k2, ymm30, qword ptr [rcx - 1032]{1to4}, 127
	vcmppd	k3 {k5}, ymm31, qword ptr [rdx - 4096]{1to4}, 255
	vcmpunordpd	k4, zmm4, qword ptr [rbx + 2147483647]{1to8}
	vcmppd	k5, zmm5, qword ptr [rsp + 1016]{1to8}, 128
	vcmppd	k6, zmm6, qword ptr [rbp + 1024]{1to8}, 64
	vcmplt_oqpd	k7 {k6}, zmm7, qword ptr [rsi + 8*rbx - 2147483648]{1to8}
	vcmpeqpd	k0, xmm8, xmm16
	vcmpltpd	k1 {k7}, xmm9, xmm17
	vcmppd	k2, ymm10, ymm18, 127
	vcmppd	k3 {k1}, ymm11, ymm19, 255
	vcmpunordpd	k4, zmm13, zmm12
	vcmppd	k5 {k2}, zmm15, zmm14, 128
	vcmppd	k6, zmm17, zmm16, {sae}, 64
	vcmplt_oqpd	k7 {k3}, zmm19, zmm18, {sae}
	vcmpeqph	k0, xmm20, xmmword ptr [rdi]
	vcmpltph	k1, xmm21, xmmword ptr [r8 - 2048]
	vcmpph	k2, xmm22, xmmword ptr [r9 - 2064], 127
	vcmpph	k3 {k4}, xmm23, xmmword ptr [r10 + 64], 255
	vcmpunordph	k4, ymm24, word ptr [r11 + rbp - 64]{1to16}
	vcmpph	k5, ymm25, word ptr [r12 + 254]{1to16}, 128
	vcmpph	k6, ymm26, word ptr [r13 + 256]{1to16}, 64
	vcmplt_oqph	k7 {k5}, ymm27, word ptr [r14 + 1]{1to16}
	vcmpeqph	k0, zmm20, word ptr [r15 - 1]{1to32}
	vcmpltph	k1, zmm21, word ptr [rip - 256]{1to32}
	vcmpph	k2, zmm22, word ptr [rax - 258]{1to32}, 127
	vcmpph	k3 {k6}, zmm23, word ptr [rcx + 2*rsi + 127]{1to32}, 255
	vcmpunordph	k4, xmm28, word ptr [rdx + 128]{1to8}
	vcmpph	k5, xmm29, word ptr [rbx + 254]{1to8}, 128
	vcmpph	k6, xmm30, word ptr [rsp + 256]{1to8}, 64
	vcmplt_oqph	k7 {k7}, xmm31, word ptr [rbp - 128]{1to8}
	vcmpeqph	k0, ymm16, ymmword ptr [rsi + 4*rdi + 4096]
	vcmpltph	k1, ymm17, ymmword ptr [rdi - 4096]
	vcmpph	k2, ymm18, ymmword ptr [r8 - 4128], 127
	vcmpph	k3 {k1}, ymm19, ymmword ptr [r9 - 4096], 255
	vcmpunordph	k4, zmm24, zmmword ptr [r10 + 2147483647]
	vcmpph	k5, zmm25, zmmword ptr [r11 + 8128], 128
	vcmpph	k6, zmm26, zmmword ptr [r12 + 8192], 64
	vcmplt_oqph	k7 {k2}, zmm27, zmmword ptr [r13 + 8*r8 - 2147483648]
	vcmpeqph	k0, xmm28, xmm20
	vcmpltph	k1 {k3}, xmm29, xmm21
	vcmpph	k2, ymm30, ymm22, 127
	vcmpph	k3 {k4}, ymm31, ymm23, 255
	vcmpunordph	k4, zmm1, zmm0
	vcmpph	k5 {k5}, zmm3, zmm2, 128
	vcmpph	k6, zmm5, zmm4, {sae}, 64
	vcmplt_oqph	k7 {k6}, zmm7, zmm6, {sae}
	vcmpeqps	k0, xmm24, xmmword ptr [r14]
	vcmpltps	k1, xmm25, xmmword ptr [r15 - 2048]
	vcmpps	k2, xmm26, xmmword ptr [rip - 2064], 127
	vcmpps	k3 {k7}, xmm27, xmmword ptr [rax + 64], 255
	vcmpunordps	k4, ymm28, ymmword ptr [rcx + r9 - 64]
	vcmpps	k5, ymm29, ymmword ptr [rdx + 4064], 128
	vcmpps	k6, ymm30, ymmword ptr [rbx + 4096], 64
	vcmplt_oqps	k7 {k1}, ymm31, ymmword ptr [rsp + 1]
	vcmpeqps	k0, zmm8, dword ptr [rbp - 1]{1to16}
	vcmpltps	k1, zmm9, dword ptr [rsi - 512]{1to16}
	vcmpps	k2, zmm10, dword ptr [rdi - 516]{1to16}, 127
	vcmpps	k3 {k2}, zmm11, dword ptr [r8 + 2*r10 + 127]{1to16}, 255
	vcmpunordps	k4, xmm16, dword ptr [r9 + 128]{1to4}
	vcmpps	k5, xmm17, dword ptr [r10 + 508]{1to4}, 128
	vcmpps	k6, xmm18, dword ptr [r11 + 512]{1to4}, 64
	vcmplt_oqps	k7 {k3}, xmm19, dword ptr [r12 - 128]{1to4}
	vcmpeqps	k0, ymm20, dword ptr [r13 + 4*r11 + 4096]{1to8}
	vcmpltps	k1, ymm21, dword ptr [r14 - 512]{1to8}
	vcmpps	k2, ymm22, dword ptr [r15 - 516]{1to8}, 127
	vcmpps	k3 {k4}, ymm23, dword ptr [rip - 4096]{1to8}, 255
	vcmpunordps	k4, zmm12, zmmword ptr [rax + 2147483647]
	vcmpps	k5, zmm13, zmmword ptr [rcx + 8128], 128
	vcmpps	k6, zmm14, zmmword ptr [rdx + 8192], 64
	vcmplt_oqps	k7 {k5}, zmm15, zmmword ptr [rbx - 2147483648]
	vcmpeqps	k0, xmm16, xmm24
	vcmpltps	k1 {k6}, xmm17, xmm25
	vcmpps	k2, ymm18, ymm26, 127
	vcmpps	k3 {k7}, ymm19, ymm27, 255
	vcmpunordps	k4, zmm21, zmm20
	vcmpps	k5 {k1}, zmm23, zmm22, 128
	vcmpps	k6, zmm25, zmm24, {sae}, 64
	vcmplt_oqps	k7 {k2}, zmm27, zmm26, {sae}
	vcmpeqsd	k0, xmm28, qword ptr [rsp + 8*r12]
	vcmpltsd	k1, xmm29, qword ptr [rbp - 1024]
	vcmpsd	k2, xmm30, qword ptr [rsi - 1032], 127
	vcmpsd	k3 {k3}, xmm31, qword ptr [rdi + 64], 255
	vcmpunordsd	k4, xmm28, xmm16
	vcmpsd	k5 {k4}, xmm29, xmm17, 128
	vcmpsd	k6, xmm30, xmm18, {sae}, 64
	vcmplt_oqsd	k7 {k5}, xmm31, xmm19, {sae}
	vcmpeqsh	k0, xmm20, word ptr [r8 - 64]
	vcmpltsh	k1, xmm21, word ptr [r9 + 254]
	vcmpsh	k2, xmm22, word ptr [r10 + 256], 127
	vcmpsh	k3 {k6}, xmm23, word ptr [r11 + r13 + 1], 255
	vcmpunordsh	k4, xmm0, xmm24
	vcmpsh	k5 {k7}, xmm1, xmm25, 128
	vcmpsh	k6, xmm2, xmm26, {sae}, 64
	vcmplt_oqsh	k7 {k1}, xmm3, xmm27, {sae}
	vcmpeqss	k0, xmm28, dword ptr [r12 - 1]
	vcmpltss	k1, xmm29, dword ptr [r13 - 512]
	vcmpss	k2, xmm30, dword ptr [r14 - 516], 127
	vcmpss	k3 {k2}, xmm31, dword ptr [r15 + 127], 255
	vcmpunordss	k4, xmm4, xmm16
	vcmpss	k5 {k3}, xmm5, xmm17, 128
	vcmpss	k6, xmm6, xmm18, {sae}, 64
	vcmplt_oqss	k7 {k4}, xmm7, xmm19, {sae}
	vcomisd	xmm20, qword ptr [rip + 128]
	vcomisd	xmm21, qword ptr [rax + 1016]
	vcomisd	xmm22, qword ptr [rcx + 1024]
	vcomisd	xmm8, xmm23
	vcomisd	xmm9, xmm24, {sae}
	vcomish	xmm25, word ptr [rdx + 2*r14 - 128]
	vcomish	xmm26, word ptr [rbx - 256]
	vcomish	xmm27, word ptr [rsp - 258]
	vcomish	xmm10, xmm28
	vcomish	xmm11, xmm29, {sae}
	vcomiss	xmm30, dword ptr [rbp + 4096]
	vcomiss	xmm31, dword ptr [rsi + 508]
	vcomiss	xmm16, dword ptr [rdi + 512]
	vcomiss	xmm12, xmm17
	vcomiss	xmm13, xmm18, {sae}
	vcompresspd	xmmword ptr [r8 - 4096], xmm19
	vcompresspd	xmmword ptr [r9 - 2048], xmm20
	vcompresspd	xmmword ptr [r10 - 2064], xmm21
	vcompresspd	xmmword ptr [r11 + 4*r15 + 2147483647] {k5}, xmm22
	vcompresspd	xmm14, xmm23
	vcompresspd	xmm15 {k6}, xmm24
	vcompresspd	xmm16 {k7} {z}, xmm25
	vcompresspd	ymmword ptr [r12 - 2147483648], ymm26
	vcompresspd	ymmword ptr [r13 + 4064], ymm27
	vcompresspd	ymmword ptr [r14 + 4096], ymm28
	vcompresspd	ymmword ptr [r15] {k1}, ymm29
	vcompresspd	ymm17, ymm30
	vcompresspd	ymm18 {k2}, ymm31
	vcompresspd	ymm19 {k3} {z}, ymm16
	vcompresspd	zmmword ptr [rip + 64], zmm20
	vcompresspd	zmmword ptr [rax - 8192], zmm21
	vcompresspd	zmmword ptr [rcx - 8256], zmm22
	vcompresspd	zmmword ptr [rdx + 8*rax - 64] {k4}, zmm23
	vcompresspd	zmm25, zmm24
	vcompresspd	zmm27 {k5}, zmm26
	vcompresspd	zmm29 {k6} {z}, zmm28
	vcompressps	xmmword ptr [rbx + 1], xmm17
	vcompressps	xmmword ptr [rsp + 2032], xmm18
	vcompressps	xmmword ptr [rbp + 2048], xmm19
	vcompressps	xmmword ptr [rsi - 1] {k7}, xmm20
	vcompressps	xmm30, xmm21
	vcompressps	xmm31 {k1}, xmm22
	vcompressps	xmm0 {k2} {z}, xmm23
	vcompressps	ymmword ptr [rdi + rcx + 127], ymm24
	vcompressps	ymmword ptr [r8 - 4096], ymm25
	vcompressps	ymmword ptr [r9 - 4128], ymm26
	vcompressps	ymmword ptr [r10 + 128] {k3}, ymm27
	vcompressps	ymm1, ymm28
	vcompressps	ymm2 {k4}, ymm29
	vcompressps	ymm3 {k5} {z}, ymm30
	vcompressps	zmmword ptr [r11 - 128], zmm4
	vcompressps	zmmword ptr [r12 + 8128], zmm5
	vcompressps	zmmword ptr [r13 + 8192], zmm6
	vcompressps	zmmword ptr [r14 + 2*rdx + 4096] {k6}, zmm7
	vcompressps	zmm9, zmm8
	vcompressps	zmm11 {k7}, zmm10
	vcompressps	zmm13 {k1} {z}, zmm12
