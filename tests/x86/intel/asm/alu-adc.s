	.intel_syntax noprefix
	.text
	adc	dl, cl
	adc	al, r9b
	adc	r15b, al
	adc	cl, 0
	adc	al, 0
	adc	cl, 1
	adc	al, 1
	adc	cl, 127
	adc	al, 127
	adc	cl, -128
	adc	al, -128
	adc	cl, 128
	adc	al, 128
	adc	cl, 255
	adc	al, 255
	adc	cl, -1
	adc	al, -1
	adc	cl, 85
	adc	al, 85
	adc	r9b, 1
	adc	r15b, 100
	adc	r9b, -100
	adc	cl, byte ptr [rax]
	adc	r9b, byte ptr [rsp + 8]
	adc	dl, byte ptr [rip + foo]
	adc	byte ptr [rbx], dl
	adc	byte ptr [rbp + 4*rcx - 256], r15b
	adc	byte ptr [rax], 1
	adc	byte ptr [r12 + 16], -128
	adc	byte ptr [rip + foo], 255
	adc	dx, cx
	adc	ax, r9w
	adc	r15w, ax
	adc	cx, 0
	adc	ax, 0
	adc	cx, 1
	adc	ax, 1
	adc	cx, 127
	adc	ax, 127
	adc	cx, -128
	adc	ax, -128
	adc	cx, 128
	adc	ax, 128
	adc	cx, -129
	adc	ax, -129
	adc	cx, -1
	adc	ax, -1
	adc	cx, 255
	adc	ax, 255
	adc	cx, 32767
	adc	ax, 32767
	adc	cx, -32768
	adc	ax, -32768
	adc	cx, 65535
	adc	ax, 65535
	adc	r9w, 1
	adc	r15w, 100
	adc	r9w, -129
	adc	cx, word ptr [rax]
	adc	r9w, word ptr [rsp + 8]
	adc	dx, word ptr [rip + foo]
	adc	word ptr [rbx], dx
	adc	word ptr [rbp + 4*rcx - 256], r15w
	adc	word ptr [rax], 1
	adc	word ptr [r12 + 16], -128
	adc	word ptr [rip + foo], 200
	adc	word ptr [r13], 4096
	adc	edx, ecx
	adc	eax, r9d
	adc	r15d, eax
	adc	ecx, 0
	adc	eax, 0
	adc	ecx, 1
	adc	eax, 1
	adc	ecx, 127
	adc	eax, 127
	adc	ecx, -128
	adc	eax, -128
	adc	ecx, 128
	adc	eax, 128
	adc	ecx, -129
	adc	eax, -129
	adc	ecx, -1
	adc	eax, -1
	adc	ecx, 2147483647
	adc	eax, 2147483647
	adc	ecx, -2147483648
	adc	eax, -2147483648
	adc	ecx, 4294967295
	adc	eax, 4294967295
	adc	r9d, 1
	adc	r15d, 100
	adc	r9d, -129
	adc	ecx, dword ptr [rax]
	adc	r9d, dword ptr [rsp + 8]
	adc	edx, dword ptr [rip + foo]
	adc	dword ptr [rbx], edx
	adc	dword ptr [rbp + 4*rcx - 256], r15d
	adc	dword ptr [rax], 1
	adc	dword ptr [r12 + 16], -128
	adc	dword ptr [rip + foo], 200
	adc	dword ptr [r13], 4096
	adc	rdx, rcx
	adc	rax, r9
	adc	r15, rax
	adc	rcx, 0
	adc	rax, 0
	adc	rcx, 1
	adc	rax, 1
	adc	rcx, 127
	adc	rax, 127
	adc	rcx, -128
	adc	rax, -128
	adc	rcx, 128
	adc	rax, 128
	adc	rcx, -129
	adc	rax, -129
	adc	rcx, -1
	adc	rax, -1
	adc	rcx, 2147483647
	adc	rax, 2147483647
	adc	rcx, -2147483648
	adc	rax, -2147483648
	adc	r9, 1
	adc	r15, 100
	adc	r9, -129
	adc	rcx, qword ptr [rax]
	adc	r9, qword ptr [rsp + 8]
	adc	rdx, qword ptr [rip + foo]
	adc	qword ptr [rbx], rdx
	adc	qword ptr [rbp + 4*rcx - 256], r15
	adc	qword ptr [rax], 1
	adc	qword ptr [r12 + 16], -128
	adc	qword ptr [rip + foo], 200
	adc	qword ptr [r13], 4096
