# `.` (the current location) in expressions: a temporary label where the
# statement starts, so relative branches resolve in the object (no
# relocation against a symbol named `.`).
	.text
f:
	jmp .+5
	je .-100
	jne .+2
	nop
	jmp .
	call .+5
	loop .-2
	jmp .+0x1000
	movl $.+3, %eax
	leaq .(%rip), %rcx
	movq .-8(%rip), %rdx
	.long .-f
	.quad .
