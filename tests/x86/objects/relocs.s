# References to symbols that need relocations: calls and jumps to external functions
# (plain, @PLT), a tail jmp and a jcc to an external symbol, rip-relative data loads
# and stores (PC32, with an addend, through the GOT: GOTPCRELX/REX_GOTPCRELX),
# indirect calls through the GOT, absolute 32-bit and 64-bit immediates and addresses,
# and a local symbol referenced before and after its definition.
	.text
	.globl	caller
	.type	caller,@function
caller:
	pushq	%rbp
	movq	%rsp, %rbp
	callq	ext_func
	callq	ext_func@PLT
	callq	local_func
	movl	counter(%rip), %eax
	addl	$1, %eax
	movl	%eax, counter(%rip)
	movq	table+16(%rip), %rcx
	leaq	message(%rip), %rdi
	movq	ext_var@GOTPCREL(%rip), %rax
	movl	ext_var2@GOTPCREL(%rip), %edx
	callq	*ext_ptr@GOTPCREL(%rip)
	movl	$ext_abs, %esi
	movq	$ext_abs, %rsi
	movabsq	$ext_abs, %rdx
	movl	ext_abs32, %eax
	cmpq	$0, ext_var(%rip)
	je	ext_func
	popq	%rbp
	jmp	ext_tail
	.size	caller, .-caller

local_func:
	callq	caller
	jmp	caller
	retq

	.data
	.globl	counter
counter:
	.long	0
table:
	.quad	1, 2, 3, 4
message:
	.asciz	"hello"
