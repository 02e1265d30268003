# tdc random program: --target x86_64 --seed 11 --per-opcode 4
	aaddl	%ecx, -1(%r10)
	aaddl	%esp, (,%r11,2)
	aaddl	%r10d, %fs:-129(%r15,%r9,8)
	aaddl	%ecx, -129(,%rax,2)
	aaddq	%r13, 1(%rax,%rbp)
	aaddq	%r11, 1
	aaddq	%r10, (%r13)
	aaddq	%r10, 128
	aandl	%edi, -129(%r10,%r14,2)
	aandl	%r9d, 1(%rax,%rbx,8)
	aandl	%esi, %fs:-2147483648(%rip)
	aandl	%r11d, -2147483648(%rip)
	aandq	%r13, %fs:-129(%r14)
	aandq	%rdi, -2147483648(%r11,%r14,8)
	aandq	%rsp, %fs:-1(%rax,%r15)
	aandq	%rdx, 128(%rcx)
	fabs
	fabs
	fabs
	fabs
	adcw	$65535, %ax
	adcw	$34854, %ax
	adcw	$7351, %ax
	adcw	$-32768, %ax
	adcw	$0, 2147483647(%r10)
	adcw	$63587, -128(%rdi)
	adcw	$32767, %fs:2147483647(%rbx)
	adcw	$58704, -128(%r11)
	adcw	$0, 127(%r11,%r15,2)
	adcw	$65533, -128(%rdx)
	adcw	$-121, -128(%r15)
	adcw	$65535, 2147483647(%rcx)
	adcw	%cx, -129
	adcw	%r8w, 1(%r10,%r11,8)
	adcw	%bx, %gs:1
	adcw	%r11w, 2147483647(%rsp)
	adcw	$0, %bp
	adcw	$13661, %ax
	adcw	$256, %r14w
	adcw	$65535, %r12w
	adcw	$65443, %r8w
	adcw	$127, %bx
	adcw	$65450, %cx
	adcw	$-19, %bp
	adcw	-128(%r10), %bx
	adcw	-1(%rdx), %bx
	adcw	1(%r15), %bx
	adcw	-2147483648(%rbx,%rcx,8), %r15w
	adcw	%dx, %r10w
	adcw	%r12w, %sp
	adcw	%ax, %sp
	adcw	%cx, %sp
	adcl	$2147483647, %eax
	adcl	$0, %eax
	adcl	$128, %eax
	adcl	$-2147483648, %eax
	adcl	$-129, 127(%r12)
	adcl	$2765288054, 1(%r9,%rdi,2)
	adcl	$-986155593, -129(%r8)
	adcl	$4294967295, %fs:1(%rsi)
	adcl	$0, 128(%rsp,%r12,8)
	adcl	$56, 128(%r8,%r8,4)
	adcl	$4294967295, -129(,%r8,4)
	adcl	$4294967241, %gs:-1
	adcl	%ecx, %fs:-129(,%rcx,2)
	adcl	%r9d, -1(%r13,%rbx,8)
	adcl	%r12d, 128(%r14,%rdi)
	adcl	%ebp, 1(%rdi)
	adcl	$4294967295, %r12d
	adcl	$0, %esi
	adcl	$4294967295, %r13d
	adcl	$1, %ebp
	adcl	$-79, %r14d
	adcl	$127, %r9d
	adcl	$127, %esp
	adcl	$54, %r15d
	adcl	(%r9,%r9), %r13d
	adcl	(%r15), %r8d
	adcl	-2147483648(%r13), %ecx
	adcl	2147483647(%r12), %esi
	adcl	%edx, %r15d
	adcl	%ecx, %ebp
	adcl	%ebx, %r12d
	adcl	%esp, %r10d
	adcq	$-2147483648, %rax
	adcq	$-128, %rax
	adcq	$-144428566, %rax
	adcq	$-2147483648, %rax
	adcq	$0, %gs:-2147483648
	adcq	$32768, -128(%r15,%rbp,2)
	adcq	$-1, %fs:-128(%r9)
	adcq	$2147483647, %fs:127(%rcx)
	adcq	$-89, 128(,%r9)
	adcq	$-21, %gs:-128(%r14,%rsi)
	adcq	$-77, -2147483648(%rdx)
	adcq	$-4, %gs:1(%rbx,%r9,2)
	adcq	%r11, -2147483648(%r10,%rdx,2)
	adcq	%rdx, %fs:128
	adcq	%r13, 2147483647(%rsi)
	adcq	%r15, -129(%r11,%r11,8)
	adcq	$-367899136, %rax
	adcq	$-2147483648, %r11
	adcq	$-631942191, %rsp
	adcq	$-1639634791, %r10
	adcq	$51, %rbp
	adcq	$48, %r15
	adcq	$0, %rcx
	adcq	$127, %rax
	adcq	-1(%r10,%rbp,2), %rdx
	adcq	%fs:-2147483648(%r9), %r8
	adcq	-2147483648(%r9,%r8,8), %rax
	adcq	%gs:(%r13), %r15
	adcq	%rdi, %r11
	adcq	%rdi, %r15
	adcq	%rsi, %r11
	adcq	%r11, %rsi
	adcb	$255, %al
	adcb	$127, %al
	adcb	$-128, %al
	adcb	$43, %al
	adcb	$-78, -1(%rax,%rax)
	adcb	$-56, -1(%r9)
	adcb	$-128, 2147483647(%rbp)
	adcb	$-1, %gs:128(%r11)
	adcb	%r8b, -128(%rsp,%r15,8)
	adcb	%r11b, %fs:-128(%r11)
	adcb	%al, %fs:127(%rbx)
	adcb	%cl, %gs:-129(%r11,%r14,4)
	adcb	$132, %r9b
	adcb	$255, %r10b
	adcb	$190, %bh
	adcb	$24, %r12b
	adcb	%gs:2147483647(,%rbp), %r10b
	adcb	(%rsi), %bl
	adcb	(%r11,%rdi,8), %r13b
	adcb	-2147483648(%r10,%rsi,4), %spl
	adcb	%spl, %r12b
	adcb	%r14b, %r9b
	adcb	%bl, %r11b
	adcb	%bpl, %spl
	adcxl	127(%r8,%r13), %r15d
	adcxl	%gs:-128(%rdi,%rbp,4), %r13d
	adcxl	-129(,%r9), %edx
	adcxl	-2147483648, %edx
	adcxl	%r14d, %edx
	adcxl	%r8d, %r11d
	adcxl	%r11d, %ebp
	adcxl	%ebx, %r9d
	adcxq	%fs:-129(%r13,%r14,4), %rsi
	adcxq	%gs:128(%rbp,%r10,4), %r12
	adcxq	-128(%rdi), %rdi
	adcxq	128(%rip), %r9
	adcxq	%rsp, %r11
	adcxq	%r8, %rsi
	adcxq	%r9, %r8
	adcxq	%rdx, %r13
	addw	$256, %ax
	addw	$256, %ax
	addw	$2, %ax
	addw	$14185, %ax
	addw	$-32768, -128(%r11,%rbp,2)
	addw	$255, -1(%rsi)
	addw	$128, (%rip)
	addw	$65535, %fs:-2147483648(%r10)
	addw	$127, %fs:-2147483648(%r11,%r15,8)
	addw	$78, -2147483648(%r15)
	addw	$-128, -1(%rdx,%r8,2)
	addw	$-125, 128(%rax)
	addw	%r8w, (,%r8,4)
	addw	%r8w, (%rdx)
	addw	%ax, %fs:-128(%r11,%r15,8)
	addw	%r14w, 127(%rdi,%rbp,8)
	addw	$22391, %r14w
	addw	$65535, %r10w
	addw	$255, %cx
	addw	$0, %r12w
	addw	$37, %cx
	addw	$127, %di
	addw	$65535, %di
	addw	$0, %di
	addw	128(%r11), %r9w
	addw	(%r12), %di
	addw	-129(%rip), %r13w
	addw	-1(%r14), %si
	addw	%r8w, %dx
	addw	%r15w, %bp
	addw	%sp, %r10w
	addw	%r12w, %r15w
	addl	$4294967295, %eax
	addl	$-2147483648, %eax
	addl	$255, %eax
	addl	$65535, %eax
	addl	$-1299566770, -128(%r10)
	addl	$4294967295, -128(%r11)
	addl	$4294967295, 1(%r12,%rbx,2)
	addl	$4294967295, -1(%r10,%rbp)
	addl	$66, %gs:2147483647
	addl	$45, %gs:-1(%r11,%r15,8)
	addl	$1, -1(%r13)
	addl	$29, -129(%rcx)
	addl	%eax, %gs:-2147483648(%rsp,%rsi,2)
	addl	%r10d, 128(%rsi,%r10,4)
	addl	%r9d, 0
	addl	%eax, %gs:-1
	addl	$-2147483648, %r10d
	addl	$1, %r13d
	addl	$4294967295, %edx
	addl	$1, %esp
	addl	$4294967280, %r9d
	addl	$-128, %esi
	addl	$4294967168, %ecx
	addl	$-88, %r11d
	addl	-129(%rbp,%r12), %ebx
	addl	%fs:-129(%rsp), %edx
	addl	128(%r14,%rcx,4), %ecx
	addl	1(%rcx,%rdx,2), %r10d
	addl	%eax, %r13d
	addl	%edi, %r15d
	addl	%edx, %r15d
	addl	%eax, %eax
	addq	$65536, %rax
	addq	$2147483647, %rax
	addq	$65536, %rax
	addq	$1735898062, %rax
	addq	$2147483647, %gs:-1(%rdi,%r9,4)
	addq	$2147483647, 1(%rsp)
	addq	$2147483647, -129(%r8)
	addq	$-2147483648, 2147483647(,%r15,2)
	addq	$1, %fs:-129(%rcx)
	addq	$-127, 128
	addq	$-18, 128(%rax,%rdi,4)
	addq	$-128, -1(%r11,%rbp)
	addq	%r11, 1(%r13,%r13,4)
	addq	%rsp, %gs:1(%rdi)
	addq	%r11, 127
	addq	%r9, 128(%r11)
	addq	$1763716851, %r12
	addq	$-1563221179, %rsp
	addq	$-1, %r10
	addq	$-1821089816, %r10
	addq	$-1, %r13
	addq	$-59, %rdx
	addq	$49, %r10
	addq	$12, %r15
	addq	%fs:1(%r8,%rsi,8), %rax
	addq	-128(%rcx,%rdi,4), %r15
	addq	%fs:127(%rdi,%rax,8), %r11
	addq	127(%rax,%r13,2), %r11
	addq	%rsp, %r9
	addq	%r10, %rax
	addq	%rdi, %rsp
	addq	%rdi, %r13
	addb	$255, %al
	addb	$2, %al
	addb	$-99, %al
	addb	$226, %al
	addb	$127, 1(%r12)
	addb	$-88, -1(%rdi,%rdx,4)
	addb	$109, %gs:128(,%rbp)
	addb	$132, (,%rcx,4)
	addb	%r13b, 127(,%rdi,4)
	addb	%spl, 1(%rdx,%rbp)
	addb	%dl, (%rsi)
	addb	%r13b, %gs:127(%r11,%rax)
	addb	$255, %bh
	addb	$1, %spl
	addb	$255, %r11b
	addb	$-120, %al
	addb	-2147483648(%r8), %r15b
	addb	127(,%rbp), %r15b
	addb	-2147483648(,%r12,2), %r9b
	addb	%gs:127(%r8), %r13b
	addb	%r13b, %cl
	addb	%r9b, %al
	addb	%cl, %r9b
	addb	%sil, %r8b
	addpd	128(%rsp), %xmm5
	addpd	-129(%rbp), %xmm10
	addpd	%fs:127(%r11), %xmm8
	addpd	%fs:-128(%rbx), %xmm13
	addpd	%xmm8, %xmm14
	addpd	%xmm10, %xmm11
	addpd	%xmm4, %xmm6
	addpd	%xmm5, %xmm8
	addps	2147483647(%rsi,%r10,8), %xmm0
	addps	1(%r15,%rdi,8), %xmm8
	addps	128(%rsi), %xmm8
	addps	(%rax), %xmm3
	addps	%xmm7, %xmm7
	addps	%xmm6, %xmm13
	addps	%xmm0, %xmm12
	addps	%xmm14, %xmm4
	addr32
	addr32
	addr32
	addr32
	addsd	128(%rcx,%rax), %xmm9
	addsd	-128(%r9,%r15,8), %xmm10
	addsd	128(%r13,%r15,8), %xmm11
	addsd	-128(%r15,%r15), %xmm15
	addsd	%xmm15, %xmm5
	addsd	%xmm7, %xmm4
	addsd	%xmm0, %xmm0
	addsd	%xmm3, %xmm10
	addss	128(%rdx,%rax,4), %xmm5
	addss	-1(%r11,%r15,4), %xmm3
	addss	-129(%rax,%rbx,4), %xmm6
	addss	%gs:-129(%rsp,%r14,8), %xmm5
	addss	%xmm4, %xmm11
	addss	%xmm3, %xmm8
	addss	%xmm8, %xmm9
	addss	%xmm7, %xmm14
	addsubpd	-2147483648(%r15,%r10,2), %xmm8
	addsubpd	-1(%rip), %xmm10
	addsubpd	(%r14), %xmm5
	addsubpd	1(%rax), %xmm8
	addsubpd	%xmm7, %xmm13
	addsubpd	%xmm9, %xmm13
	addsubpd	%xmm13, %xmm11
	addsubpd	%xmm8, %xmm0
	addsubps	128(%r12,%r11,4), %xmm11
	addsubps	-1(%r11), %xmm1
	addsubps	127(%rsi), %xmm8
	addsubps	%gs:-128(%r9,%rdi,2), %xmm10
	addsubps	%xmm15, %xmm6
	addsubps	%xmm7, %xmm15
	addsubps	%xmm5, %xmm10
	addsubps	%xmm4, %xmm3
	fadds	%gs:-129(%r9)
	fadds	%gs:-1(%r12,%r11,4)
	fadds	-1
	fadds	2147483647(%rax,%rdx,4)
	faddl	-2147483648(%r15,%rbp)
	faddl	-1(%rip)
	faddl	%gs:2147483647
	faddl	-2147483648(%rsi,%rsi,4)
	fiadds	-2147483648(%r12,%rbx,4)
	fiadds	128(%rbp)
	fiadds	1(%rbx,%r8,4)
	fiadds	%fs:-129(%rdx)
	fiaddl	1(%r10,%rdi)
	fiaddl	%fs:-1(%r12,%r8,2)
	fiaddl	-128(%r14,%r11,8)
	fiaddl	2147483647(%rdx,%rdi,8)
	faddp	%st, %st(5)
	faddp	%st, %st(3)
	faddp	%st, %st(3)
	faddp	%st, %st(3)
	fadd	%st(1), %st
	fadd	%st(3), %st
	fadd	%st(7), %st
	fadd	%st(5), %st
	fadd	%st, %st(7)
	fadd	%st, %st(2)
	fadd	%st, %st(7)
	fadd	%st, %st(6)
	adoxl	%fs:1, %eax
	adoxl	-1(,%r10,8), %ebp
	adoxl	-128(%rcx), %r15d
	adoxl	1(%r11), %edi
	adoxl	%r10d, %r8d
	adoxl	%esp, %ebx
	adoxl	%r15d, %ecx
	adoxl	%eax, %r12d
	adoxq	-1(%r11,%rdx,4), %rsi
	adoxq	-129(%rip), %rbp
	adoxq	%fs:1(,%r10,4), %r14
	adoxq	-128(%r15,%r9,2), %r9
	adoxq	%rsp, %rsi
	adoxq	%r13, %r12
	adoxq	%r15, %rcx
	adoxq	%r8, %rbp
	aesdec128kl	%gs:-128(%r13), %xmm12
	aesdec128kl	-129(%r12,%r9,4), %xmm14
	aesdec128kl	127(%rsi,%r12,2), %xmm12
	aesdec128kl	%gs:-1, %xmm15
	aesdec256kl	127(%rdx), %xmm5
	aesdec256kl	-1(,%rbp,4), %xmm14
	aesdec256kl	(%rbp), %xmm2
	aesdec256kl	-129(%rip), %xmm4
	aesdeclast	-1(%rbx,%r13,4), %xmm7
	aesdeclast	-1(%r14), %xmm6
	aesdeclast	%gs:(%r10,%rcx), %xmm15
	aesdeclast	1(,%rcx,4), %xmm5
	aesdeclast	%xmm7, %xmm1
	aesdeclast	%xmm8, %xmm1
	aesdeclast	%xmm3, %xmm5
	aesdeclast	%xmm10, %xmm14
	aesdecwide128kl	127(%rip)
	aesdecwide128kl	-129(%rcx,%rsi)
	aesdecwide128kl	1(%rbx)
	aesdecwide128kl	(%r14,%r12)
	aesdecwide256kl	-129(%rax,%rax)
	aesdecwide256kl	128(%r10)
	aesdecwide256kl	%gs:(%rdi,%r10,2)
	aesdecwide256kl	-2147483648(%rip)
	aesdec	127(%r11,%r8,4), %xmm15
	aesdec	2147483647(%rip), %xmm0
	aesdec	-2147483648(%rdi), %xmm0
	aesdec	127(%rbx,%r13), %xmm7
	aesdec	%xmm2, %xmm11
	aesdec	%xmm12, %xmm3
	aesdec	%xmm5, %xmm9
	aesdec	%xmm5, %xmm13
	aesenc128kl	-2147483648(%r11,%rsi), %xmm3
	aesenc128kl	-2147483648(%r14), %xmm3
	aesenc128kl	-1(%rsi), %xmm6
	aesenc128kl	2147483647(%r11), %xmm0
	aesenc256kl	%fs:-1(%r15,%r15,4), %xmm6
	aesenc256kl	%fs:128(%r11,%rbp), %xmm4
	aesenc256kl	%fs:-1(%rsp), %xmm13
	aesenc256kl	1(%r8), %xmm3
	aesenclast	2147483647(,%rbp), %xmm5
	aesenclast	1(%rbx,%r11,8), %xmm5
	aesenclast	1(%rax), %xmm8
	aesenclast	-129(,%rdi), %xmm14
	aesenclast	%xmm4, %xmm10
	aesenclast	%xmm15, %xmm14
	aesenclast	%xmm1, %xmm6
	aesenclast	%xmm0, %xmm11
	aesencwide128kl	-129(%r8)
	aesencwide128kl	128(%rdx)
	aesencwide128kl	-1(%rbx)
	aesencwide128kl	%gs:2147483647(%r14,%rbp)
	aesencwide256kl	-129(%r15)
	aesencwide256kl	127(%rip)
	aesencwide256kl	-1(%rbp,%rbx,8)
	aesencwide256kl	2147483647(%rdx,%rcx,2)
	aesenc	-1(%r15), %xmm9
	aesenc	-1(%rbx), %xmm5
	aesenc	(%r11,%rbx,4), %xmm12
	aesenc	2147483647(%r10), %xmm0
	aesenc	%xmm12, %xmm5
	aesenc	%xmm2, %xmm13
	aesenc	%xmm4, %xmm9
	aesenc	%xmm13, %xmm3
	aesimc	%gs:-2147483648(%r14), %xmm1
	aesimc	-1(%rsi), %xmm15
	aesimc	-128(%rsp,%rbp), %xmm4
	aesimc	%gs:-2147483648(%r10,%r9), %xmm8
	aesimc	%xmm6, %xmm12
	aesimc	%xmm8, %xmm13
	aesimc	%xmm13, %xmm11
	aesimc	%xmm8, %xmm6
	aeskeygenassist	$7, 2147483647, %xmm12
	aeskeygenassist	$255, 128(,%r12,2), %xmm15
	aeskeygenassist	$0, %gs:128(%r14), %xmm13
	aeskeygenassist	$249, -129(,%r9,4), %xmm1
	aeskeygenassist	$1, %xmm11, %xmm15
	aeskeygenassist	$0, %xmm8, %xmm13
	aeskeygenassist	$204, %xmm6, %xmm10
	aeskeygenassist	$92, %xmm14, %xmm11
	andw	$-32768, %ax
	andw	$-32768, %ax
	andw	$32767, %ax
	andw	$1, %ax
	andw	$46638, -2147483648(%r10)
	andw	$-32768, %fs:(%r14)
	andw	$65535, 128(%rsp)
	andw	$-1, %gs:-128(,%r13,4)
	andw	$-109, 127(%rip)
	andw	$127, 127(%r14,%rcx)
	andw	$65408, 128(%r13,%r13)
	andw	$65408, %gs:-129(%r13)
	andw	%sp, -128(%r14,%r8,8)
	andw	%r10w, -2147483648(%rbp)
	andw	%r11w, 1(%rsp)
	andw	%r15w, 128(%r14)
	andw	$30018, %sp
	andw	$32767, %r15w
	andw	$-128, %r13w
	andw	$1, %si
	andw	$127, %cx
	andw	$-128, %r10w
	andw	$127, %r13w
	andw	$1, %r12w
	andw	%gs:(%r11), %di
	andw	-1(%rcx), %r12w
	andw	127(%rdx), %r11w
	andw	%gs:-2147483648(%r14), %di
	andw	%r8w, %dx
	andw	%dx, %r13w
	andw	%ax, %cx
	andw	%sp, %bp
	andl	$2147483647, %eax
	andl	$4294967295, %eax
	andl	$0, %eax
	andl	$32767, %eax
	andl	$4294967295, -128(%rdi,%rcx,4)
	andl	$2147483647, 127(%r9)
	andl	$-128, -2147483648(%rbp)
	andl	$-2147483648, -128(%r11)
	andl	$127, (%r9)
	andl	$4294967221, %gs:2147483647(%rcx)
	andl	$127, (%rdx,%r14,4)
	andl	$107, %gs:1(,%rcx)
	andl	%ebp, 127(%rbp,%r13,4)
	andl	%r8d, 127(%rdi)
	andl	%r8d, 1(,%rdx)
	andl	%esp, -1(%rsi)
	andl	$2531165353, %ecx
	andl	$-2147483648, %r12d
	andl	$-2147483648, %r15d
	andl	$-2147483648, %r8d
	andl	$4294967214, %eax
	andl	$4294967244, %ebx
	andl	$127, %r11d
	andl	$127, %r9d
	andl	%gs:127(,%rbx), %r13d
	andl	%fs:127(%rax,%r14), %ebx
	andl	1(%rip), %eax
	andl	%fs:(%rbp,%rdx,2), %ecx
	andl	%r8d, %r10d
	andl	%r14d, %r10d
	andl	%r12d, %esp
	andl	%esi, %r15d
	andq	$0, %rax
	andq	$1291016934, %rax
	andq	$-2147483648, %rax
	andq	$-2147483648, %rax
	andq	$2147483647, %gs:(%rsi)
	andq	$-1625997349, -129(%r11,%rdi,8)
	andq	$-128, (%rip)
	andq	$-1, 1(%rbp,%rdi,8)
	andq	$127, %fs:1(%rsp)
	andq	$-56, (%r9,%rdi,2)
	andq	$-121, %gs:2147483647(%rbx)
	andq	$-1, %gs:2147483647(%r9)
	andq	%rax, 2147483647(%rsi,%r11,2)
	andq	%r8, -2147483648(%rbx,%rbp)
	andq	%rbp, %fs:-128(%rsp,%r8)
	andq	%rbp, -1(%rbp,%rsi,2)
	andq	$1, %r13
	andq	$-57646531, %r12
	andq	$2, %rcx
	andq	$-2147483648, %r14
	andq	$-71, %rax
	andq	$116, %r14
	andq	$0, %r13
	andq	$-17, %rdx
	andq	-1(%r8), %r9
	andq	128(%rdx,%rax,2), %r12
	andq	1(%rcx,%r12), %rsp
	andq	-1(%r14), %rbx
	andq	%r12, %rdx
	andq	%rbp, %r8
	andq	%rsi, %rcx
	andq	%rbp, %r8
	andb	$179, %al
	andb	$-128, %al
	andb	$-45, %al
	andb	$-127, %al
	andb	$31, 1(%rdx)
	andb	$139, 1(%rax)
	andb	$-42, (%r15)
	andb	$-73, %fs:(%rsi,%rcx,4)
	andb	%bl, 128(%rdi)
	andb	%r12b, 2147483647
	andb	%dl, -129(%rbp,%rsi,8)
	andb	%dl, %fs:1
	andb	$0, %sil
	andb	$-94, %dh
	andb	$-1, %r9b
	andb	$0, %r14b
	andb	1(%r9,%rax,8), %spl
	andb	2147483647(%r9,%rbp,4), %bl
	andb	-128(%r9,%rsi), %sil
	andb	%fs:-128(%rsp), %ch
	andb	%cl, %al
	andb	%al, %dh
	andb	%r13b, %r11b
	andb	%r9b, %al
	andnl	128(%r8,%rdi,2), %edx, %r8d
	andnl	-2147483648(,%rax), %r14d, %eax
	andnl	128(%rsp), %edi, %r8d
	andnl	%fs:-129(%rax), %esi, %eax
	andnl	%r8d, %ecx, %eax
	andnl	%r14d, %eax, %r13d
	andnl	%edi, %ebx, %r10d
	andnl	%r13d, %edx, %edi
	andnq	-128(%r14,%rdi,4), %r9, %rbx
	andnq	%gs:127(%r14,%rax,8), %r12, %r10
	andnq	128(%r13), %rcx, %r10
	andnq	(%r9,%rax), %r11, %rcx
	andnq	%r12, %rcx, %r9
	andnq	%rcx, %r14, %rsp
	andnq	%r13, %r8, %rsi
	andnq	%rsi, %r10, %r12
	andnpd	%fs:-129(%rbx,%r11,2), %xmm5
	andnpd	%gs:-2147483648(%rip), %xmm11
	andnpd	-2147483648(%rbx,%r11,4), %xmm3
	andnpd	-128(%r14,%r12,4), %xmm4
	andnpd	%xmm9, %xmm10
	andnpd	%xmm12, %xmm15
	andnpd	%xmm11, %xmm9
	andnpd	%xmm6, %xmm10
	andnps	%gs:2147483647(%rsp,%rdi), %xmm7
	andnps	128(%rdi,%rbx,8), %xmm4
	andnps	1(%rbx), %xmm8
	andnps	%fs:-129(%r10), %xmm10
	andnps	%xmm15, %xmm12
	andnps	%xmm15, %xmm6
	andnps	%xmm8, %xmm13
	andnps	%xmm15, %xmm14
	andpd	%gs:-129(%r14,%r8,8), %xmm14
	andpd	%gs:1(%rax,%r8,4), %xmm11
	andpd	%gs:-2147483648(%r13,%r11), %xmm7
	andpd	%gs:(%rax), %xmm1
	andpd	%xmm12, %xmm14
	andpd	%xmm14, %xmm7
	andpd	%xmm6, %xmm3
	andpd	%xmm9, %xmm4
	andps	127(%rbx), %xmm7
	andps	1(%rbx,%r9,8), %xmm0
	andps	-129(%r10,%rax,4), %xmm0
	andps	128(%rdi), %xmm5
	andps	%xmm7, %xmm2
	andps	%xmm2, %xmm0
	andps	%xmm0, %xmm3
	andps	%xmm11, %xmm7
	aorl	%r14d, -129(,%rax)
	aorl	%r14d, 2147483647(%rdi)
	aorl	%ebx, -128(%rdi,%r14,4)
	aorl	%r8d, -129(%r13)
	aorq	%r14, -129(%rsp)
	aorq	%r11, -2147483648(%rcx)
	aorq	%r11, -128(%r11,%rsi,4)
	aorq	%r15, 127(%rcx,%r12,2)
	axorl	%esi, 128(%rdi,%r9)
	axorl	%esp, 1(%r11,%rsi,8)
	axorl	%ecx, -2147483648(%rdi)
	axorl	%r13d, %fs:1(%rbx)
	axorq	%rdx, -129(%rdi,%rdi,8)
	axorq	%r9, 128(%r14)
	axorq	%rsi, %fs:-1
	axorq	%r13, 127(%r10)
	bextrl	%r11d, 128(,%rsi,2), %r14d
	bextrl	%eax, %fs:-128(,%rbx,2), %esp
	bextrl	%edi, 128(%r13), %edi
	bextrl	%ebp, %gs:128(%rsi,%r11,8), %ecx
	bextrl	%esi, %edi, %r15d
	bextrl	%r10d, %r9d, %r10d
	bextrl	%esp, %esi, %r8d
	bextrl	%r8d, %ebx, %edx
	bextrq	%rdi, (%r13,%r15,4), %r8
	bextrq	%r11, -129(%rsi,%rax,4), %rbp
	bextrq	%r8, -129(%rdi,%r9,2), %rcx
	bextrq	%r9, -128(%r10), %r10
	bextrq	%r13, %rbx, %rsi
	bextrq	%r9, %r14, %r10
	bextrq	%rdx, %rsp, %rsi
	bextrq	%r15, %r14, %r9
	bextrl	$1113268927, (%r11), %edi
	bextrl	$4294967295, -128(%r12), %edx
	bextrl	$255, %fs:-128(%r15), %r14d
	bextrl	$657497724, 1(%rsp,%r14), %edi
	bextrl	$-129, %ebp, %r8d
	bextrl	$2147483647, %eax, %esi
	bextrl	$4294967295, %edx, %r11d
	bextrl	$4294967295, %esi, %ecx
	bextrq	$-1, 1(%r10), %r13
	bextrq	$2, 1(%r11,%r11), %r11
	bextrq	$65535, -1(%rbx), %rsi
	bextrq	$255, %fs:1(%r12,%r13,2), %rbp
	bextrq	$32767, %r12, %r9
	bextrq	$65535, %r8, %rbx
	bextrq	$-2147483648, %r10, %rsp
	bextrq	$2147483647, %rbx, %r10
	blcfilll	-129(%rip), %ebx
	blcfilll	1(%rsp), %r9d
	blcfilll	%gs:(%r14,%rcx,4), %r15d
	blcfilll	128(,%rdx,8), %r8d
	blcfilll	%r9d, %edi
	blcfilll	%edi, %eax
	blcfilll	%ecx, %r10d
	blcfilll	%r11d, %r14d
	blcfillq	%fs:1(%rcx), %r11
	blcfillq	2147483647(%r12), %r8
	blcfillq	1(%rdi), %rcx
	blcfillq	-128(%r9,%rcx), %r9
	blcfillq	%rcx, %rdi
	blcfillq	%r14, %rsi
	blcfillq	%r11, %r11
	blcfillq	%r12, %r12
	blcil	2147483647(%rbx,%rbx,2), %r14d
	blcil	(%rsp), %ecx
	blcil	-2147483648(%r13), %esi
	blcil	127(%r12), %ecx
	blcil	%r10d, %r8d
	blcil	%esi, %eax
	blcil	%r9d, %ecx
	blcil	%r10d, %esp
	blciq	%gs:-129(%rdi), %r14
	blciq	%gs:(%r8,%r12,4), %r14
	blciq	%gs:-1(%r10,%r13,2), %r15
	blciq	%gs:127(%rsp), %r12
	blciq	%r15, %rbx
	blciq	%rdi, %rsp
	blciq	%r9, %r11
	blciq	%rax, %r12
	blcicl	-1(%r15), %r8d
	blcicl	%gs:-128(%r10,%r9,4), %eax
	blcicl	-1(%rsi), %ebx
	blcicl	-2147483648(%r15), %edx
	blcicl	%r15d, %r14d
	blcicl	%r15d, %r9d
	blcicl	%edi, %r9d
	blcicl	%ecx, %eax
	blcicq	-129(%rdi), %rdx
	blcicq	%gs:(%r15,%rcx,2), %r11
	blcicq	-128(%r15,%rdx,8), %r15
	blcicq	%gs:1(,%r10,8), %rdx
	blcicq	%rbp, %rdx
	blcicq	%rbx, %r13
	blcicq	%r14, %rdx
	blcicq	%rax, %rbx
	blcmskl	%gs:2147483647(%rsp), %esp
	blcmskl	%gs:-1, %ebp
	blcmskl	127(%r11,%r12,8), %eax
	blcmskl	-1(%r10,%rcx,4), %r13d
	blcmskl	%r8d, %r8d
	blcmskl	%r15d, %ebp
	blcmskl	%ebp, %r15d
	blcmskl	%r10d, %esp
	blcmskq	2147483647(%rbx,%r10,8), %rbp
	blcmskq	-2147483648(%rdi), %rbp
	blcmskq	%gs:-129(%r8,%rbx,8), %r10
	blcmskq	-2147483648(%r9), %r11
	blcmskq	%r15, %r14
	blcmskq	%rdi, %r15
	blcmskq	%r14, %rax
	blcmskq	%r14, %r14
	blcsl	-1(%r10,%r14,4), %r9d
	blcsl	-129(%rdi,%r10,4), %r14d
	blcsl	-129(%rip), %r15d
	blcsl	%gs:1(%rsi,%rbx,2), %edi
	blcsl	%r15d, %ebp
	blcsl	%edi, %edx
	blcsl	%r10d, %r14d
	blcsl	%r11d, %esi
	blcsq	%fs:-129, %rcx
	blcsq	%fs:127(%r8,%r14,4), %r11
	blcsq	2147483647(%rax), %r13
	blcsq	-129, %rcx
	blcsq	%r10, %r9
	blcsq	%rax, %rcx
	blcsq	%rdi, %rbp
	blcsq	%r15, %r13
	blendpd	$226, -2147483648(%rax,%rcx,4), %xmm11
	blendpd	$1, %gs:(%rsp,%rax,2), %xmm2
	blendpd	$1, 2147483647(%r8), %xmm2
	blendpd	$27, 2147483647(%r14), %xmm14
	blendpd	$163, %xmm11, %xmm5
	blendpd	$128, %xmm5, %xmm0
	blendpd	$255, %xmm1, %xmm2
	blendpd	$127, %xmm2, %xmm9
	blendps	$128, 128(%rsi), %xmm10
	blendps	$150, 1(%rsp,%rdi), %xmm14
	blendps	$253, %fs:127(,%r14,4), %xmm3
	blendps	$255, -2147483648(,%r10,8), %xmm15
	blendps	$197, %xmm6, %xmm5
	blendps	$118, %xmm3, %xmm11
	blendps	$141, %xmm12, %xmm5
	blendps	$255, %xmm0, %xmm8
	blendvpd	%xmm0, 127(%r14,%r12,8), %xmm8
	blendvpd	%xmm0, 2147483647(%r9,%rax,2), %xmm9
	blendvpd	%xmm0, (%rcx), %xmm1
	blendvpd	%xmm0, (%rip), %xmm2
	blendvpd	%xmm0, %xmm2, %xmm7
	blendvpd	%xmm0, %xmm15, %xmm15
	blendvpd	%xmm0, %xmm0, %xmm11
	blendvpd	%xmm0, %xmm3, %xmm3
	blendvps	%xmm0, %fs:-2147483648(%rip), %xmm11
	blendvps	%xmm0, %gs:(%r14,%r12,2), %xmm3
	blendvps	%xmm0, -128(%rip), %xmm11
	blendvps	%xmm0, %gs:2147483647(%rdx), %xmm2
	blendvps	%xmm0, %xmm10, %xmm2
	blendvps	%xmm0, %xmm11, %xmm9
	blendvps	%xmm0, %xmm7, %xmm6
	blendvps	%xmm0, %xmm5, %xmm1
	blsfilll	%fs:127(%rsi,%r12,4), %r13d
	blsfilll	1(%r12,%rsi,8), %ebp
	blsfilll	2147483647(%r11,%r10,2), %r8d
	blsfilll	-129(%r11,%r8,8), %ecx
	blsfilll	%r14d, %r9d
	blsfilll	%r15d, %r8d
	blsfilll	%r13d, %r8d
	blsfilll	%edi, %ecx
	blsfillq	128(%r8,%r14), %rdi
	blsfillq	-2147483648(%r11), %rax
	blsfillq	%gs:2147483647(%r11), %rsi
	blsfillq	-129(%rsp,%rsi,2), %r10
	blsfillq	%rcx, %r11
	blsfillq	%rsp, %rsi
	blsfillq	%r11, %rax
	blsfillq	%rcx, %r13
	blsil	%fs:1(%r13), %ebx
	blsil	%gs:-129(%rsi,%rax,8), %r8d
	blsil	%gs:128(%rcx), %r10d
	blsil	-2147483648, %r14d
	blsil	%esi, %ebx
	blsil	%ebp, %edx
	blsil	%ecx, %edi
	blsil	%r15d, %esp
	blsiq	-128, %rdi
	blsiq	128(%r13,%r10,2), %r13
	blsiq	%gs:(%rax), %r10
	blsiq	%fs:2147483647(%r12,%rdi,8), %r9
	blsiq	%rbp, %rsp
	blsiq	%r12, %rbx
	blsiq	%rcx, %r9
	blsiq	%rdi, %r12
	blsicl	-128(%rax), %esp
	blsicl	1(%rax), %r13d
	blsicl	2147483647, %ebp
	blsicl	-128(%r9), %r14d
	blsicl	%esi, %r12d
	blsicl	%r8d, %edx
	blsicl	%edi, %r8d
	blsicl	%eax, %ecx
	blsicq	127, %r14
	blsicq	-1(%r9), %rdx
	blsicq	-1(%rax), %rsp
	blsicq	(%r12), %r12
	blsicq	%r13, %r11
	blsicq	%r13, %rdx
	blsicq	%r14, %rdi
	blsicq	%rsi, %rdx
	blsmskl	127(%rbx,%rbp,2), %r10d
	blsmskl	-1(%rsp,%rsi,2), %eax
	blsmskl	2147483647(%rdx), %r15d
	blsmskl	%gs:2147483647(%r12,%rsi,2), %ebx
	blsmskl	%edi, %r15d
	blsmskl	%r12d, %ecx
	blsmskl	%eax, %r10d
	blsmskl	%ebp, %ecx
	blsmskq	-2147483648(%r12), %r15
	blsmskq	-2147483648(%rsi), %r14
	blsmskq	1(%r14,%rsi,4), %rbp
	blsmskq	%fs:-1(%r11,%r14,8), %r13
	blsmskq	%r8, %r9
	blsmskq	%r8, %rdi
	blsmskq	%r11, %rdx
	blsmskq	%rbx, %r10
	blsrl	127(%r13), %r12d
	blsrl	-2147483648(%r10), %ecx
	blsrl	%fs:-129(%rcx), %r13d
	blsrl	127, %r14d
	blsrl	%esp, %eax
	blsrl	%r14d, %esi
	blsrl	%eax, %r8d
	blsrl	%edi, %r8d
	blsrq	%gs:-1(%rdx,%rbx,4), %rbx
	blsrq	-1(%rsp,%r14,4), %rsp
	blsrq	(%rsi,%rcx,2), %r13
	blsrq	-1(%r10), %rax
	blsrq	%rcx, %r9
	blsrq	%r9, %rbx
	blsrq	%r8, %r9
	blsrq	%r8, %r12
	bsfw	-128(%rbx,%r11,4), %r9w
	bsfw	(,%rdx,8), %r14w
	bsfw	-128(%r9,%r14,4), %r14w
	bsfw	-1(%rax,%rcx), %r12w
	bsfw	%dx, %cx
	bsfw	%r10w, %cx
	bsfw	%bp, %r15w
	bsfw	%sp, %sp
	bsfl	%gs:-1(%r9), %edx
	bsfl	-2147483648(%r13,%rsi,8), %r11d
	bsfl	%fs:-128(,%r11), %r12d
	bsfl	-128(%r15,%r9), %ebp
	bsfl	%ebx, %r12d
	bsfl	%eax, %r12d
	bsfl	%r10d, %ebx
	bsfl	%r12d, %esp
	bsfq	127(%r13), %rsi
	bsfq	2147483647(%r13), %rdi
	bsfq	128(%rbp), %r14
	bsfq	128(%rsi), %rbp
	bsfq	%r8, %r9
	bsfq	%r10, %r8
	bsfq	%rbx, %rcx
	bsfq	%rdx, %r15
	bsrw	-128(%r8,%r10), %ax
	bsrw	1(%r9,%rdx,2), %si
	bsrw	-128(%r15), %r8w
	bsrw	1(%r9,%r15,2), %dx
	bsrw	%r8w, %r15w
	bsrw	%di, %bp
	bsrw	%sp, %r10w
	bsrw	%bx, %di
	bsrl	-1(%rax,%r14,8), %r14d
	bsrl	%fs:(%rbx,%rdx,4), %esi
	bsrl	1(%r10,%rdi,4), %edx
	bsrl	%fs:128(,%r9), %esp
	bsrl	%r8d, %ecx
	bsrl	%r13d, %ecx
	bsrl	%eax, %edx
	bsrl	%r8d, %ebx
	bsrq	127(%r14), %r10
	bsrq	(%r11), %r8
	bsrq	-128(,%r12,2), %rsp
	bsrq	%gs:(%rdi,%r11,4), %r15
	bsrq	%r8, %rcx
	bsrq	%rdx, %rsi
	bsrq	%r8, %r13
	bsrq	%r12, %r8
	bswapl	%r8d
	bswapl	%eax
	bswapl	%r14d
	bswapl	%r9d
	bswapq	%rbx
	bswapq	%rdi
	bswapq	%rdx
	bswapq	%r11
	btw	$74, %fs:128(%rax,%rbp)
	btw	$128, %gs:-129(%rdx)
	btw	$0, 128(%rsi,%rbx,4)
	btw	$255, %gs:(%r11,%rbx,4)
	btw	%sp, 1(%rip)
	btw	%r8w, %gs:-129
	btw	%si, %fs:-128(%r13,%r11,8)
	btw	%r10w, %gs:-2147483648(%r11)
	btw	$0, %bx
	btw	$237, %r9w
	btw	$128, %dx
	btw	$88, %sp
	btw	%r11w, %di
	btw	%r14w, %r10w
	btw	%r12w, %bp
	btw	%r11w, %cx
	btl	$30, 2147483647(%rsp)
	btl	$112, 127(,%r9)
	btl	$154, -128(%r10)
	btl	$255, (%rbx,%r11,4)
	btl	%r14d, -2147483648(%rsp,%rbp,2)
	btl	%edi, -1(%r8,%rax)
	btl	%ecx, (%r8)
	btl	%ebx, -1(,%r12)
	btl	$243, %esp
	btl	$0, %r15d
	btl	$255, %ecx
	btl	$75, %eax
	btl	%ecx, %ebx
	btl	%esi, %edx
	btl	%r15d, %r15d
	btl	%r10d, %r14d
	btq	$2, 1(,%r13,2)
	btq	$94, -1
	btq	$250, -2147483648(%r9,%r11,2)
	btq	$255, 2147483647(%rsi,%rdi)
	btq	%r8, 127(%rdi)
	btq	%rbx, -2147483648(%rsi,%r12,8)
	btq	%r8, -2147483648(%rdi)
	btq	%r15, -129(%rax,%rax,8)
	btq	$168, %rbx
	btq	$155, %rbp
	btq	$255, %rdx
	btq	$168, %rcx
	btq	%rdi, %r11
	btq	%r11, %rsi
	btq	%r9, %r10
	btq	%r8, %r13
	btcw	$217, 1(%rsi)
	btcw	$54, 127(%r14)
	btcw	$167, -128(%rcx)
	btcw	$25, -2147483648(,%r15)
	btcw	%r14w, -129(%r8)
	btcw	%r11w, -128(%rcx,%r15)
	btcw	%bx, -1
	btcw	%r14w, %gs:1(%rbx,%r12)
	btcw	$199, %ax
	btcw	$1, %dx
	btcw	$0, %r8w
	btcw	$1, %bx
	btcw	%r15w, %sp
	btcw	%r11w, %r12w
	btcw	%r15w, %r12w
	btcw	%cx, %si
	btcl	$255, %gs:2147483647(%rsi)
	btcl	$0, -2147483648(%rip)
	btcl	$101, -1(%rbp)
	btcl	$27, 1(%rsp)
	btcl	%r12d, %gs:128(%rdx)
	btcl	%edx, 127(%rdx)
	btcl	%r13d, 128(%rip)
	btcl	%r10d, %fs:-128(%rdx,%rbp)
	btcl	$146, %edx
	btcl	$99, %r13d
	btcl	$85, %r9d
	btcl	$0, %esp
	btcl	%r12d, %ecx
	btcl	%r10d, %r12d
	btcl	%r14d, %r14d
	btcl	%esi, %ebp
	btcq	$75, 1(%rax)
	btcq	$2, %fs:-129(%rdi,%rbx,4)
	btcq	$122, 127(%rsp,%r8,2)
	btcq	$0, -1(%r12)
	btcq	%r14, 128(%r10,%r10,4)
	btcq	%rdi, -2147483648(%rip)
	btcq	%r14, (%rbx,%rsi,8)
	btcq	%rsi, %gs:127(%r14,%rbp,2)
	btcq	$255, %rbx
	btcq	$255, %r8
	btcq	$255, %r8
	btcq	$0, %rbx
	btcq	%r12, %r11
	btcq	%rsi, %r13
	btcq	%r11, %rdx
	btcq	%rcx, %rsp
	btrw	$60, 1(%rsi,%r10,2)
	btrw	$244, (%rbx)
	btrw	$97, %gs:(%r12,%rdx,2)
	btrw	$128, (%r9)
	btrw	%r12w, -128(%r11,%rdx,4)
	btrw	%r10w, 2147483647(%r12)
	btrw	%r10w, -2147483648(%r14,%rsi,8)
	btrw	%bp, 2147483647(%r13)
	btrw	$255, %r12w
	btrw	$243, %r14w
	btrw	$255, %r10w
	btrw	$255, %r9w
	btrw	%r9w, %dx
	btrw	%sp, %r13w
	btrw	%r14w, %bx
	btrw	%r9w, %r14w
	btrl	$128, %gs:-128(%rdi)
	btrl	$53, %gs:-2147483648(%rax,%rdi)
	btrl	$164, (%rax,%rcx,2)
	btrl	$211, 1(%rdi,%r8)
	btrl	%r13d, 2147483647(%r14,%r13,2)
	btrl	%r8d, %fs:-2147483648(%rbp)
	btrl	%edi, (%r13)
	btrl	%eax, %gs:-128(%rip)
	btrl	$0, %r10d
	btrl	$0, %edx
	btrl	$168, %esp
	btrl	$103, %ebp
	btrl	%ebp, %r10d
	btrl	%r11d, %edi
	btrl	%r14d, %r15d
	btrl	%r14d, %r13d
	btrq	$0, %gs:-129(%r12)
	btrq	$0, -2147483648(%rip)
	btrq	$163, %fs:127(%r13,%rbp,2)
	btrq	$255, -128(%rdi)
	btrq	%r14, (%rsp,%rdx,8)
	btrq	%r8, -2147483648(%rbx,%r8,4)
	btrq	%rbx, -1(,%rcx,8)
	btrq	%rbx, -128(,%r9,8)
	btrq	$0, %rsi
	btrq	$0, %r9
	btrq	$201, %r15
	btrq	$0, %r8
	btrq	%rsp, %r11
	btrq	%rbp, %rdi
	btrq	%rsi, %r15
	btrq	%r14, %r11
	btsw	$235, -2147483648(%r8)
	btsw	$100, -129(%rax,%rbp,4)
	btsw	$0, %fs:127(%rbx,%r12,2)
	btsw	$2, 2147483647(%r11)
	btsw	%dx, 1(%r8,%r15,8)
	btsw	%si, 127(%r13,%r10,8)
	btsw	%r13w, 1(%r10,%r10)
	btsw	%di, 128(%r15)
	btsw	$43, %ax
	btsw	$74, %ax
	btsw	$255, %r13w
	btsw	$128, %si
	btsw	%cx, %cx
	btsw	%di, %r9w
	btsw	%bp, %cx
	btsw	%dx, %cx
	btsl	$184, -128(%r11)
	btsl	$187, %fs:-128(%rbx,%rax,4)
	btsl	$128, 127(%rsp,%r8,8)
	btsl	$1, 1(%rbp,%rbp,4)
	btsl	%esi, %fs:127
	btsl	%esi, (%rsi,%r13,4)
	btsl	%r11d, -2147483648(%rip)
	btsl	%r9d, 127(%r10,%rax,8)
	btsl	$41, %ebx
	btsl	$0, %ebp
	btsl	$128, %edx
	btsl	$0, %ebp
	btsl	%r11d, %r10d
	btsl	%ebp, %r10d
	btsl	%ebx, %esp
	btsl	%r10d, %edi
	btsq	$255, -1(,%r14,8)
	btsq	$1, 1(%rsp)
	btsq	$68, %fs:127(%rsp)
	btsq	$255, 128
	btsq	%r11, %gs:-1
	btsq	%r12, -2147483648(%rip)
	btsq	%rsi, -129(%r9)
	btsq	%r11, 1(%rsi)
	btsq	$231, %rsi
	btsq	$246, %rsp
	btsq	$1, %r12
	btsq	$76, %r14
	btsq	%r9, %rcx
	btsq	%rsi, %r8
	btsq	%rbp, %rsi
	btsq	%r8, %r10
	bzhil	%ebx, -129(%rbx,%rbx), %r8d
	bzhil	%edi, -129(%r8,%rdx), %edi
	bzhil	%edi, 127(%r10), %ebp
	bzhil	%ebp, -2147483648(%rax,%r11,8), %edi
	bzhil	%r13d, %r11d, %edx
	bzhil	%r12d, %r10d, %edi
	bzhil	%r9d, %esi, %ebp
	bzhil	%r15d, %eax, %eax
	bzhiq	%rdx, -2147483648(%rax,%r11), %rsi
	bzhiq	%rsp, %fs:2147483647(%r15,%r14,4), %rax
	bzhiq	%r12, 127(%rdi), %rcx
	bzhiq	%r10, -129(%r13), %rbx
	bzhiq	%rsi, %r11, %rsp
	bzhiq	%r8, %rdx, %r11
	bzhiq	%rcx, %rbp, %rbx
	bzhiq	%rdi, %r10, %rcx
	callq	*%gs:-129(,%r11,4)
	callq	*127(%r11)
	callq	*127(%rsp)
	callq	*127(%rsp,%rax,8)
	callq	target
	callq	target+127
	callq	target@PLT
	callq	target@PLT
	callq	*%r10
	callq	*%rcx
	callq	*%rsi
	callq	*%rbx
	cbtw
	cbtw
	cbtw
	cbtw
	cltd
	cltd
	cltd
	cltd
	cltq
	cltq
	cltq
	cltq
	fchs
	fchs
	fchs
	fchs
	clac
	clac
	clac
	clac
	clc
	clc
	clc
	clc
	cld
	cld
	cld
	cld
	cldemote	128(%rcx,%rax,4)
	cldemote	-1(%rsi)
	cldemote	-129(%rax)
	cldemote	-129(%rbx,%r11,8)
	clflush	-129(%rdx,%r8,8)
	clflush	%gs:-129
	clflush	%fs:2147483647(%rbp)
	clflush	(%r9)
	clflushopt	127(%rcx)
	clflushopt	1(%r15)
	clflushopt	1(%rip)
	clflushopt	-1(,%r13,2)
	clgi
	clgi
	clgi
	clgi
	cli
	cli
	cli
	cli
	clrssbsy	-129(%rcx)
	clrssbsy	-1(%rdi)
	clrssbsy	%gs:-1(%rbp)
	clrssbsy	128(%rax)
	clts
	clts
	clts
	clts
	clui
	clui
	clui
	clui
	clwb	128(%rbp,%rbx,4)
	clwb	127(%rsi,%r9)
	clwb	-128(,%r15,2)
	clwb	128(%r12)
	clzero
	clzero
	clzero
	clzero
	cmc
	cmc
	cmc
	cmc
	cmovaw	-1(%r12,%r12), %sp
	cmovaw	%fs:(%r14), %r8w
	cmovaw	%gs:-129(%rsp,%r14,2), %r11w
	cmovaw	128(%r15), %r9w
	cmovaw	%sp, %r9w
	cmovaw	%r9w, %r11w
	cmovaw	%r10w, %r12w
	cmovaw	%r9w, %dx
	cmoval	-2147483648(%r15), %r15d
	cmoval	1(%rdi), %r10d
	cmoval	128(%rdx), %edx
	cmoval	-2147483648(%r13), %edx
	cmoval	%edi, %r10d
	cmoval	%esp, %ebp
	cmoval	%edx, %ebx
	cmoval	%ebx, %esp
	cmovaq	128(%rdi,%r10,4), %rdi
	cmovaq	%fs:-129, %rbx
	cmovaq	-128(%rax,%r12,4), %r10
	cmovaq	%fs:2147483647(%r14,%r12,2), %r14
	cmovaq	%r8, %r11
	cmovaq	%rsp, %rax
	cmovaq	%r13, %rbx
	cmovaq	%r9, %r14
	cmovaew	%gs:1(%r10), %r14w
	cmovaew	-128(%r15,%r11,2), %r11w
	cmovaew	1(%rsi,%r11,8), %di
	cmovaew	%fs:-129(%rbp,%r14), %cx
	cmovaew	%r15w, %r15w
	cmovaew	%bp, %ax
	cmovaew	%di, %ax
	cmovaew	%r13w, %r8w
	cmovael	2147483647(%rip), %edi
	cmovael	-2147483648(%r15), %r9d
	cmovael	1(,%r13,4), %r14d
	cmovael	127(%r14), %eax
	cmovael	%r12d, %eax
	cmovael	%edi, %r13d
	cmovael	%r13d, %edi
	cmovael	%r10d, %esp
	cmovaeq	127(%r12,%r12,2), %r12
	cmovaeq	%gs:-128(%rdi,%r11,2), %rax
	cmovaeq	2147483647(,%r12,8), %r15
	cmovaeq	%fs:1(%rdx), %rbp
	cmovaeq	%rsi, %rdx
	cmovaeq	%rax, %rsi
	cmovaeq	%rsp, %rbp
	cmovaeq	%r13, %r8
	cmovbw	-2147483648(%rdi,%rdx,2), %cx
	cmovbw	(%r13,%rbx), %bx
	cmovbw	(%r8,%rdi,2), %bp
	cmovbw	127(%rbx), %bp
	cmovbw	%r12w, %dx
	cmovbw	%r12w, %r10w
	cmovbw	%cx, %r13w
	cmovbw	%r8w, %r14w
	cmovbl	-128(%rbp,%r9,8), %esp
	cmovbl	0, %r8d
	cmovbl	128(%r9,%rcx,4), %esp
	cmovbl	%gs:(%rip), %r14d
	cmovbl	%ebx, %edx
	cmovbl	%ebx, %esp
	cmovbl	%r10d, %r14d
	cmovbl	%edx, %r9d
	cmovbq	%fs:2147483647(%rsp,%r15), %r12
	cmovbq	128(%rbp), %r15
	cmovbq	(%rdi,%rsi,4), %r9
	cmovbq	-129(%rax,%rdi,2), %rax
	cmovbq	%r14, %rcx
	cmovbq	%rdx, %rdi
	cmovbq	%r14, %r14
	cmovbq	%rsp, %rdi
	cmovbew	128(%r15), %r9w
	cmovbew	128(%rcx), %r12w
	cmovbew	1(%r11), %r11w
	cmovbew	%gs:2147483647(%rdx,%rsi,2), %dx
	cmovbew	%r8w, %r10w
	cmovbew	%r9w, %bx
	cmovbew	%ax, %si
	cmovbew	%r14w, %r15w
	cmovbel	-1(%r11), %edx
	cmovbel	%fs:1(%rbp), %edx
	cmovbel	2147483647(%r14), %esp
	cmovbel	2147483647(%rcx,%r9), %r11d
	cmovbel	%eax, %r8d
	cmovbel	%r9d, %r13d
	cmovbel	%r10d, %r14d
	cmovbel	%r12d, %ecx
	cmovbeq	%gs:1(%rcx,%r10), %r10
	cmovbeq	(%r8,%rax,2), %r15
	cmovbeq	1(%rdi), %rbx
	cmovbeq	%gs:-129(%rsp), %r13
	cmovbeq	%r9, %r8
	cmovbeq	%r9, %r15
	cmovbeq	%rax, %r9
	cmovbeq	%r12, %r11
	fcmovbe	%st(4), %st
	fcmovbe	%st(1), %st
	fcmovbe	%st(6), %st
	fcmovbe	%st(0), %st
	fcmovb	%st(1), %st
	fcmovb	%st(6), %st
	fcmovb	%st(0), %st
	fcmovb	%st(0), %st
	cmovew	-128(%rbp), %dx
	cmovew	-1(%rsi), %dx
	cmovew	%gs:-1(%rip), %cx
	cmovew	%fs:2147483647(%r11,%rbp), %r8w
	cmovew	%r8w, %r15w
	cmovew	%r8w, %sp
	cmovew	%ax, %si
	cmovew	%r11w, %r8w
	cmovel	-2147483648(%rbp), %esp
	cmovel	-129(%rip), %r13d
	cmovel	-2147483648(%r8,%r13,2), %esp
	cmovel	-2147483648(%r14,%r13,4), %esp
	cmovel	%r15d, %ebp
	cmovel	%esp, %r8d
	cmovel	%r10d, %edi
	cmovel	%r14d, %r11d
	cmoveq	-1(%r12,%r11,8), %r13
	cmoveq	-128(%rdx,%rcx,2), %rsp
	cmoveq	%fs:-2147483648(%r8,%rbp), %r12
	cmoveq	%gs:128(%rip), %r14
	cmoveq	%rbp, %rsi
	cmoveq	%r15, %rbp
	cmoveq	%r14, %r13
	cmoveq	%r10, %r10
	fcmove	%st(4), %st
	fcmove	%st(3), %st
	fcmove	%st(1), %st
	fcmove	%st(5), %st
	cmovgw	-1(%r15), %r10w
	cmovgw	(%r9,%r14), %r14w
	cmovgw	%gs:127(%r13), %r8w
	cmovgw	127(%r10,%rdi,8), %sp
	cmovgw	%r14w, %r15w
	cmovgw	%r11w, %r9w
	cmovgw	%si, %r10w
	cmovgw	%dx, %r14w
	cmovgl	%fs:1(%r8), %r14d
	cmovgl	1(%rdx), %ebx
	cmovgl	%gs:128(%rsp), %esi
	cmovgl	(%rbx,%rax,2), %r8d
	cmovgl	%r8d, %r13d
	cmovgl	%r10d, %esi
	cmovgl	%ebx, %r13d
	cmovgl	%edi, %r15d
	cmovgq	%gs:(%rbp), %r8
	cmovgq	%fs:-1(%rdx), %r15
	cmovgq	(%r12,%rdi,4), %rdi
	cmovgq	-128(%r14,%rdx,4), %rcx
	cmovgq	%r9, %r10
	cmovgq	%r15, %rbx
	cmovgq	%r15, %rax
	cmovgq	%rbp, %r15
	cmovgew	128(%r15), %r13w
	cmovgew	(%rcx), %r8w
	cmovgew	128(%rbp), %r15w
	cmovgew	-1(,%r13,4), %r13w
	cmovgew	%sp, %r9w
	cmovgew	%r12w, %r11w
	cmovgew	%ax, %r8w
	cmovgew	%r8w, %r11w
	cmovgel	%gs:128(%rax), %edi
	cmovgel	-1(,%r8,4), %ecx
	cmovgel	%gs:128(%r8,%r8,8), %edx
	cmovgel	1(%r15,%r15,8), %r15d
	cmovgel	%esp, %eax
	cmovgel	%ecx, %ecx
	cmovgel	%ebx, %r8d
	cmovgel	%edx, %esp
	cmovgeq	-128(%r11), %rcx
	cmovgeq	-1(%rsp,%r15,4), %rsp
	cmovgeq	-128(%rdx,%rdx,2), %r12
	cmovgeq	%fs:(%r10,%r8,4), %rdx
	cmovgeq	%rsi, %r13
	cmovgeq	%r10, %r9
	cmovgeq	%r15, %rcx
	cmovgeq	%rsp, %r10
	cmovlw	-2147483648(%rax), %r13w
	cmovlw	-129(%r8,%rsi,4), %r13w
	cmovlw	-128(%r11), %ax
	cmovlw	-2147483648(%r8,%rdx,4), %r12w
	cmovlw	%sp, %ax
	cmovlw	%r11w, %di
	cmovlw	%di, %dx
	cmovlw	%ax, %r10w
	cmovll	1(%r11), %ebp
	cmovll	127(%r15,%rdx), %esp
	cmovll	-128(%r9), %esp
	cmovll	128(%rsp), %r12d
	cmovll	%edi, %eax
	cmovll	%ecx, %ebx
	cmovll	%r15d, %esp
	cmovll	%r8d, %edx
	cmovlq	-2147483648(%rsp), %rsi
	cmovlq	%fs:2147483647(%rsi), %rbp
	cmovlq	2147483647(%r10), %rdx
	cmovlq	-128(%r12), %rdi
	cmovlq	%r14, %r12
	cmovlq	%rdx, %rax
	cmovlq	%rsi, %rbp
	cmovlq	%r11, %rsp
	cmovlew	1, %r13w
	cmovlew	%fs:128(%r13), %r10w
	cmovlew	128(%r10,%r8), %r8w
	cmovlew	-128(%r8), %cx
	cmovlew	%dx, %bp
	cmovlew	%r8w, %r10w
	cmovlew	%r10w, %cx
	cmovlew	%dx, %r11w
	cmovlel	-1(%rax), %r10d
	cmovlel	-129(%r12), %r11d
	cmovlel	2147483647(%r9,%rbp,2), %esi
	cmovlel	(%r9), %r12d
	cmovlel	%r14d, %eax
	cmovlel	%r9d, %ebx
	cmovlel	%ebx, %ebx
	cmovlel	%ecx, %r13d
	cmovleq	1(%r9), %r12
	cmovleq	-129(%rax,%rdx), %r11
	cmovleq	2147483647(%r15,%r8,2), %rdx
	cmovleq	%gs:-1(%r13,%r12), %rsi
	cmovleq	%r14, %rdx
	cmovleq	%rbp, %r12
	cmovleq	%rbx, %r8
	cmovleq	%r14, %r9
	fcmovnbe	%st(6), %st
	fcmovnbe	%st(6), %st
	fcmovnbe	%st(2), %st
	fcmovnbe	%st(5), %st
	fcmovnb	%st(1), %st
	fcmovnb	%st(1), %st
	fcmovnb	%st(4), %st
	fcmovnb	%st(6), %st
	cmovnew	-1(%rsp), %si
	cmovnew	%fs:-128(%rax,%rax,2), %si
	cmovnew	-129(%r9,%r10,2), %ax
	cmovnew	%gs:(%r11,%r13,8), %r8w
	cmovnew	%r12w, %di
	cmovnew	%ax, %r11w
	cmovnew	%r14w, %ax
	cmovnew	%r12w, %r9w
	cmovnel	127, %r8d
	cmovnel	-1(%rdx), %r10d
	cmovnel	2147483647(%rbx,%r10), %edx
	cmovnel	2147483647(%r15), %r13d
	cmovnel	%r8d, %edi
	cmovnel	%r11d, %esi
	cmovnel	%eax, %edx
	cmovnel	%esp, %r8d
	cmovneq	-2147483648(%r11), %r9
	cmovneq	%gs:128(%rip), %rdx
	cmovneq	%gs:-129(%r13), %r11
	cmovneq	%gs:127(%r8,%rdx,8), %rdx
	cmovneq	%r12, %r13
	cmovneq	%r12, %rax
	cmovneq	%r11, %r8
	cmovneq	%rax, %r11
	fcmovne	%st(1), %st
	fcmovne	%st(0), %st
	fcmovne	%st(5), %st
	fcmovne	%st(6), %st
	cmovnow	-2147483648(%rbx,%rsi,4), %ax
	cmovnow	-2147483648(%rax,%r13,8), %r12w
	cmovnow	(%rax,%rsi,2), %dx
	cmovnow	-1(%rsi), %r8w
	cmovnow	%ax, %r14w
	cmovnow	%dx, %sp
	cmovnow	%r14w, %r9w
	cmovnow	%r13w, %r10w
	cmovnol	1, %eax
	cmovnol	%fs:127(%r11,%r15), %r8d
	cmovnol	%fs:-128(%r10,%r12,2), %r14d
	cmovnol	1(%rsi), %r10d
	cmovnol	%edx, %r10d
	cmovnol	%eax, %r14d
	cmovnol	%r14d, %edi
	cmovnol	%ecx, %ecx
	cmovnoq	128(%r13,%r8,8), %r13
	cmovnoq	-2147483648(%r14,%rdx,8), %rcx
	cmovnoq	%gs:2147483647(%r10,%r13,4), %rbp
	cmovnoq	-128(%rdx,%r12,2), %r15
	cmovnoq	%r12, %rsi
	cmovnoq	%r12, %r9
	cmovnoq	%r9, %r9
	cmovnoq	%r13, %rax
	cmovnpw	%fs:(%r10), %r15w
	cmovnpw	%fs:128(%rcx,%r9,4), %r11w
	cmovnpw	%fs:-129(%rsp,%rdx), %bp
	cmovnpw	127(%r8), %ax
	cmovnpw	%r8w, %bp
	cmovnpw	%ax, %si
	cmovnpw	%r9w, %r10w
	cmovnpw	%sp, %r10w
	cmovnpl	%fs:128(%r11), %eax
	cmovnpl	-2147483648(%rsp), %ebx
	cmovnpl	%gs:128(%r15), %eax
	cmovnpl	-128(%r10,%r9,8), %esi
	cmovnpl	%r15d, %esp
	cmovnpl	%eax, %eax
	cmovnpl	%r12d, %r13d
	cmovnpl	%r15d, %r15d
	cmovnpq	%gs:128(%rip), %r10
	cmovnpq	%fs:-1(%r13), %rdx
	cmovnpq	-129(%r10), %rsp
	cmovnpq	%gs:-1(%r15,%rdx,8), %r12
	cmovnpq	%r9, %r12
	cmovnpq	%rcx, %rdx
	cmovnpq	%rdi, %r13
	cmovnpq	%r14, %rbx
	fcmovnu	%st(0), %st
	fcmovnu	%st(4), %st
	fcmovnu	%st(6), %st
	fcmovnu	%st(0), %st
	cmovnsw	-129, %bx
	cmovnsw	2147483647(%r10,%r10,4), %bp
	cmovnsw	-2147483648(%r13), %r10w
	cmovnsw	%gs:(%rax,%r14,2), %bp
	cmovnsw	%bx, %ax
	cmovnsw	%r10w, %r10w
	cmovnsw	%cx, %r10w
	cmovnsw	%r9w, %r13w
	cmovnsl	-128(%r11), %ecx
	cmovnsl	-1(%rax,%r15), %eax
	cmovnsl	%gs:-1, %edx
	cmovnsl	%gs:-1(%r15,%r14,8), %r8d
	cmovnsl	%edi, %r10d
	cmovnsl	%r9d, %ebp
	cmovnsl	%r15d, %r13d
	cmovnsl	%eax, %r15d
	cmovnsq	(%rbx,%r15,8), %rsi
	cmovnsq	-128(%r13,%r9,2), %rax
	cmovnsq	1(%rdx), %r9
	cmovnsq	-1(%r13), %rcx
	cmovnsq	%r15, %r14
	cmovnsq	%r15, %r9
	cmovnsq	%r10, %r9
	cmovnsq	%rax, %r15
	cmovow	128(%r12), %ax
	cmovow	-1(%r10,%rsi,8), %sp
	cmovow	%fs:(%rbp), %r13w
	cmovow	%fs:127(%r11,%r11), %cx
	cmovow	%r15w, %r10w
	cmovow	%sp, %si
	cmovow	%sp, %r14w
	cmovow	%ax, %di
	cmovol	127, %edi
	cmovol	127(%r13,%r12,8), %eax
	cmovol	(%rax), %r12d
	cmovol	127, %esi
	cmovol	%ebp, %r13d
	cmovol	%r13d, %r15d
	cmovol	%r14d, %r12d
	cmovol	%r11d, %r15d
	cmovoq	%fs:-129(%r14,%rsi,2), %r14
	cmovoq	2147483647(%rdi,%rdi,2), %rdi
	cmovoq	%gs:-2147483648(%rsi,%rdi,4), %r10
	cmovoq	-128(%r9), %r11
	cmovoq	%r12, %r13
	cmovoq	%r12, %r9
	cmovoq	%rdx, %rdx
	cmovoq	%r15, %r9
	cmovpw	%fs:128(%rbx), %si
	cmovpw	%gs:128(%rip), %r9w
	cmovpw	1(%rsp), %r14w
	cmovpw	127(%rbp,%r11,8), %sp
	cmovpw	%si, %bp
	cmovpw	%bx, %r9w
	cmovpw	%r14w, %bx
	cmovpw	%r12w, %ax
	cmovpl	%fs:-2147483648(%r9), %eax
	cmovpl	-2147483648(%r14), %r8d
	cmovpl	1(%rax), %r10d
	cmovpl	%fs:(%r10,%r8,4), %r10d
	cmovpl	%edi, %r11d
	cmovpl	%ebx, %ebx
	cmovpl	%r9d, %r8d
	cmovpl	%edx, %edi
	cmovpq	%fs:-128(%r8,%rsi,4), %rbx
	cmovpq	%gs:-1(,%rcx,8), %r8
	cmovpq	%gs:128(%rsi), %r15
	cmovpq	128(%r8,%rcx,8), %rsi
	cmovpq	%r10, %rsi
	cmovpq	%r11, %rdi
	cmovpq	%r10, %rsp
	cmovpq	%r14, %rax
	fcmovu	%st(1), %st
	fcmovu	%st(1), %st
	fcmovu	%st(5), %st
	fcmovu	%st(1), %st
	cmovsw	%fs:-129(,%rcx), %r15w
	cmovsw	128, %cx
	cmovsw	-129(%r9,%r12,8), %di
	cmovsw	-129(%r9), %ax
	cmovsw	%r13w, %di
	cmovsw	%r8w, %di
	cmovsw	%r12w, %r9w
	cmovsw	%r11w, %r11w
	cmovsl	(,%r14,2), %ebp
	cmovsl	-2147483648(%r15,%r10,2), %ecx
	cmovsl	127(%rsi), %r12d
	cmovsl	1(%r12,%r12,8), %r8d
	cmovsl	%edi, %r8d
	cmovsl	%eax, %r12d
	cmovsl	%r12d, %r11d
	cmovsl	%ebx, %r10d
	cmovsq	1(%r9), %r11
	cmovsq	(%rdi), %rbx
	cmovsq	%fs:2147483647(%rbx), %rbp
	cmovsq	127(%r13,%r15), %rsp
	cmovsq	%rdi, %r15
	cmovsq	%r11, %r11
	cmovsq	%r14, %r15
	cmovsq	%r10, %r11
	cmpw	$-32768, %ax
	cmpw	$32767, %ax
	cmpw	$-32768, %ax
	cmpw	$3216, %ax
	cmpw	$56808, 1(%r10,%r8,4)
	cmpw	$65535, %gs:127(%rdx)
	cmpw	$-18961, 127(%r11)
	cmpw	$0, 127(%r12,%rcx)
	cmpw	$-128, -129
	cmpw	$49, 128(%rbp)
	cmpw	$-128, -2147483648(%r11)
	cmpw	$127, (%r11,%r15,2)
	cmpw	%r10w, 127(%r12)
	cmpw	%r13w, 128(%r12,%rbx,2)
	cmpw	%cx, %fs:-128(%r14)
	cmpw	%r13w, 127(%rcx)
	cmpw	$64378, %bp
	cmpw	$-15945, %di
	cmpw	$0, %dx
	cmpw	$-21336, %si
	cmpw	$24, %di
	cmpw	$65408, %r14w
	cmpw	$97, %bx
	cmpw	$-92, %bp
	cmpw	-128(%r9), %dx
	cmpw	127(%r14), %dx
	cmpw	128(%rsi), %r10w
	cmpw	%gs:127(%rsp), %r11w
	cmpw	%cx, %r14w
	cmpw	%bp, %sp
	cmpw	%dx, %si
	cmpw	%r14w, %dx
	cmpl	$256, %eax
	cmpl	$0, %eax
	cmpl	$4294967295, %eax
	cmpl	$-1, %eax
	cmpl	$1, -2147483648(,%r10)
	cmpl	$1, 1(%r14)
	cmpl	$4294967295, -2147483648(%rax)
	cmpl	$-1, (%rax)
	cmpl	$1, 128(%r14,%rdi)
	cmpl	$127, 128(,%r14)
	cmpl	$-45, %fs:-129(%r12,%r13)
	cmpl	$0, -2147483648(%rbx,%rdi)
	cmpl	%esi, 1(%r13)
	cmpl	%r14d, (,%r10,4)
	cmpl	%ebp, 128(%r8,%r15,8)
	cmpl	%r13d, 127(%rbx)
	cmpl	$4294967295, %r11d
	cmpl	$32767, %r12d
	cmpl	$32768, %r8d
	cmpl	$-2147483648, %ecx
	cmpl	$118, %edi
	cmpl	$4294967223, %ebp
	cmpl	$-61, %eax
	cmpl	$38, %ebx
	cmpl	%gs:2147483647(%rax,%r13,2), %r8d
	cmpl	128(%rbx), %r12d
	cmpl	-128(%r8), %r14d
	cmpl	%gs:2147483647(%rcx), %esp
	cmpl	%ecx, %r15d
	cmpl	%r11d, %r10d
	cmpl	%r14d, %ebx
	cmpl	%ebp, %r14d
	cmpq	$-870228076, %rax
	cmpq	$2147483647, %rax
	cmpq	$2147483647, %rax
	cmpq	$-2147483648, %rax
	cmpq	$1270119121, %fs:-129(%rsi,%r14)
	cmpq	$127, (%rcx,%r12,2)
	cmpq	$449351226, %gs:127(%r12)
	cmpq	$2147483647, -1(,%rsi)
	cmpq	$6, 2147483647(%r11,%r11,4)
	cmpq	$-128, -129(%rsp)
	cmpq	$19, -128(%r15)
	cmpq	$0, -1(%r10)
	cmpq	%r14, 127(%rsi,%rdi,2)
	cmpq	%rdx, -1(%rcx)
	cmpq	%rbp, -128(%r14)
	cmpq	%r13, -1(%rip)
	cmpq	$2147483647, %rbp
	cmpq	$-1204799075, %rsi
	cmpq	$255, %rbp
	cmpq	$-40458703, %rdi
	cmpq	$-118, %r12
	cmpq	$26, %rdx
	cmpq	$34, %rsp
	cmpq	$-1, %rsi
	cmpq	%gs:-128(%rax,%r11,2), %rbp
	cmpq	128(%rax), %rcx
	cmpq	%gs:1(%r13), %r13
	cmpq	1(%rip), %r10
	cmpq	%rdx, %r15
	cmpq	%r11, %r13
	cmpq	%rsi, %r9
	cmpq	%rsi, %r12
	cmpb	$-16, %al
	cmpb	$255, %al
	cmpb	$140, %al
	cmpb	$255, %al
	cmpb	$146, -2147483648(,%rdi,8)
	cmpb	$249, -129(%r10)
	cmpb	$117, -2147483648(%rsi)
	cmpb	$-8, -2147483648(%r10,%r12)
	cmpb	%r9b, 2147483647(%rbp,%rax,2)
	cmpb	%dh, %gs:1(%rbx)
	cmpb	%r10b, 128(%rsp,%r15,2)
	cmpb	%r10b, 127(%rsi,%r8,2)
	cmpb	$-17, %al
	cmpb	$127, %bpl
	cmpb	$139, %r8b
	cmpb	$159, %r10b
	cmpb	1(%r13,%r9,8), %bpl
	cmpb	-2147483648(%rbp,%r13,4), %r13b
	cmpb	127(%rsp), %r10b
	cmpb	-1(%rdx,%rcx,4), %r12b
	cmpb	%cl, %ch
	cmpb	%ah, %ch
	cmpb	%al, %r14b
	cmpb	%sil, %r15b
	cmpnltpd	%fs:-1(%rdi,%r14,4), %xmm9
	cmpunordpd	(%rip), %xmm10
	cmpnltpd	%fs:-129(%rdi), %xmm7
	cmppd	$60, (%r13,%r11,4), %xmm2
	cmpltpd	%xmm13, %xmm13
	cmpnltpd	%xmm14, %xmm9
	cmpltpd	%xmm7, %xmm0
	cmppd	$171, %xmm13, %xmm0
	cmpps	$255, 1(%r10,%rcx,2), %xmm14
	cmpunordps	%fs:-129(%rdi), %xmm14
	cmpltps	-1(%rsp), %xmm14
	cmpeqps	-1(,%r11,2), %xmm8
	cmpltps	%xmm3, %xmm10
	cmpps	$202, %xmm8, %xmm6
	cmpltps	%xmm13, %xmm8
	cmpps	$127, %xmm11, %xmm3
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%edi), (%esi)
	cmpsb	%es:(%edi), (%esi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%edi), %fs:(%esi)
	cmpnlesd	%fs:128(%rax), %xmm2
	cmpsd	$91, 2147483647(%r13), %xmm5
	cmpsd	$82, -128, %xmm0
	cmpsd	$128, 127(,%r9), %xmm5
	cmpsd	$133, %xmm8, %xmm8
	cmpsd	$255, %xmm6, %xmm3
	cmpsd	$217, %xmm3, %xmm12
	cmpsd	$255, %xmm7, %xmm1
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%edi), (%esi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), %es:(%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%edi), (%esi)
	cmpsq	%es:(%edi), (%esi)
	cmpsq	%es:(%rdi), %gs:(%rsi)
	cmpsq	%es:(%edi), (%esi)
	cmpltss	%fs:128(%rax,%rax,2), %xmm4
	cmpeqss	%fs:-128(%rdi), %xmm7
	cmpordss	1(%r13,%r15,8), %xmm5
	cmpss	$255, -128(%r15), %xmm3
	cmpss	$255, %xmm11, %xmm10
	cmpss	$237, %xmm9, %xmm13
	cmpunordss	%xmm13, %xmm7
	cmpss	$239, %xmm7, %xmm10
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%edi), (%esi)
	cmpsw	%es:(%rdi), %gs:(%rsi)
	cmpsw	%es:(%edi), (%esi)
	cmpsw	%es:(%edi), (%esi)
	cmpxchg16b	-2147483648(%rcx)
	cmpxchg16b	2147483647(%rax)
	cmpxchg16b	%fs:2147483647(%rax)
	cmpxchg16b	2147483647(%rdi)
	cmpxchgw	%sp, -2147483648(%rsp)
	cmpxchgw	%ax, %gs:128(%r11)
	cmpxchgw	%r8w, (%r12)
	cmpxchgw	%di, 127(,%rdi,8)
	cmpxchgw	%dx, %r15w
	cmpxchgw	%r10w, %r13w
	cmpxchgw	%si, %r13w
	cmpxchgw	%r15w, %r15w
	cmpxchgl	%eax, 1(%r11)
	cmpxchgl	%r11d, -1(%rdi)
	cmpxchgl	%ecx, %gs:1(%r15)
	cmpxchgl	%r9d, (%rbx,%rax,2)
	cmpxchgl	%eax, %eax
	cmpxchgl	%r11d, %edx
	cmpxchgl	%r13d, %r14d
	cmpxchgl	%r11d, %esp
	cmpxchgq	%r11, 2147483647(%r12,%rax,8)
	cmpxchgq	%r12, -2147483648(%r15)
	cmpxchgq	%r9, 1(%rdi)
	cmpxchgq	%r14, -2147483648(%rdi,%r14)
	cmpxchgq	%r13, %rsp
	cmpxchgq	%rsi, %rsp
	cmpxchgq	%rdx, %rdi
	cmpxchgq	%r15, %rcx
	cmpxchg8b	%fs:1(,%rdx,8)
	cmpxchg8b	-128(,%rax,2)
	cmpxchg8b	1(%rdi,%rax)
	cmpxchg8b	2147483647(%rbx,%r9,4)
	cmpxchgb	%dh, 127(%rdx,%rbx,4)
	cmpxchgb	%bl, -128(%r9)
	cmpxchgb	%r13b, -128(%r12,%r13,2)
	cmpxchgb	%spl, 1(%r15,%rbp,8)
	cmpxchgb	%al, %bpl
	cmpxchgb	%ah, %bl
	cmpxchgb	%r11b, %cl
	cmpxchgb	%r14b, %dl
	comisd	%fs:-2147483648(%r14), %xmm8
	comisd	%gs:-128(%rip), %xmm0
	comisd	%gs:-1(%rbx,%rbp), %xmm10
	comisd	%gs:-128(%r8), %xmm12
	comisd	%xmm7, %xmm2
	comisd	%xmm7, %xmm2
	comisd	%xmm6, %xmm2
	comisd	%xmm14, %xmm1
	comiss	-129(%rsi,%r9), %xmm2
	comiss	-129(%rsi), %xmm6
	comiss	128(%rsp), %xmm0
	comiss	%gs:-129(%rdi), %xmm10
	comiss	%xmm5, %xmm11
	comiss	%xmm8, %xmm1
	comiss	%xmm1, %xmm0
	comiss	%xmm8, %xmm3
	fcomp	%st(5)
	fcomp	%st(7)
	fcomp	%st(6)
	fcomp	%st(4)
	fcompi	%st(3), %st
	fcompi	%st(4), %st
	fcompi	%st(5), %st
	fcompi	%st(3), %st
	fcomi	%st(4), %st
	fcomi	%st(3), %st
	fcomi	%st(3), %st
	fcomi	%st(7), %st
	fcom	%st(6)
	fcom	%st(4)
	fcom	%st(1)
	fcom	%st(3)
	cpuid
	cpuid
	cpuid
	cpuid
	cqto
	cqto
	cqto
	cqto
	crc32w	127(%rbp), %r14d
	crc32w	(%rip), %eax
	crc32w	2147483647(%r10), %esp
	crc32w	-1(%r13), %r10d
	crc32l	(%r9,%r9,4), %r8d
	crc32l	%fs:1(%rbp), %r10d
	crc32l	1(,%rbp), %r8d
	crc32l	0, %r14d
	crc32b	-2147483648(%rdx,%rax,2), %r12d
	crc32b	(%rsp,%r15), %r12d
	crc32b	1(%rax), %r15d
	crc32b	127(%rbp,%r13,2), %edi
	crc32w	%di, %r13d
	crc32w	%r13w, %edi
	crc32w	%r10w, %r11d
	crc32w	%r11w, %r10d
	crc32l	%ecx, %edx
	crc32l	%eax, %r13d
	crc32l	%edi, %ecx
	crc32l	%r15d, %ebx
	crc32b	%dl, %r13d
	crc32b	%r9b, %r11d
	crc32b	%sil, %esi
	crc32b	%bl, %ebp
	crc32q	%fs:-1(,%rax,4), %r14
	crc32q	%gs:-128(%rbp,%r8,4), %r12
	crc32q	%gs:(%rcx), %r14
	crc32q	-129(%rdi,%r9), %r9
	crc32b	1(%r15,%rbp,8), %rcx
	crc32b	-129(%rsi), %r11
	crc32b	%fs:128(%r14,%rdx), %r10
	crc32b	(%rdi), %rbx
	crc32q	%rax, %rsi
	crc32q	%rdi, %r10
	crc32q	%r9, %rsp
	crc32q	%rcx, %rsi
	crc32b	%r15b, %rax
	crc32b	%r10b, %rsi
	crc32b	%cl, %r11
	crc32b	%r15b, %rbx
	cs
	cs
	cs
	cs
	cvtdq2pd	2147483647(%rsi,%rdx,2), %xmm13
	cvtdq2pd	-128(%r10,%rdi,8), %xmm6
	cvtdq2pd	(%r15), %xmm3
	cvtdq2pd	-129(%rsp,%rcx,2), %xmm5
	cvtdq2pd	%xmm6, %xmm1
	cvtdq2pd	%xmm15, %xmm15
	cvtdq2pd	%xmm8, %xmm3
	cvtdq2pd	%xmm7, %xmm10
	cvtdq2ps	(%r12), %xmm3
	cvtdq2ps	-1(%r14,%r14,8), %xmm1
	cvtdq2ps	%gs:2147483647(%r8,%r12), %xmm14
	cvtdq2ps	128(%r12,%r12,8), %xmm13
	cvtdq2ps	%xmm12, %xmm0
	cvtdq2ps	%xmm12, %xmm8
	cvtdq2ps	%xmm14, %xmm3
	cvtdq2ps	%xmm3, %xmm3
	cvtpd2dq	-2147483648(%rsi,%rax,8), %xmm3
	cvtpd2dq	127(,%rbx,2), %xmm3
	cvtpd2dq	128(,%rcx,2), %xmm13
	cvtpd2dq	%gs:2147483647(%rcx,%r15), %xmm15
	cvtpd2dq	%xmm14, %xmm12
	cvtpd2dq	%xmm10, %xmm7
	cvtpd2dq	%xmm15, %xmm10
	cvtpd2dq	%xmm12, %xmm13
	cvtpd2ps	2147483647(%r12,%rbp), %xmm11
	cvtpd2ps	%fs:127(,%rsi,4), %xmm4
	cvtpd2ps	%fs:-2147483648(%rax,%r10), %xmm9
	cvtpd2ps	1(%r8), %xmm0
	cvtpd2ps	%xmm14, %xmm5
	cvtpd2ps	%xmm3, %xmm12
	cvtpd2ps	%xmm5, %xmm0
	cvtpd2ps	%xmm7, %xmm2
	cvtps2dq	127(%rcx), %xmm7
	cvtps2dq	%fs:2147483647(%r8), %xmm1
	cvtps2dq	-129(%rdx,%rbx,2), %xmm1
	cvtps2dq	-2147483648(%r15,%rax,2), %xmm14
	cvtps2dq	%xmm5, %xmm6
	cvtps2dq	%xmm10, %xmm13
	cvtps2dq	%xmm8, %xmm7
	cvtps2dq	%xmm4, %xmm2
	cvtps2pd	-2147483648(%r11,%r12,4), %xmm10
	cvtps2pd	%fs:1(%r9,%r8,8), %xmm2
	cvtps2pd	-1(%r14,%rsi,8), %xmm8
	cvtps2pd	1(%rbp,%r15,8), %xmm10
	cvtps2pd	%xmm14, %xmm11
	cvtps2pd	%xmm2, %xmm15
	cvtps2pd	%xmm5, %xmm1
	cvtps2pd	%xmm3, %xmm9
	cvtsd2si	%fs:1(%rbp,%r14,8), %r11
	cvtsd2si	%fs:-128(%rcx), %rcx
	cvtsd2si	(%rbx,%rdi,2), %rax
	cvtsd2si	%gs:-129(%r12,%r14), %r11
	cvtsd2si	%xmm10, %rax
	cvtsd2si	%xmm15, %rsp
	cvtsd2si	%xmm10, %rsi
	cvtsd2si	%xmm7, %r11
	cvtsd2si	1(%rdx), %ebp
	cvtsd2si	1(%rdx,%rdi,2), %esi
	cvtsd2si	%fs:-2147483648(%rsi,%r10,8), %eax
	cvtsd2si	127(%r9), %r14d
	cvtsd2si	%xmm11, %esi
	cvtsd2si	%xmm8, %r13d
	cvtsd2si	%xmm6, %esi
	cvtsd2si	%xmm0, %r9d
	cvtsd2ss	%gs:(%rdx,%r14,4), %xmm4
	cvtsd2ss	%gs:-2147483648(%rip), %xmm7
	cvtsd2ss	%gs:-1(%rsp,%rax), %xmm4
	cvtsd2ss	2147483647(%rax,%rbx), %xmm1
	cvtsd2ss	%xmm15, %xmm6
	cvtsd2ss	%xmm1, %xmm0
	cvtsd2ss	%xmm3, %xmm7
	cvtsd2ss	%xmm2, %xmm14
	cvtsi2sdl	1(%r11,%r14,2), %xmm12
	cvtsi2sdl	%gs:2147483647(%r9,%rbx,2), %xmm11
	cvtsi2sdl	127(%rax,%rax,8), %xmm10
	cvtsi2sdl	%gs:127(%rax,%r8), %xmm5
	cvtsi2sd	%r13d, %xmm15
	cvtsi2sd	%r14d, %xmm14
	cvtsi2sd	%r8d, %xmm5
	cvtsi2sd	%ebx, %xmm5
	cvtsi2ssl	-2147483648(%r9), %xmm3
	cvtsi2ssl	2147483647(%r8), %xmm12
	cvtsi2ssl	-2147483648(%rbp), %xmm3
	cvtsi2ssl	%fs:-2147483648(%r11), %xmm1
	cvtsi2ss	%edx, %xmm15
	cvtsi2ss	%r15d, %xmm4
	cvtsi2ss	%r13d, %xmm0
	cvtsi2ss	%r12d, %xmm5
	cvtsi2sdq	128(%rip), %xmm9
	cvtsi2sdq	-2147483648(%r9), %xmm4
	cvtsi2sdq	-129(%rip), %xmm3
	cvtsi2sdq	128(%r13,%rdx,8), %xmm12
	cvtsi2sd	%r10, %xmm2
	cvtsi2sd	%r10, %xmm5
	cvtsi2sd	%rsi, %xmm7
	cvtsi2sd	%rax, %xmm1
	cvtsi2ssq	-128(%rdx,%r15,4), %xmm9
	cvtsi2ssq	2147483647, %xmm13
	cvtsi2ssq	128(%r15), %xmm15
	cvtsi2ssq	0, %xmm4
	cvtsi2ss	%rbx, %xmm7
	cvtsi2ss	%r12, %xmm8
	cvtsi2ss	%r15, %xmm13
	cvtsi2ss	%rbx, %xmm5
	cvtss2sd	-129(,%rbx), %xmm5
	cvtss2sd	%fs:-1(%r8), %xmm15
	cvtss2sd	127(%r13), %xmm9
	cvtss2sd	-129(%r11,%rdi), %xmm8
	cvtss2sd	%xmm11, %xmm15
	cvtss2sd	%xmm9, %xmm3
	cvtss2sd	%xmm10, %xmm11
	cvtss2sd	%xmm6, %xmm12
	cvtss2si	%gs:-2147483648(%r9,%r11), %rbp
	cvtss2si	-128(%rcx,%rdi,4), %r11
	cvtss2si	1(%rip), %r14
	cvtss2si	127(%rbp,%r15), %rsi
	cvtss2si	%xmm5, %rdx
	cvtss2si	%xmm7, %rsi
	cvtss2si	%xmm11, %rsi
	cvtss2si	%xmm10, %r12
	cvtss2si	%gs:-1(%r13,%rax,4), %ecx
	cvtss2si	-129(%r11), %r9d
	cvtss2si	-2147483648(%rdi), %ecx
	cvtss2si	%gs:0, %esi
	cvtss2si	%xmm14, %r10d
	cvtss2si	%xmm0, %esp
	cvtss2si	%xmm7, %esi
	cvtss2si	%xmm4, %r11d
	cvttpd2dq	-128(%rax,%r13,8), %xmm3
	cvttpd2dq	-1(%r9), %xmm9
	cvttpd2dq	-2147483648, %xmm8
	cvttpd2dq	%fs:127(%r15,%r11), %xmm15
	cvttpd2dq	%xmm12, %xmm14
	cvttpd2dq	%xmm4, %xmm15
	cvttpd2dq	%xmm2, %xmm15
	cvttpd2dq	%xmm8, %xmm9
	cvttps2dq	127(%rbx,%r15), %xmm14
	cvttps2dq	%gs:-129(%rdx,%rcx), %xmm2
	cvttps2dq	-1(%r8,%rax,8), %xmm14
	cvttps2dq	128(%r9), %xmm13
	cvttps2dq	%xmm13, %xmm9
	cvttps2dq	%xmm10, %xmm15
	cvttps2dq	%xmm3, %xmm7
	cvttps2dq	%xmm3, %xmm3
	cvttsd2si	%fs:-128(%r13,%rbp,4), %r9
	cvttsd2si	-2147483648(%r13,%rbp,4), %r14
	cvttsd2si	-2147483648(%r11,%rax,2), %rax
	cvttsd2si	(%rcx,%rdx), %rdi
	cvttsd2si	%xmm2, %rbx
	cvttsd2si	%xmm5, %r8
	cvttsd2si	%xmm11, %rbx
	cvttsd2si	%xmm10, %rcx
	cvttsd2si	2147483647(%r11), %esp
	cvttsd2si	(%rbp), %r15d
	cvttsd2si	%gs:(%rax), %esi
	cvttsd2si	-1(%rsp), %eax
	cvttsd2si	%xmm1, %r14d
	cvttsd2si	%xmm5, %r11d
	cvttsd2si	%xmm11, %ebp
	cvttsd2si	%xmm5, %r8d
	cvttss2si	127(,%r10), %r13
	cvttss2si	-1, %rbx
	cvttss2si	%gs:0, %rsp
	cvttss2si	(%rsi,%r11,2), %r11
	cvttss2si	%xmm10, %rbx
	cvttss2si	%xmm11, %rsp
	cvttss2si	%xmm15, %r11
	cvttss2si	%xmm12, %r14
	cvttss2si	-128(%r9), %r13d
	cvttss2si	%gs:(%r8), %r15d
	cvttss2si	-128(%r9,%r14,2), %r11d
	cvttss2si	%gs:-128(%rdi,%rdi,2), %ecx
	cvttss2si	%xmm0, %esi
	cvttss2si	%xmm7, %r10d
	cvttss2si	%xmm0, %r12d
	cvttss2si	%xmm12, %r12d
	cwtd
	cwtd
	cwtd
	cwtd
	cwtl
	cwtl
	cwtl
	cwtl
	data16
	data16
	data16
	data16
	decw	-129(%rbp)
	decw	(%rbx)
	decw	-2147483648(%r8)
	decw	-129(%rbp,%r15,8)
	decw	%bp
	decw	%r12w
	decw	%dx
	decw	%di
	decl	128
	decl	-128(%rip)
	decl	%fs:128(,%rdi,8)
	decl	-129(%r11,%r15)
	decl	%r8d
	decl	%r14d
	decl	%edi
	decl	%r9d
	decq	-1(%r10)
	decq	127(%r8,%r12,8)
	decq	127(%rsi)
	decq	%fs:-1
	decq	%rdi
	decq	%rbx
	decq	%rcx
	decq	%rcx
	decb	%fs:1(%r11)
	decb	128(%rbp)
	decb	-1(%r15,%r14,4)
	decb	%fs:1(%r10,%r11,4)
	decb	%r14b
	decb	%bl
	decb	%dl
	decb	%r8b
	divw	127(%rdx,%rbp,4)
	divw	-129(%rdx)
	divw	%gs:-1(,%r11,8)
	divw	128(%rax,%rbp,4)
	divw	%r8w
	divw	%bx
	divw	%r15w
	divw	%ax
	divl	%gs:127(%rdi,%rdx,2)
	divl	-128(%rax)
	divl	127(%r14)
	divl	-128(%r12,%r12)
	divl	%r9d
	divl	%edx
	divl	%r14d
	divl	%ebx
	divq	%gs:2147483647(%rbp,%r15,4)
	divq	1(%rax)
	divq	2147483647(%r11,%r9,8)
	divq	-128(%rbx,%r12)
	divq	%r15
	divq	%rsp
	divq	%r14
	divq	%r10
	divb	-2147483648(%r11,%rax,8)
	divb	-128(%r15)
	divb	128(%rdi)
	divb	1
	divb	%dil
	divb	%r12b
	divb	%dil
	divb	%r9b
	divpd	127(%rbp), %xmm4
	divpd	(%rbp,%r8), %xmm5
	divpd	%gs:2147483647(,%r10), %xmm12
	divpd	-2147483648(%r10,%r9,4), %xmm11
	divpd	%xmm12, %xmm11
	divpd	%xmm0, %xmm0
	divpd	%xmm4, %xmm3
	divpd	%xmm15, %xmm13
	divps	-1, %xmm3
	divps	2147483647(,%r11,8), %xmm4
	divps	%gs:-128(%r10), %xmm4
	divps	-128(%rdx,%rax,2), %xmm6
	divps	%xmm0, %xmm4
	divps	%xmm8, %xmm14
	divps	%xmm15, %xmm8
	divps	%xmm14, %xmm1
	fdivrs	-128(,%r15)
	fdivrs	%gs:2147483647(%r9)
	fdivrs	128(%rcx,%rdi,4)
	fdivrs	-129(%rbx)
	fdivrl	-2147483648(%rsp,%r10,8)
	fdivrl	-128(%rsi,%r13,4)
	fdivrl	1(%rbp,%r9)
	fdivrl	%fs:128(%r14,%rdx)
	fidivrs	-129(%r12)
	fidivrs	2147483647(,%r9,8)
	fidivrs	%gs:-2147483648(%rdi,%rbx,2)
	fidivrs	2147483647(%r8,%rbx,8)
	fidivrl	-129(%rcx,%rbx,4)
	fidivrl	-129(,%rdi,8)
	fidivrl	1(%r11,%r8)
	fidivrl	2147483647(%r15)
	fdivp	%st, %st(4)
	fdivp	%st, %st(0)
	fdivp	%st, %st(6)
	fdivp	%st, %st(5)
	fdivr	%st(7), %st
	fdivr	%st(1), %st
	fdivr	%st(1), %st
	fdivr	%st(2), %st
	fdiv	%st, %st(7)
	fdiv	%st, %st(3)
	fdiv	%st, %st(6)
	fdiv	%st, %st(7)
	divsd	%fs:-1(%r9,%rbp,2), %xmm2
	divsd	-1(%r11,%rax), %xmm14
	divsd	-1(%rbp), %xmm9
	divsd	(%r15,%r10,8), %xmm3
	divsd	%xmm14, %xmm8
	divsd	%xmm15, %xmm13
	divsd	%xmm3, %xmm7
	divsd	%xmm11, %xmm6
	divss	1(%rcx), %xmm1
	divss	%gs:-1(%rdx), %xmm5
	divss	%gs:-1(%r10,%r12,4), %xmm3
	divss	-2147483648(%r10), %xmm9
	divss	%xmm14, %xmm14
	divss	%xmm9, %xmm2
	divss	%xmm1, %xmm11
	divss	%xmm15, %xmm1
	fdivs	-128(%r9,%rsi,8)
	fdivs	-2147483648(%r8,%rdx,4)
	fdivs	128(%r10)
	fdivs	2147483647(%rax,%rbx,2)
	fdivl	-128(,%r14,8)
	fdivl	1(%r8)
	fdivl	%fs:-128(%rcx)
	fdivl	-2147483648(,%r12,4)
	fidivs	-1(%r8)
	fidivs	%fs:-2147483648(%rsi)
	fidivs	127(%rsp)
	fidivs	127(%r11,%r12,2)
	fidivl	128(%rip)
	fidivl	2147483647(%r8)
	fidivl	-129(%rip)
	fidivl	127(%rdi,%r8,8)
	fdivrp	%st, %st(2)
	fdivrp	%st, %st(4)
	fdivrp	%st, %st(3)
	fdivrp	%st, %st(1)
	fdiv	%st(7), %st
	fdiv	%st(7), %st
	fdiv	%st(1), %st
	fdiv	%st(6), %st
	fdivr	%st, %st(4)
	fdivr	%st, %st(2)
	fdivr	%st, %st(6)
	fdivr	%st, %st(0)
	dppd	$2, 1, %xmm2
	dppd	$5, 1(%r9,%r12,4), %xmm9
	dppd	$128, (%r10,%r15,4), %xmm13
	dppd	$73, 1(%rbx), %xmm4
	dppd	$42, %xmm0, %xmm3
	dppd	$255, %xmm6, %xmm6
	dppd	$128, %xmm0, %xmm13
	dppd	$128, %xmm9, %xmm0
	dpps	$128, -129(%r13), %xmm9
	dpps	$127, -128(%rdx), %xmm2
	dpps	$128, 128(%r14,%rdx,2), %xmm6
	dpps	$128, (%r13,%rdx,2), %xmm0
	dpps	$159, %xmm9, %xmm4
	dpps	$199, %xmm4, %xmm9
	dpps	$134, %xmm12, %xmm7
	dpps	$219, %xmm3, %xmm12
	ds
	ds
	ds
	ds
	encls
	encls
	encls
	encls
	enclu
	enclu
	enclu
	enclu
	enclv
	enclv
	enclv
	enclv
	encodekey128	%r9d, %ebx
	encodekey128	%esi, %ebx
	encodekey128	%r11d, %edi
	encodekey128	%esp, %r9d
	encodekey256	%ebx, %edx
	encodekey256	%esp, %ecx
	encodekey256	%r15d, %esp
	encodekey256	%r14d, %r10d
	endbr32
	endbr32
	endbr32
	endbr32
	endbr64
	endbr64
	endbr64
	endbr64
	enqcmd	%gs:2147483647(%r12), %r12
	enqcmd	%gs:2147483647(%r15), %rax
	enqcmd	-2147483648, %r13
	enqcmd	1(%rdx,%r15,4), %rsp
	enqcmds	%gs:2147483647(%r12), %rsp
	enqcmds	%fs:(%rip), %rdx
	enqcmds	%gs:-2147483648(%r8,%r10,8), %rax
	enqcmds	2147483647(%r13), %r11
	enter	$-9798, $255
	enter	$127, $0
	enter	$1, $-128
	enter	$-32768, $127
	erets
	erets
	erets
	erets
	eretu
	eretu
	eretu
	eretu
	es
	es
	es
	es
	extractps	$66, %xmm2, -1(%r12,%rdi)
	extractps	$128, %xmm2, -1(%rsp)
	extractps	$2, %xmm4, 2147483647(%rbx,%rsi,4)
	extractps	$1, %xmm8, -128(%r8)
	extractps	$191, %xmm6, %r8d
	extractps	$252, %xmm14, %r14d
	extractps	$127, %xmm14, %esp
	extractps	$249, %xmm6, %esp
	extrq	%xmm0, %xmm2
	extrq	%xmm13, %xmm13
	extrq	%xmm9, %xmm14
	extrq	%xmm5, %xmm3
	extrq	$152, $127, %xmm12
	extrq	$200, $1, %xmm11
	extrq	$128, $172, %xmm11
	extrq	$128, $223, %xmm5
	f2xm1
	f2xm1
	f2xm1
	f2xm1
	lcallw	*2147483647
	lcallw	*%gs:1(%r10,%rdx,4)
	lcallw	*%fs:1(%rsi)
	lcallw	*127(%r12)
	lcalll	*127(%rdi)
	lcalll	*%gs:128(%rbp)
	lcalll	*-2147483648(%r14)
	lcalll	*127(%rax)
	lcallq	*127(%r8,%r8,8)
	lcallq	*2147483647(%rbx)
	lcallq	*-1(%r11,%rax,8)
	lcallq	*%fs:-1(%r11)
	ljmpw	*%fs:-128(%rax)
	ljmpw	*-129(%rbp)
	ljmpw	*%gs:2147483647(%rdx,%r12,8)
	ljmpw	*-2147483648(%r13)
	ljmpl	*2147483647(%rax)
	ljmpl	*127(%rdx,%rax,4)
	ljmpl	*-2147483648(%rip)
	ljmpl	*-1(%r8,%r8)
	ljmpq	*-1(%rbx,%r10,4)
	ljmpq	*-1(%r8,%r10)
	ljmpq	*(%rdi)
	ljmpq	*(%r10)
	fbld	127(%r9)
	fbld	-129(%r13,%rsi,4)
	fbld	%fs:2147483647(%rsi,%rdi)
	fbld	-128(%rsi)
	fbstp	-2147483648(%rbx)
	fbstp	%gs:1
	fbstp	-129(%r9)
	fbstp	-129(%r15,%rbp)
	fcoms	%fs:127(%r15,%rbx,4)
	fcoms	2147483647
	fcoms	2147483647(%r13)
	fcoms	(%rsi)
	fcoml	%gs:128
	fcoml	-129(,%rbp,4)
	fcoml	%gs:1(%r11,%rdx,4)
	fcoml	-1(%rsp,%rbx,4)
	fcomps	1(%rsi)
	fcomps	-129(,%r13,4)
	fcomps	%fs:-2147483648(%rbx,%r15,8)
	fcomps	-129(%rax,%r8,8)
	fcompl	-129(%rsi,%r9,8)
	fcompl	-1(%rax)
	fcompl	2147483647(%rcx,%r15)
	fcompl	1(%rax,%r14,4)
	fcompp
	fcompp
	fcompp
	fcompp
	fcos
	fcos
	fcos
	fcos
	fdecstp
	fdecstp
	fdecstp
	fdecstp
	femms
	femms
	femms
	femms
	ffree	%st(2)
	ffree	%st(6)
	ffree	%st(0)
	ffree	%st(7)
	ffreep	%st(7)
	ffreep	%st(7)
	ffreep	%st(7)
	ffreep	%st(7)
	ficoms	-1(%rsp,%r13,8)
	ficoms	2147483647(%rcx,%r10)
	ficoms	1(%rsi,%r12)
	ficoms	%fs:127(%rsi)
	ficoml	-128(%rbp)
	ficoml	128
	ficoml	%fs:-129(%rsp,%rbx,4)
	ficoml	2147483647(%rdi)
	ficomps	%fs:128(,%r10)
	ficomps	2147483647(%rbp,%r14,4)
	ficomps	-2147483648(%rax,%r9,2)
	ficomps	128(%rax)
	ficompl	-129(%r8,%rcx,8)
	ficompl	-1(%rbp)
	ficompl	127(%r13,%r13,4)
	ficompl	-1(%rdx,%r13,2)
	fincstp
	fincstp
	fincstp
	fincstp
	fldcw	2147483647(%r10,%r10,2)
	fldcw	%gs:2147483647(,%r10,8)
	fldcw	-129(%r10)
	fldcw	127(%rbp,%r12,8)
	fldenv	-1(%rip)
	fldenv	1(%rdx,%r9,4)
	fldenv	2147483647(%r9)
	fldenv	(%r13,%r14,2)
	fldl2e
	fldl2e
	fldl2e
	fldl2e
	fldl2t
	fldl2t
	fldl2t
	fldl2t
	fldlg2
	fldlg2
	fldlg2
	fldlg2
	fldln2
	fldln2
	fldln2
	fldln2
	fldpi
	fldpi
	fldpi
	fldpi
	fnclex
	fnclex
	fnclex
	fnclex
	fninit
	fninit
	fninit
	fninit
	fnop
	fnop
	fnop
	fnop
	fnstcw	-1(%rsi,%rdi,2)
	fnstcw	%fs:127(%rax,%r8)
	fnstcw	127(%rsp,%r14,4)
	fnstcw	(%r13,%rdi,4)
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	127(%r9,%r10,8)
	fnstsw	-2147483648(%rcx,%r13)
	fnstsw	2147483647(%rip)
	fnstsw	-129
	fpatan
	fpatan
	fpatan
	fpatan
	fprem
	fprem
	fprem
	fprem
	fprem1
	fprem1
	fprem1
	fprem1
	fptan
	fptan
	fptan
	fptan
	frndint
	frndint
	frndint
	frndint
	frstor	127(%r13,%rdx,4)
	frstor	2147483647(%rsp)
	frstor	%gs:127(%rsp,%r10,8)
	frstor	2147483647(%r12,%rdi)
	fnsave	-128(,%rsi,4)
	fnsave	1(%rdi)
	fnsave	127(%rsi,%rbx)
	fnsave	128(%r9)
	fscale
	fscale
	fscale
	fscale
	fsin
	fsin
	fsin
	fsin
	fsincos
	fsincos
	fsincos
	fsincos
	fnstenv	-2147483648(%rip)
	fnstenv	-128
	fnstenv	-128
	fnstenv	%fs:2147483647
	fs
	fs
	fs
	fs
	fxrstor	%fs:-128(%r9,%r14,4)
	fxrstor	%gs:128(%r10)
	fxrstor	127(%r14,%rsi,2)
	fxrstor	2147483647(%rsp,%rsi,8)
	fxrstor64	-1(%r15)
	fxrstor64	-128(%r12,%r8,2)
	fxrstor64	-1(%r14,%r14)
	fxrstor64	127(%rip)
	fxsave	128(%rax)
	fxsave	2147483647(,%r9)
	fxsave	1(%r10)
	fxsave	%fs:-128(%rdx)
	fxsave64	%gs:-129(%r10)
	fxsave64	(%rsi)
	fxsave64	127(%r11)
	fxsave64	-129(%rip)
	fxtract
	fxtract
	fxtract
	fxtract
	fyl2x
	fyl2x
	fyl2x
	fyl2x
	fyl2xp1
	fyl2xp1
	fyl2xp1
	fyl2xp1
	getsec
	getsec
	getsec
	getsec
	gf2p8affineinvqb	$187, %fs:-129(%rip), %xmm3
	gf2p8affineinvqb	$51, %gs:-1(,%r11,4), %xmm10
	gf2p8affineinvqb	$0, 127(%rdx), %xmm8
	gf2p8affineinvqb	$0, -129(%rdi), %xmm3
	gf2p8affineinvqb	$19, %xmm0, %xmm2
	gf2p8affineinvqb	$53, %xmm1, %xmm7
	gf2p8affineinvqb	$128, %xmm1, %xmm11
	gf2p8affineinvqb	$127, %xmm12, %xmm10
	gf2p8affineqb	$255, 128(%r8), %xmm0
	gf2p8affineqb	$1, 127(,%rbx), %xmm9
	gf2p8affineqb	$28, -2147483648(%rbp), %xmm4
	gf2p8affineqb	$128, %gs:-128(%rip), %xmm13
	gf2p8affineqb	$151, %xmm12, %xmm11
	gf2p8affineqb	$255, %xmm4, %xmm2
	gf2p8affineqb	$255, %xmm4, %xmm10
	gf2p8affineqb	$1, %xmm14, %xmm4
	gf2p8mulb	%fs:-2147483648(%r8,%rbp), %xmm1
	gf2p8mulb	127, %xmm9
	gf2p8mulb	-129(%r13), %xmm12
	gf2p8mulb	127(,%r8,4), %xmm14
	gf2p8mulb	%xmm10, %xmm14
	gf2p8mulb	%xmm0, %xmm11
	gf2p8mulb	%xmm0, %xmm0
	gf2p8mulb	%xmm6, %xmm1
	gs
	gs
	gs
	gs
	haddpd	-2147483648(%r8), %xmm7
	haddpd	%fs:128(%rdi,%rsi,4), %xmm11
	haddpd	(%rbx,%rax), %xmm1
	haddpd	1(%r8,%r13), %xmm14
	haddpd	%xmm4, %xmm9
	haddpd	%xmm5, %xmm12
	haddpd	%xmm7, %xmm1
	haddpd	%xmm3, %xmm14
	haddps	127(%rax), %xmm14
	haddps	127(%r14,%rbx,4), %xmm10
	haddps	(%r8), %xmm14
	haddps	-129(%rbp,%rdx,8), %xmm0
	haddps	%xmm8, %xmm11
	haddps	%xmm15, %xmm4
	haddps	%xmm4, %xmm2
	haddps	%xmm5, %xmm4
	hlt
	hlt
	hlt
	hlt
	hreset	$255
	hreset	$105
	hreset	$168
	hreset	$28
	hsubpd	%fs:-128(%r8), %xmm10
	hsubpd	128(%rdi,%rsi,2), %xmm9
	hsubpd	%fs:2147483647(%rdi,%rdi), %xmm10
	hsubpd	(,%r13,2), %xmm9
	hsubpd	%xmm8, %xmm15
	hsubpd	%xmm0, %xmm11
	hsubpd	%xmm13, %xmm14
	hsubpd	%xmm3, %xmm1
	hsubps	-129(%r10,%rbp,8), %xmm3
	hsubps	-129(%rip), %xmm11
	hsubps	2147483647(%r11,%rbp,2), %xmm10
	hsubps	1(%rdx,%rax,2), %xmm8
	hsubps	%xmm14, %xmm10
	hsubps	%xmm10, %xmm3
	hsubps	%xmm11, %xmm4
	hsubps	%xmm9, %xmm10
	idivw	%fs:128(%rcx)
	idivw	%gs:-128(%rdi,%rax,4)
	idivw	128(%r12)
	idivw	-129(%rcx)
	idivw	%r14w
	idivw	%r8w
	idivw	%cx
	idivw	%r10w
	idivl	1(%r8)
	idivl	%gs:(%rdx,%r8,2)
	idivl	-1(%r9,%r10,2)
	idivl	%gs:-1(%r13,%rax,2)
	idivl	%ecx
	idivl	%edi
	idivl	%eax
	idivl	%r9d
	idivq	-129(%rbx)
	idivq	2147483647(%r11)
	idivq	-2147483648(%rbp)
	idivq	2147483647(%r12,%r9,2)
	idivq	%rsi
	idivq	%r9
	idivq	%r12
	idivq	%rbp
	idivb	-1(%rcx,%r9)
	idivb	-129(%r11)
	idivb	%fs:(%r13,%r10,2)
	idivb	1(%r10,%rsi,8)
	idivb	%r11b
	idivb	%r10b
	idivb	%dl
	idivb	%r9b
	filds	-129(%rsi,%r14,8)
	filds	1(%rcx)
	filds	1(%rcx,%r15)
	filds	%fs:-1(%r10)
	fildl	(%r10)
	fildl	2147483647
	fildl	-2147483648(%r11)
	fildl	(,%rbp,8)
	fildll	-2147483648(%r14,%r12,8)
	fildll	-2147483648(%r8)
	fildll	-128(%r14)
	fildll	%fs:-1(%r12,%rdi,2)
	imulw	-2147483648(%rdx,%rax,2)
	imulw	2147483647(%rbx)
	imulw	-128(%r11,%rdx,8)
	imulw	%fs:-1(%rip)
	imulw	%dx
	imulw	%r15w
	imulw	%sp
	imulw	%r12w
	imulw	%fs:(%r13), %r10w
	imulw	-1(%rsi), %ax
	imulw	127(%rbp), %r14w
	imulw	128(%rdx,%rbx,2), %si
	imulw	$256, 2147483647(%r15), %r15w
	imulw	$6176, %fs:-129(%rax,%r9,4), %r12w
	imulw	$-129, %gs:-129(%r11,%r10,2), %di
	imulw	$4129, -128(%rdi,%rdi,4), %bp
	imulw	$-1, -2147483648(%r14,%r9,2), %r15w
	imulw	$100, -128(%r12,%r13,4), %sp
	imulw	$-1, 128(%r11), %cx
	imulw	$48, 0, %bp
	imulw	%r14w, %cx
	imulw	%r15w, %bp
	imulw	%sp, %bp
	imulw	%dx, %r10w
	imulw	$65535, %r12w, %di
	imulw	$10604, %dx, %ax
	imulw	$2, %cx, %r9w
	imulw	$-32768, %bp, %r14w
	imulw	$127, %r15w, %di
	imulw	$65498, %r10w, %cx
	imulw	$65408, %di, %r12w
	imulw	$65511, %r9w, %r13w
	imull	-2147483648(%rbx)
	imull	-2147483648(%rcx)
	imull	%fs:-1(%r15)
	imull	(%r14)
	imull	%edi
	imull	%r11d
	imull	%r13d
	imull	%ebp
	imull	-128(%rsi), %r10d
	imull	1(%rcx,%r9), %eax
	imull	%gs:128(%rbx,%r13,2), %esi
	imull	1(,%r8), %ecx
	imull	$128, -128(%rbp,%r13), %ebx
	imull	$2, (%r9,%rbx,4), %ebx
	imull	$4294967295, 1(%rax), %r14d
	imull	$1, 0, %edi
	imull	$49, %gs:(,%r13,2), %r14d
	imull	$-64, -128(%r9), %esp
	imull	$4294967168, -2147483648(%r12), %ebp
	imull	$-128, %gs:2147483647(%r13), %r10d
	imull	%r13d, %ebp
	imull	%r15d, %r11d
	imull	%r8d, %ebp
	imull	%edi, %ecx
	imull	$-2147483648, %r8d, %r8d
	imull	$4294967295, %r12d, %r14d
	imull	$-2147483648, %ecx, %edi
	imull	$1, %r12d, %r9d
	imull	$1, %eax, %r12d
	imull	$59, %r8d, %r10d
	imull	$4294967201, %r11d, %esp
	imull	$0, %edi, %r11d
	imulq	128(%r10,%rdx,4)
	imulq	2147483647(%r14,%r12)
	imulq	-1(%rdi)
	imulq	127(%rax,%r14,4)
	imulq	%rbp
	imulq	%rax
	imulq	%rsp
	imulq	%rdx
	imulq	127(%r11), %rdx
	imulq	2147483647(,%rdi,8), %rcx
	imulq	-128(%rbp), %r10
	imulq	(%rbp), %r11
	imulq	$256, %fs:(%r11,%rdx,2), %rsi
	imulq	$-2147483648, %fs:-1(%rdi), %rsi
	imulq	$32767, -128(%r10), %r15
	imulq	$-129, 127(,%r9,8), %r10
	imulq	$1, -128(%rsi), %r11
	imulq	$106, 2147483647(%r10,%r8,2), %r8
	imulq	$-41, 1(%rsi), %rsi
	imulq	$-128, -129(%rbp,%rbx,8), %rcx
	imulq	%r11, %rax
	imulq	%r15, %r9
	imulq	%rcx, %rdx
	imulq	%rcx, %rsi
	imulq	$1992699298, %r10, %r12
	imulq	$-2147483648, %r9, %rcx
	imulq	$703421137, %r9, %r8
	imulq	$127, %r15, %rsi
	imulq	$-96, %r14, %r13
	imulq	$-128, %rdx, %r14
	imulq	$-1, %r12, %rbp
	imulq	$-36, %r15, %rdx
	imulb	-2147483648(%rbx)
	imulb	-129(%rsp)
	imulb	2147483647(%rax,%rcx,4)
	imulb	%gs:-2147483648(%r14,%rax,8)
	imulb	%bl
	imulb	%dil
	imulb	%dil
	imulb	%bpl
	inw	$123, %ax
	inw	$186, %ax
	inw	$29, %ax
	inw	$97, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inl	$168, %eax
	inl	$255, %eax
	inl	$255, %eax
	inl	$195, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inb	$1, %al
	inb	$231, %al
	inb	$175, %al
	inb	$146, %al
	inb	%dx, %al
	inb	%dx, %al
	inb	%dx, %al
	inb	%dx, %al
	incw	127(%r12)
	incw	%gs:-2147483648(%r15)
	incw	(%r11,%rsi,8)
	incw	-1(%r13,%rbp,2)
	incw	%r12w
	incw	%bp
	incw	%bx
	incw	%bx
	incl	1(%rdx)
	incl	-1(%rsi)
	incl	%fs:2147483647(%rax,%rbp,4)
	incl	1
	incl	%r12d
	incl	%edi
	incl	%r8d
	incl	%esp
	incq	-2147483648(%rdx)
	incq	127(%r10)
	incq	-1(%r11,%rdi,2)
	incq	(%r8)
	incq	%r10
	incq	%r14
	incq	%r14
	incq	%rsp
	incb	-129(%r8,%r15)
	incb	-129(%rbx,%rcx)
	incb	128(%r14)
	incb	128(%rsp)
	incb	%ah
	incb	%r13b
	incb	%r10b
	incb	%al
	incsspd	%edx
	incsspd	%r8d
	incsspd	%edx
	incsspd	%esp
	incsspq	%r15
	incsspq	%rbp
	incsspq	%r10
	incsspq	%r13
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%edi)
	insb	%dx, %es:(%edi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insertps	$1, (%r12,%rax), %xmm6
	insertps	$128, 128(%r11), %xmm13
	insertps	$238, -2147483648(%rcx,%r13,4), %xmm7
	insertps	$228, -2147483648(%r9,%rax,4), %xmm4
	insertps	$128, %xmm0, %xmm10
	insertps	$2, %xmm10, %xmm2
	insertps	$108, %xmm8, %xmm5
	insertps	$0, %xmm6, %xmm0
	insertq	%xmm4, %xmm4
	insertq	%xmm7, %xmm3
	insertq	%xmm1, %xmm11
	insertq	%xmm5, %xmm5
	insertq	$14, $128, %xmm11, %xmm1
	insertq	$151, $255, %xmm15, %xmm1
	insertq	$9, $156, %xmm9, %xmm10
	insertq	$255, $166, %xmm3, %xmm3
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%edi)
	insl	%dx, %es:(%edi)
	insl	%dx, %es:(%edi)
	insl	%dx, %es:(%edi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%edi)
	insw	%dx, %es:(%rdi)
	int	$144
	int	$255
	int	$108
	int	$0
	int3
	int3
	int3
	int3
	invd
	invd
	invd
	invd
	invept	2147483647(%rbp), %rsi
	invept	%fs:-1(%r11,%rdx), %r12
	invept	127(%rip), %r12
	invept	-128(%r12), %rax
	invlpg	127(%r13)
	invlpg	127(%r14)
	invlpg	1(%rdx,%rbp)
	invlpg	-128(%r9)
	invlpga
	invlpga
	invlpga
	invlpga
	invlpgb
	invlpgb
	invlpgb
	invlpgb
	invpcid	-128(%rdi,%r13), %rsi
	invpcid	1, %rcx
	invpcid	-129(%rdi,%rbx,8), %r10
	invpcid	%gs:-1(%rdx,%r12,2), %r8
	invvpid	-128(%r11,%rax), %r13
	invvpid	-2147483648(%rdx), %rcx
	invvpid	%fs:-1, %rcx
	invvpid	-2147483648, %rdx
	iretw
	iretw
	iretw
	iretw
	iretl
	iretl
	iretl
	iretl
	iretq
	iretq
	iretq
	iretq
	fisttps	%fs:-2147483648(%rax,%rbx,2)
	fisttps	-1(%r15,%r8)
	fisttps	%fs:2147483647(%r15)
	fisttps	(%rbp,%rsi,2)
	fisttpl	-128(%rcx)
	fisttpl	-128(%r13)
	fisttpl	1(%r13)
	fisttpl	-129
	fisttpll	-2147483648(%rcx,%rdx)
	fisttpll	127(%r13,%r9,4)
	fisttpll	127(%rsp,%r10,8)
	fisttpll	1(%r14,%r11,8)
	fists	128(%rbx,%r13,4)
	fists	-1(%r15,%rcx,2)
	fists	%gs:-2147483648(%rip)
	fists	%fs:(%rbx)
	fistl	%gs:127(%r8,%r13,8)
	fistl	%fs:-2147483648(%r9,%rsi)
	fistl	-2147483648(%r15,%rbx,8)
	fistl	1
	fistps	127(%rsi)
	fistps	128(%rsp)
	fistps	1(%rbp,%r13,4)
	fistps	-2147483648(%r10,%rax,4)
	fistpl	-129(%rbp)
	fistpl	-2147483648(%rbx,%r12,8)
	fistpl	-2147483648(%rdi)
	fistpl	-2147483648
	fistpll	-1(,%rax,2)
	fistpll	-1(%rbx,%rbx,2)
	fistpll	%gs:2147483647(%rax)
	fistpll	2147483647(%r11)
	ja	target
	ja	target-4
	ja	target+8
	ja	target+127
	ja	target
	ja	target
	ja	target+8
	ja	target+8
	jae	target-128
	jae	target
	jae	target+8
	jae	target-4
	jae	target
	jae	target
	jae	target-4
	jae	target
	jb	target+8
	jb	target-128
	jb	target+8
	jb	target
	jb	target@PLT
	jb	target@PLT
	jb	target+127
	jb	target+8
	jbe	target-4
	jbe	target@PLT
	jbe	target-4
	jbe	target@PLT
	jbe	target-4
	jbe	target-4
	jbe	target-4
	jbe	target+8
	je	target
	je	target+8
	je	target+127
	je	target
	je	target+8
	je	target
	je	target-128
	je	target+127
	jg	target+127
	jg	target-4
	jg	target-128
	jg	target+127
	jg	target-4
	jg	target-4
	jg	target+127
	jg	target-128
	jge	target+8
	jge	target+8
	jge	target+8
	jge	target-4
	jge	target
	jge	target
	jge	target-4
	jge	target+127
	jl	target-128
	jl	target+8
	jl	target@PLT
	jl	target+127
	jl	target-128
	jl	target+8
	jl	target+8
	jl	target-4
	jle	target+127
	jle	target@PLT
	jle	target+127
	jle	target+8
	jle	target
	jle	target@PLT
	jle	target
	jle	target
	jne	target+127
	jne	target
	jne	target@PLT
	jne	target-128
	jne	target-4
	jne	target-128
	jne	target-4
	jne	target-4
	jno	target-128
	jno	target
	jno	target-4
	jno	target@PLT
	jno	target-128
	jno	target+8
	jno	target+127
	jno	target@PLT
	jnp	target+127
	jnp	target-4
	jnp	target
	jnp	target-128
	jnp	target-4
	jnp	target
	jnp	target
	jnp	target
	jns	target+8
	jns	target-128
	jns	target@PLT
	jns	target+127
	jns	target@PLT
	jns	target-128
	jns	target
	jns	target
	jo	target
	jo	target@PLT
	jo	target-4
	jo	target-4
	jo	target-4
	jo	target
	jo	target-128
	jo	target-4
	jp	target
	jp	target+8
	jp	target
	jp	target@PLT
	jp	target@PLT
	jp	target+8
	jp	target-128
	jp	target-128
	js	target+127
	js	target
	js	target-4
	js	target-128
	js	target-128
	js	target+127
	js	target+127
	js	target-4
	jecxz	target@PLT
	jecxz	target
	jecxz	target+127
	jecxz	target+127
	jmpq	*(%r11,%r9)
	jmpq	*%fs:127(%rsi)
	jmpq	*%gs:2147483647(%r10,%rcx,8)
	jmpq	*1(%r8)
	jmpq	*%rax
	jmpq	*%rax
	jmpq	*%rax
	jmpq	*%r11
	jmp	target@PLT
	jmp	target+8
	jmp	target@PLT
	jmp	target
	jmp	target
	jmp	target@PLT
	jmp	target+8
	jmp	target
	jrcxz	target@PLT
	jrcxz	target
	jrcxz	target+127
	jrcxz	target+8
	lahf
	lahf
	lahf
	lahf
	larw	%gs:1(%r14), %r14w
	larw	-129(%r12,%rbx,2), %r14w
	larw	127(%r14), %r12w
	larw	-128(%r14), %r14w
	larw	%r10w, %r14w
	larw	%r12w, %r10w
	larw	%r12w, %cx
	larw	%cx, %r13w
	larl	127(%r15,%rdi,2), %r13d
	larl	128(%r13), %edx
	larl	-2147483648(%rdx), %edx
	larl	-2147483648(%rdx), %esp
	larl	%r9w, %r14d
	larl	%cx, %r15d
	larl	%r8w, %r10d
	larl	%bx, %r12d
	larq	128(%rdx,%rax,4), %r12
	larq	-128(%r9), %rbx
	larq	-128(%rsi,%rdi), %rdi
	larq	128(,%rdi,2), %r9
	larq	%sp, %r9
	larq	%di, %r11
	larq	%dx, %r14
	larq	%si, %r9
	lddqu	1(%rbp), %xmm3
	lddqu	1(%rsi,%rax,2), %xmm6
	lddqu	1(%r10), %xmm9
	lddqu	-129(%rax), %xmm11
	ldmxcsr	-128(%r8,%r9)
	ldmxcsr	%fs:-1(%rip)
	ldmxcsr	-1(%rbp)
	ldmxcsr	1(%rbp,%rcx)
	ldtilecfg	127(%r13,%rsi,4)
	ldtilecfg	-128(%rbp,%rbx,4)
	ldtilecfg	-2147483648(%r8)
	ldtilecfg	-2147483648(%rsi,%r13)
	fldz
	fldz
	fldz
	fldz
	fld1
	fld1
	fld1
	fld1
	flds	%fs:-129(%rdx)
	flds	2147483647(%r14)
	flds	127(%r15,%rdi)
	flds	-1(%rdx,%rbx,4)
	fldl	(%r9,%rdi,4)
	fldl	-129(%r10,%r13,2)
	fldl	-1(%rsp)
	fldl	128(%rax,%rdi,2)
	fldt	127(%rcx,%rdx,2)
	fldt	-128(%r13)
	fldt	-128(%rdi)
	fldt	%gs:(%r12)
	fld	%st(5)
	fld	%st(6)
	fld	%st(3)
	fld	%st(6)
	leaw	%fs:-2147483648(%rsi,%r11,8), %di
	leaw	-2147483648(%r8), %bx
	leaw	2147483647(%rdx), %di
	leaw	2147483647(%r14,%r13,4), %r10w
	leal	-2147483648(%r9), %r9d
	leal	%fs:127(%rcx), %esi
	leal	%fs:2147483647(%r12), %esi
	leal	%gs:-128(,%rbp,8), %esi
	leaq	128(%rdx,%r9,8), %rsp
	leaq	1(%rax,%r10,8), %r14
	leaq	(%r15,%r13), %rdx
	leaq	-129(%r14,%r13), %rcx
	leave
	leave
	leave
	leave
	lfence
	lfence
	lfence
	lfence
	lfsw	%fs:1(%r12), %di
	lfsw	-2147483648(%r9), %di
	lfsw	-2147483648(%rip), %ax
	lfsw	128(%rdx), %r14w
	lfsl	128(%r13), %esp
	lfsl	(,%rdi,4), %r15d
	lfsl	-2147483648(%rcx,%r15), %eax
	lfsl	%gs:2147483647(%rbx), %eax
	lfsq	%fs:-1(%r15,%rax), %rcx
	lfsq	1(%rdx), %r12
	lfsq	2147483647(%rdx), %rsi
	lfsq	%gs:-1(%rdi,%rdi,8), %rbp
	lgdtq	-128(%rsi)
	lgdtq	-128(%rbx,%rsi,2)
	lgdtq	%gs:-128(%rdx,%r10)
	lgdtq	-2147483648(%r14,%r11,2)
	lgsw	-128(%rax,%rbp,8), %r11w
	lgsw	127(%r12,%rbx,4), %r15w
	lgsw	128(%r13,%rdi,8), %bp
	lgsw	128(%r11,%r10), %r12w
	lgsl	%fs:-2147483648(%r10), %edi
	lgsl	%fs:-2147483648(%r9), %esi
	lgsl	2147483647(%rcx), %r14d
	lgsl	2147483647(%rsi), %esi
	lgsq	2147483647(%rcx), %rbp
	lgsq	%fs:-128(%rdx), %rsp
	lgsq	127(%rcx,%r11,2), %r12
	lgsq	-128(%r10,%r9,4), %r12
	lidtq	128(%rip)
	lidtq	-128(%rcx)
	lidtq	%fs:127(%r9)
	lidtq	127(%r13)
	lkgs	%fs:2147483647(%rax,%rsi,8)
	lkgs	1(%r8,%rbp,4)
	lkgs	127(%r10,%rcx)
	lkgs	%gs:127(%rbp)
	lkgs	%cx
	lkgs	%di
	lkgs	%r15w
	lkgs	%ax
	lldtw	2147483647(%rbx)
	lldtw	1(%rbp,%rax,2)
	lldtw	0
	lldtw	-2147483648(%rsp)
	lldtw	%bp
	lldtw	%sp
	lldtw	%bx
	lldtw	%ax
	llwpcb	%r13d
	llwpcb	%esi
	llwpcb	%ebp
	llwpcb	%ecx
	llwpcb	%r14
	llwpcb	%rbx
	llwpcb	%rbp
	llwpcb	%r8
	lmsww	2147483647(%r15,%rdx)
	lmsww	%fs:1(%rip)
	lmsww	%fs:2147483647(%rip)
	lmsww	2147483647(%r11)
	lmsww	%bx
	lmsww	%cx
	lmsww	%r13w
	lmsww	%di
	loadiwkey	%xmm7, %xmm4
	loadiwkey	%xmm7, %xmm14
	loadiwkey	%xmm0, %xmm14
	loadiwkey	%xmm1, %xmm7
	lock
	lock
	lock
	lock
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsb	%ss:(%rsi), %al
	lodsb	(%esi), %al
	lodsb	(%rsi), %al
	lodsb	(%esi), %al
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	%gs:(%esi), %eax
	lodsl	(%esi), %eax
	lodsl	%gs:(%esi), %eax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%esi), %rax
	lodsq	(%rsi), %rax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	%ds:(%rsi), %ax
	lodsw	%gs:(%esi), %ax
	lodsw	(%esi), %ax
	loop	target+8
	loop	target+127
	loop	target
	loop	target@PLT
	loope	target
	loope	target+8
	loope	target@PLT
	loope	target
	loopne	target
	loopne	target-4
	loopne	target
	loopne	target
	lretw
	lretw
	lretw
	lretw
	lretl
	lretl
	lretl
	lretl
	lretq
	lretq
	lretq
	lretq
	lretw	$61104
	lretw	$0
	lretw	$-128
	lretw	$2508
	lretl	$62888
	lretl	$-32768
	lretl	$255
	lretl	$1
	lretq	$256
	lretq	$65535
	lretq	$65535
	lretq	$0
	lslw	127(%r9,%rdx), %r11w
	lslw	%gs:-129(%rbx,%rdi,4), %r13w
	lslw	-129(%rcx,%r14,8), %r14w
	lslw	%gs:-129(%rsi), %r13w
	lslw	%cx, %r9w
	lslw	%bx, %r13w
	lslw	%dx, %r9w
	lslw	%r12w, %r12w
	lsll	-128(%rdx,%rbp), %r8d
	lsll	(%rcx,%rcx,2), %eax
	lsll	-1(%r10), %r14d
	lsll	(%rsi,%rdi,2), %ecx
	lsll	%bx, %ebp
	lsll	%cx, %edx
	lsll	%di, %r9d
	lsll	%r12w, %r11d
	lslq	(%rbp,%r11,8), %r14
	lslq	-128(%rbp), %r13
	lslq	128(%r11), %r11
	lslq	-128(%r12), %r10
	lslq	%r8w, %r11
	lslq	%bp, %rax
	lslq	%r11w, %rbx
	lslq	%bx, %rbx
	lssw	-129(%rcx,%rdi,2), %bp
	lssw	-2147483648(,%r15,8), %ax
	lssw	2147483647(%r12,%r14), %si
	lssw	%fs:127(%rcx,%rbp), %sp
	lssl	128(%r15), %r10d
	lssl	-129(%rsi,%r10), %edx
	lssl	%gs:-2147483648, %r11d
	lssl	(%rsi,%r8), %r8d
	lssq	-1(%rsi), %rsp
	lssq	(%r10), %rcx
	lssq	-129(%rsp), %r13
	lssq	(%rbp,%rdi,2), %rdx
	ltrw	-129(%rcx,%rax,4)
	ltrw	-129(%rip)
	ltrw	%fs:2147483647(%r11,%rax,4)
	ltrw	%fs:-128(,%rcx,4)
	ltrw	%r8w
	ltrw	%r8w
	ltrw	%r15w
	ltrw	%bx
	lwpins	$-129, -1(%r12), %esp
	lwpins	$2367246840, %gs:-2147483648(%rbp,%r8,8), %r14d
	lwpins	$255, -2147483648(%r10), %ebp
	lwpins	$-2147483648, (%r12), %r10d
	lwpins	$-2147483648, %edx, %ebp
	lwpins	$0, %edi, %r10d
	lwpins	$-2147483648, %edx, %ebp
	lwpins	$2147483647, %ecx, %esi
	lwpins	$255, 2147483647(%r12), %rbx
	lwpins	$32768, (%rip), %r13
	lwpins	$1262406870, 2147483647(%rbp,%rbx,8), %rdi
	lwpins	$-453834316, (%rcx,%rbp,2), %rbx
	lwpins	$3756211512, %eax, %rbp
	lwpins	$-40940364, %ebx, %r12
	lwpins	$256, %r13d, %rdi
	lwpins	$-453464705, %r10d, %rdx
	lwpval	$-1114394098, -128, %r12d
	lwpval	$4294967295, 1(%rbp), %r12d
	lwpval	$32768, (%rip), %ebp
	lwpval	$32767, 1(%r9), %r9d
	lwpval	$-2147483648, %r12d, %r9d
	lwpval	$4294967295, %r8d, %ebx
	lwpval	$2490910800, %r8d, %edx
	lwpval	$-129, %r9d, %edi
	lwpval	$-2083100609, %gs:-1(%rsi), %r13
	lwpval	$-2147483648, 1(%r15,%r9,2), %r14
	lwpval	$65535, %gs:(%r14,%r12,4), %r14
	lwpval	$-128, (%r9), %rbx
	lwpval	$-2059392436, %eax, %rsp
	lwpval	$-2147483648, %r13d, %r14
	lwpval	$1207299104, %edx, %r9
	lwpval	$65536, %r12d, %r9
	lzcntw	128(%rbx), %cx
	lzcntw	128(%rdi,%r13,4), %r13w
	lzcntw	128(%r14), %ax
	lzcntw	1(%rsi,%rsi,2), %dx
	lzcntw	%r9w, %r12w
	lzcntw	%r11w, %bx
	lzcntw	%r8w, %ax
	lzcntw	%cx, %r13w
	lzcntl	-129(%r14), %edi
	lzcntl	-1(%rip), %r8d
	lzcntl	-1(%r9,%r9,4), %r13d
	lzcntl	0, %r14d
	lzcntl	%r10d, %r14d
	lzcntl	%r15d, %esp
	lzcntl	%r15d, %r14d
	lzcntl	%ebx, %r11d
	lzcntq	128(%rip), %r13
	lzcntq	128(%rax), %rdx
	lzcntq	-1(%rax), %rdi
	lzcntq	%gs:-129(%rsp), %r14
	lzcntq	%r9, %r13
	lzcntq	%r10, %rsp
	lzcntq	%r10, %rax
	lzcntq	%rbp, %rsp
	maskmovdqu	%xmm7, %xmm15
	maskmovdqu	%xmm14, %xmm3
	maskmovdqu	%xmm7, %xmm1
	maskmovdqu	%xmm12, %xmm8
	maxpd	-128(,%rsi,2), %xmm9
	maxpd	-128(%rdx,%r11), %xmm10
	maxpd	%fs:-2147483648(%rip), %xmm10
	maxpd	128(%r10,%r8), %xmm5
	maxpd	%xmm12, %xmm15
	maxpd	%xmm11, %xmm0
	maxpd	%xmm1, %xmm12
	maxpd	%xmm7, %xmm13
	maxps	%gs:1(%rdi,%r15,8), %xmm11
	maxps	127(%r8), %xmm5
	maxps	-2147483648(%r9,%r10,2), %xmm9
	maxps	128(%r15,%r8,2), %xmm14
	maxps	%xmm3, %xmm14
	maxps	%xmm2, %xmm1
	maxps	%xmm4, %xmm2
	maxps	%xmm4, %xmm13
	maxsd	%gs:-128(%r13), %xmm9
	maxsd	-128(%rax,%rdi,2), %xmm15
	maxsd	-1(%rip), %xmm7
	maxsd	1(,%r8), %xmm4
	maxsd	%xmm11, %xmm13
	maxsd	%xmm6, %xmm15
	maxsd	%xmm0, %xmm13
	maxsd	%xmm1, %xmm12
	maxss	-2147483648(%r11), %xmm10
	maxss	%fs:-128, %xmm15
	maxss	1(%rbx), %xmm3
	maxss	(%r14), %xmm7
	maxss	%xmm1, %xmm12
	maxss	%xmm0, %xmm8
	maxss	%xmm11, %xmm10
	maxss	%xmm1, %xmm3
	mfence
	mfence
	mfence
	mfence
	minpd	2147483647(%r15,%rax,4), %xmm4
	minpd	-1(%r13,%r8,2), %xmm4
	minpd	128(,%r13), %xmm13
	minpd	-128(%rdi,%rcx), %xmm2
	minpd	%xmm14, %xmm9
	minpd	%xmm3, %xmm3
	minpd	%xmm3, %xmm9
	minpd	%xmm0, %xmm15
	minps	-129(%r11), %xmm3
	minps	0, %xmm13
	minps	%fs:(%rbx,%rbx,4), %xmm1
	minps	-128(%rbp,%r8), %xmm8
	minps	%xmm6, %xmm6
	minps	%xmm11, %xmm13
	minps	%xmm8, %xmm11
	minps	%xmm10, %xmm10
	minsd	%fs:-129(%r10), %xmm13
	minsd	127(%r11,%r13,4), %xmm3
	minsd	%gs:-129(%r10), %xmm5
	minsd	127(%r12,%rsi,2), %xmm11
	minsd	%xmm14, %xmm13
	minsd	%xmm12, %xmm7
	minsd	%xmm14, %xmm0
	minsd	%xmm11, %xmm6
	minss	-129(%rbp), %xmm3
	minss	%fs:1(%rdx), %xmm5
	minss	127(%r15), %xmm2
	minss	-2147483648(%r11,%r9,8), %xmm5
	minss	%xmm12, %xmm3
	minss	%xmm4, %xmm6
	minss	%xmm1, %xmm10
	minss	%xmm5, %xmm1
	cvtpd2pi	-128(%r9), %mm4
	cvtpd2pi	128(%r13), %mm5
	cvtpd2pi	127(%r11,%r13,4), %mm3
	cvtpd2pi	%fs:-2147483648(%r9,%r13,8), %mm2
	cvtpd2pi	%xmm10, %mm1
	cvtpd2pi	%xmm11, %mm5
	cvtpd2pi	%xmm15, %mm4
	cvtpd2pi	%xmm3, %mm0
	cvtpi2pd	-1(%r8,%r9), %xmm3
	cvtpi2pd	-128(%r12,%r15), %xmm10
	cvtpi2pd	%gs:127(%rax,%rbx,8), %xmm12
	cvtpi2pd	-128(%r10), %xmm15
	cvtpi2pd	%mm6, %xmm3
	cvtpi2pd	%mm0, %xmm0
	cvtpi2pd	%mm6, %xmm7
	cvtpi2pd	%mm4, %xmm11
	cvtpi2ps	-1(%rbp), %xmm13
	cvtpi2ps	-2147483648(%rbp,%rbx,4), %xmm6
	cvtpi2ps	128(%r15,%r10,2), %xmm9
	cvtpi2ps	-1(%rbp,%rsi,2), %xmm7
	cvtpi2ps	%mm3, %xmm12
	cvtpi2ps	%mm6, %xmm0
	cvtpi2ps	%mm5, %xmm3
	cvtpi2ps	%mm2, %xmm1
	cvtps2pi	127(%rdi,%rcx,8), %mm6
	cvtps2pi	-129(%rsp), %mm6
	cvtps2pi	-1(%rax), %mm3
	cvtps2pi	-2147483648(%rbx), %mm1
	cvtps2pi	%xmm1, %mm6
	cvtps2pi	%xmm9, %mm6
	cvtps2pi	%xmm8, %mm5
	cvtps2pi	%xmm6, %mm4
	cvttpd2pi	1(%rcx), %mm0
	cvttpd2pi	%fs:(%rbp,%rdi,2), %mm4
	cvttpd2pi	128(%rsi), %mm5
	cvttpd2pi	(%r12), %mm7
	cvttpd2pi	%xmm8, %mm5
	cvttpd2pi	%xmm6, %mm3
	cvttpd2pi	%xmm8, %mm6
	cvttpd2pi	%xmm6, %mm7
	cvttps2pi	-2147483648(%r15,%r10,4), %mm4
	cvttps2pi	1(%r8,%rbx,4), %mm2
	cvttps2pi	%fs:-1(%rax,%r13), %mm3
	cvttps2pi	%gs:-2147483648(%rcx), %mm6
	cvttps2pi	%xmm11, %mm4
	cvttps2pi	%xmm3, %mm6
	cvttps2pi	%xmm13, %mm0
	cvttps2pi	%xmm5, %mm0
	emms
	emms
	emms
	emms
	maskmovq	%mm4, %mm6
	maskmovq	%mm5, %mm5
	maskmovq	%mm4, %mm5
	maskmovq	%mm5, %mm5
	movq	%rdx, %mm1
	movq	%r9, %mm0
	movq	%rdi, %mm6
	movq	%rdi, %mm7
	movd	%mm0, %r14d
	movd	%mm5, %eax
	movd	%mm1, %r15d
	movd	%mm5, %r9d
	movd	%mm4, 127(%r8)
	movd	%mm4, -129(,%rbx,8)
	movd	%mm2, -128(,%r13,4)
	movd	%mm5, 1(%r11)
	movd	-1(%r9,%rsi), %mm0
	movd	1(%rbx), %mm7
	movd	%gs:2147483647(%r11,%r13,4), %mm6
	movd	2147483647(%r8), %mm5
	movd	%r8d, %mm3
	movd	%r8d, %mm0
	movd	%esp, %mm2
	movd	%r10d, %mm1
	movq	%mm3, %rcx
	movq	%mm1, %rsi
	movq	%mm3, %rdi
	movq	%mm1, %rax
	movdq2q	%xmm11, %mm2
	movdq2q	%xmm8, %mm7
	movdq2q	%xmm3, %mm2
	movdq2q	%xmm15, %mm6
	movntq	%mm5, -128(%r11,%rsi,4)
	movntq	%mm6, -1(%r10,%r15,8)
	movntq	%mm1, 2147483647(%rbp)
	movntq	%mm1, %fs:128(%rbx,%rdx,2)
	movq2dq	%mm2, %xmm14
	movq2dq	%mm4, %xmm3
	movq2dq	%mm2, %xmm6
	movq2dq	%mm0, %xmm7
	movq	%mm0, -128(%r8,%r12,4)
	movq	%mm0, -128(%r12,%r14,4)
	movq	%mm3, -1(%rsp)
	movq	%mm1, 2147483647(%r14,%r15,4)
	movq	2147483647(%r8), %mm1
	movq	2147483647(%rcx), %mm4
	movq	%fs:127(%rbp), %mm6
	movq	(%r11), %mm1
	movq	%mm4, %mm4
	movq	%mm4, %mm2
	movq	%mm1, %mm3
	movq	%mm7, %mm7
	movq	%mm3, %mm7
	movq	%mm4, %mm5
	movq	%mm7, %mm1
	movq	%mm3, %mm6
	pabsb	-2147483648(,%rax), %mm0
	pabsb	%gs:1(%r12), %mm5
	pabsb	(%rip), %mm3
	pabsb	%fs:-129(%rdi,%r11,2), %mm3
	pabsb	%mm2, %mm1
	pabsb	%mm2, %mm0
	pabsb	%mm2, %mm4
	pabsb	%mm2, %mm1
	pabsd	-128(%rdx), %mm0
	pabsd	128(%rax,%r9), %mm5
	pabsd	(%rdx,%r14), %mm4
	pabsd	(%rsp), %mm2
	pabsd	%mm6, %mm3
	pabsd	%mm3, %mm2
	pabsd	%mm3, %mm5
	pabsd	%mm1, %mm6
	pabsw	(%rbx,%rsi), %mm0
	pabsw	%fs:-129(%rcx,%r13,4), %mm6
	pabsw	%fs:1(%rdx,%r8), %mm7
	pabsw	(%rdi), %mm2
	pabsw	%mm3, %mm7
	pabsw	%mm1, %mm5
	pabsw	%mm7, %mm4
	pabsw	%mm2, %mm5
	packssdw	-1(%r14), %mm6
	packssdw	1(%rsp,%r13,2), %mm7
	packssdw	128(%rbp), %mm6
	packssdw	-1(%r11,%r11,8), %mm5
	packssdw	%mm7, %mm0
	packssdw	%mm3, %mm1
	packssdw	%mm2, %mm0
	packssdw	%mm6, %mm2
	packsswb	-2147483648(%rsi,%rdx,8), %mm1
	packsswb	128(%r13,%r9), %mm7
	packsswb	%gs:-129(%r15,%r10,2), %mm1
	packsswb	1(%rsp,%rax), %mm7
	packsswb	%mm3, %mm4
	packsswb	%mm5, %mm0
	packsswb	%mm4, %mm1
	packsswb	%mm2, %mm5
	packuswb	-128(%r8,%rdi,4), %mm7
	packuswb	-1(%r11,%rcx,8), %mm6
	packuswb	(%rsi,%rdi,2), %mm4
	packuswb	127(,%rdi,2), %mm4
	packuswb	%mm3, %mm5
	packuswb	%mm1, %mm5
	packuswb	%mm4, %mm1
	packuswb	%mm0, %mm0
	paddb	%gs:2147483647(%rdx), %mm6
	paddb	-128(%rsp,%rbp), %mm4
	paddb	127(%rdx,%r15), %mm6
	paddb	128(%rax), %mm6
	paddb	%mm4, %mm4
	paddb	%mm2, %mm3
	paddb	%mm6, %mm6
	paddb	%mm7, %mm4
	paddd	128(%r10), %mm6
	paddd	%gs:(%rbp), %mm7
	paddd	-2147483648(%rdx,%rdi,2), %mm1
	paddd	%fs:1(%rdi), %mm3
	paddd	%mm5, %mm2
	paddd	%mm6, %mm4
	paddd	%mm7, %mm2
	paddd	%mm3, %mm7
	paddq	2147483647, %mm4
	paddq	%gs:127, %mm2
	paddq	-129(%rbp), %mm2
	paddq	2147483647(%r9), %mm5
	paddq	%mm3, %mm4
	paddq	%mm1, %mm0
	paddq	%mm0, %mm7
	paddq	%mm4, %mm0
	paddsb	2147483647(%rdi), %mm5
	paddsb	-2147483648(%r15), %mm3
	paddsb	128(%rbp,%r14,2), %mm4
	paddsb	-1(%rax), %mm1
	paddsb	%mm6, %mm6
	paddsb	%mm6, %mm2
	paddsb	%mm6, %mm5
	paddsb	%mm7, %mm0
	paddsw	%gs:-1(%rbp,%r11,4), %mm6
	paddsw	%gs:-129(%r15), %mm5
	paddsw	128, %mm4
	paddsw	%gs:-128(%rdx,%r15), %mm0
	paddsw	%mm2, %mm2
	paddsw	%mm3, %mm1
	paddsw	%mm2, %mm0
	paddsw	%mm1, %mm6
	paddusb	(%rcx), %mm5
	paddusb	-129(%rax,%rsi,8), %mm3
	paddusb	%gs:-128, %mm2
	paddusb	%fs:-1, %mm7
	paddusb	%mm6, %mm0
	paddusb	%mm0, %mm5
	paddusb	%mm5, %mm4
	paddusb	%mm2, %mm5
	paddusw	%fs:2147483647(%rbp), %mm4
	paddusw	2147483647(%r9), %mm6
	paddusw	%fs:0, %mm5
	paddusw	%gs:2147483647(,%rsi,2), %mm0
	paddusw	%mm6, %mm0
	paddusw	%mm2, %mm6
	paddusw	%mm5, %mm0
	paddusw	%mm1, %mm5
	paddw	-128(%rcx,%r12,4), %mm6
	paddw	-2147483648(%rcx,%rcx,8), %mm2
	paddw	-128(%rbp), %mm5
	paddw	%gs:-2147483648(%r8,%rcx,4), %mm6
	paddw	%mm4, %mm4
	paddw	%mm4, %mm1
	paddw	%mm6, %mm3
	paddw	%mm7, %mm5
	palignr	$225, %fs:-129(%r15), %mm5
	palignr	$255, 1(%rbx,%rbp,2), %mm3
	palignr	$0, %gs:128, %mm3
	palignr	$198, 127(%rdi,%rdi,4), %mm2
	palignr	$139, %mm4, %mm3
	palignr	$1, %mm3, %mm3
	palignr	$215, %mm2, %mm7
	palignr	$2, %mm7, %mm2
	pandn	2147483647(%r8), %mm0
	pandn	-129(%rsp), %mm3
	pandn	2147483647(%rsp,%r11,8), %mm2
	pandn	127(%r11,%r13,4), %mm6
	pandn	%mm3, %mm7
	pandn	%mm1, %mm4
	pandn	%mm2, %mm1
	pandn	%mm4, %mm3
	pand	%fs:2147483647(%rsi), %mm0
	pand	-1(%r11), %mm4
	pand	-128, %mm3
	pand	127(%r15,%rbx,2), %mm6
	pand	%mm4, %mm1
	pand	%mm0, %mm5
	pand	%mm4, %mm0
	pand	%mm0, %mm5
	pavgb	%fs:-129(%r10,%rax), %mm1
	pavgb	128(%rdi), %mm4
	pavgb	(%rcx,%r8,8), %mm5
	pavgb	(%r15,%rsi,2), %mm6
	pavgb	%mm5, %mm3
	pavgb	%mm3, %mm1
	pavgb	%mm1, %mm6
	pavgb	%mm1, %mm0
	pavgw	2147483647(%rsi), %mm1
	pavgw	-1(%rbx), %mm6
	pavgw	1(%rsp), %mm4
	pavgw	%fs:-128(%rip), %mm1
	pavgw	%mm6, %mm1
	pavgw	%mm4, %mm2
	pavgw	%mm0, %mm7
	pavgw	%mm5, %mm2
	pcmpeqb	1(%r14), %mm1
	pcmpeqb	-2147483648(%rdi,%rdi,2), %mm6
	pcmpeqb	%fs:-129(%rcx), %mm2
	pcmpeqb	2147483647(%rcx), %mm2
	pcmpeqb	%mm5, %mm0
	pcmpeqb	%mm3, %mm0
	pcmpeqb	%mm6, %mm6
	pcmpeqb	%mm4, %mm2
	pcmpeqd	%fs:2147483647(%r12), %mm3
	pcmpeqd	-128, %mm7
	pcmpeqd	%fs:-1(%r13,%rbx,8), %mm3
	pcmpeqd	1(%rbp), %mm6
	pcmpeqd	%mm7, %mm5
	pcmpeqd	%mm3, %mm1
	pcmpeqd	%mm3, %mm4
	pcmpeqd	%mm5, %mm6
	pcmpeqw	-129(%rbx,%rbx,4), %mm7
	pcmpeqw	-129(%rbp), %mm5
	pcmpeqw	2147483647(%rsp), %mm0
	pcmpeqw	127(%r8), %mm1
	pcmpeqw	%mm5, %mm7
	pcmpeqw	%mm6, %mm4
	pcmpeqw	%mm4, %mm2
	pcmpeqw	%mm2, %mm5
	pcmpgtb	%gs:-2147483648(%r13,%r13), %mm3
	pcmpgtb	1(%rip), %mm2
	pcmpgtb	-128(%r10), %mm3
	pcmpgtb	(%r9,%r11), %mm4
	pcmpgtb	%mm0, %mm7
	pcmpgtb	%mm0, %mm2
	pcmpgtb	%mm7, %mm5
	pcmpgtb	%mm6, %mm0
	pcmpgtd	-128(%r14), %mm2
	pcmpgtd	%gs:1(%r12), %mm7
	pcmpgtd	%fs:-128(%r15,%rsi), %mm4
	pcmpgtd	1(%rbp,%r12,8), %mm0
	pcmpgtd	%mm1, %mm5
	pcmpgtd	%mm0, %mm0
	pcmpgtd	%mm7, %mm4
	pcmpgtd	%mm4, %mm0
	pcmpgtw	1(%rsp), %mm6
	pcmpgtw	-2147483648(%r13,%r8,4), %mm0
	pcmpgtw	-128, %mm5
	pcmpgtw	1(%rip), %mm4
	pcmpgtw	%mm2, %mm3
	pcmpgtw	%mm4, %mm3
	pcmpgtw	%mm1, %mm0
	pcmpgtw	%mm0, %mm4
	pextrw	$160, %mm3, %r15d
	pextrw	$229, %mm2, %eax
	pextrw	$1, %mm4, %ebp
	pextrw	$128, %mm2, %r9d
	phaddd	2147483647(%r14,%r9), %mm2
	phaddd	128(,%rdx), %mm7
	phaddd	2147483647(%rsi,%rsi,2), %mm6
	phaddd	-1, %mm2
	phaddd	%mm5, %mm0
	phaddd	%mm4, %mm0
	phaddd	%mm6, %mm2
	phaddd	%mm2, %mm7
	phaddsw	2147483647(%rbp,%r11,2), %mm6
	phaddsw	%gs:-2147483648(,%r15,2), %mm2
	phaddsw	127(%r8,%r12,2), %mm4
	phaddsw	%fs:-128(%rdx,%r14), %mm1
	phaddsw	%mm2, %mm7
	phaddsw	%mm1, %mm3
	phaddsw	%mm7, %mm4
	phaddsw	%mm6, %mm1
	phaddw	-1(%r13), %mm1
	phaddw	%fs:-128(%rsp), %mm5
	phaddw	128(%r14), %mm1
	phaddw	%fs:-128(%r10), %mm2
	phaddw	%mm2, %mm0
	phaddw	%mm5, %mm7
	phaddw	%mm3, %mm7
	phaddw	%mm6, %mm7
	phsubd	-128(,%r13,8), %mm0
	phsubd	-128, %mm4
	phsubd	-1(%r15,%r8), %mm6
	phsubd	%fs:(%rsi), %mm4
	phsubd	%mm2, %mm7
	phsubd	%mm2, %mm0
	phsubd	%mm5, %mm0
	phsubd	%mm0, %mm4
	phsubsw	1(,%rax,8), %mm7
	phsubsw	1(%rcx,%r9,4), %mm5
	phsubsw	1(%rax), %mm5
	phsubsw	%fs:128(%rdi,%r14), %mm1
	phsubsw	%mm3, %mm6
	phsubsw	%mm4, %mm4
	phsubsw	%mm5, %mm1
	phsubsw	%mm6, %mm3
	phsubw	(%rcx), %mm1
	phsubw	2147483647(%r11), %mm1
	phsubw	%fs:2147483647(%r15,%rax), %mm3
	phsubw	127(%r11), %mm4
	phsubw	%mm3, %mm5
	phsubw	%mm7, %mm4
	phsubw	%mm5, %mm2
	phsubw	%mm5, %mm5
	pinsrw	$95, 127(%rsp,%rax,4), %mm6
	pinsrw	$132, 1(%rbx), %mm4
	pinsrw	$33, 127(%r15,%r8,8), %mm7
	pinsrw	$127, -1(%rcx), %mm1
	pinsrw	$1, %ebp, %mm5
	pinsrw	$255, %ecx, %mm1
	pinsrw	$165, %edi, %mm7
	pinsrw	$254, %r13d, %mm7
	pmaddubsw	%fs:128(%rax,%rbx,4), %mm0
	pmaddubsw	127(%rdi,%rdx), %mm5
	pmaddubsw	128(%r14), %mm5
	pmaddubsw	127(%rip), %mm0
	pmaddubsw	%mm5, %mm2
	pmaddubsw	%mm1, %mm4
	pmaddubsw	%mm6, %mm0
	pmaddubsw	%mm2, %mm1
	pmaddwd	128(%r11,%rdx,8), %mm4
	pmaddwd	128(%r15,%r9,2), %mm4
	pmaddwd	%fs:1(%rbx,%r10,2), %mm7
	pmaddwd	-129(,%rcx,8), %mm3
	pmaddwd	%mm3, %mm1
	pmaddwd	%mm0, %mm0
	pmaddwd	%mm6, %mm2
	pmaddwd	%mm6, %mm1
	pmaxsw	128(%rdx,%r14,8), %mm1
	pmaxsw	2147483647(%r8,%rbp,4), %mm2
	pmaxsw	(%rbp,%r10,8), %mm7
	pmaxsw	-1(%rsp,%r11,2), %mm1
	pmaxsw	%mm2, %mm4
	pmaxsw	%mm3, %mm6
	pmaxsw	%mm4, %mm6
	pmaxsw	%mm2, %mm0
	pmaxub	127(%rdx), %mm2
	pmaxub	-2147483648(%r13,%rdi,8), %mm4
	pmaxub	%gs:(%rbp,%r15,8), %mm2
	pmaxub	-2147483648(%r12), %mm3
	pmaxub	%mm1, %mm3
	pmaxub	%mm4, %mm2
	pmaxub	%mm5, %mm5
	pmaxub	%mm1, %mm6
	pminsw	127(%r9,%rbp,2), %mm0
	pminsw	127(%rbx), %mm0
	pminsw	%gs:-129(%rsi), %mm1
	pminsw	-128(%r15,%rdi,2), %mm5
	pminsw	%mm5, %mm2
	pminsw	%mm4, %mm5
	pminsw	%mm7, %mm1
	pminsw	%mm2, %mm0
	pminub	%gs:-129(%r15,%rdi,2), %mm5
	pminub	(%rsi), %mm2
	pminub	%fs:2147483647(%r11,%r12), %mm2
	pminub	(%rsi), %mm3
	pminub	%mm4, %mm6
	pminub	%mm2, %mm3
	pminub	%mm3, %mm0
	pminub	%mm2, %mm5
	pmovmskb	%mm6, %esi
	pmovmskb	%mm6, %r9d
	pmovmskb	%mm5, %r9d
	pmovmskb	%mm6, %r10d
	pmulhrsw	(%r12,%r10,2), %mm6
	pmulhrsw	%gs:127, %mm6
	pmulhrsw	-2147483648(%rax,%rdx,2), %mm4
	pmulhrsw	1, %mm2
	pmulhrsw	%mm2, %mm4
	pmulhrsw	%mm0, %mm1
	pmulhrsw	%mm3, %mm2
	pmulhrsw	%mm0, %mm2
	pmulhuw	%fs:(%rbp), %mm4
	pmulhuw	-2147483648(%rax,%r9), %mm3
	pmulhuw	1(,%rdx), %mm4
	pmulhuw	-1, %mm7
	pmulhuw	%mm3, %mm6
	pmulhuw	%mm0, %mm2
	pmulhuw	%mm4, %mm0
	pmulhuw	%mm7, %mm7
	pmulhw	1(%r13,%rax,2), %mm7
	pmulhw	-129(,%rax), %mm0
	pmulhw	%fs:1(%rcx), %mm7
	pmulhw	128(%r9), %mm5
	pmulhw	%mm3, %mm5
	pmulhw	%mm6, %mm5
	pmulhw	%mm2, %mm5
	pmulhw	%mm1, %mm7
	pmullw	-2147483648(%rdx,%r10), %mm0
	pmullw	%gs:-129(%r8,%rax,4), %mm3
	pmullw	%gs:127(%rax), %mm2
	pmullw	1(%rbp), %mm1
	pmullw	%mm1, %mm7
	pmullw	%mm7, %mm3
	pmullw	%mm0, %mm4
	pmullw	%mm7, %mm1
	pmuludq	-129(%rcx,%rcx,2), %mm3
	pmuludq	(%r15,%rbx,8), %mm3
	pmuludq	%gs:0, %mm7
	pmuludq	(%r13,%r9,4), %mm3
	pmuludq	%mm0, %mm4
	pmuludq	%mm4, %mm6
	pmuludq	%mm5, %mm2
	pmuludq	%mm2, %mm0
	por	-128(%rdx), %mm4
	por	1(%rdi,%rdx), %mm7
	por	-1(%r14), %mm7
	por	%gs:-1(%rdx,%rsi,8), %mm3
	por	%mm1, %mm7
	por	%mm6, %mm7
	por	%mm1, %mm4
	por	%mm4, %mm2
	psadbw	%gs:-128(%r9,%rdx,4), %mm2
	psadbw	128(,%r11), %mm7
	psadbw	%gs:-128(%r11,%r15,8), %mm2
	psadbw	%fs:(%rip), %mm7
	psadbw	%mm4, %mm2
	psadbw	%mm2, %mm3
	psadbw	%mm6, %mm3
	psadbw	%mm1, %mm5
	pshufb	-2147483648(%rcx), %mm7
	pshufb	-128(%r9,%rax,2), %mm5
	pshufb	2147483647(%r15), %mm4
	pshufb	(%r12), %mm2
	pshufb	%mm4, %mm0
	pshufb	%mm1, %mm5
	pshufb	%mm5, %mm2
	pshufb	%mm7, %mm3
	pshufw	$38, 127(%rax), %mm6
	pshufw	$128, -1(%r9,%r13,2), %mm4
	pshufw	$41, %gs:-129(%rsi,%rcx,4), %mm1
	pshufw	$255, -2147483648(%r14,%rcx,8), %mm3
	pshufw	$255, %mm4, %mm4
	pshufw	$190, %mm5, %mm4
	pshufw	$255, %mm1, %mm0
	pshufw	$128, %mm1, %mm1
	psignb	%gs:-1(%r15), %mm1
	psignb	%fs:(%rdx,%rax,4), %mm0
	psignb	(%rdx), %mm6
	psignb	128(%r11), %mm2
	psignb	%mm4, %mm6
	psignb	%mm7, %mm4
	psignb	%mm0, %mm7
	psignb	%mm5, %mm5
	psignd	128(%rsp), %mm3
	psignd	127(%r8), %mm3
	psignd	%gs:127(%rdi,%rax), %mm6
	psignd	-128(,%rcx,2), %mm5
	psignd	%mm0, %mm7
	psignd	%mm1, %mm6
	psignd	%mm7, %mm7
	psignd	%mm1, %mm3
	psignw	1(%rsp,%rbp,2), %mm7
	psignw	(%rbx,%rdx,2), %mm4
	psignw	127(%rax,%rdx), %mm4
	psignw	%fs:2147483647(%rsi), %mm5
	psignw	%mm0, %mm2
	psignw	%mm0, %mm6
	psignw	%mm0, %mm1
	psignw	%mm1, %mm1
	pslld	$90, %mm5
	pslld	$0, %mm5
	pslld	$44, %mm1
	pslld	$255, %mm5
	pslld	127, %mm2
	pslld	1(,%r8), %mm4
	pslld	-1(,%r9), %mm3
	pslld	(%rcx), %mm3
	pslld	%mm1, %mm5
	pslld	%mm7, %mm3
	pslld	%mm5, %mm7
	pslld	%mm4, %mm7
	psllq	$128, %mm6
	psllq	$184, %mm5
	psllq	$29, %mm0
	psllq	$255, %mm7
	psllq	128(%rsp,%r8,4), %mm5
	psllq	-129(%rbx), %mm0
	psllq	1(%r10,%rdx,4), %mm2
	psllq	%fs:2147483647(%r15), %mm3
	psllq	%mm0, %mm5
	psllq	%mm5, %mm1
	psllq	%mm3, %mm6
	psllq	%mm7, %mm7
	psllw	$128, %mm6
	psllw	$53, %mm5
	psllw	$127, %mm6
	psllw	$0, %mm5
	psllw	%fs:2147483647(%rsp,%r14,4), %mm5
	psllw	128(%rdx), %mm4
	psllw	1(%r8), %mm2
	psllw	-2147483648(%rcx), %mm2
	psllw	%mm5, %mm5
	psllw	%mm2, %mm1
	psllw	%mm2, %mm7
	psllw	%mm6, %mm1
	psrad	$70, %mm0
	psrad	$127, %mm0
	psrad	$194, %mm5
	psrad	$255, %mm7
	psrad	1(%rbx,%rsi,8), %mm4
	psrad	-129(%r12), %mm3
	psrad	-2147483648(%r13), %mm4
	psrad	%gs:2147483647(%r9), %mm3
	psrad	%mm2, %mm3
	psrad	%mm5, %mm7
	psrad	%mm1, %mm0
	psrad	%mm1, %mm0
	psraw	$128, %mm6
	psraw	$50, %mm3
	psraw	$128, %mm6
	psraw	$255, %mm0
	psraw	127(%rcx), %mm7
	psraw	%fs:128(%rcx), %mm3
	psraw	%fs:-128, %mm6
	psraw	-2147483648(%r11,%r13,4), %mm0
	psraw	%mm5, %mm4
	psraw	%mm7, %mm5
	psraw	%mm0, %mm2
	psraw	%mm2, %mm1
	psrld	$112, %mm1
	psrld	$2, %mm6
	psrld	$1, %mm1
	psrld	$127, %mm0
	psrld	%gs:-2147483648(%r10), %mm3
	psrld	-1(%rcx), %mm6
	psrld	-128(%r13,%r15,4), %mm4
	psrld	-2147483648(%rbx,%r15,8), %mm2
	psrld	%mm2, %mm5
	psrld	%mm0, %mm3
	psrld	%mm6, %mm0
	psrld	%mm1, %mm6
	psrlq	$220, %mm7
	psrlq	$251, %mm7
	psrlq	$77, %mm2
	psrlq	$0, %mm4
	psrlq	127(%rax), %mm4
	psrlq	128(%rdx), %mm0
	psrlq	127, %mm5
	psrlq	-1(%rax,%rdi,8), %mm5
	psrlq	%mm2, %mm4
	psrlq	%mm6, %mm7
	psrlq	%mm3, %mm7
	psrlq	%mm6, %mm4
	psrlw	$255, %mm3
	psrlw	$91, %mm4
	psrlw	$1, %mm4
	psrlw	$247, %mm6
	psrlw	-129(%rdi,%rax,4), %mm6
	psrlw	%gs:-129(%r9), %mm1
	psrlw	2147483647(%r13), %mm1
	psrlw	%fs:128(%r10,%rsi,8), %mm4
	psrlw	%mm6, %mm7
	psrlw	%mm4, %mm3
	psrlw	%mm1, %mm1
	psrlw	%mm2, %mm4
	psubb	1(%r11,%r15,8), %mm0
	psubb	%gs:-2147483648(,%r15,2), %mm1
	psubb	%gs:-128(%rsi,%r12), %mm0
	psubb	%fs:128(%rbx), %mm2
	psubb	%mm3, %mm4
	psubb	%mm2, %mm3
	psubb	%mm4, %mm1
	psubb	%mm7, %mm4
	psubd	127(%rip), %mm0
	psubd	2147483647(%rdx), %mm7
	psubd	-2147483648(%rax), %mm3
	psubd	-1(%r15,%rbx,8), %mm1
	psubd	%mm6, %mm7
	psubd	%mm2, %mm2
	psubd	%mm7, %mm1
	psubd	%mm3, %mm4
	psubq	-128(%rip), %mm5
	psubq	-128, %mm2
	psubq	(%rcx), %mm4
	psubq	%gs:1(%r9,%r14,4), %mm3
	psubq	%mm4, %mm0
	psubq	%mm0, %mm4
	psubq	%mm1, %mm6
	psubq	%mm7, %mm5
	psubsb	-2147483648(%rax,%r14,2), %mm4
	psubsb	%fs:1(%rip), %mm1
	psubsb	-2147483648(,%rbx,8), %mm1
	psubsb	1(%r11,%r15,8), %mm5
	psubsb	%mm0, %mm6
	psubsb	%mm2, %mm3
	psubsb	%mm0, %mm2
	psubsb	%mm5, %mm3
	psubsw	%gs:-128(%rip), %mm1
	psubsw	128(%rcx,%r15), %mm7
	psubsw	%fs:2147483647(%r12,%rsi,2), %mm0
	psubsw	%fs:128(%rcx), %mm0
	psubsw	%mm1, %mm4
	psubsw	%mm6, %mm1
	psubsw	%mm4, %mm1
	psubsw	%mm5, %mm3
	psubusb	1(%r13), %mm0
	psubusb	-129(%rdi,%rsi,8), %mm6
	psubusb	%gs:-128(%r9), %mm3
	psubusb	%gs:(%r9), %mm6
	psubusb	%mm5, %mm2
	psubusb	%mm5, %mm1
	psubusb	%mm3, %mm0
	psubusb	%mm0, %mm2
	psubusw	-1(%r15,%rbx,8), %mm3
	psubusw	-128(%rax), %mm4
	psubusw	-2147483648(%rdx), %mm3
	psubusw	%fs:-1(%rsi), %mm2
	psubusw	%mm3, %mm4
	psubusw	%mm2, %mm2
	psubusw	%mm5, %mm1
	psubusw	%mm0, %mm5
	psubw	127(%rip), %mm0
	psubw	-1(%r13), %mm3
	psubw	127, %mm7
	psubw	%fs:2147483647(%rcx), %mm4
	psubw	%mm1, %mm0
	psubw	%mm1, %mm3
	psubw	%mm3, %mm2
	psubw	%mm1, %mm1
	punpckhbw	-2147483648(%rax), %mm1
	punpckhbw	1(%r12), %mm7
	punpckhbw	%fs:-128, %mm7
	punpckhbw	%gs:(%r15), %mm4
	punpckhbw	%mm3, %mm2
	punpckhbw	%mm1, %mm1
	punpckhbw	%mm6, %mm1
	punpckhbw	%mm5, %mm2
	punpckhdq	(,%rbp), %mm2
	punpckhdq	128(%r14), %mm3
	punpckhdq	-1(%rdi,%rax,8), %mm6
	punpckhdq	128(%rbp), %mm5
	punpckhdq	%mm6, %mm7
	punpckhdq	%mm0, %mm4
	punpckhdq	%mm6, %mm4
	punpckhdq	%mm3, %mm4
	punpckhwd	-128(%rcx), %mm0
	punpckhwd	(%r13,%rdx,2), %mm2
	punpckhwd	-1(%rbp), %mm0
	punpckhwd	%fs:-129(%r13,%r14,8), %mm1
	punpckhwd	%mm6, %mm0
	punpckhwd	%mm6, %mm6
	punpckhwd	%mm3, %mm2
	punpckhwd	%mm1, %mm5
	punpcklbw	127(,%rdi), %mm1
	punpcklbw	-2147483648(%rsi), %mm1
	punpcklbw	%fs:1(%rdx), %mm6
	punpcklbw	%fs:-129(%rsi), %mm1
	punpcklbw	%mm6, %mm5
	punpcklbw	%mm1, %mm5
	punpcklbw	%mm6, %mm3
	punpcklbw	%mm1, %mm7
	punpckldq	128(,%rax,2), %mm7
	punpckldq	%gs:-1(%rsp), %mm1
	punpckldq	%fs:1(%r12,%r13), %mm4
	punpckldq	-1(%rsp), %mm1
	punpckldq	%mm3, %mm5
	punpckldq	%mm7, %mm2
	punpckldq	%mm2, %mm5
	punpckldq	%mm3, %mm4
	punpcklwd	1(%r12), %mm2
	punpcklwd	-2147483648(%rcx), %mm4
	punpcklwd	-1(%r12), %mm5
	punpcklwd	-2147483648(%r14), %mm4
	punpcklwd	%mm5, %mm6
	punpcklwd	%mm2, %mm6
	punpcklwd	%mm1, %mm5
	punpcklwd	%mm4, %mm7
	pxor	1(%rdi), %mm0
	pxor	2147483647(%r9), %mm5
	pxor	2147483647, %mm3
	pxor	%fs:(%rdx), %mm3
	pxor	%mm0, %mm1
	pxor	%mm0, %mm0
	pxor	%mm0, %mm6
	pxor	%mm4, %mm7
	monitor
	monitor
	monitor
	monitor
	monitorx
	monitorx
	monitorx
	monitorx
	montmul
	montmul
	montmul
	montmul
	movabsw	128, %ax
	movabsw	2662168551597932153, %ax
	movabsw	9223372036854775807, %ax
	movabsw	9223372036854775807, %ax
	movw	$255, 128(%r11)
	movw	$32767, %fs:2147483647(%rbp)
	movw	$65535, 127(%r11,%r9,4)
	movw	$-32768, -128
	movw	%r10w, -1(%rdi)
	movw	%r15w, 1(%r10,%rdx)
	movw	%ax, %fs:1(%r9,%rdi,8)
	movw	%r8w, -129(%r9)
	movw	%cs, 2147483647(%rcx,%rcx,4)
	movw	%ss, %gs:(%rsi)
	movw	%es, 127(%rdx)
	movw	%es, 2147483647(%rbx)
	movabsw	%ax, 4294967295
	movabsw	%ax, 255
	movabsw	%ax, 0
	movabsw	%ax, 0
	movw	$128, %bx
	movw	$-32768, %r10w
	movw	$-6411, %r12w
	movw	$65535, %r8w
	movw	%fs:2147483647(%rsp), %r10w
	movw	128, %r15w
	movw	128(%rip), %r14w
	movw	%gs:127, %r14w
	movw	%sp, %cx
	movw	%cx, %si
	movw	%r15w, %r8w
	movw	%r9w, %r13w
	movw	%cx, %bp
	movw	%r8w, %r8w
	movw	%r13w, %r10w
	movw	%r9w, %bp
	movw	%ss, %ax
	movw	%es, %r8w
	movw	%ss, %r9w
	movw	%gs, %di
	movw	127(%r14,%rdx,4), %gs
	movw	128(%r15), %cs
	movw	-1(%r11,%r15,8), %fs
	movw	(%rip), %fs
	movabsl	4294967295, %eax
	movabsl	6897745592211017561, %eax
	movabsl	2147483647, %eax
	movabsl	4294967295, %eax
	movl	$-129, 128(%r8)
	movl	$146158698, -129(%r9)
	movl	$255, %fs:-2147483648(%r15,%r11,2)
	movl	$-128, 1(%r8)
	movl	%r13d, 128(%rbx)
	movl	%r13d, -129(%rip)
	movl	%r14d, %gs:(%r10)
	movl	%r9d, 1(%r10,%rax)
	movabsl	%eax, 65536
	movabsl	%eax, 1471589292239714263
	movabsl	%eax, 2021219840679876694
	movabsl	%eax, 127
	movl	$-2147483648, %esp
	movl	$1, %edx
	movl	$255, %esi
	movl	$-2147483648, %r13d
	movl	%fs:-129(%rip), %eax
	movl	%gs:128(%rbp), %edx
	movl	-2147483648(,%r9,8), %r15d
	movl	2147483647, %r13d
	movl	%esp, %ebp
	movl	%r13d, %r8d
	movl	%ecx, %r15d
	movl	%r8d, %r15d
	movl	%edx, %esp
	movl	%r11d, %esp
	movl	%esi, %r9d
	movl	%r14d, %r10d
	movl	%fs, %esi
	movl	%cs, %edi
	movl	%ds, %eax
	movl	%gs, %edi
	movl	%r10d, %gs
	movl	%r12d, %cs
	movl	%ecx, %fs
	movl	%ebx, %fs
	movabsq	255, %rax
	movabsq	255, %rax
	movabsq	0, %rax
	movabsq	8699697274295572596, %rax
	movq	%r15, %cr8
	movq	%r11, %cr15
	movq	%rdi, %cr9
	movq	%rsi, %cr14
	movq	%r12, %dr15
	movq	%rsp, %dr2
	movq	%rsi, %dr1
	movq	%r8, %dr6
	movq	$2147483647, -1(%r13,%rdi,4)
	movq	$-1161009782, -1(%r15,%r10,2)
	movq	$-1, (%r13,%rbp,2)
	movq	$256, 127(%rdi)
	movq	%r13, (,%rax,4)
	movq	%r8, %fs:-128(%rbp,%r9)
	movq	%rsi, 2147483647(%r14)
	movq	%r8, 128(%r10)
	movabsq	%rax, 2147483647
	movabsq	%rax, 2147483647
	movabsq	%rax, 256
	movabsq	%rax, 1680070502475785020
	movq	%cr1, %r8
	movq	%cr14, %rdx
	movq	%cr9, %rdi
	movq	%cr3, %rdi
	movq	%dr7, %rdx
	movq	%dr4, %r14
	movq	%dr6, %r14
	movq	%dr11, %rax
	movabsq	$-7463841035241360137, %r15
	movabsq	$65535, %rbp
	movabsq	$32767, %r12
	movabsq	$-2011549487435245126, %r13
	movq	$-1898027681, %r14
	movq	$128, %r8
	movq	$1471834955, %rbp
	movq	$-534594078, %rax
	movq	-128(%r11), %r8
	movq	128(%rbp), %rdx
	movq	-1(%rcx,%rdx,2), %rbx
	movq	2147483647(%rsp), %rbp
	movq	%rbp, %r14
	movq	%rbp, %r10
	movq	%r11, %rsp
	movq	%r8, %rbp
	movq	%r11, %r13
	movq	%r12, %r9
	movq	%r9, %r14
	movq	%r9, %r13
	movq	%es, %r10
	movq	%fs, %rbx
	movq	%ds, %rcx
	movq	%cs, %rdi
	movq	%rbp, %ds
	movq	%rsp, %ds
	movq	%rsp, %fs
	movq	%r12, %fs
	movq	%rcx, %xmm5
	movq	%rsp, %xmm4
	movq	%rbx, %xmm5
	movq	%r12, %xmm2
	movabsb	0, %al
	movabsb	2452372647389947051, %al
	movabsb	2861238928950459299, %al
	movabsb	2845004732529699382, %al
	movb	$-1, -128(,%r10)
	movb	$242, 0
	movb	$18, (%r11,%rbx,8)
	movb	$183, (%rip)
	movb	%r9b, %gs:2147483647(%r14)
	movb	%r10b, 2147483647(%r8,%r15,2)
	movb	%dl, (%r14,%r15,8)
	movb	%al, %fs:127(%r11)
	movabsb	%al, 2
	movabsb	%al, 5392405602016273994
	movabsb	%al, 0
	movabsb	%al, 65535
	movb	$2, %ah
	movb	$127, %sil
	movb	$-19, %sil
	movb	$-69, %ch
	movb	-128(%r9,%r12,4), %r11b
	movb	127(%r10,%rbx,8), %r8b
	movb	128(%rip), %cl
	movb	-2147483648(%rcx), %bh
	movb	%r12b, %r14b
	movb	%r9b, %bpl
	movb	%sil, %spl
	movb	%dl, %r15b
	movb	%bl, %al
	movb	%cl, %bl
	movb	%r13b, %sil
	movb	%al, %dh
	movapd	%xmm13, %gs:(%rip)
	movapd	%xmm13, 2147483647(%rip)
	movapd	%xmm13, (%rdx)
	movapd	%xmm2, 2147483647(%rsp,%r15,2)
	movapd	%fs:127, %xmm1
	movapd	-2147483648(%r10,%r8,4), %xmm0
	movapd	128(%rcx,%r10,8), %xmm11
	movapd	128(%r12), %xmm6
	movapd	%xmm2, %xmm12
	movapd	%xmm1, %xmm4
	movapd	%xmm5, %xmm2
	movapd	%xmm3, %xmm2
	movapd	%xmm12, %xmm3
	movapd	%xmm4, %xmm13
	movapd	%xmm7, %xmm9
	movapd	%xmm2, %xmm5
	movaps	%xmm1, 1(,%r11)
	movaps	%xmm1, -128(%r14,%rdi,4)
	movaps	%xmm11, -2147483648(%rdx)
	movaps	%xmm5, %gs:127(%rcx)
	movaps	1, %xmm7
	movaps	2147483647(%rdi,%rcx,8), %xmm2
	movaps	%gs:127(%r10), %xmm9
	movaps	(%rbx), %xmm5
	movaps	%xmm10, %xmm11
	movaps	%xmm12, %xmm4
	movaps	%xmm13, %xmm8
	movaps	%xmm3, %xmm1
	movaps	%xmm7, %xmm10
	movaps	%xmm14, %xmm4
	movaps	%xmm10, %xmm0
	movaps	%xmm4, %xmm5
	movbew	%r14w, %gs:2147483647(%rsp,%r11,8)
	movbew	%r11w, (%rsi,%rbp,8)
	movbew	%r9w, -128(%rdi,%rdx,2)
	movbew	%si, -1(%r13)
	movbew	-2147483648, %r9w
	movbew	127(%r12,%r9,8), %r8w
	movbew	-2147483648(%r12), %r13w
	movbew	128(%rsp), %bp
	movbel	%r12d, 128(%r13)
	movbel	%r15d, %fs:127(%rbx,%r13)
	movbel	%r9d, -128(%r10)
	movbel	%ebx, %fs:(%rsp)
	movbel	2147483647(%rip), %r10d
	movbel	%gs:1(%rbp,%rdx,8), %r15d
	movbel	-129(%r15,%rdx,8), %r14d
	movbel	%gs:127, %ebp
	movbeq	%r10, 2147483647
	movbeq	%r10, %gs:-128(%r12,%r15)
	movbeq	%rcx, 1(%r13)
	movbeq	%rcx, 1(%r9)
	movbeq	1(%rcx), %rsp
	movbeq	(,%rcx,8), %r13
	movbeq	-128(%r11,%rcx), %rdx
	movbeq	%gs:1(%r10,%r14), %rcx
	movddup	128(%rdx,%r13), %xmm0
	movddup	2147483647(%r13,%r13,8), %xmm11
	movddup	0, %xmm9
	movddup	1(%rdx,%rax,8), %xmm3
	movddup	%xmm2, %xmm7
	movddup	%xmm10, %xmm2
	movddup	%xmm8, %xmm3
	movddup	%xmm1, %xmm5
	movd	127, %xmm5
	movd	%gs:127(%r13,%r12,2), %xmm9
	movd	(%rsi), %xmm14
	movd	%gs:-128(%r14,%rdi,2), %xmm12
	movd	%r14d, %xmm0
	movd	%esp, %xmm0
	movd	%r15d, %xmm0
	movd	%r10d, %xmm5
	movdir64b	1(%r13,%rdx,4), %r11
	movdir64b	-1(%rbp,%rdx,4), %rcx
	movdir64b	(%rbp,%rdi), %r13
	movdir64b	%gs:127(%r9,%rbp), %rax
	movdiri	%r14d, -2147483648(%r13)
	movdiri	%ebp, 1(%r9)
	movdiri	%ecx, -128(%rsp)
	movdiri	%r14d, 2147483647(%r13)
	movdiri	%r9, 128(%rax)
	movdiri	%r8, 128(%rcx,%r10,4)
	movdiri	%rdx, 1(%r11)
	movdiri	%r11, 1(%r8,%r9,2)
	movdqa	%xmm14, (%rbp,%r10)
	movdqa	%xmm1, (%rsi)
	movdqa	%xmm10, 2147483647(,%rdx,8)
	movdqa	%xmm8, -128(,%r15,4)
	movdqa	(%r12,%rsi,2), %xmm5
	movdqa	127(%rbp,%r11), %xmm12
	movdqa	127(%rsp), %xmm15
	movdqa	%fs:-128(%rcx,%r10), %xmm4
	movdqa	%xmm9, %xmm0
	movdqa	%xmm6, %xmm14
	movdqa	%xmm13, %xmm5
	movdqa	%xmm9, %xmm7
	movdqa	%xmm12, %xmm11
	movdqa	%xmm7, %xmm2
	movdqa	%xmm12, %xmm9
	movdqa	%xmm6, %xmm0
	movdqu	%xmm13, -129(%rsi,%rbx,4)
	movdqu	%xmm9, -2147483648(%rdi,%r9,4)
	movdqu	%xmm8, 2147483647(%rbp,%r15,2)
	movdqu	%xmm13, -129(%rdi,%rsi)
	movdqu	-2147483648(%rbx), %xmm11
	movdqu	-128(%rcx), %xmm8
	movdqu	127(,%r9,4), %xmm7
	movdqu	-1(%rdx), %xmm9
	movdqu	%xmm15, %xmm6
	movdqu	%xmm4, %xmm6
	movdqu	%xmm0, %xmm4
	movdqu	%xmm3, %xmm2
	movdqu	%xmm12, %xmm3
	movdqu	%xmm12, %xmm0
	movdqu	%xmm15, %xmm11
	movdqu	%xmm4, %xmm1
	movhlps	%xmm12, %xmm9
	movhlps	%xmm6, %xmm3
	movhlps	%xmm11, %xmm7
	movhlps	%xmm0, %xmm6
	movhpd	%xmm1, %gs:-129(%r13)
	movhpd	%xmm13, 128(%rsi)
	movhpd	%xmm1, %gs:(%rdx)
	movhpd	%xmm5, 127(%r9)
	movhpd	2147483647(%rax,%rsi,8), %xmm2
	movhpd	%gs:127(%r11,%rdi,8), %xmm13
	movhpd	-1(%rdi), %xmm7
	movhpd	%fs:2147483647(%rsp,%r11,8), %xmm5
	movhps	%xmm1, -1(%rip)
	movhps	%xmm4, %gs:1(%rcx)
	movhps	%xmm4, -128(%rax,%r11)
	movhps	%xmm15, %gs:128(,%rdi,4)
	movhps	%gs:1(%rsp), %xmm2
	movhps	-128(%r15), %xmm8
	movhps	-128(%rbx), %xmm13
	movhps	%fs:(%rsp,%rcx,8), %xmm11
	movlhps	%xmm15, %xmm11
	movlhps	%xmm10, %xmm1
	movlhps	%xmm14, %xmm9
	movlhps	%xmm15, %xmm7
	movlpd	%xmm1, -128(%rdx)
	movlpd	%xmm1, -129(%r14,%r14)
	movlpd	%xmm7, %fs:(%r13,%rsi,8)
	movlpd	%xmm7, %gs:0
	movlpd	%gs:-129(%rax,%r8,8), %xmm2
	movlpd	1(%rdi), %xmm12
	movlpd	%fs:2147483647(%rsp,%r8,2), %xmm1
	movlpd	-2147483648(%r10), %xmm15
	movlps	%xmm0, %gs:-128(,%r14,2)
	movlps	%xmm11, (%r15)
	movlps	%xmm7, -1(%rip)
	movlps	%xmm9, -2147483648(%r11,%rsi,4)
	movlps	1(%rbx), %xmm1
	movlps	-1(%r9), %xmm5
	movlps	%gs:2147483647(%r15), %xmm9
	movlps	127(%rdx), %xmm9
	movmskpd	%xmm6, %r15d
	movmskpd	%xmm2, %ebp
	movmskpd	%xmm0, %ebx
	movmskpd	%xmm7, %r15d
	movmskps	%xmm12, %ebx
	movmskps	%xmm8, %eax
	movmskps	%xmm5, %edx
	movmskps	%xmm9, %r8d
	movntdqa	-1(%r9), %xmm5
	movntdqa	-128(%r13,%r14,4), %xmm5
	movntdqa	2147483647(%rsi,%r12), %xmm8
	movntdqa	2147483647(%r13), %xmm3
	movntdq	%xmm1, (,%r13,2)
	movntdq	%xmm2, %fs:128(%rsi)
	movntdq	%xmm5, %gs:128(%rcx,%r15,8)
	movntdq	%xmm3, -1(%rdi)
	movntiq	%r10, 127(%r8)
	movntiq	%rsi, -2147483648(%rax)
	movntiq	%r9, %gs:(%rsp)
	movntiq	%rsp, (%r13,%r14,4)
	movntil	%r11d, -129
	movntil	%ecx, -2147483648(%rbx)
	movntil	%ebp, -1(%rdi)
	movntil	%r12d, %gs:(%rcx,%r10,2)
	movntpd	%xmm3, -128
	movntpd	%xmm13, -129(%r9,%r8,2)
	movntpd	%xmm11, -128
	movntpd	%xmm7, -1(%rip)
	movntps	%xmm6, 1(%rdi)
	movntps	%xmm11, %gs:127(%rdi)
	movntps	%xmm5, %fs:1(,%r8)
	movntps	%xmm0, 128(%rcx)
	movntsd	%xmm8, 1(%r10)
	movntsd	%xmm5, -129(%r14)
	movntsd	%xmm3, 127(%r10,%rsi,2)
	movntsd	%xmm4, (%rax,%r14,8)
	movntss	%xmm10, -129(%r8,%r9)
	movntss	%xmm1, 127(%r15,%r11)
	movntss	%xmm15, %fs:1
	movntss	%xmm9, 128(%rbp,%rax,2)
	movd	%xmm9, 128(%rip)
	movd	%xmm12, %gs:2147483647(%r13,%rax,4)
	movd	%xmm0, 1(%rdx)
	movd	%xmm4, %gs:-1(%rcx,%r9,4)
	movd	%xmm13, %esi
	movd	%xmm5, %ebp
	movd	%xmm10, %r9d
	movd	%xmm6, %edx
	movq	%xmm4, 1
	movq	%xmm3, -128(%r15,%r8,8)
	movq	%xmm14, 127(%r9,%r8,4)
	movq	%xmm3, 1(%rsp,%r14,4)
	movq	%xmm2, %xmm3
	movq	%xmm6, %xmm1
	movq	%xmm1, %xmm7
	movq	%xmm0, %xmm3
	movq	%xmm8, %r9
	movq	%xmm2, %r14
	movq	%xmm1, %r15
	movq	%xmm8, %r13
	movq	%gs:-129(%rbp), %xmm11
	movq	%gs:2147483647, %xmm5
	movq	-129(%rbx), %xmm5
	movq	2147483647(%r13,%r9,4), %xmm4
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	%ss:(%rsi), %es:(%rdi)
	movsb	(%esi), %es:(%edi)
	movsb	(%esi), %es:(%edi)
	movsb	%ds:(%esi), %es:(%edi)
	movsd	%xmm5, -1
	movsd	%xmm8, %fs:-1(%rsi,%rax,2)
	movsd	%xmm12, %fs:-2147483648(%r13,%r8,4)
	movsd	%xmm3, -1(%rip)
	movsd	128(%rbp,%r9), %xmm10
	movsd	2147483647(%r14,%rsi,8), %xmm3
	movsd	1(%rcx,%rax,2), %xmm15
	movsd	2147483647(%rip), %xmm7
	movsd	%xmm14, %xmm0
	movsd	%xmm12, %xmm1
	movsd	%xmm14, %xmm7
	movsd	%xmm5, %xmm2
	movsd	%xmm8, %xmm15
	movsd	%xmm7, %xmm2
	movsd	%xmm14, %xmm2
	movsd	%xmm8, %xmm14
	movshdup	%fs:128(%r13,%rdx,4), %xmm8
	movshdup	%fs:-2147483648(%r10), %xmm3
	movshdup	1(%r8), %xmm2
	movshdup	-129(%r11,%rsi,2), %xmm3
	movshdup	%xmm12, %xmm15
	movshdup	%xmm1, %xmm11
	movshdup	%xmm5, %xmm3
	movshdup	%xmm15, %xmm2
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsldup	-1(%r10,%r8), %xmm10
	movsldup	-2147483648(%rbx,%r10), %xmm7
	movsldup	%fs:(%rsp,%rdi,2), %xmm2
	movsldup	2147483647(%r10), %xmm13
	movsldup	%xmm0, %xmm15
	movsldup	%xmm7, %xmm6
	movsldup	%xmm3, %xmm5
	movsldup	%xmm4, %xmm11
	movsl	(%esi), %es:(%edi)
	movsl	%ds:(%rsi), %es:(%rdi)
	movsl	(%esi), %es:(%edi)
	movsl	%ss:(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	%es:(%rsi), %es:(%rdi)
	movsq	(%esi), %es:(%edi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%esi), %es:(%edi)
	movss	%xmm15, 2147483647(%r14,%rax)
	movss	%xmm2, -2147483648(%r9,%r14,2)
	movss	%xmm8, 1(%r15,%rdx,2)
	movss	%xmm15, 127(%rbp,%rbp)
	movss	128(%r8), %xmm4
	movss	-129(%rsp), %xmm1
	movss	%gs:2147483647(%r10,%r15,2), %xmm6
	movss	(%r8), %xmm6
	movss	%xmm13, %xmm9
	movss	%xmm10, %xmm2
	movss	%xmm8, %xmm11
	movss	%xmm5, %xmm3
	movss	%xmm10, %xmm0
	movss	%xmm12, %xmm3
	movss	%xmm3, %xmm4
	movss	%xmm12, %xmm11
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%esi), %es:(%edi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%esi), %es:(%edi)
	movsbw	%fs:-129(%rax,%rbx,8), %sp
	movsbw	%gs:(%r8), %ax
	movsbw	(%r14,%rdi,8), %bx
	movsbw	%fs:2147483647(%rsi,%r12,8), %r15w
	movsbw	%ah, %di
	movsbw	%cl, %cx
	movsbw	%bpl, %di
	movsbw	%dil, %r10w
	movswl	-2147483648(%r12), %ecx
	movswl	%fs:(%rsi), %esi
	movswl	-1(%r11), %ebp
	movswl	%gs:-2147483648(%rsp), %edx
	movsbl	-128(%rdi), %r11d
	movsbl	128(%r13), %ebx
	movsbl	%fs:-2147483648(%r11,%rdx,8), %r13d
	movsbl	%fs:(%rsi,%rdi,4), %r10d
	movswl	%r10w, %r11d
	movswl	%dx, %esp
	movswl	%r10w, %r13d
	movswl	%sp, %r14d
	movsbl	%r11b, %r15d
	movsbl	%sil, %r14d
	movsbl	%r8b, %ecx
	movsbl	%dil, %ecx
	movswq	2147483647(%rcx,%r14,2), %rsp
	movswq	-2147483648(%r9), %r11
	movswq	%gs:(%rip), %rcx
	movswq	-2147483648(%r11,%r10,2), %rcx
	movslq	-2147483648(%r9), %rbx
	movslq	-129(%rsi), %rdi
	movslq	%gs:1(%rbx), %r12
	movslq	-129(%r13,%r9,8), %r14
	movsbq	127(%r11,%r13), %rsi
	movsbq	127, %rbx
	movsbq	2147483647(%r9), %r12
	movsbq	%gs:-129(%r10,%r15,2), %r15
	movswq	%ax, %rax
	movswq	%r8w, %rax
	movswq	%ax, %rsp
	movswq	%bx, %rdx
	movslq	%ebp, %rbp
	movslq	%r9d, %rdi
	movslq	%esi, %rsi
	movslq	%esi, %rbp
	movsbq	%r8b, %r8
	movsbq	%r13b, %r14
	movsbq	%r10b, %r10
	movsbq	%bpl, %rdx
	movupd	%xmm2, -1(%r15,%rbx)
	movupd	%xmm11, (%rsi)
	movupd	%xmm13, -129(%r9,%rdi,8)
	movupd	%xmm9, -128(%r15)
	movupd	-2147483648(%r9), %xmm9
	movupd	128(%r13,%r15), %xmm3
	movupd	127, %xmm12
	movupd	128(%r14,%r10,4), %xmm3
	movupd	%xmm11, %xmm8
	movupd	%xmm10, %xmm0
	movupd	%xmm1, %xmm13
	movupd	%xmm6, %xmm7
	movupd	%xmm7, %xmm12
	movupd	%xmm5, %xmm4
	movupd	%xmm4, %xmm7
	movupd	%xmm13, %xmm4
	movups	%xmm4, -1(%rip)
	movups	%xmm15, 127(%r12)
	movups	%xmm11, 1(%r13)
	movups	%xmm4, 128(%rsi,%r15,2)
	movups	1(%r11), %xmm4
	movups	1(%r12,%r11,8), %xmm9
	movups	(%r10), %xmm7
	movups	%gs:-129(%rcx,%r13), %xmm11
	movups	%xmm0, %xmm14
	movups	%xmm2, %xmm3
	movups	%xmm8, %xmm6
	movups	%xmm12, %xmm5
	movups	%xmm15, %xmm1
	movups	%xmm0, %xmm7
	movups	%xmm1, %xmm13
	movups	%xmm2, %xmm0
	movq	%xmm5, %xmm11
	movq	%xmm8, %xmm12
	movq	%xmm13, %xmm10
	movq	%xmm8, %xmm11
	movzbw	-2147483648(%r11), %r15w
	movzbw	-128(%r8,%rcx,2), %bx
	movzbw	128(%rdi,%r14), %r10w
	movzbw	%gs:127(%rsi), %r12w
	movzbw	%dl, %r15w
	movzbw	%r14b, %r15w
	movzbw	%dil, %r13w
	movzbw	%r8b, %cx
	movzwl	-1(%rdi), %ebp
	movzwl	2147483647(%rbp,%r10,8), %edi
	movzwl	%fs:(%r10,%rsi,2), %ebx
	movzwl	-1(%r11,%rsi,2), %edx
	movzbl	-128(%rbp), %r15d
	movzbl	-2147483648(%rbx,%rdx,4), %r11d
	movzbl	127(%r12,%r12,2), %esi
	movzbl	128(%rip), %r12d
	movzwl	%cx, %r15d
	movzwl	%sp, %esi
	movzwl	%bp, %edx
	movzwl	%r14w, %r8d
	movzbl	%bpl, %esi
	movzbl	%dl, %r9d
	movzbl	%r15b, %edi
	movzbl	%r8b, %esp
	movzwq	127(%r11,%rbp,2), %rbp
	movzwq	-128(%rdi,%r14), %rbp
	movzwq	127(%r14), %r14
	movzwq	127(%rip), %rdx
	movzbq	128(%rsp), %rsp
	movzbq	-128(%r15,%rdx,2), %r9
	movzbq	%gs:-2147483648(%r11,%rdx,2), %rdx
	movzbq	127(%r13), %r8
	movzwq	%dx, %rsi
	movzwq	%cx, %r15
	movzwq	%ax, %r11
	movzwq	%cx, %rbx
	movzbq	%r12b, %rbx
	movzbq	%al, %rdx
	movzbq	%bpl, %rbx
	movzbq	%dil, %rdi
	mpsadbw	$176, 2147483647(%rbp), %xmm14
	mpsadbw	$66, -129(%r15,%r14,2), %xmm15
	mpsadbw	$122, %gs:-129(%rcx,%r14,4), %xmm1
	mpsadbw	$142, -128(%rax), %xmm10
	mpsadbw	$255, %xmm6, %xmm7
	mpsadbw	$142, %xmm5, %xmm14
	mpsadbw	$156, %xmm10, %xmm7
	mpsadbw	$255, %xmm8, %xmm15
	mulw	(%rsi)
	mulw	(%r10)
	mulw	2147483647(%r9)
	mulw	127(%rdi)
	mulw	%r10w
	mulw	%ax
	mulw	%bx
	mulw	%di
	mull	%fs:-2147483648(%r8,%r13,4)
	mull	%fs:-129(%r13)
	mull	-128(,%r8,4)
	mull	%gs:127(%rsp,%r14,2)
	mull	%r8d
	mull	%r12d
	mull	%r13d
	mull	%r12d
	mulq	127(%rip)
	mulq	2147483647(%r12,%r9,8)
	mulq	%gs:1(%rdx,%rcx,4)
	mulq	-128(%rdi,%r14,8)
	mulq	%rsp
	mulq	%r11
	mulq	%r12
	mulq	%r12
	mulb	-1(,%r9,8)
	mulb	127(%r15)
	mulb	(%rdx,%r15)
	mulb	-2147483648(%rdx,%r13,4)
	mulb	%r11b
	mulb	%r8b
	mulb	%r11b
	mulb	%cl
	mulpd	-129(%rbp,%rsi), %xmm4
	mulpd	-1(%rbp,%r9,8), %xmm1
	mulpd	1(%rdi), %xmm14
	mulpd	127(%r8,%rbp,2), %xmm7
	mulpd	%xmm2, %xmm7
	mulpd	%xmm6, %xmm2
	mulpd	%xmm0, %xmm1
	mulpd	%xmm11, %xmm6
	mulps	-1(%r13), %xmm12
	mulps	-129(%rsi,%rdx,4), %xmm13
	mulps	-2147483648(%r15), %xmm4
	mulps	1(%r11), %xmm6
	mulps	%xmm9, %xmm11
	mulps	%xmm11, %xmm5
	mulps	%xmm6, %xmm5
	mulps	%xmm2, %xmm9
	mulsd	-1(%rdi), %xmm13
	mulsd	127(%r11), %xmm8
	mulsd	%fs:-128(,%rdi,8), %xmm10
	mulsd	%fs:2147483647(%r15), %xmm9
	mulsd	%xmm5, %xmm15
	mulsd	%xmm6, %xmm6
	mulsd	%xmm11, %xmm8
	mulsd	%xmm10, %xmm5
	mulss	128(%rip), %xmm8
	mulss	-1(%rax,%rax,4), %xmm9
	mulss	-128(,%r8), %xmm3
	mulss	%gs:128(%rip), %xmm11
	mulss	%xmm3, %xmm15
	mulss	%xmm4, %xmm10
	mulss	%xmm11, %xmm14
	mulss	%xmm1, %xmm3
	mulxl	-1(%rdi), %ebp, %ebp
	mulxl	(%r13), %r13d, %edi
	mulxl	127(%rbp), %r12d, %ecx
	mulxl	-129, %esi, %edx
	mulxl	%r9d, %r8d, %r14d
	mulxl	%r10d, %esi, %ebx
	mulxl	%ecx, %ebx, %r12d
	mulxl	%r8d, %edi, %ecx
	mulxq	%gs:1(%r10), %rsi, %rdx
	mulxq	%gs:2147483647(%rip), %r15, %rbp
	mulxq	2147483647(%r10,%r9,8), %rbx, %r12
	mulxq	%gs:-129(%r15), %r10, %r15
	mulxq	%rsi, %r14, %r9
	mulxq	%r11, %rsi, %rsi
	mulxq	%r11, %rbp, %r9
	mulxq	%rdi, %rdx, %rax
	fmuls	-1(%r15)
	fmuls	-1(%r8)
	fmuls	(,%rbx,2)
	fmuls	-129(%rip)
	fmull	1(%rax)
	fmull	-2147483648(%rbx)
	fmull	%fs:1(%r14,%r13,8)
	fmull	%fs:2147483647(%r13)
	fimuls	127(%rbx)
	fimuls	%gs:2147483647(%r12,%rax,4)
	fimuls	128(%r15)
	fimuls	-1(%r9)
	fimull	1(%rdx)
	fimull	(%rax,%rbp,8)
	fimull	2147483647(%rbx,%rsi,2)
	fimull	127(%rax,%rdx,4)
	fmulp	%st, %st(4)
	fmulp	%st, %st(2)
	fmulp	%st, %st(5)
	fmulp	%st, %st(5)
	fmul	%st(1), %st
	fmul	%st(2), %st
	fmul	%st(4), %st
	fmul	%st(6), %st
	fmul	%st, %st(5)
	fmul	%st, %st(0)
	fmul	%st, %st(1)
	fmul	%st, %st(1)
	mwaitx
	mwaitx
	mwaitx
	mwaitx
	mwait
	mwait
	mwait
	mwait
	negw	%fs:-129(,%rdx,4)
	negw	127(%r12,%r12,2)
	negw	(%r15,%r12,2)
	negw	-129(%r12,%r9,4)
	negw	%bx
	negw	%dx
	negw	%r15w
	negw	%r12w
	negl	%gs:-2147483648(%r8,%r15)
	negl	-129(%r14)
	negl	%fs:2147483647(%rbx,%rsi,8)
	negl	127(%rip)
	negl	%ecx
	negl	%r9d
	negl	%edx
	negl	%esp
	negq	(%r11,%rdx,8)
	negq	%gs:128(%rbp,%r12,8)
	negq	%fs:2147483647(%rsp)
	negq	127(%r12)
	negq	%rsp
	negq	%r10
	negq	%r10
	negq	%r11
	negb	%gs:128(%r13)
	negb	(%rdx,%rcx)
	negb	(%rsi,%r8,2)
	negb	127(%r8,%r10)
	negb	%dh
	negb	%r14b
	negb	%ch
	negb	%ah
	nop
	nop
	nop
	nop
	nopl	-129(%r9)
	nopl	%fs:-128
	nopl	%fs:-129(%rdi)
	nopl	-1(%r9,%rdi,4)
	nopl	%edx
	nopl	%ebx
	nopl	%esp
	nopl	%eax
	nopq	127(%r9)
	nopq	%fs:(%rdx)
	nopq	1(%r14,%r8)
	nopq	%fs:-1(%r13,%r8,4)
	nopq	%r8
	nopq	%r11
	nopq	%r15
	nopq	%r11
	nopw	(%r14)
	nopw	%fs:(%rip)
	nopw	-1(%r13,%r8,8)
	nopw	-1(%rdx)
	nopw	%bx
	nopw	%cx
	nopw	%ax
	nopw	%r10w
	notw	1(%rax)
	notw	-129(%r14,%r8)
	notw	-1(%rax,%rdx)
	notw	127(%r11,%r15,8)
	notw	%bx
	notw	%dx
	notw	%r13w
	notw	%ax
	notl	128(%rbp)
	notl	2147483647(%rcx)
	notl	(%r13,%r11,8)
	notl	%fs:128(%r13,%r14,2)
	notl	%eax
	notl	%edx
	notl	%ebx
	notl	%edi
	notq	-128(%rdi)
	notq	128(%r14,%rdi,4)
	notq	127(%r10)
	notq	%gs:-1(%r15)
	notq	%rsp
	notq	%rsi
	notq	%rdx
	notq	%r8
	notb	1
	notb	-2147483648
	notb	(%r11)
	notb	-2147483648(%rbx)
	notb	%ah
	notb	%spl
	notb	%sil
	notb	%ch
	orw	$2, %ax
	orw	$65535, %ax
	orw	$128, %ax
	orw	$65535, %ax
	orw	$34074, -1(%rbx)
	orw	$-1, %fs:-2147483648(%r9)
	orw	$-10209, -128(%rsi,%rdx,4)
	orw	$255, -128
	orw	$65408, (%rsp,%r12,8)
	orw	$25, %fs:(%rbx)
	orw	$77, 2147483647
	orw	$0, -1(%r8,%r12,2)
	orw	%r12w, %fs:-129(%r14)
	orw	%r11w, %fs:-128(%rdi)
	orw	%di, -2147483648(%rdi,%r15,8)
	orw	%r12w, 128(%r10)
	orw	$28960, %r12w
	orw	$-32768, %ax
	orw	$-1, %r13w
	orw	$26635, %r10w
	orw	$127, %r11w
	orw	$127, %r8w
	orw	$62, %r15w
	orw	$65408, %r14w
	orw	0, %r8w
	orw	%fs:128(%r14,%r8,8), %di
	orw	2147483647(%rax,%r13,4), %sp
	orw	1(%rip), %si
	orw	%dx, %sp
	orw	%r14w, %r14w
	orw	%r15w, %bp
	orw	%r13w, %di
	orl	$4294967295, %eax
	orl	$127, %eax
	orl	$4294967295, %eax
	orl	$-2147483648, %eax
	orl	$-2147483648, %gs:-1(%rbx,%rax,4)
	orl	$2, -129(%rsi,%rdx,8)
	orl	$-2147483648, (%r11)
	orl	$-2147483648, %gs:-129(%rdx,%rbx)
	orl	$4294967168, %gs:-1(%r11)
	orl	$4294967276, 128(%rax,%rdi,2)
	orl	$2, 128(%rax)
	orl	$127, %fs:128(%r12)
	orl	%esp, 128(%rip)
	orl	%ebx, -1
	orl	%r9d, -2147483648(%r15)
	orl	%ecx, 128(%r10)
	orl	$0, %r11d
	orl	$2, %r8d
	orl	$0, %esi
	orl	$-2147483648, %r14d
	orl	$4294967294, %r13d
	orl	$10, %r14d
	orl	$-2, %eax
	orl	$-114, %eax
	orl	-128(,%rdx), %r8d
	orl	127(%rbp,%r11,8), %esp
	orl	127(%r11,%r14), %eax
	orl	2147483647(%r8), %eax
	orl	%ebp, %ecx
	orl	%ecx, %r13d
	orl	%edx, %eax
	orl	%ecx, %ecx
	orq	$255, %rax
	orq	$32768, %rax
	orq	$227008693, %rax
	orq	$127, %rax
	orq	$-2147483648, 1(%r8)
	orq	$127, 2147483647(,%r15,8)
	orq	$65535, %fs:128(%rsp)
	orq	$0, %gs:127(%r14)
	orq	$19, %gs:128(%r12,%r13,2)
	orq	$-37, -128(%r12,%rbx,2)
	orq	$-128, %gs:-1(%rbp,%r11)
	orq	$11, (%r13)
	orq	%r12, 128(%rip)
	orq	%rsp, %gs:127(%rdi)
	orq	%rsi, -128(%rsp,%r13,2)
	orq	%r8, (,%rcx,2)
	orq	$2147483647, %r8
	orq	$436841684, %r8
	orq	$-1430907646, %r8
	orq	$65535, %rsi
	orq	$-128, %r10
	orq	$-1, %r11
	orq	$102, %rax
	orq	$14, %rax
	orq	-128(%r15), %r11
	orq	128(,%rax,8), %r13
	orq	(%r12,%r13,2), %r13
	orq	%gs:(%r13), %rax
	orq	%rdx, %r8
	orq	%r10, %r14
	orq	%r11, %rbx
	orq	%r8, %r12
	orb	$255, %al
	orb	$0, %al
	orb	$-128, %al
	orb	$-128, %al
	orb	$186, 2147483647(%r11,%r15,2)
	orb	$108, (%r8)
	orb	$121, %gs:-128(,%rcx)
	orb	$255, 127
	orb	%al, 2147483647(%rsp)
	orb	%r12b, -2147483648(%rax,%rbx,4)
	orb	%dil, %fs:127(%rdx,%r11,2)
	orb	%dh, (%rsi)
	orb	$65, %dil
	orb	$255, %cl
	orb	$82, %r8b
	orb	$183, %ah
	orb	128(%r14,%r8,4), %spl
	orb	-128(%rdx), %r14b
	orb	%fs:-1(%rbx,%r11,4), %dl
	orb	(%r13,%r14), %r10b
	orb	%r8b, %r12b
	orb	%r11b, %r8b
	orb	%al, %cl
	orb	%r9b, %r11b
	orpd	%gs:-129, %xmm10
	orpd	2147483647(%rip), %xmm14
	orpd	-2147483648(%rbp,%rsi,8), %xmm13
	orpd	-1(%rdi,%rdi,4), %xmm15
	orpd	%xmm14, %xmm2
	orpd	%xmm0, %xmm7
	orpd	%xmm9, %xmm8
	orpd	%xmm11, %xmm6
	orps	%gs:-1, %xmm5
	orps	%gs:(%rip), %xmm13
	orps	-1(%r14), %xmm8
	orps	(%r10,%rax), %xmm10
	orps	%xmm9, %xmm5
	orps	%xmm13, %xmm0
	orps	%xmm8, %xmm10
	orps	%xmm0, %xmm6
	outw	%ax, $128
	outw	%ax, $68
	outw	%ax, $1
	outw	%ax, $128
	outw	%ax, %dx
	outw	%ax, %dx
	outw	%ax, %dx
	outw	%ax, %dx
	outl	%eax, $192
	outl	%eax, $255
	outl	%eax, $255
	outl	%eax, $246
	outl	%eax, %dx
	outl	%eax, %dx
	outl	%eax, %dx
	outl	%eax, %dx
	outb	%al, $91
	outb	%al, $208
	outb	%al, $255
	outb	%al, $255
	outb	%al, %dx
	outb	%al, %dx
	outb	%al, %dx
	outb	%al, %dx
	outsb	(%rsi), %dx
	outsb	(%rsi), %dx
	outsb	(%rsi), %dx
	outsb	(%rsi), %dx
	outsb	(%rsi), %dx
	outsb	(%rsi), %dx
	outsb	(%esi), %dx
	outsb	(%rsi), %dx
	outsl	(%rsi), %dx
	outsl	(%rsi), %dx
	outsl	(%rsi), %dx
	outsl	(%rsi), %dx
	outsl	%fs:(%esi), %dx
	outsl	(%rsi), %dx
	outsl	(%rsi), %dx
	outsl	(%esi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	%ss:(%rsi), %dx
	outsw	(%esi), %dx
	outsw	%fs:(%esi), %dx
	outsw	(%rsi), %dx
	pabsb	-2147483648(%r8), %xmm12
	pabsb	%fs:-2147483648, %xmm10
	pabsb	128(,%r11,2), %xmm9
	pabsb	(%rsp,%r13,2), %xmm13
	pabsb	%xmm9, %xmm4
	pabsb	%xmm15, %xmm10
	pabsb	%xmm2, %xmm4
	pabsb	%xmm8, %xmm9
	pabsd	128(%rdx,%r10,4), %xmm11
	pabsd	%gs:-129(%r14), %xmm12
	pabsd	-129(%r13,%rdx,4), %xmm7
	pabsd	127(%rdi), %xmm5
	pabsd	%xmm10, %xmm4
	pabsd	%xmm5, %xmm13
	pabsd	%xmm13, %xmm5
	pabsd	%xmm2, %xmm2
	pabsw	-128(%rbp), %xmm4
	pabsw	(%r10,%rdx,4), %xmm2
	pabsw	%fs:-129(%r10,%rax,2), %xmm11
	pabsw	-129(%rax,%rdx,2), %xmm14
	pabsw	%xmm1, %xmm14
	pabsw	%xmm8, %xmm4
	pabsw	%xmm5, %xmm14
	pabsw	%xmm0, %xmm6
	packssdw	-2147483648(%r13), %xmm14
	packssdw	2147483647(%r8), %xmm13
	packssdw	%gs:127(%rdx), %xmm1
	packssdw	(%rip), %xmm12
	packssdw	%xmm13, %xmm3
	packssdw	%xmm2, %xmm3
	packssdw	%xmm6, %xmm2
	packssdw	%xmm2, %xmm4
	packsswb	-2147483648(%r14), %xmm0
	packsswb	-2147483648(%r13,%r13,2), %xmm15
	packsswb	(%rsi), %xmm11
	packsswb	-128(%r8,%r12,8), %xmm1
	packsswb	%xmm8, %xmm10
	packsswb	%xmm10, %xmm9
	packsswb	%xmm7, %xmm9
	packsswb	%xmm9, %xmm5
	packusdw	2147483647(%rip), %xmm11
	packusdw	-1(%r10), %xmm2
	packusdw	127(%rax), %xmm9
	packusdw	2147483647(%rbp), %xmm2
	packusdw	%xmm3, %xmm12
	packusdw	%xmm12, %xmm6
	packusdw	%xmm11, %xmm14
	packusdw	%xmm1, %xmm9
	packuswb	%gs:128(%rdi), %xmm6
	packuswb	128(%r12), %xmm4
	packuswb	2147483647(%r12,%rdx,2), %xmm5
	packuswb	%fs:-128(%rbp), %xmm8
	packuswb	%xmm13, %xmm14
	packuswb	%xmm9, %xmm11
	packuswb	%xmm8, %xmm5
	packuswb	%xmm11, %xmm3
	paddb	%fs:(%r14,%r9), %xmm9
	paddb	-129(%r12), %xmm13
	paddb	%gs:-128(%r10,%r13,4), %xmm9
	paddb	%fs:-1(%r12,%r13,8), %xmm11
	paddb	%xmm14, %xmm1
	paddb	%xmm4, %xmm0
	paddb	%xmm12, %xmm3
	paddb	%xmm11, %xmm7
	paddd	-128(%r10,%rsi), %xmm8
	paddd	1(%rbx,%r8,8), %xmm12
	paddd	-1(%r15,%rbx,2), %xmm0
	paddd	-128(%rdi), %xmm3
	paddd	%xmm9, %xmm2
	paddd	%xmm8, %xmm4
	paddd	%xmm4, %xmm13
	paddd	%xmm3, %xmm1
	paddq	-1(%r12,%r11), %xmm2
	paddq	128(%rdx,%rbx,8), %xmm9
	paddq	2147483647(,%r11), %xmm0
	paddq	-128(%r11), %xmm10
	paddq	%xmm3, %xmm14
	paddq	%xmm11, %xmm11
	paddq	%xmm4, %xmm13
	paddq	%xmm9, %xmm14
	paddsb	1(,%r15,8), %xmm9
	paddsb	%fs:-128(%rdx,%r13,4), %xmm10
	paddsb	2147483647(%rsp,%r14,8), %xmm14
	paddsb	(%rax), %xmm2
	paddsb	%xmm13, %xmm9
	paddsb	%xmm12, %xmm9
	paddsb	%xmm12, %xmm2
	paddsb	%xmm8, %xmm14
	paddsw	-128(%rdx,%rsi), %xmm11
	paddsw	%fs:1(%rax), %xmm3
	paddsw	1(%rbx,%rax,2), %xmm7
	paddsw	%gs:2147483647(%r15,%r14,2), %xmm7
	paddsw	%xmm3, %xmm2
	paddsw	%xmm14, %xmm13
	paddsw	%xmm4, %xmm8
	paddsw	%xmm11, %xmm0
	paddusb	128(,%rbx,8), %xmm9
	paddusb	-129(%rcx,%r8,2), %xmm10
	paddusb	127(%r13), %xmm14
	paddusb	%fs:1(%r10), %xmm13
	paddusb	%xmm3, %xmm11
	paddusb	%xmm6, %xmm15
	paddusb	%xmm15, %xmm3
	paddusb	%xmm10, %xmm13
	paddusw	2147483647(%rbp,%r8,8), %xmm1
	paddusw	-1(%rbx,%rbp,2), %xmm15
	paddusw	%gs:1(,%rax,4), %xmm15
	paddusw	%fs:(%r12), %xmm4
	paddusw	%xmm1, %xmm2
	paddusw	%xmm12, %xmm0
	paddusw	%xmm15, %xmm6
	paddusw	%xmm0, %xmm6
	paddw	1(%rsp), %xmm6
	paddw	127(%rbp), %xmm11
	paddw	-1(%rsp,%rcx,8), %xmm7
	paddw	-129(,%rcx), %xmm5
	paddw	%xmm8, %xmm0
	paddw	%xmm11, %xmm14
	paddw	%xmm5, %xmm11
	paddw	%xmm8, %xmm9
	palignr	$121, -1(%r9,%rbx,4), %xmm8
	palignr	$0, -129(%rsp,%rbx), %xmm8
	palignr	$251, 2147483647(%rdx,%rsi), %xmm8
	palignr	$240, %gs:-129(%r14,%r8), %xmm1
	palignr	$128, %xmm12, %xmm9
	palignr	$1, %xmm11, %xmm11
	palignr	$255, %xmm2, %xmm12
	palignr	$9, %xmm1, %xmm5
	pandn	-128(%rcx,%r8), %xmm8
	pandn	-128(%r8), %xmm9
	pandn	127(%r11), %xmm4
	pandn	-1(%rdx), %xmm6
	pandn	%xmm6, %xmm4
	pandn	%xmm13, %xmm8
	pandn	%xmm5, %xmm1
	pandn	%xmm0, %xmm4
	pand	127(%rdi), %xmm5
	pand	%gs:-1, %xmm3
	pand	127(%rdi,%r9,8), %xmm15
	pand	127(%r14,%rbp,2), %xmm8
	pand	%xmm10, %xmm8
	pand	%xmm10, %xmm10
	pand	%xmm9, %xmm6
	pand	%xmm2, %xmm13
	pause
	pause
	pause
	pause
	pavgb	2147483647, %xmm15
	pavgb	-128(%rsi), %xmm1
	pavgb	-2147483648(%rdx,%r11,4), %xmm7
	pavgb	%fs:127(%r12), %xmm5
	pavgb	%xmm14, %xmm13
	pavgb	%xmm8, %xmm2
	pavgb	%xmm13, %xmm11
	pavgb	%xmm13, %xmm15
	pavgusb	-1(%rdi,%rdx,2), %mm3
	pavgusb	%gs:127(%rcx), %mm6
	pavgusb	%gs:-2147483648(%r9,%r12,4), %mm7
	pavgusb	-128(%r8,%rsi), %mm0
	pavgusb	%mm4, %mm2
	pavgusb	%mm0, %mm1
	pavgusb	%mm0, %mm1
	pavgusb	%mm6, %mm5
	pavgw	-128(%r8,%r13,8), %xmm7
	pavgw	1(%r12,%r15), %xmm9
	pavgw	-128(%rdi,%r14,2), %xmm13
	pavgw	(%rip), %xmm7
	pavgw	%xmm6, %xmm5
	pavgw	%xmm5, %xmm15
	pavgw	%xmm15, %xmm8
	pavgw	%xmm11, %xmm1
	pblendvb	%xmm0, -129(%r11), %xmm10
	pblendvb	%xmm0, 127(,%r11,2), %xmm6
	pblendvb	%xmm0, %gs:-1(%rip), %xmm1
	pblendvb	%xmm0, %gs:0, %xmm6
	pblendvb	%xmm0, %xmm6, %xmm11
	pblendvb	%xmm0, %xmm14, %xmm2
	pblendvb	%xmm0, %xmm8, %xmm3
	pblendvb	%xmm0, %xmm4, %xmm8
	pblendw	$255, -1(%rip), %xmm14
	pblendw	$93, -2147483648(%r9), %xmm7
	pblendw	$128, -128(%r9,%r10,8), %xmm9
	pblendw	$0, %gs:2147483647(%rsp,%r15,8), %xmm12
	pblendw	$10, %xmm1, %xmm5
	pblendw	$251, %xmm8, %xmm2
	pblendw	$127, %xmm8, %xmm4
	pblendw	$255, %xmm10, %xmm6
	pbndkb
	pbndkb
	pbndkb
	pbndkb
	pclmulqdq	$24, 128(%rax,%r12), %xmm1
	pclmulqdq	$106, %fs:-128(%rsi,%rax,2), %xmm9
	pclmulqdq	$255, 127(%r14), %xmm5
	pclmulqdq	$141, -2147483648(%rax), %xmm11
	pclmulqdq	$178, %xmm7, %xmm8
	pclmulqdq	$128, %xmm13, %xmm0
	pclmulqdq	$75, %xmm8, %xmm7
	pclmulqdq	$255, %xmm10, %xmm2
	pcmpeqb	-2147483648(%r8,%r8,8), %xmm4
	pcmpeqb	%fs:-2147483648(%rip), %xmm10
	pcmpeqb	%fs:-128(%r10), %xmm4
	pcmpeqb	2147483647, %xmm13
	pcmpeqb	%xmm1, %xmm2
	pcmpeqb	%xmm3, %xmm11
	pcmpeqb	%xmm14, %xmm15
	pcmpeqb	%xmm12, %xmm9
	pcmpeqd	-129(%r14), %xmm15
	pcmpeqd	-1(%rcx), %xmm11
	pcmpeqd	128(,%rbp,8), %xmm5
	pcmpeqd	-129(%rax), %xmm0
	pcmpeqd	%xmm7, %xmm10
	pcmpeqd	%xmm15, %xmm7
	pcmpeqd	%xmm12, %xmm10
	pcmpeqd	%xmm12, %xmm0
	pcmpeqq	128(%r12,%r10,8), %xmm5
	pcmpeqq	128(%rdx), %xmm12
	pcmpeqq	%fs:2147483647(%r8), %xmm7
	pcmpeqq	-129, %xmm6
	pcmpeqq	%xmm13, %xmm4
	pcmpeqq	%xmm1, %xmm14
	pcmpeqq	%xmm13, %xmm2
	pcmpeqq	%xmm8, %xmm12
	pcmpeqw	-1(%r10,%r8,4), %xmm7
	pcmpeqw	%fs:2147483647(%r11), %xmm8
	pcmpeqw	%gs:1(%r12), %xmm14
	pcmpeqw	-129(%r13), %xmm9
	pcmpeqw	%xmm13, %xmm6
	pcmpeqw	%xmm15, %xmm4
	pcmpeqw	%xmm11, %xmm11
	pcmpeqw	%xmm5, %xmm9
	pcmpestri	$128, %fs:-128(%r13,%rdi), %xmm2
	pcmpestri	$115, 128(%r11), %xmm12
	pcmpestri	$85, -2147483648(%rbp), %xmm3
	pcmpestri	$153, (%r13), %xmm2
	pcmpestri	$198, %xmm11, %xmm5
	pcmpestri	$104, %xmm13, %xmm9
	pcmpestri	$255, %xmm5, %xmm4
	pcmpestri	$127, %xmm3, %xmm14
	pcmpestrm	$128, -2147483648(%rcx,%r9,8), %xmm15
	pcmpestrm	$1, %gs:2147483647(%rbx,%r8,8), %xmm12
	pcmpestrm	$127, 128(,%rdx,8), %xmm6
	pcmpestrm	$118, %fs:1(%rdi,%rdx,2), %xmm6
	pcmpestrm	$128, %xmm6, %xmm6
	pcmpestrm	$186, %xmm9, %xmm5
	pcmpestrm	$169, %xmm2, %xmm1
	pcmpestrm	$229, %xmm7, %xmm8
	pcmpgtb	127(,%r11,8), %xmm1
	pcmpgtb	128(%rsp), %xmm0
	pcmpgtb	%fs:-128(%rbx), %xmm12
	pcmpgtb	-1(%rdx,%rax), %xmm6
	pcmpgtb	%xmm13, %xmm15
	pcmpgtb	%xmm1, %xmm14
	pcmpgtb	%xmm5, %xmm11
	pcmpgtb	%xmm7, %xmm10
	pcmpgtd	-2147483648(%r13), %xmm8
	pcmpgtd	-1(%rip), %xmm15
	pcmpgtd	%gs:1(%r13), %xmm0
	pcmpgtd	-1(%rsp,%r9), %xmm1
	pcmpgtd	%xmm10, %xmm13
	pcmpgtd	%xmm5, %xmm8
	pcmpgtd	%xmm9, %xmm9
	pcmpgtd	%xmm1, %xmm5
	pcmpgtq	%gs:1(%r12,%rax,4), %xmm15
	pcmpgtq	127, %xmm1
	pcmpgtq	%fs:-128(%rcx), %xmm1
	pcmpgtq	%fs:-128(%r12), %xmm2
	pcmpgtq	%xmm3, %xmm10
	pcmpgtq	%xmm3, %xmm14
	pcmpgtq	%xmm10, %xmm7
	pcmpgtq	%xmm9, %xmm3
	pcmpgtw	-1(%rbx,%r11), %xmm11
	pcmpgtw	128(%r13), %xmm3
	pcmpgtw	(%r13,%r14,8), %xmm2
	pcmpgtw	-2147483648(%rax,%r9,4), %xmm5
	pcmpgtw	%xmm11, %xmm1
	pcmpgtw	%xmm12, %xmm14
	pcmpgtw	%xmm14, %xmm0
	pcmpgtw	%xmm11, %xmm8
	pcmpistri	$0, 128(%rcx,%r9,2), %xmm10
	pcmpistri	$255, 127(%rsi), %xmm13
	pcmpistri	$255, %fs:-1(%rip), %xmm5
	pcmpistri	$255, 127(%r11), %xmm5
	pcmpistri	$128, %xmm5, %xmm9
	pcmpistri	$7, %xmm7, %xmm9
	pcmpistri	$0, %xmm13, %xmm13
	pcmpistri	$124, %xmm14, %xmm7
	pcmpistrm	$250, -1(%rsp), %xmm15
	pcmpistrm	$36, %gs:2147483647(%r15,%rax,2), %xmm9
	pcmpistrm	$1, -2147483648(%r14), %xmm3
	pcmpistrm	$0, -1(%r14), %xmm15
	pcmpistrm	$206, %xmm4, %xmm7
	pcmpistrm	$147, %xmm11, %xmm15
	pcmpistrm	$5, %xmm6, %xmm9
	pcmpistrm	$0, %xmm10, %xmm5
	pconfig
	pconfig
	pconfig
	pconfig
	pdepl	%gs:-129(%r12,%r8,2), %ebp, %ebp
	pdepl	128(%rip), %ebx, %edx
	pdepl	(%r10,%rdi), %r9d, %r8d
	pdepl	%fs:-129(%rbx,%r12,2), %eax, %r15d
	pdepl	%eax, %r12d, %esp
	pdepl	%ebx, %eax, %esi
	pdepl	%r9d, %ebx, %ecx
	pdepl	%r13d, %r15d, %edi
	pdepq	%gs:128, %r8, %r13
	pdepq	(%r11), %r14, %r11
	pdepq	-129(%r8,%r14,2), %rdx, %rax
	pdepq	-128, %rsp, %rsp
	pdepq	%rdi, %r15, %rcx
	pdepq	%r13, %r15, %r10
	pdepq	%r15, %r10, %rdx
	pdepq	%rbx, %rsp, %rsp
	pextl	-129, %r13d, %edx
	pextl	%gs:-128(%rcx), %edi, %r8d
	pextl	%gs:-2147483648(%rdi), %r12d, %esi
	pextl	%gs:-1(,%r11), %eax, %r13d
	pextl	%r9d, %esi, %r9d
	pextl	%r9d, %r8d, %r10d
	pextl	%ecx, %eax, %r8d
	pextl	%eax, %eax, %r12d
	pextq	(%rdi), %r12, %rdx
	pextq	-1(%rax), %rbx, %rdx
	pextq	(%r9), %rdi, %rax
	pextq	1, %r14, %rcx
	pextq	%rcx, %rdi, %r14
	pextq	%rdi, %r14, %r12
	pextq	%rdx, %r8, %rax
	pextq	%r14, %rsp, %rax
	pextrb	$214, %xmm7, (%r14,%r10,2)
	pextrb	$156, %xmm2, %gs:(%r9)
	pextrb	$10, %xmm9, %gs:-129(%r9,%rcx,4)
	pextrb	$75, %xmm11, -128(%r13,%rax)
	pextrb	$29, %xmm14, %r10d
	pextrb	$30, %xmm13, %eax
	pextrb	$162, %xmm2, %edx
	pextrb	$2, %xmm12, %r9d
	pextrd	$255, %xmm10, 128(%rbx,%rdx,2)
	pextrd	$149, %xmm9, (%rbp)
	pextrd	$255, %xmm3, (%r9,%r9,2)
	pextrd	$228, %xmm4, (%rsp)
	pextrd	$124, %xmm15, %ecx
	pextrd	$255, %xmm3, %edi
	pextrd	$128, %xmm0, %esp
	pextrd	$40, %xmm9, %r9d
	pextrq	$255, %xmm11, %fs:-2147483648(%r8)
	pextrq	$128, %xmm0, -128(%rsi,%rbp)
	pextrq	$223, %xmm12, 1(%r11,%r9)
	pextrq	$255, %xmm2, 128(%rbp,%rax)
	pextrq	$255, %xmm12, %rcx
	pextrq	$192, %xmm8, %rax
	pextrq	$128, %xmm13, %r9
	pextrq	$255, %xmm1, %rsp
	pextrw	$128, %xmm3, 1(,%r9,4)
	pextrw	$2, %xmm12, %fs:2147483647(%rsi,%rsi,8)
	pextrw	$0, %xmm8, %fs:(%rax,%rbx,4)
	pextrw	$35, %xmm2, 128(%r10)
	pextrw	$116, %xmm11, %edi
	pextrw	$1, %xmm12, %eax
	pextrw	$252, %xmm2, %r11d
	pextrw	$204, %xmm13, %eax
	pf2id	-1(%r10), %mm6
	pf2id	2147483647(%rdx,%r10), %mm0
	pf2id	2147483647(%rsp,%rbx,4), %mm3
	pf2id	127(%r14,%rax), %mm4
	pf2id	%mm0, %mm7
	pf2id	%mm2, %mm3
	pf2id	%mm5, %mm0
	pf2id	%mm1, %mm1
	pf2iw	-128(%r13), %mm1
	pf2iw	1(,%r14,4), %mm2
	pf2iw	128(%r12,%rdi,2), %mm1
	pf2iw	%fs:-128(%r8), %mm1
	pf2iw	%mm3, %mm5
	pf2iw	%mm0, %mm6
	pf2iw	%mm6, %mm1
	pf2iw	%mm3, %mm4
	pfacc	-2147483648(%r14,%rcx,2), %mm3
	pfacc	-2147483648(%rip), %mm0
	pfacc	128(%r11), %mm2
	pfacc	128(%rbp,%rdi,8), %mm7
	pfacc	%mm3, %mm2
	pfacc	%mm7, %mm3
	pfacc	%mm5, %mm0
	pfacc	%mm6, %mm7
	pfadd	-129(%rsi,%r12,4), %mm6
	pfadd	(%r11), %mm6
	pfadd	%fs:-128(%r13,%r11), %mm6
	pfadd	%gs:1(%rcx), %mm6
	pfadd	%mm6, %mm4
	pfadd	%mm3, %mm2
	pfadd	%mm6, %mm0
	pfadd	%mm2, %mm6
	pfcmpeq	2147483647(%rdi), %mm2
	pfcmpeq	1(%r14), %mm6
	pfcmpeq	-129(%rsp), %mm5
	pfcmpeq	-1(%r15,%rcx,8), %mm7
	pfcmpeq	%mm4, %mm0
	pfcmpeq	%mm3, %mm5
	pfcmpeq	%mm0, %mm0
	pfcmpeq	%mm2, %mm1
	pfcmpge	127(%r13,%rsi,4), %mm7
	pfcmpge	-1(%r12), %mm5
	pfcmpge	1(%r9,%rbx,2), %mm6
	pfcmpge	%fs:-128(%rdi), %mm1
	pfcmpge	%mm7, %mm3
	pfcmpge	%mm3, %mm2
	pfcmpge	%mm7, %mm3
	pfcmpge	%mm4, %mm6
	pfcmpgt	(%rcx), %mm6
	pfcmpgt	1(%r14,%r11,8), %mm6
	pfcmpgt	127(%rcx), %mm7
	pfcmpgt	%gs:127(%r15), %mm7
	pfcmpgt	%mm2, %mm6
	pfcmpgt	%mm3, %mm2
	pfcmpgt	%mm2, %mm1
	pfcmpgt	%mm0, %mm5
	pfmax	1(%r14,%rdi), %mm6
	pfmax	%gs:1(%rdi,%r14,2), %mm7
	pfmax	%gs:-2147483648(%rbp,%rbx), %mm6
	pfmax	-2147483648(%r8,%rcx,2), %mm3
	pfmax	%mm3, %mm0
	pfmax	%mm5, %mm2
	pfmax	%mm0, %mm7
	pfmax	%mm2, %mm6
	pfmin	-129(%r8), %mm4
	pfmin	(%r9,%rbp), %mm0
	pfmin	1(%r9,%rbp,2), %mm4
	pfmin	%fs:-2147483648(%r10), %mm0
	pfmin	%mm2, %mm0
	pfmin	%mm5, %mm7
	pfmin	%mm7, %mm2
	pfmin	%mm7, %mm6
	pfmul	%fs:1(%rdx), %mm3
	pfmul	%fs:1(%rcx,%rbx,8), %mm6
	pfmul	-1(%r9,%r13,8), %mm7
	pfmul	-1(%r11), %mm5
	pfmul	%mm0, %mm0
	pfmul	%mm3, %mm1
	pfmul	%mm6, %mm3
	pfmul	%mm1, %mm0
	pfnacc	128(,%rbp,8), %mm7
	pfnacc	-128(%r8,%r15,8), %mm7
	pfnacc	-128(%r15,%r10,8), %mm7
	pfnacc	%fs:-128(%rsi), %mm2
	pfnacc	%mm5, %mm7
	pfnacc	%mm3, %mm4
	pfnacc	%mm1, %mm4
	pfnacc	%mm0, %mm5
	pfpnacc	%gs:-1, %mm6
	pfpnacc	%fs:-129(%r9,%rsi,8), %mm5
	pfpnacc	128(%rdi), %mm2
	pfpnacc	2147483647(%rsi), %mm4
	pfpnacc	%mm1, %mm1
	pfpnacc	%mm6, %mm0
	pfpnacc	%mm7, %mm1
	pfpnacc	%mm3, %mm3
	pfrcpit1	1(%rcx,%rbx,8), %mm2
	pfrcpit1	%fs:127(%rcx), %mm3
	pfrcpit1	-2147483648(%r15,%r12), %mm1
	pfrcpit1	128(%rdi), %mm1
	pfrcpit1	%mm7, %mm6
	pfrcpit1	%mm2, %mm5
	pfrcpit1	%mm2, %mm0
	pfrcpit1	%mm7, %mm1
	pfrcpit2	%gs:-2147483648(%rax,%r13,8), %mm6
	pfrcpit2	%gs:1(,%r11,8), %mm1
	pfrcpit2	%fs:128(%r10), %mm2
	pfrcpit2	128(%rdx), %mm7
	pfrcpit2	%mm2, %mm4
	pfrcpit2	%mm0, %mm7
	pfrcpit2	%mm6, %mm3
	pfrcpit2	%mm3, %mm0
	pfrcp	127(%rax,%r8,8), %mm5
	pfrcp	128(%r15,%rbx,4), %mm7
	pfrcp	%gs:1(%rbx), %mm6
	pfrcp	-129(%r11), %mm7
	pfrcp	%mm6, %mm4
	pfrcp	%mm7, %mm1
	pfrcp	%mm0, %mm3
	pfrcp	%mm2, %mm3
	pfrsqit1	%gs:-2147483648(%r15), %mm2
	pfrsqit1	2147483647(%r10), %mm5
	pfrsqit1	-128(%rdi), %mm3
	pfrsqit1	1(,%r9,8), %mm7
	pfrsqit1	%mm5, %mm3
	pfrsqit1	%mm7, %mm0
	pfrsqit1	%mm4, %mm0
	pfrsqit1	%mm3, %mm0
	pfrsqrt	-129(%rbx,%r10), %mm5
	pfrsqrt	128(%rsi,%rbx,4), %mm6
	pfrsqrt	%fs:-129(%r12,%r13,8), %mm0
	pfrsqrt	-1, %mm5
	pfrsqrt	%mm3, %mm6
	pfrsqrt	%mm2, %mm7
	pfrsqrt	%mm3, %mm3
	pfrsqrt	%mm2, %mm3
	pfsubr	128(%rax), %mm0
	pfsubr	128(%r10,%r15,8), %mm7
	pfsubr	%fs:-129(%r12), %mm7
	pfsubr	%gs:1(%r9), %mm6
	pfsubr	%mm3, %mm2
	pfsubr	%mm0, %mm6
	pfsubr	%mm2, %mm0
	pfsubr	%mm0, %mm7
	pfsub	1(%rax,%r12,2), %mm0
	pfsub	-1(%rbx), %mm6
	pfsub	-128(%rdx), %mm4
	pfsub	%fs:2147483647(%rbx,%rdx,4), %mm4
	pfsub	%mm2, %mm3
	pfsub	%mm3, %mm7
	pfsub	%mm0, %mm7
	pfsub	%mm3, %mm5
	phaddd	-2147483648(%r9,%rbx,2), %xmm3
	phaddd	%gs:-129(%r13,%rsi,8), %xmm13
	phaddd	127, %xmm13
	phaddd	%gs:1(%r14), %xmm5
	phaddd	%xmm7, %xmm11
	phaddd	%xmm4, %xmm9
	phaddd	%xmm6, %xmm8
	phaddd	%xmm1, %xmm4
	phaddsw	-1(%r9), %xmm3
	phaddsw	128(%rbp), %xmm13
	phaddsw	2147483647(%r15,%rdx,8), %xmm4
	phaddsw	2147483647(%rdx), %xmm14
	phaddsw	%xmm5, %xmm3
	phaddsw	%xmm2, %xmm6
	phaddsw	%xmm1, %xmm11
	phaddsw	%xmm12, %xmm1
	phaddw	1, %xmm4
	phaddw	%gs:128(%rsi), %xmm13
	phaddw	%gs:-2147483648(%r13,%r13), %xmm5
	phaddw	-128(%rcx,%rax,2), %xmm4
	phaddw	%xmm5, %xmm1
	phaddw	%xmm8, %xmm0
	phaddw	%xmm12, %xmm12
	phaddw	%xmm15, %xmm14
	phminposuw	2147483647(%r14,%rdi,4), %xmm1
	phminposuw	(%rcx), %xmm14
	phminposuw	127(,%rcx,4), %xmm10
	phminposuw	-128(%r10,%r9,4), %xmm1
	phminposuw	%xmm14, %xmm7
	phminposuw	%xmm3, %xmm3
	phminposuw	%xmm8, %xmm2
	phminposuw	%xmm13, %xmm11
	phsubd	%gs:(%rdi), %xmm9
	phsubd	-128(%r12), %xmm3
	phsubd	-129(%r13,%r10), %xmm1
	phsubd	-2147483648(%r14), %xmm5
	phsubd	%xmm1, %xmm4
	phsubd	%xmm4, %xmm0
	phsubd	%xmm12, %xmm0
	phsubd	%xmm13, %xmm1
	phsubsw	%gs:-128(%rip), %xmm4
	phsubsw	2147483647(%r12,%rcx,8), %xmm6
	phsubsw	%gs:1(%r8,%rbx), %xmm11
	phsubsw	1(%rbp,%r12,4), %xmm11
	phsubsw	%xmm15, %xmm6
	phsubsw	%xmm4, %xmm14
	phsubsw	%xmm2, %xmm11
	phsubsw	%xmm1, %xmm5
	phsubw	2147483647(%rbx,%rax,4), %xmm10
	phsubw	1(%r10), %xmm13
	phsubw	(%rsi,%rsi,8), %xmm10
	phsubw	127(%rdx), %xmm13
	phsubw	%xmm10, %xmm4
	phsubw	%xmm7, %xmm12
	phsubw	%xmm13, %xmm11
	phsubw	%xmm4, %xmm6
	pi2fd	-128(%r8), %mm6
	pi2fd	2147483647(%r8,%rsi,2), %mm4
	pi2fd	-1(%r15), %mm3
	pi2fd	-128(%rcx,%rdx,8), %mm5
	pi2fd	%mm3, %mm5
	pi2fd	%mm1, %mm6
	pi2fd	%mm6, %mm2
	pi2fd	%mm5, %mm0
	pi2fw	%fs:2147483647(%rsi), %mm3
	pi2fw	-2147483648, %mm4
	pi2fw	-129(%rsp,%rdx), %mm4
	pi2fw	-129(%r10,%rbx,4), %mm3
	pi2fw	%mm0, %mm2
	pi2fw	%mm0, %mm6
	pi2fw	%mm3, %mm1
	pi2fw	%mm3, %mm0
	pinsrb	$255, -128(%r8), %xmm14
	pinsrb	$116, -2147483648(%r10), %xmm0
	pinsrb	$128, %gs:127(%rax,%r11,2), %xmm8
	pinsrb	$128, 0, %xmm2
	pinsrb	$255, %r10d, %xmm7
	pinsrb	$255, %r11d, %xmm1
	pinsrb	$255, %esi, %xmm6
	pinsrb	$128, %ebp, %xmm0
	pinsrd	$255, -129(%rsp,%rbx), %xmm1
	pinsrd	$255, -2147483648(%r8), %xmm4
	pinsrd	$255, 127(%r13), %xmm14
	pinsrd	$240, -129(%r9,%r8), %xmm10
	pinsrd	$162, %r9d, %xmm1
	pinsrd	$1, %eax, %xmm4
	pinsrd	$128, %r15d, %xmm12
	pinsrd	$173, %r11d, %xmm6
	pinsrq	$190, -1(%r9,%rdi,2), %xmm4
	pinsrq	$214, %fs:-2147483648(%rdx,%rbp,4), %xmm6
	pinsrq	$121, %gs:128(%r14,%rdx,4), %xmm6
	pinsrq	$1, %fs:1(,%rbx), %xmm13
	pinsrq	$128, %rbx, %xmm9
	pinsrq	$128, %r15, %xmm15
	pinsrq	$128, %rbx, %xmm14
	pinsrq	$46, %rsp, %xmm13
	pinsrw	$1, -2147483648(%rsi), %xmm1
	pinsrw	$128, 127(%rbx,%rdi,4), %xmm9
	pinsrw	$128, %fs:-1(%rbx), %xmm6
	pinsrw	$1, 128(%rbp), %xmm8
	pinsrw	$255, %r13d, %xmm0
	pinsrw	$133, %esi, %xmm7
	pinsrw	$64, %eax, %xmm2
	pinsrw	$2, %r14d, %xmm5
	pmaddubsw	127(,%r13,8), %xmm3
	pmaddubsw	-1(%r15,%rbp,8), %xmm14
	pmaddubsw	(,%r9,2), %xmm4
	pmaddubsw	-129(%rbx), %xmm5
	pmaddubsw	%xmm4, %xmm12
	pmaddubsw	%xmm6, %xmm11
	pmaddubsw	%xmm1, %xmm14
	pmaddubsw	%xmm5, %xmm8
	pmaddwd	-128(%rbx,%rcx,4), %xmm8
	pmaddwd	1(%rsi), %xmm13
	pmaddwd	127(%rdi,%rsi,8), %xmm3
	pmaddwd	%fs:1, %xmm8
	pmaddwd	%xmm9, %xmm4
	pmaddwd	%xmm6, %xmm7
	pmaddwd	%xmm9, %xmm5
	pmaddwd	%xmm10, %xmm13
	pmaxsb	2147483647(%r13), %xmm8
	pmaxsb	-2147483648(%r12), %xmm11
	pmaxsb	-129(%r15,%r15), %xmm0
	pmaxsb	-1(%r10,%rax), %xmm10
	pmaxsb	%xmm11, %xmm10
	pmaxsb	%xmm5, %xmm3
	pmaxsb	%xmm0, %xmm8
	pmaxsb	%xmm15, %xmm9
	pmaxsd	-128(%rdx), %xmm4
	pmaxsd	127(%r10,%r12), %xmm1
	pmaxsd	-2147483648(%r12,%rbp,2), %xmm8
	pmaxsd	-129(%r14), %xmm15
	pmaxsd	%xmm8, %xmm9
	pmaxsd	%xmm12, %xmm0
	pmaxsd	%xmm12, %xmm9
	pmaxsd	%xmm15, %xmm1
	pmaxsw	-128(%rax), %xmm10
	pmaxsw	127(%rsi), %xmm7
	pmaxsw	-1(,%r13,4), %xmm9
	pmaxsw	-129(%r10), %xmm6
	pmaxsw	%xmm4, %xmm11
	pmaxsw	%xmm7, %xmm15
	pmaxsw	%xmm4, %xmm12
	pmaxsw	%xmm9, %xmm5
	pmaxub	%gs:-128(,%rax,8), %xmm14
	pmaxub	128(%r14,%rcx,2), %xmm4
	pmaxub	1(%r14,%rbx), %xmm7
	pmaxub	127(%r13), %xmm9
	pmaxub	%xmm6, %xmm8
	pmaxub	%xmm0, %xmm10
	pmaxub	%xmm8, %xmm6
	pmaxub	%xmm13, %xmm10
	pmaxud	2147483647(%r11), %xmm0
	pmaxud	1(%rip), %xmm10
	pmaxud	2147483647(%r11,%r10,8), %xmm9
	pmaxud	%fs:1(%r10,%rcx,8), %xmm9
	pmaxud	%xmm6, %xmm4
	pmaxud	%xmm11, %xmm13
	pmaxud	%xmm10, %xmm8
	pmaxud	%xmm4, %xmm14
	pmaxuw	-1(%rax,%rax), %xmm5
	pmaxuw	-129(%r15), %xmm14
	pmaxuw	%gs:128(%r10), %xmm12
	pmaxuw	128(%r9), %xmm14
	pmaxuw	%xmm1, %xmm13
	pmaxuw	%xmm9, %xmm13
	pmaxuw	%xmm13, %xmm14
	pmaxuw	%xmm14, %xmm15
	pminsb	1, %xmm6
	pminsb	%fs:-1(,%r14), %xmm4
	pminsb	%gs:-2147483648(%r15,%rax,4), %xmm13
	pminsb	128(%rbp), %xmm13
	pminsb	%xmm6, %xmm9
	pminsb	%xmm10, %xmm14
	pminsb	%xmm11, %xmm9
	pminsb	%xmm9, %xmm6
	pminsd	%fs:127(%rdi), %xmm11
	pminsd	(%r10,%rax,8), %xmm8
	pminsd	128(%rcx,%rdx,2), %xmm11
	pminsd	%fs:127, %xmm15
	pminsd	%xmm1, %xmm12
	pminsd	%xmm3, %xmm2
	pminsd	%xmm4, %xmm13
	pminsd	%xmm3, %xmm5
	pminsw	-129(%rcx,%r15,2), %xmm2
	pminsw	1(%r8), %xmm0
	pminsw	-2147483648(,%rcx,8), %xmm9
	pminsw	-2147483648(%r9), %xmm14
	pminsw	%xmm9, %xmm8
	pminsw	%xmm14, %xmm7
	pminsw	%xmm7, %xmm11
	pminsw	%xmm4, %xmm15
	pminub	%gs:127(,%r15,2), %xmm5
	pminub	%fs:-2147483648(%rcx), %xmm6
	pminub	-1(%rbp), %xmm9
	pminub	127(%r13,%r9,8), %xmm6
	pminub	%xmm5, %xmm10
	pminub	%xmm8, %xmm3
	pminub	%xmm12, %xmm12
	pminub	%xmm2, %xmm10
	pminud	(%rcx), %xmm4
	pminud	%gs:127(%rbx), %xmm11
	pminud	1(%rcx), %xmm13
	pminud	%fs:-128(%rip), %xmm2
	pminud	%xmm1, %xmm0
	pminud	%xmm15, %xmm5
	pminud	%xmm2, %xmm4
	pminud	%xmm12, %xmm2
	pminuw	128(%rcx), %xmm15
	pminuw	%gs:(%r9,%r10,4), %xmm7
	pminuw	(%rbp), %xmm3
	pminuw	%fs:-129(%r10), %xmm8
	pminuw	%xmm15, %xmm1
	pminuw	%xmm6, %xmm5
	pminuw	%xmm6, %xmm13
	pminuw	%xmm8, %xmm13
	pmovmskb	%xmm5, %edx
	pmovmskb	%xmm9, %eax
	pmovmskb	%xmm14, %ebp
	pmovmskb	%xmm6, %r13d
	pmovsxbd	2147483647(%rcx,%rbp), %xmm12
	pmovsxbd	-129(%rdx), %xmm0
	pmovsxbd	%gs:127, %xmm6
	pmovsxbd	2147483647, %xmm4
	pmovsxbd	%xmm6, %xmm11
	pmovsxbd	%xmm6, %xmm8
	pmovsxbd	%xmm6, %xmm15
	pmovsxbd	%xmm7, %xmm2
	pmovsxbq	%gs:-1(%rcx), %xmm0
	pmovsxbq	-2147483648(%r10), %xmm12
	pmovsxbq	1(%r13,%rcx), %xmm6
	pmovsxbq	-1(%r10), %xmm10
	pmovsxbq	%xmm1, %xmm13
	pmovsxbq	%xmm2, %xmm1
	pmovsxbq	%xmm14, %xmm7
	pmovsxbq	%xmm4, %xmm0
	pmovsxbw	%fs:2147483647(%rbp,%rbp,8), %xmm5
	pmovsxbw	1(%rsp), %xmm4
	pmovsxbw	%gs:-128(,%r13), %xmm0
	pmovsxbw	-2147483648(%rsp,%r12,4), %xmm1
	pmovsxbw	%xmm15, %xmm11
	pmovsxbw	%xmm13, %xmm7
	pmovsxbw	%xmm4, %xmm13
	pmovsxbw	%xmm5, %xmm12
	pmovsxdq	%gs:-129, %xmm5
	pmovsxdq	-129(%rcx,%r9), %xmm0
	pmovsxdq	1(%rax), %xmm11
	pmovsxdq	128(,%r12,8), %xmm2
	pmovsxdq	%xmm9, %xmm13
	pmovsxdq	%xmm6, %xmm0
	pmovsxdq	%xmm8, %xmm2
	pmovsxdq	%xmm12, %xmm2
	pmovsxwd	%gs:-128(%r13,%r9,8), %xmm14
	pmovsxwd	%gs:-1(%rdi,%rsi,2), %xmm12
	pmovsxwd	2147483647(%rsi,%rdi,4), %xmm3
	pmovsxwd	128(,%r15,4), %xmm9
	pmovsxwd	%xmm11, %xmm13
	pmovsxwd	%xmm7, %xmm12
	pmovsxwd	%xmm3, %xmm7
	pmovsxwd	%xmm5, %xmm7
	pmovsxwq	%gs:-2147483648(%rip), %xmm5
	pmovsxwq	(%rip), %xmm15
	pmovsxwq	%fs:(%rsp), %xmm4
	pmovsxwq	%fs:127(%rdi), %xmm12
	pmovsxwq	%xmm1, %xmm9
	pmovsxwq	%xmm1, %xmm1
	pmovsxwq	%xmm11, %xmm9
	pmovsxwq	%xmm13, %xmm3
	pmovzxbd	2147483647(%r9), %xmm15
	pmovzxbd	2147483647(%r13,%r13,8), %xmm15
	pmovzxbd	-2147483648(%r12), %xmm6
	pmovzxbd	%gs:-1, %xmm4
	pmovzxbd	%xmm4, %xmm7
	pmovzxbd	%xmm13, %xmm7
	pmovzxbd	%xmm9, %xmm15
	pmovzxbd	%xmm11, %xmm3
	pmovzxbq	2147483647(%r13), %xmm11
	pmovzxbq	(%rdx), %xmm5
	pmovzxbq	128(%r8), %xmm11
	pmovzxbq	(%r8), %xmm10
	pmovzxbq	%xmm3, %xmm5
	pmovzxbq	%xmm11, %xmm7
	pmovzxbq	%xmm2, %xmm13
	pmovzxbq	%xmm0, %xmm9
	pmovzxbw	127(%r10,%rbp,2), %xmm8
	pmovzxbw	-2147483648(%r9,%r15,8), %xmm13
	pmovzxbw	2147483647(%r13), %xmm6
	pmovzxbw	-2147483648(%r9), %xmm13
	pmovzxbw	%xmm6, %xmm5
	pmovzxbw	%xmm3, %xmm1
	pmovzxbw	%xmm11, %xmm4
	pmovzxbw	%xmm6, %xmm11
	pmovzxdq	1(%rip), %xmm15
	pmovzxdq	-129(%r13), %xmm15
	pmovzxdq	-1(%rip), %xmm14
	pmovzxdq	127(,%r15,2), %xmm11
	pmovzxdq	%xmm10, %xmm9
	pmovzxdq	%xmm6, %xmm4
	pmovzxdq	%xmm15, %xmm6
	pmovzxdq	%xmm13, %xmm10
	pmovzxwd	127(%rdx,%rsi,8), %xmm8
	pmovzxwd	%gs:1(%rax), %xmm11
	pmovzxwd	%fs:-129(%rcx,%rbp,4), %xmm6
	pmovzxwd	-1(%r10,%rsi,2), %xmm9
	pmovzxwd	%xmm7, %xmm7
	pmovzxwd	%xmm6, %xmm2
	pmovzxwd	%xmm8, %xmm11
	pmovzxwd	%xmm8, %xmm12
	pmovzxwq	-2147483648(%rbp), %xmm13
	pmovzxwq	-129, %xmm10
	pmovzxwq	-128(%rsp,%rsi,4), %xmm2
	pmovzxwq	2147483647(,%r8,4), %xmm3
	pmovzxwq	%xmm9, %xmm15
	pmovzxwq	%xmm6, %xmm3
	pmovzxwq	%xmm5, %xmm1
	pmovzxwq	%xmm1, %xmm11
	pmuldq	%gs:2147483647(%rbx,%rdi,8), %xmm8
	pmuldq	%gs:-1(%r10,%r10,4), %xmm6
	pmuldq	%fs:127(%r15,%r14), %xmm0
	pmuldq	-129(%r11,%r13), %xmm12
	pmuldq	%xmm4, %xmm4
	pmuldq	%xmm6, %xmm14
	pmuldq	%xmm2, %xmm11
	pmuldq	%xmm2, %xmm6
	pmulhrsw	1(%r11), %xmm0
	pmulhrsw	-2147483648(%rip), %xmm10
	pmulhrsw	%fs:(%rbx), %xmm15
	pmulhrsw	1(%r9,%r14,4), %xmm11
	pmulhrsw	%xmm3, %xmm12
	pmulhrsw	%xmm4, %xmm13
	pmulhrsw	%xmm14, %xmm5
	pmulhrsw	%xmm2, %xmm14
	pmulhrw	%gs:2147483647(%r14), %mm1
	pmulhrw	(%rsi), %mm7
	pmulhrw	1(%rdi), %mm2
	pmulhrw	-1(%r14), %mm1
	pmulhrw	%mm6, %mm0
	pmulhrw	%mm2, %mm5
	pmulhrw	%mm7, %mm4
	pmulhrw	%mm2, %mm1
	pmulhuw	(%r8,%r15), %xmm2
	pmulhuw	-1(%rcx), %xmm13
	pmulhuw	%gs:-2147483648(%rcx), %xmm3
	pmulhuw	-2147483648(%r14), %xmm3
	pmulhuw	%xmm3, %xmm4
	pmulhuw	%xmm3, %xmm1
	pmulhuw	%xmm4, %xmm15
	pmulhuw	%xmm9, %xmm2
	pmulhw	-128(,%r15,4), %xmm12
	pmulhw	127, %xmm5
	pmulhw	-129(%r11), %xmm4
	pmulhw	127(%r15,%r11,8), %xmm4
	pmulhw	%xmm15, %xmm2
	pmulhw	%xmm8, %xmm14
	pmulhw	%xmm9, %xmm1
	pmulhw	%xmm9, %xmm10
	pmulld	-128, %xmm13
	pmulld	%gs:2147483647(,%rbp,4), %xmm12
	pmulld	127(%rdx,%rcx,2), %xmm13
	pmulld	%gs:-1(%r15,%r10,4), %xmm3
	pmulld	%xmm13, %xmm7
	pmulld	%xmm14, %xmm14
	pmulld	%xmm11, %xmm3
	pmulld	%xmm15, %xmm8
	pmullw	128(%r8), %xmm15
	pmullw	%gs:-129(%rbp), %xmm15
	pmullw	-1(%rsp,%r8,8), %xmm9
	pmullw	-2147483648(%rax), %xmm4
	pmullw	%xmm14, %xmm14
	pmullw	%xmm10, %xmm6
	pmullw	%xmm1, %xmm6
	pmullw	%xmm7, %xmm12
	pmuludq	-129(%r13,%r10), %xmm4
	pmuludq	%gs:2147483647(%r11,%r10), %xmm6
	pmuludq	128, %xmm15
	pmuludq	2147483647(%rbx), %xmm8
	pmuludq	%xmm10, %xmm4
	pmuludq	%xmm2, %xmm0
	pmuludq	%xmm0, %xmm5
	pmuludq	%xmm2, %xmm11
	popw	%sp
	popw	%bx
	popw	%r15w
	popw	%r10w
	popw	%fs:-129(%rsi,%r11,4)
	popw	1
	popw	2147483647(%rdi)
	popw	128(%rax)
	popq	%rbx
	popq	%r15
	popq	%r10
	popq	%r9
	popq	127(%rcx)
	popq	128(%r12)
	popq	2147483647(%rsp)
	popq	-1(%r12)
	popcntw	127(%r15,%r13,2), %bp
	popcntw	-128(%r12,%r14), %ax
	popcntw	%fs:1(%rax,%r9,8), %r13w
	popcntw	127, %r8w
	popcntw	%si, %bx
	popcntw	%r9w, %r14w
	popcntw	%r12w, %sp
	popcntw	%r8w, %ax
	popcntl	%fs:-1(%rdi), %r13d
	popcntl	-129(%rsi), %r14d
	popcntl	(%r12), %r14d
	popcntl	128(%r14,%r14,4), %esp
	popcntl	%ebx, %edx
	popcntl	%esp, %r10d
	popcntl	%ecx, %esp
	popcntl	%edi, %edi
	popcntq	%gs:-129(%r8,%rsi,2), %rsi
	popcntq	-129(%r14,%rcx,4), %r15
	popcntq	128(%r11), %rdx
	popcntq	128(%rcx), %rdi
	popcntq	%rdx, %r11
	popcntq	%r10, %r12
	popcntq	%rbx, %r15
	popcntq	%rdi, %rsi
	popfw
	popfw
	popfw
	popfw
	popfq
	popfq
	popfq
	popfq
	popw	%fs
	popw	%fs
	popw	%fs
	popw	%fs
	popq	%fs
	popq	%fs
	popq	%fs
	popq	%fs
	popw	%gs
	popw	%gs
	popw	%gs
	popw	%gs
	popq	%gs
	popq	%gs
	popq	%gs
	popq	%gs
	por	2147483647(%r12,%r13,4), %xmm8
	por	128(%r13,%rdx,4), %xmm13
	por	2147483647(%rbp,%r15,4), %xmm8
	por	128(%rip), %xmm10
	por	%xmm1, %xmm15
	por	%xmm2, %xmm13
	por	%xmm9, %xmm14
	por	%xmm13, %xmm9
	prefetch	128(%r9,%rax,2)
	prefetch	127(%r15)
	prefetch	(%r14)
	prefetch	127(%r9)
	prefetchit0	2147483647(%rip)
	prefetchit0	-129(%rip)
	prefetchit0	%gs:1(%rip)
	prefetchit0	128(%rip)
	prefetchit1	%fs:(%rip)
	prefetchit1	2147483647(%rip)
	prefetchit1	%fs:-129(%rip)
	prefetchit1	1(%rip)
	prefetchnta	-2147483648(%r11,%r8)
	prefetchnta	2147483647(%r13,%r13,8)
	prefetchnta	(,%rax,2)
	prefetchnta	127(%r13)
	prefetcht0	127(%r15)
	prefetcht0	%gs:-2147483648(%rax,%rdx,4)
	prefetcht0	%fs:1(%r14,%r14,4)
	prefetcht0	127(%rbp,%r14)
	prefetcht1	1(%rip)
	prefetcht1	127(%r13,%r14,8)
	prefetcht1	2147483647(%r12)
	prefetcht1	%gs:-129(%r15,%r12,4)
	prefetcht2	128(%rdi,%r15,4)
	prefetcht2	%gs:-1(%rcx)
	prefetcht2	%fs:(%r12)
	prefetcht2	%fs:-1(,%rax,2)
	prefetchw	%gs:2147483647(%rip)
	prefetchw	1(%r11)
	prefetchw	%fs:-128(%r11)
	prefetchw	-128(%rdi)
	prefetchwt1	128(%r8,%rcx,8)
	prefetchwt1	127(%rcx)
	prefetchwt1	-1(%rbx,%rbp,2)
	prefetchwt1	127(,%rbx,4)
	psadbw	%fs:(%rsi,%rbx,8), %xmm1
	psadbw	-1(%r11), %xmm7
	psadbw	1(%r8), %xmm12
	psadbw	(%rbx,%rcx), %xmm2
	psadbw	%xmm12, %xmm8
	psadbw	%xmm15, %xmm12
	psadbw	%xmm14, %xmm9
	psadbw	%xmm5, %xmm0
	pshufb	%gs:-2147483648(%rdi), %xmm4
	pshufb	128(%r11,%rsi,2), %xmm13
	pshufb	%gs:2147483647(%rsi), %xmm0
	pshufb	%fs:-129(%r9), %xmm3
	pshufb	%xmm0, %xmm7
	pshufb	%xmm0, %xmm13
	pshufb	%xmm13, %xmm10
	pshufb	%xmm5, %xmm7
	pshufd	$128, 127(%r15), %xmm13
	pshufd	$77, -1(%r13), %xmm7
	pshufd	$210, 127(%r14,%rbx,2), %xmm15
	pshufd	$30, -129(%r11,%r10,4), %xmm11
	pshufd	$210, %xmm5, %xmm13
	pshufd	$255, %xmm9, %xmm9
	pshufd	$1, %xmm2, %xmm10
	pshufd	$213, %xmm1, %xmm0
	pshufhw	$1, 128(%r12,%r9,8), %xmm13
	pshufhw	$255, %gs:2147483647(%rbx,%r9,2), %xmm0
	pshufhw	$155, -129(%r15,%rbp,2), %xmm10
	pshufhw	$1, -1(%r11), %xmm2
	pshufhw	$0, %xmm15, %xmm12
	pshufhw	$22, %xmm11, %xmm2
	pshufhw	$45, %xmm8, %xmm9
	pshufhw	$128, %xmm12, %xmm1
	pshuflw	$142, 1(%rsp), %xmm5
	pshuflw	$233, -128(%r8), %xmm12
	pshuflw	$0, 1(,%rdi,2), %xmm8
	pshuflw	$150, -2147483648(%r8,%r15,8), %xmm5
	pshuflw	$255, %xmm8, %xmm3
	pshuflw	$136, %xmm11, %xmm3
	pshuflw	$64, %xmm7, %xmm11
	pshuflw	$95, %xmm14, %xmm13
	psignb	%gs:1(%rbx,%rbp,2), %xmm4
	psignb	-129(%r8,%rax,8), %xmm6
	psignb	-129(%r15), %xmm0
	psignb	-1(%r13), %xmm3
	psignb	%xmm9, %xmm9
	psignb	%xmm13, %xmm12
	psignb	%xmm12, %xmm4
	psignb	%xmm14, %xmm2
	psignd	-128(%r10), %xmm15
	psignd	-2147483648(%r10), %xmm13
	psignd	(%rcx,%rcx), %xmm3
	psignd	(%rcx,%rdx,2), %xmm7
	psignd	%xmm4, %xmm11
	psignd	%xmm5, %xmm1
	psignd	%xmm3, %xmm5
	psignd	%xmm5, %xmm8
	psignw	-1, %xmm14
	psignw	%gs:-1(%r15), %xmm2
	psignw	-129(%r10), %xmm10
	psignw	%fs:127, %xmm0
	psignw	%xmm3, %xmm14
	psignw	%xmm1, %xmm3
	psignw	%xmm0, %xmm6
	psignw	%xmm4, %xmm11
	pslldq	$1, %xmm15
	pslldq	$128, %xmm6
	pslldq	$128, %xmm3
	pslldq	$48, %xmm7
	pslld	$0, %xmm11
	pslld	$99, %xmm0
	pslld	$128, %xmm15
	pslld	$255, %xmm12
	pslld	128(%r12,%rax), %xmm12
	pslld	127(%rax), %xmm11
	pslld	-1(%rip), %xmm9
	pslld	(%r9,%rbx,2), %xmm0
	pslld	%xmm15, %xmm4
	pslld	%xmm2, %xmm4
	pslld	%xmm3, %xmm3
	pslld	%xmm4, %xmm11
	psllq	$255, %xmm7
	psllq	$23, %xmm4
	psllq	$187, %xmm3
	psllq	$199, %xmm15
	psllq	%fs:(,%rbx,4), %xmm11
	psllq	2147483647(%rsp), %xmm13
	psllq	-128(,%r8), %xmm2
	psllq	%fs:-1(%r8), %xmm4
	psllq	%xmm11, %xmm7
	psllq	%xmm5, %xmm12
	psllq	%xmm0, %xmm15
	psllq	%xmm12, %xmm13
	psllw	$198, %xmm12
	psllw	$0, %xmm3
	psllw	$12, %xmm1
	psllw	$0, %xmm9
	psllw	127(%rip), %xmm14
	psllw	-128(,%rax), %xmm12
	psllw	-129(%rcx,%r12), %xmm2
	psllw	1(%rax), %xmm2
	psllw	%xmm6, %xmm5
	psllw	%xmm9, %xmm1
	psllw	%xmm3, %xmm6
	psllw	%xmm6, %xmm14
	psmash
	psmash
	psmash
	psmash
	psrad	$145, %xmm8
	psrad	$1, %xmm2
	psrad	$128, %xmm10
	psrad	$183, %xmm1
	psrad	%fs:-1(%r9,%r8,4), %xmm12
	psrad	-129(%rip), %xmm3
	psrad	(,%r11), %xmm6
	psrad	-128(%r10,%rbx), %xmm7
	psrad	%xmm3, %xmm2
	psrad	%xmm10, %xmm10
	psrad	%xmm0, %xmm3
	psrad	%xmm14, %xmm9
	psraw	$143, %xmm8
	psraw	$232, %xmm15
	psraw	$23, %xmm2
	psraw	$255, %xmm13
	psraw	1(%r8), %xmm13
	psraw	-128(%rip), %xmm5
	psraw	%fs:-2147483648(%r12,%rcx,8), %xmm6
	psraw	-128(%r15), %xmm2
	psraw	%xmm12, %xmm10
	psraw	%xmm6, %xmm5
	psraw	%xmm4, %xmm8
	psraw	%xmm11, %xmm4
	psrldq	$127, %xmm12
	psrldq	$183, %xmm9
	psrldq	$2, %xmm8
	psrldq	$139, %xmm11
	psrld	$128, %xmm4
	psrld	$255, %xmm12
	psrld	$1, %xmm13
	psrld	$135, %xmm15
	psrld	-1(%r15,%r10,4), %xmm1
	psrld	128, %xmm0
	psrld	2147483647, %xmm12
	psrld	%fs:127(,%rdx,4), %xmm9
	psrld	%xmm2, %xmm7
	psrld	%xmm11, %xmm11
	psrld	%xmm9, %xmm3
	psrld	%xmm6, %xmm6
	psrlq	$239, %xmm6
	psrlq	$0, %xmm4
	psrlq	$153, %xmm1
	psrlq	$128, %xmm13
	psrlq	-2147483648(%rax), %xmm14
	psrlq	2147483647(%rax,%rax,4), %xmm0
	psrlq	128(%rax), %xmm3
	psrlq	127(%rsi,%rsi,4), %xmm7
	psrlq	%xmm12, %xmm11
	psrlq	%xmm7, %xmm10
	psrlq	%xmm1, %xmm4
	psrlq	%xmm6, %xmm13
	psrlw	$0, %xmm8
	psrlw	$200, %xmm10
	psrlw	$232, %xmm14
	psrlw	$127, %xmm5
	psrlw	(%r15), %xmm4
	psrlw	2147483647(%rsp,%rsi,8), %xmm13
	psrlw	-1(%r14,%r11,8), %xmm5
	psrlw	-1(%rip), %xmm8
	psrlw	%xmm7, %xmm6
	psrlw	%xmm12, %xmm4
	psrlw	%xmm13, %xmm4
	psrlw	%xmm6, %xmm8
	psubb	%fs:(%r15,%rcx,2), %xmm8
	psubb	127(%rbx,%r15,4), %xmm13
	psubb	127(%r14,%r15,4), %xmm3
	psubb	128(%rax), %xmm2
	psubb	%xmm2, %xmm1
	psubb	%xmm4, %xmm9
	psubb	%xmm0, %xmm5
	psubb	%xmm9, %xmm2
	psubd	%gs:-1(%rcx,%rdx,2), %xmm8
	psubd	%fs:-128(%rbp,%r9), %xmm9
	psubd	%gs:128(%rsp), %xmm15
	psubd	-1(%rax), %xmm8
	psubd	%xmm0, %xmm5
	psubd	%xmm11, %xmm5
	psubd	%xmm0, %xmm5
	psubd	%xmm5, %xmm2
	psubq	2147483647(%rsp), %xmm9
	psubq	1(%rsi,%rbx,2), %xmm8
	psubq	%fs:128(%rcx,%r11,2), %xmm6
	psubq	2147483647(%r9), %xmm5
	psubq	%xmm1, %xmm7
	psubq	%xmm7, %xmm14
	psubq	%xmm12, %xmm6
	psubq	%xmm12, %xmm9
	psubsb	%fs:-129(%r9), %xmm2
	psubsb	-129(%rdi), %xmm9
	psubsb	-129(%r13,%r10,4), %xmm14
	psubsb	(%r14,%r8,2), %xmm0
	psubsb	%xmm14, %xmm10
	psubsb	%xmm1, %xmm11
	psubsb	%xmm15, %xmm14
	psubsb	%xmm12, %xmm12
	psubsw	-129(%rbp), %xmm15
	psubsw	%gs:-129(%rbx), %xmm6
	psubsw	(%r11,%r11,8), %xmm2
	psubsw	-128(%rip), %xmm3
	psubsw	%xmm13, %xmm15
	psubsw	%xmm8, %xmm10
	psubsw	%xmm2, %xmm6
	psubsw	%xmm14, %xmm0
	psubusb	%fs:-2147483648, %xmm8
	psubusb	128(%rdx), %xmm1
	psubusb	%gs:-2147483648(%r11,%rdx), %xmm3
	psubusb	(,%rdi,8), %xmm6
	psubusb	%xmm7, %xmm11
	psubusb	%xmm2, %xmm4
	psubusb	%xmm0, %xmm1
	psubusb	%xmm6, %xmm14
	psubusw	-128(%r10), %xmm3
	psubusw	2147483647(%r15), %xmm7
	psubusw	-129(%rip), %xmm12
	psubusw	-129(%rdi,%rsi,2), %xmm12
	psubusw	%xmm1, %xmm6
	psubusw	%xmm13, %xmm10
	psubusw	%xmm7, %xmm2
	psubusw	%xmm11, %xmm4
	psubw	-128(%rip), %xmm9
	psubw	-2147483648(%r9,%r12,4), %xmm15
	psubw	-2147483648(%rsp,%rbx,8), %xmm5
	psubw	(%rbx,%r10,4), %xmm15
	psubw	%xmm9, %xmm4
	psubw	%xmm8, %xmm12
	psubw	%xmm11, %xmm10
	psubw	%xmm14, %xmm0
	pswapd	(%r15), %mm0
	pswapd	-128(%r10), %mm4
	pswapd	128(%r13,%r14,2), %mm3
	pswapd	%gs:127(%rbp,%rbx,2), %mm7
	pswapd	%mm0, %mm0
	pswapd	%mm5, %mm4
	pswapd	%mm1, %mm1
	pswapd	%mm5, %mm7
	ptest	2147483647(%r8), %xmm10
	ptest	(%r14), %xmm13
	ptest	-128(%rdx), %xmm0
	ptest	127, %xmm14
	ptest	%xmm10, %xmm4
	ptest	%xmm14, %xmm14
	ptest	%xmm8, %xmm10
	ptest	%xmm1, %xmm3
	ptwriteq	1(%rsp)
	ptwriteq	%gs:1(%r10,%r8,4)
	ptwriteq	2147483647(%rdx,%rcx,2)
	ptwriteq	-128(%r8,%r10)
	ptwriteq	%r10
	ptwriteq	%r14
	ptwriteq	%r8
	ptwriteq	%r10
	ptwritel	(%rdx,%r12,4)
	ptwritel	%fs:-129(%r11,%r14,8)
	ptwritel	%fs:-128(%r15)
	ptwritel	-2147483648
	ptwritel	%edx
	ptwritel	%r14d
	ptwritel	%r9d
	ptwritel	%esp
	punpckhbw	2147483647(%rdi,%rbp,4), %xmm7
	punpckhbw	%gs:-1, %xmm2
	punpckhbw	2147483647(%r11), %xmm15
	punpckhbw	%fs:1(%r9), %xmm1
	punpckhbw	%xmm13, %xmm4
	punpckhbw	%xmm4, %xmm6
	punpckhbw	%xmm3, %xmm10
	punpckhbw	%xmm1, %xmm2
	punpckhdq	2147483647(%r12,%r10), %xmm4
	punpckhdq	128(%r14), %xmm5
	punpckhdq	(%r12,%r11,4), %xmm3
	punpckhdq	%fs:(,%r10,2), %xmm10
	punpckhdq	%xmm7, %xmm14
	punpckhdq	%xmm3, %xmm12
	punpckhdq	%xmm7, %xmm9
	punpckhdq	%xmm13, %xmm11
	punpckhqdq	-1(%r11,%rsi,2), %xmm0
	punpckhqdq	127(%rdi), %xmm4
	punpckhqdq	-129(%r13), %xmm14
	punpckhqdq	2147483647(%rip), %xmm2
	punpckhqdq	%xmm6, %xmm1
	punpckhqdq	%xmm0, %xmm15
	punpckhqdq	%xmm12, %xmm13
	punpckhqdq	%xmm4, %xmm12
	punpckhwd	128(%rip), %xmm13
	punpckhwd	%gs:-128(%rsi,%rdi), %xmm2
	punpckhwd	-129(%r8,%r9,2), %xmm15
	punpckhwd	%gs:128(%rbp,%r10,8), %xmm3
	punpckhwd	%xmm7, %xmm5
	punpckhwd	%xmm4, %xmm3
	punpckhwd	%xmm4, %xmm11
	punpckhwd	%xmm5, %xmm10
	punpcklbw	2147483647(%r11), %xmm4
	punpcklbw	127(%rsp,%r9,8), %xmm3
	punpcklbw	%gs:-1(%r12,%r11,4), %xmm10
	punpcklbw	2147483647(%r10), %xmm11
	punpcklbw	%xmm2, %xmm15
	punpcklbw	%xmm6, %xmm13
	punpcklbw	%xmm15, %xmm0
	punpcklbw	%xmm15, %xmm1
	punpckldq	-1(%rsi,%rdx,4), %xmm12
	punpckldq	128(,%r8,4), %xmm14
	punpckldq	(%r12), %xmm6
	punpckldq	-128(%r11,%rsi,4), %xmm12
	punpckldq	%xmm7, %xmm8
	punpckldq	%xmm2, %xmm0
	punpckldq	%xmm4, %xmm12
	punpckldq	%xmm12, %xmm13
	punpcklqdq	%gs:2147483647(%rbx,%rcx,2), %xmm13
	punpcklqdq	127(%r10,%rbx), %xmm0
	punpcklqdq	%gs:1(%r13,%r12), %xmm8
	punpcklqdq	128(%rcx), %xmm12
	punpcklqdq	%xmm8, %xmm14
	punpcklqdq	%xmm4, %xmm3
	punpcklqdq	%xmm0, %xmm5
	punpcklqdq	%xmm5, %xmm12
	punpcklwd	128(%rax,%r9,8), %xmm15
	punpcklwd	1(%rip), %xmm3
	punpcklwd	(%rip), %xmm4
	punpcklwd	2147483647(%rax,%rsi,4), %xmm6
	punpcklwd	%xmm1, %xmm4
	punpcklwd	%xmm14, %xmm8
	punpcklwd	%xmm13, %xmm2
	punpcklwd	%xmm14, %xmm9
	pushw	$73
	pushw	$65496
	pushw	$127
	pushw	$9
	pushw	%r13w
	pushw	%r15w
	pushw	%cx
	pushw	%r13w
	pushw	-129(%rbp,%r13,8)
	pushw	-128(%rbx)
	pushw	%fs:127(%rsi,%r11,2)
	pushw	-128(%r11,%r11,4)
	pushq	$-2147483648
	pushq	$-2147483648
	pushq	$-2147483648
	pushq	$-139024541
	pushq	$-1
	pushq	$-35
	pushq	$-128
	pushq	$97
	pushq	%r14
	pushq	%rbx
	pushq	%r11
	pushq	%rsp
	pushq	%gs:-1(%rsp,%r15,4)
	pushq	128(%r12)
	pushq	-2147483648(%rip)
	pushq	-128(%r14,%r10,4)
	pushfw
	pushfw
	pushfw
	pushfw
	pushfq
	pushfq
	pushfq
	pushfq
	pushw	%fs
	pushw	%fs
	pushw	%fs
	pushw	%fs
	pushq	%fs
	pushq	%fs
	pushq	%fs
	pushq	%fs
	pushw	%gs
	pushw	%gs
	pushw	%gs
	pushw	%gs
	pushq	%gs
	pushq	%gs
	pushq	%gs
	pushq	%gs
	pushw	$1
	pushw	$0
	pushw	$-32100
	pushw	$13823
	pvalidate
	pvalidate
	pvalidate
	pvalidate
	pxor	%fs:127(%rip), %xmm10
	pxor	1(%rdx,%rax,8), %xmm10
	pxor	-128(%r14,%rbp,4), %xmm10
	pxor	-2147483648(%r9), %xmm11
	pxor	%xmm0, %xmm13
	pxor	%xmm7, %xmm6
	pxor	%xmm6, %xmm10
	pxor	%xmm3, %xmm15
	rclw	-2147483648(%rbx)
	rclw	1(%rip)
	rclw	127(%rsi)
	rclw	127(%rax,%r12)
	rclw	%cl, (,%r15,2)
	rclw	%cl, -129(%rdx)
	rclw	%cl, 127(%rdx)
	rclw	%cl, (%r11,%r12,2)
	rclw	$2, %gs:(%rip)
	rclw	$244, 127(%r8,%r12,8)
	rclw	$171, -128(%r13,%r15,8)
	rclw	$255, -128
	rclw	%r11w
	rclw	%si
	rclw	%cx
	rclw	%r12w
	rclw	%cl, %r14w
	rclw	%cl, %di
	rclw	%cl, %r11w
	rclw	%cl, %r13w
	rclw	$0, %dx
	rclw	$36, %ax
	rclw	$255, %r13w
	rclw	$41, %r13w
	rcll	2147483647(%rsi,%rcx,8)
	rcll	%fs:-1(%r12,%r9,8)
	rcll	127(%rbx)
	rcll	%gs:-1
	rcll	%cl, 127(%rdx,%rdi)
	rcll	%cl, -129(%r13,%rdx,4)
	rcll	%cl, %fs:-1(%rbx,%r15,2)
	rcll	%cl, -129(%r10)
	rcll	$17, 2147483647(%rdx,%rdi,2)
	rcll	$119, %gs:2147483647(%rsp,%r9,2)
	rcll	$233, 128(%r14)
	rcll	$0, %gs:(%rbp,%r10,2)
	rcll	%r8d
	rcll	%r14d
	rcll	%r15d
	rcll	%ecx
	rcll	%cl, %r14d
	rcll	%cl, %ebp
	rcll	%cl, %esp
	rcll	%cl, %r15d
	rcll	$41, %r11d
	rcll	$0, %ebx
	rcll	$255, %r10d
	rcll	$2, %r11d
	rclq	-1(%rcx)
	rclq	%fs:128(%rcx)
	rclq	%fs:128(%r15,%rbp,2)
	rclq	-1(,%rbp,4)
	rclq	%cl, 2147483647(%rsp,%r15,2)
	rclq	%cl, 128(%r12,%r13,2)
	rclq	%cl, -1(%r13,%r13,8)
	rclq	%cl, -129(%rdx)
	rclq	$0, 1
	rclq	$0, 2147483647(%rbx)
	rclq	$197, %fs:1(,%r13,8)
	rclq	$192, (%r10,%rdi,2)
	rclq	%rsp
	rclq	%r13
	rclq	%r8
	rclq	%rdi
	rclq	%cl, %r13
	rclq	%cl, %r8
	rclq	%cl, %rbx
	rclq	%cl, %rsp
	rclq	$78, %r14
	rclq	$156, %rcx
	rclq	$66, %r13
	rclq	$190, %rbx
	rclb	%fs:128(%r8,%rbp,2)
	rclb	1(%r13,%rbx,4)
	rclb	-1(%rcx)
	rclb	127(%r15)
	rclb	%cl, %fs:128(%rcx)
	rclb	%cl, -128(%rbx)
	rclb	%cl, 2147483647(%rsp,%r8,2)
	rclb	%cl, -1(%rip)
	rclb	$0, 2147483647(%rsp)
	rclb	$2, -2147483648(%rsi,%rsi,2)
	rclb	$235, %gs:(%r10)
	rclb	$58, (%r15)
	rclb	%ah
	rclb	%dil
	rclb	%r10b
	rclb	%spl
	rclb	%cl, %al
	rclb	%cl, %r14b
	rclb	%cl, %ch
	rclb	%cl, %sil
	rclb	$127, %cl
	rclb	$97, %dil
	rclb	$55, %r11b
	rclb	$0, %dh
	rcpps	(%rdx,%rbx), %xmm4
	rcpps	128(%rcx,%r10,8), %xmm0
	rcpps	%fs:-128(%rbx), %xmm15
	rcpps	127(%r13), %xmm10
	rcpps	%xmm12, %xmm5
	rcpps	%xmm9, %xmm11
	rcpps	%xmm0, %xmm0
	rcpps	%xmm2, %xmm2
	rcpss	%gs:1(%rcx), %xmm3
	rcpss	-129, %xmm8
	rcpss	%gs:(%rdi), %xmm10
	rcpss	-128, %xmm9
	rcpss	%xmm1, %xmm9
	rcpss	%xmm11, %xmm15
	rcpss	%xmm0, %xmm10
	rcpss	%xmm4, %xmm7
	rcrw	128(%r13)
	rcrw	1(%rbx)
	rcrw	1(%r8)
	rcrw	%gs:1(%rcx)
	rcrw	%cl, 2147483647(%rip)
	rcrw	%cl, -1(%r11)
	rcrw	%cl, 128(%rsi)
	rcrw	%cl, %gs:-1(%rip)
	rcrw	$55, %fs:-129(%rbx,%rsi,4)
	rcrw	$106, -2147483648(%r14,%r12)
	rcrw	$157, %fs:-128(%r13)
	rcrw	$221, 2147483647(%r8)
	rcrw	%bx
	rcrw	%ax
	rcrw	%bp
	rcrw	%r10w
	rcrw	%cl, %r11w
	rcrw	%cl, %r14w
	rcrw	%cl, %cx
	rcrw	%cl, %dx
	rcrw	$207, %r13w
	rcrw	$255, %r11w
	rcrw	$255, %cx
	rcrw	$128, %r15w
	rcrl	%gs:(%rbx)
	rcrl	1
	rcrl	128(%r9,%rax,8)
	rcrl	127(%r13,%rcx,8)
	rcrl	%cl, -1(%r12,%r9,8)
	rcrl	%cl, %fs:(%rcx)
	rcrl	%cl, %gs:-1(%r12,%rsi)
	rcrl	%cl, -129(%rip)
	rcrl	$140, %gs:1(%rdi)
	rcrl	$255, %gs:2147483647(,%r13)
	rcrl	$49, -129(%rsp,%rbx,2)
	rcrl	$255, %gs:-128(%rbp,%r8,2)
	rcrl	%esi
	rcrl	%r15d
	rcrl	%ecx
	rcrl	%ebp
	rcrl	%cl, %ebp
	rcrl	%cl, %r12d
	rcrl	%cl, %ecx
	rcrl	%cl, %esp
	rcrl	$45, %esp
	rcrl	$0, %ebx
	rcrl	$2, %esi
	rcrl	$167, %ebx
	rcrq	-128(%rdx,%r12,4)
	rcrq	(%rsi,%rax,2)
	rcrq	-129(%rsp)
	rcrq	128(%r10)
	rcrq	%cl, 2147483647(%rax,%r8,4)
	rcrq	%cl, %fs:-128(%rip)
	rcrq	%cl, %fs:2147483647(,%r8,8)
	rcrq	%cl, -1(%r11,%rdi)
	rcrq	$58, -2147483648(%rcx)
	rcrq	$235, 1
	rcrq	$100, -1(%rbp,%rdx,8)
	rcrq	$56, %gs:-129(%r11)
	rcrq	%rsi
	rcrq	%rcx
	rcrq	%r13
	rcrq	%r10
	rcrq	%cl, %rsi
	rcrq	%cl, %rax
	rcrq	%cl, %r9
	rcrq	%cl, %r8
	rcrq	$7, %r14
	rcrq	$126, %r8
	rcrq	$201, %r15
	rcrq	$0, %rax
	rcrb	-2147483648(%r14)
	rcrb	(%rbx,%rdx)
	rcrb	2147483647(%r10)
	rcrb	%gs:-129(%r10,%rdi,4)
	rcrb	%cl, %fs:0
	rcrb	%cl, %gs:-129(%r9,%r8,8)
	rcrb	%cl, 2147483647(%r15,%rbx,2)
	rcrb	%cl, -1(%r10)
	rcrb	$255, (,%rcx,2)
	rcrb	$0, 2147483647(%rdi,%r13,4)
	rcrb	$255, 127(%rsi)
	rcrb	$133, 1(%r8)
	rcrb	%ch
	rcrb	%spl
	rcrb	%r13b
	rcrb	%dl
	rcrb	%cl, %ah
	rcrb	%cl, %cl
	rcrb	%cl, %r9b
	rcrb	%cl, %r15b
	rcrb	$0, %bpl
	rcrb	$255, %r10b
	rcrb	$99, %bpl
	rcrb	$103, %ah
	rdfsbasel	%r15d
	rdfsbasel	%r14d
	rdfsbasel	%r12d
	rdfsbasel	%r8d
	rdfsbaseq	%r10
	rdfsbaseq	%r14
	rdfsbaseq	%rdx
	rdfsbaseq	%rbp
	rdgsbasel	%ebx
	rdgsbasel	%esp
	rdgsbasel	%r11d
	rdgsbasel	%r9d
	rdgsbaseq	%r9
	rdgsbaseq	%r13
	rdgsbaseq	%rsp
	rdgsbaseq	%rbx
	rdmsr
	rdmsr
	rdmsr
	rdmsr
	rdmsrlist
	rdmsrlist
	rdmsrlist
	rdmsrlist
	rdpid	%rdi
	rdpid	%rcx
	rdpid	%rbp
	rdpid	%rcx
	rdpkru
	rdpkru
	rdpkru
	rdpkru
	rdpmc
	rdpmc
	rdpmc
	rdpmc
	rdpru
	rdpru
	rdpru
	rdpru
	rdrandw	%si
	rdrandw	%r10w
	rdrandw	%bp
	rdrandw	%di
	rdrandl	%ebp
	rdrandl	%esp
	rdrandl	%edx
	rdrandl	%r12d
	rdrandq	%r15
	rdrandq	%rcx
	rdrandq	%r15
	rdrandq	%r15
	rdseedw	%r13w
	rdseedw	%dx
	rdseedw	%r10w
	rdseedw	%bx
	rdseedl	%r9d
	rdseedl	%r8d
	rdseedl	%r14d
	rdseedl	%r13d
	rdseedq	%r14
	rdseedq	%rsi
	rdseedq	%r13
	rdseedq	%r13
	rdsspd	%r11d
	rdsspd	%edi
	rdsspd	%ebp
	rdsspd	%esp
	rdsspq	%rsi
	rdsspq	%rax
	rdsspq	%rax
	rdsspq	%r15
	rdtsc
	rdtsc
	rdtsc
	rdtsc
	rdtscp
	rdtscp
	rdtscp
	rdtscp
	repne
	repne
	repne
	repne
	rep
	rep
	rep
	rep
	retw
	retw
	retw
	retw
	retq
	retq
	retq
	retq
	retw	$-1
	retw	$65535
	retw	$1
	retw	$0
	retq	$51192
	retq	$-32768
	retq	$128
	retq	$357
	rex64
	rex64
	rex64
	rex64
	rmpadjust
	rmpadjust
	rmpadjust
	rmpadjust
	rmpquery
	rmpquery
	rmpquery
	rmpquery
	rmpupdate
	rmpupdate
	rmpupdate
	rmpupdate
	rolw	-128(%rcx,%r11,2)
	rolw	127(%rcx,%r13)
	rolw	1(%r15)
	rolw	1(,%rbx)
	rolw	%cl, 2147483647(%r13)
	rolw	%cl, 128(%rsp,%r9)
	rolw	%cl, 128(%rip)
	rolw	%cl, -128(%r13,%r15,2)
	rolw	$28, 1(%r14)
	rolw	$2, 127(%rcx)
	rolw	$141, -1(%r8)
	rolw	$225, 128(%rbp)
	rolw	%r10w
	rolw	%dx
	rolw	%r11w
	rolw	%r11w
	rolw	%cl, %r8w
	rolw	%cl, %r12w
	rolw	%cl, %si
	rolw	%cl, %r12w
	rolw	$0, %ax
	rolw	$0, %r15w
	rolw	$255, %r8w
	rolw	$2, %ax
	roll	128(%rbp,%r10,4)
	roll	-128(%r11)
	roll	-129(%r12,%r8,4)
	roll	%gs:-129(%rdx)
	roll	%cl, 2147483647(%rcx)
	roll	%cl, 1(%rdi,%r15,8)
	roll	%cl, -1(%rdi)
	roll	%cl, 1(%r8,%rsi,8)
	roll	$2, 2147483647(%rdx,%rbx,8)
	roll	$37, %fs:2147483647(%rax,%rcx,4)
	roll	$255, 2147483647(%rax)
	roll	$51, -2147483648(%rbx,%r12,8)
	roll	%eax
	roll	%r13d
	roll	%r8d
	roll	%esi
	roll	%cl, %esi
	roll	%cl, %eax
	roll	%cl, %edi
	roll	%cl, %ebp
	roll	$153, %edx
	roll	$20, %r12d
	roll	$3, %esi
	roll	$73, %r12d
	rolq	-1(%rdi)
	rolq	-128
	rolq	128(%rip)
	rolq	-129(%rdi,%r15,2)
	rolq	%cl, %gs:2147483647(,%r13,4)
	rolq	%cl, -2147483648(%rdx,%r11,8)
	rolq	%cl, 1(%r10,%r15,2)
	rolq	%cl, 127(%rcx)
	rolq	$62, -2147483648(%r13,%rbp,2)
	rolq	$4, 1(%rbp)
	rolq	$79, 1(,%rdx)
	rolq	$81, %fs:-129(%rdx)
	rolq	%rbx
	rolq	%rcx
	rolq	%r8
	rolq	%r8
	rolq	%cl, %rdx
	rolq	%cl, %rsi
	rolq	%cl, %rbp
	rolq	%cl, %rbx
	rolq	$137, %r8
	rolq	$68, %r11
	rolq	$0, %rdx
	rolq	$57, %r9
	rolb	%gs:-2147483648(%rcx,%rbx,2)
	rolb	-1
	rolb	1(%rsp)
	rolb	-129(%rsi,%rsi,2)
	rolb	%cl, -2147483648(%r15)
	rolb	%cl, %fs:-2147483648(%r8)
	rolb	%cl, -1(,%r10,2)
	rolb	%cl, (%r12)
	rolb	$14, %fs:-128(,%rdi,2)
	rolb	$0, 127(%rbx)
	rolb	$255, -129(%rsi)
	rolb	$255, 1(%rax)
	rolb	%dl
	rolb	%r10b
	rolb	%r13b
	rolb	%sil
	rolb	%cl, %r15b
	rolb	%cl, %bh
	rolb	%cl, %bh
	rolb	%cl, %r14b
	rolb	$103, %r12b
	rolb	$255, %r15b
	rolb	$32, %r13b
	rolb	$0, %r10b
	rorw	-1(,%r9,4)
	rorw	128(,%rdi)
	rorw	2147483647(%r11)
	rorw	127(%r12)
	rorw	%cl, -1(%rbx)
	rorw	%cl, 1(%rbx)
	rorw	%cl, 127(%rbx)
	rorw	%cl, %gs:127(%r14,%r8)
	rorw	$250, 2147483647
	rorw	$96, -129(%rbp,%r8,4)
	rorw	$0, %fs:2147483647(%rip)
	rorw	$50, %fs:-2147483648(%r11)
	rorw	%r14w
	rorw	%r14w
	rorw	%r9w
	rorw	%bp
	rorw	%cl, %dx
	rorw	%cl, %r14w
	rorw	%cl, %r10w
	rorw	%cl, %si
	rorw	$255, %r15w
	rorw	$52, %r14w
	rorw	$0, %bp
	rorw	$167, %r13w
	rorl	-2147483648(%r10,%r10,2)
	rorl	-128(,%r12,8)
	rorl	-1(%r15)
	rorl	-2147483648(%rbp)
	rorl	%cl, 1(%r9)
	rorl	%cl, %fs:128(%rdx,%rbx,2)
	rorl	%cl, %fs:-129
	rorl	%cl, %gs:-129(,%r15,8)
	rorl	$255, -129(%r12)
	rorl	$255, %gs:-129(%rip)
	rorl	$127, -128(%rdx,%r12,4)
	rorl	$158, -2147483648
	rorl	%ebx
	rorl	%esi
	rorl	%r15d
	rorl	%eax
	rorl	%cl, %r8d
	rorl	%cl, %ecx
	rorl	%cl, %r8d
	rorl	%cl, %ecx
	rorl	$95, %r11d
	rorl	$2, %r8d
	rorl	$0, %r9d
	rorl	$0, %r9d
	rorq	1(%r13,%r13)
	rorq	127(%rsi,%rax,2)
	rorq	-2147483648(,%rdx)
	rorq	-128(%rcx)
	rorq	%cl, 1(,%r14,8)
	rorq	%cl, 1(%rbp,%r14,2)
	rorq	%cl, -1(%r9,%r9,2)
	rorq	%cl, 2147483647(%rdx)
	rorq	$33, -129(%r15,%rsi,2)
	rorq	$190, 2147483647(%rbx,%rdi,4)
	rorq	$0, 1
	rorq	$0, %gs:-1(%r8,%rsi,2)
	rorq	%r12
	rorq	%r14
	rorq	%r14
	rorq	%rdx
	rorq	%cl, %rcx
	rorq	%cl, %rdx
	rorq	%cl, %r11
	rorq	%cl, %r12
	rorq	$210, %r12
	rorq	$117, %rbx
	rorq	$128, %r10
	rorq	$0, %r15
	rorb	128(%r8,%rcx,8)
	rorb	-128(%rdx,%rcx,2)
	rorb	127(%rip)
	rorb	(%rdx)
	rorb	%cl, -128(%rax,%rbp,4)
	rorb	%cl, %gs:128(%r14)
	rorb	%cl, 128(%r14,%r12,4)
	rorb	%cl, %fs:1(%rbx,%r13,8)
	rorb	$185, %fs:-128(%rdx,%r11)
	rorb	$2, 127(%rcx)
	rorb	$86, %fs:2147483647
	rorb	$0, 127(%r14,%r10,8)
	rorb	%dl
	rorb	%al
	rorb	%r8b
	rorb	%bpl
	rorb	%cl, %r11b
	rorb	%cl, %al
	rorb	%cl, %ch
	rorb	%cl, %sil
	rorb	$0, %bh
	rorb	$63, %r11b
	rorb	$116, %ch
	rorb	$2, %r10b
	rorxl	$128, %gs:-2147483648(%rsi), %ecx
	rorxl	$255, 128(%r8,%r15), %ebx
	rorxl	$75, %gs:2147483647(%rbp), %ebx
	rorxl	$128, %fs:2147483647(%r13), %ebx
	rorxl	$255, %ebx, %r10d
	rorxl	$139, %r9d, %esp
	rorxl	$128, %r10d, %r12d
	rorxl	$128, %r15d, %r15d
	rorxq	$136, 1(%rbx), %rbp
	rorxq	$128, -128(%rbx,%r8,8), %r10
	rorxq	$255, -1(%r15,%r14), %r13
	rorxq	$206, %fs:-2147483648(%rbp), %rbp
	rorxq	$128, %r13, %rsi
	rorxq	$128, %r15, %r15
	rorxq	$149, %rbx, %r11
	rorxq	$0, %rbp, %rbx
	roundpd	$78, 2147483647(%r8,%r10,8), %xmm6
	roundpd	$211, %gs:2147483647(%r15), %xmm11
	roundpd	$255, 1(%r10), %xmm10
	roundpd	$0, -129(%rip), %xmm13
	roundpd	$0, %xmm4, %xmm3
	roundpd	$182, %xmm8, %xmm9
	roundpd	$226, %xmm10, %xmm11
	roundpd	$139, %xmm14, %xmm1
	roundps	$128, %fs:127(%r8), %xmm15
	roundps	$2, -2147483648(%r10,%r13,8), %xmm9
	roundps	$1, -129(,%r12), %xmm6
	roundps	$100, %gs:2147483647(%r14,%r9,4), %xmm6
	roundps	$128, %xmm13, %xmm1
	roundps	$36, %xmm4, %xmm3
	roundps	$130, %xmm8, %xmm2
	roundps	$128, %xmm3, %xmm12
	roundsd	$232, -1(%r11), %xmm8
	roundsd	$255, 127(%rax), %xmm12
	roundsd	$132, -1(%rdi,%rdi), %xmm7
	roundsd	$255, %fs:127(%r14,%r15,4), %xmm1
	roundsd	$120, %xmm1, %xmm3
	roundsd	$128, %xmm6, %xmm2
	roundsd	$128, %xmm13, %xmm11
	roundsd	$255, %xmm2, %xmm11
	roundss	$128, %gs:1, %xmm11
	roundss	$255, %gs:127(%rcx,%rbp), %xmm10
	roundss	$1, %gs:-129(%rdx), %xmm10
	roundss	$255, %gs:127(%rsi,%r9,2), %xmm8
	roundss	$220, %xmm4, %xmm8
	roundss	$108, %xmm2, %xmm10
	roundss	$1, %xmm9, %xmm2
	roundss	$128, %xmm11, %xmm0
	rsm
	rsm
	rsm
	rsm
	rsqrtps	-2147483648(%rsp,%rbx), %xmm10
	rsqrtps	%gs:127(%rip), %xmm1
	rsqrtps	-2147483648(%r13,%rax,8), %xmm1
	rsqrtps	%gs:1(%r10), %xmm6
	rsqrtps	%xmm13, %xmm0
	rsqrtps	%xmm5, %xmm2
	rsqrtps	%xmm3, %xmm8
	rsqrtps	%xmm2, %xmm11
	rsqrtss	2147483647(%rdi,%r13,8), %xmm0
	rsqrtss	%fs:-2147483648(%r12), %xmm6
	rsqrtss	127(,%r12), %xmm0
	rsqrtss	-1(%r13), %xmm15
	rsqrtss	%xmm4, %xmm4
	rsqrtss	%xmm9, %xmm1
	rsqrtss	%xmm1, %xmm3
	rsqrtss	%xmm9, %xmm6
	rstorssp	1
	rstorssp	1(%r9,%rax)
	rstorssp	-128(%r11,%rdx,4)
	rstorssp	-128(%r13)
	sahf
	sahf
	sahf
	sahf
	sarw	%fs:-128(%rbx,%r9)
	sarw	%fs:127(%rcx,%rax,8)
	sarw	1(%r8)
	sarw	(%rdx,%rsi)
	sarw	%cl, %gs:-2147483648(%r11,%r15,2)
	sarw	%cl, %fs:-129(%rdx)
	sarw	%cl, %gs:-129(%rsi)
	sarw	%cl, 2147483647(%r15)
	sarw	$186, -1(%r13,%r9,8)
	sarw	$244, -128(%rcx,%r8,2)
	sarw	$68, 128(%r9)
	sarw	$20, 2147483647(%rsp,%r12,4)
	sarw	%bp
	sarw	%cx
	sarw	%r14w
	sarw	%bp
	sarw	%cl, %ax
	sarw	%cl, %ax
	sarw	%cl, %r9w
	sarw	%cl, %cx
	sarw	$0, %ax
	sarw	$0, %sp
	sarw	$0, %bp
	sarw	$127, %di
	sarl	-129(%rbp,%r13,2)
	sarl	(%r8)
	sarl	%fs:1(%r11)
	sarl	-129(%r8)
	sarl	%cl, 0
	sarl	%cl, -129
	sarl	%cl, -2147483648(%r13,%rdi,2)
	sarl	%cl, %gs:127
	sarl	$127, -128(%r8)
	sarl	$60, 127(%r12,%rbx,2)
	sarl	$103, -1(%r8)
	sarl	$0, 1(%rsp)
	sarl	%r14d
	sarl	%esp
	sarl	%ecx
	sarl	%ebx
	sarl	%cl, %eax
	sarl	%cl, %r14d
	sarl	%cl, %esi
	sarl	%cl, %r9d
	sarl	$239, %edx
	sarl	$212, %eax
	sarl	$139, %r14d
	sarl	$7, %r15d
	sarq	%fs:-128(%rdx)
	sarq	127(%r13,%rdx,8)
	sarq	(%r12)
	sarq	2147483647(%rip)
	sarq	%cl, -129
	sarq	%cl, %gs:(,%rcx,2)
	sarq	%cl, 127(%rip)
	sarq	%cl, (%rax)
	sarq	$0, -129(%r14)
	sarq	$229, 127(%rip)
	sarq	$165, -129(,%r13,8)
	sarq	$0, 128(%rbx,%rdi,2)
	sarq	%r8
	sarq	%rdi
	sarq	%r12
	sarq	%rdi
	sarq	%cl, %r11
	sarq	%cl, %rbx
	sarq	%cl, %rcx
	sarq	%cl, %rsi
	sarq	$255, %r12
	sarq	$100, %rcx
	sarq	$255, %r12
	sarq	$88, %rbp
	sarb	%gs:2147483647(%rip)
	sarb	-128(%r15)
	sarb	%fs:-128
	sarb	127(%r15)
	sarb	%cl, 127(,%rsi,8)
	sarb	%cl, -2147483648(%r15,%r13)
	sarb	%cl, %fs:-128(%rax)
	sarb	%cl, 1(%rbp,%rax,2)
	sarb	$2, -2147483648(%rax,%rdx)
	sarb	$27, -129(%rip)
	sarb	$255, (%rbx)
	sarb	$255, 1(%rcx)
	sarb	%r14b
	sarb	%r14b
	sarb	%r9b
	sarb	%sil
	sarb	%cl, %r14b
	sarb	%cl, %r9b
	sarb	%cl, %al
	sarb	%cl, %dh
	sarb	$0, %bh
	sarb	$208, %bl
	sarb	$89, %r15b
	sarb	$0, %r10b
	sarxl	%r15d, (%rip), %r15d
	sarxl	%r8d, 128(%rdx), %r10d
	sarxl	%ebp, 127(%r9,%r14,8), %ebp
	sarxl	%esp, -2147483648(%r9,%r9,4), %r14d
	sarxl	%esi, %esi, %esi
	sarxl	%ecx, %r10d, %esp
	sarxl	%ecx, %esp, %r14d
	sarxl	%r11d, %edi, %r13d
	sarxq	%rcx, 128, %r11
	sarxq	%rsp, -129(%rax), %rsi
	sarxq	%rdx, %gs:-2147483648(%r13), %rsp
	sarxq	%rdx, 1(%rsp,%r14,2), %r15
	sarxq	%rdi, %r14, %rsi
	sarxq	%r8, %r12, %r10
	sarxq	%rdi, %r10, %r8
	sarxq	%r8, %r10, %rbp
	saveprevssp
	saveprevssp
	saveprevssp
	saveprevssp
	sbbw	$128, %ax
	sbbw	$-32768, %ax
	sbbw	$-9188, %ax
	sbbw	$15284, %ax
	sbbw	$65535, %gs:-1(%rdi,%rdi,4)
	sbbw	$-15608, 127(%rax,%rbp)
	sbbw	$-12547, 2147483647(%rbx)
	sbbw	$-11698, %gs:-1(%r10)
	sbbw	$-97, (%r10,%rax,4)
	sbbw	$127, %fs:-128(%rdi,%r15,2)
	sbbw	$-97, 2147483647(%rdi)
	sbbw	$77, 2147483647
	sbbw	%r8w, 2147483647(%r11)
	sbbw	%si, 128
	sbbw	%r13w, %gs:(%r14,%rbp,8)
	sbbw	%r11w, %gs:-128(%r13,%rax,4)
	sbbw	$-32768, %r12w
	sbbw	$49902, %r11w
	sbbw	$255, %r12w
	sbbw	$51076, %si
	sbbw	$-128, %r14w
	sbbw	$65408, %dx
	sbbw	$-17, %r8w
	sbbw	$65446, %r11w
	sbbw	-1(%r12,%r12,8), %r12w
	sbbw	-128, %ax
	sbbw	-1(%rbp,%r9,4), %bx
	sbbw	(%r13,%r10,8), %si
	sbbw	%r12w, %cx
	sbbw	%r13w, %r13w
	sbbw	%ax, %si
	sbbw	%r13w, %ax
	sbbl	$255, %eax
	sbbl	$-262930713, %eax
	sbbl	$4074710584, %eax
	sbbl	$-129, %eax
	sbbl	$-2147483648, -2147483648(%rsi,%r8,8)
	sbbl	$256, -128(%rsp,%rdx,2)
	sbbl	$2, %gs:1(%r14,%r9,4)
	sbbl	$-2147483648, 128(%r11,%rbp,2)
	sbbl	$87, 0
	sbbl	$127, 1(%r9,%r14)
	sbbl	$-10, %gs:-129(%r9,%r13,2)
	sbbl	$1, -1(,%rsi,8)
	sbbl	%ebp, 128(%rdi,%rax,8)
	sbbl	%esp, (%rbp,%rcx)
	sbbl	%ecx, -128(,%r12,2)
	sbbl	%r14d, -129(%rdi,%r8,4)
	sbbl	$11966665, %r10d
	sbbl	$65535, %ebp
	sbbl	$-2147483648, %esp
	sbbl	$2147483647, %r8d
	sbbl	$4294967241, %r15d
	sbbl	$4294967269, %edx
	sbbl	$-1, %edi
	sbbl	$127, %edi
	sbbl	127(%rdx,%r15), %eax
	sbbl	-128(%r15), %esi
	sbbl	1(%r9), %esi
	sbbl	%fs:-128(%r15,%r12,8), %r14d
	sbbl	%r10d, %edi
	sbbl	%edx, %esi
	sbbl	%r15d, %r11d
	sbbl	%edx, %r10d
	sbbq	$65536, %rax
	sbbq	$2147483647, %rax
	sbbq	$-129, %rax
	sbbq	$-1, %rax
	sbbq	$-1, %gs:-129(%rbx,%r13,2)
	sbbq	$-1282355936, -129(%r14)
	sbbq	$-1, %gs:-2147483648(%rcx)
	sbbq	$256, -2147483648(%r11)
	sbbq	$27, %fs:127(%rbp,%r13,4)
	sbbq	$10, %fs:(%r15,%rcx)
	sbbq	$19, %gs:1(%rbx)
	sbbq	$-1, -1(,%rax,8)
	sbbq	%rbx, 2147483647(%rdx)
	sbbq	%r8, 127(%rbp)
	sbbq	%rbp, 128
	sbbq	%r15, -128(%rsp)
	sbbq	$32768, %rbx
	sbbq	$65536, %r14
	sbbq	$-2147483648, %r14
	sbbq	$-2147483648, %r10
	sbbq	$77, %rdx
	sbbq	$-84, %rdi
	sbbq	$-128, %r11
	sbbq	$-80, %rdx
	sbbq	%gs:2147483647(%r13), %r12
	sbbq	%gs:-2147483648(%r11), %r12
	sbbq	%gs:-129(%rip), %rdx
	sbbq	(%rip), %rsi
	sbbq	%rdi, %rcx
	sbbq	%rbx, %r10
	sbbq	%r8, %r11
	sbbq	%r8, %rsi
	sbbb	$-1, %al
	sbbb	$242, %al
	sbbb	$1, %al
	sbbb	$255, %al
	sbbb	$45, 1(%rsi)
	sbbb	$-69, -129(%rbx,%rbx,8)
	sbbb	$-12, -129(%r9)
	sbbb	$255, %gs:128(%r9,%r15,4)
	sbbb	%dil, 127(%r15,%r12)
	sbbb	%r12b, -128(%rax,%rbx)
	sbbb	%r12b, -1(%r15)
	sbbb	%r14b, %fs:(%r9,%r14)
	sbbb	$-61, %spl
	sbbb	$128, %r8b
	sbbb	$-1, %ch
	sbbb	$255, %spl
	sbbb	-2147483648(%r11), %cl
	sbbb	127(%r11), %bl
	sbbb	-1(%r8), %bpl
	sbbb	-128(%rbp), %r8b
	sbbb	%r8b, %dl
	sbbb	%r15b, %r15b
	sbbb	%r9b, %r14b
	sbbb	%dil, %r10b
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%edi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%edi), %al
	scasb	%es:(%rdi), %al
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%edi), %eax
	scasl	%es:(%edi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%edi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%edi), %rax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%edi), %ax
	scasw	%es:(%edi), %ax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%rdi), %ax
	seamcall
	seamcall
	seamcall
	seamcall
	seamops
	seamops
	seamops
	seamops
	seamret
	seamret
	seamret
	seamret
	senduipi	%r15
	senduipi	%rcx
	senduipi	%r9
	senduipi	%rbx
	serialize
	serialize
	serialize
	serialize
	setae	127(%rdx,%rbx,2)
	setae	2147483647(%rbp)
	setae	-128(%r13)
	setae	-129(,%r12,4)
	setae	%dil
	setae	%r12b
	setae	%dil
	setae	%r10b
	seta	1(%rsi,%rdx)
	seta	(%rbp,%rdx)
	seta	%fs:-2147483648(%rsi)
	seta	%fs:-129(%r10)
	seta	%al
	seta	%spl
	seta	%sil
	seta	%r10b
	setbe	%gs:2147483647(%rbx)
	setbe	2147483647(%r11)
	setbe	1(%rbx)
	setbe	%gs:1(%rax)
	setbe	%bpl
	setbe	%dl
	setbe	%r9b
	setbe	%ah
	setb	-1(,%r9,8)
	setb	1(,%rdx,2)
	setb	(%rsp)
	setb	%gs:-129(%r14,%rdx,2)
	setb	%dh
	setb	%ch
	setb	%r13b
	setb	%r13b
	sete	-129(%rbx)
	sete	%fs:128(%rax,%rsi,8)
	sete	%gs:1(%r9)
	sete	128(%rcx,%rax,8)
	sete	%r8b
	sete	%r13b
	sete	%spl
	sete	%r13b
	setge	127(%r15)
	setge	-1(%rbp,%rdi,4)
	setge	127(,%r15)
	setge	1(%rbx)
	setge	%r15b
	setge	%r11b
	setge	%bh
	setge	%r10b
	setg	-2147483648(%rax)
	setg	-128(%r14,%rcx)
	setg	1(%r14,%r10,2)
	setg	-128(%rip)
	setg	%ch
	setg	%dil
	setg	%al
	setg	%sil
	setle	%fs:1(%r12,%rcx,4)
	setle	-128(%rbx)
	setle	(%r9,%rdx,2)
	setle	%gs:1(%r11,%rax,4)
	setle	%bpl
	setle	%bl
	setle	%r13b
	setle	%bpl
	setl	127(%r13)
	setl	-129(%r11,%rsi,2)
	setl	%fs:127(%rdi)
	setl	-1(%rdx)
	setl	%r8b
	setl	%ch
	setl	%r15b
	setl	%spl
	setne	128
	setne	127(%r13,%r12,4)
	setne	2147483647(%r8,%rbx)
	setne	-2147483648(%r12)
	setne	%r8b
	setne	%dh
	setne	%r14b
	setne	%r9b
	setno	-1
	setno	%fs:2147483647(%r9,%r9,4)
	setno	-2147483648(%r13,%rdx,4)
	setno	128(%rax,%r13,4)
	setno	%cl
	setno	%bh
	setno	%r8b
	setno	%r12b
	setnp	%gs:128(%rax,%rax,4)
	setnp	%fs:1(%rdx)
	setnp	-128(,%rbp,4)
	setnp	%gs:-129(%r9)
	setnp	%bh
	setnp	%al
	setnp	%r12b
	setnp	%cl
	setns	%gs:1(%rsp,%r9)
	setns	%fs:-129(%r9,%rax,4)
	setns	128(%r15)
	setns	1(%rip)
	setns	%r12b
	setns	%r10b
	setns	%ch
	setns	%al
	seto	2147483647(%r15)
	seto	%fs:127(%rbp,%rax,2)
	seto	%fs:-2147483648(%r9,%rdi,2)
	seto	1
	seto	%cl
	seto	%spl
	seto	%r10b
	seto	%ch
	setp	%gs:2147483647(%rip)
	setp	2147483647(%r13)
	setp	(%rdi,%rdi,2)
	setp	128(%rcx,%r15)
	setp	%r9b
	setp	%al
	setp	%r12b
	setp	%ah
	setssbsy
	setssbsy
	setssbsy
	setssbsy
	sets	(%r15,%r9,2)
	sets	%fs:2147483647(,%rsi)
	sets	%fs:127(%rdi)
	sets	-1(%rdi)
	sets	%dil
	sets	%r13b
	sets	%dh
	sets	%dh
	sfence
	sfence
	sfence
	sfence
	sgdtq	%gs:128(%r9)
	sgdtq	1
	sgdtq	-128(%rsp)
	sgdtq	-2147483648(%rdx,%r8,8)
	sha1msg1	%fs:-2147483648(%rsi,%rdi), %xmm7
	sha1msg1	%gs:(,%rbp,2), %xmm0
	sha1msg1	%gs:128(%r9), %xmm9
	sha1msg1	127(%r15), %xmm7
	sha1msg1	%xmm10, %xmm10
	sha1msg1	%xmm9, %xmm10
	sha1msg1	%xmm5, %xmm3
	sha1msg1	%xmm2, %xmm9
	sha1msg2	-2147483648(%rdx), %xmm3
	sha1msg2	128(%rsp), %xmm12
	sha1msg2	-1(%rbx,%r14,2), %xmm5
	sha1msg2	2147483647(%r8,%r9), %xmm12
	sha1msg2	%xmm7, %xmm13
	sha1msg2	%xmm12, %xmm11
	sha1msg2	%xmm9, %xmm4
	sha1msg2	%xmm2, %xmm4
	sha1nexte	%fs:128(%r13,%r12), %xmm4
	sha1nexte	2147483647(%r10), %xmm6
	sha1nexte	2147483647(%r8,%r15,2), %xmm13
	sha1nexte	%fs:128(%rsi), %xmm4
	sha1nexte	%xmm14, %xmm13
	sha1nexte	%xmm5, %xmm4
	sha1nexte	%xmm1, %xmm3
	sha1nexte	%xmm7, %xmm11
	sha1rnds4	$1, (,%r15,2), %xmm1
	sha1rnds4	$56, -129(%r14,%rdi), %xmm11
	sha1rnds4	$128, 2147483647(%r9), %xmm1
	sha1rnds4	$0, 127(%rbx), %xmm7
	sha1rnds4	$250, %xmm2, %xmm0
	sha1rnds4	$246, %xmm2, %xmm14
	sha1rnds4	$50, %xmm13, %xmm15
	sha1rnds4	$127, %xmm7, %xmm10
	sha256msg1	1(%rdx,%r15,8), %xmm1
	sha256msg1	(,%rcx,2), %xmm11
	sha256msg1	%gs:-2147483648(%rcx,%rsi,8), %xmm14
	sha256msg1	%gs:(%r15,%r11,4), %xmm7
	sha256msg1	%xmm12, %xmm9
	sha256msg1	%xmm12, %xmm14
	sha256msg1	%xmm3, %xmm14
	sha256msg1	%xmm0, %xmm1
	sha256msg2	%gs:128(%r9,%r14), %xmm3
	sha256msg2	1(%rbp,%r11,2), %xmm9
	sha256msg2	-1(%rdx,%r10,8), %xmm2
	sha256msg2	%fs:127(%rip), %xmm3
	sha256msg2	%xmm0, %xmm13
	sha256msg2	%xmm8, %xmm7
	sha256msg2	%xmm7, %xmm4
	sha256msg2	%xmm3, %xmm9
	sha256rnds2	%xmm0, (%r14), %xmm13
	sha256rnds2	%xmm0, %fs:-1(%r10), %xmm3
	sha256rnds2	%xmm0, %fs:-128(%rbx,%rdi), %xmm8
	sha256rnds2	%xmm0, 1(%rcx), %xmm6
	sha256rnds2	%xmm0, %xmm14, %xmm6
	sha256rnds2	%xmm0, %xmm15, %xmm12
	sha256rnds2	%xmm0, %xmm0, %xmm6
	sha256rnds2	%xmm0, %xmm8, %xmm2
	shlw	%fs:1(%rbp)
	shlw	%gs:2147483647(%rsp,%r8,4)
	shlw	%gs:-128(%r8,%r11,4)
	shlw	%gs:-1(%r11)
	shlw	%cl, %gs:-129(%rax,%r14,8)
	shlw	%cl, -2147483648(,%rax,4)
	shlw	%cl, 2147483647(%r8,%r13,2)
	shlw	%cl, -1(%rbx,%rbx,8)
	shlw	$2, 128(%rdx,%r10,2)
	shlw	$54, %fs:-1
	shlw	$255, -2147483648(%r8)
	shlw	$0, -1(%rcx,%r9,2)
	shlw	%dx
	shlw	%r10w
	shlw	%r13w
	shlw	%r12w
	shlw	%cl, %di
	shlw	%cl, %r9w
	shlw	%cl, %bp
	shlw	%cl, %bp
	shlw	$0, %r10w
	shlw	$50, %r10w
	shlw	$120, %r12w
	shlw	$0, %dx
	shll	%gs:-1(%r10,%r10,2)
	shll	-2147483648(%rbx,%r11,2)
	shll	128(%rdi)
	shll	-129(%r8)
	shll	%cl, %fs:127(%rbp,%r12,8)
	shll	%cl, -1
	shll	%cl, -129(%rdx)
	shll	%cl, %gs:128(%rip)
	shll	$0, (%rbx,%rbp,2)
	shll	$191, 127(%rbx,%rcx)
	shll	$128, %fs:127(%r9)
	shll	$0, -1(%r12)
	shll	%r11d
	shll	%edi
	shll	%r8d
	shll	%r15d
	shll	%cl, %ecx
	shll	%cl, %r15d
	shll	%cl, %edx
	shll	%cl, %eax
	shll	$7, %r10d
	shll	$127, %edi
	shll	$144, %ecx
	shll	$55, %r15d
	shlq	%gs:127(%rcx,%rbx)
	shlq	(%r14,%r10,4)
	shlq	128(%rbp)
	shlq	-128(%r13)
	shlq	%cl, %gs:-129(%rip)
	shlq	%cl, %fs:(%r13)
	shlq	%cl, (%rbx)
	shlq	%cl, (%r15)
	shlq	$118, %fs:-2147483648(%rbx,%rbp,2)
	shlq	$47, -2147483648(%rax)
	shlq	$255, -2147483648(,%r15,8)
	shlq	$255, 2147483647(%r15,%r15,4)
	shlq	%r10
	shlq	%r14
	shlq	%r9
	shlq	%rax
	shlq	%cl, %r12
	shlq	%cl, %rax
	shlq	%cl, %rdi
	shlq	%cl, %r9
	shlq	$9, %r8
	shlq	$47, %rsp
	shlq	$38, %rbp
	shlq	$170, %rcx
	shlb	2147483647(%r8,%rax,8)
	shlb	-2147483648
	shlb	2147483647(%r15)
	shlb	-128(%rsi)
	shlb	%cl, %gs:128(%rsi,%r14,2)
	shlb	%cl, -129(%r13)
	shlb	%cl, %fs:1(%rdx)
	shlb	%cl, -128(%r14)
	shlb	$0, -1(%rdx,%r13)
	shlb	$116, -1(%r15)
	shlb	$204, %fs:2147483647(%r14,%r8,4)
	shlb	$255, 127(%rip)
	shlb	%r8b
	shlb	%bh
	shlb	%bpl
	shlb	%dil
	shlb	%cl, %dl
	shlb	%cl, %spl
	shlb	%cl, %dh
	shlb	%cl, %r9b
	shlb	$255, %ah
	shlb	$255, %bpl
	shlb	$93, %dl
	shlb	$53, %al
	shldw	%cl, %cx, -129(,%r10,4)
	shldw	%cl, %r10w, 1(%r14,%rbx,2)
	shldw	%cl, %di, %fs:-1(%rdi)
	shldw	%cl, %sp, %fs:-2147483648(%r14,%rbx)
	shldw	$0, %r11w, 128(%r15,%r8,2)
	shldw	$16, %r12w, -128(%r10,%rbp,4)
	shldw	$1, %di, 127(%r14)
	shldw	$255, %bx, 128(%r10,%r15,4)
	shldw	%cl, %bx, %di
	shldw	%cl, %di, %dx
	shldw	%cl, %di, %r12w
	shldw	%cl, %si, %si
	shldw	$0, %r13w, %r9w
	shldw	$213, %dx, %r9w
	shldw	$255, %r14w, %cx
	shldw	$1, %r8w, %dx
	shldl	%cl, %r10d, 2147483647(%r8,%r11,8)
	shldl	%cl, %eax, -129(%r9,%r12,8)
	shldl	%cl, %r9d, 127(,%rax,2)
	shldl	%cl, %ecx, %fs:2147483647(%r11,%r15,4)
	shldl	$122, %r8d, 128(%rsi)
	shldl	$1, %ecx, %fs:-129(%r11,%r9)
	shldl	$149, %r15d, 128(%r15,%rbx,8)
	shldl	$14, %esi, 1(%r12)
	shldl	%cl, %r13d, %esi
	shldl	%cl, %edi, %r13d
	shldl	%cl, %r15d, %edx
	shldl	%cl, %ebx, %r8d
	shldl	$255, %r12d, %r12d
	shldl	$2, %r12d, %r15d
	shldl	$0, %edi, %ebx
	shldl	$211, %ebx, %r10d
	shldq	%cl, %rbx, %gs:2147483647
	shldq	%cl, %rsi, %fs:-129(%rbx,%r11)
	shldq	%cl, %r11, -1(%rcx,%r9,8)
	shldq	%cl, %r14, %gs:-129(,%rax,8)
	shldq	$92, %rbx, -128(%rax)
	shldq	$255, %r9, %gs:1(%r10)
	shldq	$155, %r9, 127(%r10)
	shldq	$76, %rdx, -1
	shldq	%cl, %rbp, %rbp
	shldq	%cl, %rsp, %rbp
	shldq	%cl, %r15, %r13
	shldq	%cl, %r11, %r12
	shldq	$0, %rcx, %rax
	shldq	$235, %rbx, %rdi
	shldq	$255, %r14, %rdx
	shldq	$0, %r10, %rbx
	shlxl	%ecx, -129(%r13,%r15,4), %ecx
	shlxl	%ebp, -128(%r14,%rbx), %esi
	shlxl	%ebp, 1(%rip), %r14d
	shlxl	%r12d, %fs:-2147483648(%r11,%rcx,8), %r12d
	shlxl	%edx, %r11d, %eax
	shlxl	%r13d, %ebp, %r9d
	shlxl	%r8d, %r13d, %ecx
	shlxl	%eax, %r11d, %r11d
	shlxq	%rdx, 127(%rdi,%rdi,2), %rdx
	shlxq	%rsi, -128(%rbp), %rbx
	shlxq	%r9, -2147483648, %r12
	shlxq	%rbx, 128(%rcx,%r11,4), %rsp
	shlxq	%rbp, %rcx, %r13
	shlxq	%rbx, %rbx, %r10
	shlxq	%r8, %rdx, %r11
	shlxq	%rax, %r8, %rbp
	shrw	-129(%rip)
	shrw	1(%rsp,%r12,8)
	shrw	(%rcx)
	shrw	%gs:128(%r14,%rdx,8)
	shrw	%cl, 1(%rdx,%r13,4)
	shrw	%cl, 127(%r11)
	shrw	%cl, %gs:1(%rdx,%r10,2)
	shrw	%cl, %gs:2147483647(%rbx,%rbp)
	shrw	$255, %gs:1
	shrw	$0, -129(%rbp)
	shrw	$255, 128(%rbp,%rbp,2)
	shrw	$0, -129(%r8)
	shrw	%r12w
	shrw	%r9w
	shrw	%bp
	shrw	%r12w
	shrw	%cl, %r13w
	shrw	%cl, %dx
	shrw	%cl, %ax
	shrw	%cl, %dx
	shrw	$0, %bp
	shrw	$2, %r12w
	shrw	$60, %r15w
	shrw	$0, %r12w
	shrl	%gs:-2147483648(%rbx,%rdx,8)
	shrl	-1(%rdx,%r10,4)
	shrl	-128(%rdi)
	shrl	%fs:-1(,%rbp,2)
	shrl	%cl, -2147483648(%rsi,%r11,4)
	shrl	%cl, -128(%r9,%r9)
	shrl	%cl, -1(%r8)
	shrl	%cl, -128(%rsp,%rbp,2)
	shrl	$45, %gs:(%rbp,%r14,8)
	shrl	$66, 127(%rip)
	shrl	$116, 1(%rdi,%rbx,2)
	shrl	$255, %fs:(%rdx,%r9,8)
	shrl	%ecx
	shrl	%ebp
	shrl	%r13d
	shrl	%edi
	shrl	%cl, %r8d
	shrl	%cl, %ebp
	shrl	%cl, %r10d
	shrl	%cl, %ebx
	shrl	$255, %r15d
	shrl	$255, %r12d
	shrl	$255, %ecx
	shrl	$6, %esp
	shrq	127(%r10)
	shrq	1(%r14,%r12,2)
	shrq	128(%rdi)
	shrq	-128(%rbp,%rbp,2)
	shrq	%cl, %fs:127(%rdi,%rsi,4)
	shrq	%cl, (%rip)
	shrq	%cl, %fs:127(%r9,%r8)
	shrq	%cl, %fs:-2147483648(%rdi)
	shrq	$120, -2147483648(%rbx,%rbx)
	shrq	$246, %fs:1(%r14)
	shrq	$143, -2147483648(%r13,%rdi,8)
	shrq	$2, 128(%r8)
	shrq	%rbx
	shrq	%r10
	shrq	%rsi
	shrq	%rdi
	shrq	%cl, %rax
	shrq	%cl, %r15
	shrq	%cl, %rsp
	shrq	%cl, %r14
	shrq	$173, %r12
	shrq	$89, %rdx
	shrq	$157, %rcx
	shrq	$77, %rcx
	shrb	(%rbx,%r13,2)
	shrb	(%rbx,%rdx,8)
	shrb	%gs:-129(%r13,%r12)
	shrb	%gs:-128(%rcx)
	shrb	%cl, -2147483648(%rip)
	shrb	%cl, 128(%rcx)
	shrb	%cl, %gs:-2147483648(%r8,%rdx,8)
	shrb	%cl, -2147483648
	shrb	$0, 127(%rbp,%rsi,2)
	shrb	$150, %gs:2147483647(%r9,%r13,8)
	shrb	$26, %fs:128(%rsp)
	shrb	$170, 2147483647(%rsp,%rcx,4)
	shrb	%bpl
	shrb	%r9b
	shrb	%r8b
	shrb	%r12b
	shrb	%cl, %ah
	shrb	%cl, %r10b
	shrb	%cl, %r8b
	shrb	%cl, %r13b
	shrb	$12, %dl
	shrb	$255, %cl
	shrb	$0, %bl
	shrb	$2, %spl
	shrdw	%cl, %r8w, 1(%r9)
	shrdw	%cl, %r12w, 2147483647(,%rsi)
	shrdw	%cl, %si, 128(%rbp)
	shrdw	%cl, %r15w, %gs:(%r13)
	shrdw	$0, %di, 1(%rdi,%rax,4)
	shrdw	$255, %r12w, -128(%r8,%r11,4)
	shrdw	$0, %r15w, -2147483648(%rsi)
	shrdw	$194, %cx, %fs:-1(%rdi,%r13,8)
	shrdw	%cl, %r13w, %r11w
	shrdw	%cl, %sp, %r12w
	shrdw	%cl, %bp, %r13w
	shrdw	%cl, %r14w, %si
	shrdw	$255, %cx, %bp
	shrdw	$53, %bp, %bx
	shrdw	$0, %r13w, %r11w
	shrdw	$233, %r8w, %r11w
	shrdl	%cl, %r10d, %gs:-128(,%rcx,8)
	shrdl	%cl, %edx, -2147483648(%rip)
	shrdl	%cl, %r15d, -2147483648(%rdx)
	shrdl	%cl, %r14d, 2147483647(%rbp)
	shrdl	$255, %r13d, 128(%r11)
	shrdl	$46, %r12d, -129(%r11,%r14)
	shrdl	$0, %edi, %fs:-1(,%r15,8)
	shrdl	$1, %r15d, %fs:1(%r12,%rbx,8)
	shrdl	%cl, %r15d, %r13d
	shrdl	%cl, %r15d, %ecx
	shrdl	%cl, %r9d, %r10d
	shrdl	%cl, %edi, %r14d
	shrdl	$37, %ebp, %ebx
	shrdl	$97, %r12d, %ebp
	shrdl	$0, %r13d, %edi
	shrdl	$255, %r10d, %ecx
	shrdq	%cl, %rdi, (%rbx)
	shrdq	%cl, %rsi, %fs:(%rax)
	shrdq	%cl, %r10, -128(%rdx)
	shrdq	%cl, %rbp, -128(%r14)
	shrdq	$162, %rbx, %fs:-129(%rsp,%r12,8)
	shrdq	$158, %rdi, -128(%r14)
	shrdq	$255, %r15, -128(%rdi)
	shrdq	$0, %r9, -1(%rbx)
	shrdq	%cl, %rsp, %r10
	shrdq	%cl, %r11, %r10
	shrdq	%cl, %rdi, %r11
	shrdq	%cl, %r13, %rdx
	shrdq	$0, %rdx, %rdx
	shrdq	$255, %r13, %r9
	shrdq	$1, %r9, %r8
	shrdq	$250, %rsi, %r8
	shrxl	%r15d, 128(%r15), %r9d
	shrxl	%r14d, 1, %r8d
	shrxl	%eax, 1(%rsi,%rsi,8), %r14d
	shrxl	%r15d, %gs:(%r14), %r13d
	shrxl	%r8d, %r10d, %edi
	shrxl	%r10d, %ecx, %r10d
	shrxl	%r14d, %ebp, %edx
	shrxl	%r13d, %ebx, %r9d
	shrxq	%rax, -128(%rbp,%r8,2), %r14
	shrxq	%r8, -129(%r13,%r8), %r14
	shrxq	%rbp, 2147483647(%rcx,%r8,2), %r8
	shrxq	%rdi, -2147483648(%r15), %rsi
	shrxq	%r10, %r8, %r8
	shrxq	%r9, %rsi, %r13
	shrxq	%r14, %r15, %rsi
	shrxq	%r13, %rbp, %rcx
	shufpd	$176, -128(%r12,%r8,2), %xmm2
	shufpd	$255, 127(%rsi,%r8,2), %xmm4
	shufpd	$227, (%rcx), %xmm11
	shufpd	$255, 127(%rip), %xmm13
	shufpd	$136, %xmm0, %xmm11
	shufpd	$255, %xmm1, %xmm1
	shufpd	$51, %xmm6, %xmm12
	shufpd	$255, %xmm2, %xmm13
	shufps	$77, -129(%rsp,%r11), %xmm3
	shufps	$128, 127(%rcx,%rbx,8), %xmm13
	shufps	$4, -2147483648(%r12), %xmm9
	shufps	$128, 1(%rip), %xmm10
	shufps	$250, %xmm1, %xmm9
	shufps	$101, %xmm10, %xmm11
	shufps	$0, %xmm8, %xmm6
	shufps	$1, %xmm2, %xmm14
	sidtq	1(%r15)
	sidtq	2147483647(%rcx)
	sidtq	%gs:128(%r10)
	sidtq	127(%rsp,%r15,8)
	skinit
	skinit
	skinit
	skinit
	sldtw	%r14w
	sldtw	%r11w
	sldtw	%r11w
	sldtw	%si
	sldtl	%esp
	sldtl	%esp
	sldtl	%ebp
	sldtl	%r14d
	sldtq	%r8
	sldtq	%r12
	sldtq	%r9
	sldtq	%r13
	sldtw	2147483647(%rsp,%rdi,2)
	sldtw	1(%rsp,%rcx)
	sldtw	%fs:-129(%rcx,%r15,2)
	sldtw	-1(%rcx)
	slwpcb	%r13d
	slwpcb	%ecx
	slwpcb	%r15d
	slwpcb	%ebp
	slwpcb	%rcx
	slwpcb	%rbp
	slwpcb	%rsp
	slwpcb	%r12
	smsww	%ax
	smsww	%r12w
	smsww	%dx
	smsww	%r14w
	smswl	%eax
	smswl	%esi
	smswl	%edi
	smswl	%edi
	smswq	%rax
	smswq	%rbx
	smswq	%r13
	smswq	%r11
	smsww	127(%rsp)
	smsww	-128(%rbx,%rdx,8)
	smsww	1(%r15)
	smsww	-1(%r8)
	sqrtpd	-1(%r8,%rbp,4), %xmm1
	sqrtpd	(%r13,%r9), %xmm14
	sqrtpd	(%rax), %xmm5
	sqrtpd	-129(%r12,%r9,8), %xmm1
	sqrtpd	%xmm8, %xmm11
	sqrtpd	%xmm14, %xmm8
	sqrtpd	%xmm10, %xmm6
	sqrtpd	%xmm15, %xmm12
	sqrtps	2147483647(%rbp), %xmm2
	sqrtps	127(%rax), %xmm13
	sqrtps	127(%rsi), %xmm8
	sqrtps	-128(%r8,%rbx,8), %xmm3
	sqrtps	%xmm1, %xmm7
	sqrtps	%xmm3, %xmm12
	sqrtps	%xmm9, %xmm11
	sqrtps	%xmm3, %xmm9
	sqrtsd	127(%rcx), %xmm9
	sqrtsd	%fs:1(%r12,%rax), %xmm15
	sqrtsd	2147483647(%rax,%r15), %xmm3
	sqrtsd	%fs:-2147483648(%rip), %xmm10
	sqrtsd	%xmm2, %xmm12
	sqrtsd	%xmm7, %xmm9
	sqrtsd	%xmm0, %xmm6
	sqrtsd	%xmm15, %xmm6
	sqrtss	128(%rdi,%r14,2), %xmm6
	sqrtss	-128(%rsi), %xmm6
	sqrtss	(%r13,%r14,8), %xmm5
	sqrtss	-1(%rsi,%r15,8), %xmm14
	sqrtss	%xmm9, %xmm7
	sqrtss	%xmm4, %xmm5
	sqrtss	%xmm0, %xmm14
	sqrtss	%xmm3, %xmm10
	fsqrt
	fsqrt
	fsqrt
	fsqrt
	ss
	ss
	ss
	ss
	stac
	stac
	stac
	stac
	stc
	stc
	stc
	stc
	std
	std
	std
	std
	stgi
	stgi
	stgi
	stgi
	sti
	sti
	sti
	sti
	stmxcsr	0
	stmxcsr	%gs:127(%rsp,%rax,2)
	stmxcsr	-2147483648(%rax)
	stmxcsr	%gs:-2147483648(%r12,%r9,8)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%edi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%edi)
	stosl	%eax, %es:(%edi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%edi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%edi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%edi)
	stosw	%ax, %es:(%edi)
	strw	%di
	strw	%r9w
	strw	%dx
	strw	%dx
	strl	%r12d
	strl	%edx
	strl	%r15d
	strl	%edx
	strq	%r12
	strq	%rbx
	strq	%r9
	strq	%rax
	strw	%fs:128(%r8)
	strw	(%r15,%rbp,2)
	strw	%fs:(%rbp)
	strw	127(%r12,%rdx,2)
	sttilecfg	-1
	sttilecfg	-128(%rdi)
	sttilecfg	(%rax,%r13,4)
	sttilecfg	127(%rbp)
	stui
	stui
	stui
	stui
	fsts	-129(%r15)
	fsts	%gs:2147483647(%rdx,%rdx,2)
	fsts	-129(%r8,%r12)
	fsts	-2147483648(%r9,%r12)
	fstl	1(%rsp)
	fstl	1
	fstl	%gs:-1(%r13)
	fstl	2147483647(%rdi,%r10,2)
	fstps	-2147483648(%r10,%r10,4)
	fstps	128(%rcx)
	fstps	2147483647(%r8,%r15,2)
	fstps	-1(%r14)
	fstpl	(%rsi,%rsi,4)
	fstpl	-129(%r9,%r10,2)
	fstpl	%fs:-1(%rbp,%rbx,2)
	fstpl	-2147483648(%r13,%rsi,4)
	fstpt	%gs:(%r9)
	fstpt	-129(%rax)
	fstpt	127(%rip)
	fstpt	(%r13,%rcx,2)
	fstp	%st(7)
	fstp	%st(4)
	fstp	%st(3)
	fstp	%st(1)
	fst	%st(1)
	fst	%st(7)
	fst	%st(4)
	fst	%st(7)
	subw	$127, %ax
	subw	$65535, %ax
	subw	$53952, %ax
	subw	$32768, %ax
	subw	$255, 1(%r15)
	subw	$2, 127(%rdi)
	subw	$127, -128(%r12)
	subw	$-15862, %gs:-129(%rsp)
	subw	$-87, 128(,%r15)
	subw	$4, 1(%r15)
	subw	$127, %fs:(%r11,%r10,8)
	subw	$56, (%rax)
	subw	%si, -1(%rip)
	subw	%dx, -2147483648(%rax)
	subw	%sp, -1(%rsi)
	subw	%si, 1(%r15,%rbx,4)
	subw	$13037, %bx
	subw	$-32768, %r9w
	subw	$16403, %si
	subw	$37200, %ax
	subw	$-61, %r9w
	subw	$127, %dx
	subw	$53, %di
	subw	$1, %cx
	subw	%fs:-1(%r10,%r9,2), %dx
	subw	128(%rbx), %r8w
	subw	-1(,%r14,4), %r9w
	subw	128(%r9), %si
	subw	%r9w, %r8w
	subw	%cx, %di
	subw	%r14w, %bx
	subw	%r12w, %r9w
	subl	$4294967295, %eax
	subl	$3495923192, %eax
	subl	$32768, %eax
	subl	$4294967295, %eax
	subl	$4294967295, -129(%r13)
	subl	$1, %fs:(%r9)
	subl	$256, 127(%rdx)
	subl	$1, -2147483648(%rsp)
	subl	$35, %fs:128(%r15)
	subl	$-54, -128(%r8)
	subl	$4294967170, 2147483647(%r14,%rbp,8)
	subl	$4294967209, 128
	subl	%ebp, %fs:1(%rcx,%r14,2)
	subl	%eax, 1
	subl	%edx, 127(%r14,%r8,4)
	subl	%r14d, -1(%r8)
	subl	$4294967295, %edx
	subl	$0, %r9d
	subl	$32768, %r8d
	subl	$-129, %r9d
	subl	$4294967273, %edx
	subl	$127, %edx
	subl	$92, %edx
	subl	$-40, %ebx
	subl	127(%rdi), %r12d
	subl	127(%rdi,%r13,4), %ebp
	subl	-128, %r8d
	subl	2147483647(%rcx), %ebx
	subl	%r15d, %edi
	subl	%r12d, %edx
	subl	%r12d, %r12d
	subl	%r9d, %r9d
	subq	$2147483647, %rax
	subq	$2147483647, %rax
	subq	$1, %rax
	subq	$255, %rax
	subq	$2, -2147483648(%rbx)
	subq	$-129, 127(%r9)
	subq	$230973242, -1(%r13)
	subq	$-763357234, -2147483648
	subq	$-106, 128
	subq	$127, (,%rcx,2)
	subq	$-98, (%rip)
	subq	$35, %gs:-128(%r12,%r14,4)
	subq	%rdi, %fs:127(%r13)
	subq	%rbp, 2147483647(%r13)
	subq	%rbx, -129(%r9,%r10,2)
	subq	%r8, %gs:-1(%r13)
	subq	$-2147483648, %r8
	subq	$-2095942927, %r14
	subq	$65535, %r13
	subq	$1762738040, %r15
	subq	$-75, %r12
	subq	$-128, %r12
	subq	$0, %rcx
	subq	$-102, %r12
	subq	%gs:1, %r13
	subq	%gs:(%r11), %rcx
	subq	-1(%r9), %rbp
	subq	2147483647(%rcx), %rcx
	subq	%r11, %r10
	subq	%r8, %rbx
	subq	%r14, %rdx
	subq	%rax, %rdx
	subb	$-128, %al
	subb	$255, %al
	subb	$-128, %al
	subb	$126, %al
	subb	$2, 127(%r13,%r11,8)
	subb	$1, (%rsi,%r15,2)
	subb	$255, -2147483648(%r15)
	subb	$1, %gs:-128(%r14)
	subb	%r10b, -2147483648(%r13)
	subb	%r15b, 2147483647(%r13)
	subb	%r8b, 128(%rdx,%r9)
	subb	%r11b, 127(%rsp)
	subb	$255, %r14b
	subb	$2, %r14b
	subb	$112, %ah
	subb	$-128, %r9b
	subb	127(%rbp), %r8b
	subb	%gs:1(%r9,%r14,8), %bl
	subb	%fs:(%r10), %r14b
	subb	1(%rdx,%rcx,2), %r12b
	subb	%cl, %r11b
	subb	%r15b, %dl
	subb	%r11b, %r13b
	subb	%r10b, %al
	subpd	-1(,%r9), %xmm11
	subpd	%gs:128(%rdx,%r15), %xmm4
	subpd	127(%rbx), %xmm13
	subpd	-128(%r10), %xmm6
	subpd	%xmm14, %xmm5
	subpd	%xmm15, %xmm9
	subpd	%xmm7, %xmm0
	subpd	%xmm0, %xmm12
	subps	%gs:-129(%r14,%rdx,2), %xmm10
	subps	1(%r14), %xmm2
	subps	-128(%rsp,%r13), %xmm6
	subps	-1(%rdi), %xmm7
	subps	%xmm4, %xmm8
	subps	%xmm1, %xmm5
	subps	%xmm1, %xmm4
	subps	%xmm3, %xmm7
	fsubrs	128(%r13)
	fsubrs	%fs:-128(%r8,%rax)
	fsubrs	-129(%rip)
	fsubrs	2147483647(%r12,%r13)
	fsubrl	128(%rax,%rcx,4)
	fsubrl	-128(%rdi,%r8,8)
	fsubrl	128(,%rbx,2)
	fsubrl	%fs:1(%rbx)
	fisubrs	-1(%r14,%r13,2)
	fisubrs	%fs:(,%rbp,2)
	fisubrs	2147483647(%rax)
	fisubrs	127(%r11)
	fisubrl	%fs:-1(%rdi,%rdx,4)
	fisubrl	-129(%r11)
	fisubrl	128
	fisubrl	128(%rcx,%r8)
	fsubp	%st, %st(3)
	fsubp	%st, %st(1)
	fsubp	%st, %st(3)
	fsubp	%st, %st(6)
	fsubr	%st(3), %st
	fsubr	%st(1), %st
	fsubr	%st(6), %st
	fsubr	%st(2), %st
	fsub	%st, %st(0)
	fsub	%st, %st(7)
	fsub	%st, %st(5)
	fsub	%st, %st(5)
	subsd	(%rdx), %xmm11
	subsd	-128(%r13), %xmm7
	subsd	%gs:-2147483648(%rsp,%r14,2), %xmm5
	subsd	%gs:-2147483648(%rbp), %xmm1
	subsd	%xmm2, %xmm12
	subsd	%xmm12, %xmm7
	subsd	%xmm5, %xmm13
	subsd	%xmm9, %xmm1
	subss	-1(%r11), %xmm6
	subss	%gs:-128(%rip), %xmm12
	subss	2147483647(%rdx,%r15), %xmm15
	subss	-128(%rsi), %xmm13
	subss	%xmm9, %xmm13
	subss	%xmm0, %xmm7
	subss	%xmm6, %xmm0
	subss	%xmm15, %xmm9
	fsubs	2147483647(%r13,%r14,2)
	fsubs	128(%rbp,%rax,2)
	fsubs	128(%r12)
	fsubs	128(%r9)
	fsubl	128(%r10)
	fsubl	(%rbp,%rax,8)
	fsubl	128(%r11)
	fsubl	-129(%rsi,%r14,2)
	fisubs	128(%rsp)
	fisubs	-129(%r9)
	fisubs	1
	fisubs	%gs:-1(%r11)
	fisubl	(%r8,%rbx,4)
	fisubl	-128
	fisubl	-129(%rcx)
	fisubl	1(%r13,%rax,4)
	fsubrp	%st, %st(3)
	fsubrp	%st, %st(2)
	fsubrp	%st, %st(6)
	fsubrp	%st, %st(0)
	fsub	%st(5), %st
	fsub	%st(5), %st
	fsub	%st(5), %st
	fsub	%st(1), %st
	fsubr	%st, %st(6)
	fsubr	%st, %st(2)
	fsubr	%st, %st(2)
	fsubr	%st, %st(0)
	swapgs
	swapgs
	swapgs
	swapgs
	syscall
	syscall
	syscall
	syscall
	sysenter
	sysenter
	sysenter
	sysenter
	sysexitl
	sysexitl
	sysexitl
	sysexitl
	sysexitq
	sysexitq
	sysexitq
	sysexitq
	sysretl
	sysretl
	sysretl
	sysretl
	sysretq
	sysretq
	sysretq
	sysretq
	t1mskcl	-1(%rsi,%rax,4), %r13d
	t1mskcl	2147483647(%rsp,%r9,8), %esi
	t1mskcl	%gs:-128(%rip), %esp
	t1mskcl	128(%r13), %r11d
	t1mskcl	%eax, %r9d
	t1mskcl	%r9d, %ebx
	t1mskcl	%r13d, %r9d
	t1mskcl	%r13d, %r14d
	t1mskcq	128(%r11), %r9
	t1mskcq	-128(%r12,%rax), %rbx
	t1mskcq	-2147483648, %rcx
	t1mskcq	%gs:1(%rbx,%r11), %rbx
	t1mskcq	%rbp, %rbx
	t1mskcq	%rcx, %r15
	t1mskcq	%rdx, %rcx
	t1mskcq	%rdx, %rdx
	tcmmimfp16ps	%tmm2, %tmm6, %tmm5
	tcmmimfp16ps	%tmm3, %tmm0, %tmm4
	tcmmimfp16ps	%tmm4, %tmm5, %tmm2
	tcmmimfp16ps	%tmm1, %tmm3, %tmm5
	tcmmrlfp16ps	%tmm2, %tmm1, %tmm7
	tcmmrlfp16ps	%tmm0, %tmm4, %tmm7
	tcmmrlfp16ps	%tmm5, %tmm2, %tmm1
	tcmmrlfp16ps	%tmm1, %tmm5, %tmm7
	tdcall
	tdcall
	tdcall
	tdcall
	tdpbf16ps	%tmm7, %tmm4, %tmm2
	tdpbf16ps	%tmm7, %tmm4, %tmm3
	tdpbf16ps	%tmm5, %tmm0, %tmm7
	tdpbf16ps	%tmm6, %tmm1, %tmm4
	tdpbssd	%tmm6, %tmm4, %tmm0
	tdpbssd	%tmm3, %tmm6, %tmm7
	tdpbssd	%tmm5, %tmm2, %tmm7
	tdpbssd	%tmm7, %tmm1, %tmm2
	tdpbsud	%tmm6, %tmm2, %tmm4
	tdpbsud	%tmm3, %tmm4, %tmm7
	tdpbsud	%tmm6, %tmm2, %tmm3
	tdpbsud	%tmm5, %tmm6, %tmm0
	tdpbusd	%tmm6, %tmm2, %tmm3
	tdpbusd	%tmm3, %tmm0, %tmm4
	tdpbusd	%tmm0, %tmm2, %tmm6
	tdpbusd	%tmm4, %tmm3, %tmm6
	tdpbuud	%tmm1, %tmm6, %tmm7
	tdpbuud	%tmm3, %tmm1, %tmm2
	tdpbuud	%tmm6, %tmm4, %tmm1
	tdpbuud	%tmm2, %tmm1, %tmm5
	tdpfp16ps	%tmm0, %tmm3, %tmm5
	tdpfp16ps	%tmm5, %tmm7, %tmm3
	tdpfp16ps	%tmm7, %tmm1, %tmm5
	tdpfp16ps	%tmm1, %tmm4, %tmm7
	testw	$-129, %ax
	testw	$-32768, %ax
	testw	$-32768, %ax
	testw	$32768, %ax
	testw	$14466, %fs:-129(%r13)
	testw	$-27886, -2147483648(%rdi)
	testw	$-14834, 2147483647(,%rax,4)
	testw	$12815, -129(%rdi,%r10,4)
	testw	%r12w, -1(%rbx)
	testw	%r10w, -129(%r10)
	testw	%r9w, (%rax)
	testw	%si, 1(%r9,%rdx,4)
	testw	$48591, %ax
	testw	$-12423, %r12w
	testw	$30869, %r9w
	testw	$32768, %bp
	testw	%r10w, %sp
	testw	%si, %r10w
	testw	%ax, %r9w
	testw	%bp, %dx
	testl	$32768, %eax
	testl	$4294967295, %eax
	testl	$65535, %eax
	testl	$3632932485, %eax
	testl	$2147483647, 128
	testl	$65535, -1(,%rbp,4)
	testl	$127, %fs:1(%r8,%rdx,4)
	testl	$4294967295, -2147483648(%r8)
	testl	%r11d, -1(%rcx)
	testl	%r13d, 127(%r11,%r12)
	testl	%eax, -2147483648(%r10,%r9,8)
	testl	%r10d, -129(%rbx)
	testl	$4294967295, %eax
	testl	$-2147483648, %edi
	testl	$-2147483648, %r14d
	testl	$4294967295, %ebp
	testl	%edi, %r13d
	testl	%r14d, %ecx
	testl	%r8d, %r9d
	testl	%edx, %ebp
	testq	$1, %rax
	testq	$2147483647, %rax
	testq	$2147483647, %rax
	testq	$-364322453, %rax
	testq	$-2147483648, 1(%r9,%r15,2)
	testq	$1858400914, %fs:127(%rdi,%r15)
	testq	$2147483647, -2147483648(%rdi,%r12)
	testq	$1202110009, %fs:-1(%rdi)
	testq	%r9, 127(%r11,%rsi,8)
	testq	%r13, 2147483647(%rsi)
	testq	%r15, -129(%rbp)
	testq	%rbp, %fs:-129(%r11)
	testq	$2147483647, %rsi
	testq	$-1929069459, %rbx
	testq	$-473219388, %rsi
	testq	$2147483647, %rax
	testq	%rax, %r10
	testq	%rsi, %r11
	testq	%rsi, %rax
	testq	%r10, %r11
	testb	$-128, %al
	testb	$-26, %al
	testb	$255, %al
	testb	$66, %al
	testb	$255, 128(%rbx)
	testb	$255, 128(%r10,%r12,8)
	testb	$255, %fs:2147483647(%rcx,%rax,4)
	testb	$-128, -1(%r11)
	testb	%ah, -2147483648(%rdi)
	testb	%r9b, -128(%r11,%rax,8)
	testb	%bl, -128(%rbp)
	testb	%bh, %gs:-128(%rip)
	testb	$77, %al
	testb	$197, %r15b
	testb	$177, %dh
	testb	$255, %ch
	testb	%cl, %bpl
	testb	%r10b, %r11b
	testb	%r10b, %spl
	testb	%dl, %spl
	testui
	testui
	testui
	testui
	tileloadd	-1(%rdi,%rdx,2), %tmm2
	tileloadd	%gs:2147483647(%r11), %tmm4
	tileloadd	(%r8), %tmm1
	tileloadd	%gs:127(%r13), %tmm3
	tileloaddt1	128(%r13), %tmm4
	tileloaddt1	128(%r14), %tmm3
	tileloaddt1	%gs:128(%rax), %tmm1
	tileloaddt1	-2147483648(%r9), %tmm6
	tilerelease
	tilerelease
	tilerelease
	tilerelease
	tilestored	%tmm7, -2147483648(,%rbx,4)
	tilestored	%tmm5, -129(%r10)
	tilestored	%tmm5, 128(%rcx)
	tilestored	%tmm1, -129
	tilezero	%tmm4
	tilezero	%tmm6
	tilezero	%tmm1
	tilezero	%tmm1
	tlbsync
	tlbsync
	tlbsync
	tlbsync
	tpause	%r15d
	tpause	%edi
	tpause	%r10d
	tpause	%r11d
	ftst
	ftst
	ftst
	ftst
	tzcntw	1(%rcx), %si
	tzcntw	%fs:1(%rdi), %cx
	tzcntw	127(%rbx), %dx
	tzcntw	1(%r11,%r10,2), %r11w
	tzcntw	%dx, %r9w
	tzcntw	%r8w, %ax
	tzcntw	%r8w, %r12w
	tzcntw	%r8w, %ax
	tzcntl	-129(%rbx), %esi
	tzcntl	%fs:128, %r15d
	tzcntl	%fs:1(%r9), %ebx
	tzcntl	%gs:127(%r8), %esi
	tzcntl	%r14d, %esp
	tzcntl	%r12d, %eax
	tzcntl	%ebp, %esp
	tzcntl	%r9d, %r15d
	tzcntq	-128(%rsp), %r13
	tzcntq	2147483647, %rbx
	tzcntq	-2147483648(%r8,%rcx), %rsp
	tzcntq	-2147483648(%rip), %r8
	tzcntq	%rbx, %r15
	tzcntq	%r11, %r10
	tzcntq	%r15, %r13
	tzcntq	%rbp, %r11
	tzmskl	2147483647(%r10,%rax,2), %r10d
	tzmskl	%fs:-128(%rsi,%rax), %r15d
	tzmskl	%gs:128(%rax), %r8d
	tzmskl	2147483647(%rdi), %r9d
	tzmskl	%esi, %esi
	tzmskl	%r11d, %r8d
	tzmskl	%eax, %ecx
	tzmskl	%r14d, %r14d
	tzmskq	2147483647(%r12,%r10), %r15
	tzmskq	128(%rip), %r11
	tzmskq	2147483647(%r9,%rbx,8), %r9
	tzmskq	1(%r11), %rdi
	tzmskq	%r12, %rbx
	tzmskq	%r11, %r12
	tzmskq	%r9, %r14
	tzmskq	%rdx, %r14
	ucomisd	-129(%rax,%r15,4), %xmm14
	ucomisd	-128(%r12), %xmm15
	ucomisd	127(%rcx,%rdi,8), %xmm2
	ucomisd	-1(%r9,%rdi), %xmm2
	ucomisd	%xmm4, %xmm13
	ucomisd	%xmm1, %xmm13
	ucomisd	%xmm15, %xmm6
	ucomisd	%xmm7, %xmm15
	ucomiss	-2147483648(%rbp), %xmm0
	ucomiss	-2147483648(%rip), %xmm8
	ucomiss	128(%rdx), %xmm6
	ucomiss	127(%r9,%rsi), %xmm15
	ucomiss	%xmm4, %xmm7
	ucomiss	%xmm9, %xmm3
	ucomiss	%xmm10, %xmm4
	ucomiss	%xmm0, %xmm14
	fucompi	%st(1), %st
	fucompi	%st(4), %st
	fucompi	%st(4), %st
	fucompi	%st(2), %st
	fucomi	%st(1), %st
	fucomi	%st(2), %st
	fucomi	%st(4), %st
	fucomi	%st(7), %st
	fucompp
	fucompp
	fucompp
	fucompp
	fucomp	%st(6)
	fucomp	%st(5)
	fucomp	%st(6)
	fucomp	%st(5)
	fucom	%st(6)
	fucom	%st(3)
	fucom	%st(4)
	fucom	%st(7)
	ud1l	127(%r8), %ecx
	ud1l	-1(%rbx), %edi
	ud1l	-128(%r11), %r12d
	ud1l	-2147483648(%r13), %esi
	ud1l	%edi, %edx
	ud1l	%r11d, %edx
	ud1l	%r12d, %r12d
	ud1l	%r10d, %esi
	ud1q	127, %rbp
	ud1q	%fs:128(%r9), %r15
	ud1q	%gs:(%r8,%r11,4), %r14
	ud1q	127, %r8
	ud1q	%r13, %rdi
	ud1q	%rdx, %rsi
	ud1q	%rsp, %rsi
	ud1q	%r15, %r13
	ud1w	%gs:-129(%rip), %r13w
	ud1w	-2147483648(%rdi), %r12w
	ud1w	127(%r8,%r9), %r14w
	ud1w	-2147483648(%r10,%rsi,4), %ax
	ud1w	%r14w, %r8w
	ud1w	%r9w, %di
	ud1w	%ax, %cx
	ud1w	%dx, %si
	ud2
	ud2
	ud2
	ud2
	uiret
	uiret
	uiret
	uiret
	umonitor	%r8d
	umonitor	%r9d
	umonitor	%edi
	umonitor	%r9d
	umonitor	%r9
	umonitor	%r8
	umonitor	%rsp
	umonitor	%r12
	umwait	%esp
	umwait	%r8d
	umwait	%r9d
	umwait	%edi
	unpckhpd	-128(%rsi,%r13), %xmm14
	unpckhpd	(%rdi,%rdi,8), %xmm7
	unpckhpd	128(%rax,%r10,8), %xmm6
	unpckhpd	127(%rdx), %xmm9
	unpckhpd	%xmm6, %xmm5
	unpckhpd	%xmm4, %xmm9
	unpckhpd	%xmm3, %xmm0
	unpckhpd	%xmm7, %xmm7
	unpckhps	2147483647(%rip), %xmm9
	unpckhps	128(%rip), %xmm8
	unpckhps	128(%r15), %xmm12
	unpckhps	-129(%r12), %xmm14
	unpckhps	%xmm1, %xmm4
	unpckhps	%xmm15, %xmm9
	unpckhps	%xmm0, %xmm1
	unpckhps	%xmm8, %xmm14
	unpcklpd	128, %xmm2
	unpcklpd	1, %xmm14
	unpcklpd	%gs:-129(%r13), %xmm7
	unpcklpd	%gs:-1(%r15), %xmm7
	unpcklpd	%xmm1, %xmm8
	unpcklpd	%xmm7, %xmm2
	unpcklpd	%xmm12, %xmm0
	unpcklpd	%xmm0, %xmm12
	unpcklps	-128(%rbp,%rbx), %xmm14
	unpcklps	(%rbx,%r9,4), %xmm5
	unpcklps	2147483647(,%r11,4), %xmm3
	unpcklps	%fs:127(%r10), %xmm7
	unpcklps	%xmm11, %xmm14
	unpcklps	%xmm4, %xmm6
	unpcklps	%xmm10, %xmm2
	unpcklps	%xmm14, %xmm7
	urdmsr	%rdi, %r15
	urdmsr	%r8, %rsp
	urdmsr	%r11, %r10
	urdmsr	%r15, %rax
	uwrmsr	%rsp, %rax
	uwrmsr	%rax, %r11
	uwrmsr	%r10, %r13
	uwrmsr	%rsi, %rsi
	vaddpd	-129(%rax,%r13,8), %ymm5, %ymm5
	vaddpd	%gs:-1(%r10,%rax,2), %ymm0, %ymm14
	vaddpd	128(%r8,%rdi,8), %ymm3, %ymm13
	vaddpd	%fs:1, %ymm4, %ymm5
	vaddpd	%ymm10, %ymm13, %ymm5
	vaddpd	%ymm7, %ymm3, %ymm8
	vaddpd	%ymm8, %ymm3, %ymm10
	vaddpd	%ymm4, %ymm11, %ymm1
	vaddpd	-2147483648(%rbx,%r11,8), %xmm9, %xmm9
	vaddpd	-1(%rip), %xmm4, %xmm15
	vaddpd	(%r10,%r9), %xmm11, %xmm10
	vaddpd	128(%rip), %xmm13, %xmm10
	vaddpd	%xmm11, %xmm13, %xmm3
	vaddpd	%xmm0, %xmm5, %xmm7
	vaddpd	%xmm10, %xmm7, %xmm3
	vaddpd	%xmm15, %xmm15, %xmm12
	vaddps	%fs:127(%rdi), %ymm5, %ymm4
	vaddps	-2147483648(%r9), %ymm0, %ymm11
	vaddps	-1(%rip), %ymm15, %ymm10
	vaddps	%gs:2147483647, %ymm6, %ymm10
	vaddps	%ymm14, %ymm2, %ymm8
	vaddps	%ymm15, %ymm14, %ymm12
	vaddps	%ymm8, %ymm2, %ymm9
	vaddps	%ymm11, %ymm1, %ymm3
	vaddps	-1(%r14), %xmm13, %xmm7
	vaddps	(%r10), %xmm14, %xmm11
	vaddps	1(%r12,%r11), %xmm6, %xmm13
	vaddps	2147483647(%rbp), %xmm7, %xmm9
	vaddps	%xmm1, %xmm14, %xmm6
	vaddps	%xmm0, %xmm10, %xmm5
	vaddps	%xmm12, %xmm14, %xmm3
	vaddps	%xmm4, %xmm3, %xmm0
	vaddsd	-2147483648(%r13,%r14,4), %xmm14, %xmm8
	vaddsd	-2147483648, %xmm6, %xmm5
	vaddsd	2147483647(%r11), %xmm14, %xmm8
	vaddsd	%gs:128(%rsi,%rdi,2), %xmm13, %xmm8
	vaddsd	%xmm9, %xmm8, %xmm5
	vaddsd	%xmm8, %xmm3, %xmm10
	vaddsd	%xmm14, %xmm12, %xmm8
	vaddsd	%xmm5, %xmm5, %xmm15
	vaddss	2147483647(%r11,%r12,8), %xmm4, %xmm4
	vaddss	%gs:2147483647(%r10,%rcx,8), %xmm1, %xmm4
	vaddss	128(%r10), %xmm15, %xmm15
	vaddss	%fs:-128(%rip), %xmm12, %xmm5
	vaddss	%xmm5, %xmm15, %xmm10
	vaddss	%xmm14, %xmm8, %xmm8
	vaddss	%xmm14, %xmm13, %xmm13
	vaddss	%xmm3, %xmm14, %xmm6
	vaddsubpd	-2147483648(%r8), %ymm10, %ymm6
	vaddsubpd	%gs:2147483647(%rsp), %ymm5, %ymm0
	vaddsubpd	-129(%rbp,%r14,2), %ymm13, %ymm2
	vaddsubpd	1(%r8,%rbx,8), %ymm12, %ymm9
	vaddsubpd	%ymm11, %ymm11, %ymm6
	vaddsubpd	%ymm13, %ymm0, %ymm8
	vaddsubpd	%ymm11, %ymm4, %ymm1
	vaddsubpd	%ymm12, %ymm11, %ymm3
	vaddsubpd	1(%r13), %xmm8, %xmm2
	vaddsubpd	%fs:-129(,%r15,4), %xmm4, %xmm12
	vaddsubpd	128(%rip), %xmm8, %xmm11
	vaddsubpd	2147483647(%rdx,%rbx,2), %xmm1, %xmm10
	vaddsubpd	%xmm7, %xmm2, %xmm15
	vaddsubpd	%xmm8, %xmm1, %xmm2
	vaddsubpd	%xmm3, %xmm14, %xmm8
	vaddsubpd	%xmm13, %xmm2, %xmm3
	vaddsubps	2147483647(%rcx), %ymm0, %ymm6
	vaddsubps	128(,%r15), %ymm10, %ymm6
	vaddsubps	2147483647, %ymm0, %ymm1
	vaddsubps	-128(%rax), %ymm8, %ymm0
	vaddsubps	%ymm12, %ymm5, %ymm10
	vaddsubps	%ymm13, %ymm0, %ymm10
	vaddsubps	%ymm0, %ymm8, %ymm13
	vaddsubps	%ymm9, %ymm12, %ymm12
	vaddsubps	-128(%r8,%rdi,2), %xmm10, %xmm10
	vaddsubps	(%r14,%rsi,2), %xmm0, %xmm11
	vaddsubps	1(%r12,%r14), %xmm15, %xmm9
	vaddsubps	128(%rdx,%rax,4), %xmm2, %xmm0
	vaddsubps	%xmm0, %xmm9, %xmm6
	vaddsubps	%xmm9, %xmm1, %xmm7
	vaddsubps	%xmm10, %xmm1, %xmm8
	vaddsubps	%xmm7, %xmm15, %xmm9
	vaesdeclast	%gs:127(%rbx,%r15,2), %ymm1, %ymm0
	vaesdeclast	%gs:-1(%rdi), %ymm0, %ymm0
	vaesdeclast	-129(%r8,%rbx,8), %ymm11, %ymm8
	vaesdeclast	(%r11), %ymm11, %ymm14
	vaesdeclast	%ymm9, %ymm2, %ymm4
	vaesdeclast	%ymm4, %ymm7, %ymm11
	vaesdeclast	%ymm8, %ymm6, %ymm5
	vaesdeclast	%ymm9, %ymm1, %ymm10
	vaesdeclast	128(%r14,%r12), %xmm4, %xmm15
	vaesdeclast	%gs:128(%rax), %xmm2, %xmm11
	vaesdeclast	1(%rdi), %xmm0, %xmm3
	vaesdeclast	%fs:-129(%r14), %xmm8, %xmm2
	vaesdeclast	%xmm14, %xmm6, %xmm13
	vaesdeclast	%xmm15, %xmm15, %xmm10
	vaesdeclast	%xmm7, %xmm4, %xmm7
	vaesdeclast	%xmm7, %xmm3, %xmm0
	vaesdec	1(%rax,%r12,8), %ymm6, %ymm8
	vaesdec	(%rbx,%rdi,8), %ymm15, %ymm5
	vaesdec	128(%r10), %ymm5, %ymm1
	vaesdec	127(%rsp,%rbp,8), %ymm6, %ymm12
	vaesdec	%ymm6, %ymm14, %ymm7
	vaesdec	%ymm4, %ymm10, %ymm7
	vaesdec	%ymm9, %ymm13, %ymm8
	vaesdec	%ymm10, %ymm5, %ymm6
	vaesdec	1(%r12,%r8,8), %xmm1, %xmm13
	vaesdec	(%r13,%r10), %xmm8, %xmm10
	vaesdec	%fs:-1, %xmm2, %xmm6
	vaesdec	2147483647(,%r14,2), %xmm4, %xmm3
	vaesdec	%xmm12, %xmm9, %xmm1
	vaesdec	%xmm14, %xmm13, %xmm14
	vaesdec	%xmm12, %xmm3, %xmm8
	vaesdec	%xmm14, %xmm11, %xmm4
	vaesenclast	-129(%rdi), %ymm12, %ymm15
	vaesenclast	127(%rip), %ymm9, %ymm12
	vaesenclast	127(%rcx), %ymm10, %ymm4
	vaesenclast	-129, %ymm11, %ymm6
	vaesenclast	%ymm8, %ymm0, %ymm2
	vaesenclast	%ymm5, %ymm0, %ymm6
	vaesenclast	%ymm2, %ymm11, %ymm2
	vaesenclast	%ymm8, %ymm13, %ymm7
	vaesenclast	2147483647(%r9,%rbx,4), %xmm10, %xmm0
	vaesenclast	-1(%r13), %xmm5, %xmm4
	vaesenclast	-129(%r15,%r13), %xmm7, %xmm7
	vaesenclast	%fs:(%rsi,%rdx), %xmm11, %xmm5
	vaesenclast	%xmm3, %xmm10, %xmm6
	vaesenclast	%xmm5, %xmm12, %xmm14
	vaesenclast	%xmm8, %xmm5, %xmm4
	vaesenclast	%xmm14, %xmm1, %xmm5
	vaesenc	128(%r10,%r13,2), %ymm8, %ymm4
	vaesenc	(%rdx), %ymm4, %ymm14
	vaesenc	-129(,%r13,2), %ymm14, %ymm4
	vaesenc	127(,%rbx), %ymm2, %ymm14
	vaesenc	%ymm8, %ymm12, %ymm7
	vaesenc	%ymm12, %ymm1, %ymm1
	vaesenc	%ymm9, %ymm3, %ymm7
	vaesenc	%ymm6, %ymm0, %ymm8
	vaesenc	%fs:1(%rip), %xmm11, %xmm6
	vaesenc	2147483647(%r14,%rbx,2), %xmm15, %xmm2
	vaesenc	-128(%rsp,%r11,4), %xmm10, %xmm2
	vaesenc	127(%rdi), %xmm11, %xmm12
	vaesenc	%xmm8, %xmm7, %xmm15
	vaesenc	%xmm15, %xmm4, %xmm10
	vaesenc	%xmm6, %xmm9, %xmm12
	vaesenc	%xmm2, %xmm8, %xmm15
	vaesimc	-2147483648, %xmm13
	vaesimc	-1(%rsi), %xmm11
	vaesimc	%fs:128(%rdx), %xmm10
	vaesimc	2147483647(%r9,%r15), %xmm2
	vaesimc	%xmm11, %xmm12
	vaesimc	%xmm11, %xmm5
	vaesimc	%xmm2, %xmm7
	vaesimc	%xmm9, %xmm5
	vaeskeygenassist	$128, -2147483648(%r8), %xmm5
	vaeskeygenassist	$171, %fs:-128(,%rbx,8), %xmm8
	vaeskeygenassist	$176, %fs:1(%r11,%rbx,4), %xmm13
	vaeskeygenassist	$229, 127(%r12,%r10,4), %xmm15
	vaeskeygenassist	$223, %xmm10, %xmm4
	vaeskeygenassist	$1, %xmm11, %xmm1
	vaeskeygenassist	$128, %xmm8, %xmm4
	vaeskeygenassist	$255, %xmm8, %xmm3
	vandnpd	-2147483648(%r15,%r12,8), %ymm9, %ymm8
	vandnpd	%gs:-129(%rip), %ymm8, %ymm4
	vandnpd	1(%r12,%rbx,4), %ymm5, %ymm14
	vandnpd	128(%rdi), %ymm4, %ymm14
	vandnpd	%ymm11, %ymm10, %ymm0
	vandnpd	%ymm12, %ymm1, %ymm10
	vandnpd	%ymm7, %ymm5, %ymm15
	vandnpd	%ymm1, %ymm11, %ymm15
	vandnpd	1(%rbx,%r15,8), %xmm12, %xmm11
	vandnpd	-129(%r14,%rdi), %xmm9, %xmm2
	vandnpd	128(%rsp), %xmm13, %xmm9
	vandnpd	1(%r14), %xmm1, %xmm1
	vandnpd	%xmm14, %xmm9, %xmm1
	vandnpd	%xmm13, %xmm1, %xmm3
	vandnpd	%xmm1, %xmm8, %xmm3
	vandnpd	%xmm0, %xmm1, %xmm3
	vandnps	-129(%rdi), %ymm3, %ymm14
	vandnps	1(%r15), %ymm8, %ymm7
	vandnps	-128(%rbp,%rcx,2), %ymm2, %ymm0
	vandnps	(%rsi), %ymm2, %ymm9
	vandnps	%ymm1, %ymm7, %ymm3
	vandnps	%ymm3, %ymm2, %ymm15
	vandnps	%ymm14, %ymm2, %ymm1
	vandnps	%ymm10, %ymm2, %ymm6
	vandnps	1(%rax), %xmm0, %xmm9
	vandnps	%gs:128(%rsi), %xmm7, %xmm13
	vandnps	(%r13,%rdx,4), %xmm6, %xmm4
	vandnps	-129(%r9,%r10,8), %xmm9, %xmm12
	vandnps	%xmm14, %xmm3, %xmm7
	vandnps	%xmm15, %xmm3, %xmm0
	vandnps	%xmm3, %xmm12, %xmm9
	vandnps	%xmm14, %xmm7, %xmm7
	vandpd	127(%rcx,%rsi,4), %ymm6, %ymm0
	vandpd	127(%r13), %ymm3, %ymm5
	vandpd	-129(%rip), %ymm7, %ymm7
	vandpd	%fs:-128(%rcx), %ymm8, %ymm15
	vandpd	%ymm7, %ymm10, %ymm12
	vandpd	%ymm9, %ymm7, %ymm0
	vandpd	%ymm4, %ymm11, %ymm7
	vandpd	%ymm0, %ymm4, %ymm4
	vandpd	2147483647(%r11), %xmm8, %xmm5
	vandpd	128(%r13), %xmm5, %xmm11
	vandpd	128, %xmm12, %xmm1
	vandpd	-2147483648(%r8), %xmm4, %xmm4
	vandpd	%xmm9, %xmm0, %xmm14
	vandpd	%xmm2, %xmm5, %xmm13
	vandpd	%xmm15, %xmm9, %xmm4
	vandpd	%xmm8, %xmm2, %xmm0
	vandps	-129(%r10,%rsi,4), %ymm15, %ymm7
	vandps	%gs:-2147483648(%r8), %ymm0, %ymm8
	vandps	-128(%rdx), %ymm14, %ymm0
	vandps	(%r11), %ymm14, %ymm13
	vandps	%ymm6, %ymm0, %ymm11
	vandps	%ymm7, %ymm12, %ymm8
	vandps	%ymm15, %ymm8, %ymm9
	vandps	%ymm2, %ymm1, %ymm0
	vandps	128(%rbx,%rbp,8), %xmm1, %xmm13
	vandps	%gs:1(,%r8), %xmm1, %xmm13
	vandps	128(%r8,%r13,8), %xmm12, %xmm2
	vandps	128(%rdx), %xmm4, %xmm6
	vandps	%xmm15, %xmm0, %xmm6
	vandps	%xmm10, %xmm8, %xmm4
	vandps	%xmm3, %xmm8, %xmm8
	vandps	%xmm7, %xmm15, %xmm13
	vbcstnebf162ps	%gs:-128, %ymm8
	vbcstnebf162ps	%gs:-2147483648(%rbp,%rax,4), %ymm9
	vbcstnebf162ps	-129(%rcx,%rbp,4), %ymm9
	vbcstnebf162ps	128(%rsi,%rdi,4), %ymm0
	vbcstnebf162ps	-128(%rdx,%rbx,4), %xmm5
	vbcstnebf162ps	-2147483648(%r13,%r11,4), %xmm2
	vbcstnebf162ps	-1(%r10), %xmm8
	vbcstnebf162ps	%fs:1(%r15,%rax,4), %xmm2
	vbcstnesh2ps	-129(%r9), %ymm2
	vbcstnesh2ps	-1(%rbx,%r11,8), %ymm15
	vbcstnesh2ps	%fs:-128(%rdx), %ymm5
	vbcstnesh2ps	%gs:2147483647(%r9,%rdi,2), %ymm8
	vbcstnesh2ps	2147483647(%r8,%rbp,2), %xmm9
	vbcstnesh2ps	-129(%rbp), %xmm11
	vbcstnesh2ps	2147483647(%r11,%r14), %xmm0
	vbcstnesh2ps	-128(%rbp), %xmm1
	vblendpd	$0, 128(%rbp,%rcx), %ymm3, %ymm12
	vblendpd	$164, -1(%rbx), %ymm12, %ymm6
	vblendpd	$127, %gs:-129(%rdx,%rcx,8), %ymm14, %ymm9
	vblendpd	$128, %gs:2147483647(%rdx,%r14,2), %ymm15, %ymm15
	vblendpd	$75, %ymm8, %ymm6, %ymm1
	vblendpd	$255, %ymm7, %ymm12, %ymm5
	vblendpd	$0, %ymm3, %ymm10, %ymm9
	vblendpd	$229, %ymm11, %ymm1, %ymm4
	vblendpd	$92, 2147483647(%r11), %xmm14, %xmm0
	vblendpd	$255, 128(%r12,%r15,4), %xmm6, %xmm9
	vblendpd	$255, 127(%rsi,%r9,8), %xmm15, %xmm7
	vblendpd	$161, -129(%rdi), %xmm14, %xmm0
	vblendpd	$16, %xmm6, %xmm13, %xmm11
	vblendpd	$192, %xmm14, %xmm8, %xmm13
	vblendpd	$255, %xmm10, %xmm1, %xmm1
	vblendpd	$182, %xmm13, %xmm7, %xmm11
	vblendps	$221, -1(%rcx,%r10,4), %ymm15, %ymm15
	vblendps	$1, 1(%rbp), %ymm8, %ymm2
	vblendps	$150, 127(%rsi), %ymm6, %ymm11
	vblendps	$208, -1(%rsi), %ymm1, %ymm8
	vblendps	$1, %ymm2, %ymm12, %ymm5
	vblendps	$185, %ymm0, %ymm1, %ymm11
	vblendps	$0, %ymm1, %ymm13, %ymm5
	vblendps	$128, %ymm13, %ymm1, %ymm13
	vblendps	$171, 2147483647(%r15,%r15,2), %xmm11, %xmm13
	vblendps	$128, 1(%rdx), %xmm14, %xmm10
	vblendps	$244, %fs:128(%r8,%rdx), %xmm11, %xmm8
	vblendps	$255, -2147483648(%r10), %xmm2, %xmm4
	vblendps	$211, %xmm1, %xmm2, %xmm0
	vblendps	$128, %xmm13, %xmm9, %xmm6
	vblendps	$2, %xmm3, %xmm12, %xmm10
	vblendps	$128, %xmm13, %xmm12, %xmm14
	vblendvpd	%ymm4, %fs:-2147483648(%rsi,%rcx,4), %ymm7, %ymm11
	vblendvpd	%ymm3, %gs:-129(%rcx), %ymm7, %ymm15
	vblendvpd	%ymm7, %fs:2147483647(%rbp), %ymm8, %ymm4
	vblendvpd	%ymm13, 127(%r12), %ymm14, %ymm2
	vblendvpd	%ymm13, %ymm15, %ymm7, %ymm15
	vblendvpd	%ymm12, %ymm1, %ymm1, %ymm8
	vblendvpd	%ymm4, %ymm2, %ymm5, %ymm10
	vblendvpd	%ymm14, %ymm10, %ymm11, %ymm14
	vblendvpd	%xmm14, (%r10,%rbp,4), %xmm11, %xmm9
	vblendvpd	%xmm12, (%rip), %xmm9, %xmm5
	vblendvpd	%xmm12, %gs:(%rax,%r10), %xmm9, %xmm7
	vblendvpd	%xmm4, -2147483648(%rip), %xmm6, %xmm3
	vblendvpd	%xmm2, %xmm8, %xmm1, %xmm3
	vblendvpd	%xmm9, %xmm0, %xmm3, %xmm11
	vblendvpd	%xmm12, %xmm6, %xmm10, %xmm11
	vblendvpd	%xmm9, %xmm2, %xmm12, %xmm10
	vblendvps	%ymm2, 128(%r15,%r9,2), %ymm6, %ymm14
	vblendvps	%ymm7, 128(%rcx,%r15), %ymm9, %ymm15
	vblendvps	%ymm2, 2147483647(%rip), %ymm15, %ymm2
	vblendvps	%ymm1, %fs:(%r15,%rdi,8), %ymm10, %ymm0
	vblendvps	%ymm4, %ymm6, %ymm0, %ymm10
	vblendvps	%ymm10, %ymm3, %ymm13, %ymm12
	vblendvps	%ymm0, %ymm4, %ymm12, %ymm3
	vblendvps	%ymm14, %ymm6, %ymm6, %ymm4
	vblendvps	%xmm10, 127(%r14,%rbp,2), %xmm2, %xmm12
	vblendvps	%xmm7, %gs:1(%r8,%r11,2), %xmm2, %xmm1
	vblendvps	%xmm6, 127(%rsp,%r14,4), %xmm2, %xmm0
	vblendvps	%xmm3, -128(%r14), %xmm9, %xmm15
	vblendvps	%xmm7, %xmm8, %xmm8, %xmm3
	vblendvps	%xmm7, %xmm2, %xmm13, %xmm13
	vblendvps	%xmm13, %xmm13, %xmm9, %xmm11
	vblendvps	%xmm15, %xmm1, %xmm11, %xmm6
	vbroadcastf128	%fs:-2147483648(%r12), %ymm15
	vbroadcastf128	%fs:-2147483648(%r13,%rbp), %ymm2
	vbroadcastf128	-128(%rsp,%r15), %ymm8
	vbroadcastf128	-129(%rdx), %ymm0
	vbroadcasti128	-1(%r10), %ymm1
	vbroadcasti128	128(%rbp), %ymm5
	vbroadcasti128	%fs:128(%rsi,%r13,2), %ymm15
	vbroadcasti128	127(%r14), %ymm12
	vbroadcastsd	%fs:1(%r12,%r9), %ymm8
	vbroadcastsd	%gs:128(,%r14,8), %ymm13
	vbroadcastsd	%fs:128(%rax,%rbp,8), %ymm15
	vbroadcastsd	-1(%r10,%rax,4), %ymm8
	vbroadcastsd	%xmm15, %ymm9
	vbroadcastsd	%xmm13, %ymm12
	vbroadcastsd	%xmm11, %ymm2
	vbroadcastsd	%xmm0, %ymm10
	vbroadcastss	%gs:128(%r15,%r10), %ymm0
	vbroadcastss	%fs:-1(%r13), %ymm10
	vbroadcastss	-1(%rip), %ymm4
	vbroadcastss	-2147483648(%r11), %ymm2
	vbroadcastss	%xmm13, %ymm11
	vbroadcastss	%xmm15, %ymm7
	vbroadcastss	%xmm3, %ymm5
	vbroadcastss	%xmm11, %ymm13
	vbroadcastss	2147483647(,%r14), %xmm6
	vbroadcastss	1(%rbp), %xmm6
	vbroadcastss	1(%r13,%rbx), %xmm11
	vbroadcastss	%fs:-1(%r15,%r12,2), %xmm10
	vbroadcastss	%xmm9, %xmm3
	vbroadcastss	%xmm0, %xmm9
	vbroadcastss	%xmm14, %xmm15
	vbroadcastss	%xmm5, %xmm15
	vcmpneq_oqpd	-2147483648, %ymm15, %ymm13
	vcmpfalsepd	1(%r15), %ymm1, %ymm6
	vcmppd	$165, %fs:1(%rax), %ymm6, %ymm4
	vcmppd	$128, 128(%rbp,%rbx), %ymm13, %ymm12
	vcmpunord_spd	%ymm5, %ymm15, %ymm14
	vcmppd	$149, %ymm10, %ymm8, %ymm1
	vcmpeqpd	%ymm3, %ymm12, %ymm7
	vcmpfalsepd	%ymm14, %ymm5, %ymm3
	vcmppd	$151, 127(%r15,%rax,8), %xmm12, %xmm15
	vcmppd	$164, 128(%rsp,%r9,8), %xmm12, %xmm8
	vcmpngt_uqpd	-1(%rcx,%rsi,2), %xmm1, %xmm6
	vcmppd	$255, -129(%rax), %xmm6, %xmm6
	vcmppd	$255, %xmm1, %xmm13, %xmm3
	vcmppd	$128, %xmm2, %xmm7, %xmm8
	vcmpeq_uspd	%xmm14, %xmm15, %xmm2
	vcmppd	$61, %xmm8, %xmm2, %xmm12
	vcmpps	$241, %gs:-2147483648(%rdi,%rsi), %ymm4, %ymm15
	vcmpps	$255, 1, %ymm13, %ymm13
	vcmpps	$170, -2147483648(%r9,%rbx,8), %ymm3, %ymm11
	vcmpps	$221, 1(%rcx), %ymm5, %ymm8
	vcmpnge_uqps	%ymm14, %ymm5, %ymm6
	vcmpps	$255, %ymm5, %ymm9, %ymm10
	vcmpleps	%ymm2, %ymm3, %ymm0
	vcmpps	$255, %ymm5, %ymm11, %ymm11
	vcmpps	$217, (%r12,%rdi), %xmm4, %xmm4
	vcmpps	$234, 128(%r14,%r8,4), %xmm5, %xmm1
	vcmpleps	%fs:(%rdx,%rdi,8), %xmm8, %xmm0
	vcmpnltps	127(%rsi,%r9,8), %xmm11, %xmm10
	vcmpps	$161, %xmm8, %xmm11, %xmm1
	vcmpps	$254, %xmm13, %xmm15, %xmm7
	vcmpps	$86, %xmm7, %xmm5, %xmm11
	vcmpneqps	%xmm10, %xmm8, %xmm9
	vcmpsd	$139, 1(%rsi), %xmm12, %xmm8
	vcmpsd	$207, 2147483647(%rbp,%r9), %xmm8, %xmm14
	vcmpsd	$255, 2147483647, %xmm4, %xmm7
	vcmpgt_oqsd	-1(%rdi), %xmm5, %xmm5
	vcmpngtsd	%xmm1, %xmm3, %xmm15
	vcmpltsd	%xmm1, %xmm12, %xmm15
	vcmpord_ssd	%xmm2, %xmm5, %xmm9
	vcmpsd	$221, %xmm14, %xmm7, %xmm11
	vcmpss	$75, 2147483647(%rbx), %xmm13, %xmm15
	vcmpss	$173, 1(%rbp), %xmm2, %xmm8
	vcmpless	-128(%rbx), %xmm11, %xmm6
	vcmpss	$255, 127(%rdi), %xmm1, %xmm7
	vcmpss	$188, %xmm2, %xmm10, %xmm10
	vcmpss	$201, %xmm12, %xmm13, %xmm4
	vcmpss	$240, %xmm8, %xmm14, %xmm4
	vcmpss	$128, %xmm12, %xmm11, %xmm3
	vcomisd	%gs:127(%rax), %xmm10
	vcomisd	-1(%r11,%r14), %xmm15
	vcomisd	(%r11,%rcx,2), %xmm3
	vcomisd	1(%r8), %xmm0
	vcomisd	%xmm0, %xmm12
	vcomisd	%xmm8, %xmm11
	vcomisd	%xmm10, %xmm3
	vcomisd	%xmm0, %xmm6
	vcomiss	%fs:-129(%r8), %xmm14
	vcomiss	%gs:-129(%r8), %xmm8
	vcomiss	-2147483648(%r8,%r10,8), %xmm2
	vcomiss	-128(%r9,%rdi,8), %xmm7
	vcomiss	%xmm1, %xmm3
	vcomiss	%xmm9, %xmm1
	vcomiss	%xmm8, %xmm2
	vcomiss	%xmm4, %xmm0
	vcvtdq2pd	(,%rdi,4), %ymm11
	vcvtdq2pd	2147483647(%r8,%r9,2), %ymm0
	vcvtdq2pd	%fs:128(%rsi), %ymm10
	vcvtdq2pd	(,%rbx), %ymm9
	vcvtdq2pd	%xmm1, %ymm10
	vcvtdq2pd	%xmm13, %ymm10
	vcvtdq2pd	%xmm6, %ymm3
	vcvtdq2pd	%xmm6, %ymm8
	vcvtdq2pd	128(%rcx), %xmm2
	vcvtdq2pd	(%rsp), %xmm6
	vcvtdq2pd	%gs:2147483647(%r12), %xmm9
	vcvtdq2pd	127(%rcx,%r10,8), %xmm1
	vcvtdq2pd	%xmm13, %xmm4
	vcvtdq2pd	%xmm6, %xmm13
	vcvtdq2pd	%xmm12, %xmm12
	vcvtdq2pd	%xmm0, %xmm13
	vcvtdq2ps	-128(%r15), %ymm11
	vcvtdq2ps	-2147483648(,%rcx,2), %ymm2
	vcvtdq2ps	127(%rsp,%r14,2), %ymm11
	vcvtdq2ps	-2147483648(%r10), %ymm6
	vcvtdq2ps	%ymm4, %ymm15
	vcvtdq2ps	%ymm4, %ymm1
	vcvtdq2ps	%ymm10, %ymm7
	vcvtdq2ps	%ymm4, %ymm4
	vcvtdq2ps	-1(%rcx,%rdi,2), %xmm8
	vcvtdq2ps	-129(%r10), %xmm12
	vcvtdq2ps	%fs:128(%r10), %xmm8
	vcvtdq2ps	2147483647(%r12), %xmm3
	vcvtdq2ps	%xmm15, %xmm8
	vcvtdq2ps	%xmm9, %xmm7
	vcvtdq2ps	%xmm7, %xmm2
	vcvtdq2ps	%xmm10, %xmm12
	vcvtneebf162ps	2147483647(%rcx), %ymm6
	vcvtneebf162ps	(%rax,%rdx), %ymm15
	vcvtneebf162ps	%gs:-2147483648(%r11,%r15,2), %ymm8
	vcvtneebf162ps	-1(%r11), %ymm4
	vcvtneebf162ps	%fs:127(%r13,%rsi,2), %xmm9
	vcvtneebf162ps	1(%rdi,%r10), %xmm1
	vcvtneebf162ps	2147483647(%rip), %xmm4
	vcvtneebf162ps	128(%rsi,%rbp,2), %xmm1
	vcvtneeph2ps	(%rcx), %ymm10
	vcvtneeph2ps	-128(%rdx), %ymm15
	vcvtneeph2ps	-2147483648(%rax), %ymm0
	vcvtneeph2ps	127(%r14,%rsi,8), %ymm12
	vcvtneeph2ps	-1(%rax), %xmm4
	vcvtneeph2ps	%gs:-128(%r15), %xmm11
	vcvtneeph2ps	127(%rbp), %xmm5
	vcvtneeph2ps	2147483647(%rip), %xmm10
	vcvtneobf162ps	%fs:128(%rbp,%r15,4), %ymm8
	vcvtneobf162ps	127(%r12), %ymm10
	vcvtneobf162ps	128(%r14,%rbx,8), %ymm12
	vcvtneobf162ps	%gs:127(%rax,%rax,2), %ymm1
	vcvtneobf162ps	1(%rdi), %xmm6
	vcvtneobf162ps	2147483647(,%r9,2), %xmm8
	vcvtneobf162ps	1(%r11), %xmm3
	vcvtneobf162ps	128(%rdi), %xmm7
	vcvtneoph2ps	127(%r9), %ymm11
	vcvtneoph2ps	%fs:128(,%r10,8), %ymm7
	vcvtneoph2ps	%fs:-128(%r13), %ymm12
	vcvtneoph2ps	-129(%r10,%r8,2), %ymm10
	vcvtneoph2ps	(%rax), %xmm14
	vcvtneoph2ps	1(%r9,%rsi,2), %xmm15
	vcvtneoph2ps	127(%rdi), %xmm8
	vcvtneoph2ps	-2147483648(%rcx,%r14), %xmm5
	vcvtpd2dqy	1(%rdx,%r11,4), %xmm8
	vcvtpd2dqy	%gs:-1(%rdx,%r15,2), %xmm10
	vcvtpd2dqy	-2147483648(%rip), %xmm5
	vcvtpd2dqy	(%rcx,%r8,4), %xmm3
	vcvtpd2dq	%ymm5, %xmm10
	vcvtpd2dq	%ymm11, %xmm5
	vcvtpd2dq	%ymm7, %xmm5
	vcvtpd2dq	%ymm11, %xmm11
	vcvtpd2dqx	%gs:1(%r10), %xmm3
	vcvtpd2dqx	%gs:(%r13), %xmm5
	vcvtpd2dqx	(,%rsi,8), %xmm1
	vcvtpd2dqx	%gs:-128(%rcx), %xmm2
	vcvtpd2dq	%xmm12, %xmm8
	vcvtpd2dq	%xmm2, %xmm11
	vcvtpd2dq	%xmm9, %xmm5
	vcvtpd2dq	%xmm8, %xmm8
	vcvtpd2psy	2147483647(%rbx,%rbp,8), %xmm5
	vcvtpd2psy	-129(%r14,%rcx,8), %xmm11
	vcvtpd2psy	%fs:128(%r14,%r11,8), %xmm3
	vcvtpd2psy	127(%rsp,%rsi,2), %xmm15
	vcvtpd2ps	%ymm15, %xmm5
	vcvtpd2ps	%ymm5, %xmm6
	vcvtpd2ps	%ymm1, %xmm6
	vcvtpd2ps	%ymm6, %xmm14
	vcvtpd2psx	%gs:-129(%r12), %xmm7
	vcvtpd2psx	-129(%rdx), %xmm12
	vcvtpd2psx	2147483647(%r10,%r13,8), %xmm5
	vcvtpd2psx	-129(%r13), %xmm8
	vcvtpd2ps	%xmm1, %xmm15
	vcvtpd2ps	%xmm9, %xmm8
	vcvtpd2ps	%xmm7, %xmm6
	vcvtpd2ps	%xmm15, %xmm14
	vcvtph2ps	-129(%r13), %ymm5
	vcvtph2ps	-129(%rcx), %ymm1
	vcvtph2ps	-1(%rdx), %ymm9
	vcvtph2ps	127(%rcx), %ymm14
	vcvtph2ps	%xmm7, %ymm4
	vcvtph2ps	%xmm3, %ymm1
	vcvtph2ps	%xmm12, %ymm10
	vcvtph2ps	%xmm7, %ymm7
	vcvtph2ps	%fs:-2147483648(%rbp), %xmm13
	vcvtph2ps	(%rax), %xmm15
	vcvtph2ps	2147483647(,%r10,2), %xmm15
	vcvtph2ps	2147483647(%r10), %xmm1
	vcvtph2ps	%xmm0, %xmm13
	vcvtph2ps	%xmm11, %xmm13
	vcvtph2ps	%xmm5, %xmm7
	vcvtph2ps	%xmm6, %xmm8
	vcvtps2dq	%gs:-129(%rax), %ymm14
	vcvtps2dq	1(%rbp,%rdx), %ymm15
	vcvtps2dq	2147483647(%r8,%rbx,8), %ymm8
	vcvtps2dq	1(%rip), %ymm11
	vcvtps2dq	%ymm1, %ymm3
	vcvtps2dq	%ymm15, %ymm10
	vcvtps2dq	%ymm1, %ymm1
	vcvtps2dq	%ymm13, %ymm2
	vcvtps2dq	-128(%rip), %xmm10
	vcvtps2dq	(%rdx,%r11,2), %xmm11
	vcvtps2dq	127(%rcx,%r13,2), %xmm4
	vcvtps2dq	-128(%rax,%rcx), %xmm3
	vcvtps2dq	%xmm8, %xmm4
	vcvtps2dq	%xmm12, %xmm9
	vcvtps2dq	%xmm1, %xmm11
	vcvtps2dq	%xmm10, %xmm3
	vcvtps2pd	1(%r9), %ymm1
	vcvtps2pd	-2147483648(%r9,%r10,4), %ymm14
	vcvtps2pd	%fs:1(%r14,%r8,2), %ymm1
	vcvtps2pd	%fs:2147483647(%r10,%rdx,8), %ymm14
	vcvtps2pd	%xmm1, %ymm4
	vcvtps2pd	%xmm15, %ymm1
	vcvtps2pd	%xmm13, %ymm8
	vcvtps2pd	%xmm12, %ymm7
	vcvtps2pd	%fs:128(%r14,%r9), %xmm7
	vcvtps2pd	-128(%rbp), %xmm0
	vcvtps2pd	-2147483648(%r8,%rsi), %xmm13
	vcvtps2pd	%fs:127(%rbx), %xmm1
	vcvtps2pd	%xmm3, %xmm13
	vcvtps2pd	%xmm8, %xmm8
	vcvtps2pd	%xmm4, %xmm7
	vcvtps2pd	%xmm2, %xmm14
	vcvtps2ph	$128, %ymm6, 2147483647(,%r12,8)
	vcvtps2ph	$255, %ymm8, 2147483647(%rdx)
	vcvtps2ph	$115, %ymm14, %gs:-129(,%r12,2)
	vcvtps2ph	$174, %ymm7, (,%rcx)
	vcvtps2ph	$1, %ymm1, %xmm8
	vcvtps2ph	$158, %ymm7, %xmm2
	vcvtps2ph	$128, %ymm4, %xmm11
	vcvtps2ph	$60, %ymm9, %xmm12
	vcvtps2ph	$241, %xmm2, -2147483648(%rbx)
	vcvtps2ph	$166, %xmm11, 127(%rip)
	vcvtps2ph	$128, %xmm6, %fs:-129(%rsp,%r12)
	vcvtps2ph	$128, %xmm13, 127(%r10,%r14,2)
	vcvtps2ph	$28, %xmm12, %xmm4
	vcvtps2ph	$121, %xmm11, %xmm8
	vcvtps2ph	$116, %xmm15, %xmm9
	vcvtps2ph	$255, %xmm12, %xmm5
	vcvtsd2si	(%r9), %r9
	vcvtsd2si	-128, %r8
	vcvtsd2si	-2147483648(,%r10,8), %r9
	vcvtsd2si	-129(%rcx), %rsp
	vcvtsd2si	%xmm0, %r14
	vcvtsd2si	%xmm0, %rbp
	vcvtsd2si	%xmm0, %rbp
	vcvtsd2si	%xmm9, %r15
	vcvtsd2si	-129(%r14,%rbx,8), %r14d
	vcvtsd2si	%gs:2147483647(%rbx), %edi
	vcvtsd2si	128(%r14,%rdi,2), %r15d
	vcvtsd2si	%fs:-2147483648(%r9), %r11d
	vcvtsd2si	%xmm13, %r10d
	vcvtsd2si	%xmm14, %ecx
	vcvtsd2si	%xmm14, %r13d
	vcvtsd2si	%xmm12, %r13d
	vcvtsd2ss	128(%r11), %xmm1, %xmm9
	vcvtsd2ss	-128(%r12,%r10,2), %xmm10, %xmm4
	vcvtsd2ss	-1(%r9,%r13,4), %xmm13, %xmm11
	vcvtsd2ss	-129(%r11), %xmm7, %xmm15
	vcvtsd2ss	%xmm5, %xmm7, %xmm1
	vcvtsd2ss	%xmm12, %xmm1, %xmm12
	vcvtsd2ss	%xmm4, %xmm9, %xmm12
	vcvtsd2ss	%xmm8, %xmm7, %xmm10
	vcvtsi2sdl	%fs:1(,%r9), %xmm12, %xmm13
	vcvtsi2sdl	128(%r15,%rdi), %xmm5, %xmm3
	vcvtsi2sdl	2147483647(%r15), %xmm15, %xmm13
	vcvtsi2sdl	2147483647(%r8,%r13,2), %xmm11, %xmm3
	vcvtsi2sd	%r9d, %xmm1, %xmm10
	vcvtsi2sd	%r15d, %xmm1, %xmm13
	vcvtsi2sd	%r12d, %xmm2, %xmm0
	vcvtsi2sd	%ecx, %xmm2, %xmm12
	vcvtsi2ssl	%fs:127(%r12), %xmm6, %xmm13
	vcvtsi2ssl	%gs:1(%rax), %xmm5, %xmm11
	vcvtsi2ssl	128(%rbx,%rcx), %xmm6, %xmm13
	vcvtsi2ssl	127(%rbx,%rdi), %xmm13, %xmm10
	vcvtsi2ss	%r13d, %xmm15, %xmm7
	vcvtsi2ss	%edi, %xmm4, %xmm12
	vcvtsi2ss	%r10d, %xmm0, %xmm2
	vcvtsi2ss	%r9d, %xmm8, %xmm1
	vcvtsi2sdq	%fs:-2147483648(%r8), %xmm5, %xmm0
	vcvtsi2sdq	-128(%r15,%r14,4), %xmm6, %xmm4
	vcvtsi2sdq	-128(%r10,%r9,8), %xmm0, %xmm1
	vcvtsi2sdq	2147483647(%r13), %xmm11, %xmm7
	vcvtsi2sd	%rbx, %xmm3, %xmm14
	vcvtsi2sd	%rbp, %xmm0, %xmm3
	vcvtsi2sd	%r13, %xmm1, %xmm13
	vcvtsi2sd	%rbp, %xmm12, %xmm13
	vcvtsi2ssq	-2147483648(,%r13,4), %xmm3, %xmm3
	vcvtsi2ssq	128(%rcx), %xmm14, %xmm0
	vcvtsi2ssq	%fs:(%rax), %xmm1, %xmm11
	vcvtsi2ssq	-2147483648(,%rsi), %xmm8, %xmm12
	vcvtsi2ss	%r9, %xmm6, %xmm14
	vcvtsi2ss	%rdi, %xmm4, %xmm0
	vcvtsi2ss	%r13, %xmm1, %xmm6
	vcvtsi2ss	%rcx, %xmm4, %xmm8
	vcvtss2sd	%gs:-2147483648(%rsp), %xmm14, %xmm0
	vcvtss2sd	127, %xmm11, %xmm3
	vcvtss2sd	127(%rax), %xmm11, %xmm7
	vcvtss2sd	-129(%rdx,%rbp,4), %xmm8, %xmm12
	vcvtss2sd	%xmm10, %xmm5, %xmm13
	vcvtss2sd	%xmm7, %xmm12, %xmm13
	vcvtss2sd	%xmm6, %xmm7, %xmm6
	vcvtss2sd	%xmm13, %xmm15, %xmm12
	vcvtss2si	1(%r8,%r15), %r13
	vcvtss2si	-129(%r11,%rbx,8), %r8
	vcvtss2si	%fs:-128, %r14
	vcvtss2si	-2147483648(%r8), %rsi
	vcvtss2si	%xmm3, %rsp
	vcvtss2si	%xmm4, %r15
	vcvtss2si	%xmm2, %rbx
	vcvtss2si	%xmm4, %r11
	vcvtss2si	%fs:-128(%r12,%r11), %r11d
	vcvtss2si	(%r15,%r13,8), %r8d
	vcvtss2si	-129(%rip), %r11d
	vcvtss2si	1(%r12), %r8d
	vcvtss2si	%xmm1, %r8d
	vcvtss2si	%xmm3, %r11d
	vcvtss2si	%xmm4, %ebp
	vcvtss2si	%xmm13, %eax
	vcvttpd2dqy	-2147483648(,%r13,4), %xmm5
	vcvttpd2dqy	-1(%rcx), %xmm13
	vcvttpd2dqy	-2147483648(%rdi), %xmm15
	vcvttpd2dqy	127(%r12), %xmm12
	vcvttpd2dq	%ymm3, %xmm10
	vcvttpd2dq	%ymm11, %xmm7
	vcvttpd2dq	%ymm8, %xmm0
	vcvttpd2dq	%ymm14, %xmm12
	vcvttpd2dqx	%fs:-1(,%r14,4), %xmm0
	vcvttpd2dqx	-129(,%r14,8), %xmm12
	vcvttpd2dqx	-2147483648(%r14), %xmm1
	vcvttpd2dqx	-128(%r13,%rax,8), %xmm9
	vcvttpd2dq	%xmm4, %xmm1
	vcvttpd2dq	%xmm5, %xmm1
	vcvttpd2dq	%xmm5, %xmm10
	vcvttpd2dq	%xmm10, %xmm12
	vcvttps2dq	127(%r13), %ymm13
	vcvttps2dq	128(%r12), %ymm6
	vcvttps2dq	-128(%rcx), %ymm11
	vcvttps2dq	1(%rbp,%r13), %ymm11
	vcvttps2dq	%ymm10, %ymm10
	vcvttps2dq	%ymm7, %ymm2
	vcvttps2dq	%ymm11, %ymm2
	vcvttps2dq	%ymm1, %ymm6
	vcvttps2dq	1(%r12), %xmm13
	vcvttps2dq	%gs:-129, %xmm7
	vcvttps2dq	(%r15), %xmm14
	vcvttps2dq	%fs:-129(%r13), %xmm4
	vcvttps2dq	%xmm14, %xmm6
	vcvttps2dq	%xmm10, %xmm11
	vcvttps2dq	%xmm15, %xmm5
	vcvttps2dq	%xmm0, %xmm15
	vcvttsd2si	-2147483648(%rdx), %rdi
	vcvttsd2si	-1(%rsp,%rbp,4), %rbx
	vcvttsd2si	-129(%rdi,%r8,8), %rbx
	vcvttsd2si	2147483647, %r10
	vcvttsd2si	%xmm3, %r8
	vcvttsd2si	%xmm9, %r10
	vcvttsd2si	%xmm5, %r9
	vcvttsd2si	%xmm13, %rsi
	vcvttsd2si	%fs:-1(%rdi,%rdi,4), %ebp
	vcvttsd2si	-2147483648(%r15), %r11d
	vcvttsd2si	2147483647(%r8), %edi
	vcvttsd2si	-128(%r15), %ecx
	vcvttsd2si	%xmm1, %ebx
	vcvttsd2si	%xmm9, %r12d
	vcvttsd2si	%xmm0, %ebp
	vcvttsd2si	%xmm5, %r13d
	vcvttss2si	1(%rdi), %rbx
	vcvttss2si	-128(%r14,%r10,2), %r8
	vcvttss2si	%gs:-1(%rip), %r14
	vcvttss2si	2147483647(%r13,%r13), %r12
	vcvttss2si	%xmm4, %r13
	vcvttss2si	%xmm8, %rbp
	vcvttss2si	%xmm15, %r14
	vcvttss2si	%xmm13, %r8
	vcvttss2si	128(%rbp,%rdx,2), %r12d
	vcvttss2si	2147483647(%rax), %ecx
	vcvttss2si	-1(%rbp,%r15), %ebp
	vcvttss2si	1(%r15), %ebp
	vcvttss2si	%xmm9, %r9d
	vcvttss2si	%xmm13, %r10d
	vcvttss2si	%xmm10, %r13d
	vcvttss2si	%xmm1, %edx
	vdivpd	-1(%r11), %ymm12, %ymm5
	vdivpd	%fs:-129(%r14), %ymm8, %ymm5
	vdivpd	%fs:-129, %ymm12, %ymm12
	vdivpd	-128, %ymm6, %ymm5
	vdivpd	%ymm14, %ymm0, %ymm13
	vdivpd	%ymm5, %ymm6, %ymm1
	vdivpd	%ymm2, %ymm12, %ymm8
	vdivpd	%ymm8, %ymm3, %ymm9
	vdivpd	-2147483648, %xmm9, %xmm8
	vdivpd	-129(%r10), %xmm14, %xmm5
	vdivpd	-128(%r14), %xmm10, %xmm11
	vdivpd	-129(%rax,%rbp,4), %xmm10, %xmm7
	vdivpd	%xmm8, %xmm3, %xmm5
	vdivpd	%xmm15, %xmm9, %xmm13
	vdivpd	%xmm1, %xmm6, %xmm4
	vdivpd	%xmm3, %xmm1, %xmm1
	vdivps	127(%r10), %ymm3, %ymm2
	vdivps	-128(%r8), %ymm4, %ymm9
	vdivps	1(%r15,%r14,8), %ymm9, %ymm9
	vdivps	-1, %ymm8, %ymm14
	vdivps	%ymm9, %ymm5, %ymm1
	vdivps	%ymm8, %ymm13, %ymm12
	vdivps	%ymm15, %ymm14, %ymm1
	vdivps	%ymm13, %ymm1, %ymm11
	vdivps	2147483647(,%rbx,2), %xmm5, %xmm10
	vdivps	%gs:-128(%rdi,%rbp,2), %xmm10, %xmm10
	vdivps	%gs:-128(%r14), %xmm12, %xmm12
	vdivps	1(%r13), %xmm14, %xmm3
	vdivps	%xmm2, %xmm5, %xmm14
	vdivps	%xmm9, %xmm4, %xmm2
	vdivps	%xmm8, %xmm6, %xmm12
	vdivps	%xmm0, %xmm15, %xmm15
	vdivsd	-129(%r9,%rcx,4), %xmm14, %xmm13
	vdivsd	2147483647(%rbx,%r9), %xmm2, %xmm9
	vdivsd	-129(%r12), %xmm3, %xmm15
	vdivsd	128(%rdi,%r14,2), %xmm9, %xmm2
	vdivsd	%xmm9, %xmm10, %xmm13
	vdivsd	%xmm6, %xmm4, %xmm5
	vdivsd	%xmm3, %xmm7, %xmm7
	vdivsd	%xmm1, %xmm12, %xmm12
	vdivss	(%rax,%r11), %xmm13, %xmm0
	vdivss	-129(%r15), %xmm4, %xmm12
	vdivss	-1(%r13), %xmm10, %xmm13
	vdivss	1(%r13), %xmm9, %xmm6
	vdivss	%xmm15, %xmm11, %xmm6
	vdivss	%xmm5, %xmm8, %xmm4
	vdivss	%xmm14, %xmm14, %xmm13
	vdivss	%xmm0, %xmm5, %xmm14
	vdppd	$0, -1(%rcx,%r9,2), %xmm8, %xmm8
	vdppd	$128, -1(%r9,%rsi), %xmm15, %xmm11
	vdppd	$128, -1(%rbx,%r8), %xmm14, %xmm10
	vdppd	$127, -129(%r8), %xmm8, %xmm14
	vdppd	$255, %xmm2, %xmm5, %xmm10
	vdppd	$207, %xmm7, %xmm10, %xmm11
	vdppd	$10, %xmm7, %xmm7, %xmm3
	vdppd	$255, %xmm6, %xmm8, %xmm14
	vdpps	$161, -129(%rip), %ymm10, %ymm4
	vdpps	$255, %fs:-128(%r12,%r9), %ymm2, %ymm3
	vdpps	$255, -2147483648(%r10), %ymm12, %ymm15
	vdpps	$215, %fs:128(%rbx), %ymm2, %ymm9
	vdpps	$255, %ymm10, %ymm6, %ymm6
	vdpps	$78, %ymm4, %ymm13, %ymm1
	vdpps	$243, %ymm6, %ymm7, %ymm11
	vdpps	$2, %ymm11, %ymm4, %ymm4
	vdpps	$128, 127(%rax,%rcx,8), %xmm10, %xmm6
	vdpps	$58, %gs:-129(%rsp), %xmm0, %xmm14
	vdpps	$147, %gs:(,%r11,2), %xmm12, %xmm7
	vdpps	$255, -128(%r13), %xmm0, %xmm12
	vdpps	$98, %xmm8, %xmm3, %xmm6
	vdpps	$255, %xmm4, %xmm15, %xmm3
	vdpps	$213, %xmm13, %xmm7, %xmm8
	vdpps	$128, %xmm2, %xmm12, %xmm2
	verr	127(%rbx,%r12,2)
	verr	-129(%r12,%rdi,8)
	verr	%fs:-128(%rsi)
	verr	%fs:-1(%rax,%r13,2)
	verr	%r8w
	verr	%r12w
	verr	%r11w
	verr	%di
	verw	%fs:1(%rip)
	verw	-2147483648(%rax,%r10,4)
	verw	%fs:-129(%r12,%rdi,4)
	verw	%gs:-128(%r11)
	verw	%sp
	verw	%r14w
	verw	%ax
	verw	%r13w
	vextractf128	$202, %ymm12, %gs:-128(,%r13,4)
	vextractf128	$234, %ymm0, 1(%rdi)
	vextractf128	$255, %ymm6, (%r12,%r14,4)
	vextractf128	$93, %ymm11, 127(%rdx)
	vextractf128	$1, %ymm0, %xmm6
	vextractf128	$128, %ymm11, %xmm1
	vextractf128	$163, %ymm15, %xmm12
	vextractf128	$188, %ymm5, %xmm14
	vextracti128	$255, %ymm14, -129(%rdx,%rsi,4)
	vextracti128	$179, %ymm11, -128(%rsp,%rdi)
	vextracti128	$0, %ymm14, 1(%rdx)
	vextracti128	$1, %ymm14, 2147483647(%rip)
	vextracti128	$127, %ymm8, %xmm6
	vextracti128	$2, %ymm8, %xmm14
	vextracti128	$128, %ymm12, %xmm10
	vextracti128	$181, %ymm8, %xmm5
	vextractps	$10, %xmm8, -129(%rax,%rsi,4)
	vextractps	$128, %xmm8, -129(%rsi,%rbp,8)
	vextractps	$211, %xmm4, 127(,%rdx)
	vextractps	$127, %xmm15, %gs:1(%rbx,%rdx,8)
	vextractps	$128, %xmm0, %esp
	vextractps	$200, %xmm8, %r11d
	vextractps	$255, %xmm1, %eax
	vextractps	$128, %xmm12, %r13d
	vfmadd132pd	%fs:-128(%rbx,%r11,4), %ymm14, %ymm3
	vfmadd132pd	127(%r8,%rdi,4), %ymm13, %ymm5
	vfmadd132pd	-2147483648(%rax,%rbp,8), %ymm15, %ymm13
	vfmadd132pd	0, %ymm1, %ymm15
	vfmadd132pd	%ymm15, %ymm3, %ymm0
	vfmadd132pd	%ymm3, %ymm6, %ymm6
	vfmadd132pd	%ymm7, %ymm14, %ymm15
	vfmadd132pd	%ymm10, %ymm15, %ymm1
	vfmadd132pd	127(%r10,%r9,4), %xmm1, %xmm3
	vfmadd132pd	-129(%rcx), %xmm1, %xmm13
	vfmadd132pd	%fs:127(%rbx), %xmm10, %xmm13
	vfmadd132pd	%fs:-129(,%rcx), %xmm15, %xmm9
	vfmadd132pd	%xmm13, %xmm4, %xmm4
	vfmadd132pd	%xmm6, %xmm14, %xmm4
	vfmadd132pd	%xmm4, %xmm10, %xmm1
	vfmadd132pd	%xmm2, %xmm13, %xmm1
	vfmadd132ps	2147483647(%rax), %ymm7, %ymm11
	vfmadd132ps	%gs:(%rbx), %ymm12, %ymm7
	vfmadd132ps	-129(%r13,%r15), %ymm6, %ymm8
	vfmadd132ps	-2147483648, %ymm10, %ymm12
	vfmadd132ps	%ymm7, %ymm12, %ymm1
	vfmadd132ps	%ymm11, %ymm5, %ymm11
	vfmadd132ps	%ymm4, %ymm3, %ymm0
	vfmadd132ps	%ymm15, %ymm9, %ymm10
	vfmadd132ps	-1(%r10), %xmm9, %xmm5
	vfmadd132ps	-129(,%r15,8), %xmm0, %xmm0
	vfmadd132ps	-129(%rbx,%r8), %xmm4, %xmm3
	vfmadd132ps	%gs:-2147483648(%rcx,%rcx), %xmm5, %xmm12
	vfmadd132ps	%xmm7, %xmm9, %xmm10
	vfmadd132ps	%xmm0, %xmm4, %xmm3
	vfmadd132ps	%xmm2, %xmm14, %xmm9
	vfmadd132ps	%xmm0, %xmm1, %xmm1
	vfmadd132sd	%gs:2147483647(%r10), %xmm2, %xmm2
	vfmadd132sd	-1(%rcx), %xmm13, %xmm13
	vfmadd132sd	%gs:127, %xmm13, %xmm7
	vfmadd132sd	-128, %xmm3, %xmm13
	vfmadd132sd	%xmm1, %xmm8, %xmm13
	vfmadd132sd	%xmm5, %xmm12, %xmm7
	vfmadd132sd	%xmm6, %xmm11, %xmm11
	vfmadd132sd	%xmm5, %xmm14, %xmm6
	vfmadd132ss	2147483647(%r14,%rdi,2), %xmm8, %xmm0
	vfmadd132ss	1(%r9), %xmm6, %xmm14
	vfmadd132ss	%gs:2147483647, %xmm13, %xmm15
	vfmadd132ss	2147483647(%rip), %xmm2, %xmm15
	vfmadd132ss	%xmm13, %xmm12, %xmm12
	vfmadd132ss	%xmm7, %xmm3, %xmm14
	vfmadd132ss	%xmm2, %xmm4, %xmm11
	vfmadd132ss	%xmm2, %xmm4, %xmm8
	vfmadd213pd	%gs:127(%rax,%r12), %ymm1, %ymm5
	vfmadd213pd	128(%rbx,%r13,8), %ymm6, %ymm10
	vfmadd213pd	128(%rax), %ymm13, %ymm1
	vfmadd213pd	%fs:128(%r14), %ymm15, %ymm5
	vfmadd213pd	%ymm3, %ymm2, %ymm15
	vfmadd213pd	%ymm0, %ymm12, %ymm0
	vfmadd213pd	%ymm15, %ymm14, %ymm10
	vfmadd213pd	%ymm7, %ymm1, %ymm4
	vfmadd213pd	127(%rdi,%r11,2), %xmm10, %xmm15
	vfmadd213pd	128(%r8), %xmm7, %xmm10
	vfmadd213pd	%fs:2147483647(,%r10,2), %xmm14, %xmm13
	vfmadd213pd	(%r9,%rcx,2), %xmm12, %xmm14
	vfmadd213pd	%xmm2, %xmm15, %xmm8
	vfmadd213pd	%xmm2, %xmm1, %xmm8
	vfmadd213pd	%xmm10, %xmm1, %xmm15
	vfmadd213pd	%xmm7, %xmm8, %xmm2
	vfmadd213ps	-129(%r12,%r9,2), %ymm5, %ymm10
	vfmadd213ps	127(%rcx), %ymm15, %ymm13
	vfmadd213ps	(%rdi), %ymm15, %ymm13
	vfmadd213ps	%gs:-1(%r12), %ymm12, %ymm0
	vfmadd213ps	%ymm6, %ymm3, %ymm12
	vfmadd213ps	%ymm13, %ymm14, %ymm10
	vfmadd213ps	%ymm3, %ymm14, %ymm8
	vfmadd213ps	%ymm5, %ymm8, %ymm15
	vfmadd213ps	128(%rbp,%rax,4), %xmm13, %xmm1
	vfmadd213ps	%gs:0, %xmm0, %xmm7
	vfmadd213ps	%gs:-129(%rip), %xmm4, %xmm12
	vfmadd213ps	-1, %xmm0, %xmm11
	vfmadd213ps	%xmm8, %xmm7, %xmm5
	vfmadd213ps	%xmm0, %xmm9, %xmm3
	vfmadd213ps	%xmm5, %xmm9, %xmm3
	vfmadd213ps	%xmm15, %xmm5, %xmm3
	vfmadd213sd	(%rbp,%r15), %xmm14, %xmm12
	vfmadd213sd	128(%rsi), %xmm11, %xmm14
	vfmadd213sd	-129(%rax), %xmm11, %xmm1
	vfmadd213sd	%fs:2147483647(%rcx,%rdx), %xmm6, %xmm0
	vfmadd213sd	%xmm8, %xmm11, %xmm14
	vfmadd213sd	%xmm1, %xmm1, %xmm0
	vfmadd213sd	%xmm6, %xmm13, %xmm10
	vfmadd213sd	%xmm8, %xmm2, %xmm9
	vfmadd213ss	-2147483648(,%r8,4), %xmm3, %xmm9
	vfmadd213ss	-129(%rsi,%rdi), %xmm9, %xmm3
	vfmadd213ss	127, %xmm13, %xmm14
	vfmadd213ss	%gs:128(%rdx), %xmm11, %xmm4
	vfmadd213ss	%xmm12, %xmm0, %xmm6
	vfmadd213ss	%xmm6, %xmm11, %xmm7
	vfmadd213ss	%xmm9, %xmm15, %xmm10
	vfmadd213ss	%xmm8, %xmm10, %xmm11
	vfmadd231pd	-129(,%rsi,4), %ymm0, %ymm14
	vfmadd231pd	(%r15,%rdi,2), %ymm5, %ymm1
	vfmadd231pd	2147483647(,%rsi,2), %ymm4, %ymm14
	vfmadd231pd	127(%rbx,%r15,8), %ymm4, %ymm5
	vfmadd231pd	%ymm2, %ymm1, %ymm1
	vfmadd231pd	%ymm4, %ymm7, %ymm13
	vfmadd231pd	%ymm7, %ymm2, %ymm8
	vfmadd231pd	%ymm12, %ymm12, %ymm14
	vfmadd231pd	-2147483648(%r12), %xmm3, %xmm3
	vfmadd231pd	2147483647(%r10,%r14), %xmm15, %xmm0
	vfmadd231pd	%fs:-129(%r15,%rdx,2), %xmm7, %xmm8
	vfmadd231pd	(%rip), %xmm5, %xmm6
	vfmadd231pd	%xmm15, %xmm8, %xmm6
	vfmadd231pd	%xmm14, %xmm8, %xmm0
	vfmadd231pd	%xmm10, %xmm14, %xmm2
	vfmadd231pd	%xmm0, %xmm14, %xmm1
	vfmadd231ps	2147483647, %ymm5, %ymm4
	vfmadd231ps	(%rip), %ymm4, %ymm12
	vfmadd231ps	(%r11,%r11,2), %ymm3, %ymm1
	vfmadd231ps	127(%rdi,%rsi,2), %ymm1, %ymm15
	vfmadd231ps	%ymm3, %ymm15, %ymm1
	vfmadd231ps	%ymm2, %ymm3, %ymm13
	vfmadd231ps	%ymm5, %ymm7, %ymm6
	vfmadd231ps	%ymm4, %ymm13, %ymm4
	vfmadd231ps	127(%r12), %xmm7, %xmm6
	vfmadd231ps	(%r13), %xmm7, %xmm11
	vfmadd231ps	128(%r8,%rsi), %xmm7, %xmm14
	vfmadd231ps	%gs:(%rdi,%rbx,4), %xmm11, %xmm7
	vfmadd231ps	%xmm3, %xmm0, %xmm9
	vfmadd231ps	%xmm10, %xmm14, %xmm10
	vfmadd231ps	%xmm6, %xmm7, %xmm6
	vfmadd231ps	%xmm5, %xmm14, %xmm4
	vfmadd231sd	%gs:0, %xmm2, %xmm8
	vfmadd231sd	127(%r9,%r9), %xmm8, %xmm3
	vfmadd231sd	(%r10), %xmm13, %xmm13
	vfmadd231sd	1(%rsp), %xmm9, %xmm3
	vfmadd231sd	%xmm3, %xmm6, %xmm2
	vfmadd231sd	%xmm14, %xmm10, %xmm15
	vfmadd231sd	%xmm2, %xmm2, %xmm12
	vfmadd231sd	%xmm9, %xmm6, %xmm2
	vfmadd231ss	%gs:2147483647(%rdi), %xmm2, %xmm5
	vfmadd231ss	-129(%rbp), %xmm12, %xmm15
	vfmadd231ss	%gs:(%rbp,%r11), %xmm1, %xmm7
	vfmadd231ss	%fs:1(%r9,%rbp), %xmm1, %xmm14
	vfmadd231ss	%xmm15, %xmm0, %xmm15
	vfmadd231ss	%xmm4, %xmm15, %xmm2
	vfmadd231ss	%xmm6, %xmm4, %xmm11
	vfmadd231ss	%xmm14, %xmm4, %xmm9
	vfmaddpd	%ymm12, 2147483647, %ymm6, %ymm14
	vfmaddpd	%ymm12, 127(%rax,%r9), %ymm13, %ymm7
	vfmaddpd	%ymm8, 2147483647(%r9), %ymm10, %ymm5
	vfmaddpd	%ymm15, (%r9,%r11), %ymm4, %ymm14
	vfmaddpd	-1(%rsp), %ymm15, %ymm9, %ymm6
	vfmaddpd	%fs:-2147483648(%r14), %ymm7, %ymm3, %ymm12
	vfmaddpd	(%rbx), %ymm13, %ymm13, %ymm1
	vfmaddpd	%gs:-2147483648(%r11,%r15), %ymm4, %ymm7, %ymm4
	vfmaddpd	%ymm9, %ymm14, %ymm3, %ymm5
	vfmaddpd	%ymm11, %ymm13, %ymm0, %ymm0
	vfmaddpd	%ymm2, %ymm2, %ymm12, %ymm1
	vfmaddpd	%ymm0, %ymm9, %ymm12, %ymm14
	vfmaddpd	%xmm13, 127(%rbp,%r12), %xmm11, %xmm1
	vfmaddpd	%xmm0, 127(%rsi), %xmm0, %xmm6
	vfmaddpd	%xmm3, -1(%rsi,%r13,2), %xmm12, %xmm9
	vfmaddpd	%xmm4, 127(%r14), %xmm7, %xmm6
	vfmaddpd	-2147483648(%r9,%r15,4), %xmm0, %xmm11, %xmm0
	vfmaddpd	%fs:2147483647(%rbp), %xmm8, %xmm4, %xmm3
	vfmaddpd	127(%r12), %xmm9, %xmm13, %xmm14
	vfmaddpd	128(%r12), %xmm9, %xmm4, %xmm13
	vfmaddpd	%xmm7, %xmm12, %xmm2, %xmm15
	vfmaddpd	%xmm4, %xmm15, %xmm8, %xmm13
	vfmaddpd	%xmm4, %xmm6, %xmm5, %xmm10
	vfmaddpd	%xmm5, %xmm8, %xmm10, %xmm5
	vfmaddps	%ymm8, 1(%r12,%r9,4), %ymm6, %ymm10
	vfmaddps	%ymm0, (%rbp,%r11,2), %ymm0, %ymm8
	vfmaddps	%ymm1, (%rsp,%r12,4), %ymm8, %ymm9
	vfmaddps	%ymm4, 2147483647(%rsi), %ymm2, %ymm6
	vfmaddps	128(%r11), %ymm8, %ymm14, %ymm15
	vfmaddps	%fs:1(%r8,%rbp,8), %ymm11, %ymm12, %ymm9
	vfmaddps	%gs:-129(%rbx), %ymm2, %ymm14, %ymm15
	vfmaddps	128(%rdx,%r10), %ymm0, %ymm11, %ymm0
	vfmaddps	%ymm11, %ymm10, %ymm5, %ymm11
	vfmaddps	%ymm11, %ymm0, %ymm12, %ymm3
	vfmaddps	%ymm0, %ymm3, %ymm1, %ymm13
	vfmaddps	%ymm14, %ymm13, %ymm11, %ymm6
	vfmaddps	%xmm14, %fs:(,%rdx,8), %xmm9, %xmm14
	vfmaddps	%xmm15, -1(%rsp), %xmm13, %xmm9
	vfmaddps	%xmm3, (%rsp), %xmm5, %xmm12
	vfmaddps	%xmm13, 128(%r10), %xmm5, %xmm1
	vfmaddps	%gs:-1(%r13), %xmm7, %xmm8, %xmm5
	vfmaddps	2147483647(%r11), %xmm3, %xmm13, %xmm5
	vfmaddps	-129(%r10), %xmm7, %xmm11, %xmm3
	vfmaddps	128, %xmm2, %xmm10, %xmm9
	vfmaddps	%xmm9, %xmm3, %xmm5, %xmm8
	vfmaddps	%xmm10, %xmm8, %xmm2, %xmm15
	vfmaddps	%xmm0, %xmm5, %xmm10, %xmm13
	vfmaddps	%xmm2, %xmm12, %xmm12, %xmm15
	vfmaddsd	%xmm9, -1(%rip), %xmm1, %xmm5
	vfmaddsd	%xmm15, -1(%r13,%rbx,2), %xmm5, %xmm8
	vfmaddsd	%xmm14, %fs:(%r14,%rbx,2), %xmm10, %xmm9
	vfmaddsd	%xmm8, %gs:2147483647(%rdi), %xmm3, %xmm9
	vfmaddsd	-129(%rsi,%rax,2), %xmm14, %xmm0, %xmm2
	vfmaddsd	1(%r12), %xmm8, %xmm9, %xmm11
	vfmaddsd	%gs:-2147483648(%r13,%rbp), %xmm2, %xmm11, %xmm14
	vfmaddsd	%gs:127(%r15,%rbx,4), %xmm7, %xmm14, %xmm8
	vfmaddsd	%xmm2, %xmm6, %xmm6, %xmm13
	vfmaddsd	%xmm11, %xmm9, %xmm4, %xmm13
	vfmaddsd	%xmm14, %xmm7, %xmm0, %xmm13
	vfmaddsd	%xmm6, %xmm3, %xmm4, %xmm11
	vfmaddss	%xmm6, -129, %xmm7, %xmm12
	vfmaddss	%xmm12, 127(%rbp,%rcx), %xmm2, %xmm12
	vfmaddss	%xmm6, -1, %xmm0, %xmm4
	vfmaddss	%xmm4, (%rsp,%rbp,8), %xmm4, %xmm6
	vfmaddss	128(%r9), %xmm2, %xmm9, %xmm7
	vfmaddss	127(%r15,%r10,4), %xmm2, %xmm4, %xmm3
	vfmaddss	-128(%rsp,%r12,4), %xmm9, %xmm4, %xmm11
	vfmaddss	1(%rbp,%rdx,8), %xmm4, %xmm14, %xmm13
	vfmaddss	%xmm5, %xmm0, %xmm14, %xmm2
	vfmaddss	%xmm12, %xmm1, %xmm6, %xmm1
	vfmaddss	%xmm12, %xmm7, %xmm15, %xmm5
	vfmaddss	%xmm2, %xmm3, %xmm14, %xmm11
	vfmaddsub132pd	-2147483648(%rax), %ymm8, %ymm13
	vfmaddsub132pd	%fs:2147483647(,%rax,8), %ymm2, %ymm8
	vfmaddsub132pd	-129(%r9,%rbx,2), %ymm5, %ymm5
	vfmaddsub132pd	(%rsi,%rcx), %ymm10, %ymm14
	vfmaddsub132pd	%ymm11, %ymm13, %ymm12
	vfmaddsub132pd	%ymm10, %ymm10, %ymm13
	vfmaddsub132pd	%ymm2, %ymm9, %ymm1
	vfmaddsub132pd	%ymm9, %ymm2, %ymm12
	vfmaddsub132pd	1(%rdi,%r8,4), %xmm7, %xmm0
	vfmaddsub132pd	-2147483648(%r12), %xmm9, %xmm2
	vfmaddsub132pd	(%rsi,%r9,8), %xmm10, %xmm1
	vfmaddsub132pd	%gs:(%r12,%rdi), %xmm15, %xmm10
	vfmaddsub132pd	%xmm9, %xmm4, %xmm5
	vfmaddsub132pd	%xmm2, %xmm0, %xmm8
	vfmaddsub132pd	%xmm10, %xmm4, %xmm8
	vfmaddsub132pd	%xmm4, %xmm10, %xmm10
	vfmaddsub132ps	-2147483648(%rsi), %ymm4, %ymm13
	vfmaddsub132ps	-128, %ymm3, %ymm14
	vfmaddsub132ps	-2147483648(%rsi,%rcx), %ymm6, %ymm15
	vfmaddsub132ps	-2147483648(%rsi,%rdx,4), %ymm0, %ymm13
	vfmaddsub132ps	%ymm4, %ymm9, %ymm3
	vfmaddsub132ps	%ymm13, %ymm10, %ymm5
	vfmaddsub132ps	%ymm11, %ymm1, %ymm7
	vfmaddsub132ps	%ymm0, %ymm11, %ymm11
	vfmaddsub132ps	%gs:-1(%rbp), %xmm11, %xmm9
	vfmaddsub132ps	%fs:127(%rsi,%r8), %xmm13, %xmm8
	vfmaddsub132ps	-2147483648(%rdx), %xmm9, %xmm13
	vfmaddsub132ps	128(%r13), %xmm5, %xmm9
	vfmaddsub132ps	%xmm3, %xmm15, %xmm15
	vfmaddsub132ps	%xmm0, %xmm8, %xmm12
	vfmaddsub132ps	%xmm2, %xmm11, %xmm1
	vfmaddsub132ps	%xmm10, %xmm3, %xmm8
	vfmaddsub213pd	%fs:127(%rdx,%r10), %ymm6, %ymm6
	vfmaddsub213pd	1(%r14,%rax,2), %ymm6, %ymm9
	vfmaddsub213pd	%gs:1(%r14), %ymm15, %ymm4
	vfmaddsub213pd	%gs:-2147483648(%rcx,%r11,4), %ymm8, %ymm3
	vfmaddsub213pd	%ymm12, %ymm7, %ymm11
	vfmaddsub213pd	%ymm10, %ymm1, %ymm0
	vfmaddsub213pd	%ymm0, %ymm2, %ymm8
	vfmaddsub213pd	%ymm14, %ymm5, %ymm8
	vfmaddsub213pd	-2147483648, %xmm9, %xmm9
	vfmaddsub213pd	-2147483648(%rdx,%r11,4), %xmm11, %xmm12
	vfmaddsub213pd	-2147483648(%rdi,%rsi,4), %xmm11, %xmm4
	vfmaddsub213pd	-2147483648(%r10), %xmm0, %xmm7
	vfmaddsub213pd	%xmm14, %xmm10, %xmm2
	vfmaddsub213pd	%xmm2, %xmm14, %xmm12
	vfmaddsub213pd	%xmm1, %xmm13, %xmm1
	vfmaddsub213pd	%xmm14, %xmm5, %xmm2
	vfmaddsub213ps	%fs:128(%r8), %ymm2, %ymm5
	vfmaddsub213ps	(%r11,%rsi,2), %ymm5, %ymm0
	vfmaddsub213ps	-128(%r14,%rbp,4), %ymm0, %ymm3
	vfmaddsub213ps	2147483647(%rsi,%rcx,2), %ymm6, %ymm5
	vfmaddsub213ps	%ymm5, %ymm8, %ymm15
	vfmaddsub213ps	%ymm3, %ymm8, %ymm15
	vfmaddsub213ps	%ymm12, %ymm11, %ymm7
	vfmaddsub213ps	%ymm2, %ymm1, %ymm2
	vfmaddsub213ps	2147483647(%rip), %xmm9, %xmm8
	vfmaddsub213ps	-129(%rip), %xmm5, %xmm10
	vfmaddsub213ps	-1(%rdi,%r14,4), %xmm14, %xmm4
	vfmaddsub213ps	1(%r15,%rdx,8), %xmm3, %xmm1
	vfmaddsub213ps	%xmm8, %xmm7, %xmm10
	vfmaddsub213ps	%xmm11, %xmm9, %xmm3
	vfmaddsub213ps	%xmm15, %xmm3, %xmm6
	vfmaddsub213ps	%xmm6, %xmm7, %xmm10
	vfmaddsub231pd	128(%r8,%rax), %ymm12, %ymm0
	vfmaddsub231pd	(%r12,%r15,2), %ymm7, %ymm4
	vfmaddsub231pd	1(%r14), %ymm3, %ymm15
	vfmaddsub231pd	(%r14,%r10,8), %ymm5, %ymm10
	vfmaddsub231pd	%ymm15, %ymm1, %ymm13
	vfmaddsub231pd	%ymm11, %ymm8, %ymm6
	vfmaddsub231pd	%ymm15, %ymm15, %ymm11
	vfmaddsub231pd	%ymm12, %ymm5, %ymm3
	vfmaddsub231pd	-2147483648(%r13,%r13), %xmm9, %xmm8
	vfmaddsub231pd	2147483647(,%rdx,2), %xmm8, %xmm12
	vfmaddsub231pd	2147483647(%r13,%r14,2), %xmm13, %xmm10
	vfmaddsub231pd	%gs:-129(%r13), %xmm10, %xmm2
	vfmaddsub231pd	%xmm10, %xmm0, %xmm4
	vfmaddsub231pd	%xmm15, %xmm7, %xmm15
	vfmaddsub231pd	%xmm9, %xmm4, %xmm15
	vfmaddsub231pd	%xmm9, %xmm11, %xmm2
	vfmaddsub231ps	(%rcx), %ymm10, %ymm0
	vfmaddsub231ps	-2147483648(%rbp,%rdx,4), %ymm6, %ymm6
	vfmaddsub231ps	-2147483648(%rcx,%rbx,8), %ymm7, %ymm13
	vfmaddsub231ps	-2147483648(%r9,%rbp,4), %ymm12, %ymm14
	vfmaddsub231ps	%ymm12, %ymm1, %ymm3
	vfmaddsub231ps	%ymm11, %ymm10, %ymm4
	vfmaddsub231ps	%ymm0, %ymm2, %ymm4
	vfmaddsub231ps	%ymm10, %ymm7, %ymm5
	vfmaddsub231ps	128(%rdx,%rsi,8), %xmm10, %xmm1
	vfmaddsub231ps	127(%r14), %xmm2, %xmm0
	vfmaddsub231ps	%gs:-128(%r14,%r14,2), %xmm1, %xmm14
	vfmaddsub231ps	%fs:(%rsi), %xmm9, %xmm11
	vfmaddsub231ps	%xmm7, %xmm0, %xmm14
	vfmaddsub231ps	%xmm2, %xmm0, %xmm8
	vfmaddsub231ps	%xmm7, %xmm15, %xmm7
	vfmaddsub231ps	%xmm11, %xmm7, %xmm7
	vfmaddsubpd	%ymm2, %gs:127(%r12,%r10,2), %ymm9, %ymm9
	vfmaddsubpd	%ymm13, %gs:-1(%rsi,%r10,8), %ymm12, %ymm7
	vfmaddsubpd	%ymm15, 2147483647(%r9), %ymm7, %ymm8
	vfmaddsubpd	%ymm7, (%rax,%rdx,4), %ymm12, %ymm8
	vfmaddsubpd	-2147483648(%r8), %ymm12, %ymm14, %ymm10
	vfmaddsubpd	(%rdi,%rdx), %ymm1, %ymm1, %ymm8
	vfmaddsubpd	%gs:2147483647(%r8), %ymm12, %ymm2, %ymm8
	vfmaddsubpd	2147483647(%r15,%r11,8), %ymm12, %ymm11, %ymm13
	vfmaddsubpd	%ymm1, %ymm7, %ymm9, %ymm2
	vfmaddsubpd	%ymm5, %ymm15, %ymm0, %ymm1
	vfmaddsubpd	%ymm4, %ymm0, %ymm6, %ymm5
	vfmaddsubpd	%ymm12, %ymm15, %ymm6, %ymm2
	vfmaddsubpd	%xmm13, 128(%r13,%r10), %xmm1, %xmm7
	vfmaddsubpd	%xmm0, 127(%rdi,%rdi,8), %xmm9, %xmm0
	vfmaddsubpd	%xmm11, -128(%r12,%r15,8), %xmm15, %xmm7
	vfmaddsubpd	%xmm0, %gs:-2147483648(%r10), %xmm13, %xmm13
	vfmaddsubpd	-128(%r9,%r14,4), %xmm2, %xmm2, %xmm11
	vfmaddsubpd	%fs:-129(,%rdx,8), %xmm12, %xmm14, %xmm10
	vfmaddsubpd	-128(%rbp), %xmm14, %xmm8, %xmm0
	vfmaddsubpd	128, %xmm10, %xmm12, %xmm1
	vfmaddsubpd	%xmm9, %xmm14, %xmm15, %xmm15
	vfmaddsubpd	%xmm3, %xmm11, %xmm6, %xmm12
	vfmaddsubpd	%xmm14, %xmm2, %xmm8, %xmm4
	vfmaddsubpd	%xmm4, %xmm13, %xmm10, %xmm4
	vfmaddsubps	%ymm10, -129(%rbp,%rbx,8), %ymm12, %ymm1
	vfmaddsubps	%ymm1, -2147483648(%rsi,%rdi), %ymm4, %ymm11
	vfmaddsubps	%ymm14, %fs:128(%r12), %ymm9, %ymm3
	vfmaddsubps	%ymm10, %fs:-128, %ymm12, %ymm13
	vfmaddsubps	%fs:127(%r10), %ymm15, %ymm8, %ymm9
	vfmaddsubps	128(%r11,%rbp), %ymm6, %ymm0, %ymm2
	vfmaddsubps	2147483647, %ymm12, %ymm3, %ymm14
	vfmaddsubps	%gs:-129(%r11,%rcx,8), %ymm8, %ymm15, %ymm14
	vfmaddsubps	%ymm13, %ymm5, %ymm3, %ymm1
	vfmaddsubps	%ymm6, %ymm8, %ymm10, %ymm15
	vfmaddsubps	%ymm9, %ymm12, %ymm8, %ymm7
	vfmaddsubps	%ymm2, %ymm15, %ymm9, %ymm5
	vfmaddsubps	%xmm13, (%r11,%r15,2), %xmm2, %xmm1
	vfmaddsubps	%xmm14, 2147483647(%rsp,%r15,2), %xmm15, %xmm3
	vfmaddsubps	%xmm10, 2147483647(%r11), %xmm15, %xmm0
	vfmaddsubps	%xmm15, 128(%rdx,%r12), %xmm2, %xmm12
	vfmaddsubps	128(%r12), %xmm15, %xmm2, %xmm8
	vfmaddsubps	%fs:-128(%r13,%rsi,4), %xmm9, %xmm14, %xmm8
	vfmaddsubps	128(%r11,%r11,8), %xmm12, %xmm7, %xmm6
	vfmaddsubps	128, %xmm7, %xmm7, %xmm4
	vfmaddsubps	%xmm1, %xmm12, %xmm12, %xmm15
	vfmaddsubps	%xmm12, %xmm9, %xmm12, %xmm10
	vfmaddsubps	%xmm3, %xmm15, %xmm8, %xmm3
	vfmaddsubps	%xmm11, %xmm4, %xmm7, %xmm12
	vfmsub132pd	-128(%r12), %ymm5, %ymm1
	vfmsub132pd	-2147483648(%rsp,%r12,4), %ymm7, %ymm0
	vfmsub132pd	%fs:(%r15), %ymm4, %ymm7
	vfmsub132pd	-129(%rcx), %ymm9, %ymm5
	vfmsub132pd	%ymm0, %ymm1, %ymm0
	vfmsub132pd	%ymm14, %ymm11, %ymm4
	vfmsub132pd	%ymm10, %ymm12, %ymm13
	vfmsub132pd	%ymm4, %ymm8, %ymm5
	vfmsub132pd	-1, %xmm6, %xmm6
	vfmsub132pd	-2147483648(%rbx,%r11,4), %xmm12, %xmm6
	vfmsub132pd	(%rcx,%rcx,2), %xmm0, %xmm13
	vfmsub132pd	127(%r15), %xmm7, %xmm5
	vfmsub132pd	%xmm7, %xmm5, %xmm1
	vfmsub132pd	%xmm0, %xmm15, %xmm3
	vfmsub132pd	%xmm14, %xmm3, %xmm8
	vfmsub132pd	%xmm15, %xmm5, %xmm8
	vfmsub132ps	128(%rsp,%r13), %ymm5, %ymm2
	vfmsub132ps	(%r13), %ymm2, %ymm3
	vfmsub132ps	2147483647(%r10,%r14,8), %ymm14, %ymm14
	vfmsub132ps	2147483647(%r13), %ymm7, %ymm4
	vfmsub132ps	%ymm2, %ymm14, %ymm1
	vfmsub132ps	%ymm12, %ymm10, %ymm0
	vfmsub132ps	%ymm2, %ymm5, %ymm8
	vfmsub132ps	%ymm1, %ymm12, %ymm5
	vfmsub132ps	%gs:2147483647(%r14), %xmm8, %xmm1
	vfmsub132ps	-129(%r10), %xmm0, %xmm12
	vfmsub132ps	%fs:2147483647(%r14), %xmm13, %xmm3
	vfmsub132ps	2147483647(%rdi,%r11), %xmm2, %xmm11
	vfmsub132ps	%xmm0, %xmm10, %xmm7
	vfmsub132ps	%xmm10, %xmm7, %xmm11
	vfmsub132ps	%xmm5, %xmm5, %xmm1
	vfmsub132ps	%xmm3, %xmm10, %xmm12
	vfmsub132sd	127(%rip), %xmm7, %xmm10
	vfmsub132sd	%gs:-129(%r11), %xmm3, %xmm12
	vfmsub132sd	-129(%r13), %xmm15, %xmm6
	vfmsub132sd	%gs:-1(%r8,%rcx,8), %xmm4, %xmm4
	vfmsub132sd	%xmm13, %xmm4, %xmm9
	vfmsub132sd	%xmm5, %xmm2, %xmm1
	vfmsub132sd	%xmm13, %xmm10, %xmm8
	vfmsub132sd	%xmm0, %xmm11, %xmm1
	vfmsub132ss	-2147483648(%r9), %xmm9, %xmm13
	vfmsub132ss	%fs:-1, %xmm13, %xmm12
	vfmsub132ss	-128(,%r8,2), %xmm2, %xmm1
	vfmsub132ss	-128(%rip), %xmm0, %xmm12
	vfmsub132ss	%xmm10, %xmm4, %xmm7
	vfmsub132ss	%xmm6, %xmm3, %xmm4
	vfmsub132ss	%xmm10, %xmm10, %xmm2
	vfmsub132ss	%xmm3, %xmm14, %xmm7
	vfmsub213pd	%gs:1(%rbp,%r10), %ymm0, %ymm1
	vfmsub213pd	%fs:1, %ymm12, %ymm2
	vfmsub213pd	%gs:127(%r10,%r9,4), %ymm2, %ymm15
	vfmsub213pd	-1(%r15), %ymm2, %ymm11
	vfmsub213pd	%ymm1, %ymm2, %ymm5
	vfmsub213pd	%ymm9, %ymm10, %ymm0
	vfmsub213pd	%ymm15, %ymm12, %ymm2
	vfmsub213pd	%ymm0, %ymm7, %ymm10
	vfmsub213pd	%fs:1, %xmm8, %xmm12
	vfmsub213pd	128(%r14,%r10,4), %xmm1, %xmm15
	vfmsub213pd	128(%rdi,%rdi,8), %xmm13, %xmm10
	vfmsub213pd	%fs:128(%rax,%r11,8), %xmm5, %xmm13
	vfmsub213pd	%xmm6, %xmm7, %xmm9
	vfmsub213pd	%xmm2, %xmm6, %xmm15
	vfmsub213pd	%xmm0, %xmm1, %xmm13
	vfmsub213pd	%xmm6, %xmm8, %xmm6
	vfmsub213ps	1(%r13), %ymm4, %ymm2
	vfmsub213ps	1(%rcx), %ymm9, %ymm6
	vfmsub213ps	-129(%r10,%rdx,4), %ymm12, %ymm15
	vfmsub213ps	%gs:-1(%rcx,%r9,2), %ymm3, %ymm1
	vfmsub213ps	%ymm1, %ymm0, %ymm8
	vfmsub213ps	%ymm9, %ymm13, %ymm9
	vfmsub213ps	%ymm2, %ymm6, %ymm13
	vfmsub213ps	%ymm5, %ymm12, %ymm15
	vfmsub213ps	-1(%rsp), %xmm7, %xmm6
	vfmsub213ps	%fs:2147483647(%r8,%r12,8), %xmm11, %xmm9
	vfmsub213ps	(%rsp,%rbx,4), %xmm11, %xmm9
	vfmsub213ps	-129(%rbp), %xmm10, %xmm0
	vfmsub213ps	%xmm0, %xmm12, %xmm7
	vfmsub213ps	%xmm0, %xmm9, %xmm8
	vfmsub213ps	%xmm0, %xmm14, %xmm6
	vfmsub213ps	%xmm1, %xmm15, %xmm11
	vfmsub213sd	127(%rcx,%r11,8), %xmm10, %xmm8
	vfmsub213sd	%gs:-2147483648(%rcx,%r14), %xmm15, %xmm9
	vfmsub213sd	127(%r9), %xmm12, %xmm13
	vfmsub213sd	-128(%rbx), %xmm0, %xmm10
	vfmsub213sd	%xmm2, %xmm2, %xmm14
	vfmsub213sd	%xmm10, %xmm2, %xmm5
	vfmsub213sd	%xmm13, %xmm10, %xmm13
	vfmsub213sd	%xmm1, %xmm15, %xmm4
	vfmsub213ss	(%rip), %xmm2, %xmm8
	vfmsub213ss	%gs:-2147483648(%rdi), %xmm0, %xmm14
	vfmsub213ss	%fs:-2147483648(,%r8,8), %xmm15, %xmm9
	vfmsub213ss	%gs:-128(%rax,%rbp,4), %xmm15, %xmm15
	vfmsub213ss	%xmm5, %xmm14, %xmm0
	vfmsub213ss	%xmm1, %xmm10, %xmm7
	vfmsub213ss	%xmm2, %xmm7, %xmm4
	vfmsub213ss	%xmm2, %xmm7, %xmm14
	vfmsub231pd	1(%r11), %ymm4, %ymm10
	vfmsub231pd	%fs:(%r8,%rbx,8), %ymm5, %ymm14
	vfmsub231pd	%gs:-2147483648(%rbp), %ymm6, %ymm2
	vfmsub231pd	128(,%r12,4), %ymm11, %ymm4
	vfmsub231pd	%ymm1, %ymm9, %ymm13
	vfmsub231pd	%ymm9, %ymm9, %ymm8
	vfmsub231pd	%ymm10, %ymm9, %ymm12
	vfmsub231pd	%ymm6, %ymm6, %ymm2
	vfmsub231pd	-129(%rsp,%r13,8), %xmm7, %xmm12
	vfmsub231pd	%gs:1, %xmm2, %xmm0
	vfmsub231pd	-129(%r11,%rbx,4), %xmm3, %xmm11
	vfmsub231pd	-2147483648(%rbx), %xmm6, %xmm6
	vfmsub231pd	%xmm11, %xmm8, %xmm12
	vfmsub231pd	%xmm14, %xmm4, %xmm7
	vfmsub231pd	%xmm9, %xmm7, %xmm11
	vfmsub231pd	%xmm15, %xmm6, %xmm7
	vfmsub231ps	-128(%rbp,%r11,2), %ymm9, %ymm13
	vfmsub231ps	-129(%rbx), %ymm13, %ymm2
	vfmsub231ps	128, %ymm15, %ymm9
	vfmsub231ps	-129(%r9,%r13,8), %ymm14, %ymm7
	vfmsub231ps	%ymm14, %ymm3, %ymm13
	vfmsub231ps	%ymm2, %ymm11, %ymm4
	vfmsub231ps	%ymm10, %ymm12, %ymm11
	vfmsub231ps	%ymm15, %ymm6, %ymm10
	vfmsub231ps	%fs:-2147483648(%r14), %xmm13, %xmm14
	vfmsub231ps	-128(%r8,%rdi,2), %xmm9, %xmm7
	vfmsub231ps	2147483647(%rbx), %xmm10, %xmm1
	vfmsub231ps	1(,%rdx,2), %xmm1, %xmm4
	vfmsub231ps	%xmm13, %xmm2, %xmm10
	vfmsub231ps	%xmm8, %xmm1, %xmm14
	vfmsub231ps	%xmm9, %xmm8, %xmm11
	vfmsub231ps	%xmm15, %xmm6, %xmm0
	vfmsub231sd	-2147483648(%rdx,%r11,8), %xmm5, %xmm9
	vfmsub231sd	-129(%rip), %xmm2, %xmm11
	vfmsub231sd	-129(%rdi), %xmm4, %xmm10
	vfmsub231sd	-129, %xmm4, %xmm7
	vfmsub231sd	%xmm8, %xmm7, %xmm5
	vfmsub231sd	%xmm5, %xmm14, %xmm4
	vfmsub231sd	%xmm10, %xmm10, %xmm13
	vfmsub231sd	%xmm6, %xmm8, %xmm0
	vfmsub231ss	128(%r10), %xmm15, %xmm5
	vfmsub231ss	%fs:-129(,%r13,8), %xmm13, %xmm6
	vfmsub231ss	-128(%rsi), %xmm1, %xmm15
	vfmsub231ss	1(%rbp), %xmm1, %xmm10
	vfmsub231ss	%xmm7, %xmm11, %xmm13
	vfmsub231ss	%xmm15, %xmm3, %xmm3
	vfmsub231ss	%xmm15, %xmm8, %xmm3
	vfmsub231ss	%xmm7, %xmm8, %xmm13
	vfmsubadd132pd	(%r13), %ymm12, %ymm13
	vfmsubadd132pd	-1(%r8), %ymm15, %ymm6
	vfmsubadd132pd	1(%rax,%rcx,8), %ymm7, %ymm8
	vfmsubadd132pd	%gs:1(%rcx), %ymm7, %ymm13
	vfmsubadd132pd	%ymm12, %ymm5, %ymm2
	vfmsubadd132pd	%ymm1, %ymm5, %ymm7
	vfmsubadd132pd	%ymm13, %ymm6, %ymm5
	vfmsubadd132pd	%ymm1, %ymm9, %ymm2
	vfmsubadd132pd	-128(%r9), %xmm9, %xmm15
	vfmsubadd132pd	-1(%rdi,%rdi,8), %xmm10, %xmm3
	vfmsubadd132pd	%gs:(%r13,%rdi,4), %xmm2, %xmm3
	vfmsubadd132pd	(%rbx), %xmm6, %xmm0
	vfmsubadd132pd	%xmm14, %xmm6, %xmm13
	vfmsubadd132pd	%xmm3, %xmm11, %xmm1
	vfmsubadd132pd	%xmm10, %xmm0, %xmm4
	vfmsubadd132pd	%xmm3, %xmm5, %xmm12
	vfmsubadd132ps	1(%r14,%rbx,4), %ymm0, %ymm3
	vfmsubadd132ps	2147483647(%r8,%rdx), %ymm2, %ymm1
	vfmsubadd132ps	%fs:1(,%r9), %ymm3, %ymm0
	vfmsubadd132ps	128(%rdi,%rsi,4), %ymm1, %ymm6
	vfmsubadd132ps	%ymm9, %ymm7, %ymm8
	vfmsubadd132ps	%ymm3, %ymm8, %ymm5
	vfmsubadd132ps	%ymm1, %ymm3, %ymm10
	vfmsubadd132ps	%ymm7, %ymm7, %ymm3
	vfmsubadd132ps	-1(%r10,%rdi,4), %xmm0, %xmm2
	vfmsubadd132ps	-2147483648(%r14), %xmm8, %xmm7
	vfmsubadd132ps	1, %xmm7, %xmm8
	vfmsubadd132ps	2147483647, %xmm15, %xmm5
	vfmsubadd132ps	%xmm4, %xmm6, %xmm15
	vfmsubadd132ps	%xmm8, %xmm8, %xmm9
	vfmsubadd132ps	%xmm5, %xmm1, %xmm11
	vfmsubadd132ps	%xmm0, %xmm11, %xmm1
	vfmsubadd213pd	127(%r9), %ymm9, %ymm11
	vfmsubadd213pd	-2147483648(%r14), %ymm3, %ymm4
	vfmsubadd213pd	127(%rsi,%rdx,8), %ymm12, %ymm12
	vfmsubadd213pd	-129(%r10,%rbp,4), %ymm3, %ymm4
	vfmsubadd213pd	%ymm11, %ymm15, %ymm3
	vfmsubadd213pd	%ymm7, %ymm0, %ymm1
	vfmsubadd213pd	%ymm9, %ymm2, %ymm15
	vfmsubadd213pd	%ymm5, %ymm7, %ymm12
	vfmsubadd213pd	2147483647(%rbp,%r13), %xmm12, %xmm15
	vfmsubadd213pd	(%rdx,%rcx), %xmm13, %xmm8
	vfmsubadd213pd	-2147483648(%rsp,%r9), %xmm6, %xmm10
	vfmsubadd213pd	-128(%rsp,%r12,8), %xmm8, %xmm2
	vfmsubadd213pd	%xmm2, %xmm11, %xmm15
	vfmsubadd213pd	%xmm13, %xmm15, %xmm0
	vfmsubadd213pd	%xmm10, %xmm15, %xmm12
	vfmsubadd213pd	%xmm11, %xmm15, %xmm0
	vfmsubadd213ps	%fs:-128, %ymm2, %ymm0
	vfmsubadd213ps	2147483647(%rax,%rbx,2), %ymm4, %ymm1
	vfmsubadd213ps	1(,%r13,2), %ymm10, %ymm14
	vfmsubadd213ps	127(%r11,%rbx,8), %ymm9, %ymm0
	vfmsubadd213ps	%ymm8, %ymm1, %ymm14
	vfmsubadd213ps	%ymm12, %ymm3, %ymm7
	vfmsubadd213ps	%ymm13, %ymm8, %ymm11
	vfmsubadd213ps	%ymm3, %ymm3, %ymm7
	vfmsubadd213ps	-128(%rsi,%rdi), %xmm10, %xmm11
	vfmsubadd213ps	-128(%r15), %xmm10, %xmm9
	vfmsubadd213ps	-2147483648(%r11), %xmm3, %xmm4
	vfmsubadd213ps	-128(%rbx), %xmm0, %xmm0
	vfmsubadd213ps	%xmm14, %xmm7, %xmm3
	vfmsubadd213ps	%xmm9, %xmm3, %xmm10
	vfmsubadd213ps	%xmm14, %xmm10, %xmm6
	vfmsubadd213ps	%xmm4, %xmm4, %xmm1
	vfmsubadd231pd	%fs:-129(%rbp,%rbp), %ymm12, %ymm1
	vfmsubadd231pd	%gs:128(%rdx), %ymm14, %ymm8
	vfmsubadd231pd	-1(%rsp,%r14,8), %ymm14, %ymm12
	vfmsubadd231pd	1(%r14), %ymm14, %ymm15
	vfmsubadd231pd	%ymm12, %ymm5, %ymm10
	vfmsubadd231pd	%ymm7, %ymm11, %ymm1
	vfmsubadd231pd	%ymm2, %ymm0, %ymm9
	vfmsubadd231pd	%ymm15, %ymm3, %ymm7
	vfmsubadd231pd	0, %xmm7, %xmm13
	vfmsubadd231pd	-2147483648(%rip), %xmm14, %xmm6
	vfmsubadd231pd	1(%r15,%r14,2), %xmm15, %xmm11
	vfmsubadd231pd	2147483647, %xmm6, %xmm6
	vfmsubadd231pd	%xmm10, %xmm6, %xmm7
	vfmsubadd231pd	%xmm12, %xmm3, %xmm9
	vfmsubadd231pd	%xmm0, %xmm11, %xmm14
	vfmsubadd231pd	%xmm13, %xmm7, %xmm5
	vfmsubadd231ps	(%rip), %ymm0, %ymm15
	vfmsubadd231ps	-128(%r12,%r11,8), %ymm1, %ymm11
	vfmsubadd231ps	128(%rdi,%rdi), %ymm2, %ymm6
	vfmsubadd231ps	(%rcx), %ymm11, %ymm14
	vfmsubadd231ps	%ymm0, %ymm9, %ymm1
	vfmsubadd231ps	%ymm11, %ymm8, %ymm4
	vfmsubadd231ps	%ymm13, %ymm14, %ymm2
	vfmsubadd231ps	%ymm2, %ymm1, %ymm15
	vfmsubadd231ps	-1(%rdi), %xmm3, %xmm9
	vfmsubadd231ps	1(%rbx,%r10,8), %xmm1, %xmm3
	vfmsubadd231ps	-1(%r8), %xmm15, %xmm5
	vfmsubadd231ps	128(%r10,%rsi,2), %xmm11, %xmm2
	vfmsubadd231ps	%xmm5, %xmm9, %xmm5
	vfmsubadd231ps	%xmm5, %xmm4, %xmm12
	vfmsubadd231ps	%xmm11, %xmm5, %xmm8
	vfmsubadd231ps	%xmm7, %xmm13, %xmm6
	vfmsubaddpd	%ymm14, -129(%r14), %ymm8, %ymm4
	vfmsubaddpd	%ymm7, %gs:1(%rcx,%rbp,2), %ymm7, %ymm9
	vfmsubaddpd	%ymm12, %gs:-128, %ymm0, %ymm7
	vfmsubaddpd	%ymm2, -1(%rcx), %ymm6, %ymm3
	vfmsubaddpd	-1(%rbp), %ymm1, %ymm10, %ymm13
	vfmsubaddpd	%fs:128(%r15), %ymm6, %ymm14, %ymm8
	vfmsubaddpd	-129(%r10,%r13,4), %ymm14, %ymm12, %ymm2
	vfmsubaddpd	127(%rsp,%r15), %ymm0, %ymm7, %ymm1
	vfmsubaddpd	%ymm0, %ymm3, %ymm5, %ymm10
	vfmsubaddpd	%ymm2, %ymm8, %ymm11, %ymm5
	vfmsubaddpd	%ymm13, %ymm1, %ymm6, %ymm3
	vfmsubaddpd	%ymm5, %ymm12, %ymm7, %ymm3
	vfmsubaddpd	%xmm2, -128(%r15,%r9,2), %xmm3, %xmm1
	vfmsubaddpd	%xmm15, %fs:-2147483648(%rdx), %xmm2, %xmm4
	vfmsubaddpd	%xmm11, 127(%rax,%rcx,8), %xmm2, %xmm7
	vfmsubaddpd	%xmm5, 127(%rdx,%r14), %xmm10, %xmm4
	vfmsubaddpd	-1(%rbp), %xmm6, %xmm5, %xmm10
	vfmsubaddpd	1(%rcx), %xmm8, %xmm4, %xmm3
	vfmsubaddpd	-129(%rdx,%rsi,8), %xmm7, %xmm1, %xmm12
	vfmsubaddpd	1(%r11), %xmm7, %xmm5, %xmm3
	vfmsubaddpd	%xmm2, %xmm1, %xmm5, %xmm4
	vfmsubaddpd	%xmm1, %xmm5, %xmm2, %xmm11
	vfmsubaddpd	%xmm5, %xmm11, %xmm12, %xmm7
	vfmsubaddpd	%xmm2, %xmm4, %xmm8, %xmm14
	vfmsubaddps	%ymm0, %gs:2147483647(%r13), %ymm15, %ymm6
	vfmsubaddps	%ymm8, %fs:1(%r12), %ymm15, %ymm0
	vfmsubaddps	%ymm3, 2147483647(%rsp), %ymm14, %ymm8
	vfmsubaddps	%ymm15, 2147483647(%rsp,%r9,2), %ymm13, %ymm8
	vfmsubaddps	(%rax,%r13,2), %ymm12, %ymm13, %ymm13
	vfmsubaddps	-2147483648(%r9), %ymm3, %ymm6, %ymm1
	vfmsubaddps	2147483647(%rsp), %ymm11, %ymm10, %ymm15
	vfmsubaddps	%fs:128(%rbx,%r13,8), %ymm3, %ymm11, %ymm0
	vfmsubaddps	%ymm11, %ymm13, %ymm15, %ymm9
	vfmsubaddps	%ymm8, %ymm3, %ymm0, %ymm7
	vfmsubaddps	%ymm6, %ymm11, %ymm9, %ymm8
	vfmsubaddps	%ymm12, %ymm1, %ymm1, %ymm11
	vfmsubaddps	%xmm2, 2147483647(%r13), %xmm5, %xmm9
	vfmsubaddps	%xmm11, -129(%r15,%rbp,8), %xmm5, %xmm12
	vfmsubaddps	%xmm6, %fs:-1(%rcx), %xmm5, %xmm15
	vfmsubaddps	%xmm3, 2147483647, %xmm8, %xmm13
	vfmsubaddps	0, %xmm13, %xmm1, %xmm3
	vfmsubaddps	-129(%rbp), %xmm14, %xmm11, %xmm10
	vfmsubaddps	(%rax), %xmm13, %xmm8, %xmm6
	vfmsubaddps	-128(%rdi), %xmm0, %xmm8, %xmm1
	vfmsubaddps	%xmm1, %xmm4, %xmm14, %xmm1
	vfmsubaddps	%xmm13, %xmm14, %xmm15, %xmm14
	vfmsubaddps	%xmm13, %xmm5, %xmm0, %xmm1
	vfmsubaddps	%xmm10, %xmm11, %xmm9, %xmm1
	vfmsubpd	%ymm10, -128(%rsi,%r13,2), %ymm2, %ymm9
	vfmsubpd	%ymm11, 127, %ymm6, %ymm5
	vfmsubpd	%ymm13, -128(%rdx,%r14), %ymm10, %ymm6
	vfmsubpd	%ymm12, (%r12), %ymm12, %ymm13
	vfmsubpd	(%rsi), %ymm14, %ymm3, %ymm8
	vfmsubpd	-128(%rsp), %ymm8, %ymm5, %ymm10
	vfmsubpd	1(%r13), %ymm12, %ymm14, %ymm12
	vfmsubpd	%fs:128(%r12), %ymm0, %ymm3, %ymm7
	vfmsubpd	%ymm12, %ymm8, %ymm9, %ymm5
	vfmsubpd	%ymm9, %ymm9, %ymm3, %ymm7
	vfmsubpd	%ymm5, %ymm14, %ymm11, %ymm11
	vfmsubpd	%ymm1, %ymm1, %ymm12, %ymm15
	vfmsubpd	%xmm13, 2147483647(%rip), %xmm7, %xmm4
	vfmsubpd	%xmm6, 127(%r12,%r8,4), %xmm0, %xmm13
	vfmsubpd	%xmm4, 2147483647(%rsp), %xmm15, %xmm0
	vfmsubpd	%xmm2, %fs:(%r15), %xmm6, %xmm1
	vfmsubpd	128(%rcx,%r11,8), %xmm11, %xmm13, %xmm13
	vfmsubpd	%gs:-1(%r14,%rcx), %xmm15, %xmm8, %xmm2
	vfmsubpd	127(%rcx), %xmm8, %xmm15, %xmm13
	vfmsubpd	-129(%rsp,%r12,4), %xmm1, %xmm1, %xmm7
	vfmsubpd	%xmm13, %xmm7, %xmm12, %xmm6
	vfmsubpd	%xmm2, %xmm13, %xmm2, %xmm9
	vfmsubpd	%xmm5, %xmm8, %xmm3, %xmm1
	vfmsubpd	%xmm13, %xmm15, %xmm6, %xmm8
	vfmsubps	%ymm7, %fs:-129(%r9), %ymm5, %ymm15
	vfmsubps	%ymm3, (%rax,%r14), %ymm4, %ymm4
	vfmsubps	%ymm14, %fs:127(,%r12), %ymm0, %ymm2
	vfmsubps	%ymm4, 1, %ymm10, %ymm14
	vfmsubps	%gs:(%r14), %ymm2, %ymm0, %ymm15
	vfmsubps	1(%rcx,%rax), %ymm5, %ymm1, %ymm14
	vfmsubps	-129(%r15), %ymm12, %ymm15, %ymm1
	vfmsubps	-2147483648(,%rax,4), %ymm6, %ymm0, %ymm3
	vfmsubps	%ymm5, %ymm11, %ymm13, %ymm8
	vfmsubps	%ymm13, %ymm2, %ymm2, %ymm3
	vfmsubps	%ymm8, %ymm15, %ymm15, %ymm0
	vfmsubps	%ymm11, %ymm2, %ymm3, %ymm0
	vfmsubps	%xmm15, %gs:2147483647(%rsp,%rcx,2), %xmm3, %xmm15
	vfmsubps	%xmm14, -2147483648(%rbp), %xmm2, %xmm2
	vfmsubps	%xmm13, 127(%rcx), %xmm2, %xmm12
	vfmsubps	%xmm7, -2147483648(,%rbp), %xmm9, %xmm4
	vfmsubps	2147483647(%rdx), %xmm6, %xmm3, %xmm6
	vfmsubps	-129(%rip), %xmm0, %xmm3, %xmm12
	vfmsubps	(%r15,%rcx), %xmm9, %xmm2, %xmm9
	vfmsubps	%fs:-2147483648(,%rcx,4), %xmm12, %xmm0, %xmm13
	vfmsubps	%xmm9, %xmm8, %xmm0, %xmm4
	vfmsubps	%xmm10, %xmm13, %xmm7, %xmm14
	vfmsubps	%xmm5, %xmm10, %xmm15, %xmm4
	vfmsubps	%xmm12, %xmm3, %xmm4, %xmm12
	vfmsubsd	%xmm6, -128(%rip), %xmm2, %xmm14
	vfmsubsd	%xmm11, 2147483647(%rcx), %xmm9, %xmm3
	vfmsubsd	%xmm5, 127(%rbx,%r15,4), %xmm15, %xmm14
	vfmsubsd	%xmm12, %gs:-2147483648(%r9,%r14,4), %xmm14, %xmm6
	vfmsubsd	128(%r11,%rsi,8), %xmm1, %xmm3, %xmm12
	vfmsubsd	%fs:-128(%rbx), %xmm10, %xmm0, %xmm0
	vfmsubsd	-1(%rsp,%r9,4), %xmm5, %xmm2, %xmm0
	vfmsubsd	%gs:(,%r13,8), %xmm0, %xmm8, %xmm11
	vfmsubsd	%xmm15, %xmm1, %xmm14, %xmm11
	vfmsubsd	%xmm6, %xmm9, %xmm5, %xmm9
	vfmsubsd	%xmm4, %xmm12, %xmm11, %xmm15
	vfmsubsd	%xmm10, %xmm7, %xmm13, %xmm14
	vfmsubss	%xmm14, (%r15), %xmm2, %xmm6
	vfmsubss	%xmm14, -1(%rdi), %xmm11, %xmm10
	vfmsubss	%xmm5, -129(,%r10,8), %xmm15, %xmm5
	vfmsubss	%xmm9, 128(,%rdx), %xmm6, %xmm5
	vfmsubss	-129(%r12,%rsi,2), %xmm7, %xmm10, %xmm1
	vfmsubss	%fs:-128(%rsi), %xmm9, %xmm1, %xmm0
	vfmsubss	(%rsi), %xmm1, %xmm11, %xmm1
	vfmsubss	%gs:-129(%r13), %xmm1, %xmm5, %xmm3
	vfmsubss	%xmm15, %xmm11, %xmm12, %xmm10
	vfmsubss	%xmm15, %xmm8, %xmm2, %xmm6
	vfmsubss	%xmm6, %xmm13, %xmm5, %xmm6
	vfmsubss	%xmm4, %xmm2, %xmm4, %xmm9
	vfnmadd132pd	127(%r13,%rdi,4), %ymm5, %ymm10
	vfnmadd132pd	-128(%r14), %ymm6, %ymm12
	vfnmadd132pd	%fs:-1(%r13), %ymm5, %ymm8
	vfnmadd132pd	%gs:-2147483648(%r15,%r8,2), %ymm0, %ymm7
	vfnmadd132pd	%ymm10, %ymm5, %ymm12
	vfnmadd132pd	%ymm12, %ymm15, %ymm3
	vfnmadd132pd	%ymm11, %ymm7, %ymm7
	vfnmadd132pd	%ymm1, %ymm9, %ymm12
	vfnmadd132pd	%fs:1(%rip), %xmm2, %xmm6
	vfnmadd132pd	(%rdi,%rax), %xmm2, %xmm2
	vfnmadd132pd	%gs:-2147483648(%r8), %xmm11, %xmm8
	vfnmadd132pd	%gs:1(%r9,%r11,4), %xmm9, %xmm7
	vfnmadd132pd	%xmm13, %xmm12, %xmm5
	vfnmadd132pd	%xmm3, %xmm12, %xmm13
	vfnmadd132pd	%xmm8, %xmm14, %xmm8
	vfnmadd132pd	%xmm9, %xmm2, %xmm1
	vfnmadd132ps	%gs:-129(%rcx,%r8), %ymm8, %ymm6
	vfnmadd132ps	128(%rbp,%rcx,2), %ymm6, %ymm0
	vfnmadd132ps	(%rsp), %ymm10, %ymm15
	vfnmadd132ps	1(%r14), %ymm11, %ymm9
	vfnmadd132ps	%ymm14, %ymm15, %ymm12
	vfnmadd132ps	%ymm9, %ymm1, %ymm3
	vfnmadd132ps	%ymm14, %ymm14, %ymm5
	vfnmadd132ps	%ymm2, %ymm8, %ymm4
	vfnmadd132ps	%fs:128(%r8,%rax,2), %xmm3, %xmm2
	vfnmadd132ps	127(%r10), %xmm9, %xmm6
	vfnmadd132ps	127(%r15,%r15,2), %xmm0, %xmm14
	vfnmadd132ps	%gs:-2147483648(%r12,%rdx,4), %xmm4, %xmm7
	vfnmadd132ps	%xmm6, %xmm5, %xmm1
	vfnmadd132ps	%xmm1, %xmm7, %xmm7
	vfnmadd132ps	%xmm2, %xmm9, %xmm9
	vfnmadd132ps	%xmm8, %xmm2, %xmm15
	vfnmadd132sd	-2147483648(%rax,%rdx,4), %xmm2, %xmm4
	vfnmadd132sd	%fs:-1(%rcx), %xmm12, %xmm11
	vfnmadd132sd	%fs:2147483647(%rip), %xmm11, %xmm15
	vfnmadd132sd	(%r15,%rbp,4), %xmm7, %xmm9
	vfnmadd132sd	%xmm6, %xmm3, %xmm3
	vfnmadd132sd	%xmm5, %xmm7, %xmm15
	vfnmadd132sd	%xmm0, %xmm8, %xmm9
	vfnmadd132sd	%xmm7, %xmm10, %xmm9
	vfnmadd132ss	-128(%r12,%r11,4), %xmm0, %xmm3
	vfnmadd132ss	%fs:-129(%r8,%rdi,8), %xmm13, %xmm4
	vfnmadd132ss	%fs:-2147483648(%rip), %xmm14, %xmm2
	vfnmadd132ss	127(%rbx,%r8,4), %xmm5, %xmm8
	vfnmadd132ss	%xmm0, %xmm12, %xmm9
	vfnmadd132ss	%xmm1, %xmm15, %xmm15
	vfnmadd132ss	%xmm4, %xmm12, %xmm0
	vfnmadd132ss	%xmm11, %xmm14, %xmm13
	vfnmadd213pd	%gs:-129(%rbx,%r8), %ymm13, %ymm15
	vfnmadd213pd	-1, %ymm8, %ymm7
	vfnmadd213pd	2147483647(%rax,%r9,4), %ymm9, %ymm12
	vfnmadd213pd	2147483647(%rax), %ymm4, %ymm11
	vfnmadd213pd	%ymm12, %ymm11, %ymm0
	vfnmadd213pd	%ymm11, %ymm11, %ymm7
	vfnmadd213pd	%ymm1, %ymm4, %ymm4
	vfnmadd213pd	%ymm14, %ymm4, %ymm9
	vfnmadd213pd	128(%r13,%r13,4), %xmm0, %xmm13
	vfnmadd213pd	%fs:-1(%rsp,%rbx,4), %xmm9, %xmm15
	vfnmadd213pd	%fs:-128(%rip), %xmm1, %xmm1
	vfnmadd213pd	%fs:128(%rbx,%r13), %xmm8, %xmm0
	vfnmadd213pd	%xmm13, %xmm8, %xmm4
	vfnmadd213pd	%xmm4, %xmm12, %xmm7
	vfnmadd213pd	%xmm14, %xmm10, %xmm7
	vfnmadd213pd	%xmm10, %xmm4, %xmm6
	vfnmadd213ps	-129(%rip), %ymm2, %ymm4
	vfnmadd213ps	128(%rcx), %ymm15, %ymm15
	vfnmadd213ps	-2147483648(%r11,%r8), %ymm4, %ymm6
	vfnmadd213ps	128(%r13,%rbp), %ymm4, %ymm2
	vfnmadd213ps	%ymm11, %ymm15, %ymm5
	vfnmadd213ps	%ymm6, %ymm7, %ymm1
	vfnmadd213ps	%ymm7, %ymm13, %ymm12
	vfnmadd213ps	%ymm5, %ymm14, %ymm14
	vfnmadd213ps	-1, %xmm7, %xmm10
	vfnmadd213ps	(%r10,%rbx,4), %xmm1, %xmm8
	vfnmadd213ps	%gs:(%r14), %xmm7, %xmm9
	vfnmadd213ps	%gs:128(%rsi,%rbp), %xmm2, %xmm15
	vfnmadd213ps	%xmm2, %xmm10, %xmm13
	vfnmadd213ps	%xmm15, %xmm14, %xmm7
	vfnmadd213ps	%xmm5, %xmm11, %xmm12
	vfnmadd213ps	%xmm7, %xmm12, %xmm2
	vfnmadd213sd	(%r14), %xmm6, %xmm6
	vfnmadd213sd	127(%rip), %xmm4, %xmm7
	vfnmadd213sd	-129(%r10,%r11,4), %xmm13, %xmm13
	vfnmadd213sd	-128, %xmm5, %xmm15
	vfnmadd213sd	%xmm12, %xmm13, %xmm15
	vfnmadd213sd	%xmm1, %xmm10, %xmm9
	vfnmadd213sd	%xmm13, %xmm9, %xmm6
	vfnmadd213sd	%xmm6, %xmm11, %xmm7
	vfnmadd213ss	%gs:-2147483648(%rbx,%rdi,2), %xmm1, %xmm5
	vfnmadd213ss	-129(%rbx,%rdx,2), %xmm10, %xmm9
	vfnmadd213ss	%fs:1(%r12,%r14,2), %xmm15, %xmm8
	vfnmadd213ss	-1(%r10), %xmm7, %xmm15
	vfnmadd213ss	%xmm8, %xmm13, %xmm4
	vfnmadd213ss	%xmm7, %xmm15, %xmm4
	vfnmadd213ss	%xmm14, %xmm1, %xmm11
	vfnmadd213ss	%xmm11, %xmm3, %xmm4
	vfnmadd231pd	-2147483648(%r14,%rbx,2), %ymm2, %ymm1
	vfnmadd231pd	-2147483648(%r13,%r11,2), %ymm0, %ymm0
	vfnmadd231pd	128(%rsi), %ymm5, %ymm3
	vfnmadd231pd	-128(%rdi), %ymm15, %ymm10
	vfnmadd231pd	%ymm5, %ymm3, %ymm9
	vfnmadd231pd	%ymm4, %ymm3, %ymm13
	vfnmadd231pd	%ymm2, %ymm13, %ymm11
	vfnmadd231pd	%ymm4, %ymm6, %ymm7
	vfnmadd231pd	2147483647(%rsp), %xmm7, %xmm7
	vfnmadd231pd	%gs:128(%rdx), %xmm9, %xmm14
	vfnmadd231pd	-2147483648(%r15,%r9), %xmm2, %xmm9
	vfnmadd231pd	-2147483648(%rcx), %xmm14, %xmm9
	vfnmadd231pd	%xmm15, %xmm5, %xmm2
	vfnmadd231pd	%xmm9, %xmm3, %xmm0
	vfnmadd231pd	%xmm13, %xmm8, %xmm3
	vfnmadd231pd	%xmm10, %xmm13, %xmm6
	vfnmadd231ps	%gs:-129, %ymm14, %ymm2
	vfnmadd231ps	%gs:1, %ymm3, %ymm12
	vfnmadd231ps	128(%r10,%r9,4), %ymm7, %ymm11
	vfnmadd231ps	%gs:127(,%r14,4), %ymm9, %ymm9
	vfnmadd231ps	%ymm14, %ymm13, %ymm13
	vfnmadd231ps	%ymm12, %ymm8, %ymm12
	vfnmadd231ps	%ymm11, %ymm4, %ymm7
	vfnmadd231ps	%ymm8, %ymm2, %ymm0
	vfnmadd231ps	-129(%rsi), %xmm15, %xmm8
	vfnmadd231ps	-129(%rsi), %xmm14, %xmm0
	vfnmadd231ps	128(%rax,%r10,4), %xmm14, %xmm0
	vfnmadd231ps	%fs:-1(%rsi,%r10), %xmm2, %xmm1
	vfnmadd231ps	%xmm14, %xmm8, %xmm9
	vfnmadd231ps	%xmm0, %xmm4, %xmm10
	vfnmadd231ps	%xmm11, %xmm12, %xmm15
	vfnmadd231ps	%xmm9, %xmm10, %xmm4
	vfnmadd231sd	%gs:-128(%rdx,%r10), %xmm10, %xmm7
	vfnmadd231sd	1(%rbx,%r14,8), %xmm14, %xmm13
	vfnmadd231sd	1(%r9), %xmm8, %xmm13
	vfnmadd231sd	127(%r8), %xmm12, %xmm12
	vfnmadd231sd	%xmm3, %xmm8, %xmm12
	vfnmadd231sd	%xmm3, %xmm4, %xmm13
	vfnmadd231sd	%xmm6, %xmm0, %xmm9
	vfnmadd231sd	%xmm15, %xmm15, %xmm8
	vfnmadd231ss	%fs:128(%r15,%rdx), %xmm12, %xmm6
	vfnmadd231ss	127(%r11), %xmm15, %xmm13
	vfnmadd231ss	-2147483648(%rip), %xmm0, %xmm11
	vfnmadd231ss	%gs:2147483647(%r10), %xmm12, %xmm1
	vfnmadd231ss	%xmm6, %xmm10, %xmm11
	vfnmadd231ss	%xmm14, %xmm10, %xmm13
	vfnmadd231ss	%xmm14, %xmm1, %xmm10
	vfnmadd231ss	%xmm12, %xmm11, %xmm12
	vfnmaddpd	%ymm5, %gs:127(%rax,%r12), %ymm14, %ymm11
	vfnmaddpd	%ymm11, -2147483648(,%rdi,8), %ymm10, %ymm8
	vfnmaddpd	%ymm12, 2147483647(%rsi,%rbp), %ymm1, %ymm2
	vfnmaddpd	%ymm8, 2147483647(,%r14,8), %ymm14, %ymm7
	vfnmaddpd	%fs:128(%rax,%rdx), %ymm2, %ymm4, %ymm1
	vfnmaddpd	%gs:127(,%r8,2), %ymm0, %ymm12, %ymm6
	vfnmaddpd	%fs:128(,%r13,2), %ymm8, %ymm4, %ymm12
	vfnmaddpd	(%r11,%r9,4), %ymm14, %ymm10, %ymm7
	vfnmaddpd	%ymm7, %ymm1, %ymm8, %ymm8
	vfnmaddpd	%ymm1, %ymm6, %ymm4, %ymm3
	vfnmaddpd	%ymm13, %ymm2, %ymm11, %ymm4
	vfnmaddpd	%ymm9, %ymm9, %ymm2, %ymm14
	vfnmaddpd	%xmm8, %gs:-2147483648(%rax,%rbx), %xmm2, %xmm4
	vfnmaddpd	%xmm9, 2147483647(%r9), %xmm4, %xmm11
	vfnmaddpd	%xmm11, %fs:(%rsi,%r10,2), %xmm0, %xmm6
	vfnmaddpd	%xmm14, -2147483648(%rcx), %xmm10, %xmm15
	vfnmaddpd	-129(%rcx), %xmm3, %xmm15, %xmm0
	vfnmaddpd	-128(%r8), %xmm12, %xmm13, %xmm12
	vfnmaddpd	-1, %xmm13, %xmm0, %xmm13
	vfnmaddpd	%fs:2147483647(%r15,%rbp,2), %xmm6, %xmm9, %xmm11
	vfnmaddpd	%xmm13, %xmm9, %xmm2, %xmm2
	vfnmaddpd	%xmm12, %xmm8, %xmm0, %xmm12
	vfnmaddpd	%xmm0, %xmm1, %xmm3, %xmm6
	vfnmaddpd	%xmm2, %xmm10, %xmm6, %xmm6
	vfnmaddps	%ymm5, 1(%r13,%rdx,4), %ymm4, %ymm9
	vfnmaddps	%ymm1, 1(%rdi), %ymm13, %ymm8
	vfnmaddps	%ymm5, 2147483647(%rcx,%rdi,2), %ymm4, %ymm13
	vfnmaddps	%ymm15, 127, %ymm0, %ymm7
	vfnmaddps	-2147483648(%r10,%r8), %ymm8, %ymm9, %ymm10
	vfnmaddps	128(%r13), %ymm11, %ymm4, %ymm15
	vfnmaddps	%fs:-2147483648, %ymm2, %ymm0, %ymm12
	vfnmaddps	%fs:128(%rsp,%rsi,8), %ymm15, %ymm10, %ymm13
	vfnmaddps	%ymm4, %ymm4, %ymm2, %ymm4
	vfnmaddps	%ymm11, %ymm8, %ymm11, %ymm13
	vfnmaddps	%ymm2, %ymm10, %ymm0, %ymm9
	vfnmaddps	%ymm11, %ymm7, %ymm2, %ymm1
	vfnmaddps	%xmm11, -1(%r15), %xmm0, %xmm7
	vfnmaddps	%xmm7, -129(%rdi,%r14,8), %xmm8, %xmm7
	vfnmaddps	%xmm1, -2147483648(%r15,%rbp,4), %xmm0, %xmm15
	vfnmaddps	%xmm8, -1(%rdx,%r8), %xmm1, %xmm4
	vfnmaddps	127(%r14), %xmm5, %xmm10, %xmm3
	vfnmaddps	127(%rax,%rdx,2), %xmm0, %xmm8, %xmm3
	vfnmaddps	-2147483648(%r10,%r13), %xmm8, %xmm9, %xmm3
	vfnmaddps	(%r9), %xmm4, %xmm7, %xmm12
	vfnmaddps	%xmm8, %xmm9, %xmm15, %xmm7
	vfnmaddps	%xmm9, %xmm14, %xmm14, %xmm3
	vfnmaddps	%xmm8, %xmm7, %xmm14, %xmm9
	vfnmaddps	%xmm7, %xmm13, %xmm10, %xmm8
	vfnmaddsd	%xmm4, 2147483647(%r13), %xmm9, %xmm7
	vfnmaddsd	%xmm12, -1(%rdx,%rbx), %xmm6, %xmm14
	vfnmaddsd	%xmm6, (%rdx,%r8,2), %xmm9, %xmm9
	vfnmaddsd	%xmm3, -128(,%rax,8), %xmm6, %xmm8
	vfnmaddsd	-2147483648, %xmm9, %xmm0, %xmm8
	vfnmaddsd	%gs:1(%rbp,%rsi,4), %xmm2, %xmm3, %xmm10
	vfnmaddsd	-1(%rbx), %xmm0, %xmm12, %xmm15
	vfnmaddsd	1(%r14,%rax,8), %xmm0, %xmm6, %xmm7
	vfnmaddsd	%xmm2, %xmm3, %xmm4, %xmm5
	vfnmaddsd	%xmm1, %xmm8, %xmm10, %xmm5
	vfnmaddsd	%xmm14, %xmm1, %xmm6, %xmm6
	vfnmaddsd	%xmm10, %xmm5, %xmm7, %xmm15
	vfnmaddss	%xmm9, 1(%r12), %xmm0, %xmm15
	vfnmaddss	%xmm2, 1(%rbp), %xmm2, %xmm13
	vfnmaddss	%xmm11, -129, %xmm7, %xmm1
	vfnmaddss	%xmm5, 1(%rbx,%rdi), %xmm6, %xmm15
	vfnmaddss	-129(%r13), %xmm4, %xmm14, %xmm15
	vfnmaddss	-128(%r8,%r11,2), %xmm10, %xmm14, %xmm13
	vfnmaddss	%fs:2147483647(%rdi,%rsi,4), %xmm10, %xmm5, %xmm1
	vfnmaddss	127(%rdx,%rdi,2), %xmm6, %xmm7, %xmm13
	vfnmaddss	%xmm1, %xmm1, %xmm9, %xmm1
	vfnmaddss	%xmm4, %xmm9, %xmm0, %xmm2
	vfnmaddss	%xmm13, %xmm3, %xmm6, %xmm6
	vfnmaddss	%xmm12, %xmm11, %xmm8, %xmm9
	vfnmsub132pd	-1(%rdi,%rcx,2), %ymm9, %ymm3
	vfnmsub132pd	-2147483648(%r9,%r10,8), %ymm1, %ymm8
	vfnmsub132pd	128(%r11), %ymm13, %ymm8
	vfnmsub132pd	%fs:1(%rbp,%rsi), %ymm14, %ymm7
	vfnmsub132pd	%ymm4, %ymm4, %ymm2
	vfnmsub132pd	%ymm14, %ymm7, %ymm0
	vfnmsub132pd	%ymm15, %ymm5, %ymm13
	vfnmsub132pd	%ymm12, %ymm10, %ymm11
	vfnmsub132pd	-1(,%rcx,4), %xmm10, %xmm3
	vfnmsub132pd	%fs:-129(%r13), %xmm4, %xmm11
	vfnmsub132pd	-2147483648(%rdi,%rsi,4), %xmm15, %xmm4
	vfnmsub132pd	%fs:-1(%rsp), %xmm13, %xmm2
	vfnmsub132pd	%xmm5, %xmm0, %xmm2
	vfnmsub132pd	%xmm13, %xmm14, %xmm7
	vfnmsub132pd	%xmm3, %xmm9, %xmm13
	vfnmsub132pd	%xmm2, %xmm2, %xmm9
	vfnmsub132ps	%fs:2147483647(%rdi), %ymm12, %ymm11
	vfnmsub132ps	-129(%rcx), %ymm6, %ymm12
	vfnmsub132ps	2147483647(%rbp,%r13,8), %ymm0, %ymm13
	vfnmsub132ps	2147483647(%rip), %ymm10, %ymm6
	vfnmsub132ps	%ymm10, %ymm4, %ymm12
	vfnmsub132ps	%ymm14, %ymm6, %ymm10
	vfnmsub132ps	%ymm14, %ymm14, %ymm2
	vfnmsub132ps	%ymm5, %ymm8, %ymm8
	vfnmsub132ps	1(%rcx,%rdx,8), %xmm4, %xmm4
	vfnmsub132ps	%gs:-129(%r11), %xmm13, %xmm8
	vfnmsub132ps	128(%rip), %xmm13, %xmm13
	vfnmsub132ps	127(%rbp,%r14,8), %xmm12, %xmm5
	vfnmsub132ps	%xmm11, %xmm0, %xmm9
	vfnmsub132ps	%xmm5, %xmm6, %xmm8
	vfnmsub132ps	%xmm15, %xmm0, %xmm14
	vfnmsub132ps	%xmm5, %xmm0, %xmm4
	vfnmsub132sd	-129(%rbx), %xmm0, %xmm11
	vfnmsub132sd	-2147483648(%r10,%rdi), %xmm9, %xmm2
	vfnmsub132sd	-1(%r8,%r14,2), %xmm13, %xmm11
	vfnmsub132sd	%fs:-129(%rdi), %xmm7, %xmm7
	vfnmsub132sd	%xmm9, %xmm4, %xmm2
	vfnmsub132sd	%xmm5, %xmm2, %xmm5
	vfnmsub132sd	%xmm5, %xmm10, %xmm7
	vfnmsub132sd	%xmm15, %xmm11, %xmm15
	vfnmsub132ss	-1(%r12), %xmm12, %xmm14
	vfnmsub132ss	(%rdx), %xmm15, %xmm0
	vfnmsub132ss	1(%r9,%r14), %xmm6, %xmm12
	vfnmsub132ss	%fs:-128(%rbp,%r8,8), %xmm9, %xmm10
	vfnmsub132ss	%xmm1, %xmm15, %xmm11
	vfnmsub132ss	%xmm0, %xmm15, %xmm5
	vfnmsub132ss	%xmm6, %xmm5, %xmm15
	vfnmsub132ss	%xmm6, %xmm10, %xmm14
	vfnmsub213pd	%gs:-2147483648(%rcx,%rbp), %ymm11, %ymm3
	vfnmsub213pd	-1, %ymm8, %ymm12
	vfnmsub213pd	%gs:-1, %ymm13, %ymm6
	vfnmsub213pd	%gs:1(%rax), %ymm5, %ymm14
	vfnmsub213pd	%ymm11, %ymm0, %ymm1
	vfnmsub213pd	%ymm10, %ymm15, %ymm6
	vfnmsub213pd	%ymm1, %ymm9, %ymm7
	vfnmsub213pd	%ymm12, %ymm1, %ymm9
	vfnmsub213pd	1(%rdx,%r11,2), %xmm15, %xmm14
	vfnmsub213pd	%fs:-129(%rcx,%rbx), %xmm11, %xmm13
	vfnmsub213pd	1(%rax,%r11,4), %xmm10, %xmm5
	vfnmsub213pd	(%rcx), %xmm8, %xmm8
	vfnmsub213pd	%xmm9, %xmm1, %xmm5
	vfnmsub213pd	%xmm14, %xmm6, %xmm3
	vfnmsub213pd	%xmm6, %xmm3, %xmm10
	vfnmsub213pd	%xmm3, %xmm5, %xmm11
	vfnmsub213ps	1(%r12), %ymm7, %ymm14
	vfnmsub213ps	127(%r15), %ymm8, %ymm15
	vfnmsub213ps	2147483647(,%rdi), %ymm1, %ymm2
	vfnmsub213ps	-2147483648, %ymm6, %ymm3
	vfnmsub213ps	%ymm3, %ymm8, %ymm12
	vfnmsub213ps	%ymm12, %ymm6, %ymm4
	vfnmsub213ps	%ymm12, %ymm1, %ymm0
	vfnmsub213ps	%ymm12, %ymm6, %ymm1
	vfnmsub213ps	%fs:127(%rip), %xmm3, %xmm1
	vfnmsub213ps	-129(%r11,%rsi,4), %xmm10, %xmm15
	vfnmsub213ps	%fs:127(%rbp,%rcx,2), %xmm7, %xmm4
	vfnmsub213ps	%gs:1(%r8), %xmm12, %xmm2
	vfnmsub213ps	%xmm13, %xmm10, %xmm6
	vfnmsub213ps	%xmm8, %xmm9, %xmm13
	vfnmsub213ps	%xmm15, %xmm11, %xmm6
	vfnmsub213ps	%xmm7, %xmm3, %xmm9
	vfnmsub213sd	(%rip), %xmm9, %xmm7
	vfnmsub213sd	%fs:128(%r9,%r10,4), %xmm1, %xmm5
	vfnmsub213sd	(%r9,%r14,8), %xmm6, %xmm5
	vfnmsub213sd	1(%rsi,%rax,2), %xmm12, %xmm13
	vfnmsub213sd	%xmm9, %xmm14, %xmm7
	vfnmsub213sd	%xmm9, %xmm8, %xmm8
	vfnmsub213sd	%xmm0, %xmm0, %xmm3
	vfnmsub213sd	%xmm7, %xmm0, %xmm6
	vfnmsub213ss	2147483647(%r8), %xmm11, %xmm12
	vfnmsub213ss	%fs:-129, %xmm11, %xmm10
	vfnmsub213ss	%fs:128(%rcx,%r14,4), %xmm9, %xmm13
	vfnmsub213ss	1(%rax,%r12,8), %xmm6, %xmm4
	vfnmsub213ss	%xmm13, %xmm0, %xmm4
	vfnmsub213ss	%xmm11, %xmm3, %xmm7
	vfnmsub213ss	%xmm4, %xmm7, %xmm0
	vfnmsub213ss	%xmm11, %xmm1, %xmm13
	vfnmsub231pd	%gs:0, %ymm5, %ymm0
	vfnmsub231pd	%gs:2147483647(%rsi,%r8,4), %ymm6, %ymm6
	vfnmsub231pd	%fs:127(%rdx), %ymm4, %ymm10
	vfnmsub231pd	%gs:127(%rip), %ymm8, %ymm7
	vfnmsub231pd	%ymm5, %ymm10, %ymm1
	vfnmsub231pd	%ymm15, %ymm13, %ymm12
	vfnmsub231pd	%ymm4, %ymm14, %ymm4
	vfnmsub231pd	%ymm15, %ymm13, %ymm7
	vfnmsub231pd	127(%rbx,%r13,2), %xmm2, %xmm11
	vfnmsub231pd	%fs:(%rcx), %xmm5, %xmm9
	vfnmsub231pd	1(%rip), %xmm0, %xmm3
	vfnmsub231pd	%gs:128(%r11,%r12,8), %xmm0, %xmm11
	vfnmsub231pd	%xmm7, %xmm2, %xmm0
	vfnmsub231pd	%xmm0, %xmm10, %xmm2
	vfnmsub231pd	%xmm6, %xmm10, %xmm10
	vfnmsub231pd	%xmm6, %xmm6, %xmm1
	vfnmsub231ps	-2147483648(%rbp), %ymm14, %ymm2
	vfnmsub231ps	-2147483648(%r8,%rax,4), %ymm5, %ymm13
	vfnmsub231ps	%gs:-128(%r9,%rcx,2), %ymm5, %ymm7
	vfnmsub231ps	127(%rsp), %ymm4, %ymm9
	vfnmsub231ps	%ymm0, %ymm15, %ymm10
	vfnmsub231ps	%ymm8, %ymm13, %ymm14
	vfnmsub231ps	%ymm10, %ymm5, %ymm6
	vfnmsub231ps	%ymm15, %ymm15, %ymm4
	vfnmsub231ps	127(%r13,%rdi,4), %xmm4, %xmm14
	vfnmsub231ps	%gs:-1(%rbx,%r14), %xmm3, %xmm11
	vfnmsub231ps	-1(%rip), %xmm8, %xmm9
	vfnmsub231ps	127(%rsp), %xmm10, %xmm8
	vfnmsub231ps	%xmm13, %xmm11, %xmm3
	vfnmsub231ps	%xmm11, %xmm6, %xmm13
	vfnmsub231ps	%xmm13, %xmm12, %xmm6
	vfnmsub231ps	%xmm4, %xmm6, %xmm3
	vfnmsub231sd	128(%rip), %xmm0, %xmm7
	vfnmsub231sd	2147483647, %xmm13, %xmm10
	vfnmsub231sd	-129(%rax), %xmm2, %xmm9
	vfnmsub231sd	1(%r13), %xmm1, %xmm15
	vfnmsub231sd	%xmm1, %xmm0, %xmm7
	vfnmsub231sd	%xmm15, %xmm1, %xmm12
	vfnmsub231sd	%xmm9, %xmm9, %xmm9
	vfnmsub231sd	%xmm6, %xmm3, %xmm4
	vfnmsub231ss	%gs:2147483647, %xmm5, %xmm8
	vfnmsub231ss	-128(%rcx,%rax,8), %xmm3, %xmm3
	vfnmsub231ss	%gs:2147483647(%r8,%rsi,2), %xmm6, %xmm5
	vfnmsub231ss	1(%rdx,%rbp,2), %xmm13, %xmm5
	vfnmsub231ss	%xmm13, %xmm0, %xmm0
	vfnmsub231ss	%xmm11, %xmm8, %xmm14
	vfnmsub231ss	%xmm9, %xmm1, %xmm14
	vfnmsub231ss	%xmm15, %xmm15, %xmm6
	vfnmsubpd	%ymm12, %gs:-129(%r9,%r13,8), %ymm15, %ymm13
	vfnmsubpd	%ymm13, (%rip), %ymm11, %ymm12
	vfnmsubpd	%ymm5, -2147483648(%rip), %ymm1, %ymm2
	vfnmsubpd	%ymm15, (%rcx,%r9,8), %ymm0, %ymm1
	vfnmsubpd	-1(%rbx), %ymm14, %ymm1, %ymm5
	vfnmsubpd	%gs:128(%rbx), %ymm1, %ymm15, %ymm11
	vfnmsubpd	128(%rcx,%r14,4), %ymm2, %ymm8, %ymm7
	vfnmsubpd	-128(%r10), %ymm0, %ymm15, %ymm3
	vfnmsubpd	%ymm3, %ymm7, %ymm1, %ymm0
	vfnmsubpd	%ymm10, %ymm14, %ymm14, %ymm11
	vfnmsubpd	%ymm13, %ymm11, %ymm12, %ymm11
	vfnmsubpd	%ymm0, %ymm13, %ymm1, %ymm9
	vfnmsubpd	%xmm15, %gs:-2147483648(%rbp), %xmm2, %xmm11
	vfnmsubpd	%xmm15, 2147483647(%rbx,%r13,8), %xmm11, %xmm13
	vfnmsubpd	%xmm8, -128(%rax,%r8), %xmm7, %xmm4
	vfnmsubpd	%xmm3, 128(%r8), %xmm10, %xmm10
	vfnmsubpd	-1(%r11), %xmm1, %xmm1, %xmm14
	vfnmsubpd	-128(%rsp,%rbp,4), %xmm2, %xmm4, %xmm6
	vfnmsubpd	128(%r12), %xmm9, %xmm14, %xmm6
	vfnmsubpd	-129(%r13,%rcx,2), %xmm14, %xmm4, %xmm10
	vfnmsubpd	%xmm0, %xmm15, %xmm7, %xmm8
	vfnmsubpd	%xmm13, %xmm7, %xmm10, %xmm4
	vfnmsubpd	%xmm11, %xmm6, %xmm1, %xmm0
	vfnmsubpd	%xmm6, %xmm12, %xmm14, %xmm8
	vfnmsubps	%ymm7, %fs:-129(%rip), %ymm14, %ymm8
	vfnmsubps	%ymm8, %gs:2147483647(%rip), %ymm0, %ymm1
	vfnmsubps	%ymm7, -1(%rcx,%r15,4), %ymm3, %ymm9
	vfnmsubps	%ymm15, -128(%r15), %ymm5, %ymm2
	vfnmsubps	%gs:2147483647(%r11), %ymm6, %ymm14, %ymm5
	vfnmsubps	127(%rcx), %ymm14, %ymm2, %ymm7
	vfnmsubps	-128(%r11), %ymm12, %ymm14, %ymm9
	vfnmsubps	1(%rbp), %ymm7, %ymm1, %ymm7
	vfnmsubps	%ymm8, %ymm8, %ymm13, %ymm5
	vfnmsubps	%ymm14, %ymm15, %ymm11, %ymm5
	vfnmsubps	%ymm5, %ymm9, %ymm15, %ymm5
	vfnmsubps	%ymm1, %ymm2, %ymm9, %ymm15
	vfnmsubps	%xmm15, -129(%rsp), %xmm7, %xmm8
	vfnmsubps	%xmm13, -1(%r12,%r14), %xmm7, %xmm10
	vfnmsubps	%xmm4, %gs:-1(%r13), %xmm5, %xmm1
	vfnmsubps	%xmm7, 127(%r10), %xmm8, %xmm11
	vfnmsubps	-129(%rcx,%r15,8), %xmm1, %xmm3, %xmm15
	vfnmsubps	1(%rsi), %xmm9, %xmm14, %xmm5
	vfnmsubps	(%rbx,%r9,2), %xmm11, %xmm12, %xmm9
	vfnmsubps	-1(%rcx,%rdx,8), %xmm12, %xmm0, %xmm0
	vfnmsubps	%xmm10, %xmm12, %xmm13, %xmm13
	vfnmsubps	%xmm0, %xmm8, %xmm11, %xmm0
	vfnmsubps	%xmm7, %xmm14, %xmm3, %xmm7
	vfnmsubps	%xmm14, %xmm13, %xmm14, %xmm15
	vfnmsubsd	%xmm6, %gs:2147483647(%r12), %xmm2, %xmm14
	vfnmsubsd	%xmm7, %fs:-128(%rip), %xmm8, %xmm12
	vfnmsubsd	%xmm0, 2147483647(%r11), %xmm6, %xmm14
	vfnmsubsd	%xmm1, -1(%r8,%r10,4), %xmm0, %xmm3
	vfnmsubsd	2147483647(%rbx), %xmm7, %xmm2, %xmm9
	vfnmsubsd	1(%rcx), %xmm11, %xmm2, %xmm8
	vfnmsubsd	-128, %xmm0, %xmm2, %xmm14
	vfnmsubsd	-128(%rbp,%r12), %xmm7, %xmm3, %xmm10
	vfnmsubsd	%xmm6, %xmm6, %xmm13, %xmm3
	vfnmsubsd	%xmm2, %xmm5, %xmm10, %xmm6
	vfnmsubsd	%xmm7, %xmm0, %xmm1, %xmm10
	vfnmsubsd	%xmm13, %xmm3, %xmm13, %xmm10
	vfnmsubss	%xmm14, 1(%rdi,%rbx,4), %xmm14, %xmm15
	vfnmsubss	%xmm10, -128(%rdi), %xmm8, %xmm3
	vfnmsubss	%xmm3, (%r14,%r13,8), %xmm2, %xmm2
	vfnmsubss	%xmm4, %gs:128(%rdi,%rdx), %xmm5, %xmm8
	vfnmsubss	-129(%rbx,%rsi,8), %xmm7, %xmm11, %xmm0
	vfnmsubss	128(%rbp), %xmm9, %xmm4, %xmm8
	vfnmsubss	-1(%rcx,%r8,8), %xmm14, %xmm2, %xmm0
	vfnmsubss	-2147483648(%rcx,%rcx,8), %xmm1, %xmm0, %xmm6
	vfnmsubss	%xmm5, %xmm12, %xmm10, %xmm0
	vfnmsubss	%xmm10, %xmm7, %xmm0, %xmm5
	vfnmsubss	%xmm12, %xmm0, %xmm12, %xmm12
	vfnmsubss	%xmm0, %xmm13, %xmm2, %xmm9
	vfrczpd	-129(%rbx,%r8,2), %ymm13
	vfrczpd	%gs:128(%rax,%rdx,8), %ymm11
	vfrczpd	(%r10,%r14), %ymm2
	vfrczpd	-1(%rdi,%r13,2), %ymm8
	vfrczpd	%ymm5, %ymm1
	vfrczpd	%ymm9, %ymm3
	vfrczpd	%ymm8, %ymm12
	vfrczpd	%ymm0, %ymm2
	vfrczpd	-2147483648(%rdx,%r14), %xmm5
	vfrczpd	1(%r8), %xmm8
	vfrczpd	127(%r15), %xmm12
	vfrczpd	-1(,%rdi,8), %xmm15
	vfrczpd	%xmm12, %xmm5
	vfrczpd	%xmm9, %xmm7
	vfrczpd	%xmm10, %xmm2
	vfrczpd	%xmm1, %xmm7
	vfrczps	-129(%rsp), %ymm4
	vfrczps	-128(%r10,%r8,8), %ymm13
	vfrczps	-128(%rsp), %ymm7
	vfrczps	-2147483648(%r12), %ymm0
	vfrczps	%ymm5, %ymm4
	vfrczps	%ymm10, %ymm11
	vfrczps	%ymm8, %ymm10
	vfrczps	%ymm3, %ymm15
	vfrczps	128(%r11,%r13), %xmm13
	vfrczps	2147483647(%r12), %xmm14
	vfrczps	%gs:1(%rdi), %xmm6
	vfrczps	-128(%r12), %xmm15
	vfrczps	%xmm3, %xmm5
	vfrczps	%xmm10, %xmm9
	vfrczps	%xmm13, %xmm4
	vfrczps	%xmm13, %xmm3
	vfrczsd	%gs:2147483647(%rcx,%r9,4), %xmm14
	vfrczsd	-2147483648(%rip), %xmm4
	vfrczsd	-128(%r13), %xmm11
	vfrczsd	128, %xmm6
	vfrczsd	%xmm5, %xmm12
	vfrczsd	%xmm11, %xmm12
	vfrczsd	%xmm6, %xmm7
	vfrczsd	%xmm11, %xmm6
	vfrczss	128(%r8,%rdx,4), %xmm12
	vfrczss	-129(%r10), %xmm13
	vfrczss	128(%rbp,%r9,4), %xmm10
	vfrczss	%fs:2147483647(%r9,%rcx,4), %xmm14
	vfrczss	%xmm6, %xmm14
	vfrczss	%xmm5, %xmm10
	vfrczss	%xmm15, %xmm4
	vfrczss	%xmm14, %xmm6
	vgatherdpd	%ymm10, -1(%r11,%xmm1,8), %ymm4
	vgatherdpd	%ymm7, (%rbx,%xmm9,2), %ymm10
	vgatherdpd	%ymm14, -1(,%xmm5), %ymm13
	vgatherdpd	%ymm8, %fs:1(%rsi,%xmm1), %ymm3
	vgatherdpd	%xmm10, 1(%r10,%xmm4), %xmm14
	vgatherdpd	%xmm15, 2147483647(%r10,%xmm10), %xmm14
	vgatherdpd	%xmm1, -1(%r14,%xmm2,2), %xmm0
	vgatherdpd	%xmm13, %fs:-1(%r14,%xmm3,8), %xmm15
	vgatherdps	%ymm2, %gs:128(%rsp,%ymm9,8), %ymm13
	vgatherdps	%ymm9, 1(%r11,%ymm7), %ymm10
	vgatherdps	%ymm5, %gs:-128(%rsp,%ymm1), %ymm0
	vgatherdps	%ymm5, %gs:-2147483648(%r15,%ymm7,4), %ymm9
	vgatherdps	%xmm5, -1(,%xmm12,4), %xmm9
	vgatherdps	%xmm14, -1(%rbp,%xmm7,2), %xmm5
	vgatherdps	%xmm10, -128(%rcx,%xmm2,4), %xmm8
	vgatherdps	%xmm9, -129(%rbp,%xmm10,4), %xmm8
	vgatherqpd	%ymm14, -1(%r12,%ymm9,4), %ymm15
	vgatherqpd	%ymm14, -128(%rbx,%ymm6,8), %ymm1
	vgatherqpd	%ymm10, -1(%r8,%ymm5), %ymm6
	vgatherqpd	%ymm11, -128(%r10,%ymm5), %ymm10
	vgatherqpd	%xmm6, -129(%r15,%xmm13,8), %xmm15
	vgatherqpd	%xmm12, 127(%r8,%xmm9), %xmm2
	vgatherqpd	%xmm3, -128(%r12,%xmm15,4), %xmm10
	vgatherqpd	%xmm10, 127(%r12,%xmm5,4), %xmm11
	vgatherqps	%xmm12, 1(,%ymm14,4), %xmm8
	vgatherqps	%xmm9, %gs:128(,%ymm8,2), %xmm1
	vgatherqps	%xmm2, (%rbp,%ymm15,4), %xmm9
	vgatherqps	%xmm1, %gs:127(%rbx,%ymm6,4), %xmm14
	vgatherqps	%xmm13, 127(%rbx,%xmm15,2), %xmm6
	vgatherqps	%xmm10, (%r9,%xmm9,4), %xmm5
	vgatherqps	%xmm3, -1(,%xmm12,4), %xmm4
	vgatherqps	%xmm12, (%r11,%xmm5,4), %xmm8
	vgf2p8affineinvqb	$128, 128(%rbp), %ymm15, %ymm13
	vgf2p8affineinvqb	$150, %fs:-2147483648(%rdx), %ymm2, %ymm5
	vgf2p8affineinvqb	$128, 1(%rbx), %ymm10, %ymm6
	vgf2p8affineinvqb	$144, (%r15,%rbx,8), %ymm3, %ymm6
	vgf2p8affineinvqb	$128, %ymm6, %ymm12, %ymm15
	vgf2p8affineinvqb	$167, %ymm15, %ymm3, %ymm12
	vgf2p8affineinvqb	$255, %ymm0, %ymm13, %ymm4
	vgf2p8affineinvqb	$5, %ymm14, %ymm14, %ymm13
	vgf2p8affineinvqb	$127, -129(%r10,%r11), %xmm9, %xmm1
	vgf2p8affineinvqb	$0, 1(%rip), %xmm12, %xmm13
	vgf2p8affineinvqb	$255, -2147483648, %xmm14, %xmm12
	vgf2p8affineinvqb	$165, -1(%rsi), %xmm8, %xmm1
	vgf2p8affineinvqb	$243, %xmm12, %xmm12, %xmm2
	vgf2p8affineinvqb	$128, %xmm8, %xmm10, %xmm1
	vgf2p8affineinvqb	$255, %xmm6, %xmm10, %xmm15
	vgf2p8affineinvqb	$1, %xmm6, %xmm13, %xmm15
	vgf2p8affineqb	$128, (%rsp), %ymm7, %ymm7
	vgf2p8affineqb	$16, %gs:(%rdx,%r10,4), %ymm8, %ymm8
	vgf2p8affineqb	$54, -128(%rax), %ymm15, %ymm3
	vgf2p8affineqb	$1, (%r9), %ymm0, %ymm3
	vgf2p8affineqb	$149, %ymm8, %ymm5, %ymm6
	vgf2p8affineqb	$255, %ymm15, %ymm3, %ymm8
	vgf2p8affineqb	$128, %ymm8, %ymm15, %ymm1
	vgf2p8affineqb	$201, %ymm6, %ymm11, %ymm14
	vgf2p8affineqb	$187, -2147483648(%rcx), %xmm8, %xmm1
	vgf2p8affineqb	$20, 127(,%rsi,8), %xmm0, %xmm5
	vgf2p8affineqb	$255, %gs:128(%rax,%rcx,8), %xmm5, %xmm11
	vgf2p8affineqb	$96, (%rip), %xmm5, %xmm12
	vgf2p8affineqb	$0, %xmm11, %xmm7, %xmm2
	vgf2p8affineqb	$127, %xmm10, %xmm8, %xmm13
	vgf2p8affineqb	$188, %xmm0, %xmm0, %xmm8
	vgf2p8affineqb	$234, %xmm14, %xmm8, %xmm11
	vgf2p8mulb	%gs:-128(%r13), %ymm12, %ymm10
	vgf2p8mulb	-1(%r10), %ymm15, %ymm7
	vgf2p8mulb	-1(%rbp), %ymm12, %ymm3
	vgf2p8mulb	-129(%rsp,%r13,8), %ymm15, %ymm2
	vgf2p8mulb	%ymm11, %ymm7, %ymm13
	vgf2p8mulb	%ymm2, %ymm11, %ymm9
	vgf2p8mulb	%ymm2, %ymm7, %ymm5
	vgf2p8mulb	%ymm5, %ymm10, %ymm8
	vgf2p8mulb	%fs:2147483647(%rsi,%rbp,4), %xmm14, %xmm8
	vgf2p8mulb	%gs:127, %xmm5, %xmm5
	vgf2p8mulb	1(%rbx), %xmm2, %xmm4
	vgf2p8mulb	%gs:127(%rip), %xmm10, %xmm6
	vgf2p8mulb	%xmm5, %xmm13, %xmm0
	vgf2p8mulb	%xmm2, %xmm1, %xmm13
	vgf2p8mulb	%xmm10, %xmm12, %xmm9
	vgf2p8mulb	%xmm1, %xmm1, %xmm5
	vhaddpd	-2147483648(%rbx), %ymm3, %ymm3
	vhaddpd	-2147483648(%r14,%r12), %ymm7, %ymm0
	vhaddpd	%fs:(,%r12,8), %ymm6, %ymm8
	vhaddpd	-2147483648(%r9), %ymm7, %ymm8
	vhaddpd	%ymm0, %ymm12, %ymm12
	vhaddpd	%ymm12, %ymm10, %ymm15
	vhaddpd	%ymm14, %ymm7, %ymm8
	vhaddpd	%ymm12, %ymm11, %ymm8
	vhaddpd	1, %xmm8, %xmm7
	vhaddpd	1(,%r15,4), %xmm4, %xmm9
	vhaddpd	128(%r15), %xmm3, %xmm9
	vhaddpd	-129(%rsi,%rax,2), %xmm7, %xmm11
	vhaddpd	%xmm11, %xmm8, %xmm2
	vhaddpd	%xmm13, %xmm7, %xmm7
	vhaddpd	%xmm14, %xmm13, %xmm8
	vhaddpd	%xmm5, %xmm7, %xmm8
	vhaddps	%fs:2147483647(,%r12,2), %ymm10, %ymm9
	vhaddps	(%r8), %ymm10, %ymm12
	vhaddps	%fs:-1(%r13), %ymm10, %ymm3
	vhaddps	2147483647(%r11), %ymm2, %ymm7
	vhaddps	%ymm8, %ymm7, %ymm13
	vhaddps	%ymm3, %ymm12, %ymm3
	vhaddps	%ymm9, %ymm9, %ymm3
	vhaddps	%ymm15, %ymm7, %ymm8
	vhaddps	2147483647(,%rdx,4), %xmm2, %xmm3
	vhaddps	-2147483648(%r11,%rbp,8), %xmm7, %xmm3
	vhaddps	%gs:1(%r10), %xmm5, %xmm6
	vhaddps	%gs:-129(%rax), %xmm0, %xmm11
	vhaddps	%xmm1, %xmm0, %xmm15
	vhaddps	%xmm6, %xmm11, %xmm11
	vhaddps	%xmm10, %xmm15, %xmm1
	vhaddps	%xmm15, %xmm5, %xmm8
	vhsubpd	1(%r12), %ymm9, %ymm2
	vhsubpd	-1(%rcx), %ymm14, %ymm11
	vhsubpd	-129(%rdx,%r10), %ymm4, %ymm13
	vhsubpd	%gs:2147483647(%rbp,%rcx,4), %ymm2, %ymm6
	vhsubpd	%ymm0, %ymm2, %ymm0
	vhsubpd	%ymm10, %ymm12, %ymm4
	vhsubpd	%ymm5, %ymm15, %ymm11
	vhsubpd	%ymm10, %ymm12, %ymm2
	vhsubpd	-128(%rcx), %xmm1, %xmm0
	vhsubpd	128(%rip), %xmm14, %xmm12
	vhsubpd	1, %xmm6, %xmm8
	vhsubpd	-1(%r9,%r13), %xmm12, %xmm5
	vhsubpd	%xmm6, %xmm10, %xmm4
	vhsubpd	%xmm2, %xmm3, %xmm9
	vhsubpd	%xmm9, %xmm3, %xmm10
	vhsubpd	%xmm12, %xmm2, %xmm0
	vhsubps	1(%r9,%rbp,2), %ymm13, %ymm3
	vhsubps	%fs:-129(%r14), %ymm5, %ymm1
	vhsubps	-129(%r14,%r12,8), %ymm5, %ymm0
	vhsubps	128(%r15,%r8), %ymm9, %ymm15
	vhsubps	%ymm8, %ymm8, %ymm0
	vhsubps	%ymm5, %ymm7, %ymm6
	vhsubps	%ymm2, %ymm2, %ymm8
	vhsubps	%ymm5, %ymm1, %ymm1
	vhsubps	(%rdi), %xmm6, %xmm0
	vhsubps	-1(%rdx), %xmm7, %xmm6
	vhsubps	-128(%r11,%r10), %xmm9, %xmm10
	vhsubps	128(%rsp,%r12,4), %xmm4, %xmm2
	vhsubps	%xmm3, %xmm2, %xmm12
	vhsubps	%xmm13, %xmm7, %xmm15
	vhsubps	%xmm0, %xmm3, %xmm8
	vhsubps	%xmm3, %xmm1, %xmm12
	vinsertf128	$0, 2147483647(%rsi), %ymm14, %ymm11
	vinsertf128	$127, %fs:127, %ymm13, %ymm2
	vinsertf128	$8, (%rdx,%r15,4), %ymm3, %ymm5
	vinsertf128	$115, -129(%rsi,%rsi,8), %ymm3, %ymm3
	vinsertf128	$255, %xmm7, %ymm9, %ymm5
	vinsertf128	$1, %xmm11, %ymm11, %ymm11
	vinsertf128	$85, %xmm6, %ymm8, %ymm12
	vinsertf128	$17, %xmm6, %ymm5, %ymm6
	vinserti128	$181, 2147483647(,%r8,2), %ymm12, %ymm11
	vinserti128	$67, %gs:(%rsp), %ymm14, %ymm3
	vinserti128	$234, -129(%rbx,%r11,8), %ymm11, %ymm12
	vinserti128	$255, 1(%r14), %ymm2, %ymm2
	vinserti128	$255, %xmm12, %ymm15, %ymm13
	vinserti128	$173, %xmm0, %ymm5, %ymm9
	vinserti128	$128, %xmm11, %ymm8, %ymm0
	vinserti128	$255, %xmm0, %ymm8, %ymm10
	vinsertps	$113, 1(%rsi), %xmm13, %xmm7
	vinsertps	$128, %fs:2147483647(%rdi), %xmm7, %xmm11
	vinsertps	$174, 2147483647(%rdx), %xmm5, %xmm9
	vinsertps	$67, -128(%r12,%r11,8), %xmm10, %xmm12
	vinsertps	$255, %xmm7, %xmm13, %xmm1
	vinsertps	$137, %xmm15, %xmm1, %xmm12
	vinsertps	$128, %xmm2, %xmm8, %xmm6
	vinsertps	$139, %xmm6, %xmm5, %xmm4
	vlddqu	-1(%r11,%rax,4), %ymm10
	vlddqu	128, %ymm10
	vlddqu	%gs:-2147483648(%rip), %ymm13
	vlddqu	-1(%rdi,%r14,8), %ymm1
	vlddqu	-128(%r13), %xmm13
	vlddqu	-128(%r11,%rbx,2), %xmm9
	vlddqu	-1(,%rdx), %xmm0
	vlddqu	1(%rsi,%rdi), %xmm13
	vldmxcsr	127(%rdi,%r13,2)
	vldmxcsr	128(%rsp)
	vldmxcsr	-128(%r15)
	vldmxcsr	%fs:2147483647(%rax,%rdi)
	vmaskmovdqu	%xmm14, %xmm13
	vmaskmovdqu	%xmm9, %xmm7
	vmaskmovdqu	%xmm14, %xmm12
	vmaskmovdqu	%xmm2, %xmm5
	vmaskmovpd	%ymm1, %ymm0, -129
	vmaskmovpd	%ymm10, %ymm3, %fs:-128(%rip)
	vmaskmovpd	%ymm6, %ymm8, 2147483647(,%rax,2)
	vmaskmovpd	%ymm14, %ymm6, -2147483648(%r13,%rdi,2)
	vmaskmovpd	-2147483648(%rdi), %ymm5, %ymm8
	vmaskmovpd	%fs:-2147483648(,%rdi,4), %ymm15, %ymm9
	vmaskmovpd	-1(%rdi), %ymm0, %ymm5
	vmaskmovpd	0, %ymm4, %ymm14
	vmaskmovpd	%xmm9, %xmm2, 2147483647(%r11)
	vmaskmovpd	%xmm13, %xmm11, -128(%r9)
	vmaskmovpd	%xmm11, %xmm1, -1(%rdx)
	vmaskmovpd	%xmm13, %xmm3, -2147483648(%r8)
	vmaskmovpd	-2147483648(%rsp), %xmm5, %xmm11
	vmaskmovpd	127(%r10), %xmm11, %xmm7
	vmaskmovpd	127(%rbp), %xmm8, %xmm8
	vmaskmovpd	%fs:1(%r13), %xmm12, %xmm3
	vmaskmovps	%ymm13, %ymm1, 127(%rsi)
	vmaskmovps	%ymm8, %ymm4, %gs:-129(%rdi)
	vmaskmovps	%ymm11, %ymm1, 128(%rbp)
	vmaskmovps	%ymm15, %ymm3, -129(%r9)
	vmaskmovps	%fs:-129(%r8), %ymm9, %ymm14
	vmaskmovps	-2147483648, %ymm3, %ymm4
	vmaskmovps	%fs:127(%r11,%r8,4), %ymm6, %ymm0
	vmaskmovps	128(%rsi,%rcx,2), %ymm5, %ymm5
	vmaskmovps	%xmm10, %xmm5, 1(%rip)
	vmaskmovps	%xmm6, %xmm13, %fs:2147483647(%rcx,%r8,8)
	vmaskmovps	%xmm7, %xmm9, (,%rdx,8)
	vmaskmovps	%xmm5, %xmm13, (,%r13)
	vmaskmovps	1(%rax), %xmm2, %xmm8
	vmaskmovps	-128(%r13), %xmm10, %xmm4
	vmaskmovps	%gs:-2147483648(%r11,%r13,4), %xmm8, %xmm1
	vmaskmovps	-2147483648(%r9,%rdx,2), %xmm2, %xmm8
	vmaxpd	%gs:-2147483648(%rdx), %ymm11, %ymm8
	vmaxpd	127(%r11), %ymm6, %ymm2
	vmaxpd	%gs:2147483647(%r15,%rdi,2), %ymm6, %ymm15
	vmaxpd	(%r8,%r15,8), %ymm15, %ymm1
	vmaxpd	%ymm4, %ymm0, %ymm13
	vmaxpd	%ymm6, %ymm3, %ymm3
	vmaxpd	%ymm7, %ymm0, %ymm5
	vmaxpd	%ymm6, %ymm15, %ymm14
	vmaxpd	-128(,%rdx,2), %xmm0, %xmm10
	vmaxpd	1(%r11), %xmm6, %xmm8
	vmaxpd	%fs:-128(%rcx,%r15), %xmm2, %xmm6
	vmaxpd	1(%rbp,%r12,4), %xmm8, %xmm4
	vmaxpd	%xmm4, %xmm7, %xmm2
	vmaxpd	%xmm0, %xmm14, %xmm13
	vmaxpd	%xmm10, %xmm14, %xmm4
	vmaxpd	%xmm3, %xmm3, %xmm12
	vmaxps	2147483647(%rbx), %ymm7, %ymm9
	vmaxps	%gs:128(%rdx), %ymm3, %ymm1
	vmaxps	%fs:1, %ymm9, %ymm11
	vmaxps	2147483647(%r10), %ymm0, %ymm6
	vmaxps	%ymm0, %ymm4, %ymm4
	vmaxps	%ymm2, %ymm3, %ymm3
	vmaxps	%ymm3, %ymm5, %ymm0
	vmaxps	%ymm14, %ymm13, %ymm14
	vmaxps	128(%r11,%r14,4), %xmm11, %xmm8
	vmaxps	-1(%r11), %xmm6, %xmm4
	vmaxps	%fs:(%r14), %xmm7, %xmm0
	vmaxps	1(%r9,%rbp,8), %xmm4, %xmm11
	vmaxps	%xmm5, %xmm9, %xmm4
	vmaxps	%xmm0, %xmm13, %xmm7
	vmaxps	%xmm15, %xmm15, %xmm12
	vmaxps	%xmm7, %xmm4, %xmm10
	vmaxsd	-129(%r10), %xmm14, %xmm6
	vmaxsd	127(%r12,%rdx,8), %xmm6, %xmm6
	vmaxsd	(%r8,%r13,8), %xmm13, %xmm11
	vmaxsd	1(%r15,%r10,4), %xmm12, %xmm0
	vmaxsd	%xmm9, %xmm9, %xmm9
	vmaxsd	%xmm12, %xmm8, %xmm0
	vmaxsd	%xmm1, %xmm1, %xmm3
	vmaxsd	%xmm10, %xmm8, %xmm13
	vmaxss	128(%r10), %xmm8, %xmm0
	vmaxss	-1, %xmm9, %xmm4
	vmaxss	%gs:-129(%r9), %xmm5, %xmm15
	vmaxss	128(%r13,%rdi,2), %xmm8, %xmm0
	vmaxss	%xmm13, %xmm14, %xmm3
	vmaxss	%xmm3, %xmm14, %xmm3
	vmaxss	%xmm5, %xmm6, %xmm0
	vmaxss	%xmm5, %xmm7, %xmm8
	vmcall
	vmcall
	vmcall
	vmcall
	vmclear	%gs:1(%r14)
	vmclear	%gs:127(%rcx)
	vmclear	-129(%r15)
	vmclear	-2147483648(%r11,%r11,2)
	vmfunc
	vmfunc
	vmfunc
	vmfunc
	vminpd	-1(,%rax,8), %ymm8, %ymm4
	vminpd	%fs:127(,%r9,8), %ymm15, %ymm6
	vminpd	%fs:-2147483648(%r15,%rax,4), %ymm9, %ymm6
	vminpd	127(%r14), %ymm13, %ymm8
	vminpd	%ymm2, %ymm9, %ymm2
	vminpd	%ymm0, %ymm6, %ymm4
	vminpd	%ymm11, %ymm3, %ymm13
	vminpd	%ymm1, %ymm3, %ymm6
	vminpd	%fs:-1(%rdx,%rbx,4), %xmm14, %xmm7
	vminpd	%gs:1(%rip), %xmm7, %xmm0
	vminpd	%fs:2147483647(%r12), %xmm11, %xmm2
	vminpd	127(%r9), %xmm1, %xmm6
	vminpd	%xmm15, %xmm5, %xmm11
	vminpd	%xmm10, %xmm10, %xmm3
	vminpd	%xmm9, %xmm2, %xmm2
	vminpd	%xmm8, %xmm5, %xmm15
	vminps	127(%rdi,%r11,8), %ymm10, %ymm6
	vminps	%fs:-1(%r15,%r10,8), %ymm6, %ymm10
	vminps	%gs:-128(%r10,%r9,4), %ymm8, %ymm4
	vminps	-128(%rip), %ymm7, %ymm12
	vminps	%ymm3, %ymm13, %ymm10
	vminps	%ymm6, %ymm9, %ymm8
	vminps	%ymm4, %ymm14, %ymm13
	vminps	%ymm4, %ymm7, %ymm1
	vminps	%gs:-129(%rax,%rcx,2), %xmm13, %xmm7
	vminps	128(%rbp,%r8), %xmm15, %xmm1
	vminps	%fs:128(%rdi), %xmm5, %xmm1
	vminps	-1(%rsp,%rdi,4), %xmm10, %xmm1
	vminps	%xmm5, %xmm12, %xmm6
	vminps	%xmm7, %xmm8, %xmm14
	vminps	%xmm2, %xmm13, %xmm3
	vminps	%xmm5, %xmm14, %xmm14
	vminsd	1(%rdx), %xmm5, %xmm15
	vminsd	%gs:127(%r11), %xmm7, %xmm0
	vminsd	%fs:(%rsp), %xmm3, %xmm15
	vminsd	%gs:(%rbp,%rdi,8), %xmm14, %xmm4
	vminsd	%xmm12, %xmm7, %xmm6
	vminsd	%xmm1, %xmm4, %xmm0
	vminsd	%xmm3, %xmm9, %xmm2
	vminsd	%xmm15, %xmm13, %xmm2
	vminss	%fs:127(%r13,%rdx,2), %xmm0, %xmm6
	vminss	(%rbx), %xmm6, %xmm5
	vminss	127(%rbp,%r14,4), %xmm9, %xmm7
	vminss	-128(%rsp,%r9), %xmm9, %xmm10
	vminss	%xmm12, %xmm15, %xmm7
	vminss	%xmm2, %xmm8, %xmm4
	vminss	%xmm7, %xmm15, %xmm13
	vminss	%xmm14, %xmm11, %xmm4
	vmlaunch
	vmlaunch
	vmlaunch
	vmlaunch
	vmload
	vmload
	vmload
	vmload
	vmmcall
	vmmcall
	vmmcall
	vmmcall
	vmovq	%r9, %xmm8
	vmovq	%rbx, %xmm13
	vmovq	%r15, %xmm2
	vmovq	%r14, %xmm15
	vmovapd	%ymm9, %fs:-128(%rbx)
	vmovapd	%ymm14, %fs:-129(%r13,%rax,8)
	vmovapd	%ymm3, %gs:2147483647(%r11)
	vmovapd	%ymm5, -1(%rdx,%r8,4)
	vmovapd	128(%rcx,%rsi), %ymm2
	vmovapd	-1(%rsp), %ymm0
	vmovapd	%gs:-1(%r11,%rbp,4), %ymm9
	vmovapd	%gs:-1(%rsi,%rbp,8), %ymm9
	vmovapd	%ymm9, %ymm13
	vmovapd	%ymm0, %ymm10
	vmovapd	%ymm1, %ymm8
	vmovapd	%ymm10, %ymm14
	vmovapd	%ymm15, %ymm8
	vmovapd	%ymm12, %ymm14
	vmovapd	%ymm7, %ymm3
	vmovapd	%ymm14, %ymm13
	vmovapd	%xmm10, %fs:(%rbp,%r11)
	vmovapd	%xmm1, 128(%r12)
	vmovapd	%xmm8, %fs:-128(%r14)
	vmovapd	%xmm5, -1(,%r9,8)
	vmovapd	1(%rsi), %xmm8
	vmovapd	-2147483648(%r8), %xmm11
	vmovapd	-128(%rip), %xmm8
	vmovapd	-128(,%rax,4), %xmm9
	vmovapd	%xmm2, %xmm2
	vmovapd	%xmm12, %xmm1
	vmovapd	%xmm7, %xmm1
	vmovapd	%xmm11, %xmm0
	vmovapd	%xmm1, %xmm15
	vmovapd	%xmm8, %xmm14
	vmovapd	%xmm10, %xmm8
	vmovapd	%xmm6, %xmm2
	vmovaps	%ymm6, %gs:(%r8,%r8,4)
	vmovaps	%ymm12, %gs:-129(,%rdx)
	vmovaps	%ymm4, 1(%r10,%r10,8)
	vmovaps	%ymm15, -2147483648(%rdx)
	vmovaps	-128(%r8), %ymm9
	vmovaps	-2147483648(%rbp,%rcx,4), %ymm15
	vmovaps	1(%r12), %ymm13
	vmovaps	(%r15), %ymm7
	vmovaps	%ymm12, %ymm9
	vmovaps	%ymm8, %ymm15
	vmovaps	%ymm10, %ymm12
	vmovaps	%ymm11, %ymm7
	vmovaps	%ymm9, %ymm12
	vmovaps	%ymm13, %ymm11
	vmovaps	%ymm4, %ymm1
	vmovaps	%ymm5, %ymm12
	vmovaps	%xmm2, -2147483648(%r12,%r15,2)
	vmovaps	%xmm13, (%r10)
	vmovaps	%xmm4, 2147483647(%rip)
	vmovaps	%xmm14, %gs:-129(%rdi,%rdx)
	vmovaps	128(%rax), %xmm9
	vmovaps	%fs:2147483647(%r11), %xmm3
	vmovaps	%fs:1(%rsi), %xmm1
	vmovaps	%gs:127(,%r10,4), %xmm14
	vmovaps	%xmm10, %xmm0
	vmovaps	%xmm13, %xmm8
	vmovaps	%xmm3, %xmm1
	vmovaps	%xmm1, %xmm0
	vmovaps	%xmm8, %xmm7
	vmovaps	%xmm0, %xmm11
	vmovaps	%xmm11, %xmm0
	vmovaps	%xmm2, %xmm13
	vmovddup	%gs:-128(%r9), %ymm2
	vmovddup	-1(%rdi,%rdi,4), %ymm11
	vmovddup	%fs:-129(%rbp), %ymm5
	vmovddup	-128(,%r11), %ymm2
	vmovddup	%ymm13, %ymm12
	vmovddup	%ymm4, %ymm3
	vmovddup	%ymm6, %ymm5
	vmovddup	%ymm11, %ymm12
	vmovddup	(%rbx,%r11,2), %xmm5
	vmovddup	%fs:-2147483648(%rbx), %xmm15
	vmovddup	2147483647(%r14), %xmm1
	vmovddup	-2147483648(%rdi,%r13), %xmm12
	vmovddup	%xmm5, %xmm11
	vmovddup	%xmm0, %xmm7
	vmovddup	%xmm13, %xmm3
	vmovddup	%xmm13, %xmm9
	vmovd	2147483647(,%r15,2), %xmm15
	vmovd	-1(%rbp), %xmm12
	vmovd	127(,%r15,4), %xmm0
	vmovd	(%rsi,%rdi,2), %xmm4
	vmovd	%r10d, %xmm6
	vmovd	%edx, %xmm12
	vmovd	%ecx, %xmm5
	vmovd	%esp, %xmm7
	vmovdqa	%ymm8, 1(%rax)
	vmovdqa	%ymm14, -1(%rsi,%r12,4)
	vmovdqa	%ymm10, (%r15,%rbp)
	vmovdqa	%ymm4, 2147483647
	vmovdqa	-129(%r10,%r8,8), %ymm12
	vmovdqa	127(%rsp), %ymm4
	vmovdqa	%gs:-1(%rip), %ymm5
	vmovdqa	%gs:-1(,%r9,8), %ymm5
	vmovdqa	%ymm7, %ymm1
	vmovdqa	%ymm5, %ymm10
	vmovdqa	%ymm15, %ymm14
	vmovdqa	%ymm15, %ymm1
	vmovdqa	%ymm12, %ymm9
	vmovdqa	%ymm6, %ymm2
	vmovdqa	%ymm0, %ymm11
	vmovdqa	%ymm1, %ymm6
	vmovdqa	%xmm8, 127(%r15)
	vmovdqa	%xmm1, 128(%rax)
	vmovdqa	%xmm4, -128(%r8)
	vmovdqa	%xmm9, -128(%r12,%r15)
	vmovdqa	-129(%rax), %xmm11
	vmovdqa	%gs:-128(%rsi), %xmm1
	vmovdqa	127, %xmm7
	vmovdqa	-1(%rax,%r8), %xmm7
	vmovdqa	%xmm5, %xmm4
	vmovdqa	%xmm10, %xmm9
	vmovdqa	%xmm10, %xmm0
	vmovdqa	%xmm13, %xmm14
	vmovdqa	%xmm2, %xmm1
	vmovdqa	%xmm11, %xmm11
	vmovdqa	%xmm0, %xmm0
	vmovdqa	%xmm3, %xmm10
	vmovdqu	%ymm10, -128
	vmovdqu	%ymm11, -2147483648(,%r13)
	vmovdqu	%ymm7, 128(%r14,%r13,8)
	vmovdqu	%ymm3, %gs:-1
	vmovdqu	%gs:-129(%r15,%r13,4), %ymm13
	vmovdqu	%gs:-2147483648(%rsp), %ymm7
	vmovdqu	%fs:(%rdx,%r8,8), %ymm4
	vmovdqu	128(%rdx), %ymm0
	vmovdqu	%ymm13, %ymm7
	vmovdqu	%ymm2, %ymm14
	vmovdqu	%ymm1, %ymm5
	vmovdqu	%ymm2, %ymm1
	vmovdqu	%ymm2, %ymm0
	vmovdqu	%ymm0, %ymm1
	vmovdqu	%ymm3, %ymm2
	vmovdqu	%ymm14, %ymm13
	vmovdqu	%xmm4, (%rdi)
	vmovdqu	%xmm13, (%r11)
	vmovdqu	%xmm14, 128(%r14,%rsi)
	vmovdqu	%xmm11, -1(%r8,%rax,2)
	vmovdqu	127(%rdx), %xmm15
	vmovdqu	%gs:127(%rbp), %xmm11
	vmovdqu	%gs:-2147483648(%rdi), %xmm0
	vmovdqu	-2147483648(%rbx), %xmm4
	vmovdqu	%xmm11, %xmm15
	vmovdqu	%xmm9, %xmm14
	vmovdqu	%xmm6, %xmm9
	vmovdqu	%xmm3, %xmm5
	vmovdqu	%xmm0, %xmm8
	vmovdqu	%xmm2, %xmm14
	vmovdqu	%xmm12, %xmm6
	vmovdqu	%xmm0, %xmm5
	vmovhlps	%xmm1, %xmm2, %xmm11
	vmovhlps	%xmm1, %xmm12, %xmm8
	vmovhlps	%xmm8, %xmm13, %xmm12
	vmovhlps	%xmm15, %xmm2, %xmm4
	vmovhpd	%xmm13, -2147483648(%r8)
	vmovhpd	%xmm6, %gs:-129(%rdi,%rdi,4)
	vmovhpd	%xmm12, 128(%rax)
	vmovhpd	%xmm9, 128(%rdi)
	vmovhpd	1(%rdx), %xmm3, %xmm12
	vmovhpd	%gs:-129(%rcx,%rcx,2), %xmm14, %xmm6
	vmovhpd	2147483647(%rip), %xmm9, %xmm15
	vmovhpd	2147483647(%rsp), %xmm10, %xmm3
	vmovhps	%xmm8, %gs:127(%rdx)
	vmovhps	%xmm6, %gs:128(%rax)
	vmovhps	%xmm6, %gs:128(%r15)
	vmovhps	%xmm0, %gs:-128(%rdx)
	vmovhps	-2147483648, %xmm12, %xmm13
	vmovhps	%gs:2147483647(%rcx), %xmm9, %xmm1
	vmovhps	-128(%r8,%r8), %xmm5, %xmm4
	vmovhps	%gs:2147483647(%rax), %xmm3, %xmm12
	vmovlhps	%xmm5, %xmm12, %xmm4
	vmovlhps	%xmm8, %xmm1, %xmm15
	vmovlhps	%xmm13, %xmm2, %xmm6
	vmovlhps	%xmm13, %xmm4, %xmm3
	vmovlpd	%xmm3, 128
	vmovlpd	%xmm1, -1(%r8)
	vmovlpd	%xmm8, -129(%r9,%r14,4)
	vmovlpd	%xmm10, -128(%r11,%rcx,8)
	vmovlpd	(%r8), %xmm3, %xmm12
	vmovlpd	-129(%r8), %xmm12, %xmm13
	vmovlpd	2147483647(%rsp), %xmm8, %xmm9
	vmovlpd	-128(%r8), %xmm1, %xmm15
	vmovlps	%xmm5, -129(%rbx,%rbx,8)
	vmovlps	%xmm13, -128(%rsi,%rsi,2)
	vmovlps	%xmm10, 1(%r13,%rdx,4)
	vmovlps	%xmm8, 128(%r14)
	vmovlps	-1(%r8), %xmm14, %xmm14
	vmovlps	%gs:127(%r12,%rsi,4), %xmm4, %xmm5
	vmovlps	2147483647(,%rdi), %xmm13, %xmm15
	vmovlps	-128(%rbx,%r13), %xmm10, %xmm4
	vmovmskpd	%ymm11, %r13d
	vmovmskpd	%ymm13, %edx
	vmovmskpd	%ymm6, %edi
	vmovmskpd	%ymm10, %r11d
	vmovmskpd	%xmm6, %ebx
	vmovmskpd	%xmm15, %esp
	vmovmskpd	%xmm10, %r8d
	vmovmskpd	%xmm8, %ebx
	vmovmskps	%ymm9, %r15d
	vmovmskps	%ymm15, %esi
	vmovmskps	%ymm0, %esi
	vmovmskps	%ymm5, %r15d
	vmovmskps	%xmm2, %ebx
	vmovmskps	%xmm3, %r13d
	vmovmskps	%xmm6, %ebx
	vmovmskps	%xmm5, %r14d
	vmovntdqa	-129(%r13), %ymm7
	vmovntdqa	-128(%rip), %ymm9
	vmovntdqa	2147483647(%rbp,%rsi,8), %ymm9
	vmovntdqa	-129(%r10,%rdx,8), %ymm6
	vmovntdqa	%fs:-129(%rax,%rbp,8), %xmm1
	vmovntdqa	%gs:(%rax,%rdi,8), %xmm1
	vmovntdqa	-128(%rbp,%r12), %xmm8
	vmovntdqa	-1, %xmm7
	vmovntdq	%ymm12, -1(%r13)
	vmovntdq	%ymm10, 2147483647(%rsi)
	vmovntdq	%ymm6, 128(%r14)
	vmovntdq	%ymm9, 2147483647(%rbx)
	vmovntdq	%xmm8, 1(%r13,%rbx,8)
	vmovntdq	%xmm11, 128(%rip)
	vmovntdq	%xmm0, 127(%rsp,%r8)
	vmovntdq	%xmm9, %fs:2147483647(%rdx)
	vmovntpd	%ymm3, %fs:128(%rcx)
	vmovntpd	%ymm2, 2147483647(%rip)
	vmovntpd	%ymm10, 128(%r14)
	vmovntpd	%ymm12, 128(%rax,%r13,2)
	vmovntpd	%xmm13, %fs:128(%r15,%r13,8)
	vmovntpd	%xmm2, -1(%rax)
	vmovntpd	%xmm0, -1(,%r10,8)
	vmovntpd	%xmm9, -2147483648(%r12)
	vmovntps	%ymm0, %gs:128(%rdi,%rdi,4)
	vmovntps	%ymm1, (%rip)
	vmovntps	%ymm2, -128(%r12)
	vmovntps	%ymm13, -1(%rdi)
	vmovntps	%xmm2, 1(%r8,%rsi,4)
	vmovntps	%xmm2, 127(%rdx)
	vmovntps	%xmm9, %fs:128(%rdi,%rbp,2)
	vmovntps	%xmm15, %fs:-128(%rdx)
	vmovd	%xmm10, %gs:-1(%rsp)
	vmovd	%xmm5, -129(%rbx)
	vmovd	%xmm9, (%rip)
	vmovd	%xmm2, 1(%rdi)
	vmovd	%xmm11, %esp
	vmovd	%xmm10, %r13d
	vmovd	%xmm11, %r15d
	vmovd	%xmm8, %eax
	vmovq	%xmm4, 2147483647(%r14)
	vmovq	%xmm15, %gs:128(%r12,%r13,2)
	vmovq	%xmm9, (%r10,%r11,4)
	vmovq	%xmm8, %fs:-1(%r8)
	vmovq	%xmm6, %xmm9
	vmovq	%xmm4, %xmm1
	vmovq	%xmm4, %xmm13
	vmovq	%xmm1, %xmm8
	vmovq	%xmm12, %rbx
	vmovq	%xmm1, %r10
	vmovq	%xmm7, %rdx
	vmovq	%xmm1, %rax
	vmovq	1(%rbp,%r8,2), %xmm13
	vmovq	-128(%r8,%r13,8), %xmm1
	vmovq	1(%rsi), %xmm4
	vmovq	1(%r14,%r15,2), %xmm10
	vmovsd	%xmm9, %gs:-1(%rbx,%r15,4)
	vmovsd	%xmm14, -2147483648
	vmovsd	%xmm0, -128(%r10)
	vmovsd	%xmm3, (%rcx)
	vmovsd	-2147483648(%r14), %xmm12
	vmovsd	%gs:(%rsi), %xmm3
	vmovsd	%fs:-1(%rbp,%rax,4), %xmm0
	vmovsd	2147483647(%rip), %xmm2
	vmovsd	%xmm6, %xmm2, %xmm0
	vmovsd	%xmm0, %xmm12, %xmm7
	vmovsd	%xmm8, %xmm4, %xmm9
	vmovsd	%xmm0, %xmm15, %xmm8
	vmovsd	%xmm5, %xmm3, %xmm8
	vmovsd	%xmm7, %xmm14, %xmm0
	vmovsd	%xmm14, %xmm10, %xmm6
	vmovsd	%xmm12, %xmm14, %xmm11
	vmovshdup	-128(%rcx,%rsi,2), %ymm2
	vmovshdup	%gs:-129(%rdx,%rcx,2), %ymm12
	vmovshdup	128(%r11,%r10,8), %ymm7
	vmovshdup	%fs:2147483647(%rsp,%r13,4), %ymm2
	vmovshdup	%ymm12, %ymm9
	vmovshdup	%ymm15, %ymm4
	vmovshdup	%ymm13, %ymm12
	vmovshdup	%ymm0, %ymm3
	vmovshdup	(,%rbp,2), %xmm8
	vmovshdup	%fs:-128(%r9), %xmm13
	vmovshdup	2147483647(%r9,%rbx,8), %xmm1
	vmovshdup	-1, %xmm0
	vmovshdup	%xmm12, %xmm2
	vmovshdup	%xmm8, %xmm9
	vmovshdup	%xmm2, %xmm12
	vmovshdup	%xmm15, %xmm6
	vmovsldup	1(%r10,%rdi), %ymm14
	vmovsldup	-128(%r15), %ymm1
	vmovsldup	-2147483648(%rbp), %ymm2
	vmovsldup	-128(,%r9), %ymm2
	vmovsldup	%ymm9, %ymm10
	vmovsldup	%ymm10, %ymm6
	vmovsldup	%ymm7, %ymm14
	vmovsldup	%ymm7, %ymm7
	vmovsldup	%fs:2147483647(%r13), %xmm13
	vmovsldup	(%r10,%r8), %xmm5
	vmovsldup	%gs:-1(%rsp,%rbx,2), %xmm13
	vmovsldup	127(%rsp), %xmm5
	vmovsldup	%xmm13, %xmm7
	vmovsldup	%xmm15, %xmm14
	vmovsldup	%xmm14, %xmm7
	vmovsldup	%xmm3, %xmm8
	vmovss	%xmm2, -128(%rbx,%r8,2)
	vmovss	%xmm9, 127(%rip)
	vmovss	%xmm11, %fs:128(%rdx)
	vmovss	%xmm3, 1(%rcx)
	vmovss	-128, %xmm4
	vmovss	128(%r13,%r9,8), %xmm12
	vmovss	%gs:(%r13,%rsi,2), %xmm7
	vmovss	127(%r11), %xmm11
	vmovss	%xmm8, %xmm5, %xmm14
	vmovss	%xmm2, %xmm3, %xmm12
	vmovss	%xmm4, %xmm8, %xmm11
	vmovss	%xmm7, %xmm4, %xmm8
	vmovss	%xmm4, %xmm8, %xmm2
	vmovss	%xmm4, %xmm15, %xmm12
	vmovss	%xmm7, %xmm11, %xmm15
	vmovss	%xmm6, %xmm11, %xmm2
	vmovupd	%ymm15, -129(%rdx,%r13)
	vmovupd	%ymm1, %gs:127(%rbx)
	vmovupd	%ymm6, -1(%rsp)
	vmovupd	%ymm6, 127(%r8,%r9,8)
	vmovupd	128(%rsi), %ymm15
	vmovupd	-1(%rip), %ymm12
	vmovupd	(%rbx,%r15,2), %ymm13
	vmovupd	1(%r8,%r10,2), %ymm0
	vmovupd	%ymm14, %ymm9
	vmovupd	%ymm13, %ymm1
	vmovupd	%ymm4, %ymm9
	vmovupd	%ymm6, %ymm1
	vmovupd	%ymm10, %ymm0
	vmovupd	%ymm4, %ymm15
	vmovupd	%ymm3, %ymm9
	vmovupd	%ymm14, %ymm13
	vmovupd	%xmm5, %fs:-129(%r13)
	vmovupd	%xmm0, 1(%r12)
	vmovupd	%xmm7, %fs:128(%r15,%rbp,4)
	vmovupd	%xmm10, -129(%r12)
	vmovupd	-128(%rip), %xmm4
	vmovupd	%gs:128(%rsi), %xmm14
	vmovupd	%fs:128(%rdi), %xmm0
	vmovupd	-2147483648(%r14), %xmm10
	vmovupd	%xmm3, %xmm6
	vmovupd	%xmm4, %xmm3
	vmovupd	%xmm7, %xmm4
	vmovupd	%xmm4, %xmm14
	vmovupd	%xmm14, %xmm4
	vmovupd	%xmm12, %xmm2
	vmovupd	%xmm4, %xmm4
	vmovupd	%xmm11, %xmm7
	vmovups	%ymm0, 1(,%r11,2)
	vmovups	%ymm0, %fs:-128(%r14)
	vmovups	%ymm9, -1(%rcx)
	vmovups	%ymm3, -128(%r10,%r8,8)
	vmovups	-128(,%r13,2), %ymm8
	vmovups	-2147483648(%r13), %ymm11
	vmovups	%fs:127(%r8,%r12,2), %ymm2
	vmovups	%fs:-129(%r15), %ymm11
	vmovups	%ymm5, %ymm0
	vmovups	%ymm2, %ymm7
	vmovups	%ymm13, %ymm14
	vmovups	%ymm13, %ymm7
	vmovups	%ymm0, %ymm14
	vmovups	%ymm9, %ymm5
	vmovups	%ymm14, %ymm2
	vmovups	%ymm15, %ymm0
	vmovups	%xmm15, -2147483648(%r9,%rbp,2)
	vmovups	%xmm8, %gs:-129(%r12)
	vmovups	%xmm11, 128(%r9,%r13,8)
	vmovups	%xmm6, %fs:2147483647(%rax)
	vmovups	%fs:2147483647(%rbp,%r10,2), %xmm0
	vmovups	%gs:1(%r10,%rsi,2), %xmm13
	vmovups	-128(%r13,%rbx,8), %xmm0
	vmovups	128(%r9,%rbp), %xmm13
	vmovups	%xmm9, %xmm15
	vmovups	%xmm12, %xmm1
	vmovups	%xmm6, %xmm7
	vmovups	%xmm0, %xmm2
	vmovups	%xmm11, %xmm0
	vmovups	%xmm13, %xmm7
	vmovups	%xmm10, %xmm6
	vmovups	%xmm10, %xmm4
	vmovq	%xmm14, %xmm5
	vmovq	%xmm3, %xmm3
	vmovq	%xmm7, %xmm12
	vmovq	%xmm11, %xmm2
	vmpsadbw	$255, %fs:-129(%rsi), %ymm15, %ymm3
	vmpsadbw	$255, (%rdx,%r11,4), %ymm4, %ymm9
	vmpsadbw	$206, -128(%r9), %ymm10, %ymm7
	vmpsadbw	$255, -2147483648(%rdi), %ymm3, %ymm1
	vmpsadbw	$215, %ymm6, %ymm13, %ymm4
	vmpsadbw	$1, %ymm11, %ymm12, %ymm15
	vmpsadbw	$1, %ymm13, %ymm4, %ymm5
	vmpsadbw	$128, %ymm7, %ymm4, %ymm14
	vmpsadbw	$104, 127(%r14), %xmm3, %xmm5
	vmpsadbw	$255, 2147483647(%r9,%rsi), %xmm12, %xmm14
	vmpsadbw	$255, (%r9), %xmm10, %xmm1
	vmpsadbw	$128, 2147483647(%rsi,%r10,8), %xmm3, %xmm12
	vmpsadbw	$142, %xmm14, %xmm13, %xmm6
	vmpsadbw	$109, %xmm9, %xmm0, %xmm12
	vmpsadbw	$255, %xmm3, %xmm10, %xmm3
	vmpsadbw	$250, %xmm3, %xmm9, %xmm0
	vmptrld	-1(%r15,%rsi,2)
	vmptrld	%fs:2147483647(%r14)
	vmptrld	(%rcx)
	vmptrld	2147483647(%r15,%r10,8)
	vmptrst	%gs:(%r8)
	vmptrst	%gs:1(%rsp)
	vmptrst	128(%r9)
	vmptrst	%gs:127(%r8,%rdi,2)
	vmreadq	%rbx, -128(%r13)
	vmreadq	%rdi, 127(%rbx)
	vmreadq	%r11, 2147483647(%rdi,%r15)
	vmreadq	%r15, -1(%r8,%rcx,4)
	vmreadq	%r14, %r10
	vmreadq	%r15, %r13
	vmreadq	%rdi, %r10
	vmreadq	%rsi, %rdx
	vmresume
	vmresume
	vmresume
	vmresume
	vmrun
	vmrun
	vmrun
	vmrun
	vmsave
	vmsave
	vmsave
	vmsave
	vmulpd	2147483647(%r9,%rdx,2), %ymm0, %ymm3
	vmulpd	2147483647(%rsp,%r10), %ymm11, %ymm9
	vmulpd	-2147483648(%rdx), %ymm1, %ymm11
	vmulpd	1(%rdx), %ymm6, %ymm8
	vmulpd	%ymm13, %ymm4, %ymm6
	vmulpd	%ymm7, %ymm9, %ymm8
	vmulpd	%ymm10, %ymm12, %ymm3
	vmulpd	%ymm1, %ymm2, %ymm7
	vmulpd	%gs:(%rdi), %xmm6, %xmm11
	vmulpd	%gs:2147483647(%rdi), %xmm7, %xmm8
	vmulpd	2147483647(%rbx), %xmm11, %xmm1
	vmulpd	-128(%r11), %xmm0, %xmm14
	vmulpd	%xmm5, %xmm4, %xmm0
	vmulpd	%xmm13, %xmm2, %xmm13
	vmulpd	%xmm5, %xmm14, %xmm14
	vmulpd	%xmm7, %xmm1, %xmm0
	vmulps	2147483647(%rsp,%r12), %ymm3, %ymm10
	vmulps	128, %ymm1, %ymm5
	vmulps	%fs:(%r10,%rcx,2), %ymm8, %ymm11
	vmulps	-128(%r13,%r15,4), %ymm15, %ymm14
	vmulps	%ymm9, %ymm7, %ymm15
	vmulps	%ymm0, %ymm7, %ymm6
	vmulps	%ymm12, %ymm9, %ymm5
	vmulps	%ymm15, %ymm1, %ymm0
	vmulps	-128(%rdx,%rcx,2), %xmm13, %xmm0
	vmulps	-2147483648(%rbp), %xmm1, %xmm6
	vmulps	(%r8), %xmm8, %xmm7
	vmulps	1(%r9), %xmm0, %xmm8
	vmulps	%xmm14, %xmm2, %xmm13
	vmulps	%xmm7, %xmm9, %xmm12
	vmulps	%xmm7, %xmm15, %xmm9
	vmulps	%xmm5, %xmm11, %xmm0
	vmulsd	-2147483648, %xmm2, %xmm7
	vmulsd	-2147483648(%rax,%rbx), %xmm14, %xmm10
	vmulsd	%fs:127(%r9,%rdx,4), %xmm0, %xmm11
	vmulsd	1(%r15), %xmm9, %xmm12
	vmulsd	%xmm13, %xmm15, %xmm9
	vmulsd	%xmm6, %xmm3, %xmm5
	vmulsd	%xmm5, %xmm1, %xmm6
	vmulsd	%xmm1, %xmm5, %xmm8
	vmulss	%fs:2147483647(%rax), %xmm15, %xmm7
	vmulss	%gs:-129(%r9,%r13,8), %xmm2, %xmm6
	vmulss	-129(%r10), %xmm6, %xmm5
	vmulss	%gs:127(%rdx), %xmm11, %xmm0
	vmulss	%xmm1, %xmm6, %xmm2
	vmulss	%xmm1, %xmm15, %xmm5
	vmulss	%xmm5, %xmm3, %xmm13
	vmulss	%xmm5, %xmm3, %xmm8
	vmwriteq	%fs:-1(%rbx,%rdi,8), %r15
	vmwriteq	-2147483648(%r12), %r9
	vmwriteq	-1(%r10,%r11,2), %rsp
	vmwriteq	%gs:1(%rdx), %r12
	vmwriteq	%rcx, %rbx
	vmwriteq	%r8, %rsp
	vmwriteq	%r8, %r8
	vmwriteq	%rax, %r10
	vmxoff
	vmxoff
	vmxoff
	vmxoff
	vmxon	%fs:-129(%r12)
	vmxon	1(,%rcx,2)
	vmxon	2147483647(%r15)
	vmxon	2147483647(%r14,%rdi,4)
	vorpd	%gs:-129(,%r13,8), %ymm0, %ymm15
	vorpd	-128(%r10), %ymm11, %ymm12
	vorpd	%gs:-2147483648(%r14), %ymm2, %ymm11
	vorpd	2147483647(%rdi,%r15), %ymm1, %ymm9
	vorpd	%ymm5, %ymm11, %ymm8
	vorpd	%ymm12, %ymm10, %ymm14
	vorpd	%ymm2, %ymm1, %ymm9
	vorpd	%ymm9, %ymm9, %ymm13
	vorpd	127(%r9,%rdx), %xmm15, %xmm0
	vorpd	1(%r12,%r12,2), %xmm0, %xmm7
	vorpd	(,%r15,8), %xmm15, %xmm1
	vorpd	-1(%rbx,%rax,8), %xmm9, %xmm1
	vorpd	%xmm4, %xmm11, %xmm11
	vorpd	%xmm5, %xmm4, %xmm13
	vorpd	%xmm13, %xmm8, %xmm15
	vorpd	%xmm5, %xmm2, %xmm3
	vorps	127(%rbx,%rax,4), %ymm15, %ymm7
	vorps	-1(%rbx,%r14,2), %ymm10, %ymm4
	vorps	-129, %ymm15, %ymm0
	vorps	2147483647(%rip), %ymm12, %ymm8
	vorps	%ymm6, %ymm3, %ymm6
	vorps	%ymm2, %ymm4, %ymm2
	vorps	%ymm1, %ymm1, %ymm8
	vorps	%ymm4, %ymm6, %ymm1
	vorps	2147483647(%r8,%rcx,8), %xmm15, %xmm5
	vorps	-128(%rcx,%rbp,2), %xmm13, %xmm10
	vorps	-128(,%r9,8), %xmm9, %xmm8
	vorps	(,%r12), %xmm5, %xmm4
	vorps	%xmm12, %xmm15, %xmm11
	vorps	%xmm0, %xmm0, %xmm14
	vorps	%xmm5, %xmm9, %xmm15
	vorps	%xmm11, %xmm9, %xmm0
	vpabsb	-2147483648(%rcx,%r10,8), %ymm1
	vpabsb	%gs:-1(,%rax,2), %ymm8
	vpabsb	128(%r9,%r13,4), %ymm3
	vpabsb	-2147483648(,%r14,2), %ymm10
	vpabsb	%ymm4, %ymm5
	vpabsb	%ymm1, %ymm8
	vpabsb	%ymm4, %ymm2
	vpabsb	%ymm9, %ymm4
	vpabsb	2147483647(%r12), %xmm13
	vpabsb	2147483647(%r9,%rbp,8), %xmm11
	vpabsb	%gs:128(%rdx), %xmm9
	vpabsb	2147483647(,%rbp), %xmm12
	vpabsb	%xmm1, %xmm12
	vpabsb	%xmm3, %xmm3
	vpabsb	%xmm13, %xmm0
	vpabsb	%xmm7, %xmm8
	vpabsd	-2147483648(%r12,%r11,8), %ymm1
	vpabsd	-129(%r15,%rax,2), %ymm8
	vpabsd	%fs:128(%r12,%r13,8), %ymm1
	vpabsd	(%rsp), %ymm0
	vpabsd	%ymm12, %ymm4
	vpabsd	%ymm0, %ymm6
	vpabsd	%ymm2, %ymm3
	vpabsd	%ymm10, %ymm2
	vpabsd	%fs:1(%rdx,%rbx,4), %xmm6
	vpabsd	-128(%r13), %xmm13
	vpabsd	128(%r9), %xmm3
	vpabsd	%fs:-1(%r9), %xmm8
	vpabsd	%xmm12, %xmm1
	vpabsd	%xmm15, %xmm2
	vpabsd	%xmm6, %xmm3
	vpabsd	%xmm9, %xmm0
	vpabsw	%fs:-128(%rsp,%rdi,2), %ymm3
	vpabsw	1(%r8,%rbx), %ymm12
	vpabsw	-2147483648(%rbp), %ymm7
	vpabsw	(%r14), %ymm7
	vpabsw	%ymm8, %ymm1
	vpabsw	%ymm6, %ymm2
	vpabsw	%ymm2, %ymm0
	vpabsw	%ymm9, %ymm1
	vpabsw	%gs:2147483647(%rip), %xmm2
	vpabsw	128, %xmm0
	vpabsw	%fs:128(%r12), %xmm12
	vpabsw	2147483647(,%rdx), %xmm15
	vpabsw	%xmm10, %xmm11
	vpabsw	%xmm3, %xmm7
	vpabsw	%xmm10, %xmm1
	vpabsw	%xmm11, %xmm9
	vpackssdw	%fs:-129(%r10,%r8,8), %ymm6, %ymm14
	vpackssdw	%gs:1(%rcx,%r15,2), %ymm8, %ymm12
	vpackssdw	127(%rdx), %ymm12, %ymm15
	vpackssdw	1(%rdi), %ymm15, %ymm8
	vpackssdw	%ymm0, %ymm4, %ymm4
	vpackssdw	%ymm3, %ymm15, %ymm11
	vpackssdw	%ymm11, %ymm7, %ymm8
	vpackssdw	%ymm1, %ymm14, %ymm14
	vpackssdw	-1(%r11), %xmm15, %xmm3
	vpackssdw	-2147483648(%r14), %xmm10, %xmm15
	vpackssdw	128(%r10), %xmm3, %xmm0
	vpackssdw	%gs:128(%r10,%r8), %xmm0, %xmm4
	vpackssdw	%xmm11, %xmm12, %xmm7
	vpackssdw	%xmm8, %xmm15, %xmm0
	vpackssdw	%xmm4, %xmm7, %xmm4
	vpackssdw	%xmm8, %xmm7, %xmm9
	vpacksswb	(%rax,%r12), %ymm3, %ymm6
	vpacksswb	%gs:2147483647(%rbp,%rdx), %ymm2, %ymm5
	vpacksswb	128, %ymm1, %ymm2
	vpacksswb	127, %ymm9, %ymm13
	vpacksswb	%ymm11, %ymm7, %ymm6
	vpacksswb	%ymm6, %ymm9, %ymm14
	vpacksswb	%ymm5, %ymm2, %ymm4
	vpacksswb	%ymm14, %ymm1, %ymm13
	vpacksswb	1(%rdi,%rdi,2), %xmm9, %xmm12
	vpacksswb	-129, %xmm8, %xmm5
	vpacksswb	-1(%rsp), %xmm10, %xmm12
	vpacksswb	-129(%rbp), %xmm11, %xmm14
	vpacksswb	%xmm5, %xmm6, %xmm2
	vpacksswb	%xmm7, %xmm2, %xmm6
	vpacksswb	%xmm2, %xmm7, %xmm10
	vpacksswb	%xmm1, %xmm10, %xmm0
	vpackusdw	-129(%rsi), %ymm15, %ymm13
	vpackusdw	2147483647(%r9,%r8,2), %ymm9, %ymm3
	vpackusdw	127(%r14,%r8,8), %ymm5, %ymm10
	vpackusdw	%gs:(%r14,%rdi,2), %ymm5, %ymm1
	vpackusdw	%ymm2, %ymm3, %ymm14
	vpackusdw	%ymm6, %ymm4, %ymm14
	vpackusdw	%ymm11, %ymm4, %ymm14
	vpackusdw	%ymm11, %ymm1, %ymm0
	vpackusdw	-1(%rbx,%rsi), %xmm8, %xmm6
	vpackusdw	1(%r14), %xmm5, %xmm14
	vpackusdw	2147483647, %xmm10, %xmm12
	vpackusdw	127(%r13), %xmm15, %xmm15
	vpackusdw	%xmm0, %xmm8, %xmm11
	vpackusdw	%xmm3, %xmm5, %xmm4
	vpackusdw	%xmm5, %xmm5, %xmm2
	vpackusdw	%xmm0, %xmm2, %xmm10
	vpackuswb	128, %ymm8, %ymm4
	vpackuswb	-128(%r9), %ymm13, %ymm13
	vpackuswb	128(%r8,%r9,4), %ymm14, %ymm14
	vpackuswb	%fs:127(%rsi), %ymm9, %ymm5
	vpackuswb	%ymm10, %ymm0, %ymm0
	vpackuswb	%ymm15, %ymm7, %ymm14
	vpackuswb	%ymm11, %ymm14, %ymm3
	vpackuswb	%ymm15, %ymm4, %ymm3
	vpackuswb	-129(%r13,%rdx,8), %xmm5, %xmm9
	vpackuswb	%gs:-128(%rsp), %xmm15, %xmm4
	vpackuswb	1(%rax,%r9,2), %xmm15, %xmm8
	vpackuswb	128(%r8,%rsi,2), %xmm4, %xmm15
	vpackuswb	%xmm4, %xmm14, %xmm2
	vpackuswb	%xmm3, %xmm7, %xmm2
	vpackuswb	%xmm2, %xmm1, %xmm2
	vpackuswb	%xmm9, %xmm8, %xmm10
	vpaddb	-1(%r11), %ymm11, %ymm4
	vpaddb	%fs:-2147483648(%r14), %ymm2, %ymm13
	vpaddb	-1(%rbp,%r10,8), %ymm1, %ymm0
	vpaddb	1(%r14), %ymm15, %ymm7
	vpaddb	%ymm11, %ymm5, %ymm6
	vpaddb	%ymm13, %ymm14, %ymm8
	vpaddb	%ymm9, %ymm1, %ymm10
	vpaddb	%ymm9, %ymm0, %ymm11
	vpaddb	1(%rcx), %xmm12, %xmm1
	vpaddb	128(%rsp,%rbp), %xmm13, %xmm1
	vpaddb	128(%r11,%r12,8), %xmm8, %xmm10
	vpaddb	127(%rax,%rax,4), %xmm13, %xmm6
	vpaddb	%xmm0, %xmm9, %xmm9
	vpaddb	%xmm11, %xmm10, %xmm9
	vpaddb	%xmm2, %xmm4, %xmm11
	vpaddb	%xmm4, %xmm1, %xmm15
	vpaddd	(%r15,%r10,8), %ymm8, %ymm2
	vpaddd	127, %ymm13, %ymm7
	vpaddd	2147483647(%r10,%r9), %ymm9, %ymm5
	vpaddd	-2147483648(,%r8,2), %ymm2, %ymm13
	vpaddd	%ymm9, %ymm6, %ymm14
	vpaddd	%ymm2, %ymm12, %ymm13
	vpaddd	%ymm3, %ymm7, %ymm7
	vpaddd	%ymm9, %ymm9, %ymm1
	vpaddd	1(,%rbp,4), %xmm5, %xmm3
	vpaddd	%fs:-129(%r8,%r10,8), %xmm7, %xmm7
	vpaddd	-129(%r9), %xmm15, %xmm8
	vpaddd	-129(%rdx,%r12,8), %xmm3, %xmm3
	vpaddd	%xmm2, %xmm10, %xmm10
	vpaddd	%xmm0, %xmm7, %xmm1
	vpaddd	%xmm15, %xmm9, %xmm8
	vpaddd	%xmm13, %xmm10, %xmm5
	vpaddq	-1(%rbp,%rsi,2), %ymm9, %ymm8
	vpaddq	-2147483648(%rax), %ymm1, %ymm13
	vpaddq	%gs:(%rbp), %ymm9, %ymm15
	vpaddq	%fs:-129(%r13,%r9,2), %ymm4, %ymm3
	vpaddq	%ymm1, %ymm9, %ymm9
	vpaddq	%ymm6, %ymm7, %ymm0
	vpaddq	%ymm5, %ymm4, %ymm15
	vpaddq	%ymm0, %ymm3, %ymm8
	vpaddq	-1(%r10,%r14,2), %xmm7, %xmm12
	vpaddq	-129(%rdx), %xmm0, %xmm15
	vpaddq	2147483647(%rcx,%r11,8), %xmm6, %xmm3
	vpaddq	128(%rbp), %xmm6, %xmm2
	vpaddq	%xmm10, %xmm2, %xmm4
	vpaddq	%xmm7, %xmm2, %xmm7
	vpaddq	%xmm0, %xmm13, %xmm12
	vpaddq	%xmm9, %xmm12, %xmm0
	vpaddsb	(%rdi), %ymm13, %ymm4
	vpaddsb	(%r15), %ymm11, %ymm8
	vpaddsb	128(%r14), %ymm11, %ymm8
	vpaddsb	2147483647(%rsp,%r15), %ymm8, %ymm1
	vpaddsb	%ymm11, %ymm6, %ymm6
	vpaddsb	%ymm8, %ymm4, %ymm12
	vpaddsb	%ymm7, %ymm4, %ymm9
	vpaddsb	%ymm7, %ymm1, %ymm12
	vpaddsb	127, %xmm10, %xmm13
	vpaddsb	-1(,%rdx,8), %xmm1, %xmm3
	vpaddsb	-128(,%r10,8), %xmm0, %xmm15
	vpaddsb	%fs:127(%rbx), %xmm9, %xmm15
	vpaddsb	%xmm12, %xmm13, %xmm9
	vpaddsb	%xmm15, %xmm7, %xmm10
	vpaddsb	%xmm1, %xmm6, %xmm9
	vpaddsb	%xmm13, %xmm3, %xmm0
	vpaddsw	-1(%rdx), %ymm2, %ymm11
	vpaddsw	2147483647(%rcx,%rcx), %ymm11, %ymm12
	vpaddsw	-128(%rdx,%r14,8), %ymm4, %ymm3
	vpaddsw	2147483647(%r10,%rbx,4), %ymm15, %ymm5
	vpaddsw	%ymm9, %ymm0, %ymm6
	vpaddsw	%ymm13, %ymm1, %ymm7
	vpaddsw	%ymm11, %ymm10, %ymm5
	vpaddsw	%ymm1, %ymm9, %ymm7
	vpaddsw	-1(%rsp,%r13,2), %xmm1, %xmm0
	vpaddsw	128(%rbp), %xmm7, %xmm8
	vpaddsw	(%rbx), %xmm9, %xmm8
	vpaddsw	-129(,%r11,2), %xmm12, %xmm15
	vpaddsw	%xmm6, %xmm15, %xmm1
	vpaddsw	%xmm5, %xmm11, %xmm12
	vpaddsw	%xmm14, %xmm10, %xmm4
	vpaddsw	%xmm13, %xmm13, %xmm0
	vpaddusb	-128(%r11,%rbp,8), %ymm11, %ymm11
	vpaddusb	-1(%rsp,%r13,4), %ymm4, %ymm2
	vpaddusb	(%r10), %ymm11, %ymm5
	vpaddusb	-129(%rbx,%r9,4), %ymm11, %ymm1
	vpaddusb	%ymm7, %ymm14, %ymm14
	vpaddusb	%ymm0, %ymm12, %ymm13
	vpaddusb	%ymm10, %ymm2, %ymm4
	vpaddusb	%ymm13, %ymm3, %ymm12
	vpaddusb	%gs:128(%rcx), %xmm13, %xmm12
	vpaddusb	128(%rsi,%r14,8), %xmm10, %xmm8
	vpaddusb	-1(%rbp,%r14), %xmm3, %xmm1
	vpaddusb	-129(%rcx,%r11), %xmm1, %xmm8
	vpaddusb	%xmm8, %xmm12, %xmm4
	vpaddusb	%xmm14, %xmm6, %xmm0
	vpaddusb	%xmm7, %xmm8, %xmm10
	vpaddusb	%xmm7, %xmm9, %xmm8
	vpaddusw	1(%r11,%r15), %ymm5, %ymm4
	vpaddusw	-1(%r15,%rbp), %ymm3, %ymm0
	vpaddusw	128(%rbx), %ymm4, %ymm7
	vpaddusw	-129(%rdi), %ymm3, %ymm12
	vpaddusw	%ymm1, %ymm14, %ymm13
	vpaddusw	%ymm6, %ymm14, %ymm9
	vpaddusw	%ymm0, %ymm5, %ymm2
	vpaddusw	%ymm3, %ymm12, %ymm13
	vpaddusw	-128(%rax), %xmm13, %xmm15
	vpaddusw	%fs:-129(%rax,%r9), %xmm15, %xmm6
	vpaddusw	1, %xmm5, %xmm1
	vpaddusw	1(%r12), %xmm2, %xmm10
	vpaddusw	%xmm11, %xmm8, %xmm6
	vpaddusw	%xmm13, %xmm15, %xmm2
	vpaddusw	%xmm4, %xmm5, %xmm3
	vpaddusw	%xmm15, %xmm13, %xmm10
	vpaddw	-129(%rsp), %ymm15, %ymm11
	vpaddw	1(%rsi), %ymm0, %ymm0
	vpaddw	-128(%rax,%rcx,4), %ymm3, %ymm15
	vpaddw	%gs:128(%r10), %ymm15, %ymm9
	vpaddw	%ymm13, %ymm11, %ymm9
	vpaddw	%ymm8, %ymm11, %ymm9
	vpaddw	%ymm2, %ymm4, %ymm5
	vpaddw	%ymm13, %ymm1, %ymm10
	vpaddw	127(,%r8,2), %xmm13, %xmm3
	vpaddw	2147483647(%r8), %xmm0, %xmm12
	vpaddw	%gs:127(%r15,%rdx,2), %xmm10, %xmm12
	vpaddw	%gs:127(%r12), %xmm8, %xmm10
	vpaddw	%xmm2, %xmm9, %xmm9
	vpaddw	%xmm9, %xmm14, %xmm6
	vpaddw	%xmm13, %xmm1, %xmm5
	vpaddw	%xmm10, %xmm0, %xmm11
	vpalignr	$117, (%rax,%r12), %ymm2, %ymm14
	vpalignr	$156, %gs:-129(,%r8,2), %ymm5, %ymm5
	vpalignr	$172, %fs:2147483647(%rip), %ymm9, %ymm12
	vpalignr	$209, 128(,%r8,8), %ymm1, %ymm10
	vpalignr	$168, %ymm11, %ymm2, %ymm6
	vpalignr	$255, %ymm5, %ymm7, %ymm4
	vpalignr	$255, %ymm6, %ymm3, %ymm3
	vpalignr	$249, %ymm10, %ymm1, %ymm4
	vpalignr	$134, -2147483648(%rcx), %xmm13, %xmm12
	vpalignr	$0, 1(,%rbp,8), %xmm0, %xmm3
	vpalignr	$143, %fs:-1(%r12,%rsi), %xmm4, %xmm4
	vpalignr	$255, 127(%rip), %xmm2, %xmm1
	vpalignr	$127, %xmm13, %xmm9, %xmm1
	vpalignr	$1, %xmm15, %xmm9, %xmm0
	vpalignr	$77, %xmm12, %xmm12, %xmm11
	vpalignr	$210, %xmm12, %xmm1, %xmm12
	vpandn	2147483647(%r12,%r11,4), %ymm1, %ymm11
	vpandn	(%r11,%rdi,2), %ymm15, %ymm2
	vpandn	128(%rdx,%r12,4), %ymm5, %ymm10
	vpandn	%fs:127(%r15,%r9,2), %ymm3, %ymm4
	vpandn	%ymm7, %ymm0, %ymm4
	vpandn	%ymm5, %ymm12, %ymm0
	vpandn	%ymm9, %ymm8, %ymm3
	vpandn	%ymm3, %ymm9, %ymm3
	vpandn	-1(%r8,%r14,4), %xmm0, %xmm8
	vpandn	1(%r15), %xmm12, %xmm9
	vpandn	128(%rsi,%r15,4), %xmm11, %xmm2
	vpandn	1, %xmm11, %xmm14
	vpandn	%xmm15, %xmm2, %xmm12
	vpandn	%xmm10, %xmm4, %xmm12
	vpandn	%xmm8, %xmm10, %xmm2
	vpandn	%xmm11, %xmm3, %xmm10
	vpand	%gs:128(%rip), %ymm15, %ymm2
	vpand	%gs:(%rbp), %ymm13, %ymm15
	vpand	%gs:0, %ymm12, %ymm15
	vpand	%fs:1(%rdi), %ymm15, %ymm0
	vpand	%ymm15, %ymm9, %ymm10
	vpand	%ymm13, %ymm0, %ymm3
	vpand	%ymm12, %ymm7, %ymm12
	vpand	%ymm1, %ymm3, %ymm11
	vpand	(%r10), %xmm7, %xmm2
	vpand	2147483647(%r8), %xmm13, %xmm1
	vpand	-2147483648(%r8), %xmm9, %xmm10
	vpand	-1(%r13), %xmm8, %xmm5
	vpand	%xmm4, %xmm14, %xmm9
	vpand	%xmm9, %xmm9, %xmm3
	vpand	%xmm5, %xmm8, %xmm13
	vpand	%xmm15, %xmm13, %xmm10
	vpavgb	-128(%r14,%r10), %ymm8, %ymm4
	vpavgb	%fs:-1, %ymm0, %ymm10
	vpavgb	127(%r14), %ymm14, %ymm5
	vpavgb	%gs:1(%r15,%r14), %ymm0, %ymm10
	vpavgb	%ymm2, %ymm0, %ymm15
	vpavgb	%ymm1, %ymm2, %ymm2
	vpavgb	%ymm10, %ymm15, %ymm7
	vpavgb	%ymm11, %ymm12, %ymm4
	vpavgb	2147483647, %xmm8, %xmm6
	vpavgb	-1(%r15), %xmm2, %xmm5
	vpavgb	%fs:-129(%rdi), %xmm8, %xmm12
	vpavgb	128(%rip), %xmm14, %xmm0
	vpavgb	%xmm12, %xmm6, %xmm3
	vpavgb	%xmm14, %xmm14, %xmm5
	vpavgb	%xmm7, %xmm6, %xmm2
	vpavgb	%xmm7, %xmm14, %xmm1
	vpavgw	128, %ymm14, %ymm2
	vpavgw	127(%rsp,%r8,8), %ymm14, %ymm12
	vpavgw	-2147483648(%r9), %ymm2, %ymm0
	vpavgw	-129(%rax), %ymm5, %ymm11
	vpavgw	%ymm8, %ymm2, %ymm9
	vpavgw	%ymm3, %ymm5, %ymm13
	vpavgw	%ymm7, %ymm11, %ymm0
	vpavgw	%ymm1, %ymm5, %ymm4
	vpavgw	-129(%rsp), %xmm1, %xmm11
	vpavgw	%gs:-128(%rsp,%rcx,8), %xmm7, %xmm7
	vpavgw	-2147483648(,%rdi), %xmm13, %xmm11
	vpavgw	-128(%rbp), %xmm7, %xmm5
	vpavgw	%xmm1, %xmm3, %xmm0
	vpavgw	%xmm3, %xmm1, %xmm7
	vpavgw	%xmm5, %xmm6, %xmm13
	vpavgw	%xmm11, %xmm11, %xmm2
	vpblendd	$128, -128(%r12), %ymm2, %ymm0
	vpblendd	$255, -2147483648, %ymm10, %ymm11
	vpblendd	$1, %fs:-128(%rbp,%r13,4), %ymm8, %ymm15
	vpblendd	$1, 2147483647(%rbp), %ymm14, %ymm6
	vpblendd	$145, %ymm7, %ymm4, %ymm6
	vpblendd	$255, %ymm3, %ymm10, %ymm7
	vpblendd	$128, %ymm13, %ymm4, %ymm6
	vpblendd	$127, %ymm8, %ymm15, %ymm14
	vpblendd	$0, %gs:-128, %xmm7, %xmm13
	vpblendd	$1, 127(%rip), %xmm5, %xmm0
	vpblendd	$255, -128(%r14), %xmm11, %xmm9
	vpblendd	$0, -2147483648, %xmm3, %xmm13
	vpblendd	$255, %xmm10, %xmm15, %xmm0
	vpblendd	$47, %xmm9, %xmm9, %xmm14
	vpblendd	$255, %xmm4, %xmm5, %xmm1
	vpblendd	$237, %xmm7, %xmm3, %xmm15
	vpblendvb	%ymm10, (%rbx,%r12,4), %ymm5, %ymm0
	vpblendvb	%ymm1, 127(%r12), %ymm0, %ymm2
	vpblendvb	%ymm5, -2147483648(%r12), %ymm7, %ymm9
	vpblendvb	%ymm12, %fs:-128(%rsp), %ymm8, %ymm4
	vpblendvb	%ymm7, %ymm14, %ymm10, %ymm9
	vpblendvb	%ymm8, %ymm7, %ymm10, %ymm6
	vpblendvb	%ymm0, %ymm9, %ymm0, %ymm13
	vpblendvb	%ymm14, %ymm14, %ymm11, %ymm1
	vpblendvb	%xmm3, %fs:128(,%rbp,2), %xmm11, %xmm8
	vpblendvb	%xmm1, (%r9,%rdx,4), %xmm9, %xmm12
	vpblendvb	%xmm14, %gs:-1(%rbp), %xmm15, %xmm10
	vpblendvb	%xmm13, 2147483647(%r12), %xmm12, %xmm10
	vpblendvb	%xmm0, %xmm1, %xmm1, %xmm1
	vpblendvb	%xmm7, %xmm12, %xmm3, %xmm4
	vpblendvb	%xmm12, %xmm7, %xmm4, %xmm9
	vpblendvb	%xmm10, %xmm5, %xmm12, %xmm10
	vpblendw	$203, 128(,%r11,8), %ymm5, %ymm8
	vpblendw	$150, -2147483648(%r12), %ymm8, %ymm13
	vpblendw	$180, %fs:128(%rbp), %ymm3, %ymm1
	vpblendw	$98, 128(%r10,%rax,8), %ymm8, %ymm3
	vpblendw	$110, %ymm12, %ymm15, %ymm2
	vpblendw	$128, %ymm0, %ymm9, %ymm0
	vpblendw	$64, %ymm12, %ymm6, %ymm7
	vpblendw	$1, %ymm9, %ymm12, %ymm11
	vpblendw	$128, (%r15,%r15,8), %xmm5, %xmm8
	vpblendw	$206, %fs:128(%rax,%r12,2), %xmm8, %xmm14
	vpblendw	$0, %fs:-128(%r15), %xmm12, %xmm12
	vpblendw	$1, 2147483647(%rdx,%r8), %xmm10, %xmm9
	vpblendw	$255, %xmm11, %xmm13, %xmm13
	vpblendw	$128, %xmm3, %xmm1, %xmm9
	vpblendw	$128, %xmm11, %xmm12, %xmm15
	vpblendw	$125, %xmm10, %xmm0, %xmm9
	vpbroadcastb	-128(%r8,%r14), %ymm6
	vpbroadcastb	%gs:-129(%rsp,%r12), %ymm12
	vpbroadcastb	2147483647(%r14), %ymm8
	vpbroadcastb	-128(%r13), %ymm15
	vpbroadcastb	%xmm7, %ymm8
	vpbroadcastb	%xmm12, %ymm11
	vpbroadcastb	%xmm14, %ymm13
	vpbroadcastb	%xmm10, %ymm12
	vpbroadcastb	%gs:128(%rsi,%r8), %xmm2
	vpbroadcastb	(%rdx), %xmm8
	vpbroadcastb	1(%r8), %xmm6
	vpbroadcastb	128(%r8), %xmm8
	vpbroadcastb	%xmm5, %xmm6
	vpbroadcastb	%xmm11, %xmm12
	vpbroadcastb	%xmm0, %xmm9
	vpbroadcastb	%xmm10, %xmm5
	vpbroadcastd	-128(%r10), %ymm1
	vpbroadcastd	%gs:2147483647(%r13), %ymm15
	vpbroadcastd	2147483647(%rbx), %ymm8
	vpbroadcastd	127(%r12,%rax,2), %ymm2
	vpbroadcastd	%xmm9, %ymm6
	vpbroadcastd	%xmm10, %ymm11
	vpbroadcastd	%xmm10, %ymm3
	vpbroadcastd	%xmm13, %ymm5
	vpbroadcastd	2147483647(%r15), %xmm7
	vpbroadcastd	2147483647(,%r8,8), %xmm10
	vpbroadcastd	-129(%rdx,%r14), %xmm3
	vpbroadcastd	-128(%rsp), %xmm3
	vpbroadcastd	%xmm5, %xmm9
	vpbroadcastd	%xmm3, %xmm4
	vpbroadcastd	%xmm4, %xmm1
	vpbroadcastd	%xmm14, %xmm8
	vpbroadcastq	-1(%r11,%rcx,8), %ymm12
	vpbroadcastq	(%rip), %ymm5
	vpbroadcastq	%fs:2147483647(%rsp,%r15,8), %ymm0
	vpbroadcastq	2147483647(%rbx,%r9), %ymm9
	vpbroadcastq	%xmm0, %ymm4
	vpbroadcastq	%xmm7, %ymm12
	vpbroadcastq	%xmm7, %ymm6
	vpbroadcastq	%xmm15, %ymm8
	vpbroadcastq	%fs:-1(%rdi), %xmm4
	vpbroadcastq	128(,%rbp), %xmm10
	vpbroadcastq	2147483647(%rbx,%rcx,4), %xmm5
	vpbroadcastq	0, %xmm9
	vpbroadcastq	%xmm6, %xmm4
	vpbroadcastq	%xmm12, %xmm2
	vpbroadcastq	%xmm1, %xmm14
	vpbroadcastq	%xmm4, %xmm11
	vpbroadcastw	-129(%r13,%rax,4), %ymm13
	vpbroadcastw	1(%rbp), %ymm11
	vpbroadcastw	%gs:-1(%rsp,%rdi), %ymm5
	vpbroadcastw	128(%r13), %ymm8
	vpbroadcastw	%xmm10, %ymm15
	vpbroadcastw	%xmm5, %ymm9
	vpbroadcastw	%xmm15, %ymm6
	vpbroadcastw	%xmm1, %ymm0
	vpbroadcastw	127(%r10,%r14,8), %xmm0
	vpbroadcastw	%fs:2147483647(%r15,%r8,8), %xmm6
	vpbroadcastw	(%rdx,%r14,8), %xmm4
	vpbroadcastw	-1(%r10), %xmm7
	vpbroadcastw	%xmm9, %xmm13
	vpbroadcastw	%xmm0, %xmm13
	vpbroadcastw	%xmm12, %xmm0
	vpbroadcastw	%xmm7, %xmm4
	vpclmulqdq	$128, 0, %ymm6, %ymm14
	vpclmulqdq	$212, -128(%rax), %ymm11, %ymm14
	vpclmulqdq	$1, 1(%rip), %ymm2, %ymm1
	vpclmulqdq	$113, -128(%r14,%r15), %ymm11, %ymm2
	vpclmulqdq	$155, %ymm13, %ymm7, %ymm1
	vpclmulqdq	$0, %ymm5, %ymm5, %ymm13
	vpclmulqdq	$84, %ymm2, %ymm14, %ymm15
	vpclmulqdq	$133, %ymm9, %ymm4, %ymm11
	vpclmulqdq	$180, -2147483648(%r14), %xmm15, %xmm9
	vpclmulqdq	$255, (%r9), %xmm4, %xmm14
	vpclmulqdq	$19, -1(%r10), %xmm14, %xmm8
	vpclmulqdq	$128, -129(%rip), %xmm10, %xmm2
	vpclmulqdq	$246, %xmm1, %xmm9, %xmm2
	vpclmulqdq	$128, %xmm11, %xmm0, %xmm13
	vpclmulqdq	$161, %xmm2, %xmm5, %xmm3
	vpclmulqdq	$138, %xmm3, %xmm11, %xmm0
	vpcmov	%ymm15, -1(%r12,%rsi,2), %ymm3, %ymm3
	vpcmov	%ymm11, 2147483647(%rsi,%rcx,8), %ymm9, %ymm0
	vpcmov	%ymm12, -128, %ymm4, %ymm0
	vpcmov	%ymm3, (%r13,%r10), %ymm14, %ymm6
	vpcmov	%gs:(%r10), %ymm9, %ymm1, %ymm3
	vpcmov	1(%rax), %ymm11, %ymm15, %ymm11
	vpcmov	%fs:-128(%rsi), %ymm9, %ymm4, %ymm7
	vpcmov	-2147483648(%rcx,%rcx), %ymm5, %ymm9, %ymm10
	vpcmov	%ymm8, %ymm0, %ymm15, %ymm8
	vpcmov	%ymm6, %ymm15, %ymm15, %ymm15
	vpcmov	%ymm1, %ymm7, %ymm12, %ymm1
	vpcmov	%ymm0, %ymm5, %ymm11, %ymm11
	vpcmov	%xmm4, %gs:-2147483648(%r13), %xmm6, %xmm14
	vpcmov	%xmm5, 2147483647(%rbx), %xmm6, %xmm8
	vpcmov	%xmm7, -128(%rcx,%r8,4), %xmm14, %xmm9
	vpcmov	%xmm11, -129(%r12), %xmm9, %xmm0
	vpcmov	-129(%r8,%rbx,4), %xmm14, %xmm3, %xmm8
	vpcmov	-2147483648(%rbp), %xmm5, %xmm13, %xmm7
	vpcmov	(%r11,%rdx,8), %xmm11, %xmm15, %xmm8
	vpcmov	%gs:2147483647(%rdx,%r8), %xmm11, %xmm8, %xmm7
	vpcmov	%xmm12, %xmm0, %xmm4, %xmm6
	vpcmov	%xmm3, %xmm0, %xmm8, %xmm0
	vpcmov	%xmm15, %xmm7, %xmm4, %xmm0
	vpcmov	%xmm5, %xmm7, %xmm6, %xmm13
	vpcmpeqb	%fs:2147483647(%rbx,%rsi,4), %ymm3, %ymm1
	vpcmpeqb	2147483647(%r9,%r11,8), %ymm3, %ymm2
	vpcmpeqb	%gs:-2147483648(%rip), %ymm12, %ymm6
	vpcmpeqb	1(%rsi), %ymm11, %ymm1
	vpcmpeqb	%ymm5, %ymm6, %ymm8
	vpcmpeqb	%ymm8, %ymm14, %ymm14
	vpcmpeqb	%ymm0, %ymm12, %ymm5
	vpcmpeqb	%ymm12, %ymm6, %ymm11
	vpcmpeqb	%fs:-129, %xmm4, %xmm7
	vpcmpeqb	1(%r9,%r14,4), %xmm13, %xmm13
	vpcmpeqb	(%rsp), %xmm11, %xmm5
	vpcmpeqb	%gs:-2147483648, %xmm0, %xmm10
	vpcmpeqb	%xmm3, %xmm6, %xmm14
	vpcmpeqb	%xmm9, %xmm2, %xmm12
	vpcmpeqb	%xmm11, %xmm6, %xmm15
	vpcmpeqb	%xmm2, %xmm4, %xmm12
	vpcmpeqd	-129(%rcx,%r8,4), %ymm11, %ymm2
	vpcmpeqd	(%rdx,%rbp,4), %ymm1, %ymm5
	vpcmpeqd	-129, %ymm15, %ymm5
	vpcmpeqd	1(%r15), %ymm12, %ymm0
	vpcmpeqd	%ymm10, %ymm2, %ymm8
	vpcmpeqd	%ymm1, %ymm8, %ymm0
	vpcmpeqd	%ymm2, %ymm3, %ymm5
	vpcmpeqd	%ymm13, %ymm10, %ymm7
	vpcmpeqd	-129(%rip), %xmm0, %xmm2
	vpcmpeqd	128(%r9), %xmm7, %xmm0
	vpcmpeqd	%gs:-128(%r15,%r13,4), %xmm12, %xmm4
	vpcmpeqd	-1(%rsi), %xmm2, %xmm8
	vpcmpeqd	%xmm11, %xmm4, %xmm10
	vpcmpeqd	%xmm15, %xmm8, %xmm0
	vpcmpeqd	%xmm12, %xmm14, %xmm5
	vpcmpeqd	%xmm15, %xmm5, %xmm9
	vpcmpeqq	128(%r10,%rbp,8), %ymm10, %ymm4
	vpcmpeqq	%gs:(%rbp), %ymm8, %ymm0
	vpcmpeqq	%gs:128(%rax), %ymm6, %ymm0
	vpcmpeqq	%gs:2147483647(%r10), %ymm5, %ymm2
	vpcmpeqq	%ymm3, %ymm15, %ymm9
	vpcmpeqq	%ymm13, %ymm12, %ymm2
	vpcmpeqq	%ymm7, %ymm15, %ymm3
	vpcmpeqq	%ymm8, %ymm2, %ymm11
	vpcmpeqq	%gs:127(%r11,%rdx,8), %xmm6, %xmm4
	vpcmpeqq	(%r8), %xmm13, %xmm3
	vpcmpeqq	%fs:-2147483648(%rdi), %xmm9, %xmm1
	vpcmpeqq	-129(%r9,%r11,4), %xmm11, %xmm0
	vpcmpeqq	%xmm9, %xmm3, %xmm5
	vpcmpeqq	%xmm7, %xmm6, %xmm2
	vpcmpeqq	%xmm13, %xmm4, %xmm15
	vpcmpeqq	%xmm5, %xmm6, %xmm2
	vpcmpeqw	2147483647(%r13), %ymm1, %ymm1
	vpcmpeqw	%gs:-1(%rsp), %ymm10, %ymm10
	vpcmpeqw	-128(%r8,%rsi,2), %ymm0, %ymm5
	vpcmpeqw	%fs:128(%r9), %ymm6, %ymm13
	vpcmpeqw	%ymm12, %ymm8, %ymm4
	vpcmpeqw	%ymm13, %ymm8, %ymm4
	vpcmpeqw	%ymm5, %ymm1, %ymm2
	vpcmpeqw	%ymm5, %ymm7, %ymm13
	vpcmpeqw	2147483647(%r13,%rbx,4), %xmm10, %xmm2
	vpcmpeqw	-1(%r8,%r14), %xmm2, %xmm8
	vpcmpeqw	-1(%rcx,%r14), %xmm9, %xmm6
	vpcmpeqw	-129(,%r14,8), %xmm2, %xmm12
	vpcmpeqw	%xmm3, %xmm4, %xmm11
	vpcmpeqw	%xmm9, %xmm3, %xmm11
	vpcmpeqw	%xmm4, %xmm7, %xmm14
	vpcmpeqw	%xmm10, %xmm10, %xmm12
	vpcmpestri	$1, %fs:1(%r13), %xmm4
	vpcmpestri	$202, -129(%r11), %xmm7
	vpcmpestri	$71, -129(%rip), %xmm2
	vpcmpestri	$196, %gs:-129(,%rcx,8), %xmm7
	vpcmpestri	$0, %xmm1, %xmm14
	vpcmpestri	$128, %xmm5, %xmm14
	vpcmpestri	$76, %xmm10, %xmm3
	vpcmpestri	$255, %xmm5, %xmm10
	vpcmpestrm	$237, -1(%r15,%r9,2), %xmm15
	vpcmpestrm	$224, 1(%rsp), %xmm2
	vpcmpestrm	$163, 128, %xmm3
	vpcmpestrm	$153, 128, %xmm2
	vpcmpestrm	$255, %xmm14, %xmm0
	vpcmpestrm	$2, %xmm12, %xmm6
	vpcmpestrm	$169, %xmm3, %xmm9
	vpcmpestrm	$127, %xmm15, %xmm10
	vpcmpgtb	%fs:128(%rcx,%rdi,2), %ymm1, %ymm14
	vpcmpgtb	%fs:-1(%r15,%rdi,8), %ymm2, %ymm13
	vpcmpgtb	%fs:-2147483648(%rdx), %ymm7, %ymm3
	vpcmpgtb	128(%rdx), %ymm6, %ymm11
	vpcmpgtb	%ymm10, %ymm6, %ymm9
	vpcmpgtb	%ymm15, %ymm3, %ymm6
	vpcmpgtb	%ymm12, %ymm8, %ymm14
	vpcmpgtb	%ymm13, %ymm14, %ymm6
	vpcmpgtb	-128(%rax), %xmm15, %xmm10
	vpcmpgtb	-1(,%rsi), %xmm7, %xmm7
	vpcmpgtb	-128(%r12), %xmm3, %xmm1
	vpcmpgtb	%fs:-129(%rdi), %xmm4, %xmm13
	vpcmpgtb	%xmm1, %xmm7, %xmm3
	vpcmpgtb	%xmm1, %xmm13, %xmm9
	vpcmpgtb	%xmm10, %xmm2, %xmm2
	vpcmpgtb	%xmm12, %xmm9, %xmm3
	vpcmpgtd	(%r9,%r12,8), %ymm4, %ymm11
	vpcmpgtd	(%rcx), %ymm12, %ymm10
	vpcmpgtd	-1(%rbx,%r10), %ymm8, %ymm12
	vpcmpgtd	127(%rax,%rax,8), %ymm4, %ymm1
	vpcmpgtd	%ymm14, %ymm6, %ymm12
	vpcmpgtd	%ymm14, %ymm0, %ymm9
	vpcmpgtd	%ymm7, %ymm4, %ymm9
	vpcmpgtd	%ymm7, %ymm1, %ymm3
	vpcmpgtd	127(%r9), %xmm4, %xmm5
	vpcmpgtd	-128(%r14,%r14,4), %xmm12, %xmm2
	vpcmpgtd	-1(%rsp), %xmm10, %xmm15
	vpcmpgtd	%fs:-129(%rbx), %xmm10, %xmm3
	vpcmpgtd	%xmm13, %xmm4, %xmm0
	vpcmpgtd	%xmm7, %xmm15, %xmm4
	vpcmpgtd	%xmm14, %xmm9, %xmm7
	vpcmpgtd	%xmm14, %xmm12, %xmm4
	vpcmpgtq	-129(%rbp,%r10,2), %ymm12, %ymm4
	vpcmpgtq	-129(%r13), %ymm12, %ymm2
	vpcmpgtq	%gs:128(%rip), %ymm5, %ymm5
	vpcmpgtq	-1(%rcx,%r8,8), %ymm1, %ymm5
	vpcmpgtq	%ymm2, %ymm6, %ymm13
	vpcmpgtq	%ymm15, %ymm8, %ymm14
	vpcmpgtq	%ymm12, %ymm11, %ymm15
	vpcmpgtq	%ymm5, %ymm6, %ymm1
	vpcmpgtq	%fs:128(%rip), %xmm11, %xmm8
	vpcmpgtq	%gs:-2147483648(%rip), %xmm7, %xmm9
	vpcmpgtq	2147483647(,%rcx,2), %xmm13, %xmm10
	vpcmpgtq	%gs:-128(%rbp), %xmm0, %xmm13
	vpcmpgtq	%xmm8, %xmm15, %xmm11
	vpcmpgtq	%xmm3, %xmm15, %xmm12
	vpcmpgtq	%xmm6, %xmm13, %xmm5
	vpcmpgtq	%xmm0, %xmm1, %xmm15
	vpcmpgtw	%gs:-1(%rsp), %ymm1, %ymm1
	vpcmpgtw	127(%r13), %ymm3, %ymm3
	vpcmpgtw	128(%r11,%r13,2), %ymm1, %ymm11
	vpcmpgtw	-2147483648(%r9), %ymm7, %ymm0
	vpcmpgtw	%ymm13, %ymm13, %ymm6
	vpcmpgtw	%ymm11, %ymm13, %ymm6
	vpcmpgtw	%ymm2, %ymm5, %ymm12
	vpcmpgtw	%ymm2, %ymm14, %ymm1
	vpcmpgtw	2147483647(%r15), %xmm14, %xmm7
	vpcmpgtw	127(%rsi), %xmm7, %xmm8
	vpcmpgtw	%gs:127(%r12,%r8,2), %xmm7, %xmm1
	vpcmpgtw	127(%rdx,%r12), %xmm10, %xmm6
	vpcmpgtw	%xmm14, %xmm3, %xmm10
	vpcmpgtw	%xmm5, %xmm6, %xmm1
	vpcmpgtw	%xmm15, %xmm1, %xmm6
	vpcmpgtw	%xmm15, %xmm15, %xmm10
	vpcmpistri	$1, -128(%r12), %xmm10
	vpcmpistri	$42, -1, %xmm11
	vpcmpistri	$207, (,%r13,8), %xmm10
	vpcmpistri	$40, 127(%r12), %xmm0
	vpcmpistri	$118, %xmm4, %xmm15
	vpcmpistri	$255, %xmm11, %xmm13
	vpcmpistri	$255, %xmm0, %xmm11
	vpcmpistri	$21, %xmm0, %xmm1
	vpcmpistrm	$73, %gs:-129(%rip), %xmm13
	vpcmpistrm	$165, -1(%r8), %xmm14
	vpcmpistrm	$1, -1(,%rcx), %xmm11
	vpcmpistrm	$233, -129(%rip), %xmm2
	vpcmpistrm	$254, %xmm9, %xmm12
	vpcmpistrm	$8, %xmm6, %xmm14
	vpcmpistrm	$0, %xmm6, %xmm11
	vpcmpistrm	$77, %xmm14, %xmm8
	vpcomb	$193, 2147483647(%r8), %xmm4, %xmm7
	vpcomgtb	%gs:2147483647(%rdi,%r15), %xmm15, %xmm10
	vpcomb	$255, 128(%rax,%r11,2), %xmm4, %xmm9
	vpcomeqb	1(%r14,%r11,4), %xmm5, %xmm2
	vpcomeqb	%xmm9, %xmm1, %xmm10
	vpcomleb	%xmm0, %xmm4, %xmm8
	vpcomb	$128, %xmm8, %xmm10, %xmm6
	vpcomleb	%xmm7, %xmm3, %xmm11
	vpcomd	$255, %gs:1(%rbx), %xmm0, %xmm14
	vpcomd	$128, -1(%rip), %xmm10, %xmm4
	vpcomd	$128, %fs:128(,%r15,8), %xmm9, %xmm9
	vpcomd	$180, 1(%rbx,%r8,4), %xmm6, %xmm0
	vpcomd	$128, %xmm7, %xmm1, %xmm0
	vpcomd	$128, %xmm15, %xmm1, %xmm8
	vpcomled	%xmm15, %xmm2, %xmm9
	vpcomtrued	%xmm7, %xmm9, %xmm9
	vpcomgtq	%gs:1(%rcx), %xmm11, %xmm0
	vpcomq	$255, 127(%rcx,%rdi,2), %xmm14, %xmm13
	vpcomq	$255, 128(%r8), %xmm8, %xmm14
	vpcomq	$64, 2147483647(%rax,%r12,4), %xmm10, %xmm2
	vpcomltq	%xmm7, %xmm13, %xmm10
	vpcomq	$156, %xmm0, %xmm4, %xmm4
	vpcomq	$108, %xmm1, %xmm15, %xmm3
	vpcomq	$128, %xmm14, %xmm6, %xmm3
	vpcomub	$255, 127(%rsp,%rsi,2), %xmm1, %xmm5
	vpcomub	$255, %gs:1(%r15,%r15,2), %xmm0, %xmm0
	vpcomequb	-129(%rax), %xmm10, %xmm0
	vpcomleub	-129(%rbp), %xmm1, %xmm1
	vpcomub	$128, %xmm2, %xmm6, %xmm0
	vpcomub	$255, %xmm15, %xmm10, %xmm2
	vpcomub	$153, %xmm2, %xmm10, %xmm15
	vpcomub	$196, %xmm8, %xmm0, %xmm6
	vpcomud	$255, 127(%r9,%r8,4), %xmm3, %xmm1
	vpcomud	$167, %fs:-1(,%r11,4), %xmm15, %xmm1
	vpcomud	$128, -128(%r12,%r9,8), %xmm15, %xmm2
	vpcomltud	2147483647(%rbp), %xmm14, %xmm4
	vpcomud	$115, %xmm11, %xmm9, %xmm3
	vpcomud	$128, %xmm14, %xmm14, %xmm15
	vpcomleud	%xmm12, %xmm1, %xmm10
	vpcomleud	%xmm7, %xmm11, %xmm9
	vpcomltuq	%gs:127(%rsp,%r13,2), %xmm0, %xmm1
	vpcomuq	$120, 1(,%rbx,8), %xmm7, %xmm0
	vpcomgtuq	-128(%rdi), %xmm14, %xmm11
	vpcomuq	$255, -1(%rsp), %xmm9, %xmm13
	vpcomuq	$187, %xmm15, %xmm11, %xmm1
	vpcomuq	$235, %xmm11, %xmm6, %xmm10
	vpcomleuq	%xmm6, %xmm1, %xmm14
	vpcomuq	$255, %xmm14, %xmm4, %xmm6
	vpcomnequw	128(%rbp,%rcx,4), %xmm6, %xmm7
	vpcomuw	$188, %fs:-128(,%r11,8), %xmm13, %xmm4
	vpcomuw	$255, (%r10,%r8), %xmm5, %xmm5
	vpcomuw	$141, -1, %xmm4, %xmm15
	vpcomuw	$54, %xmm8, %xmm12, %xmm2
	vpcomnequw	%xmm4, %xmm3, %xmm2
	vpcomuw	$255, %xmm0, %xmm3, %xmm5
	vpcomuw	$255, %xmm8, %xmm9, %xmm9
	vpcomtruew	%fs:-2147483648, %xmm11, %xmm3
	vpcomltw	%gs:127(%rbx,%r10), %xmm9, %xmm6
	vpcomgew	(%r10,%rdx), %xmm2, %xmm0
	vpcomgew	%gs:(%rbp), %xmm13, %xmm11
	vpcomneqw	%xmm0, %xmm3, %xmm13
	vpcomw	$128, %xmm0, %xmm1, %xmm15
	vpcomw	$157, %xmm13, %xmm10, %xmm0
	vpcomltw	%xmm12, %xmm5, %xmm13
	vpdpbssds	128(%rsp,%rcx), %ymm9, %ymm10
	vpdpbssds	-128(%r11,%r8,2), %ymm6, %ymm3
	vpdpbssds	%fs:1(%rbx), %ymm0, %ymm11
	vpdpbssds	%gs:-128(%r12), %ymm14, %ymm15
	vpdpbssds	%ymm11, %ymm15, %ymm15
	vpdpbssds	%ymm11, %ymm3, %ymm14
	vpdpbssds	%ymm9, %ymm2, %ymm13
	vpdpbssds	%ymm11, %ymm3, %ymm5
	vpdpbssds	127(%r15,%r8,8), %xmm9, %xmm14
	vpdpbssds	-2147483648(%r12), %xmm15, %xmm1
	vpdpbssds	1(%r15,%rbx), %xmm15, %xmm0
	vpdpbssds	2147483647(%r14,%rbp,8), %xmm12, %xmm0
	vpdpbssds	%xmm10, %xmm10, %xmm4
	vpdpbssds	%xmm10, %xmm6, %xmm13
	vpdpbssds	%xmm4, %xmm13, %xmm3
	vpdpbssds	%xmm11, %xmm4, %xmm2
	vpdpbssd	-129(%rbx), %ymm5, %ymm2
	vpdpbssd	-1(%rcx,%rbp,2), %ymm9, %ymm12
	vpdpbssd	(%r14), %ymm10, %ymm10
	vpdpbssd	-128(%r11), %ymm11, %ymm1
	vpdpbssd	%ymm7, %ymm10, %ymm10
	vpdpbssd	%ymm2, %ymm1, %ymm2
	vpdpbssd	%ymm4, %ymm1, %ymm10
	vpdpbssd	%ymm8, %ymm10, %ymm13
	vpdpbssd	-128(%rbp), %xmm10, %xmm14
	vpdpbssd	127(%r14,%rsi,4), %xmm13, %xmm5
	vpdpbssd	0, %xmm7, %xmm4
	vpdpbssd	2147483647(%rbx,%r11,4), %xmm4, %xmm0
	vpdpbssd	%xmm0, %xmm14, %xmm0
	vpdpbssd	%xmm0, %xmm7, %xmm8
	vpdpbssd	%xmm9, %xmm0, %xmm1
	vpdpbssd	%xmm12, %xmm4, %xmm12
	vpdpbsuds	-128(%rdx,%rdi,4), %ymm5, %ymm12
	vpdpbsuds	(%r14), %ymm3, %ymm7
	vpdpbsuds	(%r11,%r14,2), %ymm5, %ymm0
	vpdpbsuds	128(%rdi), %ymm5, %ymm11
	vpdpbsuds	%ymm12, %ymm11, %ymm14
	vpdpbsuds	%ymm5, %ymm6, %ymm4
	vpdpbsuds	%ymm14, %ymm9, %ymm7
	vpdpbsuds	%ymm12, %ymm0, %ymm4
	vpdpbsuds	-2147483648(%r12,%rcx), %xmm1, %xmm5
	vpdpbsuds	2147483647(%rdx,%r11,8), %xmm13, %xmm13
	vpdpbsuds	-129(%r15,%r13,4), %xmm0, %xmm7
	vpdpbsuds	128(%r14,%rcx,8), %xmm2, %xmm14
	vpdpbsuds	%xmm15, %xmm10, %xmm13
	vpdpbsuds	%xmm5, %xmm9, %xmm4
	vpdpbsuds	%xmm14, %xmm8, %xmm13
	vpdpbsuds	%xmm10, %xmm11, %xmm3
	vpdpbsud	-1(%rdx), %ymm7, %ymm7
	vpdpbsud	128, %ymm3, %ymm12
	vpdpbsud	%gs:128(%rdx), %ymm14, %ymm0
	vpdpbsud	2147483647(%r12,%r9,8), %ymm12, %ymm0
	vpdpbsud	%ymm2, %ymm13, %ymm6
	vpdpbsud	%ymm14, %ymm1, %ymm13
	vpdpbsud	%ymm11, %ymm11, %ymm5
	vpdpbsud	%ymm12, %ymm2, %ymm2
	vpdpbsud	2147483647(%r14,%r11,2), %xmm3, %xmm11
	vpdpbsud	%fs:-129(%rbp,%r10,4), %xmm12, %xmm15
	vpdpbsud	%fs:-1(%rbp), %xmm0, %xmm13
	vpdpbsud	127(%rbx,%rbp), %xmm5, %xmm4
	vpdpbsud	%xmm5, %xmm8, %xmm9
	vpdpbsud	%xmm6, %xmm1, %xmm8
	vpdpbsud	%xmm4, %xmm13, %xmm9
	vpdpbsud	%xmm13, %xmm0, %xmm15
	vpdpbuuds	127(%r11), %ymm0, %ymm15
	vpdpbuuds	-2147483648(%rdx), %ymm1, %ymm3
	vpdpbuuds	-1(%r12), %ymm6, %ymm4
	vpdpbuuds	%fs:1(%rbx), %ymm10, %ymm1
	vpdpbuuds	%ymm3, %ymm0, %ymm8
	vpdpbuuds	%ymm11, %ymm8, %ymm9
	vpdpbuuds	%ymm10, %ymm10, %ymm5
	vpdpbuuds	%ymm6, %ymm14, %ymm8
	vpdpbuuds	%fs:2147483647(%rsp,%r8,8), %xmm0, %xmm13
	vpdpbuuds	%fs:2147483647(%r10), %xmm6, %xmm7
	vpdpbuuds	-1(%rbx), %xmm5, %xmm14
	vpdpbuuds	(%r14,%r8,8), %xmm8, %xmm14
	vpdpbuuds	%xmm0, %xmm11, %xmm5
	vpdpbuuds	%xmm14, %xmm0, %xmm12
	vpdpbuuds	%xmm2, %xmm0, %xmm6
	vpdpbuuds	%xmm6, %xmm11, %xmm13
	vpdpbuud	128(%r8), %ymm1, %ymm7
	vpdpbuud	127(%rax,%r15), %ymm0, %ymm5
	vpdpbuud	-1(%rbx), %ymm10, %ymm14
	vpdpbuud	%fs:-129(%rip), %ymm0, %ymm10
	vpdpbuud	%ymm1, %ymm12, %ymm11
	vpdpbuud	%ymm7, %ymm0, %ymm12
	vpdpbuud	%ymm11, %ymm2, %ymm8
	vpdpbuud	%ymm14, %ymm12, %ymm1
	vpdpbuud	128(%r13,%r12), %xmm14, %xmm12
	vpdpbuud	-128(%rax), %xmm11, %xmm5
	vpdpbuud	(%r8,%r14,8), %xmm10, %xmm5
	vpdpbuud	(%r8), %xmm13, %xmm0
	vpdpbuud	%xmm5, %xmm2, %xmm1
	vpdpbuud	%xmm1, %xmm5, %xmm4
	vpdpbuud	%xmm11, %xmm4, %xmm13
	vpdpbuud	%xmm3, %xmm4, %xmm4
	vpdpwsuds	%gs:-2147483648, %ymm9, %ymm13
	vpdpwsuds	128(%r15,%rbx,2), %ymm10, %ymm15
	vpdpwsuds	1, %ymm8, %ymm2
	vpdpwsuds	%gs:-1(%rdx,%rcx,8), %ymm2, %ymm1
	vpdpwsuds	%ymm9, %ymm12, %ymm11
	vpdpwsuds	%ymm10, %ymm6, %ymm2
	vpdpwsuds	%ymm3, %ymm12, %ymm8
	vpdpwsuds	%ymm4, %ymm14, %ymm12
	vpdpwsuds	2147483647(%rsp,%rbx,2), %xmm3, %xmm15
	vpdpwsuds	%fs:2147483647(%r8,%r10,2), %xmm6, %xmm12
	vpdpwsuds	-2147483648(%rsp,%rdx,4), %xmm5, %xmm15
	vpdpwsuds	127(%r13), %xmm12, %xmm4
	vpdpwsuds	%xmm14, %xmm4, %xmm5
	vpdpwsuds	%xmm0, %xmm1, %xmm2
	vpdpwsuds	%xmm3, %xmm15, %xmm14
	vpdpwsuds	%xmm5, %xmm2, %xmm4
	vpdpwsud	-128(%r8), %ymm10, %ymm6
	vpdpwsud	%fs:127(%r12,%r10,8), %ymm7, %ymm3
	vpdpwsud	128(%rcx), %ymm13, %ymm8
	vpdpwsud	2147483647(%r8), %ymm13, %ymm11
	vpdpwsud	%ymm9, %ymm6, %ymm13
	vpdpwsud	%ymm15, %ymm12, %ymm13
	vpdpwsud	%ymm2, %ymm4, %ymm4
	vpdpwsud	%ymm9, %ymm7, %ymm8
	vpdpwsud	2147483647(%r14,%r9,4), %xmm13, %xmm12
	vpdpwsud	-1(%rdx,%r10,2), %xmm5, %xmm8
	vpdpwsud	%fs:-1(,%r15), %xmm5, %xmm4
	vpdpwsud	-129(%r8,%r12,4), %xmm15, %xmm14
	vpdpwsud	%xmm11, %xmm13, %xmm7
	vpdpwsud	%xmm13, %xmm3, %xmm8
	vpdpwsud	%xmm0, %xmm4, %xmm3
	vpdpwsud	%xmm4, %xmm2, %xmm8
	vpdpwusds	%gs:2147483647, %ymm2, %ymm15
	vpdpwusds	2147483647(%rbx), %ymm6, %ymm4
	vpdpwusds	2147483647(%rdx,%rbx,8), %ymm1, %ymm10
	vpdpwusds	128(%rax,%r15,4), %ymm10, %ymm5
	vpdpwusds	%ymm2, %ymm11, %ymm3
	vpdpwusds	%ymm4, %ymm7, %ymm11
	vpdpwusds	%ymm0, %ymm9, %ymm0
	vpdpwusds	%ymm4, %ymm9, %ymm10
	vpdpwusds	128(%r10), %xmm11, %xmm4
	vpdpwusds	1(%r12,%r8,8), %xmm1, %xmm7
	vpdpwusds	-1(%r10), %xmm6, %xmm0
	vpdpwusds	1(%r8,%r9,2), %xmm9, %xmm11
	vpdpwusds	%xmm15, %xmm4, %xmm3
	vpdpwusds	%xmm2, %xmm15, %xmm13
	vpdpwusds	%xmm2, %xmm14, %xmm9
	vpdpwusds	%xmm5, %xmm6, %xmm9
	vpdpwusd	%fs:128(%rip), %ymm13, %ymm11
	vpdpwusd	(%rdi), %ymm1, %ymm9
	vpdpwusd	(%r11), %ymm9, %ymm13
	vpdpwusd	%gs:1(%r12), %ymm11, %ymm10
	vpdpwusd	%ymm12, %ymm0, %ymm0
	vpdpwusd	%ymm7, %ymm9, %ymm2
	vpdpwusd	%ymm0, %ymm14, %ymm14
	vpdpwusd	%ymm11, %ymm10, %ymm4
	vpdpwusd	-128(%r13), %xmm14, %xmm11
	vpdpwusd	2147483647(%rsp), %xmm13, %xmm0
	vpdpwusd	%fs:-2147483648(%r10), %xmm12, %xmm15
	vpdpwusd	128(%rbp), %xmm8, %xmm2
	vpdpwusd	%xmm2, %xmm5, %xmm8
	vpdpwusd	%xmm13, %xmm15, %xmm14
	vpdpwusd	%xmm2, %xmm2, %xmm5
	vpdpwusd	%xmm12, %xmm11, %xmm7
	vpdpwuuds	127(%r9,%r14,4), %ymm7, %ymm1
	vpdpwuuds	%gs:-128(%rbx), %ymm3, %ymm14
	vpdpwuuds	-2147483648(%r11), %ymm15, %ymm2
	vpdpwuuds	%fs:-128(%r10), %ymm15, %ymm10
	vpdpwuuds	%ymm8, %ymm13, %ymm9
	vpdpwuuds	%ymm3, %ymm1, %ymm11
	vpdpwuuds	%ymm3, %ymm1, %ymm1
	vpdpwuuds	%ymm0, %ymm1, %ymm0
	vpdpwuuds	-1(%r14,%rbp), %xmm4, %xmm0
	vpdpwuuds	128(%rcx), %xmm4, %xmm12
	vpdpwuuds	-1(%rbx,%r10,8), %xmm0, %xmm6
	vpdpwuuds	127(%r12,%r8,8), %xmm6, %xmm2
	vpdpwuuds	%xmm12, %xmm11, %xmm2
	vpdpwuuds	%xmm11, %xmm12, %xmm15
	vpdpwuuds	%xmm3, %xmm12, %xmm3
	vpdpwuuds	%xmm10, %xmm3, %xmm11
	vpdpwuud	127(%r10,%rdx), %ymm5, %ymm8
	vpdpwuud	1(%r12,%rsi), %ymm2, %ymm13
	vpdpwuud	%fs:-2147483648(%r15,%r10), %ymm15, %ymm7
	vpdpwuud	(%rdx), %ymm1, %ymm4
	vpdpwuud	%ymm9, %ymm10, %ymm6
	vpdpwuud	%ymm15, %ymm13, %ymm15
	vpdpwuud	%ymm4, %ymm3, %ymm6
	vpdpwuud	%ymm2, %ymm14, %ymm2
	vpdpwuud	-1(%rdi), %xmm6, %xmm6
	vpdpwuud	%gs:-1(%rdi), %xmm1, %xmm10
	vpdpwuud	-2147483648, %xmm1, %xmm13
	vpdpwuud	(%r10,%rax,8), %xmm11, %xmm4
	vpdpwuud	%xmm12, %xmm14, %xmm7
	vpdpwuud	%xmm12, %xmm8, %xmm8
	vpdpwuud	%xmm11, %xmm3, %xmm3
	vpdpwuud	%xmm10, %xmm15, %xmm8
	vperm2f128	$255, 2147483647(%rsp,%r14), %ymm2, %ymm3
	vperm2f128	$249, 128(%r14), %ymm0, %ymm1
	vperm2f128	$80, %gs:128(%rcx,%rbx), %ymm7, %ymm12
	vperm2f128	$112, 127(%r11), %ymm13, %ymm7
	vperm2f128	$128, %ymm2, %ymm0, %ymm8
	vperm2f128	$224, %ymm14, %ymm4, %ymm3
	vperm2f128	$0, %ymm11, %ymm14, %ymm4
	vperm2f128	$128, %ymm5, %ymm1, %ymm5
	vperm2i128	$161, -2147483648(%r9), %ymm2, %ymm0
	vperm2i128	$168, 2147483647(%r15), %ymm9, %ymm5
	vperm2i128	$128, (%rdi,%rdi,2), %ymm11, %ymm3
	vperm2i128	$255, %gs:-129, %ymm5, %ymm12
	vperm2i128	$119, %ymm9, %ymm8, %ymm10
	vperm2i128	$134, %ymm11, %ymm12, %ymm11
	vperm2i128	$55, %ymm14, %ymm2, %ymm2
	vperm2i128	$255, %ymm14, %ymm7, %ymm13
	vpermd	%fs:-1(%rcx,%rcx,2), %ymm0, %ymm0
	vpermd	1, %ymm13, %ymm5
	vpermd	127(%rbp), %ymm7, %ymm12
	vpermd	%fs:127(%r11,%r10), %ymm15, %ymm7
	vpermd	%ymm13, %ymm13, %ymm6
	vpermd	%ymm12, %ymm12, %ymm9
	vpermd	%ymm3, %ymm11, %ymm7
	vpermd	%ymm0, %ymm6, %ymm1
	vpermil2pd	$0, 128, %ymm4, %ymm12, %ymm9
	vpermil2pd	$4, 127(%r8), %ymm7, %ymm9, %ymm2
	vpermil2pd	$8, (%r13), %ymm4, %ymm9, %ymm1
	vpermil2pd	$14, 127(%rdi), %ymm6, %ymm2, %ymm11
	vpermil2pd	$7, %ymm11, -2147483648(%rsi), %ymm0, %ymm11
	vpermil2pd	$0, %ymm7, 2147483647, %ymm10, %ymm11
	vpermil2pd	$12, %ymm14, %gs:-129(%r8,%rcx,8), %ymm15, %ymm13
	vpermil2pd	$11, %ymm2, 2147483647(%rip), %ymm7, %ymm9
	vpermil2pd	$11, %ymm12, %ymm6, %ymm13, %ymm14
	vpermil2pd	$8, %ymm6, %ymm14, %ymm12, %ymm1
	vpermil2pd	$5, %ymm10, %ymm0, %ymm14, %ymm4
	vpermil2pd	$0, %ymm1, %ymm7, %ymm5, %ymm13
	vpermil2pd	$5, 127(%r11,%r9), %xmm8, %xmm6, %xmm9
	vpermil2pd	$1, 127(%rsp), %xmm9, %xmm10, %xmm14
	vpermil2pd	$0, (%rbx,%rbp,2), %xmm9, %xmm5, %xmm5
	vpermil2pd	$0, 2147483647(%rsp), %xmm3, %xmm11, %xmm10
	vpermil2pd	$4, %xmm14, 1(%rax,%r15,8), %xmm12, %xmm4
	vpermil2pd	$1, %xmm1, -129(%rdx), %xmm6, %xmm9
	vpermil2pd	$5, %xmm14, -2147483648(%r12,%rdx,4), %xmm1, %xmm14
	vpermil2pd	$3, %xmm12, %gs:1(,%rax,2), %xmm6, %xmm6
	vpermil2pd	$3, %xmm10, %xmm10, %xmm3, %xmm13
	vpermil2pd	$7, %xmm0, %xmm8, %xmm10, %xmm14
	vpermil2pd	$14, %xmm2, %xmm14, %xmm2, %xmm2
	vpermil2pd	$8, %xmm15, %xmm8, %xmm11, %xmm1
	vpermil2ps	$8, %gs:-129, %ymm4, %ymm3, %ymm7
	vpermil2ps	$11, %fs:-128(,%rbp), %ymm3, %ymm9, %ymm10
	vpermil2ps	$0, -128(%r12,%rdx,8), %ymm12, %ymm7, %ymm9
	vpermil2ps	$0, 1(%r15), %ymm4, %ymm3, %ymm3
	vpermil2ps	$6, %ymm3, %gs:2147483647(%r13,%r9,2), %ymm11, %ymm13
	vpermil2ps	$12, %ymm0, 2147483647(%r14), %ymm11, %ymm7
	vpermil2ps	$15, %ymm13, -1, %ymm2, %ymm2
	vpermil2ps	$10, %ymm11, -2147483648(%r12,%r11), %ymm15, %ymm7
	vpermil2ps	$15, %ymm2, %ymm10, %ymm14, %ymm12
	vpermil2ps	$12, %ymm8, %ymm9, %ymm2, %ymm12
	vpermil2ps	$12, %ymm10, %ymm7, %ymm0, %ymm6
	vpermil2ps	$15, %ymm1, %ymm6, %ymm12, %ymm8
	vpermil2ps	$14, -2147483648(%rsi), %xmm13, %xmm14, %xmm0
	vpermil2ps	$15, %fs:128(,%rsi,4), %xmm12, %xmm14, %xmm2
	vpermil2ps	$8, (%rsi,%rsi,8), %xmm2, %xmm5, %xmm9
	vpermil2ps	$13, %gs:-2147483648(%rip), %xmm6, %xmm1, %xmm6
	vpermil2ps	$12, %xmm11, -129, %xmm13, %xmm14
	vpermil2ps	$8, %xmm7, %gs:-2147483648(%rip), %xmm9, %xmm10
	vpermil2ps	$15, %xmm15, %fs:-129(%r12), %xmm6, %xmm1
	vpermil2ps	$2, %xmm8, 128(%rdx,%rdi,8), %xmm7, %xmm4
	vpermil2ps	$0, %xmm6, %xmm10, %xmm2, %xmm11
	vpermil2ps	$15, %xmm8, %xmm14, %xmm11, %xmm4
	vpermil2ps	$15, %xmm15, %xmm10, %xmm7, %xmm7
	vpermil2ps	$6, %xmm9, %xmm14, %xmm3, %xmm10
	vpermilpd	$68, 1(%rbx,%r10,2), %ymm4
	vpermilpd	$134, -2147483648(%r12), %ymm12
	vpermilpd	$255, 2147483647(%rsi), %ymm11
	vpermilpd	$14, 2147483647(%rsi,%rsi,8), %ymm3
	vpermilpd	$255, %ymm14, %ymm5
	vpermilpd	$128, %ymm14, %ymm10
	vpermilpd	$255, %ymm13, %ymm11
	vpermilpd	$0, %ymm14, %ymm10
	vpermilpd	127(%r15), %ymm15, %ymm7
	vpermilpd	1, %ymm7, %ymm0
	vpermilpd	128(%rax), %ymm13, %ymm12
	vpermilpd	2147483647(%rdx,%r8,8), %ymm10, %ymm12
	vpermilpd	%ymm11, %ymm11, %ymm15
	vpermilpd	%ymm8, %ymm14, %ymm6
	vpermilpd	%ymm8, %ymm15, %ymm8
	vpermilpd	%ymm13, %ymm12, %ymm4
	vpermilpd	$134, %fs:2147483647(%rip), %xmm3
	vpermilpd	$129, -129(%rsi,%rbp,2), %xmm15
	vpermilpd	$128, (%rbp), %xmm11
	vpermilpd	$128, 1(,%r11,4), %xmm11
	vpermilpd	$129, %xmm12, %xmm10
	vpermilpd	$58, %xmm15, %xmm8
	vpermilpd	$159, %xmm14, %xmm10
	vpermilpd	$128, %xmm15, %xmm11
	vpermilpd	-128(%r14,%r15), %xmm6, %xmm5
	vpermilpd	%gs:2147483647(%rdx), %xmm4, %xmm6
	vpermilpd	2147483647(%r13,%rcx), %xmm5, %xmm6
	vpermilpd	%fs:128(%r9,%r13), %xmm5, %xmm11
	vpermilpd	%xmm8, %xmm1, %xmm12
	vpermilpd	%xmm15, %xmm11, %xmm12
	vpermilpd	%xmm0, %xmm6, %xmm10
	vpermilpd	%xmm6, %xmm1, %xmm14
	vpermilps	$128, 128(%r11), %ymm8
	vpermilps	$82, -2147483648(%rip), %ymm10
	vpermilps	$255, -129, %ymm2
	vpermilps	$255, %gs:-129(%rsi,%rcx,2), %ymm8
	vpermilps	$255, %ymm0, %ymm14
	vpermilps	$128, %ymm2, %ymm1
	vpermilps	$158, %ymm10, %ymm14
	vpermilps	$2, %ymm8, %ymm9
	vpermilps	%gs:-129(%r12,%rbx,2), %ymm12, %ymm15
	vpermilps	(%rsi), %ymm2, %ymm6
	vpermilps	1(%r12), %ymm15, %ymm10
	vpermilps	-128(,%r14), %ymm15, %ymm10
	vpermilps	%ymm13, %ymm8, %ymm6
	vpermilps	%ymm15, %ymm15, %ymm12
	vpermilps	%ymm14, %ymm0, %ymm6
	vpermilps	%ymm12, %ymm10, %ymm15
	vpermilps	$17, 1, %xmm14
	vpermilps	$128, 1(%rcx), %xmm9
	vpermilps	$26, -2147483648(%rsp), %xmm0
	vpermilps	$255, (%r15,%r15,4), %xmm2
	vpermilps	$233, %xmm12, %xmm5
	vpermilps	$255, %xmm5, %xmm6
	vpermilps	$82, %xmm0, %xmm2
	vpermilps	$30, %xmm1, %xmm11
	vpermilps	%fs:-1(%rdi,%rdi,4), %xmm10, %xmm12
	vpermilps	-129(%rdx), %xmm14, %xmm4
	vpermilps	-128(%r10), %xmm6, %xmm10
	vpermilps	-1(%rsi), %xmm13, %xmm9
	vpermilps	%xmm8, %xmm10, %xmm4
	vpermilps	%xmm13, %xmm13, %xmm6
	vpermilps	%xmm0, %xmm6, %xmm13
	vpermilps	%xmm12, %xmm12, %xmm2
	vpermpd	$235, -2147483648(%rbp), %ymm11
	vpermpd	$175, 127, %ymm8
	vpermpd	$128, -129(%rsi,%r13,4), %ymm6
	vpermpd	$255, 127(%rdi), %ymm2
	vpermpd	$65, %ymm4, %ymm7
	vpermpd	$127, %ymm12, %ymm2
	vpermpd	$40, %ymm1, %ymm6
	vpermpd	$128, %ymm5, %ymm11
	vpermps	128(%r13,%r15), %ymm5, %ymm8
	vpermps	127(%rdx), %ymm15, %ymm3
	vpermps	-129(%r14,%rsi,8), %ymm7, %ymm0
	vpermps	-128(%r12), %ymm2, %ymm3
	vpermps	%ymm9, %ymm10, %ymm12
	vpermps	%ymm14, %ymm7, %ymm11
	vpermps	%ymm2, %ymm10, %ymm15
	vpermps	%ymm11, %ymm12, %ymm2
	vpermq	$255, %fs:-2147483648(,%r14,2), %ymm7
	vpermq	$255, -1(%r14), %ymm15
	vpermq	$159, -2147483648(%r14,%rdi), %ymm2
	vpermq	$205, 1(%r10,%r14,8), %ymm7
	vpermq	$255, %ymm9, %ymm0
	vpermq	$120, %ymm14, %ymm1
	vpermq	$17, %ymm5, %ymm1
	vpermq	$128, %ymm15, %ymm0
	vpextrb	$255, %xmm15, 127(%rbx,%rdi,8)
	vpextrb	$197, %xmm10, -1(%rsp)
	vpextrb	$128, %xmm5, %gs:-1(%rdi)
	vpextrb	$159, %xmm12, -1(%r12)
	vpextrb	$215, %xmm13, %esi
	vpextrb	$2, %xmm2, %edx
	vpextrb	$218, %xmm4, %esi
	vpextrb	$255, %xmm8, %r13d
	vpextrd	$190, %xmm1, 1(%rdi,%rsi,4)
	vpextrd	$128, %xmm13, %fs:2147483647(%rip)
	vpextrd	$128, %xmm7, -2147483648(%r15)
	vpextrd	$157, %xmm9, -128(%rax,%r12,2)
	vpextrd	$255, %xmm14, %r9d
	vpextrd	$253, %xmm11, %r15d
	vpextrd	$255, %xmm10, %edx
	vpextrd	$0, %xmm2, %r10d
	vpextrq	$255, %xmm11, 127(%rip)
	vpextrq	$137, %xmm1, -1(%rax)
	vpextrq	$127, %xmm8, %fs:-1(,%r9)
	vpextrq	$172, %xmm13, 2147483647(%rsi)
	vpextrq	$128, %xmm4, %rsp
	vpextrq	$2, %xmm5, %rsp
	vpextrq	$236, %xmm7, %rdx
	vpextrq	$120, %xmm1, %r9
	vpextrw	$247, %xmm14, -1(%r11,%r15)
	vpextrw	$128, %xmm4, (%r11)
	vpextrw	$255, %xmm0, -2147483648(%r8)
	vpextrw	$252, %xmm1, -1(%r9,%rcx,2)
	vpextrw	$250, %xmm3, %r13d
	vpextrw	$120, %xmm0, %r8d
	vpextrw	$120, %xmm0, %eax
	vpextrw	$31, %xmm10, %r8d
	vpgatherdd	%ymm15, (%r8,%ymm7), %ymm1
	vpgatherdd	%ymm7, %fs:128(%rax,%ymm6), %ymm10
	vpgatherdd	%ymm4, 1(%r11,%ymm2), %ymm15
	vpgatherdd	%ymm3, %fs:-128(%r13,%ymm10,2), %ymm14
	vpgatherdd	%xmm12, 128(%rsp,%xmm4), %xmm7
	vpgatherdd	%xmm5, 2147483647(,%xmm9,2), %xmm6
	vpgatherdd	%xmm14, %fs:-129(,%xmm11,4), %xmm9
	vpgatherdd	%xmm2, (%rsp,%xmm1), %xmm4
	vpgatherdq	%ymm13, 2147483647(%r14,%xmm9,8), %ymm6
	vpgatherdq	%ymm0, (%r9,%xmm8,8), %ymm2
	vpgatherdq	%ymm1, 1(,%xmm12,8), %ymm8
	vpgatherdq	%ymm3, 2147483647(%r14,%xmm10,2), %ymm1
	vpgatherdq	%xmm2, 1(%r11,%xmm8,2), %xmm0
	vpgatherdq	%xmm12, -128(%r12,%xmm5,8), %xmm13
	vpgatherdq	%xmm15, 127(%r11,%xmm0,8), %xmm2
	vpgatherdq	%xmm4, 128(%rax,%xmm6,4), %xmm1
	vpgatherqd	%xmm10, -128(%r8,%ymm0,2), %xmm4
	vpgatherqd	%xmm5, -2147483648(%r15,%ymm0,8), %xmm11
	vpgatherqd	%xmm2, 1(,%ymm7), %xmm1
	vpgatherqd	%xmm15, %gs:-2147483648(%rcx,%ymm6,8), %xmm14
	vpgatherqd	%xmm14, -2147483648(,%xmm7,4), %xmm13
	vpgatherqd	%xmm2, -2147483648(,%xmm15,8), %xmm1
	vpgatherqd	%xmm3, -1(%rcx,%xmm13,8), %xmm9
	vpgatherqd	%xmm8, %fs:-129(%r15,%xmm6,2), %xmm2
	vpgatherqq	%ymm4, -2147483648(%rbp,%ymm9,8), %ymm0
	vpgatherqq	%ymm9, %gs:1(%r10,%ymm13,2), %ymm2
	vpgatherqq	%ymm0, 128(%rcx,%ymm15), %ymm2
	vpgatherqq	%ymm8, 1(%rsp,%ymm10,4), %ymm13
	vpgatherqq	%xmm1, 128(%r10,%xmm3,8), %xmm5
	vpgatherqq	%xmm3, 2147483647(%rsp,%xmm6,2), %xmm14
	vpgatherqq	%xmm4, %gs:128(%r11,%xmm10,4), %xmm8
	vpgatherqq	%xmm13, -128(%r15,%xmm8,4), %xmm0
	vphaddbd	-1(%r15,%rbx), %xmm14
	vphaddbd	%fs:128, %xmm4
	vphaddbd	128(%rcx,%r8,4), %xmm4
	vphaddbd	2147483647(%rip), %xmm10
	vphaddbd	%xmm14, %xmm15
	vphaddbd	%xmm9, %xmm11
	vphaddbd	%xmm11, %xmm0
	vphaddbd	%xmm14, %xmm14
	vphaddbq	128(%rdi), %xmm7
	vphaddbq	(%r15), %xmm6
	vphaddbq	-2147483648(%r13,%r9,8), %xmm11
	vphaddbq	%gs:(%r12), %xmm12
	vphaddbq	%xmm3, %xmm3
	vphaddbq	%xmm6, %xmm6
	vphaddbq	%xmm13, %xmm8
	vphaddbq	%xmm14, %xmm9
	vphaddbw	%gs:2147483647(%r13,%r12,8), %xmm2
	vphaddbw	1(%r14,%r9), %xmm10
	vphaddbw	(%r11,%rdx,8), %xmm9
	vphaddbw	%fs:2147483647(%rsp), %xmm8
	vphaddbw	%xmm1, %xmm10
	vphaddbw	%xmm1, %xmm10
	vphaddbw	%xmm7, %xmm11
	vphaddbw	%xmm0, %xmm14
	vphadddq	127(%rdi), %xmm4
	vphadddq	-128(%r12,%r12,2), %xmm9
	vphadddq	1(,%rax,2), %xmm8
	vphadddq	%fs:1(%r10), %xmm7
	vphadddq	%xmm2, %xmm5
	vphadddq	%xmm13, %xmm10
	vphadddq	%xmm3, %xmm15
	vphadddq	%xmm2, %xmm5
	vphaddd	-2147483648(%rdi), %ymm7, %ymm0
	vphaddd	%gs:-1(%r12,%rdx,4), %ymm10, %ymm4
	vphaddd	%fs:(%rsp), %ymm2, %ymm8
	vphaddd	%gs:(%rdx,%rsi), %ymm2, %ymm0
	vphaddd	%ymm9, %ymm4, %ymm7
	vphaddd	%ymm9, %ymm9, %ymm12
	vphaddd	%ymm12, %ymm9, %ymm0
	vphaddd	%ymm0, %ymm13, %ymm11
	vphaddd	%gs:-128(%rbp), %xmm7, %xmm2
	vphaddd	%gs:128(%rdx,%r15), %xmm4, %xmm11
	vphaddd	(%rbp,%r13,4), %xmm13, %xmm13
	vphaddd	%gs:-129(%rsi), %xmm9, %xmm11
	vphaddd	%xmm3, %xmm6, %xmm3
	vphaddd	%xmm1, %xmm1, %xmm3
	vphaddd	%xmm11, %xmm2, %xmm11
	vphaddd	%xmm8, %xmm15, %xmm2
	vphaddsw	(%r12,%rsi,8), %ymm11, %ymm13
	vphaddsw	-129(%rbx,%rbp,8), %ymm12, %ymm8
	vphaddsw	128(%r14), %ymm11, %ymm12
	vphaddsw	-2147483648(%rsp,%r13,8), %ymm6, %ymm10
	vphaddsw	%ymm10, %ymm0, %ymm10
	vphaddsw	%ymm6, %ymm11, %ymm12
	vphaddsw	%ymm13, %ymm1, %ymm1
	vphaddsw	%ymm9, %ymm15, %ymm9
	vphaddsw	-129(%r11,%r14), %xmm4, %xmm13
	vphaddsw	-129(%rsi), %xmm0, %xmm8
	vphaddsw	(%r11,%r10,4), %xmm5, %xmm0
	vphaddsw	%gs:(%r9), %xmm1, %xmm13
	vphaddsw	%xmm15, %xmm12, %xmm4
	vphaddsw	%xmm10, %xmm7, %xmm2
	vphaddsw	%xmm2, %xmm3, %xmm15
	vphaddsw	%xmm1, %xmm10, %xmm9
	vphaddubd	-2147483648(%rsp), %xmm4
	vphaddubd	-129(%r13), %xmm8
	vphaddubd	2147483647(%rdi), %xmm15
	vphaddubd	-1(%r12,%r8,8), %xmm15
	vphaddubd	%xmm2, %xmm13
	vphaddubd	%xmm6, %xmm10
	vphaddubd	%xmm11, %xmm15
	vphaddubd	%xmm8, %xmm10
	vphaddubq	1(%rbp), %xmm9
	vphaddubq	127(%rcx,%r13,2), %xmm4
	vphaddubq	1(%rax), %xmm15
	vphaddubq	128(%r11,%rax,2), %xmm9
	vphaddubq	%xmm5, %xmm11
	vphaddubq	%xmm13, %xmm9
	vphaddubq	%xmm13, %xmm2
	vphaddubq	%xmm11, %xmm2
	vphaddubw	-1(%r14,%rdx,4), %xmm4
	vphaddubw	-128, %xmm10
	vphaddubw	127(%r8), %xmm14
	vphaddubw	%gs:127(%rsi,%r15), %xmm9
	vphaddubw	%xmm2, %xmm5
	vphaddubw	%xmm13, %xmm7
	vphaddubw	%xmm9, %xmm2
	vphaddubw	%xmm0, %xmm14
	vphaddudq	-1(%r9), %xmm9
	vphaddudq	%fs:2147483647(%r10), %xmm11
	vphaddudq	128(%r12), %xmm6
	vphaddudq	(%rsi), %xmm1
	vphaddudq	%xmm5, %xmm7
	vphaddudq	%xmm1, %xmm1
	vphaddudq	%xmm0, %xmm4
	vphaddudq	%xmm4, %xmm15
	vphadduwd	-129(%rsp), %xmm1
	vphadduwd	2147483647(%rdx,%rdx,2), %xmm6
	vphadduwd	127, %xmm9
	vphadduwd	1(%rsp), %xmm8
	vphadduwd	%xmm8, %xmm9
	vphadduwd	%xmm0, %xmm3
	vphadduwd	%xmm8, %xmm6
	vphadduwd	%xmm1, %xmm6
	vphadduwq	%gs:-2147483648(%r13,%r14), %xmm7
	vphadduwq	(%r13,%rdi,4), %xmm0
	vphadduwq	(%r8,%rsi,4), %xmm0
	vphadduwq	-1(%r9), %xmm13
	vphadduwq	%xmm14, %xmm13
	vphadduwq	%xmm14, %xmm15
	vphadduwq	%xmm0, %xmm0
	vphadduwq	%xmm10, %xmm1
	vphaddwd	-129(%rip), %xmm7
	vphaddwd	%fs:2147483647(%rip), %xmm0
	vphaddwd	(,%r15,2), %xmm10
	vphaddwd	2147483647(%r14), %xmm8
	vphaddwd	%xmm13, %xmm1
	vphaddwd	%xmm3, %xmm13
	vphaddwd	%xmm9, %xmm14
	vphaddwd	%xmm10, %xmm13
	vphaddwq	127(%r10,%r11,8), %xmm14
	vphaddwq	2147483647(%r10), %xmm11
	vphaddwq	128(%r15,%rdx,2), %xmm12
	vphaddwq	1(%rdx,%rax,8), %xmm9
	vphaddwq	%xmm6, %xmm9
	vphaddwq	%xmm9, %xmm8
	vphaddwq	%xmm8, %xmm13
	vphaddwq	%xmm13, %xmm15
	vphaddw	1(%r10), %ymm7, %ymm15
	vphaddw	2147483647(%r10,%rax,8), %ymm2, %ymm14
	vphaddw	1(%rsi,%rax,8), %ymm6, %ymm1
	vphaddw	%gs:127(%rcx), %ymm5, %ymm11
	vphaddw	%ymm10, %ymm4, %ymm15
	vphaddw	%ymm4, %ymm0, %ymm8
	vphaddw	%ymm1, %ymm1, %ymm2
	vphaddw	%ymm9, %ymm1, %ymm0
	vphaddw	128(%rsp), %xmm8, %xmm13
	vphaddw	127(%rsi,%rdx,4), %xmm0, %xmm2
	vphaddw	-1(%r14), %xmm11, %xmm3
	vphaddw	%fs:(%rax,%r12,2), %xmm4, %xmm3
	vphaddw	%xmm5, %xmm2, %xmm11
	vphaddw	%xmm14, %xmm11, %xmm11
	vphaddw	%xmm14, %xmm9, %xmm15
	vphaddw	%xmm7, %xmm8, %xmm5
	vphminposuw	%fs:128(%r13,%rsi,4), %xmm4
	vphminposuw	2147483647(%rbp,%rdi,8), %xmm11
	vphminposuw	-1(%r12), %xmm13
	vphminposuw	%fs:-128(%rbp,%rcx), %xmm7
	vphminposuw	%xmm12, %xmm10
	vphminposuw	%xmm3, %xmm7
	vphminposuw	%xmm0, %xmm2
	vphminposuw	%xmm9, %xmm15
	vphsubbw	%gs:-2147483648(%rdi), %xmm0
	vphsubbw	-2147483648(%rdi), %xmm10
	vphsubbw	-1(%rcx), %xmm7
	vphsubbw	-1(%rbx), %xmm6
	vphsubbw	%xmm15, %xmm15
	vphsubbw	%xmm15, %xmm3
	vphsubbw	%xmm15, %xmm5
	vphsubbw	%xmm13, %xmm10
	vphsubdq	%fs:127(%r8), %xmm12
	vphsubdq	127(%rbp,%r12,8), %xmm9
	vphsubdq	-2147483648(%rbx,%r8,4), %xmm7
	vphsubdq	-129(%r11,%r15,2), %xmm14
	vphsubdq	%xmm5, %xmm3
	vphsubdq	%xmm6, %xmm9
	vphsubdq	%xmm14, %xmm9
	vphsubdq	%xmm14, %xmm0
	vphsubd	1, %ymm2, %ymm7
	vphsubd	1(%rcx,%r9,4), %ymm12, %ymm13
	vphsubd	(%r14,%rax,2), %ymm0, %ymm6
	vphsubd	127(%rcx,%rax,8), %ymm8, %ymm5
	vphsubd	%ymm4, %ymm12, %ymm4
	vphsubd	%ymm3, %ymm9, %ymm8
	vphsubd	%ymm5, %ymm5, %ymm12
	vphsubd	%ymm0, %ymm4, %ymm13
	vphsubd	2147483647(%r10), %xmm13, %xmm15
	vphsubd	(%rdi), %xmm2, %xmm2
	vphsubd	%gs:-129(%rcx,%r12), %xmm11, %xmm6
	vphsubd	%gs:127(%rdi,%r15,4), %xmm1, %xmm7
	vphsubd	%xmm14, %xmm1, %xmm15
	vphsubd	%xmm4, %xmm3, %xmm4
	vphsubd	%xmm15, %xmm15, %xmm10
	vphsubd	%xmm5, %xmm8, %xmm8
	vphsubsw	-129(%rsi), %ymm13, %ymm6
	vphsubsw	(%rcx), %ymm7, %ymm1
	vphsubsw	%gs:-2147483648(%rbp), %ymm5, %ymm11
	vphsubsw	%gs:-128(%rsp,%r15), %ymm2, %ymm0
	vphsubsw	%ymm15, %ymm0, %ymm3
	vphsubsw	%ymm11, %ymm14, %ymm0
	vphsubsw	%ymm11, %ymm3, %ymm3
	vphsubsw	%ymm6, %ymm12, %ymm15
	vphsubsw	(%r8,%r13,4), %xmm1, %xmm4
	vphsubsw	-2147483648(%rsp,%r8), %xmm1, %xmm3
	vphsubsw	%fs:(%r12), %xmm4, %xmm0
	vphsubsw	%fs:-128(%r12,%r14,8), %xmm1, %xmm8
	vphsubsw	%xmm11, %xmm12, %xmm3
	vphsubsw	%xmm8, %xmm11, %xmm11
	vphsubsw	%xmm13, %xmm2, %xmm14
	vphsubsw	%xmm9, %xmm7, %xmm11
	vphsubwd	-128(,%rax,2), %xmm8
	vphsubwd	-128(%r9), %xmm12
	vphsubwd	2147483647(%r15,%r9), %xmm7
	vphsubwd	1(%rcx), %xmm8
	vphsubwd	%xmm11, %xmm15
	vphsubwd	%xmm12, %xmm4
	vphsubwd	%xmm11, %xmm4
	vphsubwd	%xmm13, %xmm7
	vphsubw	1(%rsp), %ymm2, %ymm0
	vphsubw	-1(%rdx,%rdx,8), %ymm11, %ymm14
	vphsubw	-2147483648(%rax,%r8), %ymm7, %ymm2
	vphsubw	128(%rbx), %ymm9, %ymm1
	vphsubw	%ymm14, %ymm13, %ymm14
	vphsubw	%ymm9, %ymm4, %ymm8
	vphsubw	%ymm12, %ymm15, %ymm0
	vphsubw	%ymm11, %ymm8, %ymm12
	vphsubw	-2147483648(%rcx,%rsi,4), %xmm6, %xmm8
	vphsubw	-1(%r14), %xmm6, %xmm9
	vphsubw	2147483647(%r13), %xmm1, %xmm1
	vphsubw	127(%r8,%r13,2), %xmm11, %xmm11
	vphsubw	%xmm6, %xmm3, %xmm0
	vphsubw	%xmm12, %xmm7, %xmm14
	vphsubw	%xmm8, %xmm14, %xmm10
	vphsubw	%xmm2, %xmm7, %xmm9
	vpinsrb	$184, (%r14), %xmm3, %xmm9
	vpinsrb	$152, 127(%r13,%r13,8), %xmm15, %xmm8
	vpinsrb	$255, %gs:-128(%r14), %xmm10, %xmm0
	vpinsrb	$255, 2147483647(%rdx), %xmm14, %xmm13
	vpinsrb	$211, %edx, %xmm3, %xmm15
	vpinsrb	$250, %edi, %xmm2, %xmm7
	vpinsrb	$1, %esi, %xmm8, %xmm6
	vpinsrb	$255, %r8d, %xmm1, %xmm0
	vpinsrd	$211, -2147483648(%rdi), %xmm2, %xmm8
	vpinsrd	$148, %gs:-2147483648(%rsp,%r15), %xmm3, %xmm4
	vpinsrd	$127, (%rbx,%rbx,8), %xmm9, %xmm7
	vpinsrd	$2, %gs:1(%rdx,%r14,8), %xmm10, %xmm0
	vpinsrd	$202, %eax, %xmm8, %xmm5
	vpinsrd	$1, %r12d, %xmm13, %xmm12
	vpinsrd	$255, %r13d, %xmm13, %xmm5
	vpinsrd	$249, %r11d, %xmm0, %xmm10
	vpinsrq	$211, -128(%r12,%r14,4), %xmm12, %xmm12
	vpinsrq	$1, -129(%r14,%rcx,4), %xmm1, %xmm4
	vpinsrq	$135, %gs:(%r13,%rax,4), %xmm15, %xmm13
	vpinsrq	$127, %gs:2147483647(%rsp), %xmm7, %xmm12
	vpinsrq	$252, %r10, %xmm9, %xmm2
	vpinsrq	$255, %r10, %xmm14, %xmm12
	vpinsrq	$165, %rcx, %xmm2, %xmm10
	vpinsrq	$255, %rsi, %xmm7, %xmm11
	vpinsrw	$0, 128(%r9), %xmm0, %xmm2
	vpinsrw	$0, -128(%r9), %xmm0, %xmm0
	vpinsrw	$135, -129(%rdx), %xmm12, %xmm2
	vpinsrw	$57, %gs:2147483647(%rsp), %xmm4, %xmm12
	vpinsrw	$1, %ebx, %xmm14, %xmm8
	vpinsrw	$16, %r15d, %xmm2, %xmm13
	vpinsrw	$255, %edx, %xmm3, %xmm1
	vpinsrw	$255, %ecx, %xmm8, %xmm12
	vpmacsdd	%xmm15, 127(%r12), %xmm0, %xmm12
	vpmacsdd	%xmm4, -1(%rsp), %xmm3, %xmm9
	vpmacsdd	%xmm0, 1(%r10,%r10), %xmm9, %xmm12
	vpmacsdd	%xmm13, %gs:1(%rbx), %xmm12, %xmm5
	vpmacsdd	%xmm7, %xmm5, %xmm0, %xmm3
	vpmacsdd	%xmm5, %xmm10, %xmm10, %xmm4
	vpmacsdd	%xmm8, %xmm11, %xmm0, %xmm9
	vpmacsdd	%xmm6, %xmm11, %xmm3, %xmm14
	vpmacsdqh	%xmm8, -128(%rcx,%rcx,4), %xmm9, %xmm12
	vpmacsdqh	%xmm11, 127(%r8,%r13,4), %xmm12, %xmm1
	vpmacsdqh	%xmm1, -2147483648(%rax), %xmm1, %xmm5
	vpmacsdqh	%xmm0, (%rsp), %xmm1, %xmm12
	vpmacsdqh	%xmm8, %xmm11, %xmm2, %xmm6
	vpmacsdqh	%xmm8, %xmm4, %xmm15, %xmm11
	vpmacsdqh	%xmm14, %xmm13, %xmm9, %xmm8
	vpmacsdqh	%xmm11, %xmm4, %xmm6, %xmm1
	vpmacsdql	%xmm5, %fs:-129(%rdx,%rax), %xmm11, %xmm4
	vpmacsdql	%xmm15, %gs:(%r12,%r11,8), %xmm8, %xmm9
	vpmacsdql	%xmm0, -2147483648(%r13), %xmm5, %xmm5
	vpmacsdql	%xmm5, 2147483647, %xmm0, %xmm7
	vpmacsdql	%xmm11, %xmm10, %xmm6, %xmm13
	vpmacsdql	%xmm2, %xmm7, %xmm1, %xmm8
	vpmacsdql	%xmm9, %xmm15, %xmm7, %xmm2
	vpmacsdql	%xmm5, %xmm7, %xmm2, %xmm7
	vpmacssdd	%xmm14, 2147483647(%rdx), %xmm12, %xmm3
	vpmacssdd	%xmm14, -1(%rdi,%r11,8), %xmm6, %xmm5
	vpmacssdd	%xmm13, -128(%rax), %xmm7, %xmm10
	vpmacssdd	%xmm0, 127(%rip), %xmm3, %xmm1
	vpmacssdd	%xmm12, %xmm8, %xmm15, %xmm10
	vpmacssdd	%xmm1, %xmm4, %xmm1, %xmm7
	vpmacssdd	%xmm7, %xmm10, %xmm1, %xmm12
	vpmacssdd	%xmm5, %xmm15, %xmm11, %xmm5
	vpmacssdqh	%xmm8, -128(%r9,%r15,2), %xmm11, %xmm15
	vpmacssdqh	%xmm2, -128(%rsp,%r11,2), %xmm14, %xmm11
	vpmacssdqh	%xmm4, 127(,%rdx), %xmm5, %xmm8
	vpmacssdqh	%xmm12, 2147483647(%rsi,%rax,2), %xmm15, %xmm1
	vpmacssdqh	%xmm12, %xmm0, %xmm1, %xmm11
	vpmacssdqh	%xmm8, %xmm13, %xmm14, %xmm2
	vpmacssdqh	%xmm13, %xmm3, %xmm8, %xmm7
	vpmacssdqh	%xmm5, %xmm14, %xmm8, %xmm14
	vpmacssdql	%xmm11, 1(%rcx,%rdi,4), %xmm12, %xmm4
	vpmacssdql	%xmm9, %fs:-129(%r15), %xmm8, %xmm4
	vpmacssdql	%xmm12, 128(%r10), %xmm1, %xmm14
	vpmacssdql	%xmm0, -129(%rdi,%rdx,2), %xmm6, %xmm1
	vpmacssdql	%xmm3, %xmm1, %xmm3, %xmm2
	vpmacssdql	%xmm12, %xmm15, %xmm11, %xmm4
	vpmacssdql	%xmm11, %xmm10, %xmm13, %xmm7
	vpmacssdql	%xmm10, %xmm3, %xmm11, %xmm15
	vpmacsswd	%xmm10, 2147483647(%r11), %xmm8, %xmm6
	vpmacsswd	%xmm10, 127(%rax,%rsi,8), %xmm8, %xmm10
	vpmacsswd	%xmm11, %gs:-129(%rbp,%r11,2), %xmm3, %xmm6
	vpmacsswd	%xmm14, (%r11), %xmm9, %xmm0
	vpmacsswd	%xmm10, %xmm9, %xmm2, %xmm13
	vpmacsswd	%xmm12, %xmm13, %xmm14, %xmm2
	vpmacsswd	%xmm12, %xmm9, %xmm11, %xmm9
	vpmacsswd	%xmm13, %xmm6, %xmm9, %xmm12
	vpmacssww	%xmm7, -129(%rax), %xmm2, %xmm3
	vpmacssww	%xmm14, %fs:2147483647(%r14), %xmm12, %xmm0
	vpmacssww	%xmm13, (%rsp,%rsi), %xmm14, %xmm4
	vpmacssww	%xmm13, %fs:0, %xmm2, %xmm7
	vpmacssww	%xmm12, %xmm13, %xmm5, %xmm14
	vpmacssww	%xmm6, %xmm1, %xmm12, %xmm5
	vpmacssww	%xmm2, %xmm12, %xmm6, %xmm11
	vpmacssww	%xmm10, %xmm9, %xmm7, %xmm11
	vpmacswd	%xmm12, %fs:-2147483648(%rcx), %xmm6, %xmm5
	vpmacswd	%xmm13, (%rsi), %xmm9, %xmm3
	vpmacswd	%xmm7, 0, %xmm8, %xmm2
	vpmacswd	%xmm14, %fs:-129(%rip), %xmm7, %xmm0
	vpmacswd	%xmm10, %xmm12, %xmm2, %xmm6
	vpmacswd	%xmm13, %xmm1, %xmm12, %xmm9
	vpmacswd	%xmm7, %xmm15, %xmm9, %xmm3
	vpmacswd	%xmm4, %xmm15, %xmm4, %xmm15
	vpmacsww	%xmm7, %gs:-2147483648(%r14,%rbp,2), %xmm1, %xmm10
	vpmacsww	%xmm13, 127(%rip), %xmm9, %xmm12
	vpmacsww	%xmm10, -1(%r9), %xmm12, %xmm8
	vpmacsww	%xmm9, (,%r14), %xmm8, %xmm3
	vpmacsww	%xmm5, %xmm9, %xmm15, %xmm14
	vpmacsww	%xmm7, %xmm5, %xmm9, %xmm4
	vpmacsww	%xmm6, %xmm1, %xmm8, %xmm2
	vpmacsww	%xmm13, %xmm2, %xmm10, %xmm0
	vpmadcsswd	%xmm14, -128(%rdi,%rcx,2), %xmm5, %xmm2
	vpmadcsswd	%xmm8, %gs:2147483647(%rbp), %xmm15, %xmm11
	vpmadcsswd	%xmm0, -129(%r15,%r9), %xmm15, %xmm11
	vpmadcsswd	%xmm8, 128(%r14), %xmm2, %xmm12
	vpmadcsswd	%xmm2, %xmm1, %xmm12, %xmm2
	vpmadcsswd	%xmm10, %xmm11, %xmm9, %xmm7
	vpmadcsswd	%xmm3, %xmm6, %xmm5, %xmm3
	vpmadcsswd	%xmm11, %xmm6, %xmm8, %xmm4
	vpmadcswd	%xmm2, %fs:(%rdx,%r13,2), %xmm10, %xmm1
	vpmadcswd	%xmm8, -129(%rbp), %xmm14, %xmm3
	vpmadcswd	%xmm1, 2147483647(%rcx), %xmm0, %xmm3
	vpmadcswd	%xmm1, -2147483648(%rdx), %xmm15, %xmm10
	vpmadcswd	%xmm14, %xmm12, %xmm9, %xmm13
	vpmadcswd	%xmm7, %xmm9, %xmm2, %xmm11
	vpmadcswd	%xmm2, %xmm9, %xmm10, %xmm15
	vpmadcswd	%xmm3, %xmm13, %xmm9, %xmm4
	vpmaddubsw	128(%rdx,%rcx,4), %ymm6, %ymm1
	vpmaddubsw	%gs:-128(%r13,%rax,2), %ymm5, %ymm14
	vpmaddubsw	-1(%rsi,%r9,4), %ymm6, %ymm1
	vpmaddubsw	128(%r14,%r11), %ymm3, %ymm11
	vpmaddubsw	%ymm6, %ymm7, %ymm13
	vpmaddubsw	%ymm9, %ymm11, %ymm9
	vpmaddubsw	%ymm6, %ymm0, %ymm12
	vpmaddubsw	%ymm3, %ymm12, %ymm12
	vpmaddubsw	-1(%r15,%r13,4), %xmm3, %xmm15
	vpmaddubsw	%fs:128(%r15), %xmm14, %xmm7
	vpmaddubsw	-2147483648(,%rdi), %xmm4, %xmm4
	vpmaddubsw	1(%r10,%r13,2), %xmm9, %xmm14
	vpmaddubsw	%xmm9, %xmm12, %xmm5
	vpmaddubsw	%xmm3, %xmm10, %xmm6
	vpmaddubsw	%xmm8, %xmm0, %xmm12
	vpmaddubsw	%xmm5, %xmm12, %xmm7
	vpmaddwd	1(%rsp,%rbp,8), %ymm10, %ymm15
	vpmaddwd	-2147483648(%r13), %ymm6, %ymm6
	vpmaddwd	1(%rsi,%r12,8), %ymm3, %ymm12
	vpmaddwd	-129, %ymm6, %ymm12
	vpmaddwd	%ymm15, %ymm12, %ymm2
	vpmaddwd	%ymm0, %ymm13, %ymm15
	vpmaddwd	%ymm3, %ymm10, %ymm15
	vpmaddwd	%ymm3, %ymm4, %ymm2
	vpmaddwd	2147483647(%rdx), %xmm1, %xmm15
	vpmaddwd	-128(%rbp), %xmm13, %xmm12
	vpmaddwd	127(%rax), %xmm6, %xmm6
	vpmaddwd	2147483647(%rbx,%r8,8), %xmm10, %xmm12
	vpmaddwd	%xmm3, %xmm0, %xmm1
	vpmaddwd	%xmm12, %xmm7, %xmm8
	vpmaddwd	%xmm5, %xmm8, %xmm12
	vpmaddwd	%xmm1, %xmm3, %xmm6
	vpmaskmovd	%ymm2, %ymm3, -1(%r13,%rcx)
	vpmaskmovd	%ymm10, %ymm5, %fs:-1(%rbp)
	vpmaskmovd	%ymm14, %ymm0, 2147483647(%rbp)
	vpmaskmovd	%ymm1, %ymm2, 127(%r8,%r9,4)
	vpmaskmovd	127(%rax), %ymm2, %ymm4
	vpmaskmovd	-129(%rbp), %ymm11, %ymm0
	vpmaskmovd	-129(%r11,%rbx,8), %ymm2, %ymm0
	vpmaskmovd	-128(%rdi), %ymm4, %ymm10
	vpmaskmovd	%xmm2, %xmm4, %fs:-129(,%r8,4)
	vpmaskmovd	%xmm1, %xmm14, 2147483647(%r15,%rsi,8)
	vpmaskmovd	%xmm11, %xmm2, %gs:128(%r12,%r11,2)
	vpmaskmovd	%xmm2, %xmm11, %gs:128(%r10)
	vpmaskmovd	%fs:128(%r15,%r9,4), %xmm4, %xmm15
	vpmaskmovd	128(%rip), %xmm0, %xmm11
	vpmaskmovd	2147483647, %xmm3, %xmm10
	vpmaskmovd	-128(%rsp), %xmm13, %xmm0
	vpmaskmovq	%ymm14, %ymm12, %fs:-128(%rax)
	vpmaskmovq	%ymm3, %ymm9, 127(%rbp,%rsi,4)
	vpmaskmovq	%ymm7, %ymm7, -129(%r11)
	vpmaskmovq	%ymm11, %ymm6, 1(%r8,%rdx)
	vpmaskmovq	%fs:(%rax), %ymm9, %ymm10
	vpmaskmovq	127(%r14), %ymm11, %ymm0
	vpmaskmovq	127(%rsp), %ymm7, %ymm4
	vpmaskmovq	%fs:-128(%rip), %ymm2, %ymm3
	vpmaskmovq	%xmm15, %xmm2, (%rcx,%r10,2)
	vpmaskmovq	%xmm9, %xmm7, %gs:-128(%r14)
	vpmaskmovq	%xmm0, %xmm14, 128(%rbp)
	vpmaskmovq	%xmm4, %xmm12, -129
	vpmaskmovq	2147483647, %xmm3, %xmm2
	vpmaskmovq	%fs:-129(%r13,%rcx,8), %xmm15, %xmm11
	vpmaskmovq	%fs:-128(%rip), %xmm9, %xmm6
	vpmaskmovq	128(%rbp,%r14,8), %xmm9, %xmm3
	vpmaxsb	-2147483648(,%r8,4), %ymm5, %ymm7
	vpmaxsb	-128(%rsi), %ymm13, %ymm2
	vpmaxsb	-1(%r12), %ymm15, %ymm1
	vpmaxsb	2147483647(,%rax,8), %ymm0, %ymm3
	vpmaxsb	%ymm8, %ymm10, %ymm12
	vpmaxsb	%ymm7, %ymm0, %ymm7
	vpmaxsb	%ymm1, %ymm3, %ymm3
	vpmaxsb	%ymm5, %ymm10, %ymm3
	vpmaxsb	-2147483648(%r12), %xmm13, %xmm10
	vpmaxsb	%fs:-129(%r8,%rax,8), %xmm6, %xmm2
	vpmaxsb	-2147483648(%r12), %xmm4, %xmm9
	vpmaxsb	(,%rsi,4), %xmm14, %xmm12
	vpmaxsb	%xmm3, %xmm6, %xmm13
	vpmaxsb	%xmm2, %xmm11, %xmm3
	vpmaxsb	%xmm0, %xmm0, %xmm13
	vpmaxsb	%xmm9, %xmm7, %xmm2
	vpmaxsd	%gs:1(%r12), %ymm7, %ymm13
	vpmaxsd	-1(%rbx), %ymm10, %ymm4
	vpmaxsd	%fs:(%r15), %ymm9, %ymm9
	vpmaxsd	2147483647, %ymm15, %ymm4
	vpmaxsd	%ymm11, %ymm11, %ymm4
	vpmaxsd	%ymm0, %ymm7, %ymm12
	vpmaxsd	%ymm7, %ymm7, %ymm13
	vpmaxsd	%ymm14, %ymm6, %ymm15
	vpmaxsd	%fs:(%r11,%r11,8), %xmm13, %xmm9
	vpmaxsd	-2147483648(%rbp), %xmm8, %xmm8
	vpmaxsd	(%r11,%r12,2), %xmm2, %xmm11
	vpmaxsd	%gs:127(%r8,%r11,2), %xmm14, %xmm2
	vpmaxsd	%xmm2, %xmm0, %xmm5
	vpmaxsd	%xmm0, %xmm14, %xmm4
	vpmaxsd	%xmm0, %xmm13, %xmm9
	vpmaxsd	%xmm3, %xmm11, %xmm11
	vpmaxsw	-129, %ymm2, %ymm12
	vpmaxsw	-1(%rcx), %ymm3, %ymm5
	vpmaxsw	%gs:-129(%r11,%rsi), %ymm3, %ymm14
	vpmaxsw	-2147483648(%r9), %ymm3, %ymm9
	vpmaxsw	%ymm2, %ymm9, %ymm15
	vpmaxsw	%ymm13, %ymm3, %ymm15
	vpmaxsw	%ymm9, %ymm2, %ymm12
	vpmaxsw	%ymm2, %ymm7, %ymm12
	vpmaxsw	%fs:0, %xmm12, %xmm3
	vpmaxsw	%gs:2147483647(%r14), %xmm5, %xmm15
	vpmaxsw	127, %xmm0, %xmm8
	vpmaxsw	2147483647, %xmm6, %xmm2
	vpmaxsw	%xmm3, %xmm10, %xmm5
	vpmaxsw	%xmm3, %xmm9, %xmm14
	vpmaxsw	%xmm9, %xmm4, %xmm10
	vpmaxsw	%xmm14, %xmm10, %xmm4
	vpmaxub	127(%rip), %ymm1, %ymm6
	vpmaxub	2147483647(,%r11,4), %ymm3, %ymm10
	vpmaxub	(%rcx), %ymm9, %ymm8
	vpmaxub	-1(%rdx), %ymm3, %ymm5
	vpmaxub	%ymm1, %ymm6, %ymm14
	vpmaxub	%ymm11, %ymm9, %ymm11
	vpmaxub	%ymm14, %ymm4, %ymm3
	vpmaxub	%ymm13, %ymm10, %ymm8
	vpmaxub	-2147483648(%r10), %xmm11, %xmm7
	vpmaxub	%fs:1, %xmm9, %xmm5
	vpmaxub	%fs:2147483647(%rsi,%rsi,4), %xmm13, %xmm14
	vpmaxub	-129, %xmm10, %xmm7
	vpmaxub	%xmm6, %xmm1, %xmm2
	vpmaxub	%xmm5, %xmm7, %xmm2
	vpmaxub	%xmm3, %xmm11, %xmm14
	vpmaxub	%xmm1, %xmm11, %xmm14
	vpmaxud	-128(%rsp), %ymm7, %ymm14
	vpmaxud	%fs:(%r11,%r12,2), %ymm10, %ymm13
	vpmaxud	%gs:2147483647(%rbp), %ymm0, %ymm14
	vpmaxud	%gs:1, %ymm8, %ymm7
	vpmaxud	%ymm5, %ymm4, %ymm3
	vpmaxud	%ymm10, %ymm15, %ymm10
	vpmaxud	%ymm10, %ymm5, %ymm8
	vpmaxud	%ymm11, %ymm9, %ymm1
	vpmaxud	%fs:-2147483648(%rip), %xmm13, %xmm13
	vpmaxud	-2147483648(%rsi,%rax,8), %xmm7, %xmm1
	vpmaxud	-129(%rbx,%rax), %xmm14, %xmm8
	vpmaxud	-129(%r15,%r11), %xmm5, %xmm6
	vpmaxud	%xmm6, %xmm7, %xmm5
	vpmaxud	%xmm9, %xmm3, %xmm4
	vpmaxud	%xmm12, %xmm3, %xmm13
	vpmaxud	%xmm11, %xmm10, %xmm15
	vpmaxuw	(%rdx,%r15), %ymm2, %ymm5
	vpmaxuw	%gs:-129(,%rcx,4), %ymm13, %ymm10
	vpmaxuw	1(%rdx,%rax), %ymm7, %ymm6
	vpmaxuw	-1(%rbx), %ymm9, %ymm11
	vpmaxuw	%ymm9, %ymm12, %ymm10
	vpmaxuw	%ymm3, %ymm2, %ymm14
	vpmaxuw	%ymm13, %ymm15, %ymm5
	vpmaxuw	%ymm9, %ymm1, %ymm5
	vpmaxuw	%gs:-128(%r11), %xmm9, %xmm6
	vpmaxuw	1(,%rdi), %xmm4, %xmm2
	vpmaxuw	128(%r11), %xmm13, %xmm9
	vpmaxuw	%gs:128(%rcx,%rcx), %xmm2, %xmm6
	vpmaxuw	%xmm15, %xmm6, %xmm10
	vpmaxuw	%xmm2, %xmm5, %xmm10
	vpmaxuw	%xmm5, %xmm7, %xmm9
	vpmaxuw	%xmm11, %xmm9, %xmm4
	vpminsb	%fs:-2147483648(%rdx), %ymm8, %ymm10
	vpminsb	%fs:127(,%r12), %ymm15, %ymm11
	vpminsb	%gs:-1(,%r12,4), %ymm14, %ymm11
	vpminsb	%gs:-2147483648(%r14), %ymm4, %ymm14
	vpminsb	%ymm3, %ymm5, %ymm7
	vpminsb	%ymm0, %ymm11, %ymm13
	vpminsb	%ymm0, %ymm10, %ymm3
	vpminsb	%ymm2, %ymm8, %ymm10
	vpminsb	2147483647(%r9,%r13,4), %xmm10, %xmm7
	vpminsb	(%rax,%r12,4), %xmm5, %xmm0
	vpminsb	(%rsi,%rbx,4), %xmm6, %xmm10
	vpminsb	128(%r8,%r13,2), %xmm10, %xmm7
	vpminsb	%xmm13, %xmm6, %xmm13
	vpminsb	%xmm11, %xmm8, %xmm9
	vpminsb	%xmm7, %xmm0, %xmm2
	vpminsb	%xmm3, %xmm2, %xmm14
	vpminsd	128(%r9,%r13,8), %ymm5, %ymm7
	vpminsd	2147483647(%rbx,%rdx,8), %ymm12, %ymm11
	vpminsd	-128(%rdi,%r13,4), %ymm6, %ymm5
	vpminsd	-2147483648(%rax,%r10,4), %ymm7, %ymm11
	vpminsd	%ymm9, %ymm7, %ymm2
	vpminsd	%ymm2, %ymm1, %ymm3
	vpminsd	%ymm14, %ymm2, %ymm14
	vpminsd	%ymm9, %ymm3, %ymm4
	vpminsd	-128, %xmm15, %xmm8
	vpminsd	(%rsi,%rcx,8), %xmm7, %xmm12
	vpminsd	-2147483648(%r8,%r13,2), %xmm2, %xmm7
	vpminsd	2147483647(%r13), %xmm4, %xmm15
	vpminsd	%xmm0, %xmm15, %xmm5
	vpminsd	%xmm9, %xmm10, %xmm6
	vpminsd	%xmm5, %xmm15, %xmm9
	vpminsd	%xmm5, %xmm4, %xmm13
	vpminsw	-1(%rbx), %ymm11, %ymm13
	vpminsw	%gs:128(%rdi), %ymm10, %ymm3
	vpminsw	2147483647(%rdx), %ymm3, %ymm14
	vpminsw	(%rbp), %ymm3, %ymm11
	vpminsw	%ymm3, %ymm3, %ymm11
	vpminsw	%ymm2, %ymm5, %ymm15
	vpminsw	%ymm9, %ymm0, %ymm14
	vpminsw	%ymm14, %ymm2, %ymm1
	vpminsw	-128(%rdi), %xmm2, %xmm10
	vpminsw	1(%rdi,%r9,4), %xmm3, %xmm13
	vpminsw	128(%rsi), %xmm12, %xmm0
	vpminsw	%fs:1(%rsp,%r10,2), %xmm9, %xmm3
	vpminsw	%xmm8, %xmm13, %xmm11
	vpminsw	%xmm5, %xmm1, %xmm12
	vpminsw	%xmm7, %xmm12, %xmm14
	vpminsw	%xmm5, %xmm11, %xmm2
	vpminub	-2147483648(%rbp), %ymm9, %ymm5
	vpminub	%gs:128(%r10,%r13), %ymm12, %ymm4
	vpminub	-128(%rip), %ymm1, %ymm9
	vpminub	-2147483648(%rdx), %ymm5, %ymm12
	vpminub	%ymm7, %ymm10, %ymm3
	vpminub	%ymm11, %ymm8, %ymm2
	vpminub	%ymm3, %ymm7, %ymm8
	vpminub	%ymm3, %ymm12, %ymm2
	vpminub	-128(%rdx), %xmm7, %xmm3
	vpminub	%fs:-2147483648(%r15), %xmm5, %xmm5
	vpminub	%fs:-129(%r10), %xmm2, %xmm1
	vpminub	-1(%r15,%r10,8), %xmm14, %xmm3
	vpminub	%xmm3, %xmm1, %xmm3
	vpminub	%xmm12, %xmm10, %xmm3
	vpminub	%xmm12, %xmm15, %xmm3
	vpminub	%xmm6, %xmm6, %xmm5
	vpminud	-129(%rip), %ymm0, %ymm15
	vpminud	127(%rcx), %ymm9, %ymm12
	vpminud	(%r8), %ymm10, %ymm3
	vpminud	128, %ymm7, %ymm12
	vpminud	%ymm3, %ymm14, %ymm7
	vpminud	%ymm15, %ymm14, %ymm13
	vpminud	%ymm0, %ymm8, %ymm9
	vpminud	%ymm12, %ymm15, %ymm1
	vpminud	1(%rdx), %xmm9, %xmm3
	vpminud	%fs:-1(,%rbp,2), %xmm9, %xmm9
	vpminud	1(%rip), %xmm3, %xmm2
	vpminud	-129(%r13), %xmm12, %xmm2
	vpminud	%xmm14, %xmm15, %xmm2
	vpminud	%xmm0, %xmm6, %xmm0
	vpminud	%xmm0, %xmm13, %xmm9
	vpminud	%xmm14, %xmm0, %xmm12
	vpminuw	-1(%r9,%rdx,4), %ymm12, %ymm14
	vpminuw	128(%rsp), %ymm4, %ymm10
	vpminuw	%fs:-2147483648(%r14,%r10,8), %ymm3, %ymm0
	vpminuw	%gs:127(%r9,%r13,8), %ymm10, %ymm3
	vpminuw	%ymm13, %ymm2, %ymm12
	vpminuw	%ymm6, %ymm10, %ymm2
	vpminuw	%ymm0, %ymm9, %ymm8
	vpminuw	%ymm3, %ymm1, %ymm11
	vpminuw	(%r14,%rcx,8), %xmm7, %xmm12
	vpminuw	127(%rsi,%r8,2), %xmm9, %xmm4
	vpminuw	128(%r11), %xmm4, %xmm1
	vpminuw	1(%rsi,%r15,4), %xmm6, %xmm9
	vpminuw	%xmm12, %xmm7, %xmm4
	vpminuw	%xmm14, %xmm11, %xmm7
	vpminuw	%xmm12, %xmm11, %xmm1
	vpminuw	%xmm7, %xmm10, %xmm4
	vpmovmskb	%ymm11, %ecx
	vpmovmskb	%ymm12, %esi
	vpmovmskb	%ymm11, %r8d
	vpmovmskb	%ymm3, %r8d
	vpmovmskb	%xmm3, %r11d
	vpmovmskb	%xmm13, %ecx
	vpmovmskb	%xmm10, %ebx
	vpmovmskb	%xmm15, %ebp
	vpmovsxbd	-129(%r14), %ymm3
	vpmovsxbd	-128(%r15,%r14), %ymm10
	vpmovsxbd	128(%rcx), %ymm6
	vpmovsxbd	2147483647(%r14), %ymm11
	vpmovsxbd	%xmm4, %ymm6
	vpmovsxbd	%xmm9, %ymm9
	vpmovsxbd	%xmm7, %ymm0
	vpmovsxbd	%xmm12, %ymm1
	vpmovsxbd	%fs:-128(%r8), %xmm9
	vpmovsxbd	2147483647(%r13), %xmm8
	vpmovsxbd	127(%r15), %xmm12
	vpmovsxbd	1(%r9), %xmm12
	vpmovsxbd	%xmm12, %xmm7
	vpmovsxbd	%xmm3, %xmm7
	vpmovsxbd	%xmm3, %xmm12
	vpmovsxbd	%xmm6, %xmm6
	vpmovsxbq	2147483647(,%r15), %ymm10
	vpmovsxbq	(%r13,%rsi,8), %ymm9
	vpmovsxbq	-129(%r10,%r10,4), %ymm1
	vpmovsxbq	%gs:127(%rdx), %ymm12
	vpmovsxbq	%xmm6, %ymm11
	vpmovsxbq	%xmm14, %ymm11
	vpmovsxbq	%xmm4, %ymm10
	vpmovsxbq	%xmm15, %ymm14
	vpmovsxbq	%fs:(%rip), %xmm5
	vpmovsxbq	(%rax,%r11,2), %xmm7
	vpmovsxbq	-128(%rip), %xmm12
	vpmovsxbq	%gs:1(%r13,%r11,2), %xmm2
	vpmovsxbq	%xmm8, %xmm11
	vpmovsxbq	%xmm14, %xmm14
	vpmovsxbq	%xmm7, %xmm3
	vpmovsxbq	%xmm14, %xmm5
	vpmovsxbw	1(%rdi,%r12), %ymm6
	vpmovsxbw	(%rax,%r13), %ymm1
	vpmovsxbw	1(%rdi), %ymm7
	vpmovsxbw	(%rax), %ymm9
	vpmovsxbw	%xmm8, %ymm1
	vpmovsxbw	%xmm7, %ymm1
	vpmovsxbw	%xmm14, %ymm11
	vpmovsxbw	%xmm1, %ymm8
	vpmovsxbw	(%rip), %xmm1
	vpmovsxbw	2147483647(%rdx,%r11,4), %xmm2
	vpmovsxbw	-129(%r15,%rax), %xmm7
	vpmovsxbw	%gs:(%r13), %xmm6
	vpmovsxbw	%xmm4, %xmm14
	vpmovsxbw	%xmm3, %xmm6
	vpmovsxbw	%xmm0, %xmm15
	vpmovsxbw	%xmm13, %xmm14
	vpmovsxdq	%fs:127(%r10), %ymm0
	vpmovsxdq	-2147483648(%r10), %ymm2
	vpmovsxdq	2147483647(%rcx), %ymm15
	vpmovsxdq	%gs:-128(,%r15,2), %ymm10
	vpmovsxdq	%xmm14, %ymm1
	vpmovsxdq	%xmm12, %ymm1
	vpmovsxdq	%xmm12, %ymm14
	vpmovsxdq	%xmm15, %ymm2
	vpmovsxdq	%fs:-2147483648(%rax,%rdi,2), %xmm5
	vpmovsxdq	127(%rsp), %xmm14
	vpmovsxdq	(%rbx), %xmm7
	vpmovsxdq	-2147483648(%r12,%r10,4), %xmm8
	vpmovsxdq	%xmm6, %xmm12
	vpmovsxdq	%xmm12, %xmm3
	vpmovsxdq	%xmm13, %xmm6
	vpmovsxdq	%xmm2, %xmm1
	vpmovsxwd	-129, %ymm4
	vpmovsxwd	%fs:-128(%r10), %ymm4
	vpmovsxwd	-1(%r13), %ymm4
	vpmovsxwd	-1(%r12), %ymm1
	vpmovsxwd	%xmm10, %ymm9
	vpmovsxwd	%xmm10, %ymm1
	vpmovsxwd	%xmm2, %ymm1
	vpmovsxwd	%xmm3, %ymm8
	vpmovsxwd	2147483647(%rdx,%r9), %xmm0
	vpmovsxwd	128(%r9,%rbp,2), %xmm6
	vpmovsxwd	1(%rbp,%r12,8), %xmm3
	vpmovsxwd	-129(%rsp), %xmm8
	vpmovsxwd	%xmm9, %xmm6
	vpmovsxwd	%xmm9, %xmm13
	vpmovsxwd	%xmm14, %xmm0
	vpmovsxwd	%xmm3, %xmm10
	vpmovsxwq	%gs:(%rip), %ymm3
	vpmovsxwq	-2147483648(%r8,%r13,2), %ymm12
	vpmovsxwq	-129(%r11,%r13,4), %ymm9
	vpmovsxwq	2147483647, %ymm4
	vpmovsxwq	%xmm12, %ymm14
	vpmovsxwq	%xmm1, %ymm0
	vpmovsxwq	%xmm6, %ymm10
	vpmovsxwq	%xmm6, %ymm14
	vpmovsxwq	%fs:-129(%rcx), %xmm10
	vpmovsxwq	(%rbp), %xmm0
	vpmovsxwq	-129(%r10,%r11,2), %xmm8
	vpmovsxwq	%fs:-128(%rax), %xmm10
	vpmovsxwq	%xmm2, %xmm15
	vpmovsxwq	%xmm6, %xmm2
	vpmovsxwq	%xmm2, %xmm12
	vpmovsxwq	%xmm12, %xmm15
	vpmovzxbd	127(%rsi,%r11,4), %ymm2
	vpmovzxbd	%gs:-1(%r14,%rbp,4), %ymm7
	vpmovzxbd	-129(%rax,%r13,2), %ymm13
	vpmovzxbd	-128(%r8), %ymm12
	vpmovzxbd	%xmm6, %ymm9
	vpmovzxbd	%xmm11, %ymm4
	vpmovzxbd	%xmm9, %ymm0
	vpmovzxbd	%xmm13, %ymm11
	vpmovzxbd	%gs:128(%rsp,%rdx,4), %xmm6
	vpmovzxbd	-1(%r14,%rax), %xmm12
	vpmovzxbd	%gs:128(%rax,%r14), %xmm5
	vpmovzxbd	127(%rip), %xmm10
	vpmovzxbd	%xmm2, %xmm5
	vpmovzxbd	%xmm5, %xmm10
	vpmovzxbd	%xmm3, %xmm14
	vpmovzxbd	%xmm8, %xmm11
	vpmovzxbq	-2147483648(%rbp,%r14,8), %ymm5
	vpmovzxbq	%fs:1(%rbx), %ymm2
	vpmovzxbq	2147483647(%rip), %ymm9
	vpmovzxbq	%gs:1(%rdx,%r11), %ymm9
	vpmovzxbq	%xmm14, %ymm11
	vpmovzxbq	%xmm15, %ymm7
	vpmovzxbq	%xmm11, %ymm11
	vpmovzxbq	%xmm9, %ymm8
	vpmovzxbq	127(%rdi,%rcx), %xmm13
	vpmovzxbq	(%r8), %xmm13
	vpmovzxbq	%gs:-2147483648(%r9), %xmm12
	vpmovzxbq	-2147483648(%r15), %xmm15
	vpmovzxbq	%xmm15, %xmm11
	vpmovzxbq	%xmm2, %xmm6
	vpmovzxbq	%xmm2, %xmm2
	vpmovzxbq	%xmm4, %xmm0
	vpmovzxbw	(%rdx), %ymm3
	vpmovzxbw	-129, %ymm0
	vpmovzxbw	%fs:(%rcx), %ymm1
	vpmovzxbw	2147483647(%r9,%r9,4), %ymm2
	vpmovzxbw	%xmm9, %ymm6
	vpmovzxbw	%xmm0, %ymm12
	vpmovzxbw	%xmm15, %ymm2
	vpmovzxbw	%xmm13, %ymm14
	vpmovzxbw	1(%r14), %xmm12
	vpmovzxbw	2147483647, %xmm12
	vpmovzxbw	1(%r10), %xmm13
	vpmovzxbw	(%rsp,%r12,4), %xmm7
	vpmovzxbw	%xmm11, %xmm14
	vpmovzxbw	%xmm14, %xmm6
	vpmovzxbw	%xmm8, %xmm0
	vpmovzxbw	%xmm9, %xmm0
	vpmovzxdq	-129(%r9), %ymm9
	vpmovzxdq	127(%rcx,%rsi), %ymm0
	vpmovzxdq	128(,%rdi,2), %ymm3
	vpmovzxdq	-2147483648(%rsi), %ymm5
	vpmovzxdq	%xmm5, %ymm11
	vpmovzxdq	%xmm12, %ymm10
	vpmovzxdq	%xmm3, %ymm12
	vpmovzxdq	%xmm10, %ymm0
	vpmovzxdq	1(%r14), %xmm8
	vpmovzxdq	-128(%r15), %xmm7
	vpmovzxdq	%fs:-1(%r15,%rax,8), %xmm2
	vpmovzxdq	1(%r13), %xmm12
	vpmovzxdq	%xmm7, %xmm12
	vpmovzxdq	%xmm0, %xmm0
	vpmovzxdq	%xmm6, %xmm7
	vpmovzxdq	%xmm6, %xmm11
	vpmovzxwd	%fs:-128, %ymm4
	vpmovzxwd	2147483647(%rsi), %ymm13
	vpmovzxwd	1(%rip), %ymm0
	vpmovzxwd	-2147483648(%rbx,%rax,4), %ymm0
	vpmovzxwd	%xmm14, %ymm7
	vpmovzxwd	%xmm14, %ymm13
	vpmovzxwd	%xmm11, %ymm13
	vpmovzxwd	%xmm0, %ymm10
	vpmovzxwd	127(%rdx,%r9,8), %xmm13
	vpmovzxwd	-1(%rsi), %xmm1
	vpmovzxwd	1(%r14,%r15,8), %xmm11
	vpmovzxwd	-1(%r11,%r8,4), %xmm11
	vpmovzxwd	%xmm14, %xmm7
	vpmovzxwd	%xmm10, %xmm12
	vpmovzxwd	%xmm10, %xmm7
	vpmovzxwd	%xmm2, %xmm6
	vpmovzxwq	-1(%rsi,%rdi,2), %ymm2
	vpmovzxwq	-2147483648(%rax), %ymm5
	vpmovzxwq	%fs:-129(%r15), %ymm2
	vpmovzxwq	128(%r12), %ymm1
	vpmovzxwq	%xmm8, %ymm4
	vpmovzxwq	%xmm14, %ymm5
	vpmovzxwq	%xmm4, %ymm7
	vpmovzxwq	%xmm0, %ymm3
	vpmovzxwq	%fs:2147483647(%rip), %xmm14
	vpmovzxwq	2147483647(%r14), %xmm8
	vpmovzxwq	-129(%rsi,%r8,2), %xmm6
	vpmovzxwq	%fs:-129(%r11,%rdx,2), %xmm5
	vpmovzxwq	%xmm12, %xmm7
	vpmovzxwq	%xmm15, %xmm0
	vpmovzxwq	%xmm3, %xmm14
	vpmovzxwq	%xmm14, %xmm2
	vpmuldq	-128(%rdi,%rdx,8), %ymm4, %ymm3
	vpmuldq	-129(%rsi), %ymm8, %ymm15
	vpmuldq	%gs:127(%r12,%r15,2), %ymm5, %ymm0
	vpmuldq	-2147483648(%r11,%rbx,2), %ymm5, %ymm9
	vpmuldq	%ymm13, %ymm10, %ymm0
	vpmuldq	%ymm1, %ymm2, %ymm4
	vpmuldq	%ymm13, %ymm4, %ymm9
	vpmuldq	%ymm5, %ymm1, %ymm10
	vpmuldq	-128(%rdx,%rax,2), %xmm10, %xmm2
	vpmuldq	-2147483648(%rsi), %xmm14, %xmm7
	vpmuldq	%fs:-129, %xmm8, %xmm14
	vpmuldq	%fs:1(%r15), %xmm6, %xmm10
	vpmuldq	%xmm6, %xmm15, %xmm8
	vpmuldq	%xmm12, %xmm6, %xmm3
	vpmuldq	%xmm9, %xmm8, %xmm6
	vpmuldq	%xmm5, %xmm11, %xmm2
	vpmulhrsw	2147483647(%r11), %ymm4, %ymm2
	vpmulhrsw	2147483647(%rbp), %ymm15, %ymm0
	vpmulhrsw	(%r15,%r10,8), %ymm14, %ymm8
	vpmulhrsw	2147483647(%rsi,%r8,8), %ymm3, %ymm6
	vpmulhrsw	%ymm1, %ymm14, %ymm6
	vpmulhrsw	%ymm5, %ymm5, %ymm1
	vpmulhrsw	%ymm3, %ymm8, %ymm0
	vpmulhrsw	%ymm0, %ymm13, %ymm11
	vpmulhrsw	-128, %xmm10, %xmm2
	vpmulhrsw	(%r11,%rsi,2), %xmm12, %xmm11
	vpmulhrsw	-2147483648(%r9,%rax,4), %xmm15, %xmm5
	vpmulhrsw	-2147483648(%r10,%rsi), %xmm10, %xmm3
	vpmulhrsw	%xmm15, %xmm11, %xmm4
	vpmulhrsw	%xmm1, %xmm11, %xmm14
	vpmulhrsw	%xmm3, %xmm4, %xmm3
	vpmulhrsw	%xmm0, %xmm9, %xmm0
	vpmulhuw	-129(%r12,%rbx), %ymm7, %ymm5
	vpmulhuw	128(%rax,%r10), %ymm4, %ymm15
	vpmulhuw	(%r12,%r11,8), %ymm0, %ymm7
	vpmulhuw	-129(%rbp,%rdx,2), %ymm15, %ymm9
	vpmulhuw	%ymm7, %ymm8, %ymm7
	vpmulhuw	%ymm12, %ymm0, %ymm15
	vpmulhuw	%ymm3, %ymm5, %ymm5
	vpmulhuw	%ymm14, %ymm9, %ymm0
	vpmulhuw	%fs:-2147483648(%rbx,%r14,8), %xmm15, %xmm6
	vpmulhuw	127, %xmm0, %xmm4
	vpmulhuw	-1(%r9), %xmm10, %xmm2
	vpmulhuw	1(%rcx,%r10,4), %xmm8, %xmm13
	vpmulhuw	%xmm7, %xmm13, %xmm10
	vpmulhuw	%xmm6, %xmm13, %xmm4
	vpmulhuw	%xmm14, %xmm4, %xmm10
	vpmulhuw	%xmm13, %xmm14, %xmm12
	vpmulhw	-129(%rdx), %ymm12, %ymm3
	vpmulhw	%gs:-128(%rbx,%r9,2), %ymm1, %ymm14
	vpmulhw	-129(%r10,%r14,8), %ymm9, %ymm5
	vpmulhw	%fs:-128(%rbp,%r13,8), %ymm6, %ymm3
	vpmulhw	%ymm11, %ymm6, %ymm0
	vpmulhw	%ymm1, %ymm2, %ymm15
	vpmulhw	%ymm10, %ymm10, %ymm10
	vpmulhw	%ymm2, %ymm3, %ymm6
	vpmulhw	-1(%r10), %xmm10, %xmm2
	vpmulhw	-2147483648(%rsp), %xmm2, %xmm10
	vpmulhw	127(%r15), %xmm8, %xmm0
	vpmulhw	-2147483648(%r15,%rdx,4), %xmm2, %xmm12
	vpmulhw	%xmm2, %xmm4, %xmm14
	vpmulhw	%xmm6, %xmm15, %xmm6
	vpmulhw	%xmm13, %xmm5, %xmm7
	vpmulhw	%xmm1, %xmm7, %xmm2
	vpmulld	%fs:1(%r8,%r8,2), %ymm13, %ymm7
	vpmulld	127(%rcx), %ymm14, %ymm10
	vpmulld	128, %ymm2, %ymm6
	vpmulld	(%r13,%rdi), %ymm11, %ymm15
	vpmulld	%ymm1, %ymm12, %ymm6
	vpmulld	%ymm3, %ymm15, %ymm9
	vpmulld	%ymm15, %ymm14, %ymm12
	vpmulld	%ymm7, %ymm8, %ymm4
	vpmulld	-128, %xmm2, %xmm13
	vpmulld	2147483647(%rcx,%rcx,4), %xmm13, %xmm15
	vpmulld	(%r12), %xmm6, %xmm15
	vpmulld	2147483647(%rip), %xmm9, %xmm11
	vpmulld	%xmm10, %xmm12, %xmm15
	vpmulld	%xmm12, %xmm7, %xmm12
	vpmulld	%xmm4, %xmm4, %xmm14
	vpmulld	%xmm13, %xmm6, %xmm1
	vpmullw	128(%r9), %ymm3, %ymm13
	vpmullw	-2147483648(%r12,%r10,2), %ymm6, %ymm13
	vpmullw	%fs:-1(%r8), %ymm14, %ymm14
	vpmullw	%fs:-2147483648(%rip), %ymm9, %ymm5
	vpmullw	%ymm6, %ymm14, %ymm14
	vpmullw	%ymm12, %ymm12, %ymm15
	vpmullw	%ymm13, %ymm2, %ymm6
	vpmullw	%ymm12, %ymm8, %ymm8
	vpmullw	1(%r15), %xmm4, %xmm0
	vpmullw	2147483647(%rdi,%r11), %xmm0, %xmm6
	vpmullw	-129(%rcx,%r12,4), %xmm8, %xmm12
	vpmullw	-129(%rip), %xmm12, %xmm12
	vpmullw	%xmm4, %xmm13, %xmm15
	vpmullw	%xmm4, %xmm5, %xmm5
	vpmullw	%xmm7, %xmm3, %xmm5
	vpmullw	%xmm15, %xmm0, %xmm7
	vpmuludq	-1(%rdi), %ymm10, %ymm3
	vpmuludq	%gs:1(%r8), %ymm13, %ymm10
	vpmuludq	-128(%r9,%rdi,4), %ymm9, %ymm14
	vpmuludq	-128(%rdx,%r15,4), %ymm15, %ymm2
	vpmuludq	%ymm13, %ymm11, %ymm12
	vpmuludq	%ymm3, %ymm5, %ymm1
	vpmuludq	%ymm3, %ymm8, %ymm6
	vpmuludq	%ymm13, %ymm14, %ymm7
	vpmuludq	1(%r9,%rax), %xmm9, %xmm8
	vpmuludq	-2147483648(%r15), %xmm1, %xmm9
	vpmuludq	(,%rcx,8), %xmm15, %xmm11
	vpmuludq	-1(%rbx,%rax,4), %xmm7, %xmm13
	vpmuludq	%xmm1, %xmm0, %xmm7
	vpmuludq	%xmm10, %xmm13, %xmm15
	vpmuludq	%xmm6, %xmm7, %xmm7
	vpmuludq	%xmm6, %xmm11, %xmm13
	vpor	-1(%r13), %ymm13, %ymm6
	vpor	-128(%r15,%rdi,4), %ymm0, %ymm11
	vpor	-1(%rip), %ymm10, %ymm13
	vpor	%gs:-2147483648(,%rsi,8), %ymm14, %ymm7
	vpor	%ymm14, %ymm5, %ymm12
	vpor	%ymm3, %ymm1, %ymm7
	vpor	%ymm13, %ymm15, %ymm14
	vpor	%ymm7, %ymm14, %ymm15
	vpor	1, %xmm5, %xmm13
	vpor	127(%rsi), %xmm5, %xmm10
	vpor	2147483647(%rbp,%rdx), %xmm1, %xmm15
	vpor	%fs:-128(%rsi), %xmm8, %xmm8
	vpor	%xmm14, %xmm3, %xmm13
	vpor	%xmm9, %xmm2, %xmm9
	vpor	%xmm7, %xmm4, %xmm4
	vpor	%xmm1, %xmm3, %xmm2
	vpperm	%xmm9, %gs:-1(%rdi,%r10,2), %xmm13, %xmm1
	vpperm	%xmm2, 128, %xmm2, %xmm4
	vpperm	%xmm15, -2147483648(%r11,%rax,8), %xmm0, %xmm12
	vpperm	%xmm8, %fs:128(%r13,%r8,8), %xmm8, %xmm4
	vpperm	2147483647(%r12), %xmm8, %xmm10, %xmm2
	vpperm	2147483647(%r8,%rdx,4), %xmm5, %xmm8, %xmm1
	vpperm	-128, %xmm6, %xmm4, %xmm14
	vpperm	-128(%rbx), %xmm1, %xmm15, %xmm9
	vpperm	%xmm7, %xmm14, %xmm7, %xmm12
	vpperm	%xmm10, %xmm6, %xmm7, %xmm1
	vpperm	%xmm3, %xmm9, %xmm1, %xmm2
	vpperm	%xmm10, %xmm8, %xmm14, %xmm15
	vprotb	$50, -129(%rsi,%r9), %xmm3
	vprotb	$120, -1(%r10,%rdi,4), %xmm9
	vprotb	$134, %fs:2147483647(%r15), %xmm13
	vprotb	$1, -128(%rsp), %xmm9
	vprotb	%xmm5, (%r9), %xmm4
	vprotb	%xmm7, %gs:(%rdi), %xmm15
	vprotb	%xmm3, 128(%r13), %xmm9
	vprotb	%xmm13, -1(%r13,%r15,4), %xmm12
	vprotb	$253, %xmm15, %xmm12
	vprotb	$208, %xmm15, %xmm13
	vprotb	$255, %xmm14, %xmm6
	vprotb	$255, %xmm14, %xmm14
	vprotb	-128(%r14,%rax,4), %xmm10, %xmm5
	vprotb	-1(%r13,%rdi,4), %xmm4, %xmm15
	vprotb	%fs:-128(%rbx,%r10,4), %xmm11, %xmm8
	vprotb	127(%rbp), %xmm1, %xmm5
	vprotb	%xmm11, %xmm5, %xmm6
	vprotb	%xmm2, %xmm12, %xmm14
	vprotb	%xmm3, %xmm8, %xmm6
	vprotb	%xmm9, %xmm9, %xmm14
	vprotd	$128, 127(%rbx), %xmm12
	vprotd	$227, (%r11), %xmm7
	vprotd	$0, 128(%r8), %xmm0
	vprotd	$128, -129(,%rdi), %xmm3
	vprotd	%xmm15, -129(%r15,%r10), %xmm6
	vprotd	%xmm13, 127(%r14), %xmm0
	vprotd	%xmm14, -1(%rbp), %xmm8
	vprotd	%xmm7, -129(%rbp,%rdi,2), %xmm9
	vprotd	$43, %xmm13, %xmm3
	vprotd	$128, %xmm2, %xmm11
	vprotd	$255, %xmm8, %xmm8
	vprotd	$54, %xmm7, %xmm6
	vprotd	-2147483648, %xmm13, %xmm11
	vprotd	-1(%rax,%rbp), %xmm8, %xmm2
	vprotd	-2147483648(%rsp), %xmm12, %xmm1
	vprotd	2147483647(%rdx), %xmm12, %xmm10
	vprotd	%xmm1, %xmm2, %xmm12
	vprotd	%xmm8, %xmm8, %xmm13
	vprotd	%xmm7, %xmm14, %xmm7
	vprotd	%xmm5, %xmm11, %xmm13
	vprotq	$174, %gs:-129(%r13), %xmm10
	vprotq	$1, %fs:-129(%rsp,%r15,2), %xmm1
	vprotq	$141, -1, %xmm13
	vprotq	$1, 128(%r10), %xmm11
	vprotq	%xmm10, -129, %xmm7
	vprotq	%xmm0, %fs:2147483647(%r11), %xmm5
	vprotq	%xmm4, 128, %xmm10
	vprotq	%xmm0, -1(%rbp), %xmm1
	vprotq	$31, %xmm9, %xmm14
	vprotq	$1, %xmm9, %xmm9
	vprotq	$255, %xmm8, %xmm8
	vprotq	$128, %xmm7, %xmm3
	vprotq	(%r11,%rdi,2), %xmm12, %xmm12
	vprotq	%fs:-2147483648(%rdi), %xmm13, %xmm6
	vprotq	-129(%r11), %xmm0, %xmm2
	vprotq	-2147483648(%r10), %xmm3, %xmm12
	vprotq	%xmm9, %xmm13, %xmm10
	vprotq	%xmm8, %xmm8, %xmm1
	vprotq	%xmm0, %xmm4, %xmm7
	vprotq	%xmm8, %xmm4, %xmm7
	vprotw	$2, -128(%rax,%rax), %xmm6
	vprotw	$255, 128(%r8), %xmm15
	vprotw	$255, 2147483647(,%rdx), %xmm0
	vprotw	$228, 128, %xmm13
	vprotw	%xmm9, 2147483647(%r11), %xmm14
	vprotw	%xmm10, 2147483647(%rbx,%rdx,2), %xmm5
	vprotw	%xmm3, -129(%r15,%rsi), %xmm2
	vprotw	%xmm9, 127(%rsi), %xmm13
	vprotw	$128, %xmm5, %xmm5
	vprotw	$48, %xmm3, %xmm13
	vprotw	$92, %xmm4, %xmm6
	vprotw	$144, %xmm7, %xmm4
	vprotw	%fs:(%rbp,%r10,4), %xmm10, %xmm0
	vprotw	1(%rcx), %xmm3, %xmm15
	vprotw	128, %xmm7, %xmm2
	vprotw	-2147483648(%r11,%r13,4), %xmm14, %xmm12
	vprotw	%xmm3, %xmm15, %xmm11
	vprotw	%xmm13, %xmm11, %xmm9
	vprotw	%xmm3, %xmm9, %xmm6
	vprotw	%xmm9, %xmm8, %xmm9
	vpsadbw	127(%r10), %ymm10, %ymm14
	vpsadbw	%fs:127(%rbx), %ymm11, %ymm0
	vpsadbw	%fs:(%r8), %ymm0, %ymm13
	vpsadbw	128(%r8), %ymm1, %ymm15
	vpsadbw	%ymm6, %ymm5, %ymm3
	vpsadbw	%ymm6, %ymm1, %ymm2
	vpsadbw	%ymm3, %ymm15, %ymm3
	vpsadbw	%ymm8, %ymm7, %ymm4
	vpsadbw	%fs:(%r10,%rbx,2), %xmm5, %xmm11
	vpsadbw	127(%r9,%rax,8), %xmm14, %xmm3
	vpsadbw	-128(,%rdi), %xmm12, %xmm9
	vpsadbw	%fs:-1(%r12,%rdi,4), %xmm4, %xmm6
	vpsadbw	%xmm9, %xmm4, %xmm0
	vpsadbw	%xmm4, %xmm1, %xmm11
	vpsadbw	%xmm14, %xmm9, %xmm5
	vpsadbw	%xmm13, %xmm15, %xmm7
	vpshab	%xmm7, -2147483648(%r12), %xmm13
	vpshab	%xmm5, -2147483648(%rsi,%rdi,4), %xmm3
	vpshab	%xmm2, (%r8,%rdx), %xmm1
	vpshab	%xmm5, 128(%rsp,%r8,2), %xmm10
	vpshab	%gs:1(%rsi), %xmm14, %xmm1
	vpshab	-2147483648(%rax), %xmm11, %xmm8
	vpshab	1(%r11), %xmm9, %xmm4
	vpshab	2147483647(%rax,%r9,4), %xmm2, %xmm9
	vpshab	%xmm14, %xmm10, %xmm8
	vpshab	%xmm4, %xmm15, %xmm6
	vpshab	%xmm4, %xmm8, %xmm4
	vpshab	%xmm11, %xmm15, %xmm12
	vpshad	%xmm0, %fs:-1(%r11,%r8,8), %xmm12
	vpshad	%xmm15, %fs:-2147483648(%r14), %xmm8
	vpshad	%xmm1, 2147483647(%r15,%rcx), %xmm2
	vpshad	%xmm10, -2147483648(%r10,%rcx,4), %xmm6
	vpshad	%gs:-2147483648(%rdx,%rdx,8), %xmm10, %xmm1
	vpshad	%fs:(%rcx,%rax,8), %xmm12, %xmm5
	vpshad	-2147483648(%rbx), %xmm11, %xmm10
	vpshad	-2147483648(%r10,%r12,4), %xmm6, %xmm3
	vpshad	%xmm11, %xmm0, %xmm14
	vpshad	%xmm6, %xmm10, %xmm4
	vpshad	%xmm0, %xmm13, %xmm3
	vpshad	%xmm10, %xmm9, %xmm1
	vpshaq	%xmm0, %gs:1(%rbp,%rcx), %xmm14
	vpshaq	%xmm14, -1(,%r10,8), %xmm2
	vpshaq	%xmm12, %gs:-128(,%r13), %xmm0
	vpshaq	%xmm12, -1(%rbx), %xmm2
	vpshaq	1(,%rdi), %xmm13, %xmm4
	vpshaq	127(%rdx), %xmm15, %xmm12
	vpshaq	128(%r11), %xmm5, %xmm0
	vpshaq	2147483647(%rcx), %xmm5, %xmm11
	vpshaq	%xmm10, %xmm14, %xmm1
	vpshaq	%xmm4, %xmm4, %xmm13
	vpshaq	%xmm14, %xmm15, %xmm2
	vpshaq	%xmm3, %xmm11, %xmm13
	vpshaw	%xmm0, 128(%rbp), %xmm7
	vpshaw	%xmm10, -1(%r13,%rcx,2), %xmm0
	vpshaw	%xmm11, 127(%r11), %xmm14
	vpshaw	%xmm6, -129(%r9), %xmm4
	vpshaw	%gs:-129(%rsp), %xmm3, %xmm11
	vpshaw	-1(%rip), %xmm15, %xmm2
	vpshaw	128(%rcx,%r15,4), %xmm7, %xmm2
	vpshaw	%gs:-1(%r8), %xmm0, %xmm9
	vpshaw	%xmm2, %xmm2, %xmm0
	vpshaw	%xmm10, %xmm9, %xmm8
	vpshaw	%xmm0, %xmm5, %xmm15
	vpshaw	%xmm2, %xmm3, %xmm10
	vpshlb	%xmm13, 1(%rdi,%r8,2), %xmm0
	vpshlb	%xmm10, 128(%r11), %xmm2
	vpshlb	%xmm6, %gs:1(%r14,%rdi,8), %xmm8
	vpshlb	%xmm9, -1(%rcx,%r8,2), %xmm12
	vpshlb	127(%rdi,%rbp), %xmm10, %xmm9
	vpshlb	%gs:(%rax,%r13,4), %xmm6, %xmm8
	vpshlb	(%r13,%r10,8), %xmm13, %xmm7
	vpshlb	%gs:-128(%rsp,%r12,8), %xmm9, %xmm5
	vpshlb	%xmm2, %xmm15, %xmm10
	vpshlb	%xmm15, %xmm9, %xmm11
	vpshlb	%xmm3, %xmm13, %xmm11
	vpshlb	%xmm7, %xmm0, %xmm12
	vpshld	%xmm12, %gs:-129(%rax,%rsi,4), %xmm0
	vpshld	%xmm5, 127(%rsi,%r13,8), %xmm1
	vpshld	%xmm10, -129(%r15,%rdx,8), %xmm2
	vpshld	%xmm4, 127(,%rbx,8), %xmm10
	vpshld	-128(%r8,%rbp,4), %xmm1, %xmm4
	vpshld	-129(%r8), %xmm11, %xmm0
	vpshld	128(%rbp), %xmm4, %xmm0
	vpshld	-2147483648(%r13,%r11,8), %xmm1, %xmm14
	vpshld	%xmm6, %xmm4, %xmm6
	vpshld	%xmm13, %xmm8, %xmm6
	vpshld	%xmm10, %xmm6, %xmm9
	vpshld	%xmm15, %xmm5, %xmm11
	vpshlq	%xmm12, 2147483647(%rax,%r9,4), %xmm4
	vpshlq	%xmm4, -1(%rbp,%r14,4), %xmm14
	vpshlq	%xmm5, -2147483648(%r14,%r11), %xmm0
	vpshlq	%xmm5, %gs:-129(%r8), %xmm10
	vpshlq	%fs:1(%rbx), %xmm2, %xmm2
	vpshlq	%gs:127(%rcx,%rcx,8), %xmm7, %xmm15
	vpshlq	-128(%r15), %xmm0, %xmm1
	vpshlq	1(%rcx,%r13), %xmm0, %xmm15
	vpshlq	%xmm6, %xmm11, %xmm12
	vpshlq	%xmm14, %xmm14, %xmm4
	vpshlq	%xmm6, %xmm0, %xmm8
	vpshlq	%xmm4, %xmm1, %xmm12
	vpshlw	%xmm3, 128(%rsp,%rdi,2), %xmm12
	vpshlw	%xmm4, (%rbp), %xmm8
	vpshlw	%xmm0, 128(%r10,%rax,2), %xmm6
	vpshlw	%xmm8, %fs:-129(%r11), %xmm15
	vpshlw	%fs:2147483647, %xmm2, %xmm10
	vpshlw	127(%rsp,%r15,8), %xmm0, %xmm8
	vpshlw	%fs:-2147483648(%r12), %xmm2, %xmm10
	vpshlw	128(%r8,%r8), %xmm13, %xmm6
	vpshlw	%xmm15, %xmm8, %xmm12
	vpshlw	%xmm7, %xmm14, %xmm1
	vpshlw	%xmm15, %xmm10, %xmm14
	vpshlw	%xmm1, %xmm0, %xmm15
	vpshufb	%fs:-129(%rsi,%rdx,2), %ymm7, %ymm13
	vpshufb	(%r14,%r8), %ymm2, %ymm3
	vpshufb	-1(%rsi), %ymm0, %ymm1
	vpshufb	%fs:-2147483648(%rbx,%rsi,2), %ymm14, %ymm12
	vpshufb	%ymm3, %ymm7, %ymm6
	vpshufb	%ymm2, %ymm3, %ymm2
	vpshufb	%ymm5, %ymm8, %ymm10
	vpshufb	%ymm10, %ymm9, %ymm15
	vpshufb	-1(,%rbp,4), %xmm5, %xmm8
	vpshufb	%fs:128(%rcx,%rcx,2), %xmm3, %xmm6
	vpshufb	2147483647(%rcx), %xmm0, %xmm11
	vpshufb	-128(%rdi), %xmm14, %xmm5
	vpshufb	%xmm15, %xmm3, %xmm12
	vpshufb	%xmm6, %xmm12, %xmm14
	vpshufb	%xmm12, %xmm1, %xmm9
	vpshufb	%xmm13, %xmm10, %xmm9
	vpshufd	$1, %fs:127, %ymm15
	vpshufd	$0, 1(%r14), %ymm10
	vpshufd	$255, %fs:(%rax), %ymm14
	vpshufd	$128, 2147483647, %ymm14
	vpshufd	$255, %ymm0, %ymm14
	vpshufd	$128, %ymm1, %ymm8
	vpshufd	$179, %ymm5, %ymm11
	vpshufd	$153, %ymm6, %ymm6
	vpshufd	$0, 1(%r13,%rax,4), %xmm6
	vpshufd	$0, -1, %xmm9
	vpshufd	$233, 127(%rcx), %xmm8
	vpshufd	$137, -128(%rip), %xmm2
	vpshufd	$125, %xmm0, %xmm8
	vpshufd	$255, %xmm9, %xmm13
	vpshufd	$25, %xmm3, %xmm15
	vpshufd	$255, %xmm8, %xmm5
	vpshufhw	$255, %gs:127(,%rcx), %ymm10
	vpshufhw	$255, 2147483647(%rbx,%r13,4), %ymm7
	vpshufhw	$201, -1(%rdi,%rax,8), %ymm9
	vpshufhw	$128, %fs:(%rbp,%rsi), %ymm11
	vpshufhw	$242, %ymm5, %ymm9
	vpshufhw	$128, %ymm13, %ymm10
	vpshufhw	$2, %ymm11, %ymm14
	vpshufhw	$128, %ymm7, %ymm0
	vpshufhw	$2, 128(%rsi), %xmm7
	vpshufhw	$255, -2147483648(%r12,%rcx,8), %xmm6
	vpshufhw	$127, 128(%r15,%rbx,8), %xmm3
	vpshufhw	$128, 127(%rsp,%rdx), %xmm1
	vpshufhw	$43, %xmm13, %xmm3
	vpshufhw	$128, %xmm7, %xmm1
	vpshufhw	$128, %xmm1, %xmm6
	vpshufhw	$255, %xmm5, %xmm10
	vpshuflw	$163, -2147483648(%r8,%r9,2), %ymm7
	vpshuflw	$1, %fs:127(%r11,%r10,8), %ymm8
	vpshuflw	$222, -129, %ymm5
	vpshuflw	$255, %gs:1(%r10), %ymm7
	vpshuflw	$127, %ymm6, %ymm4
	vpshuflw	$128, %ymm5, %ymm9
	vpshuflw	$255, %ymm3, %ymm13
	vpshuflw	$182, %ymm9, %ymm4
	vpshuflw	$128, -129(%r15,%rdi,4), %xmm4
	vpshuflw	$113, 2147483647(%r10,%rsi,4), %xmm11
	vpshuflw	$237, %fs:-129(%rip), %xmm1
	vpshuflw	$128, %fs:-1(%rbp), %xmm0
	vpshuflw	$0, %xmm10, %xmm1
	vpshuflw	$128, %xmm13, %xmm9
	vpshuflw	$4, %xmm10, %xmm9
	vpshuflw	$149, %xmm6, %xmm2
	vpsignb	-129(%r10), %ymm2, %ymm8
	vpsignb	-128(%rbx,%rbp), %ymm12, %ymm13
	vpsignb	(%rbx), %ymm1, %ymm2
	vpsignb	-128(%r9), %ymm3, %ymm10
	vpsignb	%ymm14, %ymm15, %ymm5
	vpsignb	%ymm0, %ymm1, %ymm3
	vpsignb	%ymm11, %ymm4, %ymm14
	vpsignb	%ymm12, %ymm15, %ymm0
	vpsignb	%fs:-129(%r13,%r11,8), %xmm5, %xmm10
	vpsignb	%gs:(%rip), %xmm15, %xmm8
	vpsignb	-1(%rax), %xmm7, %xmm11
	vpsignb	%gs:-1(%r14,%r10,4), %xmm6, %xmm5
	vpsignb	%xmm2, %xmm6, %xmm4
	vpsignb	%xmm3, %xmm12, %xmm6
	vpsignb	%xmm5, %xmm7, %xmm15
	vpsignb	%xmm0, %xmm7, %xmm2
	vpsignd	%gs:-128(%rsi), %ymm7, %ymm2
	vpsignd	-128(%r13,%r10,2), %ymm10, %ymm11
	vpsignd	-2147483648(%r14), %ymm0, %ymm13
	vpsignd	-128(%rbp), %ymm13, %ymm12
	vpsignd	%ymm6, %ymm14, %ymm11
	vpsignd	%ymm9, %ymm13, %ymm4
	vpsignd	%ymm4, %ymm0, %ymm0
	vpsignd	%ymm6, %ymm2, %ymm8
	vpsignd	%fs:(%rdi,%r8,8), %xmm6, %xmm15
	vpsignd	2147483647(%rip), %xmm4, %xmm15
	vpsignd	-1(%rdx), %xmm15, %xmm8
	vpsignd	2147483647(%rdi), %xmm3, %xmm3
	vpsignd	%xmm14, %xmm14, %xmm9
	vpsignd	%xmm9, %xmm4, %xmm5
	vpsignd	%xmm7, %xmm3, %xmm3
	vpsignd	%xmm1, %xmm7, %xmm2
	vpsignw	%fs:(,%rbx,8), %ymm0, %ymm11
	vpsignw	-1(%rbx,%r14), %ymm14, %ymm9
	vpsignw	127(%rsp,%r9,2), %ymm11, %ymm6
	vpsignw	%fs:128(%rsi,%rbp), %ymm15, %ymm4
	vpsignw	%ymm14, %ymm6, %ymm15
	vpsignw	%ymm15, %ymm0, %ymm11
	vpsignw	%ymm7, %ymm7, %ymm2
	vpsignw	%ymm6, %ymm13, %ymm2
	vpsignw	%gs:-2147483648(%rax), %xmm7, %xmm1
	vpsignw	%gs:128(%rdx), %xmm1, %xmm6
	vpsignw	-2147483648(%rbp), %xmm5, %xmm13
	vpsignw	%gs:-129(%rdx,%r15), %xmm6, %xmm6
	vpsignw	%xmm14, %xmm6, %xmm13
	vpsignw	%xmm0, %xmm9, %xmm5
	vpsignw	%xmm2, %xmm3, %xmm6
	vpsignw	%xmm10, %xmm0, %xmm10
	vpslldq	$180, %ymm15, %ymm3
	vpslldq	$255, %ymm4, %ymm14
	vpslldq	$9, %ymm12, %ymm7
	vpslldq	$95, %ymm1, %ymm2
	vpslldq	$176, %xmm15, %xmm0
	vpslldq	$138, %xmm2, %xmm12
	vpslldq	$213, %xmm12, %xmm14
	vpslldq	$209, %xmm1, %xmm7
	vpslld	$255, %ymm6, %ymm5
	vpslld	$249, %ymm13, %ymm5
	vpslld	$147, %ymm4, %ymm4
	vpslld	$0, %ymm3, %ymm5
	vpslld	-128(%r13), %ymm5, %ymm14
	vpslld	%gs:2147483647(%r13,%r8,8), %ymm5, %ymm11
	vpslld	127(%r9), %ymm13, %ymm0
	vpslld	%fs:-1(,%r14), %ymm9, %ymm5
	vpslld	%xmm10, %ymm7, %ymm3
	vpslld	%xmm14, %ymm0, %ymm7
	vpslld	%xmm11, %ymm5, %ymm9
	vpslld	%xmm0, %ymm1, %ymm3
	vpslld	$127, %xmm0, %xmm3
	vpslld	$246, %xmm6, %xmm12
	vpslld	$72, %xmm7, %xmm15
	vpslld	$255, %xmm0, %xmm0
	vpslld	-129(%r14,%rcx,4), %xmm5, %xmm7
	vpslld	128(%rdi), %xmm15, %xmm2
	vpslld	128(%r10,%r14,4), %xmm0, %xmm3
	vpslld	127(%rdi), %xmm6, %xmm0
	vpslld	%xmm13, %xmm0, %xmm11
	vpslld	%xmm0, %xmm6, %xmm10
	vpslld	%xmm12, %xmm15, %xmm6
	vpslld	%xmm2, %xmm11, %xmm10
	vpsllq	$0, %ymm15, %ymm10
	vpsllq	$1, %ymm12, %ymm2
	vpsllq	$128, %ymm7, %ymm3
	vpsllq	$2, %ymm2, %ymm1
	vpsllq	-2147483648(%rsi,%rcx,4), %ymm11, %ymm11
	vpsllq	128(%r10,%rbp), %ymm1, %ymm11
	vpsllq	2147483647(%rbp), %ymm13, %ymm12
	vpsllq	128(%r14), %ymm14, %ymm15
	vpsllq	%xmm12, %ymm5, %ymm9
	vpsllq	%xmm15, %ymm1, %ymm5
	vpsllq	%xmm13, %ymm5, %ymm9
	vpsllq	%xmm8, %ymm11, %ymm10
	vpsllq	$154, %xmm1, %xmm11
	vpsllq	$127, %xmm12, %xmm15
	vpsllq	$2, %xmm12, %xmm0
	vpsllq	$202, %xmm4, %xmm0
	vpsllq	-129(%rdx), %xmm7, %xmm12
	vpsllq	1(%rax), %xmm3, %xmm1
	vpsllq	2147483647(%rcx), %xmm14, %xmm13
	vpsllq	-2147483648(%r12,%rcx,4), %xmm2, %xmm11
	vpsllq	%xmm13, %xmm15, %xmm3
	vpsllq	%xmm3, %xmm3, %xmm10
	vpsllq	%xmm8, %xmm7, %xmm2
	vpsllq	%xmm0, %xmm8, %xmm10
	vpsllvd	-128(%rdx,%r9,8), %ymm9, %ymm5
	vpsllvd	(%r15,%rbp,2), %ymm13, %ymm9
	vpsllvd	128(%rbx), %ymm9, %ymm0
	vpsllvd	-129(%rsi,%rsi,8), %ymm0, %ymm10
	vpsllvd	%ymm2, %ymm15, %ymm14
	vpsllvd	%ymm12, %ymm5, %ymm7
	vpsllvd	%ymm13, %ymm10, %ymm11
	vpsllvd	%ymm1, %ymm14, %ymm9
	vpsllvd	1(%rbx), %xmm2, %xmm11
	vpsllvd	127(,%rbp), %xmm5, %xmm13
	vpsllvd	-1(%r9,%r8,8), %xmm5, %xmm14
	vpsllvd	-129(%r15), %xmm7, %xmm15
	vpsllvd	%xmm10, %xmm8, %xmm3
	vpsllvd	%xmm7, %xmm1, %xmm12
	vpsllvd	%xmm13, %xmm15, %xmm15
	vpsllvd	%xmm8, %xmm6, %xmm10
	vpsllvq	2147483647(%r11), %ymm0, %ymm11
	vpsllvq	2147483647(%rdx,%r13,8), %ymm5, %ymm9
	vpsllvq	128(%rdx), %ymm7, %ymm15
	vpsllvq	1(%r14,%rdx,2), %ymm13, %ymm3
	vpsllvq	%ymm5, %ymm10, %ymm12
	vpsllvq	%ymm7, %ymm5, %ymm1
	vpsllvq	%ymm12, %ymm5, %ymm8
	vpsllvq	%ymm8, %ymm7, %ymm5
	vpsllvq	127(%r8), %xmm11, %xmm15
	vpsllvq	128, %xmm11, %xmm0
	vpsllvq	128(%r10,%r10,4), %xmm3, %xmm14
	vpsllvq	127(%rdx), %xmm8, %xmm8
	vpsllvq	%xmm8, %xmm7, %xmm12
	vpsllvq	%xmm1, %xmm12, %xmm11
	vpsllvq	%xmm6, %xmm13, %xmm13
	vpsllvq	%xmm7, %xmm2, %xmm1
	vpsllw	$255, %ymm5, %ymm6
	vpsllw	$133, %ymm0, %ymm0
	vpsllw	$127, %ymm9, %ymm10
	vpsllw	$120, %ymm14, %ymm15
	vpsllw	-129(%rdx), %ymm12, %ymm15
	vpsllw	127(%r13,%rbx,4), %ymm14, %ymm15
	vpsllw	128(%r11,%rax,2), %ymm6, %ymm2
	vpsllw	2147483647(%rsi,%rax), %ymm14, %ymm13
	vpsllw	%xmm9, %ymm5, %ymm6
	vpsllw	%xmm4, %ymm12, %ymm10
	vpsllw	%xmm1, %ymm3, %ymm3
	vpsllw	%xmm9, %ymm5, %ymm10
	vpsllw	$255, %xmm4, %xmm12
	vpsllw	$127, %xmm3, %xmm13
	vpsllw	$61, %xmm12, %xmm12
	vpsllw	$128, %xmm8, %xmm10
	vpsllw	%gs:(%rip), %xmm3, %xmm0
	vpsllw	-2147483648(%r14,%r10), %xmm13, %xmm2
	vpsllw	(%r13,%r13), %xmm15, %xmm13
	vpsllw	(%rdi,%r15,4), %xmm5, %xmm7
	vpsllw	%xmm15, %xmm13, %xmm12
	vpsllw	%xmm11, %xmm0, %xmm0
	vpsllw	%xmm15, %xmm6, %xmm0
	vpsllw	%xmm2, %xmm4, %xmm11
	vpsrad	$26, %ymm7, %ymm13
	vpsrad	$128, %ymm9, %ymm8
	vpsrad	$123, %ymm2, %ymm14
	vpsrad	$1, %ymm6, %ymm9
	vpsrad	128(%rip), %ymm10, %ymm14
	vpsrad	2147483647(%r14), %ymm13, %ymm7
	vpsrad	127(%r8), %ymm4, %ymm12
	vpsrad	-1(%r10), %ymm10, %ymm1
	vpsrad	%xmm1, %ymm11, %ymm7
	vpsrad	%xmm11, %ymm1, %ymm12
	vpsrad	%xmm2, %ymm2, %ymm2
	vpsrad	%xmm10, %ymm7, %ymm3
	vpsrad	$128, %xmm12, %xmm5
	vpsrad	$1, %xmm4, %xmm4
	vpsrad	$0, %xmm3, %xmm1
	vpsrad	$1, %xmm10, %xmm2
	vpsrad	-2147483648(,%r11,2), %xmm4, %xmm7
	vpsrad	1(,%r9,4), %xmm10, %xmm9
	vpsrad	-1(%r8,%rsi,4), %xmm8, %xmm11
	vpsrad	%gs:127(%rax,%r13,8), %xmm10, %xmm3
	vpsrad	%xmm14, %xmm3, %xmm0
	vpsrad	%xmm13, %xmm2, %xmm5
	vpsrad	%xmm8, %xmm15, %xmm8
	vpsrad	%xmm14, %xmm11, %xmm15
	vpsravd	-129(%rax,%rbp,4), %ymm7, %ymm7
	vpsravd	(%r12), %ymm14, %ymm11
	vpsravd	128(%rax), %ymm9, %ymm14
	vpsravd	128(%rbp,%rsi,4), %ymm14, %ymm6
	vpsravd	%ymm5, %ymm6, %ymm15
	vpsravd	%ymm1, %ymm9, %ymm1
	vpsravd	%ymm13, %ymm3, %ymm14
	vpsravd	%ymm15, %ymm0, %ymm11
	vpsravd	-128(%r14,%rdx,2), %xmm10, %xmm6
	vpsravd	-2147483648(%r12,%r15,2), %xmm3, %xmm11
	vpsravd	-128(%rsi), %xmm1, %xmm1
	vpsravd	%gs:127(%rdx), %xmm10, %xmm3
	vpsravd	%xmm7, %xmm5, %xmm10
	vpsravd	%xmm7, %xmm9, %xmm11
	vpsravd	%xmm13, %xmm4, %xmm13
	vpsravd	%xmm6, %xmm10, %xmm12
	vpsraw	$0, %ymm12, %ymm6
	vpsraw	$128, %ymm6, %ymm1
	vpsraw	$0, %ymm12, %ymm8
	vpsraw	$2, %ymm4, %ymm4
	vpsraw	-2147483648(%rip), %ymm2, %ymm10
	vpsraw	%gs:-2147483648(%rsi), %ymm11, %ymm15
	vpsraw	(%r12,%rsi), %ymm12, %ymm12
	vpsraw	-1(%r11,%r11,2), %ymm12, %ymm12
	vpsraw	%xmm5, %ymm13, %ymm4
	vpsraw	%xmm14, %ymm1, %ymm8
	vpsraw	%xmm15, %ymm9, %ymm15
	vpsraw	%xmm4, %ymm14, %ymm2
	vpsraw	$152, %xmm8, %xmm9
	vpsraw	$1, %xmm11, %xmm11
	vpsraw	$130, %xmm2, %xmm11
	vpsraw	$136, %xmm9, %xmm0
	vpsraw	-2147483648(%rdi), %xmm13, %xmm15
	vpsraw	(%rdi), %xmm0, %xmm12
	vpsraw	-129(%r11), %xmm1, %xmm1
	vpsraw	-128(%r9), %xmm4, %xmm13
	vpsraw	%xmm6, %xmm7, %xmm6
	vpsraw	%xmm6, %xmm12, %xmm9
	vpsraw	%xmm9, %xmm6, %xmm9
	vpsraw	%xmm7, %xmm2, %xmm9
	vpsrldq	$165, %ymm7, %ymm12
	vpsrldq	$128, %ymm14, %ymm14
	vpsrldq	$162, %ymm0, %ymm14
	vpsrldq	$128, %ymm4, %ymm11
	vpsrldq	$146, %xmm13, %xmm11
	vpsrldq	$255, %xmm4, %xmm8
	vpsrldq	$128, %xmm2, %xmm7
	vpsrldq	$119, %xmm11, %xmm11
	vpsrld	$228, %ymm7, %ymm5
	vpsrld	$142, %ymm1, %ymm1
	vpsrld	$44, %ymm4, %ymm15
	vpsrld	$128, %ymm1, %ymm0
	vpsrld	%fs:128(%r11,%r15,2), %ymm9, %ymm7
	vpsrld	%fs:2147483647(%r14), %ymm1, %ymm8
	vpsrld	-1(%rip), %ymm4, %ymm11
	vpsrld	-2147483648(%r11,%r8,2), %ymm3, %ymm13
	vpsrld	%xmm14, %ymm7, %ymm7
	vpsrld	%xmm9, %ymm4, %ymm8
	vpsrld	%xmm7, %ymm8, %ymm1
	vpsrld	%xmm15, %ymm12, %ymm12
	vpsrld	$0, %xmm0, %xmm4
	vpsrld	$1, %xmm11, %xmm3
	vpsrld	$8, %xmm10, %xmm0
	vpsrld	$234, %xmm13, %xmm9
	vpsrld	1(%r8,%rdx,2), %xmm4, %xmm14
	vpsrld	%fs:127(%rsp,%rax,8), %xmm0, %xmm14
	vpsrld	128(%rsp,%rbp,4), %xmm11, %xmm11
	vpsrld	(%r15), %xmm13, %xmm4
	vpsrld	%xmm0, %xmm3, %xmm12
	vpsrld	%xmm0, %xmm10, %xmm8
	vpsrld	%xmm1, %xmm15, %xmm11
	vpsrld	%xmm0, %xmm4, %xmm8
	vpsrlq	$128, %ymm4, %ymm12
	vpsrlq	$70, %ymm5, %ymm7
	vpsrlq	$128, %ymm8, %ymm13
	vpsrlq	$255, %ymm4, %ymm6
	vpsrlq	%fs:0, %ymm11, %ymm14
	vpsrlq	(%rsi,%r11,8), %ymm14, %ymm3
	vpsrlq	%fs:2147483647(%rdx), %ymm5, %ymm3
	vpsrlq	128(%r12,%rax), %ymm13, %ymm12
	vpsrlq	%xmm10, %ymm11, %ymm13
	vpsrlq	%xmm9, %ymm9, %ymm11
	vpsrlq	%xmm6, %ymm0, %ymm0
	vpsrlq	%xmm4, %ymm7, %ymm10
	vpsrlq	$1, %xmm10, %xmm15
	vpsrlq	$210, %xmm0, %xmm0
	vpsrlq	$157, %xmm8, %xmm9
	vpsrlq	$191, %xmm4, %xmm1
	vpsrlq	2147483647(%r14), %xmm9, %xmm6
	vpsrlq	(%rax,%rbp,2), %xmm1, %xmm9
	vpsrlq	128(,%r13,2), %xmm15, %xmm7
	vpsrlq	-2147483648(%rsi,%r15,4), %xmm9, %xmm1
	vpsrlq	%xmm11, %xmm15, %xmm10
	vpsrlq	%xmm4, %xmm14, %xmm2
	vpsrlq	%xmm2, %xmm6, %xmm11
	vpsrlq	%xmm11, %xmm4, %xmm12
	vpsrlvd	-2147483648(%rax,%r12), %ymm12, %ymm7
	vpsrlvd	2147483647(%r9), %ymm8, %ymm5
	vpsrlvd	-1(%rdx), %ymm4, %ymm5
	vpsrlvd	%gs:-1(%rsp), %ymm0, %ymm9
	vpsrlvd	%ymm1, %ymm5, %ymm9
	vpsrlvd	%ymm13, %ymm1, %ymm5
	vpsrlvd	%ymm7, %ymm2, %ymm5
	vpsrlvd	%ymm3, %ymm8, %ymm13
	vpsrlvd	1(%r9), %xmm13, %xmm11
	vpsrlvd	2147483647(%rdx,%rdi,2), %xmm3, %xmm3
	vpsrlvd	%gs:2147483647(,%r10,4), %xmm13, %xmm14
	vpsrlvd	2147483647(%rbp), %xmm11, %xmm0
	vpsrlvd	%xmm7, %xmm7, %xmm8
	vpsrlvd	%xmm9, %xmm2, %xmm1
	vpsrlvd	%xmm4, %xmm8, %xmm1
	vpsrlvd	%xmm5, %xmm15, %xmm12
	vpsrlvq	%fs:1, %ymm1, %ymm9
	vpsrlvq	-129(%rbp,%r14,2), %ymm5, %ymm5
	vpsrlvq	(%rbx), %ymm5, %ymm1
	vpsrlvq	%fs:1(,%rsi,4), %ymm5, %ymm8
	vpsrlvq	%ymm2, %ymm3, %ymm11
	vpsrlvq	%ymm12, %ymm8, %ymm0
	vpsrlvq	%ymm5, %ymm7, %ymm7
	vpsrlvq	%ymm14, %ymm15, %ymm3
	vpsrlvq	-129(%r8,%r10,2), %xmm7, %xmm0
	vpsrlvq	-129(%rbx,%rdx,4), %xmm11, %xmm10
	vpsrlvq	%gs:-2147483648(%r13,%r15,2), %xmm6, %xmm2
	vpsrlvq	%gs:127(%r12,%r10,2), %xmm12, %xmm4
	vpsrlvq	%xmm12, %xmm3, %xmm8
	vpsrlvq	%xmm2, %xmm7, %xmm15
	vpsrlvq	%xmm4, %xmm1, %xmm5
	vpsrlvq	%xmm12, %xmm4, %xmm13
	vpsrlw	$6, %ymm13, %ymm7
	vpsrlw	$255, %ymm9, %ymm14
	vpsrlw	$0, %ymm4, %ymm0
	vpsrlw	$0, %ymm1, %ymm1
	vpsrlw	(,%rcx,4), %ymm5, %ymm11
	vpsrlw	1(%r8), %ymm11, %ymm13
	vpsrlw	1, %ymm11, %ymm14
	vpsrlw	-129(%rdx,%r8,4), %ymm0, %ymm14
	vpsrlw	%xmm9, %ymm13, %ymm7
	vpsrlw	%xmm15, %ymm8, %ymm15
	vpsrlw	%xmm10, %ymm7, %ymm2
	vpsrlw	%xmm4, %ymm11, %ymm2
	vpsrlw	$255, %xmm8, %xmm8
	vpsrlw	$125, %xmm13, %xmm4
	vpsrlw	$200, %xmm6, %xmm8
	vpsrlw	$232, %xmm5, %xmm10
	vpsrlw	%fs:128, %xmm2, %xmm10
	vpsrlw	%fs:-2147483648(%r11), %xmm4, %xmm5
	vpsrlw	127(%rdi,%r8,2), %xmm15, %xmm7
	vpsrlw	%fs:-129(,%rdi,8), %xmm3, %xmm6
	vpsrlw	%xmm10, %xmm9, %xmm1
	vpsrlw	%xmm15, %xmm5, %xmm5
	vpsrlw	%xmm15, %xmm2, %xmm3
	vpsrlw	%xmm12, %xmm12, %xmm3
	vpsubb	-129(%r9), %ymm3, %ymm6
	vpsubb	-1(%rbx,%rax,2), %ymm11, %ymm2
	vpsubb	2147483647(%r15,%r10), %ymm3, %ymm12
	vpsubb	-129(%rbx), %ymm4, %ymm13
	vpsubb	%ymm7, %ymm0, %ymm5
	vpsubb	%ymm3, %ymm1, %ymm5
	vpsubb	%ymm2, %ymm2, %ymm11
	vpsubb	%ymm5, %ymm14, %ymm13
	vpsubb	(%r11), %xmm2, %xmm10
	vpsubb	(%rcx,%r12,2), %xmm3, %xmm3
	vpsubb	%fs:-2147483648(%r14,%r15), %xmm8, %xmm15
	vpsubb	-2147483648(%r8), %xmm13, %xmm0
	vpsubb	%xmm0, %xmm10, %xmm0
	vpsubb	%xmm14, %xmm6, %xmm7
	vpsubb	%xmm13, %xmm6, %xmm5
	vpsubb	%xmm3, %xmm13, %xmm6
	vpsubd	128(,%r8,2), %ymm2, %ymm9
	vpsubd	%gs:-129(%r9,%r14,8), %ymm1, %ymm0
	vpsubd	(%r13), %ymm8, %ymm10
	vpsubd	1(%r14), %ymm8, %ymm13
	vpsubd	%ymm4, %ymm10, %ymm0
	vpsubd	%ymm8, %ymm15, %ymm9
	vpsubd	%ymm3, %ymm10, %ymm13
	vpsubd	%ymm14, %ymm11, %ymm6
	vpsubd	%gs:-128(%rax,%rdx,2), %xmm4, %xmm0
	vpsubd	2147483647(%rdx), %xmm8, %xmm14
	vpsubd	%fs:127(%rsi,%r10), %xmm1, %xmm10
	vpsubd	-2147483648(%r9), %xmm11, %xmm4
	vpsubd	%xmm8, %xmm1, %xmm2
	vpsubd	%xmm9, %xmm5, %xmm6
	vpsubd	%xmm12, %xmm4, %xmm5
	vpsubd	%xmm8, %xmm0, %xmm10
	vpsubq	128(%r11), %ymm15, %ymm12
	vpsubq	-1(%rsi), %ymm11, %ymm10
	vpsubq	1(,%rbx,8), %ymm4, %ymm7
	vpsubq	(%rip), %ymm14, %ymm0
	vpsubq	%ymm0, %ymm0, %ymm11
	vpsubq	%ymm8, %ymm0, %ymm3
	vpsubq	%ymm2, %ymm5, %ymm2
	vpsubq	%ymm15, %ymm14, %ymm7
	vpsubq	(%r10), %xmm15, %xmm11
	vpsubq	-2147483648(%rcx,%r14,8), %xmm11, %xmm3
	vpsubq	1(%r12), %xmm1, %xmm8
	vpsubq	(%rdi), %xmm15, %xmm9
	vpsubq	%xmm5, %xmm14, %xmm8
	vpsubq	%xmm7, %xmm12, %xmm12
	vpsubq	%xmm11, %xmm0, %xmm5
	vpsubq	%xmm6, %xmm8, %xmm12
	vpsubsb	1(%r10,%r13,8), %ymm15, %ymm1
	vpsubsb	127(%rip), %ymm1, %ymm13
	vpsubsb	(%rsp), %ymm15, %ymm11
	vpsubsb	-2147483648(%rbp), %ymm5, %ymm8
	vpsubsb	%ymm15, %ymm8, %ymm10
	vpsubsb	%ymm11, %ymm4, %ymm1
	vpsubsb	%ymm4, %ymm12, %ymm2
	vpsubsb	%ymm7, %ymm10, %ymm7
	vpsubsb	127(%r13,%r11,2), %xmm6, %xmm8
	vpsubsb	-129(%rax), %xmm13, %xmm5
	vpsubsb	127(%rbx,%r9,2), %xmm13, %xmm2
	vpsubsb	2147483647(%r12), %xmm2, %xmm10
	vpsubsb	%xmm2, %xmm3, %xmm10
	vpsubsb	%xmm4, %xmm1, %xmm14
	vpsubsb	%xmm5, %xmm10, %xmm8
	vpsubsb	%xmm12, %xmm8, %xmm9
	vpsubsw	(%r12), %ymm1, %ymm7
	vpsubsw	%gs:-2147483648(%r10), %ymm8, %ymm12
	vpsubsw	(%r15), %ymm4, %ymm15
	vpsubsw	2147483647(,%rdi,4), %ymm4, %ymm15
	vpsubsw	%ymm13, %ymm11, %ymm11
	vpsubsw	%ymm11, %ymm9, %ymm4
	vpsubsw	%ymm8, %ymm15, %ymm2
	vpsubsw	%ymm4, %ymm12, %ymm11
	vpsubsw	128(%rbp), %xmm13, %xmm6
	vpsubsw	%gs:-2147483648(,%r12), %xmm8, %xmm15
	vpsubsw	128(%r14), %xmm11, %xmm8
	vpsubsw	-129(%r9), %xmm12, %xmm4
	vpsubsw	%xmm4, %xmm10, %xmm6
	vpsubsw	%xmm12, %xmm6, %xmm4
	vpsubsw	%xmm10, %xmm11, %xmm13
	vpsubsw	%xmm0, %xmm9, %xmm3
	vpsubusb	-1(%r11), %ymm0, %ymm14
	vpsubusb	2147483647(%rdi), %ymm15, %ymm6
	vpsubusb	%gs:127(%r9), %ymm3, %ymm6
	vpsubusb	-2147483648(,%rdi,8), %ymm6, %ymm5
	vpsubusb	%ymm4, %ymm13, %ymm4
	vpsubusb	%ymm14, %ymm8, %ymm1
	vpsubusb	%ymm5, %ymm15, %ymm7
	vpsubusb	%ymm2, %ymm12, %ymm7
	vpsubusb	127(%rdi), %xmm1, %xmm4
	vpsubusb	1(%rsp), %xmm9, %xmm3
	vpsubusb	-1(%rbp), %xmm15, %xmm3
	vpsubusb	-2147483648(%rdx), %xmm10, %xmm0
	vpsubusb	%xmm14, %xmm4, %xmm13
	vpsubusb	%xmm15, %xmm8, %xmm0
	vpsubusb	%xmm13, %xmm15, %xmm11
	vpsubusb	%xmm10, %xmm5, %xmm8
	vpsubusw	-128(%rdi), %ymm1, %ymm9
	vpsubusw	-129(%rcx), %ymm5, %ymm2
	vpsubusw	-128(%rsi,%r12,2), %ymm13, %ymm8
	vpsubusw	-129(%r15,%r9,4), %ymm6, %ymm2
	vpsubusw	%ymm8, %ymm12, %ymm5
	vpsubusw	%ymm5, %ymm1, %ymm7
	vpsubusw	%ymm5, %ymm0, %ymm10
	vpsubusw	%ymm14, %ymm9, %ymm15
	vpsubusw	%gs:1(%rip), %xmm3, %xmm11
	vpsubusw	%gs:-1(%rbx,%r9,4), %xmm8, %xmm8
	vpsubusw	0, %xmm13, %xmm5
	vpsubusw	2147483647(%r10), %xmm2, %xmm11
	vpsubusw	%xmm8, %xmm14, %xmm0
	vpsubusw	%xmm6, %xmm9, %xmm11
	vpsubusw	%xmm2, %xmm3, %xmm11
	vpsubusw	%xmm3, %xmm6, %xmm6
	vpsubw	-2147483648(%rax,%rdx,4), %ymm15, %ymm6
	vpsubw	128(%r9,%r11,8), %ymm4, %ymm5
	vpsubw	2147483647(%r10), %ymm11, %ymm10
	vpsubw	-129(%r11,%r10,8), %ymm8, %ymm5
	vpsubw	%ymm14, %ymm7, %ymm3
	vpsubw	%ymm9, %ymm2, %ymm2
	vpsubw	%ymm0, %ymm5, %ymm6
	vpsubw	%ymm3, %ymm5, %ymm7
	vpsubw	%fs:1(%r12), %xmm5, %xmm6
	vpsubw	128(,%r15,4), %xmm10, %xmm10
	vpsubw	%fs:128(%r15,%rsi), %xmm1, %xmm10
	vpsubw	2147483647(%r14,%rdx,2), %xmm0, %xmm4
	vpsubw	%xmm5, %xmm2, %xmm9
	vpsubw	%xmm6, %xmm2, %xmm15
	vpsubw	%xmm9, %xmm4, %xmm12
	vpsubw	%xmm15, %xmm14, %xmm15
	vptest	-128(%rax,%rax), %ymm13
	vptest	%fs:128(,%r15,2), %ymm4
	vptest	127(%rsp), %ymm10
	vptest	-128, %ymm5
	vptest	%ymm5, %ymm10
	vptest	%ymm2, %ymm2
	vptest	%ymm7, %ymm9
	vptest	%ymm15, %ymm11
	vptest	127(%r8,%r10,8), %xmm15
	vptest	-128(%r14,%rsi,4), %xmm7
	vptest	127(%rax,%rbx), %xmm9
	vptest	-1(%r13), %xmm1
	vptest	%xmm1, %xmm11
	vptest	%xmm7, %xmm7
	vptest	%xmm15, %xmm9
	vptest	%xmm4, %xmm10
	vpunpckhbw	(%rsp,%rcx,4), %ymm8, %ymm15
	vpunpckhbw	-128(%rip), %ymm9, %ymm10
	vpunpckhbw	%gs:2147483647(%rip), %ymm6, %ymm6
	vpunpckhbw	-2147483648(%r15,%r9,8), %ymm0, %ymm0
	vpunpckhbw	%ymm10, %ymm8, %ymm10
	vpunpckhbw	%ymm13, %ymm15, %ymm14
	vpunpckhbw	%ymm10, %ymm1, %ymm11
	vpunpckhbw	%ymm7, %ymm3, %ymm12
	vpunpckhbw	128(%r11,%r8), %xmm6, %xmm5
	vpunpckhbw	%gs:-2147483648(%rdx), %xmm5, %xmm12
	vpunpckhbw	-129(%r11), %xmm4, %xmm7
	vpunpckhbw	128(%r13,%r11,4), %xmm9, %xmm8
	vpunpckhbw	%xmm6, %xmm9, %xmm0
	vpunpckhbw	%xmm0, %xmm14, %xmm2
	vpunpckhbw	%xmm13, %xmm11, %xmm5
	vpunpckhbw	%xmm2, %xmm3, %xmm8
	vpunpckhdq	-2147483648(%rdx,%rsi,4), %ymm0, %ymm8
	vpunpckhdq	-1(%rdx), %ymm15, %ymm8
	vpunpckhdq	-128(%r11), %ymm3, %ymm1
	vpunpckhdq	%gs:-128(%rsp), %ymm15, %ymm9
	vpunpckhdq	%ymm6, %ymm5, %ymm15
	vpunpckhdq	%ymm12, %ymm15, %ymm6
	vpunpckhdq	%ymm6, %ymm5, %ymm9
	vpunpckhdq	%ymm2, %ymm10, %ymm10
	vpunpckhdq	1, %xmm0, %xmm3
	vpunpckhdq	%fs:(%r15), %xmm15, %xmm10
	vpunpckhdq	1(%rdi), %xmm13, %xmm2
	vpunpckhdq	%gs:128(,%rcx), %xmm4, %xmm7
	vpunpckhdq	%xmm3, %xmm4, %xmm3
	vpunpckhdq	%xmm10, %xmm3, %xmm8
	vpunpckhdq	%xmm14, %xmm4, %xmm7
	vpunpckhdq	%xmm10, %xmm4, %xmm0
	vpunpckhqdq	128(%rcx,%r10,2), %ymm6, %ymm1
	vpunpckhqdq	-128(%r8,%rcx,8), %ymm15, %ymm15
	vpunpckhqdq	%fs:-128(%r10,%r14,4), %ymm6, %ymm6
	vpunpckhqdq	1(%rax), %ymm8, %ymm8
	vpunpckhqdq	%ymm3, %ymm10, %ymm12
	vpunpckhqdq	%ymm5, %ymm12, %ymm7
	vpunpckhqdq	%ymm7, %ymm10, %ymm6
	vpunpckhqdq	%ymm9, %ymm13, %ymm7
	vpunpckhqdq	127(%rbx), %xmm11, %xmm0
	vpunpckhqdq	1, %xmm9, %xmm6
	vpunpckhqdq	127(%rip), %xmm13, %xmm13
	vpunpckhqdq	%gs:1(%r9,%r10,2), %xmm3, %xmm6
	vpunpckhqdq	%xmm8, %xmm15, %xmm6
	vpunpckhqdq	%xmm5, %xmm6, %xmm9
	vpunpckhqdq	%xmm0, %xmm3, %xmm11
	vpunpckhqdq	%xmm2, %xmm1, %xmm5
	vpunpckhwd	%gs:1(%rcx), %ymm7, %ymm13
	vpunpckhwd	(%rsp,%rsi,8), %ymm15, %ymm10
	vpunpckhwd	-128(%rcx,%rcx,2), %ymm1, %ymm7
	vpunpckhwd	1(%rip), %ymm13, %ymm10
	vpunpckhwd	%ymm4, %ymm6, %ymm1
	vpunpckhwd	%ymm7, %ymm6, %ymm9
	vpunpckhwd	%ymm9, %ymm3, %ymm1
	vpunpckhwd	%ymm2, %ymm14, %ymm9
	vpunpckhwd	-1(,%r8), %xmm1, %xmm12
	vpunpckhwd	-2147483648(%rsi,%rsi,8), %xmm11, %xmm4
	vpunpckhwd	%gs:-128(%rax), %xmm12, %xmm8
	vpunpckhwd	-1(%rip), %xmm1, %xmm14
	vpunpckhwd	%xmm5, %xmm5, %xmm0
	vpunpckhwd	%xmm8, %xmm0, %xmm9
	vpunpckhwd	%xmm14, %xmm15, %xmm12
	vpunpckhwd	%xmm8, %xmm13, %xmm14
	vpunpcklbw	-128(%rip), %ymm11, %ymm12
	vpunpcklbw	-2147483648(%r9,%rsi,4), %ymm6, %ymm5
	vpunpcklbw	-2147483648(%rax), %ymm1, %ymm8
	vpunpcklbw	%fs:(%rsi), %ymm14, %ymm9
	vpunpcklbw	%ymm13, %ymm6, %ymm10
	vpunpcklbw	%ymm5, %ymm9, %ymm3
	vpunpcklbw	%ymm9, %ymm12, %ymm7
	vpunpcklbw	%ymm0, %ymm8, %ymm9
	vpunpcklbw	%gs:128(%r13,%rsi,4), %xmm3, %xmm9
	vpunpcklbw	1(%r13), %xmm10, %xmm7
	vpunpcklbw	2147483647(%r15), %xmm7, %xmm15
	vpunpcklbw	128(,%rsi), %xmm7, %xmm12
	vpunpcklbw	%xmm15, %xmm4, %xmm2
	vpunpcklbw	%xmm7, %xmm10, %xmm12
	vpunpcklbw	%xmm9, %xmm1, %xmm12
	vpunpcklbw	%xmm14, %xmm14, %xmm15
	vpunpckldq	%fs:(%rdx), %ymm13, %ymm6
	vpunpckldq	%gs:-128(%rcx,%r12,8), %ymm3, %ymm0
	vpunpckldq	(%rcx), %ymm9, %ymm11
	vpunpckldq	%gs:(%r12,%rdi,2), %ymm7, %ymm1
	vpunpckldq	%ymm11, %ymm5, %ymm0
	vpunpckldq	%ymm2, %ymm11, %ymm12
	vpunpckldq	%ymm15, %ymm3, %ymm14
	vpunpckldq	%ymm2, %ymm7, %ymm14
	vpunpckldq	%gs:-128(%rsi,%r14,4), %xmm1, %xmm2
	vpunpckldq	(,%rdi,4), %xmm11, %xmm7
	vpunpckldq	-2147483648(%rbp,%rbp), %xmm10, %xmm8
	vpunpckldq	-129(%rax,%rax,8), %xmm9, %xmm15
	vpunpckldq	%xmm6, %xmm14, %xmm14
	vpunpckldq	%xmm1, %xmm0, %xmm11
	vpunpckldq	%xmm14, %xmm1, %xmm2
	vpunpckldq	%xmm6, %xmm4, %xmm2
	vpunpcklqdq	-2147483648, %ymm14, %ymm4
	vpunpcklqdq	-1(,%rdx,2), %ymm2, %ymm0
	vpunpcklqdq	%fs:-2147483648(%rbp), %ymm14, %ymm6
	vpunpcklqdq	(%rax), %ymm2, %ymm5
	vpunpcklqdq	%ymm14, %ymm5, %ymm5
	vpunpcklqdq	%ymm7, %ymm9, %ymm9
	vpunpcklqdq	%ymm2, %ymm0, %ymm15
	vpunpcklqdq	%ymm2, %ymm15, %ymm6
	vpunpcklqdq	-1(%r11,%rbp), %xmm7, %xmm8
	vpunpcklqdq	(%rdi,%r8,2), %xmm10, %xmm11
	vpunpcklqdq	-128(%r15), %xmm2, %xmm11
	vpunpcklqdq	-1(,%rcx,2), %xmm10, %xmm6
	vpunpcklqdq	%xmm8, %xmm2, %xmm9
	vpunpcklqdq	%xmm7, %xmm12, %xmm2
	vpunpcklqdq	%xmm12, %xmm11, %xmm12
	vpunpcklqdq	%xmm4, %xmm2, %xmm8
	vpunpcklwd	-1(%rsp,%r15,8), %ymm15, %ymm11
	vpunpcklwd	%fs:-2147483648(%rsp,%rdx,2), %ymm9, %ymm13
	vpunpcklwd	(%rsi), %ymm10, %ymm1
	vpunpcklwd	127(,%r9,2), %ymm14, %ymm7
	vpunpcklwd	%ymm15, %ymm13, %ymm3
	vpunpcklwd	%ymm7, %ymm12, %ymm15
	vpunpcklwd	%ymm14, %ymm8, %ymm11
	vpunpcklwd	%ymm11, %ymm6, %ymm10
	vpunpcklwd	127(%rdi), %xmm8, %xmm1
	vpunpcklwd	2147483647(,%rbx), %xmm3, %xmm2
	vpunpcklwd	2147483647(%rsi,%rbx), %xmm11, %xmm5
	vpunpcklwd	128(%r10), %xmm10, %xmm11
	vpunpcklwd	%xmm1, %xmm0, %xmm14
	vpunpcklwd	%xmm1, %xmm12, %xmm2
	vpunpcklwd	%xmm10, %xmm11, %xmm14
	vpunpcklwd	%xmm11, %xmm13, %xmm4
	vpxor	(%rcx), %ymm5, %ymm14
	vpxor	2147483647(,%rdi,8), %ymm12, %ymm14
	vpxor	0, %ymm10, %ymm8
	vpxor	-2147483648(%r12), %ymm6, %ymm12
	vpxor	%ymm8, %ymm6, %ymm14
	vpxor	%ymm4, %ymm15, %ymm5
	vpxor	%ymm0, %ymm7, %ymm6
	vpxor	%ymm4, %ymm6, %ymm12
	vpxor	-2147483648(%r8,%r13), %xmm11, %xmm1
	vpxor	%fs:(%rbx,%r13,2), %xmm11, %xmm8
	vpxor	-129(,%r14), %xmm5, %xmm8
	vpxor	(%rsi), %xmm8, %xmm5
	vpxor	%xmm7, %xmm4, %xmm0
	vpxor	%xmm7, %xmm5, %xmm0
	vpxor	%xmm1, %xmm2, %xmm9
	vpxor	%xmm11, %xmm8, %xmm15
	vrcpps	128(%r15), %ymm3
	vrcpps	2147483647(%rbx), %ymm5
	vrcpps	%gs:2147483647(%r15), %ymm0
	vrcpps	%fs:1, %ymm6
	vrcpps	%ymm8, %ymm3
	vrcpps	%ymm13, %ymm13
	vrcpps	%ymm4, %ymm6
	vrcpps	%ymm4, %ymm2
	vrcpps	2147483647(%r15), %xmm12
	vrcpps	-128(%r14), %xmm5
	vrcpps	-128(%rsp), %xmm9
	vrcpps	%gs:2147483647(%rdx), %xmm14
	vrcpps	%xmm12, %xmm6
	vrcpps	%xmm10, %xmm11
	vrcpps	%xmm5, %xmm6
	vrcpps	%xmm14, %xmm2
	vrcpss	%gs:128(%rbx), %xmm15, %xmm6
	vrcpss	127, %xmm8, %xmm1
	vrcpss	-1(%rdx), %xmm5, %xmm2
	vrcpss	-2147483648(%r9,%r14,4), %xmm1, %xmm12
	vrcpss	%xmm7, %xmm14, %xmm4
	vrcpss	%xmm4, %xmm11, %xmm0
	vrcpss	%xmm11, %xmm8, %xmm0
	vrcpss	%xmm3, %xmm6, %xmm8
	vroundpd	$157, 1(%rax), %ymm6
	vroundpd	$182, -2147483648(,%r11,2), %ymm15
	vroundpd	$174, 128(%r13,%r13,4), %ymm0
	vroundpd	$127, 2147483647(%r13), %ymm0
	vroundpd	$175, %ymm6, %ymm9
	vroundpd	$2, %ymm4, %ymm9
	vroundpd	$60, %ymm12, %ymm11
	vroundpd	$128, %ymm5, %ymm12
	vroundpd	$255, -1(%r8,%rdi,2), %xmm15
	vroundpd	$128, -128(%r8,%r13,8), %xmm13
	vroundpd	$128, -1(%r13), %xmm11
	vroundpd	$128, (%r15,%rsi,4), %xmm4
	vroundpd	$0, %xmm2, %xmm1
	vroundpd	$0, %xmm8, %xmm4
	vroundpd	$224, %xmm10, %xmm2
	vroundpd	$255, %xmm12, %xmm6
	vroundps	$255, %fs:1(%rbx), %ymm5
	vroundps	$4, 128(%rcx), %ymm13
	vroundps	$134, %gs:-2147483648(%r12,%r12,8), %ymm1
	vroundps	$128, 1(%r14), %ymm10
	vroundps	$189, %ymm13, %ymm6
	vroundps	$91, %ymm13, %ymm13
	vroundps	$128, %ymm7, %ymm12
	vroundps	$5, %ymm5, %ymm12
	vroundps	$255, -1(%rdx,%r8), %xmm12
	vroundps	$255, (%rsp), %xmm0
	vroundps	$127, %gs:-129(%rsi), %xmm14
	vroundps	$211, -129(%r8), %xmm10
	vroundps	$128, %xmm4, %xmm14
	vroundps	$128, %xmm6, %xmm0
	vroundps	$255, %xmm15, %xmm5
	vroundps	$161, %xmm11, %xmm10
	vroundsd	$247, 127(%rip), %xmm8, %xmm7
	vroundsd	$208, %gs:127(%rdi), %xmm11, %xmm14
	vroundsd	$247, %gs:-1(%r11,%r14,8), %xmm11, %xmm1
	vroundsd	$0, -1(%rip), %xmm15, %xmm2
	vroundsd	$103, %xmm3, %xmm8, %xmm9
	vroundsd	$255, %xmm3, %xmm11, %xmm12
	vroundsd	$255, %xmm10, %xmm14, %xmm7
	vroundsd	$0, %xmm13, %xmm15, %xmm0
	vroundss	$128, -2147483648(%r11), %xmm0, %xmm7
	vroundss	$150, %fs:-128(%r9,%rbp), %xmm11, %xmm3
	vroundss	$128, -1(,%rax,4), %xmm1, %xmm7
	vroundss	$128, %fs:128(%r14,%r11,8), %xmm4, %xmm1
	vroundss	$134, %xmm5, %xmm6, %xmm12
	vroundss	$157, %xmm6, %xmm4, %xmm0
	vroundss	$0, %xmm9, %xmm6, %xmm3
	vroundss	$1, %xmm5, %xmm5, %xmm9
	vrsqrtps	-1(%r12), %ymm6
	vrsqrtps	127(%rax,%r9), %ymm2
	vrsqrtps	%gs:-129(%rsi,%rsi,4), %ymm14
	vrsqrtps	(%r15,%rbx,4), %ymm0
	vrsqrtps	%ymm10, %ymm4
	vrsqrtps	%ymm5, %ymm7
	vrsqrtps	%ymm8, %ymm3
	vrsqrtps	%ymm10, %ymm0
	vrsqrtps	(%r10), %xmm7
	vrsqrtps	2147483647(%rcx), %xmm11
	vrsqrtps	%gs:-128(%rdi), %xmm13
	vrsqrtps	-1(%r13,%rdx,4), %xmm7
	vrsqrtps	%xmm0, %xmm9
	vrsqrtps	%xmm11, %xmm9
	vrsqrtps	%xmm12, %xmm10
	vrsqrtps	%xmm8, %xmm15
	vrsqrtss	-129(%rsi), %xmm6, %xmm13
	vrsqrtss	-1(,%r13,4), %xmm0, %xmm8
	vrsqrtss	-129(%r12), %xmm6, %xmm3
	vrsqrtss	-2147483648(%rdx), %xmm11, %xmm15
	vrsqrtss	%xmm0, %xmm5, %xmm8
	vrsqrtss	%xmm7, %xmm14, %xmm8
	vrsqrtss	%xmm13, %xmm4, %xmm11
	vrsqrtss	%xmm4, %xmm15, %xmm15
	vsha512msg1	%xmm14, %ymm9
	vsha512msg1	%xmm6, %ymm10
	vsha512msg1	%xmm13, %ymm15
	vsha512msg1	%xmm11, %ymm14
	vsha512msg2	%ymm12, %ymm1
	vsha512msg2	%ymm8, %ymm0
	vsha512msg2	%ymm11, %ymm2
	vsha512msg2	%ymm11, %ymm12
	vsha512rnds2	%xmm11, %ymm15, %ymm12
	vsha512rnds2	%xmm11, %ymm1, %ymm7
	vsha512rnds2	%xmm2, %ymm14, %ymm8
	vsha512rnds2	%xmm1, %ymm5, %ymm13
	vshufpd	$1, -2147483648(%r12,%r11,8), %ymm7, %ymm3
	vshufpd	$255, 1(%rsp,%rdx,4), %ymm5, %ymm15
	vshufpd	$184, -128(%rdx), %ymm12, %ymm2
	vshufpd	$128, 1(%r10), %ymm8, %ymm10
	vshufpd	$191, %ymm3, %ymm14, %ymm9
	vshufpd	$128, %ymm10, %ymm8, %ymm15
	vshufpd	$9, %ymm5, %ymm0, %ymm2
	vshufpd	$58, %ymm14, %ymm8, %ymm14
	vshufpd	$0, %fs:(%r12), %xmm9, %xmm9
	vshufpd	$128, -2147483648(%rcx,%r13,2), %xmm15, %xmm15
	vshufpd	$101, (%rdx), %xmm10, %xmm6
	vshufpd	$255, 128(%r9,%r14,4), %xmm2, %xmm9
	vshufpd	$255, %xmm9, %xmm9, %xmm12
	vshufpd	$128, %xmm7, %xmm14, %xmm2
	vshufpd	$85, %xmm0, %xmm6, %xmm9
	vshufpd	$128, %xmm4, %xmm1, %xmm4
	vshufps	$246, 128(%rcx), %ymm8, %ymm7
	vshufps	$128, -2147483648(%rcx,%rbx,8), %ymm3, %ymm15
	vshufps	$19, %fs:(%r11), %ymm9, %ymm1
	vshufps	$200, -128(%rdi,%rbp), %ymm4, %ymm10
	vshufps	$196, %ymm5, %ymm11, %ymm4
	vshufps	$0, %ymm10, %ymm14, %ymm1
	vshufps	$160, %ymm10, %ymm3, %ymm3
	vshufps	$2, %ymm9, %ymm13, %ymm13
	vshufps	$255, -128(%rdi,%r8,8), %xmm10, %xmm3
	vshufps	$158, %fs:127(%r14,%r10,2), %xmm1, %xmm6
	vshufps	$128, -129(%r13), %xmm1, %xmm12
	vshufps	$4, 1(%rsp), %xmm11, %xmm5
	vshufps	$72, %xmm8, %xmm15, %xmm1
	vshufps	$71, %xmm4, %xmm10, %xmm8
	vshufps	$2, %xmm9, %xmm12, %xmm6
	vshufps	$255, %xmm1, %xmm14, %xmm12
	vsm3msg1	-128(%rax,%r13,8), %xmm13, %xmm3
	vsm3msg1	-129(%r9,%r10,8), %xmm13, %xmm12
	vsm3msg1	-128(%r12,%r12,2), %xmm3, %xmm10
	vsm3msg1	(%rax,%r8,2), %xmm12, %xmm5
	vsm3msg1	%xmm1, %xmm8, %xmm15
	vsm3msg1	%xmm3, %xmm4, %xmm3
	vsm3msg1	%xmm11, %xmm0, %xmm11
	vsm3msg1	%xmm12, %xmm12, %xmm9
	vsm3msg2	%fs:1(%r15), %xmm0, %xmm1
	vsm3msg2	(%r14,%r15), %xmm12, %xmm10
	vsm3msg2	%gs:-1(%rbp,%rdx), %xmm3, %xmm2
	vsm3msg2	2147483647(%r8), %xmm0, %xmm7
	vsm3msg2	%xmm1, %xmm9, %xmm7
	vsm3msg2	%xmm6, %xmm11, %xmm9
	vsm3msg2	%xmm2, %xmm13, %xmm6
	vsm3msg2	%xmm6, %xmm5, %xmm11
	vsm3rnds2	$255, -128(,%r10,8), %xmm10, %xmm10
	vsm3rnds2	$2, %fs:-129(,%r13,2), %xmm7, %xmm14
	vsm3rnds2	$255, -128, %xmm1, %xmm8
	vsm3rnds2	$1, 127(%rbp,%r12,2), %xmm4, %xmm1
	vsm3rnds2	$197, %xmm2, %xmm12, %xmm15
	vsm3rnds2	$255, %xmm11, %xmm7, %xmm3
	vsm3rnds2	$255, %xmm3, %xmm12, %xmm4
	vsm3rnds2	$232, %xmm12, %xmm12, %xmm4
	vsm4key4	%fs:128(%rbp), %ymm3, %ymm9
	vsm4key4	2147483647(%r11,%rsi), %ymm13, %ymm3
	vsm4key4	-129(%rax,%r10,2), %ymm14, %ymm15
	vsm4key4	%gs:-1(%rip), %ymm13, %ymm7
	vsm4key4	%ymm8, %ymm2, %ymm13
	vsm4key4	%ymm4, %ymm15, %ymm15
	vsm4key4	%ymm0, %ymm4, %ymm9
	vsm4key4	%ymm1, %ymm9, %ymm3
	vsm4key4	128(%rbp,%r10,4), %xmm6, %xmm15
	vsm4key4	127(%rdx), %xmm9, %xmm13
	vsm4key4	-2147483648(%rax,%r12), %xmm1, %xmm6
	vsm4key4	-129(%r13), %xmm0, %xmm3
	vsm4key4	%xmm9, %xmm6, %xmm13
	vsm4key4	%xmm10, %xmm7, %xmm5
	vsm4key4	%xmm15, %xmm10, %xmm12
	vsm4key4	%xmm9, %xmm9, %xmm14
	vsm4rnds4	%gs:128(%r15), %ymm1, %ymm14
	vsm4rnds4	-128(%rdi,%r9,2), %ymm11, %ymm9
	vsm4rnds4	128(%r15,%rbp,8), %ymm10, %ymm10
	vsm4rnds4	-129(%r14), %ymm9, %ymm14
	vsm4rnds4	%ymm5, %ymm12, %ymm4
	vsm4rnds4	%ymm6, %ymm13, %ymm3
	vsm4rnds4	%ymm5, %ymm7, %ymm11
	vsm4rnds4	%ymm14, %ymm1, %ymm9
	vsm4rnds4	%fs:127(%rdx), %xmm7, %xmm0
	vsm4rnds4	%gs:2147483647(%rbp,%r15,8), %xmm0, %xmm15
	vsm4rnds4	%fs:-2147483648(%rsp,%rdi), %xmm0, %xmm2
	vsm4rnds4	2147483647(%rbx), %xmm1, %xmm4
	vsm4rnds4	%xmm3, %xmm10, %xmm5
	vsm4rnds4	%xmm14, %xmm8, %xmm14
	vsm4rnds4	%xmm11, %xmm0, %xmm0
	vsm4rnds4	%xmm15, %xmm14, %xmm10
	vsqrtpd	%gs:128(%rbp,%rbp), %ymm11
	vsqrtpd	-1(%r8,%rbx,4), %ymm12
	vsqrtpd	(%r15), %ymm11
	vsqrtpd	(%rsp), %ymm15
	vsqrtpd	%ymm8, %ymm8
	vsqrtpd	%ymm12, %ymm14
	vsqrtpd	%ymm5, %ymm9
	vsqrtpd	%ymm6, %ymm3
	vsqrtpd	-2147483648(%r8), %xmm13
	vsqrtpd	-128(%rip), %xmm10
	vsqrtpd	%fs:(%r11), %xmm11
	vsqrtpd	127(%r12), %xmm12
	vsqrtpd	%xmm14, %xmm5
	vsqrtpd	%xmm9, %xmm12
	vsqrtpd	%xmm5, %xmm15
	vsqrtpd	%xmm7, %xmm6
	vsqrtps	1(%rsi), %ymm8
	vsqrtps	-128(%rcx,%r11,8), %ymm12
	vsqrtps	2147483647(%r13), %ymm2
	vsqrtps	0, %ymm6
	vsqrtps	%ymm3, %ymm0
	vsqrtps	%ymm12, %ymm11
	vsqrtps	%ymm5, %ymm3
	vsqrtps	%ymm9, %ymm9
	vsqrtps	1(%r9), %xmm6
	vsqrtps	-129(%rsi), %xmm8
	vsqrtps	-1(,%rax,8), %xmm2
	vsqrtps	128(%rax), %xmm5
	vsqrtps	%xmm12, %xmm6
	vsqrtps	%xmm4, %xmm6
	vsqrtps	%xmm2, %xmm7
	vsqrtps	%xmm14, %xmm8
	vsqrtsd	(%rdx,%rbx), %xmm12, %xmm8
	vsqrtsd	-129(%rsi,%r11), %xmm11, %xmm12
	vsqrtsd	1(%r14,%r11), %xmm8, %xmm13
	vsqrtsd	2147483647(%r8,%r14,2), %xmm6, %xmm0
	vsqrtsd	%xmm6, %xmm3, %xmm6
	vsqrtsd	%xmm6, %xmm1, %xmm12
	vsqrtsd	%xmm10, %xmm13, %xmm6
	vsqrtsd	%xmm4, %xmm4, %xmm15
	vsqrtss	%gs:128(%r12), %xmm3, %xmm1
	vsqrtss	%gs:127(%r12,%rdi), %xmm4, %xmm1
	vsqrtss	%gs:-1(,%r10), %xmm3, %xmm8
	vsqrtss	%gs:-1(%r9), %xmm3, %xmm5
	vsqrtss	%xmm2, %xmm14, %xmm5
	vsqrtss	%xmm10, %xmm15, %xmm6
	vsqrtss	%xmm10, %xmm4, %xmm6
	vsqrtss	%xmm5, %xmm7, %xmm5
	vstmxcsr	128(%r10,%rdi,8)
	vstmxcsr	-128(%r12,%rsi,4)
	vstmxcsr	-128(%r15,%rsi,4)
	vstmxcsr	-129(%r13,%r15,2)
	vsubpd	128(%rsi), %ymm0, %ymm14
	vsubpd	128(%r8,%r11,2), %ymm10, %ymm4
	vsubpd	1(%r11,%rax,8), %ymm5, %ymm8
	vsubpd	1(%rbx,%r15), %ymm11, %ymm8
	vsubpd	%ymm11, %ymm8, %ymm10
	vsubpd	%ymm5, %ymm2, %ymm14
	vsubpd	%ymm5, %ymm7, %ymm14
	vsubpd	%ymm7, %ymm14, %ymm8
	vsubpd	%gs:-2147483648(%r9,%rax,8), %xmm10, %xmm6
	vsubpd	-128(%r14), %xmm2, %xmm11
	vsubpd	%gs:-2147483648(%r11,%rbp), %xmm15, %xmm11
	vsubpd	1(%rcx,%rcx,2), %xmm5, %xmm13
	vsubpd	%xmm12, %xmm8, %xmm15
	vsubpd	%xmm11, %xmm6, %xmm12
	vsubpd	%xmm13, %xmm12, %xmm9
	vsubpd	%xmm13, %xmm10, %xmm13
	vsubps	127(%rip), %ymm5, %ymm3
	vsubps	(,%rsi,4), %ymm4, %ymm1
	vsubps	-1(%r15,%rdx,2), %ymm15, %ymm9
	vsubps	128(%rip), %ymm7, %ymm11
	vsubps	%ymm7, %ymm11, %ymm0
	vsubps	%ymm10, %ymm0, %ymm2
	vsubps	%ymm11, %ymm9, %ymm12
	vsubps	%ymm0, %ymm4, %ymm3
	vsubps	%fs:-1(%rbp,%r14,2), %xmm7, %xmm12
	vsubps	1(,%rcx,4), %xmm7, %xmm8
	vsubps	-1(%rdx), %xmm5, %xmm0
	vsubps	1(%r9,%r14), %xmm3, %xmm13
	vsubps	%xmm12, %xmm1, %xmm13
	vsubps	%xmm7, %xmm4, %xmm11
	vsubps	%xmm7, %xmm11, %xmm11
	vsubps	%xmm10, %xmm0, %xmm5
	vsubsd	%gs:-128(%rsp,%rax,2), %xmm11, %xmm8
	vsubsd	1(,%rbp,2), %xmm10, %xmm6
	vsubsd	127(%rsi), %xmm8, %xmm14
	vsubsd	-1(%rax), %xmm4, %xmm13
	vsubsd	%xmm9, %xmm0, %xmm13
	vsubsd	%xmm11, %xmm10, %xmm4
	vsubsd	%xmm10, %xmm12, %xmm8
	vsubsd	%xmm14, %xmm12, %xmm13
	vsubss	-2147483648, %xmm2, %xmm13
	vsubss	(%r10,%rax), %xmm12, %xmm13
	vsubss	-1(%rbx), %xmm15, %xmm15
	vsubss	-129(%r13), %xmm2, %xmm1
	vsubss	%xmm3, %xmm6, %xmm9
	vsubss	%xmm5, %xmm7, %xmm8
	vsubss	%xmm8, %xmm14, %xmm6
	vsubss	%xmm10, %xmm5, %xmm6
	vtestpd	128(%r9,%r10,8), %ymm1
	vtestpd	-1(%r11,%r13,4), %ymm11
	vtestpd	(%r14), %ymm0
	vtestpd	%gs:2147483647(%r14), %ymm10
	vtestpd	%ymm9, %ymm10
	vtestpd	%ymm14, %ymm13
	vtestpd	%ymm14, %ymm9
	vtestpd	%ymm0, %ymm5
	vtestpd	128(,%rcx,4), %xmm7
	vtestpd	2147483647(%rax,%r10,2), %xmm10
	vtestpd	127(%r8), %xmm1
	vtestpd	%fs:2147483647(%r15), %xmm12
	vtestpd	%xmm15, %xmm12
	vtestpd	%xmm5, %xmm5
	vtestpd	%xmm1, %xmm7
	vtestpd	%xmm14, %xmm10
	vtestps	128(%rsi), %ymm7
	vtestps	-1(%rax), %ymm6
	vtestps	%fs:1(%rbp,%rax,8), %ymm15
	vtestps	1(%rbx), %ymm7
	vtestps	%ymm2, %ymm15
	vtestps	%ymm11, %ymm10
	vtestps	%ymm14, %ymm9
	vtestps	%ymm7, %ymm5
	vtestps	%fs:-128(%rip), %xmm0
	vtestps	-129(%r9), %xmm14
	vtestps	(%r15,%r13,4), %xmm8
	vtestps	2147483647(%r15), %xmm9
	vtestps	%xmm11, %xmm1
	vtestps	%xmm3, %xmm4
	vtestps	%xmm12, %xmm13
	vtestps	%xmm12, %xmm14
	vucomisd	127(%rbp,%r13,2), %xmm11
	vucomisd	127(%rcx,%r11,4), %xmm14
	vucomisd	128(%rbp), %xmm14
	vucomisd	(%rsi), %xmm2
	vucomisd	%xmm4, %xmm10
	vucomisd	%xmm10, %xmm3
	vucomisd	%xmm14, %xmm15
	vucomisd	%xmm10, %xmm1
	vucomiss	1(%r14,%r10,8), %xmm5
	vucomiss	1(%rdx,%r10,2), %xmm10
	vucomiss	127(%r11,%r9,8), %xmm2
	vucomiss	-2147483648(%r13), %xmm2
	vucomiss	%xmm10, %xmm5
	vucomiss	%xmm10, %xmm10
	vucomiss	%xmm10, %xmm2
	vucomiss	%xmm6, %xmm13
	vunpckhpd	%gs:-2147483648, %ymm3, %ymm11
	vunpckhpd	2147483647(%rbx), %ymm1, %ymm0
	vunpckhpd	2147483647(%r8,%r13,8), %ymm1, %ymm14
	vunpckhpd	(%r14,%rsi), %ymm15, %ymm5
	vunpckhpd	%ymm3, %ymm6, %ymm4
	vunpckhpd	%ymm12, %ymm4, %ymm2
	vunpckhpd	%ymm6, %ymm8, %ymm0
	vunpckhpd	%ymm3, %ymm12, %ymm12
	vunpckhpd	%fs:-1, %xmm4, %xmm6
	vunpckhpd	127, %xmm8, %xmm8
	vunpckhpd	-129(%r14,%rsi), %xmm5, %xmm0
	vunpckhpd	%fs:128(%rsi), %xmm1, %xmm11
	vunpckhpd	%xmm9, %xmm10, %xmm3
	vunpckhpd	%xmm6, %xmm3, %xmm1
	vunpckhpd	%xmm8, %xmm15, %xmm1
	vunpckhpd	%xmm3, %xmm13, %xmm6
	vunpckhps	-2147483648(%r12,%r14), %ymm13, %ymm10
	vunpckhps	128(%rsi), %ymm13, %ymm15
	vunpckhps	127(%r10), %ymm12, %ymm15
	vunpckhps	1(%rdi), %ymm2, %ymm0
	vunpckhps	%ymm11, %ymm10, %ymm8
	vunpckhps	%ymm11, %ymm2, %ymm0
	vunpckhps	%ymm3, %ymm6, %ymm13
	vunpckhps	%ymm2, %ymm4, %ymm7
	vunpckhps	1, %xmm9, %xmm12
	vunpckhps	2147483647(%rsp), %xmm15, %xmm11
	vunpckhps	%fs:-129(%r13), %xmm12, %xmm14
	vunpckhps	2147483647(%rdx,%r15), %xmm15, %xmm1
	vunpckhps	%xmm14, %xmm2, %xmm12
	vunpckhps	%xmm2, %xmm4, %xmm0
	vunpckhps	%xmm14, %xmm3, %xmm10
	vunpckhps	%xmm4, %xmm3, %xmm10
	vunpcklpd	%fs:127(%rbx), %ymm0, %ymm3
	vunpcklpd	(%rdx), %ymm10, %ymm12
	vunpcklpd	(%rcx), %ymm13, %ymm6
	vunpcklpd	1(%r15), %ymm9, %ymm9
	vunpcklpd	%ymm3, %ymm7, %ymm12
	vunpcklpd	%ymm15, %ymm0, %ymm14
	vunpcklpd	%ymm1, %ymm9, %ymm12
	vunpcklpd	%ymm15, %ymm15, %ymm2
	vunpcklpd	1(%r14,%r13), %xmm7, %xmm15
	vunpcklpd	1(%r8), %xmm8, %xmm7
	vunpcklpd	(%rip), %xmm3, %xmm7
	vunpcklpd	-1(%r14,%rax), %xmm1, %xmm10
	vunpcklpd	%xmm1, %xmm12, %xmm1
	vunpcklpd	%xmm9, %xmm7, %xmm3
	vunpcklpd	%xmm15, %xmm0, %xmm11
	vunpcklpd	%xmm2, %xmm1, %xmm13
	vunpcklps	2147483647, %ymm0, %ymm12
	vunpcklps	%fs:-2147483648(%rip), %ymm4, %ymm9
	vunpcklps	%fs:-1(%r12,%rsi,8), %ymm14, %ymm8
	vunpcklps	127(%r15), %ymm0, %ymm7
	vunpcklps	%ymm6, %ymm8, %ymm1
	vunpcklps	%ymm15, %ymm13, %ymm9
	vunpcklps	%ymm12, %ymm15, %ymm7
	vunpcklps	%ymm13, %ymm9, %ymm5
	vunpcklps	-1(%rax), %xmm5, %xmm13
	vunpcklps	-1(%rsi), %xmm10, %xmm11
	vunpcklps	-2147483648(%rdx), %xmm11, %xmm1
	vunpcklps	2147483647(,%r9,4), %xmm2, %xmm11
	vunpcklps	%xmm6, %xmm1, %xmm9
	vunpcklps	%xmm3, %xmm9, %xmm8
	vunpcklps	%xmm8, %xmm10, %xmm1
	vunpcklps	%xmm10, %xmm6, %xmm2
	vxorpd	127(%rsp), %ymm10, %ymm8
	vxorpd	127(%rip), %ymm14, %ymm14
	vxorpd	1, %ymm1, %ymm5
	vxorpd	128(%r14), %ymm11, %ymm13
	vxorpd	%ymm4, %ymm3, %ymm5
	vxorpd	%ymm9, %ymm10, %ymm3
	vxorpd	%ymm14, %ymm10, %ymm3
	vxorpd	%ymm8, %ymm13, %ymm6
	vxorpd	(%rip), %xmm1, %xmm2
	vxorpd	1(%r13), %xmm15, %xmm8
	vxorpd	%fs:-2147483648(,%r11,4), %xmm11, %xmm10
	vxorpd	1(%rcx), %xmm1, %xmm15
	vxorpd	%xmm13, %xmm1, %xmm2
	vxorpd	%xmm3, %xmm1, %xmm12
	vxorpd	%xmm1, %xmm6, %xmm12
	vxorpd	%xmm0, %xmm7, %xmm10
	vxorps	-2147483648, %ymm3, %ymm3
	vxorps	-1(%r15), %ymm1, %ymm9
	vxorps	-2147483648(%rax), %ymm14, %ymm8
	vxorps	127(%rcx), %ymm11, %ymm2
	vxorps	%ymm3, %ymm7, %ymm0
	vxorps	%ymm2, %ymm5, %ymm8
	vxorps	%ymm6, %ymm7, %ymm6
	vxorps	%ymm8, %ymm0, %ymm3
	vxorps	-128(%rcx,%rbx,8), %xmm14, %xmm4
	vxorps	-129(,%rbx), %xmm5, %xmm4
	vxorps	%gs:-129(%r15), %xmm3, %xmm9
	vxorps	-128(%r11), %xmm0, %xmm2
	vxorps	%xmm9, %xmm13, %xmm7
	vxorps	%xmm12, %xmm15, %xmm7
	vxorps	%xmm6, %xmm12, %xmm1
	vxorps	%xmm3, %xmm8, %xmm10
	vzeroall
	vzeroall
	vzeroall
	vzeroall
	vzeroupper
	vzeroupper
	vzeroupper
	vzeroupper
	wait
	wait
	wait
	wait
	wbinvd
	wbinvd
	wbinvd
	wbinvd
	wbnoinvd
	wbnoinvd
	wbnoinvd
	wbnoinvd
	wrfsbasel	%r8d
	wrfsbasel	%ebp
	wrfsbasel	%esp
	wrfsbasel	%r8d
	wrfsbaseq	%rcx
	wrfsbaseq	%r14
	wrfsbaseq	%r8
	wrfsbaseq	%rbp
	wrgsbasel	%r11d
	wrgsbasel	%r12d
	wrgsbasel	%eax
	wrgsbasel	%r15d
	wrgsbaseq	%rcx
	wrgsbaseq	%rbp
	wrgsbaseq	%rcx
	wrgsbaseq	%rdx
	wrmsr
	wrmsr
	wrmsr
	wrmsr
	wrmsrlist
	wrmsrlist
	wrmsrlist
	wrmsrlist
	wrmsrns
	wrmsrns
	wrmsrns
	wrmsrns
	wrpkru
	wrpkru
	wrpkru
	wrpkru
	wrssd	%ebp, %gs:127(%rip)
	wrssd	%esp, -129(%r12)
	wrssd	%eax, -128(%rcx)
	wrssd	%r15d, 2147483647(%rdx,%r11,2)
	wrssq	%rcx, 128(%r15)
	wrssq	%rsp, %gs:128(%rsp)
	wrssq	%rsi, -2147483648(%r9)
	wrssq	%r12, -128(%r15,%r11,8)
	wrussd	%esp, %fs:127(%r8,%r15,8)
	wrussd	%edx, -129(%rbp)
	wrussd	%r14d, %fs:-128(%rsi,%r12)
	wrussd	%esp, -128(%r13)
	wrussq	%rdi, 1(%rip)
	wrussq	%rsp, -1(%rax)
	wrussq	%rsp, 2147483647(%rbp)
	wrussq	%r9, %gs:-2147483648(%rcx,%r10)
	xabort	$26
	xabort	$-86
	xabort	$167
	xabort	$-88
	xacquire
	xacquire
	xacquire
	xacquire
	xaddw	%r9w, 2147483647(%r11,%rsi,8)
	xaddw	%r11w, 128(%r14,%rcx,4)
	xaddw	%r9w, -129(%rdi,%r15)
	xaddw	%ax, %gs:-2147483648(%rcx)
	xaddw	%bp, %bp
	xaddw	%r10w, %r12w
	xaddw	%r15w, %r15w
	xaddw	%bx, %sp
	xaddl	%r13d, %fs:-129(%rdi,%r9,8)
	xaddl	%edi, -128(%r15)
	xaddl	%edi, (%rcx)
	xaddl	%ebp, -128(%r12)
	xaddl	%r10d, %ecx
	xaddl	%ecx, %eax
	xaddl	%r13d, %r10d
	xaddl	%r14d, %ecx
	xaddq	%rax, -2147483648(%r10,%rbx,2)
	xaddq	%rdx, %fs:2147483647(%r12)
	xaddq	%rax, %fs:-1(%r13)
	xaddq	%rsi, 128(%rip)
	xaddq	%r11, %r13
	xaddq	%rsp, %r14
	xaddq	%rbx, %r8
	xaddq	%rdi, %r11
	xaddb	%r12b, %gs:(%rax,%rdx,2)
	xaddb	%dl, -2147483648(%rdx)
	xaddb	%sil, 1(%rax)
	xaddb	%r10b, 0
	xaddb	%bl, %cl
	xaddb	%dl, %spl
	xaddb	%spl, %r10b
	xaddb	%r12b, %cl
	fxam
	fxam
	fxam
	fxam
	xbegin	target+127
	xbegin	target-128
	xbegin	target+127
	xbegin	target-128
	xchgw	%di, %ax
	xchgw	%di, %ax
	xchgw	%sp, %ax
	xchgw	%cx, %ax
	xchgw	%sp, 128(%r14)
	xchgw	%r15w, %gs:-128(%rsi,%rdx,8)
	xchgw	%r12w, %gs:-2147483648(%rax)
	xchgw	%dx, -1(%r13)
	xchgw	%r12w, %r9w
	xchgw	%dx, %sp
	xchgw	%r9w, %bp
	xchgw	%di, %r12w
	xchgl	%r11d, %eax
	xchgl	%r10d, %eax
	xchgl	%r13d, %eax
	xchgl	%edx, %eax
	xchgl	%r11d, 1(,%rsi)
	xchgl	%edx, 127(%r9)
	xchgl	%edx, -128(%rsi)
	xchgl	%r15d, -129(%r8)
	xchgl	%r12d, %edx
	xchgl	%r13d, %r8d
	xchgl	%r8d, %ebp
	xchgl	%edx, %esp
	xchgq	%rax, %rax
	xchgq	%rdx, %rax
	xchgq	%r15, %rax
	xchgq	%rdx, %rax
	xchgq	%r8, %gs:-2147483648(%rcx,%rbp,2)
	xchgq	%rcx, -129(%r11)
	xchgq	%r13, -128
	xchgq	%rdx, -1(%r9)
	xchgq	%rcx, %r10
	xchgq	%rcx, %rdi
	xchgq	%rdx, %r8
	xchgq	%rsp, %rax
	xchgb	%bl, 2147483647(%r13)
	xchgb	%dh, 127
	xchgb	%sil, 127(%rbx)
	xchgb	%dil, (%rsi)
	xchgb	%dl, %ch
	xchgb	%bh, %dh
	xchgb	%r8b, %dil
	xchgb	%sil, %r14b
	fxch	%st(6)
	fxch	%st(0)
	fxch	%st(3)
	fxch	%st(4)
	xcryptcbc
	xcryptcbc
	xcryptcbc
	xcryptcbc
	xcryptcfb
	xcryptcfb
	xcryptcfb
	xcryptcfb
	xcryptctr
	xcryptctr
	xcryptctr
	xcryptctr
	xcryptecb
	xcryptecb
	xcryptecb
	xcryptecb
	xcryptofb
	xcryptofb
	xcryptofb
	xcryptofb
	xend
	xend
	xend
	xend
	xgetbv
	xgetbv
	xgetbv
	xgetbv
	xlatb
	xlatb
	xlatb
	xlatb
	xorw	$65535, %ax
	xorw	$-4542, %ax
	xorw	$-1, %ax
	xorw	$32768, %ax
	xorw	$-32768, -1(%rax,%r14,4)
	xorw	$65535, -2147483648(%rdi)
	xorw	$-19235, -1(%rsi,%rax,2)
	xorw	$0, %gs:-129(%rsp,%rdx)
	xorw	$65516, 1(%r13,%rax,4)
	xorw	$127, 2147483647(%r10,%r10,4)
	xorw	$65516, %gs:(%rax,%rcx,4)
	xorw	$127, 127(%rdi,%r14,8)
	xorw	%r12w, %fs:1(%r9,%rdx,2)
	xorw	%ax, -129(%rsi,%rbp)
	xorw	%r8w, -128(%rax,%r15)
	xorw	%r8w, %fs:-2147483648(%rbp,%r12,8)
	xorw	$4942, %ax
	xorw	$-32768, %r9w
	xorw	$65535, %r8w
	xorw	$-1, %r9w
	xorw	$65494, %dx
	xorw	$0, %bx
	xorw	$127, %bp
	xorw	$-52, %r8w
	xorw	-2147483648(%rdi,%rbx), %ax
	xorw	2147483647(%rip), %r13w
	xorw	%fs:2147483647, %r11w
	xorw	-1(%r14,%rbp), %r9w
	xorw	%r8w, %ax
	xorw	%bp, %di
	xorw	%r8w, %bx
	xorw	%di, %cx
	xorl	$4294967295, %eax
	xorl	$3369120439, %eax
	xorl	$4027006231, %eax
	xorl	$2147483647, %eax
	xorl	$4294967295, -129(%rsp,%rbp,2)
	xorl	$-705594245, -128(%rbx,%rbp)
	xorl	$2147483647, (%rsp)
	xorl	$2005055190, 128
	xorl	$127, -128(%r15,%r10,8)
	xorl	$127, -128(%rsi,%rbx,4)
	xorl	$-1, 127(%r12)
	xorl	$127, 128(%r8,%rsi,8)
	xorl	%edi, 1(%r15)
	xorl	%ebp, %gs:-129(%rcx,%rcx,8)
	xorl	%ebx, 128(,%rbx)
	xorl	%edi, -128(%rax,%rcx,8)
	xorl	$2147483647, %r13d
	xorl	$1, %ebp
	xorl	$-2147483648, %r15d
	xorl	$4294967295, %ebx
	xorl	$-128, %esp
	xorl	$127, %esp
	xorl	$4294967239, %eax
	xorl	$74, %r13d
	xorl	(%rdx,%r11,4), %edi
	xorl	-128(%r9,%rdi,8), %r8d
	xorl	-1(%rdx,%r8,4), %r11d
	xorl	%fs:128(%r11,%rdx,2), %r11d
	xorl	%r9d, %r13d
	xorl	%ecx, %r10d
	xorl	%esi, %ebx
	xorl	%ebp, %edx
	xorq	$1, %rax
	xorq	$255, %rax
	xorq	$32767, %rax
	xorq	$2, %rax
	xorq	$255, 127(%rip)
	xorq	$65536, 2147483647(%rax)
	xorq	$65535, (%r11)
	xorq	$0, %fs:(%rsp)
	xorq	$-128, -128
	xorq	$1, -2147483648(%r8)
	xorq	$-114, -1(%r11,%r9)
	xorq	$127, (%r10,%rbx)
	xorq	%rcx, (%r13,%r13)
	xorq	%rdi, 1
	xorq	%r12, (%rsp)
	xorq	%rsp, -1(%rcx)
	xorq	$2147483647, %r9
	xorq	$65535, %r11
	xorq	$32768, %r12
	xorq	$2147483647, %r10
	xorq	$-31, %rcx
	xorq	$-100, %rsi
	xorq	$-123, %r9
	xorq	$-128, %rbp
	xorq	-2147483648(%r15), %r14
	xorq	-129(%r9), %rsi
	xorq	%gs:-129(%rdx,%r13), %r12
	xorq	-129(%r10,%r8), %r11
	xorq	%r14, %r12
	xorq	%r13, %r12
	xorq	%r13, %rsi
	xorq	%rsp, %r14
	xorb	$231, %al
	xorb	$-95, %al
	xorb	$-33, %al
	xorb	$61, %al
	xorb	$220, 127(%rsi,%rdi,4)
	xorb	$8, (%r14,%r15,4)
	xorb	$68, -128(%r15,%r14,2)
	xorb	$30, 128(%rbx,%r14,2)
	xorb	%dl, %fs:1(%r14,%rax,8)
	xorb	%dl, 127(%rbp)
	xorb	%r9b, 128(%rsp,%rsi,8)
	xorb	%r10b, 2147483647(%rbp,%rdi,4)
	xorb	$103, %bh
	xorb	$0, %bh
	xorb	$0, %dl
	xorb	$-35, %bpl
	xorb	-2147483648(%r11), %r12b
	xorb	128(%rsi), %bpl
	xorb	127(%r10), %r10b
	xorb	(%rcx), %spl
	xorb	%r15b, %sil
	xorb	%ch, %dh
	xorb	%bpl, %r8b
	xorb	%r8b, %r8b
	xorpd	127(%rdx), %xmm10
	xorpd	128(%r11,%rbp), %xmm3
	xorpd	-129(%r9,%rbx,8), %xmm12
	xorpd	-1(%rcx), %xmm2
	xorpd	%xmm12, %xmm8
	xorpd	%xmm8, %xmm10
	xorpd	%xmm14, %xmm14
	xorpd	%xmm11, %xmm10
	xorps	128(%r9,%rbx,2), %xmm6
	xorps	(%r13), %xmm13
	xorps	%fs:-128(%r12,%r15,2), %xmm2
	xorps	-2147483648(%r8,%rdi,2), %xmm2
	xorps	%xmm6, %xmm14
	xorps	%xmm8, %xmm6
	xorps	%xmm10, %xmm3
	xorps	%xmm5, %xmm9
	xrelease
	xrelease
	xrelease
	xrelease
	xresldtrk
	xresldtrk
	xresldtrk
	xresldtrk
	xrstor	-129(%rbp)
	xrstor	2147483647(%rdi,%r13,2)
	xrstor	1(%rip)
	xrstor	0
	xrstor64	-2147483648(%r10,%r15)
	xrstor64	(%r11)
	xrstor64	1(%rbx)
	xrstor64	-128(%r9)
	xrstors	2147483647(%rsp,%r9,2)
	xrstors	-1(%rsp)
	xrstors	2147483647(%rbx)
	xrstors	127(%rsi,%rbp)
	xrstors64	128
	xrstors64	-128(%rsi,%rdi,4)
	xrstors64	-2147483648(%rdx)
	xrstors64	-128(%r15,%r11,4)
	xsave	-1
	xsave	-129(%rsi)
	xsave	2147483647(%r15)
	xsave	1(%rsp)
	xsave64	-129(%rcx)
	xsave64	%fs:127(%r8,%r12)
	xsave64	2147483647(%rax)
	xsave64	%gs:1(%rcx,%r11,4)
	xsavec	2147483647(%r8)
	xsavec	%fs:-2147483648(%rsi)
	xsavec	(%rsi)
	xsavec	%fs:127(%r8)
	xsavec64	-1(%r11,%rax,8)
	xsavec64	2147483647(%r11,%r10,4)
	xsavec64	127(%r14,%rdx)
	xsavec64	-1
	xsaveopt	-2147483648(%r13,%r8,2)
	xsaveopt	%gs:-2147483648(%r15)
	xsaveopt	-1
	xsaveopt	-2147483648(%rcx)
	xsaveopt64	-2147483648(%rsi,%r15,4)
	xsaveopt64	128(%r15)
	xsaveopt64	127(%r9)
	xsaveopt64	128(%rbp,%rbp)
	xsaves	%fs:-1(%r15)
	xsaves	-1(%rdi)
	xsaves	%fs:-129(%rbp)
	xsaves	%gs:2147483647(%r15)
	xsaves64	(%r11,%r10)
	xsaves64	%fs:127(%rdi,%rbp,4)
	xsaves64	2147483647
	xsaves64	2147483647(%rdx)
	xsetbv
	xsetbv
	xsetbv
	xsetbv
	xsha1
	xsha1
	xsha1
	xsha1
	xsha256
	xsha256
	xsha256
	xsha256
	xstorerng
	xstorerng
	xstorerng
	xstorerng
	xsusldtrk
	xsusldtrk
	xsusldtrk
	xsusldtrk
	xtest
	xtest
	xtest
	xtest
