	.intel_syntax noprefix
	.text
	add	r17b, r16b
	add	r19w, r18w
	add	r21d, r20d
	add	r23, r22
	add	rax, r24
	add	r25, rax
	add	r26, r8
	add	r9, r27
	add	r28b, sil
	add	dil, r29b
	mov	spl, r30b
	mov	r31b, 1
	mov	r16w, -1
	mov	r17d, 305419896
	mov	r18, -2
	movabs	r19, 1311768467463790320
	movabs	r31, 1
	mov	qword ptr [rax], r20
	mov	rax, qword ptr [r20]
	mov	rax, qword ptr [r21]
	mov	rax, qword ptr [r28]
	mov	rax, qword ptr [r29]
	mov	rax, qword ptr [r21 + 8]
	mov	rax, qword ptr [r29 - 128]
	mov	rax, qword ptr [r16 + 4096]
	mov	rax, qword ptr [rax + r20]
	mov	rax, qword ptr [rax + 8*r28]
	mov	r31, qword ptr [r21 + 2*r20]
	mov	rax, qword ptr [4*r24]
	mov	r8, qword ptr [1*r31 + 16]
	mov	rax, qword ptr [r16 + r12]
	mov	rax, qword ptr [r13 + r16]
	mov	rax, qword ptr [rsp + r16]
	mov	eax, dword ptr [r16d]
	mov	eax, dword ptr [r16d + 4*r17d]
	mov	r31d, dword ptr [eax + r31d]
	mov	r16, qword ptr [rip + foo]
	lea	r18, [r16 + 8*r17]
	lea	r31, [rip + foo]
	mov	rax, qword ptr fs:[r16]
	mov	dword ptr gs:[r17 + r18 + 8], eax
	push	r16
	push	r31
	pop	r23
	push	r16w
	bswap	r16d
	bswap	r31
	xchg	rax, r16
	xchg	rax, r16
	xchg	eax, r24d
	xchg	ax, r31w
	inc	r16
	dec	r17d
	neg	r18w
	not	r19b
	shl	r20, 3
	sar	r21d, cl
	rol	r22w
	imul	r17, r16
	imul	r19, r18, 100
	imul	r21d, dword ptr [r20], -1
	cmova	rax, r16
	cmove	r18d, dword ptr [r17]
	seta	r16b
	sete	byte ptr [r16]
	movsx	eax, r16b
	movzx	r18, r17w
	movsxd	r20, r19d
	test	r17, r16
	cmp	byte ptr [r18], 1
	bt	r17, r16
	bts	r18d, 3
	bsf	r17, r16
	bsr	r19d, dword ptr [r18]
	popcnt	rax, r16
	lzcnt	r18d, r17d
	tzcnt	r20w, r19w
	xadd	qword ptr [r17], r16
	cmpxchg	qword ptr [r17], r16
	lock		add	qword ptr [r17], r16
	movnti	qword ptr [rax], r16
	movnti	dword ptr [r16], eax
	jmp	r16
	jmp	qword ptr [r16]
	call	r31
	call	qword ptr [r17 + r18 + 8]
	nop	word ptr [r16]
	nop	dword ptr [r16 + r17 + 8]
	rdrand	r16
	rdseed	r17d
	mov	r16, cr0
	mov	cr8, r17
	mov	r18, dr7
	mov	dr0, r19
	mov	r16w, ds
	mov	r17d, fs
	mov	es, r18d
	sldt	r16w
	smsw	r17
	verr	r18w
	lsl	r20d, r19w
	lar	r22, word ptr [r21]
	cpuid
	fld	qword ptr [r16]
	fstp	dword ptr [r17 + r18 + 8]
	fnstcw	word ptr [r31]
	paddb	mm0, qword ptr [r16]
	movd	mm1, r16d
	movq	mm2, r17
	movq	r18, mm3
	addps	xmm0, xmmword ptr [r16]
	addsd	xmm15, qword ptr [r17 + 8*r18 + 8]
	movq	xmm0, r16
	movd	r17d, xmm1
	cvtsi2sd	xmm0, r16
	cvttss2si	r17, xmm1
	pextrw	r16d, xmm0, 1
	pinsrw	xmm1, r17d, 2
	movmskps	r18d, xmm2
	pmovmskb	r19d, mm0
	vaddps	zmm2, zmm1, zmmword ptr [r16]
	vaddps	ymm2, ymm1, ymmword ptr [r16]
	vaddps	xmm2, xmm1, xmmword ptr [r16 + r17]
	vaddps	zmm2, zmm1, zmmword ptr [rax + r17]
	vaddps	zmm2, zmm1, zmmword ptr [r31 + 4*r30 + 64]
	vaddps	xmm17, xmm16, xmmword ptr [r21]
	vaddps	zmm2 {k1}, zmm1, dword ptr [r16]{1to16}
	vmovups	zmmword ptr [r28], zmm0
	vmovdqu64	zmm31, zmmword ptr [r29 + r20 - 4096]
	vpgatherdd	zmm2 {k1}, zmmword ptr [r16 + zmm1]
	vpscatterqq	zmmword ptr [r31 + 8*zmm3] {k2}, zmm2
	vpbroadcastd	xmm0, r16d
	vpbroadcastq	zmm17, r31
	vpbroadcastb	ymm1, r20d
	vmovd	xmm0, r16d
	vmovq	r17, xmm1
	vmovq	xmm17, r18
	vpinsrd	xmm2, xmm1, r16d, 1
	vpextrq	r17, xmm1, 1
	vcvtsi2sd	xmm2, xmm1, r16
	vcvttsd2si	r17, xmm1
	vcvtusi2ss	xmm2, xmm1, r18d
	vfmadd231ps	ymm2, ymm1, ymmword ptr [r16]
	add	rbx, rax, r16
	add	r29, r30, r31
	add	r26d, r25d, dword ptr [r16 + r24]
	sub	r18b, r17b, 1
	xor	r21w, word ptr [r20], r19w
	ccmpe	{dfv=of}	r17, r16
	ctestne	{dfv=sf,zf}	r18d, 1
	ccmpb	{dfv=}	r21, qword ptr [r19 + r20]
	push2	r17, r16
	pop2p	r30, r31
	pushp	r16
	popp	r31
	setzuo	r31b
	setzue	byte ptr [r16]
	imulzu	r17, r16, 10
	cfcmova	r17, r16
	cfcmove	word ptr [r19], r18w
