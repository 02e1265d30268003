	.intel_syntax noprefix
	.text
	vcvtdq2ph	xmm16, dword ptr [rax]{1to4}
	vcvtdq2ph	xmm17, dword ptr [rcx - 1024]{1to4}
	vcvtdq2ph	xmm18, dword ptr [rdx - 1032]{1to4}
	vcvtdq2ph	xmm19 {k1}, dword ptr [rbx + rax + 64]{1to4}
	vcvtdq2ph	xmm20 {k2} {z}, dword ptr [rsp - 64]{1to4}
	vcvtdq2ph	xmm0, xmm21
	vcvtdq2ph	xmm1 {k3}, xmm22
	vcvtdq2ph	xmm2 {k4} {z}, xmm23
	vcvtdq2ph	xmm24, dword ptr [rbp + 1]{1to8}
	vcvtdq2ph	xmm25, dword ptr [rsi + 1016]{1to8}
	vcvtdq2ph	xmm26, dword ptr [rdi + 1024]{1to8}
	vcvtdq2ph	xmm27 {k5}, dword ptr [r8 + 2*rcx - 1]{1to8}
	vcvtdq2ph	xmm28 {k6} {z}, dword ptr [r9 + 127]{1to8}
	vcvtdq2ph	xmm3, ymm29
	vcvtdq2ph	xmm4 {k7}, ymm30
	vcvtdq2ph	xmm5 {k1} {z}, ymm31
	vcvtneps2bf16	xmm16, xmmword ptr [r10 + 128]
	vcvtneps2bf16	xmm17, xmmword ptr [r11 - 2048]
	vcvtneps2bf16	xmm18, xmmword ptr [r12 - 2064]
	vcvtneps2bf16	xmm6, xmm19
	vcvtneps2bf16	xmm20, ymmword ptr [r13 + 4*rdx - 128]
	vcvtneps2bf16	xmm21, ymmword ptr [r14 + 4064]
	vcvtneps2bf16	xmm22, ymmword ptr [r15 + 4096]
	vcvtneps2bf16	xmm7, ymm23
	vcvtpd2dq	xmm24, qword ptr [rip + 4096]{1to2}
	vcvtpd2dq	xmm25, qword ptr [rax - 1024]{1to2}
	vcvtpd2dq	xmm26, qword ptr [rcx - 1032]{1to2}
	vcvtpd2dq	xmm27 {k2}, qword ptr [rdx - 4096]{1to2}
	vcvtpd2dq	xmm28 {k3} {z}, qword ptr [rbx + 2147483647]{1to2}
	vcvtpd2dq	xmm8, xmm29
	vcvtpd2dq	xmm9 {k4}, xmm30
	vcvtpd2dq	xmm10 {k5} {z}, xmm31
	vcvtpd2dq	xmm16, qword ptr [rsp + 8*rbx - 2147483648]{1to4}
	vcvtpd2dq	xmm17, qword ptr [rbp + 1016]{1to4}
	vcvtpd2dq	xmm18, qword ptr [rsi + 1024]{1to4}
	vcvtpd2dq	xmm19 {k6}, qword ptr [rdi]{1to4}
	vcvtpd2dq	xmm20 {k7} {z}, qword ptr [r8 + 64]{1to4}
	vcvtpd2dq	xmm11, ymm21
	vcvtpd2dq	xmm12 {k1}, ymm22
	vcvtpd2dq	xmm13 {k2} {z}, ymm23
	vcvtpd2ph	xmm24, qword ptr [r9 + rbp - 64]{1to2}
	vcvtpd2ph	xmm25, qword ptr [r10 - 1024]{1to2}
	vcvtpd2ph	xmm26, qword ptr [r11 - 1032]{1to2}
	vcvtpd2ph	xmm27 {k3}, qword ptr [r12 + 1]{1to2}
	vcvtpd2ph	xmm28 {k4} {z}, qword ptr [r13 - 1]{1to2}
	vcvtpd2ph	xmm14, xmm29
	vcvtpd2ph	xmm15 {k5}, xmm30
	vcvtpd2ph	xmm16 {k6} {z}, xmm31
	vcvtpd2ph	xmm16, qword ptr [r14 + 2*rsi + 127]{1to4}
	vcvtpd2ph	xmm17, qword ptr [r15 + 1016]{1to4}
	vcvtpd2ph	xmm18, qword ptr [rip + 1024]{1to4}
	vcvtpd2ph	xmm19 {k7}, qword ptr [rax + 128]{1to4}
	vcvtpd2ph	xmm20 {k1} {z}, qword ptr [rcx - 128]{1to4}
	vcvtpd2ph	xmm17, ymm21
	vcvtpd2ph	xmm18 {k2}, ymm22
	vcvtpd2ph	xmm19 {k3} {z}, ymm23
	vcvtpd2ph	xmm24, qword ptr [rdx + 4*rdi + 4096]{1to8}
	vcvtpd2ph	xmm25, qword ptr [rbx - 1024]{1to8}
	vcvtpd2ph	xmm26, qword ptr [rsp - 1032]{1to8}
	vcvtpd2ph	xmm27 {k4}, qword ptr [rbp - 4096]{1to8}
	vcvtpd2ph	xmm28 {k5} {z}, qword ptr [rsi + 2147483647]{1to8}
	vcvtpd2ph	xmm29, zmm20
	vcvtpd2ph	xmm30 {k6}, zmm21
	vcvtpd2ph	xmm31 {k7} {z}, zmm22
	vcvtpd2ps	xmm16, qword ptr [rdi + 8*r8 - 2147483648]{1to2}
	vcvtpd2ps	xmm17, qword ptr [r8 + 1016]{1to2}
	vcvtpd2ps	xmm18, qword ptr [r9 + 1024]{1to2}
	vcvtpd2ps	xmm19 {k1}, qword ptr [r10]{1to2}
	vcvtpd2ps	xmm20 {k2} {z}, qword ptr [r11 + 64]{1to2}
	vcvtpd2ps	xmm23, xmm21
	vcvtpd2ps	xmm24 {k3}, xmm22
	vcvtpd2ps	xmm25 {k4} {z}, xmm23
	vcvtpd2ps	xmm24, qword ptr [r12 + r9 - 64]{1to4}
	vcvtpd2ps	xmm25, qword ptr [r13 - 1024]{1to4}
	vcvtpd2ps	xmm26, qword ptr [r14 - 1032]{1to4}
	vcvtpd2ps	xmm27 {k5}, qword ptr [r15 + 1]{1to4}
	vcvtpd2ps	xmm28 {k6} {z}, qword ptr [rip - 1]{1to4}
	vcvtpd2ps	xmm26, ymm29
	vcvtpd2ps	xmm27 {k7}, ymm30
	vcvtpd2ps	xmm28 {k1} {z}, ymm31
	vcvtpd2udq	xmm16, qword ptr [rax + 127]{1to2}
	vcvtpd2udq	xmm17, qword ptr [rcx + 1016]{1to2}
	vcvtpd2udq	xmm18, qword ptr [rdx + 1024]{1to2}
	vcvtpd2udq	xmm19 {k2}, qword ptr [rbx + 2*r10 + 128]{1to2}
	vcvtpd2udq	xmm20 {k3} {z}, qword ptr [rsp - 128]{1to2}
	vcvtpd2udq	xmm29, xmm21
	vcvtpd2udq	xmm30 {k4}, xmm22
	vcvtpd2udq	xmm31 {k5} {z}, xmm23
	vcvtpd2udq	xmm24, qword ptr [rbp + 4096]{1to4}
	vcvtpd2udq	xmm25, qword ptr [rsi - 1024]{1to4}
	vcvtpd2udq	xmm26, qword ptr [rdi - 1032]{1to4}
	vcvtpd2udq	xmm27 {k6}, qword ptr [r8 + 4*r11 - 4096]{1to4}
	vcvtpd2udq	xmm28 {k7} {z}, qword ptr [r9 + 2147483647]{1to4}
	vcvtpd2udq	xmm0, ymm29
	vcvtpd2udq	xmm1 {k1}, ymm30
	vcvtpd2udq	xmm2 {k2} {z}, ymm31
	vcvtps2phx	xmm16, dword ptr [r10 - 2147483648]{1to4}
	vcvtps2phx	xmm17, dword ptr [r11 + 1016]{1to4}
	vcvtps2phx	xmm18, dword ptr [r12 + 1024]{1to4}
	vcvtps2phx	xmm19 {k3}, dword ptr [r13 + 8*r12]{1to4}
	vcvtps2phx	xmm20 {k4} {z}, dword ptr [r14 + 64]{1to4}
	vcvtps2phx	xmm3, xmm21
	vcvtps2phx	xmm4 {k5}, xmm22
	vcvtps2phx	xmm5 {k6} {z}, xmm23
	vcvtps2phx	xmm24, dword ptr [r15 - 64]{1to8}
	vcvtps2phx	xmm25, dword ptr [rip - 1024]{1to8}
	vcvtps2phx	xmm26, dword ptr [rax - 1032]{1to8}
	vcvtps2phx	xmm27 {k7}, dword ptr [rcx + r13 + 1]{1to8}
	vcvtps2phx	xmm28 {k1} {z}, dword ptr [rdx - 1]{1to8}
	vcvtps2phx	xmm6, ymm29
	vcvtps2phx	xmm7 {k2}, ymm30
	vcvtps2phx	xmm8 {k3} {z}, ymm31
	vcvtqq2ph	xmm16, qword ptr [rbx + 127]{1to2}
	vcvtqq2ph	xmm17, qword ptr [rsp + 1016]{1to2}
	vcvtqq2ph	xmm18, qword ptr [rbp + 1024]{1to2}
	vcvtqq2ph	xmm19 {k4}, qword ptr [rsi + 2*r14 + 128]{1to2}
	vcvtqq2ph	xmm20 {k5} {z}, qword ptr [rdi - 128]{1to2}
	vcvtqq2ph	xmm9, xmm21
	vcvtqq2ph	xmm10 {k6}, xmm22
	vcvtqq2ph	xmm11 {k7} {z}, xmm23
	vcvtqq2ph	xmm24, qword ptr [r8 + 4096]{1to4}
	vcvtqq2ph	xmm25, qword ptr [r9 - 1024]{1to4}
	vcvtqq2ph	xmm26, qword ptr [r10 - 1032]{1to4}
	vcvtqq2ph	xmm27 {k1}, qword ptr [r11 + 4*r15 - 4096]{1to4}
	vcvtqq2ph	xmm28 {k2} {z}, qword ptr [r12 + 2147483647]{1to4}
	vcvtqq2ph	xmm12, ymm29
	vcvtqq2ph	xmm13 {k3}, ymm30
	vcvtqq2ph	xmm14 {k4} {z}, ymm31
	vcvtqq2ph	xmm16, qword ptr [r13 - 2147483648]{1to8}
	vcvtqq2ph	xmm17, qword ptr [r14 + 1016]{1to8}
	vcvtqq2ph	xmm18, qword ptr [r15 + 1024]{1to8}
	vcvtqq2ph	xmm19 {k5}, qword ptr [rip]{1to8}
	vcvtqq2ph	xmm20 {k6} {z}, qword ptr [rax + 8*rax + 64]{1to8}
	vcvtqq2ph	xmm21, zmm15
	vcvtqq2ph	xmm22 {k7}, zmm16
	vcvtqq2ph	xmm23 {k1} {z}, zmm17
	vcvtqq2ps	xmm24, qword ptr [rcx - 64]{1to2}
	vcvtqq2ps	xmm25, qword ptr [rdx - 1024]{1to2}
	vcvtqq2ps	xmm26, qword ptr [rbx - 1032]{1to2}
	vcvtqq2ps	xmm27 {k2}, qword ptr [rsp + 1]{1to2}
	vcvtqq2ps	xmm28 {k3} {z}, qword ptr [rbp + rcx - 1]{1to2}
	vcvtqq2ps	xmm18, xmm29
	vcvtqq2ps	xmm19 {k4}, xmm30
	vcvtqq2ps	xmm20 {k5} {z}, xmm31
	vcvtqq2ps	xmm16, qword ptr [rsi + 127]{1to4}
	vcvtqq2ps	xmm17, qword ptr [rdi + 1016]{1to4}
	vcvtqq2ps	xmm18, qword ptr [r8 + 1024]{1to4}
	vcvtqq2ps	xmm19 {k6}, qword ptr [r9 + 128]{1to4}
	vcvtqq2ps	xmm20 {k7} {z}, qword ptr [r10 + 2*rdx - 128]{1to4}
	vcvtqq2ps	xmm22, ymm21
	vcvtqq2ps	xmm23 {k1}, ymm22
	vcvtqq2ps	xmm24 {k2} {z}, ymm23
	{evex}	vcvtsd2si	eax, qword ptr [r11 + 4096]
	{evex}	vcvtsd2si	ecx, qword ptr [r12 - 1024]
	{evex}	vcvtsd2si	edx, qword ptr [r13 - 1032]
	vcvtsd2si	ebx, xmm24
	vcvtsd2si	esi, xmm25, {rn-sae}
	{evex}	vcvtsd2si	rax, qword ptr [r14 - 4096]
	{evex}	vcvtsd2si	rcx, qword ptr [r15 + 1016]
	{evex}	vcvtsd2si	rdx, qword ptr [rip + 1024]
	vcvtsd2si	rbx, xmm26
	vcvtsd2si	rsi, xmm27, {rd-sae}
	{evex}	vcvtsd2usi	edi, qword ptr [rax + 4*rbx + 2147483647]
	{evex}	vcvtsd2usi	r10d, qword ptr [rcx - 1024]
	{evex}	vcvtsd2usi	r13d, qword ptr [rdx - 1032]
	vcvtsd2usi	eax, xmm28
	vcvtsd2usi	ecx, xmm29, {ru-sae}
	{evex}	vcvtsd2usi	rdi, qword ptr [rbx - 2147483648]
	{evex}	vcvtsd2usi	r11, qword ptr [rsp + 1016]
	{evex}	vcvtsd2usi	r12, qword ptr [rbp + 1024]
	vcvtsd2usi	rax, xmm30
	vcvtsd2usi	rcx, xmm31, {rz-sae}
	{evex}	vcvtsh2si	edx, word ptr [rsi]
	{evex}	vcvtsh2si	ebx, word ptr [rdi - 256]
	{evex}	vcvtsh2si	esi, word ptr [r8 - 258]
	vcvtsh2si	edi, xmm16
	vcvtsh2si	r10d, xmm17, {rn-sae}
	{evex}	vcvtsh2si	rdx, word ptr [r9 + 8*rbp + 64]
	{evex}	vcvtsh2si	rbx, word ptr [r10 + 254]
	{evex}	vcvtsh2si	rsi, word ptr [r11 + 256]
	vcvtsh2si	rdi, xmm18
	vcvtsh2si	r11, xmm19, {rd-sae}
	{evex}	vcvtsh2usi	r13d, word ptr [r12 - 64]
	{evex}	vcvtsh2usi	eax, word ptr [r13 - 256]
	{evex}	vcvtsh2usi	ecx, word ptr [r14 - 258]
	vcvtsh2usi	edx, xmm20
	vcvtsh2usi	ebx, xmm21, {ru-sae}
	{evex}	vcvtsh2usi	r12, word ptr [r15 + 1]
	{evex}	vcvtsh2usi	rax, word ptr [rip + 254]
	{evex}	vcvtsh2usi	rcx, word ptr [rax + 256]
	vcvtsh2usi	rdx, xmm22
	vcvtsh2usi	rbx, xmm23, {rz-sae}
	vcvtsi2sd	xmm25, xmm24, dword ptr [rcx + rsi - 1]
	vcvtsi2sd	xmm26, xmm25, dword ptr [rdx - 512]
	vcvtsi2sd	xmm27, xmm26, dword ptr [rbx - 516]
	vcvtsi2sd	xmm28, xmm27, esi
	vcvtsi2sd	xmm29, xmm28, rsi
	vcvtsi2sd	xmm30, xmm29, {rn-sae}, rdi
	vcvtsi2sh	xmm31, xmm30, dword ptr [rsp + 127]
	vcvtsi2sh	xmm0, xmm31, dword ptr [rbp + 508]
	vcvtsi2sh	xmm1, xmm16, dword ptr [rsi + 512]
	vcvtsi2sh	xmm2, xmm17, edi
	vcvtsi2sh	xmm3, xmm18, {rd-sae}, r10d
	vcvtsi2sh	xmm4, xmm19, r11
	vcvtsi2sh	xmm5, xmm20, {ru-sae}, r12
	vcvtsi2ss	xmm6, xmm21, dword ptr [rdi + 128]
	vcvtsi2ss	xmm7, xmm22, dword ptr [r8 - 512]
	vcvtsi2ss	xmm8, xmm23, dword ptr [r9 - 516]
	vcvtsi2ss	xmm9, xmm24, r13d
	vcvtsi2ss	xmm10, xmm25, {rz-sae}, eax
	vcvtsi2ss	xmm11, xmm26, rax
	vcvtsi2ss	xmm12, xmm27, {rn-sae}, rcx
	{evex}	vcvtss2si	ecx, dword ptr [r10 + 2*rdi - 128]
	{evex}	vcvtss2si	edx, dword ptr [r11 + 508]
	{evex}	vcvtss2si	ebx, dword ptr [r12 + 512]
	vcvtss2si	esi, xmm28
	vcvtss2si	edi, xmm29, {rd-sae}
	{evex}	vcvtss2si	rdx, dword ptr [r13 + 4096]
	{evex}	vcvtss2si	rbx, dword ptr [r14 - 512]
	{evex}	vcvtss2si	rsi, dword ptr [r15 - 516]
	vcvtss2si	rdi, xmm30
	vcvtss2si	r11, xmm31, {ru-sae}
	{evex}	vcvtss2usi	r10d, dword ptr [rip - 4096]
	{evex}	vcvtss2usi	r13d, dword ptr [rax + 508]
	{evex}	vcvtss2usi	eax, dword ptr [rcx + 512]
	vcvtss2usi	ecx, xmm16
	vcvtss2usi	edx, xmm17, {rz-sae}
	{evex}	vcvtss2usi	r12, dword ptr [rdx + 2147483647]
	{evex}	vcvtss2usi	rax, dword ptr [rbx - 512]
	{evex}	vcvtss2usi	rcx, dword ptr [rsp - 516]
	vcvtss2usi	rdx, xmm18
	vcvtss2usi	rbx, xmm19, {rn-sae}
	vcvttpd2dq	xmm20, qword ptr [rbp + 4*r8 - 2147483648]{1to2}
	vcvttpd2dq	xmm21, qword ptr [rsi + 1016]{1to2}
	vcvttpd2dq	xmm22, qword ptr [rdi + 1024]{1to2}
	vcvttpd2dq	xmm23 {k3}, qword ptr [r8]{1to2}
	vcvttpd2dq	xmm24 {k4} {z}, qword ptr [r9 + 64]{1to2}
	vcvttpd2dq	xmm13, xmm25
	vcvttpd2dq	xmm14 {k5}, xmm26
	vcvttpd2dq	xmm15 {k6} {z}, xmm27
	vcvttpd2dq	xmm28, qword ptr [r10 + 8*r9 - 64]{1to4}
	vcvttpd2dq	xmm29, qword ptr [r11 - 1024]{1to4}
	vcvttpd2dq	xmm30, qword ptr [r12 - 1032]{1to4}
	vcvttpd2dq	xmm31 {k7}, qword ptr [r13 + 1]{1to4}
	vcvttpd2dq	xmm16 {k1} {z}, qword ptr [r14 - 1]{1to4}
	vcvttpd2dq	xmm16, ymm17
	vcvttpd2dq	xmm17 {k2}, ymm18
	vcvttpd2dq	xmm18 {k3} {z}, ymm19
	vcvttpd2udq	xmm20, qword ptr [r15 + r10 + 127]{1to2}
	vcvttpd2udq	xmm21, qword ptr [rip + 1016]{1to2}
	vcvttpd2udq	xmm22, qword ptr [rax + 1024]{1to2}
	vcvttpd2udq	xmm23 {k4}, qword ptr [rcx + 128]{1to2}
	vcvttpd2udq	xmm24 {k5} {z}, qword ptr [rdx - 128]{1to2}
	vcvttpd2udq	xmm19, xmm25
	vcvttpd2udq	xmm20 {k6}, xmm26
	vcvttpd2udq	xmm21 {k7} {z}, xmm27
	vcvttpd2udq	xmm28, qword ptr [rbx + 2*r11 + 4096]{1to4}
	vcvttpd2udq	xmm29, qword ptr [rsp - 1024]{1to4}
	vcvttpd2udq	xmm30, qword ptr [rbp - 1032]{1to4}
	vcvttpd2udq	xmm31 {k1}, qword ptr [rsi - 4096]{1to4}
	vcvttpd2udq	xmm16 {k2} {z}, qword ptr [rdi + 2147483647]{1to4}
	vcvttpd2udq	xmm22, ymm17
	vcvttpd2udq	xmm23 {k3}, ymm18
	vcvttpd2udq	xmm24 {k4} {z}, ymm19
	{evex}	vcvttsd2si	ebx, qword ptr [r8 + 4*r12 - 2147483648]
	{evex}	vcvttsd2si	esi, qword ptr [r9 + 1016]
	{evex}	vcvttsd2si	edi, qword ptr [r10 + 1024]
	vcvttsd2si	r10d, xmm20
	vcvttsd2si	r13d, xmm21, {sae}
	{evex}	vcvttsd2si	rsi, qword ptr [r11]
	{evex}	vcvttsd2si	rdi, qword ptr [r12 - 1024]
	{evex}	vcvttsd2si	r11, qword ptr [r13 - 1032]
	vcvttsd2si	r12, xmm22
	vcvttsd2si	rax, xmm23, {sae}
	{evex}	vcvttsd2usi	eax, qword ptr [r14 + 64]
	{evex}	vcvttsd2usi	ecx, qword ptr [r15 + 1016]
	{evex}	vcvttsd2usi	edx, qword ptr [rip + 1024]
	vcvttsd2usi	ebx, xmm24
	vcvttsd2usi	esi, xmm25, {sae}
	{evex}	vcvttsd2usi	rcx, qword ptr [rax + 8*r13 - 64]
	{evex}	vcvttsd2usi	rdx, qword ptr [rcx - 1024]
	{evex}	vcvttsd2usi	rbx, qword ptr [rdx - 1032]
	vcvttsd2usi	rsi, xmm26
	vcvttsd2usi	rdi, xmm27, {sae}
	{evex}	vcvttsh2si	edi, word ptr [rbx + 1]
	{evex}	vcvttsh2si	r10d, word ptr [rsp + 254]
	{evex}	vcvttsh2si	r13d, word ptr [rbp + 256]
	vcvttsh2si	eax, xmm28
	vcvttsh2si	ecx, xmm29, {sae}
	{evex}	vcvttsh2si	r11, word ptr [rsi - 1]
	{evex}	vcvttsh2si	r12, word ptr [rdi - 256]
	{evex}	vcvttsh2si	rax, word ptr [r8 - 258]
	vcvttsh2si	rcx, xmm30
	vcvttsh2si	rdx, xmm31, {sae}
	{evex}	vcvttsh2usi	edx, word ptr [r9 + r14 + 127]
	{evex}	vcvttsh2usi	ebx, word ptr [r10 + 254]
	{evex}	vcvttsh2usi	esi, word ptr [r11 + 256]
	vcvttsh2usi	edi, xmm16
	vcvttsh2usi	r10d, xmm17, {sae}
	{evex}	vcvttsh2usi	rbx, word ptr [r12 + 128]
	{evex}	vcvttsh2usi	rsi, word ptr [r13 - 256]
	{evex}	vcvttsh2usi	rdi, word ptr [r14 - 258]
	vcvttsh2usi	r11, xmm18
	vcvttsh2usi	r12, xmm19, {sae}
	{evex}	vcvttss2si	r13d, dword ptr [r15 - 128]
	{evex}	vcvttss2si	eax, dword ptr [rip + 508]
	{evex}	vcvttss2si	ecx, dword ptr [rax + 512]
	vcvttss2si	edx, xmm20
	vcvttss2si	ebx, xmm21, {sae}
	{evex}	vcvttss2si	rax, dword ptr [rcx + 2*r15 + 4096]
	{evex}	vcvttss2si	rcx, dword ptr [rdx - 512]
	{evex}	vcvttss2si	rdx, dword ptr [rbx - 516]
	vcvttss2si	rbx, xmm22
	vcvttss2si	rsi, xmm23, {sae}
	{evex}	vcvttss2usi	esi, dword ptr [rsp - 4096]
	{evex}	vcvttss2usi	edi, dword ptr [rbp + 508]
	{evex}	vcvttss2usi	r10d, dword ptr [rsi + 512]
	vcvttss2usi	r13d, xmm24
	vcvttss2usi	eax, xmm25, {sae}
	{evex}	vcvttss2usi	rdi, dword ptr [rdi + 2147483647]
	{evex}	vcvttss2usi	r11, dword ptr [r8 - 512]
	{evex}	vcvttss2usi	r12, dword ptr [r9 - 516]
	vcvttss2usi	rax, xmm26
	vcvttss2usi	rcx, xmm27, {sae}
	vcvtudq2ph	xmm28, dword ptr [r10 + 4*rax - 2147483648]{1to4}
	vcvtudq2ph	xmm29, dword ptr [r11 + 1016]{1to4}
	vcvtudq2ph	xmm30, dword ptr [r12 + 1024]{1to4}
	vcvtudq2ph	xmm31 {k5}, dword ptr [r13]{1to4}
	vcvtudq2ph	xmm16 {k6} {z}, dword ptr [r14 + 64]{1to4}
	vcvtudq2ph	xmm25, xmm17
	vcvtudq2ph	xmm26 {k7}, xmm18
	vcvtudq2ph	xmm27 {k1} {z}, xmm19
	vcvtudq2ph	xmm20, dword ptr [r15 + 8*rcx - 64]{1to8}
	vcvtudq2ph	xmm21, dword ptr [rip - 1024]{1to8}
	vcvtudq2ph	xmm22, dword ptr [rax - 1032]{1to8}
	vcvtudq2ph	xmm23 {k2}, dword ptr [rcx + 1]{1to8}
	vcvtudq2ph	xmm24 {k3} {z}, dword ptr [rdx - 1]{1to8}
	vcvtudq2ph	xmm28, ymm25
	vcvtudq2ph	xmm29 {k4}, ymm26
	vcvtudq2ph	xmm30 {k5} {z}, ymm27
	vcvtuqq2ph	xmm28, qword ptr [rbx + rdx + 127]{1to2}
	vcvtuqq2ph	xmm29, qword ptr [rsp + 1016]{1to2}
	vcvtuqq2ph	xmm30, qword ptr [rbp + 1024]{1to2}
	vcvtuqq2ph	xmm31 {k6}, qword ptr [rsi + 128]{1to2}
	vcvtuqq2ph	xmm16 {k7} {z}, qword ptr [rdi - 128]{1to2}
	vcvtuqq2ph	xmm31, xmm17
	vcvtuqq2ph	xmm0 {k1}, xmm18
	vcvtuqq2ph	xmm1 {k2} {z}, xmm19
	vcvtuqq2ph	xmm20, qword ptr [r8 + 2*rbx + 4096]{1to4}
	vcvtuqq2ph	xmm21, qword ptr [r9 - 1024]{1to4}
	vcvtuqq2ph	xmm22, qword ptr [r10 - 1032]{1to4}
	vcvtuqq2ph	xmm23 {k3}, qword ptr [r11 - 4096]{1to4}
	vcvtuqq2ph	xmm24 {k4} {z}, qword ptr [r12 + 2147483647]{1to4}
	vcvtuqq2ph	xmm2, ymm25
	vcvtuqq2ph	xmm3 {k5}, ymm26
	vcvtuqq2ph	xmm4 {k6} {z}, ymm27
	vcvtuqq2ph	xmm28, qword ptr [r13 + 4*rbp - 2147483648]{1to8}
	vcvtuqq2ph	xmm29, qword ptr [r14 + 1016]{1to8}
	vcvtuqq2ph	xmm30, qword ptr [r15 + 1024]{1to8}
	vcvtuqq2ph	xmm31 {k7}, qword ptr [rip]{1to8}
	vcvtuqq2ph	xmm16 {k1} {z}, qword ptr [rax + 64]{1to8}
	vcvtuqq2ph	xmm17, zmm5
	vcvtuqq2ph	xmm18 {k2}, zmm6
	vcvtuqq2ph	xmm19 {k3} {z}, zmm7
	vcvtuqq2ps	xmm20, qword ptr [rcx - 64]{1to2}
	vcvtuqq2ps	xmm21, qword ptr [rdx - 1024]{1to2}
	vcvtuqq2ps	xmm22, qword ptr [rbx - 1032]{1to2}
	vcvtuqq2ps	xmm23 {k4}, qword ptr [rsp + 8*rsi + 1]{1to2}
	vcvtuqq2ps	xmm24 {k5} {z}, qword ptr [rbp - 1]{1to2}
	vcvtuqq2ps	xmm8, xmm25
	vcvtuqq2ps	xmm9 {k6}, xmm26
	vcvtuqq2ps	xmm10 {k7} {z}, xmm27
	vcvtuqq2ps	xmm28, qword ptr [rsi + 127]{1to4}
	vcvtuqq2ps	xmm29, qword ptr [rdi + 1016]{1to4}
	vcvtuqq2ps	xmm30, qword ptr [r8 + 1024]{1to4}
	vcvtuqq2ps	xmm31 {k1}, qword ptr [r9 + rdi + 128]{1to4}
	vcvtuqq2ps	xmm16 {k2} {z}, qword ptr [r10 - 128]{1to4}
	vcvtuqq2ps	xmm11, ymm17
	vcvtuqq2ps	xmm12 {k3}, ymm18
	vcvtuqq2ps	xmm13 {k4} {z}, ymm19
	vcvtusi2sd	xmm14, xmm20, dword ptr [r11 + 4096]
	vcvtusi2sd	xmm15, xmm21, dword ptr [r12 - 512]
	vcvtusi2sd	xmm16, xmm22, dword ptr [r13 - 516]
	vcvtusi2sd	xmm17, xmm23, ecx
	vcvtusi2sd	xmm18, xmm24, rdx
	vcvtusi2sd	xmm19, xmm25, {rd-sae}, rbx
	vcvtusi2sh	xmm20, xmm26, dword ptr [r14 + 2*r8 - 4096]
	vcvtusi2sh	xmm21, xmm27, dword ptr [r15 + 508]
	vcvtusi2sh	xmm22, xmm28, dword ptr [rip + 512]
	vcvtusi2sh	xmm23, xmm29, edx
	vcvtusi2sh	xmm24, xmm30, {ru-sae}, ebx
	vcvtusi2sh	xmm25, xmm31, rsi
	vcvtusi2sh	xmm26, xmm16, {rz-sae}, rdi
	vcvtusi2ss	xmm27, xmm17, dword ptr [rax + 2147483647]
	vcvtusi2ss	xmm28, xmm18, dword ptr [rcx - 512]
	vcvtusi2ss	xmm29, xmm19, dword ptr [rdx - 516]
	vcvtusi2ss	xmm30, xmm20, esi
	vcvtusi2ss	xmm31, xmm21, {rn-sae}, edi
	vcvtusi2ss	xmm0, xmm22, r11
	vcvtusi2ss	xmm1, xmm23, {rd-sae}, r12
	vfpclasspd	k0, qword ptr [rbx - 2147483648]{1to2}, 0
	vfpclasspd	k1, qword ptr [rsp + 1016]{1to2}, 1
	vfpclasspd	k2, qword ptr [rbp + 1024]{1to2}, 127
	vfpclasspd	k3 {k5}, qword ptr [rsi + 4*r9]{1to2}, 255
	vfpclasspd	k4, xmm24, 3
	vfpclasspd	k5 {k6}, xmm25, 128
	vfpclasspd	k6, qword ptr [rdi + 64]{1to4}, 64
	vfpclasspd	k7, qword ptr [r8 - 1024]{1to4}, 17
	vfpclasspd	k0, qword ptr [r9 - 1032]{1to4}, 0
	vfpclasspd	k1 {k7}, qword ptr [r10 - 64]{1to4}, 1
	vfpclasspd	k2, ymm26, 127
	vfpclasspd	k3 {k1}, ymm27, 255
	vfpclasspd	k4, qword ptr [r11 + 8*r10 + 1]{1to8}, 3
	vfpclasspd	k5, qword ptr [r12 + 1016]{1to8}, 128
	vfpclasspd	k6, qword ptr [r13 + 1024]{1to8}, 64
	vfpclasspd	k7 {k2}, qword ptr [r14 - 1]{1to8}, 17
	vfpclasspd	k0, zmm2, 0
	vfpclasspd	k1 {k3}, zmm3, 1
	vfpclassph	k2, word ptr [r15 + 127]{1to8}, 127
	vfpclassph	k3, word ptr [rip - 256]{1to8}, 255
	vfpclassph	k4, word ptr [rax - 258]{1to8}, 3
	vfpclassph	k5 {k4}, word ptr [rcx + r11 + 128]{1to8}, 128
	vfpclassph	k6, xmm28, 64
	vfpclassph	k7 {k5}, xmm29, 17
	vfpclassph	k0, word ptr [rdx - 128]{1to16}, 0
	vfpclassph	k1, word ptr [rbx + 254]{1to16}, 1
	vfpclassph	k2, word ptr [rsp + 256]{1to16}, 127
	vfpclassph	k3 {k6}, word ptr [rbp + 4096]{1to16}, 255
	vfpclassph	k4, ymm30, 3
	vfpclassph	k5 {k7}, ymm31, 128
	vfpclassph	k6, word ptr [rsi + 2*r12 - 4096]{1to32}, 64
	vfpclassph	k7, word ptr [rdi - 256]{1to32}, 17
	vfpclassph	k0, word ptr [r8 - 258]{1to32}, 0
	vfpclassph	k1 {k1}, word ptr [r9 + 2147483647]{1to32}, 1
	vfpclassph	k2, zmm4, 127
	vfpclassph	k3 {k2}, zmm5, 255
	vfpclassps	k4, dword ptr [r10 - 2147483648]{1to4}, 3
	vfpclassps	k5, dword ptr [r11 + 508]{1to4}, 128
	vfpclassps	k6, dword ptr [r12 + 512]{1to4}, 64
	vfpclassps	k7 {k3}, dword ptr [r13 + 4*r13]{1to4}, 17
	vfpclassps	k0, xmm16, 0
	vfpclassps	k1 {k4}, xmm17, 1
	vfpclassps	k2, dword ptr [r14 + 64]{1to8}, 127
	vfpclassps	k3, dword ptr [r15 - 512]{1to8}, 255
	vfpclassps	k4, dword ptr [rip - 516]{1to8}, 3
	vfpclassps	k5 {k5}, dword ptr [rax - 64]{1to8}, 128
	vfpclassps	k6, ymm18, 64
	vfpclassps	k7 {k6}, ymm19, 17
	vfpclassps	k0, dword ptr [rcx + 8*r14 + 1]{1to16}, 0
	vfpclassps	k1, dword ptr [rdx + 508]{1to16}, 1
	vfpclassps	k2, dword ptr [rbx + 512]{1to16}, 127
	vfpclassps	k3 {k7}, dword ptr [rsp - 1]{1to16}, 255
	vfpclassps	k4, zmm6, 3
	vfpclassps	k5 {k1}, zmm7, 128
	vmovapd	xmm8, xmm20
	vmovapd	xmm9 {k2}, xmm21
	vmovapd	xmm10 {k3} {z}, xmm22
	vmovapd	ymm11, ymm23
	vmovapd	ymm12 {k4}, ymm24
	vmovapd	ymm13 {k5} {z}, ymm25
	vmovapd	zmm15, zmm14
	vmovapd	zmm17 {k6}, zmm16
	vmovapd	zmm19 {k7} {z}, zmm18
	vmovaps	xmm20, xmm26
	vmovaps	xmm21 {k1}, xmm27
	vmovaps	xmm22 {k2} {z}, xmm28
	vmovaps	ymm23, ymm29
	vmovaps	ymm24 {k3}, ymm30
	vmovaps	ymm25 {k4} {z}, ymm31
	vmovaps	zmm27, zmm26
	vmovaps	zmm29 {k5}, zmm28
	vmovaps	zmm31 {k6} {z}, zmm30
	vmovq	xmm16, rax
	vmovq	rcx, xmm17
	vmovdqa32	xmm0, xmm18
	vmovdqa32	xmm1 {k7}, xmm19
	vmovdqa32	xmm2 {k1} {z}, xmm20
	vmovdqa32	ymm3, ymm21
	vmovdqa32	ymm4 {k2}, ymm22
	vmovdqa32	ymm5 {k3} {z}, ymm23
	vmovdqa32	zmm7, zmm6
	vmovdqa32	zmm9 {k4}, zmm8
	vmovdqa32	zmm11 {k5} {z}, zmm10
	vmovdqa64	xmm12, xmm24
	vmovdqa64	xmm13 {k6}, xmm25
	vmovdqa64	xmm14 {k7} {z}, xmm26
	vmovdqa64	ymm15, ymm27
	vmovdqa64	ymm16 {k1}, ymm28
	vmovdqa64	ymm17 {k2} {z}, ymm29
	vmovdqa64	zmm19, zmm18
	vmovdqa64	zmm21 {k3}, zmm20
	vmovdqa64	zmm23 {k4} {z}, zmm22
	vmovdqu16	xmm24, xmm30
	vmovdqu16	xmm25 {k5}, xmm31
	vmovdqu16	xmm26 {k6} {z}, xmm16
	vmovdqu16	ymm27, ymm17
	vmovdqu16	ymm28 {k7}, ymm18
	vmovdqu16	ymm29 {k1} {z}, ymm19
	vmovdqu16	zmm31, zmm30
	vmovdqu16	zmm1 {k2}, zmm0
	vmovdqu16	zmm3 {k3} {z}, zmm2
	vmovdqu32	xmm4, xmm20
	vmovdqu32	xmm5 {k4}, xmm21
	vmovdqu32	xmm6 {k5} {z}, xmm22
	vmovdqu32	ymm7, ymm23
	vmovdqu32	ymm8 {k6}, ymm24
	vmovdqu32	ymm9 {k7} {z}, ymm25
	vmovdqu32	zmm11, zmm10
	vmovdqu32	zmm13 {k1}, zmm12
	vmovdqu32	zmm15 {k2} {z}, zmm14
	vmovdqu64	xmm16, xmm26
	vmovdqu64	xmm17 {k3}, xmm27
	vmovdqu64	xmm18 {k4} {z}, xmm28
	vmovdqu64	ymm19, ymm29
	vmovdqu64	ymm20 {k5}, ymm30
	vmovdqu64	ymm21 {k6} {z}, ymm31
	vmovdqu64	zmm23, zmm22
	vmovdqu64	zmm25 {k7}, zmm24
	vmovdqu64	zmm27 {k1} {z}, zmm26
	vmovdqu8	xmm28, xmm16
	vmovdqu8	xmm29 {k2}, xmm17
	vmovdqu8	xmm30 {k3} {z}, xmm18
	vmovdqu8	ymm31, ymm19
	vmovdqu8	ymm0 {k4}, ymm20
	vmovdqu8	ymm1 {k5} {z}, ymm21
	vmovdqu8	zmm3, zmm2
	vmovdqu8	zmm5 {k6}, zmm4
	vmovdqu8	zmm7 {k7} {z}, zmm6
	vmovq	xmm8, xmm22
	vmovsd	xmm10, xmm9, xmm23
	vmovsd	xmm12 {k1}, xmm11, xmm24
	vmovsd	xmm14 {k2} {z}, xmm13, xmm25
	vmovsh	xmm16, xmm15, xmm26
	vmovsh	xmm18 {k3}, xmm17, xmm27
	vmovsh	xmm20 {k4} {z}, xmm19, xmm28
	vmovss	xmm22, xmm21, xmm29
	vmovss	xmm24 {k5}, xmm23, xmm30
	vmovss	xmm26 {k6} {z}, xmm25, xmm31
	vmovupd	xmm27, xmm16
	vmovupd	xmm28 {k7}, xmm17
	vmovupd	xmm29 {k1} {z}, xmm18
	vmovupd	ymm30, ymm19
	vmovupd	ymm31 {k2}, ymm20
	vmovupd	ymm0 {k3} {z}, ymm21
	vmovupd	zmm2, zmm1
	vmovupd	zmm4 {k4}, zmm3
	vmovupd	zmm6 {k5} {z}, zmm5
	vmovups	xmm7, xmm22
	vmovups	xmm8 {k6}, xmm23
	vmovups	xmm9 {k7} {z}, xmm24
	vmovups	ymm10, ymm25
	vmovups	ymm11 {k1}, ymm26
	vmovups	ymm12 {k2} {z}, ymm27
	vmovups	zmm14, zmm13
	vmovups	zmm16 {k3}, zmm15
	vmovups	zmm18 {k4} {z}, zmm17
	vpclmulqdq	xmm19, xmm28, xmmword ptr [rbp + 127], 17
	vpclmulqdq	xmm20, xmm29, xmmword ptr [rsi - 2048], 17
	vpclmulqdq	xmm21, xmm30, xmmword ptr [rdi - 2064], 17
	vpclmulqdq	ymm22, ymm31, ymmword ptr [r8 + r15 + 128], 17
	vpclmulqdq	ymm23, ymm16, ymmword ptr [r9 + 4064], 17
	vpclmulqdq	ymm24, ymm17, ymmword ptr [r10 + 4096], 17
	vpclmulqdq	zmm26, zmm25, zmmword ptr [r11 - 128], 17
	vpclmulqdq	zmm28, zmm27, zmmword ptr [r12 - 8192], 17
	vpclmulqdq	zmm30, zmm29, zmmword ptr [r13 - 8256], 17
	vpclmulqdq	xmm0, xmm31, xmm18, 17
	vpclmulqdq	ymm2, ymm1, ymm19, 17
	vpclmulqdq	zmm5, zmm4, zmm3, 17
	vpclmulqdq	xmm6, xmm20, xmmword ptr [r14 + 4096], 1
	vpclmulqdq	xmm7, xmm21, xmmword ptr [r15 + 2032], 1
	vpclmulqdq	xmm8, xmm22, xmmword ptr [rip + 2048], 1
	vpclmulqdq	ymm9, ymm23, ymmword ptr [rax + 2*rax - 4096], 1
	vpclmulqdq	ymm10, ymm24, ymmword ptr [rcx - 4096], 1
	vpclmulqdq	ymm11, ymm25, ymmword ptr [rdx - 4128], 1
	vpclmulqdq	zmm13, zmm12, zmmword ptr [rbx + 2147483647], 1
	vpclmulqdq	zmm15, zmm14, zmmword ptr [rsp + 8128], 1
	vpclmulqdq	zmm17, zmm16, zmmword ptr [rbp + 8192], 1
	vpclmulqdq	xmm19, xmm18, xmm26, 1
	vpclmulqdq	ymm21, ymm20, ymm27, 1
	vpclmulqdq	zmm24, zmm23, zmm22, 1
	vpclmulqdq	xmm25, xmm28, xmmword ptr [rsi - 2147483648], 16
	vpclmulqdq	xmm26, xmm29, xmmword ptr [rdi - 2048], 16
	vpclmulqdq	xmm27, xmm30, xmmword ptr [r8 - 2064], 16
	vpclmulqdq	ymm28, ymm31, ymmword ptr [r9 + 4*rcx], 16
	vpclmulqdq	ymm29, ymm16, ymmword ptr [r10 + 4064], 16
	vpclmulqdq	ymm30, ymm17, ymmword ptr [r11 + 4096], 16
	vpclmulqdq	zmm0, zmm31, zmmword ptr [r12 + 64], 16
	vpclmulqdq	zmm2, zmm1, zmmword ptr [r13 - 8192], 16
	vpclmulqdq	zmm4, zmm3, zmmword ptr [r14 - 8256], 16
	vpclmulqdq	xmm6, xmm5, xmm18, 16
	vpclmulqdq	ymm8, ymm7, ymm19, 16
	vpclmulqdq	zmm11, zmm10, zmm9, 16
	vpclmulqdq	xmm12, xmm20, xmmword ptr [r15 - 64], 0
	vpclmulqdq	xmm13, xmm21, xmmword ptr [rip + 2032], 0
	vpclmulqdq	xmm14, xmm22, xmmword ptr [rax + 2048], 0
	vpclmulqdq	ymm15, ymm23, ymmword ptr [rcx + 8*rdx + 1], 0
	vpclmulqdq	ymm16, ymm24, ymmword ptr [rdx - 4096], 0
	vpclmulqdq	ymm17, ymm25, ymmword ptr [rbx - 4128], 0
	vpclmulqdq	zmm19, zmm18, zmmword ptr [rsp - 1], 0
	vpclmulqdq	zmm21, zmm20, zmmword ptr [rbp + 8128], 0
	vpclmulqdq	zmm23, zmm22, zmmword ptr [rsi + 8192], 0
	vpclmulqdq	xmm25, xmm24, xmm26, 0
	vpclmulqdq	ymm28, ymm26, ymm27, 0
	vpclmulqdq	zmm31, zmm30, zmm29, 0
