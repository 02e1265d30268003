	.intel_syntax noprefix
	.text
	addps	xmm0, xmm1
	addps	xmm1, xmm8
	addps	xmm8, xmm1
	addps	xmm15, xmm15
	addps	xmm9, xmm7
	addps	xmm0, xmmword ptr [rax]
	addps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	addps	xmm8, xmmword ptr [rip + foo]
	addps	xmm15, xmmword ptr [r13 + 64]
	addpd	xmm0, xmm1
	addpd	xmm1, xmm8
	addpd	xmm8, xmm1
	addpd	xmm15, xmm15
	addpd	xmm9, xmm7
	addpd	xmm0, xmmword ptr [rax]
	addpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	addpd	xmm8, xmmword ptr [rip + foo]
	addpd	xmm15, xmmword ptr [r13 + 64]
	addss	xmm0, xmm1
	addss	xmm1, xmm8
	addss	xmm8, xmm1
	addss	xmm15, xmm15
	addss	xmm9, xmm7
	addss	xmm0, dword ptr [rax]
	addss	xmm7, dword ptr [rsp + 4*r9 - 128]
	addss	xmm8, dword ptr [rip + foo]
	addss	xmm15, dword ptr [r13 + 64]
	addsd	xmm0, xmm1
	addsd	xmm1, xmm8
	addsd	xmm8, xmm1
	addsd	xmm15, xmm15
	addsd	xmm9, xmm7
	addsd	xmm0, qword ptr [rax]
	addsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	addsd	xmm8, qword ptr [rip + foo]
	addsd	xmm15, qword ptr [r13 + 64]
	subps	xmm0, xmm1
	subps	xmm1, xmm8
	subps	xmm8, xmm1
	subps	xmm15, xmm15
	subps	xmm9, xmm7
	subps	xmm0, xmmword ptr [rax]
	subps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	subps	xmm8, xmmword ptr [rip + foo]
	subps	xmm15, xmmword ptr [r13 + 64]
	subpd	xmm0, xmm1
	subpd	xmm1, xmm8
	subpd	xmm8, xmm1
	subpd	xmm15, xmm15
	subpd	xmm9, xmm7
	subpd	xmm0, xmmword ptr [rax]
	subpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	subpd	xmm8, xmmword ptr [rip + foo]
	subpd	xmm15, xmmword ptr [r13 + 64]
	subss	xmm0, xmm1
	subss	xmm1, xmm8
	subss	xmm8, xmm1
	subss	xmm15, xmm15
	subss	xmm9, xmm7
	subss	xmm0, dword ptr [rax]
	subss	xmm7, dword ptr [rsp + 4*r9 - 128]
	subss	xmm8, dword ptr [rip + foo]
	subss	xmm15, dword ptr [r13 + 64]
	subsd	xmm0, xmm1
	subsd	xmm1, xmm8
	subsd	xmm8, xmm1
	subsd	xmm15, xmm15
	subsd	xmm9, xmm7
	subsd	xmm0, qword ptr [rax]
	subsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	subsd	xmm8, qword ptr [rip + foo]
	subsd	xmm15, qword ptr [r13 + 64]
	mulps	xmm0, xmm1
	mulps	xmm1, xmm8
	mulps	xmm8, xmm1
	mulps	xmm15, xmm15
	mulps	xmm9, xmm7
	mulps	xmm0, xmmword ptr [rax]
	mulps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	mulps	xmm8, xmmword ptr [rip + foo]
	mulps	xmm15, xmmword ptr [r13 + 64]
	mulpd	xmm0, xmm1
	mulpd	xmm1, xmm8
	mulpd	xmm8, xmm1
	mulpd	xmm15, xmm15
	mulpd	xmm9, xmm7
	mulpd	xmm0, xmmword ptr [rax]
	mulpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	mulpd	xmm8, xmmword ptr [rip + foo]
	mulpd	xmm15, xmmword ptr [r13 + 64]
	mulss	xmm0, xmm1
	mulss	xmm1, xmm8
	mulss	xmm8, xmm1
	mulss	xmm15, xmm15
	mulss	xmm9, xmm7
	mulss	xmm0, dword ptr [rax]
	mulss	xmm7, dword ptr [rsp + 4*r9 - 128]
	mulss	xmm8, dword ptr [rip + foo]
	mulss	xmm15, dword ptr [r13 + 64]
	mulsd	xmm0, xmm1
	mulsd	xmm1, xmm8
	mulsd	xmm8, xmm1
	mulsd	xmm15, xmm15
	mulsd	xmm9, xmm7
	mulsd	xmm0, qword ptr [rax]
	mulsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	mulsd	xmm8, qword ptr [rip + foo]
	mulsd	xmm15, qword ptr [r13 + 64]
	divps	xmm0, xmm1
	divps	xmm1, xmm8
	divps	xmm8, xmm1
	divps	xmm15, xmm15
	divps	xmm9, xmm7
	divps	xmm0, xmmword ptr [rax]
	divps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	divps	xmm8, xmmword ptr [rip + foo]
	divps	xmm15, xmmword ptr [r13 + 64]
	divpd	xmm0, xmm1
	divpd	xmm1, xmm8
	divpd	xmm8, xmm1
	divpd	xmm15, xmm15
	divpd	xmm9, xmm7
	divpd	xmm0, xmmword ptr [rax]
	divpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	divpd	xmm8, xmmword ptr [rip + foo]
	divpd	xmm15, xmmword ptr [r13 + 64]
	divss	xmm0, xmm1
	divss	xmm1, xmm8
	divss	xmm8, xmm1
	divss	xmm15, xmm15
	divss	xmm9, xmm7
	divss	xmm0, dword ptr [rax]
	divss	xmm7, dword ptr [rsp + 4*r9 - 128]
	divss	xmm8, dword ptr [rip + foo]
	divss	xmm15, dword ptr [r13 + 64]
	divsd	xmm0, xmm1
	divsd	xmm1, xmm8
	divsd	xmm8, xmm1
	divsd	xmm15, xmm15
	divsd	xmm9, xmm7
	divsd	xmm0, qword ptr [rax]
	divsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	divsd	xmm8, qword ptr [rip + foo]
	divsd	xmm15, qword ptr [r13 + 64]
	minps	xmm0, xmm1
	minps	xmm1, xmm8
	minps	xmm8, xmm1
	minps	xmm15, xmm15
	minps	xmm9, xmm7
	minps	xmm0, xmmword ptr [rax]
	minps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	minps	xmm8, xmmword ptr [rip + foo]
	minps	xmm15, xmmword ptr [r13 + 64]
	minpd	xmm0, xmm1
	minpd	xmm1, xmm8
	minpd	xmm8, xmm1
	minpd	xmm15, xmm15
	minpd	xmm9, xmm7
	minpd	xmm0, xmmword ptr [rax]
	minpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	minpd	xmm8, xmmword ptr [rip + foo]
	minpd	xmm15, xmmword ptr [r13 + 64]
	minss	xmm0, xmm1
	minss	xmm1, xmm8
	minss	xmm8, xmm1
	minss	xmm15, xmm15
	minss	xmm9, xmm7
	minss	xmm0, dword ptr [rax]
	minss	xmm7, dword ptr [rsp + 4*r9 - 128]
	minss	xmm8, dword ptr [rip + foo]
	minss	xmm15, dword ptr [r13 + 64]
	minsd	xmm0, xmm1
	minsd	xmm1, xmm8
	minsd	xmm8, xmm1
	minsd	xmm15, xmm15
	minsd	xmm9, xmm7
	minsd	xmm0, qword ptr [rax]
	minsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	minsd	xmm8, qword ptr [rip + foo]
	minsd	xmm15, qword ptr [r13 + 64]
	maxps	xmm0, xmm1
	maxps	xmm1, xmm8
	maxps	xmm8, xmm1
	maxps	xmm15, xmm15
	maxps	xmm9, xmm7
	maxps	xmm0, xmmword ptr [rax]
	maxps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	maxps	xmm8, xmmword ptr [rip + foo]
	maxps	xmm15, xmmword ptr [r13 + 64]
	maxpd	xmm0, xmm1
	maxpd	xmm1, xmm8
	maxpd	xmm8, xmm1
	maxpd	xmm15, xmm15
	maxpd	xmm9, xmm7
	maxpd	xmm0, xmmword ptr [rax]
	maxpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	maxpd	xmm8, xmmword ptr [rip + foo]
	maxpd	xmm15, xmmword ptr [r13 + 64]
	maxss	xmm0, xmm1
	maxss	xmm1, xmm8
	maxss	xmm8, xmm1
	maxss	xmm15, xmm15
	maxss	xmm9, xmm7
	maxss	xmm0, dword ptr [rax]
	maxss	xmm7, dword ptr [rsp + 4*r9 - 128]
	maxss	xmm8, dword ptr [rip + foo]
	maxss	xmm15, dword ptr [r13 + 64]
	maxsd	xmm0, xmm1
	maxsd	xmm1, xmm8
	maxsd	xmm8, xmm1
	maxsd	xmm15, xmm15
	maxsd	xmm9, xmm7
	maxsd	xmm0, qword ptr [rax]
	maxsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	maxsd	xmm8, qword ptr [rip + foo]
	maxsd	xmm15, qword ptr [r13 + 64]
	andps	xmm0, xmm1
	andps	xmm1, xmm8
	andps	xmm8, xmm1
	andps	xmm15, xmm15
	andps	xmm9, xmm7
	andps	xmm0, xmmword ptr [rax]
	andps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	andps	xmm8, xmmword ptr [rip + foo]
	andps	xmm15, xmmword ptr [r13 + 64]
	andpd	xmm0, xmm1
	andpd	xmm1, xmm8
	andpd	xmm8, xmm1
	andpd	xmm15, xmm15
	andpd	xmm9, xmm7
	andpd	xmm0, xmmword ptr [rax]
	andpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	andpd	xmm8, xmmword ptr [rip + foo]
	andpd	xmm15, xmmword ptr [r13 + 64]
	andnps	xmm0, xmm1
	andnps	xmm1, xmm8
	andnps	xmm8, xmm1
	andnps	xmm15, xmm15
	andnps	xmm9, xmm7
	andnps	xmm0, xmmword ptr [rax]
	andnps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	andnps	xmm8, xmmword ptr [rip + foo]
	andnps	xmm15, xmmword ptr [r13 + 64]
	andnpd	xmm0, xmm1
	andnpd	xmm1, xmm8
	andnpd	xmm8, xmm1
	andnpd	xmm15, xmm15
	andnpd	xmm9, xmm7
	andnpd	xmm0, xmmword ptr [rax]
	andnpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	andnpd	xmm8, xmmword ptr [rip + foo]
	andnpd	xmm15, xmmword ptr [r13 + 64]
	orps	xmm0, xmm1
	orps	xmm1, xmm8
	orps	xmm8, xmm1
	orps	xmm15, xmm15
	orps	xmm9, xmm7
	orps	xmm0, xmmword ptr [rax]
	orps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	orps	xmm8, xmmword ptr [rip + foo]
	orps	xmm15, xmmword ptr [r13 + 64]
	orpd	xmm0, xmm1
	orpd	xmm1, xmm8
	orpd	xmm8, xmm1
	orpd	xmm15, xmm15
	orpd	xmm9, xmm7
	orpd	xmm0, xmmword ptr [rax]
	orpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	orpd	xmm8, xmmword ptr [rip + foo]
	orpd	xmm15, xmmword ptr [r13 + 64]
	xorps	xmm0, xmm1
	xorps	xmm1, xmm8
	xorps	xmm8, xmm1
	xorps	xmm15, xmm15
	xorps	xmm9, xmm7
	xorps	xmm0, xmmword ptr [rax]
	xorps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	xorps	xmm8, xmmword ptr [rip + foo]
	xorps	xmm15, xmmword ptr [r13 + 64]
	xorpd	xmm0, xmm1
	xorpd	xmm1, xmm8
	xorpd	xmm8, xmm1
	xorpd	xmm15, xmm15
	xorpd	xmm9, xmm7
	xorpd	xmm0, xmmword ptr [rax]
	xorpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	xorpd	xmm8, xmmword ptr [rip + foo]
	xorpd	xmm15, xmmword ptr [r13 + 64]
	sqrtps	xmm0, xmm1
	sqrtps	xmm1, xmm8
	sqrtps	xmm8, xmm1
	sqrtps	xmm15, xmm15
	sqrtps	xmm9, xmm7
	sqrtps	xmm0, xmmword ptr [rax]
	sqrtps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	sqrtps	xmm8, xmmword ptr [rip + foo]
	sqrtps	xmm15, xmmword ptr [r13 + 64]
	sqrtpd	xmm0, xmm1
	sqrtpd	xmm1, xmm8
	sqrtpd	xmm8, xmm1
	sqrtpd	xmm15, xmm15
	sqrtpd	xmm9, xmm7
	sqrtpd	xmm0, xmmword ptr [rax]
	sqrtpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	sqrtpd	xmm8, xmmword ptr [rip + foo]
	sqrtpd	xmm15, xmmword ptr [r13 + 64]
	sqrtss	xmm0, xmm1
	sqrtss	xmm1, xmm8
	sqrtss	xmm8, xmm1
	sqrtss	xmm15, xmm15
	sqrtss	xmm9, xmm7
	sqrtss	xmm0, dword ptr [rax]
	sqrtss	xmm7, dword ptr [rsp + 4*r9 - 128]
	sqrtss	xmm8, dword ptr [rip + foo]
	sqrtss	xmm15, dword ptr [r13 + 64]
	sqrtsd	xmm0, xmm1
	sqrtsd	xmm1, xmm8
	sqrtsd	xmm8, xmm1
	sqrtsd	xmm15, xmm15
	sqrtsd	xmm9, xmm7
	sqrtsd	xmm0, qword ptr [rax]
	sqrtsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	sqrtsd	xmm8, qword ptr [rip + foo]
	sqrtsd	xmm15, qword ptr [r13 + 64]
	rcpps	xmm0, xmm1
	rcpps	xmm1, xmm8
	rcpps	xmm8, xmm1
	rcpps	xmm15, xmm15
	rcpps	xmm9, xmm7
	rcpps	xmm0, xmmword ptr [rax]
	rcpps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	rcpps	xmm8, xmmword ptr [rip + foo]
	rcpps	xmm15, xmmword ptr [r13 + 64]
	rcpss	xmm0, xmm1
	rcpss	xmm1, xmm8
	rcpss	xmm8, xmm1
	rcpss	xmm15, xmm15
	rcpss	xmm9, xmm7
	rcpss	xmm0, dword ptr [rax]
	rcpss	xmm7, dword ptr [rsp + 4*r9 - 128]
	rcpss	xmm8, dword ptr [rip + foo]
	rcpss	xmm15, dword ptr [r13 + 64]
	rsqrtps	xmm0, xmm1
	rsqrtps	xmm1, xmm8
	rsqrtps	xmm8, xmm1
	rsqrtps	xmm15, xmm15
	rsqrtps	xmm9, xmm7
	rsqrtps	xmm0, xmmword ptr [rax]
	rsqrtps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	rsqrtps	xmm8, xmmword ptr [rip + foo]
	rsqrtps	xmm15, xmmword ptr [r13 + 64]
	rsqrtss	xmm0, xmm1
	rsqrtss	xmm1, xmm8
	rsqrtss	xmm8, xmm1
	rsqrtss	xmm15, xmm15
	rsqrtss	xmm9, xmm7
	rsqrtss	xmm0, dword ptr [rax]
	rsqrtss	xmm7, dword ptr [rsp + 4*r9 - 128]
	rsqrtss	xmm8, dword ptr [rip + foo]
	rsqrtss	xmm15, dword ptr [r13 + 64]
	haddps	xmm0, xmm1
	haddps	xmm1, xmm8
	haddps	xmm8, xmm1
	haddps	xmm15, xmm15
	haddps	xmm9, xmm7
	haddps	xmm0, xmmword ptr [rax]
	haddps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	haddps	xmm8, xmmword ptr [rip + foo]
	haddps	xmm15, xmmword ptr [r13 + 64]
	haddpd	xmm0, xmm1
	haddpd	xmm1, xmm8
	haddpd	xmm8, xmm1
	haddpd	xmm15, xmm15
	haddpd	xmm9, xmm7
	haddpd	xmm0, xmmword ptr [rax]
	haddpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	haddpd	xmm8, xmmword ptr [rip + foo]
	haddpd	xmm15, xmmword ptr [r13 + 64]
	hsubps	xmm0, xmm1
	hsubps	xmm1, xmm8
	hsubps	xmm8, xmm1
	hsubps	xmm15, xmm15
	hsubps	xmm9, xmm7
	hsubps	xmm0, xmmword ptr [rax]
	hsubps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	hsubps	xmm8, xmmword ptr [rip + foo]
	hsubps	xmm15, xmmword ptr [r13 + 64]
	hsubpd	xmm0, xmm1
	hsubpd	xmm1, xmm8
	hsubpd	xmm8, xmm1
	hsubpd	xmm15, xmm15
	hsubpd	xmm9, xmm7
	hsubpd	xmm0, xmmword ptr [rax]
	hsubpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	hsubpd	xmm8, xmmword ptr [rip + foo]
	hsubpd	xmm15, xmmword ptr [r13 + 64]
	addsubps	xmm0, xmm1
	addsubps	xmm1, xmm8
	addsubps	xmm8, xmm1
	addsubps	xmm15, xmm15
	addsubps	xmm9, xmm7
	addsubps	xmm0, xmmword ptr [rax]
	addsubps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	addsubps	xmm8, xmmword ptr [rip + foo]
	addsubps	xmm15, xmmword ptr [r13 + 64]
	addsubpd	xmm0, xmm1
	addsubpd	xmm1, xmm8
	addsubpd	xmm8, xmm1
	addsubpd	xmm15, xmm15
	addsubpd	xmm9, xmm7
	addsubpd	xmm0, xmmword ptr [rax]
	addsubpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	addsubpd	xmm8, xmmword ptr [rip + foo]
	addsubpd	xmm15, xmmword ptr [r13 + 64]
	cmpeqps	xmm0, xmm1
	cmpps	xmm1, xmm8, 255
	cmpps	xmm8, xmm1, 27
	cmpps	xmm15, xmm15, 128
	cmpeqps	xmm9, xmm7
	cmpeqps	xmm0, xmmword ptr [rax]
	cmpps	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	cmpps	xmm8, xmmword ptr [rip + foo], 27
	cmpps	xmm15, xmmword ptr [r13 + 64], 128
	cmpeqpd	xmm0, xmm1
	cmppd	xmm1, xmm8, 255
	cmppd	xmm8, xmm1, 27
	cmppd	xmm15, xmm15, 128
	cmpeqpd	xmm9, xmm7
	cmpeqpd	xmm0, xmmword ptr [rax]
	cmppd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	cmppd	xmm8, xmmword ptr [rip + foo], 27
	cmppd	xmm15, xmmword ptr [r13 + 64], 128
	cmpeqss	xmm0, xmm1
	cmpss	xmm1, xmm8, 255
	cmpss	xmm8, xmm1, 27
	cmpss	xmm15, xmm15, 128
	cmpeqss	xmm9, xmm7
	cmpeqss	xmm0, dword ptr [rax]
	cmpss	xmm7, dword ptr [rsp + 4*r9 - 128], 255
	cmpss	xmm8, dword ptr [rip + foo], 27
	cmpss	xmm15, dword ptr [r13 + 64], 128
	cmpeqsd	xmm0, xmm1
	cmpsd	xmm1, xmm8, 255
	cmpsd	xmm8, xmm1, 27
	cmpsd	xmm15, xmm15, 128
	cmpeqsd	xmm9, xmm7
	cmpeqsd	xmm0, qword ptr [rax]
	cmpsd	xmm7, qword ptr [rsp + 4*r9 - 128], 255
	cmpsd	xmm8, qword ptr [rip + foo], 27
	cmpsd	xmm15, qword ptr [r13 + 64], 128
	cmpeqps	xmm0, xmm1
	cmpeqps	xmm1, xmm8
	cmpeqps	xmm8, xmm1
	cmpeqps	xmm15, xmm15
	cmpeqps	xmm9, xmm7
	cmpeqps	xmm0, xmmword ptr [rax]
	cmpeqps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpeqps	xmm8, xmmword ptr [rip + foo]
	cmpeqps	xmm15, xmmword ptr [r13 + 64]
	cmpeqpd	xmm0, xmm1
	cmpeqpd	xmm1, xmm8
	cmpeqpd	xmm8, xmm1
	cmpeqpd	xmm15, xmm15
	cmpeqpd	xmm9, xmm7
	cmpeqpd	xmm0, xmmword ptr [rax]
	cmpeqpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpeqpd	xmm8, xmmword ptr [rip + foo]
	cmpeqpd	xmm15, xmmword ptr [r13 + 64]
	cmpeqss	xmm0, xmm1
	cmpeqss	xmm1, xmm8
	cmpeqss	xmm8, xmm1
	cmpeqss	xmm15, xmm15
	cmpeqss	xmm9, xmm7
	cmpeqss	xmm0, dword ptr [rax]
	cmpeqss	xmm7, dword ptr [rsp + 4*r9 - 128]
	cmpeqss	xmm8, dword ptr [rip + foo]
	cmpeqss	xmm15, dword ptr [r13 + 64]
	cmpeqsd	xmm0, xmm1
	cmpeqsd	xmm1, xmm8
	cmpeqsd	xmm8, xmm1
	cmpeqsd	xmm15, xmm15
	cmpeqsd	xmm9, xmm7
	cmpeqsd	xmm0, qword ptr [rax]
	cmpeqsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cmpeqsd	xmm8, qword ptr [rip + foo]
	cmpeqsd	xmm15, qword ptr [r13 + 64]
	cmpltps	xmm0, xmm1
	cmpltps	xmm1, xmm8
	cmpltps	xmm8, xmm1
	cmpltps	xmm15, xmm15
	cmpltps	xmm9, xmm7
	cmpltps	xmm0, xmmword ptr [rax]
	cmpltps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpltps	xmm8, xmmword ptr [rip + foo]
	cmpltps	xmm15, xmmword ptr [r13 + 64]
	cmpltpd	xmm0, xmm1
	cmpltpd	xmm1, xmm8
	cmpltpd	xmm8, xmm1
	cmpltpd	xmm15, xmm15
	cmpltpd	xmm9, xmm7
	cmpltpd	xmm0, xmmword ptr [rax]
	cmpltpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpltpd	xmm8, xmmword ptr [rip + foo]
	cmpltpd	xmm15, xmmword ptr [r13 + 64]
	cmpltss	xmm0, xmm1
	cmpltss	xmm1, xmm8
	cmpltss	xmm8, xmm1
	cmpltss	xmm15, xmm15
	cmpltss	xmm9, xmm7
	cmpltss	xmm0, dword ptr [rax]
	cmpltss	xmm7, dword ptr [rsp + 4*r9 - 128]
	cmpltss	xmm8, dword ptr [rip + foo]
	cmpltss	xmm15, dword ptr [r13 + 64]
	cmpltsd	xmm0, xmm1
	cmpltsd	xmm1, xmm8
	cmpltsd	xmm8, xmm1
	cmpltsd	xmm15, xmm15
	cmpltsd	xmm9, xmm7
	cmpltsd	xmm0, qword ptr [rax]
	cmpltsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cmpltsd	xmm8, qword ptr [rip + foo]
	cmpltsd	xmm15, qword ptr [r13 + 64]
	cmpleps	xmm0, xmm1
	cmpleps	xmm1, xmm8
	cmpleps	xmm8, xmm1
	cmpleps	xmm15, xmm15
	cmpleps	xmm9, xmm7
	cmpleps	xmm0, xmmword ptr [rax]
	cmpleps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpleps	xmm8, xmmword ptr [rip + foo]
	cmpleps	xmm15, xmmword ptr [r13 + 64]
	cmplepd	xmm0, xmm1
	cmplepd	xmm1, xmm8
	cmplepd	xmm8, xmm1
	cmplepd	xmm15, xmm15
	cmplepd	xmm9, xmm7
	cmplepd	xmm0, xmmword ptr [rax]
	cmplepd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmplepd	xmm8, xmmword ptr [rip + foo]
	cmplepd	xmm15, xmmword ptr [r13 + 64]
	cmpless	xmm0, xmm1
	cmpless	xmm1, xmm8
	cmpless	xmm8, xmm1
	cmpless	xmm15, xmm15
	cmpless	xmm9, xmm7
	cmpless	xmm0, dword ptr [rax]
	cmpless	xmm7, dword ptr [rsp + 4*r9 - 128]
	cmpless	xmm8, dword ptr [rip + foo]
	cmpless	xmm15, dword ptr [r13 + 64]
	cmplesd	xmm0, xmm1
	cmplesd	xmm1, xmm8
	cmplesd	xmm8, xmm1
	cmplesd	xmm15, xmm15
	cmplesd	xmm9, xmm7
	cmplesd	xmm0, qword ptr [rax]
	cmplesd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cmplesd	xmm8, qword ptr [rip + foo]
	cmplesd	xmm15, qword ptr [r13 + 64]
	cmpunordps	xmm0, xmm1
	cmpunordps	xmm1, xmm8
	cmpunordps	xmm8, xmm1
	cmpunordps	xmm15, xmm15
	cmpunordps	xmm9, xmm7
	cmpunordps	xmm0, xmmword ptr [rax]
	cmpunordps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpunordps	xmm8, xmmword ptr [rip + foo]
	cmpunordps	xmm15, xmmword ptr [r13 + 64]
	cmpunordpd	xmm0, xmm1
	cmpunordpd	xmm1, xmm8
	cmpunordpd	xmm8, xmm1
	cmpunordpd	xmm15, xmm15
	cmpunordpd	xmm9, xmm7
	cmpunordpd	xmm0, xmmword ptr [rax]
	cmpunordpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpunordpd	xmm8, xmmword ptr [rip + foo]
	cmpunordpd	xmm15, xmmword ptr [r13 + 64]
	cmpunordss	xmm0, xmm1
	cmpunordss	xmm1, xmm8
	cmpunordss	xmm8, xmm1
	cmpunordss	xmm15, xmm15
	cmpunordss	xmm9, xmm7
	cmpunordss	xmm0, dword ptr [rax]
	cmpunordss	xmm7, dword ptr [rsp + 4*r9 - 128]
	cmpunordss	xmm8, dword ptr [rip + foo]
	cmpunordss	xmm15, dword ptr [r13 + 64]
	cmpunordsd	xmm0, xmm1
	cmpunordsd	xmm1, xmm8
	cmpunordsd	xmm8, xmm1
	cmpunordsd	xmm15, xmm15
	cmpunordsd	xmm9, xmm7
	cmpunordsd	xmm0, qword ptr [rax]
	cmpunordsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cmpunordsd	xmm8, qword ptr [rip + foo]
	cmpunordsd	xmm15, qword ptr [r13 + 64]
	cmpneqps	xmm0, xmm1
	cmpneqps	xmm1, xmm8
	cmpneqps	xmm8, xmm1
	cmpneqps	xmm15, xmm15
	cmpneqps	xmm9, xmm7
	cmpneqps	xmm0, xmmword ptr [rax]
	cmpneqps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpneqps	xmm8, xmmword ptr [rip + foo]
	cmpneqps	xmm15, xmmword ptr [r13 + 64]
	cmpneqpd	xmm0, xmm1
	cmpneqpd	xmm1, xmm8
	cmpneqpd	xmm8, xmm1
	cmpneqpd	xmm15, xmm15
	cmpneqpd	xmm9, xmm7
	cmpneqpd	xmm0, xmmword ptr [rax]
	cmpneqpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpneqpd	xmm8, xmmword ptr [rip + foo]
	cmpneqpd	xmm15, xmmword ptr [r13 + 64]
	cmpneqss	xmm0, xmm1
	cmpneqss	xmm1, xmm8
	cmpneqss	xmm8, xmm1
	cmpneqss	xmm15, xmm15
	cmpneqss	xmm9, xmm7
	cmpneqss	xmm0, dword ptr [rax]
	cmpneqss	xmm7, dword ptr [rsp + 4*r9 - 128]
	cmpneqss	xmm8, dword ptr [rip + foo]
	cmpneqss	xmm15, dword ptr [r13 + 64]
	cmpneqsd	xmm0, xmm1
	cmpneqsd	xmm1, xmm8
	cmpneqsd	xmm8, xmm1
	cmpneqsd	xmm15, xmm15
	cmpneqsd	xmm9, xmm7
	cmpneqsd	xmm0, qword ptr [rax]
	cmpneqsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cmpneqsd	xmm8, qword ptr [rip + foo]
	cmpneqsd	xmm15, qword ptr [r13 + 64]
	cmpnltps	xmm0, xmm1
	cmpnltps	xmm1, xmm8
	cmpnltps	xmm8, xmm1
	cmpnltps	xmm15, xmm15
	cmpnltps	xmm9, xmm7
	cmpnltps	xmm0, xmmword ptr [rax]
	cmpnltps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpnltps	xmm8, xmmword ptr [rip + foo]
	cmpnltps	xmm15, xmmword ptr [r13 + 64]
	cmpnltpd	xmm0, xmm1
	cmpnltpd	xmm1, xmm8
	cmpnltpd	xmm8, xmm1
	cmpnltpd	xmm15, xmm15
	cmpnltpd	xmm9, xmm7
	cmpnltpd	xmm0, xmmword ptr [rax]
	cmpnltpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpnltpd	xmm8, xmmword ptr [rip + foo]
	cmpnltpd	xmm15, xmmword ptr [r13 + 64]
	cmpnltss	xmm0, xmm1
	cmpnltss	xmm1, xmm8
	cmpnltss	xmm8, xmm1
	cmpnltss	xmm15, xmm15
	cmpnltss	xmm9, xmm7
	cmpnltss	xmm0, dword ptr [rax]
	cmpnltss	xmm7, dword ptr [rsp + 4*r9 - 128]
	cmpnltss	xmm8, dword ptr [rip + foo]
	cmpnltss	xmm15, dword ptr [r13 + 64]
	cmpnltsd	xmm0, xmm1
	cmpnltsd	xmm1, xmm8
	cmpnltsd	xmm8, xmm1
	cmpnltsd	xmm15, xmm15
	cmpnltsd	xmm9, xmm7
	cmpnltsd	xmm0, qword ptr [rax]
	cmpnltsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cmpnltsd	xmm8, qword ptr [rip + foo]
	cmpnltsd	xmm15, qword ptr [r13 + 64]
	cmpnleps	xmm0, xmm1
	cmpnleps	xmm1, xmm8
	cmpnleps	xmm8, xmm1
	cmpnleps	xmm15, xmm15
	cmpnleps	xmm9, xmm7
	cmpnleps	xmm0, xmmword ptr [rax]
	cmpnleps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpnleps	xmm8, xmmword ptr [rip + foo]
	cmpnleps	xmm15, xmmword ptr [r13 + 64]
	cmpnlepd	xmm0, xmm1
	cmpnlepd	xmm1, xmm8
	cmpnlepd	xmm8, xmm1
	cmpnlepd	xmm15, xmm15
	cmpnlepd	xmm9, xmm7
	cmpnlepd	xmm0, xmmword ptr [rax]
	cmpnlepd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpnlepd	xmm8, xmmword ptr [rip + foo]
	cmpnlepd	xmm15, xmmword ptr [r13 + 64]
	cmpnless	xmm0, xmm1
	cmpnless	xmm1, xmm8
	cmpnless	xmm8, xmm1
	cmpnless	xmm15, xmm15
	cmpnless	xmm9, xmm7
	cmpnless	xmm0, dword ptr [rax]
	cmpnless	xmm7, dword ptr [rsp + 4*r9 - 128]
	cmpnless	xmm8, dword ptr [rip + foo]
	cmpnless	xmm15, dword ptr [r13 + 64]
	cmpnlesd	xmm0, xmm1
	cmpnlesd	xmm1, xmm8
	cmpnlesd	xmm8, xmm1
	cmpnlesd	xmm15, xmm15
	cmpnlesd	xmm9, xmm7
	cmpnlesd	xmm0, qword ptr [rax]
	cmpnlesd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cmpnlesd	xmm8, qword ptr [rip + foo]
	cmpnlesd	xmm15, qword ptr [r13 + 64]
	cmpordps	xmm0, xmm1
	cmpordps	xmm1, xmm8
	cmpordps	xmm8, xmm1
	cmpordps	xmm15, xmm15
	cmpordps	xmm9, xmm7
	cmpordps	xmm0, xmmword ptr [rax]
	cmpordps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpordps	xmm8, xmmword ptr [rip + foo]
	cmpordps	xmm15, xmmword ptr [r13 + 64]
	cmpordpd	xmm0, xmm1
	cmpordpd	xmm1, xmm8
	cmpordpd	xmm8, xmm1
	cmpordpd	xmm15, xmm15
	cmpordpd	xmm9, xmm7
	cmpordpd	xmm0, xmmword ptr [rax]
	cmpordpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cmpordpd	xmm8, xmmword ptr [rip + foo]
	cmpordpd	xmm15, xmmword ptr [r13 + 64]
	cmpordss	xmm0, xmm1
	cmpordss	xmm1, xmm8
	cmpordss	xmm8, xmm1
	cmpordss	xmm15, xmm15
	cmpordss	xmm9, xmm7
	cmpordss	xmm0, dword ptr [rax]
	cmpordss	xmm7, dword ptr [rsp + 4*r9 - 128]
	cmpordss	xmm8, dword ptr [rip + foo]
	cmpordss	xmm15, dword ptr [r13 + 64]
	cmpordsd	xmm0, xmm1
	cmpordsd	xmm1, xmm8
	cmpordsd	xmm8, xmm1
	cmpordsd	xmm15, xmm15
	cmpordsd	xmm9, xmm7
	cmpordsd	xmm0, qword ptr [rax]
	cmpordsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cmpordsd	xmm8, qword ptr [rip + foo]
	cmpordsd	xmm15, qword ptr [r13 + 64]
	comiss	xmm0, xmm1
	comiss	xmm1, xmm8
	comiss	xmm8, xmm1
	comiss	xmm15, xmm15
	comiss	xmm9, xmm7
	comiss	xmm0, dword ptr [rax]
	comiss	xmm7, dword ptr [rsp + 4*r9 - 128]
	comiss	xmm8, dword ptr [rip + foo]
	comiss	xmm15, dword ptr [r13 + 64]
	comisd	xmm0, xmm1
	comisd	xmm1, xmm8
	comisd	xmm8, xmm1
	comisd	xmm15, xmm15
	comisd	xmm9, xmm7
	comisd	xmm0, qword ptr [rax]
	comisd	xmm7, qword ptr [rsp + 4*r9 - 128]
	comisd	xmm8, qword ptr [rip + foo]
	comisd	xmm15, qword ptr [r13 + 64]
	ucomiss	xmm0, xmm1
	ucomiss	xmm1, xmm8
	ucomiss	xmm8, xmm1
	ucomiss	xmm15, xmm15
	ucomiss	xmm9, xmm7
	ucomiss	xmm0, dword ptr [rax]
	ucomiss	xmm7, dword ptr [rsp + 4*r9 - 128]
	ucomiss	xmm8, dword ptr [rip + foo]
	ucomiss	xmm15, dword ptr [r13 + 64]
	ucomisd	xmm0, xmm1
	ucomisd	xmm1, xmm8
	ucomisd	xmm8, xmm1
	ucomisd	xmm15, xmm15
	ucomisd	xmm9, xmm7
	ucomisd	xmm0, qword ptr [rax]
	ucomisd	xmm7, qword ptr [rsp + 4*r9 - 128]
	ucomisd	xmm8, qword ptr [rip + foo]
	ucomisd	xmm15, qword ptr [r13 + 64]
	movaps	xmm0, xmm1
	movaps	xmm1, xmm8
	movaps	xmm8, xmm1
	movaps	xmm15, xmm15
	movaps	xmm9, xmm7
	movaps	xmm0, xmmword ptr [rax]
	movaps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movaps	xmm8, xmmword ptr [rip + foo]
	movaps	xmm15, xmmword ptr [r13 + 64]
	movaps	xmmword ptr [rax], xmm0
	movaps	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movaps	xmmword ptr [rip + foo], xmm8
	movaps	xmmword ptr [r13 + 64], xmm15
	movapd	xmm0, xmm1
	movapd	xmm1, xmm8
	movapd	xmm8, xmm1
	movapd	xmm15, xmm15
	movapd	xmm9, xmm7
	movapd	xmm0, xmmword ptr [rax]
	movapd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movapd	xmm8, xmmword ptr [rip + foo]
	movapd	xmm15, xmmword ptr [r13 + 64]
	movapd	xmmword ptr [rax], xmm0
	movapd	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movapd	xmmword ptr [rip + foo], xmm8
	movapd	xmmword ptr [r13 + 64], xmm15
	movups	xmm0, xmm1
	movups	xmm1, xmm8
	movups	xmm8, xmm1
	movups	xmm15, xmm15
	movups	xmm9, xmm7
	movups	xmm0, xmmword ptr [rax]
	movups	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movups	xmm8, xmmword ptr [rip + foo]
	movups	xmm15, xmmword ptr [r13 + 64]
	movups	xmmword ptr [rax], xmm0
	movups	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movups	xmmword ptr [rip + foo], xmm8
	movups	xmmword ptr [r13 + 64], xmm15
	movupd	xmm0, xmm1
	movupd	xmm1, xmm8
	movupd	xmm8, xmm1
	movupd	xmm15, xmm15
	movupd	xmm9, xmm7
	movupd	xmm0, xmmword ptr [rax]
	movupd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movupd	xmm8, xmmword ptr [rip + foo]
	movupd	xmm15, xmmword ptr [r13 + 64]
	movupd	xmmword ptr [rax], xmm0
	movupd	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movupd	xmmword ptr [rip + foo], xmm8
	movupd	xmmword ptr [r13 + 64], xmm15
	movdqa	xmm0, xmm1
	movdqa	xmm1, xmm8
	movdqa	xmm8, xmm1
	movdqa	xmm15, xmm15
	movdqa	xmm9, xmm7
	movdqa	xmm0, xmmword ptr [rax]
	movdqa	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movdqa	xmm8, xmmword ptr [rip + foo]
	movdqa	xmm15, xmmword ptr [r13 + 64]
	movdqa	xmmword ptr [rax], xmm0
	movdqa	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movdqa	xmmword ptr [rip + foo], xmm8
	movdqa	xmmword ptr [r13 + 64], xmm15
	movdqu	xmm0, xmm1
	movdqu	xmm1, xmm8
	movdqu	xmm8, xmm1
	movdqu	xmm15, xmm15
	movdqu	xmm9, xmm7
	movdqu	xmm0, xmmword ptr [rax]
	movdqu	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movdqu	xmm8, xmmword ptr [rip + foo]
	movdqu	xmm15, xmmword ptr [r13 + 64]
	movdqu	xmmword ptr [rax], xmm0
	movdqu	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movdqu	xmmword ptr [rip + foo], xmm8
	movdqu	xmmword ptr [r13 + 64], xmm15
	movaps	xmm0, xmm1
	movaps	xmm1, xmm8
	movaps	xmm8, xmm1
	movaps	xmm15, xmm15
	movaps	xmm9, xmm7
	movapd	xmm0, xmm1
	movapd	xmm1, xmm8
	movapd	xmm8, xmm1
	movapd	xmm15, xmm15
	movapd	xmm9, xmm7
	movups	xmm0, xmm1
	movups	xmm1, xmm8
	movups	xmm8, xmm1
	movups	xmm15, xmm15
	movups	xmm9, xmm7
	movupd	xmm0, xmm1
	movupd	xmm1, xmm8
	movupd	xmm8, xmm1
	movupd	xmm15, xmm15
	movupd	xmm9, xmm7
	movdqa	xmm0, xmm1
	movdqa	xmm1, xmm8
	movdqa	xmm8, xmm1
	movdqa	xmm15, xmm15
	movdqa	xmm9, xmm7
	movdqu	xmm0, xmm1
	movdqu	xmm1, xmm8
	movdqu	xmm8, xmm1
	movdqu	xmm15, xmm15
	movdqu	xmm9, xmm7
	movss	xmm0, xmm1
	movss	xmm1, xmm8
	movss	xmm8, xmm1
	movss	xmm15, xmm15
	movss	xmm9, xmm7
	movsd	xmm0, xmm1
	movsd	xmm1, xmm8
	movsd	xmm8, xmm1
	movsd	xmm15, xmm15
	movsd	xmm9, xmm7
	movq	xmm0, xmm1
	movq	xmm1, xmm8
	movq	xmm8, xmm1
	movq	xmm15, xmm15
	movq	xmm9, xmm7
	movss	xmm0, xmm1
	movss	xmm1, xmm8
	movss	xmm8, xmm1
	movss	xmm15, xmm15
	movss	xmm9, xmm7
	movss	xmm0, dword ptr [rax]
	movss	xmm7, dword ptr [rsp + 4*r9 - 128]
	movss	xmm8, dword ptr [rip + foo]
	movss	xmm15, dword ptr [r13 + 64]
	movss	dword ptr [rax], xmm0
	movss	dword ptr [rsp + 4*r9 - 128], xmm7
	movss	dword ptr [rip + foo], xmm8
	movss	dword ptr [r13 + 64], xmm15
	movsd	xmm0, xmm1
	movsd	xmm1, xmm8
	movsd	xmm8, xmm1
	movsd	xmm15, xmm15
	movsd	xmm9, xmm7
	movsd	xmm0, qword ptr [rax]
	movsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	movsd	xmm8, qword ptr [rip + foo]
	movsd	xmm15, qword ptr [r13 + 64]
	movsd	qword ptr [rax], xmm0
	movsd	qword ptr [rsp + 4*r9 - 128], xmm7
	movsd	qword ptr [rip + foo], xmm8
	movsd	qword ptr [r13 + 64], xmm15
	movlps	xmm0, qword ptr [rax]
	movlps	xmm7, qword ptr [rsp + 4*r9 - 128]
	movlps	xmm8, qword ptr [rip + foo]
	movlps	xmm15, qword ptr [r13 + 64]
	movlps	qword ptr [rax], xmm0
	movlps	qword ptr [rsp + 4*r9 - 128], xmm7
	movlps	qword ptr [rip + foo], xmm8
	movlps	qword ptr [r13 + 64], xmm15
	movhps	xmm0, qword ptr [rax]
	movhps	xmm7, qword ptr [rsp + 4*r9 - 128]
	movhps	xmm8, qword ptr [rip + foo]
	movhps	xmm15, qword ptr [r13 + 64]
	movhps	qword ptr [rax], xmm0
	movhps	qword ptr [rsp + 4*r9 - 128], xmm7
	movhps	qword ptr [rip + foo], xmm8
	movhps	qword ptr [r13 + 64], xmm15
	movlpd	xmm0, qword ptr [rax]
	movlpd	xmm7, qword ptr [rsp + 4*r9 - 128]
	movlpd	xmm8, qword ptr [rip + foo]
	movlpd	xmm15, qword ptr [r13 + 64]
	movlpd	qword ptr [rax], xmm0
	movlpd	qword ptr [rsp + 4*r9 - 128], xmm7
	movlpd	qword ptr [rip + foo], xmm8
	movlpd	qword ptr [r13 + 64], xmm15
	movhpd	xmm0, qword ptr [rax]
	movhpd	xmm7, qword ptr [rsp + 4*r9 - 128]
	movhpd	xmm8, qword ptr [rip + foo]
	movhpd	xmm15, qword ptr [r13 + 64]
	movhpd	qword ptr [rax], xmm0
	movhpd	qword ptr [rsp + 4*r9 - 128], xmm7
	movhpd	qword ptr [rip + foo], xmm8
	movhpd	qword ptr [r13 + 64], xmm15
	movhlps	xmm0, xmm1
	movhlps	xmm1, xmm8
	movhlps	xmm8, xmm1
	movhlps	xmm15, xmm15
	movhlps	xmm9, xmm7
	movlhps	xmm0, xmm1
	movlhps	xmm1, xmm8
	movlhps	xmm8, xmm1
	movlhps	xmm15, xmm15
	movlhps	xmm9, xmm7
	movmskps	eax, xmm1
	movmskps	ecx, xmm8
	movmskps	r8d, xmm1
	movmskps	r15d, xmm15
	movmskps	r9d, xmm7
	movmskps	eax, xmm1
	movmskps	ecx, xmm8
	movmskps	r8d, xmm1
	movmskps	r15d, xmm15
	movmskps	r9d, xmm7
	movmskpd	eax, xmm1
	movmskpd	ecx, xmm8
	movmskpd	r8d, xmm1
	movmskpd	r15d, xmm15
	movmskpd	r9d, xmm7
	movmskpd	eax, xmm1
	movmskpd	ecx, xmm8
	movmskpd	r8d, xmm1
	movmskpd	r15d, xmm15
	movmskpd	r9d, xmm7
	pmovmskb	eax, xmm1
	pmovmskb	ecx, xmm8
	pmovmskb	r8d, xmm1
	pmovmskb	r15d, xmm15
	pmovmskb	r9d, xmm7
	pmovmskb	eax, xmm1
	pmovmskb	ecx, xmm8
	pmovmskb	r8d, xmm1
	pmovmskb	r15d, xmm15
	pmovmskb	r9d, xmm7
	movntps	xmmword ptr [rax], xmm0
	movntps	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movntps	xmmword ptr [rip + foo], xmm8
	movntps	xmmword ptr [r13 + 64], xmm15
	movntpd	xmmword ptr [rax], xmm0
	movntpd	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movntpd	xmmword ptr [rip + foo], xmm8
	movntpd	xmmword ptr [r13 + 64], xmm15
	movntdq	xmmword ptr [rax], xmm0
	movntdq	xmmword ptr [rsp + 4*r9 - 128], xmm7
	movntdq	xmmword ptr [rip + foo], xmm8
	movntdq	xmmword ptr [r13 + 64], xmm15
	lddqu	xmm0, xmmword ptr [rax]
	lddqu	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	lddqu	xmm8, xmmword ptr [rip + foo]
	lddqu	xmm15, xmmword ptr [r13 + 64]
	movntdqa	xmm0, xmmword ptr [rax]
	movntdqa	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movntdqa	xmm8, xmmword ptr [rip + foo]
	movntdqa	xmm15, xmmword ptr [r13 + 64]
	movsldup	xmm0, xmm1
	movsldup	xmm1, xmm8
	movsldup	xmm8, xmm1
	movsldup	xmm15, xmm15
	movsldup	xmm9, xmm7
	movsldup	xmm0, xmmword ptr [rax]
	movsldup	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movsldup	xmm8, xmmword ptr [rip + foo]
	movsldup	xmm15, xmmword ptr [r13 + 64]
	movshdup	xmm0, xmm1
	movshdup	xmm1, xmm8
	movshdup	xmm8, xmm1
	movshdup	xmm15, xmm15
	movshdup	xmm9, xmm7
	movshdup	xmm0, xmmword ptr [rax]
	movshdup	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	movshdup	xmm8, xmmword ptr [rip + foo]
	movshdup	xmm15, xmmword ptr [r13 + 64]
	movddup	xmm0, xmm1
	movddup	xmm1, xmm8
	movddup	xmm8, xmm1
	movddup	xmm15, xmm15
	movddup	xmm9, xmm7
	movddup	xmm0, qword ptr [rax]
	movddup	xmm7, qword ptr [rsp + 4*r9 - 128]
	movddup	xmm8, qword ptr [rip + foo]
	movddup	xmm15, qword ptr [r13 + 64]
	shufps	xmm0, xmm1, 0
	shufps	xmm1, xmm8, 255
	shufps	xmm8, xmm1, 27
	shufps	xmm15, xmm15, 128
	shufps	xmm9, xmm7, 0
	shufps	xmm0, xmmword ptr [rax], 0
	shufps	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	shufps	xmm8, xmmword ptr [rip + foo], 27
	shufps	xmm15, xmmword ptr [r13 + 64], 128
	shufpd	xmm0, xmm1, 0
	shufpd	xmm1, xmm8, 255
	shufpd	xmm8, xmm1, 27
	shufpd	xmm15, xmm15, 128
	shufpd	xmm9, xmm7, 0
	shufpd	xmm0, xmmword ptr [rax], 0
	shufpd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	shufpd	xmm8, xmmword ptr [rip + foo], 27
	shufpd	xmm15, xmmword ptr [r13 + 64], 128
	unpcklps	xmm0, xmm1
	unpcklps	xmm1, xmm8
	unpcklps	xmm8, xmm1
	unpcklps	xmm15, xmm15
	unpcklps	xmm9, xmm7
	unpcklps	xmm0, xmmword ptr [rax]
	unpcklps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	unpcklps	xmm8, xmmword ptr [rip + foo]
	unpcklps	xmm15, xmmword ptr [r13 + 64]
	unpckhps	xmm0, xmm1
	unpckhps	xmm1, xmm8
	unpckhps	xmm8, xmm1
	unpckhps	xmm15, xmm15
	unpckhps	xmm9, xmm7
	unpckhps	xmm0, xmmword ptr [rax]
	unpckhps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	unpckhps	xmm8, xmmword ptr [rip + foo]
	unpckhps	xmm15, xmmword ptr [r13 + 64]
	unpcklpd	xmm0, xmm1
	unpcklpd	xmm1, xmm8
	unpcklpd	xmm8, xmm1
	unpcklpd	xmm15, xmm15
	unpcklpd	xmm9, xmm7
	unpcklpd	xmm0, xmmword ptr [rax]
	unpcklpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	unpcklpd	xmm8, xmmword ptr [rip + foo]
	unpcklpd	xmm15, xmmword ptr [r13 + 64]
	unpckhpd	xmm0, xmm1
	unpckhpd	xmm1, xmm8
	unpckhpd	xmm8, xmm1
	unpckhpd	xmm15, xmm15
	unpckhpd	xmm9, xmm7
	unpckhpd	xmm0, xmmword ptr [rax]
	unpckhpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	unpckhpd	xmm8, xmmword ptr [rip + foo]
	unpckhpd	xmm15, xmmword ptr [r13 + 64]
	cvtdq2ps	xmm0, xmm1
	cvtdq2ps	xmm1, xmm8
	cvtdq2ps	xmm8, xmm1
	cvtdq2ps	xmm15, xmm15
	cvtdq2ps	xmm9, xmm7
	cvtdq2ps	xmm0, xmmword ptr [rax]
	cvtdq2ps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cvtdq2ps	xmm8, xmmword ptr [rip + foo]
	cvtdq2ps	xmm15, xmmword ptr [r13 + 64]
	cvtps2dq	xmm0, xmm1
	cvtps2dq	xmm1, xmm8
	cvtps2dq	xmm8, xmm1
	cvtps2dq	xmm15, xmm15
	cvtps2dq	xmm9, xmm7
	cvtps2dq	xmm0, xmmword ptr [rax]
	cvtps2dq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cvtps2dq	xmm8, xmmword ptr [rip + foo]
	cvtps2dq	xmm15, xmmword ptr [r13 + 64]
	cvttps2dq	xmm0, xmm1
	cvttps2dq	xmm1, xmm8
	cvttps2dq	xmm8, xmm1
	cvttps2dq	xmm15, xmm15
	cvttps2dq	xmm9, xmm7
	cvttps2dq	xmm0, xmmword ptr [rax]
	cvttps2dq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cvttps2dq	xmm8, xmmword ptr [rip + foo]
	cvttps2dq	xmm15, xmmword ptr [r13 + 64]
	cvtps2pd	xmm0, xmm1
	cvtps2pd	xmm1, xmm8
	cvtps2pd	xmm8, xmm1
	cvtps2pd	xmm15, xmm15
	cvtps2pd	xmm9, xmm7
	cvtps2pd	xmm0, qword ptr [rax]
	cvtps2pd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cvtps2pd	xmm8, qword ptr [rip + foo]
	cvtps2pd	xmm15, qword ptr [r13 + 64]
	cvtdq2pd	xmm0, xmm1
	cvtdq2pd	xmm1, xmm8
	cvtdq2pd	xmm8, xmm1
	cvtdq2pd	xmm15, xmm15
	cvtdq2pd	xmm9, xmm7
	cvtdq2pd	xmm0, qword ptr [rax]
	cvtdq2pd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cvtdq2pd	xmm8, qword ptr [rip + foo]
	cvtdq2pd	xmm15, qword ptr [r13 + 64]
	cvtpd2ps	xmm0, xmm1
	cvtpd2ps	xmm1, xmm8
	cvtpd2ps	xmm8, xmm1
	cvtpd2ps	xmm15, xmm15
	cvtpd2ps	xmm9, xmm7
	cvtpd2ps	xmm0, xmmword ptr [rax]
	cvtpd2ps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cvtpd2ps	xmm8, xmmword ptr [rip + foo]
	cvtpd2ps	xmm15, xmmword ptr [r13 + 64]
	cvtpd2dq	xmm0, xmm1
	cvtpd2dq	xmm1, xmm8
	cvtpd2dq	xmm8, xmm1
	cvtpd2dq	xmm15, xmm15
	cvtpd2dq	xmm9, xmm7
	cvtpd2dq	xmm0, xmmword ptr [rax]
	cvtpd2dq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cvtpd2dq	xmm8, xmmword ptr [rip + foo]
	cvtpd2dq	xmm15, xmmword ptr [r13 + 64]
	cvttpd2dq	xmm0, xmm1
	cvttpd2dq	xmm1, xmm8
	cvttpd2dq	xmm8, xmm1
	cvttpd2dq	xmm15, xmm15
	cvttpd2dq	xmm9, xmm7
	cvttpd2dq	xmm0, xmmword ptr [rax]
	cvttpd2dq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	cvttpd2dq	xmm8, xmmword ptr [rip + foo]
	cvttpd2dq	xmm15, xmmword ptr [r13 + 64]
	cvtss2sd	xmm0, xmm1
	cvtss2sd	xmm1, xmm8
	cvtss2sd	xmm8, xmm1
	cvtss2sd	xmm15, xmm15
	cvtss2sd	xmm9, xmm7
	cvtss2sd	xmm0, dword ptr [rax]
	cvtss2sd	xmm7, dword ptr [rsp + 4*r9 - 128]
	cvtss2sd	xmm8, dword ptr [rip + foo]
	cvtss2sd	xmm15, dword ptr [r13 + 64]
	cvtsd2ss	xmm0, xmm1
	cvtsd2ss	xmm1, xmm8
	cvtsd2ss	xmm8, xmm1
	cvtsd2ss	xmm15, xmm15
	cvtsd2ss	xmm9, xmm7
	cvtsd2ss	xmm0, qword ptr [rax]
	cvtsd2ss	xmm7, qword ptr [rsp + 4*r9 - 128]
	cvtsd2ss	xmm8, qword ptr [rip + foo]
	cvtsd2ss	xmm15, qword ptr [r13 + 64]
	cvtsi2ss	xmm0, ecx
	cvtsi2ss	xmm1, r8d
	cvtsi2ss	xmm8, ecx
	cvtsi2ss	xmm15, r15d
	cvtsi2ss	xmm9, edi
	cvtsi2ss	xmm0, rcx
	cvtsi2ss	xmm1, r8
	cvtsi2ss	xmm8, rcx
	cvtsi2ss	xmm15, r15
	cvtsi2ss	xmm9, rdi
	cvtsi2sd	xmm0, ecx
	cvtsi2sd	xmm1, r8d
	cvtsi2sd	xmm8, ecx
	cvtsi2sd	xmm15, r15d
	cvtsi2sd	xmm9, edi
	cvtsi2sd	xmm0, rcx
	cvtsi2sd	xmm1, r8
	cvtsi2sd	xmm8, rcx
	cvtsi2sd	xmm15, r15
	cvtsi2sd	xmm9, rdi
	cvtsi2ss	xmm0, ecx
	cvtsi2ss	xmm1, r8d
	cvtsi2ss	xmm8, ecx
	cvtsi2ss	xmm15, r15d
	cvtsi2ss	xmm9, edi
	cvtsi2ss	xmm0, dword ptr [rax]
	cvtsi2ss	xmm7, dword ptr [rsp + 4*r9 - 128]
	cvtsi2ss	xmm8, dword ptr [rip + foo]
	cvtsi2ss	xmm15, dword ptr [r13 + 64]
	cvtsi2sd	xmm0, ecx
	cvtsi2sd	xmm1, r8d
	cvtsi2sd	xmm8, ecx
	cvtsi2sd	xmm15, r15d
	cvtsi2sd	xmm9, edi
	cvtsi2sd	xmm0, dword ptr [rax]
	cvtsi2sd	xmm7, dword ptr [rsp + 4*r9 - 128]
	cvtsi2sd	xmm8, dword ptr [rip + foo]
	cvtsi2sd	xmm15, dword ptr [r13 + 64]
	cvtsi2ss	xmm0, rcx
	cvtsi2ss	xmm1, r8
	cvtsi2ss	xmm8, rcx
	cvtsi2ss	xmm15, r15
	cvtsi2ss	xmm9, rdi
	cvtsi2ss	xmm0, qword ptr [rax]
	cvtsi2ss	xmm7, qword ptr [rsp + 4*r9 - 128]
	cvtsi2ss	xmm8, qword ptr [rip + foo]
	cvtsi2ss	xmm15, qword ptr [r13 + 64]
	cvtsi2sd	xmm0, rcx
	cvtsi2sd	xmm1, r8
	cvtsi2sd	xmm8, rcx
	cvtsi2sd	xmm15, r15
	cvtsi2sd	xmm9, rdi
	cvtsi2sd	xmm0, qword ptr [rax]
	cvtsi2sd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cvtsi2sd	xmm8, qword ptr [rip + foo]
	cvtsi2sd	xmm15, qword ptr [r13 + 64]
	cvtss2si	eax, xmm1
	cvtss2si	ecx, xmm8
	cvtss2si	r8d, xmm1
	cvtss2si	r15d, xmm15
	cvtss2si	r9d, xmm7
	cvtss2si	rax, xmm1
	cvtss2si	rcx, xmm8
	cvtss2si	r8, xmm1
	cvtss2si	r15, xmm15
	cvtss2si	r9, xmm7
	cvtss2si	eax, dword ptr [rax]
	cvtss2si	edi, dword ptr [rsp + 4*r9 - 128]
	cvtss2si	r8d, dword ptr [rip + foo]
	cvtss2si	r15d, dword ptr [r13 + 64]
	cvtss2si	rax, dword ptr [rax]
	cvtss2si	rdi, dword ptr [rsp + 4*r9 - 128]
	cvtss2si	r8, dword ptr [rip + foo]
	cvtss2si	r15, dword ptr [r13 + 64]
	cvtsd2si	eax, xmm1
	cvtsd2si	ecx, xmm8
	cvtsd2si	r8d, xmm1
	cvtsd2si	r15d, xmm15
	cvtsd2si	r9d, xmm7
	cvtsd2si	rax, xmm1
	cvtsd2si	rcx, xmm8
	cvtsd2si	r8, xmm1
	cvtsd2si	r15, xmm15
	cvtsd2si	r9, xmm7
	cvtsd2si	eax, qword ptr [rax]
	cvtsd2si	edi, qword ptr [rsp + 4*r9 - 128]
	cvtsd2si	r8d, qword ptr [rip + foo]
	cvtsd2si	r15d, qword ptr [r13 + 64]
	cvtsd2si	rax, qword ptr [rax]
	cvtsd2si	rdi, qword ptr [rsp + 4*r9 - 128]
	cvtsd2si	r8, qword ptr [rip + foo]
	cvtsd2si	r15, qword ptr [r13 + 64]
	cvttss2si	eax, xmm1
	cvttss2si	ecx, xmm8
	cvttss2si	r8d, xmm1
	cvttss2si	r15d, xmm15
	cvttss2si	r9d, xmm7
	cvttss2si	rax, xmm1
	cvttss2si	rcx, xmm8
	cvttss2si	r8, xmm1
	cvttss2si	r15, xmm15
	cvttss2si	r9, xmm7
	cvttss2si	eax, dword ptr [rax]
	cvttss2si	edi, dword ptr [rsp + 4*r9 - 128]
	cvttss2si	r8d, dword ptr [rip + foo]
	cvttss2si	r15d, dword ptr [r13 + 64]
	cvttss2si	rax, dword ptr [rax]
	cvttss2si	rdi, dword ptr [rsp + 4*r9 - 128]
	cvttss2si	r8, dword ptr [rip + foo]
	cvttss2si	r15, dword ptr [r13 + 64]
	cvttsd2si	eax, xmm1
	cvttsd2si	ecx, xmm8
	cvttsd2si	r8d, xmm1
	cvttsd2si	r15d, xmm15
	cvttsd2si	r9d, xmm7
	cvttsd2si	rax, xmm1
	cvttsd2si	rcx, xmm8
	cvttsd2si	r8, xmm1
	cvttsd2si	r15, xmm15
	cvttsd2si	r9, xmm7
	cvttsd2si	eax, qword ptr [rax]
	cvttsd2si	edi, qword ptr [rsp + 4*r9 - 128]
	cvttsd2si	r8d, qword ptr [rip + foo]
	cvttsd2si	r15d, qword ptr [r13 + 64]
	cvttsd2si	rax, qword ptr [rax]
	cvttsd2si	rdi, qword ptr [rsp + 4*r9 - 128]
	cvttsd2si	r8, qword ptr [rip + foo]
	cvttsd2si	r15, qword ptr [r13 + 64]
	cvtss2si	eax, xmm1
	cvtss2si	ecx, xmm8
	cvtss2si	r8d, xmm1
	cvtss2si	r15d, xmm15
	cvtss2si	r9d, xmm7
	cvttsd2si	eax, xmm1
	cvttsd2si	ecx, xmm8
	cvttsd2si	r8d, xmm1
	cvttsd2si	r15d, xmm15
	cvttsd2si	r9d, xmm7
	cvtsd2si	rax, xmm1
	cvtsd2si	rcx, xmm8
	cvtsd2si	r8, xmm1
	cvtsd2si	r15, xmm15
	cvtsd2si	r9, xmm7
	cvttss2si	rax, xmm1
	cvttss2si	rcx, xmm8
	cvttss2si	r8, xmm1
	cvttss2si	r15, xmm15
	cvttss2si	r9, xmm7
	paddb	xmm0, xmm1
	paddb	xmm1, xmm8
	paddb	xmm8, xmm1
	paddb	xmm15, xmm15
	paddb	xmm9, xmm7
	paddb	xmm0, xmmword ptr [rax]
	paddb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	paddb	xmm8, xmmword ptr [rip + foo]
	paddb	xmm15, xmmword ptr [r13 + 64]
	paddw	xmm0, xmm1
	paddw	xmm1, xmm8
	paddw	xmm8, xmm1
	paddw	xmm15, xmm15
	paddw	xmm9, xmm7
	paddw	xmm0, xmmword ptr [rax]
	paddw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	paddw	xmm8, xmmword ptr [rip + foo]
	paddw	xmm15, xmmword ptr [r13 + 64]
	paddd	xmm0, xmm1
	paddd	xmm1, xmm8
	paddd	xmm8, xmm1
	paddd	xmm15, xmm15
	paddd	xmm9, xmm7
	paddd	xmm0, xmmword ptr [rax]
	paddd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	paddd	xmm8, xmmword ptr [rip + foo]
	paddd	xmm15, xmmword ptr [r13 + 64]
	paddq	xmm0, xmm1
	paddq	xmm1, xmm8
	paddq	xmm8, xmm1
	paddq	xmm15, xmm15
	paddq	xmm9, xmm7
	paddq	xmm0, xmmword ptr [rax]
	paddq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	paddq	xmm8, xmmword ptr [rip + foo]
	paddq	xmm15, xmmword ptr [r13 + 64]
	psubb	xmm0, xmm1
	psubb	xmm1, xmm8
	psubb	xmm8, xmm1
	psubb	xmm15, xmm15
	psubb	xmm9, xmm7
	psubb	xmm0, xmmword ptr [rax]
	psubb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psubb	xmm8, xmmword ptr [rip + foo]
	psubb	xmm15, xmmword ptr [r13 + 64]
	psubw	xmm0, xmm1
	psubw	xmm1, xmm8
	psubw	xmm8, xmm1
	psubw	xmm15, xmm15
	psubw	xmm9, xmm7
	psubw	xmm0, xmmword ptr [rax]
	psubw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psubw	xmm8, xmmword ptr [rip + foo]
	psubw	xmm15, xmmword ptr [r13 + 64]
	psubd	xmm0, xmm1
	psubd	xmm1, xmm8
	psubd	xmm8, xmm1
	psubd	xmm15, xmm15
	psubd	xmm9, xmm7
	psubd	xmm0, xmmword ptr [rax]
	psubd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psubd	xmm8, xmmword ptr [rip + foo]
	psubd	xmm15, xmmword ptr [r13 + 64]
	psubq	xmm0, xmm1
	psubq	xmm1, xmm8
	psubq	xmm8, xmm1
	psubq	xmm15, xmm15
	psubq	xmm9, xmm7
	psubq	xmm0, xmmword ptr [rax]
	psubq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psubq	xmm8, xmmword ptr [rip + foo]
	psubq	xmm15, xmmword ptr [r13 + 64]
	paddsb	xmm0, xmm1
	paddsb	xmm1, xmm8
	paddsb	xmm8, xmm1
	paddsb	xmm15, xmm15
	paddsb	xmm9, xmm7
	paddsb	xmm0, xmmword ptr [rax]
	paddsb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	paddsb	xmm8, xmmword ptr [rip + foo]
	paddsb	xmm15, xmmword ptr [r13 + 64]
	paddsw	xmm0, xmm1
	paddsw	xmm1, xmm8
	paddsw	xmm8, xmm1
	paddsw	xmm15, xmm15
	paddsw	xmm9, xmm7
	paddsw	xmm0, xmmword ptr [rax]
	paddsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	paddsw	xmm8, xmmword ptr [rip + foo]
	paddsw	xmm15, xmmword ptr [r13 + 64]
	paddusb	xmm0, xmm1
	paddusb	xmm1, xmm8
	paddusb	xmm8, xmm1
	paddusb	xmm15, xmm15
	paddusb	xmm9, xmm7
	paddusb	xmm0, xmmword ptr [rax]
	paddusb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	paddusb	xmm8, xmmword ptr [rip + foo]
	paddusb	xmm15, xmmword ptr [r13 + 64]
	paddusw	xmm0, xmm1
	paddusw	xmm1, xmm8
	paddusw	xmm8, xmm1
	paddusw	xmm15, xmm15
	paddusw	xmm9, xmm7
	paddusw	xmm0, xmmword ptr [rax]
	paddusw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	paddusw	xmm8, xmmword ptr [rip + foo]
	paddusw	xmm15, xmmword ptr [r13 + 64]
	psubsb	xmm0, xmm1
	psubsb	xmm1, xmm8
	psubsb	xmm8, xmm1
	psubsb	xmm15, xmm15
	psubsb	xmm9, xmm7
	psubsb	xmm0, xmmword ptr [rax]
	psubsb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psubsb	xmm8, xmmword ptr [rip + foo]
	psubsb	xmm15, xmmword ptr [r13 + 64]
	psubsw	xmm0, xmm1
	psubsw	xmm1, xmm8
	psubsw	xmm8, xmm1
	psubsw	xmm15, xmm15
	psubsw	xmm9, xmm7
	psubsw	xmm0, xmmword ptr [rax]
	psubsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psubsw	xmm8, xmmword ptr [rip + foo]
	psubsw	xmm15, xmmword ptr [r13 + 64]
	psubusb	xmm0, xmm1
	psubusb	xmm1, xmm8
	psubusb	xmm8, xmm1
	psubusb	xmm15, xmm15
	psubusb	xmm9, xmm7
	psubusb	xmm0, xmmword ptr [rax]
	psubusb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psubusb	xmm8, xmmword ptr [rip + foo]
	psubusb	xmm15, xmmword ptr [r13 + 64]
	psubusw	xmm0, xmm1
	psubusw	xmm1, xmm8
	psubusw	xmm8, xmm1
	psubusw	xmm15, xmm15
	psubusw	xmm9, xmm7
	psubusw	xmm0, xmmword ptr [rax]
	psubusw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psubusw	xmm8, xmmword ptr [rip + foo]
	psubusw	xmm15, xmmword ptr [r13 + 64]
	pmullw	xmm0, xmm1
	pmullw	xmm1, xmm8
	pmullw	xmm8, xmm1
	pmullw	xmm15, xmm15
	pmullw	xmm9, xmm7
	pmullw	xmm0, xmmword ptr [rax]
	pmullw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmullw	xmm8, xmmword ptr [rip + foo]
	pmullw	xmm15, xmmword ptr [r13 + 64]
	pmulhw	xmm0, xmm1
	pmulhw	xmm1, xmm8
	pmulhw	xmm8, xmm1
	pmulhw	xmm15, xmm15
	pmulhw	xmm9, xmm7
	pmulhw	xmm0, xmmword ptr [rax]
	pmulhw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmulhw	xmm8, xmmword ptr [rip + foo]
	pmulhw	xmm15, xmmword ptr [r13 + 64]
	pmulhuw	xmm0, xmm1
	pmulhuw	xmm1, xmm8
	pmulhuw	xmm8, xmm1
	pmulhuw	xmm15, xmm15
	pmulhuw	xmm9, xmm7
	pmulhuw	xmm0, xmmword ptr [rax]
	pmulhuw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmulhuw	xmm8, xmmword ptr [rip + foo]
	pmulhuw	xmm15, xmmword ptr [r13 + 64]
	pmuludq	xmm0, xmm1
	pmuludq	xmm1, xmm8
	pmuludq	xmm8, xmm1
	pmuludq	xmm15, xmm15
	pmuludq	xmm9, xmm7
	pmuludq	xmm0, xmmword ptr [rax]
	pmuludq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmuludq	xmm8, xmmword ptr [rip + foo]
	pmuludq	xmm15, xmmword ptr [r13 + 64]
	pmaddwd	xmm0, xmm1
	pmaddwd	xmm1, xmm8
	pmaddwd	xmm8, xmm1
	pmaddwd	xmm15, xmm15
	pmaddwd	xmm9, xmm7
	pmaddwd	xmm0, xmmword ptr [rax]
	pmaddwd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmaddwd	xmm8, xmmword ptr [rip + foo]
	pmaddwd	xmm15, xmmword ptr [r13 + 64]
	pand	xmm0, xmm1
	pand	xmm1, xmm8
	pand	xmm8, xmm1
	pand	xmm15, xmm15
	pand	xmm9, xmm7
	pand	xmm0, xmmword ptr [rax]
	pand	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pand	xmm8, xmmword ptr [rip + foo]
	pand	xmm15, xmmword ptr [r13 + 64]
	pandn	xmm0, xmm1
	pandn	xmm1, xmm8
	pandn	xmm8, xmm1
	pandn	xmm15, xmm15
	pandn	xmm9, xmm7
	pandn	xmm0, xmmword ptr [rax]
	pandn	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pandn	xmm8, xmmword ptr [rip + foo]
	pandn	xmm15, xmmword ptr [r13 + 64]
	por	xmm0, xmm1
	por	xmm1, xmm8
	por	xmm8, xmm1
	por	xmm15, xmm15
	por	xmm9, xmm7
	por	xmm0, xmmword ptr [rax]
	por	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	por	xmm8, xmmword ptr [rip + foo]
	por	xmm15, xmmword ptr [r13 + 64]
	pxor	xmm0, xmm1
	pxor	xmm1, xmm8
	pxor	xmm8, xmm1
	pxor	xmm15, xmm15
	pxor	xmm9, xmm7
	pxor	xmm0, xmmword ptr [rax]
	pxor	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pxor	xmm8, xmmword ptr [rip + foo]
	pxor	xmm15, xmmword ptr [r13 + 64]
	pcmpeqb	xmm0, xmm1
	pcmpeqb	xmm1, xmm8
	pcmpeqb	xmm8, xmm1
	pcmpeqb	xmm15, xmm15
	pcmpeqb	xmm9, xmm7
	pcmpeqb	xmm0, xmmword ptr [rax]
	pcmpeqb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pcmpeqb	xmm8, xmmword ptr [rip + foo]
	pcmpeqb	xmm15, xmmword ptr [r13 + 64]
	pcmpeqw	xmm0, xmm1
	pcmpeqw	xmm1, xmm8
	pcmpeqw	xmm8, xmm1
	pcmpeqw	xmm15, xmm15
	pcmpeqw	xmm9, xmm7
	pcmpeqw	xmm0, xmmword ptr [rax]
	pcmpeqw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pcmpeqw	xmm8, xmmword ptr [rip + foo]
	pcmpeqw	xmm15, xmmword ptr [r13 + 64]
	pcmpeqd	xmm0, xmm1
	pcmpeqd	xmm1, xmm8
	pcmpeqd	xmm8, xmm1
	pcmpeqd	xmm15, xmm15
	pcmpeqd	xmm9, xmm7
	pcmpeqd	xmm0, xmmword ptr [rax]
	pcmpeqd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pcmpeqd	xmm8, xmmword ptr [rip + foo]
	pcmpeqd	xmm15, xmmword ptr [r13 + 64]
	pcmpgtb	xmm0, xmm1
	pcmpgtb	xmm1, xmm8
	pcmpgtb	xmm8, xmm1
	pcmpgtb	xmm15, xmm15
	pcmpgtb	xmm9, xmm7
	pcmpgtb	xmm0, xmmword ptr [rax]
	pcmpgtb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pcmpgtb	xmm8, xmmword ptr [rip + foo]
	pcmpgtb	xmm15, xmmword ptr [r13 + 64]
	pcmpgtw	xmm0, xmm1
	pcmpgtw	xmm1, xmm8
	pcmpgtw	xmm8, xmm1
	pcmpgtw	xmm15, xmm15
	pcmpgtw	xmm9, xmm7
	pcmpgtw	xmm0, xmmword ptr [rax]
	pcmpgtw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pcmpgtw	xmm8, xmmword ptr [rip + foo]
	pcmpgtw	xmm15, xmmword ptr [r13 + 64]
	pcmpgtd	xmm0, xmm1
	pcmpgtd	xmm1, xmm8
	pcmpgtd	xmm8, xmm1
	pcmpgtd	xmm15, xmm15
	pcmpgtd	xmm9, xmm7
	pcmpgtd	xmm0, xmmword ptr [rax]
	pcmpgtd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pcmpgtd	xmm8, xmmword ptr [rip + foo]
	pcmpgtd	xmm15, xmmword ptr [r13 + 64]
	packsswb	xmm0, xmm1
	packsswb	xmm1, xmm8
	packsswb	xmm8, xmm1
	packsswb	xmm15, xmm15
	packsswb	xmm9, xmm7
	packsswb	xmm0, xmmword ptr [rax]
	packsswb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	packsswb	xmm8, xmmword ptr [rip + foo]
	packsswb	xmm15, xmmword ptr [r13 + 64]
	packssdw	xmm0, xmm1
	packssdw	xmm1, xmm8
	packssdw	xmm8, xmm1
	packssdw	xmm15, xmm15
	packssdw	xmm9, xmm7
	packssdw	xmm0, xmmword ptr [rax]
	packssdw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	packssdw	xmm8, xmmword ptr [rip + foo]
	packssdw	xmm15, xmmword ptr [r13 + 64]
	packuswb	xmm0, xmm1
	packuswb	xmm1, xmm8
	packuswb	xmm8, xmm1
	packuswb	xmm15, xmm15
	packuswb	xmm9, xmm7
	packuswb	xmm0, xmmword ptr [rax]
	packuswb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	packuswb	xmm8, xmmword ptr [rip + foo]
	packuswb	xmm15, xmmword ptr [r13 + 64]
	pavgb	xmm0, xmm1
	pavgb	xmm1, xmm8
	pavgb	xmm8, xmm1
	pavgb	xmm15, xmm15
	pavgb	xmm9, xmm7
	pavgb	xmm0, xmmword ptr [rax]
	pavgb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pavgb	xmm8, xmmword ptr [rip + foo]
	pavgb	xmm15, xmmword ptr [r13 + 64]
	pavgw	xmm0, xmm1
	pavgw	xmm1, xmm8
	pavgw	xmm8, xmm1
	pavgw	xmm15, xmm15
	pavgw	xmm9, xmm7
	pavgw	xmm0, xmmword ptr [rax]
	pavgw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pavgw	xmm8, xmmword ptr [rip + foo]
	pavgw	xmm15, xmmword ptr [r13 + 64]
	pmaxsw	xmm0, xmm1
	pmaxsw	xmm1, xmm8
	pmaxsw	xmm8, xmm1
	pmaxsw	xmm15, xmm15
	pmaxsw	xmm9, xmm7
	pmaxsw	xmm0, xmmword ptr [rax]
	pmaxsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmaxsw	xmm8, xmmword ptr [rip + foo]
	pmaxsw	xmm15, xmmword ptr [r13 + 64]
	pmaxub	xmm0, xmm1
	pmaxub	xmm1, xmm8
	pmaxub	xmm8, xmm1
	pmaxub	xmm15, xmm15
	pmaxub	xmm9, xmm7
	pmaxub	xmm0, xmmword ptr [rax]
	pmaxub	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmaxub	xmm8, xmmword ptr [rip + foo]
	pmaxub	xmm15, xmmword ptr [r13 + 64]
	pminsw	xmm0, xmm1
	pminsw	xmm1, xmm8
	pminsw	xmm8, xmm1
	pminsw	xmm15, xmm15
	pminsw	xmm9, xmm7
	pminsw	xmm0, xmmword ptr [rax]
	pminsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pminsw	xmm8, xmmword ptr [rip + foo]
	pminsw	xmm15, xmmword ptr [r13 + 64]
	pminub	xmm0, xmm1
	pminub	xmm1, xmm8
	pminub	xmm8, xmm1
	pminub	xmm15, xmm15
	pminub	xmm9, xmm7
	pminub	xmm0, xmmword ptr [rax]
	pminub	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pminub	xmm8, xmmword ptr [rip + foo]
	pminub	xmm15, xmmword ptr [r13 + 64]
	psadbw	xmm0, xmm1
	psadbw	xmm1, xmm8
	psadbw	xmm8, xmm1
	psadbw	xmm15, xmm15
	psadbw	xmm9, xmm7
	psadbw	xmm0, xmmword ptr [rax]
	psadbw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psadbw	xmm8, xmmword ptr [rip + foo]
	psadbw	xmm15, xmmword ptr [r13 + 64]
	punpcklbw	xmm0, xmm1
	punpcklbw	xmm1, xmm8
	punpcklbw	xmm8, xmm1
	punpcklbw	xmm15, xmm15
	punpcklbw	xmm9, xmm7
	punpcklbw	xmm0, xmmword ptr [rax]
	punpcklbw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	punpcklbw	xmm8, xmmword ptr [rip + foo]
	punpcklbw	xmm15, xmmword ptr [r13 + 64]
	punpcklwd	xmm0, xmm1
	punpcklwd	xmm1, xmm8
	punpcklwd	xmm8, xmm1
	punpcklwd	xmm15, xmm15
	punpcklwd	xmm9, xmm7
	punpcklwd	xmm0, xmmword ptr [rax]
	punpcklwd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	punpcklwd	xmm8, xmmword ptr [rip + foo]
	punpcklwd	xmm15, xmmword ptr [r13 + 64]
	punpckldq	xmm0, xmm1
	punpckldq	xmm1, xmm8
	punpckldq	xmm8, xmm1
	punpckldq	xmm15, xmm15
	punpckldq	xmm9, xmm7
	punpckldq	xmm0, xmmword ptr [rax]
	punpckldq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	punpckldq	xmm8, xmmword ptr [rip + foo]
	punpckldq	xmm15, xmmword ptr [r13 + 64]
	punpcklqdq	xmm0, xmm1
	punpcklqdq	xmm1, xmm8
	punpcklqdq	xmm8, xmm1
	punpcklqdq	xmm15, xmm15
	punpcklqdq	xmm9, xmm7
	punpcklqdq	xmm0, xmmword ptr [rax]
	punpcklqdq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	punpcklqdq	xmm8, xmmword ptr [rip + foo]
	punpcklqdq	xmm15, xmmword ptr [r13 + 64]
	punpckhbw	xmm0, xmm1
	punpckhbw	xmm1, xmm8
	punpckhbw	xmm8, xmm1
	punpckhbw	xmm15, xmm15
	punpckhbw	xmm9, xmm7
	punpckhbw	xmm0, xmmword ptr [rax]
	punpckhbw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	punpckhbw	xmm8, xmmword ptr [rip + foo]
	punpckhbw	xmm15, xmmword ptr [r13 + 64]
	punpckhwd	xmm0, xmm1
	punpckhwd	xmm1, xmm8
	punpckhwd	xmm8, xmm1
	punpckhwd	xmm15, xmm15
	punpckhwd	xmm9, xmm7
	punpckhwd	xmm0, xmmword ptr [rax]
	punpckhwd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	punpckhwd	xmm8, xmmword ptr [rip + foo]
	punpckhwd	xmm15, xmmword ptr [r13 + 64]
	punpckhdq	xmm0, xmm1
	punpckhdq	xmm1, xmm8
	punpckhdq	xmm8, xmm1
	punpckhdq	xmm15, xmm15
	punpckhdq	xmm9, xmm7
	punpckhdq	xmm0, xmmword ptr [rax]
	punpckhdq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	punpckhdq	xmm8, xmmword ptr [rip + foo]
	punpckhdq	xmm15, xmmword ptr [r13 + 64]
	punpckhqdq	xmm0, xmm1
	punpckhqdq	xmm1, xmm8
	punpckhqdq	xmm8, xmm1
	punpckhqdq	xmm15, xmm15
	punpckhqdq	xmm9, xmm7
	punpckhqdq	xmm0, xmmword ptr [rax]
	punpckhqdq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	punpckhqdq	xmm8, xmmword ptr [rip + foo]
	punpckhqdq	xmm15, xmmword ptr [r13 + 64]
	pshufb	xmm0, xmm1
	pshufb	xmm1, xmm8
	pshufb	xmm8, xmm1
	pshufb	xmm15, xmm15
	pshufb	xmm9, xmm7
	pshufb	xmm0, xmmword ptr [rax]
	pshufb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pshufb	xmm8, xmmword ptr [rip + foo]
	pshufb	xmm15, xmmword ptr [r13 + 64]
	phaddw	xmm0, xmm1
	phaddw	xmm1, xmm8
	phaddw	xmm8, xmm1
	phaddw	xmm15, xmm15
	phaddw	xmm9, xmm7
	phaddw	xmm0, xmmword ptr [rax]
	phaddw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	phaddw	xmm8, xmmword ptr [rip + foo]
	phaddw	xmm15, xmmword ptr [r13 + 64]
	phaddd	xmm0, xmm1
	phaddd	xmm1, xmm8
	phaddd	xmm8, xmm1
	phaddd	xmm15, xmm15
	phaddd	xmm9, xmm7
	phaddd	xmm0, xmmword ptr [rax]
	phaddd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	phaddd	xmm8, xmmword ptr [rip + foo]
	phaddd	xmm15, xmmword ptr [r13 + 64]
	phaddsw	xmm0, xmm1
	phaddsw	xmm1, xmm8
	phaddsw	xmm8, xmm1
	phaddsw	xmm15, xmm15
	phaddsw	xmm9, xmm7
	phaddsw	xmm0, xmmword ptr [rax]
	phaddsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	phaddsw	xmm8, xmmword ptr [rip + foo]
	phaddsw	xmm15, xmmword ptr [r13 + 64]
	pmaddubsw	xmm0, xmm1
	pmaddubsw	xmm1, xmm8
	pmaddubsw	xmm8, xmm1
	pmaddubsw	xmm15, xmm15
	pmaddubsw	xmm9, xmm7
	pmaddubsw	xmm0, xmmword ptr [rax]
	pmaddubsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmaddubsw	xmm8, xmmword ptr [rip + foo]
	pmaddubsw	xmm15, xmmword ptr [r13 + 64]
	phsubw	xmm0, xmm1
	phsubw	xmm1, xmm8
	phsubw	xmm8, xmm1
	phsubw	xmm15, xmm15
	phsubw	xmm9, xmm7
	phsubw	xmm0, xmmword ptr [rax]
	phsubw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	phsubw	xmm8, xmmword ptr [rip + foo]
	phsubw	xmm15, xmmword ptr [r13 + 64]
	phsubd	xmm0, xmm1
	phsubd	xmm1, xmm8
	phsubd	xmm8, xmm1
	phsubd	xmm15, xmm15
	phsubd	xmm9, xmm7
	phsubd	xmm0, xmmword ptr [rax]
	phsubd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	phsubd	xmm8, xmmword ptr [rip + foo]
	phsubd	xmm15, xmmword ptr [r13 + 64]
	phsubsw	xmm0, xmm1
	phsubsw	xmm1, xmm8
	phsubsw	xmm8, xmm1
	phsubsw	xmm15, xmm15
	phsubsw	xmm9, xmm7
	phsubsw	xmm0, xmmword ptr [rax]
	phsubsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	phsubsw	xmm8, xmmword ptr [rip + foo]
	phsubsw	xmm15, xmmword ptr [r13 + 64]
	psignb	xmm0, xmm1
	psignb	xmm1, xmm8
	psignb	xmm8, xmm1
	psignb	xmm15, xmm15
	psignb	xmm9, xmm7
	psignb	xmm0, xmmword ptr [rax]
	psignb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psignb	xmm8, xmmword ptr [rip + foo]
	psignb	xmm15, xmmword ptr [r13 + 64]
	psignw	xmm0, xmm1
	psignw	xmm1, xmm8
	psignw	xmm8, xmm1
	psignw	xmm15, xmm15
	psignw	xmm9, xmm7
	psignw	xmm0, xmmword ptr [rax]
	psignw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psignw	xmm8, xmmword ptr [rip + foo]
	psignw	xmm15, xmmword ptr [r13 + 64]
	psignd	xmm0, xmm1
	psignd	xmm1, xmm8
	psignd	xmm8, xmm1
	psignd	xmm15, xmm15
	psignd	xmm9, xmm7
	psignd	xmm0, xmmword ptr [rax]
	psignd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psignd	xmm8, xmmword ptr [rip + foo]
	psignd	xmm15, xmmword ptr [r13 + 64]
	pmulhrsw	xmm0, xmm1
	pmulhrsw	xmm1, xmm8
	pmulhrsw	xmm8, xmm1
	pmulhrsw	xmm15, xmm15
	pmulhrsw	xmm9, xmm7
	pmulhrsw	xmm0, xmmword ptr [rax]
	pmulhrsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmulhrsw	xmm8, xmmword ptr [rip + foo]
	pmulhrsw	xmm15, xmmword ptr [r13 + 64]
	pabsb	xmm0, xmm1
	pabsb	xmm1, xmm8
	pabsb	xmm8, xmm1
	pabsb	xmm15, xmm15
	pabsb	xmm9, xmm7
	pabsb	xmm0, xmmword ptr [rax]
	pabsb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pabsb	xmm8, xmmword ptr [rip + foo]
	pabsb	xmm15, xmmword ptr [r13 + 64]
	pabsw	xmm0, xmm1
	pabsw	xmm1, xmm8
	pabsw	xmm8, xmm1
	pabsw	xmm15, xmm15
	pabsw	xmm9, xmm7
	pabsw	xmm0, xmmword ptr [rax]
	pabsw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pabsw	xmm8, xmmword ptr [rip + foo]
	pabsw	xmm15, xmmword ptr [r13 + 64]
	pabsd	xmm0, xmm1
	pabsd	xmm1, xmm8
	pabsd	xmm8, xmm1
	pabsd	xmm15, xmm15
	pabsd	xmm9, xmm7
	pabsd	xmm0, xmmword ptr [rax]
	pabsd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pabsd	xmm8, xmmword ptr [rip + foo]
	pabsd	xmm15, xmmword ptr [r13 + 64]
	palignr	xmm0, xmm1, 0
	palignr	xmm1, xmm8, 255
	palignr	xmm8, xmm1, 27
	palignr	xmm15, xmm15, 128
	palignr	xmm9, xmm7, 0
	palignr	xmm0, xmmword ptr [rax], 0
	palignr	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	palignr	xmm8, xmmword ptr [rip + foo], 27
	palignr	xmm15, xmmword ptr [r13 + 64], 128
	palignr	xmm0, xmm0, 29
	palignr	xmm3, xmm3, 17
	palignr	xmm1, xmm1, 31
	palignr	xmm2, xmm2, 200
	palignr	xmm5, xmm5, 16
	pmuldq	xmm0, xmm1
	pmuldq	xmm1, xmm8
	pmuldq	xmm8, xmm1
	pmuldq	xmm15, xmm15
	pmuldq	xmm9, xmm7
	pmuldq	xmm0, xmmword ptr [rax]
	pmuldq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmuldq	xmm8, xmmword ptr [rip + foo]
	pmuldq	xmm15, xmmword ptr [r13 + 64]
	pcmpeqq	xmm0, xmm1
	pcmpeqq	xmm1, xmm8
	pcmpeqq	xmm8, xmm1
	pcmpeqq	xmm15, xmm15
	pcmpeqq	xmm9, xmm7
	pcmpeqq	xmm0, xmmword ptr [rax]
	pcmpeqq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pcmpeqq	xmm8, xmmword ptr [rip + foo]
	pcmpeqq	xmm15, xmmword ptr [r13 + 64]
	packusdw	xmm0, xmm1
	packusdw	xmm1, xmm8
	packusdw	xmm8, xmm1
	packusdw	xmm15, xmm15
	packusdw	xmm9, xmm7
	packusdw	xmm0, xmmword ptr [rax]
	packusdw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	packusdw	xmm8, xmmword ptr [rip + foo]
	packusdw	xmm15, xmmword ptr [r13 + 64]
	pminsb	xmm0, xmm1
	pminsb	xmm1, xmm8
	pminsb	xmm8, xmm1
	pminsb	xmm15, xmm15
	pminsb	xmm9, xmm7
	pminsb	xmm0, xmmword ptr [rax]
	pminsb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pminsb	xmm8, xmmword ptr [rip + foo]
	pminsb	xmm15, xmmword ptr [r13 + 64]
	pminsd	xmm0, xmm1
	pminsd	xmm1, xmm8
	pminsd	xmm8, xmm1
	pminsd	xmm15, xmm15
	pminsd	xmm9, xmm7
	pminsd	xmm0, xmmword ptr [rax]
	pminsd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pminsd	xmm8, xmmword ptr [rip + foo]
	pminsd	xmm15, xmmword ptr [r13 + 64]
	pminuw	xmm0, xmm1
	pminuw	xmm1, xmm8
	pminuw	xmm8, xmm1
	pminuw	xmm15, xmm15
	pminuw	xmm9, xmm7
	pminuw	xmm0, xmmword ptr [rax]
	pminuw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pminuw	xmm8, xmmword ptr [rip + foo]
	pminuw	xmm15, xmmword ptr [r13 + 64]
	pminud	xmm0, xmm1
	pminud	xmm1, xmm8
	pminud	xmm8, xmm1
	pminud	xmm15, xmm15
	pminud	xmm9, xmm7
	pminud	xmm0, xmmword ptr [rax]
	pminud	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pminud	xmm8, xmmword ptr [rip + foo]
	pminud	xmm15, xmmword ptr [r13 + 64]
	pmaxsb	xmm0, xmm1
	pmaxsb	xmm1, xmm8
	pmaxsb	xmm8, xmm1
	pmaxsb	xmm15, xmm15
	pmaxsb	xmm9, xmm7
	pmaxsb	xmm0, xmmword ptr [rax]
	pmaxsb	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmaxsb	xmm8, xmmword ptr [rip + foo]
	pmaxsb	xmm15, xmmword ptr [r13 + 64]
	pmaxsd	xmm0, xmm1
	pmaxsd	xmm1, xmm8
	pmaxsd	xmm8, xmm1
	pmaxsd	xmm15, xmm15
	pmaxsd	xmm9, xmm7
	pmaxsd	xmm0, xmmword ptr [rax]
	pmaxsd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmaxsd	xmm8, xmmword ptr [rip + foo]
	pmaxsd	xmm15, xmmword ptr [r13 + 64]
	pmaxuw	xmm0, xmm1
	pmaxuw	xmm1, xmm8
	pmaxuw	xmm8, xmm1
	pmaxuw	xmm15, xmm15
	pmaxuw	xmm9, xmm7
	pmaxuw	xmm0, xmmword ptr [rax]
	pmaxuw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmaxuw	xmm8, xmmword ptr [rip + foo]
	pmaxuw	xmm15, xmmword ptr [r13 + 64]
	pmaxud	xmm0, xmm1
	pmaxud	xmm1, xmm8
	pmaxud	xmm8, xmm1
	pmaxud	xmm15, xmm15
	pmaxud	xmm9, xmm7
	pmaxud	xmm0, xmmword ptr [rax]
	pmaxud	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmaxud	xmm8, xmmword ptr [rip + foo]
	pmaxud	xmm15, xmmword ptr [r13 + 64]
	pmulld	xmm0, xmm1
	pmulld	xmm1, xmm8
	pmulld	xmm8, xmm1
	pmulld	xmm15, xmm15
	pmulld	xmm9, xmm7
	pmulld	xmm0, xmmword ptr [rax]
	pmulld	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pmulld	xmm8, xmmword ptr [rip + foo]
	pmulld	xmm15, xmmword ptr [r13 + 64]
	pcmpgtq	xmm0, xmm1
	pcmpgtq	xmm1, xmm8
	pcmpgtq	xmm8, xmm1
	pcmpgtq	xmm15, xmm15
	pcmpgtq	xmm9, xmm7
	pcmpgtq	xmm0, xmmword ptr [rax]
	pcmpgtq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pcmpgtq	xmm8, xmmword ptr [rip + foo]
	pcmpgtq	xmm15, xmmword ptr [r13 + 64]
	psrlw	xmm0, xmm1
	psrlw	xmm1, xmm8
	psrlw	xmm8, xmm1
	psrlw	xmm15, xmm15
	psrlw	xmm9, xmm7
	psrlw	xmm0, xmmword ptr [rax]
	psrlw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psrlw	xmm8, xmmword ptr [rip + foo]
	psrlw	xmm15, xmmword ptr [r13 + 64]
	psrlw	xmm0, 0
	psrlw	xmm7, 255
	psrlw	xmm8, 27
	psrlw	xmm15, 128
	psrld	xmm0, xmm1
	psrld	xmm1, xmm8
	psrld	xmm8, xmm1
	psrld	xmm15, xmm15
	psrld	xmm9, xmm7
	psrld	xmm0, xmmword ptr [rax]
	psrld	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psrld	xmm8, xmmword ptr [rip + foo]
	psrld	xmm15, xmmword ptr [r13 + 64]
	psrld	xmm0, 0
	psrld	xmm7, 255
	psrld	xmm8, 27
	psrld	xmm15, 128
	psrlq	xmm0, xmm1
	psrlq	xmm1, xmm8
	psrlq	xmm8, xmm1
	psrlq	xmm15, xmm15
	psrlq	xmm9, xmm7
	psrlq	xmm0, xmmword ptr [rax]
	psrlq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psrlq	xmm8, xmmword ptr [rip + foo]
	psrlq	xmm15, xmmword ptr [r13 + 64]
	psrlq	xmm0, 0
	psrlq	xmm7, 255
	psrlq	xmm8, 27
	psrlq	xmm15, 128
	psraw	xmm0, xmm1
	psraw	xmm1, xmm8
	psraw	xmm8, xmm1
	psraw	xmm15, xmm15
	psraw	xmm9, xmm7
	psraw	xmm0, xmmword ptr [rax]
	psraw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psraw	xmm8, xmmword ptr [rip + foo]
	psraw	xmm15, xmmword ptr [r13 + 64]
	psraw	xmm0, 0
	psraw	xmm7, 255
	psraw	xmm8, 27
	psraw	xmm15, 128
	psrad	xmm0, xmm1
	psrad	xmm1, xmm8
	psrad	xmm8, xmm1
	psrad	xmm15, xmm15
	psrad	xmm9, xmm7
	psrad	xmm0, xmmword ptr [rax]
	psrad	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psrad	xmm8, xmmword ptr [rip + foo]
	psrad	xmm15, xmmword ptr [r13 + 64]
	psrad	xmm0, 0
	psrad	xmm7, 255
	psrad	xmm8, 27
	psrad	xmm15, 128
	psllw	xmm0, xmm1
	psllw	xmm1, xmm8
	psllw	xmm8, xmm1
	psllw	xmm15, xmm15
	psllw	xmm9, xmm7
	psllw	xmm0, xmmword ptr [rax]
	psllw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psllw	xmm8, xmmword ptr [rip + foo]
	psllw	xmm15, xmmword ptr [r13 + 64]
	psllw	xmm0, 0
	psllw	xmm7, 255
	psllw	xmm8, 27
	psllw	xmm15, 128
	pslld	xmm0, xmm1
	pslld	xmm1, xmm8
	pslld	xmm8, xmm1
	pslld	xmm15, xmm15
	pslld	xmm9, xmm7
	pslld	xmm0, xmmword ptr [rax]
	pslld	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	pslld	xmm8, xmmword ptr [rip + foo]
	pslld	xmm15, xmmword ptr [r13 + 64]
	pslld	xmm0, 0
	pslld	xmm7, 255
	pslld	xmm8, 27
	pslld	xmm15, 128
	psllq	xmm0, xmm1
	psllq	xmm1, xmm8
	psllq	xmm8, xmm1
	psllq	xmm15, xmm15
	psllq	xmm9, xmm7
	psllq	xmm0, xmmword ptr [rax]
	psllq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	psllq	xmm8, xmmword ptr [rip + foo]
	psllq	xmm15, xmmword ptr [r13 + 64]
	psllq	xmm0, 0
	psllq	xmm7, 255
	psllq	xmm8, 27
	psllq	xmm15, 128
	psrldq	xmm0, 0
	psrldq	xmm7, 255
	psrldq	xmm8, 27
	psrldq	xmm15, 128
	pslldq	xmm0, 0
	pslldq	xmm7, 255
	pslldq	xmm8, 27
	pslldq	xmm15, 128
	pshufd	xmm0, xmm1, 0
	pshufd	xmm1, xmm8, 255
	pshufd	xmm8, xmm1, 27
	pshufd	xmm15, xmm15, 128
	pshufd	xmm9, xmm7, 0
	pshufd	xmm0, xmmword ptr [rax], 0
	pshufd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pshufd	xmm8, xmmword ptr [rip + foo], 27
	pshufd	xmm15, xmmword ptr [r13 + 64], 128
	pshufhw	xmm0, xmm1, 0
	pshufhw	xmm1, xmm8, 255
	pshufhw	xmm8, xmm1, 27
	pshufhw	xmm15, xmm15, 128
	pshufhw	xmm9, xmm7, 0
	pshufhw	xmm0, xmmword ptr [rax], 0
	pshufhw	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pshufhw	xmm8, xmmword ptr [rip + foo], 27
	pshufhw	xmm15, xmmword ptr [r13 + 64], 128
	pshuflw	xmm0, xmm1, 0
	pshuflw	xmm1, xmm8, 255
	pshuflw	xmm8, xmm1, 27
	pshuflw	xmm15, xmm15, 128
	pshuflw	xmm9, xmm7, 0
	pshuflw	xmm0, xmmword ptr [rax], 0
	pshuflw	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	pshuflw	xmm8, xmmword ptr [rip + foo], 27
	pshuflw	xmm15, xmmword ptr [r13 + 64], 128
	pextrw	eax, xmm1, 0
	pextrw	ecx, xmm8, 255
	pextrw	r8d, xmm1, 27
	pextrw	r15d, xmm15, 128
	pextrw	r9d, xmm7, 0
	pextrw	eax, xmm1, 0
	pextrw	ecx, xmm8, 255
	pextrw	r8d, xmm1, 27
	pextrw	r15d, xmm15, 128
	pextrw	r9d, xmm7, 0
	pextrw	word ptr [rax], xmm0, 0
	pextrw	word ptr [rsp + 4*r9 - 128], xmm7, 255
	pextrw	word ptr [rip + foo], xmm8, 27
	pextrw	word ptr [r13 + 64], xmm15, 128
	pinsrw	xmm0, ecx, 0
	pinsrw	xmm1, r8d, 255
	pinsrw	xmm8, ecx, 27
	pinsrw	xmm15, r15d, 128
	pinsrw	xmm9, edi, 0
	pinsrw	xmm0, word ptr [rax], 0
	pinsrw	xmm7, word ptr [rsp + 4*r9 - 128], 255
	pinsrw	xmm8, word ptr [rip + foo], 27
	pinsrw	xmm15, word ptr [r13 + 64], 128
	pextrb	eax, xmm1, 0
	pextrb	ecx, xmm8, 255
	pextrb	r8d, xmm1, 27
	pextrb	r15d, xmm15, 128
	pextrb	r9d, xmm7, 0
	pextrb	eax, xmm1, 0
	pextrb	ecx, xmm8, 255
	pextrb	r8d, xmm1, 27
	pextrb	r15d, xmm15, 128
	pextrb	r9d, xmm7, 0
	pextrb	byte ptr [rax], xmm0, 0
	pextrb	byte ptr [rsp + 4*r9 - 128], xmm7, 255
	pextrb	byte ptr [rip + foo], xmm8, 27
	pextrb	byte ptr [r13 + 64], xmm15, 128
	pextrd	eax, xmm1, 0
	pextrd	ecx, xmm8, 255
	pextrd	r8d, xmm1, 27
	pextrd	r15d, xmm15, 128
	pextrd	r9d, xmm7, 0
	pextrd	dword ptr [rax], xmm0, 0
	pextrd	dword ptr [rsp + 4*r9 - 128], xmm7, 255
	pextrd	dword ptr [rip + foo], xmm8, 27
	pextrd	dword ptr [r13 + 64], xmm15, 128
	pextrq	rax, xmm1, 0
	pextrq	rcx, xmm8, 255
	pextrq	r8, xmm1, 27
	pextrq	r15, xmm15, 128
	pextrq	r9, xmm7, 0
	pextrq	qword ptr [rax], xmm0, 0
	pextrq	qword ptr [rsp + 4*r9 - 128], xmm7, 255
	pextrq	qword ptr [rip + foo], xmm8, 27
	pextrq	qword ptr [r13 + 64], xmm15, 128
	pinsrb	xmm0, ecx, 0
	pinsrb	xmm1, r8d, 255
	pinsrb	xmm8, ecx, 27
	pinsrb	xmm15, r15d, 128
	pinsrb	xmm9, edi, 0
	pinsrb	xmm0, byte ptr [rax], 0
	pinsrb	xmm7, byte ptr [rsp + 4*r9 - 128], 255
	pinsrb	xmm8, byte ptr [rip + foo], 27
	pinsrb	xmm15, byte ptr [r13 + 64], 128
	pinsrd	xmm0, ecx, 0
	pinsrd	xmm1, r8d, 255
	pinsrd	xmm8, ecx, 27
	pinsrd	xmm15, r15d, 128
	pinsrd	xmm9, edi, 0
	pinsrd	xmm0, dword ptr [rax], 0
	pinsrd	xmm7, dword ptr [rsp + 4*r9 - 128], 255
	pinsrd	xmm8, dword ptr [rip + foo], 27
	pinsrd	xmm15, dword ptr [r13 + 64], 128
	pinsrq	xmm0, rcx, 0
	pinsrq	xmm1, r8, 255
	pinsrq	xmm8, rcx, 27
	pinsrq	xmm15, r15, 128
	pinsrq	xmm9, rdi, 0
	pinsrq	xmm0, qword ptr [rax], 0
	pinsrq	xmm7, qword ptr [rsp + 4*r9 - 128], 255
	pinsrq	xmm8, qword ptr [rip + foo], 27
	pinsrq	xmm15, qword ptr [r13 + 64], 128
	pmovsxbw	xmm0, xmm1
	pmovsxbw	xmm1, xmm8
	pmovsxbw	xmm8, xmm1
	pmovsxbw	xmm15, xmm15
	pmovsxbw	xmm9, xmm7
	pmovsxbw	xmm0, qword ptr [rax]
	pmovsxbw	xmm7, qword ptr [rsp + 4*r9 - 128]
	pmovsxbw	xmm8, qword ptr [rip + foo]
	pmovsxbw	xmm15, qword ptr [r13 + 64]
	pmovsxbd	xmm0, xmm1
	pmovsxbd	xmm1, xmm8
	pmovsxbd	xmm8, xmm1
	pmovsxbd	xmm15, xmm15
	pmovsxbd	xmm9, xmm7
	pmovsxbd	xmm0, dword ptr [rax]
	pmovsxbd	xmm7, dword ptr [rsp + 4*r9 - 128]
	pmovsxbd	xmm8, dword ptr [rip + foo]
	pmovsxbd	xmm15, dword ptr [r13 + 64]
	pmovsxbq	xmm0, xmm1
	pmovsxbq	xmm1, xmm8
	pmovsxbq	xmm8, xmm1
	pmovsxbq	xmm15, xmm15
	pmovsxbq	xmm9, xmm7
	pmovsxbq	xmm0, word ptr [rax]
	pmovsxbq	xmm7, word ptr [rsp + 4*r9 - 128]
	pmovsxbq	xmm8, word ptr [rip + foo]
	pmovsxbq	xmm15, word ptr [r13 + 64]
	pmovsxwd	xmm0, xmm1
	pmovsxwd	xmm1, xmm8
	pmovsxwd	xmm8, xmm1
	pmovsxwd	xmm15, xmm15
	pmovsxwd	xmm9, xmm7
	pmovsxwd	xmm0, qword ptr [rax]
	pmovsxwd	xmm7, qword ptr [rsp + 4*r9 - 128]
	pmovsxwd	xmm8, qword ptr [rip + foo]
	pmovsxwd	xmm15, qword ptr [r13 + 64]
	pmovsxwq	xmm0, xmm1
	pmovsxwq	xmm1, xmm8
	pmovsxwq	xmm8, xmm1
	pmovsxwq	xmm15, xmm15
	pmovsxwq	xmm9, xmm7
	pmovsxwq	xmm0, dword ptr [rax]
	pmovsxwq	xmm7, dword ptr [rsp + 4*r9 - 128]
	pmovsxwq	xmm8, dword ptr [rip + foo]
	pmovsxwq	xmm15, dword ptr [r13 + 64]
	pmovsxdq	xmm0, xmm1
	pmovsxdq	xmm1, xmm8
	pmovsxdq	xmm8, xmm1
	pmovsxdq	xmm15, xmm15
	pmovsxdq	xmm9, xmm7
	pmovsxdq	xmm0, qword ptr [rax]
	pmovsxdq	xmm7, qword ptr [rsp + 4*r9 - 128]
	pmovsxdq	xmm8, qword ptr [rip + foo]
	pmovsxdq	xmm15, qword ptr [r13 + 64]
	pmovzxbw	xmm0, xmm1
	pmovzxbw	xmm1, xmm8
	pmovzxbw	xmm8, xmm1
	pmovzxbw	xmm15, xmm15
	pmovzxbw	xmm9, xmm7
	pmovzxbw	xmm0, qword ptr [rax]
	pmovzxbw	xmm7, qword ptr [rsp + 4*r9 - 128]
	pmovzxbw	xmm8, qword ptr [rip + foo]
	pmovzxbw	xmm15, qword ptr [r13 + 64]
	pmovzxbd	xmm0, xmm1
	pmovzxbd	xmm1, xmm8
	pmovzxbd	xmm8, xmm1
	pmovzxbd	xmm15, xmm15
	pmovzxbd	xmm9, xmm7
	pmovzxbd	xmm0, dword ptr [rax]
	pmovzxbd	xmm7, dword ptr [rsp + 4*r9 - 128]
	pmovzxbd	xmm8, dword ptr [rip + foo]
	pmovzxbd	xmm15, dword ptr [r13 + 64]
	pmovzxbq	xmm0, xmm1
	pmovzxbq	xmm1, xmm8
	pmovzxbq	xmm8, xmm1
	pmovzxbq	xmm15, xmm15
	pmovzxbq	xmm9, xmm7
	pmovzxbq	xmm0, word ptr [rax]
	pmovzxbq	xmm7, word ptr [rsp + 4*r9 - 128]
	pmovzxbq	xmm8, word ptr [rip + foo]
	pmovzxbq	xmm15, word ptr [r13 + 64]
	pmovzxwd	xmm0, xmm1
	pmovzxwd	xmm1, xmm8
	pmovzxwd	xmm8, xmm1
	pmovzxwd	xmm15, xmm15
	pmovzxwd	xmm9, xmm7
	pmovzxwd	xmm0, qword ptr [rax]
	pmovzxwd	xmm7, qword ptr [rsp + 4*r9 - 128]
	pmovzxwd	xmm8, qword ptr [rip + foo]
	pmovzxwd	xmm15, qword ptr [r13 + 64]
	pmovzxwq	xmm0, xmm1
	pmovzxwq	xmm1, xmm8
	pmovzxwq	xmm8, xmm1
	pmovzxwq	xmm15, xmm15
	pmovzxwq	xmm9, xmm7
	pmovzxwq	xmm0, dword ptr [rax]
	pmovzxwq	xmm7, dword ptr [rsp + 4*r9 - 128]
	pmovzxwq	xmm8, dword ptr [rip + foo]
	pmovzxwq	xmm15, dword ptr [r13 + 64]
	pmovzxdq	xmm0, xmm1
	pmovzxdq	xmm1, xmm8
	pmovzxdq	xmm8, xmm1
	pmovzxdq	xmm15, xmm15
	pmovzxdq	xmm9, xmm7
	pmovzxdq	xmm0, qword ptr [rax]
	pmovzxdq	xmm7, qword ptr [rsp + 4*r9 - 128]
	pmovzxdq	xmm8, qword ptr [rip + foo]
	pmovzxdq	xmm15, qword ptr [r13 + 64]
	movd	xmm0, ecx
	movd	xmm1, r8d
	movd	xmm8, ecx
	movd	xmm15, r15d
	movd	xmm9, edi
	movd	eax, xmm1
	movd	ecx, xmm8
	movd	r8d, xmm1
	movd	r15d, xmm15
	movd	r9d, xmm7
	movd	xmm0, dword ptr [rax]
	movd	xmm7, dword ptr [rsp + 4*r9 - 128]
	movd	xmm8, dword ptr [rip + foo]
	movd	xmm15, dword ptr [r13 + 64]
	movd	dword ptr [rax], xmm0
	movd	dword ptr [rsp + 4*r9 - 128], xmm7
	movd	dword ptr [rip + foo], xmm8
	movd	dword ptr [r13 + 64], xmm15
	movq	xmm0, rcx
	movq	xmm1, r8
	movq	xmm8, rcx
	movq	xmm15, r15
	movq	xmm9, rdi
	movq	rax, xmm1
	movq	rcx, xmm8
	movq	r8, xmm1
	movq	r15, xmm15
	movq	r9, xmm7
	movq	xmm0, rcx
	movq	xmm1, r8
	movq	xmm8, rcx
	movq	xmm15, r15
	movq	xmm9, rdi
	movq	rax, xmm1
	movq	rcx, xmm8
	movq	r8, xmm1
	movq	r15, xmm15
	movq	r9, xmm7
	movq	xmm0, qword ptr [rax]
	movq	xmm7, qword ptr [rsp + 4*r9 - 128]
	movq	xmm8, qword ptr [rip + foo]
	movq	xmm15, qword ptr [r13 + 64]
	movq	qword ptr [rax], xmm0
	movq	qword ptr [rsp + 4*r9 - 128], xmm7
	movq	qword ptr [rip + foo], xmm8
	movq	qword ptr [r13 + 64], xmm15
	movq	xmm0, xmm1
	movq	xmm1, xmm8
	movq	xmm8, xmm1
	movq	xmm15, xmm15
	movq	xmm9, xmm7
	maskmovdqu	xmm0, xmm1
	maskmovdqu	xmm1, xmm8
	maskmovdqu	xmm8, xmm1
	maskmovdqu	xmm15, xmm15
	maskmovdqu	xmm9, xmm7
