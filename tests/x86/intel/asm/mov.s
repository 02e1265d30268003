	.intel_syntax noprefix
	.text
	mov	dl, cl
	mov	r14b, r8b
	mov	cl, byte ptr [rax]
	mov	r8b, byte ptr [rsp + 8]
	mov	byte ptr [rbx], dl
	mov	byte ptr [rbp + 2*rsi - 8], r14b
	mov	cl, byte ptr [rip + foo]
	mov	byte ptr [rip + foo], r8b
	mov	byte ptr [rax], 1
	mov	byte ptr [r12 + 8], -1
	mov	byte ptr [rip + foo], 127
	mov	cl, 0
	mov	cl, 1
	mov	cl, 127
	mov	cl, -128
	mov	cl, 128
	mov	cl, 255
	mov	cl, -1
	mov	cl, 85
	mov	al, 1
	mov	r8b, 1
	mov	al, byte ptr [4096]
	mov	byte ptr [4096], al
	mov	dx, cx
	mov	r14w, r8w
	mov	cx, word ptr [rax]
	mov	r8w, word ptr [rsp + 8]
	mov	word ptr [rbx], dx
	mov	word ptr [rbp + 2*rsi - 8], r14w
	mov	cx, word ptr [rip + foo]
	mov	word ptr [rip + foo], r8w
	mov	word ptr [rax], 1
	mov	word ptr [r12 + 8], -1
	mov	word ptr [rip + foo], 127
	mov	cx, 0
	mov	cx, 1
	mov	cx, 127
	mov	cx, -128
	mov	cx, 128
	mov	cx, -129
	mov	cx, -1
	mov	cx, 255
	mov	cx, 32767
	mov	cx, -32768
	mov	cx, 65535
	mov	ax, 1
	mov	r8w, 1
	mov	ax, word ptr [4096]
	mov	word ptr [4096], ax
	mov	edx, ecx
	mov	r14d, r8d
	mov	ecx, dword ptr [rax]
	mov	r8d, dword ptr [rsp + 8]
	mov	dword ptr [rbx], edx
	mov	dword ptr [rbp + 2*rsi - 8], r14d
	mov	ecx, dword ptr [rip + foo]
	mov	dword ptr [rip + foo], r8d
	mov	dword ptr [rax], 1
	mov	dword ptr [r12 + 8], -1
	mov	dword ptr [rip + foo], 127
	mov	ecx, 0
	mov	ecx, 1
	mov	ecx, 127
	mov	ecx, -128
	mov	ecx, 128
	mov	ecx, -129
	mov	ecx, -1
	mov	ecx, 2147483647
	mov	ecx, -2147483648
	mov	ecx, 4294967295
	mov	eax, 1
	mov	r8d, 1
	mov	eax, dword ptr [4096]
	mov	dword ptr [4096], eax
	mov	rdx, rcx
	mov	r14, r8
	mov	rcx, qword ptr [rax]
	mov	r8, qword ptr [rsp + 8]
	mov	qword ptr [rbx], rdx
	mov	qword ptr [rbp + 2*rsi - 8], r14
	mov	rcx, qword ptr [rip + foo]
	mov	qword ptr [rip + foo], r8
	mov	qword ptr [rax], 1
	mov	qword ptr [r12 + 8], -1
	mov	qword ptr [rip + foo], 127
	mov	rcx, 0
	mov	rcx, 1
	mov	rcx, 127
	mov	rcx, -128
	mov	rcx, 128
	mov	rcx, -129
	mov	rcx, -1
	mov	rcx, 2147483647
	mov	rcx, -2147483648
	mov	rax, 1
	mov	r8, 1
	mov	rax, qword ptr [4096]
	mov	qword ptr [4096], rax
	movabs	rax, 2147483648
	movabs	r11, 2147483648
	movabs	rax, 4294967295
	movabs	r11, 4294967295
	movabs	rax, 4294967296
	movabs	r11, 4294967296
	movabs	rax, 1311768467463790320
	movabs	r11, 1311768467463790320
	movabs	rax, -2147483649
	movabs	r11, -2147483649
	movabs	rax, 9223372036854775807
	movabs	r11, 9223372036854775807
	movabs	rax, -9223372036854775808
	movabs	r11, -9223372036854775808
	mov	rax, -1
	mov	r11, -1
	movabs	rbx, 4294967296
	mov	rsi, -2
	movabs	rcx, 0
	movabs	r15, 0
	movabs	rcx, 1
	movabs	r15, 1
	movabs	rcx, -1
	movabs	r15, -1
	movabs	rcx, 1234605616436508552
	movabs	r15, 1234605616436508552
	movabs	rdx, 1234605616436508552
	movabs	rax, offset foo
	movabs	al, byte ptr [1234605616436508552]
	movabs	byte ptr [4096], al
	movabs	ax, word ptr [1234605616436508552]
	movabs	word ptr [4096], ax
	movabs	eax, dword ptr [1234605616436508552]
	movabs	dword ptr [4096], eax
	movabs	rax, qword ptr [1234605616436508552]
	movabs	qword ptr [4096], rax
	movabs	eax, dword ptr [4096]
	movabs	byte ptr [-8613303245920329199], al
