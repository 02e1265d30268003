	.intel_syntax noprefix
	.text
	xchg	rax, rcx
	xchg	rax, rcx
	xchg	rax, r8
	xchg	rax, r15
	xchg	eax, ecx
	xchg	eax, edx
	xchg	eax, r9d
	xchg	eax, eax
	nop
	xchg	ax, ax
	xchg	ax, bx
	xchg	ax, r10w
	xchg	cl, al
	xchg	al, al
	xchg	bh, ah
	xchg	r8b, sil
	xchg	rdx, rbx
	xchg	edi, esi
	xchg	r10, r9
	xchg	qword ptr [rax], rcx
	xchg	qword ptr [rax], rcx
	xchg	dword ptr [rsp + 8], ebx
	xchg	word ptr [r12], cx
	xchg	byte ptr [rip + foo], dl
	xchg	rax, rsi
	xchg	eax, eax
	xchg	eax, r8d
	bswap	eax
	bswap	ecx
	bswap	esp
	bswap	r8d
	bswap	r15d
	bswap	rax
	bswap	rdi
	bswap	r8
	bswap	r13
	bswap	edx
	bswap	r11
	cbw
	cwde
	cdqe
	cwd
	cdq
	cqo
	cbw
	cwde
	cdqe
	cwd
	cdq
	cqo
	cmpxchg	byte ptr [rax], cl
	cmpxchg	word ptr [rax], cx
	cmpxchg	dword ptr [rax], ecx
	cmpxchg	qword ptr [rax], rcx
	cmpxchg	bl, al
	cmpxchg	r10w, r9w
	cmpxchg	edi, esi
	cmpxchg	r15, r8
	cmpxchg	qword ptr [rsp + 8], r11
	cmpxchg	dword ptr [rbx], eax
	cmpxchg8b	qword ptr [rdi]
	cmpxchg16b	xmmword ptr [rdi]
	cmpxchg16b	xmmword ptr [r8 + 16]
	xadd	bl, al
	xadd	dx, cx
	xadd	edi, esi
	xadd	r9, r8
	xadd	byte ptr [rax], cl
	xadd	word ptr [rax], cx
	xadd	dword ptr [rax], ecx
	xadd	qword ptr [rax], rcx
	xadd	qword ptr [r12 + 8], rax
	lock		add	dword ptr [rax], 1
	lock		add	qword ptr [rsp + 8], rcx
	lock		sub	dword ptr [rip + foo], 1
	lock		or	byte ptr [rdi], 1
	lock		and	word ptr [rdi], 255
	lock		xor	qword ptr [rdx], rax
	lock		adc	dword ptr [rbx], eax
	lock		sbb	dword ptr [rbx], eax
	lock		inc	qword ptr [rax]
	lock		dec	dword ptr [rax]
	lock		neg	qword ptr [rax]
	lock		not	dword ptr [rax]
	lock		cmpxchg	dword ptr [rdx], ecx
	lock		cmpxchg	qword ptr [rdx], rcx
	lock		cmpxchg	qword ptr [r10], r9
	lock		cmpxchg16b	xmmword ptr [rsi]
	lock		cmpxchg8b	qword ptr [rsi]
	lock		xadd	dword ptr [rbx], eax
	lock		xadd	qword ptr [rbx], rax
	lock		bts	dword ptr [rax], 1
	lock		btr	qword ptr [rax], rcx
	lock		btc	word ptr [rax], 3
	rep		movsb	byte ptr es:[rdi], byte ptr [rsi]
	rep		movsq	qword ptr es:[rdi], qword ptr [rsi]
	rep		stosb	byte ptr es:[rdi], al
	rep		stosq	qword ptr es:[rdi], rax
	rep		stosd	dword ptr es:[rdi], eax
	rep		cmpsb	byte ptr [rsi], byte ptr es:[rdi]
	repne		scasb	al, byte ptr es:[rdi]
	rep		cmpsq	qword ptr [rsi], qword ptr es:[rdi]
	repne		scasd	eax, dword ptr es:[rdi]
	movsb	byte ptr es:[rdi], byte ptr [rsi]
	movsw	word ptr es:[rdi], word ptr [rsi]
	movsd	dword ptr es:[rdi], dword ptr [rsi]
	movsq	qword ptr es:[rdi], qword ptr [rsi]
	movsb	byte ptr es:[rdi], byte ptr [rsi]
	movsw	word ptr es:[rdi], word ptr [rsi]
	movsd	dword ptr es:[rdi], dword ptr [rsi]
	movsq	qword ptr es:[rdi], qword ptr [rsi]
	stosb	byte ptr es:[rdi], al
	stosw	word ptr es:[rdi], ax
	stosd	dword ptr es:[rdi], eax
	stosq	qword ptr es:[rdi], rax
	lodsb	al, byte ptr [rsi]
	lodsq	rax, qword ptr [rsi]
	scasb	al, byte ptr es:[rdi]
	scasq	rax, qword ptr es:[rdi]
	cmpsb	byte ptr [rsi], byte ptr es:[rdi]
	cmpsq	qword ptr [rsi], qword ptr es:[rdi]
	movsq	qword ptr es:[rdi], qword ptr [rsi]
	ud2
	ud2
	ud1	ecx, eax
	int3
	int3
	int	128
	int	255
	syscall
	sysret
	sysretq
	pushfq
	pushfq
	popfq
	popfq
	pushf
	popf
	clc
	stc
	cmc
	cld
	std
	cli
	sti
	lahf
	sahf
	hlt
	cpuid
	rdtsc
	rdtscp
	pause
	mfence
	lfence
	sfence
	leave
	leave
	enter	16, 0
	enter	256, 1
	xor	al, al
	xor	r9b, r9b
	xor	ax, ax
	xor	r10w, r10w
	xor	eax, eax
	xor	edi, edi
	xor	r11d, r11d
	xor	rax, rax
	xor	rsp, rsp
	xor	r15, r15
