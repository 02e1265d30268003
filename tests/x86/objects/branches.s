# Labels and branches within .text, relaxed by llvm-mc: jmp/jcc/call backward and
# forward, short (rel8) and near (rel32); the rel8 boundaries (+127 and -128 stay short,
# +128 and -129 do not); a jne that needs rel32 only because the jmp it jumps over was
# relaxed; loop/jrcxz (rel8 only); {disp32} forcing rel32; an indirect jump through a
# table of local label differences in .rodata. Each movabsq is 10 bytes of filler.
	.text
	.globl	branches
	.type	branches,@function
branches:
	xorl	%eax, %eax
.Ltop:
	incl	%eax
	cmpl	$10, %eax
	jl	.Ltop
	jne	.Lshort
	jmp	.Lshort
.Lshort:
	testl	%eax, %eax
	je	.Lfar
	jg	.Lfar
	jmp	.Lfar
	call	.Lhelper
	loop	.Lshort
	jrcxz	.Lshort
	{disp32} jmp .Lshort
	{disp32} jne .Lshort
	movabsq	$0x1111111111111111, %rax
	movabsq	$0x2222222222222222, %rcx
	movabsq	$0x3333333333333333, %rdx
	movabsq	$0x4444444444444444, %rbx
	movabsq	$0x5555555555555555, %rsi
	movabsq	$0x6666666666666666, %rdi
	movabsq	$0x7777777777777777, %r8
	movabsq	$0x8888888888888888, %r9
	movabsq	$0x9999999999999999, %r10
	movabsq	$0xaaaaaaaaaaaaaaaa, %r11
	movabsq	$0xbbbbbbbbbbbbbbbb, %r12
	movabsq	$0xcccccccccccccccc, %r13
.Lfar:
	jmp	.Ltop
	ja	.Ltop
	jb	.Lshort
# +127: 120 + 7 bytes between the jcc and its target.
	je	.Lplus127
	movabsq	$0x1111111111111111, %rax
	movabsq	$0x2222222222222222, %rcx
	movabsq	$0x3333333333333333, %rdx
	movabsq	$0x4444444444444444, %rbx
	movabsq	$0x5555555555555555, %rsi
	movabsq	$0x6666666666666666, %rdi
	movabsq	$0x7777777777777777, %r8
	movabsq	$0x8888888888888888, %r9
	movabsq	$0x9999999999999999, %r10
	movabsq	$0xaaaaaaaaaaaaaaaa, %r11
	movabsq	$0xbbbbbbbbbbbbbbbb, %r12
	movabsq	$0xcccccccccccccccc, %r13
	movl	$1, 8(%rax)
.Lplus127:
# +128: 120 + 8 bytes.
	je	.Lplus128
	movabsq	$0x1111111111111111, %rax
	movabsq	$0x2222222222222222, %rcx
	movabsq	$0x3333333333333333, %rdx
	movabsq	$0x4444444444444444, %rbx
	movabsq	$0x5555555555555555, %rsi
	movabsq	$0x6666666666666666, %rdi
	movabsq	$0x7777777777777777, %r8
	movabsq	$0x8888888888888888, %r9
	movabsq	$0x9999999999999999, %r10
	movabsq	$0xaaaaaaaaaaaaaaaa, %r11
	movabsq	$0xbbbbbbbbbbbbbbbb, %r12
	movabsq	$0xcccccccccccccccc, %r13
	movq	$1, 8(%rax)
.Lplus128:
# -128 and -129 counted from the end of a 2-byte jcc: 126 and 127 bytes before it.
.Lminus128:
	movabsq	$0x1111111111111111, %rax
	movabsq	$0x2222222222222222, %rcx
	movabsq	$0x3333333333333333, %rdx
	movabsq	$0x4444444444444444, %rbx
	movabsq	$0x5555555555555555, %rsi
	movabsq	$0x6666666666666666, %rdi
	movabsq	$0x7777777777777777, %r8
	movabsq	$0x8888888888888888, %r9
	movabsq	$0x9999999999999999, %r10
	movabsq	$0xaaaaaaaaaaaaaaaa, %r11
	movabsq	$0xbbbbbbbbbbbbbbbb, %r12
	movabsq	$0xcccccccccccccccc, %r13
	leaq	8(%rax), %rcx
	movl	%eax, %ecx
	jne	.Lminus128
.Lminus129:
	movabsq	$0x1111111111111111, %rax
	movabsq	$0x2222222222222222, %rcx
	movabsq	$0x3333333333333333, %rdx
	movabsq	$0x4444444444444444, %rbx
	movabsq	$0x5555555555555555, %rsi
	movabsq	$0x6666666666666666, %rdi
	movabsq	$0x7777777777777777, %r8
	movabsq	$0x8888888888888888, %r9
	movabsq	$0x9999999999999999, %r10
	movabsq	$0xaaaaaaaaaaaaaaaa, %r11
	movabsq	$0xbbbbbbbbbbbbbbbb, %r12
	movabsq	$0xcccccccccccccccc, %r13
	movl	$1, 8(%rax)
	jne	.Lminus129
# jne skips a jmp (to .Ltop, far back, so relaxed to 5 bytes) and 124 bytes: 129 > 127.
.Lcascade:
	jne	.Lcascade_end
	jmp	.Ltop
	movabsq	$0x1111111111111111, %rax
	movabsq	$0x2222222222222222, %rcx
	movabsq	$0x3333333333333333, %rdx
	movabsq	$0x4444444444444444, %rbx
	movabsq	$0x5555555555555555, %rsi
	movabsq	$0x6666666666666666, %rdi
	movabsq	$0x7777777777777777, %r8
	movabsq	$0x8888888888888888, %r9
	movabsq	$0x9999999999999999, %r10
	movabsq	$0xaaaaaaaaaaaaaaaa, %r11
	movabsq	$0xbbbbbbbbbbbbbbbb, %r12
	movabsq	$0xcccccccccccccccc, %r13
	nopl	8(%rax)
.Lcascade_end:
	leaq	.Ltable(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	jmpq	*%rax
.Lhelper:
	movl	$1, %eax
	retq
.Lcase0:
	xorl	%eax, %eax
	retq
.Lcase1:
	movl	$2, %eax
	retq
.Lend:
	.size	branches, .Lend-branches

	.section	.rodata,"a",@progbits
	.p2align	2
.Ltable:
	.long	.Lcase0-.Ltable
	.long	.Lcase1-.Ltable
	.long	.Lhelper-.Ltable
