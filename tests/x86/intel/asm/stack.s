	.intel_syntax noprefix
	.text
	push	rax
	pop	rax
	push	rcx
	pop	rcx
	push	rdx
	pop	rdx
	push	rbx
	pop	rbx
	push	rsp
	pop	rsp
	push	rbp
	pop	rbp
	push	rsi
	pop	rsi
	push	rdi
	pop	rdi
	push	r8
	pop	r8
	push	r9
	pop	r9
	push	r10
	pop	r10
	push	r11
	pop	r11
	push	r12
	pop	r12
	push	r13
	pop	r13
	push	r14
	pop	r14
	push	r15
	pop	r15
	push	ax
	pop	ax
	push	bx
	pop	bx
	push	r8w
	pop	r8w
	push	r15w
	pop	r15w
	push	0
	push	1
	push	127
	push	-128
	push	128
	push	-129
	push	2147483647
	push	-1
	push	1
	push	-128
	push	128
	push	32767
	push	offset foo
	push	offset foo
	push	qword ptr [rax]
	pop	qword ptr [rax]
	push	qword ptr [rsp + 8]
	pop	qword ptr [rsp + 8]
	push	qword ptr [rbp - 8]
	pop	qword ptr [rbp - 8]
	push	qword ptr [r12 + 8*rcx]
	pop	qword ptr [r12 + 8*rcx]
	push	qword ptr [rip + foo]
	pop	qword ptr [rip + foo]
	push	qword ptr [4096]
	pop	qword ptr [4096]
	push	word ptr [rax]
	pop	word ptr [rbx + 2]
	push	rax
	pop	r9
	push	r10w
