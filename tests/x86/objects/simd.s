# SSE, AVX, FMA, x87, 3DNow! and general-purpose extension instructions in
# an object: rip-relative constants (with immediates after the address,
# whose size the relocation's addend accounts for), local and global
# symbols, a jump over vector code.
	.text
	.globl	kernel
	.type	kernel,@function
kernel:
	movaps	.Lconst(%rip), %xmm0
	pshufd	$27, .Lconst(%rip), %xmm1
	vpermilps	$0x4e, table(%rip), %ymm2
	vpblendd	$0xf0, table+32(%rip), %ymm2, %ymm3
	vfmadd231ps	.Lconst(%rip), %ymm3, %ymm2
	vcmpneqps	table(%rip), %ymm2, %ymm4
	vpgatherdd	%ymm5, (%rdi,%ymm6,4), %ymm7
	insertps	$0x10, .Lscalar(%rip), %xmm0
	roundsd	$4, .Lscalar(%rip), %xmm1
	cvtsi2sdq	count(%rip), %xmm2
	pfadd	.Lconst(%rip), %mm0
	fldt	.Lext(%rip)
	fmull	.Lscalar(%rip)
	fstpl	-8(%rsp)
	bextrl	$0x1234, count(%rip), %eax
	crc32q	count(%rip), %rax
	movbel	count(%rip), %ecx
	pdepq	count(%rip), %rax, %rdx
	testb	$1, %al
	jne	.Ldone
	vzeroupper
	vpaddd	%ymm0, %ymm1, %ymm2
	vmovdqu	%ymm2, (%rsi)
.Ldone:
	vpclmulqdq	$0x11, table(%rip), %ymm0, %ymm1
	sha256rnds2	%xmm0, .Lconst(%rip), %xmm3
	retq
	.size	kernel, .-kernel

	.section	.rodata,"a",@progbits
	.p2align	5
.Lconst:
	.long	1, 2, 3, 4, 5, 6, 7, 8
.Lscalar:
	.quad	0x3ff0000000000000
.Lext:
	.quad	0, 0
	.data
	.globl	table
table:
	.zero	64
count:
	.quad	12
