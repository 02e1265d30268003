# tests/stackmap/anyregcc.ll: an anyregcc patch point records its result
# and arguments in the registers chosen for them, as locations.
	.text
	.globl	anyreg
	.type	anyreg,@function
anyreg:
	.stackmap_function anyreg, 8
	pushq	%rbp
	movq	%rsp, %rbp
	.patchpoint 40, 15, 0, Register %rax, Register %rdi, Register %rsi, Register %rdx, Register %rcx, LiveOut dwarf 0, LiveOut dwarf 2, LiveOut dwarf 3, LiveOut dwarf 7, LiveOut dwarf 12, LiveOut dwarf 13, LiveOut dwarf 14, LiveOut dwarf 15
	addq	%rcx, %rax
	popq	%rbp
	retq
