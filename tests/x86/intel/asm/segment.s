	.intel_syntax noprefix
	.text
	mov	ax, es
	mov	ecx, es
	mov	rdx, es
	mov	r8d, es
	mov	word ptr [rax], es
	mov	word ptr [rbx + 8], es
	mov	es, eax
	mov	es, r10d
	mov	es, eax
	mov	es, r9
	mov	es, word ptr [rax]
	mov	es, word ptr [rbp - 8]
	mov	ax, cs
	mov	ecx, cs
	mov	rdx, cs
	mov	r8d, cs
	mov	word ptr [rax], cs
	mov	word ptr [rbx + 8], cs
	mov	ax, ss
	mov	ecx, ss
	mov	rdx, ss
	mov	r8d, ss
	mov	word ptr [rax], ss
	mov	word ptr [rbx + 8], ss
	mov	ss, eax
	mov	ss, r10d
	mov	ss, eax
	mov	ss, r9
	mov	ss, word ptr [rax]
	mov	ss, word ptr [rbp - 8]
	mov	ax, ds
	mov	ecx, ds
	mov	rdx, ds
	mov	r8d, ds
	mov	word ptr [rax], ds
	mov	word ptr [rbx + 8], ds
	mov	ds, eax
	mov	ds, r10d
	mov	ds, eax
	mov	ds, r9
	mov	ds, word ptr [rax]
	mov	ds, word ptr [rbp - 8]
	mov	ax, fs
	mov	ecx, fs
	mov	rdx, fs
	mov	r8d, fs
	mov	word ptr [rax], fs
	mov	word ptr [rbx + 8], fs
	mov	fs, eax
	mov	fs, r10d
	mov	fs, eax
	mov	fs, r9
	mov	fs, word ptr [rax]
	mov	fs, word ptr [rbp - 8]
	mov	ax, gs
	mov	ecx, gs
	mov	rdx, gs
	mov	r8d, gs
	mov	word ptr [rax], gs
	mov	word ptr [rbx + 8], gs
	mov	gs, eax
	mov	gs, r10d
	mov	gs, eax
	mov	gs, r9
	mov	gs, word ptr [rax]
	mov	gs, word ptr [rbp - 8]
	push	fs
	pop	fs
	push	fs
	pop	fs
	push	gs
	pop	gs
	push	gs
	pop	gs
