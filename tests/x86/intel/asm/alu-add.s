	.intel_syntax noprefix
	.text
	add	dl, cl
	add	al, r9b
	add	r15b, al
	add	cl, 0
	add	al, 0
	add	cl, 1
	add	al, 1
	add	cl, 127
	add	al, 127
	add	cl, -128
	add	al, -128
	add	cl, 128
	add	al, 128
	add	cl, 255
	add	al, 255
	add	cl, -1
	add	al, -1
	add	cl, 85
	add	al, 85
	add	r9b, 1
	add	r15b, 100
	add	r9b, -100
	add	cl, byte ptr [rax]
	add	r9b, byte ptr [rsp + 8]
	add	dl, byte ptr [rip + foo]
	add	byte ptr [rbx], dl
	add	byte ptr [rbp + 4*rcx - 256], r15b
	add	byte ptr [rax], 1
	add	byte ptr [r12 + 16], -128
	add	byte ptr [rip + foo], 255
	add	dx, cx
	add	ax, r9w
	add	r15w, ax
	add	cx, 0
	add	ax, 0
	add	cx, 1
	add	ax, 1
	add	cx, 127
	add	ax, 127
	add	cx, -128
	add	ax, -128
	add	cx, 128
	add	ax, 128
	add	cx, -129
	add	ax, -129
	add	cx, -1
	add	ax, -1
	add	cx, 255
	add	ax, 255
	add	cx, 32767
	add	ax, 32767
	add	cx, -32768
	add	ax, -32768
	add	cx, 65535
	add	ax, 65535
	add	r9w, 1
	add	r15w, 100
	add	r9w, -129
	add	cx, word ptr [rax]
	add	r9w, word ptr [rsp + 8]
	add	dx, word ptr [rip + foo]
	add	word ptr [rbx], dx
	add	word ptr [rbp + 4*rcx - 256], r15w
	add	word ptr [rax], 1
	add	word ptr [r12 + 16], -128
	add	word ptr [rip + foo], 200
	add	word ptr [r13], 4096
	add	edx, ecx
	add	eax, r9d
	add	r15d, eax
	add	ecx, 0
	add	eax, 0
	add	ecx, 1
	add	eax, 1
	add	ecx, 127
	add	eax, 127
	add	ecx, -128
	add	eax, -128
	add	ecx, 128
	add	eax, 128
	add	ecx, -129
	add	eax, -129
	add	ecx, -1
	add	eax, -1
	add	ecx, 2147483647
	add	eax, 2147483647
	add	ecx, -2147483648
	add	eax, -2147483648
	add	ecx, 4294967295
	add	eax, 4294967295
	add	r9d, 1
	add	r15d, 100
	add	r9d, -129
	add	ecx, dword ptr [rax]
	add	r9d, dword ptr [rsp + 8]
	add	edx, dword ptr [rip + foo]
	add	dword ptr [rbx], edx
	add	dword ptr [rbp + 4*rcx - 256], r15d
	add	dword ptr [rax], 1
	add	dword ptr [r12 + 16], -128
	add	dword ptr [rip + foo], 200
	add	dword ptr [r13], 4096
	add	rdx, rcx
	add	rax, r9
	add	r15, rax
	add	rcx, 0
	add	rax, 0
	add	rcx, 1
	add	rax, 1
	add	rcx, 127
	add	rax, 127
	add	rcx, -128
	add	rax, -128
	add	rcx, 128
	add	rax, 128
	add	rcx, -129
	add	rax, -129
	add	rcx, -1
	add	rax, -1
	add	rcx, 2147483647
	add	rax, 2147483647
	add	rcx, -2147483648
	add	rax, -2147483648
	add	r9, 1
	add	r15, 100
	add	r9, -129
	add	rcx, qword ptr [rax]
	add	r9, qword ptr [rsp + 8]
	add	rdx, qword ptr [rip + foo]
	add	qword ptr [rbx], rdx
	add	qword ptr [rbp + 4*rcx - 256], r15
	add	qword ptr [rax], 1
	add	qword ptr [r12 + 16], -128
	add	qword ptr [rip + foo], 200
	add	qword ptr [r13], 4096
