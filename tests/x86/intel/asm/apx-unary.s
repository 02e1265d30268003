	.intel_syntax noprefix
	.text
	inc	cl, al
	inc	sil, r16b
	inc	r16b, byte ptr [rbx + 4*rcx + 8]
	{evex}	inc	sil
	{evex}	inc	byte ptr [r16 - 128]
	{nf}	inc	cl
	{nf}	inc	byte ptr [r8 + 2*r20 + 4096]
	{nf}	inc	r16b, al
	{nf}	inc	cl, byte ptr [rip + foo]
	inc	cx, ax
	inc	r8w, r17w
	inc	r17w, word ptr [rax]
	{evex}	inc	r8w
	{evex}	inc	word ptr [rbx + 4*rcx + 8]
	{nf}	inc	cx
	{nf}	inc	word ptr [r16 - 128]
	{nf}	inc	r17w, ax
	{nf}	inc	cx, word ptr [r8 + 2*r20 + 4096]
	inc	ecx, eax
	inc	r9d, r18d
	inc	r18d, dword ptr [rip + foo]
	{evex}	inc	r9d
	{evex}	inc	dword ptr [rax]
	{nf}	inc	ecx
	{nf}	inc	dword ptr [rbx + 4*rcx + 8]
	{nf}	inc	r18d, eax
	{nf}	inc	ecx, dword ptr [r16 - 128]
	inc	rcx, rax
	inc	r31, r19
	inc	r19, qword ptr [r8 + 2*r20 + 4096]
	{evex}	inc	r31
	{evex}	inc	qword ptr [rip + foo]
	{nf}	inc	rcx
	{nf}	inc	qword ptr [rax]
	{nf}	inc	r19, rax
	{nf}	inc	rcx, qword ptr [rbx + 4*rcx + 8]
	dec	cl, al
	dec	sil, r16b
	dec	r16b, byte ptr [r16 - 128]
	{evex}	dec	sil
	{evex}	dec	byte ptr [r8 + 2*r20 + 4096]
	{nf}	dec	cl
	{nf}	dec	byte ptr [rip + foo]
	{nf}	dec	r16b, al
	{nf}	dec	cl, byte ptr [rax]
	dec	cx, ax
	dec	r8w, r17w
	dec	r17w, word ptr [rbx + 4*rcx + 8]
	{evex}	dec	r8w
	{evex}	dec	word ptr [r16 - 128]
	{nf}	dec	cx
	{nf}	dec	word ptr [r8 + 2*r20 + 4096]
	{nf}	dec	r17w, ax
	{nf}	dec	cx, word ptr [rip + foo]
	dec	ecx, eax
	dec	r9d, r18d
	dec	r18d, dword ptr [rax]
	{evex}	dec	r9d
	{evex}	dec	dword ptr [rbx + 4*rcx + 8]
	{nf}	dec	ecx
	{nf}	dec	dword ptr [r16 - 128]
	{nf}	dec	r18d, eax
	{nf}	dec	ecx, dword ptr [r8 + 2*r20 + 4096]
	dec	rcx, rax
	dec	r31, r19
	dec	r19, qword ptr [rip + foo]
	{evex}	dec	r31
	{evex}	dec	qword ptr [rax]
	{nf}	dec	rcx
	{nf}	dec	qword ptr [rbx + 4*rcx + 8]
	{nf}	dec	r19, rax
	{nf}	dec	rcx, qword ptr [r16 - 128]
	neg	cl, al
	neg	sil, r16b
	neg	r16b, byte ptr [r8 + 2*r20 + 4096]
	{evex}	neg	sil
	{evex}	neg	byte ptr [rip + foo]
	{nf}	neg	cl
	{nf}	neg	byte ptr [rax]
	{nf}	neg	r16b, al
	{nf}	neg	cl, byte ptr [rbx + 4*rcx + 8]
	neg	cx, ax
	neg	r8w, r17w
	neg	r17w, word ptr [r16 - 128]
	{evex}	neg	r8w
	{evex}	neg	word ptr [r8 + 2*r20 + 4096]
	{nf}	neg	cx
	{nf}	neg	word ptr [rip + foo]
	{nf}	neg	r17w, ax
	{nf}	neg	cx, word ptr [rax]
	neg	ecx, eax
	neg	r9d, r18d
	neg	r18d, dword ptr [rbx + 4*rcx + 8]
	{evex}	neg	r9d
	{evex}	neg	dword ptr [r16 - 128]
	{nf}	neg	ecx
	{nf}	neg	dword ptr [r8 + 2*r20 + 4096]
	{nf}	neg	r18d, eax
	{nf}	neg	ecx, dword ptr [rip + foo]
	neg	rcx, rax
	neg	r31, r19
	neg	r19, qword ptr [rax]
	{evex}	neg	r31
	{evex}	neg	qword ptr [rbx + 4*rcx + 8]
	{nf}	neg	rcx
	{nf}	neg	qword ptr [r16 - 128]
	{nf}	neg	r19, rax
	{nf}	neg	rcx, qword ptr [r8 + 2*r20 + 4096]
	not	cl, al
	not	sil, r16b
	not	r16b, byte ptr [rip + foo]
	{evex}	not	sil
	{evex}	not	byte ptr [rax]
	not	cx, ax
	not	r8w, r17w
	not	r17w, word ptr [rbx + 4*rcx + 8]
	{evex}	not	r8w
	{evex}	not	word ptr [r16 - 128]
	not	ecx, eax
	not	r9d, r18d
	not	r18d, dword ptr [r8 + 2*r20 + 4096]
	{evex}	not	r9d
	{evex}	not	dword ptr [rip + foo]
	not	rcx, rax
	not	r31, r19
	not	r19, qword ptr [rax]
	{evex}	not	r31
	{evex}	not	qword ptr [rbx + 4*rcx + 8]
	{evex}	mul	cl
	{evex}	mul	byte ptr [r16 - 128]
	{nf}	mul	r16b
	{nf}	mul	byte ptr [r8 + 2*r20 + 4096]
	{evex}	mul	cx
	{evex}	mul	word ptr [rip + foo]
	{nf}	mul	r17w
	{nf}	mul	word ptr [rax]
	{evex}	mul	ecx
	{evex}	mul	dword ptr [rbx + 4*rcx + 8]
	{nf}	mul	r18d
	{nf}	mul	dword ptr [r16 - 128]
	{evex}	mul	rcx
	{evex}	mul	qword ptr [r8 + 2*r20 + 4096]
	{nf}	mul	r19
	{nf}	mul	qword ptr [rip + foo]
	{evex}	imul	cl
	{evex}	imul	byte ptr [rax]
	{nf}	imul	r16b
	{nf}	imul	byte ptr [rbx + 4*rcx + 8]
	{evex}	imul	cx
	{evex}	imul	word ptr [r16 - 128]
	{nf}	imul	r17w
	{nf}	imul	word ptr [r8 + 2*r20 + 4096]
	{evex}	imul	ecx
	{evex}	imul	dword ptr [rip + foo]
	{nf}	imul	r18d
	{nf}	imul	dword ptr [rax]
	{evex}	imul	rcx
	{evex}	imul	qword ptr [rbx + 4*rcx + 8]
	{nf}	imul	r19
	{nf}	imul	qword ptr [r16 - 128]
	{evex}	div	cl
	{evex}	div	byte ptr [r8 + 2*r20 + 4096]
	{nf}	div	r16b
	{nf}	div	byte ptr [rip + foo]
	{evex}	div	cx
	{evex}	div	word ptr [rax]
	{nf}	div	r17w
	{nf}	div	word ptr [rbx + 4*rcx + 8]
	{evex}	div	ecx
	{evex}	div	dword ptr [r16 - 128]
	{nf}	div	r18d
	{nf}	div	dword ptr [r8 + 2*r20 + 4096]
	{evex}	div	rcx
	{evex}	div	qword ptr [rip + foo]
	{nf}	div	r19
	{nf}	div	qword ptr [rax]
	{evex}	idiv	cl
	{evex}	idiv	byte ptr [rbx + 4*rcx + 8]
	{nf}	idiv	r16b
	{nf}	idiv	byte ptr [r16 - 128]
	{evex}	idiv	cx
	{evex}	idiv	word ptr [r8 + 2*r20 + 4096]
	{nf}	idiv	r17w
	{nf}	idiv	word ptr [rip + foo]
	{evex}	idiv	ecx
	{evex}	idiv	dword ptr [rax]
	{nf}	idiv	r18d
	{nf}	idiv	dword ptr [rbx + 4*rcx + 8]
	{evex}	idiv	rcx
	{evex}	idiv	qword ptr [r16 - 128]
	{nf}	idiv	r19
	{nf}	idiv	qword ptr [r8 + 2*r20 + 4096]
	imul	r17w, cx, ax
	imul	ax, r8w, word ptr [rip + foo]
	{evex}	imul	cx, r17w
	{evex}	imul	ax, word ptr [rax]
	{nf}	imul	r8w, cx
	{nf}	imul	r17w, word ptr [rbx + 4*rcx + 8]
	{nf}	imul	r17w, cx, ax
	{nf}	imul	cx, r8w, word ptr [r16 - 128]
	{evex}	imul	cx, ax, 1
	{evex}	imul	r17w, word ptr [r8 + 2*r20 + 4096], -129
	{nf}	imul	ax, r8w, 32767
	{nf}	imul	cx, word ptr [rip + foo], 1
	imul	r18d, ecx, eax
	imul	eax, r9d, dword ptr [rax]
	{evex}	imul	ecx, r18d
	{evex}	imul	eax, dword ptr [rbx + 4*rcx + 8]
	{nf}	imul	r9d, ecx
	{nf}	imul	r18d, dword ptr [r16 - 128]
	{nf}	imul	r18d, ecx, eax
	{nf}	imul	ecx, r9d, dword ptr [r8 + 2*r20 + 4096]
	{evex}	imul	ecx, eax, 1
	{evex}	imul	r18d, dword ptr [rip + foo], 128
	{nf}	imul	eax, r9d, -129
	{nf}	imul	ecx, dword ptr [rax], 1
	imul	r19, rcx, rax
	imul	rax, r31, qword ptr [rbx + 4*rcx + 8]
	{evex}	imul	rcx, r19
	{evex}	imul	rax, qword ptr [r16 - 128]
	{nf}	imul	r31, rcx
	{nf}	imul	r19, qword ptr [r8 + 2*r20 + 4096]
	{nf}	imul	r19, rcx, rax
	{nf}	imul	rcx, r31, qword ptr [rip + foo]
	{evex}	imul	rcx, rax, 1
	{evex}	imul	r19, qword ptr [rax], 127
	{nf}	imul	rax, r31, -2147483648
	{nf}	imul	rcx, qword ptr [rbx + 4*rcx + 8], 1
	rol	r16b, al, 5
	rol	cl, sil, cl
	rol	r16b, byte ptr [r16 - 128]
	rol	al, byte ptr [r8 + 2*r20 + 4096], 3
	rol	sil, byte ptr [rip + foo], cl
	{evex}	rol	cl
	{evex}	rol	r16b
	{evex}	rol	byte ptr [rax], 7
	{evex}	rol	sil, cl
	{nf}	rol	al
	{nf}	rol	byte ptr [rbx + 4*rcx + 8], 2
	{nf}	rol	r16b, cl
	{nf}	rol	byte ptr [r16 - 128]
	{nf}	rol	sil, cl
	{nf}	rol	al, r16b, 4
	{nf}	rol	cl, byte ptr [r8 + 2*r20 + 4096], cl
	rol	cx, ax
	rol	r8w, r17w
	rol	r17w, ax, 5
	rol	cx, r8w, cl
	rol	r17w, word ptr [rip + foo]
	rol	ax, word ptr [rax], 3
	rol	r8w, word ptr [rbx + 4*rcx + 8], cl
	{evex}	rol	cx
	{evex}	rol	r17w
	{evex}	rol	word ptr [r16 - 128], 7
	{evex}	rol	r8w, cl
	{nf}	rol	ax
	{nf}	rol	word ptr [r8 + 2*r20 + 4096], 2
	{nf}	rol	r17w, cl
	{nf}	rol	word ptr [rip + foo]
	{nf}	rol	r8w, cx
	{nf}	rol	ax, r17w, 4
	{nf}	rol	cx, word ptr [rax], cl
	rol	ecx, eax
	rol	r9d, r18d
	rol	r18d, eax, 5
	rol	ecx, r9d, cl
	rol	r18d, dword ptr [rbx + 4*rcx + 8]
	rol	eax, dword ptr [r16 - 128], 3
	rol	r9d, dword ptr [r8 + 2*r20 + 4096], cl
	{evex}	rol	ecx
	{evex}	rol	r18d
	{evex}	rol	dword ptr [rip + foo], 7
	{evex}	rol	r9d, cl
	{nf}	rol	eax
	{nf}	rol	dword ptr [rax], 2
	{nf}	rol	r18d, cl
	{nf}	rol	dword ptr [rbx + 4*rcx + 8]
	{nf}	rol	r9d, ecx
	{nf}	rol	eax, r18d, 4
	{nf}	rol	ecx, dword ptr [r16 - 128], cl
	rol	rcx, rax
	rol	r31, r19
	rol	r19, rax, 5
	rol	rcx, r31, cl
	rol	r19, qword ptr [r8 + 2*r20 + 4096]
	rol	rax, qword ptr [rip + foo], 3
	rol	r31, qword ptr [rax], cl
	{evex}	rol	rcx
	{evex}	rol	r19
	{evex}	rol	qword ptr [rbx + 4*rcx + 8], 7
	{evex}	rol	r31, cl
	{nf}	rol	rax
	{nf}	rol	qword ptr [r16 - 128], 2
	{nf}	rol	r19, cl
	{nf}	rol	qword ptr [r8 + 2*r20 + 4096]
	{nf}	rol	r31, rcx
	{nf}	rol	rax, r19, 4
	{nf}	rol	rcx, qword ptr [rip + foo], cl
	ror	r16b, al, 5
	ror	cl, sil, cl
	ror	r16b, byte ptr [rax]
	ror	al, byte ptr [rbx + 4*rcx + 8], 3
	ror	sil, byte ptr [r16 - 128], cl
	{evex}	ror	cl
	{evex}	ror	r16b
	{evex}	ror	byte ptr [r8 + 2*r20 + 4096], 7
	{evex}	ror	sil, cl
	{nf}	ror	al
	{nf}	ror	byte ptr [rip + foo], 2
	{nf}	ror	r16b, cl
	{nf}	ror	byte ptr [rax]
	{nf}	ror	sil, cl
	{nf}	ror	al, r16b, 4
	{nf}	ror	cl, byte ptr [rbx + 4*rcx + 8], cl
	ror	cx, ax
	ror	r8w, r17w
	ror	r17w, ax, 5
	ror	cx, r8w, cl
	ror	r17w, word ptr [r16 - 128]
	ror	ax, word ptr [r8 + 2*r20 + 4096], 3
	ror	r8w, word ptr [rip + foo], cl
	{evex}	ror	cx
	{evex}	ror	r17w
	{evex}	ror	word ptr [rax], 7
	{evex}	ror	r8w, cl
	{nf}	ror	ax
	{nf}	ror	word ptr [rbx + 4*rcx + 8], 2
	{nf}	ror	r17w, cl
	{nf}	ror	word ptr [r16 - 128]
	{nf}	ror	r8w, cx
	{nf}	ror	ax, r17w, 4
	{nf}	ror	cx, word ptr [r8 + 2*r20 + 4096], cl
	ror	ecx, eax
	ror	r9d, r18d
	ror	r18d, eax, 5
	ror	ecx, r9d, cl
	ror	r18d, dword ptr [rip + foo]
	ror	eax, dword ptr [rax], 3
	ror	r9d, dword ptr [rbx + 4*rcx + 8], cl
	{evex}	ror	ecx
	{evex}	ror	r18d
	{evex}	ror	dword ptr [r16 - 128], 7
	{evex}	ror	r9d, cl
	{nf}	ror	eax
	{nf}	ror	dword ptr [r8 + 2*r20 + 4096], 2
	{nf}	ror	r18d, cl
	{nf}	ror	dword ptr [rip + foo]
	{nf}	ror	r9d, ecx
	{nf}	ror	eax, r18d, 4
	{nf}	ror	ecx, dword ptr [rax], cl
	ror	rcx, rax
	ror	r31, r19
	ror	r19, rax, 5
	ror	rcx, r31, cl
	ror	r19, qword ptr [rbx + 4*rcx + 8]
	ror	rax, qword ptr [r16 - 128], 3
	ror	r31, qword ptr [r8 + 2*r20 + 4096], cl
	{evex}	ror	rcx
	{evex}	ror	r19
	{evex}	ror	qword ptr [rip + foo], 7
	{evex}	ror	r31, cl
	{nf}	ror	rax
	{nf}	ror	qword ptr [rax], 2
	{nf}	ror	r19, cl
	{nf}	ror	qword ptr [rbx + 4*rcx + 8]
	{nf}	ror	r31, rcx
	{nf}	ror	rax, r19, 4
	{nf}	ror	rcx, qword ptr [r16 - 128], cl
	rcl	r16b, al, 5
	rcl	cl, sil, cl
	rcl	r16b, byte ptr [r8 + 2*r20 + 4096]
	rcl	al, byte ptr [rip + foo], 3
	rcl	sil, byte ptr [rax], cl
	{evex}	rcl	cl
	{evex}	rcl	r16b
	{evex}	rcl	byte ptr [rbx + 4*rcx + 8], 7
	{evex}	rcl	sil, cl
	rcl	cx, ax
	rcl	r8w, r17w
	rcl	r17w, ax, 5
	rcl	cx, r8w, cl
	rcl	r17w, word ptr [r16 - 128]
	rcl	ax, word ptr [r8 + 2*r20 + 4096], 3
	rcl	r8w, word ptr [rip + foo], cl
	{evex}	rcl	cx
	{evex}	rcl	r17w
	{evex}	rcl	word ptr [rax], 7
	{evex}	rcl	r8w, cl
	rcl	ecx, eax
	rcl	r9d, r18d
	rcl	r18d, eax, 5
	rcl	ecx, r9d, cl
	rcl	r18d, dword ptr [rbx + 4*rcx + 8]
	rcl	eax, dword ptr [r16 - 128], 3
	rcl	r9d, dword ptr [r8 + 2*r20 + 4096], cl
	{evex}	rcl	ecx
	{evex}	rcl	r18d
	{evex}	rcl	dword ptr [rip + foo], 7
	{evex}	rcl	r9d, cl
	rcl	rcx, rax
	rcl	r31, r19
	rcl	r19, rax, 5
	rcl	rcx, r31, cl
	rcl	r19, qword ptr [rax]
	rcl	rax, qword ptr [rbx + 4*rcx + 8], 3
	rcl	r31, qword ptr [r16 - 128], cl
	{evex}	rcl	rcx
	{evex}	rcl	r19
	{evex}	rcl	qword ptr [r8 + 2*r20 + 4096], 7
	{evex}	rcl	r31, cl
	rcr	r16b, al, 5
	rcr	cl, sil, cl
	rcr	r16b, byte ptr [rip + foo]
	rcr	al, byte ptr [rax], 3
	rcr	sil, byte ptr [rbx + 4*rcx + 8], cl
	{evex}	rcr	cl
	{evex}	rcr	r16b
	{evex}	rcr	byte ptr [r16 - 128], 7
	{evex}	rcr	sil, cl
	rcr	cx, ax
	rcr	r8w, r17w
	rcr	r17w, ax, 5
	rcr	cx, r8w, cl
	rcr	r17w, word ptr [r8 + 2*r20 + 4096]
	rcr	ax, word ptr [rip + foo], 3
	rcr	r8w, word ptr [rax], cl
	{evex}	rcr	cx
	{evex}	rcr	r17w
	{evex}	rcr	word ptr [rbx + 4*rcx + 8], 7
	{evex}	rcr	r8w, cl
	rcr	ecx, eax
	rcr	r9d, r18d
	rcr	r18d, eax, 5
	rcr	ecx, r9d, cl
	rcr	r18d, dword ptr [r16 - 128]
	rcr	eax, dword ptr [r8 + 2*r20 + 4096], 3
	rcr	r9d, dword ptr [rip + foo], cl
	{evex}	rcr	ecx
	{evex}	rcr	r18d
	{evex}	rcr	dword ptr [rax], 7
	{evex}	rcr	r9d, cl
	rcr	rcx, rax
	rcr	r31, r19
	rcr	r19, rax, 5
	rcr	rcx, r31, cl
	rcr	r19, qword ptr [rbx + 4*rcx + 8]
	rcr	rax, qword ptr [r16 - 128], 3
	rcr	r31, qword ptr [r8 + 2*r20 + 4096], cl
	{evex}	rcr	rcx
	{evex}	rcr	r19
	{evex}	rcr	qword ptr [rip + foo], 7
	{evex}	rcr	r31, cl
	shl	r16b, al, 5
	shl	cl, sil, cl
	shl	r16b, byte ptr [rax]
	shl	al, byte ptr [rbx + 4*rcx + 8], 3
	shl	sil, byte ptr [r16 - 128], cl
	{evex}	shl	cl
	{evex}	shl	r16b
	{evex}	shl	byte ptr [r8 + 2*r20 + 4096], 7
	{evex}	shl	sil, cl
	{nf}	shl	al
	{nf}	shl	byte ptr [rip + foo], 2
	{nf}	shl	r16b, cl
	{nf}	shl	byte ptr [rax]
	{nf}	shl	sil, cl
	{nf}	shl	al, r16b, 4
	{nf}	shl	cl, byte ptr [rbx + 4*rcx + 8], cl
	shl	cx, ax
	shl	r8w, r17w
	shl	r17w, ax, 5
	shl	cx, r8w, cl
	shl	r17w, word ptr [r16 - 128]
	shl	ax, word ptr [r8 + 2*r20 + 4096], 3
	shl	r8w, word ptr [rip + foo], cl
	{evex}	shl	cx
	{evex}	shl	r17w
	{evex}	shl	word ptr [rax], 7
	{evex}	shl	r8w, cl
	{nf}	shl	ax
	{nf}	shl	word ptr [rbx + 4*rcx + 8], 2
	{nf}	shl	r17w, cl
	{nf}	shl	word ptr [r16 - 128]
	{nf}	shl	r8w, cx
	{nf}	shl	ax, r17w, 4
	{nf}	shl	cx, word ptr [r8 + 2*r20 + 4096], cl
	shl	ecx, eax
	shl	r9d, r18d
	shl	r18d, eax, 5
	shl	ecx, r9d, cl
	shl	r18d, dword ptr [rip + foo]
	shl	eax, dword ptr [rax], 3
	shl	r9d, dword ptr [rbx + 4*rcx + 8], cl
	{evex}	shl	ecx
	{evex}	shl	r18d
	{evex}	shl	dword ptr [r16 - 128], 7
	{evex}	shl	r9d, cl
	{nf}	shl	eax
	{nf}	shl	dword ptr [r8 + 2*r20 + 4096], 2
	{nf}	shl	r18d, cl
	{nf}	shl	dword ptr [rip + foo]
	{nf}	shl	r9d, ecx
	{nf}	shl	eax, r18d, 4
	{nf}	shl	ecx, dword ptr [rax], cl
	shl	rcx, rax
	shl	r31, r19
	shl	r19, rax, 5
	shl	rcx, r31, cl
	shl	r19, qword ptr [rbx + 4*rcx + 8]
	shl	rax, qword ptr [r16 - 128], 3
	shl	r31, qword ptr [r8 + 2*r20 + 4096], cl
	{evex}	shl	rcx
	{evex}	shl	r19
	{evex}	shl	qword ptr [rip + foo], 7
	{evex}	shl	r31, cl
	{nf}	shl	rax
	{nf}	shl	qword ptr [rax], 2
	{nf}	shl	r19, cl
	{nf}	shl	qword ptr [rbx + 4*rcx + 8]
	{nf}	shl	r31, rcx
	{nf}	shl	rax, r19, 4
	{nf}	shl	rcx, qword ptr [r16 - 128], cl
	shr	r16b, al, 5
	shr	cl, sil, cl
	shr	r16b, byte ptr [r8 + 2*r20 + 4096]
	shr	al, byte ptr [rip + foo], 3
	shr	sil, byte ptr [rax], cl
	{evex}	shr	cl
	{evex}	shr	r16b
	{evex}	shr	byte ptr [rbx + 4*rcx + 8], 7
	{evex}	shr	sil, cl
	{nf}	shr	al
	{nf}	shr	byte ptr [r16 - 128], 2
	{nf}	shr	r16b, cl
	{nf}	shr	byte ptr [r8 + 2*r20 + 4096]
	{nf}	shr	sil, cl
	{nf}	shr	al, r16b, 4
	{nf}	shr	cl, byte ptr [rip + foo], cl
	shr	cx, ax
	shr	r8w, r17w
	shr	r17w, ax, 5
	shr	cx, r8w, cl
	shr	r17w, word ptr [rax]
	shr	ax, word ptr [rbx + 4*rcx + 8], 3
	shr	r8w, word ptr [r16 - 128], cl
	{evex}	shr	cx
	{evex}	shr	r17w
	{evex}	shr	word ptr [r8 + 2*r20 + 4096], 7
	{evex}	shr	r8w, cl
	{nf}	shr	ax
	{nf}	shr	word ptr [rip + foo], 2
	{nf}	shr	r17w, cl
	{nf}	shr	word ptr [rax]
	{nf}	shr	r8w, cx
	{nf}	shr	ax, r17w, 4
	{nf}	shr	cx, word ptr [rbx + 4*rcx + 8], cl
	shr	ecx, eax
	shr	r9d, r18d
	shr	r18d, eax, 5
	shr	ecx, r9d, cl
	shr	r18d, dword ptr [r16 - 128]
	shr	eax, dword ptr [r8 + 2*r20 + 4096], 3
	shr	r9d, dword ptr [rip + foo], cl
	{evex}	shr	ecx
	{evex}	shr	r18d
	{evex}	shr	dword ptr [rax], 7
	{evex}	shr	r9d, cl
	{nf}	shr	eax
	{nf}	shr	dword ptr [rbx + 4*rcx + 8], 2
	{nf}	shr	r18d, cl
	{nf}	shr	dword ptr [r16 - 128]
	{nf}	shr	r9d, ecx
	{nf}	shr	eax, r18d, 4
	{nf}	shr	ecx, dword ptr [r8 + 2*r20 + 4096], cl
	shr	rcx, rax
	shr	r31, r19
	shr	r19, rax, 5
	shr	rcx, r31, cl
	shr	r19, qword ptr [rip + foo]
	shr	rax, qword ptr [rax], 3
	shr	r31, qword ptr [rbx + 4*rcx + 8], cl
	{evex}	shr	rcx
	{evex}	shr	r19
	{evex}	shr	qword ptr [r16 - 128], 7
	{evex}	shr	r31, cl
	{nf}	shr	rax
	{nf}	shr	qword ptr [r8 + 2*r20 + 4096], 2
	{nf}	shr	r19, cl
	{nf}	shr	qword ptr [rip + foo]
	{nf}	shr	r31, rcx
	{nf}	shr	rax, r19, 4
	{nf}	shr	rcx, qword ptr [rax], cl
	sar	r16b, al, 5
	sar	cl, sil, cl
	sar	r16b, byte ptr [rbx + 4*rcx + 8]
	sar	al, byte ptr [r16 - 128], 3
	sar	sil, byte ptr [r8 + 2*r20 + 4096], cl
	{evex}	sar	cl
	{evex}	sar	r16b
	{evex}	sar	byte ptr [rip + foo], 7
	{evex}	sar	sil, cl
	{nf}	sar	al
	{nf}	sar	byte ptr [rax], 2
	{nf}	sar	r16b, cl
	{nf}	sar	byte ptr [rbx + 4*rcx + 8]
	{nf}	sar	sil, cl
	{nf}	sar	al, r16b, 4
	{nf}	sar	cl, byte ptr [r16 - 128], cl
	sar	cx, ax
	sar	r8w, r17w
	sar	r17w, ax, 5
	sar	cx, r8w, cl
	sar	r17w, word ptr [r8 + 2*r20 + 4096]
	sar	ax, word ptr [rip + foo], 3
	sar	r8w, word ptr [rax], cl
	{evex}	sar	cx
	{evex}	sar	r17w
	{evex}	sar	word ptr [rbx + 4*rcx + 8], 7
	{evex}	sar	r8w, cl
	{nf}	sar	ax
	{nf}	sar	word ptr [r16 - 128], 2
	{nf}	sar	r17w, cl
	{nf}	sar	word ptr [r8 + 2*r20 + 4096]
	{nf}	sar	r8w, cx
	{nf}	sar	ax, r17w, 4
	{nf}	sar	cx, word ptr [rip + foo], cl
	sar	ecx, eax
	sar	r9d, r18d
	sar	r18d, eax, 5
	sar	ecx, r9d, cl
	sar	r18d, dword ptr [rax]
	sar	eax, dword ptr [rbx + 4*rcx + 8], 3
	sar	r9d, dword ptr [r16 - 128], cl
	{evex}	sar	ecx
	{evex}	sar	r18d
	{evex}	sar	dword ptr [r8 + 2*r20 + 4096], 7
	{evex}	sar	r9d, cl
	{nf}	sar	eax
	{nf}	sar	dword ptr [rip + foo], 2
	{nf}	sar	r18d, cl
	{nf}	sar	dword ptr [rax]
	{nf}	sar	r9d, ecx
	{nf}	sar	eax, r18d, 4
	{nf}	sar	ecx, dword ptr [rbx + 4*rcx + 8], cl
	sar	rcx, rax
	sar	r31, r19
	sar	r19, rax, 5
	sar	rcx, r31, cl
	sar	r19, qword ptr [r16 - 128]
	sar	rax, qword ptr [r8 + 2*r20 + 4096], 3
	sar	r31, qword ptr [rip + foo], cl
	{evex}	sar	rcx
	{evex}	sar	r19
	{evex}	sar	qword ptr [rax], 7
	{evex}	sar	r31, cl
	{nf}	sar	rax
	{nf}	sar	qword ptr [rbx + 4*rcx + 8], 2
	{nf}	sar	r19, cl
	{nf}	sar	qword ptr [r16 - 128]
	{nf}	sar	r31, rcx
	{nf}	sar	rax, r19, 4
	{nf}	sar	rcx, qword ptr [r8 + 2*r20 + 4096], cl
	shl	r16b, al, 5
	shl	cl, sil, cl
	shl	r16b, byte ptr [rip + foo]
	shl	al, byte ptr [rax], 3
	shl	sil, byte ptr [rbx + 4*rcx + 8], cl
	{evex}	shl	cl
	{evex}	shl	r16b
	{evex}	shl	byte ptr [r16 - 128], 7
	{evex}	shl	sil, cl
	{nf}	shl	al
	{nf}	shl	byte ptr [r8 + 2*r20 + 4096], 2
	{nf}	shl	r16b, cl
	{nf}	shl	byte ptr [rip + foo]
	{nf}	shl	sil, cl
	{nf}	shl	al, r16b, 4
	{nf}	shl	cl, byte ptr [rax], cl
	shl	cx, ax
	shl	r8w, r17w
	shl	r17w, ax, 5
	shl	cx, r8w, cl
	shl	r17w, word ptr [rbx + 4*rcx + 8]
	shl	ax, word ptr [r16 - 128], 3
	shl	r8w, word ptr [r8 + 2*r20 + 4096], cl
	{evex}	shl	cx
	{evex}	shl	r17w
	{evex}	shl	word ptr [rip + foo], 7
	{evex}	shl	r8w, cl
	{nf}	shl	ax
	{nf}	shl	word ptr [rax], 2
	{nf}	shl	r17w, cl
	{nf}	shl	word ptr [rbx + 4*rcx + 8]
	{nf}	shl	r8w, cx
	{nf}	shl	ax, r17w, 4
	{nf}	shl	cx, word ptr [r16 - 128], cl
	shl	ecx, eax
	shl	r9d, r18d
	shl	r18d, eax, 5
	shl	ecx, r9d, cl
	shl	r18d, dword ptr [r8 + 2*r20 + 4096]
	shl	eax, dword ptr [rip + foo], 3
	shl	r9d, dword ptr [rax], cl
	{evex}	shl	ecx
	{evex}	shl	r18d
	{evex}	shl	dword ptr [rbx + 4*rcx + 8], 7
	{evex}	shl	r9d, cl
	{nf}	shl	eax
	{nf}	shl	dword ptr [r16 - 128], 2
	{nf}	shl	r18d, cl
	{nf}	shl	dword ptr [r8 + 2*r20 + 4096]
	{nf}	shl	r9d, ecx
	{nf}	shl	eax, r18d, 4
	{nf}	shl	ecx, dword ptr [rip + foo], cl
	shl	rcx, rax
	shl	r31, r19
	shl	r19, rax, 5
	shl	rcx, r31, cl
	shl	r19, qword ptr [rax]
	shl	rax, qword ptr [rbx + 4*rcx + 8], 3
	shl	r31, qword ptr [r16 - 128], cl
	{evex}	shl	rcx
	{evex}	shl	r19
	{evex}	shl	qword ptr [r8 + 2*r20 + 4096], 7
	{evex}	shl	r31, cl
	{nf}	shl	rax
	{nf}	shl	qword ptr [rip + foo], 2
	{nf}	shl	r19, cl
	{nf}	shl	qword ptr [rax]
	{nf}	shl	r31, rcx
	{nf}	shl	rax, r19, 4
	{nf}	shl	rcx, qword ptr [rbx + 4*rcx + 8], cl
