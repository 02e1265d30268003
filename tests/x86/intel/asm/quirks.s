	.intel_syntax noprefix
	.text
	add	al, 256
	add	cl, -129
	add	cl, -257
	mov	al, 256
	add	ax, 65536
	add	cx, -32769
	add	eax, 4294967296
	mov	eax, 4294967296
	cmp	ecx, -2147483649
	ret	65536
	enter	65536, 0
	mov	eax, dword ptr [4294967296]
	mov	cs, eax
	lock		mov	dword ptr [rbx], eax
	lock		nop
	rep		add	ebx, eax
	lock		inc	dword ptr [rsp + 1]
	rep		movsd	dword ptr es:[rdi], dword ptr [rsi]
	movdir64b	eax, zmmword ptr [4096]
	movdir64b	rax, zmmword ptr [4096]
	enqcmd	ecx, zmmword ptr [64]
	enqcmds	r8, zmmword ptr [64]
