	.intel_syntax noprefix
	.text
	bsf	ax, cx
	bsf	cx, r8w
	bsf	r8w, cx
	bsf	r15w, r15w
	bsf	r9w, di
	bsf	ax, word ptr [rax]
	bsf	di, word ptr [rsp + 4*r9 - 128]
	bsf	r8w, word ptr [rip + foo]
	bsf	r15w, word ptr [r13 + 64]
	bsr	ax, cx
	bsr	cx, r8w
	bsr	r8w, cx
	bsr	r15w, r15w
	bsr	r9w, di
	bsr	ax, word ptr [rax]
	bsr	di, word ptr [rsp + 4*r9 - 128]
	bsr	r8w, word ptr [rip + foo]
	bsr	r15w, word ptr [r13 + 64]
	bsf	eax, ecx
	bsf	ecx, r8d
	bsf	r8d, ecx
	bsf	r15d, r15d
	bsf	r9d, edi
	bsf	eax, dword ptr [rax]
	bsf	edi, dword ptr [rsp + 4*r9 - 128]
	bsf	r8d, dword ptr [rip + foo]
	bsf	r15d, dword ptr [r13 + 64]
	bsr	eax, ecx
	bsr	ecx, r8d
	bsr	r8d, ecx
	bsr	r15d, r15d
	bsr	r9d, edi
	bsr	eax, dword ptr [rax]
	bsr	edi, dword ptr [rsp + 4*r9 - 128]
	bsr	r8d, dword ptr [rip + foo]
	bsr	r15d, dword ptr [r13 + 64]
	bsf	rax, rcx
	bsf	rcx, r8
	bsf	r8, rcx
	bsf	r15, r15
	bsf	r9, rdi
	bsf	rax, qword ptr [rax]
	bsf	rdi, qword ptr [rsp + 4*r9 - 128]
	bsf	r8, qword ptr [rip + foo]
	bsf	r15, qword ptr [r13 + 64]
	bsr	rax, rcx
	bsr	rcx, r8
	bsr	r8, rcx
	bsr	r15, r15
	bsr	r9, rdi
	bsr	rax, qword ptr [rax]
	bsr	rdi, qword ptr [rsp + 4*r9 - 128]
	bsr	r8, qword ptr [rip + foo]
	bsr	r15, qword ptr [r13 + 64]
	lodsb	al, byte ptr [rsi]
	lodsw	ax, word ptr [rsi]
	lodsd	eax, dword ptr [rsi]
	lodsq	rax, qword ptr [rsi]
	stosb	byte ptr es:[rdi], al
	stosw	word ptr es:[rdi], ax
	stosd	dword ptr es:[rdi], eax
	stosq	qword ptr es:[rdi], rax
	scasb	al, byte ptr es:[rdi]
	scasw	ax, word ptr es:[rdi]
	scasd	eax, dword ptr es:[rdi]
	scasq	rax, qword ptr es:[rdi]
	lodsb	al, byte ptr [rsi]
	lodsw	ax, word ptr [rsi]
	lodsd	eax, dword ptr [rsi]
	lodsq	rax, qword ptr [rsi]
	stosb	byte ptr es:[rdi], al
	stosw	word ptr es:[rdi], ax
	stosd	dword ptr es:[rdi], eax
	stosq	qword ptr es:[rdi], rax
	scasb	al, byte ptr es:[rdi]
	scasw	ax, word ptr es:[rdi]
	scasd	eax, dword ptr es:[rdi]
	scasq	rax, qword ptr es:[rdi]
	cmpsb	byte ptr [rsi], byte ptr es:[rdi]
	cmpsw	word ptr [rsi], word ptr es:[rdi]
	cmpsd	dword ptr [rsi], dword ptr es:[rdi]
	cmpsq	qword ptr [rsi], qword ptr es:[rdi]
	movsb	byte ptr es:[rdi], byte ptr [rsi]
	movsw	word ptr es:[rdi], word ptr [rsi]
	movsd	dword ptr es:[rdi], dword ptr [rsi]
	movsq	qword ptr es:[rdi], qword ptr [rsi]
	ret
	ret	0
	ret	8
	ret	65535
	ud1	ax, cx
	ud1	cx, r8w
	ud1	r8w, cx
	ud1	r15w, r15w
	ud1	r9w, di
	ud1	ax, word ptr [rax]
	ud1	di, word ptr [rsp + 4*r9 - 128]
	ud1	r8w, word ptr [rip + foo]
	ud1	r15w, word ptr [r13 + 64]
	ud1	eax, ecx
	ud1	ecx, r8d
	ud1	r8d, ecx
	ud1	r15d, r15d
	ud1	r9d, edi
	ud1	eax, dword ptr [rax]
	ud1	edi, dword ptr [rsp + 4*r9 - 128]
	ud1	r8d, dword ptr [rip + foo]
	ud1	r15d, dword ptr [r13 + 64]
	ud1	rax, rcx
	ud1	rcx, r8
	ud1	r8, rcx
	ud1	r15, r15
	ud1	r9, rdi
	ud1	rax, qword ptr [rax]
	ud1	rdi, qword ptr [rsp + 4*r9 - 128]
	ud1	r8, qword ptr [rip + foo]
	ud1	r15, qword ptr [r13 + 64]
	sysret
	sysretq
	xstorerng
	xstorerng
	xbegin	foo
	xbegin	foo+4
	xbegin	.Ltmp_x
	xacquire
	xacquire
	lock		add	dword ptr [rax], 1
	xacquire
	lock		xchg	qword ptr [rbx + 8], rax
	xacquire
	mov	dword ptr [rbx], eax
	xrelease
	xrelease
	lock		add	dword ptr [rax], 1
	xrelease
	lock		xchg	qword ptr [rbx + 8], rax
	xrelease
	mov	dword ptr [rbx], eax
	es
	es
	mov	eax, dword ptr [rax]
	es
	nop
	ss
	ss
	mov	eax, dword ptr [rax]
	ss
	nop
	cs
	cs
	mov	eax, dword ptr [rax]
	cs
	nop
	ds
	ds
	mov	eax, dword ptr [rax]
	ds
	nop
	fs
	fs
	mov	eax, dword ptr [rax]
	fs
	nop
	gs
	gs
	mov	eax, dword ptr [rax]
	gs
	nop
	movsb	byte ptr es:[rdi], byte ptr [rsi]
	movsb	byte ptr es:[rdi], byte ptr ds:[rsi]
	movsb	byte ptr es:[rdi], byte ptr fs:[rsi]
	movsb	byte ptr es:[edi], byte ptr cs:[esi]
	movsb	byte ptr es:[edi], byte ptr [esi]
	movsw	word ptr es:[rdi], word ptr [rsi]
	movsw	word ptr es:[rdi], word ptr ds:[rsi]
	movsw	word ptr es:[rdi], word ptr fs:[rsi]
	movsw	word ptr es:[edi], word ptr cs:[esi]
	movsw	word ptr es:[edi], word ptr [esi]
	movsd	dword ptr es:[rdi], dword ptr [rsi]
	movsd	dword ptr es:[rdi], dword ptr ds:[rsi]
	movsd	dword ptr es:[rdi], dword ptr fs:[rsi]
	movsd	dword ptr es:[edi], dword ptr cs:[esi]
	movsd	dword ptr es:[edi], dword ptr [esi]
	movsq	qword ptr es:[rdi], qword ptr [rsi]
	movsq	qword ptr es:[rdi], qword ptr ds:[rsi]
	movsq	qword ptr es:[rdi], qword ptr fs:[rsi]
	movsq	qword ptr es:[edi], qword ptr cs:[esi]
	movsq	qword ptr es:[edi], qword ptr [esi]
	cmpsb	byte ptr ds:[rsi], byte ptr es:[rdi]
	cmpsb	byte ptr gs:[rsi], byte ptr es:[rdi]
	cmpsb	byte ptr ss:[esi], byte ptr es:[edi]
	cmpsw	word ptr ds:[rsi], word ptr es:[rdi]
	cmpsw	word ptr gs:[rsi], word ptr es:[rdi]
	cmpsw	word ptr ss:[esi], word ptr es:[edi]
	cmpsd	dword ptr ds:[rsi], dword ptr es:[rdi]
	cmpsd	dword ptr gs:[rsi], dword ptr es:[rdi]
	cmpsd	dword ptr ss:[esi], dword ptr es:[edi]
	cmpsq	qword ptr ds:[rsi], qword ptr es:[rdi]
	cmpsq	qword ptr gs:[rsi], qword ptr es:[rdi]
	cmpsq	qword ptr ss:[esi], qword ptr es:[edi]
	lodsb	al, byte ptr [rsi]
	lodsb	al, byte ptr ds:[rsi]
	lodsb	al, byte ptr es:[esi]
	lodsb	al, byte ptr [rsi]
	lodsb	al, byte ptr fs:[esi]
	lodsw	ax, word ptr [rsi]
	lodsw	ax, word ptr [esi]
	lodsd	eax, dword ptr ds:[rsi]
	lodsd	eax, dword ptr [rsi]
	lodsq	rax, qword ptr gs:[rsi]
	lodsq	rax, qword ptr [esi]
	lodsb	al, byte ptr ds:[rsi]
	lodsw	ax, word ptr [esi]
	lodsd	eax, dword ptr fs:[rsi]
	stosb	byte ptr es:[rdi], al
	stosb	byte ptr es:[edi], al
	stosb	byte ptr es:[rdi], al
	stosb	byte ptr es:[edi], al
	stosw	word ptr es:[rdi], ax
	stosw	word ptr es:[edi], ax
	stosd	dword ptr es:[rdi], eax
	stosd	dword ptr es:[edi], eax
	stosq	qword ptr es:[rdi], rax
	stosq	qword ptr es:[edi], rax
	stosw	word ptr es:[rdi], ax
	stosd	dword ptr es:[edi], eax
	scasb	al, byte ptr es:[rdi]
	scasb	al, byte ptr es:[edi]
	scasb	al, byte ptr es:[rdi]
	scasw	ax, word ptr es:[rdi]
	scasw	ax, word ptr es:[edi]
	scasd	eax, dword ptr es:[rdi]
	scasd	eax, dword ptr es:[edi]
	scasq	rax, qword ptr es:[rdi]
	scasq	rax, qword ptr es:[edi]
	scasb	al, byte ptr es:[rdi]
	scasd	eax, dword ptr es:[edi]
	scasq	rax, qword ptr es:[rdi]
	insb	byte ptr es:[rdi], dx
	insb	byte ptr es:[edi], dx
	insw	word ptr es:[rdi], dx
	insw	word ptr es:[edi], dx
	insd	dword ptr es:[rdi], dx
	insd	dword ptr es:[edi], dx
	outsb	dx, byte ptr [rsi]
	outsb	dx, byte ptr ds:[rsi]
	outsb	dx, byte ptr fs:[esi]
	outsb	dx, byte ptr [rsi]
	outsw	dx, word ptr [rsi]
	outsw	dx, word ptr ds:[rsi]
	outsw	dx, word ptr fs:[esi]
	outsw	dx, word ptr [rsi]
	outsd	dx, dword ptr [rsi]
	outsd	dx, dword ptr ds:[rsi]
	outsd	dx, dword ptr fs:[esi]
	outsd	dx, dword ptr [rsi]
	insb	byte ptr es:[rdi], dx
	insw	word ptr es:[rdi], dx
	insd	dword ptr es:[rdi], dx
	in	al, dx
	in	ax, dx
	in	eax, dx
	out	dx, al
	out	dx, ax
	out	dx, eax
	in	al, dx
	out	dx, eax
	movsd	dword ptr es:[rdi], dword ptr [rsi]
	rep		movsb	byte ptr es:[rdi], byte ptr ds:[rsi]
	rep		movsd	dword ptr es:[edi], dword ptr [esi]
	rep		stosq	qword ptr es:[rdi], rax
	repne		scasb	al, byte ptr es:[rdi]
	rep		cmpsb	byte ptr ds:[rsi], byte ptr es:[rdi]
	div	cl
	div	byte ptr [rax]
	idiv	cl
	idiv	byte ptr [rax]
	div	cx
	div	word ptr [rax]
	idiv	cx
	idiv	word ptr [rax]
	div	ecx
	div	dword ptr [rax]
	idiv	ecx
	idiv	dword ptr [rax]
	div	rcx
	div	qword ptr [rax]
	idiv	rcx
	idiv	qword ptr [rax]
	div	r8b
	div	r9
	idiv	r8b
	idiv	r9
	test	byte ptr [rax], cl
	test	word ptr [rax], cx
	test	dword ptr [rax + 8], r9d
	test	qword ptr [rax + 2*rbx], rcx
	test	dword ptr [rax], ecx
	bt	dword ptr [rax], 3
	bt	dword ptr [rbx + 8], 255
	bts	dword ptr [rax], 3
	bts	dword ptr [rbx + 8], 255
	btr	dword ptr [rax], 3
	btr	dword ptr [rbx + 8], 255
	btc	dword ptr [rax], 3
	btc	dword ptr [rbx + 8], 255
	movzx	cx, byte ptr [rax]
	movzx	r8w, byte ptr [rax]
	movsx	cx, byte ptr [rax]
	movsx	r8w, byte ptr [rax]
	mov	cl, al
	mov	dil, sil
	mov	r8w, ax
	mov	r9d, eax
	mov	r15, rax
	mov	cl, al
	mov	cx, ax
	mov	r9d, eax
	mov	r15, rax
	mov	dil, sil
	fild	qword ptr [rax]
	fistp	qword ptr [rax]
	fisttp	qword ptr [rax]
	fldcw	word ptr [rax]
	fnstcw	word ptr [rax]
	fnstsw	word ptr [rax]
	fcmove	st, st(1)
	fcmovnbe	st, st(1)
	fcmovnb	st, st(1)
	fcmovbe	st, st(1)
	fcmovb	st, st(1)
	fxsave64	[rax]
	fxrstor64	[rax]
	xsave64	[rax]
	xrstor64	[rax]
	xsaveopt64	[rax]
	xsavec64	[rax]
	xsaves64	[rax]
	xrstors64	[rax]
	ret
	ret	8
	ud1	cx, ax
	ud1	ecx, eax
	ud1	rax, qword ptr [rcx]
	verr	ax
	verr	word ptr [rax]
	mov	ds, ecx
	mov	es, r9d
	mov	ds, ecx
	mov	ss, eax
	mov	gs, r15d
	mov	rbx, qword ptr [1*riz + 57005]
	mov	rax, qword ptr [rcx + 8*riz]
	mov	rax, qword ptr [1*eiz]
	mov	rax, qword ptr [rsp + riz]
	mov	rax, qword ptr [r12 + 2*riz]
	mov	rax, qword ptr [8*riz - 4]
	mov	qword ptr [r13 + 4*riz + 8], rax
	mov	ecx, dword ptr [eax + eiz]
	mov	r9d, dword ptr [r8d + 2*eiz]
	lea	rsi, [rsi + riz]
	lea	esi, [esi + eiz]
	vblendvpd	ymm13, ymm12, ymmword ptr [rax + riz + 57005], ymm11
