	.intel_syntax noprefix
	.text
	sub	dl, cl
	sub	al, r9b
	sub	r15b, al
	sub	cl, 0
	sub	al, 0
	sub	cl, 1
	sub	al, 1
	sub	cl, 127
	sub	al, 127
	sub	cl, -128
	sub	al, -128
	sub	cl, 128
	sub	al, 128
	sub	cl, 255
	sub	al, 255
	sub	cl, -1
	sub	al, -1
	sub	cl, 85
	sub	al, 85
	sub	r9b, 1
	sub	r15b, 100
	sub	r9b, -100
	sub	cl, byte ptr [rax]
	sub	r9b, byte ptr [rsp + 8]
	sub	dl, byte ptr [rip + foo]
	sub	byte ptr [rbx], dl
	sub	byte ptr [rbp + 4*rcx - 256], r15b
	sub	byte ptr [rax], 1
	sub	byte ptr [r12 + 16], -128
	sub	byte ptr [rip + foo], 255
	sub	dx, cx
	sub	ax, r9w
	sub	r15w, ax
	sub	cx, 0
	sub	ax, 0
	sub	cx, 1
	sub	ax, 1
	sub	cx, 127
	sub	ax, 127
	sub	cx, -128
	sub	ax, -128
	sub	cx, 128
	sub	ax, 128
	sub	cx, -129
	sub	ax, -129
	sub	cx, -1
	sub	ax, -1
	sub	cx, 255
	sub	ax, 255
	sub	cx, 32767
	sub	ax, 32767
	sub	cx, -32768
	sub	ax, -32768
	sub	cx, 65535
	sub	ax, 65535
	sub	r9w, 1
	sub	r15w, 100
	sub	r9w, -129
	sub	cx, word ptr [rax]
	sub	r9w, word ptr [rsp + 8]
	sub	dx, word ptr [rip + foo]
	sub	word ptr [rbx], dx
	sub	word ptr [rbp + 4*rcx - 256], r15w
	sub	word ptr [rax], 1
	sub	word ptr [r12 + 16], -128
	sub	word ptr [rip + foo], 200
	sub	word ptr [r13], 4096
	sub	edx, ecx
	sub	eax, r9d
	sub	r15d, eax
	sub	ecx, 0
	sub	eax, 0
	sub	ecx, 1
	sub	eax, 1
	sub	ecx, 127
	sub	eax, 127
	sub	ecx, -128
	sub	eax, -128
	sub	ecx, 128
	sub	eax, 128
	sub	ecx, -129
	sub	eax, -129
	sub	ecx, -1
	sub	eax, -1
	sub	ecx, 2147483647
	sub	eax, 2147483647
	sub	ecx, -2147483648
	sub	eax, -2147483648
	sub	ecx, 4294967295
	sub	eax, 4294967295
	sub	r9d, 1
	sub	r15d, 100
	sub	r9d, -129
	sub	ecx, dword ptr [rax]
	sub	r9d, dword ptr [rsp + 8]
	sub	edx, dword ptr [rip + foo]
	sub	dword ptr [rbx], edx
	sub	dword ptr [rbp + 4*rcx - 256], r15d
	sub	dword ptr [rax], 1
	sub	dword ptr [r12 + 16], -128
	sub	dword ptr [rip + foo], 200
	sub	dword ptr [r13], 4096
	sub	rdx, rcx
	sub	rax, r9
	sub	r15, rax
	sub	rcx, 0
	sub	rax, 0
	sub	rcx, 1
	sub	rax, 1
	sub	rcx, 127
	sub	rax, 127
	sub	rcx, -128
	sub	rax, -128
	sub	rcx, 128
	sub	rax, 128
	sub	rcx, -129
	sub	rax, -129
	sub	rcx, -1
	sub	rax, -1
	sub	rcx, 2147483647
	sub	rax, 2147483647
	sub	rcx, -2147483648
	sub	rax, -2147483648
	sub	r9, 1
	sub	r15, 100
	sub	r9, -129
	sub	rcx, qword ptr [rax]
	sub	r9, qword ptr [rsp + 8]
	sub	rdx, qword ptr [rip + foo]
	sub	qword ptr [rbx], rdx
	sub	qword ptr [rbp + 4*rcx - 256], r15
	sub	qword ptr [rax], 1
	sub	qword ptr [r12 + 16], -128
	sub	qword ptr [rip + foo], 200
	sub	qword ptr [r13], 4096
