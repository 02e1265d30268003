# tests/stackmap/patchpoint_i64.ll: patch points with a result, a call
# target, a constant location and live-outs.
	.text
	.globl	patch_i64
	.type	patch_i64,@function
patch_i64:
	.stackmap_function patch_i64, 24
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r14
	pushq	%rbx
	movq	%rsi, %rbx
	movq	%rdi, %r14
	.patchpoint 30, 40, 0x1234, Register %r14, Constant 99, LiveOut %rax, LiveOut %rbx, LiveOut %r12, LiveOut %r13, LiveOut %r14, LiveOut %r15
	addq	%rax, %rbx
	movq	%rbx, %rdi
	.patchpoint 31, 40, 0, Register %r14, LiveOut %rax, LiveOut %rsp, LiveOut %r12, LiveOut %r13, LiveOut %r14, LiveOut %r15
	addq	%r14, %rax
	popq	%rbx
	popq	%r14
	popq	%rbp
	retq
