	.intel_syntax noprefix
	.text
	vaddps	xmm2, xmm1, xmm0
	vaddps	xmm9, xmm8, xmm3
	vaddps	xmm14, xmm15, xmm7
	vaddps	xmm2, xmm8, xmm1
	vaddps	xmm14, xmm13, xmm12
	vaddps	xmm15, xmm15, xmm15
	vaddps	xmm2, xmm1, xmmword ptr [rax]
	vaddps	xmm11, xmm10, xmmword ptr [rsp + 32]
	vaddps	xmm2, xmm1, xmmword ptr [r8]
	vaddps	xmm5, xmm4, xmmword ptr [rax + 4*r9]
	vaddps	xmm7, xmm6, xmmword ptr [rip + foo]
	vaddps	ymm2, ymm1, ymm0
	vaddps	ymm9, ymm8, ymm3
	vaddps	ymm14, ymm15, ymm7
	vaddps	ymm2, ymm8, ymm1
	vaddps	ymm14, ymm13, ymm12
	vaddps	ymm15, ymm15, ymm15
	vaddps	ymm2, ymm1, ymmword ptr [rax]
	vaddps	ymm11, ymm10, ymmword ptr [rsp + 32]
	vaddps	ymm2, ymm1, ymmword ptr [r8]
	vaddps	ymm5, ymm4, ymmword ptr [rax + 4*r9]
	vaddps	ymm7, ymm6, ymmword ptr [rip + foo]
	vmulps	xmm2, xmm1, xmm0
	vmulps	xmm9, xmm8, xmm3
	vmulps	xmm14, xmm15, xmm7
	vmulps	xmm2, xmm8, xmm1
	vmulps	xmm14, xmm13, xmm12
	vmulps	xmm15, xmm15, xmm15
	vmulps	xmm2, xmm1, xmmword ptr [rax]
	vmulps	xmm11, xmm10, xmmword ptr [rsp + 32]
	vmulps	xmm2, xmm1, xmmword ptr [r8]
	vmulps	xmm5, xmm4, xmmword ptr [rax + 4*r9]
	vmulps	xmm7, xmm6, xmmword ptr [rip + foo]
	vmulps	ymm2, ymm1, ymm0
	vmulps	ymm9, ymm8, ymm3
	vmulps	ymm14, ymm15, ymm7
	vmulps	ymm2, ymm8, ymm1
	vmulps	ymm14, ymm13, ymm12
	vmulps	ymm15, ymm15, ymm15
	vmulps	ymm2, ymm1, ymmword ptr [rax]
	vmulps	ymm11, ymm10, ymmword ptr [rsp + 32]
	vmulps	ymm2, ymm1, ymmword ptr [r8]
	vmulps	ymm5, ymm4, ymmword ptr [rax + 4*r9]
	vmulps	ymm7, ymm6, ymmword ptr [rip + foo]
	vxorps	xmm2, xmm1, xmm0
	vxorps	xmm9, xmm8, xmm3
	vxorps	xmm14, xmm15, xmm7
	vxorps	xmm2, xmm8, xmm1
	vxorps	xmm14, xmm13, xmm12
	vxorps	xmm15, xmm15, xmm15
	vxorps	xmm2, xmm1, xmmword ptr [rax]
	vxorps	xmm11, xmm10, xmmword ptr [rsp + 32]
	vxorps	xmm2, xmm1, xmmword ptr [r8]
	vxorps	xmm5, xmm4, xmmword ptr [rax + 4*r9]
	vxorps	xmm7, xmm6, xmmword ptr [rip + foo]
	vxorps	ymm2, ymm1, ymm0
	vxorps	ymm9, ymm8, ymm3
	vxorps	ymm14, ymm15, ymm7
	vxorps	ymm2, ymm8, ymm1
	vxorps	ymm14, ymm13, ymm12
	vxorps	ymm15, ymm15, ymm15
	vxorps	ymm2, ymm1, ymmword ptr [rax]
	vxorps	ymm11, ymm10, ymmword ptr [rsp + 32]
	vxorps	ymm2, ymm1, ymmword ptr [r8]
	vxorps	ymm5, ymm4, ymmword ptr [rax + 4*r9]
	vxorps	ymm7, ymm6, ymmword ptr [rip + foo]
	vsubps	xmm2, xmm1, xmm0
	vsubps	xmm9, xmm8, xmm3
	vsubps	xmm14, xmm15, xmm7
	vsubps	xmm2, xmm1, xmm8
	vsubps	xmm14, xmm13, xmm12
	vsubps	xmm15, xmm15, xmm15
	vsubps	xmm2, xmm1, xmmword ptr [rax]
	vsubps	xmm11, xmm10, xmmword ptr [rsp + 32]
	vsubps	xmm2, xmm1, xmmword ptr [r8]
	vsubps	xmm5, xmm4, xmmword ptr [rax + 4*r9]
	vsubps	xmm7, xmm6, xmmword ptr [rip + foo]
	vsubps	ymm2, ymm1, ymm0
	vsubps	ymm9, ymm8, ymm3
	vsubps	ymm14, ymm15, ymm7
	vsubps	ymm2, ymm1, ymm8
	vsubps	ymm14, ymm13, ymm12
	vsubps	ymm15, ymm15, ymm15
	vsubps	ymm2, ymm1, ymmword ptr [rax]
	vsubps	ymm11, ymm10, ymmword ptr [rsp + 32]
	vsubps	ymm2, ymm1, ymmword ptr [r8]
	vsubps	ymm5, ymm4, ymmword ptr [rax + 4*r9]
	vsubps	ymm7, ymm6, ymmword ptr [rip + foo]
	vdivps	xmm2, xmm1, xmm0
	vdivps	xmm9, xmm8, xmm3
	vdivps	xmm14, xmm15, xmm7
	vdivps	xmm2, xmm1, xmm8
	vdivps	xmm14, xmm13, xmm12
	vdivps	xmm15, xmm15, xmm15
	vdivps	xmm2, xmm1, xmmword ptr [rax]
	vdivps	xmm11, xmm10, xmmword ptr [rsp + 32]
	vdivps	xmm2, xmm1, xmmword ptr [r8]
	vdivps	xmm5, xmm4, xmmword ptr [rax + 4*r9]
	vdivps	xmm7, xmm6, xmmword ptr [rip + foo]
	vdivps	ymm2, ymm1, ymm0
	vdivps	ymm9, ymm8, ymm3
	vdivps	ymm14, ymm15, ymm7
	vdivps	ymm2, ymm1, ymm8
	vdivps	ymm14, ymm13, ymm12
	vdivps	ymm15, ymm15, ymm15
	vdivps	ymm2, ymm1, ymmword ptr [rax]
	vdivps	ymm11, ymm10, ymmword ptr [rsp + 32]
	vdivps	ymm2, ymm1, ymmword ptr [r8]
	vdivps	ymm5, ymm4, ymmword ptr [rax + 4*r9]
	vdivps	ymm7, ymm6, ymmword ptr [rip + foo]
