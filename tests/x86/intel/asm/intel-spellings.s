	.intel_syntax noprefix
	.text

	fsubp	st(1), st
	fsubrp	st(1), st
	fdivp	st(1), st
	fdivrp	st(1), st
	faddp	st(1), st
	fmulp	st(1), st
	fsubp	st(2), st
	fsubrp	st(3), st
	fdivp	st(4), st
	fdivrp	st(5), st
	fsubp	st(2), st
	fsubrp	st(2), st
	fdivp	st(7), st
	fdivrp	st(7), st
	fsubp	st(0), st
	fsubrp	st(0), st
	fdivp	st(0), st
	fdivrp	st(0), st
	fsubp	st(0), st
	fdivrp	st(0), st
	fsubp	st(2), st
	fdivp	st(3), st
	fsub	st, st(2)
	fsubr	st, st(2)
	fsub	st, st(0)
	fsub	st(2), st
	fsubr	st(2), st
	fdiv	st(6), st
	fdivr	st(6), st
	fadd	st(1), st
	faddp	st(1), st
	fmulp	st(0), st
	mov	edi, ds
	mov	eax, es
	mov	r9d, fs
	mov	ds, di
	mov	es, ax
	mov	ds, edi
	mov	edi, ds
	mov	rdi, gs
	mov	ss, r8d
	mov	word ptr [rax], ds
	mov	ds, word ptr [rax]
	push	fs
	push	gs
	pop	fs
	pop	gs
	push	1
	push	-1
	push	127
	push	128
	push	-128
	push	-129
	push	65535
	push	65408
	push	2147483647
	push	-2147483648
	push	10
	push	offset sym
	call	[rax]
	call	[rax]
	call	[rbx + 8]
	call	[rcx]
	ljmp	[rax]
	ljmp	[rax]
	call	[rax]
	jmp	[rdx]
	nop
	xchg	eax, eax
	xchg	ax, ax
	xchg	rax, rcx
	xchg	rax, rcx
	ret
	retf
	pushfq
	popfq
	mov	eax, dword ptr [foo]
	mov	rax, qword ptr [foo+8]
	mov	rax, qword ptr [foo-8]
	mov	dword ptr [foo], eax
	mov	byte ptr [foo], 1
	lea	rax, [foo]
	push	qword ptr [foo]
	cmp	eax, dword ptr [foo]
	movaps	xmm0, xmmword ptr [foo]
	inc	qword ptr [foo]
	mov	eax, dword ptr fs:[foo]
	call	foo
	call	foo+4
	jmp	foo
	je	foo
	call	qword ptr [foo]
	jmp	qword ptr [foo]
	call	qword ptr [foo]
	mov	eax, offset foo
	mov	dword ptr [eax + 4*ebx], ecx
	mov	dword ptr [rax + 24], edx
	mov	ecx, dword ptr [rsi + 4*rbx - 8]
	lea	rax, [rsp + rax]
	lea	eax, [esp + eax + 12]
	cmove	eax, ebx
	cmovb	rax, qword ptr [rbx]
	cmovnp	cx, dx
	cmovg	r8d, dword ptr [rip + 16]
	shl	eax, 123
	shl	byte ptr [rax], cl
	shl	eax
	rol	r9b
	rcr	qword ptr [rbx]
	sar	word ptr [rsp + 8]
