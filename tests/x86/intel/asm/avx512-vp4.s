	.intel_syntax noprefix
	.text
	vp4dpwssd	zmm1, zmm0, xmmword ptr [rax]
	vp4dpwssd	zmm3, zmm8, xmmword ptr [rcx - 2048]
	vp4dpwssd	zmm5, zmm16, xmmword ptr [rdx - 2064]
	vp4dpwssd	zmm7 {k1}, zmm24, xmmword ptr [rbx + rax + 64]
	vp4dpwssd	zmm9 {k2} {z}, zmm0, xmmword ptr [rsp - 64]
	vp4dpwssds	zmm11, zmm8, xmmword ptr [rbp + 1]
	vp4dpwssds	zmm13, zmm16, xmmword ptr [rsi + 2032]
	vp4dpwssds	zmm15, zmm24, xmmword ptr [rdi + 2048]
	vp4dpwssds	zmm17 {k3}, zmm0, xmmword ptr [r8 + 2*rcx - 1]
	vp4dpwssds	zmm19 {k4} {z}, zmm8, xmmword ptr [r9 + 127]
