# APX in an object: symbols in ccmp's, ctest's and imulzu's immediates
# (kept in one byte: llvm-mc 19 does not relax these), RIP-relative and
# absolute memory operands of the map-4 instructions, jmpabs to a symbol
# (an 8-byte absolute relocation), and branches around them.
	.set	small, 7
	.text
	.globl	apx_demo
	.type	apx_demo,@function
apx_demo:
	push2	%rbx, %rbp
	cmpq	$0, %rdi
	ccmpneq	{dfv=zf}	count(%rip), %rsi
	ctesteb	{dfv=}	$small, flags(%rip)
	ccmpel	{dfv=of,cf}	$small, %eax
	setzue	%al
	cfcmovnel	table+8(%rip), %ecx
	cfcmovgq	%rdx, %rsi, %rax
	imulzuq	$small, (%rdi), %rbx
	imulzul	$100000, table(,%rax,4), %ecx
	ccmpaw	{dfv=sf}	$ext, %bx
	jne	.Lout
	pushp	%r12
	popp	%r12
	jmpabs	$target
.Lout:
	pop2	%rbp, %rbx
	ret
	.size	apx_demo, .-apx_demo

# R16-R31 (REX2) beside relocations: GOT loads a linker may relax
	movq foo@GOTPCREL(%rip), %r16
	addq foo@GOTPCREL(%rip), %r17
	movq foo@GOTTPOFF(%rip), %r18
	movq foo(%rip), %r31
	leaq 8(%r16,%r17,4), %r18
	jmp *%r16
	callq *foo@GOTPCREL(%rip)
	.data
count:	.quad	3
flags:	.byte	1
table:	.long	1, 2, 3, 4
