	.intel_syntax noprefix
	.text
.Ltmp0:
	jmp	.Ltmp0+5
.Ltmp1:
	je	.Ltmp1-100
.Ltmp2:
	call	.Ltmp2+5
.Ltmp3:
	jmp	.Ltmp3
.Ltmp4:
	mov	eax, offset .Ltmp4+3
.Ltmp5:
	lea	rcx, [rip + .Ltmp5]
.Ltmp6:
	mov	rdx, qword ptr [rip + .Ltmp6-8]
.Ltmp7:
	loop	.Ltmp7-2
