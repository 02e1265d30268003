	.intel_syntax noprefix
	.text
	vaddps	xmm2, xmm1, xmm0
	vaddps	xmm2, xmm8, xmm1
	vaddps	xmm2, xmm8, xmm1
	vaddps	xmm8, xmm2, xmm1
	vaddps	xmm13, xmm14, xmm15
	vaddps	xmm11, xmm10, xmm9
	vaddps	xmm0, xmm1, xmmword ptr [rax]
	vaddps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vaddps	xmm8, xmm1, xmmword ptr [rip + foo]
	vaddps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vaddps	xmm9, xmm7, xmmword ptr [rax]
	vaddps	ymm2, ymm1, ymm0
	vaddps	ymm2, ymm8, ymm1
	vaddps	ymm2, ymm8, ymm1
	vaddps	ymm8, ymm2, ymm1
	vaddps	ymm13, ymm14, ymm15
	vaddps	ymm11, ymm10, ymm9
	vaddps	ymm0, ymm1, ymmword ptr [rax]
	vaddps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vaddps	ymm8, ymm1, ymmword ptr [rip + foo]
	vaddps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vaddps	ymm9, ymm7, ymmword ptr [rax]
	vaddpd	xmm2, xmm1, xmm0
	vaddpd	xmm2, xmm8, xmm1
	vaddpd	xmm2, xmm8, xmm1
	vaddpd	xmm8, xmm2, xmm1
	vaddpd	xmm13, xmm14, xmm15
	vaddpd	xmm11, xmm10, xmm9
	vaddpd	xmm0, xmm1, xmmword ptr [rax]
	vaddpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vaddpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vaddpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vaddpd	xmm9, xmm7, xmmword ptr [rax]
	vaddpd	ymm2, ymm1, ymm0
	vaddpd	ymm2, ymm8, ymm1
	vaddpd	ymm2, ymm8, ymm1
	vaddpd	ymm8, ymm2, ymm1
	vaddpd	ymm13, ymm14, ymm15
	vaddpd	ymm11, ymm10, ymm9
	vaddpd	ymm0, ymm1, ymmword ptr [rax]
	vaddpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vaddpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vaddpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vaddpd	ymm9, ymm7, ymmword ptr [rax]
	vsubps	xmm2, xmm1, xmm0
	vsubps	xmm2, xmm1, xmm8
	vsubps	xmm2, xmm8, xmm1
	vsubps	xmm8, xmm2, xmm1
	vsubps	xmm13, xmm14, xmm15
	vsubps	xmm11, xmm10, xmm9
	vsubps	xmm0, xmm1, xmmword ptr [rax]
	vsubps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vsubps	xmm8, xmm1, xmmword ptr [rip + foo]
	vsubps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vsubps	xmm9, xmm7, xmmword ptr [rax]
	vsubps	ymm2, ymm1, ymm0
	vsubps	ymm2, ymm1, ymm8
	vsubps	ymm2, ymm8, ymm1
	vsubps	ymm8, ymm2, ymm1
	vsubps	ymm13, ymm14, ymm15
	vsubps	ymm11, ymm10, ymm9
	vsubps	ymm0, ymm1, ymmword ptr [rax]
	vsubps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vsubps	ymm8, ymm1, ymmword ptr [rip + foo]
	vsubps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vsubps	ymm9, ymm7, ymmword ptr [rax]
	vsubpd	xmm2, xmm1, xmm0
	vsubpd	xmm2, xmm1, xmm8
	vsubpd	xmm2, xmm8, xmm1
	vsubpd	xmm8, xmm2, xmm1
	vsubpd	xmm13, xmm14, xmm15
	vsubpd	xmm11, xmm10, xmm9
	vsubpd	xmm0, xmm1, xmmword ptr [rax]
	vsubpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vsubpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vsubpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vsubpd	xmm9, xmm7, xmmword ptr [rax]
	vsubpd	ymm2, ymm1, ymm0
	vsubpd	ymm2, ymm1, ymm8
	vsubpd	ymm2, ymm8, ymm1
	vsubpd	ymm8, ymm2, ymm1
	vsubpd	ymm13, ymm14, ymm15
	vsubpd	ymm11, ymm10, ymm9
	vsubpd	ymm0, ymm1, ymmword ptr [rax]
	vsubpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vsubpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vsubpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vsubpd	ymm9, ymm7, ymmword ptr [rax]
	vmulps	xmm2, xmm1, xmm0
	vmulps	xmm2, xmm8, xmm1
	vmulps	xmm2, xmm8, xmm1
	vmulps	xmm8, xmm2, xmm1
	vmulps	xmm13, xmm14, xmm15
	vmulps	xmm11, xmm10, xmm9
	vmulps	xmm0, xmm1, xmmword ptr [rax]
	vmulps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vmulps	xmm8, xmm1, xmmword ptr [rip + foo]
	vmulps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vmulps	xmm9, xmm7, xmmword ptr [rax]
	vmulps	ymm2, ymm1, ymm0
	vmulps	ymm2, ymm8, ymm1
	vmulps	ymm2, ymm8, ymm1
	vmulps	ymm8, ymm2, ymm1
	vmulps	ymm13, ymm14, ymm15
	vmulps	ymm11, ymm10, ymm9
	vmulps	ymm0, ymm1, ymmword ptr [rax]
	vmulps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vmulps	ymm8, ymm1, ymmword ptr [rip + foo]
	vmulps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vmulps	ymm9, ymm7, ymmword ptr [rax]
	vmulpd	xmm2, xmm1, xmm0
	vmulpd	xmm2, xmm8, xmm1
	vmulpd	xmm2, xmm8, xmm1
	vmulpd	xmm8, xmm2, xmm1
	vmulpd	xmm13, xmm14, xmm15
	vmulpd	xmm11, xmm10, xmm9
	vmulpd	xmm0, xmm1, xmmword ptr [rax]
	vmulpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vmulpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vmulpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vmulpd	xmm9, xmm7, xmmword ptr [rax]
	vmulpd	ymm2, ymm1, ymm0
	vmulpd	ymm2, ymm8, ymm1
	vmulpd	ymm2, ymm8, ymm1
	vmulpd	ymm8, ymm2, ymm1
	vmulpd	ymm13, ymm14, ymm15
	vmulpd	ymm11, ymm10, ymm9
	vmulpd	ymm0, ymm1, ymmword ptr [rax]
	vmulpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vmulpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vmulpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vmulpd	ymm9, ymm7, ymmword ptr [rax]
	vdivps	xmm2, xmm1, xmm0
	vdivps	xmm2, xmm1, xmm8
	vdivps	xmm2, xmm8, xmm1
	vdivps	xmm8, xmm2, xmm1
	vdivps	xmm13, xmm14, xmm15
	vdivps	xmm11, xmm10, xmm9
	vdivps	xmm0, xmm1, xmmword ptr [rax]
	vdivps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vdivps	xmm8, xmm1, xmmword ptr [rip + foo]
	vdivps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vdivps	xmm9, xmm7, xmmword ptr [rax]
	vdivps	ymm2, ymm1, ymm0
	vdivps	ymm2, ymm1, ymm8
	vdivps	ymm2, ymm8, ymm1
	vdivps	ymm8, ymm2, ymm1
	vdivps	ymm13, ymm14, ymm15
	vdivps	ymm11, ymm10, ymm9
	vdivps	ymm0, ymm1, ymmword ptr [rax]
	vdivps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vdivps	ymm8, ymm1, ymmword ptr [rip + foo]
	vdivps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vdivps	ymm9, ymm7, ymmword ptr [rax]
	vdivpd	xmm2, xmm1, xmm0
	vdivpd	xmm2, xmm1, xmm8
	vdivpd	xmm2, xmm8, xmm1
	vdivpd	xmm8, xmm2, xmm1
	vdivpd	xmm13, xmm14, xmm15
	vdivpd	xmm11, xmm10, xmm9
	vdivpd	xmm0, xmm1, xmmword ptr [rax]
	vdivpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vdivpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vdivpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vdivpd	xmm9, xmm7, xmmword ptr [rax]
	vdivpd	ymm2, ymm1, ymm0
	vdivpd	ymm2, ymm1, ymm8
	vdivpd	ymm2, ymm8, ymm1
	vdivpd	ymm8, ymm2, ymm1
	vdivpd	ymm13, ymm14, ymm15
	vdivpd	ymm11, ymm10, ymm9
	vdivpd	ymm0, ymm1, ymmword ptr [rax]
	vdivpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vdivpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vdivpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vdivpd	ymm9, ymm7, ymmword ptr [rax]
	vminps	xmm2, xmm1, xmm0
	vminps	xmm2, xmm1, xmm8
	vminps	xmm2, xmm8, xmm1
	vminps	xmm8, xmm2, xmm1
	vminps	xmm13, xmm14, xmm15
	vminps	xmm11, xmm10, xmm9
	vminps	xmm0, xmm1, xmmword ptr [rax]
	vminps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vminps	xmm8, xmm1, xmmword ptr [rip + foo]
	vminps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vminps	xmm9, xmm7, xmmword ptr [rax]
	vminps	ymm2, ymm1, ymm0
	vminps	ymm2, ymm1, ymm8
	vminps	ymm2, ymm8, ymm1
	vminps	ymm8, ymm2, ymm1
	vminps	ymm13, ymm14, ymm15
	vminps	ymm11, ymm10, ymm9
	vminps	ymm0, ymm1, ymmword ptr [rax]
	vminps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vminps	ymm8, ymm1, ymmword ptr [rip + foo]
	vminps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vminps	ymm9, ymm7, ymmword ptr [rax]
	vminpd	xmm2, xmm1, xmm0
	vminpd	xmm2, xmm1, xmm8
	vminpd	xmm2, xmm8, xmm1
	vminpd	xmm8, xmm2, xmm1
	vminpd	xmm13, xmm14, xmm15
	vminpd	xmm11, xmm10, xmm9
	vminpd	xmm0, xmm1, xmmword ptr [rax]
	vminpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vminpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vminpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vminpd	xmm9, xmm7, xmmword ptr [rax]
	vminpd	ymm2, ymm1, ymm0
	vminpd	ymm2, ymm1, ymm8
	vminpd	ymm2, ymm8, ymm1
	vminpd	ymm8, ymm2, ymm1
	vminpd	ymm13, ymm14, ymm15
	vminpd	ymm11, ymm10, ymm9
	vminpd	ymm0, ymm1, ymmword ptr [rax]
	vminpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vminpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vminpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vminpd	ymm9, ymm7, ymmword ptr [rax]
	vmaxps	xmm2, xmm1, xmm0
	vmaxps	xmm2, xmm1, xmm8
	vmaxps	xmm2, xmm8, xmm1
	vmaxps	xmm8, xmm2, xmm1
	vmaxps	xmm13, xmm14, xmm15
	vmaxps	xmm11, xmm10, xmm9
	vmaxps	xmm0, xmm1, xmmword ptr [rax]
	vmaxps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vmaxps	xmm8, xmm1, xmmword ptr [rip + foo]
	vmaxps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vmaxps	xmm9, xmm7, xmmword ptr [rax]
	vmaxps	ymm2, ymm1, ymm0
	vmaxps	ymm2, ymm1, ymm8
	vmaxps	ymm2, ymm8, ymm1
	vmaxps	ymm8, ymm2, ymm1
	vmaxps	ymm13, ymm14, ymm15
	vmaxps	ymm11, ymm10, ymm9
	vmaxps	ymm0, ymm1, ymmword ptr [rax]
	vmaxps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vmaxps	ymm8, ymm1, ymmword ptr [rip + foo]
	vmaxps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vmaxps	ymm9, ymm7, ymmword ptr [rax]
	vmaxpd	xmm2, xmm1, xmm0
	vmaxpd	xmm2, xmm1, xmm8
	vmaxpd	xmm2, xmm8, xmm1
	vmaxpd	xmm8, xmm2, xmm1
	vmaxpd	xmm13, xmm14, xmm15
	vmaxpd	xmm11, xmm10, xmm9
	vmaxpd	xmm0, xmm1, xmmword ptr [rax]
	vmaxpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vmaxpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vmaxpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vmaxpd	xmm9, xmm7, xmmword ptr [rax]
	vmaxpd	ymm2, ymm1, ymm0
	vmaxpd	ymm2, ymm1, ymm8
	vmaxpd	ymm2, ymm8, ymm1
	vmaxpd	ymm8, ymm2, ymm1
	vmaxpd	ymm13, ymm14, ymm15
	vmaxpd	ymm11, ymm10, ymm9
	vmaxpd	ymm0, ymm1, ymmword ptr [rax]
	vmaxpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vmaxpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vmaxpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vmaxpd	ymm9, ymm7, ymmword ptr [rax]
	vaddss	xmm2, xmm1, xmm0
	vaddss	xmm2, xmm1, xmm8
	vaddss	xmm2, xmm8, xmm1
	vaddss	xmm8, xmm2, xmm1
	vaddss	xmm13, xmm14, xmm15
	vaddss	xmm11, xmm10, xmm9
	vaddss	xmm0, xmm1, dword ptr [rax]
	vaddss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vaddss	xmm8, xmm1, dword ptr [rip + foo]
	vaddss	xmm15, xmm15, dword ptr [r13 + 64]
	vaddss	xmm9, xmm7, dword ptr [rax]
	vaddsd	xmm2, xmm1, xmm0
	vaddsd	xmm2, xmm1, xmm8
	vaddsd	xmm2, xmm8, xmm1
	vaddsd	xmm8, xmm2, xmm1
	vaddsd	xmm13, xmm14, xmm15
	vaddsd	xmm11, xmm10, xmm9
	vaddsd	xmm0, xmm1, qword ptr [rax]
	vaddsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vaddsd	xmm8, xmm1, qword ptr [rip + foo]
	vaddsd	xmm15, xmm15, qword ptr [r13 + 64]
	vaddsd	xmm9, xmm7, qword ptr [rax]
	vsubss	xmm2, xmm1, xmm0
	vsubss	xmm2, xmm1, xmm8
	vsubss	xmm2, xmm8, xmm1
	vsubss	xmm8, xmm2, xmm1
	vsubss	xmm13, xmm14, xmm15
	vsubss	xmm11, xmm10, xmm9
	vsubss	xmm0, xmm1, dword ptr [rax]
	vsubss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vsubss	xmm8, xmm1, dword ptr [rip + foo]
	vsubss	xmm15, xmm15, dword ptr [r13 + 64]
	vsubss	xmm9, xmm7, dword ptr [rax]
	vsubsd	xmm2, xmm1, xmm0
	vsubsd	xmm2, xmm1, xmm8
	vsubsd	xmm2, xmm8, xmm1
	vsubsd	xmm8, xmm2, xmm1
	vsubsd	xmm13, xmm14, xmm15
	vsubsd	xmm11, xmm10, xmm9
	vsubsd	xmm0, xmm1, qword ptr [rax]
	vsubsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vsubsd	xmm8, xmm1, qword ptr [rip + foo]
	vsubsd	xmm15, xmm15, qword ptr [r13 + 64]
	vsubsd	xmm9, xmm7, qword ptr [rax]
	vmulss	xmm2, xmm1, xmm0
	vmulss	xmm2, xmm1, xmm8
	vmulss	xmm2, xmm8, xmm1
	vmulss	xmm8, xmm2, xmm1
	vmulss	xmm13, xmm14, xmm15
	vmulss	xmm11, xmm10, xmm9
	vmulss	xmm0, xmm1, dword ptr [rax]
	vmulss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vmulss	xmm8, xmm1, dword ptr [rip + foo]
	vmulss	xmm15, xmm15, dword ptr [r13 + 64]
	vmulss	xmm9, xmm7, dword ptr [rax]
	vmulsd	xmm2, xmm1, xmm0
	vmulsd	xmm2, xmm1, xmm8
	vmulsd	xmm2, xmm8, xmm1
	vmulsd	xmm8, xmm2, xmm1
	vmulsd	xmm13, xmm14, xmm15
	vmulsd	xmm11, xmm10, xmm9
	vmulsd	xmm0, xmm1, qword ptr [rax]
	vmulsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vmulsd	xmm8, xmm1, qword ptr [rip + foo]
	vmulsd	xmm15, xmm15, qword ptr [r13 + 64]
	vmulsd	xmm9, xmm7, qword ptr [rax]
	vdivss	xmm2, xmm1, xmm0
	vdivss	xmm2, xmm1, xmm8
	vdivss	xmm2, xmm8, xmm1
	vdivss	xmm8, xmm2, xmm1
	vdivss	xmm13, xmm14, xmm15
	vdivss	xmm11, xmm10, xmm9
	vdivss	xmm0, xmm1, dword ptr [rax]
	vdivss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vdivss	xmm8, xmm1, dword ptr [rip + foo]
	vdivss	xmm15, xmm15, dword ptr [r13 + 64]
	vdivss	xmm9, xmm7, dword ptr [rax]
	vdivsd	xmm2, xmm1, xmm0
	vdivsd	xmm2, xmm1, xmm8
	vdivsd	xmm2, xmm8, xmm1
	vdivsd	xmm8, xmm2, xmm1
	vdivsd	xmm13, xmm14, xmm15
	vdivsd	xmm11, xmm10, xmm9
	vdivsd	xmm0, xmm1, qword ptr [rax]
	vdivsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vdivsd	xmm8, xmm1, qword ptr [rip + foo]
	vdivsd	xmm15, xmm15, qword ptr [r13 + 64]
	vdivsd	xmm9, xmm7, qword ptr [rax]
	vminss	xmm2, xmm1, xmm0
	vminss	xmm2, xmm1, xmm8
	vminss	xmm2, xmm8, xmm1
	vminss	xmm8, xmm2, xmm1
	vminss	xmm13, xmm14, xmm15
	vminss	xmm11, xmm10, xmm9
	vminss	xmm0, xmm1, dword ptr [rax]
	vminss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vminss	xmm8, xmm1, dword ptr [rip + foo]
	vminss	xmm15, xmm15, dword ptr [r13 + 64]
	vminss	xmm9, xmm7, dword ptr [rax]
	vminsd	xmm2, xmm1, xmm0
	vminsd	xmm2, xmm1, xmm8
	vminsd	xmm2, xmm8, xmm1
	vminsd	xmm8, xmm2, xmm1
	vminsd	xmm13, xmm14, xmm15
	vminsd	xmm11, xmm10, xmm9
	vminsd	xmm0, xmm1, qword ptr [rax]
	vminsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vminsd	xmm8, xmm1, qword ptr [rip + foo]
	vminsd	xmm15, xmm15, qword ptr [r13 + 64]
	vminsd	xmm9, xmm7, qword ptr [rax]
	vmaxss	xmm2, xmm1, xmm0
	vmaxss	xmm2, xmm1, xmm8
	vmaxss	xmm2, xmm8, xmm1
	vmaxss	xmm8, xmm2, xmm1
	vmaxss	xmm13, xmm14, xmm15
	vmaxss	xmm11, xmm10, xmm9
	vmaxss	xmm0, xmm1, dword ptr [rax]
	vmaxss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vmaxss	xmm8, xmm1, dword ptr [rip + foo]
	vmaxss	xmm15, xmm15, dword ptr [r13 + 64]
	vmaxss	xmm9, xmm7, dword ptr [rax]
	vmaxsd	xmm2, xmm1, xmm0
	vmaxsd	xmm2, xmm1, xmm8
	vmaxsd	xmm2, xmm8, xmm1
	vmaxsd	xmm8, xmm2, xmm1
	vmaxsd	xmm13, xmm14, xmm15
	vmaxsd	xmm11, xmm10, xmm9
	vmaxsd	xmm0, xmm1, qword ptr [rax]
	vmaxsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vmaxsd	xmm8, xmm1, qword ptr [rip + foo]
	vmaxsd	xmm15, xmm15, qword ptr [r13 + 64]
	vmaxsd	xmm9, xmm7, qword ptr [rax]
	vsqrtss	xmm2, xmm1, xmm0
	vsqrtss	xmm2, xmm1, xmm8
	vsqrtss	xmm2, xmm8, xmm1
	vsqrtss	xmm8, xmm2, xmm1
	vsqrtss	xmm13, xmm14, xmm15
	vsqrtss	xmm11, xmm10, xmm9
	vsqrtss	xmm0, xmm1, dword ptr [rax]
	vsqrtss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vsqrtss	xmm8, xmm1, dword ptr [rip + foo]
	vsqrtss	xmm15, xmm15, dword ptr [r13 + 64]
	vsqrtss	xmm9, xmm7, dword ptr [rax]
	vsqrtsd	xmm2, xmm1, xmm0
	vsqrtsd	xmm2, xmm1, xmm8
	vsqrtsd	xmm2, xmm8, xmm1
	vsqrtsd	xmm8, xmm2, xmm1
	vsqrtsd	xmm13, xmm14, xmm15
	vsqrtsd	xmm11, xmm10, xmm9
	vsqrtsd	xmm0, xmm1, qword ptr [rax]
	vsqrtsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vsqrtsd	xmm8, xmm1, qword ptr [rip + foo]
	vsqrtsd	xmm15, xmm15, qword ptr [r13 + 64]
	vsqrtsd	xmm9, xmm7, qword ptr [rax]
	vandps	xmm2, xmm1, xmm0
	vandps	xmm2, xmm8, xmm1
	vandps	xmm2, xmm8, xmm1
	vandps	xmm8, xmm2, xmm1
	vandps	xmm13, xmm14, xmm15
	vandps	xmm11, xmm10, xmm9
	vandps	xmm0, xmm1, xmmword ptr [rax]
	vandps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vandps	xmm8, xmm1, xmmword ptr [rip + foo]
	vandps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vandps	xmm9, xmm7, xmmword ptr [rax]
	vandps	ymm2, ymm1, ymm0
	vandps	ymm2, ymm8, ymm1
	vandps	ymm2, ymm8, ymm1
	vandps	ymm8, ymm2, ymm1
	vandps	ymm13, ymm14, ymm15
	vandps	ymm11, ymm10, ymm9
	vandps	ymm0, ymm1, ymmword ptr [rax]
	vandps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vandps	ymm8, ymm1, ymmword ptr [rip + foo]
	vandps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vandps	ymm9, ymm7, ymmword ptr [rax]
	vandpd	xmm2, xmm1, xmm0
	vandpd	xmm2, xmm8, xmm1
	vandpd	xmm2, xmm8, xmm1
	vandpd	xmm8, xmm2, xmm1
	vandpd	xmm13, xmm14, xmm15
	vandpd	xmm11, xmm10, xmm9
	vandpd	xmm0, xmm1, xmmword ptr [rax]
	vandpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vandpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vandpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vandpd	xmm9, xmm7, xmmword ptr [rax]
	vandpd	ymm2, ymm1, ymm0
	vandpd	ymm2, ymm8, ymm1
	vandpd	ymm2, ymm8, ymm1
	vandpd	ymm8, ymm2, ymm1
	vandpd	ymm13, ymm14, ymm15
	vandpd	ymm11, ymm10, ymm9
	vandpd	ymm0, ymm1, ymmword ptr [rax]
	vandpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vandpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vandpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vandpd	ymm9, ymm7, ymmword ptr [rax]
	vandnps	xmm2, xmm1, xmm0
	vandnps	xmm2, xmm1, xmm8
	vandnps	xmm2, xmm8, xmm1
	vandnps	xmm8, xmm2, xmm1
	vandnps	xmm13, xmm14, xmm15
	vandnps	xmm11, xmm10, xmm9
	vandnps	xmm0, xmm1, xmmword ptr [rax]
	vandnps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vandnps	xmm8, xmm1, xmmword ptr [rip + foo]
	vandnps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vandnps	xmm9, xmm7, xmmword ptr [rax]
	vandnps	ymm2, ymm1, ymm0
	vandnps	ymm2, ymm1, ymm8
	vandnps	ymm2, ymm8, ymm1
	vandnps	ymm8, ymm2, ymm1
	vandnps	ymm13, ymm14, ymm15
	vandnps	ymm11, ymm10, ymm9
	vandnps	ymm0, ymm1, ymmword ptr [rax]
	vandnps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vandnps	ymm8, ymm1, ymmword ptr [rip + foo]
	vandnps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vandnps	ymm9, ymm7, ymmword ptr [rax]
	vandnpd	xmm2, xmm1, xmm0
	vandnpd	xmm2, xmm1, xmm8
	vandnpd	xmm2, xmm8, xmm1
	vandnpd	xmm8, xmm2, xmm1
	vandnpd	xmm13, xmm14, xmm15
	vandnpd	xmm11, xmm10, xmm9
	vandnpd	xmm0, xmm1, xmmword ptr [rax]
	vandnpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vandnpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vandnpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vandnpd	xmm9, xmm7, xmmword ptr [rax]
	vandnpd	ymm2, ymm1, ymm0
	vandnpd	ymm2, ymm1, ymm8
	vandnpd	ymm2, ymm8, ymm1
	vandnpd	ymm8, ymm2, ymm1
	vandnpd	ymm13, ymm14, ymm15
	vandnpd	ymm11, ymm10, ymm9
	vandnpd	ymm0, ymm1, ymmword ptr [rax]
	vandnpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vandnpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vandnpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vandnpd	ymm9, ymm7, ymmword ptr [rax]
	vorps	xmm2, xmm1, xmm0
	vorps	xmm2, xmm8, xmm1
	vorps	xmm2, xmm8, xmm1
	vorps	xmm8, xmm2, xmm1
	vorps	xmm13, xmm14, xmm15
	vorps	xmm11, xmm10, xmm9
	vorps	xmm0, xmm1, xmmword ptr [rax]
	vorps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vorps	xmm8, xmm1, xmmword ptr [rip + foo]
	vorps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vorps	xmm9, xmm7, xmmword ptr [rax]
	vorps	ymm2, ymm1, ymm0
	vorps	ymm2, ymm8, ymm1
	vorps	ymm2, ymm8, ymm1
	vorps	ymm8, ymm2, ymm1
	vorps	ymm13, ymm14, ymm15
	vorps	ymm11, ymm10, ymm9
	vorps	ymm0, ymm1, ymmword ptr [rax]
	vorps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vorps	ymm8, ymm1, ymmword ptr [rip + foo]
	vorps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vorps	ymm9, ymm7, ymmword ptr [rax]
	vorpd	xmm2, xmm1, xmm0
	vorpd	xmm2, xmm8, xmm1
	vorpd	xmm2, xmm8, xmm1
	vorpd	xmm8, xmm2, xmm1
	vorpd	xmm13, xmm14, xmm15
	vorpd	xmm11, xmm10, xmm9
	vorpd	xmm0, xmm1, xmmword ptr [rax]
	vorpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vorpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vorpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vorpd	xmm9, xmm7, xmmword ptr [rax]
	vorpd	ymm2, ymm1, ymm0
	vorpd	ymm2, ymm8, ymm1
	vorpd	ymm2, ymm8, ymm1
	vorpd	ymm8, ymm2, ymm1
	vorpd	ymm13, ymm14, ymm15
	vorpd	ymm11, ymm10, ymm9
	vorpd	ymm0, ymm1, ymmword ptr [rax]
	vorpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vorpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vorpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vorpd	ymm9, ymm7, ymmword ptr [rax]
	vxorps	xmm2, xmm1, xmm0
	vxorps	xmm2, xmm8, xmm1
	vxorps	xmm2, xmm8, xmm1
	vxorps	xmm8, xmm2, xmm1
	vxorps	xmm13, xmm14, xmm15
	vxorps	xmm11, xmm10, xmm9
	vxorps	xmm0, xmm1, xmmword ptr [rax]
	vxorps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vxorps	xmm8, xmm1, xmmword ptr [rip + foo]
	vxorps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vxorps	xmm9, xmm7, xmmword ptr [rax]
	vxorps	ymm2, ymm1, ymm0
	vxorps	ymm2, ymm8, ymm1
	vxorps	ymm2, ymm8, ymm1
	vxorps	ymm8, ymm2, ymm1
	vxorps	ymm13, ymm14, ymm15
	vxorps	ymm11, ymm10, ymm9
	vxorps	ymm0, ymm1, ymmword ptr [rax]
	vxorps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vxorps	ymm8, ymm1, ymmword ptr [rip + foo]
	vxorps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vxorps	ymm9, ymm7, ymmword ptr [rax]
	vxorpd	xmm2, xmm1, xmm0
	vxorpd	xmm2, xmm8, xmm1
	vxorpd	xmm2, xmm8, xmm1
	vxorpd	xmm8, xmm2, xmm1
	vxorpd	xmm13, xmm14, xmm15
	vxorpd	xmm11, xmm10, xmm9
	vxorpd	xmm0, xmm1, xmmword ptr [rax]
	vxorpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vxorpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vxorpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vxorpd	xmm9, xmm7, xmmword ptr [rax]
	vxorpd	ymm2, ymm1, ymm0
	vxorpd	ymm2, ymm8, ymm1
	vxorpd	ymm2, ymm8, ymm1
	vxorpd	ymm8, ymm2, ymm1
	vxorpd	ymm13, ymm14, ymm15
	vxorpd	ymm11, ymm10, ymm9
	vxorpd	ymm0, ymm1, ymmword ptr [rax]
	vxorpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vxorpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vxorpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vxorpd	ymm9, ymm7, ymmword ptr [rax]
	vsqrtps	xmm0, xmm1
	vsqrtps	xmm1, xmm8
	vsqrtps	xmm8, xmm1
	vsqrtps	xmm15, xmm15
	vsqrtps	xmm9, xmm7
	vsqrtps	xmm0, xmmword ptr [rax]
	vsqrtps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vsqrtps	xmm8, xmmword ptr [rip + foo]
	vsqrtps	xmm15, xmmword ptr [r13 + 64]
	vsqrtps	ymm0, ymm1
	vsqrtps	ymm1, ymm8
	vsqrtps	ymm8, ymm1
	vsqrtps	ymm15, ymm15
	vsqrtps	ymm9, ymm7
	vsqrtps	ymm0, ymmword ptr [rax]
	vsqrtps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vsqrtps	ymm8, ymmword ptr [rip + foo]
	vsqrtps	ymm15, ymmword ptr [r13 + 64]
	vsqrtpd	xmm0, xmm1
	vsqrtpd	xmm1, xmm8
	vsqrtpd	xmm8, xmm1
	vsqrtpd	xmm15, xmm15
	vsqrtpd	xmm9, xmm7
	vsqrtpd	xmm0, xmmword ptr [rax]
	vsqrtpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vsqrtpd	xmm8, xmmword ptr [rip + foo]
	vsqrtpd	xmm15, xmmword ptr [r13 + 64]
	vsqrtpd	ymm0, ymm1
	vsqrtpd	ymm1, ymm8
	vsqrtpd	ymm8, ymm1
	vsqrtpd	ymm15, ymm15
	vsqrtpd	ymm9, ymm7
	vsqrtpd	ymm0, ymmword ptr [rax]
	vsqrtpd	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vsqrtpd	ymm8, ymmword ptr [rip + foo]
	vsqrtpd	ymm15, ymmword ptr [r13 + 64]
	vrcpps	xmm0, xmm1
	vrcpps	xmm1, xmm8
	vrcpps	xmm8, xmm1
	vrcpps	xmm15, xmm15
	vrcpps	xmm9, xmm7
	vrcpps	xmm0, xmmword ptr [rax]
	vrcpps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vrcpps	xmm8, xmmword ptr [rip + foo]
	vrcpps	xmm15, xmmword ptr [r13 + 64]
	vrcpps	ymm0, ymm1
	vrcpps	ymm1, ymm8
	vrcpps	ymm8, ymm1
	vrcpps	ymm15, ymm15
	vrcpps	ymm9, ymm7
	vrcpps	ymm0, ymmword ptr [rax]
	vrcpps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vrcpps	ymm8, ymmword ptr [rip + foo]
	vrcpps	ymm15, ymmword ptr [r13 + 64]
	vrsqrtps	xmm0, xmm1
	vrsqrtps	xmm1, xmm8
	vrsqrtps	xmm8, xmm1
	vrsqrtps	xmm15, xmm15
	vrsqrtps	xmm9, xmm7
	vrsqrtps	xmm0, xmmword ptr [rax]
	vrsqrtps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vrsqrtps	xmm8, xmmword ptr [rip + foo]
	vrsqrtps	xmm15, xmmword ptr [r13 + 64]
	vrsqrtps	ymm0, ymm1
	vrsqrtps	ymm1, ymm8
	vrsqrtps	ymm8, ymm1
	vrsqrtps	ymm15, ymm15
	vrsqrtps	ymm9, ymm7
	vrsqrtps	ymm0, ymmword ptr [rax]
	vrsqrtps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vrsqrtps	ymm8, ymmword ptr [rip + foo]
	vrsqrtps	ymm15, ymmword ptr [r13 + 64]
	vrcpss	xmm2, xmm1, xmm0
	vrcpss	xmm2, xmm1, xmm8
	vrcpss	xmm2, xmm8, xmm1
	vrcpss	xmm8, xmm2, xmm1
	vrcpss	xmm13, xmm14, xmm15
	vrcpss	xmm11, xmm10, xmm9
	vrcpss	xmm0, xmm1, dword ptr [rax]
	vrcpss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vrcpss	xmm8, xmm1, dword ptr [rip + foo]
	vrcpss	xmm15, xmm15, dword ptr [r13 + 64]
	vrcpss	xmm9, xmm7, dword ptr [rax]
	vrsqrtss	xmm2, xmm1, xmm0
	vrsqrtss	xmm2, xmm1, xmm8
	vrsqrtss	xmm2, xmm8, xmm1
	vrsqrtss	xmm8, xmm2, xmm1
	vrsqrtss	xmm13, xmm14, xmm15
	vrsqrtss	xmm11, xmm10, xmm9
	vrsqrtss	xmm0, xmm1, dword ptr [rax]
	vrsqrtss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vrsqrtss	xmm8, xmm1, dword ptr [rip + foo]
	vrsqrtss	xmm15, xmm15, dword ptr [r13 + 64]
	vrsqrtss	xmm9, xmm7, dword ptr [rax]
	vhaddps	xmm2, xmm1, xmm0
	vhaddps	xmm2, xmm1, xmm8
	vhaddps	xmm2, xmm8, xmm1
	vhaddps	xmm8, xmm2, xmm1
	vhaddps	xmm13, xmm14, xmm15
	vhaddps	xmm11, xmm10, xmm9
	vhaddps	xmm0, xmm1, xmmword ptr [rax]
	vhaddps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vhaddps	xmm8, xmm1, xmmword ptr [rip + foo]
	vhaddps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vhaddps	xmm9, xmm7, xmmword ptr [rax]
	vhaddps	ymm2, ymm1, ymm0
	vhaddps	ymm2, ymm1, ymm8
	vhaddps	ymm2, ymm8, ymm1
	vhaddps	ymm8, ymm2, ymm1
	vhaddps	ymm13, ymm14, ymm15
	vhaddps	ymm11, ymm10, ymm9
	vhaddps	ymm0, ymm1, ymmword ptr [rax]
	vhaddps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vhaddps	ymm8, ymm1, ymmword ptr [rip + foo]
	vhaddps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vhaddps	ymm9, ymm7, ymmword ptr [rax]
	vhaddpd	xmm2, xmm1, xmm0
	vhaddpd	xmm2, xmm1, xmm8
	vhaddpd	xmm2, xmm8, xmm1
	vhaddpd	xmm8, xmm2, xmm1
	vhaddpd	xmm13, xmm14, xmm15
	vhaddpd	xmm11, xmm10, xmm9
	vhaddpd	xmm0, xmm1, xmmword ptr [rax]
	vhaddpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vhaddpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vhaddpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vhaddpd	xmm9, xmm7, xmmword ptr [rax]
	vhaddpd	ymm2, ymm1, ymm0
	vhaddpd	ymm2, ymm1, ymm8
	vhaddpd	ymm2, ymm8, ymm1
	vhaddpd	ymm8, ymm2, ymm1
	vhaddpd	ymm13, ymm14, ymm15
	vhaddpd	ymm11, ymm10, ymm9
	vhaddpd	ymm0, ymm1, ymmword ptr [rax]
	vhaddpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vhaddpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vhaddpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vhaddpd	ymm9, ymm7, ymmword ptr [rax]
	vhsubps	xmm2, xmm1, xmm0
	vhsubps	xmm2, xmm1, xmm8
	vhsubps	xmm2, xmm8, xmm1
	vhsubps	xmm8, xmm2, xmm1
	vhsubps	xmm13, xmm14, xmm15
	vhsubps	xmm11, xmm10, xmm9
	vhsubps	xmm0, xmm1, xmmword ptr [rax]
	vhsubps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vhsubps	xmm8, xmm1, xmmword ptr [rip + foo]
	vhsubps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vhsubps	xmm9, xmm7, xmmword ptr [rax]
	vhsubps	ymm2, ymm1, ymm0
	vhsubps	ymm2, ymm1, ymm8
	vhsubps	ymm2, ymm8, ymm1
	vhsubps	ymm8, ymm2, ymm1
	vhsubps	ymm13, ymm14, ymm15
	vhsubps	ymm11, ymm10, ymm9
	vhsubps	ymm0, ymm1, ymmword ptr [rax]
	vhsubps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vhsubps	ymm8, ymm1, ymmword ptr [rip + foo]
	vhsubps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vhsubps	ymm9, ymm7, ymmword ptr [rax]
	vhsubpd	xmm2, xmm1, xmm0
	vhsubpd	xmm2, xmm1, xmm8
	vhsubpd	xmm2, xmm8, xmm1
	vhsubpd	xmm8, xmm2, xmm1
	vhsubpd	xmm13, xmm14, xmm15
	vhsubpd	xmm11, xmm10, xmm9
	vhsubpd	xmm0, xmm1, xmmword ptr [rax]
	vhsubpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vhsubpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vhsubpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vhsubpd	xmm9, xmm7, xmmword ptr [rax]
	vhsubpd	ymm2, ymm1, ymm0
	vhsubpd	ymm2, ymm1, ymm8
	vhsubpd	ymm2, ymm8, ymm1
	vhsubpd	ymm8, ymm2, ymm1
	vhsubpd	ymm13, ymm14, ymm15
	vhsubpd	ymm11, ymm10, ymm9
	vhsubpd	ymm0, ymm1, ymmword ptr [rax]
	vhsubpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vhsubpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vhsubpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vhsubpd	ymm9, ymm7, ymmword ptr [rax]
	vaddsubps	xmm2, xmm1, xmm0
	vaddsubps	xmm2, xmm1, xmm8
	vaddsubps	xmm2, xmm8, xmm1
	vaddsubps	xmm8, xmm2, xmm1
	vaddsubps	xmm13, xmm14, xmm15
	vaddsubps	xmm11, xmm10, xmm9
	vaddsubps	xmm0, xmm1, xmmword ptr [rax]
	vaddsubps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vaddsubps	xmm8, xmm1, xmmword ptr [rip + foo]
	vaddsubps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vaddsubps	xmm9, xmm7, xmmword ptr [rax]
	vaddsubps	ymm2, ymm1, ymm0
	vaddsubps	ymm2, ymm1, ymm8
	vaddsubps	ymm2, ymm8, ymm1
	vaddsubps	ymm8, ymm2, ymm1
	vaddsubps	ymm13, ymm14, ymm15
	vaddsubps	ymm11, ymm10, ymm9
	vaddsubps	ymm0, ymm1, ymmword ptr [rax]
	vaddsubps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vaddsubps	ymm8, ymm1, ymmword ptr [rip + foo]
	vaddsubps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vaddsubps	ymm9, ymm7, ymmword ptr [rax]
	vaddsubpd	xmm2, xmm1, xmm0
	vaddsubpd	xmm2, xmm1, xmm8
	vaddsubpd	xmm2, xmm8, xmm1
	vaddsubpd	xmm8, xmm2, xmm1
	vaddsubpd	xmm13, xmm14, xmm15
	vaddsubpd	xmm11, xmm10, xmm9
	vaddsubpd	xmm0, xmm1, xmmword ptr [rax]
	vaddsubpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vaddsubpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vaddsubpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vaddsubpd	xmm9, xmm7, xmmword ptr [rax]
	vaddsubpd	ymm2, ymm1, ymm0
	vaddsubpd	ymm2, ymm1, ymm8
	vaddsubpd	ymm2, ymm8, ymm1
	vaddsubpd	ymm8, ymm2, ymm1
	vaddsubpd	ymm13, ymm14, ymm15
	vaddsubpd	ymm11, ymm10, ymm9
	vaddsubpd	ymm0, ymm1, ymmword ptr [rax]
	vaddsubpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vaddsubpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vaddsubpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vaddsubpd	ymm9, ymm7, ymmword ptr [rax]
	vcmpeqps	xmm2, xmm1, xmm0
	vcmpps	xmm2, xmm8, xmm1, 255
	vcmpfalse_osps	xmm2, xmm8, xmm1
	vcmpps	xmm8, xmm2, xmm1, 128
	vcmpeqps	xmm13, xmm14, xmm15
	vcmpps	xmm11, xmm10, xmm9, 255
	vcmpeqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vcmpfalse_osps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpps	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vcmpeqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpeqps	ymm2, ymm1, ymm0
	vcmpps	ymm2, ymm8, ymm1, 255
	vcmpfalse_osps	ymm2, ymm8, ymm1
	vcmpps	ymm8, ymm2, ymm1, 128
	vcmpeqps	ymm13, ymm14, ymm15
	vcmpps	ymm11, ymm10, ymm9, 255
	vcmpeqps	ymm0, ymm1, ymmword ptr [rax]
	vcmpps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vcmpfalse_osps	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmpps	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vcmpeqps	ymm9, ymm7, ymmword ptr [rax]
	vcmpeqpd	xmm2, xmm1, xmm0
	vcmppd	xmm2, xmm8, xmm1, 255
	vcmpfalse_ospd	xmm2, xmm8, xmm1
	vcmppd	xmm8, xmm2, xmm1, 128
	vcmpeqpd	xmm13, xmm14, xmm15
	vcmppd	xmm11, xmm10, xmm9, 255
	vcmpeqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmppd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vcmpfalse_ospd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmppd	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vcmpeqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpeqpd	ymm2, ymm1, ymm0
	vcmppd	ymm2, ymm8, ymm1, 255
	vcmpfalse_ospd	ymm2, ymm8, ymm1
	vcmppd	ymm8, ymm2, ymm1, 128
	vcmpeqpd	ymm13, ymm14, ymm15
	vcmppd	ymm11, ymm10, ymm9, 255
	vcmpeqpd	ymm0, ymm1, ymmword ptr [rax]
	vcmppd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vcmpfalse_ospd	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmppd	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vcmpeqpd	ymm9, ymm7, ymmword ptr [rax]
	vcmpeqss	xmm2, xmm1, xmm0
	vcmpss	xmm2, xmm1, xmm8, 255
	vcmpfalse_osss	xmm2, xmm8, xmm1
	vcmpss	xmm8, xmm2, xmm1, 128
	vcmpeqss	xmm13, xmm14, xmm15
	vcmpss	xmm11, xmm10, xmm9, 255
	vcmpeqss	xmm0, xmm1, dword ptr [rax]
	vcmpss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128], 255
	vcmpfalse_osss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpss	xmm15, xmm15, dword ptr [r13 + 64], 128
	vcmpeqss	xmm9, xmm7, dword ptr [rax]
	vcmpeqsd	xmm2, xmm1, xmm0
	vcmpsd	xmm2, xmm1, xmm8, 255
	vcmpfalse_ossd	xmm2, xmm8, xmm1
	vcmpsd	xmm8, xmm2, xmm1, 128
	vcmpeqsd	xmm13, xmm14, xmm15
	vcmpsd	xmm11, xmm10, xmm9, 255
	vcmpeqsd	xmm0, xmm1, qword ptr [rax]
	vcmpsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128], 255
	vcmpfalse_ossd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpsd	xmm15, xmm15, qword ptr [r13 + 64], 128
	vcmpeqsd	xmm9, xmm7, qword ptr [rax]
	vcmpeqps	xmm2, xmm1, xmm0
	vcmpeqps	xmm2, xmm8, xmm1
	vcmpeqps	xmm2, xmm8, xmm1
	vcmpeqps	xmm8, xmm2, xmm1
	vcmpeqps	xmm13, xmm14, xmm15
	vcmpeqps	xmm11, xmm10, xmm9
	vcmpeqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpeqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpeqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpeqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpeqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpeqpd	xmm2, xmm1, xmm0
	vcmpeqpd	xmm2, xmm8, xmm1
	vcmpeqpd	xmm2, xmm8, xmm1
	vcmpeqpd	xmm8, xmm2, xmm1
	vcmpeqpd	xmm13, xmm14, xmm15
	vcmpeqpd	xmm11, xmm10, xmm9
	vcmpeqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpeqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpeqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpeqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpeqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpeqss	xmm2, xmm1, xmm0
	vcmpeqss	xmm2, xmm1, xmm8
	vcmpeqss	xmm2, xmm8, xmm1
	vcmpeqss	xmm8, xmm2, xmm1
	vcmpeqss	xmm13, xmm14, xmm15
	vcmpeqss	xmm11, xmm10, xmm9
	vcmpeqss	xmm0, xmm1, dword ptr [rax]
	vcmpeqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpeqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpeqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpeqss	xmm9, xmm7, dword ptr [rax]
	vcmpeqsd	xmm2, xmm1, xmm0
	vcmpeqsd	xmm2, xmm1, xmm8
	vcmpeqsd	xmm2, xmm8, xmm1
	vcmpeqsd	xmm8, xmm2, xmm1
	vcmpeqsd	xmm13, xmm14, xmm15
	vcmpeqsd	xmm11, xmm10, xmm9
	vcmpeqsd	xmm0, xmm1, qword ptr [rax]
	vcmpeqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpeqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpeqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpeqsd	xmm9, xmm7, qword ptr [rax]
	vcmpltps	xmm2, xmm1, xmm0
	vcmpltps	xmm2, xmm1, xmm8
	vcmpltps	xmm2, xmm8, xmm1
	vcmpltps	xmm8, xmm2, xmm1
	vcmpltps	xmm13, xmm14, xmm15
	vcmpltps	xmm11, xmm10, xmm9
	vcmpltps	xmm0, xmm1, xmmword ptr [rax]
	vcmpltps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpltps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpltps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpltps	xmm9, xmm7, xmmword ptr [rax]
	vcmpltpd	xmm2, xmm1, xmm0
	vcmpltpd	xmm2, xmm1, xmm8
	vcmpltpd	xmm2, xmm8, xmm1
	vcmpltpd	xmm8, xmm2, xmm1
	vcmpltpd	xmm13, xmm14, xmm15
	vcmpltpd	xmm11, xmm10, xmm9
	vcmpltpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpltpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpltpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpltpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpltpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpltss	xmm2, xmm1, xmm0
	vcmpltss	xmm2, xmm1, xmm8
	vcmpltss	xmm2, xmm8, xmm1
	vcmpltss	xmm8, xmm2, xmm1
	vcmpltss	xmm13, xmm14, xmm15
	vcmpltss	xmm11, xmm10, xmm9
	vcmpltss	xmm0, xmm1, dword ptr [rax]
	vcmpltss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpltss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpltss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpltss	xmm9, xmm7, dword ptr [rax]
	vcmpltsd	xmm2, xmm1, xmm0
	vcmpltsd	xmm2, xmm1, xmm8
	vcmpltsd	xmm2, xmm8, xmm1
	vcmpltsd	xmm8, xmm2, xmm1
	vcmpltsd	xmm13, xmm14, xmm15
	vcmpltsd	xmm11, xmm10, xmm9
	vcmpltsd	xmm0, xmm1, qword ptr [rax]
	vcmpltsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpltsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpltsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpltsd	xmm9, xmm7, qword ptr [rax]
	vcmpleps	xmm2, xmm1, xmm0
	vcmpleps	xmm2, xmm1, xmm8
	vcmpleps	xmm2, xmm8, xmm1
	vcmpleps	xmm8, xmm2, xmm1
	vcmpleps	xmm13, xmm14, xmm15
	vcmpleps	xmm11, xmm10, xmm9
	vcmpleps	xmm0, xmm1, xmmword ptr [rax]
	vcmpleps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpleps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpleps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpleps	xmm9, xmm7, xmmword ptr [rax]
	vcmplepd	xmm2, xmm1, xmm0
	vcmplepd	xmm2, xmm1, xmm8
	vcmplepd	xmm2, xmm8, xmm1
	vcmplepd	xmm8, xmm2, xmm1
	vcmplepd	xmm13, xmm14, xmm15
	vcmplepd	xmm11, xmm10, xmm9
	vcmplepd	xmm0, xmm1, xmmword ptr [rax]
	vcmplepd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmplepd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmplepd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmplepd	xmm9, xmm7, xmmword ptr [rax]
	vcmpless	xmm2, xmm1, xmm0
	vcmpless	xmm2, xmm1, xmm8
	vcmpless	xmm2, xmm8, xmm1
	vcmpless	xmm8, xmm2, xmm1
	vcmpless	xmm13, xmm14, xmm15
	vcmpless	xmm11, xmm10, xmm9
	vcmpless	xmm0, xmm1, dword ptr [rax]
	vcmpless	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpless	xmm8, xmm1, dword ptr [rip + foo]
	vcmpless	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpless	xmm9, xmm7, dword ptr [rax]
	vcmplesd	xmm2, xmm1, xmm0
	vcmplesd	xmm2, xmm1, xmm8
	vcmplesd	xmm2, xmm8, xmm1
	vcmplesd	xmm8, xmm2, xmm1
	vcmplesd	xmm13, xmm14, xmm15
	vcmplesd	xmm11, xmm10, xmm9
	vcmplesd	xmm0, xmm1, qword ptr [rax]
	vcmplesd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmplesd	xmm8, xmm1, qword ptr [rip + foo]
	vcmplesd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmplesd	xmm9, xmm7, qword ptr [rax]
	vcmpunordps	xmm2, xmm1, xmm0
	vcmpunordps	xmm2, xmm8, xmm1
	vcmpunordps	xmm2, xmm8, xmm1
	vcmpunordps	xmm8, xmm2, xmm1
	vcmpunordps	xmm13, xmm14, xmm15
	vcmpunordps	xmm11, xmm10, xmm9
	vcmpunordps	xmm0, xmm1, xmmword ptr [rax]
	vcmpunordps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpunordps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpunordps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpunordps	xmm9, xmm7, xmmword ptr [rax]
	vcmpunordpd	xmm2, xmm1, xmm0
	vcmpunordpd	xmm2, xmm8, xmm1
	vcmpunordpd	xmm2, xmm8, xmm1
	vcmpunordpd	xmm8, xmm2, xmm1
	vcmpunordpd	xmm13, xmm14, xmm15
	vcmpunordpd	xmm11, xmm10, xmm9
	vcmpunordpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpunordpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpunordpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpunordpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpunordpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpunordss	xmm2, xmm1, xmm0
	vcmpunordss	xmm2, xmm1, xmm8
	vcmpunordss	xmm2, xmm8, xmm1
	vcmpunordss	xmm8, xmm2, xmm1
	vcmpunordss	xmm13, xmm14, xmm15
	vcmpunordss	xmm11, xmm10, xmm9
	vcmpunordss	xmm0, xmm1, dword ptr [rax]
	vcmpunordss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpunordss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpunordss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpunordss	xmm9, xmm7, dword ptr [rax]
	vcmpunordsd	xmm2, xmm1, xmm0
	vcmpunordsd	xmm2, xmm1, xmm8
	vcmpunordsd	xmm2, xmm8, xmm1
	vcmpunordsd	xmm8, xmm2, xmm1
	vcmpunordsd	xmm13, xmm14, xmm15
	vcmpunordsd	xmm11, xmm10, xmm9
	vcmpunordsd	xmm0, xmm1, qword ptr [rax]
	vcmpunordsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpunordsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpunordsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpunordsd	xmm9, xmm7, qword ptr [rax]
	vcmpneqps	xmm2, xmm1, xmm0
	vcmpneqps	xmm2, xmm8, xmm1
	vcmpneqps	xmm2, xmm8, xmm1
	vcmpneqps	xmm8, xmm2, xmm1
	vcmpneqps	xmm13, xmm14, xmm15
	vcmpneqps	xmm11, xmm10, xmm9
	vcmpneqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpneqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpneqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpneqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpneqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpneqpd	xmm2, xmm1, xmm0
	vcmpneqpd	xmm2, xmm8, xmm1
	vcmpneqpd	xmm2, xmm8, xmm1
	vcmpneqpd	xmm8, xmm2, xmm1
	vcmpneqpd	xmm13, xmm14, xmm15
	vcmpneqpd	xmm11, xmm10, xmm9
	vcmpneqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpneqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpneqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpneqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpneqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpneqss	xmm2, xmm1, xmm0
	vcmpneqss	xmm2, xmm1, xmm8
	vcmpneqss	xmm2, xmm8, xmm1
	vcmpneqss	xmm8, xmm2, xmm1
	vcmpneqss	xmm13, xmm14, xmm15
	vcmpneqss	xmm11, xmm10, xmm9
	vcmpneqss	xmm0, xmm1, dword ptr [rax]
	vcmpneqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpneqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpneqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpneqss	xmm9, xmm7, dword ptr [rax]
	vcmpneqsd	xmm2, xmm1, xmm0
	vcmpneqsd	xmm2, xmm1, xmm8
	vcmpneqsd	xmm2, xmm8, xmm1
	vcmpneqsd	xmm8, xmm2, xmm1
	vcmpneqsd	xmm13, xmm14, xmm15
	vcmpneqsd	xmm11, xmm10, xmm9
	vcmpneqsd	xmm0, xmm1, qword ptr [rax]
	vcmpneqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpneqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpneqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpneqsd	xmm9, xmm7, qword ptr [rax]
	vcmpnltps	xmm2, xmm1, xmm0
	vcmpnltps	xmm2, xmm1, xmm8
	vcmpnltps	xmm2, xmm8, xmm1
	vcmpnltps	xmm8, xmm2, xmm1
	vcmpnltps	xmm13, xmm14, xmm15
	vcmpnltps	xmm11, xmm10, xmm9
	vcmpnltps	xmm0, xmm1, xmmword ptr [rax]
	vcmpnltps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnltps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnltps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnltps	xmm9, xmm7, xmmword ptr [rax]
	vcmpnltpd	xmm2, xmm1, xmm0
	vcmpnltpd	xmm2, xmm1, xmm8
	vcmpnltpd	xmm2, xmm8, xmm1
	vcmpnltpd	xmm8, xmm2, xmm1
	vcmpnltpd	xmm13, xmm14, xmm15
	vcmpnltpd	xmm11, xmm10, xmm9
	vcmpnltpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpnltpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnltpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnltpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnltpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpnltss	xmm2, xmm1, xmm0
	vcmpnltss	xmm2, xmm1, xmm8
	vcmpnltss	xmm2, xmm8, xmm1
	vcmpnltss	xmm8, xmm2, xmm1
	vcmpnltss	xmm13, xmm14, xmm15
	vcmpnltss	xmm11, xmm10, xmm9
	vcmpnltss	xmm0, xmm1, dword ptr [rax]
	vcmpnltss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpnltss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpnltss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpnltss	xmm9, xmm7, dword ptr [rax]
	vcmpnltsd	xmm2, xmm1, xmm0
	vcmpnltsd	xmm2, xmm1, xmm8
	vcmpnltsd	xmm2, xmm8, xmm1
	vcmpnltsd	xmm8, xmm2, xmm1
	vcmpnltsd	xmm13, xmm14, xmm15
	vcmpnltsd	xmm11, xmm10, xmm9
	vcmpnltsd	xmm0, xmm1, qword ptr [rax]
	vcmpnltsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpnltsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpnltsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpnltsd	xmm9, xmm7, qword ptr [rax]
	vcmpnleps	xmm2, xmm1, xmm0
	vcmpnleps	xmm2, xmm1, xmm8
	vcmpnleps	xmm2, xmm8, xmm1
	vcmpnleps	xmm8, xmm2, xmm1
	vcmpnleps	xmm13, xmm14, xmm15
	vcmpnleps	xmm11, xmm10, xmm9
	vcmpnleps	xmm0, xmm1, xmmword ptr [rax]
	vcmpnleps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnleps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnleps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnleps	xmm9, xmm7, xmmword ptr [rax]
	vcmpnlepd	xmm2, xmm1, xmm0
	vcmpnlepd	xmm2, xmm1, xmm8
	vcmpnlepd	xmm2, xmm8, xmm1
	vcmpnlepd	xmm8, xmm2, xmm1
	vcmpnlepd	xmm13, xmm14, xmm15
	vcmpnlepd	xmm11, xmm10, xmm9
	vcmpnlepd	xmm0, xmm1, xmmword ptr [rax]
	vcmpnlepd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnlepd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnlepd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnlepd	xmm9, xmm7, xmmword ptr [rax]
	vcmpnless	xmm2, xmm1, xmm0
	vcmpnless	xmm2, xmm1, xmm8
	vcmpnless	xmm2, xmm8, xmm1
	vcmpnless	xmm8, xmm2, xmm1
	vcmpnless	xmm13, xmm14, xmm15
	vcmpnless	xmm11, xmm10, xmm9
	vcmpnless	xmm0, xmm1, dword ptr [rax]
	vcmpnless	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpnless	xmm8, xmm1, dword ptr [rip + foo]
	vcmpnless	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpnless	xmm9, xmm7, dword ptr [rax]
	vcmpnlesd	xmm2, xmm1, xmm0
	vcmpnlesd	xmm2, xmm1, xmm8
	vcmpnlesd	xmm2, xmm8, xmm1
	vcmpnlesd	xmm8, xmm2, xmm1
	vcmpnlesd	xmm13, xmm14, xmm15
	vcmpnlesd	xmm11, xmm10, xmm9
	vcmpnlesd	xmm0, xmm1, qword ptr [rax]
	vcmpnlesd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpnlesd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpnlesd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpnlesd	xmm9, xmm7, qword ptr [rax]
	vcmpordps	xmm2, xmm1, xmm0
	vcmpordps	xmm2, xmm8, xmm1
	vcmpordps	xmm2, xmm8, xmm1
	vcmpordps	xmm8, xmm2, xmm1
	vcmpordps	xmm13, xmm14, xmm15
	vcmpordps	xmm11, xmm10, xmm9
	vcmpordps	xmm0, xmm1, xmmword ptr [rax]
	vcmpordps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpordps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpordps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpordps	xmm9, xmm7, xmmword ptr [rax]
	vcmpordpd	xmm2, xmm1, xmm0
	vcmpordpd	xmm2, xmm8, xmm1
	vcmpordpd	xmm2, xmm8, xmm1
	vcmpordpd	xmm8, xmm2, xmm1
	vcmpordpd	xmm13, xmm14, xmm15
	vcmpordpd	xmm11, xmm10, xmm9
	vcmpordpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpordpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpordpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpordpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpordpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpordss	xmm2, xmm1, xmm0
	vcmpordss	xmm2, xmm1, xmm8
	vcmpordss	xmm2, xmm8, xmm1
	vcmpordss	xmm8, xmm2, xmm1
	vcmpordss	xmm13, xmm14, xmm15
	vcmpordss	xmm11, xmm10, xmm9
	vcmpordss	xmm0, xmm1, dword ptr [rax]
	vcmpordss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpordss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpordss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpordss	xmm9, xmm7, dword ptr [rax]
	vcmpordsd	xmm2, xmm1, xmm0
	vcmpordsd	xmm2, xmm1, xmm8
	vcmpordsd	xmm2, xmm8, xmm1
	vcmpordsd	xmm8, xmm2, xmm1
	vcmpordsd	xmm13, xmm14, xmm15
	vcmpordsd	xmm11, xmm10, xmm9
	vcmpordsd	xmm0, xmm1, qword ptr [rax]
	vcmpordsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpordsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpordsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpordsd	xmm9, xmm7, qword ptr [rax]
	vcmpeq_uqps	xmm2, xmm1, xmm0
	vcmpeq_uqps	xmm2, xmm8, xmm1
	vcmpeq_uqps	xmm2, xmm8, xmm1
	vcmpeq_uqps	xmm8, xmm2, xmm1
	vcmpeq_uqps	xmm13, xmm14, xmm15
	vcmpeq_uqps	xmm11, xmm10, xmm9
	vcmpeq_uqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpeq_uqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpeq_uqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpeq_uqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpeq_uqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpeq_uqpd	xmm2, xmm1, xmm0
	vcmpeq_uqpd	xmm2, xmm8, xmm1
	vcmpeq_uqpd	xmm2, xmm8, xmm1
	vcmpeq_uqpd	xmm8, xmm2, xmm1
	vcmpeq_uqpd	xmm13, xmm14, xmm15
	vcmpeq_uqpd	xmm11, xmm10, xmm9
	vcmpeq_uqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpeq_uqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpeq_uqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpeq_uqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpeq_uqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpeq_uqss	xmm2, xmm1, xmm0
	vcmpeq_uqss	xmm2, xmm1, xmm8
	vcmpeq_uqss	xmm2, xmm8, xmm1
	vcmpeq_uqss	xmm8, xmm2, xmm1
	vcmpeq_uqss	xmm13, xmm14, xmm15
	vcmpeq_uqss	xmm11, xmm10, xmm9
	vcmpeq_uqss	xmm0, xmm1, dword ptr [rax]
	vcmpeq_uqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpeq_uqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpeq_uqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpeq_uqss	xmm9, xmm7, dword ptr [rax]
	vcmpeq_uqsd	xmm2, xmm1, xmm0
	vcmpeq_uqsd	xmm2, xmm1, xmm8
	vcmpeq_uqsd	xmm2, xmm8, xmm1
	vcmpeq_uqsd	xmm8, xmm2, xmm1
	vcmpeq_uqsd	xmm13, xmm14, xmm15
	vcmpeq_uqsd	xmm11, xmm10, xmm9
	vcmpeq_uqsd	xmm0, xmm1, qword ptr [rax]
	vcmpeq_uqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpeq_uqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpeq_uqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpeq_uqsd	xmm9, xmm7, qword ptr [rax]
	vcmpngeps	xmm2, xmm1, xmm0
	vcmpngeps	xmm2, xmm1, xmm8
	vcmpngeps	xmm2, xmm8, xmm1
	vcmpngeps	xmm8, xmm2, xmm1
	vcmpngeps	xmm13, xmm14, xmm15
	vcmpngeps	xmm11, xmm10, xmm9
	vcmpngeps	xmm0, xmm1, xmmword ptr [rax]
	vcmpngeps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpngeps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpngeps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpngeps	xmm9, xmm7, xmmword ptr [rax]
	vcmpngepd	xmm2, xmm1, xmm0
	vcmpngepd	xmm2, xmm1, xmm8
	vcmpngepd	xmm2, xmm8, xmm1
	vcmpngepd	xmm8, xmm2, xmm1
	vcmpngepd	xmm13, xmm14, xmm15
	vcmpngepd	xmm11, xmm10, xmm9
	vcmpngepd	xmm0, xmm1, xmmword ptr [rax]
	vcmpngepd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpngepd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpngepd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpngepd	xmm9, xmm7, xmmword ptr [rax]
	vcmpngess	xmm2, xmm1, xmm0
	vcmpngess	xmm2, xmm1, xmm8
	vcmpngess	xmm2, xmm8, xmm1
	vcmpngess	xmm8, xmm2, xmm1
	vcmpngess	xmm13, xmm14, xmm15
	vcmpngess	xmm11, xmm10, xmm9
	vcmpngess	xmm0, xmm1, dword ptr [rax]
	vcmpngess	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpngess	xmm8, xmm1, dword ptr [rip + foo]
	vcmpngess	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpngess	xmm9, xmm7, dword ptr [rax]
	vcmpngesd	xmm2, xmm1, xmm0
	vcmpngesd	xmm2, xmm1, xmm8
	vcmpngesd	xmm2, xmm8, xmm1
	vcmpngesd	xmm8, xmm2, xmm1
	vcmpngesd	xmm13, xmm14, xmm15
	vcmpngesd	xmm11, xmm10, xmm9
	vcmpngesd	xmm0, xmm1, qword ptr [rax]
	vcmpngesd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpngesd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpngesd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpngesd	xmm9, xmm7, qword ptr [rax]
	vcmpngtps	xmm2, xmm1, xmm0
	vcmpngtps	xmm2, xmm1, xmm8
	vcmpngtps	xmm2, xmm8, xmm1
	vcmpngtps	xmm8, xmm2, xmm1
	vcmpngtps	xmm13, xmm14, xmm15
	vcmpngtps	xmm11, xmm10, xmm9
	vcmpngtps	xmm0, xmm1, xmmword ptr [rax]
	vcmpngtps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpngtps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpngtps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpngtps	xmm9, xmm7, xmmword ptr [rax]
	vcmpngtpd	xmm2, xmm1, xmm0
	vcmpngtpd	xmm2, xmm1, xmm8
	vcmpngtpd	xmm2, xmm8, xmm1
	vcmpngtpd	xmm8, xmm2, xmm1
	vcmpngtpd	xmm13, xmm14, xmm15
	vcmpngtpd	xmm11, xmm10, xmm9
	vcmpngtpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpngtpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpngtpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpngtpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpngtpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpngtss	xmm2, xmm1, xmm0
	vcmpngtss	xmm2, xmm1, xmm8
	vcmpngtss	xmm2, xmm8, xmm1
	vcmpngtss	xmm8, xmm2, xmm1
	vcmpngtss	xmm13, xmm14, xmm15
	vcmpngtss	xmm11, xmm10, xmm9
	vcmpngtss	xmm0, xmm1, dword ptr [rax]
	vcmpngtss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpngtss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpngtss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpngtss	xmm9, xmm7, dword ptr [rax]
	vcmpngtsd	xmm2, xmm1, xmm0
	vcmpngtsd	xmm2, xmm1, xmm8
	vcmpngtsd	xmm2, xmm8, xmm1
	vcmpngtsd	xmm8, xmm2, xmm1
	vcmpngtsd	xmm13, xmm14, xmm15
	vcmpngtsd	xmm11, xmm10, xmm9
	vcmpngtsd	xmm0, xmm1, qword ptr [rax]
	vcmpngtsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpngtsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpngtsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpngtsd	xmm9, xmm7, qword ptr [rax]
	vcmpfalseps	xmm2, xmm1, xmm0
	vcmpfalseps	xmm2, xmm8, xmm1
	vcmpfalseps	xmm2, xmm8, xmm1
	vcmpfalseps	xmm8, xmm2, xmm1
	vcmpfalseps	xmm13, xmm14, xmm15
	vcmpfalseps	xmm11, xmm10, xmm9
	vcmpfalseps	xmm0, xmm1, xmmword ptr [rax]
	vcmpfalseps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpfalseps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpfalseps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpfalseps	xmm9, xmm7, xmmword ptr [rax]
	vcmpfalsepd	xmm2, xmm1, xmm0
	vcmpfalsepd	xmm2, xmm8, xmm1
	vcmpfalsepd	xmm2, xmm8, xmm1
	vcmpfalsepd	xmm8, xmm2, xmm1
	vcmpfalsepd	xmm13, xmm14, xmm15
	vcmpfalsepd	xmm11, xmm10, xmm9
	vcmpfalsepd	xmm0, xmm1, xmmword ptr [rax]
	vcmpfalsepd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpfalsepd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpfalsepd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpfalsepd	xmm9, xmm7, xmmword ptr [rax]
	vcmpfalsess	xmm2, xmm1, xmm0
	vcmpfalsess	xmm2, xmm1, xmm8
	vcmpfalsess	xmm2, xmm8, xmm1
	vcmpfalsess	xmm8, xmm2, xmm1
	vcmpfalsess	xmm13, xmm14, xmm15
	vcmpfalsess	xmm11, xmm10, xmm9
	vcmpfalsess	xmm0, xmm1, dword ptr [rax]
	vcmpfalsess	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpfalsess	xmm8, xmm1, dword ptr [rip + foo]
	vcmpfalsess	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpfalsess	xmm9, xmm7, dword ptr [rax]
	vcmpfalsesd	xmm2, xmm1, xmm0
	vcmpfalsesd	xmm2, xmm1, xmm8
	vcmpfalsesd	xmm2, xmm8, xmm1
	vcmpfalsesd	xmm8, xmm2, xmm1
	vcmpfalsesd	xmm13, xmm14, xmm15
	vcmpfalsesd	xmm11, xmm10, xmm9
	vcmpfalsesd	xmm0, xmm1, qword ptr [rax]
	vcmpfalsesd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpfalsesd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpfalsesd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpfalsesd	xmm9, xmm7, qword ptr [rax]
	vcmpneq_oqps	xmm2, xmm1, xmm0
	vcmpneq_oqps	xmm2, xmm8, xmm1
	vcmpneq_oqps	xmm2, xmm8, xmm1
	vcmpneq_oqps	xmm8, xmm2, xmm1
	vcmpneq_oqps	xmm13, xmm14, xmm15
	vcmpneq_oqps	xmm11, xmm10, xmm9
	vcmpneq_oqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpneq_oqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpneq_oqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpneq_oqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpneq_oqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpneq_oqpd	xmm2, xmm1, xmm0
	vcmpneq_oqpd	xmm2, xmm8, xmm1
	vcmpneq_oqpd	xmm2, xmm8, xmm1
	vcmpneq_oqpd	xmm8, xmm2, xmm1
	vcmpneq_oqpd	xmm13, xmm14, xmm15
	vcmpneq_oqpd	xmm11, xmm10, xmm9
	vcmpneq_oqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpneq_oqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpneq_oqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpneq_oqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpneq_oqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpneq_oqss	xmm2, xmm1, xmm0
	vcmpneq_oqss	xmm2, xmm1, xmm8
	vcmpneq_oqss	xmm2, xmm8, xmm1
	vcmpneq_oqss	xmm8, xmm2, xmm1
	vcmpneq_oqss	xmm13, xmm14, xmm15
	vcmpneq_oqss	xmm11, xmm10, xmm9
	vcmpneq_oqss	xmm0, xmm1, dword ptr [rax]
	vcmpneq_oqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpneq_oqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpneq_oqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpneq_oqss	xmm9, xmm7, dword ptr [rax]
	vcmpneq_oqsd	xmm2, xmm1, xmm0
	vcmpneq_oqsd	xmm2, xmm1, xmm8
	vcmpneq_oqsd	xmm2, xmm8, xmm1
	vcmpneq_oqsd	xmm8, xmm2, xmm1
	vcmpneq_oqsd	xmm13, xmm14, xmm15
	vcmpneq_oqsd	xmm11, xmm10, xmm9
	vcmpneq_oqsd	xmm0, xmm1, qword ptr [rax]
	vcmpneq_oqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpneq_oqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpneq_oqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpneq_oqsd	xmm9, xmm7, qword ptr [rax]
	vcmpgeps	xmm2, xmm1, xmm0
	vcmpgeps	xmm2, xmm1, xmm8
	vcmpgeps	xmm2, xmm8, xmm1
	vcmpgeps	xmm8, xmm2, xmm1
	vcmpgeps	xmm13, xmm14, xmm15
	vcmpgeps	xmm11, xmm10, xmm9
	vcmpgeps	xmm0, xmm1, xmmword ptr [rax]
	vcmpgeps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpgeps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpgeps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpgeps	xmm9, xmm7, xmmword ptr [rax]
	vcmpgepd	xmm2, xmm1, xmm0
	vcmpgepd	xmm2, xmm1, xmm8
	vcmpgepd	xmm2, xmm8, xmm1
	vcmpgepd	xmm8, xmm2, xmm1
	vcmpgepd	xmm13, xmm14, xmm15
	vcmpgepd	xmm11, xmm10, xmm9
	vcmpgepd	xmm0, xmm1, xmmword ptr [rax]
	vcmpgepd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpgepd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpgepd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpgepd	xmm9, xmm7, xmmword ptr [rax]
	vcmpgess	xmm2, xmm1, xmm0
	vcmpgess	xmm2, xmm1, xmm8
	vcmpgess	xmm2, xmm8, xmm1
	vcmpgess	xmm8, xmm2, xmm1
	vcmpgess	xmm13, xmm14, xmm15
	vcmpgess	xmm11, xmm10, xmm9
	vcmpgess	xmm0, xmm1, dword ptr [rax]
	vcmpgess	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpgess	xmm8, xmm1, dword ptr [rip + foo]
	vcmpgess	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpgess	xmm9, xmm7, dword ptr [rax]
	vcmpgesd	xmm2, xmm1, xmm0
	vcmpgesd	xmm2, xmm1, xmm8
	vcmpgesd	xmm2, xmm8, xmm1
	vcmpgesd	xmm8, xmm2, xmm1
	vcmpgesd	xmm13, xmm14, xmm15
	vcmpgesd	xmm11, xmm10, xmm9
	vcmpgesd	xmm0, xmm1, qword ptr [rax]
	vcmpgesd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpgesd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpgesd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpgesd	xmm9, xmm7, qword ptr [rax]
	vcmpgtps	xmm2, xmm1, xmm0
	vcmpgtps	xmm2, xmm1, xmm8
	vcmpgtps	xmm2, xmm8, xmm1
	vcmpgtps	xmm8, xmm2, xmm1
	vcmpgtps	xmm13, xmm14, xmm15
	vcmpgtps	xmm11, xmm10, xmm9
	vcmpgtps	xmm0, xmm1, xmmword ptr [rax]
	vcmpgtps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpgtps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpgtps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpgtps	xmm9, xmm7, xmmword ptr [rax]
	vcmpgtpd	xmm2, xmm1, xmm0
	vcmpgtpd	xmm2, xmm1, xmm8
	vcmpgtpd	xmm2, xmm8, xmm1
	vcmpgtpd	xmm8, xmm2, xmm1
	vcmpgtpd	xmm13, xmm14, xmm15
	vcmpgtpd	xmm11, xmm10, xmm9
	vcmpgtpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpgtpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpgtpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpgtpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpgtpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpgtss	xmm2, xmm1, xmm0
	vcmpgtss	xmm2, xmm1, xmm8
	vcmpgtss	xmm2, xmm8, xmm1
	vcmpgtss	xmm8, xmm2, xmm1
	vcmpgtss	xmm13, xmm14, xmm15
	vcmpgtss	xmm11, xmm10, xmm9
	vcmpgtss	xmm0, xmm1, dword ptr [rax]
	vcmpgtss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpgtss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpgtss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpgtss	xmm9, xmm7, dword ptr [rax]
	vcmpgtsd	xmm2, xmm1, xmm0
	vcmpgtsd	xmm2, xmm1, xmm8
	vcmpgtsd	xmm2, xmm8, xmm1
	vcmpgtsd	xmm8, xmm2, xmm1
	vcmpgtsd	xmm13, xmm14, xmm15
	vcmpgtsd	xmm11, xmm10, xmm9
	vcmpgtsd	xmm0, xmm1, qword ptr [rax]
	vcmpgtsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpgtsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpgtsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpgtsd	xmm9, xmm7, qword ptr [rax]
	vcmptrueps	xmm2, xmm1, xmm0
	vcmptrueps	xmm2, xmm8, xmm1
	vcmptrueps	xmm2, xmm8, xmm1
	vcmptrueps	xmm8, xmm2, xmm1
	vcmptrueps	xmm13, xmm14, xmm15
	vcmptrueps	xmm11, xmm10, xmm9
	vcmptrueps	xmm0, xmm1, xmmword ptr [rax]
	vcmptrueps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmptrueps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmptrueps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmptrueps	xmm9, xmm7, xmmword ptr [rax]
	vcmptruepd	xmm2, xmm1, xmm0
	vcmptruepd	xmm2, xmm8, xmm1
	vcmptruepd	xmm2, xmm8, xmm1
	vcmptruepd	xmm8, xmm2, xmm1
	vcmptruepd	xmm13, xmm14, xmm15
	vcmptruepd	xmm11, xmm10, xmm9
	vcmptruepd	xmm0, xmm1, xmmword ptr [rax]
	vcmptruepd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmptruepd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmptruepd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmptruepd	xmm9, xmm7, xmmword ptr [rax]
	vcmptruess	xmm2, xmm1, xmm0
	vcmptruess	xmm2, xmm1, xmm8
	vcmptruess	xmm2, xmm8, xmm1
	vcmptruess	xmm8, xmm2, xmm1
	vcmptruess	xmm13, xmm14, xmm15
	vcmptruess	xmm11, xmm10, xmm9
	vcmptruess	xmm0, xmm1, dword ptr [rax]
	vcmptruess	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmptruess	xmm8, xmm1, dword ptr [rip + foo]
	vcmptruess	xmm15, xmm15, dword ptr [r13 + 64]
	vcmptruess	xmm9, xmm7, dword ptr [rax]
	vcmptruesd	xmm2, xmm1, xmm0
	vcmptruesd	xmm2, xmm1, xmm8
	vcmptruesd	xmm2, xmm8, xmm1
	vcmptruesd	xmm8, xmm2, xmm1
	vcmptruesd	xmm13, xmm14, xmm15
	vcmptruesd	xmm11, xmm10, xmm9
	vcmptruesd	xmm0, xmm1, qword ptr [rax]
	vcmptruesd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmptruesd	xmm8, xmm1, qword ptr [rip + foo]
	vcmptruesd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmptruesd	xmm9, xmm7, qword ptr [rax]
	vcmpeq_osps	xmm2, xmm1, xmm0
	vcmpeq_osps	xmm2, xmm8, xmm1
	vcmpeq_osps	xmm2, xmm8, xmm1
	vcmpeq_osps	xmm8, xmm2, xmm1
	vcmpeq_osps	xmm13, xmm14, xmm15
	vcmpeq_osps	xmm11, xmm10, xmm9
	vcmpeq_osps	xmm0, xmm1, xmmword ptr [rax]
	vcmpeq_osps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpeq_osps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpeq_osps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpeq_osps	xmm9, xmm7, xmmword ptr [rax]
	vcmpeq_ospd	xmm2, xmm1, xmm0
	vcmpeq_ospd	xmm2, xmm8, xmm1
	vcmpeq_ospd	xmm2, xmm8, xmm1
	vcmpeq_ospd	xmm8, xmm2, xmm1
	vcmpeq_ospd	xmm13, xmm14, xmm15
	vcmpeq_ospd	xmm11, xmm10, xmm9
	vcmpeq_ospd	xmm0, xmm1, xmmword ptr [rax]
	vcmpeq_ospd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpeq_ospd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpeq_ospd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpeq_ospd	xmm9, xmm7, xmmword ptr [rax]
	vcmpeq_osss	xmm2, xmm1, xmm0
	vcmpeq_osss	xmm2, xmm1, xmm8
	vcmpeq_osss	xmm2, xmm8, xmm1
	vcmpeq_osss	xmm8, xmm2, xmm1
	vcmpeq_osss	xmm13, xmm14, xmm15
	vcmpeq_osss	xmm11, xmm10, xmm9
	vcmpeq_osss	xmm0, xmm1, dword ptr [rax]
	vcmpeq_osss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpeq_osss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpeq_osss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpeq_osss	xmm9, xmm7, dword ptr [rax]
	vcmpeq_ossd	xmm2, xmm1, xmm0
	vcmpeq_ossd	xmm2, xmm1, xmm8
	vcmpeq_ossd	xmm2, xmm8, xmm1
	vcmpeq_ossd	xmm8, xmm2, xmm1
	vcmpeq_ossd	xmm13, xmm14, xmm15
	vcmpeq_ossd	xmm11, xmm10, xmm9
	vcmpeq_ossd	xmm0, xmm1, qword ptr [rax]
	vcmpeq_ossd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpeq_ossd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpeq_ossd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpeq_ossd	xmm9, xmm7, qword ptr [rax]
	vcmplt_oqps	xmm2, xmm1, xmm0
	vcmplt_oqps	xmm2, xmm1, xmm8
	vcmplt_oqps	xmm2, xmm8, xmm1
	vcmplt_oqps	xmm8, xmm2, xmm1
	vcmplt_oqps	xmm13, xmm14, xmm15
	vcmplt_oqps	xmm11, xmm10, xmm9
	vcmplt_oqps	xmm0, xmm1, xmmword ptr [rax]
	vcmplt_oqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmplt_oqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmplt_oqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmplt_oqps	xmm9, xmm7, xmmword ptr [rax]
	vcmplt_oqpd	xmm2, xmm1, xmm0
	vcmplt_oqpd	xmm2, xmm1, xmm8
	vcmplt_oqpd	xmm2, xmm8, xmm1
	vcmplt_oqpd	xmm8, xmm2, xmm1
	vcmplt_oqpd	xmm13, xmm14, xmm15
	vcmplt_oqpd	xmm11, xmm10, xmm9
	vcmplt_oqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmplt_oqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmplt_oqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmplt_oqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmplt_oqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmplt_oqss	xmm2, xmm1, xmm0
	vcmplt_oqss	xmm2, xmm1, xmm8
	vcmplt_oqss	xmm2, xmm8, xmm1
	vcmplt_oqss	xmm8, xmm2, xmm1
	vcmplt_oqss	xmm13, xmm14, xmm15
	vcmplt_oqss	xmm11, xmm10, xmm9
	vcmplt_oqss	xmm0, xmm1, dword ptr [rax]
	vcmplt_oqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmplt_oqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmplt_oqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmplt_oqss	xmm9, xmm7, dword ptr [rax]
	vcmplt_oqsd	xmm2, xmm1, xmm0
	vcmplt_oqsd	xmm2, xmm1, xmm8
	vcmplt_oqsd	xmm2, xmm8, xmm1
	vcmplt_oqsd	xmm8, xmm2, xmm1
	vcmplt_oqsd	xmm13, xmm14, xmm15
	vcmplt_oqsd	xmm11, xmm10, xmm9
	vcmplt_oqsd	xmm0, xmm1, qword ptr [rax]
	vcmplt_oqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmplt_oqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmplt_oqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmplt_oqsd	xmm9, xmm7, qword ptr [rax]
	vcmple_oqps	xmm2, xmm1, xmm0
	vcmple_oqps	xmm2, xmm1, xmm8
	vcmple_oqps	xmm2, xmm8, xmm1
	vcmple_oqps	xmm8, xmm2, xmm1
	vcmple_oqps	xmm13, xmm14, xmm15
	vcmple_oqps	xmm11, xmm10, xmm9
	vcmple_oqps	xmm0, xmm1, xmmword ptr [rax]
	vcmple_oqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmple_oqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmple_oqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmple_oqps	xmm9, xmm7, xmmword ptr [rax]
	vcmple_oqpd	xmm2, xmm1, xmm0
	vcmple_oqpd	xmm2, xmm1, xmm8
	vcmple_oqpd	xmm2, xmm8, xmm1
	vcmple_oqpd	xmm8, xmm2, xmm1
	vcmple_oqpd	xmm13, xmm14, xmm15
	vcmple_oqpd	xmm11, xmm10, xmm9
	vcmple_oqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmple_oqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmple_oqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmple_oqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmple_oqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmple_oqss	xmm2, xmm1, xmm0
	vcmple_oqss	xmm2, xmm1, xmm8
	vcmple_oqss	xmm2, xmm8, xmm1
	vcmple_oqss	xmm8, xmm2, xmm1
	vcmple_oqss	xmm13, xmm14, xmm15
	vcmple_oqss	xmm11, xmm10, xmm9
	vcmple_oqss	xmm0, xmm1, dword ptr [rax]
	vcmple_oqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmple_oqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmple_oqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmple_oqss	xmm9, xmm7, dword ptr [rax]
	vcmple_oqsd	xmm2, xmm1, xmm0
	vcmple_oqsd	xmm2, xmm1, xmm8
	vcmple_oqsd	xmm2, xmm8, xmm1
	vcmple_oqsd	xmm8, xmm2, xmm1
	vcmple_oqsd	xmm13, xmm14, xmm15
	vcmple_oqsd	xmm11, xmm10, xmm9
	vcmple_oqsd	xmm0, xmm1, qword ptr [rax]
	vcmple_oqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmple_oqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmple_oqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmple_oqsd	xmm9, xmm7, qword ptr [rax]
	vcmpunord_sps	xmm2, xmm1, xmm0
	vcmpunord_sps	xmm2, xmm8, xmm1
	vcmpunord_sps	xmm2, xmm8, xmm1
	vcmpunord_sps	xmm8, xmm2, xmm1
	vcmpunord_sps	xmm13, xmm14, xmm15
	vcmpunord_sps	xmm11, xmm10, xmm9
	vcmpunord_sps	xmm0, xmm1, xmmword ptr [rax]
	vcmpunord_sps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpunord_sps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpunord_sps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpunord_sps	xmm9, xmm7, xmmword ptr [rax]
	vcmpunord_spd	xmm2, xmm1, xmm0
	vcmpunord_spd	xmm2, xmm8, xmm1
	vcmpunord_spd	xmm2, xmm8, xmm1
	vcmpunord_spd	xmm8, xmm2, xmm1
	vcmpunord_spd	xmm13, xmm14, xmm15
	vcmpunord_spd	xmm11, xmm10, xmm9
	vcmpunord_spd	xmm0, xmm1, xmmword ptr [rax]
	vcmpunord_spd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpunord_spd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpunord_spd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpunord_spd	xmm9, xmm7, xmmword ptr [rax]
	vcmpunord_sss	xmm2, xmm1, xmm0
	vcmpunord_sss	xmm2, xmm1, xmm8
	vcmpunord_sss	xmm2, xmm8, xmm1
	vcmpunord_sss	xmm8, xmm2, xmm1
	vcmpunord_sss	xmm13, xmm14, xmm15
	vcmpunord_sss	xmm11, xmm10, xmm9
	vcmpunord_sss	xmm0, xmm1, dword ptr [rax]
	vcmpunord_sss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpunord_sss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpunord_sss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpunord_sss	xmm9, xmm7, dword ptr [rax]
	vcmpunord_ssd	xmm2, xmm1, xmm0
	vcmpunord_ssd	xmm2, xmm1, xmm8
	vcmpunord_ssd	xmm2, xmm8, xmm1
	vcmpunord_ssd	xmm8, xmm2, xmm1
	vcmpunord_ssd	xmm13, xmm14, xmm15
	vcmpunord_ssd	xmm11, xmm10, xmm9
	vcmpunord_ssd	xmm0, xmm1, qword ptr [rax]
	vcmpunord_ssd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpunord_ssd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpunord_ssd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpunord_ssd	xmm9, xmm7, qword ptr [rax]
	vcmpneq_usps	xmm2, xmm1, xmm0
	vcmpneq_usps	xmm2, xmm8, xmm1
	vcmpneq_usps	xmm2, xmm8, xmm1
	vcmpneq_usps	xmm8, xmm2, xmm1
	vcmpneq_usps	xmm13, xmm14, xmm15
	vcmpneq_usps	xmm11, xmm10, xmm9
	vcmpneq_usps	xmm0, xmm1, xmmword ptr [rax]
	vcmpneq_usps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpneq_usps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpneq_usps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpneq_usps	xmm9, xmm7, xmmword ptr [rax]
	vcmpneq_uspd	xmm2, xmm1, xmm0
	vcmpneq_uspd	xmm2, xmm8, xmm1
	vcmpneq_uspd	xmm2, xmm8, xmm1
	vcmpneq_uspd	xmm8, xmm2, xmm1
	vcmpneq_uspd	xmm13, xmm14, xmm15
	vcmpneq_uspd	xmm11, xmm10, xmm9
	vcmpneq_uspd	xmm0, xmm1, xmmword ptr [rax]
	vcmpneq_uspd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpneq_uspd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpneq_uspd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpneq_uspd	xmm9, xmm7, xmmword ptr [rax]
	vcmpneq_usss	xmm2, xmm1, xmm0
	vcmpneq_usss	xmm2, xmm1, xmm8
	vcmpneq_usss	xmm2, xmm8, xmm1
	vcmpneq_usss	xmm8, xmm2, xmm1
	vcmpneq_usss	xmm13, xmm14, xmm15
	vcmpneq_usss	xmm11, xmm10, xmm9
	vcmpneq_usss	xmm0, xmm1, dword ptr [rax]
	vcmpneq_usss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpneq_usss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpneq_usss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpneq_usss	xmm9, xmm7, dword ptr [rax]
	vcmpneq_ussd	xmm2, xmm1, xmm0
	vcmpneq_ussd	xmm2, xmm1, xmm8
	vcmpneq_ussd	xmm2, xmm8, xmm1
	vcmpneq_ussd	xmm8, xmm2, xmm1
	vcmpneq_ussd	xmm13, xmm14, xmm15
	vcmpneq_ussd	xmm11, xmm10, xmm9
	vcmpneq_ussd	xmm0, xmm1, qword ptr [rax]
	vcmpneq_ussd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpneq_ussd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpneq_ussd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpneq_ussd	xmm9, xmm7, qword ptr [rax]
	vcmpnlt_uqps	xmm2, xmm1, xmm0
	vcmpnlt_uqps	xmm2, xmm1, xmm8
	vcmpnlt_uqps	xmm2, xmm8, xmm1
	vcmpnlt_uqps	xmm8, xmm2, xmm1
	vcmpnlt_uqps	xmm13, xmm14, xmm15
	vcmpnlt_uqps	xmm11, xmm10, xmm9
	vcmpnlt_uqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpnlt_uqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnlt_uqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnlt_uqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnlt_uqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpnlt_uqpd	xmm2, xmm1, xmm0
	vcmpnlt_uqpd	xmm2, xmm1, xmm8
	vcmpnlt_uqpd	xmm2, xmm8, xmm1
	vcmpnlt_uqpd	xmm8, xmm2, xmm1
	vcmpnlt_uqpd	xmm13, xmm14, xmm15
	vcmpnlt_uqpd	xmm11, xmm10, xmm9
	vcmpnlt_uqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpnlt_uqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnlt_uqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnlt_uqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnlt_uqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpnlt_uqss	xmm2, xmm1, xmm0
	vcmpnlt_uqss	xmm2, xmm1, xmm8
	vcmpnlt_uqss	xmm2, xmm8, xmm1
	vcmpnlt_uqss	xmm8, xmm2, xmm1
	vcmpnlt_uqss	xmm13, xmm14, xmm15
	vcmpnlt_uqss	xmm11, xmm10, xmm9
	vcmpnlt_uqss	xmm0, xmm1, dword ptr [rax]
	vcmpnlt_uqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpnlt_uqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpnlt_uqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpnlt_uqss	xmm9, xmm7, dword ptr [rax]
	vcmpnlt_uqsd	xmm2, xmm1, xmm0
	vcmpnlt_uqsd	xmm2, xmm1, xmm8
	vcmpnlt_uqsd	xmm2, xmm8, xmm1
	vcmpnlt_uqsd	xmm8, xmm2, xmm1
	vcmpnlt_uqsd	xmm13, xmm14, xmm15
	vcmpnlt_uqsd	xmm11, xmm10, xmm9
	vcmpnlt_uqsd	xmm0, xmm1, qword ptr [rax]
	vcmpnlt_uqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpnlt_uqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpnlt_uqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpnlt_uqsd	xmm9, xmm7, qword ptr [rax]
	vcmpnle_uqps	xmm2, xmm1, xmm0
	vcmpnle_uqps	xmm2, xmm1, xmm8
	vcmpnle_uqps	xmm2, xmm8, xmm1
	vcmpnle_uqps	xmm8, xmm2, xmm1
	vcmpnle_uqps	xmm13, xmm14, xmm15
	vcmpnle_uqps	xmm11, xmm10, xmm9
	vcmpnle_uqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpnle_uqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnle_uqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnle_uqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnle_uqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpnle_uqpd	xmm2, xmm1, xmm0
	vcmpnle_uqpd	xmm2, xmm1, xmm8
	vcmpnle_uqpd	xmm2, xmm8, xmm1
	vcmpnle_uqpd	xmm8, xmm2, xmm1
	vcmpnle_uqpd	xmm13, xmm14, xmm15
	vcmpnle_uqpd	xmm11, xmm10, xmm9
	vcmpnle_uqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpnle_uqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnle_uqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnle_uqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnle_uqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpnle_uqss	xmm2, xmm1, xmm0
	vcmpnle_uqss	xmm2, xmm1, xmm8
	vcmpnle_uqss	xmm2, xmm8, xmm1
	vcmpnle_uqss	xmm8, xmm2, xmm1
	vcmpnle_uqss	xmm13, xmm14, xmm15
	vcmpnle_uqss	xmm11, xmm10, xmm9
	vcmpnle_uqss	xmm0, xmm1, dword ptr [rax]
	vcmpnle_uqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpnle_uqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpnle_uqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpnle_uqss	xmm9, xmm7, dword ptr [rax]
	vcmpnle_uqsd	xmm2, xmm1, xmm0
	vcmpnle_uqsd	xmm2, xmm1, xmm8
	vcmpnle_uqsd	xmm2, xmm8, xmm1
	vcmpnle_uqsd	xmm8, xmm2, xmm1
	vcmpnle_uqsd	xmm13, xmm14, xmm15
	vcmpnle_uqsd	xmm11, xmm10, xmm9
	vcmpnle_uqsd	xmm0, xmm1, qword ptr [rax]
	vcmpnle_uqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpnle_uqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpnle_uqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpnle_uqsd	xmm9, xmm7, qword ptr [rax]
	vcmpord_sps	xmm2, xmm1, xmm0
	vcmpord_sps	xmm2, xmm8, xmm1
	vcmpord_sps	xmm2, xmm8, xmm1
	vcmpord_sps	xmm8, xmm2, xmm1
	vcmpord_sps	xmm13, xmm14, xmm15
	vcmpord_sps	xmm11, xmm10, xmm9
	vcmpord_sps	xmm0, xmm1, xmmword ptr [rax]
	vcmpord_sps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpord_sps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpord_sps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpord_sps	xmm9, xmm7, xmmword ptr [rax]
	vcmpord_spd	xmm2, xmm1, xmm0
	vcmpord_spd	xmm2, xmm8, xmm1
	vcmpord_spd	xmm2, xmm8, xmm1
	vcmpord_spd	xmm8, xmm2, xmm1
	vcmpord_spd	xmm13, xmm14, xmm15
	vcmpord_spd	xmm11, xmm10, xmm9
	vcmpord_spd	xmm0, xmm1, xmmword ptr [rax]
	vcmpord_spd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpord_spd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpord_spd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpord_spd	xmm9, xmm7, xmmword ptr [rax]
	vcmpord_sss	xmm2, xmm1, xmm0
	vcmpord_sss	xmm2, xmm1, xmm8
	vcmpord_sss	xmm2, xmm8, xmm1
	vcmpord_sss	xmm8, xmm2, xmm1
	vcmpord_sss	xmm13, xmm14, xmm15
	vcmpord_sss	xmm11, xmm10, xmm9
	vcmpord_sss	xmm0, xmm1, dword ptr [rax]
	vcmpord_sss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpord_sss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpord_sss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpord_sss	xmm9, xmm7, dword ptr [rax]
	vcmpord_ssd	xmm2, xmm1, xmm0
	vcmpord_ssd	xmm2, xmm1, xmm8
	vcmpord_ssd	xmm2, xmm8, xmm1
	vcmpord_ssd	xmm8, xmm2, xmm1
	vcmpord_ssd	xmm13, xmm14, xmm15
	vcmpord_ssd	xmm11, xmm10, xmm9
	vcmpord_ssd	xmm0, xmm1, qword ptr [rax]
	vcmpord_ssd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpord_ssd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpord_ssd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpord_ssd	xmm9, xmm7, qword ptr [rax]
	vcmpeq_usps	xmm2, xmm1, xmm0
	vcmpeq_usps	xmm2, xmm8, xmm1
	vcmpeq_usps	xmm2, xmm8, xmm1
	vcmpeq_usps	xmm8, xmm2, xmm1
	vcmpeq_usps	xmm13, xmm14, xmm15
	vcmpeq_usps	xmm11, xmm10, xmm9
	vcmpeq_usps	xmm0, xmm1, xmmword ptr [rax]
	vcmpeq_usps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpeq_usps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpeq_usps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpeq_usps	xmm9, xmm7, xmmword ptr [rax]
	vcmpeq_uspd	xmm2, xmm1, xmm0
	vcmpeq_uspd	xmm2, xmm8, xmm1
	vcmpeq_uspd	xmm2, xmm8, xmm1
	vcmpeq_uspd	xmm8, xmm2, xmm1
	vcmpeq_uspd	xmm13, xmm14, xmm15
	vcmpeq_uspd	xmm11, xmm10, xmm9
	vcmpeq_uspd	xmm0, xmm1, xmmword ptr [rax]
	vcmpeq_uspd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpeq_uspd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpeq_uspd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpeq_uspd	xmm9, xmm7, xmmword ptr [rax]
	vcmpeq_usss	xmm2, xmm1, xmm0
	vcmpeq_usss	xmm2, xmm1, xmm8
	vcmpeq_usss	xmm2, xmm8, xmm1
	vcmpeq_usss	xmm8, xmm2, xmm1
	vcmpeq_usss	xmm13, xmm14, xmm15
	vcmpeq_usss	xmm11, xmm10, xmm9
	vcmpeq_usss	xmm0, xmm1, dword ptr [rax]
	vcmpeq_usss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpeq_usss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpeq_usss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpeq_usss	xmm9, xmm7, dword ptr [rax]
	vcmpeq_ussd	xmm2, xmm1, xmm0
	vcmpeq_ussd	xmm2, xmm1, xmm8
	vcmpeq_ussd	xmm2, xmm8, xmm1
	vcmpeq_ussd	xmm8, xmm2, xmm1
	vcmpeq_ussd	xmm13, xmm14, xmm15
	vcmpeq_ussd	xmm11, xmm10, xmm9
	vcmpeq_ussd	xmm0, xmm1, qword ptr [rax]
	vcmpeq_ussd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpeq_ussd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpeq_ussd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpeq_ussd	xmm9, xmm7, qword ptr [rax]
	vcmpnge_uqps	xmm2, xmm1, xmm0
	vcmpnge_uqps	xmm2, xmm1, xmm8
	vcmpnge_uqps	xmm2, xmm8, xmm1
	vcmpnge_uqps	xmm8, xmm2, xmm1
	vcmpnge_uqps	xmm13, xmm14, xmm15
	vcmpnge_uqps	xmm11, xmm10, xmm9
	vcmpnge_uqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpnge_uqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnge_uqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnge_uqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnge_uqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpnge_uqpd	xmm2, xmm1, xmm0
	vcmpnge_uqpd	xmm2, xmm1, xmm8
	vcmpnge_uqpd	xmm2, xmm8, xmm1
	vcmpnge_uqpd	xmm8, xmm2, xmm1
	vcmpnge_uqpd	xmm13, xmm14, xmm15
	vcmpnge_uqpd	xmm11, xmm10, xmm9
	vcmpnge_uqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpnge_uqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpnge_uqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpnge_uqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpnge_uqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpnge_uqss	xmm2, xmm1, xmm0
	vcmpnge_uqss	xmm2, xmm1, xmm8
	vcmpnge_uqss	xmm2, xmm8, xmm1
	vcmpnge_uqss	xmm8, xmm2, xmm1
	vcmpnge_uqss	xmm13, xmm14, xmm15
	vcmpnge_uqss	xmm11, xmm10, xmm9
	vcmpnge_uqss	xmm0, xmm1, dword ptr [rax]
	vcmpnge_uqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpnge_uqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpnge_uqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpnge_uqss	xmm9, xmm7, dword ptr [rax]
	vcmpnge_uqsd	xmm2, xmm1, xmm0
	vcmpnge_uqsd	xmm2, xmm1, xmm8
	vcmpnge_uqsd	xmm2, xmm8, xmm1
	vcmpnge_uqsd	xmm8, xmm2, xmm1
	vcmpnge_uqsd	xmm13, xmm14, xmm15
	vcmpnge_uqsd	xmm11, xmm10, xmm9
	vcmpnge_uqsd	xmm0, xmm1, qword ptr [rax]
	vcmpnge_uqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpnge_uqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpnge_uqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpnge_uqsd	xmm9, xmm7, qword ptr [rax]
	vcmpngt_uqps	xmm2, xmm1, xmm0
	vcmpngt_uqps	xmm2, xmm1, xmm8
	vcmpngt_uqps	xmm2, xmm8, xmm1
	vcmpngt_uqps	xmm8, xmm2, xmm1
	vcmpngt_uqps	xmm13, xmm14, xmm15
	vcmpngt_uqps	xmm11, xmm10, xmm9
	vcmpngt_uqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpngt_uqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpngt_uqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpngt_uqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpngt_uqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpngt_uqpd	xmm2, xmm1, xmm0
	vcmpngt_uqpd	xmm2, xmm1, xmm8
	vcmpngt_uqpd	xmm2, xmm8, xmm1
	vcmpngt_uqpd	xmm8, xmm2, xmm1
	vcmpngt_uqpd	xmm13, xmm14, xmm15
	vcmpngt_uqpd	xmm11, xmm10, xmm9
	vcmpngt_uqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpngt_uqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpngt_uqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpngt_uqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpngt_uqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpngt_uqss	xmm2, xmm1, xmm0
	vcmpngt_uqss	xmm2, xmm1, xmm8
	vcmpngt_uqss	xmm2, xmm8, xmm1
	vcmpngt_uqss	xmm8, xmm2, xmm1
	vcmpngt_uqss	xmm13, xmm14, xmm15
	vcmpngt_uqss	xmm11, xmm10, xmm9
	vcmpngt_uqss	xmm0, xmm1, dword ptr [rax]
	vcmpngt_uqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpngt_uqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpngt_uqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpngt_uqss	xmm9, xmm7, dword ptr [rax]
	vcmpngt_uqsd	xmm2, xmm1, xmm0
	vcmpngt_uqsd	xmm2, xmm1, xmm8
	vcmpngt_uqsd	xmm2, xmm8, xmm1
	vcmpngt_uqsd	xmm8, xmm2, xmm1
	vcmpngt_uqsd	xmm13, xmm14, xmm15
	vcmpngt_uqsd	xmm11, xmm10, xmm9
	vcmpngt_uqsd	xmm0, xmm1, qword ptr [rax]
	vcmpngt_uqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpngt_uqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpngt_uqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpngt_uqsd	xmm9, xmm7, qword ptr [rax]
	vcmpfalse_osps	xmm2, xmm1, xmm0
	vcmpfalse_osps	xmm2, xmm8, xmm1
	vcmpfalse_osps	xmm2, xmm8, xmm1
	vcmpfalse_osps	xmm8, xmm2, xmm1
	vcmpfalse_osps	xmm13, xmm14, xmm15
	vcmpfalse_osps	xmm11, xmm10, xmm9
	vcmpfalse_osps	xmm0, xmm1, xmmword ptr [rax]
	vcmpfalse_osps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpfalse_osps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpfalse_osps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpfalse_osps	xmm9, xmm7, xmmword ptr [rax]
	vcmpfalse_ospd	xmm2, xmm1, xmm0
	vcmpfalse_ospd	xmm2, xmm8, xmm1
	vcmpfalse_ospd	xmm2, xmm8, xmm1
	vcmpfalse_ospd	xmm8, xmm2, xmm1
	vcmpfalse_ospd	xmm13, xmm14, xmm15
	vcmpfalse_ospd	xmm11, xmm10, xmm9
	vcmpfalse_ospd	xmm0, xmm1, xmmword ptr [rax]
	vcmpfalse_ospd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpfalse_ospd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpfalse_ospd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpfalse_ospd	xmm9, xmm7, xmmword ptr [rax]
	vcmpfalse_osss	xmm2, xmm1, xmm0
	vcmpfalse_osss	xmm2, xmm1, xmm8
	vcmpfalse_osss	xmm2, xmm8, xmm1
	vcmpfalse_osss	xmm8, xmm2, xmm1
	vcmpfalse_osss	xmm13, xmm14, xmm15
	vcmpfalse_osss	xmm11, xmm10, xmm9
	vcmpfalse_osss	xmm0, xmm1, dword ptr [rax]
	vcmpfalse_osss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpfalse_osss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpfalse_osss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpfalse_osss	xmm9, xmm7, dword ptr [rax]
	vcmpfalse_ossd	xmm2, xmm1, xmm0
	vcmpfalse_ossd	xmm2, xmm1, xmm8
	vcmpfalse_ossd	xmm2, xmm8, xmm1
	vcmpfalse_ossd	xmm8, xmm2, xmm1
	vcmpfalse_ossd	xmm13, xmm14, xmm15
	vcmpfalse_ossd	xmm11, xmm10, xmm9
	vcmpfalse_ossd	xmm0, xmm1, qword ptr [rax]
	vcmpfalse_ossd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpfalse_ossd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpfalse_ossd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpfalse_ossd	xmm9, xmm7, qword ptr [rax]
	vcmpneq_osps	xmm2, xmm1, xmm0
	vcmpneq_osps	xmm2, xmm8, xmm1
	vcmpneq_osps	xmm2, xmm8, xmm1
	vcmpneq_osps	xmm8, xmm2, xmm1
	vcmpneq_osps	xmm13, xmm14, xmm15
	vcmpneq_osps	xmm11, xmm10, xmm9
	vcmpneq_osps	xmm0, xmm1, xmmword ptr [rax]
	vcmpneq_osps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpneq_osps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpneq_osps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpneq_osps	xmm9, xmm7, xmmword ptr [rax]
	vcmpneq_ospd	xmm2, xmm1, xmm0
	vcmpneq_ospd	xmm2, xmm8, xmm1
	vcmpneq_ospd	xmm2, xmm8, xmm1
	vcmpneq_ospd	xmm8, xmm2, xmm1
	vcmpneq_ospd	xmm13, xmm14, xmm15
	vcmpneq_ospd	xmm11, xmm10, xmm9
	vcmpneq_ospd	xmm0, xmm1, xmmword ptr [rax]
	vcmpneq_ospd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpneq_ospd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpneq_ospd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpneq_ospd	xmm9, xmm7, xmmword ptr [rax]
	vcmpneq_osss	xmm2, xmm1, xmm0
	vcmpneq_osss	xmm2, xmm1, xmm8
	vcmpneq_osss	xmm2, xmm8, xmm1
	vcmpneq_osss	xmm8, xmm2, xmm1
	vcmpneq_osss	xmm13, xmm14, xmm15
	vcmpneq_osss	xmm11, xmm10, xmm9
	vcmpneq_osss	xmm0, xmm1, dword ptr [rax]
	vcmpneq_osss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpneq_osss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpneq_osss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpneq_osss	xmm9, xmm7, dword ptr [rax]
	vcmpneq_ossd	xmm2, xmm1, xmm0
	vcmpneq_ossd	xmm2, xmm1, xmm8
	vcmpneq_ossd	xmm2, xmm8, xmm1
	vcmpneq_ossd	xmm8, xmm2, xmm1
	vcmpneq_ossd	xmm13, xmm14, xmm15
	vcmpneq_ossd	xmm11, xmm10, xmm9
	vcmpneq_ossd	xmm0, xmm1, qword ptr [rax]
	vcmpneq_ossd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpneq_ossd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpneq_ossd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpneq_ossd	xmm9, xmm7, qword ptr [rax]
	vcmpge_oqps	xmm2, xmm1, xmm0
	vcmpge_oqps	xmm2, xmm1, xmm8
	vcmpge_oqps	xmm2, xmm8, xmm1
	vcmpge_oqps	xmm8, xmm2, xmm1
	vcmpge_oqps	xmm13, xmm14, xmm15
	vcmpge_oqps	xmm11, xmm10, xmm9
	vcmpge_oqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpge_oqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpge_oqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpge_oqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpge_oqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpge_oqpd	xmm2, xmm1, xmm0
	vcmpge_oqpd	xmm2, xmm1, xmm8
	vcmpge_oqpd	xmm2, xmm8, xmm1
	vcmpge_oqpd	xmm8, xmm2, xmm1
	vcmpge_oqpd	xmm13, xmm14, xmm15
	vcmpge_oqpd	xmm11, xmm10, xmm9
	vcmpge_oqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpge_oqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpge_oqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpge_oqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpge_oqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpge_oqss	xmm2, xmm1, xmm0
	vcmpge_oqss	xmm2, xmm1, xmm8
	vcmpge_oqss	xmm2, xmm8, xmm1
	vcmpge_oqss	xmm8, xmm2, xmm1
	vcmpge_oqss	xmm13, xmm14, xmm15
	vcmpge_oqss	xmm11, xmm10, xmm9
	vcmpge_oqss	xmm0, xmm1, dword ptr [rax]
	vcmpge_oqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpge_oqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpge_oqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpge_oqss	xmm9, xmm7, dword ptr [rax]
	vcmpge_oqsd	xmm2, xmm1, xmm0
	vcmpge_oqsd	xmm2, xmm1, xmm8
	vcmpge_oqsd	xmm2, xmm8, xmm1
	vcmpge_oqsd	xmm8, xmm2, xmm1
	vcmpge_oqsd	xmm13, xmm14, xmm15
	vcmpge_oqsd	xmm11, xmm10, xmm9
	vcmpge_oqsd	xmm0, xmm1, qword ptr [rax]
	vcmpge_oqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpge_oqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpge_oqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpge_oqsd	xmm9, xmm7, qword ptr [rax]
	vcmpgt_oqps	xmm2, xmm1, xmm0
	vcmpgt_oqps	xmm2, xmm1, xmm8
	vcmpgt_oqps	xmm2, xmm8, xmm1
	vcmpgt_oqps	xmm8, xmm2, xmm1
	vcmpgt_oqps	xmm13, xmm14, xmm15
	vcmpgt_oqps	xmm11, xmm10, xmm9
	vcmpgt_oqps	xmm0, xmm1, xmmword ptr [rax]
	vcmpgt_oqps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpgt_oqps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpgt_oqps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpgt_oqps	xmm9, xmm7, xmmword ptr [rax]
	vcmpgt_oqpd	xmm2, xmm1, xmm0
	vcmpgt_oqpd	xmm2, xmm1, xmm8
	vcmpgt_oqpd	xmm2, xmm8, xmm1
	vcmpgt_oqpd	xmm8, xmm2, xmm1
	vcmpgt_oqpd	xmm13, xmm14, xmm15
	vcmpgt_oqpd	xmm11, xmm10, xmm9
	vcmpgt_oqpd	xmm0, xmm1, xmmword ptr [rax]
	vcmpgt_oqpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmpgt_oqpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmpgt_oqpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmpgt_oqpd	xmm9, xmm7, xmmword ptr [rax]
	vcmpgt_oqss	xmm2, xmm1, xmm0
	vcmpgt_oqss	xmm2, xmm1, xmm8
	vcmpgt_oqss	xmm2, xmm8, xmm1
	vcmpgt_oqss	xmm8, xmm2, xmm1
	vcmpgt_oqss	xmm13, xmm14, xmm15
	vcmpgt_oqss	xmm11, xmm10, xmm9
	vcmpgt_oqss	xmm0, xmm1, dword ptr [rax]
	vcmpgt_oqss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmpgt_oqss	xmm8, xmm1, dword ptr [rip + foo]
	vcmpgt_oqss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmpgt_oqss	xmm9, xmm7, dword ptr [rax]
	vcmpgt_oqsd	xmm2, xmm1, xmm0
	vcmpgt_oqsd	xmm2, xmm1, xmm8
	vcmpgt_oqsd	xmm2, xmm8, xmm1
	vcmpgt_oqsd	xmm8, xmm2, xmm1
	vcmpgt_oqsd	xmm13, xmm14, xmm15
	vcmpgt_oqsd	xmm11, xmm10, xmm9
	vcmpgt_oqsd	xmm0, xmm1, qword ptr [rax]
	vcmpgt_oqsd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmpgt_oqsd	xmm8, xmm1, qword ptr [rip + foo]
	vcmpgt_oqsd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmpgt_oqsd	xmm9, xmm7, qword ptr [rax]
	vcmptrue_usps	xmm2, xmm1, xmm0
	vcmptrue_usps	xmm2, xmm8, xmm1
	vcmptrue_usps	xmm2, xmm8, xmm1
	vcmptrue_usps	xmm8, xmm2, xmm1
	vcmptrue_usps	xmm13, xmm14, xmm15
	vcmptrue_usps	xmm11, xmm10, xmm9
	vcmptrue_usps	xmm0, xmm1, xmmword ptr [rax]
	vcmptrue_usps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmptrue_usps	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmptrue_usps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmptrue_usps	xmm9, xmm7, xmmword ptr [rax]
	vcmptrue_uspd	xmm2, xmm1, xmm0
	vcmptrue_uspd	xmm2, xmm8, xmm1
	vcmptrue_uspd	xmm2, xmm8, xmm1
	vcmptrue_uspd	xmm8, xmm2, xmm1
	vcmptrue_uspd	xmm13, xmm14, xmm15
	vcmptrue_uspd	xmm11, xmm10, xmm9
	vcmptrue_uspd	xmm0, xmm1, xmmword ptr [rax]
	vcmptrue_uspd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vcmptrue_uspd	xmm8, xmm1, xmmword ptr [rip + foo]
	vcmptrue_uspd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vcmptrue_uspd	xmm9, xmm7, xmmword ptr [rax]
	vcmptrue_usss	xmm2, xmm1, xmm0
	vcmptrue_usss	xmm2, xmm1, xmm8
	vcmptrue_usss	xmm2, xmm8, xmm1
	vcmptrue_usss	xmm8, xmm2, xmm1
	vcmptrue_usss	xmm13, xmm14, xmm15
	vcmptrue_usss	xmm11, xmm10, xmm9
	vcmptrue_usss	xmm0, xmm1, dword ptr [rax]
	vcmptrue_usss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcmptrue_usss	xmm8, xmm1, dword ptr [rip + foo]
	vcmptrue_usss	xmm15, xmm15, dword ptr [r13 + 64]
	vcmptrue_usss	xmm9, xmm7, dword ptr [rax]
	vcmptrue_ussd	xmm2, xmm1, xmm0
	vcmptrue_ussd	xmm2, xmm1, xmm8
	vcmptrue_ussd	xmm2, xmm8, xmm1
	vcmptrue_ussd	xmm8, xmm2, xmm1
	vcmptrue_ussd	xmm13, xmm14, xmm15
	vcmptrue_ussd	xmm11, xmm10, xmm9
	vcmptrue_ussd	xmm0, xmm1, qword ptr [rax]
	vcmptrue_ussd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcmptrue_ussd	xmm8, xmm1, qword ptr [rip + foo]
	vcmptrue_ussd	xmm15, xmm15, qword ptr [r13 + 64]
	vcmptrue_ussd	xmm9, xmm7, qword ptr [rax]
	vcmpeqps	ymm2, ymm1, ymm0
	vcmpeqps	ymm2, ymm8, ymm1
	vcmpeqps	ymm2, ymm8, ymm1
	vcmpeqps	ymm8, ymm2, ymm1
	vcmpeqps	ymm13, ymm14, ymm15
	vcmpeqps	ymm11, ymm10, ymm9
	vcmpeqps	ymm0, ymm1, ymmword ptr [rax]
	vcmpeqps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vcmpeqps	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmpeqps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vcmpeqps	ymm9, ymm7, ymmword ptr [rax]
	vcmpeqpd	ymm2, ymm1, ymm0
	vcmpeqpd	ymm2, ymm8, ymm1
	vcmpeqpd	ymm2, ymm8, ymm1
	vcmpeqpd	ymm8, ymm2, ymm1
	vcmpeqpd	ymm13, ymm14, ymm15
	vcmpeqpd	ymm11, ymm10, ymm9
	vcmpeqpd	ymm0, ymm1, ymmword ptr [rax]
	vcmpeqpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vcmpeqpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmpeqpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vcmpeqpd	ymm9, ymm7, ymmword ptr [rax]
	vcmpltps	ymm2, ymm1, ymm0
	vcmpltps	ymm2, ymm1, ymm8
	vcmpltps	ymm2, ymm8, ymm1
	vcmpltps	ymm8, ymm2, ymm1
	vcmpltps	ymm13, ymm14, ymm15
	vcmpltps	ymm11, ymm10, ymm9
	vcmpltps	ymm0, ymm1, ymmword ptr [rax]
	vcmpltps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vcmpltps	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmpltps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vcmpltps	ymm9, ymm7, ymmword ptr [rax]
	vcmpltpd	ymm2, ymm1, ymm0
	vcmpltpd	ymm2, ymm1, ymm8
	vcmpltpd	ymm2, ymm8, ymm1
	vcmpltpd	ymm8, ymm2, ymm1
	vcmpltpd	ymm13, ymm14, ymm15
	vcmpltpd	ymm11, ymm10, ymm9
	vcmpltpd	ymm0, ymm1, ymmword ptr [rax]
	vcmpltpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vcmpltpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmpltpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vcmpltpd	ymm9, ymm7, ymmword ptr [rax]
	vcmpngtps	ymm2, ymm1, ymm0
	vcmpngtps	ymm2, ymm1, ymm8
	vcmpngtps	ymm2, ymm8, ymm1
	vcmpngtps	ymm8, ymm2, ymm1
	vcmpngtps	ymm13, ymm14, ymm15
	vcmpngtps	ymm11, ymm10, ymm9
	vcmpngtps	ymm0, ymm1, ymmword ptr [rax]
	vcmpngtps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vcmpngtps	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmpngtps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vcmpngtps	ymm9, ymm7, ymmword ptr [rax]
	vcmpngtpd	ymm2, ymm1, ymm0
	vcmpngtpd	ymm2, ymm1, ymm8
	vcmpngtpd	ymm2, ymm8, ymm1
	vcmpngtpd	ymm8, ymm2, ymm1
	vcmpngtpd	ymm13, ymm14, ymm15
	vcmpngtpd	ymm11, ymm10, ymm9
	vcmpngtpd	ymm0, ymm1, ymmword ptr [rax]
	vcmpngtpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vcmpngtpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmpngtpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vcmpngtpd	ymm9, ymm7, ymmword ptr [rax]
	vcmptrueps	ymm2, ymm1, ymm0
	vcmptrueps	ymm2, ymm8, ymm1
	vcmptrueps	ymm2, ymm8, ymm1
	vcmptrueps	ymm8, ymm2, ymm1
	vcmptrueps	ymm13, ymm14, ymm15
	vcmptrueps	ymm11, ymm10, ymm9
	vcmptrueps	ymm0, ymm1, ymmword ptr [rax]
	vcmptrueps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vcmptrueps	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmptrueps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vcmptrueps	ymm9, ymm7, ymmword ptr [rax]
	vcmptruepd	ymm2, ymm1, ymm0
	vcmptruepd	ymm2, ymm8, ymm1
	vcmptruepd	ymm2, ymm8, ymm1
	vcmptruepd	ymm8, ymm2, ymm1
	vcmptruepd	ymm13, ymm14, ymm15
	vcmptruepd	ymm11, ymm10, ymm9
	vcmptruepd	ymm0, ymm1, ymmword ptr [rax]
	vcmptruepd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vcmptruepd	ymm8, ymm1, ymmword ptr [rip + foo]
	vcmptruepd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vcmptruepd	ymm9, ymm7, ymmword ptr [rax]
	vcomiss	xmm0, xmm1
	vcomiss	xmm1, xmm8
	vcomiss	xmm8, xmm1
	vcomiss	xmm15, xmm15
	vcomiss	xmm9, xmm7
	vcomiss	xmm0, dword ptr [rax]
	vcomiss	xmm7, dword ptr [rsp + 4*r9 - 128]
	vcomiss	xmm8, dword ptr [rip + foo]
	vcomiss	xmm15, dword ptr [r13 + 64]
	vcomisd	xmm0, xmm1
	vcomisd	xmm1, xmm8
	vcomisd	xmm8, xmm1
	vcomisd	xmm15, xmm15
	vcomisd	xmm9, xmm7
	vcomisd	xmm0, qword ptr [rax]
	vcomisd	xmm7, qword ptr [rsp + 4*r9 - 128]
	vcomisd	xmm8, qword ptr [rip + foo]
	vcomisd	xmm15, qword ptr [r13 + 64]
	vucomiss	xmm0, xmm1
	vucomiss	xmm1, xmm8
	vucomiss	xmm8, xmm1
	vucomiss	xmm15, xmm15
	vucomiss	xmm9, xmm7
	vucomiss	xmm0, dword ptr [rax]
	vucomiss	xmm7, dword ptr [rsp + 4*r9 - 128]
	vucomiss	xmm8, dword ptr [rip + foo]
	vucomiss	xmm15, dword ptr [r13 + 64]
	vucomisd	xmm0, xmm1
	vucomisd	xmm1, xmm8
	vucomisd	xmm8, xmm1
	vucomisd	xmm15, xmm15
	vucomisd	xmm9, xmm7
	vucomisd	xmm0, qword ptr [rax]
	vucomisd	xmm7, qword ptr [rsp + 4*r9 - 128]
	vucomisd	xmm8, qword ptr [rip + foo]
	vucomisd	xmm15, qword ptr [r13 + 64]
	vmovaps	xmm0, xmm1
	vmovaps	xmm1, xmm8
	vmovaps	xmm8, xmm1
	vmovaps	xmm15, xmm15
	vmovaps	xmm9, xmm7
	vmovaps	xmm0, xmmword ptr [rax]
	vmovaps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovaps	xmm8, xmmword ptr [rip + foo]
	vmovaps	xmm15, xmmword ptr [r13 + 64]
	vmovaps	xmmword ptr [rax], xmm0
	vmovaps	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovaps	xmmword ptr [rip + foo], xmm8
	vmovaps	xmmword ptr [r13 + 64], xmm15
	vmovaps	ymm0, ymm1
	vmovaps	ymm1, ymm8
	vmovaps	ymm8, ymm1
	vmovaps	ymm15, ymm15
	vmovaps	ymm9, ymm7
	vmovaps	ymm0, ymmword ptr [rax]
	vmovaps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovaps	ymm8, ymmword ptr [rip + foo]
	vmovaps	ymm15, ymmword ptr [r13 + 64]
	vmovaps	ymmword ptr [rax], ymm0
	vmovaps	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovaps	ymmword ptr [rip + foo], ymm8
	vmovaps	ymmword ptr [r13 + 64], ymm15
	vmovapd	xmm0, xmm1
	vmovapd	xmm1, xmm8
	vmovapd	xmm8, xmm1
	vmovapd	xmm15, xmm15
	vmovapd	xmm9, xmm7
	vmovapd	xmm0, xmmword ptr [rax]
	vmovapd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovapd	xmm8, xmmword ptr [rip + foo]
	vmovapd	xmm15, xmmword ptr [r13 + 64]
	vmovapd	xmmword ptr [rax], xmm0
	vmovapd	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovapd	xmmword ptr [rip + foo], xmm8
	vmovapd	xmmword ptr [r13 + 64], xmm15
	vmovapd	ymm0, ymm1
	vmovapd	ymm1, ymm8
	vmovapd	ymm8, ymm1
	vmovapd	ymm15, ymm15
	vmovapd	ymm9, ymm7
	vmovapd	ymm0, ymmword ptr [rax]
	vmovapd	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovapd	ymm8, ymmword ptr [rip + foo]
	vmovapd	ymm15, ymmword ptr [r13 + 64]
	vmovapd	ymmword ptr [rax], ymm0
	vmovapd	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovapd	ymmword ptr [rip + foo], ymm8
	vmovapd	ymmword ptr [r13 + 64], ymm15
	vmovups	xmm0, xmm1
	vmovups	xmm1, xmm8
	vmovups	xmm8, xmm1
	vmovups	xmm15, xmm15
	vmovups	xmm9, xmm7
	vmovups	xmm0, xmmword ptr [rax]
	vmovups	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovups	xmm8, xmmword ptr [rip + foo]
	vmovups	xmm15, xmmword ptr [r13 + 64]
	vmovups	xmmword ptr [rax], xmm0
	vmovups	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovups	xmmword ptr [rip + foo], xmm8
	vmovups	xmmword ptr [r13 + 64], xmm15
	vmovups	ymm0, ymm1
	vmovups	ymm1, ymm8
	vmovups	ymm8, ymm1
	vmovups	ymm15, ymm15
	vmovups	ymm9, ymm7
	vmovups	ymm0, ymmword ptr [rax]
	vmovups	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovups	ymm8, ymmword ptr [rip + foo]
	vmovups	ymm15, ymmword ptr [r13 + 64]
	vmovups	ymmword ptr [rax], ymm0
	vmovups	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovups	ymmword ptr [rip + foo], ymm8
	vmovups	ymmword ptr [r13 + 64], ymm15
	vmovupd	xmm0, xmm1
	vmovupd	xmm1, xmm8
	vmovupd	xmm8, xmm1
	vmovupd	xmm15, xmm15
	vmovupd	xmm9, xmm7
	vmovupd	xmm0, xmmword ptr [rax]
	vmovupd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovupd	xmm8, xmmword ptr [rip + foo]
	vmovupd	xmm15, xmmword ptr [r13 + 64]
	vmovupd	xmmword ptr [rax], xmm0
	vmovupd	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovupd	xmmword ptr [rip + foo], xmm8
	vmovupd	xmmword ptr [r13 + 64], xmm15
	vmovupd	ymm0, ymm1
	vmovupd	ymm1, ymm8
	vmovupd	ymm8, ymm1
	vmovupd	ymm15, ymm15
	vmovupd	ymm9, ymm7
	vmovupd	ymm0, ymmword ptr [rax]
	vmovupd	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovupd	ymm8, ymmword ptr [rip + foo]
	vmovupd	ymm15, ymmword ptr [r13 + 64]
	vmovupd	ymmword ptr [rax], ymm0
	vmovupd	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovupd	ymmword ptr [rip + foo], ymm8
	vmovupd	ymmword ptr [r13 + 64], ymm15
	vmovdqa	xmm0, xmm1
	vmovdqa	xmm1, xmm8
	vmovdqa	xmm8, xmm1
	vmovdqa	xmm15, xmm15
	vmovdqa	xmm9, xmm7
	vmovdqa	xmm0, xmmword ptr [rax]
	vmovdqa	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovdqa	xmm8, xmmword ptr [rip + foo]
	vmovdqa	xmm15, xmmword ptr [r13 + 64]
	vmovdqa	xmmword ptr [rax], xmm0
	vmovdqa	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovdqa	xmmword ptr [rip + foo], xmm8
	vmovdqa	xmmword ptr [r13 + 64], xmm15
	vmovdqa	ymm0, ymm1
	vmovdqa	ymm1, ymm8
	vmovdqa	ymm8, ymm1
	vmovdqa	ymm15, ymm15
	vmovdqa	ymm9, ymm7
	vmovdqa	ymm0, ymmword ptr [rax]
	vmovdqa	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovdqa	ymm8, ymmword ptr [rip + foo]
	vmovdqa	ymm15, ymmword ptr [r13 + 64]
	vmovdqa	ymmword ptr [rax], ymm0
	vmovdqa	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovdqa	ymmword ptr [rip + foo], ymm8
	vmovdqa	ymmword ptr [r13 + 64], ymm15
	vmovdqu	xmm0, xmm1
	vmovdqu	xmm1, xmm8
	vmovdqu	xmm8, xmm1
	vmovdqu	xmm15, xmm15
	vmovdqu	xmm9, xmm7
	vmovdqu	xmm0, xmmword ptr [rax]
	vmovdqu	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovdqu	xmm8, xmmword ptr [rip + foo]
	vmovdqu	xmm15, xmmword ptr [r13 + 64]
	vmovdqu	xmmword ptr [rax], xmm0
	vmovdqu	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovdqu	xmmword ptr [rip + foo], xmm8
	vmovdqu	xmmword ptr [r13 + 64], xmm15
	vmovdqu	ymm0, ymm1
	vmovdqu	ymm1, ymm8
	vmovdqu	ymm8, ymm1
	vmovdqu	ymm15, ymm15
	vmovdqu	ymm9, ymm7
	vmovdqu	ymm0, ymmword ptr [rax]
	vmovdqu	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovdqu	ymm8, ymmword ptr [rip + foo]
	vmovdqu	ymm15, ymmword ptr [r13 + 64]
	vmovdqu	ymmword ptr [rax], ymm0
	vmovdqu	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovdqu	ymmword ptr [rip + foo], ymm8
	vmovdqu	ymmword ptr [r13 + 64], ymm15
	vmovaps	xmm0, xmm1
	vmovaps	xmm1, xmm8
	vmovaps	xmm8, xmm1
	vmovaps	xmm15, xmm15
	vmovaps	xmm9, xmm7
	vmovaps	ymm0, ymm1
	vmovaps	ymm1, ymm8
	vmovaps	ymm8, ymm1
	vmovaps	ymm15, ymm15
	vmovaps	ymm9, ymm7
	vmovapd	xmm0, xmm1
	vmovapd	xmm1, xmm8
	vmovapd	xmm8, xmm1
	vmovapd	xmm15, xmm15
	vmovapd	xmm9, xmm7
	vmovapd	ymm0, ymm1
	vmovapd	ymm1, ymm8
	vmovapd	ymm8, ymm1
	vmovapd	ymm15, ymm15
	vmovapd	ymm9, ymm7
	vmovups	xmm0, xmm1
	vmovups	xmm1, xmm8
	vmovups	xmm8, xmm1
	vmovups	xmm15, xmm15
	vmovups	xmm9, xmm7
	vmovups	ymm0, ymm1
	vmovups	ymm1, ymm8
	vmovups	ymm8, ymm1
	vmovups	ymm15, ymm15
	vmovups	ymm9, ymm7
	vmovupd	xmm0, xmm1
	vmovupd	xmm1, xmm8
	vmovupd	xmm8, xmm1
	vmovupd	xmm15, xmm15
	vmovupd	xmm9, xmm7
	vmovupd	ymm0, ymm1
	vmovupd	ymm1, ymm8
	vmovupd	ymm8, ymm1
	vmovupd	ymm15, ymm15
	vmovupd	ymm9, ymm7
	vmovdqa	xmm0, xmm1
	vmovdqa	xmm1, xmm8
	vmovdqa	xmm8, xmm1
	vmovdqa	xmm15, xmm15
	vmovdqa	xmm9, xmm7
	vmovdqa	ymm0, ymm1
	vmovdqa	ymm1, ymm8
	vmovdqa	ymm8, ymm1
	vmovdqa	ymm15, ymm15
	vmovdqa	ymm9, ymm7
	vmovdqu	xmm0, xmm1
	vmovdqu	xmm1, xmm8
	vmovdqu	xmm8, xmm1
	vmovdqu	xmm15, xmm15
	vmovdqu	xmm9, xmm7
	vmovdqu	ymm0, ymm1
	vmovdqu	ymm1, ymm8
	vmovdqu	ymm8, ymm1
	vmovdqu	ymm15, ymm15
	vmovdqu	ymm9, ymm7
	vmovss	xmm2, xmm1, xmm0
	vmovss	xmm2, xmm1, xmm8
	vmovss	xmm2, xmm8, xmm1
	vmovss	xmm8, xmm2, xmm1
	vmovss	xmm13, xmm14, xmm15
	vmovss	xmm11, xmm10, xmm9
	vmovss	xmm0, dword ptr [rax]
	vmovss	xmm7, dword ptr [rsp + 4*r9 - 128]
	vmovss	xmm8, dword ptr [rip + foo]
	vmovss	xmm15, dword ptr [r13 + 64]
	vmovss	dword ptr [rax], xmm0
	vmovss	dword ptr [rsp + 4*r9 - 128], xmm7
	vmovss	dword ptr [rip + foo], xmm8
	vmovss	dword ptr [r13 + 64], xmm15
	vmovsd	xmm2, xmm1, xmm0
	vmovsd	xmm2, xmm1, xmm8
	vmovsd	xmm2, xmm8, xmm1
	vmovsd	xmm8, xmm2, xmm1
	vmovsd	xmm13, xmm14, xmm15
	vmovsd	xmm11, xmm10, xmm9
	vmovsd	xmm0, qword ptr [rax]
	vmovsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	vmovsd	xmm8, qword ptr [rip + foo]
	vmovsd	xmm15, qword ptr [r13 + 64]
	vmovsd	qword ptr [rax], xmm0
	vmovsd	qword ptr [rsp + 4*r9 - 128], xmm7
	vmovsd	qword ptr [rip + foo], xmm8
	vmovsd	qword ptr [r13 + 64], xmm15
	vmovss	xmm2, xmm1, xmm0
	vmovss	xmm2, xmm1, xmm8
	vmovss	xmm2, xmm8, xmm1
	vmovss	xmm8, xmm2, xmm1
	vmovss	xmm13, xmm14, xmm15
	vmovss	xmm11, xmm10, xmm9
	vmovsd	xmm2, xmm1, xmm0
	vmovsd	xmm2, xmm1, xmm8
	vmovsd	xmm2, xmm8, xmm1
	vmovsd	xmm8, xmm2, xmm1
	vmovsd	xmm13, xmm14, xmm15
	vmovsd	xmm11, xmm10, xmm9
	vmovlps	xmm0, xmm1, qword ptr [rax]
	vmovlps	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vmovlps	xmm8, xmm1, qword ptr [rip + foo]
	vmovlps	xmm15, xmm15, qword ptr [r13 + 64]
	vmovlps	xmm9, xmm7, qword ptr [rax]
	vmovlps	qword ptr [rax], xmm0
	vmovlps	qword ptr [rsp + 4*r9 - 128], xmm7
	vmovlps	qword ptr [rip + foo], xmm8
	vmovlps	qword ptr [r13 + 64], xmm15
	vmovhps	xmm0, xmm1, qword ptr [rax]
	vmovhps	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vmovhps	xmm8, xmm1, qword ptr [rip + foo]
	vmovhps	xmm15, xmm15, qword ptr [r13 + 64]
	vmovhps	xmm9, xmm7, qword ptr [rax]
	vmovhps	qword ptr [rax], xmm0
	vmovhps	qword ptr [rsp + 4*r9 - 128], xmm7
	vmovhps	qword ptr [rip + foo], xmm8
	vmovhps	qword ptr [r13 + 64], xmm15
	vmovlpd	xmm0, xmm1, qword ptr [rax]
	vmovlpd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vmovlpd	xmm8, xmm1, qword ptr [rip + foo]
	vmovlpd	xmm15, xmm15, qword ptr [r13 + 64]
	vmovlpd	xmm9, xmm7, qword ptr [rax]
	vmovlpd	qword ptr [rax], xmm0
	vmovlpd	qword ptr [rsp + 4*r9 - 128], xmm7
	vmovlpd	qword ptr [rip + foo], xmm8
	vmovlpd	qword ptr [r13 + 64], xmm15
	vmovhpd	xmm0, xmm1, qword ptr [rax]
	vmovhpd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vmovhpd	xmm8, xmm1, qword ptr [rip + foo]
	vmovhpd	xmm15, xmm15, qword ptr [r13 + 64]
	vmovhpd	xmm9, xmm7, qword ptr [rax]
	vmovhpd	qword ptr [rax], xmm0
	vmovhpd	qword ptr [rsp + 4*r9 - 128], xmm7
	vmovhpd	qword ptr [rip + foo], xmm8
	vmovhpd	qword ptr [r13 + 64], xmm15
	vmovhlps	xmm2, xmm1, xmm0
	vmovhlps	xmm2, xmm1, xmm8
	vmovhlps	xmm2, xmm8, xmm1
	vmovhlps	xmm8, xmm2, xmm1
	vmovhlps	xmm13, xmm14, xmm15
	vmovhlps	xmm11, xmm10, xmm9
	vmovlhps	xmm2, xmm1, xmm0
	vmovlhps	xmm2, xmm1, xmm8
	vmovlhps	xmm2, xmm8, xmm1
	vmovlhps	xmm8, xmm2, xmm1
	vmovlhps	xmm13, xmm14, xmm15
	vmovlhps	xmm11, xmm10, xmm9
	vmovmskps	eax, xmm1
	vmovmskps	ecx, xmm8
	vmovmskps	r8d, xmm1
	vmovmskps	r15d, xmm15
	vmovmskps	r9d, xmm7
	vmovmskps	eax, ymm1
	vmovmskps	ecx, ymm8
	vmovmskps	r8d, ymm1
	vmovmskps	r15d, ymm15
	vmovmskps	r9d, ymm7
	vmovmskps	eax, xmm1
	vmovmskps	ecx, xmm8
	vmovmskps	r8d, xmm1
	vmovmskps	r15d, xmm15
	vmovmskps	r9d, xmm7
	vmovmskps	eax, ymm1
	vmovmskps	ecx, ymm8
	vmovmskps	r8d, ymm1
	vmovmskps	r15d, ymm15
	vmovmskps	r9d, ymm7
	vmovmskpd	eax, xmm1
	vmovmskpd	ecx, xmm8
	vmovmskpd	r8d, xmm1
	vmovmskpd	r15d, xmm15
	vmovmskpd	r9d, xmm7
	vmovmskpd	eax, ymm1
	vmovmskpd	ecx, ymm8
	vmovmskpd	r8d, ymm1
	vmovmskpd	r15d, ymm15
	vmovmskpd	r9d, ymm7
	vmovmskpd	eax, xmm1
	vmovmskpd	ecx, xmm8
	vmovmskpd	r8d, xmm1
	vmovmskpd	r15d, xmm15
	vmovmskpd	r9d, xmm7
	vmovmskpd	eax, ymm1
	vmovmskpd	ecx, ymm8
	vmovmskpd	r8d, ymm1
	vmovmskpd	r15d, ymm15
	vmovmskpd	r9d, ymm7
	vpmovmskb	eax, xmm1
	vpmovmskb	ecx, xmm8
	vpmovmskb	r8d, xmm1
	vpmovmskb	r15d, xmm15
	vpmovmskb	r9d, xmm7
	vpmovmskb	eax, ymm1
	vpmovmskb	ecx, ymm8
	vpmovmskb	r8d, ymm1
	vpmovmskb	r15d, ymm15
	vpmovmskb	r9d, ymm7
	vpmovmskb	eax, xmm1
	vpmovmskb	ecx, xmm8
	vpmovmskb	r8d, xmm1
	vpmovmskb	r15d, xmm15
	vpmovmskb	r9d, xmm7
	vmovntps	xmmword ptr [rax], xmm0
	vmovntps	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovntps	xmmword ptr [rip + foo], xmm8
	vmovntps	xmmword ptr [r13 + 64], xmm15
	vmovntps	ymmword ptr [rax], ymm0
	vmovntps	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovntps	ymmword ptr [rip + foo], ymm8
	vmovntps	ymmword ptr [r13 + 64], ymm15
	vmovntpd	xmmword ptr [rax], xmm0
	vmovntpd	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovntpd	xmmword ptr [rip + foo], xmm8
	vmovntpd	xmmword ptr [r13 + 64], xmm15
	vmovntpd	ymmword ptr [rax], ymm0
	vmovntpd	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovntpd	ymmword ptr [rip + foo], ymm8
	vmovntpd	ymmword ptr [r13 + 64], ymm15
	vmovntdq	xmmword ptr [rax], xmm0
	vmovntdq	xmmword ptr [rsp + 4*r9 - 128], xmm7
	vmovntdq	xmmword ptr [rip + foo], xmm8
	vmovntdq	xmmword ptr [r13 + 64], xmm15
	vmovntdq	ymmword ptr [rax], ymm0
	vmovntdq	ymmword ptr [rsp + 4*r9 - 128], ymm7
	vmovntdq	ymmword ptr [rip + foo], ymm8
	vmovntdq	ymmword ptr [r13 + 64], ymm15
	vlddqu	xmm0, xmmword ptr [rax]
	vlddqu	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vlddqu	xmm8, xmmword ptr [rip + foo]
	vlddqu	xmm15, xmmword ptr [r13 + 64]
	vlddqu	ymm0, ymmword ptr [rax]
	vlddqu	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vlddqu	ymm8, ymmword ptr [rip + foo]
	vlddqu	ymm15, ymmword ptr [r13 + 64]
	vmovntdqa	xmm0, xmmword ptr [rax]
	vmovntdqa	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovntdqa	xmm8, xmmword ptr [rip + foo]
	vmovntdqa	xmm15, xmmword ptr [r13 + 64]
	vmovntdqa	ymm0, ymmword ptr [rax]
	vmovntdqa	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovntdqa	ymm8, ymmword ptr [rip + foo]
	vmovntdqa	ymm15, ymmword ptr [r13 + 64]
	vmovsldup	xmm0, xmm1
	vmovsldup	xmm1, xmm8
	vmovsldup	xmm8, xmm1
	vmovsldup	xmm15, xmm15
	vmovsldup	xmm9, xmm7
	vmovsldup	xmm0, xmmword ptr [rax]
	vmovsldup	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovsldup	xmm8, xmmword ptr [rip + foo]
	vmovsldup	xmm15, xmmword ptr [r13 + 64]
	vmovsldup	ymm0, ymm1
	vmovsldup	ymm1, ymm8
	vmovsldup	ymm8, ymm1
	vmovsldup	ymm15, ymm15
	vmovsldup	ymm9, ymm7
	vmovsldup	ymm0, ymmword ptr [rax]
	vmovsldup	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovsldup	ymm8, ymmword ptr [rip + foo]
	vmovsldup	ymm15, ymmword ptr [r13 + 64]
	vmovshdup	xmm0, xmm1
	vmovshdup	xmm1, xmm8
	vmovshdup	xmm8, xmm1
	vmovshdup	xmm15, xmm15
	vmovshdup	xmm9, xmm7
	vmovshdup	xmm0, xmmword ptr [rax]
	vmovshdup	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vmovshdup	xmm8, xmmword ptr [rip + foo]
	vmovshdup	xmm15, xmmword ptr [r13 + 64]
	vmovshdup	ymm0, ymm1
	vmovshdup	ymm1, ymm8
	vmovshdup	ymm8, ymm1
	vmovshdup	ymm15, ymm15
	vmovshdup	ymm9, ymm7
	vmovshdup	ymm0, ymmword ptr [rax]
	vmovshdup	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovshdup	ymm8, ymmword ptr [rip + foo]
	vmovshdup	ymm15, ymmword ptr [r13 + 64]
	vmovddup	xmm0, xmm1
	vmovddup	xmm1, xmm8
	vmovddup	xmm8, xmm1
	vmovddup	xmm15, xmm15
	vmovddup	xmm9, xmm7
	vmovddup	xmm0, qword ptr [rax]
	vmovddup	xmm7, qword ptr [rsp + 4*r9 - 128]
	vmovddup	xmm8, qword ptr [rip + foo]
	vmovddup	xmm15, qword ptr [r13 + 64]
	vmovddup	ymm0, ymm1
	vmovddup	ymm1, ymm8
	vmovddup	ymm8, ymm1
	vmovddup	ymm15, ymm15
	vmovddup	ymm9, ymm7
	vmovddup	ymm0, ymmword ptr [rax]
	vmovddup	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vmovddup	ymm8, ymmword ptr [rip + foo]
	vmovddup	ymm15, ymmword ptr [r13 + 64]
	vshufps	xmm2, xmm1, xmm0, 0
	vshufps	xmm2, xmm1, xmm8, 255
	vshufps	xmm2, xmm8, xmm1, 27
	vshufps	xmm8, xmm2, xmm1, 128
	vshufps	xmm13, xmm14, xmm15, 0
	vshufps	xmm11, xmm10, xmm9, 255
	vshufps	xmm0, xmm1, xmmword ptr [rax], 0
	vshufps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vshufps	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vshufps	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vshufps	xmm9, xmm7, xmmword ptr [rax], 0
	vshufps	ymm2, ymm1, ymm0, 0
	vshufps	ymm2, ymm1, ymm8, 255
	vshufps	ymm2, ymm8, ymm1, 27
	vshufps	ymm8, ymm2, ymm1, 128
	vshufps	ymm13, ymm14, ymm15, 0
	vshufps	ymm11, ymm10, ymm9, 255
	vshufps	ymm0, ymm1, ymmword ptr [rax], 0
	vshufps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vshufps	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vshufps	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vshufps	ymm9, ymm7, ymmword ptr [rax], 0
	vshufpd	xmm2, xmm1, xmm0, 0
	vshufpd	xmm2, xmm1, xmm8, 255
	vshufpd	xmm2, xmm8, xmm1, 27
	vshufpd	xmm8, xmm2, xmm1, 128
	vshufpd	xmm13, xmm14, xmm15, 0
	vshufpd	xmm11, xmm10, xmm9, 255
	vshufpd	xmm0, xmm1, xmmword ptr [rax], 0
	vshufpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vshufpd	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vshufpd	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vshufpd	xmm9, xmm7, xmmword ptr [rax], 0
	vshufpd	ymm2, ymm1, ymm0, 0
	vshufpd	ymm2, ymm1, ymm8, 255
	vshufpd	ymm2, ymm8, ymm1, 27
	vshufpd	ymm8, ymm2, ymm1, 128
	vshufpd	ymm13, ymm14, ymm15, 0
	vshufpd	ymm11, ymm10, ymm9, 255
	vshufpd	ymm0, ymm1, ymmword ptr [rax], 0
	vshufpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vshufpd	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vshufpd	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vshufpd	ymm9, ymm7, ymmword ptr [rax], 0
	vunpcklps	xmm2, xmm1, xmm0
	vunpcklps	xmm2, xmm1, xmm8
	vunpcklps	xmm2, xmm8, xmm1
	vunpcklps	xmm8, xmm2, xmm1
	vunpcklps	xmm13, xmm14, xmm15
	vunpcklps	xmm11, xmm10, xmm9
	vunpcklps	xmm0, xmm1, xmmword ptr [rax]
	vunpcklps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vunpcklps	xmm8, xmm1, xmmword ptr [rip + foo]
	vunpcklps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vunpcklps	xmm9, xmm7, xmmword ptr [rax]
	vunpcklps	ymm2, ymm1, ymm0
	vunpcklps	ymm2, ymm1, ymm8
	vunpcklps	ymm2, ymm8, ymm1
	vunpcklps	ymm8, ymm2, ymm1
	vunpcklps	ymm13, ymm14, ymm15
	vunpcklps	ymm11, ymm10, ymm9
	vunpcklps	ymm0, ymm1, ymmword ptr [rax]
	vunpcklps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vunpcklps	ymm8, ymm1, ymmword ptr [rip + foo]
	vunpcklps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vunpcklps	ymm9, ymm7, ymmword ptr [rax]
	vunpckhps	xmm2, xmm1, xmm0
	vunpckhps	xmm2, xmm1, xmm8
	vunpckhps	xmm2, xmm8, xmm1
	vunpckhps	xmm8, xmm2, xmm1
	vunpckhps	xmm13, xmm14, xmm15
	vunpckhps	xmm11, xmm10, xmm9
	vunpckhps	xmm0, xmm1, xmmword ptr [rax]
	vunpckhps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vunpckhps	xmm8, xmm1, xmmword ptr [rip + foo]
	vunpckhps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vunpckhps	xmm9, xmm7, xmmword ptr [rax]
	vunpckhps	ymm2, ymm1, ymm0
	vunpckhps	ymm2, ymm1, ymm8
	vunpckhps	ymm2, ymm8, ymm1
	vunpckhps	ymm8, ymm2, ymm1
	vunpckhps	ymm13, ymm14, ymm15
	vunpckhps	ymm11, ymm10, ymm9
	vunpckhps	ymm0, ymm1, ymmword ptr [rax]
	vunpckhps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vunpckhps	ymm8, ymm1, ymmword ptr [rip + foo]
	vunpckhps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vunpckhps	ymm9, ymm7, ymmword ptr [rax]
	vunpcklpd	xmm2, xmm1, xmm0
	vunpcklpd	xmm2, xmm1, xmm8
	vunpcklpd	xmm2, xmm8, xmm1
	vunpcklpd	xmm8, xmm2, xmm1
	vunpcklpd	xmm13, xmm14, xmm15
	vunpcklpd	xmm11, xmm10, xmm9
	vunpcklpd	xmm0, xmm1, xmmword ptr [rax]
	vunpcklpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vunpcklpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vunpcklpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vunpcklpd	xmm9, xmm7, xmmword ptr [rax]
	vunpcklpd	ymm2, ymm1, ymm0
	vunpcklpd	ymm2, ymm1, ymm8
	vunpcklpd	ymm2, ymm8, ymm1
	vunpcklpd	ymm8, ymm2, ymm1
	vunpcklpd	ymm13, ymm14, ymm15
	vunpcklpd	ymm11, ymm10, ymm9
	vunpcklpd	ymm0, ymm1, ymmword ptr [rax]
	vunpcklpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vunpcklpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vunpcklpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vunpcklpd	ymm9, ymm7, ymmword ptr [rax]
	vunpckhpd	xmm2, xmm1, xmm0
	vunpckhpd	xmm2, xmm1, xmm8
	vunpckhpd	xmm2, xmm8, xmm1
	vunpckhpd	xmm8, xmm2, xmm1
	vunpckhpd	xmm13, xmm14, xmm15
	vunpckhpd	xmm11, xmm10, xmm9
	vunpckhpd	xmm0, xmm1, xmmword ptr [rax]
	vunpckhpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vunpckhpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vunpckhpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vunpckhpd	xmm9, xmm7, xmmword ptr [rax]
	vunpckhpd	ymm2, ymm1, ymm0
	vunpckhpd	ymm2, ymm1, ymm8
	vunpckhpd	ymm2, ymm8, ymm1
	vunpckhpd	ymm8, ymm2, ymm1
	vunpckhpd	ymm13, ymm14, ymm15
	vunpckhpd	ymm11, ymm10, ymm9
	vunpckhpd	ymm0, ymm1, ymmword ptr [rax]
	vunpckhpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vunpckhpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vunpckhpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vunpckhpd	ymm9, ymm7, ymmword ptr [rax]
	vcvtdq2ps	xmm0, xmm1
	vcvtdq2ps	xmm1, xmm8
	vcvtdq2ps	xmm8, xmm1
	vcvtdq2ps	xmm15, xmm15
	vcvtdq2ps	xmm9, xmm7
	vcvtdq2ps	xmm0, xmmword ptr [rax]
	vcvtdq2ps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtdq2ps	xmm8, xmmword ptr [rip + foo]
	vcvtdq2ps	xmm15, xmmword ptr [r13 + 64]
	vcvtdq2ps	ymm0, ymm1
	vcvtdq2ps	ymm1, ymm8
	vcvtdq2ps	ymm8, ymm1
	vcvtdq2ps	ymm15, ymm15
	vcvtdq2ps	ymm9, ymm7
	vcvtdq2ps	ymm0, ymmword ptr [rax]
	vcvtdq2ps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvtdq2ps	ymm8, ymmword ptr [rip + foo]
	vcvtdq2ps	ymm15, ymmword ptr [r13 + 64]
	vcvtps2dq	xmm0, xmm1
	vcvtps2dq	xmm1, xmm8
	vcvtps2dq	xmm8, xmm1
	vcvtps2dq	xmm15, xmm15
	vcvtps2dq	xmm9, xmm7
	vcvtps2dq	xmm0, xmmword ptr [rax]
	vcvtps2dq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtps2dq	xmm8, xmmword ptr [rip + foo]
	vcvtps2dq	xmm15, xmmword ptr [r13 + 64]
	vcvtps2dq	ymm0, ymm1
	vcvtps2dq	ymm1, ymm8
	vcvtps2dq	ymm8, ymm1
	vcvtps2dq	ymm15, ymm15
	vcvtps2dq	ymm9, ymm7
	vcvtps2dq	ymm0, ymmword ptr [rax]
	vcvtps2dq	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvtps2dq	ymm8, ymmword ptr [rip + foo]
	vcvtps2dq	ymm15, ymmword ptr [r13 + 64]
	vcvttps2dq	xmm0, xmm1
	vcvttps2dq	xmm1, xmm8
	vcvttps2dq	xmm8, xmm1
	vcvttps2dq	xmm15, xmm15
	vcvttps2dq	xmm9, xmm7
	vcvttps2dq	xmm0, xmmword ptr [rax]
	vcvttps2dq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvttps2dq	xmm8, xmmword ptr [rip + foo]
	vcvttps2dq	xmm15, xmmword ptr [r13 + 64]
	vcvttps2dq	ymm0, ymm1
	vcvttps2dq	ymm1, ymm8
	vcvttps2dq	ymm8, ymm1
	vcvttps2dq	ymm15, ymm15
	vcvttps2dq	ymm9, ymm7
	vcvttps2dq	ymm0, ymmword ptr [rax]
	vcvttps2dq	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvttps2dq	ymm8, ymmword ptr [rip + foo]
	vcvttps2dq	ymm15, ymmword ptr [r13 + 64]
	vcvtps2pd	xmm0, xmm1
	vcvtps2pd	xmm1, xmm8
	vcvtps2pd	xmm8, xmm1
	vcvtps2pd	xmm15, xmm15
	vcvtps2pd	xmm9, xmm7
	vcvtps2pd	xmm0, qword ptr [rax]
	vcvtps2pd	xmm7, qword ptr [rsp + 4*r9 - 128]
	vcvtps2pd	xmm8, qword ptr [rip + foo]
	vcvtps2pd	xmm15, qword ptr [r13 + 64]
	vcvtps2pd	ymm0, xmm1
	vcvtps2pd	ymm1, xmm8
	vcvtps2pd	ymm8, xmm1
	vcvtps2pd	ymm15, xmm15
	vcvtps2pd	ymm9, xmm7
	vcvtps2pd	ymm0, xmmword ptr [rax]
	vcvtps2pd	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtps2pd	ymm8, xmmword ptr [rip + foo]
	vcvtps2pd	ymm15, xmmword ptr [r13 + 64]
	vcvtdq2pd	xmm0, xmm1
	vcvtdq2pd	xmm1, xmm8
	vcvtdq2pd	xmm8, xmm1
	vcvtdq2pd	xmm15, xmm15
	vcvtdq2pd	xmm9, xmm7
	vcvtdq2pd	xmm0, qword ptr [rax]
	vcvtdq2pd	xmm7, qword ptr [rsp + 4*r9 - 128]
	vcvtdq2pd	xmm8, qword ptr [rip + foo]
	vcvtdq2pd	xmm15, qword ptr [r13 + 64]
	vcvtdq2pd	ymm0, xmm1
	vcvtdq2pd	ymm1, xmm8
	vcvtdq2pd	ymm8, xmm1
	vcvtdq2pd	ymm15, xmm15
	vcvtdq2pd	ymm9, xmm7
	vcvtdq2pd	ymm0, xmmword ptr [rax]
	vcvtdq2pd	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtdq2pd	ymm8, xmmword ptr [rip + foo]
	vcvtdq2pd	ymm15, xmmword ptr [r13 + 64]
	vcvtpd2ps	xmm0, xmm1
	vcvtpd2ps	xmm1, xmm8
	vcvtpd2ps	xmm8, xmm1
	vcvtpd2ps	xmm15, xmm15
	vcvtpd2ps	xmm9, xmm7
	vcvtpd2ps	xmm0, ymm1
	vcvtpd2ps	xmm1, ymm8
	vcvtpd2ps	xmm8, ymm1
	vcvtpd2ps	xmm15, ymm15
	vcvtpd2ps	xmm9, ymm7
	vcvtpd2dq	xmm0, xmm1
	vcvtpd2dq	xmm1, xmm8
	vcvtpd2dq	xmm8, xmm1
	vcvtpd2dq	xmm15, xmm15
	vcvtpd2dq	xmm9, xmm7
	vcvtpd2dq	xmm0, ymm1
	vcvtpd2dq	xmm1, ymm8
	vcvtpd2dq	xmm8, ymm1
	vcvtpd2dq	xmm15, ymm15
	vcvtpd2dq	xmm9, ymm7
	vcvttpd2dq	xmm0, xmm1
	vcvttpd2dq	xmm1, xmm8
	vcvttpd2dq	xmm8, xmm1
	vcvttpd2dq	xmm15, xmm15
	vcvttpd2dq	xmm9, xmm7
	vcvttpd2dq	xmm0, ymm1
	vcvttpd2dq	xmm1, ymm8
	vcvttpd2dq	xmm8, ymm1
	vcvttpd2dq	xmm15, ymm15
	vcvttpd2dq	xmm9, ymm7
	vcvtpd2ps	xmm0, xmm1
	vcvtpd2ps	xmm1, xmm8
	vcvtpd2ps	xmm8, xmm1
	vcvtpd2ps	xmm15, xmm15
	vcvtpd2ps	xmm9, xmm7
	vcvtpd2ps	xmm0, xmmword ptr [rax]
	vcvtpd2ps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtpd2ps	xmm8, xmmword ptr [rip + foo]
	vcvtpd2ps	xmm15, xmmword ptr [r13 + 64]
	vcvtpd2dq	xmm0, xmm1
	vcvtpd2dq	xmm1, xmm8
	vcvtpd2dq	xmm8, xmm1
	vcvtpd2dq	xmm15, xmm15
	vcvtpd2dq	xmm9, xmm7
	vcvtpd2dq	xmm0, xmmword ptr [rax]
	vcvtpd2dq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtpd2dq	xmm8, xmmword ptr [rip + foo]
	vcvtpd2dq	xmm15, xmmword ptr [r13 + 64]
	vcvttpd2dq	xmm0, xmm1
	vcvttpd2dq	xmm1, xmm8
	vcvttpd2dq	xmm8, xmm1
	vcvttpd2dq	xmm15, xmm15
	vcvttpd2dq	xmm9, xmm7
	vcvttpd2dq	xmm0, xmmword ptr [rax]
	vcvttpd2dq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvttpd2dq	xmm8, xmmword ptr [rip + foo]
	vcvttpd2dq	xmm15, xmmword ptr [r13 + 64]
	vcvtpd2ps	xmm0, ymm1
	vcvtpd2ps	xmm1, ymm8
	vcvtpd2ps	xmm8, ymm1
	vcvtpd2ps	xmm15, ymm15
	vcvtpd2ps	xmm9, ymm7
	vcvtpd2ps	xmm0, ymmword ptr [rax]
	vcvtpd2ps	xmm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvtpd2ps	xmm8, ymmword ptr [rip + foo]
	vcvtpd2ps	xmm15, ymmword ptr [r13 + 64]
	vcvtpd2dq	xmm0, ymm1
	vcvtpd2dq	xmm1, ymm8
	vcvtpd2dq	xmm8, ymm1
	vcvtpd2dq	xmm15, ymm15
	vcvtpd2dq	xmm9, ymm7
	vcvtpd2dq	xmm0, ymmword ptr [rax]
	vcvtpd2dq	xmm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvtpd2dq	xmm8, ymmword ptr [rip + foo]
	vcvtpd2dq	xmm15, ymmword ptr [r13 + 64]
	vcvttpd2dq	xmm0, ymm1
	vcvttpd2dq	xmm1, ymm8
	vcvttpd2dq	xmm8, ymm1
	vcvttpd2dq	xmm15, ymm15
	vcvttpd2dq	xmm9, ymm7
	vcvttpd2dq	xmm0, ymmword ptr [rax]
	vcvttpd2dq	xmm7, ymmword ptr [rsp + 4*r9 - 128]
	vcvttpd2dq	xmm8, ymmword ptr [rip + foo]
	vcvttpd2dq	xmm15, ymmword ptr [r13 + 64]
	vcvtss2sd	xmm2, xmm1, xmm0
	vcvtss2sd	xmm2, xmm1, xmm8
	vcvtss2sd	xmm2, xmm8, xmm1
	vcvtss2sd	xmm8, xmm2, xmm1
	vcvtss2sd	xmm13, xmm14, xmm15
	vcvtss2sd	xmm11, xmm10, xmm9
	vcvtss2sd	xmm0, xmm1, dword ptr [rax]
	vcvtss2sd	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcvtss2sd	xmm8, xmm1, dword ptr [rip + foo]
	vcvtss2sd	xmm15, xmm15, dword ptr [r13 + 64]
	vcvtss2sd	xmm9, xmm7, dword ptr [rax]
	vcvtsd2ss	xmm2, xmm1, xmm0
	vcvtsd2ss	xmm2, xmm1, xmm8
	vcvtsd2ss	xmm2, xmm8, xmm1
	vcvtsd2ss	xmm8, xmm2, xmm1
	vcvtsd2ss	xmm13, xmm14, xmm15
	vcvtsd2ss	xmm11, xmm10, xmm9
	vcvtsd2ss	xmm0, xmm1, qword ptr [rax]
	vcvtsd2ss	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcvtsd2ss	xmm8, xmm1, qword ptr [rip + foo]
	vcvtsd2ss	xmm15, xmm15, qword ptr [r13 + 64]
	vcvtsd2ss	xmm9, xmm7, qword ptr [rax]
	vcvtsi2ss	xmm2, xmm1, eax
	vcvtsi2ss	xmm2, xmm1, r8d
	vcvtsi2ss	xmm2, xmm8, ecx
	vcvtsi2ss	xmm8, xmm2, ecx
	vcvtsi2ss	xmm13, xmm14, r15d
	vcvtsi2ss	xmm11, xmm10, r9d
	vcvtsi2ss	xmm2, xmm1, rax
	vcvtsi2ss	xmm2, xmm1, r8
	vcvtsi2ss	xmm2, xmm8, rcx
	vcvtsi2ss	xmm8, xmm2, rcx
	vcvtsi2ss	xmm13, xmm14, r15
	vcvtsi2ss	xmm11, xmm10, r9
	vcvtsi2sd	xmm2, xmm1, eax
	vcvtsi2sd	xmm2, xmm1, r8d
	vcvtsi2sd	xmm2, xmm8, ecx
	vcvtsi2sd	xmm8, xmm2, ecx
	vcvtsi2sd	xmm13, xmm14, r15d
	vcvtsi2sd	xmm11, xmm10, r9d
	vcvtsi2sd	xmm2, xmm1, rax
	vcvtsi2sd	xmm2, xmm1, r8
	vcvtsi2sd	xmm2, xmm8, rcx
	vcvtsi2sd	xmm8, xmm2, rcx
	vcvtsi2sd	xmm13, xmm14, r15
	vcvtsi2sd	xmm11, xmm10, r9
	vcvtsi2ss	xmm2, xmm1, eax
	vcvtsi2ss	xmm2, xmm1, r8d
	vcvtsi2ss	xmm2, xmm8, ecx
	vcvtsi2ss	xmm8, xmm2, ecx
	vcvtsi2ss	xmm13, xmm14, r15d
	vcvtsi2ss	xmm11, xmm10, r9d
	vcvtsi2ss	xmm0, xmm1, dword ptr [rax]
	vcvtsi2ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcvtsi2ss	xmm8, xmm1, dword ptr [rip + foo]
	vcvtsi2ss	xmm15, xmm15, dword ptr [r13 + 64]
	vcvtsi2ss	xmm9, xmm7, dword ptr [rax]
	vcvtsi2sd	xmm2, xmm1, eax
	vcvtsi2sd	xmm2, xmm1, r8d
	vcvtsi2sd	xmm2, xmm8, ecx
	vcvtsi2sd	xmm8, xmm2, ecx
	vcvtsi2sd	xmm13, xmm14, r15d
	vcvtsi2sd	xmm11, xmm10, r9d
	vcvtsi2sd	xmm0, xmm1, dword ptr [rax]
	vcvtsi2sd	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vcvtsi2sd	xmm8, xmm1, dword ptr [rip + foo]
	vcvtsi2sd	xmm15, xmm15, dword ptr [r13 + 64]
	vcvtsi2sd	xmm9, xmm7, dword ptr [rax]
	vcvtsi2ss	xmm2, xmm1, rax
	vcvtsi2ss	xmm2, xmm1, r8
	vcvtsi2ss	xmm2, xmm8, rcx
	vcvtsi2ss	xmm8, xmm2, rcx
	vcvtsi2ss	xmm13, xmm14, r15
	vcvtsi2ss	xmm11, xmm10, r9
	vcvtsi2ss	xmm0, xmm1, qword ptr [rax]
	vcvtsi2ss	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcvtsi2ss	xmm8, xmm1, qword ptr [rip + foo]
	vcvtsi2ss	xmm15, xmm15, qword ptr [r13 + 64]
	vcvtsi2ss	xmm9, xmm7, qword ptr [rax]
	vcvtsi2sd	xmm2, xmm1, rax
	vcvtsi2sd	xmm2, xmm1, r8
	vcvtsi2sd	xmm2, xmm8, rcx
	vcvtsi2sd	xmm8, xmm2, rcx
	vcvtsi2sd	xmm13, xmm14, r15
	vcvtsi2sd	xmm11, xmm10, r9
	vcvtsi2sd	xmm0, xmm1, qword ptr [rax]
	vcvtsi2sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vcvtsi2sd	xmm8, xmm1, qword ptr [rip + foo]
	vcvtsi2sd	xmm15, xmm15, qword ptr [r13 + 64]
	vcvtsi2sd	xmm9, xmm7, qword ptr [rax]
	vcvtss2si	eax, xmm1
	vcvtss2si	ecx, xmm8
	vcvtss2si	r8d, xmm1
	vcvtss2si	r15d, xmm15
	vcvtss2si	r9d, xmm7
	vcvtss2si	rax, xmm1
	vcvtss2si	rcx, xmm8
	vcvtss2si	r8, xmm1
	vcvtss2si	r15, xmm15
	vcvtss2si	r9, xmm7
	vcvtss2si	eax, dword ptr [rax]
	vcvtss2si	edi, dword ptr [rsp + 4*r9 - 128]
	vcvtss2si	r8d, dword ptr [rip + foo]
	vcvtss2si	r15d, dword ptr [r13 + 64]
	vcvtss2si	rax, dword ptr [rax]
	vcvtss2si	rdi, dword ptr [rsp + 4*r9 - 128]
	vcvtss2si	r8, dword ptr [rip + foo]
	vcvtss2si	r15, dword ptr [r13 + 64]
	vcvtsd2si	eax, xmm1
	vcvtsd2si	ecx, xmm8
	vcvtsd2si	r8d, xmm1
	vcvtsd2si	r15d, xmm15
	vcvtsd2si	r9d, xmm7
	vcvtsd2si	rax, xmm1
	vcvtsd2si	rcx, xmm8
	vcvtsd2si	r8, xmm1
	vcvtsd2si	r15, xmm15
	vcvtsd2si	r9, xmm7
	vcvtsd2si	eax, qword ptr [rax]
	vcvtsd2si	edi, qword ptr [rsp + 4*r9 - 128]
	vcvtsd2si	r8d, qword ptr [rip + foo]
	vcvtsd2si	r15d, qword ptr [r13 + 64]
	vcvtsd2si	rax, qword ptr [rax]
	vcvtsd2si	rdi, qword ptr [rsp + 4*r9 - 128]
	vcvtsd2si	r8, qword ptr [rip + foo]
	vcvtsd2si	r15, qword ptr [r13 + 64]
	vcvttss2si	eax, xmm1
	vcvttss2si	ecx, xmm8
	vcvttss2si	r8d, xmm1
	vcvttss2si	r15d, xmm15
	vcvttss2si	r9d, xmm7
	vcvttss2si	rax, xmm1
	vcvttss2si	rcx, xmm8
	vcvttss2si	r8, xmm1
	vcvttss2si	r15, xmm15
	vcvttss2si	r9, xmm7
	vcvttss2si	eax, dword ptr [rax]
	vcvttss2si	edi, dword ptr [rsp + 4*r9 - 128]
	vcvttss2si	r8d, dword ptr [rip + foo]
	vcvttss2si	r15d, dword ptr [r13 + 64]
	vcvttss2si	rax, dword ptr [rax]
	vcvttss2si	rdi, dword ptr [rsp + 4*r9 - 128]
	vcvttss2si	r8, dword ptr [rip + foo]
	vcvttss2si	r15, dword ptr [r13 + 64]
	vcvttsd2si	eax, xmm1
	vcvttsd2si	ecx, xmm8
	vcvttsd2si	r8d, xmm1
	vcvttsd2si	r15d, xmm15
	vcvttsd2si	r9d, xmm7
	vcvttsd2si	rax, xmm1
	vcvttsd2si	rcx, xmm8
	vcvttsd2si	r8, xmm1
	vcvttsd2si	r15, xmm15
	vcvttsd2si	r9, xmm7
	vcvttsd2si	eax, qword ptr [rax]
	vcvttsd2si	edi, qword ptr [rsp + 4*r9 - 128]
	vcvttsd2si	r8d, qword ptr [rip + foo]
	vcvttsd2si	r15d, qword ptr [r13 + 64]
	vcvttsd2si	rax, qword ptr [rax]
	vcvttsd2si	rdi, qword ptr [rsp + 4*r9 - 128]
	vcvttsd2si	r8, qword ptr [rip + foo]
	vcvttsd2si	r15, qword ptr [r13 + 64]
	vpaddb	xmm2, xmm1, xmm0
	vpaddb	xmm2, xmm8, xmm1
	vpaddb	xmm2, xmm8, xmm1
	vpaddb	xmm8, xmm2, xmm1
	vpaddb	xmm13, xmm14, xmm15
	vpaddb	xmm11, xmm10, xmm9
	vpaddb	xmm0, xmm1, xmmword ptr [rax]
	vpaddb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpaddb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpaddb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpaddb	xmm9, xmm7, xmmword ptr [rax]
	vpaddb	ymm2, ymm1, ymm0
	vpaddb	ymm2, ymm8, ymm1
	vpaddb	ymm2, ymm8, ymm1
	vpaddb	ymm8, ymm2, ymm1
	vpaddb	ymm13, ymm14, ymm15
	vpaddb	ymm11, ymm10, ymm9
	vpaddb	ymm0, ymm1, ymmword ptr [rax]
	vpaddb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpaddb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpaddb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpaddb	ymm9, ymm7, ymmword ptr [rax]
	vpaddw	xmm2, xmm1, xmm0
	vpaddw	xmm2, xmm8, xmm1
	vpaddw	xmm2, xmm8, xmm1
	vpaddw	xmm8, xmm2, xmm1
	vpaddw	xmm13, xmm14, xmm15
	vpaddw	xmm11, xmm10, xmm9
	vpaddw	xmm0, xmm1, xmmword ptr [rax]
	vpaddw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpaddw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpaddw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpaddw	xmm9, xmm7, xmmword ptr [rax]
	vpaddw	ymm2, ymm1, ymm0
	vpaddw	ymm2, ymm8, ymm1
	vpaddw	ymm2, ymm8, ymm1
	vpaddw	ymm8, ymm2, ymm1
	vpaddw	ymm13, ymm14, ymm15
	vpaddw	ymm11, ymm10, ymm9
	vpaddw	ymm0, ymm1, ymmword ptr [rax]
	vpaddw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpaddw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpaddw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpaddw	ymm9, ymm7, ymmword ptr [rax]
	vpaddd	xmm2, xmm1, xmm0
	vpaddd	xmm2, xmm8, xmm1
	vpaddd	xmm2, xmm8, xmm1
	vpaddd	xmm8, xmm2, xmm1
	vpaddd	xmm13, xmm14, xmm15
	vpaddd	xmm11, xmm10, xmm9
	vpaddd	xmm0, xmm1, xmmword ptr [rax]
	vpaddd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpaddd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpaddd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpaddd	xmm9, xmm7, xmmword ptr [rax]
	vpaddd	ymm2, ymm1, ymm0
	vpaddd	ymm2, ymm8, ymm1
	vpaddd	ymm2, ymm8, ymm1
	vpaddd	ymm8, ymm2, ymm1
	vpaddd	ymm13, ymm14, ymm15
	vpaddd	ymm11, ymm10, ymm9
	vpaddd	ymm0, ymm1, ymmword ptr [rax]
	vpaddd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpaddd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpaddd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpaddd	ymm9, ymm7, ymmword ptr [rax]
	vpaddq	xmm2, xmm1, xmm0
	vpaddq	xmm2, xmm8, xmm1
	vpaddq	xmm2, xmm8, xmm1
	vpaddq	xmm8, xmm2, xmm1
	vpaddq	xmm13, xmm14, xmm15
	vpaddq	xmm11, xmm10, xmm9
	vpaddq	xmm0, xmm1, xmmword ptr [rax]
	vpaddq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpaddq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpaddq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpaddq	xmm9, xmm7, xmmword ptr [rax]
	vpaddq	ymm2, ymm1, ymm0
	vpaddq	ymm2, ymm8, ymm1
	vpaddq	ymm2, ymm8, ymm1
	vpaddq	ymm8, ymm2, ymm1
	vpaddq	ymm13, ymm14, ymm15
	vpaddq	ymm11, ymm10, ymm9
	vpaddq	ymm0, ymm1, ymmword ptr [rax]
	vpaddq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpaddq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpaddq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpaddq	ymm9, ymm7, ymmword ptr [rax]
	vpsubb	xmm2, xmm1, xmm0
	vpsubb	xmm2, xmm1, xmm8
	vpsubb	xmm2, xmm8, xmm1
	vpsubb	xmm8, xmm2, xmm1
	vpsubb	xmm13, xmm14, xmm15
	vpsubb	xmm11, xmm10, xmm9
	vpsubb	xmm0, xmm1, xmmword ptr [rax]
	vpsubb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsubb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsubb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsubb	xmm9, xmm7, xmmword ptr [rax]
	vpsubb	ymm2, ymm1, ymm0
	vpsubb	ymm2, ymm1, ymm8
	vpsubb	ymm2, ymm8, ymm1
	vpsubb	ymm8, ymm2, ymm1
	vpsubb	ymm13, ymm14, ymm15
	vpsubb	ymm11, ymm10, ymm9
	vpsubb	ymm0, ymm1, ymmword ptr [rax]
	vpsubb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsubb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsubb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsubb	ymm9, ymm7, ymmword ptr [rax]
	vpsubw	xmm2, xmm1, xmm0
	vpsubw	xmm2, xmm1, xmm8
	vpsubw	xmm2, xmm8, xmm1
	vpsubw	xmm8, xmm2, xmm1
	vpsubw	xmm13, xmm14, xmm15
	vpsubw	xmm11, xmm10, xmm9
	vpsubw	xmm0, xmm1, xmmword ptr [rax]
	vpsubw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsubw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsubw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsubw	xmm9, xmm7, xmmword ptr [rax]
	vpsubw	ymm2, ymm1, ymm0
	vpsubw	ymm2, ymm1, ymm8
	vpsubw	ymm2, ymm8, ymm1
	vpsubw	ymm8, ymm2, ymm1
	vpsubw	ymm13, ymm14, ymm15
	vpsubw	ymm11, ymm10, ymm9
	vpsubw	ymm0, ymm1, ymmword ptr [rax]
	vpsubw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsubw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsubw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsubw	ymm9, ymm7, ymmword ptr [rax]
	vpsubd	xmm2, xmm1, xmm0
	vpsubd	xmm2, xmm1, xmm8
	vpsubd	xmm2, xmm8, xmm1
	vpsubd	xmm8, xmm2, xmm1
	vpsubd	xmm13, xmm14, xmm15
	vpsubd	xmm11, xmm10, xmm9
	vpsubd	xmm0, xmm1, xmmword ptr [rax]
	vpsubd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsubd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsubd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsubd	xmm9, xmm7, xmmword ptr [rax]
	vpsubd	ymm2, ymm1, ymm0
	vpsubd	ymm2, ymm1, ymm8
	vpsubd	ymm2, ymm8, ymm1
	vpsubd	ymm8, ymm2, ymm1
	vpsubd	ymm13, ymm14, ymm15
	vpsubd	ymm11, ymm10, ymm9
	vpsubd	ymm0, ymm1, ymmword ptr [rax]
	vpsubd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsubd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsubd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsubd	ymm9, ymm7, ymmword ptr [rax]
	vpsubq	xmm2, xmm1, xmm0
	vpsubq	xmm2, xmm1, xmm8
	vpsubq	xmm2, xmm8, xmm1
	vpsubq	xmm8, xmm2, xmm1
	vpsubq	xmm13, xmm14, xmm15
	vpsubq	xmm11, xmm10, xmm9
	vpsubq	xmm0, xmm1, xmmword ptr [rax]
	vpsubq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsubq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsubq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsubq	xmm9, xmm7, xmmword ptr [rax]
	vpsubq	ymm2, ymm1, ymm0
	vpsubq	ymm2, ymm1, ymm8
	vpsubq	ymm2, ymm8, ymm1
	vpsubq	ymm8, ymm2, ymm1
	vpsubq	ymm13, ymm14, ymm15
	vpsubq	ymm11, ymm10, ymm9
	vpsubq	ymm0, ymm1, ymmword ptr [rax]
	vpsubq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsubq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsubq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsubq	ymm9, ymm7, ymmword ptr [rax]
	vpaddsb	xmm2, xmm1, xmm0
	vpaddsb	xmm2, xmm8, xmm1
	vpaddsb	xmm2, xmm8, xmm1
	vpaddsb	xmm8, xmm2, xmm1
	vpaddsb	xmm13, xmm14, xmm15
	vpaddsb	xmm11, xmm10, xmm9
	vpaddsb	xmm0, xmm1, xmmword ptr [rax]
	vpaddsb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpaddsb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpaddsb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpaddsb	xmm9, xmm7, xmmword ptr [rax]
	vpaddsb	ymm2, ymm1, ymm0
	vpaddsb	ymm2, ymm8, ymm1
	vpaddsb	ymm2, ymm8, ymm1
	vpaddsb	ymm8, ymm2, ymm1
	vpaddsb	ymm13, ymm14, ymm15
	vpaddsb	ymm11, ymm10, ymm9
	vpaddsb	ymm0, ymm1, ymmword ptr [rax]
	vpaddsb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpaddsb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpaddsb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpaddsb	ymm9, ymm7, ymmword ptr [rax]
	vpaddsw	xmm2, xmm1, xmm0
	vpaddsw	xmm2, xmm8, xmm1
	vpaddsw	xmm2, xmm8, xmm1
	vpaddsw	xmm8, xmm2, xmm1
	vpaddsw	xmm13, xmm14, xmm15
	vpaddsw	xmm11, xmm10, xmm9
	vpaddsw	xmm0, xmm1, xmmword ptr [rax]
	vpaddsw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpaddsw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpaddsw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpaddsw	xmm9, xmm7, xmmword ptr [rax]
	vpaddsw	ymm2, ymm1, ymm0
	vpaddsw	ymm2, ymm8, ymm1
	vpaddsw	ymm2, ymm8, ymm1
	vpaddsw	ymm8, ymm2, ymm1
	vpaddsw	ymm13, ymm14, ymm15
	vpaddsw	ymm11, ymm10, ymm9
	vpaddsw	ymm0, ymm1, ymmword ptr [rax]
	vpaddsw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpaddsw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpaddsw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpaddsw	ymm9, ymm7, ymmword ptr [rax]
	vpaddusb	xmm2, xmm1, xmm0
	vpaddusb	xmm2, xmm8, xmm1
	vpaddusb	xmm2, xmm8, xmm1
	vpaddusb	xmm8, xmm2, xmm1
	vpaddusb	xmm13, xmm14, xmm15
	vpaddusb	xmm11, xmm10, xmm9
	vpaddusb	xmm0, xmm1, xmmword ptr [rax]
	vpaddusb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpaddusb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpaddusb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpaddusb	xmm9, xmm7, xmmword ptr [rax]
	vpaddusb	ymm2, ymm1, ymm0
	vpaddusb	ymm2, ymm8, ymm1
	vpaddusb	ymm2, ymm8, ymm1
	vpaddusb	ymm8, ymm2, ymm1
	vpaddusb	ymm13, ymm14, ymm15
	vpaddusb	ymm11, ymm10, ymm9
	vpaddusb	ymm0, ymm1, ymmword ptr [rax]
	vpaddusb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpaddusb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpaddusb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpaddusb	ymm9, ymm7, ymmword ptr [rax]
	vpaddusw	xmm2, xmm1, xmm0
	vpaddusw	xmm2, xmm8, xmm1
	vpaddusw	xmm2, xmm8, xmm1
	vpaddusw	xmm8, xmm2, xmm1
	vpaddusw	xmm13, xmm14, xmm15
	vpaddusw	xmm11, xmm10, xmm9
	vpaddusw	xmm0, xmm1, xmmword ptr [rax]
	vpaddusw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpaddusw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpaddusw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpaddusw	xmm9, xmm7, xmmword ptr [rax]
	vpaddusw	ymm2, ymm1, ymm0
	vpaddusw	ymm2, ymm8, ymm1
	vpaddusw	ymm2, ymm8, ymm1
	vpaddusw	ymm8, ymm2, ymm1
	vpaddusw	ymm13, ymm14, ymm15
	vpaddusw	ymm11, ymm10, ymm9
	vpaddusw	ymm0, ymm1, ymmword ptr [rax]
	vpaddusw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpaddusw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpaddusw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpaddusw	ymm9, ymm7, ymmword ptr [rax]
	vpsubsb	xmm2, xmm1, xmm0
	vpsubsb	xmm2, xmm1, xmm8
	vpsubsb	xmm2, xmm8, xmm1
	vpsubsb	xmm8, xmm2, xmm1
	vpsubsb	xmm13, xmm14, xmm15
	vpsubsb	xmm11, xmm10, xmm9
	vpsubsb	xmm0, xmm1, xmmword ptr [rax]
	vpsubsb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsubsb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsubsb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsubsb	xmm9, xmm7, xmmword ptr [rax]
	vpsubsb	ymm2, ymm1, ymm0
	vpsubsb	ymm2, ymm1, ymm8
	vpsubsb	ymm2, ymm8, ymm1
	vpsubsb	ymm8, ymm2, ymm1
	vpsubsb	ymm13, ymm14, ymm15
	vpsubsb	ymm11, ymm10, ymm9
	vpsubsb	ymm0, ymm1, ymmword ptr [rax]
	vpsubsb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsubsb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsubsb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsubsb	ymm9, ymm7, ymmword ptr [rax]
	vpsubsw	xmm2, xmm1, xmm0
	vpsubsw	xmm2, xmm1, xmm8
	vpsubsw	xmm2, xmm8, xmm1
	vpsubsw	xmm8, xmm2, xmm1
	vpsubsw	xmm13, xmm14, xmm15
	vpsubsw	xmm11, xmm10, xmm9
	vpsubsw	xmm0, xmm1, xmmword ptr [rax]
	vpsubsw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsubsw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsubsw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsubsw	xmm9, xmm7, xmmword ptr [rax]
	vpsubsw	ymm2, ymm1, ymm0
	vpsubsw	ymm2, ymm1, ymm8
	vpsubsw	ymm2, ymm8, ymm1
	vpsubsw	ymm8, ymm2, ymm1
	vpsubsw	ymm13, ymm14, ymm15
	vpsubsw	ymm11, ymm10, ymm9
	vpsubsw	ymm0, ymm1, ymmword ptr [rax]
	vpsubsw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsubsw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsubsw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsubsw	ymm9, ymm7, ymmword ptr [rax]
	vpsubusb	xmm2, xmm1, xmm0
	vpsubusb	xmm2, xmm1, xmm8
	vpsubusb	xmm2, xmm8, xmm1
	vpsubusb	xmm8, xmm2, xmm1
	vpsubusb	xmm13, xmm14, xmm15
	vpsubusb	xmm11, xmm10, xmm9
	vpsubusb	xmm0, xmm1, xmmword ptr [rax]
	vpsubusb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsubusb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsubusb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsubusb	xmm9, xmm7, xmmword ptr [rax]
	vpsubusb	ymm2, ymm1, ymm0
	vpsubusb	ymm2, ymm1, ymm8
	vpsubusb	ymm2, ymm8, ymm1
	vpsubusb	ymm8, ymm2, ymm1
	vpsubusb	ymm13, ymm14, ymm15
	vpsubusb	ymm11, ymm10, ymm9
	vpsubusb	ymm0, ymm1, ymmword ptr [rax]
	vpsubusb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsubusb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsubusb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsubusb	ymm9, ymm7, ymmword ptr [rax]
	vpsubusw	xmm2, xmm1, xmm0
	vpsubusw	xmm2, xmm1, xmm8
	vpsubusw	xmm2, xmm8, xmm1
	vpsubusw	xmm8, xmm2, xmm1
	vpsubusw	xmm13, xmm14, xmm15
	vpsubusw	xmm11, xmm10, xmm9
	vpsubusw	xmm0, xmm1, xmmword ptr [rax]
	vpsubusw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsubusw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsubusw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsubusw	xmm9, xmm7, xmmword ptr [rax]
	vpsubusw	ymm2, ymm1, ymm0
	vpsubusw	ymm2, ymm1, ymm8
	vpsubusw	ymm2, ymm8, ymm1
	vpsubusw	ymm8, ymm2, ymm1
	vpsubusw	ymm13, ymm14, ymm15
	vpsubusw	ymm11, ymm10, ymm9
	vpsubusw	ymm0, ymm1, ymmword ptr [rax]
	vpsubusw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsubusw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsubusw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsubusw	ymm9, ymm7, ymmword ptr [rax]
	vpmullw	xmm2, xmm1, xmm0
	vpmullw	xmm2, xmm8, xmm1
	vpmullw	xmm2, xmm8, xmm1
	vpmullw	xmm8, xmm2, xmm1
	vpmullw	xmm13, xmm14, xmm15
	vpmullw	xmm11, xmm10, xmm9
	vpmullw	xmm0, xmm1, xmmword ptr [rax]
	vpmullw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmullw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmullw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmullw	xmm9, xmm7, xmmword ptr [rax]
	vpmullw	ymm2, ymm1, ymm0
	vpmullw	ymm2, ymm8, ymm1
	vpmullw	ymm2, ymm8, ymm1
	vpmullw	ymm8, ymm2, ymm1
	vpmullw	ymm13, ymm14, ymm15
	vpmullw	ymm11, ymm10, ymm9
	vpmullw	ymm0, ymm1, ymmword ptr [rax]
	vpmullw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmullw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmullw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmullw	ymm9, ymm7, ymmword ptr [rax]
	vpmulhw	xmm2, xmm1, xmm0
	vpmulhw	xmm2, xmm8, xmm1
	vpmulhw	xmm2, xmm8, xmm1
	vpmulhw	xmm8, xmm2, xmm1
	vpmulhw	xmm13, xmm14, xmm15
	vpmulhw	xmm11, xmm10, xmm9
	vpmulhw	xmm0, xmm1, xmmword ptr [rax]
	vpmulhw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmulhw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmulhw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmulhw	xmm9, xmm7, xmmword ptr [rax]
	vpmulhw	ymm2, ymm1, ymm0
	vpmulhw	ymm2, ymm8, ymm1
	vpmulhw	ymm2, ymm8, ymm1
	vpmulhw	ymm8, ymm2, ymm1
	vpmulhw	ymm13, ymm14, ymm15
	vpmulhw	ymm11, ymm10, ymm9
	vpmulhw	ymm0, ymm1, ymmword ptr [rax]
	vpmulhw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmulhw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmulhw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmulhw	ymm9, ymm7, ymmword ptr [rax]
	vpmulhuw	xmm2, xmm1, xmm0
	vpmulhuw	xmm2, xmm8, xmm1
	vpmulhuw	xmm2, xmm8, xmm1
	vpmulhuw	xmm8, xmm2, xmm1
	vpmulhuw	xmm13, xmm14, xmm15
	vpmulhuw	xmm11, xmm10, xmm9
	vpmulhuw	xmm0, xmm1, xmmword ptr [rax]
	vpmulhuw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmulhuw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmulhuw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmulhuw	xmm9, xmm7, xmmword ptr [rax]
	vpmulhuw	ymm2, ymm1, ymm0
	vpmulhuw	ymm2, ymm8, ymm1
	vpmulhuw	ymm2, ymm8, ymm1
	vpmulhuw	ymm8, ymm2, ymm1
	vpmulhuw	ymm13, ymm14, ymm15
	vpmulhuw	ymm11, ymm10, ymm9
	vpmulhuw	ymm0, ymm1, ymmword ptr [rax]
	vpmulhuw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmulhuw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmulhuw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmulhuw	ymm9, ymm7, ymmword ptr [rax]
	vpmuludq	xmm2, xmm1, xmm0
	vpmuludq	xmm2, xmm8, xmm1
	vpmuludq	xmm2, xmm8, xmm1
	vpmuludq	xmm8, xmm2, xmm1
	vpmuludq	xmm13, xmm14, xmm15
	vpmuludq	xmm11, xmm10, xmm9
	vpmuludq	xmm0, xmm1, xmmword ptr [rax]
	vpmuludq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmuludq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmuludq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmuludq	xmm9, xmm7, xmmword ptr [rax]
	vpmuludq	ymm2, ymm1, ymm0
	vpmuludq	ymm2, ymm8, ymm1
	vpmuludq	ymm2, ymm8, ymm1
	vpmuludq	ymm8, ymm2, ymm1
	vpmuludq	ymm13, ymm14, ymm15
	vpmuludq	ymm11, ymm10, ymm9
	vpmuludq	ymm0, ymm1, ymmword ptr [rax]
	vpmuludq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmuludq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmuludq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmuludq	ymm9, ymm7, ymmword ptr [rax]
	vpmaddwd	xmm2, xmm1, xmm0
	vpmaddwd	xmm2, xmm8, xmm1
	vpmaddwd	xmm2, xmm8, xmm1
	vpmaddwd	xmm8, xmm2, xmm1
	vpmaddwd	xmm13, xmm14, xmm15
	vpmaddwd	xmm11, xmm10, xmm9
	vpmaddwd	xmm0, xmm1, xmmword ptr [rax]
	vpmaddwd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaddwd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaddwd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaddwd	xmm9, xmm7, xmmword ptr [rax]
	vpmaddwd	ymm2, ymm1, ymm0
	vpmaddwd	ymm2, ymm8, ymm1
	vpmaddwd	ymm2, ymm8, ymm1
	vpmaddwd	ymm8, ymm2, ymm1
	vpmaddwd	ymm13, ymm14, ymm15
	vpmaddwd	ymm11, ymm10, ymm9
	vpmaddwd	ymm0, ymm1, ymmword ptr [rax]
	vpmaddwd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaddwd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaddwd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaddwd	ymm9, ymm7, ymmword ptr [rax]
	vpand	xmm2, xmm1, xmm0
	vpand	xmm2, xmm8, xmm1
	vpand	xmm2, xmm8, xmm1
	vpand	xmm8, xmm2, xmm1
	vpand	xmm13, xmm14, xmm15
	vpand	xmm11, xmm10, xmm9
	vpand	xmm0, xmm1, xmmword ptr [rax]
	vpand	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpand	xmm8, xmm1, xmmword ptr [rip + foo]
	vpand	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpand	xmm9, xmm7, xmmword ptr [rax]
	vpand	ymm2, ymm1, ymm0
	vpand	ymm2, ymm8, ymm1
	vpand	ymm2, ymm8, ymm1
	vpand	ymm8, ymm2, ymm1
	vpand	ymm13, ymm14, ymm15
	vpand	ymm11, ymm10, ymm9
	vpand	ymm0, ymm1, ymmword ptr [rax]
	vpand	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpand	ymm8, ymm1, ymmword ptr [rip + foo]
	vpand	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpand	ymm9, ymm7, ymmword ptr [rax]
	vpandn	xmm2, xmm1, xmm0
	vpandn	xmm2, xmm1, xmm8
	vpandn	xmm2, xmm8, xmm1
	vpandn	xmm8, xmm2, xmm1
	vpandn	xmm13, xmm14, xmm15
	vpandn	xmm11, xmm10, xmm9
	vpandn	xmm0, xmm1, xmmword ptr [rax]
	vpandn	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpandn	xmm8, xmm1, xmmword ptr [rip + foo]
	vpandn	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpandn	xmm9, xmm7, xmmword ptr [rax]
	vpandn	ymm2, ymm1, ymm0
	vpandn	ymm2, ymm1, ymm8
	vpandn	ymm2, ymm8, ymm1
	vpandn	ymm8, ymm2, ymm1
	vpandn	ymm13, ymm14, ymm15
	vpandn	ymm11, ymm10, ymm9
	vpandn	ymm0, ymm1, ymmword ptr [rax]
	vpandn	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpandn	ymm8, ymm1, ymmword ptr [rip + foo]
	vpandn	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpandn	ymm9, ymm7, ymmword ptr [rax]
	vpor	xmm2, xmm1, xmm0
	vpor	xmm2, xmm8, xmm1
	vpor	xmm2, xmm8, xmm1
	vpor	xmm8, xmm2, xmm1
	vpor	xmm13, xmm14, xmm15
	vpor	xmm11, xmm10, xmm9
	vpor	xmm0, xmm1, xmmword ptr [rax]
	vpor	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpor	xmm8, xmm1, xmmword ptr [rip + foo]
	vpor	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpor	xmm9, xmm7, xmmword ptr [rax]
	vpor	ymm2, ymm1, ymm0
	vpor	ymm2, ymm8, ymm1
	vpor	ymm2, ymm8, ymm1
	vpor	ymm8, ymm2, ymm1
	vpor	ymm13, ymm14, ymm15
	vpor	ymm11, ymm10, ymm9
	vpor	ymm0, ymm1, ymmword ptr [rax]
	vpor	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpor	ymm8, ymm1, ymmword ptr [rip + foo]
	vpor	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpor	ymm9, ymm7, ymmword ptr [rax]
	vpxor	xmm2, xmm1, xmm0
	vpxor	xmm2, xmm8, xmm1
	vpxor	xmm2, xmm8, xmm1
	vpxor	xmm8, xmm2, xmm1
	vpxor	xmm13, xmm14, xmm15
	vpxor	xmm11, xmm10, xmm9
	vpxor	xmm0, xmm1, xmmword ptr [rax]
	vpxor	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpxor	xmm8, xmm1, xmmword ptr [rip + foo]
	vpxor	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpxor	xmm9, xmm7, xmmword ptr [rax]
	vpxor	ymm2, ymm1, ymm0
	vpxor	ymm2, ymm8, ymm1
	vpxor	ymm2, ymm8, ymm1
	vpxor	ymm8, ymm2, ymm1
	vpxor	ymm13, ymm14, ymm15
	vpxor	ymm11, ymm10, ymm9
	vpxor	ymm0, ymm1, ymmword ptr [rax]
	vpxor	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpxor	ymm8, ymm1, ymmword ptr [rip + foo]
	vpxor	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpxor	ymm9, ymm7, ymmword ptr [rax]
	vpcmpeqb	xmm2, xmm1, xmm0
	vpcmpeqb	xmm2, xmm8, xmm1
	vpcmpeqb	xmm2, xmm8, xmm1
	vpcmpeqb	xmm8, xmm2, xmm1
	vpcmpeqb	xmm13, xmm14, xmm15
	vpcmpeqb	xmm11, xmm10, xmm9
	vpcmpeqb	xmm0, xmm1, xmmword ptr [rax]
	vpcmpeqb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmpeqb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmpeqb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcmpeqb	xmm9, xmm7, xmmword ptr [rax]
	vpcmpeqb	ymm2, ymm1, ymm0
	vpcmpeqb	ymm2, ymm8, ymm1
	vpcmpeqb	ymm2, ymm8, ymm1
	vpcmpeqb	ymm8, ymm2, ymm1
	vpcmpeqb	ymm13, ymm14, ymm15
	vpcmpeqb	ymm11, ymm10, ymm9
	vpcmpeqb	ymm0, ymm1, ymmword ptr [rax]
	vpcmpeqb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmpeqb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmpeqb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpcmpeqb	ymm9, ymm7, ymmword ptr [rax]
	vpcmpeqw	xmm2, xmm1, xmm0
	vpcmpeqw	xmm2, xmm8, xmm1
	vpcmpeqw	xmm2, xmm8, xmm1
	vpcmpeqw	xmm8, xmm2, xmm1
	vpcmpeqw	xmm13, xmm14, xmm15
	vpcmpeqw	xmm11, xmm10, xmm9
	vpcmpeqw	xmm0, xmm1, xmmword ptr [rax]
	vpcmpeqw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmpeqw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmpeqw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcmpeqw	xmm9, xmm7, xmmword ptr [rax]
	vpcmpeqw	ymm2, ymm1, ymm0
	vpcmpeqw	ymm2, ymm8, ymm1
	vpcmpeqw	ymm2, ymm8, ymm1
	vpcmpeqw	ymm8, ymm2, ymm1
	vpcmpeqw	ymm13, ymm14, ymm15
	vpcmpeqw	ymm11, ymm10, ymm9
	vpcmpeqw	ymm0, ymm1, ymmword ptr [rax]
	vpcmpeqw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmpeqw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmpeqw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpcmpeqw	ymm9, ymm7, ymmword ptr [rax]
	vpcmpeqd	xmm2, xmm1, xmm0
	vpcmpeqd	xmm2, xmm8, xmm1
	vpcmpeqd	xmm2, xmm8, xmm1
	vpcmpeqd	xmm8, xmm2, xmm1
	vpcmpeqd	xmm13, xmm14, xmm15
	vpcmpeqd	xmm11, xmm10, xmm9
	vpcmpeqd	xmm0, xmm1, xmmword ptr [rax]
	vpcmpeqd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmpeqd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmpeqd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcmpeqd	xmm9, xmm7, xmmword ptr [rax]
	vpcmpeqd	ymm2, ymm1, ymm0
	vpcmpeqd	ymm2, ymm8, ymm1
	vpcmpeqd	ymm2, ymm8, ymm1
	vpcmpeqd	ymm8, ymm2, ymm1
	vpcmpeqd	ymm13, ymm14, ymm15
	vpcmpeqd	ymm11, ymm10, ymm9
	vpcmpeqd	ymm0, ymm1, ymmword ptr [rax]
	vpcmpeqd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmpeqd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmpeqd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpcmpeqd	ymm9, ymm7, ymmword ptr [rax]
	vpcmpgtb	xmm2, xmm1, xmm0
	vpcmpgtb	xmm2, xmm1, xmm8
	vpcmpgtb	xmm2, xmm8, xmm1
	vpcmpgtb	xmm8, xmm2, xmm1
	vpcmpgtb	xmm13, xmm14, xmm15
	vpcmpgtb	xmm11, xmm10, xmm9
	vpcmpgtb	xmm0, xmm1, xmmword ptr [rax]
	vpcmpgtb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmpgtb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmpgtb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcmpgtb	xmm9, xmm7, xmmword ptr [rax]
	vpcmpgtb	ymm2, ymm1, ymm0
	vpcmpgtb	ymm2, ymm1, ymm8
	vpcmpgtb	ymm2, ymm8, ymm1
	vpcmpgtb	ymm8, ymm2, ymm1
	vpcmpgtb	ymm13, ymm14, ymm15
	vpcmpgtb	ymm11, ymm10, ymm9
	vpcmpgtb	ymm0, ymm1, ymmword ptr [rax]
	vpcmpgtb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmpgtb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmpgtb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpcmpgtb	ymm9, ymm7, ymmword ptr [rax]
	vpcmpgtw	xmm2, xmm1, xmm0
	vpcmpgtw	xmm2, xmm1, xmm8
	vpcmpgtw	xmm2, xmm8, xmm1
	vpcmpgtw	xmm8, xmm2, xmm1
	vpcmpgtw	xmm13, xmm14, xmm15
	vpcmpgtw	xmm11, xmm10, xmm9
	vpcmpgtw	xmm0, xmm1, xmmword ptr [rax]
	vpcmpgtw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmpgtw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmpgtw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcmpgtw	xmm9, xmm7, xmmword ptr [rax]
	vpcmpgtw	ymm2, ymm1, ymm0
	vpcmpgtw	ymm2, ymm1, ymm8
	vpcmpgtw	ymm2, ymm8, ymm1
	vpcmpgtw	ymm8, ymm2, ymm1
	vpcmpgtw	ymm13, ymm14, ymm15
	vpcmpgtw	ymm11, ymm10, ymm9
	vpcmpgtw	ymm0, ymm1, ymmword ptr [rax]
	vpcmpgtw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmpgtw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmpgtw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpcmpgtw	ymm9, ymm7, ymmword ptr [rax]
	vpcmpgtd	xmm2, xmm1, xmm0
	vpcmpgtd	xmm2, xmm1, xmm8
	vpcmpgtd	xmm2, xmm8, xmm1
	vpcmpgtd	xmm8, xmm2, xmm1
	vpcmpgtd	xmm13, xmm14, xmm15
	vpcmpgtd	xmm11, xmm10, xmm9
	vpcmpgtd	xmm0, xmm1, xmmword ptr [rax]
	vpcmpgtd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmpgtd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmpgtd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcmpgtd	xmm9, xmm7, xmmword ptr [rax]
	vpcmpgtd	ymm2, ymm1, ymm0
	vpcmpgtd	ymm2, ymm1, ymm8
	vpcmpgtd	ymm2, ymm8, ymm1
	vpcmpgtd	ymm8, ymm2, ymm1
	vpcmpgtd	ymm13, ymm14, ymm15
	vpcmpgtd	ymm11, ymm10, ymm9
	vpcmpgtd	ymm0, ymm1, ymmword ptr [rax]
	vpcmpgtd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmpgtd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmpgtd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpcmpgtd	ymm9, ymm7, ymmword ptr [rax]
	vpacksswb	xmm2, xmm1, xmm0
	vpacksswb	xmm2, xmm1, xmm8
	vpacksswb	xmm2, xmm8, xmm1
	vpacksswb	xmm8, xmm2, xmm1
	vpacksswb	xmm13, xmm14, xmm15
	vpacksswb	xmm11, xmm10, xmm9
	vpacksswb	xmm0, xmm1, xmmword ptr [rax]
	vpacksswb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpacksswb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpacksswb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpacksswb	xmm9, xmm7, xmmword ptr [rax]
	vpacksswb	ymm2, ymm1, ymm0
	vpacksswb	ymm2, ymm1, ymm8
	vpacksswb	ymm2, ymm8, ymm1
	vpacksswb	ymm8, ymm2, ymm1
	vpacksswb	ymm13, ymm14, ymm15
	vpacksswb	ymm11, ymm10, ymm9
	vpacksswb	ymm0, ymm1, ymmword ptr [rax]
	vpacksswb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpacksswb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpacksswb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpacksswb	ymm9, ymm7, ymmword ptr [rax]
	vpackssdw	xmm2, xmm1, xmm0
	vpackssdw	xmm2, xmm1, xmm8
	vpackssdw	xmm2, xmm8, xmm1
	vpackssdw	xmm8, xmm2, xmm1
	vpackssdw	xmm13, xmm14, xmm15
	vpackssdw	xmm11, xmm10, xmm9
	vpackssdw	xmm0, xmm1, xmmword ptr [rax]
	vpackssdw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpackssdw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpackssdw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpackssdw	xmm9, xmm7, xmmword ptr [rax]
	vpackssdw	ymm2, ymm1, ymm0
	vpackssdw	ymm2, ymm1, ymm8
	vpackssdw	ymm2, ymm8, ymm1
	vpackssdw	ymm8, ymm2, ymm1
	vpackssdw	ymm13, ymm14, ymm15
	vpackssdw	ymm11, ymm10, ymm9
	vpackssdw	ymm0, ymm1, ymmword ptr [rax]
	vpackssdw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpackssdw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpackssdw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpackssdw	ymm9, ymm7, ymmword ptr [rax]
	vpackuswb	xmm2, xmm1, xmm0
	vpackuswb	xmm2, xmm1, xmm8
	vpackuswb	xmm2, xmm8, xmm1
	vpackuswb	xmm8, xmm2, xmm1
	vpackuswb	xmm13, xmm14, xmm15
	vpackuswb	xmm11, xmm10, xmm9
	vpackuswb	xmm0, xmm1, xmmword ptr [rax]
	vpackuswb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpackuswb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpackuswb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpackuswb	xmm9, xmm7, xmmword ptr [rax]
	vpackuswb	ymm2, ymm1, ymm0
	vpackuswb	ymm2, ymm1, ymm8
	vpackuswb	ymm2, ymm8, ymm1
	vpackuswb	ymm8, ymm2, ymm1
	vpackuswb	ymm13, ymm14, ymm15
	vpackuswb	ymm11, ymm10, ymm9
	vpackuswb	ymm0, ymm1, ymmword ptr [rax]
	vpackuswb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpackuswb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpackuswb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpackuswb	ymm9, ymm7, ymmword ptr [rax]
	vpavgb	xmm2, xmm1, xmm0
	vpavgb	xmm2, xmm8, xmm1
	vpavgb	xmm2, xmm8, xmm1
	vpavgb	xmm8, xmm2, xmm1
	vpavgb	xmm13, xmm14, xmm15
	vpavgb	xmm11, xmm10, xmm9
	vpavgb	xmm0, xmm1, xmmword ptr [rax]
	vpavgb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpavgb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpavgb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpavgb	xmm9, xmm7, xmmword ptr [rax]
	vpavgb	ymm2, ymm1, ymm0
	vpavgb	ymm2, ymm8, ymm1
	vpavgb	ymm2, ymm8, ymm1
	vpavgb	ymm8, ymm2, ymm1
	vpavgb	ymm13, ymm14, ymm15
	vpavgb	ymm11, ymm10, ymm9
	vpavgb	ymm0, ymm1, ymmword ptr [rax]
	vpavgb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpavgb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpavgb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpavgb	ymm9, ymm7, ymmword ptr [rax]
	vpavgw	xmm2, xmm1, xmm0
	vpavgw	xmm2, xmm8, xmm1
	vpavgw	xmm2, xmm8, xmm1
	vpavgw	xmm8, xmm2, xmm1
	vpavgw	xmm13, xmm14, xmm15
	vpavgw	xmm11, xmm10, xmm9
	vpavgw	xmm0, xmm1, xmmword ptr [rax]
	vpavgw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpavgw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpavgw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpavgw	xmm9, xmm7, xmmword ptr [rax]
	vpavgw	ymm2, ymm1, ymm0
	vpavgw	ymm2, ymm8, ymm1
	vpavgw	ymm2, ymm8, ymm1
	vpavgw	ymm8, ymm2, ymm1
	vpavgw	ymm13, ymm14, ymm15
	vpavgw	ymm11, ymm10, ymm9
	vpavgw	ymm0, ymm1, ymmword ptr [rax]
	vpavgw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpavgw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpavgw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpavgw	ymm9, ymm7, ymmword ptr [rax]
	vpmaxsw	xmm2, xmm1, xmm0
	vpmaxsw	xmm2, xmm8, xmm1
	vpmaxsw	xmm2, xmm8, xmm1
	vpmaxsw	xmm8, xmm2, xmm1
	vpmaxsw	xmm13, xmm14, xmm15
	vpmaxsw	xmm11, xmm10, xmm9
	vpmaxsw	xmm0, xmm1, xmmword ptr [rax]
	vpmaxsw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaxsw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaxsw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaxsw	xmm9, xmm7, xmmword ptr [rax]
	vpmaxsw	ymm2, ymm1, ymm0
	vpmaxsw	ymm2, ymm8, ymm1
	vpmaxsw	ymm2, ymm8, ymm1
	vpmaxsw	ymm8, ymm2, ymm1
	vpmaxsw	ymm13, ymm14, ymm15
	vpmaxsw	ymm11, ymm10, ymm9
	vpmaxsw	ymm0, ymm1, ymmword ptr [rax]
	vpmaxsw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaxsw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaxsw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaxsw	ymm9, ymm7, ymmword ptr [rax]
	vpmaxub	xmm2, xmm1, xmm0
	vpmaxub	xmm2, xmm8, xmm1
	vpmaxub	xmm2, xmm8, xmm1
	vpmaxub	xmm8, xmm2, xmm1
	vpmaxub	xmm13, xmm14, xmm15
	vpmaxub	xmm11, xmm10, xmm9
	vpmaxub	xmm0, xmm1, xmmword ptr [rax]
	vpmaxub	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaxub	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaxub	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaxub	xmm9, xmm7, xmmword ptr [rax]
	vpmaxub	ymm2, ymm1, ymm0
	vpmaxub	ymm2, ymm8, ymm1
	vpmaxub	ymm2, ymm8, ymm1
	vpmaxub	ymm8, ymm2, ymm1
	vpmaxub	ymm13, ymm14, ymm15
	vpmaxub	ymm11, ymm10, ymm9
	vpmaxub	ymm0, ymm1, ymmword ptr [rax]
	vpmaxub	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaxub	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaxub	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaxub	ymm9, ymm7, ymmword ptr [rax]
	vpminsw	xmm2, xmm1, xmm0
	vpminsw	xmm2, xmm8, xmm1
	vpminsw	xmm2, xmm8, xmm1
	vpminsw	xmm8, xmm2, xmm1
	vpminsw	xmm13, xmm14, xmm15
	vpminsw	xmm11, xmm10, xmm9
	vpminsw	xmm0, xmm1, xmmword ptr [rax]
	vpminsw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpminsw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpminsw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpminsw	xmm9, xmm7, xmmword ptr [rax]
	vpminsw	ymm2, ymm1, ymm0
	vpminsw	ymm2, ymm8, ymm1
	vpminsw	ymm2, ymm8, ymm1
	vpminsw	ymm8, ymm2, ymm1
	vpminsw	ymm13, ymm14, ymm15
	vpminsw	ymm11, ymm10, ymm9
	vpminsw	ymm0, ymm1, ymmword ptr [rax]
	vpminsw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpminsw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpminsw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpminsw	ymm9, ymm7, ymmword ptr [rax]
	vpminub	xmm2, xmm1, xmm0
	vpminub	xmm2, xmm8, xmm1
	vpminub	xmm2, xmm8, xmm1
	vpminub	xmm8, xmm2, xmm1
	vpminub	xmm13, xmm14, xmm15
	vpminub	xmm11, xmm10, xmm9
	vpminub	xmm0, xmm1, xmmword ptr [rax]
	vpminub	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpminub	xmm8, xmm1, xmmword ptr [rip + foo]
	vpminub	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpminub	xmm9, xmm7, xmmword ptr [rax]
	vpminub	ymm2, ymm1, ymm0
	vpminub	ymm2, ymm8, ymm1
	vpminub	ymm2, ymm8, ymm1
	vpminub	ymm8, ymm2, ymm1
	vpminub	ymm13, ymm14, ymm15
	vpminub	ymm11, ymm10, ymm9
	vpminub	ymm0, ymm1, ymmword ptr [rax]
	vpminub	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpminub	ymm8, ymm1, ymmword ptr [rip + foo]
	vpminub	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpminub	ymm9, ymm7, ymmword ptr [rax]
	vpsadbw	xmm2, xmm1, xmm0
	vpsadbw	xmm2, xmm8, xmm1
	vpsadbw	xmm2, xmm8, xmm1
	vpsadbw	xmm8, xmm2, xmm1
	vpsadbw	xmm13, xmm14, xmm15
	vpsadbw	xmm11, xmm10, xmm9
	vpsadbw	xmm0, xmm1, xmmword ptr [rax]
	vpsadbw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsadbw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsadbw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsadbw	xmm9, xmm7, xmmword ptr [rax]
	vpsadbw	ymm2, ymm1, ymm0
	vpsadbw	ymm2, ymm8, ymm1
	vpsadbw	ymm2, ymm8, ymm1
	vpsadbw	ymm8, ymm2, ymm1
	vpsadbw	ymm13, ymm14, ymm15
	vpsadbw	ymm11, ymm10, ymm9
	vpsadbw	ymm0, ymm1, ymmword ptr [rax]
	vpsadbw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsadbw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsadbw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsadbw	ymm9, ymm7, ymmword ptr [rax]
	vpunpcklbw	xmm2, xmm1, xmm0
	vpunpcklbw	xmm2, xmm1, xmm8
	vpunpcklbw	xmm2, xmm8, xmm1
	vpunpcklbw	xmm8, xmm2, xmm1
	vpunpcklbw	xmm13, xmm14, xmm15
	vpunpcklbw	xmm11, xmm10, xmm9
	vpunpcklbw	xmm0, xmm1, xmmword ptr [rax]
	vpunpcklbw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpunpcklbw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpunpcklbw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpunpcklbw	xmm9, xmm7, xmmword ptr [rax]
	vpunpcklbw	ymm2, ymm1, ymm0
	vpunpcklbw	ymm2, ymm1, ymm8
	vpunpcklbw	ymm2, ymm8, ymm1
	vpunpcklbw	ymm8, ymm2, ymm1
	vpunpcklbw	ymm13, ymm14, ymm15
	vpunpcklbw	ymm11, ymm10, ymm9
	vpunpcklbw	ymm0, ymm1, ymmword ptr [rax]
	vpunpcklbw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpunpcklbw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpunpcklbw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpunpcklbw	ymm9, ymm7, ymmword ptr [rax]
	vpunpcklwd	xmm2, xmm1, xmm0
	vpunpcklwd	xmm2, xmm1, xmm8
	vpunpcklwd	xmm2, xmm8, xmm1
	vpunpcklwd	xmm8, xmm2, xmm1
	vpunpcklwd	xmm13, xmm14, xmm15
	vpunpcklwd	xmm11, xmm10, xmm9
	vpunpcklwd	xmm0, xmm1, xmmword ptr [rax]
	vpunpcklwd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpunpcklwd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpunpcklwd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpunpcklwd	xmm9, xmm7, xmmword ptr [rax]
	vpunpcklwd	ymm2, ymm1, ymm0
	vpunpcklwd	ymm2, ymm1, ymm8
	vpunpcklwd	ymm2, ymm8, ymm1
	vpunpcklwd	ymm8, ymm2, ymm1
	vpunpcklwd	ymm13, ymm14, ymm15
	vpunpcklwd	ymm11, ymm10, ymm9
	vpunpcklwd	ymm0, ymm1, ymmword ptr [rax]
	vpunpcklwd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpunpcklwd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpunpcklwd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpunpcklwd	ymm9, ymm7, ymmword ptr [rax]
	vpunpckldq	xmm2, xmm1, xmm0
	vpunpckldq	xmm2, xmm1, xmm8
	vpunpckldq	xmm2, xmm8, xmm1
	vpunpckldq	xmm8, xmm2, xmm1
	vpunpckldq	xmm13, xmm14, xmm15
	vpunpckldq	xmm11, xmm10, xmm9
	vpunpckldq	xmm0, xmm1, xmmword ptr [rax]
	vpunpckldq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpunpckldq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpunpckldq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpunpckldq	xmm9, xmm7, xmmword ptr [rax]
	vpunpckldq	ymm2, ymm1, ymm0
	vpunpckldq	ymm2, ymm1, ymm8
	vpunpckldq	ymm2, ymm8, ymm1
	vpunpckldq	ymm8, ymm2, ymm1
	vpunpckldq	ymm13, ymm14, ymm15
	vpunpckldq	ymm11, ymm10, ymm9
	vpunpckldq	ymm0, ymm1, ymmword ptr [rax]
	vpunpckldq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpunpckldq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpunpckldq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpunpckldq	ymm9, ymm7, ymmword ptr [rax]
	vpunpcklqdq	xmm2, xmm1, xmm0
	vpunpcklqdq	xmm2, xmm1, xmm8
	vpunpcklqdq	xmm2, xmm8, xmm1
	vpunpcklqdq	xmm8, xmm2, xmm1
	vpunpcklqdq	xmm13, xmm14, xmm15
	vpunpcklqdq	xmm11, xmm10, xmm9
	vpunpcklqdq	xmm0, xmm1, xmmword ptr [rax]
	vpunpcklqdq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpunpcklqdq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpunpcklqdq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpunpcklqdq	xmm9, xmm7, xmmword ptr [rax]
	vpunpcklqdq	ymm2, ymm1, ymm0
	vpunpcklqdq	ymm2, ymm1, ymm8
	vpunpcklqdq	ymm2, ymm8, ymm1
	vpunpcklqdq	ymm8, ymm2, ymm1
	vpunpcklqdq	ymm13, ymm14, ymm15
	vpunpcklqdq	ymm11, ymm10, ymm9
	vpunpcklqdq	ymm0, ymm1, ymmword ptr [rax]
	vpunpcklqdq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpunpcklqdq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpunpcklqdq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpunpcklqdq	ymm9, ymm7, ymmword ptr [rax]
	vpunpckhbw	xmm2, xmm1, xmm0
	vpunpckhbw	xmm2, xmm1, xmm8
	vpunpckhbw	xmm2, xmm8, xmm1
	vpunpckhbw	xmm8, xmm2, xmm1
	vpunpckhbw	xmm13, xmm14, xmm15
	vpunpckhbw	xmm11, xmm10, xmm9
	vpunpckhbw	xmm0, xmm1, xmmword ptr [rax]
	vpunpckhbw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpunpckhbw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpunpckhbw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpunpckhbw	xmm9, xmm7, xmmword ptr [rax]
	vpunpckhbw	ymm2, ymm1, ymm0
	vpunpckhbw	ymm2, ymm1, ymm8
	vpunpckhbw	ymm2, ymm8, ymm1
	vpunpckhbw	ymm8, ymm2, ymm1
	vpunpckhbw	ymm13, ymm14, ymm15
	vpunpckhbw	ymm11, ymm10, ymm9
	vpunpckhbw	ymm0, ymm1, ymmword ptr [rax]
	vpunpckhbw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpunpckhbw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpunpckhbw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpunpckhbw	ymm9, ymm7, ymmword ptr [rax]
	vpunpckhwd	xmm2, xmm1, xmm0
	vpunpckhwd	xmm2, xmm1, xmm8
	vpunpckhwd	xmm2, xmm8, xmm1
	vpunpckhwd	xmm8, xmm2, xmm1
	vpunpckhwd	xmm13, xmm14, xmm15
	vpunpckhwd	xmm11, xmm10, xmm9
	vpunpckhwd	xmm0, xmm1, xmmword ptr [rax]
	vpunpckhwd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpunpckhwd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpunpckhwd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpunpckhwd	xmm9, xmm7, xmmword ptr [rax]
	vpunpckhwd	ymm2, ymm1, ymm0
	vpunpckhwd	ymm2, ymm1, ymm8
	vpunpckhwd	ymm2, ymm8, ymm1
	vpunpckhwd	ymm8, ymm2, ymm1
	vpunpckhwd	ymm13, ymm14, ymm15
	vpunpckhwd	ymm11, ymm10, ymm9
	vpunpckhwd	ymm0, ymm1, ymmword ptr [rax]
	vpunpckhwd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpunpckhwd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpunpckhwd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpunpckhwd	ymm9, ymm7, ymmword ptr [rax]
	vpunpckhdq	xmm2, xmm1, xmm0
	vpunpckhdq	xmm2, xmm1, xmm8
	vpunpckhdq	xmm2, xmm8, xmm1
	vpunpckhdq	xmm8, xmm2, xmm1
	vpunpckhdq	xmm13, xmm14, xmm15
	vpunpckhdq	xmm11, xmm10, xmm9
	vpunpckhdq	xmm0, xmm1, xmmword ptr [rax]
	vpunpckhdq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpunpckhdq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpunpckhdq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpunpckhdq	xmm9, xmm7, xmmword ptr [rax]
	vpunpckhdq	ymm2, ymm1, ymm0
	vpunpckhdq	ymm2, ymm1, ymm8
	vpunpckhdq	ymm2, ymm8, ymm1
	vpunpckhdq	ymm8, ymm2, ymm1
	vpunpckhdq	ymm13, ymm14, ymm15
	vpunpckhdq	ymm11, ymm10, ymm9
	vpunpckhdq	ymm0, ymm1, ymmword ptr [rax]
	vpunpckhdq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpunpckhdq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpunpckhdq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpunpckhdq	ymm9, ymm7, ymmword ptr [rax]
	vpunpckhqdq	xmm2, xmm1, xmm0
	vpunpckhqdq	xmm2, xmm1, xmm8
	vpunpckhqdq	xmm2, xmm8, xmm1
	vpunpckhqdq	xmm8, xmm2, xmm1
	vpunpckhqdq	xmm13, xmm14, xmm15
	vpunpckhqdq	xmm11, xmm10, xmm9
	vpunpckhqdq	xmm0, xmm1, xmmword ptr [rax]
	vpunpckhqdq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpunpckhqdq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpunpckhqdq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpunpckhqdq	xmm9, xmm7, xmmword ptr [rax]
	vpunpckhqdq	ymm2, ymm1, ymm0
	vpunpckhqdq	ymm2, ymm1, ymm8
	vpunpckhqdq	ymm2, ymm8, ymm1
	vpunpckhqdq	ymm8, ymm2, ymm1
	vpunpckhqdq	ymm13, ymm14, ymm15
	vpunpckhqdq	ymm11, ymm10, ymm9
	vpunpckhqdq	ymm0, ymm1, ymmword ptr [rax]
	vpunpckhqdq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpunpckhqdq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpunpckhqdq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpunpckhqdq	ymm9, ymm7, ymmword ptr [rax]
	vpshufb	xmm2, xmm1, xmm0
	vpshufb	xmm2, xmm1, xmm8
	vpshufb	xmm2, xmm8, xmm1
	vpshufb	xmm8, xmm2, xmm1
	vpshufb	xmm13, xmm14, xmm15
	vpshufb	xmm11, xmm10, xmm9
	vpshufb	xmm0, xmm1, xmmword ptr [rax]
	vpshufb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshufb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshufb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshufb	xmm9, xmm7, xmmword ptr [rax]
	vpshufb	ymm2, ymm1, ymm0
	vpshufb	ymm2, ymm1, ymm8
	vpshufb	ymm2, ymm8, ymm1
	vpshufb	ymm8, ymm2, ymm1
	vpshufb	ymm13, ymm14, ymm15
	vpshufb	ymm11, ymm10, ymm9
	vpshufb	ymm0, ymm1, ymmword ptr [rax]
	vpshufb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpshufb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpshufb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpshufb	ymm9, ymm7, ymmword ptr [rax]
	vphaddw	xmm2, xmm1, xmm0
	vphaddw	xmm2, xmm1, xmm8
	vphaddw	xmm2, xmm8, xmm1
	vphaddw	xmm8, xmm2, xmm1
	vphaddw	xmm13, xmm14, xmm15
	vphaddw	xmm11, xmm10, xmm9
	vphaddw	xmm0, xmm1, xmmword ptr [rax]
	vphaddw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vphaddw	xmm8, xmm1, xmmword ptr [rip + foo]
	vphaddw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vphaddw	xmm9, xmm7, xmmword ptr [rax]
	vphaddw	ymm2, ymm1, ymm0
	vphaddw	ymm2, ymm1, ymm8
	vphaddw	ymm2, ymm8, ymm1
	vphaddw	ymm8, ymm2, ymm1
	vphaddw	ymm13, ymm14, ymm15
	vphaddw	ymm11, ymm10, ymm9
	vphaddw	ymm0, ymm1, ymmword ptr [rax]
	vphaddw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vphaddw	ymm8, ymm1, ymmword ptr [rip + foo]
	vphaddw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vphaddw	ymm9, ymm7, ymmword ptr [rax]
	vphaddd	xmm2, xmm1, xmm0
	vphaddd	xmm2, xmm1, xmm8
	vphaddd	xmm2, xmm8, xmm1
	vphaddd	xmm8, xmm2, xmm1
	vphaddd	xmm13, xmm14, xmm15
	vphaddd	xmm11, xmm10, xmm9
	vphaddd	xmm0, xmm1, xmmword ptr [rax]
	vphaddd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vphaddd	xmm8, xmm1, xmmword ptr [rip + foo]
	vphaddd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vphaddd	xmm9, xmm7, xmmword ptr [rax]
	vphaddd	ymm2, ymm1, ymm0
	vphaddd	ymm2, ymm1, ymm8
	vphaddd	ymm2, ymm8, ymm1
	vphaddd	ymm8, ymm2, ymm1
	vphaddd	ymm13, ymm14, ymm15
	vphaddd	ymm11, ymm10, ymm9
	vphaddd	ymm0, ymm1, ymmword ptr [rax]
	vphaddd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vphaddd	ymm8, ymm1, ymmword ptr [rip + foo]
	vphaddd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vphaddd	ymm9, ymm7, ymmword ptr [rax]
	vphaddsw	xmm2, xmm1, xmm0
	vphaddsw	xmm2, xmm1, xmm8
	vphaddsw	xmm2, xmm8, xmm1
	vphaddsw	xmm8, xmm2, xmm1
	vphaddsw	xmm13, xmm14, xmm15
	vphaddsw	xmm11, xmm10, xmm9
	vphaddsw	xmm0, xmm1, xmmword ptr [rax]
	vphaddsw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vphaddsw	xmm8, xmm1, xmmword ptr [rip + foo]
	vphaddsw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vphaddsw	xmm9, xmm7, xmmword ptr [rax]
	vphaddsw	ymm2, ymm1, ymm0
	vphaddsw	ymm2, ymm1, ymm8
	vphaddsw	ymm2, ymm8, ymm1
	vphaddsw	ymm8, ymm2, ymm1
	vphaddsw	ymm13, ymm14, ymm15
	vphaddsw	ymm11, ymm10, ymm9
	vphaddsw	ymm0, ymm1, ymmword ptr [rax]
	vphaddsw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vphaddsw	ymm8, ymm1, ymmword ptr [rip + foo]
	vphaddsw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vphaddsw	ymm9, ymm7, ymmword ptr [rax]
	vpmaddubsw	xmm2, xmm1, xmm0
	vpmaddubsw	xmm2, xmm1, xmm8
	vpmaddubsw	xmm2, xmm8, xmm1
	vpmaddubsw	xmm8, xmm2, xmm1
	vpmaddubsw	xmm13, xmm14, xmm15
	vpmaddubsw	xmm11, xmm10, xmm9
	vpmaddubsw	xmm0, xmm1, xmmword ptr [rax]
	vpmaddubsw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaddubsw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaddubsw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaddubsw	xmm9, xmm7, xmmword ptr [rax]
	vpmaddubsw	ymm2, ymm1, ymm0
	vpmaddubsw	ymm2, ymm1, ymm8
	vpmaddubsw	ymm2, ymm8, ymm1
	vpmaddubsw	ymm8, ymm2, ymm1
	vpmaddubsw	ymm13, ymm14, ymm15
	vpmaddubsw	ymm11, ymm10, ymm9
	vpmaddubsw	ymm0, ymm1, ymmword ptr [rax]
	vpmaddubsw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaddubsw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaddubsw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaddubsw	ymm9, ymm7, ymmword ptr [rax]
	vphsubw	xmm2, xmm1, xmm0
	vphsubw	xmm2, xmm1, xmm8
	vphsubw	xmm2, xmm8, xmm1
	vphsubw	xmm8, xmm2, xmm1
	vphsubw	xmm13, xmm14, xmm15
	vphsubw	xmm11, xmm10, xmm9
	vphsubw	xmm0, xmm1, xmmword ptr [rax]
	vphsubw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vphsubw	xmm8, xmm1, xmmword ptr [rip + foo]
	vphsubw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vphsubw	xmm9, xmm7, xmmword ptr [rax]
	vphsubw	ymm2, ymm1, ymm0
	vphsubw	ymm2, ymm1, ymm8
	vphsubw	ymm2, ymm8, ymm1
	vphsubw	ymm8, ymm2, ymm1
	vphsubw	ymm13, ymm14, ymm15
	vphsubw	ymm11, ymm10, ymm9
	vphsubw	ymm0, ymm1, ymmword ptr [rax]
	vphsubw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vphsubw	ymm8, ymm1, ymmword ptr [rip + foo]
	vphsubw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vphsubw	ymm9, ymm7, ymmword ptr [rax]
	vphsubd	xmm2, xmm1, xmm0
	vphsubd	xmm2, xmm1, xmm8
	vphsubd	xmm2, xmm8, xmm1
	vphsubd	xmm8, xmm2, xmm1
	vphsubd	xmm13, xmm14, xmm15
	vphsubd	xmm11, xmm10, xmm9
	vphsubd	xmm0, xmm1, xmmword ptr [rax]
	vphsubd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vphsubd	xmm8, xmm1, xmmword ptr [rip + foo]
	vphsubd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vphsubd	xmm9, xmm7, xmmword ptr [rax]
	vphsubd	ymm2, ymm1, ymm0
	vphsubd	ymm2, ymm1, ymm8
	vphsubd	ymm2, ymm8, ymm1
	vphsubd	ymm8, ymm2, ymm1
	vphsubd	ymm13, ymm14, ymm15
	vphsubd	ymm11, ymm10, ymm9
	vphsubd	ymm0, ymm1, ymmword ptr [rax]
	vphsubd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vphsubd	ymm8, ymm1, ymmword ptr [rip + foo]
	vphsubd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vphsubd	ymm9, ymm7, ymmword ptr [rax]
	vphsubsw	xmm2, xmm1, xmm0
	vphsubsw	xmm2, xmm1, xmm8
	vphsubsw	xmm2, xmm8, xmm1
	vphsubsw	xmm8, xmm2, xmm1
	vphsubsw	xmm13, xmm14, xmm15
	vphsubsw	xmm11, xmm10, xmm9
	vphsubsw	xmm0, xmm1, xmmword ptr [rax]
	vphsubsw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vphsubsw	xmm8, xmm1, xmmword ptr [rip + foo]
	vphsubsw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vphsubsw	xmm9, xmm7, xmmword ptr [rax]
	vphsubsw	ymm2, ymm1, ymm0
	vphsubsw	ymm2, ymm1, ymm8
	vphsubsw	ymm2, ymm8, ymm1
	vphsubsw	ymm8, ymm2, ymm1
	vphsubsw	ymm13, ymm14, ymm15
	vphsubsw	ymm11, ymm10, ymm9
	vphsubsw	ymm0, ymm1, ymmword ptr [rax]
	vphsubsw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vphsubsw	ymm8, ymm1, ymmword ptr [rip + foo]
	vphsubsw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vphsubsw	ymm9, ymm7, ymmword ptr [rax]
	vpsignb	xmm2, xmm1, xmm0
	vpsignb	xmm2, xmm1, xmm8
	vpsignb	xmm2, xmm8, xmm1
	vpsignb	xmm8, xmm2, xmm1
	vpsignb	xmm13, xmm14, xmm15
	vpsignb	xmm11, xmm10, xmm9
	vpsignb	xmm0, xmm1, xmmword ptr [rax]
	vpsignb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsignb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsignb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsignb	xmm9, xmm7, xmmword ptr [rax]
	vpsignb	ymm2, ymm1, ymm0
	vpsignb	ymm2, ymm1, ymm8
	vpsignb	ymm2, ymm8, ymm1
	vpsignb	ymm8, ymm2, ymm1
	vpsignb	ymm13, ymm14, ymm15
	vpsignb	ymm11, ymm10, ymm9
	vpsignb	ymm0, ymm1, ymmword ptr [rax]
	vpsignb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsignb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsignb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsignb	ymm9, ymm7, ymmword ptr [rax]
	vpsignw	xmm2, xmm1, xmm0
	vpsignw	xmm2, xmm1, xmm8
	vpsignw	xmm2, xmm8, xmm1
	vpsignw	xmm8, xmm2, xmm1
	vpsignw	xmm13, xmm14, xmm15
	vpsignw	xmm11, xmm10, xmm9
	vpsignw	xmm0, xmm1, xmmword ptr [rax]
	vpsignw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsignw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsignw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsignw	xmm9, xmm7, xmmword ptr [rax]
	vpsignw	ymm2, ymm1, ymm0
	vpsignw	ymm2, ymm1, ymm8
	vpsignw	ymm2, ymm8, ymm1
	vpsignw	ymm8, ymm2, ymm1
	vpsignw	ymm13, ymm14, ymm15
	vpsignw	ymm11, ymm10, ymm9
	vpsignw	ymm0, ymm1, ymmword ptr [rax]
	vpsignw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsignw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsignw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsignw	ymm9, ymm7, ymmword ptr [rax]
	vpsignd	xmm2, xmm1, xmm0
	vpsignd	xmm2, xmm1, xmm8
	vpsignd	xmm2, xmm8, xmm1
	vpsignd	xmm8, xmm2, xmm1
	vpsignd	xmm13, xmm14, xmm15
	vpsignd	xmm11, xmm10, xmm9
	vpsignd	xmm0, xmm1, xmmword ptr [rax]
	vpsignd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsignd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsignd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsignd	xmm9, xmm7, xmmword ptr [rax]
	vpsignd	ymm2, ymm1, ymm0
	vpsignd	ymm2, ymm1, ymm8
	vpsignd	ymm2, ymm8, ymm1
	vpsignd	ymm8, ymm2, ymm1
	vpsignd	ymm13, ymm14, ymm15
	vpsignd	ymm11, ymm10, ymm9
	vpsignd	ymm0, ymm1, ymmword ptr [rax]
	vpsignd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsignd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsignd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsignd	ymm9, ymm7, ymmword ptr [rax]
	vpmulhrsw	xmm2, xmm1, xmm0
	vpmulhrsw	xmm2, xmm1, xmm8
	vpmulhrsw	xmm2, xmm8, xmm1
	vpmulhrsw	xmm8, xmm2, xmm1
	vpmulhrsw	xmm13, xmm14, xmm15
	vpmulhrsw	xmm11, xmm10, xmm9
	vpmulhrsw	xmm0, xmm1, xmmword ptr [rax]
	vpmulhrsw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmulhrsw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmulhrsw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmulhrsw	xmm9, xmm7, xmmword ptr [rax]
	vpmulhrsw	ymm2, ymm1, ymm0
	vpmulhrsw	ymm2, ymm1, ymm8
	vpmulhrsw	ymm2, ymm8, ymm1
	vpmulhrsw	ymm8, ymm2, ymm1
	vpmulhrsw	ymm13, ymm14, ymm15
	vpmulhrsw	ymm11, ymm10, ymm9
	vpmulhrsw	ymm0, ymm1, ymmword ptr [rax]
	vpmulhrsw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmulhrsw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmulhrsw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmulhrsw	ymm9, ymm7, ymmword ptr [rax]
	vpmuldq	xmm2, xmm1, xmm0
	vpmuldq	xmm2, xmm1, xmm8
	vpmuldq	xmm2, xmm8, xmm1
	vpmuldq	xmm8, xmm2, xmm1
	vpmuldq	xmm13, xmm14, xmm15
	vpmuldq	xmm11, xmm10, xmm9
	vpmuldq	xmm0, xmm1, xmmword ptr [rax]
	vpmuldq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmuldq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmuldq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmuldq	xmm9, xmm7, xmmword ptr [rax]
	vpmuldq	ymm2, ymm1, ymm0
	vpmuldq	ymm2, ymm1, ymm8
	vpmuldq	ymm2, ymm8, ymm1
	vpmuldq	ymm8, ymm2, ymm1
	vpmuldq	ymm13, ymm14, ymm15
	vpmuldq	ymm11, ymm10, ymm9
	vpmuldq	ymm0, ymm1, ymmword ptr [rax]
	vpmuldq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmuldq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmuldq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmuldq	ymm9, ymm7, ymmword ptr [rax]
	vpcmpeqq	xmm2, xmm1, xmm0
	vpcmpeqq	xmm2, xmm1, xmm8
	vpcmpeqq	xmm2, xmm8, xmm1
	vpcmpeqq	xmm8, xmm2, xmm1
	vpcmpeqq	xmm13, xmm14, xmm15
	vpcmpeqq	xmm11, xmm10, xmm9
	vpcmpeqq	xmm0, xmm1, xmmword ptr [rax]
	vpcmpeqq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmpeqq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmpeqq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcmpeqq	xmm9, xmm7, xmmword ptr [rax]
	vpcmpeqq	ymm2, ymm1, ymm0
	vpcmpeqq	ymm2, ymm1, ymm8
	vpcmpeqq	ymm2, ymm8, ymm1
	vpcmpeqq	ymm8, ymm2, ymm1
	vpcmpeqq	ymm13, ymm14, ymm15
	vpcmpeqq	ymm11, ymm10, ymm9
	vpcmpeqq	ymm0, ymm1, ymmword ptr [rax]
	vpcmpeqq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmpeqq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmpeqq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpcmpeqq	ymm9, ymm7, ymmword ptr [rax]
	vpackusdw	xmm2, xmm1, xmm0
	vpackusdw	xmm2, xmm1, xmm8
	vpackusdw	xmm2, xmm8, xmm1
	vpackusdw	xmm8, xmm2, xmm1
	vpackusdw	xmm13, xmm14, xmm15
	vpackusdw	xmm11, xmm10, xmm9
	vpackusdw	xmm0, xmm1, xmmword ptr [rax]
	vpackusdw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpackusdw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpackusdw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpackusdw	xmm9, xmm7, xmmword ptr [rax]
	vpackusdw	ymm2, ymm1, ymm0
	vpackusdw	ymm2, ymm1, ymm8
	vpackusdw	ymm2, ymm8, ymm1
	vpackusdw	ymm8, ymm2, ymm1
	vpackusdw	ymm13, ymm14, ymm15
	vpackusdw	ymm11, ymm10, ymm9
	vpackusdw	ymm0, ymm1, ymmword ptr [rax]
	vpackusdw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpackusdw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpackusdw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpackusdw	ymm9, ymm7, ymmword ptr [rax]
	vpminsb	xmm2, xmm1, xmm0
	vpminsb	xmm2, xmm1, xmm8
	vpminsb	xmm2, xmm8, xmm1
	vpminsb	xmm8, xmm2, xmm1
	vpminsb	xmm13, xmm14, xmm15
	vpminsb	xmm11, xmm10, xmm9
	vpminsb	xmm0, xmm1, xmmword ptr [rax]
	vpminsb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpminsb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpminsb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpminsb	xmm9, xmm7, xmmword ptr [rax]
	vpminsb	ymm2, ymm1, ymm0
	vpminsb	ymm2, ymm1, ymm8
	vpminsb	ymm2, ymm8, ymm1
	vpminsb	ymm8, ymm2, ymm1
	vpminsb	ymm13, ymm14, ymm15
	vpminsb	ymm11, ymm10, ymm9
	vpminsb	ymm0, ymm1, ymmword ptr [rax]
	vpminsb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpminsb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpminsb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpminsb	ymm9, ymm7, ymmword ptr [rax]
	vpminsd	xmm2, xmm1, xmm0
	vpminsd	xmm2, xmm1, xmm8
	vpminsd	xmm2, xmm8, xmm1
	vpminsd	xmm8, xmm2, xmm1
	vpminsd	xmm13, xmm14, xmm15
	vpminsd	xmm11, xmm10, xmm9
	vpminsd	xmm0, xmm1, xmmword ptr [rax]
	vpminsd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpminsd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpminsd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpminsd	xmm9, xmm7, xmmword ptr [rax]
	vpminsd	ymm2, ymm1, ymm0
	vpminsd	ymm2, ymm1, ymm8
	vpminsd	ymm2, ymm8, ymm1
	vpminsd	ymm8, ymm2, ymm1
	vpminsd	ymm13, ymm14, ymm15
	vpminsd	ymm11, ymm10, ymm9
	vpminsd	ymm0, ymm1, ymmword ptr [rax]
	vpminsd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpminsd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpminsd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpminsd	ymm9, ymm7, ymmword ptr [rax]
	vpminuw	xmm2, xmm1, xmm0
	vpminuw	xmm2, xmm1, xmm8
	vpminuw	xmm2, xmm8, xmm1
	vpminuw	xmm8, xmm2, xmm1
	vpminuw	xmm13, xmm14, xmm15
	vpminuw	xmm11, xmm10, xmm9
	vpminuw	xmm0, xmm1, xmmword ptr [rax]
	vpminuw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpminuw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpminuw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpminuw	xmm9, xmm7, xmmword ptr [rax]
	vpminuw	ymm2, ymm1, ymm0
	vpminuw	ymm2, ymm1, ymm8
	vpminuw	ymm2, ymm8, ymm1
	vpminuw	ymm8, ymm2, ymm1
	vpminuw	ymm13, ymm14, ymm15
	vpminuw	ymm11, ymm10, ymm9
	vpminuw	ymm0, ymm1, ymmword ptr [rax]
	vpminuw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpminuw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpminuw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpminuw	ymm9, ymm7, ymmword ptr [rax]
	vpminud	xmm2, xmm1, xmm0
	vpminud	xmm2, xmm1, xmm8
	vpminud	xmm2, xmm8, xmm1
	vpminud	xmm8, xmm2, xmm1
	vpminud	xmm13, xmm14, xmm15
	vpminud	xmm11, xmm10, xmm9
	vpminud	xmm0, xmm1, xmmword ptr [rax]
	vpminud	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpminud	xmm8, xmm1, xmmword ptr [rip + foo]
	vpminud	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpminud	xmm9, xmm7, xmmword ptr [rax]
	vpminud	ymm2, ymm1, ymm0
	vpminud	ymm2, ymm1, ymm8
	vpminud	ymm2, ymm8, ymm1
	vpminud	ymm8, ymm2, ymm1
	vpminud	ymm13, ymm14, ymm15
	vpminud	ymm11, ymm10, ymm9
	vpminud	ymm0, ymm1, ymmword ptr [rax]
	vpminud	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpminud	ymm8, ymm1, ymmword ptr [rip + foo]
	vpminud	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpminud	ymm9, ymm7, ymmword ptr [rax]
	vpmaxsb	xmm2, xmm1, xmm0
	vpmaxsb	xmm2, xmm1, xmm8
	vpmaxsb	xmm2, xmm8, xmm1
	vpmaxsb	xmm8, xmm2, xmm1
	vpmaxsb	xmm13, xmm14, xmm15
	vpmaxsb	xmm11, xmm10, xmm9
	vpmaxsb	xmm0, xmm1, xmmword ptr [rax]
	vpmaxsb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaxsb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaxsb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaxsb	xmm9, xmm7, xmmword ptr [rax]
	vpmaxsb	ymm2, ymm1, ymm0
	vpmaxsb	ymm2, ymm1, ymm8
	vpmaxsb	ymm2, ymm8, ymm1
	vpmaxsb	ymm8, ymm2, ymm1
	vpmaxsb	ymm13, ymm14, ymm15
	vpmaxsb	ymm11, ymm10, ymm9
	vpmaxsb	ymm0, ymm1, ymmword ptr [rax]
	vpmaxsb	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaxsb	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaxsb	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaxsb	ymm9, ymm7, ymmword ptr [rax]
	vpmaxsd	xmm2, xmm1, xmm0
	vpmaxsd	xmm2, xmm1, xmm8
	vpmaxsd	xmm2, xmm8, xmm1
	vpmaxsd	xmm8, xmm2, xmm1
	vpmaxsd	xmm13, xmm14, xmm15
	vpmaxsd	xmm11, xmm10, xmm9
	vpmaxsd	xmm0, xmm1, xmmword ptr [rax]
	vpmaxsd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaxsd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaxsd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaxsd	xmm9, xmm7, xmmword ptr [rax]
	vpmaxsd	ymm2, ymm1, ymm0
	vpmaxsd	ymm2, ymm1, ymm8
	vpmaxsd	ymm2, ymm8, ymm1
	vpmaxsd	ymm8, ymm2, ymm1
	vpmaxsd	ymm13, ymm14, ymm15
	vpmaxsd	ymm11, ymm10, ymm9
	vpmaxsd	ymm0, ymm1, ymmword ptr [rax]
	vpmaxsd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaxsd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaxsd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaxsd	ymm9, ymm7, ymmword ptr [rax]
	vpmaxuw	xmm2, xmm1, xmm0
	vpmaxuw	xmm2, xmm1, xmm8
	vpmaxuw	xmm2, xmm8, xmm1
	vpmaxuw	xmm8, xmm2, xmm1
	vpmaxuw	xmm13, xmm14, xmm15
	vpmaxuw	xmm11, xmm10, xmm9
	vpmaxuw	xmm0, xmm1, xmmword ptr [rax]
	vpmaxuw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaxuw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaxuw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaxuw	xmm9, xmm7, xmmword ptr [rax]
	vpmaxuw	ymm2, ymm1, ymm0
	vpmaxuw	ymm2, ymm1, ymm8
	vpmaxuw	ymm2, ymm8, ymm1
	vpmaxuw	ymm8, ymm2, ymm1
	vpmaxuw	ymm13, ymm14, ymm15
	vpmaxuw	ymm11, ymm10, ymm9
	vpmaxuw	ymm0, ymm1, ymmword ptr [rax]
	vpmaxuw	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaxuw	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaxuw	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaxuw	ymm9, ymm7, ymmword ptr [rax]
	vpmaxud	xmm2, xmm1, xmm0
	vpmaxud	xmm2, xmm1, xmm8
	vpmaxud	xmm2, xmm8, xmm1
	vpmaxud	xmm8, xmm2, xmm1
	vpmaxud	xmm13, xmm14, xmm15
	vpmaxud	xmm11, xmm10, xmm9
	vpmaxud	xmm0, xmm1, xmmword ptr [rax]
	vpmaxud	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaxud	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaxud	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaxud	xmm9, xmm7, xmmword ptr [rax]
	vpmaxud	ymm2, ymm1, ymm0
	vpmaxud	ymm2, ymm1, ymm8
	vpmaxud	ymm2, ymm8, ymm1
	vpmaxud	ymm8, ymm2, ymm1
	vpmaxud	ymm13, ymm14, ymm15
	vpmaxud	ymm11, ymm10, ymm9
	vpmaxud	ymm0, ymm1, ymmword ptr [rax]
	vpmaxud	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaxud	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaxud	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaxud	ymm9, ymm7, ymmword ptr [rax]
	vpmulld	xmm2, xmm1, xmm0
	vpmulld	xmm2, xmm1, xmm8
	vpmulld	xmm2, xmm8, xmm1
	vpmulld	xmm8, xmm2, xmm1
	vpmulld	xmm13, xmm14, xmm15
	vpmulld	xmm11, xmm10, xmm9
	vpmulld	xmm0, xmm1, xmmword ptr [rax]
	vpmulld	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmulld	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmulld	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmulld	xmm9, xmm7, xmmword ptr [rax]
	vpmulld	ymm2, ymm1, ymm0
	vpmulld	ymm2, ymm1, ymm8
	vpmulld	ymm2, ymm8, ymm1
	vpmulld	ymm8, ymm2, ymm1
	vpmulld	ymm13, ymm14, ymm15
	vpmulld	ymm11, ymm10, ymm9
	vpmulld	ymm0, ymm1, ymmword ptr [rax]
	vpmulld	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmulld	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmulld	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmulld	ymm9, ymm7, ymmword ptr [rax]
	vpcmpgtq	xmm2, xmm1, xmm0
	vpcmpgtq	xmm2, xmm1, xmm8
	vpcmpgtq	xmm2, xmm8, xmm1
	vpcmpgtq	xmm8, xmm2, xmm1
	vpcmpgtq	xmm13, xmm14, xmm15
	vpcmpgtq	xmm11, xmm10, xmm9
	vpcmpgtq	xmm0, xmm1, xmmword ptr [rax]
	vpcmpgtq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmpgtq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmpgtq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcmpgtq	xmm9, xmm7, xmmword ptr [rax]
	vpcmpgtq	ymm2, ymm1, ymm0
	vpcmpgtq	ymm2, ymm1, ymm8
	vpcmpgtq	ymm2, ymm8, ymm1
	vpcmpgtq	ymm8, ymm2, ymm1
	vpcmpgtq	ymm13, ymm14, ymm15
	vpcmpgtq	ymm11, ymm10, ymm9
	vpcmpgtq	ymm0, ymm1, ymmword ptr [rax]
	vpcmpgtq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmpgtq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmpgtq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpcmpgtq	ymm9, ymm7, ymmword ptr [rax]
	vpabsb	xmm0, xmm1
	vpabsb	xmm1, xmm8
	vpabsb	xmm8, xmm1
	vpabsb	xmm15, xmm15
	vpabsb	xmm9, xmm7
	vpabsb	xmm0, xmmword ptr [rax]
	vpabsb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vpabsb	xmm8, xmmword ptr [rip + foo]
	vpabsb	xmm15, xmmword ptr [r13 + 64]
	vpabsb	ymm0, ymm1
	vpabsb	ymm1, ymm8
	vpabsb	ymm8, ymm1
	vpabsb	ymm15, ymm15
	vpabsb	ymm9, ymm7
	vpabsb	ymm0, ymmword ptr [rax]
	vpabsb	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vpabsb	ymm8, ymmword ptr [rip + foo]
	vpabsb	ymm15, ymmword ptr [r13 + 64]
	vpabsw	xmm0, xmm1
	vpabsw	xmm1, xmm8
	vpabsw	xmm8, xmm1
	vpabsw	xmm15, xmm15
	vpabsw	xmm9, xmm7
	vpabsw	xmm0, xmmword ptr [rax]
	vpabsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vpabsw	xmm8, xmmword ptr [rip + foo]
	vpabsw	xmm15, xmmword ptr [r13 + 64]
	vpabsw	ymm0, ymm1
	vpabsw	ymm1, ymm8
	vpabsw	ymm8, ymm1
	vpabsw	ymm15, ymm15
	vpabsw	ymm9, ymm7
	vpabsw	ymm0, ymmword ptr [rax]
	vpabsw	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vpabsw	ymm8, ymmword ptr [rip + foo]
	vpabsw	ymm15, ymmword ptr [r13 + 64]
	vpabsd	xmm0, xmm1
	vpabsd	xmm1, xmm8
	vpabsd	xmm8, xmm1
	vpabsd	xmm15, xmm15
	vpabsd	xmm9, xmm7
	vpabsd	xmm0, xmmword ptr [rax]
	vpabsd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vpabsd	xmm8, xmmword ptr [rip + foo]
	vpabsd	xmm15, xmmword ptr [r13 + 64]
	vpabsd	ymm0, ymm1
	vpabsd	ymm1, ymm8
	vpabsd	ymm8, ymm1
	vpabsd	ymm15, ymm15
	vpabsd	ymm9, ymm7
	vpabsd	ymm0, ymmword ptr [rax]
	vpabsd	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vpabsd	ymm8, ymmword ptr [rip + foo]
	vpabsd	ymm15, ymmword ptr [r13 + 64]
	vpalignr	xmm2, xmm1, xmm0, 0
	vpalignr	xmm2, xmm1, xmm8, 255
	vpalignr	xmm2, xmm8, xmm1, 27
	vpalignr	xmm8, xmm2, xmm1, 128
	vpalignr	xmm13, xmm14, xmm15, 0
	vpalignr	xmm11, xmm10, xmm9, 255
	vpalignr	xmm0, xmm1, xmmword ptr [rax], 0
	vpalignr	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpalignr	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpalignr	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpalignr	xmm9, xmm7, xmmword ptr [rax], 0
	vpalignr	ymm2, ymm1, ymm0, 0
	vpalignr	ymm2, ymm1, ymm8, 255
	vpalignr	ymm2, ymm8, ymm1, 27
	vpalignr	ymm8, ymm2, ymm1, 128
	vpalignr	ymm13, ymm14, ymm15, 0
	vpalignr	ymm11, ymm10, ymm9, 255
	vpalignr	ymm0, ymm1, ymmword ptr [rax], 0
	vpalignr	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vpalignr	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vpalignr	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vpalignr	ymm9, ymm7, ymmword ptr [rax], 0
	vpalignr	xmm1, xmm0, xmm0, 29
	vpalignr	ymm1, ymm2, ymm2, 18
	vpalignr	ymm4, ymm4, ymm4, 255
	vpalignr	ymm9, ymm9, ymm9, 20
	vpsrlw	xmm2, xmm1, xmm0
	vpsrlw	xmm2, xmm1, xmm8
	vpsrlw	xmm2, xmm8, xmm1
	vpsrlw	xmm8, xmm2, xmm1
	vpsrlw	xmm13, xmm14, xmm15
	vpsrlw	xmm11, xmm10, xmm9
	vpsrlw	xmm0, xmm1, xmmword ptr [rax]
	vpsrlw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrlw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsrlw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsrlw	xmm9, xmm7, xmmword ptr [rax]
	vpsrlw	xmm0, xmm1, 0
	vpsrlw	xmm1, xmm8, 255
	vpsrlw	xmm8, xmm1, 27
	vpsrlw	xmm15, xmm15, 128
	vpsrlw	xmm9, xmm7, 0
	vpsrlw	ymm2, ymm1, xmm0
	vpsrlw	ymm2, ymm1, xmm8
	vpsrlw	ymm2, ymm8, xmm1
	vpsrlw	ymm8, ymm2, xmm1
	vpsrlw	ymm13, ymm14, xmm15
	vpsrlw	ymm11, ymm10, xmm9
	vpsrlw	ymm0, ymm1, xmmword ptr [rax]
	vpsrlw	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrlw	ymm8, ymm1, xmmword ptr [rip + foo]
	vpsrlw	ymm15, ymm15, xmmword ptr [r13 + 64]
	vpsrlw	ymm9, ymm7, xmmword ptr [rax]
	vpsrlw	ymm0, ymm1, 0
	vpsrlw	ymm1, ymm8, 255
	vpsrlw	ymm8, ymm1, 27
	vpsrlw	ymm15, ymm15, 128
	vpsrlw	ymm9, ymm7, 0
	vpsrld	xmm2, xmm1, xmm0
	vpsrld	xmm2, xmm1, xmm8
	vpsrld	xmm2, xmm8, xmm1
	vpsrld	xmm8, xmm2, xmm1
	vpsrld	xmm13, xmm14, xmm15
	vpsrld	xmm11, xmm10, xmm9
	vpsrld	xmm0, xmm1, xmmword ptr [rax]
	vpsrld	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrld	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsrld	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsrld	xmm9, xmm7, xmmword ptr [rax]
	vpsrld	xmm0, xmm1, 0
	vpsrld	xmm1, xmm8, 255
	vpsrld	xmm8, xmm1, 27
	vpsrld	xmm15, xmm15, 128
	vpsrld	xmm9, xmm7, 0
	vpsrld	ymm2, ymm1, xmm0
	vpsrld	ymm2, ymm1, xmm8
	vpsrld	ymm2, ymm8, xmm1
	vpsrld	ymm8, ymm2, xmm1
	vpsrld	ymm13, ymm14, xmm15
	vpsrld	ymm11, ymm10, xmm9
	vpsrld	ymm0, ymm1, xmmword ptr [rax]
	vpsrld	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrld	ymm8, ymm1, xmmword ptr [rip + foo]
	vpsrld	ymm15, ymm15, xmmword ptr [r13 + 64]
	vpsrld	ymm9, ymm7, xmmword ptr [rax]
	vpsrld	ymm0, ymm1, 0
	vpsrld	ymm1, ymm8, 255
	vpsrld	ymm8, ymm1, 27
	vpsrld	ymm15, ymm15, 128
	vpsrld	ymm9, ymm7, 0
	vpsrlq	xmm2, xmm1, xmm0
	vpsrlq	xmm2, xmm1, xmm8
	vpsrlq	xmm2, xmm8, xmm1
	vpsrlq	xmm8, xmm2, xmm1
	vpsrlq	xmm13, xmm14, xmm15
	vpsrlq	xmm11, xmm10, xmm9
	vpsrlq	xmm0, xmm1, xmmword ptr [rax]
	vpsrlq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrlq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsrlq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsrlq	xmm9, xmm7, xmmword ptr [rax]
	vpsrlq	xmm0, xmm1, 0
	vpsrlq	xmm1, xmm8, 255
	vpsrlq	xmm8, xmm1, 27
	vpsrlq	xmm15, xmm15, 128
	vpsrlq	xmm9, xmm7, 0
	vpsrlq	ymm2, ymm1, xmm0
	vpsrlq	ymm2, ymm1, xmm8
	vpsrlq	ymm2, ymm8, xmm1
	vpsrlq	ymm8, ymm2, xmm1
	vpsrlq	ymm13, ymm14, xmm15
	vpsrlq	ymm11, ymm10, xmm9
	vpsrlq	ymm0, ymm1, xmmword ptr [rax]
	vpsrlq	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrlq	ymm8, ymm1, xmmword ptr [rip + foo]
	vpsrlq	ymm15, ymm15, xmmword ptr [r13 + 64]
	vpsrlq	ymm9, ymm7, xmmword ptr [rax]
	vpsrlq	ymm0, ymm1, 0
	vpsrlq	ymm1, ymm8, 255
	vpsrlq	ymm8, ymm1, 27
	vpsrlq	ymm15, ymm15, 128
	vpsrlq	ymm9, ymm7, 0
	vpsraw	xmm2, xmm1, xmm0
	vpsraw	xmm2, xmm1, xmm8
	vpsraw	xmm2, xmm8, xmm1
	vpsraw	xmm8, xmm2, xmm1
	vpsraw	xmm13, xmm14, xmm15
	vpsraw	xmm11, xmm10, xmm9
	vpsraw	xmm0, xmm1, xmmword ptr [rax]
	vpsraw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsraw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsraw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsraw	xmm9, xmm7, xmmword ptr [rax]
	vpsraw	xmm0, xmm1, 0
	vpsraw	xmm1, xmm8, 255
	vpsraw	xmm8, xmm1, 27
	vpsraw	xmm15, xmm15, 128
	vpsraw	xmm9, xmm7, 0
	vpsraw	ymm2, ymm1, xmm0
	vpsraw	ymm2, ymm1, xmm8
	vpsraw	ymm2, ymm8, xmm1
	vpsraw	ymm8, ymm2, xmm1
	vpsraw	ymm13, ymm14, xmm15
	vpsraw	ymm11, ymm10, xmm9
	vpsraw	ymm0, ymm1, xmmword ptr [rax]
	vpsraw	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsraw	ymm8, ymm1, xmmword ptr [rip + foo]
	vpsraw	ymm15, ymm15, xmmword ptr [r13 + 64]
	vpsraw	ymm9, ymm7, xmmword ptr [rax]
	vpsraw	ymm0, ymm1, 0
	vpsraw	ymm1, ymm8, 255
	vpsraw	ymm8, ymm1, 27
	vpsraw	ymm15, ymm15, 128
	vpsraw	ymm9, ymm7, 0
	vpsrad	xmm2, xmm1, xmm0
	vpsrad	xmm2, xmm1, xmm8
	vpsrad	xmm2, xmm8, xmm1
	vpsrad	xmm8, xmm2, xmm1
	vpsrad	xmm13, xmm14, xmm15
	vpsrad	xmm11, xmm10, xmm9
	vpsrad	xmm0, xmm1, xmmword ptr [rax]
	vpsrad	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrad	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsrad	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsrad	xmm9, xmm7, xmmword ptr [rax]
	vpsrad	xmm0, xmm1, 0
	vpsrad	xmm1, xmm8, 255
	vpsrad	xmm8, xmm1, 27
	vpsrad	xmm15, xmm15, 128
	vpsrad	xmm9, xmm7, 0
	vpsrad	ymm2, ymm1, xmm0
	vpsrad	ymm2, ymm1, xmm8
	vpsrad	ymm2, ymm8, xmm1
	vpsrad	ymm8, ymm2, xmm1
	vpsrad	ymm13, ymm14, xmm15
	vpsrad	ymm11, ymm10, xmm9
	vpsrad	ymm0, ymm1, xmmword ptr [rax]
	vpsrad	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrad	ymm8, ymm1, xmmword ptr [rip + foo]
	vpsrad	ymm15, ymm15, xmmword ptr [r13 + 64]
	vpsrad	ymm9, ymm7, xmmword ptr [rax]
	vpsrad	ymm0, ymm1, 0
	vpsrad	ymm1, ymm8, 255
	vpsrad	ymm8, ymm1, 27
	vpsrad	ymm15, ymm15, 128
	vpsrad	ymm9, ymm7, 0
	vpsllw	xmm2, xmm1, xmm0
	vpsllw	xmm2, xmm1, xmm8
	vpsllw	xmm2, xmm8, xmm1
	vpsllw	xmm8, xmm2, xmm1
	vpsllw	xmm13, xmm14, xmm15
	vpsllw	xmm11, xmm10, xmm9
	vpsllw	xmm0, xmm1, xmmword ptr [rax]
	vpsllw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsllw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsllw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsllw	xmm9, xmm7, xmmword ptr [rax]
	vpsllw	xmm0, xmm1, 0
	vpsllw	xmm1, xmm8, 255
	vpsllw	xmm8, xmm1, 27
	vpsllw	xmm15, xmm15, 128
	vpsllw	xmm9, xmm7, 0
	vpsllw	ymm2, ymm1, xmm0
	vpsllw	ymm2, ymm1, xmm8
	vpsllw	ymm2, ymm8, xmm1
	vpsllw	ymm8, ymm2, xmm1
	vpsllw	ymm13, ymm14, xmm15
	vpsllw	ymm11, ymm10, xmm9
	vpsllw	ymm0, ymm1, xmmword ptr [rax]
	vpsllw	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsllw	ymm8, ymm1, xmmword ptr [rip + foo]
	vpsllw	ymm15, ymm15, xmmword ptr [r13 + 64]
	vpsllw	ymm9, ymm7, xmmword ptr [rax]
	vpsllw	ymm0, ymm1, 0
	vpsllw	ymm1, ymm8, 255
	vpsllw	ymm8, ymm1, 27
	vpsllw	ymm15, ymm15, 128
	vpsllw	ymm9, ymm7, 0
	vpslld	xmm2, xmm1, xmm0
	vpslld	xmm2, xmm1, xmm8
	vpslld	xmm2, xmm8, xmm1
	vpslld	xmm8, xmm2, xmm1
	vpslld	xmm13, xmm14, xmm15
	vpslld	xmm11, xmm10, xmm9
	vpslld	xmm0, xmm1, xmmword ptr [rax]
	vpslld	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpslld	xmm8, xmm1, xmmword ptr [rip + foo]
	vpslld	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpslld	xmm9, xmm7, xmmword ptr [rax]
	vpslld	xmm0, xmm1, 0
	vpslld	xmm1, xmm8, 255
	vpslld	xmm8, xmm1, 27
	vpslld	xmm15, xmm15, 128
	vpslld	xmm9, xmm7, 0
	vpslld	ymm2, ymm1, xmm0
	vpslld	ymm2, ymm1, xmm8
	vpslld	ymm2, ymm8, xmm1
	vpslld	ymm8, ymm2, xmm1
	vpslld	ymm13, ymm14, xmm15
	vpslld	ymm11, ymm10, xmm9
	vpslld	ymm0, ymm1, xmmword ptr [rax]
	vpslld	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128]
	vpslld	ymm8, ymm1, xmmword ptr [rip + foo]
	vpslld	ymm15, ymm15, xmmword ptr [r13 + 64]
	vpslld	ymm9, ymm7, xmmword ptr [rax]
	vpslld	ymm0, ymm1, 0
	vpslld	ymm1, ymm8, 255
	vpslld	ymm8, ymm1, 27
	vpslld	ymm15, ymm15, 128
	vpslld	ymm9, ymm7, 0
	vpsllq	xmm2, xmm1, xmm0
	vpsllq	xmm2, xmm1, xmm8
	vpsllq	xmm2, xmm8, xmm1
	vpsllq	xmm8, xmm2, xmm1
	vpsllq	xmm13, xmm14, xmm15
	vpsllq	xmm11, xmm10, xmm9
	vpsllq	xmm0, xmm1, xmmword ptr [rax]
	vpsllq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsllq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsllq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsllq	xmm9, xmm7, xmmword ptr [rax]
	vpsllq	xmm0, xmm1, 0
	vpsllq	xmm1, xmm8, 255
	vpsllq	xmm8, xmm1, 27
	vpsllq	xmm15, xmm15, 128
	vpsllq	xmm9, xmm7, 0
	vpsllq	ymm2, ymm1, xmm0
	vpsllq	ymm2, ymm1, xmm8
	vpsllq	ymm2, ymm8, xmm1
	vpsllq	ymm8, ymm2, xmm1
	vpsllq	ymm13, ymm14, xmm15
	vpsllq	ymm11, ymm10, xmm9
	vpsllq	ymm0, ymm1, xmmword ptr [rax]
	vpsllq	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsllq	ymm8, ymm1, xmmword ptr [rip + foo]
	vpsllq	ymm15, ymm15, xmmword ptr [r13 + 64]
	vpsllq	ymm9, ymm7, xmmword ptr [rax]
	vpsllq	ymm0, ymm1, 0
	vpsllq	ymm1, ymm8, 255
	vpsllq	ymm8, ymm1, 27
	vpsllq	ymm15, ymm15, 128
	vpsllq	ymm9, ymm7, 0
	vpsrldq	xmm0, xmm1, 0
	vpsrldq	xmm1, xmm8, 255
	vpsrldq	xmm8, xmm1, 27
	vpsrldq	xmm15, xmm15, 128
	vpsrldq	xmm9, xmm7, 0
	vpsrldq	ymm0, ymm1, 0
	vpsrldq	ymm1, ymm8, 255
	vpsrldq	ymm8, ymm1, 27
	vpsrldq	ymm15, ymm15, 128
	vpsrldq	ymm9, ymm7, 0
	vpslldq	xmm0, xmm1, 0
	vpslldq	xmm1, xmm8, 255
	vpslldq	xmm8, xmm1, 27
	vpslldq	xmm15, xmm15, 128
	vpslldq	xmm9, xmm7, 0
	vpslldq	ymm0, ymm1, 0
	vpslldq	ymm1, ymm8, 255
	vpslldq	ymm8, ymm1, 27
	vpslldq	ymm15, ymm15, 128
	vpslldq	ymm9, ymm7, 0
	vpshufd	xmm0, xmm1, 0
	vpshufd	xmm1, xmm8, 255
	vpshufd	xmm8, xmm1, 27
	vpshufd	xmm15, xmm15, 128
	vpshufd	xmm9, xmm7, 0
	vpshufd	xmm0, xmmword ptr [rax], 0
	vpshufd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpshufd	xmm8, xmmword ptr [rip + foo], 27
	vpshufd	xmm15, xmmword ptr [r13 + 64], 128
	vpshufd	ymm0, ymm1, 0
	vpshufd	ymm1, ymm8, 255
	vpshufd	ymm8, ymm1, 27
	vpshufd	ymm15, ymm15, 128
	vpshufd	ymm9, ymm7, 0
	vpshufd	ymm0, ymmword ptr [rax], 0
	vpshufd	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vpshufd	ymm8, ymmword ptr [rip + foo], 27
	vpshufd	ymm15, ymmword ptr [r13 + 64], 128
	vpshufhw	xmm0, xmm1, 0
	vpshufhw	xmm1, xmm8, 255
	vpshufhw	xmm8, xmm1, 27
	vpshufhw	xmm15, xmm15, 128
	vpshufhw	xmm9, xmm7, 0
	vpshufhw	xmm0, xmmword ptr [rax], 0
	vpshufhw	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpshufhw	xmm8, xmmword ptr [rip + foo], 27
	vpshufhw	xmm15, xmmword ptr [r13 + 64], 128
	vpshufhw	ymm0, ymm1, 0
	vpshufhw	ymm1, ymm8, 255
	vpshufhw	ymm8, ymm1, 27
	vpshufhw	ymm15, ymm15, 128
	vpshufhw	ymm9, ymm7, 0
	vpshufhw	ymm0, ymmword ptr [rax], 0
	vpshufhw	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vpshufhw	ymm8, ymmword ptr [rip + foo], 27
	vpshufhw	ymm15, ymmword ptr [r13 + 64], 128
	vpshuflw	xmm0, xmm1, 0
	vpshuflw	xmm1, xmm8, 255
	vpshuflw	xmm8, xmm1, 27
	vpshuflw	xmm15, xmm15, 128
	vpshuflw	xmm9, xmm7, 0
	vpshuflw	xmm0, xmmword ptr [rax], 0
	vpshuflw	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpshuflw	xmm8, xmmword ptr [rip + foo], 27
	vpshuflw	xmm15, xmmword ptr [r13 + 64], 128
	vpshuflw	ymm0, ymm1, 0
	vpshuflw	ymm1, ymm8, 255
	vpshuflw	ymm8, ymm1, 27
	vpshuflw	ymm15, ymm15, 128
	vpshuflw	ymm9, ymm7, 0
	vpshuflw	ymm0, ymmword ptr [rax], 0
	vpshuflw	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vpshuflw	ymm8, ymmword ptr [rip + foo], 27
	vpshuflw	ymm15, ymmword ptr [r13 + 64], 128
	vpextrw	eax, xmm1, 0
	vpextrw	ecx, xmm8, 255
	vpextrw	r8d, xmm1, 27
	vpextrw	r15d, xmm15, 128
	vpextrw	r9d, xmm7, 0
	vpextrw	eax, xmm1, 0
	vpextrw	ecx, xmm8, 255
	vpextrw	r8d, xmm1, 27
	vpextrw	r15d, xmm15, 128
	vpextrw	r9d, xmm7, 0
	vpextrw	word ptr [rax], xmm0, 0
	vpextrw	word ptr [rsp + 4*r9 - 128], xmm7, 255
	vpextrw	word ptr [rip + foo], xmm8, 27
	vpextrw	word ptr [r13 + 64], xmm15, 128
	vpextrb	eax, xmm1, 0
	vpextrb	ecx, xmm8, 255
	vpextrb	r8d, xmm1, 27
	vpextrb	r15d, xmm15, 128
	vpextrb	r9d, xmm7, 0
	vpextrb	eax, xmm1, 0
	vpextrb	ecx, xmm8, 255
	vpextrb	r8d, xmm1, 27
	vpextrb	r15d, xmm15, 128
	vpextrb	r9d, xmm7, 0
	vpextrb	byte ptr [rax], xmm0, 0
	vpextrb	byte ptr [rsp + 4*r9 - 128], xmm7, 255
	vpextrb	byte ptr [rip + foo], xmm8, 27
	vpextrb	byte ptr [r13 + 64], xmm15, 128
	vpextrd	eax, xmm1, 0
	vpextrd	ecx, xmm8, 255
	vpextrd	r8d, xmm1, 27
	vpextrd	r15d, xmm15, 128
	vpextrd	r9d, xmm7, 0
	vpextrd	dword ptr [rax], xmm0, 0
	vpextrd	dword ptr [rsp + 4*r9 - 128], xmm7, 255
	vpextrd	dword ptr [rip + foo], xmm8, 27
	vpextrd	dword ptr [r13 + 64], xmm15, 128
	vpextrq	rax, xmm1, 0
	vpextrq	rcx, xmm8, 255
	vpextrq	r8, xmm1, 27
	vpextrq	r15, xmm15, 128
	vpextrq	r9, xmm7, 0
	vpextrq	qword ptr [rax], xmm0, 0
	vpextrq	qword ptr [rsp + 4*r9 - 128], xmm7, 255
	vpextrq	qword ptr [rip + foo], xmm8, 27
	vpextrq	qword ptr [r13 + 64], xmm15, 128
	vpinsrw	xmm2, xmm1, eax, 0
	vpinsrw	xmm2, xmm1, r8d, 255
	vpinsrw	xmm2, xmm8, ecx, 27
	vpinsrw	xmm8, xmm2, ecx, 128
	vpinsrw	xmm13, xmm14, r15d, 0
	vpinsrw	xmm11, xmm10, r9d, 255
	vpinsrw	xmm0, xmm1, word ptr [rax], 0
	vpinsrw	xmm1, xmm8, word ptr [rsp + 4*r9 - 128], 255
	vpinsrw	xmm8, xmm1, word ptr [rip + foo], 27
	vpinsrw	xmm15, xmm15, word ptr [r13 + 64], 128
	vpinsrw	xmm9, xmm7, word ptr [rax], 0
	vpinsrb	xmm2, xmm1, eax, 0
	vpinsrb	xmm2, xmm1, r8d, 255
	vpinsrb	xmm2, xmm8, ecx, 27
	vpinsrb	xmm8, xmm2, ecx, 128
	vpinsrb	xmm13, xmm14, r15d, 0
	vpinsrb	xmm11, xmm10, r9d, 255
	vpinsrb	xmm0, xmm1, byte ptr [rax], 0
	vpinsrb	xmm1, xmm8, byte ptr [rsp + 4*r9 - 128], 255
	vpinsrb	xmm8, xmm1, byte ptr [rip + foo], 27
	vpinsrb	xmm15, xmm15, byte ptr [r13 + 64], 128
	vpinsrb	xmm9, xmm7, byte ptr [rax], 0
	vpinsrd	xmm2, xmm1, eax, 0
	vpinsrd	xmm2, xmm1, r8d, 255
	vpinsrd	xmm2, xmm8, ecx, 27
	vpinsrd	xmm8, xmm2, ecx, 128
	vpinsrd	xmm13, xmm14, r15d, 0
	vpinsrd	xmm11, xmm10, r9d, 255
	vpinsrd	xmm0, xmm1, dword ptr [rax], 0
	vpinsrd	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128], 255
	vpinsrd	xmm8, xmm1, dword ptr [rip + foo], 27
	vpinsrd	xmm15, xmm15, dword ptr [r13 + 64], 128
	vpinsrd	xmm9, xmm7, dword ptr [rax], 0
	vpinsrq	xmm2, xmm1, rax, 0
	vpinsrq	xmm2, xmm1, r8, 255
	vpinsrq	xmm2, xmm8, rcx, 27
	vpinsrq	xmm8, xmm2, rcx, 128
	vpinsrq	xmm13, xmm14, r15, 0
	vpinsrq	xmm11, xmm10, r9, 255
	vpinsrq	xmm0, xmm1, qword ptr [rax], 0
	vpinsrq	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128], 255
	vpinsrq	xmm8, xmm1, qword ptr [rip + foo], 27
	vpinsrq	xmm15, xmm15, qword ptr [r13 + 64], 128
	vpinsrq	xmm9, xmm7, qword ptr [rax], 0
	vpmovsxbw	xmm0, xmm1
	vpmovsxbw	xmm1, xmm8
	vpmovsxbw	xmm8, xmm1
	vpmovsxbw	xmm15, xmm15
	vpmovsxbw	xmm9, xmm7
	vpmovsxbw	xmm0, qword ptr [rax]
	vpmovsxbw	xmm7, qword ptr [rsp + 4*r9 - 128]
	vpmovsxbw	xmm8, qword ptr [rip + foo]
	vpmovsxbw	xmm15, qword ptr [r13 + 64]
	vpmovsxbw	ymm0, xmm1
	vpmovsxbw	ymm1, xmm8
	vpmovsxbw	ymm8, xmm1
	vpmovsxbw	ymm15, xmm15
	vpmovsxbw	ymm9, xmm7
	vpmovsxbw	ymm0, xmmword ptr [rax]
	vpmovsxbw	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vpmovsxbw	ymm8, xmmword ptr [rip + foo]
	vpmovsxbw	ymm15, xmmword ptr [r13 + 64]
	vpmovsxbd	xmm0, xmm1
	vpmovsxbd	xmm1, xmm8
	vpmovsxbd	xmm8, xmm1
	vpmovsxbd	xmm15, xmm15
	vpmovsxbd	xmm9, xmm7
	vpmovsxbd	xmm0, dword ptr [rax]
	vpmovsxbd	xmm7, dword ptr [rsp + 4*r9 - 128]
	vpmovsxbd	xmm8, dword ptr [rip + foo]
	vpmovsxbd	xmm15, dword ptr [r13 + 64]
	vpmovsxbd	ymm0, xmm1
	vpmovsxbd	ymm1, xmm8
	vpmovsxbd	ymm8, xmm1
	vpmovsxbd	ymm15, xmm15
	vpmovsxbd	ymm9, xmm7
	vpmovsxbd	ymm0, qword ptr [rax]
	vpmovsxbd	ymm7, qword ptr [rsp + 4*r9 - 128]
	vpmovsxbd	ymm8, qword ptr [rip + foo]
	vpmovsxbd	ymm15, qword ptr [r13 + 64]
	vpmovsxbq	xmm0, xmm1
	vpmovsxbq	xmm1, xmm8
	vpmovsxbq	xmm8, xmm1
	vpmovsxbq	xmm15, xmm15
	vpmovsxbq	xmm9, xmm7
	vpmovsxbq	xmm0, word ptr [rax]
	vpmovsxbq	xmm7, word ptr [rsp + 4*r9 - 128]
	vpmovsxbq	xmm8, word ptr [rip + foo]
	vpmovsxbq	xmm15, word ptr [r13 + 64]
	vpmovsxbq	ymm0, xmm1
	vpmovsxbq	ymm1, xmm8
	vpmovsxbq	ymm8, xmm1
	vpmovsxbq	ymm15, xmm15
	vpmovsxbq	ymm9, xmm7
	vpmovsxbq	ymm0, dword ptr [rax]
	vpmovsxbq	ymm7, dword ptr [rsp + 4*r9 - 128]
	vpmovsxbq	ymm8, dword ptr [rip + foo]
	vpmovsxbq	ymm15, dword ptr [r13 + 64]
	vpmovsxwd	xmm0, xmm1
	vpmovsxwd	xmm1, xmm8
	vpmovsxwd	xmm8, xmm1
	vpmovsxwd	xmm15, xmm15
	vpmovsxwd	xmm9, xmm7
	vpmovsxwd	xmm0, qword ptr [rax]
	vpmovsxwd	xmm7, qword ptr [rsp + 4*r9 - 128]
	vpmovsxwd	xmm8, qword ptr [rip + foo]
	vpmovsxwd	xmm15, qword ptr [r13 + 64]
	vpmovsxwd	ymm0, xmm1
	vpmovsxwd	ymm1, xmm8
	vpmovsxwd	ymm8, xmm1
	vpmovsxwd	ymm15, xmm15
	vpmovsxwd	ymm9, xmm7
	vpmovsxwd	ymm0, xmmword ptr [rax]
	vpmovsxwd	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vpmovsxwd	ymm8, xmmword ptr [rip + foo]
	vpmovsxwd	ymm15, xmmword ptr [r13 + 64]
	vpmovsxwq	xmm0, xmm1
	vpmovsxwq	xmm1, xmm8
	vpmovsxwq	xmm8, xmm1
	vpmovsxwq	xmm15, xmm15
	vpmovsxwq	xmm9, xmm7
	vpmovsxwq	xmm0, dword ptr [rax]
	vpmovsxwq	xmm7, dword ptr [rsp + 4*r9 - 128]
	vpmovsxwq	xmm8, dword ptr [rip + foo]
	vpmovsxwq	xmm15, dword ptr [r13 + 64]
	vpmovsxwq	ymm0, xmm1
	vpmovsxwq	ymm1, xmm8
	vpmovsxwq	ymm8, xmm1
	vpmovsxwq	ymm15, xmm15
	vpmovsxwq	ymm9, xmm7
	vpmovsxwq	ymm0, qword ptr [rax]
	vpmovsxwq	ymm7, qword ptr [rsp + 4*r9 - 128]
	vpmovsxwq	ymm8, qword ptr [rip + foo]
	vpmovsxwq	ymm15, qword ptr [r13 + 64]
	vpmovsxdq	xmm0, xmm1
	vpmovsxdq	xmm1, xmm8
	vpmovsxdq	xmm8, xmm1
	vpmovsxdq	xmm15, xmm15
	vpmovsxdq	xmm9, xmm7
	vpmovsxdq	xmm0, qword ptr [rax]
	vpmovsxdq	xmm7, qword ptr [rsp + 4*r9 - 128]
	vpmovsxdq	xmm8, qword ptr [rip + foo]
	vpmovsxdq	xmm15, qword ptr [r13 + 64]
	vpmovsxdq	ymm0, xmm1
	vpmovsxdq	ymm1, xmm8
	vpmovsxdq	ymm8, xmm1
	vpmovsxdq	ymm15, xmm15
	vpmovsxdq	ymm9, xmm7
	vpmovsxdq	ymm0, xmmword ptr [rax]
	vpmovsxdq	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vpmovsxdq	ymm8, xmmword ptr [rip + foo]
	vpmovsxdq	ymm15, xmmword ptr [r13 + 64]
	vpmovzxbw	xmm0, xmm1
	vpmovzxbw	xmm1, xmm8
	vpmovzxbw	xmm8, xmm1
	vpmovzxbw	xmm15, xmm15
	vpmovzxbw	xmm9, xmm7
	vpmovzxbw	xmm0, qword ptr [rax]
	vpmovzxbw	xmm7, qword ptr [rsp + 4*r9 - 128]
	vpmovzxbw	xmm8, qword ptr [rip + foo]
	vpmovzxbw	xmm15, qword ptr [r13 + 64]
	vpmovzxbw	ymm0, xmm1
	vpmovzxbw	ymm1, xmm8
	vpmovzxbw	ymm8, xmm1
	vpmovzxbw	ymm15, xmm15
	vpmovzxbw	ymm9, xmm7
	vpmovzxbw	ymm0, xmmword ptr [rax]
	vpmovzxbw	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vpmovzxbw	ymm8, xmmword ptr [rip + foo]
	vpmovzxbw	ymm15, xmmword ptr [r13 + 64]
	vpmovzxbd	xmm0, xmm1
	vpmovzxbd	xmm1, xmm8
	vpmovzxbd	xmm8, xmm1
	vpmovzxbd	xmm15, xmm15
	vpmovzxbd	xmm9, xmm7
	vpmovzxbd	xmm0, dword ptr [rax]
	vpmovzxbd	xmm7, dword ptr [rsp + 4*r9 - 128]
	vpmovzxbd	xmm8, dword ptr [rip + foo]
	vpmovzxbd	xmm15, dword ptr [r13 + 64]
	vpmovzxbd	ymm0, xmm1
	vpmovzxbd	ymm1, xmm8
	vpmovzxbd	ymm8, xmm1
	vpmovzxbd	ymm15, xmm15
	vpmovzxbd	ymm9, xmm7
	vpmovzxbd	ymm0, qword ptr [rax]
	vpmovzxbd	ymm7, qword ptr [rsp + 4*r9 - 128]
	vpmovzxbd	ymm8, qword ptr [rip + foo]
	vpmovzxbd	ymm15, qword ptr [r13 + 64]
	vpmovzxbq	xmm0, xmm1
	vpmovzxbq	xmm1, xmm8
	vpmovzxbq	xmm8, xmm1
	vpmovzxbq	xmm15, xmm15
	vpmovzxbq	xmm9, xmm7
	vpmovzxbq	xmm0, word ptr [rax]
	vpmovzxbq	xmm7, word ptr [rsp + 4*r9 - 128]
	vpmovzxbq	xmm8, word ptr [rip + foo]
	vpmovzxbq	xmm15, word ptr [r13 + 64]
	vpmovzxbq	ymm0, xmm1
	vpmovzxbq	ymm1, xmm8
	vpmovzxbq	ymm8, xmm1
	vpmovzxbq	ymm15, xmm15
	vpmovzxbq	ymm9, xmm7
	vpmovzxbq	ymm0, dword ptr [rax]
	vpmovzxbq	ymm7, dword ptr [rsp + 4*r9 - 128]
	vpmovzxbq	ymm8, dword ptr [rip + foo]
	vpmovzxbq	ymm15, dword ptr [r13 + 64]
	vpmovzxwd	xmm0, xmm1
	vpmovzxwd	xmm1, xmm8
	vpmovzxwd	xmm8, xmm1
	vpmovzxwd	xmm15, xmm15
	vpmovzxwd	xmm9, xmm7
	vpmovzxwd	xmm0, qword ptr [rax]
	vpmovzxwd	xmm7, qword ptr [rsp + 4*r9 - 128]
	vpmovzxwd	xmm8, qword ptr [rip + foo]
	vpmovzxwd	xmm15, qword ptr [r13 + 64]
	vpmovzxwd	ymm0, xmm1
	vpmovzxwd	ymm1, xmm8
	vpmovzxwd	ymm8, xmm1
	vpmovzxwd	ymm15, xmm15
	vpmovzxwd	ymm9, xmm7
	vpmovzxwd	ymm0, xmmword ptr [rax]
	vpmovzxwd	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vpmovzxwd	ymm8, xmmword ptr [rip + foo]
	vpmovzxwd	ymm15, xmmword ptr [r13 + 64]
	vpmovzxwq	xmm0, xmm1
	vpmovzxwq	xmm1, xmm8
	vpmovzxwq	xmm8, xmm1
	vpmovzxwq	xmm15, xmm15
	vpmovzxwq	xmm9, xmm7
	vpmovzxwq	xmm0, dword ptr [rax]
	vpmovzxwq	xmm7, dword ptr [rsp + 4*r9 - 128]
	vpmovzxwq	xmm8, dword ptr [rip + foo]
	vpmovzxwq	xmm15, dword ptr [r13 + 64]
	vpmovzxwq	ymm0, xmm1
	vpmovzxwq	ymm1, xmm8
	vpmovzxwq	ymm8, xmm1
	vpmovzxwq	ymm15, xmm15
	vpmovzxwq	ymm9, xmm7
	vpmovzxwq	ymm0, qword ptr [rax]
	vpmovzxwq	ymm7, qword ptr [rsp + 4*r9 - 128]
	vpmovzxwq	ymm8, qword ptr [rip + foo]
	vpmovzxwq	ymm15, qword ptr [r13 + 64]
	vpmovzxdq	xmm0, xmm1
	vpmovzxdq	xmm1, xmm8
	vpmovzxdq	xmm8, xmm1
	vpmovzxdq	xmm15, xmm15
	vpmovzxdq	xmm9, xmm7
	vpmovzxdq	xmm0, qword ptr [rax]
	vpmovzxdq	xmm7, qword ptr [rsp + 4*r9 - 128]
	vpmovzxdq	xmm8, qword ptr [rip + foo]
	vpmovzxdq	xmm15, qword ptr [r13 + 64]
	vpmovzxdq	ymm0, xmm1
	vpmovzxdq	ymm1, xmm8
	vpmovzxdq	ymm8, xmm1
	vpmovzxdq	ymm15, xmm15
	vpmovzxdq	ymm9, xmm7
	vpmovzxdq	ymm0, xmmword ptr [rax]
	vpmovzxdq	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vpmovzxdq	ymm8, xmmword ptr [rip + foo]
	vpmovzxdq	ymm15, xmmword ptr [r13 + 64]
	vmovd	xmm0, ecx
	vmovd	xmm1, r8d
	vmovd	xmm8, ecx
	vmovd	xmm15, r15d
	vmovd	xmm9, edi
	vmovd	eax, xmm1
	vmovd	ecx, xmm8
	vmovd	r8d, xmm1
	vmovd	r15d, xmm15
	vmovd	r9d, xmm7
	vmovd	xmm0, dword ptr [rax]
	vmovd	xmm7, dword ptr [rsp + 4*r9 - 128]
	vmovd	xmm8, dword ptr [rip + foo]
	vmovd	xmm15, dword ptr [r13 + 64]
	vmovd	dword ptr [rax], xmm0
	vmovd	dword ptr [rsp + 4*r9 - 128], xmm7
	vmovd	dword ptr [rip + foo], xmm8
	vmovd	dword ptr [r13 + 64], xmm15
	vmovq	xmm0, rcx
	vmovq	xmm1, r8
	vmovq	xmm8, rcx
	vmovq	xmm15, r15
	vmovq	xmm9, rdi
	vmovq	rax, xmm1
	vmovq	rcx, xmm8
	vmovq	r8, xmm1
	vmovq	r15, xmm15
	vmovq	r9, xmm7
	vmovq	xmm0, qword ptr [rax]
	vmovq	xmm7, qword ptr [rsp + 4*r9 - 128]
	vmovq	xmm8, qword ptr [rip + foo]
	vmovq	xmm15, qword ptr [r13 + 64]
	vmovq	qword ptr [rax], xmm0
	vmovq	qword ptr [rsp + 4*r9 - 128], xmm7
	vmovq	qword ptr [rip + foo], xmm8
	vmovq	qword ptr [r13 + 64], xmm15
	vmovq	xmm0, xmm1
	vmovq	xmm1, xmm8
	vmovq	xmm8, xmm1
	vmovq	xmm15, xmm15
	vmovq	xmm9, xmm7
	vmovq	xmm0, xmm1
	vmovq	xmm1, xmm8
	vmovq	xmm8, xmm1
	vmovq	xmm15, xmm15
	vmovq	xmm9, xmm7
	vmaskmovdqu	xmm0, xmm1
	vmaskmovdqu	xmm1, xmm8
	vmaskmovdqu	xmm8, xmm1
	vmaskmovdqu	xmm15, xmm15
	vmaskmovdqu	xmm9, xmm7
