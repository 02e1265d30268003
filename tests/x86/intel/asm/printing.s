	.intel_syntax noprefix
	.text
	mov	rbx, rax
	add	ecx, 1
	mov	ecx, eax
	mov	ecx, eax
	mov	eax, 16
	mov	eax, 8
	mov	eax, 5
	mov	eax, 97
	mov	eax, 12
	mov	eax, -8
	mov	eax, -1
	mov	eax, 1048576
	mov	rax, -1
	mov	eax, dword ptr [rax + 16]
	mov	eax, dword ptr [rax + 8]
	mov	eax, dword ptr [rax + 8]
	mov	eax, dword ptr [rbp - 16]
	mov	eax, dword ptr [rax + rcx]
	mov	eax, dword ptr [rax + rcx]
	mov	eax, dword ptr [rax + 2*rcx]
	mov	eax, dword ptr [rip]
	shl	eax, 3
	shl	rax
	shl	dl, cl
	je	.Lp
	jne	.Lp
	jb	.Lp
	jb	.Lp
.Lp:
	setne	al
	cmove	ecx, eax
	ret	0
	call	rax
	jmp	rax
	ror	eax, 255
	int	255
