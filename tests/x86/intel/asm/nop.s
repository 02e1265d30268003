	.intel_syntax noprefix
	.text
	nop
	xchg	ax, ax
	xchg	ax, ax
	nop	ax
	nop	cx
	nop	r9w
	nop	eax
	nop	edi
	nop	r8d
	nop	r15d
	nop	rax
	nop	rbx
	nop	r12
	nop	eax
	nop	rax
	nop	dword ptr [rax]
	nop	dword ptr [rax]
	nop	dword ptr [rax]
	nop	dword ptr [rax + 8]
	nop	dword ptr [rax - 1]
	nop	dword ptr [rax + 256]
	nop	dword ptr [rax + rax]
	nop	dword ptr [rax + rax]
	nop	dword ptr [rax + rax]
	nop	dword ptr [rax + rax + 16]
	nop	dword ptr [rax + 4*rbx + 305419896]
	nop	word ptr [rax]
	nop	word ptr [rax]
	nop	word ptr [rax + rax]
	nop	word ptr [rax + rax]
	nop	word ptr [rax + rax]
	nop	word ptr [rax + rax + 512]
	nop	word ptr cs:[rax + rax]
	nop	word ptr cs:[rax + rax]
	nop	word ptr cs:[rax + rax + 256]
	nop	qword ptr [rax]
	nop	qword ptr [r8 + 8]
	nop	dword ptr [rsp]
	nop	dword ptr [rbp]
	nop	dword ptr [r12]
	nop	dword ptr [r13]
	nop	dword ptr [rip + foo]
	fnop
	pause
