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
	{vex}	vcvtneps2bf16y	1(%rdx,%r11,4), %xmm8
	{vex}	vcvtneps2bf16y	%gs:-1(%rdx,%r15,2), %xmm10
	{vex}	vcvtneps2bf16y	-2147483648(%rip), %xmm5
	{vex}	vcvtneps2bf16y	(%rcx,%r8,4), %xmm3
	{vex}	vcvtneps2bf16	%ymm5, %xmm10
	{vex}	vcvtneps2bf16	%ymm11, %xmm5
	{vex}	vcvtneps2bf16	%ymm7, %xmm5
	{vex}	vcvtneps2bf16	%ymm11, %xmm11
	{vex}	vcvtneps2bf16x	%gs:1(%r10), %xmm3
	{vex}	vcvtneps2bf16x	%gs:(%r13), %xmm5
	{vex}	vcvtneps2bf16x	(,%rsi,8), %xmm1
	{vex}	vcvtneps2bf16x	%gs:-128(%rcx), %xmm2
	{vex}	vcvtneps2bf16	%xmm12, %xmm8
	{vex}	vcvtneps2bf16	%xmm2, %xmm11
	{vex}	vcvtneps2bf16	%xmm9, %xmm5
	{vex}	vcvtneps2bf16	%xmm8, %xmm8
	vcvtpd2dqy	2147483647(%rbx,%rbp,8), %xmm5
	vcvtpd2dqy	-129(%r14,%rcx,8), %xmm11
	vcvtpd2dqy	%fs:128(%r14,%r11,8), %xmm3
	vcvtpd2dqy	127(%rsp,%rsi,2), %xmm15
	vcvtpd2dq	%ymm15, %xmm5
	vcvtpd2dq	%ymm5, %xmm6
	vcvtpd2dq	%ymm1, %xmm6
	vcvtpd2dq	%ymm6, %xmm14
	vcvtpd2dqx	%gs:-129(%r12), %xmm7
	vcvtpd2dqx	-129(%rdx), %xmm12
	vcvtpd2dqx	2147483647(%r10,%r13,8), %xmm5
	vcvtpd2dqx	-129(%r13), %xmm8
	vcvtpd2dq	%xmm1, %xmm15
	vcvtpd2dq	%xmm9, %xmm8
	vcvtpd2dq	%xmm7, %xmm6
	vcvtpd2dq	%xmm15, %xmm14
	vcvtpd2psy	-129(%r13), %xmm5
	vcvtpd2psy	-129(%rcx), %xmm1
	vcvtpd2psy	-1(%rdx), %xmm9
	vcvtpd2psy	127(%rcx), %xmm14
	vcvtpd2ps	%ymm7, %xmm4
	vcvtpd2ps	%ymm3, %xmm1
	vcvtpd2ps	%ymm12, %xmm10
	vcvtpd2ps	%ymm7, %xmm7
	vcvtpd2psx	%fs:-2147483648(%rbp), %xmm13
	vcvtpd2psx	(%rax), %xmm15
	vcvtpd2psx	2147483647(,%r10,2), %xmm15
	vcvtpd2psx	2147483647(%r10), %xmm1
	vcvtpd2ps	%xmm0, %xmm13
	vcvtpd2ps	%xmm11, %xmm13
	vcvtpd2ps	%xmm5, %xmm7
	vcvtpd2ps	%xmm6, %xmm8
	vcvtph2ps	%gs:-129(%rax), %ymm14
	vcvtph2ps	1(%rbp,%rdx), %ymm15
	vcvtph2ps	2147483647(%r8,%rbx,8), %ymm8
	vcvtph2ps	1(%rip), %ymm11
	vcvtph2ps	%xmm1, %ymm3
	vcvtph2ps	%xmm15, %ymm10
	vcvtph2ps	%xmm1, %ymm1
	vcvtph2ps	%xmm13, %ymm2
	vcvtph2ps	-128(%rip), %xmm10
	vcvtph2ps	(%rdx,%r11,2), %xmm11
	vcvtph2ps	127(%rcx,%r13,2), %xmm4
	vcvtph2ps	-128(%rax,%rcx), %xmm3
	vcvtph2ps	%xmm8, %xmm4
	vcvtph2ps	%xmm12, %xmm9
	vcvtph2ps	%xmm1, %xmm11
	vcvtph2ps	%xmm10, %xmm3
	vcvtps2dq	1(%r9), %ymm1
	vcvtps2dq	-2147483648(%r9,%r10,4), %ymm14
	vcvtps2dq	%fs:1(%r14,%r8,2), %ymm1
	vcvtps2dq	%fs:2147483647(%r10,%rdx,8), %ymm14
	vcvtps2dq	%ymm1, %ymm4
	vcvtps2dq	%ymm15, %ymm1
	vcvtps2dq	%ymm13, %ymm8
	vcvtps2dq	%ymm12, %ymm7
	vcvtps2dq	%fs:128(%r14,%r9), %xmm7
	vcvtps2dq	-128(%rbp), %xmm0
	vcvtps2dq	-2147483648(%r8,%rsi), %xmm13
	vcvtps2dq	%fs:127(%rbx), %xmm1
	vcvtps2dq	%xmm3, %xmm13
	vcvtps2dq	%xmm8, %xmm8
	vcvtps2dq	%xmm4, %xmm7
	vcvtps2dq	%xmm2, %xmm14
	vcvtps2pd	127(%r12,%r12,2), %ymm0
	vcvtps2pd	127(%rsi), %ymm6
	vcvtps2pd	-128(%rip), %ymm12
	vcvtps2pd	%gs:-129(%rcx,%r12,2), %ymm3
	vcvtps2pd	%xmm9, %ymm14
	vcvtps2pd	%xmm12, %ymm13
	vcvtps2pd	%xmm10, %ymm8
	vcvtps2pd	%xmm11, %ymm0
	vcvtps2pd	127, %xmm1
	vcvtps2pd	(%r14,%rcx,4), %xmm7
	vcvtps2pd	128(%rdx), %xmm1
	vcvtps2pd	(%rcx,%rbp,8), %xmm0
	vcvtps2pd	%xmm9, %xmm12
	vcvtps2pd	%xmm14, %xmm5
	vcvtps2pd	%xmm9, %xmm4
	vcvtps2pd	%xmm7, %xmm7
	vcvtps2ph	$38, %ymm3, -2147483648(%rcx,%rbx)
	vcvtps2ph	$1, %ymm6, -128(%r12,%rdi,4)
	vcvtps2ph	$221, %ymm1, 127
	vcvtps2ph	$255, %ymm4, -128(%rsi,%r13,2)
	vcvtps2ph	$133, %ymm6, %xmm1
	vcvtps2ph	$135, %ymm12, %xmm12
	vcvtps2ph	$255, %ymm12, %xmm15
	vcvtps2ph	$137, %ymm5, %xmm11
	vcvtps2ph	$107, %xmm7, %fs:-128
	vcvtps2ph	$128, %xmm11, %gs:(%r15,%rbp,8)
	vcvtps2ph	$207, %xmm9, 0
	vcvtps2ph	$195, %xmm14, 1(%r11,%rdi,2)
	vcvtps2ph	$255, %xmm7, %xmm12
	vcvtps2ph	$255, %xmm14, %xmm11
	vcvtps2ph	$196, %xmm13, %xmm10
	vcvtps2ph	$0, %xmm9, %xmm12
	vcvtsd2si	128(%r11,%r11,4), %r15
	vcvtsd2si	128(%r12,%r12,4), %r8
	vcvtsd2si	%gs:-129(%r14,%r8,4), %r10
	vcvtsd2si	127, %r10
	vcvtsd2si	%xmm12, %rcx
	vcvtsd2si	%xmm9, %r12
	vcvtsd2si	%xmm10, %rsp
	vcvtsd2si	%xmm8, %rdi
	vcvtsd2si	%fs:1(%rax,%r9), %r13d
	vcvtsd2si	-1(%rsp,%r9,2), %ebx
	vcvtsd2si	-128(%rip), %r8d
	vcvtsd2si	-129(%r14), %ebp
	vcvtsd2si	%xmm9, %r8d
	vcvtsd2si	%xmm5, %r13d
	vcvtsd2si	%xmm15, %r12d
	vcvtsd2si	%xmm1, %r10d
	vcvtsd2ss	-129(,%rax), %xmm13, %xmm9
	vcvtsd2ss	%fs:-129(%rsi), %xmm1, %xmm2
	vcvtsd2ss	%gs:1(%rbp,%rax,2), %xmm0, %xmm1
	vcvtsd2ss	128(%rbx,%rcx), %xmm6, %xmm13
	vcvtsd2ss	%xmm15, %xmm13, %xmm10
	vcvtsd2ss	%xmm7, %xmm15, %xmm2
	vcvtsd2ss	%xmm9, %xmm6, %xmm3
	vcvtsd2ss	%xmm13, %xmm15, %xmm7
	vcvtsi2sdl	%gs:128(%rbx), %xmm4, %xmm12
	vcvtsi2sdl	%fs:-1(%r9,%rdi,8), %xmm0, %xmm9
	vcvtsi2sdl	%fs:-2147483648(%r10,%r9,2), %xmm3, %xmm6
	vcvtsi2sdl	-128(%r10,%r8,8), %xmm9, %xmm4
	vcvtsi2sd	%edx, %xmm12, %xmm9
	vcvtsi2sd	%r14d, %xmm12, %xmm13
	vcvtsi2sd	%ebx, %xmm3, %xmm3
	vcvtsi2sd	%r13d, %xmm5, %xmm0
	vcvtsi2ssl	%fs:-1(%r13), %xmm13, %xmm1
	vcvtsi2ssl	%gs:-129(%rip), %xmm13, %xmm8
	vcvtsi2ssl	%fs:-128(%r10,%r11), %xmm1, %xmm9
	vcvtsi2ssl	%gs:127(%r13,%rax,8), %xmm2, %xmm0
	vcvtsi2ss	%esi, %xmm14, %xmm15
	vcvtsi2ss	%esp, %xmm0, %xmm9
	vcvtsi2ss	%ecx, %xmm6, %xmm7
	vcvtsi2ss	%esp, %xmm8, %xmm13
	vcvtsi2sdq	127(%r11), %xmm0, %xmm1
	vcvtsi2sdq	-1(%r12), %xmm15, %xmm1
	vcvtsi2sdq	1(%r13), %xmm7, %xmm10
	vcvtsi2sdq	-129(%rdx), %xmm12, %xmm12
	vcvtsi2sd	%r12, %xmm11, %xmm9
	vcvtsi2sd	%r10, %xmm5, %xmm13
	vcvtsi2sd	%rdi, %xmm12, %xmm13
	vcvtsi2sd	%rsi, %xmm7, %xmm6
	vcvtsi2ssq	-128(%r14), %xmm15, %xmm12
	vcvtsi2ssq	%gs:-2147483648(%rdi,%r10,4), %xmm0, %xmm15
	vcvtsi2ssq	%fs:-128(%rax), %xmm10, %xmm10
	vcvtsi2ssq	1(%rbp,%r11,2), %xmm7, %xmm6
	vcvtsi2ss	%rdx, %xmm3, %xmm4
	vcvtsi2ss	%r11, %xmm4, %xmm11
	vcvtsi2ss	%r14, %xmm11, %xmm2
	vcvtsi2ss	%rdi, %xmm0, %xmm10
	vcvtss2sd	-2147483648(%rip), %xmm6, %xmm3
	vcvtss2sd	-2147483648(,%r11), %xmm15, %xmm13
	vcvtss2sd	1(%r12), %xmm8, %xmm11
	vcvtss2sd	%gs:-1(%rbx), %xmm1, %xmm8
	vcvtss2sd	%xmm12, %xmm1, %xmm5
	vcvtss2sd	%xmm14, %xmm8, %xmm13
	vcvtss2sd	%xmm6, %xmm13, %xmm13
	vcvtss2sd	%xmm4, %xmm2, %xmm1
	vcvtss2si	(%rsi), %r12
	vcvtss2si	-129(%r9,%rdx,2), %r13
	vcvtss2si	-128(%r12), %rbx
	vcvtss2si	-129, %r14
	vcvtss2si	%xmm5, %r10
	vcvtss2si	%xmm4, %rbx
	vcvtss2si	%xmm1, %r12
	vcvtss2si	%xmm13, %r12
	vcvtss2si	128(%r13), %r15d
	vcvtss2si	%gs:-2147483648(%r9,%r15,8), %esi
	vcvtss2si	1(%rcx), %r8d
	vcvtss2si	2147483647(%r13,%r13,8), %r10d
	vcvtss2si	%xmm5, %esi
	vcvtss2si	%xmm2, %esi
	vcvtss2si	%xmm6, %r11d
	vcvtss2si	%xmm14, %r8d
	vcvttpd2dqy	-128(%rcx), %xmm11
	vcvttpd2dqy	1(%rbp,%r13), %xmm11
	vcvttpd2dqy	1(%rdx), %xmm10
	vcvttpd2dqy	%gs:-1(,%r10,4), %xmm6
	vcvttpd2dq	%ymm0, %xmm7
	vcvttpd2dq	%ymm10, %xmm2
	vcvttpd2dq	%ymm8, %xmm0
	vcvttpd2dq	%ymm8, %xmm14
	vcvttpd2dqx	%gs:2147483647(%rcx,%rbp,8), %xmm14
	vcvttpd2dqx	2147483647, %xmm1
	vcvttpd2dqx	%fs:-2147483648(%rip), %xmm10
	vcvttpd2dqx	-129(%rax,%rsi), %xmm10
	vcvttpd2dq	%xmm4, %xmm13
	vcvttpd2dq	%xmm3, %xmm10
	vcvttpd2dq	%xmm3, %xmm9
	vcvttpd2dq	%xmm7, %xmm9
	vcvttps2dq	%gs:(%r13,%r8,4), %ymm9
	vcvttps2dq	127(%rbx,%r9,4), %ymm12
	vcvttps2dq	128(%rsi), %ymm13
	vcvttps2dq	%gs:-129(%rbx), %ymm11
	vcvttps2dq	%ymm15, %ymm1
	vcvttps2dq	%ymm7, %ymm14
	vcvttps2dq	%ymm8, %ymm3
	vcvttps2dq	%ymm14, %ymm2
	vcvttps2dq	-128(,%r14,2), %xmm5
	vcvttps2dq	(,%r10,2), %xmm3
	vcvttps2dq	%gs:127(%r14), %xmm5
	vcvttps2dq	-128(%r14,%r10,2), %xmm8
	vcvttps2dq	%xmm7, %xmm14
	vcvttps2dq	%xmm4, %xmm15
	vcvttps2dq	%xmm10, %xmm1
	vcvttps2dq	%xmm14, %xmm12
	vcvttsd2si	2147483647(%r14), %r13
	vcvttsd2si	-128(%rbp,%r14,8), %r13
	vcvttsd2si	128(%rbp,%rdx,2), %r12
	vcvttsd2si	2147483647(%rax), %rcx
	vcvttsd2si	%xmm8, %rbp
	vcvttsd2si	%xmm12, %rbp
	vcvttsd2si	%xmm1, %r15
	vcvttsd2si	%xmm12, %rbx
	vcvttsd2si	1(%r15), %ebp
	vcvttsd2si	%fs:1(%r10,%r13,4), %r9d
	vcvttsd2si	-1(%r11), %r12d
	vcvttsd2si	1(%r9,%r8,8), %ebp
	vcvttsd2si	%xmm12, %r12d
	vcvttsd2si	%xmm3, %eax
	vcvttsd2si	%xmm0, %r11d
	vcvttsd2si	%xmm5, %esp
	vcvttss2si	-128, %rsi
	vcvttss2si	-1(,%rcx,2), %r13
	vcvttss2si	-128(%r10), %r12
	vcvttss2si	-2147483648, %r9
	vcvttss2si	%xmm14, %rbp
	vcvttss2si	%xmm10, %r10
	vcvttss2si	%xmm11, %rbx
	vcvttss2si	%xmm11, %r15
	vcvttss2si	-128(%r14), %r10d
	vcvttss2si	128(%r14), %edi
	vcvttss2si	1(%rbp), %r11d
	vcvttss2si	-1(%rip), %r13d
	vcvttss2si	%xmm1, %ecx
	vcvttss2si	%xmm3, %ecx
	vcvttss2si	%xmm3, %edx
	vcvttss2si	%xmm10, %esi
	vdivpd	-128(%r10), %ymm6, %ymm0
	vdivpd	-129(%r10,%rbx,8), %ymm7, %ymm6
	vdivpd	-1(%r14,%rax,2), %ymm3, %ymm12
	vdivpd	2147483647(%r13,%r9), %ymm5, %ymm1
	vdivpd	%ymm13, %ymm1, %ymm11
	vdivpd	%ymm1, %ymm5, %ymm10
	vdivpd	%ymm6, %ymm4, %ymm8
	vdivpd	%ymm10, %ymm7, %ymm12
	vdivpd	-1(%r9), %xmm14, %xmm10
	vdivpd	2147483647(%r13), %xmm9, %xmm0
	vdivpd	%gs:(%rbx,%rbx,8), %xmm2, %xmm7
	vdivpd	128(%rdx), %xmm5, %xmm14
	vdivpd	%xmm15, %xmm8, %xmm6
	vdivpd	%xmm13, %xmm0, %xmm15
	vdivpd	%xmm8, %xmm7, %xmm14
	vdivpd	%xmm10, %xmm1, %xmm12
	vdivps	%gs:-128(%rdx,%rbx,4), %ymm4, %ymm10
	vdivps	%gs:-129(%rip), %ymm15, %ymm15
	vdivps	127(%rip), %ymm2, %ymm14
	vdivps	127(%r11,%r10,4), %ymm5, %ymm14
	vdivps	%ymm7, %ymm7, %ymm6
	vdivps	%ymm12, %ymm12, %ymm3
	vdivps	%ymm13, %ymm0, %ymm1
	vdivps	%ymm12, %ymm0, %ymm4
	vdivps	-128(,%r12,2), %xmm0, %xmm11
	vdivps	127(%r13,%rdi,8), %xmm11, %xmm4
	vdivps	127(%r12,%rax), %xmm6, %xmm14
	vdivps	2147483647(%r9), %xmm15, %xmm11
	vdivps	%xmm5, %xmm14, %xmm14
	vdivps	%xmm8, %xmm8, %xmm0
	vdivps	%xmm12, %xmm1, %xmm5
	vdivps	%xmm4, %xmm6, %xmm9
	vdivsd	-128(%r12), %xmm0, %xmm14
	vdivsd	(%r12), %xmm6, %xmm15
	vdivsd	-129(%rip), %xmm14, %xmm6
	vdivsd	-1(%r8), %xmm3, %xmm11
	vdivsd	%xmm11, %xmm2, %xmm10
	vdivsd	%xmm2, %xmm8, %xmm14
	vdivsd	%xmm12, %xmm0, %xmm8
	vdivsd	%xmm5, %xmm3, %xmm14
	vdivss	-129(%rdx,%rbx,8), %xmm10, %xmm8
	vdivss	-128(%rsp,%r14), %xmm14, %xmm7
	vdivss	-2147483648(%r11), %xmm9, %xmm0
	vdivss	128(%r9), %xmm10, %xmm6
	vdivss	%xmm8, %xmm11, %xmm15
	vdivss	%xmm14, %xmm9, %xmm13
	vdivss	%xmm3, %xmm1, %xmm7
	vdivss	%xmm11, %xmm10, %xmm2
	vdppd	$106, %gs:1(%r8), %xmm8, %xmm12
	vdppd	$117, 128(%r11), %xmm14, %xmm3
	vdppd	$164, 127(%r13,%rsi,8), %xmm6, %xmm2
	vdppd	$0, -129(%r12,%rdi,4), %xmm4, %xmm13
	vdppd	$127, %xmm4, %xmm8, %xmm10
	vdppd	$0, %xmm11, %xmm4, %xmm4
	vdppd	$208, %xmm5, %xmm12, %xmm1
	vdppd	$85, %xmm4, %xmm11, %xmm0
	vdpps	$0, %gs:2147483647(%r8), %ymm10, %ymm11
	vdpps	$53, -129, %ymm4, %ymm0
	vdpps	$105, -2147483648(%rsp), %ymm9, %ymm8
	vdpps	$255, -1(%rip), %ymm9, %ymm10
	vdpps	$1, %ymm7, %ymm8, %ymm15
	vdpps	$127, %ymm12, %ymm2, %ymm3
	vdpps	$255, %ymm1, %ymm3, %ymm4
	vdpps	$255, %ymm5, %ymm5, %ymm11
	vdpps	$255, -128(%r13,%rdx,2), %xmm6, %xmm10
	vdpps	$198, -128(%rbx), %xmm7, %xmm13
	vdpps	$92, -2147483648(%rax,%r10,4), %xmm4, %xmm1
	vdpps	$145, 1(%r15,%rcx,4), %xmm2, %xmm11
	vdpps	$128, %xmm10, %xmm13, %xmm9
	vdpps	$46, %xmm14, %xmm4, %xmm12
	vdpps	$255, %xmm13, %xmm2, %xmm3
	vdpps	$143, %xmm4, %xmm5, %xmm6
	verr	-1(,%rdi,8)
	verr	127(%rdx)
	verr	128(%rsi,%r13,8)
	verr	1
	verr	%cx
	verr	%r11w
	verr	%sp
	verr	%si
	verw	1(%r12,%rdx,4)
	verw	-128(%r15)
	verw	%gs:-129(%r14)
	verw	%gs:-128(%r12,%r8,8)
	verw	%r13w
	verw	%sp
	verw	%r13w
	verw	%di
	vextractf128	$128, %ymm11, -1
	vextractf128	$0, %ymm14, %gs:1(%rsp)
	vextractf128	$1, %ymm14, 2147483647(%rip)
	vextractf128	$117, %ymm14, 127(%r8)
	vextractf128	$255, %ymm14, %xmm12
	vextractf128	$255, %ymm1, %xmm8
	vextractf128	$255, %ymm11, %xmm2
	vextractf128	$45, %ymm11, %xmm8
	vextracti128	$175, %ymm5, 127(%rsi)
	vextracti128	$255, %ymm6, %fs:2147483647(%rdi)
	vextracti128	$128, %ymm2, 2147483647(%rbp)
	vextracti128	$0, %ymm10, %gs:-1(%rax,%r15,4)
	vextracti128	$111, %ymm13, %xmm1
	vextracti128	$1, %ymm13, %xmm9
	vextracti128	$242, %ymm0, %xmm10
	vextracti128	$231, %ymm0, %xmm4
	vextractps	$214, %xmm5, %fs:-128(%rbx,%r11,4)
	vextractps	$251, %xmm0, 2147483647(%r10)
	vextractps	$128, %xmm0, %fs:(%r15,%r15,2)
	vextractps	$58, %xmm6, 127(%rip)
	vextractps	$161, %xmm12, %ecx
	vextractps	$64, %xmm10, %edx
	vextractps	$150, %xmm9, %r13d
	vextractps	$255, %xmm13, %r12d
	vfmadd132pd	%gs:1(%rcx,%rcx,8), %ymm5, %ymm5
	vfmadd132pd	-2147483648(%rbp,%rbx), %ymm4, %ymm3
	vfmadd132pd	%gs:2147483647(%rcx), %ymm10, %ymm1
	vfmadd132pd	2147483647, %ymm6, %ymm3
	vfmadd132pd	%ymm11, %ymm12, %ymm7
	vfmadd132pd	%ymm2, %ymm1, %ymm2
	vfmadd132pd	%ymm6, %ymm6, %ymm10
	vfmadd132pd	%ymm15, %ymm13, %ymm14
	vfmadd132pd	-2147483648(%rbp,%rcx), %xmm11, %xmm0
	vfmadd132pd	-1(%r12), %xmm12, %xmm1
	vfmadd132pd	-1(%r10,%r9,8), %xmm3, %xmm0
	vfmadd132pd	(%rbp), %xmm10, %xmm9
	vfmadd132pd	%xmm15, %xmm8, %xmm0
	vfmadd132pd	%xmm3, %xmm7, %xmm14
	vfmadd132pd	%xmm2, %xmm13, %xmm3
	vfmadd132pd	%xmm11, %xmm2, %xmm13
	vfmadd132ps	(%rip), %ymm4, %ymm8
	vfmadd132ps	128(,%r10,4), %ymm15, %ymm1
	vfmadd132ps	%fs:1(,%rcx,8), %ymm4, %ymm3
	vfmadd132ps	%gs:2147483647(%rdx,%r10), %ymm2, %ymm1
	vfmadd132ps	%ymm12, %ymm13, %ymm13
	vfmadd132ps	%ymm10, %ymm3, %ymm1
	vfmadd132ps	%ymm0, %ymm13, %ymm7
	vfmadd132ps	%ymm15, %ymm2, %ymm0
	vfmadd132ps	-128, %xmm3, %xmm13
	vfmadd132ps	128, %xmm8, %xmm13
	vfmadd132ps	-2147483648(%rdi), %xmm5, %xmm5
	vfmadd132ps	127(%r11,%r14,2), %xmm4, %xmm5
	vfmadd132ps	%xmm6, %xmm15, %xmm11
	vfmadd132ps	%xmm2, %xmm6, %xmm8
	vfmadd132ps	%xmm13, %xmm2, %xmm8
	vfmadd132ps	%xmm1, %xmm14, %xmm1
	vfmadd132sd	2147483647(%r13,%r13,4), %xmm8, %xmm11
	vfmadd132sd	-129(%rbx), %xmm14, %xmm12
	vfmadd132sd	%fs:127(%rbp), %xmm8, %xmm4
	vfmadd132sd	(%rbx), %xmm10, %xmm14
	vfmadd132sd	%xmm4, %xmm6, %xmm10
	vfmadd132sd	%xmm14, %xmm12, %xmm3
	vfmadd132sd	%xmm1, %xmm1, %xmm9
	vfmadd132sd	%xmm6, %xmm0, %xmm13
	vfmadd132ss	-129(%rip), %xmm5, %xmm9
	vfmadd132ss	%fs:-2147483648(%rip), %xmm1, %xmm0
	vfmadd132ss	-2147483648(,%r11,8), %xmm12, %xmm0
	vfmadd132ss	-2147483648(%r12,%rbp,2), %xmm7, %xmm9
	vfmadd132ss	%xmm10, %xmm4, %xmm4
	vfmadd132ss	%xmm8, %xmm4, %xmm11
	vfmadd132ss	%xmm13, %xmm9, %xmm5
	vfmadd132ss	%xmm12, %xmm0, %xmm7
	vfmadd213pd	128(%rcx,%r12,8), %ymm13, %ymm10
	vfmadd213pd	-128, %ymm6, %ymm8
	vfmadd213pd	-2147483648(%rcx), %ymm8, %ymm15
	vfmadd213pd	-1(,%r8,4), %ymm2, %ymm1
	vfmadd213pd	%ymm9, %ymm10, %ymm3
	vfmadd213pd	%ymm13, %ymm15, %ymm5
	vfmadd213pd	%ymm1, %ymm9, %ymm2
	vfmadd213pd	%ymm13, %ymm11, %ymm6
	vfmadd213pd	%fs:127(%r8), %xmm4, %xmm10
	vfmadd213pd	2147483647(%rsp), %xmm11, %xmm12
	vfmadd213pd	-2147483648(%rip), %xmm6, %xmm15
	vfmadd213pd	127(%rip), %xmm14, %xmm8
	vfmadd213pd	%xmm13, %xmm2, %xmm5
	vfmadd213pd	%xmm0, %xmm8, %xmm2
	vfmadd213pd	%xmm7, %xmm10, %xmm9
	vfmadd213pd	%xmm1, %xmm1, %xmm8
	vfmadd213ps	-2147483648(%r8), %ymm9, %ymm0
	vfmadd213ps	%fs:(%rsp), %ymm15, %ymm10
	vfmadd213ps	-129(%r8), %ymm1, %ymm6
	vfmadd213ps	128(%rbp), %ymm10, %ymm0
	vfmadd213ps	%ymm14, %ymm7, %ymm15
	vfmadd213ps	%ymm15, %ymm13, %ymm3
	vfmadd213ps	%ymm14, %ymm13, %ymm2
	vfmadd213ps	%ymm6, %ymm11, %ymm9
	vfmadd213ps	%gs:(,%r12,4), %xmm8, %xmm6
	vfmadd213ps	%fs:-2147483648(%r10), %xmm12, %xmm10
	vfmadd213ps	%fs:128(%rsi,%r9), %xmm1, %xmm12
	vfmadd213ps	1(%r9), %xmm13, %xmm10
	vfmadd213ps	%xmm0, %xmm3, %xmm9
	vfmadd213ps	%xmm14, %xmm11, %xmm11
	vfmadd213ps	%xmm9, %xmm14, %xmm13
	vfmadd213ps	%xmm6, %xmm15, %xmm15
	vfmadd213sd	127(%rcx,%rax), %xmm9, %xmm3
	vfmadd213sd	%gs:128(%rdx), %xmm11, %xmm4
	vfmadd213sd	-129(%r8), %xmm0, %xmm6
	vfmadd213sd	-2147483648(%r12,%r10,4), %xmm15, %xmm10
	vfmadd213sd	%xmm5, %xmm15, %xmm0
	vfmadd213sd	%xmm1, %xmm13, %xmm9
	vfmadd213sd	%xmm14, %xmm4, %xmm2
	vfmadd213sd	%xmm1, %xmm5, %xmm14
	vfmadd213ss	2147483647(%rax,%rsi,2), %xmm0, %xmm15
	vfmadd213ss	127(%rbx,%r15,8), %xmm4, %xmm5
	vfmadd213ss	-128(%r14,%r8,2), %xmm1, %xmm1
	vfmadd213ss	%gs:-1(%r13,%rbx,8), %xmm14, %xmm2
	vfmadd213ss	%xmm0, %xmm6, %xmm5
	vfmadd213ss	%xmm9, %xmm7, %xmm11
	vfmadd213ss	%xmm13, %xmm0, %xmm9
	vfmadd213ss	%xmm7, %xmm6, %xmm7
	vfmadd231pd	127(%rsi,%rdx,2), %ymm15, %ymm15
	vfmadd231pd	-128(,%rsi,4), %ymm15, %ymm5
	vfmadd231pd	(%rdx,%r14,4), %ymm8, %ymm0
	vfmadd231pd	(%rbp), %ymm4, %ymm14
	vfmadd231pd	%ymm4, %ymm4, %ymm4
	vfmadd231pd	%ymm14, %ymm1, %ymm12
	vfmadd231pd	%ymm12, %ymm3, %ymm1
	vfmadd231pd	%ymm7, %ymm10, %ymm10
	vfmadd231pd	-128(%rcx), %xmm15, %xmm0
	vfmadd231pd	2147483647(%rdx,%r15), %xmm5, %xmm5
	vfmadd231pd	-1(%r8), %xmm6, %xmm3
	vfmadd231pd	127(%r8,%r12,2), %xmm6, %xmm13
	vfmadd231pd	%xmm6, %xmm7, %xmm11
	vfmadd231pd	%xmm4, %xmm0, %xmm12
	vfmadd231pd	%xmm14, %xmm7, %xmm14
	vfmadd231pd	%xmm1, %xmm5, %xmm8
	vfmadd231ps	-1(%r11,%rdi,4), %ymm7, %ymm9
	vfmadd231ps	-1(%r11), %ymm8, %ymm0
	vfmadd231ps	-128(%rip), %ymm10, %ymm7
	vfmadd231ps	%fs:(%r8,%rdx), %ymm14, %ymm4
	vfmadd231ps	%ymm8, %ymm1, %ymm14
	vfmadd231ps	%ymm8, %ymm14, %ymm10
	vfmadd231ps	%ymm13, %ymm15, %ymm3
	vfmadd231ps	%ymm10, %ymm11, %ymm14
	vfmadd231ps	%gs:(%r9,%r13,2), %xmm4, %xmm5
	vfmadd231ps	2147483647(%rip), %xmm6, %xmm2
	vfmadd231ps	127(%rdx), %xmm2, %xmm14
	vfmadd231ps	-128(%r9), %xmm15, %xmm9
	vfmadd231ps	%xmm13, %xmm15, %xmm1
	vfmadd231ps	%xmm2, %xmm5, %xmm12
	vfmadd231ps	%xmm6, %xmm7, %xmm11
	vfmadd231ps	%xmm13, %xmm5, %xmm1
	vfmadd231sd	-128(%r10,%r13), %xmm0, %xmm10
	vfmadd231sd	%fs:-2147483648(%rax), %xmm2, %xmm10
	vfmadd231sd	127(%rsp,%r10,2), %xmm15, %xmm15
	vfmadd231sd	127(%rsi), %xmm14, %xmm14
	vfmadd231sd	%xmm13, %xmm7, %xmm4
	vfmadd231sd	%xmm9, %xmm11, %xmm2
	vfmadd231sd	%xmm12, %xmm15, %xmm1
	vfmadd231sd	%xmm8, %xmm11, %xmm5
	vfmadd231ss	-129(%r15), %xmm13, %xmm5
	vfmadd231ss	-2147483648, %xmm0, %xmm11
	vfmadd231ss	-129(%rdx), %xmm5, %xmm9
	vfmadd231ss	(%rsi,%rax), %xmm4, %xmm3
	vfmadd231ss	%xmm3, %xmm3, %xmm13
	vfmadd231ss	%xmm7, %xmm4, %xmm0
	vfmadd231ss	%xmm12, %xmm10, %xmm4
	vfmadd231ss	%xmm2, %xmm15, %xmm15
	vfmaddpd	%ymm1, 2147483647(%r14,%rax), %ymm5, %ymm9
	vfmaddpd	%ymm15, (%r15,%r9), %ymm2, %ymm12
	vfmaddpd	%ymm6, -129(%rax), %ymm12, %ymm5
	vfmaddpd	%ymm12, %gs:2147483647(%rbx), %ymm6, %ymm0
	vfmaddpd	%fs:-2147483648(%rsi), %ymm8, %ymm5, %ymm4
	vfmaddpd	-129, %ymm13, %ymm13, %ymm7
	vfmaddpd	-2147483648(%r9,%r15,4), %ymm0, %ymm11, %ymm0
	vfmaddpd	%fs:2147483647(%rbp), %ymm8, %ymm4, %ymm3
	vfmaddpd	%ymm4, %ymm9, %ymm13, %ymm14
	vfmaddpd	%ymm6, %ymm5, %ymm2, %ymm11
	vfmaddpd	%ymm12, %ymm9, %ymm4, %ymm13
	vfmaddpd	%ymm14, %ymm9, %ymm2, %ymm11
	vfmaddpd	%xmm5, -1(%rdi,%r9,8), %xmm2, %xmm15
	vfmaddpd	%xmm8, %gs:127(%r10,%rsi,4), %xmm4, %xmm6
	vfmaddpd	%xmm4, (,%r8,4), %xmm8, %xmm8
	vfmaddpd	%xmm14, %fs:-128(%rcx,%rax,4), %xmm11, %xmm10
	vfmaddpd	1(%rcx), %xmm1, %xmm9, %xmm12
	vfmaddpd	-128(%rsp,%r15,4), %xmm14, %xmm2, %xmm6
	vfmaddpd	-129(%r13,%rdi,2), %xmm9, %xmm9, %xmm4
	vfmaddpd	%fs:2147483647(%rip), %xmm1, %xmm2, %xmm14
	vfmaddpd	%xmm0, %xmm12, %xmm4, %xmm3
	vfmaddpd	%xmm0, %xmm11, %xmm0, %xmm15
	vfmaddpd	%xmm10, %xmm10, %xmm2, %xmm11
	vfmaddpd	%xmm11, %xmm4, %xmm9, %xmm1
	vfmaddps	%ymm0, %fs:2147483647(%rsp,%rax,4), %ymm10, %ymm5
	vfmaddps	%ymm0, %gs:-129(%r15,%r10), %ymm11, %ymm6
	vfmaddps	%ymm11, 127(%r10,%r10,2), %ymm1, %ymm1
	vfmaddps	%ymm3, %gs:127(%r9), %ymm12, %ymm15
	vfmaddps	127(%rdx,%r10,8), %ymm2, %ymm5, %ymm1
	vfmaddps	2147483647(%rsp), %ymm12, %ymm2, %ymm7
	vfmaddps	-129(%rdi,%rsi), %ymm4, %ymm3, %ymm13
	vfmaddps	(%r9,%r11), %ymm0, %ymm9, %ymm5
	vfmaddps	%ymm5, %ymm8, %ymm5, %ymm9
	vfmaddps	%ymm2, %ymm15, %ymm9, %ymm3
	vfmaddps	%ymm10, %ymm13, %ymm10, %ymm8
	vfmaddps	%ymm12, %ymm15, %ymm0, %ymm5
	vfmaddps	%xmm9, %gs:-2147483648(%rcx), %xmm2, %xmm12
	vfmaddps	%xmm15, -1(%r13,%rbx,2), %xmm5, %xmm8
	vfmaddps	%xmm14, %fs:(%r14,%rbx,2), %xmm10, %xmm9
	vfmaddps	%xmm8, %gs:2147483647(%rdi), %xmm3, %xmm9
	vfmaddps	-129(%rsi,%rax,2), %xmm14, %xmm0, %xmm2
	vfmaddps	1(%r12), %xmm8, %xmm9, %xmm11
	vfmaddps	%gs:-2147483648(%r13,%rbp), %xmm2, %xmm11, %xmm14
	vfmaddps	%gs:127(%r15,%rbx,4), %xmm7, %xmm14, %xmm8
	vfmaddps	%xmm2, %xmm6, %xmm6, %xmm13
	vfmaddps	%xmm11, %xmm9, %xmm4, %xmm13
	vfmaddps	%xmm14, %xmm7, %xmm0, %xmm13
	vfmaddps	%xmm6, %xmm3, %xmm4, %xmm11
	vfmaddsd	%xmm6, -129, %xmm7, %xmm12
	vfmaddsd	%xmm12, 127(%rbp,%rcx), %xmm2, %xmm12
	vfmaddsd	%xmm6, -1, %xmm0, %xmm4
	vfmaddsd	%xmm4, (%rsp,%rbp,8), %xmm4, %xmm6
	vfmaddsd	128(%r9), %xmm2, %xmm9, %xmm7
	vfmaddsd	127(%r15,%r10,4), %xmm2, %xmm4, %xmm3
	vfmaddsd	-128(%rsp,%r12,4), %xmm9, %xmm4, %xmm11
	vfmaddsd	1(%rbp,%rdx,8), %xmm4, %xmm14, %xmm13
	vfmaddsd	%xmm5, %xmm0, %xmm14, %xmm2
	vfmaddsd	%xmm12, %xmm1, %xmm6, %xmm1
	vfmaddsd	%xmm12, %xmm7, %xmm15, %xmm5
	vfmaddsd	%xmm2, %xmm3, %xmm14, %xmm11
	vfmaddss	%xmm11, 127(%rsi), %xmm8, %xmm13
	vfmaddss	%xmm5, %fs:2147483647(%rcx,%rax,8), %xmm1, %xmm8
	vfmaddss	%xmm14, -129(%r9,%rbx,2), %xmm5, %xmm5
	vfmaddss	%xmm12, (%rsi,%rcx), %xmm10, %xmm1
	vfmaddss	128(%rip), %xmm11, %xmm13, %xmm15
	vfmaddss	1(%r13), %xmm9, %xmm13, %xmm1
	vfmaddss	1(%rdi,%r8,4), %xmm7, %xmm9, %xmm0
	vfmaddss	-2147483648(%r12), %xmm9, %xmm5, %xmm2
	vfmaddss	%xmm10, %xmm10, %xmm12, %xmm1
	vfmaddss	%xmm14, %xmm8, %xmm14, %xmm5
	vfmaddss	%xmm9, %xmm10, %xmm6, %xmm1
	vfmaddss	%xmm12, %xmm11, %xmm14, %xmm15
	vfmaddsub132pd	-1(%rip), %ymm0, %ymm6
	vfmaddsub132pd	-128(%rax), %ymm8, %ymm4
	vfmaddsub132pd	%fs:2147483647(%r11), %ymm10, %ymm4
	vfmaddsub132pd	(%r10,%rbp), %ymm6, %ymm2
	vfmaddsub132pd	%ymm5, %ymm15, %ymm7
	vfmaddsub132pd	%ymm14, %ymm6, %ymm6
	vfmaddsub132pd	%ymm15, %ymm15, %ymm1
	vfmaddsub132pd	%ymm3, %ymm0, %ymm13
	vfmaddsub132pd	128(%r15,%rbx,2), %xmm2, %xmm6
	vfmaddsub132pd	(%r8), %xmm10, %xmm5
	vfmaddsub132pd	127(,%r14,4), %xmm11, %xmm11
	vfmaddsub132pd	2147483647(%r9), %xmm2, %xmm1
	vfmaddsub132pd	%xmm3, %xmm7, %xmm6
	vfmaddsub132pd	%xmm13, %xmm5, %xmm5
	vfmaddsub132pd	%xmm2, %xmm7, %xmm15
	vfmaddsub132pd	%xmm9, %xmm6, %xmm7
	vfmaddsub132ps	-1(%rbp,%r10,8), %ymm5, %ymm11
	vfmaddsub132ps	-129(%rax), %ymm0, %ymm3
	vfmaddsub132ps	1(%r11), %ymm10, %ymm2
	vfmaddsub132ps	1(%rdx), %ymm10, %ymm4
	vfmaddsub132ps	%ymm7, %ymm6, %ymm9
	vfmaddsub132ps	%ymm7, %ymm1, %ymm13
	vfmaddsub132ps	%ymm3, %ymm4, %ymm1
	vfmaddsub132ps	%ymm4, %ymm14, %ymm15
	vfmaddsub132ps	-129(%rbp,%r13), %xmm15, %xmm2
	vfmaddsub132ps	(%r12,%r8,8), %xmm2, %xmm9
	vfmaddsub132ps	-128(%rdx), %xmm8, %xmm1
	vfmaddsub132ps	-2147483648(,%rax), %xmm9, %xmm5
	vfmaddsub132ps	%xmm6, %xmm11, %xmm12
	vfmaddsub132ps	%xmm9, %xmm11, %xmm2
	vfmaddsub132ps	%xmm7, %xmm4, %xmm15
	vfmaddsub132ps	%xmm15, %xmm7, %xmm11
	vfmaddsub213pd	%gs:128(%r8,%rax,8), %ymm15, %ymm5
	vfmaddsub213pd	%gs:1(%r15,%r9,8), %ymm4, %ymm13
	vfmaddsub213pd	2147483647, %ymm2, %ymm13
	vfmaddsub213pd	(%rsi,%rax,2), %ymm14, %ymm5
	vfmaddsub213pd	%ymm12, %ymm10, %ymm5
	vfmaddsub213pd	%ymm8, %ymm1, %ymm6
	vfmaddsub213pd	%ymm12, %ymm0, %ymm3
	vfmaddsub213pd	%ymm10, %ymm4, %ymm13
	vfmaddsub213pd	128, %xmm5, %xmm7
	vfmaddsub213pd	127(%r8,%rsi,4), %xmm4, %xmm15
	vfmaddsub213pd	%fs:(%r8,%r12), %xmm3, %xmm12
	vfmaddsub213pd	2147483647(%rip), %xmm9, %xmm8
	vfmaddsub213pd	%xmm4, %xmm5, %xmm10
	vfmaddsub213pd	%xmm4, %xmm7, %xmm15
	vfmaddsub213pd	%xmm6, %xmm8, %xmm2
	vfmaddsub213pd	%xmm3, %xmm11, %xmm10
	vfmaddsub213ps	%fs:-2147483648(%r11,%r11), %ymm15, %ymm8
	vfmaddsub213ps	128(%rbx), %ymm7, %ymm10
	vfmaddsub213ps	(%r10,%rdi,2), %ymm3, %ymm6
	vfmaddsub213ps	128(%rax), %ymm8, %ymm12
	vfmaddsub213ps	%ymm9, %ymm7, %ymm4
	vfmaddsub213ps	%ymm4, %ymm15, %ymm11
	vfmaddsub213ps	%ymm1, %ymm15, %ymm0
	vfmaddsub213ps	%ymm4, %ymm13, %ymm3
	vfmaddsub213ps	128(%rbp,%r13,8), %xmm10, %xmm2
	vfmaddsub213ps	-2147483648, %xmm13, %xmm0
	vfmaddsub213ps	(%r12,%r15), %xmm11, %xmm14
	vfmaddsub213ps	(%r14,%r12,8), %xmm11, %xmm12
	vfmaddsub213ps	%xmm8, %xmm6, %xmm10
	vfmaddsub213ps	%xmm4, %xmm2, %xmm0
	vfmaddsub213ps	%xmm14, %xmm10, %xmm14
	vfmaddsub213ps	%xmm13, %xmm12, %xmm13
	vfmaddsub231pd	128(%rdx), %ymm14, %ymm13
	vfmaddsub231pd	%gs:2147483647(%r14), %ymm11, %ymm12
	vfmaddsub231pd	(%rip), %ymm7, %ymm15
	vfmaddsub231pd	-1(%r10), %ymm12, %ymm9
	vfmaddsub231pd	%ymm0, %ymm4, %ymm2
	vfmaddsub231pd	%ymm6, %ymm2, %ymm13
	vfmaddsub231pd	%ymm2, %ymm13, %ymm12
	vfmaddsub231pd	%ymm13, %ymm12, %ymm10
	vfmaddsub231pd	-2147483648(,%rbx,8), %xmm2, %xmm12
	vfmaddsub231pd	-2147483648(%r9,%rbp,4), %xmm12, %xmm14
	vfmaddsub231pd	%fs:-1(%rbp,%r10,4), %xmm1, %xmm3
	vfmaddsub231pd	127(%r11), %xmm4, %xmm0
	vfmaddsub231pd	%xmm5, %xmm11, %xmm6
	vfmaddsub231pd	%xmm0, %xmm10, %xmm15
	vfmaddsub231pd	%xmm14, %xmm12, %xmm9
	vfmaddsub231pd	%xmm14, %xmm8, %xmm1
	vfmaddsub231ps	(%r10,%rbp,4), %ymm9, %ymm2
	vfmaddsub231ps	%fs:(%rsi), %ymm9, %ymm11
	vfmaddsub231ps	%gs:-128(%r8,%rax), %ymm0, %ymm14
	vfmaddsub231ps	-129(%r11,%r9,2), %ymm11, %ymm7
	vfmaddsub231ps	%ymm0, %ymm6, %ymm10
	vfmaddsub231ps	%ymm12, %ymm7, %ymm13
	vfmaddsub231ps	%ymm10, %ymm12, %ymm10
	vfmaddsub231ps	%ymm13, %ymm1, %ymm14
	vfmaddsub231ps	2147483647(%r9), %xmm7, %xmm13
	vfmaddsub231ps	(%rax,%rdx,4), %xmm12, %xmm15
	vfmaddsub231ps	127(%r14,%rbx,8), %xmm14, %xmm7
	vfmaddsub231ps	%gs:(%r14), %xmm8, %xmm1
	vfmaddsub231ps	%xmm10, %xmm12, %xmm8
	vfmaddsub231ps	%xmm1, %xmm12, %xmm8
	vfmaddsub231ps	%xmm12, %xmm11, %xmm10
	vfmaddsub231ps	%xmm10, %xmm15, %xmm12
	vfmaddsubpd	%ymm5, %gs:(%rdx,%r8), %ymm13, %ymm13
	vfmaddsubpd	%ymm15, 1, %ymm6, %ymm5
	vfmaddsubpd	%ymm6, %gs:128(,%r12,4), %ymm7, %ymm12
	vfmaddsubpd	%ymm12, -128(%rdi), %ymm0, %ymm13
	vfmaddsubpd	1(%rip), %ymm0, %ymm6, %ymm6
	vfmaddsubpd	-128(%r9,%r13,8), %ymm15, %ymm15, %ymm8
	vfmaddsubpd	-128(%rax,%rdx), %ymm2, %ymm14, %ymm5
	vfmaddsubpd	(%r14,%r14,8), %ymm8, %ymm14, %ymm9
	vfmaddsubpd	%ymm1, %ymm11, %ymm12, %ymm2
	vfmaddsubpd	%ymm14, %ymm8, %ymm0, %ymm5
	vfmaddsubpd	%ymm7, %ymm2, %ymm5, %ymm13
	vfmaddsubpd	%ymm10, %ymm12, %ymm1, %ymm7
	vfmaddsubpd	%xmm14, -2147483648(%rip), %xmm0, %xmm1
	vfmaddsubpd	%xmm2, -1(%r12), %xmm12, %xmm9
	vfmaddsubpd	%xmm14, (%r13), %xmm4, %xmm14
	vfmaddsubpd	%xmm15, -129(%r13,%r9,4), %xmm10, %xmm5
	vfmaddsubpd	%fs:2147483647(%rip), %xmm6, %xmm10, %xmm5
	vfmaddsubpd	-128(%r11), %xmm11, %xmm2, %xmm9
	vfmaddsubpd	127(%rdi), %xmm0, %xmm12, %xmm13
	vfmaddsubpd	%fs:127(%r10), %xmm15, %xmm8, %xmm9
	vfmaddsubpd	%xmm10, %xmm6, %xmm0, %xmm2
	vfmaddsubpd	%xmm3, %xmm4, %xmm15, %xmm10
	vfmaddsubpd	%xmm3, %xmm14, %xmm7, %xmm10
	vfmaddsubpd	%xmm12, %xmm4, %xmm0, %xmm12
	vfmaddsubps	%ymm1, -129(%r9), %ymm14, %ymm13
	vfmaddsubps	%ymm15, -1(,%rcx), %ymm10, %ymm12
	vfmaddsubps	%ymm15, 127(%r8,%r12,4), %ymm8, %ymm10
	vfmaddsubps	%ymm13, %gs:-128(%r8,%r9,8), %ymm1, %ymm2
	vfmaddsubps	2147483647(%r8,%rdi,8), %ymm15, %ymm15, %ymm3
	vfmaddsubps	%fs:-129(%rcx,%r12,4), %ymm14, %ymm15, %ymm0
	vfmaddsubps	%gs:-128(,%r8,8), %ymm11, %ymm11, %ymm2
	vfmaddsubps	-129(%r8,%r14,4), %ymm7, %ymm11, %ymm15
	vfmaddsubps	%ymm8, %ymm9, %ymm5, %ymm9
	vfmaddsubps	%ymm7, %ymm6, %ymm1, %ymm0
	vfmaddsubps	%ymm9, %ymm11, %ymm14, %ymm12
	vfmaddsubps	%ymm11, %ymm9, %ymm15, %ymm11
	vfmaddsubps	%xmm15, 128(%rax), %xmm7, %xmm4
	vfmaddsubps	%xmm15, %gs:-129(,%r12,4), %xmm12, %xmm12
	vfmaddsubps	%xmm11, 127(%rsp,%rcx,2), %xmm12, %xmm3
	vfmaddsubps	%xmm4, -128(%rcx), %xmm8, %xmm3
	vfmaddsubps	-2147483648(%r11), %xmm11, %xmm11, %xmm14
	vfmaddsubps	-1, %xmm4, %xmm14, %xmm10
	vfmaddsubps	-129, %xmm7, %xmm9, %xmm3
	vfmaddsubps	1, %xmm1, %xmm11, %xmm0
	vfmaddsubps	%xmm12, %xmm11, %xmm13, %xmm14
	vfmaddsubps	%xmm8, %xmm7, %xmm5, %xmm10
	vfmaddsubps	%xmm6, %xmm10, %xmm6, %xmm4
	vfmaddsubps	%xmm4, %xmm3, %xmm5, %xmm1
	vfmsub132pd	-2147483648(%rbx,%r11,4), %ymm12, %ymm6
	vfmsub132pd	(%rcx,%rcx,2), %ymm0, %ymm13
	vfmsub132pd	127(%r15), %ymm7, %ymm5
	vfmsub132pd	%fs:-128(%rbx,%r15), %ymm5, %ymm1
	vfmsub132pd	%ymm5, %ymm7, %ymm14
	vfmsub132pd	%ymm5, %ymm8, %ymm15
	vfmsub132pd	%ymm13, %ymm10, %ymm3
	vfmsub132pd	%ymm3, %ymm8, %ymm2
	vfmsub132pd	-129(%rdi), %xmm2, %xmm3
	vfmsub132pd	127(%r13,%r14,8), %xmm10, %xmm7
	vfmsub132pd	(%r8,%r11), %xmm4, %xmm1
	vfmsub132pd	1(%r13,%r12,2), %xmm14, %xmm2
	vfmsub132pd	%xmm1, %xmm1, %xmm4
	vfmsub132pd	%xmm13, %xmm12, %xmm7
	vfmsub132pd	%xmm14, %xmm2, %xmm3
	vfmsub132pd	%xmm14, %xmm0, %xmm12
	vfmsub132ps	2147483647(%rsp), %ymm11, %ymm9
	vfmsub132ps	-129, %ymm12, %ymm13
	vfmsub132ps	2147483647(%r11), %ymm7, %ymm2
	vfmsub132ps	%gs:-129(,%rax,2), %ymm10, %ymm7
	vfmsub132ps	%ymm0, %ymm12, %ymm5
	vfmsub132ps	%ymm12, %ymm10, %ymm10
	vfmsub132ps	%ymm5, %ymm15, %ymm7
	vfmsub132ps	%ymm3, %ymm0, %ymm5
	vfmsub132ps	-2147483648(%rdx,%rsi,8), %xmm7, %xmm2
	vfmsub132ps	-1(%rsp), %xmm11, %xmm12
	vfmsub132ps	-2147483648(%rsp), %xmm1, %xmm7
	vfmsub132ps	%gs:-128(,%rdx,2), %xmm13, %xmm15
	vfmsub132ps	%xmm11, %xmm8, %xmm13
	vfmsub132ps	%xmm9, %xmm12, %xmm0
	vfmsub132ps	%xmm15, %xmm6, %xmm4
	vfmsub132ps	%xmm13, %xmm2, %xmm5
	vfmsub132sd	%fs:0, %xmm3, %xmm1
	vfmsub132sd	(%r9,%r12), %xmm7, %xmm1
	vfmsub132sd	128(%rsp), %xmm14, %xmm15
	vfmsub132sd	-2147483648(%rbp,%r10,2), %xmm6, %xmm2
	vfmsub132sd	%xmm0, %xmm10, %xmm3
	vfmsub132sd	%xmm10, %xmm13, %xmm2
	vfmsub132sd	%xmm11, %xmm2, %xmm0
	vfmsub132sd	%xmm1, %xmm12, %xmm2
	vfmsub132ss	%gs:-129(%rip), %xmm3, %xmm1
	vfmsub132ss	128(%rsi), %xmm8, %xmm9
	vfmsub132ss	-2147483648(%r8), %xmm8, %xmm13
	vfmsub132ss	1(,%r11,4), %xmm1, %xmm13
	vfmsub132ss	%xmm5, %xmm10, %xmm12
	vfmsub132ss	%xmm4, %xmm12, %xmm7
	vfmsub132ss	%xmm3, %xmm6, %xmm8
	vfmsub132ss	%xmm12, %xmm15, %xmm3
	vfmsub213pd	128(%r10,%r9,8), %ymm13, %ymm1
	vfmsub213pd	2147483647(%rsi,%r10,8), %ymm6, %ymm13
	vfmsub213pd	-1(%r11,%r9), %ymm0, %ymm5
	vfmsub213pd	%gs:127(%rip), %ymm6, %ymm14
	vfmsub213pd	%ymm6, %ymm0, %ymm14
	vfmsub213pd	%ymm2, %ymm6, %ymm15
	vfmsub213pd	%ymm12, %ymm7, %ymm15
	vfmsub213pd	%ymm6, %ymm15, %ymm6
	vfmsub213pd	1, %xmm5, %xmm14
	vfmsub213pd	-129(%r10,%rdx,4), %xmm12, %xmm15
	vfmsub213pd	%gs:-1(%rcx,%r9,2), %xmm3, %xmm1
	vfmsub213pd	128(,%rbx,8), %xmm0, %xmm8
	vfmsub213pd	%xmm15, %xmm2, %xmm11
	vfmsub213pd	%xmm6, %xmm5, %xmm7
	vfmsub213pd	%xmm4, %xmm7, %xmm3
	vfmsub213pd	%xmm9, %xmm5, %xmm7
	vfmsub213ps	(%r14,%r14,8), %ymm9, %ymm5
	vfmsub213ps	(%rsp,%rbx,4), %ymm11, %ymm9
	vfmsub213ps	-129(%rbp), %ymm10, %ymm0
	vfmsub213ps	(,%rdx,4), %ymm12, %ymm7
	vfmsub213ps	%ymm11, %ymm0, %ymm0
	vfmsub213ps	%ymm8, %ymm1, %ymm5
	vfmsub213ps	%ymm1, %ymm12, %ymm10
	vfmsub213ps	%ymm6, %ymm13, %ymm15
	vfmsub213ps	128(%r13), %xmm5, %xmm5
	vfmsub213ps	%fs:-128(%r14,%r12), %xmm2, %xmm1
	vfmsub213ps	-1, %xmm11, %xmm14
	vfmsub213ps	127(%rdx), %xmm14, %xmm7
	vfmsub213ps	%xmm9, %xmm13, %xmm2
	vfmsub213ps	%xmm1, %xmm4, %xmm10
	vfmsub213ps	%xmm8, %xmm8, %xmm15
	vfmsub213ps	%xmm0, %xmm15, %xmm2
	vfmsub213sd	%gs:127, %xmm8, %xmm6
	vfmsub213sd	(%rip), %xmm9, %xmm0
	vfmsub213sd	-2147483648, %xmm14, %xmm7
	vfmsub213sd	%gs:-2147483648(%rbp,%r8), %xmm0, %xmm15
	vfmsub213sd	%xmm9, %xmm7, %xmm14
	vfmsub213sd	%xmm6, %xmm4, %xmm10
	vfmsub213sd	%xmm5, %xmm14, %xmm7
	vfmsub213sd	%xmm15, %xmm10, %xmm7
	vfmsub213ss	127(%rdx,%r14), %xmm10, %xmm4
	vfmsub213ss	%gs:127(%rcx), %xmm3, %xmm8
	vfmsub213ss	1(%rip), %xmm4, %xmm6
	vfmsub213ss	128(,%r12,4), %xmm11, %xmm4
	vfmsub213ss	%xmm1, %xmm9, %xmm13
	vfmsub213ss	%xmm9, %xmm9, %xmm8
	vfmsub213ss	%xmm10, %xmm9, %xmm12
	vfmsub213ss	%xmm6, %xmm6, %xmm2
	vfmsub231pd	-129(%rsp,%r13,8), %ymm7, %ymm12
	vfmsub231pd	%gs:1, %ymm2, %ymm0
	vfmsub231pd	-129(%r11,%rbx,4), %ymm3, %ymm11
	vfmsub231pd	-2147483648(%rbx), %ymm6, %ymm6
	vfmsub231pd	%ymm11, %ymm8, %ymm12
	vfmsub231pd	%ymm14, %ymm4, %ymm7
	vfmsub231pd	%ymm9, %ymm7, %ymm11
	vfmsub231pd	%ymm15, %ymm6, %ymm7
	vfmsub231pd	-128(%rbp,%r11,2), %xmm9, %xmm13
	vfmsub231pd	-129(%rbx), %xmm13, %xmm2
	vfmsub231pd	128, %xmm15, %xmm9
	vfmsub231pd	-129(%r9,%r13,8), %xmm14, %xmm7
	vfmsub231pd	%xmm14, %xmm3, %xmm13
	vfmsub231pd	%xmm2, %xmm11, %xmm4
	vfmsub231pd	%xmm10, %xmm12, %xmm11
	vfmsub231pd	%xmm15, %xmm6, %xmm10
	vfmsub231ps	%fs:-2147483648(%r14), %ymm13, %ymm14
	vfmsub231ps	-128(%r8,%rdi,2), %ymm9, %ymm7
	vfmsub231ps	2147483647(%rbx), %ymm10, %ymm1
	vfmsub231ps	1(,%rdx,2), %ymm1, %ymm4
	vfmsub231ps	%ymm13, %ymm2, %ymm10
	vfmsub231ps	%ymm8, %ymm1, %ymm14
	vfmsub231ps	%ymm9, %ymm8, %ymm11
	vfmsub231ps	%ymm15, %ymm6, %ymm0
	vfmsub231ps	-2147483648(%rdx,%r11,8), %xmm5, %xmm9
	vfmsub231ps	-129(%rip), %xmm2, %xmm11
	vfmsub231ps	-129(%rdi), %xmm4, %xmm10
	vfmsub231ps	-129, %xmm4, %xmm7
	vfmsub231ps	%xmm8, %xmm7, %xmm5
	vfmsub231ps	%xmm5, %xmm14, %xmm4
	vfmsub231ps	%xmm10, %xmm10, %xmm13
	vfmsub231ps	%xmm6, %xmm8, %xmm0
	vfmsub231sd	128(%r10), %xmm15, %xmm5
	vfmsub231sd	%fs:-129(,%r13,8), %xmm13, %xmm6
	vfmsub231sd	-128(%rsi), %xmm1, %xmm15
	vfmsub231sd	1(%rbp), %xmm1, %xmm10
	vfmsub231sd	%xmm7, %xmm11, %xmm13
	vfmsub231sd	%xmm15, %xmm3, %xmm3
	vfmsub231sd	%xmm15, %xmm8, %xmm3
	vfmsub231sd	%xmm7, %xmm8, %xmm13
	vfmsub231ss	(%r13), %xmm12, %xmm13
	vfmsub231ss	-1(%r8), %xmm15, %xmm6
	vfmsub231ss	1(%rax,%rcx,8), %xmm7, %xmm8
	vfmsub231ss	%gs:1(%rcx), %xmm7, %xmm13
	vfmsub231ss	%xmm12, %xmm5, %xmm2
	vfmsub231ss	%xmm1, %xmm5, %xmm7
	vfmsub231ss	%xmm13, %xmm6, %xmm5
	vfmsub231ss	%xmm1, %xmm9, %xmm2
	vfmsubadd132pd	-128(%r9), %ymm9, %ymm15
	vfmsubadd132pd	-1(%rdi,%rdi,8), %ymm10, %ymm3
	vfmsubadd132pd	%gs:(%r13,%rdi,4), %ymm2, %ymm3
	vfmsubadd132pd	(%rbx), %ymm6, %ymm0
	vfmsubadd132pd	%ymm14, %ymm6, %ymm13
	vfmsubadd132pd	%ymm3, %ymm11, %ymm1
	vfmsubadd132pd	%ymm10, %ymm0, %ymm4
	vfmsubadd132pd	%ymm3, %ymm5, %ymm12
	vfmsubadd132pd	1(%r14,%rbx,4), %xmm0, %xmm3
	vfmsubadd132pd	2147483647(%r8,%rdx), %xmm2, %xmm1
	vfmsubadd132pd	%fs:1(,%r9), %xmm3, %xmm0
	vfmsubadd132pd	128(%rdi,%rsi,4), %xmm1, %xmm6
	vfmsubadd132pd	%xmm9, %xmm7, %xmm8
	vfmsubadd132pd	%xmm3, %xmm8, %xmm5
	vfmsubadd132pd	%xmm1, %xmm3, %xmm10
	vfmsubadd132pd	%xmm7, %xmm7, %xmm3
	vfmsubadd132ps	-1(%r10,%rdi,4), %ymm0, %ymm2
	vfmsubadd132ps	-2147483648(%r14), %ymm8, %ymm7
	vfmsubadd132ps	1, %ymm7, %ymm8
	vfmsubadd132ps	2147483647, %ymm15, %ymm5
	vfmsubadd132ps	%ymm4, %ymm6, %ymm15
	vfmsubadd132ps	%ymm8, %ymm8, %ymm9
	vfmsubadd132ps	%ymm5, %ymm1, %ymm11
	vfmsubadd132ps	%ymm0, %ymm11, %ymm1
	vfmsubadd132ps	127(%r9), %xmm9, %xmm11
	vfmsubadd132ps	-2147483648(%r14), %xmm3, %xmm4
	vfmsubadd132ps	127(%rsi,%rdx,8), %xmm12, %xmm12
	vfmsubadd132ps	-129(%r10,%rbp,4), %xmm3, %xmm4
	vfmsubadd132ps	%xmm11, %xmm15, %xmm3
	vfmsubadd132ps	%xmm7, %xmm0, %xmm1
	vfmsubadd132ps	%xmm9, %xmm2, %xmm15
	vfmsubadd132ps	%xmm5, %xmm7, %xmm12
	vfmsubadd213pd	2147483647(%rbp,%r13), %ymm12, %ymm15
	vfmsubadd213pd	(%rdx,%rcx), %ymm13, %ymm8
	vfmsubadd213pd	-2147483648(%rsp,%r9), %ymm6, %ymm10
	vfmsubadd213pd	-128(%rsp,%r12,8), %ymm8, %ymm2
	vfmsubadd213pd	%ymm2, %ymm11, %ymm15
	vfmsubadd213pd	%ymm13, %ymm15, %ymm0
	vfmsubadd213pd	%ymm10, %ymm15, %ymm12
	vfmsubadd213pd	%ymm11, %ymm15, %ymm0
	vfmsubadd213pd	%fs:-128, %xmm2, %xmm0
	vfmsubadd213pd	2147483647(%rax,%rbx,2), %xmm4, %xmm1
	vfmsubadd213pd	1(,%r13,2), %xmm10, %xmm14
	vfmsubadd213pd	127(%r11,%rbx,8), %xmm9, %xmm0
	vfmsubadd213pd	%xmm8, %xmm1, %xmm14
	vfmsubadd213pd	%xmm12, %xmm3, %xmm7
	vfmsubadd213pd	%xmm13, %xmm8, %xmm11
	vfmsubadd213pd	%xmm3, %xmm3, %xmm7
	vfmsubadd213ps	-128(%rsi,%rdi), %ymm10, %ymm11
	vfmsubadd213ps	-128(%r15), %ymm10, %ymm9
	vfmsubadd213ps	-2147483648(%r11), %ymm3, %ymm4
	vfmsubadd213ps	-128(%rbx), %ymm0, %ymm0
	vfmsubadd213ps	%ymm14, %ymm7, %ymm3
	vfmsubadd213ps	%ymm9, %ymm3, %ymm10
	vfmsubadd213ps	%ymm14, %ymm10, %ymm6
	vfmsubadd213ps	%ymm4, %ymm4, %ymm1
	vfmsubadd213ps	%fs:-129(%rbp,%rbp), %xmm12, %xmm1
	vfmsubadd213ps	%gs:128(%rdx), %xmm14, %xmm8
	vfmsubadd213ps	-1(%rsp,%r14,8), %xmm14, %xmm12
	vfmsubadd213ps	1(%r14), %xmm14, %xmm15
	vfmsubadd213ps	%xmm12, %xmm5, %xmm10
	vfmsubadd213ps	%xmm7, %xmm11, %xmm1
	vfmsubadd213ps	%xmm2, %xmm0, %xmm9
	vfmsubadd213ps	%xmm15, %xmm3, %xmm7
	vfmsubadd231pd	0, %ymm7, %ymm13
	vfmsubadd231pd	-2147483648(%rip), %ymm14, %ymm6
	vfmsubadd231pd	1(%r15,%r14,2), %ymm15, %ymm11
	vfmsubadd231pd	2147483647, %ymm6, %ymm6
	vfmsubadd231pd	%ymm10, %ymm6, %ymm7
	vfmsubadd231pd	%ymm12, %ymm3, %ymm9
	vfmsubadd231pd	%ymm0, %ymm11, %ymm14
	vfmsubadd231pd	%ymm13, %ymm7, %ymm5
	vfmsubadd231pd	(%rip), %xmm0, %xmm15
	vfmsubadd231pd	-128(%r12,%r11,8), %xmm1, %xmm11
	vfmsubadd231pd	128(%rdi,%rdi), %xmm2, %xmm6
	vfmsubadd231pd	(%rcx), %xmm11, %xmm14
	vfmsubadd231pd	%xmm0, %xmm9, %xmm1
	vfmsubadd231pd	%xmm11, %xmm8, %xmm4
	vfmsubadd231pd	%xmm13, %xmm14, %xmm2
	vfmsubadd231pd	%xmm2, %xmm1, %xmm15
	vfmsubadd231ps	-1(%rdi), %ymm3, %ymm9
	vfmsubadd231ps	1(%rbx,%r10,8), %ymm1, %ymm3
	vfmsubadd231ps	-1(%r8), %ymm15, %ymm5
	vfmsubadd231ps	128(%r10,%rsi,2), %ymm11, %ymm2
	vfmsubadd231ps	%ymm5, %ymm9, %ymm5
	vfmsubadd231ps	%ymm5, %ymm4, %ymm12
	vfmsubadd231ps	%ymm11, %ymm5, %ymm8
	vfmsubadd231ps	%ymm7, %ymm13, %ymm6
	vfmsubadd231ps	128(%rax,%rdi,8), %xmm3, %xmm4
	vfmsubadd231ps	1(%r8), %xmm14, %xmm8
	vfmsubadd231ps	%gs:-128, %xmm0, %xmm7
	vfmsubadd231ps	-1(%rcx), %xmm6, %xmm12
	vfmsubadd231ps	%xmm1, %xmm10, %xmm2
	vfmsubadd231ps	%xmm4, %xmm4, %xmm3
	vfmsubadd231ps	%xmm6, %xmm14, %xmm13
	vfmsubadd231ps	%xmm9, %xmm3, %xmm7
	vfmsubaddpd	%ymm11, -2147483648(%r13,%r11,4), %ymm7, %ymm1
	vfmsubaddpd	%ymm4, 0, %ymm11, %ymm11
	vfmsubaddpd	%ymm5, 128, %ymm15, %ymm8
	vfmsubaddpd	%ymm3, %gs:127(%r11,%rdx), %ymm0, %ymm3
	vfmsubaddpd	-128, %ymm5, %ymm12, %ymm7
	vfmsubaddpd	%gs:-1(%rdi), %ymm4, %ymm8, %ymm15
	vfmsubaddpd	%gs:-129(%rbx,%r8), %ymm15, %ymm4, %ymm2
	vfmsubaddpd	-129(%r12), %ymm6, %ymm12, %ymm1
	vfmsubaddpd	%ymm1, %ymm14, %ymm13, %ymm2
	vfmsubaddpd	%ymm10, %ymm5, %ymm10, %ymm5
	vfmsubaddpd	%ymm4, %ymm7, %ymm6, %ymm5
	vfmsubaddpd	%ymm3, %ymm7, %ymm4, %ymm6
	vfmsubaddpd	%xmm12, 1(%rcx), %xmm8, %xmm4
	vfmsubaddpd	%xmm3, -129(%rdx,%rsi,8), %xmm7, %xmm1
	vfmsubaddpd	%xmm4, 1(%r11), %xmm7, %xmm5
	vfmsubaddpd	%xmm12, %fs:-1(%r12), %xmm1, %xmm5
	vfmsubaddpd	127(%rsp), %xmm14, %xmm5, %xmm11
	vfmsubaddpd	-2147483648(%rdx,%rax), %xmm5, %xmm12, %xmm3
	vfmsubaddpd	-128, %xmm1, %xmm1, %xmm11
	vfmsubaddpd	-1(%r14), %xmm4, %xmm12, %xmm14
	vfmsubaddpd	%xmm15, %xmm4, %xmm4, %xmm13
	vfmsubaddpd	%xmm15, %xmm13, %xmm4, %xmm9
	vfmsubaddpd	%xmm12, %xmm13, %xmm13, %xmm15
	vfmsubaddpd	%xmm12, %xmm10, %xmm0, %xmm6
	vfmsubaddps	%ymm8, -1(%rcx), %ymm1, %ymm4
	vfmsubaddps	%ymm9, 128(%rip), %ymm14, %ymm2
	vfmsubaddps	%ymm3, (%rip), %ymm5, %ymm3
	vfmsubaddps	%ymm15, (%r13,%r9), %ymm3, %ymm2
	vfmsubaddps	-128, %ymm7, %ymm11, %ymm13
	vfmsubaddps	-129(%rcx), %ymm6, %ymm11, %ymm9
	vfmsubaddps	%gs:127(%r13,%rdx,8), %ymm12, %ymm13, %ymm5
	vfmsubaddps	%fs:-1(%rsp,%r15,2), %ymm14, %ymm5, %ymm10
	vfmsubaddps	%ymm6, %ymm3, %ymm1, %ymm3
	vfmsubaddps	%ymm4, %ymm1, %ymm8, %ymm13
	vfmsubaddps	%ymm3, %ymm3, %ymm7, %ymm14
	vfmsubaddps	%ymm6, %ymm0, %ymm13, %ymm1
	vfmsubaddps	%xmm13, 1(%r12,%r11,2), %xmm13, %xmm0
	vfmsubaddps	%xmm1, %fs:127(%r11), %xmm8, %xmm6
	vfmsubaddps	%xmm1, -128(%rdi), %xmm0, %xmm8
	vfmsubaddps	%xmm5, %fs:2147483647(,%r15,8), %xmm4, %xmm14
	vfmsubaddps	127(%r11,%rdx,2), %xmm9, %xmm1, %xmm13
	vfmsubaddps	%fs:127(%r11), %xmm7, %xmm6, %xmm12
	vfmsubaddps	%fs:2147483647(%r11,%rdx,8), %xmm11, %xmm6, %xmm5
	vfmsubaddps	-129(%r15,%rbx), %xmm13, %xmm13, %xmm9
	vfmsubaddps	%xmm5, %xmm14, %xmm3, %xmm8
	vfmsubaddps	%xmm15, %xmm1, %xmm2, %xmm6
	vfmsubaddps	%xmm15, %xmm8, %xmm5, %xmm10
	vfmsubaddps	%xmm14, %xmm8, %xmm1, %xmm4
	vfmsubpd	%ymm3, 2147483647(%rbp,%rbx), %ymm14, %ymm12
	vfmsubpd	%ymm8, 127(%rdx,%rdx,2), %ymm7, %ymm0
	vfmsubpd	%ymm15, -2147483648(%r10,%r12,4), %ymm7, %ymm12
	vfmsubpd	%ymm15, -128, %ymm1, %ymm12
	vfmsubpd	-128(%rax,%r11,4), %ymm13, %ymm13, %ymm13
	vfmsubpd	-128(,%r8,2), %ymm6, %ymm4, %ymm6
	vfmsubpd	%fs:1(%rbx,%rsi), %ymm1, %ymm4, %ymm5
	vfmsubpd	128(%rcx,%r11,8), %ymm11, %ymm13, %ymm13
	vfmsubpd	%ymm11, %ymm15, %ymm8, %ymm2
	vfmsubpd	%ymm3, %ymm1, %ymm9, %ymm14
	vfmsubpd	%ymm13, %ymm15, %ymm3, %ymm4
	vfmsubpd	%ymm1, %ymm5, %ymm8, %ymm15
	vfmsubpd	%xmm4, (%r8), %xmm6, %xmm7
	vfmsubpd	%xmm9, 127(%r12,%rsi,8), %xmm12, %xmm13
	vfmsubpd	%xmm8, -128(%rcx), %xmm13, %xmm2
	vfmsubpd	%xmm9, 127(%rip), %xmm15, %xmm6
	vfmsubpd	-1(%rdi), %xmm1, %xmm11, %xmm1
	vfmsubpd	%fs:-1, %xmm14, %xmm9, %xmm0
	vfmsubpd	%gs:1(%rbx), %xmm8, %xmm1, %xmm0
	vfmsubpd	%fs:(%rdx,%rbx,8), %xmm1, %xmm10, %xmm14
	vfmsubpd	%xmm3, %xmm0, %xmm7, %xmm13
	vfmsubpd	%xmm5, %xmm1, %xmm14, %xmm13
	vfmsubpd	%xmm0, %xmm12, %xmm1, %xmm11
	vfmsubpd	%xmm1, %xmm10, %xmm3, %xmm3
	vfmsubps	%ymm3, -129(%r15), %ymm12, %ymm15
	vfmsubps	%ymm8, -2147483648(,%rax,4), %ymm6, %ymm0
	vfmsubps	%ymm0, 1(%rsp), %ymm11, %ymm13
	vfmsubps	%ymm15, 1(%rax), %ymm15, %ymm15
	vfmsubps	%gs:2147483647(%rcx), %ymm3, %ymm13, %ymm3
	vfmsubps	-2147483648(%rbp), %ymm2, %ymm2, %ymm15
	vfmsubps	127(%rcx), %ymm2, %ymm12, %ymm14
	vfmsubps	-2147483648(,%rbp), %ymm9, %ymm4, %ymm13
	vfmsubps	%ymm6, %ymm3, %ymm6, %ymm7
	vfmsubps	%ymm14, %ymm2, %ymm2, %ymm10
	vfmsubps	%ymm0, %ymm3, %ymm12, %ymm15
	vfmsubps	%ymm14, %ymm11, %ymm15, %ymm9
	vfmsubps	%xmm13, %gs:(%rsi,%r12), %xmm2, %xmm9
	vfmsubps	%xmm4, %fs:-2147483648(,%rcx,4), %xmm12, %xmm0
	vfmsubps	%xmm4, 2147483647(%r15), %xmm8, %xmm0
	vfmsubps	%xmm14, -1(%r12), %xmm10, %xmm15
	vfmsubps	-1(%rdi), %xmm15, %xmm14, %xmm2
	vfmsubps	%gs:-129(%r10,%r14,8), %xmm1, %xmm1, %xmm14
	vfmsubps	%gs:-2147483648(%rbp), %xmm5, %xmm9, %xmm15
	vfmsubps	%fs:1(%rcx,%r12,8), %xmm8, %xmm14, %xmm9
	vfmsubps	%xmm13, %xmm6, %xmm12, %xmm10
	vfmsubps	%xmm0, %xmm0, %xmm13, %xmm10
	vfmsubps	%xmm5, %xmm3, %xmm14, %xmm10
	vfmsubps	%xmm0, %xmm2, %xmm0, %xmm8
	vfmsubsd	%xmm11, -1(%rsp,%r9,4), %xmm5, %xmm2
	vfmsubsd	%xmm11, %gs:(,%r13,8), %xmm0, %xmm8
	vfmsubsd	%xmm15, 128(%r10), %xmm1, %xmm14
	vfmsubsd	%xmm14, %fs:127(%r15,%r8,4), %xmm12, %xmm11
	vfmsubsd	(%r11,%r11,2), %xmm11, %xmm0, %xmm4
	vfmsubsd	-129(%rcx,%r10,8), %xmm5, %xmm14, %xmm11
	vfmsubsd	128(,%rdx), %xmm6, %xmm5, %xmm5
	vfmsubsd	-128(%rbp,%r14,2), %xmm10, %xmm1, %xmm9
	vfmsubsd	%xmm9, %xmm1, %xmm0, %xmm10
	vfmsubsd	%xmm8, %xmm3, %xmm6, %xmm13
	vfmsubsd	%xmm11, %xmm1, %xmm6, %xmm1
	vfmsubsd	%xmm7, %xmm6, %xmm10, %xmm1
	vfmsubss	%xmm3, -128(%rbp), %xmm5, %xmm1
	vfmsubss	%xmm15, %gs:127(%r10,%r11,8), %xmm1, %xmm10
	vfmsubss	%xmm7, -1(%rdi,%rbp), %xmm5, %xmm6
	vfmsubss	%xmm9, -129(%r11), %xmm3, %xmm5
	vfmsubss	-128(%r14), %xmm6, %xmm0, %xmm12
	vfmsubss	%fs:-1(%r13), %xmm5, %xmm10, %xmm8
	vfmsubss	%gs:-2147483648(%r15,%r8,2), %xmm0, %xmm1, %xmm7
	vfmsubss	-2147483648(%rsp), %xmm5, %xmm3, %xmm12
	vfmsubss	%xmm11, %xmm7, %xmm11, %xmm7
	vfmsubss	%xmm1, %xmm9, %xmm13, %xmm12
	vfmsubss	%xmm9, %xmm2, %xmm7, %xmm6
	vfmsubss	%xmm1, %xmm0, %xmm3, %xmm15
	vfnmadd132pd	(%rdi,%rax), %ymm2, %ymm2
	vfnmadd132pd	%gs:-2147483648(%r8), %ymm11, %ymm8
	vfnmadd132pd	%gs:1(%r9,%r11,4), %ymm9, %ymm7
	vfnmadd132pd	%gs:-129(%r14), %ymm12, %ymm5
	vfnmadd132pd	%ymm1, %ymm8, %ymm3
	vfnmadd132pd	%ymm6, %ymm9, %ymm13
	vfnmadd132pd	%ymm1, %ymm10, %ymm0
	vfnmadd132pd	%ymm11, %ymm2, %ymm13
	vfnmadd132pd	1(%rsi,%rbp,8), %xmm0, %xmm2
	vfnmadd132pd	(%r11,%rbp,2), %xmm15, %xmm10
	vfnmadd132pd	1(%r14), %xmm11, %xmm9
	vfnmadd132pd	(%rbx), %xmm15, %xmm12
	vfnmadd132pd	%xmm14, %xmm14, %xmm5
	vfnmadd132pd	%xmm2, %xmm8, %xmm4
	vfnmadd132pd	%xmm14, %xmm3, %xmm2
	vfnmadd132pd	%xmm7, %xmm0, %xmm8
	vfnmadd132ps	1(%r10,%r15,4), %ymm6, %ymm10
	vfnmadd132ps	-2147483648(,%r14,4), %ymm1, %ymm12
	vfnmadd132ps	1(%rbp,%r11,8), %ymm7, %ymm6
	vfnmadd132ps	127, %ymm8, %ymm14
	vfnmadd132ps	%ymm1, %ymm7, %ymm7
	vfnmadd132ps	%ymm2, %ymm9, %ymm9
	vfnmadd132ps	%ymm8, %ymm2, %ymm15
	vfnmadd132ps	%ymm3, %ymm2, %ymm4
	vfnmadd132ps	-2147483648(%rip), %xmm2, %xmm0
	vfnmadd132ps	%fs:-1, %xmm14, %xmm8
	vfnmadd132ps	%fs:2147483647(%rip), %xmm11, %xmm15
	vfnmadd132ps	(%r15,%rbp,4), %xmm7, %xmm9
	vfnmadd132ps	%xmm6, %xmm3, %xmm3
	vfnmadd132ps	%xmm5, %xmm7, %xmm15
	vfnmadd132ps	%xmm0, %xmm8, %xmm9
	vfnmadd132ps	%xmm7, %xmm10, %xmm9
	vfnmadd132sd	-128(%r12,%r11,4), %xmm0, %xmm3
	vfnmadd132sd	%fs:-129(%r8,%rdi,8), %xmm13, %xmm4
	vfnmadd132sd	%fs:-2147483648(%rip), %xmm14, %xmm2
	vfnmadd132sd	127(%rbx,%r8,4), %xmm5, %xmm8
	vfnmadd132sd	%xmm0, %xmm12, %xmm9
	vfnmadd132sd	%xmm1, %xmm15, %xmm15
	vfnmadd132sd	%xmm4, %xmm12, %xmm0
	vfnmadd132sd	%xmm11, %xmm14, %xmm13
	vfnmadd132ss	%gs:-129(%rbx,%r8), %xmm13, %xmm15
	vfnmadd132ss	-1, %xmm8, %xmm7
	vfnmadd132ss	2147483647(%rax,%r9,4), %xmm9, %xmm12
	vfnmadd132ss	2147483647(%rax), %xmm4, %xmm11
	vfnmadd132ss	%xmm12, %xmm11, %xmm0
	vfnmadd132ss	%xmm11, %xmm11, %xmm7
	vfnmadd132ss	%xmm1, %xmm4, %xmm4
	vfnmadd132ss	%xmm14, %xmm4, %xmm9
	vfnmadd213pd	128(%r13,%r13,4), %ymm0, %ymm13
	vfnmadd213pd	%fs:-1(%rsp,%rbx,4), %ymm9, %ymm15
	vfnmadd213pd	%fs:-128(%rip), %ymm1, %ymm1
	vfnmadd213pd	%fs:128(%rbx,%r13), %ymm8, %ymm0
	vfnmadd213pd	%ymm13, %ymm8, %ymm4
	vfnmadd213pd	%ymm4, %ymm12, %ymm7
	vfnmadd213pd	%ymm14, %ymm10, %ymm7
	vfnmadd213pd	%ymm10, %ymm4, %ymm6
	vfnmadd213pd	-129(%rip), %xmm2, %xmm4
	vfnmadd213pd	128(%rcx), %xmm15, %xmm15
	vfnmadd213pd	-2147483648(%r11,%r8), %xmm4, %xmm6
	vfnmadd213pd	128(%r13,%rbp), %xmm4, %xmm2
	vfnmadd213pd	%xmm11, %xmm15, %xmm5
	vfnmadd213pd	%xmm6, %xmm7, %xmm1
	vfnmadd213pd	%xmm7, %xmm13, %xmm12
	vfnmadd213pd	%xmm5, %xmm14, %xmm14
	vfnmadd213ps	-1, %ymm7, %ymm10
	vfnmadd213ps	(%r10,%rbx,4), %ymm1, %ymm8
	vfnmadd213ps	%gs:(%r14), %ymm7, %ymm9
	vfnmadd213ps	%gs:128(%rsi,%rbp), %ymm2, %ymm15
	vfnmadd213ps	%ymm2, %ymm10, %ymm13
	vfnmadd213ps	%ymm15, %ymm14, %ymm7
	vfnmadd213ps	%ymm5, %ymm11, %ymm12
	vfnmadd213ps	%ymm7, %ymm12, %ymm2
	vfnmadd213ps	(%r14), %xmm6, %xmm6
	vfnmadd213ps	127(%rip), %xmm4, %xmm7
	vfnmadd213ps	-129(%r10,%r11,4), %xmm13, %xmm13
	vfnmadd213ps	-128, %xmm5, %xmm15
	vfnmadd213ps	%xmm12, %xmm13, %xmm15
	vfnmadd213ps	%xmm1, %xmm10, %xmm9
	vfnmadd213ps	%xmm13, %xmm9, %xmm6
	vfnmadd213ps	%xmm6, %xmm11, %xmm7
	vfnmadd213sd	%gs:-2147483648(%rbx,%rdi,2), %xmm1, %xmm5
	vfnmadd213sd	-129(%rbx,%rdx,2), %xmm10, %xmm9
	vfnmadd213sd	%fs:1(%r12,%r14,2), %xmm15, %xmm8
	vfnmadd213sd	-1(%r10), %xmm7, %xmm15
	vfnmadd213sd	%xmm8, %xmm13, %xmm4
	vfnmadd213sd	%xmm7, %xmm15, %xmm4
	vfnmadd213sd	%xmm14, %xmm1, %xmm11
	vfnmadd213sd	%xmm11, %xmm3, %xmm4
	vfnmadd213ss	-2147483648(%r14,%rbx,2), %xmm2, %xmm1
	vfnmadd213ss	-2147483648(%r13,%r11,2), %xmm0, %xmm0
	vfnmadd213ss	128(%rsi), %xmm5, %xmm3
	vfnmadd213ss	-128(%rdi), %xmm15, %xmm10
	vfnmadd213ss	%xmm5, %xmm3, %xmm9
	vfnmadd213ss	%xmm4, %xmm3, %xmm13
	vfnmadd213ss	%xmm2, %xmm13, %xmm11
	vfnmadd213ss	%xmm4, %xmm6, %xmm7
	vfnmadd231pd	2147483647(%rsp), %ymm7, %ymm7
	vfnmadd231pd	%gs:128(%rdx), %ymm9, %ymm14
	vfnmadd231pd	-2147483648(%r15,%r9), %ymm2, %ymm9
	vfnmadd231pd	-2147483648(%rcx), %ymm14, %ymm9
	vfnmadd231pd	%ymm15, %ymm5, %ymm2
	vfnmadd231pd	%ymm9, %ymm3, %ymm0
	vfnmadd231pd	%ymm13, %ymm8, %ymm3
	vfnmadd231pd	%ymm10, %ymm13, %ymm6
	vfnmadd231pd	%gs:-129, %xmm14, %xmm2
	vfnmadd231pd	%gs:1, %xmm3, %xmm12
	vfnmadd231pd	128(%r10,%r9,4), %xmm7, %xmm11
	vfnmadd231pd	%gs:127(,%r14,4), %xmm9, %xmm9
	vfnmadd231pd	%xmm14, %xmm13, %xmm13
	vfnmadd231pd	%xmm12, %xmm8, %xmm12
	vfnmadd231pd	%xmm11, %xmm4, %xmm7
	vfnmadd231pd	%xmm8, %xmm2, %xmm0
	vfnmadd231ps	-129(%rsi), %ymm15, %ymm8
	vfnmadd231ps	-129(%rsi), %ymm14, %ymm0
	vfnmadd231ps	128(%rax,%r10,4), %ymm14, %ymm0
	vfnmadd231ps	%fs:-1(%rsi,%r10), %ymm2, %ymm1
	vfnmadd231ps	%ymm14, %ymm8, %ymm9
	vfnmadd231ps	%ymm0, %ymm4, %ymm10
	vfnmadd231ps	%ymm11, %ymm12, %ymm15
	vfnmadd231ps	%ymm9, %ymm10, %ymm4
	vfnmadd231ps	%gs:-128(%rdx,%r10), %xmm10, %xmm7
	vfnmadd231ps	1(%rbx,%r14,8), %xmm14, %xmm13
	vfnmadd231ps	1(%r9), %xmm8, %xmm13
	vfnmadd231ps	127(%r8), %xmm12, %xmm12
	vfnmadd231ps	%xmm3, %xmm8, %xmm12
	vfnmadd231ps	%xmm3, %xmm4, %xmm13
	vfnmadd231ps	%xmm6, %xmm0, %xmm9
	vfnmadd231ps	%xmm15, %xmm15, %xmm8
	vfnmadd231sd	%fs:128(%r15,%rdx), %xmm12, %xmm6
	vfnmadd231sd	127(%r11), %xmm15, %xmm13
	vfnmadd231sd	-2147483648(%rip), %xmm0, %xmm11
	vfnmadd231sd	%gs:2147483647(%r10), %xmm12, %xmm1
	vfnmadd231sd	%xmm6, %xmm10, %xmm11
	vfnmadd231sd	%xmm14, %xmm10, %xmm13
	vfnmadd231sd	%xmm14, %xmm1, %xmm10
	vfnmadd231sd	%xmm12, %xmm11, %xmm12
	vfnmadd231ss	%gs:127(,%r12), %xmm13, %xmm11
	vfnmadd231ss	-2147483648(,%rdi,8), %xmm10, %xmm5
	vfnmadd231ss	2147483647(%rsi,%rbp), %xmm1, %xmm11
	vfnmadd231ss	2147483647(,%r14,8), %xmm14, %xmm12
	vfnmadd231ss	%xmm2, %xmm4, %xmm8
	vfnmadd231ss	%xmm2, %xmm14, %xmm9
	vfnmadd231ss	%xmm0, %xmm3, %xmm0
	vfnmadd231ss	%xmm0, %xmm0, %xmm6
	vfnmaddpd	%ymm4, -129(%rsi), %ymm8, %ymm10
	vfnmaddpd	%ymm7, %fs:128(%r14), %ymm0, %ymm8
	vfnmaddpd	%ymm8, (%r11,%r9,4), %ymm14, %ymm10
	vfnmaddpd	%ymm11, %fs:127(%rbx), %ymm1, %ymm8
	vfnmaddpd	%gs:127(%r10,%rbp), %ymm14, %ymm13, %ymm2
	vfnmaddpd	%gs:-1(,%r9,4), %ymm15, %ymm2, %ymm3
	vfnmaddpd	2147483647(%rdi), %ymm9, %ymm13, %ymm7
	vfnmaddpd	127, %ymm4, %ymm10, %ymm13
	vfnmaddpd	%ymm1, %ymm4, %ymm10, %ymm15
	vfnmaddpd	%ymm14, %ymm10, %ymm14, %ymm3
	vfnmaddpd	%ymm9, %ymm3, %ymm15, %ymm0
	vfnmaddpd	%ymm10, %ymm12, %ymm5, %ymm1
	vfnmaddpd	%xmm6, 1(%r12), %xmm13, %xmm12
	vfnmaddpd	%xmm11, -1(%rax), %xmm0, %xmm13
	vfnmaddpd	%xmm2, %fs:2147483647(%r15,%rbp,2), %xmm6, %xmm9
	vfnmaddpd	%xmm6, -128(%r12), %xmm9, %xmm2
	vfnmaddpd	-1(%rsi,%rdx,4), %xmm0, %xmm1, %xmm3
	vfnmaddpd	2147483647(%rdx,%rsi,4), %xmm3, %xmm15, %xmm12
	vfnmaddpd	(%rcx,%rbp,8), %xmm2, %xmm2, %xmm7
	vfnmaddpd	%fs:(%rsi), %xmm13, %xmm5, %xmm6
	vfnmaddpd	%xmm10, %xmm15, %xmm13, %xmm5
	vfnmaddpd	%xmm9, %xmm14, %xmm8, %xmm9
	vfnmaddpd	%xmm15, %xmm1, %xmm8, %xmm11
	vfnmaddpd	%xmm11, %xmm4, %xmm15, %xmm14
	vfnmaddps	%ymm14, %fs:1(%r9,%r13), %ymm12, %ymm9
	vfnmaddps	%ymm13, -2147483648(%r11,%r8,2), %ymm5, %ymm0
	vfnmaddps	%ymm4, 1, %ymm2, %ymm9
	vfnmaddps	%ymm7, %fs:1(%r12,%rax,4), %ymm11, %ymm13
	vfnmaddps	-1(%r15), %ymm0, %ymm7, %ymm11
	vfnmaddps	-129(%rdi,%r14,8), %ymm8, %ymm7, %ymm11
	vfnmaddps	-2147483648(%r15,%rbp,4), %ymm0, %ymm15, %ymm7
	vfnmaddps	-1(%rdx,%r8), %ymm1, %ymm4, %ymm1
	vfnmaddps	%ymm5, %ymm10, %ymm3, %ymm8
	vfnmaddps	%ymm6, %ymm4, %ymm13, %ymm15
	vfnmaddps	%ymm0, %ymm8, %ymm3, %ymm5
	vfnmaddps	%ymm2, %ymm10, %ymm0, %ymm11
	vfnmaddps	%xmm13, 128(%rbx,%r9,4), %xmm5, %xmm7
	vfnmaddps	%xmm9, -1(%r13), %xmm15, %xmm1
	vfnmaddps	%xmm14, -1(%rdi,%r10,4), %xmm0, %xmm7
	vfnmaddps	%xmm7, 2147483647(%r8,%r8,4), %xmm9, %xmm9
	vfnmaddps	-1(%r15), %xmm12, %xmm7, %xmm9
	vfnmaddps	-1(%rbx), %xmm2, %xmm5, %xmm6
	vfnmaddps	(%rdx,%r8,2), %xmm9, %xmm9, %xmm12
	vfnmaddps	-128(,%rax,8), %xmm6, %xmm8, %xmm6
	vfnmaddps	%xmm9, %xmm0, %xmm8, %xmm3
	vfnmaddps	%xmm14, %xmm14, %xmm7, %xmm0
	vfnmaddps	%xmm3, %xmm2, %xmm3, %xmm10
	vfnmaddps	%xmm8, %xmm6, %xmm10, %xmm5
	vfnmaddsd	%xmm3, %gs:-129(%rip), %xmm3, %xmm3
	vfnmaddsd	%xmm13, (%r8), %xmm4, %xmm4
	vfnmaddsd	%xmm10, %fs:1(%rbx,%rbp,2), %xmm0, %xmm14
	vfnmaddsd	%xmm7, -2147483648(%rsi), %xmm1, %xmm8
	vfnmaddsd	1(,%r12,2), %xmm15, %xmm10, %xmm5
	vfnmaddsd	1(%rbp), %xmm2, %xmm13, %xmm9
	vfnmaddsd	-129, %xmm7, %xmm1, %xmm2
	vfnmaddsd	1(%rbx,%rdi), %xmm6, %xmm15, %xmm11
	vfnmaddsd	%xmm4, %xmm14, %xmm15, %xmm5
	vfnmaddsd	%xmm10, %xmm4, %xmm12, %xmm9
	vfnmaddsd	%xmm10, %xmm14, %xmm13, %xmm10
	vfnmaddsd	%xmm11, %xmm13, %xmm8, %xmm10
	vfnmaddss	%xmm6, 128(%rcx), %xmm7, %xmm6
	vfnmaddss	%xmm7, -128(%r14), %xmm6, %xmm10
	vfnmaddss	%xmm11, 127(%r13), %xmm8, %xmm6
	vfnmaddss	%xmm4, %gs:1, %xmm9, %xmm1
	vfnmaddss	1(%r9,%r12,8), %xmm3, %xmm6, %xmm6
	vfnmaddss	-1(%rcx), %xmm6, %xmm12, %xmm9
	vfnmaddss	-2147483648(%r9,%r10,8), %xmm1, %xmm14, %xmm8
	vfnmaddss	128(%r11), %xmm13, %xmm2, %xmm8
	vfnmaddss	%xmm11, %xmm14, %xmm0, %xmm7
	vfnmaddss	%xmm0, %xmm5, %xmm9, %xmm5
	vfnmaddss	%xmm2, %xmm2, %xmm2, %xmm2
	vfnmaddss	%xmm0, %xmm4, %xmm4, %xmm12
	vfnmsub132pd	-2147483648(%r9), %ymm14, %ymm10
	vfnmsub132pd	(%rdx,%rcx,8), %ymm12, %ymm2
	vfnmsub132pd	2147483647(%rbp), %ymm11, %ymm4
	vfnmsub132pd	-2147483648(%rsp,%rdx,2), %ymm5, %ymm10
	vfnmsub132pd	%ymm2, %ymm15, %ymm8
	vfnmsub132pd	%ymm4, %ymm11, %ymm7
	vfnmsub132pd	%ymm4, %ymm3, %ymm6
	vfnmsub132pd	%ymm5, %ymm0, %ymm2
	vfnmsub132pd	%fs:128(%r14,%r9), %xmm14, %xmm7
	vfnmsub132pd	-1(%rsi), %xmm5, %xmm2
	vfnmsub132pd	(%rsi), %xmm12, %xmm3
	vfnmsub132pd	-1(%rax), %xmm13, %xmm11
	vfnmsub132pd	%xmm12, %xmm13, %xmm13
	vfnmsub132pd	%xmm6, %xmm10, %xmm6
	vfnmsub132pd	%xmm12, %xmm13, %xmm15
	vfnmsub132pd	%xmm10, %xmm10, %xmm2
	vfnmsub132ps	2147483647(%r13,%r14,4), %ymm14, %ymm0
	vfnmsub132ps	%gs:-2147483648(%r10), %ymm4, %ymm5
	vfnmsub132ps	127(,%r8,4), %ymm8, %ymm2
	vfnmsub132ps	-2147483648(%r14), %ymm13, %ymm3
	vfnmsub132ps	%ymm12, %ymm14, %ymm9
	vfnmsub132ps	%ymm14, %ymm11, %ymm4
	vfnmsub132ps	%ymm9, %ymm5, %ymm12
	vfnmsub132ps	%ymm8, %ymm11, %ymm2
	vfnmsub132ps	-2147483648(%rdx), %xmm5, %xmm8
	vfnmsub132ps	%fs:-128(%rbp), %xmm5, %xmm11
	vfnmsub132ps	%gs:127(%r10,%r10,4), %xmm2, %xmm11
	vfnmsub132ps	-1(%rsi,%r10,8), %xmm12, %xmm4
	vfnmsub132ps	%xmm7, %xmm10, %xmm15
	vfnmsub132ps	%xmm11, %xmm7, %xmm2
	vfnmsub132ps	%xmm11, %xmm2, %xmm1
	vfnmsub132ps	%xmm3, %xmm5, %xmm4
	vfnmsub132sd	-2147483648(%r11), %xmm7, %xmm2
	vfnmsub132sd	-129(%r13), %xmm14, %xmm11
	vfnmsub132sd	%fs:-129(%rip), %xmm0, %xmm4
	vfnmsub132sd	-128(%rdi), %xmm12, %xmm0
	vfnmsub132sd	%xmm11, %xmm2, %xmm14
	vfnmsub132sd	%xmm2, %xmm9, %xmm10
	vfnmsub132sd	%xmm15, %xmm7, %xmm5
	vfnmsub132sd	%xmm11, %xmm0, %xmm8
	vfnmsub132ss	%gs:-2147483648(%rip), %xmm1, %xmm11
	vfnmsub132ss	-1(%rbx,%rdi), %xmm6, %xmm13
	vfnmsub132ss	-129(%rax,%rbx,4), %xmm11, %xmm11
	vfnmsub132ss	2147483647(%rbp), %xmm3, %xmm8
	vfnmsub132ss	%xmm2, %xmm4, %xmm0
	vfnmsub132ss	%xmm5, %xmm11, %xmm14
	vfnmsub132ss	%xmm3, %xmm0, %xmm7
	vfnmsub132ss	%xmm6, %xmm1, %xmm2
	vfnmsub213pd	(,%r10,2), %ymm6, %ymm0
	vfnmsub213pd	-2147483648(,%r14,8), %ymm9, %ymm1
	vfnmsub213pd	-129(%rbx,%r13), %ymm11, %ymm2
	vfnmsub213pd	%gs:-1(,%rdx), %ymm3, %ymm1
	vfnmsub213pd	%ymm11, %ymm8, %ymm11
	vfnmsub213pd	%ymm8, %ymm10, %ymm8
	vfnmsub213pd	%ymm1, %ymm5, %ymm0
	vfnmsub213pd	%ymm5, %ymm9, %ymm2
	vfnmsub213pd	-2147483648(%r15), %xmm9, %xmm14
	vfnmsub213pd	%gs:127(%rip), %xmm6, %xmm4
	vfnmsub213pd	128(%rdi), %xmm9, %xmm12
	vfnmsub213pd	%fs:-129(%rbp), %xmm7, %xmm11
	vfnmsub213pd	%xmm7, %xmm15, %xmm1
	vfnmsub213pd	%xmm3, %xmm8, %xmm0
	vfnmsub213pd	%xmm5, %xmm0, %xmm14
	vfnmsub213pd	%xmm15, %xmm12, %xmm15
	vfnmsub213ps	1(%rsi,%rax), %ymm4, %ymm8
	vfnmsub213ps	-2147483648(%rcx,%rdx,4), %ymm6, %ymm1
	vfnmsub213ps	-129(%r10), %ymm15, %ymm2
	vfnmsub213ps	-1(%rbp,%rdi,8), %ymm11, %ymm5
	vfnmsub213ps	%ymm0, %ymm7, %ymm1
	vfnmsub213ps	%ymm12, %ymm11, %ymm7
	vfnmsub213ps	%ymm2, %ymm4, %ymm10
	vfnmsub213ps	%ymm4, %ymm6, %ymm0
	vfnmsub213ps	-129(%r10,%rsi,4), %xmm13, %xmm10
	vfnmsub213ps	%gs:-2147483648(%rdi,%r9,4), %xmm3, %xmm9
	vfnmsub213ps	%fs:128(%r9,%r10,4), %xmm1, %xmm5
	vfnmsub213ps	(%r9,%r14,8), %xmm6, %xmm5
	vfnmsub213ps	%xmm5, %xmm12, %xmm13
	vfnmsub213ps	%xmm6, %xmm0, %xmm6
	vfnmsub213ps	%xmm14, %xmm7, %xmm2
	vfnmsub213ps	%xmm0, %xmm8, %xmm14
	vfnmsub213sd	127(%rax), %xmm3, %xmm8
	vfnmsub213sd	2147483647(%r12,%r8,2), %xmm12, %xmm0
	vfnmsub213sd	%fs:-129, %xmm11, %xmm10
	vfnmsub213sd	%fs:128(%rcx,%r14,4), %xmm9, %xmm13
	vfnmsub213sd	%xmm4, %xmm6, %xmm4
	vfnmsub213sd	%xmm13, %xmm12, %xmm0
	vfnmsub213sd	%xmm4, %xmm4, %xmm2
	vfnmsub213sd	%xmm1, %xmm7, %xmm0
	vfnmsub213ss	2147483647(%r8), %xmm0, %xmm3
	vfnmsub213ss	%fs:1(%rsi), %xmm0, %xmm1
	vfnmsub213ss	2147483647(%r9), %xmm4, %xmm13
	vfnmsub213ss	-1(%r11), %xmm0, %xmm10
	vfnmsub213ss	%xmm0, %xmm6, %xmm2
	vfnmsub213ss	%xmm8, %xmm10, %xmm6
	vfnmsub213ss	%xmm3, %xmm6, %xmm7
	vfnmsub213ss	%xmm10, %xmm13, %xmm9
	vfnmsub231pd	%gs:-1(%rip), %ymm2, %ymm5
	vfnmsub231pd	-129(%rip), %ymm7, %ymm4
	vfnmsub231pd	127(%r14), %ymm2, %ymm2
	vfnmsub231pd	%fs:(%rcx), %ymm5, %ymm9
	vfnmsub231pd	%ymm6, %ymm0, %ymm3
	vfnmsub231pd	%ymm11, %ymm9, %ymm15
	vfnmsub231pd	%ymm11, %ymm5, %ymm9
	vfnmsub231pd	%ymm9, %ymm12, %ymm9
	vfnmsub231pd	%gs:127, %xmm0, %xmm2
	vfnmsub231pd	(%r11), %xmm10, %xmm10
	vfnmsub231pd	-1(%r15), %xmm2, %xmm6
	vfnmsub231pd	-128(%rbp), %xmm13, %xmm14
	vfnmsub231pd	%xmm7, %xmm14, %xmm0
	vfnmsub231pd	%xmm6, %xmm5, %xmm7
	vfnmsub231pd	%xmm7, %xmm1, %xmm9
	vfnmsub231pd	%xmm9, %xmm9, %xmm7
	vfnmsub231ps	-129(%rsi), %ymm6, %ymm10
	vfnmsub231ps	(%r8,%r8,2), %ymm0, %ymm1
	vfnmsub231ps	%fs:-2147483648(%rip), %ymm13, %ymm10
	vfnmsub231ps	-2147483648(%r10), %ymm15, %ymm12
	vfnmsub231ps	%ymm3, %ymm3, %ymm3
	vfnmsub231ps	%ymm4, %ymm1, %ymm12
	vfnmsub231ps	%ymm9, %ymm9, %ymm2
	vfnmsub231ps	%ymm4, %ymm15, %ymm8
	vfnmsub231ps	%fs:-1(%rip), %xmm8, %xmm12
	vfnmsub231ps	-129(%r13,%rbp,2), %xmm15, %xmm15
	vfnmsub231ps	-1(%rdi), %xmm13, %xmm3
	vfnmsub231ps	128(%r9), %xmm4, %xmm4
	vfnmsub231ps	%xmm12, %xmm4, %xmm13
	vfnmsub231ps	%xmm2, %xmm5, %xmm5
	vfnmsub231ps	%xmm12, %xmm6, %xmm11
	vfnmsub231ps	%xmm1, %xmm9, %xmm9
	vfnmsub231sd	%fs:-1(%rdi), %xmm0, %xmm14
	vfnmsub231sd	128(%r9), %xmm1, %xmm12
	vfnmsub231sd	-1(%r8,%rsi), %xmm3, %xmm4
	vfnmsub231sd	(%rbx,%rcx,8), %xmm3, %xmm1
	vfnmsub231sd	%xmm12, %xmm5, %xmm8
	vfnmsub231sd	%xmm10, %xmm7, %xmm6
	vfnmsub231sd	%xmm1, %xmm13, %xmm5
	vfnmsub231sd	%xmm13, %xmm0, %xmm9
	vfnmsub231ss	%gs:-2147483648(%rdi), %xmm11, %xmm2
	vfnmsub231ss	(%r8,%r14,4), %xmm14, %xmm0
	vfnmsub231ss	2147483647(%r14,%r14,4), %xmm15, %xmm6
	vfnmsub231ss	%fs:-2147483648(%r13,%r11,8), %xmm0, %xmm15
	vfnmsub231ss	%xmm7, %xmm1, %xmm13
	vfnmsub231ss	%xmm5, %xmm6, %xmm15
	vfnmsub231ss	%xmm0, %xmm12, %xmm1
	vfnmsub231ss	%xmm0, %xmm14, %xmm8
	vfnmsubpd	%ymm11, -1(%rcx,%r13), %ymm15, %ymm4
	vfnmsubpd	%ymm7, %gs:128(,%rdx), %ymm15, %ymm11
	vfnmsubpd	%ymm3, 128(%rcx,%r14,4), %ymm2, %ymm8
	vfnmsubpd	%ymm0, -128(%r10), %ymm0, %ymm15
	vfnmsubpd	2147483647(%r15,%r10,4), %ymm3, %ymm7, %ymm1
	vfnmsubpd	%gs:-1(%rax,%rcx,4), %ymm1, %ymm9, %ymm13
	vfnmsubpd	2147483647(%r11,%rdx,8), %ymm15, %ymm8, %ymm0
	vfnmsubpd	%gs:-128(%rdi,%rax,8), %ymm15, %ymm10, %ymm13
	vfnmsubpd	%ymm10, %ymm10, %ymm8, %ymm7
	vfnmsubpd	%ymm9, %ymm2, %ymm7, %ymm10
	vfnmsubpd	%ymm1, %ymm14, %ymm3, %ymm15
	vfnmsubpd	%ymm7, %ymm11, %ymm5, %ymm1
	vfnmsubpd	%xmm13, 127(%rbp), %xmm15, %xmm4
	vfnmsubpd	%xmm7, -2147483648(%rdi), %xmm10, %xmm4
	vfnmsubpd	%xmm9, 128(%r15,%rbp,8), %xmm6, %xmm11
	vfnmsubpd	%xmm10, (%rsp,%r8,8), %xmm6, %xmm1
	vfnmsubpd	-129, %xmm0, %xmm13, %xmm7
	vfnmsubpd	-2147483648(%r15), %xmm6, %xmm12, %xmm14
	vfnmsubpd	-2147483648, %xmm7, %xmm7, %xmm0
	vfnmsubpd	%gs:-129(%r9), %xmm14, %xmm2, %xmm13
	vfnmsubpd	%xmm13, %xmm4, %xmm9, %xmm15
	vfnmsubpd	%xmm12, %xmm5, %xmm2, %xmm7
	vfnmsubpd	%xmm12, %xmm8, %xmm1, %xmm15
	vfnmsubpd	%xmm6, %xmm14, %xmm5, %xmm15
	vfnmsubps	%ymm2, -129(%r14), %ymm11, %ymm15
	vfnmsubps	%ymm9, 127, %ymm6, %ymm14
	vfnmsubps	%ymm7, -128(%r11), %ymm12, %ymm14
	vfnmsubps	%ymm5, 1(%rbp), %ymm7, %ymm1
	vfnmsubps	-2147483648(%r11,%r14,2), %ymm8, %ymm8, %ymm13
	vfnmsubps	%gs:-1(%rcx,%r8,2), %ymm9, %ymm15, %ymm5
	vfnmsubps	%gs:1(%rdi,%r15,8), %ymm10, %ymm15, %ymm12
	vfnmsubps	%gs:-1(%r13), %ymm5, %ymm1, %ymm13
	vfnmsubps	%ymm15, %ymm8, %ymm11, %ymm4
	vfnmsubps	%ymm9, %ymm5, %ymm1, %ymm10
	vfnmsubps	%ymm1, %ymm3, %ymm15, %ymm7
	vfnmsubps	%ymm14, %ymm15, %ymm1, %ymm3
	vfnmsubps	%xmm11, %fs:127(%rbp,%r9,8), %xmm11, %xmm12
	vfnmsubps	%xmm5, -129(%r14), %xmm12, %xmm9
	vfnmsubps	%xmm8, %fs:2147483647, %xmm14, %xmm0
	vfnmsubps	%xmm8, %gs:-129(%rsi,%r13,8), %xmm12, %xmm2
	vfnmsubps	-2147483648(%rdi,%r14,8), %xmm3, %xmm7, %xmm0
	vfnmsubps	127(,%rcx,4), %xmm12, %xmm15, %xmm2
	vfnmsubps	-128(%rdx), %xmm15, %xmm11, %xmm8
	vfnmsubps	%gs:1(,%r15), %xmm10, %xmm4, %xmm6
	vfnmsubps	%xmm9, %xmm9, %xmm12, %xmm8
	vfnmsubps	%xmm9, %xmm1, %xmm10, %xmm5
	vfnmsubps	%xmm2, %xmm10, %xmm7, %xmm2
	vfnmsubps	%xmm8, %xmm6, %xmm13, %xmm6
	vfnmsubsd	%xmm14, 1(%rcx), %xmm11, %xmm2
	vfnmsubsd	%xmm10, -128, %xmm0, %xmm2
	vfnmsubsd	%xmm3, -128(%rbp,%r12), %xmm7, %xmm3
	vfnmsubsd	%xmm7, %fs:128(%rdi,%rsi), %xmm6, %xmm13
	vfnmsubsd	-2147483648(%rip), %xmm3, %xmm13, %xmm10
	vfnmsubsd	-128(%rbx,%r15), %xmm4, %xmm9, %xmm6
	vfnmsubsd	1(%r11), %xmm7, %xmm0, %xmm7
	vfnmsubsd	-1(%rcx,%rbx,4), %xmm13, %xmm11, %xmm13
	vfnmsubsd	%xmm1, %xmm2, %xmm11, %xmm7
	vfnmsubsd	%xmm4, %xmm9, %xmm0, %xmm9
	vfnmsubsd	%xmm13, %xmm7, %xmm11, %xmm0
	vfnmsubsd	%xmm14, %xmm5, %xmm15, %xmm3
	vfnmsubss	%xmm5, 127(%rsp,%r15,2), %xmm14, %xmm12
	vfnmsubss	%xmm13, 128(%r13), %xmm2, %xmm0
	vfnmsubss	%xmm1, %gs:-129(%rax), %xmm15, %xmm4
	vfnmsubss	%xmm10, %fs:127(%rax,%r12,2), %xmm14, %xmm12
	vfnmsubss	%gs:2147483647(%r9), %xmm0, %xmm12, %xmm12
	vfnmsubss	%gs:127(%rdi,%r8,4), %xmm9, %xmm3, %xmm2
	vfnmsubss	-128(%r15), %xmm10, %xmm14, %xmm2
	vfnmsubss	-128(,%r8,2), %xmm2, %xmm14, %xmm8
	vfnmsubss	%xmm4, %xmm3, %xmm4, %xmm12
	vfnmsubss	%xmm9, %xmm3, %xmm5, %xmm1
	vfnmsubss	%xmm0, %xmm2, %xmm8, %xmm12
	vfnmsubss	%xmm8, %xmm1, %xmm10, %xmm5
	vfrczpd	128(,%r14,4), %ymm14
	vfrczpd	(%rbp,%r13,8), %ymm0
	vfrczpd	-1(%rcx,%rdi,8), %ymm10
	vfrczpd	%fs:-128(%r8,%rdx,4), %ymm5
	vfrczpd	%ymm4, %ymm3
	vfrczpd	%ymm11, %ymm0
	vfrczpd	%ymm13, %ymm11
	vfrczpd	%ymm10, %ymm2
	vfrczpd	-129(%r12), %xmm14
	vfrczpd	%gs:127(%rsp), %xmm2
	vfrczpd	-1(,%r12,2), %xmm12
	vfrczpd	1(%r9,%rdx,8), %xmm10
	vfrczpd	%xmm13, %xmm11
	vfrczpd	%xmm9, %xmm2
	vfrczpd	%xmm14, %xmm6
	vfrczpd	%xmm11, %xmm14
	vfrczps	-129(%r12), %ymm1
	vfrczps	2147483647, %ymm4
	vfrczps	2147483647(%rsp), %ymm7
	vfrczps	%gs:2147483647(%r11), %ymm3
	vfrczps	%ymm2, %ymm14
	vfrczps	%ymm10, %ymm1
	vfrczps	%ymm8, %ymm9
	vfrczps	%ymm0, %ymm13
	vfrczps	-129(%rdx,%r14,4), %xmm9
	vfrczps	127(%r9,%rsi), %xmm12
	vfrczps	127(%rbp,%r11,2), %xmm12
	vfrczps	-129(%r15,%r12), %xmm11
	vfrczps	%xmm13, %xmm14
	vfrczps	%xmm10, %xmm5
	vfrczps	%xmm11, %xmm2
	vfrczps	%xmm10, %xmm14
	vfrczsd	2147483647(%r13,%r8,4), %xmm14
	vfrczsd	-128(%r13), %xmm15
	vfrczsd	127(,%rdi,4), %xmm2
	vfrczsd	-129(%r15), %xmm15
	vfrczsd	%xmm10, %xmm6
	vfrczsd	%xmm15, %xmm1
	vfrczsd	%xmm6, %xmm4
	vfrczsd	%xmm10, %xmm5
	vfrczss	128(%r10), %xmm7
	vfrczss	(%r8,%r14,8), %xmm0
	vfrczss	%gs:127(%r11,%rcx), %xmm1
	vfrczss	-128(%r12,%r9), %xmm0
	vfrczss	%xmm6, %xmm10
	vfrczss	%xmm0, %xmm1
	vfrczss	%xmm1, %xmm3
	vfrczss	%xmm7, %xmm3
	vgatherdpd	%ymm10, 1(%r10,%xmm4), %ymm14
	vgatherdpd	%ymm15, 2147483647(%r10,%xmm10), %ymm14
	vgatherdpd	%ymm1, -1(%r14,%xmm2,2), %ymm0
	vgatherdpd	%ymm13, %fs:-1(%r14,%xmm3,8), %ymm15
	vgatherdpd	%xmm2, %gs:128(%rsp,%xmm9,8), %xmm13
	vgatherdpd	%xmm9, 1(%r11,%xmm7), %xmm10
	vgatherdpd	%xmm5, %gs:-128(%rsp,%xmm1), %xmm0
	vgatherdpd	%xmm5, %gs:-2147483648(%r15,%xmm7,4), %xmm9
	vgatherdps	%ymm5, -1(,%ymm12,4), %ymm9
	vgatherdps	%ymm14, -1(%rbp,%ymm7,2), %ymm5
	vgatherdps	%ymm10, -128(%rcx,%ymm2,4), %ymm8
	vgatherdps	%ymm9, -129(%rbp,%ymm10,4), %ymm8
	vgatherdps	%xmm14, -1(%r12,%xmm9,4), %xmm15
	vgatherdps	%xmm14, -128(%rbx,%xmm6,8), %xmm1
	vgatherdps	%xmm10, -1(%r8,%xmm5), %xmm6
	vgatherdps	%xmm11, -128(%r10,%xmm5), %xmm10
	vgatherqpd	%ymm6, -129(%r15,%ymm13,8), %ymm15
	vgatherqpd	%ymm12, 127(%r8,%ymm9), %ymm2
	vgatherqpd	%ymm3, -128(%r12,%ymm15,4), %ymm10
	vgatherqpd	%ymm10, 127(%r12,%ymm5,4), %ymm11
	vgatherqpd	%xmm12, 1(,%xmm14,4), %xmm8
	vgatherqpd	%xmm9, %gs:128(,%xmm8,2), %xmm1
	vgatherqpd	%xmm2, (%rbp,%xmm15,4), %xmm9
	vgatherqpd	%xmm1, %gs:127(%rbx,%xmm6,4), %xmm14
	vgatherqps	%xmm13, 127(%rbx,%ymm15,2), %xmm6
	vgatherqps	%xmm10, (%r9,%ymm9,4), %xmm5
	vgatherqps	%xmm3, -1(,%ymm12,4), %xmm4
	vgatherqps	%xmm12, (%r11,%ymm5,4), %xmm8
	vgatherqps	%xmm15, 1(%rax,%xmm10,8), %xmm13
	vgatherqps	%xmm2, %fs:-1(,%xmm7,8), %xmm5
	vgatherqps	%xmm13, %fs:127(%r11,%xmm5), %xmm9
	vgatherqps	%xmm13, -129(%rsi,%xmm11,8), %xmm10
	vgf2p8affineinvqb	$255, 1(%rbx,%r15), %ymm12, %ymm0
	vgf2p8affineinvqb	$1, -129(%r13,%r14,8), %ymm3, %ymm0
	vgf2p8affineinvqb	$127, -129(%r12), %ymm10, %ymm4
	vgf2p8affineinvqb	$0, 1(%rip), %ymm12, %ymm13
	vgf2p8affineinvqb	$240, %ymm0, %ymm14, %ymm12
	vgf2p8affineinvqb	$57, %ymm8, %ymm1, %ymm4
	vgf2p8affineinvqb	$175, %ymm15, %ymm10, %ymm10
	vgf2p8affineinvqb	$65, %ymm0, %ymm14, %ymm4
	vgf2p8affineinvqb	$255, 128(%rip), %xmm6, %xmm4
	vgf2p8affineinvqb	$128, %gs:1(%r13), %xmm13, %xmm15
	vgf2p8affineinvqb	$121, 128(,%rcx,2), %xmm3, %xmm4
	vgf2p8affineinvqb	$255, 127(,%r12,8), %xmm1, %xmm10
	vgf2p8affineinvqb	$157, %xmm0, %xmm0, %xmm15
	vgf2p8affineinvqb	$147, %xmm3, %xmm7, %xmm13
	vgf2p8affineinvqb	$209, %xmm1, %xmm2, %xmm12
	vgf2p8affineinvqb	$173, %xmm15, %xmm12, %xmm13
	vgf2p8affineqb	$153, %fs:127(,%r8), %ymm9, %ymm2
	vgf2p8affineqb	$0, -128(%rbx), %ymm11, %ymm15
	vgf2p8affineqb	$198, %gs:(%rdx,%r13,2), %ymm1, %ymm4
	vgf2p8affineqb	$0, (%rsi,%rsi), %ymm10, %ymm15
	vgf2p8affineqb	$72, %ymm15, %ymm9, %ymm12
	vgf2p8affineqb	$96, %ymm13, %ymm0, %ymm15
	vgf2p8affineqb	$0, %ymm11, %ymm7, %ymm2
	vgf2p8affineqb	$127, %ymm10, %ymm8, %ymm13
	vgf2p8affineqb	$0, -2147483648(,%rdi,4), %xmm0, %xmm8
	vgf2p8affineqb	$193, (%r11,%rsi,8), %xmm10, %xmm3
	vgf2p8affineqb	$2, 2147483647(%r15), %xmm7, %xmm9
	vgf2p8affineqb	$63, -128(%rdx), %xmm2, %xmm13
	vgf2p8affineqb	$127, %xmm11, %xmm9, %xmm11
	vgf2p8affineqb	$16, %xmm10, %xmm8, %xmm2
	vgf2p8affineqb	$6, %xmm9, %xmm4, %xmm9
	vgf2p8affineqb	$255, %xmm5, %xmm2, %xmm0
	vgf2p8mulb	128(%r11), %ymm0, %ymm3
	vgf2p8mulb	2147483647(%r12), %ymm5, %ymm15
	vgf2p8mulb	%fs:(%r9,%r10,2), %ymm1, %ymm13
	vgf2p8mulb	-128(%rax,%rbp), %ymm4, %ymm3
	vgf2p8mulb	%ymm12, %ymm15, %ymm13
	vgf2p8mulb	%ymm8, %ymm15, %ymm3
	vgf2p8mulb	%ymm0, %ymm6, %ymm8
	vgf2p8mulb	%ymm13, %ymm11, %ymm14
	vgf2p8mulb	-128(,%rdi,8), %xmm2, %xmm0
	vgf2p8mulb	-2147483648(%r13), %xmm5, %xmm14
	vgf2p8mulb	-128(%r15,%r11,8), %xmm8, %xmm12
	vgf2p8mulb	2147483647(%r14,%rbx), %xmm6, %xmm0
	vgf2p8mulb	%xmm4, %xmm2, %xmm8
	vgf2p8mulb	%xmm3, %xmm3, %xmm9
	vgf2p8mulb	%xmm10, %xmm5, %xmm14
	vgf2p8mulb	%xmm7, %xmm11, %xmm10
	vhaddpd	-129(%rax), %ymm6, %ymm8
	vhaddpd	2147483647(%r8), %ymm8, %ymm2
	vhaddpd	128(%rdi), %ymm14, %ymm13
	vhaddpd	-129(%rbp,%rax,2), %ymm13, %ymm1
	vhaddpd	%ymm1, %ymm8, %ymm7
	vhaddpd	%ymm3, %ymm6, %ymm0
	vhaddpd	%ymm12, %ymm2, %ymm10
	vhaddpd	%ymm2, %ymm5, %ymm4
	vhaddpd	128(%r9,%rax,8), %xmm7, %xmm4
	vhaddpd	1(%r13), %xmm8, %xmm7
	vhaddpd	%fs:-1(%rip), %xmm8, %xmm9
	vhaddpd	-129(%r13,%rbx,2), %xmm2, %xmm13
	vhaddpd	%xmm12, %xmm4, %xmm8
	vhaddpd	%xmm6, %xmm6, %xmm15
	vhaddpd	%xmm10, %xmm7, %xmm5
	vhaddpd	%xmm0, %xmm2, %xmm2
	vhaddps	%gs:-129(,%rax), %ymm11, %ymm13
	vhaddps	(,%r11,2), %ymm0, %ymm15
	vhaddps	1(%rip), %ymm8, %ymm10
	vhaddps	-128, %ymm11, %ymm4
	vhaddps	%ymm1, %ymm7, %ymm14
	vhaddps	%ymm11, %ymm4, %ymm5
	vhaddps	%ymm9, %ymm4, %ymm13
	vhaddps	%ymm9, %ymm12, %ymm2
	vhaddps	128(%rsi), %xmm11, %xmm2
	vhaddps	%fs:-128(%r14), %xmm1, %xmm11
	vhaddps	1(%r11,%r15,2), %xmm4, %xmm0
	vhaddps	%fs:0, %xmm0, %xmm10
	vhaddps	%xmm14, %xmm12, %xmm6
	vhaddps	%xmm9, %xmm15, %xmm15
	vhaddps	%xmm6, %xmm8, %xmm11
	vhaddps	%xmm2, %xmm7, %xmm1
	vhsubpd	(%r8,%r9,8), %ymm5, %ymm8
	vhsubpd	%gs:-129(%rdi,%rbx), %ymm4, %ymm14
	vhsubpd	-129(%rbx,%r10,4), %ymm2, %ymm0
	vhsubpd	-129(%rdx), %ymm2, %ymm6
	vhsubpd	%ymm0, %ymm11, %ymm6
	vhsubpd	%ymm5, %ymm0, %ymm1
	vhsubpd	%ymm8, %ymm13, %ymm3
	vhsubpd	%ymm11, %ymm14, %ymm12
	vhsubpd	-2147483648(%rip), %xmm15, %xmm7
	vhsubpd	-128(%r14), %xmm3, %xmm7
	vhsubpd	%fs:1(%r8), %xmm7, %xmm6
	vhsubpd	%fs:-128(%rip), %xmm0, %xmm5
	vhsubpd	%xmm7, %xmm6, %xmm9
	vhsubpd	%xmm5, %xmm2, %xmm6
	vhsubpd	%xmm10, %xmm13, %xmm4
	vhsubpd	%xmm11, %xmm5, %xmm9
	vhsubps	1(%r9,%rdx,2), %ymm9, %ymm8
	vhsubps	%fs:-129(%r9), %ymm11, %ymm8
	vhsubps	(%r9), %ymm7, %ymm15
	vhsubps	%gs:127(%r15), %ymm3, %ymm1
	vhsubps	%ymm2, %ymm2, %ymm8
	vhsubps	%ymm8, %ymm3, %ymm2
	vhsubps	%ymm1, %ymm13, %ymm2
	vhsubps	%ymm3, %ymm5, %ymm5
	vhsubps	-1(%rbp), %xmm1, %xmm3
	vhsubps	2147483647(%r10), %xmm9, %xmm2
	vhsubps	1(%rsi), %xmm3, %xmm0
	vhsubps	-2147483648(%r13,%r10,2), %xmm10, %xmm6
	vhsubps	%xmm5, %xmm10, %xmm8
	vhsubps	%xmm10, %xmm7, %xmm9
	vhsubps	%xmm0, %xmm9, %xmm13
	vhsubps	%xmm11, %xmm11, %xmm6
	vinsertf128	$177, -129(%r8), %ymm8, %ymm11
	vinsertf128	$182, 127(%rsi), %ymm8, %ymm9
	vinsertf128	$255, %gs:-128(%rsi,%rsi), %ymm13, %ymm0
	vinsertf128	$255, -2147483648(%rcx), %ymm4, %ymm4
	vinsertf128	$255, %xmm11, %ymm12, %ymm8
	vinsertf128	$255, %xmm12, %ymm14, %ymm10
	vinsertf128	$1, %xmm2, %ymm2, %ymm4
	vinsertf128	$2, %xmm0, %ymm5, %ymm8
	vinserti128	$189, %fs:2147483647(%rip), %ymm12, %ymm15
	vinserti128	$207, 127(%rax,%r11,2), %ymm7, %ymm6
	vinserti128	$113, %fs:-1(%r15), %ymm7, %ymm4
	vinserti128	$128, %fs:2147483647(%rdi), %ymm7, %ymm11
	vinserti128	$128, %xmm14, %ymm5, %ymm9
	vinserti128	$134, %xmm12, %ymm7, %ymm15
	vinserti128	$51, %xmm12, %ymm11, %ymm4
	vinserti128	$128, %xmm10, %ymm1, %ymm8
	vinsertps	$28, 127(%r12), %xmm12, %xmm7
	vinsertps	$127, %gs:128(%r9), %xmm0, %xmm8
	vinsertps	$1, 0, %xmm7, %xmm1
	vinsertps	$212, 128(%rax), %xmm15, %xmm4
	vinsertps	$255, %xmm15, %xmm1, %xmm15
	vinsertps	$0, %xmm12, %xmm4, %xmm12
	vinsertps	$52, %xmm2, %xmm9, %xmm10
	vinsertps	$230, %xmm1, %xmm0, %xmm6
	vlddqu	1(%rsi,%rdi), %ymm13
	vlddqu	-2147483648(%r15,%rdi,2), %ymm2
	vlddqu	1(%r10,%rdi,8), %ymm4
	vlddqu	%fs:2147483647(%rax,%rdi), %ymm10
	vlddqu	%fs:127(%rdi,%r12,8), %xmm13
	vlddqu	(%r9), %xmm2
	vlddqu	1(%rbx), %xmm15
	vlddqu	2147483647(%rax), %xmm0
	vldmxcsr	127(%rsi,%r12,4)
	vldmxcsr	-2147483648(%rsp)
	vldmxcsr	%gs:127(%rip)
	vldmxcsr	-128(%r10,%rcx,4)
	vmaskmovdqu	%xmm2, %xmm14
	vmaskmovdqu	%xmm5, %xmm1
	vmaskmovdqu	%xmm3, %xmm0
	vmaskmovdqu	%xmm2, %xmm7
	vmaskmovpd	%ymm11, %ymm15, %gs:(%rdi,%rbp)
	vmaskmovpd	%ymm8, %ymm4, 2147483647(%r13,%rdx,4)
	vmaskmovpd	%ymm11, %ymm1, %gs:(%r12,%r8)
	vmaskmovpd	%ymm13, %ymm3, -2147483648(%r8)
	vmaskmovpd	-2147483648(%rsp), %ymm5, %ymm11
	vmaskmovpd	127(%r10), %ymm11, %ymm7
	vmaskmovpd	127(%rbp), %ymm8, %ymm8
	vmaskmovpd	%fs:1(%r13), %ymm12, %ymm3
	vmaskmovpd	%xmm13, %xmm1, 127(%rsi)
	vmaskmovpd	%xmm8, %xmm4, %gs:-129(%rdi)
	vmaskmovpd	%xmm11, %xmm1, 128(%rbp)
	vmaskmovpd	%xmm15, %xmm3, -129(%r9)
	vmaskmovpd	%fs:-129(%r8), %xmm9, %xmm14
	vmaskmovpd	-2147483648, %xmm3, %xmm4
	vmaskmovpd	%fs:127(%r11,%r8,4), %xmm6, %xmm0
	vmaskmovpd	128(%rsi,%rcx,2), %xmm5, %xmm5
	vmaskmovps	%ymm10, %ymm5, 1(%rip)
	vmaskmovps	%ymm6, %ymm13, %fs:2147483647(%rcx,%r8,8)
	vmaskmovps	%ymm7, %ymm9, (,%rdx,8)
	vmaskmovps	%ymm5, %ymm13, (,%r13)
	vmaskmovps	1(%rax), %ymm2, %ymm8
	vmaskmovps	-128(%r13), %ymm10, %ymm4
	vmaskmovps	%gs:-2147483648(%r11,%r13,4), %ymm8, %ymm1
	vmaskmovps	-2147483648(%r9,%rdx,2), %ymm2, %ymm8
	vmaskmovps	%xmm6, %xmm2, %gs:-2147483648(%r12,%rcx)
	vmaskmovps	%xmm6, %xmm15, 127(%r11)
	vmaskmovps	%xmm15, %xmm1, %gs:2147483647(%r15,%rdi,2)
	vmaskmovps	%xmm0, %xmm13, (%r8,%r15,8)
	vmaskmovps	(%rsi), %xmm3, %xmm4
	vmaskmovps	(%r10), %xmm15, %xmm14
	vmaskmovps	%fs:128(%rdi,%rdi,2), %xmm4, %xmm2
	vmaskmovps	2147483647(%r14), %xmm6, %xmm14
	vmaxpd	-128(%rbx), %ymm8, %ymm3
	vmaxpd	%fs:2147483647(%r9), %ymm12, %ymm5
	vmaxpd	2147483647(%rax), %ymm13, %ymm4
	vmaxpd	%fs:-1(%r10), %ymm3, %ymm12
	vmaxpd	%ymm1, %ymm11, %ymm13
	vmaxpd	%ymm2, %ymm13, %ymm3
	vmaxpd	%ymm0, %ymm10, %ymm3
	vmaxpd	%ymm9, %ymm11, %ymm14
	vmaxpd	%fs:127(%rdx), %xmm5, %xmm1
	vmaxpd	%fs:-1(%r8), %xmm4, %xmm9
	vmaxpd	-1, %xmm2, %xmm3
	vmaxpd	2147483647(%r11,%r11,8), %xmm14, %xmm13
	vmaxpd	%xmm4, %xmm5, %xmm9
	vmaxpd	%xmm10, %xmm3, %xmm6
	vmaxpd	%xmm8, %xmm4, %xmm3
	vmaxpd	%xmm3, %xmm7, %xmm0
	vmaxps	0, %ymm3, %ymm13
	vmaxps	%gs:2147483647(%r13), %ymm2, %ymm4
	vmaxps	-2147483648(%r8,%rax,8), %ymm9, %ymm4
	vmaxps	(%rsi,%r14,4), %ymm4, %ymm10
	vmaxps	%ymm6, %ymm6, %ymm13
	vmaxps	%ymm15, %ymm12, %ymm11
	vmaxps	%ymm5, %ymm13, %ymm2
	vmaxps	%ymm13, %ymm11, %ymm12
	vmaxps	(%r14,%rax,2), %xmm7, %xmm7
	vmaxps	128(%r11,%rcx,4), %xmm14, %xmm13
	vmaxps	%gs:(%r13), %xmm0, %xmm9
	vmaxps	(,%r15,4), %xmm10, %xmm8
	vmaxps	%xmm9, %xmm4, %xmm13
	vmaxps	%xmm4, %xmm3, %xmm0
	vmaxps	%xmm5, %xmm15, %xmm13
	vmaxps	%xmm5, %xmm8, %xmm12
	vmaxsd	-129(%rax,%r13,8), %xmm0, %xmm10
	vmaxsd	%fs:-2147483648(%rbx,%r14), %xmm10, %xmm5
	vmaxsd	-129(%rdi), %xmm5, %xmm6
	vmaxsd	(,%rdx), %xmm2, %xmm1
	vmaxsd	%xmm14, %xmm10, %xmm2
	vmaxsd	%xmm11, %xmm6, %xmm14
	vmaxsd	%xmm10, %xmm5, %xmm14
	vmaxsd	%xmm4, %xmm11, %xmm14
	vmaxss	%gs:-129(%r9), %xmm7, %xmm15
	vmaxss	(%rip), %xmm9, %xmm5
	vmaxss	127(%rsp), %xmm14, %xmm9
	vmaxss	1(%rax,%r15), %xmm14, %xmm2
	vmaxss	%xmm13, %xmm9, %xmm13
	vmaxss	%xmm6, %xmm6, %xmm3
	vmaxss	%xmm2, %xmm9, %xmm2
	vmaxss	%xmm0, %xmm6, %xmm4
	vmcall
	vmcall
	vmcall
	vmcall
	vmclear	(%rbx,%rsi)
	vmclear	2147483647(%r15)
	vmclear	%fs:127(%rsp)
	vmclear	%gs:1(%rip)
	vmfunc
	vmfunc
	vmfunc
	vmfunc
	vminpd	%fs:2147483647(%r12), %ymm11, %ymm2
	vminpd	127(%r9), %ymm1, %ymm6
	vminpd	1(%rbx,%r10), %ymm5, %ymm11
	vminpd	-2147483648(%rsi,%r12,2), %ymm5, %ymm15
	vminpd	%ymm5, %ymm5, %ymm14
	vminpd	%ymm13, %ymm6, %ymm10
	vminpd	%ymm9, %ymm9, %ymm14
	vminpd	%ymm3, %ymm3, %ymm12
	vminpd	128(%rsi,%r14,4), %xmm4, %xmm1
	vminpd	-2147483648(%r8), %xmm14, %xmm3
	vminpd	2147483647(%rbx,%r9,2), %xmm10, %xmm8
	vminpd	2147483647(%rsp), %xmm1, %xmm4
	vminpd	%xmm1, %xmm8, %xmm0
	vminpd	%xmm2, %xmm11, %xmm7
	vminpd	%xmm15, %xmm1, %xmm10
	vminpd	%xmm13, %xmm5, %xmm15
	vminps	127(%r11), %ymm1, %ymm7
	vminps	(%rsp), %ymm5, %ymm7
	vminps	127(%rdi,%rbx,4), %ymm4, %ymm7
	vminps	%gs:2147483647(%r8), %ymm14, %ymm5
	vminps	%ymm15, %ymm5, %ymm14
	vminps	%ymm2, %ymm9, %ymm5
	vminps	%ymm13, %ymm2, %ymm3
	vminps	%ymm11, %ymm7, %ymm0
	vminps	1(%rax,%r15), %xmm2, %xmm11
	vminps	-2147483648(%rdx), %xmm1, %xmm2
	vminps	-1(%r12), %xmm8, %xmm5
	vminps	%gs:1(%rax), %xmm7, %xmm6
	vminps	%xmm13, %xmm2, %xmm3
	vminps	%xmm0, %xmm6, %xmm15
	vminps	%xmm14, %xmm12, %xmm5
	vminps	%xmm6, %xmm7, %xmm2
	vminsd	1(%rdi), %xmm6, %xmm0
	vminsd	-1(%r10), %xmm4, %xmm0
	vminsd	-1(%rsi,%r10,4), %xmm10, %xmm14
	vminsd	-2147483648(%r10), %xmm2, %xmm9
	vminsd	%xmm2, %xmm8, %xmm4
	vminsd	%xmm7, %xmm15, %xmm13
	vminsd	%xmm14, %xmm11, %xmm4
	vminsd	%xmm13, %xmm9, %xmm8
	vminss	-2147483648(%rip), %xmm2, %xmm3
	vminss	128(%rdx), %xmm5, %xmm3
	vminss	-1(,%r12), %xmm8, %xmm13
	vminss	1(,%rdx,4), %xmm10, %xmm3
	vminss	%xmm7, %xmm12, %xmm2
	vminss	%xmm14, %xmm4, %xmm11
	vminss	%xmm3, %xmm2, %xmm5
	vminss	%xmm5, %xmm13, %xmm0
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
	vmovq	%r10, %xmm0
	vmovq	%rax, %xmm6
	vmovq	%rbx, %xmm7
	vmovq	%rsp, %xmm7
	vmovapd	%ymm3, -1(%r9,%r11,8)
	vmovapd	%ymm13, -129(%r9,%r14,2)
	vmovapd	%ymm1, %gs:128(%rdx,%r13,4)
	vmovapd	%ymm13, %fs:-129(%r11,%r15,8)
	vmovapd	%fs:(%rbp,%r11), %ymm14
	vmovapd	128(%r12), %ymm10
	vmovapd	%fs:-128(%r14), %ymm1
	vmovapd	-1(,%r9,8), %ymm8
	vmovapd	%ymm8, %ymm5
	vmovapd	%ymm6, %ymm10
	vmovapd	%ymm2, %ymm0
	vmovapd	%ymm11, %ymm10
	vmovapd	%ymm7, %ymm14
	vmovapd	%ymm14, %ymm6
	vmovapd	%ymm8, %ymm15
	vmovapd	%ymm15, %ymm9
	vmovapd	%xmm8, (%r13,%rax,8)
	vmovapd	%xmm1, (%rdx)
	vmovapd	%xmm8, -2147483648(%rax,%r15)
	vmovapd	%xmm9, -128(%rdx)
	vmovapd	-2147483648(%rcx), %xmm8
	vmovapd	%gs:-129(%rdx), %xmm0
	vmovapd	1(%r10,%r10,8), %xmm12
	vmovapd	-2147483648(%rdx), %xmm4
	vmovapd	%xmm9, %xmm15
	vmovapd	%xmm7, %xmm2
	vmovapd	%xmm8, %xmm6
	vmovapd	%xmm15, %xmm13
	vmovapd	%xmm5, %xmm14
	vmovapd	%xmm1, %xmm10
	vmovapd	%xmm14, %xmm9
	vmovapd	%xmm13, %xmm4
	vmovaps	%ymm7, 1(%r12)
	vmovaps	%ymm9, (%r15)
	vmovaps	%ymm10, 128(%rip)
	vmovaps	%ymm12, %fs:2147483647(%r11,%r9,4)
	vmovaps	-2147483648(%r12,%r15,2), %ymm5
	vmovaps	(%r10), %ymm2
	vmovaps	2147483647(%rip), %ymm13
	vmovaps	%gs:-129(%rdi,%rdx), %ymm4
	vmovaps	%ymm9, %ymm14
	vmovaps	%ymm0, %ymm9
	vmovaps	%ymm8, %ymm5
	vmovaps	%ymm3, %ymm10
	vmovaps	%ymm11, %ymm2
	vmovaps	%ymm13, %ymm2
	vmovaps	%ymm4, %ymm3
	vmovaps	%ymm5, %ymm1
	vmovaps	%xmm1, %gs:-1(%rbp)
	vmovaps	%xmm8, %gs:2147483647(%r11,%rdi)
	vmovaps	%xmm8, %fs:(%rcx)
	vmovaps	%xmm2, -129(%rax)
	vmovaps	%gs:-128(%r9), %xmm2
	vmovaps	-1(%rdi,%rdi,4), %xmm11
	vmovaps	%fs:-129(%rbp), %xmm5
	vmovaps	-128(,%r11), %xmm2
	vmovaps	%xmm13, %xmm12
	vmovaps	%xmm4, %xmm3
	vmovaps	%xmm6, %xmm5
	vmovaps	%xmm11, %xmm12
	vmovaps	%xmm12, %xmm5
	vmovaps	%xmm15, %xmm3
	vmovaps	%xmm6, %xmm11
	vmovaps	%xmm4, %xmm0
	vmovddup	%fs:-2147483648(%rbx), %ymm15
	vmovddup	2147483647(%r14), %ymm1
	vmovddup	-2147483648(%rdi,%r13), %ymm12
	vmovddup	-1(%r8), %ymm11
	vmovddup	%ymm13, %ymm9
	vmovddup	%ymm1, %ymm15
	vmovddup	%ymm15, %ymm15
	vmovddup	%ymm13, %ymm5
	vmovddup	127(%r12), %xmm6
	vmovddup	-2147483648, %xmm10
	vmovddup	-1(%rip), %xmm9
	vmovddup	(%rdi), %xmm5
	vmovddup	%xmm10, %xmm6
	vmovddup	%xmm2, %xmm12
	vmovddup	%xmm1, %xmm5
	vmovddup	%xmm4, %xmm7
	vmovd	1, %xmm8
	vmovd	-1(%rsi,%r12,4), %xmm8
	vmovd	(%r15,%rbp), %xmm14
	vmovd	2147483647, %xmm10
	vmovd	%r12d, %xmm4
	vmovd	%r9d, %xmm14
	vmovd	%edi, %xmm14
	vmovd	%r11d, %xmm14
	vmovdqa	%ymm10, %fs:-1(%rsp)
	vmovdqa	%ymm0, -2147483648(%rsp,%rbx)
	vmovdqa	%ymm10, %fs:2147483647(%r9,%rbx)
	vmovdqa	%ymm2, 128(%r15,%rcx,8)
	vmovdqa	(%rax), %ymm6
	vmovdqa	%gs:(%rdi,%r9,2), %ymm14
	vmovdqa	-128(,%r8), %ymm14
	vmovdqa	-128(%r12,%r15), %ymm4
	vmovdqa	%ymm11, %ymm9
	vmovdqa	%ymm0, %ymm10
	vmovdqa	%ymm10, %ymm7
	vmovdqa	%ymm1, %ymm5
	vmovdqa	%ymm5, %ymm12
	vmovdqa	%ymm7, %ymm3
	vmovdqa	%ymm11, %ymm0
	vmovdqa	%ymm1, %ymm7
	vmovdqa	%xmm10, -2147483648
	vmovdqa	%xmm4, -1(,%r8)
	vmovdqa	%xmm1, 2147483647(%r10,%rax,4)
	vmovdqa	%xmm3, %fs:-129(%r12,%rax)
	vmovdqa	-129(%r11), %xmm8
	vmovdqa	128(%r14,%r9,8), %xmm0
	vmovdqa	(%r11), %xmm14
	vmovdqa	1(,%rbx,8), %xmm5
	vmovdqa	%xmm13, %xmm15
	vmovdqa	%xmm11, %xmm11
	vmovdqa	%xmm8, %xmm1
	vmovdqa	%xmm11, %xmm7
	vmovdqa	%xmm1, %xmm4
	vmovdqa	%xmm3, %xmm15
	vmovdqa	%xmm4, %xmm9
	vmovdqa	%xmm2, %xmm14
	vmovdqu	%ymm2, %fs:1(%r9,%rax)
	vmovdqu	%ymm1, %fs:-2147483648(%r9,%r8,8)
	vmovdqu	%ymm0, %fs:0
	vmovdqu	%ymm6, %fs:127(%rbx,%r14,2)
	vmovdqu	(%r11), %ymm4
	vmovdqu	128(%r14,%rsi), %ymm13
	vmovdqu	-1(%r8,%rax,2), %ymm14
	vmovdqu	-1(%r13), %ymm11
	vmovdqu	%ymm11, %ymm4
	vmovdqu	%ymm5, %ymm7
	vmovdqu	%ymm5, %ymm6
	vmovdqu	%ymm10, %ymm3
	vmovdqu	%ymm15, %ymm0
	vmovdqu	%ymm7, %ymm7
	vmovdqu	%ymm1, %ymm14
	vmovdqu	%ymm4, %ymm15
	vmovdqu	%xmm15, -2147483648(%rbx)
	vmovdqu	%xmm0, %gs:-1(%r15,%r9,2)
	vmovdqu	%xmm0, 2147483647(%rdx)
	vmovdqu	%xmm1, -128(%rdx)
	vmovdqu	1(%r9), %xmm12
	vmovdqu	127(%rdx,%r8,8), %xmm8
	vmovdqu	127(%r8,%rcx,8), %xmm10
	vmovdqu	127(,%rbp,8), %xmm0
	vmovdqu	%xmm9, %xmm0
	vmovdqu	%xmm9, %xmm11
	vmovdqu	%xmm3, %xmm12
	vmovdqu	%xmm2, %xmm6
	vmovdqu	%xmm2, %xmm2
	vmovdqu	%xmm6, %xmm8
	vmovdqu	%xmm6, %xmm14
	vmovdqu	%xmm13, %xmm1
	vmovhlps	%xmm11, %xmm6, %xmm1
	vmovhlps	%xmm15, %xmm11, %xmm3
	vmovhlps	%xmm15, %xmm12, %xmm9
	vmovhlps	%xmm3, %xmm6, %xmm14
	vmovhpd	%xmm12, (%r10)
	vmovhpd	%xmm8, %gs:127(%rdx)
	vmovhpd	%xmm6, %gs:128(%rax)
	vmovhpd	%xmm6, %gs:128(%r15)
	vmovhpd	(,%rdx,8), %xmm2, %xmm13
	vmovhpd	%gs:-129(%rip), %xmm1, %xmm12
	vmovhpd	-129(%r13), %xmm1, %xmm8
	vmovhpd	%gs:-128(%rip), %xmm4, %xmm5
	vmovhps	%xmm13, %fs:2147483647(%r13)
	vmovhps	%xmm15, 2147483647(%r9)
	vmovhps	%xmm13, %fs:2147483647(,%rdi)
	vmovhps	%xmm3, 128
	vmovhps	128(%rsp,%rcx,4), %xmm7, %xmm15
	vmovhps	%gs:128(%r15,%rsi,4), %xmm9, %xmm14
	vmovhps	-1(%r12), %xmm13, %xmm7
	vmovhps	(%r14,%r10,2), %xmm1, %xmm7
	vmovlhps	%xmm8, %xmm9, %xmm11
	vmovlhps	%xmm2, %xmm4, %xmm7
	vmovlhps	%xmm15, %xmm4, %xmm13
	vmovlhps	%xmm8, %xmm3, %xmm1
	vmovlpd	%xmm11, %gs:2147483647(%r8,%r13)
	vmovlpd	%xmm6, 127(%rbp)
	vmovlpd	%xmm3, -129(%r8,%r13,4)
	vmovlpd	%xmm9, 2147483647(%rdx,%r11,2)
	vmovlpd	-128(%r15), %xmm8, %xmm11
	vmovlpd	127(%rsp,%r12,4), %xmm13, %xmm4
	vmovlpd	%gs:2147483647(%rip), %xmm3, %xmm5
	vmovlpd	-129(%r11), %xmm1, %xmm7
	vmovlps	%xmm11, -128(%r12,%rbx,4)
	vmovlps	%xmm10, 127(%r14)
	vmovlps	%xmm10, -2147483648(%rsi)
	vmovlps	%xmm0, -2147483648(%r8,%r9,2)
	vmovlps	127(%rdx,%rbx), %xmm5, %xmm15
	vmovlps	-129(%r13), %xmm7, %xmm5
	vmovlps	128(%r8), %xmm4, %xmm9
	vmovlps	128(%r15,%rdi,2), %xmm13, %xmm4
	vmovmskpd	%ymm2, %r14d
	vmovmskpd	%ymm11, %r12d
	vmovmskpd	%ymm1, %r8d
	vmovmskpd	%ymm0, %ebp
	vmovmskpd	%xmm4, %r8d
	vmovmskpd	%xmm11, %r13d
	vmovmskpd	%xmm3, %eax
	vmovmskpd	%xmm13, %ecx
	vmovmskps	%ymm14, %eax
	vmovmskps	%ymm13, %esi
	vmovmskps	%ymm1, %ecx
	vmovmskps	%ymm8, %r11d
	vmovmskps	%xmm5, %r10d
	vmovmskps	%xmm11, %r9d
	vmovmskps	%xmm7, %ecx
	vmovmskps	%xmm7, %r10d
	vmovntdqa	128, %ymm1
	vmovntdqa	%gs:127(%rsp,%r12,8), %ymm12
	vmovntdqa	-129(%r9,%r8,4), %ymm14
	vmovntdqa	-129(%rbp,%r12,4), %ymm8
	vmovntdqa	2147483647(%r15), %xmm14
	vmovntdqa	-1(%r11,%r11,2), %xmm9
	vmovntdqa	(%rsi), %xmm7
	vmovntdqa	128(,%rax,2), %xmm2
	vmovntdq	%ymm3, %fs:128
	vmovntdq	%ymm2, 2147483647(%rip)
	vmovntdq	%ymm10, 128(%r14)
	vmovntdq	%ymm12, 128(%rax,%r13,2)
	vmovntdq	%xmm13, %fs:128(%r15,%r13,8)
	vmovntdq	%xmm2, -1(%rax)
	vmovntdq	%xmm0, -1(,%r10,8)
	vmovntdq	%xmm9, -2147483648(%r12)
	vmovntpd	%ymm0, %gs:128(%rdi,%rdi,4)
	vmovntpd	%ymm1, (%rip)
	vmovntpd	%ymm2, -128(%r12)
	vmovntpd	%ymm13, -1(%rdi)
	vmovntpd	%xmm2, 1(%r8,%rsi,4)
	vmovntpd	%xmm2, 127(%rdx)
	vmovntpd	%xmm9, %fs:128(%rdi,%rbp,2)
	vmovntpd	%xmm15, %fs:-128(%rdx)
	vmovntps	%ymm10, %gs:-1(%rsp)
	vmovntps	%ymm5, -129(%rbx)
	vmovntps	%ymm9, (%rip)
	vmovntps	%ymm2, 1(%rdi)
	vmovntps	%xmm3, %gs:-129(%r11,%r10,8)
	vmovntps	%xmm12, 2147483647(%rdx,%rdi,2)
	vmovntps	%xmm9, -2147483648(%rdi,%rcx,8)
	vmovntps	%xmm8, 128(%r11,%rcx,2)
	vmovd	%xmm9, -1(%rbp)
	vmovd	%xmm8, 2147483647(%rcx)
	vmovd	%xmm1, 2147483647
	vmovd	%xmm8, (%r8)
	vmovd	%xmm8, %esp
	vmovd	%xmm4, %edi
	vmovd	%xmm9, %edx
	vmovd	%xmm5, %ecx
	vmovq	%xmm8, 2147483647(%r15,%r14,2)
	vmovq	%xmm10, -1(%rbx)
	vmovq	%xmm3, 127(%r15,%rsi)
	vmovq	%xmm0, 128(%r15,%rbp)
	vmovq	%xmm15, %xmm0
	vmovq	%xmm14, %xmm15
	vmovq	%xmm9, %xmm12
	vmovq	%xmm8, %xmm1
	vmovq	%xmm0, %rbp
	vmovq	%xmm0, %rsp
	vmovq	%xmm0, %rax
	vmovq	%xmm3, %r8
	vmovq	-2147483648(%r14), %xmm12
	vmovq	%gs:(%rsi), %xmm3
	vmovq	%fs:-1(%rbp,%rax,4), %xmm0
	vmovq	2147483647(%rip), %xmm2
	vmovsd	%xmm12, 127
	vmovsd	%xmm0, -128(,%rbp,4)
	vmovsd	%xmm7, (%rbx)
	vmovsd	%xmm1, %gs:2147483647(%r11,%r11,8)
	vmovsd	127(%r8), %xmm11
	vmovsd	127(%r10), %xmm11
	vmovsd	128(%rdi,%r10,8), %xmm3
	vmovsd	2147483647(%rdx,%rbp,4), %xmm10
	vmovsd	%xmm5, %xmm0, %xmm14
	vmovsd	%xmm4, %xmm12, %xmm9
	vmovsd	%xmm13, %xmm12, %xmm15
	vmovsd	%xmm8, %xmm0, %xmm3
	vmovsd	%xmm5, %xmm10, %xmm1
	vmovsd	%xmm10, %xmm1, %xmm6
	vmovsd	%xmm8, %xmm11, %xmm13
	vmovsd	%xmm0, %xmm7, %xmm6
	vmovshdup	-128, %ymm1
	vmovshdup	%fs:(%r14), %ymm3
	vmovshdup	%fs:-129(%rdx,%r10,4), %ymm3
	vmovshdup	%fs:1(%r14,%r14,2), %ymm15
	vmovshdup	%ymm4, %ymm1
	vmovshdup	%ymm1, %ymm14
	vmovshdup	%ymm13, %ymm7
	vmovshdup	%ymm13, %ymm2
	vmovshdup	-129(%r15,%rdx), %xmm5
	vmovshdup	128(%rsi,%r9,2), %xmm0
	vmovshdup	(%r8,%rdi,8), %xmm7
	vmovshdup	128(%rbp), %xmm1
	vmovshdup	%xmm3, %xmm8
	vmovshdup	%xmm12, %xmm1
	vmovshdup	%xmm15, %xmm13
	vmovshdup	%xmm12, %xmm4
	vmovsldup	-129(%rbp), %ymm4
	vmovsldup	128(%rax), %ymm3
	vmovsldup	-128(%rip), %ymm13
	vmovsldup	-2147483648(%r9), %ymm8
	vmovsldup	%ymm7, %ymm6
	vmovsldup	%ymm2, %ymm9
	vmovsldup	%ymm15, %ymm14
	vmovsldup	%ymm4, %ymm6
	vmovsldup	%fs:128(%rdx), %xmm9
	vmovsldup	1(%rcx), %xmm11
	vmovsldup	-128(%rax), %xmm3
	vmovsldup	128(%r13,%r9,8), %xmm12
	vmovsldup	%xmm10, %xmm7
	vmovsldup	%xmm9, %xmm13
	vmovsldup	%xmm5, %xmm5
	vmovsldup	%xmm2, %xmm1
	vmovss	%xmm10, %fs:-129(%r12)
	vmovss	%xmm8, 1(%rbp,%r13)
	vmovss	%xmm4, %gs:127(%r9)
	vmovss	%xmm11, -1(%rip)
	vmovss	%gs:1(%r11), %xmm7
	vmovss	%fs:1(%r11,%r15,2), %xmm13
	vmovss	-1(%rcx,%rbp), %xmm1
	vmovss	127(%r8,%r9,8), %xmm6
	vmovss	%xmm2, %xmm15, %xmm6
	vmovss	%xmm9, %xmm1, %xmm5
	vmovss	%xmm14, %xmm12, %xmm13
	vmovss	%xmm15, %xmm4, %xmm15
	vmovss	%xmm3, %xmm13, %xmm13
	vmovss	%xmm6, %xmm15, %xmm14
	vmovss	%xmm0, %xmm5, %xmm0
	vmovss	%xmm9, %xmm8, %xmm15
	vmovupd	%ymm14, -2147483648(%rsp)
	vmovupd	%ymm0, (,%r10,2)
	vmovupd	%ymm3, -1(%rip)
	vmovupd	%ymm11, 2147483647(%r15)
	vmovupd	1(%rbp,%r11), %ymm2
	vmovupd	%fs:128(%r15,%rbp,4), %ymm0
	vmovupd	-129(%r12), %ymm7
	vmovupd	-2147483648(%rsp,%r8,2), %ymm10
	vmovupd	%ymm6, %ymm6
	vmovupd	%ymm3, %ymm10
	vmovupd	%ymm0, %ymm12
	vmovupd	%ymm7, %ymm4
	vmovupd	%ymm10, %ymm2
	vmovupd	%ymm4, %ymm2
	vmovupd	%ymm12, %ymm10
	vmovupd	%ymm3, %ymm13
	vmovupd	%xmm4, %fs:-1(%r9)
	vmovupd	%xmm2, -1(%r15)
	vmovupd	%xmm1, -128(%rsp)
	vmovupd	%xmm0, 1(%r11)
	vmovupd	(%rbx), %xmm7
	vmovupd	-1(%rcx), %xmm0
	vmovupd	-128(%r10,%r8,8), %xmm9
	vmovupd	-128(%rax,%r13,2), %xmm3
	vmovupd	%xmm5, %xmm11
	vmovupd	%xmm5, %xmm13
	vmovupd	%xmm7, %xmm15
	vmovupd	%xmm3, %xmm2
	vmovupd	%xmm12, %xmm8
	vmovupd	%xmm6, %xmm12
	vmovupd	%xmm2, %xmm6
	vmovupd	%xmm11, %xmm1
	vmovups	%ymm0, %fs:-129(%r15)
	vmovups	%ymm7, -2147483648(%r8)
	vmovups	%ymm2, -1(%r15)
	vmovups	%ymm5, -2147483648(%rcx,%rdx,4)
	vmovups	1(%rip), %ymm14
	vmovups	128(%rbx,%r9,8), %ymm1
	vmovups	%gs:(%r10,%r11,4), %ymm13
	vmovups	-128(%rsi), %ymm0
	vmovups	%ymm9, %ymm14
	vmovups	%ymm12, %ymm4
	vmovups	%ymm1, %ymm2
	vmovups	%ymm3, %ymm13
	vmovups	%ymm13, %ymm9
	vmovups	%ymm4, %ymm6
	vmovups	%ymm3, %ymm2
	vmovups	%ymm0, %ymm12
	vmovups	%xmm13, -128(%r13,%rbx,8)
	vmovups	%xmm15, 128(%r9,%rbp)
	vmovups	%xmm11, %fs:1(%rcx,%r8,2)
	vmovups	%xmm10, -129(%r14)
	vmovups	-129(%rbx), %xmm5
	vmovups	(%rbx,%r12,2), %xmm2
	vmovups	127(%r13), %xmm0
	vmovups	(%rdx,%r11,4), %xmm4
	vmovups	%xmm3, %xmm12
	vmovups	%xmm7, %xmm12
	vmovups	%xmm13, %xmm10
	vmovups	%xmm2, %xmm8
	vmovups	%xmm8, %xmm8
	vmovups	%xmm13, %xmm11
	vmovups	%xmm14, %xmm1
	vmovups	%xmm1, %xmm13
	vmovq	%xmm9, %xmm3
	vmovq	%xmm0, %xmm7
	vmovq	%xmm10, %xmm15
	vmovq	%xmm12, %xmm8
	vmpsadbw	$148, -2147483648(%rsp,%rdi,8), %ymm2, %ymm3
	vmpsadbw	$215, 2147483647(%rsi), %ymm2, %ymm1
	vmpsadbw	$255, %gs:-1(%r8), %ymm7, %ymm4
	vmpsadbw	$255, 2147483647(%rax,%r10,8), %ymm13, %ymm11
	vmpsadbw	$0, %ymm5, %ymm10, %ymm12
	vmpsadbw	$247, %ymm5, %ymm9, %ymm2
	vmpsadbw	$172, %ymm10, %ymm3, %ymm12
	vmpsadbw	$128, %ymm2, %ymm12, %ymm8
	vmpsadbw	$255, (%rsi), %xmm5, %xmm14
	vmpsadbw	$132, %fs:128(%r10), %xmm12, %xmm10
	vmpsadbw	$240, 127(%r13), %xmm3, %xmm9
	vmpsadbw	$255, %fs:2147483647(%r14), %xmm12, %xmm4
	vmpsadbw	$162, %xmm10, %xmm14, %xmm8
	vmpsadbw	$216, %xmm1, %xmm0, %xmm7
	vmpsadbw	$255, %xmm13, %xmm0, %xmm1
	vmpsadbw	$30, %xmm5, %xmm7, %xmm10
	vmptrld	-128(%r15,%r13,2)
	vmptrld	(%r8)
	vmptrld	%gs:-2147483648(%r8,%rdi,8)
	vmptrld	-128(%r12)
	vmptrst	-2147483648(,%rbx,4)
	vmptrst	1(%r14,%r11,2)
	vmptrst	128(%rax)
	vmptrst	-129(%rsp,%r10,4)
	vmreadq	%rcx, -2147483648(%r14,%rax,8)
	vmreadq	%r8, -2147483648(%rdx)
	vmreadq	%rsi, %gs:127(%r10)
	vmreadq	%r10, 1(%r14,%r10,2)
	vmreadq	%rdx, %rdi
	vmreadq	%r11, %rcx
	vmreadq	%r11, %rsi
	vmreadq	%rsi, %rsi
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
	vmulpd	-2147483648(%r8), %ymm2, %ymm0
	vmulpd	%fs:-1(,%rcx,4), %ymm13, %ymm7
	vmulpd	-128(%rax,%r11), %ymm4, %ymm12
	vmulpd	2147483647(%r14), %ymm4, %ymm0
	vmulpd	%ymm0, %ymm5, %ymm14
	vmulpd	%ymm10, %ymm7, %ymm1
	vmulpd	%ymm4, %ymm2, %ymm3
	vmulpd	%ymm0, %ymm12, %ymm8
	vmulpd	1(%rcx), %xmm7, %xmm12
	vmulpd	%fs:-128(%rbx,%r12), %xmm11, %xmm7
	vmulpd	128(%r10,%r13,8), %xmm14, %xmm0
	vmulpd	%fs:-128(%r10), %xmm15, %xmm5
	vmulpd	%xmm0, %xmm12, %xmm9
	vmulpd	%xmm0, %xmm15, %xmm1
	vmulpd	%xmm2, %xmm3, %xmm13
	vmulpd	%xmm5, %xmm1, %xmm11
	vmulps	%gs:127(%rcx), %ymm10, %ymm7
	vmulps	%fs:1(%rsi), %ymm7, %ymm15
	vmulps	1(%r9), %ymm0, %ymm8
	vmulps	-2147483648(%r12,%r8,4), %ymm2, %ymm13
	vmulps	%ymm5, %ymm11, %ymm0
	vmulps	%ymm1, %ymm2, %ymm7
	vmulps	%ymm4, %ymm15, %ymm2
	vmulps	%ymm7, %ymm14, %ymm10
	vmulps	(%rbx,%rbp,4), %xmm12, %xmm0
	vmulps	1(%r8), %xmm15, %xmm8
	vmulps	1(%r15), %xmm9, %xmm12
	vmulps	127(%rsi), %xmm15, %xmm9
	vmulps	%xmm8, %xmm5, %xmm1
	vmulps	%xmm7, %xmm1, %xmm5
	vmulps	%xmm0, %xmm8, %xmm15
	vmulps	%xmm2, %xmm13, %xmm2
	vmulsd	2147483647(%rdi,%r15,8), %xmm6, %xmm3
	vmulsd	128(%rsi), %xmm8, %xmm2
	vmulsd	127(,%r14), %xmm15, %xmm12
	vmulsd	-1(%rdi), %xmm8, %xmm2
	vmulsd	%xmm3, %xmm13, %xmm1
	vmulsd	%xmm3, %xmm8, %xmm5
	vmulsd	%xmm2, %xmm15, %xmm5
	vmulsd	%xmm7, %xmm12, %xmm3
	vmulss	128, %xmm4, %xmm12
	vmulss	127(%r10), %xmm6, %xmm11
	vmulss	2147483647(%rsp), %xmm11, %xmm11
	vmulss	-1(%rdx,%rbx), %xmm2, %xmm2
	vmulss	%xmm10, %xmm8, %xmm8
	vmulss	%xmm11, %xmm7, %xmm0
	vmulss	%xmm1, %xmm12, %xmm7
	vmulss	%xmm12, %xmm1, %xmm5
	vmwriteq	(%rbx,%rdx,8), %rdx
	vmwriteq	2147483647(%r14,%rdi,4), %r14
	vmwriteq	-129, %r15
	vmwriteq	-129(%rdx,%r12,4), %r13
	vmwriteq	%rdi, %rsp
	vmwriteq	%r11, %r13
	vmwriteq	%r13, %rdx
	vmwriteq	%rsi, %r14
	vmxoff
	vmxoff
	vmxoff
	vmxoff
	vmxon	-129(%rcx,%r10)
	vmxon	(%rip)
	vmxon	128(%r8,%rbp,8)
	vmxon	2147483647(%rcx)
	vorpd	1(%rbp,%r13), %ymm0, %ymm9
	vorpd	-129(,%r11,8), %ymm7, %ymm7
	vorpd	-2147483648(,%rax,4), %ymm14, %ymm3
	vorpd	%gs:-128(,%r15), %ymm13, %ymm0
	vorpd	%ymm11, %ymm11, %ymm4
	vorpd	%ymm13, %ymm4, %ymm11
	vorpd	%ymm15, %ymm5, %ymm4
	vorpd	%ymm3, %ymm13, %ymm8
	vorpd	%gs:128(%rip), %xmm5, %xmm2
	vorpd	-129(%r11), %xmm10, %xmm0
	vorpd	%gs:127(%rsi), %xmm12, %xmm3
	vorpd	-128(%rip), %xmm2, %xmm1
	vorpd	%xmm14, %xmm15, %xmm8
	vorpd	%xmm3, %xmm6, %xmm13
	vorpd	%xmm4, %xmm2, %xmm6
	vorpd	%xmm1, %xmm8, %xmm2
	vorps	-2147483648(%rbp), %ymm1, %ymm1
	vorps	128(,%r13,2), %ymm9, %ymm8
	vorps	-128(%rsp), %ymm1, %ymm12
	vorps	-128(,%r9,8), %ymm9, %ymm8
	vorps	%ymm1, %ymm5, %ymm4
	vorps	%ymm3, %ymm12, %ymm11
	vorps	%ymm11, %ymm10, %ymm0
	vorps	%ymm14, %ymm12, %ymm15
	vorps	(%r9), %xmm0, %xmm0
	vorps	-2147483648(%rcx,%r10,8), %xmm1, %xmm11
	vorps	%gs:-1(%rcx), %xmm0, %xmm8
	vorps	-2147483648(%r9,%r11,4), %xmm9, %xmm3
	vorps	%xmm14, %xmm9, %xmm0
	vorps	%xmm10, %xmm15, %xmm6
	vorps	%xmm8, %xmm4, %xmm5
	vorps	%xmm4, %xmm2, %xmm1
	vpabsb	2147483647(%r14,%r11), %ymm4
	vpabsb	2147483647(%r9,%rbp,8), %ymm11
	vpabsb	%gs:128(%rdx), %ymm9
	vpabsb	2147483647(,%rbp), %ymm12
	vpabsb	%ymm1, %ymm12
	vpabsb	%ymm3, %ymm3
	vpabsb	%ymm13, %ymm0
	vpabsb	%ymm7, %ymm8
	vpabsb	-2147483648(%r12,%r11,8), %xmm1
	vpabsb	-129(%r15,%rax,2), %xmm8
	vpabsb	%fs:128(%r12,%r13,8), %xmm1
	vpabsb	(%rsp), %xmm0
	vpabsb	%xmm12, %xmm4
	vpabsb	%xmm0, %xmm6
	vpabsb	%xmm2, %xmm3
	vpabsb	%xmm10, %xmm2
	vpabsd	%fs:1(%rdx,%rbx,4), %ymm6
	vpabsd	-128(%r13), %ymm13
	vpabsd	128(%r9), %ymm3
	vpabsd	%fs:-1(%r9), %ymm8
	vpabsd	%ymm12, %ymm1
	vpabsd	%ymm15, %ymm2
	vpabsd	%ymm6, %ymm3
	vpabsd	%ymm9, %ymm0
	vpabsd	%fs:-128(%rsp,%rdi,2), %xmm3
	vpabsd	1(%r8,%rbx), %xmm12
	vpabsd	-2147483648(%rbp), %xmm7
	vpabsd	(%r14), %xmm7
	vpabsd	%xmm8, %xmm1
	vpabsd	%xmm6, %xmm2
	vpabsd	%xmm2, %xmm0
	vpabsd	%xmm9, %xmm1
	vpabsw	%gs:2147483647(%rip), %ymm2
	vpabsw	128, %ymm0
	vpabsw	%fs:128(%r12), %ymm12
	vpabsw	2147483647(,%rdx), %ymm15
	vpabsw	%ymm10, %ymm11
	vpabsw	%ymm3, %ymm7
	vpabsw	%ymm10, %ymm1
	vpabsw	%ymm11, %ymm9
	vpabsw	2147483647(%r10,%r13,2), %xmm14
	vpabsw	(,%r9,4), %xmm0
	vpabsw	-2147483648(%rdx), %xmm15
	vpabsw	127(%rdx), %xmm12
	vpabsw	%xmm15, %xmm8
	vpabsw	%xmm7, %xmm14
	vpabsw	%xmm3, %xmm3
	vpabsw	%xmm4, %xmm14
	vpackssdw	1(%rip), %ymm0, %ymm4
	vpackssdw	-1(%r15), %ymm11, %ymm7
	vpackssdw	-2147483648(%rbp), %ymm11, %ymm5
	vpackssdw	1(,%rdi), %ymm13, %ymm5
	vpackssdw	%ymm10, %ymm3, %ymm9
	vpackssdw	%ymm0, %ymm4, %ymm6
	vpackssdw	%ymm11, %ymm10, %ymm10
	vpackssdw	%ymm9, %ymm1, %ymm7
	vpackssdw	-128(%r13,%rax,8), %xmm10, %xmm2
	vpackssdw	%gs:128(%r8,%rdi), %xmm4, %xmm7
	vpackssdw	1(,%rsi), %xmm0, %xmm12
	vpackssdw	%fs:128(%r14), %xmm3, %xmm8
	vpackssdw	%xmm10, %xmm4, %xmm1
	vpackssdw	%xmm9, %xmm13, %xmm7
	vpackssdw	%xmm5, %xmm3, %xmm1
	vpackssdw	%xmm7, %xmm6, %xmm14
	vpacksswb	1(%rdi), %ymm14, %ymm11
	vpacksswb	2147483647(%r12,%rdx,2), %ymm1, %ymm13
	vpacksswb	-129(%rbp,%rax), %ymm2, %ymm7
	vpacksswb	-1(%rsp), %ymm10, %ymm12
	vpacksswb	%ymm11, %ymm11, %ymm14
	vpacksswb	%ymm11, %ymm0, %ymm5
	vpacksswb	%ymm6, %ymm2, %ymm4
	vpacksswb	%ymm2, %ymm6, %ymm5
	vpacksswb	%gs:128(%rbx), %xmm10, %xmm7
	vpacksswb	128(%rdx,%r11), %xmm8, %xmm15
	vpacksswb	127(%rbp,%r14,4), %xmm11, %xmm8
	vpacksswb	127(%rip), %xmm9, %xmm14
	vpacksswb	%xmm6, %xmm5, %xmm1
	vpacksswb	%xmm6, %xmm11, %xmm13
	vpacksswb	%xmm2, %xmm1, %xmm7
	vpacksswb	%xmm3, %xmm14, %xmm14
	vpackusdw	%gs:(%rsi,%rbp,4), %ymm14, %ymm2
	vpackusdw	-1(%rbx,%rsi), %ymm8, %ymm6
	vpackusdw	1(%r14), %ymm5, %ymm14
	vpackusdw	2147483647, %ymm10, %ymm12
	vpackusdw	%ymm11, %ymm15, %ymm15
	vpackusdw	%ymm5, %ymm0, %ymm12
	vpackusdw	%ymm8, %ymm11, %ymm11
	vpackusdw	%ymm5, %ymm4, %ymm0
	vpackusdw	-1(%rbp,%rdx), %xmm2, %xmm3
	vpackusdw	%gs:-128(%r11,%r13,2), %xmm3, %xmm1
	vpackusdw	128(%r14,%r10,4), %xmm14, %xmm9
	vpackusdw	127(%rsi), %xmm5, %xmm9
	vpackusdw	%xmm0, %xmm1, %xmm2
	vpackusdw	%xmm14, %xmm10, %xmm0
	vpackusdw	%xmm3, %xmm15, %xmm7
	vpackusdw	%xmm3, %xmm11, %xmm14
	vpackuswb	2147483647(%rbp), %ymm15, %ymm4
	vpackuswb	-2147483648(%rsi), %ymm13, %ymm3
	vpackuswb	%gs:128(%rax,%r8,8), %ymm5, %ymm4
	vpackuswb	-1(,%r15,2), %ymm7, %ymm9
	vpackuswb	%ymm5, %ymm5, %ymm13
	vpackuswb	%ymm2, %ymm10, %ymm9
	vpackuswb	%ymm2, %ymm4, %ymm14
	vpackuswb	%ymm2, %ymm3, %ymm7
	vpackuswb	-129(%r8,%rbp,4), %xmm2, %xmm1
	vpackuswb	-1(%r14), %xmm4, %xmm2
	vpackuswb	(%rbx), %xmm15, %xmm3
	vpackuswb	-128(%r15), %xmm13, %xmm5
	vpackuswb	%xmm13, %xmm4, %xmm15
	vpackuswb	%xmm5, %xmm2, %xmm2
	vpackuswb	%xmm11, %xmm5, %xmm6
	vpackuswb	%xmm13, %xmm14, %xmm8
	vpaddb	%gs:128(%r11), %ymm1, %ymm10
	vpaddb	1(%rbx,%rcx,8), %ymm1, %ymm12
	vpaddb	%gs:128(,%r12,4), %ymm4, %ymm9
	vpaddb	127(%r9), %ymm11, %ymm13
	vpaddb	%ymm10, %ymm0, %ymm8
	vpaddb	%ymm6, %ymm8, %ymm0
	vpaddb	%ymm9, %ymm9, %ymm13
	vpaddb	%ymm10, %ymm9, %ymm0
	vpaddb	1(%rdx,%rcx,2), %xmm11, %xmm11
	vpaddb	127(%r11,%rax,8), %xmm14, %xmm4
	vpaddb	128(%rdi), %xmm2, %xmm1
	vpaddb	%gs:1(%rbx,%r13,8), %xmm12, %xmm9
	vpaddb	%xmm14, %xmm5, %xmm8
	vpaddb	%xmm6, %xmm14, %xmm5
	vpaddb	%xmm12, %xmm13, %xmm9
	vpaddb	%xmm7, %xmm7, %xmm2
	vpaddd	%gs:-1(%r9), %ymm1, %ymm3
	vpaddd	-128(%rsp), %ymm11, %ymm5
	vpaddd	%fs:-129(%rip), %ymm13, %ymm8
	vpaddd	-129(%r9), %ymm15, %ymm8
	vpaddd	%ymm3, %ymm3, %ymm3
	vpaddd	%ymm11, %ymm10, %ymm2
	vpaddd	%ymm13, %ymm11, %ymm13
	vpaddd	%ymm2, %ymm10, %ymm10
	vpaddd	127(,%r9,8), %xmm7, %xmm1
	vpaddd	-2147483648(%r9), %xmm8, %xmm13
	vpaddd	%fs:-1(%r14), %xmm4, %xmm7
	vpaddd	%fs:-1(%r10), %xmm14, %xmm14
	vpaddd	%xmm3, %xmm12, %xmm3
	vpaddd	%xmm13, %xmm3, %xmm4
	vpaddd	%xmm7, %xmm8, %xmm10
	vpaddd	%xmm6, %xmm3, %xmm12
	vpaddq	-128, %ymm9, %ymm9
	vpaddq	(%r9), %ymm4, %ymm15
	vpaddq	2147483647(%r11,%rdi,2), %ymm8, %ymm7
	vpaddq	%fs:127(%rsp,%rdi), %ymm4, %ymm0
	vpaddq	%ymm15, %ymm11, %ymm12
	vpaddq	%ymm2, %ymm8, %ymm13
	vpaddq	%ymm4, %ymm13, %ymm6
	vpaddq	%ymm13, %ymm10, %ymm6
	vpaddq	-128(%rdi), %xmm2, %xmm4
	vpaddq	2147483647(,%r9,2), %xmm0, %xmm13
	vpaddq	-128, %xmm4, %xmm7
	vpaddq	2147483647(%rcx,%r9,4), %xmm14, %xmm5
	vpaddq	%xmm12, %xmm10, %xmm2
	vpaddq	%xmm14, %xmm8, %xmm1
	vpaddq	%xmm15, %xmm8, %xmm3
	vpaddq	%xmm10, %xmm12, %xmm3
	vpaddsb	-128(%r13), %ymm6, %ymm6
	vpaddsb	2147483647(%rcx), %ymm7, %ymm4
	vpaddsb	%gs:(%r11), %ymm7, %ymm0
	vpaddsb	-129(%r12,%rax), %ymm14, %ymm2
	vpaddsb	%ymm4, %ymm8, %ymm14
	vpaddsb	%ymm8, %ymm9, %ymm15
	vpaddsb	%ymm6, %ymm0, %ymm3
	vpaddsb	%ymm9, %ymm6, %ymm0
	vpaddsb	%fs:(%rdi,%r9,2), %xmm12, %xmm13
	vpaddsb	%gs:(%rsp), %xmm11, %xmm13
	vpaddsb	2147483647(%rcx,%rcx), %xmm11, %xmm12
	vpaddsb	-128(%rdx,%r14,8), %xmm4, %xmm3
	vpaddsb	%xmm11, %xmm15, %xmm5
	vpaddsb	%xmm3, %xmm9, %xmm10
	vpaddsb	%xmm13, %xmm12, %xmm9
	vpaddsb	%xmm9, %xmm0, %xmm6
	vpaddsw	%fs:128(%rbp,%r11,2), %ymm1, %ymm7
	vpaddsw	128(%r10,%rsi,2), %ymm13, %ymm1
	vpaddsw	%fs:128(%rbx,%r9,4), %ymm13, %ymm7
	vpaddsw	%gs:2147483647(%rip), %ymm0, %ymm6
	vpaddsw	%ymm11, %ymm6, %ymm10
	vpaddsw	%ymm15, %ymm1, %ymm13
	vpaddsw	%ymm11, %ymm12, %ymm6
	vpaddsw	%ymm10, %ymm4, %ymm5
	vpaddsw	-129(%r14,%r11,2), %xmm0, %xmm14
	vpaddsw	%fs:-1(%rdi), %xmm15, %xmm4
	vpaddsw	-1(%rbx), %xmm12, %xmm14
	vpaddsw	(%rcx), %xmm9, %xmm12
	vpaddsw	%xmm11, %xmm3, %xmm14
	vpaddsw	%xmm10, %xmm11, %xmm8
	vpaddsw	%xmm14, %xmm14, %xmm8
	vpaddsw	%xmm12, %xmm13, %xmm7
	vpaddusb	2147483647(%r11,%rbx,8), %ymm4, %ymm0
	vpaddusb	128(%r9), %ymm1, %ymm3
	vpaddusb	%fs:127(%r14,%r14,4), %ymm4, %ymm10
	vpaddusb	-1(%r14), %ymm5, %ymm13
	vpaddusb	%ymm4, %ymm1, %ymm8
	vpaddusb	%ymm11, %ymm9, %ymm1
	vpaddusb	%ymm14, %ymm11, %ymm3
	vpaddusb	%ymm8, %ymm12, %ymm4
	vpaddusb	128(%r10,%rdi,4), %xmm6, %xmm0
	vpaddusb	1(%r11,%r15), %xmm5, %xmm4
	vpaddusb	-1(%r15,%rbp), %xmm3, %xmm0
	vpaddusb	128(%rbx), %xmm4, %xmm7
	vpaddusb	%xmm4, %xmm3, %xmm12
	vpaddusb	%xmm12, %xmm0, %xmm7
	vpaddusb	%xmm14, %xmm13, %xmm14
	vpaddusb	%xmm14, %xmm9, %xmm1
	vpaddusw	-2147483648(%rax,%r12), %ymm2, %ymm6
	vpaddusw	%gs:1(%rdi,%rsi,8), %ymm0, %ymm12
	vpaddusw	(%rdx), %ymm1, %ymm9
	vpaddusw	%fs:-129(%r9,%rdx,8), %ymm4, %ymm1
	vpaddusw	%ymm8, %ymm6, %ymm12
	vpaddusw	%ymm15, %ymm2, %ymm11
	vpaddusw	%ymm5, %ymm3, %ymm13
	vpaddusw	%ymm13, %ymm10, %ymm4
	vpaddusw	(%rsi), %xmm11, %xmm15
	vpaddusw	%fs:127, %xmm0, %xmm12
	vpaddusw	%gs:-128(%r11), %xmm15, %xmm10
	vpaddusw	2147483647(%rip), %xmm5, %xmm8
	vpaddusw	%xmm0, %xmm9, %xmm4
	vpaddusw	%xmm11, %xmm9, %xmm8
	vpaddusw	%xmm11, %xmm9, %xmm13
	vpaddusw	%xmm4, %xmm5, %xmm8
	vpaddw	(,%rbx,8), %ymm10, %ymm2
	vpaddw	-128(%rsi,%rax,8), %ymm5, %ymm7
	vpaddw	1(%r10,%r15,8), %ymm14, %ymm12
	vpaddw	127(%r11,%r14,4), %ymm3, %ymm5
	vpaddw	%ymm9, %ymm14, %ymm3
	vpaddw	%ymm6, %ymm2, %ymm9
	vpaddw	%ymm5, %ymm9, %ymm14
	vpaddw	%ymm11, %ymm13, %ymm1
	vpaddw	(%rdx), %xmm10, %xmm0
	vpaddw	(,%r10,2), %xmm0, %xmm12
	vpaddw	%gs:-129(%rax,%r8,2), %xmm5, %xmm10
	vpaddw	128(,%rcx,8), %xmm2, %xmm10
	vpaddw	%xmm2, %xmm12, %xmm15
	vpaddw	%xmm10, %xmm7, %xmm1
	vpaddw	%xmm12, %xmm5, %xmm15
	vpaddw	%xmm1, %xmm1, %xmm10
	vpalignr	$127, -1(%r10), %ymm7, %ymm14
	vpalignr	$128, -129(%r8,%rax,4), %ymm2, %ymm6
	vpalignr	$241, 127(,%rbx), %ymm11, %ymm15
	vpalignr	$255, 128(%rsi), %ymm10, %ymm1
	vpalignr	$1, %ymm12, %ymm10, %ymm15
	vpalignr	$170, %ymm0, %ymm3, %ymm0
	vpalignr	$0, %ymm14, %ymm5, %ymm14
	vpalignr	$255, %ymm5, %ymm4, %ymm4
	vpalignr	$211, %fs:(,%rbx,8), %xmm1, %xmm1
	vpalignr	$128, -1(,%r13), %xmm12, %xmm5
	vpalignr	$128, 2147483647(%r13,%r15,8), %xmm11, %xmm7
	vpalignr	$206, (,%r14,4), %xmm9, %xmm0
	vpalignr	$11, %xmm15, %xmm2, %xmm15
	vpalignr	$165, %xmm10, %xmm15, %xmm1
	vpalignr	$255, %xmm9, %xmm10, %xmm9
	vpalignr	$246, %xmm9, %xmm10, %xmm14
	vpandn	-128(,%rsi), %ymm7, %ymm0
	vpandn	-128(%r8), %ymm9, %ymm3
	vpandn	-128(%rsp,%r10,8), %ymm14, %ymm10
	vpandn	-129(%rdx,%rbx,2), %ymm3, %ymm2
	vpandn	%ymm14, %ymm9, %ymm10
	vpandn	%ymm0, %ymm11, %ymm14
	vpandn	%ymm9, %ymm3, %ymm3
	vpandn	%ymm15, %ymm2, %ymm12
	vpandn	-1(%rbx,%r9,4), %xmm4, %xmm12
	vpandn	%gs:128(%rip), %xmm15, %xmm2
	vpandn	%gs:(%rbp), %xmm13, %xmm15
	vpandn	%gs:0, %xmm12, %xmm15
	vpandn	%xmm7, %xmm15, %xmm0
	vpandn	%xmm2, %xmm6, %xmm6
	vpandn	%xmm10, %xmm2, %xmm1
	vpandn	%xmm3, %xmm15, %xmm9
	vpand	%fs:(%rdi,%r11), %ymm13, %ymm0
	vpand	127(%rcx,%rcx,8), %ymm10, %ymm9
	vpand	1(%r11,%rbp,4), %ymm13, %ymm0
	vpand	-1(%r12,%rax), %ymm5, %ymm11
	vpand	%ymm3, %ymm4, %ymm14
	vpand	%ymm13, %ymm9, %ymm9
	vpand	%ymm10, %ymm5, %ymm8
	vpand	%ymm4, %ymm15, %ymm13
	vpand	128(%r14,%rcx,4), %xmm5, %xmm8
	vpand	-128(%rsp), %xmm1, %xmm0
	vpand	127(%rcx), %xmm3, %xmm14
	vpand	(%r14,%rcx), %xmm4, %xmm0
	vpand	%xmm2, %xmm0, %xmm15
	vpand	%xmm1, %xmm2, %xmm2
	vpand	%xmm10, %xmm15, %xmm7
	vpand	%xmm11, %xmm12, %xmm4
	vpavgb	2147483647, %ymm8, %ymm6
	vpavgb	-1(%r15), %ymm2, %ymm5
	vpavgb	%fs:-129(%rdi), %ymm8, %ymm12
	vpavgb	128(%rip), %ymm14, %ymm0
	vpavgb	%ymm12, %ymm6, %ymm3
	vpavgb	%ymm14, %ymm14, %ymm5
	vpavgb	%ymm7, %ymm6, %ymm2
	vpavgb	%ymm7, %ymm14, %ymm1
	vpavgb	128, %xmm14, %xmm2
	vpavgb	127(%rsp,%r8,8), %xmm14, %xmm12
	vpavgb	-2147483648(%r9), %xmm2, %xmm0
	vpavgb	-129(%rax), %xmm5, %xmm11
	vpavgb	%xmm8, %xmm2, %xmm9
	vpavgb	%xmm3, %xmm5, %xmm13
	vpavgb	%xmm7, %xmm11, %xmm0
	vpavgb	%xmm1, %xmm5, %xmm4
	vpavgw	-129(%rsp), %ymm1, %ymm11
	vpavgw	%gs:-128(%rsp,%rcx,8), %ymm7, %ymm7
	vpavgw	-2147483648(,%rdi), %ymm13, %ymm11
	vpavgw	-128(%rbp), %ymm7, %ymm5
	vpavgw	%ymm1, %ymm3, %ymm0
	vpavgw	%ymm3, %ymm1, %ymm7
	vpavgw	%ymm5, %ymm6, %ymm13
	vpavgw	%ymm11, %ymm11, %ymm2
	vpavgw	-128(%r12), %xmm2, %xmm0
	vpavgw	-129(%rax), %xmm8, %xmm11
	vpavgw	1(%r8,%r15,2), %xmm2, %xmm0
	vpavgw	%fs:-128(%rbp,%r13,4), %xmm8, %xmm15
	vpavgw	%xmm2, %xmm11, %xmm14
	vpavgw	%xmm6, %xmm12, %xmm3
	vpavgw	%xmm5, %xmm5, %xmm14
	vpavgw	%xmm6, %xmm13, %xmm3
	vpblendd	$1, -128(%rbx,%rsi,2), %ymm6, %ymm11
	vpblendd	$218, 127(%rbx,%rbp,2), %ymm7, %ymm11
	vpblendd	$2, 2147483647(%rbp), %ymm8, %ymm15
	vpblendd	$0, 2147483647(%rax,%rax,2), %ymm11, %ymm2
	vpblendd	$35, %ymm14, %ymm11, %ymm9
	vpblendd	$1, %ymm13, %ymm14, %ymm2
	vpblendd	$129, %ymm15, %ymm9, %ymm15
	vpblendd	$88, %ymm15, %ymm10, %ymm15
	vpblendd	$234, (%r12), %xmm11, %xmm13
	vpblendd	$128, -1(%rdi), %xmm7, %xmm3
	vpblendd	$0, 128(%r9), %xmm13, %xmm3
	vpblendd	$232, 128(%rsi), %xmm0, %xmm11
	vpblendd	$255, %xmm8, %xmm4, %xmm5
	vpblendd	$63, %xmm4, %xmm0, %xmm7
	vpblendd	$148, %xmm7, %xmm10, %xmm6
	vpblendd	$255, %xmm14, %xmm11, %xmm1
	vpblendvb	%ymm9, -1(%rdx), %ymm4, %ymm5
	vpblendvb	%ymm15, (%rdx,%rax,2), %ymm8, %ymm13
	vpblendvb	%ymm14, 0, %ymm5, %ymm14
	vpblendvb	%ymm13, 2147483647(%r12), %ymm12, %ymm10
	vpblendvb	%ymm0, %ymm1, %ymm1, %ymm1
	vpblendvb	%ymm7, %ymm12, %ymm3, %ymm4
	vpblendvb	%ymm12, %ymm7, %ymm4, %ymm9
	vpblendvb	%ymm10, %ymm5, %ymm12, %ymm10
	vpblendvb	%xmm5, 128(,%r11,8), %xmm5, %xmm8
	vpblendvb	%xmm14, -129(%rbx,%r8,8), %xmm10, %xmm10
	vpblendvb	%xmm1, 127(%rip), %xmm12, %xmm8
	vpblendvb	%xmm5, (%rdx,%rax), %xmm5, %xmm3
	vpblendvb	%xmm8, %xmm3, %xmm12, %xmm6
	vpblendvb	%xmm0, %xmm13, %xmm9, %xmm15
	vpblendvb	%xmm6, %xmm10, %xmm8, %xmm13
	vpblendvb	%xmm9, %xmm14, %xmm4, %xmm13
	vpblendw	$128, (%r14), %ymm15, %ymm2
	vpblendw	$64, 127(%r8), %ymm5, %ymm0
	vpblendw	$248, -129(%r13,%rcx), %ymm12, %ymm11
	vpblendw	$179, 2147483647(%rbp), %ymm1, %ymm15
	vpblendw	$127, %ymm1, %ymm10, %ymm4
	vpblendw	$141, %ymm3, %ymm4, %ymm4
	vpblendw	$0, %ymm7, %ymm0, %ymm8
	vpblendw	$255, %ymm11, %ymm10, %ymm9
	vpblendw	$1, 1(%rip), %xmm12, %xmm9
	vpblendw	$186, %fs:-129, %xmm9, %xmm10
	vpblendw	$255, -129(,%rdx,8), %xmm9, %xmm14
	vpblendw	$138, 128(%rdx,%r10,8), %xmm11, %xmm7
	vpblendw	$235, %xmm8, %xmm8, %xmm12
	vpblendw	$255, %xmm5, %xmm12, %xmm4
	vpblendw	$187, %xmm12, %xmm11, %xmm7
	vpblendw	$128, %xmm12, %xmm6, %xmm14
	vpbroadcastb	%fs:1(%r8), %ymm2
	vpbroadcastb	%gs:-1(%rbx), %ymm7
	vpbroadcastb	128(%r8), %ymm8
	vpbroadcastb	-1(%r13,%r10), %ymm6
	vpbroadcastb	%xmm5, %ymm1
	vpbroadcastb	%xmm1, %ymm9
	vpbroadcastb	%xmm7, %ymm8
	vpbroadcastb	%xmm15, %ymm15
	vpbroadcastb	-2147483648(%r15), %xmm12
	vpbroadcastb	1(%rbx,%r8), %xmm7
	vpbroadcastb	127, %xmm10
	vpbroadcastb	127(%r12,%rbx,4), %xmm6
	vpbroadcastb	%xmm13, %xmm7
	vpbroadcastb	%xmm2, %xmm14
	vpbroadcastb	%xmm13, %xmm12
	vpbroadcastb	%xmm1, %xmm10
	vpbroadcastd	2147483647(%rip), %ymm11
	vpbroadcastd	-129(%rdx,%r14), %ymm3
	vpbroadcastd	-128(%rsp), %ymm3
	vpbroadcastd	1(%rsp), %ymm9
	vpbroadcastd	%xmm14, %ymm8
	vpbroadcastd	%xmm15, %ymm12
	vpbroadcastd	%xmm14, %ymm11
	vpbroadcastd	%xmm13, %ymm1
	vpbroadcastd	%fs:-2147483648(%rbp,%r15), %xmm5
	vpbroadcastd	2147483647(%rip), %xmm4
	vpbroadcastd	1(%r9), %xmm3
	vpbroadcastd	(,%r11,2), %xmm9
	vpbroadcastd	%xmm6, %xmm7
	vpbroadcastd	%xmm8, %xmm7
	vpbroadcastd	%xmm4, %xmm15
	vpbroadcastd	%xmm7, %xmm15
	vpbroadcastq	%gs:128(%rcx), %ymm1
	vpbroadcastq	%gs:-1(,%r13,2), %ymm4
	vpbroadcastq	%gs:(%r14,%r10), %ymm1
	vpbroadcastq	-129(%rdx,%r14), %ymm4
	vpbroadcastq	%xmm5, %ymm13
	vpbroadcastq	%xmm12, %ymm13
	vpbroadcastq	%xmm11, %ymm0
	vpbroadcastq	%xmm9, %ymm11
	vpbroadcastq	1(%rbp), %xmm11
	vpbroadcastq	%gs:-1(%rsp,%rdi), %xmm5
	vpbroadcastq	128(%r13), %xmm8
	vpbroadcastq	127(%r9), %xmm15
	vpbroadcastq	%xmm1, %xmm0
	vpbroadcastq	%xmm7, %xmm0
	vpbroadcastq	%xmm15, %xmm10
	vpbroadcastq	%xmm13, %xmm13
	vpbroadcastw	-128(%rdi,%r14,4), %ymm6
	vpbroadcastw	-1, %ymm13
	vpbroadcastw	-128(%r15,%rcx,2), %ymm2
	vpbroadcastw	%fs:2147483647(%rbp,%r13,4), %ymm9
	vpbroadcastw	%xmm4, %ymm12
	vpbroadcastw	%xmm14, %ymm7
	vpbroadcastw	%xmm0, %ymm6
	vpbroadcastw	%xmm1, %ymm4
	vpbroadcastw	%gs:(%r11), %xmm14
	vpbroadcastw	-128(%rax), %xmm11
	vpbroadcastw	1(%rbx,%rbx), %xmm5
	vpbroadcastw	2147483647(%r14), %xmm15
	vpbroadcastw	%xmm10, %xmm3
	vpbroadcastw	%xmm11, %xmm2
	vpbroadcastw	%xmm13, %xmm9
	vpbroadcastw	%xmm15, %xmm10
	vpclmulqdq	$128, -1(%rdx), %ymm7, %ymm1
	vpclmulqdq	$255, -1, %ymm1, %ymm13
	vpclmulqdq	$127, %gs:-2147483648(%rip), %ymm0, %ymm5
	vpclmulqdq	$142, -128(%r10,%r11,2), %ymm11, %ymm8
	vpclmulqdq	$208, %ymm5, %ymm11, %ymm15
	vpclmulqdq	$1, %ymm8, %ymm13, %ymm4
	vpclmulqdq	$147, %ymm2, %ymm11, %ymm10
	vpclmulqdq	$128, %ymm4, %ymm1, %ymm10
	vpclmulqdq	$128, -129(%rdx,%rdx,8), %xmm6, %xmm12
	vpclmulqdq	$128, -129(,%r10), %xmm9, %xmm2
	vpclmulqdq	$1, %fs:1(%rsp), %xmm0, %xmm10
	vpclmulqdq	$0, %fs:-129(%r11), %xmm8, %xmm3
	vpclmulqdq	$255, %xmm15, %xmm12, %xmm3
	vpclmulqdq	$140, %xmm1, %xmm9, %xmm6
	vpclmulqdq	$225, %xmm7, %xmm1, %xmm4
	vpclmulqdq	$201, %xmm11, %xmm12, %xmm3
	vpcmov	%ymm11, 1(%r10,%rsi), %ymm1, %ymm3
	vpcmov	%ymm7, 1(%rax), %ymm11, %ymm15
	vpcmov	%ymm10, %fs:-128(%rsi), %ymm9, %ymm4
	vpcmov	%ymm8, -2147483648(%rcx,%rcx), %ymm5, %ymm9
	vpcmov	-2147483648(%rip), %ymm8, %ymm0, %ymm15
	vpcmov	(,%r11,2), %ymm7, %ymm12, %ymm1
	vpcmov	-1(,%rax,4), %ymm12, %ymm6, %ymm6
	vpcmov	127(%r13), %ymm3, %ymm9, %ymm6
	vpcmov	%ymm14, %ymm0, %ymm4, %ymm14
	vpcmov	%ymm7, %ymm7, %ymm8, %ymm7
	vpcmov	%ymm5, %ymm9, %ymm0, %ymm7
	vpcmov	%ymm9, %ymm10, %ymm3, %ymm11
	vpcmov	%xmm3, -128(%r15), %xmm8, %xmm11
	vpcmov	%xmm15, 127(%r8,%rbp,2), %xmm11, %xmm11
	vpcmov	%xmm2, 128(%r12), %xmm8, %xmm10
	vpcmov	%xmm8, 1(%rdi,%r11,2), %xmm0, %xmm12
	vpcmov	(%rdi), %xmm2, %xmm13, %xmm1
	vpcmov	-128(%rax), %xmm0, %xmm8, %xmm0
	vpcmov	%gs:-2147483648(%rcx), %xmm7, %xmm6, %xmm13
	vpcmov	%fs:1, %xmm13, %xmm8, %xmm5
	vpcmov	%xmm15, %xmm10, %xmm11, %xmm8
	vpcmov	%xmm12, %xmm6, %xmm11, %xmm12
	vpcmov	%xmm3, %xmm15, %xmm15, %xmm10
	vpcmov	%xmm13, %xmm11, %xmm1, %xmm12
	vpcmpeqb	-2147483648(%r10,%rsi,2), %ymm6, %ymm5
	vpcmpeqb	-128(%rax,%rdi,8), %ymm5, %ymm8
	vpcmpeqb	2147483647(%rbx), %ymm1, %ymm1
	vpcmpeqb	127(%r15,%rcx,4), %ymm8, %ymm11
	vpcmpeqb	%ymm0, %ymm4, %ymm5
	vpcmpeqb	%ymm10, %ymm9, %ymm1
	vpcmpeqb	%ymm7, %ymm0, %ymm0
	vpcmpeqb	%ymm12, %ymm0, %ymm15
	vpcmpeqb	128(%r13), %xmm6, %xmm14
	vpcmpeqb	1(%rsp), %xmm11, %xmm6
	vpcmpeqb	%fs:127(%r8,%r11,4), %xmm1, %xmm9
	vpcmpeqb	-2147483648(%r8), %xmm14, %xmm1
	vpcmpeqb	%xmm0, %xmm0, %xmm15
	vpcmpeqb	%xmm0, %xmm4, %xmm11
	vpcmpeqb	%xmm14, %xmm8, %xmm12
	vpcmpeqb	%xmm11, %xmm2, %xmm7
	vpcmpeqd	%fs:1(%rcx,%rcx,2), %ymm2, %ymm8
	vpcmpeqd	%fs:-128(%rax,%r15,4), %ymm13, %ymm10
	vpcmpeqd	-1(%r10), %ymm8, %ymm11
	vpcmpeqd	-2147483648(%r13,%rdi), %ymm14, %ymm9
	vpcmpeqd	%ymm6, %ymm12, %ymm2
	vpcmpeqd	%ymm14, %ymm5, %ymm1
	vpcmpeqd	%ymm11, %ymm4, %ymm10
	vpcmpeqd	%ymm15, %ymm8, %ymm0
	vpcmpeqd	-2147483648(%r10), %xmm14, %xmm5
	vpcmpeqd	-1(%rip), %xmm12, %xmm10
	vpcmpeqd	%fs:-1(,%r14,2), %xmm7, %xmm9
	vpcmpeqd	127(%r9), %xmm0, %xmm15
	vpcmpeqd	%xmm2, %xmm15, %xmm3
	vpcmpeqd	%xmm9, %xmm9, %xmm5
	vpcmpeqd	%xmm2, %xmm12, %xmm0
	vpcmpeqd	%xmm15, %xmm9, %xmm8
	vpcmpeqq	-2147483648(%r14), %ymm2, %ymm3
	vpcmpeqq	128(%rsp), %ymm2, %ymm11
	vpcmpeqq	%gs:-129(%rdi), %ymm3, %ymm10
	vpcmpeqq	-2147483648(%rax,%rcx,4), %ymm7, %ymm9
	vpcmpeqq	%ymm1, %ymm15, %ymm1
	vpcmpeqq	%ymm11, %ymm0, %ymm6
	vpcmpeqq	%ymm13, %ymm9, %ymm2
	vpcmpeqq	%ymm11, %ymm11, %ymm10
	vpcmpeqq	127(%r10), %xmm5, %xmm12
	vpcmpeqq	%fs:-1(%rdx), %xmm4, %xmm15
	vpcmpeqq	%fs:-1(%r13,%r10,4), %xmm12, %xmm10
	vpcmpeqq	1(%rbp), %xmm3, %xmm3
	vpcmpeqq	%xmm5, %xmm5, %xmm14
	vpcmpeqq	%xmm13, %xmm15, %xmm7
	vpcmpeqq	%xmm8, %xmm2, %xmm6
	vpcmpeqq	%xmm1, %xmm9, %xmm2
	vpcmpeqw	-128(%r13), %ymm4, %ymm6
	vpcmpeqw	%gs:-1(%r13), %ymm1, %ymm2
	vpcmpeqw	%gs:-128(%rsp,%r14,4), %ymm12, %ymm2
	vpcmpeqw	127(%rcx), %ymm13, %ymm7
	vpcmpeqw	%ymm1, %ymm7, %ymm9
	vpcmpeqw	%ymm1, %ymm14, %ymm10
	vpcmpeqw	%ymm12, %ymm10, %ymm4
	vpcmpeqw	%ymm12, %ymm0, %ymm2
	vpcmpeqw	%gs:-129(%rbp,%rbp), %xmm13, %xmm14
	vpcmpeqw	-1(%r12,%r10,2), %xmm7, %xmm14
	vpcmpeqw	(%rcx), %xmm2, %xmm3
	vpcmpeqw	2147483647(%rbx,%r9,2), %xmm11, %xmm7
	vpcmpeqw	%xmm2, %xmm3, %xmm15
	vpcmpeqw	%xmm10, %xmm15, %xmm5
	vpcmpeqw	%xmm12, %xmm11, %xmm8
	vpcmpeqw	%xmm8, %xmm10, %xmm1
	vpcmpestri	$196, %gs:-129(,%rcx,8), %xmm7
	vpcmpestri	$255, 128, %xmm14
	vpcmpestri	$3, -1(%rdx,%rbx,4), %xmm5
	vpcmpestri	$2, 2147483647(%rsi,%r15,8), %xmm11
	vpcmpestri	$255, %xmm4, %xmm1
	vpcmpestri	$127, %xmm0, %xmm3
	vpcmpestri	$0, %xmm0, %xmm6
	vpcmpestri	$163, %xmm5, %xmm10
	vpcmpestrm	$153, 128, %xmm2
	vpcmpestrm	$255, 127(%rip), %xmm0
	vpcmpestrm	$128, (%r11,%r12,4), %xmm9
	vpcmpestrm	$128, 127(%rcx,%rcx,4), %xmm15
	vpcmpestrm	$186, %xmm2, %xmm13
	vpcmpestrm	$2, %xmm1, %xmm4
	vpcmpestrm	$1, %xmm2, %xmm11
	vpcmpestrm	$1, %xmm12, %xmm6
	vpcmpgtb	1(%r11), %ymm9, %ymm6
	vpcmpgtb	-2147483648(%rdi,%r13,4), %ymm8, %ymm14
	vpcmpgtb	%gs:-128(%rsp), %ymm1, %ymm0
	vpcmpgtb	%gs:1(%r12), %ymm2, %ymm5
	vpcmpgtb	%ymm15, %ymm8, %ymm5
	vpcmpgtb	%ymm14, %ymm4, %ymm13
	vpcmpgtb	%ymm12, %ymm4, %ymm7
	vpcmpgtb	%ymm3, %ymm1, %ymm3
	vpcmpgtb	%gs:1(%r13), %xmm1, %xmm7
	vpcmpgtb	127(%r12), %xmm9, %xmm3
	vpcmpgtb	%fs:127(%rcx,%r10,8), %xmm12, %xmm11
	vpcmpgtb	1(%r9), %xmm9, %xmm1
	vpcmpgtb	%xmm5, %xmm3, %xmm9
	vpcmpgtb	%xmm4, %xmm1, %xmm4
	vpcmpgtb	%xmm14, %xmm0, %xmm13
	vpcmpgtb	%xmm5, %xmm15, %xmm0
	vpcmpgtd	128(%r15,%rax,8), %ymm12, %ymm9
	vpcmpgtd	-1, %ymm3, %ymm7
	vpcmpgtd	-2147483648(%rbp,%rdx,8), %ymm9, %ymm8
	vpcmpgtd	-128(%rdi,%r15,4), %ymm14, %ymm12
	vpcmpgtd	%ymm10, %ymm4, %ymm7
	vpcmpgtd	%ymm15, %ymm10, %ymm3
	vpcmpgtd	%ymm11, %ymm2, %ymm3
	vpcmpgtd	%ymm0, %ymm0, %ymm2
	vpcmpgtd	127(%rip), %xmm13, %xmm4
	vpcmpgtd	-1(%r13,%rbp,8), %xmm14, %xmm9
	vpcmpgtd	1(%r12), %xmm10, %xmm8
	vpcmpgtd	127(%r11,%rsi,2), %xmm12, %xmm10
	vpcmpgtd	%xmm14, %xmm0, %xmm10
	vpcmpgtd	%xmm3, %xmm1, %xmm5
	vpcmpgtd	%xmm7, %xmm12, %xmm1
	vpcmpgtd	%xmm6, %xmm5, %xmm14
	vpcmpgtq	-129(%r15,%r15,8), %ymm6, %ymm13
	vpcmpgtq	%fs:128(%r9,%r12,8), %ymm6, %ymm1
	vpcmpgtq	%gs:-2147483648(%rip), %ymm7, %ymm9
	vpcmpgtq	2147483647(,%rcx,2), %ymm13, %ymm10
	vpcmpgtq	%ymm3, %ymm0, %ymm13
	vpcmpgtq	%ymm7, %ymm3, %ymm5
	vpcmpgtq	%ymm11, %ymm11, %ymm1
	vpcmpgtq	%ymm12, %ymm8, %ymm15
	vpcmpgtq	%fs:-2147483648(%r13), %xmm3, %xmm15
	vpcmpgtq	%gs:-1(%rsp), %xmm1, %xmm1
	vpcmpgtq	127(%r13), %xmm3, %xmm3
	vpcmpgtq	128(%r11,%r13,2), %xmm1, %xmm11
	vpcmpgtq	%xmm9, %xmm7, %xmm0
	vpcmpgtq	%xmm15, %xmm6, %xmm8
	vpcmpgtq	%xmm13, %xmm6, %xmm7
	vpcmpgtq	%xmm13, %xmm6, %xmm13
	vpcmpgtw	%fs:-2147483648(%rbx), %ymm12, %ymm11
	vpcmpgtw	-128(%rcx,%rsi,4), %ymm5, %ymm14
	vpcmpgtw	-128(%r15), %ymm1, %ymm6
	vpcmpgtw	1(%rsi), %ymm12, %ymm12
	vpcmpgtw	%ymm10, %ymm10, %ymm6
	vpcmpgtw	%ymm12, %ymm10, %ymm2
	vpcmpgtw	%ymm14, %ymm5, %ymm3
	vpcmpgtw	%ymm14, %ymm3, %ymm10
	vpcmpgtw	-2147483648(%rdi), %xmm6, %xmm1
	vpcmpgtw	-2147483648(%r12,%rsi,4), %xmm15, %xmm15
	vpcmpgtw	-1(%rcx), %xmm6, %xmm1
	vpcmpgtw	%gs:128(%rsi), %xmm12, %xmm14
	vpcmpgtw	%xmm1, %xmm15, %xmm12
	vpcmpgtw	%xmm14, %xmm12, %xmm13
	vpcmpgtw	%xmm13, %xmm13, %xmm15
	vpcmpgtw	%xmm11, %xmm5, %xmm0
	vpcmpistri	$255, 127(%rdi,%r14,8), %xmm4
	vpcmpistri	$100, 128(%rsp,%r13,4), %xmm2
	vpcmpistri	$44, -1, %xmm15
	vpcmpistri	$252, 128(%rcx,%r13,8), %xmm15
	vpcmpistri	$165, %xmm9, %xmm3
	vpcmpistri	$143, %xmm1, %xmm11
	vpcmpistri	$128, %xmm1, %xmm3
	vpcmpistri	$253, %xmm12, %xmm15
	vpcmpistrm	$14, -129(%r10), %xmm15
	vpcmpistrm	$0, -129(%r15), %xmm8
	vpcmpistrm	$2, -128(%r14,%rbx,4), %xmm8
	vpcmpistrm	$142, 2147483647(%r11), %xmm7
	vpcmpistrm	$128, %xmm13, %xmm7
	vpcmpistrm	$177, %xmm9, %xmm1
	vpcmpistrm	$128, %xmm4, %xmm9
	vpcmpistrm	$0, %xmm4, %xmm11
	vpcomb	$179, 1(%r14,%r11,4), %xmm5, %xmm2
	vpcomgtb	-1(%r12), %xmm1, %xmm10
	vpcomb	$128, 128(%rbx), %xmm15, %xmm13
	vpcomeqb	2147483647(%rbp), %xmm3, %xmm11
	vpcomeqb	%xmm9, %xmm8, %xmm3
	vpcomleb	%xmm11, %xmm4, %xmm15
	vpcomb	$196, %xmm0, %xmm9, %xmm9
	vpcomltb	%xmm6, %xmm7, %xmm7
	vpcomd	$128, -2147483648(%r8,%rcx,8), %xmm3, %xmm13
	vpcomd	$128, %gs:-2147483648(%r8,%rcx,8), %xmm11, %xmm7
	vpcomled	%gs:-128(%rsp,%r9,4), %xmm8, %xmm6
	vpcomd	$128, 128(%rdx), %xmm1, %xmm15
	vpcomd	$31, %xmm1, %xmm15, %xmm14
	vpcomd	$185, %xmm6, %xmm4, %xmm10
	vpcomled	%xmm11, %xmm6, %xmm10
	vpcomtrued	%xmm11, %xmm12, %xmm0
	vpcomq	$145, 127(%r10,%r8,8), %xmm15, %xmm0
	vpcomleq	%gs:-129(%rip), %xmm15, %xmm12
	vpcomq	$128, 2147483647(%rbx), %xmm6, %xmm4
	vpcomltq	128(%rbp), %xmm8, %xmm4
	vpcomq	$144, %xmm15, %xmm15, %xmm14
	vpcomleq	%xmm0, %xmm9, %xmm4
	vpcomq	$128, %xmm3, %xmm10, %xmm12
	vpcomq	$255, %xmm6, %xmm5, %xmm10
	vpcomub	$144, %gs:(%rdi,%r13), %xmm6, %xmm0
	vpcomltub	2147483647(%rdx), %xmm15, %xmm14
	vpcomequb	1(,%rdx), %xmm12, %xmm10
	vpcomub	$128, %gs:-2147483648(%r15), %xmm0, %xmm5
	vpcomub	$135, %xmm0, %xmm6, %xmm4
	vpcomub	$46, %xmm9, %xmm11, %xmm12
	vpcomub	$255, %xmm14, %xmm4, %xmm15
	vpcomub	$151, %xmm7, %xmm13, %xmm13
	vpcomud	$128, -2147483648(,%r10,8), %xmm9, %xmm5
	vpcomud	$255, -128(%r8), %xmm1, %xmm10
	vpcomud	$140, %gs:127(%rsp,%r13,2), %xmm0, %xmm1
	vpcomud	$120, 1(,%rbx,8), %xmm7, %xmm0
	vpcomleud	%xmm6, %xmm14, %xmm11
	vpcomud	$228, %xmm4, %xmm2, %xmm5
	vpcomud	$255, %xmm5, %xmm3, %xmm5
	vpcomud	$187, %xmm15, %xmm11, %xmm1
	vpcomltuq	-1(%rbp,%r8,2), %xmm6, %xmm10
	vpcomuq	$153, -2147483648(%rsp,%r13,2), %xmm3, %xmm9
	vpcomgtuq	1(%r14), %xmm10, %xmm9
	vpcomuq	$188, %fs:-128(%rip), %xmm11, %xmm1
	vpcomuq	$128, %xmm15, %xmm5, %xmm5
	vpcomuq	$255, %xmm5, %xmm9, %xmm11
	vpcomleuq	%xmm8, %xmm9, %xmm3
	vpcomuq	$128, %xmm12, %xmm2, %xmm0
	vpcomnequw	-1(%rdx), %xmm14, %xmm7
	vpcomuw	$194, %gs:1(%r10), %xmm0, %xmm3
	vpcomuw	$128, -128(%r11), %xmm13, %xmm0
	vpcomuw	$242, %fs:128(%r10,%rdx,8), %xmm9, %xmm1
	vpcomuw	$202, %xmm0, %xmm7, %xmm2
	vpcomnequw	%xmm10, %xmm0, %xmm2
	vpcomleuw	%xmm14, %xmm13, %xmm11
	vpcomltuw	%xmm6, %xmm11, %xmm9
	vpcomtruew	%fs:-2147483648(%rsp), %xmm0, %xmm3
	vpcomw	$118, -129(%r15,%rbp,2), %xmm10, %xmm0
	vpcomgew	%fs:2147483647(%r10,%r10,2), %xmm7, %xmm2
	vpcomgew	-128(%r8), %xmm10, %xmm10
	vpcomneqw	%xmm0, %xmm1, %xmm6
	vpcomw	$249, %xmm8, %xmm4, %xmm11
	vpcomw	$183, %xmm4, %xmm14, %xmm11
	vpcomltw	%xmm12, %xmm5, %xmm9
	vpdpbssds	127(%rip), %ymm13, %ymm10
	vpdpbssds	-2147483648(%r12), %ymm15, %ymm1
	vpdpbssds	1(%r15,%rbx), %ymm15, %ymm0
	vpdpbssds	2147483647(%r14,%rbp,8), %ymm12, %ymm0
	vpdpbssds	%ymm10, %ymm10, %ymm4
	vpdpbssds	%ymm10, %ymm6, %ymm13
	vpdpbssds	%ymm4, %ymm13, %ymm3
	vpdpbssds	%ymm11, %ymm4, %ymm2
	vpdpbssds	-129(%rbx), %xmm5, %xmm2
	vpdpbssds	-1(%rcx,%rbp,2), %xmm9, %xmm12
	vpdpbssds	(%r14), %xmm10, %xmm10
	vpdpbssds	-128(%r11), %xmm11, %xmm1
	vpdpbssds	%xmm7, %xmm10, %xmm10
	vpdpbssds	%xmm2, %xmm1, %xmm2
	vpdpbssds	%xmm4, %xmm1, %xmm10
	vpdpbssds	%xmm8, %xmm10, %xmm13
	vpdpbssd	-128(%rbp), %ymm10, %ymm14
	vpdpbssd	127(%r14,%rsi,4), %ymm13, %ymm5
	vpdpbssd	0, %ymm7, %ymm4
	vpdpbssd	2147483647(%rbx,%r11,4), %ymm4, %ymm0
	vpdpbssd	%ymm0, %ymm14, %ymm0
	vpdpbssd	%ymm0, %ymm7, %ymm8
	vpdpbssd	%ymm9, %ymm0, %ymm1
	vpdpbssd	%ymm12, %ymm4, %ymm12
	vpdpbssd	-128(%rdx,%rdi,4), %xmm5, %xmm12
	vpdpbssd	(%r14), %xmm3, %xmm7
	vpdpbssd	(%r11,%r14,2), %xmm5, %xmm0
	vpdpbssd	128(%rdi), %xmm5, %xmm11
	vpdpbssd	%xmm12, %xmm11, %xmm14
	vpdpbssd	%xmm5, %xmm6, %xmm4
	vpdpbssd	%xmm14, %xmm9, %xmm7
	vpdpbssd	%xmm12, %xmm0, %xmm4
	vpdpbsuds	-2147483648(%r12,%rcx), %ymm1, %ymm5
	vpdpbsuds	2147483647(%rdx,%r11,8), %ymm13, %ymm13
	vpdpbsuds	-129(%r15,%r13,4), %ymm0, %ymm7
	vpdpbsuds	128(%r14,%rcx,8), %ymm2, %ymm14
	vpdpbsuds	%ymm15, %ymm10, %ymm13
	vpdpbsuds	%ymm5, %ymm9, %ymm4
	vpdpbsuds	%ymm14, %ymm8, %ymm13
	vpdpbsuds	%ymm10, %ymm11, %ymm3
	vpdpbsuds	-1(%rdx), %xmm7, %xmm7
	vpdpbsuds	128, %xmm3, %xmm12
	vpdpbsuds	%gs:128(%rdx), %xmm14, %xmm0
	vpdpbsuds	2147483647(%r12,%r9,8), %xmm12, %xmm0
	vpdpbsuds	%xmm2, %xmm13, %xmm6
	vpdpbsuds	%xmm14, %xmm1, %xmm13
	vpdpbsuds	%xmm11, %xmm11, %xmm5
	vpdpbsuds	%xmm12, %xmm2, %xmm2
	vpdpbsud	2147483647(%r14,%r11,2), %ymm3, %ymm11
	vpdpbsud	%fs:-129(%rbp,%r10,4), %ymm12, %ymm15
	vpdpbsud	%fs:-1(%rbp), %ymm0, %ymm13
	vpdpbsud	127(%rbx,%rbp), %ymm5, %ymm4
	vpdpbsud	%ymm5, %ymm8, %ymm9
	vpdpbsud	%ymm6, %ymm1, %ymm8
	vpdpbsud	%ymm4, %ymm13, %ymm9
	vpdpbsud	%ymm13, %ymm0, %ymm15
	vpdpbsud	127(%r11), %xmm0, %xmm15
	vpdpbsud	-2147483648(%rdx), %xmm1, %xmm3
	vpdpbsud	-1(%r12), %xmm6, %xmm4
	vpdpbsud	%fs:1(%rbx), %xmm10, %xmm1
	vpdpbsud	%xmm3, %xmm0, %xmm8
	vpdpbsud	%xmm11, %xmm8, %xmm9
	vpdpbsud	%xmm10, %xmm10, %xmm5
	vpdpbsud	%xmm6, %xmm14, %xmm8
	{vex}	vpdpbusds	%fs:2147483647(%rsp,%r8,8), %ymm0, %ymm13
	{vex}	vpdpbusds	%fs:2147483647(%r10), %ymm6, %ymm7
	{vex}	vpdpbusds	-1(%rbx), %ymm5, %ymm14
	{vex}	vpdpbusds	(%r14,%r8,8), %ymm8, %ymm14
	{vex}	vpdpbusds	%ymm0, %ymm11, %ymm5
	{vex}	vpdpbusds	%ymm14, %ymm0, %ymm12
	{vex}	vpdpbusds	%ymm2, %ymm0, %ymm6
	{vex}	vpdpbusds	%ymm6, %ymm11, %ymm13
	{vex}	vpdpbusds	128(%r8), %xmm1, %xmm7
	{vex}	vpdpbusds	127(%rax,%r15), %xmm0, %xmm5
	{vex}	vpdpbusds	-1(%rbx), %xmm10, %xmm14
	{vex}	vpdpbusds	%fs:-129(%rip), %xmm0, %xmm10
	{vex}	vpdpbusds	%xmm1, %xmm12, %xmm11
	{vex}	vpdpbusds	%xmm7, %xmm0, %xmm12
	{vex}	vpdpbusds	%xmm11, %xmm2, %xmm8
	{vex}	vpdpbusds	%xmm14, %xmm12, %xmm1
	{vex}	vpdpbusd	128(%r13,%r12), %ymm14, %ymm12
	{vex}	vpdpbusd	-128(%rax), %ymm11, %ymm5
	{vex}	vpdpbusd	(%r8,%r14,8), %ymm10, %ymm5
	{vex}	vpdpbusd	(%r8), %ymm13, %ymm0
	{vex}	vpdpbusd	%ymm5, %ymm2, %ymm1
	{vex}	vpdpbusd	%ymm1, %ymm5, %ymm4
	{vex}	vpdpbusd	%ymm11, %ymm4, %ymm13
	{vex}	vpdpbusd	%ymm3, %ymm4, %ymm4
	{vex}	vpdpbusd	%gs:-2147483648, %xmm9, %xmm13
	{vex}	vpdpbusd	128(%r15,%rbx,2), %xmm10, %xmm15
	{vex}	vpdpbusd	1, %xmm8, %xmm2
	{vex}	vpdpbusd	%gs:-1(%rdx,%rcx,8), %xmm2, %xmm1
	{vex}	vpdpbusd	%xmm9, %xmm12, %xmm11
	{vex}	vpdpbusd	%xmm10, %xmm6, %xmm2
	{vex}	vpdpbusd	%xmm3, %xmm12, %xmm8
	{vex}	vpdpbusd	%xmm4, %xmm14, %xmm12
	vpdpbuuds	2147483647(%rsp,%rbx,2), %ymm3, %ymm15
	vpdpbuuds	%fs:2147483647(%r8,%r10,2), %ymm6, %ymm12
	vpdpbuuds	-2147483648(%rsp,%rdx,4), %ymm5, %ymm15
	vpdpbuuds	127(%r13), %ymm12, %ymm4
	vpdpbuuds	%ymm14, %ymm4, %ymm5
	vpdpbuuds	%ymm0, %ymm1, %ymm2
	vpdpbuuds	%ymm3, %ymm15, %ymm14
	vpdpbuuds	%ymm5, %ymm2, %ymm4
	vpdpbuuds	-128(%r8), %xmm10, %xmm6
	vpdpbuuds	%fs:127(%r12,%r10,8), %xmm7, %xmm3
	vpdpbuuds	128(%rcx), %xmm13, %xmm8
	vpdpbuuds	2147483647(%r8), %xmm13, %xmm11
	vpdpbuuds	%xmm9, %xmm6, %xmm13
	vpdpbuuds	%xmm15, %xmm12, %xmm13
	vpdpbuuds	%xmm2, %xmm4, %xmm4
	vpdpbuuds	%xmm9, %xmm7, %xmm8
	vpdpbuud	2147483647(%r14,%r9,4), %ymm13, %ymm12
	vpdpbuud	-1(%rdx,%r10,2), %ymm5, %ymm8
	vpdpbuud	%fs:-1(,%r15), %ymm5, %ymm4
	vpdpbuud	-129(%r8,%r12,4), %ymm15, %ymm14
	vpdpbuud	%ymm11, %ymm13, %ymm7
	vpdpbuud	%ymm13, %ymm3, %ymm8
	vpdpbuud	%ymm0, %ymm4, %ymm3
	vpdpbuud	%ymm4, %ymm2, %ymm8
	vpdpbuud	%gs:2147483647, %xmm2, %xmm15
	vpdpbuud	2147483647(%rbx), %xmm6, %xmm4
	vpdpbuud	2147483647(%rdx,%rbx,8), %xmm1, %xmm10
	vpdpbuud	128(%rax,%r15,4), %xmm10, %xmm5
	vpdpbuud	%xmm2, %xmm11, %xmm3
	vpdpbuud	%xmm4, %xmm7, %xmm11
	vpdpbuud	%xmm0, %xmm9, %xmm0
	vpdpbuud	%xmm4, %xmm9, %xmm10
	{vex}	vpdpwssds	128(%r10), %ymm11, %ymm4
	{vex}	vpdpwssds	1(%r12,%r8,8), %ymm1, %ymm7
	{vex}	vpdpwssds	-1(%r10), %ymm6, %ymm0
	{vex}	vpdpwssds	1(%r8,%r9,2), %ymm9, %ymm11
	{vex}	vpdpwssds	%ymm15, %ymm4, %ymm3
	{vex}	vpdpwssds	%ymm2, %ymm15, %ymm13
	{vex}	vpdpwssds	%ymm2, %ymm14, %ymm9
	{vex}	vpdpwssds	%ymm5, %ymm6, %ymm9
	{vex}	vpdpwssds	%fs:128(%rip), %xmm13, %xmm11
	{vex}	vpdpwssds	(%rdi), %xmm1, %xmm9
	{vex}	vpdpwssds	(%r11), %xmm9, %xmm13
	{vex}	vpdpwssds	%gs:1(%r12), %xmm11, %xmm10
	{vex}	vpdpwssds	%xmm12, %xmm0, %xmm0
	{vex}	vpdpwssds	%xmm7, %xmm9, %xmm2
	{vex}	vpdpwssds	%xmm0, %xmm14, %xmm14
	{vex}	vpdpwssds	%xmm11, %xmm10, %xmm4
	{vex}	vpdpwssd	-128(%r13), %ymm14, %ymm11
	{vex}	vpdpwssd	2147483647(%rsp), %ymm13, %ymm0
	{vex}	vpdpwssd	%fs:-2147483648(%r10), %ymm12, %ymm15
	{vex}	vpdpwssd	128(%rbp), %ymm8, %ymm2
	{vex}	vpdpwssd	%ymm2, %ymm5, %ymm8
	{vex}	vpdpwssd	%ymm13, %ymm15, %ymm14
	{vex}	vpdpwssd	%ymm2, %ymm2, %ymm5
	{vex}	vpdpwssd	%ymm12, %ymm11, %ymm7
	{vex}	vpdpwssd	127(%r9,%r14,4), %xmm7, %xmm1
	{vex}	vpdpwssd	%gs:-128(%rbx), %xmm3, %xmm14
	{vex}	vpdpwssd	-2147483648(%r11), %xmm15, %xmm2
	{vex}	vpdpwssd	%fs:-128(%r10), %xmm15, %xmm10
	{vex}	vpdpwssd	%xmm8, %xmm13, %xmm9
	{vex}	vpdpwssd	%xmm3, %xmm1, %xmm11
	{vex}	vpdpwssd	%xmm3, %xmm1, %xmm1
	{vex}	vpdpwssd	%xmm0, %xmm1, %xmm0
	vpdpwsuds	-1(%r14,%rbp), %ymm4, %ymm0
	vpdpwsuds	128(%rcx), %ymm4, %ymm12
	vpdpwsuds	-1(%rbx,%r10,8), %ymm0, %ymm6
	vpdpwsuds	127(%r12,%r8,8), %ymm6, %ymm2
	vpdpwsuds	%ymm12, %ymm11, %ymm2
	vpdpwsuds	%ymm11, %ymm12, %ymm15
	vpdpwsuds	%ymm3, %ymm12, %ymm3
	vpdpwsuds	%ymm10, %ymm3, %ymm11
	vpdpwsuds	127(%r10,%rdx), %xmm5, %xmm8
	vpdpwsuds	1(%r12,%rsi), %xmm2, %xmm13
	vpdpwsuds	%fs:-2147483648(%r15,%r10), %xmm15, %xmm7
	vpdpwsuds	(%rdx), %xmm1, %xmm4
	vpdpwsuds	%xmm9, %xmm10, %xmm6
	vpdpwsuds	%xmm15, %xmm13, %xmm15
	vpdpwsuds	%xmm4, %xmm3, %xmm6
	vpdpwsuds	%xmm2, %xmm14, %xmm2
	vpdpwsud	-1(%rdi), %ymm6, %ymm6
	vpdpwsud	%gs:-1(%rdi), %ymm1, %ymm10
	vpdpwsud	-2147483648, %ymm1, %ymm13
	vpdpwsud	(%r10,%rax,8), %ymm11, %ymm4
	vpdpwsud	%ymm12, %ymm14, %ymm7
	vpdpwsud	%ymm12, %ymm8, %ymm8
	vpdpwsud	%ymm11, %ymm3, %ymm3
	vpdpwsud	%ymm10, %ymm15, %ymm8
	vpdpwsud	%fs:2147483647(%r14,%rbx,8), %xmm10, %xmm3
	vpdpwsud	128(%r14), %xmm0, %xmm4
	vpdpwsud	-129(%rip), %xmm1, %xmm2
	vpdpwsud	(%rbx,%rcx,8), %xmm13, %xmm11
	vpdpwsud	%xmm7, %xmm8, %xmm3
	vpdpwsud	%xmm1, %xmm11, %xmm13
	vpdpwsud	%xmm7, %xmm4, %xmm6
	vpdpwsud	%xmm8, %xmm10, %xmm2
	vpdpwusds	%fs:1, %ymm3, %ymm0
	vpdpwusds	-2147483648(%rsp,%r14,2), %ymm8, %ymm4
	vpdpwusds	%gs:-129(%rcx), %ymm15, %ymm5
	vpdpwusds	-128(%rbp,%rbp,8), %ymm14, %ymm0
	vpdpwusds	%ymm9, %ymm5, %ymm4
	vpdpwusds	%ymm12, %ymm7, %ymm4
	vpdpwusds	%ymm0, %ymm15, %ymm9
	vpdpwusds	%ymm11, %ymm3, %ymm6
	vpdpwusds	2147483647(%rsi), %xmm9, %xmm12
	vpdpwusds	%gs:-129(%rax), %xmm12, %xmm7
	vpdpwusds	-1(%r14,%r8,4), %xmm2, %xmm1
	vpdpwusds	-129(%r13,%rcx,8), %xmm10, %xmm8
	vpdpwusds	%xmm14, %xmm2, %xmm10
	vpdpwusds	%xmm4, %xmm14, %xmm1
	vpdpwusds	%xmm14, %xmm7, %xmm7
	vpdpwusds	%xmm0, %xmm13, %xmm15
	vpdpwusd	%fs:-1(%rdx), %ymm1, %ymm0
	vpdpwusd	-2147483648(%rdx,%r12,2), %ymm1, %ymm5
	vpdpwusd	-1(%rip), %ymm12, %ymm6
	vpdpwusd	127(%rcx), %ymm1, %ymm11
	vpdpwusd	%ymm12, %ymm12, %ymm13
	vpdpwusd	%ymm1, %ymm3, %ymm7
	vpdpwusd	%ymm12, %ymm9, %ymm6
	vpdpwusd	%ymm9, %ymm2, %ymm4
	vpdpwusd	128(%r10), %xmm3, %xmm11
	vpdpwusd	1(%r14,%r12), %xmm11, %xmm7
	vpdpwusd	127(%rax), %xmm11, %xmm8
	vpdpwusd	%fs:2147483647(,%rbp,2), %xmm4, %xmm14
	vpdpwusd	%xmm5, %xmm2, %xmm10
	vpdpwusd	%xmm0, %xmm3, %xmm12
	vpdpwusd	%xmm1, %xmm3, %xmm6
	vpdpwusd	%xmm7, %xmm2, %xmm14
	vpdpwuuds	-1(%rbx), %ymm8, %ymm6
	vpdpwuuds	%gs:128(%r13,%rax,8), %ymm5, %ymm4
	vpdpwuuds	(%r15), %ymm12, %ymm0
	vpdpwuuds	%gs:127, %ymm11, %ymm0
	vpdpwuuds	%ymm3, %ymm5, %ymm8
	vpdpwuuds	%ymm11, %ymm1, %ymm13
	vpdpwuuds	%ymm9, %ymm14, %ymm11
	vpdpwuuds	%ymm11, %ymm5, %ymm9
	vpdpwuuds	2147483647(%r12,%rax), %xmm15, %xmm14
	vpdpwuuds	-2147483648(%rip), %xmm12, %xmm7
	vpdpwuuds	%gs:(%rdx,%r14,2), %xmm14, %xmm14
	vpdpwuuds	0, %xmm1, %xmm8
	vpdpwuuds	%xmm3, %xmm11, %xmm13
	vpdpwuuds	%xmm9, %xmm12, %xmm10
	vpdpwuuds	%xmm13, %xmm15, %xmm7
	vpdpwuuds	%xmm7, %xmm12, %xmm13
	vpdpwuud	2147483647(%rax,%r8), %ymm2, %ymm4
	vpdpwuud	127(%rsi,%r14,8), %ymm13, %ymm7
	vpdpwuud	-129(%r13), %ymm3, %ymm4
	vpdpwuud	%fs:(%rsi), %ymm2, %ymm0
	vpdpwuud	%ymm14, %ymm12, %ymm11
	vpdpwuud	%ymm15, %ymm12, %ymm6
	vpdpwuud	%ymm8, %ymm13, %ymm15
	vpdpwuud	%ymm9, %ymm10, %ymm7
	vpdpwuud	2147483647, %xmm5, %xmm0
	vpdpwuud	-2147483648(%r11), %xmm0, %xmm4
	vpdpwuud	-2147483648(%r13,%rdx,4), %xmm11, %xmm10
	vpdpwuud	%fs:-128(%r14), %xmm6, %xmm14
	vpdpwuud	%xmm8, %xmm6, %xmm0
	vpdpwuud	%xmm8, %xmm12, %xmm4
	vpdpwuud	%xmm9, %xmm5, %xmm3
	vpdpwuud	%xmm3, %xmm5, %xmm12
	vperm2f128	$135, 2147483647(%rbp), %ymm9, %ymm6
	vperm2f128	$230, %fs:-1(%r10), %ymm14, %ymm5
	vperm2f128	$255, 2147483647(%rip), %ymm1, %ymm7
	vperm2f128	$255, 127, %ymm5, %ymm9
	vperm2f128	$146, %ymm1, %ymm7, %ymm5
	vperm2f128	$128, %ymm3, %ymm8, %ymm3
	vperm2f128	$255, %ymm3, %ymm12, %ymm4
	vperm2f128	$0, %ymm4, %ymm2, %ymm14
	vperm2i128	$165, 2147483647(%rbp), %ymm7, %ymm9
	vperm2i128	$0, -129(%rsi,%rcx,2), %ymm4, %ymm6
	vperm2i128	$122, -2147483648(%r12,%rdx,4), %ymm1, %ymm14
	vperm2i128	$146, -129(%rbp), %ymm8, %ymm10
	vperm2i128	$1, %ymm6, %ymm5, %ymm14
	vperm2i128	$178, %ymm2, %ymm6, %ymm0
	vperm2i128	$174, %ymm4, %ymm10, %ymm4
	vperm2i128	$255, %ymm10, %ymm3, %ymm9
	vpermd	1(%r11,%r13,4), %ymm3, %ymm13
	vpermd	127(%rbx), %ymm10, %ymm11
	vpermd	1(%r15), %ymm7, %ymm3
	vpermd	%gs:-128, %ymm8, %ymm10
	vpermd	%ymm11, %ymm1, %ymm11
	vpermd	%ymm3, %ymm15, %ymm9
	vpermd	%ymm13, %ymm9, %ymm10
	vpermd	%ymm2, %ymm8, %ymm15
	vpermil2pd	$8, %fs:2147483647(%r15), %ymm2, %ymm7, %ymm15
	vpermil2pd	$11, 1, %ymm8, %ymm6, %ymm15
	vpermil2pd	$4, 2147483647(%rbx), %ymm5, %ymm10, %ymm2
	vpermil2pd	$12, 127, %ymm1, %ymm7, %ymm0
	vpermil2pd	$4, %ymm3, 1(%rdx,%r8,2), %ymm11, %ymm6
	vpermil2pd	$3, %ymm13, %fs:-2147483648(%rip), %ymm5, %ymm7
	vpermil2pd	$3, %ymm3, -1(%rax), %ymm15, %ymm5
	vpermil2pd	$0, %ymm12, (%rsp,%r8), %ymm1, %ymm7
	vpermil2pd	$12, %ymm5, %ymm3, %ymm6, %ymm1
	vpermil2pd	$0, %ymm7, %ymm8, %ymm7, %ymm13
	vpermil2pd	$4, %ymm10, %ymm10, %ymm1, %ymm15
	vpermil2pd	$13, %ymm15, %ymm0, %ymm2, %ymm7
	vpermil2pd	$5, (%rax,%r12,2), %xmm7, %xmm1, %xmm9
	vpermil2pd	$5, 1(%rcx,%rax,8), %xmm12, %xmm8, %xmm12
	vpermil2pd	$8, %gs:-129(%r14,%r13,2), %xmm5, %xmm14, %xmm4
	vpermil2pd	$12, 2147483647(%r8,%r8,4), %xmm14, %xmm7, %xmm3
	vpermil2pd	$14, %xmm10, -2147483648(%r10,%r10,2), %xmm11, %xmm0
	vpermil2pd	$4, %xmm0, -129(%rsi), %xmm11, %xmm14
	vpermil2pd	$10, %xmm6, %gs:128(%rsp), %xmm6, %xmm9
	vpermil2pd	$9, %xmm13, 128(%r8,%rsi,4), %xmm14, %xmm3
	vpermil2pd	$14, %xmm0, %xmm7, %xmm6, %xmm0
	vpermil2pd	$11, %xmm4, %xmm8, %xmm12, %xmm9
	vpermil2pd	$4, %xmm0, %xmm6, %xmm10, %xmm2
	vpermil2pd	$0, %xmm9, %xmm1, %xmm5, %xmm1
	vpermil2ps	$14, %fs:(%rdi,%rbx), %ymm10, %ymm0, %ymm9
	vpermil2ps	$2, -129(%r8), %ymm11, %ymm15, %ymm5
	vpermil2ps	$14, -129(%rdi), %ymm5, %ymm5, %ymm9
	vpermil2ps	$15, %fs:1, %ymm15, %ymm6, %ymm3
	vpermil2ps	$5, %ymm12, -128(%r15,%r9,8), %ymm11, %ymm11
	vpermil2ps	$8, %ymm11, 127(%r8), %ymm11, %ymm10
	vpermil2ps	$0, %ymm13, -128(%r12,%r10,4), %ymm12, %ymm10
	vpermil2ps	$5, %ymm6, -128(%r14,%r15), %ymm6, %ymm5
	vpermil2ps	$0, %ymm13, %ymm11, %ymm8, %ymm2
	vpermil2ps	$6, %ymm1, %ymm12, %ymm4, %ymm3
	vpermil2ps	$6, %ymm15, %ymm10, %ymm10, %ymm15
	vpermil2ps	$1, %ymm11, %ymm4, %ymm1, %ymm8
	vpermil2ps	$12, %fs:128(%r14,%rax,4), %xmm14, %xmm15, %xmm11
	vpermil2ps	$1, 127(%r15), %xmm10, %xmm12, %xmm15
	vpermil2ps	$12, 128(%rdx), %xmm15, %xmm2, %xmm6
	vpermil2ps	$0, -129(,%r15,4), %xmm6, %xmm15, %xmm15
	vpermil2ps	$0, %xmm9, -128(%r9), %xmm8, %xmm3
	vpermil2ps	$1, %xmm4, %gs:1(%rbp,%rbx), %xmm2, %xmm6
	vpermil2ps	$5, %xmm14, 2147483647(%r13,%rdi), %xmm11, %xmm14
	vpermil2ps	$3, %xmm14, 2147483647(%rcx,%rdx), %xmm5, %xmm14
	vpermil2ps	$0, %xmm5, %xmm14, %xmm4, %xmm3
	vpermil2ps	$13, %xmm6, %xmm10, %xmm7, %xmm12
	vpermil2ps	$8, %xmm2, %xmm0, %xmm6, %xmm13
	vpermil2ps	$8, %xmm5, %xmm15, %xmm10, %xmm1
	vpermilpd	$127, 1(%rip), %ymm10
	vpermilpd	$97, 127(%r9,%rdx,8), %ymm7
	vpermilpd	$255, (%rdi,%rbp,8), %ymm5
	vpermilpd	$255, (%rip), %ymm13
	vpermilpd	$128, %ymm2, %ymm2
	vpermilpd	$213, %ymm7, %ymm0
	vpermilpd	$1, %ymm15, %ymm11
	vpermilpd	$96, %ymm2, %ymm11
	vpermilpd	2147483647(%r15,%rdx), %ymm7, %ymm11
	vpermilpd	%fs:-2147483648(%r14), %ymm0, %ymm7
	vpermilpd	2147483647(%rip), %ymm6, %ymm14
	vpermilpd	%gs:-2147483648(%r12), %ymm4, %ymm3
	vpermilpd	%ymm6, %ymm11, %ymm13
	vpermilpd	%ymm10, %ymm14, %ymm1
	vpermilpd	%ymm10, %ymm13, %ymm3
	vpermilpd	%ymm7, %ymm11, %ymm5
	vpermilpd	$0, %gs:127(%r13,%r15), %xmm14
	vpermilpd	$158, -2147483648(%r13), %xmm5
	vpermilpd	$1, -129(%rsi), %xmm5
	vpermilpd	$0, -2147483648(%r15), %xmm15
	vpermilpd	$2, %xmm4, %xmm14
	vpermilpd	$255, %xmm10, %xmm10
	vpermilpd	$255, %xmm4, %xmm13
	vpermilpd	$2, %xmm10, %xmm1
	vpermilpd	-1(%r12,%rax,8), %xmm2, %xmm11
	vpermilpd	%fs:-2147483648(%r15,%r11,2), %xmm6, %xmm11
	vpermilpd	%fs:128(%rdi), %xmm3, %xmm6
	vpermilpd	-2147483648(%r8), %xmm3, %xmm15
	vpermilpd	%xmm15, %xmm15, %xmm2
	vpermilpd	%xmm6, %xmm11, %xmm6
	vpermilpd	%xmm15, %xmm2, %xmm11
	vpermilpd	%xmm10, %xmm6, %xmm1
	vpermilps	$128, %gs:1(%r14,%r15,8), %ymm4
	vpermilps	$164, 1(%rax,%rsi,2), %ymm12
	vpermilps	$214, -129(%r15,%rbx,4), %ymm5
	vpermilps	$253, -2147483648, %ymm7
	vpermilps	$255, %ymm10, %ymm2
	vpermilps	$0, %ymm2, %ymm10
	vpermilps	$255, %ymm15, %ymm13
	vpermilps	$255, %ymm2, %ymm11
	vpermilps	%fs:127(%r8), %ymm1, %ymm7
	vpermilps	%gs:0, %ymm9, %ymm15
	vpermilps	-128(%rdx), %ymm5, %ymm6
	vpermilps	%fs:127(%r11), %ymm13, %ymm7
	vpermilps	%ymm6, %ymm4, %ymm4
	vpermilps	%ymm5, %ymm4, %ymm14
	vpermilps	%ymm12, %ymm4, %ymm5
	vpermilps	%ymm1, %ymm7, %ymm2
	vpermilps	$0, (,%r15,4), %xmm8
	vpermilps	$255, -1(%r11,%r15), %xmm10
	vpermilps	$2, (%r11), %xmm15
	vpermilps	$128, -2147483648, %xmm10
	vpermilps	$0, %xmm9, %xmm9
	vpermilps	$40, %xmm10, %xmm3
	vpermilps	$186, %xmm13, %xmm15
	vpermilps	$255, %xmm8, %xmm5
	vpermilps	-1(,%r11,2), %xmm0, %xmm10
	vpermilps	1(%r13,%r15,2), %xmm10, %xmm8
	vpermilps	%gs:128(%r11), %xmm2, %xmm15
	vpermilps	(%r8,%r13), %xmm13, %xmm14
	vpermilps	%xmm1, %xmm8, %xmm14
	vpermilps	%xmm11, %xmm8, %xmm15
	vpermilps	%xmm0, %xmm7, %xmm8
	vpermilps	%xmm7, %xmm5, %xmm0
	vpermpd	$255, (%r8), %ymm10
	vpermpd	$205, %fs:-129(%rdx), %ymm15
	vpermpd	$128, 128(%rip), %ymm11
	vpermpd	$38, -1(%rsp), %ymm7
	vpermpd	$246, %ymm4, %ymm15
	vpermpd	$251, %ymm6, %ymm0
	vpermpd	$128, %ymm15, %ymm13
	vpermpd	$128, %ymm8, %ymm11
	vpermps	%fs:-1(%r11), %ymm4, %ymm4
	vpermps	2147483647(%rdi,%r10,4), %ymm11, %ymm0
	vpermps	(%rbp), %ymm13, %ymm14
	vpermps	%gs:-1(%r13), %ymm9, %ymm2
	vpermps	%ymm0, %ymm11, %ymm1
	vpermps	%ymm3, %ymm13, %ymm12
	vpermps	%ymm1, %ymm15, %ymm5
	vpermps	%ymm14, %ymm5, %ymm3
	vpermq	$255, 2147483647(%r14), %ymm15
	vpermq	$1, -129(%r8), %ymm10
	vpermq	$128, %gs:-2147483648(%r9,%r11), %ymm5
	vpermq	$0, -1(%rdx), %ymm6
	vpermq	$82, %ymm9, %ymm9
	vpermq	$128, %ymm7, %ymm2
	vpermq	$255, %ymm12, %ymm6
	vpermq	$168, %ymm14, %ymm2
	vpextrb	$128, %xmm7, -128(%rdi)
	vpextrb	$149, %xmm3, -129(%rbp)
	vpextrb	$234, %xmm1, %fs:127
	vpextrb	$216, %xmm14, 127(%rdx)
	vpextrb	$167, %xmm1, %eax
	vpextrb	$128, %xmm2, %ecx
	vpextrb	$255, %xmm15, %r14d
	vpextrb	$252, %xmm0, %ebp
	vpextrd	$255, %xmm11, 127(%r8,%rsi,8)
	vpextrd	$163, %xmm14, 128(%r11)
	vpextrd	$128, %xmm4, 1(%r10,%r8)
	vpextrd	$166, %xmm5, %gs:-128
	vpextrd	$66, %xmm3, %r15d
	vpextrd	$255, %xmm7, %r13d
	vpextrd	$182, %xmm10, %edx
	vpextrd	$209, %xmm3, %r10d
	vpextrq	$2, %xmm13, -128(%rcx,%rbx,2)
	vpextrq	$128, %xmm2, 2147483647
	vpextrq	$128, %xmm6, -128(%r14,%r8,2)
	vpextrq	$0, %xmm11, 2147483647(%r8)
	vpextrq	$70, %xmm0, %rsp
	vpextrq	$226, %xmm7, %r11
	vpextrq	$127, %xmm3, %r8
	vpextrq	$255, %xmm0, %rsp
	vpextrw	$236, %xmm10, 128(%rcx,%r8,4)
	vpextrw	$251, %xmm7, 2147483647(%r11,%rax,4)
	vpextrw	$240, %xmm12, -128(%rdx,%rbx)
	vpextrw	$255, %xmm0, -129(%r12)
	vpextrw	$0, %xmm8, %esi
	vpextrw	$1, %xmm9, %r12d
	vpextrw	$128, %xmm15, %r10d
	vpextrw	$255, %xmm9, %r14d
	vpgatherdd	%ymm4, %gs:1(%rsp,%ymm6,8), %ymm1
	vpgatherdd	%ymm1, 1(%r15,%ymm0,2), %ymm10
	vpgatherdd	%ymm9, 127(%r12,%ymm8,8), %ymm6
	vpgatherdd	%ymm0, 127(,%ymm5), %ymm8
	vpgatherdd	%xmm7, -129(%rbx,%xmm5), %xmm9
	vpgatherdd	%xmm5, %gs:127(,%xmm7), %xmm3
	vpgatherdd	%xmm10, %gs:-1(%r9,%xmm3,4), %xmm4
	vpgatherdd	%xmm13, %fs:(%rax,%xmm1,2), %xmm2
	vpgatherdq	%ymm5, -128(,%xmm0,8), %ymm13
	vpgatherdq	%ymm2, -129(%rax,%xmm9), %ymm10
	vpgatherdq	%ymm5, -129(%r12,%xmm0,2), %ymm2
	vpgatherdq	%ymm5, %fs:127(,%xmm10), %ymm6
	vpgatherdq	%xmm11, 2147483647(%rdx,%xmm15,4), %xmm1
	vpgatherdq	%xmm5, -2147483648(%r12,%xmm12,4), %xmm8
	vpgatherdq	%xmm14, 2147483647(%r11,%xmm4,8), %xmm9
	vpgatherdq	%xmm10, %gs:1(%r13,%xmm11,2), %xmm8
	vpgatherqd	%xmm9, %gs:-2147483648(%r13,%ymm10,4), %xmm15
	vpgatherqd	%xmm0, (%rdx,%ymm11,2), %xmm8
	vpgatherqd	%xmm9, 1(%rax,%ymm15,8), %xmm10
	vpgatherqd	%xmm1, 1(%rsp,%ymm12,8), %xmm2
	vpgatherqd	%xmm3, -1(%r11,%xmm1,2), %xmm15
	vpgatherqd	%xmm11, 2147483647(%r13,%xmm6,4), %xmm14
	vpgatherqd	%xmm5, -128(%r12,%xmm6,8), %xmm7
	vpgatherqd	%xmm13, 128(%rsi,%xmm15,4), %xmm10
	vpgatherqq	%ymm5, (%rsp,%ymm4,8), %ymm8
	vpgatherqq	%ymm11, -129(,%ymm4,4), %ymm12
	vpgatherqq	%ymm13, -2147483648(%rdx,%ymm11,2), %ymm9
	vpgatherqq	%ymm10, -128(%r11,%ymm1), %ymm3
	vpgatherqq	%xmm8, 127(%rbp,%xmm9,4), %xmm14
	vpgatherqq	%xmm6, %gs:2147483647(%rbp,%xmm2,2), %xmm3
	vpgatherqq	%xmm9, -129(%r8,%xmm5,2), %xmm0
	vpgatherqq	%xmm14, -128(%rdi,%xmm4,8), %xmm6
	vphaddbd	(%rsi), %xmm1
	vphaddbd	%gs:-1(%rcx), %xmm7
	vphaddbd	-1, %xmm4
	vphaddbd	1(%rsi), %xmm11
	vphaddbd	%xmm5, %xmm3
	vphaddbd	%xmm13, %xmm12
	vphaddbd	%xmm1, %xmm9
	vphaddbd	%xmm6, %xmm0
	vphaddbq	%gs:1(%r11), %xmm9
	vphaddbq	127(%rbx), %xmm9
	vphaddbq	2147483647, %xmm6
	vphaddbq	(%rax,%rbx,8), %xmm15
	vphaddbq	%xmm12, %xmm13
	vphaddbq	%xmm8, %xmm6
	vphaddbq	%xmm10, %xmm1
	vphaddbq	%xmm7, %xmm0
	vphaddbw	2147483647(%rsi,%rax,2), %xmm7
	vphaddbw	-2147483648(%rbp,%r13,8), %xmm8
	vphaddbw	-129, %xmm0
	vphaddbw	-2147483648(%r12,%rax), %xmm4
	vphaddbw	%xmm2, %xmm2
	vphaddbw	%xmm1, %xmm10
	vphaddbw	%xmm15, %xmm10
	vphaddbw	%xmm0, %xmm7
	vphadddq	%gs:127(%r10,%r8,8), %xmm10
	vphadddq	-2147483648(%r15,%r13,4), %xmm13
	vphadddq	-129(%r11,%rsi,4), %xmm9
	vphadddq	-2147483648(%r14,%r13,2), %xmm9
	vphadddq	%xmm5, %xmm2
	vphadddq	%xmm6, %xmm9
	vphadddq	%xmm8, %xmm9
	vphadddq	%xmm14, %xmm2
	vphaddd	128(%r11,%rsi,4), %ymm12, %ymm0
	vphaddd	-128(%rip), %ymm15, %ymm8
	vphaddd	128(%rsi,%rdx,4), %ymm0, %ymm9
	vphaddd	127(%r12), %ymm12, %ymm0
	vphaddd	%ymm0, %ymm13, %ymm6
	vphaddd	%ymm10, %ymm2, %ymm14
	vphaddd	%ymm3, %ymm5, %ymm11
	vphaddd	%ymm6, %ymm1, %ymm1
	vphaddd	%fs:-1(%rsp,%r9), %xmm15, %xmm0
	vphaddd	-128(,%r14,4), %xmm0, %xmm1
	vphaddd	128(%rdx), %xmm9, %xmm6
	vphaddd	-2147483648(%rsi,%rbx,4), %xmm3, %xmm9
	vphaddd	%xmm11, %xmm4, %xmm4
	vphaddd	%xmm6, %xmm4, %xmm3
	vphaddd	%xmm12, %xmm13, %xmm0
	vphaddd	%xmm0, %xmm0, %xmm6
	vphaddsw	-2147483648(%rsi,%r11,8), %ymm11, %ymm6
	vphaddsw	-128(%rdi), %ymm5, %ymm14
	vphaddsw	1(%r9), %ymm5, %ymm10
	vphaddsw	2147483647(%rdi,%r12,2), %ymm5, %ymm7
	vphaddsw	%ymm5, %ymm1, %ymm12
	vphaddsw	%ymm13, %ymm7, %ymm5
	vphaddsw	%ymm1, %ymm15, %ymm5
	vphaddsw	%ymm0, %ymm7, %ymm2
	vphaddsw	%gs:1(%r8), %xmm10, %xmm5
	vphaddsw	%gs:-2147483648(%rdi), %xmm0, %xmm9
	vphaddsw	%fs:-129(%rsi,%r12,2), %xmm4, %xmm10
	vphaddsw	(%r15), %xmm14, %xmm3
	vphaddsw	%xmm15, %xmm15, %xmm14
	vphaddsw	%xmm5, %xmm15, %xmm3
	vphaddsw	%xmm13, %xmm10, %xmm15
	vphaddsw	%xmm7, %xmm7, %xmm12
	vphaddubd	128(%rbx), %xmm1
	vphaddubd	%fs:-128(%r13,%rdi,2), %xmm5
	vphaddubd	2147483647(%r11,%r8,8), %xmm10
	vphaddubd	-1(%rdi,%r15), %xmm15
	vphaddubd	%xmm9, %xmm6
	vphaddubd	%xmm0, %xmm14
	vphaddubd	%xmm7, %xmm14
	vphaddubd	%xmm1, %xmm2
	vphaddubq	(%rdi,%r12,2), %xmm6
	vphaddubq	128(%rbx,%rsi), %xmm9
	vphaddubq	0, %xmm11
	vphaddubq	%gs:128(%rsp), %xmm5
	vphaddubq	%xmm8, %xmm6
	vphaddubq	%xmm12, %xmm4
	vphaddubq	%xmm8, %xmm4
	vphaddubq	%xmm3, %xmm9
	vphaddubw	-2147483648(%rbp,%rbx), %xmm12
	vphaddubw	1(%rbp,%r15), %xmm10
	vphaddubw	127(%rax), %xmm7
	vphaddubw	%gs:-129(,%r12), %xmm5
	vphaddubw	%xmm1, %xmm7
	vphaddubw	%xmm7, %xmm4
	vphaddubw	%xmm15, %xmm13
	vphaddubw	%xmm6, %xmm11
	vphaddudq	(%rip), %xmm3
	vphaddudq	-128(%rbp,%r15,8), %xmm4
	vphaddudq	127(%r14), %xmm5
	vphaddudq	%fs:-1(%rcx), %xmm10
	vphaddudq	%xmm6, %xmm1
	vphaddudq	%xmm5, %xmm11
	vphaddudq	%xmm4, %xmm8
	vphaddudq	%xmm15, %xmm4
	vphadduwd	%gs:-1(%rax), %xmm3
	vphadduwd	%fs:-2147483648(%r8), %xmm15
	vphadduwd	-1(,%r11), %xmm15
	vphadduwd	(%rsi), %xmm15
	vphadduwd	%xmm12, %xmm8
	vphadduwd	%xmm10, %xmm13
	vphadduwd	%xmm13, %xmm0
	vphadduwd	%xmm1, %xmm3
	vphadduwq	%gs:-128(%rip), %xmm9
	vphadduwq	-128, %xmm15
	vphadduwq	-1, %xmm2
	vphadduwq	%fs:-128(%r12,%r14,8), %xmm1
	vphadduwq	%xmm12, %xmm3
	vphadduwq	%xmm11, %xmm11
	vphadduwq	%xmm8, %xmm11
	vphadduwq	%xmm2, %xmm14
	vphaddwd	%fs:-129(%r8,%r9), %xmm13
	vphaddwd	-128(%r13,%r9,2), %xmm7
	vphaddwd	2147483647(%r15,%r9), %xmm7
	vphaddwd	1(%rcx), %xmm8
	vphaddwd	%xmm11, %xmm15
	vphaddwd	%xmm12, %xmm4
	vphaddwd	%xmm11, %xmm4
	vphaddwd	%xmm13, %xmm7
	vphaddwq	%gs:(%rsp), %xmm0
	vphaddwq	%gs:128(%rbp), %xmm14
	vphaddwq	%gs:-128(%rdx), %xmm4
	vphaddwq	128(,%r12), %xmm7
	vphaddwq	%xmm0, %xmm3
	vphaddwq	%xmm6, %xmm9
	vphaddwq	%xmm13, %xmm14
	vphaddwq	%xmm8, %xmm14
	vphaddw	-128(,%r12,8), %ymm9, %ymm4
	vphaddw	-2147483648(%rcx,%rsi,4), %ymm6, %ymm8
	vphaddw	-1(%r14), %ymm6, %ymm9
	vphaddw	2147483647(%r13), %ymm1, %ymm1
	vphaddw	%ymm10, %ymm11, %ymm11
	vphaddw	%ymm13, %ymm8, %ymm8
	vphaddw	%ymm9, %ymm6, %ymm5
	vphaddw	%ymm6, %ymm3, %ymm0
	vphaddw	%gs:-128(%r11,%r9,4), %xmm7, %xmm14
	vphaddw	2147483647(%rdx), %xmm6, %xmm3
	vphaddw	-129(%rdx,%r15,2), %xmm4, %xmm12
	vphaddw	%gs:-1(%rsp), %xmm15, %xmm13
	vphaddw	%xmm10, %xmm0, %xmm1
	vphaddw	%xmm4, %xmm14, %xmm2
	vphaddw	%xmm12, %xmm2, %xmm7
	vphaddw	%xmm12, %xmm3, %xmm4
	vphminposuw	1(%rsp), %xmm13
	vphminposuw	1(%rsi), %xmm6
	vphminposuw	%gs:(%rdx), %xmm15
	vphminposuw	2147483647(%rdx), %xmm3
	vphminposuw	%xmm7, %xmm15
	vphminposuw	%xmm6, %xmm5
	vphminposuw	%xmm6, %xmm8
	vphminposuw	%xmm1, %xmm5
	vphsubbw	-128, %xmm7
	vphsubbw	%gs:-128(%rdx), %xmm10
	vphsubbw	128(,%r10,8), %xmm7
	vphsubbw	-2147483648(%rbp), %xmm5
	vphsubbw	%xmm15, %xmm10
	vphsubbw	%xmm14, %xmm1
	vphsubbw	%xmm9, %xmm2
	vphsubbw	%xmm7, %xmm9
	vphsubdq	128(%r12), %xmm7
	vphsubdq	-1(%rsp,%rcx,4), %xmm2
	vphsubdq	-2147483648(,%r10), %xmm6
	vphsubdq	128(%rcx,%rdi,2), %xmm14
	vphsubdq	%xmm0, %xmm8
	vphsubdq	%xmm14, %xmm4
	vphsubdq	%xmm8, %xmm7
	vphsubdq	%xmm12, %xmm13
	vphsubd	-1(%r10,%rcx,4), %ymm12, %ymm13
	vphsubd	127(%r13,%rax,4), %ymm15, %ymm13
	vphsubd	-129(%r13,%r12,4), %ymm4, %ymm1
	vphsubd	-129(%r13), %ymm7, %ymm10
	vphsubd	%ymm1, %ymm4, %ymm3
	vphsubd	%ymm10, %ymm14, %ymm12
	vphsubd	%ymm11, %ymm8, %ymm1
	vphsubd	%ymm8, %ymm11, %ymm15
	vphsubd	%gs:-129(%r14,%rbx,8), %xmm0, %xmm0
	vphsubd	(%rdi,%r8,2), %xmm0, %xmm1
	vphsubd	-1(%rdx,%rax,4), %xmm9, %xmm7
	vphsubd	-2147483648(%r11), %xmm2, %xmm6
	vphsubd	%xmm12, %xmm15, %xmm11
	vphsubd	%xmm0, %xmm10, %xmm14
	vphsubd	%xmm10, %xmm5, %xmm9
	vphsubd	%xmm12, %xmm1, %xmm2
	vphsubsw	%gs:127(%r12,%rdi,2), %ymm2, %ymm15
	vphsubsw	128(%r9), %ymm0, %ymm2
	vphsubsw	-128(%rbx,%rax), %ymm7, %ymm15
	vphsubsw	%gs:-128(%r10,%r11), %ymm7, %ymm5
	vphsubsw	%ymm5, %ymm2, %ymm5
	vphsubsw	%ymm7, %ymm14, %ymm11
	vphsubsw	%ymm8, %ymm6, %ymm14
	vphsubsw	%ymm4, %ymm12, %ymm0
	vphsubsw	(,%rax,4), %xmm3, %xmm5
	vphsubsw	(%r9,%rbx,2), %xmm7, %xmm5
	vphsubsw	%fs:127(%r12,%rdi,2), %xmm2, %xmm13
	vphsubsw	(%rip), %xmm5, %xmm2
	vphsubsw	%xmm1, %xmm8, %xmm12
	vphsubsw	%xmm9, %xmm11, %xmm4
	vphsubsw	%xmm12, %xmm4, %xmm0
	vphsubsw	%xmm12, %xmm9, %xmm0
	vphsubwd	%fs:-1(%rdi,%r9), %xmm5
	vphsubwd	128(%rsp,%r9,4), %xmm4
	vphsubwd	2147483647(%rbx,%rax,2), %xmm9
	vphsubwd	2147483647(%rcx), %xmm2
	vphsubwd	%xmm0, %xmm3
	vphsubwd	%xmm7, %xmm5
	vphsubwd	%xmm10, %xmm4
	vphsubwd	%xmm5, %xmm10
	vphsubw	127(%r8,%rdx,4), %ymm0, %ymm9
	vphsubw	-128(,%rcx,4), %ymm12, %ymm9
	vphsubw	128(%r12), %ymm1, %ymm8
	vphsubw	(%r11), %ymm6, %ymm11
	vphsubw	%ymm14, %ymm7, %ymm0
	vphsubw	%ymm12, %ymm1, %ymm15
	vphsubw	%ymm4, %ymm7, %ymm1
	vphsubw	%ymm13, %ymm0, %ymm6
	vphsubw	-1(%r11,%r11,8), %xmm6, %xmm0
	vphsubw	127(%r15), %xmm9, %xmm8
	vphsubw	%fs:2147483647(%rdi), %xmm4, %xmm11
	vphsubw	-129(%rsi,%r9,4), %xmm0, %xmm11
	vphsubw	%xmm0, %xmm13, %xmm10
	vphsubw	%xmm15, %xmm8, %xmm3
	vphsubw	%xmm12, %xmm5, %xmm5
	vphsubw	%xmm15, %xmm6, %xmm12
	vpinsrb	$255, 1(%rax), %xmm0, %xmm7
	vpinsrb	$180, %fs:-128(%r8), %xmm10, %xmm6
	vpinsrb	$54, %gs:1(%r13), %xmm5, %xmm7
	vpinsrb	$136, -1(%rip), %xmm10, %xmm6
	vpinsrb	$255, %esp, %xmm8, %xmm2
	vpinsrb	$62, %eax, %xmm8, %xmm6
	vpinsrb	$128, %ecx, %xmm4, %xmm1
	vpinsrb	$255, %r11d, %xmm5, %xmm7
	vpinsrd	$86, 128(%r9,%rbx,2), %xmm5, %xmm11
	vpinsrd	$0, -128(%r14), %xmm4, %xmm11
	vpinsrd	$161, %fs:2147483647(,%r14,2), %xmm4, %xmm13
	vpinsrd	$240, %gs:-128(%r15,%r8,2), %xmm12, %xmm0
	vpinsrd	$1, %ecx, %xmm8, %xmm12
	vpinsrd	$171, %r8d, %xmm4, %xmm11
	vpinsrd	$255, %r14d, %xmm9, %xmm1
	vpinsrd	$128, %edi, %xmm10, %xmm7
	vpinsrq	$255, -129(%rbx), %xmm7, %xmm12
	vpinsrq	$1, 2147483647(%r12), %xmm11, %xmm4
	vpinsrq	$142, 2147483647(%r11), %xmm8, %xmm6
	vpinsrq	$255, 128(%rsi), %xmm5, %xmm12
	vpinsrq	$128, %rbp, %xmm11, %xmm12
	vpinsrq	$255, %r9, %xmm0, %xmm11
	vpinsrq	$201, %rdx, %xmm13, %xmm14
	vpinsrq	$16, %r11, %xmm9, %xmm12
	vpinsrw	$91, 1(%r11), %xmm3, %xmm13
	vpinsrw	$3, -2147483648(%rcx), %xmm4, %xmm13
	vpinsrw	$210, %fs:1(%r14), %xmm0, %xmm1
	vpinsrw	$128, -129(%rbp,%rcx,2), %xmm13, %xmm5
	vpinsrw	$128, %r10d, %xmm9, %xmm7
	vpinsrw	$127, %r14d, %xmm5, %xmm1
	vpinsrw	$205, %esp, %xmm9, %xmm3
	vpinsrw	$0, %ecx, %xmm8, %xmm2
	vpmacsdd	%xmm6, 127(%rsp,%r12), %xmm0, %xmm7
	vpmacsdd	%xmm15, 1(%r10,%rcx,8), %xmm12, %xmm2
	vpmacsdd	%xmm1, -1(%rip), %xmm15, %xmm7
	vpmacsdd	%xmm7, %gs:-2147483648(%rbp), %xmm13, %xmm2
	vpmacsdd	%xmm15, %xmm2, %xmm9, %xmm12
	vpmacsdd	%xmm8, %xmm13, %xmm11, %xmm6
	vpmacsdd	%xmm7, %xmm9, %xmm8, %xmm12
	vpmacsdd	%xmm3, %xmm10, %xmm6, %xmm4
	vpmacsdqh	%xmm9, (%r14), %xmm1, %xmm8
	vpmacsdqh	%xmm7, 128(%rbp), %xmm15, %xmm14
	vpmacsdqh	%xmm2, 0, %xmm8, %xmm2
	vpmacsdqh	%xmm8, %fs:2147483647(%r15), %xmm2, %xmm13
	vpmacsdqh	%xmm15, %xmm11, %xmm14, %xmm6
	vpmacsdqh	%xmm13, %xmm1, %xmm4, %xmm7
	vpmacsdqh	%xmm11, %xmm8, %xmm12, %xmm0
	vpmacsdqh	%xmm12, %xmm14, %xmm9, %xmm15
	vpmacsdql	%xmm13, %fs:-129(%r15), %xmm2, %xmm8
	vpmacsdql	%xmm7, %fs:2147483647(%r9), %xmm9, %xmm1
	vpmacsdql	%xmm8, %fs:127(%rsp), %xmm11, %xmm9
	vpmacsdql	%xmm5, 2147483647(,%rbp), %xmm11, %xmm6
	vpmacsdql	%xmm2, %xmm1, %xmm2, %xmm1
	vpmacsdql	%xmm5, %xmm8, %xmm14, %xmm3
	vpmacsdql	%xmm8, %xmm10, %xmm12, %xmm4
	vpmacsdql	%xmm1, %xmm13, %xmm0, %xmm3
	vpmacssdd	%xmm9, %gs:1(%rcx,%r15,8), %xmm13, %xmm4
	vpmacssdd	%xmm15, 128(%r12,%r12), %xmm13, %xmm1
	vpmacssdd	%xmm10, (%rsp,%r13), %xmm9, %xmm10
	vpmacssdd	%xmm2, 2147483647(,%r9,2), %xmm9, %xmm2
	vpmacssdd	%xmm4, %xmm0, %xmm15, %xmm12
	vpmacssdd	%xmm1, %xmm15, %xmm3, %xmm8
	vpmacssdd	%xmm8, %xmm6, %xmm8, %xmm6
	vpmacssdd	%xmm6, %xmm4, %xmm9, %xmm9
	vpmacssdqh	%xmm13, 128(%r14,%r11), %xmm3, %xmm11
	vpmacssdqh	%xmm12, 127(%r12,%r12), %xmm6, %xmm7
	vpmacssdqh	%xmm7, %fs:128(%rdx,%r11,8), %xmm15, %xmm3
	vpmacssdqh	%xmm1, -1(%rcx,%rax,2), %xmm4, %xmm14
	vpmacssdqh	%xmm15, %xmm2, %xmm7, %xmm12
	vpmacssdqh	%xmm10, %xmm9, %xmm14, %xmm4
	vpmacssdqh	%xmm5, %xmm13, %xmm15, %xmm10
	vpmacssdqh	%xmm12, %xmm5, %xmm5, %xmm2
	vpmacssdql	%xmm5, -128(%rsp,%rax,4), %xmm6, %xmm9
	vpmacssdql	%xmm6, 1(%rsp,%rbp,8), %xmm10, %xmm15
	vpmacssdql	%xmm6, -1(%rcx,%r12,8), %xmm10, %xmm6
	vpmacssdql	%xmm14, %gs:(%rbx,%r12,2), %xmm11, %xmm12
	vpmacssdql	%xmm15, %xmm15, %xmm12, %xmm2
	vpmacssdql	%xmm10, %xmm15, %xmm0, %xmm13
	vpmacssdql	%xmm3, %xmm4, %xmm2, %xmm3
	vpmacssdql	%xmm2, %xmm3, %xmm1, %xmm15
	vpmacsswd	%xmm8, -1(%r12,%rsi,2), %xmm12, %xmm0
	vpmacsswd	%xmm12, 127(%rax), %xmm6, %xmm6
	vpmacsswd	%xmm8, -2147483648(%r10), %xmm14, %xmm10
	vpmacsswd	%xmm8, 2147483647(%r9), %xmm0, %xmm1
	vpmacsswd	%xmm1, %xmm3, %xmm6, %xmm5
	vpmacsswd	%xmm1, %xmm13, %xmm12, %xmm12
	vpmacsswd	%xmm3, %xmm7, %xmm3, %xmm2
	vpmacsswd	%xmm5, %xmm5, %xmm15, %xmm2
	vpmacssww	%xmm10, 1(%rbp,%r15,2), %xmm3, %xmm3
	vpmacssww	%xmm2, 127(%r8,%r9,4), %xmm14, %xmm0
	vpmacssww	%xmm14, 127(%r15), %xmm4, %xmm1
	vpmacssww	%xmm0, -129(%rbp), %xmm11, %xmm0
	vpmacssww	%xmm13, %xmm11, %xmm15, %xmm2
	vpmacssww	%xmm14, %xmm12, %xmm14, %xmm3
	vpmacssww	%xmm6, %xmm8, %xmm4, %xmm10
	vpmacssww	%xmm1, %xmm15, %xmm8, %xmm2
	vpmacswd	%xmm2, 1(%r12), %xmm7, %xmm13
	vpmacswd	%xmm12, %gs:-2147483648(%rsi,%r12,2), %xmm14, %xmm7
	vpmacswd	%xmm8, %gs:2147483647(%r11), %xmm11, %xmm13
	vpmacswd	%xmm8, -2147483648(%rcx,%r11), %xmm4, %xmm9
	vpmacswd	%xmm10, %xmm8, %xmm13, %xmm14
	vpmacswd	%xmm11, %xmm6, %xmm1, %xmm9
	vpmacswd	%xmm9, %xmm15, %xmm14, %xmm0
	vpmacswd	%xmm0, %xmm3, %xmm10, %xmm12
	vpmacsww	%xmm5, 127(%rax,%r9), %xmm13, %xmm5
	vpmacsww	%xmm14, 1(%r8), %xmm0, %xmm14
	vpmacsww	%xmm11, %fs:128(%rsi,%rdi,2), %xmm5, %xmm6
	vpmacsww	%xmm12, 1(%rdi), %xmm11, %xmm1
	vpmacsww	%xmm7, %xmm2, %xmm3, %xmm2
	vpmacsww	%xmm9, %xmm10, %xmm11, %xmm6
	vpmacsww	%xmm1, %xmm7, %xmm0, %xmm12
	vpmacsww	%xmm11, %xmm0, %xmm5, %xmm0
	vpmadcsswd	%xmm5, %fs:128(%rsi,%rbx,2), %xmm13, %xmm4
	vpmadcsswd	%xmm1, 1(%rdx,%rdi), %xmm3, %xmm7
	vpmadcsswd	%xmm15, 1(%rax), %xmm9, %xmm11
	vpmadcsswd	%xmm5, -128(%rdx,%r8,4), %xmm6, %xmm13
	vpmadcsswd	%xmm0, %xmm14, %xmm5, %xmm10
	vpmadcsswd	%xmm12, %xmm12, %xmm4, %xmm0
	vpmadcsswd	%xmm3, %xmm2, %xmm4, %xmm12
	vpmadcsswd	%xmm5, %xmm12, %xmm7, %xmm0
	vpmadcswd	%xmm6, %fs:-129(%r13,%rcx,8), %xmm15, %xmm11
	vpmadcswd	%xmm10, %gs:127(%rdi), %xmm4, %xmm9
	vpmadcswd	%xmm7, 128(%rip), %xmm12, %xmm5
	vpmadcswd	%xmm13, 1(%r8,%r14,8), %xmm1, %xmm5
	vpmadcswd	%xmm5, %xmm8, %xmm3, %xmm6
	vpmadcswd	%xmm11, %xmm11, %xmm15, %xmm1
	vpmadcswd	%xmm3, %xmm6, %xmm4, %xmm5
	vpmadcswd	%xmm0, %xmm12, %xmm0, %xmm0
	{vex}	vpmadd52huq	%fs:-128(%r10,%rdi), %ymm6, %ymm15
	{vex}	vpmadd52huq	127(%r11,%r10,8), %ymm10, %ymm1
	{vex}	vpmadd52huq	%fs:-129(%r8,%rax,8), %ymm6, %ymm13
	{vex}	vpmadd52huq	%gs:-2147483648(%rsp,%rbp,8), %ymm13, %ymm9
	{vex}	vpmadd52huq	%ymm10, %ymm0, %ymm6
	{vex}	vpmadd52huq	%ymm3, %ymm3, %ymm13
	{vex}	vpmadd52huq	%ymm0, %ymm13, %ymm11
	{vex}	vpmadd52huq	%ymm9, %ymm7, %ymm0
	{vex}	vpmadd52huq	(%rdx), %xmm6, %xmm13
	{vex}	vpmadd52huq	2147483647(%rdi), %xmm9, %xmm4
	{vex}	vpmadd52huq	%fs:0, %xmm14, %xmm9
	{vex}	vpmadd52huq	-129(%rdi), %xmm0, %xmm15
	{vex}	vpmadd52huq	%xmm13, %xmm0, %xmm12
	{vex}	vpmadd52huq	%xmm6, %xmm15, %xmm7
	{vex}	vpmadd52huq	%xmm15, %xmm13, %xmm14
	{vex}	vpmadd52huq	%xmm12, %xmm11, %xmm11
	{vex}	vpmadd52luq	127(%r8), %ymm5, %ymm1
	{vex}	vpmadd52luq	%gs:127(%r9,%r10,4), %ymm11, %ymm14
	{vex}	vpmadd52luq	-1(%r15,%rdi,2), %ymm9, %ymm2
	{vex}	vpmadd52luq	128(%r15), %ymm2, %ymm5
	{vex}	vpmadd52luq	%ymm3, %ymm11, %ymm0
	{vex}	vpmadd52luq	%ymm0, %ymm0, %ymm12
	{vex}	vpmadd52luq	%ymm3, %ymm5, %ymm11
	{vex}	vpmadd52luq	%ymm4, %ymm7, %ymm14
	{vex}	vpmadd52luq	%gs:-129(%r11,%rsi), %xmm3, %xmm10
	{vex}	vpmadd52luq	%gs:128(%r8,%r9,8), %xmm8, %xmm9
	{vex}	vpmadd52luq	1(%r9,%rdi), %xmm12, %xmm3
	{vex}	vpmadd52luq	2147483647(%rdi,%rsi,4), %xmm0, %xmm1
	{vex}	vpmadd52luq	%xmm8, %xmm14, %xmm13
	{vex}	vpmadd52luq	%xmm6, %xmm4, %xmm0
	{vex}	vpmadd52luq	%xmm0, %xmm6, %xmm15
	{vex}	vpmadd52luq	%xmm5, %xmm7, %xmm2
	vpmaddubsw	-129(%r9), %ymm3, %ymm10
	vpmaddubsw	(%r15), %ymm4, %ymm9
	vpmaddubsw	(%r11), %ymm6, %ymm15
	vpmaddubsw	1(%r15,%r10,4), %ymm9, %ymm11
	vpmaddubsw	%ymm5, %ymm7, %ymm0
	vpmaddubsw	%ymm2, %ymm10, %ymm3
	vpmaddubsw	%ymm9, %ymm4, %ymm0
	vpmaddubsw	%ymm1, %ymm6, %ymm14
	vpmaddubsw	-2147483648(%rsp), %xmm9, %xmm11
	vpmaddubsw	128(%r12), %xmm13, %xmm10
	vpmaddubsw	%fs:(%r9), %xmm8, %xmm15
	vpmaddubsw	128(%r14), %xmm14, %xmm1
	vpmaddubsw	%xmm1, %xmm13, %xmm10
	vpmaddubsw	%xmm10, %xmm7, %xmm7
	vpmaddubsw	%xmm10, %xmm0, %xmm0
	vpmaddubsw	%xmm1, %xmm2, %xmm6
	vpmaddwd	2147483647(%rsi,%r11), %ymm2, %ymm6
	vpmaddwd	127(%rbx), %ymm14, %ymm1
	vpmaddwd	%fs:127(%r13,%r13,4), %ymm13, %ymm6
	vpmaddwd	%gs:-1, %ymm14, %ymm6
	vpmaddwd	%ymm7, %ymm15, %ymm1
	vpmaddwd	%ymm6, %ymm0, %ymm8
	vpmaddwd	%ymm9, %ymm1, %ymm2
	vpmaddwd	%ymm5, %ymm4, %ymm3
	vpmaddwd	%gs:128(%r8), %xmm15, %xmm10
	vpmaddwd	%fs:-1(%r12,%r14), %xmm13, %xmm11
	vpmaddwd	128(%rax,%r14,8), %xmm6, %xmm11
	vpmaddwd	-129(%rax), %xmm3, %xmm6
	vpmaddwd	%xmm7, %xmm5, %xmm6
	vpmaddwd	%xmm11, %xmm10, %xmm14
	vpmaddwd	%xmm12, %xmm11, %xmm0
	vpmaddwd	%xmm6, %xmm7, %xmm5
	vpmaskmovd	%ymm11, %ymm10, -129(%rbx,%r13)
	vpmaskmovd	%ymm3, %ymm15, 1(%rbx)
	vpmaskmovd	%ymm10, %ymm2, (,%r10,8)
	vpmaskmovd	%ymm0, %ymm0, %gs:-1(%rsp,%rdi,2)
	vpmaskmovd	-1(%r10,%rbx), %ymm15, %ymm3
	vpmaskmovd	-1(%r15), %ymm12, %ymm10
	vpmaskmovd	1(%rdx,%rsi,4), %ymm13, %ymm15
	vpmaskmovd	%gs:-1(%r13), %ymm7, %ymm0
	vpmaskmovd	%xmm15, %xmm13, 128(%rcx)
	vpmaskmovd	%xmm9, %xmm1, 1(%r8,%r14,2)
	vpmaskmovd	%xmm6, %xmm10, %gs:128
	vpmaskmovd	%xmm5, %xmm7, 1(%r11)
	vpmaskmovd	127(%r11,%rbx), %xmm9, %xmm4
	vpmaskmovd	(%rip), %xmm5, %xmm3
	vpmaskmovd	-129(%rdx), %xmm2, %xmm12
	vpmaskmovd	1(%r10), %xmm8, %xmm0
	vpmaskmovq	%ymm1, %ymm14, 2147483647(%rbp)
	vpmaskmovq	%ymm0, %ymm11, -1(%rdi)
	vpmaskmovq	%ymm7, %ymm2, -129(%r11)
	vpmaskmovq	%ymm0, %ymm4, 128(%r9,%r10,8)
	vpmaskmovq	(,%r12,4), %ymm9, %ymm5
	vpmaskmovq	(%rsi,%rbx,4), %ymm6, %ymm10
	vpmaskmovq	128(%r8,%r13,2), %ymm10, %ymm7
	vpmaskmovq	(%r9,%r11), %ymm6, %ymm13
	vpmaskmovq	%xmm8, %xmm15, -128(%rbx)
	vpmaskmovq	%xmm3, %xmm11, -129(%r14,%r10,2)
	vpmaskmovq	%xmm6, %xmm15, -1(%rbx,%r13,2)
	vpmaskmovq	%xmm0, %xmm9, -129(%r14,%r8,2)
	vpmaskmovq	%fs:128(%r15,%rdx,2), %xmm10, %xmm11
	vpmaskmovq	1(%r15), %xmm14, %xmm2
	vpmaskmovq	-128, %xmm15, %xmm8
	vpmaskmovq	(%rsi,%rcx,8), %xmm7, %xmm12
	vpmaxsb	-2147483648(%r8,%r13,2), %ymm2, %ymm7
	vpmaxsb	2147483647(%r13), %ymm4, %ymm15
	vpmaxsb	-129, %ymm15, %ymm5
	vpmaxsb	127(%r14), %ymm15, %ymm9
	vpmaxsb	%ymm3, %ymm7, %ymm11
	vpmaxsb	%ymm14, %ymm4, %ymm6
	vpmaxsb	%ymm13, %ymm10, %ymm3
	vpmaxsb	%ymm10, %ymm4, %ymm7
	vpmaxsb	2147483647(%rbx,%rcx,2), %xmm11, %xmm0
	vpmaxsb	(%rbp), %xmm3, %xmm11
	vpmaxsb	%gs:-1(%rip), %xmm3, %xmm11
	vpmaxsb	-2147483648, %xmm9, %xmm0
	vpmaxsb	%xmm7, %xmm4, %xmm2
	vpmaxsb	%xmm10, %xmm7, %xmm1
	vpmaxsb	%xmm6, %xmm3, %xmm13
	vpmaxsb	%xmm8, %xmm8, %xmm7
	vpmaxsd	(%rax,%rbx,2), %ymm3, %ymm11
	vpmaxsd	2147483647(%r15), %ymm3, %ymm9
	vpmaxsd	%fs:-129(%rcx,%r13,4), %ymm2, %ymm6
	vpmaxsd	128(%rdx,%rbp,2), %ymm12, %ymm14
	vpmaxsd	%ymm14, %ymm0, %ymm5
	vpmaxsd	%ymm12, %ymm4, %ymm14
	vpmaxsd	%ymm9, %ymm9, %ymm6
	vpmaxsd	%ymm9, %ymm1, %ymm13
	vpmaxsd	-128(%rcx,%r15,4), %xmm15, %xmm0
	vpmaxsd	128(%rbx,%r14), %xmm5, %xmm5
	vpmaxsd	%gs:1(%r8), %xmm8, %xmm2
	vpmaxsd	%gs:1(%rip), %xmm3, %xmm3
	vpmaxsd	%xmm5, %xmm5, %xmm6
	vpmaxsd	%xmm1, %xmm14, %xmm2
	vpmaxsd	%xmm4, %xmm0, %xmm15
	vpmaxsd	%xmm6, %xmm2, %xmm1
	vpmaxsw	-1(%rax), %ymm4, %ymm9
	vpmaxsw	%fs:1(%r10,%rbx,8), %ymm14, %ymm11
	vpmaxsw	127(%rsp,%r12,2), %ymm10, %ymm3
	vpmaxsw	-129(%rip), %ymm0, %ymm15
	vpmaxsw	%ymm11, %ymm9, %ymm12
	vpmaxsw	%ymm5, %ymm5, %ymm1
	vpmaxsw	%ymm10, %ymm3, %ymm5
	vpmaxsw	%ymm7, %ymm7, %ymm10
	vpmaxsw	-128(%rdi), %xmm10, %xmm0
	vpmaxsw	128(%rbx,%r14,8), %xmm7, %xmm9
	vpmaxsw	128(%r13), %xmm1, %xmm0
	vpmaxsw	-2147483648(%rsi,%r9), %xmm6, %xmm2
	vpmaxsw	%xmm0, %xmm5, %xmm5
	vpmaxsw	%xmm3, %xmm2, %xmm2
	vpmaxsw	%xmm2, %xmm15, %xmm8
	vpmaxsw	%xmm12, %xmm2, %xmm14
	vpmaxub	%fs:-2147483648(%r11,%rdx,8), %ymm13, %ymm7
	vpmaxub	-2147483648(%rax,%rax,8), %ymm9, %ymm0
	vpmaxub	128(%rdx,%rbx,8), %ymm9, %ymm10
	vpmaxub	1(,%r8), %ymm4, %ymm12
	vpmaxub	%ymm10, %ymm11, %ymm13
	vpmaxub	%ymm2, %ymm14, %ymm12
	vpmaxub	%ymm10, %ymm3, %ymm3
	vpmaxub	%ymm13, %ymm9, %ymm6
	vpmaxub	%gs:2147483647(%rdx,%r12), %xmm12, %xmm13
	vpmaxub	-129(%rax,%rcx), %xmm8, %xmm6
	vpmaxub	-1(%rcx,%rax,4), %xmm13, %xmm6
	vpmaxub	127(%r8), %xmm6, %xmm9
	vpmaxub	%xmm7, %xmm4, %xmm1
	vpmaxub	%xmm10, %xmm2, %xmm10
	vpmaxub	%xmm6, %xmm9, %xmm9
	vpmaxub	%xmm13, %xmm5, %xmm14
	vpmaxud	-128(%r11), %ymm10, %ymm15
	vpmaxud	-129(%rcx,%r12,2), %ymm11, %ymm7
	vpmaxud	1(%r13,%r11,4), %ymm11, %ymm1
	vpmaxud	-1(%rbx,%rbp,8), %ymm1, %ymm3
	vpmaxud	%ymm10, %ymm0, %ymm13
	vpmaxud	%ymm9, %ymm10, %ymm14
	vpmaxud	%ymm14, %ymm12, %ymm14
	vpmaxud	%ymm8, %ymm7, %ymm0
	vpmaxud	128, %xmm4, %xmm6
	vpmaxud	-1(%rsp,%rbp,2), %xmm15, %xmm11
	vpmaxud	-128(%rdx,%r9,4), %xmm0, %xmm9
	vpmaxud	1(,%r8,8), %xmm1, %xmm7
	vpmaxud	%xmm2, %xmm12, %xmm4
	vpmaxud	%xmm6, %xmm6, %xmm14
	vpmaxud	%xmm4, %xmm12, %xmm14
	vpmaxud	%xmm3, %xmm1, %xmm9
	vpmaxuw	%fs:2147483647(%r8), %ymm7, %ymm8
	vpmaxuw	2147483647(,%r15), %ymm10, %ymm6
	vpmaxuw	%gs:-2147483648(%r11), %ymm4, %ymm9
	vpmaxuw	127(%r9,%r11,4), %ymm5, %ymm1
	vpmaxuw	%ymm0, %ymm2, %ymm13
	vpmaxuw	%ymm8, %ymm3, %ymm6
	vpmaxuw	%ymm11, %ymm6, %ymm11
	vpmaxuw	%ymm4, %ymm10, %ymm14
	vpmaxuw	1(%rdi,%rcx), %xmm15, %xmm14
	vpmaxuw	(%r11), %xmm0, %xmm2
	vpmaxuw	1(%r8), %xmm15, %xmm12
	vpmaxuw	1(%rsi), %xmm9, %xmm12
	vpmaxuw	%xmm14, %xmm8, %xmm11
	vpmaxuw	%xmm7, %xmm3, %xmm14
	vpmaxuw	%xmm6, %xmm14, %xmm5
	vpmaxuw	%xmm12, %xmm7, %xmm9
	vpminsb	%gs:-129(%r13), %ymm1, %ymm12
	vpminsb	%fs:-128, %ymm1, %ymm13
	vpminsb	(%r10,%rax), %ymm3, %ymm3
	vpminsb	-129, %ymm8, %ymm1
	vpminsb	%ymm1, %ymm1, %ymm8
	vpminsb	%ymm0, %ymm15, %ymm13
	vpminsb	%ymm11, %ymm2, %ymm12
	vpminsb	%ymm11, %ymm13, %ymm2
	vpminsb	-2147483648(%rdi), %xmm13, %xmm11
	vpminsb	-1(%r9), %xmm2, %xmm0
	vpminsb	1(%r13,%rbp,2), %xmm0, %xmm1
	vpminsb	%fs:128(%rax), %xmm14, %xmm0
	vpminsb	%xmm2, %xmm7, %xmm0
	vpminsb	%xmm4, %xmm9, %xmm15
	vpminsb	%xmm15, %xmm11, %xmm14
	vpminsb	%xmm7, %xmm1, %xmm8
	vpminsd	%gs:-128(%rax,%r15,2), %ymm8, %ymm13
	vpminsd	1(,%r14,8), %ymm14, %ymm1
	vpminsd	%fs:-2147483648(,%rdi,2), %ymm14, %ymm5
	vpminsd	-128(%rax), %ymm8, %ymm14
	vpminsd	%ymm6, %ymm3, %ymm7
	vpminsd	%ymm8, %ymm14, %ymm0
	vpminsd	%ymm14, %ymm11, %ymm4
	vpminsd	%ymm14, %ymm9, %ymm10
	vpminsd	%fs:(%rbx,%rdi,8), %xmm12, %xmm13
	vpminsd	-1(%r13), %xmm3, %xmm0
	vpminsd	2147483647(%rbp), %xmm8, %xmm4
	vpminsd	-1(%rcx,%r12,2), %xmm4, %xmm6
	vpminsd	%xmm1, %xmm10, %xmm9
	vpminsd	%xmm2, %xmm1, %xmm10
	vpminsd	%xmm0, %xmm3, %xmm8
	vpminsd	%xmm14, %xmm2, %xmm5
	vpminsw	128(%rdi), %ymm1, %ymm8
	vpminsw	-1(%r11,%rbx,8), %ymm5, %ymm10
	vpminsw	1(%r12,%r8), %ymm15, %ymm12
	vpminsw	%fs:-129(%r14,%rax,8), %ymm6, %ymm7
	vpminsw	%ymm0, %ymm15, %ymm5
	vpminsw	%ymm12, %ymm11, %ymm0
	vpminsw	%ymm8, %ymm8, %ymm9
	vpminsw	%ymm14, %ymm6, %ymm13
	vpminsw	-129(%r11,%r13,4), %xmm9, %xmm4
	vpminsw	-2147483648(%r13), %xmm0, %xmm4
	vpminsw	%fs:-2147483648(%rsi,%rsi,4), %xmm1, %xmm0
	vpminsw	-1, %xmm0, %xmm11
	vpminsw	%xmm15, %xmm0, %xmm4
	vpminsw	%xmm9, %xmm6, %xmm8
	vpminsw	%xmm5, %xmm11, %xmm10
	vpminsw	%xmm10, %xmm4, %xmm11
	vpminub	%gs:0, %ymm0, %ymm14
	vpminub	-2147483648(%r13), %ymm2, %ymm2
	vpminub	-129(%rip), %ymm2, %ymm2
	vpminub	-129(%rsp,%r9,2), %ymm12, %ymm6
	vpminub	%ymm13, %ymm8, %ymm2
	vpminub	%ymm13, %ymm0, %ymm15
	vpminub	%ymm11, %ymm6, %ymm13
	vpminub	%ymm14, %ymm12, %ymm11
	vpminub	%gs:-129(%r9,%rsi,2), %xmm2, %xmm7
	vpminub	%gs:-2147483648(%r8), %xmm13, %xmm11
	vpminub	%fs:(%r13,%r13,8), %xmm3, %xmm9
	vpminub	%gs:128(%rax,%r14), %xmm5, %xmm12
	vpminub	%xmm15, %xmm5, %xmm10
	vpminub	%xmm5, %xmm9, %xmm5
	vpminub	%xmm5, %xmm10, %xmm2
	vpminub	%xmm11, %xmm3, %xmm14
	vpminud	-2147483648(%rbp,%r14,8), %ymm5, %ymm8
	vpminud	%gs:(%rbx), %ymm6, %ymm2
	vpminud	-2147483648(%r11,%r8), %ymm15, %ymm15
	vpminud	-128(,%r11,8), %ymm2, %ymm1
	vpminud	%ymm8, %ymm11, %ymm11
	vpminud	%ymm3, %ymm13, %ymm9
	vpminud	%ymm1, %ymm12, %ymm7
	vpminud	%ymm4, %ymm5, %ymm1
	vpminud	-1(%rsp), %xmm10, %xmm13
	vpminud	1(%rip), %xmm8, %xmm4
	vpminud	-2147483648(%rbp,%rbx,4), %xmm5, %xmm15
	vpminud	1(%rax), %xmm2, %xmm2
	vpminud	%xmm1, %xmm1, %xmm2
	vpminud	%xmm0, %xmm0, %xmm11
	vpminud	%xmm13, %xmm11, %xmm3
	vpminud	%xmm1, %xmm15, %xmm1
	vpminuw	1, %ymm0, %ymm3
	vpminuw	128(%r9,%rsi,2), %ymm15, %ymm8
	vpminuw	%fs:2147483647(%r15,%r12,4), %ymm2, %ymm0
	vpminuw	2147483647, %ymm12, %ymm10
	vpminuw	%ymm10, %ymm9, %ymm13
	vpminuw	%ymm8, %ymm2, %ymm2
	vpminuw	%ymm4, %ymm12, %ymm7
	vpminuw	%ymm8, %ymm12, %ymm12
	vpminuw	%gs:-2147483648(%r12), %xmm13, %xmm0
	vpminuw	128(%rip), %xmm9, %xmm0
	vpminuw	%fs:127(,%rcx,4), %xmm5, %xmm11
	vpminuw	128(,%rdi,2), %xmm3, %xmm6
	vpminuw	%xmm5, %xmm9, %xmm5
	vpminuw	%xmm10, %xmm15, %xmm6
	vpminuw	%xmm10, %xmm5, %xmm11
	vpminuw	%xmm3, %xmm12, %xmm12
	vpmovmskb	%ymm10, %eax
	vpmovmskb	%ymm13, %r8d
	vpmovmskb	%ymm4, %r13d
	vpmovmskb	%ymm4, %edx
	vpmovmskb	%xmm6, %edi
	vpmovmskb	%xmm7, %r14d
	vpmovmskb	%xmm5, %edi
	vpmovmskb	%xmm13, %edx
	vpmovsxbd	(%rax,%rbp), %ymm14
	vpmovsxbd	-129(%rbp), %ymm2
	vpmovsxbd	-128, %ymm7
	vpmovsxbd	(%rsp), %ymm11
	vpmovsxbd	%xmm1, %ymm2
	vpmovsxbd	%xmm6, %ymm13
	vpmovsxbd	%xmm1, %ymm6
	vpmovsxbd	%xmm11, %ymm13
	vpmovsxbd	1(%rip), %xmm0
	vpmovsxbd	-2147483648(%rbx,%rax,4), %xmm0
	vpmovsxbd	%gs:128(%r14,%r13,4), %xmm7
	vpmovsxbd	%gs:-1(%r11,%r12,2), %xmm7
	vpmovsxbd	%xmm2, %xmm5
	vpmovsxbd	%xmm10, %xmm4
	vpmovsxbd	%xmm2, %xmm11
	vpmovsxbd	%xmm14, %xmm13
	vpmovsxbq	%gs:-129(%rbx), %ymm15
	vpmovsxbq	128(%r12), %ymm15
	vpmovsxbq	128(%r10), %ymm14
	vpmovsxbq	-128(%rbp), %ymm2
	vpmovsxbq	%xmm4, %ymm7
	vpmovsxbq	%xmm5, %ymm12
	vpmovsxbq	%xmm0, %ymm11
	vpmovsxbq	%xmm14, %ymm3
	vpmovsxbq	%fs:1(%r8,%rbx,4), %xmm6
	vpmovsxbq	-128(%rbp,%rdi,2), %xmm7
	vpmovsxbq	(%rsp), %xmm14
	vpmovsxbq	1(%r14), %xmm10
	vpmovsxbq	%xmm13, %xmm4
	vpmovsxbq	%xmm12, %xmm6
	vpmovsxbq	%xmm6, %xmm10
	vpmovsxbq	%xmm5, %xmm3
	vpmovsxbw	2147483647(%rdi,%r8,2), %ymm15
	vpmovsxbw	-128(%rdi,%rax,2), %ymm11
	vpmovsxbw	1(%r15), %ymm0
	vpmovsxbw	-128(%rip), %ymm3
	vpmovsxbw	%xmm12, %ymm3
	vpmovsxbw	%xmm9, %ymm8
	vpmovsxbw	%xmm8, %ymm15
	vpmovsxbw	%xmm6, %ymm15
	vpmovsxbw	127(%r13), %xmm1
	vpmovsxbw	-1(%rip), %xmm11
	vpmovsxbw	128(%r9), %xmm3
	vpmovsxbw	128(%rsp,%r8), %xmm14
	vpmovsxbw	%xmm2, %xmm4
	vpmovsxbw	%xmm9, %xmm1
	vpmovsxbw	%xmm13, %xmm4
	vpmovsxbw	%xmm1, %xmm10
	vpmovsxdq	1(%r11), %ymm5
	vpmovsxdq	127(%r8), %ymm0
	vpmovsxdq	%fs:-128(%rbp,%r9,8), %ymm2
	vpmovsxdq	-129, %ymm12
	vpmovsxdq	%xmm14, %ymm15
	vpmovsxdq	%xmm1, %ymm3
	vpmovsxdq	%xmm5, %ymm2
	vpmovsxdq	%xmm15, %ymm8
	vpmovsxdq	%gs:128(%rsi,%rsi,4), %xmm6
	vpmovsxdq	2147483647(%rsp,%r10,2), %xmm5
	vpmovsxdq	-1(%rdx), %xmm0
	vpmovsxdq	2147483647(%r15), %xmm11
	vpmovsxdq	%xmm15, %xmm10
	vpmovsxdq	%xmm13, %xmm1
	vpmovsxdq	%xmm3, %xmm6
	vpmovsxdq	%xmm6, %xmm2
	vpmovsxwd	%fs:-2147483648(%r14,%r15,2), %ymm11
	vpmovsxwd	%fs:2147483647(%rax,%rdx,4), %ymm5
	vpmovsxwd	-128, %ymm10
	vpmovsxwd	%gs:127(%r10,%r14,2), %ymm11
	vpmovsxwd	%xmm15, %ymm5
	vpmovsxwd	%xmm9, %ymm15
	vpmovsxwd	%xmm0, %ymm13
	vpmovsxwd	%xmm15, %ymm9
	vpmovsxwd	128(%r10), %xmm7
	vpmovsxwd	-128(%rip), %xmm5
	vpmovsxwd	%fs:-1(%r15,%rcx), %xmm11
	vpmovsxwd	-128, %xmm9
	vpmovsxwd	%xmm13, %xmm11
	vpmovsxwd	%xmm1, %xmm4
	vpmovsxwd	%xmm7, %xmm10
	vpmovsxwd	%xmm4, %xmm15
	vpmovsxwq	128(,%r10), %ymm13
	vpmovsxwq	-129(,%r12,4), %ymm7
	vpmovsxwq	%fs:-128(%r9,%r12,2), %ymm1
	vpmovsxwq	(%rdi,%r8,8), %ymm11
	vpmovsxwq	%xmm5, %ymm5
	vpmovsxwq	%xmm0, %ymm3
	vpmovsxwq	%xmm14, %ymm9
	vpmovsxwq	%xmm15, %ymm6
	vpmovsxwq	(%r9,%r15,8), %xmm15
	vpmovsxwq	1, %xmm4
	vpmovsxwq	-1(%r10,%r9,2), %xmm9
	vpmovsxwq	128(%r9), %xmm13
	vpmovsxwq	%xmm2, %xmm11
	vpmovsxwq	%xmm10, %xmm13
	vpmovsxwq	%xmm7, %xmm13
	vpmovsxwq	%xmm13, %xmm4
	vpmovzxbd	%gs:2147483647(%rsp,%r12,8), %ymm6
	vpmovzxbd	%fs:(%rsp,%r8,8), %ymm11
	vpmovzxbd	127(%rbp,%rax,4), %ymm9
	vpmovzxbd	%fs:-128(%r10,%r12,4), %ymm13
	vpmovzxbd	%xmm5, %ymm6
	vpmovzxbd	%xmm13, %ymm10
	vpmovzxbd	%xmm8, %ymm13
	vpmovzxbd	%xmm6, %ymm0
	vpmovzxbd	128(%r12,%rdx), %xmm0
	vpmovzxbd	1(%rbx), %xmm10
	vpmovzxbd	-129(%rsi), %xmm13
	vpmovzxbd	-2147483648(%rsp), %xmm2
	vpmovzxbd	%xmm8, %xmm0
	vpmovzxbd	%xmm14, %xmm12
	vpmovzxbd	%xmm6, %xmm4
	vpmovzxbd	%xmm12, %xmm5
	vpmovzxbq	-2147483648(%r15,%rdx,4), %ymm2
	vpmovzxbq	-2147483648(%rdx), %ymm14
	vpmovzxbq	%fs:-128(%r14), %ymm7
	vpmovzxbq	%fs:1(%r8,%r8,2), %ymm13
	vpmovzxbq	%xmm14, %ymm10
	vpmovzxbq	%xmm1, %ymm7
	vpmovzxbq	%xmm5, %ymm1
	vpmovzxbq	%xmm6, %ymm4
	vpmovzxbq	128, %xmm2
	vpmovzxbq	%fs:(%r11,%r14,2), %xmm15
	vpmovzxbq	-129(%rcx,%r15), %xmm6
	vpmovzxbq	%fs:2147483647(%r8), %xmm15
	vpmovzxbq	%xmm7, %xmm5
	vpmovzxbq	%xmm15, %xmm10
	vpmovzxbq	%xmm3, %xmm13
	vpmovzxbq	%xmm10, %xmm1
	vpmovzxbw	1(%r14,%r15,2), %ymm1
	vpmovzxbw	1(,%r12,4), %ymm4
	vpmovzxbw	2147483647(%rip), %ymm13
	vpmovzxbw	(%r13,%rbp,2), %ymm12
	vpmovzxbw	%xmm13, %ymm13
	vpmovzxbw	%xmm2, %ymm3
	vpmovzxbw	%xmm2, %ymm9
	vpmovzxbw	%xmm14, %ymm8
	vpmovzxbw	127(%rbp,%r10,4), %xmm13
	vpmovzxbw	%fs:-1(%r15,%r8), %xmm8
	vpmovzxbw	-1(%r10,%r15), %xmm5
	vpmovzxbw	1(%r15,%r12,2), %xmm14
	vpmovzxbw	%xmm8, %xmm8
	vpmovzxbw	%xmm0, %xmm12
	vpmovzxbw	%xmm8, %xmm4
	vpmovzxbw	%xmm6, %xmm14
	vpmovzxdq	128(%rdi), %ymm2
	vpmovzxdq	-128(%rcx,%rdi,8), %ymm15
	vpmovzxdq	2147483647(%r12,%r11,4), %ymm1
	vpmovzxdq	-1(%r11,%r15,8), %ymm11
	vpmovzxdq	%xmm4, %ymm5
	vpmovzxdq	%xmm3, %ymm5
	vpmovzxdq	%xmm7, %ymm7
	vpmovzxdq	%xmm15, %ymm0
	vpmovzxdq	(%r10), %xmm3
	vpmovzxdq	%gs:1(%r14,%r8), %xmm12
	vpmovzxdq	-128(%r14,%r10,2), %xmm14
	vpmovzxdq	%gs:-129(%rip), %xmm7
	vpmovzxdq	%xmm10, %xmm15
	vpmovzxdq	%xmm5, %xmm8
	vpmovzxdq	%xmm11, %xmm12
	vpmovzxdq	%xmm1, %xmm13
	vpmovzxwd	-2147483648(%rsi,%rbx,2), %ymm5
	vpmovzxwd	%gs:(%r12,%r10), %ymm8
	vpmovzxwd	-2147483648(,%r15), %ymm9
	vpmovzxwd	(%rax,%rcx,8), %ymm11
	vpmovzxwd	%xmm7, %ymm13
	vpmovzxwd	%xmm3, %ymm13
	vpmovzxwd	%xmm0, %ymm15
	vpmovzxwd	%xmm3, %ymm9
	vpmovzxwd	-2147483648(%rax), %xmm13
	vpmovzxwd	2147483647(%rdi), %xmm10
	vpmovzxwd	-1(%r14,%r12,2), %xmm6
	vpmovzxwd	127(,%r14,4), %xmm11
	vpmovzxwd	%xmm13, %xmm7
	vpmovzxwd	%xmm10, %xmm13
	vpmovzxwd	%xmm15, %xmm14
	vpmovzxwd	%xmm14, %xmm4
	vpmovzxwq	%gs:-2147483648(%rcx,%rsi,8), %ymm7
	vpmovzxwq	%gs:(%r15), %ymm12
	vpmovzxwq	-2147483648(%rip), %ymm15
	vpmovzxwq	1(%rcx), %ymm13
	vpmovzxwq	%xmm5, %ymm10
	vpmovzxwq	%xmm6, %ymm3
	vpmovzxwq	%xmm6, %ymm5
	vpmovzxwq	%xmm15, %ymm8
	vpmovzxwq	2147483647(%rbp,%rdx), %xmm1
	vpmovzxwq	-1(%r9), %xmm8
	vpmovzxwq	%gs:128(,%rdx,8), %xmm2
	vpmovzxwq	%fs:-1(%rdi), %xmm4
	vpmovzxwq	%xmm10, %xmm13
	vpmovzxwq	%xmm13, %xmm7
	vpmovzxwq	%xmm7, %xmm10
	vpmovzxwq	%xmm1, %xmm4
	vpmuldq	127(%rdx), %ymm9, %ymm13
	vpmuldq	(%rax,%r11,8), %ymm2, %ymm4
	vpmuldq	128(%rsp,%rdx,8), %ymm12, %ymm15
	vpmuldq	%gs:-128, %ymm9, %ymm13
	vpmuldq	%ymm11, %ymm10, %ymm8
	vpmuldq	%ymm8, %ymm13, %ymm6
	vpmuldq	%ymm5, %ymm8, %ymm1
	vpmuldq	%ymm11, %ymm7, %ymm6
	vpmuldq	(%r15,%rbx,2), %xmm8, %xmm2
	vpmuldq	(%rip), %xmm6, %xmm7
	vpmuldq	%fs:-128(%r11,%rdi,8), %xmm3, %xmm3
	vpmuldq	-2147483648(%rcx,%rbx,8), %xmm10, %xmm6
	vpmuldq	%xmm13, %xmm3, %xmm10
	vpmuldq	%xmm8, %xmm12, %xmm6
	vpmuldq	%xmm10, %xmm11, %xmm3
	vpmuldq	%xmm13, %xmm9, %xmm0
	vpmulhrsw	%gs:-129(%r14,%r11,2), %ymm7, %ymm6
	vpmulhrsw	-2147483648(%r11,%r13,8), %ymm15, %ymm9
	vpmulhrsw	-1(%rsi), %ymm2, %ymm12
	vpmulhrsw	-128(%rsp), %ymm9, %ymm10
	vpmulhrsw	%ymm1, %ymm14, %ymm8
	vpmulhrsw	%ymm4, %ymm11, %ymm0
	vpmulhrsw	%ymm4, %ymm8, %ymm2
	vpmulhrsw	%ymm5, %ymm6, %ymm0
	vpmulhrsw	(%rdi), %xmm6, %xmm15
	vpmulhrsw	128(%r13), %xmm9, %xmm7
	vpmulhrsw	-1(%r13,%r15,4), %xmm12, %xmm3
	vpmulhrsw	-2147483648(%rcx,%rcx,2), %xmm12, %xmm13
	vpmulhrsw	%xmm8, %xmm7, %xmm15
	vpmulhrsw	%xmm3, %xmm11, %xmm14
	vpmulhrsw	%xmm15, %xmm14, %xmm6
	vpmulhrsw	%xmm1, %xmm9, %xmm12
	vpmulhuw	-2147483648(%r11), %ymm14, %ymm5
	vpmulhuw	128(%r10), %ymm7, %ymm10
	vpmulhuw	%fs:128(%rsp,%r10,2), %ymm15, %ymm15
	vpmulhuw	%fs:-128(%rbx,%r10,4), %ymm11, %ymm8
	vpmulhuw	%ymm15, %ymm1, %ymm5
	vpmulhuw	%ymm6, %ymm7, %ymm5
	vpmulhuw	%ymm5, %ymm6, %ymm7
	vpmulhuw	%ymm12, %ymm14, %ymm11
	vpmulhuw	2147483647(%rbx,%r9,4), %xmm6, %xmm2
	vpmulhuw	127(%rsi), %xmm2, %xmm3
	vpmulhuw	-2147483648(%rcx), %xmm8, %xmm7
	vpmulhuw	127(%rsp), %xmm15, %xmm7
	vpmulhuw	%xmm15, %xmm9, %xmm1
	vpmulhuw	%xmm4, %xmm0, %xmm1
	vpmulhuw	%xmm9, %xmm0, %xmm3
	vpmulhuw	%xmm11, %xmm1, %xmm7
	vpmulhw	-128(%r15,%r11,2), %ymm8, %ymm11
	vpmulhw	1(%r13,%r15), %ymm10, %ymm10
	vpmulhw	%gs:127(%r14,%r11,2), %ymm6, %ymm3
	vpmulhw	-129(%rbp,%rdi,2), %ymm9, %ymm14
	vpmulhw	%ymm13, %ymm3, %ymm7
	vpmulhw	%ymm1, %ymm1, %ymm14
	vpmulhw	%ymm11, %ymm7, %ymm13
	vpmulhw	%ymm1, %ymm12, %ymm2
	vpmulhw	2147483647(%r12), %xmm8, %xmm4
	vpmulhw	-128(%rcx), %xmm4, %xmm7
	vpmulhw	%gs:-128(%rip), %xmm0, %xmm13
	vpmulhw	-1(%rbp), %xmm0, %xmm8
	vpmulhw	%xmm14, %xmm12, %xmm1
	vpmulhw	%xmm14, %xmm3, %xmm4
	vpmulhw	%xmm12, %xmm10, %xmm7
	vpmulhw	%xmm7, %xmm2, %xmm12
	vpmulld	2147483647(%rdx), %ymm7, %ymm13
	vpmulld	-129(%r8,%r11,2), %ymm7, %ymm8
	vpmulld	127(%rbx,%r10,2), %ymm5, %ymm13
	vpmulld	%fs:-129(%rsp,%r15,2), %ymm1, %ymm1
	vpmulld	%ymm0, %ymm1, %ymm6
	vpmulld	%ymm13, %ymm9, %ymm1
	vpmulld	%ymm4, %ymm7, %ymm1
	vpmulld	%ymm8, %ymm13, %ymm14
	vpmulld	128(%r12), %xmm5, %xmm13
	vpmulld	(%r11), %xmm10, %xmm8
	vpmulld	128(%r11), %xmm0, %xmm7
	vpmulld	(,%rbx,2), %xmm10, %xmm9
	vpmulld	%xmm9, %xmm1, %xmm1
	vpmulld	%xmm1, %xmm4, %xmm14
	vpmulld	%xmm2, %xmm5, %xmm2
	vpmulld	%xmm0, %xmm5, %xmm4
	vpmullw	127(,%rax,4), %ymm9, %ymm14
	vpmullw	2147483647(%rax), %ymm6, %ymm9
	vpmullw	%fs:-128(%r14), %ymm1, %ymm8
	vpmullw	%gs:-1(%r10,%r9,2), %ymm12, %ymm8
	vpmullw	%ymm9, %ymm13, %ymm6
	vpmullw	%ymm15, %ymm6, %ymm7
	vpmullw	%ymm2, %ymm5, %ymm1
	vpmullw	%ymm10, %ymm5, %ymm0
	vpmullw	1(%r13), %xmm11, %xmm1
	vpmullw	-128(%r11,%r10), %xmm15, %xmm4
	vpmullw	-1, %xmm4, %xmm7
	vpmullw	-128(,%rax), %xmm8, %xmm6
	vpmullw	%xmm6, %xmm3, %xmm4
	vpmullw	%xmm7, %xmm5, %xmm15
	vpmullw	%xmm4, %xmm10, %xmm5
	vpmullw	%xmm12, %xmm5, %xmm8
	vpmuludq	2147483647(%rdx), %ymm0, %ymm0
	vpmuludq	1(%r14), %ymm2, %ymm4
	vpmuludq	2147483647(%rbx,%r14,8), %ymm3, %ymm6
	vpmuludq	%gs:127(%r9), %ymm12, %ymm2
	vpmuludq	%ymm12, %ymm4, %ymm2
	vpmuludq	%ymm2, %ymm10, %ymm10
	vpmuludq	%ymm9, %ymm14, %ymm2
	vpmuludq	%ymm12, %ymm3, %ymm6
	vpmuludq	1(%r8), %xmm3, %xmm11
	vpmuludq	127(%rbp), %xmm9, %xmm4
	vpmuludq	-128(,%r13,2), %xmm3, %xmm13
	vpmuludq	128, %xmm7, %xmm4
	vpmuludq	%xmm4, %xmm7, %xmm4
	vpmuludq	%xmm4, %xmm4, %xmm15
	vpmuludq	%xmm10, %xmm0, %xmm11
	vpmuludq	%xmm9, %xmm5, %xmm7
	vpor	127, %ymm9, %ymm10
	vpor	1, %ymm4, %ymm3
	vpor	128, %ymm7, %ymm2
	vpor	-2147483648(%r11,%r13,4), %ymm14, %ymm12
	vpor	%ymm3, %ymm15, %ymm11
	vpor	%ymm13, %ymm11, %ymm9
	vpor	%ymm3, %ymm9, %ymm6
	vpor	%ymm9, %ymm8, %ymm9
	vpor	127(%r10), %xmm10, %xmm14
	vpor	%fs:127(%rbx), %xmm11, %xmm0
	vpor	%fs:(%r8), %xmm0, %xmm13
	vpor	128(%r8), %xmm1, %xmm15
	vpor	%xmm6, %xmm5, %xmm3
	vpor	%xmm6, %xmm1, %xmm2
	vpor	%xmm3, %xmm15, %xmm3
	vpor	%xmm8, %xmm7, %xmm4
	vpperm	%xmm3, %fs:(%r10,%rbx,2), %xmm5, %xmm11
	vpperm	%xmm8, 2147483647(%r15), %xmm9, %xmm14
	vpperm	%xmm6, -128(,%rdi), %xmm12, %xmm9
	vpperm	%xmm7, %fs:-129(%r10), %xmm8, %xmm4
	vpperm	127(%rcx), %xmm9, %xmm4, %xmm0
	vpperm	%gs:-129(%r14), %xmm15, %xmm7, %xmm14
	vpperm	-2147483648(%rsi,%rdi,4), %xmm3, %xmm7, %xmm10
	vpperm	%gs:1(%r11), %xmm5, %xmm1, %xmm5
	vpperm	%xmm4, %xmm7, %xmm10, %xmm2
	vpperm	%xmm9, %xmm4, %xmm8, %xmm14
	vpperm	%xmm14, %xmm1, %xmm5, %xmm7
	vpperm	%xmm3, %xmm5, %xmm6, %xmm8
	vprotb	$255, 1(%r9,%r8), %xmm3
	vprotb	$96, 127(%rbx), %xmm3
	vprotb	$2, 127(%r14,%r11,8), %xmm10
	vprotb	$230, -129(%rip), %xmm4
	vprotb	%xmm13, -128(%rdx), %xmm3
	vprotb	%xmm14, %gs:-2147483648(%rcx), %xmm6
	vprotb	%xmm1, 2147483647, %xmm14
	vprotb	%xmm10, -2147483648(%r10,%rcx,4), %xmm6
	vprotb	$255, %xmm10, %xmm1
	vprotb	$128, %xmm14, %xmm2
	vprotb	$128, %xmm12, %xmm5
	vprotb	$148, %xmm12, %xmm0
	vprotb	%fs:-129(%rip), %xmm2, %xmm7
	vprotb	%gs:-2147483648(%r13,%r15,8), %xmm10, %xmm13
	vprotb	128(%rbx,%rax), %xmm10, %xmm4
	vprotb	%fs:(%r14), %xmm12, %xmm14
	vprotb	%xmm2, %xmm0, %xmm15
	vprotb	%xmm9, %xmm15, %xmm0
	vprotb	%xmm12, %xmm5, %xmm14
	vprotb	%xmm1, %xmm0, %xmm14
	vprotd	$128, -1(%rax), %xmm10
	vprotd	$183, %gs:2147483647(%rsp,%r12,2), %xmm3
	vprotd	$128, 127(%rdx), %xmm15
	vprotd	$117, %fs:2147483647(%r10,%r11,2), %xmm11
	vprotd	%xmm13, -2147483648(%rbp), %xmm13
	vprotd	%xmm10, 127(%r8), %xmm11
	vprotd	%xmm12, 127, %xmm15
	vprotd	%xmm5, -2147483648(%rbp,%r10,8), %xmm1
	vprotd	$255, %xmm13, %xmm6
	vprotd	$255, %xmm5, %xmm8
	vprotd	$195, %xmm3, %xmm11
	vprotd	$43, %xmm2, %xmm14
	vprotd	128(%rcx,%r15,4), %xmm7, %xmm2
	vprotd	%gs:-1(%r8), %xmm0, %xmm9
	vprotd	%gs:-1(%r8,%r11,8), %xmm2, %xmm0
	vprotd	-128, %xmm2, %xmm3
	vprotd	%xmm2, %xmm6, %xmm7
	vprotd	%xmm2, %xmm13, %xmm5
	vprotd	%xmm1, %xmm10, %xmm2
	vprotd	%xmm10, %xmm7, %xmm9
	vprotq	$1, %gs:1(%r14,%rdi,8), %xmm8
	vprotq	$89, %fs:128(%rsp,%r9,4), %xmm7
	vprotq	$60, -129(%rbp), %xmm8
	vprotq	$255, (%r13,%r10,8), %xmm13
	vprotq	%xmm15, -2147483648(%r13,%rdi), %xmm3
	vprotq	%xmm0, 1(%r10,%r11,8), %xmm2
	vprotq	%xmm5, 0, %xmm7
	vprotq	%xmm15, 2147483647(%rax,%r13), %xmm9
	vprotq	$1, %xmm12, %xmm12
	vprotq	$124, %xmm8, %xmm14
	vprotq	$255, %xmm1, %xmm10
	vprotq	$0, %xmm9, %xmm6
	vprotq	(%r8), %xmm4, %xmm14
	vprotq	-129(%r12,%rax,2), %xmm8, %xmm10
	vprotq	-1(%r15), %xmm10, %xmm2
	vprotq	2147483647(%rip), %xmm10, %xmm8
	vprotq	%xmm6, %xmm6, %xmm4
	vprotq	%xmm9, %xmm13, %xmm8
	vprotq	%xmm11, %xmm10, %xmm6
	vprotq	%xmm4, %xmm15, %xmm5
	vprotw	$127, 2147483647(,%r9,4), %xmm10
	vprotw	$255, %gs:-1(%rsp), %xmm14
	vprotw	$212, %gs:-129(%r11,%r8), %xmm15
	vprotw	$128, -2147483648(%rsp), %xmm5
	vprotw	%xmm10, %fs:128(%rdi), %xmm1
	vprotw	%xmm0, -129, %xmm14
	vprotw	%xmm12, 1(,%r13), %xmm11
	vprotw	%xmm12, (%rbp,%r14,4), %xmm11
	vprotw	$128, %xmm4, %xmm1
	vprotw	$0, %xmm7, %xmm12
	vprotw	$0, %xmm4, %xmm15
	vprotw	$0, %xmm6, %xmm4
	vprotw	-1(,%rdi,4), %xmm10, %xmm10
	vprotw	(%r10), %xmm0, %xmm0
	vprotw	-128(%r9), %xmm0, %xmm13
	vprotw	-128(%rsi,%r11), %xmm15, %xmm14
	vprotw	%xmm1, %xmm14, %xmm3
	vprotw	%xmm13, %xmm6, %xmm6
	vprotw	%xmm8, %xmm7, %xmm15
	vprotw	%xmm10, %xmm2, %xmm7
	vpsadbw	(%rip), %ymm12, %ymm11
	vpsadbw	%fs:-2147483648(%rip), %ymm14, %ymm7
	vpsadbw	%fs:-129(%rsi,%rdx,2), %ymm7, %ymm13
	vpsadbw	(%r14,%r8), %ymm2, %ymm3
	vpsadbw	%ymm12, %ymm0, %ymm1
	vpsadbw	%ymm5, %ymm1, %ymm6
	vpsadbw	%ymm14, %ymm12, %ymm9
	vpsadbw	%ymm12, %ymm3, %ymm10
	vpsadbw	127(%rsp), %xmm4, %xmm5
	vpsadbw	-2147483648(%rdx,%r8,2), %xmm2, %xmm3
	vpsadbw	-1(%rcx,%rbp,4), %xmm8, %xmm10
	vpsadbw	%fs:128(%rcx,%rcx,2), %xmm3, %xmm6
	vpsadbw	%xmm9, %xmm0, %xmm11
	vpsadbw	%xmm14, %xmm3, %xmm1
	vpsadbw	%xmm14, %xmm5, %xmm4
	vpsadbw	%xmm2, %xmm7, %xmm3
	vpshab	%xmm12, -2147483648(%r13), %xmm7
	vpshab	%xmm0, 2147483647(%rcx,%r10,4), %xmm6
	vpshab	%xmm10, %fs:-128(%rax), %xmm2
	vpshab	%xmm15, -129(%rdi), %xmm10
	vpshab	%fs:(%r15,%rax,2), %xmm0, %xmm3
	vpshab	-2147483648, %xmm9, %xmm13
	vpshab	%fs:-2147483648(%r15,%rdx,8), %xmm2, %xmm0
	vpshab	-129(%rcx), %xmm11, %xmm2
	vpshab	%xmm11, %xmm2, %xmm2
	vpshab	%xmm14, %xmm13, %xmm5
	vpshab	%xmm12, %xmm9, %xmm1
	vpshab	%xmm13, %xmm6, %xmm6
	vpshad	%xmm12, 127(%r12), %xmm6
	vpshad	%xmm9, %gs:127(,%rdx,8), %xmm10
	vpshad	%xmm0, -129, %xmm1
	vpshad	%xmm14, -1(%r12), %xmm9
	vpshad	-2147483648(%rbp,%rdx), %xmm3, %xmm9
	vpshad	%fs:(%rax,%rax,4), %xmm3, %xmm6
	vpshad	-128(%r14,%rax), %xmm13, %xmm2
	vpshad	-128(%rsp,%rdi,2), %xmm4, %xmm3
	vpshad	%xmm10, %xmm10, %xmm9
	vpshad	%xmm1, %xmm14, %xmm1
	vpshad	%xmm2, %xmm7, %xmm2
	vpshad	%xmm9, %xmm0, %xmm10
	vpshaq	%xmm11, -2147483648(%r8), %xmm13
	vpshaq	%xmm9, -1(%rdi,%r13,4), %xmm12
	vpshaq	%xmm3, 127(%rsp,%r13,8), %xmm0
	vpshaq	%xmm8, %fs:(%rbp,%rsi), %xmm11
	vpshaq	-1(%rbp,%r11), %xmm7, %xmm0
	vpshaq	1(%rcx,%r14,4), %xmm13, %xmm10
	vpshaq	128(%rip), %xmm0, %xmm9
	vpshaq	127(%r8), %xmm1, %xmm0
	vpshaq	%xmm4, %xmm6, %xmm7
	vpshaq	%xmm5, %xmm6, %xmm10
	vpshaq	%xmm1, %xmm9, %xmm11
	vpshaq	%xmm13, %xmm14, %xmm13
	vpshaw	%xmm10, -128(%r15), %xmm10
	vpshaw	%xmm11, 1(%r10), %xmm3
	vpshaw	%xmm11, 127(%rsp,%rdx), %xmm1
	vpshaw	%xmm5, 1(%rbx), %xmm9
	vpshaw	-128(%rdi), %xmm2, %xmm10
	vpshaw	%gs:(%rcx,%r9,8), %xmm8, %xmm1
	vpshaw	127(%r15), %xmm13, %xmm5
	vpshaw	-2147483648(%r15), %xmm9, %xmm9
	vpshaw	%xmm1, %xmm15, %xmm0
	vpshaw	%xmm10, %xmm13, %xmm8
	vpshaw	%xmm15, %xmm9, %xmm13
	vpshaw	%xmm4, %xmm0, %xmm7
	vpshlb	%xmm1, 128(%rax), %xmm4
	vpshlb	%xmm13, -129(%r13), %xmm1
	vpshlb	%xmm12, (%r8,%rdx), %xmm14
	vpshlb	%xmm6, 1(%rsp), %xmm6
	vpshlb	%gs:2147483647(%r11,%rdx), %xmm5, %xmm9
	vpshlb	-2147483648(%r10), %xmm6, %xmm6
	vpshlb	-129(%r14,%r14,2), %xmm2, %xmm8
	vpshlb	128(,%r11,2), %xmm10, %xmm7
	vpshlb	%xmm13, %xmm11, %xmm6
	vpshlb	%xmm15, %xmm14, %xmm6
	vpshlb	%xmm10, %xmm8, %xmm8
	vpshlb	%xmm15, %xmm9, %xmm1
	vpshld	%xmm4, %gs:-128(%rsi), %xmm12
	vpshld	%xmm9, %fs:-1(%rbp), %xmm0
	vpshld	%xmm13, 127(%rcx,%rbp), %xmm0
	vpshld	%xmm5, %gs:2147483647(%rsi,%r11,8), %xmm3
	vpshld	2147483647(%rip), %xmm6, %xmm2
	vpshld	128(%r11,%rax,8), %xmm8, %xmm0
	vpshld	%fs:-1(%rip), %xmm2, %xmm12
	vpshld	(,%rbx), %xmm2, %xmm15
	vpshld	%xmm14, %xmm3, %xmm10
	vpshld	%xmm8, %xmm1, %xmm8
	vpshld	%xmm15, %xmm5, %xmm7
	vpshld	%xmm1, %xmm3, %xmm14
	vpshlq	%xmm5, -129(%rbp,%rax,8), %xmm0
	vpshlq	%xmm8, (%r12,%r14,4), %xmm15
	vpshlq	%xmm11, %gs:(%rip), %xmm15
	vpshlq	%xmm5, -1(%rax), %xmm7
	vpshlq	-1(%r15,%r10,2), %xmm14, %xmm6
	vpshlq	127(%rsi,%rbx,8), %xmm6, %xmm4
	vpshlq	-128, %xmm7, %xmm2
	vpshlq	128(%rbx,%r11,4), %xmm1, %xmm6
	vpshlq	%xmm5, %xmm10, %xmm8
	vpshlq	%xmm13, %xmm10, %xmm7
	vpshlq	%xmm13, %xmm11, %xmm0
	vpshlq	%xmm15, %xmm15, %xmm2
	vpshlw	%xmm14, 1(%r15), %xmm12
	vpshlw	%xmm0, 2147483647(%rsi), %xmm11
	vpshlw	%xmm6, 127(%r9), %xmm0
	vpshlw	%xmm6, %fs:2147483647(%r12), %xmm2
	vpshlw	2147483647(%rip), %xmm4, %xmm15
	vpshlw	-1(%rdx), %xmm15, %xmm8
	vpshlw	2147483647(%rdi), %xmm3, %xmm3
	vpshlw	%fs:128(%rsi), %xmm14, %xmm9
	vpshlw	%xmm7, %xmm2, %xmm7
	vpshlw	%xmm0, %xmm11, %xmm1
	vpshlw	%xmm3, %xmm12, %xmm1
	vpshlw	%xmm0, %xmm1, %xmm12
	vpshufb	-129(%r15), %ymm9, %ymm4
	vpshufb	128(%rdi,%r12,2), %ymm4, %ymm1
	vpshufb	-2147483648(%rsp,%rbx,2), %ymm6, %ymm4
	vpshufb	%gs:-129(%rbp,%rdi,8), %ymm10, %ymm3
	vpshufb	%ymm7, %ymm7, %ymm2
	vpshufb	%ymm6, %ymm13, %ymm2
	vpshufb	%ymm3, %ymm7, %ymm1
	vpshufb	%ymm14, %ymm4, %ymm0
	vpshufb	1(%rdx), %xmm10, %xmm0
	vpshufb	127(%r14), %xmm2, %xmm9
	vpshufb	%gs:-2147483648(%rsi), %xmm15, %xmm1
	vpshufb	-2147483648(%rcx,%r13,2), %xmm1, %xmm15
	vpshufb	%xmm6, %xmm0, %xmm9
	vpshufb	%xmm10, %xmm2, %xmm3
	vpshufb	%xmm3, %xmm10, %xmm0
	vpshufb	%xmm10, %xmm1, %xmm15
	vpshufd	$49, 1(%r13,%rbx,2), %ymm4
	vpshufd	$255, -128(%rdx), %ymm10
	vpshufd	$128, 128, %ymm8
	vpshufd	$128, -129(%rip), %ymm14
	vpshufd	$242, %ymm13, %ymm13
	vpshufd	$127, %ymm6, %ymm4
	vpshufd	$255, %ymm5, %ymm12
	vpshufd	$241, %ymm6, %ymm15
	vpshufd	$128, (%rcx), %xmm6
	vpshufd	$255, -129(%rbp), %xmm7
	vpshufd	$40, %gs:2147483647(%r13,%r8,8), %xmm5
	vpshufd	$124, %fs:-2147483648(%rbp,%rcx,8), %xmm6
	vpshufd	$204, %xmm0, %xmm7
	vpshufd	$0, %xmm0, %xmm1
	vpshufd	$242, %xmm11, %xmm4
	vpshufd	$8, %xmm4, %xmm13
	vpshufhw	$255, 2147483647(%rax), %ymm11
	vpshufhw	$255, -128(%r9,%r10), %ymm7
	vpshufhw	$86, (%rdx,%r8), %ymm5
	vpshufhw	$128, 128, %ymm10
	vpshufhw	$255, %ymm0, %ymm11
	vpshufhw	$243, %ymm12, %ymm15
	vpshufhw	$128, %ymm15, %ymm13
	vpshufhw	$1, %ymm12, %ymm2
	vpshufhw	$2, %fs:-128(%rbx), %xmm3
	vpshufhw	$255, %gs:2147483647(%r9), %xmm11
	vpshufhw	$207, 128(%rbp), %xmm9
	vpshufhw	$128, -2147483648(%rip), %xmm13
	vpshufhw	$255, %xmm9, %xmm10
	vpshufhw	$139, %xmm5, %xmm9
	vpshufhw	$255, %xmm8, %xmm1
	vpshufhw	$255, %xmm15, %xmm1
	vpshuflw	$202, %fs:-1(,%rdx,2), %ymm5
	vpshuflw	$0, 1(%rip), %ymm12
	vpshuflw	$192, 2147483647(%rdx), %ymm0
	vpshuflw	$209, -129(%rip), %ymm11
	vpshuflw	$0, %ymm13, %ymm15
	vpshuflw	$128, %ymm10, %ymm8
	vpshuflw	$44, %ymm8, %ymm9
	vpshuflw	$250, %ymm9, %ymm5
	vpshuflw	$244, 0, %xmm4
	vpshuflw	$197, 127(,%rsi,8), %xmm10
	vpshuflw	$217, 128(%r12,%r11,8), %xmm7
	vpshuflw	$128, -2147483648(%r14,%rsi), %xmm4
	vpshuflw	$162, %xmm5, %xmm14
	vpshuflw	$31, %xmm15, %xmm3
	vpshuflw	$167, %xmm7, %xmm11
	vpshuflw	$70, %xmm15, %xmm7
	vpsignb	2147483647(%r11), %ymm0, %ymm11
	vpsignb	2147483647(%rdx,%r13,8), %ymm5, %ymm9
	vpsignb	128(%rdx), %ymm7, %ymm15
	vpsignb	1(%r14,%rdx,2), %ymm13, %ymm3
	vpsignb	%ymm5, %ymm10, %ymm12
	vpsignb	%ymm7, %ymm5, %ymm1
	vpsignb	%ymm12, %ymm5, %ymm8
	vpsignb	%ymm8, %ymm7, %ymm5
	vpsignb	127(%r8), %xmm11, %xmm15
	vpsignb	128, %xmm11, %xmm0
	vpsignb	128(%r10,%r10,4), %xmm3, %xmm14
	vpsignb	127(%rdx), %xmm8, %xmm8
	vpsignb	%xmm8, %xmm7, %xmm12
	vpsignb	%xmm1, %xmm12, %xmm11
	vpsignb	%xmm6, %xmm13, %xmm13
	vpsignb	%xmm7, %xmm2, %xmm1
	vpsignd	128(%rbp,%rax), %ymm5, %ymm6
	vpsignd	-1(,%r10), %ymm6, %ymm10
	vpsignd	128(%r9), %ymm14, %ymm15
	vpsignd	-129(%rdx), %ymm12, %ymm15
	vpsignd	%ymm8, %ymm14, %ymm15
	vpsignd	%ymm4, %ymm11, %ymm12
	vpsignd	%ymm6, %ymm6, %ymm10
	vpsignd	%ymm4, %ymm6, %ymm2
	vpsignd	128, %xmm8, %xmm10
	vpsignd	2147483647(%rsi,%rax), %xmm14, %xmm13
	vpsignd	%gs:1(%r11,%rbp), %xmm5, %xmm6
	vpsignd	1(%rbp), %xmm9, %xmm5
	vpsignd	%xmm6, %xmm3, %xmm13
	vpsignd	%xmm12, %xmm13, %xmm4
	vpsignd	%xmm15, %xmm6, %xmm12
	vpsignd	%xmm7, %xmm7, %xmm9
	vpsignw	-1(%r8,%rax), %ymm8, %ymm10
	vpsignw	2147483647(%rdx,%rbx,8), %ymm1, %ymm1
	vpsignw	-128(%r14,%rbp,8), %ymm14, %ymm1
	vpsignw	127(%rdi), %ymm0, %ymm2
	vpsignw	%ymm11, %ymm15, %ymm8
	vpsignw	%ymm12, %ymm9, %ymm1
	vpsignw	%ymm0, %ymm15, %ymm13
	vpsignw	%ymm0, %ymm11, %ymm0
	vpsignw	2147483647(%rsp), %xmm15, %xmm6
	vpsignw	-128(%rdi), %xmm13, %xmm5
	vpsignw	1(%r14), %xmm7, %xmm0
	vpsignw	128(%r10), %xmm5, %xmm14
	vpsignw	%xmm9, %xmm1, %xmm9
	vpsignw	%xmm13, %xmm10, %xmm14
	vpsignw	%xmm5, %xmm10, %xmm15
	vpsignw	%xmm7, %xmm13, %xmm7
	vpslldq	$255, %ymm0, %ymm13
	vpslldq	$128, %ymm6, %ymm4
	vpslldq	$236, %ymm1, %ymm6
	vpslldq	$128, %ymm7, %ymm13
	vpslldq	$0, %xmm11, %xmm1
	vpslldq	$227, %xmm5, %xmm10
	vpslldq	$164, %xmm1, %xmm4
	vpslldq	$1, %xmm14, %xmm3
	vpslld	$53, %ymm2, %ymm5
	vpslld	$108, %ymm0, %ymm4
	vpslld	$255, %ymm10, %ymm9
	vpslld	$58, %ymm3, %ymm11
	vpslld	%gs:127(%rsp,%rbx,4), %ymm6, %ymm10
	vpslld	-2147483648(%rax,%rax), %ymm13, %ymm13
	vpslld	-128(%rip), %ymm13, %ymm2
	vpslld	-1(%r8,%rax,4), %ymm14, %ymm11
	vpslld	%xmm11, %ymm8, %ymm10
	vpslld	%xmm12, %ymm8, %ymm14
	vpslld	%xmm4, %ymm0, %ymm7
	vpslld	%xmm3, %ymm9, %ymm14
	vpslld	$255, %xmm3, %xmm0
	vpslld	$123, %xmm2, %xmm14
	vpslld	$154, %xmm15, %xmm5
	vpslld	$16, %xmm3, %xmm14
	vpslld	127(%r9), %xmm11, %xmm10
	vpslld	127(%r12,%r14,8), %xmm11, %xmm4
	vpslld	-128(,%rsi,2), %xmm1, %xmm7
	vpslld	%gs:127(%rdx), %xmm10, %xmm3
	vpslld	%xmm7, %xmm5, %xmm10
	vpslld	%xmm7, %xmm9, %xmm11
	vpslld	%xmm13, %xmm4, %xmm13
	vpslld	%xmm6, %xmm10, %xmm12
	vpsllq	$0, %ymm12, %ymm6
	vpsllq	$128, %ymm6, %ymm1
	vpsllq	$0, %ymm12, %ymm8
	vpsllq	$2, %ymm4, %ymm4
	vpsllq	-2147483648(%rip), %ymm2, %ymm10
	vpsllq	%gs:-2147483648(%rsi), %ymm11, %ymm15
	vpsllq	(%r12,%rsi), %ymm12, %ymm12
	vpsllq	-1(%r11,%r11,2), %ymm12, %ymm12
	vpsllq	%xmm5, %ymm13, %ymm4
	vpsllq	%xmm14, %ymm1, %ymm8
	vpsllq	%xmm15, %ymm9, %ymm15
	vpsllq	%xmm4, %ymm14, %ymm2
	vpsllq	$152, %xmm8, %xmm9
	vpsllq	$1, %xmm11, %xmm11
	vpsllq	$130, %xmm2, %xmm11
	vpsllq	$136, %xmm9, %xmm0
	vpsllq	-2147483648(%rdi), %xmm13, %xmm15
	vpsllq	(%rdi), %xmm0, %xmm12
	vpsllq	-129(%r11), %xmm1, %xmm1
	vpsllq	-128(%r9), %xmm4, %xmm13
	vpsllq	%xmm6, %xmm7, %xmm6
	vpsllq	%xmm6, %xmm12, %xmm9
	vpsllq	%xmm9, %xmm6, %xmm9
	vpsllq	%xmm7, %xmm2, %xmm9
	vpsllvd	-2147483648(%r10,%rdi,8), %ymm7, %ymm12
	vpsllvd	127(%r15), %ymm7, %ymm7
	vpsllvd	%gs:127(,%rbp,4), %ymm7, %ymm5
	vpsllvd	(%r14,%r15,8), %ymm11, %ymm0
	vpsllvd	%ymm3, %ymm13, %ymm4
	vpsllvd	%ymm2, %ymm7, %ymm13
	vpsllvd	%ymm2, %ymm12, %ymm1
	vpsllvd	%ymm11, %ymm1, %ymm3
	vpsllvd	%gs:-128(%rbx,%r10,2), %xmm13, %xmm11
	vpsllvd	-128(%rcx), %xmm12, %xmm12
	vpsllvd	%fs:-1(%rip), %xmm15, %xmm10
	vpsllvd	1(%rax), %xmm10, %xmm2
	vpsllvd	%xmm9, %xmm7, %xmm7
	vpsllvd	%xmm14, %xmm10, %xmm12
	vpsllvd	%xmm9, %xmm5, %xmm15
	vpsllvd	%xmm8, %xmm4, %xmm0
	vpsllvq	-129(%rax,%rdx,2), %ymm9, %ymm1
	vpsllvq	-129(%r9,%rbx,4), %ymm15, %ymm5
	vpsllvq	-128(%rsp), %ymm5, %ymm7
	vpsllvq	2147483647(%rcx,%rdi,8), %ymm4, %ymm8
	vpsllvq	%ymm6, %ymm0, %ymm4
	vpsllvq	%ymm3, %ymm8, %ymm0
	vpsllvq	%ymm2, %ymm3, %ymm11
	vpsllvq	%ymm10, %ymm0, %ymm10
	vpsllvq	2147483647(,%rsi,4), %xmm6, %xmm14
	vpsllvq	-2147483648(%rip), %xmm10, %xmm7
	vpsllvq	1(%rbx), %xmm7, %xmm2
	vpsllvq	%fs:127(%rsp,%rax,8), %xmm0, %xmm14
	vpsllvq	%xmm3, %xmm11, %xmm11
	vpsllvq	%xmm5, %xmm12, %xmm4
	vpsllvq	%xmm10, %xmm9, %xmm9
	vpsllvq	%xmm3, %xmm13, %xmm4
	vpsllw	$128, %ymm7, %ymm14
	vpsllw	$0, %ymm10, %ymm8
	vpsllw	$255, %ymm0, %ymm4
	vpsllw	$128, %ymm10, %ymm2
	vpsllw	127(%r8,%r8,2), %ymm3, %ymm5
	vpsllw	-2147483648(%rbp), %ymm4, %ymm6
	vpsllw	%gs:127, %ymm5, %ymm0
	vpsllw	1(%r11,%rcx,8), %ymm5, %ymm10
	vpsllw	%xmm2, %ymm2, %ymm9
	vpsllw	%xmm1, %ymm3, %ymm14
	vpsllw	%xmm9, %ymm13, %ymm12
	vpsllw	%xmm0, %ymm9, %ymm12
	vpsllw	$152, %xmm9, %xmm1
	vpsllw	$0, %xmm9, %xmm9
	vpsllw	$132, %xmm7, %xmm10
	vpsllw	$255, %xmm3, %xmm5
	vpsllw	1(%r9,%r8,2), %xmm5, %xmm3
	vpsllw	1(%r10), %xmm1, %xmm1
	vpsllw	-1(%r8,%rcx,8), %xmm6, %xmm2
	vpsllw	(,%rbp,2), %xmm11, %xmm1
	vpsllw	%xmm0, %xmm15, %xmm7
	vpsllw	%xmm5, %xmm13, %xmm9
	vpsllw	%xmm1, %xmm11, %xmm9
	vpsllw	%xmm5, %xmm8, %xmm9
	vpsrad	$241, %ymm14, %ymm13
	vpsrad	$255, %ymm2, %ymm11
	vpsrad	$255, %ymm2, %ymm6
	vpsrad	$128, %ymm12, %ymm7
	vpsrad	-128(%r14), %ymm0, %ymm12
	vpsrad	-1(%r11), %ymm3, %ymm8
	vpsrad	%fs:-1(%r12,%rax,2), %ymm6, %ymm2
	vpsrad	%gs:127(%rbp), %ymm13, %ymm3
	vpsrad	%xmm7, %ymm2, %ymm5
	vpsrad	%xmm3, %ymm8, %ymm13
	vpsrad	%xmm4, %ymm13, %ymm11
	vpsrad	%xmm1, %ymm2, %ymm9
	vpsrad	$28, %xmm3, %xmm6
	vpsrad	$255, %xmm13, %xmm5
	vpsrad	$128, %xmm10, %xmm10
	vpsrad	$76, %xmm11, %xmm0
	vpsrad	%gs:128(%rcx), %xmm7, %xmm8
	vpsrad	%fs:(%rbp,%rcx), %xmm12, %xmm4
	vpsrad	-128(%r14), %xmm5, %xmm7
	vpsrad	%fs:-129(%rcx), %xmm12, %xmm6
	vpsrad	%xmm8, %xmm5, %xmm0
	vpsrad	%xmm15, %xmm0, %xmm5
	vpsrad	%xmm3, %xmm8, %xmm6
	vpsrad	%xmm11, %xmm5, %xmm1
	vpsravd	-128(,%r12,2), %ymm2, %ymm3
	vpsravd	2147483647(%rax), %ymm15, %ymm3
	vpsravd	%gs:-129(%r11,%r10,4), %ymm10, %ymm11
	vpsravd	127(%r8), %ymm10, %ymm2
	vpsravd	%ymm14, %ymm15, %ymm12
	vpsravd	%ymm1, %ymm14, %ymm5
	vpsravd	%ymm12, %ymm4, %ymm9
	vpsravd	%ymm11, %ymm12, %ymm14
	vpsravd	-129(%rax,%r9), %xmm6, %xmm10
	vpsravd	2147483647(%rdx), %xmm2, %xmm7
	vpsravd	(%r10), %xmm7, %xmm12
	vpsravd	%fs:-129(%r8), %xmm14, %xmm5
	vpsravd	%xmm7, %xmm0, %xmm5
	vpsravd	%xmm1, %xmm1, %xmm1
	vpsravd	%xmm3, %xmm1, %xmm13
	vpsravd	%xmm5, %xmm11, %xmm8
	vpsraw	$192, %ymm13, %ymm1
	vpsraw	$226, %ymm4, %ymm11
	vpsraw	$255, %ymm1, %ymm11
	vpsraw	$128, %ymm0, %ymm14
	vpsraw	2147483647(%rdi), %ymm9, %ymm8
	vpsraw	%gs:128(%rdx), %ymm8, %ymm15
	vpsraw	-2147483648(%r9,%rcx), %ymm8, %ymm4
	vpsraw	%fs:127(%rax,%r10,4), %ymm1, %ymm13
	vpsraw	%xmm13, %ymm6, %ymm3
	vpsraw	%xmm5, %ymm5, %ymm10
	vpsraw	%xmm9, %ymm1, %ymm9
	vpsraw	%xmm2, %ymm10, %ymm15
	vpsraw	$128, %xmm3, %xmm0
	vpsraw	$184, %xmm4, %xmm5
	vpsraw	$54, %xmm7, %xmm3
	vpsraw	$1, %xmm6, %xmm4
	vpsraw	(%rbx), %xmm12, %xmm6
	vpsraw	%gs:1(%rip), %xmm5, %xmm10
	vpsraw	-1(%rsi), %xmm12, %xmm3
	vpsraw	%fs:2147483647(%rdx,%r10), %xmm11, %xmm5
	vpsraw	%xmm12, %xmm15, %xmm3
	vpsraw	%xmm14, %xmm12, %xmm3
	vpsraw	%xmm3, %xmm9, %xmm12
	vpsraw	%xmm13, %xmm14, %xmm12
	vpsrldq	$0, %ymm9, %ymm4
	vpsrldq	$128, %ymm5, %ymm15
	vpsrldq	$230, %ymm3, %ymm1
	vpsrldq	$129, %ymm10, %ymm5
	vpsrldq	$158, %xmm3, %xmm14
	vpsrldq	$189, %xmm1, %xmm5
	vpsrldq	$144, %xmm15, %xmm15
	vpsrldq	$128, %xmm7, %xmm13
	vpsrld	$128, %ymm0, %ymm15
	vpsrld	$128, %ymm14, %ymm6
	vpsrld	$1, %ymm13, %ymm6
	vpsrld	$255, %ymm4, %ymm7
	vpsrld	128(%r14,%rax,8), %ymm12, %ymm8
	vpsrld	-1(%rcx,%r13,4), %ymm12, %ymm3
	vpsrld	-2147483648(%rax,%rbp,4), %ymm2, %ymm5
	vpsrld	-1(%rsi,%r15), %ymm10, %ymm13
	vpsrld	%xmm2, %ymm15, %ymm0
	vpsrld	%xmm3, %ymm7, %ymm6
	vpsrld	%xmm8, %ymm14, %ymm10
	vpsrld	%xmm5, %ymm2, %ymm7
	vpsrld	$128, %xmm12, %xmm14
	vpsrld	$128, %xmm10, %xmm5
	vpsrld	$169, %xmm3, %xmm0
	vpsrld	$1, %xmm10, %xmm14
	vpsrld	2147483647(%rbp), %xmm5, %xmm6
	vpsrld	128(%r15), %xmm8, %xmm0
	vpsrld	-1(%r12,%rsi,2), %xmm6, %xmm10
	vpsrld	1(,%rbx,8), %xmm4, %xmm7
	vpsrld	%xmm14, %xmm14, %xmm0
	vpsrld	%xmm7, %xmm1, %xmm15
	vpsrld	%xmm0, %xmm0, %xmm11
	vpsrld	%xmm8, %xmm0, %xmm3
	vpsrlq	$128, %ymm5, %ymm2
	vpsrlq	$165, %ymm11, %ymm15
	vpsrlq	$227, %ymm3, %ymm12
	vpsrlq	$1, %ymm14, %ymm12
	vpsrlq	%gs:1(%r10,%r15,2), %ymm3, %ymm0
	vpsrlq	(%r12,%rdi,2), %ymm14, %ymm8
	vpsrlq	2147483647(%rdx,%r14,4), %ymm8, %ymm12
	vpsrlq	-1(%r13), %ymm2, %ymm12
	vpsrlq	%xmm11, %ymm13, %ymm6
	vpsrlq	%xmm3, %ymm15, %ymm15
	vpsrlq	%xmm6, %ymm0, %ymm2
	vpsrlq	%xmm7, %ymm5, %ymm8
	vpsrlq	$232, %xmm2, %xmm5
	vpsrlq	$128, %xmm4, %xmm1
	vpsrlq	$238, %xmm7, %xmm4
	vpsrlq	$253, %xmm9, %xmm13
	vpsrlq	-129, %xmm14, %xmm13
	vpsrlq	127(%rbx,%r9,2), %xmm13, %xmm2
	vpsrlq	2147483647(%r12), %xmm2, %xmm10
	vpsrlq	-1(%r15), %xmm3, %xmm10
	vpsrlq	%xmm9, %xmm5, %xmm10
	vpsrlq	%xmm7, %xmm12, %xmm8
	vpsrlq	%xmm11, %xmm3, %xmm1
	vpsrlq	%xmm11, %xmm1, %xmm7
	vpsrlvd	%gs:-2147483648(%r10), %ymm8, %ymm12
	vpsrlvd	(%r15), %ymm4, %ymm15
	vpsrlvd	2147483647(,%rdi,4), %ymm4, %ymm15
	vpsrlvd	-2147483648(%rbp,%r12), %ymm11, %ymm11
	vpsrlvd	%ymm4, %ymm12, %ymm11
	vpsrlvd	%ymm7, %ymm13, %ymm6
	vpsrlvd	%ymm9, %ymm6, %ymm5
	vpsrlvd	%ymm8, %ymm15, %ymm15
	vpsrlvd	-128(%rax,%rax,4), %xmm11, %xmm0
	vpsrlvd	127(%r9,%rbx,8), %xmm13, %xmm11
	vpsrlvd	127(%rsi,%rbp,2), %xmm11, %xmm7
	vpsrlvd	(%rbx,%rax,8), %xmm11, %xmm13
	vpsrlvd	%xmm3, %xmm4, %xmm10
	vpsrlvd	%xmm15, %xmm6, %xmm7
	vpsrlvd	%xmm1, %xmm7, %xmm5
	vpsrlvd	%xmm6, %xmm6, %xmm12
	vpsrlvq	1(%rcx), %ymm7, %ymm3
	vpsrlvq	-2147483648(,%rdi,8), %ymm6, %ymm5
	vpsrlvq	-2147483648(%rcx,%r14,2), %ymm13, %ymm4
	vpsrlvq	-2147483648(%rsp), %ymm12, %ymm7
	vpsrlvq	%ymm10, %ymm5, %ymm3
	vpsrlvq	%ymm5, %ymm9, %ymm3
	vpsrlvq	%ymm3, %ymm4, %ymm4
	vpsrlvq	%ymm15, %ymm3, %ymm13
	vpsrlvq	%fs:1(%rsp,%rax,4), %xmm5, %xmm9
	vpsrlvq	-2147483648(%rsp,%rax,4), %xmm14, %xmm14
	vpsrlvq	127(%rbp,%r9), %xmm13, %xmm15
	vpsrlvq	%fs:2147483647(%rdx), %xmm8, %xmm6
	vpsrlvq	%xmm8, %xmm4, %xmm11
	vpsrlvq	%xmm6, %xmm8, %xmm13
	vpsrlvq	%xmm7, %xmm12, %xmm13
	vpsrlvq	%xmm2, %xmm15, %xmm7
	vpsrlw	$150, %ymm6, %ymm6
	vpsrlw	$255, %ymm5, %ymm15
	vpsrlw	$158, %ymm0, %ymm10
	vpsrlw	$71, %ymm15, %ymm3
	vpsrlw	1(%r13,%r10,2), %ymm5, %ymm8
	vpsrlw	0, %ymm13, %ymm5
	vpsrlw	2147483647(%r10), %ymm2, %ymm11
	vpsrlw	%fs:-1(%r12,%rdi,4), %ymm14, %ymm0
	vpsrlw	%xmm6, %ymm3, %ymm6
	vpsrlw	%xmm0, %ymm4, %ymm15
	vpsrlw	%xmm9, %ymm2, %ymm15
	vpsrlw	%xmm5, %ymm15, %ymm15
	vpsrlw	$87, %xmm14, %xmm4
	vpsrlw	$190, %xmm10, %xmm4
	vpsrlw	$123, %xmm5, %xmm12
	vpsrlw	$255, %xmm11, %xmm15
	vpsrlw	%fs:-1(%r10), %xmm2, %xmm14
	vpsrlw	%fs:1(%rbp,%r12,2), %xmm3, %xmm5
	vpsrlw	128(,%r15,4), %xmm10, %xmm10
	vpsrlw	%fs:128(%r15,%rsi), %xmm1, %xmm10
	vpsrlw	%xmm11, %xmm0, %xmm4
	vpsrlw	%xmm3, %xmm15, %xmm13
	vpsrlw	%xmm6, %xmm14, %xmm6
	vpsrlw	%xmm5, %xmm2, %xmm9
	vpsubb	128(%r12), %ymm2, %ymm15
	vpsubb	%fs:-2147483648(%r15), %ymm15, %ymm14
	vpsubb	%fs:128(%rcx,%r15,2), %ymm9, %ymm8
	vpsubb	2147483647(%rsi), %ymm10, %ymm10
	vpsubb	%ymm8, %ymm3, %ymm1
	vpsubb	%ymm5, %ymm10, %ymm12
	vpsubb	%ymm9, %ymm2, %ymm2
	vpsubb	%ymm15, %ymm11, %ymm7
	vpsubb	-129(%r12,%r13,2), %xmm5, %xmm15
	vpsubb	128(%rsi,%rdi,8), %xmm13, %xmm15
	vpsubb	%gs:127(%rbx), %xmm11, %xmm0
	vpsubb	-128(%r10,%rcx,2), %xmm4, %xmm12
	vpsubb	%xmm4, %xmm10, %xmm15
	vpsubb	%xmm8, %xmm8, %xmm15
	vpsubb	%xmm1, %xmm9, %xmm4
	vpsubb	%xmm10, %xmm1, %xmm11
	vpsubd	-128(%rip), %ymm9, %ymm10
	vpsubd	%gs:2147483647(%rip), %ymm6, %ymm6
	vpsubd	-2147483648(%r15,%r9,8), %ymm0, %ymm0
	vpsubd	(%r15,%r13,4), %ymm8, %ymm10
	vpsubd	%ymm7, %ymm3, %ymm12
	vpsubd	%ymm5, %ymm6, %ymm5
	vpsubd	%ymm8, %ymm8, %ymm10
	vpsubd	%ymm7, %ymm9, %ymm1
	vpsubd	%gs:-2147483648(%rdx), %xmm5, %xmm12
	vpsubd	-129(%r11), %xmm4, %xmm7
	vpsubd	128(%r13,%r11,4), %xmm9, %xmm8
	vpsubd	-129(%rdx,%rax,2), %xmm9, %xmm0
	vpsubd	%xmm2, %xmm3, %xmm8
	vpsubd	%xmm5, %xmm0, %xmm8
	vpsubd	%xmm5, %xmm8, %xmm2
	vpsubd	%xmm11, %xmm14, %xmm10
	vpsubq	-1(%rdx), %ymm15, %ymm8
	vpsubq	-128(%r11), %ymm3, %ymm1
	vpsubq	%gs:-128(%rsp), %ymm15, %ymm9
	vpsubq	-1(%rdi,%r12,4), %ymm5, %ymm15
	vpsubq	%ymm2, %ymm10, %ymm10
	vpsubq	%ymm0, %ymm0, %ymm3
	vpsubq	%ymm4, %ymm2, %ymm5
	vpsubq	%ymm7, %ymm15, %ymm10
	vpsubq	%gs:-1, %xmm5, %xmm14
	vpsubq	(%rdx,%r8,2), %xmm7, %xmm11
	vpsubq	1(%rdx,%rbx,2), %xmm2, %xmm1
	vpsubq	%fs:128(%rsp,%rax,2), %xmm10, %xmm3
	vpsubq	%xmm13, %xmm1, %xmm8
	vpsubq	%xmm9, %xmm7, %xmm9
	vpsubq	%xmm15, %xmm15, %xmm15
	vpsubq	%xmm12, %xmm8, %xmm9
	vpsubsb	127(%r10), %ymm14, %ymm1
	vpsubsb	128(%r8,%rcx,2), %ymm12, %ymm9
	vpsubsb	-129, %ymm0, %ymm13
	vpsubsb	127(%r12), %ymm3, %ymm10
	vpsubsb	%ymm13, %ymm7, %ymm7
	vpsubsb	%ymm11, %ymm0, %ymm9
	vpsubsb	%ymm7, %ymm3, %ymm9
	vpsubsb	%ymm6, %ymm15, %ymm5
	vpsubsb	127(%rdx,%r14,8), %xmm0, %xmm9
	vpsubsb	-128(%rbx), %xmm15, %xmm6
	vpsubsb	-128(%rdx,%rsi,8), %xmm4, %xmm10
	vpsubsb	%fs:127(%rsp), %xmm5, %xmm6
	vpsubsb	%xmm6, %xmm7, %xmm13
	vpsubsb	%xmm1, %xmm1, %xmm1
	vpsubsb	%xmm10, %xmm9, %xmm3
	vpsubsb	%xmm4, %xmm2, %xmm15
	vpsubsw	%gs:1(%rax,%rdi), %ymm6, %ymm10
	vpsubsw	%fs:-2147483648(%rdi,%r13,4), %ymm6, %ymm1
	vpsubsw	%fs:-128(%r9), %ymm6, %ymm1
	vpsubsw	2147483647(%rdx,%rcx), %ymm9, %ymm9
	vpsubsw	%ymm13, %ymm4, %ymm3
	vpsubsw	%ymm9, %ymm11, %ymm4
	vpsubsw	%ymm5, %ymm8, %ymm6
	vpsubsw	%ymm8, %ymm14, %ymm13
	vpsubsw	%gs:-128(%rax), %xmm12, %xmm8
	vpsubsw	-1(%rip), %xmm1, %xmm14
	vpsubsw	-128(%r9), %xmm5, %xmm0
	vpsubsw	2147483647(%r14,%r13,4), %xmm14, %xmm15
	vpsubsw	%xmm5, %xmm5, %xmm8
	vpsubsw	%xmm9, %xmm8, %xmm6
	vpsubsw	%xmm9, %xmm5, %xmm10
	vpsubsw	%xmm8, %xmm10, %xmm15
	vpsubusb	-2147483648, %ymm6, %ymm1
	vpsubusb	%fs:(%rsi), %ymm14, %ymm9
	vpsubusb	2147483647(%rbx,%rsi,2), %ymm6, %ymm10
	vpsubusb	2147483647(,%rbx,4), %ymm8, %ymm9
	vpsubusb	%ymm10, %ymm8, %ymm6
	vpsubusb	%ymm7, %ymm15, %ymm3
	vpsubusb	%ymm12, %ymm12, %ymm10
	vpsubusb	%ymm11, %ymm2, %ymm0
	vpsubusb	2147483647(%r15), %xmm7, %xmm15
	vpsubusb	128(,%rsi), %xmm7, %xmm12
	vpsubusb	(%r13,%r8,8), %xmm4, %xmm2
	vpsubusb	%fs:127(%rsi,%r11), %xmm14, %xmm15
	vpsubusb	%xmm3, %xmm0, %xmm3
	vpsubusb	%xmm13, %xmm1, %xmm3
	vpsubusb	%xmm7, %xmm14, %xmm12
	vpsubusb	%xmm11, %xmm10, %xmm0
	vpsubusw	0, %ymm14, %ymm9
	vpsubusw	%gs:(%r12,%rdi,2), %ymm7, %ymm1
	vpsubusw	-1(%r13,%rdx,8), %ymm5, %ymm0
	vpsubusw	128(%rdx), %ymm7, %ymm14
	vpsubusw	%ymm9, %ymm13, %ymm13
	vpsubusw	%ymm9, %ymm1, %ymm8
	vpsubusw	%ymm0, %ymm11, %ymm7
	vpsubusw	%ymm9, %ymm7, %ymm12
	vpsubusw	127(%r10), %xmm15, %xmm0
	vpsubusw	(%r12,%r10,4), %xmm2, %xmm5
	vpsubusw	%fs:-129(%rsi,%r15,2), %xmm13, %xmm0
	vpsubusw	127(%rdx), %xmm1, %xmm2
	vpsubusw	%xmm5, %xmm1, %xmm14
	vpsubusw	%xmm0, %xmm11, %xmm15
	vpsubusw	%xmm9, %xmm1, %xmm2
	vpsubusw	%xmm4, %xmm6, %xmm2
	vpsubw	-1(%rip), %ymm6, %ymm11
	vpsubw	%fs:1, %ymm3, %ymm14
	vpsubw	-2147483648(%rsi), %ymm0, %ymm1
	vpsubw	127(%rax), %ymm7, %ymm9
	vpsubw	%ymm7, %ymm8, %ymm2
	vpsubw	%ymm13, %ymm11, %ymm2
	vpsubw	%ymm4, %ymm1, %ymm5
	vpsubw	%ymm10, %ymm11, %ymm8
	vpsubw	(%r8), %xmm7, %xmm6
	vpsubw	-128(%r15), %xmm2, %xmm11
	vpsubw	-1(,%rcx,2), %xmm10, %xmm6
	vpsubw	-129(%rdx,%r8,8), %xmm2, %xmm9
	vpsubw	%xmm4, %xmm2, %xmm8
	vpsubw	%xmm10, %xmm15, %xmm11
	vpsubw	%xmm14, %xmm8, %xmm4
	vpsubw	%xmm14, %xmm4, %xmm15
	vptest	%fs:2147483647(%r10), %ymm13
	vptest	1, %ymm14
	vptest	127(%rax), %ymm10
	vptest	127(,%r9,2), %ymm14
	vptest	%ymm13, %ymm3
	vptest	%ymm15, %ymm15
	vptest	%ymm7, %ymm12
	vptest	%ymm8, %ymm11
	vptest	2147483647(%rsi,%rax,4), %xmm14
	vptest	%fs:1(%rip), %xmm7
	vptest	-129(%rax,%rsi,2), %xmm12
	vptest	2147483647(%rsp), %xmm5
	vptest	%xmm10, %xmm11
	vptest	%xmm10, %xmm9
	vptest	%xmm9, %xmm0
	vptest	%xmm14, %xmm10
	vpunpckhbw	2147483647(%r13), %ymm1, %ymm0
	vpunpckhbw	(%r12,%rsi), %ymm4, %ymm10
	vpunpckhbw	-2147483648(%r13), %ymm9, %ymm1
	vpunpckhbw	(%r8,%rax,2), %ymm12, %ymm15
	vpunpckhbw	%ymm2, %ymm6, %ymm12
	vpunpckhbw	%ymm14, %ymm3, %ymm11
	vpunpckhbw	%ymm6, %ymm14, %ymm13
	vpunpckhbw	%ymm15, %ymm5, %ymm8
	vpunpckhbw	(%rax,%rdi,2), %xmm6, %xmm4
	vpunpckhbw	-2147483648(%r13), %xmm7, %xmm8
	vpunpckhbw	%fs:(%rbx,%r13,2), %xmm11, %xmm8
	vpunpckhbw	-129(,%r14), %xmm5, %xmm8
	vpunpckhbw	%xmm15, %xmm8, %xmm5
	vpunpckhbw	%xmm0, %xmm3, %xmm5
	vpunpckhbw	%xmm4, %xmm0, %xmm7
	vpunpckhbw	%xmm5, %xmm0, %xmm7
	vpunpckhdq	-1(%rcx,%r8,4), %ymm9, %ymm7
	vpunpckhdq	%fs:-129(%r8), %ymm3, %ymm14
	vpunpckhdq	%gs:2147483647, %ymm11, %ymm14
	vpunpckhdq	%fs:1(%rax), %ymm8, %ymm0
	vpunpckhdq	%ymm13, %ymm8, %ymm3
	vpunpckhdq	%ymm4, %ymm6, %ymm13
	vpunpckhdq	%ymm12, %ymm4, %ymm2
	vpunpckhdq	%ymm6, %ymm14, %ymm11
	vpunpckhdq	-1(%rbp,%rdi,4), %xmm10, %xmm12
	vpunpckhdq	%gs:1(%r9,%r15,2), %xmm4, %xmm8
	vpunpckhdq	%gs:127(%r13,%r10,2), %xmm12, %xmm1
	vpunpckhdq	%gs:128(%rbx), %xmm15, %xmm6
	vpunpckhdq	%xmm1, %xmm8, %xmm1
	vpunpckhdq	%xmm14, %xmm5, %xmm0
	vpunpckhdq	%xmm7, %xmm5, %xmm2
	vpunpckhdq	%xmm3, %xmm0, %xmm2
	vpunpckhqdq	-2147483648(,%r9,4), %ymm12, %ymm13
	vpunpckhqdq	(%r14), %ymm11, %ymm15
	vpunpckhqdq	127(%r12,%rsi), %ymm0, %ymm4
	vpunpckhqdq	%gs:-1(%r15,%r9,2), %ymm6, %ymm0
	vpunpckhqdq	%ymm11, %ymm9, %ymm0
	vpunpckhqdq	%ymm7, %ymm14, %ymm6
	vpunpckhqdq	%ymm1, %ymm9, %ymm8
	vpunpckhqdq	%ymm0, %ymm2, %ymm8
	vpunpckhqdq	-128(%r14,%r10,8), %xmm13, %xmm9
	vpunpckhqdq	-1, %xmm5, %xmm13
	vpunpckhqdq	-129(%rax), %xmm13, %xmm6
	vpunpckhqdq	-1(%rbx,%rcx,4), %xmm12, %xmm6
	vpunpckhqdq	%xmm11, %xmm15, %xmm3
	vpunpckhqdq	%xmm12, %xmm5, %xmm12
	vpunpckhqdq	%xmm7, %xmm14, %xmm14
	vpunpckhqdq	%xmm5, %xmm5, %xmm12
	vpunpckhwd	-129(%rdx,%r13,4), %ymm4, %ymm8
	vpunpckhwd	2147483647(%r11), %ymm4, %ymm4
	vpunpckhwd	2147483647(%r14,%r9,2), %ymm7, %ymm2
	vpunpckhwd	%fs:-1(,%r13,8), %ymm0, %ymm7
	vpunpckhwd	%ymm13, %ymm6, %ymm6
	vpunpckhwd	%ymm14, %ymm6, %ymm4
	vpunpckhwd	%ymm8, %ymm5, %ymm15
	vpunpckhwd	%ymm15, %ymm6, %ymm0
	vpunpckhwd	0, %xmm11, %xmm1
	vpunpckhwd	%fs:(%rbp,%rax,4), %xmm1, %xmm10
	vpunpckhwd	128(%rcx), %xmm10, %xmm2
	vpunpckhwd	-1(%rbp), %xmm12, %xmm6
	vpunpckhwd	%xmm3, %xmm6, %xmm5
	vpunpckhwd	%xmm1, %xmm2, %xmm1
	vpunpckhwd	%xmm4, %xmm13, %xmm5
	vpunpckhwd	%xmm4, %xmm13, %xmm14
	vpunpcklbw	-129(%r12,%r12,2), %ymm5, %ymm1
	vpunpcklbw	1(%r14,%r13,8), %ymm6, %ymm1
	vpunpcklbw	128(%r8), %ymm0, %ymm13
	vpunpcklbw	-129(%rbp), %ymm2, %ymm13
	vpunpcklbw	%ymm6, %ymm2, %ymm2
	vpunpcklbw	%ymm15, %ymm15, %ymm13
	vpunpcklbw	%ymm2, %ymm11, %ymm15
	vpunpcklbw	%ymm4, %ymm13, %ymm13
	vpunpcklbw	-2147483648(%r9,%rdi,2), %xmm4, %xmm15
	vpunpcklbw	128(%rbp,%r14,2), %xmm0, %xmm1
	vpunpcklbw	%fs:-128(%rip), %xmm15, %xmm12
	vpunpcklbw	%fs:128(%r12), %xmm10, %xmm5
	vpunpcklbw	%xmm12, %xmm9, %xmm0
	vpunpcklbw	%xmm14, %xmm10, %xmm6
	vpunpcklbw	%xmm3, %xmm5, %xmm2
	vpunpcklbw	%xmm12, %xmm1, %xmm11
	vpunpckldq	-129(%r10,%r8,2), %ymm4, %ymm6
	vpunpckldq	-1(,%rbx,8), %ymm9, %ymm4
	vpunpckldq	%gs:-129, %ymm11, %ymm7
	vpunpckldq	%gs:1(%rcx), %ymm15, %ymm5
	vpunpckldq	%ymm8, %ymm1, %ymm11
	vpunpckldq	%ymm1, %ymm14, %ymm12
	vpunpckldq	%ymm10, %ymm8, %ymm7
	vpunpckldq	%ymm6, %ymm6, %ymm15
	vpunpckldq	1(%rsp,%r14,4), %xmm8, %xmm3
	vpunpckldq	-2147483648(%rip), %xmm6, %xmm5
	vpunpckldq	2147483647(%rcx,%rsi,4), %xmm5, %xmm10
	vpunpckldq	127(%rip), %xmm3, %xmm14
	vpunpckldq	%xmm4, %xmm9, %xmm6
	vpunpckldq	%xmm4, %xmm15, %xmm2
	vpunpckldq	%xmm7, %xmm4, %xmm15
	vpunpckldq	%xmm1, %xmm14, %xmm6
	vpunpcklqdq	%fs:127(%r9), %ymm8, %ymm2
	vpunpcklqdq	%gs:-2147483648(%r12), %ymm9, %ymm13
	vpunpcklqdq	%gs:2147483647(%r15), %ymm14, %ymm7
	vpunpcklqdq	2147483647(,%r8), %ymm5, %ymm13
	vpunpcklqdq	%ymm14, %ymm15, %ymm1
	vpunpcklqdq	%ymm9, %ymm2, %ymm13
	vpunpcklqdq	%ymm7, %ymm11, %ymm3
	vpunpcklqdq	%ymm4, %ymm14, %ymm8
	vpunpcklqdq	-128, %xmm8, %xmm3
	vpunpcklqdq	1(%r8), %xmm12, %xmm14
	vpunpcklqdq	%fs:1(%r8,%r9,4), %xmm9, %xmm0
	vpunpcklqdq	(%r8,%r14,4), %xmm4, %xmm4
	vpunpcklqdq	%xmm4, %xmm3, %xmm12
	vpunpcklqdq	%xmm5, %xmm6, %xmm12
	vpunpcklqdq	%xmm4, %xmm7, %xmm12
	vpunpcklqdq	%xmm0, %xmm0, %xmm15
	vpunpcklwd	%fs:-1(%r11), %ymm6, %ymm4
	vpunpcklwd	%fs:127(%rcx,%r9,2), %ymm9, %ymm6
	vpunpcklwd	-1(%r12), %ymm6, %ymm8
	vpunpcklwd	127(,%r9), %ymm7, %ymm2
	vpunpcklwd	%ymm6, %ymm9, %ymm14
	vpunpcklwd	%ymm11, %ymm5, %ymm8
	vpunpcklwd	%ymm15, %ymm1, %ymm11
	vpunpcklwd	%ymm14, %ymm14, %ymm0
	vpunpcklwd	127(%rax,%rbx,4), %xmm3, %xmm11
	vpunpcklwd	128(,%r8,8), %xmm8, %xmm3
	vpunpcklwd	127(%rsp), %xmm12, %xmm1
	vpunpcklwd	%gs:-128(%rdi), %xmm13, %xmm6
	vpunpcklwd	%xmm12, %xmm12, %xmm7
	vpunpcklwd	%xmm9, %xmm3, %xmm14
	vpunpcklwd	%xmm9, %xmm14, %xmm4
	vpunpcklwd	%xmm11, %xmm9, %xmm0
	vpxor	%gs:127(%r9,%rdi,2), %ymm12, %ymm10
	vpxor	-2147483648, %ymm8, %ymm6
	vpxor	-128(%rsp), %ymm4, %ymm8
	vpxor	-129(%rip), %ymm11, %ymm3
	vpxor	%ymm14, %ymm2, %ymm1
	vpxor	%ymm5, %ymm8, %ymm15
	vpxor	%ymm14, %ymm8, %ymm0
	vpxor	%ymm4, %ymm11, %ymm7
	vpxor	128(%rbp,%rcx,8), %xmm15, %xmm13
	vpxor	1(%r14,%rcx,4), %xmm15, %xmm6
	vpxor	1(%r8), %xmm0, %xmm12
	vpxor	-128(%r13,%r15,4), %xmm0, %xmm12
	vpxor	%xmm8, %xmm11, %xmm1
	vpxor	%xmm2, %xmm14, %xmm12
	vpxor	%xmm5, %xmm12, %xmm13
	vpxor	%xmm7, %xmm3, %xmm1
	vrcpps	2147483647(%r10,%r13,8), %ymm7
	vrcpps	-129, %ymm7
	vrcpps	1(%rsp,%rdx,4), %ymm5
	vrcpps	2147483647(%r9), %ymm15
	vrcpps	%ymm1, %ymm2
	vrcpps	%ymm8, %ymm7
	vrcpps	%ymm14, %ymm4
	vrcpps	%ymm8, %ymm4
	vrcpps	1(%r9,%r10), %xmm13
	vrcpps	1(,%r9,8), %xmm11
	vrcpps	2147483647, %xmm1
	vrcpps	%fs:(%r15,%r9), %xmm8
	vrcpps	%xmm2, %xmm5
	vrcpps	%xmm2, %xmm7
	vrcpps	%xmm5, %xmm11
	vrcpps	%xmm8, %xmm14
	vrcpss	-128(%rsp), %xmm0, %xmm14
	vrcpss	1(%rsi), %xmm3, %xmm9
	vrcpss	127, %xmm7, %xmm5
	vrcpss	-2147483648(,%r13,2), %xmm13, %xmm15
	vrcpss	%xmm11, %xmm13, %xmm4
	vrcpss	%xmm6, %xmm3, %xmm2
	vrcpss	%xmm2, %xmm9, %xmm10
	vrcpss	%xmm15, %xmm0, %xmm1
	vroundpd	$172, %gs:1(%r14,%r9,4), %ymm4
	vroundpd	$61, -1(%r14), %ymm10
	vroundpd	$255, 127(%rdi), %ymm2
	vroundpd	$128, (%r9), %ymm8
	vroundpd	$128, %ymm8, %ymm7
	vroundpd	$246, %ymm8, %ymm10
	vroundpd	$128, %ymm3, %ymm15
	vroundpd	$0, %ymm12, %ymm3
	vroundpd	$112, %gs:(%rdi,%rdx), %xmm1
	vroundpd	$200, -128(%rdi,%rbp), %xmm4
	vroundpd	$1, %gs:-128(%rbp), %xmm4
	vroundpd	$255, -129(%rax,%rbx), %xmm10
	vroundpd	$255, %xmm13, %xmm1
	vroundpd	$128, %xmm10, %xmm3
	vroundpd	$128, %xmm14, %xmm8
	vroundpd	$0, %xmm11, %xmm3
	vroundps	$158, %fs:127(%r10), %ymm13
	vroundps	$128, -129(,%r13,2), %ymm12
	vroundps	$4, %gs:127(%r9), %ymm5
	vroundps	$182, %gs:-1(%r8), %ymm1
	vroundps	$106, %ymm2, %ymm3
	vroundps	$127, %ymm1, %ymm1
	vroundps	$2, %ymm14, %ymm12
	vroundps	$255, %ymm3, %ymm2
	vroundps	$128, -128(%rax,%r13,8), %xmm13
	vroundps	$255, 128(%r9,%r14,8), %xmm8
	vroundps	$145, -128(%r13), %xmm11
	vroundps	$128, -2147483648(%rsp), %xmm10
	vroundps	$104, %xmm3, %xmm4
	vroundps	$255, %xmm12, %xmm10
	vroundps	$184, %xmm3, %xmm14
	vroundps	$128, %xmm5, %xmm12
	vroundsd	$1, 127(%rbx), %xmm2, %xmm9
	vroundsd	$218, 1(%rdx), %xmm10, %xmm1
	vroundsd	$1, -129(%rip), %xmm1, %xmm9
	vroundsd	$173, %gs:128(%r11), %xmm5, %xmm7
	vroundsd	$157, %xmm0, %xmm15, %xmm9
	vroundsd	$128, %xmm4, %xmm13, %xmm14
	vroundsd	$127, %xmm0, %xmm12, %xmm9
	vroundsd	$128, %xmm0, %xmm1, %xmm5
	vroundss	$2, -1(%rcx,%rcx,2), %xmm14, %xmm8
	vroundss	$255, 128(%r13), %xmm8, %xmm14
	vroundss	$255, %fs:1(%rsp,%rdi,4), %xmm13, %xmm5
	vroundss	$247, %gs:-2147483648(%r15,%r13,4), %xmm12, %xmm4
	vroundss	$2, %xmm2, %xmm9, %xmm4
	vroundss	$255, %xmm12, %xmm10, %xmm13
	vroundss	$128, %xmm14, %xmm15, %xmm10
	vroundss	$243, %xmm11, %xmm7, %xmm9
	vrsqrtps	-128(,%r13), %ymm4
	vrsqrtps	%gs:(%r9), %ymm15
	vrsqrtps	128(%rdi,%rbp,4), %ymm1
	vrsqrtps	1(%r14,%rdx), %ymm9
	vrsqrtps	%ymm6, %ymm15
	vrsqrtps	%ymm9, %ymm1
	vrsqrtps	%ymm12, %ymm0
	vrsqrtps	%ymm1, %ymm12
	vrsqrtps	-128(%rsp), %xmm14
	vrsqrtps	127(%rsi,%rdi,4), %xmm6
	vrsqrtps	128(%r11,%r14,4), %xmm10
	vrsqrtps	%gs:128(%r15), %xmm1
	vrsqrtps	%xmm11, %xmm9
	vrsqrtps	%xmm6, %xmm10
	vrsqrtps	%xmm8, %xmm9
	vrsqrtps	%xmm7, %xmm4
	vrsqrtss	2147483647(%r8,%r12,2), %xmm10, %xmm8
	vrsqrtss	-129(%r10,%rbp,4), %xmm14, %xmm7
	vrsqrtss	-129(%r14), %xmm5, %xmm12
	vrsqrtss	%fs:-1(,%rax,2), %xmm9, %xmm5
	vrsqrtss	%xmm3, %xmm0, %xmm6
	vrsqrtss	%xmm4, %xmm0, %xmm15
	vrsqrtss	%xmm15, %xmm14, %xmm5
	vrsqrtss	%xmm1, %xmm13, %xmm14
	vsha512msg1	%xmm0, %ymm15
	vsha512msg1	%xmm15, %ymm15
	vsha512msg1	%xmm15, %ymm6
	vsha512msg1	%xmm4, %ymm1
	vsha512msg2	%ymm3, %ymm1
	vsha512msg2	%ymm5, %ymm0
	vsha512msg2	%ymm3, %ymm5
	vsha512msg2	%ymm14, %ymm14
	vsha512rnds2	%xmm10, %ymm11, %ymm0
	vsha512rnds2	%xmm3, %ymm11, %ymm14
	vsha512rnds2	%xmm3, %ymm5, %ymm4
	vsha512rnds2	%xmm12, %ymm9, %ymm8
	vshufpd	$244, -129(%rbx,%rbp,4), %ymm8, %ymm5
	vshufpd	$219, -128(%rax), %ymm4, %ymm15
	vshufpd	$255, -2147483648(%r8), %ymm13, %ymm6
	vshufpd	$128, %fs:-129(%rip), %ymm9, %ymm7
	vshufpd	$175, %ymm7, %ymm11, %ymm14
	vshufpd	$128, %ymm5, %ymm15, %ymm9
	vshufpd	$2, %ymm1, %ymm5, %ymm6
	vshufpd	$199, %ymm8, %ymm1, %ymm13
	vshufpd	$2, %gs:1(%r14,%rdi), %xmm12, %xmm15
	vshufpd	$22, %fs:-128(%r9,%rdi,2), %xmm3, %xmm12
	vshufpd	$1, -1(%rcx,%rax,8), %xmm8, %xmm10
	vshufpd	$177, %gs:-128(%rsi), %xmm6, %xmm4
	vshufpd	$128, %xmm1, %xmm3, %xmm12
	vshufpd	$236, %xmm6, %xmm6, %xmm11
	vshufpd	$128, %xmm9, %xmm8, %xmm13
	vshufpd	$235, %xmm6, %xmm0, %xmm11
	vshufps	$238, %fs:2147483647(%rsp), %ymm14, %ymm12
	vshufps	$127, (%rbx,%rsi,4), %ymm1, %ymm4
	vshufps	$109, (%rax), %ymm15, %ymm11
	vshufps	$253, -128(,%rsi), %ymm4, %ymm3
	vshufps	$133, %ymm6, %ymm2, %ymm14
	vshufps	$194, %ymm5, %ymm7, %ymm5
	vshufps	$71, %ymm10, %ymm15, %ymm10
	vshufps	$255, %ymm14, %ymm4, %ymm5
	vshufps	$128, -129(%r13,%r15,2), %xmm12, %xmm7
	vshufps	$17, %fs:128(%r12), %xmm5, %xmm5
	vshufps	$0, 1(%r11,%rax,8), %xmm5, %xmm8
	vshufps	$229, %fs:-2147483648(%r14,%r8,4), %xmm1, %xmm15
	vshufps	$255, %xmm10, %xmm6, %xmm7
	vshufps	$128, %xmm8, %xmm2, %xmm15
	vshufps	$130, %xmm7, %xmm5, %xmm13
	vshufps	$128, %xmm1, %xmm4, %xmm13
	vsm3msg1	1(,%rcx,2), %xmm8, %xmm13
	vsm3msg1	2147483647(%rdi,%r9,8), %xmm12, %xmm15
	vsm3msg1	(%r11,%rsi,2), %xmm3, %xmm10
	vsm3msg1	-128(%rax,%r10,8), %xmm6, %xmm1
	vsm3msg1	%xmm4, %xmm5, %xmm10
	vsm3msg1	%xmm13, %xmm7, %xmm14
	vsm3msg1	%xmm0, %xmm14, %xmm15
	vsm3msg1	%xmm0, %xmm2, %xmm11
	vsm3msg2	(%rbx), %xmm9, %xmm10
	vsm3msg2	%fs:-1(%r15), %xmm5, %xmm7
	vsm3msg2	(%rcx,%rdx,2), %xmm1, %xmm8
	vsm3msg2	-128(%r12,%rbx,2), %xmm6, %xmm7
	vsm3msg2	%xmm11, %xmm1, %xmm14
	vsm3msg2	%xmm11, %xmm12, %xmm13
	vsm3msg2	%xmm11, %xmm11, %xmm4
	vsm3msg2	%xmm10, %xmm0, %xmm7
	vsm3rnds2	$142, -1(%r10), %xmm7, %xmm8
	vsm3rnds2	$137, %fs:127(%rbp,%r9,8), %xmm6, %xmm10
	vsm3rnds2	$219, -129(%rax,%rbx,4), %xmm13, %xmm4
	vsm3rnds2	$128, 2147483647(%rip), %xmm1, %xmm13
	vsm3rnds2	$230, %xmm15, %xmm9, %xmm2
	vsm3rnds2	$92, %xmm13, %xmm2, %xmm4
	vsm3rnds2	$128, %xmm7, %xmm8, %xmm6
	vsm3rnds2	$127, %xmm10, %xmm5, %xmm8
	vsm4key4	-129(%r9), %ymm10, %ymm8
	vsm4key4	%fs:-128(%r8), %ymm15, %ymm10
	vsm4key4	%gs:2147483647(,%r10,4), %ymm0, %ymm13
	vsm4key4	-2147483648(%r9,%r14,4), %ymm14, %ymm3
	vsm4key4	%ymm0, %ymm7, %ymm0
	vsm4key4	%ymm10, %ymm1, %ymm13
	vsm4key4	%ymm10, %ymm15, %ymm9
	vsm4key4	%ymm11, %ymm0, %ymm15
	vsm4key4	1(%r14), %xmm7, %xmm10
	vsm4key4	%fs:2147483647(%r13,%r14), %xmm5, %xmm0
	vsm4key4	(%rbp), %xmm15, %xmm12
	vsm4key4	128(%rsi), %xmm7, %xmm14
	vsm4key4	%xmm0, %xmm3, %xmm6
	vsm4key4	%xmm14, %xmm3, %xmm6
	vsm4key4	%xmm5, %xmm5, %xmm15
	vsm4key4	%xmm14, %xmm0, %xmm10
	vsm4rnds4	1(%rdi,%rdx), %ymm2, %ymm2
	vsm4rnds4	%gs:-128(%r12,%r14,2), %ymm2, %ymm15
	vsm4rnds4	-2147483648, %ymm7, %ymm15
	vsm4rnds4	-128(%rdi,%r14,8), %ymm1, %ymm8
	vsm4rnds4	%ymm12, %ymm0, %ymm8
	vsm4rnds4	%ymm14, %ymm8, %ymm9
	vsm4rnds4	%ymm9, %ymm13, %ymm2
	vsm4rnds4	%ymm4, %ymm11, %ymm1
	vsm4rnds4	-1(%r15,%r12,4), %xmm13, %xmm3
	vsm4rnds4	128(%r9,%r12), %xmm6, %xmm13
	vsm4rnds4	128(%r15,%rsi,2), %xmm6, %xmm10
	vsm4rnds4	2147483647(%rsp), %xmm9, %xmm2
	vsm4rnds4	%xmm10, %xmm3, %xmm4
	vsm4rnds4	%xmm1, %xmm14, %xmm15
	vsm4rnds4	%xmm5, %xmm5, %xmm10
	vsm4rnds4	%xmm9, %xmm10, %xmm13
	vsqrtpd	128(%rbp,%r11), %ymm13
	vsqrtpd	1(%r10), %ymm5
	vsqrtpd	%fs:-129(%r13), %ymm13
	vsqrtpd	-1(%r15), %ymm12
	vsqrtpd	%ymm10, %ymm10
	vsqrtpd	%ymm10, %ymm2
	vsqrtpd	%ymm6, %ymm13
	vsqrtpd	%ymm3, %ymm11
	vsqrtpd	(%rip), %xmm1
	vsqrtpd	2147483647(,%rbx), %xmm0
	vsqrtpd	2147483647(,%r8,8), %xmm14
	vsqrtpd	128(%rbp,%r8,8), %xmm13
	vsqrtpd	%xmm1, %xmm0
	vsqrtpd	%xmm4, %xmm7
	vsqrtpd	%xmm3, %xmm6
	vsqrtpd	%xmm4, %xmm2
	vsqrtps	%fs:-129(,%rdi,8), %ymm12
	vsqrtps	%fs:-1, %ymm4
	vsqrtps	127(%rcx), %ymm8
	vsqrtps	1(%rbx,%r9,2), %ymm0
	vsqrtps	%ymm11, %ymm7
	vsqrtps	%ymm5, %ymm1
	vsqrtps	%ymm4, %ymm5
	vsqrtps	%ymm1, %ymm8
	vsqrtps	%gs:127(%r10,%rcx), %xmm1
	vsqrtps	-129(%r13), %xmm8
	vsqrtps	127(%r9,%rcx,8), %xmm3
	vsqrtps	128(%rsi), %xmm13
	vsqrtps	%xmm12, %xmm15
	vsqrtps	%xmm9, %xmm6
	vsqrtps	%xmm6, %xmm4
	vsqrtps	%xmm0, %xmm14
	vsqrtsd	127(%rbx), %xmm13, %xmm2
	vsqrtsd	-129, %xmm11, %xmm10
	vsqrtsd	2147483647(%rsp), %xmm3, %xmm6
	vsqrtsd	%gs:-1(%rbp,%r15,2), %xmm2, %xmm0
	vsqrtsd	%xmm12, %xmm14, %xmm5
	vsqrtsd	%xmm2, %xmm12, %xmm12
	vsqrtsd	%xmm3, %xmm3, %xmm11
	vsqrtsd	%xmm2, %xmm15, %xmm1
	vsqrtss	1(%rbx,%r15,8), %xmm9, %xmm2
	vsqrtss	2147483647(%r11), %xmm4, %xmm0
	vsqrtss	%fs:127(%rax,%rdx,2), %xmm4, %xmm3
	vsqrtss	(%rdx), %xmm10, %xmm12
	vsqrtss	%xmm6, %xmm13, %xmm6
	vsqrtss	%xmm0, %xmm3, %xmm1
	vsqrtss	%xmm9, %xmm9, %xmm13
	vsqrtss	%xmm7, %xmm14, %xmm7
	vstmxcsr	%gs:-2147483648(%r8,%rdi)
	vstmxcsr	1(%r10)
	vstmxcsr	%gs:-128(%rip)
	vstmxcsr	1(%r14)
	vsubpd	1(%r8), %ymm8, %ymm7
	vsubpd	(%rip), %ymm3, %ymm7
	vsubpd	-1(%r14,%rax), %ymm1, %ymm10
	vsubpd	127, %ymm12, %ymm1
	vsubpd	%ymm15, %ymm0, %ymm11
	vsubpd	%ymm2, %ymm1, %ymm13
	vsubpd	%ymm1, %ymm0, %ymm12
	vsubpd	%ymm5, %ymm12, %ymm6
	vsubpd	%fs:-2147483648(%rip), %xmm4, %xmm9
	vsubpd	%fs:-1(%r12,%rsi,8), %xmm14, %xmm8
	vsubpd	127(%r15), %xmm0, %xmm7
	vsubpd	-2147483648(%r10,%r15,2), %xmm8, %xmm1
	vsubpd	%xmm13, %xmm9, %xmm5
	vsubpd	%xmm5, %xmm5, %xmm13
	vsubpd	%xmm4, %xmm3, %xmm0
	vsubpd	%xmm10, %xmm11, %xmm11
	vsubps	%gs:-2147483648, %ymm6, %ymm14
	vsubps	(%r15,%r12), %ymm2, %ymm7
	vsubps	-128(%r10,%rcx,2), %ymm11, %ymm9
	vsubps	127(%r8), %ymm1, %ymm3
	vsubps	%ymm3, %ymm10, %ymm8
	vsubps	%ymm6, %ymm2, %ymm3
	vsubps	%ymm14, %ymm14, %ymm14
	vsubps	%ymm5, %ymm15, %ymm8
	vsubps	%fs:-1, %xmm5, %xmm12
	vsubps	128(%r14), %xmm11, %xmm13
	vsubps	128(%rbx,%r9), %xmm3, %xmm5
	vsubps	-129(%rdx), %xmm13, %xmm6
	vsubps	%xmm8, %xmm11, %xmm1
	vsubps	%xmm12, %xmm5, %xmm15
	vsubps	%xmm8, %xmm3, %xmm1
	vsubps	%xmm1, %xmm11, %xmm10
	vsubsd	%gs:1(%rip), %xmm11, %xmm10
	vsubsd	1, %xmm14, %xmm1
	vsubsd	1(%r13), %xmm1, %xmm2
	vsubsd	%fs:-1(%rdi), %xmm1, %xmm6
	vsubsd	%xmm15, %xmm14, %xmm2
	vsubsd	%xmm13, %xmm1, %xmm9
	vsubsd	%xmm4, %xmm0, %xmm14
	vsubsd	%xmm14, %xmm8, %xmm7
	vsubss	-129(,%r10), %xmm0, %xmm6
	vsubss	%gs:-128(%rsi), %xmm4, %xmm1
	vsubss	%gs:1(%r8), %xmm2, %xmm5
	vsubss	-128(%rcx,%rbx,8), %xmm14, %xmm4
	vsubss	%xmm1, %xmm5, %xmm4
	vsubss	%xmm1, %xmm3, %xmm13
	vsubss	%xmm9, %xmm11, %xmm12
	vsubss	%xmm14, %xmm9, %xmm3
	vtestpd	1(%rax,%rdx), %ymm6
	vtestpd	2147483647(%rsi), %ymm2
	vtestpd	-129(%r13), %ymm7
	vtestpd	%gs:-128(%rbx,%rsi,2), %ymm10
	vtestpd	%ymm5, %ymm8
	vtestpd	%ymm12, %ymm11
	vtestpd	%ymm15, %ymm0
	vtestpd	%ymm5, %ymm1
	vtestpd	-129(%r9,%rdi), %xmm1
	vtestpd	%fs:1(%rsp,%rbp,2), %xmm13
	vtestpd	-129(%rax,%rcx,4), %xmm7
	vtestpd	-129(%rip), %xmm12
	vtestpd	%xmm9, %xmm4
	vtestpd	%xmm1, %xmm6
	vtestpd	%xmm4, %xmm5
	vtestpd	%xmm10, %xmm4
	vtestps	-2147483648(%rsp,%r9,2), %ymm0
	vtestps	-128(%r15,%r11,8), %ymm6
	vtestps	%fs:127(%r8,%r15,8), %ymm12
	vtestps	-129(%rbp), %ymm4
	vtestps	%ymm6, %ymm2
	vtestps	%ymm12, %ymm6
	vtestps	%ymm0, %ymm12
	vtestps	%ymm0, %ymm7
	vtestps	127(%rsp,%rcx,4), %xmm5
	vtestps	%fs:-128(%rbx), %xmm12
	vtestps	-1(%rip), %xmm5
	vtestps	(%r13,%rbx,4), %xmm5
	vtestps	%xmm3, %xmm10
	vtestps	%xmm2, %xmm15
	vtestps	%xmm9, %xmm12
	vtestps	%xmm2, %xmm6
	vucomisd	-129(%rsi), %xmm1
	vucomisd	2147483647, %xmm10
	vucomisd	(%r11,%r9,8), %xmm11
	vucomisd	2147483647(%r11), %xmm12
	vucomisd	%xmm14, %xmm8
	vucomisd	%xmm8, %xmm11
	vucomisd	%xmm10, %xmm13
	vucomisd	%xmm10, %xmm1
	vucomiss	128(%r14,%r11,2), %xmm10
	vucomiss	(%rdi), %xmm2
	vucomiss	-129(,%rax,8), %xmm1
	vucomiss	(%rdx,%r10,2), %xmm5
	vucomiss	%xmm4, %xmm15
	vucomiss	%xmm4, %xmm14
	vucomiss	%xmm14, %xmm3
	vucomiss	%xmm13, %xmm1
	vunpckhpd	(%r9,%r11), %ymm7, %ymm10
	vunpckhpd	%fs:128(%rbp), %ymm12, %ymm7
	vunpckhpd	1(%rcx,%r12,2), %ymm0, %ymm15
	vunpckhpd	-129(%rax), %ymm7, %ymm4
	vunpckhpd	%ymm1, %ymm0, %ymm6
	vunpckhpd	%ymm10, %ymm14, %ymm7
	vunpckhpd	%ymm2, %ymm13, %ymm13
	vunpckhpd	%ymm9, %ymm14, %ymm1
	vunpckhpd	-2147483648(%r10,%rbx,2), %xmm0, %xmm1
	vunpckhpd	%fs:2147483647(%r12), %xmm2, %xmm10
	vunpckhpd	%fs:-1(%r13), %xmm0, %xmm4
	vunpckhpd	128(%rip), %xmm6, %xmm14
	vunpckhpd	%xmm11, %xmm13, %xmm8
	vunpckhpd	%xmm14, %xmm0, %xmm9
	vunpckhpd	%xmm0, %xmm1, %xmm4
	vunpckhpd	%xmm6, %xmm3, %xmm8
	vunpckhps	2147483647(%rbp), %ymm11, %ymm13
	vunpckhps	(%rsp), %ymm14, %ymm0
	vunpckhps	-2147483648(%rdx), %ymm2, %ymm2
	vunpckhps	1(%rax), %ymm8, %ymm2
	vunpckhps	%ymm0, %ymm11, %ymm9
	vunpckhps	%ymm11, %ymm0, %ymm5
	vunpckhps	%ymm2, %ymm1, %ymm10
	vunpckhps	%ymm6, %ymm13, %ymm13
	vunpckhps	-1(%r12), %xmm11, %xmm1
	vunpckhps	-2147483648(%r14,%r14,4), %xmm13, %xmm0
	vunpckhps	0, %xmm4, %xmm7
	vunpckhps	127(%r11,%rdi,4), %xmm0, %xmm13
	vunpckhps	%xmm8, %xmm13, %xmm2
	vunpckhps	%xmm12, %xmm15, %xmm1
	vunpckhps	%xmm0, %xmm9, %xmm6
	vunpckhps	%xmm2, %xmm15, %xmm2
	vunpcklpd	2147483647(%r9,%r8), %ymm2, %ymm10
	vunpcklpd	-2147483648(%rbx), %ymm11, %ymm9
	vunpcklpd	-128, %ymm5, %ymm9
	vunpcklpd	%gs:2147483647(%r10,%rcx,4), %ymm3, %ymm0
	vunpcklpd	%ymm3, %ymm2, %ymm5
	vunpcklpd	%ymm14, %ymm2, %ymm7
	vunpcklpd	%ymm4, %ymm8, %ymm14
	vunpcklpd	%ymm2, %ymm5, %ymm5
	vunpcklpd	1(%rdx,%r14,8), %xmm11, %xmm6
	vunpcklpd	128(%r15,%rdx,2), %xmm5, %xmm7
	vunpcklpd	%fs:-129(,%rsi), %xmm2, %xmm8
	vunpcklpd	%gs:-2147483648, %xmm7, %xmm8
	vunpcklpd	%xmm1, %xmm15, %xmm6
	vunpcklpd	%xmm5, %xmm4, %xmm8
	vunpcklpd	%xmm14, %xmm2, %xmm15
	vunpcklpd	%xmm12, %xmm6, %xmm1
	vunpcklps	127(%r14,%r11), %ymm1, %ymm10
	vunpcklps	-1(,%r9,2), %ymm2, %ymm9
	vunpcklps	-128(%rsp), %ymm10, %ymm1
	vunpcklps	%fs:-1(%r14), %ymm2, %ymm15
	vunpcklps	%ymm9, %ymm3, %ymm7
	vunpcklps	%ymm4, %ymm13, %ymm9
	vunpcklps	%ymm4, %ymm15, %ymm14
	vunpcklps	%ymm0, %ymm0, %ymm14
	vunpcklps	%fs:128(%rip), %xmm9, %xmm5
	vunpcklps	(%rsi,%rsi), %xmm9, %xmm6
	vunpcklps	%fs:-1(%rsi), %xmm4, %xmm2
	vunpcklps	-2147483648(%r12,%r9,8), %xmm7, %xmm3
	vunpcklps	%xmm12, %xmm10, %xmm14
	vunpcklps	%xmm7, %xmm0, %xmm12
	vunpcklps	%xmm11, %xmm10, %xmm9
	vunpcklps	%xmm4, %xmm1, %xmm8
	vxorpd	-129(%rsp), %ymm12, %ymm10
	vxorpd	(%rcx,%rdi,2), %ymm3, %ymm9
	vxorpd	1(%r14,%rax,2), %ymm9, %ymm13
	vxorpd	-128(%r14), %ymm14, %ymm5
	vxorpd	%ymm0, %ymm8, %ymm6
	vxorpd	%ymm13, %ymm3, %ymm4
	vxorpd	%ymm13, %ymm7, %ymm9
	vxorpd	%ymm6, %ymm2, %ymm11
	vxorpd	%gs:1(%rcx,%rdx,8), %xmm9, %xmm4
	vxorpd	-129(%rax,%rcx,8), %xmm13, %xmm15
	vxorpd	128(%rsp,%r9,8), %xmm5, %xmm2
	vxorpd	%gs:127(%r8,%rbx,2), %xmm11, %xmm12
	vxorpd	%xmm1, %xmm11, %xmm1
	vxorpd	%xmm0, %xmm14, %xmm2
	vxorpd	%xmm13, %xmm7, %xmm10
	vxorpd	%xmm3, %xmm2, %xmm6
	vxorps	-1(%r14), %ymm11, %ymm7
	vxorps	128(%rbx), %ymm2, %ymm4
	vxorps	%fs:-129(%rax), %ymm7, %ymm2
	vxorps	%gs:-1(,%r13), %ymm4, %ymm14
	vxorps	%ymm8, %ymm1, %ymm15
	vxorps	%ymm13, %ymm8, %ymm6
	vxorps	%ymm12, %ymm11, %ymm4
	vxorps	%ymm2, %ymm15, %ymm14
	vxorps	2147483647(,%r8,8), %xmm8, %xmm2
	vxorps	-2147483648(%r10), %xmm9, %xmm6
	vxorps	1(%r10,%rax), %xmm13, %xmm4
	vxorps	127(%r8), %xmm14, %xmm2
	vxorps	%xmm10, %xmm3, %xmm3
	vxorps	%xmm1, %xmm1, %xmm11
	vxorps	%xmm5, %xmm8, %xmm1
	vxorps	%xmm3, %xmm13, %xmm8
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
	wrfsbasel	%ebp
	wrfsbasel	%r8d
	wrfsbasel	%edi
	wrfsbasel	%edx
	wrfsbaseq	%r11
	wrfsbaseq	%rax
	wrfsbaseq	%r14
	wrfsbaseq	%rsp
	wrgsbasel	%r11d
	wrgsbasel	%eax
	wrgsbasel	%ebp
	wrgsbasel	%r10d
	wrgsbaseq	%rsi
	wrgsbaseq	%r9
	wrgsbaseq	%rbx
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
	wrssd	%ebp, -2147483648(%r15,%r15)
	wrssd	%ebx, 1(%r10)
	wrssd	%eax, -2147483648(%r9,%r9,8)
	wrssd	%edi, 127(%r11)
	wrssq	%rcx, -129(%rbp)
	wrssq	%rbx, 2147483647(%r8,%r14,2)
	wrssq	%r15, %gs:128(%r14)
	wrssq	%rdi, -2147483648(%r9,%r13,2)
	wrussd	%esp, %gs:2147483647(%rsi,%rbp,8)
	wrussd	%ebx, -129
	wrussd	%r12d, %fs:-1(,%rbx,8)
	wrussd	%r15d, 128(%r8,%rax)
	wrussq	%r10, -2147483648(%rbx,%r10,4)
	wrussq	%rbp, -2147483648(%rdi,%r11,2)
	wrussq	%rbx, 1(%rsp,%r8,4)
	wrussq	%rdx, 127(%rbx,%r12)
	xabort	$69
	xabort	$255
	xabort	$255
	xabort	$0
	xacquire
	xacquire
	xacquire
	xacquire
	xaddw	%r14w, 128
	xaddw	%cx, 2147483647(%rcx,%r11)
	xaddw	%r13w, %gs:-1(%rcx,%r9)
	xaddw	%r13w, 2147483647(%r12)
	xaddw	%sp, %r8w
	xaddw	%dx, %bp
	xaddw	%r14w, %r9w
	xaddw	%r13w, %bx
	xaddl	%r14d, -129(%r15,%rcx,2)
	xaddl	%r8d, %gs:127(%r13)
	xaddl	%r10d, -2147483648(%rcx,%r8)
	xaddl	%r12d, 1(%r12)
	xaddl	%eax, %r8d
	xaddl	%r8d, %r9d
	xaddl	%r12d, %edi
	xaddl	%esp, %r11d
	xaddq	%r11, -129(%r12)
	xaddq	%r9, -1(%r13)
	xaddq	%rsp, %fs:(%rsi,%r10)
	xaddq	%rdx, (%rsi)
	xaddq	%r14, %r10
	xaddq	%rcx, %r10
	xaddq	%r15, %rsp
	xaddq	%r9, %rbx
	xaddb	%cl, %gs:-2147483648(%r14,%rbp,8)
	xaddb	%al, %fs:-1(%rbp,%r10,2)
	xaddb	%dl, -128(%rax,%rcx,2)
	xaddb	%dl, -1(%r10)
	xaddb	%cl, %spl
	xaddb	%r13b, %r9b
	xaddb	%r14b, %r8b
	xaddb	%r14b, %al
	fxam
	fxam
	fxam
	fxam
	xbegin	target
	xbegin	target-128
	xbegin	target+8
	xbegin	target+127
	xchgw	%r8w, %ax
	xchgw	%r13w, %ax
	xchgw	%cx, %ax
	xchgw	%ax, %ax
	xchgw	%r12w, 1
	xchgw	%di, 128(%rsp)
	xchgw	%bx, -1(%rsp)
	xchgw	%r12w, 1(%rsp)
	xchgw	%r13w, %dx
	xchgw	%r12w, %r12w
	xchgw	%r13w, %r10w
	xchgw	%r8w, %di
	xchgl	%r13d, %eax
	xchgl	%edi, %eax
	xchgl	%r15d, %eax
	xchgl	%r14d, %eax
	xchgl	%esi, (%r13,%rax,4)
	xchgl	%r9d, (%rax)
	xchgl	%r14d, (%r8)
	xchgl	%ebx, %gs:(%rdi,%r13,2)
	xchgl	%ecx, %r10d
	xchgl	%r11d, %ebp
	xchgl	%r12d, %ebx
	xchgl	%r11d, %r11d
	xchgq	%r9, %rax
	xchgq	%r10, %rax
	xchgq	%rdi, %rax
	xchgq	%rax, %rax
	xchgq	%r11, 2147483647(%rbp,%r13,2)
	xchgq	%r10, %fs:(%rcx)
	xchgq	%r9, %fs:2147483647(%r11,%rbp)
	xchgq	%r12, -129(%r8,%rbx,2)
	xchgq	%r11, %rsi
	xchgq	%r13, %rsp
	xchgq	%rsi, %r14
	xchgq	%r14, %r15
	xchgb	%bh, 127(%rcx)
	xchgb	%r14b, -2147483648(%rbp)
	xchgb	%r11b, 1(%r8)
	xchgb	%r13b, -129(%rdi,%rbp)
	xchgb	%r11b, %r13b
	xchgb	%r13b, %bl
	xchgb	%dl, %ah
	xchgb	%bh, %dh
	fxch	%st(2)
	fxch	%st(7)
	fxch	%st(3)
	fxch	%st(6)
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
	xorw	$65535, %ax
	xorw	$256, %ax
	xorw	$32767, %ax
	xorw	$-1, -2147483648(,%r8)
	xorw	$-13307, (%rsi)
	xorw	$-128, %gs:-129(%rsp,%rbx,2)
	xorw	$-32768, 128(%rsi)
	xorw	$-100, -1(%rdi)
	xorw	$26, -1(%r11,%rsi,4)
	xorw	$41, 127(%rdi,%rcx,2)
	xorw	$65, 128(%rdx,%r11,8)
	xorw	%sp, %fs:-2147483648(%rdx)
	xorw	%r14w, -129(%r9,%r12,4)
	xorw	%r11w, 127(%r15,%r14,4)
	xorw	%di, -128(%r15)
	xorw	$1, %r13w
	xorw	$15800, %dx
	xorw	$16628, %di
	xorw	$-7064, %r10w
	xorw	$33, %si
	xorw	$66, %r9w
	xorw	$79, %si
	xorw	$65408, %bp
	xorw	1(%rbx,%r9,8), %bp
	xorw	-1(%rsi), %r14w
	xorw	-129, %dx
	xorw	-128(%r8), %dx
	xorw	%bp, %bp
	xorw	%bx, %dx
	xorw	%r10w, %sp
	xorw	%r12w, %bx
	xorl	$-128, %eax
	xorl	$3414836792, %eax
	xorl	$127, %eax
	xorl	$4294967295, %eax
	xorl	$4294967295, %fs:128(%rdi,%r8,4)
	xorl	$127, %fs:128(%r12,%r9,2)
	xorl	$-2147483648, -2147483648(%rax,%rsi,8)
	xorl	$32767, %fs:-128(%rsp)
	xorl	$0, %fs:127(%r8,%r12)
	xorl	$2, -129(%r12,%rcx,4)
	xorl	$127, 2147483647(%r8)
	xorl	$0, -129(%rax)
	xorl	%r15d, %fs:127(%r8)
	xorl	%r15d, %gs:2147483647(%r13)
	xorl	%r13d, -2147483648(%r12,%r11,8)
	xorl	%eax, 127(%rbx)
	xorl	$2147483647, %eax
	xorl	$65535, %r13d
	xorl	$-1908528681, %r12d
	xorl	$-1, %edi
	xorl	$122, %r14d
	xorl	$127, %ebp
	xorl	$-128, %edi
	xorl	$92, %esi
	xorl	%gs:-1, %r14d
	xorl	%fs:-129(%rbp,%rbp,2), %edi
	xorl	128(,%rbx,8), %r10d
	xorl	-129, %r14d
	xorl	%esp, %edi
	xorl	%eax, %r11d
	xorl	%esi, %ecx
	xorl	%r10d, %r14d
	xorq	$128, %rax
	xorq	$-2147483648, %rax
	xorq	$2147483647, %rax
	xorq	$65535, %rax
	xorq	$-1, -1(%rdx,%r9,2)
	xorq	$2114883399, 128(%r15)
	xorq	$2147483647, 2147483647(%rbp)
	xorq	$127, -1(%r12)
	xorq	$127, %fs:-1(%r13,%r11,2)
	xorq	$0, 128(%r13,%rdx,2)
	xorq	$-112, (%r11,%r14,8)
	xorq	$87, 127(%rdi,%r13,2)
	xorq	%rsp, -2147483648(%rax)
	xorq	%rsi, -2147483648(%rsp,%rcx,4)
	xorq	%rdi, %fs:127(%rbx,%rdx,8)
	xorq	%rsp, -1(%rbp,%r8,2)
	xorq	$943100559, %rsp
	xorq	$809427352, %rbx
	xorq	$2147483647, %rsp
	xorq	$-1268809197, %r8
	xorq	$0, %r13
	xorq	$110, %rbp
	xorq	$127, %r11
	xorq	$-23, %rdx
	xorq	-129(%r12), %rdx
	xorq	2147483647(%r10,%rdi), %rax
	xorq	-129(%rax), %rcx
	xorq	-129(%rbp), %r9
	xorq	%r15, %rsi
	xorq	%rcx, %rbp
	xorq	%r11, %rdi
	xorq	%r13, %r12
	xorb	$-59, %al
	xorb	$247, %al
	xorb	$189, %al
	xorb	$89, %al
	xorb	$200, 2147483647(%rax)
	xorb	$-128, %fs:(%rsp)
	xorb	$255, -129(%rip)
	xorb	$-128, %gs:-1(%rsi)
	xorb	%cl, -128(%rsi,%rsi,2)
	xorb	%bl, %gs:127
	xorb	%r12b, %gs:-129(%r15)
	xorb	%ch, %fs:-128(%rbx,%rdi,8)
	xorb	$-63, %bh
	xorb	$-102, %r8b
	xorb	$-128, %bl
	xorb	$103, %dil
	xorb	1(%r8,%r10,8), %r13b
	xorb	-2147483648(%r10,%rsi,2), %dl
	xorb	%fs:-129(%r11,%rcx), %r12b
	xorb	0, %ch
	xorb	%bpl, %r14b
	xorb	%bpl, %bl
	xorb	%ah, %bl
	xorb	%r14b, %spl
	xorpd	%fs:-129(%rdx), %xmm9
	xorpd	2147483647(%rsp,%r10,8), %xmm2
	xorpd	(%r15,%r11), %xmm14
	xorpd	-128(%rax), %xmm5
	xorpd	%xmm14, %xmm15
	xorpd	%xmm15, %xmm0
	xorpd	%xmm15, %xmm2
	xorpd	%xmm14, %xmm1
	xorps	-128(%rbp,%r8,2), %xmm8
	xorps	-1(%rip), %xmm8
	xorps	128(%r11), %xmm8
	xorps	(%rdx,%rsi,2), %xmm5
	xorps	%xmm0, %xmm12
	xorps	%xmm11, %xmm0
	xorps	%xmm1, %xmm8
	xorps	%xmm12, %xmm8
	xrelease
	xrelease
	xrelease
	xrelease
	xresldtrk
	xresldtrk
	xresldtrk
	xresldtrk
	xrstor	%gs:(%r9,%r12,2)
	xrstor	%gs:128(%rsi,%r12,8)
	xrstor	(%rcx)
	xrstor	128(%rdi,%r9,4)
	xrstor64	128(,%r14,8)
	xrstor64	-129(%rip)
	xrstor64	1(%r12,%r12,8)
	xrstor64	-2147483648(%r15,%r11)
	xrstors	-1(%rcx)
	xrstors	2147483647(%r15)
	xrstors	%fs:1(%rdx)
	xrstors	%fs:-2147483648(%r10,%rdx)
	xrstors64	-129(%r12,%rdx,8)
	xrstors64	128(%r13,%r14,8)
	xrstors64	-128(%rsi)
	xrstors64	%gs:-2147483648(%rcx)
	xsave	-129(%r14,%r11)
	xsave	-1(%rip)
	xsave	2147483647(%r9,%rax)
	xsave	2147483647(%rax,%rbp,8)
	xsave64	%gs:-1(%rsi)
	xsave64	-2147483648(%r15,%r9)
	xsave64	%fs:-1(%r11,%r10,2)
	xsave64	-1
	xsavec	-1(%r9,%rdi,8)
	xsavec	2147483647(%r10)
	xsavec	127(%rbx)
	xsavec	(%r9)
	xsavec64	-1(%rdx,%r11,8)
	xsavec64	%gs:1(%r10)
	xsavec64	128(%r11)
	xsavec64	-128(%r12,%r10)
	xsaveopt	(%rsp,%rbp,4)
	xsaveopt	127(%r12,%r14)
	xsaveopt	%fs:-128(%rax)
	xsaveopt	-128(%rsp)
	xsaveopt64	-1(%rdi)
	xsaveopt64	-2147483648(%r11)
	xsaveopt64	%gs:-129(,%r10)
	xsaveopt64	-128(%r12)
	xsaves	128(%rax,%rax,4)
	xsaves	-2147483648(%rbp)
	xsaves	127(%r11,%rbp,2)
	xsaves	1(%rdx)
	xsaves64	127(%rcx,%r9,8)
	xsaves64	128(%rbx,%r14,2)
	xsaves64	-2147483648(%rip)
	xsaves64	2147483647(%r13,%r14,4)
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
