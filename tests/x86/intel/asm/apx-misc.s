	.intel_syntax noprefix
	.text
	cmovo	r17w, cx, ax
	cmovo	ax, r8w, word ptr [rbx + 4*rcx + 8]
	cmovno	r18d, ecx, eax
	cmovno	eax, r9d, dword ptr [r16 - 128]
	cmovb	r19, rcx, rax
	cmovb	rax, r31, qword ptr [r8 + 2*r20 + 4096]
	cmovae	r17w, cx, ax
	cmovae	ax, r8w, word ptr [rip + foo]
	cmove	r18d, ecx, eax
	cmove	eax, r9d, dword ptr [rax]
	cmovne	r19, rcx, rax
	cmovne	rax, r31, qword ptr [rbx + 4*rcx + 8]
	cmovbe	r17w, cx, ax
	cmovbe	ax, r8w, word ptr [r16 - 128]
	cmova	r18d, ecx, eax
	cmova	eax, r9d, dword ptr [r8 + 2*r20 + 4096]
	cmovs	r19, rcx, rax
	cmovs	rax, r31, qword ptr [rip + foo]
	cmovns	r17w, cx, ax
	cmovns	ax, r8w, word ptr [rax]
	cmovp	r18d, ecx, eax
	cmovp	eax, r9d, dword ptr [rbx + 4*rcx + 8]
	cmovnp	r19, rcx, rax
	cmovnp	rax, r31, qword ptr [r16 - 128]
	cmovl	r17w, cx, ax
	cmovl	ax, r8w, word ptr [r8 + 2*r20 + 4096]
	cmovge	r18d, ecx, eax
	cmovge	eax, r9d, dword ptr [rip + foo]
	cmovle	r19, rcx, rax
	cmovle	rax, r31, qword ptr [rax]
	cmovg	r17w, cx, ax
	cmovg	ax, r8w, word ptr [rbx + 4*rcx + 8]
	cmove	ecx, ebx, eax
	cmovne	r17, r16, qword ptr [rax]
	cmovb	r31w, bx, ax
	cmovb	rcx, rbx, rax
	{evex}	lzcnt	cx, ax
	{evex}	lzcnt	r17w, word ptr [r16 - 128]
	{nf}	lzcnt	r8w, r17w
	{nf}	lzcnt	ax, word ptr [r8 + 2*r20 + 4096]
	{evex}	lzcnt	ecx, eax
	{evex}	lzcnt	r18d, dword ptr [rip + foo]
	{nf}	lzcnt	r9d, r18d
	{nf}	lzcnt	eax, dword ptr [rax]
	{evex}	lzcnt	rcx, rax
	{evex}	lzcnt	r19, qword ptr [rbx + 4*rcx + 8]
	{nf}	lzcnt	r31, r19
	{nf}	lzcnt	rax, qword ptr [r16 - 128]
	{evex}	tzcnt	cx, ax
	{evex}	tzcnt	r17w, word ptr [r8 + 2*r20 + 4096]
	{nf}	tzcnt	r8w, r17w
	{nf}	tzcnt	ax, word ptr [rip + foo]
	{evex}	tzcnt	ecx, eax
	{evex}	tzcnt	r18d, dword ptr [rax]
	{nf}	tzcnt	r9d, r18d
	{nf}	tzcnt	eax, dword ptr [rbx + 4*rcx + 8]
	{evex}	tzcnt	rcx, rax
	{evex}	tzcnt	r19, qword ptr [r16 - 128]
	{nf}	tzcnt	r31, r19
	{nf}	tzcnt	rax, qword ptr [r8 + 2*r20 + 4096]
	{evex}	popcnt	cx, ax
	{evex}	popcnt	r17w, word ptr [rip + foo]
	{nf}	popcnt	r8w, r17w
	{nf}	popcnt	ax, word ptr [rax]
	{evex}	popcnt	ecx, eax
	{evex}	popcnt	r18d, dword ptr [rbx + 4*rcx + 8]
	{nf}	popcnt	r9d, r18d
	{nf}	popcnt	eax, dword ptr [r16 - 128]
	{evex}	popcnt	rcx, rax
	{evex}	popcnt	r19, qword ptr [r8 + 2*r20 + 4096]
	{nf}	popcnt	r31, r19
	{nf}	popcnt	rax, qword ptr [rip + foo]
	shld	r17w, cx, ax, 3
	shld	ax, r8w, r17w, cl
	shld	r8w, word ptr [rax], cx, 7
	shld	cx, word ptr [rbx + 4*rcx + 8], ax, cl
	{evex}	shld	cx, ax, 1
	{evex}	shld	word ptr [r16 - 128], r17w, cl
	{evex}	shld	word ptr [r8 + 2*r20 + 4096], r8w, 255
	{evex}	shld	ax, cx, cl
	{nf}	shld	r17w, cx, 2
	{nf}	shld	word ptr [rip + foo], ax, cl
	{nf}	shld	ax, cx, r17w, 4
	{nf}	shld	r17w, word ptr [rax], r8w, cl
	shld	r18d, ecx, eax, 3
	shld	eax, r9d, r18d, cl
	shld	r9d, dword ptr [rbx + 4*rcx + 8], ecx, 7
	shld	ecx, dword ptr [r16 - 128], eax, cl
	{evex}	shld	ecx, eax, 1
	{evex}	shld	dword ptr [r8 + 2*r20 + 4096], r18d, cl
	{evex}	shld	dword ptr [rip + foo], r9d, 255
	{evex}	shld	eax, ecx, cl
	{nf}	shld	r18d, ecx, 2
	{nf}	shld	dword ptr [rax], eax, cl
	{nf}	shld	eax, ecx, r18d, 4
	{nf}	shld	r18d, dword ptr [rbx + 4*rcx + 8], r9d, cl
	shld	r19, rcx, rax, 3
	shld	rax, r31, r19, cl
	shld	r31, qword ptr [r16 - 128], rcx, 7
	shld	rcx, qword ptr [r8 + 2*r20 + 4096], rax, cl
	{evex}	shld	rcx, rax, 1
	{evex}	shld	qword ptr [rip + foo], r19, cl
	{evex}	shld	qword ptr [rax], r31, 255
	{evex}	shld	rax, rcx, cl
	{nf}	shld	r19, rcx, 2
	{nf}	shld	qword ptr [rbx + 4*rcx + 8], rax, cl
	{nf}	shld	rax, rcx, r19, 4
	{nf}	shld	r19, qword ptr [r16 - 128], r31, cl
	shrd	r17w, cx, ax, 3
	shrd	ax, r8w, r17w, cl
	shrd	r8w, word ptr [r8 + 2*r20 + 4096], cx, 7
	shrd	cx, word ptr [rip + foo], ax, cl
	{evex}	shrd	cx, ax, 1
	{evex}	shrd	word ptr [rax], r17w, cl
	{evex}	shrd	word ptr [rbx + 4*rcx + 8], r8w, 255
	{evex}	shrd	ax, cx, cl
	{nf}	shrd	r17w, cx, 2
	{nf}	shrd	word ptr [r16 - 128], ax, cl
	{nf}	shrd	ax, cx, r17w, 4
	{nf}	shrd	r17w, word ptr [r8 + 2*r20 + 4096], r8w, cl
	shrd	r18d, ecx, eax, 3
	shrd	eax, r9d, r18d, cl
	shrd	r9d, dword ptr [rip + foo], ecx, 7
	shrd	ecx, dword ptr [rax], eax, cl
	{evex}	shrd	ecx, eax, 1
	{evex}	shrd	dword ptr [rbx + 4*rcx + 8], r18d, cl
	{evex}	shrd	dword ptr [r16 - 128], r9d, 255
	{evex}	shrd	eax, ecx, cl
	{nf}	shrd	r18d, ecx, 2
	{nf}	shrd	dword ptr [r8 + 2*r20 + 4096], eax, cl
	{nf}	shrd	eax, ecx, r18d, 4
	{nf}	shrd	r18d, dword ptr [rip + foo], r9d, cl
	shrd	r19, rcx, rax, 3
	shrd	rax, r31, r19, cl
	shrd	r31, qword ptr [rax], rcx, 7
	shrd	rcx, qword ptr [rbx + 4*rcx + 8], rax, cl
	{evex}	shrd	rcx, rax, 1
	{evex}	shrd	qword ptr [r16 - 128], r19, cl
	{evex}	shrd	qword ptr [r8 + 2*r20 + 4096], r31, 255
	{evex}	shrd	rax, rcx, cl
	{nf}	shrd	r19, rcx, 2
	{nf}	shrd	qword ptr [rip + foo], rax, cl
	{nf}	shrd	rax, rcx, r19, 4
	{nf}	shrd	r19, qword ptr [rax], r31, cl
	adcx	r18d, ecx, eax
	adcx	eax, r9d, dword ptr [rbx + 4*rcx + 8]
	{evex}	adcx	ecx, r18d
	{evex}	adcx	r9d, dword ptr [r16 - 128]
	adcx	r19, rcx, rax
	adcx	rax, r31, qword ptr [r8 + 2*r20 + 4096]
	{evex}	adcx	rcx, r19
	{evex}	adcx	r31, qword ptr [rip + foo]
	adox	r18d, ecx, eax
	adox	eax, r9d, dword ptr [rax]
	{evex}	adox	ecx, r18d
	{evex}	adox	r9d, dword ptr [rbx + 4*rcx + 8]
	adox	r19, rcx, rax
	adox	rax, r31, qword ptr [r16 - 128]
	{evex}	adox	rcx, r19
	{evex}	adox	r31, qword ptr [r8 + 2*r20 + 4096]
	adcx	rax, r16
	adox	eax, dword ptr [r17]
	adcx	r31d, eax
	adox	rbx, qword ptr [rax + r20 + 8]
