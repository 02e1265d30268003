	.intel_syntax noprefix
	.text
	{evex}	add	cl, al
	{evex}	add	sil, r16b
	{evex}	add	r16b, 1
	{evex}	add	cl, 255
	{evex}	add	al, byte ptr [rax]
	{evex}	add	byte ptr [rax], sil
	{evex}	add	byte ptr [rax], -128
	{nf}	add	al, cl
	{nf}	add	sil, -128
	{nf}	add	al, 255
	{nf}	add	r16b, byte ptr [rax]
	{nf}	add	byte ptr [rax], r16b
	{nf}	add	byte ptr [rax], 1
	{nf}	add	r16b, cl, al
	{nf}	add	sil, cl, 1
	{nf}	add	al, r16b, 255
	{nf}	add	cl, sil, byte ptr [rax]
	{nf}	add	al, byte ptr [rax], cl
	{nf}	add	r16b, byte ptr [rax], -128
	{nf}	{evex}	add	cl, al
	{nf}	{evex}	add	r16b, cl, al
	{evex}	add	r16b, cl, al
	{evex}	add	cx, ax
	{evex}	add	r8w, r17w
	{evex}	add	r17w, 1
	{evex}	add	cx, -1
	{evex}	add	ax, word ptr [rbx + 4*rcx + 8]
	{evex}	add	word ptr [rbx + 4*rcx + 8], r8w
	{evex}	add	word ptr [rbx + 4*rcx + 8], -129
	{nf}	add	ax, cx
	{nf}	add	r8w, -129
	{nf}	add	ax, -1
	{nf}	add	r17w, word ptr [rbx + 4*rcx + 8]
	{nf}	add	word ptr [rbx + 4*rcx + 8], r17w
	{nf}	add	word ptr [rbx + 4*rcx + 8], 1
	{nf}	add	r17w, cx, ax
	{nf}	add	r8w, cx, 1
	{nf}	add	ax, r17w, -1
	{nf}	add	cx, r8w, word ptr [rbx + 4*rcx + 8]
	{nf}	add	ax, word ptr [rbx + 4*rcx + 8], cx
	{nf}	add	r17w, word ptr [rbx + 4*rcx + 8], -129
	{nf}	{evex}	add	cx, ax
	{nf}	{evex}	add	r17w, cx, ax
	{evex}	add	r17w, cx, ax
	{evex}	add	ecx, eax
	{evex}	add	r9d, r18d
	{evex}	add	r18d, 1
	{evex}	add	ecx, 305419896
	{evex}	add	eax, dword ptr [r16 - 128]
	{evex}	add	dword ptr [r16 - 128], r9d
	{evex}	add	dword ptr [r16 - 128], 128
	{nf}	add	eax, ecx
	{nf}	add	r9d, 128
	{nf}	add	eax, 305419896
	{nf}	add	r18d, dword ptr [r16 - 128]
	{nf}	add	dword ptr [r16 - 128], r18d
	{nf}	add	dword ptr [r16 - 128], 1
	{nf}	add	r18d, ecx, eax
	{nf}	add	r9d, ecx, 1
	{nf}	add	eax, r18d, 305419896
	{nf}	add	ecx, r9d, dword ptr [r16 - 128]
	{nf}	add	eax, dword ptr [r16 - 128], ecx
	{nf}	add	r18d, dword ptr [r16 - 128], 128
	{nf}	{evex}	add	ecx, eax
	{nf}	{evex}	add	r18d, ecx, eax
	{evex}	add	r18d, ecx, eax
	{evex}	add	rcx, rax
	{evex}	add	r31, r19
	{evex}	add	r19, 1
	{evex}	add	rcx, offset foo
	{evex}	add	rax, qword ptr [r8 + 2*r20 + 4096]
	{evex}	add	qword ptr [r8 + 2*r20 + 4096], r31
	{evex}	add	qword ptr [r8 + 2*r20 + 4096], 127
	{nf}	add	rax, rcx
	{nf}	add	r31, 127
	{nf}	add	rax, offset foo
	{nf}	add	r19, qword ptr [r8 + 2*r20 + 4096]
	{nf}	add	qword ptr [r8 + 2*r20 + 4096], r19
	{nf}	add	qword ptr [r8 + 2*r20 + 4096], 1
	{nf}	add	r19, rcx, rax
	{nf}	add	r31, rcx, 1
	{nf}	add	rax, r19, offset foo
	{nf}	add	rcx, r31, qword ptr [r8 + 2*r20 + 4096]
	{nf}	add	rax, qword ptr [r8 + 2*r20 + 4096], rcx
	{nf}	add	r19, qword ptr [r8 + 2*r20 + 4096], 127
	{nf}	{evex}	add	rcx, rax
	{nf}	{evex}	add	r19, rcx, rax
	{evex}	add	r19, rcx, rax
	{evex}	or	cl, al
	{evex}	or	sil, r16b
	{evex}	or	r16b, 1
	{evex}	or	cl, 255
	{evex}	or	al, byte ptr [rip + foo]
	{evex}	or	byte ptr [rip + foo], sil
	{evex}	or	byte ptr [rip + foo], -128
	{nf}	or	al, cl
	{nf}	or	sil, -128
	{nf}	or	al, 255
	{nf}	or	r16b, byte ptr [rip + foo]
	{nf}	or	byte ptr [rip + foo], r16b
	{nf}	or	byte ptr [rip + foo], 1
	{nf}	or	r16b, cl, al
	{nf}	or	sil, cl, 1
	{nf}	or	al, r16b, 255
	{nf}	or	cl, sil, byte ptr [rip + foo]
	{nf}	or	al, byte ptr [rip + foo], cl
	{nf}	or	r16b, byte ptr [rip + foo], -128
	{nf}	{evex}	or	cl, al
	{nf}	{evex}	or	r16b, cl, al
	{evex}	or	r16b, cl, al
	{evex}	or	cx, ax
	{evex}	or	r8w, r17w
	{evex}	or	r17w, 1
	{evex}	or	cx, -1
	{evex}	or	ax, word ptr [rax]
	{evex}	or	word ptr [rax], r8w
	{evex}	or	word ptr [rax], -129
	{nf}	or	ax, cx
	{nf}	or	r8w, -129
	{nf}	or	ax, -1
	{nf}	or	r17w, word ptr [rax]
	{nf}	or	word ptr [rax], r17w
	{nf}	or	word ptr [rax], 1
	{nf}	or	r17w, cx, ax
	{nf}	or	r8w, cx, 1
	{nf}	or	ax, r17w, -1
	{nf}	or	cx, r8w, word ptr [rax]
	{nf}	or	ax, word ptr [rax], cx
	{nf}	or	r17w, word ptr [rax], -129
	{nf}	{evex}	or	cx, ax
	{nf}	{evex}	or	r17w, cx, ax
	{evex}	or	r17w, cx, ax
	{evex}	or	ecx, eax
	{evex}	or	r9d, r18d
	{evex}	or	r18d, 1
	{evex}	or	ecx, 305419896
	{evex}	or	eax, dword ptr [rbx + 4*rcx + 8]
	{evex}	or	dword ptr [rbx + 4*rcx + 8], r9d
	{evex}	or	dword ptr [rbx + 4*rcx + 8], 128
	{nf}	or	eax, ecx
	{nf}	or	r9d, 128
	{nf}	or	eax, 305419896
	{nf}	or	r18d, dword ptr [rbx + 4*rcx + 8]
	{nf}	or	dword ptr [rbx + 4*rcx + 8], r18d
	{nf}	or	dword ptr [rbx + 4*rcx + 8], 1
	{nf}	or	r18d, ecx, eax
	{nf}	or	r9d, ecx, 1
	{nf}	or	eax, r18d, 305419896
	{nf}	or	ecx, r9d, dword ptr [rbx + 4*rcx + 8]
	{nf}	or	eax, dword ptr [rbx + 4*rcx + 8], ecx
	{nf}	or	r18d, dword ptr [rbx + 4*rcx + 8], 128
	{nf}	{evex}	or	ecx, eax
	{nf}	{evex}	or	r18d, ecx, eax
	{evex}	or	r18d, ecx, eax
	{evex}	or	rcx, rax
	{evex}	or	r31, r19
	{evex}	or	r19, 1
	{evex}	or	rcx, offset foo
	{evex}	or	rax, qword ptr [r16 - 128]
	{evex}	or	qword ptr [r16 - 128], r31
	{evex}	or	qword ptr [r16 - 128], 127
	{nf}	or	rax, rcx
	{nf}	or	r31, 127
	{nf}	or	rax, offset foo
	{nf}	or	r19, qword ptr [r16 - 128]
	{nf}	or	qword ptr [r16 - 128], r19
	{nf}	or	qword ptr [r16 - 128], 1
	{nf}	or	r19, rcx, rax
	{nf}	or	r31, rcx, 1
	{nf}	or	rax, r19, offset foo
	{nf}	or	rcx, r31, qword ptr [r16 - 128]
	{nf}	or	rax, qword ptr [r16 - 128], rcx
	{nf}	or	r19, qword ptr [r16 - 128], 127
	{nf}	{evex}	or	rcx, rax
	{nf}	{evex}	or	r19, rcx, rax
	{evex}	or	r19, rcx, rax
	{evex}	adc	cl, al
	{evex}	adc	sil, r16b
	{evex}	adc	r16b, 1
	{evex}	adc	cl, 255
	{evex}	adc	al, byte ptr [r8 + 2*r20 + 4096]
	{evex}	adc	byte ptr [r8 + 2*r20 + 4096], sil
	{evex}	adc	byte ptr [r8 + 2*r20 + 4096], -128
	{evex}	adc	r16b, cl, al
	{evex}	adc	cx, ax
	{evex}	adc	r8w, r17w
	{evex}	adc	r17w, 1
	{evex}	adc	cx, -1
	{evex}	adc	ax, word ptr [rip + foo]
	{evex}	adc	word ptr [rip + foo], r8w
	{evex}	adc	word ptr [rip + foo], -129
	{evex}	adc	r17w, cx, ax
	{evex}	adc	ecx, eax
	{evex}	adc	r9d, r18d
	{evex}	adc	r18d, 1
	{evex}	adc	ecx, 305419896
	{evex}	adc	eax, dword ptr [rax]
	{evex}	adc	dword ptr [rax], r9d
	{evex}	adc	dword ptr [rax], 128
	{evex}	adc	r18d, ecx, eax
	{evex}	adc	rcx, rax
	{evex}	adc	r31, r19
	{evex}	adc	r19, 1
	{evex}	adc	rcx, offset foo
	{evex}	adc	rax, qword ptr [rbx + 4*rcx + 8]
	{evex}	adc	qword ptr [rbx + 4*rcx + 8], r31
	{evex}	adc	qword ptr [rbx + 4*rcx + 8], 127
	{evex}	adc	r19, rcx, rax
	{evex}	sbb	cl, al
	{evex}	sbb	sil, r16b
	{evex}	sbb	r16b, 1
	{evex}	sbb	cl, 255
	{evex}	sbb	al, byte ptr [r16 - 128]
	{evex}	sbb	byte ptr [r16 - 128], sil
	{evex}	sbb	byte ptr [r16 - 128], -128
	{evex}	sbb	r16b, cl, al
	{evex}	sbb	cx, ax
	{evex}	sbb	r8w, r17w
	{evex}	sbb	r17w, 1
	{evex}	sbb	cx, -1
	{evex}	sbb	ax, word ptr [r8 + 2*r20 + 4096]
	{evex}	sbb	word ptr [r8 + 2*r20 + 4096], r8w
	{evex}	sbb	word ptr [r8 + 2*r20 + 4096], -129
	{evex}	sbb	r17w, cx, ax
	{evex}	sbb	ecx, eax
	{evex}	sbb	r9d, r18d
	{evex}	sbb	r18d, 1
	{evex}	sbb	ecx, 305419896
	{evex}	sbb	eax, dword ptr [rip + foo]
	{evex}	sbb	dword ptr [rip + foo], r9d
	{evex}	sbb	dword ptr [rip + foo], 128
	{evex}	sbb	r18d, ecx, eax
	{evex}	sbb	rcx, rax
	{evex}	sbb	r31, r19
	{evex}	sbb	r19, 1
	{evex}	sbb	rcx, offset foo
	{evex}	sbb	rax, qword ptr [rax]
	{evex}	sbb	qword ptr [rax], r31
	{evex}	sbb	qword ptr [rax], 127
	{evex}	sbb	r19, rcx, rax
	{evex}	and	cl, al
	{evex}	and	sil, r16b
	{evex}	and	r16b, 1
	{evex}	and	cl, 255
	{evex}	and	al, byte ptr [rbx + 4*rcx + 8]
	{evex}	and	byte ptr [rbx + 4*rcx + 8], sil
	{evex}	and	byte ptr [rbx + 4*rcx + 8], -128
	{nf}	and	al, cl
	{nf}	and	sil, -128
	{nf}	and	al, 255
	{nf}	and	r16b, byte ptr [rbx + 4*rcx + 8]
	{nf}	and	byte ptr [rbx + 4*rcx + 8], r16b
	{nf}	and	byte ptr [rbx + 4*rcx + 8], 1
	{nf}	and	r16b, cl, al
	{nf}	and	sil, cl, 1
	{nf}	and	al, r16b, 255
	{nf}	and	cl, sil, byte ptr [rbx + 4*rcx + 8]
	{nf}	and	al, byte ptr [rbx + 4*rcx + 8], cl
	{nf}	and	r16b, byte ptr [rbx + 4*rcx + 8], -128
	{nf}	{evex}	and	cl, al
	{nf}	{evex}	and	r16b, cl, al
	{evex}	and	r16b, cl, al
	{evex}	and	cx, ax
	{evex}	and	r8w, r17w
	{evex}	and	r17w, 1
	{evex}	and	cx, -1
	{evex}	and	ax, word ptr [r16 - 128]
	{evex}	and	word ptr [r16 - 128], r8w
	{evex}	and	word ptr [r16 - 128], -129
	{nf}	and	ax, cx
	{nf}	and	r8w, -129
	{nf}	and	ax, -1
	{nf}	and	r17w, word ptr [r16 - 128]
	{nf}	and	word ptr [r16 - 128], r17w
	{nf}	and	word ptr [r16 - 128], 1
	{nf}	and	r17w, cx, ax
	{nf}	and	r8w, cx, 1
	{nf}	and	ax, r17w, -1
	{nf}	and	cx, r8w, word ptr [r16 - 128]
	{nf}	and	ax, word ptr [r16 - 128], cx
	{nf}	and	r17w, word ptr [r16 - 128], -129
	{nf}	{evex}	and	cx, ax
	{nf}	{evex}	and	r17w, cx, ax
	{evex}	and	r17w, cx, ax
	{evex}	and	ecx, eax
	{evex}	and	r9d, r18d
	{evex}	and	r18d, 1
	{evex}	and	ecx, 305419896
	{evex}	and	eax, dword ptr [r8 + 2*r20 + 4096]
	{evex}	and	dword ptr [r8 + 2*r20 + 4096], r9d
	{evex}	and	dword ptr [r8 + 2*r20 + 4096], 128
	{nf}	and	eax, ecx
	{nf}	and	r9d, 128
	{nf}	and	eax, 305419896
	{nf}	and	r18d, dword ptr [r8 + 2*r20 + 4096]
	{nf}	and	dword ptr [r8 + 2*r20 + 4096], r18d
	{nf}	and	dword ptr [r8 + 2*r20 + 4096], 1
	{nf}	and	r18d, ecx, eax
	{nf}	and	r9d, ecx, 1
	{nf}	and	eax, r18d, 305419896
	{nf}	and	ecx, r9d, dword ptr [r8 + 2*r20 + 4096]
	{nf}	and	eax, dword ptr [r8 + 2*r20 + 4096], ecx
	{nf}	and	r18d, dword ptr [r8 + 2*r20 + 4096], 128
	{nf}	{evex}	and	ecx, eax
	{nf}	{evex}	and	r18d, ecx, eax
	{evex}	and	r18d, ecx, eax
	{evex}	and	rcx, rax
	{evex}	and	r31, r19
	{evex}	and	r19, 1
	{evex}	and	rcx, offset foo
	{evex}	and	rax, qword ptr [rip + foo]
	{evex}	and	qword ptr [rip + foo], r31
	{evex}	and	qword ptr [rip + foo], 127
	{nf}	and	rax, rcx
	{nf}	and	r31, 127
	{nf}	and	rax, offset foo
	{nf}	and	r19, qword ptr [rip + foo]
	{nf}	and	qword ptr [rip + foo], r19
	{nf}	and	qword ptr [rip + foo], 1
	{nf}	and	r19, rcx, rax
	{nf}	and	r31, rcx, 1
	{nf}	and	rax, r19, offset foo
	{nf}	and	rcx, r31, qword ptr [rip + foo]
	{nf}	and	rax, qword ptr [rip + foo], rcx
	{nf}	and	r19, qword ptr [rip + foo], 127
	{nf}	{evex}	and	rcx, rax
	{nf}	{evex}	and	r19, rcx, rax
	{evex}	and	r19, rcx, rax
	{evex}	sub	cl, al
	{evex}	sub	sil, r16b
	{evex}	sub	r16b, 1
	{evex}	sub	cl, 255
	{evex}	sub	al, byte ptr [rax]
	{evex}	sub	byte ptr [rax], sil
	{evex}	sub	byte ptr [rax], -128
	{nf}	sub	al, cl
	{nf}	sub	sil, -128
	{nf}	sub	al, 255
	{nf}	sub	r16b, byte ptr [rax]
	{nf}	sub	byte ptr [rax], r16b
	{nf}	sub	byte ptr [rax], 1
	{nf}	sub	r16b, cl, al
	{nf}	sub	sil, cl, 1
	{nf}	sub	al, r16b, 255
	{nf}	sub	cl, sil, byte ptr [rax]
	{nf}	sub	al, byte ptr [rax], cl
	{nf}	sub	r16b, byte ptr [rax], -128
	{nf}	{evex}	sub	cl, al
	{nf}	{evex}	sub	r16b, cl, al
	{evex}	sub	r16b, cl, al
	{evex}	sub	cx, ax
	{evex}	sub	r8w, r17w
	{evex}	sub	r17w, 1
	{evex}	sub	cx, -1
	{evex}	sub	ax, word ptr [rbx + 4*rcx + 8]
	{evex}	sub	word ptr [rbx + 4*rcx + 8], r8w
	{evex}	sub	word ptr [rbx + 4*rcx + 8], -129
	{nf}	sub	ax, cx
	{nf}	sub	r8w, -129
	{nf}	sub	ax, -1
	{nf}	sub	r17w, word ptr [rbx + 4*rcx + 8]
	{nf}	sub	word ptr [rbx + 4*rcx + 8], r17w
	{nf}	sub	word ptr [rbx + 4*rcx + 8], 1
	{nf}	sub	r17w, cx, ax
	{nf}	sub	r8w, cx, 1
	{nf}	sub	ax, r17w, -1
	{nf}	sub	cx, r8w, word ptr [rbx + 4*rcx + 8]
	{nf}	sub	ax, word ptr [rbx + 4*rcx + 8], cx
	{nf}	sub	r17w, word ptr [rbx + 4*rcx + 8], -129
	{nf}	{evex}	sub	cx, ax
	{nf}	{evex}	sub	r17w, cx, ax
	{evex}	sub	r17w, cx, ax
	{evex}	sub	ecx, eax
	{evex}	sub	r9d, r18d
	{evex}	sub	r18d, 1
	{evex}	sub	ecx, 305419896
	{evex}	sub	eax, dword ptr [r16 - 128]
	{evex}	sub	dword ptr [r16 - 128], r9d
	{evex}	sub	dword ptr [r16 - 128], 128
	{nf}	sub	eax, ecx
	{nf}	sub	r9d, 128
	{nf}	sub	eax, 305419896
	{nf}	sub	r18d, dword ptr [r16 - 128]
	{nf}	sub	dword ptr [r16 - 128], r18d
	{nf}	sub	dword ptr [r16 - 128], 1
	{nf}	sub	r18d, ecx, eax
	{nf}	sub	r9d, ecx, 1
	{nf}	sub	eax, r18d, 305419896
	{nf}	sub	ecx, r9d, dword ptr [r16 - 128]
	{nf}	sub	eax, dword ptr [r16 - 128], ecx
	{nf}	sub	r18d, dword ptr [r16 - 128], 128
	{nf}	{evex}	sub	ecx, eax
	{nf}	{evex}	sub	r18d, ecx, eax
	{evex}	sub	r18d, ecx, eax
	{evex}	sub	rcx, rax
	{evex}	sub	r31, r19
	{evex}	sub	r19, 1
	{evex}	sub	rcx, offset foo
	{evex}	sub	rax, qword ptr [r8 + 2*r20 + 4096]
	{evex}	sub	qword ptr [r8 + 2*r20 + 4096], r31
	{evex}	sub	qword ptr [r8 + 2*r20 + 4096], 127
	{nf}	sub	rax, rcx
	{nf}	sub	r31, 127
	{nf}	sub	rax, offset foo
	{nf}	sub	r19, qword ptr [r8 + 2*r20 + 4096]
	{nf}	sub	qword ptr [r8 + 2*r20 + 4096], r19
	{nf}	sub	qword ptr [r8 + 2*r20 + 4096], 1
	{nf}	sub	r19, rcx, rax
	{nf}	sub	r31, rcx, 1
	{nf}	sub	rax, r19, offset foo
	{nf}	sub	rcx, r31, qword ptr [r8 + 2*r20 + 4096]
	{nf}	sub	rax, qword ptr [r8 + 2*r20 + 4096], rcx
	{nf}	sub	r19, qword ptr [r8 + 2*r20 + 4096], 127
	{nf}	{evex}	sub	rcx, rax
	{nf}	{evex}	sub	r19, rcx, rax
	{evex}	sub	r19, rcx, rax
	{evex}	xor	cl, al
	{evex}	xor	sil, r16b
	{evex}	xor	r16b, 1
	{evex}	xor	cl, 255
	{evex}	xor	al, byte ptr [rip + foo]
	{evex}	xor	byte ptr [rip + foo], sil
	{evex}	xor	byte ptr [rip + foo], -128
	{nf}	xor	al, cl
	{nf}	xor	sil, -128
	{nf}	xor	al, 255
	{nf}	xor	r16b, byte ptr [rip + foo]
	{nf}	xor	byte ptr [rip + foo], r16b
	{nf}	xor	byte ptr [rip + foo], 1
	{nf}	xor	r16b, cl, al
	{nf}	xor	sil, cl, 1
	{nf}	xor	al, r16b, 255
	{nf}	xor	cl, sil, byte ptr [rip + foo]
	{nf}	xor	al, byte ptr [rip + foo], cl
	{nf}	xor	r16b, byte ptr [rip + foo], -128
	{nf}	{evex}	xor	cl, al
	{nf}	{evex}	xor	r16b, cl, al
	{evex}	xor	r16b, cl, al
	{evex}	xor	cx, ax
	{evex}	xor	r8w, r17w
	{evex}	xor	r17w, 1
	{evex}	xor	cx, -1
	{evex}	xor	ax, word ptr [rax]
	{evex}	xor	word ptr [rax], r8w
	{evex}	xor	word ptr [rax], -129
	{nf}	xor	ax, cx
	{nf}	xor	r8w, -129
	{nf}	xor	ax, -1
	{nf}	xor	r17w, word ptr [rax]
	{nf}	xor	word ptr [rax], r17w
	{nf}	xor	word ptr [rax], 1
	{nf}	xor	r17w, cx, ax
	{nf}	xor	r8w, cx, 1
	{nf}	xor	ax, r17w, -1
	{nf}	xor	cx, r8w, word ptr [rax]
	{nf}	xor	ax, word ptr [rax], cx
	{nf}	xor	r17w, word ptr [rax], -129
	{nf}	{evex}	xor	cx, ax
	{nf}	{evex}	xor	r17w, cx, ax
	{evex}	xor	r17w, cx, ax
	{evex}	xor	ecx, eax
	{evex}	xor	r9d, r18d
	{evex}	xor	r18d, 1
	{evex}	xor	ecx, 305419896
	{evex}	xor	eax, dword ptr [rbx + 4*rcx + 8]
	{evex}	xor	dword ptr [rbx + 4*rcx + 8], r9d
	{evex}	xor	dword ptr [rbx + 4*rcx + 8], 128
	{nf}	xor	eax, ecx
	{nf}	xor	r9d, 128
	{nf}	xor	eax, 305419896
	{nf}	xor	r18d, dword ptr [rbx + 4*rcx + 8]
	{nf}	xor	dword ptr [rbx + 4*rcx + 8], r18d
	{nf}	xor	dword ptr [rbx + 4*rcx + 8], 1
	{nf}	xor	r18d, ecx, eax
	{nf}	xor	r9d, ecx, 1
	{nf}	xor	eax, r18d, 305419896
	{nf}	xor	ecx, r9d, dword ptr [rbx + 4*rcx + 8]
	{nf}	xor	eax, dword ptr [rbx + 4*rcx + 8], ecx
	{nf}	xor	r18d, dword ptr [rbx + 4*rcx + 8], 128
	{nf}	{evex}	xor	ecx, eax
	{nf}	{evex}	xor	r18d, ecx, eax
	{evex}	xor	r18d, ecx, eax
	{evex}	xor	rcx, rax
	{evex}	xor	r31, r19
	{evex}	xor	r19, 1
	{evex}	xor	rcx, offset foo
	{evex}	xor	rax, qword ptr [r16 - 128]
	{evex}	xor	qword ptr [r16 - 128], r31
	{evex}	xor	qword ptr [r16 - 128], 127
	{nf}	xor	rax, rcx
	{nf}	xor	r31, 127
	{nf}	xor	rax, offset foo
	{nf}	xor	r19, qword ptr [r16 - 128]
	{nf}	xor	qword ptr [r16 - 128], r19
	{nf}	xor	qword ptr [r16 - 128], 1
	{nf}	xor	r19, rcx, rax
	{nf}	xor	r31, rcx, 1
	{nf}	xor	rax, r19, offset foo
	{nf}	xor	rcx, r31, qword ptr [r16 - 128]
	{nf}	xor	rax, qword ptr [r16 - 128], rcx
	{nf}	xor	r19, qword ptr [r16 - 128], 127
	{nf}	{evex}	xor	rcx, rax
	{nf}	{evex}	xor	r19, rcx, rax
	{evex}	xor	r19, rcx, rax
