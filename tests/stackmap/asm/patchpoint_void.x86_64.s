# tests/stackmap/patchpoint_void.ll: a patch point without a target (nops
# only) and one calling an address through %r11, padded with nops.
	.text
	.globl	patch_void
	.type	patch_void,@function
patch_void:
	.stackmap_function patch_void, 40
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	movq	%rdx, %rbx
	movq	%rsi, %r14
	movq	%rdi, %r15
	.patchpoint 20, 16, 0, Register %r15, LiveOut %rbx, LiveOut %r12, LiveOut %r13, LiveOut %r14, LiveOut %r15
	movq	%r15, %rdi
	movq	%r14, %rsi
	.patchpoint 21, 32, 0x12345678, Register %rbx, LiveOut %rsp, LiveOut %r12, LiveOut %r13
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
