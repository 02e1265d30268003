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
	cmpbexadd	%r10d, %r9d, %fs:-1(%rdi,%r14,4)
	cmpbexadd	%esp, %r12d, %fs:-2147483648(%r14,%r13,4)
	cmpbexadd	%r11d, %r10d, -128(%r14)
	cmpbexadd	%r13d, %ebx, 1(%r8,%r10,8)
	cmpbexadd	%r8, %r13, -129(%r11)
	cmpbexadd	%r9, %r14, (%r14,%r13,2)
	cmpbexadd	%rax, %rdi, -128(%r8)
	cmpbexadd	%rsi, %rax, 127(%rip)
	cmpbxadd	%r11d, %eax, 2147483647(%rdi,%r9,8)
	cmpbxadd	%r10d, %r13d, 1(%rcx)
	cmpbxadd	%edx, %esi, %fs:-129(%rbx,%rdi,2)
	cmpbxadd	%ecx, %ecx, -1(%rdi,%rbp,2)
	cmpbxadd	%rsp, %rbp, 128(%r9)
	cmpbxadd	%r10, %rbp, 1(%rsi)
	cmpbxadd	%rdi, %rax, %gs:127(%r9,%rax,4)
	cmpbxadd	%r12, %r15, -128(%rbx,%rbx,8)
	cmplexadd	%r8d, %edx, 127(%rdi,%rbp,2)
	cmplexadd	%r14d, %r9d, 1(%r13)
	cmplexadd	%edx, %esi, -129(%r12)
	cmplexadd	%r12d, %r11d, %fs:128
	cmplexadd	%r12, %r15, -128(%r13)
	cmplexadd	%r9, %rcx, (%rdx)
	cmplexadd	%r8, %rax, -128
	cmplexadd	%r9, %r11, %gs:(%r9)
	cmplxadd	%ecx, %edx, 1(%rbx,%r15)
	cmplxadd	%r10d, %r8d, 1(%rbp,%rax)
	cmplxadd	%r8d, %r8d, %gs:-1(,%r12)
	cmplxadd	%r11d, %r9d, 128(,%rdi)
	cmplxadd	%rdi, %rsi, %fs:-128(%r14)
	cmplxadd	%rsi, %rdi, -2147483648(%r10)
	cmplxadd	%r12, %r13, %gs:2147483647(%r13,%rcx,2)
	cmplxadd	%r10, %r9, %fs:-129(%r9)
	cmpnbexadd	%edi, %ecx, -1(%rcx,%r8,4)
	cmpnbexadd	%ebx, %edi, -1(%r10)
	cmpnbexadd	%esi, %ebp, 1(%r13,%r15,8)
	cmpnbexadd	%ebp, %eax, %fs:-2147483648(%r15)
	cmpnbexadd	%r11, %r14, %gs:-129(%rbx)
	cmpnbexadd	%r15, %rsi, -128(%r9,%rcx,8)
	cmpnbexadd	%r12, %rdi, 2147483647(%r10)
	cmpnbexadd	%rdi, %rdi, -2147483648(%rcx)
	cmpnbxadd	%r12d, %r14d, 128(%r14)
	cmpnbxadd	%r12d, %r14d, -1(%r14)
	cmpnbxadd	%r14d, %r11d, %fs:-1(%r14)
	cmpnbxadd	%r14d, %eax, 2147483647(%rdi)
	cmpnbxadd	%rcx, %rsp, -1(%rsp)
	cmpnbxadd	%r8, %r9, (%rax,%r12,2)
	cmpnbxadd	%rdi, %rcx, 127(%rip)
	cmpnbxadd	%rbx, %r15, 128(%r14)
	cmpnlexadd	%eax, %esi, %gs:127(,%rdi,4)
	cmpnlexadd	%eax, %esp, %gs:-129(%rbp)
	cmpnlexadd	%eax, %edx, (%rdx,%rbx,4)
	cmpnlexadd	%r11d, %edi, %fs:0
	cmpnlexadd	%r12, %r14, -129(%rsp)
	cmpnlexadd	%r15, %r15, -2147483648(%r13,%r11,4)
	cmpnlexadd	%r9, %r10, 1(%rdi)
	cmpnlexadd	%r14, %r13, -2147483648(%r15)
	cmpnlxadd	%ebx, %esp, %fs:-128(%rbp,%rsi,2)
	cmpnlxadd	%eax, %r15d, %gs:1(%rbx,%rdx)
	cmpnlxadd	%ebx, %esi, %fs:2147483647(%r11)
	cmpnlxadd	%edx, %edi, 2147483647(%r15,%r9,8)
	cmpnlxadd	%r8, %r13, 128(%rsi,%rsi,8)
	cmpnlxadd	%r14, %rdi, -128(%r12,%r13,2)
	cmpnlxadd	%rsi, %r10, -128(%rbp,%rbx,4)
	cmpnlxadd	%r12, %rax, 0
	cmpnoxadd	%eax, %ecx, %fs:-2147483648(%r8,%r13,2)
	cmpnoxadd	%esp, %edx, -1(%rbx,%r10,4)
	cmpnoxadd	%eax, %ecx, %fs:-128(,%r13,8)
	cmpnoxadd	%ecx, %r15d, 1(%rdx)
	cmpnoxadd	%rsi, %r14, -129(%rsi,%r9)
	cmpnoxadd	%rsp, %r10, (%r12)
	cmpnoxadd	%r12, %rsp, -128(%r11)
	cmpnoxadd	%rbx, %rbx, %fs:-128(%rbp)
	cmpnpxadd	%r8d, %r8d, -129(%r13,%rdi,4)
	cmpnpxadd	%esp, %esi, -2147483648(%r13,%rbx,2)
	cmpnpxadd	%ecx, %ebp, %gs:(%r9)
	cmpnpxadd	%r9d, %esi, 127(%rsi,%rbp,8)
	cmpnpxadd	%r8, %rsi, -128(%rsp)
	cmpnpxadd	%r14, %r8, -1(%r12)
	cmpnpxadd	%rdi, %r14, (%rbx)
	cmpnpxadd	%r10, %rcx, -2147483648(%rcx)
	cmpnsxadd	%eax, %ecx, %gs:2147483647(,%r13)
	cmpnsxadd	%r10d, %ebp, -2147483648(%r13)
	cmpnsxadd	%ebx, %r15d, %fs:-1(,%r15,8)
	cmpnsxadd	%esi, %r13d, 2147483647(%r12)
	cmpnsxadd	%r11, %rsi, %gs:-128(%rsi)
	cmpnsxadd	%r9, %rdi, (%r11,%rdx,2)
	cmpnsxadd	%r13, %rax, 127(%r8)
	cmpnsxadd	%rbp, %r15, -128(%rcx,%rsi,8)
	cmpnzxadd	%r12d, %edx, %fs:-1(%rcx,%rax,4)
	cmpnzxadd	%r14d, %r10d, 1(%r12,%r8,4)
	cmpnzxadd	%r9d, %r9d, %gs:0
	cmpnzxadd	%r15d, %edx, %fs:128(%r9,%rax,4)
	cmpnzxadd	%r8, %r14, 2147483647(%r13)
	cmpnzxadd	%r13, %r11, 1(,%r14,4)
	cmpnzxadd	%r13, %r9, 1(,%rcx,2)
	cmpnzxadd	%rax, %rdi, 127
	cmpoxadd	%ecx, %r10d, 128(%rbp)
	cmpoxadd	%r11d, %ecx, %gs:127(%rip)
	cmpoxadd	%ebx, %ebp, 127(%r13,%r13,8)
	cmpoxadd	%r8d, %esp, -128(%rsi,%r10,8)
	cmpoxadd	%rbp, %rdi, (%r15)
	cmpoxadd	%rcx, %r10, -129(%rdx)
	cmpoxadd	%r12, %rsi, -1(%rbx,%r10,2)
	cmpoxadd	%rsp, %rbp, -2147483648(%rcx,%r13,4)
	cmpnltpd	%gs:2147483647(%r8,%r12), %xmm12
	cmpunordpd	-128(%r10,%rax,8), %xmm15
	cmpnltpd	%gs:-1(%rax,%r15,4), %xmm9
	cmppd	$251, 128(,%rcx,2), %xmm10
	cmppd	$133, %xmm3, %xmm3
	cmpnltpd	%xmm13, %xmm10
	cmpltpd	%xmm12, %xmm4
	cmppd	$255, %xmm3, %xmm8
	cmpps	$255, %gs:(%rbx,%rcx,2), %xmm0
	cmpunordps	%fs:-1(%rbx), %xmm5
	cmpltps	%fs:2147483647(%r8), %xmm10
	cmpps	$255, (%r14,%r14,4), %xmm6
	cmpps	$121, %xmm10, %xmm5
	cmpps	$189, %xmm15, %xmm12
	cmpeqps	%xmm10, %xmm2
	cmpps	$255, %xmm13, %xmm8
	cmppxadd	%r15d, %esp, -129(%rdx)
	cmppxadd	%ebx, %edx, 127(%r15,%rdx)
	cmppxadd	%edx, %r11d, -2147483648(%rip)
	cmppxadd	%edx, %eax, %gs:0
	cmppxadd	%r11, %rcx, (%rbx,%rdi,2)
	cmppxadd	%rax, %rbp, %gs:-129(%r15)
	cmppxadd	%rdx, %r10, 127(%rdi,%r12,2)
	cmppxadd	%rdx, %rax, 127(%rsi,%rdx,8)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), %cs:(%rsi)
	cmpsb	%es:(%edi), (%esi)
	cmpsb	%es:(%edi), %es:(%esi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpnlesd	%fs:128(%rsi), %xmm11
	cmpsd	$128, 127(,%rdi,8), %xmm10
	cmpsd	$255, %gs:-1(%rsp,%rax), %xmm4
	cmpsd	$198, -2147483648(%rsp,%r9,2), %xmm0
	cmpsd	$160, %xmm8, %xmm3
	cmpsd	$168, %xmm1, %xmm14
	cmpsd	$142, %xmm12, %xmm4
	cmpsd	$133, %xmm15, %xmm13
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%edi), (%esi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%edi), %cs:(%esi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%edi), (%esi)
	cmpsq	%es:(%edi), (%esi)
	cmpss	$235, 128(%rip), %xmm9
	cmpeqss	-129(%r8,%r15), %xmm11
	cmpordss	(%rdi), %xmm5
	cmpss	$128, 2147483647(%rbp,%rcx,2), %xmm15
	cmpltss	%xmm13, %xmm7
	cmpss	$237, %xmm7, %xmm0
	cmpunordss	%xmm5, %xmm5
	cmpss	$53, %xmm11, %xmm4
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), %cs:(%rsi)
	cmpsw	%es:(%edi), (%esi)
	cmpsw	%es:(%edi), (%esi)
	cmpsw	%es:(%edi), %fs:(%esi)
	cmpsxadd	%eax, %r10d, (%r14,%r14,4)
	cmpsxadd	%r14d, %r15d, -128(%rcx,%rdi,4)
	cmpsxadd	%r14d, %ebp, -2147483648(%rbp)
	cmpsxadd	%edi, %r15d, 127(%r15)
	cmpsxadd	%r11, %rsi, -128(%r11)
	cmpsxadd	%r11, %rax, -129(%rbx,%r10,2)
	cmpsxadd	%rsi, %r13, -2147483648(%rdi)
	cmpsxadd	%r14, %rcx, -128
	cmpxchg16b	-128(%rax)
	cmpxchg16b	(%rbx)
	cmpxchg16b	-1(%r14)
	cmpxchg16b	-1(%r9)
	cmpxchgw	%r15w, -2147483648(%rax)
	cmpxchgw	%r14w, %fs:127(%r15,%r11)
	cmpxchgw	%dx, -1(%rip)
	cmpxchgw	%bx, 2147483647(%r9,%rsi)
	cmpxchgw	%dx, %si
	cmpxchgw	%r13w, %bp
	cmpxchgw	%r11w, %cx
	cmpxchgw	%r14w, %bx
	cmpxchgl	%r13d, -1(%r8,%rax,8)
	cmpxchgl	%r9d, 128(%r9)
	cmpxchgl	%ebx, 128(%rip)
	cmpxchgl	%r9d, -128(%rbx,%r15,8)
	cmpxchgl	%eax, %edi
	cmpxchgl	%r13d, %r14d
	cmpxchgl	%r9d, %r13d
	cmpxchgl	%eax, %r15d
	cmpxchgq	%rdi, -2147483648(%r11,%rax,2)
	cmpxchgq	%rbx, (%rcx,%rdx)
	cmpxchgq	%rcx, 1(%r8)
	cmpxchgq	%r15, 2147483647(%rsp,%r11,2)
	cmpxchgq	%rax, %rsp
	cmpxchgq	%rsi, %rcx
	cmpxchgq	%rsi, %rdx
	cmpxchgq	%r11, %rcx
	cmpxchg8b	-1(,%rbp)
	cmpxchg8b	-129(%rcx,%rsi,2)
	cmpxchg8b	128(%r14)
	cmpxchg8b	1(%rbp,%rdx)
	cmpxchgb	%dil, %fs:-128(%rsp)
	cmpxchgb	%ch, 128(%rsi)
	cmpxchgb	%r9b, -1(,%rbx,4)
	cmpxchgb	%r9b, %fs:-1(%r10)
	cmpxchgb	%dil, %r10b
	cmpxchgb	%spl, %r12b
	cmpxchgb	%dl, %sil
	cmpxchgb	%r13b, %sil
	cmpzxadd	%r12d, %edi, 128(%rcx,%rdi)
	cmpzxadd	%r9d, %eax, (%r8)
	cmpzxadd	%edi, %ebp, -1(%rax,%rsi,2)
	cmpzxadd	%r10d, %r10d, 2147483647(%rip)
	cmpzxadd	%r12, %rbp, -1(%r9)
	cmpzxadd	%r13, %rax, -2147483648(%rbp)
	cmpzxadd	%r10, %rax, -1(%r15,%rbx)
	cmpzxadd	%r15, %r15, 127(%r9,%rdi,8)
	comisd	128(%r9,%rsi,2), %xmm9
	comisd	127(%r13,%rsi,8), %xmm8
	comisd	%fs:(%r15), %xmm1
	comisd	%fs:(%r14), %xmm1
	comisd	%xmm8, %xmm1
	comisd	%xmm10, %xmm6
	comisd	%xmm2, %xmm4
	comisd	%xmm3, %xmm0
	comiss	-2147483648(%r8,%r15), %xmm15
	comiss	128(%rsp,%rsi,4), %xmm14
	comiss	%fs:-2147483648(%rdx), %xmm10
	comiss	1(%r15,%r9,8), %xmm10
	comiss	%xmm9, %xmm5
	comiss	%xmm9, %xmm6
	comiss	%xmm2, %xmm2
	comiss	%xmm10, %xmm3
	fcomp	%st(4)
	fcomp	%st(0)
	fcomp	%st(6)
	fcomp	%st(5)
	fcompi	%st(7), %st
	fcompi	%st(2), %st
	fcompi	%st(0), %st
	fcompi	%st(5), %st
	fcomi	%st(7), %st
	fcomi	%st(0), %st
	fcomi	%st(7), %st
	fcomi	%st(2), %st
	fcom	%st(4)
	fcom	%st(4)
	fcom	%st(7)
	fcom	%st(4)
	cpuid
	cpuid
	cpuid
	cpuid
	cqto
	cqto
	cqto
	cqto
	crc32w	1(,%rdi,4), %ebx
	crc32w	-1(%rbp), %ebp
	crc32w	-2147483648(%rdi), %r9d
	crc32w	-128(%rsp), %r11d
	crc32l	-2147483648(%r9), %edx
	crc32l	%gs:-128(,%r9), %r9d
	crc32l	%gs:-129(%r10,%r13,8), %r8d
	crc32l	128(%rsi,%rbx,8), %r12d
	crc32b	-128(,%r15,4), %r10d
	crc32b	-1(%r12), %edx
	crc32b	128(%rdx,%r9,8), %r13d
	crc32b	127(%rbp), %esp
	crc32w	%r13w, %ebp
	crc32w	%r8w, %ebp
	crc32w	%r13w, %edx
	crc32w	%cx, %r12d
	crc32l	%eax, %r13d
	crc32l	%r14d, %r13d
	crc32l	%esi, %r11d
	crc32l	%r8d, %r10d
	crc32b	%sil, %r10d
	crc32b	%r11b, %r11d
	crc32b	%al, %eax
	crc32b	%ch, %ebx
	crc32q	-1(%rbx,%rax,2), %r13
	crc32q	2147483647(,%r11,8), %rsp
	crc32q	%gs:-128(%r10), %rsp
	crc32q	-128(%rdx,%rax,2), %rsi
	crc32b	128(,%r8,4), %rsp
	crc32b	128(%r15), %r15
	crc32b	(%rbp,%rcx,8), %rdx
	crc32b	%fs:2147483647(%rdi,%r9,8), %rbx
	crc32q	%rdx, %r11
	crc32q	%r10, %rsp
	crc32q	%r10, %r12
	crc32q	%r8, %r8
	crc32b	%bpl, %r12
	crc32b	%bl, %r10
	crc32b	%dl, %r14
	crc32b	%dl, %rcx
	cs
	cs
	cs
	cs
	cvtdq2pd	-129(%r12), %xmm4
	cvtdq2pd	128(%r9,%r13,8), %xmm0
	cvtdq2pd	127(%rdi,%rbx,4), %xmm15
	cvtdq2pd	(%r13,%r15,4), %xmm13
	cvtdq2pd	%xmm10, %xmm3
	cvtdq2pd	%xmm8, %xmm11
	cvtdq2pd	%xmm14, %xmm0
	cvtdq2pd	%xmm13, %xmm7
	cvtdq2ps	%gs:1(%rdi,%r11,2), %xmm11
	cvtdq2ps	(%rax,%rsi,4), %xmm15
	cvtdq2ps	-1(%rdx), %xmm10
	cvtdq2ps	-129(%r15), %xmm6
	cvtdq2ps	%xmm13, %xmm8
	cvtdq2ps	%xmm4, %xmm5
	cvtdq2ps	%xmm3, %xmm5
	cvtdq2ps	%xmm14, %xmm5
	cvtpd2dq	-1(%r11,%rax), %xmm14
	cvtpd2dq	-1(,%rbp,2), %xmm9
	cvtpd2dq	%gs:-2147483648(%r8,%r15,4), %xmm3
	cvtpd2dq	%fs:-128(%r15,%rax,8), %xmm8
	cvtpd2dq	%xmm3, %xmm6
	cvtpd2dq	%xmm1, %xmm11
	cvtpd2dq	%xmm8, %xmm11
	cvtpd2dq	%xmm4, %xmm1
	cvtpd2ps	%fs:2147483647(%rsi), %xmm2
	cvtpd2ps	-1(,%rbx,8), %xmm4
	cvtpd2ps	1(%r10), %xmm10
	cvtpd2ps	-2147483648(%r11,%rsi,8), %xmm9
	cvtpd2ps	%xmm14, %xmm4
	cvtpd2ps	%xmm2, %xmm2
	cvtpd2ps	%xmm11, %xmm9
	cvtpd2ps	%xmm1, %xmm5
	cvtps2dq	-129(%rip), %xmm1
	cvtps2dq	-128(%r14,%r9,8), %xmm12
	cvtps2dq	-128(%r15,%r15,4), %xmm2
	cvtps2dq	2147483647(%rax,%rbx,2), %xmm13
	cvtps2dq	%xmm10, %xmm1
	cvtps2dq	%xmm13, %xmm14
	cvtps2dq	%xmm8, %xmm7
	cvtps2dq	%xmm8, %xmm10
	cvtps2pd	%fs:-128(%r9,%rcx), %xmm1
	cvtps2pd	-128(%r13,%r15,8), %xmm1
	cvtps2pd	%gs:127(%r10), %xmm0
	cvtps2pd	127(%r10), %xmm1
	cvtps2pd	%xmm14, %xmm6
	cvtps2pd	%xmm8, %xmm11
	cvtps2pd	%xmm7, %xmm12
	cvtps2pd	%xmm11, %xmm7
	cvtsd2si	1(%r10,%r8,2), %r15
	cvtsd2si	-129(%rip), %rbp
	cvtsd2si	-128(%rip), %r10
	cvtsd2si	-2147483648(%rbp,%r8), %rbp
	cvtsd2si	%xmm12, %rdx
	cvtsd2si	%xmm5, %r8
	cvtsd2si	%xmm0, %r12
	cvtsd2si	%xmm2, %rdx
	cvtsd2si	-129(%rdx,%rsi), %eax
	cvtsd2si	1(%r9,%r12,4), %r9d
	cvtsd2si	1(%rbx,%rsi,8), %esp
	cvtsd2si	%gs:128(%rip), %r9d
	cvtsd2si	%xmm6, %ebp
	cvtsd2si	%xmm4, %r14d
	cvtsd2si	%xmm3, %edx
	cvtsd2si	%xmm5, %ebx
	cvtsd2ss	2147483647(%r9), %xmm2
	cvtsd2ss	-128(,%r15,4), %xmm3
	cvtsd2ss	127(%rdi,%rax), %xmm6
	cvtsd2ss	128(%r8,%rax), %xmm9
	cvtsd2ss	%xmm11, %xmm13
	cvtsd2ss	%xmm15, %xmm0
	cvtsd2ss	%xmm1, %xmm15
	cvtsd2ss	%xmm12, %xmm11
	cvtsi2sdl	-1(%rbx,%r13), %xmm1
	cvtsi2sdl	1(%rsi,%rsi,8), %xmm4
	cvtsi2sdl	1(%rbp,%r13,8), %xmm12
	cvtsi2sdl	%gs:-1(%rsi,%r8), %xmm0
	cvtsi2sd	%edx, %xmm2
	cvtsi2sd	%ebx, %xmm0
	cvtsi2sd	%esp, %xmm2
	cvtsi2sd	%r9d, %xmm11
	cvtsi2ssl	(%r10,%rcx,4), %xmm9
	cvtsi2ssl	2147483647(%rip), %xmm12
	cvtsi2ssl	2147483647(%r13), %xmm7
	cvtsi2ssl	128(%r12,%rbx,8), %xmm14
	cvtsi2ss	%ebx, %xmm11
	cvtsi2ss	%r9d, %xmm3
	cvtsi2ss	%esi, %xmm3
	cvtsi2ss	%r11d, %xmm7
	cvtsi2sdq	(%rdx), %xmm9
	cvtsi2sdq	-129(%r10,%r13,2), %xmm4
	cvtsi2sdq	%gs:-2147483648(,%rax), %xmm13
	cvtsi2sdq	1(%r14), %xmm2
	cvtsi2sd	%rsp, %xmm12
	cvtsi2sd	%rdx, %xmm15
	cvtsi2sd	%r15, %xmm12
	cvtsi2sd	%rdx, %xmm8
	cvtsi2ssq	1(%r11,%rsi,8), %xmm7
	cvtsi2ssq	%fs:(%rip), %xmm2
	cvtsi2ssq	%gs:-2147483648(%r8,%r10,8), %xmm0
	cvtsi2ssq	2147483647(%r13), %xmm11
	cvtsi2ss	%r15, %xmm11
	cvtsi2ss	%r8, %xmm5
	cvtsi2ss	%r9, %xmm3
	cvtsi2ss	%r15, %xmm3
	cvtss2sd	127(%rsi), %xmm1
	cvtss2sd	127(,%r15), %xmm14
	cvtss2sd	127, %xmm11
	cvtss2sd	%fs:1(%r15), %xmm11
	cvtss2sd	%xmm11, %xmm2
	cvtss2sd	%xmm8, %xmm13
	cvtss2sd	%xmm6, %xmm11
	cvtss2sd	%xmm2, %xmm4
	cvtss2si	1(%rsp), %r10
	cvtss2si	-1(%r14), %rsi
	cvtss2si	1(%rbp), %rbx
	cvtss2si	-129(%rbp,%r9), %r11
	cvtss2si	%xmm14, %rsi
	cvtss2si	%xmm1, %rax
	cvtss2si	%xmm13, %r14
	cvtss2si	%xmm14, %r14
	cvtss2si	%fs:-2147483648(%rax,%r15,2), %r10d
	cvtss2si	%fs:-1(%rsi), %r13d
	cvtss2si	2147483647(%rbp), %ebp
	cvtss2si	-1(%rbp,%rbx,8), %r13d
	cvtss2si	%xmm15, %r12d
	cvtss2si	%xmm9, %r8d
	cvtss2si	%xmm10, %r10d
	cvtss2si	%xmm3, %r14d
	cvttpd2dq	(%r12,%r13,2), %xmm2
	cvttpd2dq	%gs:-128(%rbx,%r13,4), %xmm5
	cvttpd2dq	%fs:127(%r13,%rcx,8), %xmm10
	cvttpd2dq	1(%r12), %xmm9
	cvttpd2dq	%xmm0, %xmm11
	cvttpd2dq	%xmm13, %xmm1
	cvttpd2dq	%xmm12, %xmm13
	cvttpd2dq	%xmm11, %xmm10
	cvttps2dq	-129(%rbx), %xmm2
	cvttps2dq	1(%rbx), %xmm6
	cvttps2dq	-1(%rdi), %xmm12
	cvttps2dq	%gs:128(%r12,%rbp,2), %xmm4
	cvttps2dq	%xmm13, %xmm8
	cvttps2dq	%xmm15, %xmm3
	cvttps2dq	%xmm4, %xmm6
	cvttps2dq	%xmm5, %xmm0
	cvttsd2si	-2147483648(%rdx,%r10,2), %rsi
	cvttsd2si	2147483647(%rbx), %r12
	cvttsd2si	%gs:2147483647(%r9), %r10
	cvttsd2si	%gs:(%rsi), %r10
	cvttsd2si	%xmm4, %rax
	cvttsd2si	%xmm1, %r8
	cvttsd2si	%xmm8, %rsi
	cvttsd2si	%xmm3, %rsp
	cvttsd2si	-2147483648(%r12), %r10d
	cvttsd2si	(%rbx,%r10,8), %r12d
	cvttsd2si	2147483647(%rax), %r8d
	cvttsd2si	-129(%r13), %esi
	cvttsd2si	%xmm12, %ebp
	cvttsd2si	%xmm14, %r15d
	cvttsd2si	%xmm7, %r14d
	cvttsd2si	%xmm10, %edi
	cvttss2si	%fs:-128, %r8
	cvttss2si	-129(%r10), %r9
	cvttss2si	-1(%r10), %rdi
	cvttss2si	127(%rbx), %r15
	cvttss2si	%xmm1, %r9
	cvttss2si	%xmm15, %rax
	cvttss2si	%xmm8, %r14
	cvttss2si	%xmm5, %rbp
	cvttss2si	-129(%r13,%rsi,4), %r15d
	cvttss2si	(%r10), %esi
	cvttss2si	1(%r13), %eax
	cvttss2si	-2147483648(%rbx), %r10d
	cvttss2si	%xmm2, %ecx
	cvttss2si	%xmm2, %edx
	cvttss2si	%xmm11, %r11d
	cvttss2si	%xmm7, %r8d
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
	decw	%gs:-1(%rsi,%r14,8)
	decw	128(%r14,%r13)
	decw	0
	decw	2147483647(%r12)
	decw	%r13w
	decw	%r9w
	decw	%si
	decw	%r10w
	decl	%gs:-129(%r10)
	decl	128(%r11,%r14,4)
	decl	(%r9)
	decl	-1(%rsp,%rbx,4)
	decl	%esp
	decl	%edx
	decl	%edi
	decl	%r10d
	decq	-129(%r12,%r11)
	decq	127(%r15)
	decq	-129(,%r8,8)
	decq	-129(%rsi,%r9,8)
	decq	%r15
	decq	%rsp
	decq	%r11
	decq	%rcx
	decb	(%rbx,%rdi,2)
	decb	2147483647(%r11)
	decb	-2147483648(%rax,%r14,8)
	decb	-1(%rsp,%r13,8)
	decb	%bpl
	decb	%sil
	decb	%ah
	decb	%dil
	divw	%fs:-129(%rip)
	divw	127(%r10)
	divw	%gs:-1(%rdi)
	divw	128(%rax)
	divw	%r12w
	divw	%sp
	divw	%r15w
	divw	%bx
	divl	1(%r12)
	divl	2147483647(%rsp,%rdi)
	divl	(%r9)
	divl	-2147483648(%r12,%r10,8)
	divl	%eax
	divl	%r15d
	divl	%r9d
	divl	%esp
	divq	%fs:2147483647(%rip)
	divq	1(%r10,%r8,8)
	divq	127(%r14)
	divq	2147483647(%r8,%r12,8)
	divq	%rsi
	divq	%r13
	divq	%r13
	divq	%rdx
	divb	-1(%r13)
	divb	2147483647(%r10,%r10,2)
	divb	%gs:2147483647(,%r10,8)
	divb	-129(%r10)
	divb	%spl
	divb	%dh
	divb	%r14b
	divb	%r11b
	divpd	%gs:-129(%rdi,%rbp,8), %xmm15
	divpd	127(,%r14,4), %xmm8
	divpd	2147483647(%r12,%rbp), %xmm9
	divpd	-129(%rsi), %xmm6
	divpd	%xmm8, %xmm0
	divpd	%xmm0, %xmm3
	divpd	%xmm4, %xmm1
	divpd	%xmm8, %xmm13
	divps	(%r13,%rdi,4), %xmm5
	divps	%gs:-129(%r10,%rsi,8), %xmm4
	divps	%fs:-128(%r15,%r15,8), %xmm13
	divps	127(%r13,%rdx,4), %xmm12
	divps	%xmm6, %xmm12
	divps	%xmm14, %xmm12
	divps	%xmm10, %xmm4
	divps	%xmm1, %xmm15
	fdivrs	1(%r14,%r14,2)
	fdivrs	-128(%rax,%rsi,4)
	fdivrs	1(%rdi)
	fdivrs	127(%rsi,%rbx)
	fdivrl	128(%r9)
	fdivrl	-2147483648(%rip)
	fdivrl	-128
	fdivrl	-128
	fidivrs	%fs:2147483647
	fidivrs	%fs:-128(%r9,%r14,4)
	fidivrs	%gs:128(%r10)
	fidivrs	127(%r14,%rsi,2)
	fidivrl	2147483647(%rsp,%rsi,8)
	fidivrl	-1(%r15)
	fidivrl	-128(%r12,%r8,2)
	fidivrl	-1(%r14,%r14)
	fdivp	%st, %st(6)
	fdivp	%st, %st(7)
	fdivp	%st, %st(3)
	fdivp	%st, %st(5)
	fdivr	%st(3), %st
	fdivr	%st(0), %st
	fdivr	%st(1), %st
	fdivr	%st(4), %st
	fdiv	%st, %st(4)
	fdiv	%st, %st(0)
	fdiv	%st, %st(5)
	fdiv	%st, %st(4)
	divsd	-2147483648(%rdx,%rax), %xmm2
	divsd	-128(%rax), %xmm2
	divsd	2147483647(%rip), %xmm0
	divsd	%gs:127(%rbx,%rsi,2), %xmm4
	divsd	%xmm3, %xmm11
	divsd	%xmm15, %xmm2
	divsd	%xmm2, %xmm11
	divsd	%xmm13, %xmm11
	divss	-129(%r15), %xmm5
	divss	(,%rbx), %xmm10
	divss	127(,%rcx,2), %xmm7
	divss	2147483647(%rbx), %xmm2
	divss	%xmm10, %xmm5
	divss	%xmm9, %xmm10
	divss	%xmm2, %xmm1
	divss	%xmm8, %xmm10
	fdivs	%gs:128(%r9,%rsi,2)
	fdivs	%gs:1(%rbx,%r8,4)
	fdivs	2147483647(,%r10,8)
	fdivs	-1(%r14)
	fdivl	-2147483648(%rdx,%r11,4)
	fdivl	%fs:128
	fdivl	127(%rsp)
	fdivl	-1(%rcx)
	fidivs	-2147483648(%rbp)
	fidivs	-1(%rbp)
	fidivs	1(%rip)
	fidivs	-129(%rdx,%rdx,2)
	fidivl	%gs:-128(%r13)
	fidivl	1(%rdx,%rbp,2)
	fidivl	127(%r15)
	fidivl	2147483647(%rbp)
	fdivrp	%st, %st(7)
	fdivrp	%st, %st(6)
	fdivrp	%st, %st(1)
	fdivrp	%st, %st(5)
	fdiv	%st(0), %st
	fdiv	%st(2), %st
	fdiv	%st(6), %st
	fdiv	%st(4), %st
	fdivr	%st, %st(7)
	fdivr	%st, %st(2)
	fdivr	%st, %st(1)
	fdivr	%st, %st(7)
	dppd	$187, 127(%rbp), %xmm0
	dppd	$127, -128(%r15,%rax,4), %xmm7
	dppd	$255, %fs:-1, %xmm11
	dppd	$110, 1(%rbp,%r12,4), %xmm9
	dppd	$151, %xmm1, %xmm1
	dppd	$231, %xmm9, %xmm2
	dppd	$255, %xmm2, %xmm13
	dppd	$1, %xmm12, %xmm4
	dpps	$255, (%rsp,%r14,4), %xmm7
	dpps	$71, -128(%r9), %xmm5
	dpps	$79, %gs:-129(%rax,%r12,2), %xmm0
	dpps	$127, -1(%rdx), %xmm4
	dpps	$1, %xmm1, %xmm6
	dpps	$189, %xmm15, %xmm9
	dpps	$23, %xmm6, %xmm1
	dpps	$186, %xmm4, %xmm7
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
	encodekey128	%edi, %esi
	encodekey128	%r9d, %r10d
	encodekey128	%edi, %r10d
	encodekey128	%edi, %edx
	encodekey256	%edi, %r11d
	encodekey256	%r13d, %ebx
	encodekey256	%ebx, %ecx
	encodekey256	%edx, %r9d
	endbr32
	endbr32
	endbr32
	endbr32
	endbr64
	endbr64
	endbr64
	endbr64
	enqcmd	(%r13d), %eax
	enqcmd	2147483647(%r8d,%ecx), %r15d
	enqcmd	%gs:1(%r9d), %r13d
	enqcmd	-129(%ebp,%r11d,8), %r10d
	enqcmd	-129(%r12), %r8
	enqcmd	-1(%rip), %rsi
	enqcmd	%gs:-1(%r9), %r12
	enqcmd	128(%rdx), %rax
	enqcmds	-129(%ebx,%ebp), %r14d
	enqcmds	127(%r13d), %eax
	enqcmds	%gs:-129(%r14d), %ebx
	enqcmds	128(%r14d,%r12d,2), %edi
	enqcmds	-129, %r12
	enqcmds	%gs:1(%rcx,%r13,2), %r14
	enqcmds	%gs:(,%r8,2), %rbp
	enqcmds	-1(%r11,%rdi), %rsi
	enter	$-4731, $-108
	enter	$1, $-1
	enter	$32768, $148
	enter	$24, $103
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
	extractps	$128, %xmm10, -1(,%r9)
	extractps	$255, %xmm6, %fs:-1(%r9,%r10,4)
	extractps	$231, %xmm11, -2147483648(%r15)
	extractps	$128, %xmm10, %fs:1(%r14,%r10,8)
	extractps	$128, %xmm0, %r14d
	extractps	$2, %xmm0, %r9d
	extractps	$0, %xmm10, %edx
	extractps	$132, %xmm6, %eax
	extrq	%xmm1, %xmm15
	extrq	%xmm12, %xmm14
	extrq	%xmm6, %xmm1
	extrq	%xmm11, %xmm13
	extrq	$0, $255, %xmm13
	extrq	$0, $251, %xmm13
	extrq	$207, $128, %xmm2
	extrq	$142, $51, %xmm14
	f2xm1
	f2xm1
	f2xm1
	f2xm1
	lcallw	*-129(%rdx,%rbp,8)
	lcallw	*%fs:(%r13)
	lcallw	*1(,%rbp,2)
	lcallw	*128(%r15)
	lcalll	*%gs:2147483647(%rsi,%rdi,2)
	lcalll	*-1(%rbp,%r12,8)
	lcalll	*-1(%r13,%rbp,4)
	lcalll	*%fs:-129(%rax,%r9,4)
	lcallq	*-128(%r11,%r15,2)
	lcallq	*-1(%r14,%rbp,8)
	lcallq	*-128(%r8,%rsi,2)
	lcallq	*-1(%r12)
	ljmpw	*128(%r9,%rsi,8)
	ljmpw	*-2147483648(%r9)
	ljmpw	*2147483647
	ljmpw	*128(%r9,%r9,8)
	ljmpl	*%gs:-2147483648(%rcx,%rbp,4)
	ljmpl	*-2147483648(%r8,%r11)
	ljmpl	*(,%r12,2)
	ljmpl	*1(,%rbx,4)
	ljmpq	*-2147483648(%rcx)
	ljmpq	*-1(%rip)
	ljmpq	*1(%r11)
	ljmpq	*%fs:-1(%r12)
	fbld	-2147483648(%r10)
	fbld	1(%rdx)
	fbld	-128(%rbp,%rdx,8)
	fbld	%gs:127
	fbstp	127(%r8)
	fbstp	%fs:-128(%r13)
	fbstp	2147483647(%rcx)
	fbstp	128(%r8)
	fcoms	-1(%rbp)
	fcoms	127(%rsp)
	fcoms	(%rdx,%rsi)
	fcoms	(%r14)
	fcoml	2147483647(%r12,%rbp,4)
	fcoml	%gs:-2147483648(%rsi)
	fcoml	1(%rcx,%r9)
	fcoml	-1(%rsp)
	fcomps	(%r8,%rax,4)
	fcomps	1(,%r8)
	fcomps	-128(%rbx)
	fcomps	128
	fcompl	-129(%r8)
	fcompl	(%rbx,%rax,8)
	fcompl	1(%r15,%rax)
	fcompl	%gs:(%rsi,%r8)
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
	ffree	%st(0)
	ffree	%st(2)
	ffree	%st(7)
	ffreep	%st(0)
	ffreep	%st(7)
	ffreep	%st(6)
	ffreep	%st(2)
	ficoms	%fs:128
	ficoms	-128(%r9,%rbp,8)
	ficoms	2147483647(%r9)
	ficoms	%gs:-129(%rsp,%rsi,8)
	ficoml	%gs:-129(%r14)
	ficoml	%gs:2147483647(%r13)
	ficoml	127(%rax,%r15,2)
	ficoml	%fs:-128(%r11,%rsi,8)
	ficomps	127(%r9,%r13)
	ficomps	-2147483648(%r10)
	ficomps	128(,%r10,2)
	ficomps	%fs:2147483647(%rcx)
	ficompl	-129(%r10)
	ficompl	-129(%rsi,%r11,2)
	ficompl	(%r9)
	ficompl	(%rdi,%r8,2)
	fincstp
	fincstp
	fincstp
	fincstp
	fldcw	128(%r10,%rdx,4)
	fldcw	2147483647(%r14,%r12)
	fldcw	-1(%rdi)
	fldcw	127(%rax,%r14,4)
	fldenv	%gs:1(%rax)
	fldenv	127(%r11)
	fldenv	0
	fldenv	1(%r15,%r8,4)
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
	fnstcw	128(%rdx)
	fnstcw	%gs:127(%r8)
	fnstcw	%fs:127(%rdx,%r11)
	fnstcw	127(%rdi,%r9,2)
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	(%rbx)
	fnstsw	128(,%r15,8)
	fnstsw	-129(%r14)
	fnstsw	127(%rcx,%r9,8)
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
	frstor	-129(%r8)
	frstor	%fs:127(%rdx)
	frstor	-128(%r8,%r10,4)
	frstor	%gs:127(%r9)
	fnsave	1(%rdi,%rdi)
	fnsave	-1(%r13)
	fnsave	-1(,%rsi,4)
	fnsave	-128(%rip)
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
	fnstenv	-129(%rax)
	fnstenv	1(%rip)
	fnstenv	%gs:-2147483648
	fnstenv	%gs:-2147483648(%r12,%r9,2)
	fs
	fs
	fs
	fs
	fxrstor	127(%rax,%r8,4)
	fxrstor	(%r14,%rdi,8)
	fxrstor	128(%r14,%rcx,4)
	fxrstor	1(%r15)
	fxrstor64	%gs:-128(%rbp,%rbx)
	fxrstor64	-1(%rbx)
	fxrstor64	-2147483648(%rbx)
	fxrstor64	-129(%rsp)
	fxsave	2147483647(%rax,%rcx,4)
	fxsave	%gs:-2147483648(%r14,%rax,8)
	fxsave	%gs:1(%r9,%rdi,2)
	fxsave	1(%r11,%r14,8)
	fxsave64	-2147483648(%rbp,%rdi)
	fxsave64	-2147483648(%r9)
	fxsave64	%fs:-128(%r13)
	fxsave64	1(%rip)
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
	gf2p8affineinvqb	$231, %gs:127(%rsi,%r14,4), %xmm11
	gf2p8affineinvqb	$128, -128(,%rcx,4), %xmm2
	gf2p8affineinvqb	$237, %gs:-2147483648(%r15,%r15,2), %xmm11
	gf2p8affineinvqb	$255, -1(%r13,%rbp,2), %xmm0
	gf2p8affineinvqb	$255, %xmm8, %xmm15
	gf2p8affineinvqb	$0, %xmm4, %xmm8
	gf2p8affineinvqb	$255, %xmm14, %xmm4
	gf2p8affineinvqb	$2, %xmm8, %xmm9
	gf2p8affineqb	$255, 127(%r13), %xmm4
	gf2p8affineqb	$128, -1(%r12), %xmm8
	gf2p8affineqb	$173, -1(%r15,%r14,4), %xmm10
	gf2p8affineqb	$170, -129(%rbx,%rcx), %xmm11
	gf2p8affineqb	$210, %xmm2, %xmm12
	gf2p8affineqb	$183, %xmm3, %xmm14
	gf2p8affineqb	$186, %xmm5, %xmm4
	gf2p8affineqb	$128, %xmm8, %xmm5
	gf2p8mulb	%fs:2147483647(%r11,%rdx,4), %xmm1
	gf2p8mulb	-129(%r8), %xmm11
	gf2p8mulb	2147483647(%rbx,%rax,8), %xmm3
	gf2p8mulb	-1(%r8), %xmm14
	gf2p8mulb	%xmm6, %xmm4
	gf2p8mulb	%xmm0, %xmm8
	gf2p8mulb	%xmm7, %xmm9
	gf2p8mulb	%xmm10, %xmm13
	gs
	gs
	gs
	gs
	haddpd	(%r8), %xmm5
	haddpd	-1(%r11), %xmm5
	haddpd	%fs:(%rip), %xmm5
	haddpd	(%rdi), %xmm9
	haddpd	%xmm4, %xmm4
	haddpd	%xmm7, %xmm3
	haddpd	%xmm1, %xmm11
	haddpd	%xmm5, %xmm5
	haddps	-2147483648(%rcx), %xmm1
	haddps	128(%rsi), %xmm1
	haddps	-1(%rdx,%r11,2), %xmm12
	haddps	%fs:128(%r9,%r11,8), %xmm11
	haddps	%xmm14, %xmm12
	haddps	%xmm10, %xmm5
	haddps	%xmm10, %xmm3
	haddps	%xmm12, %xmm5
	hlt
	hlt
	hlt
	hlt
	hreset	$255
	hreset	$49
	hreset	$255
	hreset	$88
	hsubpd	127(%rdi,%rbx,2), %xmm14
	hsubpd	-128(%r11), %xmm0
	hsubpd	%fs:-1(%r11,%rdx), %xmm4
	hsubpd	%gs:-129(%rdi,%rax,2), %xmm12
	hsubpd	%xmm12, %xmm7
	hsubpd	%xmm14, %xmm0
	hsubpd	%xmm1, %xmm11
	hsubpd	%xmm5, %xmm6
	hsubps	-129(%rsp), %xmm2
	hsubps	-129(%r14), %xmm8
	hsubps	(,%rsi), %xmm12
	hsubps	128(%rbp), %xmm2
	hsubps	%xmm10, %xmm15
	hsubps	%xmm2, %xmm8
	hsubps	%xmm5, %xmm14
	hsubps	%xmm13, %xmm3
	idivw	-129(%rip)
	idivw	-128
	idivw	1
	idivw	%fs:(%rdi)
	idivw	%ax
	idivw	%di
	idivw	%dx
	idivw	%cx
	idivl	%gs:-128(%r15)
	idivl	1(%rsi,%rax,2)
	idivl	-1(%r8)
	idivl	%fs:2147483647(%r15)
	idivl	%esi
	idivl	%ebp
	idivl	%r11d
	idivl	%ebp
	idivq	1(%rax,%rdx)
	idivq	2147483647(%r10,%rsi,4)
	idivq	%fs:128(%rsp)
	idivq	(%rsp)
	idivq	%rdx
	idivq	%rcx
	idivq	%r15
	idivq	%r10
	idivb	127(%r13,%r9,4)
	idivb	127(%rsp,%r10,8)
	idivb	1(%r14,%r11,8)
	idivb	128(%rbx,%r13,4)
	idivb	%bpl
	idivb	%r14b
	idivb	%r15b
	idivb	%dl
	filds	-2147483648(%rsp)
	filds	%fs:(%rdx,%rdx)
	filds	2147483647(%rbx,%r9,8)
	filds	128(%r15)
	fildl	128(%rcx,%rbx,2)
	fildl	(%rbx,%r15,2)
	fildl	%fs:127(%r11)
	fildl	127(%r8)
	fildll	128(%r11)
	fildll	%gs:2147483647(%rbx,%r12,4)
	fildll	-129(%r15,%rbp,2)
	fildll	-2147483648(%rbx,%r12,8)
	imulw	-2147483648(%rdi)
	imulw	-2147483648
	imulw	-1(,%rax,2)
	imulw	-1(%rbx,%rbx,2)
	imulw	%r11w
	imulw	%ax
	imulw	%dx
	imulw	%r12w
	imulw	2147483647(%r11), %bx
	imulw	-1(%rsi,%rbp,4), %ax
	imulw	1(%rbp,%rdi,4), %si
	imulw	%gs:-128(%rsp,%rsi,8), %ax
	imulw	$-28447, -129(%rdx), %bx
	imulw	$65535, 127(%r11,%rsi,2), %ax
	imulw	$65319, 128(%r9,%r11,8), %bp
	imulw	$-19472, 1(%r8,%rbp,4), %di
	imulw	$-128, 127(%r15), %cx
	imulw	$65408, %gs:1(%rsi), %si
	imulw	$-128, -128(%rsp,%r9,8), %r10w
	imulw	$127, %gs:-1(,%r8,4), %ax
	imulw	%ax, %r15w
	imulw	%r11w, %r14w
	imulw	%di, %bp
	imulw	%bp, %r14w
	imulw	$-24918, %cx, %r12w
	imulw	$31935, %dx, %bp
	imulw	$65535, %dx, %r10w
	imulw	$2, %r15w, %ax
	imulw	$2, %ax, %dx
	imulw	$-128, %r14w, %r15w
	imulw	$65408, %r15w, %r13w
	imulw	$15, %r12w, %r10w
	imull	127
	imull	%gs:1(%rcx)
	imull	1(%rip)
	imull	%gs:1(%rdx,%r11,2)
	imull	%eax
	imull	%eax
	imull	%eax
	imull	%r11d
	imull	1(%rcx), %ecx
	imull	(%rsp), %eax
	imull	2147483647(%r9,%rdi,8), %ecx
	imull	-129(,%r14,8), %ebx
	imull	$2, 2147483647(%r12,%r12,4), %ebx
	imull	$-2147483648, 127(%rsp), %r13d
	imull	$4294967295, 2147483647(%r13), %ecx
	imull	$256, -129(%rdi), %edi
	imull	$-1, -2147483648(%rdx), %edx
	imull	$38, 1(%rip), %r14d
	imull	$127, -1(%rax,%r9,2), %edx
	imull	$-107, -2147483648(%r9), %r12d
	imull	%r9d, %edi
	imull	%esp, %r9d
	imull	%r14d, %r11d
	imull	%esi, %edx
	imull	$575130321, %r8d, %ebx
	imull	$-2147483648, %esi, %edx
	imull	$-2147483648, %r10d, %ecx
	imull	$32767, %edx, %edx
	imull	$29, %esp, %eax
	imull	$4294967234, %ebx, %r9d
	imull	$4294967204, %esi, %esp
	imull	$4294967295, %ecx, %r15d
	imulq	-129(%r9)
	imulq	%gs:-128(%r8)
	imulq	-2147483648(%r11,%r8,2)
	imulq	-2147483648(%rsi,%r13)
	imulq	%r13
	imulq	%rdx
	imulq	%rbp
	imulq	%r12
	imulq	2147483647(%r14), %rax
	imulq	127(%rdi), %rbp
	imulq	127(%rbx,%rbx,2), %rdx
	imulq	-2147483648(%rcx), %r9
	imulq	$-1, -1(%rbp,%r15,8), %r10
	imulq	$256, %fs:-128(%r11,%r10), %rdi
	imulq	$-129, 2147483647(%r9), %r12
	imulq	$-220038039, (%rbx), %r10
	imulq	$-128, -129(%rip), %r10
	imulq	$-1, -2147483648(%r8), %rbx
	imulq	$-68, 128(%rbp,%r10,8), %r10
	imulq	$-1, %fs:127(%rdi,%rcx), %r15
	imulq	%rsi, %rdx
	imulq	%rsp, %rax
	imulq	%rbx, %r12
	imulq	%r8, %r9
	imulq	$1617677459, %r15, %rcx
	imulq	$-2147483648, %rax, %r9
	imulq	$127, %rdi, %rbx
	imulq	$0, %r13, %r10
	imulq	$1, %r9, %rcx
	imulq	$-128, %rdi, %r14
	imulq	$45, %rdi, %rdi
	imulq	$79, %rbx, %rax
	imulb	1(%rsp,%rsi,2)
	imulb	-2147483648(%r9,%r15)
	imulb	(%rax,%rax,4)
	imulb	%fs:-129(%rbx,%r14)
	imulb	%r11b
	imulb	%dl
	imulb	%r11b
	imulb	%dl
	inw	$128, %ax
	inw	$255, %ax
	inw	$208, %ax
	inw	$255, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inl	$128, %eax
	inl	$128, %eax
	inl	$255, %eax
	inl	$228, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inb	$0, %al
	inb	$128, %al
	inb	$119, %al
	inb	$189, %al
	inb	%dx, %al
	inb	%dx, %al
	inb	%dx, %al
	inb	%dx, %al
	incw	-1(%r13,%rbp,8)
	incw	-128(%rax,%rbp,8)
	incw	-129(%r11,%r14,2)
	incw	-128(%rbp,%r13,8)
	incw	%r10w
	incw	%r12w
	incw	%r10w
	incw	%r10w
	incl	-1(%rsp)
	incl	-128(%r15)
	incl	%fs:-2147483648(%r9)
	incl	(%r10)
	incl	%esi
	incl	%ebx
	incl	%esp
	incl	%r15d
	incq	2147483647(%rcx)
	incq	1(%rdi)
	incq	2147483647
	incq	127(,%r11,2)
	incq	%r12
	incq	%r9
	incq	%r9
	incq	%r8
	incb	128(%rip)
	incb	-128(%rcx)
	incb	%fs:127(%r9)
	incb	127(%r13)
	incb	%bl
	incb	%r13b
	incb	%r11b
	incb	%dl
	incsspd	%r10d
	incsspd	%edi
	incsspd	%r8d
	incsspd	%ebp
	incsspq	%r11
	incsspq	%rbx
	incsspq	%r10
	incsspq	%rbx
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%edi)
	insb	%dx, %es:(%edi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insertps	$128, %gs:127(%rbp), %xmm6
	insertps	$174, 127(%rdi,%r15,2), %xmm0
	insertps	$255, 1(%rbx), %xmm0
	insertps	$128, (%rdi), %xmm3
	insertps	$1, %xmm12, %xmm9
	insertps	$239, %xmm15, %xmm10
	insertps	$46, %xmm3, %xmm13
	insertps	$127, %xmm13, %xmm3
	insertq	%xmm14, %xmm14
	insertq	%xmm1, %xmm0
	insertq	%xmm5, %xmm4
	insertq	%xmm3, %xmm10
	insertq	$255, $255, %xmm15, %xmm7
	insertq	$65, $114, %xmm1, %xmm7
	insertq	$128, $229, %xmm15, %xmm15
	insertq	$128, $2, %xmm6, %xmm4
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%edi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%edi)
	insl	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%edi)
	insw	%dx, %es:(%edi)
	insw	%dx, %es:(%edi)
	insw	%dx, %es:(%edi)
	int	$0
	int	$35
	int	$233
	int	$94
	int3
	int3
	int3
	int3
	invd
	invd
	invd
	invd
	invept	-128, %rax
	invept	(%r15), %r15
	invept	-2147483648(%r11), %rsp
	invept	%fs:127(%rsp), %rdx
	invlpg	%fs:1(%r12,%r9,8)
	invlpg	127(%r14,%rbx,8)
	invlpg	1(%rcx,%r14,8)
	invlpg	-1(%r14,%rsi,8)
	invlpga
	invlpga
	invlpga
	invlpga
	invlpgb
	invlpgb
	invlpgb
	invlpgb
	invpcid	%gs:2147483647(%rax,%r9), %rbx
	invpcid	2147483647(%r13,%rdx), %rdx
	invpcid	%gs:-128(%r12), %rdx
	invpcid	%fs:128(%rax,%r14,2), %rcx
	invvpid	127(,%rdi,8), %r10
	invvpid	%gs:1(%rsi), %rax
	invvpid	2147483647(%r13,%r13,2), %rdi
	invvpid	-1(,%r13,4), %r14
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
	fisttps	-1(%r14,%r9,4)
	fisttps	-128(%r11,%r11)
	fisttps	%gs:-1(%r8)
	fisttps	%gs:127(%rsp)
	fisttpl	(%rsi,%r11)
	fisttpl	-2147483648(%r15,%r12,2)
	fisttpl	2147483647(%r14)
	fisttpl	2147483647(%rdx)
	fisttpll	127(%rsi)
	fisttpll	128(%r15)
	fisttpll	127(%rip)
	fisttpll	%gs:1(%rcx,%r11,4)
	fists	127(,%r9,8)
	fists	-1(%rax)
	fists	-1(%rsi)
	fists	(,%r10,2)
	fistl	(%rbp)
	fistl	127(%rdx)
	fistl	%fs:-1(%rsp)
	fistl	-129(%rax,%r12,4)
	fistps	(%rbp,%r10,4)
	fistps	(%rdx)
	fistps	127(,%r8)
	fistps	1(%rip)
	fistpl	-1(%r12)
	fistpl	127(%r8,%r14,2)
	fistpl	%gs:-2147483648(%rip)
	fistpl	-129(%r10)
	fistpll	-128(%r13,%rcx,8)
	fistpll	%gs:-1(%r11,%r13,4)
	fistpll	2147483647(%r12,%rbp)
	fistpll	%gs:127(%r11)
	ja	target+8
	ja	target
	ja	target+127
	ja	target+8
	ja	target+8
	ja	target
	ja	target+8
	ja	target+127
	jae	target@PLT
	jae	target+127
	jae	target
	jae	target-4
	jae	target
	jae	target+8
	jae	target+127
	jae	target-128
	jb	target-128
	jb	target
	jb	target+8
	jb	target+127
	jb	target-4
	jb	target+8
	jb	target@PLT
	jb	target-128
	jbe	target
	jbe	target-128
	jbe	target-4
	jbe	target+8
	jbe	target+127
	jbe	target@PLT
	jbe	target-4
	jbe	target
	je	target
	je	target
	je	target
	je	target@PLT
	je	target
	je	target@PLT
	je	target
	je	target@PLT
	jg	target-128
	jg	target-128
	jg	target+127
	jg	target
	jg	target-128
	jg	target
	jg	target
	jg	target-128
	jge	target
	jge	target-4
	jge	target
	jge	target+127
	jge	target+8
	jge	target@PLT
	jge	target
	jge	target@PLT
	jl	target+8
	jl	target-4
	jl	target+8
	jl	target+8
	jl	target@PLT
	jl	target
	jl	target+127
	jl	target
	jle	target
	jle	target-128
	jle	target+8
	jle	target-128
	jle	target+8
	jle	target+127
	jle	target-128
	jle	target
	jne	target
	jne	target+8
	jne	target-4
	jne	target-4
	jne	target-4
	jne	target@PLT
	jne	target-4
	jne	target
	jno	target-4
	jno	target-4
	jno	target+127
	jno	target-128
	jno	target
	jno	target
	jno	target+127
	jno	target
	jnp	target
	jnp	target-4
	jnp	target@PLT
	jnp	target
	jnp	target+8
	jnp	target-4
	jnp	target+8
	jnp	target-4
	jns	target+8
	jns	target+127
	jns	target+127
	jns	target+8
	jns	target@PLT
	jns	target
	jns	target-128
	jns	target-4
	jo	target
	jo	target
	jo	target
	jo	target-4
	jo	target-4
	jo	target@PLT
	jo	target+8
	jo	target+127
	jp	target
	jp	target-128
	jp	target
	jp	target-128
	jp	target+127
	jp	target+127
	jp	target@PLT
	jp	target-4
	js	target+8
	js	target-128
	js	target-128
	js	target@PLT
	js	target-4
	js	target+8
	js	target
	js	target
	jecxz	target-128
	jecxz	target@PLT
	jecxz	target+8
	jecxz	target-128
	jmpq	*-2147483648(%r8)
	jmpq	*%fs:128(%rax)
	jmpq	*2147483647(%rdx,%r8,4)
	jmpq	*%fs:-2147483648(%r13)
	jmpq	*%r10
	jmpq	*%r10
	jmpq	*%r13
	jmpq	*%r9
	jmp	target+8
	jmp	target+127
	jmp	target-128
	jmp	target+127
	jmp	target-4
	jmp	target+8
	jmp	target
	jmp	target-128
	jrcxz	target+8
	jrcxz	target-4
	jrcxz	target@PLT
	jrcxz	target-128
	lahf
	lahf
	lahf
	lahf
	larw	1(%rbp), %bp
	larw	%fs:2147483647(%rsp,%rax,4), %r12w
	larw	-129(%rdx,%r13,4), %r8w
	larw	-128(%r14), %sp
	larw	%r9w, %r8w
	larw	%r13w, %bx
	larw	%ax, %r14w
	larw	%cx, %bp
	larl	-2147483648(%r11), %r12d
	larl	128(%rbx,%rbp,8), %r15d
	larl	128(%rax), %edx
	larl	-1(%rax), %edi
	larl	%r8w, %r14d
	larl	%dx, %ebx
	larl	%ax, %r12d
	larl	%r13w, %r11d
	larq	128(%r11), %r9
	larq	%fs:-2147483648(%r8), %rbp
	larq	127(%r10,%rax,8), %r8
	larq	128(%r11,%r14), %r8
	larq	%r8w, %rcx
	larq	%r10w, %r8
	larq	%bx, %rax
	larq	%r14w, %r15
	lddqu	1(%rbp), %xmm0
	lddqu	-1(%rdx,%rsi,8), %xmm13
	lddqu	2147483647(%r12,%rsi), %xmm0
	lddqu	127(%rsp), %xmm7
	ldmxcsr	1(%r15)
	ldmxcsr	127(%r15,%r8,2)
	ldmxcsr	128(%rsp,%r9,4)
	ldmxcsr	-2147483648(%rdi,%r15,4)
	ldtilecfg	%fs:(%rbp,%rbp,8)
	ldtilecfg	-128(%rdx)
	ldtilecfg	128(%rbx)
	ldtilecfg	%gs:-128(%r13)
	fldz
	fldz
	fldz
	fldz
	fld1
	fld1
	fld1
	fld1
	flds	(%r14)
	flds	128(%rbp)
	flds	-1(%rdx,%rbx,4)
	flds	1(,%r8)
	fldl	127(%rbx,%r15)
	fldl	-129(%rax,%rsi)
	fldl	-2147483648(%r11)
	fldl	1(%r14)
	fldt	%gs:1
	fldt	127(%rbp)
	fldt	-1(%r8,%rdi)
	fldt	128(%rcx,%r14)
	fld	%st(5)
	fld	%st(1)
	fld	%st(6)
	fld	%st(0)
	leaw	(,%r14,8), %sp
	leaw	128(%rbp,%rdx,8), %r14w
	leaw	128(%r11,%rbp), %si
	leaw	1(%rip), %bx
	leal	1(%r8), %r8d
	leal	1(%rsp,%rbx,4), %esi
	leal	%fs:-2147483648(%rip), %r8d
	leal	-129(%r11), %ecx
	leaq	(%rdx), %r13
	leaq	1(%rip), %rcx
	leaq	-128(%rax), %rbx
	leaq	-128(%rbp,%r8), %r10
	leave
	leave
	leave
	leave
	lfence
	lfence
	lfence
	lfence
	lfsw	%gs:-129(%rsi,%r15,4), %si
	lfsw	%gs:128(%r11,%r10), %r10w
	lfsw	-1, %bx
	lfsw	127(%r14,%rsi,2), %r10w
	lfsl	-129(%rax,%rax,8), %r15d
	lfsl	-128(%r11), %r14d
	lfsl	%gs:2147483647(%rdx,%rdi,2), %r13d
	lfsl	2147483647(%rax,%rbx,2), %r14d
	lfsq	1(%r14), %rdi
	lfsq	%fs:1, %rdx
	lfsq	127(%r15), %r9
	lfsq	-2147483648(%rdi,%r11,4), %rbp
	lgdtq	2147483647(%rbx)
	lgdtq	%fs:(%rsp,%rdx)
	lgdtq	2147483647(%rsp,%rsi,4)
	lgdtq	128(%r13)
	lgsw	127(%r11,%r13,4), %si
	lgsw	%fs:-2147483648(%r9,%r13,8), %sp
	lgsw	%fs:(%r11,%r8,8), %dx
	lgsw	-129(%r14,%rax), %r11w
	lgsl	128(%r11,%rax,4), %r14d
	lgsl	%gs:127(,%rbx,8), %r8d
	lgsl	-128(%r10), %r15d
	lgsl	127(%rax), %ebx
	lgsq	-129(%r14), %r11
	lgsq	-128(%r14), %rax
	lgsq	128(%rbx,%r14,2), %rsp
	lgsq	2147483647(%r11,%rsi,4), %r13
	lidtq	2147483647(%r9)
	lidtq	%gs:-128(%rbx,%r13,4)
	lidtq	%gs:-129(%rbx)
	lidtq	-128(%r14)
	lkgs	-129(,%rsi,8)
	lkgs	%fs:128(%rdx,%r10,2)
	lkgs	%fs:1(%r9)
	lkgs	128(%rsp,%rcx,8)
	lkgs	%r8w
	lkgs	%r8w
	lkgs	%si
	lkgs	%ax
	lldtw	1(%rcx)
	lldtw	2147483647(%r10)
	lldtw	-1(%rcx)
	lldtw	128(%rsi)
	lldtw	%r15w
	lldtw	%r8w
	lldtw	%r11w
	lldtw	%bx
	llwpcb	%ecx
	llwpcb	%r9d
	llwpcb	%r10d
	llwpcb	%r8d
	llwpcb	%rsi
	llwpcb	%rsi
	llwpcb	%r12
	llwpcb	%r8
	lmsww	2147483647(%rsi,%r14,8)
	lmsww	-128(%r15,%rbp,8)
	lmsww	-128(%r12)
	lmsww	%fs:-1(%rax,%r13)
	lmsww	%r13w
	lmsww	%dx
	lmsww	%cx
	lmsww	%bp
	loadiwkey	%xmm0, %xmm14
	loadiwkey	%xmm9, %xmm13
	loadiwkey	%xmm13, %xmm11
	loadiwkey	%xmm0, %xmm3
	lock
	lock
	lock
	lock
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsb	%ss:(%esi), %al
	lodsb	(%esi), %al
	lodsb	(%esi), %al
	lodsb	(%esi), %al
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	(%esi), %eax
	lodsl	%es:(%rsi), %eax
	lodsl	(%esi), %eax
	lodsl	(%rsi), %eax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	%fs:(%rsi), %rax
	lodsq	%ds:(%esi), %rax
	lodsq	(%esi), %rax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	%ss:(%esi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	loop	target+127
	loop	target-4
	loop	target-4
	loop	target
	loope	target+127
	loope	target-4
	loope	target+8
	loope	target+127
	loopne	target
	loopne	target-4
	loopne	target+8
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
	lretw	$-32768
	lretw	$65535
	lretw	$65535
	lretw	$65535
	lretl	$256
	lretl	$1
	lretl	$-1
	lretl	$0
	lretq	$-26568
	lretq	$10957
	lretq	$2
	lretq	$-8855
	lslw	-129(%r9,%r12,2), %r13w
	lslw	-2147483648(%r10,%r12,8), %r10w
	lslw	-128(%rdi), %bp
	lslw	%fs:2147483647(%r10), %r11w
	lslw	%bx, %r9w
	lslw	%dx, %dx
	lslw	%sp, %r14w
	lslw	%r9w, %bx
	lsll	1(%r8), %esi
	lsll	128(%r12,%rsi), %r14d
	lsll	-128(%r10,%r15), %r14d
	lsll	-1(%rbp), %edi
	lsll	%r15w, %r8d
	lsll	%r13w, %r9d
	lsll	%bx, %r10d
	lsll	%di, %edx
	lslq	(%r13,%r8,8), %r8
	lslq	%fs:127(%r12,%rbp,2), %r12
	lslq	(%r11), %rbx
	lslq	-2147483648(%rsp,%rdi), %r9
	lslq	%si, %r14
	lslq	%r8w, %r10
	lslq	%r14w, %rdx
	lslq	%si, %r13
	lssw	-2147483648(,%rax), %cx
	lssw	%gs:1(%r12), %r10w
	lssw	(%rip), %si
	lssw	%fs:-129(%rdi,%r11,2), %di
	lssl	-128(%rcx), %edx
	lssl	1(%rax), %ebx
	lssl	%gs:128(%r12,%rax,8), %r8d
	lssl	-2147483648(%r14), %esi
	lssq	127, %rcx
	lssq	-1(%rax,%rdi,8), %rbx
	lssq	(%r14), %r10
	lssq	(%rsi), %rbx
	ltrw	2147483647(%r12)
	ltrw	-1(%r13)
	ltrw	%fs:1(%rdx,%r8)
	ltrw	%fs:-1(%rsp)
	ltrw	%r14w
	ltrw	%di
	ltrw	%r11w
	ltrw	%bx
	lwpins	$3614490801, %gs:-129(%r11), %r9d
	lwpins	$4294967295, 1(%rsp,%r13,2), %r11d
	lwpins	$-2147483648, -1(%r9,%r10,4), %esp
	lwpins	$32768, (%rcx,%r15), %ebx
	lwpins	$151815288, %r8d, %ebp
	lwpins	$4294967295, %edx, %r15d
	lwpins	$32767, %ebp, %r14d
	lwpins	$0, %edx, %r9d
	lwpins	$2147483647, %gs:-129(%r10), %r15
	lwpins	$4294967295, 1(%rax), %rsp
	lwpins	$4294967295, -128(%r11), %rax
	lwpins	$2147483647, -129(%r15), %r14
	lwpins	$-2147483648, %r9d, %r12
	lwpins	$32767, %r15d, %rcx
	lwpins	$255, %ebx, %rdx
	lwpins	$255, %ecx, %rsp
	lwpval	$4294967295, 127(%rsi), %eax
	lwpval	$-1613454981, -128(%rdx), %r11d
	lwpval	$-2147483648, %gs:2147483647, %r8d
	lwpval	$-2147483648, -128(%rbp), %ebx
	lwpval	$-2147483648, %r15d, %edx
	lwpval	$2042552188, %r12d, %r11d
	lwpval	$2147483647, %r9d, %r9d
	lwpval	$2147483647, %ebp, %esp
	lwpval	$255, -129(%rip), %r8
	lwpval	$-955921996, %fs:127(%rip), %r9
	lwpval	$128, -2147483648(%rdx,%rdi,2), %rax
	lwpval	$32767, %fs:-1, %rsi
	lwpval	$128, %r13d, %r15
	lwpval	$-2147483648, %r15d, %r14
	lwpval	$0, %r15d, %r12
	lwpval	$256, %r15d, %rax
	lzcntw	2147483647(%r12,%r11), %bp
	lzcntw	(%rsi,%rax,2), %ax
	lzcntw	%gs:(%r12), %dx
	lzcntw	1(%r12), %r10w
	lzcntw	%di, %r14w
	lzcntw	%r10w, %bp
	lzcntw	%sp, %r14w
	lzcntw	%r11w, %r15w
	lzcntl	-128(%r9), %r9d
	lzcntl	1(%r9), %esi
	lzcntl	2147483647(%rbp,%r13,2), %eax
	lzcntl	(%r11,%r12), %r11d
	lzcntl	%esi, %r13d
	lzcntl	%ebp, %r13d
	lzcntl	%r10d, %r11d
	lzcntl	%esp, %r10d
	lzcntq	1(%r10), %rcx
	lzcntq	%gs:(%rax,%r8), %rdx
	lzcntq	128(,%r10), %r8
	lzcntq	%fs:-1(%rdx,%rbp), %rdx
	lzcntq	%rax, %rsi
	lzcntq	%rsp, %r10
	lzcntq	%rcx, %r13
	lzcntq	%r10, %rbx
	maskmovdqu	%xmm6, %xmm5
	maskmovdqu	%xmm5, %xmm1
	maskmovdqu	%xmm14, %xmm0
	maskmovdqu	%xmm8, %xmm7
	maxpd	127(%rsi,%r12,2), %xmm4
	maxpd	(%rax,%r14,4), %xmm0
	maxpd	%gs:2147483647(%rcx,%r12,4), %xmm4
	maxpd	127(%rip), %xmm7
	maxpd	%xmm5, %xmm3
	maxpd	%xmm2, %xmm1
	maxpd	%xmm15, %xmm6
	maxpd	%xmm3, %xmm5
	maxps	%fs:(%r11), %xmm13
	maxps	%gs:2147483647(%rcx,%rsi,2), %xmm7
	maxps	(%r13,%rbp), %xmm0
	maxps	2147483647(%r14,%rsi), %xmm10
	maxps	%xmm9, %xmm11
	maxps	%xmm11, %xmm5
	maxps	%xmm1, %xmm1
	maxps	%xmm14, %xmm15
	maxsd	-128(%rbp), %xmm11
	maxsd	%gs:-2147483648(%r8,%rcx,4), %xmm13
	maxsd	1(%rbx,%r9,2), %xmm9
	maxsd	1(%r10,%rsi,8), %xmm10
	maxsd	%xmm10, %xmm3
	maxsd	%xmm14, %xmm12
	maxsd	%xmm8, %xmm4
	maxsd	%xmm15, %xmm15
	maxss	127, %xmm4
	maxss	%gs:128(%rcx), %xmm4
	maxss	-128(%rsi,%r12,2), %xmm6
	maxss	128(%rip), %xmm10
	maxss	%xmm6, %xmm6
	maxss	%xmm1, %xmm14
	maxss	%xmm7, %xmm11
	maxss	%xmm6, %xmm11
	mfence
	mfence
	mfence
	mfence
	minpd	2147483647(%r13), %xmm6
	minpd	-1(,%rdx,8), %xmm4
	minpd	%fs:-129, %xmm2
	minpd	1(%r13,%r8,4), %xmm9
	minpd	%xmm6, %xmm0
	minpd	%xmm2, %xmm4
	minpd	%xmm11, %xmm4
	minpd	%xmm12, %xmm12
	minps	127(%r11,%r13,4), %xmm13
	minps	-129(%r10,%rbx), %xmm14
	minps	-1(%rcx), %xmm6
	minps	128(%r8,%rdx,2), %xmm6
	minps	%xmm7, %xmm4
	minps	%xmm6, %xmm12
	minps	%xmm13, %xmm8
	minps	%xmm14, %xmm6
	minsd	-128(%rsi,%rdx,2), %xmm8
	minsd	-128, %xmm10
	minsd	128(%rbx), %xmm13
	minsd	128(%rax), %xmm1
	minsd	%xmm1, %xmm6
	minsd	%xmm11, %xmm10
	minsd	%xmm1, %xmm3
	minsd	%xmm13, %xmm14
	minss	127(%rax,%r14,8), %xmm0
	minss	-128(%rdx,%rbx,8), %xmm1
	minss	%gs:1, %xmm9
	minss	%fs:128(%r14,%r14), %xmm13
	minss	%xmm9, %xmm5
	minss	%xmm4, %xmm8
	minss	%xmm6, %xmm1
	minss	%xmm12, %xmm3
	cvtpd2pi	%gs:1(%rcx), %mm7
	cvtpd2pi	-1(%r9,%rbx), %mm2
	cvtpd2pi	1(%r15,%r13,2), %mm5
	cvtpd2pi	127(,%rdi,8), %mm6
	cvtpd2pi	%xmm11, %mm7
	cvtpd2pi	%xmm11, %mm2
	cvtpd2pi	%xmm1, %mm5
	cvtpd2pi	%xmm11, %mm0
	cvtpi2pd	%fs:-1(%rbp), %xmm3
	cvtpi2pd	%gs:-129(%rcx), %xmm13
	cvtpi2pd	128(%r13,%rbx,2), %xmm7
	cvtpi2pd	%fs:2147483647(%r12), %xmm13
	cvtpi2pd	%mm0, %xmm14
	cvtpi2pd	%mm0, %xmm0
	cvtpi2pd	%mm5, %xmm7
	cvtpi2pd	%mm7, %xmm6
	cvtpi2ps	-1(%rbx,%rbp), %xmm6
	cvtpi2ps	-2147483648(%rdx), %xmm2
	cvtpi2ps	-128(%r13), %xmm9
	cvtpi2ps	%gs:-129(,%r14,2), %xmm7
	cvtpi2ps	%mm5, %xmm3
	cvtpi2ps	%mm3, %xmm7
	cvtpi2ps	%mm1, %xmm3
	cvtpi2ps	%mm0, %xmm10
	cvtps2pi	2147483647(%rsp), %mm0
	cvtps2pi	-128(%r14), %mm1
	cvtps2pi	-129(%rbp,%r8), %mm2
	cvtps2pi	-2147483648(%r11,%rsi,2), %mm3
	cvtps2pi	%xmm12, %mm6
	cvtps2pi	%xmm3, %mm6
	cvtps2pi	%xmm1, %mm7
	cvtps2pi	%xmm4, %mm5
	cvttpd2pi	1(%rip), %mm0
	cvttpd2pi	-129(%r14,%rsi,4), %mm3
	cvttpd2pi	(%r9,%r11), %mm0
	cvttpd2pi	%gs:-1(%rcx), %mm7
	cvttpd2pi	%xmm15, %mm7
	cvttpd2pi	%xmm4, %mm0
	cvttpd2pi	%xmm5, %mm6
	cvttpd2pi	%xmm6, %mm4
	cvttps2pi	-2147483648, %mm6
	cvttps2pi	%gs:1(%r12), %mm1
	cvttps2pi	(%rsi,%r10,2), %mm4
	cvttps2pi	128(%rax), %mm1
	cvttps2pi	%xmm12, %mm5
	cvttps2pi	%xmm3, %mm7
	cvttps2pi	%xmm10, %mm5
	cvttps2pi	%xmm2, %mm0
	emms
	emms
	emms
	emms
	maskmovq	%mm6, %mm0
	maskmovq	%mm4, %mm0
	maskmovq	%mm7, %mm2
	maskmovq	%mm7, %mm0
	movq	%r13, %mm4
	movq	%rbx, %mm5
	movq	%rdx, %mm2
	movq	%r8, %mm1
	movd	%mm1, %ecx
	movd	%mm6, %edi
	movd	%mm4, %r10d
	movd	%mm7, %r8d
	movd	%mm3, (%r11)
	movd	%mm1, -1(%r8)
	movd	%mm1, -1(%r8)
	movd	%mm3, %gs:(%rax,%rbx,4)
	movd	-1(%rsp,%r12), %mm4
	movd	%gs:1(%r10,%rsi,4), %mm5
	movd	127(%r13), %mm4
	movd	2147483647(%r14,%r9), %mm3
	movd	%esp, %mm7
	movd	%r8d, %mm0
	movd	%edx, %mm1
	movd	%r9d, %mm4
	movq	%mm2, %r13
	movq	%mm3, %r12
	movq	%mm3, %r12
	movq	%mm6, %rsi
	movdq2q	%xmm4, %mm5
	movdq2q	%xmm1, %mm3
	movdq2q	%xmm5, %mm3
	movdq2q	%xmm0, %mm7
	movntq	%mm2, 1(%r11)
	movntq	%mm1, -129(%r13,%r8,2)
	movntq	%mm6, -129(%rip)
	movntq	%mm7, (%rbp)
	movq2dq	%mm7, %xmm6
	movq2dq	%mm5, %xmm1
	movq2dq	%mm2, %xmm9
	movq2dq	%mm3, %xmm14
	movq	%mm1, 127(%r12)
	movq	%mm1, -2147483648(%r12)
	movq	%mm3, %fs:-2147483648(%rbx)
	movq	%mm1, %gs:1(%rbx,%rdx,8)
	movq	-1(%r13), %mm1
	movq	(%rbp), %mm5
	movq	2147483647(%rsp), %mm0
	movq	%gs:-1(%rbp), %mm2
	movq	%mm4, %mm0
	movq	%mm3, %mm0
	movq	%mm0, %mm0
	movq	%mm7, %mm2
	movq	%mm5, %mm0
	movq	%mm7, %mm7
	movq	%mm7, %mm3
	movq	%mm6, %mm1
	pabsb	-128(%rdx,%r13,8), %mm0
	pabsb	-128(%rcx), %mm4
	pabsb	-1(%r13,%r15,2), %mm6
	pabsb	%fs:127(%rsp), %mm2
	pabsb	%mm1, %mm0
	pabsb	%mm1, %mm7
	pabsb	%mm0, %mm2
	pabsb	%mm2, %mm7
	pabsd	-2147483648(%r11,%rbx), %mm0
	pabsd	%fs:128(%rax,%rdx,4), %mm0
	pabsd	-129(%r9,%rdx,8), %mm0
	pabsd	1, %mm5
	pabsd	%mm0, %mm1
	pabsd	%mm3, %mm1
	pabsd	%mm7, %mm5
	pabsd	%mm4, %mm0
	pabsw	-128(%r14,%rdi,4), %mm1
	pabsw	128(%r10), %mm1
	pabsw	%fs:(%rip), %mm1
	pabsw	2147483647(%r14,%r10,2), %mm2
	pabsw	%mm5, %mm3
	pabsw	%mm7, %mm2
	pabsw	%mm0, %mm6
	pabsw	%mm6, %mm0
	packssdw	-129(%rax), %mm0
	packssdw	-128(%r8), %mm3
	packssdw	2147483647(%r11,%r12,4), %mm7
	packssdw	2147483647(%rax,%rdi,4), %mm1
	packssdw	%mm4, %mm3
	packssdw	%mm7, %mm4
	packssdw	%mm1, %mm1
	packssdw	%mm0, %mm4
	packsswb	-2147483648(%r15), %mm0
	packsswb	-1(%rdi,%r12,8), %mm7
	packsswb	127(%rbp), %mm3
	packsswb	%fs:-129(%rdi,%rdx,2), %mm4
	packsswb	%mm1, %mm0
	packsswb	%mm2, %mm2
	packsswb	%mm6, %mm5
	packsswb	%mm1, %mm2
	packuswb	-1(%rdi,%r12,8), %mm3
	packuswb	(%r10), %mm6
	packuswb	1(%rbx,%r9), %mm7
	packuswb	1(%r9), %mm3
	packuswb	%mm5, %mm6
	packuswb	%mm0, %mm7
	packuswb	%mm0, %mm4
	packuswb	%mm7, %mm2
	paddb	-129(%rip), %mm2
	paddb	%fs:2147483647, %mm0
	paddb	2147483647(%rbp,%r13), %mm2
	paddb	127(%r9,%r13,4), %mm5
	paddb	%mm3, %mm4
	paddb	%mm7, %mm7
	paddb	%mm1, %mm5
	paddb	%mm3, %mm1
	paddd	1(%rdx,%r12,2), %mm2
	paddd	-129(%rcx), %mm3
	paddd	%gs:127(%rbx), %mm1
	paddd	-128(%rbp), %mm7
	paddd	%mm2, %mm4
	paddd	%mm6, %mm4
	paddd	%mm5, %mm7
	paddd	%mm5, %mm2
	paddq	-128(%rbx,%rdx,2), %mm7
	paddq	127(%r8), %mm2
	paddq	-1(%rcx,%rcx,4), %mm2
	paddq	-2147483648(%rdi), %mm7
	paddq	%mm6, %mm6
	paddq	%mm6, %mm4
	paddq	%mm2, %mm7
	paddq	%mm2, %mm1
	paddsb	128(%rcx), %mm6
	paddsb	%fs:-2147483648(%rax,%r12,2), %mm3
	paddsb	%gs:-1(%r8,%r13), %mm2
	paddsb	127(%rsp), %mm3
	paddsb	%mm6, %mm0
	paddsb	%mm3, %mm1
	paddsb	%mm2, %mm5
	paddsb	%mm3, %mm1
	paddsw	127(%r12), %mm6
	paddsw	%gs:-1(%r8), %mm4
	paddsw	%fs:-2147483648(%rdx), %mm5
	paddsw	-128(%rsp,%r15,2), %mm2
	paddsw	%mm2, %mm0
	paddsw	%mm2, %mm6
	paddsw	%mm5, %mm2
	paddsw	%mm3, %mm2
	paddusb	%fs:-128(%rbx,%rax), %mm5
	paddusb	128(,%r13,2), %mm3
	paddusb	2147483647(,%r8,4), %mm7
	paddusb	2147483647(%r14,%r11,4), %mm3
	paddusb	%mm5, %mm4
	paddusb	%mm2, %mm7
	paddusb	%mm6, %mm0
	paddusb	%mm1, %mm6
	paddusw	%fs:-129(%r8,%r10), %mm3
	paddusw	%fs:(%r13), %mm7
	paddusw	(%rbx), %mm4
	paddusw	-128(%rdx), %mm3
	paddusw	%mm3, %mm2
	paddusw	%mm0, %mm0
	paddusw	%mm3, %mm3
	paddusw	%mm4, %mm0
	paddw	(%r9), %mm1
	paddw	%gs:1(%r9,%r15), %mm1
	paddw	%gs:(%rsp), %mm6
	paddw	2147483647(%r15,%rdi,8), %mm4
	paddw	%mm1, %mm0
	paddw	%mm2, %mm2
	paddw	%mm0, %mm0
	paddw	%mm6, %mm1
	palignr	$128, %fs:1(%rcx), %mm7
	palignr	$224, -129(%r12,%r10,2), %mm4
	palignr	$255, %gs:128, %mm4
	palignr	$128, %gs:2147483647(%r12), %mm7
	palignr	$128, %mm3, %mm2
	palignr	$128, %mm1, %mm0
	palignr	$128, %mm4, %mm2
	palignr	$40, %mm3, %mm7
	pandn	-129(,%rcx,2), %mm6
	pandn	(%r15,%rbx,8), %mm3
	pandn	%gs:0, %mm7
	pandn	(%r13,%r9,4), %mm3
	pandn	%mm0, %mm4
	pandn	%mm4, %mm6
	pandn	%mm5, %mm2
	pandn	%mm2, %mm0
	pand	-128(%rdx), %mm4
	pand	1(%rdi,%rdx), %mm7
	pand	-1(%r14), %mm7
	pand	%gs:-1(%rdx,%rsi,8), %mm3
	pand	%mm1, %mm7
	pand	%mm6, %mm7
	pand	%mm1, %mm4
	pand	%mm4, %mm2
	pavgb	%gs:-128(%r9,%rdx,4), %mm2
	pavgb	128(,%r11), %mm7
	pavgb	%gs:-128(%r11,%r15,8), %mm2
	pavgb	%fs:(%rip), %mm7
	pavgb	%mm4, %mm2
	pavgb	%mm2, %mm3
	pavgb	%mm6, %mm3
	pavgb	%mm1, %mm5
	pavgw	-2147483648(%rcx), %mm7
	pavgw	-128(%r9,%rax,2), %mm5
	pavgw	2147483647(%r15), %mm4
	pavgw	(%r12), %mm2
	pavgw	%mm4, %mm0
	pavgw	%mm1, %mm5
	pavgw	%mm5, %mm2
	pavgw	%mm7, %mm3
	pcmpeqb	127, %mm6
	pcmpeqb	-128(%r10), %mm5
	pcmpeqb	128(%rdi), %mm4
	pcmpeqb	2147483647(%rax), %mm7
	pcmpeqb	%mm4, %mm7
	pcmpeqb	%mm5, %mm6
	pcmpeqb	%mm7, %mm6
	pcmpeqb	%mm3, %mm4
	pcmpeqd	-2147483648(%rcx,%r15,2), %mm7
	pcmpeqd	128(%r9,%r14), %mm3
	pcmpeqd	1(%rbp,%r13), %mm5
	pcmpeqd	127(%rbx), %mm2
	pcmpeqd	%mm1, %mm1
	pcmpeqd	%mm2, %mm7
	pcmpeqd	%mm0, %mm1
	pcmpeqd	%mm0, %mm0
	pcmpeqw	1(%rax), %mm7
	pcmpeqw	-129(%rdi), %mm3
	pcmpeqw	(%rcx,%r8,8), %mm7
	pcmpeqw	-128(%r14,%rax,4), %mm4
	pcmpeqw	%mm3, %mm3
	pcmpeqw	%mm4, %mm2
	pcmpeqw	%mm5, %mm4
	pcmpeqw	%mm0, %mm2
	pcmpgtb	%fs:(%rcx,%rdi,8), %mm3
	pcmpgtb	%fs:2147483647(%r15), %mm1
	pcmpgtb	2147483647(%r14), %mm3
	pcmpgtb	1(,%rdi,8), %mm1
	pcmpgtb	%mm2, %mm2
	pcmpgtb	%mm3, %mm5
	pcmpgtb	%mm4, %mm1
	pcmpgtb	%mm1, %mm5
	pcmpgtd	%gs:-2147483648(%rcx,%r10,4), %mm7
	pcmpgtd	127(%r9,%r15,4), %mm1
	pcmpgtd	(%rsi), %mm6
	pcmpgtd	1(%rbp), %mm6
	pcmpgtd	%mm2, %mm1
	pcmpgtd	%mm4, %mm5
	pcmpgtd	%mm5, %mm3
	pcmpgtd	%mm2, %mm3
	pcmpgtw	(%rdx), %mm1
	pcmpgtw	%gs:-128(%r10,%rbp,8), %mm2
	pcmpgtw	127, %mm2
	pcmpgtw	1(,%r8), %mm4
	pcmpgtw	%mm0, %mm3
	pcmpgtw	%mm0, %mm7
	pcmpgtw	%mm3, %mm2
	pcmpgtw	%mm0, %mm5
	pextrw	$0, %mm0, %esp
	pextrw	$128, %mm7, %edx
	pextrw	$191, %mm2, %r15d
	pextrw	$1, %mm5, %esi
	phaddd	127(%rcx,%r15,4), %mm1
	phaddd	-1(%r13,%rdx,8), %mm0
	phaddd	(%r8), %mm4
	phaddd	-1(%rip), %mm1
	phaddd	%mm7, %mm6
	phaddd	%mm1, %mm1
	phaddd	%mm5, %mm3
	phaddd	%mm0, %mm2
	phaddsw	-1(,%r14), %mm6
	phaddsw	%gs:2147483647(%rsi,%r9,8), %mm5
	phaddsw	128(%r10,%r13), %mm1
	phaddsw	128(%rbp), %mm6
	phaddsw	%mm7, %mm1
	phaddsw	%mm5, %mm5
	phaddsw	%mm7, %mm1
	phaddsw	%mm1, %mm4
	phaddw	-128(%r14), %mm3
	phaddw	128(%r9,%rdx), %mm2
	phaddw	-2147483648, %mm2
	phaddw	-1(%rdx), %mm5
	phaddw	%mm1, %mm6
	phaddw	%mm0, %mm0
	phaddw	%mm6, %mm5
	phaddw	%mm4, %mm5
	phsubd	-2147483648(%rbp,%r11), %mm0
	phsubd	128(%rip), %mm4
	phsubd	1(%rcx), %mm1
	phsubd	%gs:-2147483648(%rsi), %mm2
	phsubd	%mm6, %mm0
	phsubd	%mm7, %mm4
	phsubd	%mm7, %mm6
	phsubd	%mm0, %mm7
	phsubsw	-128(%r13), %mm7
	phsubsw	%gs:-129(%rip), %mm6
	phsubsw	127(%rsp,%r8), %mm1
	phsubsw	-1(%r15), %mm3
	phsubsw	%mm2, %mm6
	phsubsw	%mm0, %mm3
	phsubsw	%mm5, %mm1
	phsubsw	%mm7, %mm3
	phsubw	127(%rcx), %mm7
	phsubw	%fs:128(%rcx), %mm3
	phsubw	%fs:-128, %mm6
	phsubw	-2147483648(%r11,%r13,4), %mm0
	phsubw	%mm5, %mm4
	phsubw	%mm7, %mm5
	phsubw	%mm0, %mm2
	phsubw	%mm2, %mm1
	pinsrw	$255, 128(,%rdx,2), %mm1
	pinsrw	$128, (,%r14,4), %mm3
	pinsrw	$128, %gs:-2147483648(%r14,%r10,2), %mm2
	pinsrw	$203, -2147483648(%r12,%r12,8), %mm1
	pinsrw	$56, %r15d, %mm1
	pinsrw	$164, %eax, %mm2
	pinsrw	$214, %r14d, %mm2
	pinsrw	$251, %r11d, %mm7
	pmaddubsw	%fs:128(%r11,%r11,4), %mm2
	pmaddubsw	(%rdi,%rbx,4), %mm5
	pmaddubsw	%fs:-128, %mm3
	pmaddubsw	-1(%r10), %mm4
	pmaddubsw	%mm6, %mm6
	pmaddubsw	%mm5, %mm1
	pmaddubsw	%mm1, %mm3
	pmaddubsw	%mm0, %mm3
	pmaddwd	-128(%r13,%rdx,2), %mm2
	pmaddwd	-129(%r8,%r10,4), %mm6
	pmaddwd	1(%r9,%rcx), %mm7
	pmaddwd	2147483647(%r15,%rsi,8), %mm6
	pmaddwd	%mm7, %mm5
	pmaddwd	%mm5, %mm0
	pmaddwd	%mm2, %mm3
	pmaddwd	%mm0, %mm1
	pmaxsw	127(%rsp), %mm6
	pmaxsw	-129(%r8), %mm2
	pmaxsw	(%r11), %mm6
	pmaxsw	1(%r14,%rcx,8), %mm1
	pmaxsw	%mm0, %mm7
	pmaxsw	%mm5, %mm6
	pmaxsw	%mm7, %mm5
	pmaxsw	%mm1, %mm1
	pmaxub	127(%rip), %mm6
	pmaxub	127, %mm1
	pmaxub	128(%r8), %mm7
	pmaxub	-128(%r8,%rbx,2), %mm3
	pmaxub	%mm7, %mm3
	pmaxub	%mm7, %mm2
	pmaxub	%mm7, %mm4
	pmaxub	%mm3, %mm7
	pminsw	1(%rsi,%r15), %mm6
	pminsw	-2147483648(%rcx,%rax,2), %mm7
	pminsw	-1(%r15,%rbx,8), %mm1
	pminsw	%gs:-1(%rbp), %mm7
	pminsw	%mm6, %mm7
	pminsw	%mm7, %mm3
	pminsw	%mm4, %mm7
	pminsw	%mm7, %mm3
	pminub	%fs:(%r13,%rdi,8), %mm0
	pminub	128(%rip), %mm4
	pminub	-128(%rax,%rax), %mm7
	pminub	-129(%rdi), %mm0
	pminub	%mm7, %mm7
	pminub	%mm6, %mm5
	pminub	%mm7, %mm7
	pminub	%mm6, %mm3
	pmovmskb	%mm7, %ebx
	pmovmskb	%mm0, %edx
	pmovmskb	%mm1, %edx
	pmovmskb	%mm0, %r11d
	pmulhrsw	127(%rip), %mm7
	pmulhrsw	-2147483648(%r8,%r15), %mm4
	pmulhrsw	%fs:-1(%rax), %mm5
	pmulhrsw	%gs:-128(%rdx,%r15,8), %mm3
	pmulhrsw	%mm4, %mm7
	pmulhrsw	%mm7, %mm0
	pmulhrsw	%mm7, %mm0
	pmulhrsw	%mm3, %mm0
	pmulhuw	%gs:(%rdi,%rcx), %mm5
	pmulhuw	128(%rcx), %mm0
	pmulhuw	1(%r14), %mm1
	pmulhuw	%fs:1(%rax,%r9,8), %mm3
	pmulhuw	%mm2, %mm6
	pmulhuw	%mm3, %mm3
	pmulhuw	%mm7, %mm7
	pmulhuw	%mm1, %mm3
	pmulhw	2147483647(%rax,%r12), %mm4
	pmulhw	%fs:-129(,%rbp,4), %mm0
	pmulhw	%fs:2147483647(%r8), %mm5
	pmulhw	%gs:2147483647(%r10), %mm4
	pmulhw	%mm7, %mm4
	pmulhw	%mm4, %mm0
	pmulhw	%mm6, %mm6
	pmulhw	%mm0, %mm2
	pmullw	%fs:-1(%rdi,%rsi,2), %mm7
	pmullw	-128(%rsp,%rbx), %mm4
	pmullw	%gs:-2147483648, %mm5
	pmullw	-1(%rbp,%r12), %mm3
	pmullw	%mm0, %mm7
	pmullw	%mm5, %mm3
	pmullw	%mm7, %mm4
	pmullw	%mm6, %mm0
	pmuludq	%fs:127(,%rbx,2), %mm0
	pmuludq	%gs:1(%rbx), %mm4
	pmuludq	-129(%rsi,%r10,4), %mm0
	pmuludq	127(%rdx), %mm1
	pmuludq	%mm4, %mm0
	pmuludq	%mm7, %mm6
	pmuludq	%mm1, %mm0
	pmuludq	%mm6, %mm6
	por	-129(%rdx), %mm3
	por	(%rsi), %mm2
	por	%gs:127, %mm2
	por	127(%rbp,%rdx,2), %mm6
	por	%mm2, %mm0
	por	%mm4, %mm3
	por	%mm3, %mm4
	por	%mm7, %mm4
	psadbw	128(%r13), %mm0
	psadbw	1(%rdi), %mm6
	psadbw	-128(%r15), %mm0
	psadbw	%gs:-2147483648(%rbp), %mm6
	psadbw	%mm1, %mm6
	psadbw	%mm1, %mm2
	psadbw	%mm6, %mm4
	psadbw	%mm7, %mm4
	pshufb	2147483647, %mm5
	pshufb	%fs:128(%rsi,%rdi,4), %mm6
	pshufb	127(%rdi), %mm5
	pshufb	-2147483648(%rsi), %mm1
	pshufb	%mm6, %mm6
	pshufb	%mm0, %mm1
	pshufb	%mm1, %mm1
	pshufb	%mm3, %mm2
	pshufw	$0, -129(%rax), %mm3
	pshufw	$0, %gs:2147483647(%rip), %mm4
	pshufw	$2, 1(%r9), %mm0
	pshufw	$128, -1(,%r10), %mm2
	pshufw	$128, %mm1, %mm3
	pshufw	$254, %mm2, %mm1
	pshufw	$198, %mm7, %mm3
	pshufw	$183, %mm2, %mm3
	psignb	1(%r15), %mm5
	psignb	128(%r14,%rbp), %mm3
	psignb	(%rcx,%r12,8), %mm6
	psignb	127(%r11,%rbx,8), %mm6
	psignb	%mm4, %mm0
	psignb	%mm1, %mm3
	psignb	%mm7, %mm3
	psignb	%mm2, %mm1
	psignd	-128(%r13), %mm7
	psignd	%fs:-128(%r12), %mm2
	psignd	%gs:(%rax), %mm1
	psignd	-128(%r11,%rdi,2), %mm1
	psignd	%mm5, %mm0
	psignd	%mm2, %mm2
	psignd	%mm5, %mm6
	psignd	%mm2, %mm2
	psignw	128(%r9,%r8,4), %mm6
	psignw	1(%rcx), %mm2
	psignw	127(%r11,%r9,2), %mm4
	psignw	-128, %mm1
	psignw	%mm5, %mm6
	psignw	%mm1, %mm6
	psignw	%mm5, %mm2
	psignw	%mm7, %mm7
	pslld	$89, %mm1
	pslld	$128, %mm4
	pslld	$206, %mm1
	pslld	$255, %mm0
	pslld	%gs:(%rsi), %mm3
	pslld	%gs:127(%rdi), %mm2
	pslld	-128(%r14), %mm1
	pslld	%fs:-129(%rip), %mm4
	pslld	%mm6, %mm6
	pslld	%mm3, %mm1
	pslld	%mm6, %mm3
	pslld	%mm0, %mm5
	psllq	$230, %mm0
	psllq	$255, %mm4
	psllq	$2, %mm0
	psllq	$252, %mm0
	psllq	%gs:127(%rax), %mm4
	psllq	128(%rcx,%r15,8), %mm0
	psllq	(%r11,%rbp,4), %mm0
	psllq	2147483647(%rsi), %mm4
	psllq	%mm4, %mm2
	psllq	%mm2, %mm1
	psllq	%mm5, %mm5
	psllq	%mm5, %mm7
	psllw	$182, %mm2
	psllw	$128, %mm1
	psllw	$151, %mm0
	psllw	$244, %mm0
	psllw	128(%r8), %mm7
	psllw	-129(%r11,%rdi,8), %mm3
	psllw	-129(%rsi,%r14,4), %mm2
	psllw	-128(%r8,%rsi,8), %mm7
	psllw	%mm2, %mm1
	psllw	%mm2, %mm3
	psllw	%mm4, %mm1
	psllw	%mm2, %mm3
	psrad	$216, %mm7
	psrad	$244, %mm0
	psrad	$255, %mm0
	psrad	$0, %mm0
	psrad	%fs:1(%rbx), %mm1
	psrad	%fs:128(%r10,%rdx,8), %mm3
	psrad	2147483647(%r10), %mm5
	psrad	%fs:(,%r15,4), %mm5
	psrad	%mm2, %mm3
	psrad	%mm5, %mm4
	psrad	%mm6, %mm7
	psrad	%mm7, %mm4
	psraw	$1, %mm4
	psraw	$155, %mm2
	psraw	$255, %mm7
	psraw	$158, %mm5
	psraw	2147483647(,%rdi,8), %mm3
	psraw	128(%rcx,%rbx,2), %mm2
	psraw	127(%r11), %mm2
	psraw	-128(%rip), %mm3
	psraw	%mm4, %mm7
	psraw	%mm3, %mm3
	psraw	%mm1, %mm7
	psraw	%mm3, %mm2
	psrld	$68, %mm3
	psrld	$255, %mm1
	psrld	$102, %mm3
	psrld	$1, %mm0
	psrld	-1(%rcx), %mm5
	psrld	-128(%r13), %mm0
	psrld	%gs:-128(%rbp), %mm4
	psrld	-129(%rsi), %mm0
	psrld	%mm0, %mm0
	psrld	%mm1, %mm3
	psrld	%mm6, %mm6
	psrld	%mm3, %mm2
	psrlq	$80, %mm4
	psrlq	$225, %mm3
	psrlq	$154, %mm6
	psrlq	$255, %mm1
	psrlq	-2147483648(%r15), %mm1
	psrlq	(%r13), %mm0
	psrlq	-129(%r14,%r12,2), %mm0
	psrlq	-1(%rdx,%rsi,8), %mm6
	psrlq	%mm0, %mm0
	psrlq	%mm3, %mm4
	psrlq	%mm1, %mm6
	psrlq	%mm2, %mm1
	psrlw	$16, %mm6
	psrlw	$182, %mm4
	psrlw	$128, %mm2
	psrlw	$127, %mm0
	psrlw	2147483647(%rsp), %mm2
	psrlw	-129(%rsi), %mm7
	psrlw	2147483647(%r9,%r15,4), %mm4
	psrlw	128(%r13), %mm5
	psrlw	%mm2, %mm2
	psrlw	%mm6, %mm4
	psrlw	%mm6, %mm2
	psrlw	%mm2, %mm2
	psubb	%fs:2147483647(%rdx,%r8), %mm2
	psubb	%fs:-1(%r8,%rcx,4), %mm5
	psubb	-128(%rax,%r10), %mm2
	psubb	(%rcx,%rax,2), %mm0
	psubb	%mm1, %mm3
	psubb	%mm7, %mm2
	psubb	%mm1, %mm5
	psubb	%mm4, %mm7
	psubd	-2147483648(%rsp), %mm2
	psubd	2147483647(,%rbp,8), %mm0
	psubd	2147483647(%r8), %mm5
	psubd	-128(,%r11,2), %mm2
	psubd	%mm6, %mm7
	psubd	%mm7, %mm4
	psubd	%mm7, %mm7
	psubd	%mm7, %mm6
	psubq	%fs:1(%rdi), %mm0
	psubq	128(%r8,%rsi,8), %mm1
	psubq	%fs:-1(,%r11), %mm0
	psubq	127(%rsi,%rsi,8), %mm4
	psubq	%mm3, %mm2
	psubq	%mm7, %mm2
	psubq	%mm2, %mm1
	psubq	%mm5, %mm4
	psubsb	2147483647(%rsi), %mm5
	psubsb	128(%rax,%r10,8), %mm6
	psubsb	-2147483648(%r10), %mm2
	psubsb	1(%r8), %mm5
	psubsb	%mm6, %mm5
	psubsb	%mm3, %mm7
	psubsb	%mm1, %mm5
	psubsb	%mm3, %mm2
	psubsw	%fs:1, %mm4
	psubsw	1(%rax,%r15), %mm4
	psubsw	%fs:1(%r14,%r14,2), %mm6
	psubsw	2147483647(%rsp,%r15,2), %mm2
	psubsw	%mm0, %mm1
	psubsw	%mm1, %mm1
	psubsw	%mm3, %mm2
	psubsw	%mm4, %mm5
	psubusb	128(%r12,%rcx,8), %mm5
	psubusb	-129(%r8,%rdx,4), %mm5
	psubusb	%fs:127, %mm1
	psubusb	%gs:1(%rsp,%r8,2), %mm1
	psubusb	%mm0, %mm5
	psubusb	%mm4, %mm2
	psubusb	%mm3, %mm6
	psubusb	%mm2, %mm5
	psubusw	%fs:128(%rdi,%r15,4), %mm0
	psubusw	%fs:(%rbp), %mm2
	psubusw	2147483647(%rdi,%rcx,8), %mm5
	psubusw	1(%rbx), %mm4
	psubusw	%mm1, %mm2
	psubusw	%mm6, %mm0
	psubusw	%mm2, %mm5
	psubusw	%mm6, %mm6
	psubw	%gs:-2147483648(%r8), %mm0
	psubw	%gs:2147483647(%rsp,%r11,8), %mm2
	psubw	%gs:-2147483648(%r10), %mm7
	psubw	127(%r14), %mm5
	psubw	%mm4, %mm5
	psubw	%mm1, %mm6
	psubw	%mm4, %mm7
	psubw	%mm7, %mm0
	punpckhbw	127(%r12,%r9,8), %mm3
	punpckhbw	128(%rbx,%r8,2), %mm6
	punpckhbw	2147483647(%rip), %mm2
	punpckhbw	2147483647(%rdi), %mm5
	punpckhbw	%mm0, %mm1
	punpckhbw	%mm1, %mm1
	punpckhbw	%mm4, %mm4
	punpckhbw	%mm1, %mm3
	punpckhdq	%gs:0, %mm1
	punpckhdq	%gs:2147483647(%r12,%rdx,2), %mm7
	punpckhdq	1(%r14,%r14,4), %mm1
	punpckhdq	%gs:127(%rax), %mm5
	punpckhdq	%mm6, %mm0
	punpckhdq	%mm4, %mm7
	punpckhdq	%mm7, %mm6
	punpckhdq	%mm0, %mm1
	punpckhwd	1(%r13), %mm6
	punpckhwd	%fs:2147483647(%rbx), %mm0
	punpckhwd	%gs:2147483647(%rdx), %mm4
	punpckhwd	1, %mm1
	punpckhwd	%mm0, %mm5
	punpckhwd	%mm3, %mm1
	punpckhwd	%mm4, %mm0
	punpckhwd	%mm0, %mm4
	punpcklbw	%gs:2147483647(%rax,%rcx,4), %mm1
	punpcklbw	2147483647(%r13,%r13,8), %mm6
	punpcklbw	%gs:-129, %mm4
	punpcklbw	%fs:-128(,%rdx,2), %mm1
	punpcklbw	%mm4, %mm5
	punpcklbw	%mm2, %mm2
	punpcklbw	%mm3, %mm0
	punpcklbw	%mm5, %mm7
	punpckldq	1(%rbp), %mm6
	punpckldq	2147483647(%rbp), %mm7
	punpckldq	%gs:-128(%rdi), %mm2
	punpckldq	0, %mm0
	punpckldq	%mm5, %mm2
	punpckldq	%mm5, %mm1
	punpckldq	%mm1, %mm1
	punpckldq	%mm2, %mm3
	punpcklwd	127(%r10), %mm2
	punpcklwd	(%rdi), %mm3
	punpcklwd	1(%r10), %mm0
	punpcklwd	-2147483648(%r13), %mm1
	punpcklwd	%mm4, %mm7
	punpcklwd	%mm5, %mm1
	punpcklwd	%mm2, %mm2
	punpcklwd	%mm6, %mm3
	pxor	%fs:-1(%r8,%r10,8), %mm0
	pxor	128(%rbx), %mm5
	pxor	1(%r8,%r10), %mm5
	pxor	128(%rip), %mm1
	pxor	%mm5, %mm1
	pxor	%mm6, %mm6
	pxor	%mm0, %mm5
	pxor	%mm5, %mm2
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
	movabsw	775428509092880436, %ax
	movabsw	7510604054720688565, %ax
	movabsw	9200515249690682096, %ax
	movabsw	2147483647, %ax
	movw	$256, 127(%rbp,%r11,8)
	movw	$65535, 127(%rbp,%r11)
	movw	$1, 2147483647
	movw	$47709, %fs:1(%rdx)
	movw	%r12w, -128(%r10,%r12)
	movw	%r10w, -129
	movw	%r12w, -1(%r9,%r10,8)
	movw	%r12w, -2147483648(%r10,%r14,4)
	movw	%ds, -2147483648(%rsp,%r8,4)
	movw	%cs, -129(%rbx,%r14,8)
	movw	%ds, (%r15,%r8,8)
	movw	%ds, -2147483648(%rdi)
	movabsw	%ax, 128
	movabsw	%ax, 0
	movabsw	%ax, 32768
	movabsw	%ax, 2147483647
	movw	$1, %sp
	movw	$65535, %ax
	movw	$5022, %r9w
	movw	$256, %di
	movw	%gs:-129(,%r13,2), %di
	movw	128(%rsi), %cx
	movw	%gs:(%rdx), %r13w
	movw	127(%r9), %cx
	movw	%dx, %bp
	movw	%r9w, %bp
	movw	%r12w, %ax
	movw	%r14w, %bp
	movw	%r15w, %r13w
	movw	%r14w, %r13w
	movw	%r11w, %bp
	movw	%di, %r8w
	movw	%ss, %r14w
	movw	%ds, %dx
	movw	%es, %di
	movw	%ss, %r10w
	movw	%fs:-128(%rbp), %ss
	movw	-129(%r14,%rdx), %fs
	movw	(%rcx), %cs
	movw	%gs:-129(%r15), %cs
	movabsl	0, %eax
	movabsl	3689369103063418184, %eax
	movabsl	8674573434288832792, %eax
	movabsl	65536, %eax
	movl	$-2147483648, 1(%rcx)
	movl	$0, 127(%rdi)
	movl	$-2147483648, -128(%r12)
	movl	$1, -1
	movl	%edx, -2147483648(%rdx,%r8,4)
	movl	%r15d, -2147483648(,%r10)
	movl	%r10d, -128(%rcx,%rdi)
	movl	%eax, %fs:1(%r12)
	movabsl	%eax, 4170069147965382142
	movabsl	%eax, 32768
	movabsl	%eax, 65535
	movabsl	%eax, 7362956139280623614
	movl	$128, %esi
	movl	$0, %ebx
	movl	$65536, %r13d
	movl	$-2147483648, %esi
	movl	128(%rip), %r15d
	movl	%gs:-128(%rax,%r14,2), %r15d
	movl	(%r15), %eax
	movl	-1(%rip), %r11d
	movl	%esi, %edi
	movl	%r14d, %r10d
	movl	%r11d, %esi
	movl	%r13d, %r14d
	movl	%ecx, %r9d
	movl	%ebx, %r9d
	movl	%ebp, %ebx
	movl	%r11d, %edx
	movl	%ds, %ebp
	movl	%ds, %edx
	movl	%cs, %edx
	movl	%ds, %edi
	movl	%r12d, %ss
	movl	%ecx, %gs
	movl	%ecx, %gs
	movl	%r9d, %fs
	movabsq	3742102225744260218, %rax
	movabsq	4294967295, %rax
	movabsq	0, %rax
	movabsq	2, %rax
	movq	%r8, %cr0
	movq	%rbp, %cr2
	movq	%r9, %cr8
	movq	%r13, %cr5
	movq	%rsp, %dr8
	movq	%r13, %dr4
	movq	%r13, %dr5
	movq	%r8, %dr12
	movq	$128, 127(%r10)
	movq	$65535, 1(%rcx,%r15)
	movq	$-129, (,%r13,2)
	movq	$32767, %fs:127(%r9)
	movq	%rdi, 128(%r10)
	movq	%r8, %fs:-2147483648(%rcx)
	movq	%r13, -2147483648
	movq	%rsi, -2147483648
	movabsq	%rax, 0
	movabsq	%rax, 6630449263439909908
	movabsq	%rax, 2753173185470180070
	movabsq	%rax, 0
	movq	%cr11, %rsi
	movq	%cr3, %r8
	movq	%cr14, %rdx
	movq	%cr1, %r12
	movq	%dr7, %rbx
	movq	%dr3, %rcx
	movq	%dr5, %r8
	movq	%dr1, %r13
	movabsq	$1, %r15
	movabsq	$127, %r12
	movabsq	$256, %rdi
	movabsq	$-128, %r15
	movq	$-2147483648, %r12
	movq	$32767, %rdi
	movq	$32767, %r15
	movq	$-422385611, %rsp
	movq	1(%rdx), %rsp
	movq	%fs:1(,%r8), %r11
	movq	128(%rcx), %rbp
	movq	1(%r10), %rax
	movq	%r14, %r8
	movq	%rbx, %r13
	movq	%r11, %r10
	movq	%r15, %rbp
	movq	%r10, %r9
	movq	%rsi, %rbp
	movq	%rdi, %rsi
	movq	%r15, %rbx
	movq	%ds, %rax
	movq	%gs, %r14
	movq	%ds, %rax
	movq	%ds, %rsp
	movq	%r11, %ds
	movq	%rax, %ds
	movq	%r10, %fs
	movq	%r13, %ds
	movq	%r10, %xmm14
	movq	%rbx, %xmm11
	movq	%r15, %xmm5
	movq	%rcx, %xmm1
	movabsb	8679371186282723665, %al
	movabsb	9223372036854775807, %al
	movabsb	127, %al
	movabsb	255, %al
	movb	$255, 2147483647(%r10,%r9,4)
	movb	$-105, 1(,%r12)
	movb	$97, 128(%r9,%rbx)
	movb	$255, %fs:(%rdx)
	movb	%dil, %fs:-1(%r10,%r13,2)
	movb	%r10b, %fs:-2147483648(%r8,%rsi,4)
	movb	%bl, %fs:-128(%r11)
	movb	%al, %fs:-128
	movabsb	%al, 2147483647
	movabsb	%al, 5055468757475256319
	movabsb	%al, 9223372036854775807
	movabsb	%al, 3340022009644341533
	movb	$2, %cl
	movb	$-128, %ah
	movb	$128, %spl
	movb	$-111, %r15b
	movb	(%rdi,%r13,2), %r8b
	movb	-2147483648(%r12,%r10,8), %bpl
	movb	1(%rip), %cl
	movb	(%rbp,%rsi,4), %ch
	movb	%dl, %ch
	movb	%sil, %r12b
	movb	%r15b, %sil
	movb	%spl, %dl
	movb	%r15b, %r11b
	movb	%ah, %bh
	movb	%r8b, %r8b
	movb	%r9b, %dil
	movapd	%xmm11, 2147483647(%rdi,%r9,2)
	movapd	%xmm2, %fs:-2147483648(%rbx)
	movapd	%xmm9, -2147483648(%rdi)
	movapd	%xmm7, -2147483648(,%r14)
	movapd	-128(%rdx,%rbp,8), %xmm14
	movapd	1, %xmm2
	movapd	128(%rip), %xmm14
	movapd	-129(%r15), %xmm6
	movapd	%xmm5, %xmm3
	movapd	%xmm10, %xmm3
	movapd	%xmm6, %xmm9
	movapd	%xmm1, %xmm15
	movapd	%xmm2, %xmm2
	movapd	%xmm8, %xmm14
	movapd	%xmm2, %xmm6
	movapd	%xmm3, %xmm12
	movaps	%xmm15, -129(%r11,%rsi,2)
	movaps	%xmm2, -1(%r12)
	movaps	%xmm13, %fs:-128(%r11,%r10,8)
	movaps	%xmm1, 128(%rdx)
	movaps	-128(%rdx,%rbx,4), %xmm14
	movaps	2147483647, %xmm1
	movaps	127(%r14,%r15), %xmm9
	movaps	1(%r12), %xmm5
	movaps	%xmm9, %xmm8
	movaps	%xmm11, %xmm12
	movaps	%xmm2, %xmm7
	movaps	%xmm3, %xmm8
	movaps	%xmm13, %xmm10
	movaps	%xmm2, %xmm14
	movaps	%xmm5, %xmm3
	movaps	%xmm7, %xmm7
	movbew	%cx, 2147483647(%rdx)
	movbew	%r8w, 1(%r8,%rbp,8)
	movbew	%si, %gs:-129(%r8)
	movbew	%r10w, -1(%r12,%r14)
	movbew	-2147483648(%r9,%r14,2), %r15w
	movbew	1(%r15,%rdx,2), %dx
	movbew	127(%rbp,%rbp), %r8w
	movbew	1(%r8), %r15w
	movbel	%r9d, %gs:-1(%rcx)
	movbel	%ebx, -1(%r14,%r13,8)
	movbel	%r14d, %fs:-128(%rsi)
	movbel	%edi, 128(%r9,%rdx)
	movbel	(%r11), %r8d
	movbel	1(%rax,%rbx,2), %r10d
	movbel	%gs:2147483647(%r13,%rdi), %r11d
	movbel	%gs:-1(%rbx,%rax), %esi
	movbeq	%r11, %gs:1(%r11,%r13,8)
	movbeq	%rsp, -128(%rip)
	movbeq	%rax, %fs:-129(,%rbx,8)
	movbeq	%rbx, %gs:(%r8)
	movbeq	%fs:-129(%r15), %r9
	movbeq	%fs:2147483647(%rsi,%r12,8), %r15
	movbeq	-128(%rcx), %rdi
	movbeq	%gs:-129(%rcx), %r10
	movddup	%fs:1(%r14), %xmm14
	movddup	%gs:-129(%r8,%rcx,2), %xmm2
	movddup	2147483647(%r15), %xmm4
	movddup	-129(%rsp,%r10), %xmm2
	movddup	%xmm9, %xmm2
	movddup	%xmm13, %xmm12
	movddup	%xmm11, %xmm8
	movddup	%xmm2, %xmm15
	movd	128(%rcx), %xmm12
	movd	-1(%rdi,%rcx), %xmm6
	movd	-1(%rdx,%r10,8), %xmm10
	movd	%gs:128(%r8), %xmm12
	movd	%r12d, %xmm4
	movd	%r13d, %xmm1
	movd	%ebp, %xmm14
	movd	%r8d, %xmm12
	movdir64b	-2147483648(%r9d), %r11d
	movdir64b	%gs:(%eip), %ecx
	movdir64b	-2147483648(%r11d,%r10d,2), %ecx
	movdir64b	-2147483648(%r9d), %ebx
	movdir64b	-129(%rsi), %rdi
	movdir64b	%gs:1(%rbx), %r12
	movdir64b	-129(%r13,%r9,8), %r14
	movdir64b	127(%r11,%r13), %rsi
	movdiri	%r12d, 127(%rax)
	movdiri	%r15d, 2147483647(%r9)
	movdiri	%eax, %gs:-129(%r10,%r15,2)
	movdiri	%eax, -128
	movdiri	%r9, -1(%rbx)
	movdiri	%r10, 127(%rsi)
	movdiri	%r10, %fs:1(%r14)
	movdiri	%r13, 1(%rdi)
	movdqa	%xmm4, (%r9)
	movdqa	%xmm11, %gs:(%r13)
	movdqa	%xmm13, -129(%r9,%rdi,8)
	movdqa	%xmm9, -128(%r15)
	movdqa	-2147483648(%r9), %xmm9
	movdqa	128(%r13,%r15), %xmm3
	movdqa	127, %xmm12
	movdqa	128(%r14,%r10,4), %xmm3
	movdqa	%xmm11, %xmm8
	movdqa	%xmm10, %xmm0
	movdqa	%xmm1, %xmm13
	movdqa	%xmm6, %xmm7
	movdqa	%xmm7, %xmm12
	movdqa	%xmm5, %xmm4
	movdqa	%xmm4, %xmm7
	movdqa	%xmm13, %xmm4
	movdqu	%xmm4, -1(%rip)
	movdqu	%xmm15, 127(%r12)
	movdqu	%xmm11, 1(%r13)
	movdqu	%xmm4, 128(%rsi,%r15,2)
	movdqu	1(%r11), %xmm4
	movdqu	1(%r12,%r11,8), %xmm9
	movdqu	(%r10), %xmm7
	movdqu	%gs:-129(%rcx,%r13), %xmm11
	movdqu	%xmm0, %xmm14
	movdqu	%xmm2, %xmm3
	movdqu	%xmm8, %xmm6
	movdqu	%xmm12, %xmm5
	movdqu	%xmm15, %xmm1
	movdqu	%xmm0, %xmm7
	movdqu	%xmm1, %xmm13
	movdqu	%xmm2, %xmm0
	movhlps	%xmm12, %xmm11
	movhlps	%xmm13, %xmm8
	movhlps	%xmm15, %xmm11
	movhlps	%xmm3, %xmm15
	movhpd	%xmm15, -2147483648(%r9)
	movhpd	%xmm10, -128
	movhpd	%xmm12, 128(%rdi,%r14)
	movhpd	%xmm15, %gs:127(%rsi)
	movhpd	%fs:127(%r13,%rcx,4), %xmm1
	movhpd	-1(%rdi), %xmm6
	movhpd	-1(%r11), %xmm10
	movhpd	%fs:1(%rcx), %xmm9
	movhps	%xmm15, %fs:-128(%r14)
	movhps	%xmm11, -128(%rbp)
	movhps	%xmm6, -2147483648(%rbx,%rdx,4)
	movhps	%xmm12, 127(%r12,%r12,2)
	movhps	%fs:-1(%rsp,%rcx,2), %xmm10
	movhps	-1(%r8,%rdx,8), %xmm8
	movhps	128(%rbp), %xmm15
	movhps	2147483647(%r8), %xmm4
	movlhps	%xmm2, %xmm13
	movlhps	%xmm14, %xmm8
	movlhps	%xmm7, %xmm11
	movlhps	%xmm2, %xmm5
	movlpd	%xmm4, 127(%rip)
	movlpd	%xmm9, 128(%rsp)
	movlpd	%xmm2, -128(%r15,%rdx,2)
	movlpd	%xmm8, %gs:-2147483648(%r11,%rdx,2)
	movlpd	%gs:-2147483648(%rsi,%rdi), %xmm14
	movlpd	%fs:2147483647, %xmm0
	movlpd	127(%r9,%r14,4), %xmm3
	movlpd	1(,%rax,8), %xmm13
	movlps	%xmm5, 127(%r13,%r15,8)
	movlps	%xmm9, (%r10,%r11,4)
	movlps	%xmm4, %gs:-129(,%r14,4)
	movlps	%xmm0, (%rbp,%r10,4)
	movlps	-129(%rip), %xmm7
	movlps	127(%r15), %xmm9
	movlps	128(%r15,%rbp), %xmm1
	movlps	128(%rip), %xmm14
	movmskpd	%xmm3, %esi
	movmskpd	%xmm11, %r9d
	movmskpd	%xmm10, %r15d
	movmskpd	%xmm9, %r8d
	movmskps	%xmm13, %ebp
	movmskps	%xmm6, %r13d
	movmskps	%xmm0, %edi
	movmskps	%xmm5, %r10d
	movntdqa	(%rax,%r15,4), %xmm9
	movntdqa	127(%rdi), %xmm5
	movntdqa	127, %xmm10
	movntdqa	127(%r13,%r14), %xmm7
	movntdq	%xmm7, (%rsp,%rdx)
	movntdq	%xmm9, 127(%r8)
	movntdq	%xmm8, (%rbp)
	movntdq	%xmm3, 127(%r14,%rbx,8)
	movntiq	%rdx, -128(%r12,%r15,8)
	movntiq	%rdi, -128(%rcx,%rbx)
	movntiq	%r12, -1(%r14,%rdi,4)
	movntiq	%rsp, -1(%rax,%r9,8)
	movntil	%edx, -1(%rdi)
	movntil	%r14d, %fs:(%rip)
	movntil	%r9d, 127(%r9,%r9,8)
	movntil	%r12d, %fs:1(%rax)
	movntpd	%xmm4, 127(%rax,%r13)
	movntpd	%xmm6, %fs:-2147483648(%r9,%rbp,8)
	movntpd	%xmm14, -128(%rbx,%r8)
	movntpd	%xmm4, -2147483648(%rsi)
	movntps	%xmm2, %fs:2147483647(%rdx,%rdi)
	movntps	%xmm13, -1(%r12,%r9,8)
	movntps	%xmm11, 1(%rsp,%rsi,8)
	movntps	%xmm10, -1(%rsp,%rsi,8)
	movntsd	%xmm12, %fs:128(%r10)
	movntsd	%xmm2, -129(%rdx,%rsi)
	movntsd	%xmm4, 1(%r10)
	movntsd	%xmm8, -1(%rdi)
	movntss	%xmm10, 127(,%r11)
	movntss	%xmm12, -2147483648
	movntss	%xmm7, 128(%rcx)
	movntss	%xmm6, %fs:-2147483648(%rbp,%rdx,2)
	movd	%xmm8, %gs:127(%rsi,%rsi,4)
	movd	%xmm11, 128(%r14,%r9,8)
	movd	%xmm3, -1(,%rax,4)
	movd	%xmm11, -128(%rcx,%r8)
	movd	%xmm15, %r9d
	movd	%xmm10, %r15d
	movd	%xmm14, %ebx
	movd	%xmm1, %r15d
	movq	%xmm3, 1(%r11,%rbp,8)
	movq	%xmm6, 127(%rcx)
	movq	%xmm4, -2147483648(%rsp,%r8,8)
	movq	%xmm9, 0
	movq	%xmm6, %xmm5
	movq	%xmm15, %xmm6
	movq	%xmm6, %xmm2
	movq	%xmm6, %xmm1
	movq	%xmm11, %r11
	movq	%xmm8, %r14
	movq	%xmm3, %r9
	movq	%xmm10, %rsi
	movq	127(%rcx), %xmm12
	movq	128(%rip), %xmm2
	movq	-2147483648(%r14), %xmm2
	movq	-1(%rbx,%r12), %xmm15
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%esi), %es:(%edi)
	movsb	(%esi), %es:(%edi)
	movsb	(%esi), %es:(%edi)
	movsb	(%rsi), %es:(%rdi)
	movsd	%xmm9, 127(%r9,%rsi,2)
	movsd	%xmm13, 1(%r11)
	movsd	%xmm0, %gs:128(%rbx)
	movsd	%xmm1, %fs:128(%r9)
	movsd	-129(%rip), %xmm12
	movsd	1, %xmm10
	movsd	2147483647(%rsp,%rsi), %xmm2
	movsd	(%rdx), %xmm13
	movsd	%xmm14, %xmm12
	movsd	%xmm3, %xmm1
	movsd	%xmm5, %xmm3
	movsd	%xmm11, %xmm12
	movsd	%xmm9, %xmm11
	movsd	%xmm8, %xmm12
	movsd	%xmm6, %xmm4
	movsd	%xmm8, %xmm10
	movshdup	-1, %xmm9
	movshdup	-128, %xmm2
	movshdup	%gs:-128(%rbp,%rax,8), %xmm0
	movshdup	%gs:-129(%r14), %xmm5
	movshdup	%xmm9, %xmm3
	movshdup	%xmm10, %xmm6
	movshdup	%xmm5, %xmm9
	movshdup	%xmm10, %xmm11
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsldup	%fs:1(%r8,%r11), %xmm3
	movsldup	-2147483648(%r11,%rdx,2), %xmm13
	movsldup	%gs:127(%rsi), %xmm13
	movsldup	-2147483648(%rbp), %xmm10
	movsldup	%xmm11, %xmm11
	movsldup	%xmm10, %xmm8
	movsldup	%xmm9, %xmm11
	movsldup	%xmm5, %xmm3
	movsl	%gs:(%rsi), %es:(%rdi)
	movsl	(%esi), %es:(%edi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%esi), %es:(%edi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%esi), %es:(%edi)
	movss	%xmm15, -128(%rdx,%rax,8)
	movss	%xmm7, 128(%r13,%rbx,4)
	movss	%xmm3, 1(%rax)
	movss	%xmm6, 127(%rdi)
	movss	1(%r12,%rdx,8), %xmm10
	movss	%fs:2147483647(%r11), %xmm0
	movss	-129(%r8), %xmm1
	movss	-129(,%r13,2), %xmm6
	movss	%xmm15, %xmm3
	movss	%xmm14, %xmm5
	movss	%xmm8, %xmm13
	movss	%xmm10, %xmm3
	movss	%xmm10, %xmm8
	movss	%xmm3, %xmm11
	movss	%xmm5, %xmm8
	movss	%xmm3, %xmm13
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	%es:(%esi), %es:(%edi)
	movsw	(%esi), %es:(%edi)
	movsw	(%esi), %es:(%edi)
	movsw	%ss:(%rsi), %es:(%rdi)
	movsbw	%gs:127(,%r8), %cx
	movsbw	(%r11), %r10w
	movsbw	-1(%rax,%rdx), %r9w
	movsbw	%gs:-128(%r13,%r14,2), %sp
	movsbw	%al, %dx
	movsbw	%cl, %r13w
	movsbw	%ch, %ax
	movsbw	%dh, %si
	movswl	2147483647(%rsi,%rcx), %eax
	movswl	%gs:-129(%r11,%r12), %r11d
	movswl	(%rsi,%rdx,2), %r14d
	movswl	127(%rbx), %edx
	movsbl	2147483647(%rsi,%r11,4), %ebp
	movsbl	-1(%r11,%r12,4), %esi
	movsbl	%gs:-1(%r15), %r9d
	movsbl	1(%rdi), %esp
	movswl	%r12w, %r8d
	movswl	%si, %eax
	movswl	%di, %ebx
	movswl	%si, %eax
	movsbl	%r10b, %r15d
	movsbl	%r9b, %r9d
	movsbl	%al, %edx
	movsbl	%r14b, %r9d
	movswq	127(%r15,%rbx,2), %rbx
	movswq	%gs:128(%rbp,%rax,2), %r8
	movswq	127(%rsi,%rbx,8), %rbp
	movswq	-2147483648(%rbp,%r10,4), %rbx
	movslq	%fs:-2147483648(%r9), %r10
	movslq	2147483647(%rip), %rbx
	movslq	%gs:1(%r12,%r10,8), %r11
	movslq	-128, %rbx
	movsbq	2147483647(%r11,%rbx,4), %rbp
	movsbq	-128(%r15), %rcx
	movsbq	1(%rdx), %rsp
	movsbq	%fs:128(%r12), %rdx
	movswq	%r15w, %r13
	movswq	%r8w, %r12
	movswq	%sp, %rdx
	movswq	%r14w, %r12
	movslq	%r13d, %r8
	movslq	%ebp, %r12
	movslq	%r10d, %rsp
	movslq	%eax, %rbx
	movsbq	%spl, %r13
	movsbq	%al, %r10
	movsbq	%r11b, %rdx
	movsbq	%spl, %rdx
	movupd	%xmm5, 1(%rdi)
	movupd	%xmm5, 127(%r9,%r13,8)
	movupd	%xmm7, -129(%rsi,%rbx,8)
	movupd	%xmm0, 1(%rbx,%r10)
	movupd	%fs:127(%rdx), %xmm6
	movupd	128(%rsp,%rax), %xmm13
	movupd	%gs:-128(,%rbp,8), %xmm11
	movupd	(%rip), %xmm6
	movupd	%xmm1, %xmm5
	movupd	%xmm11, %xmm7
	movupd	%xmm2, %xmm14
	movupd	%xmm1, %xmm13
	movupd	%xmm7, %xmm5
	movupd	%xmm1, %xmm8
	movupd	%xmm1, %xmm1
	movupd	%xmm12, %xmm0
	movups	%xmm7, 2147483647(%rax)
	movups	%xmm2, 1(%r10)
	movups	%xmm6, 2147483647(%rax,%r13,4)
	movups	%xmm14, %fs:-1(%rsi,%rbx,8)
	movups	-2147483648(%rsi), %xmm4
	movups	-1(%r9,%r14), %xmm3
	movups	%gs:2147483647(%r15,%rax,8), %xmm14
	movups	-129(%rbp), %xmm0
	movups	%xmm12, %xmm1
	movups	%xmm6, %xmm2
	movups	%xmm3, %xmm11
	movups	%xmm11, %xmm12
	movups	%xmm5, %xmm8
	movups	%xmm10, %xmm4
	movups	%xmm10, %xmm6
	movups	%xmm0, %xmm3
	movq	%xmm6, %xmm12
	movq	%xmm0, %xmm2
	movq	%xmm1, %xmm3
	movq	%xmm2, %xmm3
	movzbw	-2147483648(%rax,%rcx,4), %r8w
	movzbw	%gs:-1(%r11), %r11w
	movzbw	%gs:(%r13), %bp
	movzbw	128(%rdi), %ax
	movzbw	%sil, %r12w
	movzbw	%r11b, %r13w
	movzbw	%al, %si
	movzbw	%al, %sp
	movzwl	-1(%r12), %ebp
	movzwl	127(%rdx,%rax), %r14d
	movzwl	-2147483648(%rsp), %r9d
	movzwl	-1(%rcx), %esp
	movzbl	-2147483648(%r15), %ebx
	movzbl	128(%r10), %r9d
	movzbl	(%rbx,%rbp), %ecx
	movzbl	127(%rbp), %r8d
	movzwl	%bx, %r14d
	movzwl	%bp, %eax
	movzwl	%r8w, %r14d
	movzwl	%r9w, %r10d
	movzbl	%r12b, %esp
	movzbl	%r10b, %r13d
	movzbl	%r10b, %r15d
	movzbl	%bpl, %r13d
	movzwq	-128(%rbp,%r12,8), %rsp
	movzwq	(%r14), %rax
	movzwq	(%rax,%r8), %rdi
	movzwq	(%r9), %rax
	movzbq	-2147483648(%r8,%rbp,2), %rdx
	movzbq	%fs:-129(%r13), %r15
	movzbq	%gs:-2147483648(%r15,%rbx,2), %r10
	movzbq	(%rcx,%r9), %rbx
	movzwq	%dx, %r13
	movzwq	%ax, %rcx
	movzwq	%dx, %rcx
	movzwq	%sp, %rcx
	movzbq	%cl, %rcx
	movzbq	%r12b, %rsp
	movzbq	%r15b, %r11
	movzbq	%cl, %rsi
	mpsadbw	$71, -2147483648, %xmm5
	mpsadbw	$127, 2147483647(,%r15,8), %xmm11
	mpsadbw	$255, %gs:-1(%r9), %xmm15
	mpsadbw	$17, %gs:1(,%rdi,8), %xmm6
	mpsadbw	$93, %xmm9, %xmm9
	mpsadbw	$127, %xmm15, %xmm15
	mpsadbw	$246, %xmm9, %xmm4
	mpsadbw	$1, %xmm0, %xmm11
	mulw	%fs:-128(%rax,%r12,8)
	mulw	127(%rip)
	mulw	2147483647(%r8,%r9,2)
	mulw	1(%r8)
	mulw	%sp
	mulw	%si
	mulw	%sp
	mulw	%r11w
	mull	128(%rbp)
	mull	(,%rcx,2)
	mull	2147483647(%r8)
	mull	1
	mull	%ebp
	mull	%ebp
	mull	%r12d
	mull	%eax
	mulq	%gs:(%r10,%r10,4)
	mulq	2147483647(%rsi,%rdx,8)
	mulq	2147483647(%r15)
	mulq	%gs:-1(%r13)
	mulq	%rax
	mulq	%rdi
	mulq	%rsi
	mulq	%r8
	mulb	1(%rsi,%rax,2)
	mulb	128(%r11,%r12,4)
	mulb	2147483647(%rdi)
	mulb	128(,%rax,8)
	mulb	%r12b
	mulb	%dl
	mulb	%bh
	mulb	%r11b
	mulpd	-1(%rax,%rax,2), %xmm10
	mulpd	%gs:2147483647(%r13,%rbx), %xmm2
	mulpd	1(%r13,%r9,4), %xmm3
	mulpd	%fs:127(%rsi), %xmm2
	mulpd	%xmm10, %xmm5
	mulpd	%xmm4, %xmm15
	mulpd	%xmm2, %xmm12
	mulpd	%xmm9, %xmm10
	mulps	%gs:-128(%rsp), %xmm13
	mulps	%gs:-128(%rcx,%rcx), %xmm5
	mulps	127(%r13,%rcx,2), %xmm8
	mulps	-1(%r9), %xmm12
	mulps	%xmm15, %xmm13
	mulps	%xmm4, %xmm13
	mulps	%xmm10, %xmm9
	mulps	%xmm3, %xmm0
	mulsd	-129(%r14,%rdx,4), %xmm10
	mulsd	(%r9,%rsi,2), %xmm6
	mulsd	%fs:-128(%r11,%r10,4), %xmm5
	mulsd	128(%rbx), %xmm5
	mulsd	%xmm11, %xmm10
	mulsd	%xmm3, %xmm14
	mulsd	%xmm10, %xmm11
	mulsd	%xmm12, %xmm4
	mulss	128(%r14,%r8,4), %xmm6
	mulss	-128(%rdx), %xmm14
	mulss	%fs:-1(%rbx,%r11,4), %xmm2
	mulss	(%r13,%r14), %xmm11
	mulss	%xmm10, %xmm12
	mulss	%xmm12, %xmm10
	mulss	%xmm0, %xmm0
	mulss	%xmm10, %xmm12
	mulxl	%gs:-129, %r15d, %r10d
	mulxl	2147483647(%rip), %ecx, %r14d
	mulxl	-2147483648(%rbp,%rsi,8), %r13d, %r13d
	mulxl	-1(%rdi,%rdi,4), %r13d, %r15d
	mulxl	%r14d, %r9d, %edx
	mulxl	%eax, %r15d, %edi
	mulxl	%r9d, %ebx, %r8d
	mulxl	%r11d, %edi, %esi
	mulxq	%gs:-1, %rsi, %rbp
	mulxq	%gs:(%rip), %rbx, %r13
	mulxq	-1(%r14), %rdi, %r8
	mulxq	(%r10,%rax), %r14, %r10
	mulxq	%r9, %rdi, %rbp
	mulxq	%r13, %r9, %rax
	mulxq	%r8, %r10, %r10
	mulxq	%rax, %r12, %rsi
	fmuls	-2147483648(%r14,%rbx)
	fmuls	-2147483648(,%r8)
	fmuls	-128(,%r12)
	fmuls	2147483647(%rbx)
	fmull	%fs:(%rsp,%r13,2)
	fmull	-2147483648(%r9,%rbp)
	fmull	-2147483648(%r9)
	fmull	128(%rbx)
	fimuls	-1(%rdx,%rax,8)
	fimuls	-1(%rip)
	fimuls	-1(%rsp,%rbp,4)
	fimuls	-1(%rsi)
	fimull	127(%r15,%rbp,8)
	fimull	(%rdi)
	fimull	127(%r11)
	fimull	%gs:128
	fmulp	%st, %st(5)
	fmulp	%st, %st(2)
	fmulp	%st, %st(4)
	fmulp	%st, %st(4)
	fmul	%st(6), %st
	fmul	%st(5), %st
	fmul	%st(2), %st
	fmul	%st(6), %st
	fmul	%st, %st(6)
	fmul	%st, %st(2)
	fmul	%st, %st(0)
	fmul	%st, %st(3)
	mwaitx
	mwaitx
	mwaitx
	mwaitx
	mwait
	mwait
	mwait
	mwait
	negw	1(%r9,%r15,2)
	negw	1(%r12)
	negw	127(%r10,%r9,8)
	negw	-128(,%rdx,4)
	negw	%r12w
	negw	%dx
	negw	%r10w
	negw	%bp
	negl	-2147483648(%rsi)
	negl	127(%r13)
	negl	-1(%rdx)
	negl	128(%r8,%rcx,2)
	negl	%ebx
	negl	%eax
	negl	%r11d
	negl	%r10d
	negq	%fs:-129
	negq	%fs:2147483647(%r12)
	negq	-128(%r8,%rcx,2)
	negq	%fs:-2147483648(%rdi)
	negq	%r12
	negq	%r15
	negq	%r13
	negq	%rdx
	negb	%fs:1(%r13,%rcx)
	negb	1(%rax,%r12,2)
	negb	-1
	negb	-2147483648(%rbx,%rdx)
	negb	%ch
	negb	%dl
	negb	%dl
	negb	%r12b
	nop
	nop
	nop
	nop
	nopl	2147483647(%r14,%r9,4)
	nopl	-1(%rbp,%r9,4)
	nopl	%fs:-1(%rdx)
	nopl	-128(%r8,%r12,8)
	nopl	%r10d
	nopl	%r9d
	nopl	%r8d
	nopl	%r9d
	nopq	-1(%r10,%r15,2)
	nopq	127(%r12)
	nopq	-129(%r14)
	nopq	2147483647(%rbx)
	nopq	%rcx
	nopq	%r13
	nopq	%rax
	nopq	%rcx
	nopw	-129(%r9)
	nopw	%fs:-128(%rsp,%r14,8)
	nopw	128(%r13,%r9,4)
	nopw	-129
	nopw	%di
	nopw	%ax
	nopw	%r8w
	nopw	%cx
	notw	-1(%rbp,%rdi,4)
	notw	2147483647(%rsi)
	notw	2147483647(%rdx)
	notw	-1(%rdi)
	notw	%r8w
	notw	%dx
	notw	%r8w
	notw	%r11w
	notl	%gs:128(%rsi)
	notl	-2147483648(%r10,%rsi,8)
	notl	0
	notl	%gs:-129(%r13)
	notl	%r8d
	notl	%r12d
	notl	%r10d
	notl	%r13d
	notq	-2147483648(%rbx,%r11)
	notq	%fs:(%r13,%rbx)
	notq	%gs:-1(%rax)
	notq	-129(%rdi)
	notq	%r13
	notq	%r9
	notq	%rbp
	notq	%r8
	notb	-128(%rdi,%rbx,8)
	notb	128(%rsi)
	notb	%fs:-128(%r9)
	notb	127(%rdi)
	notb	%bpl
	notb	%dl
	notb	%r8b
	notb	%dl
	orw	$1, %ax
	orw	$1, %ax
	orw	$32767, %ax
	orw	$65535, %ax
	orw	$32768, %gs:-129(%r10)
	orw	$1, %gs:-129(%rax,%rcx,4)
	orw	$-1, -1
	orw	$-1, -2147483648(%r11,%r14,2)
	orw	$81, 2147483647(%r13)
	orw	$99, 1(%r9)
	orw	$127, %fs:1(%r14,%rdx,2)
	orw	$54, 1(%r14,%r13,8)
	orw	%bx, -128(%rbp)
	orw	%ax, %fs:128(%r14)
	orw	%bx, %gs:-128(%rcx)
	orw	%di, 1(%rax)
	orw	$51991, %di
	orw	$-26989, %ax
	orw	$38144, %r14w
	orw	$30987, %r9w
	orw	$65532, %si
	orw	$65416, %r11w
	orw	$65460, %di
	orw	$2, %ax
	orw	%gs:-129(%r12,%r13,2), %r13w
	orw	-2147483648(%r8,%r14,8), %r12w
	orw	-1(%rbp), %dx
	orw	%gs:1(,%rax,4), %r15w
	orw	%r15w, %sp
	orw	%ax, %r11w
	orw	%dx, %dx
	orw	%ax, %r13w
	orl	$-2147483648, %eax
	orl	$65536, %eax
	orl	$0, %eax
	orl	$-1343224252, %eax
	orl	$127, -2147483648(%r12)
	orl	$65536, (%r9,%rbp,8)
	orl	$65536, -129(%rax,%rcx)
	orl	$-129, 127(%rax,%r11)
	orl	$2, -129(%rdi,%r15)
	orl	$1, -2147483648(,%r10,4)
	orl	$4294967253, -128(%r15,%r11)
	orl	$4294967295, 1(%rip)
	orl	%r10d, (%r15,%rcx,4)
	orl	%r12d, -1(%rsp)
	orl	%esp, -129(%r14)
	orl	%r11d, 128(%rdx)
	orl	$32767, %edx
	orl	$164847028, %eax
	orl	$-2147483648, %r8d
	orl	$32767, %edi
	orl	$-128, %r8d
	orl	$83, %esp
	orl	$4294967295, %esi
	orl	$4294967168, %r11d
	orl	%fs:-2147483648(%rsi), %r13d
	orl	%gs:-2147483648(%rdx), %ebp
	orl	2147483647(%rax,%r15), %ecx
	orl	127(%rsi,%r9), %r12d
	orl	%esp, %r10d
	orl	%r8d, %ebp
	orl	%r10d, %eax
	orl	%esi, %edi
	orq	$2147483647, %rax
	orq	$-2147483648, %rax
	orq	$-2147483648, %rax
	orq	$-2147483648, %rax
	orq	$-129, -1(%rsi,%r8,2)
	orq	$-1749763274, 127(%r15)
	orq	$-2147483648, %fs:-2147483648(%r14)
	orq	$127, 128(%rip)
	orq	$51, 1(%rip)
	orq	$-128, %gs:127
	orq	$-128, 1(%r11,%r12,8)
	orq	$-65, (%r15)
	orq	%r11, %gs:-2147483648(%rcx)
	orq	%r12, 128(%rdi,%rsi,2)
	orq	%r14, -129(%r12,%rsi,2)
	orq	%r12, -128(%rdx,%r13,4)
	orq	$-1, %r14
	orq	$2147483647, %r15
	orq	$2147483647, %rsi
	orq	$1, %rdx
	orq	$47, %r10
	orq	$-16, %rsi
	orq	$-1, %rsi
	orq	$127, %rbx
	orq	2147483647(%r12,%rsi), %rax
	orq	%gs:2147483647(%r9,%rbp,8), %rbx
	orq	127(%rbp,%r8,8), %rsp
	orq	128(%rcx,%r13,2), %rsi
	orq	%r9, %rsi
	orq	%r15, %r9
	orq	%rdx, %rdi
	orq	%r12, %rdi
	orb	$2, %al
	orb	$-117, %al
	orb	$0, %al
	orb	$-128, %al
	orb	$251, 128(%rsi,%rsi)
	orb	$-15, 2147483647(%rbp,%rdi,2)
	orb	$0, (%r15)
	orb	$255, 1(%rbp)
	orb	%r15b, %fs:-128(%rsi,%rax,2)
	orb	%r13b, 2147483647(%rdi,%r10,2)
	orb	%spl, 2147483647(%rsi,%r10)
	orb	%dh, -2147483648(%rax)
	orb	$-128, %sil
	orb	$-78, %ah
	orb	$40, %al
	orb	$75, %ah
	orb	-128(%r9), %dl
	orb	2147483647(%r11,%r13,8), %dil
	orb	%fs:(%rip), %bpl
	orb	2147483647(%rcx,%rdx), %dil
	orb	%r11b, %cl
	orb	%ch, %cl
	orb	%spl, %r14b
	orb	%sil, %r11b
	orpd	%fs:-2147483648(%r12,%r11,8), %xmm5
	orpd	(%rip), %xmm4
	orpd	-128(%r10), %xmm5
	orpd	%gs:-128(%r10,%r11,2), %xmm0
	orpd	%xmm12, %xmm10
	orpd	%xmm12, %xmm0
	orpd	%xmm5, %xmm5
	orpd	%xmm10, %xmm11
	orps	1(%r13,%r12), %xmm12
	orps	%fs:-1(%r9,%rsi,8), %xmm11
	orps	2147483647(%r11,%rbp,2), %xmm7
	orps	-128(%rdi,%r12,8), %xmm8
	orps	%xmm10, %xmm6
	orps	%xmm10, %xmm12
	orps	%xmm8, %xmm3
	orps	%xmm10, %xmm6
	outw	%ax, $214
	outw	%ax, $128
	outw	%ax, $255
	outw	%ax, $255
	outw	%ax, %dx
	outw	%ax, %dx
	outw	%ax, %dx
	outw	%ax, %dx
	outl	%eax, $255
	outl	%eax, $255
	outl	%eax, $101
	outl	%eax, $187
	outl	%eax, %dx
	outl	%eax, %dx
	outl	%eax, %dx
	outl	%eax, %dx
	outb	%al, $221
	outb	%al, $179
	outb	%al, $190
	outb	%al, $115
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
	outsl	(%esi), %dx
	outsl	%ds:(%esi), %dx
	outsl	%es:(%esi), %dx
	outsl	(%esi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	%ss:(%esi), %dx
	outsw	(%esi), %dx
	outsw	(%esi), %dx
	outsw	%fs:(%esi), %dx
	pabsb	-2147483648(%r14), %xmm13
	pabsb	%fs:128(%rbp), %xmm4
	pabsb	2147483647(%rax), %xmm14
	pabsb	-2147483648(,%r9,8), %xmm2
	pabsb	%xmm0, %xmm14
	pabsb	%xmm12, %xmm5
	pabsb	%xmm3, %xmm3
	pabsb	%xmm8, %xmm8
	pabsd	%gs:-128(%rax,%r12,4), %xmm14
	pabsd	128(,%rdx,8), %xmm6
	pabsd	2147483647(%rsp), %xmm5
	pabsd	(%rbp), %xmm13
	pabsd	%xmm9, %xmm9
	pabsd	%xmm7, %xmm0
	pabsd	%xmm6, %xmm10
	pabsd	%xmm7, %xmm6
	pabsw	128(%rbp,%rbp,4), %xmm7
	pabsw	%fs:128, %xmm13
	pabsw	-2147483648(%r9), %xmm6
	pabsw	%gs:1(%rsp), %xmm11
	pabsw	%xmm13, %xmm11
	pabsw	%xmm5, %xmm5
	pabsw	%xmm6, %xmm0
	pabsw	%xmm4, %xmm11
	packssdw	%fs:-128(%r13), %xmm4
	packssdw	%fs:-128(%rdi,%r9), %xmm7
	packssdw	(%r10,%r14), %xmm4
	packssdw	%gs:-128(%r12), %xmm13
	packssdw	%xmm15, %xmm12
	packssdw	%xmm10, %xmm6
	packssdw	%xmm3, %xmm15
	packssdw	%xmm5, %xmm9
	packsswb	%fs:-2147483648(%rbx), %xmm12
	packsswb	-1(%r9), %xmm15
	packsswb	127(%r8), %xmm13
	packsswb	-2147483648(%r9), %xmm15
	packsswb	%xmm13, %xmm10
	packsswb	%xmm3, %xmm0
	packsswb	%xmm1, %xmm3
	packsswb	%xmm6, %xmm4
	packusdw	%fs:-2147483648, %xmm6
	packusdw	-128, %xmm7
	packusdw	128(%rbx), %xmm11
	packusdw	(%rbx), %xmm3
	packusdw	%xmm9, %xmm3
	packusdw	%xmm10, %xmm11
	packusdw	%xmm11, %xmm3
	packusdw	%xmm5, %xmm1
	packuswb	128(%r13), %xmm3
	packuswb	(%r13,%r14,8), %xmm2
	packuswb	-2147483648(%rax,%r9,4), %xmm5
	packuswb	-128(%r14,%r12), %xmm1
	packuswb	%xmm11, %xmm8
	packuswb	%xmm1, %xmm10
	packuswb	%xmm5, %xmm9
	packuswb	%xmm13, %xmm9
	paddb	(%rdi,%rbx,2), %xmm1
	paddb	-1(%rdx), %xmm9
	paddb	%gs:-128(%rax), %xmm15
	paddb	-129(%rcx), %xmm5
	paddb	%xmm0, %xmm11
	paddb	%xmm5, %xmm13
	paddb	%xmm4, %xmm13
	paddb	%xmm9, %xmm3
	paddd	%gs:2147483647(%r10,%rsi,8), %xmm7
	paddd	1(%rdi,%rdx,2), %xmm8
	paddd	-1(%rsp), %xmm10
	paddd	128(%r14), %xmm10
	paddd	%xmm0, %xmm14
	paddd	%xmm2, %xmm5
	paddd	%xmm14, %xmm11
	paddd	%xmm6, %xmm1
	paddq	1(%rsi,%r10), %xmm3
	paddq	-128(%rsp), %xmm15
	paddq	-1(%rsp,%r12,8), %xmm0
	paddq	128(%rcx), %xmm15
	paddq	%xmm11, %xmm9
	paddq	%xmm12, %xmm11
	paddq	%xmm10, %xmm5
	paddq	%xmm5, %xmm0
	paddsb	%gs:-129(%r12,%r8,2), %xmm5
	paddsb	128(%rip), %xmm2
	paddsb	(%r10,%rdi), %xmm8
	paddsb	%fs:-129(%rbx,%r12,2), %xmm15
	paddsb	%xmm0, %xmm4
	paddsb	%xmm3, %xmm6
	paddsb	%xmm9, %xmm1
	paddsb	%xmm13, %xmm7
	paddsw	%gs:128, %xmm13
	paddsw	(%r11), %xmm11
	paddsw	-129(%r8,%r14,2), %xmm0
	paddsw	-128, %xmm4
	paddsw	%xmm7, %xmm1
	paddsw	%xmm13, %xmm10
	paddsw	%xmm15, %xmm2
	paddsw	%xmm3, %xmm4
	paddusb	-129, %xmm2
	paddusb	%gs:-128(%rcx), %xmm8
	paddusb	%gs:-2147483648(%rdi), %xmm6
	paddusb	%gs:-1(,%r11), %xmm13
	paddusb	%xmm9, %xmm9
	paddusb	%xmm9, %xmm10
	paddusb	%xmm1, %xmm8
	paddusb	%xmm0, %xmm12
	paddusw	(%rdi), %xmm2
	paddusw	-1(%rax), %xmm2
	paddusw	(%r9), %xmm0
	paddusw	1, %xmm1
	paddusw	%xmm1, %xmm14
	paddusw	%xmm7, %xmm12
	paddusw	%xmm2, %xmm0
	paddusw	%xmm14, %xmm0
	paddw	(%r11), %xmm8
	paddw	%fs:-128(%rax,%rbx,2), %xmm7
	paddw	1(%rbx), %xmm1
	paddw	128(%r14), %xmm11
	paddw	%xmm9, %xmm2
	paddw	%xmm3, %xmm13
	paddw	%xmm5, %xmm6
	paddw	%xmm0, %xmm13
	palignr	$232, 127(%r11,%r13,2), %xmm1
	palignr	$161, -1(,%r14,4), %xmm8
	palignr	$2, 1(,%r12), %xmm0
	palignr	$0, %fs:-2147483648(%r14,%rdx), %xmm2
	palignr	$92, %xmm11, %xmm9
	palignr	$128, %xmm4, %xmm8
	palignr	$0, %xmm3, %xmm4
	palignr	$255, %xmm12, %xmm4
	pandn	-129(%r9,%r8), %xmm14
	pandn	-128, %xmm7
	pandn	-129(%r8), %xmm9
	pandn	-1(%r15), %xmm2
	pandn	%xmm13, %xmm11
	pandn	%xmm6, %xmm2
	pandn	%xmm4, %xmm5
	pandn	%xmm10, %xmm2
	pand	-128, %xmm0
	pand	128, %xmm10
	pand	%fs:-2147483648(%r14,%rbp,2), %xmm15
	pand	%fs:-129(%rsp,%r9), %xmm9
	pand	%xmm8, %xmm13
	pand	%xmm8, %xmm3
	pand	%xmm9, %xmm12
	pand	%xmm6, %xmm13
	pause
	pause
	pause
	pause
	pavgb	(,%rsi,2), %xmm12
	pavgb	1, %xmm9
	pavgb	%fs:2147483647(%rsi,%rsi,8), %xmm0
	pavgb	-1(%r9,%rax,4), %xmm12
	pavgb	%xmm2, %xmm1
	pavgb	%xmm10, %xmm8
	pavgb	%xmm9, %xmm3
	pavgb	%xmm1, %xmm3
	pavgusb	(%r11), %mm5
	pavgusb	%fs:-1(%rip), %mm3
	pavgusb	2147483647(%rdx), %mm5
	pavgusb	%gs:-1(%rdi), %mm1
	pavgusb	%mm4, %mm6
	pavgusb	%mm6, %mm7
	pavgusb	%mm0, %mm2
	pavgusb	%mm0, %mm2
	pavgw	2147483647(%r10), %xmm3
	pavgw	-1(%rip), %xmm7
	pavgw	-1(%r15,%r10), %xmm12
	pavgw	%gs:-1, %xmm7
	pavgw	%xmm3, %xmm3
	pavgw	%xmm6, %xmm3
	pavgw	%xmm4, %xmm7
	pavgw	%xmm14, %xmm1
	pblendvb	%xmm0, 127(%rsp,%r11,4), %xmm9
	pblendvb	%xmm0, -128(%r13), %xmm8
	pblendvb	%xmm0, -129(%rdi,%rcx), %xmm1
	pblendvb	%xmm0, 127(%rsp,%r13), %xmm6
	pblendvb	%xmm0, %xmm0, %xmm13
	pblendvb	%xmm0, %xmm14, %xmm7
	pblendvb	%xmm0, %xmm15, %xmm5
	pblendvb	%xmm0, %xmm5, %xmm5
	pblendw	$1, -1(%rbp), %xmm9
	pblendw	$204, 128(%r15,%rcx,2), %xmm4
	pblendw	$177, -129(%r9,%r14,8), %xmm6
	pblendw	$201, %gs:(%r13,%rdx,4), %xmm6
	pblendw	$0, %xmm9, %xmm1
	pblendw	$128, %xmm13, %xmm1
	pblendw	$1, %xmm7, %xmm5
	pblendw	$255, %xmm4, %xmm12
	pbndkb
	pbndkb
	pbndkb
	pbndkb
	pclmulqdq	$128, -129(%rsp), %xmm10
	pclmulqdq	$153, (,%rbp,2), %xmm14
	pclmulqdq	$149, -2147483648(%rcx), %xmm11
	pclmulqdq	$242, -129(%rax), %xmm6
	pclmulqdq	$255, %xmm3, %xmm8
	pclmulqdq	$1, %xmm12, %xmm3
	pclmulqdq	$0, %xmm6, %xmm1
	pclmulqdq	$255, %xmm14, %xmm7
	pcmpeqb	(%rcx), %xmm13
	pcmpeqb	1(%r14,%r11,8), %xmm13
	pcmpeqb	127(%rcx), %xmm14
	pcmpeqb	%gs:127(%r15), %xmm15
	pcmpeqb	%xmm4, %xmm12
	pcmpeqb	%xmm7, %xmm4
	pcmpeqb	%xmm5, %xmm2
	pcmpeqb	%xmm0, %xmm10
	pcmpeqd	1(%r14,%rdi), %xmm12
	pcmpeqd	%gs:1(%rdi,%r14,2), %xmm14
	pcmpeqd	%gs:-2147483648(%rbp,%rbx), %xmm13
	pcmpeqd	-2147483648(%r8,%rcx,2), %xmm6
	pcmpeqd	%xmm6, %xmm0
	pcmpeqd	%xmm11, %xmm4
	pcmpeqd	%xmm1, %xmm14
	pcmpeqd	%xmm4, %xmm12
	pcmpeqq	-129(%r8), %xmm9
	pcmpeqq	(%r9,%rbp), %xmm0
	pcmpeqq	1(%r9,%rbp,2), %xmm9
	pcmpeqq	%fs:-2147483648(%r10), %xmm1
	pcmpeqq	%xmm4, %xmm0
	pcmpeqq	%xmm10, %xmm14
	pcmpeqq	%xmm15, %xmm4
	pcmpeqq	%xmm14, %xmm12
	pcmpeqw	%fs:1(%rdx), %xmm6
	pcmpeqw	%fs:1(%rcx,%rbx,8), %xmm12
	pcmpeqw	-1(%r9,%r13,8), %xmm14
	pcmpeqw	-1(%r11), %xmm11
	pcmpeqw	%xmm0, %xmm1
	pcmpeqw	%xmm6, %xmm2
	pcmpeqw	%xmm12, %xmm7
	pcmpeqw	%xmm2, %xmm0
	pcmpestri	$92, 128(%rax,%rbp,8), %xmm15
	pcmpestri	$179, -2147483648(%r8), %xmm15
	pcmpestri	$128, (%rsi,%rcx,2), %xmm8
	pcmpestri	$255, -128(%r10), %xmm0
	pcmpestri	$255, %xmm1, %xmm8
	pcmpestri	$128, %xmm14, %xmm1
	pcmpestri	$255, %xmm13, %xmm8
	pcmpestri	$108, %xmm3, %xmm5
	pcmpestrm	$255, 2147483647(,%rsi,2), %xmm9
	pcmpestrm	$209, -128(%r13,%rdi,2), %xmm12
	pcmpestrm	$128, %fs:1(%r15), %xmm13
	pcmpestrm	$255, -2147483648(%r15,%r12), %xmm3
	pcmpestrm	$255, %xmm6, %xmm6
	pcmpestrm	$1, %xmm11, %xmm11
	pcmpestrm	$129, %xmm3, %xmm5
	pcmpestrm	$1, %xmm11, %xmm0
	pcmpgtb	%gs:1(,%r11,8), %xmm2
	pcmpgtb	%fs:128(%r10), %xmm4
	pcmpgtb	128(%rdx), %xmm15
	pcmpgtb	(%r15), %xmm8
	pcmpgtb	%xmm1, %xmm5
	pcmpgtb	%xmm11, %xmm3
	pcmpgtb	%xmm12, %xmm4
	pcmpgtb	%xmm6, %xmm8
	pcmpgtd	128(%r15,%rbx,4), %xmm6
	pcmpgtd	1(%rsp), %xmm12
	pcmpgtd	%gs:2147483647(%rbx,%rdi,4), %xmm15
	pcmpgtd	-2147483648(%rbp), %xmm6
	pcmpgtd	%xmm14, %xmm14
	pcmpgtd	%xmm11, %xmm2
	pcmpgtd	%xmm9, %xmm15
	pcmpgtd	%xmm7, %xmm4
	pcmpgtq	-128(%rdi), %xmm6
	pcmpgtq	1(,%r9,8), %xmm15
	pcmpgtq	%gs:-2147483648(%rcx), %xmm7
	pcmpgtq	128(%rsi,%rdx), %xmm8
	pcmpgtq	%xmm11, %xmm0
	pcmpgtq	%xmm5, %xmm13
	pcmpgtq	%xmm8, %xmm10
	pcmpgtq	%xmm1, %xmm10
	pcmpgtw	1(%r13,%r12), %xmm5
	pcmpgtw	-1(%r14,%rdi,8), %xmm0
	pcmpgtw	%fs:-2147483648(%rcx), %xmm7
	pcmpgtw	-129(%rip), %xmm9
	pcmpgtw	%xmm12, %xmm10
	pcmpgtw	%xmm14, %xmm9
	pcmpgtw	%xmm12, %xmm14
	pcmpgtw	%xmm2, %xmm5
	pcmpistri	$1, 128(%rbx), %xmm6
	pcmpistri	$128, (%rsi,%rdi), %xmm4
	pcmpistri	$255, 1(%rax,%r12,2), %xmm9
	pcmpistri	$214, %fs:-128(%r9), %xmm4
	pcmpistri	$255, %xmm14, %xmm2
	pcmpistri	$127, %xmm7, %xmm3
	pcmpistri	$1, %xmm1, %xmm15
	pcmpistri	$165, %xmm6, %xmm4
	pcmpistrm	$255, 2147483647(%r15,%r13,2), %xmm3
	pcmpistrm	$216, (,%r13), %xmm11
	pcmpistrm	$128, -2147483648(%rcx), %xmm13
	pcmpistrm	$128, %fs:127(%r8,%rsi,2), %xmm4
	pcmpistrm	$255, %xmm5, %xmm7
	pcmpistrm	$224, %xmm10, %xmm2
	pcmpistrm	$244, %xmm2, %xmm9
	pcmpistrm	$255, %xmm2, %xmm4
	pconfig
	pconfig
	pconfig
	pconfig
	pdepl	(%rdx,%rbx), %esi, %ebp
	pdepl	1(%rdx), %esp, %r12d
	pdepl	%gs:128(%rsi), %r14d, %r13d
	pdepl	%gs:-2147483648(%r13,%r13), %r13d, %ebp
	pdepl	%r15d, %r12d, %esp
	pdepl	%eax, %r13d, %ecx
	pdepl	%r13d, %r8d, %edi
	pdepl	%ebp, %r13d, %ecx
	pdepq	2147483647(%r13), %rbp, %rax
	pdepq	127(,%r13,4), %r15, %rdx
	pdepq	%gs:-128(%rdi), %r14, %r14
	pdepq	(%rcx,%rsi,4), %rcx, %r10
	pdepq	%r8, %r14, %r10
	pdepq	%rbp, %rdi, %r9
	pdepq	%rbx, %r14, %rdi
	pdepq	%r8, %rdx, %rbx
	pextl	%gs:(%r15,%rdi), %r13d, %r11d
	pextl	-128(%r12), %r11d, %ebx
	pextl	-129(%r13,%r10), %r10d, %ecx
	pextl	-2147483648(%r14), %esi, %ebp
	pextl	%ecx, %esi, %esp
	pextl	%esp, %edi, %eax
	pextl	%r12d, %edi, %eax
	pextl	%r13d, %r9d, %ecx
	pextq	%gs:-128(%rip), %r10, %rsp
	pextq	2147483647(%r12,%rcx,8), %r14, %rsi
	pextq	%gs:1(%r8,%rbx), %rax, %r11
	pextq	1(%rbp,%r12,4), %r10, %r11
	pextq	%r15, %r11, %rsi
	pextq	%rsp, %r11, %r14
	pextq	%rdx, %r13, %r11
	pextq	%rcx, %r12, %rbp
	pextrb	$231, %xmm0, 1(%r13)
	pextrb	$20, %xmm10, 1(%r10)
	pextrb	$127, %xmm5, %fs:-128(%rcx,%r13)
	pextrb	$196, %xmm9, -128(%r13)
	pextrb	$128, %xmm7, %ebp
	pextrb	$255, %xmm13, %r9d
	pextrb	$128, %xmm13, %esi
	pextrb	$128, %xmm1, %r14d
	pextrd	$127, %xmm12, -129(%rdx,%r9,2)
	pextrd	$241, %xmm1, %gs:127(,%r8,4)
	pextrd	$194, %xmm2, -1(%r9)
	pextrd	$0, %xmm11, 128(%r13)
	pextrd	$1, %xmm2, %eax
	pextrd	$137, %xmm2, %r14d
	pextrd	$104, %xmm5, %r11d
	pextrd	$255, %xmm15, %ebx
	pextrq	$67, %xmm11, %gs:-2147483648(%r8,%r9,8)
	pextrq	$0, %xmm1, %gs:1(%rsp)
	pextrq	$1, %xmm10, 128(%rdx,%r8)
	pextrq	$255, %xmm3, 2147483647(%r8,%rbp,2)
	pextrq	$1, %xmm6, %r11
	pextrq	$243, %xmm4, %r14
	pextrq	$128, %xmm8, %r12
	pextrq	$219, %xmm10, %rsp
	pextrw	$127, %xmm12, %fs:2147483647(%rbp)
	pextrw	$128, %xmm10, -2147483648(%rdx,%r11,2)
	pextrw	$221, %xmm15, (%rdx)
	pextrw	$128, %xmm7, -129(%rip)
	pextrw	$228, %xmm0, %eax
	pextrw	$127, %xmm12, %ecx
	pextrw	$128, %xmm12, %r9d
	pextrw	$55, %xmm4, %esp
	pf2id	1(%r13,%r9,8), %mm1
	pf2id	%fs:-2147483648(%rdx,%rbp,4), %mm5
	pf2id	-1(%r10), %mm3
	pf2id	%gs:128(%r14,%rdx,4), %mm3
	pf2id	%mm7, %mm3
	pf2id	%mm2, %mm2
	pf2id	%mm6, %mm5
	pf2id	%mm0, %mm4
	pf2iw	%gs:1(%rcx), %mm5
	pf2iw	%fs:1(%rbx,%r10), %mm6
	pf2iw	-2147483648(%rip), %mm3
	pf2iw	%fs:-1(%r15), %mm3
	pf2iw	%mm6, %mm5
	pf2iw	%mm2, %mm1
	pf2iw	%mm5, %mm6
	pf2iw	%mm2, %mm3
	pfacc	127(%rsi), %mm3
	pfacc	-1(%rsp,%r9,2), %mm3
	pfacc	127(%r10), %mm3
	pfacc	%fs:-1(%rbx), %mm3
	pfacc	%mm5, %mm3
	pfacc	%mm1, %mm4
	pfacc	%mm4, %mm2
	pfacc	%mm0, %mm2
	pfadd	1(%r14), %mm3
	pfadd	%fs:(%rbp,%r14,2), %mm3
	pfadd	1(%r12,%r8,2), %mm0
	pfadd	2147483647(%rbx,%rax,4), %mm3
	pfadd	%mm7, %mm3
	pfadd	%mm7, %mm1
	pfadd	%mm7, %mm7
	pfadd	%mm2, %mm1
	pfcmpeq	(%r9), %mm3
	pfcmpeq	-129(%rbx), %mm2
	pfcmpeq	%gs:-1(%r12,%rsi,8), %mm6
	pfcmpeq	1(%r14), %mm5
	pfcmpeq	%mm4, %mm0
	pfcmpeq	%mm3, %mm3
	pfcmpeq	%mm2, %mm4
	pfcmpeq	%mm1, %mm0
	pfcmpge	2147483647(%r15), %mm2
	pfcmpge	%fs:1(%rcx), %mm6
	pfcmpge	127(%rdi), %mm2
	pfcmpge	2147483647(%rsp,%r8,8), %mm4
	pfcmpge	%mm5, %mm2
	pfcmpge	%mm5, %mm5
	pfcmpge	%mm7, %mm6
	pfcmpge	%mm5, %mm3
	pfcmpgt	1(%rip), %mm5
	pfcmpgt	(%r15,%r13), %mm5
	pfcmpgt	128(%r12), %mm7
	pfcmpgt	-1(,%r9,8), %mm4
	pfcmpgt	%mm1, %mm4
	pfcmpgt	%mm0, %mm3
	pfcmpgt	%mm4, %mm6
	pfcmpgt	%mm0, %mm4
	pfmax	-129(%rcx), %mm2
	pfmax	2147483647(%r12,%r9), %mm2
	pfmax	2147483647(%rdx,%rax), %mm6
	pfmax	-2147483648, %mm2
	pfmax	%mm0, %mm2
	pfmax	%mm7, %mm1
	pfmax	%mm1, %mm3
	pfmax	%mm2, %mm3
	pfmin	-1(%rcx,%r13,4), %mm4
	pfmin	-129(%r10), %mm3
	pfmin	(%rip), %mm5
	pfmin	128(%rbp), %mm6
	pfmin	%mm6, %mm4
	pfmin	%mm4, %mm0
	pfmin	%mm2, %mm0
	pfmin	%mm6, %mm0
	pfmul	128(%r11,%rdi,8), %mm4
	pfmul	1(%rbx,%r9,4), %mm7
	pfmul	127(%r8), %mm3
	pfmul	%gs:2147483647(%rsi,%r11), %mm5
	pfmul	%mm1, %mm6
	pfmul	%mm5, %mm6
	pfmul	%mm7, %mm0
	pfmul	%mm4, %mm1
	pfnacc	-1(%r14,%r15,8), %mm3
	pfnacc	%fs:-2147483648(%r12), %mm1
	pfnacc	-128(%rsi,%rbx,4), %mm2
	pfnacc	127, %mm5
	pfnacc	%mm4, %mm4
	pfnacc	%mm2, %mm0
	pfnacc	%mm0, %mm7
	pfnacc	%mm3, %mm7
	pfpnacc	%gs:128(%rsp,%r10,2), %mm5
	pfpnacc	128(%r9), %mm7
	pfpnacc	%gs:2147483647(,%r11,4), %mm6
	pfpnacc	1(%rdi,%rcx), %mm7
	pfpnacc	%mm0, %mm2
	pfpnacc	%mm1, %mm4
	pfpnacc	%mm2, %mm1
	pfpnacc	%mm5, %mm6
	pfrcpit1	-2147483648(,%r15), %mm7
	pfrcpit1	127(%rsi,%r9,4), %mm5
	pfrcpit1	128(%r10,%r11,2), %mm7
	pfrcpit1	%fs:127(%rdi), %mm5
	pfrcpit1	%mm6, %mm4
	pfrcpit1	%mm0, %mm4
	pfrcpit1	%mm3, %mm6
	pfrcpit1	%mm3, %mm5
	pfrcpit2	%fs:1(%rsp,%r12,8), %mm0
	pfrcpit2	%fs:1(%r13), %mm3
	pfrcpit2	%fs:2147483647(%rsp), %mm1
	pfrcpit2	-129(,%r15,2), %mm7
	pfrcpit2	%mm4, %mm0
	pfrcpit2	%mm1, %mm3
	pfrcpit2	%mm6, %mm3
	pfrcpit2	%mm0, %mm0
	pfrcp	128(%rbp,%r8,2), %mm7
	pfrcp	2147483647(%r9,%r9,2), %mm7
	pfrcp	-2147483648, %mm5
	pfrcp	-129(%rbp), %mm2
	pfrcp	%mm3, %mm3
	pfrcp	%mm7, %mm0
	pfrcp	%mm2, %mm3
	pfrcp	%mm0, %mm5
	pfrsqit1	%fs:128, %mm3
	pfrsqit1	-2147483648(%r13), %mm2
	pfrsqit1	2147483647(%r14), %mm6
	pfrsqit1	2147483647(%rdx,%r12), %mm2
	pfrsqit1	%mm2, %mm3
	pfrsqit1	%mm0, %mm2
	pfrsqit1	%mm6, %mm2
	pfrsqit1	%mm1, %mm5
	pfrsqrt	-2147483648(%rsi), %mm1
	pfrsqrt	1(%rcx), %mm1
	pfrsqrt	(,%r15,4), %mm1
	pfrsqrt	128(%rcx), %mm0
	pfrsqrt	%mm6, %mm2
	pfrsqrt	%mm1, %mm1
	pfrsqrt	%mm6, %mm6
	pfrsqrt	%mm3, %mm7
	pfsubr	-128(%r9,%rdi,8), %mm5
	pfsubr	%fs:-2147483648(%rax), %mm5
	pfsubr	-128(%rax), %mm5
	pfsubr	%fs:1(%r12), %mm2
	pfsubr	%mm2, %mm7
	pfsubr	%mm5, %mm3
	pfsubr	%mm2, %mm3
	pfsubr	%mm2, %mm4
	pfsub	%gs:-1(%r15,%rsi,8), %mm0
	pfsub	%fs:-128(%r12), %mm2
	pfsub	%gs:127(%rcx), %mm5
	pfsub	-129(%r13), %mm2
	pfsub	%mm7, %mm4
	pfsub	%mm3, %mm3
	pfsub	%mm0, %mm0
	pfsub	%mm0, %mm3
	phaddd	-2147483648(%r10), %xmm10
	phaddd	%fs:-1(%r14), %xmm6
	phaddd	127(%rbx), %xmm10
	phaddd	-1(%r8,%rax,2), %xmm1
	phaddd	%xmm4, %xmm5
	phaddd	%xmm3, %xmm15
	phaddd	%xmm4, %xmm7
	phaddd	%xmm1, %xmm3
	phaddsw	%gs:-128(,%r13), %xmm11
	phaddsw	2147483647(%r12,%r10,8), %xmm1
	phaddsw	-129(%r14), %xmm15
	phaddsw	%fs:-129(%r12), %xmm5
	phaddsw	%xmm9, %xmm1
	phaddsw	%xmm12, %xmm2
	phaddsw	%xmm0, %xmm11
	phaddsw	%xmm14, %xmm3
	phaddw	2147483647(%r12,%r10,2), %xmm2
	phaddw	2147483647(%r9), %xmm0
	phaddw	-2147483648(%r9,%r9), %xmm3
	phaddw	%gs:-1(%rsi), %xmm15
	phaddw	%xmm6, %xmm3
	phaddw	%xmm9, %xmm13
	phaddw	%xmm9, %xmm12
	phaddw	%xmm15, %xmm1
	phminposuw	-128(%rsp,%r12,8), %xmm10
	phminposuw	2147483647(%rbp), %xmm3
	phminposuw	(%r9,%r12,8), %xmm15
	phminposuw	%fs:(%rsp), %xmm4
	phminposuw	%xmm5, %xmm12
	phminposuw	%xmm2, %xmm7
	phminposuw	%xmm0, %xmm7
	phminposuw	%xmm9, %xmm7
	phsubd	2147483647(,%r11), %xmm1
	phsubd	127(,%rbp,8), %xmm12
	phsubd	-129(%r14,%rdi,2), %xmm14
	phsubd	%gs:-1(%rcx), %xmm14
	phsubd	%xmm7, %xmm7
	phsubd	%xmm9, %xmm13
	phsubd	%xmm11, %xmm3
	phsubd	%xmm0, %xmm3
	phsubsw	%gs:(%r14), %xmm13
	phsubsw	-128(%rsi,%rdi,4), %xmm11
	phsubsw	127(%rbp), %xmm3
	phsubsw	-2147483648(%rax,%r15,4), %xmm13
	phsubsw	%xmm5, %xmm4
	phsubsw	%xmm9, %xmm13
	phsubsw	%xmm13, %xmm15
	phsubsw	%xmm6, %xmm15
	phsubw	2147483647(%r13), %xmm9
	phsubw	%fs:127(%rsp), %xmm8
	phsubw	1(%rsi,%r13,8), %xmm4
	phsubw	1(%rax,%rsi,8), %xmm15
	phsubw	%xmm11, %xmm4
	phsubw	%xmm15, %xmm1
	phsubw	%xmm15, %xmm6
	phsubw	%xmm4, %xmm9
	pi2fd	-129(%rip), %mm3
	pi2fd	127(%rdx,%rsi,8), %mm4
	pi2fd	%gs:1(%rax), %mm5
	pi2fd	%fs:-129(%rcx,%rbp,4), %mm3
	pi2fd	%mm5, %mm4
	pi2fd	%mm6, %mm4
	pi2fd	%mm3, %mm3
	pi2fd	%mm6, %mm2
	pi2fw	-129(%rdx), %mm3
	pi2fw	-2147483648(%r14,%rsi,2), %mm6
	pi2fw	-129, %mm5
	pi2fw	-128(%rsp,%rsi,4), %mm1
	pi2fw	%mm0, %mm1
	pi2fw	%mm3, %mm7
	pi2fw	%mm6, %mm4
	pi2fw	%mm7, %mm2
	pinsrb	$49, %gs:-129(%rcx), %xmm9
	pinsrb	$192, -2147483648(,%rdi,8), %xmm12
	pinsrb	$255, (%r11,%r15,8), %xmm14
	pinsrb	$255, -128(%r15,%rdx,4), %xmm9
	pinsrb	$1, %r11d, %xmm5
	pinsrb	$209, %eax, %xmm13
	pinsrb	$253, %ebp, %xmm8
	pinsrb	$157, %ebx, %xmm4
	pinsrd	$255, -1(%r12,%r12), %xmm7
	pinsrd	$185, %fs:1(%rax,%r14,2), %xmm10
	pinsrd	$255, %fs:-1(%rbx), %xmm15
	pinsrd	$166, -128(%r10), %xmm7
	pinsrd	$255, %r11d, %xmm11
	pinsrd	$0, %edx, %xmm9
	pinsrd	$1, %r15d, %xmm8
	pinsrd	$128, %r10d, %xmm13
	pinsrq	$249, 127(%r11), %xmm5
	pinsrq	$2, %fs:-2147483648(%r8), %xmm13
	pinsrq	$1, 128(%rip), %xmm10
	pinsrq	$68, %fs:-129(%rdi), %xmm15
	pinsrq	$2, %r12, %xmm11
	pinsrq	$190, %r14, %xmm10
	pinsrq	$89, %r14, %xmm10
	pinsrq	$0, %r9, %xmm10
	pinsrw	$200, -2147483648, %xmm14
	pinsrw	$97, 127(,%rcx,2), %xmm1
	pinsrw	$147, 2147483647(%rcx,%rdi), %xmm9
	pinsrw	$255, -2147483648(%rip), %xmm8
	pinsrw	$157, %eax, %xmm5
	pinsrw	$2, %r10d, %xmm11
	pinsrw	$255, %ebp, %xmm8
	pinsrw	$217, %eax, %xmm12
	pmaddubsw	1(%rsi), %xmm6
	pmaddubsw	%gs:128(%rdx,%r13,4), %xmm2
	pmaddubsw	1(%r10,%r12,4), %xmm13
	pmaddubsw	1(%rcx), %xmm0
	pmaddubsw	%xmm1, %xmm13
	pmaddubsw	%xmm3, %xmm7
	pmaddubsw	%xmm4, %xmm13
	pmaddubsw	%xmm0, %xmm8
	pmaddwd	-129(%r10), %xmm7
	pmaddwd	128(%rip), %xmm2
	pmaddwd	%fs:1(%r9,%rbx,2), %xmm6
	pmaddwd	(%rax,%r13,2), %xmm14
	pmaddwd	%xmm3, %xmm10
	pmaddwd	%xmm9, %xmm15
	pmaddwd	%xmm5, %xmm12
	pmaddwd	%xmm11, %xmm6
	pmaxsb	2147483647(%r8,%rbp,2), %xmm12
	pmaxsb	%gs:127(%rsp), %xmm3
	pmaxsb	-129(%rsi,%rax,2), %xmm9
	pmaxsb	128(%r15,%r8), %xmm14
	pmaxsb	%xmm1, %xmm14
	pmaxsb	%xmm1, %xmm0
	pmaxsb	%xmm9, %xmm5
	pmaxsb	%xmm14, %xmm3
	pmaxsd	-128(%rax,%r13,8), %xmm9
	pmaxsd	1(,%rbp,2), %xmm5
	pmaxsd	(%r12), %xmm6
	pmaxsd	%fs:-1(%r13,%r11,4), %xmm4
	pmaxsd	%xmm4, %xmm10
	pmaxsd	%xmm7, %xmm1
	pmaxsd	%xmm8, %xmm6
	pmaxsd	%xmm4, %xmm15
	pmaxsw	1(%rip), %xmm11
	pmaxsw	-129(%r12,%rdx), %xmm11
	pmaxsw	-1(%rsi), %xmm9
	pmaxsw	127(%r13,%r15), %xmm14
	pmaxsw	%xmm8, %xmm8
	pmaxsw	%xmm13, %xmm11
	pmaxsw	%xmm6, %xmm10
	pmaxsw	%xmm4, %xmm13
	pmaxub	-2147483648(%r10,%rbp,4), %xmm12
	pmaxub	128(%r9,%r10,4), %xmm4
	pmaxub	%gs:-128(%rip), %xmm15
	pmaxub	2147483647(%r13,%r10,4), %xmm11
	pmaxub	%xmm0, %xmm8
	pmaxub	%xmm9, %xmm7
	pmaxub	%xmm0, %xmm9
	pmaxub	%xmm8, %xmm5
	pmaxud	(,%rsi,4), %xmm13
	pmaxud	-2147483648(%r14), %xmm15
	pmaxud	1(%rbx), %xmm12
	pmaxud	128(%rip), %xmm14
	pmaxud	%xmm3, %xmm1
	pmaxud	%xmm13, %xmm3
	pmaxud	%xmm0, %xmm14
	pmaxud	%xmm4, %xmm11
	pmaxuw	%gs:-128(%r12,%r11,8), %xmm9
	pmaxuw	%gs:128(%r8,%r12,8), %xmm9
	pmaxuw	2147483647, %xmm0
	pmaxuw	-2147483648(%rsi,%rsi,2), %xmm3
	pmaxuw	%xmm2, %xmm0
	pmaxuw	%xmm1, %xmm9
	pmaxuw	%xmm13, %xmm10
	pmaxuw	%xmm9, %xmm14
	pminsb	%fs:-2147483648(,%rsi,4), %xmm2
	pminsb	128(%rbx,%rbx,8), %xmm13
	pminsb	%gs:128(%r12,%rdi,8), %xmm15
	pminsb	%fs:-129(%r11), %xmm8
	pminsb	%xmm9, %xmm9
	pminsb	%xmm2, %xmm9
	pminsb	%xmm3, %xmm1
	pminsb	%xmm10, %xmm0
	pminsd	%gs:-1, %xmm11
	pminsd	1(%rdx), %xmm0
	pminsd	-1(%r11,%r8), %xmm14
	pminsd	128(%rdx), %xmm10
	pminsd	%xmm7, %xmm4
	pminsd	%xmm15, %xmm14
	pminsd	%xmm9, %xmm2
	pminsd	%xmm0, %xmm7
	pminsw	-2147483648(%r14), %xmm1
	pminsw	127(%rax,%rbx,4), %xmm5
	pminsw	%fs:(%rsi,%rbx,8), %xmm1
	pminsw	-1(%r11), %xmm7
	pminsw	%xmm6, %xmm12
	pminsw	%xmm2, %xmm8
	pminsw	%xmm3, %xmm6
	pminsw	%xmm8, %xmm11
	pminub	-128, %xmm1
	pminub	128(%rip), %xmm12
	pminub	-2147483648(%rsi), %xmm14
	pminub	-128(%rdx,%r13,2), %xmm7
	pminub	%xmm7, %xmm13
	pminub	%xmm0, %xmm10
	pminub	%xmm6, %xmm2
	pminub	%xmm3, %xmm7
	pminud	%gs:128(%rip), %xmm13
	pminud	2147483647(%r9), %xmm0
	pminud	-2147483648(%r13), %xmm0
	pminud	128(%rax), %xmm13
	pminud	%xmm7, %xmm0
	pminud	%xmm0, %xmm6
	pminud	%xmm10, %xmm4
	pminud	%xmm8, %xmm2
	pminuw	127(%r14,%rbx,2), %xmm8
	pminuw	128(,%r14,4), %xmm3
	pminuw	-129(%r11,%r15,4), %xmm11
	pminuw	1(%rbp,%rbp,2), %xmm6
	pminuw	%xmm7, %xmm9
	pminuw	%xmm15, %xmm6
	pminuw	%xmm1, %xmm10
	pminuw	%xmm0, %xmm0
	pmovmskb	%xmm0, %r10d
	pmovmskb	%xmm10, %ecx
	pmovmskb	%xmm6, %r8d
	pmovmskb	%xmm14, %r12d
	pmovsxbd	128(%r12,%r9,8), %xmm13
	pmovsxbd	0, %xmm2
	pmovsxbd	%gs:2147483647(%r9), %xmm3
	pmovsxbd	%gs:-1(%rip), %xmm10
	pmovsxbd	%xmm14, %xmm8
	pmovsxbd	%xmm5, %xmm15
	pmovsxbd	%xmm11, %xmm4
	pmovsxbd	%xmm4, %xmm5
	pmovsxbq	-129(%r8,%rdx,4), %xmm10
	pmovsxbq	-129(%rbx), %xmm4
	pmovsxbq	%gs:-129, %xmm15
	pmovsxbq	-128(%r11,%rsi,4), %xmm7
	pmovsxbq	%xmm1, %xmm2
	pmovsxbq	%xmm7, %xmm13
	pmovsxbq	%xmm12, %xmm1
	pmovsxbq	%xmm1, %xmm14
	pmovsxbw	%gs:127(%r10), %xmm15
	pmovsxbw	-128, %xmm14
	pmovsxbw	-128(%r8), %xmm12
	pmovsxbw	-2147483648(%r14), %xmm3
	pmovsxbw	%xmm11, %xmm0
	pmovsxbw	%xmm4, %xmm6
	pmovsxbw	%xmm5, %xmm2
	pmovsxbw	%xmm5, %xmm0
	pmovsxdq	-2147483648(%rdi), %xmm0
	pmovsxdq	-2147483648(%r14,%rdi,8), %xmm11
	pmovsxdq	%gs:128(%rsp,%rsi), %xmm10
	pmovsxdq	-128(%rax,%r11,4), %xmm11
	pmovsxdq	%xmm9, %xmm7
	pmovsxdq	%xmm8, %xmm7
	pmovsxdq	%xmm14, %xmm13
	pmovsxdq	%xmm13, %xmm1
	pmovsxwd	1(%r9), %xmm7
	pmovsxwd	%gs:1(%rbp), %xmm3
	pmovsxwd	-2147483648(%rbp,%r13), %xmm6
	pmovsxwd	1(,%rbx,8), %xmm13
	pmovsxwd	%xmm3, %xmm7
	pmovsxwd	%xmm9, %xmm6
	pmovsxwd	%xmm2, %xmm12
	pmovsxwd	%xmm11, %xmm5
	pmovsxwq	-1(%r9,%rdx,8), %xmm9
	pmovsxwq	128(%r13,%r15,2), %xmm12
	pmovsxwq	%gs:128(%rsi,%rbx,4), %xmm4
	pmovsxwq	%fs:(%rdi,%rcx,4), %xmm8
	pmovsxwq	%xmm7, %xmm15
	pmovsxwq	%xmm4, %xmm6
	pmovsxwq	%xmm9, %xmm1
	pmovsxwq	%xmm6, %xmm2
	pmovzxbd	2147483647(%r12,%rbp), %xmm0
	pmovzxbd	%fs:-2147483648(%rbx,%rbp,2), %xmm5
	pmovzxbd	-128(%r13), %xmm1
	pmovzxbd	-1, %xmm15
	pmovzxbd	%xmm7, %xmm10
	pmovzxbd	%xmm9, %xmm8
	pmovzxbd	%xmm11, %xmm2
	pmovzxbd	%xmm0, %xmm7
	pmovzxbq	%fs:127, %xmm3
	pmovzxbq	%fs:-129(%rsp), %xmm14
	pmovzxbq	-2147483648(,%r12,2), %xmm6
	pmovzxbq	-1(%rsi), %xmm4
	pmovzxbq	%xmm6, %xmm6
	pmovzxbq	%xmm15, %xmm3
	pmovzxbq	%xmm6, %xmm3
	pmovzxbq	%xmm7, %xmm10
	pmovzxbw	-129(%r8,%r14,2), %xmm3
	pmovzxbw	%fs:0, %xmm5
	pmovzxbw	%gs:-128(%r9,%r15), %xmm12
	pmovzxbw	-2147483648(%r9), %xmm12
	pmovzxbw	%xmm2, %xmm13
	pmovzxbw	%xmm12, %xmm11
	pmovzxbw	%xmm3, %xmm0
	pmovzxbw	%xmm6, %xmm9
	pmovzxdq	1(%r13), %xmm11
	pmovzxdq	-2147483648(%rax), %xmm7
	pmovzxdq	-129, %xmm5
	pmovzxdq	-128(%rsi), %xmm10
	pmovzxdq	%xmm15, %xmm14
	pmovzxdq	%xmm5, %xmm4
	pmovzxdq	%xmm3, %xmm2
	pmovzxdq	%xmm3, %xmm6
	pmovzxwd	-128(%rbp), %xmm11
	pmovzxwd	1(%rsp,%r13), %xmm2
	pmovzxwd	2147483647(%rbp), %xmm6
	pmovzxwd	127(%rip), %xmm5
	pmovzxwd	%xmm6, %xmm8
	pmovzxwd	%xmm13, %xmm9
	pmovzxwd	%xmm0, %xmm11
	pmovzxwd	%xmm8, %xmm1
	pmovzxwq	-1(%rcx), %xmm3
	pmovzxwq	2147483647(%rsp), %xmm1
	pmovzxwq	-128(%rdx,%r8), %xmm2
	pmovzxwq	-128(%r9), %xmm4
	pmovzxwq	%xmm0, %xmm3
	pmovzxwq	%xmm8, %xmm7
	pmovzxwq	%xmm12, %xmm11
	pmovzxwq	%xmm5, %xmm9
	pmuldq	%gs:-129(,%r9,8), %xmm15
	pmuldq	%fs:128(%rbx), %xmm11
	pmuldq	-128(%rcx), %xmm1
	pmuldq	127(%r10), %xmm0
	pmuldq	%xmm7, %xmm1
	pmuldq	%xmm2, %xmm14
	pmuldq	%xmm11, %xmm15
	pmuldq	%xmm0, %xmm12
	pmulhrsw	%gs:127, %xmm14
	pmulhrsw	-129(%r13), %xmm2
	pmulhrsw	1(%rax), %xmm2
	pmulhrsw	%gs:127(%rcx,%r9,2), %xmm5
	pmulhrsw	%xmm8, %xmm5
	pmulhrsw	%xmm12, %xmm8
	pmulhrsw	%xmm11, %xmm3
	pmulhrsw	%xmm6, %xmm2
	pmulhrw	(%r14,%rcx,4), %mm0
	pmulhrw	128(%rbp,%r13,4), %mm2
	pmulhrw	%fs:-1(%rbp), %mm6
	pmulhrw	%gs:-129(%rdi), %mm7
	pmulhrw	%mm0, %mm5
	pmulhrw	%mm3, %mm7
	pmulhrw	%mm5, %mm5
	pmulhrw	%mm3, %mm1
	pmulhuw	1(%rsp,%r12,4), %xmm15
	pmulhuw	127(%r15,%r15,4), %xmm0
	pmulhuw	%fs:1(%rbx), %xmm7
	pmulhuw	127(%rbx,%rcx,8), %xmm15
	pmulhuw	%xmm9, %xmm15
	pmulhuw	%xmm13, %xmm10
	pmulhuw	%xmm5, %xmm7
	pmulhuw	%xmm5, %xmm3
	pmulhw	-128(%r8,%rdi,4), %xmm8
	pmulhw	%fs:1(%rip), %xmm11
	pmulhw	-1(%rsp), %xmm0
	pmulhw	128(%rdx), %xmm6
	pmulhw	%xmm5, %xmm4
	pmulhw	%xmm8, %xmm11
	pmulhw	%xmm7, %xmm1
	pmulhw	%xmm11, %xmm9
	pmulld	1(%rdx,%r15,2), %xmm12
	pmulld	(%rip), %xmm11
	pmulld	2147483647(%r12), %xmm0
	pmulld	2147483647(%r8), %xmm5
	pmulld	%xmm5, %xmm6
	pmulld	%xmm11, %xmm1
	pmulld	%xmm14, %xmm15
	pmulld	%xmm12, %xmm1
	pmullw	-129(%r9,%r9,4), %xmm0
	pmullw	128(%rcx), %xmm6
	pmullw	2147483647, %xmm12
	pmullw	%fs:127(,%rdx,4), %xmm9
	pmullw	%xmm2, %xmm7
	pmullw	%xmm11, %xmm11
	pmullw	%xmm9, %xmm3
	pmullw	%xmm6, %xmm6
	pmuludq	-128(%rip), %xmm6
	pmuludq	%gs:128(%rax), %xmm15
	pmuludq	-1(%r15,%r13,4), %xmm9
	pmuludq	-1(%r10), %xmm13
	pmuludq	%xmm9, %xmm15
	pmuludq	%xmm15, %xmm11
	pmuludq	%xmm12, %xmm0
	pmuludq	%xmm7, %xmm7
	popw	%bx
	popw	%ax
	popw	%bp
	popw	%r10w
	popw	-129(%r8)
	popw	%gs:-129(%rsi,%rsi,8)
	popw	-1(%r9)
	popw	%fs:-128(,%rbx,2)
	popq	%rax
	popq	%r14
	popq	%r10
	popq	%r11
	popq	-2147483648(%rdi,%r15,8)
	popq	127(%r9,%rsi,8)
	popq	-1(%rbp,%rbp,4)
	popq	%fs:2147483647(%rcx)
	popcntw	127(%rsi,%r14,2), %sp
	popcntw	2147483647(%r11,%r15), %r8w
	popcntw	-1(%rip), %r8w
	popcntw	(%rdi), %si
	popcntw	%r8w, %sp
	popcntw	%r8w, %r13w
	popcntw	%si, %r15w
	popcntw	%r13w, %r8w
	popcntl	%fs:-1(%r12), %edx
	popcntl	1(%rsp), %edi
	popcntl	-1(%rdi), %r15d
	popcntl	%fs:-129(%r15,%r11,2), %edi
	popcntl	%eax, %edx
	popcntl	%r8d, %esi
	popcntl	%ecx, %r11d
	popcntl	%edx, %ebx
	popcntq	%fs:-1(%rsp), %r9
	popcntq	%fs:-128(%r8,%r15), %r11
	popcntq	-1(%r14,%r10,4), %rsp
	popcntq	-1(%r8), %r9
	popcntq	%rsp, %r10
	popcntq	%rdx, %rsp
	popcntq	%rcx, %r10
	popcntq	%r8, %r8
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
	por	-1, %xmm6
	por	127, %xmm5
	por	2147483647, %xmm5
	por	2147483647(%rsp), %xmm9
	por	%xmm15, %xmm8
	por	%xmm3, %xmm5
	por	%xmm15, %xmm4
	por	%xmm6, %xmm6
	prefetch	%fs:128(,%r11,2)
	prefetch	-128(%r14)
	prefetch	%gs:-128(%rbp)
	prefetch	-129(%r8)
	prefetchit0	%fs:-129(%rip)
	prefetchit0	(%rip)
	prefetchit0	128(%rip)
	prefetchit0	(%rip)
	prefetchit1	-128(%rip)
	prefetchit1	128(%rip)
	prefetchit1	(%rip)
	prefetchit1	2147483647(%rip)
	prefetchnta	2147483647(%rcx,%r11,4)
	prefetchnta	2147483647(%rcx,%rax,8)
	prefetchnta	1(%rip)
	prefetchnta	(%rax,%r15,2)
	prefetcht0	1(%rsi,%rcx,8)
	prefetcht0	(%r11,%r11,8)
	prefetcht0	1(%rip)
	prefetcht0	128(%rsp,%r14,8)
	prefetcht1	%gs:1(%rsi)
	prefetcht1	%fs:-2147483648(%r9,%rax)
	prefetcht1	1(,%r14)
	prefetcht1	%fs:128(%rbx,%rbp,4)
	prefetcht2	(%rdx,%rdi)
	prefetcht2	-2147483648(%r15)
	prefetcht2	%fs:-1(%r8)
	prefetcht2	%fs:-1(%rax,%rax,2)
	prefetchw	1(%rsp,%r11,2)
	prefetchw	-1(%rax,%r11,8)
	prefetchw	2147483647(%r11)
	prefetchw	-129(%rdi,%rsi,2)
	prefetchwt1	%gs:128(%r12)
	prefetchwt1	-1(%rcx)
	prefetchwt1	-128(%r10,%r8,8)
	prefetchwt1	-129(%r13,%r9,4)
	psadbw	-1(%rdi,%rbx,8), %xmm15
	psadbw	128(%rsp,%rbx,4), %xmm15
	psadbw	-128(%rdi,%r12,2), %xmm1
	psadbw	%fs:-2147483648, %xmm3
	psadbw	%xmm0, %xmm14
	psadbw	%xmm11, %xmm9
	psadbw	%xmm7, %xmm9
	psadbw	%xmm14, %xmm12
	pshufb	127(%rbp,%r11,8), %xmm13
	pshufb	%fs:-2147483648(%rsi), %xmm9
	pshufb	127(%rsp,%r11,4), %xmm8
	pshufb	%fs:2147483647(%r14), %xmm5
	pshufb	%xmm8, %xmm10
	pshufb	%xmm7, %xmm2
	pshufb	%xmm1, %xmm11
	pshufb	%xmm7, %xmm6
	pshufd	$170, %fs:-1(%r15,%r10,4), %xmm4
	pshufd	$204, -129(%r8,%rdx), %xmm10
	pshufd	$56, -128(%r8,%r10), %xmm6
	pshufd	$162, -129(%r13,%rax,2), %xmm1
	pshufd	$255, %xmm4, %xmm4
	pshufd	$128, %xmm4, %xmm0
	pshufd	$197, %xmm2, %xmm15
	pshufd	$255, %xmm6, %xmm7
	pshufhw	$31, %gs:-1(%rdx,%rax), %xmm13
	pshufhw	$255, 2147483647(%rcx), %xmm13
	pshufhw	$1, %fs:(%rsi,%rbp,4), %xmm14
	pshufhw	$1, 2147483647(%r12,%r10), %xmm0
	pshufhw	$233, %xmm4, %xmm13
	pshufhw	$129, %xmm11, %xmm11
	pshufhw	$128, %xmm1, %xmm10
	pshufhw	$128, %xmm14, %xmm0
	pshuflw	$210, -128(%r9), %xmm8
	pshuflw	$1, -1(%rsi), %xmm10
	pshuflw	$255, 127(%rsi,%r14,4), %xmm7
	pshuflw	$0, 127(%r13,%rcx,4), %xmm10
	pshuflw	$128, %xmm12, %xmm3
	pshuflw	$198, %xmm9, %xmm13
	pshuflw	$0, %xmm7, %xmm3
	pshuflw	$79, %xmm15, %xmm1
	psignb	-2147483648(%r11), %xmm9
	psignb	%fs:-1(%r14,%rbx,8), %xmm5
	psignb	(%r11,%rbp,4), %xmm3
	psignb	2147483647(%r11), %xmm4
	psignb	%xmm8, %xmm3
	psignb	%xmm9, %xmm3
	psignb	%xmm11, %xmm12
	psignb	%xmm9, %xmm10
	psignd	-1(%r11), %xmm12
	psignd	2147483647(%r10), %xmm11
	psignd	-129(%r14,%rsi), %xmm15
	psignd	%gs:128(%r13,%rdx,2), %xmm1
	psignd	%xmm14, %xmm4
	psignd	%xmm11, %xmm13
	psignd	%xmm9, %xmm7
	psignd	%xmm5, %xmm8
	psignw	-2147483648, %xmm12
	psignw	-128(%r10), %xmm12
	psignw	%gs:-2147483648(%r8), %xmm8
	psignw	%gs:-128(%rsi,%r13,2), %xmm8
	psignw	%xmm12, %xmm1
	psignw	%xmm0, %xmm1
	psignw	%xmm9, %xmm4
	psignw	%xmm0, %xmm14
	pslldq	$225, %xmm5
	pslldq	$255, %xmm12
	pslldq	$48, %xmm12
	pslldq	$128, %xmm14
	pslld	$128, %xmm4
	pslld	$255, %xmm2
	pslld	$204, %xmm0
	pslld	$128, %xmm3
	pslld	(%rip), %xmm4
	pslld	2147483647(%rax,%rsi,4), %xmm6
	pslld	1(,%rsi,8), %xmm4
	pslld	-2147483648(%r15,%rbx), %xmm13
	pslld	%xmm3, %xmm3
	pslld	%xmm0, %xmm12
	pslld	%xmm8, %xmm8
	pslld	%xmm14, %xmm12
	psllq	$101, %xmm8
	psllq	$187, %xmm4
	psllq	$128, %xmm3
	psllq	$255, %xmm6
	psllq	-128(%r11,%r11,4), %xmm0
	psllq	%fs:-129(%rbx), %xmm3
	psllq	%fs:-128(%r14,%rcx,4), %xmm8
	psllq	-128(%r10,%rsi,2), %xmm7
	psllq	%xmm1, %xmm9
	psllq	%xmm14, %xmm8
	psllq	%xmm4, %xmm3
	psllq	%xmm13, %xmm3
	psllw	$0, %xmm15
	psllw	$255, %xmm10
	psllw	$89, %xmm10
	psllw	$2, %xmm10
	psllw	%gs:127, %xmm1
	psllw	127(,%rdi,8), %xmm0
	psllw	%fs:127(%rip), %xmm10
	psllw	1(%rdx,%rax,8), %xmm10
	psllw	%xmm14, %xmm10
	psllw	%xmm5, %xmm13
	psllw	%xmm9, %xmm11
	psllw	%xmm12, %xmm11
	psmash
	psmash
	psmash
	psmash
	psrad	$255, %xmm9
	psrad	$146, %xmm10
	psrad	$2, %xmm6
	psrad	$209, %xmm3
	psrad	-2147483648(%rsp), %xmm5
	psrad	%gs:128(%rbx), %xmm0
	psrad	1(,%rbx), %xmm15
	psrad	128(%rcx), %xmm12
	psrad	%xmm12, %xmm10
	psrad	%xmm4, %xmm7
	psrad	%xmm1, %xmm2
	psrad	%xmm7, %xmm0
	psraw	$128, %xmm1
	psraw	$222, %xmm12
	psraw	$200, %xmm7
	psraw	$129, %xmm8
	psraw	-129(%r10,%rbp,4), %xmm0
	psraw	-129, %xmm6
	psraw	%gs:-129(%rbp,%rdi,8), %xmm14
	psraw	-2147483648(%rax,%rax,2), %xmm10
	psraw	%xmm2, %xmm7
	psraw	%xmm5, %xmm13
	psraw	%xmm0, %xmm10
	psraw	%xmm15, %xmm3
	psrldq	$9, %xmm1
	psrldq	$154, %xmm14
	psrldq	$255, %xmm10
	psrldq	$255, %xmm3
	psrld	$255, %xmm0
	psrld	$255, %xmm6
	psrld	$255, %xmm12
	psrld	$227, %xmm11
	psrld	-129(%r10), %xmm0
	psrld	2147483647(%rdi), %xmm5
	psrld	-2147483648(%r13), %xmm2
	psrld	-129(%r13), %xmm15
	psrld	%xmm14, %xmm12
	psrld	%xmm13, %xmm7
	psrld	%xmm4, %xmm7
	psrld	%xmm13, %xmm11
	psrlq	$255, %xmm11
	psrlq	$2, %xmm10
	psrlq	$134, %xmm6
	psrlq	$255, %xmm15
	psrlq	-129(%rsp,%r15,2), %xmm5
	psrlq	%gs:-1(%r13), %xmm3
	psrlq	127(%r9,%r13,4), %xmm0
	psrlq	%gs:-1(%rsp,%rsi), %xmm11
	psrlq	%xmm0, %xmm13
	psrlq	%xmm6, %xmm9
	psrlq	%xmm13, %xmm8
	psrlq	%xmm9, %xmm4
	psrlw	$237, %xmm3
	psrlw	$178, %xmm8
	psrlw	$120, %xmm4
	psrlw	$222, %xmm10
	psrlw	%gs:-128(%rax,%rbp), %xmm8
	psrlw	%fs:-2147483648(%rcx), %xmm1
	psrlw	%fs:(%r11), %xmm12
	psrlw	%gs:127(%rbx), %xmm11
	psrlw	%xmm12, %xmm0
	psrlw	%xmm11, %xmm14
	psrlw	%xmm0, %xmm6
	psrlw	%xmm15, %xmm6
	psubb	2147483647(%rsp), %xmm14
	psubb	%fs:127(%r8,%r9,4), %xmm8
	psubb	128(%r12,%r9,2), %xmm4
	psubb	-2147483648(%rdi), %xmm1
	psubb	%xmm13, %xmm13
	psubb	%xmm4, %xmm11
	psubb	%xmm5, %xmm4
	psubb	%xmm2, %xmm2
	psubd	%fs:128(%r8,%rbp,2), %xmm9
	psubd	%fs:128(%rsp,%rdx,8), %xmm13
	psubd	127(%r15), %xmm4
	psubd	%fs:-129(,%rbx), %xmm6
	psubd	%xmm15, %xmm7
	psubd	%xmm7, %xmm4
	psubd	%xmm4, %xmm7
	psubd	%xmm3, %xmm10
	psubq	(%rcx,%r13,4), %xmm4
	psubq	-2147483648(%rsi), %xmm11
	psubq	%fs:(%rbx,%r12,4), %xmm9
	psubq	-2147483648(%rip), %xmm9
	psubq	%xmm5, %xmm3
	psubq	%xmm3, %xmm1
	psubq	%xmm11, %xmm12
	psubq	%xmm2, %xmm3
	psubsb	%gs:-1(%r13), %xmm9
	psubsb	127(%rsp,%r14), %xmm15
	psubsb	128(%r8,%r8,2), %xmm7
	psubsb	%fs:127(%rsp,%r12,8), %xmm13
	psubsb	%xmm0, %xmm5
	psubsb	%xmm2, %xmm13
	psubsb	%xmm3, %xmm2
	psubsb	%xmm8, %xmm1
	psubsw	128(,%r10,8), %xmm0
	psubsw	(%rcx), %xmm15
	psubsw	-129(%rax), %xmm10
	psubsw	%fs:1(%rax), %xmm12
	psubsw	%xmm5, %xmm14
	psubsw	%xmm14, %xmm3
	psubsw	%xmm5, %xmm8
	psubsw	%xmm10, %xmm11
	psubusb	2147483647(%rax), %xmm15
	psubusb	-129(%r15,%rcx,8), %xmm1
	psubusb	2147483647(%rip), %xmm0
	psubusb	1(%rbx), %xmm9
	psubusb	%xmm2, %xmm11
	psubusb	%xmm11, %xmm3
	psubusb	%xmm2, %xmm1
	psubusb	%xmm8, %xmm2
	psubusw	128(%r10,%rdx,2), %xmm15
	psubusw	(%r13,%r15,2), %xmm5
	psubusw	-1(%rsi,%r12), %xmm10
	psubusw	%gs:2147483647(%rbx,%r13,8), %xmm11
	psubusw	%xmm13, %xmm15
	psubusw	%xmm6, %xmm8
	psubusw	%xmm3, %xmm8
	psubusw	%xmm3, %xmm8
	psubw	128, %xmm9
	psubw	-128(%r10,%rsi), %xmm7
	psubw	127, %xmm3
	psubw	%gs:-128(%rbx,%rcx), %xmm10
	psubw	%xmm3, %xmm13
	psubw	%xmm7, %xmm12
	psubw	%xmm4, %xmm12
	psubw	%xmm4, %xmm11
	pswapd	%fs:-128(%rdx,%r8,8), %mm0
	pswapd	%gs:(%rbx), %mm5
	pswapd	%gs:-129(%rdx,%rdx,4), %mm0
	pswapd	-2147483648(%r9,%r13), %mm4
	pswapd	%mm4, %mm5
	pswapd	%mm7, %mm5
	pswapd	%mm7, %mm4
	pswapd	%mm6, %mm1
	ptest	%fs:0, %xmm5
	ptest	%fs:127(%rip), %xmm12
	ptest	-2147483648(%r14,%r11,4), %xmm3
	ptest	128(%rcx,%rcx,4), %xmm5
	ptest	%xmm0, %xmm8
	ptest	%xmm12, %xmm14
	ptest	%xmm14, %xmm0
	ptest	%xmm13, %xmm0
	ptwriteq	%fs:2147483647(%rsp,%rbx,2)
	ptwriteq	127(%r8)
	ptwriteq	-128(%rbx,%rsi,8)
	ptwriteq	-2147483648(%rbx,%rax,4)
	ptwriteq	%r10
	ptwriteq	%r15
	ptwriteq	%r12
	ptwriteq	%rcx
	ptwritel	2147483647(%rbp,%rbp,8)
	ptwritel	-1(,%rbp,8)
	ptwritel	%fs:-129(%r14)
	ptwritel	127(,%rdx,4)
	ptwritel	%r13d
	ptwritel	%r9d
	ptwritel	%r11d
	ptwritel	%ebx
	punpckhbw	(%r14), %xmm11
	punpckhbw	-128(%r13,%r9,2), %xmm10
	punpckhbw	0, %xmm5
	punpckhbw	-1(%r11,%r8,4), %xmm14
	punpckhbw	%xmm0, %xmm15
	punpckhbw	%xmm11, %xmm9
	punpckhbw	%xmm11, %xmm14
	punpckhbw	%xmm0, %xmm15
	punpckhdq	(%r8,%r13), %xmm1
	punpckhdq	-128(%rax), %xmm10
	punpckhdq	-129(%r12), %xmm1
	punpckhdq	1, %xmm12
	punpckhdq	%xmm9, %xmm14
	punpckhdq	%xmm4, %xmm5
	punpckhdq	%xmm2, %xmm5
	punpckhdq	%xmm12, %xmm15
	punpckhqdq	%gs:128(,%rsi,8), %xmm13
	punpckhqdq	%fs:128(%r10), %xmm0
	punpckhqdq	127(%r14,%r10,8), %xmm11
	punpckhqdq	1(%rsi,%r9,8), %xmm0
	punpckhqdq	%xmm14, %xmm2
	punpckhqdq	%xmm15, %xmm0
	punpckhqdq	%xmm2, %xmm4
	punpckhqdq	%xmm15, %xmm11
	punpckhwd	-128(%r12,%r12), %xmm4
	punpckhwd	127, %xmm13
	punpckhwd	%fs:-2147483648(%rsp), %xmm7
	punpckhwd	2147483647(%r10), %xmm1
	punpckhwd	%xmm13, %xmm2
	punpckhwd	%xmm11, %xmm6
	punpckhwd	%xmm0, %xmm0
	punpckhwd	%xmm1, %xmm3
	punpcklbw	1(%r12,%r15,4), %xmm1
	punpcklbw	2147483647(%rbx), %xmm12
	punpcklbw	%gs:-129, %xmm5
	punpcklbw	%fs:-2147483648(,%r14,8), %xmm1
	punpcklbw	%xmm13, %xmm9
	punpcklbw	%xmm12, %xmm13
	punpcklbw	%xmm14, %xmm11
	punpcklbw	%xmm0, %xmm5
	punpckldq	128, %xmm7
	punpckldq	1(%rsi,%r8,2), %xmm12
	punpckldq	%gs:-128(%r13,%rbx,8), %xmm11
	punpckldq	-129(%rsp,%rcx,2), %xmm11
	punpckldq	%xmm7, %xmm15
	punpckldq	%xmm8, %xmm11
	punpckldq	%xmm9, %xmm12
	punpckldq	%xmm12, %xmm11
	punpcklqdq	128(%rsi,%rdi), %xmm5
	punpcklqdq	-2147483648(%r9,%r9,2), %xmm3
	punpcklqdq	%fs:127(%r15), %xmm12
	punpcklqdq	-1(%r14), %xmm11
	punpcklqdq	%xmm1, %xmm1
	punpcklqdq	%xmm5, %xmm6
	punpcklqdq	%xmm4, %xmm7
	punpcklqdq	%xmm15, %xmm2
	punpcklwd	%gs:128(%r14), %xmm1
	punpcklwd	2147483647(%r14), %xmm8
	punpcklwd	-2147483648(%rbx), %xmm11
	punpcklwd	(%rax), %xmm12
	punpcklwd	%xmm3, %xmm15
	punpcklwd	%xmm12, %xmm2
	punpcklwd	%xmm1, %xmm6
	punpcklwd	%xmm8, %xmm4
	pushw	$65408
	pushw	$39
	pushw	$120
	pushw	$49
	pushw	%r14w
	pushw	%r13w
	pushw	%dx
	pushw	%r13w
	pushw	-2147483648(%r8)
	pushw	%gs:128(%r8)
	pushw	128(%rdx)
	pushw	%gs:-2147483648(%r8)
	pushq	$-1300726956
	pushq	$2147483647
	pushq	$2147483647
	pushq	$-309727242
	pushq	$124
	pushq	$-4
	pushq	$-86
	pushq	$-128
	pushq	%rsi
	pushq	%r12
	pushq	%rcx
	pushq	%rbp
	pushq	127
	pushq	-129(%rdx)
	pushq	127
	pushq	127
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
	pushw	$30298
	pushw	$32767
	pushw	$-16515
	pushw	$256
	pvalidate
	pvalidate
	pvalidate
	pvalidate
	pxor	1(%rbp,%rbp,2), %xmm11
	pxor	2147483647(%rip), %xmm5
	pxor	(%rdi,%r12,4), %xmm2
	pxor	%fs:127(%rbx,%rax,2), %xmm8
	pxor	%xmm9, %xmm12
	pxor	%xmm10, %xmm10
	pxor	%xmm10, %xmm13
	pxor	%xmm13, %xmm0
	rclw	-129(%r12,%r8,4)
	rclw	%gs:-129(%rdx)
	rclw	2147483647(%rcx)
	rclw	1(%rdi,%r15,8)
	rclw	%cl, -1(%rdi)
	rclw	%cl, 1(%r8,%rsi,8)
	rclw	%cl, 2147483647(%rdx,%rbx,8)
	rclw	%cl, -128
	rclw	$37, %fs:2147483647(,%rcx,4)
	rclw	$255, 2147483647(%rax)
	rclw	$51, -2147483648(%rbx,%r12,8)
	rclw	$7, -128(,%r13,2)
	rclw	%di
	rclw	%si
	rclw	%r8w
	rclw	%r12w
	rclw	%cl, %dx
	rclw	%cl, %sp
	rclw	%cl, %r12w
	rclw	%cl, %sp
	rclw	$167, %dx
	rclw	$0, %r14w
	rclw	$2, %bp
	rclw	$0, %si
	rcll	-2147483648(%r12)
	rcll	128(%rbp)
	rcll	2147483647(%r12,%rax,8)
	rcll	2147483647(%rbx,%r12)
	rcll	%cl, 128(%rip)
	rcll	%cl, -129(%r10,%rdi)
	rcll	%cl, 127
	rcll	%cl, -2147483648(%r13,%rbp,2)
	rcll	$2, -2147483648(%r14,%r10)
	rcll	$0, %fs:-128(%r15)
	rcll	$136, %fs:2147483647(%r15,%r8,2)
	rcll	$127, -1(%r8)
	rcll	%edx
	rcll	%r8d
	rcll	%edx
	rcll	%ebp
	rcll	%cl, %eax
	rcll	%cl, %esp
	rcll	%cl, %r15d
	rcll	%cl, %r11d
	rcll	$13, %r15d
	rcll	$152, %r9d
	rcll	$255, %ebx
	rcll	$2, %r11d
	rclq	%fs:(%rbp,%rcx,4)
	rclq	%gs:-1(%r11)
	rclq	-129(%rsi,%rsi,2)
	rclq	-2147483648(%r15)
	rclq	%cl, %fs:-2147483648(%r8)
	rclq	%cl, -1(,%r10,2)
	rclq	%cl, (%r12)
	rclq	%cl, %fs:-128(,%rdi,2)
	rclq	$103, (%rip)
	rclq	$172, -2147483648(%r13)
	rclq	$25, %fs:(%r15)
	rclq	$96, 2147483647(%r12)
	rclq	%r11
	rclq	%r9
	rclq	%rax
	rclq	%rsp
	rclq	%cl, %r9
	rclq	%cl, %rsi
	rclq	%cl, %r15
	rclq	%cl, %r11
	rclq	$2, %r10
	rclq	$26, %rsi
	rclq	$169, %r11
	rclq	$0, %rax
	rclb	127(%r12,%rsi,8)
	rclb	2147483647(%r8)
	rclb	-128(%rdi)
	rclb	2147483647(%rsp)
	rclb	%cl, -128(%rax)
	rclb	%cl, (%r9)
	rclb	%cl, 2147483647(,%rcx)
	rclb	%cl, 2147483647(%rcx)
	rclb	$96, -129(%rbp,%r8,4)
	rclb	$0, %fs:2147483647(%rip)
	rclb	$50, %fs:-2147483648(%r11)
	rclb	$9, -1(%rax,%r15,4)
	rclb	%r8b
	rclb	%bh
	rclb	%r14b
	rclb	%r9b
	rclb	%cl, %ch
	rclb	%cl, %r10b
	rclb	%cl, %r10b
	rclb	%cl, %ch
	rclb	$0, %dh
	rclb	$167, %r13b
	rclb	$191, %r15b
	rclb	$77, %dl
	rcpps	1(%rbp,%r11,2), %xmm14
	rcpps	1(%r9), %xmm8
	rcpps	%fs:128(,%rbx,2), %xmm14
	rcpps	%gs:1(%r11), %xmm0
	rcpps	%xmm13, %xmm14
	rcpps	%xmm3, %xmm10
	rcpps	%xmm9, %xmm9
	rcpps	%xmm2, %xmm11
	rcpss	-2147483648(%r8), %xmm10
	rcpss	127(%rdx,%r15,2), %xmm15
	rcpss	1(%r12,%r8,2), %xmm2
	rcpss	-2147483648, %xmm11
	rcpss	%xmm5, %xmm10
	rcpss	%xmm10, %xmm3
	rcpss	%xmm3, %xmm9
	rcpss	%xmm6, %xmm11
	rcrw	%gs:-128(%rip)
	rcrw	-129(%rdi)
	rcrw	-1(%rcx,%r12)
	rcrw	-128(%rsi)
	rcrw	%cl, 2147483647(%rcx,%r9,8)
	rcrw	%cl, %gs:-129(%rdx,%r10,4)
	rcrw	%cl, 1(%r13,%r13)
	rcrw	%cl, 127(%rsi,%rax,2)
	rcrw	$184, -2147483648(,%rdx)
	rcrw	$255, 1(,%r14,8)
	rcrw	$177, %gs:127(%rsp)
	rcrw	$101, 2147483647(%rdx)
	rcrw	%r11w
	rcrw	%r10w
	rcrw	%r12w
	rcrw	%dx
	rcrw	%cl, %bx
	rcrw	%cl, %di
	rcrw	%cl, %r12w
	rcrw	%cl, %r15w
	rcrw	$0, %r12w
	rcrw	$134, %r10w
	rcrw	$152, %r11w
	rcrw	$0, %ax
	rcrl	(%r15,%rdx,8)
	rcrl	-2147483648(%rsp,%r11,8)
	rcrl	%fs:2147483647(%r14,%rcx,2)
	rcrl	-129(%r11,%r14,2)
	rcrl	%cl, -2147483648(%rdi)
	rcrl	%cl, 128(%r13,%rax,8)
	rcrl	%cl, %gs:1(%rcx,%r9,2)
	rcrl	%cl, -128
	rcrl	$0, 127(%rip)
	rcrl	$238, %gs:-129
	rcrl	$229, -2147483648(%rax,%rbx,8)
	rcrl	$2, %fs:1(%rbx,%r13,8)
	rcrl	%r11d
	rcrl	%r8d
	rcrl	%esp
	rcrl	%edi
	rcrl	%cl, %esp
	rcrl	%cl, %r13d
	rcrl	%cl, %esp
	rcrl	%cl, %r8d
	rcrl	$0, %eax
	rcrl	$86, %eax
	rcrl	$143, %r9d
	rcrl	$0, %r11d
	rcrq	-128(,%r10,2)
	rcrq	2147483647(%r10)
	rcrq	%gs:-129(%r8,%rsi)
	rcrq	%gs:-1(%r15)
	rcrq	%cl, (%rsp,%rsi)
	rcrq	%cl, %gs:2147483647(%r12,%rax)
	rcrq	%cl, %gs:-2147483648(%rdx,%rdx,4)
	rcrq	%cl, -128(%rip)
	rcrq	$0, -1(%rcx,%rdi,4)
	rcrq	$2, 2147483647(%r8,%rdi,8)
	rcrq	$231, %gs:128(%rcx,%rdx,8)
	rcrq	$0, 128(%r15,%r11,8)
	rcrq	%r15
	rcrq	%rax
	rcrq	%rbp
	rcrq	%rdx
	rcrq	%cl, %rdx
	rcrq	%cl, %rbp
	rcrq	%cl, %rdx
	rcrq	%cl, %rax
	rcrq	$141, %rbx
	rcrq	$203, %rdx
	rcrq	$252, %r14
	rcrq	$127, %rbp
	rcrb	-2147483648
	rcrb	1(%rip)
	rcrb	1(%rip)
	rcrb	%gs:-129(%rip)
	rcrb	%cl, %gs:1(%rbx)
	rcrb	%cl, -1
	rcrb	%cl, -128(%r9)
	rcrb	%cl, 2147483647(%r8,%r10,8)
	rcrb	$255, 127(%rax)
	rcrb	$174, -2147483648(%r13)
	rcrb	$0, 1(%r10)
	rcrb	$52, -2147483648(%rip)
	rcrb	%ch
	rcrb	%r10b
	rcrb	%dl
	rcrb	%dil
	rcrb	%cl, %bpl
	rcrb	%cl, %bl
	rcrb	%cl, %dl
	rcrb	%cl, %r8b
	rcrb	$65, %dil
	rcrb	$122, %sil
	rcrb	$172, %dl
	rcrb	$221, %dl
	rdfsbasel	%r12d
	rdfsbasel	%r14d
	rdfsbasel	%r14d
	rdfsbasel	%ecx
	rdfsbaseq	%rbx
	rdfsbaseq	%rbp
	rdfsbaseq	%rsi
	rdfsbaseq	%rax
	rdgsbasel	%r15d
	rdgsbasel	%r11d
	rdgsbasel	%ecx
	rdgsbasel	%r10d
	rdgsbaseq	%r10
	rdgsbaseq	%r15
	rdgsbaseq	%rax
	rdgsbaseq	%rax
	rdmsr
	rdmsr
	rdmsr
	rdmsr
	rdmsrlist
	rdmsrlist
	rdmsrlist
	rdmsrlist
	rdpid	%rbx
	rdpid	%r11
	rdpid	%rsi
	rdpid	%r13
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
	rdrandw	%r14w
	rdrandw	%r8w
	rdrandw	%r9w
	rdrandw	%r8w
	rdrandl	%r14d
	rdrandl	%ebx
	rdrandl	%r9d
	rdrandl	%ebx
	rdrandq	%rbp
	rdrandq	%rbx
	rdrandq	%rsp
	rdrandq	%r9
	rdseedw	%cx
	rdseedw	%r13w
	rdseedw	%bx
	rdseedw	%si
	rdseedl	%esi
	rdseedl	%ebx
	rdseedl	%esp
	rdseedl	%ebp
	rdseedq	%rsi
	rdseedq	%rax
	rdseedq	%rdi
	rdseedq	%rsi
	rdsspd	%edx
	rdsspd	%esi
	rdsspd	%ecx
	rdsspd	%eax
	rdsspq	%rbx
	rdsspq	%rax
	rdsspq	%r8
	rdsspq	%r10
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
	retw	$256
	retw	$65535
	retw	$32767
	retw	$128
	retq	$14589
	retq	$-9098
	retq	$65535
	retq	$-32768
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
	rolw	%fs:127(%r14,%r15,4)
	rolw	%fs:2147483647(,%rcx)
	rolw	1(%r9,%r10,4)
	rolw	-129(%rdi)
	rolw	%cl, -129(%rcx,%r11)
	rolw	%cl, %fs:-128(%r12)
	rolw	%cl, 127(%r10)
	rolw	%cl, %gs:127(%rcx,%rbp)
	rolw	$0, 1(%r10,%r10,2)
	rolw	$150, (%r13)
	rolw	$0, %fs:-2147483648(%rsi)
	rolw	$0, -1(%rbp,%r11)
	rolw	%bx
	rolw	%r11w
	rolw	%r10w
	rolw	%r11w
	rolw	%cl, %ax
	rolw	%cl, %r10w
	rolw	%cl, %sp
	rolw	%cl, %bx
	rolw	$37, %r14w
	rolw	$0, %r14w
	rolw	$34, %r15w
	rolw	$134, %bx
	roll	(%r12)
	roll	-2147483648(%r9,%r12,8)
	roll	%fs:-2147483648(%r12)
	roll	2147483647
	roll	%cl, 128
	roll	%cl, -1(%r13)
	roll	%cl, %fs:128(%rsp)
	roll	%cl, %fs:127(%r10)
	roll	$0, 1(%r9,%rax)
	roll	$55, -128(%r12,%r13,2)
	roll	$0, %gs:-2147483648(%rax)
	roll	$0, 1(%r8)
	roll	%ebp
	roll	%ecx
	roll	%edi
	roll	%r14d
	roll	%cl, %esp
	roll	%cl, %eax
	roll	%cl, %r8d
	roll	%cl, %edx
	roll	$255, %eax
	roll	$0, %r11d
	roll	$76, %edi
	roll	$239, %r13d
	rolq	-128(,%r8,2)
	rolq	-129(%rip)
	rolq	-2147483648(%r13,%rcx,4)
	rolq	-1(%rax,%rbx)
	rolq	%cl, %gs:-129(%r11,%rsi)
	rolq	%cl, %fs:-1
	rolq	%cl, %gs:-1(%rax)
	rolq	%cl, %fs:(,%r9,4)
	rolq	$193, %gs:-2147483648(%rcx)
	rolq	$254, %gs:-129(,%rsi,2)
	rolq	$0, -129(%rbp,%r13,2)
	rolq	$115, %fs:1(%r11)
	rolq	%rcx
	rolq	%rax
	rolq	%rax
	rolq	%r11
	rolq	%cl, %rdx
	rolq	%cl, %r15
	rolq	%cl, %rbp
	rolq	%cl, %r15
	rolq	$63, %rax
	rolq	$127, %rdi
	rolq	$255, %r13
	rolq	$60, %rsi
	rolb	-1(%r8)
	rolb	%fs:1(%r8,%r11,2)
	rolb	127
	rolb	-1(%rbx,%r14)
	rolb	%cl, (,%rbx,4)
	rolb	%cl, (%rax)
	rolb	%cl, 127(%rdx,%r11,8)
	rolb	%cl, 128(%rax)
	rolb	$150, -2147483648(%r13,%r14)
	rolb	$0, %fs:-1(%rax)
	rolb	$13, 1(%rsi,%r13,8)
	rolb	$127, 2147483647(,%r9,8)
	rolb	%r15b
	rolb	%r14b
	rolb	%dh
	rolb	%dl
	rolb	%cl, %r10b
	rolb	%cl, %bh
	rolb	%cl, %bl
	rolb	%cl, %ah
	rolb	$69, %ch
	rolb	$76, %cl
	rolb	$219, %r10b
	rolb	$216, %r13b
	rorw	-129(%rbp)
	rorw	%fs:(%r9)
	rorw	-129(%r9)
	rorw	-129(%rdi)
	rorw	%cl, (%r12)
	rorw	%cl, %fs:-129(%r13,%r11,2)
	rorw	%cl, 2147483647(%r10,%rdi,2)
	rorw	%cl, %fs:-128(%rbp,%rbp,4)
	rorw	$147, (%rbp,%r15,8)
	rorw	$208, %fs:-128
	rorw	$28, 127(,%rsi,8)
	rorw	$255, %fs:-128(%r9,%rax,2)
	rorw	%ax
	rorw	%bx
	rorw	%r12w
	rorw	%r8w
	rorw	%cl, %bx
	rorw	%cl, %r8w
	rorw	%cl, %dx
	rorw	%cl, %r11w
	rorw	$27, %r11w
	rorw	$2, %r12w
	rorw	$34, %sp
	rorw	$241, %sp
	rorl	-128(%r11)
	rorl	(%r9,%r13)
	rorl	-129(%rsi)
	rorl	%fs:-2147483648
	rorl	%cl, -129(%r9)
	rorl	%cl, %gs:-1(%rsp)
	rorl	%cl, %fs:128(%r12)
	rorl	%cl, -2147483648(%rbx,%rax,4)
	rorl	$255, 128(%rdx)
	rorl	$138, -1(%r10,%r12,2)
	rorl	$174, -128(%rip)
	rorl	$153, 2147483647(,%rbp)
	rorl	%esi
	rorl	%esi
	rorl	%eax
	rorl	%r11d
	rorl	%cl, %esp
	rorl	%cl, %ebp
	rorl	%cl, %ebx
	rorl	%cl, %ecx
	rorl	$2, %edx
	rorl	$235, %r14d
	rorl	$124, %edi
	rorl	$0, %ebp
	rorq	1(%rdx,%r10)
	rorq	-1(%rcx)
	rorq	-128(%rdi,%r8)
	rorq	1(%r12)
	rorq	%cl, 2147483647(%rsp,%rsi)
	rorq	%cl, 2147483647
	rorq	%cl, %fs:1(%r8)
	rorq	%cl, 128(,%rsi,8)
	rorq	$54, %gs:-1(%rbx,%r10,2)
	rorq	$31, (%r10,%rax,4)
	rorq	$218, -129(%rdx)
	rorq	$206, 1(%rip)
	rorq	%rdi
	rorq	%r13
	rorq	%rcx
	rorq	%rax
	rorq	%cl, %r13
	rorq	%cl, %rsi
	rorq	%cl, %r13
	rorq	%cl, %r12
	rorq	$0, %r11
	rorq	$84, %r9
	rorq	$255, %r14
	rorq	$0, %r9
	rorb	127(%rax,%r11,8)
	rorb	1(%rax)
	rorb	2147483647(%r14,%r11,4)
	rorb	1(%rcx,%r9,2)
	rorb	%cl, -1(%rbx,%r13,8)
	rorb	%cl, 2147483647(,%r13)
	rorb	%cl, -128(%rbp)
	rorb	%cl, -2147483648(%r13,%rsi,2)
	rorb	$235, 1(%r13,%r13,4)
	rorb	$0, -1(%rip)
	rorb	$130, -2147483648(%rbx)
	rorb	$204, 128(%r8,%r13,8)
	rorb	%r13b
	rorb	%r13b
	rorb	%r10b
	rorb	%al
	rorb	%cl, %r13b
	rorb	%cl, %r8b
	rorb	%cl, %al
	rorb	%cl, %al
	rorb	$0, %ch
	rorb	$222, %r15b
	rorb	$249, %bpl
	rorb	$0, %r12b
	rorxl	$1, 2147483647(%rax,%r14,8), %edi
	rorxl	$128, -129(%r11), %edx
	rorxl	$195, (%rcx,%rcx), %r10d
	rorxl	$90, -1(%r12,%rcx), %r14d
	rorxl	$255, %r8d, %r9d
	rorxl	$255, %esi, %edi
	rorxl	$255, %eax, %r15d
	rorxl	$1, %r9d, %ebx
	rorxq	$147, 2147483647(%r12), %r13
	rorxq	$128, -2147483648(%rcx,%rbp), %rcx
	rorxq	$205, -129(%rdi,%r8,4), %rcx
	rorxq	$255, %gs:128(%rbp), %rbx
	rorxq	$76, %r11, %r9
	rorxq	$47, %r15, %rbp
	rorxq	$148, %rdi, %rsp
	rorxq	$128, %rsi, %rbp
	roundpd	$168, 2147483647(%rbp), %xmm4
	roundpd	$128, -129(%r14), %xmm0
	roundpd	$255, 2147483647(%r10,%rbx,2), %xmm6
	roundpd	$128, -2147483648(%r13), %xmm13
	roundpd	$1, %xmm12, %xmm7
	roundpd	$237, %xmm15, %xmm13
	roundpd	$2, %xmm15, %xmm9
	roundpd	$255, %xmm4, %xmm8
	roundps	$255, (%r12,%r8,4), %xmm7
	roundps	$226, %fs:-1(%rbx,%rsi,8), %xmm6
	roundps	$177, 2147483647(%rbx,%rax), %xmm0
	roundps	$32, 2147483647(%r13), %xmm10
	roundps	$230, %xmm2, %xmm11
	roundps	$0, %xmm0, %xmm1
	roundps	$216, %xmm14, %xmm6
	roundps	$165, %xmm2, %xmm6
	roundsd	$255, -1(%rcx,%rax,8), %xmm9
	roundsd	$255, 2147483647, %xmm13
	roundsd	$0, 128(%rax), %xmm6
	roundsd	$248, 127(%rbx), %xmm11
	roundsd	$131, %xmm14, %xmm9
	roundsd	$255, %xmm14, %xmm0
	roundsd	$102, %xmm9, %xmm14
	roundsd	$128, %xmm13, %xmm12
	roundss	$84, %fs:1(%rdi), %xmm8
	roundss	$8, %gs:2147483647(%r14,%r12,2), %xmm3
	roundss	$33, -129(%r15), %xmm15
	roundss	$0, (%rip), %xmm2
	roundss	$19, %xmm6, %xmm10
	roundss	$255, %xmm8, %xmm3
	roundss	$172, %xmm6, %xmm9
	roundss	$62, %xmm5, %xmm12
	rsm
	rsm
	rsm
	rsm
	rsqrtps	1(%rdx), %xmm5
	rsqrtps	-1(%rdi,%rbx,8), %xmm11
	rsqrtps	%gs:1(%r13,%r13,8), %xmm12
	rsqrtps	%gs:1(%rsi), %xmm1
	rsqrtps	%xmm13, %xmm4
	rsqrtps	%xmm14, %xmm8
	rsqrtps	%xmm8, %xmm15
	rsqrtps	%xmm2, %xmm10
	rsqrtss	-2147483648(%r10,%r9,8), %xmm8
	rsqrtss	%fs:1(%rsi,%r12,8), %xmm1
	rsqrtss	%fs:-129(%r8), %xmm15
	rsqrtss	%fs:-2147483648(%r14), %xmm7
	rsqrtss	%xmm13, %xmm6
	rsqrtss	%xmm8, %xmm15
	rsqrtss	%xmm14, %xmm9
	rsqrtss	%xmm0, %xmm3
	rstorssp	128(%rbp,%rdi,4)
	rstorssp	128(%rsi)
	rstorssp	2147483647
	rstorssp	-129(%rax)
	sahf
	sahf
	sahf
	sahf
	sarw	-1(%rip)
	sarw	-1(,%rbp,4)
	sarw	-1(%rdx,%rdi,4)
	sarw	%gs:-1(%r8,%r15,2)
	sarw	%cl, -128(%rdx,%rbp,2)
	sarw	%cl, -1(%rsp,%r9,4)
	sarw	%cl, -129(,%r14)
	sarw	%cl, -2147483648(%rsi,%r9,4)
	sarw	$35, %gs:127(%rax,%r11,2)
	sarw	$93, 1(,%rcx,4)
	sarw	$0, %gs:-1(%rip)
	sarw	$166, -129(%rax,%r12,4)
	sarw	%bp
	sarw	%dx
	sarw	%cx
	sarw	%r8w
	sarw	%cl, %r12w
	sarw	%cl, %ax
	sarw	%cl, %r10w
	sarw	%cl, %bp
	sarw	$184, %r15w
	sarw	$119, %bx
	sarw	$0, %bx
	sarw	$47, %sp
	sarl	%fs:127(%rdx)
	sarl	%fs:-129(%rdx,%rdi)
	sarl	(%r9,%rbp,4)
	sarl	128(%rdi)
	sarl	%cl, -128(%rsp)
	sarl	%cl, 127(%r9)
	sarl	%cl, -1(%r15)
	sarl	%cl, (%r11)
	sarl	$0, -129(%r11)
	sarl	$2, 1(%rsi)
	sarl	$75, 128(,%r9,8)
	sarl	$254, -128(%r9,%rbp,8)
	sarl	%ecx
	sarl	%r9d
	sarl	%ebx
	sarl	%edx
	sarl	%cl, %r15d
	sarl	%cl, %ebp
	sarl	%cl, %r15d
	sarl	%cl, %esp
	sarl	$0, %r11d
	sarl	$30, %r14d
	sarl	$144, %r15d
	sarl	$0, %eax
	sarq	%fs:-1(%rcx)
	sarq	1(%rsi,%r9,4)
	sarq	%gs:-2147483648(,%r8,4)
	sarq	2147483647(%rdx,%r8)
	sarq	%cl, 127(%r13)
	sarq	%cl, -129(%r11,%rsi,2)
	sarq	%cl, %fs:127(%rdi)
	sarq	%cl, -1(%rdx)
	sarq	$195, -1(%rsp,%rdi)
	sarq	$65, -129(%rsi)
	sarq	$255, -2147483648(%r12)
	sarq	$255, -1(%rax)
	sarq	%r8
	sarq	%r12
	sarq	%rbp
	sarq	%r12
	sarq	%cl, %rdx
	sarq	%cl, %r14
	sarq	%cl, %rsp
	sarq	%cl, %r8
	sarq	$0, %r11
	sarq	$0, %r9
	sarq	$255, %rax
	sarq	$6, %r9
	sarb	-129(%rbp,%r8,4)
	sarb	-129(%r11)
	sarb	-1(,%rax,8)
	sarb	1(%rbx)
	sarb	%cl, %fs:-129(%r9,%rax,4)
	sarb	%cl, 128(%r15)
	sarb	%cl, 1(%rip)
	sarb	%cl, (%r12)
	sarb	$127, 127(%rbp,%rsi,4)
	sarb	$36, -1
	sarb	$128, 1(%rax)
	sarb	$0, -2147483648(%r9,%r13)
	sarb	%bh
	sarb	%spl
	sarb	%spl
	sarb	%cl
	sarb	%cl, %dh
	sarb	%cl, %dil
	sarb	%cl, %al
	sarb	%cl, %r15b
	sarb	$144, %al
	sarb	$2, %dh
	sarb	$255, %bh
	sarb	$145, %bpl
	sarxl	%ebp, 128(%rsp), %edi
	sarxl	%ecx, %gs:128(%r9), %ebp
	sarxl	%r14d, -128(%rsi,%rbx), %esi
	sarxl	%ebp, %fs:-128(%r8,%r14,2), %edx
	sarxl	%edx, %esi, %r15d
	sarxl	%eax, %edx, %r15d
	sarxl	%ecx, %edi, %eax
	sarxl	%esi, %esp, %r10d
	sarxq	%rbp, 1(,%r9,8), %rax
	sarxq	%rax, %gs:-2147483648(%r10), %r9
	sarxq	%rdx, 128(%r11), %rsi
	sarxq	%rsp, 127(%rip), %r9
	sarxq	%r8, %rbx, %rdx
	sarxq	%rcx, %rdx, %r10
	sarxq	%r12, %rbp, %r15
	sarxq	%rbx, %r12, %r9
	saveprevssp
	saveprevssp
	saveprevssp
	saveprevssp
	sbbw	$256, %ax
	sbbw	$65535, %ax
	sbbw	$255, %ax
	sbbw	$127, %ax
	sbbw	$-32768, -128(%rsi)
	sbbw	$-129, 128(%r14,%rdi,4)
	sbbw	$32767, -1(%r9)
	sbbw	$-7432, 127(%rcx,%rax,2)
	sbbw	$-63, -128(%r14)
	sbbw	$127, %fs:128(%rsi)
	sbbw	$-101, -1(%rbx)
	sbbw	$1, (,%r15,2)
	sbbw	%si, %gs:-128(%r8,%r13,4)
	sbbw	%cx, -129(%rbp)
	sbbw	%r11w, 2147483647(,%r9)
	sbbw	%bp, %fs:-129(,%r8,2)
	sbbw	$-31508, %r9w
	sbbw	$256, %r15w
	sbbw	$1, %bp
	sbbw	$1457, %ax
	sbbw	$65527, %cx
	sbbw	$0, %bp
	sbbw	$-118, %r15w
	sbbw	$1, %cx
	sbbw	-128(%r14,%rbx,8), %cx
	sbbw	2147483647(%r12,%rax), %r14w
	sbbw	%fs:1(%r13,%r14,2), %bx
	sbbw	1(%r9,%r8,8), %ax
	sbbw	%r9w, %cx
	sbbw	%bp, %r8w
	sbbw	%si, %r8w
	sbbw	%dx, %cx
	sbbl	$1910130821, %eax
	sbbl	$4294967295, %eax
	sbbl	$0, %eax
	sbbl	$3150993580, %eax
	sbbl	$-1, (%rax)
	sbbl	$-722204255, %gs:2147483647(%rsp)
	sbbl	$4294967295, -1(%rdi,%rax,2)
	sbbl	$1, 1(%r8)
	sbbl	$-95, %fs:127(%r11)
	sbbl	$4294967168, 1(%rdx)
	sbbl	$-128, -128(,%rbp,4)
	sbbl	$-101, 1(%r10,%r9,2)
	sbbl	%ecx, %gs:-129(%rax,%r14,8)
	sbbl	%r12d, -1(%rax,%r14,4)
	sbbl	%ebx, 1(%rsp,%r8,8)
	sbbl	%r10d, %gs:-1(%rsp)
	sbbl	$4294967295, %edi
	sbbl	$-1072934261, %r14d
	sbbl	$0, %esi
	sbbl	$-1, %ebx
	sbbl	$127, %r14d
	sbbl	$4294967244, %ecx
	sbbl	$10, %esi
	sbbl	$4294967168, %r12d
	sbbl	(%rcx,%rax,4), %ebp
	sbbl	2147483647(%r8,%rbx), %r10d
	sbbl	1(%r9), %r11d
	sbbl	-129(%rax), %r8d
	sbbl	%esi, %r10d
	sbbl	%r12d, %esp
	sbbl	%r9d, %esi
	sbbl	%r15d, %r10d
	sbbq	$-128, %rax
	sbbq	$256, %rax
	sbbq	$-129, %rax
	sbbq	$555903698, %rax
	sbbq	$-1, (%r15)
	sbbq	$2147483647, (%rbp)
	sbbq	$0, 128(%rcx,%rbp)
	sbbq	$32767, %fs:-2147483648(%rcx,%r14)
	sbbq	$-87, 2147483647
	sbbq	$127, 127(%rax)
	sbbq	$-128, -128(%r8,%rdi)
	sbbq	$1, 127(%rsp,%rcx)
	sbbq	%rbp, 1(,%r11,4)
	sbbq	%r9, -129(%rax)
	sbbq	%r15, (%r10)
	sbbq	%r10, -2147483648(%r11,%r9,8)
	sbbq	$-1096260584, %r13
	sbbq	$32768, %rdx
	sbbq	$-863376084, %r13
	sbbq	$2147483647, %rbp
	sbbq	$64, %r12
	sbbq	$-128, %rax
	sbbq	$-22, %rbp
	sbbq	$0, %r14
	sbbq	128(%rdx), %rsp
	sbbq	%gs:(%rip), %rbp
	sbbq	-2147483648(%r14,%rdx), %r15
	sbbq	-2147483648(%rsp,%r9,2), %r15
	sbbq	%r14, %r15
	sbbq	%r9, %rdi
	sbbq	%r15, %r8
	sbbq	%r9, %r14
	sbbb	$-128, %al
	sbbb	$57, %al
	sbbb	$238, %al
	sbbb	$-114, %al
	sbbb	$-128, 2147483647(%rsi)
	sbbb	$128, %gs:1(%rcx,%r13,8)
	sbbb	$1, 2147483647(%r8,%rax,8)
	sbbb	$16, %fs:127(%rdx,%rbx,8)
	sbbb	%spl, %gs:128(%r15)
	sbbb	%dl, %fs:1(%rbp,%rsi,8)
	sbbb	%dl, -2147483648(%r11,%rdx,4)
	sbbb	%r13b, -1(%r13)
	sbbb	$-41, %al
	sbbb	$46, %ch
	sbbb	$-33, %bl
	sbbb	$0, %bpl
	sbbb	-2147483648(%rbp,%r14,2), %r11b
	sbbb	-128(%r8), %dl
	sbbb	-2147483648(%rbp), %dl
	sbbb	127(%r12), %r13b
	sbbb	%ch, %dh
	sbbb	%al, %r10b
	sbbb	%r13b, %r10b
	sbbb	%r8b, %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%edi), %al
	scasb	%es:(%edi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%edi), %eax
	scasl	%es:(%edi), %eax
	scasl	%es:(%edi), %eax
	scasl	%es:(%rdi), %eax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%edi), %rax
	scasq	%es:(%edi), %rax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%rdi), %ax
	scasw	%es:(%edi), %ax
	scasw	%es:(%rdi), %ax
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
	senduipi	%rbx
	senduipi	%rdi
	senduipi	%rdi
	senduipi	%rdi
	serialize
	serialize
	serialize
	serialize
	setae	(%r11)
	setae	-1(%rcx)
	setae	128(%r8)
	setae	-1(%r9)
	setae	%r8b
	setae	%r15b
	setae	%ch
	setae	%dil
	seta	-128(%r12,%rbp,8)
	seta	127(,%r14)
	seta	128(%rcx,%r13)
	seta	%gs:-129(%r9,%r10,4)
	seta	%ch
	seta	%bpl
	seta	%bpl
	seta	%r11b
	setbe	-128(%rdx)
	setbe	2147483647(%rdi)
	setbe	127(%rbp,%rsi)
	setbe	-2147483648(%rbx)
	setbe	%dh
	setbe	%r12b
	setbe	%dl
	setbe	%dl
	setb	%fs:(%rbx)
	setb	%gs:1(%rdi,%rdx,4)
	setb	2147483647(%r8,%r11,8)
	setb	2147483647(%rdx,%r11,8)
	setb	%r8b
	setb	%al
	setb	%dl
	setb	%r8b
	sete	127
	sete	-128(%r11,%r8,8)
	sete	%fs:0
	sete	%gs:-128(%r10)
	sete	%r15b
	sete	%r13b
	sete	%bpl
	sete	%dl
	setge	(%r9,%rbx,8)
	setge	0
	setge	128(%r15,%rbx,8)
	setge	128(%rax,%r15,4)
	setge	%r10b
	setge	%bh
	setge	%dl
	setge	%sil
	setg	(%r15,%r15,2)
	setg	1(%r14,%rbx,2)
	setg	-129(%r9,%rbx,8)
	setg	1(,%r10,8)
	setg	%dl
	setg	%ch
	setg	%r15b
	setg	%bl
	setle	(%r8)
	setle	-2147483648(%r14)
	setle	-128(,%r13)
	setle	1(,%rbx,4)
	setle	%r10b
	setle	%bl
	setle	%r11b
	setle	%al
	setl	-128(%rsi,%rcx,8)
	setl	(%rdi,%rcx,4)
	setl	(%rcx,%r14,8)
	setl	127(%rsp)
	setl	%ch
	setl	%spl
	setl	%bh
	setl	%r15b
	setne	(%rsi)
	setne	128(%rcx,%r14)
	setne	128(%r13,%r12,8)
	setne	-1(%rax)
	setne	%bl
	setne	%ah
	setne	%r11b
	setne	%spl
	setno	1(%rbp)
	setno	2147483647(%r14)
	setno	%fs:-129(%r13)
	setno	1
	setno	%dl
	setno	%spl
	setno	%bpl
	setno	%r10b
	setnp	%gs:-2147483648(%r13,%rdi,4)
	setnp	%gs:-1(%r9)
	setnp	%gs:-1(%r11)
	setnp	%fs:-2147483648(%r15,%r10,4)
	setnp	%r15b
	setnp	%r13b
	setnp	%r8b
	setnp	%ah
	setns	2147483647(%r8,%rbp,8)
	setns	2147483647(%r8)
	setns	-129(%r9)
	setns	1(%rdi,%rax,4)
	setns	%dh
	setns	%r12b
	setns	%dl
	setns	%r13b
	seto	128(%r12,%rax)
	seto	127(%rsi)
	seto	-1(%rsp)
	seto	127(%rip)
	seto	%cl
	seto	%al
	seto	%r14b
	seto	%bh
	setp	(%rsp)
	setp	%fs:2147483647(%r11,%r9)
	setp	%gs:-129(%rbx)
	setp	-1(%r9)
	setp	%r9b
	setp	%ch
	setp	%r10b
	setp	%ch
	setssbsy
	setssbsy
	setssbsy
	setssbsy
	sets	%fs:128(%r13,%rdx,2)
	sets	%gs:-129(,%r10,8)
	sets	-129(%rdx,%r13)
	sets	(%rbx,%r12,4)
	sets	%r11b
	sets	%r12b
	sets	%dl
	sets	%dil
	sfence
	sfence
	sfence
	sfence
	sgdtq	(%rsi)
	sgdtq	%gs:2147483647(%rbx,%rbp)
	sgdtq	%gs:1
	sgdtq	-129(%r10)
	sha1msg1	%gs:1(%rcx), %xmm0
	sha1msg1	128(%rbp), %xmm10
	sha1msg1	127(%r11), %xmm14
	sha1msg1	128(%rsp), %xmm9
	sha1msg1	%xmm11, %xmm6
	sha1msg1	%xmm12, %xmm5
	sha1msg1	%xmm7, %xmm12
	sha1msg1	%xmm0, %xmm2
	sha1msg2	%fs:-2147483648(%rbp,%r12,2), %xmm1
	sha1msg2	-129(%rsp,%r15,2), %xmm12
	sha1msg2	%gs:-2147483648(%r13), %xmm5
	sha1msg2	128(%rdx,%r14), %xmm7
	sha1msg2	%xmm10, %xmm1
	sha1msg2	%xmm12, %xmm9
	sha1msg2	%xmm5, %xmm8
	sha1msg2	%xmm0, %xmm7
	sha1nexte	%fs:-1(%rbp), %xmm9
	sha1nexte	127(%r15), %xmm13
	sha1nexte	2147483647(%r8), %xmm11
	sha1nexte	2147483647(%r12), %xmm3
	sha1nexte	%xmm11, %xmm5
	sha1nexte	%xmm9, %xmm6
	sha1nexte	%xmm1, %xmm14
	sha1nexte	%xmm7, %xmm0
	sha1rnds4	$59, -1(%rbx,%r15,2), %xmm1
	sha1rnds4	$255, 127(%rsp), %xmm7
	sha1rnds4	$0, -128(%rip), %xmm7
	sha1rnds4	$255, 1(%rax), %xmm5
	sha1rnds4	$135, %xmm11, %xmm14
	sha1rnds4	$245, %xmm2, %xmm10
	sha1rnds4	$60, %xmm3, %xmm12
	sha1rnds4	$1, %xmm4, %xmm9
	sha256msg1	-129(%rcx), %xmm0
	sha256msg1	-2147483648(%r8), %xmm13
	sha256msg1	-1(%r8,%rbp,8), %xmm6
	sha256msg1	%fs:127(%rdi,%rsi,4), %xmm8
	sha256msg1	%xmm0, %xmm14
	sha256msg1	%xmm8, %xmm5
	sha256msg1	%xmm0, %xmm13
	sha256msg1	%xmm3, %xmm7
	sha256msg2	1(%rip), %xmm6
	sha256msg2	-2147483648(%rbx), %xmm8
	sha256msg2	-129(%rdi), %xmm4
	sha256msg2	-2147483648, %xmm6
	sha256msg2	%xmm15, %xmm2
	sha256msg2	%xmm14, %xmm8
	sha256msg2	%xmm14, %xmm6
	sha256msg2	%xmm7, %xmm15
	sha256rnds2	%xmm0, 1(%rdi), %xmm8
	sha256rnds2	%xmm0, -1(%rsp), %xmm12
	sha256rnds2	%xmm0, -2147483648(%rdi,%rax,2), %xmm8
	sha256rnds2	%xmm0, -128(%r8,%r13,8), %xmm4
	sha256rnds2	%xmm0, %xmm2, %xmm7
	sha256rnds2	%xmm0, %xmm12, %xmm13
	sha256rnds2	%xmm0, %xmm5, %xmm12
	sha256rnds2	%xmm0, %xmm9, %xmm1
	shlw	127(%r15,%r10)
	shlw	%fs:-1(%rdi)
	shlw	(%r13)
	shlw	(%rbx,%rdx,8)
	shlw	%cl, %gs:-129(%r13,%r12)
	shlw	%cl, %gs:-128(%rcx)
	shlw	%cl, -2147483648(%rip)
	shlw	%cl, 128(%rcx)
	shlw	$88, %gs:-2147483648(%r8,%rdx,8)
	shlw	$232, 127(%r9)
	shlw	$150, 1(%r14,%r12,8)
	shlw	$26, %fs:128(%rsp)
	shlw	%r10w
	shlw	%r12w
	shlw	%r9w
	shlw	%sp
	shlw	%cl, %r13w
	shlw	%cl, %bp
	shlw	%cl, %di
	shlw	%cl, %r10w
	shlw	$191, %r10w
	shlw	$0, %r14w
	shlw	$255, %si
	shlw	$0, %si
	shll	(%r12)
	shll	%gs:1(%rip)
	shll	1(%r9)
	shll	2147483647(%rcx,%rsi)
	shll	%cl, 1(%rdi)
	shll	%cl, %gs:(%rdi,%r12)
	shll	%cl, %gs:128(%rbp)
	shll	%cl, -128(%rip)
	shll	$117, (%r9)
	shll	$2, -128(%r13)
	shll	$215, %gs:-2147483648(%rdx,%r10,8)
	shll	$56, %gs:1(%rax)
	shll	%r13d
	shll	%ebp
	shll	%r13d
	shll	%ebp
	shll	%cl, %edx
	shll	%cl, %ebp
	shll	%cl, %ecx
	shll	%cl, %ebx
	shll	$105, %ebx
	shll	$89, %ebx
	shll	$250, %edx
	shll	$0, %eax
	shlq	-128(,%r8)
	shlq	-2147483648(%rip)
	shlq	(%rsp)
	shlq	128(%rip)
	shlq	%cl, 2147483647(%r14)
	shlq	%cl, 128(%rsp,%rbp,8)
	shlq	%cl, (%r8,%r9,8)
	shlq	%cl, -128(%r13)
	shlq	$0, 128(%rbx)
	shlq	$255, 1(%rdx)
	shlq	$248, -2147483648(%rdx)
	shlq	$255, -2147483648
	shlq	%r13
	shlq	%rbx
	shlq	%rbp
	shlq	%r9
	shlq	%cl, %r14
	shlq	%cl, %rbp
	shlq	%cl, %r12
	shlq	%cl, %r15
	shlq	$2, %rsi
	shlq	$147, %r9
	shlq	$0, %rsp
	shlq	$0, %rdi
	shlb	127(%r14)
	shlb	2147483647(%r10)
	shlb	128(%r13)
	shlb	%fs:-1(%r12,%r11)
	shlb	%cl, 128(%r13)
	shlb	%cl, 128(%rdx)
	shlb	%cl, 128(%rdi)
	shlb	%cl, -128(%rdi)
	shlb	$2, -129(%r11)
	shlb	$176, 128(%r9,%rcx,2)
	shlb	$0, 1
	shlb	$190, -2147483648(%rcx,%r11)
	shlb	%dil
	shlb	%dil
	shlb	%sil
	shlb	%cl
	shlb	%cl, %sil
	shlb	%cl, %spl
	shlb	%cl, %r10b
	shlb	%cl, %r13b
	shlb	$0, %dil
	shlb	$0, %sil
	shlb	$230, %r14b
	shlb	$76, %bl
	shldw	%cl, %di, 2147483647
	shldw	%cl, %r14w, 1(%r8,%rax,4)
	shldw	%cl, %di, -1(%rbx,%r14,8)
	shldw	%cl, %r14w, -128(%r8,%rax,8)
	shldw	$175, %cx, -128(%rdx,%r12,4)
	shldw	$220, %r13w, %gs:-2147483648(%rsi)
	shldw	$1, %cx, -2147483648(%r9)
	shldw	$32, %si, -1(%r12)
	shldw	%cl, %r8w, %sp
	shldw	%cl, %r8w, %si
	shldw	%cl, %sp, %si
	shldw	%cl, %di, %di
	shldw	$90, %r15w, %r11w
	shldw	$244, %sp, %sp
	shldw	$0, %dx, %si
	shldw	$0, %r15w, %r10w
	shldl	%cl, %edi, 127(%rbx,%r12,8)
	shldl	%cl, %edx, %fs:2147483647(%r13)
	shldl	%cl, %esp, -1(%r10)
	shldl	%cl, %r11d, -129(%r12)
	shldl	$255, %ecx, 2147483647(%rdi,%r9,8)
	shldl	$255, %eax, -128(%rsp)
	shldl	$171, %ecx, -2147483648(%r12)
	shldl	$210, %r11d, -1(%rbp,%rdx,2)
	shldl	%cl, %ebp, %r12d
	shldl	%cl, %r10d, %r11d
	shldl	%cl, %eax, %esi
	shldl	%cl, %esi, %esi
	shldl	$229, %r10d, %edx
	shldl	$52, %esi, %r10d
	shldl	$0, %edx, %r14d
	shldl	$162, %r10d, %r15d
	shldq	%cl, %rdi, -2147483648(%rip)
	shldq	%cl, %rbp, -1(%r15,%r11,2)
	shldq	%cl, %r13, 127(%r9,%r10,8)
	shldq	%cl, %rcx, -1(%rsp,%r15)
	shldq	$56, %rcx, 2147483647
	shldq	$0, %r15, (%r14)
	shldq	$0, %rax, -1(%rcx)
	shldq	$66, %rax, -128
	shldq	%cl, %r12, %rbp
	shldq	%cl, %r11, %r14
	shldq	%cl, %rdi, %rbx
	shldq	%cl, %r14, %r12
	shldq	$255, %r12, %rdx
	shldq	$255, %r8, %rcx
	shldq	$15, %r14, %rbp
	shldq	$0, %rbp, %rax
	shlxl	%r11d, -129(%r12,%r9,8), %ecx
	shlxl	%r15d, 128(%r15), %r8d
	shlxl	%r13d, 2147483647(%rbp), %edx
	shlxl	%r8d, 127, %esp
	shlxl	%ecx, %esi, %edx
	shlxl	%ebx, %ebp, %esi
	shlxl	%r15d, %r8d, %r8d
	shlxl	%edi, %r12d, %esp
	shlxq	%rbx, 128(%rcx,%rbx,4), %r9
	shlxq	%r15, 127(%rcx), %r9
	shlxq	%rsi, %fs:1(%r14), %rdi
	shlxq	%r10, 2147483647(%rax,%r15), %rbx
	shlxq	%r14, %r15, %rsi
	shlxq	%r12, %rbp, %rax
	shlxq	%rdi, %r9, %rdx
	shlxq	%rsi, %rax, %rsi
	shrw	127(%rsi)
	shrw	127(%rdi,%r13,2)
	shrw	2147483647(%r8,%rbp,8)
	shrw	-1(%r13)
	shrw	%cl, -1(%rsi,%r15,8)
	shrw	%cl, -1(%r9)
	shrw	%cl, %fs:-1(,%rdx)
	shrw	%cl, %gs:127(%rsp,%rax,2)
	shrw	$226, -2147483648(%rax)
	shrw	$95, -1(%rbx,%rsi,2)
	shrw	$45, -1(%rsi)
	shrw	$126, %gs:-2147483648(%r13)
	shrw	%ax
	shrw	%ax
	shrw	%dx
	shrw	%r14w
	shrw	%cl, %si
	shrw	%cl, %r10w
	shrw	%cl, %bp
	shrw	%cl, %cx
	shrw	$112, %cx
	shrw	$2, %r14w
	shrw	$0, %r14w
	shrw	$0, %r8w
	shrl	127(%rbp)
	shrl	-129(%r15)
	shrl	%gs:2147483647(%rdx,%rdx,2)
	shrl	-129(%r8,%r12)
	shrl	%cl, -2147483648(%r9,%r12)
	shrl	%cl, 1(%rsp)
	shrl	%cl, 1
	shrl	%cl, %gs:-1(%r13)
	shrl	$255, 2147483647(%rdi,%r10,2)
	shrl	$132, (%r10,%rdi,8)
	shrl	$97, %fs:2147483647(%rsi,%r15,4)
	shrl	$208, 127(%rax)
	shrl	%r13d
	shrl	%r13d
	shrl	%esi
	shrl	%ecx
	shrl	%cl, %r8d
	shrl	%cl, %r10d
	shrl	%cl, %r8d
	shrl	%cl, %r10d
	shrl	$2, %r8d
	shrl	$0, %edi
	shrl	$0, %esi
	shrl	$255, %eax
	shrq	127(%r9,%rdx,2)
	shrq	1(%r11)
	shrq	2147483647(%rbp,%r14)
	shrq	1(%r15)
	shrq	%cl, %fs:-128(,%r8,8)
	shrq	%cl, -128(%rsi)
	shrq	%cl, 127(%rsi,%r8)
	shrq	%cl, %gs:-129(%rsp)
	shrq	$187, %fs:127(%r10)
	shrq	$112, 2147483647(%r14,%rdi)
	shrq	$14, -128(%rcx)
	shrq	$0, -129
	shrq	%rdi
	shrq	%r14
	shrq	%rsi
	shrq	%r9
	shrq	%cl, %rsp
	shrq	%cl, %rsi
	shrq	%cl, %rax
	shrq	%cl, %r15
	shrq	$2, %rdx
	shrq	$2, %r11
	shrq	$121, %rdx
	shrq	$255, %rsp
	shrb	2147483647(%rcx,%rdi,4)
	shrb	1(%r13,%rax,4)
	shrb	127(%r13,%r9,8)
	shrb	%gs:-129(%r9)
	shrb	%cl, -2147483648(%rbp,%rdi,4)
	shrb	%cl, %gs:-1(%rsi,%rcx,4)
	shrb	%cl, -128(%r8,%r10,4)
	shrb	%cl, %gs:-128(%rdx)
	shrb	$109, %gs:-2147483648(%rax,%rsi,4)
	shrb	$255, -129(%rdi,%r8,4)
	shrb	$61, 127(%rcx)
	shrb	$0, %gs:2147483647(%rdx,%rbx,2)
	shrb	%cl
	shrb	%dh
	shrb	%r12b
	shrb	%r9b
	shrb	%cl, %sil
	shrb	%cl, %dh
	shrb	%cl, %sil
	shrb	%cl, %al
	shrb	$255, %ch
	shrb	$132, %bl
	shrb	$0, %bl
	shrb	$0, %sil
	shrdw	%cl, %r8w, -2147483648(%rbp)
	shrdw	%cl, %r14w, -2147483648(%rsp,%rdi,2)
	shrdw	%cl, %r13w, -129(%rsi)
	shrdw	%cl, %r9w, -128(%rsp,%r13,4)
	shrdw	$1, %r10w, (%rax)
	shrdw	$127, %dx, -2147483648(%r8,%rcx,8)
	shrdw	$152, %ax, 1
	shrdw	$255, %cx, -2147483648(%rbp)
	shrdw	%cl, %r9w, %dx
	shrdw	%cl, %r9w, %bx
	shrdw	%cl, %r10w, %bp
	shrdw	%cl, %di, %ax
	shrdw	$255, %cx, %r8w
	shrdw	$0, %r8w, %bx
	shrdw	$0, %bx, %bx
	shrdw	$24, %r9w, %r15w
	shrdl	%cl, %r14d, 2147483647(%r14)
	shrdl	%cl, %ebx, -129(%r10)
	shrdl	%cl, %ebp, 127(%rdi)
	shrdl	%cl, %esi, 2147483647(,%rdi,8)
	shrdl	$0, %ebx, -128(%r9,%rax,2)
	shrdl	$0, %r12d, -128(%r8,%r15)
	shrdl	$0, %ecx, -129(%r8,%r11,4)
	shrdl	$2, %r8d, 1(%r10)
	shrdl	%cl, %esp, %r14d
	shrdl	%cl, %edi, %esi
	shrdl	%cl, %r15d, %r8d
	shrdl	%cl, %ebx, %r12d
	shrdl	$255, %r14d, %r9d
	shrdl	$0, %r14d, %r15d
	shrdl	$7, %esp, %ebp
	shrdl	$0, %eax, %r9d
	shrdq	%cl, %r15, -2147483648
	shrdq	%cl, %r8, (%rip)
	shrdq	%cl, %r14, -129(%r12,%rcx,8)
	shrdq	%cl, %r15, 2147483647(%r9)
	shrdq	$6, %rdx, 127(%rbp,%r14,8)
	shrdq	$255, %r14, -128(%r13)
	shrdq	$132, %rbx, %fs:2147483647(%rsp)
	shrdq	$0, %rcx, 1(,%r14,2)
	shrdq	%cl, %r14, %rax
	shrdq	%cl, %rsp, %r15
	shrdq	%cl, %rdx, %r15
	shrdq	%cl, %r12, %rsp
	shrdq	$30, %rbp, %rdx
	shrdq	$255, %rsp, %r9
	shrdq	$74, %rax, %rsi
	shrdq	$255, %rcx, %rcx
	shrxl	%r10d, %fs:127(%rcx,%r8,4), %ecx
	shrxl	%ebp, 128(%rip), %ebp
	shrxl	%esi, -128(,%r9), %r12d
	shrxl	%r14d, %gs:-128(,%rbx,2), %r10d
	shrxl	%eax, %edi, %edx
	shrxl	%r11d, %edx, %r12d
	shrxl	%r13d, %ebx, %r13d
	shrxl	%r11d, %eax, %r15d
	shrxq	%r8, %gs:128(%r15), %rax
	shrxq	%rbp, 127(%rdi,%rcx,8), %r11
	shrxq	%r13, %gs:-1(%r14,%rsi), %r11
	shrxq	%r13, %gs:2147483647(%rdi,%rcx,8), %r14
	shrxq	%rbp, %r13, %r15
	shrxq	%r11, %rax, %r8
	shrxq	%r8, %r15, %rcx
	shrxq	%rbx, %r12, %rax
	shufpd	$102, (%r14,%r13,8), %xmm12
	shufpd	$128, 1(%rsp,%rsi), %xmm2
	shufpd	$90, 127(%rsp), %xmm4
	shufpd	$255, (%r15), %xmm0
	shufpd	$206, %xmm4, %xmm8
	shufpd	$251, %xmm1, %xmm13
	shufpd	$200, %xmm6, %xmm4
	shufpd	$128, %xmm2, %xmm13
	shufps	$172, -1, %xmm9
	shufps	$128, -1(%r13,%rax), %xmm7
	shufps	$255, -1(%rcx,%r9), %xmm11
	shufps	$8, %fs:2147483647(%rdx,%r13,8), %xmm15
	shufps	$128, %xmm7, %xmm9
	shufps	$128, %xmm3, %xmm14
	shufps	$210, %xmm12, %xmm7
	shufps	$255, %xmm4, %xmm11
	sidtq	2147483647(%r9)
	sidtq	(%rsp)
	sidtq	2147483647(%r14,%rbx,2)
	sidtq	%gs:(%rsp)
	skinit
	skinit
	skinit
	skinit
	sldtw	%r8w
	sldtw	%r9w
	sldtw	%sp
	sldtw	%bp
	sldtl	%ecx
	sldtl	%ecx
	sldtl	%esp
	sldtl	%r14d
	sldtq	%rcx
	sldtq	%rdi
	sldtq	%rsp
	sldtq	%rbx
	sldtw	128(%r13)
	sldtw	%fs:-128(%r8,%rax)
	sldtw	-129(%rip)
	sldtw	2147483647(%r12,%r13)
	slwpcb	%r9d
	slwpcb	%eax
	slwpcb	%r9d
	slwpcb	%ecx
	slwpcb	%r9
	slwpcb	%r9
	slwpcb	%r11
	slwpcb	%r15
	smsww	%si
	smsww	%r15w
	smsww	%di
	smsww	%r15w
	smswl	%r8d
	smswl	%r8d
	smswl	%ecx
	smswl	%r13d
	smswq	%rbx
	smswq	%rbp
	smswq	%r10
	smswq	%rsi
	smsww	%fs:1(%rbx)
	smsww	-1(%r14,%r13,2)
	smsww	%fs:(,%rbp,2)
	smsww	2147483647(%rax)
	sqrtpd	-129(%rcx), %xmm13
	sqrtpd	1(%rdx,%rbp), %xmm7
	sqrtpd	%gs:(%r11), %xmm10
	sqrtpd	128(%rcx,%r8), %xmm13
	sqrtpd	%xmm2, %xmm6
	sqrtpd	%xmm12, %xmm6
	sqrtpd	%xmm2, %xmm6
	sqrtpd	%xmm4, %xmm12
	sqrtps	%fs:-129(%r11,%r11,8), %xmm0
	sqrtps	2147483647(%r8), %xmm0
	sqrtps	-2147483648(%rbp), %xmm5
	sqrtps	%gs:-2147483648(%r15), %xmm3
	sqrtps	%xmm3, %xmm1
	sqrtps	%xmm4, %xmm8
	sqrtps	%xmm15, %xmm5
	sqrtps	%xmm13, %xmm2
	sqrtsd	1(%rdx), %xmm12
	sqrtsd	1(%rbp), %xmm13
	sqrtsd	-128(%r13,%rbx,2), %xmm6
	sqrtsd	%gs:-128(%rip), %xmm7
	sqrtsd	%xmm11, %xmm15
	sqrtsd	%xmm2, %xmm6
	sqrtsd	%xmm15, %xmm9
	sqrtsd	%xmm12, %xmm3
	sqrtss	-128(%r13,%rdi), %xmm14
	sqrtss	%fs:1(%r10), %xmm13
	sqrtss	%gs:-2147483648(%r9), %xmm5
	sqrtss	-1(%rsp,%rsi,2), %xmm13
	sqrtss	%xmm7, %xmm0
	sqrtss	%xmm11, %xmm9
	sqrtss	%xmm11, %xmm9
	sqrtss	%xmm8, %xmm2
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
	stmxcsr	%gs:-2147483648(%r11,%rdi,4)
	stmxcsr	%gs:-2147483648(%r10,%r9,2)
	stmxcsr	-128
	stmxcsr	-2147483648(%r9,%r13,2)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%edi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%edi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%edi)
	stosl	%eax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%edi)
	stosq	%rax, %es:(%edi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%edi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	strw	%sp
	strw	%sp
	strw	%r10w
	strw	%si
	strl	%esp
	strl	%eax
	strl	%r13d
	strl	%ebp
	strq	%r8
	strq	%r8
	strq	%rbx
	strq	%r9
	strw	-128(,%rcx)
	strw	-129(%rcx)
	strw	1(%r13,%rax,4)
	strw	-129(%rsi,%rax,4)
	sttilecfg	%gs:-1(%r14)
	sttilecfg	-1(%rsi,%rax,4)
	sttilecfg	-2147483648(%r15)
	sttilecfg	-2147483648(%r14,%rbx,4)
	stui
	stui
	stui
	stui
	fsts	-129(,%r11,8)
	fsts	128(%rbp,%rax)
	fsts	%gs:-129(%r15,%r9,8)
	fsts	%gs:(%rbx,%r11,4)
	fstl	1(%rdx)
	fstl	%fs:-129(%rbx,%rbx,4)
	fstl	1(%rip)
	fstl	%fs:1(%rcx)
	fstps	-1(%r12,%rbp,4)
	fstps	(%r8)
	fstps	128(%rip)
	fstps	%fs:127(%rip)
	fstpl	-2147483648(%rcx)
	fstpl	%gs:1(%rsp,%r10,4)
	fstpl	1(%r12,%r13,4)
	fstpl	128(%r10,%rdi,4)
	fstpt	128(%rax)
	fstpt	-128(%rbx,%rax,4)
	fstpt	-128(%r9,%rdi,8)
	fstpt	1(%rsp)
	fstp	%st(4)
	fstp	%st(2)
	fstp	%st(2)
	fstp	%st(6)
	fst	%st(7)
	fst	%st(7)
	fst	%st(4)
	fst	%st(3)
	subw	$255, %ax
	subw	$38266, %ax
	subw	$-128, %ax
	subw	$0, %ax
	subw	$54213, 1(%rbx)
	subw	$65535, 1(%r9)
	subw	$-128, %gs:-2147483648(,%rax,2)
	subw	$127, -2147483648(%r12)
	subw	$127, %fs:-129(%rdi)
	subw	$43, 128(%rbx)
	subw	$94, (%r10,%r15)
	subw	$0, -1(%r12)
	subw	%dx, 128(%r14,%rbp,2)
	subw	%sp, 1(%rdi)
	subw	%ax, %fs:127(%rsp,%r11)
	subw	%r13w, -2147483648(%r12,%rcx)
	subw	$65535, %r14w
	subw	$-32768, %r8w
	subw	$-32768, %r9w
	subw	$65535, %r9w
	subw	$65531, %ax
	subw	$8, %si
	subw	$86, %r8w
	subw	$0, %r12w
	subw	127(%r11,%r15,4), %si
	subw	-1(%rbx), %r8w
	subw	%fs:-129(%r8,%r9,4), %r12w
	subw	%gs:-128(%rbp,%r14), %cx
	subw	%r10w, %si
	subw	%r14w, %r13w
	subw	%r8w, %r13w
	subw	%bp, %bx
	subl	$-2147483648, %eax
	subl	$-2147483648, %eax
	subl	$32768, %eax
	subl	$256, %eax
	subl	$32768, 1(%r10)
	subl	$32768, 1(%rsp)
	subl	$-2147483648, %fs:-2147483648
	subl	$4294967295, -128(%rbp)
	subl	$1, %gs:2147483647(%r14,%r13,2)
	subl	$4294967209, 127(%rbp,%r13,2)
	subl	$4294967206, 127
	subl	$4294967174, 128(%r14)
	subl	%esi, (%rsi,%r9,4)
	subl	%r12d, -128(%rcx)
	subl	%ecx, -1(%r15,%r11,8)
	subl	%ecx, 2147483647(%rbx)
	subl	$-1258623911, %r14d
	subl	$2147483647, %ebx
	subl	$127, %esp
	subl	$128, %r15d
	subl	$38, %r8d
	subl	$-128, %r12d
	subl	$0, %ebx
	subl	$93, %r11d
	subl	-2147483648(%r14,%rdi,8), %r11d
	subl	2147483647(%rcx,%r14,8), %ecx
	subl	128(%rsi,%rdi,8), %r8d
	subl	1(%rdi,%r14,2), %esi
	subl	%ebp, %ebp
	subl	%r12d, %r11d
	subl	%ebp, %edx
	subl	%r8d, %esi
	subq	$2147483647, %rax
	subq	$2147483647, %rax
	subq	$128, %rax
	subq	$2147483647, %rax
	subq	$0, %gs:128(%rax,%rbp,4)
	subq	$-2147483648, %fs:(%r11,%r15,2)
	subq	$32767, %gs:-2147483648(%r15)
	subq	$2147483647, 128(%rbx)
	subq	$-111, 128(%r10,%r12,8)
	subq	$127, (%rax,%r14)
	subq	$127, 2147483647(%rbx)
	subq	$-128, -1(%rsp,%r8)
	subq	%r9, 1(%r13,%r14,2)
	subq	%rax, 128(%rsp,%r8)
	subq	%r15, 127(%r15)
	subq	%r13, (%rip)
	subq	$-972390785, %rbp
	subq	$1, %rbp
	subq	$2147483647, %rdi
	subq	$2147483647, %rsi
	subq	$-81, %rsi
	subq	$57, %rsi
	subq	$0, %rax
	subq	$-31, %rdx
	subq	128(%r9,%r12), %rbp
	subq	%fs:128(%rcx,%rdi), %rsi
	subq	128(%r14), %r9
	subq	-2147483648(,%rbx,4), %r15
	subq	%r10, %r14
	subq	%r10, %rsi
	subq	%r15, %r11
	subq	%r8, %rcx
	subb	$134, %al
	subb	$-1, %al
	subb	$55, %al
	subb	$-88, %al
	subb	$255, (%rdx)
	subb	$112, 1(%r15)
	subb	$0, 127(%rsp)
	subb	$-1, -128(%r9)
	subb	%r8b, %fs:-2147483648(%rip)
	subb	%spl, 128(%rax)
	subb	%bpl, 127(%rdx)
	subb	%r14b, 2147483647(%rdi)
	subb	$127, %al
	subb	$98, %r8b
	subb	$-35, %ah
	subb	$0, %bpl
	subb	-2147483648(%rip), %r14b
	subb	127(%r12,%r15,4), %r15b
	subb	2147483647(%rax), %r12b
	subb	(%r10), %r15b
	subb	%sil, %dl
	subb	%sil, %r8b
	subb	%spl, %dil
	subb	%sil, %spl
	subpd	128(,%r14,8), %xmm11
	subpd	-2147483648(,%r8,4), %xmm9
	subpd	2147483647(%r14,%r11), %xmm9
	subpd	1(%r11), %xmm4
	subpd	%xmm12, %xmm3
	subpd	%xmm9, %xmm11
	subpd	%xmm14, %xmm14
	subpd	%xmm14, %xmm8
	subps	-128(%rdi,%r14,4), %xmm15
	subps	127(%rcx,%rdi,8), %xmm9
	subps	(%r11), %xmm2
	subps	127(%r14), %xmm11
	subps	%xmm0, %xmm15
	subps	%xmm1, %xmm5
	subps	%xmm8, %xmm15
	subps	%xmm14, %xmm6
	fsubrs	%gs:1(%rsi)
	fsubrs	-1(%rip)
	fsubrs	127(%rsi)
	fsubrs	128(%rsp)
	fsubrl	1(%r15)
	fsubrl	-1(%rsp)
	fsubrl	2147483647(%r13,%r12,4)
	fsubrl	-1(%r15)
	fisubrs	127(%rbp)
	fisubrs	127(%rax)
	fisubrs	-128(%r11)
	fisubrs	%fs:-2147483648(%r12,%rdi,8)
	fisubrl	-129(%r12,%r12,2)
	fisubrl	127
	fisubrl	1(%r15,%r8,4)
	fisubrl	-129(%rdi)
	fsubp	%st, %st(5)
	fsubp	%st, %st(0)
	fsubp	%st, %st(1)
	fsubp	%st, %st(7)
	fsubr	%st(4), %st
	fsubr	%st(0), %st
	fsubr	%st(1), %st
	fsubr	%st(2), %st
	fsub	%st, %st(7)
	fsub	%st, %st(3)
	fsub	%st, %st(6)
	fsub	%st, %st(3)
	subsd	-2147483648(%r13,%r13,2), %xmm2
	subsd	1(%rbp), %xmm2
	subsd	127(%r8,%r9), %xmm5
	subsd	128(%r12), %xmm0
	subsd	%xmm14, %xmm9
	subsd	%xmm1, %xmm7
	subsd	%xmm2, %xmm0
	subsd	%xmm7, %xmm8
	subss	128(%rsp,%rbx,4), %xmm9
	subss	-128(%rsi,%r13), %xmm14
	subss	(%rdi,%rdi,8), %xmm7
	subss	128(%rax,%r10,8), %xmm6
	subss	%xmm2, %xmm9
	subss	%xmm5, %xmm2
	subss	%xmm4, %xmm14
	subss	%xmm13, %xmm6
	fsubs	1(%rax,%rbx,2)
	fsubs	-2147483648(%r9)
	fsubs	128(%r9,%rbp,8)
	fsubs	%gs:-2147483648(%r15)
	fsubl	127(%r15,%rbx,4)
	fsubl	(%rbp)
	fsubl	(%rip)
	fsubl	1(,%r14,4)
	fisubs	128
	fisubs	%gs:(%r13)
	fisubs	%gs:-129(%r10,%r12,2)
	fisubs	%gs:-1(%rbp,%r15,2)
	fisubl	1(%r10)
	fisubl	-129(%rax)
	fisubl	-1(%rax,%r15,8)
	fisubl	-128(%rdx,%rdi,2)
	fsubrp	%st, %st(1)
	fsubrp	%st, %st(6)
	fsubrp	%st, %st(4)
	fsubrp	%st, %st(4)
	fsub	%st(0), %st
	fsub	%st(6), %st
	fsub	%st(1), %st
	fsub	%st(1), %st
	fsubr	%st, %st(0)
	fsubr	%st, %st(7)
	fsubr	%st, %st(5)
	fsubr	%st, %st(4)
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
	t1mskcl	-128(%r8), %r12d
	t1mskcl	%gs:-2147483648(%rcx), %ecx
	t1mskcl	127(%rsp), %esi
	t1mskcl	-128(%r15,%r8,2), %edi
	t1mskcl	%eax, %r11d
	t1mskcl	%eax, %r15d
	t1mskcl	%r11d, %esp
	t1mskcl	%r13d, %eax
	t1mskcq	127(%rsi), %r10
	t1mskcq	%gs:-2147483648(%r14,%r12,4), %rax
	t1mskcq	%gs:-1(%rax), %r10
	t1mskcq	-2147483648(%rdi,%r14,2), %r13
	t1mskcq	%rbp, %rdi
	t1mskcq	%rax, %rsp
	t1mskcq	%rdx, %rsp
	t1mskcq	%rcx, %rdx
	tcmmimfp16ps	%tmm4, %tmm5, %tmm2
	tcmmimfp16ps	%tmm2, %tmm5, %tmm4
	tcmmimfp16ps	%tmm7, %tmm6, %tmm4
	tcmmimfp16ps	%tmm5, %tmm3, %tmm7
	tcmmrlfp16ps	%tmm7, %tmm4, %tmm5
	tcmmrlfp16ps	%tmm5, %tmm0, %tmm4
	tcmmrlfp16ps	%tmm6, %tmm1, %tmm5
	tcmmrlfp16ps	%tmm0, %tmm2, %tmm5
	tdcall
	tdcall
	tdcall
	tdcall
	tdpbf16ps	%tmm6, %tmm5, %tmm1
	tdpbf16ps	%tmm0, %tmm5, %tmm1
	tdpbf16ps	%tmm5, %tmm2, %tmm7
	tdpbf16ps	%tmm6, %tmm0, %tmm3
	tdpbssd	%tmm6, %tmm3, %tmm0
	tdpbssd	%tmm2, %tmm0, %tmm6
	tdpbssd	%tmm3, %tmm0, %tmm4
	tdpbssd	%tmm5, %tmm4, %tmm6
	tdpbsud	%tmm1, %tmm3, %tmm2
	tdpbsud	%tmm2, %tmm0, %tmm3
	tdpbsud	%tmm7, %tmm1, %tmm5
	tdpbsud	%tmm2, %tmm1, %tmm6
	tdpbusd	%tmm6, %tmm2, %tmm4
	tdpbusd	%tmm0, %tmm3, %tmm6
	tdpbusd	%tmm4, %tmm5, %tmm1
	tdpbusd	%tmm3, %tmm5, %tmm7
	tdpbuud	%tmm5, %tmm1, %tmm3
	tdpbuud	%tmm5, %tmm4, %tmm2
	tdpbuud	%tmm6, %tmm4, %tmm1
	tdpbuud	%tmm5, %tmm4, %tmm2
	tdpfp16ps	%tmm7, %tmm6, %tmm5
	tdpfp16ps	%tmm5, %tmm0, %tmm7
	tdpfp16ps	%tmm6, %tmm0, %tmm5
	tdpfp16ps	%tmm3, %tmm4, %tmm7
	testw	$-20349, %ax
	testw	$33561, %ax
	testw	$65535, %ax
	testw	$56314, %ax
	testw	$31391, 127(%r15)
	testw	$-32768, %fs:127
	testw	$65535, -1(%r14)
	testw	$32767, %gs:128(%r10,%rdi,4)
	testw	%r11w, (%r11,%rax,8)
	testw	%cx, 128(%r12,%rdx,4)
	testw	%r9w, 128(%r8,%rbp)
	testw	%r14w, -129(%rsp)
	testw	$65535, %r15w
	testw	$65535, %dx
	testw	$-19065, %r13w
	testw	$65535, %cx
	testw	%r13w, %dx
	testw	%ax, %si
	testw	%cx, %r8w
	testw	%r13w, %si
	testl	$128, %eax
	testl	$255, %eax
	testl	$256, %eax
	testl	$3064682103, %eax
	testl	$-2147483648, (%rax,%r13)
	testl	$-2147483648, 2147483647(%r10)
	testl	$-128, -128(%r10,%r10,4)
	testl	$4294967295, -128(%r11)
	testl	%edx, 128
	testl	%r13d, %fs:128(%r12,%rbx)
	testl	%ebp, 128(%r14)
	testl	%r8d, %gs:127(%r10)
	testl	$2147483647, %ecx
	testl	$1, %edi
	testl	$4294967295, %ebx
	testl	$0, %ebp
	testl	%eax, %edi
	testl	%edx, %ebp
	testl	%r8d, %r8d
	testl	%r10d, %r11d
	testq	$1148261073, %rax
	testq	$868709978, %rax
	testq	$0, %rax
	testq	$-1, %rax
	testq	$2036100098, 127(%rdi)
	testq	$-2037761934, (%rsp,%r9,4)
	testq	$0, %fs:128(%r9)
	testq	$-420963449, 2147483647(%r8)
	testq	%rax, -1(%r10,%r15,2)
	testq	%r12, (%r8,%rsi,2)
	testq	%rdx, 127(%rdx)
	testq	%rcx, %gs:2147483647(%r15)
	testq	$-2147483648, %rbp
	testq	$-2147483648, %r10
	testq	$255, %r11
	testq	$256, %r12
	testq	%rsi, %r14
	testq	%r10, %rdi
	testq	%r8, %rsp
	testq	%r9, %r13
	testb	$127, %al
	testb	$-128, %al
	testb	$-51, %al
	testb	$-1, %al
	testb	$-27, (%r10)
	testb	$172, -1
	testb	$255, 2147483647(%rcx,%r12,8)
	testb	$102, 128(%r12,%r15,8)
	testb	%ch, 127(%rip)
	testb	%spl, (%r14)
	testb	%r13b, 127(%r12)
	testb	%bl, %gs:-1(%rcx,%rsi)
	testb	$252, %spl
	testb	$255, %dil
	testb	$2, %r12b
	testb	$-128, %r14b
	testb	%bpl, %r14b
	testb	%sil, %bpl
	testb	%r8b, %r14b
	testb	%al, %r12b
	testui
	testui
	testui
	testui
	tileloadd	%fs:-128(%rbp,%r8,2), %tmm5
	tileloadd	127, %tmm0
	tileloadd	-1(%r13), %tmm1
	tileloadd	-1(%rcx,%rbp,4), %tmm4
	tileloaddt1	-1(%rdi,%r12,8), %tmm6
	tileloaddt1	1(%rax,%rbp,8), %tmm1
	tileloaddt1	%fs:-2147483648(%r11), %tmm6
	tileloaddt1	127(%rbx), %tmm5
	tilerelease
	tilerelease
	tilerelease
	tilerelease
	tilestored	%tmm3, (%r9)
	tilestored	%tmm5, 127(%r9,%rax,2)
	tilestored	%tmm4, %gs:127(%rbx)
	tilestored	%tmm7, -1(%r9)
	tilezero	%tmm1
	tilezero	%tmm5
	tilezero	%tmm5
	tilezero	%tmm2
	tlbsync
	tlbsync
	tlbsync
	tlbsync
	tpause	%r12d
	tpause	%r11d
	tpause	%r11d
	tpause	%r8d
	ftst
	ftst
	ftst
	ftst
	tzcntw	127(%r12,%rdi), %r15w
	tzcntw	2147483647(%r9,%rbp,8), %r15w
	tzcntw	%fs:2147483647(%r9), %si
	tzcntw	127(%r11), %r14w
	tzcntw	%r12w, %sp
	tzcntw	%si, %r10w
	tzcntw	%di, %dx
	tzcntw	%ax, %r10w
	tzcntl	(%r10,%r10,8), %esi
	tzcntl	-129(%r11), %ebp
	tzcntl	-129(%r9), %edx
	tzcntl	-129(%rdi), %eax
	tzcntl	%eax, %edx
	tzcntl	%ecx, %r8d
	tzcntl	%ebx, %r14d
	tzcntl	%edi, %r12d
	tzcntq	2147483647(%rdi,%r9,8), %rdx
	tzcntq	%fs:-129(%r10), %rsi
	tzcntq	-2147483648(%r11,%r11), %rsp
	tzcntq	128(%r10,%rdi,4), %r11
	tzcntq	%r9, %r11
	tzcntq	%rsp, %rsp
	tzcntq	%r11, %r10
	tzcntq	%r14, %r10
	tzmskl	%gs:127(%rcx,%r9,8), %r12d
	tzmskl	%gs:-129(%rdx), %esp
	tzmskl	-2147483648(%r11,%r10,8), %r12d
	tzmskl	-128(%rip), %r12d
	tzmskl	%edi, %r8d
	tzmskl	%r11d, %r15d
	tzmskl	%r12d, %edx
	tzmskl	%ebp, %r14d
	tzmskq	%fs:-128(%r15), %rdi
	tzmskq	1(%rdx), %r14
	tzmskq	(,%r11,4), %r13
	tzmskq	-129(%r8,%r12), %r15
	tzmskq	%rbx, %rsp
	tzmskq	%r15, %r9
	tzmskq	%rdx, %r14
	tzmskq	%rdx, %r12
	ucomisd	-129(%r14,%rdi), %xmm9
	ucomisd	1(%r10), %xmm9
	ucomisd	-2147483648, %xmm15
	ucomisd	128(%r14), %xmm1
	ucomisd	%xmm1, %xmm3
	ucomisd	%xmm3, %xmm13
	ucomisd	%xmm1, %xmm8
	ucomisd	%xmm1, %xmm3
	ucomiss	%gs:127(%rbx), %xmm0
	ucomiss	1(%r8,%r14,2), %xmm8
	ucomiss	%fs:-2147483648(%r9), %xmm0
	ucomiss	127(%r10), %xmm7
	ucomiss	%xmm0, %xmm6
	ucomiss	%xmm3, %xmm7
	ucomiss	%xmm1, %xmm7
	ucomiss	%xmm2, %xmm15
	fucompi	%st(1), %st
	fucompi	%st(0), %st
	fucompi	%st(1), %st
	fucompi	%st(7), %st
	fucomi	%st(3), %st
	fucomi	%st(1), %st
	fucomi	%st(5), %st
	fucomi	%st(4), %st
	fucompp
	fucompp
	fucompp
	fucompp
	fucomp	%st(0)
	fucomp	%st(6)
	fucomp	%st(0)
	fucomp	%st(0)
	fucom	%st(1)
	fucom	%st(3)
	fucom	%st(6)
	fucom	%st(3)
	ud1l	-1(%rsi,%rcx,8), %ebx
	ud1l	1(%rip), %r13d
	ud1l	128(%r12,%rdx,4), %ecx
	ud1l	1(%r15), %r13d
	ud1l	%ebx, %eax
	ud1l	%r9d, %r15d
	ud1l	%ebx, %r12d
	ud1l	%edi, %edi
	ud1q	%gs:128, %r14
	ud1q	%fs:127(%rsi), %rbp
	ud1q	-1(%rdi,%r8,2), %r12
	ud1q	-128(%rip), %r11
	ud1q	%rax, %rcx
	ud1q	%rdx, %r8
	ud1q	%r12, %rsp
	ud1q	%rdi, %r10
	ud1w	-129(%r9), %ax
	ud1w	128(%rax), %sp
	ud1w	-129(%r14), %r10w
	ud1w	%fs:-129(%rdi,%rbp), %sp
	ud1w	%r15w, %r10w
	ud1w	%sp, %sp
	ud1w	%di, %dx
	ud1w	%r15w, %ax
	ud2
	ud2
	ud2
	ud2
	uiret
	uiret
	uiret
	uiret
	umonitor	%edi
	umonitor	%r14d
	umonitor	%eax
	umonitor	%r9d
	umonitor	%r13
	umonitor	%rbp
	umonitor	%rdx
	umonitor	%rsp
	umwait	%r9d
	umwait	%r15d
	umwait	%eax
	umwait	%edx
	unpckhpd	-129(%rdi,%r12,2), %xmm8
	unpckhpd	%gs:-2147483648(,%r8), %xmm12
	unpckhpd	-128(%rdx), %xmm0
	unpckhpd	(%r11), %xmm13
	unpckhpd	%xmm6, %xmm11
	unpckhpd	%xmm7, %xmm8
	unpckhpd	%xmm15, %xmm9
	unpckhpd	%xmm2, %xmm0
	unpckhps	128(%rbx,%rbp,8), %xmm13
	unpckhps	%gs:1(,%r8), %xmm13
	unpckhps	128(%r8,%r13,8), %xmm2
	unpckhps	128(%rdx), %xmm6
	unpckhps	%xmm15, %xmm6
	unpckhps	%xmm10, %xmm4
	unpckhps	%xmm3, %xmm8
	unpckhps	%xmm7, %xmm13
	unpcklpd	128(%r8), %xmm8
	unpcklpd	2147483647(%rax,%r14), %xmm4
	unpcklpd	(%rsp,%r11,8), %xmm7
	unpcklpd	%gs:-129(%r9,%rdi,2), %xmm6
	unpcklpd	%xmm8, %xmm3
	unpcklpd	%xmm12, %xmm12
	unpcklpd	%xmm11, %xmm12
	unpcklpd	%xmm6, %xmm10
	unpcklps	%gs:2147483647(%rbp), %xmm8
	unpcklps	%fs:-1(,%rdx), %xmm14
	unpcklps	-2147483648(%rsp,%r14), %xmm8
	unpcklps	1(%rsi), %xmm13
	unpcklps	%xmm5, %xmm8
	unpcklps	%xmm9, %xmm8
	unpcklps	%xmm7, %xmm14
	unpcklps	%xmm11, %xmm13
	urdmsr	%rbx, %r9
	urdmsr	%r14, %rdi
	urdmsr	%rsp, %rsp
	urdmsr	%rsi, %r12
	uwrmsr	%r11, %r11
	uwrmsr	%rsi, %rbp
	uwrmsr	%r9, %r10
	uwrmsr	%r9, %rax
	vaddpd	-1(%rdx,%r12), %ymm8, %ymm11
	vaddpd	128(%r13), %ymm7, %ymm2
	vaddpd	%fs:127(%r9,%r9,2), %ymm1, %ymm14
	vaddpd	-1(%rbx), %ymm12, %ymm6
	vaddpd	%ymm3, %ymm3, %ymm12
	vaddpd	%ymm9, %ymm12, %ymm13
	vaddpd	%ymm2, %ymm6, %ymm14
	vaddpd	%ymm12, %ymm1, %ymm14
	vaddpd	2147483647(%rbx), %xmm2, %xmm12
	vaddpd	1(%r15,%rbp,8), %xmm8, %xmm15
	vaddpd	-128(%rcx), %xmm7, %xmm2
	vaddpd	2147483647(%r9), %xmm12, %xmm11
	vaddpd	%xmm0, %xmm2, %xmm10
	vaddpd	%xmm9, %xmm15, %xmm0
	vaddpd	%xmm10, %xmm3, %xmm10
	vaddpd	%xmm2, %xmm8, %xmm8
	vaddps	127(,%rcx,8), %ymm4, %ymm7
	vaddps	%fs:-1(%rbx,%rdx,8), %ymm0, %ymm14
	vaddps	1(%r9), %ymm12, %ymm2
	vaddps	128(%r11,%r10,2), %ymm15, %ymm10
	vaddps	%ymm5, %ymm13, %ymm15
	vaddps	%ymm12, %ymm8, %ymm14
	vaddps	%ymm4, %ymm8, %ymm5
	vaddps	%ymm2, %ymm13, %ymm11
	vaddps	1(%r10), %xmm0, %xmm13
	vaddps	2147483647(%rsp,%r12,4), %xmm14, %xmm11
	vaddps	2147483647(%r15), %xmm10, %xmm2
	vaddps	%fs:2147483647(%r14), %xmm2, %xmm14
	vaddps	%xmm4, %xmm10, %xmm10
	vaddps	%xmm7, %xmm11, %xmm12
	vaddps	%xmm7, %xmm15, %xmm13
	vaddps	%xmm2, %xmm8, %xmm6
	vaddsd	-1(%rcx,%r10,4), %xmm15, %xmm15
	vaddsd	-128(%r8,%rdx,4), %xmm14, %xmm10
	vaddsd	-1(%rax), %xmm3, %xmm3
	vaddsd	%gs:127(%rsp), %xmm8, %xmm6
	vaddsd	%xmm0, %xmm7, %xmm3
	vaddsd	%xmm12, %xmm1, %xmm8
	vaddsd	%xmm3, %xmm7, %xmm6
	vaddsd	%xmm8, %xmm5, %xmm9
	vaddss	-129(%rbp,%rdx,2), %xmm11, %xmm9
	vaddss	2147483647(%rcx), %xmm10, %xmm1
	vaddss	(%rbp,%rcx,2), %xmm12, %xmm6
	vaddss	-2147483648(%r9), %xmm1, %xmm13
	vaddss	%xmm14, %xmm15, %xmm11
	vaddss	%xmm5, %xmm15, %xmm10
	vaddss	%xmm13, %xmm15, %xmm13
	vaddss	%xmm7, %xmm10, %xmm6
	vaddsubpd	%gs:1(%r12), %ymm10, %ymm1
	vaddsubpd	%fs:-2147483648(%r8,%rdi,2), %ymm6, %ymm0
	vaddsubpd	%gs:2147483647, %ymm2, %ymm9
	vaddsubpd	-1(%r8,%rbp,8), %ymm4, %ymm4
	vaddsubpd	%ymm0, %ymm9, %ymm3
	vaddsubpd	%ymm8, %ymm1, %ymm2
	vaddsubpd	%ymm10, %ymm13, %ymm10
	vaddsubpd	%ymm9, %ymm6, %ymm3
	vaddsubpd	127(%r14,%r12), %xmm10, %xmm13
	vaddsubpd	-129(%r13,%rax,4), %xmm14, %xmm12
	vaddsubpd	-128(%rdx,%r15), %xmm6, %xmm12
	vaddsubpd	%gs:-129(%rcx), %xmm7, %xmm15
	vaddsubpd	%xmm8, %xmm4, %xmm3
	vaddsubpd	%xmm4, %xmm5, %xmm15
	vaddsubpd	%xmm3, %xmm3, %xmm14
	vaddsubpd	%xmm14, %xmm2, %xmm7
	vaddsubps	-128(%rsi,%r14,8), %ymm11, %ymm13
	vaddsubps	-129, %ymm8, %ymm13
	vaddsubps	128(%r15,%r10,8), %ymm2, %ymm5
	vaddsubps	-2147483648(%rbp,%rax,8), %ymm9, %ymm3
	vaddsubps	%ymm15, %ymm4, %ymm9
	vaddsubps	%ymm12, %ymm6, %ymm0
	vaddsubps	%ymm12, %ymm9, %ymm7
	vaddsubps	%ymm9, %ymm15, %ymm0
	vaddsubps	127(%r15,%rbx,2), %xmm1, %xmm1
	vaddsubps	%gs:-128(%rbx), %xmm4, %xmm15
	vaddsubps	-129(%r11,%rdi,8), %xmm0, %xmm3
	vaddsubps	128(%rsi,%r14,8), %xmm9, %xmm2
	vaddsubps	%xmm2, %xmm8, %xmm8
	vaddsubps	%xmm6, %xmm9, %xmm15
	vaddsubps	%xmm15, %xmm15, %xmm1
	vaddsubps	%xmm9, %xmm8, %xmm3
	vaesdeclast	%gs:1(%r11,%r14,2), %ymm2, %ymm7
	vaesdeclast	%gs:1(%rdi,%rax), %ymm14, %ymm13
	vaesdeclast	1(%r12,%rbx,4), %ymm6, %ymm0
	vaesdeclast	2147483647(%rdi), %ymm0, %ymm4
	vaesdeclast	%ymm13, %ymm9, %ymm2
	vaesdeclast	%ymm6, %ymm5, %ymm11
	vaesdeclast	%ymm10, %ymm4, %ymm5
	vaesdeclast	%ymm13, %ymm2, %ymm1
	vaesdeclast	1(%rsi), %xmm14, %xmm7
	vaesdeclast	2147483647(%r13), %xmm0, %xmm7
	vaesdeclast	%gs:2147483647(%rdi,%r10), %xmm6, %xmm8
	vaesdeclast	%fs:2147483647(%r9,%r8,8), %xmm3, %xmm15
	vaesdeclast	%xmm13, %xmm9, %xmm11
	vaesdeclast	%xmm11, %xmm6, %xmm13
	vaesdeclast	%xmm15, %xmm15, %xmm1
	vaesdeclast	%xmm2, %xmm11, %xmm8
	vaesdec	2147483647(%rbx), %ymm2, %ymm15
	vaesdec	%fs:-128(%rcx), %ymm0, %ymm4
	vaesdec	%gs:-2147483648, %ymm15, %ymm13
	vaesdec	-128(%rdi), %ymm7, %ymm2
	vaesdec	%ymm7, %ymm4, %ymm2
	vaesdec	%ymm5, %ymm7, %ymm5
	vaesdec	%ymm12, %ymm9, %ymm5
	vaesdec	%ymm6, %ymm14, %ymm15
	vaesdec	1(%r9), %xmm13, %xmm9
	vaesdec	-1, %xmm13, %xmm8
	vaesdec	%fs:1(%r9), %xmm11, %xmm9
	vaesdec	-129(%r15,%r10), %xmm0, %xmm13
	vaesdec	%xmm11, %xmm0, %xmm15
	vaesdec	%xmm9, %xmm14, %xmm4
	vaesdec	%xmm8, %xmm6, %xmm1
	vaesdec	%xmm8, %xmm10, %xmm10
	vaesenclast	%gs:2147483647(%rsp,%r15,8), %ymm10, %ymm0
	vaesenclast	2147483647, %ymm0, %ymm10
	vaesenclast	%fs:2147483647(%rcx,%r11,4), %ymm1, %ymm10
	vaesenclast	1(%rsp,%rbp,4), %ymm3, %ymm1
	vaesenclast	%ymm14, %ymm7, %ymm10
	vaesenclast	%ymm13, %ymm11, %ymm5
	vaesenclast	%ymm5, %ymm15, %ymm7
	vaesenclast	%ymm11, %ymm13, %ymm3
	vaesenclast	2147483647(%r15), %xmm0, %xmm6
	vaesenclast	-1(%rbp), %xmm10, %xmm6
	vaesenclast	1(%rbx), %xmm13, %xmm9
	vaesenclast	%fs:(%r13,%rdi,2), %xmm13, %xmm10
	vaesenclast	%xmm0, %xmm9, %xmm9
	vaesenclast	%xmm15, %xmm14, %xmm15
	vaesenclast	%xmm15, %xmm13, %xmm5
	vaesenclast	%xmm15, %xmm2, %xmm1
	vaesenc	-128(%r15), %ymm11, %ymm10
	vaesenc	127(%rsp), %ymm8, %ymm1
	vaesenc	(%rsi), %ymm4, %ymm7
	vaesenc	%gs:1, %ymm1, %ymm2
	vaesenc	%ymm13, %ymm12, %ymm12
	vaesenc	%ymm10, %ymm5, %ymm2
	vaesenc	%ymm9, %ymm2, %ymm3
	vaesenc	%ymm6, %ymm0, %ymm12
	vaesenc	-2147483648(%rbp), %xmm14, %xmm5
	vaesenc	128(,%r10,4), %xmm5, %xmm2
	vaesenc	%gs:(%r13), %xmm11, %xmm15
	vaesenc	128(%r9,%r10,2), %xmm5, %xmm3
	vaesenc	%xmm14, %xmm9, %xmm12
	vaesenc	%xmm15, %xmm0, %xmm8
	vaesenc	%xmm11, %xmm11, %xmm7
	vaesenc	%xmm8, %xmm2, %xmm15
	vaesimc	-1(%r12), %xmm11
	vaesimc	-2147483648(%r10,%rdi,4), %xmm9
	vaesimc	127(%rcx,%rcx,4), %xmm12
	vaesimc	127(%r15,%r14,4), %xmm4
	vaesimc	%xmm5, %xmm6
	vaesimc	%xmm7, %xmm0
	vaesimc	%xmm13, %xmm10
	vaesimc	%xmm15, %xmm11
	vaeskeygenassist	$128, 1, %xmm3
	vaeskeygenassist	$168, %fs:-129(%r8), %xmm5
	vaeskeygenassist	$61, %gs:-129, %xmm14
	vaeskeygenassist	$207, 2147483647(%r9), %xmm15
	vaeskeygenassist	$127, %xmm14, %xmm13
	vaeskeygenassist	$255, %xmm0, %xmm13
	vaeskeygenassist	$128, %xmm11, %xmm9
	vaeskeygenassist	$255, %xmm3, %xmm11
	vandnpd	(,%r13,2), %ymm8, %ymm14
	vandnpd	1, %ymm14, %ymm5
	vandnpd	127(%rdi), %ymm2, %ymm6
	vandnpd	%fs:128(%r11,%r9,2), %ymm0, %ymm14
	vandnpd	%ymm2, %ymm3, %ymm0
	vandnpd	%ymm4, %ymm4, %ymm2
	vandnpd	%ymm5, %ymm11, %ymm11
	vandnpd	%ymm8, %ymm11, %ymm12
	vandnpd	%fs:-128(%rbp,%r12,4), %xmm12, %xmm2
	vandnpd	%fs:-2147483648(%rax), %xmm5, %xmm6
	vandnpd	-128(%r8,%r9,8), %xmm13, %xmm5
	vandnpd	2147483647(%rax,%r10), %xmm14, %xmm4
	vandnpd	%xmm1, %xmm0, %xmm14
	vandnpd	%xmm3, %xmm2, %xmm7
	vandnpd	%xmm11, %xmm10, %xmm8
	vandnpd	%xmm12, %xmm5, %xmm10
	vandnps	-128(%r15), %ymm12, %ymm9
	vandnps	%gs:-128(%rip), %ymm11, %ymm1
	vandnps	127(%r14,%r14,4), %ymm7, %ymm12
	vandnps	128(%rdi,%rdx,8), %ymm5, %ymm11
	vandnps	%ymm11, %ymm10, %ymm8
	vandnps	%ymm14, %ymm6, %ymm10
	vandnps	%ymm12, %ymm8, %ymm0
	vandnps	%ymm6, %ymm6, %ymm5
	vandnps	-128(%r12), %xmm6, %xmm3
	vandnps	2147483647(%rbp,%r9), %xmm8, %xmm14
	vandnps	(%rbp,%rdi,2), %xmm10, %xmm10
	vandnps	127(%rbp), %xmm4, %xmm13
	vandnps	%xmm4, %xmm7, %xmm13
	vandnps	%xmm0, %xmm5, %xmm4
	vandnps	%xmm6, %xmm5, %xmm8
	vandnps	%xmm3, %xmm15, %xmm15
	vandpd	%gs:2147483647(%rbx,%rsi,8), %ymm5, %ymm1
	vandpd	%gs:1(,%r9,2), %ymm9, %ymm12
	vandpd	-1(%r15,%rdx), %ymm11, %ymm10
	vandpd	2147483647(%rbx), %ymm13, %ymm15
	vandpd	%ymm11, %ymm14, %ymm3
	vandpd	%ymm8, %ymm8, %ymm8
	vandpd	%ymm5, %ymm7, %ymm2
	vandpd	%ymm9, %ymm3, %ymm4
	vandpd	127(%rdi), %xmm14, %xmm5
	vandpd	-1(,%rdi), %xmm3, %xmm10
	vandpd	127(%rdi), %xmm1, %xmm7
	vandpd	2147483647(%r11,%rcx,8), %xmm4, %xmm12
	vandpd	%xmm4, %xmm13, %xmm11
	vandpd	%xmm3, %xmm12, %xmm13
	vandpd	%xmm4, %xmm3, %xmm14
	vandpd	%xmm14, %xmm4, %xmm13
	vandps	-129(%r10,%rbp), %ymm4, %ymm8
	vandps	%gs:127(%r10,%rax), %ymm1, %ymm8
	vandps	%fs:128(%r15,%rcx,2), %ymm14, %ymm15
	vandps	0, %ymm11, %ymm10
	vandps	%ymm8, %ymm13, %ymm0
	vandps	%ymm5, %ymm2, %ymm7
	vandps	%ymm11, %ymm0, %ymm12
	vandps	%ymm10, %ymm3, %ymm8
	vandps	1(%rsi), %xmm0, %xmm6
	vandps	%gs:-128(%rip), %xmm4, %xmm1
	vandps	2147483647(%r14,%r15,4), %xmm13, %xmm3
	vandps	-128(%r9,%rdi,8), %xmm7, %xmm6
	vandps	%xmm1, %xmm1, %xmm3
	vandps	%xmm8, %xmm2, %xmm9
	vandps	%xmm11, %xmm4, %xmm0
	vandps	%xmm7, %xmm9, %xmm0
	vbcstnebf162ps	0, %ymm8
	vbcstnebf162ps	2147483647(%r10), %ymm8
	vbcstnebf162ps	%fs:128(%rsi), %ymm10
	vbcstnebf162ps	(,%rbx), %ymm9
	vbcstnebf162ps	127(,%r13), %xmm10
	vbcstnebf162ps	1(%r8), %xmm6
	vbcstnebf162ps	%fs:1(%r14), %xmm15
	vbcstnebf162ps	%gs:2147483647(%r12), %xmm9
	vbcstnesh2ps	127(%rcx,%r10,8), %ymm1
	vbcstnesh2ps	-129(%r14), %ymm4
	vbcstnesh2ps	1(,%rbx,8), %ymm13
	vbcstnesh2ps	-2147483648(%rdx,%rcx,2), %ymm4
	vbcstnesh2ps	127(%rsp,%r14,2), %xmm11
	vbcstnesh2ps	-2147483648(%r10), %xmm6
	vbcstnesh2ps	-128(%rcx), %xmm15
	vbcstnesh2ps	-128(%r9,%rcx,4), %xmm4
	vblendpd	$150, -2147483648(%r13,%rdx,4), %ymm7, %ymm3
	vblendpd	$188, 2147483647(%r12), %ymm3, %ymm0
	vblendpd	$180, 2147483647(%rsi,%rcx), %ymm12, %ymm7
	vblendpd	$255, 128(%r8), %ymm1, %ymm0
	vblendpd	$0, %ymm4, %ymm9, %ymm0
	vblendpd	$255, %ymm12, %ymm10, %ymm9
	vblendpd	$1, %ymm7, %ymm1, %ymm6
	vblendpd	$243, %ymm0, %ymm9, %ymm11
	vblendpd	$153, -1(,%rsi,8), %xmm10, %xmm13
	vblendpd	$132, %fs:-128(%rip), %xmm0, %xmm1
	vblendpd	$141, 127(%r13,%r13,8), %xmm14, %xmm6
	vblendpd	$128, %gs:-128(%r12,%r14,2), %xmm3, %xmm7
	vblendpd	$128, %xmm15, %xmm7, %xmm3
	vblendpd	$127, %xmm8, %xmm12, %xmm13
	vblendpd	$255, %xmm10, %xmm10, %xmm15
	vblendpd	$127, %xmm2, %xmm12, %xmm8
	vblendps	$30, (%rsp,%r10,8), %ymm14, %ymm9
	vblendps	$128, %fs:127(%r12), %ymm10, %ymm2
	vblendps	$255, -129(%r12), %ymm7, %ymm9
	vblendps	$127, -128(%rdi,%rdi,4), %ymm12, %ymm7
	vblendps	$128, %ymm10, %ymm1, %ymm7
	vblendps	$128, %ymm13, %ymm11, %ymm12
	vblendps	$128, %ymm15, %ymm9, %ymm5
	vblendps	$239, %ymm5, %ymm14, %ymm8
	vblendps	$255, 1(%rsi), %xmm8, %xmm9
	vblendps	$255, %gs:2147483647(%rbp,%rcx,4), %xmm5, %xmm4
	vblendps	$1, 1(,%r11), %xmm10, %xmm11
	vblendps	$156, %gs:-1(%rip), %xmm4, %xmm5
	vblendps	$153, %xmm5, %xmm10, %xmm10
	vblendps	$255, %xmm7, %xmm3, %xmm11
	vblendps	$160, %xmm12, %xmm11, %xmm5
	vblendps	$128, %xmm5, %xmm15, %xmm0
	vblendvpd	%ymm8, %gs:-128, %ymm10, %ymm2
	vblendvpd	%ymm9, %fs:-1(%rsi,%r9,4), %ymm11, %ymm12
	vblendvpd	%ymm12, %gs:-2147483648(%r14,%rsi,8), %ymm12, %ymm4
	vblendvpd	%ymm15, %fs:128(%r14,%r11,8), %ymm3, %ymm7
	vblendvpd	%ymm5, %ymm12, %ymm4, %ymm8
	vblendvpd	%ymm5, %ymm10, %ymm6, %ymm4
	vblendvpd	%ymm6, %ymm5, %ymm6, %ymm15
	vblendvpd	%ymm7, %ymm6, %ymm14, %ymm1
	vblendvpd	%xmm15, -129(%r12), %xmm11, %xmm11
	vblendvpd	%xmm9, 127(%rip), %xmm2, %xmm2
	vblendvpd	%xmm4, %gs:-128(%r14), %xmm13, %xmm9
	vblendvpd	%xmm15, -128(%rcx,%r9,2), %xmm9, %xmm11
	vblendvpd	%xmm3, %xmm13, %xmm13, %xmm5
	vblendvpd	%xmm3, %xmm1, %xmm14, %xmm11
	vblendvpd	%xmm7, %xmm10, %xmm1, %xmm1
	vblendvpd	%xmm4, %xmm1, %xmm14, %xmm9
	vblendvps	%ymm8, -128(%rdi), %ymm7, %ymm3
	vblendvps	%ymm7, 128, %ymm7, %ymm4
	vblendvps	%ymm15, %fs:-2147483648(%rbp), %ymm13, %ymm7
	vblendvps	%ymm10, %gs:-2147483648(%rcx), %ymm0, %ymm3
	vblendvps	%ymm1, %ymm7, %ymm14, %ymm5
	vblendvps	%ymm14, %ymm0, %ymm10, %ymm12
	vblendvps	%ymm13, %ymm0, %ymm13, %ymm13
	vblendvps	%ymm8, %ymm5, %ymm7, %ymm11
	vblendvps	%xmm15, %gs:-129(%rax), %xmm14, %xmm6
	vblendvps	%xmm8, 1(%rbx), %xmm5, %xmm15
	vblendvps	%xmm15, -129(%rsp,%r13,8), %xmm8, %xmm3
	vblendvps	%xmm10, %gs:(%rcx,%r15), %xmm8, %xmm3
	vblendvps	%xmm14, %xmm7, %xmm15, %xmm2
	vblendvps	%xmm8, %xmm2, %xmm10, %xmm11
	vblendvps	%xmm11, %xmm0, %xmm7, %xmm11
	vblendvps	%xmm12, %xmm1, %xmm15, %xmm4
	vbroadcastf128	(%rsi,%rbx), %ymm13
	vbroadcastf128	128(%r8,%rbp,4), %ymm1
	vbroadcastf128	%gs:128, %ymm11
	vbroadcastf128	-128, %ymm9
	vbroadcasti128	%gs:-1(%r15,%r9,8), %ymm14
	vbroadcasti128	%fs:1(%r8), %ymm13
	vbroadcasti128	%fs:2147483647(%r10,%rdx,8), %ymm14
	vbroadcasti128	-2147483648, %ymm4
	vbroadcastsd	-129(%r12), %ymm13
	vbroadcastsd	(%rcx,%rdx,2), %ymm14
	vbroadcastsd	%gs:2147483647(%r9), %ymm5
	vbroadcastsd	%fs:1(%rax,%r13), %ymm15
	vbroadcastsd	%xmm2, %ymm5
	vbroadcastsd	%xmm13, %ymm3
	vbroadcastsd	%xmm8, %ymm3
	vbroadcastsd	%xmm7, %ymm8
	vbroadcastss	-128(%rdx), %ymm4
	vbroadcastss	127(%rsi), %ymm13
	vbroadcastss	2147483647(%rdx), %ymm13
	vbroadcastss	(%rdi,%rdx,2), %ymm8
	vbroadcastss	%xmm5, %ymm12
	vbroadcastss	%xmm3, %ymm11
	vbroadcastss	%xmm14, %ymm8
	vbroadcastss	%xmm13, %ymm9
	vbroadcastss	%fs:-129(%r10), %xmm12
	vbroadcastss	2147483647(%rdi), %xmm1
	vbroadcastss	(,%rcx,2), %xmm13
	vbroadcastss	(%r10,%rax,4), %xmm2
	vbroadcastss	%xmm14, %xmm4
	vbroadcastss	%xmm8, %xmm0
	vbroadcastss	%xmm9, %xmm12
	vbroadcastss	%xmm14, %xmm5
	vcmpneq_oqpd	(%rdi), %ymm9, %ymm4
	vcmpfalsepd	2147483647(%rip), %ymm3, %ymm6
	vcmppd	$38, -129(%rdi,%rsi,2), %ymm7, %ymm11
	vcmppd	$229, -1(%r13,%r12,8), %ymm1, %ymm8
	vcmpunord_spd	%ymm5, %ymm12, %ymm4
	vcmppd	$121, %ymm11, %ymm8, %ymm6
	vcmppd	$255, %ymm8, %ymm15, %ymm9
	vcmpfalsepd	%ymm5, %ymm11, %ymm12
	vcmppd	$128, -128(%rax), %xmm7, %xmm1
	vcmppd	$255, %fs:2147483647(%r15), %xmm14, %xmm9
	vcmppd	$255, 128(,%r10,8), %xmm5, %xmm0
	vcmppd	$195, 127(%rdi), %xmm9, %xmm10
	vcmppd	$78, %xmm7, %xmm7, %xmm12
	vcmppd	$255, %xmm0, %xmm15, %xmm7
	vcmpeq_uspd	%xmm13, %xmm14, %xmm1
	vcmppd	$128, %xmm1, %xmm10, %xmm13
	vcmpps	$231, 2147483647(%rdi,%rsi,4), %ymm10, %ymm11
	vcmpps	$174, %fs:-129(%r9,%rdx,8), %ymm15, %ymm13
	vcmpps	$128, (%r8,%r13,8), %ymm4, %ymm9
	vcmpneqps	128(%r15,%rdi), %ymm5, %ymm3
	vcmpnge_uqps	%ymm3, %ymm13, %ymm13
	vcmpps	$128, %ymm15, %ymm12, %ymm5
	vcmpltps	%ymm15, %ymm1, %ymm13
	vcmpps	$173, %ymm1, %ymm2, %ymm12
	vcmpeqps	(,%rsi,4), %xmm1, %xmm6
	vcmpps	$255, 128(%rbx,%rcx), %xmm6, %xmm13
	vcmpps	$255, -2147483648(%r9), %xmm3, %xmm7
	vcmpnltps	127(%rcx,%r10), %xmm0, %xmm2
	vcmpps	$56, %xmm3, %xmm6, %xmm4
	vcmpps	$255, %xmm0, %xmm1, %xmm15
	vcmpps	$181, %xmm7, %xmm14, %xmm9
	vcmpneqps	%xmm12, %xmm13, %xmm2
	vcmpsd	$248, %fs:127(,%r13,8), %xmm13, %xmm5
	vcmpsd	$129, -1(%r10), %xmm0, %xmm11
	vcmpge_oqsd	2147483647(%rbp,%r8), %xmm0, %xmm0
	vcmpgt_oqsd	1(%rdi), %xmm0, %xmm9
	vcmpngtsd	%xmm6, %xmm4, %xmm10
	vcmpsd	$128, %xmm1, %xmm11, %xmm3
	vcmpord_ssd	%xmm12, %xmm11, %xmm7
	vcmpsd	$255, %xmm8, %xmm12, %xmm12
	vcmpss	$128, 2147483647(%r13,%rbp,4), %xmm9, %xmm4
	vcmpss	$255, -128(%r14,%rbp,2), %xmm12, %xmm6
	vcmpeqss	-2147483648(%r15), %xmm9, %xmm8
	vcmpss	$128, -129(%rdi,%rbp,8), %xmm2, %xmm3
	vcmpss	$129, %xmm11, %xmm4, %xmm11
	vcmpss	$202, %xmm6, %xmm3, %xmm7
	vcmpss	$128, %xmm15, %xmm1, %xmm15
	vcmpltss	%xmm8, %xmm11, %xmm10
	vcomisd	%gs:-1(,%rbx,2), %xmm8
	vcomisd	-2147483648(,%r13,4), %xmm5
	vcomisd	-1(%rcx), %xmm13
	vcomisd	-2147483648(%rdi), %xmm15
	vcomisd	%xmm9, %xmm12
	vcomisd	%xmm2, %xmm11
	vcomisd	%xmm10, %xmm6
	vcomisd	%xmm3, %xmm10
	vcomiss	%gs:(%rax,%r12,8), %xmm7
	vcomiss	-1(%rbp), %xmm13
	vcomiss	(%r14,%r11,8), %xmm1
	vcomiss	128(%rip), %xmm13
	vcomiss	%xmm12, %xmm15
	vcomiss	%xmm0, %xmm15
	vcomiss	%xmm8, %xmm13
	vcomiss	%xmm1, %xmm15
	vcvtdq2pd	128, %ymm4
	vcvtdq2pd	127(%r14,%r12,2), %ymm12
	vcvtdq2pd	128(%r12), %ymm6
	vcvtdq2pd	-128(%rcx), %ymm11
	vcvtdq2pd	%xmm3, %ymm11
	vcvtdq2pd	%xmm10, %ymm5
	vcvtdq2pd	%xmm3, %ymm13
	vcvtdq2pd	%xmm11, %ymm2
	vcvtdq2pd	1(%rdx), %xmm10
	vcvtdq2pd	%gs:-1(,%r10,4), %xmm6
	vcvtdq2pd	%gs:-129, %xmm7
	vcvtdq2pd	(%r15), %xmm14
	vcvtdq2pd	%xmm14, %xmm4
	vcvtdq2pd	%xmm3, %xmm12
	vcvtdq2pd	%xmm1, %xmm12
	vcvtdq2pd	%xmm6, %xmm1
	vcvtdq2ps	-2147483648(%r11), %ymm14
	vcvtdq2ps	(%r11), %ymm0
	vcvtdq2ps	2147483647(%r12), %ymm5
	vcvtdq2ps	128(%r10), %ymm10
	vcvtdq2ps	%ymm8, %ymm9
	vcvtdq2ps	%ymm12, %ymm12
	vcvtdq2ps	%ymm10, %ymm7
	vcvtdq2ps	%ymm1, %ymm0
	vcvtdq2ps	-129(%r8), %xmm13
	vcvtdq2ps	-128(%rdi,%rsi,2), %xmm9
	vcvtdq2ps	-1(%rsp), %xmm7
	vcvtdq2ps	-1(%rcx,%r14,2), %xmm3
	vcvtdq2ps	%xmm14, %xmm2
	vcvtdq2ps	%xmm1, %xmm5
	vcvtdq2ps	%xmm14, %xmm12
	vcvtdq2ps	%xmm8, %xmm6
	vcvtneebf162ps	(%rcx,%r10,2), %ymm10
	vcvtneebf162ps	%gs:127(%r14), %ymm5
	vcvtneebf162ps	-128(%r14,%r10,2), %ymm8
	vcvtneebf162ps	%gs:-1(%rip), %ymm14
	vcvtneebf162ps	2147483647(%r13,%r13), %xmm12
	vcvtneebf162ps	-128(%rbp,%r14,8), %xmm13
	vcvtneebf162ps	128(%rbp,%rdx,2), %xmm12
	vcvtneebf162ps	2147483647(%rax), %xmm1
	vcvtneeph2ps	-1(%rbp,%r15), %ymm5
	vcvtneeph2ps	1(%r15), %ymm5
	vcvtneeph2ps	%fs:1(%r10,%r13,4), %ymm9
	vcvtneeph2ps	-1(%r11), %ymm12
	vcvtneeph2ps	1(%r9,%r8,8), %xmm5
	vcvtneeph2ps	%fs:-129(%rax), %xmm12
	vcvtneeph2ps	-128(%rax), %xmm5
	vcvtneeph2ps	-1(,%rcx,2), %xmm13
	vcvtneobf162ps	-128(%r10), %ymm12
	vcvtneobf162ps	-2147483648, %ymm9
	vcvtneobf162ps	-2147483648(%r11,%rbx,4), %ymm5
	vcvtneobf162ps	-128(%r14), %ymm10
	vcvtneobf162ps	128(%r14), %xmm7
	vcvtneobf162ps	1(%rbp), %xmm11
	vcvtneobf162ps	-1(%rip), %xmm13
	vcvtneobf162ps	%fs:1, %xmm1
	vcvtneoph2ps	2147483647(%rax), %ymm6
	vcvtneoph2ps	-128(%r8), %ymm4
	vcvtneoph2ps	%fs:2147483647(%rsp,%r12,8), %ymm9
	vcvtneoph2ps	-1(%rax), %ymm14
	vcvtneoph2ps	1(%r10,%r13,4), %xmm1
	vcvtneoph2ps	(%rcx,%r11,2), %xmm15
	vcvtneoph2ps	128(%r13), %xmm4
	vcvtneoph2ps	-1(%r9), %xmm14
	{vex}	vcvtneps2bf16y	-1(%r13,%rdi,8), %xmm0
	{vex}	vcvtneps2bf16y	%gs:(%rbx,%rbx,8), %xmm2
	{vex}	vcvtneps2bf16y	-1(%rdx), %xmm14
	{vex}	vcvtneps2bf16y	2147483647(%r9,%r15), %xmm12
	{vex}	vcvtneps2bf16	%ymm8, %xmm7
	{vex}	vcvtneps2bf16	%ymm1, %xmm12
	{vex}	vcvtneps2bf16	%ymm10, %xmm10
	{vex}	vcvtneps2bf16	%ymm9, %xmm4
	{vex}	vcvtneps2bf16x	2147483647(%rbx,%r9), %xmm2
	{vex}	vcvtneps2bf16x	%gs:-129(%rip), %xmm15
	{vex}	vcvtneps2bf16x	-2147483648(%r10,%rdi,8), %xmm14
	{vex}	vcvtneps2bf16x	-1(%r14,%r9,2), %xmm8
	{vex}	vcvtneps2bf16	%xmm7, %xmm7
	{vex}	vcvtneps2bf16	%xmm12, %xmm3
	{vex}	vcvtneps2bf16	%xmm1, %xmm12
	{vex}	vcvtneps2bf16	%xmm13, %xmm0
	vcvtpd2dqy	(,%r11), %xmm4
	vcvtpd2dqy	-1(%r8,%rbp,4), %xmm12
	vcvtpd2dqy	-1(%r13), %xmm10
	vcvtpd2dqy	127(%r12,%rax), %xmm6
	vcvtpd2dq	%ymm15, %xmm11
	vcvtpd2dq	%ymm8, %xmm4
	vcvtpd2dq	%ymm13, %xmm5
	vcvtpd2dq	%ymm14, %xmm14
	vcvtpd2dqx	(%rax,%r9,2), %xmm14
	vcvtpd2dqx	%fs:-129(%rbp,%rax,8), %xmm9
	vcvtpd2dqx	(%rdi,%r12,2), %xmm11
	vcvtpd2dqx	%gs:-129(%rdx,%r11,8), %xmm6
	vcvtpd2dq	%xmm2, %xmm7
	vcvtpd2dq	%xmm11, %xmm4
	vcvtpd2dq	%xmm2, %xmm10
	vcvtpd2dq	%xmm14, %xmm11
	vcvtpd2psy	-129(%r8), %xmm8
	vcvtpd2psy	%gs:128(%r9,%rsi), %xmm3
	vcvtpd2psy	-129(%rdi,%rdi,2), %xmm11
	vcvtpd2psy	128(%r8), %xmm3
	vcvtpd2ps	%ymm5, %xmm10
	vcvtpd2ps	%ymm8, %xmm14
	vcvtpd2ps	%ymm10, %xmm6
	vcvtpd2ps	%ymm9, %xmm5
	vcvtpd2psx	2147483647(%r12,%r11,4), %xmm4
	vcvtpd2psx	1(%rcx), %xmm14
	vcvtpd2psx	%fs:-128(%r9), %xmm11
	vcvtpd2psx	%gs:128(%r9,%r13,2), %xmm2
	vcvtpd2ps	%xmm10, %xmm11
	vcvtpd2ps	%xmm9, %xmm5
	vcvtpd2ps	%xmm2, %xmm9
	vcvtpd2ps	%xmm3, %xmm8
	vcvtph2ps	-129(%rdx), %ymm5
	vcvtph2ps	127(%r15), %ymm14
	vcvtph2ps	2147483647(%r9), %ymm11
	vcvtph2ps	127(%rip), %ymm4
	vcvtph2ps	%xmm7, %ymm11
	vcvtph2ps	%xmm1, %ymm6
	vcvtph2ps	%xmm10, %ymm14
	vcvtph2ps	%xmm4, %ymm8
	vcvtph2ps	-1(%r12), %xmm4
	vcvtph2ps	(%rip), %xmm6
	vcvtph2ps	-1(%rsi,%r14), %xmm1
	vcvtph2ps	%gs:-129(%rsp), %xmm0
	vcvtph2ps	%xmm11, %xmm8
	vcvtph2ps	%xmm9, %xmm10
	vcvtph2ps	%xmm7, %xmm7
	vcvtph2ps	%xmm1, %xmm12
	vcvtps2dq	(%rsi), %ymm14
	vcvtps2dq	-129(%rcx), %ymm0
	vcvtps2dq	-128(%r13), %ymm0
	vcvtps2dq	-2147483648(%rsp), %ymm9
	vcvtps2dq	%ymm8, %ymm3
	vcvtps2dq	%ymm11, %ymm10
	vcvtps2dq	%ymm10, %ymm9
	vcvtps2dq	%ymm3, %ymm9
	vcvtps2dq	1(%r12), %xmm15
	vcvtps2dq	-1(%rdi,%r13,8), %xmm15
	vcvtps2dq	127(%r13), %xmm3
	vcvtps2dq	-129(%rcx,%rbx,8), %xmm4
	vcvtps2dq	%xmm5, %xmm5
	vcvtps2dq	%xmm12, %xmm3
	vcvtps2dq	%xmm6, %xmm10
	vcvtps2dq	%xmm12, %xmm12
	vcvtps2pd	%fs:-128(%rsi), %ymm15
	vcvtps2pd	%fs:-1(,%r13,2), %ymm2
	vcvtps2pd	127(%r11), %ymm8
	vcvtps2pd	%gs:1, %ymm2
	vcvtps2pd	%xmm9, %ymm10
	vcvtps2pd	%xmm4, %ymm15
	vcvtps2pd	%xmm12, %ymm8
	vcvtps2pd	%xmm6, %ymm11
	vcvtps2pd	-2147483648(%rbx), %xmm9
	vcvtps2pd	(%rdx,%rbx,8), %xmm1
	vcvtps2pd	-129(%r14,%r8), %xmm0
	vcvtps2pd	1(%r14), %xmm4
	vcvtps2pd	%xmm3, %xmm7
	vcvtps2pd	%xmm13, %xmm2
	vcvtps2pd	%xmm10, %xmm0
	vcvtps2pd	%xmm6, %xmm7
	vcvtps2ph	$226, %ymm0, -2147483648(%rsp,%r11,8)
	vcvtps2ph	$93, %ymm11, 127(%rdx)
	vcvtps2ph	$255, %ymm1, 1(%rax)
	vcvtps2ph	$255, %ymm12, 1(%r12,%rdx,4)
	vcvtps2ph	$128, %ymm2, %xmm6
	vcvtps2ph	$216, %ymm8, %xmm2
	vcvtps2ph	$45, %ymm2, %xmm7
	vcvtps2ph	$152, %ymm7, %xmm0
	vcvtps2ph	$219, %xmm14, %fs:1(%rdx)
	vcvtps2ph	$128, %xmm13, -2147483648(%rsp,%r14,8)
	vcvtps2ph	$117, %xmm14, 127(%r8)
	vcvtps2ph	$181, %xmm8, 128(%r14)
	vcvtps2ph	$255, %xmm0, %xmm11
	vcvtps2ph	$128, %xmm13, %xmm11
	vcvtps2ph	$127, %xmm10, %xmm7
	vcvtps2ph	$175, %xmm5, %xmm14
	vcvtsd2si	127(%rax,%rdx), %rdx
	vcvtsd2si	127(%r15), %rsp
	vcvtsd2si	%fs:-2147483648(%r13), %r8
	vcvtsd2si	(%r10), %r11
	vcvtsd2si	%xmm4, %r10
	vcvtsd2si	%xmm9, %rax
	vcvtsd2si	%xmm13, %rcx
	vcvtsd2si	%xmm8, %r11
	vcvtsd2si	(%r10,%r13), %r8d
	vcvtsd2si	-2147483648, %r10d
	vcvtsd2si	%fs:(%rsp), %r12d
	vcvtsd2si	-129(%r11), %esp
	vcvtsd2si	%xmm8, %r8d
	vcvtsd2si	%xmm0, %eax
	vcvtsd2si	%xmm3, %ebp
	vcvtsd2si	%xmm11, %r13d
	vcvtsd2ss	2147483647(%r10), %xmm14, %xmm8
	vcvtsd2ss	-2147483648(%rax,%rbp,8), %xmm15, %xmm0
	vcvtsd2ss	%gs:-1, %xmm6, %xmm15
	vcvtsd2ss	127(%rip), %xmm6, %xmm0
	vcvtsd2ss	%xmm15, %xmm3, %xmm6
	vcvtsd2ss	%xmm7, %xmm14, %xmm10
	vcvtsd2ss	%xmm15, %xmm12, %xmm1
	vcvtsd2ss	%xmm10, %xmm3, %xmm10
	vcvtsi2sdl	-128(%r11,%r10,2), %xmm2, %xmm1
	vcvtsi2sdl	-129(%rcx), %xmm1, %xmm9
	vcvtsi2sdl	127(%r13), %xmm9, %xmm13
	vcvtsi2sdl	%gs:1(%rcx,%rcx,8), %xmm5, %xmm3
	vcvtsi2sd	%esp, %xmm5, %xmm3
	vcvtsi2sd	%r13d, %xmm4, %xmm4
	vcvtsi2sd	%r14d, %xmm0, %xmm4
	vcvtsi2sd	%r8d, %xmm1, %xmm6
	vcvtsi2ssl	%gs:2147483647, %xmm4, %xmm10
	vcvtsi2ssl	2147483647(%rax), %xmm7, %xmm3
	vcvtsi2ssl	%fs:1(%r12), %xmm14, %xmm7
	vcvtsi2ssl	%gs:-2147483648(%rsi,%r13,8), %xmm8, %xmm10
	vcvtsi2ss	%ebp, %xmm12, %xmm11
	vcvtsi2ss	%ecx, %xmm1, %xmm10
	vcvtsi2ss	%ecx, %xmm15, %xmm15
	vcvtsi2ss	%edi, %xmm12, %xmm13
	vcvtsi2sdq	%fs:128(%r12), %xmm1, %xmm11
	vcvtsi2sdq	-1(%rip), %xmm13, %xmm10
	vcvtsi2sdq	%gs:-1(%rbp), %xmm5, %xmm9
	vcvtsi2sdq	-2147483648(%rip), %xmm1, %xmm0
	vcvtsi2sd	%rbx, %xmm3, %xmm7
	vcvtsi2sd	%rdx, %xmm13, %xmm4
	vcvtsi2sd	%rdx, %xmm8, %xmm13
	vcvtsi2sd	%r12, %xmm8, %xmm11
	vcvtsi2ssq	%gs:-2147483648(%rcx,%rcx), %xmm5, %xmm4
	vcvtsi2ssq	2147483647(%rdi), %xmm11, %xmm10
	vcvtsi2ssq	%fs:(%r15), %xmm9, %xmm0
	vcvtsi2ssq	%gs:2147483647(%rdx,%r10), %xmm2, %xmm0
	vcvtsi2ss	%r13, %xmm7, %xmm13
	vcvtsi2ss	%rcx, %xmm1, %xmm12
	vcvtsi2ss	%rdi, %xmm10, %xmm3
	vcvtsi2ss	%rax, %xmm13, %xmm6
	vcvtss2sd	2147483647(%rip), %xmm6, %xmm0
	vcvtss2sd	%fs:-128(%r8,%r13,2), %xmm0, %xmm3
	vcvtss2sd	-129(%r12), %xmm12, %xmm9
	vcvtss2sd	-1(%rbp), %xmm14, %xmm6
	vcvtss2sd	%xmm14, %xmm14, %xmm11
	vcvtss2sd	%xmm13, %xmm5, %xmm6
	vcvtss2sd	%xmm15, %xmm14, %xmm11
	vcvtss2sd	%xmm9, %xmm8, %xmm6
	vcvtss2si	(%r9,%rcx,8), %rsi
	vcvtss2si	1(,%r15,4), %r14
	vcvtss2si	2147483647(%r12,%rdi,8), %r15
	vcvtss2si	1(%rdi,%r14,2), %r9
	vcvtss2si	%xmm4, %rdx
	vcvtss2si	%xmm5, %rdx
	vcvtss2si	%xmm1, %rcx
	vcvtss2si	%xmm0, %r14
	vcvtss2si	(%rbx), %r10d
	vcvtss2si	1(%rdi), %r10d
	vcvtss2si	%gs:(%r9), %r12d
	vcvtss2si	128, %r11d
	vcvtss2si	%xmm3, %ebp
	vcvtss2si	%xmm11, %r15d
	vcvtss2si	%xmm0, %r13d
	vcvtss2si	%xmm1, %r10d
	vcvttpd2dqy	%gs:1(%r15), %xmm2
	vcvttpd2dqy	-2147483648(,%r11,8), %xmm12
	vcvttpd2dqy	-2147483648, %xmm9
	vcvttpd2dqy	127(%rdi,%r11,2), %xmm10
	vcvttpd2dq	%ymm11, %xmm10
	vcvttpd2dq	%ymm4, %xmm7
	vcvttpd2dq	%ymm5, %xmm8
	vcvttpd2dq	%ymm9, %xmm9
	vcvttpd2dqx	-129(%r15), %xmm13
	vcvttpd2dqx	2147483647(%rbx), %xmm6
	vcvttpd2dqx	(%r9,%rcx,2), %xmm12
	vcvttpd2dqx	1(%rip), %xmm8
	vcvttpd2dq	%xmm1, %xmm6
	vcvttpd2dq	%xmm15, %xmm2
	vcvttpd2dq	%xmm1, %xmm5
	vcvttpd2dq	%xmm2, %xmm10
	vcvttps2dq	-1(%r8,%rbp,2), %ymm1
	vcvttps2dq	1(%rbp,%r15,8), %ymm10
	vcvttps2dq	127, %ymm9
	vcvttps2dq	-1(%rip), %ymm13
	vcvttps2dq	%ymm1, %ymm7
	vcvttps2dq	%ymm0, %ymm5
	vcvttps2dq	%ymm12, %ymm2
	vcvttps2dq	%ymm11, %ymm7
	vcvttps2dq	-1(%rcx,%r12,8), %xmm6
	vcvttps2dq	%gs:-2147483648(%r15,%r9,2), %xmm10
	vcvttps2dq	1(%rbp), %xmm5
	vcvttps2dq	128(%r9), %xmm2
	vcvttps2dq	%xmm7, %xmm10
	vcvttps2dq	%xmm0, %xmm8
	vcvttps2dq	%xmm1, %xmm1
	vcvttps2dq	%xmm1, %xmm0
	vcvttsd2si	-2147483648(%r8), %r9
	vcvttsd2si	-129(%rip), %r10
	vcvttsd2si	-1, %rax
	vcvttsd2si	%gs:-128, %rbp
	vcvttsd2si	%xmm0, %r9
	vcvttsd2si	%xmm10, %rbx
	vcvttsd2si	%xmm5, %r9
	vcvttsd2si	%xmm8, %rbx
	vcvttsd2si	%fs:-2147483648(%r13), %ebp
	vcvttsd2si	2147483647(%rdx), %r13d
	vcvttsd2si	127(%r12), %r9d
	vcvttsd2si	%gs:(,%r12,4), %r8d
	vcvttsd2si	%xmm0, %r10d
	vcvttsd2si	%xmm6, %r12d
	vcvttsd2si	%xmm1, %r10d
	vcvttsd2si	%xmm2, %r14d
	vcvttss2si	2147483647(%rbx), %rdx
	vcvttss2si	-129(%rcx,%rcx), %r11
	vcvttss2si	1(%r9), %r13
	vcvttss2si	0, %r9
	vcvttss2si	%xmm11, %rdi
	vcvttss2si	%xmm13, %r14
	vcvttss2si	%xmm14, %rbx
	vcvttss2si	%xmm15, %r9
	vcvttss2si	-129(%rdi), %esi
	vcvttss2si	127(,%rax), %r14d
	vcvttss2si	%gs:128(%r11,%rdx), %esp
	vcvttss2si	-129(%rax,%r8,2), %esi
	vcvttss2si	%xmm9, %r10d
	vcvttss2si	%xmm9, %r15d
	vcvttss2si	%xmm10, %r11d
	vcvttss2si	%xmm8, %r10d
	vdivpd	-2147483648, %ymm8, %ymm14
	vdivpd	127(%rdx), %ymm11, %ymm9
	vdivpd	-2147483648(%rbp), %ymm14, %ymm14
	vdivpd	2147483647(,%rsi,2), %ymm4, %ymm0
	vdivpd	%ymm4, %ymm15, %ymm5
	vdivpd	%ymm13, %ymm3, %ymm9
	vdivpd	%ymm6, %ymm13, %ymm14
	vdivpd	%ymm1, %ymm1, %ymm14
	vdivpd	-1(%r13), %xmm2, %xmm1
	vdivpd	-1(%r15,%r12,8), %xmm2, %xmm7
	vdivpd	-129(%rbp,%rsi), %xmm2, %xmm3
	vdivpd	2147483647(%r14), %xmm9, %xmm7
	vdivpd	%xmm7, %xmm6, %xmm8
	vdivpd	%xmm15, %xmm14, %xmm15
	vdivpd	%xmm11, %xmm6, %xmm2
	vdivpd	%xmm6, %xmm7, %xmm2
	vdivps	(%rip), %ymm5, %ymm10
	vdivps	%gs:(%rip), %ymm8, %ymm6
	vdivps	%fs:-2147483648(%r15,%rcx,2), %ymm2, %ymm14
	vdivps	2147483647, %ymm5, %ymm15
	vdivps	%ymm4, %ymm4, %ymm12
	vdivps	%ymm1, %ymm15, %ymm12
	vdivps	%ymm9, %ymm1, %ymm14
	vdivps	%ymm10, %ymm12, %ymm3
	vdivps	(%rax,%r15,2), %xmm10, %xmm10
	vdivps	%gs:-128(%r8), %xmm12, %xmm7
	vdivps	1(%rbp), %xmm3, %xmm15
	vdivps	2147483647(%rsp), %xmm7, %xmm11
	vdivps	%xmm7, %xmm6, %xmm6
	vdivps	%xmm6, %xmm12, %xmm8
	vdivps	%xmm11, %xmm14, %xmm6
	vdivps	%xmm6, %xmm7, %xmm4
	vdivsd	-2147483648, %xmm7, %xmm12
	vdivsd	1(%r11), %xmm14, %xmm7
	vdivsd	-1(%r11,%rdi,4), %xmm7, %xmm15
	vdivsd	128(%r10,%rax), %xmm2, %xmm0
	vdivsd	%xmm6, %xmm10, %xmm14
	vdivsd	%xmm6, %xmm7, %xmm15
	vdivsd	%xmm14, %xmm6, %xmm4
	vdivsd	%xmm11, %xmm8, %xmm5
	vdivss	0, %xmm1, %xmm2
	vdivss	1(%r11,%r14,4), %xmm1, %xmm3
	vdivss	(%r13,%r10,2), %xmm13, %xmm15
	vdivss	%gs:(%r14), %xmm8, %xmm3
	vdivss	%xmm6, %xmm8, %xmm2
	vdivss	%xmm12, %xmm15, %xmm3
	vdivss	%xmm12, %xmm14, %xmm10
	vdivss	%xmm2, %xmm2, %xmm2
	vdppd	$128, %gs:-2147483648(%r10), %xmm6, %xmm2
	vdppd	$128, 1(%r14,%r9,2), %xmm10, %xmm1
	vdppd	$94, 1(%r14,%rbx), %xmm6, %xmm1
	vdppd	$0, -128(%rbx), %xmm4, %xmm10
	vdppd	$38, %xmm15, %xmm15, %xmm2
	vdppd	$255, %xmm4, %xmm14, %xmm9
	vdppd	$1, %xmm12, %xmm4, %xmm13
	vdppd	$148, %xmm6, %xmm1, %xmm9
	vdpps	$255, -129(%r14,%r14,2), %ymm5, %ymm8
	vdpps	$0, %fs:127(%rip), %ymm6, %ymm15
	vdpps	$128, %gs:1(%r15), %ymm13, %ymm4
	vdpps	$128, 128(%rsp), %ymm4, %ymm12
	vdpps	$128, %ymm5, %ymm9, %ymm2
	vdpps	$174, %ymm1, %ymm11, %ymm13
	vdpps	$153, %ymm1, %ymm0, %ymm9
	vdpps	$19, %ymm11, %ymm5, %ymm0
	vdpps	$255, 127(%rax,%r12,2), %xmm5, %xmm3
	vdpps	$0, 127(%r8,%r13), %xmm3, %xmm14
	vdpps	$255, %fs:2147483647(%r10,%r8,8), %xmm10, %xmm0
	vdpps	$128, -1(%r8,%r13,4), %xmm12, %xmm0
	vdpps	$212, %xmm9, %xmm4, %xmm13
	vdpps	$234, %xmm12, %xmm2, %xmm15
	vdpps	$127, %xmm6, %xmm5, %xmm10
	vdpps	$255, %xmm10, %xmm5, %xmm8
	verr	-128(%r9,%rcx,8)
	verr	-129(,%rbp,4)
	verr	%fs:-128(,%rax,4)
	verr	(%r13,%rax,8)
	verr	%dx
	verr	%di
	verr	%si
	verr	%dx
	verw	-2147483648(%rbp)
	verw	128(%r9,%rbp,4)
	verw	-128(%r11)
	verw	(%r15)
	verw	%r15w
	verw	%r14w
	verw	%dx
	verw	%sp
	vextractf128	$128, %ymm0, (%rbp,%rax,8)
	vextractf128	$196, %ymm11, 127(%rcx,%rbp,4)
	vextractf128	$151, %ymm11, 0
	vextractf128	$246, %ymm9, 1(%rbx,%rax)
	vextractf128	$255, %ymm15, %xmm11
	vextractf128	$255, %ymm6, %xmm4
	vextractf128	$255, %ymm9, %xmm2
	vextractf128	$35, %ymm5, %xmm13
	vextracti128	$1, %ymm10, 1(%rdx,%rsi,8)
	vextracti128	$0, %ymm10, 128(%rbp,%rax,4)
	vextracti128	$253, %ymm2, 128(%rbp,%rsi)
	vextracti128	$105, %ymm1, 1(,%r12,8)
	vextracti128	$45, %ymm5, %xmm8
	vextracti128	$208, %ymm12, %xmm3
	vextracti128	$219, %ymm3, %xmm9
	vextracti128	$128, %ymm3, %xmm9
	vextractps	$162, %xmm11, (%rax,%r9)
	vextractps	$176, %xmm14, %fs:-129(%r12,%r9,8)
	vextractps	$253, %xmm8, %gs:-2147483648(%rbp)
	vextractps	$244, %xmm13, 1(%r8)
	vextractps	$128, %xmm11, %r9d
	vextractps	$255, %xmm11, %r14d
	vextractps	$128, %xmm7, %r12d
	vextractps	$71, %xmm6, %r9d
	vfmadd132pd	%fs:(%r13), %ymm6, %ymm1
	vfmadd132pd	-1(%rsp), %ymm6, %ymm4
	vfmadd132pd	%gs:128(%rsp), %ymm0, %ymm4
	vfmadd132pd	%gs:1(%rbx), %ymm9, %ymm8
	vfmadd132pd	%ymm5, %ymm8, %ymm11
	vfmadd132pd	%ymm9, %ymm4, %ymm6
	vfmadd132pd	%ymm12, %ymm14, %ymm4
	vfmadd132pd	%ymm13, %ymm11, %ymm11
	vfmadd132pd	1(%rip), %xmm11, %xmm14
	vfmadd132pd	(%rax), %xmm2, %xmm2
	vfmadd132pd	%gs:1(%rdi,%r11,8), %xmm5, %xmm1
	vfmadd132pd	-2147483648, %xmm5, %xmm8
	vfmadd132pd	%xmm1, %xmm2, %xmm8
	vfmadd132pd	%xmm13, %xmm12, %xmm14
	vfmadd132pd	%xmm5, %xmm5, %xmm1
	vfmadd132pd	%xmm9, %xmm9, %xmm5
	vfmadd132ps	128(%r14), %ymm11, %ymm3
	vfmadd132ps	-128, %ymm1, %ymm6
	vfmadd132ps	128(%rip), %ymm11, %ymm15
	vfmadd132ps	1(%r13), %ymm9, %ymm1
	vfmadd132ps	%ymm12, %ymm7, %ymm0
	vfmadd132ps	%ymm9, %ymm7, %ymm6
	vfmadd132ps	%ymm5, %ymm2, %ymm3
	vfmadd132ps	%ymm7, %ymm11, %ymm9
	vfmadd132ps	128(%r10,%rsi,8), %xmm1, %xmm14
	vfmadd132ps	-2147483648(%rip), %xmm10, %xmm1
	vfmadd132ps	-2147483648, %xmm1, %xmm12
	vfmadd132ps	1(%rsi), %xmm9, %xmm4
	vfmadd132ps	%xmm10, %xmm10, %xmm4
	vfmadd132ps	%xmm13, %xmm4, %xmm11
	vfmadd132ps	%xmm6, %xmm2, %xmm0
	vfmadd132ps	%xmm14, %xmm9, %xmm6
	vfmadd132sd	%fs:127(%rdi,%r15,2), %xmm1, %xmm4
	vfmadd132sd	2147483647(%rip), %xmm0, %xmm14
	vfmadd132sd	1(%rbx,%r15,8), %xmm6, %xmm0
	vfmadd132sd	(%r11,%r8), %xmm5, %xmm9
	vfmadd132sd	%xmm0, %xmm11, %xmm11
	vfmadd132sd	%xmm6, %xmm11, %xmm9
	vfmadd132sd	%xmm2, %xmm5, %xmm4
	vfmadd132sd	%xmm13, %xmm4, %xmm14
	vfmadd132ss	(%rbx), %xmm12, %xmm4
	vfmadd132ss	-2147483648(%rdx), %xmm9, %xmm13
	vfmadd132ss	128(%r13), %xmm5, %xmm9
	vfmadd132ss	%fs:-128(%r13), %xmm15, %xmm15
	vfmadd132ss	%xmm8, %xmm2, %xmm11
	vfmadd132ss	%xmm6, %xmm10, %xmm10
	vfmadd132ss	%xmm1, %xmm4, %xmm2
	vfmadd132ss	%xmm5, %xmm2, %xmm10
	vfmadd213pd	2147483647(%rsi), %ymm9, %ymm3
	vfmadd213pd	-2147483648(%rsp), %ymm1, %ymm1
	vfmadd213pd	-1(%rip), %ymm2, %ymm14
	vfmadd213pd	-129(%r11,%r14), %ymm1, %ymm8
	vfmadd213pd	%ymm0, %ymm12, %ymm15
	vfmadd213pd	%ymm8, %ymm10, %ymm12
	vfmadd213pd	%ymm8, %ymm0, %ymm13
	vfmadd213pd	%ymm9, %ymm14, %ymm8
	vfmadd213pd	-129(%r15,%r12,4), %xmm0, %xmm1
	vfmadd213pd	128(%rip), %xmm11, %xmm2
	vfmadd213pd	127(%rip), %xmm14, %xmm7
	vfmadd213pd	-2147483648(%rax,%r10), %xmm7, %xmm15
	vfmadd213pd	%xmm14, %xmm10, %xmm2
	vfmadd213pd	%xmm2, %xmm14, %xmm12
	vfmadd213pd	%xmm1, %xmm13, %xmm1
	vfmadd213pd	%xmm14, %xmm5, %xmm2
	vfmadd213ps	%fs:128(%r8), %ymm2, %ymm5
	vfmadd213ps	(%r11,%rsi,2), %ymm5, %ymm0
	vfmadd213ps	-128(%r14,%rbp,4), %ymm0, %ymm3
	vfmadd213ps	2147483647(%rsi,%rcx,2), %ymm6, %ymm5
	vfmadd213ps	%ymm5, %ymm8, %ymm15
	vfmadd213ps	%ymm3, %ymm8, %ymm15
	vfmadd213ps	%ymm12, %ymm11, %ymm7
	vfmadd213ps	%ymm2, %ymm1, %ymm2
	vfmadd213ps	2147483647(%rip), %xmm9, %xmm8
	vfmadd213ps	-129(%rip), %xmm5, %xmm10
	vfmadd213ps	-1(%rdi,%r14,4), %xmm14, %xmm4
	vfmadd213ps	1(%r15,%rdx,8), %xmm3, %xmm1
	vfmadd213ps	%xmm8, %xmm7, %xmm10
	vfmadd213ps	%xmm11, %xmm9, %xmm3
	vfmadd213ps	%xmm15, %xmm3, %xmm6
	vfmadd213ps	%xmm6, %xmm7, %xmm10
	vfmadd213sd	128(%r8,%rax), %xmm12, %xmm0
	vfmadd213sd	(%r12,%r15,2), %xmm7, %xmm4
	vfmadd213sd	1(%r14), %xmm3, %xmm15
	vfmadd213sd	(%r14,%r10,8), %xmm5, %xmm10
	vfmadd213sd	%xmm15, %xmm1, %xmm13
	vfmadd213sd	%xmm11, %xmm8, %xmm6
	vfmadd213sd	%xmm15, %xmm15, %xmm11
	vfmadd213sd	%xmm12, %xmm5, %xmm3
	vfmadd213ss	-2147483648(%r13,%r13), %xmm9, %xmm8
	vfmadd213ss	2147483647(,%rdx,2), %xmm8, %xmm12
	vfmadd213ss	2147483647(%r13,%r14,2), %xmm13, %xmm10
	vfmadd213ss	%gs:-129(%r13), %xmm10, %xmm2
	vfmadd213ss	%xmm10, %xmm0, %xmm4
	vfmadd213ss	%xmm15, %xmm7, %xmm15
	vfmadd213ss	%xmm9, %xmm4, %xmm15
	vfmadd213ss	%xmm9, %xmm11, %xmm2
	vfmadd231pd	(%rcx), %ymm10, %ymm0
	vfmadd231pd	-2147483648(%rbp,%rdx,4), %ymm6, %ymm6
	vfmadd231pd	-2147483648(%rcx,%rbx,8), %ymm7, %ymm13
	vfmadd231pd	-2147483648(%r9,%rbp,4), %ymm12, %ymm14
	vfmadd231pd	%ymm12, %ymm1, %ymm3
	vfmadd231pd	%ymm11, %ymm10, %ymm4
	vfmadd231pd	%ymm0, %ymm2, %ymm4
	vfmadd231pd	%ymm10, %ymm7, %ymm5
	vfmadd231pd	128(%rdx,%rsi,8), %xmm10, %xmm1
	vfmadd231pd	127(%r14), %xmm2, %xmm0
	vfmadd231pd	%gs:-128(%r14,%r14,2), %xmm1, %xmm14
	vfmadd231pd	%fs:(%rsi), %xmm9, %xmm11
	vfmadd231pd	%xmm7, %xmm0, %xmm14
	vfmadd231pd	%xmm2, %xmm0, %xmm8
	vfmadd231pd	%xmm7, %xmm15, %xmm7
	vfmadd231pd	%xmm11, %xmm7, %xmm7
	vfmadd231ps	(%r14,%rbp,2), %ymm5, %ymm9
	vfmadd231ps	%gs:-1(%rsi,%r10,8), %ymm12, %ymm2
	vfmadd231ps	2147483647(%r9), %ymm7, %ymm13
	vfmadd231ps	(%rax,%rdx,4), %ymm12, %ymm15
	vfmadd231ps	%ymm12, %ymm14, %ymm7
	vfmadd231ps	%ymm15, %ymm3, %ymm13
	vfmadd231ps	%ymm1, %ymm1, %ymm5
	vfmadd231ps	%ymm3, %ymm13, %ymm8
	vfmadd231ps	(%rdx,%r11,4), %xmm15, %xmm1
	vfmadd231ps	-129(%r12,%r14,8), %xmm13, %xmm1
	vfmadd231ps	%gs:(%rdi), %xmm2, %xmm13
	vfmadd231ps	1, %xmm6, %xmm5
	vfmadd231ps	%xmm1, %xmm7, %xmm15
	vfmadd231ps	%xmm10, %xmm9, %xmm14
	vfmadd231ps	%xmm13, %xmm6, %xmm1
	vfmadd231ps	%xmm7, %xmm7, %xmm0
	vfmadd231sd	-128(%rdi), %xmm12, %xmm8
	vfmadd231sd	-128(%rip), %xmm8, %xmm2
	vfmadd231sd	%gs:-2147483648(%r10), %xmm13, %xmm11
	vfmadd231sd	-128(%r8,%r10,8), %xmm2, %xmm0
	vfmadd231sd	%xmm12, %xmm14, %xmm13
	vfmadd231sd	%xmm12, %xmm2, %xmm0
	vfmadd231sd	%xmm0, %xmm5, %xmm11
	vfmadd231sd	%xmm5, %xmm13, %xmm8
	vfmadd231ss	(,%r11), %xmm7, %xmm2
	vfmadd231ss	1(%r10,%rdi,4), %xmm15, %xmm15
	vfmadd231ss	2147483647(%r10,%rbp), %xmm14, %xmm8
	vfmadd231ss	-1(%r11,%r10,4), %xmm4, %xmm5
	vfmadd231ss	%xmm2, %xmm6, %xmm5
	vfmadd231ss	%xmm3, %xmm1, %xmm15
	vfmadd231ss	%xmm4, %xmm11, %xmm9
	vfmadd231ss	%xmm14, %xmm7, %xmm10
	vfmaddpd	%ymm10, %fs:-128, %ymm12, %ymm13
	vfmaddpd	%ymm6, 128(%rip), %ymm8, %ymm9
	vfmaddpd	%ymm15, -129(%rax), %ymm4, %ymm3
	vfmaddpd	%ymm12, (%rdi,%rbx,8), %ymm3, %ymm4
	vfmaddpd	2147483647(%r8,%r12), %ymm15, %ymm14, %ymm13
	vfmaddpd	-128(%rbp,%r15,4), %ymm1, %ymm15, %ymm0
	vfmaddpd	%fs:(%rsi,%r15), %ymm12, %ymm8, %ymm7
	vfmaddpd	-2147483648(%rcx,%r13), %ymm15, %ymm9, %ymm10
	vfmaddpd	%ymm7, %ymm15, %ymm8, %ymm4
	vfmaddpd	%ymm0, %ymm14, %ymm13, %ymm13
	vfmaddpd	%ymm1, %ymm10, %ymm14, %ymm15
	vfmaddpd	%ymm12, %ymm10, %ymm12, %ymm12
	vfmaddpd	%xmm8, -128(%r11,%rax,4), %xmm4, %xmm2
	vfmaddpd	%xmm8, 128(%r12), %xmm15, %xmm2
	vfmaddpd	%xmm6, %fs:-128(%r13,%rsi,4), %xmm9, %xmm14
	vfmaddpd	%xmm4, 128(%r11,%r11,8), %xmm12, %xmm7
	vfmaddpd	-2147483648(%r9), %xmm0, %xmm7, %xmm7
	vfmaddpd	%gs:-2147483648(%r9,%rbx,4), %xmm10, %xmm1, %xmm12
	vfmaddpd	127, %xmm11, %xmm4, %xmm7
	vfmaddpd	-128(%rcx), %xmm8, %xmm3, %xmm11
	vfmaddpd	%xmm11, %xmm11, %xmm14, %xmm4
	vfmaddpd	%xmm15, %xmm7, %xmm11, %xmm15
	vfmaddpd	%xmm4, %xmm14, %xmm10, %xmm4
	vfmaddpd	%xmm5, %xmm5, %xmm0, %xmm1
	vfmaddps	%ymm0, -129(%rcx), %ymm9, %ymm3
	vfmaddps	%ymm14, 1, %ymm1, %ymm11
	vfmaddps	%ymm4, -128(%r11), %ymm11, %ymm13
	vfmaddps	%ymm6, -1(%rcx), %ymm10, %ymm6
	vfmaddps	-128(%r10,%r11,8), %ymm3, %ymm12, %ymm13
	vfmaddps	(,%rcx,2), %ymm15, %ymm0, %ymm1
	vfmaddps	127(%r15), %ymm7, %ymm15, %ymm5
	vfmaddps	%fs:-128(%rbx,%r15), %ymm5, %ymm12, %ymm1
	vfmaddps	%ymm5, %ymm7, %ymm8, %ymm14
	vfmaddps	%ymm5, %ymm8, %ymm2, %ymm15
	vfmaddps	%ymm13, %ymm10, %ymm4, %ymm3
	vfmaddps	%ymm3, %ymm8, %ymm9, %ymm2
	vfmaddps	%xmm14, (%r13), %xmm2, %xmm3
	vfmaddps	%xmm4, 2147483647(%r10,%r14,8), %xmm14, %xmm7
	vfmaddps	%xmm1, 2147483647(%r13), %xmm7, %xmm1
	vfmaddps	%xmm5, -128(%rax,%r11,8), %xmm14, %xmm0
	vfmaddps	-128(%rcx), %xmm4, %xmm5, %xmm2
	vfmaddps	(%rbx,%r12,2), %xmm3, %xmm13, %xmm12
	vfmaddps	2147483647(%rsp), %xmm11, %xmm2, %xmm9
	vfmaddps	-129, %xmm12, %xmm5, %xmm13
	vfmaddps	%xmm12, %xmm7, %xmm8, %xmm2
	vfmaddps	%xmm15, %xmm12, %xmm1, %xmm11
	vfmaddps	%xmm0, %xmm10, %xmm0, %xmm7
	vfmaddps	%xmm10, %xmm7, %xmm0, %xmm11
	vfmaddsd	%xmm12, -1(%rbp,%rax,4), %xmm11, %xmm1
	vfmaddsd	%xmm2, %fs:2147483647(%rsi), %xmm6, %xmm7
	vfmaddsd	%xmm12, -2147483648(%rdx,%rsi,8), %xmm7, %xmm10
	vfmaddsd	%xmm7, -1(%rsp), %xmm11, %xmm7
	vfmaddsd	-1(%rax,%r9,8), %xmm13, %xmm1, %xmm13
	vfmaddsd	128(%r8), %xmm2, %xmm11, %xmm1
	vfmaddsd	-1(,%r13,4), %xmm11, %xmm8, %xmm1
	vfmaddsd	%fs:-1(%rbx,%rcx,2), %xmm5, %xmm15, %xmm6
	vfmaddsd	%xmm1, %xmm2, %xmm2, %xmm1
	vfmaddsd	%xmm8, %xmm4, %xmm7, %xmm10
	vfmaddsd	%xmm0, %xmm1, %xmm12, %xmm9
	vfmaddsd	%xmm14, %xmm7, %xmm15, %xmm13
	vfmaddss	%xmm2, %fs:1(%r10), %xmm4, %xmm7
	vfmaddss	%xmm0, (%rdi,%r14), %xmm10, %xmm4
	vfmaddss	%xmm2, %gs:1(%r10), %xmm5, %xmm2
	vfmaddss	%xmm15, %fs:1, %xmm12, %xmm15
	vfmaddss	(%r12,%r9,2), %xmm11, %xmm2, %xmm10
	vfmaddss	-1(%r15), %xmm2, %xmm13, %xmm11
	vfmaddss	-2147483648, %xmm2, %xmm13, %xmm5
	vfmaddss	-129(%rip), %xmm9, %xmm2, %xmm9
	vfmaddss	%xmm4, %xmm12, %xmm0, %xmm7
	vfmaddss	%xmm3, %xmm6, %xmm1, %xmm8
	vfmaddss	%xmm12, %xmm15, %xmm2, %xmm3
	vfmaddss	%xmm13, %xmm13, %xmm4, %xmm1
	vfmaddsub132pd	2147483647(%r10), %ymm9, %ymm9
	vfmaddsub132pd	127(%r10,%r13,4), %ymm6, %ymm6
	vfmaddsub132pd	-1(%r9), %ymm10, %ymm0
	vfmaddsub132pd	%gs:127(%rip), %ymm6, %ymm14
	vfmaddsub132pd	%ymm6, %ymm0, %ymm14
	vfmaddsub132pd	%ymm2, %ymm6, %ymm15
	vfmaddsub132pd	%ymm12, %ymm7, %ymm15
	vfmaddsub132pd	%ymm6, %ymm15, %ymm6
	vfmaddsub132pd	1, %xmm5, %xmm14
	vfmaddsub132pd	-129(%r10,%rdx,4), %xmm12, %xmm15
	vfmaddsub132pd	%gs:-1(%rcx,%r9,2), %xmm3, %xmm1
	vfmaddsub132pd	128(,%rbx,8), %xmm0, %xmm8
	vfmaddsub132pd	%xmm15, %xmm2, %xmm11
	vfmaddsub132pd	%xmm6, %xmm5, %xmm7
	vfmaddsub132pd	%xmm4, %xmm7, %xmm3
	vfmaddsub132pd	%xmm9, %xmm5, %xmm7
	vfmaddsub132ps	(%r14,%r14,8), %ymm9, %ymm5
	vfmaddsub132ps	(%rsp,%rbx,4), %ymm11, %ymm9
	vfmaddsub132ps	-129(%rbp), %ymm10, %ymm0
	vfmaddsub132ps	(,%rdx,4), %ymm12, %ymm7
	vfmaddsub132ps	%ymm11, %ymm0, %ymm0
	vfmaddsub132ps	%ymm8, %ymm1, %ymm5
	vfmaddsub132ps	%ymm1, %ymm12, %ymm10
	vfmaddsub132ps	%ymm6, %ymm13, %ymm15
	vfmaddsub132ps	128(%r13), %xmm5, %xmm5
	vfmaddsub132ps	%fs:-128(%r14,%r12), %xmm2, %xmm1
	vfmaddsub132ps	-1, %xmm11, %xmm14
	vfmaddsub132ps	127(%rdx), %xmm14, %xmm7
	vfmaddsub132ps	%xmm9, %xmm13, %xmm2
	vfmaddsub132ps	%xmm1, %xmm4, %xmm10
	vfmaddsub132ps	%xmm8, %xmm8, %xmm15
	vfmaddsub132ps	%xmm0, %xmm15, %xmm2
	vfmaddsub213pd	%gs:127, %ymm8, %ymm6
	vfmaddsub213pd	(%rip), %ymm9, %ymm0
	vfmaddsub213pd	-2147483648, %ymm14, %ymm7
	vfmaddsub213pd	%gs:-2147483648(%rbp,%r8), %ymm0, %ymm15
	vfmaddsub213pd	%ymm9, %ymm7, %ymm14
	vfmaddsub213pd	%ymm6, %ymm4, %ymm10
	vfmaddsub213pd	%ymm5, %ymm14, %ymm7
	vfmaddsub213pd	%ymm15, %ymm10, %ymm7
	vfmaddsub213pd	127(%rdx,%r14), %xmm10, %xmm4
	vfmaddsub213pd	%gs:127(%rcx), %xmm3, %xmm8
	vfmaddsub213pd	1(%rip), %xmm4, %xmm6
	vfmaddsub213pd	128(,%r12,4), %xmm11, %xmm4
	vfmaddsub213pd	%xmm1, %xmm9, %xmm13
	vfmaddsub213pd	%xmm9, %xmm9, %xmm8
	vfmaddsub213pd	%xmm10, %xmm9, %xmm12
	vfmaddsub213pd	%xmm6, %xmm6, %xmm2
	vfmaddsub213ps	-129(%rsp,%r13,8), %ymm7, %ymm12
	vfmaddsub213ps	%gs:1, %ymm2, %ymm0
	vfmaddsub213ps	-129(%r11,%rbx,4), %ymm3, %ymm11
	vfmaddsub213ps	-2147483648(%rbx), %ymm6, %ymm6
	vfmaddsub213ps	%ymm11, %ymm8, %ymm12
	vfmaddsub213ps	%ymm14, %ymm4, %ymm7
	vfmaddsub213ps	%ymm9, %ymm7, %ymm11
	vfmaddsub213ps	%ymm15, %ymm6, %ymm7
	vfmaddsub213ps	-128(%rbp,%r11,2), %xmm9, %xmm13
	vfmaddsub213ps	-129(%rbx), %xmm13, %xmm2
	vfmaddsub213ps	128, %xmm15, %xmm9
	vfmaddsub213ps	-129(%r9,%r13,8), %xmm14, %xmm7
	vfmaddsub213ps	%xmm14, %xmm3, %xmm13
	vfmaddsub213ps	%xmm2, %xmm11, %xmm4
	vfmaddsub213ps	%xmm10, %xmm12, %xmm11
	vfmaddsub213ps	%xmm15, %xmm6, %xmm10
	vfmaddsub231pd	%fs:-2147483648(%r14), %ymm13, %ymm14
	vfmaddsub231pd	-128(%r8,%rdi,2), %ymm9, %ymm7
	vfmaddsub231pd	2147483647(%rbx), %ymm10, %ymm1
	vfmaddsub231pd	1(,%rdx,2), %ymm1, %ymm4
	vfmaddsub231pd	%ymm13, %ymm2, %ymm10
	vfmaddsub231pd	%ymm8, %ymm1, %ymm14
	vfmaddsub231pd	%ymm9, %ymm8, %ymm11
	vfmaddsub231pd	%ymm15, %ymm6, %ymm0
	vfmaddsub231pd	-2147483648(%rdx,%r11,8), %xmm5, %xmm9
	vfmaddsub231pd	-129(%rip), %xmm2, %xmm11
	vfmaddsub231pd	-129(%rdi), %xmm4, %xmm10
	vfmaddsub231pd	-129, %xmm4, %xmm7
	vfmaddsub231pd	%xmm8, %xmm7, %xmm5
	vfmaddsub231pd	%xmm5, %xmm14, %xmm4
	vfmaddsub231pd	%xmm10, %xmm10, %xmm13
	vfmaddsub231pd	%xmm6, %xmm8, %xmm0
	vfmaddsub231ps	128(%r10), %ymm15, %ymm5
	vfmaddsub231ps	%fs:-129(,%r13,8), %ymm13, %ymm6
	vfmaddsub231ps	-128(%rsi), %ymm1, %ymm15
	vfmaddsub231ps	1(%rbp), %ymm1, %ymm10
	vfmaddsub231ps	%ymm7, %ymm11, %ymm13
	vfmaddsub231ps	%ymm15, %ymm3, %ymm3
	vfmaddsub231ps	%ymm15, %ymm8, %ymm3
	vfmaddsub231ps	%ymm7, %ymm8, %ymm13
	vfmaddsub231ps	(%r13), %xmm12, %xmm13
	vfmaddsub231ps	-1(%r8), %xmm15, %xmm6
	vfmaddsub231ps	1(%rax,%rcx,8), %xmm7, %xmm8
	vfmaddsub231ps	%gs:1(%rcx), %xmm7, %xmm13
	vfmaddsub231ps	%xmm12, %xmm5, %xmm2
	vfmaddsub231ps	%xmm1, %xmm5, %xmm7
	vfmaddsub231ps	%xmm13, %xmm6, %xmm5
	vfmaddsub231ps	%xmm1, %xmm9, %xmm2
	vfmaddsubpd	%ymm10, %fs:128(%r14,%rbp,2), %ymm12, %ymm15
	vfmaddsubpd	%ymm2, -1(%rdi,%rbp,4), %ymm6, %ymm11
	vfmaddsubpd	%ymm6, %gs:-2147483648(%rsi,%rcx), %ymm12, %ymm13
	vfmaddsubpd	%ymm6, 2147483647(%rax), %ymm2, %ymm4
	vfmaddsubpd	%gs:-128(%rsp), %ymm0, %ymm1, %ymm14
	vfmaddsubpd	2147483647(%rbx,%rax,2), %ymm5, %ymm7, %ymm12
	vfmaddsubpd	%fs:1(%rcx), %ymm2, %ymm9, %ymm3
	vfmaddsubpd	%fs:-2147483648(%r10), %ymm2, %ymm2, %ymm14
	vfmaddsubpd	%ymm2, %ymm1, %ymm9, %ymm8
	vfmaddsubpd	%ymm13, %ymm6, %ymm2, %ymm1
	vfmaddsubpd	%ymm12, %ymm7, %ymm6, %ymm1
	vfmaddsubpd	%ymm7, %ymm9, %ymm9, %ymm5
	vfmaddsubpd	%xmm3, -2147483648(%r10), %xmm1, %xmm8
	vfmaddsubpd	%xmm7, -129(%rcx), %xmm9, %xmm10
	vfmaddsubpd	%xmm7, 128, %xmm3, %xmm2
	vfmaddsubpd	%xmm13, -128(%rdi), %xmm3, %xmm8
	vfmaddsubpd	%fs:(%r8), %xmm7, %xmm15, %xmm1
	vfmaddsubpd	2147483647(%rdx), %xmm5, %xmm5, %xmm15
	vfmaddsubpd	-128(%r9), %xmm6, %xmm1, %xmm15
	vfmaddsubpd	-129(%rcx,%r11), %xmm1, %xmm10, %xmm11
	vfmaddsubpd	%xmm6, %xmm8, %xmm10, %xmm9
	vfmaddsubpd	%xmm2, %xmm4, %xmm13, %xmm5
	vfmaddsubpd	%xmm7, %xmm13, %xmm4, %xmm3
	vfmaddsubpd	%xmm10, %xmm12, %xmm10, %xmm15
	vfmaddsubps	%ymm13, -2147483648(%r12), %ymm4, %ymm12
	vfmaddsubps	%ymm5, -129(%r9,%r11,2), %ymm9, %ymm4
	vfmaddsubps	%ymm15, %fs:-1(%r11), %ymm15, %ymm3
	vfmaddsubps	%ymm12, -2147483648(%r13,%rdi,2), %ymm2, %ymm5
	vfmaddsubps	127(%rbx,%r8,4), %ymm9, %ymm5, %ymm15
	vfmaddsubps	-1(%rcx), %ymm9, %ymm2, %ymm13
	vfmaddsubps	%gs:127(%r10,%rcx,8), %ymm6, %ymm6, %ymm8
	vfmaddsubps	%gs:-2147483648(%r12,%r9,2), %ymm4, %ymm12, %ymm8
	vfmaddsubps	%ymm15, %ymm3, %ymm0, %ymm2
	vfmaddsubps	%ymm15, %ymm1, %ymm12, %ymm13
	vfmaddsubps	%ymm15, %ymm13, %ymm0, %ymm10
	vfmaddsubps	%ymm2, %ymm10, %ymm0, %ymm11
	vfmaddsubps	%xmm4, (%rbx), %xmm0, %xmm0
	vfmaddsubps	%xmm14, 2147483647(%rbx), %xmm0, %xmm15
	vfmaddsubps	%xmm0, 1(,%r13,2), %xmm10, %xmm1
	vfmaddsubps	%xmm14, 127(%r11,%rbx,8), %xmm9, %xmm11
	vfmaddsubps	2147483647(%r8), %xmm8, %xmm1, %xmm2
	vfmaddsubps	1(%rbx), %xmm13, %xmm8, %xmm4
	vfmaddsubps	%gs:-128(%rip), %xmm15, %xmm10, %xmm10
	vfmaddsubps	-1(%r14,%rdx,2), %xmm5, %xmm9, %xmm7
	vfmaddsubps	%xmm10, %xmm5, %xmm3, %xmm5
	vfmaddsubps	%xmm0, %xmm6, %xmm15, %xmm5
	vfmaddsubps	%xmm3, %xmm14, %xmm0, %xmm3
	vfmaddsubps	%xmm3, %xmm15, %xmm7, %xmm0
	vfmsub132pd	128(%rbx), %ymm14, %ymm15
	vfmsub132pd	-1, %ymm14, %ymm12
	vfmsub132pd	%fs:-129(%rbp,%rbp), %ymm12, %ymm1
	vfmsub132pd	%gs:128(%rdx), %ymm14, %ymm8
	vfmsub132pd	%ymm15, %ymm14, %ymm12
	vfmsub132pd	%ymm13, %ymm14, %ymm4
	vfmsub132pd	%ymm11, %ymm15, %ymm4
	vfmsub132pd	%ymm5, %ymm13, %ymm14
	vfmsub132pd	%fs:2147483647, %xmm10, %xmm3
	vfmsub132pd	%fs:-128(%rax), %xmm9, %xmm11
	vfmsub132pd	(%rcx), %xmm13, %xmm15
	vfmsub132pd	-2147483648(%rip), %xmm14, %xmm6
	vfmsub132pd	%xmm15, %xmm15, %xmm11
	vfmsub132pd	%xmm7, %xmm14, %xmm14
	vfmsub132pd	%xmm14, %xmm6, %xmm1
	vfmsub132pd	%xmm13, %xmm7, %xmm6
	vfmsub132ps	2147483647(%r11,%rsi), %ymm1, %ymm13
	vfmsub132ps	2147483647(%r8), %ymm0, %ymm9
	vfmsub132ps	-129(%rcx), %ymm3, %ymm7
	vfmsub132ps	%fs:127(%r12,%r9,8), %ymm11, %ymm1
	vfmsub132ps	%ymm6, %ymm11, %ymm11
	vfmsub132ps	%ymm14, %ymm6, %ymm1
	vfmsub132ps	%ymm1, %ymm13, %ymm1
	vfmsub132ps	%ymm1, %ymm9, %ymm3
	vfmsub132ps	128(%rcx,%r12), %xmm0, %xmm11
	vfmsub132ps	128, %xmm14, %xmm13
	vfmsub132ps	%gs:-1, %xmm7, %xmm3
	vfmsub132ps	127(%r11,%rcx,2), %xmm3, %xmm1
	vfmsub132ps	%xmm4, %xmm8, %xmm15
	vfmsub132ps	%xmm11, %xmm2, %xmm4
	vfmsub132ps	%xmm11, %xmm9, %xmm11
	vfmsub132ps	%xmm4, %xmm9, %xmm5
	vfmsub132sd	-1(%r12), %xmm9, %xmm5
	vfmsub132sd	2147483647(%rdi), %xmm5, %xmm8
	vfmsub132sd	128(%rax,%rdi,8), %xmm3, %xmm4
	vfmsub132sd	1(%r8), %xmm14, %xmm8
	vfmsub132sd	%xmm0, %xmm0, %xmm7
	vfmsub132sd	%xmm10, %xmm0, %xmm1
	vfmsub132sd	%xmm13, %xmm6, %xmm12
	vfmsub132sd	%xmm13, %xmm5, %xmm1
	vfmsub132ss	127, %xmm10, %xmm2
	vfmsub132ss	%gs:-2147483648(%rsi), %xmm8, %xmm4
	vfmsub132ss	2147483647(%r15,%r10,8), %xmm2, %xmm1
	vfmsub132ss	%fs:-2147483648(%rax,%rbp,4), %xmm1, %xmm11
	vfmsub132ss	%xmm3, %xmm5, %xmm10
	vfmsub132ss	%xmm8, %xmm11, %xmm0
	vfmsub132ss	%xmm1, %xmm6, %xmm2
	vfmsub132ss	%xmm12, %xmm7, %xmm13
	vfmsub213pd	-128(%r15,%r9,2), %ymm3, %ymm5
	vfmsub213pd	%fs:-2147483648(%rdx), %ymm2, %ymm2
	vfmsub213pd	127(%rax,%rcx,8), %ymm2, %ymm15
	vfmsub213pd	127(%rdx,%r14), %ymm10, %ymm11
	vfmsub213pd	%ymm6, %ymm5, %ymm5
	vfmsub213pd	%ymm4, %ymm6, %ymm7
	vfmsub213pd	%ymm8, %ymm4, %ymm7
	vfmsub213pd	%ymm1, %ymm7, %ymm13
	vfmsub213pd	-2147483648(%r8), %xmm1, %xmm13
	vfmsub213pd	128(%rbp), %xmm14, %xmm15
	vfmsub213pd	1(%rsi), %xmm8, %xmm6
	vfmsub213pd	-128(%r12,%rsi,8), %xmm1, %xmm2
	vfmsub213pd	%xmm3, %xmm15, %xmm2
	vfmsub213pd	%xmm2, %xmm13, %xmm12
	vfmsub213pd	%xmm15, %xmm0, %xmm10
	vfmsub213pd	%xmm1, %xmm1, %xmm10
	vfmsub213ps	2147483647(%r14,%rbp,2), %ymm8, %ymm1
	vfmsub213ps	2147483647(%rsp,%r9,2), %ymm13, %ymm3
	vfmsub213ps	128(%rdi), %ymm13, %ymm15
	vfmsub213ps	-1, %ymm11, %ymm4
	vfmsub213ps	%ymm13, %ymm14, %ymm8
	vfmsub213ps	%ymm9, %ymm11, %ymm15
	vfmsub213ps	%ymm15, %ymm12, %ymm3
	vfmsub213ps	%ymm2, %ymm3, %ymm0
	vfmsub213ps	(%r10), %xmm12, %xmm3
	vfmsub213ps	-128(%rax), %xmm11, %xmm15
	vfmsub213ps	-129(%rcx), %xmm6, %xmm9
	vfmsub213ps	%gs:127(%r13,%rdx,8), %xmm12, %xmm5
	vfmsub213ps	%xmm11, %xmm14, %xmm10
	vfmsub213ps	%xmm5, %xmm15, %xmm4
	vfmsub213ps	%xmm3, %xmm6, %xmm5
	vfmsub213ps	%xmm13, %xmm6, %xmm1
	vfmsub213sd	%gs:-1(%r8), %xmm4, %xmm8
	vfmsub213sd	%gs:127(%r11,%r14,4), %xmm0, %xmm0
	vfmsub213sd	%fs:127(%r11), %xmm8, %xmm13
	vfmsub213sd	-128(%rdi), %xmm0, %xmm1
	vfmsub213sd	%xmm1, %xmm4, %xmm1
	vfmsub213sd	%xmm13, %xmm14, %xmm14
	vfmsub213sd	%xmm13, %xmm5, %xmm1
	vfmsub213sd	%xmm10, %xmm11, %xmm1
	vfmsub213ss	2147483647(%r9,%rdi,2), %xmm6, %xmm9
	vfmsub213ss	-129(%rsi), %xmm1, %xmm5
	vfmsub213ss	-128(%r14), %xmm2, %xmm10
	vfmsub213ss	(%r12), %xmm12, %xmm13
	vfmsub213ss	%xmm14, %xmm3, %xmm12
	vfmsub213ss	%xmm1, %xmm2, %xmm5
	vfmsub213ss	%xmm8, %xmm5, %xmm15
	vfmsub213ss	%xmm8, %xmm1, %xmm15
	vfmsub231pd	2147483647(%rbp,%rbx), %ymm14, %ymm14
	vfmsub231pd	127(%rdx,%rdx,2), %ymm7, %ymm3
	vfmsub231pd	-2147483648(%r10,%r12,4), %ymm7, %ymm8
	vfmsub231pd	-128, %ymm1, %ymm15
	vfmsub231pd	%ymm13, %ymm13, %ymm15
	vfmsub231pd	%ymm11, %ymm11, %ymm13
	vfmsub231pd	%ymm6, %ymm10, %ymm11
	vfmsub231pd	%ymm15, %ymm0, %ymm4
	vfmsub231pd	(%rsi), %xmm7, %xmm7
	vfmsub231pd	%gs:0, %xmm5, %xmm3
	vfmsub231pd	128(,%r11,8), %xmm8, %xmm13
	vfmsub231pd	%gs:-1(%r14,%rcx), %xmm15, %xmm2
	vfmsub231pd	%xmm5, %xmm8, %xmm13
	vfmsub231pd	%xmm12, %xmm6, %xmm1
	vfmsub231pd	%xmm10, %xmm1, %xmm7
	vfmsub231pd	%xmm8, %xmm12, %xmm4
	vfmsub231ps	%fs:2147483647(%rdi,%r10), %ymm6, %ymm12
	vfmsub231ps	127(%rdi,%r13,8), %ymm5, %ymm3
	vfmsub231ps	127, %ymm11, %ymm9
	vfmsub231ps	(%r15), %ymm0, %ymm4
	vfmsub231ps	%ymm1, %ymm0, %ymm3
	vfmsub231ps	%ymm5, %ymm3, %ymm8
	vfmsub231ps	%ymm14, %ymm14, %ymm3
	vfmsub231ps	%ymm2, %ymm2, %ymm10
	vfmsub231ps	127, %xmm15, %xmm9
	vfmsub231ps	-1(%r15), %xmm3, %xmm7
	vfmsub231ps	%gs:-129(%rbx,%rcx,8), %xmm0, %xmm1
	vfmsub231ps	(%rax), %xmm11, %xmm0
	vfmsub231ps	%xmm15, %xmm15, %xmm0
	vfmsub231ps	%xmm5, %xmm11, %xmm8
	vfmsub231ps	%xmm13, %xmm2, %xmm3
	vfmsub231ps	%xmm8, %xmm15, %xmm0
	vfmsub231sd	-1(%rip), %xmm2, %xmm0
	vfmsub231sd	128(%r14), %xmm1, %xmm3
	vfmsub231sd	%fs:-129(%rsi,%rbx,8), %xmm6, %xmm2
	vfmsub231sd	%gs:128(%r14), %xmm7, %xmm1
	vfmsub231sd	%xmm9, %xmm15, %xmm4
	vfmsub231sd	%xmm6, %xmm3, %xmm7
	vfmsub231sd	%xmm14, %xmm2, %xmm10
	vfmsub231sd	%xmm0, %xmm3, %xmm15
	vfmsub231ss	128(%r10), %xmm11, %xmm9
	vfmsub231ss	-128, %xmm2, %xmm14
	vfmsub231ss	127(%rdx,%r15), %xmm0, %xmm0
	vfmsub231ss	-2147483648(%rdi,%r11,2), %xmm9, %xmm0
	vfmsub231ss	%xmm3, %xmm4, %xmm5
	vfmsub231ss	%xmm14, %xmm2, %xmm12
	vfmsub231ss	%xmm6, %xmm7, %xmm15
	vfmsub231ss	%xmm1, %xmm14, %xmm3
	vfmsubadd132pd	-129(%r15,%r12), %ymm9, %ymm1
	vfmsubadd132pd	128(%rsi,%rdx,4), %ymm6, %ymm9
	vfmsubadd132pd	127(%r13,%rbx), %ymm1, %ymm8
	vfmsubadd132pd	(%r14), %ymm13, %ymm12
	vfmsubadd132pd	%ymm8, %ymm5, %ymm14
	vfmsubadd132pd	%ymm2, %ymm0, %ymm0
	vfmsubadd132pd	%ymm13, %ymm4, %ymm5
	vfmsubadd132pd	%ymm5, %ymm4, %ymm8
	vfmsubadd132pd	%gs:(,%r13,8), %xmm0, %xmm11
	vfmsubadd132pd	128(%r10), %xmm1, %xmm11
	vfmsubadd132pd	%fs:127(%r15,%r8,4), %xmm12, %xmm15
	vfmsubadd132pd	%fs:127(%r15,%r11,4), %xmm0, %xmm14
	vfmsubadd132pd	%xmm15, %xmm5, %xmm11
	vfmsubadd132pd	%xmm15, %xmm10, %xmm1
	vfmsubadd132pd	%xmm5, %xmm5, %xmm12
	vfmsubadd132pd	%xmm2, %xmm11, %xmm6
	vfmsubadd132ps	-129(%rcx,%rdi,2), %ymm14, %ymm1
	vfmsubadd132ps	128(%rax), %ymm11, %ymm5
	vfmsubadd132ps	0, %ymm8, %ymm6
	vfmsubadd132ps	-1(%rcx), %ymm6, %ymm1
	vfmsubadd132ps	%ymm3, %ymm12, %ymm1
	vfmsubadd132ps	%ymm10, %ymm13, %ymm10
	vfmsubadd132ps	%ymm6, %ymm15, %ymm12
	vfmsubadd132ps	%ymm6, %ymm15, %ymm2
	vfmsubadd132ps	-1(%rsp), %xmm6, %xmm5
	vfmsubadd132ps	-129(%r11), %xmm3, %xmm7
	vfmsubadd132ps	2147483647(%r15,%rdi,2), %xmm0, %xmm9
	vfmsubadd132ps	-1(%rax), %xmm3, %xmm10
	vfmsubadd132ps	%xmm10, %xmm0, %xmm7
	vfmsubadd132ps	%xmm7, %xmm7, %xmm14
	vfmsubadd132ps	%xmm12, %xmm13, %xmm14
	vfmsubadd132ps	%xmm3, %xmm10, %xmm3
	vfmsubadd213pd	-129(%r11), %ymm12, %ymm6
	vfmsubadd213pd	128(%r8), %ymm1, %ymm13
	vfmsubadd213pd	127(%r9), %ymm1, %ymm3
	vfmsubadd213pd	%gs:-129(,%r8,2), %ymm1, %ymm14
	vfmsubadd213pd	%ymm12, %ymm1, %ymm6
	vfmsubadd213pd	%ymm12, %ymm9, %ymm7
	vfmsubadd213pd	%ymm9, %ymm10, %ymm9
	vfmsubadd213pd	%ymm5, %ymm12, %ymm3
	vfmsubadd213pd	1(%rsp,%rdx,4), %xmm13, %xmm11
	vfmsubadd213pd	(%r9), %xmm13, %xmm8
	vfmsubadd213pd	(%rdx,%rdx,4), %xmm13, %xmm10
	vfmsubadd213pd	128(%rdx), %xmm4, %xmm6
	vfmsubadd213pd	%xmm14, %xmm10, %xmm15
	vfmsubadd213pd	%xmm8, %xmm0, %xmm4
	vfmsubadd213pd	%xmm3, %xmm11, %xmm9
	vfmsubadd213pd	%xmm7, %xmm2, %xmm13
	vfmsubadd213ps	(%rbx), %ymm15, %ymm12
	vfmsubadd213ps	%fs:-128(%rsp), %ymm14, %ymm5
	vfmsubadd213ps	-128(%r10), %ymm14, %ymm2
	vfmsubadd213ps	127(%r10,%r10), %ymm6, %ymm2
	vfmsubadd213ps	%ymm15, %ymm0, %ymm14
	vfmsubadd213ps	%ymm6, %ymm14, %ymm14
	vfmsubadd213ps	%ymm5, %ymm7, %ymm6
	vfmsubadd213ps	%ymm14, %ymm11, %ymm4
	vfmsubadd213ps	127(,%rcx), %xmm14, %xmm2
	vfmsubadd213ps	1(,%r10,4), %xmm7, %xmm7
	vfmsubadd213ps	%gs:1(%rsi), %xmm8, %xmm13
	vfmsubadd213ps	(%r12,%r12,8), %xmm15, %xmm2
	vfmsubadd213ps	%xmm15, %xmm4, %xmm3
	vfmsubadd213ps	%xmm15, %xmm4, %xmm10
	vfmsubadd213ps	%xmm9, %xmm6, %xmm13
	vfmsubadd213ps	%xmm14, %xmm14, %xmm10
	vfmsubadd231pd	1, %ymm11, %ymm9
	vfmsubadd231pd	128(%rdi), %ymm15, %ymm3
	vfmsubadd231pd	1(%r11), %ymm9, %ymm8
	vfmsubadd231pd	-1(%r12,%r8,2), %ymm11, %ymm0
	vfmsubadd231pd	%ymm12, %ymm8, %ymm13
	vfmsubadd231pd	%ymm0, %ymm11, %ymm7
	vfmsubadd231pd	%ymm14, %ymm10, %ymm5
	vfmsubadd231pd	%ymm2, %ymm15, %ymm6
	vfmsubadd231pd	-128(%r10), %xmm1, %xmm0
	vfmsubadd231pd	-1(%r9,%rax,8), %xmm6, %xmm11
	vfmsubadd231pd	-129(%rsp,%r13,8), %xmm12, %xmm1
	vfmsubadd231pd	(%r13,%rcx,4), %xmm9, %xmm8
	vfmsubadd231pd	%xmm0, %xmm8, %xmm7
	vfmsubadd231pd	%xmm12, %xmm12, %xmm0
	vfmsubadd231pd	%xmm0, %xmm11, %xmm11
	vfmsubadd231pd	%xmm13, %xmm8, %xmm10
	vfmsubadd231ps	-1(%r14), %ymm10, %ymm9
	vfmsubadd231ps	-129(%r13), %ymm14, %ymm10
	vfmsubadd231ps	-2147483648(%rdx,%r10,2), %ymm11, %ymm11
	vfmsubadd231ps	-128(%r11,%r11,4), %ymm12, %ymm9
	vfmsubadd231ps	%ymm3, %ymm14, %ymm1
	vfmsubadd231ps	%ymm3, %ymm8, %ymm13
	vfmsubadd231ps	%ymm5, %ymm1, %ymm1
	vfmsubadd231ps	%ymm7, %ymm15, %ymm1
	vfmsubadd231ps	%gs:2147483647(%r9,%rbx,4), %xmm0, %xmm2
	vfmsubadd231ps	-129(%r9,%r8), %xmm4, %xmm2
	vfmsubadd231ps	-1(%rdi), %xmm10, %xmm7
	vfmsubadd231ps	-129(%rip), %xmm2, %xmm4
	vfmsubadd231ps	%xmm13, %xmm15, %xmm15
	vfmsubadd231ps	%xmm8, %xmm10, %xmm1
	vfmsubadd231ps	%xmm9, %xmm4, %xmm6
	vfmsubadd231ps	%xmm1, %xmm7, %xmm11
	vfmsubaddpd	%ymm12, 128(%rcx), %ymm14, %ymm15
	vfmsubaddpd	%ymm11, 1(%rsi), %ymm1, %ymm4
	vfmsubaddpd	%ymm4, -128(%rdi,%rcx,8), %ymm9, %ymm1
	vfmsubaddpd	%ymm5, (%rsp), %ymm5, %ymm14
	vfmsubaddpd	-1(,%r10,8), %ymm4, %ymm8, %ymm10
	vfmsubaddpd	-129, %ymm9, %ymm12, %ymm1
	vfmsubaddpd	%gs:127(%rip), %ymm1, %ymm0, %ymm5
	vfmsubaddpd	-128(%r9), %ymm4, %ymm11, %ymm5
	vfmsubaddpd	%ymm7, %ymm2, %ymm10, %ymm8
	vfmsubaddpd	%ymm12, %ymm15, %ymm14, %ymm9
	vfmsubaddpd	%ymm2, %ymm5, %ymm11, %ymm9
	vfmsubaddpd	%ymm6, %ymm7, %ymm12, %ymm4
	vfmsubaddpd	%xmm7, (%r14), %xmm6, %xmm7
	vfmsubaddpd	%xmm13, 127(%rip), %xmm4, %xmm4
	vfmsubaddpd	%xmm15, -129(%r10,%r11,4), %xmm13, %xmm6
	vfmsubaddpd	%xmm15, -128, %xmm5, %xmm12
	vfmsubaddpd	127(%r13,%rcx,2), %xmm12, %xmm13, %xmm1
	vfmsubaddpd	%fs:2147483647(%rsi), %xmm14, %xmm7, %xmm13
	vfmsubaddpd	2147483647(%r15), %xmm6, %xmm15, %xmm3
	vfmsubaddpd	127(%r15), %xmm5, %xmm10, %xmm3
	vfmsubaddpd	%xmm15, %xmm0, %xmm8, %xmm5
	vfmsubaddpd	%xmm14, %xmm13, %xmm12, %xmm7
	vfmsubaddpd	%xmm2, %xmm3, %xmm2, %xmm6
	vfmsubaddpd	%xmm9, %xmm7, %xmm9, %xmm15
	vfmsubaddps	%ymm8, 127(%rsi), %ymm6, %ymm9
	vfmsubaddps	%ymm13, 2147483647(%rdi,%rsi), %ymm0, %ymm4
	vfmsubaddps	%ymm3, 2147483647(,%rdx,8), %ymm11, %ymm3
	vfmsubaddps	%ymm11, 2147483647(%rax,%rax,2), %ymm15, %ymm6
	vfmsubaddps	2147483647(%rsp), %ymm9, %ymm15, %ymm6
	vfmsubaddps	(%rcx,%rdi,2), %ymm8, %ymm9, %ymm6
	vfmsubaddps	-1(%rbp,%rbx), %ymm14, %ymm9, %ymm13
	vfmsubaddps	-1(%r12), %ymm2, %ymm13, %ymm10
	vfmsubaddps	%ymm4, %ymm14, %ymm7, %ymm1
	vfmsubaddps	%ymm14, %ymm4, %ymm13, %ymm3
	vfmsubaddps	%ymm2, %ymm3, %ymm9, %ymm3
	vfmsubaddps	%ymm10, %ymm1, %ymm9, %ymm2
	vfmsubaddps	%xmm4, 1(%r11,%r15,4), %xmm1, %xmm9
	vfmsubaddps	%xmm13, (%rdx), %xmm0, %xmm9
	vfmsubaddps	%xmm3, (%rip), %xmm0, %xmm2
	vfmsubaddps	%xmm2, 2147483647(%r9,%rsi,8), %xmm3, %xmm9
	vfmsubaddps	-129(%r11), %xmm0, %xmm14, %xmm15
	vfmsubaddps	1, %xmm0, %xmm3, %xmm15
	vfmsubaddps	128(%r10,%r9,4), %xmm7, %xmm7, %xmm11
	vfmsubaddps	%gs:127(,%r14,4), %xmm9, %xmm12, %xmm9
	vfmsubaddps	%xmm14, %xmm13, %xmm0, %xmm13
	vfmsubaddps	%xmm12, %xmm8, %xmm2, %xmm12
	vfmsubaddps	%xmm11, %xmm4, %xmm6, %xmm7
	vfmsubaddps	%xmm8, %xmm2, %xmm8, %xmm0
	vfmsubpd	%ymm13, -128(%r10), %ymm1, %ymm8
	vfmsubpd	%ymm14, 1(%r15), %ymm11, %ymm0
	vfmsubpd	%ymm8, 128(%rdx), %ymm12, %ymm0
	vfmsubpd	%ymm6, 1, %ymm15, %ymm9
	vfmsubpd	128(%rdx), %ymm0, %ymm9, %ymm10
	vfmsubpd	-2147483648(%rsp), %ymm10, %ymm14, %ymm8
	vfmsubpd	128(%r10,%rdi,2), %ymm4, %ymm11, %ymm12
	vfmsubpd	2147483647(%rdi), %ymm10, %ymm8, %ymm2
	vfmsubpd	%ymm2, %ymm2, %ymm14, %ymm5
	vfmsubpd	%ymm2, %ymm15, %ymm14, %ymm12
	vfmsubpd	%ymm8, %ymm4, %ymm13, %ymm14
	vfmsubpd	%ymm3, %ymm3, %ymm8, %ymm5
	vfmsubpd	%xmm12, 127(%r12,%r8,2), %xmm12, %xmm6
	vfmsubpd	%xmm9, %gs:-1(%r14), %xmm8, %xmm12
	vfmsubpd	%xmm9, -129(%rbp,%r15,2), %xmm6, %xmm0
	vfmsubpd	%xmm15, 2147483647(%rdx,%rcx,2), %xmm11, %xmm14
	vfmsubpd	1(%rbp,%r15), %xmm5, %xmm11, %xmm13
	vfmsubpd	%gs:2147483647(%r13,%r10), %xmm1, %xmm15, %xmm15
	vfmsubpd	128(%r14,%r10,8), %xmm10, %xmm7, %xmm11
	vfmsubpd	%gs:2147483647(%r12,%r11,8), %xmm12, %xmm14, %xmm1
	vfmsubpd	%xmm0, %xmm6, %xmm0, %xmm12
	vfmsubpd	%xmm10, %xmm8, %xmm5, %xmm9
	vfmsubpd	%xmm12, %xmm6, %xmm12, %xmm1
	vfmsubpd	%xmm2, %xmm11, %xmm6, %xmm15
	vfmsubps	%ymm6, (%r15), %ymm9, %ymm1
	vfmsubps	%ymm8, 2147483647(%rdx,%r14,8), %ymm7, %ymm12
	vfmsubps	%ymm9, %fs:-2147483648(%r10), %ymm4, %ymm1
	vfmsubps	%ymm8, (%r13), %ymm0, %ymm3
	vfmsubps	%gs:-128(%r13), %ymm3, %ymm5, %ymm6
	vfmsubps	128(%rbx), %ymm9, %ymm5, %ymm13
	vfmsubps	2147483647(%r11), %ymm13, %ymm11, %ymm8
	vfmsubps	1(%rsp), %ymm7, %ymm1, %ymm8
	vfmsubps	%ymm14, %ymm13, %ymm2, %ymm11
	vfmsubps	%ymm4, %ymm9, %ymm9, %ymm2
	vfmsubps	%ymm13, %ymm0, %ymm6, %ymm2
	vfmsubps	%ymm1, %ymm15, %ymm2, %ymm3
	vfmsubps	%xmm13, 128(%rbp), %xmm8, %xmm15
	vfmsubps	%xmm1, 128(%rax,%rsi,8), %xmm9, %xmm9
	vfmsubps	%xmm1, 128(%rip), %xmm6, %xmm0
	vfmsubps	%xmm1, %gs:-2147483648(%r15), %xmm14, %xmm3
	vfmsubps	1(%r14,%r12,2), %xmm10, %xmm12, %xmm5
	vfmsubps	-1(%rax), %xmm0, %xmm13, %xmm6
	vfmsubps	%fs:2147483647(%r15,%rbp,2), %xmm6, %xmm9, %xmm11
	vfmsubps	-128(%r12), %xmm9, %xmm2, %xmm2
	vfmsubps	%xmm0, %xmm1, %xmm3, %xmm6
	vfmsubps	%xmm2, %xmm10, %xmm6, %xmm6
	vfmsubps	%xmm12, %xmm11, %xmm4, %xmm9
	vfmsubps	%xmm2, %xmm10, %xmm3, %xmm15
	vfmsubsd	%xmm1, 1(%r13,%rdi), %xmm5, %xmm12
	vfmsubsd	%xmm5, 2147483647(%rcx,%rdi,2), %xmm4, %xmm13
	vfmsubsd	%xmm15, 127, %xmm0, %xmm7
	vfmsubsd	%xmm14, (%r14,%r11,4), %xmm9, %xmm10
	vfmsubsd	128(%r13), %xmm11, %xmm4, %xmm15
	vfmsubsd	%fs:-2147483648, %xmm2, %xmm0, %xmm12
	vfmsubsd	%fs:128(%rsp,%rsi,8), %xmm15, %xmm10, %xmm13
	vfmsubsd	%gs:128(%r14,%r8,4), %xmm4, %xmm2, %xmm4
	vfmsubsd	%xmm7, %xmm2, %xmm1, %xmm2
	vfmsubsd	%xmm14, %xmm0, %xmm7, %xmm11
	vfmsubsd	%xmm6, %xmm4, %xmm1, %xmm14
	vfmsubsd	%xmm7, %xmm8, %xmm7, %xmm11
	vfmsubss	%xmm14, %fs:-2147483648(%r15,%r9,2), %xmm10, %xmm7
	vfmsubss	%xmm1, %fs:127(%rip), %xmm5, %xmm9
	vfmsubss	%xmm8, -1(%r8), %xmm2, %xmm10
	vfmsubss	%xmm6, 2147483647(%rip), %xmm10, %xmm3
	vfmsubss	1(,%rax,4), %xmm8, %xmm3, %xmm5
	vfmsubss	%gs:2147483647(%r9,%r10,4), %xmm3, %xmm7, %xmm5
	vfmsubss	2147483647(%r8,%r8), %xmm7, %xmm12, %xmm6
	vfmsubss	-2147483648(%r15,%r9,4), %xmm8, %xmm9, %xmm15
	vfmsubss	%xmm13, %xmm10, %xmm8, %xmm8
	vfmsubss	%xmm7, %xmm9, %xmm7, %xmm7
	vfmsubss	%xmm5, %xmm14, %xmm2, %xmm12
	vfmsubss	%xmm5, %xmm6, %xmm14, %xmm4
	vfnmadd132pd	128(%rbp,%r13,4), %ymm3, %ymm2
	vfnmadd132pd	%gs:127(%rax,%rdi,4), %ymm8, %ymm2
	vfnmadd132pd	(%rbx,%rax,4), %ymm8, %ymm0
	vfnmadd132pd	-1(%rdx), %ymm10, %ymm14
	vfnmadd132pd	%ymm3, %ymm3, %ymm6
	vfnmadd132pd	%ymm0, %ymm12, %ymm15
	vfnmadd132pd	%ymm4, %ymm4, %ymm12
	vfnmadd132pd	%ymm0, %ymm6, %ymm8
	vfnmadd132pd	-1(,%rdx,4), %xmm14, %xmm8
	vfnmadd132pd	127(%r8), %xmm5, %xmm3
	vfnmadd132pd	128(%rsi,%r15), %xmm15, %xmm1
	vfnmadd132pd	-1(%r14), %xmm12, %xmm6
	vfnmadd132pd	%xmm2, %xmm5, %xmm3
	vfnmadd132pd	%xmm2, %xmm1, %xmm1
	vfnmadd132pd	%xmm15, %xmm11, %xmm11
	vfnmadd132pd	%xmm15, %xmm3, %xmm6
	vfnmadd132ps	128(%rbp,%r14,2), %ymm2, %ymm7
	vfnmadd132ps	2147483647(%r14,%r10,4), %ymm10, %ymm4
	vfnmadd132ps	128, %ymm13, %ymm6
	vfnmadd132ps	-128(%r14), %ymm6, %ymm6
	vfnmadd132ps	%ymm2, %ymm8, %ymm7
	vfnmadd132ps	%ymm6, %ymm6, %ymm12
	vfnmadd132ps	%ymm1, %ymm9, %ymm11
	vfnmadd132ps	%ymm9, %ymm0, %ymm1
	vfnmadd132ps	%fs:-129(%r13,%r9,4), %xmm6, %xmm4
	vfnmadd132ps	-1(%rcx), %xmm6, %xmm9
	vfnmadd132ps	-2147483648(%r9,%r10,8), %xmm1, %xmm8
	vfnmadd132ps	128(%r11), %xmm13, %xmm8
	vfnmadd132ps	%xmm11, %xmm14, %xmm7
	vfnmadd132ps	%xmm0, %xmm5, %xmm5
	vfnmadd132ps	%xmm2, %xmm2, %xmm2
	vfnmadd132ps	%xmm0, %xmm4, %xmm12
	vfnmadd132sd	-2147483648(%r9), %xmm14, %xmm10
	vfnmadd132sd	(%rdx,%rcx,8), %xmm12, %xmm2
	vfnmadd132sd	2147483647(%rbp), %xmm11, %xmm4
	vfnmadd132sd	-2147483648(%rsp,%rdx,2), %xmm5, %xmm10
	vfnmadd132sd	%xmm2, %xmm15, %xmm8
	vfnmadd132sd	%xmm4, %xmm11, %xmm7
	vfnmadd132sd	%xmm4, %xmm3, %xmm6
	vfnmadd132sd	%xmm5, %xmm0, %xmm2
	vfnmadd132ss	%fs:128(%r14,%r9), %xmm14, %xmm7
	vfnmadd132ss	-1(%rsi), %xmm5, %xmm2
	vfnmadd132ss	(%rsi), %xmm12, %xmm3
	vfnmadd132ss	-1(%rax), %xmm13, %xmm11
	vfnmadd132ss	%xmm12, %xmm13, %xmm13
	vfnmadd132ss	%xmm6, %xmm10, %xmm6
	vfnmadd132ss	%xmm12, %xmm13, %xmm15
	vfnmadd132ss	%xmm10, %xmm10, %xmm2
	vfnmadd213pd	2147483647(%r13,%r14,4), %ymm14, %ymm0
	vfnmadd213pd	%gs:-2147483648(%r10), %ymm4, %ymm5
	vfnmadd213pd	127(,%r8,4), %ymm8, %ymm2
	vfnmadd213pd	-2147483648(%r14), %ymm13, %ymm3
	vfnmadd213pd	%ymm12, %ymm14, %ymm9
	vfnmadd213pd	%ymm14, %ymm11, %ymm4
	vfnmadd213pd	%ymm9, %ymm5, %ymm12
	vfnmadd213pd	%ymm8, %ymm11, %ymm2
	vfnmadd213pd	-2147483648(%rdx), %xmm5, %xmm8
	vfnmadd213pd	%fs:-128(%rbp), %xmm5, %xmm11
	vfnmadd213pd	%gs:127(%r10,%r10,4), %xmm2, %xmm11
	vfnmadd213pd	-1(%rsi,%r10,8), %xmm12, %xmm4
	vfnmadd213pd	%xmm7, %xmm10, %xmm15
	vfnmadd213pd	%xmm11, %xmm7, %xmm2
	vfnmadd213pd	%xmm11, %xmm2, %xmm1
	vfnmadd213pd	%xmm3, %xmm5, %xmm4
	vfnmadd213ps	-2147483648(%r11), %ymm7, %ymm2
	vfnmadd213ps	-129(%r13), %ymm14, %ymm11
	vfnmadd213ps	%fs:-129(%rip), %ymm0, %ymm4
	vfnmadd213ps	-128(%rdi), %ymm12, %ymm0
	vfnmadd213ps	%ymm11, %ymm2, %ymm14
	vfnmadd213ps	%ymm2, %ymm9, %ymm10
	vfnmadd213ps	%ymm15, %ymm7, %ymm5
	vfnmadd213ps	%ymm11, %ymm0, %ymm8
	vfnmadd213ps	%gs:-2147483648(%rip), %xmm1, %xmm11
	vfnmadd213ps	-1(%rbx,%rdi), %xmm6, %xmm13
	vfnmadd213ps	-129(%rax,%rbx,4), %xmm11, %xmm11
	vfnmadd213ps	2147483647(%rbp), %xmm3, %xmm8
	vfnmadd213ps	%xmm2, %xmm4, %xmm0
	vfnmadd213ps	%xmm5, %xmm11, %xmm14
	vfnmadd213ps	%xmm3, %xmm0, %xmm7
	vfnmadd213ps	%xmm6, %xmm1, %xmm2
	vfnmadd213sd	(,%r10,2), %xmm6, %xmm0
	vfnmadd213sd	-2147483648(,%r14,8), %xmm9, %xmm1
	vfnmadd213sd	-129(%rbx,%r13), %xmm11, %xmm2
	vfnmadd213sd	%gs:-1(,%rdx), %xmm3, %xmm1
	vfnmadd213sd	%xmm11, %xmm8, %xmm11
	vfnmadd213sd	%xmm8, %xmm10, %xmm8
	vfnmadd213sd	%xmm1, %xmm5, %xmm0
	vfnmadd213sd	%xmm5, %xmm9, %xmm2
	vfnmadd213ss	-2147483648(%r15), %xmm9, %xmm14
	vfnmadd213ss	%gs:127(%rip), %xmm6, %xmm4
	vfnmadd213ss	128(%rdi), %xmm9, %xmm12
	vfnmadd213ss	%fs:-129(%rbp), %xmm7, %xmm11
	vfnmadd213ss	%xmm7, %xmm15, %xmm1
	vfnmadd213ss	%xmm3, %xmm8, %xmm0
	vfnmadd213ss	%xmm5, %xmm0, %xmm14
	vfnmadd213ss	%xmm15, %xmm12, %xmm15
	vfnmadd231pd	1(%rsi,%rax), %ymm4, %ymm8
	vfnmadd231pd	-2147483648(%rcx,%rdx,4), %ymm6, %ymm1
	vfnmadd231pd	-129(%r10), %ymm15, %ymm2
	vfnmadd231pd	-1(%rbp,%rdi,8), %ymm11, %ymm5
	vfnmadd231pd	%ymm0, %ymm7, %ymm1
	vfnmadd231pd	%ymm12, %ymm11, %ymm7
	vfnmadd231pd	%ymm2, %ymm4, %ymm10
	vfnmadd231pd	%ymm4, %ymm6, %ymm0
	vfnmadd231pd	-129(%r10,%rsi,4), %xmm13, %xmm10
	vfnmadd231pd	%gs:-2147483648(%rdi,%r9,4), %xmm3, %xmm9
	vfnmadd231pd	%fs:128(%r9,%r10,4), %xmm1, %xmm5
	vfnmadd231pd	(%r9,%r14,8), %xmm6, %xmm5
	vfnmadd231pd	%xmm5, %xmm12, %xmm13
	vfnmadd231pd	%xmm6, %xmm0, %xmm6
	vfnmadd231pd	%xmm14, %xmm7, %xmm2
	vfnmadd231pd	%xmm0, %xmm8, %xmm14
	vfnmadd231ps	127(%rax), %ymm3, %ymm8
	vfnmadd231ps	2147483647(%r12,%r8,2), %ymm12, %ymm0
	vfnmadd231ps	%fs:-129, %ymm11, %ymm10
	vfnmadd231ps	%fs:128(%rcx,%r14,4), %ymm9, %ymm13
	vfnmadd231ps	%ymm4, %ymm6, %ymm4
	vfnmadd231ps	%ymm13, %ymm12, %ymm0
	vfnmadd231ps	%ymm4, %ymm4, %ymm2
	vfnmadd231ps	%ymm1, %ymm7, %ymm0
	vfnmadd231ps	2147483647(%r8), %xmm0, %xmm3
	vfnmadd231ps	%fs:1(%rsi), %xmm0, %xmm1
	vfnmadd231ps	2147483647(%r9), %xmm4, %xmm13
	vfnmadd231ps	-1(%r11), %xmm0, %xmm10
	vfnmadd231ps	%xmm0, %xmm6, %xmm2
	vfnmadd231ps	%xmm8, %xmm10, %xmm6
	vfnmadd231ps	%xmm3, %xmm6, %xmm7
	vfnmadd231ps	%xmm10, %xmm13, %xmm9
	vfnmadd231sd	%gs:-1(%rip), %xmm2, %xmm5
	vfnmadd231sd	-129(%rip), %xmm7, %xmm4
	vfnmadd231sd	127(%r14), %xmm2, %xmm2
	vfnmadd231sd	%fs:(%rcx), %xmm5, %xmm9
	vfnmadd231sd	%xmm6, %xmm0, %xmm3
	vfnmadd231sd	%xmm11, %xmm9, %xmm15
	vfnmadd231sd	%xmm11, %xmm5, %xmm9
	vfnmadd231sd	%xmm9, %xmm12, %xmm9
	vfnmadd231ss	%gs:127, %xmm0, %xmm2
	vfnmadd231ss	(%r11), %xmm10, %xmm10
	vfnmadd231ss	-1(%r15), %xmm2, %xmm6
	vfnmadd231ss	-128(%rbp), %xmm13, %xmm14
	vfnmadd231ss	%xmm7, %xmm14, %xmm0
	vfnmadd231ss	%xmm6, %xmm5, %xmm7
	vfnmadd231ss	%xmm7, %xmm1, %xmm9
	vfnmadd231ss	%xmm9, %xmm9, %xmm7
	vfnmaddpd	%ymm10, 127(%rsp), %ymm4, %ymm10
	vfnmaddpd	%ymm1, -128(,%r8,8), %ymm15, %ymm1
	vfnmaddpd	%ymm12, (%r14,%r15,8), %ymm10, %ymm5
	vfnmaddpd	%ymm3, -2147483648(%r10), %ymm15, %ymm12
	vfnmaddpd	%gs:-1(%r14), %ymm3, %ymm3, %ymm3
	vfnmaddpd	-1(%rip), %ymm8, %ymm9, %ymm9
	vfnmaddpd	127(%rsp), %ymm10, %ymm8, %ymm8
	vfnmaddpd	127(%r14), %ymm11, %ymm15, %ymm3
	vfnmaddpd	%ymm13, %ymm12, %ymm3, %ymm6
	vfnmaddpd	%ymm4, %ymm6, %ymm7, %ymm3
	vfnmaddpd	%ymm4, %ymm0, %ymm4, %ymm7
	vfnmaddpd	%ymm10, %ymm6, %ymm9, %ymm15
	vfnmaddpd	%xmm9, 2147483647, %xmm13, %xmm11
	vfnmaddpd	%xmm15, -129(%rax), %xmm2, %xmm5
	vfnmaddpd	%xmm7, 1(%r13), %xmm1, %xmm9
	vfnmaddpd	%xmm1, -2147483648(,%r14), %xmm0, %xmm4
	vfnmaddpd	-128(%rsp), %xmm4, %xmm9, %xmm9
	vfnmaddpd	1(%rdx,%rbx,2), %xmm3, %xmm1, %xmm5
	vfnmaddpd	127(%r8,%rbp,8), %xmm0, %xmm15, %xmm1
	vfnmaddpd	128(%r13), %xmm5, %xmm10, %xmm7
	vfnmaddpd	%xmm1, %xmm2, %xmm13, %xmm0
	vfnmaddpd	%xmm3, %xmm6, %xmm4, %xmm11
	vfnmaddpd	%xmm0, %xmm12, %xmm0, %xmm15
	vfnmaddpd	%xmm8, %xmm11, %xmm14, %xmm13
	vfnmaddps	%ymm13, -2147483648(%rcx,%rsi,4), %ymm14, %ymm11
	vfnmaddps	%ymm12, (%r13,%r15,4), %ymm14, %ymm15
	vfnmaddps	%ymm13, (%rip), %ymm11, %ymm12
	vfnmaddps	%ymm5, -2147483648(%rip), %ymm1, %ymm2
	vfnmaddps	(,%r9,8), %ymm12, %ymm0, %ymm1
	vfnmaddps	-1(%r14), %ymm1, %ymm5, %ymm15
	vfnmaddps	%gs:128(,%rdx), %ymm15, %ymm11, %ymm11
	vfnmaddps	128(%rcx,%r14,4), %ymm2, %ymm8, %ymm7
	vfnmaddps	%ymm5, %ymm0, %ymm15, %ymm3
	vfnmaddps	%ymm11, %ymm8, %ymm7, %ymm9
	vfnmaddps	%ymm3, %ymm7, %ymm1, %ymm0
	vfnmaddps	%ymm10, %ymm14, %ymm14, %ymm11
	vfnmaddps	%xmm2, (%r14,%rcx,8), %xmm12, %xmm11
	vfnmaddps	%xmm11, -2147483648(,%rax,4), %xmm4, %xmm11
	vfnmaddps	%xmm7, -2147483648(%r14,%r14,4), %xmm3, %xmm15
	vfnmaddps	%xmm8, -128(%r8), %xmm0, %xmm13
	vfnmaddps	%fs:-2147483648(%rdx,%r15), %xmm10, %xmm10, %xmm10
	vfnmaddps	127(%rip), %xmm7, %xmm11, %xmm5
	vfnmaddps	127(%rsp,%r8,2), %xmm4, %xmm6, %xmm2
	vfnmaddps	-2147483648(%r10,%r11,2), %xmm11, %xmm7, %xmm9
	vfnmaddps	%xmm6, %xmm1, %xmm9, %xmm12
	vfnmaddps	%xmm7, %xmm8, %xmm4, %xmm11
	vfnmaddps	%xmm10, %xmm4, %xmm0, %xmm15
	vfnmaddps	%xmm1, %xmm0, %xmm13, %xmm7
	vfnmaddsd	%xmm15, -2147483648(%r15,%rdi,4), %xmm11, %xmm6
	vfnmaddsd	%xmm15, (%rdi), %xmm0, %xmm11
	vfnmaddsd	%xmm15, (%r8,%rbx,4), %xmm2, %xmm13
	vfnmaddsd	%xmm15, 127(%r8), %xmm4, %xmm9
	vfnmaddsd	%gs:-129(%rsi,%rdi,8), %xmm12, %xmm8, %xmm1
	vfnmaddsd	(%r14), %xmm7, %xmm12, %xmm1
	vfnmaddsd	%fs:-129(%r13), %xmm9, %xmm8, %xmm6
	vfnmaddsd	%gs:-1(%r14), %xmm1, %xmm7, %xmm13
	vfnmaddsd	%xmm8, %xmm8, %xmm13, %xmm5
	vfnmaddsd	%xmm14, %xmm15, %xmm11, %xmm5
	vfnmaddsd	%xmm5, %xmm9, %xmm15, %xmm5
	vfnmaddsd	%xmm1, %xmm2, %xmm9, %xmm15
	vfnmaddss	%xmm15, -129(%rsp), %xmm7, %xmm8
	vfnmaddss	%xmm13, -1(%r12,%r14), %xmm7, %xmm10
	vfnmaddss	%xmm4, %gs:-1(%r13), %xmm5, %xmm1
	vfnmaddss	%xmm7, 127(%r10), %xmm8, %xmm11
	vfnmaddss	-129(%rcx,%r15,8), %xmm1, %xmm3, %xmm15
	vfnmaddss	1(%rsi), %xmm9, %xmm14, %xmm5
	vfnmaddss	(%rbx,%r9,2), %xmm11, %xmm12, %xmm9
	vfnmaddss	-1(%rcx,%rdx,8), %xmm12, %xmm0, %xmm0
	vfnmaddss	%xmm10, %xmm12, %xmm13, %xmm13
	vfnmaddss	%xmm0, %xmm8, %xmm11, %xmm0
	vfnmaddss	%xmm7, %xmm14, %xmm3, %xmm7
	vfnmaddss	%xmm14, %xmm13, %xmm14, %xmm15
	vfnmsub132pd	127(%rdx,%rcx,4), %ymm15, %ymm14
	vfnmsub132pd	-128(%rdx), %ymm15, %ymm8
	vfnmsub132pd	%gs:1(,%r15), %ymm10, %ymm6
	vfnmsub132pd	1(%rbp,%rcx,4), %ymm9, %ymm8
	vfnmsub132pd	%ymm13, %ymm6, %ymm10
	vfnmsub132pd	%ymm11, %ymm2, %ymm6
	vfnmsub132pd	%ymm1, %ymm4, %ymm11
	vfnmsub132pd	%ymm0, %ymm2, %ymm8
	vfnmsub132pd	-128(%r10), %xmm8, %xmm1
	vfnmsub132pd	127(%r8,%rbx,8), %xmm12, %xmm5
	vfnmsub132pd	(%r10), %xmm5, %xmm6
	vfnmsub132pd	-2147483648(%rip), %xmm3, %xmm10
	vfnmsub132pd	%xmm8, %xmm4, %xmm6
	vfnmsub132pd	%xmm3, %xmm14, %xmm2
	vfnmsub132pd	%xmm0, %xmm7, %xmm8
	vfnmsub132pd	%xmm2, %xmm10, %xmm7
	vfnmsub132ps	-1(%r14,%rcx,4), %ymm13, %ymm2
	vfnmsub132ps	%gs:128(%rdx), %ymm7, %ymm5
	vfnmsub132ps	-2147483648(%r14), %ymm11, %ymm4
	vfnmsub132ps	127(%rsp,%r15,2), %ymm14, %ymm14
	vfnmsub132ps	%ymm14, %ymm2, %ymm5
	vfnmsub132ps	%ymm8, %ymm9, %ymm12
	vfnmsub132ps	%ymm6, %ymm15, %ymm13
	vfnmsub132ps	%ymm1, %ymm12, %ymm0
	vfnmsub132ps	-129(%r14), %xmm12, %xmm15
	vfnmsub132ps	-129(%r11,%r13), %xmm0, %xmm5
	vfnmsub132ps	128(%rbx), %xmm0, %xmm2
	vfnmsub132ps	%gs:-129(%rsi), %xmm7, %xmm7
	vfnmsub132ps	%xmm2, %xmm14, %xmm10
	vfnmsub132ps	%xmm14, %xmm8, %xmm8
	vfnmsub132ps	%xmm8, %xmm12, %xmm2
	vfnmsub132ps	%xmm12, %xmm10, %xmm5
	vfnmsub132sd	-1, %xmm4, %xmm4
	vfnmsub132sd	%gs:128, %xmm2, %xmm12
	vfnmsub132sd	1(%r9,%r8), %xmm14, %xmm14
	vfnmsub132sd	128, %xmm14, %xmm12
	vfnmsub132sd	%xmm14, %xmm6, %xmm1
	vfnmsub132sd	%xmm12, %xmm5, %xmm4
	vfnmsub132sd	%xmm10, %xmm2, %xmm7
	vfnmsub132sd	%xmm3, %xmm4, %xmm7
	vfnmsub132ss	128(%r14), %xmm11, %xmm4
	vfnmsub132ss	-1(%rdi), %xmm7, %xmm7
	vfnmsub132ss	-2147483648(%r12), %xmm0, %xmm7
	vfnmsub132ss	%gs:2147483647(%r11,%r15), %xmm11, %xmm4
	vfnmsub132ss	%xmm9, %xmm2, %xmm11
	vfnmsub132ss	%xmm11, %xmm14, %xmm6
	vfnmsub132ss	%xmm6, %xmm11, %xmm1
	vfnmsub132ss	%xmm1, %xmm4, %xmm11
	vfnmsub213pd	-128(%r12), %ymm15, %ymm3
	vfnmsub213pd	%fs:-2147483648(%rbp,%rbx,8), %ymm9, %ymm5
	vfnmsub213pd	-2147483648(%rax,%rbp), %ymm8, %ymm10
	vfnmsub213pd	(%rsi,%r8,2), %ymm9, %ymm11
	vfnmsub213pd	%ymm5, %ymm12, %ymm10
	vfnmsub213pd	%ymm6, %ymm7, %ymm12
	vfnmsub213pd	%ymm14, %ymm12, %ymm6
	vfnmsub213pd	%ymm11, %ymm2, %ymm8
	vfnmsub213pd	-129(%r10), %xmm13, %xmm9
	vfnmsub213pd	2147483647(%r9,%r10,8), %xmm5, %xmm10
	vfnmsub213pd	(%r15), %xmm1, %xmm8
	vfnmsub213pd	127(%rip), %xmm5, %xmm6
	vfnmsub213pd	%xmm6, %xmm9, %xmm4
	vfnmsub213pd	%xmm4, %xmm15, %xmm10
	vfnmsub213pd	%xmm7, %xmm10, %xmm6
	vfnmsub213pd	%xmm9, %xmm3, %xmm5
	vfnmsub213ps	%fs:127(%r14,%r12), %ymm7, %ymm5
	vfnmsub213ps	-1, %ymm1, %ymm10
	vfnmsub213ps	-128(%r9), %ymm11, %ymm0
	vfnmsub213ps	%fs:0, %ymm1, %ymm10
	vfnmsub213ps	%ymm5, %ymm12, %ymm14
	vfnmsub213ps	%ymm2, %ymm0, %ymm10
	vfnmsub213ps	%ymm15, %ymm14, %ymm12
	vfnmsub213ps	%ymm10, %ymm9, %ymm5
	vfnmsub213ps	-129(%r9,%r10), %xmm4, %xmm3
	vfnmsub213ps	-2147483648(%rax), %xmm13, %xmm6
	vfnmsub213ps	-1(%r8), %xmm6, %xmm14
	vfnmsub213ps	-2147483648(%r12,%r10,8), %xmm9, %xmm1
	vfnmsub213ps	%xmm3, %xmm13, %xmm11
	vfnmsub213ps	%xmm5, %xmm1, %xmm15
	vfnmsub213ps	%xmm11, %xmm2, %xmm9
	vfnmsub213ps	%xmm13, %xmm9, %xmm4
	vfnmsub213sd	128(%r10,%r10), %xmm8, %xmm10
	vfnmsub213sd	2147483647(%rax), %xmm9, %xmm2
	vfnmsub213sd	-1(%rdx,%rbx,4), %xmm1, %xmm4
	vfnmsub213sd	(%rip), %xmm7, %xmm10
	vfnmsub213sd	%xmm9, %xmm5, %xmm6
	vfnmsub213sd	%xmm4, %xmm8, %xmm1
	vfnmsub213sd	%xmm14, %xmm5, %xmm9
	vfnmsub213sd	%xmm7, %xmm5, %xmm11
	vfnmsub213ss	%gs:(%r9,%r14,8), %xmm8, %xmm5
	vfnmsub213ss	128(%r10,%r8,2), %xmm8, %xmm8
	vfnmsub213ss	-129(%r15), %xmm10, %xmm11
	vfnmsub213ss	%gs:-2147483648(%r8), %xmm5, %xmm9
	vfnmsub213ss	%xmm8, %xmm13, %xmm2
	vfnmsub213ss	%xmm10, %xmm6, %xmm14
	vfnmsub213ss	%xmm5, %xmm7, %xmm0
	vfnmsub213ss	%xmm4, %xmm9, %xmm1
	vfnmsub231pd	1(%r10), %ymm7, %ymm10
	vfnmsub231pd	2147483647(%rsi,%r14,8), %ymm15, %ymm7
	vfnmsub231pd	(%r15,%r8,4), %ymm2, %ymm7
	vfnmsub231pd	-128(%rsi,%r12,8), %ymm10, %ymm7
	vfnmsub231pd	%ymm10, %ymm11, %ymm9
	vfnmsub231pd	%ymm5, %ymm11, %ymm15
	vfnmsub231pd	%ymm5, %ymm10, %ymm10
	vfnmsub231pd	%ymm1, %ymm0, %ymm6
	vfnmsub231pd	(%r11,%r12,4), %xmm7, %xmm4
	vfnmsub231pd	-128(%rcx,%rcx), %xmm8, %xmm8
	vfnmsub231pd	-1(%r10,%r15,4), %xmm13, %xmm8
	vfnmsub231pd	128(%r9,%rdx,4), %xmm3, %xmm7
	vfnmsub231pd	%xmm9, %xmm1, %xmm15
	vfnmsub231pd	%xmm3, %xmm5, %xmm11
	vfnmsub231pd	%xmm13, %xmm3, %xmm12
	vfnmsub231pd	%xmm14, %xmm13, %xmm7
	vfnmsub231ps	128(%rdi), %ymm12, %ymm1
	vfnmsub231ps	-2147483648(%r14), %ymm11, %ymm1
	vfnmsub231ps	127(%rbp), %ymm7, %ymm15
	vfnmsub231ps	-129(%r10), %ymm9, %ymm6
	vfnmsub231ps	%ymm1, %ymm7, %ymm4
	vfnmsub231ps	%ymm14, %ymm5, %ymm12
	vfnmsub231ps	%ymm5, %ymm12, %ymm8
	vfnmsub231ps	%ymm8, %ymm5, %ymm8
	vfnmsub231ps	-1(%rip), %xmm4, %xmm1
	vfnmsub231ps	%fs:-1(%rdi), %xmm13, %xmm0
	vfnmsub231ps	-128(%rcx), %xmm14, %xmm1
	vfnmsub231ps	%fs:127(%rbp), %xmm6, %xmm13
	vfnmsub231ps	%xmm6, %xmm6, %xmm5
	vfnmsub231ps	%xmm13, %xmm14, %xmm3
	vfnmsub231ps	%xmm10, %xmm0, %xmm3
	vfnmsub231ps	%xmm6, %xmm12, %xmm13
	vfnmsub231sd	-129(%r14), %xmm12, %xmm11
	vfnmsub231sd	-2147483648, %xmm15, %xmm3
	vfnmsub231sd	-2147483648(%rdx,%r13,8), %xmm0, %xmm4
	vfnmsub231sd	128(%rcx,%rbp,4), %xmm8, %xmm13
	vfnmsub231sd	%xmm3, %xmm14, %xmm3
	vfnmsub231sd	%xmm12, %xmm13, %xmm5
	vfnmsub231sd	%xmm11, %xmm3, %xmm7
	vfnmsub231sd	%xmm1, %xmm5, %xmm15
	vfnmsub231ss	-2147483648, %xmm14, %xmm8
	vfnmsub231ss	-1(,%rbx,2), %xmm4, %xmm15
	vfnmsub231ss	2147483647(%r10,%rdx,8), %xmm10, %xmm7
	vfnmsub231ss	127(%rcx,%r8,2), %xmm10, %xmm14
	vfnmsub231ss	%xmm11, %xmm6, %xmm15
	vfnmsub231ss	%xmm15, %xmm1, %xmm14
	vfnmsub231ss	%xmm12, %xmm6, %xmm15
	vfnmsub231ss	%xmm12, %xmm1, %xmm1
	vfnmsubpd	%ymm1, (%rsp), %ymm7, %ymm7
	vfnmsubpd	%ymm1, 128(%r8,%rdx,8), %ymm9, %ymm6
	vfnmsubpd	%ymm3, -1(%r13), %ymm10, %ymm0
	vfnmsubpd	%ymm5, -128, %ymm15, %ymm15
	vfnmsubpd	-2147483648(%rbx), %ymm13, %ymm11, %ymm15
	vfnmsubpd	-128(%rcx,%rdi,2), %ymm12, %ymm0, %ymm6
	vfnmsubpd	%fs:-2147483648(%r9), %ymm15, %ymm12, %ymm13
	vfnmsubpd	%fs:1(%rax), %ymm15, %ymm1, %ymm9
	vfnmsubpd	%ymm11, %ymm6, %ymm11, %ymm14
	vfnmsubpd	%ymm3, %ymm10, %ymm11, %ymm15
	vfnmsubpd	%ymm1, %ymm8, %ymm8, %ymm1
	vfnmsubpd	%ymm1, %ymm4, %ymm14, %ymm0
	vfnmsubpd	%xmm5, %gs:(%r13), %xmm2, %xmm6
	vfnmsubpd	%xmm5, 127(%r14,%r11,8), %xmm5, %xmm14
	vfnmsubpd	%xmm9, 128(%rdx,%r10), %xmm0, %xmm3
	vfnmsubpd	%xmm0, -128(%r12), %xmm3, %xmm15
	vfnmsubpd	-129(%r13,%rdx,2), %xmm14, %xmm11, %xmm13
	vfnmsubpd	127(%r10), %xmm13, %xmm5, %xmm0
	vfnmsubpd	-129(%rdi,%r14,8), %xmm0, %xmm0, %xmm8
	vfnmsubpd	128(%r10), %xmm7, %xmm2, %xmm14
	vfnmsubpd	%xmm8, %xmm1, %xmm12, %xmm5
	vfnmsubpd	%xmm15, %xmm7, %xmm13, %xmm2
	vfnmsubpd	%xmm4, %xmm7, %xmm9, %xmm2
	vfnmsubpd	%xmm9, %xmm12, %xmm3, %xmm14
	vfnmsubps	%ymm8, %fs:-2147483648(%r14), %ymm3, %ymm4
	vfnmsubps	%ymm2, 128(%r14,%r8,4), %ymm15, %ymm13
	vfnmsubps	%ymm6, 2147483647(%r8,%rsi,4), %ymm7, %ymm5
	vfnmsubps	%ymm5, (%r13), %ymm4, %ymm9
	vfnmsubps	%fs:-2147483648(,%rbp), %ymm5, %ymm2, %ymm0
	vfnmsubps	-2147483648(%rip), %ymm6, %ymm10, %ymm2
	vfnmsubps	128(%rbp,%rcx), %ymm0, %ymm11, %ymm3
	vfnmsubps	1, %ymm1, %ymm5, %ymm10
	vfnmsubps	%ymm4, %ymm14, %ymm0, %ymm3
	vfnmsubps	%ymm13, %ymm7, %ymm7, %ymm0
	vfnmsubps	%ymm15, %ymm3, %ymm12, %ymm15
	vfnmsubps	%ymm0, %ymm6, %ymm8, %ymm8
	vfnmsubps	%xmm7, (%rax), %xmm11, %xmm14
	vfnmsubps	%xmm0, 2147483647(%r15), %xmm8, %xmm12
	vfnmsubps	%xmm11, -2147483648(%r8), %xmm10, %xmm15
	vfnmsubps	%xmm9, 1(%rax), %xmm7, %xmm12
	vfnmsubps	-1(%r8), %xmm13, %xmm0, %xmm4
	vfnmsubps	-128(%r10,%r12,2), %xmm14, %xmm3, %xmm3
	vfnmsubps	-128(%r8), %xmm5, %xmm0, %xmm12
	vfnmsubps	-1(%r14,%r8,2), %xmm13, %xmm7, %xmm7
	vfnmsubps	%xmm12, %xmm13, %xmm1, %xmm10
	vfnmsubps	%xmm7, %xmm0, %xmm13, %xmm5
	vfnmsubps	%xmm8, %xmm7, %xmm10, %xmm12
	vfnmsubps	%xmm3, %xmm6, %xmm0, %xmm1
	vfnmsubsd	%xmm7, 1(%rbp), %xmm2, %xmm10
	vfnmsubsd	%xmm3, -128(%rax,%r10,8), %xmm8, %xmm2
	vfnmsubsd	%xmm0, %fs:-2147483648(%r9,%r8,2), %xmm3, %xmm12
	vfnmsubsd	%xmm8, -129(%r13,%rbx,2), %xmm2, %xmm13
	vfnmsubsd	-128(%rdi), %xmm15, %xmm12, %xmm4
	vfnmsubsd	%fs:-129(%r12), %xmm0, %xmm2, %xmm2
	vfnmsubsd	-129(%rax), %xmm9, %xmm0, %xmm10
	vfnmsubsd	%gs:-2147483648(%r9), %xmm15, %xmm1, %xmm6
	vfnmsubsd	%xmm3, %xmm1, %xmm11, %xmm4
	vfnmsubsd	%xmm7, %xmm14, %xmm11, %xmm8
	vfnmsubsd	%xmm11, %xmm4, %xmm5, %xmm1
	vfnmsubsd	%xmm2, %xmm9, %xmm4, %xmm13
	vfnmsubss	%xmm11, 128(%r12,%rsi), %xmm9, %xmm12
	vfnmsubss	%xmm12, (%rax,%rax), %xmm9, %xmm1
	vfnmsubss	%xmm0, 2147483647(%rbp), %xmm11, %xmm10
	vfnmsubss	%xmm12, -128, %xmm7, %xmm1
	vfnmsubss	%gs:-128(%r12,%rsi), %xmm15, %xmm15, %xmm14
	vfnmsubss	-2147483648(%r9,%rax,2), %xmm7, %xmm12, %xmm5
	vfnmsubss	%gs:(%rdx,%rbx,4), %xmm9, %xmm6, %xmm10
	vfnmsubss	%gs:127(%r12), %xmm10, %xmm13, %xmm3
	vfnmsubss	%xmm13, %xmm10, %xmm5, %xmm1
	vfnmsubss	%xmm1, %xmm0, %xmm11, %xmm6
	vfnmsubss	%xmm13, %xmm3, %xmm5, %xmm0
	vfnmsubss	%xmm11, %xmm14, %xmm12, %xmm8
	vfrczpd	%gs:-128(%r10,%r14,8), %ymm7
	vfrczpd	-128(,%r8,2), %ymm13
	vfrczpd	1(%rdx), %ymm8
	vfrczpd	%fs:-128(%rip), %ymm0
	vfrczpd	%ymm6, %ymm9
	vfrczpd	%ymm6, %ymm7
	vfrczpd	%ymm5, %ymm2
	vfrczpd	%ymm13, %ymm4
	vfrczpd	1(%rsi,%r8,4), %xmm10
	vfrczpd	-1(%rsp), %xmm15
	vfrczpd	%fs:-129(%r9), %xmm11
	vfrczpd	%fs:-129(%r14,%rbx), %xmm15
	vfrczpd	%xmm14, %xmm11
	vfrczpd	%xmm6, %xmm7
	vfrczpd	%xmm13, %xmm0
	vfrczpd	%xmm2, %xmm8
	vfrczps	(%rbx,%rdx,8), %ymm2
	vfrczps	127(%rsp), %ymm5
	vfrczps	128(%r8), %ymm5
	vfrczps	1(,%r8), %ymm9
	vfrczps	%ymm3, %ymm5
	vfrczps	%ymm14, %ymm3
	vfrczps	%ymm10, %ymm6
	vfrczps	%ymm13, %ymm5
	vfrczps	128(%rsp,%r14,4), %xmm11
	vfrczps	127(%r11,%r10), %xmm9
	vfrczps	-129(%r8,%r8), %xmm11
	vfrczps	128(%r10,%rcx,4), %xmm8
	vfrczps	%xmm6, %xmm5
	vfrczps	%xmm13, %xmm5
	vfrczps	%xmm12, %xmm1
	vfrczps	%xmm11, %xmm6
	vfrczsd	2147483647(,%r8,2), %xmm12
	vfrczsd	2147483647(%rax,%rdx), %xmm0
	vfrczsd	-2147483648(%rcx), %xmm4
	vfrczsd	%gs:-129(%rdi,%r12,4), %xmm5
	vfrczsd	%xmm14, %xmm10
	vfrczsd	%xmm5, %xmm12
	vfrczsd	%xmm0, %xmm9
	vfrczsd	%xmm13, %xmm1
	vfrczss	2147483647(%rbx), %xmm4
	vfrczss	%fs:(%r9), %xmm2
	vfrczss	-2147483648(%r13), %xmm13
	vfrczss	(%r10), %xmm1
	vfrczss	%xmm6, %xmm13
	vfrczss	%xmm12, %xmm7
	vfrczss	%xmm8, %xmm0
	vfrczss	%xmm5, %xmm11
	vgatherdpd	%ymm6, 128(%rdi,%xmm2,8), %ymm14
	vgatherdpd	%ymm7, %fs:(%rcx,%xmm13), %ymm11
	vgatherdpd	%ymm5, -2147483648(,%xmm6,8), %ymm9
	vgatherdpd	%ymm13, (%rcx,%xmm10,4), %ymm7
	vgatherdpd	%xmm7, 1(,%xmm5,8), %xmm12
	vgatherdpd	%xmm4, %gs:-1(%rdx,%xmm7), %xmm9
	vgatherdpd	%xmm11, %gs:(%rbp,%xmm15,4), %xmm10
	vgatherdpd	%xmm9, -2147483648(%rbx,%xmm15), %xmm13
	vgatherdps	%ymm12, (%r14,%ymm8,8), %ymm13
	vgatherdps	%ymm2, %fs:127(%rsp,%ymm7,2), %ymm9
	vgatherdps	%ymm15, 127(%r15,%ymm13,2), %ymm2
	vgatherdps	%ymm3, -128(%rdi,%ymm14), %ymm4
	vgatherdps	%xmm8, 2147483647(%r14,%xmm2,2), %xmm0
	vgatherdps	%xmm12, -129(%rdx,%xmm1), %xmm9
	vgatherdps	%xmm11, %gs:-129(%rbx,%xmm3), %xmm1
	vgatherdps	%xmm14, 128(%rsi,%xmm12,8), %xmm4
	vgatherqpd	%ymm4, %gs:127(%r8,%ymm5,8), %ymm15
	vgatherqpd	%ymm15, %fs:1(%rdi,%ymm11,8), %ymm9
	vgatherqpd	%ymm7, %fs:(%rdi,%ymm14,2), %ymm3
	vgatherqpd	%ymm11, -128(%r9,%ymm2,8), %ymm15
	vgatherqpd	%xmm11, %gs:2147483647(%rdx,%xmm0), %xmm8
	vgatherqpd	%xmm6, %fs:127(%rbx,%xmm13,4), %xmm8
	vgatherqpd	%xmm4, 127(%rbx,%xmm10,2), %xmm14
	vgatherqpd	%xmm4, -129(%r12,%xmm3,8), %xmm2
	vgatherqps	%xmm14, 1(%r8,%ymm4,4), %xmm15
	vgatherqps	%xmm10, -1(,%ymm5,2), %xmm8
	vgatherqps	%xmm1, 1(%rdi,%ymm7,8), %xmm12
	vgatherqps	%xmm14, 1(%r8,%ymm12,8), %xmm10
	vgatherqps	%xmm13, 127(,%xmm10,8), %xmm14
	vgatherqps	%xmm0, -1(%r13,%xmm4,4), %xmm12
	vgatherqps	%xmm12, 1(%rbp,%xmm8,8), %xmm3
	vgatherqps	%xmm8, 1(%rdx,%xmm3,8), %xmm14
	vgf2p8affineinvqb	$29, 128(%rsi), %ymm11, %ymm6
	vgf2p8affineinvqb	$255, -2147483648(,%rcx,8), %ymm12, %ymm4
	vgf2p8affineinvqb	$128, 127(%rsp), %ymm0, %ymm13
	vgf2p8affineinvqb	$53, %fs:128(%rax), %ymm6, %ymm15
	vgf2p8affineinvqb	$166, %ymm3, %ymm3, %ymm10
	vgf2p8affineinvqb	$71, %ymm3, %ymm15, %ymm13
	vgf2p8affineinvqb	$188, %ymm12, %ymm5, %ymm9
	vgf2p8affineinvqb	$128, %ymm13, %ymm4, %ymm7
	vgf2p8affineinvqb	$255, 128(%rbx), %xmm10, %xmm14
	vgf2p8affineinvqb	$128, %fs:2147483647, %xmm11, %xmm13
	vgf2p8affineinvqb	$0, %fs:1, %xmm9, %xmm11
	vgf2p8affineinvqb	$215, %fs:-1(%r8), %xmm4, %xmm9
	vgf2p8affineinvqb	$185, %xmm14, %xmm13, %xmm14
	vgf2p8affineinvqb	$2, %xmm9, %xmm8, %xmm13
	vgf2p8affineinvqb	$213, %xmm3, %xmm10, %xmm3
	vgf2p8affineinvqb	$0, %xmm0, %xmm3, %xmm13
	vgf2p8affineqb	$255, %gs:2147483647(%r13), %ymm2, %ymm4
	vgf2p8affineqb	$128, 128(,%r15,8), %ymm13, %ymm7
	vgf2p8affineqb	$6, 127(,%r13,2), %ymm9, %ymm14
	vgf2p8affineqb	$128, 128(%r8), %ymm11, %ymm12
	vgf2p8affineqb	$178, %ymm13, %ymm12, %ymm0
	vgf2p8affineqb	$128, %ymm9, %ymm9, %ymm11
	vgf2p8affineqb	$142, %ymm1, %ymm3, %ymm12
	vgf2p8affineqb	$108, %ymm10, %ymm15, %ymm8
	vgf2p8affineqb	$128, 128(%r14,%rbp,8), %xmm3, %xmm0
	vgf2p8affineqb	$255, 128(%r13,%rdi,2), %xmm8, %xmm0
	vgf2p8affineqb	$199, -129(%rbp,%rdi,2), %xmm0, %xmm3
	vgf2p8affineqb	$255, 127(%rdx,%r14,8), %xmm0, %xmm1
	vgf2p8affineqb	$142, %xmm4, %xmm11, %xmm14
	vgf2p8affineqb	$255, %xmm12, %xmm0, %xmm12
	vgf2p8affineqb	$255, %xmm11, %xmm0, %xmm15
	vgf2p8affineqb	$230, %xmm2, %xmm9, %xmm6
	vgf2p8mulb	127(%r13,%r13), %ymm2, %ymm0
	vgf2p8mulb	(%rsp), %ymm9, %ymm2
	vgf2p8mulb	127(%rbx), %ymm11, %ymm3
	vgf2p8mulb	%fs:127(%rsp,%rbx), %ymm2, %ymm14
	vgf2p8mulb	%ymm2, %ymm15, %ymm4
	vgf2p8mulb	%ymm2, %ymm12, %ymm0
	vgf2p8mulb	%ymm12, %ymm5, %ymm11
	vgf2p8mulb	%ymm0, %ymm13, %ymm7
	vgf2p8mulb	127(,%r9), %xmm6, %xmm2
	vgf2p8mulb	1(%rbx,%r10), %xmm5, %xmm11
	vgf2p8mulb	-2147483648(%rsi,%r12,2), %xmm5, %xmm15
	vgf2p8mulb	2147483647(%r11), %xmm5, %xmm14
	vgf2p8mulb	%xmm12, %xmm9, %xmm9
	vgf2p8mulb	%xmm1, %xmm3, %xmm3
	vgf2p8mulb	%xmm6, %xmm8, %xmm4
	vgf2p8mulb	%xmm9, %xmm13, %xmm9
	vhaddpd	-2147483648(%r14,%r8,2), %ymm7, %ymm9
	vhaddpd	2147483647(%rbx,%r9,2), %ymm10, %ymm8
	vhaddpd	2147483647(%rsp), %ymm1, %ymm4
	vhaddpd	%gs:-129, %ymm8, %ymm0
	vhaddpd	%ymm15, %ymm15, %ymm1
	vhaddpd	%ymm7, %ymm13, %ymm5
	vhaddpd	%ymm10, %ymm10, %ymm1
	vhaddpd	%ymm13, %ymm5, %ymm1
	vhaddpd	(%rsp), %xmm5, %xmm7
	vhaddpd	127(%rdi,%rbx,4), %xmm4, %xmm7
	vhaddpd	%gs:2147483647(%r8), %xmm14, %xmm5
	vhaddpd	1(%rsi,%rdx), %xmm5, %xmm14
	vhaddpd	%xmm11, %xmm7, %xmm0
	vhaddpd	%xmm6, %xmm2, %xmm11
	vhaddpd	%xmm15, %xmm15, %xmm0
	vhaddpd	%xmm4, %xmm3, %xmm3
	vhaddps	-2147483648(%rdx), %ymm1, %ymm2
	vhaddps	-1(%r12), %ymm8, %ymm5
	vhaddps	%gs:1(%rax), %ymm7, %ymm6
	vhaddps	%fs:127(%rip), %ymm2, %ymm3
	vhaddps	%ymm2, %ymm14, %ymm12
	vhaddps	%ymm0, %ymm6, %ymm7
	vhaddps	%ymm6, %ymm5, %ymm6
	vhaddps	%ymm6, %ymm3, %ymm6
	vhaddps	-1(%r10), %xmm4, %xmm0
	vhaddps	-1(%rsi,%r10,4), %xmm10, %xmm14
	vhaddps	-2147483648(%r10), %xmm2, %xmm9
	vhaddps	-129(%r13,%rdi,2), %xmm8, %xmm4
	vhaddps	%xmm13, %xmm9, %xmm8
	vhaddps	%xmm15, %xmm2, %xmm3
	vhaddps	%xmm12, %xmm14, %xmm15
	vhaddps	%xmm8, %xmm5, %xmm3
	vhsubpd	2147483647(%rip), %ymm3, %ymm2
	vhsubpd	%gs:-2147483648(%rdx), %ymm12, %ymm0
	vhsubpd	%gs:-2147483648(%r9), %ymm13, %ymm0
	vhsubpd	%fs:1(%r15), %ymm11, %ymm7
	vhsubpd	%ymm0, %ymm5, %ymm13
	vhsubpd	%ymm0, %ymm6, %ymm10
	vhsubpd	%ymm7, %ymm3, %ymm7
	vhsubpd	%ymm9, %ymm12, %ymm4
	vhsubpd	128(%rsp,%rbx), %xmm11, %xmm13
	vhsubpd	-129(%rbp,%rbx), %xmm5, %xmm14
	vhsubpd	128(,%rcx,8), %xmm10, %xmm9
	vhsubpd	2147483647(%rbx), %xmm14, %xmm15
	vhsubpd	%xmm9, %xmm4, %xmm9
	vhsubpd	%xmm1, %xmm2, %xmm10
	vhsubpd	%xmm10, %xmm3, %xmm0
	vhsubpd	%xmm5, %xmm11, %xmm10
	vhsubps	%fs:-128(,%r13), %ymm15, %ymm9
	vhsubps	127(%r9,%rbx,8), %ymm0, %ymm8
	vhsubps	-129, %ymm6, %ymm10
	vhsubps	-2147483648(%r15,%r9,4), %ymm7, %ymm14
	vhsubps	%ymm0, %ymm9, %ymm12
	vhsubps	%ymm9, %ymm0, %ymm13
	vhsubps	%ymm2, %ymm5, %ymm8
	vhsubps	%ymm12, %ymm1, %ymm2
	vhsubps	-2147483648(,%r15), %xmm7, %xmm1
	vhsubps	-128(%rdi,%r8,4), %xmm10, %xmm8
	vhsubps	%fs:-2147483648(%rsi), %xmm3, %xmm1
	vhsubps	128(%r13), %xmm2, %xmm12
	vhsubps	%xmm2, %xmm14, %xmm10
	vhsubps	%xmm13, %xmm4, %xmm6
	vhsubps	%xmm15, %xmm4, %xmm2
	vhsubps	%xmm9, %xmm15, %xmm10
	vinsertf128	$255, -1(%r8,%r15,8), %ymm7, %ymm2
	vinsertf128	$128, 1(%r12), %ymm13, %ymm4
	vinsertf128	$137, 2147483647(%r9,%r15,4), %ymm0, %ymm3
	vinsertf128	$150, -129(%r12), %ymm1, %ymm13
	vinsertf128	$0, %xmm10, %ymm13, %ymm2
	vinsertf128	$47, %xmm15, %ymm8, %ymm13
	vinsertf128	$255, %xmm1, %ymm2, %ymm10
	vinsertf128	$127, %xmm9, %ymm9, %ymm14
	vinserti128	$128, %fs:2147483647(%r11), %ymm3, %ymm10
	vinserti128	$0, 128(%rsp,%rcx,8), %ymm2, %ymm5
	vinserti128	$128, %fs:1(%r14), %ymm10, %ymm0
	vinserti128	$30, %gs:-128(%rdx,%r9), %ymm13, %ymm11
	vinserti128	$255, %xmm8, %ymm5, %ymm10
	vinserti128	$139, %xmm2, %ymm11, %ymm1
	vinserti128	$10, %xmm12, %ymm7, %ymm0
	vinserti128	$144, %xmm11, %ymm12, %ymm6
	vinsertps	$128, %fs:128(%rip), %xmm0, %xmm6
	vinsertps	$226, -1(%rdi,%rsi,8), %xmm12, %xmm1
	vinsertps	$242, 2147483647(%rax), %xmm5, %xmm11
	vinsertps	$1, -1(%r13,%rbp,2), %xmm13, %xmm5
	vinsertps	$255, %xmm5, %xmm9, %xmm15
	vinsertps	$1, %xmm7, %xmm8, %xmm5
	vinsertps	$229, %xmm12, %xmm10, %xmm6
	vinsertps	$30, %xmm5, %xmm0, %xmm8
	vlddqu	-128(%r8), %ymm8
	vlddqu	%gs:(%r11), %ymm4
	vlddqu	2147483647, %ymm10
	vlddqu	-2147483648(%r15,%r14,2), %ymm4
	vlddqu	(%rsp), %xmm15
	vlddqu	-2147483648(%rsp,%rbx), %xmm10
	vlddqu	%fs:2147483647(%r9,%rbx), %xmm0
	vlddqu	128(%r15,%rcx,8), %xmm10
	vldmxcsr	(%rsi,%rax,2)
	vldmxcsr	128(%r8)
	vldmxcsr	128(%rax)
	vldmxcsr	-128(,%r8)
	vmaskmovdqu	%xmm5, %xmm4
	vmaskmovdqu	%xmm9, %xmm12
	vmaskmovdqu	%xmm2, %xmm15
	vmaskmovdqu	%xmm4, %xmm8
	vmaskmovpd	%ymm12, %ymm1, -129(%r12,%rax,2)
	vmaskmovpd	%ymm1, %ymm7, (%rbx)
	vmaskmovpd	%ymm0, %ymm10, -2147483648
	vmaskmovpd	%ymm5, %ymm4, -1(%r8)
	vmaskmovpd	%gs:(,%r14,8), %ymm10, %ymm9
	vmaskmovpd	1(,%rbx), %ymm0, %ymm11
	vmaskmovpd	-2147483648(,%r13), %ymm10, %ymm6
	vmaskmovpd	128(%r10,%r14,4), %ymm9, %ymm11
	vmaskmovpd	%xmm13, %xmm3, %gs:-1
	vmaskmovpd	%xmm11, %xmm7, %gs:-129(%r15,%r13,4)
	vmaskmovpd	%xmm8, %xmm2, -1(%rcx,%rdx,4)
	vmaskmovpd	%xmm2, %xmm4, %fs:1(%r13)
	vmaskmovpd	%fs:127(%r8,%r14), %xmm9, %xmm5
	vmaskmovpd	%gs:1(%rcx), %xmm0, %xmm2
	vmaskmovpd	127(%rdx), %xmm6, %xmm14
	vmaskmovpd	2147483647(%rcx,%r13,2), %xmm10, %xmm10
	vmaskmovps	%ymm0, %ymm9, -1(%rax,%rbp,8)
	vmaskmovps	%ymm4, %ymm5, %fs:2147483647(%rbp,%r11,8)
	vmaskmovps	%ymm10, %ymm3, 127(%r8)
	vmaskmovps	%ymm14, %ymm4, %gs:-2147483648(,%rdi,2)
	vmaskmovps	128(%rbp,%r12,8), %ymm3, %ymm3
	vmaskmovps	%fs:-2147483648(%r9), %ymm5, %ymm6
	vmaskmovps	-128(,%rdx), %ymm5, %ymm12
	vmaskmovps	1(%r9), %ymm12, %ymm1
	vmaskmovps	%xmm5, %xmm13, -2147483648(%r8)
	vmaskmovps	%xmm13, %xmm1, -128(%r10)
	vmaskmovps	%xmm12, %xmm4, (%r10)
	vmaskmovps	%xmm12, %xmm9, 128(%rdi)
	vmaskmovps	-128(%rdx), %xmm6, %xmm3
	vmaskmovps	%gs:-129(,%rcx,2), %xmm6, %xmm14
	vmaskmovps	2147483647(%rip), %xmm9, %xmm15
	vmaskmovps	2147483647(%rsp), %xmm10, %xmm3
	vmaxpd	128(%rsi), %ymm1, %ymm14
	vmaxpd	128(%r11), %ymm0, %ymm9
	vmaxpd	2147483647(%r10), %ymm14, %ymm4
	vmaxpd	(,%rdx,8), %ymm2, %ymm13
	vmaxpd	%ymm4, %ymm1, %ymm12
	vmaxpd	%ymm1, %ymm10, %ymm15
	vmaxpd	%ymm1, %ymm8, %ymm9
	vmaxpd	%ymm3, %ymm13, %ymm5
	vmaxpd	-2147483648(%rsp), %xmm4, %xmm10
	vmaxpd	%fs:2147483647(%r13), %xmm8, %xmm0
	vmaxpd	(%rsp,%rbp,8), %xmm2, %xmm13
	vmaxpd	%fs:2147483647(%rbx), %xmm2, %xmm6
	vmaxpd	%xmm3, %xmm13, %xmm9
	vmaxpd	%xmm2, %xmm7, %xmm15
	vmaxpd	%xmm1, %xmm8, %xmm4
	vmaxpd	%xmm10, %xmm9, %xmm9
	vmaxps	%gs:128(%r15,%rsi,4), %ymm9, %ymm14
	vmaxps	-1(%r12), %ymm13, %ymm7
	vmaxps	(%r14,%r10,2), %ymm1, %ymm7
	vmaxps	1(%rdi), %ymm9, %ymm11
	vmaxps	%ymm1, %ymm15, %ymm4
	vmaxps	%ymm6, %ymm8, %ymm3
	vmaxps	%ymm12, %ymm15, %ymm8
	vmaxps	%ymm3, %ymm12, %ymm3
	vmaxps	127(%rbp), %xmm11, %xmm13
	vmaxps	%gs:-2147483648(%r13,%r11,8), %xmm7, %xmm6
	vmaxps	-129(%rsi,%rdi,4), %xmm9, %xmm2
	vmaxps	-1(%r8), %xmm14, %xmm14
	vmaxps	%xmm13, %xmm4, %xmm5
	vmaxps	%xmm5, %xmm8, %xmm11
	vmaxps	%xmm3, %xmm5, %xmm10
	vmaxps	%xmm13, %xmm15, %xmm13
	vmaxsd	-129(%rcx,%r10,2), %xmm15, %xmm1
	vmaxsd	%gs:-129(%rsp,%r8,8), %xmm11, %xmm2
	vmaxsd	127(%r11), %xmm6, %xmm7
	vmaxsd	127(%rbx,%r15,4), %xmm8, %xmm15
	vmaxsd	%xmm15, %xmm0, %xmm6
	vmaxsd	%xmm2, %xmm3, %xmm5
	vmaxsd	%xmm3, %xmm3, %xmm13
	vmaxsd	%xmm5, %xmm14, %xmm6
	vmaxss	-1(%rdx,%r15,4), %xmm3, %xmm7
	vmaxss	2147483647(%r10), %xmm6, %xmm8
	vmaxss	1(%rdi,%r9,8), %xmm12, %xmm15
	vmaxss	0, %xmm8, %xmm11
	vmaxss	%xmm11, %xmm13, %xmm4
	vmaxss	%xmm1, %xmm3, %xmm0
	vmaxss	%xmm14, %xmm0, %xmm13
	vmaxss	%xmm1, %xmm13, %xmm6
	vmcall
	vmcall
	vmcall
	vmcall
	vmclear	-1(,%r9,4)
	vmclear	128(%rcx)
	vmclear	-1
	vmclear	-1(%r13)
	vmfunc
	vmfunc
	vmfunc
	vmfunc
	vminpd	-128(%rbx,%r14,4), %ymm15, %ymm12
	vminpd	2147483647(%rsi,%rbx,2), %ymm10, %ymm7
	vminpd	%gs:-2147483648(%r14), %ymm11, %ymm9
	vminpd	-1(%r11,%r11,2), %ymm9, %ymm8
	vminpd	%ymm6, %ymm3, %ymm7
	vminpd	%ymm7, %ymm0, %ymm7
	vminpd	%ymm13, %ymm0, %ymm2
	vminpd	%ymm9, %ymm5, %ymm0
	vminpd	1(,%rdx,2), %xmm1, %xmm4
	vminpd	2147483647(%rdx), %xmm13, %xmm15
	vminpd	-129(%r8), %xmm15, %xmm9
	vminpd	2147483647(%r13,%r14,4), %xmm10, %xmm7
	vminpd	%xmm1, %xmm1, %xmm9
	vminpd	%xmm0, %xmm11, %xmm13
	vminpd	%xmm12, %xmm4, %xmm7
	vminpd	%xmm8, %xmm0, %xmm2
	vminps	2147483647(%rbp), %ymm13, %ymm10
	vminps	127(%r10), %ymm14, %ymm4
	vminps	%gs:-2147483648(%rax,%rax,8), %ymm9, %ymm6
	vminps	%fs:127(%rcx), %ymm9, %ymm1
	vminps	%ymm4, %ymm6, %ymm6
	vminps	%ymm14, %ymm13, %ymm4
	vminps	%ymm5, %ymm14, %ymm7
	vminps	%ymm15, %ymm2, %ymm11
	vminps	%gs:-129(%rsi), %xmm14, %xmm2
	vminps	128(%rbp,%rbx), %xmm11, %xmm6
	vminps	-2147483648(%rsp), %xmm6, %xmm2
	vminps	1(%rdx,%r10,4), %xmm5, %xmm4
	vminps	%xmm5, %xmm4, %xmm11
	vminps	%xmm1, %xmm15, %xmm10
	vminps	%xmm7, %xmm9, %xmm11
	vminps	%xmm1, %xmm1, %xmm7
	vminsd	%gs:-129(%r11,%r10,8), %xmm2, %xmm12
	vminsd	-1(%r13), %xmm13, %xmm3
	vminsd	-2147483648(%rdi,%rcx,8), %xmm12, %xmm11
	vminsd	127(%r10), %xmm11, %xmm9
	vminsd	%xmm3, %xmm8, %xmm5
	vminsd	%xmm4, %xmm0, %xmm4
	vminsd	%xmm6, %xmm9, %xmm8
	vminsd	%xmm13, %xmm4, %xmm1
	vminss	2147483647, %xmm8, %xmm4
	vminss	2147483647(%rax), %xmm2, %xmm1
	vminss	%fs:128(%rbp), %xmm8, %xmm4
	vminss	2147483647(%r14), %xmm14, %xmm8
	vminss	%xmm3, %xmm5, %xmm8
	vminss	%xmm10, %xmm4, %xmm3
	vminss	%xmm14, %xmm13, %xmm10
	vminss	%xmm1, %xmm6, %xmm15
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
	vmovq	%rdi, %xmm6
	vmovq	%r13, %xmm3
	vmovq	%r8, %xmm14
	vmovq	%rbx, %xmm4
	vmovapd	%ymm15, (%r9)
	vmovapd	%ymm0, %fs:127(%r13,%rcx,4)
	vmovapd	%ymm9, %gs:-128
	vmovapd	%ymm0, 2147483647(%rbp,%r10)
	vmovapd	-128(%r14), %ymm0
	vmovapd	%gs:(,%rbp), %ymm10
	vmovapd	1(%r8), %ymm15
	vmovapd	-128(%rax,%rbp,4), %ymm7
	vmovapd	%ymm8, %ymm0
	vmovapd	%ymm5, %ymm3
	vmovapd	%ymm14, %ymm0
	vmovapd	%ymm6, %ymm7
	vmovapd	%ymm14, %ymm10
	vmovapd	%ymm14, %ymm11
	vmovapd	%ymm2, %ymm12
	vmovapd	%ymm1, %ymm8
	vmovapd	%xmm12, -128(%rsi)
	vmovapd	%xmm7, %gs:-129(%rdx,%rcx,2)
	vmovapd	%xmm2, 128(%r11,%r10,8)
	vmovapd	%xmm9, %fs:2147483647(%rsp,%r13,4)
	vmovapd	2147483647(%rip), %xmm12
	vmovapd	-1(,%rcx,4), %xmm3
	vmovapd	%fs:-128(%r14,%r8,2), %xmm1
	vmovapd	2147483647(%r9,%rbx,8), %xmm1
	vmovapd	%xmm1, %xmm0
	vmovapd	%xmm3, %xmm1
	vmovapd	%xmm2, %xmm5
	vmovapd	%xmm9, %xmm12
	vmovapd	%xmm12, %xmm8
	vmovapd	%xmm6, %xmm2
	vmovapd	%xmm14, %xmm15
	vmovapd	%xmm9, %xmm13
	vmovaps	%ymm1, 1(%rdi)
	vmovaps	%ymm2, -128(%r15)
	vmovaps	%ymm2, -2147483648(%rbp)
	vmovaps	%ymm10, -128(,%r9)
	vmovaps	-128(%r10,%r8,2), %ymm9
	vmovaps	%gs:127(%rcx,%rcx), %ymm6
	vmovaps	-129(%rbx), %ymm11
	vmovaps	127(%r13), %ymm15
	vmovaps	%ymm11, %ymm2
	vmovaps	%ymm3, %ymm5
	vmovaps	%ymm0, %ymm4
	vmovaps	%ymm9, %ymm5
	vmovaps	%ymm13, %ymm7
	vmovaps	%ymm15, %ymm14
	vmovaps	%ymm14, %ymm7
	vmovaps	%ymm3, %ymm8
	vmovaps	%xmm2, -128(%rbx,%r8,2)
	vmovaps	%xmm9, 127(%rip)
	vmovaps	%xmm11, %fs:128(%rdx)
	vmovaps	%xmm3, 1(%rcx)
	vmovaps	-128, %xmm4
	vmovaps	128(%r13,%r9,8), %xmm12
	vmovaps	%gs:(%r13,%rsi,2), %xmm7
	vmovaps	127(%r11), %xmm11
	vmovaps	%xmm5, %xmm14
	vmovaps	%xmm12, %xmm8
	vmovaps	%xmm2, %xmm3
	vmovaps	%xmm8, %xmm11
	vmovaps	%xmm8, %xmm4
	vmovaps	%xmm7, %xmm4
	vmovaps	%xmm8, %xmm2
	vmovaps	%xmm12, %xmm4
	vmovddup	-129(%rip), %ymm15
	vmovddup	1(%rdi), %ymm2
	vmovddup	%fs:1(%r11,%r15,2), %ymm13
	vmovddup	-1(%rcx,%rbp), %ymm1
	vmovddup	%ymm13, %ymm6
	vmovddup	%ymm9, %ymm7
	vmovddup	%ymm12, %ymm9
	vmovddup	%ymm12, %ymm6
	vmovddup	1(%rdx), %xmm6
	vmovddup	2147483647(%r15,%rbp,8), %xmm13
	vmovddup	%fs:127(%rip), %xmm3
	vmovddup	1(%r8,%r10,2), %xmm0
	vmovddup	%xmm14, %xmm9
	vmovddup	%xmm13, %xmm1
	vmovddup	%xmm4, %xmm9
	vmovddup	%xmm6, %xmm1
	vmovd	-1(%rip), %xmm0
	vmovd	2147483647(%r15), %xmm3
	vmovd	-128(%rsi), %xmm11
	vmovd	-129(%r10), %xmm0
	vmovd	%esp, %xmm15
	vmovd	%r10d, %xmm10
	vmovd	%ecx, %xmm0
	vmovd	%r11d, %xmm7
	vmovdqa	%ymm7, %gs:-1(%r8,%rsi,4)
	vmovdqa	%ymm0, %gs:128(%r15,%rdi,2)
	vmovdqa	%ymm10, %fs:128(%rdi)
	vmovdqa	%ymm6, -2147483648(%r14)
	vmovdqa	-128(%rbp), %ymm3
	vmovdqa	2147483647(%r15), %ymm4
	vmovdqa	128(%r11), %ymm4
	vmovdqa	-128(%r15), %ymm5
	vmovdqa	%ymm7, %ymm3
	vmovdqa	%ymm5, %ymm1
	vmovdqa	%ymm5, %ymm0
	vmovdqa	%ymm5, %ymm1
	vmovdqa	%ymm12, %ymm4
	vmovdqa	%ymm4, %ymm9
	vmovdqa	%ymm14, %ymm10
	vmovdqa	%ymm15, %ymm8
	vmovdqa	%xmm12, %gs:-128(%rsi)
	vmovdqa	%xmm13, -129(%r8)
	vmovdqa	%xmm8, %fs:-128(%rip)
	vmovdqa	%xmm11, %fs:127(%r13)
	vmovdqa	(%rax,%rcx,2), %xmm5
	vmovdqa	%fs:-2147483648(%r15,%rdi,8), %xmm7
	vmovdqa	%gs:-2147483648(%r15), %xmm9
	vmovdqa	1(%rbp,%r10,8), %xmm15
	vmovdqa	%xmm11, %xmm1
	vmovdqa	%xmm8, %xmm3
	vmovdqa	%xmm12, %xmm8
	vmovdqa	%xmm14, %xmm9
	vmovdqa	%xmm15, %xmm13
	vmovdqa	%xmm13, %xmm9
	vmovdqa	%xmm8, %xmm11
	vmovdqa	%xmm2, %xmm0
	vmovdqu	%ymm4, %fs:127(%rax)
	vmovdqu	%ymm13, %fs:2147483647(%r10)
	vmovdqu	%ymm0, %gs:1(%r10,%rsi,2)
	vmovdqu	%ymm13, -128(%r13,%rbx,8)
	vmovdqu	1(%r15), %ymm14
	vmovdqu	-129(%r10), %ymm11
	vmovdqu	-129(%rcx), %ymm6
	vmovdqu	128(%r11), %ymm13
	vmovdqu	%ymm3, %ymm14
	vmovdqu	%ymm12, %ymm3
	vmovdqu	%ymm2, %ymm7
	vmovdqu	%ymm3, %ymm11
	vmovdqu	%ymm12, %ymm15
	vmovdqu	%ymm0, %ymm6
	vmovdqu	%ymm0, %ymm12
	vmovdqu	%ymm12, %ymm6
	vmovdqu	%xmm10, 1(%rsi,%rbp,2)
	vmovdqu	%xmm10, -129(%rcx,%r12)
	vmovdqu	%xmm11, -128(%r9)
	vmovdqu	%xmm7, -1(%rcx,%r14)
	vmovdqu	%fs:1(%r11,%r12), %xmm0
	vmovdqu	-2147483648(%r14,%r8,8), %xmm13
	vmovdqu	-2147483648(%rcx), %xmm12
	vmovdqu	128(%r10,%r9), %xmm4
	vmovdqu	%xmm7, %xmm4
	vmovdqu	%xmm7, %xmm2
	vmovdqu	%xmm5, %xmm4
	vmovdqu	%xmm8, %xmm3
	vmovdqu	%xmm3, %xmm13
	vmovdqu	%xmm11, %xmm6
	vmovdqu	%xmm8, %xmm13
	vmovdqu	%xmm11, %xmm0
	vmovhlps	%xmm12, %xmm14, %xmm9
	vmovhlps	%xmm14, %xmm9, %xmm10
	vmovhlps	%xmm13, %xmm0, %xmm5
	vmovhlps	%xmm5, %xmm10, %xmm12
	vmovhpd	%xmm11, %gs:-1(%rcx,%rdx,4)
	vmovhpd	%xmm5, %gs:2147483647(%rip)
	vmovhpd	%xmm6, %fs:-129(%r10,%r12,4)
	vmovhpd	%xmm6, -129(%r14)
	vmovhpd	2147483647(,%rbp,4), %xmm12, %xmm0
	vmovhpd	-129(%rbx), %xmm3, %xmm9
	vmovhpd	2147483647(,%rbx,8), %xmm14, %xmm3
	vmovhpd	-1(%r15,%rsi,2), %xmm5, %xmm5
	vmovhps	%xmm13, %fs:2147483647(%r14)
	vmovhps	%xmm8, 0
	vmovhps	%xmm7, -128(%r10,%r15,8)
	vmovhps	%xmm7, 1
	vmovhps	%gs:2147483647, %xmm3, %xmm4
	vmovhps	-1(%rbp,%r11,2), %xmm10, %xmm5
	vmovhps	-128(%r13), %xmm15, %xmm2
	vmovhps	-128(%rax), %xmm7, %xmm3
	vmovlhps	%xmm13, %xmm7, %xmm8
	vmovlhps	%xmm12, %xmm1, %xmm15
	vmovlhps	%xmm6, %xmm11, %xmm5
	vmovlhps	%xmm1, %xmm14, %xmm8
	vmovlpd	%xmm15, -2147483648(%rsp,%r15,4)
	vmovlpd	%xmm7, %fs:127(%rdi)
	vmovlpd	%xmm12, 1(%rip)
	vmovlpd	%xmm0, 2147483647(%r10,%rsi,2)
	vmovlpd	-2147483648(%rdx,%rdx,2), %xmm14, %xmm13
	vmovlpd	1(%rdx), %xmm6, %xmm8
	vmovlpd	-129(%r8,%rdi), %xmm4, %xmm6
	vmovlpd	127(,%rdi,4), %xmm2, %xmm7
	vmovlps	%xmm7, 128
	vmovlps	%xmm1, %gs:2147483647(%rdi)
	vmovlps	%xmm4, -1(%rsp)
	vmovlps	%xmm0, -128(%rax,%r11)
	vmovlps	%fs:127(%rdx,%r14,8), %xmm5, %xmm4
	vmovlps	-128(%rdx), %xmm10, %xmm7
	vmovlps	%gs:(%rsi), %xmm12, %xmm0
	vmovlps	%fs:-128(%rbx,%r12), %xmm11, %xmm7
	vmovmskpd	%ymm14, %eax
	vmovmskpd	%ymm10, %r15d
	vmovmskpd	%ymm13, %r13d
	vmovmskpd	%ymm9, %r15d
	vmovmskpd	%xmm5, %r8d
	vmovmskpd	%xmm7, %r15d
	vmovmskpd	%xmm6, %r9d
	vmovmskpd	%xmm0, %edi
	vmovmskps	%ymm9, %ebp
	vmovmskps	%ymm0, %r12d
	vmovmskps	%ymm15, %ecx
	vmovmskps	%ymm13, %eax
	vmovmskps	%xmm2, %ebx
	vmovmskps	%xmm1, %r11d
	vmovmskps	%xmm7, %ebp
	vmovmskps	%xmm6, %r10d
	vmovntdqa	-2147483648(%rbp), %ymm1
	vmovntdqa	%fs:1(%rsi), %ymm7
	vmovntdqa	%fs:128, %ymm8
	vmovntdqa	-128(%rdx,%r12,4), %ymm12
	vmovntdqa	%fs:1(%rax,%rbp,2), %xmm15
	vmovntdqa	-129(%r10,%rdi), %xmm15
	vmovntdqa	-128(%rbp,%rax,4), %xmm3
	vmovntdqa	-1(%rdi), %xmm2
	vmovntdq	%ymm10, %fs:2147483647(%rip)
	vmovntdq	%ymm3, 2147483647(%rip)
	vmovntdq	%ymm5, -1(%rdi)
	vmovntdq	%ymm0, -2147483648
	vmovntdq	%xmm2, 1(%r14)
	vmovntdq	%xmm5, %gs:-129(%r9,%r13,8)
	vmovntdq	%xmm14, %gs:-2147483648(%rdi,%rdi,8)
	vmovntdq	%xmm2, %gs:127
	vmovntpd	%ymm3, %gs:-2147483648(%rcx)
	vmovntpd	%ymm2, -1(%r8)
	vmovntpd	%ymm1, -129(%r13)
	vmovntpd	%ymm14, -129(%r10)
	vmovntpd	%xmm11, 128(%rsp)
	vmovntpd	%xmm2, 2147483647(%rsp)
	vmovntpd	%xmm4, %fs:-129(%rbx)
	vmovntpd	%xmm7, -128(%r9,%r10)
	vmovntps	%ymm2, (%rcx)
	vmovntps	%ymm14, (%rbx,%rdx,8)
	vmovntps	%ymm15, 2147483647(%r14,%rdi,4)
	vmovntps	%ymm13, -129
	vmovntps	%xmm4, -129(%rdx,%r12,4)
	vmovntps	%xmm14, 2147483647(%r14,%rdx,8)
	vmovntps	%xmm13, -129(,%r10)
	vmovntps	%xmm14, -129(%rax,%rsi,4)
	vmovd	%xmm9, 2147483647(%r13,%rcx)
	vmovd	%xmm6, %fs:2147483647(,%rbp,4)
	vmovd	%xmm13, 2147483647(%rdi)
	vmovd	%xmm0, %gs:2147483647(%rbp)
	vmovd	%xmm15, %r10d
	vmovd	%xmm0, %r14d
	vmovd	%xmm1, %r13d
	vmovd	%xmm15, %r9d
	vmovq	%xmm11, 2147483647(%r9)
	vmovq	%xmm5, 2147483647(%r11)
	vmovq	%xmm15, 127(%r8,%rdx)
	vmovq	%xmm4, 127(%rbx,%rax,4)
	vmovq	%xmm9, %xmm10
	vmovq	%xmm12, %xmm3
	vmovq	%xmm5, %xmm13
	vmovq	%xmm5, %xmm5
	vmovq	%xmm15, %rax
	vmovq	%xmm2, %rcx
	vmovq	%xmm15, %r11
	vmovq	%xmm12, %r8
	vmovq	%fs:127(%r14,%rdi), %xmm8
	vmovq	1(%rcx), %xmm2
	vmovq	-128(%rip), %xmm4
	vmovq	128(,%r13,2), %xmm9
	vmovsd	%xmm8, -128(%rcx,%rbp,2)
	vmovsd	%xmm4, -128(%rax,%r9,8)
	vmovsd	%xmm11, (%rcx,%r12)
	vmovsd	%xmm5, -2147483648(%r13,%rax)
	vmovsd	%gs:-1(%r12), %xmm0
	vmovsd	-1(%rip), %xmm10
	vmovsd	%gs:-1(%rcx), %xmm0
	vmovsd	128(%r9,%r13,4), %xmm3
	vmovsd	%xmm9, %xmm0, %xmm10
	vmovsd	%xmm15, %xmm6, %xmm14
	vmovsd	%xmm4, %xmm5, %xmm10
	vmovsd	%xmm2, %xmm1, %xmm8
	vmovsd	%xmm9, %xmm4, %xmm4
	vmovsd	%xmm11, %xmm10, %xmm13
	vmovsd	%xmm4, %xmm12, %xmm2
	vmovsd	%xmm8, %xmm3, %xmm11
	vmovshdup	%fs:128(%r14,%rdi,4), %ymm11
	vmovshdup	128(,%r12), %ymm9
	vmovshdup	%gs:1(%r8,%rcx), %ymm2
	vmovshdup	-129(%rcx), %ymm8
	vmovshdup	%ymm15, %ymm11
	vmovshdup	%ymm5, %ymm14
	vmovshdup	%ymm6, %ymm8
	vmovshdup	%ymm9, %ymm14
	vmovshdup	(%r11), %xmm0
	vmovshdup	%gs:-1(%r13,%r10), %xmm11
	vmovshdup	2147483647, %xmm3
	vmovshdup	%gs:1(%rax), %xmm12
	vmovshdup	%xmm10, %xmm6
	vmovshdup	%xmm11, %xmm2
	vmovshdup	%xmm9, %xmm4
	vmovshdup	%xmm1, %xmm2
	vmovsldup	%gs:-128(%r15,%rbp,2), %ymm4
	vmovsldup	%fs:-128(%r10,%r9), %ymm9
	vmovsldup	1(%rcx,%rdx,8), %ymm2
	vmovsldup	127(%rsp,%rbp,4), %ymm0
	vmovsldup	%ymm0, %ymm8
	vmovsldup	%ymm12, %ymm7
	vmovsldup	%ymm8, %ymm2
	vmovsldup	%ymm3, %ymm10
	vmovsldup	-2147483648(%r10), %xmm2
	vmovsldup	-128(%rdi), %xmm5
	vmovsldup	1(,%rcx,4), %xmm3
	vmovsldup	-2147483648(%rcx,%rdx,2), %xmm0
	vmovsldup	%xmm12, %xmm2
	vmovsldup	%xmm1, %xmm0
	vmovsldup	%xmm8, %xmm1
	vmovsldup	%xmm12, %xmm5
	vmovss	%xmm15, %fs:128(%r12)
	vmovss	%xmm11, 2147483647(,%rdx)
	vmovss	%xmm9, 1(%r8)
	vmovss	%xmm13, 128(%r15)
	vmovss	(%r12), %xmm7
	vmovss	%gs:1(%rcx,%r15,2), %xmm8
	vmovss	(%rdi), %xmm15
	vmovss	-2147483648(%rip), %xmm4
	vmovss	%xmm14, %xmm3, %xmm3
	vmovss	%xmm0, %xmm4, %xmm4
	vmovss	%xmm3, %xmm15, %xmm11
	vmovss	%xmm11, %xmm7, %xmm8
	vmovss	%xmm1, %xmm14, %xmm14
	vmovss	%xmm5, %xmm15, %xmm3
	vmovss	%xmm4, %xmm7, %xmm11
	vmovss	%xmm10, %xmm15, %xmm7
	vmovupd	%ymm0, -2147483648(%r14)
	vmovupd	%ymm0, 127(%r9,%rbx,4)
	vmovupd	%ymm7, %gs:128(%r10,%r8)
	vmovupd	%ymm4, -2147483648(%r12)
	vmovupd	-128(%r9), %ymm7
	vmovupd	(%rax,%r12), %ymm3
	vmovupd	%fs:-128(%rdx), %ymm5
	vmovupd	1(,%rdx), %ymm13
	vmovupd	%ymm7, %ymm10
	vmovupd	%ymm9, %ymm13
	vmovupd	%ymm3, %ymm1
	vmovupd	%ymm14, %ymm5
	vmovupd	%ymm7, %ymm6
	vmovupd	%ymm14, %ymm11
	vmovupd	%ymm6, %ymm9
	vmovupd	%ymm2, %ymm4
	vmovupd	%xmm9, -2147483648(%r14)
	vmovupd	%xmm5, 1(%rdi,%rdi,2)
	vmovupd	%xmm12, -129(%rax)
	vmovupd	%xmm9, 1(%rdx)
	vmovupd	(%r11), %xmm14
	vmovupd	%fs:127(%rdi), %xmm4
	vmovupd	%gs:128(%rbx), %xmm10
	vmovupd	-129(%rsi), %xmm15
	vmovupd	%xmm9, %xmm3
	vmovupd	%xmm8, %xmm10
	vmovupd	%xmm7, %xmm11
	vmovupd	%xmm12, %xmm5
	vmovupd	%xmm10, %xmm14
	vmovupd	%xmm15, %xmm5
	vmovupd	%xmm9, %xmm14
	vmovupd	%xmm15, %xmm8
	vmovups	%ymm13, 127(%r15)
	vmovups	%ymm14, %gs:(%rdi)
	vmovups	%ymm11, 2147483647(%rdx,%rbp,2)
	vmovups	%ymm8, -129
	vmovups	%gs:1(%r15), %ymm13
	vmovups	128(%rdi,%rbx), %ymm14
	vmovups	2147483647, %ymm10
	vmovups	-129(%r11,%rax,2), %ymm15
	vmovups	%ymm0, %ymm8
	vmovups	%ymm5, %ymm4
	vmovups	%ymm2, %ymm3
	vmovups	%ymm5, %ymm5
	vmovups	%ymm2, %ymm10
	vmovups	%ymm4, %ymm0
	vmovups	%ymm1, %ymm8
	vmovups	%ymm9, %ymm3
	vmovups	%xmm9, 1(%r14,%r8,4)
	vmovups	%xmm9, 128(%r15,%r8,4)
	vmovups	%xmm2, 127(%rbp,%rsi,2)
	vmovups	%xmm14, 0
	vmovups	-1(%rbx,%r11), %xmm7
	vmovups	2147483647(%rsi,%r10), %xmm9
	vmovups	128(%rip), %xmm6
	vmovups	%gs:128(%rax,%r8,8), %xmm5
	vmovups	%xmm7, %xmm9
	vmovups	%xmm8, %xmm1
	vmovups	%xmm4, %xmm15
	vmovups	%xmm7, %xmm4
	vmovups	%xmm5, %xmm13
	vmovups	%xmm9, %xmm5
	vmovups	%xmm2, %xmm10
	vmovups	%xmm4, %xmm14
	vmovq	%xmm7, %xmm2
	vmovq	%xmm2, %xmm3
	vmovq	%xmm2, %xmm1
	vmovq	%xmm8, %xmm10
	vmpsadbw	$2, 128(%r12,%rdx,2), %ymm4, %ymm9
	vmpsadbw	$243, (%rbx), %ymm15, %ymm3
	vmpsadbw	$201, 127(%rsp,%rcx), %ymm7, %ymm8
	vmpsadbw	$128, %gs:128(%r11), %ymm1, %ymm10
	vmpsadbw	$128, %ymm1, %ymm15, %ymm3
	vmpsadbw	$198, %ymm1, %ymm4, %ymm9
	vmpsadbw	$196, %ymm11, %ymm13, %ymm10
	vmpsadbw	$111, %ymm10, %ymm0, %ymm8
	vmpsadbw	$239, 1(%r11,%r12,2), %xmm0, %xmm9
	vmpsadbw	$33, -129(%r15), %xmm9, %xmm14
	vmpsadbw	$64, 2147483647(%r10,%r9), %xmm9, %xmm5
	vmpsadbw	$128, 128(%r15), %xmm14, %xmm5
	vmpsadbw	$170, %xmm1, %xmm3, %xmm7
	vmpsadbw	$2, %xmm11, %xmm5, %xmm14
	vmpsadbw	$185, %xmm8, %xmm12, %xmm7
	vmpsadbw	$68, %xmm15, %xmm8, %xmm5
	vmptrld	1(%rbx)
	vmptrld	%fs:128(%r14,%r13,4)
	vmptrld	127(%rax,%r9,8)
	vmptrld	-2147483648(%r8,%r8,2)
	vmptrst	%fs:-1(%rsp,%r13)
	vmptrst	%fs:-1(%r15,%r10,2)
	vmptrst	%gs:-1(%r12)
	vmptrst	%fs:-129(%r9)
	vmreadq	%rsi, (%r10)
	vmreadq	%r12, %fs:-128(%rsp)
	vmreadq	%r12, 127(%r9,%r10,8)
	vmreadq	%r10, 1(%rax)
	vmreadq	%rbx, %rsi
	vmreadq	%rbx, %rsi
	vmreadq	%r12, %rax
	vmreadq	%r15, %r11
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
	vmulpd	128(%rdi,%rbp,2), %ymm8, %ymm13
	vmulpd	-128(%rdi), %ymm2, %ymm4
	vmulpd	2147483647(,%r9,2), %ymm0, %ymm13
	vmulpd	-128, %ymm4, %ymm7
	vmulpd	%ymm6, %ymm14, %ymm5
	vmulpd	%ymm8, %ymm10, %ymm1
	vmulpd	%ymm13, %ymm13, %ymm11
	vmulpd	%ymm12, %ymm10, %ymm2
	vmulpd	2147483647(%rsp,%r15), %xmm8, %xmm1
	vmulpd	-128(%r13), %xmm6, %xmm6
	vmulpd	2147483647(%rcx), %xmm7, %xmm4
	vmulpd	%gs:(%r11), %xmm7, %xmm0
	vmulpd	%xmm3, %xmm14, %xmm2
	vmulpd	%xmm0, %xmm15, %xmm11
	vmulpd	%xmm10, %xmm11, %xmm0
	vmulpd	%xmm4, %xmm8, %xmm14
	vmulps	%fs:127(%rbx), %ymm9, %ymm15
	vmulps	-2147483648(%r10), %ymm13, %ymm9
	vmulps	2147483647, %ymm1, %ymm6
	vmulps	2147483647(%rax), %ymm4, %ymm2
	vmulps	%ymm1, %ymm13, %ymm11
	vmulps	%ymm1, %ymm1, %ymm9
	vmulps	%ymm3, %ymm10, %ymm13
	vmulps	%ymm1, %ymm14, %ymm4
	vmulps	-129(%rdi,%rsi,8), %xmm14, %xmm15
	vmulps	128(%r13,%rsi), %xmm3, %xmm9
	vmulps	%fs:(%r11,%rdi,4), %xmm13, %xmm1
	vmulps	-1(%r14), %xmm4, %xmm13
	vmulps	%xmm13, %xmm7, %xmm8
	vmulps	%xmm10, %xmm3, %xmm5
	vmulps	%xmm9, %xmm8, %xmm9
	vmulps	%xmm6, %xmm3, %xmm3
	vmulsd	2147483647(%r13), %xmm5, %xmm0
	vmulsd	-129(%rcx,%rdi,8), %xmm11, %xmm6
	vmulsd	-129(%rax,%r13,4), %xmm10, %xmm4
	vmulsd	-128(%rip), %xmm15, %xmm11
	vmulsd	%xmm2, %xmm4, %xmm2
	vmulsd	%xmm12, %xmm14, %xmm4
	vmulsd	%xmm7, %xmm3, %xmm9
	vmulsd	%xmm12, %xmm11, %xmm5
	vmulss	0, %xmm2, %xmm9
	vmulss	-2147483648(%r9,%r11,4), %xmm3, %xmm14
	vmulss	1(%rax), %xmm13, %xmm7
	vmulss	127(%r13,%rbx), %xmm3, %xmm12
	vmulss	%xmm8, %xmm9, %xmm3
	vmulss	%xmm6, %xmm4, %xmm10
	vmulss	%xmm14, %xmm14, %xmm13
	vmulss	%xmm1, %xmm6, %xmm9
	vmwriteq	-1(%rbp,%r14), %rbx
	vmwriteq	0, %r8
	vmwriteq	%fs:128(%r11,%rbp,8), %r11
	vmwriteq	-128(%r9), %r14
	vmwriteq	%rsp, %rdi
	vmwriteq	%r12, %rbp
	vmwriteq	%r8, %r10
	vmwriteq	%rdx, %r15
	vmxoff
	vmxoff
	vmxoff
	vmxoff
	vmxon	-129(,%rax)
	vmxon	-1(%rsp)
	vmxon	128(%rbp,%rdx)
	vmxon	%gs:-128(%rbx)
	vorpd	1(%rcx,%r14,2), %ymm13, %ymm14
	vorpd	(%rbx,%r13,8), %ymm13, %ymm0
	vorpd	%gs:1(%rip), %ymm8, %ymm7
	vorpd	(%rdx), %ymm1, %ymm9
	vorpd	%ymm3, %ymm4, %ymm1
	vorpd	%ymm2, %ymm10, %ymm8
	vorpd	%ymm3, %ymm11, %ymm12
	vorpd	%ymm6, %ymm12, %ymm2
	vorpd	%fs:2147483647(%rip), %xmm11, %xmm8
	vorpd	-129(%rip), %xmm10, %xmm4
	vorpd	(,%r12), %xmm4, %xmm6
	vorpd	(%r11,%rdx,4), %xmm1, %xmm5
	vorpd	%xmm8, %xmm9, %xmm1
	vorpd	%xmm15, %xmm9, %xmm5
	vorpd	%xmm4, %xmm10, %xmm13
	vorpd	%xmm8, %xmm0, %xmm9
	vorps	%gs:-1(%r9,%r8,2), %ymm11, %ymm9
	vorps	2147483647(%r14), %ymm13, %ymm1
	vorps	-2147483648(%r13), %ymm5, %ymm5
	vorps	%fs:-2147483648(%r12,%r12,8), %ymm12, %ymm5
	vorps	%ymm8, %ymm3, %ymm5
	vorps	%ymm14, %ymm8, %ymm10
	vorps	%ymm6, %ymm6, %ymm11
	vorps	%ymm9, %ymm14, %ymm3
	vorps	2147483647(%r15,%rsi), %xmm2, %xmm9
	vorps	(%rdx), %xmm10, %xmm0
	vorps	(,%r10,2), %xmm0, %xmm12
	vorps	%gs:-129(%rax,%r8,2), %xmm5, %xmm10
	vorps	%xmm1, %xmm2, %xmm10
	vorps	%xmm12, %xmm1, %xmm14
	vorps	%xmm15, %xmm9, %xmm9
	vorps	%xmm1, %xmm2, %xmm12
	vpabsb	127(%rip), %ymm7
	vpabsb	2147483647, %ymm10
	vpabsb	-2147483648(%rsp), %ymm13
	vpabsb	-129(%rsi), %ymm5
	vpabsb	%ymm0, %ymm9
	vpabsb	%ymm12, %ymm8
	vpabsb	%ymm7, %ymm4
	vpabsb	%ymm13, %ymm5
	vpabsb	127(%rcx,%rbx), %xmm15
	vpabsb	%gs:-1(%rbx), %xmm11
	vpabsb	%fs:2147483647(%rbx,%rbp,8), %xmm7
	vpabsb	%fs:-129(%r11,%rdi), %xmm6
	vpabsb	%xmm0, %xmm0
	vpabsb	%xmm4, %xmm12
	vpabsb	%xmm1, %xmm12
	vpabsb	%xmm5, %xmm14
	vpabsd	127(%rax,%rbp,2), %ymm14
	vpabsd	%fs:(%rbx), %ymm8
	vpabsd	%fs:(%rip), %ymm12
	vpabsd	%gs:2147483647(%rbp,%r14,2), %ymm3
	vpabsd	%ymm2, %ymm13
	vpabsd	%ymm4, %ymm4
	vpabsd	%ymm9, %ymm0
	vpabsd	%ymm0, %ymm15
	vpabsd	-2147483648(%r11,%r13,8), %xmm1
	vpabsd	%gs:2147483647(%r13), %xmm12
	vpabsd	-129(%r14,%rcx,2), %xmm0
	vpabsd	1(%r14,%rdx,8), %xmm10
	vpabsd	%xmm7, %xmm14
	vpabsd	%xmm1, %xmm5
	vpabsd	%xmm10, %xmm15
	vpabsd	%xmm8, %xmm5
	vpabsw	%gs:-1(%r12,%r10,4), %ymm2
	vpabsw	%fs:127(%r10), %ymm14
	vpabsw	0, %ymm4
	vpabsw	1(%r8,%rbx,4), %ymm5
	vpabsw	%ymm7, %ymm0
	vpabsw	%ymm10, %ymm8
	vpabsw	%ymm9, %ymm14
	vpabsw	%ymm14, %ymm4
	vpabsw	%gs:2147483647(%rdi,%rdx), %xmm9
	vpabsw	2147483647(%r12,%r11,4), %xmm3
	vpabsw	1, %xmm11
	vpabsw	2147483647(%rip), %xmm12
	vpabsw	%xmm2, %xmm10
	vpabsw	%xmm8, %xmm10
	vpabsw	%xmm3, %xmm10
	vpabsw	%xmm2, %xmm11
	vpackssdw	-2147483648(%r11), %ymm15, %ymm15
	vpackssdw	-1(%rax), %ymm3, %ymm13
	vpackssdw	%gs:0, %ymm12, %ymm15
	vpackssdw	%fs:1(%rdi), %ymm15, %ymm0
	vpackssdw	%ymm15, %ymm9, %ymm10
	vpackssdw	%ymm13, %ymm0, %ymm3
	vpackssdw	%ymm12, %ymm7, %ymm12
	vpackssdw	%ymm1, %ymm3, %ymm11
	vpackssdw	(%r10), %xmm7, %xmm2
	vpackssdw	2147483647(%r8), %xmm13, %xmm1
	vpackssdw	-2147483648(%r8), %xmm9, %xmm10
	vpackssdw	-1(%r13), %xmm8, %xmm5
	vpackssdw	%xmm4, %xmm14, %xmm9
	vpackssdw	%xmm9, %xmm9, %xmm3
	vpackssdw	%xmm5, %xmm8, %xmm13
	vpackssdw	%xmm15, %xmm13, %xmm10
	vpacksswb	-128(%r14,%r10), %ymm8, %ymm4
	vpacksswb	%fs:-1, %ymm0, %ymm10
	vpacksswb	127(%r14), %ymm14, %ymm5
	vpacksswb	%gs:1(%r15,%r14), %ymm0, %ymm10
	vpacksswb	%ymm2, %ymm0, %ymm15
	vpacksswb	%ymm1, %ymm2, %ymm2
	vpacksswb	%ymm10, %ymm15, %ymm7
	vpacksswb	%ymm11, %ymm12, %ymm4
	vpacksswb	2147483647, %xmm8, %xmm6
	vpacksswb	-1(%r15), %xmm2, %xmm5
	vpacksswb	%fs:-129(%rdi), %xmm8, %xmm12
	vpacksswb	128(%rip), %xmm14, %xmm0
	vpacksswb	%xmm12, %xmm6, %xmm3
	vpacksswb	%xmm14, %xmm14, %xmm5
	vpacksswb	%xmm7, %xmm6, %xmm2
	vpacksswb	%xmm7, %xmm14, %xmm1
	vpackusdw	128, %ymm14, %ymm2
	vpackusdw	127(%rsp,%r8,8), %ymm14, %ymm12
	vpackusdw	-2147483648(%r9), %ymm2, %ymm0
	vpackusdw	-129(%rax), %ymm5, %ymm11
	vpackusdw	%ymm8, %ymm2, %ymm9
	vpackusdw	%ymm3, %ymm5, %ymm13
	vpackusdw	%ymm7, %ymm11, %ymm0
	vpackusdw	%ymm1, %ymm5, %ymm4
	vpackusdw	-129(%rsp), %xmm1, %xmm11
	vpackusdw	%gs:-128(%rsp,%rcx,8), %xmm7, %xmm7
	vpackusdw	-2147483648(,%rdi), %xmm13, %xmm11
	vpackusdw	-128(%rbp), %xmm7, %xmm5
	vpackusdw	%xmm1, %xmm3, %xmm0
	vpackusdw	%xmm3, %xmm1, %xmm7
	vpackusdw	%xmm5, %xmm6, %xmm13
	vpackusdw	%xmm11, %xmm11, %xmm2
	vpackuswb	-128(%r12), %ymm2, %ymm0
	vpackuswb	-129(%rax), %ymm8, %ymm11
	vpackuswb	1(%r8,%r15,2), %ymm2, %ymm0
	vpackuswb	%fs:-128(%rbp,%r13,4), %ymm8, %ymm15
	vpackuswb	%ymm2, %ymm11, %ymm14
	vpackuswb	%ymm6, %ymm12, %ymm3
	vpackuswb	%ymm5, %ymm5, %ymm14
	vpackuswb	%ymm6, %ymm13, %ymm3
	vpackuswb	-128(%rbx,%rsi,2), %xmm6, %xmm11
	vpackuswb	%gs:-129(%r12), %xmm1, %xmm2
	vpackuswb	-2147483648(%rsp,%r11), %xmm7, %xmm4
	vpackuswb	2147483647(%rbp), %xmm8, %xmm15
	vpackuswb	%xmm8, %xmm4, %xmm1
	vpackuswb	%xmm5, %xmm11, %xmm2
	vpackuswb	%xmm0, %xmm9, %xmm0
	vpackuswb	%xmm15, %xmm12, %xmm5
	vpaddb	-2147483648(%rcx,%r9,4), %ymm13, %ymm6
	vpaddb	-2147483648(%rdi), %ymm8, %ymm7
	vpaddb	128(%rip), %ymm1, %ymm3
	vpaddb	128(,%rax,8), %ymm11, %ymm8
	vpaddb	%ymm14, %ymm9, %ymm3
	vpaddb	%ymm13, %ymm9, %ymm9
	vpaddb	%ymm11, %ymm12, %ymm11
	vpaddb	%ymm5, %ymm1, %ymm7
	vpaddb	-129(%r12,%rbx,2), %xmm13, %xmm4
	vpaddb	%gs:-129(%rax), %xmm5, %xmm0
	vpaddb	(,%r11), %xmm8, %xmm11
	vpaddb	128(%rsi), %xmm0, %xmm11
	vpaddb	%xmm4, %xmm11, %xmm7
	vpaddb	%xmm5, %xmm15, %xmm15
	vpaddb	%xmm13, %xmm8, %xmm4
	vpaddb	%xmm7, %xmm6, %xmm3
	vpaddd	127(%r10,%r14,2), %ymm4, %ymm0
	vpaddd	-129(%rax,%rax), %ymm8, %ymm7
	vpaddd	%fs:128(%rax,%rbp,2), %ymm8, %ymm14
	vpaddd	%fs:128(%r13,%r9), %ymm12, %ymm3
	vpaddd	%ymm15, %ymm10, %ymm1
	vpaddd	%ymm1, %ymm5, %ymm14
	vpaddd	%ymm10, %ymm1, %ymm4
	vpaddd	%ymm12, %ymm10, %ymm14
	vpaddd	%fs:2147483647(%r14), %xmm12, %xmm9
	vpaddd	-1(%rsp,%r8,4), %xmm0, %xmm1
	vpaddd	(%rsi,%r8,2), %xmm10, %xmm12
	vpaddd	128(%r15), %xmm15, %xmm10
	vpaddd	%xmm13, %xmm3, %xmm7
	vpaddd	%xmm11, %xmm15, %xmm8
	vpaddd	%xmm8, %xmm14, %xmm4
	vpaddd	%xmm15, %xmm14, %xmm12
	vpaddq	127, %ymm11, %ymm6
	vpaddq	0, %ymm9, %ymm2
	vpaddq	%gs:2147483647(%rsp,%r15,4), %ymm6, %ymm5
	vpaddq	-2147483648(%r14), %ymm10, %ymm8
	vpaddq	%ymm12, %ymm15, %ymm2
	vpaddq	%ymm1, %ymm6, %ymm13
	vpaddq	%ymm0, %ymm9, %ymm8
	vpaddq	%ymm5, %ymm0, %ymm9
	vpaddq	127(%rsi,%rdx,4), %xmm8, %xmm6
	vpaddq	-1(%r9,%r13), %xmm11, %xmm8
	vpaddq	(%r15,%r15,8), %xmm5, %xmm8
	vpaddq	-128(%r14,%r8), %xmm7, %xmm4
	vpaddq	%xmm1, %xmm10, %xmm4
	vpaddq	%xmm10, %xmm4, %xmm1
	vpaddq	%xmm3, %xmm4, %xmm4
	vpaddq	%xmm11, %xmm12, %xmm12
	vpaddsb	2147483647(%rax), %ymm0, %ymm14
	vpaddsb	-129(%r10,%r11), %ymm3, %ymm7
	vpaddsb	%gs:-2147483648(%r13), %ymm13, %ymm1
	vpaddsb	%gs:(%rdx,%r10,4), %ymm13, %ymm13
	vpaddsb	%ymm15, %ymm4, %ymm2
	vpaddsb	%ymm13, %ymm11, %ymm12
	vpaddsb	%ymm9, %ymm14, %ymm2
	vpaddsb	%ymm3, %ymm10, %ymm0
	vpaddsb	127(%r11), %xmm10, %xmm14
	vpaddsb	-1(%r9,%r12,4), %xmm14, %xmm11
	vpaddsb	2147483647(%rax,%r8,4), %xmm3, %xmm12
	vpaddsb	-1(%rsp,%rsi,4), %xmm11, %xmm14
	vpaddsb	%xmm12, %xmm11, %xmm7
	vpaddsb	%xmm12, %xmm14, %xmm13
	vpaddsb	%xmm14, %xmm2, %xmm10
	vpaddsb	%xmm8, %xmm12, %xmm6
	vpaddsw	%fs:-1(%r11,%r8), %ymm9, %ymm0
	vpaddsw	128(%rbp), %ymm3, %ymm6
	vpaddsw	-1(,%rdi,2), %ymm8, %ymm14
	vpaddsw	%fs:-129, %ymm9, %ymm11
	vpaddsw	%ymm8, %ymm1, %ymm9
	vpaddsw	%ymm15, %ymm15, %ymm7
	vpaddsw	%ymm14, %ymm5, %ymm12
	vpaddsw	%ymm8, %ymm15, %ymm3
	vpaddsw	-129(%r13,%rdx), %xmm3, %xmm7
	vpaddsw	127(%rip), %xmm6, %xmm0
	vpaddsw	2147483647(%r10), %xmm10, %xmm11
	vpaddsw	-129(%r13,%r10), %xmm14, %xmm13
	vpaddsw	%xmm6, %xmm13, %xmm15
	vpaddsw	%xmm2, %xmm2, %xmm3
	vpaddsw	%xmm0, %xmm14, %xmm11
	vpaddsw	%xmm3, %xmm6, %xmm12
	vpaddusb	128(%rdi), %ymm4, %ymm15
	vpaddusb	-128, %ymm3, %ymm4
	vpaddusb	2147483647(%r15), %ymm15, %ymm12
	vpaddusb	(%rip), %ymm5, %ymm6
	vpaddusb	%ymm4, %ymm4, %ymm0
	vpaddusb	%ymm13, %ymm15, %ymm13
	vpaddusb	%ymm6, %ymm3, %ymm13
	vpaddusb	%ymm3, %ymm3, %ymm9
	vpaddusb	(,%r11,2), %xmm9, %xmm12
	vpaddusb	%fs:-128(%r9,%rbx,8), %xmm6, %xmm7
	vpaddusb	128(%rdx,%rbp), %xmm2, %xmm0
	vpaddusb	128(%r15), %xmm4, %xmm5
	vpaddusb	%xmm1, %xmm9, %xmm12
	vpaddusb	%xmm9, %xmm0, %xmm0
	vpaddusb	%xmm2, %xmm6, %xmm4
	vpaddusb	%xmm1, %xmm14, %xmm12
	vpaddusw	-129(%rbp,%r12), %ymm4, %ymm11
	vpaddusw	1(%rbp), %ymm11, %ymm9
	vpaddusw	1(%r14), %ymm3, %ymm5
	vpaddusw	2147483647(%rip), %ymm8, %ymm0
	vpaddusw	%ymm15, %ymm8, %ymm9
	vpaddusw	%ymm5, %ymm9, %ymm10
	vpaddusw	%ymm0, %ymm15, %ymm6
	vpaddusw	%ymm7, %ymm0, %ymm1
	vpaddusw	128(%r14), %xmm15, %xmm10
	vpaddusw	(%rdi,%r13), %xmm14, %xmm14
	vpaddusw	-128(%r15,%rcx,2), %xmm2, %xmm5
	vpaddusw	2147483647(%rip), %xmm6, %xmm9
	vpaddusw	%xmm0, %xmm0, %xmm13
	vpaddusw	%xmm7, %xmm4, %xmm12
	vpaddusw	%xmm0, %xmm6, %xmm14
	vpaddusw	%xmm14, %xmm1, %xmm4
	vpaddw	-2147483648(%rax), %ymm10, %ymm2
	vpaddw	1(%r8,%rsi,2), %ymm0, %ymm9
	vpaddw	1(%r9,%rdx,8), %ymm1, %ymm3
	vpaddw	-129(%rbx,%r9,8), %ymm3, %ymm8
	vpaddw	%ymm12, %ymm7, %ymm1
	vpaddw	%ymm3, %ymm6, %ymm2
	vpaddw	%ymm1, %ymm10, %ymm14
	vpaddw	%ymm1, %ymm13, %ymm7
	vpaddw	%gs:127(%r12,%rsi,2), %xmm3, %xmm0
	vpaddw	127(%r9), %xmm14, %xmm15
	vpaddw	-128(%r10,%r11,2), %xmm11, %xmm8
	vpaddw	-2147483648(%r14), %xmm15, %xmm9
	vpaddw	%xmm14, %xmm14, %xmm5
	vpaddw	%xmm14, %xmm12, %xmm15
	vpaddw	%xmm8, %xmm13, %xmm4
	vpaddw	%xmm7, %xmm1, %xmm7
	vpalignr	$127, -129(%rax,%r8,8), %ymm11, %ymm10
	vpalignr	$159, 1(%rsi), %ymm14, %ymm1
	vpalignr	$128, %gs:128(%rcx), %ymm0, %ymm9
	vpalignr	$255, %fs:-2147483648(,%r10), %ymm13, %ymm4
	vpalignr	$254, %ymm11, %ymm0, %ymm12
	vpalignr	$0, %ymm3, %ymm3, %ymm11
	vpalignr	$255, %ymm15, %ymm12, %ymm3
	vpalignr	$140, %ymm1, %ymm9, %ymm6
	vpalignr	$255, %gs:-2147483648(%r9,%r12,2), %xmm1, %xmm4
	vpalignr	$23, %fs:127(,%r10,4), %xmm3, %xmm3
	vpalignr	$162, -1(%rsp), %xmm1, %xmm0
	vpalignr	$1, 1(%rbp), %xmm10, %xmm2
	vpalignr	$244, %xmm15, %xmm8, %xmm6
	vpalignr	$1, %xmm12, %xmm1, %xmm6
	vpalignr	$153, %xmm0, %xmm5, %xmm11
	vpalignr	$202, %xmm9, %xmm0, %xmm15
	vpandn	(%rsi,%r14,2), %ymm12, %ymm5
	vpandn	(%r8), %ymm8, %ymm7
	vpandn	1(%r11,%r11,4), %ymm11, %ymm5
	vpandn	-128(%rbx,%r11,4), %ymm8, %ymm3
	vpandn	%ymm5, %ymm7, %ymm5
	vpandn	%ymm10, %ymm15, %ymm5
	vpandn	%ymm11, %ymm15, %ymm8
	vpandn	%ymm14, %ymm10, %ymm7
	vpandn	-129(,%rdi,4), %xmm12, %xmm2
	vpandn	127(%rcx,%rdx,4), %xmm10, %xmm2
	vpandn	(,%rax), %xmm12, %xmm0
	vpandn	%fs:127(%rsi), %xmm15, %xmm7
	vpandn	%xmm9, %xmm2, %xmm14
	vpandn	%xmm13, %xmm8, %xmm5
	vpandn	%xmm2, %xmm5, %xmm1
	vpandn	%xmm8, %xmm2, %xmm3
	vpand	128(%r13,%rdi,8), %ymm10, %ymm11
	vpand	%gs:127(%rcx,%r13,2), %ymm3, %ymm15
	vpand	%gs:-129(%r15,%r8,2), %ymm6, %ymm8
	vpand	1(%rsp), %ymm12, %ymm6
	vpand	%ymm13, %ymm4, %ymm3
	vpand	%ymm8, %ymm11, %ymm13
	vpand	%ymm10, %ymm14, %ymm8
	vpand	%ymm5, %ymm8, %ymm2
	vpand	128(%rax), %xmm5, %xmm11
	vpand	(%rip), %xmm0, %xmm0
	vpand	128(%r13), %xmm6, %xmm14
	vpand	1(%rsp), %xmm11, %xmm6
	vpand	%xmm15, %xmm1, %xmm9
	vpand	%xmm11, %xmm8, %xmm8
	vpand	%xmm1, %xmm5, %xmm10
	vpand	%xmm14, %xmm1, %xmm6
	vpavgb	%gs:(,%rbp,8), %ymm8, %ymm5
	vpavgb	-129(%r8,%r8), %ymm0, %ymm4
	vpavgb	%fs:1(,%rcx,2), %ymm10, %ymm2
	vpavgb	%fs:-128(%rax,%r15,4), %ymm13, %ymm10
	vpavgb	%ymm6, %ymm8, %ymm11
	vpavgb	%ymm4, %ymm4, %ymm9
	vpavgb	%ymm14, %ymm9, %ymm12
	vpavgb	%ymm8, %ymm13, %ymm13
	vpavgb	2147483647(%r9), %xmm2, %xmm7
	vpavgb	%gs:-129(%r10), %xmm5, %xmm1
	vpavgb	-1(%r13,%rbp,8), %xmm5, %xmm15
	vpavgb	(%rbp,%r10,2), %xmm9, %xmm12
	vpavgb	%xmm4, %xmm4, %xmm14
	vpavgb	%xmm15, %xmm0, %xmm1
	vpavgb	%xmm8, %xmm6, %xmm0
	vpavgb	%xmm9, %xmm5, %xmm0
	vpavgw	%gs:2147483647(%rbp,%r10), %ymm15, %ymm3
	vpavgw	-2147483648(%rdx,%r14), %ymm15, %ymm9
	vpavgw	128(%rsp), %ymm2, %ymm11
	vpavgw	%gs:-129(%rdi), %ymm3, %ymm10
	vpavgw	%ymm7, %ymm7, %ymm9
	vpavgw	%ymm1, %ymm8, %ymm0
	vpavgw	%ymm6, %ymm15, %ymm9
	vpavgw	%ymm1, %ymm15, %ymm1
	vpavgw	-129(%rdx,%r13,4), %xmm0, %xmm6
	vpavgw	127(%r10), %xmm5, %xmm12
	vpavgw	%fs:-1(%rdx), %xmm4, %xmm15
	vpavgw	%fs:-1(%r13,%r10,4), %xmm12, %xmm10
	vpavgw	%xmm12, %xmm3, %xmm3
	vpavgw	%xmm3, %xmm0, %xmm5
	vpavgw	%xmm5, %xmm14, %xmm8
	vpavgw	%xmm15, %xmm7, %xmm5
	vpblendd	$84, %fs:128(%r9), %ymm6, %ymm13
	vpblendd	$255, 2147483647, %ymm2, %ymm13
	vpblendd	$255, %gs:-128(%rsp,%r14,4), %ymm12, %ymm2
	vpblendd	$2, -129(%r8), %ymm6, %ymm6
	vpblendd	$245, %ymm0, %ymm2, %ymm12
	vpblendd	$128, %ymm3, %ymm4, %ymm11
	vpblendd	$241, %ymm4, %ymm7, %ymm14
	vpblendd	$255, %ymm2, %ymm3, %ymm12
	vpblendd	$241, 2147483647(%rbx,%r9,2), %xmm11, %xmm7
	vpblendd	$1, 128(%r13), %xmm8, %xmm10
	vpblendd	$0, 1(%rcx,%r8,2), %xmm14, %xmm1
	vpblendd	$157, %gs:-129(%r14), %xmm0, %xmm15
	vpblendd	$239, %xmm10, %xmm8, %xmm7
	vpblendd	$156, %xmm13, %xmm14, %xmm15
	vpblendd	$128, %xmm8, %xmm2, %xmm4
	vpblendd	$128, %xmm2, %xmm0, %xmm3
	vpblendvb	%ymm5, -128(%rbx), %ymm7, %ymm0
	vpblendvb	%ymm5, 1(%rsp,%rdx), %ymm14, %ymm1
	vpblendvb	%ymm15, %gs:-129, %ymm10, %ymm0
	vpblendvb	%ymm9, -1(%r13), %ymm7, %ymm6
	vpblendvb	%ymm12, %ymm11, %ymm11, %ymm3
	vpblendvb	%ymm15, %ymm10, %ymm1, %ymm8
	vpblendvb	%ymm14, %ymm15, %ymm4, %ymm2
	vpblendvb	%ymm11, %ymm1, %ymm12, %ymm1
	vpblendvb	%xmm14, %fs:2147483647(%rdx), %xmm5, %xmm6
	vpblendvb	%xmm11, %fs:-1(%rsp), %xmm6, %xmm10
	vpblendvb	%xmm12, -129(%rax), %xmm3, %xmm2
	vpblendvb	%xmm14, %gs:127(%rsi,%rdi,4), %xmm1, %xmm2
	vpblendvb	%xmm14, %xmm6, %xmm12, %xmm8
	vpblendvb	%xmm7, %xmm15, %xmm10, %xmm13
	vpblendvb	%xmm4, %xmm7, %xmm1, %xmm0
	vpblendvb	%xmm11, %xmm0, %xmm7, %xmm7
	vpblendw	$239, %gs:1(%r12), %ymm2, %ymm5
	vpblendw	$255, %fs:(%r13), %ymm7, %ymm14
	vpblendw	$255, 128(%r10), %ymm2, %ymm1
	vpblendw	$159, 128(%r12), %ymm11, %ymm9
	vpblendw	$2, %ymm8, %ymm12, %ymm9
	vpblendw	$0, %ymm5, %ymm3, %ymm9
	vpblendw	$175, %ymm14, %ymm0, %ymm13
	vpblendw	$44, %ymm9, %ymm14, %ymm6
	vpblendw	$127, 128(%rbp), %xmm1, %xmm3
	vpblendw	$56, -128(%r14,%r14,4), %xmm12, %xmm2
	vpblendw	$2, %fs:-129(%r11,%rbx), %xmm10, %xmm4
	vpblendw	$66, -129(%rdi,%r14,2), %xmm15, %xmm4
	vpblendw	$255, %xmm11, %xmm6, %xmm10
	vpblendw	$9, %xmm2, %xmm12, %xmm10
	vpblendw	$128, %xmm0, %xmm10, %xmm15
	vpblendw	$128, %xmm14, %xmm7, %xmm12
	vpbroadcastb	-129(%r15,%r15,8), %ymm6
	vpbroadcastb	-2147483648(%rbp,%r11,8), %ymm1
	vpbroadcastb	-2147483648(,%rdi,4), %ymm0
	vpbroadcastb	1(%r10,%rcx,8), %ymm0
	vpbroadcastb	%xmm14, %ymm13
	vpbroadcastb	%xmm0, %ymm13
	vpbroadcastb	%xmm5, %ymm3
	vpbroadcastb	%xmm7, %ymm3
	vpbroadcastb	%fs:-2147483648(%r12,%r8,8), %xmm1
	vpbroadcastb	%fs:(%rip), %xmm13
	vpbroadcastb	%gs:-1(%rsp), %xmm1
	vpbroadcastb	127(%rdi,%rdi,2), %xmm3
	vpbroadcastb	%xmm10, %xmm1
	vpbroadcastb	%xmm13, %xmm10
	vpbroadcastb	%xmm5, %xmm13
	vpbroadcastb	%xmm12, %xmm9
	vpbroadcastd	-128(%r9,%rsi,8), %ymm0
	vpbroadcastd	%fs:-1(%rsi,%r11,8), %ymm13
	vpbroadcastd	(%rdi,%rbp,8), %ymm14
	vpbroadcastd	%fs:127(%rdi), %ymm5
	vpbroadcastd	%xmm1, %ymm14
	vpbroadcastd	%xmm8, %ymm7
	vpbroadcastd	%xmm12, %ymm12
	vpbroadcastd	%xmm6, %ymm8
	vpbroadcastd	128(%r15), %xmm7
	vpbroadcastd	127(%r13), %xmm2
	vpbroadcastd	127(%r15), %xmm10
	vpbroadcastd	-2147483648(,%r11,8), %xmm6
	vpbroadcastd	%xmm11, %xmm11
	vpbroadcastd	%xmm8, %xmm6
	vpbroadcastd	%xmm5, %xmm14
	vpbroadcastd	%xmm6, %xmm1
	vpbroadcastq	-1, %ymm11
	vpbroadcastq	127(%r13), %ymm14
	vpbroadcastq	2147483647(%r13,%rcx,8), %ymm1
	vpbroadcastq	-1(%r14), %ymm15
	vpbroadcastq	%xmm6, %ymm4
	vpbroadcastq	%xmm10, %ymm7
	vpbroadcastq	%xmm14, %ymm14
	vpbroadcastq	%xmm7, %ymm5
	vpbroadcastq	1(%r9), %xmm15
	vpbroadcastq	%fs:-129(%r11,%rbp,4), %xmm10
	vpbroadcastq	-1(%rcx), %xmm9
	vpbroadcastq	%gs:-129(%rsi,%rdi,8), %xmm11
	vpbroadcastq	%xmm15, %xmm13
	vpbroadcastq	%xmm12, %xmm9
	vpbroadcastq	%xmm14, %xmm8
	vpbroadcastq	%xmm7, %xmm8
	vpbroadcastw	%gs:2147483647(%r9,%r11), %ymm5
	vpbroadcastw	-1(%rcx), %ymm1
	vpbroadcastw	-2147483648(,%rdx,8), %ymm3
	vpbroadcastw	2147483647(%rsi,%r15,8), %ymm13
	vpbroadcastw	%xmm12, %ymm5
	vpbroadcastw	%xmm15, %ymm4
	vpbroadcastw	%xmm14, %ymm15
	vpbroadcastw	%xmm5, %ymm6
	vpbroadcastw	-129(%r15), %xmm8
	vpbroadcastw	127(%rdx), %xmm8
	vpbroadcastw	-128(%r11), %xmm14
	vpbroadcastw	%gs:128(%rsp,%r8,8), %xmm7
	vpbroadcastw	%xmm15, %xmm11
	vpbroadcastw	%xmm10, %xmm13
	vpbroadcastw	%xmm11, %xmm15
	vpbroadcastw	%xmm13, %xmm7
	vpclmulqdq	$131, (%rcx,%r11), %ymm3, %ymm15
	vpclmulqdq	$158, %fs:-128(%r9,%rbx), %ymm11, %ymm9
	vpclmulqdq	$250, %gs:-2147483648(%rsp), %ymm13, %ymm3
	vpclmulqdq	$1, %fs:1(,%r13,8), %ymm4, %ymm8
	vpclmulqdq	$1, %ymm7, %ymm3, %ymm11
	vpclmulqdq	$0, %ymm11, %ymm0, %ymm14
	vpclmulqdq	$229, %ymm11, %ymm5, %ymm9
	vpclmulqdq	$1, %ymm6, %ymm3, %ymm11
	vpclmulqdq	$0, -128(%rbx), %xmm15, %xmm15
	vpclmulqdq	$128, -2147483648(%r8,%rcx,8), %xmm3, %xmm13
	vpclmulqdq	$128, %gs:-2147483648(%r8,%rcx,8), %xmm11, %xmm7
	vpclmulqdq	$1, %gs:-128(%rsp,%r9,4), %xmm8, %xmm6
	vpclmulqdq	$0, %xmm6, %xmm1, %xmm15
	vpclmulqdq	$255, %xmm6, %xmm4, %xmm6
	vpclmulqdq	$225, %xmm6, %xmm5, %xmm7
	vpclmulqdq	$255, %xmm8, %xmm7, %xmm8
	vpcmov	%ymm8, -129(%rdx,%r9), %ymm3, %ymm11
	vpcmov	%ymm10, -2147483648(%r14), %ymm8, %ymm14
	vpcmov	%ymm4, 1(%rdi), %ymm7, %ymm13
	vpcmov	%ymm11, -128(%rip), %ymm0, %ymm4
	vpcmov	%fs:128(,%rbx,2), %ymm1, %ymm15, %ymm3
	vpcmov	1(%rbp), %ymm1, %ymm14, %ymm14
	vpcmov	%gs:(%r10,%rbp,4), %ymm4, %ymm6, %ymm8
	vpcmov	128(%rcx), %ymm15, %ymm15, %ymm14
	vpcmov	%ymm10, %ymm0, %ymm9, %ymm4
	vpcmov	%ymm10, %ymm3, %ymm0, %ymm11
	vpcmov	%ymm1, %ymm3, %ymm10, %ymm12
	vpcmov	%ymm1, %ymm1, %ymm6, %ymm8
	vpcmov	%xmm2, %fs:-1(%r11,%rcx), %xmm5, %xmm10
	vpcmov	%xmm15, 1(%rcx), %xmm10, %xmm6
	vpcmov	%xmm13, 1(%rax,%r15,4), %xmm13, %xmm8
	vpcmov	%xmm12, -128(%rdi), %xmm13, %xmm9
	vpcmov	128, %xmm2, %xmm10, %xmm1
	vpcmov	1(%rsi), %xmm10, %xmm8, %xmm8
	vpcmov	(%r12,%rbp), %xmm1, %xmm15, %xmm1
	vpcmov	-2147483648, %xmm12, %xmm0, %xmm6
	vpcmov	%xmm13, %xmm9, %xmm11, %xmm12
	vpcmov	%xmm7, %xmm5, %xmm7, %xmm8
	vpcmov	%xmm14, %xmm14, %xmm4, %xmm15
	vpcmov	%xmm13, %xmm13, %xmm7, %xmm5
	vpcmpeqb	%gs:128(%rbx,%r11,2), %ymm0, %ymm7
	vpcmpeqb	%gs:-129(%r15,%rcx,4), %ymm15, %ymm10
	vpcmpeqb	1(%r10,%rdi), %ymm1, %ymm7
	vpcmpeqb	%gs:127(%rsp,%r13,2), %ymm0, %ymm1
	vpcmpeqb	%ymm1, %ymm12, %ymm7
	vpcmpeqb	%ymm0, %ymm0, %ymm5
	vpcmpeqb	%ymm14, %ymm0, %ymm7
	vpcmpeqb	%ymm1, %ymm13, %ymm3
	vpcmpeqb	-2147483648(%r11,%r10,4), %xmm10, %xmm12
	vpcmpeqb	-1(%rbp), %xmm1, %xmm7
	vpcmpeqb	-1(%rsp), %xmm9, %xmm13
	vpcmpeqb	%gs:128(%rcx,%r15,8), %xmm9, %xmm2
	vpcmpeqb	%xmm6, %xmm10, %xmm2
	vpcmpeqb	%xmm14, %xmm5, %xmm11
	vpcmpeqb	%xmm4, %xmm6, %xmm7
	vpcmpeqb	%xmm6, %xmm1, %xmm14
	vpcmpeqd	127(%r9), %ymm1, %ymm0
	vpcmpeqd	127(%r15), %ymm13, %ymm14
	vpcmpeqd	%fs:2147483647(,%r10,8), %ymm15, %ymm4
	vpcmpeqd	-129(%r14), %ymm0, %ymm15
	vpcmpeqd	%ymm3, %ymm8, %ymm15
	vpcmpeqd	%ymm12, %ymm9, %ymm7
	vpcmpeqd	%ymm13, %ymm14, %ymm13
	vpcmpeqd	%ymm15, %ymm5, %ymm5
	vpcmpeqd	-129(%rcx), %xmm11, %xmm9
	vpcmpeqd	%gs:-1(%rsp), %xmm13, %xmm5
	vpcmpeqd	2147483647(,%rax), %xmm8, %xmm8
	vpcmpeqd	%fs:1(%r15), %xmm8, %xmm1
	vpcmpeqd	%xmm6, %xmm5, %xmm11
	vpcmpeqd	%xmm0, %xmm3, %xmm5
	vpcmpeqd	%xmm3, %xmm9, %xmm14
	vpcmpeqd	%xmm9, %xmm3, %xmm2
	vpcmpeqq	(%rdi), %ymm8, %ymm9
	vpcmpeqq	%fs:-2147483648, %ymm11, %ymm3
	vpcmpeqq	2147483647(%rsi,%r15), %ymm1, %ymm13
	vpcmpeqq	1(%r8,%r13,8), %ymm5, %ymm2
	vpcmpeqq	%ymm14, %ymm2, %ymm0
	vpcmpeqq	%ymm3, %ymm12, %ymm9
	vpcmpeqq	%ymm10, %ymm0, %ymm2
	vpcmpeqq	%ymm1, %ymm4, %ymm7
	vpcmpeqq	%gs:(%r14,%rsi), %xmm8, %xmm15
	vpcmpeqq	%fs:2147483647(%rbx), %xmm11, %xmm9
	vpcmpeqq	%gs:(%rip), %xmm4, %xmm2
	vpcmpeqq	-129(,%r13,8), %xmm5, %xmm1
	vpcmpeqq	%xmm13, %xmm11, %xmm4
	vpcmpeqq	%xmm0, %xmm12, %xmm5
	vpcmpeqq	%xmm2, %xmm10, %xmm11
	vpcmpeqq	%xmm10, %xmm10, %xmm7
	vpcmpeqw	(%r14), %ymm10, %ymm9
	vpcmpeqw	-128(%rdi,%r11,8), %ymm3, %ymm5
	vpcmpeqw	%fs:1(%rsi), %ymm13, %ymm8
	vpcmpeqw	128(%rip), %ymm0, %ymm1
	vpcmpeqw	%ymm4, %ymm11, %ymm9
	vpcmpeqw	%ymm15, %ymm3, %ymm8
	vpcmpeqw	%ymm15, %ymm6, %ymm15
	vpcmpeqw	%ymm4, %ymm14, %ymm11
	vpcmpeqw	128(%r14), %xmm11, %xmm3
	vpcmpeqw	128(%r15), %xmm3, %xmm12
	vpcmpeqw	127(%rip), %xmm13, %xmm14
	vpcmpeqw	%fs:-2147483648(%rdi,%rbp,8), %xmm7, %xmm1
	vpcmpeqw	%xmm14, %xmm8, %xmm15
	vpcmpeqw	%xmm0, %xmm3, %xmm12
	vpcmpeqw	%xmm0, %xmm15, %xmm2
	vpcmpeqw	%xmm8, %xmm12, %xmm8
	vpcmpestri	$39, -1(%rsp,%r13,8), %xmm13
	vpcmpestri	$73, 2147483647(%rbx,%rbp), %xmm10
	vpcmpestri	$255, %fs:128(%r12,%r12,4), %xmm3
	vpcmpestri	$156, 128(%r10), %xmm4
	vpcmpestri	$26, %xmm11, %xmm5
	vpcmpestri	$158, %xmm3, %xmm10
	vpcmpestri	$0, %xmm10, %xmm2
	vpcmpestri	$114, %xmm5, %xmm13
	vpcmpestrm	$143, -2147483648(%rax), %xmm8
	vpcmpestrm	$230, %fs:-128(%rbp,%rbp,8), %xmm5
	vpcmpestrm	$128, %fs:-129(%r12,%r8,8), %xmm14
	vpcmpestrm	$255, %gs:2147483647(%rcx), %xmm5
	vpcmpestrm	$127, %xmm12, %xmm12
	vpcmpestrm	$56, %xmm13, %xmm2
	vpcmpestrm	$255, %xmm3, %xmm10
	vpcmpestrm	$218, %xmm9, %xmm0
	vpcmpgtb	%fs:127(%r11), %ymm1, %ymm7
	vpcmpgtb	-129(%r15), %ymm9, %ymm6
	vpcmpgtb	-128(%rbp), %ymm3, %ymm4
	vpcmpgtb	2147483647, %ymm4, %ymm14
	vpcmpgtb	%ymm8, %ymm1, %ymm6
	vpcmpgtb	%ymm1, %ymm15, %ymm11
	vpcmpgtb	%ymm14, %ymm15, %ymm2
	vpcmpgtb	%ymm13, %ymm14, %ymm13
	vpcmpgtb	-128(%r11,%r13,4), %xmm2, %xmm14
	vpcmpgtb	128(%r11,%r10,4), %xmm15, %xmm0
	vpcmpgtb	128(%r14,%rcx,8), %xmm2, %xmm11
	vpcmpgtb	-1(%rip), %xmm1, %xmm13
	vpcmpgtb	%xmm13, %xmm5, %xmm9
	vpcmpgtb	%xmm14, %xmm8, %xmm3
	vpcmpgtb	%xmm11, %xmm12, %xmm3
	vpcmpgtb	%xmm10, %xmm7, %xmm10
	vpcmpgtd	2147483647(%rdi), %ymm11, %ymm7
	vpcmpgtd	128, %ymm3, %ymm13
	vpcmpgtd	127(%r15), %ymm1, %ymm0
	vpcmpgtd	-129(,%r12,8), %ymm15, %ymm0
	vpcmpgtd	%ymm13, %ymm15, %ymm9
	vpcmpgtd	%ymm0, %ymm6, %ymm10
	vpcmpgtd	%ymm13, %ymm2, %ymm13
	vpcmpgtd	%ymm14, %ymm1, %ymm7
	vpcmpgtd	%gs:2147483647(%r12), %xmm12, %xmm5
	vpcmpgtd	127(%r12,%r9,4), %xmm0, %xmm11
	vpcmpgtd	128(%r13,%rbp,8), %xmm15, %xmm13
	vpcmpgtd	2147483647(,%rsi), %xmm0, %xmm11
	vpcmpgtd	%xmm2, %xmm4, %xmm0
	vpcmpgtd	%xmm11, %xmm4, %xmm0
	vpcmpgtd	%xmm2, %xmm4, %xmm5
	vpcmpgtd	%xmm3, %xmm5, %xmm8
	vpcmpgtq	%fs:-129(%r9,%rbp,4), %ymm8, %ymm6
	vpcmpgtq	2147483647(%rsp,%r12), %ymm7, %ymm9
	vpcmpgtq	127(%r11), %ymm0, %ymm0
	vpcmpgtq	%gs:1, %ymm12, %ymm3
	vpcmpgtq	%ymm1, %ymm4, %ymm12
	vpcmpgtq	%ymm12, %ymm14, %ymm6
	vpcmpgtq	%ymm11, %ymm4, %ymm7
	vpcmpgtq	%ymm10, %ymm15, %ymm1
	vpcmpgtq	(%rdx), %xmm3, %xmm13
	vpcmpgtq	-128(%r9), %xmm0, %xmm9
	vpcmpgtq	127(%r11,%rax,8), %xmm5, %xmm5
	vpcmpgtq	%fs:2147483647(%rsp,%r8,8), %xmm0, %xmm11
	vpcmpgtq	%xmm6, %xmm11, %xmm7
	vpcmpgtq	%xmm5, %xmm10, %xmm15
	vpcmpgtq	%xmm3, %xmm1, %xmm12
	vpcmpgtq	%xmm5, %xmm12, %xmm14
	vpcmpgtw	-128(%rbp,%r14,4), %ymm2, %ymm3
	vpcmpgtw	127(%r14), %ymm15, %ymm13
	vpcmpgtw	-2147483648(,%r11), %ymm11, %ymm11
	vpcmpgtw	%fs:-128(%r14,%r11,2), %ymm0, %ymm4
	vpcmpgtw	%ymm1, %ymm8, %ymm8
	vpcmpgtw	%ymm5, %ymm14, %ymm9
	vpcmpgtw	%ymm13, %ymm0, %ymm14
	vpcmpgtw	%ymm15, %ymm11, %ymm0
	vpcmpgtw	%fs:1(%r15,%r10,8), %xmm6, %xmm3
	vpcmpgtw	%gs:(%rax,%r15,4), %xmm10, %xmm12
	vpcmpgtw	-128(,%r8), %xmm12, %xmm7
	vpcmpgtw	%gs:2147483647(%rcx,%r12,8), %xmm2, %xmm9
	vpcmpgtw	%xmm13, %xmm12, %xmm6
	vpcmpgtw	%xmm9, %xmm3, %xmm12
	vpcmpgtw	%xmm8, %xmm5, %xmm5
	vpcmpgtw	%xmm0, %xmm3, %xmm11
	vpcmpistri	$199, %gs:127(%rip), %xmm6
	vpcmpistri	$128, %fs:-128(%rax,%r13,4), %xmm0
	vpcmpistri	$231, 2147483647(%rsp,%rsi), %xmm2
	vpcmpistri	$213, %gs:-2147483648(%r15,%rax,2), %xmm3
	vpcmpistri	$255, %xmm4, %xmm12
	vpcmpistri	$1, %xmm1, %xmm2
	vpcmpistri	$175, %xmm1, %xmm1
	vpcmpistri	$161, %xmm4, %xmm12
	vpcmpistrm	$55, -129(%r10), %xmm9
	vpcmpistrm	$198, %fs:127(%rip), %xmm14
	vpcmpistrm	$185, -129(%r14), %xmm5
	vpcmpistrm	$128, -129(%r9), %xmm6
	vpcmpistrm	$1, %xmm10, %xmm15
	vpcmpistrm	$128, %xmm12, %xmm5
	vpcmpistrm	$165, %xmm9, %xmm5
	vpcmpistrm	$74, %xmm14, %xmm0
	vpcomb	$255, -1(%r11,%rbx,2), %xmm5, %xmm2
	vpcomgtb	1(%r9,%r15,2), %xmm12, %xmm7
	vpcomltb	2147483647(%r10,%r11,4), %xmm1, %xmm15
	vpcomeqb	-129(%rsi,%r13), %xmm13, %xmm10
	vpcomeqb	%xmm7, %xmm8, %xmm2
	vpcomleb	%xmm4, %xmm13, %xmm14
	vpcomb	$125, %xmm4, %xmm8, %xmm12
	vpcomltb	%xmm5, %xmm4, %xmm6
	vpcomd	$174, %gs:(%rsp), %xmm12, %xmm0
	vpcomd	$255, 1(%r11), %xmm10, %xmm12
	vpcomled	-1(%rax,%r13), %xmm7, %xmm3
	vpcomd	$173, %fs:2147483647(%r15), %xmm13, %xmm1
	vpcomeqd	%xmm12, %xmm2, %xmm4
	vpcomd	$122, %xmm13, %xmm10, %xmm12
	vpcomled	%xmm1, %xmm3, %xmm15
	vpcomtrued	%xmm4, %xmm7, %xmm8
	vpcomq	$255, -1(%r10), %xmm10, %xmm0
	vpcomq	$139, -129(%rdi,%rcx,2), %xmm10, %xmm7
	vpcomq	$255, -1(%r10), %xmm6, %xmm8
	vpcomq	$127, 1(%r9), %xmm8, %xmm12
	vpcomq	$128, %xmm14, %xmm13, %xmm15
	vpcomq	$140, %xmm2, %xmm14, %xmm1
	vpcomq	$102, %xmm10, %xmm13, %xmm11
	vpcomq	$191, %xmm13, %xmm1, %xmm6
	vpcomub	$255, (%r11), %xmm9, %xmm8
	vpcomub	$100, %gs:-129(%rdx), %xmm11, %xmm10
	vpcomequb	-1(%r14), %xmm14, %xmm7
	vpcomub	$255, 2147483647(,%r14), %xmm12, %xmm12
	vpcomub	$210, %xmm15, %xmm7, %xmm12
	vpcomub	$128, %xmm3, %xmm3, %xmm15
	vpcomub	$13, %xmm1, %xmm5, %xmm5
	vpcomub	$128, %xmm13, %xmm14, %xmm2
	vpcomud	$15, -128(%r12,%rcx,2), %xmm7, %xmm2
	vpcomud	$255, 1(%rbx), %xmm14, %xmm14
	vpcomud	$148, 127(%rbp,%rbp,8), %xmm7, %xmm2
	vpcomud	$128, 2147483647(%r9), %xmm2, %xmm8
	vpcomud	$128, %xmm3, %xmm1, %xmm14
	vpcomud	$255, %xmm4, %xmm4, %xmm1
	vpcomltud	%xmm10, %xmm12, %xmm7
	vpcomud	$104, %xmm2, %xmm6, %xmm8
	vpcomltuq	-129(%rdx,%rsi,8), %xmm4, %xmm15
	vpcomuq	$255, -2147483648(%rip), %xmm11, %xmm9
	vpcomgtuq	128(%rcx), %xmm3, %xmm12
	vpcomuq	$128, -1(%rax), %xmm10, %xmm9
	vpcomuq	$255, %xmm6, %xmm11, %xmm12
	vpcomuq	$216, %xmm15, %xmm11, %xmm7
	vpcomleuq	%xmm0, %xmm3, %xmm14
	vpcomgtuq	%xmm5, %xmm0, %xmm0
	vpcomnequw	-1(%r13,%rdi,8), %xmm15, %xmm9
	vpcomleuw	%fs:127(%rdi), %xmm6, %xmm2
	vpcomuw	$157, %fs:(%rax,%r13,2), %xmm4, %xmm6
	vpcomuw	$77, -128(%rax,%rax,8), %xmm9, %xmm8
	vpcomuw	$235, %xmm3, %xmm3, %xmm12
	vpcomnequw	%xmm2, %xmm3, %xmm10
	vpcomuw	$163, %xmm12, %xmm3, %xmm14
	vpcomuw	$255, %xmm13, %xmm3, %xmm0
	vpcomtruew	%gs:-129(%r13), %xmm5, %xmm1
	vpcomw	$255, -128(,%rbx,8), %xmm12, %xmm1
	vpcomgew	1(%rbp), %xmm6, %xmm1
	vpcomgew	-1(%rbx), %xmm1, %xmm1
	vpcomneqw	%xmm11, %xmm14, %xmm4
	vpcomw	$128, %xmm5, %xmm1, %xmm5
	vpcomw	$255, %xmm14, %xmm2, %xmm0
	vpcomw	$111, %xmm7, %xmm13, %xmm4
	vpdpbssds	%fs:127(%r10,%r15), %ymm7, %ymm4
	vpdpbssds	(%rdi), %ymm7, %ymm11
	vpdpbssds	1(%rsi), %ymm5, %ymm4
	vpdpbssds	2147483647(%rdx), %ymm1, %ymm2
	vpdpbssds	%ymm15, %ymm4, %ymm8
	vpdpbssds	%ymm11, %ymm10, %ymm8
	vpdpbssds	%ymm13, %ymm1, %ymm12
	vpdpbssds	%ymm2, %ymm10, %ymm11
	vpdpbssds	-128(%r15), %xmm1, %xmm2
	vpdpbssds	(%r14), %xmm15, %xmm7
	vpdpbssds	-128(%rbp), %xmm1, %xmm1
	vpdpbssds	-1(%r12,%r8,8), %xmm7, %xmm13
	vpdpbssds	%xmm15, %xmm7, %xmm6
	vpdpbssds	%xmm10, %xmm11, %xmm3
	vpdpbssds	%xmm5, %xmm1, %xmm1
	vpdpbssds	%xmm9, %xmm13, %xmm6
	vpdpbssd	%gs:127(%rbx), %ymm7, %ymm12
	vpdpbssd	1(%r9,%rdx), %ymm0, %ymm12
	vpdpbssd	2147483647(%rsi,%r9,8), %ymm8, %ymm7
	vpdpbssd	1(%r9,%r14), %ymm11, %ymm2
	vpdpbssd	%ymm4, %ymm1, %ymm12
	vpdpbssd	%ymm7, %ymm4, %ymm1
	vpdpbssd	%ymm10, %ymm0, %ymm13
	vpdpbssd	%ymm12, %ymm5, %ymm5
	vpdpbssd	(%r10), %xmm0, %xmm3
	vpdpbssd	%fs:127(%r15,%r12), %xmm7, %xmm2
	vpdpbssd	%gs:128(%r13,%rax,8), %xmm5, %xmm4
	vpdpbssd	(%r15), %xmm12, %xmm0
	vpdpbssd	%xmm0, %xmm11, %xmm0
	vpdpbssd	%xmm15, %xmm2, %xmm2
	vpdpbssd	%xmm3, %xmm5, %xmm8
	vpdpbssd	%xmm11, %xmm1, %xmm13
	vpdpbsuds	-1(%r10), %ymm14, %ymm11
	vpdpbsuds	2147483647(%r12,%rax), %ymm15, %ymm14
	vpdpbsuds	-2147483648(%rip), %ymm12, %ymm7
	vpdpbsuds	%gs:(%rdx,%r14,2), %ymm14, %ymm14
	vpdpbsuds	%ymm0, %ymm1, %ymm8
	vpdpbsuds	%ymm13, %ymm12, %ymm0
	vpdpbsuds	%ymm10, %ymm3, %ymm12
	vpdpbsuds	%ymm7, %ymm9, %ymm10
	vpdpbsuds	%fs:-2147483648(%rdx,%rdi,2), %xmm13, %xmm7
	vpdpbsuds	-1(,%r12,2), %xmm7, %xmm0
	vpdpbsuds	-129(%r14), %xmm11, %xmm12
	vpdpbsuds	%gs:127(%r8,%r14), %xmm2, %xmm9
	vpdpbsuds	%xmm2, %xmm1, %xmm5
	vpdpbsuds	%xmm12, %xmm1, %xmm5
	vpdpbsuds	%xmm12, %xmm13, %xmm14
	vpdpbsuds	%xmm13, %xmm7, %xmm15
	vpdpbsud	-1(%r10), %ymm14, %ymm8
	vpdpbsud	-129(%rbp,%rax,4), %ymm13, %ymm1
	vpdpbsud	1(%r12,%r12,8), %ymm10, %ymm14
	vpdpbsud	2147483647(%rsi), %ymm14, %ymm14
	vpdpbsud	%ymm0, %ymm2, %ymm7
	vpdpbsud	%ymm4, %ymm8, %ymm9
	vpdpbsud	%ymm3, %ymm8, %ymm11
	vpdpbsud	%ymm12, %ymm9, %ymm6
	vpdpbsud	2147483647(%r9,%rbp), %xmm3, %xmm10
	vpdpbsud	-2147483648(%rax), %xmm9, %xmm7
	vpdpbsud	2147483647(%rdi,%r10,8), %xmm3, %xmm9
	vpdpbsud	%gs:(%r13,%rsi,4), %xmm6, %xmm7
	vpdpbsud	%xmm5, %xmm1, %xmm9
	vpdpbsud	%xmm3, %xmm15, %xmm5
	vpdpbsud	%xmm1, %xmm7, %xmm14
	vpdpbsud	%xmm10, %xmm2, %xmm7
	{vex}	vpdpbusds	(%rdi,%r8), %ymm8, %ymm11
	{vex}	vpdpbusds	-2147483648(%r15,%rdx,2), %ymm0, %ymm12
	{vex}	vpdpbusds	2147483647(%r8,%rbp,2), %ymm7, %ymm1
	{vex}	vpdpbusds	-1(%r12), %ymm3, %ymm6
	{vex}	vpdpbusds	%ymm4, %ymm1, %ymm6
	{vex}	vpdpbusds	%ymm0, %ymm1, %ymm10
	{vex}	vpdpbusds	%ymm13, %ymm1, %ymm15
	{vex}	vpdpbusds	%ymm9, %ymm2, %ymm12
	{vex}	vpdpbusds	-128(%rbx,%r10,4), %xmm14, %xmm15
	{vex}	vpdpbusds	-129(%r10,%rdx,2), %xmm10, %xmm5
	{vex}	vpdpbusds	%gs:1(,%rax,2), %xmm6, %xmm5
	{vex}	vpdpbusds	128(%r11), %xmm12, %xmm12
	{vex}	vpdpbusds	%xmm9, %xmm1, %xmm12
	{vex}	vpdpbusds	%xmm14, %xmm14, %xmm3
	{vex}	vpdpbusds	%xmm13, %xmm3, %xmm3
	{vex}	vpdpbusds	%xmm14, %xmm10, %xmm3
	{vex}	vpdpbusd	127(%r12,%r10), %ymm2, %ymm13
	{vex}	vpdpbusd	1(%r15), %ymm7, %ymm12
	{vex}	vpdpbusd	-129(%r9), %ymm0, %ymm10
	{vex}	vpdpbusd	-2147483648(%rbx,%r9,8), %ymm9, %ymm1
	{vex}	vpdpbusd	%ymm2, %ymm7, %ymm2
	{vex}	vpdpbusd	%ymm12, %ymm2, %ymm2
	{vex}	vpdpbusd	%ymm0, %ymm9, %ymm0
	{vex}	vpdpbusd	%ymm13, %ymm3, %ymm15
	{vex}	vpdpbusd	%gs:-2147483648(%r11,%rbp,8), %xmm7, %xmm9
	{vex}	vpdpbusd	1(%rdx), %xmm6, %xmm8
	{vex}	vpdpbusd	2147483647, %xmm9, %xmm8
	{vex}	vpdpbusd	%fs:-1(,%r8), %xmm10, %xmm9
	{vex}	vpdpbusd	%xmm5, %xmm10, %xmm11
	{vex}	vpdpbusd	%xmm12, %xmm1, %xmm15
	{vex}	vpdpbusd	%xmm8, %xmm2, %xmm11
	{vex}	vpdpbusd	%xmm15, %xmm1, %xmm5
	vpdpbuuds	%gs:-1(,%r10,4), %ymm9, %ymm13
	vpdpbuuds	-1, %ymm7, %ymm4
	vpdpbuuds	128(%rdi,%r13,4), %ymm10, %ymm10
	vpdpbuuds	2147483647(%rsp,%r9,2), %ymm0, %ymm10
	vpdpbuuds	%ymm14, %ymm2, %ymm11
	vpdpbuuds	%ymm11, %ymm1, %ymm7
	vpdpbuuds	%ymm6, %ymm4, %ymm3
	vpdpbuuds	%ymm9, %ymm3, %ymm14
	vpdpbuuds	1, %xmm5, %xmm9
	vpdpbuuds	2147483647(%r8), %xmm5, %xmm12
	vpdpbuuds	-129(%r12), %xmm0, %xmm15
	vpdpbuuds	%gs:-129(%r11), %xmm13, %xmm9
	vpdpbuuds	%xmm14, %xmm15, %xmm3
	vpdpbuuds	%xmm7, %xmm15, %xmm3
	vpdpbuuds	%xmm4, %xmm4, %xmm0
	vpdpbuuds	%xmm7, %xmm6, %xmm3
	vpdpbuud	(%r14), %ymm14, %ymm11
	vpdpbuud	(%r10,%rdx,2), %ymm7, %ymm3
	vpdpbuud	128, %ymm7, %ymm3
	vpdpbuud	%fs:2147483647(%rsp), %ymm1, %ymm2
	vpdpbuud	%ymm11, %ymm14, %ymm7
	vpdpbuud	%ymm15, %ymm2, %ymm9
	vpdpbuud	%ymm13, %ymm7, %ymm13
	vpdpbuud	%ymm13, %ymm12, %ymm12
	vpdpbuud	-129(,%r15), %xmm7, %xmm7
	vpdpbuud	%gs:-128(%r15,%rdx,4), %xmm10, %xmm13
	vpdpbuud	%gs:1(%rdi,%rbp,2), %xmm7, %xmm11
	vpdpbuud	1(%rdx,%r8,8), %xmm15, %xmm6
	vpdpbuud	%xmm15, %xmm10, %xmm6
	vpdpbuud	%xmm13, %xmm3, %xmm15
	vpdpbuud	%xmm14, %xmm7, %xmm9
	vpdpbuud	%xmm6, %xmm12, %xmm0
	{vex}	vpdpwssds	128(%r12), %ymm10, %ymm0
	{vex}	vpdpwssds	127(%r12), %ymm10, %ymm5
	{vex}	vpdpwssds	1(%r13,%r12,2), %ymm13, %ymm3
	{vex}	vpdpwssds	%gs:127(%r14,%rdi), %ymm2, %ymm0
	{vex}	vpdpwssds	%ymm0, %ymm7, %ymm6
	{vex}	vpdpwssds	%ymm14, %ymm0, %ymm12
	{vex}	vpdpwssds	%ymm4, %ymm5, %ymm13
	{vex}	vpdpwssds	%ymm14, %ymm14, %ymm14
	{vex}	vpdpwssds	%fs:2147483647(%rcx,%r15,4), %xmm5, %xmm11
	{vex}	vpdpwssds	-2147483648(%r15), %xmm13, %xmm3
	{vex}	vpdpwssds	-128(%r9), %xmm5, %xmm1
	{vex}	vpdpwssds	2147483647(%r10,%rsi,4), %xmm8, %xmm10
	{vex}	vpdpwssds	%xmm7, %xmm12, %xmm6
	{vex}	vpdpwssds	%xmm9, %xmm15, %xmm6
	{vex}	vpdpwssds	%xmm5, %xmm15, %xmm5
	{vex}	vpdpwssds	%xmm0, %xmm12, %xmm14
	{vex}	vpdpwssd	-2147483648(%r11), %ymm9, %ymm11
	{vex}	vpdpwssd	%fs:2147483647(%rax), %ymm15, %ymm10
	{vex}	vpdpwssd	127, %ymm6, %ymm2
	{vex}	vpdpwssd	%gs:127(%r12), %ymm14, %ymm15
	{vex}	vpdpwssd	%ymm9, %ymm6, %ymm6
	{vex}	vpdpwssd	%ymm11, %ymm10, %ymm2
	{vex}	vpdpwssd	%ymm13, %ymm6, %ymm7
	{vex}	vpdpwssd	%ymm5, %ymm1, %ymm14
	{vex}	vpdpwssd	1(%r10), %xmm11, %xmm12
	{vex}	vpdpwssd	2147483647(%rdi,%rcx,4), %xmm3, %xmm7
	{vex}	vpdpwssd	-2147483648(%r10), %xmm12, %xmm10
	{vex}	vpdpwssd	-2147483648(%r11), %xmm7, %xmm1
	{vex}	vpdpwssd	%xmm10, %xmm6, %xmm7
	{vex}	vpdpwssd	%xmm7, %xmm13, %xmm9
	{vex}	vpdpwssd	%xmm3, %xmm8, %xmm11
	{vex}	vpdpwssd	%xmm13, %xmm6, %xmm8
	vpdpwsuds	%fs:128(%rax,%r10), %ymm11, %ymm12
	vpdpwsuds	%gs:-2147483648(%r10,%r9), %ymm14, %ymm7
	vpdpwsuds	1(%rip), %ymm4, %ymm3
	vpdpwsuds	-129(%r9), %ymm9, %ymm7
	vpdpwsuds	%ymm2, %ymm4, %ymm9
	vpdpwsuds	%ymm15, %ymm7, %ymm10
	vpdpwsuds	%ymm7, %ymm12, %ymm7
	vpdpwsuds	%ymm11, %ymm2, %ymm14
	vpdpwsuds	-1, %xmm6, %xmm2
	vpdpwsuds	128(%r8), %xmm3, %xmm14
	vpdpwsuds	%gs:127(%rax,%rbp), %xmm2, %xmm7
	vpdpwsuds	1(%rbp,%r15,4), %xmm5, %xmm10
	vpdpwsuds	%xmm6, %xmm5, %xmm9
	vpdpwsuds	%xmm0, %xmm15, %xmm5
	vpdpwsuds	%xmm11, %xmm10, %xmm9
	vpdpwsuds	%xmm2, %xmm4, %xmm7
	vpdpwsud	128(%r12), %ymm6, %ymm1
	vpdpwsud	-129(%rip), %ymm10, %ymm5
	vpdpwsud	-129(%r8,%rsi,8), %ymm8, %ymm8
	vpdpwsud	2147483647(%rsi), %ymm11, %ymm8
	vpdpwsud	%ymm3, %ymm5, %ymm2
	vpdpwsud	%ymm6, %ymm12, %ymm9
	vpdpwsud	%ymm5, %ymm10, %ymm15
	vpdpwsud	%ymm5, %ymm9, %ymm10
	vpdpwsud	1(%r12,%r14,8), %xmm7, %xmm5
	vpdpwsud	(%r8,%r14,2), %xmm0, %xmm11
	vpdpwsud	%fs:-2147483648(%rbx), %xmm13, %xmm7
	vpdpwsud	-128(%r12,%r15), %xmm2, %xmm1
	vpdpwsud	%xmm15, %xmm10, %xmm7
	vpdpwsud	%xmm12, %xmm8, %xmm2
	vpdpwsud	%xmm11, %xmm15, %xmm12
	vpdpwsud	%xmm8, %xmm14, %xmm11
	vpdpwusds	-2147483648(%r12,%rbx,8), %ymm8, %ymm8
	vpdpwusds	-129(%rax), %ymm7, %ymm2
	vpdpwusds	%fs:-128(%rbp,%r11), %ymm8, %ymm12
	vpdpwusds	127(%rbp), %ymm4, %ymm10
	vpdpwusds	%ymm1, %ymm11, %ymm3
	vpdpwusds	%ymm2, %ymm10, %ymm15
	vpdpwusds	%ymm8, %ymm6, %ymm6
	vpdpwusds	%ymm12, %ymm8, %ymm10
	vpdpwusds	2147483647(%rip), %xmm10, %xmm9
	vpdpwusds	-2147483648(%r15,%r14,2), %xmm7, %xmm1
	vpdpwusds	(%r12), %xmm10, %xmm11
	vpdpwusds	1(%rip), %xmm13, %xmm6
	vpdpwusds	%xmm13, %xmm4, %xmm8
	vpdpwusds	%xmm1, %xmm13, %xmm2
	vpdpwusds	%xmm7, %xmm5, %xmm12
	vpdpwusds	%xmm2, %xmm1, %xmm12
	vpdpwusd	(%rbx,%r11,8), %ymm11, %ymm13
	vpdpwusd	-2147483648(,%r12,4), %ymm12, %ymm3
	vpdpwusd	-128, %ymm14, %ymm6
	vpdpwusd	-2147483648(%rsi), %ymm9, %ymm10
	vpdpwusd	%ymm8, %ymm15, %ymm10
	vpdpwusd	%ymm15, %ymm4, %ymm10
	vpdpwusd	%ymm1, %ymm0, %ymm8
	vpdpwusd	%ymm4, %ymm14, %ymm11
	vpdpwusd	-1(%r8), %xmm15, %xmm10
	vpdpwusd	2147483647(%r15), %xmm11, %xmm1
	vpdpwusd	%gs:-129(%rax,%rcx), %xmm10, %xmm0
	vpdpwusd	%fs:-128(%r13,%r12,4), %xmm15, %xmm14
	vpdpwusd	%xmm10, %xmm12, %xmm12
	vpdpwusd	%xmm6, %xmm3, %xmm11
	vpdpwusd	%xmm6, %xmm13, %xmm11
	vpdpwusd	%xmm2, %xmm5, %xmm2
	vpdpwuuds	-129(%r12,%rbp), %ymm10, %ymm0
	vpdpwuuds	-128(%rdx,%r12,2), %ymm12, %ymm15
	vpdpwuuds	-129(%rcx,%r15,4), %ymm15, %ymm12
	vpdpwuuds	127(%rdi,%rsi,4), %ymm3, %ymm0
	vpdpwuuds	%ymm2, %ymm6, %ymm2
	vpdpwuuds	%ymm3, %ymm10, %ymm11
	vpdpwuuds	%ymm13, %ymm0, %ymm0
	vpdpwuuds	%ymm14, %ymm14, %ymm4
	vpdpwuuds	2147483647(%rsi), %xmm13, %xmm11
	vpdpwuuds	%fs:(,%r15,2), %xmm8, %xmm14
	vpdpwuuds	127(%rbx,%r15,2), %xmm10, %xmm5
	vpdpwuuds	2147483647(%rdx), %xmm1, %xmm5
	vpdpwuuds	%xmm11, %xmm8, %xmm14
	vpdpwuuds	%xmm11, %xmm12, %xmm1
	vpdpwuuds	%xmm10, %xmm12, %xmm13
	vpdpwuuds	%xmm6, %xmm14, %xmm9
	vpdpwuud	-128(%rbp,%rsi), %ymm3, %ymm8
	vpdpwuud	-128(%r10), %ymm6, %ymm7
	vpdpwuud	-1(%rbp), %ymm5, %ymm9
	vpdpwuud	1(%r14,%rdi), %ymm6, %ymm10
	vpdpwuud	%ymm4, %ymm15, %ymm12
	vpdpwuud	%ymm10, %ymm8, %ymm3
	vpdpwuud	%ymm15, %ymm7, %ymm11
	vpdpwuud	%ymm5, %ymm5, %ymm8
	vpdpwuud	127(%rsi,%rdi), %xmm10, %xmm8
	vpdpwuud	%gs:-129(%r9), %xmm10, %xmm13
	vpdpwuud	-2147483648(%r11,%r15), %xmm5, %xmm7
	vpdpwuud	127(%r9,%rdx,8), %xmm7, %xmm4
	vpdpwuud	%xmm13, %xmm1, %xmm14
	vpdpwuud	%xmm7, %xmm10, %xmm9
	vpdpwuud	%xmm1, %xmm14, %xmm11
	vpdpwuud	%xmm10, %xmm5, %xmm15
	vperm2f128	$128, %fs:-2147483648(%rcx,%rbp), %ymm9, %ymm13
	vperm2f128	$1, -129(%r14,%rsi,8), %ymm7, %ymm0
	vperm2f128	$128, -129(%rdi,%r10,4), %ymm2, %ymm11
	vperm2f128	$255, %fs:-2147483648(%rax,%r14,2), %ymm11, %ymm12
	vperm2f128	$127, %ymm13, %ymm13, %ymm15
	vperm2f128	$255, %ymm15, %ymm3, %ymm11
	vperm2f128	$112, %ymm1, %ymm6, %ymm11
	vperm2f128	$250, %ymm7, %ymm11, %ymm5
	vperm2i128	$255, (%r9,%r12), %ymm5, %ymm2
	vperm2i128	$17, (%r13,%r12,4), %ymm14, %ymm1
	vperm2i128	$163, -2147483648(%rbx,%r15), %ymm15, %ymm0
	vperm2i128	$0, -1(%rsp), %ymm8, %ymm2
	vperm2i128	$2, %ymm6, %ymm4, %ymm13
	vperm2i128	$151, %ymm4, %ymm2, %ymm8
	vperm2i128	$128, %ymm15, %ymm0, %ymm12
	vperm2i128	$192, %ymm14, %ymm13, %ymm6
	vpermd	127(%rip), %ymm6, %ymm2
	vpermd	-128(,%rbx,8), %ymm3, %ymm10
	vpermd	-2147483648(%rip), %ymm6, %ymm15
	vpermd	128(%rdx,%rcx,2), %ymm6, %ymm11
	vpermd	%ymm14, %ymm13, %ymm14
	vpermd	%ymm2, %ymm12, %ymm15
	vpermd	%ymm2, %ymm13, %ymm3
	vpermd	%ymm12, %ymm13, %ymm6
	vpermil2pd	$7, 127(%rdi), %ymm14, %ymm0, %ymm14
	vpermil2pd	$1, %gs:-1(%rdi,%rbp,8), %ymm15, %ymm4, %ymm0
	vpermil2pd	$7, (%rdx), %ymm5, %ymm3, %ymm6
	vpermil2pd	$4, %fs:-1(,%r9), %ymm0, %ymm5, %ymm0
	vpermil2pd	$1, %ymm2, -1(%rsi), %ymm14, %ymm6
	vpermil2pd	$0, %ymm15, 1(%r13), %ymm10, %ymm3
	vpermil2pd	$15, %ymm1, -1(%r9,%rcx,2), %ymm9, %ymm9
	vpermil2pd	$13, %ymm8, -1(,%r11,2), %ymm0, %ymm10
	vpermil2pd	$7, %ymm13, %ymm13, %ymm7, %ymm13
	vpermil2pd	$13, %ymm3, %ymm6, %ymm0, %ymm3
	vpermil2pd	$0, %ymm7, %ymm13, %ymm10, %ymm15
	vpermil2pd	$15, %ymm4, %ymm15, %ymm7, %ymm15
	vpermil2pd	$5, 128(%rbp,%r15,2), %xmm1, %xmm0, %xmm5
	vpermil2pd	$0, 127(%r14,%r14,8), %xmm10, %xmm13, %xmm6
	vpermil2pd	$0, %gs:-1(%r13), %xmm9, %xmm2, %xmm4
	vpermil2pd	$13, -1(%rbp,%rcx), %xmm13, %xmm12, %xmm0
	vpermil2pd	$9, %xmm15, -2147483648(%r12), %xmm0, %xmm12
	vpermil2pd	$7, %xmm7, %fs:-128(%rsp,%r9), %xmm10, %xmm9
	vpermil2pd	$8, %xmm14, 127(%rbx), %xmm6, %xmm5
	vpermil2pd	$0, %xmm14, (%r15,%rax,8), %xmm1, %xmm2
	vpermil2pd	$4, %xmm8, %xmm14, %xmm11, %xmm7
	vpermil2pd	$11, %xmm8, %xmm2, %xmm15, %xmm14
	vpermil2pd	$2, %xmm12, %xmm9, %xmm2, %xmm15
	vpermil2pd	$14, %xmm1, %xmm11, %xmm0, %xmm0
	vpermil2ps	$2, 127(%r9), %ymm3, %ymm10, %ymm2
	vpermil2ps	$13, -128(%r8), %ymm14, %ymm9, %ymm8
	vpermil2ps	$13, 2147483647(%r12), %ymm14, %ymm6, %ymm11
	vpermil2ps	$0, -1(%r10,%r15,8), %ymm10, %ymm11, %ymm7
	vpermil2ps	$0, %ymm12, -2147483648(%r13,%r9,8), %ymm11, %ymm7
	vpermil2ps	$9, %ymm6, 1(%r15), %ymm0, %ymm6
	vpermil2ps	$2, %ymm1, 1(%r9,%r11,4), %ymm2, %ymm0
	vpermil2ps	$2, %ymm6, -128(%r9,%rdx,4), %ymm0, %ymm7
	vpermil2ps	$1, %ymm3, %ymm15, %ymm13, %ymm10
	vpermil2ps	$9, %ymm13, %ymm2, %ymm8, %ymm13
	vpermil2ps	$13, %ymm0, %ymm9, %ymm9, %ymm12
	vpermil2ps	$10, %ymm2, %ymm9, %ymm0, %ymm15
	vpermil2ps	$1, %gs:-129(%rcx), %xmm3, %xmm6, %xmm3
	vpermil2ps	$6, (%r12,%rsi,8), %xmm11, %xmm13, %xmm8
	vpermil2ps	$10, (%r15,%r8,4), %xmm14, %xmm4, %xmm10
	vpermil2ps	$2, 127(%rdx,%rdi), %xmm12, %xmm0, %xmm8
	vpermil2ps	$9, %xmm1, 128(%rbx), %xmm10, %xmm7
	vpermil2ps	$6, %xmm2, 128(%r12,%r12,2), %xmm6, %xmm15
	vpermil2ps	$13, %xmm9, %gs:-1(%r15), %xmm8, %xmm6
	vpermil2ps	$2, %xmm8, %fs:-129(%rsp), %xmm3, %xmm9
	vpermil2ps	$12, %xmm9, %xmm2, %xmm13, %xmm7
	vpermil2ps	$11, %xmm1, %xmm7, %xmm8, %xmm7
	vpermil2ps	$8, %xmm2, %xmm5, %xmm6, %xmm15
	vpermil2ps	$1, %xmm8, %xmm6, %xmm0, %xmm3
	vpermilpd	$195, -128, %ymm10
	vpermilpd	$128, 2147483647(%rdi), %ymm6
	vpermilpd	$210, -2147483648(%r8), %ymm1
	vpermilpd	$0, 128(%r11), %ymm2
	vpermilpd	$162, %ymm10, %ymm8
	vpermilpd	$125, %ymm13, %ymm13
	vpermilpd	$18, %ymm12, %ymm14
	vpermilpd	$99, %ymm11, %ymm9
	vpermilpd	127(%r14), %ymm5, %ymm12
	vpermilpd	1(%rdx,%rax,8), %ymm9, %ymm6
	vpermilpd	2147483647(%r9,%r9,8), %ymm6, %ymm9
	vpermilpd	127(%rax), %ymm9, %ymm7
	vpermilpd	%ymm9, %ymm9, %ymm2
	vpermilpd	%ymm12, %ymm0, %ymm12
	vpermilpd	%ymm1, %ymm11, %ymm13
	vpermilpd	%ymm6, %ymm11, %ymm6
	vpermilpd	$143, -129(,%rdx,4), %xmm13
	vpermilpd	$205, %fs:-1(%rsp,%r9), %xmm15
	vpermilpd	$0, 128(%rsp), %xmm8
	vpermilpd	$156, -1(%rbx,%rsi,8), %xmm6
	vpermilpd	$0, %xmm4, %xmm3
	vpermilpd	$0, %xmm6, %xmm12
	vpermilpd	$238, %xmm2, %xmm11
	vpermilpd	$84, %xmm14, %xmm9
	vpermilpd	-129(%r11,%rdx), %xmm10, %xmm13
	vpermilpd	2147483647(%rip), %xmm8, %xmm5
	vpermilpd	127(%rcx), %xmm14, %xmm13
	vpermilpd	%fs:-128(%rcx), %xmm5, %xmm13
	vpermilpd	%xmm7, %xmm12, %xmm10
	vpermilpd	%xmm0, %xmm2, %xmm3
	vpermilpd	%xmm0, %xmm9, %xmm15
	vpermilpd	%xmm5, %xmm6, %xmm12
	vpermilps	$128, 127(%r12,%rbp,2), %ymm15
	vpermilps	$9, -1(%rdi,%rbx), %ymm3
	vpermilps	$128, (%r14,%r8,2), %ymm15
	vpermilps	$127, 2147483647(%rip), %ymm4
	vpermilps	$68, %ymm3, %ymm3
	vpermilps	$167, %ymm13, %ymm14
	vpermilps	$255, %ymm3, %ymm15
	vpermilps	$128, %ymm14, %ymm9
	vpermilps	-129(%r14,%r8), %ymm2, %ymm6
	vpermilps	128(%rsi), %ymm3, %ymm11
	vpermilps	%gs:-1(%rcx,%rbp,4), %ymm0, %ymm11
	vpermilps	2147483647(%r8), %ymm14, %ymm0
	vpermilps	%ymm3, %ymm9, %ymm8
	vpermilps	%ymm5, %ymm5, %ymm12
	vpermilps	%ymm0, %ymm4, %ymm13
	vpermilps	%ymm10, %ymm13, %ymm15
	vpermilps	$0, -128(%r13,%rdx), %xmm10
	vpermilps	$60, -128(%rbp), %xmm6
	vpermilps	$128, %gs:127(%rdi,%r15,4), %xmm1
	vpermilps	$128, -128(%rbp,%r15,8), %xmm4
	vpermilps	$0, %xmm5, %xmm5
	vpermilps	$1, %xmm1, %xmm4
	vpermilps	$255, %xmm5, %xmm11
	vpermilps	$255, %xmm3, %xmm15
	vpermilps	%fs:-2147483648(%r8), %xmm15, %xmm11
	vpermilps	-1(%r12), %xmm0, %xmm15
	vpermilps	-128(%rsp), %xmm12, %xmm15
	vpermilps	128(%rax,%rbx), %xmm13, %xmm12
	vpermilps	%xmm0, %xmm8, %xmm15
	vpermilps	%xmm0, %xmm15, %xmm14
	vpermilps	%xmm11, %xmm7, %xmm4
	vpermilps	%xmm3, %xmm1, %xmm2
	vpermpd	$128, -129(%rcx), %ymm4
	vpermpd	$174, %gs:-2147483648(%r12,%r12,4), %ymm3
	vpermpd	$82, -128, %ymm11
	vpermpd	$255, (%r8,%r11,4), %ymm13
	vpermpd	$227, %ymm14, %ymm3
	vpermpd	$226, %ymm7, %ymm11
	vpermpd	$195, %ymm2, %ymm1
	vpermpd	$255, %ymm2, %ymm8
	vpermps	-2147483648(%rax,%r8), %ymm7, %ymm2
	vpermps	128(%rbx), %ymm9, %ymm1
	vpermps	%gs:128(%r9), %ymm13, %ymm14
	vpermps	1(%r12,%rdi,4), %ymm12, %ymm12
	vpermps	%ymm15, %ymm11, %ymm5
	vpermps	%ymm6, %ymm9, %ymm15
	vpermps	%ymm2, %ymm13, %ymm11
	vpermps	%ymm1, %ymm10, %ymm4
	vpermq	$72, 2147483647(%r13), %ymm1
	vpermq	$76, 127(%rsi,%rax), %ymm13
	vpermq	$55, %fs:2147483647(%rdx,%rbx,2), %ymm9
	vpermq	$237, -128(%rip), %ymm2
	vpermq	$1, %ymm4, %ymm6
	vpermq	$226, %ymm14, %ymm2
	vpermq	$128, %ymm12, %ymm3
	vpermq	$255, %ymm6, %ymm13
	vpextrb	$178, %xmm10, %fs:1(%rbx)
	vpextrb	$255, %xmm6, -128(%rip)
	vpextrb	$79, %xmm5, %gs:0
	vpextrb	$211, %xmm9, (%r9)
	vpextrb	$255, %xmm3, %esp
	vpextrb	$128, %xmm1, %r15d
	vpextrb	$127, %xmm7, %r9d
	vpextrb	$128, %xmm9, %edi
	vpextrd	$124, %xmm4, (%rip)
	vpextrd	$146, %xmm6, (%r15,%r14)
	vpextrd	$90, %xmm12, -128(%r15)
	vpextrd	$32, %xmm3, 2147483647(,%rbp,8)
	vpextrd	$127, %xmm1, %esp
	vpextrd	$45, %xmm12, %r12d
	vpextrd	$255, %xmm12, %r8d
	vpextrd	$150, %xmm12, %ecx
	vpextrq	$1, %xmm15, -129(%r12,%rax)
	vpextrq	$47, %xmm12, -129
	vpextrq	$132, %xmm3, %gs:2147483647(%rsp)
	vpextrq	$255, %xmm10, 2147483647(%r15,%r11,8)
	vpextrq	$255, %xmm2, %r10
	vpextrq	$128, %xmm11, %r12
	vpextrq	$0, %xmm15, %rdx
	vpextrq	$255, %xmm3, %r8
	vpextrw	$255, %xmm8, %fs:128(%r13)
	vpextrw	$128, %xmm5, %gs:-128(%r10,%r11)
	vpextrw	$139, %xmm4, (%rdi,%rdi,4)
	vpextrw	$187, %xmm14, -128(%rcx,%rsi,2)
	vpextrw	$16, %xmm15, %edx
	vpextrw	$127, %xmm3, %ecx
	vpextrw	$255, %xmm1, %r15d
	vpextrw	$127, %xmm9, %r11d
	vpgatherdd	%ymm9, %fs:128(%rsi,%ymm6,8), %ymm0
	vpgatherdd	%ymm12, -1(%rax,%ymm5,2), %ymm3
	vpgatherdd	%ymm9, -129(%r8,%ymm14), %ymm5
	vpgatherdd	%ymm10, %fs:2147483647(%r15,%ymm15), %ymm1
	vpgatherdd	%xmm4, (%r10,%xmm13,8), %xmm15
	vpgatherdd	%xmm4, 1(%rdx,%xmm12), %xmm11
	vpgatherdd	%xmm5, -129(%r12,%xmm11,8), %xmm3
	vpgatherdd	%xmm8, 127(%rsi,%xmm12,8), %xmm3
	vpgatherdq	%ymm7, 128(,%xmm2,8), %ymm0
	vpgatherdq	%ymm10, 1(%rcx,%xmm7), %ymm6
	vpgatherdq	%ymm7, %fs:127(%rbp,%xmm3,8), %ymm9
	vpgatherdq	%ymm14, -129(%r8,%xmm6,4), %ymm12
	vpgatherdq	%xmm14, -128(%rsi,%xmm0), %xmm13
	vpgatherdq	%xmm3, 128(%rsi,%xmm8), %xmm1
	vpgatherdq	%xmm15, 128(%r12,%xmm5,4), %xmm11
	vpgatherdq	%xmm9, 128(%r15,%xmm14,2), %xmm7
	vpgatherqd	%xmm13, %fs:1(%rbp,%ymm1,4), %xmm7
	vpgatherqd	%xmm1, -1(%rsi,%ymm13), %xmm4
	vpgatherqd	%xmm14, %fs:2147483647(%rcx,%ymm1,4), %xmm13
	vpgatherqd	%xmm10, -128(%rcx,%ymm6,8), %xmm7
	vpgatherqd	%xmm10, %fs:(,%xmm2), %xmm7
	vpgatherqd	%xmm12, %gs:-129(%r10,%xmm11,8), %xmm15
	vpgatherqd	%xmm4, 128(,%xmm14,8), %xmm8
	vpgatherqd	%xmm0, 128(%r13,%xmm6,2), %xmm9
	vpgatherqq	%ymm4, 2147483647(%rbp,%ymm11), %ymm2
	vpgatherqq	%ymm10, %gs:2147483647(%rcx,%ymm12,8), %ymm9
	vpgatherqq	%ymm14, -129(%r9,%ymm11,4), %ymm2
	vpgatherqq	%ymm13, -129(%r11,%ymm0), %ymm6
	vpgatherqq	%xmm12, 1(%rsp,%xmm13), %xmm0
	vpgatherqq	%xmm13, -1(%rbp,%xmm1), %xmm14
	vpgatherqq	%xmm12, 127(%rcx,%xmm6,4), %xmm13
	vpgatherqq	%xmm7, (%rbp,%xmm6,4), %xmm11
	vphaddbd	128(%r13), %xmm0
	vphaddbd	%fs:-128(%rax,%r14), %xmm5
	vphaddbd	-128(%rdi), %xmm0
	vphaddbd	-2147483648(%rax), %xmm15
	vphaddbd	%xmm12, %xmm2
	vphaddbd	%xmm9, %xmm10
	vphaddbd	%xmm1, %xmm12
	vphaddbd	%xmm3, %xmm13
	vphaddbq	-1(%r8,%rbx,8), %xmm9
	vphaddbq	%gs:-2147483648(%r14,%rbp,2), %xmm1
	vphaddbq	-2147483648(%r9), %xmm7
	vphaddbq	-128(%r9,%r8,4), %xmm11
	vphaddbq	%xmm10, %xmm6
	vphaddbq	%xmm8, %xmm3
	vphaddbq	%xmm13, %xmm1
	vphaddbq	%xmm2, %xmm13
	vphaddbw	127(%r10,%r15,4), %xmm0
	vphaddbw	%fs:-128(%rdi), %xmm9
	vphaddbw	-2147483648(%rbx,%rdx,2), %xmm0
	vphaddbw	-128, %xmm13
	vphaddbw	%xmm11, %xmm14
	vphaddbw	%xmm7, %xmm15
	vphaddbw	%xmm1, %xmm4
	vphaddbw	%xmm0, %xmm13
	vphadddq	-129(%r11,%r10,8), %xmm12
	vphadddq	%fs:-129(%r15), %xmm2
	vphadddq	1(,%r8,4), %xmm13
	vphadddq	-1(%r8,%r12,4), %xmm1
	vphadddq	%xmm3, %xmm6
	vphadddq	%xmm8, %xmm4
	vphadddq	%xmm11, %xmm6
	vphadddq	%xmm10, %xmm1
	vphaddd	%fs:(%r14), %ymm2, %ymm4
	vphaddd	-1(%r9), %ymm3, %ymm2
	vphaddd	2147483647(%rax,%rcx,2), %ymm8, %ymm10
	vphaddd	%gs:1(%rip), %ymm10, %ymm1
	vphaddd	%ymm13, %ymm1, %ymm9
	vphaddd	%ymm14, %ymm12, %ymm9
	vphaddd	%ymm9, %ymm2, %ymm11
	vphaddd	%ymm10, %ymm15, %ymm7
	vphaddd	127(%r10,%rbx), %xmm2, %xmm9
	vphaddd	2147483647(,%r9,2), %xmm9, %xmm2
	vphaddd	%gs:-128(%rax), %xmm12, %xmm2
	vphaddd	-1(%rsi,%r9,4), %xmm6, %xmm1
	vphaddd	%xmm8, %xmm3, %xmm11
	vphaddd	%xmm11, %xmm8, %xmm13
	vphaddd	%xmm11, %xmm9, %xmm1
	vphaddd	%xmm6, %xmm7, %xmm13
	vphaddsw	127(%r13), %ymm11, %ymm9
	vphaddsw	-2147483648(%rbx), %ymm3, %ymm12
	vphaddsw	-2147483648(%rsp), %ymm9, %ymm13
	vphaddsw	-1(%rax), %ymm1, %ymm14
	vphaddsw	%ymm7, %ymm12, %ymm1
	vphaddsw	%ymm4, %ymm15, %ymm2
	vphaddsw	%ymm10, %ymm9, %ymm14
	vphaddsw	%ymm13, %ymm15, %ymm10
	vphaddsw	%gs:128(%rbp,%r9,2), %xmm2, %xmm5
	vphaddsw	-2147483648(%r13), %xmm8, %xmm0
	vphaddsw	127(%rbp,%rdx,2), %xmm4, %xmm14
	vphaddsw	-1(,%r12,8), %xmm12, %xmm10
	vphaddsw	%xmm11, %xmm12, %xmm6
	vphaddsw	%xmm15, %xmm3, %xmm12
	vphaddsw	%xmm0, %xmm6, %xmm12
	vphaddsw	%xmm14, %xmm12, %xmm3
	vphaddubd	-2147483648(%rip), %xmm2
	vphaddubd	1(%r11), %xmm0
	vphaddubd	%gs:1(%rcx), %xmm3
	vphaddubd	127(%r14), %xmm13
	vphaddubd	%xmm8, %xmm8
	vphaddubd	%xmm6, %xmm6
	vphaddubd	%xmm0, %xmm10
	vphaddubd	%xmm6, %xmm5
	vphaddubq	-128(%r11,%rbx,4), %xmm7
	vphaddubq	-1(%rcx), %xmm13
	vphaddubq	%gs:1(%r13,%rsi,2), %xmm7
	vphaddubq	-1(%rcx), %xmm12
	vphaddubq	%xmm2, %xmm3
	vphaddubq	%xmm5, %xmm15
	vphaddubq	%xmm3, %xmm5
	vphaddubq	%xmm5, %xmm3
	vphaddubw	%gs:-1(%rip), %xmm5
	vphaddubw	-128(,%r15,4), %xmm10
	vphaddubw	1(%r9), %xmm8
	vphaddubw	127(%rax), %xmm2
	vphaddubw	%xmm11, %xmm0
	vphaddubw	%xmm5, %xmm14
	vphaddubw	%xmm12, %xmm0
	vphaddubw	%xmm0, %xmm9
	vphaddudq	-129(%r11,%rbx,8), %xmm2
	vphaddudq	1(%r9), %xmm10
	vphaddudq	%fs:-129(,%r8,4), %xmm15
	vphaddudq	2147483647(%rdi,%r13,2), %xmm4
	vphaddudq	%xmm14, %xmm7
	vphaddudq	%xmm9, %xmm1
	vphaddudq	%xmm13, %xmm12
	vphaddudq	%xmm6, %xmm11
	vphadduwd	-129(%r13), %xmm10
	vphadduwd	-2147483648(%r10), %xmm9
	vphadduwd	-128(%rbp,%r14,8), %xmm2
	vphadduwd	%gs:-129, %xmm9
	vphadduwd	%xmm9, %xmm15
	vphadduwd	%xmm10, %xmm12
	vphadduwd	%xmm0, %xmm3
	vphadduwd	%xmm13, %xmm5
	vphadduwq	127(,%r9), %xmm13
	vphadduwq	%fs:-128(%rax), %xmm5
	vphadduwq	-129(%rsi), %xmm12
	vphadduwq	%gs:-129(%rsp,%rbx), %xmm10
	vphadduwq	%xmm7, %xmm4
	vphadduwq	%xmm3, %xmm7
	vphadduwq	%xmm12, %xmm7
	vphadduwq	%xmm3, %xmm2
	vphaddwd	%fs:2147483647(%rdi,%r11,4), %xmm2
	vphaddwd	0, %xmm1
	vphaddwd	-2147483648(%rbp), %xmm4
	vphaddwd	127(%rsp), %xmm7
	vphaddwd	%xmm2, %xmm3
	vphaddwd	%xmm15, %xmm2
	vphaddwd	%xmm1, %xmm7
	vphaddwd	%xmm11, %xmm2
	vphaddwq	(%r10), %xmm1
	vphaddwq	2147483647(%rip), %xmm2
	vphaddwq	-128(,%r8,4), %xmm8
	vphaddwq	-1(%rbp,%rax), %xmm5
	vphaddwq	%xmm12, %xmm12
	vphaddwq	%xmm2, %xmm4
	vphaddwq	%xmm0, %xmm3
	vphaddwq	%xmm12, %xmm7
	vphaddw	-129(%rdi,%r11), %ymm11, %ymm5
	vphaddw	-2147483648(%r9), %ymm5, %ymm0
	vphaddw	-2147483648(%r9,%rsi,8), %ymm7, %ymm1
	vphaddw	-129(%rsi), %ymm8, %ymm10
	vphaddw	%ymm15, %ymm14, %ymm10
	vphaddw	%ymm13, %ymm13, %ymm2
	vphaddw	%ymm8, %ymm3, %ymm6
	vphaddw	%ymm15, %ymm1, %ymm5
	vphaddw	%fs:1(%rbp), %xmm11, %xmm11
	vphaddw	2147483647(%r14), %xmm0, %xmm12
	vphaddw	%fs:-1, %xmm7, %xmm8
	vphaddw	127(%r11,%r10,8), %xmm10, %xmm3
	vphaddw	%xmm6, %xmm2, %xmm13
	vphaddw	%xmm13, %xmm8, %xmm3
	vphaddw	%xmm11, %xmm15, %xmm1
	vphaddw	%xmm9, %xmm6, %xmm2
	vphminposuw	-2147483648(%r12), %xmm4
	vphminposuw	(%rax,%rsi,4), %xmm12
	vphminposuw	%gs:-129(%rsp), %xmm13
	vphminposuw	-128, %xmm0
	vphminposuw	%xmm7, %xmm13
	vphminposuw	%xmm12, %xmm6
	vphminposuw	%xmm2, %xmm2
	vphminposuw	%xmm10, %xmm0
	vphsubbw	%gs:127(%r9), %xmm4
	vphsubbw	%fs:(%rdx,%rax), %xmm9
	vphsubbw	2147483647, %xmm15
	vphsubbw	2147483647(%r11,%rdi), %xmm4
	vphsubbw	%xmm15, %xmm7
	vphsubbw	%xmm14, %xmm6
	vphsubbw	%xmm13, %xmm9
	vphsubbw	%xmm11, %xmm15
	vphsubdq	1(%r12), %xmm12
	vphsubdq	127(%rdi), %xmm8
	vphsubdq	-129(%rdx,%r11,4), %xmm5
	vphsubdq	-2147483648(%rdx,%r9,4), %xmm0
	vphsubdq	%xmm5, %xmm6
	vphsubdq	%xmm13, %xmm3
	vphsubdq	%xmm0, %xmm5
	vphsubdq	%xmm4, %xmm2
	vphsubd	-129(%r13), %ymm0, %ymm14
	vphsubd	-129(%rax), %ymm12, %ymm3
	vphsubd	-1(%rcx), %ymm3, %ymm5
	vphsubd	%gs:-129(%r11,%rsi), %ymm3, %ymm14
	vphsubd	%ymm8, %ymm3, %ymm9
	vphsubd	%ymm14, %ymm7, %ymm9
	vphsubd	%ymm9, %ymm15, %ymm8
	vphsubd	%ymm3, %ymm15, %ymm2
	vphsubd	1(%r9,%rdi), %xmm12, %xmm13
	vphsubd	-128, %xmm5, %xmm1
	vphsubd	%fs:-128(%rsp,%rcx,8), %xmm9, %xmm5
	vphsubd	%gs:(%rbx), %xmm6, %xmm4
	vphsubd	%xmm10, %xmm5, %xmm7
	vphsubd	%xmm9, %xmm14, %xmm3
	vphsubd	%xmm4, %xmm10, %xmm3
	vphsubd	%xmm10, %xmm4, %xmm9
	vphsubsw	-2147483648(,%r15,2), %ymm6, %ymm14
	vphsubsw	-128(%r12,%r13,8), %ymm1, %ymm3
	vphsubsw	%gs:-1(%rcx), %ymm1, %ymm8
	vphsubsw	-129(%r10,%rsi), %ymm0, %ymm2
	vphsubsw	%ymm4, %ymm3, %ymm11
	vphsubsw	%ymm10, %ymm8, %ymm14
	vphsubsw	%ymm11, %ymm7, %ymm13
	vphsubsw	%ymm5, %ymm10, %ymm7
	vphsubsw	%fs:(%r9), %xmm8, %xmm15
	vphsubsw	128(%r14), %xmm14, %xmm1
	vphsubsw	-128, %xmm13, %xmm10
	vphsubsw	(%rsi), %xmm0, %xmm0
	vphsubsw	%xmm5, %xmm7, %xmm2
	vphsubsw	%xmm3, %xmm11, %xmm14
	vphsubsw	%xmm1, %xmm11, %xmm14
	vphsubsw	%xmm3, %xmm7, %xmm14
	vphsubwd	2147483647(%r8), %xmm4
	vphsubwd	1(%r13,%rsi), %xmm12
	vphsubwd	%gs:-1, %xmm14
	vphsubwd	%gs:1(%r8,%rax,2), %xmm1
	vphsubwd	%xmm4, %xmm3
	vphsubwd	%xmm10, %xmm5
	vphsubwd	%xmm10, %xmm15
	vphsubwd	%xmm5, %xmm8
	vphsubw	-2147483648(%r12,%r13,4), %ymm1, %ymm10
	vphsubw	-129, %ymm5, %ymm3
	vphsubw	%gs:127(%r15,%r9,8), %ymm0, %ymm8
	vphsubw	-1(%r9), %ymm0, %ymm0
	vphsubw	%ymm11, %ymm10, %ymm14
	vphsubw	%ymm12, %ymm11, %ymm0
	vphsubw	%ymm6, %ymm7, %ymm5
	vphsubw	%ymm9, %ymm3, %ymm4
	vphsubw	-129(%rip), %xmm3, %xmm13
	vphsubw	(%rdx,%r15), %xmm2, %xmm5
	vphsubw	%gs:-129(,%rcx,4), %xmm13, %xmm10
	vphsubw	1(%rdx,%rax), %xmm7, %xmm6
	vphsubw	%xmm10, %xmm9, %xmm11
	vphsubw	%xmm5, %xmm3, %xmm3
	vphsubw	%xmm12, %xmm10, %xmm5
	vphsubw	%xmm2, %xmm14, %xmm9
	vpinsrb	$129, 1(%r14), %xmm5, %xmm3
	vpinsrb	$99, (%rdx), %xmm2, %xmm7
	vpinsrb	$1, 1(%r8,%r14,2), %xmm15, %xmm13
	vpinsrb	$128, 1(%rsi,%r11,2), %xmm12, %xmm3
	vpinsrb	$228, %r10d, %xmm11, %xmm9
	vpinsrb	$128, %r11d, %xmm5, %xmm3
	vpinsrb	$2, %edi, %xmm2, %xmm12
	vpinsrb	$1, %r8d, %xmm0, %xmm14
	vpinsrd	$146, %gs:-2147483648(%r14), %xmm4, %xmm14
	vpinsrd	$99, -128(%rax,%r9), %xmm3, %xmm0
	vpinsrd	$119, %gs:128, %xmm4, %xmm13
	vpinsrd	$255, %gs:128(%r13), %xmm15, %xmm6
	vpinsrd	$255, %r13d, %xmm14, %xmm7
	vpinsrd	$128, %r13d, %xmm6, %xmm13
	vpinsrd	$128, %edx, %xmm14, %xmm7
	vpinsrd	$137, %r8d, %xmm8, %xmm15
	vpinsrq	$127, 2147483647(%r15), %xmm11, %xmm12
	vpinsrq	$128, -129(%r14,%r8,2), %xmm6, %xmm15
	vpinsrq	$197, -128(%r10), %xmm9, %xmm10
	vpinsrq	$19, -1(%r9,%r15), %xmm4, %xmm14
	vpinsrq	$255, %r14, %xmm1, %xmm9
	vpinsrq	$28, %rdi, %xmm11, %xmm2
	vpinsrq	$128, %rdx, %xmm4, %xmm15
	vpinsrq	$128, %r15, %xmm5, %xmm13
	vpinsrw	$255, 2147483647(%rbp,%rbp,2), %xmm9, %xmm9
	vpinsrw	$128, %gs:128(%r11,%rdi,2), %xmm14, %xmm4
	vpinsrw	$255, -1(%r14,%rbx,2), %xmm5, %xmm1
	vpinsrw	$42, %fs:128(%r15), %xmm5, %xmm15
	vpinsrw	$128, %r10d, %xmm7, %xmm1
	vpinsrw	$255, %r8d, %xmm8, %xmm7
	vpinsrw	$0, %ebx, %xmm12, %xmm0
	vpinsrw	$255, %r9d, %xmm3, %xmm9
	vpmacsdd	%xmm8, -129(%rdx), %xmm6, %xmm9
	vpmacsdd	%xmm5, -129(%r15,%rdi), %xmm1, %xmm12
	vpmacsdd	%xmm9, -129(%rax,%r14,2), %xmm13, %xmm9
	vpmacsdd	%xmm15, %gs:128(,%rax,8), %xmm13, %xmm9
	vpmacsdd	%xmm5, %xmm12, %xmm7, %xmm8
	vpmacsdd	%xmm15, %xmm2, %xmm2, %xmm5
	vpmacsdd	%xmm7, %xmm10, %xmm3, %xmm14
	vpmacsdd	%xmm8, %xmm11, %xmm8, %xmm2
	vpmacsdqh	%xmm15, 1(%r13), %xmm3, %xmm7
	vpmacsdqh	%xmm1, %gs:-1(%rdi), %xmm1, %xmm2
	vpmacsdqh	%xmm4, 127(%rcx), %xmm0, %xmm15
	vpmacsdqh	%xmm14, 2147483647, %xmm0, %xmm11
	vpmacsdqh	%xmm4, %xmm14, %xmm9, %xmm14
	vpmacsdqh	%xmm3, %xmm1, %xmm3, %xmm14
	vpmacsdqh	%xmm3, %xmm12, %xmm10, %xmm3
	vpmacsdqh	%xmm6, %xmm5, %xmm12, %xmm15
	vpmacsdql	%xmm9, -1(,%r15,4), %xmm15, %xmm6
	vpmacsdql	%xmm10, 1(%rsi), %xmm1, %xmm11
	vpmacsdql	%xmm9, (,%r12,2), %xmm7, %xmm7
	vpmacsdql	%xmm0, 128(%rbx,%r14,8), %xmm7, %xmm9
	vpmacsdql	%xmm3, %xmm12, %xmm15, %xmm1
	vpmacsdql	%xmm6, %xmm2, %xmm11, %xmm9
	vpmacsdql	%xmm9, %xmm9, %xmm5, %xmm2
	vpmacsdql	%xmm5, %xmm4, %xmm14, %xmm0
	vpmacssdd	%xmm2, -128(%rdx), %xmm0, %xmm5
	vpmacssdd	%xmm14, %gs:-2147483648(%rdi,%rbp,4), %xmm2, %xmm14
	vpmacssdd	%xmm14, %gs:-129(,%r13), %xmm6, %xmm0
	vpmacssdd	%xmm10, %gs:128(%r13), %xmm10, %xmm12
	vpmacssdd	%xmm1, %xmm4, %xmm12, %xmm4
	vpmacssdd	%xmm3, %xmm0, %xmm7, %xmm10
	vpmacssdd	%xmm10, %xmm11, %xmm13, %xmm8
	vpmacssdd	%xmm3, %xmm2, %xmm14, %xmm12
	vpmacssdqh	%xmm12, %gs:127(%r9,%r13,8), %xmm10, %xmm3
	vpmacssdqh	%xmm0, -128(%r11), %xmm13, %xmm2
	vpmacssdqh	%xmm14, 127(%r12), %xmm1, %xmm11
	vpmacssdqh	%xmm11, 128(,%rbp,4), %xmm13, %xmm1
	vpmacssdqh	%xmm8, %xmm6, %xmm7, %xmm7
	vpmacssdqh	%xmm10, %xmm7, %xmm4, %xmm1
	vpmacssdqh	%xmm9, %xmm9, %xmm10, %xmm2
	vpmacssdqh	%xmm13, %xmm5, %xmm14, %xmm6
	vpmacssdql	%xmm7, -128(%r11), %xmm10, %xmm15
	vpmacssdql	%xmm1, -129(,%r12,2), %xmm14, %xmm11
	vpmacssdql	%xmm13, %fs:-129(%r9,%r8), %xmm6, %xmm11
	vpmacssdql	%xmm13, -1(%rip), %xmm10, %xmm3
	vpmacssdql	%xmm10, %xmm14, %xmm10, %xmm0
	vpmacssdql	%xmm14, %xmm12, %xmm14, %xmm9
	vpmacssdql	%xmm6, %xmm8, %xmm7, %xmm0
	vpmacssdql	%xmm9, %xmm1, %xmm1, %xmm4
	vpmacsswd	%xmm6, 2147483647(%r14), %xmm11, %xmm10
	vpmacsswd	%xmm9, 1(%rax), %xmm9, %xmm4
	vpmacsswd	%xmm7, 1(%r8), %xmm8, %xmm11
	vpmacsswd	%xmm14, 127(%rsp,%rdx,8), %xmm2, %xmm12
	vpmacsswd	%xmm1, %xmm9, %xmm4, %xmm12
	vpmacsswd	%xmm12, %xmm7, %xmm8, %xmm3
	vpmacsswd	%xmm3, %xmm12, %xmm3, %xmm7
	vpmacsswd	%xmm0, %xmm10, %xmm6, %xmm6
	vpmacssww	%xmm13, 128(%r13), %xmm15, %xmm15
	vpmacssww	%xmm10, 128(%rcx,%rcx,2), %xmm5, %xmm11
	vpmacssww	%xmm11, %gs:127(%r13,%rdx), %xmm11, %xmm11
	vpmacssww	%xmm5, 2147483647(%r11), %xmm11, %xmm6
	vpmacssww	%xmm1, %xmm1, %xmm15, %xmm6
	vpmacssww	%xmm0, %xmm2, %xmm7, %xmm3
	vpmacssww	%xmm1, %xmm5, %xmm10, %xmm11
	vpmacssww	%xmm15, %xmm15, %xmm12, %xmm6
	vpmacswd	%xmm13, %fs:127(%rsp,%r9,4), %xmm5, %xmm7
	vpmacswd	%xmm14, -128(%r15), %xmm8, %xmm11
	vpmacswd	%xmm0, %gs:2147483647(%r12,%rcx), %xmm9, %xmm6
	vpmacswd	%xmm2, -1, %xmm13, %xmm14
	vpmacswd	%xmm14, %xmm3, %xmm3, %xmm7
	vpmacswd	%xmm2, %xmm0, %xmm10, %xmm9
	vpmacswd	%xmm8, %xmm1, %xmm10, %xmm0
	vpmacswd	%xmm14, %xmm11, %xmm7, %xmm1
	vpmacsww	%xmm2, %gs:-129(,%r15), %xmm1, %xmm8
	vpmacsww	%xmm0, -2147483648(%r14,%rdi), %xmm11, %xmm13
	vpmacsww	%xmm3, %fs:2147483647(%rsi), %xmm11, %xmm2
	vpmacsww	%xmm13, %gs:-2147483648(%rdi), %xmm14, %xmm13
	vpmacsww	%xmm1, %xmm10, %xmm2, %xmm0
	vpmacsww	%xmm2, %xmm7, %xmm0, %xmm5
	vpmacsww	%xmm14, %xmm4, %xmm9, %xmm15
	vpmacsww	%xmm1, %xmm8, %xmm15, %xmm11
	vpmadcsswd	%xmm7, 128(%r11), %xmm13, %xmm7
	vpmadcsswd	%xmm2, -2147483648(%rcx,%rcx,8), %xmm0, %xmm8
	vpmadcsswd	%xmm14, %fs:-2147483648(%rax,%rdi,2), %xmm5, %xmm15
	vpmadcsswd	%xmm7, -128, %xmm4, %xmm8
	vpmadcsswd	%xmm14, %xmm0, %xmm6, %xmm3
	vpmadcsswd	%xmm14, %xmm11, %xmm4, %xmm8
	vpmadcsswd	%xmm13, %xmm14, %xmm9, %xmm10
	vpmadcsswd	%xmm12, %xmm3, %xmm6, %xmm12
	vpmadcswd	%xmm10, %fs:-1, %xmm13, %xmm6
	vpmadcswd	%xmm4, %fs:-128(%r10), %xmm4, %xmm13
	vpmadcswd	%xmm4, -129(%rsp,%rcx,8), %xmm13, %xmm13
	vpmadcswd	%xmm5, %fs:128(%rcx,%rcx), %xmm9, %xmm4
	vpmadcswd	%xmm1, %xmm8, %xmm14, %xmm2
	vpmadcswd	%xmm10, %xmm6, %xmm7, %xmm13
	vpmadcswd	%xmm5, %xmm5, %xmm10, %xmm9
	vpmadcswd	%xmm13, %xmm3, %xmm14, %xmm10
	{vex}	vpmadd52huq	%gs:-1(%rdx,%r8,4), %ymm12, %ymm5
	{vex}	vpmadd52huq	-2147483648(%r10), %ymm9, %ymm7
	{vex}	vpmadd52huq	-129(%rax), %ymm5, %ymm3
	{vex}	vpmadd52huq	2147483647(%rsi,%rbp,4), %ymm8, %ymm9
	{vex}	vpmadd52huq	%ymm11, %ymm9, %ymm8
	{vex}	vpmadd52huq	%ymm4, %ymm0, %ymm10
	{vex}	vpmadd52huq	%ymm12, %ymm14, %ymm12
	{vex}	vpmadd52huq	%ymm6, %ymm10, %ymm0
	{vex}	vpmadd52huq	%fs:-129(%rcx), %xmm10, %xmm14
	{vex}	vpmadd52huq	128(%rax,%r9,2), %xmm5, %xmm0
	{vex}	vpmadd52huq	%fs:-128(%r11,%rax), %xmm11, %xmm11
	{vex}	vpmadd52huq	-2147483648(%r13), %xmm2, %xmm15
	{vex}	vpmadd52huq	%xmm15, %xmm5, %xmm2
	{vex}	vpmadd52huq	%xmm12, %xmm6, %xmm11
	{vex}	vpmadd52huq	%xmm9, %xmm14, %xmm7
	{vex}	vpmadd52huq	%xmm2, %xmm5, %xmm5
	{vex}	vpmadd52luq	-129(,%r13,2), %ymm15, %ymm8
	{vex}	vpmadd52luq	-1(%r8,%r9,2), %ymm7, %ymm12
	{vex}	vpmadd52luq	1(%rdi,%rbx,8), %ymm11, %ymm0
	{vex}	vpmadd52luq	1(%r14,%r12), %ymm8, %ymm9
	{vex}	vpmadd52luq	%ymm0, %ymm14, %ymm12
	{vex}	vpmadd52luq	%ymm9, %ymm1, %ymm12
	{vex}	vpmadd52luq	%ymm5, %ymm10, %ymm2
	{vex}	vpmadd52luq	%ymm5, %ymm9, %ymm15
	{vex}	vpmadd52luq	-2147483648(%rbx,%r9,2), %xmm5, %xmm2
	{vex}	vpmadd52luq	%fs:127(%rsp), %xmm13, %xmm8
	{vex}	vpmadd52luq	-2147483648(%rip), %xmm3, %xmm2
	{vex}	vpmadd52luq	%fs:-129(%rip), %xmm7, %xmm10
	{vex}	vpmadd52luq	%xmm14, %xmm11, %xmm1
	{vex}	vpmadd52luq	%xmm11, %xmm11, %xmm7
	{vex}	vpmadd52luq	%xmm3, %xmm13, %xmm8
	{vex}	vpmadd52luq	%xmm1, %xmm1, %xmm7
	vpmaddubsw	-1(%r11,%rbp), %ymm4, %ymm5
	vpmaddubsw	1(%rip), %ymm8, %ymm4
	vpmaddubsw	-2147483648(%rbp,%rbx,4), %ymm5, %ymm15
	vpmaddubsw	1(%rax), %ymm2, %ymm2
	vpmaddubsw	%ymm1, %ymm1, %ymm2
	vpmaddubsw	%ymm0, %ymm0, %ymm11
	vpmaddubsw	%ymm13, %ymm11, %ymm3
	vpmaddubsw	%ymm1, %ymm15, %ymm1
	vpmaddubsw	1, %xmm0, %xmm3
	vpmaddubsw	128(%r9,%rsi,2), %xmm15, %xmm8
	vpmaddubsw	%fs:2147483647(%r15,%r12,4), %xmm2, %xmm0
	vpmaddubsw	2147483647, %xmm12, %xmm10
	vpmaddubsw	%xmm10, %xmm9, %xmm13
	vpmaddubsw	%xmm8, %xmm2, %xmm2
	vpmaddubsw	%xmm4, %xmm12, %xmm7
	vpmaddubsw	%xmm8, %xmm12, %xmm12
	vpmaddwd	%gs:-2147483648(%r12), %ymm13, %ymm0
	vpmaddwd	128(%rip), %ymm9, %ymm0
	vpmaddwd	%fs:127(,%rcx,4), %ymm5, %ymm11
	vpmaddwd	128(,%rdi,2), %ymm3, %ymm6
	vpmaddwd	%ymm5, %ymm9, %ymm5
	vpmaddwd	%ymm10, %ymm15, %ymm6
	vpmaddwd	%ymm10, %ymm5, %ymm11
	vpmaddwd	%ymm3, %ymm12, %ymm12
	vpmaddwd	-1(%r14,%rbp), %xmm10, %xmm0
	vpmaddwd	1(%r8), %xmm14, %xmm6
	vpmaddwd	(,%rbp), %xmm10, %xmm14
	vpmaddwd	%fs:(%rdx,%r12,2), %xmm12, %xmm2
	vpmaddwd	%xmm6, %xmm11, %xmm6
	vpmaddwd	%xmm1, %xmm1, %xmm4
	vpmaddwd	%xmm1, %xmm2, %xmm8
	vpmaddwd	%xmm6, %xmm6, %xmm13
	vpmaskmovd	%ymm13, %ymm3, -2147483648(,%r11)
	vpmaskmovd	%ymm11, %ymm0, 1
	vpmaskmovd	%ymm13, %ymm14, -2147483648(%r13)
	vpmaskmovd	%ymm10, %ymm2, 2147483647(%r10)
	vpmaskmovd	128(%rbp), %ymm12, %ymm8
	vpmaskmovd	2147483647(%r12), %ymm4, %ymm2
	vpmaskmovd	-2147483648(%rsi,%rbx,4), %ymm15, %ymm15
	vpmaskmovd	-128(%r8,%r12,4), %ymm4, %ymm11
	vpmaskmovd	%xmm7, %xmm8, -1(%rdx)
	vpmaskmovd	%xmm2, %xmm6, %gs:(%rsp,%rsi,4)
	vpmaskmovd	%xmm7, %xmm1, %fs:-129(%r15)
	vpmaskmovd	%xmm7, %xmm14, -128(%rbp,%rdi,2)
	vpmaskmovd	%fs:2147483647(,%r10,8), %xmm3, %xmm4
	vpmaskmovd	-1(%rdi,%r10,2), %xmm4, %xmm8
	vpmaskmovd	128(%r12,%rsi,8), %xmm7, %xmm15
	vpmaskmovd	-128(%rax), %xmm7, %xmm2
	vpmaskmovq	%ymm4, %ymm3, 1(,%r14)
	vpmaskmovq	%ymm8, %ymm15, -128(%rdi,%rdx,8)
	vpmaskmovq	%ymm5, %ymm0, -129(%rsi)
	vpmaskmovq	%ymm5, %ymm9, %gs:127(%r12,%r15,2)
	vpmaskmovq	-2147483648(%rsp), %ymm10, %ymm9
	vpmaskmovq	(%rbp), %ymm10, %ymm0
	vpmaskmovq	1(%rcx), %ymm13, %ymm4
	vpmaskmovq	-128(%rax), %ymm2, %ymm3
	vpmaskmovq	%xmm9, %xmm15, 127(%r14)
	vpmaskmovq	%xmm7, %xmm1, 127(%r8)
	vpmaskmovq	%xmm15, %xmm8, %fs:1(%rsi,%r15)
	vpmaskmovq	%xmm9, %xmm8, 2147483647(%rbx)
	vpmaskmovq	128(%rdx), %xmm11, %xmm2
	vpmaskmovq	-1(%rax,%rdx,2), %xmm12, %xmm6
	vpmaskmovq	%gs:-2147483648(%rdx,%r14,4), %xmm8, %xmm11
	vpmaskmovq	2147483647(%rsi,%r8,8), %xmm3, %xmm6
	vpmaxsb	127, %ymm14, %ymm6
	vpmaxsb	%fs:128(%r11,%rax), %ymm8, %ymm0
	vpmaxsb	127(%r12,%r11,8), %ymm10, %ymm7
	vpmaxsb	-2147483648(%rip), %ymm9, %ymm0
	vpmaxsb	%ymm9, %ymm0, %ymm13
	vpmaxsb	%ymm3, %ymm7, %ymm15
	vpmaxsb	%ymm9, %ymm6, %ymm10
	vpmaxsb	%ymm2, %ymm5, %ymm15
	vpmaxsb	%fs:(%r11,%r14,4), %xmm8, %xmm15
	vpmaxsb	-128(%rax), %xmm0, %xmm3
	vpmaxsb	-1(%rcx,%rdi,8), %xmm13, %xmm11
	vpmaxsb	(%rdx,%r12,2), %xmm10, %xmm0
	vpmaxsb	%xmm11, %xmm8, %xmm12
	vpmaxsb	%xmm13, %xmm1, %xmm15
	vpmaxsb	%xmm11, %xmm15, %xmm9
	vpmaxsb	%xmm2, %xmm8, %xmm5
	vpmaxsd	(%rdi,%r8,8), %ymm11, %ymm5
	vpmaxsd	-2147483648(%rax,%r14,2), %ymm5, %ymm5
	vpmaxsd	%fs:-2147483648(%rip), %ymm9, %ymm2
	vpmaxsd	127, %ymm0, %ymm4
	vpmaxsd	%ymm13, %ymm10, %ymm2
	vpmaxsd	%ymm4, %ymm4, %ymm9
	vpmaxsd	%ymm8, %ymm13, %ymm8
	vpmaxsd	%ymm9, %ymm1, %ymm9
	vpmaxsd	-1(%r14,%r14,2), %xmm11, %xmm9
	vpmaxsd	-1(%r15,%r14,8), %xmm10, %xmm6
	vpmaxsd	%gs:1(%r12,%r14), %xmm2, %xmm11
	vpmaxsd	2147483647(%rax,%rsi,4), %xmm5, %xmm8
	vpmaxsd	%xmm12, %xmm13, %xmm9
	vpmaxsd	%xmm3, %xmm7, %xmm11
	vpmaxsd	%xmm5, %xmm6, %xmm6
	vpmaxsd	%xmm13, %xmm13, %xmm10
	vpmaxsw	-129(%rax), %ymm0, %ymm8
	vpmaxsw	%gs:1(%r10,%rdi), %ymm1, %ymm2
	vpmaxsw	-128(%rsp,%r10), %ymm9, %ymm13
	vpmaxsw	-1(%rcx,%r13,8), %ymm15, %ymm5
	vpmaxsw	%ymm2, %ymm12, %ymm5
	vpmaxsw	%ymm15, %ymm14, %ymm15
	vpmaxsw	%ymm15, %ymm8, %ymm3
	vpmaxsw	%ymm4, %ymm14, %ymm13
	vpmaxsw	-1(%rsi), %xmm6, %xmm2
	vpmaxsw	2147483647, %xmm7, %xmm2
	vpmaxsw	%gs:-1(%rsp), %xmm15, %xmm8
	vpmaxsw	127, %xmm7, %xmm14
	vpmaxsw	%xmm0, %xmm2, %xmm6
	vpmaxsw	%xmm10, %xmm9, %xmm7
	vpmaxsw	%xmm10, %xmm11, %xmm15
	vpmaxsw	%xmm7, %xmm14, %xmm12
	vpmaxub	%gs:-2147483648(%rsi,%rcx,4), %ymm0, %ymm1
	vpmaxub	%fs:2147483647(%r8), %ymm15, %ymm14
	vpmaxub	%fs:2147483647(%rip), %ymm7, %ymm5
	vpmaxub	1(%r14,%r15,2), %ymm1, %ymm10
	vpmaxub	%ymm15, %ymm1, %ymm4
	vpmaxub	%ymm2, %ymm9, %ymm11
	vpmaxub	%ymm5, %ymm13, %ymm15
	vpmaxub	%ymm10, %ymm12, %ymm15
	vpmaxub	%fs:-1(%r15), %xmm7, %xmm12
	vpmaxub	-2147483648(%rdx,%rdx,4), %xmm13, %xmm13
	vpmaxub	-128(%r10,%rdi,8), %xmm5, %xmm6
	vpmaxub	(%rcx), %xmm10, %xmm14
	vpmaxub	%xmm9, %xmm9, %xmm5
	vpmaxub	%xmm2, %xmm15, %xmm15
	vpmaxub	%xmm14, %xmm14, %xmm3
	vpmaxub	%xmm12, %xmm15, %xmm6
	vpmaxud	(%r14,%r8,8), %ymm6, %ymm12
	vpmaxud	128(%rdx,%rdi), %ymm14, %ymm8
	vpmaxud	-128(,%rdi,8), %ymm11, %ymm15
	vpmaxud	2147483647(%r11,%r11,8), %ymm9, %ymm1
	vpmaxud	%ymm8, %ymm10, %ymm15
	vpmaxud	%ymm4, %ymm13, %ymm15
	vpmaxud	%ymm4, %ymm5, %ymm5
	vpmaxud	%ymm7, %ymm3, %ymm5
	vpmaxud	(%rbx,%r10,2), %xmm0, %xmm7
	vpmaxud	%fs:-128(%rip), %xmm10, %xmm12
	vpmaxud	127(%r10,%r8,4), %xmm10, %xmm0
	vpmaxud	%gs:-129(%rip), %xmm7, %xmm8
	vpmaxud	%xmm8, %xmm10, %xmm15
	vpmaxud	%xmm11, %xmm12, %xmm5
	vpmaxud	%xmm5, %xmm1, %xmm13
	vpmaxud	%xmm8, %xmm6, %xmm3
	vpmaxuw	128(%r14,%r9,8), %ymm7, %ymm3
	vpmaxuw	2147483647(,%r9), %ymm0, %ymm0
	vpmaxuw	(%r12,%rax,4), %ymm14, %ymm3
	vpmaxuw	(%r8,%rbx,8), %ymm5, %ymm1
	vpmaxuw	%ymm7, %ymm13, %ymm3
	vpmaxuw	%ymm15, %ymm1, %ymm0
	vpmaxuw	%ymm7, %ymm10, %ymm13
	vpmaxuw	%ymm13, %ymm6, %ymm7
	vpmaxuw	-1(%r14,%r12,2), %xmm6, %xmm11
	vpmaxuw	-128(%r15,%rdi,4), %xmm0, %xmm11
	vpmaxuw	-1(%rip), %xmm10, %xmm13
	vpmaxuw	%gs:-2147483648(,%rsi,8), %xmm14, %xmm7
	vpmaxuw	%xmm14, %xmm5, %xmm12
	vpmaxuw	%xmm3, %xmm1, %xmm7
	vpmaxuw	%xmm13, %xmm15, %xmm14
	vpmaxuw	%xmm7, %xmm14, %xmm15
	vpminsb	1, %ymm5, %ymm13
	vpminsb	127(%rsi), %ymm5, %ymm10
	vpminsb	2147483647(%rbp,%rdx), %ymm1, %ymm15
	vpminsb	%fs:-128(%rsi), %ymm8, %ymm8
	vpminsb	%ymm14, %ymm3, %ymm13
	vpminsb	%ymm9, %ymm2, %ymm9
	vpminsb	%ymm7, %ymm4, %ymm4
	vpminsb	%ymm1, %ymm3, %ymm2
	vpminsb	%gs:-1(%rdi,%r10,2), %xmm13, %xmm1
	vpminsb	128(%rax), %xmm4, %xmm9
	vpminsb	(,%r11,8), %xmm12, %xmm2
	vpminsb	128(%rsp,%rdx,8), %xmm12, %xmm15
	vpminsb	%xmm1, %xmm9, %xmm13
	vpminsb	%xmm2, %xmm8, %xmm0
	vpminsb	%xmm10, %xmm8, %xmm10
	vpminsb	%xmm13, %xmm6, %xmm11
	vpminsd	-128(%rsi), %ymm1, %ymm8
	vpminsd	(%r15,%rbx,2), %ymm8, %ymm2
	vpminsd	(%rip), %ymm6, %ymm7
	vpminsd	%fs:-128(%r11,%rdi,8), %ymm3, %ymm3
	vpminsd	%ymm2, %ymm10, %ymm6
	vpminsd	%ymm3, %ymm9, %ymm1
	vpminsd	%ymm8, %ymm14, %ymm15
	vpminsd	%ymm13, %ymm3, %ymm10
	vpminsd	128(%rsp,%r10), %xmm12, %xmm6
	vpminsd	%gs:-129(%r14,%r11,2), %xmm7, %xmm6
	vpminsd	-2147483648(%r11,%r13,8), %xmm15, %xmm9
	vpminsd	-1(%rsi), %xmm2, %xmm12
	vpminsd	%xmm3, %xmm9, %xmm10
	vpminsd	%xmm8, %xmm1, %xmm4
	vpminsd	%xmm14, %xmm8, %xmm12
	vpminsd	%xmm11, %xmm0, %xmm1
	vpminsw	127(%rbp), %ymm2, %ymm4
	vpminsw	(%rdi), %ymm6, %ymm15
	vpminsw	128(%r13), %ymm9, %ymm7
	vpminsw	-1(%r13,%r15,4), %ymm12, %ymm3
	vpminsw	%ymm15, %ymm12, %ymm13
	vpminsw	%ymm1, %ymm13, %ymm1
	vpminsw	%ymm13, %ymm15, %ymm6
	vpminsw	%ymm8, %ymm7, %ymm15
	vpminsw	%fs:128(%rdi,%r15,8), %xmm11, %xmm14
	vpminsw	-128(%rbp,%rsi,4), %xmm14, %xmm14
	vpminsw	-1(%r8,%r15,2), %xmm0, %xmm9
	vpminsw	-128(%rbx), %xmm6, %xmm9
	vpminsw	%xmm9, %xmm2, %xmm13
	vpminsw	%xmm8, %xmm11, %xmm10
	vpminsw	%xmm5, %xmm0, %xmm0
	vpminsw	%xmm5, %xmm15, %xmm1
	vpminub	-129(%rsi), %ymm6, %ymm7
	vpminub	-2147483648(%r9), %ymm2, %ymm12
	vpminub	127(%rbx), %ymm12, %ymm9
	vpminub	(%rdi,%r10), %ymm5, %ymm3
	vpminub	%ymm15, %ymm7, %ymm13
	vpminub	%ymm0, %ymm4, %ymm8
	vpminub	%ymm1, %ymm7, %ymm6
	vpminub	%ymm1, %ymm15, %ymm9
	vpminub	-129(%rax,%rdi), %xmm4, %xmm0
	vpminub	-2147483648(%r15,%rdi,4), %xmm15, %xmm8
	vpminub	%fs:-2147483648(%rip), %xmm2, %xmm10
	vpminub	-1(%r10,%r8,4), %xmm3, %xmm13
	vpminub	%xmm14, %xmm12, %xmm3
	vpminub	%xmm5, %xmm8, %xmm9
	vpminub	%xmm7, %xmm6, %xmm13
	vpminub	%xmm7, %xmm6, %xmm11
	vpminud	2147483647(%rcx), %ymm13, %ymm3
	vpminud	128(%rcx), %ymm2, %ymm11
	vpminud	-1(%rdi), %ymm4, %ymm12
	vpminud	-2147483648(%r12,%rax), %ymm6, %ymm1
	vpminud	%ymm8, %ymm8, %ymm2
	vpminud	%ymm5, %ymm10, %ymm0
	vpminud	%ymm14, %ymm5, %ymm1
	vpminud	%ymm14, %ymm12, %ymm1
	vpminud	1(%r8,%r12,8), %xmm3, %xmm4
	vpminud	2147483647(%rdx), %xmm7, %xmm13
	vpminud	-129(%r8,%r11,2), %xmm7, %xmm8
	vpminud	127(%rbx,%r10,2), %xmm5, %xmm13
	vpminud	%xmm9, %xmm1, %xmm1
	vpminud	%xmm15, %xmm14, %xmm3
	vpminud	%xmm3, %xmm11, %xmm5
	vpminud	%xmm1, %xmm6, %xmm7
	vpminuw	-128(%r14), %ymm1, %ymm0
	vpminuw	-129(%r13), %ymm13, %ymm14
	vpminuw	%gs:1(%r9,%r9,4), %ymm9, %ymm3
	vpminuw	128(%r11), %ymm0, %ymm7
	vpminuw	%ymm0, %ymm10, %ymm9
	vpminuw	%ymm4, %ymm3, %ymm12
	vpminuw	%ymm1, %ymm10, %ymm0
	vpminuw	%ymm14, %ymm9, %ymm1
	vpminuw	-1(%rbp), %xmm1, %xmm4
	vpminuw	127(%rcx,%rax,4), %xmm14, %xmm0
	vpminuw	2147483647(%rax), %xmm6, %xmm9
	vpminuw	%fs:-128(%r14), %xmm1, %xmm8
	vpminuw	%xmm12, %xmm12, %xmm8
	vpminuw	%xmm8, %xmm10, %xmm9
	vpminuw	%xmm0, %xmm4, %xmm7
	vpminuw	%xmm13, %xmm6, %xmm8
	vpmovmskb	%ymm7, %r9d
	vpmovmskb	%ymm15, %esi
	vpmovmskb	%ymm5, %ecx
	vpmovmskb	%ymm0, %edx
	vpmovmskb	%xmm10, %ebp
	vpmovmskb	%xmm11, %ecx
	vpmovmskb	%xmm12, %ebp
	vpmovmskb	%xmm2, %ebx
	vpmovsxbd	-129(%rip), %ymm9
	vpmovsxbd	%fs:-1(%rcx,%r8,2), %ymm13
	vpmovsxbd	%fs:(%rdi,%rax,4), %ymm4
	vpmovsxbd	-2147483648(%rbx), %ymm6
	vpmovsxbd	%xmm5, %ymm7
	vpmovsxbd	%xmm4, %ymm10
	vpmovsxbd	%xmm5, %ymm8
	vpmovsxbd	%xmm0, %ymm12
	vpmovsxbd	2147483647(%rdx), %xmm0
	vpmovsxbd	128(%rbp,%rax), %xmm4
	vpmovsxbd	2147483647(%rbx,%r14,8), %xmm3
	vpmovsxbd	-1(%r12,%rsi,2), %xmm2
	vpmovsxbd	%xmm4, %xmm2
	vpmovsxbd	%xmm10, %xmm12
	vpmovsxbd	%xmm2, %xmm10
	vpmovsxbd	%xmm14, %xmm2
	vpmovsxbq	2147483647(%rbx,%r12), %ymm9
	vpmovsxbq	128(%rbp), %ymm6
	vpmovsxbq	-2147483648, %ymm5
	vpmovsxbq	-128(,%r13,2), %ymm3
	vpmovsxbq	%xmm7, %ymm4
	vpmovsxbq	%xmm3, %ymm1
	vpmovsxbq	%xmm9, %ymm8
	vpmovsxbq	%xmm7, %ymm4
	vpmovsxbq	%gs:-129(%rsp), %xmm4
	vpmovsxbq	(%r9,%r9), %xmm7
	vpmovsxbq	%fs:(%rsp), %xmm15
	vpmovsxbq	128(%rax), %xmm2
	vpmovsxbq	%xmm14, %xmm12
	vpmovsxbq	%xmm10, %xmm8
	vpmovsxbq	%xmm13, %xmm8
	vpmovsxbq	%xmm14, %xmm9
	vpmovsxbw	1(%rip), %ymm12
	vpmovsxbw	-128(%rdi,%rbx,4), %ymm11
	vpmovsxbw	%gs:-2147483648(%rsi,%rbx,2), %ymm14
	vpmovsxbw	%gs:-1(%rcx), %ymm2
	vpmovsxbw	%xmm8, %ymm0
	vpmovsxbw	%xmm0, %ymm8
	vpmovsxbw	%xmm3, %ymm0
	vpmovsxbw	%xmm15, %ymm2
	vpmovsxbw	128(%r8), %xmm1
	vpmovsxbw	1(%rdi), %xmm3
	vpmovsxbw	127(%rbx), %xmm3
	vpmovsxbw	%fs:-1(%r9,%r14), %xmm11
	vpmovsxbw	%xmm3, %xmm5
	vpmovsxbw	%xmm9, %xmm14
	vpmovsxbw	%xmm14, %xmm8
	vpmovsxbw	%xmm12, %xmm0
	vpmovsxdq	%fs:127(%r9,%rax,4), %ymm6
	vpmovsxdq	127(%rbp,%r11,4), %ymm11
	vpmovsxdq	-1(%rdi), %ymm3
	vpmovsxdq	127, %ymm11
	vpmovsxdq	%xmm7, %ymm14
	vpmovsxdq	%xmm13, %ymm15
	vpmovsxdq	%xmm3, %ymm13
	vpmovsxdq	%xmm2, %ymm12
	vpmovsxdq	-1(%r8), %xmm14
	vpmovsxdq	(%r8,%r14,2), %xmm8
	vpmovsxdq	(%rbx), %xmm7
	vpmovsxdq	-2147483648(%rdi), %xmm2
	vpmovsxdq	%xmm9, %xmm4
	vpmovsxdq	%xmm5, %xmm7
	vpmovsxdq	%xmm14, %xmm1
	vpmovsxdq	%xmm6, %xmm8
	vpmovsxwd	%fs:-128(%rbx,%r8,4), %ymm5
	vpmovsxwd	%fs:1(%rbp,%rdx,4), %ymm15
	vpmovsxwd	(%rip), %ymm9
	vpmovsxwd	-2147483648(%r14,%r9,4), %ymm9
	vpmovsxwd	%xmm4, %ymm15
	vpmovsxwd	%xmm8, %ymm4
	vpmovsxwd	%xmm12, %ymm4
	vpmovsxwd	%xmm11, %ymm15
	vpmovsxwd	%fs:-1(%r11,%r8,8), %xmm12
	vpmovsxwd	(%r11,%rdi,8), %xmm0
	vpmovsxwd	-2147483648(%rip), %xmm15
	vpmovsxwd	127(,%rdi), %xmm1
	vpmovsxwd	%xmm10, %xmm10
	vpmovsxwd	%xmm9, %xmm1
	vpmovsxwd	%xmm14, %xmm15
	vpmovsxwd	%xmm1, %xmm10
	vpmovsxwq	%gs:-2147483648(%rdx,%rdx,8), %ymm10
	vpmovsxwq	%gs:128(%r10), %ymm5
	vpmovsxwq	128, %ymm1
	vpmovsxwq	127(%rsi,%r11), %ymm7
	vpmovsxwq	%xmm11, %ymm10
	vpmovsxwq	%xmm8, %ymm12
	vpmovsxwq	%xmm12, %ymm15
	vpmovsxwq	%xmm0, %ymm14
	vpmovsxwq	1(%r11), %xmm11
	vpmovsxwq	-129(,%r10,8), %xmm0
	vpmovsxwq	%gs:1, %xmm13
	vpmovsxwq	-1(%rcx,%r10,8), %xmm0
	vpmovsxwq	%xmm0, %xmm14
	vpmovsxwq	%xmm10, %xmm1
	vpmovsxwq	%xmm0, %xmm13
	vpmovsxwq	%xmm3, %xmm7
	vpmovzxbd	-1(%rbx,%rbx), %ymm8
	vpmovzxbd	2147483647(%r14), %ymm12
	vpmovzxbd	2147483647(%rip), %ymm1
	vpmovzxbd	127, %ymm11
	vpmovzxbd	%xmm5, %ymm0
	vpmovzxbd	%xmm11, %ymm9
	vpmovzxbd	%xmm9, %ymm4
	vpmovzxbd	%xmm11, %ymm11
	vpmovzxbd	2147483647(%rcx), %xmm5
	vpmovzxbd	1(%r10,%rbp,2), %xmm1
	vpmovzxbd	-128(%r12), %xmm14
	vpmovzxbd	127(%r11,%rax), %xmm5
	vpmovzxbd	%xmm1, %xmm12
	vpmovzxbd	%xmm5, %xmm5
	vpmovzxbd	%xmm10, %xmm15
	vpmovzxbd	%xmm14, %xmm14
	vpmovzxbq	128(%rsi,%r11,2), %ymm10
	vpmovzxbq	%gs:-129(%rsp), %ymm5
	vpmovzxbq	%gs:-2147483648(%r11), %ymm4
	vpmovzxbq	1(%rbp), %ymm13
	vpmovzxbq	%xmm0, %ymm5
	vpmovzxbq	%xmm15, %ymm10
	vpmovzxbq	%xmm10, %ymm10
	vpmovzxbq	%xmm9, %ymm13
	vpmovzxbq	%gs:-1(%r8), %xmm0
	vpmovzxbq	-2147483648(%rdx,%r10,4), %xmm0
	vpmovzxbq	(%rbx), %xmm0
	vpmovzxbq	1(%r8), %xmm7
	vpmovzxbq	%xmm2, %xmm13
	vpmovzxbq	%xmm10, %xmm2
	vpmovzxbq	%xmm9, %xmm1
	vpmovzxbq	%xmm10, %xmm7
	vpmovzxbw	%gs:1(%r14,%rdi,8), %ymm8
	vpmovzxbw	-129(%r15), %ymm6
	vpmovzxbw	1(%r14,%r10,4), %ymm5
	vpmovzxbw	128(%rax), %ymm14
	vpmovzxbw	%xmm5, %ymm6
	vpmovzxbw	%xmm10, %ymm0
	vpmovzxbw	%xmm10, %ymm13
	vpmovzxbw	%xmm1, %ymm1
	vpmovzxbw	2147483647(%r14), %xmm9
	vpmovzxbw	-1(%rax), %xmm9
	vpmovzxbw	(%r15,%r13,2), %xmm4
	vpmovzxbw	-129(%rbx,%r10,8), %xmm10
	vpmovzxbw	%xmm12, %xmm3
	vpmovzxbw	%xmm7, %xmm0
	vpmovzxbw	%xmm7, %xmm0
	vpmovzxbw	%xmm10, %xmm0
	vpmovzxdq	2147483647(%r11), %ymm5
	vpmovzxdq	127(%rsi,%r13,8), %ymm1
	vpmovzxdq	2147483647(%r12,%r8), %ymm5
	vpmovzxdq	%gs:2147483647(%r10), %ymm13
	vpmovzxdq	%xmm9, %ymm6
	vpmovzxdq	%xmm4, %ymm4
	vpmovzxdq	%xmm3, %ymm1
	vpmovzxdq	%xmm14, %ymm8
	vpmovzxdq	(%r8), %xmm4
	vpmovzxdq	-1(%rsi,%r8), %xmm10
	vpmovzxdq	%fs:-2147483648(%r10), %xmm5
	vpmovzxdq	127(%r11,%r15,8), %xmm12
	vpmovzxdq	%xmm6, %xmm6
	vpmovzxdq	%xmm13, %xmm8
	vpmovzxdq	%xmm6, %xmm9
	vpmovzxdq	%xmm11, %xmm10
	vpmovzxwd	-128(%rsp,%rax,8), %ymm5
	vpmovzxwd	128(%r13,%r12,2), %ymm12
	vpmovzxwd	(%rsi), %ymm10
	vpmovzxwd	-2147483648(%r12), %ymm13
	vpmovzxwd	%xmm10, %ymm5
	vpmovzxwd	%xmm7, %ymm8
	vpmovzxwd	%xmm11, %ymm0
	vpmovzxwd	%xmm13, %ymm3
	vpmovzxwd	%fs:1(%rbx,%rbx,2), %xmm5
	vpmovzxwd	%gs:-129(%r9), %xmm15
	vpmovzxwd	(%r9), %xmm7
	vpmovzxwd	-129, %xmm14
	vpmovzxwd	%xmm11, %xmm0
	vpmovzxwd	%xmm9, %xmm1
	vpmovzxwd	%xmm1, %xmm13
	vpmovzxwd	%xmm6, %xmm2
	vpmovzxwq	2147483647(%rsi), %ymm12
	vpmovzxwq	%fs:2147483647, %ymm8
	vpmovzxwq	128(%rsp,%rdi,2), %ymm12
	vpmovzxwq	-1(%rip), %ymm3
	vpmovzxwq	%xmm14, %ymm0
	vpmovzxwq	%xmm6, %ymm4
	vpmovzxwq	%xmm10, %ymm8
	vpmovzxwq	%xmm0, %ymm10
	vpmovzxwq	-2147483648(%r11), %xmm7
	vpmovzxwq	(%r12), %xmm10
	vpmovzxwq	%fs:2147483647(%rax), %xmm10
	vpmovzxwq	-1, %xmm8
	vpmovzxwq	%xmm13, %xmm15
	vpmovzxwq	%xmm14, %xmm5
	vpmovzxwq	%xmm2, %xmm10
	vpmovzxwq	%xmm12, %xmm8
	vpmuldq	127, %ymm14, %ymm3
	vpmuldq	128(%r8), %ymm7, %ymm15
	vpmuldq	128(%rcx,%r8,8), %ymm8, %ymm12
	vpmuldq	127(,%rdi,4), %ymm0, %ymm15
	vpmuldq	%ymm11, %ymm7, %ymm3
	vpmuldq	%ymm3, %ymm1, %ymm0
	vpmuldq	%ymm13, %ymm15, %ymm2
	vpmuldq	%ymm3, %ymm8, %ymm8
	vpmuldq	2147483647, %xmm15, %xmm1
	vpmuldq	-129(%r12,%r11), %xmm5, %xmm1
	vpmuldq	%fs:-128(%rdi), %xmm14, %xmm4
	vpmuldq	-2147483648(%r8), %xmm2, %xmm3
	vpmuldq	%xmm5, %xmm8, %xmm10
	vpmuldq	%xmm4, %xmm12, %xmm0
	vpmuldq	%xmm13, %xmm3, %xmm8
	vpmuldq	%xmm11, %xmm3, %xmm6
	vpmulhrsw	%fs:128, %ymm13, %ymm1
	vpmulhrsw	2147483647(%rcx), %ymm0, %ymm11
	vpmulhrsw	-128(%rdi), %ymm14, %ymm5
	vpmulhrsw	(%r14,%rsi,4), %ymm3, %ymm12
	vpmulhrsw	%ymm13, %ymm10, %ymm9
	vpmulhrsw	%ymm2, %ymm0, %ymm15
	vpmulhrsw	%ymm3, %ymm0, %ymm6
	vpmulhrsw	%ymm7, %ymm1, %ymm7
	vpmulhrsw	-129(%rdi), %xmm10, %xmm10
	vpmulhrsw	(,%r14,8), %xmm3, %xmm15
	vpmulhrsw	-2147483648(%r13,%rax), %xmm1, %xmm0
	vpmulhrsw	%fs:-2147483648(%r15,%rdx,8), %xmm2, %xmm0
	vpmulhrsw	%xmm8, %xmm11, %xmm2
	vpmulhrsw	%xmm10, %xmm0, %xmm1
	vpmulhrsw	%xmm2, %xmm2, %xmm8
	vpmulhrsw	%xmm13, %xmm5, %xmm11
	vpmulhuw	127(%r13), %ymm1, %ymm14
	vpmulhuw	128(%rcx), %ymm10, %ymm6
	vpmulhuw	-128(%rdx,%rdi), %ymm0, %ymm10
	vpmulhuw	(%r12), %ymm1, %ymm1
	vpmulhuw	%ymm1, %ymm12, %ymm8
	vpmulhuw	%ymm14, %ymm5, %ymm4
	vpmulhuw	%ymm2, %ymm3, %ymm9
	vpmulhuw	%ymm2, %ymm15, %ymm5
	vpmulhuw	%gs:-2147483648(%rsi), %xmm15, %xmm3
	vpmulhuw	%gs:1, %xmm8, %xmm0
	vpmulhuw	-128(%rax), %xmm13, %xmm10
	vpmulhuw	-128(%rsp,%rdi,2), %xmm4, %xmm3
	vpmulhuw	%xmm10, %xmm10, %xmm9
	vpmulhuw	%xmm1, %xmm14, %xmm1
	vpmulhuw	%xmm2, %xmm7, %xmm2
	vpmulhuw	%xmm9, %xmm0, %xmm10
	vpmulhw	2147483647(%rbx,%r13,4), %ymm7, %ymm13
	vpmulhw	-128(%r9), %ymm9, %ymm6
	vpmulhw	2147483647(%rip), %ymm13, %ymm0
	vpmulhw	%fs:127(%r11,%rbp,4), %ymm10, %ymm6
	vpmulhw	%ymm8, %ymm2, %ymm3
	vpmulhw	%ymm9, %ymm7, %ymm0
	vpmulhw	%ymm11, %ymm11, %ymm5
	vpmulhw	%ymm15, %ymm5, %ymm3
	vpmulhw	1(%rcx,%r14,4), %xmm13, %xmm10
	vpmulhw	128(%rip), %xmm0, %xmm9
	vpmulhw	127(%r8), %xmm1, %xmm0
	vpmulhw	127(%r10), %xmm6, %xmm7
	vpmulhw	%xmm13, %xmm1, %xmm9
	vpmulhw	%xmm10, %xmm13, %xmm14
	vpmulhw	%xmm3, %xmm14, %xmm3
	vpmulhw	%xmm10, %xmm14, %xmm8
	vpmulld	127(%rsi), %ymm13, %ymm3
	vpmulld	(%r15), %ymm9, %ymm1
	vpmulld	%gs:1(%rbx), %ymm11, %ymm5
	vpmulld	(%r12), %ymm10, %ymm5
	vpmulld	%ymm8, %ymm1, %ymm14
	vpmulld	%ymm13, %ymm1, %ymm6
	vpmulld	%ymm1, %ymm14, %ymm9
	vpmulld	%ymm5, %ymm10, %ymm3
	vpmulld	-128(%r8), %xmm5, %xmm13
	vpmulld	%gs:-2147483648(%rsi,%r11), %xmm7, %xmm9
	vpmulld	-1(%r10,%rdi), %xmm10, %xmm13
	vpmulld	1(,%rsi), %xmm0, %xmm5
	vpmulld	%xmm12, %xmm6, %xmm13
	vpmulld	%xmm14, %xmm13, %xmm9
	vpmulld	%xmm10, %xmm8, %xmm7
	vpmulld	%xmm1, %xmm2, %xmm3
	vpmullw	%fs:127(%r8), %ymm12, %ymm11
	vpmullw	(%rbp,%r15), %ymm9, %ymm6
	vpmullw	%gs:128(%rsi), %ymm12, %ymm3
	vpmullw	127(%rsp,%r14,8), %ymm8, %ymm7
	vpmullw	%ymm10, %ymm7, %ymm11
	vpmullw	%ymm11, %ymm14, %ymm0
	vpmullw	%ymm12, %ymm9, %ymm6
	vpmullw	%ymm13, %ymm11, %ymm6
	vpmullw	128(%r8,%r10), %xmm14, %xmm6
	vpmullw	%fs:-1(%rbx,%rcx,4), %xmm2, %xmm12
	vpmullw	%gs:128(%rcx), %xmm6, %xmm5
	vpmullw	128(%rax), %xmm10, %xmm1
	vpmullw	%xmm5, %xmm6, %xmm3
	vpmullw	%xmm13, %xmm10, %xmm9
	vpmullw	%xmm12, %xmm1, %xmm12
	vpmullw	%xmm6, %xmm2, %xmm5
	vpmuludq	%gs:-128(%r14), %ymm15, %ymm14
	vpmuludq	1(%r10,%r12), %ymm0, %ymm10
	vpmuludq	%gs:1(%rip), %ymm3, %ymm4
	vpmuludq	-2147483648(,%r10), %ymm2, %ymm3
	vpmuludq	%ymm7, %ymm8, %ymm1
	vpmuludq	%ymm14, %ymm15, %ymm5
	vpmuludq	%ymm0, %ymm1, %ymm3
	vpmuludq	%ymm11, %ymm4, %ymm14
	vpmuludq	-2147483648(%r10), %xmm15, %xmm0
	vpmuludq	-128(%r11), %xmm11, %xmm11
	vpmuludq	128(%rax), %xmm7, %xmm15
	vpmuludq	-1, %xmm9, %xmm7
	vpmuludq	%xmm14, %xmm6, %xmm5
	vpmuludq	%xmm10, %xmm14, %xmm13
	vpmuludq	%xmm3, %xmm4, %xmm10
	vpmuludq	%xmm6, %xmm4, %xmm10
	vpor	1(%rbx,%rdi,2), %ymm6, %ymm2
	vpor	(%r12), %ymm2, %ymm0
	vpor	128(%r11,%r12,4), %ymm15, %ymm3
	vpor	-2147483648(%rax,%r13), %ymm10, %ymm7
	vpor	%ymm14, %ymm13, %ymm12
	vpor	%ymm7, %ymm2, %ymm4
	vpor	%ymm14, %ymm11, %ymm14
	vpor	%ymm13, %ymm4, %ymm6
	vpor	%fs:-128, %xmm0, %xmm9
	vpor	%fs:(%rdi,%r8,8), %xmm6, %xmm15
	vpor	2147483647(%rip), %xmm4, %xmm15
	vpor	-1(%rdx), %xmm15, %xmm8
	vpor	%xmm7, %xmm3, %xmm3
	vpor	%xmm13, %xmm7, %xmm7
	vpor	%xmm14, %xmm9, %xmm14
	vpor	%xmm4, %xmm5, %xmm14
	vpperm	%xmm0, %gs:-128(%r8), %xmm3, %xmm9
	vpperm	%xmm9, (%r13), %xmm12, %xmm1
	vpperm	%xmm11, -129(%r11,%rcx,2), %xmm14, %xmm14
	vpperm	%xmm4, 127(%r10), %xmm4, %xmm12
	vpperm	%fs:128(%rsp), %xmm5, %xmm3, %xmm15
	vpperm	%gs:127(%rax,%rdx,2), %xmm14, %xmm6, %xmm15
	vpperm	%gs:-2147483648(%rax), %xmm7, %xmm1, %xmm6
	vpperm	%gs:128, %xmm7, %xmm1, %xmm6
	vpperm	%xmm5, %xmm5, %xmm5, %xmm13
	vpperm	%xmm6, %xmm13, %xmm15, %xmm1
	vpperm	%xmm15, %xmm2, %xmm15, %xmm6
	vpperm	%xmm1, %xmm11, %xmm1, %xmm15
	vprotb	$255, (%rdi,%rsi,4), %xmm14
	vprotb	$193, -1(%rbx,%rcx,4), %xmm0
	vprotb	$1, -129(%r13,%r13,2), %xmm13
	vprotb	$255, %fs:128(%rdi,%rax,8), %xmm10
	vprotb	%xmm12, -129(%rip), %xmm14
	vprotb	%xmm15, (%r14,%rbx,2), %xmm0
	vprotb	%xmm5, 127(%rbx), %xmm4
	vprotb	%xmm4, 128(%r14,%rdi,4), %xmm8
	vprotb	$128, %xmm6, %xmm4
	vprotb	$128, %xmm5, %xmm0
	vprotb	$128, %xmm14, %xmm7
	vprotb	$1, %xmm8, %xmm7
	vprotb	%gs:128(%r13), %xmm7, %xmm10
	vprotb	(%rdi,%rsi,4), %xmm8, %xmm3
	vprotb	-1(%rsp), %xmm3, %xmm14
	vprotb	%fs:-129(,%r10,2), %xmm7, %xmm10
	vprotb	%xmm0, %xmm3, %xmm0
	vprotb	%xmm11, %xmm4, %xmm4
	vprotb	%xmm1, %xmm6, %xmm12
	vprotb	%xmm13, %xmm15, %xmm8
	vprotd	$255, -129(%r8), %xmm4
	vprotd	$128, 128(%rbx,%r8,2), %xmm7
	vprotd	$114, 1(%rdx,%rbp,2), %xmm11
	vprotd	$2, 127(%r10,%r10), %xmm8
	vprotd	%xmm15, (%rax,%r11,2), %xmm4
	vprotd	%xmm13, 128(%r11), %xmm12
	vprotd	%xmm1, 1(%rax), %xmm15
	vprotd	%xmm8, 1(%rbx,%rbx,2), %xmm1
	vprotd	$2, %xmm2, %xmm1
	vprotd	$255, %xmm11, %xmm11
	vprotd	$255, %xmm8, %xmm1
	vprotd	$0, %xmm13, %xmm9
	vprotd	1(%r9), %xmm12, %xmm6
	vprotd	128(%rsi,%rdx,4), %xmm15, %xmm4
	vprotd	2147483647(%rcx,%r9,2), %xmm12, %xmm5
	vprotd	%gs:127(%rcx,%r12), %xmm8, %xmm11
	vprotd	%xmm5, %xmm4, %xmm12
	vprotd	%xmm12, %xmm0, %xmm5
	vprotd	%xmm4, %xmm4, %xmm2
	vprotd	%xmm1, %xmm4, %xmm0
	vprotq	$0, %fs:-2147483648(%r8,%r13,2), %xmm8
	vprotq	$192, 2147483647(%rdx), %xmm0
	vprotq	$209, -129(%rip), %xmm11
	vprotq	$255, %fs:-1(%r11), %xmm15
	vprotq	%xmm9, -128(%rdx,%r9,8), %xmm9
	vprotq	%xmm0, (%r15,%rbp,2), %xmm13
	vprotq	%xmm10, 128(%rbx), %xmm9
	vprotq	%xmm14, -129(%rsi,%rsi,8), %xmm0
	vprotq	$127, %xmm2, %xmm15
	vprotq	$1, %xmm10, %xmm11
	vprotq	$190, %xmm13, %xmm2
	vprotq	$162, %xmm1, %xmm5
	vprotq	-1(%r9,%r8,8), %xmm5, %xmm14
	vprotq	-129(%r15), %xmm7, %xmm15
	vprotq	127(%r13), %xmm8, %xmm3
	vprotq	1(%rsi,%r11), %xmm13, %xmm15
	vprotq	%xmm9, %xmm14, %xmm6
	vprotq	%xmm4, %xmm5, %xmm9
	vprotq	%xmm12, %xmm8, %xmm2
	vprotq	%xmm7, %xmm13, %xmm12
	vprotw	$2, 127(%rsp), %xmm15
	vprotw	$255, %gs:-1(%r9), %xmm12
	vprotw	$24, -128(%rsi,%rsi,2), %xmm7
	vprotw	$255, 128(,%rcx), %xmm10
	vprotw	%xmm6, -128(%r11,%r10,4), %xmm10
	vprotw	%xmm7, -2147483648, %xmm2
	vprotw	%xmm6, 2147483647(%r13), %xmm8
	vprotw	%xmm5, 127(%r8), %xmm1
	vprotw	$255, %xmm0, %xmm15
	vprotw	$255, %xmm6, %xmm10
	vprotw	$128, %xmm15, %xmm12
	vprotw	$128, %xmm9, %xmm3
	vprotw	-129(%r15,%r8,8), %xmm11, %xmm6
	vprotw	-1(%rdx), %xmm6, %xmm10
	vprotw	2147483647(%r11), %xmm0, %xmm8
	vprotw	2147483647(%rax), %xmm6, %xmm8
	vprotw	%xmm9, %xmm5, %xmm6
	vprotw	%xmm4, %xmm12, %xmm10
	vprotw	%xmm1, %xmm3, %xmm3
	vprotw	%xmm9, %xmm5, %xmm10
	vpsadbw	127(%rdx,%r13), %ymm4, %ymm12
	vpsadbw	-128(%rsi,%r9,2), %ymm12, %ymm13
	vpsadbw	-1(%r14), %ymm3, %ymm8
	vpsadbw	-1(,%rdx,8), %ymm1, %ymm15
	vpsadbw	%ymm1, %ymm10, %ymm13
	vpsadbw	%ymm13, %ymm5, %ymm14
	vpsadbw	%ymm12, %ymm4, %ymm15
	vpsadbw	%ymm2, %ymm13, %ymm8
	vpsadbw	-128(%rbp), %xmm8, %xmm0
	vpsadbw	%fs:-2147483648(,%r13,8), %xmm11, %xmm15
	vpsadbw	-129(%rip), %xmm0, %xmm11
	vpsadbw	127(%rbp,%rdx,2), %xmm13, %xmm2
	vpsadbw	%xmm7, %xmm0, %xmm9
	vpsadbw	%xmm2, %xmm14, %xmm11
	vpsadbw	%xmm14, %xmm11, %xmm3
	vpsadbw	%xmm9, %xmm10, %xmm5
	vpshab	%xmm13, -2147483648(%r9,%rcx,4), %xmm6
	vpshab	%xmm13, 2147483647(%rbp), %xmm15
	vpshab	%xmm6, %fs:-128(%rsp,%rbp,2), %xmm0
	vpshab	%xmm11, 2147483647(%r13,%rsi,2), %xmm1
	vpshab	%fs:1(,%rcx), %xmm12, %xmm1
	vpshab	127(%r11), %xmm5, %xmm10
	vpshab	%fs:128(%r12), %xmm1, %xmm4
	vpshab	%fs:128(,%rsi), %xmm4, %xmm14
	vpshab	%xmm4, %xmm7, %xmm15
	vpshab	%xmm10, %xmm13, %xmm0
	vpshab	%xmm9, %xmm15, %xmm4
	vpshab	%xmm0, %xmm10, %xmm9
	vpshad	%xmm8, -2147483648(%r11), %xmm9
	vpshad	%xmm9, -129(%r10), %xmm5
	vpshad	%xmm13, 128(%rsi), %xmm3
	vpshad	%xmm2, -2147483648(,%rax), %xmm6
	vpshad	-128(%r9,%r11,8), %xmm8, %xmm13
	vpshad	-129(%rsp,%r11,4), %xmm0, %xmm10
	vpshad	-2147483648(%rax), %xmm12, %xmm8
	vpshad	127(%r9), %xmm0, %xmm3
	vpshad	%xmm11, %xmm4, %xmm2
	vpshad	%xmm10, %xmm10, %xmm5
	vpshad	%xmm6, %xmm15, %xmm5
	vpshad	%xmm9, %xmm1, %xmm5
	vpshaq	%xmm10, -2147483648(%rsp,%r11), %xmm1
	vpshaq	%xmm4, 127(%r9), %xmm11
	vpshaq	%xmm7, 127(%r12,%r14,8), %xmm11
	vpshaq	%xmm3, -128(,%rsi,2), %xmm1
	vpshaq	(%rax), %xmm11, %xmm10
	vpshaq	-1(%r11,%r8,8), %xmm5, %xmm10
	vpshaq	%fs:-128(%rsi,%rax), %xmm10, %xmm12
	vpshaq	-128(%rdx), %xmm5, %xmm0
	vpshaq	%xmm5, %xmm13, %xmm5
	vpshaq	%xmm4, %xmm7, %xmm1
	vpshaq	%xmm4, %xmm1, %xmm4
	vpshaq	%xmm2, %xmm10, %xmm7
	vpshaw	%xmm14, -2147483648(%r15), %xmm8
	vpshaw	%xmm12, -2147483648(%r15), %xmm6
	vpshaw	%xmm12, %gs:(%r11), %xmm12
	vpshaw	%xmm4, -1(%r11,%r11,2), %xmm12
	vpshaw	%gs:-2147483648(%rcx,%r15,4), %xmm5, %xmm13
	vpshaw	-129(%r9,%r11,4), %xmm9, %xmm4
	vpshaw	%fs:-129(%r14,%rdx,2), %xmm1, %xmm11
	vpshaw	-128(%rip), %xmm0, %xmm0
	vpshaw	%xmm15, %xmm11, %xmm11
	vpshaw	%xmm6, %xmm11, %xmm13
	vpshaw	%xmm9, %xmm14, %xmm5
	vpshaw	%xmm10, %xmm0, %xmm12
	vpshlb	%xmm2, 1(%rax,%rcx), %xmm6
	vpshlb	%xmm0, 1(%r14), %xmm11
	vpshlb	%xmm12, 127(%rsi), %xmm8
	vpshlb	%xmm7, -128(%rdi,%r9), %xmm6
	vpshlb	-128(%rdi,%r14,8), %xmm9, %xmm11
	vpshlb	2147483647, %xmm14, %xmm12
	vpshlb	%gs:-129(%rbp,%rsi), %xmm1, %xmm7
	vpshlb	%gs:-2147483648(%rip), %xmm13, %xmm13
	vpshlb	%xmm3, %xmm13, %xmm4
	vpshlb	%xmm2, %xmm7, %xmm13
	vpshlb	%xmm2, %xmm12, %xmm1
	vpshlb	%xmm11, %xmm1, %xmm3
	vpshld	%xmm5, 128(%r9), %xmm11
	vpshld	%xmm7, %fs:-1(,%r13,8), %xmm7
	vpshld	%xmm4, -129(%rip), %xmm8
	vpshld	%xmm0, -129, %xmm2
	vpshld	128(%rdi), %xmm3, %xmm1
	vpshld	%gs:-128(%rbp,%rax,2), %xmm14, %xmm10
	vpshld	-129(%rbx), %xmm0, %xmm13
	vpshld	-129(%r9,%rbx,4), %xmm15, %xmm5
	vpshld	%xmm15, %xmm5, %xmm7
	vpshld	%xmm7, %xmm7, %xmm4
	vpshld	%xmm4, %xmm8, %xmm14
	vpshld	%xmm8, %xmm1, %xmm9
	vpshlq	%xmm3, %gs:127(%r13,%rbx), %xmm7
	vpshlq	%xmm1, 2147483647(%rdx,%rax,4), %xmm11
	vpshlq	%xmm15, 128(%r10,%r9,2), %xmm14
	vpshlq	%xmm2, %fs:-129(%rdx), %xmm14
	vpshlq	-1, %xmm14, %xmm11
	vpshlq	-129(%rax), %xmm14, %xmm0
	vpshlq	-1(%rbp,%r9,4), %xmm4, %xmm3
	vpshlq	(%rcx,%r12), %xmm14, %xmm3
	vpshlq	%xmm11, %xmm0, %xmm10
	vpshlq	%xmm8, %xmm1, %xmm15
	vpshlq	%xmm12, %xmm0, %xmm4
	vpshlq	%xmm2, %xmm14, %xmm4
	vpshlw	%xmm8, %gs:-1(%rsi), %xmm10
	vpshlw	%xmm4, 127(%rbp), %xmm13
	vpshlw	%xmm6, %fs:-1(%rdi,%r12), %xmm11
	vpshlw	%xmm12, 128(%r11), %xmm3
	vpshlw	%fs:2147483647(%rsi,%rcx), %xmm12, %xmm1
	vpshlw	128(%r12,%rax), %xmm13, %xmm12
	vpshlw	(%r12,%r10), %xmm11, %xmm13
	vpshlw	128(%rip), %xmm7, %xmm10
	vpshlw	%xmm3, %xmm5, %xmm10
	vpshlw	%xmm0, %xmm0, %xmm10
	vpshlw	%xmm3, %xmm13, %xmm3
	vpshlw	%xmm9, %xmm14, %xmm5
	vpshufb	-1(%rbx,%rcx), %ymm7, %ymm8
	vpshufb	128(%rdx), %ymm2, %ymm5
	vpshufb	(%rsp,%rcx,4), %ymm1, %ymm13
	vpshufb	-128, %ymm7, %ymm4
	vpshufb	%ymm13, %ymm9, %ymm0
	vpshufb	%ymm11, %ymm9, %ymm5
	vpshufb	%ymm8, %ymm9, %ymm1
	vpshufb	%ymm14, %ymm13, %ymm5
	vpshufb	2147483647(%r10,%r11), %xmm15, %xmm10
	vpshufb	-129(%r13), %xmm6, %xmm11
	vpshufb	-2147483648(,%r12), %xmm11, %xmm12
	vpshufb	2147483647(%r9), %xmm8, %xmm5
	vpshufb	%xmm13, %xmm4, %xmm5
	vpshufb	%xmm4, %xmm6, %xmm2
	vpshufb	%xmm0, %xmm9, %xmm12
	vpshufb	%xmm0, %xmm4, %xmm7
	vpshufd	$255, %gs:127(%r13,%rbp), %ymm4
	vpshufd	$179, %fs:128(%rbx,%r13,2), %ymm13
	vpshufd	$1, %gs:2147483647(%rbp,%r11,8), %ymm15
	vpshufd	$169, 1(%rdx), %ymm0
	vpshufd	$250, %ymm9, %ymm2
	vpshufd	$128, %ymm9, %ymm5
	vpshufd	$222, %ymm5, %ymm7
	vpshufd	$128, %ymm12, %ymm6
	vpshufd	$0, 127(%rbx), %xmm11
	vpshufd	$171, 127(%rbx), %xmm6
	vpshufd	$128, -2147483648(%rsi), %xmm7
	vpshufd	$1, -129(%r10), %xmm7
	vpshufd	$100, %xmm10, %xmm2
	vpshufd	$255, %xmm15, %xmm12
	vpshufd	$144, %xmm9, %xmm1
	vpshufd	$0, %xmm6, %xmm10
	vpshufhw	$255, %fs:127(%r13,%rdi), %ymm8
	vpshufhw	$11, (%r10), %ymm7
	vpshufhw	$158, %fs:127, %ymm10
	vpshufhw	$192, (%r11), %ymm3
	vpshufhw	$226, %ymm4, %ymm11
	vpshufhw	$255, %ymm1, %ymm11
	vpshufhw	$128, %ymm0, %ymm14
	vpshufhw	$106, %ymm9, %ymm8
	vpshufhw	$128, 1(%rip), %xmm15
	vpshufhw	$141, 1(%r8,%r8), %xmm4
	vpshufhw	$254, %fs:(%r8), %xmm11
	vpshufhw	$128, %fs:1(,%r15,4), %xmm9
	vpshufhw	$184, %xmm4, %xmm5
	vpshufhw	$54, %xmm7, %xmm3
	vpshufhw	$1, %xmm6, %xmm4
	vpshufhw	$0, %xmm12, %xmm6
	vpshuflw	$0, %gs:-2147483648(%rbp,%rbx), %ymm10
	vpshuflw	$214, -129(%r9), %ymm5
	vpshuflw	$207, %gs:128(%rbx,%r14,8), %ymm15
	vpshuflw	$196, %fs:127(%rip), %ymm1
	vpshuflw	$255, %ymm13, %ymm2
	vpshuflw	$204, %ymm12, %ymm2
	vpshuflw	$153, %ymm9, %ymm3
	vpshuflw	$255, %ymm15, %ymm15
	vpshuflw	$128, (%rbx,%rcx,2), %xmm15
	vpshuflw	$128, 127(%rax,%rax,2), %xmm14
	vpshuflw	$128, -129(%rsp,%rdx), %xmm6
	vpshuflw	$187, (%r13,%r13,4), %xmm13
	vpshuflw	$253, %xmm13, %xmm1
	vpshuflw	$242, %xmm6, %xmm2
	vpshuflw	$255, %xmm13, %xmm8
	vpshuflw	$127, %xmm14, %xmm11
	vpsignb	1(%rsi), %ymm15, %ymm0
	vpsignb	2147483647(%rdx), %ymm8, %ymm14
	vpsignb	%fs:127(%rsi,%r10), %ymm1, %ymm10
	vpsignb	-2147483648(%r9), %ymm11, %ymm4
	vpsignb	%ymm8, %ymm1, %ymm2
	vpsignb	%ymm9, %ymm5, %ymm6
	vpsignb	%ymm12, %ymm4, %ymm5
	vpsignb	%ymm8, %ymm0, %ymm10
	vpsignb	128(%r11), %xmm15, %xmm12
	vpsignb	-1(%rsi), %xmm11, %xmm10
	vpsignb	1(,%rbx,8), %xmm4, %xmm7
	vpsignb	(%rip), %xmm14, %xmm0
	vpsignb	%xmm0, %xmm0, %xmm11
	vpsignb	%xmm8, %xmm0, %xmm3
	vpsignb	%xmm2, %xmm5, %xmm2
	vpsignb	%xmm15, %xmm14, %xmm7
	vpsignd	(%r10), %ymm15, %ymm11
	vpsignd	-2147483648(%rcx,%r14,8), %ymm11, %ymm3
	vpsignd	1(%r12), %ymm1, %ymm8
	vpsignd	(%rdi), %ymm15, %ymm9
	vpsignd	%ymm5, %ymm14, %ymm8
	vpsignd	%ymm7, %ymm12, %ymm12
	vpsignd	%ymm11, %ymm0, %ymm5
	vpsignd	%ymm6, %ymm8, %ymm12
	vpsignd	1(%r10,%r13,8), %xmm15, %xmm1
	vpsignd	127(%rip), %xmm1, %xmm13
	vpsignd	(%rsp), %xmm15, %xmm11
	vpsignd	-2147483648(%rbp), %xmm5, %xmm8
	vpsignd	%xmm15, %xmm8, %xmm10
	vpsignd	%xmm11, %xmm4, %xmm1
	vpsignd	%xmm4, %xmm12, %xmm2
	vpsignd	%xmm7, %xmm10, %xmm7
	vpsignw	127(%r13,%r11,2), %ymm6, %ymm8
	vpsignw	-129(%rax), %ymm13, %ymm5
	vpsignw	127(%rbx,%r9,2), %ymm13, %ymm2
	vpsignw	2147483647(%r12), %ymm2, %ymm10
	vpsignw	%ymm2, %ymm3, %ymm10
	vpsignw	%ymm4, %ymm1, %ymm14
	vpsignw	%ymm5, %ymm10, %ymm8
	vpsignw	%ymm12, %ymm8, %ymm9
	vpsignw	(%r12), %xmm1, %xmm7
	vpsignw	%gs:-2147483648(%r10), %xmm8, %xmm12
	vpsignw	(%r15), %xmm4, %xmm15
	vpsignw	2147483647(,%rdi,4), %xmm4, %xmm15
	vpsignw	%xmm13, %xmm11, %xmm11
	vpsignw	%xmm11, %xmm9, %xmm4
	vpsignw	%xmm8, %xmm15, %xmm2
	vpsignw	%xmm4, %xmm12, %xmm11
	vpslldq	$127, %ymm13, %ymm6
	vpslldq	$172, %ymm15, %ymm9
	vpslldq	$153, %ymm14, %ymm0
	vpslldq	$40, %ymm6, %ymm13
	vpslldq	$247, %xmm7, %xmm9
	vpslldq	$202, %xmm6, %xmm4
	vpslldq	$128, %xmm0, %xmm9
	vpslldq	$128, %xmm4, %xmm10
	vpslld	$1, %ymm5, %ymm15
	vpslld	$128, %ymm6, %ymm6
	vpslld	$129, %ymm7, %ymm1
	vpslld	$200, %ymm6, %ymm15
	vpslld	-2147483648(%r15), %ymm1, %ymm4
	vpslld	-2147483648(%rsp), %ymm12, %ymm7
	vpslld	%gs:-1(%rbx,%rbp,2), %ymm5, %ymm3
	vpslld	-1(%rbp), %ymm15, %ymm3
	vpslld	%xmm2, %ymm10, %ymm0
	vpslld	%xmm14, %ymm1, %ymm1
	vpslld	%xmm4, %ymm13, %ymm14
	vpslld	%xmm8, %ymm0, %ymm14
	vpslld	$133, %xmm11, %xmm15
	vpslld	$128, %xmm1, %xmm9
	vpslld	$127, %xmm9, %xmm8
	vpslld	$255, %xmm2, %xmm1
	vpslld	%fs:-2147483648(%r14,%r8,2), %xmm8, %xmm13
	vpslld	-1(%r9,%r11,8), %xmm15, %xmm6
	vpslld	%fs:128, %xmm7, %xmm8
	vpslld	-2147483648(%r12), %xmm9, %xmm15
	vpslld	%xmm15, %xmm3, %xmm3
	vpslld	%xmm5, %xmm8, %xmm8
	vpslld	%xmm8, %xmm12, %xmm3
	vpslld	%xmm2, %xmm4, %xmm9
	vpsllq	$128, %ymm5, %ymm15
	vpsllq	$128, %ymm13, %ymm1
	vpsllq	$77, %ymm4, %ymm10
	vpsllq	$0, %ymm9, %ymm11
	vpsllq	%gs:-1(%rip), %ymm3, %ymm6
	vpsllq	127(%rip), %ymm9, %ymm2
	vpsllq	128(%r12,%r9,2), %ymm9, %ymm14
	vpsllq	127(%r14,%rsi,4), %ymm9, %ymm6
	vpsllq	%xmm15, %ymm10, %ymm13
	vpsllq	%xmm3, %ymm7, %ymm11
	vpsllq	%xmm2, %ymm14, %ymm7
	vpsllq	%xmm6, %ymm9, %ymm2
	vpsllq	$4, %xmm0, %xmm5
	vpsllq	$1, %xmm12, %xmm9
	vpsllq	$216, %xmm1, %xmm10
	vpsllq	$174, %xmm1, %xmm10
	vpsllq	-129(%rsp), %xmm0, %xmm9
	vpsllq	%fs:128(%r14), %xmm3, %xmm15
	vpsllq	128(%r12), %xmm2, %xmm15
	vpsllq	%fs:-2147483648(%r15), %xmm15, %xmm14
	vpsllq	%xmm4, %xmm9, %xmm8
	vpsllq	%xmm15, %xmm11, %xmm1
	vpsllq	%xmm0, %xmm9, %xmm6
	vpsllq	%xmm10, %xmm10, %xmm6
	vpsllvd	%gs:(%r14), %ymm6, %ymm4
	vpsllvd	128(%rdx), %ymm10, %ymm12
	vpsllvd	-129(%rsi), %ymm15, %ymm11
	vpsllvd	127(%r8,%r14,8), %ymm5, %ymm12
	vpsllvd	%ymm9, %ymm14, %ymm7
	vpsllvd	%ymm11, %ymm0, %ymm4
	vpsllvd	%ymm6, %ymm3, %ymm4
	vpsllvd	%ymm12, %ymm1, %ymm5
	vpsllvd	-128(%r10,%rcx,2), %xmm4, %xmm12
	vpsllvd	-128(%rip), %xmm10, %xmm15
	vpsllvd	-129(,%rcx,4), %xmm9, %xmm4
	vpsllvd	127(%r15), %xmm15, %xmm10
	vpsllvd	%xmm3, %xmm14, %xmm15
	vpsllvd	%xmm0, %xmm0, %xmm8
	vpsllvd	%xmm8, %xmm14, %xmm11
	vpsllvd	%xmm14, %xmm13, %xmm8
	vpsllvq	%gs:-129(%r11,%r15,8), %ymm10, %ymm12
	vpsllvq	-1(%rbp), %ymm3, %ymm12
	vpsllvq	%fs:-1(,%rdi,8), %ymm8, %ymm8
	vpsllvq	-1(%r12), %ymm15, %ymm3
	vpsllvq	%ymm10, %ymm0, %ymm11
	vpsllvq	%ymm9, %ymm8, %ymm12
	vpsllvq	%ymm15, %ymm12, %ymm10
	vpsllvq	%ymm10, %ymm9, %ymm11
	vpsllvq	%fs:-2147483648(%rsi), %xmm0, %xmm12
	vpsllvq	%fs:-128(%rbx), %xmm13, %xmm11
	vpsllvq	-2147483648(%r11,%r11,4), %xmm8, %xmm2
	vpsllvq	1(%r8), %xmm4, %xmm2
	vpsllvq	%xmm8, %xmm1, %xmm10
	vpsllvq	%xmm15, %xmm9, %xmm7
	vpsllvq	%xmm1, %xmm4, %xmm12
	vpsllvq	%xmm11, %xmm1, %xmm7
	vpsllw	$128, %ymm5, %ymm15
	vpsllw	$128, %ymm9, %ymm12
	vpsllw	$176, %ymm2, %ymm10
	vpsllw	$137, %ymm10, %ymm4
	vpsllw	1(%r14,%rdi), %ymm3, %ymm0
	vpsllw	%gs:128(,%rcx), %ymm4, %ymm7
	vpsllw	128(%r9), %ymm4, %ymm3
	vpsllw	%fs:128, %ymm14, %ymm4
	vpsllw	%xmm13, %ymm1, %ymm8
	vpsllw	%xmm9, %ymm7, %ymm9
	vpsllw	%xmm15, %ymm15, %ymm15
	vpsllw	%xmm12, %ymm8, %ymm9
	vpsllw	$107, %xmm14, %xmm1
	vpsllw	$255, %xmm12, %xmm9
	vpsllw	$1, %xmm8, %xmm8
	vpsllw	$128, %xmm10, %xmm12
	vpsllw	2147483647(%rdi), %xmm6, %xmm5
	vpsllw	127(%rbx), %xmm11, %xmm0
	vpsllw	1, %xmm9, %xmm6
	vpsllw	127(%rip), %xmm13, %xmm13
	vpsllw	%xmm5, %xmm3, %xmm6
	vpsllw	%xmm10, %xmm15, %xmm8
	vpsllw	%xmm2, %xmm2, %xmm4
	vpsllw	%xmm15, %xmm6, %xmm11
	vpsrad	$127, %ymm9, %ymm8
	vpsrad	$45, %ymm0, %ymm3
	vpsrad	$125, %ymm1, %ymm6
	vpsrad	$255, %ymm2, %ymm15
	vpsrad	%gs:1(%rdi), %ymm0, %ymm13
	vpsrad	%fs:-2147483648(%rdi,%r13,4), %ymm6, %ymm1
	vpsrad	%fs:-128(%r9), %ymm6, %ymm1
	vpsrad	2147483647(%rdx,%rcx), %ymm9, %ymm9
	vpsrad	%xmm13, %ymm4, %ymm3
	vpsrad	%xmm9, %ymm11, %ymm4
	vpsrad	%xmm5, %ymm8, %ymm6
	vpsrad	%xmm8, %ymm14, %ymm13
	vpsrad	$128, %xmm12, %xmm8
	vpsrad	$240, %xmm1, %xmm7
	vpsrad	$127, %xmm6, %xmm4
	vpsrad	$219, %xmm0, %xmm9
	vpsrad	-1(%r12,%r15,4), %xmm8, %xmm13
	vpsrad	128(%r10), %xmm8, %xmm6
	vpsrad	%gs:0, %xmm8, %xmm10
	vpsrad	%fs:(%r8), %xmm9, %xmm13
	vpsrad	%xmm6, %xmm10, %xmm3
	vpsrad	%xmm9, %xmm3, %xmm13
	vpsrad	%xmm12, %xmm7, %xmm5
	vpsrad	%xmm8, %xmm9, %xmm9
	vpsravd	-128(%r10,%r13,2), %ymm9, %ymm0
	vpsravd	1(%r10,%r13), %ymm15, %ymm3
	vpsravd	2147483647(%r15), %ymm7, %ymm15
	vpsravd	128(,%rsi), %ymm7, %ymm12
	vpsravd	%ymm15, %ymm4, %ymm2
	vpsravd	%ymm7, %ymm10, %ymm12
	vpsravd	%ymm9, %ymm1, %ymm12
	vpsravd	%ymm14, %ymm14, %ymm15
	vpsravd	%fs:(%rdx), %xmm13, %xmm6
	vpsravd	%gs:-128(%rcx,%r12,8), %xmm3, %xmm0
	vpsravd	(%rcx), %xmm9, %xmm11
	vpsravd	%gs:(%r12,%rdi,2), %xmm7, %xmm1
	vpsravd	%xmm11, %xmm5, %xmm0
	vpsravd	%xmm2, %xmm11, %xmm12
	vpsravd	%xmm15, %xmm3, %xmm14
	vpsravd	%xmm2, %xmm7, %xmm14
	vpsraw	$255, %ymm1, %ymm2
	vpsraw	$128, %ymm9, %ymm13
	vpsraw	$132, %ymm11, %ymm7
	vpsraw	$255, %ymm8, %ymm15
	vpsraw	%gs:128(%r15,%r15,4), %ymm5, %ymm11
	vpsraw	%fs:-129(%rsi,%r15,2), %ymm13, %ymm0
	vpsraw	127(%rdx), %ymm1, %ymm2
	vpsraw	%fs:-129(%rip), %ymm1, %ymm14
	vpsraw	%xmm2, %ymm9, %ymm1
	vpsraw	%xmm11, %ymm4, %ymm6
	vpsraw	%xmm15, %ymm14, %ymm6
	vpsraw	%xmm14, %ymm7, %ymm5
	vpsraw	$128, %xmm1, %xmm3
	vpsraw	$127, %xmm15, %xmm0
	vpsraw	$0, %xmm9, %xmm9
	vpsraw	$185, %xmm2, %xmm15
	vpsraw	-128(%r9,%r11,2), %xmm1, %xmm5
	vpsraw	1(,%r12), %xmm5, %xmm7
	vpsraw	(%rdi,%rax,8), %xmm7, %xmm0
	vpsraw	-128(%rdx,%rdx,8), %xmm4, %xmm4
	vpsraw	%xmm8, %xmm12, %xmm11
	vpsraw	%xmm11, %xmm4, %xmm2
	vpsraw	%xmm4, %xmm10, %xmm15
	vpsraw	%xmm15, %xmm14, %xmm8
	vpsrldq	$255, %ymm14, %ymm4
	vpsrldq	$128, %ymm4, %ymm2
	vpsrldq	$0, %ymm10, %ymm1
	vpsrldq	$42, %ymm14, %ymm7
	vpsrldq	$60, %xmm3, %xmm10
	vpsrldq	$152, %xmm8, %xmm11
	vpsrldq	$128, %xmm13, %xmm8
	vpsrldq	$1, %xmm2, %xmm15
	vpsrld	$255, %ymm0, %ymm3
	vpsrld	$255, %ymm10, %ymm11
	vpsrld	$1, %ymm11, %ymm8
	vpsrld	$164, %ymm14, %ymm10
	vpsrld	%fs:127(%rbp,%r11,8), %ymm11, %ymm14
	vpsrld	-128(%r15,%rax,8), %ymm1, %ymm5
	vpsrld	%gs:-128(%r10), %ymm14, %ymm12
	vpsrld	-2147483648(%r12), %ymm6, %ymm12
	vpsrld	%xmm8, %ymm6, %ymm14
	vpsrld	%xmm4, %ymm15, %ymm5
	vpsrld	%xmm0, %ymm7, %ymm6
	vpsrld	%xmm4, %ymm6, %ymm12
	vpsrld	$221, %xmm11, %xmm1
	vpsrld	$255, %xmm6, %xmm15
	vpsrld	$15, %xmm5, %xmm13
	vpsrld	$128, %xmm15, %xmm0
	vpsrld	%fs:127(%rip), %xmm5, %xmm6
	vpsrld	127(%rdi), %xmm0, %xmm7
	vpsrld	-1(,%r8,4), %xmm2, %xmm9
	vpsrld	%fs:-129(%r8), %xmm3, %xmm14
	vpsrld	%xmm0, %xmm11, %xmm14
	vpsrld	%xmm3, %xmm14, %xmm4
	vpsrld	%xmm8, %xmm0, %xmm12
	vpsrld	%xmm0, %xmm0, %xmm6
	vpsrlq	$2, %ymm0, %ymm2
	vpsrlq	$175, %ymm13, %ymm13
	vpsrlq	$254, %ymm14, %ymm11
	vpsrlq	$255, %ymm7, %ymm13
	vpsrlq	%gs:1(%r9,%r15,2), %ymm4, %ymm8
	vpsrlq	%gs:127(%r13,%r10,2), %ymm12, %ymm1
	vpsrlq	%gs:128(%rbx), %ymm15, %ymm6
	vpsrlq	127, %ymm8, %ymm1
	vpsrlq	%xmm7, %ymm5, %ymm2
	vpsrlq	%xmm3, %ymm0, %ymm2
	vpsrlq	%xmm1, %ymm12, %ymm13
	vpsrlq	%xmm9, %ymm8, %ymm15
	vpsrlq	$47, %xmm8, %xmm14
	vpsrlq	$0, %xmm11, %xmm0
	vpsrlq	$255, %xmm8, %xmm11
	vpsrlq	$255, %xmm0, %xmm13
	vpsrlq	%gs:-2147483648(%rsp), %xmm9, %xmm12
	vpsrlq	%fs:-128(%r8,%r9), %xmm6, %xmm11
	vpsrlq	-128(%r14,%r10,8), %xmm13, %xmm9
	vpsrlq	-1, %xmm5, %xmm13
	vpsrlq	%xmm15, %xmm13, %xmm6
	vpsrlq	%xmm11, %xmm4, %xmm0
	vpsrlq	%xmm12, %xmm6, %xmm9
	vpsrlq	%xmm13, %xmm3, %xmm5
	vpsrlvd	-2147483648(%r8), %ymm9, %ymm1
	vpsrlvd	127(%r15,%r8,8), %ymm5, %ymm12
	vpsrlvd	-129(%rdx,%r13,4), %ymm4, %ymm8
	vpsrlvd	2147483647(%r11), %ymm4, %ymm4
	vpsrlvd	%ymm15, %ymm7, %ymm2
	vpsrlvd	%ymm8, %ymm13, %ymm13
	vpsrlvd	%ymm13, %ymm12, %ymm7
	vpsrlvd	%ymm1, %ymm0, %ymm7
	vpsrlvd	127(%rbp), %xmm13, %xmm11
	vpsrlvd	%fs:-128(%rsi,%r15,2), %xmm13, %xmm6
	vpsrlvd	(%rcx), %xmm1, %xmm15
	vpsrlvd	%fs:(%rbp,%rax,4), %xmm1, %xmm10
	vpsrlvd	%xmm15, %xmm10, %xmm2
	vpsrlvd	%xmm9, %xmm0, %xmm1
	vpsrlvd	%xmm12, %xmm6, %xmm14
	vpsrlvd	%xmm3, %xmm5, %xmm15
	vpsrlvq	%fs:(%rsi), %ymm14, %ymm3
	vpsrlvq	-1(%r15,%rbx), %ymm13, %ymm5
	vpsrlvq	127(%rsi,%rsi), %ymm14, %ymm11
	vpsrlvq	128(%r15), %ymm12, %ymm13
	vpsrlvq	%ymm7, %ymm3, %ymm0
	vpsrlvq	%ymm13, %ymm10, %ymm0
	vpsrlvq	%ymm2, %ymm2, %ymm13
	vpsrlvq	%ymm11, %ymm6, %ymm5
	vpsrlvq	-2147483648(%rdi,%r15,8), %xmm2, %xmm7
	vpsrlvq	128(%rbp,%rbx,8), %xmm13, %xmm2
	vpsrlvq	(%rsp), %xmm7, %xmm7
	vpsrlvq	%gs:-2147483648(%rdi,%rsi,8), %xmm10, %xmm5
	vpsrlvq	%xmm3, %xmm2, %xmm7
	vpsrlvq	%xmm4, %xmm10, %xmm5
	vpsrlvq	%xmm10, %xmm0, %xmm11
	vpsrlvq	%xmm0, %xmm0, %xmm3
	vpsrlw	$255, %ymm12, %ymm9
	vpsrlw	$207, %ymm11, %ymm3
	vpsrlw	$127, %ymm11, %ymm10
	vpsrlw	$128, %ymm4, %ymm7
	vpsrlw	%fs:-129(%rsi), %ymm14, %ymm3
	vpsrlw	%fs:1(%rsi,%r14), %ymm2, %ymm11
	vpsrlw	(,%r12,8), %ymm11, %ymm10
	vpsrlw	1(%rsi), %ymm10, %ymm8
	vpsrlw	%xmm15, %ymm4, %ymm10
	vpsrlw	%xmm2, %ymm11, %ymm14
	vpsrlw	%xmm6, %ymm5, %ymm6
	vpsrlw	%xmm14, %ymm15, %ymm3
	vpsrlw	$4, %xmm10, %xmm13
	vpsrlw	$255, %xmm12, %xmm11
	vpsrlw	$255, %xmm13, %xmm5
	vpsrlw	$31, %xmm15, %xmm2
	vpsrlw	%fs:127(%r8,%r9), %xmm1, %xmm14
	vpsrlw	%gs:-2147483648(%r12), %xmm9, %xmm13
	vpsrlw	%gs:2147483647(%r15), %xmm14, %xmm7
	vpsrlw	2147483647(,%r8), %xmm5, %xmm13
	vpsrlw	%xmm14, %xmm15, %xmm1
	vpsrlw	%xmm9, %xmm2, %xmm13
	vpsrlw	%xmm7, %xmm11, %xmm3
	vpsrlw	%xmm4, %xmm14, %xmm8
	vpsubb	-128, %ymm8, %ymm3
	vpsubb	1(%r8), %ymm12, %ymm14
	vpsubb	%fs:1(%r8,%r9,4), %ymm9, %ymm0
	vpsubb	(%r8,%r14,4), %ymm4, %ymm4
	vpsubb	%ymm4, %ymm3, %ymm12
	vpsubb	%ymm5, %ymm6, %ymm12
	vpsubb	%ymm4, %ymm7, %ymm12
	vpsubb	%ymm0, %ymm0, %ymm15
	vpsubb	%fs:-1(%r11), %xmm6, %xmm4
	vpsubb	%fs:127(%rcx,%r9,2), %xmm9, %xmm6
	vpsubb	-1(%r12), %xmm6, %xmm8
	vpsubb	127(,%r9), %xmm7, %xmm2
	vpsubb	%xmm6, %xmm9, %xmm14
	vpsubb	%xmm11, %xmm5, %xmm8
	vpsubb	%xmm15, %xmm1, %xmm11
	vpsubb	%xmm14, %xmm14, %xmm0
	vpsubd	127(%rax,%rbx,4), %ymm3, %ymm11
	vpsubd	128(,%r8,8), %ymm8, %ymm3
	vpsubd	127(%rsp), %ymm12, %ymm1
	vpsubd	%gs:-128(%rdi), %ymm13, %ymm6
	vpsubd	%ymm12, %ymm12, %ymm7
	vpsubd	%ymm9, %ymm3, %ymm14
	vpsubd	%ymm9, %ymm14, %ymm4
	vpsubd	%ymm11, %ymm9, %ymm0
	vpsubd	%gs:127(%r9,%rdi,2), %xmm12, %xmm10
	vpsubd	-2147483648, %xmm8, %xmm6
	vpsubd	-128(%rsp), %xmm4, %xmm8
	vpsubd	-129(%rip), %xmm11, %xmm3
	vpsubd	%xmm14, %xmm2, %xmm1
	vpsubd	%xmm5, %xmm8, %xmm15
	vpsubd	%xmm14, %xmm8, %xmm0
	vpsubd	%xmm4, %xmm11, %xmm7
	vpsubq	128(%rbp,%rcx,8), %ymm15, %ymm13
	vpsubq	1(%r14,%rcx,4), %ymm15, %ymm6
	vpsubq	1(%r8), %ymm0, %ymm12
	vpsubq	-128(%r13,%r15,4), %ymm0, %ymm12
	vpsubq	%ymm8, %ymm11, %ymm1
	vpsubq	%ymm2, %ymm14, %ymm12
	vpsubq	%ymm5, %ymm12, %ymm13
	vpsubq	%ymm7, %ymm3, %ymm1
	vpsubq	-2147483648(%r12,%r14,8), %xmm12, %xmm7
	vpsubq	127(%rip), %xmm1, %xmm1
	vpsubq	128(%r10), %xmm15, %xmm4
	vpsubq	%fs:1(%r13), %xmm8, %xmm4
	vpsubq	%xmm14, %xmm4, %xmm8
	vpsubq	%xmm13, %xmm8, %xmm4
	vpsubq	%xmm15, %xmm8, %xmm10
	vpsubq	%xmm2, %xmm0, %xmm9
	vpsubsb	1(,%r9,8), %ymm11, %ymm9
	vpsubsb	-2147483648(%r14,%r9,4), %ymm1, %ymm1
	vpsubsb	0, %ymm1, %ymm9
	vpsubsb	-2147483648(%r12), %ymm7, %ymm2
	vpsubsb	%ymm11, %ymm0, %ymm14
	vpsubsb	%ymm7, %ymm7, %ymm4
	vpsubsb	%ymm3, %ymm9, %ymm9
	vpsubsb	%ymm0, %ymm5, %ymm12
	vpsubsb	1(%rdi), %xmm6, %xmm3
	vpsubsb	-2147483648(%rcx,%r13,2), %xmm15, %xmm15
	vpsubsb	127(%rdx), %xmm13, %xmm4
	vpsubsb	-2147483648, %xmm2, %xmm9
	vpsubsb	%xmm10, %xmm13, %xmm14
	vpsubsb	%xmm2, %xmm9, %xmm9
	vpsubsb	%xmm12, %xmm9, %xmm3
	vpsubsb	%xmm8, %xmm11, %xmm14
	vpsubsw	-1(%r14), %ymm10, %ymm12
	vpsubsw	1(%rbp), %ymm9, %ymm9
	vpsubsw	1(%rsp,%rdi), %ymm0, %ymm7
	vpsubsw	%fs:-1(%rsp), %ymm9, %ymm8
	vpsubsw	%ymm8, %ymm7, %ymm14
	vpsubsw	%ymm5, %ymm1, %ymm14
	vpsubsw	%ymm0, %ymm8, %ymm10
	vpsubsw	%ymm4, %ymm1, %ymm10
	vpsubsw	%gs:-129(%r9), %xmm15, %xmm4
	vpsubsw	127(%rdx,%rcx,4), %xmm9, %xmm15
	vpsubsw	-129, %xmm1, %xmm2
	vpsubsw	128(%r10), %xmm15, %xmm7
	vpsubsw	%xmm2, %xmm5, %xmm15
	vpsubsw	%xmm9, %xmm9, %xmm8
	vpsubsw	%xmm12, %xmm4, %xmm15
	vpsubsw	%xmm11, %xmm4, %xmm13
	vpsubusb	-2147483648(%rax,%rdx), %ymm2, %ymm5
	vpsubusb	-129(%rbx), %ymm0, %ymm3
	vpsubusb	%gs:1(%rcx,%r13,4), %ymm4, %ymm11
	vpsubusb	-128(%rdi,%r8,8), %ymm10, %ymm3
	vpsubusb	%ymm11, %ymm3, %ymm13
	vpsubusb	%ymm10, %ymm1, %ymm6
	vpsubusb	%ymm9, %ymm14, %ymm13
	vpsubusb	%ymm3, %ymm6, %ymm4
	vpsubusb	-129(%r8), %xmm12, %xmm4
	vpsubusb	(%rbp,%r8,4), %xmm12, %xmm1
	vpsubusb	1(%rsp), %xmm11, %xmm5
	vpsubusb	-2147483648(,%rsi), %xmm3, %xmm0
	vpsubusb	%xmm1, %xmm3, %xmm4
	vpsubusb	%xmm8, %xmm8, %xmm9
	vpsubusb	%xmm2, %xmm4, %xmm10
	vpsubusb	%xmm5, %xmm2, %xmm3
	vpsubusw	%fs:(%r10), %ymm6, %ymm8
	vpsubusw	%fs:-2147483648(%rcx), %ymm12, %ymm5
	vpsubusw	2147483647(%r14,%rax,4), %ymm3, %ymm6
	vpsubusw	-128(%rax,%r9,4), %ymm8, %ymm8
	vpsubusw	%ymm9, %ymm12, %ymm13
	vpsubusw	%ymm3, %ymm14, %ymm10
	vpsubusw	%ymm12, %ymm11, %ymm5
	vpsubusw	%ymm7, %ymm4, %ymm12
	vpsubusw	-128(%r13,%rax,4), %xmm5, %xmm11
	vpsubusw	1(%r13,%rcx), %xmm14, %xmm0
	vpsubusw	-129(%rax,%r10,4), %xmm11, %xmm3
	vpsubusw	%fs:1(,%r14), %xmm0, %xmm1
	vpsubusw	%xmm12, %xmm2, %xmm10
	vpsubusw	%xmm9, %xmm13, %xmm5
	vpsubusw	%xmm0, %xmm1, %xmm14
	vpsubusw	%xmm7, %xmm2, %xmm9
	vpsubw	1(%r10), %ymm2, %ymm3
	vpsubw	1(%rdx), %ymm10, %ymm1
	vpsubw	%gs:128(%r8), %ymm12, %ymm0
	vpsubw	-129(%rsi,%r13), %ymm11, %ymm15
	vpsubw	%ymm10, %ymm6, %ymm5
	vpsubw	%ymm0, %ymm10, %ymm5
	vpsubw	%ymm13, %ymm10, %ymm12
	vpsubw	%ymm12, %ymm9, %ymm8
	vpsubw	%gs:-128(,%r14,4), %xmm15, %xmm9
	vpsubw	128(%rcx), %xmm4, %xmm13
	vpsubw	%fs:(%r8), %xmm5, %xmm0
	vpsubw	(%r14), %xmm7, %xmm7
	vpsubw	%xmm4, %xmm5, %xmm1
	vpsubw	%xmm11, %xmm5, %xmm4
	vpsubw	%xmm5, %xmm7, %xmm12
	vpsubw	%xmm14, %xmm8, %xmm14
	vptest	%gs:1(%r11,%r11,8), %ymm12
	vptest	-2147483648(%r14), %ymm5
	vptest	-1(%rbx), %ymm11
	vptest	2147483647(%r13), %ymm12
	vptest	%ymm12, %ymm14
	vptest	%ymm10, %ymm12
	vptest	%ymm0, %ymm15
	vptest	%ymm4, %ymm11
	vptest	-1(%r15), %xmm9
	vptest	-129(%rsp,%r13,4), %xmm2
	vptest	(%r11,%r14,8), %xmm2
	vptest	128(%r12,%r8,8), %xmm9
	vptest	%xmm1, %xmm4
	vptest	%xmm13, %xmm9
	vptest	%xmm8, %xmm2
	vptest	%xmm15, %xmm15
	vpunpckhbw	%gs:128(%rax), %ymm9, %ymm4
	vpunpckhbw	-2147483648(%r10,%r9,4), %ymm15, %ymm6
	vpunpckhbw	-2147483648(%rbx), %ymm2, %ymm9
	vpunpckhbw	-2147483648(,%r12), %ymm9, %ymm1
	vpunpckhbw	%ymm8, %ymm0, %ymm3
	vpunpckhbw	%ymm11, %ymm6, %ymm12
	vpunpckhbw	%ymm6, %ymm13, %ymm5
	vpunpckhbw	%ymm7, %ymm5, %ymm9
	vpunpckhbw	-2147483648(%rip), %xmm12, %xmm10
	vpunpckhbw	2147483647, %xmm14, %xmm9
	vpunpckhbw	128(%r10,%r10,2), %xmm2, %xmm9
	vpunpckhbw	-129(%r10,%r8,8), %xmm7, %xmm4
	vpunpckhbw	%xmm7, %xmm9, %xmm14
	vpunpckhbw	%xmm9, %xmm9, %xmm14
	vpunpckhbw	%xmm11, %xmm4, %xmm14
	vpunpckhbw	%xmm12, %xmm4, %xmm12
	vpunpckhdq	%gs:128(%rdi,%rdi,2), %ymm3, %ymm5
	vpunpckhdq	%fs:127(%rdx), %ymm7, %ymm0
	vpunpckhdq	%gs:2147483647(%rbp,%r15,8), %ymm0, %ymm15
	vpunpckhdq	%fs:-2147483648(%rsp,%rdi), %ymm0, %ymm2
	vpunpckhdq	%ymm10, %ymm1, %ymm4
	vpunpckhdq	%ymm13, %ymm0, %ymm3
	vpunpckhdq	%ymm10, %ymm5, %ymm5
	vpunpckhdq	%ymm8, %ymm14, %ymm3
	vpunpckhdq	-2147483648(,%r11,8), %xmm0, %xmm14
	vpunpckhdq	%gs:128(%rbp), %xmm4, %xmm3
	vpunpckhdq	-129(%r13), %xmm5, %xmm12
	vpunpckhdq	(%r15), %xmm11, %xmm11
	vpunpckhdq	%xmm4, %xmm15, %xmm15
	vpunpckhdq	%xmm4, %xmm0, %xmm7
	vpunpckhdq	%xmm14, %xmm8, %xmm8
	vpunpckhdq	%xmm5, %xmm9, %xmm12
	vpunpckhqdq	(%r13), %ymm6, %ymm3
	vpunpckhqdq	-128(%rip), %ymm10, %ymm10
	vpunpckhqdq	1(%rax), %ymm15, %ymm11
	vpunpckhqdq	-129(%rdi), %ymm14, %ymm12
	vpunpckhqdq	%ymm9, %ymm12, %ymm14
	vpunpckhqdq	%ymm6, %ymm5, %ymm15
	vpunpckhqdq	%ymm6, %ymm8, %ymm7
	vpunpckhqdq	%ymm3, %ymm1, %ymm5
	vpunpckhqdq	-128(%rcx,%r11,8), %xmm12, %xmm4
	vpunpckhqdq	%fs:1(%rbx,%r13,2), %xmm15, %xmm2
	vpunpckhqdq	128(%r12,%rbx,2), %xmm0, %xmm11
	vpunpckhqdq	2147483647(%rdx), %xmm7, %xmm6
	vpunpckhqdq	%xmm6, %xmm6, %xmm9
	vpunpckhqdq	%xmm2, %xmm8, %xmm10
	vpunpckhqdq	%xmm0, %xmm14, %xmm1
	vpunpckhqdq	%xmm12, %xmm4, %xmm15
	vpunpckhwd	128, %ymm12, %ymm5
	vpunpckhwd	1(%rsp), %ymm12, %ymm6
	vpunpckhwd	%fs:-129(%r13), %ymm8, %ymm14
	vpunpckhwd	127(%r11), %ymm7, %ymm0
	vpunpckhwd	%ymm11, %ymm0, %ymm11
	vpunpckhwd	%ymm8, %ymm13, %ymm15
	vpunpckhwd	%ymm8, %ymm13, %ymm9
	vpunpckhwd	%ymm2, %ymm3, %ymm11
	vpunpckhwd	-1(%rdi,%r12,8), %xmm0, %xmm11
	vpunpckhwd	127(%rsi,%rcx,2), %xmm6, %xmm14
	vpunpckhwd	%gs:-1(%rsp), %xmm15, %xmm10
	vpunpckhwd	-129(,%rcx,2), %xmm9, %xmm5
	vpunpckhwd	%xmm0, %xmm7, %xmm15
	vpunpckhwd	%xmm14, %xmm0, %xmm6
	vpunpckhwd	%xmm0, %xmm3, %xmm8
	vpunpckhwd	%xmm3, %xmm9, %xmm14
	vpunpcklbw	-128(%rsi), %ymm0, %ymm4
	vpunpcklbw	%fs:-2147483648(%r9), %ymm4, %ymm2
	vpunpcklbw	127(%rsp,%rsi,2), %ymm10, %ymm15
	vpunpcklbw	-129(%r14,%r15,4), %ymm8, %ymm10
	vpunpcklbw	%ymm8, %ymm9, %ymm6
	vpunpcklbw	%ymm14, %ymm4, %ymm5
	vpunpcklbw	%ymm9, %ymm5, %ymm10
	vpunpcklbw	%ymm15, %ymm12, %ymm7
	vpunpcklbw	(%rsi,%r12,8), %xmm8, %xmm13
	vpunpcklbw	%fs:128(%r12), %xmm5, %xmm5
	vpunpcklbw	128(%r10), %xmm11, %xmm15
	vpunpcklbw	-128(%rax,%rdx,8), %xmm11, %xmm4
	vpunpcklbw	%xmm9, %xmm2, %xmm3
	vpunpcklbw	%xmm3, %xmm1, %xmm15
	vpunpcklbw	%xmm8, %xmm10, %xmm13
	vpunpcklbw	%xmm2, %xmm14, %xmm11
	vpunpckldq	127(%rbp,%r14,2), %ymm14, %ymm5
	vpunpckldq	-128(%rax,%r15), %ymm8, %ymm14
	vpunpckldq	-1(%rbp), %ymm10, %ymm2
	vpunpckldq	(%r14), %ymm12, %ymm15
	vpunpckldq	%ymm13, %ymm9, %ymm2
	vpunpckldq	%ymm1, %ymm8, %ymm5
	vpunpckldq	%ymm7, %ymm1, %ymm15
	vpunpckldq	%ymm15, %ymm14, %ymm1
	vpunpckldq	2147483647(%rdi,%r9,8), %xmm12, %xmm8
	vpunpckldq	%fs:127(%rbp,%r15,2), %xmm13, %xmm10
	vpunpckldq	128(%r10), %xmm8, %xmm1
	vpunpckldq	127(%r11), %xmm8, %xmm15
	vpunpckldq	%xmm7, %xmm11, %xmm14
	vpunpckldq	%xmm9, %xmm15, %xmm13
	vpunpckldq	%xmm11, %xmm0, %xmm14
	vpunpckldq	%xmm0, %xmm2, %xmm7
	vpunpcklqdq	%gs:-1(%r12), %ymm12, %ymm10
	vpunpcklqdq	%gs:(%r10,%rbp,2), %ymm14, %ymm7
	vpunpcklqdq	(%rcx,%rdx,2), %ymm1, %ymm7
	vpunpcklqdq	127(%rbx,%r13), %ymm2, %ymm7
	vpunpcklqdq	%ymm1, %ymm14, %ymm14
	vpunpcklqdq	%ymm13, %ymm11, %ymm1
	vpunpcklqdq	%ymm11, %ymm12, %ymm1
	vpunpcklqdq	%ymm11, %ymm7, %ymm4
	vpunpcklqdq	%gs:-128(%rax,%r9,4), %xmm7, %xmm11
	vpunpcklqdq	(%rax,%rdi,4), %xmm4, %xmm0
	vpunpcklqdq	%fs:127(%rbp,%r9,8), %xmm6, %xmm5
	vpunpcklqdq	-1(%rsi), %xmm13, %xmm12
	vpunpcklqdq	%xmm0, %xmm13, %xmm13
	vpunpcklqdq	%xmm10, %xmm4, %xmm9
	vpunpcklqdq	%xmm12, %xmm8, %xmm11
	vpunpcklqdq	%xmm12, %xmm13, %xmm10
	vpunpcklwd	-2147483648(%rcx), %ymm13, %ymm14
	vpunpcklwd	(%r10,%rax), %ymm12, %ymm13
	vpunpcklwd	-1(%rbx), %ymm15, %ymm15
	vpunpcklwd	-129(%r13), %ymm2, %ymm1
	vpunpcklwd	%ymm3, %ymm6, %ymm9
	vpunpcklwd	%ymm5, %ymm7, %ymm8
	vpunpcklwd	%ymm8, %ymm14, %ymm6
	vpunpcklwd	%ymm10, %ymm5, %ymm6
	vpunpcklwd	-1(%r9,%r15,4), %xmm4, %xmm1
	vpunpcklwd	%gs:(%r13,%rbx,4), %xmm10, %xmm6
	vpunpcklwd	%gs:2147483647(%r10,%r13), %xmm1, %xmm0
	vpunpcklwd	(%r15,%r14,2), %xmm9, %xmm10
	vpunpcklwd	%xmm1, %xmm13, %xmm0
	vpunpcklwd	%xmm15, %xmm9, %xmm10
	vpunpcklwd	%xmm0, %xmm15, %xmm10
	vpunpcklwd	%xmm7, %xmm10, %xmm11
	vpxor	%fs:-128, %ymm14, %ymm13
	vpxor	%fs:2147483647(%r15), %ymm12, %ymm11
	vpxor	(%rbp), %ymm15, %ymm12
	vpxor	128(%rsi), %ymm7, %ymm14
	vpxor	%ymm0, %ymm3, %ymm6
	vpxor	%ymm14, %ymm3, %ymm6
	vpxor	%ymm5, %ymm5, %ymm15
	vpxor	%ymm14, %ymm0, %ymm10
	vpxor	1(%rdi,%rdx), %xmm2, %xmm2
	vpxor	%gs:-128(%r12,%r14,2), %xmm2, %xmm15
	vpxor	-2147483648, %xmm7, %xmm15
	vpxor	-128(%rdi,%r14,8), %xmm1, %xmm8
	vpxor	%xmm12, %xmm0, %xmm8
	vpxor	%xmm14, %xmm8, %xmm9
	vpxor	%xmm9, %xmm13, %xmm2
	vpxor	%xmm4, %xmm11, %xmm1
	vrcpps	128(%r13,%r12,4), %ymm3
	vrcpps	128(%rsi), %ymm13
	vrcpps	127(,%r11,4), %ymm12
	vrcpps	128(%rbp), %ymm14
	vrcpps	%ymm9, %ymm2
	vrcpps	%ymm4, %ymm6
	vrcpps	%ymm13, %ymm0
	vrcpps	%ymm4, %ymm10
	vrcpps	%gs:-2147483648(%rip), %xmm3
	vrcpps	1(%r14,%r10,8), %xmm5
	vrcpps	1(%rdx,%r10,2), %xmm10
	vrcpps	127(%r11,%r9,8), %xmm2
	vrcpps	%xmm2, %xmm2
	vrcpps	%xmm4, %xmm12
	vrcpps	%xmm4, %xmm14
	vrcpps	%xmm10, %xmm5
	vrcpss	%fs:1(%r11,%rdi,4), %xmm10, %xmm10
	vrcpss	%fs:2147483647(%rax), %xmm0, %xmm15
	vrcpss	2147483647(%rcx,%r8,8), %xmm15, %xmm13
	vrcpss	-128(%rip), %xmm12, %xmm13
	vrcpss	%xmm0, %xmm5, %xmm10
	vrcpss	%xmm4, %xmm7, %xmm1
	vrcpss	%xmm2, %xmm3, %xmm6
	vrcpss	%xmm0, %xmm12, %xmm4
	vroundpd	$1, %fs:-1(%r13,%rbx,2), %ymm8
	vroundpd	$91, 127(%rcx), %ymm8
	vroundpd	$127, %fs:-129(%r12), %ymm5
	vroundpd	$255, 128, %ymm1
	vroundpd	$1, %ymm15, %ymm1
	vroundpd	$255, %ymm3, %ymm13
	vroundpd	$1, %ymm15, %ymm6
	vroundpd	$17, %ymm15, %ymm8
	vroundpd	$255, 2147483647, %xmm14
	vroundpd	$225, 1(%r12), %xmm8
	vroundpd	$141, %fs:1(%r10), %xmm2
	vroundpd	$198, 1(%r15,%r12,8), %xmm14
	vroundpd	$255, %xmm9, %xmm2
	vroundpd	$189, %xmm12, %xmm15
	vroundpd	$219, %xmm3, %xmm10
	vroundpd	$2, %xmm9, %xmm0
	vroundps	$128, %gs:1(%r13,%rdi), %ymm2
	vroundps	$144, %fs:-128(%r10,%rdi,8), %ymm0
	vroundps	$255, 1(%r10), %ymm15
	vroundps	$128, -129(%rbx), %ymm15
	vroundps	$1, %ymm7, %ymm9
	vroundps	$128, %ymm1, %ymm10
	vroundps	$0, %ymm6, %ymm4
	vroundps	$128, %ymm11, %ymm9
	vroundps	$255, 127, %xmm12
	vroundps	$2, 1(%r15), %xmm10
	vroundps	$155, %gs:-128(%rcx), %xmm13
	vroundps	$255, -2147483648(%r10,%r15,2), %xmm8
	vroundps	$158, %xmm5, %xmm13
	vroundps	$241, %xmm10, %xmm11
	vroundps	$255, %xmm11, %xmm1
	vroundps	$89, %xmm9, %xmm14
	vroundsd	$66, 127(%r9), %xmm13, %xmm11
	vroundsd	$252, 1(%r8,%rbx), %xmm6, %xmm2
	vroundsd	$250, %fs:-1(%rcx), %xmm12, %xmm5
	vroundsd	$255, -1(%rbx), %xmm9, %xmm9
	vroundsd	$255, %xmm13, %xmm6, %xmm14
	vroundsd	$255, %xmm8, %xmm11, %xmm1
	vroundsd	$143, %xmm8, %xmm3, %xmm1
	vroundsd	$167, %xmm2, %xmm15, %xmm9
	vroundss	$255, 2147483647(%rdx), %xmm1, %xmm7
	vroundss	$152, %fs:-1(%rdi), %xmm1, %xmm6
	vroundss	$255, -128, %xmm14, %xmm13
	vroundss	$0, -1(%r15), %xmm2, %xmm9
	vroundss	$128, %xmm5, %xmm8, %xmm3
	vroundss	$255, %xmm0, %xmm3, %xmm6
	vroundss	$232, %xmm15, %xmm1, %xmm12
	vroundss	$1, %xmm13, %xmm1, %xmm5
	vrsqrtps	%gs:-129(%rbx,%r14,2), %ymm11
	vrsqrtps	%gs:-129, %ymm2
	vrsqrtps	%gs:2147483647(%r14,%rdi,8), %ymm6
	vrsqrtps	-128(%r9), %ymm6
	vrsqrtps	%ymm8, %ymm4
	vrsqrtps	%ymm14, %ymm1
	vrsqrtps	%ymm5, %ymm8
	vrsqrtps	%ymm12, %ymm11
	vrsqrtps	%gs:(%rcx), %xmm0
	vrsqrtps	-129(%rdx,%rsi,8), %xmm15
	vrsqrtps	(%rsp), %xmm11
	vrsqrtps	-129(%rax,%rcx,4), %xmm7
	vrsqrtps	%xmm14, %xmm12
	vrsqrtps	%xmm11, %xmm15
	vrsqrtps	%xmm4, %xmm14
	vrsqrtps	%xmm6, %xmm9
	vrsqrtss	-1(%rsp,%rax,4), %xmm5, %xmm1
	vrsqrtss	127(%r14), %xmm7, %xmm9
	vrsqrtss	-129(%r8), %xmm11, %xmm9
	vrsqrtss	%fs:127(%rip), %xmm8, %xmm7
	vrsqrtss	%xmm4, %xmm14, %xmm4
	vrsqrtss	%xmm6, %xmm11, %xmm7
	vrsqrtss	%xmm6, %xmm6, %xmm2
	vrsqrtss	%xmm0, %xmm12, %xmm12
	vsha512msg1	%xmm5, %ymm7
	vsha512msg1	%xmm12, %ymm14
	vsha512msg1	%xmm6, %ymm1
	vsha512msg1	%xmm15, %ymm4
	vsha512msg2	%ymm7, %ymm3
	vsha512msg2	%ymm5, %ymm3
	vsha512msg2	%ymm4, %ymm4
	vsha512msg2	%ymm4, %ymm8
	vsha512rnds2	%xmm8, %ymm4, %ymm12
	vsha512rnds2	%xmm3, %ymm10, %ymm1
	vsha512rnds2	%xmm9, %ymm12, %ymm15
	vsha512rnds2	%xmm11, %ymm1, %ymm6
	vshufpd	$86, 2147483647(%r8,%rcx,2), %ymm6, %ymm6
	vshufpd	$194, 2147483647(%r13,%r11,2), %ymm1, %ymm13
	vshufpd	$189, 2147483647(%r10), %ymm1, %ymm10
	vshufpd	$255, %gs:-2147483648(%rax,%rcx), %ymm7, %ymm12
	vshufpd	$232, %ymm12, %ymm1, %ymm8
	vshufpd	$121, %ymm4, %ymm14, %ymm4
	vshufpd	$255, %ymm9, %ymm11, %ymm7
	vshufpd	$128, %ymm14, %ymm12, %ymm7
	vshufpd	$231, (%rcx), %xmm7, %xmm2
	vshufpd	$214, -129, %xmm5, %xmm7
	vshufpd	$0, 2147483647(%rdx), %xmm13, %xmm10
	vshufpd	$255, 1(%rdi,%r14,4), %xmm12, %xmm9
	vshufpd	$255, %xmm4, %xmm7, %xmm0
	vshufpd	$255, %xmm14, %xmm6, %xmm1
	vshufpd	$255, %xmm8, %xmm12, %xmm9
	vshufpd	$255, %xmm0, %xmm1, %xmm4
	vshufps	$163, 2147483647(%rbp), %ymm11, %ymm13
	vshufps	$255, -2147483648(%rdx,%rdx,2), %ymm13, %ymm1
	vshufps	$196, %gs:-1(%r12), %ymm15, %ymm2
	vshufps	$150, %gs:-128(%r9,%rdi,2), %ymm1, %ymm6
	vshufps	$1, %ymm7, %ymm7, %ymm14
	vshufps	$255, %ymm13, %ymm15, %ymm1
	vshufps	$73, %ymm11, %ymm7, %ymm15
	vshufps	$255, %ymm12, %ymm15, %ymm1
	vshufps	$2, 128(%rip), %xmm10, %xmm2
	vshufps	$149, 1(%rip), %xmm9, %xmm12
	vshufps	$128, -129(%rcx), %xmm7, %xmm3
	vshufps	$241, 1(%rbp), %xmm0, %xmm13
	vshufps	$0, %xmm2, %xmm5, %xmm5
	vshufps	$128, %xmm2, %xmm15, %xmm14
	vshufps	$127, %xmm12, %xmm14, %xmm11
	vshufps	$1, %xmm2, %xmm8, %xmm13
	vsm3msg1	%gs:-2147483648(%rax), %xmm8, %xmm2
	vsm3msg1	%gs:-2147483648(%rsp), %xmm1, %xmm6
	vsm3msg1	%fs:-129(%rcx,%r13,8), %xmm12, %xmm1
	vsm3msg1	-1(,%r9,2), %xmm2, %xmm7
	vsm3msg1	%xmm4, %xmm15, %xmm1
	vsm3msg1	%xmm15, %xmm9, %xmm1
	vsm3msg1	%xmm4, %xmm13, %xmm2
	vsm3msg1	%xmm7, %xmm3, %xmm4
	vsm3msg2	%fs:-2147483648(%rsp,%r15,2), %xmm9, %xmm3
	vsm3msg2	127(%r9), %xmm8, %xmm5
	vsm3msg2	(%rsi), %xmm6, %xmm9
	vsm3msg2	1(%rsi), %xmm7, %xmm2
	vsm3msg2	%xmm11, %xmm4, %xmm3
	vsm3msg2	%xmm15, %xmm15, %xmm9
	vsm3msg2	%xmm12, %xmm10, %xmm8
	vsm3msg2	%xmm9, %xmm7, %xmm12
	vsm3rnds2	$255, 128, %xmm8, %xmm10
	vsm3rnds2	$0, 2147483647(%r14), %xmm9, %xmm12
	vsm3rnds2	$0, %fs:127(%r9), %xmm4, %xmm13
	vsm3rnds2	$180, -1(%rax), %xmm6, %xmm8
	vsm3rnds2	$210, %xmm2, %xmm9, %xmm6
	vsm3rnds2	$128, %xmm13, %xmm15, %xmm0
	vsm3rnds2	$127, %xmm11, %xmm11, %xmm1
	vsm3rnds2	$111, %xmm12, %xmm9, %xmm4
	vsm4key4	(%rsi), %ymm14, %ymm8
	vsm4key4	%gs:2147483647, %ymm11, %ymm1
	vsm4key4	-128(%rbx), %ymm13, %ymm7
	vsm4key4	%fs:1(%rsp,%rbp), %ymm13, %ymm14
	vsm4key4	%ymm2, %ymm15, %ymm9
	vsm4key4	%ymm0, %ymm3, %ymm7
	vsm4key4	%ymm2, %ymm12, %ymm6
	vsm4key4	%ymm4, %ymm14, %ymm6
	vsm4key4	(%rax), %xmm12, %xmm1
	vsm4key4	-129(%rsi,%r13,2), %xmm1, %xmm15
	vsm4key4	-128(%rdx,%rax,4), %xmm15, %xmm14
	vsm4key4	%gs:128(%r10), %xmm8, %xmm13
	vsm4key4	%xmm13, %xmm4, %xmm8
	vsm4key4	%xmm9, %xmm10, %xmm6
	vsm4key4	%xmm2, %xmm2, %xmm0
	vsm4key4	%xmm14, %xmm2, %xmm12
	vsm4rnds4	%gs:-1(%rdi), %ymm8, %ymm13
	vsm4rnds4	128, %ymm1, %ymm11
	vsm4rnds4	%gs:-129(%rbp,%r8), %ymm13, %ymm8
	vsm4rnds4	128, %ymm11, %ymm4
	vsm4rnds4	%ymm2, %ymm3, %ymm9
	vsm4rnds4	%ymm13, %ymm14, %ymm15
	vsm4rnds4	%ymm15, %ymm3, %ymm15
	vsm4rnds4	%ymm11, %ymm5, %ymm13
	vsm4rnds4	-1(%r14), %xmm1, %xmm10
	vsm4rnds4	(%r15), %xmm8, %xmm9
	vsm4rnds4	-129(%r9), %xmm0, %xmm10
	vsm4rnds4	-128(%rcx), %xmm12, %xmm3
	vsm4rnds4	%xmm13, %xmm6, %xmm14
	vsm4rnds4	%xmm4, %xmm3, %xmm11
	vsm4rnds4	%xmm10, %xmm2, %xmm13
	vsm4rnds4	%xmm15, %xmm12, %xmm2
	vsqrtpd	-1(%r10,%rbx,8), %ymm12
	vsqrtpd	2147483647(%r14), %ymm12
	vsqrtpd	-128(%rsp), %ymm3
	vsqrtpd	%fs:-1(%rax,%rbx,8), %ymm13
	vsqrtpd	%ymm15, %ymm12
	vsqrtpd	%ymm14, %ymm7
	vsqrtpd	%ymm3, %ymm0
	vsqrtpd	%ymm7, %ymm10
	vsqrtpd	-2147483648(%rbx,%r10,4), %xmm15
	vsqrtpd	-2147483648(%rdi,%r11,2), %xmm10
	vsqrtpd	1(%rsp,%r8,4), %xmm5
	vsqrtpd	127(%rbx,%r12), %xmm3
	vsqrtpd	%xmm3, %xmm2
	vsqrtpd	%xmm12, %xmm13
	vsqrtpd	%xmm8, %xmm7
	vsqrtpd	%xmm5, %xmm15
	vsqrtps	%fs:(%rsi,%r15,2), %ymm15
	vsqrtps	128, %ymm14
	vsqrtps	%gs:-129(,%rcx,8), %ymm8
	vsqrtps	128(,%rbx), %ymm5
	vsqrtps	%ymm4, %ymm3
	vsqrtps	%ymm11, %ymm0
	vsqrtps	%ymm13, %ymm1
	vsqrtps	%ymm11, %ymm7
	vsqrtps	-1(%r9,%r9,2), %xmm7
	vsqrtps	-2147483648(%rip), %xmm5
	vsqrtps	2147483647(%rbp), %xmm14
	vsqrtps	127(%rsp,%r15), %xmm13
	vsqrtps	%xmm5, %xmm4
	vsqrtps	%xmm4, %xmm8
	vsqrtps	%xmm0, %xmm13
	vsqrtps	%xmm0, %xmm6
	vsqrtsd	2147483647(%rsp), %xmm10, %xmm14
	vsqrtsd	%gs:-1(%r14,%rdi,8), %xmm15, %xmm3
	vsqrtsd	-128, %xmm8, %xmm10
	vsqrtsd	-129(%rdi,%r8,8), %xmm9, %xmm8
	vsqrtsd	%xmm11, %xmm2, %xmm13
	vsqrtsd	%xmm4, %xmm11, %xmm7
	vsqrtsd	%xmm12, %xmm11, %xmm12
	vsqrtsd	%xmm12, %xmm10, %xmm9
	vsqrtss	2147483647(%rax), %xmm4, %xmm3
	vsqrtss	127(%rcx), %xmm10, %xmm9
	vsqrtss	%gs:-1(%rsi), %xmm3, %xmm2
	vsqrtss	-1(%r10), %xmm6, %xmm14
	vsqrtss	%xmm6, %xmm15, %xmm4
	vsqrtss	%xmm9, %xmm3, %xmm10
	vsqrtss	%xmm0, %xmm8, %xmm14
	vsqrtss	%xmm10, %xmm13, %xmm3
	vstmxcsr	%gs:(%r15,%rbx,4)
	vstmxcsr	%fs:1(%r14,%rsi,2)
	vstmxcsr	0
	vstmxcsr	-128
	vsubpd	-1(%r10), %ymm1, %ymm13
	vsubpd	2147483647(,%rbx,4), %ymm6, %ymm5
	vsubpd	%gs:(%rbx,%r11,2), %ymm4, %ymm2
	vsubpd	(%rax,%r13,4), %ymm4, %ymm14
	vsubpd	%ymm12, %ymm6, %ymm15
	vsubpd	%ymm1, %ymm13, %ymm8
	vsubpd	%ymm1, %ymm12, %ymm0
	vsubpd	%ymm3, %ymm5, %ymm1
	vsubpd	(%rsp), %xmm7, %xmm13
	vsubpd	-1, %xmm3, %xmm12
	vsubpd	%fs:-1(%r11), %xmm9, %xmm4
	vsubpd	127(%r14,%r12,8), %xmm13, %xmm11
	vsubpd	%xmm2, %xmm10, %xmm13
	vsubpd	%xmm7, %xmm8, %xmm9
	vsubpd	%xmm13, %xmm0, %xmm1
	vsubpd	%xmm14, %xmm15, %xmm7
	vsubps	(%r13,%rax,4), %ymm6, %ymm6
	vsubps	(%rax), %ymm2, %ymm9
	vsubps	(%r8), %ymm5, %ymm14
	vsubps	%gs:(%rdi,%r13,2), %ymm9, %ymm3
	vsubps	%ymm4, %ymm10, %ymm1
	vsubps	%ymm5, %ymm11, %ymm12
	vsubps	%ymm12, %ymm10, %ymm2
	vsubps	%ymm2, %ymm11, %ymm3
	vsubps	(%rbx,%r11,2), %xmm11, %xmm11
	vsubps	127(%r14,%rsi,8), %xmm12, %xmm7
	vsubps	%fs:0, %xmm14, %xmm13
	vsubps	%fs:2147483647(%r11,%rbp), %xmm14, %xmm9
	vsubps	%xmm10, %xmm3, %xmm12
	vsubps	%xmm4, %xmm15, %xmm8
	vsubps	%xmm6, %xmm11, %xmm7
	vsubps	%xmm11, %xmm6, %xmm11
	vsubsd	-129(%rip), %xmm13, %xmm5
	vsubsd	127(%r14,%r9), %xmm14, %xmm14
	vsubsd	-2147483648(%rsi,%r14,4), %xmm0, %xmm8
	vsubsd	%gs:-1(%r13,%r9,4), %xmm15, %xmm7
	vsubsd	%xmm10, %xmm5, %xmm13
	vsubsd	%xmm4, %xmm13, %xmm6
	vsubsd	%xmm6, %xmm11, %xmm1
	vsubsd	%xmm8, %xmm13, %xmm12
	vsubss	%fs:1(%rsp), %xmm13, %xmm0
	vsubss	127(%rcx,%rbx,8), %xmm5, %xmm5
	vsubss	128(%r9), %xmm5, %xmm9
	vsubss	(%r12), %xmm13, %xmm10
	vsubss	%xmm15, %xmm2, %xmm7
	vsubss	%xmm7, %xmm6, %xmm9
	vsubss	%xmm14, %xmm0, %xmm2
	vsubss	%xmm7, %xmm5, %xmm2
	vtestpd	1(%r8,%rax,2), %ymm0
	vtestpd	%gs:-129(%rbx), %ymm3
	vtestpd	128(%r12,%rsi,2), %ymm6
	vtestpd	-1(%r9,%rdi,2), %ymm11
	vtestpd	%ymm12, %ymm12
	vtestpd	%ymm4, %ymm1
	vtestpd	%ymm15, %ymm1
	vtestpd	%ymm10, %ymm8
	vtestpd	128(%r8), %xmm15
	vtestpd	%fs:2147483647(%r15,%r11,2), %xmm7
	vtestpd	128(%rbx,%r9,4), %xmm6
	vtestpd	128(%r11,%r10,4), %xmm2
	vtestpd	%xmm12, %xmm3
	vtestpd	%xmm8, %xmm12
	vtestpd	%xmm0, %xmm2
	vtestpd	%xmm1, %xmm14
	vtestps	128(%r8,%r15,8), %ymm1
	vtestps	-129(%r14,%r11,8), %ymm8
	vtestps	128(%r9,%rbx,2), %ymm7
	vtestps	%gs:128(%rbx,%rdx), %ymm13
	vtestps	%ymm11, %ymm14
	vtestps	%ymm15, %ymm9
	vtestps	%ymm7, %ymm7
	vtestps	%ymm3, %ymm2
	vtestps	-128, %xmm2
	vtestps	-1(%rip), %xmm6
	vtestps	%gs:-128(%rdi), %xmm4
	vtestps	2147483647(%r13), %xmm10
	vtestps	%xmm12, %xmm6
	vtestps	%xmm14, %xmm6
	vtestps	%xmm12, %xmm6
	vtestps	%xmm7, %xmm13
	vucomisd	(%rbx,%rdx,4), %xmm12
	vucomisd	1(%rbx,%r9,8), %xmm0
	vucomisd	(%r11), %xmm14
	vucomisd	-128(%rcx), %xmm7
	vucomisd	%xmm2, %xmm8
	vucomisd	%xmm14, %xmm8
	vucomisd	%xmm3, %xmm7
	vucomisd	%xmm9, %xmm8
	vucomiss	%fs:-1(%rbp), %xmm5
	vucomiss	2147483647(%rbx), %xmm14
	vucomiss	-1(%r12), %xmm7
	vucomiss	128, %xmm13
	vucomiss	%xmm6, %xmm3
	vucomiss	%xmm7, %xmm9
	vucomiss	%xmm7, %xmm8
	vucomiss	%xmm9, %xmm11
	vunpckhpd	-2147483648(%rsp), %ymm0, %ymm2
	vunpckhpd	127(%r11), %ymm9, %ymm10
	vunpckhpd	-2147483648(%rax,%rsi,8), %ymm15, %ymm5
	vunpckhpd	1(%rsp), %ymm12, %ymm14
	vunpckhpd	%ymm0, %ymm1, %ymm3
	vunpckhpd	%ymm2, %ymm14, %ymm11
	vunpckhpd	%ymm12, %ymm8, %ymm8
	vunpckhpd	%ymm0, %ymm6, %ymm2
	vunpckhpd	2147483647, %xmm6, %xmm7
	vunpckhpd	-128(%r12,%rdx), %xmm1, %xmm12
	vunpckhpd	%fs:-2147483648(%r15,%rsi,2), %xmm0, %xmm8
	vunpckhpd	-1(%rax), %xmm5, %xmm11
	vunpckhpd	%xmm0, %xmm6, %xmm1
	vunpckhpd	%xmm10, %xmm15, %xmm4
	vunpckhpd	%xmm12, %xmm0, %xmm13
	vunpckhpd	%xmm15, %xmm14, %xmm3
	vunpckhps	2147483647(%r12,%r14,8), %ymm11, %ymm10
	vunpckhps	(%r11), %ymm1, %ymm3
	vunpckhps	127(%r14), %ymm8, %ymm13
	vunpckhps	(%rsi,%rcx,8), %ymm12, %ymm12
	vunpckhps	%ymm15, %ymm4, %ymm4
	vunpckhps	%ymm14, %ymm0, %ymm1
	vunpckhps	%ymm5, %ymm9, %ymm14
	vunpckhps	%ymm10, %ymm15, %ymm15
	vunpckhps	128(%r15), %xmm5, %xmm15
	vunpckhps	128, %xmm9, %xmm5
	vunpckhps	%fs:-2147483648(%rbx,%r13,8), %xmm12, %xmm5
	vunpckhps	-1(%rdi), %xmm2, %xmm3
	vunpckhps	%xmm6, %xmm5, %xmm13
	vunpckhps	%xmm7, %xmm0, %xmm10
	vunpckhps	%xmm1, %xmm14, %xmm10
	vunpckhps	%xmm15, %xmm3, %xmm13
	vunpcklpd	(%r10), %ymm11, %ymm9
	vunpcklpd	%fs:(%rsp,%rdi), %ymm7, %ymm5
	vunpcklpd	2147483647(%rdx), %ymm6, %ymm14
	vunpcklpd	127(%rbx,%rdx,8), %ymm15, %ymm1
	vunpcklpd	%ymm9, %ymm12, %ymm2
	vunpcklpd	%ymm13, %ymm5, %ymm5
	vunpcklpd	%ymm12, %ymm13, %ymm8
	vunpcklpd	%ymm5, %ymm15, %ymm0
	vunpcklpd	128(%r8,%rdi), %xmm4, %xmm14
	vunpcklpd	-129(%r13), %xmm5, %xmm8
	vunpcklpd	-2147483648(%rbp), %xmm10, %xmm13
	vunpcklpd	%fs:-1(%r13,%r11,2), %xmm9, %xmm5
	vunpcklpd	%xmm11, %xmm4, %xmm15
	vunpcklpd	%xmm9, %xmm13, %xmm13
	vunpcklpd	%xmm9, %xmm7, %xmm2
	vunpcklpd	%xmm8, %xmm2, %xmm8
	vunpcklps	%gs:2147483647(%r14,%r14,8), %ymm3, %ymm15
	vunpcklps	1(%rsi), %ymm12, %ymm11
	vunpcklps	-1(%rdi), %ymm13, %ymm13
	vunpcklps	-1(%rsi), %ymm4, %ymm6
	vunpcklps	%ymm5, %ymm4, %ymm15
	vunpcklps	%ymm1, %ymm9, %ymm4
	vunpcklps	%ymm10, %ymm15, %ymm11
	vunpcklps	%ymm3, %ymm9, %ymm6
	vunpcklps	(%rsi), %xmm2, %xmm13
	vunpcklps	-1(%rdi), %xmm5, %xmm13
	vunpcklps	%fs:-129(%r15,%rdx,8), %xmm4, %xmm4
	vunpcklps	128(%r11,%rbx,2), %xmm13, %xmm4
	vunpcklps	%xmm12, %xmm8, %xmm10
	vunpcklps	%xmm2, %xmm4, %xmm12
	vunpcklps	%xmm13, %xmm3, %xmm15
	vunpcklps	%xmm11, %xmm3, %xmm11
	vxorpd	1(%rsi,%r15,4), %ymm2, %ymm12
	vxorpd	%gs:127(%r15), %ymm11, %ymm14
	vxorpd	1(%r9), %ymm13, %ymm4
	vxorpd	-128(%r12,%rax,8), %ymm11, %ymm3
	vxorpd	%ymm0, %ymm7, %ymm15
	vxorpd	%ymm1, %ymm4, %ymm12
	vxorpd	%ymm0, %ymm3, %ymm1
	vxorpd	%ymm8, %ymm11, %ymm5
	vxorpd	-129(%rbp), %xmm1, %xmm9
	vxorpd	-129(%rbp,%rcx,2), %xmm0, %xmm6
	vxorpd	1(%r8,%r12,4), %xmm5, %xmm12
	vxorpd	128(%rip), %xmm2, %xmm12
	vxorpd	%xmm13, %xmm15, %xmm13
	vxorpd	%xmm7, %xmm8, %xmm9
	vxorpd	%xmm6, %xmm9, %xmm8
	vxorpd	%xmm14, %xmm5, %xmm0
	vxorps	%fs:-1(%r8,%r13), %ymm2, %ymm8
	vxorps	-129(%rax,%r13,8), %ymm5, %ymm3
	vxorps	127(%rsi), %ymm9, %ymm7
	vxorps	-129(%rdx,%r8,2), %ymm11, %ymm3
	vxorps	%ymm4, %ymm8, %ymm5
	vxorps	%ymm1, %ymm1, %ymm1
	vxorps	%ymm15, %ymm0, %ymm6
	vxorps	%ymm14, %ymm12, %ymm2
	vxorps	1(,%r13,8), %xmm11, %xmm5
	vxorps	-1(%rdx), %xmm13, %xmm7
	vxorps	128(%r15,%rdx,4), %xmm11, %xmm7
	vxorps	2147483647(%rcx), %xmm15, %xmm10
	vxorps	%xmm1, %xmm13, %xmm11
	vxorps	%xmm13, %xmm8, %xmm1
	vxorps	%xmm10, %xmm12, %xmm14
	vxorps	%xmm14, %xmm9, %xmm10
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
	wrfsbasel	%r10d
	wrfsbasel	%r9d
	wrfsbasel	%r8d
	wrfsbasel	%r13d
	wrfsbaseq	%r9
	wrfsbaseq	%r13
	wrfsbaseq	%rcx
	wrfsbaseq	%rdi
	wrgsbasel	%edx
	wrgsbasel	%r13d
	wrgsbasel	%edi
	wrgsbasel	%r9d
	wrgsbaseq	%r13
	wrgsbaseq	%rbp
	wrgsbaseq	%rdi
	wrgsbaseq	%r14
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
	wrssd	%r11d, -2147483648(%r13)
	wrssd	%esp, %fs:-129
	wrssd	%r14d, (%rax)
	wrssd	%edx, 127(%r8)
	wrssq	%r9, -129(%rbx)
	wrssq	%rcx, 127(%r9)
	wrssq	%r14, -128(%rdx,%r9,2)
	wrssq	%r11, -2147483648(%r12,%rax,4)
	wrussd	%r8d, %fs:-128(%rcx,%rbp)
	wrussd	%eax, -129(%rip)
	wrussd	%r15d, 1(%rip)
	wrussd	%ebx, -2147483648
	wrussq	%r8, -128(%rbp,%r8,2)
	wrussq	%rbp, 128(%rdx,%rbx,2)
	wrussq	%rdx, 2147483647(%rdx,%r14,2)
	wrussq	%r12, (%rbp)
	xabort	$149
	xabort	$185
	xabort	$173
	xabort	$13
	xacquire
	xacquire
	xacquire
	xacquire
	xaddw	%si, %fs:-129(%r13,%r10)
	xaddw	%ax, 128(%r12)
	xaddw	%r9w, 128(%rax,%r14,8)
	xaddw	%r15w, -129(%r10,%r12,4)
	xaddw	%di, %r12w
	xaddw	%dx, %r11w
	xaddw	%cx, %bx
	xaddw	%r12w, %r13w
	xaddl	%r12d, %fs:-128(%rsp)
	xaddl	%r10d, (%r11)
	xaddl	%esp, -129(%r12,%rdx,8)
	xaddl	%r12d, 2147483647(%r14,%r10,4)
	xaddl	%esp, %r8d
	xaddl	%r14d, %edi
	xaddl	%r13d, %edx
	xaddl	%r10d, %edx
	xaddq	%r15, %gs:(%r12,%r9,8)
	xaddq	%rsi, 2147483647(,%rbp,8)
	xaddq	%rsi, 128(%rbx)
	xaddq	%r11, -129(%rcx,%r10,2)
	xaddq	%rsp, %rsi
	xaddq	%rbx, %rax
	xaddq	%r8, %rdi
	xaddq	%rsp, %r15
	xaddb	%dil, %fs:-2147483648(%r14)
	xaddb	%r13b, (%r9)
	xaddb	%bl, 128(%r11,%rbp,2)
	xaddb	%dl, -129(%r9)
	xaddb	%cl, %r8b
	xaddb	%al, %r10b
	xaddb	%r9b, %r10b
	xaddb	%dil, %r15b
	fxam
	fxam
	fxam
	fxam
	xbegin	target
	xbegin	target
	xbegin	target
	xbegin	target+127
	xchgw	%ax, %ax
	xchgw	%r10w, %ax
	xchgw	%r9w, %ax
	xchgw	%ax, %ax
	xchgw	%r12w, -1(%rsi,%rdx,2)
	xchgw	%ax, -128(,%r10,8)
	xchgw	%dx, 127(%rbp,%r9,2)
	xchgw	%r14w, -128(%rsi)
	xchgw	%cx, %r14w
	xchgw	%si, %r14w
	xchgw	%r11w, %r13w
	xchgw	%r9w, %bp
	xchgl	%r11d, %eax
	xchgl	%r13d, %eax
	xchgl	%r13d, %eax
	xchgl	%r15d, %eax
	xchgl	%r13d, -129(%r13)
	xchgl	%r15d, 1(%rdi)
	xchgl	%edx, -1(%r10)
	xchgl	%r15d, -2147483648(%r9)
	xchgl	%ebp, %edi
	xchgl	%esi, %r15d
	xchgl	%edi, %r12d
	xchgl	%r8d, %r8d
	xchgq	%r15, %rax
	xchgq	%r11, %rax
	xchgq	%r15, %rax
	xchgq	%rdx, %rax
	xchgq	%rcx, 128(%r13,%r11,8)
	xchgq	%r12, %gs:-129(%rsi)
	xchgq	%r11, 2147483647(%r12,%r11,8)
	xchgq	%rsp, (%rip)
	xchgq	%rdi, %rdx
	xchgq	%rcx, %r13
	xchgq	%r9, %r15
	xchgq	%rsp, %rdx
	xchgb	%r12b, 128(%rbp,%rcx,4)
	xchgb	%dil, -1(%r14,%r8,4)
	xchgb	%r13b, %gs:127(%r15,%r12,8)
	xchgb	%r9b, 2147483647(%rbp)
	xchgb	%dil, %dl
	xchgb	%r15b, %sil
	xchgb	%bl, %ah
	xchgb	%r9b, %r11b
	fxch	%st(3)
	fxch	%st(3)
	fxch	%st(6)
	fxch	%st(2)
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
	xorw	$22902, %ax
	xorw	$-128, %ax
	xorw	$-32768, %ax
	xorw	$-16119, %ax
	xorw	$255, (%rdi,%r15)
	xorw	$38889, -128
	xorw	$-28528, 128(%r11,%rax,2)
	xorw	$11325, 1(%r11,%rbx,4)
	xorw	$127, 1(%r10)
	xorw	$-78, 1(%rip)
	xorw	$-128, 1(%rcx,%r14,2)
	xorw	$1, %gs:2147483647(%rax)
	xorw	%sp, 2147483647(%r13)
	xorw	%r9w, %gs:127(%rip)
	xorw	%r12w, 1(%rcx)
	xorw	%bp, -2147483648(%r9)
	xorw	$-11754, %ax
	xorw	$25395, %cx
	xorw	$128, %r12w
	xorw	$-6432, %r13w
	xorw	$65408, %ax
	xorw	$65408, %di
	xorw	$120, %r12w
	xorw	$65426, %r8w
	xorw	%gs:-2147483648(%r12,%r8,2), %ax
	xorw	-129(%rcx,%rbp,8), %r9w
	xorw	(%r12,%r11,2), %r13w
	xorw	%fs:-128, %r12w
	xorw	%sp, %r12w
	xorw	%r11w, %ax
	xorw	%dx, %ax
	xorw	%cx, %dx
	xorl	$32768, %eax
	xorl	$-129, %eax
	xorl	$65535, %eax
	xorl	$32767, %eax
	xorl	$2, %gs:-2147483648(%r14)
	xorl	$1, (%rsi)
	xorl	$127, 1(%rcx)
	xorl	$-2147483648, 2147483647(%r14)
	xorl	$4294967295, 1(%rip)
	xorl	$4294967295, 2147483647(%r15,%rcx,8)
	xorl	$4294967247, -129(%rdi,%r10,8)
	xorl	$35, -129(%rbp,%r12,8)
	xorl	%ebx, 1(%r12,%r11,8)
	xorl	%edi, 127(%rax)
	xorl	%r10d, -129(%rbp,%r14,4)
	xorl	%r9d, %gs:127(%r13,%rdi,2)
	xorl	$-1, %r14d
	xorl	$3801567832, %esi
	xorl	$2147483647, %ebp
	xorl	$0, %eax
	xorl	$4294967295, %r14d
	xorl	$21, %ecx
	xorl	$115, %r8d
	xorl	$1, %r9d
	xorl	-128(%rdi,%r9,2), %ebx
	xorl	-129(%rbx,%rdi), %r10d
	xorl	(%r11,%r8,4), %ecx
	xorl	%gs:(%r14), %r15d
	xorl	%r8d, %r10d
	xorl	%r9d, %ecx
	xorl	%r13d, %r9d
	xorl	%esp, %r11d
	xorq	$2147483647, %rax
	xorq	$1209228988, %rax
	xorq	$-1577920738, %rax
	xorq	$-319851504, %rax
	xorq	$654384778, 128(%r15)
	xorq	$-1, %gs:127(%rsi,%r14,4)
	xorq	$2147483647, %gs:-128(%rsp,%rcx,4)
	xorq	$-1, (%rcx)
	xorq	$-128, -1(%r9)
	xorq	$127, 1(,%r12,8)
	xorq	$-128, 127(%rdx)
	xorq	$-128, -128(%rsi,%rcx,4)
	xorq	%r10, -2147483648(%r8,%rbx,8)
	xorq	%r11, (%rdi)
	xorq	%r11, 127(%rax)
	xorq	%rax, -129(%rdx,%rdx,2)
	xorq	$-1175520777, %rdi
	xorq	$2147483647, %r10
	xorq	$-2147483648, %r12
	xorq	$2147483647, %r10
	xorq	$13, %r14
	xorq	$-58, %r12
	xorq	$64, %r12
	xorq	$120, %rax
	xorq	-129(%rax), %rdi
	xorq	127, %rcx
	xorq	(%rbx,%r9,4), %r15
	xorq	2147483647(%rip), %rbp
	xorq	%r12, %r12
	xorq	%r9, %r12
	xorq	%rsp, %rbp
	xorq	%r10, %rax
	xorb	$-1, %al
	xorb	$-79, %al
	xorb	$30, %al
	xorb	$212, %al
	xorb	$195, %fs:128(%r13)
	xorb	$-58, %gs:-2147483648(%rdx,%rcx)
	xorb	$2, -1(%rbx)
	xorb	$30, 127(%rax,%rcx,8)
	xorb	%r11b, 127
	xorb	%dl, %fs:-128(%r11,%rax,2)
	xorb	%cl, %gs:-129(%rsp)
	xorb	%r8b, 128
	xorb	$111, %cl
	xorb	$-1, %cl
	xorb	$128, %bl
	xorb	$1, %al
	xorb	-1, %dh
	xorb	(%r8), %r12b
	xorb	-2147483648, %r9b
	xorb	-129(%r15), %al
	xorb	%r10b, %r14b
	xorb	%r11b, %dil
	xorb	%cl, %spl
	xorb	%r9b, %bpl
	xorpd	-2147483648, %xmm0
	xorpd	%fs:(%rsp), %xmm12
	xorpd	-2147483648(%rsp), %xmm0
	xorpd	-2147483648(%rcx,%rbp,2), %xmm6
	xorpd	%xmm2, %xmm3
	xorpd	%xmm10, %xmm4
	xorpd	%xmm13, %xmm8
	xorpd	%xmm3, %xmm0
	xorps	%fs:0, %xmm11
	xorps	-128(%r12), %xmm10
	xorps	-128(%rsp), %xmm4
	xorps	-1(%rdi), %xmm6
	xorps	%xmm12, %xmm14
	xorps	%xmm8, %xmm14
	xorps	%xmm0, %xmm11
	xorps	%xmm15, %xmm3
	xrelease
	xrelease
	xrelease
	xrelease
	xresldtrk
	xresldtrk
	xresldtrk
	xresldtrk
	xrstor	2147483647(%r15,%r8,4)
	xrstor	%fs:1(%rdi)
	xrstor	-2147483648(%r9,%r10,4)
	xrstor	%fs:1(%r14,%rbp,8)
	xrstor64	%gs:-129
	xrstor64	%gs:(%rdx)
	xrstor64	-2147483648(%rbp)
	xrstor64	128(%rsp,%r13)
	xrstors	1(,%r14,8)
	xrstors	-1
	xrstors	2147483647(%r11)
	xrstors	%gs:-2147483648(%rbx)
	xrstors64	%fs:-129(%rip)
	xrstors64	%fs:-2147483648(%r11)
	xrstors64	-1(%rip)
	xrstors64	-129(%rdx,%r10)
	xsave	%gs:128(%rsp,%r14,4)
	xsave	-2147483648(%r8)
	xsave	%fs:-1(%rbp)
	xsave	(%r8)
	xsave64	-128(%r12,%r8,4)
	xsave64	128(%rip)
	xsave64	-1(%rdi,%r15,4)
	xsave64	128
	xsavec	-1(%rax,%r14,2)
	xsavec	128(%r15)
	xsavec	128(%rax,%r14,4)
	xsavec	%fs:-2147483648(%r14,%rdi,8)
	xsavec64	%fs:-1(%r8)
	xsavec64	-1(%r8,%r10,8)
	xsavec64	127(%r11,%rsi)
	xsavec64	-1(%r10)
	xsaveopt	%gs:127(%rbp,%r13)
	xsaveopt	%gs:-128(%rdx,%r14)
	xsaveopt	1(%r8)
	xsaveopt	%fs:-2147483648(%r11,%r13,2)
	xsaveopt64	127(%rbx)
	xsaveopt64	1(,%r8)
	xsaveopt64	-2147483648(%r11)
	xsaveopt64	127(%rdx)
	xsaves	%gs:-129(%rcx)
	xsaves	1(%rdi)
	xsaves	127(%rax,%rcx)
	xsaves	-129(%r8,%r14,4)
	xsaves64	%gs:1(%r11,%rbx,2)
	xsaves64	-129(%r9)
	xsaves64	-1(%r11)
	xsaves64	-2147483648(%r11)
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
