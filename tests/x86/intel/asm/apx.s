	.intel_syntax noprefix
	.text
	setzuo	al
	setzuo	byte ptr [rax]
	setzuo	bpl
	setzuno	cl
	setzuno	byte ptr [rbp + 8]
	setzuno	sil
	setzub	dl
	setzub	byte ptr [rsp + 4*rcx - 129]
	setzub	dil
	setzuae	bl
	setzuae	byte ptr [r13 + 305419896]
	setzuae	r8b
	setzue	spl
	setzue	byte ptr [r15 + 8*r8]
	setzue	r9b
	setzune	bpl
	setzune	byte ptr [rip + foo]
	setzune	r10b
	setzube	sil
	setzube	byte ptr [r12 - 1]
	setzube	r11b
	setzua	dil
	setzua	byte ptr [0]
	setzua	r12b
	setzus	r8b
	setzus	byte ptr [rax + rax + 128]
	setzus	r13b
	setzuns	r9b
	setzuns	byte ptr [rsi]
	setzuns	r14b
	setzup	r10b
	setzup	byte ptr [rdi + 2*r9 + 127]
	setzup	r15b
	setzunp	r11b
	setzunp	byte ptr [rbx - 128]
	setzunp	al
	setzul	r12b
	setzul	byte ptr fs:[rax]
	setzul	cl
	setzuge	r13b
	setzuge	byte ptr [1*r14 + 256]
	setzuge	dl
	setzule	r14b
	setzule	byte ptr [ecx]
	setzule	bl
	setzug	r15b
	setzug	byte ptr [r11d + 4*eax + 4]
	setzug	spl
	imulzu	r15w, ax, 0
	imulzu	r15w, word ptr [rax], 0
	imulzu	si, bx, 1
	imulzu	si, word ptr [rbp + 8], 1
	imulzu	r8w, r15w, -128
	imulzu	r8w, word ptr [rsp + 4*rcx - 129], -128
	imulzu	ax, si, 127
	imulzu	ax, word ptr [r13 + 305419896], 127
	imulzu	bx, r8w, 128
	imulzu	bx, word ptr [r15 + 8*r8], 128
	imulzu	r15w, ax, -129
	imulzu	r15w, word ptr [rip + foo], -129
	imulzu	si, bx, 32767
	imulzu	si, word ptr [r12 - 1], 32767
	imulzu	r8w, r15w, -32768
	imulzu	r8w, word ptr [0], -32768
	imulzu	ax, si, 65535
	imulzu	ax, word ptr [rax + rax + 128], 65535
	imulzu	bx, r8w, offset foo
	imulzu	bx, word ptr [rsi], offset foo
	imulzu	r15d, eax, 0
	imulzu	r15d, dword ptr [rax], 0
	imulzu	esi, ebx, 1
	imulzu	esi, dword ptr [rbp + 8], 1
	imulzu	r8d, r15d, -128
	imulzu	r8d, dword ptr [rsp + 4*rcx - 129], -128
	imulzu	eax, esi, 127
	imulzu	eax, dword ptr [r13 + 305419896], 127
	imulzu	ebx, r8d, 128
	imulzu	ebx, dword ptr [r15 + 8*r8], 128
	imulzu	r15d, eax, -129
	imulzu	r15d, dword ptr [rip + foo], -129
	imulzu	esi, ebx, 2147483647
	imulzu	esi, dword ptr [r12 - 1], 2147483647
	imulzu	r8d, r15d, -2147483648
	imulzu	r8d, dword ptr [0], -2147483648
	imulzu	eax, esi, 4294967295
	imulzu	eax, dword ptr [rax + rax + 128], 4294967295
	imulzu	ebx, r8d, offset foo
	imulzu	ebx, dword ptr [rsi], offset foo
	imulzu	r15, rax, 0
	imulzu	r15, qword ptr [rax], 0
	imulzu	rsi, rbx, 1
	imulzu	rsi, qword ptr [rbp + 8], 1
	imulzu	r8, r15, -128
	imulzu	r8, qword ptr [rsp + 4*rcx - 129], -128
	imulzu	rax, rsi, 127
	imulzu	rax, qword ptr [r13 + 305419896], 127
	imulzu	rbx, r8, 128
	imulzu	rbx, qword ptr [r15 + 8*r8], 128
	imulzu	r15, rax, -129
	imulzu	r15, qword ptr [rip + foo], -129
	imulzu	rsi, rbx, 2147483647
	imulzu	rsi, qword ptr [r12 - 1], 2147483647
	imulzu	r8, r15, -2147483648
	imulzu	r8, qword ptr [0], -2147483648
	imulzu	rax, rsi, -1
	imulzu	rax, qword ptr [rax + rax + 128], -1
	imulzu	rbx, r8, offset foo
	imulzu	rbx, qword ptr [rsi], offset foo
	push2	r15, rax
	push2	r12, rbx
	push2	r9, rsi
	push2	rsi, r9
	push2	rbx, r12
	push2	rax, r15
	push2	r8, r15
	push2p	r15, rax
	push2p	r12, rbx
	push2p	r9, rsi
	push2p	rsi, r9
	push2p	rbx, r12
	push2p	rax, r15
	push2p	r8, r15
	pop2	r15, rax
	pop2	r12, rbx
	pop2	r9, rsi
	pop2	rsi, r9
	pop2	rbx, r12
	pop2	rax, r15
	pop2	r8, r15
	pop2p	r15, rax
	pop2p	r12, rbx
	pop2p	r9, rsi
	pop2p	rsi, r9
	pop2p	rbx, r12
	pop2p	rax, r15
	pop2p	r8, r15
	cfcmovo	si, cx
	cfcmovo	si, word ptr [rbp + 8]
	cfcmovo	word ptr [rbp + 8], cx
	cfcmovo	r12w, si, cx
	cfcmovo	r12w, si, word ptr [rbp + 8]
	cfcmovo	edi, edx
	cfcmovo	edi, dword ptr [rsp + 4*rcx - 129]
	cfcmovo	dword ptr [rsp + 4*rcx - 129], edx
	cfcmovo	r13d, edi, edx
	cfcmovo	r13d, edi, dword ptr [rsp + 4*rcx - 129]
	cfcmovo	r8, rbx
	cfcmovo	r8, qword ptr [r13 + 305419896]
	cfcmovo	qword ptr [r13 + 305419896], rbx
	cfcmovo	r14, r8, rbx
	cfcmovo	r14, r8, qword ptr [r13 + 305419896]
	cfcmovno	r9w, sp
	cfcmovno	r9w, word ptr [r15 + 8*r8]
	cfcmovno	word ptr [r15 + 8*r8], sp
	cfcmovno	r15w, r9w, sp
	cfcmovno	r15w, r9w, word ptr [r15 + 8*r8]
	cfcmovno	r10d, ebp
	cfcmovno	r10d, dword ptr [rip + foo]
	cfcmovno	dword ptr [rip + foo], ebp
	cfcmovno	eax, r10d, ebp
	cfcmovno	eax, r10d, dword ptr [rip + foo]
	cfcmovno	r11, rsi
	cfcmovno	r11, qword ptr [r12 - 1]
	cfcmovno	qword ptr [r12 - 1], rsi
	cfcmovno	rcx, r11, rsi
	cfcmovno	rcx, r11, qword ptr [r12 - 1]
	cfcmovb	r12w, di
	cfcmovb	r12w, word ptr [0]
	cfcmovb	word ptr [0], di
	cfcmovb	dx, r12w, di
	cfcmovb	dx, r12w, word ptr [0]
	cfcmovb	r13d, r8d
	cfcmovb	r13d, dword ptr [rax + rax + 128]
	cfcmovb	dword ptr [rax + rax + 128], r8d
	cfcmovb	ebx, r13d, r8d
	cfcmovb	ebx, r13d, dword ptr [rax + rax + 128]
	cfcmovb	r14, r9
	cfcmovb	r14, qword ptr [rsi]
	cfcmovb	qword ptr [rsi], r9
	cfcmovb	rsp, r14, r9
	cfcmovb	rsp, r14, qword ptr [rsi]
	cfcmovae	r15w, r10w
	cfcmovae	r15w, word ptr [rdi + 2*r9 + 127]
	cfcmovae	word ptr [rdi + 2*r9 + 127], r10w
	cfcmovae	bp, r15w, r10w
	cfcmovae	bp, r15w, word ptr [rdi + 2*r9 + 127]
	cfcmovae	eax, r11d
	cfcmovae	eax, dword ptr [rbx - 128]
	cfcmovae	dword ptr [rbx - 128], r11d
	cfcmovae	esi, eax, r11d
	cfcmovae	esi, eax, dword ptr [rbx - 128]
	cfcmovae	rcx, r12
	cfcmovae	rcx, qword ptr fs:[rax]
	cfcmovae	qword ptr fs:[rax], r12
	cfcmovae	rdi, rcx, r12
	cfcmovae	rdi, rcx, qword ptr fs:[rax]
	cfcmove	dx, r13w
	cfcmove	dx, word ptr [1*r14 + 256]
	cfcmove	word ptr [1*r14 + 256], r13w
	cfcmove	r8w, dx, r13w
	cfcmove	r8w, dx, word ptr [1*r14 + 256]
	cfcmove	ebx, r14d
	cfcmove	ebx, dword ptr [ecx]
	cfcmove	dword ptr [ecx], r14d
	cfcmove	r9d, ebx, r14d
	cfcmove	r9d, ebx, dword ptr [ecx]
	cfcmove	rsp, r15
	cfcmove	rsp, qword ptr [r11d + 4*eax + 4]
	cfcmove	qword ptr [r11d + 4*eax + 4], r15
	cfcmove	r10, rsp, r15
	cfcmove	r10, rsp, qword ptr [r11d + 4*eax + 4]
	cfcmovne	bp, ax
	cfcmovne	bp, word ptr [rax]
	cfcmovne	word ptr [rax], ax
	cfcmovne	r11w, bp, ax
	cfcmovne	r11w, bp, word ptr [rax]
	cfcmovne	esi, ecx
	cfcmovne	esi, dword ptr [rbp + 8]
	cfcmovne	dword ptr [rbp + 8], ecx
	cfcmovne	r12d, esi, ecx
	cfcmovne	r12d, esi, dword ptr [rbp + 8]
	cfcmovne	rdi, rdx
	cfcmovne	rdi, qword ptr [rsp + 4*rcx - 129]
	cfcmovne	qword ptr [rsp + 4*rcx - 129], rdx
	cfcmovne	r13, rdi, rdx
	cfcmovne	r13, rdi, qword ptr [rsp + 4*rcx - 129]
	cfcmovbe	r8w, bx
	cfcmovbe	r8w, word ptr [r13 + 305419896]
	cfcmovbe	word ptr [r13 + 305419896], bx
	cfcmovbe	r14w, r8w, bx
	cfcmovbe	r14w, r8w, word ptr [r13 + 305419896]
	cfcmovbe	r9d, esp
	cfcmovbe	r9d, dword ptr [r15 + 8*r8]
	cfcmovbe	dword ptr [r15 + 8*r8], esp
	cfcmovbe	r15d, r9d, esp
	cfcmovbe	r15d, r9d, dword ptr [r15 + 8*r8]
	cfcmovbe	r10, rbp
	cfcmovbe	r10, qword ptr [rip + foo]
	cfcmovbe	qword ptr [rip + foo], rbp
	cfcmovbe	rax, r10, rbp
	cfcmovbe	rax, r10, qword ptr [rip + foo]
	cfcmova	r11w, si
	cfcmova	r11w, word ptr [r12 - 1]
	cfcmova	word ptr [r12 - 1], si
	cfcmova	cx, r11w, si
	cfcmova	cx, r11w, word ptr [r12 - 1]
	cfcmova	r12d, edi
	cfcmova	r12d, dword ptr [0]
	cfcmova	dword ptr [0], edi
	cfcmova	edx, r12d, edi
	cfcmova	edx, r12d, dword ptr [0]
	cfcmova	r13, r8
	cfcmova	r13, qword ptr [rax + rax + 128]
	cfcmova	qword ptr [rax + rax + 128], r8
	cfcmova	rbx, r13, r8
	cfcmova	rbx, r13, qword ptr [rax + rax + 128]
	cfcmovs	r14w, r9w
	cfcmovs	r14w, word ptr [rsi]
	cfcmovs	word ptr [rsi], r9w
	cfcmovs	sp, r14w, r9w
	cfcmovs	sp, r14w, word ptr [rsi]
	cfcmovs	r15d, r10d
	cfcmovs	r15d, dword ptr [rdi + 2*r9 + 127]
	cfcmovs	dword ptr [rdi + 2*r9 + 127], r10d
	cfcmovs	ebp, r15d, r10d
	cfcmovs	ebp, r15d, dword ptr [rdi + 2*r9 + 127]
	cfcmovs	rax, r11
	cfcmovs	rax, qword ptr [rbx - 128]
	cfcmovs	qword ptr [rbx - 128], r11
	cfcmovs	rsi, rax, r11
	cfcmovs	rsi, rax, qword ptr [rbx - 128]
	cfcmovns	cx, r12w
	cfcmovns	cx, word ptr fs:[rax]
	cfcmovns	word ptr fs:[rax], r12w
	cfcmovns	di, cx, r12w
	cfcmovns	di, cx, word ptr fs:[rax]
	cfcmovns	edx, r13d
	cfcmovns	edx, dword ptr [1*r14 + 256]
	cfcmovns	dword ptr [1*r14 + 256], r13d
	cfcmovns	r8d, edx, r13d
	cfcmovns	r8d, edx, dword ptr [1*r14 + 256]
	cfcmovns	rbx, r14
	cfcmovns	rbx, qword ptr [ecx]
	cfcmovns	qword ptr [ecx], r14
	cfcmovns	r9, rbx, r14
	cfcmovns	r9, rbx, qword ptr [ecx]
	cfcmovp	sp, r15w
	cfcmovp	sp, word ptr [r11d + 4*eax + 4]
	cfcmovp	word ptr [r11d + 4*eax + 4], r15w
	cfcmovp	r10w, sp, r15w
	cfcmovp	r10w, sp, word ptr [r11d + 4*eax + 4]
	cfcmovp	ebp, eax
	cfcmovp	ebp, dword ptr [rax]
	cfcmovp	dword ptr [rax], eax
	cfcmovp	r11d, ebp, eax
	cfcmovp	r11d, ebp, dword ptr [rax]
	cfcmovp	rsi, rcx
	cfcmovp	rsi, qword ptr [rbp + 8]
	cfcmovp	qword ptr [rbp + 8], rcx
	cfcmovp	r12, rsi, rcx
	cfcmovp	r12, rsi, qword ptr [rbp + 8]
	cfcmovnp	di, dx
	cfcmovnp	di, word ptr [rsp + 4*rcx - 129]
	cfcmovnp	word ptr [rsp + 4*rcx - 129], dx
	cfcmovnp	r13w, di, dx
	cfcmovnp	r13w, di, word ptr [rsp + 4*rcx - 129]
	cfcmovnp	r8d, ebx
	cfcmovnp	r8d, dword ptr [r13 + 305419896]
	cfcmovnp	dword ptr [r13 + 305419896], ebx
	cfcmovnp	r14d, r8d, ebx
	cfcmovnp	r14d, r8d, dword ptr [r13 + 305419896]
	cfcmovnp	r9, rsp
	cfcmovnp	r9, qword ptr [r15 + 8*r8]
	cfcmovnp	qword ptr [r15 + 8*r8], rsp
	cfcmovnp	r15, r9, rsp
	cfcmovnp	r15, r9, qword ptr [r15 + 8*r8]
	cfcmovl	r10w, bp
	cfcmovl	r10w, word ptr [rip + foo]
	cfcmovl	word ptr [rip + foo], bp
	cfcmovl	ax, r10w, bp
	cfcmovl	ax, r10w, word ptr [rip + foo]
	cfcmovl	r11d, esi
	cfcmovl	r11d, dword ptr [r12 - 1]
	cfcmovl	dword ptr [r12 - 1], esi
	cfcmovl	ecx, r11d, esi
	cfcmovl	ecx, r11d, dword ptr [r12 - 1]
	cfcmovl	r12, rdi
	cfcmovl	r12, qword ptr [0]
	cfcmovl	qword ptr [0], rdi
	cfcmovl	rdx, r12, rdi
	cfcmovl	rdx, r12, qword ptr [0]
	cfcmovge	r13w, r8w
	cfcmovge	r13w, word ptr [rax + rax + 128]
	cfcmovge	word ptr [rax + rax + 128], r8w
	cfcmovge	bx, r13w, r8w
	cfcmovge	bx, r13w, word ptr [rax + rax + 128]
	cfcmovge	r14d, r9d
	cfcmovge	r14d, dword ptr [rsi]
	cfcmovge	dword ptr [rsi], r9d
	cfcmovge	esp, r14d, r9d
	cfcmovge	esp, r14d, dword ptr [rsi]
	cfcmovge	r15, r10
	cfcmovge	r15, qword ptr [rdi + 2*r9 + 127]
	cfcmovge	qword ptr [rdi + 2*r9 + 127], r10
	cfcmovge	rbp, r15, r10
	cfcmovge	rbp, r15, qword ptr [rdi + 2*r9 + 127]
	cfcmovle	ax, r11w
	cfcmovle	ax, word ptr [rbx - 128]
	cfcmovle	word ptr [rbx - 128], r11w
	cfcmovle	si, ax, r11w
	cfcmovle	si, ax, word ptr [rbx - 128]
	cfcmovle	ecx, r12d
	cfcmovle	ecx, dword ptr fs:[rax]
	cfcmovle	dword ptr fs:[rax], r12d
	cfcmovle	edi, ecx, r12d
	cfcmovle	edi, ecx, dword ptr fs:[rax]
	cfcmovle	rdx, r13
	cfcmovle	rdx, qword ptr [1*r14 + 256]
	cfcmovle	qword ptr [1*r14 + 256], r13
	cfcmovle	r8, rdx, r13
	cfcmovle	r8, rdx, qword ptr [1*r14 + 256]
	cfcmovg	bx, r14w
	cfcmovg	bx, word ptr [ecx]
	cfcmovg	word ptr [ecx], r14w
	cfcmovg	r9w, bx, r14w
	cfcmovg	r9w, bx, word ptr [ecx]
	cfcmovg	esp, r15d
	cfcmovg	esp, dword ptr [r11d + 4*eax + 4]
	cfcmovg	dword ptr [r11d + 4*eax + 4], r15d
	cfcmovg	r10d, esp, r15d
	cfcmovg	r10d, esp, dword ptr [r11d + 4*eax + 4]
	cfcmovg	rbp, rax
	cfcmovg	rbp, qword ptr [rax]
	cfcmovg	qword ptr [rax], rax
	cfcmovg	r11, rbp, rax
	cfcmovg	r11, rbp, qword ptr [rax]
	cfcmovb	ebx, eax
	cfcmovb	ebx, eax
	cfcmovae	ebx, eax
	cfcmovae	ebx, eax
	cfcmove	ebx, eax
	cfcmovne	ebx, eax
	cfcmovbe	ebx, eax
	cfcmova	ebx, eax
	cfcmovp	ebx, eax
	cfcmovnp	ebx, eax
	cfcmovl	ebx, eax
	cfcmovge	ebx, eax
	cfcmovle	ebx, eax
	cfcmovg	ebx, eax
	cfcmove	bx, ax
	cfcmovne	rdx, rcx, qword ptr [rax]
	ccmpo	{dfv=of}	r8b, cl
	ccmpo	{dfv=of}	r8b, byte ptr [rbp + 8]
	ccmpo	{dfv=of}	byte ptr [rbp + 8], cl
	ccmpo	{dfv=of}	r8b, 1
	ccmpo	{dfv=of}	byte ptr [rbp + 8], -128
	ctesto	{dfv=of}	r8b, cl
	ctesto	{dfv=of}	byte ptr [rbp + 8], cl
	ctesto	{dfv=of}	r8b, 1
	ctesto	{dfv=of}	byte ptr [rbp + 8], -128
	ccmpo	{dfv=sf}	r9w, dx
	ccmpo	{dfv=sf}	r9w, word ptr [rsp + 4*rcx - 129]
	ccmpo	{dfv=sf}	word ptr [rsp + 4*rcx - 129], dx
	ccmpo	{dfv=sf}	r9w, -128
	ccmpo	{dfv=sf}	word ptr [rsp + 4*rcx - 129], -129
	ctesto	{dfv=sf}	r9w, dx
	ctesto	{dfv=sf}	word ptr [rsp + 4*rcx - 129], dx
	ctesto	{dfv=sf}	r9w, -128
	ctesto	{dfv=sf}	word ptr [rsp + 4*rcx - 129], -129
	ccmpo	{dfv=zf}	r10d, ebx
	ccmpo	{dfv=zf}	r10d, dword ptr [r13 + 305419896]
	ccmpo	{dfv=zf}	dword ptr [r13 + 305419896], ebx
	ccmpo	{dfv=zf}	r10d, 127
	ccmpo	{dfv=zf}	dword ptr [r13 + 305419896], 2147483647
	ctesto	{dfv=zf}	r10d, ebx
	ctesto	{dfv=zf}	dword ptr [r13 + 305419896], ebx
	ctesto	{dfv=zf}	r10d, 127
	ctesto	{dfv=zf}	dword ptr [r13 + 305419896], 2147483647
	ccmpo	{dfv=cf}	r11, rsp
	ccmpo	{dfv=cf}	r11, qword ptr [r15 + 8*r8]
	ccmpo	{dfv=cf}	qword ptr [r15 + 8*r8], rsp
	ccmpo	{dfv=cf}	r11, 128
	ccmpo	{dfv=cf}	qword ptr [r15 + 8*r8], -2147483648
	ctesto	{dfv=cf}	r11, rsp
	ctesto	{dfv=cf}	qword ptr [r15 + 8*r8], rsp
	ctesto	{dfv=cf}	r11, 128
	ctesto	{dfv=cf}	qword ptr [r15 + 8*r8], -2147483648
	ccmpno	{dfv=of,sf,zf,cf}	r12b, bpl
	ccmpno	{dfv=of,sf,zf,cf}	r12b, byte ptr [rip + foo]
	ccmpno	{dfv=of,sf,zf,cf}	byte ptr [rip + foo], bpl
	ccmpno	{dfv=of,sf,zf,cf}	r12b, 255
	ccmpno	{dfv=of,sf,zf,cf}	byte ptr [rip + foo], 1
	ctestno	{dfv=of,sf,zf,cf}	r12b, bpl
	ctestno	{dfv=of,sf,zf,cf}	byte ptr [rip + foo], bpl
	ctestno	{dfv=of,sf,zf,cf}	r12b, 255
	ctestno	{dfv=of,sf,zf,cf}	byte ptr [rip + foo], 1
	ccmpno	{dfv=of,cf}	r13w, si
	ccmpno	{dfv=of,cf}	r13w, word ptr [r12 - 1]
	ccmpno	{dfv=of,cf}	word ptr [r12 - 1], si
	ccmpno	{dfv=of,cf}	r13w, 32767
	ccmpno	{dfv=of,cf}	word ptr [r12 - 1], offset foo
	ctestno	{dfv=of,cf}	r13w, si
	ctestno	{dfv=of,cf}	word ptr [r12 - 1], si
	ctestno	{dfv=of,cf}	r13w, 32767
	ctestno	{dfv=of,cf}	word ptr [r12 - 1], offset foo
	ccmpno	{dfv=sf,zf}	r14d, edi
	ccmpno	{dfv=sf,zf}	r14d, dword ptr [0]
	ccmpno	{dfv=sf,zf}	dword ptr [0], edi
	ccmpno	{dfv=sf,zf}	r14d, -2147483648
	ccmpno	{dfv=sf,zf}	dword ptr [0], 0
	ctestno	{dfv=sf,zf}	r14d, edi
	ctestno	{dfv=sf,zf}	dword ptr [0], edi
	ctestno	{dfv=sf,zf}	r14d, -2147483648
	ctestno	{dfv=sf,zf}	dword ptr [0], 0
	ccmpno	{dfv=of,cf}	r15, r8
	ccmpno	{dfv=of,cf}	r15, qword ptr [rax + rax + 128]
	ccmpno	{dfv=of,cf}	qword ptr [rax + rax + 128], r8
	ccmpno	{dfv=of,cf}	r15, -1
	ccmpno	{dfv=of,cf}	qword ptr [rax + rax + 128], 1
	ctestno	{dfv=of,cf}	r15, r8
	ctestno	{dfv=of,cf}	qword ptr [rax + rax + 128], r8
	ctestno	{dfv=of,cf}	r15, -1
	ctestno	{dfv=of,cf}	qword ptr [rax + rax + 128], 1
	ccmpb	{dfv=}	al, r9b
	ccmpb	{dfv=}	al, byte ptr [rsi]
	ccmpb	{dfv=}	byte ptr [rsi], r9b
	ccmpb	{dfv=}	al, -1
	ccmpb	{dfv=}	byte ptr [rsi], 255
	ctestb	{dfv=}	al, r9b
	ctestb	{dfv=}	byte ptr [rsi], r9b
	ctestb	{dfv=}	al, -1
	ctestb	{dfv=}	byte ptr [rsi], 255
	ccmpb	{dfv=of}	cx, r10w
	ccmpb	{dfv=of}	cx, word ptr [rdi + 2*r9 + 127]
	ccmpb	{dfv=of}	word ptr [rdi + 2*r9 + 127], r10w
	ccmpb	{dfv=of}	cx, 0
	ccmpb	{dfv=of}	word ptr [rdi + 2*r9 + 127], 127
	ctestb	{dfv=of}	cx, r10w
	ctestb	{dfv=of}	word ptr [rdi + 2*r9 + 127], r10w
	ctestb	{dfv=of}	cx, 0
	ctestb	{dfv=of}	word ptr [rdi + 2*r9 + 127], 127
	ccmpb	{dfv=sf}	edx, r11d
	ccmpb	{dfv=sf}	edx, dword ptr [rbx - 128]
	ccmpb	{dfv=sf}	dword ptr [rbx - 128], r11d
	ccmpb	{dfv=sf}	edx, 1
	ccmpb	{dfv=sf}	dword ptr [rbx - 128], 128
	ctestb	{dfv=sf}	edx, r11d
	ctestb	{dfv=sf}	dword ptr [rbx - 128], r11d
	ctestb	{dfv=sf}	edx, 1
	ctestb	{dfv=sf}	dword ptr [rbx - 128], 128
	ccmpb	{dfv=zf}	rbx, r12
	ccmpb	{dfv=zf}	rbx, qword ptr fs:[rax]
	ccmpb	{dfv=zf}	qword ptr fs:[rax], r12
	ccmpb	{dfv=zf}	rbx, -128
	ccmpb	{dfv=zf}	qword ptr fs:[rax], -129
	ctestb	{dfv=zf}	rbx, r12
	ctestb	{dfv=zf}	qword ptr fs:[rax], r12
	ctestb	{dfv=zf}	rbx, -128
	ctestb	{dfv=zf}	qword ptr fs:[rax], -129
	ccmpae	{dfv=cf}	spl, r13b
	ccmpae	{dfv=cf}	spl, byte ptr [1*r14 + 256]
	ccmpae	{dfv=cf}	byte ptr [1*r14 + 256], r13b
	ccmpae	{dfv=cf}	spl, offset foo
	ccmpae	{dfv=cf}	byte ptr [1*r14 + 256], -1
	ctestae	{dfv=cf}	spl, r13b
	ctestae	{dfv=cf}	byte ptr [1*r14 + 256], r13b
	ctestae	{dfv=cf}	spl, offset foo
	ctestae	{dfv=cf}	byte ptr [1*r14 + 256], -1
	ccmpae	{dfv=of,sf,zf,cf}	bp, r14w
	ccmpae	{dfv=of,sf,zf,cf}	bp, word ptr [ecx]
	ccmpae	{dfv=of,sf,zf,cf}	word ptr [ecx], r14w
	ccmpae	{dfv=of,sf,zf,cf}	bp, 128
	ccmpae	{dfv=of,sf,zf,cf}	word ptr [ecx], -32768
	ctestae	{dfv=of,sf,zf,cf}	bp, r14w
	ctestae	{dfv=of,sf,zf,cf}	word ptr [ecx], r14w
	ctestae	{dfv=of,sf,zf,cf}	bp, 128
	ctestae	{dfv=of,sf,zf,cf}	word ptr [ecx], -32768
	ccmpae	{dfv=of,cf}	esi, r15d
	ccmpae	{dfv=of,cf}	esi, dword ptr [r11d + 4*eax + 4]
	ccmpae	{dfv=of,cf}	dword ptr [r11d + 4*eax + 4], r15d
	ccmpae	{dfv=of,cf}	esi, -129
	ccmpae	{dfv=of,cf}	dword ptr [r11d + 4*eax + 4], 4294967295
	ctestae	{dfv=of,cf}	esi, r15d
	ctestae	{dfv=of,cf}	dword ptr [r11d + 4*eax + 4], r15d
	ctestae	{dfv=of,cf}	esi, -129
	ctestae	{dfv=of,cf}	dword ptr [r11d + 4*eax + 4], 4294967295
	ccmpae	{dfv=sf,zf}	rdi, rax
	ccmpae	{dfv=sf,zf}	rdi, qword ptr [rax]
	ccmpae	{dfv=sf,zf}	qword ptr [rax], rax
	ccmpae	{dfv=sf,zf}	rdi, 2147483647
	ccmpae	{dfv=sf,zf}	qword ptr [rax], offset foo
	ctestae	{dfv=sf,zf}	rdi, rax
	ctestae	{dfv=sf,zf}	qword ptr [rax], rax
	ctestae	{dfv=sf,zf}	rdi, 2147483647
	ctestae	{dfv=sf,zf}	qword ptr [rax], offset foo
	ccmpe	{dfv=of,cf}	r8b, cl
	ccmpe	{dfv=of,cf}	r8b, byte ptr [rbp + 8]
	ccmpe	{dfv=of,cf}	byte ptr [rbp + 8], cl
	ccmpe	{dfv=of,cf}	r8b, 127
	ccmpe	{dfv=of,cf}	byte ptr [rbp + 8], offset foo
	cteste	{dfv=of,cf}	r8b, cl
	cteste	{dfv=of,cf}	byte ptr [rbp + 8], cl
	cteste	{dfv=of,cf}	r8b, 127
	cteste	{dfv=of,cf}	byte ptr [rbp + 8], offset foo
	ccmpe	{dfv=}	r9w, dx
	ccmpe	{dfv=}	r9w, word ptr [rsp + 4*rcx - 129]
	ccmpe	{dfv=}	word ptr [rsp + 4*rcx - 129], dx
	ccmpe	{dfv=}	r9w, 65535
	ccmpe	{dfv=}	word ptr [rsp + 4*rcx - 129], 1
	cteste	{dfv=}	r9w, dx
	cteste	{dfv=}	word ptr [rsp + 4*rcx - 129], dx
	cteste	{dfv=}	r9w, 65535
	cteste	{dfv=}	word ptr [rsp + 4*rcx - 129], 1
	ccmpe	{dfv=of}	r10d, ebx
	ccmpe	{dfv=of}	r10d, dword ptr [r13 + 305419896]
	ccmpe	{dfv=of}	dword ptr [r13 + 305419896], ebx
	ccmpe	{dfv=of}	r10d, offset foo
	ccmpe	{dfv=of}	dword ptr [r13 + 305419896], -128
	cteste	{dfv=of}	r10d, ebx
	cteste	{dfv=of}	dword ptr [r13 + 305419896], ebx
	cteste	{dfv=of}	r10d, offset foo
	cteste	{dfv=of}	dword ptr [r13 + 305419896], -128
	ccmpe	{dfv=sf}	r11, rsp
	ccmpe	{dfv=sf}	r11, qword ptr [r15 + 8*r8]
	ccmpe	{dfv=sf}	qword ptr [r15 + 8*r8], rsp
	ccmpe	{dfv=sf}	r11, 0
	ccmpe	{dfv=sf}	qword ptr [r15 + 8*r8], 127
	cteste	{dfv=sf}	r11, rsp
	cteste	{dfv=sf}	qword ptr [r15 + 8*r8], rsp
	cteste	{dfv=sf}	r11, 0
	cteste	{dfv=sf}	qword ptr [r15 + 8*r8], 127
	ccmpne	{dfv=zf}	r12b, bpl
	ccmpne	{dfv=zf}	r12b, byte ptr [rip + foo]
	ccmpne	{dfv=zf}	byte ptr [rip + foo], bpl
	ccmpne	{dfv=zf}	r12b, 0
	ccmpne	{dfv=zf}	byte ptr [rip + foo], 127
	ctestne	{dfv=zf}	r12b, bpl
	ctestne	{dfv=zf}	byte ptr [rip + foo], bpl
	ctestne	{dfv=zf}	r12b, 0
	ctestne	{dfv=zf}	byte ptr [rip + foo], 127
	ccmpne	{dfv=cf}	r13w, si
	ccmpne	{dfv=cf}	r13w, word ptr [r12 - 1]
	ccmpne	{dfv=cf}	word ptr [r12 - 1], si
	ccmpne	{dfv=cf}	r13w, -128
	ccmpne	{dfv=cf}	word ptr [r12 - 1], -129
	ctestne	{dfv=cf}	r13w, si
	ctestne	{dfv=cf}	word ptr [r12 - 1], si
	ctestne	{dfv=cf}	r13w, -128
	ctestne	{dfv=cf}	word ptr [r12 - 1], -129
	ccmpne	{dfv=of,sf,zf,cf}	r14d, edi
	ccmpne	{dfv=of,sf,zf,cf}	r14d, dword ptr [0]
	ccmpne	{dfv=of,sf,zf,cf}	dword ptr [0], edi
	ccmpne	{dfv=of,sf,zf,cf}	r14d, 127
	ccmpne	{dfv=of,sf,zf,cf}	dword ptr [0], 2147483647
	ctestne	{dfv=of,sf,zf,cf}	r14d, edi
	ctestne	{dfv=of,sf,zf,cf}	dword ptr [0], edi
	ctestne	{dfv=of,sf,zf,cf}	r14d, 127
	ctestne	{dfv=of,sf,zf,cf}	dword ptr [0], 2147483647
	ccmpne	{dfv=of,cf}	r15, r8
	ccmpne	{dfv=of,cf}	r15, qword ptr [rax + rax + 128]
	ccmpne	{dfv=of,cf}	qword ptr [rax + rax + 128], r8
	ccmpne	{dfv=of,cf}	r15, 128
	ccmpne	{dfv=of,cf}	qword ptr [rax + rax + 128], -2147483648
	ctestne	{dfv=of,cf}	r15, r8
	ctestne	{dfv=of,cf}	qword ptr [rax + rax + 128], r8
	ctestne	{dfv=of,cf}	r15, 128
	ctestne	{dfv=of,cf}	qword ptr [rax + rax + 128], -2147483648
	ccmpbe	{dfv=sf,zf}	al, r9b
	ccmpbe	{dfv=sf,zf}	al, byte ptr [rsi]
	ccmpbe	{dfv=sf,zf}	byte ptr [rsi], r9b
	ccmpbe	{dfv=sf,zf}	al, -128
	ccmpbe	{dfv=sf,zf}	byte ptr [rsi], 0
	ctestbe	{dfv=sf,zf}	al, r9b
	ctestbe	{dfv=sf,zf}	byte ptr [rsi], r9b
	ctestbe	{dfv=sf,zf}	al, -128
	ctestbe	{dfv=sf,zf}	byte ptr [rsi], 0
	ccmpbe	{dfv=of,cf}	cx, r10w
	ccmpbe	{dfv=of,cf}	cx, word ptr [rdi + 2*r9 + 127]
	ccmpbe	{dfv=of,cf}	word ptr [rdi + 2*r9 + 127], r10w
	ccmpbe	{dfv=of,cf}	cx, 32767
	ccmpbe	{dfv=of,cf}	word ptr [rdi + 2*r9 + 127], offset foo
	ctestbe	{dfv=of,cf}	cx, r10w
	ctestbe	{dfv=of,cf}	word ptr [rdi + 2*r9 + 127], r10w
	ctestbe	{dfv=of,cf}	cx, 32767
	ctestbe	{dfv=of,cf}	word ptr [rdi + 2*r9 + 127], offset foo
	ccmpbe	{dfv=}	edx, r11d
	ccmpbe	{dfv=}	edx, dword ptr [rbx - 128]
	ccmpbe	{dfv=}	dword ptr [rbx - 128], r11d
	ccmpbe	{dfv=}	edx, -2147483648
	ccmpbe	{dfv=}	dword ptr [rbx - 128], 0
	ctestbe	{dfv=}	edx, r11d
	ctestbe	{dfv=}	dword ptr [rbx - 128], r11d
	ctestbe	{dfv=}	edx, -2147483648
	ctestbe	{dfv=}	dword ptr [rbx - 128], 0
	ccmpbe	{dfv=of}	rbx, r12
	ccmpbe	{dfv=of}	rbx, qword ptr fs:[rax]
	ccmpbe	{dfv=of}	qword ptr fs:[rax], r12
	ccmpbe	{dfv=of}	rbx, -1
	ccmpbe	{dfv=of}	qword ptr fs:[rax], 1
	ctestbe	{dfv=of}	rbx, r12
	ctestbe	{dfv=of}	qword ptr fs:[rax], r12
	ctestbe	{dfv=of}	rbx, -1
	ctestbe	{dfv=of}	qword ptr fs:[rax], 1
	ccmpa	{dfv=sf}	spl, r13b
	ccmpa	{dfv=sf}	spl, byte ptr [1*r14 + 256]
	ccmpa	{dfv=sf}	byte ptr [1*r14 + 256], r13b
	ccmpa	{dfv=sf}	spl, 1
	ccmpa	{dfv=sf}	byte ptr [1*r14 + 256], -128
	ctesta	{dfv=sf}	spl, r13b
	ctesta	{dfv=sf}	byte ptr [1*r14 + 256], r13b
	ctesta	{dfv=sf}	spl, 1
	ctesta	{dfv=sf}	byte ptr [1*r14 + 256], -128
	ccmpa	{dfv=zf}	bp, r14w
	ccmpa	{dfv=zf}	bp, word ptr [ecx]
	ccmpa	{dfv=zf}	word ptr [ecx], r14w
	ccmpa	{dfv=zf}	bp, 0
	ccmpa	{dfv=zf}	word ptr [ecx], 127
	ctesta	{dfv=zf}	bp, r14w
	ctesta	{dfv=zf}	word ptr [ecx], r14w
	ctesta	{dfv=zf}	bp, 0
	ctesta	{dfv=zf}	word ptr [ecx], 127
	ccmpa	{dfv=cf}	esi, r15d
	ccmpa	{dfv=cf}	esi, dword ptr [r11d + 4*eax + 4]
	ccmpa	{dfv=cf}	dword ptr [r11d + 4*eax + 4], r15d
	ccmpa	{dfv=cf}	esi, 1
	ccmpa	{dfv=cf}	dword ptr [r11d + 4*eax + 4], 128
	ctesta	{dfv=cf}	esi, r15d
	ctesta	{dfv=cf}	dword ptr [r11d + 4*eax + 4], r15d
	ctesta	{dfv=cf}	esi, 1
	ctesta	{dfv=cf}	dword ptr [r11d + 4*eax + 4], 128
	ccmpa	{dfv=of,sf,zf,cf}	rdi, rax
	ccmpa	{dfv=of,sf,zf,cf}	rdi, qword ptr [rax]
	ccmpa	{dfv=of,sf,zf,cf}	qword ptr [rax], rax
	ccmpa	{dfv=of,sf,zf,cf}	rdi, -128
	ccmpa	{dfv=of,sf,zf,cf}	qword ptr [rax], -129
	ctesta	{dfv=of,sf,zf,cf}	rdi, rax
	ctesta	{dfv=of,sf,zf,cf}	qword ptr [rax], rax
	ctesta	{dfv=of,sf,zf,cf}	rdi, -128
	ctesta	{dfv=of,sf,zf,cf}	qword ptr [rax], -129
	ccmps	{dfv=of,cf}	r8b, cl
	ccmps	{dfv=of,cf}	r8b, byte ptr [rbp + 8]
	ccmps	{dfv=of,cf}	byte ptr [rbp + 8], cl
	ccmps	{dfv=of,cf}	r8b, 255
	ccmps	{dfv=of,cf}	byte ptr [rbp + 8], 1
	ctests	{dfv=of,cf}	r8b, cl
	ctests	{dfv=of,cf}	byte ptr [rbp + 8], cl
	ctests	{dfv=of,cf}	r8b, 255
	ctests	{dfv=of,cf}	byte ptr [rbp + 8], 1
	ccmps	{dfv=sf,zf}	r9w, dx
	ccmps	{dfv=sf,zf}	r9w, word ptr [rsp + 4*rcx - 129]
	ccmps	{dfv=sf,zf}	word ptr [rsp + 4*rcx - 129], dx
	ccmps	{dfv=sf,zf}	r9w, 128
	ccmps	{dfv=sf,zf}	word ptr [rsp + 4*rcx - 129], -32768
	ctests	{dfv=sf,zf}	r9w, dx
	ctests	{dfv=sf,zf}	word ptr [rsp + 4*rcx - 129], dx
	ctests	{dfv=sf,zf}	r9w, 128
	ctests	{dfv=sf,zf}	word ptr [rsp + 4*rcx - 129], -32768
	ccmps	{dfv=of,cf}	r10d, ebx
	ccmps	{dfv=of,cf}	r10d, dword ptr [r13 + 305419896]
	ccmps	{dfv=of,cf}	dword ptr [r13 + 305419896], ebx
	ccmps	{dfv=of,cf}	r10d, -129
	ccmps	{dfv=of,cf}	dword ptr [r13 + 305419896], 4294967295
	ctests	{dfv=of,cf}	r10d, ebx
	ctests	{dfv=of,cf}	dword ptr [r13 + 305419896], ebx
	ctests	{dfv=of,cf}	r10d, -129
	ctests	{dfv=of,cf}	dword ptr [r13 + 305419896], 4294967295
	ccmps	{dfv=}	r11, rsp
	ccmps	{dfv=}	r11, qword ptr [r15 + 8*r8]
	ccmps	{dfv=}	qword ptr [r15 + 8*r8], rsp
	ccmps	{dfv=}	r11, 2147483647
	ccmps	{dfv=}	qword ptr [r15 + 8*r8], offset foo
	ctests	{dfv=}	r11, rsp
	ctests	{dfv=}	qword ptr [r15 + 8*r8], rsp
	ctests	{dfv=}	r11, 2147483647
	ctests	{dfv=}	qword ptr [r15 + 8*r8], offset foo
	ccmpns	{dfv=of}	r12b, bpl
	ccmpns	{dfv=of}	r12b, byte ptr [rip + foo]
	ccmpns	{dfv=of}	byte ptr [rip + foo], bpl
	ccmpns	{dfv=of}	r12b, -1
	ccmpns	{dfv=of}	byte ptr [rip + foo], 255
	ctestns	{dfv=of}	r12b, bpl
	ctestns	{dfv=of}	byte ptr [rip + foo], bpl
	ctestns	{dfv=of}	r12b, -1
	ctestns	{dfv=of}	byte ptr [rip + foo], 255
	ccmpns	{dfv=sf}	r13w, si
	ccmpns	{dfv=sf}	r13w, word ptr [r12 - 1]
	ccmpns	{dfv=sf}	word ptr [r12 - 1], si
	ccmpns	{dfv=sf}	r13w, 65535
	ccmpns	{dfv=sf}	word ptr [r12 - 1], 1
	ctestns	{dfv=sf}	r13w, si
	ctestns	{dfv=sf}	word ptr [r12 - 1], si
	ctestns	{dfv=sf}	r13w, 65535
	ctestns	{dfv=sf}	word ptr [r12 - 1], 1
	ccmpns	{dfv=zf}	r14d, edi
	ccmpns	{dfv=zf}	r14d, dword ptr [0]
	ccmpns	{dfv=zf}	dword ptr [0], edi
	ccmpns	{dfv=zf}	r14d, offset foo
	ccmpns	{dfv=zf}	dword ptr [0], -128
	ctestns	{dfv=zf}	r14d, edi
	ctestns	{dfv=zf}	dword ptr [0], edi
	ctestns	{dfv=zf}	r14d, offset foo
	ctestns	{dfv=zf}	dword ptr [0], -128
	ccmpns	{dfv=cf}	r15, r8
	ccmpns	{dfv=cf}	r15, qword ptr [rax + rax + 128]
	ccmpns	{dfv=cf}	qword ptr [rax + rax + 128], r8
	ccmpns	{dfv=cf}	r15, 0
	ccmpns	{dfv=cf}	qword ptr [rax + rax + 128], 127
	ctestns	{dfv=cf}	r15, r8
	ctestns	{dfv=cf}	qword ptr [rax + rax + 128], r8
	ctestns	{dfv=cf}	r15, 0
	ctestns	{dfv=cf}	qword ptr [rax + rax + 128], 127
	ccmpt	{dfv=of,sf,zf,cf}	al, r9b
	ccmpt	{dfv=of,sf,zf,cf}	al, byte ptr [rsi]
	ccmpt	{dfv=of,sf,zf,cf}	byte ptr [rsi], r9b
	ccmpt	{dfv=of,sf,zf,cf}	al, offset foo
	ccmpt	{dfv=of,sf,zf,cf}	byte ptr [rsi], -1
	ctestt	{dfv=of,sf,zf,cf}	al, r9b
	ctestt	{dfv=of,sf,zf,cf}	byte ptr [rsi], r9b
	ctestt	{dfv=of,sf,zf,cf}	al, offset foo
	ctestt	{dfv=of,sf,zf,cf}	byte ptr [rsi], -1
	ccmpt	{dfv=of,cf}	cx, r10w
	ccmpt	{dfv=of,cf}	cx, word ptr [rdi + 2*r9 + 127]
	ccmpt	{dfv=of,cf}	word ptr [rdi + 2*r9 + 127], r10w
	ccmpt	{dfv=of,cf}	cx, -128
	ccmpt	{dfv=of,cf}	word ptr [rdi + 2*r9 + 127], -129
	ctestt	{dfv=of,cf}	cx, r10w
	ctestt	{dfv=of,cf}	word ptr [rdi + 2*r9 + 127], r10w
	ctestt	{dfv=of,cf}	cx, -128
	ctestt	{dfv=of,cf}	word ptr [rdi + 2*r9 + 127], -129
	ccmpt	{dfv=sf,zf}	edx, r11d
	ccmpt	{dfv=sf,zf}	edx, dword ptr [rbx - 128]
	ccmpt	{dfv=sf,zf}	dword ptr [rbx - 128], r11d
	ccmpt	{dfv=sf,zf}	edx, 127
	ccmpt	{dfv=sf,zf}	dword ptr [rbx - 128], 2147483647
	ctestt	{dfv=sf,zf}	edx, r11d
	ctestt	{dfv=sf,zf}	dword ptr [rbx - 128], r11d
	ctestt	{dfv=sf,zf}	edx, 127
	ctestt	{dfv=sf,zf}	dword ptr [rbx - 128], 2147483647
	ccmpt	{dfv=of,cf}	rbx, r12
	ccmpt	{dfv=of,cf}	rbx, qword ptr fs:[rax]
	ccmpt	{dfv=of,cf}	qword ptr fs:[rax], r12
	ccmpt	{dfv=of,cf}	rbx, 128
	ccmpt	{dfv=of,cf}	qword ptr fs:[rax], -2147483648
	ctestt	{dfv=of,cf}	rbx, r12
	ctestt	{dfv=of,cf}	qword ptr fs:[rax], r12
	ctestt	{dfv=of,cf}	rbx, 128
	ctestt	{dfv=of,cf}	qword ptr fs:[rax], -2147483648
	ccmpf	{dfv=}	spl, r13b
	ccmpf	{dfv=}	spl, byte ptr [1*r14 + 256]
	ccmpf	{dfv=}	byte ptr [1*r14 + 256], r13b
	ccmpf	{dfv=}	spl, 127
	ccmpf	{dfv=}	byte ptr [1*r14 + 256], offset foo
	ctestf	{dfv=}	spl, r13b
	ctestf	{dfv=}	byte ptr [1*r14 + 256], r13b
	ctestf	{dfv=}	spl, 127
	ctestf	{dfv=}	byte ptr [1*r14 + 256], offset foo
	ccmpf	{dfv=of}	bp, r14w
	ccmpf	{dfv=of}	bp, word ptr [ecx]
	ccmpf	{dfv=of}	word ptr [ecx], r14w
	ccmpf	{dfv=of}	bp, 32767
	ccmpf	{dfv=of}	word ptr [ecx], offset foo
	ctestf	{dfv=of}	bp, r14w
	ctestf	{dfv=of}	word ptr [ecx], r14w
	ctestf	{dfv=of}	bp, 32767
	ctestf	{dfv=of}	word ptr [ecx], offset foo
	ccmpf	{dfv=sf}	esi, r15d
	ccmpf	{dfv=sf}	esi, dword ptr [r11d + 4*eax + 4]
	ccmpf	{dfv=sf}	dword ptr [r11d + 4*eax + 4], r15d
	ccmpf	{dfv=sf}	esi, -2147483648
	ccmpf	{dfv=sf}	dword ptr [r11d + 4*eax + 4], 0
	ctestf	{dfv=sf}	esi, r15d
	ctestf	{dfv=sf}	dword ptr [r11d + 4*eax + 4], r15d
	ctestf	{dfv=sf}	esi, -2147483648
	ctestf	{dfv=sf}	dword ptr [r11d + 4*eax + 4], 0
	ccmpf	{dfv=zf}	rdi, rax
	ccmpf	{dfv=zf}	rdi, qword ptr [rax]
	ccmpf	{dfv=zf}	qword ptr [rax], rax
	ccmpf	{dfv=zf}	rdi, -1
	ccmpf	{dfv=zf}	qword ptr [rax], 1
	ctestf	{dfv=zf}	rdi, rax
	ctestf	{dfv=zf}	qword ptr [rax], rax
	ctestf	{dfv=zf}	rdi, -1
	ctestf	{dfv=zf}	qword ptr [rax], 1
	ccmpl	{dfv=cf}	r8b, cl
	ccmpl	{dfv=cf}	r8b, byte ptr [rbp + 8]
	ccmpl	{dfv=cf}	byte ptr [rbp + 8], cl
	ccmpl	{dfv=cf}	r8b, 0
	ccmpl	{dfv=cf}	byte ptr [rbp + 8], 127
	ctestl	{dfv=cf}	r8b, cl
	ctestl	{dfv=cf}	byte ptr [rbp + 8], cl
	ctestl	{dfv=cf}	r8b, 0
	ctestl	{dfv=cf}	byte ptr [rbp + 8], 127
	ccmpl	{dfv=of,sf,zf,cf}	r9w, dx
	ccmpl	{dfv=of,sf,zf,cf}	r9w, word ptr [rsp + 4*rcx - 129]
	ccmpl	{dfv=of,sf,zf,cf}	word ptr [rsp + 4*rcx - 129], dx
	ccmpl	{dfv=of,sf,zf,cf}	r9w, 0
	ccmpl	{dfv=of,sf,zf,cf}	word ptr [rsp + 4*rcx - 129], 127
	ctestl	{dfv=of,sf,zf,cf}	r9w, dx
	ctestl	{dfv=of,sf,zf,cf}	word ptr [rsp + 4*rcx - 129], dx
	ctestl	{dfv=of,sf,zf,cf}	r9w, 0
	ctestl	{dfv=of,sf,zf,cf}	word ptr [rsp + 4*rcx - 129], 127
	ccmpl	{dfv=of,cf}	r10d, ebx
	ccmpl	{dfv=of,cf}	r10d, dword ptr [r13 + 305419896]
	ccmpl	{dfv=of,cf}	dword ptr [r13 + 305419896], ebx
	ccmpl	{dfv=of,cf}	r10d, 1
	ccmpl	{dfv=of,cf}	dword ptr [r13 + 305419896], 128
	ctestl	{dfv=of,cf}	r10d, ebx
	ctestl	{dfv=of,cf}	dword ptr [r13 + 305419896], ebx
	ctestl	{dfv=of,cf}	r10d, 1
	ctestl	{dfv=of,cf}	dword ptr [r13 + 305419896], 128
	ccmpl	{dfv=sf,zf}	r11, rsp
	ccmpl	{dfv=sf,zf}	r11, qword ptr [r15 + 8*r8]
	ccmpl	{dfv=sf,zf}	qword ptr [r15 + 8*r8], rsp
	ccmpl	{dfv=sf,zf}	r11, -128
	ccmpl	{dfv=sf,zf}	qword ptr [r15 + 8*r8], -129
	ctestl	{dfv=sf,zf}	r11, rsp
	ctestl	{dfv=sf,zf}	qword ptr [r15 + 8*r8], rsp
	ctestl	{dfv=sf,zf}	r11, -128
	ctestl	{dfv=sf,zf}	qword ptr [r15 + 8*r8], -129
	ccmpge	{dfv=of,cf}	r12b, bpl
	ccmpge	{dfv=of,cf}	r12b, byte ptr [rip + foo]
	ccmpge	{dfv=of,cf}	byte ptr [rip + foo], bpl
	ccmpge	{dfv=of,cf}	r12b, -128
	ccmpge	{dfv=of,cf}	byte ptr [rip + foo], 0
	ctestge	{dfv=of,cf}	r12b, bpl
	ctestge	{dfv=of,cf}	byte ptr [rip + foo], bpl
	ctestge	{dfv=of,cf}	r12b, -128
	ctestge	{dfv=of,cf}	byte ptr [rip + foo], 0
	ccmpge	{dfv=}	r13w, si
	ccmpge	{dfv=}	r13w, word ptr [r12 - 1]
	ccmpge	{dfv=}	word ptr [r12 - 1], si
	ccmpge	{dfv=}	r13w, 128
	ccmpge	{dfv=}	word ptr [r12 - 1], -32768
	ctestge	{dfv=}	r13w, si
	ctestge	{dfv=}	word ptr [r12 - 1], si
	ctestge	{dfv=}	r13w, 128
	ctestge	{dfv=}	word ptr [r12 - 1], -32768
	ccmpge	{dfv=of}	r14d, edi
	ccmpge	{dfv=of}	r14d, dword ptr [0]
	ccmpge	{dfv=of}	dword ptr [0], edi
	ccmpge	{dfv=of}	r14d, -129
	ccmpge	{dfv=of}	dword ptr [0], 4294967295
	ctestge	{dfv=of}	r14d, edi
	ctestge	{dfv=of}	dword ptr [0], edi
	ctestge	{dfv=of}	r14d, -129
	ctestge	{dfv=of}	dword ptr [0], 4294967295
	ccmpge	{dfv=sf}	r15, r8
	ccmpge	{dfv=sf}	r15, qword ptr [rax + rax + 128]
	ccmpge	{dfv=sf}	qword ptr [rax + rax + 128], r8
	ccmpge	{dfv=sf}	r15, 2147483647
	ccmpge	{dfv=sf}	qword ptr [rax + rax + 128], offset foo
	ctestge	{dfv=sf}	r15, r8
	ctestge	{dfv=sf}	qword ptr [rax + rax + 128], r8
	ctestge	{dfv=sf}	r15, 2147483647
	ctestge	{dfv=sf}	qword ptr [rax + rax + 128], offset foo
	ccmple	{dfv=zf}	al, r9b
	ccmple	{dfv=zf}	al, byte ptr [rsi]
	ccmple	{dfv=zf}	byte ptr [rsi], r9b
	ccmple	{dfv=zf}	al, 1
	ccmple	{dfv=zf}	byte ptr [rsi], -128
	ctestle	{dfv=zf}	al, r9b
	ctestle	{dfv=zf}	byte ptr [rsi], r9b
	ctestle	{dfv=zf}	al, 1
	ctestle	{dfv=zf}	byte ptr [rsi], -128
	ccmple	{dfv=cf}	cx, r10w
	ccmple	{dfv=cf}	cx, word ptr [rdi + 2*r9 + 127]
	ccmple	{dfv=cf}	word ptr [rdi + 2*r9 + 127], r10w
	ccmple	{dfv=cf}	cx, 65535
	ccmple	{dfv=cf}	word ptr [rdi + 2*r9 + 127], 1
	ctestle	{dfv=cf}	cx, r10w
	ctestle	{dfv=cf}	word ptr [rdi + 2*r9 + 127], r10w
	ctestle	{dfv=cf}	cx, 65535
	ctestle	{dfv=cf}	word ptr [rdi + 2*r9 + 127], 1
	ccmple	{dfv=of,sf,zf,cf}	edx, r11d
	ccmple	{dfv=of,sf,zf,cf}	edx, dword ptr [rbx - 128]
	ccmple	{dfv=of,sf,zf,cf}	dword ptr [rbx - 128], r11d
	ccmple	{dfv=of,sf,zf,cf}	edx, offset foo
	ccmple	{dfv=of,sf,zf,cf}	dword ptr [rbx - 128], -128
	ctestle	{dfv=of,sf,zf,cf}	edx, r11d
	ctestle	{dfv=of,sf,zf,cf}	dword ptr [rbx - 128], r11d
	ctestle	{dfv=of,sf,zf,cf}	edx, offset foo
	ctestle	{dfv=of,sf,zf,cf}	dword ptr [rbx - 128], -128
	ccmple	{dfv=of,cf}	rbx, r12
	ccmple	{dfv=of,cf}	rbx, qword ptr fs:[rax]
	ccmple	{dfv=of,cf}	qword ptr fs:[rax], r12
	ccmple	{dfv=of,cf}	rbx, 0
	ccmple	{dfv=of,cf}	qword ptr fs:[rax], 127
	ctestle	{dfv=of,cf}	rbx, r12
	ctestle	{dfv=of,cf}	qword ptr fs:[rax], r12
	ctestle	{dfv=of,cf}	rbx, 0
	ctestle	{dfv=of,cf}	qword ptr fs:[rax], 127
	ccmpg	{dfv=sf,zf}	spl, r13b
	ccmpg	{dfv=sf,zf}	spl, byte ptr [1*r14 + 256]
	ccmpg	{dfv=sf,zf}	byte ptr [1*r14 + 256], r13b
	ccmpg	{dfv=sf,zf}	spl, 255
	ccmpg	{dfv=sf,zf}	byte ptr [1*r14 + 256], 1
	ctestg	{dfv=sf,zf}	spl, r13b
	ctestg	{dfv=sf,zf}	byte ptr [1*r14 + 256], r13b
	ctestg	{dfv=sf,zf}	spl, 255
	ctestg	{dfv=sf,zf}	byte ptr [1*r14 + 256], 1
	ccmpg	{dfv=of,cf}	bp, r14w
	ccmpg	{dfv=of,cf}	bp, word ptr [ecx]
	ccmpg	{dfv=of,cf}	word ptr [ecx], r14w
	ccmpg	{dfv=of,cf}	bp, -128
	ccmpg	{dfv=of,cf}	word ptr [ecx], -129
	ctestg	{dfv=of,cf}	bp, r14w
	ctestg	{dfv=of,cf}	word ptr [ecx], r14w
	ctestg	{dfv=of,cf}	bp, -128
	ctestg	{dfv=of,cf}	word ptr [ecx], -129
	ccmpg	{dfv=}	esi, r15d
	ccmpg	{dfv=}	esi, dword ptr [r11d + 4*eax + 4]
	ccmpg	{dfv=}	dword ptr [r11d + 4*eax + 4], r15d
	ccmpg	{dfv=}	esi, 127
	ccmpg	{dfv=}	dword ptr [r11d + 4*eax + 4], 2147483647
	ctestg	{dfv=}	esi, r15d
	ctestg	{dfv=}	dword ptr [r11d + 4*eax + 4], r15d
	ctestg	{dfv=}	esi, 127
	ctestg	{dfv=}	dword ptr [r11d + 4*eax + 4], 2147483647
	ccmpg	{dfv=of}	rdi, rax
	ccmpg	{dfv=of}	rdi, qword ptr [rax]
	ccmpg	{dfv=of}	qword ptr [rax], rax
	ccmpg	{dfv=of}	rdi, 128
	ccmpg	{dfv=of}	qword ptr [rax], -2147483648
	ctestg	{dfv=of}	rdi, rax
	ctestg	{dfv=of}	qword ptr [rax], rax
	ctestg	{dfv=of}	rdi, 128
	ctestg	{dfv=of}	qword ptr [rax], -2147483648
	ccmpe	{dfv=of}	bl, 0
	ctestne	{dfv=cf}	r9b, 0
	ccmpe	{dfv=of}	bl, 1
	ctestne	{dfv=cf}	r9b, 1
	ccmpe	{dfv=of}	bl, -1
	ctestne	{dfv=cf}	r9b, -1
	ccmpe	{dfv=of}	bl, 127
	ctestne	{dfv=cf}	r9b, 127
	ccmpe	{dfv=of}	bl, -128
	ctestne	{dfv=cf}	r9b, -128
	ccmpe	{dfv=of}	bl, 255
	ctestne	{dfv=cf}	r9b, 255
	ccmpe	{dfv=of}	bl, offset foo
	ctestne	{dfv=cf}	r9b, offset foo
	ccmpe	{dfv=of}	bx, 0
	ctestne	{dfv=cf}	r9w, 0
	ccmpe	{dfv=of}	bx, 1
	ctestne	{dfv=cf}	r9w, 1
	ccmpe	{dfv=of}	bx, -128
	ctestne	{dfv=cf}	r9w, -128
	ccmpe	{dfv=of}	bx, 127
	ctestne	{dfv=cf}	r9w, 127
	ccmpe	{dfv=of}	bx, 128
	ctestne	{dfv=cf}	r9w, 128
	ccmpe	{dfv=of}	bx, -129
	ctestne	{dfv=cf}	r9w, -129
	ccmpe	{dfv=of}	bx, 32767
	ctestne	{dfv=cf}	r9w, 32767
	ccmpe	{dfv=of}	bx, -32768
	ctestne	{dfv=cf}	r9w, -32768
	ccmpe	{dfv=of}	bx, 65535
	ctestne	{dfv=cf}	r9w, 65535
	ccmpe	{dfv=of}	bx, offset foo
	ctestne	{dfv=cf}	r9w, offset foo
	ccmpe	{dfv=of}	ebx, 0
	ctestne	{dfv=cf}	r9d, 0
	ccmpe	{dfv=of}	ebx, 1
	ctestne	{dfv=cf}	r9d, 1
	ccmpe	{dfv=of}	ebx, -128
	ctestne	{dfv=cf}	r9d, -128
	ccmpe	{dfv=of}	ebx, 127
	ctestne	{dfv=cf}	r9d, 127
	ccmpe	{dfv=of}	ebx, 128
	ctestne	{dfv=cf}	r9d, 128
	ccmpe	{dfv=of}	ebx, -129
	ctestne	{dfv=cf}	r9d, -129
	ccmpe	{dfv=of}	ebx, 2147483647
	ctestne	{dfv=cf}	r9d, 2147483647
	ccmpe	{dfv=of}	ebx, -2147483648
	ctestne	{dfv=cf}	r9d, -2147483648
	ccmpe	{dfv=of}	ebx, 4294967295
	ctestne	{dfv=cf}	r9d, 4294967295
	ccmpe	{dfv=of}	ebx, offset foo
	ctestne	{dfv=cf}	r9d, offset foo
	ccmpe	{dfv=of}	rbx, 0
	ctestne	{dfv=cf}	r9, 0
	ccmpe	{dfv=of}	rbx, 1
	ctestne	{dfv=cf}	r9, 1
	ccmpe	{dfv=of}	rbx, -128
	ctestne	{dfv=cf}	r9, -128
	ccmpe	{dfv=of}	rbx, 127
	ctestne	{dfv=cf}	r9, 127
	ccmpe	{dfv=of}	rbx, 128
	ctestne	{dfv=cf}	r9, 128
	ccmpe	{dfv=of}	rbx, -129
	ctestne	{dfv=cf}	r9, -129
	ccmpe	{dfv=of}	rbx, 2147483647
	ctestne	{dfv=cf}	r9, 2147483647
	ccmpe	{dfv=of}	rbx, -2147483648
	ctestne	{dfv=cf}	r9, -2147483648
	ccmpe	{dfv=of}	rbx, -1
	ctestne	{dfv=cf}	r9, -1
	ccmpe	{dfv=of}	rbx, offset foo
	ctestne	{dfv=cf}	r9, offset foo
	ccmpe	{dfv=of}	bl, al
	ccmpne	{dfv=zf}	qword ptr [rbx], rax
	ctestl	{dfv=}	ecx, 5
	ccmpt	{dfv=sf}	r9w, 1
	pushp	rax
	popp	rax
	pushp	rcx
	popp	rcx
	pushp	rdx
	popp	rdx
	pushp	rbx
	popp	rbx
	pushp	rsp
	popp	rsp
	pushp	rbp
	popp	rbp
	pushp	rsi
	popp	rsi
	pushp	rdi
	popp	rdi
	pushp	r8
	popp	r8
	pushp	r9
	popp	r9
	pushp	r10
	popp	r10
	pushp	r11
	popp	r11
	pushp	r12
	popp	r12
	pushp	r13
	popp	r13
	pushp	r14
	popp	r14
	pushp	r15
	popp	r15
	jmpabs	0
	jmpabs	1
	jmpabs	-1
	jmpabs	2147483647
	jmpabs	2147483648
	jmpabs	-1
	jmpabs	-9223372036854775808
	jmpabs	offset foo
	jmpabs	offset foo+8
	add	r10b, sil, cl
	add	r10b, sil, byte ptr [rbp + 8]
	add	r10b, byte ptr [rbp + 8], cl
	add	r10b, sil, 1
	add	r10b, byte ptr [rbp + 8], 255
	add	r11b, dil, dl
	add	r11b, dil, byte ptr [rsp + 4*rcx - 129]
	add	r11b, byte ptr [rsp + 4*rcx - 129], dl
	add	r11b, dil, -1
	add	r11b, byte ptr [rsp + 4*rcx - 129], offset foo
	add	r12b, r8b, bl
	add	r12b, r8b, byte ptr [r13 + 305419896]
	add	r12b, byte ptr [r13 + 305419896], bl
	add	r12b, r8b, 127
	add	r12b, byte ptr [r13 + 305419896], 0
	add	r13w, r9w, sp
	add	r13w, r9w, word ptr [r15 + 8*r8]
	add	r13w, word ptr [r15 + 8*r8], sp
	add	r13w, r9w, 128
	add	r13w, word ptr [r15 + 8*r8], 65535
	add	r14w, r10w, bp
	add	r14w, r10w, word ptr [rip + foo]
	add	r14w, word ptr [rip + foo], bp
	add	r14w, r10w, -129
	add	r14w, word ptr [rip + foo], offset foo
	add	r15w, r11w, si
	add	r15w, r11w, word ptr [r12 - 1]
	add	r15w, word ptr [r12 - 1], si
	add	r15w, r11w, 32767
	add	r15w, word ptr [r12 - 1], 0
	add	eax, r12d, edi
	add	eax, r12d, dword ptr [0]
	add	eax, dword ptr [0], edi
	add	eax, r12d, -2147483648
	add	eax, dword ptr [0], 1
	add	ecx, r13d, r8d
	add	ecx, r13d, dword ptr [rax + rax + 128]
	add	ecx, dword ptr [rax + rax + 128], r8d
	add	ecx, r13d, 4294967295
	add	ecx, dword ptr [rax + rax + 128], -128
	add	edx, r14d, r9d
	add	edx, r14d, dword ptr [rsi]
	add	edx, dword ptr [rsi], r9d
	add	edx, r14d, offset foo
	add	edx, dword ptr [rsi], 127
	add	rbx, r15, r10
	add	rbx, r15, qword ptr [rdi + 2*r9 + 127]
	add	rbx, qword ptr [rdi + 2*r9 + 127], r10
	add	rbx, r15, 0
	add	rbx, qword ptr [rdi + 2*r9 + 127], 128
	add	rsp, rax, r11
	add	rsp, rax, qword ptr [rbx - 128]
	add	rsp, qword ptr [rbx - 128], r11
	add	rsp, rax, 1
	add	rsp, qword ptr [rbx - 128], -129
	add	rbp, rcx, r12
	add	rbp, rcx, qword ptr fs:[rax]
	add	rbp, qword ptr fs:[rax], r12
	add	rbp, rcx, -128
	add	rbp, qword ptr fs:[rax], 2147483647
	or	sil, dl, r13b
	or	sil, dl, byte ptr [1*r14 + 256]
	or	sil, byte ptr [1*r14 + 256], r13b
	or	sil, dl, offset foo
	or	sil, byte ptr [1*r14 + 256], 127
	or	dil, bl, r14b
	or	dil, bl, byte ptr [ecx]
	or	dil, byte ptr [ecx], r14b
	or	dil, bl, 0
	or	dil, byte ptr [ecx], -128
	or	r8b, spl, r15b
	or	r8b, spl, byte ptr [r11d + 4*eax + 4]
	or	r8b, byte ptr [r11d + 4*eax + 4], r15b
	or	r8b, spl, 1
	or	r8b, byte ptr [r11d + 4*eax + 4], 255
	or	r9w, bp, ax
	or	r9w, bp, word ptr [rax]
	or	r9w, word ptr [rax], ax
	or	r9w, bp, 32767
	or	r9w, word ptr [rax], 0
	or	r10w, si, cx
	or	r10w, si, word ptr [rbp + 8]
	or	r10w, word ptr [rbp + 8], cx
	or	r10w, si, -32768
	or	r10w, word ptr [rbp + 8], 1
	or	r11w, di, dx
	or	r11w, di, word ptr [rsp + 4*rcx - 129]
	or	r11w, word ptr [rsp + 4*rcx - 129], dx
	or	r11w, di, 65535
	or	r11w, word ptr [rsp + 4*rcx - 129], -128
	or	r12d, r8d, ebx
	or	r12d, r8d, dword ptr [r13 + 305419896]
	or	r12d, dword ptr [r13 + 305419896], ebx
	or	r12d, r8d, offset foo
	or	r12d, dword ptr [r13 + 305419896], 127
	or	r13d, r9d, esp
	or	r13d, r9d, dword ptr [r15 + 8*r8]
	or	r13d, dword ptr [r15 + 8*r8], esp
	or	r13d, r9d, 0
	or	r13d, dword ptr [r15 + 8*r8], 128
	or	r14d, r10d, ebp
	or	r14d, r10d, dword ptr [rip + foo]
	or	r14d, dword ptr [rip + foo], ebp
	or	r14d, r10d, 1
	or	r14d, dword ptr [rip + foo], -129
	or	r15, r11, rsi
	or	r15, r11, qword ptr [r12 - 1]
	or	r15, qword ptr [r12 - 1], rsi
	or	r15, r11, -128
	or	r15, qword ptr [r12 - 1], 2147483647
	or	rax, r12, rdi
	or	rax, r12, qword ptr [0]
	or	rax, qword ptr [0], rdi
	or	rax, r12, 127
	or	rax, qword ptr [0], -2147483648
	or	rcx, r13, r8
	or	rcx, r13, qword ptr [rax + rax + 128]
	or	rcx, qword ptr [rax + rax + 128], r8
	or	rcx, r13, 128
	or	rcx, qword ptr [rax + rax + 128], -1
	adc	dl, r14b, r9b
	adc	dl, r14b, byte ptr [rsi]
	adc	dl, byte ptr [rsi], r9b
	adc	dl, r14b, -128
	adc	dl, byte ptr [rsi], 1
	adc	bl, r15b, r10b
	adc	bl, r15b, byte ptr [rdi + 2*r9 + 127]
	adc	bl, byte ptr [rdi + 2*r9 + 127], r10b
	adc	bl, r15b, 255
	adc	bl, byte ptr [rdi + 2*r9 + 127], -1
	adc	spl, al, r11b
	adc	spl, al, byte ptr [rbx - 128]
	adc	spl, byte ptr [rbx - 128], r11b
	adc	spl, al, offset foo
	adc	spl, byte ptr [rbx - 128], 127
	adc	bp, cx, r12w
	adc	bp, cx, word ptr fs:[rax]
	adc	bp, word ptr fs:[rax], r12w
	adc	bp, cx, 65535
	adc	bp, word ptr fs:[rax], -128
	adc	si, dx, r13w
	adc	si, dx, word ptr [1*r14 + 256]
	adc	si, word ptr [1*r14 + 256], r13w
	adc	si, dx, offset foo
	adc	si, word ptr [1*r14 + 256], 127
	adc	di, bx, r14w
	adc	di, bx, word ptr [ecx]
	adc	di, word ptr [ecx], r14w
	adc	di, bx, 0
	adc	di, word ptr [ecx], 128
	adc	r8d, esp, r15d
	adc	r8d, esp, dword ptr [r11d + 4*eax + 4]
	adc	r8d, dword ptr [r11d + 4*eax + 4], r15d
	adc	r8d, esp, 1
	adc	r8d, dword ptr [r11d + 4*eax + 4], -129
	adc	r9d, ebp, eax
	adc	r9d, ebp, dword ptr [rax]
	adc	r9d, dword ptr [rax], eax
	adc	r9d, ebp, -128
	adc	r9d, dword ptr [rax], 2147483647
	adc	r10d, esi, ecx
	adc	r10d, esi, dword ptr [rbp + 8]
	adc	r10d, dword ptr [rbp + 8], ecx
	adc	r10d, esi, 127
	adc	r10d, dword ptr [rbp + 8], -2147483648
	adc	r11, rdi, rdx
	adc	r11, rdi, qword ptr [rsp + 4*rcx - 129]
	adc	r11, qword ptr [rsp + 4*rcx - 129], rdx
	adc	r11, rdi, 128
	adc	r11, qword ptr [rsp + 4*rcx - 129], -1
	adc	r12, r8, rbx
	adc	r12, r8, qword ptr [r13 + 305419896]
	adc	r12, qword ptr [r13 + 305419896], rbx
	adc	r12, r8, -129
	adc	r12, qword ptr [r13 + 305419896], offset foo
	adc	r13, r9, rsp
	adc	r13, r9, qword ptr [r15 + 8*r8]
	adc	r13, qword ptr [r15 + 8*r8], rsp
	adc	r13, r9, 2147483647
	adc	r13, qword ptr [r15 + 8*r8], 0
	sbb	r14b, r10b, bpl
	sbb	r14b, r10b, byte ptr [rip + foo]
	sbb	r14b, byte ptr [rip + foo], bpl
	sbb	r14b, r10b, -1
	sbb	r14b, byte ptr [rip + foo], offset foo
	sbb	r15b, r11b, sil
	sbb	r15b, r11b, byte ptr [r12 - 1]
	sbb	r15b, byte ptr [r12 - 1], sil
	sbb	r15b, r11b, 127
	sbb	r15b, byte ptr [r12 - 1], 0
	sbb	al, r12b, dil
	sbb	al, r12b, byte ptr [0]
	sbb	al, byte ptr [0], dil
	sbb	al, r12b, -128
	sbb	al, byte ptr [0], 1
	sbb	cx, r13w, r8w
	sbb	cx, r13w, word ptr [rax + rax + 128]
	sbb	cx, word ptr [rax + rax + 128], r8w
	sbb	cx, r13w, 0
	sbb	cx, word ptr [rax + rax + 128], 128
	sbb	dx, r14w, r9w
	sbb	dx, r14w, word ptr [rsi]
	sbb	dx, word ptr [rsi], r9w
	sbb	dx, r14w, 1
	sbb	dx, word ptr [rsi], -129
	sbb	bx, r15w, r10w
	sbb	bx, r15w, word ptr [rdi + 2*r9 + 127]
	sbb	bx, word ptr [rdi + 2*r9 + 127], r10w
	sbb	bx, r15w, -128
	sbb	bx, word ptr [rdi + 2*r9 + 127], 32767
	sbb	esp, eax, r11d
	sbb	esp, eax, dword ptr [rbx - 128]
	sbb	esp, dword ptr [rbx - 128], r11d
	sbb	esp, eax, 127
	sbb	esp, dword ptr [rbx - 128], -2147483648
	sbb	ebp, ecx, r12d
	sbb	ebp, ecx, dword ptr fs:[rax]
	sbb	ebp, dword ptr fs:[rax], r12d
	sbb	ebp, ecx, 128
	sbb	ebp, dword ptr fs:[rax], 4294967295
	sbb	esi, edx, r13d
	sbb	esi, edx, dword ptr [1*r14 + 256]
	sbb	esi, dword ptr [1*r14 + 256], r13d
	sbb	esi, edx, -129
	sbb	esi, dword ptr [1*r14 + 256], offset foo
	sbb	rdi, rbx, r14
	sbb	rdi, rbx, qword ptr [ecx]
	sbb	rdi, qword ptr [ecx], r14
	sbb	rdi, rbx, 2147483647
	sbb	rdi, qword ptr [ecx], 0
	sbb	r8, rsp, r15
	sbb	r8, rsp, qword ptr [r11d + 4*eax + 4]
	sbb	r8, qword ptr [r11d + 4*eax + 4], r15
	sbb	r8, rsp, -2147483648
	sbb	r8, qword ptr [r11d + 4*eax + 4], 1
	sbb	r9, rbp, rax
	sbb	r9, rbp, qword ptr [rax]
	sbb	r9, qword ptr [rax], rax
	sbb	r9, rbp, -1
	sbb	r9, qword ptr [rax], -128
	and	r10b, sil, cl
	and	r10b, sil, byte ptr [rbp + 8]
	and	r10b, byte ptr [rbp + 8], cl
	and	r10b, sil, 0
	and	r10b, byte ptr [rbp + 8], -128
	and	r11b, dil, dl
	and	r11b, dil, byte ptr [rsp + 4*rcx - 129]
	and	r11b, byte ptr [rsp + 4*rcx - 129], dl
	and	r11b, dil, 1
	and	r11b, byte ptr [rsp + 4*rcx - 129], 255
	and	r12b, r8b, bl
	and	r12b, r8b, byte ptr [r13 + 305419896]
	and	r12b, byte ptr [r13 + 305419896], bl
	and	r12b, r8b, -1
	and	r12b, byte ptr [r13 + 305419896], offset foo
	and	r13w, r9w, sp
	and	r13w, r9w, word ptr [r15 + 8*r8]
	and	r13w, word ptr [r15 + 8*r8], sp
	and	r13w, r9w, -128
	and	r13w, word ptr [r15 + 8*r8], 32767
	and	r14w, r10w, bp
	and	r14w, r10w, word ptr [rip + foo]
	and	r14w, word ptr [rip + foo], bp
	and	r14w, r10w, 127
	and	r14w, word ptr [rip + foo], -32768
	and	r15w, r11w, si
	and	r15w, r11w, word ptr [r12 - 1]
	and	r15w, word ptr [r12 - 1], si
	and	r15w, r11w, 128
	and	r15w, word ptr [r12 - 1], 65535
	and	eax, r12d, edi
	and	eax, r12d, dword ptr [0]
	and	eax, dword ptr [0], edi
	and	eax, r12d, -129
	and	eax, dword ptr [0], offset foo
	and	ecx, r13d, r8d
	and	ecx, r13d, dword ptr [rax + rax + 128]
	and	ecx, dword ptr [rax + rax + 128], r8d
	and	ecx, r13d, 2147483647
	and	ecx, dword ptr [rax + rax + 128], 0
	and	edx, r14d, r9d
	and	edx, r14d, dword ptr [rsi]
	and	edx, dword ptr [rsi], r9d
	and	edx, r14d, -2147483648
	and	edx, dword ptr [rsi], 1
	and	rbx, r15, r10
	and	rbx, r15, qword ptr [rdi + 2*r9 + 127]
	and	rbx, qword ptr [rdi + 2*r9 + 127], r10
	and	rbx, r15, -1
	and	rbx, qword ptr [rdi + 2*r9 + 127], -128
	and	rsp, rax, r11
	and	rsp, rax, qword ptr [rbx - 128]
	and	rsp, qword ptr [rbx - 128], r11
	and	rsp, rax, offset foo
	and	rsp, qword ptr [rbx - 128], 127
	and	rbp, rcx, r12
	and	rbp, rcx, qword ptr fs:[rax]
	and	rbp, qword ptr fs:[rax], r12
	and	rbp, rcx, 0
	and	rbp, qword ptr fs:[rax], 128
	sub	sil, dl, r13b
	sub	sil, dl, byte ptr [1*r14 + 256]
	sub	sil, byte ptr [1*r14 + 256], r13b
	sub	sil, dl, 255
	sub	sil, byte ptr [1*r14 + 256], -1
	sub	dil, bl, r14b
	sub	dil, bl, byte ptr [ecx]
	sub	dil, byte ptr [ecx], r14b
	sub	dil, bl, offset foo
	sub	dil, byte ptr [ecx], 127
	sub	r8b, spl, r15b
	sub	r8b, spl, byte ptr [r11d + 4*eax + 4]
	sub	r8b, byte ptr [r11d + 4*eax + 4], r15b
	sub	r8b, spl, 0
	sub	r8b, byte ptr [r11d + 4*eax + 4], -128
	sub	r9w, bp, ax
	sub	r9w, bp, word ptr [rax]
	sub	r9w, word ptr [rax], ax
	sub	r9w, bp, 128
	sub	r9w, word ptr [rax], 65535
	sub	r10w, si, cx
	sub	r10w, si, word ptr [rbp + 8]
	sub	r10w, word ptr [rbp + 8], cx
	sub	r10w, si, -129
	sub	r10w, word ptr [rbp + 8], offset foo
	sub	r11w, di, dx
	sub	r11w, di, word ptr [rsp + 4*rcx - 129]
	sub	r11w, word ptr [rsp + 4*rcx - 129], dx
	sub	r11w, di, 32767
	sub	r11w, word ptr [rsp + 4*rcx - 129], 0
	sub	r12d, r8d, ebx
	sub	r12d, r8d, dword ptr [r13 + 305419896]
	sub	r12d, dword ptr [r13 + 305419896], ebx
	sub	r12d, r8d, -2147483648
	sub	r12d, dword ptr [r13 + 305419896], 1
	sub	r13d, r9d, esp
	sub	r13d, r9d, dword ptr [r15 + 8*r8]
	sub	r13d, dword ptr [r15 + 8*r8], esp
	sub	r13d, r9d, 4294967295
	sub	r13d, dword ptr [r15 + 8*r8], -128
	sub	r14d, r10d, ebp
	sub	r14d, r10d, dword ptr [rip + foo]
	sub	r14d, dword ptr [rip + foo], ebp
	sub	r14d, r10d, offset foo
	sub	r14d, dword ptr [rip + foo], 127
	sub	r15, r11, rsi
	sub	r15, r11, qword ptr [r12 - 1]
	sub	r15, qword ptr [r12 - 1], rsi
	sub	r15, r11, 0
	sub	r15, qword ptr [r12 - 1], 128
	sub	rax, r12, rdi
	sub	rax, r12, qword ptr [0]
	sub	rax, qword ptr [0], rdi
	sub	rax, r12, 1
	sub	rax, qword ptr [0], -129
	sub	rcx, r13, r8
	sub	rcx, r13, qword ptr [rax + rax + 128]
	sub	rcx, qword ptr [rax + rax + 128], r8
	sub	rcx, r13, -128
	sub	rcx, qword ptr [rax + rax + 128], 2147483647
	xor	dl, r14b, r9b
	xor	dl, r14b, byte ptr [rsi]
	xor	dl, byte ptr [rsi], r9b
	xor	dl, r14b, 127
	xor	dl, byte ptr [rsi], 0
	xor	bl, r15b, r10b
	xor	bl, r15b, byte ptr [rdi + 2*r9 + 127]
	xor	bl, byte ptr [rdi + 2*r9 + 127], r10b
	xor	bl, r15b, -128
	xor	bl, byte ptr [rdi + 2*r9 + 127], 1
	xor	spl, al, r11b
	xor	spl, al, byte ptr [rbx - 128]
	xor	spl, byte ptr [rbx - 128], r11b
	xor	spl, al, 255
	xor	spl, byte ptr [rbx - 128], -1
	xor	bp, cx, r12w
	xor	bp, cx, word ptr fs:[rax]
	xor	bp, word ptr fs:[rax], r12w
	xor	bp, cx, 32767
	xor	bp, word ptr fs:[rax], 0
	xor	si, dx, r13w
	xor	si, dx, word ptr [1*r14 + 256]
	xor	si, word ptr [1*r14 + 256], r13w
	xor	si, dx, -32768
	xor	si, word ptr [1*r14 + 256], 1
	xor	di, bx, r14w
	xor	di, bx, word ptr [ecx]
	xor	di, word ptr [ecx], r14w
	xor	di, bx, 65535
	xor	di, word ptr [ecx], -128
	xor	r8d, esp, r15d
	xor	r8d, esp, dword ptr [r11d + 4*eax + 4]
	xor	r8d, dword ptr [r11d + 4*eax + 4], r15d
	xor	r8d, esp, offset foo
	xor	r8d, dword ptr [r11d + 4*eax + 4], 127
	xor	r9d, ebp, eax
	xor	r9d, ebp, dword ptr [rax]
	xor	r9d, dword ptr [rax], eax
	xor	r9d, ebp, 0
	xor	r9d, dword ptr [rax], 128
	xor	r10d, esi, ecx
	xor	r10d, esi, dword ptr [rbp + 8]
	xor	r10d, dword ptr [rbp + 8], ecx
	xor	r10d, esi, 1
	xor	r10d, dword ptr [rbp + 8], -129
	xor	r11, rdi, rdx
	xor	r11, rdi, qword ptr [rsp + 4*rcx - 129]
	xor	r11, qword ptr [rsp + 4*rcx - 129], rdx
	xor	r11, rdi, -128
	xor	r11, qword ptr [rsp + 4*rcx - 129], 2147483647
	xor	r12, r8, rbx
	xor	r12, r8, qword ptr [r13 + 305419896]
	xor	r12, qword ptr [r13 + 305419896], rbx
	xor	r12, r8, 127
	xor	r12, qword ptr [r13 + 305419896], -2147483648
	xor	r13, r9, rsp
	xor	r13, r9, qword ptr [r15 + 8*r8]
	xor	r13, qword ptr [r15 + 8*r8], rsp
	xor	r13, r9, 128
	xor	r13, qword ptr [r15 + 8*r8], -1
	add	ecx, ebx, eax
	sub	r9, r8, qword ptr [rax]
	xor	cl, dl, 1
	and	di, word ptr [rsi], bx
