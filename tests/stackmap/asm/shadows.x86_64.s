# tests/stackmap/shadows.ll: back-to-back stack maps, each shadow padded
# with llc's nops before the next.
	.text
	.globl	shadows
	.type	shadows,@function
shadows:
	.stackmap_function shadows, 8
	pushq	%rbp
	movq	%rsp, %rbp
	.stackmap 100, 4, Register %rdi
	.stackmap 101, 8, Register %rdi
	.stackmap 102, 16, Register %rdi
	.stackmap 103, 0, Register %rdi
	popq	%rbp
	retq
