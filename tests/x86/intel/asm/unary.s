	.intel_syntax noprefix
	.text
	inc	al
	inc	bl
	inc	sil
	inc	r9b
	inc	r15b
	inc	byte ptr [rax]
	inc	byte ptr [rbp + 4*r8 - 8]
	inc	ax
	inc	bx
	inc	si
	inc	r9w
	inc	r15w
	inc	word ptr [rax]
	inc	word ptr [rbp + 4*r8 - 8]
	inc	eax
	inc	ebx
	inc	esi
	inc	r9d
	inc	r15d
	inc	dword ptr [rax]
	inc	dword ptr [rbp + 4*r8 - 8]
	inc	rax
	inc	rbx
	inc	rsi
	inc	r9
	inc	r15
	inc	qword ptr [rax]
	inc	qword ptr [rbp + 4*r8 - 8]
	inc	ah
	dec	al
	dec	bl
	dec	sil
	dec	r9b
	dec	r15b
	dec	byte ptr [rax]
	dec	byte ptr [rbp + 4*r8 - 8]
	dec	ax
	dec	bx
	dec	si
	dec	r9w
	dec	r15w
	dec	word ptr [rax]
	dec	word ptr [rbp + 4*r8 - 8]
	dec	eax
	dec	ebx
	dec	esi
	dec	r9d
	dec	r15d
	dec	dword ptr [rax]
	dec	dword ptr [rbp + 4*r8 - 8]
	dec	rax
	dec	rbx
	dec	rsi
	dec	r9
	dec	r15
	dec	qword ptr [rax]
	dec	qword ptr [rbp + 4*r8 - 8]
	dec	ah
	neg	al
	neg	bl
	neg	sil
	neg	r9b
	neg	r15b
	neg	byte ptr [rax]
	neg	byte ptr [rbp + 4*r8 - 8]
	neg	ax
	neg	bx
	neg	si
	neg	r9w
	neg	r15w
	neg	word ptr [rax]
	neg	word ptr [rbp + 4*r8 - 8]
	neg	eax
	neg	ebx
	neg	esi
	neg	r9d
	neg	r15d
	neg	dword ptr [rax]
	neg	dword ptr [rbp + 4*r8 - 8]
	neg	rax
	neg	rbx
	neg	rsi
	neg	r9
	neg	r15
	neg	qword ptr [rax]
	neg	qword ptr [rbp + 4*r8 - 8]
	neg	ah
	not	al
	not	bl
	not	sil
	not	r9b
	not	r15b
	not	byte ptr [rax]
	not	byte ptr [rbp + 4*r8 - 8]
	not	ax
	not	bx
	not	si
	not	r9w
	not	r15w
	not	word ptr [rax]
	not	word ptr [rbp + 4*r8 - 8]
	not	eax
	not	ebx
	not	esi
	not	r9d
	not	r15d
	not	dword ptr [rax]
	not	dword ptr [rbp + 4*r8 - 8]
	not	rax
	not	rbx
	not	rsi
	not	r9
	not	r15
	not	qword ptr [rax]
	not	qword ptr [rbp + 4*r8 - 8]
	not	ah
	mul	al
	mul	bl
	mul	sil
	mul	r9b
	mul	r15b
	mul	byte ptr [rax]
	mul	byte ptr [rbp + 4*r8 - 8]
	mul	ax
	mul	bx
	mul	si
	mul	r9w
	mul	r15w
	mul	word ptr [rax]
	mul	word ptr [rbp + 4*r8 - 8]
	mul	eax
	mul	ebx
	mul	esi
	mul	r9d
	mul	r15d
	mul	dword ptr [rax]
	mul	dword ptr [rbp + 4*r8 - 8]
	mul	rax
	mul	rbx
	mul	rsi
	mul	r9
	mul	r15
	mul	qword ptr [rax]
	mul	qword ptr [rbp + 4*r8 - 8]
	mul	ah
	imul	al
	imul	bl
	imul	sil
	imul	r9b
	imul	r15b
	imul	byte ptr [rax]
	imul	byte ptr [rbp + 4*r8 - 8]
	imul	ax
	imul	bx
	imul	si
	imul	r9w
	imul	r15w
	imul	word ptr [rax]
	imul	word ptr [rbp + 4*r8 - 8]
	imul	eax
	imul	ebx
	imul	esi
	imul	r9d
	imul	r15d
	imul	dword ptr [rax]
	imul	dword ptr [rbp + 4*r8 - 8]
	imul	rax
	imul	rbx
	imul	rsi
	imul	r9
	imul	r15
	imul	qword ptr [rax]
	imul	qword ptr [rbp + 4*r8 - 8]
	imul	ah
	div	al
	div	bl
	div	sil
	div	r9b
	div	r15b
	div	byte ptr [rax]
	div	byte ptr [rbp + 4*r8 - 8]
	div	ax
	div	bx
	div	si
	div	r9w
	div	r15w
	div	word ptr [rax]
	div	word ptr [rbp + 4*r8 - 8]
	div	eax
	div	ebx
	div	esi
	div	r9d
	div	r15d
	div	dword ptr [rax]
	div	dword ptr [rbp + 4*r8 - 8]
	div	rax
	div	rbx
	div	rsi
	div	r9
	div	r15
	div	qword ptr [rax]
	div	qword ptr [rbp + 4*r8 - 8]
	div	ah
	idiv	al
	idiv	bl
	idiv	sil
	idiv	r9b
	idiv	r15b
	idiv	byte ptr [rax]
	idiv	byte ptr [rbp + 4*r8 - 8]
	idiv	ax
	idiv	bx
	idiv	si
	idiv	r9w
	idiv	r15w
	idiv	word ptr [rax]
	idiv	word ptr [rbp + 4*r8 - 8]
	idiv	eax
	idiv	ebx
	idiv	esi
	idiv	r9d
	idiv	r15d
	idiv	dword ptr [rax]
	idiv	dword ptr [rbp + 4*r8 - 8]
	idiv	rax
	idiv	rbx
	idiv	rsi
	idiv	r9
	idiv	r15
	idiv	qword ptr [rax]
	idiv	qword ptr [rbp + 4*r8 - 8]
	idiv	ah
	imul	dx, cx
	imul	ax, r9w
	imul	r15w, word ptr [rax]
	imul	dx, cx, 0
	imul	dx, cx, 1
	imul	dx, cx, 127
	imul	dx, cx, -128
	imul	dx, cx, 128
	imul	dx, cx, -129
	imul	dx, cx, 1000
	imul	r15w, r9w, 3
	imul	dx, word ptr [rax], 10
	imul	r9w, word ptr [rsp + 8], 1000
	imul	cx, cx, 7
	imul	r9w, r9w, 300
	imul	edx, ecx
	imul	eax, r9d
	imul	r15d, dword ptr [rax]
	imul	edx, ecx, 0
	imul	edx, ecx, 1
	imul	edx, ecx, 127
	imul	edx, ecx, -128
	imul	edx, ecx, 128
	imul	edx, ecx, -129
	imul	edx, ecx, 1000
	imul	r15d, r9d, 3
	imul	edx, dword ptr [rax], 10
	imul	r9d, dword ptr [rsp + 8], 1000
	imul	ecx, ecx, 7
	imul	r9d, r9d, 300
	imul	rdx, rcx
	imul	rax, r9
	imul	r15, qword ptr [rax]
	imul	rdx, rcx, 0
	imul	rdx, rcx, 1
	imul	rdx, rcx, 127
	imul	rdx, rcx, -128
	imul	rdx, rcx, 128
	imul	rdx, rcx, -129
	imul	rdx, rcx, 1000
	imul	r15, r9, 3
	imul	rdx, qword ptr [rax], 10
	imul	r9, qword ptr [rsp + 8], 1000
	imul	rcx, rcx, 7
	imul	r9, r9, 300
