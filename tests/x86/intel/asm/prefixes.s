	.intel_syntax noprefix
	.text
	{disp8}	nop	dword ptr [rax]
	{disp32}	nop	dword ptr [rax]
	{disp8}	nop	dword ptr [rax + rax]
	{disp8}	nop	word ptr [rax + rax]
	{disp32}	nop	dword ptr [rax + rax]
	{disp32}	nop	word ptr [rax + rax]
	{disp32}	nop	word ptr cs:[rax + rax]
	data16
	nop	word ptr cs:[rax + rax]
	data16
	data16
	nop	word ptr cs:[rax + rax]
	{disp8}	mov	eax, dword ptr [rbp]
	{disp8}	mov	eax, dword ptr [rax]
	{disp32}	mov	eax, dword ptr [rbx + 8]
	{disp32}	mov	eax, dword ptr [r13]
	{disp32}	lea	rax, [rsp + 1]
.Lp:
	{disp32}	jmp	.Lp
	{disp8}	jmp	.Lp
	{disp32}	jne	.Lp
	{disp32}	jo	.Lp
	{disp32}	jg	.Lp
	{disp32}	jmp	.Lq
	{disp32}	je	.Lq
	{disp32}	jmp	.Lq
	{disp8}	jmp	.Lq
	{disp32}	call	.Lq
.Lq:
	{vex3}	vaddps	xmm2, xmm1, xmm0
	{vex2}	vaddps	xmm2, xmm1, xmm0
	{vex}	vaddps	xmm2, xmm1, xmm0
	{vex3}	vxorps	ymm5, ymm4, ymm3
	mov	ecx, eax
	add	bl, al
	rex64
	nop
	data16
	nop
	addr32
	mov	eax, dword ptr [rax]
	cs
	nop
	ds
	nop
	fs
	mov	eax, dword ptr [rax]
	gs
	mov	eax, dword ptr [rax]
