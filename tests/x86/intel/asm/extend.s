	.intel_syntax noprefix
	.text
	movzx	ax, al
	movzx	dx, cl
	movzx	di, sil
	movzx	bx, r10b
	movzx	r12w, bl
	movzx	r15w, r15b
	movzx	cx, byte ptr [rax]
	movzx	r13w, byte ptr [rsp + 2*r9 + 8]
	movzx	eax, al
	movzx	edx, cl
	movzx	edi, sil
	movzx	ebx, r10b
	movzx	r12d, bl
	movzx	r15d, r15b
	movzx	ecx, byte ptr [rax]
	movzx	r13d, byte ptr [rsp + 2*r9 + 8]
	movzx	rax, al
	movzx	rdx, cl
	movzx	rdi, sil
	movzx	rbx, r10b
	movzx	r12, bl
	movzx	r15, r15b
	movzx	rcx, byte ptr [rax]
	movzx	r13, byte ptr [rsp + 2*r9 + 8]
	movzx	eax, ax
	movzx	edx, cx
	movzx	edi, si
	movzx	ebx, r10w
	movzx	r12d, bx
	movzx	r15d, r15w
	movzx	ecx, word ptr [rax]
	movzx	r13d, word ptr [rsp + 2*r9 + 8]
	movzx	rax, ax
	movzx	rdx, cx
	movzx	rdi, si
	movzx	rbx, r10w
	movzx	r12, bx
	movzx	r15, r15w
	movzx	rcx, word ptr [rax]
	movzx	r13, word ptr [rsp + 2*r9 + 8]
	movsx	ax, al
	movsx	dx, cl
	movsx	di, sil
	movsx	bx, r10b
	movsx	r12w, bl
	movsx	r15w, r15b
	movsx	cx, byte ptr [rax]
	movsx	r13w, byte ptr [rsp + 2*r9 + 8]
	movsx	eax, al
	movsx	edx, cl
	movsx	edi, sil
	movsx	ebx, r10b
	movsx	r12d, bl
	movsx	r15d, r15b
	movsx	ecx, byte ptr [rax]
	movsx	r13d, byte ptr [rsp + 2*r9 + 8]
	movsx	rax, al
	movsx	rdx, cl
	movsx	rdi, sil
	movsx	rbx, r10b
	movsx	r12, bl
	movsx	r15, r15b
	movsx	rcx, byte ptr [rax]
	movsx	r13, byte ptr [rsp + 2*r9 + 8]
	movsx	eax, ax
	movsx	edx, cx
	movsx	edi, si
	movsx	ebx, r10w
	movsx	r12d, bx
	movsx	r15d, r15w
	movsx	ecx, word ptr [rax]
	movsx	r13d, word ptr [rsp + 2*r9 + 8]
	movsx	rax, ax
	movsx	rdx, cx
	movsx	rdi, si
	movsx	rbx, r10w
	movsx	r12, bx
	movsx	r15, r15w
	movsx	rcx, word ptr [rax]
	movsx	r13, word ptr [rsp + 2*r9 + 8]
	movsxd	rax, eax
	movsxd	rdx, ecx
	movsxd	rdi, esi
	movsxd	rbx, r10d
	movsxd	r12, ebx
	movsxd	r15, r15d
	movsxd	rcx, dword ptr [rax]
	movsxd	r13, dword ptr [rsp + 2*r9 + 8]
	movzx	dx, ah
	movsx	ecx, ah
	movzx	dx, ch
	movsx	ecx, ch
	movzx	dx, dh
	movsx	ecx, dh
	movzx	dx, bh
	movsx	ecx, bh
	movzx	eax, al
	movzx	r8w, cl
	movzx	rdx, ax
	movsx	esi, bl
	movsx	rax, al
	movsx	r11, r10w
	movzx	eax, byte ptr [rdi]
	movzx	eax, word ptr [rdi]
	movsxd	rax, dword ptr [rdi]
	movsx	rax, byte ptr [rip + foo]
	movsxd	rcx, eax
	movsxd	rsp, r14d
