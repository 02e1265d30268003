# Jumps and calls to numbers: relocations against *ABS* (R_X86_64_PC32,
# also for calls, and R_X86_64_PC8 for loop and jrcxz), the jumps grown
# to rel32; hand-written.
	.text
	.globl	f
f:
	jmp	100
	jmp	0
	call	0
	call	0x1000
	je	-16
	jne	0x7fffffff
	loop	20
	jrcxz	0x30
	xbegin	64
	ret
