# Relocation operators after a symbol in operands, hand-written: the GOT, PLT, size and
# thread-local ones (TLS symbols), in displacements, 4-byte and sign-extended 1-byte
# immediates (which relax to 4 bytes: addq takes 48 81, not the accumulator form) and
# movabs's 8-byte immediate (the 64-bit relocations), in both syntaxes.
	.text
	movl	foo@GOT, %eax
	movl	foo@PLT, %eax
	movl	foo@DTPOFF, %eax
	movl	foo@TLSGD, %eax
	movl	foo@TLSLD, %eax
	movl	foo@GOTPCREL, %eax
	movl	foo@SIZE, %eax
	movl	$foo@GOT, %eax
	movl	$foo@DTPOFF, %eax
	movl	$foo@SIZE, %eax
	movl	$foo@PLT, %eax
	movl	$foo@GOTPCREL, %eax
	movl	$foo@TLSGD, %eax
	movl	$foo@GOTTPOFF, %eax
	movabsq	$tp@TPOFF, %rax
	movabsq	$dtp@DTPOFF, %rax
	movabsq	$sz@SIZE, %rax
	movabsq	$got@GOT, %rax
	leaq	gd@tlsgd(%rip), %rdi
	leaq	ld@tlsld(%rip), %rdi
	movl	dtp@dtpoff(%rax), %eax
	movq	qux@gotpcrel(%rip), %rax
	movq	got@GOT(%rbx), %rax
	addq	$sz@SIZE, %rax
	pushq	$got@GOT
	movq	$tp@TPOFF, %rax
	movl	%fs:tp@TPOFF, %eax
	call	foo@plt
	.intel_syntax noprefix
	mov	eax, dword ptr [rbx + got@GOT]
	lea	rdi, [rip + gd@TLSGD]
	mov	rax, offset sz@SIZE
	movabs	rax, offset tp@TPOFF
