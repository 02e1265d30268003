# tests/stackmap/shadow_code.ll: the code after a point fills part of its
# shadow; a call counts and the nops go before it, the next stack map or
# the end of the function (a label) ends a shadow.
	.text
	.globl	shadow_code
	.type	shadow_code,@function
shadow_code:
	.stackmap_function shadow_code, 40
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	movq	%rsi, %rbx
	movq	%rdi, %r14
	.stackmap 1, 24, Register %r14
	leaq	(%rdi,%rsi), %r15
	imulq	%rsi, %r15
	movq	%r15, %rdi
	callq	ext@PLT
	.stackmap 2, 16, Register %r15
	xorq	%r14, %r15
	.stackmap 3, 4, Register %r15
	subq	%rbx, %r15
	imulq	%r15, %r15
	addq	$7, %r15
	.stackmap 4, 28, Register %r15
	movq	%r15, %rax
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.Lfunc_end0:
	.size	shadow_code, .Lfunc_end0-shadow_code
