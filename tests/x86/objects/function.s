# Small functions as a compiler writes them: .globl/.type/.size, a frame with
# push/pop of callee-saved registers, a loop over an array with scaled indexing,
# SSE2 arithmetic with a constant loaded rip-relative from .rodata, a call through
# @PLT, and a switch-free early return.
	.text
	.globl	sum
	.type	sum,@function
sum:
	pushq	%rbx
	pushq	%r12
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	testq	%rsi, %rsi
	je	.Ldone
.Lloop:
	addq	(%rdi,%rcx,8), %rax
	incq	%rcx
	cmpq	%rsi, %rcx
	jb	.Lloop
.Ldone:
	popq	%r12
	popq	%rbx
	retq
.Lsum_end:
	.size	sum, .Lsum_end-sum

	.globl	scale
	.type	scale,@function
scale:
	cvtsi2sd	%edi, %xmm0
	mulsd	.LCscale(%rip), %xmm0
	addsd	%xmm1, %xmm0
	cvttsd2si	%xmm0, %eax
	ucomisd	.LCzero(%rip), %xmm0
	jae	.Lpositive
	negl	%eax
.Lpositive:
	subq	$8, %rsp
	movl	%eax, %edi
	callq	consume@PLT
	addq	$8, %rsp
	retq
.Lscale_end:
	.size	scale, .Lscale_end-scale

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3
.LCscale:
	.quad	0x4000000000000000
.LCzero:
	.quad	0
