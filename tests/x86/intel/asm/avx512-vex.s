	.intel_syntax noprefix
	.text
	v4fmaddss	xmm1, xmm0, xmmword ptr [rax]
	v4fnmaddss	xmm3, xmm8, xmmword ptr [rcx + rax + 64]
	vaddpd	xmm5, xmm4, xmmword ptr [rdx - 64]
	vaddpd	ymm7, ymm6, ymmword ptr [rbx + 1]
	vaddpd	xmm10, xmm9, xmm8
	vaddpd	ymm13, ymm12, ymm11
	vaddph	xmm15, xmm14, xmmword ptr [rsp + 2*rcx - 1]
	vaddph	ymm1, ymm0, ymmword ptr [rbp + 127]
	vaddph	xmm4, xmm3, xmm2
	vaddph	ymm7, ymm6, ymm5
	vaddps	xmm9, xmm8, xmmword ptr [rsi + 128]
	vaddps	ymm11, ymm10, ymmword ptr [rdi + 4*rdx - 128]
	vaddps	xmm14, xmm13, xmm12
	vaddps	ymm1, ymm15, ymm0
	vaddsd	xmm3, xmm2, qword ptr [r8 + 4096]
	vaddsd	xmm6, xmm5, xmm4
	vaddsh	xmm8, xmm7, word ptr [r9 - 4096]
	vaddsh	xmm11, xmm10, xmm9
	vaddss	xmm13, xmm12, dword ptr [r10 + 8*rbx + 2147483647]
	vaddss	xmm0, xmm15, xmm14
	vaesdec	xmm2, xmm1, xmmword ptr [r11 - 2147483648]
	vaesdec	ymm4, ymm3, ymmword ptr [r12]
	vaesdec	xmm7, xmm6, xmm5
	vaesdec	ymm10, ymm9, ymm8
	vaesdeclast	xmm12, xmm11, xmmword ptr [r13 + rbp + 64]
	vaesdeclast	ymm14, ymm13, ymmword ptr [r14 - 64]
	vaesdeclast	xmm1, xmm0, xmm15
	vaesdeclast	ymm4, ymm3, ymm2
	vaesenc	xmm6, xmm5, xmmword ptr [r15 + 1]
	vaesenc	ymm8, ymm7, ymmword ptr [rip - 1]
	vaesenc	xmm11, xmm10, xmm9
	vaesenc	ymm14, ymm13, ymm12
	vaesenclast	xmm0, xmm15, xmmword ptr [rax + 2*rsi + 127]
	vaesenclast	ymm2, ymm1, ymmword ptr [rcx + 128]
	vaesenclast	xmm5, xmm4, xmm3
	vaesenclast	ymm8, ymm7, ymm6
	valignd	xmm10, xmm9, xmmword ptr [rdx - 128], 0
	valignd	ymm12, ymm11, ymmword ptr [rbx + 4*rdi + 4096], 1
	valignd	xmm15, xmm14, xmm13, 127
	valignd	ymm2, ymm1, ymm0, 255
	valignq	xmm4, xmm3, xmmword ptr [rsp - 4096], 3
	valignq	ymm6, ymm5, ymmword ptr [rbp + 2147483647], 128
	valignq	xmm9, xmm8, xmm7, 64
	valignq	ymm12, ymm11, ymm10, 17
	vandnpd	xmm14, xmm13, xmmword ptr [rsi + 8*r8 - 2147483648]
	vandnpd	ymm0, ymm15, ymmword ptr [rdi]
	vandnpd	xmm3, xmm2, xmm1
	vandnpd	ymm6, ymm5, ymm4
	vandnps	xmm8, xmm7, xmmword ptr [r8 + 64]
	vandnps	ymm10, ymm9, ymmword ptr [r9 + r9 - 64]
	vandnps	xmm13, xmm12, xmm11
	vandnps	ymm0, ymm15, ymm14
	vandpd	xmm2, xmm1, xmmword ptr [r10 + 1]
	vandpd	ymm4, ymm3, ymmword ptr [r11 - 1]
	vandpd	xmm7, xmm6, xmm5
	vandpd	ymm10, ymm9, ymm8
	vandps	xmm12, xmm11, xmmword ptr [r12 + 2*r10 + 127]
	vandps	ymm14, ymm13, ymmword ptr [r13 + 128]
	vandps	xmm1, xmm15, xmm0
	vandps	ymm4, ymm3, ymm2
	vblendmpd	xmm6, xmm5, xmmword ptr [r14 - 128]
	vblendmpd	ymm8, ymm7, ymmword ptr [r15 + 4*r11 + 4096]
	vblendmpd	xmm11, xmm10, xmm9
	vblendmpd	ymm14, ymm13, ymm12
	vblendmps	xmm0, xmm15, xmmword ptr [rip - 4096]
	vblendmps	ymm2, ymm1, ymmword ptr [rax + 2147483647]
	vblendmps	xmm5, xmm4, xmm3
	vblendmps	ymm8, ymm7, ymm6
	vbroadcastf32x2	ymm9, qword ptr [rcx - 2147483648]
	vbroadcastf32x2	ymm11, xmm10
	vbroadcastf32x2	zmm13, xmm12
	vbroadcastf32x4	ymm14, xmmword ptr [rdx + 8*r12]
	vbroadcastf64x2	ymm15, xmmword ptr [rbx + 64]
	vbroadcasti32x2	xmm0, qword ptr [rsp - 64]
	vbroadcasti32x2	ymm1, qword ptr [rbp + r13 + 1]
	vbroadcasti32x2	xmm3, xmm2
	vbroadcasti32x2	ymm5, xmm4
	vbroadcasti32x2	zmm7, xmm6
	vbroadcasti32x4	ymm8, xmmword ptr [rsi - 1]
	vbroadcasti64x2	ymm9, xmmword ptr [rdi + 127]
	vbroadcastsd	ymm10, qword ptr [r8 + 2*r14 + 128]
	vbroadcastsd	ymm12, xmm11
	vbroadcastsd	zmm14, xmm13
	vbroadcastss	xmm15, dword ptr [r9 - 128]
	vbroadcastss	ymm0, dword ptr [r10 + 4096]
	vbroadcastss	xmm2, xmm1
	vbroadcastss	ymm4, xmm3
	vbroadcastss	zmm6, xmm5
	vcmpeqpd	k0, xmm7, xmmword ptr [r11 + 4*r15 - 4096]
	vcmpltpd	k1, ymm8, ymmword ptr [r12 + 2147483647]
	vcmppd	k2, xmm10, xmm9, 127
	vcmppd	k3, ymm12, ymm11, 255
	vcmpunordph	k4, xmm13, xmmword ptr [r13 - 2147483648]
	vcmpph	k5, ymm14, ymmword ptr [r14 + 8*rax], 128
	vcmpph	k6, xmm0, xmm15, 64
	vcmplt_oqph	k7, ymm2, ymm1
	vcmpeqps	k0, xmm3, xmmword ptr [r15 + 64]
	vcmpltps	k1, ymm4, ymmword ptr [rip - 64]
	vcmpps	k2, xmm6, xmm5, 127
	vcmpps	k3, ymm8, ymm7, 255
	vcmpunordsd	k4, xmm9, qword ptr [rax + 1]
	vcmpsd	k5, xmm11, xmm10, 128
	vcmpsd	k6, xmm13, xmm12, {sae}, 64
	vcmplt_oqsh	k7, xmm14, word ptr [rcx + rcx - 1]
	vcmpeqsh	k0, xmm0, xmm15
	vcmpltsh	k1, xmm2, xmm1, {sae}
	vcmpss	k2, xmm3, dword ptr [rdx + 127], 127
	vcmpss	k3, xmm5, xmm4, 255
	vcmpunordss	k4, xmm7, xmm6, {sae}
	vcomisd	xmm8, qword ptr [rbx + 128]
	vcomisd	xmm10, xmm9
	vcomisd	xmm12, xmm11, {sae}
	vcomish	xmm13, word ptr [rsp + 2*rdx - 128]
	vcomish	xmm15, xmm14
	vcomish	xmm1, xmm0, {sae}
	vcomiss	xmm2, dword ptr [rbp + 4096]
	vcomiss	xmm4, xmm3
	vcomiss	xmm6, xmm5, {sae}
	vcompresspd	xmmword ptr [rsi - 4096], xmm7
	vcompresspd	xmm9, xmm8
	vcompresspd	ymmword ptr [rdi + 4*rbx + 2147483647], ymm10
	vcompresspd	ymm12, ymm11
	vcompressps	xmmword ptr [r8 - 2147483648], xmm13
	vcompressps	xmm15, xmm14
	vcompressps	ymmword ptr [r9], ymm0
	vcompressps	ymm2, ymm1
	vcvtdq2pd	ymm3, xmmword ptr [r10 + 8*rbp + 64]
	vcvtdq2pd	xmm4, qword ptr [r11 - 64]
	vcvtdq2pd	xmm6, xmm5
	vcvtdq2pd	ymm8, xmm7
	vcvtdq2pd	zmm10, ymm9
	vcvtdq2ph	ymm11, zmmword ptr [r12 + 1]
	vcvtdq2ph	xmm13, xmm12
	vcvtdq2ph	xmm15, ymm14
	vcvtdq2ph	ymm1, zmm0
	vcvtdq2ph	xmm2, xmmword ptr [r13 + rsi - 1]
	vcvtdq2ph	xmm3, ymmword ptr [r14 + 127]
	vcvtdq2ps	xmm4, xmmword ptr [r15 + 128]
	vcvtdq2ps	ymm5, ymmword ptr [rip - 128]
	vcvtdq2ps	xmm7, xmm6
	vcvtdq2ps	ymm9, ymm8
	vcvtne2ps2bf16	xmm11, xmm10, xmmword ptr [rax + 2*rdi + 4096]
	vcvtne2ps2bf16	ymm13, ymm12, ymmword ptr [rcx - 4096]
	vcvtne2ps2bf16	xmm0, xmm15, xmm14
	vcvtne2ps2bf16	ymm3, ymm2, ymm1
	vcvtneps2bf16	ymm4, zmmword ptr [rdx + 2147483647]
	vcvtneps2bf16	xmm6, xmm5
	vcvtneps2bf16	xmm8, ymm7
	vcvtneps2bf16	ymm10, zmm9
	vcvtneps2bf16	xmm11, xmmword ptr [rbx + 4*r8 - 2147483648]
	vcvtneps2bf16	xmm12, ymmword ptr [rsp]
	vcvtpd2dq	ymm13, zmmword ptr [rbp + 64]
	vcvtpd2dq	xmm15, xmm14
	vcvtpd2dq	xmm1, ymm0
	vcvtpd2dq	ymm3, zmm2
	vcvtpd2dq	xmm4, xmmword ptr [rsi + 8*r9 - 64]
	vcvtpd2dq	xmm5, ymmword ptr [rdi + 1]
	vcvtpd2ph	xmm7, xmm6
	vcvtpd2ph	xmm9, ymm8
	vcvtpd2ph	xmm11, zmm10
	vcvtpd2ph	xmm12, xmmword ptr [r8 - 1]
	vcvtpd2ph	xmm13, ymmword ptr [r9 + r10 + 127]
	vcvtpd2ph	xmm14, zmmword ptr [r10 + 128]
	vcvtpd2ps	ymm15, zmmword ptr [r11 - 128]
	vcvtpd2ps	xmm1, xmm0
	vcvtpd2ps	xmm3, ymm2
	vcvtpd2ps	ymm5, zmm4
	vcvtpd2ps	xmm6, xmmword ptr [r12 + 2*r11 + 4096]
	vcvtpd2ps	xmm7, ymmword ptr [r13 - 4096]
	vcvtpd2qq	xmm8, xmmword ptr [r14 + 2147483647]
	vcvtpd2qq	ymm9, ymmword ptr [r15 + 4*r12 - 2147483648]
	vcvtpd2qq	xmm11, xmm10
	vcvtpd2qq	ymm13, ymm12
	vcvtpd2udq	ymm14, zmmword ptr [rip]
	vcvtpd2udq	xmm0, xmm15
	vcvtpd2udq	xmm2, ymm1
	vcvtpd2udq	ymm4, zmm3
	vcvtpd2udq	xmm5, xmmword ptr [rax + 64]
	vcvtpd2udq	xmm6, ymmword ptr [rcx - 64]
	vcvtpd2uqq	xmm7, xmmword ptr [rdx + 8*r13 + 1]
	vcvtpd2uqq	ymm8, ymmword ptr [rbx - 1]
	vcvtpd2uqq	xmm10, xmm9
	vcvtpd2uqq	ymm12, ymm11
	vcvtph2dq	ymm13, xmmword ptr [rsp + 127]
	vcvtph2dq	xmm14, qword ptr [rbp + r14 + 128]
	vcvtph2dq	xmm0, xmm15
	vcvtph2dq	ymm2, xmm1
	vcvtph2dq	zmm4, ymm3
	vcvtph2pd	xmm5, dword ptr [rsi - 128]
	vcvtph2pd	ymm6, qword ptr [rdi + 4096]
	vcvtph2pd	xmm8, xmm7
	vcvtph2pd	ymm10, xmm9
	vcvtph2pd	zmm12, xmm11
	vcvtph2pd	zmm14, xmm13, {sae}
	vcvtph2ps	ymm15, xmmword ptr [r8 + 2*r15 - 4096]
	vcvtph2ps	xmm0, qword ptr [r9 + 2147483647]
	vcvtph2ps	xmm2, xmm1
	vcvtph2ps	ymm4, xmm3
	vcvtph2ps	zmm6, ymm5
	vcvtph2ps	zmm8, ymm7, {sae}
	vcvtph2psx	ymm9, xmmword ptr [r10 - 2147483648]
	vcvtph2psx	xmm10, qword ptr [r11 + 4*rax]
	vcvtph2psx	xmm12, xmm11
	vcvtph2psx	ymm14, xmm13
	vcvtph2psx	zmm0, ymm15
	vcvtph2psx	zmm2, ymm1, {sae}
	vcvtph2qq	xmm3, dword ptr [r12 + 64]
	vcvtph2qq	ymm4, qword ptr [r13 - 64]
	vcvtph2qq	xmm6, xmm5
	vcvtph2qq	ymm8, xmm7
	vcvtph2qq	zmm10, xmm9
	vcvtph2udq	ymm11, xmmword ptr [r14 + 8*rcx + 1]
	vcvtph2udq	xmm12, qword ptr [r15 - 1]
	vcvtph2udq	xmm14, xmm13
	vcvtph2udq	ymm0, xmm15
	vcvtph2udq	zmm2, ymm1
	vcvtph2uqq	xmm3, dword ptr [rip + 127]
	vcvtph2uqq	ymm4, qword ptr [rax + 128]
	vcvtph2uqq	xmm6, xmm5
	vcvtph2uqq	ymm8, xmm7
	vcvtph2uqq	zmm10, xmm9
	vcvtph2uw	xmm11, xmmword ptr [rcx + rdx - 128]
	vcvtph2uw	ymm12, ymmword ptr [rdx + 4096]
	vcvtph2uw	xmm14, xmm13
	vcvtph2uw	ymm0, ymm15
	vcvtph2w	xmm1, xmmword ptr [rbx - 4096]
	vcvtph2w	ymm2, ymmword ptr [rsp + 2*rbx + 2147483647]
	vcvtph2w	xmm4, xmm3
	vcvtph2w	ymm6, ymm5
	vcvtps2dq	xmm7, xmmword ptr [rbp - 2147483648]
	vcvtps2dq	ymm8, ymmword ptr [rsi]
	vcvtps2dq	xmm10, xmm9
	vcvtps2dq	ymm12, ymm11
	vcvtps2pd	ymm13, xmmword ptr [rdi + 4*rbp + 64]
	vcvtps2pd	xmm14, qword ptr [r8 - 64]
	vcvtps2pd	xmm0, xmm15
	vcvtps2pd	ymm2, xmm1
	vcvtps2pd	zmm4, ymm3
	vcvtps2pd	zmm6, ymm5, {sae}
	vcvtps2ph	qword ptr [r9 + 1], xmm7, 128
	vcvtps2ph	xmm9, xmm8, 64
	vcvtps2ph	xmmword ptr [r10 + 8*rsi - 1], ymm10, 17
	vcvtps2ph	xmm12, ymm11, 0
	vcvtps2ph	ymm14, zmm13, 1
	vcvtps2ph	ymm0, zmm15, {sae}, 127
	vcvtps2phx	ymm1, zmmword ptr [r11 + 127]
	vcvtps2phx	xmm3, xmm2
	vcvtps2phx	xmm5, ymm4
	vcvtps2phx	ymm7, zmm6
	vcvtps2phx	xmm8, xmmword ptr [r12 + 128]
	vcvtps2phx	xmm9, ymmword ptr [r13 + rdi - 128]
	vcvtps2qq	ymm10, xmmword ptr [r14 + 4096]
	vcvtps2qq	xmm11, qword ptr [r15 - 4096]
	vcvtps2qq	xmm13, xmm12
	vcvtps2qq	ymm15, xmm14
	vcvtps2qq	zmm1, ymm0
	vcvtps2udq	xmm2, xmmword ptr [rip + 2147483647]
	vcvtps2udq	ymm3, ymmword ptr [rax + 2*r8 - 2147483648]
	vcvtps2udq	xmm5, xmm4
	vcvtps2udq	ymm7, ymm6
	vcvtps2uqq	ymm8, xmmword ptr [rcx]
	vcvtps2uqq	xmm9, qword ptr [rdx + 64]
	vcvtps2uqq	xmm11, xmm10
	vcvtps2uqq	ymm13, xmm12
	vcvtps2uqq	zmm15, ymm14
	vcvtqq2pd	xmm0, xmmword ptr [rbx + 4*r9 - 64]
	vcvtqq2pd	ymm1, ymmword ptr [rsp + 1]
	vcvtqq2pd	xmm3, xmm2
	vcvtqq2pd	ymm5, ymm4
	vcvtqq2ph	xmm7, xmm6
	vcvtqq2ph	xmm9, ymm8
	vcvtqq2ph	xmm11, zmm10
	vcvtqq2ph	xmm12, xmmword ptr [rbp - 1]
	vcvtqq2ph	xmm13, ymmword ptr [rsi + 8*r10 + 127]
	vcvtqq2ph	xmm14, zmmword ptr [rdi + 128]
	vcvtqq2ps	ymm15, zmmword ptr [r8 - 128]
	vcvtqq2ps	xmm1, xmm0
	vcvtqq2ps	xmm3, ymm2
	vcvtqq2ps	ymm5, zmm4
	vcvtqq2ps	xmm6, xmmword ptr [r9 + r11 + 4096]
	vcvtqq2ps	xmm7, ymmword ptr [r10 - 4096]
	vcvtsd2sh	xmm9, xmm8, qword ptr [r11 + 2147483647]
	vcvtsd2sh	xmm12, xmm11, xmm10
	vcvtsd2si	eax, xmm13
	vcvtsd2si	rax, xmm14
	vcvtsd2ss	xmm0, xmm15, qword ptr [r12 + 2*r12 - 2147483648]
	vcvtsd2ss	xmm3, xmm2, xmm1
	vcvtsd2usi	ecx, xmm4
	vcvtsd2usi	rcx, xmm5
	vcvtsh2sd	xmm7, xmm6, word ptr [r13]
	vcvtsh2sd	xmm10, xmm9, xmm8
	vcvtsh2sd	xmm13, xmm12, xmm11, {sae}
	vcvtsh2si	edx, xmm14
	vcvtsh2si	rdx, xmm15
	vcvtsh2ss	xmm1, xmm0, word ptr [r14 + 64]
	vcvtsh2ss	xmm4, xmm3, xmm2
	vcvtsh2ss	xmm7, xmm6, xmm5, {sae}
	vcvtsh2usi	ebx, xmm8
	vcvtsh2usi	rbx, xmm9
	vcvtsi2sd	xmm11, xmm10, esi
	vcvtsi2sd	xmm13, xmm12, rsi
	vcvtsi2sd	xmm15, xmm14, dword ptr [r15 + 4*r13 - 64]
	vcvtsi2sd	xmm1, xmm0, qword ptr [rip + 1]
	vcvtsi2sh	xmm3, xmm2, edi
	vcvtsi2sh	xmm5, xmm4, rdi
	vcvtsi2sh	xmm7, xmm6, dword ptr [rax - 1]
	vcvtsi2sh	xmm9, xmm8, qword ptr [rcx + 127]
	vcvtsi2ss	xmm11, xmm10, r10d
	vcvtsi2ss	xmm13, xmm12, r11
	vcvtsi2ss	xmm15, xmm14, dword ptr [rdx + 8*r14 + 128]
	vcvtsi2ss	xmm1, xmm0, qword ptr [rbx - 128]
	vcvtss2sd	xmm3, xmm2, dword ptr [rsp + 4096]
	vcvtss2sd	xmm6, xmm5, xmm4
	vcvtss2sd	xmm9, xmm8, xmm7, {sae}
	vcvtss2sh	xmm11, xmm10, dword ptr [rbp + r15 - 4096]
	vcvtss2sh	xmm14, xmm13, xmm12
	vcvtss2si	r13d, xmm15
	vcvtss2si	r12, xmm0
	vcvtss2usi	eax, xmm1
	vcvtss2usi	rax, xmm2
	vcvttpd2dq	ymm3, zmmword ptr [rsi + 2147483647]
	vcvttpd2dq	xmm5, xmm4
	vcvttpd2dq	xmm7, ymm6
	vcvttpd2dq	ymm9, zmm8
	vcvttpd2dq	ymm11, zmm10, {sae}
	vcvttpd2dq	xmm12, xmmword ptr [rdi - 2147483648]
	vcvttpd2dq	xmm13, ymmword ptr [r8 + 2*rax]
	vcvttpd2qq	xmm14, xmmword ptr [r9 + 64]
	vcvttpd2qq	ymm15, ymmword ptr [r10 - 64]
	vcvttpd2qq	xmm1, xmm0
	vcvttpd2qq	ymm3, ymm2
	vcvttpd2udq	ymm4, zmmword ptr [r11 + 4*rcx + 1]
	vcvttpd2udq	xmm6, xmm5
	vcvttpd2udq	xmm8, ymm7
	vcvttpd2udq	ymm10, zmm9
	vcvttpd2udq	ymm12, zmm11, {sae}
	vcvttpd2udq	xmm13, xmmword ptr [r12 - 1]
	vcvttpd2udq	xmm14, ymmword ptr [r13 + 127]
	vcvttpd2uqq	xmm15, xmmword ptr [r14 + 8*rdx + 128]
	vcvttpd2uqq	ymm0, ymmword ptr [r15 - 128]
	vcvttpd2uqq	xmm2, xmm1
	vcvttpd2uqq	ymm4, ymm3
	vcvttph2dq	ymm5, xmmword ptr [rip + 4096]
	vcvttph2dq	xmm6, qword ptr [rax - 4096]
	vcvttph2dq	xmm8, xmm7
	vcvttph2dq	ymm10, xmm9
	vcvttph2dq	zmm12, ymm11
	vcvttph2dq	zmm14, ymm13, {sae}
	vcvttph2qq	xmm15, dword ptr [rcx + rbx + 2147483647]
	vcvttph2qq	ymm0, qword ptr [rdx - 2147483648]
	vcvttph2qq	xmm2, xmm1
	vcvttph2qq	ymm4, xmm3
	vcvttph2qq	zmm6, xmm5
	vcvttph2qq	zmm8, xmm7, {sae}
	vcvttph2udq	ymm9, xmmword ptr [rbx]
	vcvttph2udq	xmm10, qword ptr [rsp + 2*rbp + 64]
	vcvttph2udq	xmm12, xmm11
	vcvttph2udq	ymm14, xmm13
	vcvttph2udq	zmm0, ymm15
	vcvttph2udq	zmm2, ymm1, {sae}
	vcvttph2uqq	xmm3, dword ptr [rbp - 64]
	vcvttph2uqq	ymm4, qword ptr [rsi + 1]
	vcvttph2uqq	xmm6, xmm5
	vcvttph2uqq	ymm8, xmm7
	vcvttph2uqq	zmm10, xmm9
	vcvttph2uqq	zmm12, xmm11, {sae}
	vcvttph2uw	xmm13, xmmword ptr [rdi + 4*rsi - 1]
	vcvttph2uw	ymm14, ymmword ptr [r8 + 127]
	vcvttph2uw	xmm0, xmm15
	vcvttph2uw	ymm2, ymm1
	vcvttph2w	xmm3, xmmword ptr [r9 + 128]
	vcvttph2w	ymm4, ymmword ptr [r10 + 8*rdi - 128]
	vcvttph2w	xmm6, xmm5
	vcvttph2w	ymm8, ymm7
	vcvttps2dq	xmm9, xmmword ptr [r11 + 4096]
	vcvttps2dq	ymm10, ymmword ptr [r12 - 4096]
	vcvttps2dq	xmm12, xmm11
	vcvttps2dq	ymm14, ymm13
	vcvttps2qq	ymm15, xmmword ptr [r13 + r8 + 2147483647]
	vcvttps2qq	xmm0, qword ptr [r14 - 2147483648]
	vcvttps2qq	xmm2, xmm1
	vcvttps2qq	ymm4, xmm3
	vcvttps2qq	zmm6, ymm5
	vcvttps2qq	zmm8, ymm7, {sae}
	vcvttps2udq	xmm9, xmmword ptr [r15]
	vcvttps2udq	ymm10, ymmword ptr [rip + 64]
	vcvttps2udq	xmm12, xmm11
	vcvttps2udq	ymm14, ymm13
	vcvttps2uqq	ymm15, xmmword ptr [rax + 2*r9 - 64]
	vcvttps2uqq	xmm0, qword ptr [rcx + 1]
	vcvttps2uqq	xmm2, xmm1
	vcvttps2uqq	ymm4, xmm3
	vcvttps2uqq	zmm6, ymm5
	vcvttps2uqq	zmm8, ymm7, {sae}
	vcvttsd2si	ecx, xmm9
	vcvttsd2si	rcx, xmm10
	vcvttsd2si	edx, xmm11, {sae}
	vcvttsd2si	rdx, xmm12, {sae}
	vcvttsd2usi	ebx, xmm13
	vcvttsd2usi	rbx, xmm14
	vcvttsd2usi	esi, xmm15, {sae}
	vcvttsd2usi	rsi, xmm0, {sae}
	vcvttsh2si	edi, xmm1
	vcvttsh2si	rdi, xmm2
	vcvttsh2si	r10d, xmm3, {sae}
	vcvttsh2si	r11, xmm4, {sae}
	vcvttsh2usi	r13d, xmm5
	vcvttsh2usi	r12, xmm6
	vcvttsh2usi	eax, xmm7, {sae}
	vcvttsh2usi	rax, xmm8, {sae}
	vcvttss2si	ecx, xmm9
	vcvttss2si	rcx, xmm10
	vcvttss2si	edx, xmm11, {sae}
	vcvttss2si	rdx, xmm12, {sae}
	vcvttss2usi	ebx, xmm13
	vcvttss2usi	rbx, xmm14
	vcvttss2usi	esi, xmm15, {sae}
	vcvttss2usi	rsi, xmm0, {sae}
	vcvtudq2pd	ymm1, xmmword ptr [rdx - 1]
	vcvtudq2pd	xmm2, qword ptr [rbx + 4*r10 + 127]
	vcvtudq2pd	xmm4, xmm3
	vcvtudq2pd	ymm6, xmm5
	vcvtudq2pd	zmm8, ymm7
	vcvtudq2ph	ymm9, zmmword ptr [rsp + 128]
	vcvtudq2ph	xmm11, xmm10
	vcvtudq2ph	xmm13, ymm12
	vcvtudq2ph	ymm15, zmm14
	vcvtudq2ph	xmm0, xmmword ptr [rbp - 128]
	vcvtudq2ph	xmm1, ymmword ptr [rsi + 8*r11 + 4096]
	vcvtudq2ps	xmm2, xmmword ptr [rdi - 4096]
	vcvtudq2ps	ymm3, ymmword ptr [r8 + 2147483647]
	vcvtudq2ps	xmm5, xmm4
	vcvtudq2ps	ymm7, ymm6
	vcvtuqq2pd	xmm8, xmmword ptr [r9 + r12 - 2147483648]
	vcvtuqq2pd	ymm9, ymmword ptr [r10]
	vcvtuqq2pd	xmm11, xmm10
	vcvtuqq2pd	ymm13, ymm12
	vcvtuqq2ph	xmm15, xmm14
	vcvtuqq2ph	xmm1, ymm0
	vcvtuqq2ph	xmm3, zmm2
	vcvtuqq2ph	xmm4, xmmword ptr [r11 + 64]
	vcvtuqq2ph	xmm5, ymmword ptr [r12 + 2*r13 - 64]
	vcvtuqq2ph	xmm6, zmmword ptr [r13 + 1]
	vcvtuqq2ps	ymm7, zmmword ptr [r14 - 1]
	vcvtuqq2ps	xmm9, xmm8
	vcvtuqq2ps	xmm11, ymm10
	vcvtuqq2ps	ymm13, zmm12
	vcvtuqq2ps	xmm14, xmmword ptr [r15 + 4*r14 + 127]
	vcvtuqq2ps	xmm15, ymmword ptr [rip + 128]
	vcvtusi2sd	xmm1, xmm0, edi
	vcvtusi2sd	xmm3, xmm2, rdi
	vcvtusi2sd	xmm5, xmm4, dword ptr [rax - 128]
	vcvtusi2sd	xmm7, xmm6, qword ptr [rcx + 4096]
	vcvtusi2sh	xmm9, xmm8, r10d
	vcvtusi2sh	xmm11, xmm10, r11
	vcvtusi2sh	xmm13, xmm12, dword ptr [rdx + 8*r15 - 4096]
	vcvtusi2sh	xmm15, xmm14, qword ptr [rbx + 2147483647]
	vcvtusi2ss	xmm1, xmm0, r13d
	vcvtusi2ss	xmm3, xmm2, r12
	vcvtusi2ss	xmm5, xmm4, dword ptr [rsp - 2147483648]
	vcvtusi2ss	xmm7, xmm6, qword ptr [rbp + rax]
	vcvtuw2ph	xmm8, xmmword ptr [rsi + 64]
	vcvtuw2ph	ymm9, ymmword ptr [rdi - 64]
	vcvtuw2ph	xmm11, xmm10
	vcvtuw2ph	ymm13, ymm12
	vcvtw2ph	xmm14, xmmword ptr [r8 + 2*rcx + 1]
	vcvtw2ph	ymm15, ymmword ptr [r9 - 1]
	vcvtw2ph	xmm1, xmm0
	vcvtw2ph	ymm3, ymm2
	vdbpsadbw	xmm5, xmm4, xmmword ptr [r10 + 127], 255
	vdbpsadbw	ymm7, ymm6, ymmword ptr [r11 + 4*rdx + 128], 3
	vdbpsadbw	xmm10, xmm9, xmm8, 128
	vdbpsadbw	ymm13, ymm12, ymm11, 64
	vdivpd	xmm15, xmm14, xmmword ptr [r12 - 128]
	vdivpd	ymm1, ymm0, ymmword ptr [r13 + 4096]
	vdivpd	xmm4, xmm3, xmm2
	vdivpd	ymm7, ymm6, ymm5
	vdivph	xmm9, xmm8, xmmword ptr [r14 + 8*rbx - 4096]
	vdivph	ymm11, ymm10, ymmword ptr [r15 + 2147483647]
	vdivph	xmm14, xmm13, xmm12
	vdivph	ymm1, ymm0, ymm15
	vdivps	xmm3, xmm2, xmmword ptr [rip - 2147483648]
	vdivps	ymm5, ymm4, ymmword ptr [rax]
	vdivps	xmm8, xmm7, xmm6
	vdivps	ymm11, ymm10, ymm9
	vdivsd	xmm13, xmm12, qword ptr [rcx + rbp + 64]
	vdivsd	xmm0, xmm15, xmm14
	vdivsh	xmm2, xmm1, word ptr [rdx - 64]
	vdivsh	xmm5, xmm4, xmm3
	vdivss	xmm7, xmm6, dword ptr [rbx + 1]
	vdivss	xmm10, xmm9, xmm8
	vdpbf16ps	xmm12, xmm11, xmmword ptr [rsp + 2*rsi - 1]
	vdpbf16ps	ymm14, ymm13, ymmword ptr [rbp + 127]
	vdpbf16ps	xmm1, xmm0, xmm15
	vdpbf16ps	ymm4, ymm3, ymm2
	vexpandpd	xmm5, xmmword ptr [rsi + 128]
	vexpandpd	ymm6, ymmword ptr [rdi + 4*rdi - 128]
	vexpandpd	xmm8, xmm7
	vexpandpd	ymm10, ymm9
	vexpandps	xmm11, xmmword ptr [r8 + 4096]
	vexpandps	ymm12, ymmword ptr [r9 - 4096]
	vexpandps	xmm14, xmm13
	vexpandps	ymm0, ymm15
	vextractf32x4	xmmword ptr [r10 + 8*r8 + 2147483647], ymm1, 17
	vextractf32x4	xmm3, ymm2, 0
	vextractf32x4	xmm5, zmm4, 1
	vextractf32x8	ymm7, zmm6, 127
	vextractf64x2	xmmword ptr [r11 - 2147483648], ymm8, 255
	vextractf64x2	xmm10, ymm9, 3
	vextractf64x2	xmm12, zmm11, 128
	vextractf64x4	ymm14, zmm13, 64
	vextracti32x4	xmmword ptr [r12], ymm15, 17
	vextracti32x4	xmm1, ymm0, 0
	vextracti32x4	xmm3, zmm2, 1
	vextracti32x8	ymm5, zmm4, 127
	vextracti64x2	xmmword ptr [r13 + r9 + 64], ymm6, 255
	vextracti64x2	xmm8, ymm7, 3
	vextracti64x2	xmm10, zmm9, 128
	vextracti64x4	ymm12, zmm11, 64
	vextractps	dword ptr [r14 - 64], xmm13, 17
	vextractps	eax, xmm14, 0
	vfcmaddcph	xmm0, xmm15, xmmword ptr [r15 + 1]
	vfcmaddcph	ymm2, ymm1, ymmword ptr [rip - 1]
	vfcmaddcph	xmm5, xmm4, xmm3
	vfcmaddcph	ymm8, ymm7, ymm6
	vfcmaddcsh	xmm10, xmm9, dword ptr [rax + 2*r10 + 127]
	vfcmaddcsh	xmm13, xmm12, xmm11
	vfcmulcph	xmm15, xmm14, xmmword ptr [rcx + 128]
	vfcmulcph	ymm1, ymm0, ymmword ptr [rdx - 128]
	vfcmulcph	xmm4, xmm3, xmm2
	vfcmulcph	ymm7, ymm6, ymm5
	vfcmulcsh	xmm9, xmm8, dword ptr [rbx + 4*r11 + 4096]
	vfcmulcsh	xmm12, xmm11, xmm10
	vfixupimmpd	xmm14, xmm13, xmmword ptr [rsp - 4096], 1
	vfixupimmpd	ymm0, ymm15, ymmword ptr [rbp + 2147483647], 127
	vfixupimmpd	xmm3, xmm2, xmm1, 255
	vfixupimmpd	ymm6, ymm5, ymm4, 3
	vfixupimmps	xmm8, xmm7, xmmword ptr [rsi + 8*r12 - 2147483648], 128
	vfixupimmps	ymm10, ymm9, ymmword ptr [rdi], 64
	vfixupimmps	xmm13, xmm12, xmm11, 17
	vfixupimmps	ymm0, ymm15, ymm14, 0
	vfixupimmsd	xmm2, xmm1, qword ptr [r8 + 64], 1
	vfixupimmsd	xmm5, xmm4, xmm3, 127
	vfixupimmsd	xmm8, xmm7, xmm6, {sae}, 255
	vfixupimmss	xmm10, xmm9, dword ptr [r9 + r13 - 64], 3
	vfixupimmss	xmm13, xmm12, xmm11, 128
	vfixupimmss	xmm0, xmm15, xmm14, {sae}, 64
	vfmadd132pd	xmm2, xmm1, xmmword ptr [r10 + 1]
	vfmadd132pd	ymm4, ymm3, ymmword ptr [r11 - 1]
	vfmadd132pd	xmm7, xmm6, xmm5
	vfmadd132pd	ymm10, ymm9, ymm8
	vfmadd132ph	xmm12, xmm11, xmmword ptr [r12 + 2*r14 + 127]
	vfmadd132ph	ymm14, ymm13, ymmword ptr [r13 + 128]
	vfmadd132ph	xmm1, xmm0, xmm15
	vfmadd132ph	ymm4, ymm3, ymm2
	vfmadd132ps	xmm6, xmm5, xmmword ptr [r14 - 128]
	vfmadd132ps	ymm8, ymm7, ymmword ptr [r15 + 4*r15 + 4096]
	vfmadd132ps	xmm11, xmm10, xmm9
	vfmadd132ps	ymm14, ymm13, ymm12
	vfmadd132sd	xmm0, xmm15, qword ptr [rip - 4096]
	vfmadd132sd	xmm3, xmm2, xmm1
	vfmadd132sh	xmm5, xmm4, word ptr [rax + 2147483647]
	vfmadd132sh	xmm8, xmm7, xmm6
	vfmadd132ss	xmm10, xmm9, dword ptr [rcx - 2147483648]
	vfmadd132ss	xmm13, xmm12, xmm11
	vfmadd213pd	xmm15, xmm14, xmmword ptr [rdx + 8*rax]
	vfmadd213pd	ymm1, ymm0, ymmword ptr [rbx + 64]
	vfmadd213pd	xmm4, xmm3, xmm2
	vfmadd213pd	ymm7, ymm6, ymm5
	vfmadd213ph	xmm9, xmm8, xmmword ptr [rsp - 64]
	vfmadd213ph	ymm11, ymm10, ymmword ptr [rbp + rcx + 1]
	vfmadd213ph	xmm14, xmm13, xmm12
	vfmadd213ph	ymm1, ymm0, ymm15
	vfmadd213ps	xmm3, xmm2, xmmword ptr [rsi - 1]
	vfmadd213ps	ymm5, ymm4, ymmword ptr [rdi + 127]
	vfmadd213ps	xmm8, xmm7, xmm6
	vfmadd213ps	ymm11, ymm10, ymm9
	vfmadd213sd	xmm13, xmm12, qword ptr [r8 + 2*rdx + 128]
	vfmadd213sd	xmm0, xmm15, xmm14
	vfmadd213sh	xmm2, xmm1, word ptr [r9 - 128]
	vfmadd213sh	xmm5, xmm4, xmm3
	vfmadd213ss	xmm7, xmm6, dword ptr [r10 + 4096]
	vfmadd213ss	xmm10, xmm9, xmm8
	vfmadd231pd	xmm12, xmm11, xmmword ptr [r11 + 4*rbx - 4096]
	vfmadd231pd	ymm14, ymm13, ymmword ptr [r12 + 2147483647]
	vfmadd231pd	xmm1, xmm0, xmm15
	vfmadd231pd	ymm4, ymm3, ymm2
	vfmadd231ph	xmm6, xmm5, xmmword ptr [r13 - 2147483648]
	vfmadd231ph	ymm8, ymm7, ymmword ptr [r14 + 8*rbp]
	vfmadd231ph	xmm11, xmm10, xmm9
	vfmadd231ph	ymm14, ymm13, ymm12
	vfmadd231ps	xmm0, xmm15, xmmword ptr [r15 + 64]
	vfmadd231ps	ymm2, ymm1, ymmword ptr [rip - 64]
	vfmadd231ps	xmm5, xmm4, xmm3
	vfmadd231ps	ymm8, ymm7, ymm6
	vfmadd231sd	xmm10, xmm9, qword ptr [rax + 1]
	vfmadd231sd	xmm13, xmm12, xmm11
	vfmadd231sh	xmm15, xmm14, word ptr [rcx + rsi - 1]
	vfmadd231sh	xmm2, xmm1, xmm0
	vfmadd231ss	xmm4, xmm3, dword ptr [rdx + 127]
	vfmadd231ss	xmm7, xmm6, xmm5
	vfmaddcph	xmm9, xmm8, xmmword ptr [rbx + 128]
	vfmaddcph	ymm11, ymm10, ymmword ptr [rsp + 2*rdi - 128]
	vfmaddcph	xmm14, xmm13, xmm12
	vfmaddcph	ymm1, ymm0, ymm15
	vfmaddcsh	xmm3, xmm2, dword ptr [rbp + 4096]
	vfmaddcsh	xmm6, xmm5, xmm4
	vfmaddsub132pd	xmm8, xmm7, xmmword ptr [rsi - 4096]
	vfmaddsub132pd	ymm10, ymm9, ymmword ptr [rdi + 4*r8 + 2147483647]
	vfmaddsub132pd	xmm13, xmm12, xmm11
	vfmaddsub132pd	ymm0, ymm15, ymm14
	vfmaddsub132ph	xmm2, xmm1, xmmword ptr [r8 - 2147483648]
	vfmaddsub132ph	ymm4, ymm3, ymmword ptr [r9]
	vfmaddsub132ph	xmm7, xmm6, xmm5
	vfmaddsub132ph	ymm10, ymm9, ymm8
	vfmaddsub132ps	xmm12, xmm11, xmmword ptr [r10 + 8*r9 + 64]
	vfmaddsub132ps	ymm14, ymm13, ymmword ptr [r11 - 64]
	vfmaddsub132ps	xmm1, xmm0, xmm15
	vfmaddsub132ps	ymm4, ymm3, ymm2
	vfmaddsub213pd	xmm6, xmm5, xmmword ptr [r12 + 1]
	vfmaddsub213pd	ymm8, ymm7, ymmword ptr [r13 + r10 - 1]
	vfmaddsub213pd	xmm11, xmm10, xmm9
	vfmaddsub213pd	ymm14, ymm13, ymm12
	vfmaddsub213ph	xmm0, xmm15, xmmword ptr [r14 + 127]
	vfmaddsub213ph	ymm2, ymm1, ymmword ptr [r15 + 128]
	vfmaddsub213ph	xmm5, xmm4, xmm3
	vfmaddsub213ph	ymm8, ymm7, ymm6
	vfmaddsub213ps	xmm10, xmm9, xmmword ptr [rip - 128]
	vfmaddsub213ps	ymm12, ymm11, ymmword ptr [rax + 2*r11 + 4096]
	vfmaddsub213ps	xmm15, xmm14, xmm13
	vfmaddsub213ps	ymm2, ymm1, ymm0
	vfmaddsub231pd	xmm4, xmm3, xmmword ptr [rcx - 4096]
	vfmaddsub231pd	ymm6, ymm5, ymmword ptr [rdx + 2147483647]
	vfmaddsub231pd	xmm9, xmm8, xmm7
	vfmaddsub231pd	ymm12, ymm11, ymm10
	vfmaddsub231ph	xmm14, xmm13, xmmword ptr [rbx + 4*r12 - 2147483648]
	vfmaddsub231ph	ymm0, ymm15, ymmword ptr [rsp]
	vfmaddsub231ph	xmm3, xmm2, xmm1
	vfmaddsub231ph	ymm6, ymm5, ymm4
	vfmaddsub231ps	xmm8, xmm7, xmmword ptr [rbp + 64]
	vfmaddsub231ps	ymm10, ymm9, ymmword ptr [rsi + 8*r13 - 64]
	vfmaddsub231ps	xmm13, xmm12, xmm11
	vfmaddsub231ps	ymm0, ymm15, ymm14
	vfmsub132pd	xmm2, xmm1, xmmword ptr [rdi + 1]
	vfmsub132pd	ymm4, ymm3, ymmword ptr [r8 - 1]
	vfmsub132pd	xmm7, xmm6, xmm5
	vfmsub132pd	ymm10, ymm9, ymm8
	vfmsub132ph	xmm12, xmm11, xmmword ptr [r9 + r14 + 127]
	vfmsub132ph	ymm14, ymm13, ymmword ptr [r10 + 128]
	vfmsub132ph	xmm1, xmm0, xmm15
	vfmsub132ph	ymm4, ymm3, ymm2
	vfmsub132ps	xmm6, xmm5, xmmword ptr [r11 - 128]
	vfmsub132ps	ymm8, ymm7, ymmword ptr [r12 + 2*r15 + 4096]
	vfmsub132ps	xmm11, xmm10, xmm9
	vfmsub132ps	ymm14, ymm13, ymm12
	vfmsub132sd	xmm0, xmm15, qword ptr [r13 - 4096]
	vfmsub132sd	xmm3, xmm2, xmm1
	vfmsub132sh	xmm5, xmm4, word ptr [r14 + 2147483647]
	vfmsub132sh	xmm8, xmm7, xmm6
	vfmsub132ss	xmm10, xmm9, dword ptr [r15 + 4*rax - 2147483648]
	vfmsub132ss	xmm13, xmm12, xmm11
	vfmsub213pd	xmm15, xmm14, xmmword ptr [rip]
	vfmsub213pd	ymm1, ymm0, ymmword ptr [rax + 64]
	vfmsub213pd	xmm4, xmm3, xmm2
	vfmsub213pd	ymm7, ymm6, ymm5
	vfmsub213ph	xmm9, xmm8, xmmword ptr [rcx - 64]
	vfmsub213ph	ymm11, ymm10, ymmword ptr [rdx + 8*rcx + 1]
	vfmsub213ph	xmm14, xmm13, xmm12
	vfmsub213ph	ymm1, ymm0, ymm15
	vfmsub213ps	xmm3, xmm2, xmmword ptr [rbx - 1]
	vfmsub213ps	ymm5, ymm4, ymmword ptr [rsp + 127]
	vfmsub213ps	xmm8, xmm7, xmm6
	vfmsub213ps	ymm11, ymm10, ymm9
	vfmsub213sd	xmm13, xmm12, qword ptr [rbp + rdx + 128]
	vfmsub213sd	xmm0, xmm15, xmm14
	vfmsub213sh	xmm2, xmm1, word ptr [rsi - 128]
	vfmsub213sh	xmm5, xmm4, xmm3
	vfmsub213ss	xmm7, xmm6, dword ptr [rdi + 4096]
	vfmsub213ss	xmm10, xmm9, xmm8
	vfmsub231pd	xmm12, xmm11, xmmword ptr [r8 + 2*rbx - 4096]
	vfmsub231pd	ymm14, ymm13, ymmword ptr [r9 + 2147483647]
	vfmsub231pd	xmm1, xmm0, xmm15
	vfmsub231pd	ymm4, ymm3, ymm2
	vfmsub231ph	xmm6, xmm5, xmmword ptr [r10 - 2147483648]
	vfmsub231ph	ymm8, ymm7, ymmword ptr [r11 + 4*rbp]
	vfmsub231ph	xmm11, xmm10, xmm9
	vfmsub231ph	ymm14, ymm13, ymm12
	vfmsub231ps	xmm0, xmm15, xmmword ptr [r12 + 64]
	vfmsub231ps	ymm2, ymm1, ymmword ptr [r13 - 64]
	vfmsub231ps	xmm5, xmm4, xmm3
	vfmsub231ps	ymm8, ymm7, ymm6
	vfmsub231sd	xmm10, xmm9, qword ptr [r14 + 8*rsi + 1]
	vfmsub231sd	xmm13, xmm12, xmm11
	vfmsub231sh	xmm15, xmm14, word ptr [r15 - 1]
	vfmsub231sh	xmm2, xmm1, xmm0
	vfmsub231ss	xmm4, xmm3, dword ptr [rip + 127]
	vfmsub231ss	xmm7, xmm6, xmm5
	vfmsubadd132pd	xmm9, xmm8, xmmword ptr [rax + 128]
	vfmsubadd132pd	ymm11, ymm10, ymmword ptr [rcx + rdi - 128]
	vfmsubadd132pd	xmm14, xmm13, xmm12
	vfmsubadd132pd	ymm1, ymm0, ymm15
	vfmsubadd132ph	xmm3, xmm2, xmmword ptr [rdx + 4096]
	vfmsubadd132ph	ymm5, ymm4, ymmword ptr [rbx - 4096]
	vfmsubadd132ph	xmm8, xmm7, xmm6
	vfmsubadd132ph	ymm11, ymm10, ymm9
	vfmsubadd132ps	xmm13, xmm12, xmmword ptr [rsp + 2*r8 + 2147483647]
	vfmsubadd132ps	ymm15, ymm14, ymmword ptr [rbp - 2147483648]
	vfmsubadd132ps	xmm2, xmm1, xmm0
	vfmsubadd132ps	ymm5, ymm4, ymm3
	vfmsubadd213pd	xmm7, xmm6, xmmword ptr [rsi]
	vfmsubadd213pd	ymm9, ymm8, ymmword ptr [rdi + 4*r9 + 64]
	vfmsubadd213pd	xmm12, xmm11, xmm10
	vfmsubadd213pd	ymm15, ymm14, ymm13
	vfmsubadd213ph	xmm1, xmm0, xmmword ptr [r8 - 64]
	vfmsubadd213ph	ymm3, ymm2, ymmword ptr [r9 + 1]
	vfmsubadd213ph	xmm6, xmm5, xmm4
	vfmsubadd213ph	ymm9, ymm8, ymm7
	vfmsubadd213ps	xmm11, xmm10, xmmword ptr [r10 + 8*r10 - 1]
	vfmsubadd213ps	ymm13, ymm12, ymmword ptr [r11 + 127]
	vfmsubadd213ps	xmm0, xmm15, xmm14
	vfmsubadd213ps	ymm3, ymm2, ymm1
	vfmsubadd231pd	xmm5, xmm4, xmmword ptr [r12 + 128]
	vfmsubadd231pd	ymm7, ymm6, ymmword ptr [r13 + r11 - 128]
	vfmsubadd231pd	xmm10, xmm9, xmm8
	vfmsubadd231pd	ymm13, ymm12, ymm11
	vfmsubadd231ph	xmm15, xmm14, xmmword ptr [r14 + 4096]
	vfmsubadd231ph	ymm1, ymm0, ymmword ptr [r15 - 4096]
	vfmsubadd231ph	xmm4, xmm3, xmm2
	vfmsubadd231ph	ymm7, ymm6, ymm5
	vfmsubadd231ps	xmm9, xmm8, xmmword ptr [rip + 2147483647]
	vfmsubadd231ps	ymm11, ymm10, ymmword ptr [rax + 2*r12 - 2147483648]
	vfmsubadd231ps	xmm14, xmm13, xmm12
	vfmsubadd231ps	ymm1, ymm0, ymm15
	vfmulcph	xmm3, xmm2, xmmword ptr [rcx]
	vfmulcph	ymm5, ymm4, ymmword ptr [rdx + 64]
	vfmulcph	xmm8, xmm7, xmm6
	vfmulcph	ymm11, ymm10, ymm9
	vfmulcsh	xmm13, xmm12, dword ptr [rbx + 4*r13 - 64]
	vfmulcsh	xmm0, xmm15, xmm14
	vfnmadd132pd	xmm2, xmm1, xmmword ptr [rsp + 1]
	vfnmadd132pd	ymm4, ymm3, ymmword ptr [rbp - 1]
	vfnmadd132pd	xmm7, xmm6, xmm5
	vfnmadd132pd	ymm10, ymm9, ymm8
	vfnmadd132ph	xmm12, xmm11, xmmword ptr [rsi + 8*r14 + 127]
	vfnmadd132ph	ymm14, ymm13, ymmword ptr [rdi + 128]
	vfnmadd132ph	xmm1, xmm0, xmm15
	vfnmadd132ph	ymm4, ymm3, ymm2
	vfnmadd132ps	xmm6, xmm5, xmmword ptr [r8 - 128]
	vfnmadd132ps	ymm8, ymm7, ymmword ptr [r9 + r15 + 4096]
	vfnmadd132ps	xmm11, xmm10, xmm9
	vfnmadd132ps	ymm14, ymm13, ymm12
	vfnmadd132sd	xmm0, xmm15, qword ptr [r10 - 4096]
	vfnmadd132sd	xmm3, xmm2, xmm1
	vfnmadd132sh	xmm5, xmm4, word ptr [r11 + 2147483647]
	vfnmadd132sh	xmm8, xmm7, xmm6
	vfnmadd132ss	xmm10, xmm9, dword ptr [r12 + 2*rax - 2147483648]
	vfnmadd132ss	xmm13, xmm12, xmm11
	vfnmadd213pd	xmm15, xmm14, xmmword ptr [r13]
	vfnmadd213pd	ymm1, ymm0, ymmword ptr [r14 + 64]
	vfnmadd213pd	xmm4, xmm3, xmm2
	vfnmadd213pd	ymm7, ymm6, ymm5
	vfnmadd213ph	xmm9, xmm8, xmmword ptr [r15 + 4*rcx - 64]
	vfnmadd213ph	ymm11, ymm10, ymmword ptr [rip + 1]
	vfnmadd213ph	xmm14, xmm13, xmm12
	vfnmadd213ph	ymm1, ymm0, ymm15
	vfnmadd213ps	xmm3, xmm2, xmmword ptr [rax - 1]
	vfnmadd213ps	ymm5, ymm4, ymmword ptr [rcx + 127]
	vfnmadd213ps	xmm8, xmm7, xmm6
	vfnmadd213ps	ymm11, ymm10, ymm9
	vfnmadd213sd	xmm13, xmm12, qword ptr [rdx + 8*rdx + 128]
	vfnmadd213sd	xmm0, xmm15, xmm14
	vfnmadd213sh	xmm2, xmm1, word ptr [rbx - 128]
	vfnmadd213sh	xmm5, xmm4, xmm3
	vfnmadd213ss	xmm7, xmm6, dword ptr [rsp + 4096]
	vfnmadd213ss	xmm10, xmm9, xmm8
	vfnmadd231pd	xmm12, xmm11, xmmword ptr [rbp + rbx - 4096]
	vfnmadd231pd	ymm14, ymm13, ymmword ptr [rsi + 2147483647]
	vfnmadd231pd	xmm1, xmm0, xmm15
	vfnmadd231pd	ymm4, ymm3, ymm2
	vfnmadd231ph	xmm6, xmm5, xmmword ptr [rdi - 2147483648]
	vfnmadd231ph	ymm8, ymm7, ymmword ptr [r8 + 2*rbp]
	vfnmadd231ph	xmm11, xmm10, xmm9
	vfnmadd231ph	ymm14, ymm13, ymm12
	vfnmadd231ps	xmm0, xmm15, xmmword ptr [r9 + 64]
	vfnmadd231ps	ymm2, ymm1, ymmword ptr [r10 - 64]
	vfnmadd231ps	xmm5, xmm4, xmm3
	vfnmadd231ps	ymm8, ymm7, ymm6
	vfnmadd231sd	xmm10, xmm9, qword ptr [r11 + 4*rsi + 1]
	vfnmadd231sd	xmm13, xmm12, xmm11
	vfnmadd231sh	xmm15, xmm14, word ptr [r12 - 1]
	vfnmadd231sh	xmm2, xmm1, xmm0
	vfnmadd231ss	xmm4, xmm3, dword ptr [r13 + 127]
	vfnmadd231ss	xmm7, xmm6, xmm5
	vfnmsub132pd	xmm9, xmm8, xmmword ptr [r14 + 8*rdi + 128]
	vfnmsub132pd	ymm11, ymm10, ymmword ptr [r15 - 128]
	vfnmsub132pd	xmm14, xmm13, xmm12
	vfnmsub132pd	ymm1, ymm0, ymm15
	vfnmsub132ph	xmm3, xmm2, xmmword ptr [rip + 4096]
	vfnmsub132ph	ymm5, ymm4, ymmword ptr [rax - 4096]
	vfnmsub132ph	xmm8, xmm7, xmm6
	vfnmsub132ph	ymm11, ymm10, ymm9
	vfnmsub132ps	xmm13, xmm12, xmmword ptr [rcx + r8 + 2147483647]
	vfnmsub132ps	ymm15, ymm14, ymmword ptr [rdx - 2147483648]
	vfnmsub132ps	xmm2, xmm1, xmm0
	vfnmsub132ps	ymm5, ymm4, ymm3
	vfnmsub132sd	xmm7, xmm6, qword ptr [rbx]
	vfnmsub132sd	xmm10, xmm9, xmm8
	vfnmsub132sh	xmm12, xmm11, word ptr [rsp + 2*r9 + 64]
	vfnmsub132sh	xmm15, xmm14, xmm13
	vfnmsub132ss	xmm1, xmm0, dword ptr [rbp - 64]
	vfnmsub132ss	xmm4, xmm3, xmm2
	vfnmsub213pd	xmm6, xmm5, xmmword ptr [rsi + 1]
	vfnmsub213pd	ymm8, ymm7, ymmword ptr [rdi + 4*r10 - 1]
	vfnmsub213pd	xmm11, xmm10, xmm9
	vfnmsub213pd	ymm14, ymm13, ymm12
	vfnmsub213ph	xmm0, xmm15, xmmword ptr [r8 + 127]
	vfnmsub213ph	ymm2, ymm1, ymmword ptr [r9 + 128]
	vfnmsub213ph	xmm5, xmm4, xmm3
	vfnmsub213ph	ymm8, ymm7, ymm6
	vfnmsub213ps	xmm10, xmm9, xmmword ptr [r10 + 8*r11 - 128]
	vfnmsub213ps	ymm12, ymm11, ymmword ptr [r11 + 4096]
	vfnmsub213ps	xmm15, xmm14, xmm13
	vfnmsub213ps	ymm2, ymm1, ymm0
	vfnmsub213sd	xmm4, xmm3, qword ptr [r12 - 4096]
	vfnmsub213sd	xmm7, xmm6, xmm5
	vfnmsub213sh	xmm9, xmm8, word ptr [r13 + r12 + 2147483647]
	vfnmsub213sh	xmm12, xmm11, xmm10
	vfnmsub213ss	xmm14, xmm13, dword ptr [r14 - 2147483648]
	vfnmsub213ss	xmm1, xmm0, xmm15
	vfnmsub231pd	xmm3, xmm2, xmmword ptr [r15]
	vfnmsub231pd	ymm5, ymm4, ymmword ptr [rip + 64]
	vfnmsub231pd	xmm8, xmm7, xmm6
	vfnmsub231pd	ymm11, ymm10, ymm9
	vfnmsub231ph	xmm13, xmm12, xmmword ptr [rax + 2*r13 - 64]
	vfnmsub231ph	ymm15, ymm14, ymmword ptr [rcx + 1]
	vfnmsub231ph	xmm2, xmm1, xmm0
	vfnmsub231ph	ymm5, ymm4, ymm3
	vfnmsub231ps	xmm7, xmm6, xmmword ptr [rdx - 1]
	vfnmsub231ps	ymm9, ymm8, ymmword ptr [rbx + 4*r14 + 127]
	vfnmsub231ps	xmm12, xmm11, xmm10
	vfnmsub231ps	ymm15, ymm14, ymm13
	vfnmsub231sd	xmm1, xmm0, qword ptr [rsp + 128]
	vfnmsub231sd	xmm4, xmm3, xmm2
	vfnmsub231sh	xmm6, xmm5, word ptr [rbp - 128]
	vfnmsub231sh	xmm9, xmm8, xmm7
	vfnmsub231ss	xmm11, xmm10, dword ptr [rsi + 8*r15 + 4096]
	vfnmsub231ss	xmm14, xmm13, xmm12
	vfpclasspd	k5, xmm15, 17
	vfpclasspd	k6, ymm0, 0
	vfpclassph	k7, xmm1, 1
	vfpclassph	k0, ymm2, 127
	vfpclassps	k1, xmm3, 255
	vfpclassps	k2, ymm4, 3
	vfpclasssd	k3, xmm5, 128
	vfpclasssh	k4, xmm6, 64
	vfpclassss	k5, xmm7, 17
	vgetexppd	xmm8, xmmword ptr [rdi - 4096]
	vgetexppd	ymm9, ymmword ptr [r8 + 2147483647]
	vgetexppd	xmm11, xmm10
	vgetexppd	ymm13, ymm12
	vgetexpph	xmm14, xmmword ptr [r9 + rax - 2147483648]
	vgetexpph	ymm15, ymmword ptr [r10]
	vgetexpph	xmm1, xmm0
	vgetexpph	ymm3, ymm2
	vgetexpps	xmm4, xmmword ptr [r11 + 64]
	vgetexpps	ymm5, ymmword ptr [r12 + 2*rcx - 64]
	vgetexpps	xmm7, xmm6
	vgetexpps	ymm9, ymm8
	vgetexpsd	xmm11, xmm10, qword ptr [r13 + 1]
	vgetexpsd	xmm14, xmm13, xmm12
	vgetexpsd	xmm1, xmm0, xmm15, {sae}
	vgetexpsh	xmm3, xmm2, word ptr [r14 - 1]
	vgetexpsh	xmm6, xmm5, xmm4
	vgetexpsh	xmm9, xmm8, xmm7, {sae}
	vgetexpss	xmm11, xmm10, dword ptr [r15 + 4*rdx + 127]
	vgetexpss	xmm14, xmm13, xmm12
	vgetexpss	xmm1, xmm0, xmm15, {sae}
	vgetmantpd	xmm2, xmmword ptr [rip + 128], 0
	vgetmantpd	ymm3, ymmword ptr [rax - 128], 1
	vgetmantpd	xmm5, xmm4, 127
	vgetmantpd	ymm7, ymm6, 255
	vgetmantph	xmm8, xmmword ptr [rcx + 4096], 3
	vgetmantph	ymm9, ymmword ptr [rdx + 8*rbx - 4096], 128
	vgetmantph	xmm11, xmm10, 64
	vgetmantph	ymm13, ymm12, 17
	vgetmantps	xmm14, xmmword ptr [rbx + 2147483647], 0
	vgetmantps	ymm15, ymmword ptr [rsp - 2147483648], 1
	vgetmantps	xmm1, xmm0, 127
	vgetmantps	ymm3, ymm2, 255
	vgetmantsd	xmm5, xmm4, qword ptr [rbp + rbp], 3
	vgetmantsd	xmm8, xmm7, xmm6, 128
	vgetmantsd	xmm11, xmm10, xmm9, {sae}, 64
	vgetmantsh	xmm13, xmm12, word ptr [rsi + 64], 17
	vgetmantsh	xmm0, xmm15, xmm14, 0
	vgetmantsh	xmm3, xmm2, xmm1, {sae}, 1
	vgetmantss	xmm5, xmm4, dword ptr [rdi - 64], 127
	vgetmantss	xmm8, xmm7, xmm6, 255
	vgetmantss	xmm11, xmm10, xmm9, {sae}, 3
	vgf2p8affineinvqb	xmm13, xmm12, xmmword ptr [r8 + 2*rsi + 1], 128
	vgf2p8affineinvqb	ymm15, ymm14, ymmword ptr [r9 - 1], 64
	vgf2p8affineinvqb	xmm2, xmm1, xmm0, 17
	vgf2p8affineinvqb	ymm5, ymm4, ymm3, 0
	vgf2p8affineqb	xmm7, xmm6, xmmword ptr [r10 + 127], 1
	vgf2p8affineqb	ymm9, ymm8, ymmword ptr [r11 + 4*rdi + 128], 127
	vgf2p8affineqb	xmm12, xmm11, xmm10, 255
	vgf2p8affineqb	ymm15, ymm14, ymm13, 3
	vgf2p8mulb	xmm1, xmm0, xmmword ptr [r12 - 128]
	vgf2p8mulb	ymm3, ymm2, ymmword ptr [r13 + 4096]
	vgf2p8mulb	xmm6, xmm5, xmm4
	vgf2p8mulb	ymm9, ymm8, ymm7
	vinsertf32x4	ymm11, ymm10, xmmword ptr [r14 + 8*r8 - 4096], 128
	vinsertf32x4	ymm14, ymm13, xmm12, 64
	vinsertf32x4	zmm1, zmm0, xmm15, 17
	vinsertf32x8	zmm4, zmm3, ymm2, 0
	vinsertf64x2	ymm6, ymm5, xmmword ptr [r15 + 2147483647], 1
	vinsertf64x2	ymm9, ymm8, xmm7, 127
	vinsertf64x2	zmm12, zmm11, xmm10, 255
	vinsertf64x4	zmm15, zmm14, ymm13, 3
	vinserti32x4	ymm1, ymm0, xmmword ptr [rip - 2147483648], 128
	vinserti32x4	ymm4, ymm3, xmm2, 64
	vinserti32x4	zmm7, zmm6, xmm5, 17
	vinserti32x8	zmm10, zmm9, ymm8, 0
	vinserti64x2	ymm12, ymm11, xmmword ptr [rax], 1
	vinserti64x2	ymm15, ymm14, xmm13, 127
	vinserti64x2	zmm2, zmm1, xmm0, 255
	vinserti64x4	zmm5, zmm4, ymm3, 3
	vinsertps	xmm7, xmm6, dword ptr [rcx + r9 + 64], 128
	vinsertps	xmm10, xmm9, xmm8, 64
	vmaxpd	xmm12, xmm11, xmmword ptr [rdx - 64]
	vmaxpd	ymm14, ymm13, ymmword ptr [rbx + 1]
	vmaxpd	xmm1, xmm0, xmm15
	vmaxpd	ymm4, ymm3, ymm2
	vmaxph	xmm6, xmm5, xmmword ptr [rsp + 2*r10 - 1]
	vmaxph	ymm8, ymm7, ymmword ptr [rbp + 127]
	vmaxph	xmm11, xmm10, xmm9
	vmaxph	ymm14, ymm13, ymm12
	vmaxps	xmm0, xmm15, xmmword ptr [rsi + 128]
	vmaxps	ymm2, ymm1, ymmword ptr [rdi + 4*r11 - 128]
	vmaxps	xmm5, xmm4, xmm3
	vmaxps	ymm8, ymm7, ymm6
	vmaxsd	xmm10, xmm9, qword ptr [r8 + 4096]
	vmaxsd	xmm13, xmm12, xmm11
	vmaxsd	xmm0, xmm15, xmm14, {sae}
	vmaxsh	xmm2, xmm1, word ptr [r9 - 4096]
	vmaxsh	xmm5, xmm4, xmm3
	vmaxsh	xmm8, xmm7, xmm6, {sae}
	vmaxss	xmm10, xmm9, dword ptr [r10 + 8*r12 + 2147483647]
	vmaxss	xmm13, xmm12, xmm11
	vmaxss	xmm0, xmm15, xmm14, {sae}
	vminpd	xmm2, xmm1, xmmword ptr [r11 - 2147483648]
	vminpd	ymm4, ymm3, ymmword ptr [r12]
	vminpd	xmm7, xmm6, xmm5
	vminpd	ymm10, ymm9, ymm8
	vminph	xmm12, xmm11, xmmword ptr [r13 + r13 + 64]
	vminph	ymm14, ymm13, ymmword ptr [r14 - 64]
	vminph	xmm1, xmm0, xmm15
	vminph	ymm4, ymm3, ymm2
	vminps	xmm6, xmm5, xmmword ptr [r15 + 1]
	vminps	ymm8, ymm7, ymmword ptr [rip - 1]
	vminps	xmm11, xmm10, xmm9
	vminps	ymm14, ymm13, ymm12
	vminsd	xmm0, xmm15, qword ptr [rax + 2*r14 + 127]
	vminsd	xmm3, xmm2, xmm1
	vminsd	xmm6, xmm5, xmm4, {sae}
	vminsh	xmm8, xmm7, word ptr [rcx + 128]
	vminsh	xmm11, xmm10, xmm9
	vminsh	xmm14, xmm13, xmm12, {sae}
	vminss	xmm0, xmm15, dword ptr [rdx - 128]
	vminss	xmm3, xmm2, xmm1
	vminss	xmm6, xmm5, xmm4, {sae}
	vmovapd	xmm7, xmmword ptr [rbx + 4*r15 + 4096]
	vmovapd	ymm8, ymmword ptr [rsp - 4096]
	vmovapd	xmmword ptr [rbp + 2147483647], xmm9
	vmovapd	xmm11, xmm10
	vmovapd	ymmword ptr [rsi + 8*rax - 2147483648], ymm12
	vmovapd	ymm14, ymm13
	vmovaps	xmm15, xmmword ptr [rdi]
	vmovaps	ymm0, ymmword ptr [r8 + 64]
	vmovaps	xmmword ptr [r9 + rcx - 64], xmm1
	vmovaps	xmm3, xmm2
	vmovaps	ymmword ptr [r10 + 1], ymm4
	vmovaps	ymm6, ymm5
	vmovd	xmm7, dword ptr [r11 - 1]
	vmovd	xmm8, eax
	vmovd	dword ptr [r12 + 2*rdx + 127], xmm9
	vmovd	ecx, xmm10
	vmovddup	ymm11, ymmword ptr [r13 + 128]
	vmovddup	xmm12, qword ptr [r14 - 128]
	vmovddup	xmm14, xmm13
	vmovddup	ymm0, ymm15
	vmovdqa32	xmm1, xmmword ptr [r15 + 4*rbx + 4096]
	vmovdqa32	ymm2, ymmword ptr [rip - 4096]
	vmovdqa32	xmmword ptr [rax + 2147483647], xmm3
	vmovdqa32	xmm5, xmm4
	vmovdqa32	ymmword ptr [rcx - 2147483648], ymm6
	vmovdqa32	ymm8, ymm7
	vmovdqa64	xmm9, xmmword ptr [rdx + 8*rbp]
	vmovdqa64	ymm10, ymmword ptr [rbx + 64]
	vmovdqa64	xmmword ptr [rsp - 64], xmm11
	vmovdqa64	xmm13, xmm12
	vmovdqa64	ymmword ptr [rbp + rsi + 1], ymm14
	vmovdqa64	ymm0, ymm15
	vmovdqu16	xmm1, xmmword ptr [rsi - 1]
	vmovdqu16	ymm2, ymmword ptr [rdi + 127]
	vmovdqu16	xmmword ptr [r8 + 2*rdi + 128], xmm3
	vmovdqu16	xmm5, xmm4
	vmovdqu16	ymmword ptr [r9 - 128], ymm6
	vmovdqu16	ymm8, ymm7
	vmovdqu32	xmm9, xmmword ptr [r10 + 4096]
	vmovdqu32	ymm10, ymmword ptr [r11 + 4*r8 - 4096]
	vmovdqu32	xmmword ptr [r12 + 2147483647], xmm11
	vmovdqu32	xmm13, xmm12
	vmovdqu32	ymmword ptr [r13 - 2147483648], ymm14
	vmovdqu32	ymm0, ymm15
	vmovdqu64	xmm1, xmmword ptr [r14 + 8*r9]
	vmovdqu64	ymm2, ymmword ptr [r15 + 64]
	vmovdqu64	xmmword ptr [rip - 64], xmm3
	vmovdqu64	xmm5, xmm4
	vmovdqu64	ymmword ptr [rax + 1], ymm6
	vmovdqu64	ymm8, ymm7
	vmovdqu8	xmm9, xmmword ptr [rcx + r10 - 1]
	vmovdqu8	ymm10, ymmword ptr [rdx + 127]
	vmovdqu8	xmmword ptr [rbx + 128], xmm11
	vmovdqu8	xmm13, xmm12
	vmovdqu8	ymmword ptr [rsp + 2*r11 - 128], ymm14
	vmovdqu8	ymm0, ymm15
	vmovhlps	xmm3, xmm2, xmm1
	vmovhpd	xmm5, xmm4, qword ptr [rbp + 4096]
	vmovhpd	qword ptr [rsi - 4096], xmm6
	vmovhps	xmm8, xmm7, qword ptr [rdi + 4*r12 + 2147483647]
	vmovhps	qword ptr [r8 - 2147483648], xmm9
	vmovlhps	xmm12, xmm11, xmm10
	vmovlpd	xmm14, xmm13, qword ptr [r9]
	vmovlpd	qword ptr [r10 + 8*r13 + 64], xmm15
	vmovlps	xmm1, xmm0, qword ptr [r11 - 64]
	vmovlps	qword ptr [r12 + 1], xmm2
	vmovntdq	xmmword ptr [r13 + r14 - 1], xmm3
	vmovntdq	ymmword ptr [r14 + 127], ymm4
	vmovntdqa	xmm5, xmmword ptr [r15 + 128]
	vmovntdqa	ymm6, ymmword ptr [rip - 128]
	vmovntpd	xmmword ptr [rax + 2*r15 + 4096], xmm7
	vmovntpd	ymmword ptr [rcx - 4096], ymm8
	vmovntps	xmmword ptr [rdx + 2147483647], xmm9
	vmovntps	ymmword ptr [rbx + 4*rax - 2147483648], ymm10
	vmovq	xmm11, qword ptr [rsp]
	vmovq	xmm12, rax
	vmovq	qword ptr [rbp + 64], xmm13
	vmovq	rcx, xmm14
	vmovq	xmm0, xmm15
	vmovsd	xmm1, qword ptr [rsi + 8*rcx - 64]
	vmovsd	qword ptr [rdi + 1], xmm2
	vmovsd	xmm5, xmm4, xmm3
	vmovsh	xmm6, word ptr [r8 - 1]
	vmovsh	word ptr [r9 + rdx + 127], xmm7
	vmovsh	xmm10, xmm9, xmm8
	vmovshdup	xmm11, xmmword ptr [r10 + 128]
	vmovshdup	ymm12, ymmword ptr [r11 - 128]
	vmovshdup	xmm14, xmm13
	vmovshdup	ymm0, ymm15
	vmovsldup	xmm1, xmmword ptr [r12 + 2*rbx + 4096]
	vmovsldup	ymm2, ymmword ptr [r13 - 4096]
	vmovsldup	xmm4, xmm3
	vmovsldup	ymm6, ymm5
	vmovss	xmm7, dword ptr [r14 + 2147483647]
	vmovss	dword ptr [r15 + 4*rbp - 2147483648], xmm8
	vmovss	xmm11, xmm10, xmm9
	vmovupd	xmm12, xmmword ptr [rip]
	vmovupd	ymm13, ymmword ptr [rax + 64]
	vmovupd	xmmword ptr [rcx - 64], xmm14
	vmovupd	xmm0, xmm15
	vmovupd	ymmword ptr [rdx + 8*rsi + 1], ymm1
	vmovupd	ymm3, ymm2
	vmovups	xmm4, xmmword ptr [rbx - 1]
	vmovups	ymm5, ymmword ptr [rsp + 127]
	vmovups	xmmword ptr [rbp + rdi + 128], xmm6
	vmovups	xmm8, xmm7
	vmovups	ymmword ptr [rsi - 128], ymm9
	vmovups	ymm11, ymm10
	vmovw	xmm12, word ptr [rdi + 4096]
	vmovw	xmm13, edx
	vmovw	xmm14, rdx
	vmovw	word ptr [r8 + 2*r8 - 4096], xmm15
	vmovw	ebx, xmm0
	vmovw	rbx, xmm1
	vmulpd	xmm3, xmm2, xmmword ptr [r9 + 2147483647]
	vmulpd	ymm5, ymm4, ymmword ptr [r10 - 2147483648]
	vmulpd	xmm8, xmm7, xmm6
	vmulpd	ymm11, ymm10, ymm9
	vmulph	xmm13, xmm12, xmmword ptr [r11 + 4*r9]
	vmulph	ymm15, ymm14, ymmword ptr [r12 + 64]
	vmulph	xmm2, xmm1, xmm0
	vmulph	ymm5, ymm4, ymm3
	vmulps	xmm7, xmm6, xmmword ptr [r13 - 64]
	vmulps	ymm9, ymm8, ymmword ptr [r14 + 8*r10 + 1]
	vmulps	xmm12, xmm11, xmm10
	vmulps	ymm15, ymm14, ymm13
	vmulsd	xmm1, xmm0, qword ptr [r15 - 1]
	vmulsd	xmm4, xmm3, xmm2
	vmulsh	xmm6, xmm5, word ptr [rip + 127]
	vmulsh	xmm9, xmm8, xmm7
	vmulss	xmm11, xmm10, dword ptr [rax + 128]
	vmulss	xmm14, xmm13, xmm12
	vorpd	xmm0, xmm15, xmmword ptr [rcx + r11 - 128]
	vorpd	ymm2, ymm1, ymmword ptr [rdx + 4096]
	vorpd	xmm5, xmm4, xmm3
	vorpd	ymm8, ymm7, ymm6
	vorps	xmm10, xmm9, xmmword ptr [rbx - 4096]
	vorps	ymm12, ymm11, ymmword ptr [rsp + 2*r12 + 2147483647]
	vorps	xmm15, xmm14, xmm13
	vorps	ymm2, ymm1, ymm0
	vp2intersectd	k0, xmm3, xmmword ptr [rbp - 2147483648]
	vp2intersectd	k2, ymm4, ymmword ptr [rsi]
	vp2intersectd	k4, xmm6, xmm5
	vp2intersectd	k6, ymm8, ymm7
	vp2intersectq	k0, xmm9, xmmword ptr [rdi + 4*r13 + 64]
	vp2intersectq	k2, ymm10, ymmword ptr [r8 - 64]
	vp2intersectq	k4, xmm12, xmm11
	vp2intersectq	k6, ymm14, ymm13
	vpabsb	xmm15, xmmword ptr [r9 + 1]
	vpabsb	ymm0, ymmword ptr [r10 + 8*r14 - 1]
	vpabsb	xmm2, xmm1
	vpabsb	ymm4, ymm3
	vpabsd	xmm5, xmmword ptr [r11 + 127]
	vpabsd	ymm6, ymmword ptr [r12 + 128]
	vpabsd	xmm8, xmm7
	vpabsd	ymm10, ymm9
	vpabsq	xmm11, xmmword ptr [r13 + r15 - 128]
	vpabsq	ymm12, ymmword ptr [r14 + 4096]
	vpabsq	xmm14, xmm13
	vpabsq	ymm0, ymm15
	vpabsw	xmm1, xmmword ptr [r15 - 4096]
	vpabsw	ymm2, ymmword ptr [rip + 2147483647]
	vpabsw	xmm4, xmm3
	vpabsw	ymm6, ymm5
	vpackssdw	xmm8, xmm7, xmmword ptr [rax + 2*rax - 2147483648]
	vpackssdw	ymm10, ymm9, ymmword ptr [rcx]
	vpackssdw	xmm13, xmm12, xmm11
	vpackssdw	ymm0, ymm15, ymm14
	vpacksswb	xmm2, xmm1, xmmword ptr [rdx + 64]
	vpacksswb	ymm4, ymm3, ymmword ptr [rbx + 4*rcx - 64]
	vpacksswb	xmm7, xmm6, xmm5
	vpacksswb	ymm10, ymm9, ymm8
	vpackusdw	xmm12, xmm11, xmmword ptr [rsp + 1]
	vpackusdw	ymm14, ymm13, ymmword ptr [rbp - 1]
	vpackusdw	xmm1, xmm0, xmm15
	vpackusdw	ymm4, ymm3, ymm2
	vpackuswb	xmm6, xmm5, xmmword ptr [rsi + 8*rdx + 127]
	vpackuswb	ymm8, ymm7, ymmword ptr [rdi + 128]
	vpackuswb	xmm11, xmm10, xmm9
	vpackuswb	ymm14, ymm13, ymm12
	vpaddb	xmm0, xmm15, xmmword ptr [r8 - 128]
	vpaddb	ymm2, ymm1, ymmword ptr [r9 + rbx + 4096]
	vpaddb	xmm5, xmm4, xmm3
	vpaddb	ymm8, ymm7, ymm6
	vpaddd	xmm10, xmm9, xmmword ptr [r10 - 4096]
	vpaddd	ymm12, ymm11, ymmword ptr [r11 + 2147483647]
	vpaddd	xmm15, xmm14, xmm13
	vpaddd	ymm2, ymm1, ymm0
	vpaddq	xmm4, xmm3, xmmword ptr [r12 + 2*rbp - 2147483648]
	vpaddq	ymm6, ymm5, ymmword ptr [r13]
	vpaddq	xmm9, xmm8, xmm7
	vpaddq	ymm12, ymm11, ymm10
	vpaddsb	xmm14, xmm13, xmmword ptr [r14 + 64]
	vpaddsb	ymm0, ymm15, ymmword ptr [r15 + 4*rsi - 64]
	vpaddsb	xmm3, xmm2, xmm1
	vpaddsb	ymm6, ymm5, ymm4
	vpaddsw	xmm8, xmm7, xmmword ptr [rip + 1]
	vpaddsw	ymm10, ymm9, ymmword ptr [rax - 1]
	vpaddsw	xmm13, xmm12, xmm11
	vpaddsw	ymm0, ymm15, ymm14
	vpaddusb	xmm2, xmm1, xmmword ptr [rcx + 127]
	vpaddusb	ymm4, ymm3, ymmword ptr [rdx + 8*rdi + 128]
	vpaddusb	xmm7, xmm6, xmm5
	vpaddusb	ymm10, ymm9, ymm8
	vpaddusw	xmm12, xmm11, xmmword ptr [rbx - 128]
	vpaddusw	ymm14, ymm13, ymmword ptr [rsp + 4096]
	vpaddusw	xmm1, xmm15, xmm0
	vpaddusw	ymm4, ymm3, ymm2
	vpaddw	xmm6, xmm5, xmmword ptr [rbp + r8 - 4096]
	vpaddw	ymm8, ymm7, ymmword ptr [rsi + 2147483647]
	vpaddw	xmm11, xmm10, xmm9
	vpaddw	ymm14, ymm13, ymm12
	vpalignr	xmm0, xmm15, xmmword ptr [rdi - 2147483648], 17
	vpalignr	ymm2, ymm1, ymmword ptr [r8 + 2*r9], 0
	vpalignr	xmm5, xmm4, xmm3, 1
	vpalignr	ymm8, ymm7, ymm6, 127
	vpandd	xmm10, xmm9, xmmword ptr [r9 + 64]
	vpandd	ymm12, ymm11, ymmword ptr [r10 - 64]
	vpandd	xmm15, xmm14, xmm13
	vpandd	ymm2, ymm1, ymm0
	vpandnd	xmm4, xmm3, xmmword ptr [r11 + 4*r10 + 1]
	vpandnd	ymm6, ymm5, ymmword ptr [r12 - 1]
	vpandnd	xmm9, xmm8, xmm7
	vpandnd	ymm12, ymm11, ymm10
	vpandnq	xmm14, xmm13, xmmword ptr [r13 + 127]
	vpandnq	ymm0, ymm15, ymmword ptr [r14 + 8*r11 + 128]
	vpandnq	xmm3, xmm2, xmm1
	vpandnq	ymm6, ymm5, ymm4
	vpandq	xmm8, xmm7, xmmword ptr [r15 - 128]
	vpandq	ymm10, ymm9, ymmword ptr [rip + 4096]
	vpandq	xmm13, xmm12, xmm11
	vpandq	ymm0, ymm15, ymm14
	vpavgb	xmm2, xmm1, xmmword ptr [rax - 4096]
	vpavgb	ymm4, ymm3, ymmword ptr [rcx + r12 + 2147483647]
	vpavgb	xmm7, xmm6, xmm5
	vpavgb	ymm10, ymm9, ymm8
	vpavgw	xmm12, xmm11, xmmword ptr [rdx - 2147483648]
	vpavgw	ymm14, ymm13, ymmword ptr [rbx]
	vpavgw	xmm1, xmm15, xmm0
	vpavgw	ymm4, ymm3, ymm2
	vpblendmb	xmm6, xmm5, xmmword ptr [rsp + 2*r13 + 64]
	vpblendmb	ymm8, ymm7, ymmword ptr [rbp - 64]
	vpblendmb	xmm11, xmm10, xmm9
	vpblendmb	ymm14, ymm13, ymm12
	vpblendmd	xmm0, xmm15, xmmword ptr [rsi + 1]
	vpblendmd	ymm2, ymm1, ymmword ptr [rdi + 4*r14 - 1]
	vpblendmd	xmm5, xmm4, xmm3
	vpblendmd	ymm8, ymm7, ymm6
	vpblendmq	xmm10, xmm9, xmmword ptr [r8 + 127]
	vpblendmq	ymm12, ymm11, ymmword ptr [r9 + 128]
	vpblendmq	xmm15, xmm14, xmm13
	vpblendmq	ymm2, ymm1, ymm0
	vpblendmw	xmm4, xmm3, xmmword ptr [r10 + 8*r15 - 128]
	vpblendmw	ymm6, ymm5, ymmword ptr [r11 + 4096]
	vpblendmw	xmm9, xmm8, xmm7
	vpblendmw	ymm12, ymm11, ymm10
	vpbroadcastb	xmm13, byte ptr [r12 - 4096]
	vpbroadcastb	ymm14, byte ptr [r13 + rax + 2147483647]
	vpbroadcastb	xmm15, esi
	vpbroadcastb	ymm0, edi
	vpbroadcastb	xmm2, xmm1
	vpbroadcastb	ymm4, xmm3
	vpbroadcastb	zmm6, xmm5
	vpbroadcastd	xmm7, dword ptr [r14 - 2147483648]
	vpbroadcastd	ymm8, dword ptr [r15]
	vpbroadcastd	xmm9, r10d
	vpbroadcastd	ymm10, r13d
	vpbroadcastd	xmm12, xmm11
	vpbroadcastd	ymm14, xmm13
	vpbroadcastd	zmm0, xmm15
	vpbroadcastmb2q	xmm1, k6
	vpbroadcastmb2q	ymm2, k7
	vpbroadcastmw2d	xmm3, k0
	vpbroadcastmw2d	ymm4, k1
	vpbroadcastq	xmm5, qword ptr [rip + 64]
	vpbroadcastq	ymm6, qword ptr [rax + 2*rcx - 64]
	vpbroadcastq	xmm7, rsi
	vpbroadcastq	ymm8, rdi
	vpbroadcastq	xmm10, xmm9
	vpbroadcastq	ymm12, xmm11
	vpbroadcastq	zmm14, xmm13
	vpbroadcastw	xmm15, word ptr [rcx + 1]
	vpbroadcastw	ymm0, word ptr [rdx - 1]
	vpbroadcastw	xmm1, eax
	vpbroadcastw	ymm2, ecx
	vpbroadcastw	xmm4, xmm3
	vpbroadcastw	ymm6, xmm5
	vpbroadcastw	zmm8, xmm7
	vpclmulqdq	xmm10, xmm9, xmmword ptr [rbx + 4*rdx + 127], 255
	vpclmulqdq	ymm12, ymm11, ymmword ptr [rsp + 128], 3
	vpclmulqdq	xmm15, xmm14, xmm13, 128
	vpclmulqdq	ymm2, ymm1, ymm0, 64
	vpcmpb	k2, xmm3, xmmword ptr [rbp - 128], 17
	vpcmpeqb	k3, ymm4, ymmword ptr [rsi + 8*rbx + 4096]
	vpcmpltb	k4, xmm6, xmm5
	vpcmpb	k5, ymm8, ymm7, 127
	vpcmpd	k6, xmm9, xmmword ptr [rdi - 4096], 255
	vpcmpd	k7, ymm10, ymmword ptr [r8 + 2147483647], 3
	vpcmpd	k0, xmm12, xmm11, 128
	vpcmpd	k1, ymm14, ymm13, 64
	vpcmpeqb	k2, xmm15, xmmword ptr [r9 + rbp - 2147483648]
	vpcmpeqb	k3, ymm0, ymmword ptr [r10]
	vpcmpeqb	k4, xmm2, xmm1
	vpcmpeqb	k5, ymm4, ymm3
	vpcmpeqd	k6, xmm5, xmmword ptr [r11 + 64]
	vpcmpeqd	k7, ymm6, ymmword ptr [r12 + 2*rsi - 64]
	vpcmpeqd	k0, xmm8, xmm7
	vpcmpeqd	k1, ymm10, ymm9
	vpcmpeqq	k2, xmm11, xmmword ptr [r13 + 1]
	vpcmpeqq	k3, ymm12, ymmword ptr [r14 - 1]
	vpcmpeqq	k4, xmm14, xmm13
	vpcmpeqq	k5, ymm0, ymm15
	vpcmpeqw	k6, xmm1, xmmword ptr [r15 + 4*rdi + 127]
	vpcmpeqw	k7, ymm2, ymmword ptr [rip + 128]
	vpcmpeqw	k0, xmm4, xmm3
	vpcmpeqw	k1, ymm6, ymm5
	vpcmpgtb	k2, xmm7, xmmword ptr [rax - 128]
	vpcmpgtb	k3, ymm8, ymmword ptr [rcx + 4096]
	vpcmpgtb	k4, xmm10, xmm9
	vpcmpgtb	k5, ymm12, ymm11
	vpcmpgtd	k6, xmm13, xmmword ptr [rdx + 8*r8 - 4096]
	vpcmpgtd	k7, ymm14, ymmword ptr [rbx + 2147483647]
	vpcmpgtd	k0, xmm0, xmm15
	vpcmpgtd	k1, ymm2, ymm1
	vpcmpgtq	k2, xmm3, xmmword ptr [rsp - 2147483648]
	vpcmpgtq	k3, ymm4, ymmword ptr [rbp + r9]
	vpcmpgtq	k4, xmm6, xmm5
	vpcmpgtq	k5, ymm8, ymm7
	vpcmpgtw	k6, xmm9, xmmword ptr [rsi + 64]
	vpcmpgtw	k7, ymm10, ymmword ptr [rdi - 64]
	vpcmpgtw	k0, xmm12, xmm11
	vpcmpgtw	k1, ymm14, ymm13
	vpcmpq	k2, xmm15, xmmword ptr [r8 + 2*r10 + 1], 17
	vpcmpeqq	k3, ymm0, ymmword ptr [r9 - 1]
	vpcmpltq	k4, xmm2, xmm1
	vpcmpq	k5, ymm4, ymm3, 127
	vpcmpub	k6, xmm5, xmmword ptr [r10 + 127], 255
	vpcmpub	k7, ymm6, ymmword ptr [r11 + 4*r11 + 128], 3
	vpcmpub	k0, xmm8, xmm7, 128
	vpcmpub	k1, ymm10, ymm9, 64
	vpcmpud	k2, xmm11, xmmword ptr [r12 - 128], 17
	vpcmpequd	k3, ymm12, ymmword ptr [r13 + 4096]
	vpcmpltud	k4, xmm14, xmm13
	vpcmpud	k5, ymm0, ymm15, 127
	vpcmpuq	k6, xmm1, xmmword ptr [r14 + 8*r12 - 4096], 255
	vpcmpuq	k7, ymm2, ymmword ptr [r15 + 2147483647], 3
	vpcmpuq	k0, xmm4, xmm3, 128
	vpcmpuq	k1, ymm6, ymm5, 64
	vpcmpuw	k2, xmm7, xmmword ptr [rip - 2147483648], 17
	vpcmpequw	k3, ymm8, ymmword ptr [rax]
	vpcmpltuw	k4, xmm10, xmm9
	vpcmpuw	k5, ymm12, ymm11, 127
	vpcmpw	k6, xmm13, xmmword ptr [rcx + r13 + 64], 255
	vpcmpw	k7, ymm14, ymmword ptr [rdx - 64], 3
	vpcmpw	k0, xmm0, xmm15, 128
	vpcmpw	k1, ymm2, ymm1, 64
	vpcompressb	xmmword ptr [rbx + 1], xmm3
	vpcompressb	xmm5, xmm4
	vpcompressb	ymmword ptr [rsp + 2*r14 - 1], ymm6
	vpcompressb	ymm8, ymm7
	vpcompressd	xmmword ptr [rbp + 127], xmm9
	vpcompressd	xmm11, xmm10
	vpcompressd	ymmword ptr [rsi + 128], ymm12
	vpcompressd	ymm14, ymm13
	vpcompressq	xmmword ptr [rdi + 4*r15 - 128], xmm15
	vpcompressq	xmm1, xmm0
	vpcompressq	ymmword ptr [r8 + 4096], ymm2
	vpcompressq	ymm4, ymm3
	vpcompressw	xmmword ptr [r9 - 4096], xmm5
	vpcompressw	xmm7, xmm6
	vpcompressw	ymmword ptr [r10 + 8*rax + 2147483647], ymm8
	vpcompressw	ymm10, ymm9
	vpconflictd	xmm11, xmmword ptr [r11 - 2147483648]
	vpconflictd	ymm12, ymmword ptr [r12]
	vpconflictd	xmm14, xmm13
	vpconflictd	ymm0, ymm15
	vpconflictq	xmm1, xmmword ptr [r13 + rcx + 64]
	vpconflictq	ymm2, ymmword ptr [r14 - 64]
	vpconflictq	xmm4, xmm3
	vpconflictq	ymm6, ymm5
	vpdpbusd	xmm8, xmm7, xmmword ptr [r15 + 1]
	vpdpbusd	ymm10, ymm9, ymmword ptr [rip - 1]
	vpdpbusd	xmm13, xmm12, xmm11
	vpdpbusd	ymm0, ymm15, ymm14
	vpdpbusds	xmm2, xmm1, xmmword ptr [rax + 2*rdx + 127]
	vpdpbusds	ymm4, ymm3, ymmword ptr [rcx + 128]
	vpdpbusds	xmm7, xmm6, xmm5
	vpdpbusds	ymm10, ymm9, ymm8
	vpdpwssd	xmm12, xmm11, xmmword ptr [rdx - 128]
	vpdpwssd	ymm14, ymm13, ymmword ptr [rbx + 4*rbx + 4096]
	vpdpwssd	xmm1, xmm0, xmm15
	vpdpwssd	ymm4, ymm3, ymm2
	vpdpwssds	xmm6, xmm5, xmmword ptr [rsp - 4096]
	vpdpwssds	ymm8, ymm7, ymmword ptr [rbp + 2147483647]
	vpdpwssds	xmm11, xmm10, xmm9
	vpdpwssds	ymm14, ymm13, ymm12
	vpermb	xmm0, xmm15, xmmword ptr [rsi + 8*rbp - 2147483648]
	vpermb	ymm2, ymm1, ymmword ptr [rdi]
	vpermb	xmm5, xmm4, xmm3
	vpermb	ymm8, ymm7, ymm6
	vpermd	ymm10, ymm9, ymmword ptr [r8 + 64]
	vpermd	ymm13, ymm12, ymm11
	vpermi2b	xmm15, xmm14, xmmword ptr [r9 + rsi - 64]
	vpermi2b	ymm1, ymm0, ymmword ptr [r10 + 1]
	vpermi2b	xmm4, xmm3, xmm2
	vpermi2b	ymm7, ymm6, ymm5
	vpermi2d	xmm9, xmm8, xmmword ptr [r11 - 1]
	vpermi2d	ymm11, ymm10, ymmword ptr [r12 + 2*rdi + 127]
	vpermi2d	xmm14, xmm13, xmm12
	vpermi2d	ymm1, ymm0, ymm15
	vpermi2pd	xmm3, xmm2, xmmword ptr [r13 + 128]
	vpermi2pd	ymm5, ymm4, ymmword ptr [r14 - 128]
	vpermi2pd	xmm8, xmm7, xmm6
	vpermi2pd	ymm11, ymm10, ymm9
	vpermi2ps	xmm13, xmm12, xmmword ptr [r15 + 4*r8 + 4096]
	vpermi2ps	ymm15, ymm14, ymmword ptr [rip - 4096]
	vpermi2ps	xmm2, xmm1, xmm0
	vpermi2ps	ymm5, ymm4, ymm3
	vpermi2q	xmm7, xmm6, xmmword ptr [rax + 2147483647]
	vpermi2q	ymm9, ymm8, ymmword ptr [rcx - 2147483648]
	vpermi2q	xmm12, xmm11, xmm10
	vpermi2q	ymm15, ymm14, ymm13
	vpermi2w	xmm1, xmm0, xmmword ptr [rdx + 8*r9]
	vpermi2w	ymm3, ymm2, ymmword ptr [rbx + 64]
	vpermi2w	xmm6, xmm5, xmm4
	vpermi2w	ymm9, ymm8, ymm7
	vpermilpd	xmm10, xmmword ptr [rsp - 64], 17
	vpermilpd	ymm11, ymmword ptr [rbp + r10 + 1], 0
	vpermilpd	xmm13, xmm12, 1
	vpermilpd	ymm15, ymm14, 127
	vpermilpd	xmm1, xmm0, xmmword ptr [rsi - 1]
	vpermilpd	ymm3, ymm2, ymmword ptr [rdi + 127]
	vpermilpd	xmm6, xmm5, xmm4
	vpermilpd	ymm9, ymm8, ymm7
	vpermilps	xmm10, xmmword ptr [r8 + 2*r11 + 128], 255
	vpermilps	ymm11, ymmword ptr [r9 - 128], 3
	vpermilps	xmm13, xmm12, 128
	vpermilps	ymm15, ymm14, 64
	vpermilps	xmm1, xmm0, xmmword ptr [r10 + 4096]
	vpermilps	ymm3, ymm2, ymmword ptr [r11 + 4*r12 - 4096]
	vpermilps	xmm6, xmm5, xmm4
	vpermilps	ymm9, ymm8, ymm7
	vpermpd	ymm10, ymmword ptr [r12 + 2147483647], 17
	vpermpd	ymm12, ymm11, 0
	vpermpd	ymm14, ymm13, ymmword ptr [r13 - 2147483648]
	vpermpd	ymm1, ymm0, ymm15
	vpermps	ymm3, ymm2, ymmword ptr [r14 + 8*r13]
	vpermps	ymm6, ymm5, ymm4
	vpermq	ymm7, ymmword ptr [r15 + 64], 1
	vpermq	ymm9, ymm8, 127
	vpermq	ymm11, ymm10, ymmword ptr [rip - 64]
	vpermq	ymm14, ymm13, ymm12
	vpermt2b	xmm0, xmm15, xmmword ptr [rax + 1]
	vpermt2b	ymm2, ymm1, ymmword ptr [rcx + r14 - 1]
	vpermt2b	xmm5, xmm4, xmm3
	vpermt2b	ymm8, ymm7, ymm6
	vpermt2d	xmm10, xmm9, xmmword ptr [rdx + 127]
	vpermt2d	ymm12, ymm11, ymmword ptr [rbx + 128]
	vpermt2d	xmm15, xmm14, xmm13
	vpermt2d	ymm2, ymm1, ymm0
	vpermt2pd	xmm4, xmm3, xmmword ptr [rsp + 2*r15 - 128]
	vpermt2pd	ymm6, ymm5, ymmword ptr [rbp + 4096]
	vpermt2pd	xmm9, xmm8, xmm7
	vpermt2pd	ymm12, ymm11, ymm10
	vpermt2ps	xmm14, xmm13, xmmword ptr [rsi - 4096]
	vpermt2ps	ymm0, ymm15, ymmword ptr [rdi + 4*rax + 2147483647]
	vpermt2ps	xmm3, xmm2, xmm1
	vpermt2ps	ymm6, ymm5, ymm4
	vpermt2q	xmm8, xmm7, xmmword ptr [r8 - 2147483648]
	vpermt2q	ymm10, ymm9, ymmword ptr [r9]
	vpermt2q	xmm13, xmm12, xmm11
	vpermt2q	ymm0, ymm15, ymm14
	vpermt2w	xmm2, xmm1, xmmword ptr [r10 + 8*rcx + 64]
	vpermt2w	ymm4, ymm3, ymmword ptr [r11 - 64]
	vpermt2w	xmm7, xmm6, xmm5
	vpermt2w	ymm10, ymm9, ymm8
	vpermw	xmm12, xmm11, xmmword ptr [r12 + 1]
	vpermw	ymm14, ymm13, ymmword ptr [r13 + rdx - 1]
	vpermw	xmm1, xmm0, xmm15
	vpermw	ymm4, ymm3, ymm2
	vpexpandb	xmm5, xmmword ptr [r14 + 127]
	vpexpandb	ymm6, ymmword ptr [r15 + 128]
	vpexpandb	xmm8, xmm7
	vpexpandb	ymm10, ymm9
	vpexpandd	xmm11, xmmword ptr [rip - 128]
	vpexpandd	ymm12, ymmword ptr [rax + 2*rbx + 4096]
	vpexpandd	xmm14, xmm13
	vpexpandd	ymm0, ymm15
	vpexpandq	xmm1, xmmword ptr [rcx - 4096]
	vpexpandq	ymm2, ymmword ptr [rdx + 2147483647]
	vpexpandq	xmm4, xmm3
	vpexpandq	ymm6, ymm5
	vpexpandw	xmm7, xmmword ptr [rbx + 4*rbp - 2147483648]
	vpexpandw	ymm8, ymmword ptr [rsp]
	vpexpandw	xmm10, xmm9
	vpexpandw	ymm12, ymm11
	vpextrb	byte ptr [rbp + 64], xmm13, 255
	vpextrb	ecx, xmm14, 3
	vpextrd	dword ptr [rsi + 8*rsi - 64], xmm15, 128
	vpextrd	edx, xmm0, 64
	vpextrq	qword ptr [rdi + 1], xmm1, 17
	vpextrq	r11, xmm2, 0
	vpextrw	word ptr [r8 - 1], xmm3, 1
	vpextrw	edx, xmm4, 127
	vpinsrb	xmm6, xmm5, byte ptr [r9 + rdi + 127], 255
	vpinsrb	xmm8, xmm7, ebx, 3
	vpinsrd	xmm10, xmm9, dword ptr [r10 + 128], 128
	vpinsrd	xmm12, xmm11, ebx, 64
	vpinsrq	xmm14, xmm13, qword ptr [r11 - 128], 17
	vpinsrq	xmm0, xmm15, r12, 0
	vpinsrw	xmm2, xmm1, word ptr [r12 + 2*r8 + 4096], 1
	vpinsrw	xmm4, xmm3, esi, 127
	vplzcntd	xmm5, xmmword ptr [r13 - 4096]
	vplzcntd	ymm6, ymmword ptr [r14 + 2147483647]
	vplzcntd	xmm8, xmm7
	vplzcntd	ymm10, ymm9
	vplzcntq	xmm11, xmmword ptr [r15 + 4*r9 - 2147483648]
	vplzcntq	ymm12, ymmword ptr [rip]
	vplzcntq	xmm14, xmm13
	vplzcntq	ymm0, ymm15
	vpmadd52huq	xmm2, xmm1, xmmword ptr [rax + 64]
	vpmadd52huq	ymm4, ymm3, ymmword ptr [rcx - 64]
	vpmadd52huq	xmm7, xmm6, xmm5
	vpmadd52huq	ymm10, ymm9, ymm8
	vpmadd52luq	xmm12, xmm11, xmmword ptr [rdx + 8*r10 + 1]
	vpmadd52luq	ymm14, ymm13, ymmword ptr [rbx - 1]
	vpmadd52luq	xmm1, xmm0, xmm15
	vpmadd52luq	ymm4, ymm3, ymm2
	vpmaddubsw	xmm6, xmm5, xmmword ptr [rsp + 127]
	vpmaddubsw	ymm8, ymm7, ymmword ptr [rbp + r11 + 128]
	vpmaddubsw	xmm11, xmm10, xmm9
	vpmaddubsw	ymm14, ymm13, ymm12
	vpmaddwd	xmm0, xmm15, xmmword ptr [rsi - 128]
	vpmaddwd	ymm2, ymm1, ymmword ptr [rdi + 4096]
	vpmaddwd	xmm5, xmm4, xmm3
	vpmaddwd	ymm8, ymm7, ymm6
	vpmaxsb	xmm10, xmm9, xmmword ptr [r8 + 2*r12 - 4096]
	vpmaxsb	ymm12, ymm11, ymmword ptr [r9 + 2147483647]
	vpmaxsb	xmm15, xmm14, xmm13
	vpmaxsb	ymm2, ymm1, ymm0
	vpmaxsd	xmm4, xmm3, xmmword ptr [r10 - 2147483648]
	vpmaxsd	ymm6, ymm5, ymmword ptr [r11 + 4*r13]
	vpmaxsd	xmm9, xmm8, xmm7
	vpmaxsd	ymm12, ymm11, ymm10
	vpmaxsq	xmm14, xmm13, xmmword ptr [r12 + 64]
	vpmaxsq	ymm0, ymm15, ymmword ptr [r13 - 64]
	vpmaxsq	xmm3, xmm2, xmm1
	vpmaxsq	ymm6, ymm5, ymm4
	vpmaxsw	xmm8, xmm7, xmmword ptr [r14 + 8*r14 + 1]
	vpmaxsw	ymm10, ymm9, ymmword ptr [r15 - 1]
	vpmaxsw	xmm13, xmm12, xmm11
	vpmaxsw	ymm0, ymm15, ymm14
	vpmaxub	xmm2, xmm1, xmmword ptr [rip + 127]
	vpmaxub	ymm4, ymm3, ymmword ptr [rax + 128]
	vpmaxub	xmm7, xmm6, xmm5
	vpmaxub	ymm10, ymm9, ymm8
	vpmaxud	xmm12, xmm11, xmmword ptr [rcx + r15 - 128]
	vpmaxud	ymm14, ymm13, ymmword ptr [rdx + 4096]
	vpmaxud	xmm1, xmm0, xmm15
	vpmaxud	ymm4, ymm3, ymm2
	vpmaxuq	xmm6, xmm5, xmmword ptr [rbx - 4096]
	vpmaxuq	ymm8, ymm7, ymmword ptr [rsp + 2*rax + 2147483647]
	vpmaxuq	xmm11, xmm10, xmm9
	vpmaxuq	ymm14, ymm13, ymm12
	vpmaxuw	xmm0, xmm15, xmmword ptr [rbp - 2147483648]
	vpmaxuw	ymm2, ymm1, ymmword ptr [rsi]
	vpmaxuw	xmm5, xmm4, xmm3
	vpmaxuw	ymm8, ymm7, ymm6
	vpminsb	xmm10, xmm9, xmmword ptr [rdi + 4*rcx + 64]
	vpminsb	ymm12, ymm11, ymmword ptr [r8 - 64]
	vpminsb	xmm15, xmm14, xmm13
	vpminsb	ymm2, ymm1, ymm0
	vpminsd	xmm4, xmm3, xmmword ptr [r9 + 1]
	vpminsd	ymm6, ymm5, ymmword ptr [r10 + 8*rdx - 1]
	vpminsd	xmm9, xmm8, xmm7
	vpminsd	ymm12, ymm11, ymm10
	vpminsq	xmm14, xmm13, xmmword ptr [r11 + 127]
	vpminsq	ymm0, ymm15, ymmword ptr [r12 + 128]
	vpminsq	xmm3, xmm2, xmm1
	vpminsq	ymm6, ymm5, ymm4
	vpminsw	xmm8, xmm7, xmmword ptr [r13 + rbx - 128]
	vpminsw	ymm10, ymm9, ymmword ptr [r14 + 4096]
	vpminsw	xmm13, xmm12, xmm11
	vpminsw	ymm0, ymm15, ymm14
	vpminub	xmm2, xmm1, xmmword ptr [r15 - 4096]
	vpminub	ymm4, ymm3, ymmword ptr [rip + 2147483647]
	vpminub	xmm7, xmm6, xmm5
	vpminub	ymm10, ymm9, ymm8
	vpminud	xmm12, xmm11, xmmword ptr [rax + 2*rbp - 2147483648]
	vpminud	ymm14, ymm13, ymmword ptr [rcx]
	vpminud	xmm1, xmm0, xmm15
	vpminud	ymm4, ymm3, ymm2
	vpminuq	xmm6, xmm5, xmmword ptr [rdx + 64]
	vpminuq	ymm8, ymm7, ymmword ptr [rbx + 4*rsi - 64]
	vpminuq	xmm11, xmm10, xmm9
	vpminuq	ymm14, ymm13, ymm12
	vpminuw	xmm0, xmm15, xmmword ptr [rsp + 1]
	vpminuw	ymm2, ymm1, ymmword ptr [rbp - 1]
	vpminuw	xmm5, xmm4, xmm3
	vpminuw	ymm8, ymm7, ymm6
	vpmovb2m	k2, xmm9
	vpmovb2m	k3, ymm10
	vpmovd2m	k4, xmm11
	vpmovd2m	k5, ymm12
	vpmovdb	dword ptr [rsi + 8*rdi + 127], xmm13
	vpmovdb	xmm15, xmm14
	vpmovdb	qword ptr [rdi + 128], ymm0
	vpmovdb	xmm2, ymm1
	vpmovdb	xmm4, zmm3
	vpmovdw	qword ptr [r8 - 128], xmm5
	vpmovdw	xmm7, xmm6
	vpmovdw	xmmword ptr [r9 + r8 + 4096], ymm8
	vpmovdw	xmm10, ymm9
	vpmovdw	ymm12, zmm11
	vpmovm2b	xmm13, k6
	vpmovm2b	ymm14, k7
	vpmovm2d	xmm15, k0
	vpmovm2d	ymm0, k1
	vpmovm2q	xmm1, k2
	vpmovm2q	ymm2, k3
	vpmovm2w	xmm3, k4
	vpmovm2w	ymm4, k5
	vpmovq2m	k6, xmm5
	vpmovq2m	k7, ymm6
	vpmovqb	word ptr [r10 - 4096], xmm7
	vpmovqb	xmm9, xmm8
	vpmovqb	dword ptr [r11 + 2147483647], ymm10
	vpmovqb	xmm12, ymm11
	vpmovqb	xmm14, zmm13
	vpmovqd	qword ptr [r12 + 2*r9 - 2147483648], xmm15
	vpmovqd	xmm1, xmm0
	vpmovqd	xmmword ptr [r13], ymm2
	vpmovqd	xmm4, ymm3
	vpmovqd	ymm6, zmm5
	vpmovqw	dword ptr [r14 + 64], xmm7
	vpmovqw	xmm9, xmm8
	vpmovqw	qword ptr [r15 + 4*r10 - 64], ymm10
	vpmovqw	xmm12, ymm11
	vpmovqw	xmm14, zmm13
	vpmovsdb	dword ptr [rip + 1], xmm15
	vpmovsdb	xmm1, xmm0
	vpmovsdb	qword ptr [rax - 1], ymm2
	vpmovsdb	xmm4, ymm3
	vpmovsdb	xmm6, zmm5
	vpmovsdw	qword ptr [rcx + 127], xmm7
	vpmovsdw	xmm9, xmm8
	vpmovsdw	xmmword ptr [rdx + 8*r11 + 128], ymm10
	vpmovsdw	xmm12, ymm11
	vpmovsdw	ymm14, zmm13
	vpmovsqb	word ptr [rbx - 128], xmm15
	vpmovsqb	xmm1, xmm0
	vpmovsqb	dword ptr [rsp + 4096], ymm2
	vpmovsqb	xmm4, ymm3
	vpmovsqb	xmm6, zmm5
	vpmovsqd	qword ptr [rbp + r12 - 4096], xmm7
	vpmovsqd	xmm9, xmm8
	vpmovsqd	xmmword ptr [rsi + 2147483647], ymm10
	vpmovsqd	xmm12, ymm11
	vpmovsqd	ymm14, zmm13
	vpmovsqw	dword ptr [rdi - 2147483648], xmm15
	vpmovsqw	xmm1, xmm0
	vpmovsqw	qword ptr [r8 + 2*r13], ymm2
	vpmovsqw	xmm4, ymm3
	vpmovsqw	xmm6, zmm5
	vpmovswb	qword ptr [r9 + 64], xmm7
	vpmovswb	xmm9, xmm8
	vpmovswb	xmmword ptr [r10 - 64], ymm10
	vpmovswb	xmm12, ymm11
	vpmovswb	ymm14, zmm13
	vpmovsxbd	xmm15, dword ptr [r11 + 4*r14 + 1]
	vpmovsxbd	ymm0, qword ptr [r12 - 1]
	vpmovsxbd	xmm2, xmm1
	vpmovsxbd	ymm4, xmm3
	vpmovsxbd	zmm6, xmm5
	vpmovsxbq	xmm7, word ptr [r13 + 127]
	vpmovsxbq	ymm8, dword ptr [r14 + 8*r15 + 128]
	vpmovsxbq	xmm10, xmm9
	vpmovsxbq	ymm12, xmm11
	vpmovsxbq	zmm14, xmm13
	vpmovsxbw	ymm15, xmmword ptr [r15 - 128]
	vpmovsxbw	xmm0, qword ptr [rip + 4096]
	vpmovsxbw	xmm2, xmm1
	vpmovsxbw	ymm4, xmm3
	vpmovsxbw	zmm6, ymm5
	vpmovsxdq	ymm7, xmmword ptr [rax - 4096]
	vpmovsxdq	xmm8, qword ptr [rcx + rax + 2147483647]
	vpmovsxdq	xmm10, xmm9
	vpmovsxdq	ymm12, xmm11
	vpmovsxdq	zmm14, ymm13
	vpmovsxwd	ymm15, xmmword ptr [rdx - 2147483648]
	vpmovsxwd	xmm0, qword ptr [rbx]
	vpmovsxwd	xmm2, xmm1
	vpmovsxwd	ymm4, xmm3
	vpmovsxwd	zmm6, ymm5
	vpmovsxwq	xmm7, dword ptr [rsp + 2*rcx + 64]
	vpmovsxwq	ymm8, qword ptr [rbp - 64]
	vpmovsxwq	xmm10, xmm9
	vpmovsxwq	ymm12, xmm11
	vpmovsxwq	zmm14, xmm13
	vpmovusdb	dword ptr [rsi + 1], xmm15
	vpmovusdb	xmm1, xmm0
	vpmovusdb	qword ptr [rdi + 4*rdx - 1], ymm2
	vpmovusdb	xmm4, ymm3
	vpmovusdb	xmm6, zmm5
	vpmovusdw	qword ptr [r8 + 127], xmm7
	vpmovusdw	xmm9, xmm8
	vpmovusdw	xmmword ptr [r9 + 128], ymm10
	vpmovusdw	xmm12, ymm11
	vpmovusdw	ymm14, zmm13
	vpmovusqb	word ptr [r10 + 8*rbx - 128], xmm15
	vpmovusqb	xmm1, xmm0
	vpmovusqb	dword ptr [r11 + 4096], ymm2
	vpmovusqb	xmm4, ymm3
	vpmovusqb	xmm6, zmm5
	vpmovusqd	qword ptr [r12 - 4096], xmm7
	vpmovusqd	xmm9, xmm8
	vpmovusqd	xmmword ptr [r13 + rbp + 2147483647], ymm10
	vpmovusqd	xmm12, ymm11
	vpmovusqd	ymm14, zmm13
	vpmovusqw	dword ptr [r14 - 2147483648], xmm15
	vpmovusqw	xmm1, xmm0
	vpmovusqw	qword ptr [r15], ymm2
	vpmovusqw	xmm4, ymm3
	vpmovusqw	xmm6, zmm5
	vpmovuswb	qword ptr [rip + 64], xmm7
	vpmovuswb	xmm9, xmm8
	vpmovuswb	xmmword ptr [rax + 2*rsi - 64], ymm10
	vpmovuswb	xmm12, ymm11
	vpmovuswb	ymm14, zmm13
	vpmovw2m	k0, xmm15
	vpmovw2m	k1, ymm0
	vpmovwb	qword ptr [rcx + 1], xmm1
	vpmovwb	xmm3, xmm2
	vpmovwb	xmmword ptr [rdx - 1], ymm4
	vpmovwb	xmm6, ymm5
	vpmovwb	ymm8, zmm7
	vpmovzxbd	xmm9, dword ptr [rbx + 4*rdi + 127]
	vpmovzxbd	ymm10, qword ptr [rsp + 128]
	vpmovzxbd	xmm12, xmm11
	vpmovzxbd	ymm14, xmm13
	vpmovzxbd	zmm0, xmm15
	vpmovzxbq	xmm1, word ptr [rbp - 128]
	vpmovzxbq	ymm2, dword ptr [rsi + 8*r8 + 4096]
	vpmovzxbq	xmm4, xmm3
	vpmovzxbq	ymm6, xmm5
	vpmovzxbq	zmm8, xmm7
	vpmovzxbw	ymm9, xmmword ptr [rdi - 4096]
	vpmovzxbw	xmm10, qword ptr [r8 + 2147483647]
	vpmovzxbw	xmm12, xmm11
	vpmovzxbw	ymm14, xmm13
	vpmovzxbw	zmm0, ymm15
	vpmovzxdq	ymm1, xmmword ptr [r9 + r9 - 2147483648]
	vpmovzxdq	xmm2, qword ptr [r10]
	vpmovzxdq	xmm4, xmm3
	vpmovzxdq	ymm6, xmm5
	vpmovzxdq	zmm8, ymm7
	vpmovzxwd	ymm9, xmmword ptr [r11 + 64]
	vpmovzxwd	xmm10, qword ptr [r12 + 2*r10 - 64]
	vpmovzxwd	xmm12, xmm11
	vpmovzxwd	ymm14, xmm13
	vpmovzxwd	zmm0, ymm15
	vpmovzxwq	xmm1, dword ptr [r13 + 1]
	vpmovzxwq	ymm2, qword ptr [r14 - 1]
	vpmovzxwq	xmm4, xmm3
	vpmovzxwq	ymm6, xmm5
	vpmovzxwq	zmm8, xmm7
	vpmuldq	xmm10, xmm9, xmmword ptr [r15 + 4*r11 + 127]
	vpmuldq	ymm12, ymm11, ymmword ptr [rip + 128]
	vpmuldq	xmm15, xmm14, xmm13
	vpmuldq	ymm2, ymm1, ymm0
	vpmulhrsw	xmm4, xmm3, xmmword ptr [rax - 128]
	vpmulhrsw	ymm6, ymm5, ymmword ptr [rcx + 4096]
	vpmulhrsw	xmm9, xmm8, xmm7
	vpmulhrsw	ymm12, ymm11, ymm10
	vpmulhuw	xmm14, xmm13, xmmword ptr [rdx + 8*r12 - 4096]
	vpmulhuw	ymm0, ymm15, ymmword ptr [rbx + 2147483647]
	vpmulhuw	xmm3, xmm2, xmm1
	vpmulhuw	ymm6, ymm5, ymm4
	vpmulhw	xmm8, xmm7, xmmword ptr [rsp - 2147483648]
	vpmulhw	ymm10, ymm9, ymmword ptr [rbp + r13]
	vpmulhw	xmm13, xmm12, xmm11
	vpmulhw	ymm0, ymm15, ymm14
	vpmulld	xmm2, xmm1, xmmword ptr [rsi + 64]
	vpmulld	ymm4, ymm3, ymmword ptr [rdi - 64]
	vpmulld	xmm7, xmm6, xmm5
	vpmulld	ymm10, ymm9, ymm8
	vpmullq	xmm12, xmm11, xmmword ptr [r8 + 2*r14 + 1]
	vpmullq	ymm14, ymm13, ymmword ptr [r9 - 1]
	vpmullq	xmm1, xmm0, xmm15
	vpmullq	ymm4, ymm3, ymm2
	vpmullw	xmm6, xmm5, xmmword ptr [r10 + 127]
	vpmullw	ymm8, ymm7, ymmword ptr [r11 + 4*r15 + 128]
	vpmullw	xmm11, xmm10, xmm9
	vpmullw	ymm14, ymm13, ymm12
	vpmultishiftqb	xmm0, xmm15, xmmword ptr [r12 - 128]
	vpmultishiftqb	ymm2, ymm1, ymmword ptr [r13 + 4096]
	vpmultishiftqb	xmm5, xmm4, xmm3
	vpmultishiftqb	ymm8, ymm7, ymm6
	vpmuludq	xmm10, xmm9, xmmword ptr [r14 + 8*rax - 4096]
	vpmuludq	ymm12, ymm11, ymmword ptr [r15 + 2147483647]
	vpmuludq	xmm15, xmm14, xmm13
	vpmuludq	ymm2, ymm1, ymm0
	vpopcntb	xmm3, xmmword ptr [rip - 2147483648]
	vpopcntb	ymm4, ymmword ptr [rax]
	vpopcntb	xmm6, xmm5
	vpopcntb	ymm8, ymm7
	vpopcntd	xmm9, xmmword ptr [rcx + rcx + 64]
	vpopcntd	ymm10, ymmword ptr [rdx - 64]
	vpopcntd	xmm12, xmm11
	vpopcntd	ymm14, ymm13
	vpopcntq	xmm15, xmmword ptr [rbx + 1]
	vpopcntq	ymm0, ymmword ptr [rsp + 2*rdx - 1]
	vpopcntq	xmm2, xmm1
	vpopcntq	ymm4, ymm3
	vpopcntw	xmm5, xmmword ptr [rbp + 127]
	vpopcntw	ymm6, ymmword ptr [rsi + 128]
	vpopcntw	xmm8, xmm7
	vpopcntw	ymm10, ymm9
	vpord	xmm12, xmm11, xmmword ptr [rdi + 4*rbx - 128]
	vpord	ymm14, ymm13, ymmword ptr [r8 + 4096]
	vpord	xmm1, xmm0, xmm15
	vpord	ymm4, ymm3, ymm2
	vporq	xmm6, xmm5, xmmword ptr [r9 - 4096]
	vporq	ymm8, ymm7, ymmword ptr [r10 + 8*rbp + 2147483647]
	vporq	xmm11, xmm10, xmm9
	vporq	ymm14, ymm13, ymm12
	vprold	xmm15, xmmword ptr [r11 - 2147483648], 255
	vprold	ymm0, ymmword ptr [r12], 3
	vprold	xmm2, xmm1, 128
	vprold	ymm4, ymm3, 64
	vprolq	xmm5, xmmword ptr [r13 + rsi + 64], 17
	vprolq	ymm6, ymmword ptr [r14 - 64], 0
	vprolq	xmm8, xmm7, 1
	vprolq	ymm10, ymm9, 127
	vprolvd	xmm12, xmm11, xmmword ptr [r15 + 1]
	vprolvd	ymm14, ymm13, ymmword ptr [rip - 1]
	vprolvd	xmm1, xmm0, xmm15
	vprolvd	ymm4, ymm3, ymm2
	vprolvq	xmm6, xmm5, xmmword ptr [rax + 2*rdi + 127]
	vprolvq	ymm8, ymm7, ymmword ptr [rcx + 128]
	vprolvq	xmm11, xmm10, xmm9
	vprolvq	ymm14, ymm13, ymm12
	vprord	xmm15, xmmword ptr [rdx - 128], 255
	vprord	ymm0, ymmword ptr [rbx + 4*r8 + 4096], 3
	vprord	xmm2, xmm1, 128
	vprord	ymm4, ymm3, 64
	vprorq	xmm5, xmmword ptr [rsp - 4096], 17
	vprorq	ymm6, ymmword ptr [rbp + 2147483647], 0
	vprorq	xmm8, xmm7, 1
	vprorq	ymm10, ymm9, 127
	vprorvd	xmm12, xmm11, xmmword ptr [rsi + 8*r9 - 2147483648]
	vprorvd	ymm14, ymm13, ymmword ptr [rdi]
	vprorvd	xmm1, xmm0, xmm15
	vprorvd	ymm4, ymm3, ymm2
	vprorvq	xmm6, xmm5, xmmword ptr [r8 + 64]
	vprorvq	ymm8, ymm7, ymmword ptr [r9 + r10 - 64]
	vprorvq	xmm11, xmm10, xmm9
	vprorvq	ymm14, ymm13, ymm12
	vpsadbw	xmm0, xmm15, xmmword ptr [r10 + 1]
	vpsadbw	ymm2, ymm1, ymmword ptr [r11 - 1]
	vpsadbw	xmm5, xmm4, xmm3
	vpsadbw	ymm8, ymm7, ymm6
	vpshldd	xmm10, xmm9, xmmword ptr [r12 + 2*r11 + 127], 255
	vpshldd	ymm12, ymm11, ymmword ptr [r13 + 128], 3
	vpshldd	xmm15, xmm14, xmm13, 128
	vpshldd	ymm2, ymm1, ymm0, 64
	vpshldq	xmm4, xmm3, xmmword ptr [r14 - 128], 17
	vpshldq	ymm6, ymm5, ymmword ptr [r15 + 4*r12 + 4096], 0
	vpshldq	xmm9, xmm8, xmm7, 1
	vpshldq	ymm12, ymm11, ymm10, 127
	vpshldvd	xmm14, xmm13, xmmword ptr [rip - 4096]
	vpshldvd	ymm0, ymm15, ymmword ptr [rax + 2147483647]
	vpshldvd	xmm3, xmm2, xmm1
	vpshldvd	ymm6, ymm5, ymm4
	vpshldvq	xmm8, xmm7, xmmword ptr [rcx - 2147483648]
	vpshldvq	ymm10, ymm9, ymmword ptr [rdx + 8*r13]
	vpshldvq	xmm13, xmm12, xmm11
	vpshldvq	ymm0, ymm15, ymm14
	vpshldvw	xmm2, xmm1, xmmword ptr [rbx + 64]
	vpshldvw	ymm4, ymm3, ymmword ptr [rsp - 64]
	vpshldvw	xmm7, xmm6, xmm5
	vpshldvw	ymm10, ymm9, ymm8
	vpshldw	xmm12, xmm11, xmmword ptr [rbp + r14 + 1], 255
	vpshldw	ymm14, ymm13, ymmword ptr [rsi - 1], 3
	vpshldw	xmm1, xmm0, xmm15, 128
	vpshldw	ymm4, ymm3, ymm2, 64
	vpshrdd	xmm6, xmm5, xmmword ptr [rdi + 127], 17
	vpshrdd	ymm8, ymm7, ymmword ptr [r8 + 2*r15 + 128], 0
	vpshrdd	xmm11, xmm10, xmm9, 1
	vpshrdd	ymm14, ymm13, ymm12, 127
	vpshrdq	xmm0, xmm15, xmmword ptr [r9 - 128], 255
	vpshrdq	ymm2, ymm1, ymmword ptr [r10 + 4096], 3
	vpshrdq	xmm5, xmm4, xmm3, 128
	vpshrdq	ymm8, ymm7, ymm6, 64
	vpshrdvd	xmm10, xmm9, xmmword ptr [r11 + 4*rax - 4096]
	vpshrdvd	ymm12, ymm11, ymmword ptr [r12 + 2147483647]
	vpshrdvd	xmm15, xmm14, xmm13
	vpshrdvd	ymm2, ymm1, ymm0
	vpshrdvq	xmm4, xmm3, xmmword ptr [r13 - 2147483648]
	vpshrdvq	ymm6, ymm5, ymmword ptr [r14 + 8*rcx]
	vpshrdvq	xmm9, xmm8, xmm7
	vpshrdvq	ymm12, ymm11, ymm10
	vpshrdvw	xmm14, xmm13, xmmword ptr [r15 + 64]
	vpshrdvw	ymm0, ymm15, ymmword ptr [rip - 64]
	vpshrdvw	xmm3, xmm2, xmm1
	vpshrdvw	ymm6, ymm5, ymm4
	vpshrdw	xmm8, xmm7, xmmword ptr [rax + 1], 17
	vpshrdw	ymm10, ymm9, ymmword ptr [rcx + rdx - 1], 0
	vpshrdw	xmm13, xmm12, xmm11, 1
	vpshrdw	ymm0, ymm15, ymm14, 127
	vpshufb	xmm2, xmm1, xmmword ptr [rdx + 127]
	vpshufb	ymm4, ymm3, ymmword ptr [rbx + 128]
	vpshufb	xmm7, xmm6, xmm5
	vpshufb	ymm10, ymm9, ymm8
	vpshufbitqmb	k2, xmm11, xmmword ptr [rsp + 2*rbx - 128]
	vpshufbitqmb	k3, ymm12, ymmword ptr [rbp + 4096]
	vpshufbitqmb	k4, xmm14, xmm13
	vpshufbitqmb	k5, ymm0, ymm15
	vpshufd	xmm1, xmmword ptr [rsi - 4096], 255
	vpshufd	ymm2, ymmword ptr [rdi + 4*rbp + 2147483647], 3
	vpshufd	xmm4, xmm3, 128
	vpshufd	ymm6, ymm5, 64
	vpshufhw	xmm7, xmmword ptr [r8 - 2147483648], 17
	vpshufhw	ymm8, ymmword ptr [r9], 0
	vpshufhw	xmm10, xmm9, 1
	vpshufhw	ymm12, ymm11, 127
	vpshuflw	xmm13, xmmword ptr [r10 + 8*rsi + 64], 255
	vpshuflw	ymm14, ymmword ptr [r11 - 64], 3
	vpshuflw	xmm0, xmm15, 128
	vpshuflw	ymm2, ymm1, 64
	vpslld	xmm3, xmmword ptr [r12 + 1], 17
	vpslld	ymm4, ymmword ptr [r13 + rdi - 1], 0
	vpslld	xmm6, xmm5, 1
	vpslld	ymm8, ymm7, 127
	vpslld	xmm10, xmm9, xmmword ptr [r14 + 127]
	vpslld	ymm12, ymm11, xmmword ptr [r15 + 128]
	vpslld	xmm15, xmm14, xmm13
	vpslld	ymm2, ymm1, xmm0
	vpslld	zmm5, zmm4, xmm3
	vpslldq	xmm6, xmmword ptr [rip - 128], 255
	vpslldq	ymm7, ymmword ptr [rax + 2*r8 + 4096], 3
	vpslldq	xmm9, xmm8, 128
	vpslldq	ymm11, ymm10, 64
	vpsllq	xmm12, xmmword ptr [rcx - 4096], 17
	vpsllq	ymm13, ymmword ptr [rdx + 2147483647], 0
	vpsllq	xmm15, xmm14, 1
	vpsllq	ymm1, ymm0, 127
	vpsllq	xmm3, xmm2, xmmword ptr [rbx + 4*r9 - 2147483648]
	vpsllq	ymm5, ymm4, xmmword ptr [rsp]
	vpsllq	xmm8, xmm7, xmm6
	vpsllq	ymm11, ymm10, xmm9
	vpsllq	zmm14, zmm13, xmm12
	vpsllvd	xmm0, xmm15, xmmword ptr [rbp + 64]
	vpsllvd	ymm2, ymm1, ymmword ptr [rsi + 8*r10 - 64]
	vpsllvd	xmm5, xmm4, xmm3
	vpsllvd	ymm8, ymm7, ymm6
	vpsllvq	xmm10, xmm9, xmmword ptr [rdi + 1]
	vpsllvq	ymm12, ymm11, ymmword ptr [r8 - 1]
	vpsllvq	xmm15, xmm14, xmm13
	vpsllvq	ymm2, ymm1, ymm0
	vpsllvw	xmm4, xmm3, xmmword ptr [r9 + r11 + 127]
	vpsllvw	ymm6, ymm5, ymmword ptr [r10 + 128]
	vpsllvw	xmm9, xmm8, xmm7
	vpsllvw	ymm12, ymm11, ymm10
	vpsllw	xmm13, xmmword ptr [r11 - 128], 255
	vpsllw	ymm14, ymmword ptr [r12 + 2*r12 + 4096], 3
	vpsllw	xmm0, xmm15, 128
	vpsllw	ymm2, ymm1, 64
	vpsllw	xmm4, xmm3, xmmword ptr [r13 - 4096]
	vpsllw	ymm6, ymm5, xmmword ptr [r14 + 2147483647]
	vpsllw	xmm9, xmm8, xmm7
	vpsllw	ymm12, ymm11, xmm10
	vpsllw	zmm15, zmm14, xmm13
	vpsrad	xmm0, xmmword ptr [r15 + 4*r13 - 2147483648], 17
	vpsrad	ymm1, ymmword ptr [rip], 0
	vpsrad	xmm3, xmm2, 1
	vpsrad	ymm5, ymm4, 127
	vpsrad	xmm7, xmm6, xmmword ptr [rax + 64]
	vpsrad	ymm9, ymm8, xmmword ptr [rcx - 64]
	vpsrad	xmm12, xmm11, xmm10
	vpsrad	ymm15, ymm14, xmm13
	vpsrad	zmm2, zmm1, xmm0
	vpsraq	xmm3, xmmword ptr [rdx + 8*r14 + 1], 255
	vpsraq	ymm4, ymmword ptr [rbx - 1], 3
	vpsraq	xmm6, xmm5, 128
	vpsraq	ymm8, ymm7, 64
	vpsraq	xmm10, xmm9, xmmword ptr [rsp + 127]
	vpsraq	ymm12, ymm11, xmmword ptr [rbp + r15 + 128]
	vpsraq	xmm15, xmm14, xmm13
	vpsraq	ymm2, ymm1, xmm0
	vpsraq	zmm5, zmm4, xmm3
	vpsravd	xmm7, xmm6, xmmword ptr [rsi - 128]
	vpsravd	ymm9, ymm8, ymmword ptr [rdi + 4096]
	vpsravd	xmm12, xmm11, xmm10
	vpsravd	ymm15, ymm14, ymm13
	vpsravq	xmm1, xmm0, xmmword ptr [r8 + 2*rax - 4096]
	vpsravq	ymm3, ymm2, ymmword ptr [r9 + 2147483647]
	vpsravq	xmm6, xmm5, xmm4
	vpsravq	ymm9, ymm8, ymm7
	vpsravw	xmm11, xmm10, xmmword ptr [r10 - 2147483648]
	vpsravw	ymm13, ymm12, ymmword ptr [r11 + 4*rcx]
	vpsravw	xmm0, xmm15, xmm14
	vpsravw	ymm3, ymm2, ymm1
	vpsraw	xmm4, xmmword ptr [r12 + 64], 17
	vpsraw	ymm5, ymmword ptr [r13 - 64], 0
	vpsraw	xmm7, xmm6, 1
	vpsraw	ymm9, ymm8, 127
	vpsraw	xmm11, xmm10, xmmword ptr [r14 + 8*rdx + 1]
	vpsraw	ymm13, ymm12, xmmword ptr [r15 - 1]
	vpsraw	xmm0, xmm15, xmm14
	vpsraw	ymm3, ymm2, xmm1
	vpsraw	zmm6, zmm5, xmm4
	vpsrld	xmm7, xmmword ptr [rip + 127], 255
	vpsrld	ymm8, ymmword ptr [rax + 128], 3
	vpsrld	xmm10, xmm9, 128
	vpsrld	ymm12, ymm11, 64
	vpsrld	xmm14, xmm13, xmmword ptr [rcx + rbx - 128]
	vpsrld	ymm0, ymm15, xmmword ptr [rdx + 4096]
	vpsrld	xmm3, xmm2, xmm1
	vpsrld	ymm6, ymm5, xmm4
	vpsrld	zmm9, zmm8, xmm7
	vpsrldq	xmm10, xmmword ptr [rbx - 4096], 17
	vpsrldq	ymm11, ymmword ptr [rsp + 2*rbp + 2147483647], 0
	vpsrldq	xmm13, xmm12, 1
	vpsrldq	ymm15, ymm14, 127
	vpsrlq	xmm0, xmmword ptr [rbp - 2147483648], 255
	vpsrlq	ymm1, ymmword ptr [rsi], 3
	vpsrlq	xmm3, xmm2, 128
	vpsrlq	ymm5, ymm4, 64
	vpsrlq	xmm7, xmm6, xmmword ptr [rdi + 4*rsi + 64]
	vpsrlq	ymm9, ymm8, xmmword ptr [r8 - 64]
	vpsrlq	xmm12, xmm11, xmm10
	vpsrlq	ymm15, ymm14, xmm13
	vpsrlq	zmm2, zmm1, xmm0
	vpsrlvd	xmm4, xmm3, xmmword ptr [r9 + 1]
	vpsrlvd	ymm6, ymm5, ymmword ptr [r10 + 8*rdi - 1]
	vpsrlvd	xmm9, xmm8, xmm7
	vpsrlvd	ymm12, ymm11, ymm10
	vpsrlvq	xmm14, xmm13, xmmword ptr [r11 + 127]
	vpsrlvq	ymm0, ymm15, ymmword ptr [r12 + 128]
	vpsrlvq	xmm3, xmm2, xmm1
	vpsrlvq	ymm6, ymm5, ymm4
	vpsrlvw	xmm8, xmm7, xmmword ptr [r13 + r8 - 128]
	vpsrlvw	ymm10, ymm9, ymmword ptr [r14 + 4096]
	vpsrlvw	xmm13, xmm12, xmm11
	vpsrlvw	ymm0, ymm15, ymm14
	vpsrlw	xmm1, xmmword ptr [r15 - 4096], 17
	vpsrlw	ymm2, ymmword ptr [rip + 2147483647], 0
	vpsrlw	xmm4, xmm3, 1
	vpsrlw	ymm6, ymm5, 127
	vpsrlw	xmm8, xmm7, xmmword ptr [rax + 2*r9 - 2147483648]
	vpsrlw	ymm10, ymm9, xmmword ptr [rcx]
	vpsrlw	xmm13, xmm12, xmm11
	vpsrlw	ymm0, ymm15, xmm14
	vpsrlw	zmm3, zmm2, xmm1
	vpsubb	xmm5, xmm4, xmmword ptr [rdx + 64]
	vpsubb	ymm7, ymm6, ymmword ptr [rbx + 4*r10 - 64]
	vpsubb	xmm10, xmm9, xmm8
	vpsubb	ymm13, ymm12, ymm11
	vpsubd	xmm15, xmm14, xmmword ptr [rsp + 1]
	vpsubd	ymm1, ymm0, ymmword ptr [rbp - 1]
	vpsubd	xmm4, xmm3, xmm2
	vpsubd	ymm7, ymm6, ymm5
	vpsubq	xmm9, xmm8, xmmword ptr [rsi + 8*r11 + 127]
	vpsubq	ymm11, ymm10, ymmword ptr [rdi + 128]
	vpsubq	xmm14, xmm13, xmm12
	vpsubq	ymm1, ymm0, ymm15
	vpsubsb	xmm3, xmm2, xmmword ptr [r8 - 128]
	vpsubsb	ymm5, ymm4, ymmword ptr [r9 + r12 + 4096]
	vpsubsb	xmm8, xmm7, xmm6
	vpsubsb	ymm11, ymm10, ymm9
	vpsubsw	xmm13, xmm12, xmmword ptr [r10 - 4096]
	vpsubsw	ymm15, ymm14, ymmword ptr [r11 + 2147483647]
	vpsubsw	xmm2, xmm1, xmm0
	vpsubsw	ymm5, ymm4, ymm3
	vpsubusb	xmm7, xmm6, xmmword ptr [r12 + 2*r13 - 2147483648]
	vpsubusb	ymm9, ymm8, ymmword ptr [r13]
	vpsubusb	xmm12, xmm11, xmm10
	vpsubusb	ymm15, ymm14, ymm13
	vpsubusw	xmm1, xmm0, xmmword ptr [r14 + 64]
	vpsubusw	ymm3, ymm2, ymmword ptr [r15 + 4*r14 - 64]
	vpsubusw	xmm6, xmm5, xmm4
	vpsubusw	ymm9, ymm8, ymm7
	vpsubw	xmm11, xmm10, xmmword ptr [rip + 1]
	vpsubw	ymm13, ymm12, ymmword ptr [rax - 1]
	vpsubw	xmm0, xmm15, xmm14
	vpsubw	ymm3, ymm2, ymm1
	vpternlogd	xmm5, xmm4, xmmword ptr [rcx + 127], 255
	vpternlogd	ymm7, ymm6, ymmword ptr [rdx + 8*r15 + 128], 3
	vpternlogd	xmm10, xmm9, xmm8, 128
	vpternlogd	ymm13, ymm12, ymm11, 64
	vpternlogq	xmm15, xmm14, xmmword ptr [rbx - 128], 17
	vpternlogq	ymm1, ymm0, ymmword ptr [rsp + 4096], 0
	vpternlogq	xmm4, xmm3, xmm2, 1
	vpternlogq	ymm7, ymm6, ymm5, 127
	vptestmb	k6, xmm8, xmmword ptr [rbp + rax - 4096]
	vptestmb	k7, ymm9, ymmword ptr [rsi + 2147483647]
	vptestmb	k0, xmm11, xmm10
	vptestmb	k1, ymm13, ymm12
	vptestmd	k2, xmm14, xmmword ptr [rdi - 2147483648]
	vptestmd	k3, ymm15, ymmword ptr [r8 + 2*rcx]
	vptestmd	k4, xmm1, xmm0
	vptestmd	k5, ymm3, ymm2
	vptestmq	k6, xmm4, xmmword ptr [r9 + 64]
	vptestmq	k7, ymm5, ymmword ptr [r10 - 64]
	vptestmq	k0, xmm7, xmm6
	vptestmq	k1, ymm9, ymm8
	vptestmw	k2, xmm10, xmmword ptr [r11 + 4*rdx + 1]
	vptestmw	k3, ymm11, ymmword ptr [r12 - 1]
	vptestmw	k4, xmm13, xmm12
	vptestmw	k5, ymm15, ymm14
	vptestnmb	k6, xmm0, xmmword ptr [r13 + 127]
	vptestnmb	k7, ymm1, ymmword ptr [r14 + 8*rbx + 128]
	vptestnmb	k0, xmm3, xmm2
	vptestnmb	k1, ymm5, ymm4
	vptestnmd	k2, xmm6, xmmword ptr [r15 - 128]
	vptestnmd	k3, ymm7, ymmword ptr [rip + 4096]
	vptestnmd	k4, xmm9, xmm8
	vptestnmd	k5, ymm11, ymm10
	vptestnmq	k6, xmm12, xmmword ptr [rax - 4096]
	vptestnmq	k7, ymm13, ymmword ptr [rcx + rbp + 2147483647]
	vptestnmq	k0, xmm15, xmm14
	vptestnmq	k1, ymm1, ymm0
	vptestnmw	k2, xmm2, xmmword ptr [rdx - 2147483648]
	vptestnmw	k3, ymm3, ymmword ptr [rbx]
	vptestnmw	k4, xmm5, xmm4
	vptestnmw	k5, ymm7, ymm6
	vpunpckhbw	xmm9, xmm8, xmmword ptr [rsp + 2*rsi + 64]
	vpunpckhbw	ymm11, ymm10, ymmword ptr [rbp - 64]
	vpunpckhbw	xmm14, xmm13, xmm12
	vpunpckhbw	ymm1, ymm0, ymm15
	vpunpckhdq	xmm3, xmm2, xmmword ptr [rsi + 1]
	vpunpckhdq	ymm5, ymm4, ymmword ptr [rdi + 4*rdi - 1]
	vpunpckhdq	xmm8, xmm7, xmm6
	vpunpckhdq	ymm11, ymm10, ymm9
	vpunpckhqdq	xmm13, xmm12, xmmword ptr [r8 + 127]
	vpunpckhqdq	ymm15, ymm14, ymmword ptr [r9 + 128]
	vpunpckhqdq	xmm2, xmm1, xmm0
	vpunpckhqdq	ymm5, ymm4, ymm3
	vpunpckhwd	xmm7, xmm6, xmmword ptr [r10 + 8*r8 - 128]
	vpunpckhwd	ymm9, ymm8, ymmword ptr [r11 + 4096]
	vpunpckhwd	xmm12, xmm11, xmm10
	vpunpckhwd	ymm15, ymm14, ymm13
	vpunpcklbw	xmm1, xmm0, xmmword ptr [r12 - 4096]
	vpunpcklbw	ymm3, ymm2, ymmword ptr [r13 + r9 + 2147483647]
	vpunpcklbw	xmm6, xmm5, xmm4
	vpunpcklbw	ymm9, ymm8, ymm7
	vpunpckldq	xmm11, xmm10, xmmword ptr [r14 - 2147483648]
	vpunpckldq	ymm13, ymm12, ymmword ptr [r15]
	vpunpckldq	xmm0, xmm15, xmm14
	vpunpckldq	ymm3, ymm2, ymm1
	vpunpcklqdq	xmm5, xmm4, xmmword ptr [rip + 64]
	vpunpcklqdq	ymm7, ymm6, ymmword ptr [rax + 2*r10 - 64]
	vpunpcklqdq	xmm10, xmm9, xmm8
	vpunpcklqdq	ymm13, ymm12, ymm11
	vpunpcklwd	xmm15, xmm14, xmmword ptr [rcx + 1]
	vpunpcklwd	ymm1, ymm0, ymmword ptr [rdx - 1]
	vpunpcklwd	xmm4, xmm3, xmm2
	vpunpcklwd	ymm7, ymm6, ymm5
	vpxord	xmm9, xmm8, xmmword ptr [rbx + 4*r11 + 127]
	vpxord	ymm11, ymm10, ymmword ptr [rsp + 128]
	vpxord	xmm14, xmm13, xmm12
	vpxord	ymm1, ymm0, ymm15
	vpxorq	xmm3, xmm2, xmmword ptr [rbp - 128]
	vpxorq	ymm5, ymm4, ymmword ptr [rsi + 8*r12 + 4096]
	vpxorq	xmm8, xmm7, xmm6
	vpxorq	ymm11, ymm10, ymm9
	vrangepd	xmm13, xmm12, xmmword ptr [rdi - 4096], 255
	vrangepd	ymm15, ymm14, ymmword ptr [r8 + 2147483647], 3
	vrangepd	xmm2, xmm1, xmm0, 128
	vrangepd	ymm5, ymm4, ymm3, 64
	vrangeps	xmm7, xmm6, xmmword ptr [r9 + r13 - 2147483648], 17
	vrangeps	ymm9, ymm8, ymmword ptr [r10], 0
	vrangeps	xmm12, xmm11, xmm10, 1
	vrangeps	ymm15, ymm14, ymm13, 127
	vrangesd	xmm1, xmm0, qword ptr [r11 + 64], 255
	vrangesd	xmm4, xmm3, xmm2, 3
	vrangesd	xmm7, xmm6, xmm5, {sae}, 128
	vrangess	xmm9, xmm8, dword ptr [r12 + 2*r14 - 64], 64
	vrangess	xmm12, xmm11, xmm10, 17
	vrangess	xmm15, xmm14, xmm13, {sae}, 0
	vrcp14pd	xmm0, xmmword ptr [r13 + 1]
	vrcp14pd	ymm1, ymmword ptr [r14 - 1]
	vrcp14pd	xmm3, xmm2
	vrcp14pd	ymm5, ymm4
	vrcp14ps	xmm6, xmmword ptr [r15 + 4*r15 + 127]
	vrcp14ps	ymm7, ymmword ptr [rip + 128]
	vrcp14ps	xmm9, xmm8
	vrcp14ps	ymm11, ymm10
	vrcp14sd	xmm13, xmm12, qword ptr [rax - 128]
	vrcp14sd	xmm0, xmm15, xmm14
	vrcp14ss	xmm2, xmm1, dword ptr [rcx + 4096]
	vrcp14ss	xmm5, xmm4, xmm3
	vrcp28sd	xmm7, xmm6, qword ptr [rdx + 8*rax - 4096]
	vrcp28sd	xmm10, xmm9, xmm8
	vrcp28sd	xmm13, xmm12, xmm11, {sae}
	vrcp28ss	xmm15, xmm14, dword ptr [rbx + 2147483647]
	vrcp28ss	xmm2, xmm1, xmm0
	vrcp28ss	xmm5, xmm4, xmm3, {sae}
	vrcpph	xmm6, xmmword ptr [rsp - 2147483648]
	vrcpph	ymm7, ymmword ptr [rbp + rcx]
	vrcpph	xmm9, xmm8
	vrcpph	ymm11, ymm10
	vrcpsh	xmm13, xmm12, word ptr [rsi + 64]
	vrcpsh	xmm0, xmm15, xmm14
	vreducepd	xmm1, xmmword ptr [rdi - 64], 1
	vreducepd	ymm2, ymmword ptr [r8 + 2*rdx + 1], 127
	vreducepd	xmm4, xmm3, 255
	vreducepd	ymm6, ymm5, 3
	vreduceph	xmm7, xmmword ptr [r9 - 1], 128
	vreduceph	ymm8, ymmword ptr [r10 + 127], 64
	vreduceph	xmm10, xmm9, 17
	vreduceph	ymm12, ymm11, 0
	vreduceps	xmm13, xmmword ptr [r11 + 4*rbx + 128], 1
	vreduceps	ymm14, ymmword ptr [r12 - 128], 127
	vreduceps	xmm0, xmm15, 255
	vreduceps	ymm2, ymm1, 3
	vreducesd	xmm4, xmm3, qword ptr [r13 + 4096], 128
	vreducesd	xmm7, xmm6, xmm5, 64
	vreducesd	xmm10, xmm9, xmm8, {sae}, 17
	vreducesh	xmm12, xmm11, word ptr [r14 + 8*rbp - 4096], 0
	vreducesh	xmm15, xmm14, xmm13, 1
	vreducesh	xmm2, xmm1, xmm0, {sae}, 127
	vreducess	xmm4, xmm3, dword ptr [r15 + 2147483647], 255
	vreducess	xmm7, xmm6, xmm5, 3
	vreducess	xmm10, xmm9, xmm8, {sae}, 128
	vrndscalepd	xmm11, xmmword ptr [rip - 2147483648], 64
	vrndscalepd	ymm12, ymmword ptr [rax], 17
	vrndscalepd	xmm14, xmm13, 0
	vrndscalepd	ymm0, ymm15, 1
	vrndscaleph	xmm1, xmmword ptr [rcx + rsi + 64], 127
	vrndscaleph	ymm2, ymmword ptr [rdx - 64], 255
	vrndscaleph	xmm4, xmm3, 3
	vrndscaleph	ymm6, ymm5, 128
	vrndscaleps	xmm7, xmmword ptr [rbx + 1], 64
	vrndscaleps	ymm8, ymmword ptr [rsp + 2*rdi - 1], 17
	vrndscaleps	xmm10, xmm9, 0
	vrndscaleps	ymm12, ymm11, 1
	vrndscalesd	xmm14, xmm13, qword ptr [rbp + 127], 127
	vrndscalesd	xmm1, xmm0, xmm15, 255
	vrndscalesd	xmm4, xmm3, xmm2, {sae}, 3
	vrndscalesh	xmm6, xmm5, word ptr [rsi + 128], 128
	vrndscalesh	xmm9, xmm8, xmm7, 64
	vrndscalesh	xmm12, xmm11, xmm10, {sae}, 17
	vrndscaless	xmm14, xmm13, dword ptr [rdi + 4*r8 - 128], 0
	vrndscaless	xmm1, xmm0, xmm15, 1
	vrndscaless	xmm4, xmm3, xmm2, {sae}, 127
	vrsqrt14pd	xmm5, xmmword ptr [r8 + 4096]
	vrsqrt14pd	ymm6, ymmword ptr [r9 - 4096]
	vrsqrt14pd	xmm8, xmm7
	vrsqrt14pd	ymm10, ymm9
	vrsqrt14ps	xmm11, xmmword ptr [r10 + 8*r9 + 2147483647]
	vrsqrt14ps	ymm12, ymmword ptr [r11 - 2147483648]
	vrsqrt14ps	xmm14, xmm13
	vrsqrt14ps	ymm0, ymm15
	vrsqrt14sd	xmm2, xmm1, qword ptr [r12]
	vrsqrt14sd	xmm5, xmm4, xmm3
	vrsqrt14ss	xmm7, xmm6, dword ptr [r13 + r10 + 64]
	vrsqrt14ss	xmm10, xmm9, xmm8
	vrsqrt28sd	xmm12, xmm11, qword ptr [r14 - 64]
	vrsqrt28sd	xmm15, xmm14, xmm13
	vrsqrt28sd	xmm2, xmm1, xmm0, {sae}
	vrsqrt28ss	xmm4, xmm3, dword ptr [r15 + 1]
	vrsqrt28ss	xmm7, xmm6, xmm5
	vrsqrt28ss	xmm10, xmm9, xmm8, {sae}
	vrsqrtph	xmm11, xmmword ptr [rip - 1]
	vrsqrtph	ymm12, ymmword ptr [rax + 2*r11 + 127]
	vrsqrtph	xmm14, xmm13
	vrsqrtph	ymm0, ymm15
	vrsqrtsh	xmm2, xmm1, word ptr [rcx + 128]
	vrsqrtsh	xmm5, xmm4, xmm3
	vscalefpd	xmm7, xmm6, xmmword ptr [rdx - 128]
	vscalefpd	ymm9, ymm8, ymmword ptr [rbx + 4*r12 + 4096]
	vscalefpd	xmm12, xmm11, xmm10
	vscalefpd	ymm15, ymm14, ymm13
	vscalefph	xmm1, xmm0, xmmword ptr [rsp - 4096]
	vscalefph	ymm3, ymm2, ymmword ptr [rbp + 2147483647]
	vscalefph	xmm6, xmm5, xmm4
	vscalefph	ymm9, ymm8, ymm7
	vscalefps	xmm11, xmm10, xmmword ptr [rsi + 8*r13 - 2147483648]
	vscalefps	ymm13, ymm12, ymmword ptr [rdi]
	vscalefps	xmm0, xmm15, xmm14
	vscalefps	ymm3, ymm2, ymm1
	vscalefsd	xmm5, xmm4, qword ptr [r8 + 64]
	vscalefsd	xmm8, xmm7, xmm6
	vscalefsh	xmm10, xmm9, word ptr [r9 + r14 - 64]
	vscalefsh	xmm13, xmm12, xmm11
	vscalefss	xmm15, xmm14, dword ptr [r10 + 1]
	vscalefss	xmm2, xmm1, xmm0
	vshuff32x4	ymm4, ymm3, ymmword ptr [r11 - 1], 255
	vshuff32x4	ymm7, ymm6, ymm5, 3
	vshuff64x2	ymm9, ymm8, ymmword ptr [r12 + 2*r15 + 127], 128
	vshuff64x2	ymm12, ymm11, ymm10, 64
	vshufi32x4	ymm14, ymm13, ymmword ptr [r13 + 128], 17
	vshufi32x4	ymm1, ymm0, ymm15, 0
	vshufi64x2	ymm3, ymm2, ymmword ptr [r14 - 128], 1
	vshufi64x2	ymm6, ymm5, ymm4, 127
	vshufpd	xmm8, xmm7, xmmword ptr [r15 + 4*rax + 4096], 255
	vshufpd	ymm10, ymm9, ymmword ptr [rip - 4096], 3
	vshufpd	xmm13, xmm12, xmm11, 128
	vshufpd	ymm0, ymm15, ymm14, 64
	vshufps	xmm2, xmm1, xmmword ptr [rax + 2147483647], 17
	vshufps	ymm4, ymm3, ymmword ptr [rcx - 2147483648], 0
	vshufps	xmm7, xmm6, xmm5, 1
	vshufps	ymm10, ymm9, ymm8, 127
	vsqrtpd	xmm11, xmmword ptr [rdx + 8*rcx]
	vsqrtpd	ymm12, ymmword ptr [rbx + 64]
	vsqrtpd	xmm14, xmm13
	vsqrtpd	ymm0, ymm15
	vsqrtph	xmm1, xmmword ptr [rsp - 64]
	vsqrtph	ymm2, ymmword ptr [rbp + rdx + 1]
	vsqrtph	xmm4, xmm3
	vsqrtph	ymm6, ymm5
	vsqrtps	xmm7, xmmword ptr [rsi - 1]
	vsqrtps	ymm8, ymmword ptr [rdi + 127]
	vsqrtps	xmm10, xmm9
	vsqrtps	ymm12, ymm11
	vsqrtsd	xmm14, xmm13, qword ptr [r8 + 2*rbx + 128]
	vsqrtsd	xmm1, xmm0, xmm15
	vsqrtsh	xmm3, xmm2, word ptr [r9 - 128]
	vsqrtsh	xmm6, xmm5, xmm4
	vsqrtss	xmm8, xmm7, dword ptr [r10 + 4096]
	vsqrtss	xmm11, xmm10, xmm9
	vsubpd	xmm13, xmm12, xmmword ptr [r11 + 4*rbp - 4096]
	vsubpd	ymm15, ymm14, ymmword ptr [r12 + 2147483647]
	vsubpd	xmm2, xmm1, xmm0
	vsubpd	ymm5, ymm4, ymm3
	vsubph	xmm7, xmm6, xmmword ptr [r13 - 2147483648]
	vsubph	ymm9, ymm8, ymmword ptr [r14 + 8*rsi]
	vsubph	xmm12, xmm11, xmm10
	vsubph	ymm15, ymm14, ymm13
	vsubps	xmm1, xmm0, xmmword ptr [r15 + 64]
	vsubps	ymm3, ymm2, ymmword ptr [rip - 64]
	vsubps	xmm6, xmm5, xmm4
	vsubps	ymm9, ymm8, ymm7
	vsubsd	xmm11, xmm10, qword ptr [rax + 1]
	vsubsd	xmm14, xmm13, xmm12
	vsubsh	xmm0, xmm15, word ptr [rcx + rdi - 1]
	vsubsh	xmm3, xmm2, xmm1
	vsubss	xmm5, xmm4, dword ptr [rdx + 127]
	vsubss	xmm8, xmm7, xmm6
	vucomisd	xmm9, qword ptr [rbx + 128]
	vucomisd	xmm11, xmm10
	vucomisd	xmm13, xmm12, {sae}
	vucomish	xmm14, word ptr [rsp + 2*r8 - 128]
	vucomish	xmm0, xmm15
	vucomish	xmm2, xmm1, {sae}
	vucomiss	xmm3, dword ptr [rbp + 4096]
	vucomiss	xmm5, xmm4
	vucomiss	xmm7, xmm6, {sae}
	vunpckhpd	xmm9, xmm8, xmmword ptr [rsi - 4096]
	vunpckhpd	ymm11, ymm10, ymmword ptr [rdi + 4*r9 + 2147483647]
	vunpckhpd	xmm14, xmm13, xmm12
	vunpckhpd	ymm1, ymm0, ymm15
	vunpckhps	xmm3, xmm2, xmmword ptr [r8 - 2147483648]
	vunpckhps	ymm5, ymm4, ymmword ptr [r9]
	vunpckhps	xmm8, xmm7, xmm6
	vunpckhps	ymm11, ymm10, ymm9
	vunpcklpd	xmm13, xmm12, xmmword ptr [r10 + 8*r10 + 64]
	vunpcklpd	ymm15, ymm14, ymmword ptr [r11 - 64]
	vunpcklpd	xmm2, xmm1, xmm0
	vunpcklpd	ymm5, ymm4, ymm3
	vunpcklps	xmm7, xmm6, xmmword ptr [r12 + 1]
	vunpcklps	ymm9, ymm8, ymmword ptr [r13 + r11 - 1]
	vunpcklps	xmm12, xmm11, xmm10
	vunpcklps	ymm15, ymm14, ymm13
	vxorpd	xmm1, xmm0, xmmword ptr [r14 + 127]
	vxorpd	ymm3, ymm2, ymmword ptr [r15 + 128]
	vxorpd	xmm6, xmm5, xmm4
	vxorpd	ymm9, ymm8, ymm7
	vxorps	xmm11, xmm10, xmmword ptr [rip - 128]
	vxorps	ymm13, ymm12, ymmword ptr [rax + 2*r12 + 4096]
	vxorps	xmm0, xmm15, xmm14
	vxorps	ymm3, ymm2, ymm1
