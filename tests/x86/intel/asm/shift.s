	.intel_syntax noprefix
	.text
	shl	bl
	shl	r9b
	shl	al, 2
	shl	bl, 7
	shl	al, cl
	shl	r9b, cl
	shl	byte ptr [rax]
	shl	byte ptr [rsp + 8], 3
	shl	byte ptr [r13], cl
	shl	bx
	shl	r9w
	shl	ax, 2
	shl	bx, 7
	shl	ax, cl
	shl	r9w, cl
	shl	word ptr [rax]
	shl	word ptr [rsp + 8], 3
	shl	word ptr [r13], cl
	shl	ebx
	shl	r9d
	shl	eax, 2
	shl	ebx, 7
	shl	eax, cl
	shl	r9d, cl
	shl	dword ptr [rax]
	shl	dword ptr [rsp + 8], 3
	shl	dword ptr [r13], cl
	shl	rbx
	shl	r9
	shl	rax, 2
	shl	rbx, 7
	shl	rax, cl
	shl	r9, cl
	shl	qword ptr [rax]
	shl	qword ptr [rsp + 8], 3
	shl	qword ptr [r13], cl
	shl	r15, 63
	shl	esi, 31
	shr	bl
	shr	r9b
	shr	al, 2
	shr	bl, 7
	shr	al, cl
	shr	r9b, cl
	shr	byte ptr [rax]
	shr	byte ptr [rsp + 8], 3
	shr	byte ptr [r13], cl
	shr	bx
	shr	r9w
	shr	ax, 2
	shr	bx, 7
	shr	ax, cl
	shr	r9w, cl
	shr	word ptr [rax]
	shr	word ptr [rsp + 8], 3
	shr	word ptr [r13], cl
	shr	ebx
	shr	r9d
	shr	eax, 2
	shr	ebx, 7
	shr	eax, cl
	shr	r9d, cl
	shr	dword ptr [rax]
	shr	dword ptr [rsp + 8], 3
	shr	dword ptr [r13], cl
	shr	rbx
	shr	r9
	shr	rax, 2
	shr	rbx, 7
	shr	rax, cl
	shr	r9, cl
	shr	qword ptr [rax]
	shr	qword ptr [rsp + 8], 3
	shr	qword ptr [r13], cl
	shr	r15, 63
	shr	esi, 31
	sar	bl
	sar	r9b
	sar	al, 2
	sar	bl, 7
	sar	al, cl
	sar	r9b, cl
	sar	byte ptr [rax]
	sar	byte ptr [rsp + 8], 3
	sar	byte ptr [r13], cl
	sar	bx
	sar	r9w
	sar	ax, 2
	sar	bx, 7
	sar	ax, cl
	sar	r9w, cl
	sar	word ptr [rax]
	sar	word ptr [rsp + 8], 3
	sar	word ptr [r13], cl
	sar	ebx
	sar	r9d
	sar	eax, 2
	sar	ebx, 7
	sar	eax, cl
	sar	r9d, cl
	sar	dword ptr [rax]
	sar	dword ptr [rsp + 8], 3
	sar	dword ptr [r13], cl
	sar	rbx
	sar	r9
	sar	rax, 2
	sar	rbx, 7
	sar	rax, cl
	sar	r9, cl
	sar	qword ptr [rax]
	sar	qword ptr [rsp + 8], 3
	sar	qword ptr [r13], cl
	sar	r15, 63
	sar	esi, 31
	shl	bl
	shl	r9b
	shl	al, 2
	shl	bl, 7
	shl	al, cl
	shl	r9b, cl
	shl	byte ptr [rax]
	shl	byte ptr [rsp + 8], 3
	shl	byte ptr [r13], cl
	shl	bx
	shl	r9w
	shl	ax, 2
	shl	bx, 7
	shl	ax, cl
	shl	r9w, cl
	shl	word ptr [rax]
	shl	word ptr [rsp + 8], 3
	shl	word ptr [r13], cl
	shl	ebx
	shl	r9d
	shl	eax, 2
	shl	ebx, 7
	shl	eax, cl
	shl	r9d, cl
	shl	dword ptr [rax]
	shl	dword ptr [rsp + 8], 3
	shl	dword ptr [r13], cl
	shl	rbx
	shl	r9
	shl	rax, 2
	shl	rbx, 7
	shl	rax, cl
	shl	r9, cl
	shl	qword ptr [rax]
	shl	qword ptr [rsp + 8], 3
	shl	qword ptr [r13], cl
	shl	r15, 63
	shl	esi, 31
	rol	bl
	rol	r9b
	rol	al, 2
	rol	bl, 7
	rol	al, cl
	rol	r9b, cl
	rol	byte ptr [rax]
	rol	byte ptr [rsp + 8], 3
	rol	byte ptr [r13], cl
	rol	bx
	rol	r9w
	rol	ax, 2
	rol	bx, 7
	rol	ax, cl
	rol	r9w, cl
	rol	word ptr [rax]
	rol	word ptr [rsp + 8], 3
	rol	word ptr [r13], cl
	rol	ebx
	rol	r9d
	rol	eax, 2
	rol	ebx, 7
	rol	eax, cl
	rol	r9d, cl
	rol	dword ptr [rax]
	rol	dword ptr [rsp + 8], 3
	rol	dword ptr [r13], cl
	rol	rbx
	rol	r9
	rol	rax, 2
	rol	rbx, 7
	rol	rax, cl
	rol	r9, cl
	rol	qword ptr [rax]
	rol	qword ptr [rsp + 8], 3
	rol	qword ptr [r13], cl
	rol	r15, 63
	rol	esi, 31
	ror	bl
	ror	r9b
	ror	al, 2
	ror	bl, 7
	ror	al, cl
	ror	r9b, cl
	ror	byte ptr [rax]
	ror	byte ptr [rsp + 8], 3
	ror	byte ptr [r13], cl
	ror	bx
	ror	r9w
	ror	ax, 2
	ror	bx, 7
	ror	ax, cl
	ror	r9w, cl
	ror	word ptr [rax]
	ror	word ptr [rsp + 8], 3
	ror	word ptr [r13], cl
	ror	ebx
	ror	r9d
	ror	eax, 2
	ror	ebx, 7
	ror	eax, cl
	ror	r9d, cl
	ror	dword ptr [rax]
	ror	dword ptr [rsp + 8], 3
	ror	dword ptr [r13], cl
	ror	rbx
	ror	r9
	ror	rax, 2
	ror	rbx, 7
	ror	rax, cl
	ror	r9, cl
	ror	qword ptr [rax]
	ror	qword ptr [rsp + 8], 3
	ror	qword ptr [r13], cl
	ror	r15, 63
	ror	esi, 31
	rcl	bl
	rcl	r9b
	rcl	al, 2
	rcl	bl, 7
	rcl	al, cl
	rcl	r9b, cl
	rcl	byte ptr [rax]
	rcl	byte ptr [rsp + 8], 3
	rcl	byte ptr [r13], cl
	rcl	bx
	rcl	r9w
	rcl	ax, 2
	rcl	bx, 7
	rcl	ax, cl
	rcl	r9w, cl
	rcl	word ptr [rax]
	rcl	word ptr [rsp + 8], 3
	rcl	word ptr [r13], cl
	rcl	ebx
	rcl	r9d
	rcl	eax, 2
	rcl	ebx, 7
	rcl	eax, cl
	rcl	r9d, cl
	rcl	dword ptr [rax]
	rcl	dword ptr [rsp + 8], 3
	rcl	dword ptr [r13], cl
	rcl	rbx
	rcl	r9
	rcl	rax, 2
	rcl	rbx, 7
	rcl	rax, cl
	rcl	r9, cl
	rcl	qword ptr [rax]
	rcl	qword ptr [rsp + 8], 3
	rcl	qword ptr [r13], cl
	rcl	r15, 63
	rcl	esi, 31
	rcr	bl
	rcr	r9b
	rcr	al, 2
	rcr	bl, 7
	rcr	al, cl
	rcr	r9b, cl
	rcr	byte ptr [rax]
	rcr	byte ptr [rsp + 8], 3
	rcr	byte ptr [r13], cl
	rcr	bx
	rcr	r9w
	rcr	ax, 2
	rcr	bx, 7
	rcr	ax, cl
	rcr	r9w, cl
	rcr	word ptr [rax]
	rcr	word ptr [rsp + 8], 3
	rcr	word ptr [r13], cl
	rcr	ebx
	rcr	r9d
	rcr	eax, 2
	rcr	ebx, 7
	rcr	eax, cl
	rcr	r9d, cl
	rcr	dword ptr [rax]
	rcr	dword ptr [rsp + 8], 3
	rcr	dword ptr [r13], cl
	rcr	rbx
	rcr	r9
	rcr	rax, 2
	rcr	rbx, 7
	rcr	rax, cl
	rcr	r9, cl
	rcr	qword ptr [rax]
	rcr	qword ptr [rsp + 8], 3
	rcr	qword ptr [r13], cl
	rcr	r15, 63
	rcr	esi, 31
	shld	dx, cx, 4
	shld	ax, r9w, cl
	shld	word ptr [rax], bx, 1
	shld	edx, ecx, 4
	shld	eax, r9d, cl
	shld	dword ptr [rax], ebx, 1
	shld	rdx, rcx, 4
	shld	rax, r9, cl
	shld	qword ptr [rax], rbx, 1
	shrd	dx, cx, 4
	shrd	ax, r9w, cl
	shrd	word ptr [rax], bx, 1
	shrd	edx, ecx, 4
	shrd	eax, r9d, cl
	shrd	dword ptr [rax], ebx, 1
	shrd	rdx, rcx, 4
	shrd	rax, r9, cl
	shrd	qword ptr [rax], rbx, 1
