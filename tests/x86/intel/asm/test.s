	.intel_syntax noprefix
	.text
	test	dl, cl
	test	al, r9b
	test	al, al
	test	byte ptr [rax], cl
	test	byte ptr [rsp + 8], r9b
	test	cl, 1
	test	al, 1
	test	cl, 127
	test	al, 127
	test	cl, -128
	test	al, -128
	test	cl, 128
	test	al, 128
	test	cl, -1
	test	al, -1
	test	r9b, 1
	test	byte ptr [rax], 1
	test	byte ptr [rip + foo], 64
	test	dx, cx
	test	ax, r9w
	test	ax, ax
	test	word ptr [rax], cx
	test	word ptr [rsp + 8], r9w
	test	cx, 1
	test	ax, 1
	test	cx, 127
	test	ax, 127
	test	cx, -128
	test	ax, -128
	test	cx, 128
	test	ax, 128
	test	cx, -1
	test	ax, -1
	test	r9w, 1
	test	word ptr [rax], 1
	test	word ptr [rip + foo], 64
	test	edx, ecx
	test	eax, r9d
	test	eax, eax
	test	dword ptr [rax], ecx
	test	dword ptr [rsp + 8], r9d
	test	ecx, 1
	test	eax, 1
	test	ecx, 127
	test	eax, 127
	test	ecx, -128
	test	eax, -128
	test	ecx, 128
	test	eax, 128
	test	ecx, -1
	test	eax, -1
	test	r9d, 1
	test	dword ptr [rax], 1
	test	dword ptr [rip + foo], 64
	test	rdx, rcx
	test	rax, r9
	test	rax, rax
	test	qword ptr [rax], rcx
	test	qword ptr [rsp + 8], r9
	test	rcx, 1
	test	rax, 1
	test	rcx, 127
	test	rax, 127
	test	rcx, -128
	test	rax, -128
	test	rcx, 128
	test	rax, 128
	test	rcx, -1
	test	rax, -1
	test	r9, 1
	test	qword ptr [rax], 1
	test	qword ptr [rip + foo], 64
	test	ah, 1
	test	bh, ah
	test	dil, sil
	test	eax, 305419896
	test	rbx, 305419896
