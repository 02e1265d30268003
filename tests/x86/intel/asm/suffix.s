	.intel_syntax noprefix
	.text
	add	ebx, eax
	add	rbx, rax
	add	bx, ax
	add	bl, al
	add	eax, 1
	add	rax, 1
	add	ax, 1
	add	al, 1
	add	r9, 4096
	add	ecx, dword ptr [rax]
	add	dword ptr [rax], ecx
	add	byte ptr [rsp + 8], r8b
	add	ebx, eax
	add	rbx, rax
	add	bx, ax
	add	bl, al
	sub	r11, r10
	sub	rsp, 8
	and	rsp, -16
	or	dl, cl
	xor	esi, esi
	xor	r12d, r12d
	cmp	rsi, rdi
	cmp	eax, 0
	cmp	al, byte ptr [rdi]
	adc	ecx, edx
	sbb	rcx, rdx
	test	eax, eax
	test	rax, rax
	test	al, 1
	test	byte ptr [rdi], cl
	mov	byte ptr [rax], al
	mov	word ptr [rax], ax
	mov	dword ptr [rax], eax
	mov	qword ptr [rax], rax
	mov	al, byte ptr [rax]
	mov	r11w, word ptr [rax]
	mov	r12d, dword ptr [rax]
	mov	r13, qword ptr [rax]
	mov	rbp, rsp
	mov	ebp, esp
	mov	eax, 5
	mov	rax, 5
	mov	cx, 5
	mov	dl, 5
	mov	r8, -1
	mov	rax, qword ptr fs:[40]
	mov	rdx, qword ptr [rip + foo]
	mov	byte ptr [rax], al
	mov	word ptr [rax], ax
	mov	dword ptr [rax], eax
	mov	qword ptr [rax], rax
	lea	rbx, [rax]
	lea	eax, [rdi + 2*rsi + 4]
	lea	cx, [rcx - 1]
	inc	eax
	inc	r9
	dec	cx
	dec	bpl
	neg	rdx
	not	r14d
	mul	ecx
	mul	r9
	imul	esi
	imul	rsi, rdi
	imul	rcx, rax, 5
	imul	edx, edx, 5
	div	bl
	div	rcx
	idiv	r15
	shl	eax
	shl	rax, 4
	shl	r8d, cl
	shr	dx, cl
	sar	sil
	rol	ax, 8
	ror	rdi
	shl	ebx, cl
	push	rbp
	pop	rbp
	push	r12
	pop	r13
	push	ax
	pop	bx
	push	1
	push	qword ptr [rax]
	pop	qword ptr [rax + 8]
	xchg	eax, ecx
	xchg	r9, r8
	xchg	ah, al
	cmpxchg	qword ptr [rdx], rcx
	xadd	dword ptr [rdx], ecx
	bswap	ecx
	bswap	rcx
	bt	edx, ecx
	bt	rax, 1
	bts	bx, ax
	cmove	ecx, eax
	cmovne	rdi, rsi
	cmovl	bx, word ptr [rax]
	sete	al
	setne	byte ptr [rax]
	movzx	eax, al
	movzx	eax, ax
	movsx	eax, al
	movsx	rax, ax
	movzx	r8d, bl
	movsx	edx, cx
	nop	ecx
	nop	word ptr [rax]
	movsd	xmm1, xmm0
	cvtsi2sd	xmm1, r8
	cvtsi2ss	xmm1, r8d
	cvttss2si	r9, xmm1
	cvttsd2si	r9d, xmm1
	movd	xmm3, r8d
	movq	xmm3, r8
