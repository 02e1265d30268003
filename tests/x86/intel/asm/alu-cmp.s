	.intel_syntax noprefix
	.text
	cmp	dl, cl
	cmp	al, r9b
	cmp	r15b, al
	cmp	cl, 0
	cmp	al, 0
	cmp	cl, 1
	cmp	al, 1
	cmp	cl, 127
	cmp	al, 127
	cmp	cl, -128
	cmp	al, -128
	cmp	cl, 128
	cmp	al, 128
	cmp	cl, 255
	cmp	al, 255
	cmp	cl, -1
	cmp	al, -1
	cmp	cl, 85
	cmp	al, 85
	cmp	r9b, 1
	cmp	r15b, 100
	cmp	r9b, -100
	cmp	cl, byte ptr [rax]
	cmp	r9b, byte ptr [rsp + 8]
	cmp	dl, byte ptr [rip + foo]
	cmp	byte ptr [rbx], dl
	cmp	byte ptr [rbp + 4*rcx - 256], r15b
	cmp	byte ptr [rax], 1
	cmp	byte ptr [r12 + 16], -128
	cmp	byte ptr [rip + foo], 255
	cmp	dx, cx
	cmp	ax, r9w
	cmp	r15w, ax
	cmp	cx, 0
	cmp	ax, 0
	cmp	cx, 1
	cmp	ax, 1
	cmp	cx, 127
	cmp	ax, 127
	cmp	cx, -128
	cmp	ax, -128
	cmp	cx, 128
	cmp	ax, 128
	cmp	cx, -129
	cmp	ax, -129
	cmp	cx, -1
	cmp	ax, -1
	cmp	cx, 255
	cmp	ax, 255
	cmp	cx, 32767
	cmp	ax, 32767
	cmp	cx, -32768
	cmp	ax, -32768
	cmp	cx, 65535
	cmp	ax, 65535
	cmp	r9w, 1
	cmp	r15w, 100
	cmp	r9w, -129
	cmp	cx, word ptr [rax]
	cmp	r9w, word ptr [rsp + 8]
	cmp	dx, word ptr [rip + foo]
	cmp	word ptr [rbx], dx
	cmp	word ptr [rbp + 4*rcx - 256], r15w
	cmp	word ptr [rax], 1
	cmp	word ptr [r12 + 16], -128
	cmp	word ptr [rip + foo], 200
	cmp	word ptr [r13], 4096
	cmp	edx, ecx
	cmp	eax, r9d
	cmp	r15d, eax
	cmp	ecx, 0
	cmp	eax, 0
	cmp	ecx, 1
	cmp	eax, 1
	cmp	ecx, 127
	cmp	eax, 127
	cmp	ecx, -128
	cmp	eax, -128
	cmp	ecx, 128
	cmp	eax, 128
	cmp	ecx, -129
	cmp	eax, -129
	cmp	ecx, -1
	cmp	eax, -1
	cmp	ecx, 2147483647
	cmp	eax, 2147483647
	cmp	ecx, -2147483648
	cmp	eax, -2147483648
	cmp	ecx, 4294967295
	cmp	eax, 4294967295
	cmp	r9d, 1
	cmp	r15d, 100
	cmp	r9d, -129
	cmp	ecx, dword ptr [rax]
	cmp	r9d, dword ptr [rsp + 8]
	cmp	edx, dword ptr [rip + foo]
	cmp	dword ptr [rbx], edx
	cmp	dword ptr [rbp + 4*rcx - 256], r15d
	cmp	dword ptr [rax], 1
	cmp	dword ptr [r12 + 16], -128
	cmp	dword ptr [rip + foo], 200
	cmp	dword ptr [r13], 4096
	cmp	rdx, rcx
	cmp	rax, r9
	cmp	r15, rax
	cmp	rcx, 0
	cmp	rax, 0
	cmp	rcx, 1
	cmp	rax, 1
	cmp	rcx, 127
	cmp	rax, 127
	cmp	rcx, -128
	cmp	rax, -128
	cmp	rcx, 128
	cmp	rax, 128
	cmp	rcx, -129
	cmp	rax, -129
	cmp	rcx, -1
	cmp	rax, -1
	cmp	rcx, 2147483647
	cmp	rax, 2147483647
	cmp	rcx, -2147483648
	cmp	rax, -2147483648
	cmp	r9, 1
	cmp	r15, 100
	cmp	r9, -129
	cmp	rcx, qword ptr [rax]
	cmp	r9, qword ptr [rsp + 8]
	cmp	rdx, qword ptr [rip + foo]
	cmp	qword ptr [rbx], rdx
	cmp	qword ptr [rbp + 4*rcx - 256], r15
	cmp	qword ptr [rax], 1
	cmp	qword ptr [r12 + 16], -128
	cmp	qword ptr [rip + foo], 200
	cmp	qword ptr [r13], 4096
