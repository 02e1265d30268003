	.intel_syntax noprefix
	.text
	sbb	dl, cl
	sbb	al, r9b
	sbb	r15b, al
	sbb	cl, 0
	sbb	al, 0
	sbb	cl, 1
	sbb	al, 1
	sbb	cl, 127
	sbb	al, 127
	sbb	cl, -128
	sbb	al, -128
	sbb	cl, 128
	sbb	al, 128
	sbb	cl, 255
	sbb	al, 255
	sbb	cl, -1
	sbb	al, -1
	sbb	cl, 85
	sbb	al, 85
	sbb	r9b, 1
	sbb	r15b, 100
	sbb	r9b, -100
	sbb	cl, byte ptr [rax]
	sbb	r9b, byte ptr [rsp + 8]
	sbb	dl, byte ptr [rip + foo]
	sbb	byte ptr [rbx], dl
	sbb	byte ptr [rbp + 4*rcx - 256], r15b
	sbb	byte ptr [rax], 1
	sbb	byte ptr [r12 + 16], -128
	sbb	byte ptr [rip + foo], 255
	sbb	dx, cx
	sbb	ax, r9w
	sbb	r15w, ax
	sbb	cx, 0
	sbb	ax, 0
	sbb	cx, 1
	sbb	ax, 1
	sbb	cx, 127
	sbb	ax, 127
	sbb	cx, -128
	sbb	ax, -128
	sbb	cx, 128
	sbb	ax, 128
	sbb	cx, -129
	sbb	ax, -129
	sbb	cx, -1
	sbb	ax, -1
	sbb	cx, 255
	sbb	ax, 255
	sbb	cx, 32767
	sbb	ax, 32767
	sbb	cx, -32768
	sbb	ax, -32768
	sbb	cx, 65535
	sbb	ax, 65535
	sbb	r9w, 1
	sbb	r15w, 100
	sbb	r9w, -129
	sbb	cx, word ptr [rax]
	sbb	r9w, word ptr [rsp + 8]
	sbb	dx, word ptr [rip + foo]
	sbb	word ptr [rbx], dx
	sbb	word ptr [rbp + 4*rcx - 256], r15w
	sbb	word ptr [rax], 1
	sbb	word ptr [r12 + 16], -128
	sbb	word ptr [rip + foo], 200
	sbb	word ptr [r13], 4096
	sbb	edx, ecx
	sbb	eax, r9d
	sbb	r15d, eax
	sbb	ecx, 0
	sbb	eax, 0
	sbb	ecx, 1
	sbb	eax, 1
	sbb	ecx, 127
	sbb	eax, 127
	sbb	ecx, -128
	sbb	eax, -128
	sbb	ecx, 128
	sbb	eax, 128
	sbb	ecx, -129
	sbb	eax, -129
	sbb	ecx, -1
	sbb	eax, -1
	sbb	ecx, 2147483647
	sbb	eax, 2147483647
	sbb	ecx, -2147483648
	sbb	eax, -2147483648
	sbb	ecx, 4294967295
	sbb	eax, 4294967295
	sbb	r9d, 1
	sbb	r15d, 100
	sbb	r9d, -129
	sbb	ecx, dword ptr [rax]
	sbb	r9d, dword ptr [rsp + 8]
	sbb	edx, dword ptr [rip + foo]
	sbb	dword ptr [rbx], edx
	sbb	dword ptr [rbp + 4*rcx - 256], r15d
	sbb	dword ptr [rax], 1
	sbb	dword ptr [r12 + 16], -128
	sbb	dword ptr [rip + foo], 200
	sbb	dword ptr [r13], 4096
	sbb	rdx, rcx
	sbb	rax, r9
	sbb	r15, rax
	sbb	rcx, 0
	sbb	rax, 0
	sbb	rcx, 1
	sbb	rax, 1
	sbb	rcx, 127
	sbb	rax, 127
	sbb	rcx, -128
	sbb	rax, -128
	sbb	rcx, 128
	sbb	rax, 128
	sbb	rcx, -129
	sbb	rax, -129
	sbb	rcx, -1
	sbb	rax, -1
	sbb	rcx, 2147483647
	sbb	rax, 2147483647
	sbb	rcx, -2147483648
	sbb	rax, -2147483648
	sbb	r9, 1
	sbb	r15, 100
	sbb	r9, -129
	sbb	rcx, qword ptr [rax]
	sbb	r9, qword ptr [rsp + 8]
	sbb	rdx, qword ptr [rip + foo]
	sbb	qword ptr [rbx], rdx
	sbb	qword ptr [rbp + 4*rcx - 256], r15
	sbb	qword ptr [rax], 1
	sbb	qword ptr [r12 + 16], -128
	sbb	qword ptr [rip + foo], 200
	sbb	qword ptr [r13], 4096
