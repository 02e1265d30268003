	.intel_syntax noprefix
	.text
	vp2intersectd	k0, xmm16, xmmword ptr [rax]
	vp2intersectd	k2, xmm17, xmmword ptr [rcx - 2048]
	vp2intersectd	k4, xmm18, xmmword ptr [rdx - 2064]
	vp2intersectd	k6, ymm19, ymmword ptr [rbx + rax + 64]
	vp2intersectd	k0, ymm20, ymmword ptr [rsp + 4064]
	vp2intersectd	k2, ymm21, ymmword ptr [rbp + 4096]
	vp2intersectd	k4, zmm0, dword ptr [rsi - 64]{1to16}
	vp2intersectd	k6, zmm1, dword ptr [rdi - 512]{1to16}
	vp2intersectd	k0, zmm2, dword ptr [r8 - 516]{1to16}
	vp2intersectd	k2, xmm22, dword ptr [r9 + 1]{1to4}
	vp2intersectd	k4, xmm23, dword ptr [r10 + 508]{1to4}
	vp2intersectd	k6, xmm24, dword ptr [r11 + 512]{1to4}
	vp2intersectd	k0, ymm25, dword ptr [r12 + 2*rcx - 1]{1to8}
	vp2intersectd	k2, ymm26, dword ptr [r13 - 512]{1to8}
	vp2intersectd	k4, ymm27, dword ptr [r14 - 516]{1to8}
	vp2intersectd	k6, zmm3, zmmword ptr [r15 + 127]
	vp2intersectd	k0, zmm4, zmmword ptr [rip + 8128]
	vp2intersectd	k2, zmm5, zmmword ptr [rax + 8192]
	vp2intersectd	k4, xmm6, xmm28
	vp2intersectd	k6, ymm7, ymm29
	vp2intersectd	k0, zmm9, zmm8
	vp2intersectq	k2, xmm30, xmmword ptr [rcx + 128]
	vp2intersectq	k4, xmm31, xmmword ptr [rdx - 2048]
	vp2intersectq	k6, xmm16, xmmword ptr [rbx - 2064]
	vp2intersectq	k0, ymm17, ymmword ptr [rsp + 4*rdx - 128]
	vp2intersectq	k2, ymm18, ymmword ptr [rbp + 4064]
	vp2intersectq	k4, ymm19, ymmword ptr [rsi + 4096]
	vp2intersectq	k6, zmm10, zmmword ptr [rdi + 4096]
	vp2intersectq	k0, zmm11, zmmword ptr [r8 - 8192]
	vp2intersectq	k2, zmm12, zmmword ptr [r9 - 8256]
	vp2intersectq	k4, xmm20, qword ptr [r10 - 4096]{1to2}
	vp2intersectq	k6, xmm21, qword ptr [r11 + 1016]{1to2}
	vp2intersectq	k0, xmm22, qword ptr [r12 + 1024]{1to2}
	vp2intersectq	k2, ymm23, qword ptr [r13 + 8*rbx + 2147483647]{1to4}
	vp2intersectq	k4, ymm24, qword ptr [r14 - 1024]{1to4}
	vp2intersectq	k6, ymm25, qword ptr [r15 - 1032]{1to4}
	vp2intersectq	k0, zmm13, qword ptr [rip - 2147483648]{1to8}
	vp2intersectq	k2, zmm14, qword ptr [rax + 1016]{1to8}
	vp2intersectq	k4, zmm15, qword ptr [rcx + 1024]{1to8}
	vp2intersectq	k6, xmm16, xmm26
	vp2intersectq	k0, ymm17, ymm27
	vp2intersectq	k2, zmm19, zmm18
