	.intel_syntax noprefix
	.text
	jmp	.Ltmp0
.Ltmp1:
	jmp	.Ltmp1+2
.Ltmp0:
	nop
.Ltmp2:
	jmp	.Ltmp2
	jne	.Ltmp2
.Ltmp3:
	jmp	.Ltmp4
.Ltmp4:
	nop
	mov	eax, dword ptr [rip + .Ltmp2]
	lea	rcx, [rip + .Ltmp5]
.Ltmp5:
.Ltmp6:
	loop	.Ltmp6
.Ltmp7:
	jmp	.Ltmp7
	call	.Ltmp8
.Ltmp8:
	ret
	jmp	.Ltmp8
	mov	rax, offset .Ltmp9
.Ltmp9:
	xbegin	.Ltmp9
	xbegin	.Ltmp10
.Ltmp10:
