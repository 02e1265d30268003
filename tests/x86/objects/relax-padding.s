# Jumps across alignment padding, relaxed in llvm-mc's order: each sees
# what grew before it. Here the first two instructions grow (a symbol
# in another section, an undefined target), and the padding before
# `far` takes their growth up, so `jmp far`, out of reach as first laid
# out, is in reach by the time it is looked at and stays short.
	imulq $elsewhere, %rsi, %rdi
	jmp undefined_target
	jmp far
	.p2align 4, 0
	.zero 120
far:
	ret

# The same with a conditional jump and a wider alignment.
	addq $elsewhere, %rax
	jne undefined_target
	jae far2
	.p2align 5, 0x90
	.fill 116, 1, 0x90
far2:
	ret

# A backward jump across padding: growth before the padding moves the
# jump away from its target, so it must grow.
back:
	nop
	.p2align 4, 0x90
	.fill 124, 1, 0x90
	jmp undefined_target
	jmp back

	.section .rodata,"a",@progbits
elsewhere:
	.quad 0
