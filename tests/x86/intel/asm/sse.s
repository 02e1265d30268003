	.intel_syntax noprefix
	.text
	movsd	xmm5, xmm0
	movss	xmm0, xmm3
	movsd	xmm6, xmm1
	movss	xmm1, xmm4
	movsd	xmm7, xmm2
	movss	xmm2, xmm5
	movsd	xmm8, xmm3
	movss	xmm3, xmm6
	movsd	xmm9, xmm4
	movss	xmm4, xmm7
	movsd	xmm10, xmm5
	movss	xmm5, xmm8
	movsd	xmm11, xmm6
	movss	xmm6, xmm9
	movsd	xmm12, xmm7
	movss	xmm7, xmm10
	movsd	xmm13, xmm8
	movss	xmm8, xmm11
	movsd	xmm14, xmm9
	movss	xmm9, xmm12
	movsd	xmm15, xmm10
	movss	xmm10, xmm13
	movsd	xmm0, xmm11
	movss	xmm11, xmm14
	movsd	xmm1, xmm12
	movss	xmm12, xmm15
	movsd	xmm2, xmm13
	movss	xmm13, xmm0
	movsd	xmm3, xmm14
	movss	xmm14, xmm1
	movsd	xmm4, xmm15
	movss	xmm15, xmm2
	movsd	xmm0, qword ptr [rax]
	movsd	xmm8, qword ptr [rsp + 8]
	movsd	xmm15, qword ptr [r8 + 8*rcx]
	movsd	xmm3, qword ptr [rip + foo]
	movsd	qword ptr [rax], xmm0
	movsd	qword ptr [rbp - 16], xmm9
	movsd	qword ptr [r13], xmm15
	movss	xmm0, dword ptr [rax]
	movss	xmm8, dword ptr [rsp + 8]
	movss	xmm15, dword ptr [r8 + 8*rcx]
	movss	xmm3, dword ptr [rip + foo]
	movss	dword ptr [rax], xmm0
	movss	dword ptr [rbp - 16], xmm9
	movss	dword ptr [r13], xmm15
	addsd	xmm0, xmm1
	addsd	xmm1, xmm8
	addsd	xmm9, xmm2
	addsd	xmm15, xmm14
	addsd	xmm3, qword ptr [rax]
	addsd	xmm12, qword ptr [r9 + 8]
	addsd	xmm4, qword ptr [rip + foo]
	addss	xmm0, xmm1
	addss	xmm1, xmm8
	addss	xmm9, xmm2
	addss	xmm15, xmm14
	addss	xmm3, dword ptr [rax]
	addss	xmm12, dword ptr [r9 + 8]
	addss	xmm4, dword ptr [rip + foo]
	subsd	xmm0, xmm1
	subsd	xmm1, xmm8
	subsd	xmm9, xmm2
	subsd	xmm15, xmm14
	subsd	xmm3, qword ptr [rax]
	subsd	xmm12, qword ptr [r9 + 8]
	subsd	xmm4, qword ptr [rip + foo]
	subss	xmm0, xmm1
	subss	xmm1, xmm8
	subss	xmm9, xmm2
	subss	xmm15, xmm14
	subss	xmm3, dword ptr [rax]
	subss	xmm12, dword ptr [r9 + 8]
	subss	xmm4, dword ptr [rip + foo]
	mulsd	xmm0, xmm1
	mulsd	xmm1, xmm8
	mulsd	xmm9, xmm2
	mulsd	xmm15, xmm14
	mulsd	xmm3, qword ptr [rax]
	mulsd	xmm12, qword ptr [r9 + 8]
	mulsd	xmm4, qword ptr [rip + foo]
	mulss	xmm0, xmm1
	mulss	xmm1, xmm8
	mulss	xmm9, xmm2
	mulss	xmm15, xmm14
	mulss	xmm3, dword ptr [rax]
	mulss	xmm12, dword ptr [r9 + 8]
	mulss	xmm4, dword ptr [rip + foo]
	divsd	xmm0, xmm1
	divsd	xmm1, xmm8
	divsd	xmm9, xmm2
	divsd	xmm15, xmm14
	divsd	xmm3, qword ptr [rax]
	divsd	xmm12, qword ptr [r9 + 8]
	divsd	xmm4, qword ptr [rip + foo]
	divss	xmm0, xmm1
	divss	xmm1, xmm8
	divss	xmm9, xmm2
	divss	xmm15, xmm14
	divss	xmm3, dword ptr [rax]
	divss	xmm12, dword ptr [r9 + 8]
	divss	xmm4, dword ptr [rip + foo]
	cvtsi2sd	xmm0, eax
	cvtsi2sd	xmm1, r8d
	cvtsi2sd	xmm9, ecx
	cvtsi2sd	xmm0, rax
	cvtsi2sd	xmm15, r15
	cvtsi2sd	xmm10, rdx
	cvtsi2sd	xmm2, eax
	cvtsi2sd	xmm2, rax
	cvtsi2sd	xmm3, dword ptr [rax]
	cvtsi2sd	xmm3, qword ptr [rax]
	cvtsi2sd	xmm11, dword ptr [rsp + 8]
	cvtsi2sd	xmm11, qword ptr [rip + foo]
	cvttsd2si	eax, xmm0
	cvttsd2si	ecx, xmm9
	cvttsd2si	r10d, xmm1
	cvttsd2si	rax, xmm0
	cvttsd2si	r15, xmm15
	cvttsd2si	edx, qword ptr [rax]
	cvttsd2si	rdx, qword ptr [rax]
	cvttsd2si	r8, qword ptr [r12 + 8]
	cvttsd2si	esi, xmm2
	cvttsd2si	edi, xmm2
	cvttsd2si	rdi, xmm2
	cvtsi2ss	xmm0, eax
	cvtsi2ss	xmm1, r8d
	cvtsi2ss	xmm9, ecx
	cvtsi2ss	xmm0, rax
	cvtsi2ss	xmm15, r15
	cvtsi2ss	xmm10, rdx
	cvtsi2ss	xmm2, eax
	cvtsi2ss	xmm2, rax
	cvtsi2ss	xmm3, dword ptr [rax]
	cvtsi2ss	xmm3, qword ptr [rax]
	cvtsi2ss	xmm11, dword ptr [rsp + 8]
	cvtsi2ss	xmm11, qword ptr [rip + foo]
	cvttss2si	eax, xmm0
	cvttss2si	ecx, xmm9
	cvttss2si	r10d, xmm1
	cvttss2si	rax, xmm0
	cvttss2si	r15, xmm15
	cvttss2si	edx, dword ptr [rax]
	cvttss2si	rdx, dword ptr [rax]
	cvttss2si	r8, dword ptr [r12 + 8]
	cvttss2si	esi, xmm2
	cvttss2si	edi, xmm2
	cvttss2si	rdi, xmm2
	ucomisd	xmm1, xmm0
	ucomisd	xmm2, xmm8
	ucomisd	xmm10, xmm3
	ucomisd	xmm15, xmm15
	ucomisd	xmm0, qword ptr [rax]
	ucomisd	xmm13, qword ptr [rip + foo]
	ucomiss	xmm1, xmm0
	ucomiss	xmm2, xmm8
	ucomiss	xmm10, xmm3
	ucomiss	xmm15, xmm15
	ucomiss	xmm0, dword ptr [rax]
	ucomiss	xmm13, dword ptr [rip + foo]
	movd	xmm0, eax
	movd	eax, xmm0
	movq	xmm0, rax
	movq	rax, xmm0
	movd	xmm7, ecx
	movd	ecx, xmm7
	movq	xmm7, rcx
	movq	rcx, xmm7
	movd	xmm1, r8d
	movd	r8d, xmm1
	movq	xmm1, r8
	movq	r8, xmm1
	movd	xmm12, edi
	movd	edi, xmm12
	movq	xmm12, rdi
	movq	rdi, xmm12
	movd	xmm15, r15d
	movd	r15d, xmm15
	movq	xmm15, r15
	movq	r15, xmm15
	movq	xmm2, rax
	movq	rax, xmm2
	movd	xmm0, dword ptr [rax]
	movd	dword ptr [rax], xmm9
	movq	xmm0, qword ptr [rax]
	movq	qword ptr [rax], xmm0
	movq	xmm11, qword ptr [r8 + 8]
	movq	xmm1, xmm0
	movq	xmm9, xmm8
