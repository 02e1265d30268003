	.intel_syntax noprefix
	.text
	xor	dl, cl
	xor	al, r9b
	xor	r15b, al
	xor	cl, 0
	xor	al, 0
	xor	cl, 1
	xor	al, 1
	xor	cl, 127
	xor	al, 127
	xor	cl, -128
	xor	al, -128
	xor	cl, 128
	xor	al, 128
	xor	cl, 255
	xor	al, 255
	xor	cl, -1
	xor	al, -1
	xor	cl, 85
	xor	al, 85
	xor	r9b, 1
	xor	r15b, 100
	xor	r9b, -100
	xor	cl, byte ptr [rax]
	xor	r9b, byte ptr [rsp + 8]
	xor	dl, byte ptr [rip + foo]
	xor	byte ptr [rbx], dl
	xor	byte ptr [rbp + 4*rcx - 256], r15b
	xor	byte ptr [rax], 1
	xor	byte ptr [r12 + 16], -128
	xor	byte ptr [rip + foo], 255
	xor	dx, cx
	xor	ax, r9w
	xor	r15w, ax
	xor	cx, 0
	xor	ax, 0
	xor	cx, 1
	xor	ax, 1
	xor	cx, 127
	xor	ax, 127
	xor	cx, -128
	xor	ax, -128
	xor	cx, 128
	xor	ax, 128
	xor	cx, -129
	xor	ax, -129
	xor	cx, -1
	xor	ax, -1
	xor	cx, 255
	xor	ax, 255
	xor	cx, 32767
	xor	ax, 32767
	xor	cx, -32768
	xor	ax, -32768
	xor	cx, 65535
	xor	ax, 65535
	xor	r9w, 1
	xor	r15w, 100
	xor	r9w, -129
	xor	cx, word ptr [rax]
	xor	r9w, word ptr [rsp + 8]
	xor	dx, word ptr [rip + foo]
	xor	word ptr [rbx], dx
	xor	word ptr [rbp + 4*rcx - 256], r15w
	xor	word ptr [rax], 1
	xor	word ptr [r12 + 16], -128
	xor	word ptr [rip + foo], 200
	xor	word ptr [r13], 4096
	xor	edx, ecx
	xor	eax, r9d
	xor	r15d, eax
	xor	ecx, 0
	xor	eax, 0
	xor	ecx, 1
	xor	eax, 1
	xor	ecx, 127
	xor	eax, 127
	xor	ecx, -128
	xor	eax, -128
	xor	ecx, 128
	xor	eax, 128
	xor	ecx, -129
	xor	eax, -129
	xor	ecx, -1
	xor	eax, -1
	xor	ecx, 2147483647
	xor	eax, 2147483647
	xor	ecx, -2147483648
	xor	eax, -2147483648
	xor	ecx, 4294967295
	xor	eax, 4294967295
	xor	r9d, 1
	xor	r15d, 100
	xor	r9d, -129
	xor	ecx, dword ptr [rax]
	xor	r9d, dword ptr [rsp + 8]
	xor	edx, dword ptr [rip + foo]
	xor	dword ptr [rbx], edx
	xor	dword ptr [rbp + 4*rcx - 256], r15d
	xor	dword ptr [rax], 1
	xor	dword ptr [r12 + 16], -128
	xor	dword ptr [rip + foo], 200
	xor	dword ptr [r13], 4096
	xor	rdx, rcx
	xor	rax, r9
	xor	r15, rax
	xor	rcx, 0
	xor	rax, 0
	xor	rcx, 1
	xor	rax, 1
	xor	rcx, 127
	xor	rax, 127
	xor	rcx, -128
	xor	rax, -128
	xor	rcx, 128
	xor	rax, 128
	xor	rcx, -129
	xor	rax, -129
	xor	rcx, -1
	xor	rax, -1
	xor	rcx, 2147483647
	xor	rax, 2147483647
	xor	rcx, -2147483648
	xor	rax, -2147483648
	xor	r9, 1
	xor	r15, 100
	xor	r9, -129
	xor	rcx, qword ptr [rax]
	xor	r9, qword ptr [rsp + 8]
	xor	rdx, qword ptr [rip + foo]
	xor	qword ptr [rbx], rdx
	xor	qword ptr [rbp + 4*rcx - 256], r15
	xor	qword ptr [rax], 1
	xor	qword ptr [r12 + 16], -128
	xor	qword ptr [rip + foo], 200
	xor	qword ptr [r13], 4096
