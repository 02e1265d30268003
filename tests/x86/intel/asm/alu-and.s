	.intel_syntax noprefix
	.text
	and	dl, cl
	and	al, r9b
	and	r15b, al
	and	cl, 0
	and	al, 0
	and	cl, 1
	and	al, 1
	and	cl, 127
	and	al, 127
	and	cl, -128
	and	al, -128
	and	cl, 128
	and	al, 128
	and	cl, 255
	and	al, 255
	and	cl, -1
	and	al, -1
	and	cl, 85
	and	al, 85
	and	r9b, 1
	and	r15b, 100
	and	r9b, -100
	and	cl, byte ptr [rax]
	and	r9b, byte ptr [rsp + 8]
	and	dl, byte ptr [rip + foo]
	and	byte ptr [rbx], dl
	and	byte ptr [rbp + 4*rcx - 256], r15b
	and	byte ptr [rax], 1
	and	byte ptr [r12 + 16], -128
	and	byte ptr [rip + foo], 255
	and	dx, cx
	and	ax, r9w
	and	r15w, ax
	and	cx, 0
	and	ax, 0
	and	cx, 1
	and	ax, 1
	and	cx, 127
	and	ax, 127
	and	cx, -128
	and	ax, -128
	and	cx, 128
	and	ax, 128
	and	cx, -129
	and	ax, -129
	and	cx, -1
	and	ax, -1
	and	cx, 255
	and	ax, 255
	and	cx, 32767
	and	ax, 32767
	and	cx, -32768
	and	ax, -32768
	and	cx, 65535
	and	ax, 65535
	and	r9w, 1
	and	r15w, 100
	and	r9w, -129
	and	cx, word ptr [rax]
	and	r9w, word ptr [rsp + 8]
	and	dx, word ptr [rip + foo]
	and	word ptr [rbx], dx
	and	word ptr [rbp + 4*rcx - 256], r15w
	and	word ptr [rax], 1
	and	word ptr [r12 + 16], -128
	and	word ptr [rip + foo], 200
	and	word ptr [r13], 4096
	and	edx, ecx
	and	eax, r9d
	and	r15d, eax
	and	ecx, 0
	and	eax, 0
	and	ecx, 1
	and	eax, 1
	and	ecx, 127
	and	eax, 127
	and	ecx, -128
	and	eax, -128
	and	ecx, 128
	and	eax, 128
	and	ecx, -129
	and	eax, -129
	and	ecx, -1
	and	eax, -1
	and	ecx, 2147483647
	and	eax, 2147483647
	and	ecx, -2147483648
	and	eax, -2147483648
	and	ecx, 4294967295
	and	eax, 4294967295
	and	r9d, 1
	and	r15d, 100
	and	r9d, -129
	and	ecx, dword ptr [rax]
	and	r9d, dword ptr [rsp + 8]
	and	edx, dword ptr [rip + foo]
	and	dword ptr [rbx], edx
	and	dword ptr [rbp + 4*rcx - 256], r15d
	and	dword ptr [rax], 1
	and	dword ptr [r12 + 16], -128
	and	dword ptr [rip + foo], 200
	and	dword ptr [r13], 4096
	and	rdx, rcx
	and	rax, r9
	and	r15, rax
	and	rcx, 0
	and	rax, 0
	and	rcx, 1
	and	rax, 1
	and	rcx, 127
	and	rax, 127
	and	rcx, -128
	and	rax, -128
	and	rcx, 128
	and	rax, 128
	and	rcx, -129
	and	rax, -129
	and	rcx, -1
	and	rax, -1
	and	rcx, 2147483647
	and	rax, 2147483647
	and	rcx, -2147483648
	and	rax, -2147483648
	and	r9, 1
	and	r15, 100
	and	r9, -129
	and	rcx, qword ptr [rax]
	and	r9, qword ptr [rsp + 8]
	and	rdx, qword ptr [rip + foo]
	and	qword ptr [rbx], rdx
	and	qword ptr [rbp + 4*rcx - 256], r15
	and	qword ptr [rax], 1
	and	qword ptr [r12 + 16], -128
	and	qword ptr [rip + foo], 200
	and	qword ptr [r13], 4096
