	.intel_syntax noprefix
	.text
	or	dl, cl
	or	al, r9b
	or	r15b, al
	or	cl, 0
	or	al, 0
	or	cl, 1
	or	al, 1
	or	cl, 127
	or	al, 127
	or	cl, -128
	or	al, -128
	or	cl, 128
	or	al, 128
	or	cl, 255
	or	al, 255
	or	cl, -1
	or	al, -1
	or	cl, 85
	or	al, 85
	or	r9b, 1
	or	r15b, 100
	or	r9b, -100
	or	cl, byte ptr [rax]
	or	r9b, byte ptr [rsp + 8]
	or	dl, byte ptr [rip + foo]
	or	byte ptr [rbx], dl
	or	byte ptr [rbp + 4*rcx - 256], r15b
	or	byte ptr [rax], 1
	or	byte ptr [r12 + 16], -128
	or	byte ptr [rip + foo], 255
	or	dx, cx
	or	ax, r9w
	or	r15w, ax
	or	cx, 0
	or	ax, 0
	or	cx, 1
	or	ax, 1
	or	cx, 127
	or	ax, 127
	or	cx, -128
	or	ax, -128
	or	cx, 128
	or	ax, 128
	or	cx, -129
	or	ax, -129
	or	cx, -1
	or	ax, -1
	or	cx, 255
	or	ax, 255
	or	cx, 32767
	or	ax, 32767
	or	cx, -32768
	or	ax, -32768
	or	cx, 65535
	or	ax, 65535
	or	r9w, 1
	or	r15w, 100
	or	r9w, -129
	or	cx, word ptr [rax]
	or	r9w, word ptr [rsp + 8]
	or	dx, word ptr [rip + foo]
	or	word ptr [rbx], dx
	or	word ptr [rbp + 4*rcx - 256], r15w
	or	word ptr [rax], 1
	or	word ptr [r12 + 16], -128
	or	word ptr [rip + foo], 200
	or	word ptr [r13], 4096
	or	edx, ecx
	or	eax, r9d
	or	r15d, eax
	or	ecx, 0
	or	eax, 0
	or	ecx, 1
	or	eax, 1
	or	ecx, 127
	or	eax, 127
	or	ecx, -128
	or	eax, -128
	or	ecx, 128
	or	eax, 128
	or	ecx, -129
	or	eax, -129
	or	ecx, -1
	or	eax, -1
	or	ecx, 2147483647
	or	eax, 2147483647
	or	ecx, -2147483648
	or	eax, -2147483648
	or	ecx, 4294967295
	or	eax, 4294967295
	or	r9d, 1
	or	r15d, 100
	or	r9d, -129
	or	ecx, dword ptr [rax]
	or	r9d, dword ptr [rsp + 8]
	or	edx, dword ptr [rip + foo]
	or	dword ptr [rbx], edx
	or	dword ptr [rbp + 4*rcx - 256], r15d
	or	dword ptr [rax], 1
	or	dword ptr [r12 + 16], -128
	or	dword ptr [rip + foo], 200
	or	dword ptr [r13], 4096
	or	rdx, rcx
	or	rax, r9
	or	r15, rax
	or	rcx, 0
	or	rax, 0
	or	rcx, 1
	or	rax, 1
	or	rcx, 127
	or	rax, 127
	or	rcx, -128
	or	rax, -128
	or	rcx, 128
	or	rax, 128
	or	rcx, -129
	or	rax, -129
	or	rcx, -1
	or	rax, -1
	or	rcx, 2147483647
	or	rax, 2147483647
	or	rcx, -2147483648
	or	rax, -2147483648
	or	r9, 1
	or	r15, 100
	or	r9, -129
	or	rcx, qword ptr [rax]
	or	r9, qword ptr [rsp + 8]
	or	rdx, qword ptr [rip + foo]
	or	qword ptr [rbx], rdx
	or	qword ptr [rbp + 4*rcx - 256], r15
	or	qword ptr [rax], 1
	or	qword ptr [r12 + 16], -128
	or	qword ptr [rip + foo], 200
	or	qword ptr [r13], 4096
