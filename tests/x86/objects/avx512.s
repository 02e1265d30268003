# AVX-512 in an object: EVEX instructions that name symbols (RIP-relative
# and absolute displacements are never compressed), broadcasts and
# gathers from data, masks, and branches around them.
	.text
	.globl	saxpy16
	.type	saxpy16,@function
saxpy16:
	vbroadcastss	scale(%rip), %zmm0
	kxnorw	%k0, %k0, %k1
	xorl	%eax, %eax
.Lloop:
	vmovups	(%rdi,%rax,4), %zmm1 {%k1} {z}
	vfmadd213ps	(%rsi,%rax,4), %zmm0, %zmm1
	vaddps	bias(%rip){1to16}, %zmm1, %zmm1
	vmovups	%zmm1, (%rsi,%rax,4) {%k1}
	addq	$16, %rax
	cmpq	%rdx, %rax
	jb	.Lloop
	vpgatherdd	table(,%zmm2,4), %zmm3 {%k2}
	vpscatterdd	%zmm3, table+64(,%zmm2,4) {%k2}
	vpcmpnleud	limits(%rip), %zmm3, %k3 {%k1}
	vcvtps2ph	$4, %zmm1, half(%rip)
	vpternlogd	$0xca, masks(%rip){1to16}, %zmm4, %zmm5
	vaddps	{rz-sae}, %zmm1, %zmm2, %zmm31 {%k7} {z}
	vmovdqu64	%zmm31, out
	kortestw	%k3, %k3
	je	.Ldone
	nop
.Ldone:
	retq
	.size	saxpy16, .-saxpy16

	.section	.rodata
	.p2align	6
scale:	.long	0x40000000
bias:	.long	0x3f800000
limits:	.zero	64
masks:	.long	0xff00ff00
	.data
	.p2align	6
table:	.zero	256
half:	.zero	32
out:	.zero	64
