	.intel_syntax noprefix
	.text
	blendps	xmm0, xmm1, 0
	blendps	xmm1, xmm8, 255
	blendps	xmm8, xmm1, 27
	blendps	xmm15, xmm15, 128
	blendps	xmm9, xmm7, 0
	blendps	xmm0, xmmword ptr [rax], 0
	blendps	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	blendps	xmm8, xmmword ptr [rip + foo], 27
	blendps	xmm15, xmmword ptr [r13 + 64], 128
	blendpd	xmm0, xmm1, 0
	blendpd	xmm1, xmm8, 255
	blendpd	xmm8, xmm1, 27
	blendpd	xmm15, xmm15, 128
	blendpd	xmm9, xmm7, 0
	blendpd	xmm0, xmmword ptr [rax], 0
	blendpd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	blendpd	xmm8, xmmword ptr [rip + foo], 27
	blendpd	xmm15, xmmword ptr [r13 + 64], 128
	pblendw	xmm0, xmm1, 0
	pblendw	xmm1, xmm8, 255
	pblendw	xmm8, xmm1, 27
	pblendw	xmm15, xmm15, 128
	pblendw	xmm9, xmm7, 0
	pblendw	xmm0, xmmword ptr [rax], 0
	pblendw	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pblendw	xmm8, xmmword ptr [rip + foo], 27
	pblendw	xmm15, xmmword ptr [r13 + 64], 128
	vblendps	xmm2, xmm1, xmm0, 0
	vblendps	xmm2, xmm1, xmm8, 255
	vblendps	xmm2, xmm8, xmm1, 27
	vblendps	xmm8, xmm2, xmm1, 128
	vblendps	xmm13, xmm14, xmm15, 0
	vblendps	xmm11, xmm10, xmm9, 255
	vblendps	xmm0, xmm1, xmmword ptr [rax], 0
	vblendps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vblendps	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vblendps	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vblendps	xmm9, xmm7, xmmword ptr [rax], 0
	vblendps	ymm2, ymm1, ymm0, 0
	vblendps	ymm2, ymm1, ymm8, 255
	vblendps	ymm2, ymm8, ymm1, 27
	vblendps	ymm8, ymm2, ymm1, 128
	vblendps	ymm13, ymm14, ymm15, 0
	vblendps	ymm11, ymm10, ymm9, 255
	vblendps	ymm0, ymm1, ymmword ptr [rax], 0
	vblendps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vblendps	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vblendps	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vblendps	ymm9, ymm7, ymmword ptr [rax], 0
	vblendpd	xmm2, xmm1, xmm0, 0
	vblendpd	xmm2, xmm1, xmm8, 255
	vblendpd	xmm2, xmm8, xmm1, 27
	vblendpd	xmm8, xmm2, xmm1, 128
	vblendpd	xmm13, xmm14, xmm15, 0
	vblendpd	xmm11, xmm10, xmm9, 255
	vblendpd	xmm0, xmm1, xmmword ptr [rax], 0
	vblendpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vblendpd	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vblendpd	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vblendpd	xmm9, xmm7, xmmword ptr [rax], 0
	vblendpd	ymm2, ymm1, ymm0, 0
	vblendpd	ymm2, ymm1, ymm8, 255
	vblendpd	ymm2, ymm8, ymm1, 27
	vblendpd	ymm8, ymm2, ymm1, 128
	vblendpd	ymm13, ymm14, ymm15, 0
	vblendpd	ymm11, ymm10, ymm9, 255
	vblendpd	ymm0, ymm1, ymmword ptr [rax], 0
	vblendpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vblendpd	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vblendpd	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vblendpd	ymm9, ymm7, ymmword ptr [rax], 0
	vpblendw	xmm2, xmm1, xmm0, 0
	vpblendw	xmm2, xmm1, xmm8, 255
	vpblendw	xmm2, xmm8, xmm1, 27
	vpblendw	xmm8, xmm2, xmm1, 128
	vpblendw	xmm13, xmm14, xmm15, 0
	vpblendw	xmm11, xmm10, xmm9, 255
	vpblendw	xmm0, xmm1, xmmword ptr [rax], 0
	vpblendw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpblendw	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpblendw	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpblendw	xmm9, xmm7, xmmword ptr [rax], 0
	vpblendw	ymm2, ymm1, ymm0, 0
	vpblendw	ymm2, ymm1, ymm8, 255
	vpblendw	ymm2, ymm8, ymm1, 27
	vpblendw	ymm8, ymm2, ymm1, 128
	vpblendw	ymm13, ymm14, ymm15, 0
	vpblendw	ymm11, ymm10, ymm9, 255
	vpblendw	ymm0, ymm1, ymmword ptr [rax], 0
	vpblendw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vpblendw	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vpblendw	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vpblendw	ymm9, ymm7, ymmword ptr [rax], 0
	vpblendd	xmm2, xmm1, xmm0, 0
	vpblendd	xmm2, xmm1, xmm8, 255
	vpblendd	xmm2, xmm8, xmm1, 27
	vpblendd	xmm8, xmm2, xmm1, 128
	vpblendd	xmm13, xmm14, xmm15, 0
	vpblendd	xmm11, xmm10, xmm9, 255
	vpblendd	xmm0, xmm1, xmmword ptr [rax], 0
	vpblendd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpblendd	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpblendd	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpblendd	xmm9, xmm7, xmmword ptr [rax], 0
	vpblendd	ymm2, ymm1, ymm0, 0
	vpblendd	ymm2, ymm1, ymm8, 255
	vpblendd	ymm2, ymm8, ymm1, 27
	vpblendd	ymm8, ymm2, ymm1, 128
	vpblendd	ymm13, ymm14, ymm15, 0
	vpblendd	ymm11, ymm10, ymm9, 255
	vpblendd	ymm0, ymm1, ymmword ptr [rax], 0
	vpblendd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vpblendd	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vpblendd	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vpblendd	ymm9, ymm7, ymmword ptr [rax], 0
	blendvps	xmm0, xmm1, xmm0
	blendvps	xmm1, xmm8, xmm0
	blendvps	xmm8, xmm1, xmm0
	blendvps	xmm15, xmm15, xmm0
	blendvps	xmm9, xmm7, xmm0
	blendvps	xmm0, xmmword ptr [rax], xmm0
	blendvps	xmm7, xmmword ptr [rsp + 4*r9 - 128], xmm0
	blendvps	xmm8, xmmword ptr [rip + foo], xmm0
	blendvps	xmm15, xmmword ptr [r13 + 64], xmm0
	blendvps	xmm0, xmm1, xmm0
	blendvps	xmm1, xmm8, xmm0
	blendvps	xmm8, xmm1, xmm0
	blendvps	xmm15, xmm15, xmm0
	blendvps	xmm9, xmm7, xmm0
	blendvps	xmm0, xmmword ptr [rax], xmm0
	blendvps	xmm7, xmmword ptr [rsp + 4*r9 - 128], xmm0
	blendvps	xmm8, xmmword ptr [rip + foo], xmm0
	blendvps	xmm15, xmmword ptr [r13 + 64], xmm0
	blendvpd	xmm0, xmm1, xmm0
	blendvpd	xmm1, xmm8, xmm0
	blendvpd	xmm8, xmm1, xmm0
	blendvpd	xmm15, xmm15, xmm0
	blendvpd	xmm9, xmm7, xmm0
	blendvpd	xmm0, xmmword ptr [rax], xmm0
	blendvpd	xmm7, xmmword ptr [rsp + 4*r9 - 128], xmm0
	blendvpd	xmm8, xmmword ptr [rip + foo], xmm0
	blendvpd	xmm15, xmmword ptr [r13 + 64], xmm0
	blendvpd	xmm0, xmm1, xmm0
	blendvpd	xmm1, xmm8, xmm0
	blendvpd	xmm8, xmm1, xmm0
	blendvpd	xmm15, xmm15, xmm0
	blendvpd	xmm9, xmm7, xmm0
	blendvpd	xmm0, xmmword ptr [rax], xmm0
	blendvpd	xmm7, xmmword ptr [rsp + 4*r9 - 128], xmm0
	blendvpd	xmm8, xmmword ptr [rip + foo], xmm0
	blendvpd	xmm15, xmmword ptr [r13 + 64], xmm0
	pblendvb	xmm0, xmm1, xmm0
	pblendvb	xmm1, xmm8, xmm0
	pblendvb	xmm8, xmm1, xmm0
	pblendvb	xmm15, xmm15, xmm0
	pblendvb	xmm9, xmm7, xmm0
	pblendvb	xmm0, xmmword ptr [rax], xmm0
	pblendvb	xmm7, xmmword ptr [rsp + 4*r9 - 128], xmm0
	pblendvb	xmm8, xmmword ptr [rip + foo], xmm0
	pblendvb	xmm15, xmmword ptr [r13 + 64], xmm0
	pblendvb	xmm0, xmm1, xmm0
	pblendvb	xmm1, xmm8, xmm0
	pblendvb	xmm8, xmm1, xmm0
	pblendvb	xmm15, xmm15, xmm0
	pblendvb	xmm9, xmm7, xmm0
	pblendvb	xmm0, xmmword ptr [rax], xmm0
	pblendvb	xmm7, xmmword ptr [rsp + 4*r9 - 128], xmm0
	pblendvb	xmm8, xmmword ptr [rip + foo], xmm0
	pblendvb	xmm15, xmmword ptr [r13 + 64], xmm0
	vblendvps	xmm3, xmm2, xmm1, xmm0
	vblendvps	xmm3, xmm2, xmm1, xmm8
	vblendvps	xmm3, xmm2, xmm8, xmm1
	vblendvps	xmm3, xmm8, xmm2, xmm1
	vblendvps	xmm8, xmm3, xmm2, xmm1
	vblendvps	xmm15, xmm15, xmm15, xmm15
	vblendvps	xmm2, xmm1, xmmword ptr [rax], xmm0
	vblendvps	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vblendvps	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vblendvps	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vblendvps	xmm13, xmm14, xmmword ptr [rax], xmm15
	vblendvps	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vblendvps	ymm3, ymm2, ymm1, ymm0
	vblendvps	ymm3, ymm2, ymm1, ymm8
	vblendvps	ymm3, ymm2, ymm8, ymm1
	vblendvps	ymm3, ymm8, ymm2, ymm1
	vblendvps	ymm8, ymm3, ymm2, ymm1
	vblendvps	ymm15, ymm15, ymm15, ymm15
	vblendvps	ymm2, ymm1, ymmword ptr [rax], ymm0
	vblendvps	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vblendvps	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vblendvps	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vblendvps	ymm13, ymm14, ymmword ptr [rax], ymm15
	vblendvps	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vblendvpd	xmm3, xmm2, xmm1, xmm0
	vblendvpd	xmm3, xmm2, xmm1, xmm8
	vblendvpd	xmm3, xmm2, xmm8, xmm1
	vblendvpd	xmm3, xmm8, xmm2, xmm1
	vblendvpd	xmm8, xmm3, xmm2, xmm1
	vblendvpd	xmm15, xmm15, xmm15, xmm15
	vblendvpd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vblendvpd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vblendvpd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vblendvpd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vblendvpd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vblendvpd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vblendvpd	ymm3, ymm2, ymm1, ymm0
	vblendvpd	ymm3, ymm2, ymm1, ymm8
	vblendvpd	ymm3, ymm2, ymm8, ymm1
	vblendvpd	ymm3, ymm8, ymm2, ymm1
	vblendvpd	ymm8, ymm3, ymm2, ymm1
	vblendvpd	ymm15, ymm15, ymm15, ymm15
	vblendvpd	ymm2, ymm1, ymmword ptr [rax], ymm0
	vblendvpd	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vblendvpd	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vblendvpd	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vblendvpd	ymm13, ymm14, ymmword ptr [rax], ymm15
	vblendvpd	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vpblendvb	xmm3, xmm2, xmm1, xmm0
	vpblendvb	xmm3, xmm2, xmm1, xmm8
	vpblendvb	xmm3, xmm2, xmm8, xmm1
	vpblendvb	xmm3, xmm8, xmm2, xmm1
	vpblendvb	xmm8, xmm3, xmm2, xmm1
	vpblendvb	xmm15, xmm15, xmm15, xmm15
	vpblendvb	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpblendvb	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpblendvb	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpblendvb	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpblendvb	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpblendvb	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpblendvb	ymm3, ymm2, ymm1, ymm0
	vpblendvb	ymm3, ymm2, ymm1, ymm8
	vpblendvb	ymm3, ymm2, ymm8, ymm1
	vpblendvb	ymm3, ymm8, ymm2, ymm1
	vpblendvb	ymm8, ymm3, ymm2, ymm1
	vpblendvb	ymm15, ymm15, ymm15, ymm15
	vpblendvb	ymm2, ymm1, ymmword ptr [rax], ymm0
	vpblendvb	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vpblendvb	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vpblendvb	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vpblendvb	ymm13, ymm14, ymmword ptr [rax], ymm15
	vpblendvb	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	dpps	xmm0, xmm1, 0
	dpps	xmm1, xmm8, 255
	dpps	xmm8, xmm1, 27
	dpps	xmm15, xmm15, 128
	dpps	xmm9, xmm7, 0
	dpps	xmm0, xmmword ptr [rax], 0
	dpps	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	dpps	xmm8, xmmword ptr [rip + foo], 27
	dpps	xmm15, xmmword ptr [r13 + 64], 128
	dppd	xmm0, xmm1, 0
	dppd	xmm1, xmm8, 255
	dppd	xmm8, xmm1, 27
	dppd	xmm15, xmm15, 128
	dppd	xmm9, xmm7, 0
	dppd	xmm0, xmmword ptr [rax], 0
	dppd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	dppd	xmm8, xmmword ptr [rip + foo], 27
	dppd	xmm15, xmmword ptr [r13 + 64], 128
	mpsadbw	xmm0, xmm1, 0
	mpsadbw	xmm1, xmm8, 255
	mpsadbw	xmm8, xmm1, 27
	mpsadbw	xmm15, xmm15, 128
	mpsadbw	xmm9, xmm7, 0
	mpsadbw	xmm0, xmmword ptr [rax], 0
	mpsadbw	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	mpsadbw	xmm8, xmmword ptr [rip + foo], 27
	mpsadbw	xmm15, xmmword ptr [r13 + 64], 128
	vdpps	xmm2, xmm1, xmm0, 0
	vdpps	xmm2, xmm1, xmm8, 255
	vdpps	xmm2, xmm8, xmm1, 27
	vdpps	xmm8, xmm2, xmm1, 128
	vdpps	xmm13, xmm14, xmm15, 0
	vdpps	xmm11, xmm10, xmm9, 255
	vdpps	xmm0, xmm1, xmmword ptr [rax], 0
	vdpps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vdpps	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vdpps	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vdpps	xmm9, xmm7, xmmword ptr [rax], 0
	vdpps	ymm2, ymm1, ymm0, 0
	vdpps	ymm2, ymm1, ymm8, 255
	vdpps	ymm2, ymm8, ymm1, 27
	vdpps	ymm8, ymm2, ymm1, 128
	vdpps	ymm13, ymm14, ymm15, 0
	vdpps	ymm11, ymm10, ymm9, 255
	vdpps	ymm0, ymm1, ymmword ptr [rax], 0
	vdpps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vdpps	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vdpps	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vdpps	ymm9, ymm7, ymmword ptr [rax], 0
	vmpsadbw	xmm2, xmm1, xmm0, 0
	vmpsadbw	xmm2, xmm1, xmm8, 255
	vmpsadbw	xmm2, xmm8, xmm1, 27
	vmpsadbw	xmm8, xmm2, xmm1, 128
	vmpsadbw	xmm13, xmm14, xmm15, 0
	vmpsadbw	xmm11, xmm10, xmm9, 255
	vmpsadbw	xmm0, xmm1, xmmword ptr [rax], 0
	vmpsadbw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vmpsadbw	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vmpsadbw	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vmpsadbw	xmm9, xmm7, xmmword ptr [rax], 0
	vmpsadbw	ymm2, ymm1, ymm0, 0
	vmpsadbw	ymm2, ymm1, ymm8, 255
	vmpsadbw	ymm2, ymm8, ymm1, 27
	vmpsadbw	ymm8, ymm2, ymm1, 128
	vmpsadbw	ymm13, ymm14, ymm15, 0
	vmpsadbw	ymm11, ymm10, ymm9, 255
	vmpsadbw	ymm0, ymm1, ymmword ptr [rax], 0
	vmpsadbw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vmpsadbw	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vmpsadbw	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vmpsadbw	ymm9, ymm7, ymmword ptr [rax], 0
	vdppd	xmm2, xmm1, xmm0, 0
	vdppd	xmm2, xmm1, xmm8, 255
	vdppd	xmm2, xmm8, xmm1, 27
	vdppd	xmm8, xmm2, xmm1, 128
	vdppd	xmm13, xmm14, xmm15, 0
	vdppd	xmm11, xmm10, xmm9, 255
	vdppd	xmm0, xmm1, xmmword ptr [rax], 0
	vdppd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vdppd	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vdppd	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vdppd	xmm9, xmm7, xmmword ptr [rax], 0
	roundps	xmm0, xmm1, 0
	roundps	xmm1, xmm8, 255
	roundps	xmm8, xmm1, 27
	roundps	xmm15, xmm15, 128
	roundps	xmm9, xmm7, 0
	roundps	xmm0, xmmword ptr [rax], 0
	roundps	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	roundps	xmm8, xmmword ptr [rip + foo], 27
	roundps	xmm15, xmmword ptr [r13 + 64], 128
	roundpd	xmm0, xmm1, 0
	roundpd	xmm1, xmm8, 255
	roundpd	xmm8, xmm1, 27
	roundpd	xmm15, xmm15, 128
	roundpd	xmm9, xmm7, 0
	roundpd	xmm0, xmmword ptr [rax], 0
	roundpd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	roundpd	xmm8, xmmword ptr [rip + foo], 27
	roundpd	xmm15, xmmword ptr [r13 + 64], 128
	roundss	xmm0, xmm1, 0
	roundss	xmm1, xmm8, 255
	roundss	xmm8, xmm1, 27
	roundss	xmm15, xmm15, 128
	roundss	xmm9, xmm7, 0
	roundss	xmm0, dword ptr [rax], 0
	roundss	xmm7, dword ptr [rsp + 4*r9 - 128], 255
	roundss	xmm8, dword ptr [rip + foo], 27
	roundss	xmm15, dword ptr [r13 + 64], 128
	roundsd	xmm0, xmm1, 0
	roundsd	xmm1, xmm8, 255
	roundsd	xmm8, xmm1, 27
	roundsd	xmm15, xmm15, 128
	roundsd	xmm9, xmm7, 0
	roundsd	xmm0, qword ptr [rax], 0
	roundsd	xmm7, qword ptr [rsp + 4*r9 - 128], 255
	roundsd	xmm8, qword ptr [rip + foo], 27
	roundsd	xmm15, qword ptr [r13 + 64], 128
	vroundps	xmm0, xmm1, 0
	vroundps	xmm1, xmm8, 255
	vroundps	xmm8, xmm1, 27
	vroundps	xmm15, xmm15, 128
	vroundps	xmm9, xmm7, 0
	vroundps	xmm0, xmmword ptr [rax], 0
	vroundps	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vroundps	xmm8, xmmword ptr [rip + foo], 27
	vroundps	xmm15, xmmword ptr [r13 + 64], 128
	vroundps	ymm0, ymm1, 0
	vroundps	ymm1, ymm8, 255
	vroundps	ymm8, ymm1, 27
	vroundps	ymm15, ymm15, 128
	vroundps	ymm9, ymm7, 0
	vroundps	ymm0, ymmword ptr [rax], 0
	vroundps	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vroundps	ymm8, ymmword ptr [rip + foo], 27
	vroundps	ymm15, ymmword ptr [r13 + 64], 128
	vroundpd	xmm0, xmm1, 0
	vroundpd	xmm1, xmm8, 255
	vroundpd	xmm8, xmm1, 27
	vroundpd	xmm15, xmm15, 128
	vroundpd	xmm9, xmm7, 0
	vroundpd	xmm0, xmmword ptr [rax], 0
	vroundpd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vroundpd	xmm8, xmmword ptr [rip + foo], 27
	vroundpd	xmm15, xmmword ptr [r13 + 64], 128
	vroundpd	ymm0, ymm1, 0
	vroundpd	ymm1, ymm8, 255
	vroundpd	ymm8, ymm1, 27
	vroundpd	ymm15, ymm15, 128
	vroundpd	ymm9, ymm7, 0
	vroundpd	ymm0, ymmword ptr [rax], 0
	vroundpd	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vroundpd	ymm8, ymmword ptr [rip + foo], 27
	vroundpd	ymm15, ymmword ptr [r13 + 64], 128
	vroundss	xmm2, xmm1, xmm0, 0
	vroundss	xmm2, xmm1, xmm8, 255
	vroundss	xmm2, xmm8, xmm1, 27
	vroundss	xmm8, xmm2, xmm1, 128
	vroundss	xmm13, xmm14, xmm15, 0
	vroundss	xmm11, xmm10, xmm9, 255
	vroundss	xmm0, xmm1, dword ptr [rax], 0
	vroundss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128], 255
	vroundss	xmm8, xmm1, dword ptr [rip + foo], 27
	vroundss	xmm15, xmm15, dword ptr [r13 + 64], 128
	vroundss	xmm9, xmm7, dword ptr [rax], 0
	vroundsd	xmm2, xmm1, xmm0, 0
	vroundsd	xmm2, xmm1, xmm8, 255
	vroundsd	xmm2, xmm8, xmm1, 27
	vroundsd	xmm8, xmm2, xmm1, 128
	vroundsd	xmm13, xmm14, xmm15, 0
	vroundsd	xmm11, xmm10, xmm9, 255
	vroundsd	xmm0, xmm1, qword ptr [rax], 0
	vroundsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128], 255
	vroundsd	xmm8, xmm1, qword ptr [rip + foo], 27
	vroundsd	xmm15, xmm15, qword ptr [r13 + 64], 128
	vroundsd	xmm9, xmm7, qword ptr [rax], 0
	insertps	xmm0, xmm1, 0
	insertps	xmm1, xmm8, 255
	insertps	xmm8, xmm1, 27
	insertps	xmm15, xmm15, 128
	insertps	xmm9, xmm7, 0
	insertps	xmm0, dword ptr [rax], 0
	insertps	xmm7, dword ptr [rsp + 4*r9 - 128], 255
	insertps	xmm8, dword ptr [rip + foo], 27
	insertps	xmm15, dword ptr [r13 + 64], 128
	vinsertps	xmm2, xmm1, xmm0, 0
	vinsertps	xmm2, xmm1, xmm8, 255
	vinsertps	xmm2, xmm8, xmm1, 27
	vinsertps	xmm8, xmm2, xmm1, 128
	vinsertps	xmm13, xmm14, xmm15, 0
	vinsertps	xmm11, xmm10, xmm9, 255
	vinsertps	xmm0, xmm1, dword ptr [rax], 0
	vinsertps	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128], 255
	vinsertps	xmm8, xmm1, dword ptr [rip + foo], 27
	vinsertps	xmm15, xmm15, dword ptr [r13 + 64], 128
	vinsertps	xmm9, xmm7, dword ptr [rax], 0
	extractps	eax, xmm1, 0
	extractps	ecx, xmm8, 255
	extractps	r8d, xmm1, 27
	extractps	r15d, xmm15, 128
	extractps	r9d, xmm7, 0
	extractps	eax, xmm1, 0
	extractps	ecx, xmm8, 255
	extractps	r8d, xmm1, 27
	extractps	r15d, xmm15, 128
	extractps	r9d, xmm7, 0
	extractps	dword ptr [rax], xmm0, 0
	extractps	dword ptr [rsp + 4*r9 - 128], xmm7, 255
	extractps	dword ptr [rip + foo], xmm8, 27
	extractps	dword ptr [r13 + 64], xmm15, 128
	vextractps	eax, xmm1, 0
	vextractps	ecx, xmm8, 255
	vextractps	r8d, xmm1, 27
	vextractps	r15d, xmm15, 128
	vextractps	r9d, xmm7, 0
	vextractps	eax, xmm1, 0
	vextractps	ecx, xmm8, 255
	vextractps	r8d, xmm1, 27
	vextractps	r15d, xmm15, 128
	vextractps	r9d, xmm7, 0
	vextractps	dword ptr [rax], xmm0, 0
	vextractps	dword ptr [rsp + 4*r9 - 128], xmm7, 255
	vextractps	dword ptr [rip + foo], xmm8, 27
	vextractps	dword ptr [r13 + 64], xmm15, 128
	ptest	xmm0, xmm1
	ptest	xmm1, xmm8
	ptest	xmm8, xmm1
	ptest	xmm15, xmm15
	ptest	xmm9, xmm7
	ptest	xmm0, xmmword ptr [rax]
	ptest	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	ptest	xmm8, xmmword ptr [rip + foo]
	ptest	xmm15, xmmword ptr [r13 + 64]
	vptest	xmm0, xmm1
	vptest	xmm1, xmm8
	vptest	xmm8, xmm1
	vptest	xmm15, xmm15
	vptest	xmm9, xmm7
	vptest	xmm0, xmmword ptr [rax]
	vptest	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vptest	xmm8, xmmword ptr [rip + foo]
	vptest	xmm15, xmmword ptr [r13 + 64]
	vptest	ymm0, ymm1
	vptest	ymm1, ymm8
	vptest	ymm8, ymm1
	vptest	ymm15, ymm15
	vptest	ymm9, ymm7
	vptest	ymm0, ymmword ptr [rax]
	vptest	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vptest	ymm8, ymmword ptr [rip + foo]
	vptest	ymm15, ymmword ptr [r13 + 64]
	vtestps	xmm0, xmm1
	vtestps	xmm1, xmm8
	vtestps	xmm8, xmm1
	vtestps	xmm15, xmm15
	vtestps	xmm9, xmm7
	vtestps	xmm0, xmmword ptr [rax]
	vtestps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vtestps	xmm8, xmmword ptr [rip + foo]
	vtestps	xmm15, xmmword ptr [r13 + 64]
	vtestps	ymm0, ymm1
	vtestps	ymm1, ymm8
	vtestps	ymm8, ymm1
	vtestps	ymm15, ymm15
	vtestps	ymm9, ymm7
	vtestps	ymm0, ymmword ptr [rax]
	vtestps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vtestps	ymm8, ymmword ptr [rip + foo]
	vtestps	ymm15, ymmword ptr [r13 + 64]
	vtestpd	xmm0, xmm1
	vtestpd	xmm1, xmm8
	vtestpd	xmm8, xmm1
	vtestpd	xmm15, xmm15
	vtestpd	xmm9, xmm7
	vtestpd	xmm0, xmmword ptr [rax]
	vtestpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vtestpd	xmm8, xmmword ptr [rip + foo]
	vtestpd	xmm15, xmmword ptr [r13 + 64]
	vtestpd	ymm0, ymm1
	vtestpd	ymm1, ymm8
	vtestpd	ymm8, ymm1
	vtestpd	ymm15, ymm15
	vtestpd	ymm9, ymm7
	vtestpd	ymm0, ymmword ptr [rax]
	vtestpd	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vtestpd	ymm8, ymmword ptr [rip + foo]
	vtestpd	ymm15, ymmword ptr [r13 + 64]
	phminposuw	xmm0, xmm1
	phminposuw	xmm1, xmm8
	phminposuw	xmm8, xmm1
	phminposuw	xmm15, xmm15
	phminposuw	xmm9, xmm7
	phminposuw	xmm0, xmmword ptr [rax]
	phminposuw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	phminposuw	xmm8, xmmword ptr [rip + foo]
	phminposuw	xmm15, xmmword ptr [r13 + 64]
	vphminposuw	xmm0, xmm1
	vphminposuw	xmm1, xmm8
	vphminposuw	xmm8, xmm1
	vphminposuw	xmm15, xmm15
	vphminposuw	xmm9, xmm7
	vphminposuw	xmm0, xmmword ptr [rax]
	vphminposuw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphminposuw	xmm8, xmmword ptr [rip + foo]
	vphminposuw	xmm15, xmmword ptr [r13 + 64]
	pcmpestri	xmm0, xmm1, 0
	pcmpestri	xmm1, xmm8, 255
	pcmpestri	xmm8, xmm1, 27
	pcmpestri	xmm15, xmm15, 128
	pcmpestri	xmm9, xmm7, 0
	pcmpestri	xmm0, xmmword ptr [rax], 0
	pcmpestri	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pcmpestri	xmm8, xmmword ptr [rip + foo], 27
	pcmpestri	xmm15, xmmword ptr [r13 + 64], 128
	pcmpestrm	xmm0, xmm1, 0
	pcmpestrm	xmm1, xmm8, 255
	pcmpestrm	xmm8, xmm1, 27
	pcmpestrm	xmm15, xmm15, 128
	pcmpestrm	xmm9, xmm7, 0
	pcmpestrm	xmm0, xmmword ptr [rax], 0
	pcmpestrm	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pcmpestrm	xmm8, xmmword ptr [rip + foo], 27
	pcmpestrm	xmm15, xmmword ptr [r13 + 64], 128
	pcmpistri	xmm0, xmm1, 0
	pcmpistri	xmm1, xmm8, 255
	pcmpistri	xmm8, xmm1, 27
	pcmpistri	xmm15, xmm15, 128
	pcmpistri	xmm9, xmm7, 0
	pcmpistri	xmm0, xmmword ptr [rax], 0
	pcmpistri	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pcmpistri	xmm8, xmmword ptr [rip + foo], 27
	pcmpistri	xmm15, xmmword ptr [r13 + 64], 128
	pcmpistrm	xmm0, xmm1, 0
	pcmpistrm	xmm1, xmm8, 255
	pcmpistrm	xmm8, xmm1, 27
	pcmpistrm	xmm15, xmm15, 128
	pcmpistrm	xmm9, xmm7, 0
	pcmpistrm	xmm0, xmmword ptr [rax], 0
	pcmpistrm	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pcmpistrm	xmm8, xmmword ptr [rip + foo], 27
	pcmpistrm	xmm15, xmmword ptr [r13 + 64], 128
	vpcmpestri	xmm0, xmm1, 0
	vpcmpestri	xmm1, xmm8, 255
	vpcmpestri	xmm8, xmm1, 27
	vpcmpestri	xmm15, xmm15, 128
	vpcmpestri	xmm9, xmm7, 0
	vpcmpestri	xmm0, xmmword ptr [rax], 0
	vpcmpestri	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcmpestri	xmm8, xmmword ptr [rip + foo], 27
	vpcmpestri	xmm15, xmmword ptr [r13 + 64], 128
	vpcmpestrm	xmm0, xmm1, 0
	vpcmpestrm	xmm1, xmm8, 255
	vpcmpestrm	xmm8, xmm1, 27
	vpcmpestrm	xmm15, xmm15, 128
	vpcmpestrm	xmm9, xmm7, 0
	vpcmpestrm	xmm0, xmmword ptr [rax], 0
	vpcmpestrm	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcmpestrm	xmm8, xmmword ptr [rip + foo], 27
	vpcmpestrm	xmm15, xmmword ptr [r13 + 64], 128
	vpcmpistri	xmm0, xmm1, 0
	vpcmpistri	xmm1, xmm8, 255
	vpcmpistri	xmm8, xmm1, 27
	vpcmpistri	xmm15, xmm15, 128
	vpcmpistri	xmm9, xmm7, 0
	vpcmpistri	xmm0, xmmword ptr [rax], 0
	vpcmpistri	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcmpistri	xmm8, xmmword ptr [rip + foo], 27
	vpcmpistri	xmm15, xmmword ptr [r13 + 64], 128
	vpcmpistrm	xmm0, xmm1, 0
	vpcmpistrm	xmm1, xmm8, 255
	vpcmpistrm	xmm8, xmm1, 27
	vpcmpistrm	xmm15, xmm15, 128
	vpcmpistrm	xmm9, xmm7, 0
	vpcmpistrm	xmm0, xmmword ptr [rax], 0
	vpcmpistrm	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcmpistrm	xmm8, xmmword ptr [rip + foo], 27
	vpcmpistrm	xmm15, xmmword ptr [r13 + 64], 128
	ldmxcsr	dword ptr [rax]
	ldmxcsr	dword ptr [rsp + 4*r9 - 128]
	ldmxcsr	dword ptr [rip + foo]
	ldmxcsr	dword ptr [r13 + 64]
	stmxcsr	dword ptr [rax]
	stmxcsr	dword ptr [rsp + 4*r9 - 128]
	stmxcsr	dword ptr [rip + foo]
	stmxcsr	dword ptr [r13 + 64]
	vldmxcsr	dword ptr [rax]
	vldmxcsr	dword ptr [rsp + 4*r9 - 128]
	vldmxcsr	dword ptr [rip + foo]
	vldmxcsr	dword ptr [r13 + 64]
	vstmxcsr	dword ptr [rax]
	vstmxcsr	dword ptr [rsp + 4*r9 - 128]
	vstmxcsr	dword ptr [rip + foo]
	vstmxcsr	dword ptr [r13 + 64]
	aesenc	xmm0, xmm1
	aesenc	xmm1, xmm8
	aesenc	xmm8, xmm1
	aesenc	xmm15, xmm15
	aesenc	xmm9, xmm7
	aesenc	xmm0, xmmword ptr [rax]
	aesenc	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	aesenc	xmm8, xmmword ptr [rip + foo]
	aesenc	xmm15, xmmword ptr [r13 + 64]
	aesenclast	xmm0, xmm1
	aesenclast	xmm1, xmm8
	aesenclast	xmm8, xmm1
	aesenclast	xmm15, xmm15
	aesenclast	xmm9, xmm7
	aesenclast	xmm0, xmmword ptr [rax]
	aesenclast	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	aesenclast	xmm8, xmmword ptr [rip + foo]
	aesenclast	xmm15, xmmword ptr [r13 + 64]
	aesdec	xmm0, xmm1
	aesdec	xmm1, xmm8
	aesdec	xmm8, xmm1
	aesdec	xmm15, xmm15
	aesdec	xmm9, xmm7
	aesdec	xmm0, xmmword ptr [rax]
	aesdec	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	aesdec	xmm8, xmmword ptr [rip + foo]
	aesdec	xmm15, xmmword ptr [r13 + 64]
	aesdeclast	xmm0, xmm1
	aesdeclast	xmm1, xmm8
	aesdeclast	xmm8, xmm1
	aesdeclast	xmm15, xmm15
	aesdeclast	xmm9, xmm7
	aesdeclast	xmm0, xmmword ptr [rax]
	aesdeclast	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	aesdeclast	xmm8, xmmword ptr [rip + foo]
	aesdeclast	xmm15, xmmword ptr [r13 + 64]
	aesimc	xmm0, xmm1
	aesimc	xmm1, xmm8
	aesimc	xmm8, xmm1
	aesimc	xmm15, xmm15
	aesimc	xmm9, xmm7
	aesimc	xmm0, xmmword ptr [rax]
	aesimc	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	aesimc	xmm8, xmmword ptr [rip + foo]
	aesimc	xmm15, xmmword ptr [r13 + 64]
	vaesenc	xmm2, xmm1, xmm0
	vaesenc	xmm2, xmm1, xmm8
	vaesenc	xmm2, xmm8, xmm1
	vaesenc	xmm8, xmm2, xmm1
	vaesenc	xmm13, xmm14, xmm15
	vaesenc	xmm11, xmm10, xmm9
	vaesenc	xmm0, xmm1, xmmword ptr [rax]
	vaesenc	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vaesenc	xmm8, xmm1, xmmword ptr [rip + foo]
	vaesenc	xmm15, xmm15, xmmword ptr [r13 + 64]
	vaesenc	xmm9, xmm7, xmmword ptr [rax]
	vaesenc	ymm2, ymm1, ymm0
	vaesenc	ymm2, ymm1, ymm8
	vaesenc	ymm2, ymm8, ymm1
	vaesenc	ymm8, ymm2, ymm1
	vaesenc	ymm13, ymm14, ymm15
	vaesenc	ymm11, ymm10, ymm9
	vaesenc	ymm0, ymm1, ymmword ptr [rax]
	vaesenc	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vaesenc	ymm8, ymm1, ymmword ptr [rip + foo]
	vaesenc	ymm15, ymm15, ymmword ptr [r13 + 64]
	vaesenc	ymm9, ymm7, ymmword ptr [rax]
	vaesenclast	xmm2, xmm1, xmm0
	vaesenclast	xmm2, xmm1, xmm8
	vaesenclast	xmm2, xmm8, xmm1
	vaesenclast	xmm8, xmm2, xmm1
	vaesenclast	xmm13, xmm14, xmm15
	vaesenclast	xmm11, xmm10, xmm9
	vaesenclast	xmm0, xmm1, xmmword ptr [rax]
	vaesenclast	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vaesenclast	xmm8, xmm1, xmmword ptr [rip + foo]
	vaesenclast	xmm15, xmm15, xmmword ptr [r13 + 64]
	vaesenclast	xmm9, xmm7, xmmword ptr [rax]
	vaesenclast	ymm2, ymm1, ymm0
	vaesenclast	ymm2, ymm1, ymm8
	vaesenclast	ymm2, ymm8, ymm1
	vaesenclast	ymm8, ymm2, ymm1
	vaesenclast	ymm13, ymm14, ymm15
	vaesenclast	ymm11, ymm10, ymm9
	vaesenclast	ymm0, ymm1, ymmword ptr [rax]
	vaesenclast	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vaesenclast	ymm8, ymm1, ymmword ptr [rip + foo]
	vaesenclast	ymm15, ymm15, ymmword ptr [r13 + 64]
	vaesenclast	ymm9, ymm7, ymmword ptr [rax]
	vaesdec	xmm2, xmm1, xmm0
	vaesdec	xmm2, xmm1, xmm8
	vaesdec	xmm2, xmm8, xmm1
	vaesdec	xmm8, xmm2, xmm1
	vaesdec	xmm13, xmm14, xmm15
	vaesdec	xmm11, xmm10, xmm9
	vaesdec	xmm0, xmm1, xmmword ptr [rax]
	vaesdec	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vaesdec	xmm8, xmm1, xmmword ptr [rip + foo]
	vaesdec	xmm15, xmm15, xmmword ptr [r13 + 64]
	vaesdec	xmm9, xmm7, xmmword ptr [rax]
	vaesdec	ymm2, ymm1, ymm0
	vaesdec	ymm2, ymm1, ymm8
	vaesdec	ymm2, ymm8, ymm1
	vaesdec	ymm8, ymm2, ymm1
	vaesdec	ymm13, ymm14, ymm15
	vaesdec	ymm11, ymm10, ymm9
	vaesdec	ymm0, ymm1, ymmword ptr [rax]
	vaesdec	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vaesdec	ymm8, ymm1, ymmword ptr [rip + foo]
	vaesdec	ymm15, ymm15, ymmword ptr [r13 + 64]
	vaesdec	ymm9, ymm7, ymmword ptr [rax]
	vaesdeclast	xmm2, xmm1, xmm0
	vaesdeclast	xmm2, xmm1, xmm8
	vaesdeclast	xmm2, xmm8, xmm1
	vaesdeclast	xmm8, xmm2, xmm1
	vaesdeclast	xmm13, xmm14, xmm15
	vaesdeclast	xmm11, xmm10, xmm9
	vaesdeclast	xmm0, xmm1, xmmword ptr [rax]
	vaesdeclast	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vaesdeclast	xmm8, xmm1, xmmword ptr [rip + foo]
	vaesdeclast	xmm15, xmm15, xmmword ptr [r13 + 64]
	vaesdeclast	xmm9, xmm7, xmmword ptr [rax]
	vaesdeclast	ymm2, ymm1, ymm0
	vaesdeclast	ymm2, ymm1, ymm8
	vaesdeclast	ymm2, ymm8, ymm1
	vaesdeclast	ymm8, ymm2, ymm1
	vaesdeclast	ymm13, ymm14, ymm15
	vaesdeclast	ymm11, ymm10, ymm9
	vaesdeclast	ymm0, ymm1, ymmword ptr [rax]
	vaesdeclast	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vaesdeclast	ymm8, ymm1, ymmword ptr [rip + foo]
	vaesdeclast	ymm15, ymm15, ymmword ptr [r13 + 64]
	vaesdeclast	ymm9, ymm7, ymmword ptr [rax]
	vaesimc	xmm0, xmm1
	vaesimc	xmm1, xmm8
	vaesimc	xmm8, xmm1
	vaesimc	xmm15, xmm15
	vaesimc	xmm9, xmm7
	vaesimc	xmm0, xmmword ptr [rax]
	vaesimc	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vaesimc	xmm8, xmmword ptr [rip + foo]
	vaesimc	xmm15, xmmword ptr [r13 + 64]
	aeskeygenassist	xmm0, xmm1, 0
	aeskeygenassist	xmm1, xmm8, 255
	aeskeygenassist	xmm8, xmm1, 27
	aeskeygenassist	xmm15, xmm15, 128
	aeskeygenassist	xmm9, xmm7, 0
	aeskeygenassist	xmm0, xmmword ptr [rax], 0
	aeskeygenassist	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	aeskeygenassist	xmm8, xmmword ptr [rip + foo], 27
	aeskeygenassist	xmm15, xmmword ptr [r13 + 64], 128
	vaeskeygenassist	xmm0, xmm1, 0
	vaeskeygenassist	xmm1, xmm8, 255
	vaeskeygenassist	xmm8, xmm1, 27
	vaeskeygenassist	xmm15, xmm15, 128
	vaeskeygenassist	xmm9, xmm7, 0
	vaeskeygenassist	xmm0, xmmword ptr [rax], 0
	vaeskeygenassist	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vaeskeygenassist	xmm8, xmmword ptr [rip + foo], 27
	vaeskeygenassist	xmm15, xmmword ptr [r13 + 64], 128
	pclmulqdq	xmm0, xmm1, 0
	pclmulqdq	xmm1, xmm8, 255
	pclmulqdq	xmm8, xmm1, 27
	pclmulqdq	xmm15, xmm15, 128
	pclmulqdq	xmm9, xmm7, 0
	pclmulqdq	xmm0, xmmword ptr [rax], 0
	pclmulqdq	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pclmulqdq	xmm8, xmmword ptr [rip + foo], 27
	pclmulqdq	xmm15, xmmword ptr [r13 + 64], 128
	vpclmulqdq	xmm2, xmm1, xmm0, 0
	vpclmulqdq	xmm2, xmm1, xmm8, 255
	vpclmulqdq	xmm2, xmm8, xmm1, 27
	vpclmulqdq	xmm8, xmm2, xmm1, 128
	vpclmulqdq	xmm13, xmm14, xmm15, 0
	vpclmulqdq	xmm11, xmm10, xmm9, 255
	vpclmulqdq	xmm0, xmm1, xmmword ptr [rax], 0
	vpclmulqdq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpclmulqdq	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpclmulqdq	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpclmulqdq	xmm9, xmm7, xmmword ptr [rax], 0
	vpclmulqdq	ymm2, ymm1, ymm0, 0
	vpclmulqdq	ymm2, ymm1, ymm8, 255
	vpclmulqdq	ymm2, ymm8, ymm1, 27
	vpclmulqdq	ymm8, ymm2, ymm1, 128
	vpclmulqdq	ymm13, ymm14, ymm15, 0
	vpclmulqdq	ymm11, ymm10, ymm9, 255
	vpclmulqdq	ymm0, ymm1, ymmword ptr [rax], 0
	vpclmulqdq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vpclmulqdq	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vpclmulqdq	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vpclmulqdq	ymm9, ymm7, ymmword ptr [rax], 0
	pclmulqdq	xmm0, xmm1, 0
	pclmulqdq	xmm1, xmm8, 0
	pclmulqdq	xmm8, xmm1, 0
	pclmulqdq	xmm15, xmm15, 0
	pclmulqdq	xmm9, xmm7, 0
	pclmulqdq	xmm0, xmmword ptr [rax], 0
	pclmulqdq	xmm7, xmmword ptr [rsp + 4*r9 - 128], 0
	pclmulqdq	xmm8, xmmword ptr [rip + foo], 0
	pclmulqdq	xmm15, xmmword ptr [r13 + 64], 0
	pclmulqdq	xmm0, xmm1, 1
	pclmulqdq	xmm1, xmm8, 1
	pclmulqdq	xmm8, xmm1, 1
	pclmulqdq	xmm15, xmm15, 1
	pclmulqdq	xmm9, xmm7, 1
	pclmulqdq	xmm0, xmmword ptr [rax], 1
	pclmulqdq	xmm7, xmmword ptr [rsp + 4*r9 - 128], 1
	pclmulqdq	xmm8, xmmword ptr [rip + foo], 1
	pclmulqdq	xmm15, xmmword ptr [r13 + 64], 1
	pclmulqdq	xmm0, xmm1, 16
	pclmulqdq	xmm1, xmm8, 16
	pclmulqdq	xmm8, xmm1, 16
	pclmulqdq	xmm15, xmm15, 16
	pclmulqdq	xmm9, xmm7, 16
	pclmulqdq	xmm0, xmmword ptr [rax], 16
	pclmulqdq	xmm7, xmmword ptr [rsp + 4*r9 - 128], 16
	pclmulqdq	xmm8, xmmword ptr [rip + foo], 16
	pclmulqdq	xmm15, xmmword ptr [r13 + 64], 16
	pclmulqdq	xmm0, xmm1, 17
	pclmulqdq	xmm1, xmm8, 17
	pclmulqdq	xmm8, xmm1, 17
	pclmulqdq	xmm15, xmm15, 17
	pclmulqdq	xmm9, xmm7, 17
	pclmulqdq	xmm0, xmmword ptr [rax], 17
	pclmulqdq	xmm7, xmmword ptr [rsp + 4*r9 - 128], 17
	pclmulqdq	xmm8, xmmword ptr [rip + foo], 17
	pclmulqdq	xmm15, xmmword ptr [r13 + 64], 17
	vpclmulqdq	xmm2, xmm1, xmm0, 0
	vpclmulqdq	xmm2, xmm1, xmm8, 0
	vpclmulqdq	xmm2, xmm8, xmm1, 0
	vpclmulqdq	xmm8, xmm2, xmm1, 0
	vpclmulqdq	xmm13, xmm14, xmm15, 0
	vpclmulqdq	xmm11, xmm10, xmm9, 0
	vpclmulqdq	ymm0, ymm1, ymmword ptr [rax], 0
	vpclmulqdq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 0
	vpclmulqdq	ymm8, ymm1, ymmword ptr [rip + foo], 0
	vpclmulqdq	ymm15, ymm15, ymmword ptr [r13 + 64], 0
	vpclmulqdq	ymm9, ymm7, ymmword ptr [rax], 0
	vpclmulqdq	xmm2, xmm1, xmm0, 1
	vpclmulqdq	xmm2, xmm1, xmm8, 1
	vpclmulqdq	xmm2, xmm8, xmm1, 1
	vpclmulqdq	xmm8, xmm2, xmm1, 1
	vpclmulqdq	xmm13, xmm14, xmm15, 1
	vpclmulqdq	xmm11, xmm10, xmm9, 1
	vpclmulqdq	ymm0, ymm1, ymmword ptr [rax], 1
	vpclmulqdq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 1
	vpclmulqdq	ymm8, ymm1, ymmword ptr [rip + foo], 1
	vpclmulqdq	ymm15, ymm15, ymmword ptr [r13 + 64], 1
	vpclmulqdq	ymm9, ymm7, ymmword ptr [rax], 1
	vpclmulqdq	xmm2, xmm1, xmm0, 16
	vpclmulqdq	xmm2, xmm1, xmm8, 16
	vpclmulqdq	xmm2, xmm8, xmm1, 16
	vpclmulqdq	xmm8, xmm2, xmm1, 16
	vpclmulqdq	xmm13, xmm14, xmm15, 16
	vpclmulqdq	xmm11, xmm10, xmm9, 16
	vpclmulqdq	ymm0, ymm1, ymmword ptr [rax], 16
	vpclmulqdq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 16
	vpclmulqdq	ymm8, ymm1, ymmword ptr [rip + foo], 16
	vpclmulqdq	ymm15, ymm15, ymmword ptr [r13 + 64], 16
	vpclmulqdq	ymm9, ymm7, ymmword ptr [rax], 16
	vpclmulqdq	xmm2, xmm1, xmm0, 17
	vpclmulqdq	xmm2, xmm1, xmm8, 17
	vpclmulqdq	xmm2, xmm8, xmm1, 17
	vpclmulqdq	xmm8, xmm2, xmm1, 17
	vpclmulqdq	xmm13, xmm14, xmm15, 17
	vpclmulqdq	xmm11, xmm10, xmm9, 17
	vpclmulqdq	ymm0, ymm1, ymmword ptr [rax], 17
	vpclmulqdq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 17
	vpclmulqdq	ymm8, ymm1, ymmword ptr [rip + foo], 17
	vpclmulqdq	ymm15, ymm15, ymmword ptr [r13 + 64], 17
	vpclmulqdq	ymm9, ymm7, ymmword ptr [rax], 17
	sha1nexte	xmm0, xmm1
	sha1nexte	xmm1, xmm8
	sha1nexte	xmm8, xmm1
	sha1nexte	xmm15, xmm15
	sha1nexte	xmm9, xmm7
	sha1nexte	xmm0, xmmword ptr [rax]
	sha1nexte	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	sha1nexte	xmm8, xmmword ptr [rip + foo]
	sha1nexte	xmm15, xmmword ptr [r13 + 64]
	sha1msg1	xmm0, xmm1
	sha1msg1	xmm1, xmm8
	sha1msg1	xmm8, xmm1
	sha1msg1	xmm15, xmm15
	sha1msg1	xmm9, xmm7
	sha1msg1	xmm0, xmmword ptr [rax]
	sha1msg1	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	sha1msg1	xmm8, xmmword ptr [rip + foo]
	sha1msg1	xmm15, xmmword ptr [r13 + 64]
	sha1msg2	xmm0, xmm1
	sha1msg2	xmm1, xmm8
	sha1msg2	xmm8, xmm1
	sha1msg2	xmm15, xmm15
	sha1msg2	xmm9, xmm7
	sha1msg2	xmm0, xmmword ptr [rax]
	sha1msg2	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	sha1msg2	xmm8, xmmword ptr [rip + foo]
	sha1msg2	xmm15, xmmword ptr [r13 + 64]
	sha256msg1	xmm0, xmm1
	sha256msg1	xmm1, xmm8
	sha256msg1	xmm8, xmm1
	sha256msg1	xmm15, xmm15
	sha256msg1	xmm9, xmm7
	sha256msg1	xmm0, xmmword ptr [rax]
	sha256msg1	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	sha256msg1	xmm8, xmmword ptr [rip + foo]
	sha256msg1	xmm15, xmmword ptr [r13 + 64]
	sha256msg2	xmm0, xmm1
	sha256msg2	xmm1, xmm8
	sha256msg2	xmm8, xmm1
	sha256msg2	xmm15, xmm15
	sha256msg2	xmm9, xmm7
	sha256msg2	xmm0, xmmword ptr [rax]
	sha256msg2	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	sha256msg2	xmm8, xmmword ptr [rip + foo]
	sha256msg2	xmm15, xmmword ptr [r13 + 64]
	sha1rnds4	xmm0, xmm1, 0
	sha1rnds4	xmm1, xmm8, 255
	sha1rnds4	xmm8, xmm1, 27
	sha1rnds4	xmm15, xmm15, 128
	sha1rnds4	xmm9, xmm7, 0
	sha1rnds4	xmm0, xmmword ptr [rax], 0
	sha1rnds4	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	sha1rnds4	xmm8, xmmword ptr [rip + foo], 27
	sha1rnds4	xmm15, xmmword ptr [r13 + 64], 128
	sha256rnds2	xmm0, xmm1, xmm0
	sha256rnds2	xmm1, xmm8, xmm0
	sha256rnds2	xmm8, xmm1, xmm0
	sha256rnds2	xmm15, xmm15, xmm0
	sha256rnds2	xmm9, xmm7, xmm0
	sha256rnds2	xmm0, xmmword ptr [rax], xmm0
	sha256rnds2	xmm7, xmmword ptr [rsp + 4*r9 - 128], xmm0
	sha256rnds2	xmm8, xmmword ptr [rip + foo], xmm0
	sha256rnds2	xmm15, xmmword ptr [r13 + 64], xmm0
	sha256rnds2	xmm0, xmm1, xmm0
	sha256rnds2	xmm1, xmm8, xmm0
	sha256rnds2	xmm8, xmm1, xmm0
	sha256rnds2	xmm15, xmm15, xmm0
	sha256rnds2	xmm9, xmm7, xmm0
	gf2p8mulb	xmm0, xmm1
	gf2p8mulb	xmm1, xmm8
	gf2p8mulb	xmm8, xmm1
	gf2p8mulb	xmm15, xmm15
	gf2p8mulb	xmm9, xmm7
	gf2p8mulb	xmm0, xmmword ptr [rax]
	gf2p8mulb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	gf2p8mulb	xmm8, xmmword ptr [rip + foo]
	gf2p8mulb	xmm15, xmmword ptr [r13 + 64]
	gf2p8affineqb	xmm0, xmm1, 0
	gf2p8affineqb	xmm1, xmm8, 255
	gf2p8affineqb	xmm8, xmm1, 27
	gf2p8affineqb	xmm15, xmm15, 128
	gf2p8affineqb	xmm9, xmm7, 0
	gf2p8affineqb	xmm0, xmmword ptr [rax], 0
	gf2p8affineqb	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	gf2p8affineqb	xmm8, xmmword ptr [rip + foo], 27
	gf2p8affineqb	xmm15, xmmword ptr [r13 + 64], 128
	gf2p8affineinvqb	xmm0, xmm1, 0
	gf2p8affineinvqb	xmm1, xmm8, 255
	gf2p8affineinvqb	xmm8, xmm1, 27
	gf2p8affineinvqb	xmm15, xmm15, 128
	gf2p8affineinvqb	xmm9, xmm7, 0
	gf2p8affineinvqb	xmm0, xmmword ptr [rax], 0
	gf2p8affineinvqb	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	gf2p8affineinvqb	xmm8, xmmword ptr [rip + foo], 27
	gf2p8affineinvqb	xmm15, xmmword ptr [r13 + 64], 128
	vgf2p8mulb	xmm2, xmm1, xmm0
	vgf2p8mulb	xmm2, xmm1, xmm8
	vgf2p8mulb	xmm2, xmm8, xmm1
	vgf2p8mulb	xmm8, xmm2, xmm1
	vgf2p8mulb	xmm13, xmm14, xmm15
	vgf2p8mulb	xmm11, xmm10, xmm9
	vgf2p8mulb	xmm0, xmm1, xmmword ptr [rax]
	vgf2p8mulb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vgf2p8mulb	xmm8, xmm1, xmmword ptr [rip + foo]
	vgf2p8mulb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vgf2p8mulb	xmm9, xmm7, xmmword ptr [rax]
	vgf2p8mulb	ymm2, ymm1, ymm0
	vgf2p8mulb	ymm2, ymm1, ymm8
	vgf2p8mulb	ymm2, ymm8, ymm1
	vgf2p8mulb	ymm8, ymm2, ymm1
	vgf2p8mulb	ymm13, ymm14, ymm15
	vgf2p8mulb	ymm11, ymm10, ymm9
	vgf2p8mulb	ymm0, ymm1, ymmword ptr [rax]
	vgf2p8mulb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vgf2p8mulb	ymm8, ymm1, ymmword ptr [rip + foo]
	vgf2p8mulb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vgf2p8mulb	ymm9, ymm7, ymmword ptr [rax]
	vgf2p8affineqb	xmm2, xmm1, xmm0, 0
	vgf2p8affineqb	xmm2, xmm1, xmm8, 255
	vgf2p8affineqb	xmm2, xmm8, xmm1, 27
	vgf2p8affineqb	xmm8, xmm2, xmm1, 128
	vgf2p8affineqb	xmm13, xmm14, xmm15, 0
	vgf2p8affineqb	xmm11, xmm10, xmm9, 255
	vgf2p8affineqb	xmm0, xmm1, xmmword ptr [rax], 0
	vgf2p8affineqb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vgf2p8affineqb	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vgf2p8affineqb	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vgf2p8affineqb	xmm9, xmm7, xmmword ptr [rax], 0
	vgf2p8affineqb	ymm2, ymm1, ymm0, 0
	vgf2p8affineqb	ymm2, ymm1, ymm8, 255
	vgf2p8affineqb	ymm2, ymm8, ymm1, 27
	vgf2p8affineqb	ymm8, ymm2, ymm1, 128
	vgf2p8affineqb	ymm13, ymm14, ymm15, 0
	vgf2p8affineqb	ymm11, ymm10, ymm9, 255
	vgf2p8affineqb	ymm0, ymm1, ymmword ptr [rax], 0
	vgf2p8affineqb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vgf2p8affineqb	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vgf2p8affineqb	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vgf2p8affineqb	ymm9, ymm7, ymmword ptr [rax], 0
	vgf2p8affineinvqb	xmm2, xmm1, xmm0, 0
	vgf2p8affineinvqb	xmm2, xmm1, xmm8, 255
	vgf2p8affineinvqb	xmm2, xmm8, xmm1, 27
	vgf2p8affineinvqb	xmm8, xmm2, xmm1, 128
	vgf2p8affineinvqb	xmm13, xmm14, xmm15, 0
	vgf2p8affineinvqb	xmm11, xmm10, xmm9, 255
	vgf2p8affineinvqb	xmm0, xmm1, xmmword ptr [rax], 0
	vgf2p8affineinvqb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vgf2p8affineinvqb	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vgf2p8affineinvqb	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vgf2p8affineinvqb	xmm9, xmm7, xmmword ptr [rax], 0
	vgf2p8affineinvqb	ymm2, ymm1, ymm0, 0
	vgf2p8affineinvqb	ymm2, ymm1, ymm8, 255
	vgf2p8affineinvqb	ymm2, ymm8, ymm1, 27
	vgf2p8affineinvqb	ymm8, ymm2, ymm1, 128
	vgf2p8affineinvqb	ymm13, ymm14, ymm15, 0
	vgf2p8affineinvqb	ymm11, ymm10, ymm9, 255
	vgf2p8affineinvqb	ymm0, ymm1, ymmword ptr [rax], 0
	vgf2p8affineinvqb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vgf2p8affineinvqb	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vgf2p8affineinvqb	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vgf2p8affineinvqb	ymm9, ymm7, ymmword ptr [rax], 0
	extrq	xmm0, xmm1
	extrq	xmm1, xmm8
	extrq	xmm8, xmm1
	extrq	xmm15, xmm15
	extrq	xmm9, xmm7
	insertq	xmm0, xmm1
	insertq	xmm1, xmm8
	insertq	xmm8, xmm1
	insertq	xmm15, xmm15
	insertq	xmm9, xmm7
	extrq	xmm0, 0, 0
	extrq	xmm7, 0, 0
	extrq	xmm8, 0, 0
	extrq	xmm15, 0, 0
	extrq	xmm0, 16, 8
	extrq	xmm7, 16, 8
	extrq	xmm8, 16, 8
	extrq	xmm15, 16, 8
	extrq	xmm0, 8, 16
	extrq	xmm7, 8, 16
	extrq	xmm8, 8, 16
	extrq	xmm15, 8, 16
	extrq	xmm0, 1, 63
	extrq	xmm7, 1, 63
	extrq	xmm8, 1, 63
	extrq	xmm15, 1, 63
	extrq	xmm0, 32, 24
	extrq	xmm7, 32, 24
	extrq	xmm8, 32, 24
	extrq	xmm15, 32, 24
	insertq	xmm0, xmm1, 0, 0
	insertq	xmm1, xmm8, 0, 0
	insertq	xmm8, xmm1, 0, 0
	insertq	xmm15, xmm15, 0, 0
	insertq	xmm9, xmm7, 0, 0
	insertq	xmm0, xmm1, 16, 8
	insertq	xmm1, xmm8, 16, 8
	insertq	xmm8, xmm1, 16, 8
	insertq	xmm15, xmm15, 16, 8
	insertq	xmm9, xmm7, 16, 8
	insertq	xmm0, xmm1, 8, 16
	insertq	xmm1, xmm8, 8, 16
	insertq	xmm8, xmm1, 8, 16
	insertq	xmm15, xmm15, 8, 16
	insertq	xmm9, xmm7, 8, 16
	insertq	xmm0, xmm1, 8, 56
	insertq	xmm1, xmm8, 8, 56
	insertq	xmm8, xmm1, 8, 56
	insertq	xmm15, xmm15, 8, 56
	insertq	xmm9, xmm7, 8, 56
	insertq	xmm0, xmm1, 5, 3
	insertq	xmm1, xmm8, 5, 3
	insertq	xmm8, xmm1, 5, 3
	insertq	xmm15, xmm15, 5, 3
	insertq	xmm9, xmm7, 5, 3
	movntss	dword ptr [rax], xmm0
	movntss	dword ptr [rsp + 4*r9 - 128], xmm7
	movntss	dword ptr [rip + foo], xmm8
	movntss	dword ptr [r13 + 64], xmm15
	movntsd	qword ptr [rax], xmm0
	movntsd	qword ptr [rsp + 4*r9 - 128], xmm7
	movntsd	qword ptr [rip + foo], xmm8
	movntsd	qword ptr [r13 + 64], xmm15
	aesenc128kl	xmm0, [rax]
	aesenc128kl	xmm7, [rsp + 4*r9 - 128]
	aesenc128kl	xmm8, [rip + foo]
	aesenc128kl	xmm15, [r13 + 64]
	aesdec128kl	xmm0, [rax]
	aesdec128kl	xmm7, [rsp + 4*r9 - 128]
	aesdec128kl	xmm8, [rip + foo]
	aesdec128kl	xmm15, [r13 + 64]
	aesenc256kl	xmm0, [rax]
	aesenc256kl	xmm7, [rsp + 4*r9 - 128]
	aesenc256kl	xmm8, [rip + foo]
	aesenc256kl	xmm15, [r13 + 64]
	aesdec256kl	xmm0, [rax]
	aesdec256kl	xmm7, [rsp + 4*r9 - 128]
	aesdec256kl	xmm8, [rip + foo]
	aesdec256kl	xmm15, [r13 + 64]
	aesencwide128kl	[rax]
	aesencwide128kl	[rsp + 4*r9 - 128]
	aesencwide128kl	[rip + foo]
	aesencwide128kl	[r13 + 64]
	aesdecwide128kl	[rax]
	aesdecwide128kl	[rsp + 4*r9 - 128]
	aesdecwide128kl	[rip + foo]
	aesdecwide128kl	[r13 + 64]
	aesencwide256kl	[rax]
	aesencwide256kl	[rsp + 4*r9 - 128]
	aesencwide256kl	[rip + foo]
	aesencwide256kl	[r13 + 64]
	aesdecwide256kl	[rax]
	aesdecwide256kl	[rsp + 4*r9 - 128]
	aesdecwide256kl	[rip + foo]
	aesdecwide256kl	[r13 + 64]
	encodekey128	eax, ecx
	encodekey128	ecx, r8d
	encodekey128	r8d, ecx
	encodekey128	r15d, r15d
	encodekey128	r9d, edi
	encodekey256	eax, ecx
	encodekey256	ecx, r8d
	encodekey256	r8d, ecx
	encodekey256	r15d, r15d
	encodekey256	r9d, edi
	loadiwkey	xmm0, xmm1
	loadiwkey	xmm1, xmm8
	loadiwkey	xmm8, xmm1
	loadiwkey	xmm15, xmm15
	loadiwkey	xmm9, xmm7
	vpdpbssd	xmm2, xmm1, xmm0
	vpdpbssd	xmm2, xmm1, xmm8
	vpdpbssd	xmm2, xmm8, xmm1
	vpdpbssd	xmm8, xmm2, xmm1
	vpdpbssd	xmm13, xmm14, xmm15
	vpdpbssd	xmm11, xmm10, xmm9
	vpdpbssd	xmm0, xmm1, xmmword ptr [rax]
	vpdpbssd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpbssd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpbssd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpbssd	xmm9, xmm7, xmmword ptr [rax]
	vpdpbssd	ymm2, ymm1, ymm0
	vpdpbssd	ymm2, ymm1, ymm8
	vpdpbssd	ymm2, ymm8, ymm1
	vpdpbssd	ymm8, ymm2, ymm1
	vpdpbssd	ymm13, ymm14, ymm15
	vpdpbssd	ymm11, ymm10, ymm9
	vpdpbssd	ymm0, ymm1, ymmword ptr [rax]
	vpdpbssd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpbssd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpbssd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpbssd	ymm9, ymm7, ymmword ptr [rax]
	vpdpbssds	xmm2, xmm1, xmm0
	vpdpbssds	xmm2, xmm1, xmm8
	vpdpbssds	xmm2, xmm8, xmm1
	vpdpbssds	xmm8, xmm2, xmm1
	vpdpbssds	xmm13, xmm14, xmm15
	vpdpbssds	xmm11, xmm10, xmm9
	vpdpbssds	xmm0, xmm1, xmmword ptr [rax]
	vpdpbssds	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpbssds	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpbssds	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpbssds	xmm9, xmm7, xmmword ptr [rax]
	vpdpbssds	ymm2, ymm1, ymm0
	vpdpbssds	ymm2, ymm1, ymm8
	vpdpbssds	ymm2, ymm8, ymm1
	vpdpbssds	ymm8, ymm2, ymm1
	vpdpbssds	ymm13, ymm14, ymm15
	vpdpbssds	ymm11, ymm10, ymm9
	vpdpbssds	ymm0, ymm1, ymmword ptr [rax]
	vpdpbssds	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpbssds	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpbssds	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpbssds	ymm9, ymm7, ymmword ptr [rax]
	vpdpbsud	xmm2, xmm1, xmm0
	vpdpbsud	xmm2, xmm1, xmm8
	vpdpbsud	xmm2, xmm8, xmm1
	vpdpbsud	xmm8, xmm2, xmm1
	vpdpbsud	xmm13, xmm14, xmm15
	vpdpbsud	xmm11, xmm10, xmm9
	vpdpbsud	xmm0, xmm1, xmmword ptr [rax]
	vpdpbsud	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpbsud	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpbsud	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpbsud	xmm9, xmm7, xmmword ptr [rax]
	vpdpbsud	ymm2, ymm1, ymm0
	vpdpbsud	ymm2, ymm1, ymm8
	vpdpbsud	ymm2, ymm8, ymm1
	vpdpbsud	ymm8, ymm2, ymm1
	vpdpbsud	ymm13, ymm14, ymm15
	vpdpbsud	ymm11, ymm10, ymm9
	vpdpbsud	ymm0, ymm1, ymmword ptr [rax]
	vpdpbsud	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpbsud	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpbsud	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpbsud	ymm9, ymm7, ymmword ptr [rax]
	vpdpbsuds	xmm2, xmm1, xmm0
	vpdpbsuds	xmm2, xmm1, xmm8
	vpdpbsuds	xmm2, xmm8, xmm1
	vpdpbsuds	xmm8, xmm2, xmm1
	vpdpbsuds	xmm13, xmm14, xmm15
	vpdpbsuds	xmm11, xmm10, xmm9
	vpdpbsuds	xmm0, xmm1, xmmword ptr [rax]
	vpdpbsuds	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpbsuds	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpbsuds	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpbsuds	xmm9, xmm7, xmmword ptr [rax]
	vpdpbsuds	ymm2, ymm1, ymm0
	vpdpbsuds	ymm2, ymm1, ymm8
	vpdpbsuds	ymm2, ymm8, ymm1
	vpdpbsuds	ymm8, ymm2, ymm1
	vpdpbsuds	ymm13, ymm14, ymm15
	vpdpbsuds	ymm11, ymm10, ymm9
	vpdpbsuds	ymm0, ymm1, ymmword ptr [rax]
	vpdpbsuds	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpbsuds	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpbsuds	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpbsuds	ymm9, ymm7, ymmword ptr [rax]
	vpdpbuud	xmm2, xmm1, xmm0
	vpdpbuud	xmm2, xmm1, xmm8
	vpdpbuud	xmm2, xmm8, xmm1
	vpdpbuud	xmm8, xmm2, xmm1
	vpdpbuud	xmm13, xmm14, xmm15
	vpdpbuud	xmm11, xmm10, xmm9
	vpdpbuud	xmm0, xmm1, xmmword ptr [rax]
	vpdpbuud	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpbuud	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpbuud	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpbuud	xmm9, xmm7, xmmword ptr [rax]
	vpdpbuud	ymm2, ymm1, ymm0
	vpdpbuud	ymm2, ymm1, ymm8
	vpdpbuud	ymm2, ymm8, ymm1
	vpdpbuud	ymm8, ymm2, ymm1
	vpdpbuud	ymm13, ymm14, ymm15
	vpdpbuud	ymm11, ymm10, ymm9
	vpdpbuud	ymm0, ymm1, ymmword ptr [rax]
	vpdpbuud	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpbuud	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpbuud	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpbuud	ymm9, ymm7, ymmword ptr [rax]
	vpdpbuuds	xmm2, xmm1, xmm0
	vpdpbuuds	xmm2, xmm1, xmm8
	vpdpbuuds	xmm2, xmm8, xmm1
	vpdpbuuds	xmm8, xmm2, xmm1
	vpdpbuuds	xmm13, xmm14, xmm15
	vpdpbuuds	xmm11, xmm10, xmm9
	vpdpbuuds	xmm0, xmm1, xmmword ptr [rax]
	vpdpbuuds	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpbuuds	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpbuuds	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpbuuds	xmm9, xmm7, xmmword ptr [rax]
	vpdpbuuds	ymm2, ymm1, ymm0
	vpdpbuuds	ymm2, ymm1, ymm8
	vpdpbuuds	ymm2, ymm8, ymm1
	vpdpbuuds	ymm8, ymm2, ymm1
	vpdpbuuds	ymm13, ymm14, ymm15
	vpdpbuuds	ymm11, ymm10, ymm9
	vpdpbuuds	ymm0, ymm1, ymmword ptr [rax]
	vpdpbuuds	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpbuuds	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpbuuds	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpbuuds	ymm9, ymm7, ymmword ptr [rax]
	vpdpwsud	xmm2, xmm1, xmm0
	vpdpwsud	xmm2, xmm1, xmm8
	vpdpwsud	xmm2, xmm8, xmm1
	vpdpwsud	xmm8, xmm2, xmm1
	vpdpwsud	xmm13, xmm14, xmm15
	vpdpwsud	xmm11, xmm10, xmm9
	vpdpwsud	xmm0, xmm1, xmmword ptr [rax]
	vpdpwsud	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpwsud	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpwsud	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpwsud	xmm9, xmm7, xmmword ptr [rax]
	vpdpwsud	ymm2, ymm1, ymm0
	vpdpwsud	ymm2, ymm1, ymm8
	vpdpwsud	ymm2, ymm8, ymm1
	vpdpwsud	ymm8, ymm2, ymm1
	vpdpwsud	ymm13, ymm14, ymm15
	vpdpwsud	ymm11, ymm10, ymm9
	vpdpwsud	ymm0, ymm1, ymmword ptr [rax]
	vpdpwsud	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpwsud	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpwsud	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpwsud	ymm9, ymm7, ymmword ptr [rax]
	vpdpwsuds	xmm2, xmm1, xmm0
	vpdpwsuds	xmm2, xmm1, xmm8
	vpdpwsuds	xmm2, xmm8, xmm1
	vpdpwsuds	xmm8, xmm2, xmm1
	vpdpwsuds	xmm13, xmm14, xmm15
	vpdpwsuds	xmm11, xmm10, xmm9
	vpdpwsuds	xmm0, xmm1, xmmword ptr [rax]
	vpdpwsuds	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpwsuds	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpwsuds	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpwsuds	xmm9, xmm7, xmmword ptr [rax]
	vpdpwsuds	ymm2, ymm1, ymm0
	vpdpwsuds	ymm2, ymm1, ymm8
	vpdpwsuds	ymm2, ymm8, ymm1
	vpdpwsuds	ymm8, ymm2, ymm1
	vpdpwsuds	ymm13, ymm14, ymm15
	vpdpwsuds	ymm11, ymm10, ymm9
	vpdpwsuds	ymm0, ymm1, ymmword ptr [rax]
	vpdpwsuds	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpwsuds	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpwsuds	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpwsuds	ymm9, ymm7, ymmword ptr [rax]
	vpdpwusd	xmm2, xmm1, xmm0
	vpdpwusd	xmm2, xmm1, xmm8
	vpdpwusd	xmm2, xmm8, xmm1
	vpdpwusd	xmm8, xmm2, xmm1
	vpdpwusd	xmm13, xmm14, xmm15
	vpdpwusd	xmm11, xmm10, xmm9
	vpdpwusd	xmm0, xmm1, xmmword ptr [rax]
	vpdpwusd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpwusd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpwusd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpwusd	xmm9, xmm7, xmmword ptr [rax]
	vpdpwusd	ymm2, ymm1, ymm0
	vpdpwusd	ymm2, ymm1, ymm8
	vpdpwusd	ymm2, ymm8, ymm1
	vpdpwusd	ymm8, ymm2, ymm1
	vpdpwusd	ymm13, ymm14, ymm15
	vpdpwusd	ymm11, ymm10, ymm9
	vpdpwusd	ymm0, ymm1, ymmword ptr [rax]
	vpdpwusd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpwusd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpwusd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpwusd	ymm9, ymm7, ymmword ptr [rax]
	vpdpwusds	xmm2, xmm1, xmm0
	vpdpwusds	xmm2, xmm1, xmm8
	vpdpwusds	xmm2, xmm8, xmm1
	vpdpwusds	xmm8, xmm2, xmm1
	vpdpwusds	xmm13, xmm14, xmm15
	vpdpwusds	xmm11, xmm10, xmm9
	vpdpwusds	xmm0, xmm1, xmmword ptr [rax]
	vpdpwusds	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpwusds	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpwusds	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpwusds	xmm9, xmm7, xmmword ptr [rax]
	vpdpwusds	ymm2, ymm1, ymm0
	vpdpwusds	ymm2, ymm1, ymm8
	vpdpwusds	ymm2, ymm8, ymm1
	vpdpwusds	ymm8, ymm2, ymm1
	vpdpwusds	ymm13, ymm14, ymm15
	vpdpwusds	ymm11, ymm10, ymm9
	vpdpwusds	ymm0, ymm1, ymmword ptr [rax]
	vpdpwusds	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpwusds	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpwusds	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpwusds	ymm9, ymm7, ymmword ptr [rax]
	vpdpwuud	xmm2, xmm1, xmm0
	vpdpwuud	xmm2, xmm1, xmm8
	vpdpwuud	xmm2, xmm8, xmm1
	vpdpwuud	xmm8, xmm2, xmm1
	vpdpwuud	xmm13, xmm14, xmm15
	vpdpwuud	xmm11, xmm10, xmm9
	vpdpwuud	xmm0, xmm1, xmmword ptr [rax]
	vpdpwuud	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpwuud	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpwuud	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpwuud	xmm9, xmm7, xmmword ptr [rax]
	vpdpwuud	ymm2, ymm1, ymm0
	vpdpwuud	ymm2, ymm1, ymm8
	vpdpwuud	ymm2, ymm8, ymm1
	vpdpwuud	ymm8, ymm2, ymm1
	vpdpwuud	ymm13, ymm14, ymm15
	vpdpwuud	ymm11, ymm10, ymm9
	vpdpwuud	ymm0, ymm1, ymmword ptr [rax]
	vpdpwuud	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpwuud	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpwuud	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpwuud	ymm9, ymm7, ymmword ptr [rax]
	vpdpwuuds	xmm2, xmm1, xmm0
	vpdpwuuds	xmm2, xmm1, xmm8
	vpdpwuuds	xmm2, xmm8, xmm1
	vpdpwuuds	xmm8, xmm2, xmm1
	vpdpwuuds	xmm13, xmm14, xmm15
	vpdpwuuds	xmm11, xmm10, xmm9
	vpdpwuuds	xmm0, xmm1, xmmword ptr [rax]
	vpdpwuuds	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpdpwuuds	xmm8, xmm1, xmmword ptr [rip + foo]
	vpdpwuuds	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpdpwuuds	xmm9, xmm7, xmmword ptr [rax]
	vpdpwuuds	ymm2, ymm1, ymm0
	vpdpwuuds	ymm2, ymm1, ymm8
	vpdpwuuds	ymm2, ymm8, ymm1
	vpdpwuuds	ymm8, ymm2, ymm1
	vpdpwuuds	ymm13, ymm14, ymm15
	vpdpwuuds	ymm11, ymm10, ymm9
	vpdpwuuds	ymm0, ymm1, ymmword ptr [rax]
	vpdpwuuds	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpdpwuuds	ymm8, ymm1, ymmword ptr [rip + foo]
	vpdpwuuds	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpdpwuuds	ymm9, ymm7, ymmword ptr [rax]
	vcvtneebf162ps	xmm0, xmmword ptr [rax]
	vcvtneebf162ps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtneebf162ps	xmm8, xmmword ptr [rip + foo]
	vcvtneebf162ps	xmm15, xmmword ptr [r13 + 64]
	vcvtneebf162ps	ymm0, ymmword ptr [rax]
	vcvtneebf162ps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvtneebf162ps	ymm8, ymmword ptr [rip + foo]
	vcvtneebf162ps	ymm15, ymmword ptr [r13 + 64]
	vcvtneeph2ps	xmm0, xmmword ptr [rax]
	vcvtneeph2ps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtneeph2ps	xmm8, xmmword ptr [rip + foo]
	vcvtneeph2ps	xmm15, xmmword ptr [r13 + 64]
	vcvtneeph2ps	ymm0, ymmword ptr [rax]
	vcvtneeph2ps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvtneeph2ps	ymm8, ymmword ptr [rip + foo]
	vcvtneeph2ps	ymm15, ymmword ptr [r13 + 64]
	vcvtneobf162ps	xmm0, xmmword ptr [rax]
	vcvtneobf162ps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtneobf162ps	xmm8, xmmword ptr [rip + foo]
	vcvtneobf162ps	xmm15, xmmword ptr [r13 + 64]
	vcvtneobf162ps	ymm0, ymmword ptr [rax]
	vcvtneobf162ps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvtneobf162ps	ymm8, ymmword ptr [rip + foo]
	vcvtneobf162ps	ymm15, ymmword ptr [r13 + 64]
	vcvtneoph2ps	xmm0, xmmword ptr [rax]
	vcvtneoph2ps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtneoph2ps	xmm8, xmmword ptr [rip + foo]
	vcvtneoph2ps	xmm15, xmmword ptr [r13 + 64]
	vcvtneoph2ps	ymm0, ymmword ptr [rax]
	vcvtneoph2ps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvtneoph2ps	ymm8, ymmword ptr [rip + foo]
	vcvtneoph2ps	ymm15, ymmword ptr [r13 + 64]
	vbcstnebf162ps	xmm0, word ptr [rax]
	vbcstnebf162ps	xmm7, word ptr [rsp + 4*r9 - 128]
	vbcstnebf162ps	xmm8, word ptr [rip + foo]
	vbcstnebf162ps	xmm15, word ptr [r13 + 64]
	vbcstnebf162ps	ymm0, word ptr [rax]
	vbcstnebf162ps	ymm7, word ptr [rsp + 4*r9 - 128]
	vbcstnebf162ps	ymm8, word ptr [rip + foo]
	vbcstnebf162ps	ymm15, word ptr [r13 + 64]
	vbcstnesh2ps	xmm0, word ptr [rax]
	vbcstnesh2ps	xmm7, word ptr [rsp + 4*r9 - 128]
	vbcstnesh2ps	xmm8, word ptr [rip + foo]
	vbcstnesh2ps	xmm15, word ptr [r13 + 64]
	vbcstnesh2ps	ymm0, word ptr [rax]
	vbcstnesh2ps	ymm7, word ptr [rsp + 4*r9 - 128]
	vbcstnesh2ps	ymm8, word ptr [rip + foo]
	vbcstnesh2ps	ymm15, word ptr [r13 + 64]
	vsha512msg1	ymm0, xmm1
	vsha512msg1	ymm1, xmm8
	vsha512msg1	ymm8, xmm1
	vsha512msg1	ymm15, xmm15
	vsha512msg1	ymm9, xmm7
	vsha512msg2	ymm0, ymm1
	vsha512msg2	ymm1, ymm8
	vsha512msg2	ymm8, ymm1
	vsha512msg2	ymm15, ymm15
	vsha512msg2	ymm9, ymm7
	vsha512rnds2	ymm2, ymm1, xmm0
	vsha512rnds2	ymm2, ymm1, xmm8
	vsha512rnds2	ymm2, ymm8, xmm1
	vsha512rnds2	ymm8, ymm2, xmm1
	vsha512rnds2	ymm13, ymm14, xmm15
	vsha512rnds2	ymm11, ymm10, xmm9
	vsm3msg1	xmm2, xmm1, xmm0
	vsm3msg1	xmm2, xmm1, xmm8
	vsm3msg1	xmm2, xmm8, xmm1
	vsm3msg1	xmm8, xmm2, xmm1
	vsm3msg1	xmm13, xmm14, xmm15
	vsm3msg1	xmm11, xmm10, xmm9
	vsm3msg1	xmm0, xmm1, xmmword ptr [rax]
	vsm3msg1	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vsm3msg1	xmm8, xmm1, xmmword ptr [rip + foo]
	vsm3msg1	xmm15, xmm15, xmmword ptr [r13 + 64]
	vsm3msg1	xmm9, xmm7, xmmword ptr [rax]
	vsm3msg2	xmm2, xmm1, xmm0
	vsm3msg2	xmm2, xmm1, xmm8
	vsm3msg2	xmm2, xmm8, xmm1
	vsm3msg2	xmm8, xmm2, xmm1
	vsm3msg2	xmm13, xmm14, xmm15
	vsm3msg2	xmm11, xmm10, xmm9
	vsm3msg2	xmm0, xmm1, xmmword ptr [rax]
	vsm3msg2	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vsm3msg2	xmm8, xmm1, xmmword ptr [rip + foo]
	vsm3msg2	xmm15, xmm15, xmmword ptr [r13 + 64]
	vsm3msg2	xmm9, xmm7, xmmword ptr [rax]
	vsm3rnds2	xmm2, xmm1, xmm0, 0
	vsm3rnds2	xmm2, xmm1, xmm8, 255
	vsm3rnds2	xmm2, xmm8, xmm1, 27
	vsm3rnds2	xmm8, xmm2, xmm1, 128
	vsm3rnds2	xmm13, xmm14, xmm15, 0
	vsm3rnds2	xmm11, xmm10, xmm9, 255
	vsm3rnds2	xmm0, xmm1, xmmword ptr [rax], 0
	vsm3rnds2	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vsm3rnds2	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vsm3rnds2	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vsm3rnds2	xmm9, xmm7, xmmword ptr [rax], 0
	vsm4key4	xmm2, xmm1, xmm0
	vsm4key4	xmm2, xmm1, xmm8
	vsm4key4	xmm2, xmm8, xmm1
	vsm4key4	xmm8, xmm2, xmm1
	vsm4key4	xmm13, xmm14, xmm15
	vsm4key4	xmm11, xmm10, xmm9
	vsm4key4	xmm0, xmm1, xmmword ptr [rax]
	vsm4key4	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vsm4key4	xmm8, xmm1, xmmword ptr [rip + foo]
	vsm4key4	xmm15, xmm15, xmmword ptr [r13 + 64]
	vsm4key4	xmm9, xmm7, xmmword ptr [rax]
	vsm4key4	ymm2, ymm1, ymm0
	vsm4key4	ymm2, ymm1, ymm8
	vsm4key4	ymm2, ymm8, ymm1
	vsm4key4	ymm8, ymm2, ymm1
	vsm4key4	ymm13, ymm14, ymm15
	vsm4key4	ymm11, ymm10, ymm9
	vsm4key4	ymm0, ymm1, ymmword ptr [rax]
	vsm4key4	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vsm4key4	ymm8, ymm1, ymmword ptr [rip + foo]
	vsm4key4	ymm15, ymm15, ymmword ptr [r13 + 64]
	vsm4key4	ymm9, ymm7, ymmword ptr [rax]
	vsm4rnds4	xmm2, xmm1, xmm0
	vsm4rnds4	xmm2, xmm1, xmm8
	vsm4rnds4	xmm2, xmm8, xmm1
	vsm4rnds4	xmm8, xmm2, xmm1
	vsm4rnds4	xmm13, xmm14, xmm15
	vsm4rnds4	xmm11, xmm10, xmm9
	vsm4rnds4	xmm0, xmm1, xmmword ptr [rax]
	vsm4rnds4	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vsm4rnds4	xmm8, xmm1, xmmword ptr [rip + foo]
	vsm4rnds4	xmm15, xmm15, xmmword ptr [r13 + 64]
	vsm4rnds4	xmm9, xmm7, xmmword ptr [rax]
	vsm4rnds4	ymm2, ymm1, ymm0
	vsm4rnds4	ymm2, ymm1, ymm8
	vsm4rnds4	ymm2, ymm8, ymm1
	vsm4rnds4	ymm8, ymm2, ymm1
	vsm4rnds4	ymm13, ymm14, ymm15
	vsm4rnds4	ymm11, ymm10, ymm9
	vsm4rnds4	ymm0, ymm1, ymmword ptr [rax]
	vsm4rnds4	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vsm4rnds4	ymm8, ymm1, ymmword ptr [rip + foo]
	vsm4rnds4	ymm15, ymm15, ymmword ptr [r13 + 64]
	vsm4rnds4	ymm9, ymm7, ymmword ptr [rax]
	{vex}	vpdpbusd	xmm2, xmm1, xmm0
	{vex}	vpdpbusd	xmm2, xmm1, xmm8
	{vex}	vpdpbusd	xmm2, xmm8, xmm1
	{vex}	vpdpbusd	xmm8, xmm2, xmm1
	{vex}	vpdpbusd	xmm13, xmm14, xmm15
	{vex}	vpdpbusd	xmm11, xmm10, xmm9
	{vex}	vpdpbusd	xmm0, xmm1, xmmword ptr [rax]
	{vex}	vpdpbusd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	{vex}	vpdpbusd	xmm8, xmm1, xmmword ptr [rip + foo]
	{vex}	vpdpbusd	xmm15, xmm15, xmmword ptr [r13 + 64]
	{vex}	vpdpbusd	xmm9, xmm7, xmmword ptr [rax]
	{vex}	vpdpbusd	ymm2, ymm1, ymm0
	{vex}	vpdpbusd	ymm2, ymm1, ymm8
	{vex}	vpdpbusd	ymm2, ymm8, ymm1
	{vex}	vpdpbusd	ymm8, ymm2, ymm1
	{vex}	vpdpbusd	ymm13, ymm14, ymm15
	{vex}	vpdpbusd	ymm11, ymm10, ymm9
	{vex}	vpdpbusd	ymm0, ymm1, ymmword ptr [rax]
	{vex}	vpdpbusd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	{vex}	vpdpbusd	ymm8, ymm1, ymmword ptr [rip + foo]
	{vex}	vpdpbusd	ymm15, ymm15, ymmword ptr [r13 + 64]
	{vex}	vpdpbusd	ymm9, ymm7, ymmword ptr [rax]
	{vex}	vpdpbusds	xmm2, xmm1, xmm0
	{vex}	vpdpbusds	xmm2, xmm1, xmm8
	{vex}	vpdpbusds	xmm2, xmm8, xmm1
	{vex}	vpdpbusds	xmm8, xmm2, xmm1
	{vex}	vpdpbusds	xmm13, xmm14, xmm15
	{vex}	vpdpbusds	xmm11, xmm10, xmm9
	{vex}	vpdpbusds	xmm0, xmm1, xmmword ptr [rax]
	{vex}	vpdpbusds	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	{vex}	vpdpbusds	xmm8, xmm1, xmmword ptr [rip + foo]
	{vex}	vpdpbusds	xmm15, xmm15, xmmword ptr [r13 + 64]
	{vex}	vpdpbusds	xmm9, xmm7, xmmword ptr [rax]
	{vex}	vpdpbusds	ymm2, ymm1, ymm0
	{vex}	vpdpbusds	ymm2, ymm1, ymm8
	{vex}	vpdpbusds	ymm2, ymm8, ymm1
	{vex}	vpdpbusds	ymm8, ymm2, ymm1
	{vex}	vpdpbusds	ymm13, ymm14, ymm15
	{vex}	vpdpbusds	ymm11, ymm10, ymm9
	{vex}	vpdpbusds	ymm0, ymm1, ymmword ptr [rax]
	{vex}	vpdpbusds	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	{vex}	vpdpbusds	ymm8, ymm1, ymmword ptr [rip + foo]
	{vex}	vpdpbusds	ymm15, ymm15, ymmword ptr [r13 + 64]
	{vex}	vpdpbusds	ymm9, ymm7, ymmword ptr [rax]
	{vex}	vpdpwssd	xmm2, xmm1, xmm0
	{vex}	vpdpwssd	xmm2, xmm1, xmm8
	{vex}	vpdpwssd	xmm2, xmm8, xmm1
	{vex}	vpdpwssd	xmm8, xmm2, xmm1
	{vex}	vpdpwssd	xmm13, xmm14, xmm15
	{vex}	vpdpwssd	xmm11, xmm10, xmm9
	{vex}	vpdpwssd	xmm0, xmm1, xmmword ptr [rax]
	{vex}	vpdpwssd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	{vex}	vpdpwssd	xmm8, xmm1, xmmword ptr [rip + foo]
	{vex}	vpdpwssd	xmm15, xmm15, xmmword ptr [r13 + 64]
	{vex}	vpdpwssd	xmm9, xmm7, xmmword ptr [rax]
	{vex}	vpdpwssd	ymm2, ymm1, ymm0
	{vex}	vpdpwssd	ymm2, ymm1, ymm8
	{vex}	vpdpwssd	ymm2, ymm8, ymm1
	{vex}	vpdpwssd	ymm8, ymm2, ymm1
	{vex}	vpdpwssd	ymm13, ymm14, ymm15
	{vex}	vpdpwssd	ymm11, ymm10, ymm9
	{vex}	vpdpwssd	ymm0, ymm1, ymmword ptr [rax]
	{vex}	vpdpwssd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	{vex}	vpdpwssd	ymm8, ymm1, ymmword ptr [rip + foo]
	{vex}	vpdpwssd	ymm15, ymm15, ymmword ptr [r13 + 64]
	{vex}	vpdpwssd	ymm9, ymm7, ymmword ptr [rax]
	{vex}	vpdpwssds	xmm2, xmm1, xmm0
	{vex}	vpdpwssds	xmm2, xmm1, xmm8
	{vex}	vpdpwssds	xmm2, xmm8, xmm1
	{vex}	vpdpwssds	xmm8, xmm2, xmm1
	{vex}	vpdpwssds	xmm13, xmm14, xmm15
	{vex}	vpdpwssds	xmm11, xmm10, xmm9
	{vex}	vpdpwssds	xmm0, xmm1, xmmword ptr [rax]
	{vex}	vpdpwssds	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	{vex}	vpdpwssds	xmm8, xmm1, xmmword ptr [rip + foo]
	{vex}	vpdpwssds	xmm15, xmm15, xmmword ptr [r13 + 64]
	{vex}	vpdpwssds	xmm9, xmm7, xmmword ptr [rax]
	{vex}	vpdpwssds	ymm2, ymm1, ymm0
	{vex}	vpdpwssds	ymm2, ymm1, ymm8
	{vex}	vpdpwssds	ymm2, ymm8, ymm1
	{vex}	vpdpwssds	ymm8, ymm2, ymm1
	{vex}	vpdpwssds	ymm13, ymm14, ymm15
	{vex}	vpdpwssds	ymm11, ymm10, ymm9
	{vex}	vpdpwssds	ymm0, ymm1, ymmword ptr [rax]
	{vex}	vpdpwssds	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	{vex}	vpdpwssds	ymm8, ymm1, ymmword ptr [rip + foo]
	{vex}	vpdpwssds	ymm15, ymm15, ymmword ptr [r13 + 64]
	{vex}	vpdpwssds	ymm9, ymm7, ymmword ptr [rax]
	{vex}	vpmadd52luq	xmm2, xmm1, xmm0
	{vex}	vpmadd52luq	xmm2, xmm1, xmm8
	{vex}	vpmadd52luq	xmm2, xmm8, xmm1
	{vex}	vpmadd52luq	xmm8, xmm2, xmm1
	{vex}	vpmadd52luq	xmm13, xmm14, xmm15
	{vex}	vpmadd52luq	xmm11, xmm10, xmm9
	{vex}	vpmadd52luq	xmm0, xmm1, xmmword ptr [rax]
	{vex}	vpmadd52luq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	{vex}	vpmadd52luq	xmm8, xmm1, xmmword ptr [rip + foo]
	{vex}	vpmadd52luq	xmm15, xmm15, xmmword ptr [r13 + 64]
	{vex}	vpmadd52luq	xmm9, xmm7, xmmword ptr [rax]
	{vex}	vpmadd52luq	ymm2, ymm1, ymm0
	{vex}	vpmadd52luq	ymm2, ymm1, ymm8
	{vex}	vpmadd52luq	ymm2, ymm8, ymm1
	{vex}	vpmadd52luq	ymm8, ymm2, ymm1
	{vex}	vpmadd52luq	ymm13, ymm14, ymm15
	{vex}	vpmadd52luq	ymm11, ymm10, ymm9
	{vex}	vpmadd52luq	ymm0, ymm1, ymmword ptr [rax]
	{vex}	vpmadd52luq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	{vex}	vpmadd52luq	ymm8, ymm1, ymmword ptr [rip + foo]
	{vex}	vpmadd52luq	ymm15, ymm15, ymmword ptr [r13 + 64]
	{vex}	vpmadd52luq	ymm9, ymm7, ymmword ptr [rax]
	{vex}	vpmadd52huq	xmm2, xmm1, xmm0
	{vex}	vpmadd52huq	xmm2, xmm1, xmm8
	{vex}	vpmadd52huq	xmm2, xmm8, xmm1
	{vex}	vpmadd52huq	xmm8, xmm2, xmm1
	{vex}	vpmadd52huq	xmm13, xmm14, xmm15
	{vex}	vpmadd52huq	xmm11, xmm10, xmm9
	{vex}	vpmadd52huq	xmm0, xmm1, xmmword ptr [rax]
	{vex}	vpmadd52huq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	{vex}	vpmadd52huq	xmm8, xmm1, xmmword ptr [rip + foo]
	{vex}	vpmadd52huq	xmm15, xmm15, xmmword ptr [r13 + 64]
	{vex}	vpmadd52huq	xmm9, xmm7, xmmword ptr [rax]
	{vex}	vpmadd52huq	ymm2, ymm1, ymm0
	{vex}	vpmadd52huq	ymm2, ymm1, ymm8
	{vex}	vpmadd52huq	ymm2, ymm8, ymm1
	{vex}	vpmadd52huq	ymm8, ymm2, ymm1
	{vex}	vpmadd52huq	ymm13, ymm14, ymm15
	{vex}	vpmadd52huq	ymm11, ymm10, ymm9
	{vex}	vpmadd52huq	ymm0, ymm1, ymmword ptr [rax]
	{vex}	vpmadd52huq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	{vex}	vpmadd52huq	ymm8, ymm1, ymmword ptr [rip + foo]
	{vex}	vpmadd52huq	ymm15, ymm15, ymmword ptr [r13 + 64]
	{vex}	vpmadd52huq	ymm9, ymm7, ymmword ptr [rax]
	{vex}	vpdpbusd	xmm2, xmm1, xmm0
	{vex}	vpdpbusd	xmm2, xmm1, xmm8
	{vex}	vpdpbusd	xmm2, xmm8, xmm1
	{vex}	vpdpbusd	xmm8, xmm2, xmm1
	{vex}	vpdpbusd	xmm13, xmm14, xmm15
	{vex}	vpdpbusd	xmm11, xmm10, xmm9
	{vex}	vpdpbusd	xmm2, xmm1, xmm0
	{vex}	vpdpbusd	xmm2, xmm1, xmm8
	{vex}	vpdpbusd	xmm2, xmm8, xmm1
	{vex}	vpdpbusd	xmm8, xmm2, xmm1
	{vex}	vpdpbusd	xmm13, xmm14, xmm15
	{vex}	vpdpbusd	xmm11, xmm10, xmm9
	{vex}	vpmadd52huq	xmm2, xmm1, xmm0
	{vex}	vpmadd52huq	xmm2, xmm1, xmm8
	{vex}	vpmadd52huq	xmm2, xmm8, xmm1
	{vex}	vpmadd52huq	xmm8, xmm2, xmm1
	{vex}	vpmadd52huq	xmm13, xmm14, xmm15
	{vex}	vpmadd52huq	xmm11, xmm10, xmm9
	{vex}	vpmadd52huq	xmm2, xmm1, xmm0
	{vex}	vpmadd52huq	xmm2, xmm1, xmm8
	{vex}	vpmadd52huq	xmm2, xmm8, xmm1
	{vex}	vpmadd52huq	xmm8, xmm2, xmm1
	{vex}	vpmadd52huq	xmm13, xmm14, xmm15
	{vex}	vpmadd52huq	xmm11, xmm10, xmm9
	{vex}	vcvtneps2bf16	xmm0, xmm1
	{vex}	vcvtneps2bf16	xmm1, xmm8
	{vex}	vcvtneps2bf16	xmm8, xmm1
	{vex}	vcvtneps2bf16	xmm15, xmm15
	{vex}	vcvtneps2bf16	xmm9, xmm7
	{vex}	vcvtneps2bf16	xmm0, ymm1
	{vex}	vcvtneps2bf16	xmm1, ymm8
	{vex}	vcvtneps2bf16	xmm8, ymm1
	{vex}	vcvtneps2bf16	xmm15, ymm15
	{vex}	vcvtneps2bf16	xmm9, ymm7
	{vex}	vcvtneps2bf16	xmm0, xmm1
	{vex}	vcvtneps2bf16	xmm1, xmm8
	{vex}	vcvtneps2bf16	xmm8, xmm1
	{vex}	vcvtneps2bf16	xmm15, xmm15
	{vex}	vcvtneps2bf16	xmm9, xmm7
	{vex}	vcvtneps2bf16	xmm0, xmmword ptr [rax]
	{vex}	vcvtneps2bf16	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	{vex}	vcvtneps2bf16	xmm8, xmmword ptr [rip + foo]
	{vex}	vcvtneps2bf16	xmm15, xmmword ptr [r13 + 64]
	{vex}	vcvtneps2bf16	xmm0, ymm1
	{vex}	vcvtneps2bf16	xmm1, ymm8
	{vex}	vcvtneps2bf16	xmm8, ymm1
	{vex}	vcvtneps2bf16	xmm15, ymm15
	{vex}	vcvtneps2bf16	xmm9, ymm7
	{vex}	vcvtneps2bf16	xmm0, ymmword ptr [rax]
	{vex}	vcvtneps2bf16	xmm7, ymmword ptr [rsp + 4*r9 - 128]
	{vex}	vcvtneps2bf16	xmm8, ymmword ptr [rip + foo]
	{vex}	vcvtneps2bf16	xmm15, ymmword ptr [r13 + 64]
	{vex}	vcvtneps2bf16	xmm0, ymm1
	{vex}	vcvtneps2bf16	xmm1, ymm8
	{vex}	vcvtneps2bf16	xmm8, ymm1
	{vex}	vcvtneps2bf16	xmm15, ymm15
	{vex}	vcvtneps2bf16	xmm9, ymm7
