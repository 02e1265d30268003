# Numeric local labels in an object: resolved within the section (short
# jumps stay short, long ones grow), data naming them relocated against
# the section.
	.text
f:
1:	nop
	jmp 1b
	jne 1f
	.zero 200
1:	jmp 1b
	call 2f
2:	ret
	leaq 1b(%rip), %rax
	.data
	.quad 1b
	.quad 2b
	.long 2b - 1b
