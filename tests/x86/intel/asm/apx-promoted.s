	.intel_syntax noprefix
	.text
	andn	ecx, eax, r18d
	andn	eax, r9d, dword ptr [rbx + 4*r17 + 8]
	{evex}	andn	eax, ecx, eax
	{evex}	andn	eax, ecx, dword ptr [rax]
	{nf}	andn	r18d, ecx, eax
	{nf}	andn	eax, ecx, dword ptr [r20 - 128]
	andn	rcx, rax, r19
	andn	rax, r31, qword ptr [r8 + 2*r24 + 4096]
	{evex}	andn	rax, rcx, rax
	{evex}	andn	rax, rcx, qword ptr [rax]
	{nf}	andn	r19, rcx, rax
	{nf}	andn	rax, rcx, qword ptr [rip + foo]
	pdep	ecx, eax, r18d
	pdep	eax, r9d, dword ptr [r16]
	{evex}	pdep	eax, ecx, eax
	{evex}	pdep	eax, ecx, dword ptr [rax]
	pdep	rcx, rax, r19
	pdep	rax, r31, qword ptr [rbx + 4*r17 + 8]
	{evex}	pdep	rax, rcx, rax
	{evex}	pdep	rax, rcx, qword ptr [rax]
	pext	ecx, eax, r18d
	pext	eax, r9d, dword ptr [r20 - 128]
	{evex}	pext	eax, ecx, eax
	{evex}	pext	eax, ecx, dword ptr [rax]
	pext	rcx, rax, r19
	pext	rax, r31, qword ptr [r8 + 2*r24 + 4096]
	{evex}	pext	rax, rcx, rax
	{evex}	pext	rax, rcx, qword ptr [rax]
	bextr	ecx, eax, r18d
	bextr	r9d, dword ptr [rip + foo], eax
	{evex}	bextr	eax, ecx, eax
	{evex}	bextr	eax, dword ptr [rax], ecx
	{nf}	bextr	r18d, ecx, eax
	{nf}	bextr	eax, dword ptr [r16], ecx
	bextr	rcx, rax, r19
	bextr	r31, qword ptr [rbx + 4*r17 + 8], rax
	{evex}	bextr	rax, rcx, rax
	{evex}	bextr	rax, qword ptr [rax], rcx
	{nf}	bextr	r19, rcx, rax
	{nf}	bextr	rax, qword ptr [r20 - 128], rcx
	bzhi	ecx, eax, r18d
	bzhi	r9d, dword ptr [r8 + 2*r24 + 4096], eax
	{evex}	bzhi	eax, ecx, eax
	{evex}	bzhi	eax, dword ptr [rax], ecx
	{nf}	bzhi	r18d, ecx, eax
	{nf}	bzhi	eax, dword ptr [rip + foo], ecx
	bzhi	rcx, rax, r19
	bzhi	r31, qword ptr [r16], rax
	{evex}	bzhi	rax, rcx, rax
	{evex}	bzhi	rax, qword ptr [rax], rcx
	{nf}	bzhi	r19, rcx, rax
	{nf}	bzhi	rax, qword ptr [rbx + 4*r17 + 8], rcx
	sarx	ecx, eax, r18d
	sarx	r9d, dword ptr [r20 - 128], eax
	{evex}	sarx	eax, ecx, eax
	{evex}	sarx	eax, dword ptr [rax], ecx
	sarx	rcx, rax, r19
	sarx	r31, qword ptr [r8 + 2*r24 + 4096], rax
	{evex}	sarx	rax, rcx, rax
	{evex}	sarx	rax, qword ptr [rax], rcx
	shlx	ecx, eax, r18d
	shlx	r9d, dword ptr [rip + foo], eax
	{evex}	shlx	eax, ecx, eax
	{evex}	shlx	eax, dword ptr [rax], ecx
	shlx	rcx, rax, r19
	shlx	r31, qword ptr [r16], rax
	{evex}	shlx	rax, rcx, rax
	{evex}	shlx	rax, qword ptr [rax], rcx
	shrx	ecx, eax, r18d
	shrx	r9d, dword ptr [rbx + 4*r17 + 8], eax
	{evex}	shrx	eax, ecx, eax
	{evex}	shrx	eax, dword ptr [rax], ecx
	shrx	rcx, rax, r19
	shrx	r31, qword ptr [r20 - 128], rax
	{evex}	shrx	rax, rcx, rax
	{evex}	shrx	rax, qword ptr [rax], rcx
	blsi	eax, r18d
	blsi	r9d, dword ptr [r8 + 2*r24 + 4096]
	{evex}	blsi	ecx, eax
	{nf}	blsi	r18d, ecx
	{nf}	blsi	eax, dword ptr [rip + foo]
	blsi	rax, r19
	blsi	r31, qword ptr [r16]
	{evex}	blsi	rcx, rax
	{nf}	blsi	r19, rcx
	{nf}	blsi	rax, qword ptr [rbx + 4*r17 + 8]
	blsmsk	eax, r18d
	blsmsk	r9d, dword ptr [r20 - 128]
	{evex}	blsmsk	ecx, eax
	{nf}	blsmsk	r18d, ecx
	{nf}	blsmsk	eax, dword ptr [r8 + 2*r24 + 4096]
	blsmsk	rax, r19
	blsmsk	r31, qword ptr [rip + foo]
	{evex}	blsmsk	rcx, rax
	{nf}	blsmsk	r19, rcx
	{nf}	blsmsk	rax, qword ptr [r16]
	blsr	eax, r18d
	blsr	r9d, dword ptr [rbx + 4*r17 + 8]
	{evex}	blsr	ecx, eax
	{nf}	blsr	r18d, ecx
	{nf}	blsr	eax, dword ptr [r20 - 128]
	blsr	rax, r19
	blsr	r31, qword ptr [r8 + 2*r24 + 4096]
	{evex}	blsr	rcx, rax
	{nf}	blsr	r19, rcx
	{nf}	blsr	rax, qword ptr [rip + foo]
	mulx	ecx, eax, r18d
	mulx	eax, r9d, dword ptr [r16]
	{evex}	mulx	eax, ecx, eax
	rorx	eax, r18d, 3
	rorx	r9d, dword ptr [rbx + 4*r17 + 8], 31
	{evex}	rorx	ecx, eax, 1
	mulx	rcx, rax, r19
	mulx	rax, r31, qword ptr [r20 - 128]
	{evex}	mulx	rax, rcx, rax
	rorx	rax, r19, 3
	rorx	r31, qword ptr [r8 + 2*r24 + 4096], 31
	{evex}	rorx	rcx, rax, 1
	kmovb	k1, r16d
	kmovb	r16d, k2
	kmovb	k3, byte ptr [rip + foo]
	kmovb	byte ptr [r16], k4
	{evex}	kmovb	k2, k1
	{evex}	kmovb	k5, byte ptr [rax]
	kmovw	k1, r17d
	kmovw	r17d, k2
	kmovw	k3, word ptr [rbx + 4*r17 + 8]
	kmovw	word ptr [r20 - 128], k4
	{evex}	kmovw	k2, k1
	{evex}	kmovw	k5, word ptr [rax]
	kmovd	k1, r18d
	kmovd	r18d, k2
	kmovd	k3, dword ptr [r8 + 2*r24 + 4096]
	kmovd	dword ptr [rip + foo], k4
	{evex}	kmovd	k2, k1
	{evex}	kmovd	k5, dword ptr [rax]
	kmovq	k1, r19
	kmovq	r19, k2
	kmovq	k3, qword ptr [r16]
	kmovq	qword ptr [rbx + 4*r17 + 8], k4
	{evex}	kmovq	k2, k1
	{evex}	kmovq	k5, qword ptr [rax]
	ldtilecfg	[r16]
	sttilecfg	[r31 + 64]
	tileloadd	tmm1, [r16 + r17]
	tileloaddt1	tmm2, [rax + 2*r20 + 8]
	tilestored	[r21 + rax], tmm3
	{evex}	ldtilecfg	[rax]
	{evex}	tileloadd	tmm0, [rax + rcx]
	cmpoxadd	dword ptr [r20 - 128], eax, r18d
	{evex}	cmpoxadd	dword ptr [rbx], ecx, eax
	cmpnoxadd	qword ptr [r8 + 2*r24 + 4096], rax, r19
	{evex}	cmpnoxadd	qword ptr [rbx], rcx, rax
	cmpbxadd	dword ptr [rip + foo], eax, r18d
	{evex}	cmpbxadd	dword ptr [rbx], ecx, eax
	cmpnbxadd	qword ptr [r16], rax, r19
	{evex}	cmpnbxadd	qword ptr [rbx], rcx, rax
	cmpzxadd	dword ptr [rbx + 4*r17 + 8], eax, r18d
	{evex}	cmpzxadd	dword ptr [rbx], ecx, eax
	cmpnzxadd	qword ptr [r20 - 128], rax, r19
	{evex}	cmpnzxadd	qword ptr [rbx], rcx, rax
	cmpbexadd	dword ptr [r8 + 2*r24 + 4096], eax, r18d
	{evex}	cmpbexadd	dword ptr [rbx], ecx, eax
	cmpnbexadd	qword ptr [rip + foo], rax, r19
	{evex}	cmpnbexadd	qword ptr [rbx], rcx, rax
	cmpsxadd	dword ptr [r16], eax, r18d
	{evex}	cmpsxadd	dword ptr [rbx], ecx, eax
	cmpnsxadd	qword ptr [rbx + 4*r17 + 8], rax, r19
	{evex}	cmpnsxadd	qword ptr [rbx], rcx, rax
	cmppxadd	dword ptr [r20 - 128], eax, r18d
	{evex}	cmppxadd	dword ptr [rbx], ecx, eax
	cmpnpxadd	qword ptr [r8 + 2*r24 + 4096], rax, r19
	{evex}	cmpnpxadd	qword ptr [rbx], rcx, rax
	cmplxadd	dword ptr [rip + foo], eax, r18d
	{evex}	cmplxadd	dword ptr [rbx], ecx, eax
	cmpnlxadd	qword ptr [r16], rax, r19
	{evex}	cmpnlxadd	qword ptr [rbx], rcx, rax
	cmplexadd	dword ptr [rbx + 4*r17 + 8], eax, r18d
	{evex}	cmplexadd	dword ptr [rbx], ecx, eax
	cmpnlexadd	qword ptr [r20 - 128], rax, r19
	{evex}	cmpnlexadd	qword ptr [rbx], rcx, rax
	cmpzxadd	dword ptr [rax], r16d, eax
	cmpnlexadd	qword ptr [rbx], rax, r17
	crc32	eax, r16b
	crc32	eax, byte ptr [r8 + 2*r24 + 4096]
	{evex}	crc32	eax, byte ptr [rip + foo]
	crc32	eax, r17w
	crc32	eax, word ptr [r16]
	{evex}	crc32	eax, word ptr [rbx + 4*rcx + 8]
	crc32	eax, r18d
	crc32	eax, dword ptr [r20 - 128]
	{evex}	crc32	eax, dword ptr [r8 + 2*r9 + 4096]
	crc32	rax, r19
	crc32	rax, qword ptr [rip + foo]
	{evex}	crc32	rax, qword ptr [rax]
	crc32	r16, al
	crc32	rax, r31b
	movbe	r16w, word ptr [rbx + 4*r17 + 8]
	movbe	word ptr [r20 - 128], r16w
	movbe	ax, r16w
	{evex}	movbe	cx, word ptr [rax]
	movbe	r17d, dword ptr [r8 + 2*r24 + 4096]
	movbe	dword ptr [rip + foo], r17d
	movbe	eax, r17d
	{evex}	movbe	ecx, dword ptr [rax]
	movbe	r18, qword ptr [r16]
	movbe	qword ptr [rbx + 4*r17 + 8], r18
	movbe	rax, r18
	{evex}	movbe	rcx, qword ptr [rax]
	movdiri	qword ptr [rax], r16
	movdiri	dword ptr [r16], eax
	{evex}	movdiri	qword ptr [rbx], rax
	invept	rax, xmmword ptr [r16]
	invvpid	r18, xmmword ptr [r17 + 8]
	invpcid	r31, xmmword ptr [rax]
	{evex}	invpcid	rax, xmmword ptr [rax]
	wrssd	dword ptr [rax], r16d
	wrssq	qword ptr [r17], rax
	wrussd	dword ptr [r18], eax
	wrussq	qword ptr [rax], r19
	{evex}	wrssq	qword ptr [rbx], rax
	crc32	eax, sil
	crc32	r8, dil
