# A shared object's code as a linker leaves it: calls through the PLT to
# functions defined elsewhere and here, a global read through the GOT, a
# local function with no dynamic symbol, a jump table in .rodata, and a
# byte whose instruction runs into the next function (listed from its own
# start all the same).
	.text
	.globl	entry
	.type	entry,@function
entry:
	pushq	%rbx
	movl	%edi, %ebx
	callq	external_one@PLT
	movq	counter@GOTPCREL(%rip), %rax
	addl	(%rax), %ebx
	callq	helper
	callq	exported@PLT
	movl	%ebx, %edi
	popq	%rbx
	jmp	external_two@PLT
	.size	entry, .-entry

	.type	helper,@function
helper:
	leaq	table(%rip), %rax
	movslq	(%rax,%rdi,4), %rcx
	addq	%rax, %rcx
	jmpq	*%rcx
	retq
	.size	helper, .-helper

	.globl	exported
	.type	exported,@function
exported:
	movq	data_object@GOTPCREL(%rip), %rax
	movl	(%rax), %eax
	retq
	.size	exported, .-exported

	.globl	straddles
	.type	straddles,@function
straddles:
	.byte	0x00
	.size	straddles, 1
	.globl	after
	.type	after,@function
after:
	movl	$1, %eax
	retq
	.size	after, .-after

	.section	.rodata,"a",@progbits
	.p2align	2
table:
	.long	0
	.long	4

	.data
	.globl	data_object
	.type	data_object,@object
data_object:
	.long	7
	.size	data_object, 4
