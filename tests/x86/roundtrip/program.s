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
	cmpnlesd	1(%r8,%r12,2), %xmm11
	cmpsd	$128, -129(,%r14), %xmm3
	cmpsd	$255, 127(%rip), %xmm0
	cmpsd	$128, %fs:(,%rdi), %xmm10
	cmpsd	$212, %xmm7, %xmm0
	cmpsd	$255, %xmm0, %xmm8
	cmpsd	$155, %xmm13, %xmm10
	cmpsd	$128, %xmm15, %xmm8
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpss	$68, 2147483647(%rdi), %xmm6
	cmpeqss	128(,%rdi), %xmm9
	cmpordss	%fs:1, %xmm2
	cmpss	$209, %fs:2147483647(%r15), %xmm9
	cmpss	$140, %xmm12, %xmm3
	cmpss	$128, %xmm5, %xmm12
	cmpunordss	%xmm8, %xmm13
	cmpss	$218, %xmm4, %xmm7
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpxchg16b	2147483647(%r11)
	cmpxchg16b	2147483647(%r15)
	cmpxchg16b	127(,%rbx,8)
	cmpxchg16b	-2147483648(%r8)
	cmpxchgw	%r11w, %gs:-129(%rbx)
	cmpxchgw	%r9w, 2147483647(%rip)
	cmpxchgw	%r9w, -2147483648(,%r8,2)
	cmpxchgw	%r12w, 2147483647(%r10)
	cmpxchgw	%r15w, %di
	cmpxchgw	%r15w, %cx
	cmpxchgw	%r14w, %r14w
	cmpxchgw	%r13w, %bp
	cmpxchgl	%r13d, -2147483648(,%r12,8)
	cmpxchgl	%r11d, -2147483648(%rcx)
	cmpxchgl	%esp, 2147483647
	cmpxchgl	%ebp, %fs:2147483647
	cmpxchgl	%r13d, %edi
	cmpxchgl	%esp, %r11d
	cmpxchgl	%esp, %eax
	cmpxchgl	%r10d, %esp
	cmpxchgq	%r11, (,%rdx,4)
	cmpxchgq	%rsi, %gs:-128(%rax)
	cmpxchgq	%rbp, %gs:-129(%rsi,%rdi,8)
	cmpxchgq	%rax, 127(%r14)
	cmpxchgq	%r10, %r15
	cmpxchgq	%r14, %rbp
	cmpxchgq	%rdi, %rax
	cmpxchgq	%rsi, %rbx
	cmpxchg8b	-1(%rbx,%rax)
	cmpxchg8b	(,%rbx,4)
	cmpxchg8b	%fs:128
	cmpxchg8b	1
	cmpxchgb	%al, 2147483647(%rip)
	cmpxchgb	%r14b, -2147483648(%rbp,%r15)
	cmpxchgb	%r13b, -128(%rbp)
	cmpxchgb	%bpl, 2147483647(%r14)
	cmpxchgb	%dl, %sil
	cmpxchgb	%cl, %ah
	cmpxchgb	%r11b, %r8b
	cmpxchgb	%dl, %dl
	comisd	-128(%rax), %xmm1
	comisd	%fs:1(%r13), %xmm11
	comisd	2147483647(%r15,%r9,8), %xmm10
	comisd	127(%rbx,%rdi,4), %xmm2
	comisd	%xmm5, %xmm9
	comisd	%xmm7, %xmm8
	comisd	%xmm8, %xmm2
	comisd	%xmm15, %xmm12
	comiss	-2147483648(%r8,%r14,4), %xmm13
	comiss	%fs:127(%rbx,%rdi,2), %xmm5
	comiss	%fs:-129(%rax), %xmm1
	comiss	%fs:(%r10,%rsi,8), %xmm14
	comiss	%xmm15, %xmm2
	comiss	%xmm3, %xmm7
	comiss	%xmm10, %xmm12
	comiss	%xmm3, %xmm8
	fcomp	%st(5)
	fcomp	%st(2)
	fcomp	%st(0)
	fcomp	%st(2)
	fcompi	%st(0), %st
	fcompi	%st(7), %st
	fcompi	%st(6), %st
	fcompi	%st(6), %st
	fcomi	%st(4), %st
	fcomi	%st(1), %st
	fcomi	%st(3), %st
	fcomi	%st(0), %st
	fcom	%st(7)
	fcom	%st(1)
	fcom	%st(3)
	fcom	%st(1)
	cpuid
	cpuid
	cpuid
	cpuid
	cqto
	cqto
	cqto
	cqto
	crc32w	127(%rcx,%rdx), %edi
	crc32w	127(%rip), %r8d
	crc32w	2147483647(%rdi), %esi
	crc32w	-128(%r11), %esp
	crc32l	(%r11), %r12d
	crc32l	-128(%r9,%r14,8), %eax
	crc32l	127(%r8), %r8d
	crc32l	%fs:127(%rdi,%r15,2), %r12d
	crc32b	%fs:-2147483648, %r8d
	crc32b	2147483647(%r10), %esp
	crc32b	-1(%r13), %r10d
	crc32b	(%r9,%r9,4), %r8d
	crc32w	%r14w, %r10d
	crc32w	%bx, %ebp
	crc32w	%r8w, %edx
	crc32w	%r10w, %edi
	crc32l	%ebx, %esp
	crc32l	%r10d, %r15d
	crc32l	%ecx, %ecx
	crc32l	%ecx, %r10d
	crc32b	%dil, %r13d
	crc32b	%r14b, %eax
	crc32b	%r9b, %r14d
	crc32b	%dl, %r15d
	crc32q	%gs:127(%rbp), %r14
	crc32q	127(%rbp,%r13,2), %rdi
	crc32q	2147483647(%r8), %r13
	crc32q	(%r11,%rdx,2), %rdi
	crc32b	%fs:-128, %r9
	crc32b	127(%rcx,%rcx,4), %r15
	crc32b	%gs:-129(%rbx,%rdi), %r8
	crc32b	-129(%r12,%r14,2), %rsp
	crc32q	%rbx, %r8
	crc32q	%r9, %r13
	crc32q	%rsp, %r9
	crc32q	%r12, %rax
	crc32b	%r13b, %r9
	crc32b	%sil, %rsi
	crc32b	%r9b, %rax
	crc32b	%r15b, %rcx
	cs
	cs
	cs
	cs
	cvtdq2pd	-129(%rsp,%rcx,8), %xmm14
	cvtdq2pd	1(%rcx,%r14,4), %xmm11
	cvtdq2pd	%fs:128(%rbx), %xmm13
	cvtdq2pd	%fs:(%r14), %xmm3
	cvtdq2pd	%xmm10, %xmm6
	cvtdq2pd	%xmm10, %xmm0
	cvtdq2pd	%xmm7, %xmm1
	cvtdq2pd	%xmm1, %xmm4
	cvtdq2ps	%gs:(%rcx), %xmm9
	cvtdq2ps	1(%r12,%rsi), %xmm6
	cvtdq2ps	%fs:2147483647(%r14), %xmm15
	cvtdq2ps	-128(%rsi,%r10,8), %xmm13
	cvtdq2ps	%xmm7, %xmm8
	cvtdq2ps	%xmm6, %xmm3
	cvtdq2ps	%xmm4, %xmm14
	cvtdq2ps	%xmm15, %xmm0
	cvtpd2dq	-129(%rsp,%rcx,2), %xmm5
	cvtpd2dq	%gs:-2147483648(%rip), %xmm1
	cvtpd2dq	(%rsp,%r12,2), %xmm10
	cvtpd2dq	-1(%r14,%r14,8), %xmm1
	cvtpd2dq	%xmm11, %xmm14
	cvtpd2dq	%xmm9, %xmm8
	cvtpd2dq	%xmm2, %xmm12
	cvtpd2dq	%xmm3, %xmm13
	cvtpd2ps	-129(%rsi,%r15,4), %xmm10
	cvtpd2ps	1(,%r8,8), %xmm14
	cvtpd2ps	(%rsp,%rsi,8), %xmm3
	cvtpd2ps	%fs:-129(%rsp), %xmm15
	cvtpd2ps	%xmm10, %xmm6
	cvtpd2ps	%xmm1, %xmm13
	cvtpd2ps	%xmm1, %xmm11
	cvtpd2ps	%xmm10, %xmm5
	cvtps2dq	2147483647(%r13), %xmm9
	cvtps2dq	-128(%rsp,%r12,8), %xmm3
	cvtps2dq	-129(%r13,%r11,4), %xmm10
	cvtps2dq	%gs:-1(%r13), %xmm4
	cvtps2dq	%xmm8, %xmm6
	cvtps2dq	%xmm3, %xmm6
	cvtps2dq	%xmm9, %xmm7
	cvtps2dq	%xmm0, %xmm12
	cvtps2pd	%gs:(%rbx,%rcx,2), %xmm11
	cvtps2pd	-2147483648(%rbp), %xmm3
	cvtps2pd	1, %xmm3
	cvtps2pd	127(%rcx), %xmm7
	cvtps2pd	%xmm3, %xmm1
	cvtps2pd	%xmm7, %xmm8
	cvtps2pd	%xmm2, %xmm13
	cvtps2pd	%xmm1, %xmm2
	cvtsd2si	127(%r14), %r13
	cvtsd2si	127(%r14,%r11), %r9
	cvtsd2si	%fs:-128(%rbp,%r10,2), %rsi
	cvtsd2si	-2147483648(%r11,%r12,4), %r10
	cvtsd2si	%xmm2, %rdx
	cvtsd2si	%xmm10, %r9
	cvtsd2si	%xmm13, %r8
	cvtsd2si	%xmm1, %rbx
	cvtsd2si	-2147483648(%rdx,%r10,2), %edi
	cvtsd2si	-129(%rdx), %edi
	cvtsd2si	-129(%rip), %r15d
	cvtsd2si	%gs:128(%rcx), %r15d
	cvtsd2si	%xmm5, %ebp
	cvtsd2si	%xmm14, %r15d
	cvtsd2si	%xmm2, %r15d
	cvtsd2si	%xmm7, %eax
	cvtsd2ss	%fs:-128, %xmm1
	cvtsd2ss	%gs:-128(%r15), %xmm0
	cvtsd2ss	1(%r10,%rax,4), %xmm11
	cvtsd2ss	127(%rip), %xmm0
	cvtsd2ss	%xmm5, %xmm11
	cvtsd2ss	%xmm0, %xmm5
	cvtsd2ss	%xmm6, %xmm3
	cvtsd2ss	%xmm13, %xmm8
	cvtsi2sdl	%fs:(%rbx), %xmm6
	cvtsi2sdl	%fs:-2147483648(%rip), %xmm12
	cvtsi2sdl	127(%r9), %xmm14
	cvtsi2sdl	%fs:128(%r14,%rsi,2), %xmm6
	cvtsi2sd	%esp, %xmm6
	cvtsi2sd	%r13d, %xmm2
	cvtsi2sd	%r10d, %xmm14
	cvtsi2sd	%eax, %xmm0
	cvtsi2ssl	-2147483648(%r13), %xmm10
	cvtsi2ssl	128(%rbp), %xmm1
	cvtsi2ssl	%gs:-1, %xmm14
	cvtsi2ssl	%fs:-129(%r8), %xmm1
	cvtsi2ss	%r8d, %xmm14
	cvtsi2ss	%r14d, %xmm6
	cvtsi2ss	%eax, %xmm15
	cvtsi2ss	%ecx, %xmm15
	cvtsi2sdq	2147483647(%rbx,%r9), %xmm7
	cvtsi2sdq	1(%r14), %xmm10
	cvtsi2sdq	%gs:2147483647(%r9,%rbx,2), %xmm11
	cvtsi2sdq	127(%rax,%rax,8), %xmm10
	cvtsi2sd	%r9, %xmm5
	cvtsi2sd	%r11, %xmm0
	cvtsi2sd	%rcx, %xmm8
	cvtsi2sd	%rdx, %xmm5
	cvtsi2ssq	-128(%r14,%r15,2), %xmm14
	cvtsi2ssq	2147483647(%r10,%rsi,8), %xmm3
	cvtsi2ssq	2147483647(%rsp,%rbx), %xmm2
	cvtsi2ssq	127(%r10), %xmm2
	cvtsi2ss	%r15, %xmm2
	cvtsi2ss	%rsi, %xmm3
	cvtsi2ss	%rdx, %xmm15
	cvtsi2ss	%r15, %xmm4
	cvtss2sd	128(%r13,%r12,8), %xmm0
	cvtss2sd	2147483647(%rbp,%r13), %xmm4
	cvtss2sd	-129(%r8,%r15), %xmm11
	cvtss2sd	%gs:(%rbp,%rdi,2), %xmm12
	cvtss2sd	%xmm14, %xmm13
	cvtss2sd	%xmm8, %xmm15
	cvtss2sd	%xmm1, %xmm4
	cvtss2sd	%xmm12, %xmm5
	cvtss2si	128(%r15), %r15
	cvtss2si	0, %rsp
	cvtss2si	%fs:-1(%r9,%r13,8), %rdi
	cvtss2si	-129(,%rbx), %r15
	cvtss2si	%xmm3, %r15
	cvtss2si	%xmm7, %r13
	cvtss2si	%xmm4, %rdi
	cvtss2si	%xmm1, %rbx
	cvtss2si	-1(%rsp,%rsi,2), %r9d
	cvtss2si	-129(%r11,%rdi), %r14d
	cvtss2si	-128(%r12), %r15d
	cvtss2si	-1(%r11,%r10,2), %r11d
	cvtss2si	%xmm14, %r9d
	cvtss2si	%xmm1, %r11d
	cvtss2si	%xmm0, %r15d
	cvtss2si	%xmm11, %r15d
	cvttpd2dq	-128(,%rdi,4), %xmm11
	cvttpd2dq	1(%rip), %xmm14
	cvttpd2dq	127(%rbp,%r15), %xmm6
	cvttpd2dq	127(%rdi), %xmm2
	cvttpd2dq	%xmm10, %xmm12
	cvttpd2dq	%xmm8, %xmm1
	cvttpd2dq	%xmm11, %xmm12
	cvttpd2dq	%xmm9, %xmm0
	cvttps2dq	-1(%r9,%rsi,4), %xmm3
	cvttps2dq	%gs:-128, %xmm13
	cvttps2dq	%gs:(%rdx), %xmm13
	cvttps2dq	127(%rsp), %xmm10
	cvttps2dq	%xmm4, %xmm11
	cvttps2dq	%xmm2, %xmm3
	cvttps2dq	%xmm14, %xmm0
	cvttps2dq	%xmm13, %xmm12
	cvttsd2si	-128(%r9), %rdi
	cvttsd2si	(%r8), %rbp
	cvttsd2si	-1(%rbp,%r12,4), %r13
	cvttsd2si	%gs:-2147483648(%r15,%r15,2), %rdx
	cvttsd2si	%xmm14, %r8
	cvttsd2si	%xmm3, %rsi
	cvttsd2si	%xmm15, %r14
	cvttsd2si	%xmm6, %rbx
	cvttsd2si	%fs:2147483647(%rsi), %edi
	cvttsd2si	%gs:-2147483648(%r13,%r15,2), %r11d
	cvttsd2si	128(%r14,%r9,2), %ebx
	cvttsd2si	128(%rip), %r9d
	cvttsd2si	%xmm3, %ebx
	cvttsd2si	%xmm9, %ebx
	cvttsd2si	%xmm12, %r15d
	cvttsd2si	%xmm5, %r8d
	cvttss2si	-2147483648(%rcx), %r9
	cvttss2si	(%rbp,%r15,8), %r13
	cvttss2si	-2147483648(%rax), %r10
	cvttss2si	(%rcx,%rdx), %rdi
	cvttss2si	%xmm2, %rbx
	cvttss2si	%xmm5, %r8
	cvttss2si	%xmm11, %rbx
	cvttss2si	%xmm10, %rcx
	cvttss2si	2147483647(%r11), %esp
	cvttss2si	(%rbp), %r15d
	cvttss2si	%gs:(%rax), %esi
	cvttss2si	-1(%rsp), %eax
	cvttss2si	%xmm1, %r14d
	cvttss2si	%xmm5, %r11d
	cvttss2si	%xmm11, %ebp
	cvttss2si	%xmm5, %r8d
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
	decw	127(%rcx,%r10)
	decw	-1(%rax)
	decw	%gs:(%rax)
	decw	128(%rsi)
	decw	%sp
	decw	%r10w
	decw	%r10w
	decw	%r11w
	decl	%gs:-128(%r15,%r13,4)
	decl	128(%rip)
	decl	-129(%rcx)
	decl	-128(%r9,%r14,2)
	decl	%ecx
	decl	%edi
	decl	%edi
	decl	%r8d
	decq	128(%rdi)
	decq	%gs:-1(%rax,%r12,2)
	decq	%gs:-1(%rbp)
	decq	-2147483648(%r8)
	decq	%r10
	decq	%r11
	decq	%r13
	decq	%r10
	decb	-128(%r13,%rdx,2)
	decb	128
	decb	-128(%rip)
	decb	%fs:128(,%rdi,8)
	decb	%ah
	decb	%r8b
	decb	%al
	decb	%dil
	divw	-128(%r15)
	divw	-1(%r12,%r10,2)
	divw	127(%r8,%r12,8)
	divw	127(%rsi)
	divw	%cx
	divw	%ax
	divw	%bx
	divw	%ax
	divl	%fs:2147483647
	divl	0
	divl	%fs:1(%r11)
	divl	128(%rbp)
	divl	%edx
	divl	%r14d
	divl	%r14d
	divl	%r14d
	divq	128(%rsp,%rsi,4)
	divq	1(%rbx)
	divq	128(%rdx,%rcx,8)
	divq	127(%rdx,%rbp,4)
	divq	%rdx
	divq	%rdx
	divq	%rbx
	divq	%r10
	divb	%gs:-1(%rax,%r11,8)
	divb	128(%rax,%rbp,4)
	divb	-128(%rbx,%rax,8)
	divb	-1(%rsp)
	divb	%dh
	divb	%al
	divb	%ch
	divb	%bpl
	divpd	-2147483648(%rdi), %xmm9
	divpd	-128(%rsp), %xmm11
	divpd	-2147483648(%r9), %xmm2
	divpd	%gs:-128(,%r9), %xmm9
	divpd	%xmm8, %xmm8
	divpd	%xmm13, %xmm9
	divpd	%xmm3, %xmm14
	divpd	%xmm0, %xmm12
	divps	-129(%rsp,%r10,2), %xmm8
	divps	%fs:-2147483648(%r11), %xmm0
	divps	%gs:-1(%rsp,%r13), %xmm14
	divps	%fs:-2147483648(%r11), %xmm9
	divps	%xmm6, %xmm6
	divps	%xmm13, %xmm5
	divps	%xmm8, %xmm5
	divps	%xmm13, %xmm2
	fdivrs	2147483647(%rsi)
	fdivrs	%fs:-129(,%rcx,8)
	fdivrs	-128(%r12,%r10,8)
	fdivrs	%fs:-128(%r13)
	fdivrl	1(%rsp,%r14,8)
	fdivrl	-1
	fdivrl	-129(%r10)
	fdivrl	127(%r14,%rbp)
	fidivrs	2147483647(%r8)
	fidivrs	%fs:-2147483648(%rsp)
	fidivrs	%gs:-129(%rsi)
	fidivrs	(%r8,%r13,8)
	fidivrl	-128(%rcx,%r15)
	fidivrl	%gs:2147483647(%r9)
	fidivrl	128(%rcx,%rdi,4)
	fidivrl	-129(%rbx)
	fdivp	%st, %st(1)
	fdivp	%st, %st(2)
	fdivp	%st, %st(4)
	fdivp	%st, %st(5)
	fdivr	%st(6), %st
	fdivr	%st(7), %st
	fdivr	%st(5), %st
	fdivr	%st(4), %st
	fdiv	%st, %st(3)
	fdiv	%st, %st(4)
	fdiv	%st, %st(6)
	fdiv	%st, %st(5)
	divsd	1(%rbp,%r9), %xmm7
	divsd	%fs:128(%rdx), %xmm4
	divsd	(%r12), %xmm9
	divsd	-1(%r14,%rdi,8), %xmm9
	divsd	%xmm9, %xmm15
	divsd	%xmm13, %xmm6
	divsd	%xmm13, %xmm3
	divsd	%xmm0, %xmm15
	divss	127(%r12,%rax,8), %xmm9
	divss	1(%r11,%r8), %xmm11
	divss	(,%rsi,4), %xmm15
	divss	-2147483648(%rbx), %xmm10
	divss	%xmm2, %xmm12
	divss	%xmm8, %xmm11
	divss	%xmm4, %xmm13
	divss	%xmm5, %xmm5
	fdivs	%fs:(%r15,%r10,4)
	fdivs	-129(%r9)
	fdivs	-128(%rsp,%rbx,4)
	fdivs	-128(%r10,%rcx,4)
	fdivl	-2147483648(%r14)
	fdivl	-1(%rbx)
	fdivl	%gs:-1(,%r8)
	fdivl	%gs:-1(%rax,%rdx)
	fidivs	128(%r12)
	fidivs	1(%r10)
	fidivs	-2147483648(%r15,%r10,2)
	fidivs	128(%rsp,%rdx)
	fidivl	-129(%rcx)
	fidivl	-128(%r9,%rsi,8)
	fidivl	-2147483648(%r8,%rdx,4)
	fidivl	128(%r10)
	fdivrp	%st, %st(3)
	fdivrp	%st, %st(0)
	fdivrp	%st, %st(5)
	fdivrp	%st, %st(1)
	fdiv	%st(2), %st
	fdiv	%st(6), %st
	fdiv	%st(3), %st
	fdiv	%st(0), %st
	fdivr	%st, %st(5)
	fdivr	%st, %st(7)
	fdivr	%st, %st(6)
	fdivr	%st, %st(3)
	dppd	$2, -128(%rdx), %xmm8
	dppd	$99, -2147483648(,%r12,4), %xmm2
	dppd	$255, (%rip), %xmm3
	dppd	$68, 127(%r11,%r12,2), %xmm6
	dppd	$200, %xmm13, %xmm7
	dppd	$0, %xmm15, %xmm10
	dppd	$75, %xmm3, %xmm8
	dppd	$193, %xmm0, %xmm5
	dpps	$242, 128(%r12,%r9,4), %xmm13
	dpps	$5, 128(%rbp,%rbx,4), %xmm3
	dpps	$127, 1(%rdx), %xmm6
	dpps	$28, %gs:-128(%r8), %xmm9
	dpps	$189, %xmm7, %xmm12
	dpps	$0, %xmm4, %xmm9
	dpps	$128, %xmm2, %xmm9
	dpps	$156, %xmm12, %xmm15
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
	encodekey128	%edx, %r9d
	encodekey128	%r13d, %r11d
	encodekey128	%esp, %edx
	encodekey128	%esp, %r8d
	encodekey256	%ebp, %ebp
	encodekey256	%esi, %r11d
	encodekey256	%edx, %r13d
	encodekey256	%r12d, %r13d
	endbr32
	endbr32
	endbr32
	endbr32
	endbr64
	endbr64
	endbr64
	endbr64
	enqcmd	%gs:-1(%r10,%r15), %rdx
	enqcmd	%gs:-1(%r8), %rbp
	enqcmd	1(%rax), %rdx
	enqcmd	(%r10,%r10,8), %r11
	enqcmds	2147483647(%r13,%r15,8), %rax
	enqcmds	-129(%rcx,%r13,8), %r12
	enqcmds	%gs:-1(%r14,%rbp,4), %r11
	enqcmds	%fs:1(%rdi,%r10,2), %rbx
	enter	$127, $160
	enter	$-28912, $-63
	enter	$-1, $255
	enter	$32767, $-128
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
	extractps	$255, %xmm2, 1(%r11,%rsi,8)
	extractps	$167, %xmm15, 128(,%r8,4)
	extractps	$255, %xmm5, -129(%r13)
	extractps	$0, %xmm11, 1(%rip)
	extractps	$128, %xmm14, %r11d
	extractps	$171, %xmm2, %r14d
	extractps	$230, %xmm6, %ecx
	extractps	$144, %xmm3, %edi
	extrq	%xmm8, %xmm13
	extrq	%xmm6, %xmm11
	extrq	%xmm2, %xmm4
	extrq	%xmm4, %xmm10
	extrq	$255, $255, %xmm4
	extrq	$128, $255, %xmm7
	extrq	$255, $87, %xmm8
	extrq	$255, $1, %xmm13
	f2xm1
	f2xm1
	f2xm1
	f2xm1
	lcallw	*2147483647
	lcallw	*(%rbp)
	lcallw	*(%rdx)
	lcallw	*1(%r13,%rbp,4)
	lcalll	*128(%r12,%r15,4)
	lcalll	*1(%r15)
	lcalll	*2147483647(%r11,%rbp)
	lcalll	*%gs:-128(%rbx,%r13,4)
	lcallq	*2147483647(%rsi,%r9)
	lcallq	*%fs:-1(%rdi,%rdx,4)
	lcallq	*2147483647(%rax)
	lcallq	*%gs:1(%r10,%rdx,4)
	ljmpw	*%fs:1(%rsi)
	ljmpw	*127(%r12)
	ljmpw	*127(%rdi)
	ljmpw	*%gs:128(%rbp)
	ljmpl	*-2147483648(%r14)
	ljmpl	*127(%rax)
	ljmpl	*127(%r8,%r8,8)
	ljmpl	*2147483647(%rbx)
	ljmpq	*-1(%r11,%rax,8)
	ljmpq	*%fs:-1(%r11)
	ljmpq	*%fs:-128(%rax)
	ljmpq	*-129(%rbp)
	fbld	%gs:2147483647(%rdx,%r12,8)
	fbld	-2147483648(%r13)
	fbld	2147483647(%rax)
	fbld	127(%rdx,%rax,4)
	fbstp	-2147483648(%rip)
	fbstp	-1(%r8,%r8)
	fbstp	-1(%rbx,%r10,4)
	fbstp	-1(%r8,%r10)
	fcoms	(%rdi)
	fcoms	(%r10)
	fcoms	127(%r9)
	fcoms	-129(%r13,%rsi,4)
	fcoml	%fs:2147483647(%rsi,%rdi)
	fcoml	-128(%rsi)
	fcoml	-2147483648(%rbx)
	fcoml	%gs:1
	fcomps	-129(%r9)
	fcomps	-129(%r15,%rbp)
	fcomps	%fs:127(%r15,%rbx,4)
	fcomps	2147483647
	fcompl	2147483647(%r13)
	fcompl	(%rsi)
	fcompl	%gs:128
	fcompl	-129(,%rbp,4)
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
	ffree	%st(4)
	ffree	%st(5)
	ffree	%st(4)
	ffree	%st(1)
	ffreep	%st(4)
	ffreep	%st(1)
	ffreep	%st(0)
	ffreep	%st(4)
	ficoms	-1(%rsp,%rbx,4)
	ficoms	1(%rsi)
	ficoms	-129(,%r13,4)
	ficoms	%fs:-2147483648(%rbx,%r15,8)
	ficoml	-129(%rax,%r8,8)
	ficoml	-129(%rsi,%r9,8)
	ficoml	-1(%rax)
	ficoml	2147483647(%rcx,%r15)
	ficomps	1(%rax,%r14,4)
	ficomps	2147483647(%r12)
	ficomps	-2147483648(%rip)
	ficomps	2147483647(%rip)
	ficompl	(%rbp)
	ficompl	127(%rbx,%r9)
	ficompl	-129(%rbx)
	ficompl	1(%rsi)
	fincstp
	fincstp
	fincstp
	fincstp
	fldcw	-128(%rbp)
	fldcw	128
	fldcw	%fs:-129(%rsp,%rbx,4)
	fldcw	2147483647(%rdi)
	fldenv	%fs:128(,%r10)
	fldenv	2147483647(%rbp,%r14,4)
	fldenv	-2147483648(%rax,%r9,2)
	fldenv	128(%rax)
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
	fnstcw	-129(%r8,%rcx,8)
	fnstcw	-1(%rbp)
	fnstcw	127(%r13,%r13,4)
	fnstcw	-1(%rdx,%r13,2)
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	%ax
	fnstsw	2147483647(%r10,%r10,2)
	fnstsw	%gs:2147483647(,%r10,8)
	fnstsw	-129(%r10)
	fnstsw	127(%rbp,%r12,8)
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
	frstor	-1(%rip)
	frstor	1(%rdx,%r9,4)
	frstor	2147483647(%r9)
	frstor	(%r13,%r14,2)
	fnsave	-1(%rsi,%rdi,2)
	fnsave	%fs:127(%rax,%r8)
	fnsave	127(%rsp,%r14,4)
	fnsave	(%r13,%rdi,4)
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
	fnstenv	127(%r9,%r10,8)
	fnstenv	-2147483648(%rcx,%r13)
	fnstenv	2147483647(%rip)
	fnstenv	-129
	fs
	fs
	fs
	fs
	fxrstor	127(%r13,%rdx,4)
	fxrstor	2147483647(%rsp)
	fxrstor	%gs:127(%rsp,%r10,8)
	fxrstor	2147483647(%r12,%rdi)
	fxrstor64	-128(,%rsi,4)
	fxrstor64	1(%rdi)
	fxrstor64	127(%rsi,%rbx)
	fxrstor64	128(%r9)
	fxsave	-2147483648(%rip)
	fxsave	-128
	fxsave	-128
	fxsave	%fs:2147483647
	fxsave64	%fs:-128(%r9,%r14,4)
	fxsave64	%gs:128(%r10)
	fxsave64	127(%r14,%rsi,2)
	fxsave64	2147483647(%rsp,%rsi,8)
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
	gf2p8affineinvqb	$154, 1(%rsp), %xmm12
	gf2p8affineinvqb	$52, -1(%r15), %xmm5
	gf2p8affineinvqb	$1, 128(%r9), %xmm0
	gf2p8affineinvqb	$255, -1(%rsp), %xmm0
	gf2p8affineinvqb	$227, %xmm11, %xmm10
	gf2p8affineinvqb	$255, %xmm3, %xmm1
	gf2p8affineinvqb	$1, %xmm15, %xmm6
	gf2p8affineinvqb	$14, %xmm2, %xmm15
	gf2p8affineqb	$51, %gs:-1(%rcx,%r11,4), %xmm2
	gf2p8affineqb	$0, 127(%rdx), %xmm8
	gf2p8affineqb	$0, -129(%rdi), %xmm3
	gf2p8affineqb	$123, 128(,%r9,4), %xmm2
	gf2p8affineqb	$135, %xmm7, %xmm3
	gf2p8affineqb	$255, %xmm15, %xmm9
	gf2p8affineqb	$145, %xmm4, %xmm13
	gf2p8affineqb	$127, %xmm10, %xmm10
	gf2p8mulb	127(%rsp), %xmm2
	gf2p8mulb	-1(%rbp,%r12,2), %xmm2
	gf2p8mulb	127(%rax), %xmm9
	gf2p8mulb	%fs:128(%r8), %xmm15
	gf2p8mulb	%xmm5, %xmm10
	gf2p8mulb	%xmm8, %xmm12
	gf2p8mulb	%xmm11, %xmm0
	gf2p8mulb	%xmm4, %xmm2
	gs
	gs
	gs
	gs
	haddpd	128(%r10,%rbp,2), %xmm5
	haddpd	%fs:128(%rsp,%r14), %xmm4
	haddpd	%fs:-2147483648(%rsp), %xmm13
	haddpd	127, %xmm9
	haddpd	%xmm8, %xmm12
	haddpd	%xmm11, %xmm13
	haddpd	%xmm8, %xmm9
	haddpd	%xmm8, %xmm0
	haddps	%fs:2147483647(%r15,%r10,4), %xmm8
	haddps	128(,%rsi,2), %xmm4
	haddps	-128(%r12,%rdx,2), %xmm8
	haddps	%gs:(%rcx), %xmm5
	haddps	%xmm0, %xmm3
	haddps	%xmm9, %xmm2
	haddps	%xmm8, %xmm14
	haddps	%xmm13, %xmm7
	hlt
	hlt
	hlt
	hlt
	hreset	$1
	hreset	$178
	hreset	$1
	hreset	$255
	hsubpd	127, %xmm14
	hsubpd	127(%r14,%rbx,4), %xmm10
	hsubpd	(%r8), %xmm14
	hsubpd	-129(%rbp,%rdx,8), %xmm0
	hsubpd	%xmm8, %xmm11
	hsubpd	%xmm15, %xmm4
	hsubpd	%xmm4, %xmm2
	hsubpd	%xmm5, %xmm4
	hsubps	2147483647(%rcx), %xmm15
	hsubps	(%r12,%r13,8), %xmm2
	hsubps	-128(%rsi,%r13,4), %xmm2
	hsubps	2147483647(%r10,%rbp,2), %xmm7
	hsubps	%xmm9, %xmm7
	hsubps	%xmm2, %xmm10
	hsubps	%xmm7, %xmm7
	hsubps	%xmm1, %xmm3
	idivw	(%r9)
	idivw	-1(%rdi)
	idivw	2147483647(%r8,%rcx)
	idivw	1(%rcx,%rdx)
	idivw	%r10w
	idivw	%r10w
	idivw	%bp
	idivw	%r12w
	idivl	-2147483648(%r13,%r9,4)
	idivl	-2147483648(%r11,%rsi,4)
	idivl	-128(%r13)
	idivl	1(%rdx,%rax,2)
	idivl	%r10d
	idivl	%r11d
	idivl	%r14d
	idivl	%ebx
	idivq	(%r11)
	idivq	127(%rax,%r12)
	idivq	(%rsi,%rdi,4)
	idivq	127(%rax,%r12,4)
	idivq	%r15
	idivq	%r12
	idivq	%rcx
	idivq	%rax
	idivb	128(%r11,%r9)
	idivb	2147483647(%rbx)
	idivb	%gs:(,%r8,2)
	idivb	-1(%r9,%r10,2)
	idivb	%r12b
	idivb	%r11b
	idivb	%r13b
	idivb	%al
	filds	%fs:-2147483648(%rsp)
	filds	1(,%r14)
	filds	-128(%r15,%rdx,8)
	filds	-129(%rax,%r8,8)
	fildl	128(%rdi,%rsi,2)
	fildl	-2147483648(%r10)
	fildl	128
	fildl	2147483647(%rcx,%r11,4)
	fildll	-1(%rsp)
	fildll	1(%r10,%rsi,8)
	fildll	-129(%r12)
	fildll	128(%r15,%r13,4)
	imulw	1
	imulw	1(%rcx,%r15)
	imulw	%fs:-1(%r10)
	imulw	(%r10)
	imulw	%ax
	imulw	%si
	imulw	%r13w
	imulw	%si
	imulw	2147483647(,%r14), %si
	imulw	2147483647(%rsi,%r13,4), %r12w
	imulw	%gs:2147483647(%rax,%r10,2), %si
	imulw	-128(%r14), %r13w
	imulw	$-128, 1, %cx
	imulw	$256, 2147483647(%rbx), %r8w
	imulw	$33156, %fs:-1(%rdi,%rdi,8), %dx
	imulw	$-20713, %fs:(%r13), %r10w
	imulw	$127, 128(%r15), %bp
	imulw	$65535, %fs:-128(%r13), %si
	imulw	$0, %gs:-129(%rsp,%rbp,8), %r13w
	imulw	$127, -2147483648(%rip), %r8w
	imulw	%bp, %r13w
	imulw	%r12w, %r12w
	imulw	%r15w, %si
	imulw	%di, %bp
	imulw	$9372, %di, %r13w
	imulw	$64622, %r13w, %r8w
	imulw	$1, %di, %r8w
	imulw	$26488, %sp, %r13w
	imulw	$100, %r13w, %di
	imulw	$-97, %r14w, %cx
	imulw	$127, %cx, %r11w
	imulw	$48, %r13w, %ax
	imull	-2147483648
	imull	-1(%rip)
	imull	1(%r11)
	imull	%fs:-1(%r12)
	imull	%edi
	imull	%r9d
	imull	%ecx
	imull	%r15d
	imull	1, %edi
	imull	(%rdx,%r8,8), %r14d
	imull	-128(%rip), %ebp
	imull	%fs:-128(%r13), %esi
	imull	$-129, 2147483647, %ebx
	imull	$2147483647, 1(%rbx), %r9d
	imull	$128, %fs:127(%r15,%rdx,8), %ecx
	imull	$4294967295, 2147483647(,%r8,4), %ecx
	imull	$4294967269, %gs:-1(%rdi,%rax,8), %esi
	imull	$5, (%r11,%r8,4), %ebp
	imull	$21, 1(%r13), %ebx
	imull	$127, -129(%r8), %esi
	imull	%eax, %eax
	imull	%r14d, %esp
	imull	%edx, %r14d
	imull	%r13d, %ebx
	imull	$0, %r13d, %ebp
	imull	$3242991910, %ecx, %ebp
	imull	$-641976829, %ecx, %esp
	imull	$65536, %r11d, %r8d
	imull	$-128, %edi, %esp
	imull	$127, %esp, %r10d
	imull	$1, %edx, %r11d
	imull	$-76, %r10d, %edx
	imulq	127(%rax,%r15,2)
	imulq	%fs:-128(%r11,%rsi,8)
	imulq	127(%r9,%r13)
	imulq	-2147483648(%r10)
	imulq	%rcx
	imulq	%r14
	imulq	%r9
	imulq	%rdi
	imulq	%fs:2147483647(%rcx), %r9
	imulq	128(%r12,%r8,2), %r12
	imulq	%fs:-1(%r11,%rbp), %rsp
	imulq	%gs:-128(%rax,%rbx,4), %r11
	imulq	$32767, (%rbp,%r12,4), %r10
	imulq	$-2147483648, (%r11), %rbp
	imulq	$941881703, %gs:1(%rax), %r15
	imulq	$-2147483648, 2147483647, %rcx
	imulq	$-42, 1(%rsi), %r10
	imulq	$127, -129(,%rdi), %rsi
	imulq	$-1, 127(%r9), %rdi
	imulq	$-128, 2147483647(%rip), %rax
	imulq	%r11, %rsi
	imulq	%r11, %r10
	imulq	%rsi, %r9
	imulq	%r8, %rsi
	imulq	$-347602823, %r11, %rsi
	imulq	$2147483647, %rcx, %rbx
	imulq	$2147483647, %r9, %r10
	imulq	$-1, %rbx, %r8
	imulq	$-1, %rsi, %r14
	imulq	$127, %r12, %rdx
	imulq	$45, %r14, %rcx
	imulq	$1, %rdi, %r15
	imulb	(%rsi,%rcx,2)
	imulb	2147483647(%rcx,%r10,8)
	imulb	(%rip)
	imulb	127(%rax,%r8,4)
	imulb	%bl
	imulb	%r13b
	imulb	%r9b
	imulb	%spl
	inw	$128, %ax
	inw	$1, %ax
	inw	$183, %ax
	inw	$128, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inw	%dx, %ax
	inl	$0, %eax
	inl	$128, %eax
	inl	$128, %eax
	inl	$127, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inl	%dx, %eax
	inb	$165, %al
	inb	$177, %al
	inb	$209, %al
	inb	$128, %al
	inb	%dx, %al
	inb	%dx, %al
	inb	%dx, %al
	inb	%dx, %al
	incw	128(%rcx,%rdx,4)
	incw	-2147483648(%rbx)
	incw	-128(%r13,%r14)
	incw	1(%r12)
	incw	%r13w
	incw	%r9w
	incw	%r15w
	incw	%r10w
	incl	1(%rdi)
	incl	-129(%rbx)
	incl	%gs:127(%rsi,%r14,4)
	incl	-129(%r11)
	incl	%edx
	incl	%eax
	incl	%ecx
	incl	%edi
	incq	-129(%rax)
	incq	%gs:-2147483648(%r15,%r15,2)
	incq	(%r11,%rsi,8)
	incq	-1(%r13,%rbp,2)
	incq	%r12
	incq	%rbp
	incq	%rbx
	incq	%rbx
	incb	1(%rdx)
	incb	-1(%rsi)
	incb	%fs:2147483647(%rax,%rbp,4)
	incb	1
	incb	%r11b
	incb	%bpl
	incb	%dil
	incb	%ch
	incsspd	%r12d
	incsspd	%edx
	incsspd	%ebp
	incsspd	%r14d
	incsspq	%r11
	incsspq	%rsi
	incsspq	%r10
	incsspq	%rbx
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insb	%dx, %es:(%rdi)
	insertps	$1, -1(%r11,%rdi,2), %xmm5
	insertps	$255, -2147483648(%rip), %xmm10
	insertps	$2, 1(%rcx,%r11,4), %xmm8
	insertps	$255, %gs:-1(%rdx,%r12,8), %xmm13
	insertps	$0, %xmm11, %xmm14
	insertps	$195, %xmm2, %xmm2
	insertps	$128, %xmm2, %xmm10
	insertps	$100, %xmm12, %xmm7
	insertq	%xmm2, %xmm10
	insertq	%xmm3, %xmm11
	insertq	%xmm6, %xmm7
	insertq	%xmm6, %xmm9
	insertq	$244, $152, %xmm3, %xmm12
	insertq	$128, $127, %xmm7, %xmm14
	insertq	$149, $122, %xmm9, %xmm15
	insertq	$2, $2, %xmm5, %xmm1
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insl	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	insw	%dx, %es:(%rdi)
	int	$27
	int	$2
	int	$0
	int	$255
	int3
	int3
	int3
	int3
	invd
	invd
	invd
	invd
	invept	-129(%rsi), %rsp
	invept	%gs:1(%rdi), %rcx
	invept	2147483647(%r15,%rcx), %rcx
	invept	2147483647(%rip), %rcx
	invlpg	-1(%rdx,%r11,2)
	invlpg	-129(%r10,%r9,4)
	invlpg	-129(%rcx)
	invlpg	%fs:-129(%rsi)
	invlpga
	invlpga
	invlpga
	invlpga
	invlpgb
	invlpgb
	invlpgb
	invlpgb
	invpcid	-129(%r9,%r15,2), %r10
	invpcid	(%r12), %r8
	invpcid	128(,%rsi,2), %rbp
	invpcid	127(%rdi,%rbx,2), %rbp
	invvpid	2147483647(%rsi,%rsi,2), %rax
	invvpid	%fs:-1(%r11,%rdx), %r12
	invvpid	127(%rip), %r12
	invvpid	-128(%r12), %rax
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
	fisttps	127(%r13)
	fisttps	127(%r14)
	fisttps	1(%rdx,%rbp)
	fisttps	-128(%r9)
	fisttpl	2147483647(%r12)
	fisttpl	(,%rsi)
	fisttpl	128(%rdi,%rbp,2)
	fisttpl	1(%r12,%r9,2)
	fisttpll	(%rbp)
	fisttpll	-129(%rip)
	fisttpll	-128
	fisttpll	1
	fists	%fs:(%rdi)
	fists	%fs:1
	fists	-1(%rsp,%rax,4)
	fists	1(%rax)
	fistl	-1(%r8)
	fistl	%fs:2147483647(%r15)
	fistl	(%rbp,%rsi,2)
	fistl	-128(%rcx)
	fistps	-128(%r13)
	fistps	1(%r13)
	fistps	-129
	fistps	-2147483648(%rcx,%rdx)
	fistpl	127(%r13,%r9,4)
	fistpl	127(%rsp,%r10,8)
	fistpl	1(%r14,%r11,8)
	fistpl	128(%rbx,%r13,4)
	fistpll	-1(%r15,%rcx,2)
	fistpll	%gs:-2147483648(%rip)
	fistpll	%fs:(%rbx)
	fistpll	%gs:127(%r8,%r13,8)
	ja	target
	ja	target-128
	ja	target+8
	ja	target
	ja	target
	ja	target-4
	ja	target-128
	ja	target-4
	jae	target
	jae	target-128
	jae	target+8
	jae	target
	jae	target
	jae	target
	jae	target
	jae	target+127
	jb	target-4
	jb	target
	jb	target-4
	jb	target-128
	jb	target-4
	jb	target+8
	jb	target-4
	jb	target+127
	jbe	target-4
	jbe	target
	jbe	target+127
	jbe	target-4
	jbe	target-128
	jbe	target
	jbe	target-128
	jbe	target-128
	je	target-128
	je	target@PLT
	je	target+127
	je	target+8
	je	target+127
	je	target
	je	target+127
	je	target-128
	jg	target-128
	jg	target-4
	jg	target+127
	jg	target+8
	jg	target
	jg	target-4
	jg	target
	jg	target-128
	jge	target-4
	jge	target
	jge	target
	jge	target
	jge	target-4
	jge	target
	jge	target
	jge	target
	jl	target+127
	jl	target@PLT
	jl	target+127
	jl	target
	jl	target
	jl	target
	jl	target-4
	jl	target
	jle	target-4
	jle	target+8
	jle	target+127
	jle	target
	jle	target
	jle	target+8
	jle	target+8
	jle	target-128
	jne	target
	jne	target+8
	jne	target-4
	jne	target
	jne	target
	jne	target-4
	jne	target
	jne	target+8
	jno	target-128
	jno	target+8
	jno	target
	jno	target@PLT
	jno	target@PLT
	jno	target+127
	jno	target+8
	jno	target-4
	jnp	target@PLT
	jnp	target-4
	jnp	target@PLT
	jnp	target-4
	jnp	target-4
	jnp	target-4
	jnp	target+8
	jnp	target
	jns	target+8
	jns	target+127
	jns	target
	jns	target+8
	jns	target
	jns	target-128
	jns	target+127
	jns	target+127
	jo	target-4
	jo	target-128
	jo	target+127
	jo	target-4
	jo	target-4
	jo	target+127
	jo	target-128
	jo	target+8
	jp	target+8
	jp	target+8
	jp	target-4
	jp	target
	jp	target
	jp	target-4
	jp	target+127
	jp	target-128
	js	target+8
	js	target@PLT
	js	target+127
	js	target-128
	js	target+8
	js	target+8
	js	target-4
	js	target+127
	jecxz	target@PLT
	jecxz	target+127
	jecxz	target+8
	jecxz	target
	jmpq	*%fs:-129(%rdx)
	jmpq	*2147483647(%rbx,%rbx)
	jmpq	*127(%r9,%r15)
	jmpq	*2147483647
	jmpq	*%r11
	jmpq	*%rbp
	jmpq	*%rbx
	jmpq	*%r12
	jmp	target-4
	jmp	target
	jmp	target-128
	jmp	target-4
	jmp	target
	jmp	target
	jmp	target
	jmp	target+8
	jrcxz	target-128
	jrcxz	target@PLT
	jrcxz	target+127
	jrcxz	target@PLT
	lahf
	lahf
	lahf
	lahf
	larw	%gs:127(%r15), %r13w
	larw	-128(%r10,%r10), %ax
	larw	%fs:127(,%rdi), %r9w
	larw	1(%r8,%r14,4), %sp
	larw	%r13w, %r10w
	larw	%r11w, %r15w
	larw	%r8w, %r11w
	larw	%dx, %ax
	larl	2147483647(%r13,%r9,4), %eax
	larl	2147483647, %ecx
	larl	128(%rdx), %ecx
	larl	128(,%r13), %r15d
	larl	%dx, %edi
	larl	%r11w, %edx
	larl	%ax, %eax
	larl	%r11w, %eax
	larq	%gs:1(%r8), %rcx
	larq	%gs:-128(%rsp), %rax
	larq	-2147483648(%rdx,%r11,2), %rcx
	larq	-128(%rbx), %r13
	larq	%r11w, %r14
	larq	%bx, %r12
	larq	%r11w, %rsi
	larq	%r12w, %r8
	lddqu	-1(%rbp), %xmm10
	lddqu	127(%rsp), %xmm13
	lddqu	-129(%r13), %xmm10
	lddqu	-128(%rsi,%r15,2), %xmm1
	ldmxcsr	128(%rdx,%r12,2)
	ldmxcsr	(%r10)
	ldmxcsr	-2147483648(%rsp,%rdx)
	ldmxcsr	-128(%r10,%rcx,4)
	ldtilecfg	(%r13,%rdx,8)
	ldtilecfg	2147483647(%rsi)
	ldtilecfg	127(%r8,%rdi,4)
	ldtilecfg	(%rax,%rdi,4)
	fldz
	fldz
	fldz
	fldz
	fld1
	fld1
	fld1
	fld1
	flds	-1(%r8,%r10,4)
	flds	128(%r15)
	flds	%gs:-1(%r8)
	flds	%fs:-2147483648(%rdx)
	fldl	%fs:128(,%r9)
	fldl	-129(%r12,%rax,2)
	fldl	-128(%r8,%r9)
	fldl	%fs:-1(%rip)
	fldt	-1(%rbp)
	fldt	1(%rbp,%rcx)
	fldt	127(%r13,%rsi,4)
	fldt	-128(%rbp,%rbx,4)
	fld	%st(6)
	fld	%st(3)
	fld	%st(3)
	fld	%st(7)
	leaw	-2147483648(%rsi,%r13), %r8w
	leaw	2147483647(%rsi,%rax,2), %r13w
	leaw	-2147483648(%r11), %bp
	leaw	%fs:-129, %si
	leal	-128(%r9), %r8d
	leal	-2147483648(%rdi,%rcx,2), %r8d
	leal	-1(%rbp,%r15,8), %r10d
	leal	-2147483648(%rbx), %esp
	leaq	%gs:128(%rip), %rsp
	leaq	127(%rsi,%r9,8), %rdx
	leaq	-128(%rdi), %rsp
	leaq	(%rbx), %r10
	leave
	leave
	leave
	leave
	lfence
	lfence
	lfence
	lfence
	lfsw	127(%r8,%rdi,4), %r11w
	lfsw	%fs:-128(%r15), %r11w
	lfsw	%gs:1(%r15,%rdi,2), %r8w
	lfsw	128(%rbp,%r10,8), %r10w
	lfsl	127(%r10,%rbx,8), %r8d
	lfsl	%fs:127, %r8d
	lfsl	%fs:2147483647(%r12), %esi
	lfsl	%gs:-128(,%rbp,8), %esi
	lfsq	128(%rdx,%r9,8), %rsp
	lfsq	1(%rax,%r10,8), %r14
	lfsq	(%r15,%r13), %rdx
	lfsq	-129(%r14,%r13), %rcx
	lgdtq	(%rbx,%rsi)
	lgdtq	%fs:-129(%r9,%rbp,8)
	lgdtq	-2147483648(%rip)
	lgdtq	128(%rdx)
	lgsw	128(%r13), %sp
	lgsw	(,%rdi,4), %r15w
	lgsw	-2147483648(%rcx,%r15), %ax
	lgsw	%gs:2147483647(%rbx), %ax
	lgsl	%fs:-1(%r15,%rax), %ecx
	lgsl	1(%rdx), %r12d
	lgsl	2147483647(%rdx), %esi
	lgsl	%gs:-1(%rdi,%rdi,8), %ebp
	lgsq	1(%rsp,%r15,4), %r13
	lgsq	%gs:-1(%r8), %rsi
	lgsq	1(,%rax,8), %r10
	lgsq	%gs:2147483647(%rbp,%rbp,4), %r13
	lidtq	-128(%rip)
	lidtq	-129(%r11,%r14,2)
	lidtq	-128(%rbp,%r13,8)
	lidtq	-128(%r13,%rbp,4)
	lkgs	-1(,%rbp,2)
	lkgs	-128(%r15)
	lkgs	%fs:-2147483648(%r9)
	lkgs	(%r10)
	lkgs	%si
	lkgs	%si
	lkgs	%bx
	lkgs	%si
	lldtw	%gs:(%r14,%rbp)
	lldtw	%fs:1(%rbp)
	lldtw	2147483647
	lldtw	127(,%r11,2)
	lldtw	%r12w
	lldtw	%r14w
	lldtw	%r9w
	lldtw	%r8w
	llwpcb	%r9d
	llwpcb	%r8d
	llwpcb	%r8d
	llwpcb	%r10d
	llwpcb	%r13
	llwpcb	%r15
	llwpcb	%r8
	llwpcb	%rdi
	lmsww	-128(%rcx)
	lmsww	%fs:127(%r9)
	lmsww	127(%r13)
	lmsww	%fs:2147483647(%rax,%rsi,8)
	lmsww	%r10w
	lmsww	%di
	lmsww	%r8w
	lmsww	%bp
	loadiwkey	%xmm3, %xmm11
	loadiwkey	%xmm3, %xmm10
	loadiwkey	%xmm12, %xmm10
	loadiwkey	%xmm3, %xmm1
	lock
	lock
	lock
	lock
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsb	(%rsi), %al
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsl	(%rsi), %eax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsq	(%rsi), %rax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	lodsw	(%rsi), %ax
	loop	target+8
	loop	target+127
	loop	target
	loop	target
	loope	target
	loope	target
	loope	target-128
	loope	target
	loopne	target
	loopne	target-128
	loopne	target-128
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
	lretw	$-32768
	lretw	$-1
	lretw	$65535
	lretl	$0
	lretl	$-11415
	lretl	$-129
	lretl	$-1
	lretq	$-32768
	lretq	$-128
	lretq	$36323
	lretq	$65535
	lslw	127(,%r8,2), %bx
	lslw	(%rax), %di
	lslw	128(%r11,%rbx,2), %dx
	lslw	2147483647(%r9), %sp
	lslw	%r12w, %r14w
	lslw	%r15w, %cx
	lslw	%r11w, %di
	lslw	%r12w, %cx
	lsll	(%rsi,%rdx,2), %r13d
	lsll	127(%rax,%r8,4), %r8d
	lsll	-1(%rcx), %esp
	lsll	-1, %esi
	lsll	%r12w, %edx
	lsll	%cx, %r9d
	lsll	%ax, %r9d
	lsll	%r11w, %r14d
	lslq	-128(%r13,%rdi), %r10
	lslq	1(%rdi), %rdi
	lslq	-2147483648(%r15), %rbp
	lslq	(%rax), %r8
	lslq	%r15w, %r9
	lslq	%r14w, %rbx
	lslq	%ax, %rdx
	lslq	%sp, %r11
	lssw	%fs:-1(%rdi,%r15), %r10w
	lssw	128, %bp
	lssw	%fs:1(%rip), %r10w
	lssw	-2147483648(%r14), %r15w
	lssl	1(%rcx,%r14,8), %r8d
	lssl	2147483647(%r12), %r14d
	lssl	2147483647(%r12), %esi
	lssl	2147483647(%rbx,%rdx,8), %ecx
	lssq	1(%r14), %rdx
	lssq	(,%rcx,8), %r12
	lssq	%fs:128(%r15), %rax
	lssq	127(,%rdi,8), %r10
	ltrw	%gs:1(,%rsi)
	ltrw	-1(%r12,%r14,8)
	ltrw	-129(%r15)
	ltrw	-128(%rbp)
	ltrw	%r11w
	ltrw	%r9w
	ltrw	%r10w
	ltrw	%sp
	lwpins	$-672208921, -128(%r11,%r11), %r8d
	lwpins	$128, %gs:127(%rsp), %r11d
	lwpins	$4294967295, -2147483648, %r10d
	lwpins	$-196485938, 2147483647(%r12,%r14), %esi
	lwpins	$128, %esi, %ebx
	lwpins	$256, %r14d, %r11d
	lwpins	$256, %r15d, %edx
	lwpins	$-1, %r11d, %ecx
	lwpins	$2, %fs:-128(%r9,%rsi,8), %rcx
	lwpins	$255, 128(%rsp,%rcx,4), %rsi
	lwpins	$2147483647, 127(%rcx,%r8), %rsp
	lwpins	$-2147483648, %gs:128(%rdx), %rax
	lwpins	$65535, %r10d, %r15
	lwpins	$-1687475809, %eax, %r9
	lwpins	$1212123904, %ecx, %r14
	lwpins	$127, %r15d, %r8
	lwpval	$127, -2147483648(%rsp,%rdx,4), %r12d
	lwpval	$256, %gs:-129(%r15), %edi
	lwpval	$255, -2147483648(%r10), %ebp
	lwpval	$-2147483648, (%r12), %r10d
	lwpval	$-2147483648, %edx, %ebp
	lwpval	$0, %edi, %r10d
	lwpval	$-2147483648, %edx, %ebp
	lwpval	$2147483647, %ecx, %esi
	lwpval	$255, 2147483647(%r12), %rbx
	lwpval	$32768, (%rip), %r13
	lwpval	$1262406870, 2147483647(%rbp,%rbx,8), %rdi
	lwpval	$-453834316, (%rcx,%rbp,2), %rbx
	lwpval	$3756211512, %eax, %rbp
	lwpval	$-40940364, %ebx, %r12
	lwpval	$256, %r13d, %rdi
	lwpval	$-453464705, %r10d, %rdx
	lzcntw	-128, %r12w
	lzcntw	1(%rdx), %bp
	lzcntw	-128(%rsi), %r11w
	lzcntw	-128(%rsi,%r15), %bp
	lzcntw	%si, %r13w
	lzcntw	%r8w, %r9w
	lzcntw	%cx, %r9w
	lzcntw	%r9w, %dx
	lzcntl	(%r8,%r12,8), %edx
	lzcntl	%gs:2147483647(%r11), %ebx
	lzcntl	-129(%rdx), %r10d
	lzcntl	2147483647(%r8), %r9d
	lzcntl	%ecx, %esi
	lzcntl	%ecx, %esp
	lzcntl	%r15d, %r9d
	lzcntl	%eax, %r9d
	lzcntq	128(,%rbp,8), %rsi
	lzcntq	%gs:-2147483648(%rdi,%rax,4), %rsp
	lzcntq	-1(%r11), %r15
	lzcntq	%gs:1(%rip), %rbp
	lzcntq	%rcx, %rbp
	lzcntq	%rax, %r12
	lzcntq	%r13, %rdi
	lzcntq	%rax, %rsp
	maskmovdqu	%xmm14, %xmm7
	maskmovdqu	%xmm8, %xmm3
	maskmovdqu	%xmm14, %xmm0
	maskmovdqu	%xmm9, %xmm13
	maxpd	%gs:1(%rdx), %xmm0
	maxpd	%fs:-2147483648(%rbp,%r12), %xmm8
	maxpd	2147483647(%r9), %xmm10
	maxpd	128(%rax,%r13,2), %xmm11
	maxpd	%xmm5, %xmm2
	maxpd	%xmm4, %xmm13
	maxpd	%xmm12, %xmm2
	maxpd	%xmm11, %xmm9
	maxps	-128(%rcx), %xmm0
	maxps	-128(%r8,%r15,2), %xmm2
	maxps	%fs:-2147483648(%r9,%rbx,8), %xmm5
	maxps	-2147483648(%r11), %xmm1
	maxps	%xmm3, %xmm15
	maxps	%xmm15, %xmm13
	maxps	%xmm2, %xmm10
	maxps	%xmm2, %xmm5
	maxsd	-1(%r9), %xmm10
	maxsd	%gs:-129(%rsp), %xmm7
	maxsd	128(%r11), %xmm13
	maxsd	-128(%rbx,%rcx,2), %xmm5
	maxsd	%xmm0, %xmm9
	maxsd	%xmm4, %xmm15
	maxsd	%xmm10, %xmm8
	maxsd	%xmm2, %xmm15
	maxss	%gs:(,%r9,4), %xmm10
	maxss	1(%rbp), %xmm14
	maxss	-2147483648(%r10), %xmm13
	maxss	2147483647(%r12,%rsi), %xmm12
	maxss	%xmm4, %xmm7
	maxss	%xmm8, %xmm4
	maxss	%xmm3, %xmm15
	maxss	%xmm5, %xmm1
	mfence
	mfence
	mfence
	mfence
	minpd	-1(%rdi), %xmm14
	minpd	-128(%r11,%rbx,8), %xmm4
	minpd	127(%r14), %xmm15
	minpd	%fs:1, %xmm5
	minpd	%xmm4, %xmm2
	minpd	%xmm4, %xmm13
	minpd	%xmm13, %xmm9
	minpd	%xmm7, %xmm12
	minps	(%r14), %xmm3
	minps	%gs:-2147483648(%r9), %xmm7
	minps	128(%r10), %xmm3
	minps	-129(%r14), %xmm0
	minps	%xmm13, %xmm0
	minps	%xmm12, %xmm2
	minps	%xmm10, %xmm5
	minps	%xmm10, %xmm10
	minsd	%fs:2147483647(%rip), %xmm1
	minsd	%fs:128(%rbx), %xmm8
	minsd	2147483647(%r12), %xmm2
	minsd	-128(%rsi), %xmm1
	minsd	%xmm8, %xmm0
	minsd	%xmm12, %xmm11
	minsd	%xmm1, %xmm1
	minsd	%xmm15, %xmm15
	minss	%gs:128(%r9), %xmm0
	minss	1(%rbp,%r13,2), %xmm9
	minss	1(%rip), %xmm13
	minss	-128(%rcx), %xmm8
	minss	%xmm14, %xmm9
	minss	%xmm3, %xmm3
	minss	%xmm3, %xmm9
	minss	%xmm0, %xmm15
	cvtpd2pi	-129(,%r10,2), %mm1
	cvtpd2pi	(%rdx), %mm6
	cvtpd2pi	1(%rip), %mm0
	cvtpd2pi	-128(%rax), %mm1
	cvtpd2pi	%xmm8, %mm5
	cvtpd2pi	%xmm11, %mm2
	cvtpd2pi	%xmm0, %mm4
	cvtpd2pi	%xmm11, %mm4
	cvtpi2pd	%gs:-129(%rsi,%r15,4), %xmm6
	cvtpi2pd	%gs:128(%r11,%r10), %xmm10
	cvtpi2pd	-1, %xmm3
	cvtpi2pd	127(%r14,%rsi,2), %xmm10
	cvtpi2pd	%mm4, %xmm15
	cvtpi2pd	%mm5, %xmm0
	cvtpi2pd	%mm7, %xmm0
	cvtpi2pd	%mm2, %xmm11
	cvtpi2ps	127(%rsi), %xmm14
	cvtpi2ps	%gs:2147483647(%rdi), %xmm13
	cvtpi2ps	2147483647(,%rbx,2), %xmm14
	cvtpi2ps	%fs:127(%rsi), %xmm7
	cvtpi2ps	%mm1, %xmm2
	cvtpi2ps	%mm3, %xmm2
	cvtpi2ps	%mm2, %xmm14
	cvtpi2ps	%mm2, %xmm11
	cvtps2pi	%fs:2147483647(%r12,%r15,8), %mm3
	cvtps2pi	%fs:128(%r13), %mm6
	cvtps2pi	127(%rsi,%rbx,4), %mm0
	cvtps2pi	127(%rdi,%rbp,4), %mm6
	cvtps2pi	%xmm10, %mm1
	cvtps2pi	%xmm13, %mm7
	cvtps2pi	%xmm6, %mm5
	cvtps2pi	%xmm4, %mm3
	cvttpd2pi	1(%r12,%r12,8), %mm1
	cvttpd2pi	%fs:(%r11,%r8,8), %mm1
	cvttpd2pi	-129(%r14,%rax), %mm5
	cvttpd2pi	128(%r11,%rax,4), %mm7
	cvttpd2pi	%xmm0, %mm4
	cvttpd2pi	%xmm3, %mm6
	cvttpd2pi	%xmm6, %mm7
	cvttpd2pi	%xmm13, %mm0
	cvttps2pi	-128(%r10), %mm7
	cvttps2pi	127(%rax), %mm1
	cvttps2pi	-129(%r14), %mm5
	cvttps2pi	-128(%r14), %mm0
	cvttps2pi	%xmm12, %mm2
	cvttps2pi	%xmm8, %mm1
	cvttps2pi	%xmm5, %mm7
	cvttps2pi	%xmm10, %mm4
	emms
	emms
	emms
	emms
	maskmovq	%mm7, %mm6
	maskmovq	%mm5, %mm5
	maskmovq	%mm4, %mm2
	maskmovq	%mm3, %mm6
	movq	%r9, %mm6
	movq	%r12, %mm2
	movq	%rsi, %mm2
	movq	%r11, %mm1
	movd	%mm5, %r12d
	movd	%mm0, %edi
	movd	%mm6, %r14d
	movd	%mm2, %ebx
	movd	%mm7, -1(%rcx,%rbp,8)
	movd	%mm1, -129(,%rsi,8)
	movd	%mm4, %fs:(%r11,%r8,4)
	movd	%mm2, 1(%rdx)
	movd	-128(,%r9,4), %mm6
	movd	%fs:0, %mm3
	movd	2147483647(%r10), %mm3
	movd	-1, %mm2
	movd	%esi, %mm2
	movd	%r10d, %mm0
	movd	%r15d, %mm4
	movd	%r11d, %mm4
	movq	%mm0, %rbx
	movq	%mm5, %r9
	movq	%mm3, %r8
	movq	%mm6, %rsi
	movdq2q	%xmm15, %mm4
	movdq2q	%xmm8, %mm3
	movdq2q	%xmm14, %mm7
	movdq2q	%xmm9, %mm6
	movntq	%mm2, -128(%r15,%rbp,8)
	movntq	%mm6, (%rbx,%rdi,4)
	movntq	%mm1, 127(%rsp)
	movntq	%mm4, %gs:-2147483648
	movq2dq	%mm6, %xmm11
	movq2dq	%mm0, %xmm3
	movq2dq	%mm0, %xmm13
	movq2dq	%mm6, %xmm5
	movq	%mm1, 128(%r11,%r11,4)
	movq	%mm7, 2147483647(%rcx,%r12,2)
	movq	%mm1, -129
	movq	%mm3, %fs:-128(%r11)
	movq	-129(,%rbx,8), %mm4
	movq	-128(,%r13,4), %mm4
	movq	1(%r11), %mm2
	movq	128, %mm5
	movq	%mm0, %mm2
	movq	%mm6, %mm2
	movq	%mm5, %mm7
	movq	%mm2, %mm1
	movq	%mm7, %mm1
	movq	%mm3, %mm6
	movq	%mm5, %mm5
	movq	%mm4, %mm6
	pabsb	1(%r13,%r13,4), %mm6
	pabsb	128(%r8), %mm4
	pabsb	-128(%r11), %mm2
	pabsb	-1(%rdi), %mm1
	pabsb	%mm7, %mm5
	pabsb	%mm2, %mm4
	pabsb	%mm6, %mm1
	pabsb	%mm4, %mm7
	pabsd	128(%rsi,%r8,4), %mm5
	pabsd	-2147483648(%rip), %mm4
	pabsd	-128(%rdi), %mm2
	pabsd	%fs:2147483647(%r10), %mm5
	pabsd	%mm1, %mm4
	pabsd	%mm1, %mm1
	pabsd	%mm2, %mm7
	pabsd	%mm4, %mm1
	pabsw	1(%r8), %mm3
	pabsw	128(%r12,%rsi), %mm7
	pabsw	-128(%r10,%r15), %mm7
	pabsw	-1(%rbp), %mm3
	pabsw	%mm7, %mm4
	pabsw	%mm6, %mm4
	pabsw	%mm1, %mm5
	pabsw	%mm3, %mm1
	packssdw	-128(%r8,%r14), %mm4
	packssdw	%fs:127(%rbp), %mm7
	packssdw	-2147483648(%rbp), %mm1
	packssdw	-2147483648(%rsi), %mm4
	packssdw	%mm5, %mm7
	packssdw	%mm7, %mm4
	packssdw	%mm0, %mm6
	packssdw	%mm0, %mm0
	packsswb	%gs:1(%r11,%r12), %mm1
	packsswb	127(%rcx,%r8,2), %mm3
	packsswb	1(%rsp), %mm5
	packsswb	%fs:-1(%rsi), %mm0
	packsswb	%mm4, %mm1
	packsswb	%mm4, %mm6
	packsswb	%mm4, %mm0
	packsswb	%mm3, %mm0
	packuswb	127(%r15,%rcx), %mm4
	packuswb	-1(%rax,%rdi,8), %mm4
	packuswb	%gs:128(%rdx), %mm5
	packuswb	(,%r12,4), %mm3
	packuswb	%mm6, %mm6
	packuswb	%mm7, %mm1
	packuswb	%mm7, %mm7
	packuswb	%mm1, %mm4
	paddb	%fs:-1(%rsp), %mm0
	paddb	-1(%rbx,%r14,4), %mm7
	paddb	-129(%rsi), %mm0
	paddb	127(%r11,%rsi), %mm5
	paddb	%mm2, %mm6
	paddb	%mm5, %mm3
	paddb	%mm2, %mm5
	paddb	%mm5, %mm5
	paddd	(%rcx,%r15), %mm7
	paddd	1(%rbp,%r13), %mm0
	paddd	%gs:127(%r15,%rsi,8), %mm2
	paddd	-128(%r11,%rdx), %mm5
	paddd	%mm3, %mm5
	paddd	%mm4, %mm6
	paddd	%mm3, %mm7
	paddd	%mm0, %mm2
	paddq	-2147483648(%r9,%rdi), %mm1
	paddq	-1(%r10), %mm1
	paddq	-129(%r13), %mm3
	paddq	-2147483648(%r15,%r9), %mm2
	paddq	%mm1, %mm6
	paddq	%mm4, %mm1
	paddq	%mm0, %mm3
	paddq	%mm2, %mm3
	paddsb	-128(%rbp), %mm0
	paddsb	1(%rsi), %mm2
	paddsb	%gs:1(%rax,%rcx,4), %mm4
	paddsb	%fs:-1(%r13,%rbx,8), %mm0
	paddsb	%mm0, %mm7
	paddsb	%mm7, %mm4
	paddsb	%mm3, %mm7
	paddsb	%mm1, %mm5
	paddsw	-128(%r11,%r10,8), %mm4
	paddsw	-2147483648(%rdi,%r9,4), %mm2
	paddsw	%fs:127(%rdi,%r9,8), %mm6
	paddsw	%gs:-2147483648(,%rdx), %mm0
	paddsw	%mm7, %mm3
	paddsw	%mm2, %mm3
	paddsw	%mm0, %mm6
	paddsw	%mm0, %mm1
	paddusb	127(%r9,%r13,2), %mm2
	paddusb	%gs:(%r10), %mm7
	paddusb	%gs:127(%rdx), %mm7
	paddusb	-129(%rbp), %mm2
	paddusb	%mm6, %mm5
	paddusb	%mm6, %mm4
	paddusb	%mm0, %mm2
	paddusb	%mm7, %mm3
	paddusw	(%rdx), %mm1
	paddusw	2147483647(%rdi), %mm5
	paddusw	-2147483648(%r15), %mm3
	paddusw	128(%rbp,%r14,2), %mm4
	paddusw	%mm3, %mm1
	paddusw	%mm2, %mm0
	paddusw	%mm3, %mm5
	paddusw	%mm5, %mm6
	paddw	(%r12), %mm6
	paddw	%gs:-1(%rbp,%r11,4), %mm6
	paddw	%gs:-129(%r15), %mm5
	paddw	128, %mm4
	paddw	%mm4, %mm0
	paddw	%mm7, %mm1
	paddw	%mm1, %mm1
	paddw	%mm0, %mm7
	palignr	$1, 0, %mm2
	palignr	$0, 0, %mm2
	palignr	$128, %fs:128(%rsp), %mm2
	palignr	$183, %fs:-1, %mm7
	palignr	$105, %mm3, %mm0
	palignr	$185, %mm2, %mm1
	palignr	$142, %mm4, %mm7
	palignr	$128, %mm0, %mm0
	pandn	%gs:-2147483648(%r14), %mm4
	pandn	(%rsp), %mm6
	pandn	2147483647(%r14,%rsi), %mm5
	pandn	%gs:-129(%rbp,%r11), %mm5
	pandn	%mm5, %mm7
	pandn	%mm2, %mm2
	pandn	%mm5, %mm3
	pandn	%mm7, %mm6
	pand	128(%r12,%rdx,8), %mm3
	pand	1(%r9), %mm4
	pand	1(%r10,%rsi,8), %mm5
	pand	-128(%r13,%r14,2), %mm1
	pand	%mm7, %mm7
	pand	%mm0, %mm2
	pand	%mm4, %mm3
	pand	%mm5, %mm2
	pavgb	127(%rbx,%rsi), %mm0
	pavgb	128(%r9), %mm7
	pavgb	2147483647(%rbp), %mm6
	pavgb	-129(,%r11,2), %mm7
	pavgb	%mm6, %mm3
	pavgb	%mm1, %mm5
	pavgb	%mm2, %mm6
	pavgb	%mm6, %mm2
	pavgw	%fs:-2147483648(%rbp), %mm1
	pavgw	2147483647(,%r8), %mm5
	pavgw	-129(%rsp), %mm3
	pavgw	2147483647(%rsp,%r11,8), %mm2
	pavgw	%mm3, %mm6
	pavgw	%mm6, %mm5
	pavgw	%mm2, %mm5
	pavgw	%mm3, %mm7
	pcmpeqb	128(%rsp,%rsi,2), %mm4
	pcmpeqb	%fs:2147483647(%rsi), %mm0
	pcmpeqb	-1(%r11), %mm4
	pcmpeqb	-128, %mm3
	pcmpeqb	%mm1, %mm6
	pcmpeqb	%mm1, %mm7
	pcmpeqb	%mm7, %mm2
	pcmpeqb	%mm4, %mm1
	pcmpeqd	0, %mm5
	pcmpeqd	1, %mm5
	pcmpeqd	%fs:-129, %mm4
	pcmpeqd	128(%rdi), %mm4
	pcmpeqd	%mm4, %mm5
	pcmpeqd	%mm3, %mm0
	pcmpeqd	%mm7, %mm6
	pcmpeqd	%mm4, %mm6
	pcmpeqw	-129(%rdi), %mm7
	pcmpeqw	-129(%r15), %mm1
	pcmpeqw	-2147483648(%rbx), %mm1
	pcmpeqw	%fs:1(%r8,%rdx,4), %mm2
	pcmpeqw	%mm4, %mm6
	pcmpeqw	%mm0, %mm3
	pcmpeqw	%mm1, %mm0
	pcmpeqw	%mm7, %mm7
	pcmpgtb	-129(%rbx), %mm3
	pcmpgtb	-1(%rsp), %mm3
	pcmpgtb	2147483647(%rip), %mm5
	pcmpgtb	127(%rax,%rdi,8), %mm1
	pcmpgtb	%mm2, %mm7
	pcmpgtb	%mm0, %mm5
	pcmpgtb	%mm1, %mm0
	pcmpgtb	%mm3, %mm1
	pcmpgtd	%gs:-129(%r14,%rcx,2), %mm2
	pcmpgtd	127(%r13), %mm3
	pcmpgtd	%fs:2147483647(%r12), %mm3
	pcmpgtd	-128, %mm7
	pcmpgtd	%mm3, %mm3
	pcmpgtd	%mm1, %mm6
	pcmpgtd	%mm0, %mm7
	pcmpgtd	%mm1, %mm2
	pcmpgtw	%gs:-2147483648(%rdx,%r10,4), %mm3
	pcmpgtw	-2147483648(%r8,%rcx,4), %mm3
	pcmpgtw	-129(%rbx,%r11,2), %mm5
	pcmpgtw	%fs:(%r11), %mm1
	pcmpgtw	%mm6, %mm2
	pcmpgtw	%mm3, %mm7
	pcmpgtw	%mm3, %mm6
	pcmpgtw	%mm7, %mm2
	pextrw	$128, %mm5, %ebp
	pextrw	$20, %mm3, %ebp
	pextrw	$255, %mm3, %r14d
	pextrw	$0, %mm5, %ecx
	phaddd	2147483647(%rsi), %mm7
	phaddd	2147483647(%r9), %mm2
	phaddd	(%rax,%r14,8), %mm7
	phaddd	2147483647(%r15,%rax,2), %mm2
	phaddd	%mm6, %mm4
	phaddd	%mm7, %mm0
	phaddd	%mm7, %mm7
	phaddd	%mm1, %mm5
	phaddsw	-2147483648(%rdi), %mm0
	phaddsw	%gs:(%rdx), %mm3
	phaddsw	1(%rip), %mm2
	phaddsw	127(%rcx,%rcx,4), %mm5
	phaddsw	%mm4, %mm0
	phaddsw	%mm1, %mm6
	phaddsw	%mm1, %mm2
	phaddsw	%mm1, %mm4
	phaddw	128(%r8,%r15,2), %mm3
	phaddw	%gs:-2147483648(%r8,%rcx), %mm0
	phaddw	%gs:128(%r8), %mm3
	phaddw	-2147483648, %mm1
	phaddw	%mm1, %mm4
	phaddw	%mm0, %mm5
	phaddw	%mm5, %mm2
	phaddw	%mm7, %mm5
	phsubd	%fs:2147483647(%rcx,%r9,2), %mm2
	phsubd	2147483647(%r14,%r9), %mm2
	phsubd	128(,%rdx), %mm7
	phsubd	2147483647(%rsi,%rsi,2), %mm6
	phsubd	%mm0, %mm2
	phsubd	%mm7, %mm3
	phsubd	%mm5, %mm0
	phsubd	%mm4, %mm0
	phsubsw	-128(%rip), %mm2
	phsubsw	2147483647(%rbp,%r11,2), %mm6
	phsubsw	%gs:-2147483648(,%r15,2), %mm2
	phsubsw	127(%r8,%r12,2), %mm4
	phsubsw	%mm6, %mm1
	phsubsw	%mm7, %mm1
	phsubsw	%mm1, %mm1
	phsubsw	%mm0, %mm0
	phsubw	%gs:1(%rbx,%rdx,8), %mm2
	phsubw	-1(%r13), %mm1
	phsubw	%fs:-128(%rsp), %mm5
	phsubw	128(%r14), %mm1
	phsubw	%mm1, %mm2
	phsubw	%mm4, %mm4
	phsubw	%mm0, %mm0
	phsubw	%mm7, %mm0
	pinsrw	$192, %gs:-2147483648(%r15), %mm0
	pinsrw	$233, -128(%r10,%rcx), %mm7
	pinsrw	$255, %fs:127(%rbp,%rbx,2), %mm3
	pinsrw	$28, 128(,%rbp), %mm1
	pinsrw	$128, %eax, %mm0
	pinsrw	$255, %ebp, %mm5
	pinsrw	$255, %r12d, %mm4
	pinsrw	$255, %edx, %mm1
	pmaddubsw	2147483647(,%rdx,2), %mm5
	pmaddubsw	-1(%r10), %mm3
	pmaddubsw	%fs:(%rbx,%r15), %mm3
	pmaddubsw	2147483647(%r11), %mm1
	pmaddubsw	%mm2, %mm3
	pmaddubsw	%mm0, %mm7
	pmaddubsw	%mm0, %mm0
	pmaddubsw	%mm0, %mm0
	pmaddwd	127(%rdi,%r11,4), %mm3
	pmaddwd	-129(%rdi,%r11,8), %mm5
	pmaddwd	128(%r10), %mm2
	pmaddwd	-2147483648(%r8,%r9,4), %mm4
	pmaddwd	%mm1, %mm1
	pmaddwd	%mm0, %mm4
	pmaddwd	%mm5, %mm0
	pmaddwd	%mm7, %mm7
	pmaxsw	128(%r14), %mm7
	pmaxsw	127(%rdi), %mm7
	pmaxsw	127(%r9), %mm0
	pmaxsw	%gs:1(%r11), %mm5
	pmaxsw	%mm0, %mm1
	pmaxsw	%mm1, %mm2
	pmaxsw	%mm7, %mm6
	pmaxsw	%mm4, %mm1
	pmaxub	-129(%r12,%rbp,8), %mm6
	pmaxub	%gs:-2147483648(%rax), %mm6
	pmaxub	-129(%rax), %mm1
	pmaxub	127(%rdx), %mm6
	pmaxub	%mm7, %mm5
	pmaxub	%mm4, %mm6
	pmaxub	%mm2, %mm6
	pmaxub	%mm2, %mm1
	pminsw	(%r12,%rax), %mm6
	pminsw	-129(%rbp,%rbp,2), %mm6
	pminsw	-2147483648(%r12,%rdx,4), %mm1
	pminsw	1(%r9,%rsi,8), %mm4
	pminsw	%mm1, %mm5
	pminsw	%mm3, %mm1
	pminsw	%mm5, %mm2
	pminsw	%mm5, %mm0
	pminub	%fs:-2147483648(%rsi), %mm2
	pminub	%gs:127(%rdx,%rbx,2), %mm5
	pminub	-128(%rbp), %mm7
	pminub	1(%r9,%r13,8), %mm4
	pminub	%mm5, %mm2
	pminub	%mm5, %mm7
	pminub	%mm1, %mm1
	pminub	%mm5, %mm2
	pmovmskb	%mm2, %esp
	pmovmskb	%mm4, %ebp
	pmovmskb	%mm2, %ebp
	pmovmskb	%mm2, %r12d
	pmulhrsw	-1(,%rcx,4), %mm3
	pmulhrsw	-2147483648(%rdi), %mm7
	pmulhrsw	2147483647(%r9), %mm6
	pmulhrsw	2147483647(%r11), %mm5
	pmulhrsw	%mm1, %mm7
	pmulhrsw	%mm3, %mm4
	pmulhrsw	%mm0, %mm6
	pmulhrsw	%mm3, %mm7
	pmulhuw	128(%rbp,%r11,4), %mm7
	pmulhuw	-129(,%rsi,4), %mm1
	pmulhuw	%fs:2147483647(%rcx), %mm3
	pmulhuw	127(%rbp), %mm3
	pmulhuw	%mm5, %mm6
	pmulhuw	%mm2, %mm5
	pmulhuw	%mm3, %mm7
	pmulhuw	%mm2, %mm2
	pmulhw	-128(%r12,%r10), %mm2
	pmulhw	-2147483648(%r11,%rbx,8), %mm0
	pmulhw	-1(,%rbp,8), %mm3
	pmulhw	-128(%rsi), %mm2
	pmulhw	%mm1, %mm4
	pmulhw	%mm0, %mm6
	pmulhw	%mm3, %mm3
	pmulhw	%mm0, %mm3
	pmullw	-2147483648(%r9), %mm6
	pmullw	2147483647(%r10,%rsi,2), %mm0
	pmullw	1(%r11,%r12,4), %mm6
	pmullw	%fs:(%rax,%r12,8), %mm7
	pmullw	%mm4, %mm0
	pmullw	%mm0, %mm6
	pmullw	%mm2, %mm5
	pmullw	%mm2, %mm7
	pmuludq	127, %mm6
	pmuludq	-1(%rax), %mm6
	pmuludq	127(%rcx,%r10,2), %mm3
	pmuludq	-2147483648, %mm0
	pmuludq	%mm4, %mm0
	pmuludq	%mm2, %mm1
	pmuludq	%mm0, %mm4
	pmuludq	%mm0, %mm5
	por	%fs:(%rip), %mm1
	por	%fs:127(%rdi), %mm7
	por	-129(%r13,%r14,2), %mm5
	por	(%rbx), %mm4
	por	%mm0, %mm0
	por	%mm6, %mm1
	por	%mm7, %mm7
	por	%mm1, %mm0
	psadbw	128(%rcx,%r9), %mm1
	psadbw	(%r12,%r13,4), %mm5
	psadbw	%gs:128(%rax), %mm7
	psadbw	2147483647(%r15), %mm5
	psadbw	%mm0, %mm3
	psadbw	%mm0, %mm5
	psadbw	%mm2, %mm4
	psadbw	%mm3, %mm3
	pshufb	-129(%rdx), %mm3
	pshufb	-129(%r15,%rcx,2), %mm1
	pshufb	0, %mm4
	pshufb	-129(%rcx,%rcx,2), %mm3
	pshufb	%mm5, %mm3
	pshufb	%mm1, %mm7
	pshufb	%mm2, %mm7
	pshufb	%mm0, %mm7
	pshufw	$128, 2147483647, %mm3
	pshufw	$1, -2147483648(%r8), %mm5
	pshufw	$128, 128(%rbp,%r11), %mm5
	pshufw	$128, 2147483647(%r8), %mm1
	pshufw	$255, %mm1, %mm1
	pshufw	$128, %mm2, %mm6
	pshufw	$233, %mm3, %mm5
	pshufw	$237, %mm6, %mm0
	psignb	-128(%rdx), %mm6
	psignb	%gs:-128(%r9,%rdx,4), %mm2
	psignb	128(,%r11), %mm7
	psignb	%gs:-128(%r11,%r15,8), %mm2
	psignb	%mm7, %mm7
	psignb	%mm1, %mm7
	psignb	%mm3, %mm0
	psignb	%mm0, %mm4
	psignd	-1(,%r12,8), %mm2
	psignd	-2147483648, %mm3
	psignd	-128(%r9,%rax,2), %mm5
	psignd	2147483647(%r15), %mm4
	psignd	%mm7, %mm2
	psignd	%mm0, %mm6
	psignd	%mm7, %mm6
	psignd	%mm0, %mm4
	psignw	-2147483648(,%rdi,2), %mm1
	psignw	128(%rbp,%r11,2), %mm4
	psignw	-1(%r9,%r13,2), %mm3
	psignw	-1(%rbx), %mm4
	psignw	%mm1, %mm2
	psignw	%mm0, %mm4
	psignw	%mm4, %mm5
	psignw	%mm3, %mm7
	pslld	$253, %mm3
	pslld	$87, %mm2
	pslld	$255, %mm4
	pslld	$255, %mm5
	pslld	%fs:-128(%r9), %mm6
	pslld	1(%rbx,%rdx,8), %mm0
	pslld	%gs:128, %mm1
	pslld	1, %mm0
	pslld	%mm1, %mm3
	pslld	%mm5, %mm3
	pslld	%mm6, %mm2
	pslld	%mm4, %mm5
	psllq	$244, %mm4
	psllq	$24, %mm7
	psllq	$255, %mm1
	psllq	$255, %mm4
	psllq	2147483647(%r14), %mm0
	psllq	2147483647(%rsi), %mm6
	psllq	-128(%rcx), %mm7
	psllq	%gs:-2147483648(,%r10), %mm7
	psllq	%mm1, %mm3
	psllq	%mm5, %mm7
	psllq	%mm2, %mm2
	psllq	%mm6, %mm3
	psllw	$128, %mm4
	psllw	$221, %mm1
	psllw	$255, %mm0
	psllw	$185, %mm4
	psllw	2147483647(%rsp), %mm0
	psllw	%gs:2147483647(%rax), %mm0
	psllw	128(%r9), %mm2
	psllw	%fs:-128(%rbx), %mm3
	psllw	%mm2, %mm0
	psllw	%mm5, %mm3
	psllw	%mm7, %mm7
	psllw	%mm7, %mm3
	psrad	$0, %mm2
	psrad	$128, %mm7
	psrad	$128, %mm4
	psrad	$2, %mm7
	psrad	(%rcx), %mm3
	psrad	2147483647(%rdi), %mm5
	psrad	%fs:-129(%rsi,%r13,4), %mm0
	psrad	1(%rip), %mm5
	psrad	%mm1, %mm1
	psrad	%mm7, %mm0
	psrad	%mm7, %mm5
	psrad	%mm5, %mm0
	psraw	$67, %mm6
	psraw	$199, %mm5
	psraw	$255, %mm0
	psraw	$128, %mm6
	psraw	%gs:-2147483648(%r11), %mm1
	psraw	-1(%r15), %mm0
	psraw	%gs:2147483647(%rsi,%r9,8), %mm5
	psraw	128(%r10,%r13), %mm1
	psraw	%mm3, %mm6
	psraw	%mm5, %mm2
	psraw	%mm0, %mm5
	psraw	%mm3, %mm7
	psrld	$194, %mm5
	psrld	$123, %mm3
	psrld	$255, %mm2
	psrld	$255, %mm4
	psrld	1(%r11), %mm6
	psrld	%gs:2147483647(%rdx), %mm7
	psrld	-1(%r8,%rax,4), %mm6
	psrld	1(%r15,%r9,2), %mm5
	psrld	%mm1, %mm4
	psrld	%mm0, %mm5
	psrld	%mm5, %mm2
	psrld	%mm1, %mm2
	psrlq	$255, %mm3
	psrlq	$168, %mm0
	psrlq	$89, %mm3
	psrlq	$255, %mm3
	psrlq	%gs:128(%rcx,%rbx), %mm7
	psrlq	-1(%rsp), %mm4
	psrlq	-128(%rdi,%rdx,2), %mm7
	psrlq	1(%r11), %mm0
	psrlq	%mm6, %mm7
	psrlq	%mm2, %mm0
	psrlq	%mm4, %mm5
	psrlq	%mm3, %mm1
	psrlw	$255, %mm5
	psrlw	$130, %mm3
	psrlw	$141, %mm6
	psrlw	$130, %mm5
	psrlw	(%rbx), %mm1
	psrlw	%fs:127(%r14,%rbx,2), %mm1
	psrlw	-1(%rcx,%rcx,2), %mm6
	psrlw	-1(%r15,%rdi,8), %mm7
	psrlw	%mm3, %mm6
	psrlw	%mm1, %mm0
	psrlw	%mm5, %mm6
	psrlw	%mm7, %mm6
	psubb	%fs:2147483647(%r15), %mm7
	psubb	-1(%r15,%r11,2), %mm5
	psubb	2147483647, %mm0
	psubb	-2147483648(%r11,%r10,2), %mm2
	psubb	%mm7, %mm7
	psubb	%mm4, %mm6
	psubb	%mm2, %mm7
	psubb	%mm6, %mm6
	psubd	-129(%rdx), %mm5
	psubd	127(%rbx,%rax,2), %mm1
	psubd	128(%rdx), %mm0
	psubd	127, %mm5
	psubd	%mm1, %mm5
	psubd	%mm3, %mm0
	psubd	%mm3, %mm7
	psubd	%mm2, %mm4
	psubq	1(%rip), %mm7
	psubq	128(%rsi,%r8,4), %mm4
	psubq	%fs:(%r15,%r9,4), %mm5
	psubq	-2147483648(%rsi,%r14,2), %mm3
	psubq	%mm3, %mm7
	psubq	%mm5, %mm7
	psubq	%mm1, %mm5
	psubq	%mm4, %mm2
	psubsb	127(,%rbx), %mm0
	psubsb	-129(%r8), %mm2
	psubsb	(%r11), %mm6
	psubsb	1(%r14,%rcx,8), %mm1
	psubsb	%mm0, %mm7
	psubsb	%mm5, %mm6
	psubsb	%mm7, %mm5
	psubsb	%mm1, %mm1
	psubsw	127(%rip), %mm6
	psubsw	127, %mm1
	psubsw	128(%r8), %mm7
	psubsw	-128(%r8,%rbx,2), %mm3
	psubsw	%mm7, %mm3
	psubsw	%mm7, %mm2
	psubsw	%mm7, %mm4
	psubsw	%mm3, %mm7
	psubusb	1(%rsi,%r15), %mm6
	psubusb	-2147483648(%rcx,%rax,2), %mm7
	psubusb	-1(%r15,%rbx,8), %mm1
	psubusb	%gs:-1(%rbp), %mm7
	psubusb	%mm6, %mm7
	psubusb	%mm7, %mm3
	psubusb	%mm4, %mm7
	psubusb	%mm7, %mm3
	psubusw	%fs:(%r13,%rdi,8), %mm0
	psubusw	128(%rip), %mm4
	psubusw	-128(%rax,%rax), %mm7
	psubusw	-129(%rdi), %mm0
	psubusw	%mm7, %mm7
	psubusw	%mm6, %mm5
	psubusw	%mm7, %mm7
	psubusw	%mm6, %mm3
	psubw	1(%rax), %mm1
	psubw	128(%r14,%rsi,4), %mm0
	psubw	1(%rip), %mm5
	psubw	0, %mm6
	psubw	%mm0, %mm2
	psubw	%mm5, %mm3
	psubw	%mm7, %mm1
	psubw	%mm0, %mm7
	punpckhbw	-129(%r9), %mm6
	punpckhbw	-128(%rcx), %mm0
	punpckhbw	%fs:1(%r13), %mm6
	punpckhbw	1(%r11), %mm7
	punpckhbw	%mm1, %mm6
	punpckhbw	%mm1, %mm5
	punpckhbw	%mm3, %mm1
	punpckhbw	%mm0, %mm6
	punpckhdq	127(%rdx), %mm5
	punpckhdq	127(%rip), %mm4
	punpckhdq	-128(%r15), %mm6
	punpckhdq	2147483647(%r13), %mm4
	punpckhdq	%mm0, %mm0
	punpckhdq	%mm5, %mm7
	punpckhdq	%mm1, %mm5
	punpckhdq	%mm2, %mm5
	punpckhwd	128(%rax), %mm3
	punpckhwd	-129(%r14), %mm7
	punpckhwd	-128, %mm0
	punpckhwd	-2147483648(%rdx), %mm3
	punpckhwd	%mm4, %mm2
	punpckhwd	%mm2, %mm3
	punpckhwd	%mm4, %mm1
	punpckhwd	%mm2, %mm7
	punpcklbw	%gs:1(%r8,%r11,8), %mm5
	punpcklbw	127(%rdi), %mm1
	punpcklbw	127(%r15,%rdi), %mm6
	punpcklbw	(%rip), %mm5
	punpcklbw	%mm0, %mm6
	punpcklbw	%mm1, %mm0
	punpcklbw	%mm1, %mm3
	punpcklbw	%mm3, %mm2
	punpckldq	%fs:-2147483648(%rdx), %mm1
	punpckldq	1(%r10,%r11,2), %mm7
	punpckldq	%fs:-128, %mm7
	punpckldq	%gs:(%r15), %mm4
	punpckldq	%mm3, %mm2
	punpckldq	%mm1, %mm1
	punpckldq	%mm6, %mm1
	punpckldq	%mm5, %mm2
	punpcklwd	(,%rbp), %mm2
	punpcklwd	128(%r14), %mm3
	punpcklwd	-1(%rdi,%rax,8), %mm6
	punpcklwd	128(%rbp), %mm5
	punpcklwd	%mm6, %mm7
	punpcklwd	%mm0, %mm4
	punpcklwd	%mm6, %mm4
	punpcklwd	%mm3, %mm4
	pxor	-128(%rcx), %mm0
	pxor	(%r13,%rdx,2), %mm2
	pxor	-1(%rbp), %mm0
	pxor	%fs:-129(%r13,%r14,8), %mm1
	pxor	%mm6, %mm0
	pxor	%mm6, %mm6
	pxor	%mm3, %mm2
	pxor	%mm1, %mm5
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
	movabsw	4084088502691504814, %ax
	movabsw	128, %ax
	movabsw	65535, %ax
	movabsw	128, %ax
	movw	$65535, %fs:-129(%r13)
	movw	$-1990, %fs:-129(%rsi)
	movw	$0, %gs:2147483647(%rdi,%r13,8)
	movw	$128, 128
	movw	%r9w, 1(%rsp)
	movw	%si, %fs:(%rbp,%r15,8)
	movw	%r12w, %fs:-1(%rbp)
	movw	%r14w, -1(%r11)
	movw	%ss, %fs:128(%r9)
	movw	%cs, 128(%r13,%rsi)
	movw	%fs, -2147483648(%rcx)
	movw	%fs, 128(%r14,%rbp)
	movabsw	%ax, 7359325460605583941
	movabsw	%ax, 0
	movabsw	%ax, 2147483647
	movabsw	%ax, 4027197837463318774
	movw	$127, %r9w
	movw	$-1, %di
	movw	$65535, %r10w
	movw	$-22697, %sp
	movw	-128(%rsi), %di
	movw	%gs:-1(%rax), %dx
	movw	1, %ax
	movw	127(,%r11,4), %dx
	movw	%r10w, %di
	movw	%cx, %cx
	movw	%sp, %r11w
	movw	%sp, %r8w
	movw	%ds, %r12w
	movw	%cs, %r10w
	movw	%cs, %dx
	movw	%fs, %r12w
	movw	128(%r9), %cs
	movw	1(%rdx,%rcx), %cs
	movw	127(%r11,%r9,4), %ds
	movw	(%r14), %ds
	movabsl	8057141905595882007, %eax
	movabsl	5948264615676172574, %eax
	movabsl	2147483647, %eax
	movabsl	9200340039784144330, %eax
	movl	$-1, %fs:1(%r9,%rdi,8)
	movl	$255, %gs:2147483647(,%rdi,4)
	movl	$0, 127(%rbx)
	movl	$0, -128(%r14)
	movl	%r8d, -128(%rax,%r13)
	movl	%r12d, 1(,%r15,4)
	movl	%esi, (%r14)
	movl	%ebx, (%r13,%r13)
	movabsl	%eax, 2147483647
	movabsl	%eax, 7973738088624016624
	movabsl	%eax, 0
	movabsl	%eax, 2
	movl	$255, %ecx
	movl	$65536, %r14d
	movl	$-1763071877, %r14d
	movl	$2, %r9d
	movl	2147483647(%rip), %ecx
	movl	2147483647(,%r8,4), %ebp
	movl	%gs:-128, %r9d
	movl	%gs:-128(%r14,%rsi,8), %esi
	movl	%r10d, %ebp
	movl	%r10d, %ebx
	movl	%ebx, %r14d
	movl	%esp, %r10d
	movl	%fs, %r11d
	movl	%gs, %r10d
	movl	%fs, %r15d
	movl	%ss, %ebx
	movl	%edx, %fs
	movl	%ecx, %gs
	movl	%r15d, %cs
	movl	%r13d, %gs
	movabsq	6897745592211017561, %rax
	movabsq	2147483647, %rax
	movabsq	4294967295, %rax
	movabsq	6424310317196823091, %rax
	movq	%r9, %cr6
	movq	%r10, %cr4
	movq	%rdi, %cr8
	movq	%r10, %cr12
	movq	%rbp, %dr12
	movq	%r10, %dr2
	movq	%r11, %dr5
	movq	%r8, %dr14
	movq	$65535, -128(%rsp,%rbx,2)
	movq	$1, -129(%rbx,%rsi,2)
	movq	$-1156022361, -2147483648(%r14)
	movq	$-2147483648, 2147483647
	movq	%r9, 1
	movq	%rdx, %fs:-1(,%r8,2)
	movq	%rbx, 1(%rip)
	movq	%r14, 127
	movabsq	%rax, 5583856916562406369
	movabsq	%rax, 2
	movabsq	%rax, 128
	movabsq	%rax, 32768
	movq	%cr10, %r10
	movq	%cr9, %rax
	movq	%cr11, %r15
	movq	%cr1, %rcx
	movq	%dr6, %rdx
	movq	%dr5, %rbp
	movq	%dr1, %r9
	movq	%dr15, %r11
	movabsq	$2147483647, %rcx
	movabsq	$-1, %r15
	movabsq	$127, %rsp
	movabsq	$-9223372036854775808, %r13
	movq	$-1, %r8
	movq	$2147483647, %r11
	movq	$32767, %r14
	movq	$255, %rdx
	movq	2147483647(%r10), %r14
	movq	128(%rbx), %rcx
	movq	-1(%r10,%rdx,2), %rbp
	movq	-128(%rip), %r13
	movq	%r11, %r15
	movq	%rdi, %r9
	movq	%rsi, %r14
	movq	%r12, %r15
	movq	%cs, %rdx
	movq	%ss, %rcx
	movq	%ds, %rsi
	movq	%fs, %r11
	movq	%rsi, %ds
	movq	%rbx, %ds
	movq	%r15, %ss
	movq	%rsp, %cs
	movq	%r14, %xmm6
	movq	%r9, %xmm14
	movq	%rbp, %xmm5
	movq	%rcx, %xmm9
	movabsb	9223372036854775807, %al
	movabsb	2, %al
	movabsb	9223372036854775807, %al
	movabsb	291287642296069176, %al
	movb	$127, 2147483647(%rip)
	movb	$205, (%r12)
	movb	$255, %fs:-128(%rbp,%r9)
	movb	$-128, 127(%r14)
	movb	%r10b, -129(%r8,%r9,2)
	movb	%r10b, 128(,%r14,8)
	movb	%bpl, 1(%r9)
	movb	%r14b, 1(%rdi)
	movabsb	%al, 65535
	movabsb	%al, 256
	movabsb	%al, 879765500806707835
	movabsb	%al, 128
	movb	$255, %r14b
	movb	$-1, %bh
	movb	$255, %bh
	movb	$-128, %al
	movb	%fs:1(%r14), %al
	movb	-1(%rax,%rax), %ch
	movb	-128(%r11), %sil
	movb	128(%rbp), %dl
	movb	%bl, %ah
	movb	%r10b, %dl
	movb	%dh, %bl
	movb	%dh, %ch
	movapd	%xmm4, 127(%r13)
	movapd	%xmm8, -129(%rbp,%rsi,2)
	movapd	%xmm9, 128(%r11,%r13,8)
	movapd	%xmm7, %gs:2147483647(%rcx)
	movapd	-1(%rbp,%rbp,8), %xmm5
	movapd	-1(%rcx), %xmm12
	movapd	(%r13), %xmm3
	movapd	-1(%r11), %xmm3
	movapd	%xmm1, %xmm10
	movapd	%xmm4, %xmm8
	movapd	%xmm2, %xmm1
	movapd	%xmm9, %xmm4
	movapd	%xmm0, %xmm4
	movapd	%xmm10, %xmm12
	movapd	%xmm7, %xmm2
	movapd	%xmm1, %xmm4
	movaps	%xmm1, %fs:-2147483648(%rbp)
	movaps	%xmm11, -2147483648(%rsi,%rbx,2)
	movaps	%xmm11, 127(%rsp,%rcx,4)
	movaps	%xmm5, %gs:2147483647(%rsi,%r15)
	movaps	-128(%r8,%rbx,8), %xmm12
	movaps	-129(%rbp,%rcx,4), %xmm13
	movaps	127(%rip), %xmm8
	movaps	%gs:2147483647(%r15,%r11,8), %xmm8
	movaps	%xmm9, %xmm1
	movaps	%xmm6, %xmm10
	movaps	%xmm3, %xmm6
	movaps	%xmm0, %xmm3
	movaps	%xmm3, %xmm3
	movaps	%xmm7, %xmm11
	movaps	%xmm5, %xmm8
	movaps	%xmm9, %xmm15
	movbew	%bx, %fs:-129(%rdx,%rax,8)
	movbew	%r8w, -1(%r8)
	movbew	%sp, 127(%rip)
	movbew	%dx, 1(%rsi)
	movbew	-128(%r9,%r12,4), %r12w
	movbew	%gs:-128(%r14,%r13), %si
	movbew	127(%r10,%rbx,8), %r10w
	movbew	128(%rip), %cx
	movbel	%r10d, 1(%r8)
	movbel	%ebx, -129(%r13,%rsi,2)
	movbel	%ecx, -128(%r9)
	movbel	%r14d, %gs:1
	movbel	1(,%r15), %ebp
	movbel	2147483647(%rip), %r13d
	movbel	(%rdx), %r13d
	movbel	2147483647(%rsp,%r15,2), %r13d
	movbeq	%rdx, 1(%rcx)
	movbeq	%r8, 128(%rax)
	movbeq	%r9, (%r15,%r11,8)
	movbeq	%r11, %gs:-129(%r11,%rsi,4)
	movbeq	1(%rbp), %r12
	movbeq	128(%rbx,%r13,2), %rdx
	movbeq	1(%rcx,%r11), %rbp
	movbeq	-128(%r14,%rdi,4), %rcx
	movddup	-2147483648(%rdx), %xmm1
	movddup	%gs:127(%rcx), %xmm11
	movddup	1(%rax), %xmm5
	movddup	2147483647(%rdi,%rcx,8), %xmm2
	movddup	%xmm2, %xmm9
	movddup	%xmm3, %xmm10
	movddup	%xmm2, %xmm6
	movddup	%xmm5, %xmm8
	movd	-129(%rcx), %xmm9
	movd	1(%r13,%r13), %xmm10
	movd	128(%r15), %xmm7
	movd	%gs:2147483647(%rsp,%r11,8), %xmm4
	movd	%r13d, %xmm14
	movd	%r9d, %xmm6
	movd	%r14d, %xmm4
	movd	%r8d, %xmm0
	movdir64b	-128(%rdi,%rdx,2), %r11
	movdir64b	-1(%r13), %r9
	movdir64b	-2147483648(%rax), %rsi
	movdir64b	127(%r12,%r9,8), %r8
	movdiri	%r10d, -128(%r13,%rdx,8)
	movdiri	%r10d, 2147483647(%rsi,%r14,8)
	movdiri	%r13d, -1(%r13)
	movdiri	%ebx, 1(%rsi)
	movdiri	%rcx, %fs:-1(%rdi,%rdi,4)
	movdiri	%r14, 1
	movdiri	%rbx, 127(%r14,%r15)
	movdiri	%r14, 128(%rdx)
	movdqa	%xmm6, -2147483648(%r9)
	movdqa	%xmm0, %gs:127(%rax)
	movdqa	%xmm11, -128(,%r14,4)
	movdqa	%xmm12, 128(%rsp,%rcx,8)
	movdqa	-129(%r10), %xmm7
	movdqa	-1(%r14), %xmm3
	movdqa	%gs:2147483647(%rdx), %xmm0
	movdqa	1(%rax), %xmm2
	movdqa	%xmm13, %xmm11
	movdqa	%xmm3, %xmm1
	movdqa	%xmm7, %xmm7
	movdqa	%xmm12, %xmm1
	movdqa	%xmm9, %xmm9
	movdqa	%xmm0, %xmm14
	movdqa	%xmm1, %xmm2
	movdqa	%xmm0, %xmm8
	movdqu	%xmm11, 128(%rdx,%r13)
	movdqu	%xmm9, 2147483647(%r13,%r13,8)
	movdqu	%xmm3, 0
	movdqu	%xmm7, 1(%rdx,%rax,8)
	movdqu	128(%r10), %xmm2
	movdqu	127(%rcx), %xmm1
	movdqu	%gs:127(%r13,%r12,2), %xmm9
	movdqu	(%rsi), %xmm14
	movdqu	%xmm4, %xmm12
	movdqu	%xmm9, %xmm13
	movdqu	%xmm5, %xmm7
	movdqu	%xmm2, %xmm8
	movdqu	%xmm0, %xmm14
	movdqu	%xmm0, %xmm14
	movdqu	%xmm0, %xmm4
	movdqu	%xmm5, %xmm15
	movhlps	%xmm3, %xmm10
	movhlps	%xmm2, %xmm13
	movhlps	%xmm7, %xmm8
	movhlps	%xmm5, %xmm1
	movhpd	%xmm5, 2147483647(%rdx,%rbp,2)
	movhpd	%xmm0, (%rdi)
	movhpd	%xmm8, %gs:127(%r9,%rbp)
	movhpd	%xmm3, 128(%rbx,%r11,8)
	movhpd	-128(%r13), %xmm2
	movhpd	2147483647(%r13), %xmm12
	movhpd	128, %xmm14
	movhpd	128(,%r10,4), %xmm9
	movhps	%xmm8, %gs:127(%r12,%rax)
	movhps	%xmm11, 1(%r9)
	movhps	%xmm14, (%rbp,%r10)
	movhps	%xmm1, (%rsi)
	movhps	(%r14,%rdi,4), %xmm0
	movhps	-129(%rdi,%rbp,8), %xmm15
	movhps	-1(,%r12,2), %xmm5
	movhps	(%r15,%rsi,2), %xmm11
	movlhps	%xmm3, %xmm13
	movlhps	%xmm10, %xmm1
	movlhps	%xmm2, %xmm2
	movlhps	%xmm9, %xmm3
	movlpd	%xmm9, 2147483647(%rdi)
	movlpd	%xmm12, -128(%r13)
	movlpd	%xmm10, -129
	movlpd	%xmm12, -1(%r9,%r10,8)
	movlpd	2147483647(%r15,%r14,2), %xmm9
	movlpd	%gs:127(%r9,%rdi,4), %xmm4
	movlpd	-128(%r11), %xmm14
	movlpd	-128(%rcx), %xmm12
	movlps	%xmm9, 127(%rax,%r9,4)
	movlps	%xmm6, -1(%rdx)
	movlps	%xmm3, %fs:-1(%rsi)
	movlps	%xmm15, 2147483647(%r13)
	movlps	127(%r11,%rdx,2), %xmm1
	movlps	2147483647(%r8), %xmm6
	movlps	%gs:127(,%rcx,2), %xmm7
	movlps	%gs:(%rdx), %xmm8
	movmskpd	%xmm10, %ecx
	movmskpd	%xmm4, %r8d
	movmskpd	%xmm9, %esi
	movmskpd	%xmm2, %ebp
	movmskps	%xmm9, %ebp
	movmskps	%xmm12, %eax
	movmskps	%xmm14, %ebp
	movmskps	%xmm15, %r13d
	movntdqa	-2147483648(%rsi,%r8,2), %xmm13
	movntdqa	128(%rdi), %xmm2
	movntdqa	%fs:-128(%rbp), %xmm6
	movntdqa	-129(%r14,%rdx), %xmm12
	movntdq	%xmm3, %fs:-1(%r9)
	movntdq	%xmm10, %gs:-129(%r15)
	movntdq	%xmm8, 2147483647(%r8,%rbx)
	movntdq	%xmm4, -2147483648(%rbx,%r15)
	movntiq	%r8, 1
	movntiq	%r13, -128(,%r14,2)
	movntiq	%r14, %fs:-1(%rip)
	movntiq	%rcx, -1(%rbp)
	movntil	%ebp, -1(%rcx)
	movntil	%edx, 128(%rcx)
	movntil	%r9d, %gs:1(%r8,%r15,8)
	movntil	%esi, %gs:-2147483648(,%r13,8)
	movntpd	%xmm5, 2147483647
	movntpd	%xmm0, (%rcx)
	movntpd	%xmm2, -2147483648(%rcx)
	movntpd	%xmm15, -2147483648(%r11)
	movntps	%xmm5, -128(%rdx,%r12,2)
	movntps	%xmm4, 128(%r8)
	movntps	%xmm15, %fs:2147483647(%r8)
	movntps	%xmm15, 128(%rip)
	movntsd	%xmm0, %gs:-128(%rax,%r14,2)
	movntsd	%xmm11, (%r15)
	movntsd	%xmm7, -1(%rip)
	movntsd	%xmm9, -2147483648(%r11,%rsi,4)
	movntss	%xmm5, %gs:127(,%rdx)
	movntss	%xmm7, 127(%rdx,%rdx,2)
	movntss	%xmm9, %gs:2147483647(%r15)
	movntss	%xmm6, 1(%rip)
	movd	%xmm2, 127(%rip)
	movd	%xmm2, %gs:-129(%rax,%rdi)
	movd	%xmm4, -128(%r8,%rsi,8)
	movd	%xmm7, 2147483647(%rbp,%r12,4)
	movd	%xmm8, %esi
	movd	%xmm5, %edi
	movd	%xmm12, %r12d
	movd	%xmm13, %ecx
	movq	%xmm13, -129(%rsp)
	movq	%xmm1, (%rax,%r13,2)
	movq	%xmm2, %fs:128(%rsi)
	movq	%xmm5, %gs:128(%rcx,%r15,8)
	movq	%xmm7, %xmm7
	movq	%xmm5, %xmm1
	movq	%xmm3, %xmm15
	movq	%xmm8, %xmm7
	movq	%xmm6, %rax
	movq	%xmm10, %r15
	movq	%xmm0, %r13
	movq	%xmm15, %rbx
	movq	%fs:1(%r11), %xmm4
	movq	%gs:-129(%r14,%r11,8), %xmm13
	movq	-129, %xmm4
	movq	-2147483648(%rbx), %xmm11
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsd	%xmm8, %fs:-128
	movsd	%xmm7, -2147483648(%r13)
	movsd	%xmm1, 128
	movsd	%xmm8, 1(%r8)
	movsd	(%rdi,%r12,8), %xmm15
	movsd	-2147483648(%r12), %xmm7
	movsd	%fs:127(%rsp), %xmm11
	movsd	%gs:127(%rdi), %xmm6
	movsd	%xmm8, %xmm11
	movsd	%xmm1, %xmm7
	movsd	%xmm5, %xmm2
	movsd	%xmm1, %xmm8
	movsd	%xmm0, %xmm9
	movsd	%xmm1, %xmm13
	movsd	%xmm8, %xmm1
	movsd	%xmm3, %xmm14
	movshdup	127(%rsi,%r10,4), %xmm10
	movshdup	2147483647(%rbx,%rax,4), %xmm6
	movshdup	%gs:-128(%rsp,%r8,4), %xmm0
	movshdup	-1(%r14,%r11,4), %xmm10
	movshdup	%xmm1, %xmm15
	movshdup	%xmm2, %xmm1
	movshdup	%xmm2, %xmm1
	movshdup	%xmm15, %xmm4
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsldup	127(%r13), %xmm10
	movsldup	128(%r9,%r9,8), %xmm5
	movsldup	-128(%rax,%r14), %xmm12
	movsldup	%gs:128(%rsp), %xmm3
	movsldup	%xmm13, %xmm0
	movsldup	%xmm9, %xmm9
	movsldup	%xmm0, %xmm4
	movsldup	%xmm4, %xmm9
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movss	%xmm10, 127(%r14)
	movss	%xmm4, %gs:1(%rsi)
	movss	%xmm3, -128(%r15,%r8,8)
	movss	%xmm14, 127(%r9,%r8,4)
	movss	%fs:-128(%r12,%r11), %xmm3
	movss	%fs:-128, %xmm2
	movss	(%r8,%rdx,8), %xmm0
	movss	127(%rsi), %xmm8
	movss	%xmm5, %xmm3
	movss	%xmm13, %xmm1
	movss	%xmm5, %xmm0
	movss	%xmm7, %xmm3
	movss	%xmm4, %xmm11
	movss	%xmm15, %xmm6
	movss	%xmm13, %xmm8
	movss	%xmm9, %xmm12
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsbw	-128(%r10,%r8), %r15w
	movsbw	%gs:128(%r14,%r15,8), %r12w
	movsbw	-1, %r15w
	movsbw	%fs:-1(%rsi,%rax,2), %bp
	movsbw	%r12b, %r13w
	movsbw	%sil, %r8w
	movsbw	%dl, %r15w
	movsbw	%r11b, %si
	movswl	-1(%rbp), %r15d
	movswl	%fs:-129(%r12,%rbx,4), %r9d
	movswl	%fs:-2147483648(%rbp,%r13,4), %r13d
	movswl	1, %r15d
	movsbl	2147483647(%rip), %edi
	movsbl	-2147483648(%r15), %eax
	movsbl	-2147483648(%r15), %edi
	movsbl	(%r8), %r15d
	movswl	%r11w, %edx
	movswl	%r14w, %r14d
	movswl	%r8w, %r15d
	movswl	%si, %r8d
	movsbl	%r13b, %r12d
	movsbl	%r10b, %edx
	movsbl	%bl, %r9d
	movsbl	%ah, %ebp
	movswq	1(%rdi,%rcx), %r10
	movswq	128(%rdx,%rbx,4), %r8
	movswq	-2147483648(%r12), %rbp
	movswq	%gs:127, %r11
	movslq	-1(%r10,%r8), %r10
	movslq	-2147483648(%rbx,%r10), %rdi
	movslq	%fs:(%rsp,%rdi,2), %rdx
	movslq	2147483647(%r10), %r13
	movsbq	-128, %r15
	movsbq	127(%rsp), %rbx
	movsbq	1(%r12), %r9
	movsbq	127(%r13,%rdx), %rbx
	movswq	%sp, %rdi
	movswq	%dx, %rdx
	movswq	%di, %r12
	movswq	%r11w, %rcx
	movslq	%r13d, %rdi
	movslq	%r14d, %rbp
	movslq	%r13d, %rdx
	movslq	%esi, %r8
	movsbq	%al, %r8
	movsbq	%cl, %r12
	movsbq	%spl, %r11
	movsbq	%r10b, %r14
	movupd	%xmm10, -1(%r15)
	movupd	%xmm13, -1(%rsi,%r11,8)
	movupd	%xmm8, %fs:127(%r15,%r9)
	movupd	%xmm15, 127(%rbp,%rbp)
	movupd	128(%r8), %xmm4
	movupd	-129(%rsp), %xmm1
	movupd	%gs:2147483647(%r10,%r15,2), %xmm6
	movupd	(%r8), %xmm6
	movupd	%xmm8, %xmm9
	movupd	%xmm2, %xmm13
	movupd	%xmm10, %xmm3
	movupd	%xmm7, %xmm11
	movupd	%xmm3, %xmm8
	movupd	%xmm5, %xmm11
	movupd	%xmm6, %xmm0
	movupd	%xmm3, %xmm10
	movups	%xmm11, 1(,%rbx,2)
	movups	%xmm6, %gs:2147483647(%r13,%rdi)
	movups	%xmm7, %gs:-1(%rbx,%rax)
	movups	%xmm11, (%r12,%r13)
	movups	%gs:-1(%r8), %xmm11
	movups	%fs:(%r12), %xmm3
	movups	1, %xmm7
	movups	(%r14,%rdi,8), %xmm3
	movups	%xmm15, %xmm15
	movups	%xmm10, %xmm5
	movups	%xmm12, %xmm12
	movups	%xmm1, %xmm13
	movups	%xmm7, %xmm6
	movups	%xmm1, %xmm3
	movups	%xmm7, %xmm0
	movups	%xmm10, %xmm7
	movq	%xmm1, %xmm9
	movq	%xmm11, %xmm2
	movq	%xmm14, %xmm2
	movq	%xmm6, %xmm14
	movzbw	%fs:(%rdx), %r13w
	movzbw	%gs:-129(%rcx), %r8w
	movzbw	2147483647(%r15), %sp
	movzbw	-129(%rsp,%r10), %dx
	movzbw	%r8b, %dx
	movzbw	%r12b, %r12w
	movzbw	%r9b, %r8w
	movzbw	%bl, %r15w
	movzwl	128(%rcx), %r12d
	movzwl	-1(%rdi,%rcx), %esi
	movzwl	-1(%rdx,%r10,8), %r10d
	movzwl	%gs:128(%r8), %r12d
	movzbl	2147483647(%rcx,%r14,2), %esp
	movzbl	-2147483648(%r9), %r11d
	movzbl	%gs:(%rip), %ecx
	movzbl	-2147483648(%r11,%r10,2), %ecx
	movzwl	%r9w, %ebx
	movzwl	%bx, %r8d
	movzwl	%r8w, %r14d
	movzwl	%r11w, %edi
	movzbl	%ah, %ebp
	movzbl	%r15b, %r12d
	movzbl	%bpl, %r12d
	movzbl	%ah, %ebx
	movzwq	2147483647(%rip), %rcx
	movzwq	127(%r9,%r12,8), %r12
	movzwq	127(%r13), %r10
	movzwq	127, %rbx
	movzbq	2147483647(%r9), %r12
	movzbq	%gs:-129(%r10,%r15,2), %r15
	movzbq	-128, %rax
	movzbq	-1(%rbx), %rax
	movzwq	%si, %r9
	movzwq	%bp, %rsi
	movzwq	%r8w, %rsi
	movzwq	%r14w, %r10
	movzbq	%dl, %r13
	movzbq	%r9b, %rsp
	movzbq	%spl, %r11
	movzbq	%dl, %rbx
	mpsadbw	$255, (%r9), %xmm7
	mpsadbw	$189, 128(,%r11,8), %xmm6
	mpsadbw	$255, %gs:128(,%r13,4), %xmm9
	mpsadbw	$209, (%rbx,%rsi,8), %xmm13
	mpsadbw	$128, %xmm11, %xmm15
	mpsadbw	$128, %xmm1, %xmm10
	mpsadbw	$2, %xmm5, %xmm7
	mpsadbw	$128, %xmm15, %xmm13
	mulw	127(%r12)
	mulw	-129(%rip)
	mulw	2147483647(%rsi,%rcx,2)
	mulw	-128(%r10,%rbp,2)
	mulw	%bp
	mulw	%dx
	mulw	%r11w
	mulw	%r9w
	mull	1(%r12,%r11,8)
	mull	128(%rdi,%rbp)
	mull	%gs:-129(%rcx,%r13)
	mull	1(%rax)
	mull	%r8d
	mull	%ebp
	mull	%r12d
	mull	%ecx
	mulq	%fs:2147483647(%r8)
	mulq	2147483647(%r12)
	mulq	-2147483648(%r14,%r8,8)
	mulq	%gs:-128(%rip)
	mulq	%r8
	mulq	%r15
	mulq	%rcx
	mulq	%rsp
	mulb	128(%rip)
	mulb	%gs:2147483647(%rip)
	mulb	%gs:127(%r13,%rsi,2)
	mulb	%gs:128(%rcx,%r15,8)
	mulb	%dh
	mulb	%dl
	mulb	%spl
	mulb	%bh
	mulpd	-2147483648(%rsp), %xmm4
	mulpd	128(%rbx), %xmm14
	mulpd	%fs:1, %xmm6
	mulpd	-128(%r8), %xmm10
	mulpd	%xmm6, %xmm4
	mulpd	%xmm11, %xmm8
	mulpd	%xmm15, %xmm7
	mulpd	%xmm15, %xmm3
	mulps	127(%r12,%r12,2), %xmm14
	mulps	%fs:-2147483648(%r11), %xmm12
	mulps	%gs:128(%r9,%rdi,2), %xmm4
	mulps	128(%rsp,%rbp,2), %xmm4
	mulps	%xmm6, %xmm4
	mulps	%xmm12, %xmm8
	mulps	%xmm14, %xmm7
	mulps	%xmm9, %xmm2
	mulsd	%fs:-1(%rdi), %xmm14
	mulsd	%gs:-1(%rsp), %xmm15
	mulsd	-128(%r15,%rdx,2), %xmm14
	mulsd	-128(%r9), %xmm2
	mulsd	%xmm8, %xmm1
	mulsd	%xmm3, %xmm14
	mulsd	%xmm6, %xmm6
	mulsd	%xmm1, %xmm2
	mulss	%fs:2147483647(%rcx), %xmm11
	mulss	127(%r9,%r14,4), %xmm3
	mulss	1(,%rax,8), %xmm13
	mulss	-2147483648(%rip), %xmm6
	mulss	%xmm9, %xmm11
	mulss	%xmm11, %xmm10
	mulss	%xmm14, %xmm8
	mulss	%xmm13, %xmm9
	mulxl	-1(%rdx,%rbp,4), %r9d, %r14d
	mulxl	-128(,%rax,2), %r10d, %r10d
	mulxl	127(%r10,%rdi,8), %r12d, %r15d
	mulxl	1(%rbp,%r14,2), %ecx, %r13d
	mulxl	%r11d, %r14d, %r12d
	mulxl	%r10d, %r15d, %edi
	mulxl	%ebx, %esi, %r12d
	mulxl	%r15d, %r11d, %r9d
	mulxq	%gs:-128(%rbp,%r13,2), %r8, %r10
	mulxq	(%rax,%r15,4), %r9, %rbp
	mulxq	127(%rdx), %r13, %rbp
	mulxq	-129(%r11), %rbx, %rax
	mulxq	%rax, %r14, %r8
	mulxq	%r12, %rsp, %rsi
	mulxq	%rbx, %r10, %rsp
	mulxq	%r11, %rcx, %rdx
	fmuls	-1(%r11,%rsi,2)
	fmuls	(%rbp)
	fmuls	-2147483648(%r12,%r12)
	fmuls	-2147483648(%rsp,%r12,4)
	fmull	%gs:128(%r9)
	fmull	2147483647(%rcx,%r10,2)
	fmull	-129(%rdi,%rbp,4)
	fmull	-1(,%r9,8)
	fimuls	127(%r15)
	fimuls	(%rdx,%r15)
	fimuls	-2147483648(%rdx,%r13,4)
	fimuls	%fs:1(%r10,%rax,2)
	fimull	-129(%rsi)
	fimull	-1
	fimull	%fs:-2147483648(%r9,%rbp,8)
	fimull	-129(%rbp)
	fmulp	%st, %st(1)
	fmulp	%st, %st(4)
	fmulp	%st, %st(3)
	fmulp	%st, %st(7)
	fmul	%st(2), %st
	fmul	%st(3), %st
	fmul	%st(3), %st
	fmul	%st(7), %st
	fmul	%st, %st(3)
	fmul	%st, %st(2)
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
	negw	%fs:2147483647(%rdi)
	negw	2147483647(%r12,%r14,4)
	negw	127(%r14,%rbp,8)
	negw	-2147483648(%r11,%r15,2)
	negw	%r14w
	negw	%r15w
	negw	%si
	negw	%dx
	negl	2147483647
	negl	(%r10)
	negl	128(%rdx)
	negl	-128(%r14)
	negl	%eax
	negl	%edi
	negl	%eax
	negl	%r10d
	negq	-2147483648(%r12,%rax)
	negq	(%r8)
	negq	1(%r8,%rbp,8)
	negq	127(%rcx)
	negq	%rsi
	negq	%rsi
	negq	%rbp
	negq	%r10
	negb	128(%r14,%r9,8)
	negb	-1(%rax,%rax,4)
	negb	128(%rsp)
	negb	2147483647
	negb	%r8b
	negb	%r15b
	negb	%ah
	negb	%r15b
	nop
	nop
	nop
	nop
	nopl	1(%r11,%rbp,8)
	nopl	-1(%r11)
	nopl	-1(%rdi)
	nopl	(%r14,%r12,2)
	nopl	%ecx
	nopl	%r12d
	nopl	%r9d
	nopl	%ebp
	nopq	1(%rdi,%rdx,2)
	nopq	1(%r11,%r8,4)
	nopq	%fs:1(%r13)
	nopq	-2147483648(%rdx)
	nopq	%rsp
	nopq	%rdx
	nopq	%rdx
	nopq	%r13
	nopw	-1(%rip)
	nopw	-1(%rbx,%r12)
	nopw	-2147483648(%r9,%r14,2)
	nopw	%gs:-129(%r15)
	nopw	%r9w
	nopw	%r14w
	nopw	%si
	nopw	%si
	notw	%fs:(%r12,%rsi,4)
	notw	-1(%r15)
	notw	-1(%r8)
	notw	(,%rbx,2)
	notw	%r15w
	notw	%r12w
	notw	%r10w
	notw	%si
	notl	-1(%rdx)
	notl	%fs:2147483647(%rbx,%r10,8)
	notl	%fs:2147483647(,%r12)
	notl	127(%rbx)
	notl	%r14d
	notl	%r11d
	notl	%r9d
	notl	%eax
	notq	128(%r15)
	notq	-1(%r9)
	notq	1(%rdx)
	notq	(%rax,%rbp,8)
	notq	%rdi
	notq	%r14
	notq	%rbp
	notq	%rdi
	notb	127(,%rdx,4)
	notb	-1(%rbp,%r10)
	notb	%fs:1(%r12)
	notb	-128(%rbx,%r11)
	notb	%r10b
	notb	%r10b
	notb	%bh
	notb	%ah
	orw	$-1, %ax
	orw	$31137, %ax
	orw	$-16364, %ax
	orw	$53908, %ax
	orw	$32768, %gs:-2147483648(%r8,%r15)
	orw	$62613, 127(%rsp,%rdx,8)
	orw	$-32768, -1(%r10)
	orw	$60496, 1(%r9,%r11,8)
	orw	$-128, 128(%r13,%rbx,4)
	orw	$127, -1(%rsi)
	orw	$65535, 1(%r12,%rdx,8)
	orw	$0, -129(%rcx,%r8,2)
	orw	%bp, 127(%r8,%r10)
	orw	%r10w, 1(%r15,%rbp,4)
	orw	%cx, -1(%rbp,%r12)
	orw	%bx, 1(%r14)
	orw	$-10462, %cx
	orw	$24116, %r10w
	orw	$-32768, %di
	orw	$-32668, %ax
	orw	$19, %dx
	orw	$60, %bp
	orw	$0, %sp
	orw	$65535, %r12w
	orw	-1(%rip), %r12w
	orw	%fs:1(%rsp), %r11w
	orw	1, %r10w
	orw	-129(%r8), %r10w
	orw	%r13w, %r15w
	orw	%sp, %dx
	orw	%r11w, %r8w
	orw	%r14w, %r12w
	orl	$-1070620265, %eax
	orl	$4294967295, %eax
	orl	$143151415, %eax
	orl	$2090811918, %eax
	orl	$32768, (%r13,%r11,8)
	orl	$0, (%rsi,%rdx,2)
	orl	$-2147483648, 127(%rbp)
	orl	$128, 2147483647(%rdi,%r10,8)
	orl	$4294967210, %gs:-1(%r15)
	orl	$23, %fs:127(%r13)
	orl	$127, 128(%rdx)
	orl	$4294967180, 127(%rbx)
	orl	%ebx, 127(%rax,%rbp,2)
	orl	%r9d, -1(%rdi,%rbx,2)
	orl	%ebx, -128(%rip)
	orl	%r12d, %gs:-1(%rdi,%rdx)
	orl	$32767, %esi
	orl	$-1, %r10d
	orl	$-129, %ebx
	orl	$2908350661, %ebp
	orl	$4294967254, %r15d
	orl	$4294967295, %ebx
	orl	$-1, %r9d
	orl	$2, %r12d
	orl	-1(%r13), %r14d
	orl	%gs:(%rdi,%rsi,4), %ebx
	orl	1(%rdi), %edx
	orl	2147483647(%rip), %ebp
	orl	%ebp, %ebp
	orl	%r10d, %r9d
	orl	%r12d, %esp
	orl	%r14d, %r8d
	orq	$65535, %rax
	orq	$-1, %rax
	orq	$128, %rax
	orq	$-128, %rax
	orq	$-2147483648, %fs:-2147483648(%rax,%r10,2)
	orq	$2, %gs:-128(,%rbp,8)
	orq	$-2147483648, -128(,%rsi)
	orq	$-1, -128
	orq	$-128, 2147483647(%rax)
	orq	$-29, 2147483647(%rdx,%rax,4)
	orq	$-1, 1(%rbx,%rbp)
	orq	$87, %fs:2147483647(%rbx,%r9,8)
	orq	%rbp, %gs:2147483647(,%r12)
	orq	%r11, 1(%r11,%rcx,8)
	orq	%rsi, -1(%r12,%r9,2)
	orq	%rdx, 2147483647(%rbx)
	orq	$-1176254303, %rax
	orq	$32767, %rax
	orq	$256, %r9
	orq	$2147483647, %rbx
	orq	$2, %r13
	orq	$127, %rax
	orq	$-122, %rbp
	orq	$127, %rsp
	orq	127(%rdx,%rax), %r13
	orq	%fs:-1(%rsp,%r9,2), %r9
	orq	-2147483648(%r8,%rcx,8), %rbp
	orq	%gs:-129(,%r9), %r11
	orq	%rcx, %rsp
	orq	%r15, %r9
	orq	%rbp, %rbp
	orq	%rbx, %rsi
	orb	$127, %al
	orb	$196, %al
	orb	$193, %al
	orb	$127, %al
	orb	$62, %gs:-128(%r9,%r14,4)
	orb	$-128, (%rax,%r8)
	orb	$-128, -128(%rdx)
	orb	$1, -129(%rip)
	orb	%r12b, (%rcx,%r9)
	orb	%ch, %fs:1(%rcx)
	orb	%ch, 128
	orb	%dl, -1(%r12,%rdi)
	orb	$-1, %ch
	orb	$-128, %sil
	orb	$139, %r15b
	orb	$-128, %r15b
	orb	%gs:127(%r14), %r13b
	orb	2147483647(%rcx,%r14,8), %spl
	orb	-128(%rsp), %r15b
	orb	128(%r9), %r13b
	orb	%al, %r9b
	orb	%r13b, %dil
	orb	%bpl, %r11b
	orb	%r8b, %cl
	orpd	-2147483648(%r9), %xmm15
	orpd	%gs:127(%rdi), %xmm5
	orpd	128(%r12,%rsi,2), %xmm4
	orpd	0, %xmm1
	orpd	%xmm2, %xmm8
	orpd	%xmm0, %xmm12
	orpd	%xmm8, %xmm1
	orpd	%xmm12, %xmm5
	orps	1(%r9,%r11), %xmm0
	orps	127(%rbx,%r12,4), %xmm2
	orps	(%r12,%rdi,2), %xmm2
	orps	(%r9,%rsi,8), %xmm0
	orps	%xmm10, %xmm2
	orps	%xmm11, %xmm10
	orps	%xmm14, %xmm11
	orps	%xmm4, %xmm4
	outw	%ax, $140
	outw	%ax, $175
	outw	%ax, $42
	outw	%ax, $245
	outw	%ax, %dx
	outw	%ax, %dx
	outw	%ax, %dx
	outw	%ax, %dx
	outl	%eax, $255
	outl	%eax, $178
	outl	%eax, $255
	outl	%eax, $97
	outl	%eax, %dx
	outl	%eax, %dx
	outl	%eax, %dx
	outl	%eax, %dx
	outb	%al, $0
	outb	%al, $128
	outb	%al, $128
	outb	%al, $246
	outb	%al, %dx
	outb	%al, %dx
	outb	%al, %dx
	outb	%al, %dx
	outsb	(%rsi), %dx
	outsb	(%rsi), %dx
	outsb	(%rsi), %dx
	outsb	(%rsi), %dx
	outsl	(%rsi), %dx
	outsl	(%rsi), %dx
	outsl	(%rsi), %dx
	outsl	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	outsw	(%rsi), %dx
	pabsb	2147483647(%rdx,%rsi,4), %xmm12
	pabsb	(%rcx), %xmm7
	pabsb	%fs:-2147483648(%r10), %xmm5
	pabsb	1(,%r8), %xmm8
	pabsb	%xmm1, %xmm10
	pabsb	%xmm6, %xmm6
	pabsb	%xmm12, %xmm13
	pabsb	%xmm9, %xmm5
	pabsd	-2147483648(%rbp,%r13), %xmm8
	pabsd	%gs:128(%r10), %xmm4
	pabsd	1(%r15,%r13,4), %xmm3
	pabsd	-1(%rdi), %xmm11
	pabsd	%xmm6, %xmm11
	pabsd	%xmm0, %xmm7
	pabsd	%xmm5, %xmm12
	pabsd	%xmm3, %xmm9
	pabsw	-128(%r10,%r8), %xmm10
	pabsw	128(%rbx), %xmm14
	pabsw	-129(%r12,%r9), %xmm10
	pabsw	-128(%r10,%rdi), %xmm10
	pabsw	%xmm7, %xmm15
	pabsw	%xmm10, %xmm8
	pabsw	%xmm14, %xmm12
	pabsw	%xmm2, %xmm0
	packssdw	128(%r12), %xmm2
	packssdw	1(%r10), %xmm2
	packssdw	(%r13,%r14), %xmm11
	packssdw	%gs:-129(%r10), %xmm12
	packssdw	%xmm9, %xmm0
	packssdw	%xmm15, %xmm10
	packssdw	%xmm12, %xmm0
	packssdw	%xmm14, %xmm2
	packsswb	-2147483648(%r14,%r13,8), %xmm1
	packsswb	-2147483648(%r15), %xmm9
	packsswb	1(%rdi,%rbp,4), %xmm7
	packsswb	127(%rax,%rbx,4), %xmm14
	packsswb	%xmm6, %xmm11
	packsswb	%xmm3, %xmm1
	packsswb	%xmm13, %xmm2
	packsswb	%xmm15, %xmm3
	packusdw	-128(%r8), %xmm0
	packusdw	%fs:128(%r10,%r12,4), %xmm5
	packusdw	2147483647(%rdi,%rax,4), %xmm0
	packusdw	2147483647(%r12), %xmm10
	packusdw	%xmm1, %xmm12
	packusdw	%xmm1, %xmm14
	packusdw	%xmm1, %xmm14
	packusdw	%xmm1, %xmm15
	packuswb	%fs:2147483647(%rdi), %xmm12
	packuswb	%fs:(%rsp,%r13,2), %xmm13
	packuswb	-2147483648(%rbp), %xmm14
	packuswb	1(%r15,%r14), %xmm9
	packuswb	%xmm2, %xmm5
	packuswb	%xmm14, %xmm14
	packuswb	%xmm10, %xmm5
	packuswb	%xmm7, %xmm15
	paddb	-2147483648(%rbp,%rbx,4), %xmm8
	paddb	2147483647(%r13,%r15,2), %xmm0
	paddb	-2147483648(%r8), %xmm15
	paddb	%gs:(%rip), %xmm10
	paddb	%xmm11, %xmm0
	paddb	%xmm8, %xmm5
	paddb	%xmm4, %xmm13
	paddb	%xmm5, %xmm13
	paddd	1(%r9,%r15,2), %xmm1
	paddd	128(%rdx,%r10,4), %xmm8
	paddd	-128(%rcx,%rdx,4), %xmm12
	paddd	128(%r12,%r11,2), %xmm12
	paddd	%xmm15, %xmm6
	paddd	%xmm13, %xmm4
	paddd	%xmm13, %xmm5
	paddd	%xmm4, %xmm2
	paddq	128(%r8,%rcx,2), %xmm4
	paddq	128(,%r11,8), %xmm3
	paddq	-2147483648(%rcx), %xmm0
	paddq	(%rdi,%r8,8), %xmm0
	paddq	%xmm5, %xmm8
	paddq	%xmm14, %xmm6
	paddq	%xmm12, %xmm0
	paddq	%xmm12, %xmm2
	paddsb	2147483647(%r8), %xmm13
	paddsb	%gs:127(%rdx), %xmm1
	paddsb	(%rip), %xmm12
	paddsb	-2147483648(%rbx,%rdx), %xmm3
	paddsb	%xmm2, %xmm4
	paddsb	%xmm3, %xmm0
	paddsb	%xmm15, %xmm13
	paddsb	%xmm8, %xmm13
	paddsw	-2147483648(%r14), %xmm9
	paddsw	(%rsi), %xmm11
	paddsw	-128(%r8,%r12,8), %xmm1
	paddsw	-2147483648(%r10,%r10,4), %xmm10
	paddsw	%xmm9, %xmm5
	paddsw	%xmm6, %xmm11
	paddsw	%xmm14, %xmm15
	paddsw	%xmm15, %xmm2
	paddusb	%fs:(%r13,%rcx,8), %xmm10
	paddusb	-1(%rdi), %xmm8
	paddusb	-128(%rsp), %xmm13
	paddusb	-129(%r10,%rax,2), %xmm14
	paddusb	%xmm8, %xmm7
	paddusb	%xmm4, %xmm1
	paddusb	%xmm11, %xmm8
	paddusb	%xmm15, %xmm4
	paddusw	2147483647(%r12,%rdx,2), %xmm5
	paddusw	%fs:-128(%rbp), %xmm8
	paddusw	128(%r11), %xmm14
	paddusw	-129(%rip), %xmm5
	paddusw	%xmm13, %xmm11
	paddusw	%xmm0, %xmm14
	paddusw	%xmm5, %xmm1
	paddusw	%xmm5, %xmm13
	paddw	128(%r8,%r13,8), %xmm12
	paddw	-2147483648(%rbx,%r11), %xmm13
	paddw	%fs:(%rbx), %xmm11
	paddw	-2147483648(%rsp), %xmm14
	paddw	%xmm11, %xmm7
	paddw	%xmm7, %xmm8
	paddw	%xmm5, %xmm9
	paddw	%xmm14, %xmm1
	palignr	$255, 1(%rbx,%r8,8), %xmm12
	palignr	$128, %fs:-1(%rdi), %xmm15
	palignr	$222, -128(%rbx,%rbp), %xmm7
	palignr	$255, -1(%r12,%r11), %xmm2
	palignr	$1, %xmm3, %xmm2
	palignr	$161, %xmm11, %xmm1
	palignr	$2, %xmm1, %xmm2
	palignr	$247, %xmm11, %xmm5
	pandn	1(%r9), %xmm14
	pandn	1(%r14,%rdx,4), %xmm15
	pandn	%gs:-2147483648(%rsp), %xmm13
	pandn	%fs:-1(%r13,%r14), %xmm4
	pandn	%xmm5, %xmm7
	pandn	%xmm13, %xmm9
	pandn	%xmm12, %xmm9
	pandn	%xmm12, %xmm2
	pand	%gs:-1(%r12), %xmm14
	pand	%fs:128(%r14), %xmm5
	pand	%gs:-128, %xmm0
	pand	1, %xmm3
	pand	%xmm2, %xmm7
	pand	%xmm14, %xmm14
	pand	%xmm0, %xmm4
	pand	%xmm0, %xmm8
	pause
	pause
	pause
	pause
	pavgb	%gs:-1(,%r9,4), %xmm3
	pavgb	%gs:128, %xmm11
	pavgb	1(%rsi), %xmm10
	pavgb	-2147483648(%rip), %xmm7
	pavgb	%xmm0, %xmm2
	pavgb	%xmm13, %xmm5
	pavgb	%xmm9, %xmm5
	pavgb	%xmm1, %xmm5
	pavgusb	1(%rbx,%r13,2), %mm0
	pavgusb	-2147483648(%r11), %mm7
	pavgusb	%fs:-2147483648(%r12,%r15,8), %mm2
	pavgusb	%fs:-2147483648(%rsp), %mm7
	pavgusb	%mm4, %mm6
	pavgusb	%mm4, %mm1
	pavgusb	%mm7, %mm2
	pavgusb	%mm0, %mm5
	pavgw	(%r14), %xmm2
	pavgw	%fs:127(%rip), %xmm12
	pavgw	1(%rsp), %xmm6
	pavgw	127(%rbp), %xmm11
	pavgw	%xmm11, %xmm7
	pavgw	%xmm1, %xmm4
	pavgw	%xmm15, %xmm13
	pavgw	%xmm0, %xmm5
	pblendvb	%xmm0, -2147483648(,%rbx), %xmm15
	pblendvb	%xmm0, 127(%r12), %xmm14
	pblendvb	%xmm0, 128(%r12), %xmm5
	pblendvb	%xmm0, %gs:128(%r8), %xmm3
	pblendvb	%xmm0, %xmm14, %xmm10
	pblendvb	%xmm0, %xmm12, %xmm6
	pblendvb	%xmm0, %xmm10, %xmm3
	pblendvb	%xmm0, %xmm8, %xmm6
	pblendw	$1, -129(%r8,%r8), %xmm10
	pblendw	$112, -2147483648(%rcx,%rbx,8), %xmm7
	pblendw	$255, %gs:2147483647(%rsp,%r12,8), %xmm3
	pblendw	$220, -1(%r13,%rdx,4), %xmm2
	pblendw	$1, %xmm5, %xmm3
	pblendw	$69, %xmm7, %xmm7
	pblendw	$255, %xmm8, %xmm0
	pblendw	$255, %xmm6, %xmm10
	pclmulqdq	$13, 127(%rsp,%rbp,2), %xmm7
	pclmulqdq	$255, 127, %xmm4
	pclmulqdq	$128, %gs:-1(%rcx), %xmm15
	pclmulqdq	$128, 128(%r13), %xmm7
	pclmulqdq	$1, %xmm4, %xmm10
	pclmulqdq	$114, %xmm10, %xmm10
	pclmulqdq	$127, %xmm11, %xmm2
	pclmulqdq	$128, %xmm1, %xmm4
	pcmpeqb	1(%rbp), %xmm8
	pcmpeqb	128(%rsi), %xmm11
	pcmpeqb	2147483647(%rcx), %xmm12
	pcmpeqb	2147483647(,%r12,8), %xmm14
	pcmpeqb	%xmm7, %xmm9
	pcmpeqb	%xmm6, %xmm4
	pcmpeqb	%xmm4, %xmm15
	pcmpeqb	%xmm13, %xmm5
	pcmpeqd	%gs:127, %xmm6
	pcmpeqd	%gs:-2147483648(%r9,%r12,4), %xmm14
	pcmpeqd	-128(%r8,%rsi), %xmm1
	pcmpeqd	%gs:(%rsp), %xmm5
	pcmpeqd	%xmm11, %xmm1
	pcmpeqd	%xmm12, %xmm13
	pcmpeqd	%xmm10, %xmm6
	pcmpeqd	%xmm8, %xmm13
	pcmpeqq	%gs:-1(%rsi,%r10,8), %xmm12
	pcmpeqq	-128(%rdi,%r14,2), %xmm13
	pcmpeqq	(%rip), %xmm7
	pcmpeqq	-2147483648(%rip), %xmm5
	pcmpeqq	%xmm15, %xmm8
	pcmpeqq	%xmm11, %xmm1
	pcmpeqq	%xmm7, %xmm10
	pcmpeqq	%xmm11, %xmm11
	pcmpeqw	128, %xmm10
	pcmpeqw	1(%rcx), %xmm7
	pcmpeqw	%gs:(%rdi,%rax,2), %xmm3
	pcmpeqw	(%rdx,%r14), %xmm11
	pcmpeqw	%xmm4, %xmm8
	pcmpeqw	%xmm3, %xmm14
	pcmpeqw	%xmm4, %xmm15
	pcmpeqw	%xmm9, %xmm11
	pcmpestri	$37, %gs:127(%rsi,%rsi,8), %xmm7
	pcmpestri	$255, %fs:128(%r10,%r15,2), %xmm3
	pcmpestri	$0, %gs:2147483647(%rip), %xmm10
	pcmpestri	$255, 2147483647(%rcx,%r9,2), %xmm5
	pcmpestri	$127, %xmm15, %xmm8
	pcmpestri	$36, %xmm5, %xmm4
	pcmpestri	$255, %xmm10, %xmm3
	pcmpestri	$128, %xmm0, %xmm1
	pcmpestrm	$255, %fs:(,%r8,2), %xmm12
	pcmpestrm	$128, -128(%r13), %xmm12
	pcmpestrm	$128, -1(%r14,%rsi,8), %xmm9
	pcmpestrm	$255, %gs:(%r15,%rdi,4), %xmm9
	pcmpestrm	$255, %xmm8, %xmm4
	pcmpestrm	$255, %xmm11, %xmm12
	pcmpestrm	$231, %xmm0, %xmm8
	pcmpestrm	$1, %xmm10, %xmm9
	pcmpgtb	128(%rbp,%rdi,2), %xmm8
	pcmpgtb	-128(%r11), %xmm13
	pcmpgtb	(%rsp,%r13,4), %xmm15
	pcmpgtb	-1(%r15), %xmm3
	pcmpgtb	%xmm11, %xmm5
	pcmpgtb	%xmm4, %xmm1
	pcmpgtb	%xmm11, %xmm3
	pcmpgtb	%xmm6, %xmm14
	pcmpgtd	2147483647(%rsi,%rbx,4), %xmm12
	pcmpgtd	-1, %xmm14
	pcmpgtd	128(,%rbp,8), %xmm5
	pcmpgtd	-129(%rax), %xmm0
	pcmpgtd	%xmm7, %xmm10
	pcmpgtd	%xmm15, %xmm7
	pcmpgtd	%xmm12, %xmm10
	pcmpgtd	%xmm12, %xmm0
	pcmpgtq	128(%r12,%r10,8), %xmm5
	pcmpgtq	128(%rdx), %xmm12
	pcmpgtq	%fs:2147483647(%r8), %xmm7
	pcmpgtq	-129, %xmm6
	pcmpgtq	%xmm13, %xmm4
	pcmpgtq	%xmm1, %xmm14
	pcmpgtq	%xmm13, %xmm2
	pcmpgtq	%xmm8, %xmm12
	pcmpgtw	-1(%r10,%r8,4), %xmm7
	pcmpgtw	%fs:2147483647(%r11), %xmm8
	pcmpgtw	%gs:1(%r12), %xmm14
	pcmpgtw	-129(%r13), %xmm9
	pcmpgtw	%xmm13, %xmm6
	pcmpgtw	%xmm15, %xmm4
	pcmpgtw	%xmm11, %xmm11
	pcmpgtw	%xmm5, %xmm9
	pcmpistri	$128, %fs:-128(%r13,%rdi), %xmm2
	pcmpistri	$115, 128(%r11), %xmm12
	pcmpistri	$85, -2147483648(%rbp), %xmm3
	pcmpistri	$153, (%r13), %xmm2
	pcmpistri	$198, %xmm11, %xmm5
	pcmpistri	$104, %xmm13, %xmm9
	pcmpistri	$255, %xmm5, %xmm4
	pcmpistri	$127, %xmm3, %xmm14
	pcmpistrm	$128, -2147483648(%rcx,%r9,8), %xmm15
	pcmpistrm	$1, %gs:2147483647(%rbx,%r8,8), %xmm12
	pcmpistrm	$127, 128(,%rdx,8), %xmm6
	pcmpistrm	$118, %fs:1(%rdi,%rdx,2), %xmm6
	pcmpistrm	$128, %xmm6, %xmm6
	pcmpistrm	$186, %xmm9, %xmm5
	pcmpistrm	$169, %xmm2, %xmm1
	pcmpistrm	$229, %xmm7, %xmm8
	pconfig
	pconfig
	pconfig
	pconfig
	pdepl	127(,%r11,8), %ebx, %ecx
	pdepl	128(%rsp), %esi, %eax
	pdepl	%fs:-128(%rbx), %esi, %r12d
	pdepl	-1(%rdx,%rax), %r13d, %esi
	pdepl	%r13d, %r10d, %r15d
	pdepl	%ecx, %edx, %r14d
	pdepl	%ebp, %r13d, %r11d
	pdepl	%edi, %r11d, %r10d
	pdepq	-2147483648(%r13), %rcx, %r8
	pdepq	-1(%rip), %r10, %r15
	pdepq	%gs:1(%r13), %rbp, %rax
	pdepq	-1(%rsp,%r9), %rdi, %rcx
	pdepq	%r10, %r15, %r13
	pdepq	%rbp, %rsi, %r8
	pdepq	%r9, %r15, %r9
	pdepq	%rcx, %r8, %rbp
	pextl	%gs:1(%r12,%rax,4), %r10d, %r15d
	pextl	127, %esp, %ecx
	pextl	%fs:-128(%rcx), %ebp, %ecx
	pextl	%fs:-128(%r12), %edi, %edx
	pextl	%ebx, %r8d, %r10d
	pextl	%ebx, %r10d, %r14d
	pextl	%r10d, %ecx, %edi
	pextl	%r9d, %esp, %ebx
	pextq	-1(%rbx,%r11), %rcx, %r11
	pextq	128(%r13), %r12, %rbx
	pextq	(%r13,%r14,8), %rbp, %rdx
	pextq	-2147483648(%rax,%r9,4), %rsi, %rbp
	pextq	%r11, %rax, %rcx
	pextq	%r12, %r10, %r14
	pextq	%r14, %r8, %rax
	pextq	%r11, %r12, %r8
	pextrb	$128, %xmm5, 128(%rsi)
	pextrb	$255, %xmm9, (%rdi,%rbx,2)
	pextrb	$15, %xmm0, -2147483648(%rip)
	pextrb	$111, %xmm6, 127(%r11)
	pextrb	$0, %xmm13, %ebp
	pextrb	$207, %xmm13, %edi
	pextrb	$52, %xmm1, %r13d
	pextrb	$255, %xmm2, %r14d
	pextrd	$11, %xmm0, -2147483648(%rip)
	pextrd	$153, %xmm12, %fs:128(%rbp,%rbp,8)
	pextrd	$1, %xmm5, -129(%rdi)
	pextrd	$171, %xmm0, -128(%r10,%rbp,2)
	pextrd	$128, %xmm4, %r13d
	pextrd	$156, %xmm9, %eax
	pextrd	$127, %xmm12, %esi
	pextrd	$128, %xmm0, %eax
	pextrq	$128, %xmm2, %gs:-129(%r12,%r8,2)
	pextrq	$0, %xmm6, 128(%r12,%r9,8)
	pextrq	$1, %xmm12, -129(%rax,%rbx,4)
	pextrq	$203, %xmm3, %fs:(%rax)
	pextrq	$157, %xmm1, %r8
	pextrq	$145, %xmm5, %r14
	pextrq	$165, %xmm9, %rdx
	pextrq	$0, %xmm4, %r14
	pextrw	$239, %xmm10, -2147483648(%r8)
	pextrw	$56, %xmm1, 1(%rbp)
	pextrw	$255, %xmm6, %gs:-128(%rcx)
	pextrw	$1, %xmm13, (%rip)
	pextrw	$1, %xmm0, %r11d
	pextrw	$80, %xmm6, %r9d
	pextrw	$1, %xmm1, %eax
	pextrw	$1, %xmm6, %r15d
	pf2id	(%r10), %mm1
	pf2id	128, %mm7
	pf2id	%fs:(,%rcx,8), %mm2
	pf2id	-129(%r8), %mm5
	pf2id	%mm0, %mm3
	pf2id	%mm1, %mm4
	pf2id	%mm2, %mm0
	pf2id	%mm4, %mm7
	pf2iw	(%r11), %mm6
	pf2iw	%fs:-129(%r15), %mm3
	pf2iw	%fs:2147483647(%rax), %mm4
	pf2iw	-128(,%r12), %mm1
	pf2iw	%mm4, %mm0
	pf2iw	%mm1, %mm5
	pf2iw	%mm4, %mm5
	pf2iw	%mm3, %mm6
	pfacc	(%rsi,%r10), %mm1
	pfacc	127(%r14), %mm2
	pfacc	-128(%r15), %mm5
	pfacc	-2147483648(%r12), %mm0
	pfacc	%mm2, %mm1
	pfacc	%mm7, %mm0
	pfacc	%mm6, %mm0
	pfacc	%mm3, %mm0
	pfadd	128(%rdx), %mm1
	pfadd	1(%rip), %mm5
	pfadd	%gs:-129(%r10,%r12,8), %mm3
	pfadd	%fs:2147483647(%rsp), %mm4
	pfadd	%mm4, %mm1
	pfadd	%mm0, %mm1
	pfadd	%mm6, %mm7
	pfadd	%mm3, %mm6
	pfcmpeq	-1(%r15), %mm7
	pfcmpeq	-128(%r11), %mm5
	pfcmpeq	128(%rip), %mm0
	pfcmpeq	1(%r12), %mm3
	pfcmpeq	%mm1, %mm3
	pfcmpeq	%mm5, %mm2
	pfcmpeq	%mm1, %mm6
	pfcmpeq	%mm2, %mm2
	pfcmpge	(%r8,%rax,8), %mm5
	pfcmpge	1(%r9), %mm4
	pfcmpge	127(%r9,%r14,2), %mm6
	pfcmpge	-1(%r8), %mm0
	pfcmpge	%mm6, %mm4
	pfcmpge	%mm6, %mm0
	pfcmpge	%mm1, %mm0
	pfcmpge	%mm6, %mm4
	pfcmpgt	-129(%rax), %mm6
	pfcmpgt	-129(%r8), %mm0
	pfcmpgt	2147483647(%rbx,%rax,4), %mm4
	pfcmpgt	-128(%r15), %mm6
	pfcmpgt	%mm4, %mm2
	pfcmpgt	%mm5, %mm6
	pfcmpgt	%mm0, %mm2
	pfcmpgt	%mm4, %mm1
	pfmax	(%rdx,%rbx,4), %mm0
	pfmax	-1(%rdi), %mm3
	pfmax	-128(%rbp), %mm3
	pfmax	2147483647(%rcx,%r12), %mm0
	pfmax	%mm2, %mm3
	pfmax	%mm6, %mm0
	pfmax	%mm7, %mm4
	pfmax	%mm2, %mm6
	pfmin	%gs:-1(%rdi), %mm4
	pfmin	%gs:-129(%rsi), %mm5
	pfmin	%fs:128(%rsp,%r14,8), %mm1
	pfmin	%gs:-1(%rcx), %mm3
	pfmin	%mm1, %mm1
	pfmin	%mm3, %mm1
	pfmin	%mm2, %mm3
	pfmin	%mm7, %mm0
	pfmul	127(%rsp,%r11,4), %mm4
	pfmul	-128(%r13), %mm4
	pfmul	-129(%rdi,%rcx), %mm0
	pfmul	127(%rsp,%r13), %mm3
	pfmul	%mm0, %mm6
	pfmul	%mm7, %mm3
	pfmul	%mm7, %mm2
	pfmul	%mm2, %mm2
	pfnacc	-1(%rbp), %mm4
	pfnacc	-1(%r13), %mm3
	pfnacc	128(%rcx), %mm3
	pfnacc	-129(%r8,%rdi,4), %mm0
	pfnacc	%mm6, %mm5
	pfnacc	%mm5, %mm6
	pfnacc	%mm2, %mm0
	pfnacc	%mm6, %mm6
	pfpnacc	2147483647(%rdx,%rcx), %mm6
	pfpnacc	2147483647(%rbx), %mm4
	pfpnacc	(%rcx), %mm3
	pfpnacc	-1, %mm6
	pfpnacc	%mm0, %mm3
	pfpnacc	%mm6, %mm6
	pfpnacc	%mm6, %mm2
	pfpnacc	%mm6, %mm2
	pfrcpit1	-129(%rsp), %mm5
	pfrcpit1	-1(%r15,%rcx,8), %mm7
	pfrcpit1	%gs:127(%r10), %mm0
	pfrcpit1	-2147483648, %mm0
	pfrcpit1	%mm5, %mm5
	pfrcpit1	%mm3, %mm3
	pfrcpit1	%mm0, %mm6
	pfrcpit1	%mm2, %mm2
	pfrcpit2	-2147483648(%rip), %mm1
	pfrcpit2	-129(%rbx,%rdx,4), %mm6
	pfrcpit2	127, %mm0
	pfrcpit2	(%rdi), %mm7
	pfrcpit2	%mm4, %mm6
	pfrcpit2	%mm6, %mm6
	pfrcpit2	%mm0, %mm0
	pfrcpit2	%mm7, %mm4
	pfrcp	127(%r15,%r13), %mm3
	pfrcp	127(%rcx), %mm7
	pfrcp	1(%rdi,%rax,2), %mm7
	pfrcp	-128(%rsp), %mm6
	pfrcp	%mm0, %mm1
	pfrcp	%mm5, %mm2
	pfrcp	%mm0, %mm5
	pfrcp	%mm0, %mm6
	pfrsqit1	1(%rdi), %mm7
	pfrsqit1	%gs:1(%rdi,%r14,2), %mm7
	pfrsqit1	%gs:-2147483648(%rbp,%rbx), %mm6
	pfrsqit1	-2147483648(%r8,%rcx,2), %mm3
	pfrsqit1	%mm3, %mm0
	pfrsqit1	%mm5, %mm2
	pfrsqit1	%mm0, %mm7
	pfrsqit1	%mm2, %mm6
	pfrsqrt	%gs:-128(%r11,%rax,4), %mm4
	pfrsqrt	%gs:(%r10), %mm2
	pfrsqrt	%gs:-128(%rsp,%r11,2), %mm4
	pfrsqrt	%fs:(%rsi,%r8,8), %mm0
	pfrsqrt	%mm2, %mm6
	pfrsqrt	%mm2, %mm7
	pfrsqrt	%mm2, %mm5
	pfrsqrt	%mm7, %mm7
	pfsubr	%fs:-128(%rsi), %mm6
	pfsubr	(,%r13,4), %mm1
	pfsubr	%fs:2147483647(%rbx), %mm1
	pfsubr	-2147483648(%r14), %mm4
	pfsubr	%mm5, %mm2
	pfsubr	%mm5, %mm0
	pfsubr	%mm0, %mm0
	pfsubr	%mm3, %mm1
	pfsub	%gs:127(%rax,%rcx,8), %mm3
	pfsub	-2147483648(%rip), %mm2
	pfsub	-2147483648(%rip), %mm1
	pfsub	2147483647(%r13,%r14,4), %mm3
	pfsub	%mm6, %mm2
	pfsub	%mm0, %mm1
	pfsub	%mm3, %mm3
	pfsub	%mm5, %mm7
	phaddd	%gs:-128(%r10,%rbx,4), %xmm9
	phaddd	2147483647(%rsp), %xmm9
	phaddd	-2147483648(%r14), %xmm2
	phaddd	128(%rbx,%rdi,2), %xmm3
	phaddd	%xmm8, %xmm9
	phaddd	%xmm14, %xmm5
	phaddd	%xmm9, %xmm8
	phaddd	%xmm15, %xmm2
	phaddsw	-128(%rip), %xmm12
	phaddsw	%gs:128(%r15), %xmm7
	phaddsw	%fs:(%rdx), %xmm3
	phaddsw	%gs:-129(%rbx,%r15,8), %xmm2
	phaddsw	%xmm9, %xmm10
	phaddsw	%xmm6, %xmm5
	phaddsw	%xmm12, %xmm9
	phaddsw	%xmm11, %xmm2
	phaddw	%fs:127, %xmm11
	phaddw	-129(%r11), %xmm14
	phaddw	%gs:128(%r10), %xmm14
	phaddw	-2147483648(%rax,%rbp,8), %xmm11
	phaddw	%xmm0, %xmm3
	phaddw	%xmm11, %xmm4
	phaddw	%xmm0, %xmm8
	phaddw	%xmm8, %xmm9
	phminposuw	(%r15), %xmm2
	phminposuw	-128(%rcx), %xmm5
	phminposuw	127(,%r8,8), %xmm4
	phminposuw	128(%r15,%rbx,4), %xmm14
	phminposuw	%xmm8, %xmm12
	phminposuw	%xmm3, %xmm2
	phminposuw	%xmm2, %xmm2
	phminposuw	%xmm15, %xmm13
	phsubd	-128(%r12), %xmm5
	phsubd	-1(%rax), %xmm2
	phsubd	-129(%rbp,%rdx,4), %xmm14
	phsubd	%fs:127(%r14), %xmm14
	phsubd	%xmm7, %xmm7
	phsubd	%xmm5, %xmm4
	phsubd	%xmm9, %xmm1
	phsubd	%xmm4, %xmm13
	phsubsw	%gs:-2147483648(%rcx), %xmm7
	phsubsw	128(%rsi,%rdx), %xmm8
	phsubsw	-1(%r14,%rsi,4), %xmm0
	phsubsw	-129, %xmm10
	phsubsw	%xmm12, %xmm13
	phsubsw	%xmm10, %xmm1
	phsubsw	%xmm3, %xmm0
	phsubsw	%xmm7, %xmm13
	phsubw	%fs:-1(%rdi), %xmm14
	phsubw	-2147483648(%r10), %xmm15
	phsubw	2147483647(%rip), %xmm11
	phsubw	1(%rbp,%rsi,4), %xmm7
	phsubw	%xmm3, %xmm13
	phsubw	%xmm1, %xmm9
	phsubw	%xmm4, %xmm1
	phsubw	%xmm13, %xmm4
	pi2fd	-129, %mm3
	pi2fd	%fs:128(%rax), %mm7
	pi2fd	-2147483648(%r8), %mm7
	pi2fd	-1(%rbx), %mm7
	pi2fd	%mm3, %mm4
	pi2fd	%mm0, %mm4
	pi2fd	%mm3, %mm1
	pi2fd	%mm4, %mm6
	pi2fw	%fs:2147483647(%rbx,%rdx,4), %mm5
	pi2fw	-2147483648(%rsp,%rcx,2), %mm3
	pi2fw	-1(%rsp), %mm0
	pi2fw	-1(%r12), %mm7
	pi2fw	%mm6, %mm5
	pi2fw	%mm6, %mm2
	pi2fw	%mm7, %mm6
	pi2fw	%mm6, %mm2
	pinsrb	$216, (%r14), %xmm11
	pinsrb	$128, -2147483648, %xmm13
	pinsrb	$93, -1(%r14), %xmm4
	pinsrb	$224, 1(%r14,%rdx,2), %xmm7
	pinsrb	$230, %r12d, %xmm9
	pinsrb	$2, %r12d, %xmm2
	pinsrb	$128, %r9d, %xmm5
	pinsrb	$128, %esp, %xmm9
	pinsrd	$221, %gs:128(%r15,%rsi,2), %xmm2
	pinsrd	$128, %gs:-2147483648(%rax,%rbp,8), %xmm13
	pinsrd	$255, -1(%rbp), %xmm13
	pinsrd	$167, 127(%rcx,%r13,4), %xmm14
	pinsrd	$128, %r13d, %xmm7
	pinsrd	$128, %esi, %xmm1
	pinsrd	$218, %r8d, %xmm10
	pinsrd	$223, %edx, %xmm3
	pinsrq	$52, 0, %xmm14
	pinsrq	$20, 128(,%rdx,8), %xmm7
	pinsrq	$0, -1(%r15), %xmm7
	pinsrq	$69, 128(%r13), %xmm4
	pinsrq	$156, %rsi, %xmm1
	pinsrq	$128, %r13, %xmm12
	pinsrq	$153, %rbx, %xmm8
	pinsrq	$255, %rsp, %xmm10
	pinsrw	$128, %fs:2147483647(%r15,%rbp,4), %xmm6
	pinsrw	$116, (%rip), %xmm12
	pinsrw	$188, 127(%rsi,%r13,8), %xmm10
	pinsrw	$0, 127(%rbx), %xmm1
	pinsrw	$10, %r13d, %xmm11
	pinsrw	$112, %edi, %xmm7
	pinsrw	$128, %r13d, %xmm6
	pinsrw	$1, %ebx, %xmm14
	pmaddubsw	1(%rsi,%r8,8), %xmm2
	pmaddubsw	%fs:2147483647(%r8,%rsi), %xmm12
	pmaddubsw	-1(%rip), %xmm8
	pmaddubsw	-129(%rdx), %xmm5
	pmaddubsw	%xmm9, %xmm6
	pmaddubsw	%xmm9, %xmm12
	pmaddubsw	%xmm5, %xmm11
	pmaddubsw	%xmm0, %xmm0
	pmaddwd	%fs:-2147483648, %xmm2
	pmaddwd	%gs:(%r11,%rsi,4), %xmm8
	pmaddwd	-128(%rsi,%r14,4), %xmm9
	pmaddwd	%gs:127(%rax,%r11,2), %xmm8
	pmaddwd	%xmm3, %xmm8
	pmaddwd	%xmm2, %xmm2
	pmaddwd	%xmm2, %xmm8
	pmaddwd	%xmm12, %xmm0
	pmaxsb	%fs:-128(%rcx,%r8,4), %xmm2
	pmaxsb	2147483647(%rbp), %xmm11
	pmaxsb	-1(%rax), %xmm3
	pmaxsb	128(%rcx), %xmm6
	pmaxsb	%xmm3, %xmm4
	pmaxsb	%xmm15, %xmm0
	pmaxsb	%xmm8, %xmm12
	pmaxsb	%xmm4, %xmm0
	pmaxsd	127(%rcx,%r14,4), %xmm10
	pmaxsd	127(%r13), %xmm14
	pmaxsd	-2147483648(%r11), %xmm3
	pmaxsd	%fs:-1(,%r9), %xmm10
	pmaxsd	%xmm12, %xmm15
	pmaxsd	%xmm14, %xmm9
	pmaxsd	%xmm12, %xmm15
	pmaxsd	%xmm0, %xmm4
	pmaxsw	2147483647, %xmm7
	pmaxsw	-129(%rcx,%rdi,2), %xmm14
	pmaxsw	%gs:-1(%r13), %xmm12
	pmaxsw	-128(%rsp,%r12,8), %xmm15
	pmaxsw	%xmm10, %xmm2
	pmaxsw	%xmm11, %xmm10
	pmaxsw	%xmm15, %xmm4
	pmaxsw	%xmm6, %xmm3
	pmaxub	-128(%rbx), %xmm12
	pmaxub	127(%r10,%rdx,4), %xmm13
	pmaxub	%fs:-1(%r14,%rax,4), %xmm4
	pmaxub	%fs:128(%r13,%rbx,4), %xmm2
	pmaxub	%xmm7, %xmm1
	pmaxub	%xmm15, %xmm15
	pmaxub	%xmm15, %xmm7
	pmaxub	%xmm3, %xmm14
	pmaxud	-1(%r14), %xmm1
	pmaxud	-1(%rdi), %xmm11
	pmaxud	1(%rdi), %xmm5
	pmaxud	127(%rbx,%rdi,4), %xmm9
	pmaxud	%xmm5, %xmm4
	pmaxud	%xmm14, %xmm6
	pmaxud	%xmm5, %xmm2
	pmaxud	%xmm7, %xmm2
	pmaxuw	%gs:-1(%r9), %xmm5
	pmaxuw	0, %xmm4
	pmaxuw	-128(%rip), %xmm13
	pmaxuw	%fs:(%r15), %xmm6
	pmaxuw	%xmm7, %xmm0
	pmaxuw	%xmm8, %xmm11
	pmaxuw	%xmm14, %xmm5
	pmaxuw	%xmm9, %xmm7
	pminsb	127(,%r13,8), %xmm3
	pminsb	-1(%r15,%rbp,8), %xmm14
	pminsb	(,%r9,2), %xmm4
	pminsb	-129(%rbx), %xmm5
	pminsb	%xmm4, %xmm12
	pminsb	%xmm6, %xmm11
	pminsb	%xmm1, %xmm14
	pminsb	%xmm5, %xmm8
	pminsd	-128(%rbx,%rcx,4), %xmm8
	pminsd	1(%rsi), %xmm13
	pminsd	127(%rdi,%rsi,8), %xmm3
	pminsd	%fs:1, %xmm8
	pminsd	%xmm9, %xmm4
	pminsd	%xmm6, %xmm7
	pminsd	%xmm9, %xmm5
	pminsd	%xmm10, %xmm13
	pminsw	2147483647(%r13), %xmm8
	pminsw	-2147483648(%r12), %xmm11
	pminsw	-129(%r15,%r15), %xmm0
	pminsw	-1(%r10,%rax), %xmm10
	pminsw	%xmm11, %xmm10
	pminsw	%xmm5, %xmm3
	pminsw	%xmm0, %xmm8
	pminsw	%xmm15, %xmm9
	pminub	-128(%rdx), %xmm4
	pminub	127(%r10,%r12), %xmm1
	pminub	-2147483648(%r12,%rbp,2), %xmm8
	pminub	-129(%r14), %xmm15
	pminub	%xmm8, %xmm9
	pminub	%xmm12, %xmm0
	pminub	%xmm12, %xmm9
	pminub	%xmm15, %xmm1
	pminud	-128(%rax), %xmm10
	pminud	127(%rsi), %xmm7
	pminud	-1(,%r13,4), %xmm9
	pminud	-129(%r10), %xmm6
	pminud	%xmm4, %xmm11
	pminud	%xmm7, %xmm15
	pminud	%xmm4, %xmm12
	pminud	%xmm9, %xmm5
	pminuw	%gs:-128(,%rax,8), %xmm14
	pminuw	128(%r14,%rcx,2), %xmm4
	pminuw	1(%r14,%rbx), %xmm7
	pminuw	127(%r13), %xmm9
	pminuw	%xmm6, %xmm8
	pminuw	%xmm0, %xmm10
	pminuw	%xmm8, %xmm6
	pminuw	%xmm13, %xmm10
	pmovmskb	%xmm13, %eax
	pmovmskb	%xmm10, %r13d
	pmovmskb	%xmm12, %ebx
	pmovmskb	%xmm10, %r14d
	pmovsxbd	1(%rip), %xmm1
	pmovsxbd	-2147483648(%r8,%r13,4), %xmm9
	pmovsxbd	128(%rbx), %xmm4
	pmovsxbd	-1(%rbx), %xmm1
	pmovsxbd	%xmm6, %xmm9
	pmovsxbd	%xmm3, %xmm13
	pmovsxbd	%xmm8, %xmm11
	pmovsxbd	%xmm10, %xmm10
	pmovsxbq	127, %xmm14
	pmovsxbq	-1(,%rax), %xmm8
	pmovsxbq	-129(,%r14,2), %xmm14
	pmovsxbq	128(%rip), %xmm12
	pmovsxbq	%xmm0, %xmm9
	pmovsxbq	%xmm14, %xmm10
	pmovsxbq	%xmm3, %xmm5
	pmovsxbq	%xmm3, %xmm8
	pmovsxbw	-129(%r14,%rcx,8), %xmm10
	pmovsxbw	127(%r13,%rdi,8), %xmm14
	pmovsxbw	(%rdx,%rbp,8), %xmm1
	pmovsxbw	127(%rsp), %xmm14
	pmovsxbw	%xmm11, %xmm6
	pmovsxbw	%xmm14, %xmm14
	pmovsxbw	%xmm11, %xmm0
	pmovsxbw	%xmm3, %xmm15
	pmovsxdq	127(%r11), %xmm15
	pmovsxdq	127(%r9), %xmm10
	pmovsxdq	128(%r10,%r11,2), %xmm14
	pmovsxdq	127(%r9), %xmm11
	pmovsxdq	%xmm5, %xmm0
	pmovsxdq	%xmm5, %xmm8
	pmovsxdq	%xmm9, %xmm13
	pmovsxdq	%xmm0, %xmm13
	pmovsxwd	-129, %xmm13
	pmovsxwd	128(,%rdx,2), %xmm6
	pmovsxwd	%fs:127(%rax), %xmm15
	pmovsxwd	%gs:-1(%rdx), %xmm12
	pmovsxwd	%xmm4, %xmm4
	pmovsxwd	%xmm13, %xmm5
	pmovsxwd	%xmm2, %xmm3
	pmovsxwd	%xmm11, %xmm14
	pmovsxwq	-1(%rip), %xmm1
	pmovsxwq	-128, %xmm14
	pmovsxwq	%gs:2147483647(%rsi,%r13), %xmm4
	pmovsxwq	-1(%r15), %xmm14
	pmovsxwq	%xmm14, %xmm5
	pmovsxwq	%xmm8, %xmm15
	pmovsxwq	%xmm9, %xmm12
	pmovsxwq	%xmm13, %xmm7
	pmovzxbd	-2147483648(%rcx), %xmm14
	pmovzxbd	-129(%rbp), %xmm4
	pmovzxbd	%fs:-129(%rcx,%rdi,2), %xmm6
	pmovzxbd	%fs:128, %xmm15
	pmovzxbd	%xmm5, %xmm5
	pmovzxbd	%xmm12, %xmm3
	pmovzxbd	%xmm15, %xmm6
	pmovzxbd	%xmm13, %xmm5
	pmovzxbq	2147483647(%r14), %xmm9
	pmovzxbq	-128(%rbx), %xmm5
	pmovzxbq	1(%r10), %xmm1
	pmovzxbq	(%rcx), %xmm5
	pmovzxbq	%xmm0, %xmm11
	pmovzxbq	%xmm3, %xmm2
	pmovzxbq	%xmm5, %xmm5
	pmovzxbq	%xmm14, %xmm1
	pmovzxbw	%gs:-1(%r14), %xmm13
	pmovzxbw	(,%r15,4), %xmm2
	pmovzxbw	128(%rcx), %xmm0
	pmovzxbw	2147483647(%rdx), %xmm4
	pmovzxbw	%xmm6, %xmm15
	pmovzxbw	%xmm1, %xmm10
	pmovzxbw	%xmm9, %xmm4
	pmovzxbw	%xmm7, %xmm9
	pmovzxdq	%gs:(%r9,%r10,4), %xmm12
	pmovzxdq	%fs:1(%r11), %xmm3
	pmovzxdq	%fs:1(%rbp,%rsi,4), %xmm8
	pmovzxdq	127(%rbp), %xmm5
	pmovzxdq	%xmm6, %xmm10
	pmovzxdq	%xmm4, %xmm13
	pmovzxdq	%xmm2, %xmm8
	pmovzxdq	%xmm0, %xmm5
	pmovzxwd	%gs:-1(%r15,%rsi,8), %xmm9
	pmovzxwd	1(%r13,%rax,4), %xmm4
	pmovzxwd	1(%rdi), %xmm11
	pmovzxwd	-128(%rsp), %xmm2
	pmovzxwd	%xmm11, %xmm4
	pmovzxwd	%xmm8, %xmm6
	pmovzxwd	%xmm15, %xmm6
	pmovzxwd	%xmm2, %xmm6
	pmovzxwq	0, %xmm7
	pmovzxwq	%gs:128(,%r12,2), %xmm4
	pmovzxwq	%fs:-1(%rbx,%r13), %xmm14
	pmovzxwq	-1(%r10), %xmm10
	pmovzxwq	%xmm1, %xmm13
	pmovzxwq	%xmm2, %xmm1
	pmovzxwq	%xmm14, %xmm7
	pmovzxwq	%xmm4, %xmm0
	pmuldq	-2147483648(%r13), %xmm5
	pmuldq	%gs:1(%rsp), %xmm3
	pmuldq	%gs:-128(%r13), %xmm0
	pmuldq	2147483647(%r12,%r10,8), %xmm1
	pmuldq	%xmm13, %xmm15
	pmuldq	%xmm12, %xmm13
	pmuldq	%xmm1, %xmm5
	pmuldq	%xmm2, %xmm4
	pmulhrsw	-129(%rcx,%r9), %xmm11
	pmulhrsw	1, %xmm11
	pmulhrsw	2147483647(%r12,%r10,2), %xmm2
	pmulhrsw	2147483647(%r9), %xmm0
	pmulhrsw	%xmm8, %xmm3
	pmulhrsw	%xmm8, %xmm8
	pmulhrsw	%xmm12, %xmm0
	pmulhrsw	%xmm8, %xmm15
	pmulhrw	127(%rax,%rdx,8), %mm3
	pmulhrw	%gs:128(%rip), %mm3
	pmulhrw	-128(%rsp,%r12,8), %mm7
	pmulhrw	-1(%rsi,%r15,8), %mm1
	pmulhrw	%mm7, %mm7
	pmulhrw	%mm2, %mm0
	pmulhrw	%mm2, %mm7
	pmulhrw	%mm0, %mm0
	pmulhuw	(%rdx), %xmm12
	pmulhuw	128, %xmm9
	pmulhuw	-1(%r13,%rax,8), %xmm3
	pmulhuw	127(%r13,%r14,8), %xmm6
	pmulhuw	%xmm14, %xmm11
	pmulhuw	%xmm1, %xmm11
	pmulhuw	%xmm3, %xmm5
	pmulhuw	%xmm4, %xmm13
	pmulhw	-129(%r9), %xmm7
	pmulhw	%fs:2147483647(,%rsi,2), %xmm3
	pmulhw	127(%rbx), %xmm0
	pmulhw	(%r8), %xmm6
	pmulhw	%xmm7, %xmm5
	pmulhw	%xmm2, %xmm11
	pmulhw	%xmm8, %xmm9
	pmulhw	%xmm15, %xmm15
	pmulld	-2147483648(%rsi,%rbx,4), %xmm4
	pmulld	2147483647(%rdi,%r12,2), %xmm13
	pmulld	%fs:127(%rbx,%rbp,2), %xmm13
	pmulld	1(%rsi,%r13,8), %xmm4
	pmulld	%xmm13, %xmm15
	pmulld	%xmm5, %xmm0
	pmulld	%xmm15, %xmm14
	pmulld	%xmm11, %xmm4
	pmullw	-2147483648(%rsi), %xmm1
	pmullw	128(%rsi,%r11,8), %xmm10
	pmullw	-2147483648(%r15), %xmm2
	pmullw	1, %xmm12
	pmullw	%xmm1, %xmm6
	pmullw	%xmm11, %xmm9
	pmullw	%xmm3, %xmm11
	pmullw	%xmm9, %xmm9
	pmuludq	1(%rsp,%rdi,2), %xmm13
	pmuludq	127(%r9,%r10,2), %xmm11
	pmuludq	-129, %xmm10
	pmuludq	128(%r9), %xmm2
	pmuludq	%xmm0, %xmm9
	pmuludq	%xmm9, %xmm14
	pmuludq	%xmm15, %xmm13
	pmuludq	%xmm6, %xmm9
	popw	%cx
	popw	%bp
	popw	%r11w
	popw	%cx
	popw	-128(%r9,%rbx,8)
	popw	-2147483648(%rdx,%rdi,8)
	popw	%fs:-2147483648(%r11,%rbp)
	popw	%fs:127(%r15,%r14)
	popq	%r12
	popq	%r9
	popq	%rsp
	popq	%r11
	popq	-129(%r14)
	popq	-2147483648(%r15)
	popq	1(%r12)
	popq	128(%rdx)
	popcntw	1(%rbx,%r10,2), %r10w
	popcntw	-1(%rip), %r15w
	popcntw	-1(%rcx), %bx
	popcntw	1(%r9,%r14,4), %di
	popcntw	%r10w, %r12w
	popcntw	%r13w, %bx
	popcntw	%sp, %r10w
	popcntw	%ax, %bp
	popcntl	1(%rsi), %r14d
	popcntl	%fs:-2147483648(%rcx,%rdx,8), %r10d
	popcntl	127(%rax), %esi
	popcntl	%gs:128(%rdi), %esi
	popcntl	%r14d, %r9d
	popcntl	%ebx, %edx
	popcntl	%ecx, %ebp
	popcntl	%r13d, %r11d
	popcntq	1(%rsi,%r9,8), %r11
	popcntq	-128(%rcx), %rsp
	popcntq	%fs:128(%rcx,%r13,8), %r15
	popcntq	127(%rsp,%r11), %rsp
	popcntq	%r10, %rdx
	popcntq	%rdi, %rbx
	popcntq	%r13, %rbp
	popcntq	%r14, %rdi
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
	por	%gs:(%rbx), %xmm8
	por	128(%rip), %xmm10
	por	-129(%rip), %xmm7
	por	127(%rax), %xmm6
	por	%xmm8, %xmm4
	por	%xmm12, %xmm11
	por	%xmm4, %xmm4
	por	%xmm14, %xmm10
	prefetch	%gs:2147483647(%r14)
	prefetch	2147483647(%r15,%r8)
	prefetch	%gs:(%r14,%r13)
	prefetch	(%r13)
	prefetchit0	%gs:2147483647(%rip)
	prefetchit0	%gs:-128(%rip)
	prefetchit0	127(%rip)
	prefetchit0	1(%rip)
	prefetchit1	128(%rip)
	prefetchit1	%gs:-128(%rip)
	prefetchit1	%gs:-2147483648(%rip)
	prefetchit1	2147483647(%rip)
	prefetchnta	128(%r15,%r8)
	prefetchnta	%gs:-1(%rax)
	prefetchnta	%gs:-1(,%r9,4)
	prefetchnta	-2147483648(%r12)
	prefetcht0	(%r13)
	prefetcht0	128(%r14,%r14,2)
	prefetcht0	%fs:-129(%rsp)
	prefetcht0	%gs:128(%rdx,%r13,4)
	prefetcht1	128(%rsi)
	prefetcht1	%gs:2147483647(%r11)
	prefetcht1	1(%rcx)
	prefetcht1	%fs:-128(%r9)
	prefetcht2	128(%rsi)
	prefetcht2	1
	prefetcht2	%gs:-1(%rax,%rbp)
	prefetcht2	-129(%r12)
	prefetchw	%fs:127(%r12)
	prefetchw	%gs:-128(%r15)
	prefetchw	-1(%rdi)
	prefetchw	%fs:-129(%rbx,%r10,4)
	prefetchwt1	128(%rdi,%r12,2)
	prefetchwt1	2147483647(%rsp)
	prefetchwt1	-1(%r12)
	prefetchwt1	-1(%rbx,%r10,8)
	psadbw	-128(%r12,%r14), %xmm8
	psadbw	%fs:1(,%r9,8), %xmm13
	psadbw	-2147483648(%rsi,%rbx,2), %xmm8
	psadbw	-128(,%r13,8), %xmm4
	psadbw	%xmm0, %xmm5
	psadbw	%xmm5, %xmm14
	psadbw	%xmm6, %xmm3
	psadbw	%xmm11, %xmm14
	pshufb	2147483647(%rsp), %xmm0
	pshufb	1(%rsp), %xmm14
	pshufb	-128, %xmm4
	pshufb	%gs:-129(%rbp), %xmm7
	pshufb	%xmm13, %xmm15
	pshufb	%xmm11, %xmm11
	pshufb	%xmm2, %xmm12
	pshufb	%xmm4, %xmm3
	pshufd	$1, (%r8), %xmm9
	pshufd	$202, -128(%rsp), %xmm10
	pshufd	$255, 2147483647(%rdi,%r13,2), %xmm10
	pshufd	$110, -2147483648(%r15,%rbp,4), %xmm5
	pshufd	$255, %xmm10, %xmm15
	pshufd	$103, %xmm2, %xmm11
	pshufd	$106, %xmm13, %xmm13
	pshufd	$128, %xmm9, %xmm9
	pshufhw	$244, (%r14), %xmm12
	pshufhw	$128, -2147483648(%r14), %xmm10
	pshufhw	$128, 128(%r15), %xmm1
	pshufhw	$215, %fs:-129(%r14,%r9), %xmm3
	pshufhw	$1, %xmm14, %xmm10
	pshufhw	$186, %xmm5, %xmm9
	pshufhw	$128, %xmm0, %xmm9
	pshufhw	$135, %xmm5, %xmm0
	pshuflw	$224, -2147483648(%rsi), %xmm5
	pshuflw	$255, %fs:128(%rdx,%r14,8), %xmm1
	pshuflw	$255, 2147483647(%rcx), %xmm8
	pshuflw	$188, 128(%r10,%r15,2), %xmm3
	pshuflw	$1, %xmm8, %xmm14
	pshuflw	$245, %xmm6, %xmm2
	pshuflw	$134, %xmm1, %xmm2
	pshuflw	$1, %xmm0, %xmm11
	psignb	%fs:-1, %xmm0
	psignb	%fs:-128(%rax,%r11,4), %xmm3
	psignb	(%rdi), %xmm8
	psignb	1(%r8,%r8,8), %xmm7
	psignb	%xmm12, %xmm9
	psignb	%xmm6, %xmm0
	psignb	%xmm2, %xmm12
	psignb	%xmm5, %xmm14
	psignd	127(,%rbx,4), %xmm3
	psignd	%fs:(%rsi,%rbx,8), %xmm1
	psignd	-1(%r11), %xmm7
	psignd	1(%r8), %xmm12
	psignd	%xmm11, %xmm2
	psignd	%xmm1, %xmm2
	psignd	%xmm7, %xmm2
	psignd	%xmm12, %xmm8
	psignw	-1(%r10,%r14), %xmm12
	psignw	%gs:-2147483648(%rdi), %xmm4
	psignw	128(%r11,%rsi,2), %xmm13
	psignw	%gs:2147483647(%rsi), %xmm0
	psignw	%xmm15, %xmm3
	psignw	%xmm11, %xmm9
	psignw	%xmm7, %xmm0
	psignw	%xmm13, %xmm9
	pslldq	$255, %xmm15
	pslldq	$148, %xmm7
	pslldq	$128, %xmm6
	pslldq	$128, %xmm7
	pslld	$0, %xmm5
	pslld	$15, %xmm8
	pslld	$210, %xmm6
	pslld	$139, %xmm11
	pslld	127(%r13,%rdi,8), %xmm10
	pslld	-128(%rbx,%r10,4), %xmm15
	pslld	%fs:(%rdx), %xmm0
	pslld	2147483647(,%r8,2), %xmm10
	pslld	%xmm12, %xmm13
	pslld	%xmm13, %xmm8
	pslld	%xmm2, %xmm10
	pslld	%xmm0, %xmm1
	psllq	$179, %xmm13
	psllq	$1, %xmm15
	psllq	$255, %xmm8
	psllq	$155, %xmm11
	psllq	%fs:127(%rbp), %xmm2
	psllq	%gs:-129(%rcx), %xmm10
	psllq	128(%r15), %xmm7
	psllq	2147483647(,%rdi), %xmm12
	psllq	%xmm5, %xmm1
	psllq	%xmm5, %xmm10
	psllq	%xmm14, %xmm3
	psllq	%xmm7, %xmm0
	psllw	$144, %xmm11
	psllw	$255, %xmm3
	psllw	$255, %xmm8
	psllw	$2, %xmm0
	psllw	127(%r12,%r13,8), %xmm5
	psllw	-128(%r12), %xmm14
	psllw	-129(%r12,%rbx), %xmm3
	psllw	2147483647(%r8,%rdi,4), %xmm11
	psllw	%xmm7, %xmm1
	psllw	%xmm4, %xmm8
	psllw	%xmm3, %xmm2
	psllw	%xmm6, %xmm13
	psmash
	psmash
	psmash
	psmash
	psrad	$255, %xmm2
	psrad	$128, %xmm5
	psrad	$193, %xmm10
	psrad	$128, %xmm11
	psrad	%gs:2147483647(%r12,%r14,4), %xmm12
	psrad	-128(%rdx,%r14,8), %xmm4
	psrad	%gs:128(%rsi,%rbx,4), %xmm9
	psrad	%fs:-128(%r12), %xmm8
	psrad	%xmm7, %xmm1
	psrad	%xmm1, %xmm6
	psrad	%xmm6, %xmm9
	psrad	%xmm11, %xmm0
	psraw	$116, %xmm15
	psraw	$127, %xmm3
	psraw	$127, %xmm2
	psraw	$216, %xmm2
	psraw	%fs:-128(%r8,%rdx,4), %xmm14
	psraw	-2147483648(%rsp), %xmm0
	psraw	%gs:127(%rcx), %xmm3
	psraw	%fs:-1(%rip), %xmm12
	psraw	%xmm6, %xmm6
	psraw	%xmm3, %xmm6
	psraw	%xmm6, %xmm15
	psraw	%xmm3, %xmm10
	psrldq	$118, %xmm10
	psrldq	$255, %xmm5
	psrldq	$159, %xmm14
	psrldq	$167, %xmm9
	psrld	$1, %xmm13
	psrld	$0, %xmm6
	psrld	$128, %xmm7
	psrld	$2, %xmm5
	psrld	-128(%rsi), %xmm9
	psrld	-1(%rsi), %xmm14
	psrld	-128(%rbp), %xmm3
	psrld	-129(%r12,%rbx), %xmm2
	psrld	%xmm5, %xmm3
	psrld	%xmm5, %xmm14
	psrld	%xmm6, %xmm2
	psrld	%xmm6, %xmm11
	psrlq	$209, %xmm9
	psrlq	$2, %xmm8
	psrlq	$1, %xmm1
	psrlq	$128, %xmm9
	psrlq	-129(%r10), %xmm7
	psrlq	-128(%rbx), %xmm7
	psrlq	2147483647(%rsi,%r12), %xmm11
	psrlq	%fs:-129(,%r11), %xmm12
	psrlq	%xmm7, %xmm9
	psrlq	%xmm6, %xmm1
	psrlq	%xmm8, %xmm1
	psrlq	%xmm12, %xmm15
	psrlw	$128, %xmm5
	psrlw	$255, %xmm1
	psrlw	$145, %xmm5
	psrlw	$255, %xmm1
	psrlw	-129(%r13), %xmm2
	psrlw	1(%rax), %xmm2
	psrlw	%gs:127(%rcx,%r9,2), %xmm5
	psrlw	128(%r8,%r12), %xmm5
	psrlw	%xmm6, %xmm2
	psrlw	%xmm10, %xmm1
	psrlw	%xmm1, %xmm13
	psrlw	%xmm4, %xmm10
	psubb	128(%rbp,%r13,4), %xmm4
	psubb	%fs:-1(%rbp), %xmm13
	psubb	%gs:-129(%rdi), %xmm15
	psubb	-129(,%rdi,2), %xmm11
	psubb	%xmm0, %xmm10
	psubb	%xmm2, %xmm7
	psubb	%xmm10, %xmm6
	psubb	%xmm3, %xmm12
	psubd	-129(%rdi,%r9,8), %xmm6
	psubd	%fs:1(,%rdx,2), %xmm10
	psubd	127(%rbx,%rcx,8), %xmm15
	psubd	-128(%r11,%r13,2), %xmm15
	psubd	%xmm5, %xmm3
	psubd	%xmm15, %xmm8
	psubd	%xmm6, %xmm7
	psubd	%xmm12, %xmm10
	psubq	%fs:1(%rip), %xmm11
	psubq	-1(%rsp), %xmm0
	psubq	128(%rdx), %xmm6
	psubq	-1(%r12,%r8), %xmm4
	psubq	%xmm11, %xmm9
	psubq	%xmm5, %xmm12
	psubq	%xmm15, %xmm2
	psubq	%xmm12, %xmm4
	psubsb	(%rip), %xmm11
	psubsb	2147483647(%r12), %xmm0
	psubsb	2147483647(%r8), %xmm5
	psubsb	-129(%rcx), %xmm6
	psubsb	%xmm1, %xmm12
	psubsb	%xmm0, %xmm3
	psubsb	%xmm9, %xmm1
	psubsb	%xmm10, %xmm14
	psubsw	(%rax), %xmm10
	psubsw	(%rcx), %xmm10
	psubsw	%gs:-129, %xmm10
	psubsw	1(%r8), %xmm6
	psubsw	%xmm3, %xmm8
	psubsw	%xmm6, %xmm15
	psubsw	%xmm6, %xmm4
	psubsw	%xmm15, %xmm7
	psubusb	%gs:(%rsp), %xmm7
	psubusb	-2147483648(%r11), %xmm1
	psubusb	%fs:128(%rsi,%r14,2), %xmm13
	psubusb	%gs:-2147483648(,%r11), %xmm14
	psubusb	%xmm3, %xmm12
	psubusb	%xmm0, %xmm7
	psubusb	%xmm13, %xmm5
	psubusb	%xmm12, %xmm7
	psubusw	2147483647(%r10), %xmm6
	psubusw	-1(%r9), %xmm1
	psubusw	(%rsi,%rax,2), %xmm1
	psubusw	-2147483648(%rdi,%r15,8), %xmm10
	psubusw	%xmm12, %xmm7
	psubusw	%xmm5, %xmm5
	psubusw	%xmm5, %xmm14
	psubusw	%xmm8, %xmm12
	psubw	%fs:2147483647(%rcx), %xmm4
	psubw	2147483647(%rip), %xmm4
	psubw	-1(%r14,%r11,8), %xmm5
	psubw	-1(%rip), %xmm8
	psubw	%xmm7, %xmm6
	psubw	%xmm12, %xmm4
	psubw	%xmm13, %xmm4
	psubw	%xmm6, %xmm8
	pswapd	%fs:-1(%rdx,%r11), %mm4
	pswapd	1(%rsp), %mm3
	pswapd	-1(%rdi), %mm7
	pswapd	%fs:-129(%r15,%r11,2), %mm3
	pswapd	%mm0, %mm1
	pswapd	%mm4, %mm3
	pswapd	%mm0, %mm5
	pswapd	%mm1, %mm1
	ptest	%fs:-1(%rsp), %xmm9
	ptest	%fs:-128(%r8,%r15), %xmm11
	ptest	-1(%r14,%r10,4), %xmm4
	ptest	-1(%r8), %xmm9
	ptest	%xmm4, %xmm10
	ptest	%xmm2, %xmm4
	ptest	%xmm1, %xmm10
	ptest	%xmm8, %xmm8
	ptwriteq	-1(%r12)
	ptwriteq	127(%rbp,%rax,2)
	ptwriteq	1(%rbp)
	ptwriteq	-2147483648(%r10)
	ptwriteq	%rbx
	ptwriteq	%r13
	ptwriteq	%r14
	ptwriteq	%r8
	ptwritel	127(%rip)
	ptwritel	-2147483648(%rbp)
	ptwritel	-2147483648(%rsi)
	ptwritel	127(%r9)
	ptwritel	%r13d
	ptwritel	%edx
	ptwritel	%r8d
	ptwritel	%esi
	punpckhbw	-2147483648(%r8), %xmm12
	punpckhbw	%gs:1(%r13,%rsi,8), %xmm7
	punpckhbw	128(%rax), %xmm8
	punpckhbw	-128(,%r12,8), %xmm11
	punpckhbw	%xmm10, %xmm12
	punpckhbw	%xmm5, %xmm9
	punpckhbw	%xmm8, %xmm0
	punpckhbw	%xmm7, %xmm13
	punpckhdq	%gs:-1(%r11,%r14,4), %xmm4
	punpckhdq	-129(%r11,%r15), %xmm0
	punpckhdq	%fs:-128(%rdi), %xmm0
	punpckhdq	2147483647(%rdx,%rbx,4), %xmm10
	punpckhdq	%xmm7, %xmm14
	punpckhdq	%xmm3, %xmm3
	punpckhdq	%xmm4, %xmm15
	punpckhdq	%xmm13, %xmm15
	punpckhqdq	%gs:1(%rsi), %xmm10
	punpckhqdq	%fs:-2147483648(%rax), %xmm14
	punpckhqdq	128(%rdx), %xmm1
	punpckhqdq	%gs:-2147483648(%r11,%rdx), %xmm3
	punpckhqdq	%xmm1, %xmm6
	punpckhqdq	%xmm14, %xmm12
	punpckhqdq	%xmm11, %xmm0
	punpckhqdq	%xmm4, %xmm7
	punpckhwd	(,%rax,8), %xmm5
	punpckhwd	-128(%r10), %xmm3
	punpckhwd	2147483647(%r15), %xmm7
	punpckhwd	-129(%rip), %xmm12
	punpckhwd	%xmm9, %xmm12
	punpckhwd	%xmm5, %xmm7
	punpckhwd	%xmm6, %xmm5
	punpckhwd	%xmm1, %xmm6
	punpcklbw	-128(%rdx), %xmm10
	punpcklbw	-128(%rip), %xmm15
	punpcklbw	-129(%r13,%r9,4), %xmm8
	punpcklbw	-1(%rdi,%rbx,8), %xmm15
	punpcklbw	%xmm15, %xmm15
	punpcklbw	%xmm3, %xmm3
	punpcklbw	%xmm8, %xmm10
	punpcklbw	%xmm4, %xmm1
	punpckldq	%fs:-129(%r8,%r10), %xmm7
	punpckldq	(%r15), %xmm14
	punpckldq	2147483647(%rcx), %xmm9
	punpckldq	128(%r15), %xmm14
	punpckldq	%xmm4, %xmm15
	punpckldq	%xmm7, %xmm9
	punpckldq	%xmm15, %xmm5
	punpckldq	%xmm8, %xmm0
	punpcklqdq	-128(%r15,%r10,2), %xmm10
	punpcklqdq	%gs:128(%rbx,%rbx), %xmm14
	punpcklqdq	127(%r12,%rcx,2), %xmm2
	punpcklqdq	(%r15,%r8), %xmm4
	punpcklqdq	%xmm3, %xmm4
	punpcklqdq	%xmm10, %xmm13
	punpcklqdq	%xmm11, %xmm15
	punpcklqdq	%xmm12, %xmm2
	punpcklwd	2147483647(%rcx), %xmm6
	punpcklwd	-128(%r10), %xmm9
	punpcklwd	1(%r10), %xmm10
	punpcklwd	-129, %xmm12
	punpcklwd	%xmm14, %xmm13
	punpcklwd	%xmm4, %xmm11
	punpcklwd	%xmm5, %xmm4
	punpcklwd	%xmm4, %xmm8
	pushw	$-128
	pushw	$-6
	pushw	$65408
	pushw	$0
	pushw	%ax
	pushw	%cx
	pushw	%sp
	pushw	%dx
	pushw	127(%r15,%rsi,4)
	pushw	2147483647(%rcx)
	pushw	1(%rbx)
	pushw	-2147483648(%r14)
	pushq	$-2147483648
	pushq	$1136581861
	pushq	$-31097561
	pushq	$1
	pushq	$127
	pushq	$127
	pushq	$37
	pushq	$-102
	pushq	%r14
	pushq	%r9
	pushq	%rbp
	pushq	%rcx
	pushq	%fs:2147483647
	pushq	%fs:128(%r8)
	pushq	1(%rdx,%rax,4)
	pushq	-1(%rsi)
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
	pushw	$-128
	pushw	$47779
	pushw	$32767
	pvalidate
	pvalidate
	pvalidate
	pvalidate
	pxor	2147483647(%rip), %xmm2
	pxor	%gs:-1(%rip), %xmm1
	pxor	2147483647(%rdx), %xmm3
	pxor	-1(%r10), %xmm5
	pxor	%xmm6, %xmm6
	pxor	%xmm1, %xmm3
	pxor	%xmm6, %xmm15
	pxor	%xmm8, %xmm12
	rclw	-2147483648(%rsi,%r11)
	rclw	-1(%r8,%r13,4)
	rclw	-1(%rbx)
	rclw	(%r11,%rbp,4)
	rclw	%cl, -129(%r15)
	rclw	%cl, 2147483647(%rbp)
	rclw	%cl, 128(%rip)
	rclw	%cl, -129(%r11,%r8,4)
	rclw	$255, -1(%r11)
	rclw	$241, %gs:-129(%rax,%r12,8)
	rclw	$0, -2147483648
	rclw	$144, -2147483648(%rbx,%rbp,2)
	rclw	%r8w
	rclw	%bp
	rclw	%r11w
	rclw	%ax
	rclw	%cl, %r12w
	rclw	%cl, %bx
	rclw	%cl, %r9w
	rclw	%cl, %r8w
	rclw	$32, %r8w
	rclw	$215, %r12w
	rclw	$206, %di
	rclw	$127, %cx
	rcll	(%r15)
	rcll	-2147483648(%r8,%r15,8)
	rcll	1
	rcll	128(%rdx,%rcx)
	rcll	%cl, -1(%r13,%rdx,2)
	rcll	%cl, %fs:-2147483648(%rax,%rcx,2)
	rcll	%cl, 128(,%r9,8)
	rcll	%cl, -128(%rbx,%r15)
	rcll	$0, %gs:-2147483648
	rcll	$211, %gs:1(%r11,%r13,2)
	rcll	$255, (%r10,%r13)
	rcll	$234, (%r13)
	rcll	%r8d
	rcll	%r13d
	rcll	%ecx
	rcll	%r9d
	rcll	%cl, %r11d
	rcll	%cl, %r13d
	rcll	%cl, %ebp
	rcll	%cl, %ebx
	rcll	$255, %edi
	rcll	$177, %r11d
	rcll	$2, %r9d
	rcll	$129, %edx
	rclq	2147483647
	rclq	1(,%r8)
	rclq	-128(%r13,%r10,2)
	rclq	(%r9)
	rclq	%cl, -129(%r15)
	rclq	%cl, %gs:-1(%rsp,%r15,4)
	rclq	%cl, 128(%r12)
	rclq	%cl, -2147483648(%rip)
	rclq	$2, -128(%r14,%r10,4)
	rclq	$109, %gs:127
	rclq	$0, 128(%rsi)
	rclq	$234, (%r14,%rdx,4)
	rclq	%r13
	rclq	%rbp
	rclq	%r8
	rclq	%r11
	rclq	%cl, %r12
	rclq	%cl, %rsp
	rclq	%cl, %rbp
	rclq	%cl, %r10
	rclq	$248, %rsi
	rclq	$255, %rbx
	rclq	$148, %r15
	rclq	$0, %rbp
	rclb	%gs:128(%rbx)
	rclb	%fs:-129(%rdi)
	rclb	(%r13,%rdi)
	rclb	%fs:-128(%r9,%r14,8)
	rclb	%cl, %gs:(%rip)
	rclb	%cl, -1(%rcx)
	rclb	%cl, 128(%r13,%rdi,8)
	rclb	%cl, 2147483647(%r8,%r10,8)
	rclb	$255, 128(%r8)
	rclb	$2, -129(%r10,%rbp,4)
	rclb	$47, -128(%r15)
	rclb	$36, %fs:128(%r10,%rdi)
	rclb	%r12b
	rclb	%bh
	rclb	%r11b
	rclb	%ah
	rclb	%cl, %r15b
	rclb	%cl, %r10b
	rclb	%cl, %r13b
	rclb	%cl, %r9b
	rclb	$188, %r14b
	rclb	$255, %r9b
	rclb	$255, %ah
	rclb	$61, %al
	rcpps	128(%r15,%r15), %xmm5
	rcpps	%fs:-1(%rbx,%r15,2), %xmm11
	rcpps	1(%rbp,%r10,2), %xmm11
	rcpps	%fs:1(%r14), %xmm6
	rcpps	%xmm1, %xmm12
	rcpps	%xmm4, %xmm15
	rcpps	%xmm8, %xmm15
	rcpps	%xmm13, %xmm5
	rcpss	-128(%r15,%r8,8), %xmm1
	rcpss	-129(%r9), %xmm13
	rcpss	128(%r15,%rbp,4), %xmm13
	rcpss	%gs:127(%rip), %xmm0
	rcpss	%xmm7, %xmm8
	rcpss	%xmm0, %xmm14
	rcpss	%xmm9, %xmm15
	rcpss	%xmm2, %xmm1
	rcrw	-2147483648(%rbp)
	rcrw	-128(%rip)
	rcrw	%fs:1(%rsp,%r8,8)
	rcrw	1(%rax)
	rcrw	%cl, -129(%r14,%rsi,2)
	rcrw	%cl, %gs:-1(%rsp,%rsi)
	rcrw	%cl, %fs:128(%rcx)
	rcrw	%cl, %fs:128(%r15,%rbp,2)
	rcrw	$127, -1(,%rbp,4)
	rcrw	$202, -129(%rbp,%rbp)
	rcrw	$0, %fs:128(%r13,%r12)
	rcrw	$2, 128(%r10)
	rcrw	%bx
	rcrw	%r12w
	rcrw	%r14w
	rcrw	%bx
	rcrw	%cl, %cx
	rcrw	%cl, %r11w
	rcrw	%cl, %r15w
	rcrw	%cl, %ax
	rcrw	$255, %bx
	rcrw	$0, %r14w
	rcrw	$255, %r11w
	rcrw	$120, %sp
	rcrl	%fs:1(%r14,%r9,2)
	rcrl	-128(%r15,%r12,4)
	rcrl	1(%rcx,%r8,2)
	rcrl	(%r14,%r13,4)
	rcrl	%cl, 1(%rbx)
	rcrl	%cl, -129(%r10,%r15,2)
	rcrl	%cl, -128(%r10)
	rcrl	%cl, %gs:128(%r8)
	rcrl	$161, -1(%rcx)
	rcrl	$255, %fs:128(%rcx)
	rcrl	$255, -128(%r11,%rbp,4)
	rcrl	$3, 128(%rsp)
	rcrl	%ebp
	rcrl	%ebp
	rcrl	%esi
	rcrl	%r15d
	rcrl	%cl, %r9d
	rcrl	%cl, %r15d
	rcrl	%cl, %r10d
	rcrl	%cl, %r9d
	rcrl	$0, %ecx
	rcrl	$255, %r15d
	rcrl	$2, %ebp
	rcrl	$177, %r10d
	rcrq	%gs:-1(%r13)
	rcrq	-1(%r10)
	rcrq	128(%rcx)
	rcrq	128(%r14)
	rcrq	%cl, 2147483647(%r9,%r13,2)
	rcrq	%cl, -1(%r13,%rsi)
	rcrq	%cl, 1(%rax,%rbp)
	rcrq	%cl, %gs:-128(%rcx)
	rcrq	$0, 128(,%r10,8)
	rcrq	$0, 128
	rcrq	$255, %fs:(%rbp,%r11,4)
	rcrq	$117, -1(%rax,%r8)
	rcrq	%rax
	rcrq	%r13
	rcrq	%rcx
	rcrq	%r8
	rcrq	%cl, %r9
	rcrq	%cl, %r15
	rcrq	%cl, %r10
	rcrq	%cl, %rdi
	rcrq	$255, %r15
	rcrq	$2, %rsi
	rcrq	$2, %r11
	rcrq	$138, %r11
	rcrb	1(%r13,%r10,4)
	rcrb	-128(%r14)
	rcrb	128(%r9,%rbp)
	rcrb	127(%rip)
	rcrb	%cl, 128(%rcx)
	rcrb	%cl, -129(%r15)
	rcrb	%cl, -2147483648(%r13)
	rcrb	%cl, -128(%r14,%r10,2)
	rcrb	$2, -1(%r9)
	rcrb	$0, 127(%r11)
	rcrb	$0, 127(%rbx,%rax)
	rcrb	$255, (%r15)
	rcrb	%r11b
	rcrb	%bpl
	rcrb	%r9b
	rcrb	%r9b
	rcrb	%cl, %ch
	rcrb	%cl, %r12b
	rcrb	%cl, %r8b
	rcrb	%cl, %r14b
	rcrb	$0, %ah
	rcrb	$37, %al
	rcrb	$148, %sil
	rcrb	$137, %r12b
	rdfsbasel	%r11d
	rdfsbasel	%r14d
	rdfsbasel	%r9d
	rdfsbasel	%r14d
	rdfsbaseq	%rbx
	rdfsbaseq	%r12
	rdfsbaseq	%rbp
	rdfsbaseq	%rcx
	rdgsbasel	%ebp
	rdgsbasel	%ecx
	rdgsbasel	%ecx
	rdgsbasel	%esi
	rdgsbaseq	%r12
	rdgsbaseq	%r11
	rdgsbaseq	%r15
	rdgsbaseq	%rsi
	rdmsr
	rdmsr
	rdmsr
	rdmsr
	rdmsrlist
	rdmsrlist
	rdmsrlist
	rdmsrlist
	rdpid	%rbx
	rdpid	%rbp
	rdpid	%rbx
	rdpid	%r10
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
	rdrandw	%r13w
	rdrandw	%r15w
	rdrandw	%r11w
	rdrandw	%r10w
	rdrandl	%r15d
	rdrandl	%edi
	rdrandl	%ebp
	rdrandl	%edx
	rdrandq	%rcx
	rdrandq	%r14
	rdrandq	%rcx
	rdrandq	%r8
	rdseedw	%r10w
	rdseedw	%r11w
	rdseedw	%r8w
	rdseedw	%ax
	rdseedl	%r14d
	rdseedl	%r12d
	rdseedl	%eax
	rdseedl	%r14d
	rdseedq	%rax
	rdseedq	%r13
	rdseedq	%r11
	rdseedq	%rbx
	rdsspd	%r12d
	rdsspd	%esp
	rdsspd	%ebx
	rdsspd	%r11d
	rdsspq	%rax
	rdsspq	%rbp
	rdsspq	%rbx
	rdsspq	%rbp
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
	retw	$65535
	retw	$62061
	retw	$255
	retw	$-32768
	retq	$32768
	retq	$1
	retq	$59048
	retq	$65535
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
	rolw	127(,%rdx,4)
	rolw	1(%r9,%rdx,4)
	rolw	2147483647(%rsi)
	rolw	-128(%rdx,%r12,4)
	rolw	%cl, (%rsi,%rax,2)
	rolw	%cl, -129(%rsp)
	rolw	%cl, 128(%r10)
	rolw	%cl, 2147483647(%rax,%r8,4)
	rolw	$206, %fs:-128(%rip)
	rolw	$118, -2147483648
	rolw	$58, -2147483648(%rcx)
	rolw	$235, 1
	rolw	%sp
	rolw	%r13w
	rolw	%r15w
	rolw	%r12w
	rolw	%cl, %cx
	rolw	%cl, %r10w
	rolw	%cl, %r13w
	rolw	%cl, %bx
	rolw	$56, %ax
	rolw	$128, %si
	rolw	$255, %r13w
	rolw	$0, %r9w
	roll	-2147483648(%rbx,%rax,4)
	roll	%gs:-1(%rdx,%r8,8)
	roll	-128(%r9,%rax,4)
	roll	127(%rax)
	roll	%cl, -128(%rip)
	roll	%cl, %fs:1(%rip)
	roll	%cl, %gs:-1(%r10,%rsi,8)
	roll	%cl, %fs:128(%rdi,%r11)
	roll	$172, 0
	roll	$255, -129(%rip)
	roll	$0, %fs:128(%r11)
	roll	$255, 0
	roll	%r9d
	roll	%r13d
	roll	%r9d
	roll	%r11d
	roll	%cl, %r14d
	roll	%cl, %ecx
	roll	%cl, %edi
	roll	%cl, %ecx
	roll	$234, %r10d
	roll	$209, %r8d
	roll	$0, %r12d
	roll	$2, %r11d
	rolq	-129
	rolq	%gs:-129(%r15)
	rolq	-129(%rbx,%r11,8)
	rolq	-128(%rdi)
	rolq	%cl, %gs:-1(%r10)
	rolq	%cl, 128(%rip)
	rolq	%cl, %fs:-2147483648(%r15,%r9,4)
	rolq	%cl, 2147483647(%rsp,%r9,4)
	rolq	$255, %fs:-1(%rdi)
	rolq	$42, -129(%rbp)
	rolq	$173, 2147483647(%rbx,%r9,8)
	rolq	$255, -2147483648(%rbx)
	rolq	%rax
	rolq	%r15
	rolq	%rbx
	rolq	%r10
	rolq	%cl, %rsi
	rolq	%cl, %rcx
	rolq	%cl, %r10
	rolq	%cl, %r9
	rolq	$167, %r11
	rolq	$2, %r8
	rolq	$0, %rsp
	rolq	$129, %rbp
	rolb	2147483647(%r9)
	rolb	%gs:-128(%rsi,%r13,8)
	rolb	1(,%rbx)
	rolb	2147483647(%r13)
	rolb	%cl, 128(%rsp,%r9)
	rolb	%cl, 128(%rip)
	rolb	%cl, -128(%r13,%r15,2)
	rolb	%cl, 1(%r14)
	rolb	$0, %fs:2147483647(%r15)
	rolb	$0, 127(%rsp)
	rolb	$0, %fs:(%rip)
	rolb	$0, 2147483647(%rdi,%rbp,8)
	rolb	%r9b
	rolb	%r9b
	rolb	%sil
	rolb	%r11b
	rolb	%cl, %spl
	rolb	%cl, %r11b
	rolb	%cl, %al
	rolb	%cl, %r15b
	rolb	$188, %r13b
	rolb	$53, %sil
	rolb	$206, %r8b
	rolb	$226, %dh
	rorw	2147483647(%rax)
	rorw	128(%r13)
	rorw	1(%r14)
	rorw	%gs:(%r11)
	rorw	%cl, -2147483648(%r11)
	rorw	%cl, 127(%rdx)
	rorw	%cl, -2147483648(%rsp,%rbx,2)
	rorw	%cl, %gs:1(%rdx)
	rorw	$0, -1(%r15,%r14)
	rorw	$255, -128(,%r13)
	rorw	$255, 2147483647
	rorw	$51, -2147483648(%rbx,%r12,8)
	rorw	%ax
	rorw	%r13w
	rorw	%r8w
	rorw	%si
	rorw	%cl, %si
	rorw	%cl, %ax
	rorw	%cl, %di
	rorw	%cl, %bp
	rorw	$153, %dx
	rorw	$20, %r12w
	rorw	$3, %si
	rorw	$73, %r12w
	rorl	-1(%rdi)
	rorl	-128
	rorl	128(%rip)
	rorl	-129(%rdi,%r15,2)
	rorl	%cl, %gs:2147483647(,%r13,4)
	rorl	%cl, -2147483648(%rdx,%r11,8)
	rorl	%cl, 1(%r10,%r15,2)
	rorl	%cl, 127(%rcx)
	rorl	$62, -2147483648(%r13,%rbp,2)
	rorl	$4, 1(%rbp)
	rorl	$79, 1(,%rdx)
	rorl	$81, %fs:-129(%rdx)
	rorl	%ebx
	rorl	%ecx
	rorl	%r8d
	rorl	%r8d
	rorl	%cl, %edx
	rorl	%cl, %esi
	rorl	%cl, %ebp
	rorl	%cl, %ebx
	rorl	$137, %r8d
	rorl	$68, %r11d
	rorl	$0, %edx
	rorl	$57, %r9d
	rorq	%gs:-2147483648(%rcx,%rbx,2)
	rorq	-1
	rorq	1(%rsp)
	rorq	-129(%rsi,%rsi,2)
	rorq	%cl, -2147483648(%r15)
	rorq	%cl, %fs:-2147483648(%r8)
	rorq	%cl, -1(,%r10,2)
	rorq	%cl, (%r12)
	rorq	$14, %fs:-128(,%rdi,2)
	rorq	$0, 127(%rbx)
	rorq	$255, -129(%rsi)
	rorq	$255, 1(%rax)
	rorq	%rcx
	rorq	%r11
	rorq	%r13
	rorq	%r8
	rorq	%cl, %r15
	rorq	%cl, %rsi
	rorq	%cl, %rsi
	rorq	%cl, %r14
	rorq	$103, %r13
	rorq	$255, %r15
	rorq	$32, %r14
	rorq	$0, %r11
	rorb	-1(,%r9,4)
	rorb	128(,%rdi)
	rorb	2147483647(%r11)
	rorb	127(%r12)
	rorb	%cl, -1(%rbx)
	rorb	%cl, 1(%rbx)
	rorb	%cl, 127(%rbx)
	rorb	%cl, %gs:127(%r14,%r8)
	rorb	$250, 2147483647
	rorb	$96, -129(%rbp,%r8,4)
	rorb	$0, %fs:2147483647(%rip)
	rorb	$50, %fs:-2147483648(%r11)
	rorb	%r13b
	rorb	%r14b
	rorb	%r8b
	rorb	%dh
	rorb	%cl, %bl
	rorb	%cl, %r13b
	rorb	%cl, %r8b
	rorb	%cl, %bh
	rorb	$255, %r14b
	rorb	$52, %r14b
	rorb	$0, %dh
	rorb	$167, %r13b
	rorxl	$244, %gs:-129(%r12,%rbx,8), %r15d
	rorxl	$255, 1(%rbp,%r11,2), %r14d
	rorxl	$128, %gs:-2147483648(%rip), %edx
	rorxl	$135, %fs:-129(%rax), %ecx
	rorxl	$123, %r9d, %ebx
	rorxl	$177, %ebp, %r8d
	rorxl	$128, %r15d, %r14d
	rorxl	$178, %r15d, %edx
	rorxq	$109, -2147483648(%rax), %rbp
	rorxq	$67, (%rsi,%r15,2), %rbx
	rorxq	$255, -1(,%r12), %r9
	rorxq	$175, 128(%rsp), %r8
	rorxq	$255, %r9, %r14
	rorxq	$150, %r10, %r13
	rorxq	$127, %r12, %rsi
	rorxq	$174, %rax, %r12
	roundpd	$179, -128, %xmm5
	roundpd	$240, 1(%rbp,%r14,2), %xmm15
	roundpd	$5, 1(%rsp), %xmm4
	roundpd	$183, %gs:-128(%r12,%r15,8), %xmm6
	roundpd	$161, %xmm15, %xmm5
	roundpd	$255, %xmm3, %xmm0
	roundpd	$245, %xmm11, %xmm0
	roundpd	$128, %xmm9, %xmm3
	roundps	$1, %gs:-2147483648(,%r15,8), %xmm12
	roundps	$188, -129(%rip), %xmm11
	roundps	$255, -128(%r8,%r11,8), %xmm3
	roundps	$1, (%rbp,%r12,4), %xmm6
	roundps	$255, %xmm6, %xmm9
	roundps	$15, %xmm5, %xmm1
	roundps	$136, %xmm12, %xmm15
	roundps	$230, %xmm14, %xmm0
	roundsd	$216, -2147483648(,%rbx,8), %xmm13
	roundsd	$0, %fs:-1(%r13,%r15), %xmm12
	roundsd	$26, 2147483647(%r8), %xmm1
	roundsd	$1, 1(%rax), %xmm8
	roundsd	$1, %xmm1, %xmm0
	roundsd	$87, %xmm13, %xmm9
	roundsd	$128, %xmm2, %xmm11
	roundsd	$255, %xmm8, %xmm0
	roundss	$176, 2147483647(%r10), %xmm7
	roundss	$255, %fs:-1(,%r12,8), %xmm12
	roundss	$255, -1(%rcx), %xmm9
	roundss	$128, %gs:-2147483648(%rsi), %xmm1
	roundss	$0, %xmm15, %xmm3
	roundss	$7, %xmm10, %xmm6
	roundss	$210, %xmm13, %xmm0
	roundss	$128, %xmm8, %xmm13
	rsm
	rsm
	rsm
	rsm
	rsqrtps	%gs:128(%rdx), %xmm3
	rsqrtps	2147483647(%r9), %xmm10
	rsqrtps	2147483647(%r13,%r12,4), %xmm9
	rsqrtps	(%r12), %xmm11
	rsqrtps	%xmm12, %xmm15
	rsqrtps	%xmm4, %xmm0
	rsqrtps	%xmm11, %xmm5
	rsqrtps	%xmm3, %xmm2
	rsqrtss	1(%rsi), %xmm2
	rsqrtss	-2147483648(%rbx), %xmm0
	rsqrtss	-128(%r9), %xmm13
	rsqrtss	-1(%r15,%r14), %xmm13
	rsqrtss	%xmm9, %xmm5
	rsqrtss	%xmm5, %xmm15
	rsqrtss	%xmm5, %xmm14
	rsqrtss	%xmm14, %xmm5
	rstorssp	-2147483648
	rstorssp	1(%rip)
	rstorssp	1(%rip)
	rstorssp	%gs:-129(%rip)
	sahf
	sahf
	sahf
	sahf
	sarw	%gs:1(%rbx)
	sarw	-1
	sarw	-128(%r9)
	sarw	2147483647(%r8,%r10,8)
	sarw	%cl, 127(%rax)
	sarw	%cl, (%rsi,%rsi,8)
	sarw	%cl, -129(%rip)
	sarw	%cl, 1(%r11,%r10)
	sarw	$0, 2147483647(%r10,%rax,8)
	sarw	$2, -128(%rbx)
	sarw	$153, %gs:2147483647(%r8)
	sarw	$178, (%r12)
	sarw	%r15w
	sarw	%di
	sarw	%bp
	sarw	%di
	sarw	%cl, %r13w
	sarw	%cl, %cx
	sarw	%cl, %r9w
	sarw	%cl, %r10w
	sarw	$255, %r13w
	sarw	$173, %si
	sarw	$2, %r15w
	sarw	$225, %si
	sarl	%fs:127(%r10)
	sarl	%fs:127(%rcx,%rdx,2)
	sarl	127(%rsi)
	sarl	%gs:-129(%r9)
	sarl	%cl, (,%rbx,4)
	sarl	%cl, -129(%r14,%r8,2)
	sarl	%cl, %fs:-1(%rbp,%rbp,8)
	sarl	%cl, %fs:127(%rip)
	sarl	$2, 127(%rip)
	sarl	$223, 128(%rip)
	sarl	$30, 128(%rip)
	sarl	$35, (%r14)
	sarl	%esi
	sarl	%esi
	sarl	%r11d
	sarl	%r15d
	sarl	%cl, %r8d
	sarl	%cl, %edx
	sarl	%cl, %esi
	sarl	%cl, %r11d
	sarl	$0, %edi
	sarl	$255, %r10d
	sarl	$255, %edx
	sarl	$0, %r10d
	sarq	(%r13)
	sarq	-129(%r11)
	sarq	%fs:-2147483648(%rsi)
	sarq	(%r8)
	sarq	%cl, -1(%rbp,%r11)
	sarq	%cl, 1(%r15,%rdx,4)
	sarq	%cl, %fs:2147483647(%rcx,%rax,4)
	sarq	%cl, %fs:128(%r13)
	sarq	$255, 2147483647(%r12)
	sarq	$255, -2147483648(%r14)
	sarq	$134, 1(%rbp)
	sarq	$224, (%r12)
	sarq	%r15
	sarq	%r10
	sarq	%rbx
	sarq	%rdx
	sarq	%cl, %rax
	sarq	%cl, %r12
	sarq	%cl, %rax
	sarq	%cl, %r8
	sarq	$127, %rbx
	sarq	$0, %rsp
	sarq	$135, %r9
	sarq	$173, %r12
	sarb	128(%rdx,%r9,8)
	sarb	-2147483648(%rdi,%rbp)
	sarb	127(%r8)
	sarb	%fs:127(,%rax,8)
	sarb	%cl, 1(%r8)
	sarb	%cl, (%rdx,%rsi)
	sarb	%cl, %gs:-2147483648(%r11,%r15,2)
	sarb	%cl, %fs:-129(%rdx)
	sarb	$114, %gs:-129(%rsi)
	sarb	$186, -1(%r13,%r9,8)
	sarb	$244, -128(%rcx,%r8,2)
	sarb	$68, 128(%r9)
	sarb	%ah
	sarb	%r14b
	sarb	%r9b
	sarb	%bh
	sarb	%cl, %r9b
	sarb	%cl, %r15b
	sarb	%cl, %dh
	sarb	%cl, %cl
	sarb	$6, %r14b
	sarb	$0, %r13b
	sarb	$0, %cl
	sarb	$0, %ch
	sarxl	%ebx, -129(%r12), %ebp
	sarxl	%r8d, 2147483647(%rip), %edx
	sarxl	%esp, %gs:1(%r11,%r9,2), %r13d
	sarxl	%r8d, 1(%rdx), %r10d
	sarxl	%edi, %r12d, %edi
	sarxl	%eax, %esi, %ecx
	sarxl	%esp, %eax, %r12d
	sarxl	%edx, %r12d, %r11d
	sarxq	%rax, -2147483648(%rdi), %r12
	sarxq	%r15, -1(%rax,%rdx,2), %rax
	sarxq	%rsi, -1(%r14,%r12,4), %rdx
	sarxq	%rdx, -1(%r15,%rbp), %r12
	sarxq	%rbp, %r14, %rbp
	sarxq	%r11, %r13, %rdi
	sarxq	%rbx, %rdx, %rsi
	sarxq	%rbp, %rcx, %rbp
	saveprevssp
	saveprevssp
	saveprevssp
	saveprevssp
	sbbw	$256, %ax
	sbbw	$32768, %ax
	sbbw	$2, %ax
	sbbw	$-31811, %ax
	sbbw	$-1, %gs:127(%r14)
	sbbw	$127, -129(%r14)
	sbbw	$65535, (%rdi,%r13,8)
	sbbw	$0, 128(%rip)
	sbbw	$117, %gs:1
	sbbw	$0, %gs:-128(%r13)
	sbbw	$127, 2147483647(%rip)
	sbbw	$65448, %gs:(%rcx,%rcx,2)
	sbbw	%si, 2147483647(%rax)
	sbbw	%bx, (%r10)
	sbbw	%r14w, 2147483647(%rsi,%rbp,4)
	sbbw	%si, -129(,%r13,8)
	sbbw	$1, %r12w
	sbbw	$65535, %di
	sbbw	$32767, %r8w
	sbbw	$32767, %bx
	sbbw	$0, %bx
	sbbw	$65432, %r15w
	sbbw	$16, %r11w
	sbbw	$127, %r11w
	sbbw	-2147483648(,%rsi,8), %di
	sbbw	-128(%r15), %cx
	sbbw	127(%rcx), %ax
	sbbw	127(%rcx,%rsi,8), %bx
	sbbw	%r11w, %r12w
	sbbw	%r14w, %r13w
	sbbw	%ax, %r9w
	sbbw	%dx, %sp
	sbbl	$-129, %eax
	sbbl	$-2147483648, %eax
	sbbl	$127, %eax
	sbbl	$-1, %eax
	sbbl	$-2147483648, -129(%rbp)
	sbbl	$-171644096, %gs:-128(%r10)
	sbbl	$127, (%r15)
	sbbl	$-129, -128(%r8,%r13,8)
	sbbl	$127, (%r9,%r13)
	sbbl	$2, (%rdi)
	sbbl	$-75, %fs:-1(%rbx,%r13,8)
	sbbl	$4294967219, %gs:-2147483648
	sbbl	%r9d, -1(,%rbp,4)
	sbbl	%r10d, 127(%r15,%rsi,2)
	sbbl	%esi, -128(%r13,%r11,8)
	sbbl	%esp, %gs:-129(%rsi)
	sbbl	$32767, %ecx
	sbbl	$-648976106, %eax
	sbbl	$4294967295, %eax
	sbbl	$4294967295, %esp
	sbbl	$2, %ecx
	sbbl	$107, %r14d
	sbbl	$4294967292, %edi
	sbbl	$-1, %r10d
	sbbl	%gs:127(%rdi), %ecx
	sbbl	-128(%r8), %r11d
	sbbl	2147483647(%rdx,%r9,2), %esi
	sbbl	2147483647(%rcx), %eax
	sbbl	%esi, %edi
	sbbl	%ebx, %edx
	sbbl	%ebp, %ecx
	sbbl	%r8d, %r14d
	sbbq	$-1, %rax
	sbbq	$2147483647, %rax
	sbbq	$65535, %rax
	sbbq	$-1, %rax
	sbbq	$2147483647, %fs:-129(%r14,%r12)
	sbbq	$1515610682, -129(%rdx,%rdx,2)
	sbbq	$1316854374, 1(%rip)
	sbbq	$-2147483648, %fs:2147483647(%r9,%rbp)
	sbbq	$-128, 2147483647(%r14)
	sbbq	$127, 127(%r8)
	sbbq	$104, %fs:-2147483648(%r8)
	sbbq	$127, -2147483648(,%rdi)
	sbbq	%r12, 1(%rax)
	sbbq	%rcx, 2147483647(%r8,%r11,8)
	sbbq	%r11, 1(%r9)
	sbbq	%rsp, 2147483647(%rip)
	sbbq	$-368269312, %r14
	sbbq	$-129, %rdi
	sbbq	$2147483647, %rsp
	sbbq	$636892146, %r14
	sbbq	$107, %rdx
	sbbq	$-121, %r12
	sbbq	$127, %rax
	sbbq	$2, %r14
	sbbq	(%r13,%r10,8), %rsi
	sbbq	%fs:-129(%r14,%r14,2), %rcx
	sbbq	(%r10,%rax), %rdi
	sbbq	-128(%rcx,%r15,2), %rsp
	sbbq	%r13, %rbx
	sbbq	%r14, %rdi
	sbbq	%r10, %r15
	sbbq	%rsp, %r15
	sbbb	$-128, %al
	sbbb	$207, %al
	sbbb	$79, %al
	sbbb	$-1, %al
	sbbb	$255, -2147483648(%rbx,%rbp,4)
	sbbb	$195, (%rcx,%rcx)
	sbbb	$255, 1(%r9,%r14)
	sbbb	$128, %gs:-129(%r9,%r13,2)
	sbbb	%ah, 127(%rdi,%rax,4)
	sbbb	%spl, 127(%rdx)
	sbbb	%r10b, %fs:-1(%rax,%r9,8)
	sbbb	%ch, 0
	sbbb	$255, %al
	sbbb	$-128, %sil
	sbbb	$255, %bpl
	sbbb	$0, %r8b
	sbbb	1(%r9,%rbp,8), %spl
	sbbb	%fs:1(%rsp), %r15b
	sbbb	-128(%rsi), %r14b
	sbbb	128(%rdi), %cl
	sbbb	%r9b, %spl
	sbbb	%r11b, %r13b
	sbbb	%sil, %r11b
	sbbb	%bpl, %dl
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasb	%es:(%rdi), %al
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasl	%es:(%rdi), %eax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasq	%es:(%rdi), %rax
	scasw	%es:(%rdi), %ax
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
	senduipi	%r12
	senduipi	%r10
	senduipi	%rsi
	senduipi	%r14
	serialize
	serialize
	serialize
	serialize
	setae	%fs:-2147483648(%r11,%r15,4)
	setae	-128(%r9,%rsi,2)
	setae	-128(%rdx)
	setae	(%r12,%r8,4)
	setae	%bh
	setae	%bl
	setae	%dil
	setae	%bh
	seta	%fs:-1(%rbx,%rsi,8)
	seta	127(%rsp)
	seta	%gs:(,%rbx,8)
	seta	-2147483648(%r11)
	seta	%dl
	seta	%r9b
	seta	%bpl
	seta	%r11b
	setbe	(%r15,%r8,2)
	setbe	128(%r12)
	setbe	%fs:(%r15,%rcx)
	setbe	%fs:127(%r14,%rdi,4)
	setbe	%bl
	setbe	%bl
	setbe	%r9b
	setbe	%r14b
	setb	%gs:-129(%rcx,%r9)
	setb	(%r13,%r13,2)
	setb	2147483647(%rdx)
	setb	(%r15)
	setb	%spl
	setb	%sil
	setb	%al
	setb	%ah
	sete	-2147483648(%r15)
	sete	%fs:-1(,%r12,8)
	sete	-2147483648(%r15,%rdx,2)
	sete	%gs:-129(%rdx,%r10,4)
	sete	%r8b
	sete	%r12b
	sete	%bl
	sete	%bl
	setge	-128(%r15,%r15,8)
	setge	-129(%r13,%r14)
	setge	%fs:1(%rdi)
	setge	127(%r13)
	setge	%bl
	setge	%r11b
	setge	%r12b
	setge	%sil
	setg	-129(%rsi,%rax,4)
	setg	%gs:-2147483648(%r11)
	setg	1(%r12,%r15,4)
	setg	%fs:-1(%rdx,%r15)
	setg	%bpl
	setg	%r9b
	setg	%spl
	setg	%bl
	setle	-128(%rbx,%rsi)
	setle	128(%rip)
	setle	2147483647(%r10,%rbp)
	setle	-1(%r14)
	setle	%bh
	setle	%bl
	setle	%dl
	setle	%dh
	setl	-128(,%r12,2)
	setl	-129(%r15)
	setl	%gs:1(%r13,%r13,8)
	setl	%gs:1(,%rsi)
	setl	%dh
	setl	%r12b
	setl	%dil
	setl	%r14b
	setne	-1(%r9,%rcx,4)
	setne	(%r9,%r14,4)
	setne	%gs:1(%r9,%r14)
	setne	%fs:-129(%r8)
	setne	%bpl
	setne	%r8b
	setne	%r12b
	setne	%bl
	setno	127(%rdx)
	setno	%fs:(%r9,%r14)
	setno	-2147483648(%rdi,%r9,8)
	setno	2147483647(%r10,%rcx,2)
	setno	%bh
	setno	%al
	setno	%dl
	setno	%r10b
	setnp	(%rbx,%rbp,2)
	setnp	-2147483648(%r11)
	setnp	128(%r9)
	setnp	-129(%rbp)
	setnp	%bpl
	setnp	%ch
	setnp	%ah
	setnp	%dil
	setns	-128(%rdx,%rbp,2)
	setns	-1(%rsp,%r9,4)
	setns	-129(,%r14)
	setns	-2147483648(%rsi,%r9,4)
	setns	%r14b
	setns	%al
	setns	%r15b
	setns	%r9b
	seto	128(%rsi)
	seto	%gs:-2147483648(%r14,%rdx)
	seto	%fs:128(%r10)
	seto	2147483647(%rbp,%rbp)
	seto	%r13b
	seto	%r11b
	seto	%dl
	seto	%bpl
	setp	-129(%rax,%r12,4)
	setp	127(%r14,%r11,4)
	setp	-129(%rdx)
	setp	%gs:(%r13)
	setp	%r9b
	setp	%bh
	setp	%cl
	setp	%r15b
	setssbsy
	setssbsy
	setssbsy
	setssbsy
	sets	%fs:-129(%rbp,%r10,2)
	sets	-128
	sets	%gs:2147483647(%rbx)
	sets	2147483647(%r11)
	sets	%r10b
	sets	%bl
	sets	%ch
	sets	%bl
	sfence
	sfence
	sfence
	sfence
	sgdtq	%fs:1(%rbp)
	sgdtq	%fs:-129(%rdi)
	sgdtq	(%r9,%rbp,4)
	sgdtq	128(%rdi)
	sha1msg1	%fs:-128(,%rsi,8), %xmm3
	sha1msg1	2147483647(%rbp), %xmm12
	sha1msg1	(,%r8,4), %xmm10
	sha1msg1	-2147483648(%rax), %xmm5
	sha1msg1	%xmm3, %xmm6
	sha1msg1	%xmm1, %xmm12
	sha1msg1	%xmm15, %xmm11
	sha1msg1	%xmm9, %xmm9
	sha1msg2	128(%r13,%rbp,2), %xmm13
	sha1msg2	%gs:-2147483648(%r10), %xmm4
	sha1msg2	1(%r9,%rbx,2), %xmm15
	sha1msg2	-2147483648(%r12,%rax,2), %xmm15
	sha1msg2	%xmm9, %xmm6
	sha1msg2	%xmm7, %xmm1
	sha1msg2	%xmm13, %xmm14
	sha1msg2	%xmm6, %xmm8
	sha1nexte	-128(%rip), %xmm1
	sha1nexte	%gs:2147483647(,%rbx,4), %xmm4
	sha1nexte	1(%rbx), %xmm2
	sha1nexte	%gs:127(%r10), %xmm6
	sha1nexte	%xmm15, %xmm7
	sha1nexte	%xmm2, %xmm0
	sha1nexte	%xmm7, %xmm2
	sha1nexte	%xmm7, %xmm2
	sha1rnds4	$255, 127(%rdi), %xmm8
	sha1rnds4	$128, %fs:127(%rdi), %xmm10
	sha1rnds4	$165, -1(%rsp,%rdi), %xmm4
	sha1rnds4	$163, -129(%r11), %xmm8
	sha1rnds4	$255, %xmm7, %xmm7
	sha1rnds4	$128, %xmm4, %xmm10
	sha1rnds4	$127, %xmm12, %xmm8
	sha1rnds4	$145, %xmm2, %xmm12
	sha256msg1	128(%r10,%rcx,2), %xmm8
	sha256msg1	128(%rax,%r9), %xmm3
	sha256msg1	(%rcx), %xmm2
	sha256msg1	%gs:-129(%r9,%r9), %xmm4
	sha256msg1	%xmm13, %xmm5
	sha256msg1	%xmm4, %xmm1
	sha256msg1	%xmm3, %xmm15
	sha256msg1	%xmm10, %xmm2
	sha256msg2	(%rax,%r12), %xmm11
	sha256msg2	%gs:-2147483648(%r13), %xmm14
	sha256msg2	2147483647(%rax,%r14,2), %xmm13
	sha256msg2	%fs:127(%rax), %xmm8
	sha256msg2	%xmm10, %xmm3
	sha256msg2	%xmm14, %xmm6
	sha256msg2	%xmm0, %xmm2
	sha256msg2	%xmm6, %xmm7
	sha256rnds2	%xmm0, (%rsp,%r15,8), %xmm0
	sha256rnds2	%xmm0, 127(,%rsi,2), %xmm15
	sha256rnds2	%xmm0, 128(,%rsi), %xmm6
	sha256rnds2	%xmm0, %gs:2147483647(%r11), %xmm0
	sha256rnds2	%xmm0, %xmm9, %xmm14
	sha256rnds2	%xmm0, %xmm5, %xmm4
	sha256rnds2	%xmm0, %xmm6, %xmm1
	sha256rnds2	%xmm0, %xmm3, %xmm2
	shlw	1(%r8)
	shlw	128
	shlw	128(%rsp)
	shlw	%gs:128(%rbp)
	shlw	%cl, 1(%rip)
	shlw	%cl, -128(%rsi,%rbx)
	shlw	%cl, -2147483648(%rdx,%r8,8)
	shlw	%cl, 127(%rbx)
	shlw	$8, (%rdx,%rdx)
	shlw	$115, 1(,%r9,8)
	shlw	$2, 127(%rbx,%rax,2)
	shlw	$166, 127(%rip)
	shlw	%dx
	shlw	%r15w
	shlw	%r12w
	shlw	%r12w
	shlw	%cl, %sp
	shlw	%cl, %bp
	shlw	%cl, %r14w
	shlw	%cl, %bx
	shlw	$101, %r14w
	shlw	$0, %di
	shlw	$200, %bp
	shlw	$255, %sp
	shll	-2147483648(%rbp,%rdx,8)
	shll	127(,%rax,2)
	shll	2147483647(%r10)
	shll	-128(%r14)
	shll	%cl, 128(%rdi,%r10,2)
	shll	%cl, 2147483647(%rsi,%rdx)
	shll	%cl, %gs:-1(%rsp)
	shll	%cl, (,%rbx,2)
	shll	$2, (,%r15,2)
	shll	$2, %gs:-128(%r8,%r13,4)
	shll	$0, 1(,%r8)
	shll	$255, 2147483647(%r11)
	shll	%r9d
	shll	%r10d
	shll	%ebx
	shll	%eax
	shll	%cl, %edx
	shll	%cl, %r11d
	shll	%cl, %ebp
	shll	%cl, %r14d
	shll	$0, %edx
	shll	$0, %esp
	shll	$255, %r13d
	shll	$249, %r15d
	shlq	(%rbx,%r11,2)
	shlq	0
	shlq	127(%rcx,%rcx,4)
	shlq	-2147483648(%rbx,%r8,4)
	shlq	%cl, 2147483647(%r12,%rax)
	shlq	%cl, 2147483647(%r13,%r12,8)
	shlq	%cl, %gs:(%rcx)
	shlq	%cl, %gs:128(%r9,%r14)
	shlq	$2, -129(%r8,%rbp,4)
	shlq	$0, %fs:-129(%r9,%r15,2)
	shlq	$72, %gs:-128(%rsi)
	shlq	$2, 2147483647(%r14)
	shlq	%rbx
	shlq	%rdi
	shlq	%rax
	shlq	%rbx
	shlq	%cl, %r8
	shlq	%cl, %rsp
	shlq	%cl, %r8
	shlq	%cl, %rdx
	shlq	$127, %rcx
	shlq	$225, %rcx
	shlq	$0, %r12
	shlq	$255, %r9
	shlb	-128(,%rbp,4)
	shlb	128(%rax,%r13,2)
	shlb	%gs:-2147483648(%r8)
	shlb	-129(%rsp)
	shlb	%cl, %gs:-129(,%r14,8)
	shlb	%cl, -2147483648(,%rax,4)
	shlb	%cl, 2147483647(%r8,%r13,2)
	shlb	%cl, -1(%rbx,%rbx,8)
	shlb	$2, 128(%rdx,%r10,2)
	shlb	$54, %fs:-1
	shlb	$255, -2147483648(%r8)
	shlb	$0, -1(%rcx,%r9,2)
	shlb	%dl
	shlb	%r9b
	shlb	%r12b
	shlb	%r11b
	shlb	%cl, %bpl
	shlb	%cl, %dil
	shlb	%cl, %bh
	shlb	%cl, %bh
	shlb	$0, %r9b
	shlb	$50, %r8b
	shlb	$120, %r12b
	shlb	$0, %dl
	shldw	%cl, %si, %gs:-1(%r10,%r10,2)
	shldw	%cl, %di, -128(%r10,%rsi,8)
	shldw	%cl, %r11w, -1(%r11,%rbp,4)
	shldw	%cl, %cx, %fs:127(%rbp,%r12,8)
	shldw	$26, %r12w, %fs:-1(%rsp)
	shldw	$1, %si, 128(%rbp)
	shldw	$95, %r14w, 127(%rbx,%rcx)
	shldw	$127, %ax, 1(%rbx)
	shldw	%cl, %bp, %r11w
	shldw	%cl, %r15w, %r9w
	shldw	%cl, %di, %si
	shldw	%cl, %di, %r11w
	shldw	$241, %sp, %r15w
	shldw	$40, %sp, %si
	shldw	$154, %r11w, %r11w
	shldw	$180, %di, %r11w
	shldl	%cl, %r12d, 128(%r9,%r14,4)
	shldl	%cl, %ebp, %fs:-129(%r14)
	shldl	%cl, %eax, 128(%r14,%r14,8)
	shldl	%cl, %r8d, 1(%rbp)
	shldl	$94, %r8d, -128(%r13)
	shldl	$106, %r14d, (%rsp)
	shldl	$255, %ebx, -2147483648(%rdi)
	shldl	$0, %ebp, 128(%rdx)
	shldl	%cl, %r10d, %r14d
	shldl	%cl, %r13d, %r12d
	shldl	%cl, %r14d, %edx
	shldl	%cl, %r15d, %r14d
	shldl	$254, %r9d, %r12d
	shldl	$255, %edi, %r9d
	shldl	$255, %r14d, %r10d
	shldl	$0, %r12d, %eax
	shldq	%cl, %rdx, -2147483648(%r10,%r14,4)
	shldq	%cl, %rsi, 0
	shldq	%cl, %rbx, 1(,%rbp,8)
	shldq	%cl, %r13, %gs:1(,%r13,8)
	shldq	$0, %r8, -129(%r8)
	shldq	$90, %rdi, 1(%r10)
	shldq	$154, %rbp, -128(%rsi)
	shldq	$0, %r11, -129(%r10)
	shldq	%cl, %r10, %rdx
	shldq	%cl, %r8, %r14
	shldq	%cl, %rdx, %r15
	shldq	%cl, %rcx, %r13
	shldq	$235, %r14, %rsp
	shldq	$1, %rsp, %r14
	shldq	$63, %r13, %rdi
	shldq	$127, %rbx, %rdi
	shlxl	%edx, -2147483648(%rbp,%r14,2), %r11d
	shlxl	%ecx, -128(%r8), %ebp
	shlxl	%r14d, -2147483648(%rbp), %r12d
	shlxl	%r9d, 127(%r12), %ebx
	shlxl	%esp, %ebx, %r11d
	shlxl	%ebp, %r11d, %edx
	shlxl	%r11d, %esp, %r12d
	shlxl	%r11d, %eax, %ebp
	shlxq	%r11, -128(%rdi,%rbx), %r8
	shlxq	%rdx, -1(%rcx,%r13,4), %r11
	shlxq	%rbx, 127(%r9), %r11
	shlxq	%rbx, (%rdi,%r11,2), %rdi
	shlxq	%rsp, %rsp, %rcx
	shlxq	%rdi, %r12, %r14
	shlxq	%rdi, %r10, %rsp
	shlxq	%rcx, %r8, %r11
	shrw	-128(%r12,%r15,2)
	shrw	2147483647(%r12)
	shrw	127(%rcx,%r14)
	shrw	128(%rcx,%r13)
	shrw	%cl, %gs:-129(%r9,%r10,4)
	shrw	%cl, %fs:-129(%rdi)
	shrw	%cl, 127(%r8,%rdi,2)
	shrw	%cl, 2147483647(%r10)
	shrw	$77, 128
	shrw	$2, %fs:2147483647(%rcx)
	shrw	$213, %gs:1(%rdi,%rdx,4)
	shrw	$0, -129(%r8,%rdx,4)
	shrw	%r10w
	shrw	%si
	shrw	%r13w
	shrw	%r10w
	shrw	%cl, %r8w
	shrw	%cl, %r8w
	shrw	%cl, %cx
	shrw	%cl, %cx
	shrw	$255, %bp
	shrw	$2, %cx
	shrw	$25, %r9w
	shrw	$255, %bx
	shrl	%gs:-2147483648(%rsp,%r10,2)
	shrl	%gs:127(%r8,%r14,4)
	shrl	(%r15,%r15,2)
	shrl	1(%r14,%rbx,2)
	shrl	%cl, -129(%r9,%rbx,8)
	shrl	%cl, 1(,%r10,8)
	shrl	%cl, %gs:-2147483648
	shrl	%cl, 127(%r8)
	shrl	$0, 128(%rbx,%r10)
	shrl	$255, -129(%r8)
	shrl	$0, -1(%rcx,%r9,8)
	shrl	$0, 2147483647(,%r12)
	shrl	%r8d
	shrl	%ebx
	shrl	%r11d
	shrl	%esi
	shrl	%cl, %r15d
	shrl	%cl, %esi
	shrl	%cl, %eax
	shrl	%cl, %r9d
	shrl	$255, %r9d
	shrl	$233, %ebp
	shrl	$127, %r9d
	shrl	$90, %edx
	shrq	2147483647(%rsi)
	shrq	%fs:-129(%r15,%r12,2)
	shrq	1
	shrq	-128
	shrq	%cl, %gs:-2147483648(%r13,%rdi,4)
	shrq	%cl, %gs:-1(%r9)
	shrq	%cl, %gs:-1(%r11)
	shrq	%cl, %fs:-2147483648(%r15,%r10,4)
	shrq	$35, -128(%r14,%rbx)
	shrq	$0, %gs:128(%rbp,%r9,4)
	shrq	$186, 127(%rcx,%rcx,4)
	shrq	$166, 128
	shrq	%rdx
	shrq	%rsi
	shrq	%rsi
	shrq	%r15
	shrq	%cl, %r12
	shrq	%cl, %rax
	shrq	%cl, %rbp
	shrq	%cl, %rsp
	shrq	$59, %rcx
	shrq	$2, %r13
	shrq	$0, %rdx
	shrq	$255, %r10
	shrb	-1(%r14)
	shrb	0
	shrb	%gs:128(%r14,%rdx,8)
	shrb	1(%rdx,%r13,4)
	shrb	%cl, 127(%r11)
	shrb	%cl, %gs:1(%rdx,%r10,2)
	shrb	%cl, %gs:2147483647(%rbx,%rbp)
	shrb	%cl, %gs:1
	shrb	$255, -129(%r10)
	shrb	$255, 2147483647(%rcx,%r10,2)
	shrb	$14, 127(%rbp,%r11,2)
	shrb	$211, 128(%r13)
	shrb	%bpl
	shrb	%r12b
	shrb	%cl
	shrb	%dl
	shrb	%cl, %r12b
	shrb	%cl, %spl
	shrb	%cl, %dl
	shrb	%cl, %r11b
	shrb	$249, %bpl
	shrb	$4, %dh
	shrb	$237, %r14b
	shrb	$0, %ah
	shrdw	%cl, %di, 2147483647(%r9)
	shrdw	%cl, %bp, -1(%rdi,%rax,4)
	shrdw	%cl, %r13w, 1
	shrdw	%cl, %r9w, 128(%r8,%rdi,2)
	shrdw	$221, %bx, 2147483647(%r8)
	shrdw	$116, %r14w, 127(%rbp,%r12,2)
	shrdw	$2, %r15w, %gs:-128
	shrdw	$36, %bx, -128(%r12,%rbx,2)
	shrdw	%cl, %di, %dx
	shrdw	%cl, %r15w, %bx
	shrdw	%cl, %cx, %r8w
	shrdw	%cl, %bp, %ax
	shrdw	$1, %ax, %r13w
	shrdw	$194, %r13w, %bp
	shrdw	$111, %r10w, %bp
	shrdw	$115, %r15w, %r11w
	shrdl	%cl, %r11d, -129(,%r8,4)
	shrdl	%cl, %r9d, %gs:128(%r10)
	shrdl	%cl, %r13d, -129
	shrdl	%cl, %ebp, 1(%r13)
	shrdl	$0, %ebp, -1(%rdi,%r8,8)
	shrdl	$210, %r15d, -1(%rbp,%rsi)
	shrdl	$140, %edi, %fs:1(%rax)
	shrdl	$120, %r14d, (%r12)
	shrdl	%cl, %esi, %r10d
	shrdl	%cl, %esi, %ebx
	shrdl	%cl, %edx, %r15d
	shrdl	%cl, %r8d, %r10d
	shrdl	$0, %esi, %r13d
	shrdl	$195, %r8d, %r8d
	shrdl	$127, %esp, %edi
	shrdl	$255, %edx, %r8d
	shrdq	%cl, %r12, 2147483647(%rsp)
	shrdq	%cl, %rdi, -128(%rip)
	shrdq	%cl, %rbp, 2147483647(%rdx,%r13,8)
	shrdq	%cl, %r9, 2147483647(,%r9,2)
	shrdq	$1, %rsi, -1
	shrdq	$0, %rbx, 128(%rbp)
	shrdq	$0, %r8, 127
	shrdq	$233, %rcx, (,%rdi)
	shrdq	%cl, %rdx, %r15
	shrdq	%cl, %r12, %r10
	shrdq	%cl, %rbx, %rdi
	shrdq	%cl, %rdx, %r14
	shrdq	$145, %rbx, %r10
	shrdq	$232, %rsi, %rbp
	shrdq	$81, %r13, %r9
	shrdq	$1, %r12, %r12
	shrxl	%esp, %gs:128(,%r10,4), %ebx
	shrxl	%ebp, 2147483647(%r10,%rbp,8), %r12d
	shrxl	%r14d, -129(%r14,%rax,4), %r10d
	shrxl	%ecx, 2147483647(%r12,%r10,8), %ebx
	shrxl	%r13d, %esi, %r8d
	shrxl	%eax, %esi, %eax
	shrxl	%esi, %esp, %ecx
	shrxl	%edx, %r10d, %r9d
	shrxq	%rdi, (%r12), %r14
	shrxq	%r8, %gs:1(%rcx,%rbx,4), %r15
	shrxq	%r12, 2147483647(%rsi), %rcx
	shrxq	%rbx, -129(%rbx,%r14,2), %rsi
	shrxq	%r15, %rdx, %rax
	shrxq	%rdi, %rsp, %r15
	shrxq	%r11, %rax, %r9
	shrxq	%rdi, %r15, %rdx
	shufpd	$238, -129(%rdi), %xmm7
	shufpd	$255, -1(%r9), %xmm12
	shufpd	$173, -129(%rcx,%rdx,2), %xmm10
	shufpd	$2, 2147483647(%r10,%r12), %xmm1
	shufpd	$128, %xmm6, %xmm11
	shufpd	$2, %xmm10, %xmm8
	shufpd	$255, %xmm5, %xmm10
	shufpd	$151, %xmm0, %xmm6
	shufps	$128, (%rip), %xmm15
	shufps	$128, -2147483648(%rcx,%r11,8), %xmm1
	shufps	$223, 1(%r10), %xmm15
	shufps	$1, 2147483647(%r11), %xmm10
	shufps	$128, %xmm2, %xmm15
	shufps	$84, %xmm14, %xmm9
	shufps	$197, %xmm3, %xmm2
	shufps	$1, %xmm15, %xmm2
	sidtq	%fs:-2147483648(%rip)
	sidtq	128(%r10)
	sidtq	2147483647(%rdi)
	sidtq	%fs:-2147483648(%r10)
	skinit
	skinit
	skinit
	skinit
	sldtw	%r15w
	sldtw	%r12w
	sldtw	%r15w
	sldtw	%r15w
	sldtl	%r15d
	sldtl	%esi
	sldtl	%esi
	sldtl	%edi
	sldtq	%rsp
	sldtq	%r13
	sldtq	%r9
	sldtq	%rax
	sldtw	-129(%rcx)
	sldtw	%fs:1(%r15)
	sldtw	%fs:(%r8,%rax,2)
	sldtw	127(%r14)
	slwpcb	%r9d
	slwpcb	%r10d
	slwpcb	%esp
	slwpcb	%r13d
	slwpcb	%rsi
	slwpcb	%r8
	slwpcb	%r12
	slwpcb	%rbp
	smsww	%r10w
	smsww	%sp
	smsww	%r9w
	smsww	%r11w
	smswl	%r15d
	smswl	%r11d
	smswl	%edx
	smswl	%ebx
	smswq	%rbx
	smswq	%rbx
	smswq	%r13
	smswq	%r12
	smsww	-128(%r10,%r14)
	smsww	127(%r12)
	smsww	1(%r10)
	smsww	-129(%rip)
	sqrtpd	-1(%rbx), %xmm11
	sqrtpd	128(%rcx), %xmm9
	sqrtpd	%fs:-128(%r11,%r11), %xmm4
	sqrtpd	(%rbp), %xmm13
	sqrtpd	%xmm2, %xmm10
	sqrtpd	%xmm9, %xmm15
	sqrtpd	%xmm13, %xmm3
	sqrtpd	%xmm5, %xmm13
	sqrtps	%gs:128(%r8,%r11,4), %xmm11
	sqrtps	-129(%rdi), %xmm8
	sqrtps	%gs:-2147483648(%r10), %xmm14
	sqrtps	%gs:(%r8), %xmm8
	sqrtps	%xmm14, %xmm14
	sqrtps	%xmm6, %xmm12
	sqrtps	%xmm5, %xmm8
	sqrtps	%xmm2, %xmm14
	sqrtsd	%fs:-1(,%r15,8), %xmm4
	sqrtsd	(%rdi,%r8,4), %xmm13
	sqrtsd	-2147483648(%r15,%rdx,8), %xmm2
	sqrtsd	-128(%r8), %xmm5
	sqrtsd	%xmm14, %xmm0
	sqrtsd	%xmm12, %xmm8
	sqrtsd	%xmm7, %xmm14
	sqrtsd	%xmm11, %xmm2
	sqrtss	-128(%r8,%rcx,4), %xmm12
	sqrtss	127(%rbp), %xmm13
	sqrtss	-128(%r14), %xmm0
	sqrtss	%fs:-2147483648(%rsi,%rsi,8), %xmm10
	sqrtss	%xmm2, %xmm13
	sqrtss	%xmm10, %xmm2
	sqrtss	%xmm11, %xmm11
	sqrtss	%xmm4, %xmm7
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
	stmxcsr	%fs:-129(%rsi,%r12)
	stmxcsr	-128(%r9)
	stmxcsr	%fs:-128(%rdi)
	stmxcsr	(%r11,%rcx,2)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosb	%al, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosl	%eax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosq	%rax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	stosw	%ax, %es:(%rdi)
	strw	%bp
	strw	%sp
	strw	%bx
	strw	%sp
	strl	%r14d
	strl	%r13d
	strl	%edi
	strl	%edi
	strq	%r15
	strq	%rsi
	strq	%r12
	strq	%rdx
	strw	128(%r12,%rbx)
	strw	(%rsi,%rcx)
	strw	-129(%r9,%r15,2)
	strw	%fs:2147483647(%r13)
	sttilecfg	-129(%rbx,%rbx,2)
	sttilecfg	-129(%r12)
	sttilecfg	-128(%r15)
	sttilecfg	-1(%r13,%rcx,8)
	stui
	stui
	stui
	stui
	fsts	-128(%rsp)
	fsts	128
	fsts	-2147483648(%r12)
	fsts	127(,%r8,4)
	fstl	-1(%rbp,%rdx,2)
	fstl	(%r10)
	fstl	-2147483648(%r13,%rbp,4)
	fstl	127(%rdx)
	fstps	%gs:2147483647(%rdx,%r10,8)
	fstps	127(%r11)
	fstps	%gs:2147483647
	fstps	(%rdx,%r13)
	fstpl	-1(%r12,%rax,4)
	fstpl	127(%rsp,%r15,8)
	fstpl	-1(%r11,%rsi,2)
	fstpl	127(%r9,%r10,8)
	fstpt	2147483647(%rdi)
	fstpt	1(%rsp,%rcx)
	fstpt	%fs:-129(%rcx,%r15,2)
	fstpt	-1(%rcx)
	fstp	%st(6)
	fstp	%st(0)
	fstp	%st(7)
	fstp	%st(2)
	fst	%st(0)
	fst	%st(2)
	fst	%st(2)
	fst	%st(6)
	subw	$-27864, %ax
	subw	$-128, %ax
	subw	$-1, %ax
	subw	$580, %ax
	subw	$32767, %gs:-129(%r15)
	subw	$-22362, 2147483647(%rdx)
	subw	$25071, -1(%r8,%rbp,4)
	subw	$0, -2147483648
	subw	$4, 128(,%r12,4)
	subw	$-1, 1(%rsi,%r12,8)
	subw	$65425, (%rsp)
	subw	$65535, -1(%rbx,%r8,8)
	subw	%si, %fs:-129(%r9,%rbx,4)
	subw	%r13w, -128(%rip)
	subw	%bx, %fs:1
	subw	%r10w, 2147483647(%rax,%r15)
	subw	$-32768, %si
	subw	$0, %r12w
	subw	$-128, %r15w
	subw	$3933, %r14w
	subw	$127, %di
	subw	$101, %r12w
	subw	$33, %r14w
	subw	$127, %di
	subw	(%rax), %ax
	subw	%gs:127(%rax), %r12w
	subw	-128(%r15,%rbx,4), %sp
	subw	127(%r9), %r14w
	subw	%r11w, %r13w
	subw	%bp, %bx
	subw	%dx, %r12w
	subw	%r15w, %sp
	subl	$2147483647, %eax
	subl	$1, %eax
	subl	$-574969126, %eax
	subl	$-2147483648, %eax
	subl	$4294967295, 1(%rax,%rax,2)
	subl	$32767, %fs:1(,%r10,2)
	subl	$127, 127(%rbx)
	subl	$3129114529, -1(%r15)
	subl	$99, -128(%rax)
	subl	$127, 1(,%r12,8)
	subl	$89, 128(%rip)
	subl	$127, -2147483648(%r9,%r12)
	subl	%edi, %fs:(%r15)
	subl	%edx, 1(%rax)
	subl	%r9d, -2147483648(%r8,%rsi,8)
	subl	%r8d, %fs:2147483647(%r11,%r14,2)
	subl	$-129, %r8d
	subl	$2147483647, %esi
	subl	$-2147483648, %ecx
	subl	$-2147483648, %r8d
	subl	$80, %esi
	subl	$127, %r13d
	subl	$-30, %ebx
	subl	$-128, %r15d
	subl	-2147483648(,%r10), %edi
	subl	%gs:127(%r10), %r15d
	subl	-2147483648(%rdx), %r15d
	subl	%gs:1(%rsi,%r13,4), %r14d
	subl	%r15d, %r14d
	subl	%r13d, %r14d
	subl	%r14d, %r14d
	subl	%r11d, %esi
	subq	$255, %rax
	subq	$1004831824, %rax
	subq	$2, %rax
	subq	$-2147483648, %rax
	subq	$-1114424606, 127(%r8)
	subq	$2023118898, 128(%rip)
	subq	$-1, 2147483647(,%r11,8)
	subq	$71617845, 1(%r15)
	subq	$127, %fs:(%r11,%r10,8)
	subq	$56, (%rax)
	subq	$-1, -1(%rip)
	subq	$127, %fs:127(%rdx)
	subq	%rdx, -1(%rip)
	subq	%rdi, 2147483647(%rdi)
	subq	%r15, 128(%r11)
	subq	%rbx, 2147483647(,%rdi,4)
	subq	$2034627341, %r12
	subq	$-235228953, %r12
	subq	$-2147483648, %r9
	subq	$2147483647, %rdi
	subq	$127, %r14
	subq	$1, %rcx
	subq	$-46, %rdx
	subq	$-83, %rbp
	subq	2147483647(%r10,%rcx,4), %rax
	subq	128(%rdi), %rsp
	subq	%fs:1(%rcx,%r8,8), %r9
	subq	1(%r13,%rbx,4), %r14
	subq	%r14, %rbx
	subq	%r9, %rax
	subq	%rcx, %rcx
	subq	%r10, %rax
	subb	$-128, %al
	subb	$172, %al
	subb	$255, %al
	subb	$1, %al
	subb	$255, 127(%rdx)
	subb	$-69, (,%rdi)
	subb	$111, 128(%rcx,%r15,4)
	subb	$224, -1(%rsp)
	subb	%al, %fs:-128(%r9,%r8,4)
	subb	%r10b, %fs:(%r11)
	subb	%bl, -2147483648(%r8,%rcx,8)
	subb	%ah, (%rbp)
	subb	$100, %sil
	subb	$255, %bh
	subb	$0, %dil
	subb	$255, %ah
	subb	2147483647(%r8,%rdx), %r8b
	subb	1(%r9,%rdx,4), %dil
	subb	-128(%rsi), %ah
	subb	%fs:2147483647(%rbp), %bh
	subb	%r12b, %r13b
	subb	%spl, %sil
	subb	%r10b, %r8b
	subb	%al, %dil
	subpd	-128(%r14,%rdi,4), %xmm10
	subpd	127(%r12), %xmm0
	subpd	-128(%rip), %xmm1
	subpd	%gs:128(%r13,%rdi,8), %xmm15
	subpd	%xmm13, %xmm15
	subpd	%xmm10, %xmm11
	subpd	%xmm9, %xmm5
	subpd	%xmm9, %xmm0
	subps	-2147483648(%r15,%rbx,2), %xmm10
	subps	-128(%r13), %xmm8
	subps	128(%rsp,%r10,8), %xmm15
	subps	-129(%rip), %xmm8
	subps	%xmm9, %xmm7
	subps	%xmm4, %xmm5
	subps	%xmm4, %xmm10
	subps	%xmm9, %xmm4
	fsubrs	%fs:128
	fsubrs	-2147483648
	fsubrs	-128(%r9,%rax,4)
	fsubrs	-2147483648(%r11)
	fsubrl	2147483647(%r15,%r9)
	fsubrl	128(%r9)
	fsubrl	1(%rdi)
	fsubrl	-129(%r11,%rax,8)
	fisubrs	-129(%r9,%r10,2)
	fisubrs	-1(%rbx,%rax,2)
	fisubrs	%gs:-128(%r8)
	fisubrs	%gs:-129(%rsp)
	fisubrl	2147483647(,%rax)
	fisubrl	-1(%rbp,%rbp)
	fisubrl	127(%rbx)
	fisubrl	-129(%rbx,%rcx,4)
	fsubp	%st, %st(0)
	fsubp	%st, %st(0)
	fsubp	%st, %st(0)
	fsubp	%st, %st(0)
	fsubr	%st(2), %st
	fsubr	%st(3), %st
	fsubr	%st(5), %st
	fsubr	%st(0), %st
	fsub	%st, %st(3)
	fsub	%st, %st(6)
	fsub	%st, %st(7)
	fsub	%st, %st(6)
	subsd	%fs:(%rcx,%r8), %xmm4
	subsd	1(%rdi,%rdi), %xmm15
	subsd	-1(%r9), %xmm5
	subsd	2147483647(%rcx), %xmm1
	subsd	%xmm11, %xmm10
	subsd	%xmm8, %xmm3
	subsd	%xmm14, %xmm2
	subsd	%xmm0, %xmm2
	subss	2147483647(%r14), %xmm12
	subss	%gs:128(,%r14,2), %xmm0
	subss	127(%rdi,%rcx,8), %xmm8
	subss	%gs:-1(%r14,%rsi), %xmm5
	subss	%xmm5, %xmm13
	subss	%xmm1, %xmm7
	subss	%xmm3, %xmm15
	subss	%xmm15, %xmm9
	fsubs	(%rbp,%rax,4)
	fsubs	-1(%rax,%rbx,8)
	fsubs	2147483647(%r12,%r12)
	fsubs	-128(%r14,%r10)
	fsubl	%gs:1(%r12)
	fsubl	128(%rcx,%rbx,4)
	fsubl	-129(%rsi,%r12,8)
	fsubl	-1(%rax)
	fisubs	-1
	fisubs	-129(%r15,%r11,2)
	fisubs	2147483647(%r15)
	fisubs	128
	fisubl	127(%rbp)
	fisubl	-128(%rdi)
	fisubl	1(%r14)
	fisubl	128(%rax)
	fsubrp	%st, %st(0)
	fsubrp	%st, %st(0)
	fsubrp	%st, %st(2)
	fsubrp	%st, %st(6)
	fsub	%st(3), %st
	fsub	%st(1), %st
	fsub	%st(1), %st
	fsub	%st(4), %st
	fsubr	%st, %st(0)
	fsubr	%st, %st(3)
	fsubr	%st, %st(1)
	fsubr	%st, %st(2)
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
	t1mskcl	-1(%rcx), %r12d
	t1mskcl	(%r13), %r14d
	t1mskcl	-1(%rcx,%r9), %r11d
	t1mskcl	-2147483648(%r14), %esp
	t1mskcl	%r10d, %eax
	t1mskcl	%r11d, %ecx
	t1mskcl	%r12d, %r13d
	t1mskcl	%ebx, %r13d
	t1mskcq	-1(%r15), %rsi
	t1mskcq	127(%rdi), %r9
	t1mskcq	-128(%rbx,%rax,4), %r14
	t1mskcq	2147483647(,%r15,8), %r12
	t1mskcq	%rsp, %rbx
	t1mskcq	%rbx, %r12
	t1mskcq	%rdx, %r14
	t1mskcq	%rdi, %r8
	tcmmimfp16ps	%tmm2, %tmm1, %tmm6
	tcmmimfp16ps	%tmm3, %tmm1, %tmm6
	tcmmimfp16ps	%tmm6, %tmm1, %tmm3
	tcmmimfp16ps	%tmm7, %tmm2, %tmm0
	tcmmrlfp16ps	%tmm1, %tmm2, %tmm0
	tcmmrlfp16ps	%tmm4, %tmm0, %tmm2
	tcmmrlfp16ps	%tmm1, %tmm3, %tmm0
	tcmmrlfp16ps	%tmm5, %tmm7, %tmm0
	tdcall
	tdcall
	tdcall
	tdcall
	tdpbf16ps	%tmm7, %tmm5, %tmm4
	tdpbf16ps	%tmm6, %tmm0, %tmm4
	tdpbf16ps	%tmm3, %tmm5, %tmm1
	tdpbf16ps	%tmm6, %tmm2, %tmm0
	tdpbssd	%tmm6, %tmm2, %tmm3
	tdpbssd	%tmm0, %tmm5, %tmm7
	tdpbssd	%tmm3, %tmm4, %tmm2
	tdpbssd	%tmm2, %tmm4, %tmm5
	tdpbsud	%tmm5, %tmm6, %tmm1
	tdpbsud	%tmm0, %tmm2, %tmm1
	tdpbsud	%tmm5, %tmm6, %tmm1
	tdpbsud	%tmm1, %tmm3, %tmm0
	tdpbusd	%tmm1, %tmm3, %tmm5
	tdpbusd	%tmm7, %tmm0, %tmm6
	tdpbusd	%tmm0, %tmm3, %tmm5
	tdpbusd	%tmm6, %tmm1, %tmm5
	tdpbuud	%tmm2, %tmm4, %tmm6
	tdpbuud	%tmm1, %tmm3, %tmm2
	tdpbuud	%tmm7, %tmm3, %tmm6
	tdpbuud	%tmm7, %tmm2, %tmm4
	tdpfp16ps	%tmm2, %tmm6, %tmm1
	tdpfp16ps	%tmm0, %tmm2, %tmm6
	tdpfp16ps	%tmm6, %tmm3, %tmm1
	tdpfp16ps	%tmm5, %tmm1, %tmm7
	testw	$1, %ax
	testw	$65535, %ax
	testw	$7649, %ax
	testw	$-128, %ax
	testw	$-129, %fs:(%r15,%r8)
	testw	$127, -1(%rbx,%r14,8)
	testw	$-2387, 128(%rax)
	testw	$255, 128(%r9)
	testw	%r15w, -128(%rip)
	testw	%dx, -128(,%rcx,2)
	testw	%r11w, 2147483647(%r11,%rsi,8)
	testw	%si, 127(%r11)
	testw	$65535, %r9w
	testw	$-3331, %sp
	testw	$1486, %r10w
	testw	$65535, %r8w
	testw	%r9w, %cx
	testw	%bx, %cx
	testw	%r9w, %r8w
	testw	%cx, %r12w
	testl	$256, %eax
	testl	$32768, %eax
	testl	$668742711, %eax
	testl	$2678474605, %eax
	testl	$4294967295, (%rdx,%rbp,2)
	testl	$65536, 127(,%rbp,8)
	testl	$32767, -2147483648(%r14,%rbx,4)
	testl	$1747136911, 128(%r13)
	testl	%r8d, %gs:-129(%r15,%r9,8)
	testl	%eax, -129(%rip)
	testl	%r13d, %gs:1(,%r14)
	testl	%ecx, 128(%r15)
	testl	$3946004570, %ebx
	testl	$1, %ecx
	testl	$4294967295, %r11d
	testl	$4294967295, %ebp
	testl	%eax, %ebp
	testl	%ebp, %edi
	testl	%r10d, %r15d
	testl	%r10d, %r9d
	testq	$1, %rax
	testq	$0, %rax
	testq	$2, %rax
	testq	$-2147483648, %rax
	testq	$-1559087308, -129
	testq	$1, 128(%rsp,%r15,2)
	testq	$1517309093, %gs:2147483647(%rdx)
	testq	$-1, -128(%rip)
	testq	%r14, 2147483647(%rsp)
	testq	%r12, 128(%rdi)
	testq	%rdi, 2147483647
	testq	%r13, (%rsp,%r10,8)
	testq	$1, %rbx
	testq	$2147483647, %r12
	testq	$-129, %r14
	testq	$256, %rdx
	testq	%rcx, %rdx
	testq	%rax, %rsp
	testq	%rax, %r10
	testq	%r15, %rbp
	testb	$117, %al
	testb	$108, %al
	testb	$127, %al
	testb	$-110, %al
	testb	$0, 2147483647(%rax)
	testb	$245, (%rsi)
	testb	$17, -2147483648
	testb	$-1, %fs:-128(%rsi)
	testb	%bl, 128(%r14,%rbp,2)
	testb	%ch, 1(%rdi)
	testb	%al, %fs:127(%rsp,%r11)
	testb	%r12b, -2147483648(%r12,%rcx)
	testb	$-60, %r14b
	testb	$241, %ah
	testb	$-87, %al
	testb	$1, %r12b
	testb	%ch, %al
	testb	%dil, %r15b
	testb	%r8b, %r14b
	testb	%dil, %r9b
	testui
	testui
	testui
	testui
	tileloadd	%gs:2147483647(%rax), %tmm4
	tileloadd	1(%r11,%r13,4), %tmm6
	tileloadd	-128(%r10,%r11,8), %tmm3
	tileloadd	-1(%rdi,%rdx), %tmm7
	tileloaddt1	-129(%r10), %tmm6
	tileloaddt1	(%rax), %tmm5
	tileloaddt1	1(%r9,%rdx,4), %tmm4
	tileloaddt1	-2147483648(,%r13), %tmm3
	tilerelease
	tilerelease
	tilerelease
	tilerelease
	tilestored	%tmm1, (%r9)
	tilestored	%tmm5, 1(%rcx)
	tilestored	%tmm3, -129(%rax,%r10,2)
	tilestored	%tmm6, %gs:127(%rax)
	tilezero	%tmm6
	tilezero	%tmm2
	tilezero	%tmm2
	tilezero	%tmm1
	tlbsync
	tlbsync
	tlbsync
	tlbsync
	tpause	%r14d
	tpause	%ebp
	tpause	%r13d
	tpause	%r10d
	ftst
	ftst
	ftst
	ftst
	tzcntw	127(%r15), %ax
	tzcntw	(%rdi), %r12w
	tzcntw	1(%rbp), %bp
	tzcntw	%fs:1(%r8,%rdx,4), %r12w
	tzcntw	%bp, %di
	tzcntw	%r13w, %r14w
	tzcntw	%si, %di
	tzcntw	%r12w, %r15w
	tzcntl	%fs:(%r11), %r14d
	tzcntl	-129(%rip), %esi
	tzcntl	128(%rdi,%r13), %r12d
	tzcntl	%fs:128(%rip), %r8d
	tzcntl	%esi, %ebx
	tzcntl	%r8d, %r11d
	tzcntl	%eax, %r10d
	tzcntl	%esi, %esp
	tzcntq	-128, %rdx
	tzcntq	-1(%r15,%r11,8), %r12
	tzcntq	2147483647(%rbx), %rcx
	tzcntq	%fs:128(%r10,%rsi), %rcx
	tzcntq	%r12, %rax
	tzcntq	%rbp, %r9
	tzcntq	%r11, %rsp
	tzcntq	%rsp, %rbp
	tzmskl	127(%r10), %r15d
	tzmskl	%gs:-1(%rip), %r8d
	tzmskl	-128(%rbp), %r10d
	tzmskl	(%rbp), %r15d
	tzmskl	%ebx, %r11d
	tzmskl	%r14d, %r8d
	tzmskl	%esi, %r12d
	tzmskl	%r11d, %r13d
	tzmskq	-2147483648(%r14,%rdi,8), %rax
	tzmskq	-129(%rbx), %rcx
	tzmskq	127(%r13,%r11,8), %r12
	tzmskq	2147483647(%r10,%rsi), %rsi
	tzmskq	%r14, %r13
	tzmskq	%rbx, %rsp
	tzmskq	%rbp, %r11
	tzmskq	%rbp, %r15
	ucomisd	(%r12), %xmm11
	ucomisd	%gs:-128(%r9,%rbx,2), %xmm6
	ucomisd	%gs:127(%r14,%r8,4), %xmm0
	ucomisd	-129(%r10), %xmm4
	ucomisd	%xmm6, %xmm0
	ucomisd	%xmm10, %xmm11
	ucomisd	%xmm15, %xmm15
	ucomisd	%xmm1, %xmm6
	ucomiss	%gs:-2147483648(%r13,%r9,2), %xmm0
	ucomiss	%gs:1(%rcx,%r8,2), %xmm1
	ucomiss	127(%rbx), %xmm13
	ucomiss	128(%r15,%r12), %xmm11
	ucomiss	%xmm1, %xmm10
	ucomiss	%xmm0, %xmm13
	ucomiss	%xmm14, %xmm9
	ucomiss	%xmm0, %xmm2
	fucompi	%st(2), %st
	fucompi	%st(7), %st
	fucompi	%st(7), %st
	fucompi	%st(0), %st
	fucomi	%st(1), %st
	fucomi	%st(2), %st
	fucomi	%st(5), %st
	fucomi	%st(1), %st
	fucompp
	fucompp
	fucompp
	fucompp
	fucomp	%st(2)
	fucomp	%st(6)
	fucomp	%st(6)
	fucomp	%st(7)
	fucom	%st(4)
	fucom	%st(0)
	fucom	%st(0)
	fucom	%st(1)
	ud1l	%fs:-128(%rip), %edi
	ud1l	-129(%rcx,%r8,8), %r10d
	ud1l	-2147483648(%r9,%rdx,2), %ebp
	ud1l	-128(%rsi), %ebx
	ud1l	%esi, %edx
	ud1l	%r15d, %r8d
	ud1l	%r15d, %r13d
	ud1l	%esi, %eax
	ud1q	2147483647(%rax,%r14,8), %r13
	ud1q	-1(%rdx), %rbp
	ud1q	-129(%rbp,%rsi,8), %rax
	ud1q	-129(%rcx), %r11
	ud1q	%rdx, %r8
	ud1q	%rsp, %rsi
	ud1q	%r8, %rbp
	ud1q	%r15, %rbx
	ud1w	1(,%rax,4), %r11w
	ud1w	-129(%rcx,%rdi,8), %r8w
	ud1w	(%r15,%r9,8), %bp
	ud1w	%gs:2147483647(%rip), %r11w
	ud1w	%dx, %di
	ud1w	%ax, %r8w
	ud1w	%r9w, %di
	ud1w	%r10w, %dx
	ud2
	ud2
	ud2
	ud2
	uiret
	uiret
	uiret
	uiret
	umonitor	%r13d
	umonitor	%ebx
	umonitor	%r9d
	umonitor	%edi
	umonitor	%r15
	umonitor	%rdi
	umonitor	%rcx
	umonitor	%r8
	umwait	%ebx
	umwait	%r9d
	umwait	%r15d
	umwait	%r10d
	unpckhpd	127(%rdi,%r10,4), %xmm14
	unpckhpd	-129(%r12,%rcx,2), %xmm1
	unpckhpd	-2147483648(%rdx), %xmm2
	unpckhpd	%fs:1(%r12), %xmm10
	unpckhpd	%xmm7, %xmm1
	unpckhpd	%xmm1, %xmm4
	unpckhpd	%xmm14, %xmm5
	unpckhpd	%xmm6, %xmm3
	unpckhps	1(%r11,%r10,2), %xmm12
	unpckhps	(,%r12,4), %xmm9
	unpckhps	%gs:(%rsi,%r15,8), %xmm6
	unpckhps	%fs:1(%r10,%rdi), %xmm2
	unpckhps	%xmm5, %xmm13
	unpckhps	%xmm13, %xmm6
	unpckhps	%xmm0, %xmm4
	unpckhps	%xmm5, %xmm12
	unpcklpd	1(%r10), %xmm15
	unpcklpd	2147483647, %xmm9
	unpcklpd	(%r12), %xmm4
	unpcklpd	-2147483648(%rip), %xmm14
	unpcklpd	%xmm10, %xmm15
	unpcklpd	%xmm15, %xmm11
	unpcklpd	%xmm10, %xmm11
	unpcklpd	%xmm8, %xmm13
	unpcklps	%fs:128(%r9,%r13,2), %xmm0
	unpcklps	%gs:128(%r8,%rax,2), %xmm7
	unpcklps	127(%rsi,%r10,2), %xmm9
	unpcklps	128(,%r14,8), %xmm11
	unpcklps	%xmm0, %xmm9
	unpcklps	%xmm11, %xmm12
	unpcklps	%xmm9, %xmm14
	unpcklps	%xmm13, %xmm12
	urdmsr	%r11, %r8
	urdmsr	%r13, %rbx
	urdmsr	%rsp, %r13
	urdmsr	%r11, %rdi
	uwrmsr	%rbx, %r10
	uwrmsr	%r15, %rcx
	uwrmsr	%r12, %rbx
	uwrmsr	%r11, %r12
	vaddpd	2147483647(%rdx,%r8), %ymm9, %ymm14
	vaddpd	2147483647(%rip), %ymm11, %ymm10
	vaddpd	(%rdx), %ymm8, %ymm7
	vaddpd	-1(%r13), %ymm13, %ymm7
	vaddpd	%ymm0, %ymm6, %ymm10
	vaddpd	%ymm13, %ymm11, %ymm4
	vaddpd	%ymm1, %ymm13, %ymm4
	vaddpd	%ymm15, %ymm15, %ymm6
	vaddpd	-2147483648(%rbp), %xmm0, %xmm7
	vaddpd	%fs:127(%r15), %xmm6, %xmm8
	vaddpd	-1(%rip), %xmm10, %xmm1
	vaddpd	2147483647, %xmm6, %xmm14
	vaddpd	%xmm9, %xmm3, %xmm4
	vaddpd	%xmm14, %xmm10, %xmm4
	vaddpd	%xmm8, %xmm2, %xmm0
	vaddpd	%xmm3, %xmm4, %xmm9
	vaddps	2147483647(%r13,%r12,4), %ymm9, %ymm4
	vaddps	-128, %ymm14, %ymm8
	vaddps	(%rdi), %ymm6, %ymm5
	vaddps	-128(%r11), %ymm12, %ymm6
	vaddps	%ymm12, %ymm12, %ymm6
	vaddps	%ymm14, %ymm14, %ymm7
	vaddps	%ymm2, %ymm7, %ymm2
	vaddps	%ymm12, %ymm12, %ymm11
	vaddps	127(%rdx), %xmm10, %xmm6
	vaddps	-2147483648(%r8,%rdx,2), %xmm14, %xmm15
	vaddps	1(%r11), %xmm12, %xmm7
	vaddps	%fs:127(%rbp,%r8,8), %xmm1, %xmm8
	vaddps	%xmm15, %xmm13, %xmm4
	vaddps	%xmm15, %xmm5, %xmm13
	vaddps	%xmm15, %xmm2, %xmm12
	vaddps	%xmm6, %xmm5, %xmm12
	vaddsd	%fs:128(%r15,%r8,4), %xmm14, %xmm2
	vaddsd	-2147483648(%r10,%rsi,4), %xmm0, %xmm13
	vaddsd	(%r10), %xmm14, %xmm8
	vaddsd	-1(%r8,%r9,4), %xmm8, %xmm2
	vaddsd	%xmm9, %xmm8, %xmm4
	vaddsd	%xmm2, %xmm14, %xmm7
	vaddsd	%xmm14, %xmm5, %xmm13
	vaddsd	%xmm7, %xmm2, %xmm13
	vaddss	-129(%r15), %xmm7, %xmm6
	vaddss	%gs:128(%rsi), %xmm0, %xmm15
	vaddss	%fs:1(%r11,%r14), %xmm14, %xmm10
	vaddss	(%rdi,%r13,2), %xmm5, %xmm14
	vaddss	%xmm2, %xmm7, %xmm3
	vaddss	%xmm8, %xmm9, %xmm7
	vaddss	%xmm13, %xmm15, %xmm4
	vaddss	%xmm8, %xmm8, %xmm4
	vaddsubpd	%gs:-2147483648(%r8,%r14,2), %ymm15, %ymm4
	vaddsubpd	-129(%rbx,%rsi,4), %ymm14, %ymm14
	vaddsubpd	(%r14,%rax,2), %ymm1, %ymm3
	vaddsubpd	-128(%r11), %ymm8, %ymm14
	vaddsubpd	%ymm12, %ymm14, %ymm10
	vaddsubpd	%ymm3, %ymm0, %ymm1
	vaddsubpd	%ymm10, %ymm7, %ymm10
	vaddsubpd	%ymm4, %ymm12, %ymm9
	vaddsubpd	-129(%rdi), %xmm1, %xmm10
	vaddsubpd	1(%r12,%r10), %xmm4, %xmm5
	vaddsubpd	-2147483648(%r12,%rbx), %xmm0, %xmm7
	vaddsubpd	-128(%rsp), %xmm4, %xmm12
	vaddsubpd	%xmm7, %xmm7, %xmm5
	vaddsubpd	%xmm8, %xmm13, %xmm3
	vaddsubpd	%xmm13, %xmm0, %xmm8
	vaddsubpd	%xmm0, %xmm2, %xmm3
	vaddsubps	-128(%r13,%r8), %ymm11, %ymm14
	vaddsubps	%gs:-2147483648, %ymm5, %ymm1
	vaddsubps	128(%rdx), %ymm10, %ymm6
	vaddsubps	-128(%r8), %ymm14, %ymm4
	vaddsubps	%ymm15, %ymm0, %ymm11
	vaddsubps	%ymm11, %ymm4, %ymm0
	vaddsubps	%ymm10, %ymm13, %ymm0
	vaddsubps	%ymm5, %ymm6, %ymm6
	vaddsubps	-129(,%r13,8), %xmm12, %xmm5
	vaddsubps	%gs:-1(%r10,%rax,2), %xmm0, %xmm14
	vaddsubps	128(%r8,%rdi,8), %xmm3, %xmm13
	vaddsubps	%fs:1, %xmm4, %xmm5
	vaddsubps	%xmm10, %xmm13, %xmm5
	vaddsubps	%xmm7, %xmm3, %xmm8
	vaddsubps	%xmm8, %xmm3, %xmm10
	vaddsubps	%xmm4, %xmm11, %xmm1
	vaesdeclast	-2147483648(%rbx,%r11,8), %ymm9, %ymm9
	vaesdeclast	-1(%rip), %ymm4, %ymm15
	vaesdeclast	(%r10,%r9), %ymm11, %ymm10
	vaesdeclast	128(%rip), %ymm13, %ymm10
	vaesdeclast	%ymm11, %ymm13, %ymm3
	vaesdeclast	%ymm0, %ymm5, %ymm7
	vaesdeclast	%ymm10, %ymm7, %ymm3
	vaesdeclast	%ymm15, %ymm15, %ymm12
	vaesdeclast	%fs:127(%rdi), %xmm5, %xmm4
	vaesdeclast	-2147483648(%r9), %xmm0, %xmm11
	vaesdeclast	-1(%rip), %xmm15, %xmm10
	vaesdeclast	%gs:2147483647, %xmm6, %xmm10
	vaesdeclast	%xmm14, %xmm2, %xmm8
	vaesdeclast	%xmm15, %xmm14, %xmm12
	vaesdeclast	%xmm8, %xmm2, %xmm9
	vaesdeclast	%xmm11, %xmm1, %xmm3
	vaesdec	-1(%r14), %ymm13, %ymm7
	vaesdec	(%r10), %ymm14, %ymm11
	vaesdec	1(%r12,%r11), %ymm6, %ymm13
	vaesdec	2147483647(%rbp), %ymm7, %ymm9
	vaesdec	%ymm1, %ymm14, %ymm6
	vaesdec	%ymm0, %ymm10, %ymm5
	vaesdec	%ymm12, %ymm14, %ymm3
	vaesdec	%ymm4, %ymm3, %ymm0
	vaesdec	-2147483648(%r13,%r14,4), %xmm14, %xmm8
	vaesdec	-2147483648, %xmm6, %xmm5
	vaesdec	2147483647(%r11), %xmm14, %xmm8
	vaesdec	%gs:128(%rsi,%rdi,2), %xmm13, %xmm8
	vaesdec	%xmm9, %xmm8, %xmm5
	vaesdec	%xmm8, %xmm3, %xmm10
	vaesdec	%xmm14, %xmm12, %xmm8
	vaesdec	%xmm5, %xmm5, %xmm15
	vaesenclast	2147483647(%r11,%r12,8), %ymm4, %ymm4
	vaesenclast	%gs:2147483647(%r10,%rcx,8), %ymm1, %ymm4
	vaesenclast	128(%r10), %ymm15, %ymm15
	vaesenclast	%fs:-128(%rip), %ymm12, %ymm5
	vaesenclast	%ymm5, %ymm15, %ymm10
	vaesenclast	%ymm14, %ymm8, %ymm8
	vaesenclast	%ymm14, %ymm13, %ymm13
	vaesenclast	%ymm3, %ymm14, %ymm6
	vaesenclast	-2147483648(%r8), %xmm10, %xmm6
	vaesenclast	%gs:2147483647(%rsp), %xmm5, %xmm0
	vaesenclast	-129(%rbp,%r14,2), %xmm13, %xmm2
	vaesenclast	1(%r8,%rbx,8), %xmm12, %xmm9
	vaesenclast	%xmm11, %xmm11, %xmm6
	vaesenclast	%xmm13, %xmm0, %xmm8
	vaesenclast	%xmm11, %xmm4, %xmm1
	vaesenclast	%xmm12, %xmm11, %xmm3
	vaesenc	1(%r13), %ymm8, %ymm2
	vaesenc	%fs:-129(,%r15,4), %ymm4, %ymm12
	vaesenc	128(%rip), %ymm8, %ymm11
	vaesenc	2147483647(%rdx,%rbx,2), %ymm1, %ymm10
	vaesenc	%ymm7, %ymm2, %ymm15
	vaesenc	%ymm8, %ymm1, %ymm2
	vaesenc	%ymm3, %ymm14, %ymm8
	vaesenc	%ymm13, %ymm2, %ymm3
	vaesenc	2147483647(%rcx), %xmm0, %xmm6
	vaesenc	128(,%r15), %xmm10, %xmm6
	vaesenc	2147483647, %xmm0, %xmm1
	vaesenc	-128(%rax), %xmm8, %xmm0
	vaesenc	%xmm12, %xmm5, %xmm10
	vaesenc	%xmm13, %xmm0, %xmm10
	vaesenc	%xmm0, %xmm8, %xmm13
	vaesenc	%xmm9, %xmm12, %xmm12
	vaesimc	-2147483648(%r12), %xmm10
	vaesimc	2147483647(%r8,%rax,2), %xmm7
	vaesimc	128(%rax), %xmm6
	vaesimc	%fs:128(%r12,%rbx), %xmm2
	vaesimc	%xmm2, %xmm13
	vaesimc	%xmm0, %xmm13
	vaesimc	%xmm9, %xmm10
	vaesimc	%xmm6, %xmm5
	vaeskeygenassist	$128, 0, %xmm9
	vaeskeygenassist	$14, (%rdi), %xmm9
	vaeskeygenassist	$82, -128(%rax), %xmm2
	vaeskeygenassist	$184, -129(%r8,%rbx,8), %xmm11
	vaeskeygenassist	$255, %xmm4, %xmm0
	vaeskeygenassist	$127, %xmm7, %xmm11
	vaeskeygenassist	$255, %xmm10, %xmm8
	vaeskeygenassist	$0, %xmm4, %xmm4
	vandnpd	1(%r15), %ymm11, %ymm14
	vandnpd	%fs:127(%rax), %ymm9, %ymm0
	vandnpd	%gs:1(%rsp,%rdi,8), %ymm2, %ymm8
	vandnpd	-2147483648(%rip), %ymm14, %ymm6
	vandnpd	%ymm0, %ymm7, %ymm4
	vandnpd	%ymm8, %ymm7, %ymm3
	vandnpd	%ymm0, %ymm7, %ymm6
	vandnpd	%ymm12, %ymm12, %ymm8
	vandnpd	%gs:1(%rip), %xmm5, %xmm2
	vandnpd	2147483647(,%rcx,2), %xmm14, %xmm7
	vandnpd	-129(%r12), %xmm10, %xmm7
	vandnpd	127(%rdi,%r8,8), %xmm4, %xmm10
	vandnpd	%xmm8, %xmm4, %xmm10
	vandnpd	%xmm6, %xmm9, %xmm13
	vandnpd	%xmm13, %xmm10, %xmm5
	vandnpd	%xmm11, %xmm4, %xmm1
	vandnps	-1(%rbx,%r10,4), %ymm7, %ymm9
	vandnps	%fs:127(%rax), %ymm9, %ymm13
	vandnps	-1, %ymm4, %ymm7
	vandnps	128(%r8,%r14), %ymm12, %ymm0
	vandnps	%ymm14, %ymm13, %ymm14
	vandnps	%ymm12, %ymm3, %ymm8
	vandnps	%ymm14, %ymm11, %ymm4
	vandnps	%ymm10, %ymm12, %ymm15
	vandnps	-2147483648(%r14,%r10), %xmm0, %xmm7
	vandnps	(%r14), %xmm4, %xmm4
	vandnps	-129(%rcx), %xmm6, %xmm6
	vandnps	%gs:-1(%rsi), %xmm0, %xmm2
	vandnps	%xmm13, %xmm7, %xmm2
	vandnps	%xmm10, %xmm0, %xmm8
	vandnps	%xmm11, %xmm9, %xmm15
	vandnps	%xmm13, %xmm10, %xmm3
	vandpd	-2147483648(%r15,%rdx,2), %ymm4, %ymm7
	vandpd	128(%r10,%rax,4), %ymm8, %ymm7
	vandpd	%fs:1(%r9), %ymm8, %ymm11
	vandpd	-1(%rbx,%r13,2), %ymm6, %ymm5
	vandpd	%ymm1, %ymm5, %ymm8
	vandpd	%ymm8, %ymm4, %ymm14
	vandpd	%ymm12, %ymm9, %ymm3
	vandpd	%ymm9, %ymm6, %ymm13
	vandpd	%gs:-128(%r13), %xmm14, %xmm11
	vandpd	-129(,%r13,2), %xmm14, %xmm4
	vandpd	127(,%rbx), %xmm2, %xmm14
	vandpd	2147483647(%rcx), %xmm12, %xmm7
	vandpd	%xmm8, %xmm9, %xmm3
	vandpd	%xmm6, %xmm6, %xmm0
	vandpd	%xmm15, %xmm11, %xmm11
	vandpd	%xmm6, %xmm3, %xmm2
	vandps	2147483647(%r14,%rbx,2), %ymm15, %ymm2
	vandps	-128(%rsp,%r11,4), %ymm10, %ymm2
	vandps	127(%rdi), %ymm11, %ymm12
	vandps	-2147483648(%r10), %ymm7, %ymm15
	vandps	%ymm15, %ymm6, %ymm9
	vandps	%ymm13, %ymm2, %ymm8
	vandps	%ymm14, %ymm3, %ymm1
	vandps	%ymm7, %ymm11, %ymm9
	vandps	127(%r13,%rsi), %xmm4, %xmm5
	vandps	(%r10,%r10,8), %xmm6, %xmm0
	vandps	-1(%rsi,%r8), %xmm12, %xmm5
	vandps	-129(%rcx,%rdi), %xmm10, %xmm5
	vandps	%xmm8, %xmm0, %xmm2
	vandps	%xmm3, %xmm14, %xmm1
	vandps	%xmm2, %xmm7, %xmm12
	vandps	%xmm15, %xmm6, %xmm7
	vbcstnebf162ps	128(%r13,%rsi,4), %ymm8
	vbcstnebf162ps	2147483647(%rax), %ymm11
	vbcstnebf162ps	-129(%rdx,%rsi,4), %ymm14
	vbcstnebf162ps	128(%r12,%r11,4), %ymm10
	vbcstnebf162ps	%gs:-2147483648(%r12,%r14,8), %xmm4
	vbcstnebf162ps	2147483647(%rsi), %xmm8
	vbcstnebf162ps	2147483647(%rsi,%rdx,4), %xmm8
	vbcstnebf162ps	-129(%r10,%r14,4), %xmm10
	vbcstnesh2ps	%gs:-129(%rsp,%r8,8), %ymm15
	vbcstnesh2ps	%fs:-128(%rdi,%r14), %ymm14
	vbcstnesh2ps	1(%rdx), %ymm14
	vbcstnesh2ps	(,%r11,4), %ymm13
	vbcstnesh2ps	-129(%r8,%r12), %xmm15
	vbcstnesh2ps	%gs:2147483647(%r10,%r14), %xmm4
	vbcstnesh2ps	(%r14), %xmm11
	vbcstnesh2ps	128(%r14,%rbp), %xmm9
	vblendpd	$255, 1(%r14), %ymm1, %ymm1
	vblendpd	$128, %gs:(%rbx,%rcx), %ymm1, %ymm3
	vblendpd	$1, %gs:127(%rdi,%r13,8), %ymm11, %ymm3
	vblendpd	$128, -128, %ymm14, %ymm5
	vblendpd	$2, %ymm0, %ymm6, %ymm5
	vblendpd	$22, %ymm2, %ymm15, %ymm1
	vblendpd	$255, %ymm9, %ymm10, %ymm2
	vblendpd	$128, %ymm7, %ymm13, %ymm7
	vblendpd	$128, 2147483647(%rsp), %xmm1, %xmm10
	vblendpd	$46, 128(%r10), %xmm7, %xmm1
	vblendpd	$255, -2147483648, %xmm14, %xmm3
	vblendpd	$255, %gs:128, %xmm14, %xmm7
	vblendpd	$155, %xmm3, %xmm5, %xmm5
	vblendpd	$75, %xmm5, %xmm7, %xmm7
	vblendpd	$128, %xmm0, %xmm1, %xmm15
	vblendpd	$128, %xmm7, %xmm10, %xmm12
	vblendps	$202, (%rbp), %ymm11, %ymm7
	vblendps	$127, %gs:-1(%rsp,%rdi,4), %ymm11, %ymm5
	vblendps	$206, (%rbx), %ymm4, %ymm15
	vblendps	$12, -128(%r10,%rax), %ymm2, %ymm5
	vblendps	$128, %ymm12, %ymm11, %ymm10
	vblendps	$47, %ymm14, %ymm1, %ymm7
	vblendps	$133, %ymm7, %ymm0, %ymm2
	vblendps	$128, %ymm5, %ymm0, %ymm1
	vblendps	$233, %gs:(%r10,%r15), %xmm12, %xmm8
	vblendps	$1, (%r14), %xmm9, %xmm13
	vblendps	$2, 128(%r8,%r13,8), %xmm12, %xmm2
	vblendps	$82, (%r11), %xmm3, %xmm2
	vblendps	$70, %xmm15, %xmm13, %xmm3
	vblendps	$127, %xmm9, %xmm10, %xmm2
	vblendps	$163, %xmm14, %xmm11, %xmm0
	vblendps	$17, %xmm8, %xmm4, %xmm11
	vblendvpd	%ymm2, 127(%r10), %ymm6, %ymm10
	vblendvpd	%ymm11, 2147483647(%r9,%rdx,8), %ymm3, %ymm15
	vblendvpd	%ymm4, 128(%r8), %ymm15, %ymm10
	vblendvpd	%ymm2, %fs:1(%r15,%rax,4), %ymm2, %ymm13
	vblendvpd	%ymm11, %ymm4, %ymm8, %ymm7
	vblendvpd	%ymm3, %ymm14, %ymm15, %ymm4
	vblendvpd	%ymm4, %ymm13, %ymm11, %ymm14
	vblendvpd	%ymm2, %ymm5, %ymm5, %ymm9
	vblendvpd	%xmm9, -128, %xmm8, %xmm5
	vblendvpd	%xmm3, -129(%r14), %xmm6, %xmm14
	vblendvpd	%xmm6, -129(%rbp,%rdi,4), %xmm14, %xmm7
	vblendvpd	%xmm12, %gs:2147483647(,%r11,4), %xmm9, %xmm10
	vblendvpd	%xmm2, %xmm5, %xmm5, %xmm1
	vblendvpd	%xmm3, %xmm12, %xmm9, %xmm7
	vblendvpd	%xmm1, %xmm14, %xmm5, %xmm8
	vblendvpd	%xmm9, %xmm10, %xmm9, %xmm2
	vblendvps	%ymm2, -129(%rsi), %ymm5, %ymm6
	vblendvps	%ymm12, -1(%r12), %ymm4, %ymm0
	vblendvps	%ymm3, %gs:-129(%rdx,%rcx,8), %ymm14, %ymm9
	vblendvps	%ymm14, %gs:-128(%rip), %ymm12, %ymm5
	vblendvps	%ymm15, %ymm2, %ymm13, %ymm4
	vblendvps	%ymm1, %ymm10, %ymm7, %ymm2
	vblendvps	%ymm11, %ymm11, %ymm8, %ymm6
	vblendvps	%ymm5, %ymm8, %ymm11, %ymm12
	vblendvps	%xmm9, (%rdx), %xmm7, %xmm12
	vblendvps	%xmm1, %gs:-1(%r8,%rdx,2), %xmm3, %xmm10
	vblendvps	%xmm2, %gs:-2147483648(%r15), %xmm6, %xmm14
	vblendvps	%xmm9, -129(%rsi), %xmm4, %xmm13
	vblendvps	%xmm10, %xmm11, %xmm2, %xmm6
	vblendvps	%xmm8, %xmm10, %xmm10, %xmm15
	vblendvps	%xmm7, %xmm9, %xmm6, %xmm10
	vblendvps	%xmm14, %xmm5, %xmm13, %xmm15
	vbroadcastf128	%gs:2147483647(%rsi,%rbp,4), %ymm8
	vbroadcastf128	1(%r10), %ymm0
	vbroadcastf128	-1(%rip), %ymm11
	vbroadcastf128	1(%r14), %ymm12
	vbroadcasti128	1(%rsi,%r8,8), %ymm3
	vbroadcasti128	(%r14), %ymm13
	vbroadcasti128	-2147483648(%r13,%rdi,8), %ymm10
	vbroadcasti128	(%rdx,%r15), %ymm6
	vbroadcastsd	128(%rbp,%r10,8), %ymm10
	vbroadcastsd	%fs:-1(%r9), %ymm14
	vbroadcastsd	-1, %ymm13
	vbroadcastsd	127(%rsi), %ymm6
	vbroadcastsd	%xmm15, %ymm0
	vbroadcastsd	%xmm7, %ymm3
	vbroadcastsd	%xmm8, %ymm0
	vbroadcastsd	%xmm12, %ymm1
	vbroadcastss	128(%rsp,%rsi,4), %ymm6
	vbroadcastss	-128(%r13), %ymm3
	vbroadcastss	(,%r11), %ymm10
	vbroadcastss	-1(%r13), %ymm9
	vbroadcastss	%xmm6, %ymm1
	vbroadcastss	%xmm12, %ymm0
	vbroadcastss	%xmm1, %ymm13
	vbroadcastss	%xmm8, %ymm13
	vbroadcastss	128(%r14,%r15,8), %xmm2
	vbroadcastss	2147483647(%rip), %xmm5
	vbroadcastss	%fs:1(%rcx,%r15,4), %xmm10
	vbroadcastss	-129, %xmm15
	vbroadcastss	%xmm6, %xmm11
	vbroadcastss	%xmm14, %xmm7
	vbroadcastss	%xmm1, %xmm2
	vbroadcastss	%xmm2, %xmm9
	vcmpneq_oqpd	1(%rax,%rbp,2), %ymm6, %ymm0
	vcmpfalsepd	%gs:1(%r10), %ymm4, %ymm4
	vcmppd	$187, 1(%rbx,%r10,8), %ymm13, %ymm9
	vcmppd	$128, 2147483647(%r12), %ymm0, %ymm11
	vcmpunord_spd	%ymm7, %ymm3, %ymm15
	vcmppd	$255, %ymm1, %ymm11, %ymm3
	vcmpeqpd	%ymm5, %ymm15, %ymm8
	vcmpfalsepd	%ymm13, %ymm14, %ymm2
	vcmppd	$230, %gs:1(%r8,%r13,4), %xmm13, %xmm10
	vcmppd	$128, -2147483648(%r10,%rdx,4), %xmm10, %xmm11
	vcmppd	$109, -129(%rsp,%rax,2), %xmm5, %xmm14
	vcmppd	$255, 127(%r15,%rbx,2), %xmm1, %xmm1
	vcmpeqpd	%xmm8, %xmm1, %xmm3
	vcmpltpd	%xmm6, %xmm10, %xmm11
	vcmpeq_uspd	%xmm11, %xmm6, %xmm14
	vcmppd	$255, %xmm15, %xmm2, %xmm8
	vcmpps	$128, -2147483648(%rdi), %ymm8, %ymm3
	vcmpltps	127(%rip), %ymm13, %ymm10
	vcmpeqps	1(%r12,%rbx,4), %ymm6, %ymm0
	vcmpps	$255, 128(%r13), %ymm6, %ymm6
	vcmpnge_uqps	%ymm10, %ymm4, %ymm5
	vcmpps	$63, %ymm11, %ymm14, %ymm7
	vcmpeq_osps	%ymm12, %ymm2, %ymm0
	vcmpps	$255, %ymm15, %ymm6, %ymm7
	vcmpeqps	-128(%rbx), %xmm8, %xmm2
	vcmpps	$255, %gs:-129(%r14), %xmm9, %xmm11
	vcmpps	$255, (%rsi,%r14,2), %xmm6, %xmm2
	vcmpnltps	(%rip), %xmm4, %xmm3
	vcmpltps	%xmm11, %xmm7, %xmm2
	vcmpps	$127, %xmm4, %xmm2, %xmm9
	vcmpps	$100, %xmm9, %xmm5, %xmm5
	vcmpneqps	%xmm9, %xmm6, %xmm13
	vcmpsd	$213, -1, %xmm13, %xmm8
	vcmpsd	$255, -2147483648(,%rax,8), %xmm3, %xmm1
	vcmpsd	$150, %fs:128(,%rbp,8), %xmm15, %xmm15
	vcmpgt_oqsd	1(%r10,%r12,8), %xmm5, %xmm10
	vcmpngtsd	%xmm1, %xmm10, %xmm12
	vcmpsd	$255, %xmm13, %xmm9, %xmm10
	vcmpord_ssd	%xmm5, %xmm15, %xmm4
	vcmpsd	$247, %xmm14, %xmm7, %xmm10
	vcmpss	$128, (%r12), %xmm3, %xmm5
	vcmpss	$209, 1(%rbp), %xmm6, %xmm5
	vcmpeqss	-129(%r10,%r14,8), %xmm1, %xmm2
	vcmpss	$224, %fs:-2147483648(%r15,%rbp,8), %xmm0, %xmm9
	vcmpss	$175, %xmm6, %xmm8, %xmm1
	vcmpless	%xmm7, %xmm7, %xmm7
	vcmpss	$187, %xmm4, %xmm0, %xmm2
	vcmpss	$119, %xmm12, %xmm10, %xmm3
	vcomisd	127(%r10,%rax,2), %xmm3
	vcomisd	%gs:127(%rsi,%r13), %xmm15
	vcomisd	-128(%r9,%r15,4), %xmm10
	vcomisd	%fs:2147483647, %xmm3
	vcomisd	%xmm8, %xmm14
	vcomisd	%xmm9, %xmm12
	vcomisd	%xmm10, %xmm5
	vcomisd	%xmm12, %xmm15
	vcomiss	-2147483648(%r9), %xmm9
	vcomiss	1(%rip), %xmm11
	vcomiss	-1(%r12), %xmm11
	vcomiss	-2147483648(%r10,%rdi,4), %xmm9
	vcomiss	%xmm6, %xmm12
	vcomiss	%xmm12, %xmm1
	vcomiss	%xmm10, %xmm1
	vcomiss	%xmm6, %xmm5
	vcvtdq2pd	127(%r15,%r14,4), %ymm4
	vcvtdq2pd	-129(%rax), %ymm6
	vcvtdq2pd	%gs:-1(%rbx), %ymm11
	vcvtdq2pd	(%rsp), %ymm1
	vcvtdq2pd	%xmm7, %ymm8
	vcvtdq2pd	%xmm12, %ymm2
	vcvtdq2pd	%xmm6, %ymm2
	vcvtdq2pd	%xmm15, %ymm2
	vcvtdq2pd	%gs:-129(%r13,%rax), %xmm14
	vcvtdq2pd	-1(%rcx,%r8,8), %xmm8
	vcvtdq2pd	%gs:-2147483648(%rsi), %xmm6
	vcvtdq2pd	-1(%r15), %xmm3
	vcvtdq2pd	%xmm0, %xmm13
	vcvtdq2pd	%xmm2, %xmm5
	vcvtdq2pd	%xmm9, %xmm4
	vcvtdq2pd	%xmm15, %xmm11
	vcvtdq2ps	127(%r12), %ymm0
	vcvtdq2ps	-128(%r14,%r8), %ymm10
	vcvtdq2ps	%fs:(,%rsi,8), %ymm7
	vcvtdq2ps	%fs:127(%rdx), %ymm13
	vcvtdq2ps	%ymm14, %ymm5
	vcvtdq2ps	%ymm9, %ymm0
	vcvtdq2ps	%ymm10, %ymm10
	vcvtdq2ps	%ymm5, %ymm9
	vcvtdq2ps	%fs:1(%rsi), %xmm10
	vcvtdq2ps	-129(%r12,%rsi,8), %xmm4
	vcvtdq2ps	-129(%rsp), %xmm2
	vcvtdq2ps	127(%rcx), %xmm9
	vcvtdq2ps	%xmm0, %xmm12
	vcvtdq2ps	%xmm14, %xmm5
	vcvtdq2ps	%xmm5, %xmm1
	vcvtdq2ps	%xmm13, %xmm5
	vcvtneebf162ps	2147483647(%r8,%r12,2), %ymm14
	vcvtneebf162ps	2147483647(%rax,%r10), %ymm14
	vcvtneebf162ps	%fs:-128, %ymm14
	vcvtneebf162ps	128(%r12,%rsi,8), %ymm8
	vcvtneebf162ps	%gs:-128(%rsp), %xmm6
	vcvtneebf162ps	2147483647(%r8), %xmm8
	vcvtneebf162ps	127(%r14,%r14,4), %xmm7
	vcvtneebf162ps	%gs:-129(%rdi), %xmm11
	vcvtneeph2ps	127(%r9,%r12,4), %ymm8
	vcvtneeph2ps	127(%r13), %ymm0
	vcvtneeph2ps	%gs:-129(%rip), %ymm3
	vcvtneeph2ps	-1(%r8), %ymm11
	vcvtneeph2ps	-129(,%r15,4), %xmm9
	vcvtneeph2ps	(%rdi), %xmm5
	vcvtneeph2ps	-1(%r9), %xmm13
	vcvtneeph2ps	-1(%rdi), %xmm5
	vcvtneobf162ps	-2147483648(%rsi), %ymm0
	vcvtneobf162ps	%gs:-129, %ymm3
	vcvtneobf162ps	-129(%r13), %ymm5
	vcvtneobf162ps	%gs:1(,%r9,2), %ymm9
	vcvtneobf162ps	1(%r8,%r14), %xmm10
	vcvtneobf162ps	%gs:1(%r14), %xmm14
	vcvtneobf162ps	%fs:-128(%r15,%r9,4), %xmm11
	vcvtneobf162ps	127(%rbx,%rsi,8), %xmm5
	vcvtneoph2ps	-128(%r12,%rbx), %ymm1
	vcvtneoph2ps	%fs:-128(%rip), %ymm1
	vcvtneoph2ps	-128, %ymm6
	vcvtneoph2ps	2147483647(%r11,%rcx,8), %ymm4
	vcvtneoph2ps	%fs:-2147483648(%rsp,%r13), %xmm11
	vcvtneoph2ps	128(%r15,%rbp,8), %xmm13
	vcvtneoph2ps	-128(%r12,%r9), %xmm4
	vcvtneoph2ps	%gs:127, %xmm10
	vcvtpd2dqy	-1(%r11,%r14), %xmm15
	vcvtpd2dqy	(%r11,%rcx,2), %xmm3
	vcvtpd2dqy	1(%r8), %xmm0
	vcvtpd2dqy	128(,%r8), %xmm12
	vcvtpd2dq	%ymm14, %xmm0
	vcvtpd2dq	%ymm7, %xmm6
	vcvtpd2dq	%ymm11, %xmm2
	vcvtpd2dq	%ymm4, %xmm1
	vcvtpd2dqx	%gs:-129(%r8), %xmm8
	vcvtpd2dqx	-2147483648(%r8,%r10,8), %xmm2
	vcvtpd2dqx	-128(%r9,%rdi,8), %xmm7
	vcvtpd2dqx	%gs:128, %xmm3
	vcvtpd2dq	%xmm4, %xmm0
	vcvtpd2dq	%xmm0, %xmm11
	vcvtpd2dq	%xmm7, %xmm9
	vcvtpd2dq	%xmm0, %xmm8
	vcvtpd2psy	128(,%r8,4), %xmm4
	vcvtpd2psy	127(%r11), %xmm14
	vcvtpd2psy	%fs:-1(%r8,%rcx,8), %xmm9
	vcvtpd2psy	127(%rcx,%r13), %xmm12
	vcvtpd2ps	%ymm2, %xmm6
	vcvtpd2ps	%ymm1, %xmm8
	vcvtpd2ps	%ymm9, %xmm3
	vcvtpd2ps	%ymm6, %xmm15
	vcvtpd2psx	-128(%rbx), %xmm13
	vcvtpd2psx	(%rdi,%rdx,4), %xmm3
	vcvtpd2psx	-1(%r10,%rsi,2), %xmm1
	vcvtpd2psx	%gs:-129(%r12,%r13), %xmm13
	vcvtpd2ps	%xmm8, %xmm2
	vcvtpd2ps	%xmm2, %xmm4
	vcvtpd2ps	%xmm9, %xmm1
	vcvtpd2ps	%xmm5, %xmm1
	vcvtph2ps	-1(%r12), %ymm14
	vcvtph2ps	%gs:128(%rbp,%rdi,2), %ymm14
	vcvtph2ps	-1(%rsp), %ymm13
	vcvtph2ps	-129(%rbp,%r13), %ymm10
	vcvtph2ps	%xmm3, %ymm6
	vcvtph2ps	%xmm12, %ymm7
	vcvtph2ps	%xmm10, %ymm12
	vcvtph2ps	%xmm10, %ymm2
	vcvtph2ps	%fs:(%r10,%rdx,4), %xmm15
	vcvtph2ps	-2147483648(%rdi,%r10,4), %xmm5
	vcvtph2ps	%fs:128(%rdi,%r11,2), %xmm9
	vcvtph2ps	%gs:2147483647(%rip), %xmm13
	vcvtph2ps	%xmm0, %xmm2
	vcvtph2ps	%xmm9, %xmm1
	vcvtph2ps	%xmm2, %xmm8
	vcvtph2ps	%xmm11, %xmm10
	vcvtps2dq	(%rip), %ymm15
	vcvtps2dq	-1(%r11), %ymm4
	vcvtps2dq	%fs:127(%r13,%rsi,2), %ymm9
	vcvtps2dq	1(%rdi,%r10), %ymm1
	vcvtps2dq	%ymm15, %ymm4
	vcvtps2dq	%ymm13, %ymm15
	vcvtps2dq	%ymm1, %ymm10
	vcvtps2dq	%ymm6, %ymm10
	vcvtps2dq	%fs:-1(%rsi,%r15,4), %xmm15
	vcvtps2dq	%fs:-128(%rip), %xmm0
	vcvtps2dq	-2147483648(%rax,%rax,2), %xmm7
	vcvtps2dq	127(%r14,%rsi,8), %xmm12
	vcvtps2dq	%xmm5, %xmm4
	vcvtps2dq	%xmm7, %xmm0
	vcvtps2dq	%xmm15, %xmm3
	vcvtps2dq	%xmm15, %xmm11
	vcvtps2pd	-2147483648(%r8), %ymm14
	vcvtps2pd	-2147483648(%rbx), %ymm6
	vcvtps2pd	-1(%r14,%r9,2), %ymm2
	vcvtps2pd	1(%r11), %ymm15
	vcvtps2pd	%xmm12, %ymm8
	vcvtps2pd	%xmm5, %ymm2
	vcvtps2pd	%xmm12, %ymm5
	vcvtps2pd	%xmm14, %ymm9
	vcvtps2pd	%gs:128(%r15,%r15), %xmm14
	vcvtps2pd	128(%rdi), %xmm0
	vcvtps2pd	-128(%rsi), %xmm11
	vcvtps2pd	2147483647(%r9), %xmm1
	vcvtps2pd	%xmm12, %xmm3
	vcvtps2pd	%xmm2, %xmm11
	vcvtps2pd	%xmm9, %xmm3
	vcvtps2pd	%xmm12, %xmm7
	vcvtps2ph	$1, %ymm4, -128(%rdi,%rdi,4)
	vcvtps2ph	$128, %ymm13, 2147483647(%r14,%rdx)
	vcvtps2ph	$255, %ymm14, -129(%r10,%r8,2)
	vcvtps2ph	$128, %ymm8, %gs:-1(%r9,%r12,2)
	vcvtps2ph	$206, %ymm12, %xmm5
	vcvtps2ph	$255, %ymm14, %xmm3
	vcvtps2ph	$128, %ymm10, %xmm11
	vcvtps2ph	$252, %ymm15, %xmm13
	vcvtps2ph	$128, %xmm3, -2147483648(%rip)
	vcvtps2ph	$153, %xmm5, 128(%r11)
	vcvtps2ph	$255, %xmm3, %fs:128(%rbx)
	vcvtps2ph	$139, %xmm1, 1(%rbx)
	vcvtps2ph	$128, %xmm2, %xmm15
	vcvtps2ph	$188, %xmm1, %xmm8
	vcvtps2ph	$255, %xmm9, %xmm5
	vcvtps2ph	$0, %xmm4, %xmm9
	vcvtsd2si	1(%rcx,%r12,2), %r13
	vcvtsd2si	(%r11,%r10), %r13
	vcvtsd2si	-1(%r12), %r8
	vcvtsd2si	127(%rip), %r10
	vcvtsd2si	%xmm1, %rsi
	vcvtsd2si	%xmm6, %r14
	vcvtsd2si	%xmm11, %rdi
	vcvtsd2si	%xmm5, %r11
	vcvtsd2si	%gs:1(,%r12,8), %r11d
	vcvtsd2si	2147483647(%r13,%r10,8), %r15d
	vcvtsd2si	128(%rbx,%rbp,4), %esp
	vcvtsd2si	-128(%r9), %ecx
	vcvtsd2si	%xmm5, %r15d
	vcvtsd2si	%xmm13, %r13d
	vcvtsd2si	%xmm11, %ebx
	vcvtsd2si	%xmm1, %r14d
	vcvtsd2ss	%fs:-2147483648(,%r8,4), %xmm1, %xmm3
	vcvtsd2ss	-128(%rdi), %xmm7, %xmm3
	vcvtsd2ss	128(%rcx), %xmm4, %xmm8
	vcvtsd2ss	(%rsi), %xmm7, %xmm7
	vcvtsd2ss	%xmm15, %xmm4, %xmm1
	vcvtsd2ss	%xmm4, %xmm0, %xmm3
	vcvtsd2ss	%xmm15, %xmm5, %xmm0
	vcvtsd2ss	%xmm10, %xmm13, %xmm0
	vcvtsi2sdl	2147483647(%rcx,%r10), %xmm14, %xmm5
	vcvtsi2sdl	127(%r11), %xmm0, %xmm13
	vcvtsi2sdl	%gs:-129(%rax), %xmm14, %xmm6
	vcvtsi2sdl	%fs:-1(%r9), %xmm15, %xmm15
	vcvtsi2sd	%r8d, %xmm3, %xmm8
	vcvtsi2sd	%r13d, %xmm4, %xmm11
	vcvtsi2sd	%r11d, %xmm14, %xmm13
	vcvtsi2sd	%ebx, %xmm15, %xmm7
	vcvtsi2ssl	%gs:(,%r15), %xmm3, %xmm8
	vcvtsi2ssl	1(%r8,%r11,4), %xmm2, %xmm10
	vcvtsi2ssl	(,%rbp,8), %xmm7, %xmm11
	vcvtsi2ssl	%gs:-1(%r9), %xmm6, %xmm13
	vcvtsi2ss	%edi, %xmm3, %xmm1
	vcvtsi2ss	%r8d, %xmm4, %xmm14
	vcvtsi2ss	%r11d, %xmm12, %xmm9
	vcvtsi2ss	%r10d, %xmm3, %xmm1
	vcvtsi2sdq	-128(%rcx), %xmm9, %xmm1
	vcvtsi2sdq	(%r11,%r15,2), %xmm9, %xmm14
	vcvtsi2sdq	%gs:1(%rbp), %xmm13, %xmm13
	vcvtsi2sdq	(%rbx,%r14), %xmm10, %xmm3
	vcvtsi2sd	%r15, %xmm1, %xmm1
	vcvtsi2sd	%rdi, %xmm13, %xmm8
	vcvtsi2sd	%r12, %xmm7, %xmm12
	vcvtsi2sd	%r9, %xmm14, %xmm13
	vcvtsi2ssq	-129(%rbp), %xmm9, %xmm1
	vcvtsi2ssq	-128(%r14), %xmm8, %xmm2
	vcvtsi2ssq	%fs:1(%r14), %xmm0, %xmm6
	vcvtsi2ssq	-128(%r13), %xmm2, %xmm5
	vcvtsi2ss	%r14, %xmm4, %xmm7
	vcvtsi2ss	%r8, %xmm0, %xmm2
	vcvtsi2ss	%r12, %xmm13, %xmm12
	vcvtsi2ss	%rsi, %xmm6, %xmm5
	vcvtss2sd	2147483647(%rdx), %xmm13, %xmm6
	vcvtss2sd	%gs:-1(%r14), %xmm15, %xmm8
	vcvtss2sd	2147483647(%rbx,%r14,4), %xmm5, %xmm12
	vcvtss2sd	(,%rcx), %xmm10, %xmm8
	vcvtss2sd	%xmm13, %xmm7, %xmm7
	vcvtss2sd	%xmm1, %xmm13, %xmm14
	vcvtss2sd	%xmm7, %xmm1, %xmm8
	vcvtss2sd	%xmm2, %xmm5, %xmm1
	vcvtss2si	%gs:-129(%r12), %rdi
	vcvtss2si	-1(%rax,%r12,4), %rsp
	vcvtss2si	%gs:1(%r8), %rsp
	vcvtss2si	%gs:127(%rip), %rsp
	vcvtss2si	%xmm13, %r15
	vcvtss2si	%xmm6, %r15
	vcvtss2si	%xmm11, %rbp
	vcvtss2si	%xmm7, %r11
	vcvtss2si	-1(%r13), %r10d
	vcvtss2si	127(,%rax,2), %r12d
	vcvtss2si	-1(%r13,%r12,8), %ecx
	vcvtss2si	-1(%rdi), %r14d
	vcvtss2si	%xmm5, %r12d
	vcvtss2si	%xmm1, %r9d
	vcvtss2si	%xmm6, %esi
	vcvtss2si	%xmm11, %r8d
	vcvttpd2dqy	-2147483648(%r13,%r10,4), %xmm9
	vcvttpd2dqy	-129(%r12,%rbp,8), %xmm10
	vcvttpd2dqy	127(%r15,%rax), %xmm10
	vcvttpd2dqy	%gs:128(%r8), %xmm0
	vcvttpd2dq	%ymm14, %xmm9
	vcvttpd2dq	%ymm14, %xmm14
	vcvttpd2dq	%ymm12, %xmm4
	vcvttpd2dq	%ymm2, %xmm1
	vcvttpd2dqx	%fs:127(%r15), %xmm10
	vcvttpd2dqx	%gs:128(%r10,%r9,8), %xmm0
	vcvttpd2dqx	1(%rdi), %xmm10
	vcvttpd2dqx	2147483647(,%r15,2), %xmm14
	vcvttpd2dq	%xmm7, %xmm7
	vcvttpd2dq	%xmm8, %xmm9
	vcvttpd2dq	%xmm14, %xmm11
	vcvttpd2dq	%xmm7, %xmm8
	vcvttps2dq	128, %ymm15
	vcvttps2dq	%gs:128(%r14,%r13,8), %ymm1
	vcvttps2dq	-129(,%r15,2), %ymm10
	vcvttps2dq	-128(%r10), %ymm11
	vcvttps2dq	%ymm13, %ymm11
	vcvttps2dq	%ymm8, %ymm12
	vcvttps2dq	%ymm13, %ymm10
	vcvttps2dq	%ymm4, %ymm10
	vcvttps2dq	-129(%r8,%r11), %xmm13
	vcvttps2dq	2147483647(%rsi,%rcx,8), %xmm1
	vcvttps2dq	(%r8,%r13,8), %xmm4
	vcvttps2dq	%fs:1(%rdx), %xmm9
	vcvttps2dq	%xmm14, %xmm4
	vcvttps2dq	%xmm7, %xmm8
	vcvttps2dq	%xmm10, %xmm3
	vcvttps2dq	%xmm13, %xmm8
	vcvttsd2si	2147483647(%r15), %r15
	vcvttsd2si	-1(%rdi,%r10,8), %rbx
	vcvttsd2si	%fs:-2147483648(%rcx,%r13), %r15
	vcvttsd2si	2147483647(%rdx), %r12
	vcvttsd2si	%xmm11, %rdx
	vcvttsd2si	%xmm6, %rcx
	vcvttsd2si	%xmm0, %rcx
	vcvttsd2si	%xmm5, %r11
	vcvttsd2si	%gs:1, %r10d
	vcvttsd2si	%fs:-129(%rdi), %r13d
	vcvttsd2si	-2147483648(%r11,%r15), %r10d
	vcvttsd2si	-2147483648(%r9), %ebx
	vcvttsd2si	%xmm4, %r12d
	vcvttsd2si	%xmm2, %edi
	vcvttsd2si	%xmm10, %eax
	vcvttsd2si	%xmm8, %ecx
	vcvttss2si	128, %r9
	vcvttss2si	-1(%rbx), %rdi
	vcvttss2si	%fs:-2147483648(%r10,%r9,2), %rbx
	vcvttss2si	-2147483648(%r10,%r14,2), %rsp
	vcvttss2si	%xmm9, %r11
	vcvttss2si	%xmm2, %r12
	vcvttss2si	%xmm12, %r13
	vcvttss2si	%xmm3, %r14
	vcvttss2si	%gs:2147483647(%rax), %ebx
	vcvttss2si	%gs:-1(%rbp), %r13d
	vcvttss2si	%gs:-129(%rip), %r13d
	vcvttss2si	128, %r9d
	vcvttss2si	%xmm1, %r11d
	vcvttss2si	%xmm0, %r8d
	vcvttss2si	%xmm0, %eax
	vcvttss2si	%xmm5, %edx
	vdivpd	-2147483648(,%rsi), %ymm8, %ymm12
	vdivpd	-128(%rcx), %ymm6, %ymm14
	vdivpd	(%rsp), %ymm13, %ymm1
	vdivpd	(%rip), %ymm4, %ymm10
	vdivpd	%ymm1, %ymm11, %ymm3
	vdivpd	%ymm10, %ymm7, %ymm5
	vdivpd	%ymm12, %ymm11, %ymm7
	vdivpd	%ymm6, %ymm1, %ymm0
	vdivpd	-129(%rdx), %xmm12, %xmm12
	vdivpd	-129(%r14), %xmm11, %xmm9
	vdivpd	-129(%rdi), %xmm7, %xmm12
	vdivpd	1(%r8,%r15), %xmm13, %xmm13
	vdivpd	%xmm11, %xmm9, %xmm8
	vdivpd	%xmm14, %xmm3, %xmm14
	vdivpd	%xmm14, %xmm10, %xmm10
	vdivpd	%xmm8, %xmm0, %xmm0
	vdivps	-129(%rdi,%rbp,8), %ymm2, %ymm3
	vdivps	-129(%rbx), %ymm15, %ymm3
	vdivps	1(%r15,%rax,2), %ymm2, %ymm11
	vdivps	-2147483648(%r11,%r15), %ymm15, %ymm8
	vdivps	%ymm10, %ymm15, %ymm2
	vdivps	%ymm7, %ymm8, %ymm11
	vdivps	%ymm2, %ymm4, %ymm11
	vdivps	%ymm1, %ymm8, %ymm11
	vdivps	2147483647(%rsp), %xmm3, %xmm11
	vdivps	%fs:127(%r9,%r13,8), %xmm12, %xmm1
	vdivps	(%rsi), %xmm12, %xmm4
	vdivps	127(%r12), %xmm12, %xmm13
	vdivps	%xmm7, %xmm3, %xmm10
	vdivps	%xmm8, %xmm0, %xmm11
	vdivps	%xmm0, %xmm14, %xmm12
	vdivps	%xmm13, %xmm11, %xmm0
	vdivsd	2147483647(%rbp,%rcx,8), %xmm5, %xmm10
	vdivsd	-2147483648(,%r13,2), %xmm12, %xmm11
	vdivsd	(%rip), %xmm15, %xmm9
	vdivsd	1, %xmm15, %xmm8
	vdivsd	%xmm12, %xmm5, %xmm10
	vdivsd	%xmm13, %xmm13, %xmm10
	vdivsd	%xmm6, %xmm6, %xmm12
	vdivsd	%xmm2, %xmm6, %xmm5
	vdivss	127(%r15,%r11), %xmm6, %xmm11
	vdivss	1(%rbp,%r13), %xmm11, %xmm10
	vdivss	-129(%rdi), %xmm10, %xmm10
	vdivss	1(%r12), %xmm13, %xmm1
	vdivss	%xmm2, %xmm0, %xmm7
	vdivss	%xmm8, %xmm0, %xmm10
	vdivss	%xmm14, %xmm8, %xmm14
	vdivss	%xmm13, %xmm1, %xmm5
	vdppd	$254, 127(%rbx,%rcx), %xmm14, %xmm4
	vdppd	$245, -2147483648(%rdx), %xmm7, %xmm0
	vdppd	$128, -128(%rsp,%r8,4), %xmm3, %xmm10
	vdppd	$255, 127(%rbx,%r9,4), %xmm12, %xmm13
	vdppd	$1, %xmm7, %xmm8, %xmm7
	vdppd	$0, %xmm1, %xmm14, %xmm3
	vdppd	$75, %xmm5, %xmm14, %xmm2
	vdppd	$255, %xmm1, %xmm3, %xmm10
	vdpps	$121, 1(%rdi), %ymm3, %ymm5
	vdpps	$184, -2147483648(%r15), %ymm7, %ymm6
	vdpps	$191, -1(,%rbp,8), %ymm13, %ymm8
	vdpps	$1, 127(%r13), %ymm3, %ymm12
	vdpps	$255, %ymm13, %ymm1, %ymm0
	vdpps	$2, %ymm15, %ymm12, %ymm5
	vdpps	$1, %ymm14, %ymm11, %ymm5
	vdpps	$128, %ymm10, %ymm9, %ymm9
	vdpps	$56, -1(%r11), %xmm12, %xmm5
	vdpps	$0, %fs:-129(%r12,%rax), %xmm3, %xmm12
	vdpps	$128, -1(,%rcx,2), %xmm13, %xmm15
	vdpps	$255, (%r9), %xmm8, %xmm3
	vdpps	$141, %xmm3, %xmm10, %xmm10
	vdpps	$149, %xmm7, %xmm6, %xmm13
	vdpps	$255, %xmm11, %xmm4, %xmm9
	vdpps	$167, %xmm13, %xmm8, %xmm3
	verr	%fs:1
	verr	127(%r10)
	verr	-128(%rbp)
	verr	-2147483648(%rdi,%r10)
	verr	%r14w
	verr	%r12w
	verr	%bx
	verr	%sp
	verw	127(%r9)
	verw	128(%rcx)
	verw	2147483647(%r9)
	verw	(%rcx,%r11,2)
	verw	%sp
	verw	%si
	verw	%r12w
	verw	%di
	vextractf128	$255, %ymm8, -1(%r11,%rdi,4)
	vextractf128	$255, %ymm3, 1(%rsi,%rbp,2)
	vextractf128	$255, %ymm5, 2147483647
	vextractf128	$86, %ymm15, -128(%r13)
	vextractf128	$183, %ymm1, %xmm12
	vextractf128	$252, %ymm3, %xmm8
	vextractf128	$231, %ymm3, %xmm15
	vextractf128	$15, %ymm9, %xmm2
	vextracti128	$170, %ymm6, 127(%r11,%r10,4)
	vextracti128	$1, %ymm0, 2147483647
	vextracti128	$236, %ymm13, -129(%rsp,%r14,2)
	vextracti128	$5, %ymm6, %fs:(%rdi,%r12,8)
	vextracti128	$0, %ymm14, %xmm13
	vextracti128	$241, %ymm5, %xmm8
	vextracti128	$158, %ymm0, %xmm14
	vextracti128	$255, %ymm6, %xmm15
	vextractps	$255, %xmm14, -2147483648(%r15)
	vextractps	$0, %xmm2, -129(%rdx)
	vextractps	$1, %xmm10, -1(,%r14)
	vextractps	$207, %xmm7, -129(%rip)
	vextractps	$0, %xmm7, %ebx
	vextractps	$133, %xmm10, %r10d
	vextractps	$255, %xmm9, %ebp
	vextractps	$46, %xmm11, %r15d
	vfmadd132pd	%fs:-128(%r12,%r9), %ymm2, %ymm1
	vfmadd132pd	%gs:128(%r13), %ymm8, %ymm2
	vfmadd132pd	%fs:-128(%r9), %ymm5, %ymm11
	vfmadd132pd	127(%r13,%rsi,8), %ymm6, %ymm10
	vfmadd132pd	%ymm8, %ymm3, %ymm10
	vfmadd132pd	%ymm4, %ymm4, %ymm1
	vfmadd132pd	%ymm8, %ymm6, %ymm12
	vfmadd132pd	%ymm1, %ymm6, %ymm11
	vfmadd132pd	-129(%rsp), %xmm8, %xmm14
	vfmadd132pd	(%rip), %xmm6, %xmm4
	vfmadd132pd	-1(%r14), %xmm5, %xmm1
	vfmadd132pd	-129(%r12), %xmm4, %xmm0
	vfmadd132pd	%xmm7, %xmm9, %xmm11
	vfmadd132pd	%xmm14, %xmm1, %xmm7
	vfmadd132pd	%xmm1, %xmm0, %xmm11
	vfmadd132pd	%xmm1, %xmm4, %xmm8
	vfmadd132ps	-128(,%r12,2), %ymm12, %ymm4
	vfmadd132ps	-128(,%rdi), %ymm4, %ymm9
	vfmadd132ps	%fs:127(%rsp,%rbp,8), %ymm10, %ymm11
	vfmadd132ps	%gs:-1(%r14,%rbx,4), %ymm7, %ymm15
	vfmadd132ps	%ymm4, %ymm15, %ymm2
	vfmadd132ps	%ymm3, %ymm14, %ymm3
	vfmadd132ps	%ymm5, %ymm5, %ymm14
	vfmadd132ps	%ymm10, %ymm12, %ymm5
	vfmadd132ps	-128(%rbx), %xmm12, %xmm6
	vfmadd132ps	%fs:-1(,%r13,2), %xmm2, %xmm3
	vfmadd132ps	%fs:-1(%rdi,%rdx), %xmm11, %xmm8
	vfmadd132ps	127(%rsp,%r12,4), %xmm9, %xmm13
	vfmadd132ps	%xmm14, %xmm2, %xmm11
	vfmadd132ps	%xmm2, %xmm8, %xmm10
	vfmadd132ps	%xmm0, %xmm14, %xmm12
	vfmadd132ps	%xmm13, %xmm9, %xmm13
	vfmadd132sd	-2147483648(%r13), %xmm1, %xmm10
	vfmadd132sd	%gs:2147483647(%rbx), %xmm5, %xmm6
	vfmadd132sd	%gs:-129(%r11,%r13,8), %xmm5, %xmm7
	vfmadd132sd	(%rdi), %xmm4, %xmm6
	vfmadd132sd	%xmm8, %xmm6, %xmm13
	vfmadd132sd	%xmm6, %xmm9, %xmm12
	vfmadd132sd	%xmm10, %xmm2, %xmm0
	vfmadd132sd	%xmm6, %xmm4, %xmm1
	vfmadd132ss	-129(%r12), %xmm15, %xmm12
	vfmadd132ss	1(%rdx,%rdx,8), %xmm8, %xmm14
	vfmadd132ss	1(%r15), %xmm10, %xmm6
	vfmadd132ss	-1(%rax), %xmm13, %xmm13
	vfmadd132ss	%xmm9, %xmm1, %xmm11
	vfmadd132ss	%xmm1, %xmm2, %xmm2
	vfmadd132ss	%xmm7, %xmm14, %xmm3
	vfmadd132ss	%xmm6, %xmm3, %xmm15
	vfmadd213pd	(%r15,%r13,4), %ymm14, %ymm4
	vfmadd213pd	-1(%r8,%r8,2), %ymm0, %ymm6
	vfmadd213pd	(,%rsi,4), %ymm14, %ymm10
	vfmadd213pd	-129(%rax,%rsi,4), %ymm2, %ymm5
	vfmadd213pd	%ymm7, %ymm10, %ymm8
	vfmadd213pd	%ymm5, %ymm5, %ymm10
	vfmadd213pd	%ymm11, %ymm12, %ymm14
	vfmadd213pd	%ymm2, %ymm12, %ymm6
	vfmadd213pd	128(%rbx), %xmm12, %xmm7
	vfmadd213pd	1(%r15,%rdx,8), %xmm5, %xmm12
	vfmadd213pd	(%r10), %xmm11, %xmm3
	vfmadd213pd	-128(%rcx,%r11,4), %xmm0, %xmm10
	vfmadd213pd	%xmm0, %xmm13, %xmm9
	vfmadd213pd	%xmm0, %xmm10, %xmm1
	vfmadd213pd	%xmm12, %xmm13, %xmm2
	vfmadd213pd	%xmm1, %xmm0, %xmm15
	vfmadd213ps	-129(%r11), %ymm4, %ymm1
	vfmadd213ps	-1, %ymm0, %ymm8
	vfmadd213ps	2147483647(%r10), %ymm14, %ymm11
	vfmadd213ps	-2147483648(,%rbp,8), %ymm3, %ymm0
	vfmadd213ps	%ymm1, %ymm1, %ymm15
	vfmadd213ps	%ymm0, %ymm12, %ymm5
	vfmadd213ps	%ymm6, %ymm15, %ymm6
	vfmadd213ps	%ymm15, %ymm3, %ymm9
	vfmadd213ps	-1(,%r15,4), %xmm7, %xmm10
	vfmadd213ps	2147483647(%r9,%rdi,4), %xmm10, %xmm1
	vfmadd213ps	128(%r12,%r13,4), %xmm1, %xmm1
	vfmadd213ps	(%rbp,%rcx,8), %xmm5, %xmm3
	vfmadd213ps	%xmm3, %xmm11, %xmm2
	vfmadd213ps	%xmm4, %xmm4, %xmm5
	vfmadd213ps	%xmm14, %xmm0, %xmm13
	vfmadd213ps	%xmm10, %xmm8, %xmm6
	vfmadd213sd	%fs:127(%rdx,%rdx,2), %xmm5, %xmm4
	vfmadd213sd	%gs:(%r13,%rdx), %xmm7, %xmm12
	vfmadd213sd	-129(%r13,%r15), %xmm6, %xmm8
	vfmadd213sd	-2147483648, %xmm10, %xmm12
	vfmadd213sd	%xmm7, %xmm12, %xmm1
	vfmadd213sd	%xmm11, %xmm5, %xmm11
	vfmadd213sd	%xmm4, %xmm3, %xmm0
	vfmadd213sd	%xmm15, %xmm9, %xmm10
	vfmadd213ss	-1(%r10), %xmm9, %xmm5
	vfmadd213ss	-129(,%r15,8), %xmm0, %xmm0
	vfmadd213ss	-129(%rbx,%r8), %xmm4, %xmm3
	vfmadd213ss	%gs:-2147483648(%rcx,%rcx), %xmm5, %xmm12
	vfmadd213ss	%xmm7, %xmm9, %xmm10
	vfmadd213ss	%xmm0, %xmm4, %xmm3
	vfmadd213ss	%xmm2, %xmm14, %xmm9
	vfmadd213ss	%xmm0, %xmm1, %xmm1
	vfmadd231pd	%gs:2147483647(%r10), %ymm2, %ymm2
	vfmadd231pd	-1(%rcx), %ymm13, %ymm13
	vfmadd231pd	%gs:127, %ymm13, %ymm7
	vfmadd231pd	-128, %ymm3, %ymm13
	vfmadd231pd	%ymm1, %ymm8, %ymm13
	vfmadd231pd	%ymm5, %ymm12, %ymm7
	vfmadd231pd	%ymm6, %ymm11, %ymm11
	vfmadd231pd	%ymm5, %ymm14, %ymm6
	vfmadd231pd	2147483647(%r14,%rdi,2), %xmm8, %xmm0
	vfmadd231pd	1(%r9), %xmm6, %xmm14
	vfmadd231pd	%gs:2147483647, %xmm13, %xmm15
	vfmadd231pd	2147483647(%rip), %xmm2, %xmm15
	vfmadd231pd	%xmm13, %xmm12, %xmm12
	vfmadd231pd	%xmm7, %xmm3, %xmm14
	vfmadd231pd	%xmm2, %xmm4, %xmm11
	vfmadd231pd	%xmm2, %xmm4, %xmm8
	vfmadd231ps	%gs:127(%rax,%r12), %ymm1, %ymm5
	vfmadd231ps	128(%rbx,%r13,8), %ymm6, %ymm10
	vfmadd231ps	128(%rax), %ymm13, %ymm1
	vfmadd231ps	%fs:128(%r14), %ymm15, %ymm5
	vfmadd231ps	%ymm3, %ymm2, %ymm15
	vfmadd231ps	%ymm0, %ymm12, %ymm0
	vfmadd231ps	%ymm15, %ymm14, %ymm10
	vfmadd231ps	%ymm7, %ymm1, %ymm4
	vfmadd231ps	127(%rdi,%r11,2), %xmm10, %xmm15
	vfmadd231ps	128(%r8), %xmm7, %xmm10
	vfmadd231ps	%fs:2147483647(,%r10,2), %xmm14, %xmm13
	vfmadd231ps	(%r9,%rcx,2), %xmm12, %xmm14
	vfmadd231ps	%xmm2, %xmm15, %xmm8
	vfmadd231ps	%xmm2, %xmm1, %xmm8
	vfmadd231ps	%xmm10, %xmm1, %xmm15
	vfmadd231ps	%xmm7, %xmm8, %xmm2
	vfmadd231sd	-129(%r12,%r9,2), %xmm5, %xmm10
	vfmadd231sd	127(%rcx), %xmm15, %xmm13
	vfmadd231sd	(%rdi), %xmm15, %xmm13
	vfmadd231sd	%gs:-1(%r12), %xmm12, %xmm0
	vfmadd231sd	%xmm6, %xmm3, %xmm12
	vfmadd231sd	%xmm13, %xmm14, %xmm10
	vfmadd231sd	%xmm3, %xmm14, %xmm8
	vfmadd231sd	%xmm5, %xmm8, %xmm15
	vfmadd231ss	128(%rbp,%rax,4), %xmm13, %xmm1
	vfmadd231ss	%gs:0, %xmm0, %xmm7
	vfmadd231ss	%gs:-129(%rip), %xmm4, %xmm12
	vfmadd231ss	-1, %xmm0, %xmm11
	vfmadd231ss	%xmm8, %xmm7, %xmm5
	vfmadd231ss	%xmm0, %xmm9, %xmm3
	vfmadd231ss	%xmm5, %xmm9, %xmm3
	vfmadd231ss	%xmm15, %xmm5, %xmm3
	vfmaddpd	%ymm2, 2147483647(%rbx), %ymm7, %ymm12
	vfmaddpd	%ymm8, 127(%r10,%r12,2), %ymm13, %ymm1
	vfmaddpd	%ymm10, (%r9), %ymm12, %ymm1
	vfmaddpd	%ymm12, %fs:-2147483648(%r10), %ymm12, %ymm0
	vfmaddpd	%gs:(%r11,%rax,4), %ymm14, %ymm1, %ymm3
	vfmaddpd	-128(%rsp), %ymm6, %ymm13, %ymm12
	vfmaddpd	-1(%r8,%r14,8), %ymm0, %ymm3, %ymm1
	vfmaddpd	-129(%rdi), %ymm6, %ymm15, %ymm9
	vfmaddpd	%ymm0, %ymm13, %ymm1, %ymm14
	vfmaddpd	%ymm4, %ymm10, %ymm6, %ymm1
	vfmaddpd	%ymm2, %ymm15, %ymm11, %ymm14
	vfmaddpd	%ymm14, %ymm3, %ymm9, %ymm3
	vfmaddpd	%xmm10, -129(,%r8,2), %xmm3, %xmm6
	vfmaddpd	%xmm0, -2147483648(%r12,%r10,4), %xmm15, %xmm9
	vfmaddpd	%xmm4, 1(%r10,%r13), %xmm15, %xmm1
	vfmaddpd	%xmm0, -2147483648(%rbp), %xmm14, %xmm14
	vfmaddpd	-2147483648(%rbp,%r8,2), %xmm10, %xmm0, %xmm4
	vfmaddpd	%fs:-2147483648(%r14), %xmm13, %xmm3, %xmm9
	vfmaddpd	-128(%r8), %xmm13, %xmm2, %xmm1
	vfmaddpd	%gs:-1(%r13,%rbx,8), %xmm14, %xmm7, %xmm2
	vfmaddpd	%xmm0, %xmm6, %xmm14, %xmm5
	vfmaddpd	%xmm9, %xmm7, %xmm15, %xmm11
	vfmaddpd	%xmm13, %xmm0, %xmm13, %xmm9
	vfmaddpd	%xmm7, %xmm6, %xmm8, %xmm7
	vfmaddps	%ymm6, %fs:-129(%rdx), %ymm14, %ymm15
	vfmaddps	%ymm6, (%rip), %ymm5, %ymm10
	vfmaddps	%ymm2, -128(%rax), %ymm8, %ymm8
	vfmaddps	%ymm15, %fs:-2147483648(%rcx), %ymm14, %ymm10
	vfmaddps	2147483647(%rsp,%rbp,2), %ymm0, %ymm1, %ymm5
	vfmaddps	-129(%rbx,%r10,4), %ymm1, %ymm14, %ymm1
	vfmaddps	-128(%rcx), %ymm15, %ymm14, %ymm0
	vfmaddps	2147483647(%rdx,%r15), %ymm5, %ymm7, %ymm5
	vfmaddps	%ymm11, %ymm6, %ymm2, %ymm3
	vfmaddps	%ymm6, %ymm4, %ymm5, %ymm7
	vfmaddps	%ymm6, %ymm6, %ymm4, %ymm13
	vfmaddps	%ymm6, %ymm12, %ymm8, %ymm7
	vfmaddps	%xmm7, 127(%rbp), %xmm14, %xmm6
	vfmaddps	%xmm11, -2147483648(%rbp), %xmm4, %xmm0
	vfmaddps	%xmm11, -128(%rip), %xmm1, %xmm5
	vfmaddps	%xmm10, -128(%rsp,%rax), %xmm6, %xmm8
	vfmaddps	-128(%r15,%rdi,8), %xmm10, %xmm3, %xmm0
	vfmaddps	%fs:(%r8,%rdx), %xmm14, %xmm6, %xmm4
	vfmaddps	1(%r11,%r14,4), %xmm1, %xmm3, %xmm14
	vfmaddps	%gs:-1(%r12,%rsi), %xmm14, %xmm13, %xmm15
	vfmaddps	%xmm1, %xmm4, %xmm13, %xmm9
	vfmaddps	%xmm8, %xmm2, %xmm14, %xmm3
	vfmaddps	%xmm12, %xmm15, %xmm3, %xmm6
	vfmaddps	%xmm2, %xmm12, %xmm14, %xmm10
	vfmaddsd	%xmm15, 128(%rsi), %xmm2, %xmm2
	vfmaddsd	%xmm12, -2147483648(%r8,%rcx,4), %xmm9, %xmm2
	vfmaddsd	%xmm1, 127(%r11), %xmm5, %xmm9
	vfmaddsd	%xmm14, %gs:(%r11), %xmm5, %xmm6
	vfmaddsd	%fs:1(%r11), %xmm8, %xmm1, %xmm13
	vfmaddsd	-2147483648(,%rdx,8), %xmm0, %xmm15, %xmm7
	vfmaddsd	-2147483648(%r9,%rbp,8), %xmm4, %xmm9, %xmm11
	vfmaddsd	%fs:2147483647(%r13), %xmm13, %xmm5, %xmm0
	vfmaddsd	%xmm6, %xmm1, %xmm9, %xmm11
	vfmaddsd	%xmm10, %xmm5, %xmm12, %xmm15
	vfmaddsd	%xmm12, %xmm5, %xmm8, %xmm11
	vfmaddsd	%xmm4, %xmm14, %xmm8, %xmm13
	vfmaddss	%xmm15, (%r12), %xmm8, %xmm11
	vfmaddss	%xmm12, 1(%rbp), %xmm9, %xmm6
	vfmaddss	%xmm13, %fs:(%rbp,%rsi,8), %xmm3, %xmm12
	vfmaddss	%xmm7, -129(%rbx), %xmm4, %xmm13
	vfmaddss	(%rip), %xmm10, %xmm5, %xmm4
	vfmaddss	2147483647(%r14,%rax), %xmm5, %xmm9, %xmm2
	vfmaddss	(%r15,%r9), %xmm2, %xmm12, %xmm1
	vfmaddss	-129(%rax), %xmm12, %xmm5, %xmm15
	vfmaddss	%xmm6, %xmm6, %xmm0, %xmm6
	vfmaddss	%xmm0, %xmm12, %xmm5, %xmm3
	vfmaddss	%xmm5, %xmm4, %xmm12, %xmm9
	vfmaddss	%xmm4, %xmm6, %xmm13, %xmm8
	vfmaddsub132pd	-129(%r14,%rcx,2), %ymm6, %ymm14
	vfmaddsub132pd	-2147483648(%r9,%r15,4), %ymm0, %ymm0
	vfmaddsub132pd	%fs:2147483647(%rbp), %ymm8, %ymm3
	vfmaddsub132pd	127(%r12), %ymm9, %ymm14
	vfmaddsub132pd	%ymm12, %ymm9, %ymm13
	vfmaddsub132pd	%ymm14, %ymm9, %ymm11
	vfmaddsub132pd	%ymm7, %ymm12, %ymm15
	vfmaddsub132pd	%ymm4, %ymm15, %ymm13
	vfmaddsub132pd	-129(%rbp,%r9,2), %xmm6, %xmm10
	vfmaddsub132pd	2147483647(%r8), %xmm8, %xmm3
	vfmaddsub132pd	%gs:-2147483648(%r10,%r8), %xmm13, %xmm8
	vfmaddsub132pd	(%r13,%rax,8), %xmm4, %xmm8
	vfmaddsub132pd	%xmm2, %xmm6, %xmm2
	vfmaddsub132pd	%xmm15, %xmm4, %xmm14
	vfmaddsub132pd	%xmm10, %xmm8, %xmm14
	vfmaddsub132pd	%xmm9, %xmm9, %xmm4
	vfmaddsub132ps	%fs:-2147483648(%r12), %ymm7, %ymm12
	vfmaddsub132ps	-1(%rsp), %ymm14, %ymm7
	vfmaddsub132ps	%gs:128(%rax,%rdx,4), %ymm0, %ymm0
	vfmaddsub132ps	%gs:2147483647(%r12), %ymm5, %ymm4
	vfmaddsub132ps	%ymm0, %ymm3, %ymm13
	vfmaddsub132ps	%ymm14, %ymm13, %ymm6
	vfmaddsub132ps	%ymm11, %ymm0, %ymm14
	vfmaddsub132ps	%ymm1, %ymm0, %ymm3
	vfmaddsub132ps	127(%r10), %xmm9, %xmm1
	vfmaddsub132ps	%gs:127(%r9), %xmm12, %xmm11
	vfmaddsub132ps	128(%r10), %xmm5, %xmm3
	vfmaddsub132ps	1(%rdx,%rdi,2), %xmm8, %xmm13
	vfmaddsub132ps	%xmm4, %xmm3, %xmm5
	vfmaddsub132ps	%xmm6, %xmm13, %xmm10
	vfmaddsub132ps	%xmm5, %xmm7, %xmm3
	vfmaddsub132ps	%xmm9, %xmm11, %xmm9
	vfmaddsub213pd	128, %ymm2, %ymm9
	vfmaddsub213pd	1(%rip), %ymm3, %ymm8
	vfmaddsub213pd	1(%rax,%r12,8), %ymm10, %ymm10
	vfmaddsub213pd	-129(%r9,%r9,2), %ymm15, %ymm1
	vfmaddsub213pd	%ymm3, %ymm7, %ymm9
	vfmaddsub213pd	%ymm10, %ymm9, %ymm12
	vfmaddsub213pd	%ymm3, %ymm9, %ymm12
	vfmaddsub213pd	%ymm7, %ymm2, %ymm7
	vfmaddsub213pd	%gs:2147483647(%rdi), %xmm3, %xmm14
	vfmaddsub213pd	%fs:2147483647(%r12), %xmm0, %xmm8
	vfmaddsub213pd	1(%r9,%r12), %xmm11, %xmm12
	vfmaddsub213pd	%gs:-2147483648(%r13,%rbp), %xmm2, %xmm14
	vfmaddsub213pd	%xmm3, %xmm7, %xmm8
	vfmaddsub213pd	%xmm8, %xmm3, %xmm14
	vfmaddsub213pd	%xmm13, %xmm8, %xmm6
	vfmaddsub213pd	%xmm13, %xmm2, %xmm6
	vfmaddsub213ps	-2147483648(%rcx), %ymm11, %ymm4
	vfmaddsub213ps	-128(%rdi), %ymm6, %ymm4
	vfmaddsub213ps	%fs:-128(%rbx), %ymm12, %ymm9
	vfmaddsub213ps	1(%rax), %ymm12, %ymm6
	vfmaddsub213ps	%ymm4, %ymm6, %ymm5
	vfmaddsub213ps	%ymm4, %ymm9, %ymm6
	vfmaddsub213ps	%ymm4, %ymm12, %ymm15
	vfmaddsub213ps	%ymm11, %ymm2, %ymm7
	vfmaddsub213ps	%gs:1(%rbx), %xmm9, %xmm8
	vfmaddsub213ps	-1(%rsi,%rbx,4), %xmm8, %xmm11
	vfmaddsub213ps	-129(%r11,%r14,2), %xmm11, %xmm14
	vfmaddsub213ps	%fs:-2147483648(%r14), %xmm12, %xmm15
	vfmaddsub213ps	%xmm12, %xmm1, %xmm1
	vfmaddsub213ps	%xmm12, %xmm7, %xmm5
	vfmaddsub213ps	%xmm2, %xmm3, %xmm11
	vfmaddsub213ps	%xmm5, %xmm8, %xmm13
	vfmaddsub231pd	%gs:1(%r9), %ymm14, %ymm0
	vfmaddsub231pd	127, %ymm13, %ymm0
	vfmaddsub231pd	-129(%rbx), %ymm9, %ymm5
	vfmaddsub231pd	(%rsi,%rcx), %ymm10, %ymm14
	vfmaddsub231pd	%ymm11, %ymm13, %ymm12
	vfmaddsub231pd	%ymm10, %ymm10, %ymm13
	vfmaddsub231pd	%ymm2, %ymm9, %ymm1
	vfmaddsub231pd	%ymm9, %ymm2, %ymm12
	vfmaddsub231pd	1(%rdi,%r8,4), %xmm7, %xmm0
	vfmaddsub231pd	-2147483648(%r12), %xmm9, %xmm2
	vfmaddsub231pd	(%rsi,%r9,8), %xmm10, %xmm1
	vfmaddsub231pd	%gs:(%r12,%rdi), %xmm15, %xmm10
	vfmaddsub231pd	%xmm9, %xmm4, %xmm5
	vfmaddsub231pd	%xmm2, %xmm0, %xmm8
	vfmaddsub231pd	%xmm10, %xmm4, %xmm8
	vfmaddsub231pd	%xmm4, %xmm10, %xmm10
	vfmaddsub231ps	-2147483648(%rsi), %ymm4, %ymm13
	vfmaddsub231ps	-128, %ymm3, %ymm14
	vfmaddsub231ps	-2147483648(%rsi,%rcx), %ymm6, %ymm15
	vfmaddsub231ps	-2147483648(%rsi,%rdx,4), %ymm0, %ymm13
	vfmaddsub231ps	%ymm4, %ymm9, %ymm3
	vfmaddsub231ps	%ymm13, %ymm10, %ymm5
	vfmaddsub231ps	%ymm11, %ymm1, %ymm7
	vfmaddsub231ps	%ymm0, %ymm11, %ymm11
	vfmaddsub231ps	%gs:-1(%rbp), %xmm11, %xmm9
	vfmaddsub231ps	%fs:127(%rsi,%r8), %xmm13, %xmm8
	vfmaddsub231ps	-2147483648(%rdx), %xmm9, %xmm13
	vfmaddsub231ps	128(%r13), %xmm5, %xmm9
	vfmaddsub231ps	%xmm3, %xmm15, %xmm15
	vfmaddsub231ps	%xmm0, %xmm8, %xmm12
	vfmaddsub231ps	%xmm2, %xmm11, %xmm1
	vfmaddsub231ps	%xmm10, %xmm3, %xmm8
	vfmaddsubpd	%ymm2, -129(%rsp), %ymm2, %ymm6
	vfmaddsubpd	%ymm1, 2147483647(%r10,%rsi,2), %ymm3, %ymm5
	vfmaddsubpd	%ymm14, -2147483648(%rsp), %ymm1, %ymm7
	vfmaddsubpd	%ymm8, -1(%rip), %ymm2, %ymm4
	vfmaddsubpd	-129(%r9,%rdx,4), %ymm10, %ymm1, %ymm13
	vfmaddsubpd	%gs:1(%rcx,%r9,8), %ymm0, %ymm12, %ymm7
	vfmaddsubpd	-2147483648(%rcx,%rax), %ymm14, %ymm5, %ymm8
	vfmaddsubpd	-2147483648(%rdx,%r11,4), %ymm11, %ymm8, %ymm12
	vfmaddsubpd	%ymm14, %ymm11, %ymm7, %ymm4
	vfmaddsubpd	%ymm9, %ymm5, %ymm15, %ymm7
	vfmaddsubpd	%ymm9, %ymm7, %ymm5, %ymm15
	vfmaddsubpd	%ymm1, %ymm10, %ymm13, %ymm0
	vfmaddsubpd	%xmm2, 128(%rbp,%r14,8), %xmm13, %xmm15
	vfmaddsubpd	%xmm14, (%rcx), %xmm12, %xmm1
	vfmaddsubpd	%xmm0, (%r15,%rsi,4), %xmm5, %xmm5
	vfmaddsubpd	%xmm3, (%r11,%rsi,2), %xmm5, %xmm10
	vfmaddsubpd	128(%r9), %xmm12, %xmm0, %xmm6
	vfmaddsubpd	%fs:-2147483648(%r10), %xmm0, %xmm5, %xmm14
	vfmaddsubpd	-2147483648(%r8), %xmm15, %xmm8, %xmm13
	vfmaddsubpd	%gs:(%r12,%rdx), %xmm7, %xmm3, %xmm8
	vfmaddsubpd	%xmm15, %xmm7, %xmm9, %xmm9
	vfmaddsubpd	%xmm13, %xmm10, %xmm15, %xmm14
	vfmaddsubpd	%xmm10, %xmm15, %xmm4, %xmm5
	vfmaddsubpd	%xmm14, %xmm2, %xmm4, %xmm7
	vfmaddsubps	%ymm3, (%r15,%rbx,4), %ymm6, %ymm8
	vfmaddsubps	%ymm7, 128(%rdx,%rdx,2), %ymm14, %ymm10
	vfmaddsubps	%ymm10, 1(%r9,%rsi), %ymm3, %ymm8
	vfmaddsubps	%ymm8, 2147483647(%rax), %ymm7, %ymm8
	vfmaddsubps	(%r15), %ymm3, %ymm0, %ymm10
	vfmaddsubps	-128(%rsp), %ymm8, %ymm11, %ymm9
	vfmaddsubps	128(%rsp), %ymm12, %ymm3, %ymm1
	vfmaddsubps	-129(%r14,%r13), %ymm12, %ymm5, %ymm7
	vfmaddsubps	%ymm6, %ymm15, %ymm1, %ymm0
	vfmaddsubps	%ymm11, %ymm11, %ymm8, %ymm14
	vfmaddsubps	%ymm3, %ymm15, %ymm15, %ymm11
	vfmaddsubps	%ymm8, %ymm12, %ymm5, %ymm1
	vfmaddsubps	%xmm12, -2147483648(%r13,%r13), %xmm9, %xmm11
	vfmaddsubps	%xmm10, 2147483647(,%rdx,2), %xmm8, %xmm6
	vfmaddsubps	%xmm2, 2147483647(%r13,%r14,2), %xmm13, %xmm14
	vfmaddsubps	%xmm4, %gs:-129(%r13), %xmm10, %xmm1
	vfmaddsubps	-2147483648(%rcx), %xmm10, %xmm0, %xmm13
	vfmaddsubps	-1(%r13,%r10), %xmm9, %xmm4, %xmm1
	vfmaddsubps	127(,%rsi), %xmm4, %xmm1, %xmm2
	vfmaddsubps	%fs:-128(%r15,%r13,8), %xmm2, %xmm13, %xmm5
	vfmaddsubps	%xmm15, %xmm15, %xmm3, %xmm10
	vfmaddsubps	%xmm12, %xmm13, %xmm14, %xmm10
	vfmaddsubps	%xmm4, %xmm11, %xmm8, %xmm12
	vfmaddsubps	%xmm3, %xmm12, %xmm15, %xmm11
	vfmsub132pd	%fs:(%r9,%r11,2), %ymm12, %ymm4
	vfmsub132pd	128(%rcx), %ymm7, %ymm5
	vfmsub132pd	1(%r9,%rax,4), %ymm5, %ymm2
	vfmsub132pd	1(%r14), %ymm6, %ymm14
	vfmsub132pd	%ymm4, %ymm14, %ymm13
	vfmsub132pd	%ymm11, %ymm8, %ymm8
	vfmsub132pd	%ymm6, %ymm14, %ymm2
	vfmsub132pd	%ymm0, %ymm3, %ymm4
	vfmsub132pd	%gs:-128(%r8,%rax), %xmm0, %xmm14
	vfmsub132pd	-129(%r11,%r9,2), %xmm11, %xmm7
	vfmsub132pd	-129(,%rdx,2), %xmm6, %xmm10
	vfmsub132pd	2147483647(%rbp), %xmm10, %xmm5
	vfmsub132pd	%xmm8, %xmm6, %xmm8
	vfmsub132pd	%xmm15, %xmm13, %xmm1
	vfmsub132pd	%xmm0, %xmm3, %xmm8
	vfmsub132pd	%xmm1, %xmm8, %xmm9
	vfmsub132ps	-2147483648(%r13,%r8), %ymm10, %ymm9
	vfmsub132ps	(%rdi,%rdx), %ymm1, %ymm8
	vfmsub132ps	%gs:2147483647(%r8), %ymm12, %ymm8
	vfmsub132ps	2147483647(%r15,%r11,8), %ymm12, %ymm13
	vfmsub132ps	%ymm1, %ymm7, %ymm2
	vfmsub132ps	%ymm5, %ymm15, %ymm1
	vfmsub132ps	%ymm4, %ymm0, %ymm5
	vfmsub132ps	%ymm12, %ymm15, %ymm2
	vfmsub132ps	127(%r9,%rcx,4), %xmm14, %xmm7
	vfmsub132ps	-129(%r8), %xmm7, %xmm0
	vfmsub132ps	-2147483648(%rdx,%r8,8), %xmm7, %xmm6
	vfmsub132ps	1(%r8,%rsi,8), %xmm13, %xmm9
	vfmsub132ps	%xmm2, %xmm2, %xmm0
	vfmsub132ps	%xmm14, %xmm9, %xmm8
	vfmsub132ps	%xmm10, %xmm13, %xmm8
	vfmsub132ps	%xmm8, %xmm0, %xmm14
	vfmsub132sd	0, %xmm11, %xmm2
	vfmsub132sd	(%r8), %xmm5, %xmm14
	vfmsub132sd	-2147483648(%rip), %xmm0, %xmm10
	vfmsub132sd	-1(%r12), %xmm12, %xmm14
	vfmsub132sd	%xmm10, %xmm4, %xmm2
	vfmsub132sd	%xmm12, %xmm1, %xmm13
	vfmsub132sd	%xmm4, %xmm10, %xmm14
	vfmsub132sd	%xmm10, %xmm8, %xmm12
	vfmsub132ss	1(%r11), %xmm15, %xmm11
	vfmsub132ss	1(%rdx,%rbp,4), %xmm3, %xmm13
	vfmsub132ss	%fs:-128, %xmm12, %xmm14
	vfmsub132ss	128(%rip), %xmm8, %xmm10
	vfmsub132ss	%xmm2, %xmm4, %xmm6
	vfmsub132ss	%xmm10, %xmm10, %xmm0
	vfmsub132ss	%xmm10, %xmm3, %xmm15
	vfmsub132ss	%xmm12, %xmm3, %xmm7
	vfmsub213pd	-129(%r15,%r9,2), %ymm12, %ymm0
	vfmsub213pd	-1(,%rcx), %ymm10, %ymm1
	vfmsub213pd	127(%r8,%r12,4), %ymm8, %ymm15
	vfmsub213pd	%gs:-128(%r8,%r9,8), %ymm1, %ymm15
	vfmsub213pd	%ymm15, %ymm15, %ymm13
	vfmsub213pd	%ymm7, %ymm15, %ymm4
	vfmsub213pd	%ymm0, %ymm14, %ymm13
	vfmsub213pd	%ymm1, %ymm10, %ymm15
	vfmsub213pd	1(%rdx), %xmm10, %xmm12
	vfmsub213pd	%gs:-128(%rip), %xmm9, %xmm11
	vfmsub213pd	-129(%r8,%r14,4), %xmm7, %xmm15
	vfmsub213pd	127(%rax), %xmm9, %xmm9
	vfmsub213pd	%xmm9, %xmm11, %xmm12
	vfmsub213pd	%xmm11, %xmm9, %xmm11
	vfmsub213pd	%xmm0, %xmm7, %xmm4
	vfmsub213pd	%xmm15, %xmm7, %xmm7
	vfmsub213ps	-128(%r12,%r12), %ymm1, %ymm12
	vfmsub213ps	127(%r12), %ymm7, %ymm3
	vfmsub213ps	1(%r12), %ymm3, %ymm5
	vfmsub213ps	-2147483648(%r12,%r11,2), %ymm14, %ymm14
	vfmsub213ps	%ymm1, %ymm4, %ymm10
	vfmsub213ps	%ymm3, %ymm5, %ymm0
	vfmsub213ps	%ymm5, %ymm1, %ymm9
	vfmsub213ps	%ymm11, %ymm0, %ymm12
	vfmsub213ps	-129(%r12,%r13,4), %xmm4, %xmm1
	vfmsub213ps	%fs:127(%rsi,%rsi), %xmm8, %xmm5
	vfmsub213ps	-2147483648(%rbx,%r11,4), %xmm12, %xmm6
	vfmsub213ps	(%rcx,%rcx,2), %xmm0, %xmm13
	vfmsub213ps	%xmm15, %xmm7, %xmm5
	vfmsub213ps	%xmm10, %xmm5, %xmm15
	vfmsub213ps	%xmm7, %xmm5, %xmm1
	vfmsub213ps	%xmm0, %xmm15, %xmm3
	vfmsub213sd	-1(%r8), %xmm3, %xmm8
	vfmsub213sd	128(%rsp,%r13), %xmm5, %xmm2
	vfmsub213sd	(%r13), %xmm2, %xmm3
	vfmsub213sd	2147483647(%r10,%r14,8), %xmm14, %xmm14
	vfmsub213sd	%xmm4, %xmm7, %xmm4
	vfmsub213sd	%xmm10, %xmm12, %xmm12
	vfmsub213sd	%xmm2, %xmm14, %xmm1
	vfmsub213sd	%xmm12, %xmm10, %xmm0
	vfmsub213ss	%fs:2147483647(%rbp), %xmm5, %xmm8
	vfmsub213ss	-129(%rsp,%rdx,8), %xmm12, %xmm7
	vfmsub213ss	%gs:-1(%r12), %xmm9, %xmm0
	vfmsub213ss	-129(%rax), %xmm5, %xmm15
	vfmsub213ss	%xmm12, %xmm7, %xmm2
	vfmsub213ss	%xmm15, %xmm12, %xmm11
	vfmsub213ss	%xmm0, %xmm10, %xmm7
	vfmsub213ss	%xmm10, %xmm7, %xmm11
	vfmsub231pd	%gs:128(%r13), %ymm5, %ymm1
	vfmsub231pd	%fs:2147483647(%rsi), %ymm6, %ymm12
	vfmsub231pd	-2147483648(%rdx,%rsi,8), %ymm7, %ymm2
	vfmsub231pd	-1(%rsp), %ymm11, %ymm12
	vfmsub231pd	%ymm13, %ymm1, %ymm7
	vfmsub231pd	%ymm9, %ymm14, %ymm4
	vfmsub231pd	%ymm1, %ymm13, %ymm15
	vfmsub231pd	%ymm8, %ymm5, %ymm11
	vfmsub231pd	2147483647(,%r11), %xmm13, %xmm0
	vfmsub231pd	127(%rip), %xmm9, %xmm9
	vfmsub231pd	%fs:-1(%rsp), %xmm1, %xmm2
	vfmsub231pd	%gs:(%rsp,%r10,8), %xmm10, %xmm2
	vfmsub231pd	%xmm7, %xmm14, %xmm15
	vfmsub231pd	%xmm4, %xmm10, %xmm4
	vfmsub231pd	%xmm2, %xmm6, %xmm2
	vfmsub231pd	%xmm7, %xmm10, %xmm4
	vfmsub231ps	127(,%rax), %ymm3, %ymm14
	vfmsub231ps	-2147483648(%r12), %ymm1, %ymm10
	vfmsub231ps	-129(%rsi,%r11), %ymm3, %ymm1
	vfmsub231ps	1(%rax,%r11,8), %ymm9, %ymm11
	vfmsub231ps	%ymm14, %ymm4, %ymm14
	vfmsub231ps	%ymm1, %ymm2, %ymm5
	vfmsub231ps	%ymm9, %ymm10, %ymm0
	vfmsub231ps	%ymm15, %ymm12, %ymm2
	vfmsub231ps	(,%rbp,4), %xmm7, %xmm10
	vfmsub231ps	-1(%r13), %xmm2, %xmm3
	vfmsub231ps	-129(%r12,%r8,8), %xmm9, %xmm13
	vfmsub231ps	%gs:127(%r15,%r8,2), %xmm12, %xmm9
	vfmsub231ps	%xmm0, %xmm9, %xmm10
	vfmsub231ps	%xmm7, %xmm14, %xmm3
	vfmsub231ps	%xmm6, %xmm15, %xmm6
	vfmsub231ps	%xmm1, %xmm14, %xmm2
	vfmsub231sd	-2147483648(%rsi), %xmm15, %xmm0
	vfmsub231sd	127(%rip), %xmm6, %xmm7
	vfmsub231sd	-129(%rdx,%r15), %xmm1, %xmm9
	vfmsub231sd	%fs:-1(%r11,%rcx,8), %xmm2, %xmm9
	vfmsub231sd	%xmm4, %xmm5, %xmm13
	vfmsub231sd	%xmm15, %xmm8, %xmm1
	vfmsub231sd	%xmm4, %xmm9, %xmm0
	vfmsub231sd	%xmm11, %xmm13, %xmm13
	vfmsub231ss	%fs:127(%r13), %xmm15, %xmm6
	vfmsub231ss	128(%rbp,%rbp,4), %xmm7, %xmm7
	vfmsub231ss	128(%rax), %xmm14, %xmm13
	vfmsub231ss	(%rsp,%rax,4), %xmm4, %xmm11
	vfmsub231ss	%xmm0, %xmm5, %xmm10
	vfmsub231ss	%xmm13, %xmm7, %xmm12
	vfmsub231ss	%xmm3, %xmm8, %xmm12
	vfmsub231ss	%xmm0, %xmm6, %xmm9
	vfmsubadd132pd	(%rip), %ymm11, %ymm14
	vfmsubadd132pd	127(,%r11,8), %ymm12, %ymm10
	vfmsubadd132pd	%gs:-2147483648(%rcx,%r14), %ymm15, %ymm9
	vfmsubadd132pd	127(%r9), %ymm12, %ymm13
	vfmsubadd132pd	%ymm7, %ymm0, %ymm10
	vfmsubadd132pd	%ymm6, %ymm7, %ymm3
	vfmsubadd132pd	%ymm2, %ymm2, %ymm14
	vfmsubadd132pd	%ymm10, %ymm2, %ymm5
	vfmsubadd132pd	%gs:-2147483648(%rsp), %xmm10, %xmm13
	vfmsubadd132pd	-2147483648(%rax), %xmm15, %xmm8
	vfmsubadd132pd	128(%r15), %xmm7, %xmm0
	vfmsubadd132pd	127(%r8,%r14), %xmm0, %xmm6
	vfmsubadd132pd	%xmm0, %xmm13, %xmm5
	vfmsubadd132pd	%xmm8, %xmm10, %xmm12
	vfmsubadd132pd	%xmm14, %xmm0, %xmm1
	vfmsubadd132pd	%xmm9, %xmm7, %xmm14
	vfmsubadd132ps	-2147483648(%rdi), %ymm4, %ymm10
	vfmsubadd132ps	128(%rsp), %ymm10, %ymm7
	vfmsubadd132ps	-2147483648, %ymm14, %ymm2
	vfmsubadd132ps	%gs:127, %ymm14, %ymm14
	vfmsubadd132ps	%ymm7, %ymm4, %ymm6
	vfmsubadd132ps	%ymm4, %ymm13, %ymm15
	vfmsubadd132ps	%ymm11, %ymm0, %ymm12
	vfmsubadd132ps	%ymm10, %ymm9, %ymm12
	vfmsubadd132ps	128(,%r15,4), %xmm9, %xmm13
	vfmsubadd132ps	127(%rip), %xmm10, %xmm7
	vfmsubadd132ps	-129(%rsp,%r13,8), %xmm7, %xmm12
	vfmsubadd132ps	%gs:1, %xmm2, %xmm0
	vfmsubadd132ps	%xmm3, %xmm3, %xmm11
	vfmsubadd132ps	%xmm11, %xmm3, %xmm11
	vfmsubadd132ps	%xmm6, %xmm6, %xmm12
	vfmsubadd132ps	%xmm0, %xmm3, %xmm6
	vfmsubadd213pd	-1(%r9,%r8), %ymm12, %ymm14
	vfmsubadd213pd	127(%r8), %ymm7, %ymm11
	vfmsubadd213pd	-128(%rbp,%r11,2), %ymm9, %ymm13
	vfmsubadd213pd	-129(%rbx), %ymm13, %ymm2
	vfmsubadd213pd	%ymm0, %ymm15, %ymm9
	vfmsubadd213pd	%ymm7, %ymm14, %ymm4
	vfmsubadd213pd	%ymm9, %ymm4, %ymm5
	vfmsubadd213pd	%ymm10, %ymm14, %ymm10
	vfmsubadd213pd	-129(%r15), %xmm11, %xmm9
	vfmsubadd213pd	-2147483648(%r11,%r13,2), %xmm8, %xmm2
	vfmsubadd213pd	%gs:-128(%rdi,%rbx), %xmm6, %xmm3
	vfmsubadd213pd	(%rbp,%r12), %xmm9, %xmm5
	vfmsubadd213pd	%xmm14, %xmm0, %xmm15
	vfmsubadd213pd	%xmm1, %xmm6, %xmm12
	vfmsubadd213pd	%xmm5, %xmm2, %xmm1
	vfmsubadd213pd	%xmm11, %xmm10, %xmm3
	vfmsubadd213ps	-128(%rcx,%r11), %ymm14, %ymm2
	vfmsubadd213ps	1(%r9,%rbp,8), %ymm6, %ymm0
	vfmsubadd213ps	1(%r12), %ymm14, %ymm11
	vfmsubadd213ps	-1(%r8), %ymm5, %ymm15
	vfmsubadd213ps	%ymm7, %ymm7, %ymm5
	vfmsubadd213ps	%ymm0, %ymm1, %ymm14
	vfmsubadd213ps	%ymm4, %ymm5, %ymm11
	vfmsubadd213ps	%ymm3, %ymm4, %ymm7
	vfmsubadd213ps	-128(%r11,%rax,4), %xmm13, %xmm14
	vfmsubadd213ps	128(%r10), %xmm15, %xmm5
	vfmsubadd213ps	%fs:-129(,%r13,8), %xmm13, %xmm6
	vfmsubadd213ps	-128(%rsi), %xmm1, %xmm15
	vfmsubadd213ps	%xmm14, %xmm1, %xmm10
	vfmsubadd213ps	%xmm4, %xmm3, %xmm4
	vfmsubadd213ps	%xmm7, %xmm11, %xmm13
	vfmsubadd213ps	%xmm15, %xmm3, %xmm3
	vfmsubadd231pd	2147483647(%r13,%r8,2), %ymm8, %ymm3
	vfmsubadd231pd	127(%rax), %ymm12, %ymm12
	vfmsubadd231pd	-128(%rsp), %ymm7, %ymm15
	vfmsubadd231pd	%fs:2147483647(%rdx,%rcx,4), %ymm0, %ymm7
	vfmsubadd231pd	%ymm2, %ymm2, %ymm7
	vfmsubadd231pd	%ymm5, %ymm2, %ymm2
	vfmsubadd231pd	%ymm12, %ymm7, %ymm5
	vfmsubadd231pd	%ymm14, %ymm5, %ymm5
	vfmsubadd231pd	-2147483648(%r9), %xmm2, %xmm6
	vfmsubadd231pd	-129(%rdi,%rbx,2), %xmm8, %xmm9
	vfmsubadd231pd	1(%rbp,%rbx,2), %xmm6, %xmm6
	vfmsubadd231pd	%gs:-2147483648(%rcx), %xmm6, %xmm12
	vfmsubadd231pd	%xmm6, %xmm2, %xmm6
	vfmsubadd231pd	%xmm13, %xmm13, %xmm0
	vfmsubadd231pd	%xmm0, %xmm1, %xmm6
	vfmsubadd231pd	%xmm8, %xmm4, %xmm11
	vfmsubadd231ps	-1(%rbp), %ymm12, %ymm0
	vfmsubadd231ps	%fs:(%rbx,%rdx,8), %ymm13, %ymm0
	vfmsubadd231ps	%fs:-2147483648(%rdx,%r9), %ymm14, %ymm3
	vfmsubadd231ps	127(%rcx), %ymm1, %ymm8
	vfmsubadd231ps	%ymm12, %ymm7, %ymm1
	vfmsubadd231ps	%ymm7, %ymm9, %ymm5
	vfmsubadd231ps	%ymm9, %ymm7, %ymm8
	vfmsubadd231ps	%ymm3, %ymm8, %ymm5
	vfmsubadd231ps	-129, %xmm3, %xmm10
	vfmsubadd231ps	128, %xmm3, %xmm7
	vfmsubadd231ps	-128(%rdi), %xmm3, %xmm7
	vfmsubadd231ps	%gs:(%r9,%r8), %xmm15, %xmm13
	vfmsubadd231ps	%xmm1, %xmm15, %xmm5
	vfmsubadd231ps	%xmm15, %xmm8, %xmm1
	vfmsubadd231ps	%xmm9, %xmm4, %xmm1
	vfmsubadd231ps	%xmm11, %xmm8, %xmm2
	vfmsubaddpd	%ymm9, -129(%rcx,%r11), %ymm1, %ymm10
	vfmsubaddpd	%ymm13, -1(%rbp,%rbp), %ymm8, %ymm10
	vfmsubaddpd	%ymm2, 127(%r12,%r12,2), %ymm15, %ymm7
	vfmsubaddpd	%ymm4, 128(%rsp,%rdx,4), %ymm6, %ymm15
	vfmsubaddpd	-2147483648(%rip), %ymm5, %ymm11, %ymm11
	vfmsubaddpd	%gs:127(%rip), %ymm0, %ymm4, %ymm1
	vfmsubaddpd	127(%rip), %ymm7, %ymm11, %ymm12
	vfmsubaddpd	127(%rbx,%r8,4), %ymm9, %ymm5, %ymm15
	vfmsubaddpd	%ymm2, %ymm9, %ymm2, %ymm13
	vfmsubaddpd	%ymm10, %ymm4, %ymm0, %ymm1
	vfmsubaddpd	%ymm4, %ymm6, %ymm6, %ymm8
	vfmsubaddpd	%ymm14, %ymm1, %ymm8, %ymm9
	vfmsubaddpd	%xmm8, -129(%r9,%rbp,8), %xmm2, %xmm6
	vfmsubaddpd	%xmm13, -1(,%rdx), %xmm15, %xmm4
	vfmsubaddpd	%xmm11, 2147483647(%r11), %xmm1, %xmm12
	vfmsubaddpd	%xmm1, %fs:-128(%rax), %xmm10, %xmm0
	vfmsubaddpd	2147483647(,%rbx,2), %xmm15, %xmm4, %xmm10
	vfmsubaddpd	1(,%r13,2), %xmm10, %xmm1, %xmm14
	vfmsubaddpd	127(%r11,%rbx,8), %xmm9, %xmm11, %xmm0
	vfmsubaddpd	-1(%rdi), %xmm1, %xmm2, %xmm14
	vfmsubaddpd	%xmm13, %xmm8, %xmm4, %xmm11
	vfmsubaddpd	%xmm3, %xmm3, %xmm2, %xmm7
	vfmsubaddpd	%xmm15, %xmm10, %xmm10, %xmm11
	vfmsubaddpd	%xmm2, %xmm7, %xmm15, %xmm6
	vfmsubaddps	%ymm4, 1(%rbp,%r13,8), %ymm7, %ymm8
	vfmsubaddps	%ymm0, %fs:127(%rbp,%rbp,8), %ymm5, %ymm4
	vfmsubaddps	%ymm7, %gs:-2147483648, %ymm3, %ymm14
	vfmsubaddps	%ymm1, -129(%rbx,%rsi,8), %ymm10, %ymm14
	vfmsubaddps	127(,%r13,4), %ymm4, %ymm4, %ymm0
	vfmsubaddps	%fs:-129(%rcx,%rcx,8), %ymm11, %ymm3, %ymm4
	vfmsubaddps	2147483647(%r14,%r15,2), %ymm8, %ymm0, %ymm9
	vfmsubaddps	%gs:-1(%r12,%r12,8), %ymm10, %ymm4, %ymm13
	vfmsubaddps	%ymm12, %ymm5, %ymm0, %ymm10
	vfmsubaddps	%ymm7, %ymm11, %ymm6, %ymm1
	vfmsubaddps	%ymm2, %ymm0, %ymm8, %ymm9
	vfmsubaddps	%ymm15, %ymm3, %ymm1, %ymm7
	vfmsubaddps	%xmm6, (%rcx), %xmm13, %xmm13
	vfmsubaddps	%xmm11, -2147483648(%rip), %xmm14, %xmm13
	vfmsubaddps	%xmm6, 1(%r15,%r14,2), %xmm15, %xmm8
	vfmsubaddps	%xmm7, 2147483647, %xmm6, %xmm14
	vfmsubaddps	2147483647(%rbp), %xmm10, %xmm6, %xmm1
	vfmsubaddps	2147483647(%r8), %xmm0, %xmm11, %xmm9
	vfmsubaddps	-129(%rcx), %xmm3, %xmm0, %xmm7
	vfmsubaddps	%fs:127(%r12,%r9,8), %xmm11, %xmm10, %xmm1
	vfmsubaddps	%xmm6, %xmm11, %xmm7, %xmm11
	vfmsubaddps	%xmm14, %xmm6, %xmm9, %xmm1
	vfmsubaddps	%xmm1, %xmm13, %xmm11, %xmm1
	vfmsubaddps	%xmm1, %xmm9, %xmm0, %xmm3
	vfmsubpd	%ymm11, 1, %ymm9, %ymm11
	vfmsubpd	%ymm8, 1(%r14,%r14), %ymm9, %ymm2
	vfmsubpd	%ymm1, %gs:-1(%rax), %ymm10, %ymm3
	vfmsubpd	%ymm15, 127(%r11,%rcx,2), %ymm3, %ymm6
	vfmsubpd	-129(%rbp), %ymm4, %ymm8, %ymm4
	vfmsubpd	2147483647(%rsp,%rbp,2), %ymm11, %ymm9, %ymm5
	vfmsubpd	-129(%rbp,%rcx,2), %ymm2, %ymm12, %ymm5
	vfmsubpd	%gs:2147483647(%r9), %ymm7, %ymm13, %ymm4
	vfmsubpd	%ymm7, %ymm9, %ymm14, %ymm6
	vfmsubpd	%ymm4, %ymm14, %ymm1, %ymm8
	vfmsubpd	%ymm12, %ymm3, %ymm2, %ymm7
	vfmsubpd	%ymm0, %ymm0, %ymm7, %ymm7
	vfmsubpd	%xmm1, 127(,%r13), %xmm8, %xmm1
	vfmsubpd	%xmm4, 1(%rdx,%r10), %xmm5, %xmm0
	vfmsubpd	%xmm3, -128(%r15), %xmm13, %xmm4
	vfmsubpd	%xmm13, 128(%rbx,%r14,4), %xmm1, %xmm9
	vfmsubpd	0, %xmm11, %xmm11, %xmm11
	vfmsubpd	128, %xmm15, %xmm8, %xmm4
	vfmsubpd	%gs:127(%r11,%rdx), %xmm0, %xmm3, %xmm5
	vfmsubpd	-128(%rcx), %xmm12, %xmm7, %xmm3
	vfmsubpd	%xmm8, %xmm4, %xmm8, %xmm15
	vfmsubpd	%xmm2, %xmm4, %xmm2, %xmm6
	vfmsubpd	%xmm15, %xmm4, %xmm2, %xmm14
	vfmsubpd	%xmm7, %xmm15, %xmm3, %xmm3
	vfmsubps	%ymm11, 127(,%rcx,8), %ymm11, %ymm2
	vfmsubps	%ymm5, 127(%rdx,%r14), %ymm10, %ymm4
	vfmsubps	%ymm7, 127(%rdi), %ymm5, %ymm10
	vfmsubps	%ymm12, %gs:127(%r13), %ymm4, %ymm3
	vfmsubps	-129(,%rsi,8), %ymm8, %ymm7, %ymm1
	vfmsubps	1(%r11), %ymm7, %ymm5, %ymm3
	vfmsubps	%fs:-1(%r12), %ymm1, %ymm5, %ymm4
	vfmsubps	1(%r9), %ymm5, %ymm11, %ymm12
	vfmsubps	%ymm5, %ymm12, %ymm3, %ymm15
	vfmsubps	%ymm0, %ymm10, %ymm2, %ymm13
	vfmsubps	%ymm11, %ymm10, %ymm15, %ymm0
	vfmsubps	%ymm3, %ymm1, %ymm1, %ymm1
	vfmsubps	%xmm6, -128(%r13), %xmm8, %xmm8
	vfmsubps	%xmm4, -2147483648(%rsp), %xmm8, %xmm3
	vfmsubps	%xmm12, (%r14,%r12,2), %xmm15, %xmm13
	vfmsubps	%xmm8, -1(%rcx), %xmm1, %xmm4
	vfmsubps	127(%r10,%r9), %xmm13, %xmm14, %xmm2
	vfmsubps	2147483647(%rdx), %xmm11, %xmm0, %xmm15
	vfmsubps	-129(,%r15,8), %xmm1, %xmm9, %xmm14
	vfmsubps	%gs:(%r10,%rsi,4), %xmm8, %xmm3, %xmm0
	vfmsubps	%xmm12, %xmm13, %xmm5, %xmm9
	vfmsubps	%xmm2, %xmm14, %xmm13, %xmm4
	vfmsubps	%xmm14, %xmm3, %xmm5, %xmm12
	vfmsubps	%xmm11, %xmm14, %xmm5, %xmm10
	vfmsubsd	%xmm3, (%rbp), %xmm11, %xmm4
	vfmsubsd	%xmm3, 2147483647(%r14,%rcx,2), %xmm3, %xmm1
	vfmsubsd	%xmm10, (%rax), %xmm1, %xmm3
	vfmsubsd	%xmm6, -129(%rbp), %xmm14, %xmm11
	vfmsubsd	0, %xmm11, %xmm13, %xmm8
	vfmsubsd	-128(%rdi), %xmm0, %xmm8, %xmm1
	vfmsubsd	%fs:2147483647(,%r15,8), %xmm4, %xmm14, %xmm1
	vfmsubsd	127(%r11,%r9), %xmm1, %xmm13, %xmm5
	vfmsubsd	%xmm7, %xmm6, %xmm12, %xmm8
	vfmsubsd	%xmm6, %xmm5, %xmm10, %xmm12
	vfmsubsd	%xmm6, %xmm5, %xmm6, %xmm1
	vfmsubsd	%xmm9, %xmm10, %xmm6, %xmm11
	vfmsubss	%xmm13, 128(%rdx), %xmm13, %xmm2
	vfmsubss	%xmm8, -129(%rbx), %xmm14, %xmm12
	vfmsubss	%xmm10, (%rsi), %xmm14, %xmm3
	vfmsubss	%xmm12, -128(%rsp), %xmm8, %xmm5
	vfmsubss	2147483647(%rbx), %xmm5, %xmm12, %xmm14
	vfmsubss	127(%rdx,%rdx,2), %xmm7, %xmm0, %xmm3
	vfmsubss	-2147483648(%r10,%r12,4), %xmm7, %xmm12, %xmm8
	vfmsubss	-128, %xmm1, %xmm12, %xmm15
	vfmsubss	%xmm13, %xmm13, %xmm13, %xmm15
	vfmsubss	%xmm11, %xmm11, %xmm0, %xmm13
	vfmsubss	%xmm6, %xmm10, %xmm8, %xmm11
	vfmsubss	%xmm15, %xmm0, %xmm6, %xmm4
	vfnmadd132pd	(%rsi), %ymm7, %ymm7
	vfnmadd132pd	%gs:0, %ymm5, %ymm3
	vfnmadd132pd	128(,%r11,8), %ymm8, %ymm13
	vfnmadd132pd	%gs:-1(%r14,%rcx), %ymm15, %ymm2
	vfnmadd132pd	%ymm5, %ymm8, %ymm13
	vfnmadd132pd	%ymm12, %ymm6, %ymm1
	vfnmadd132pd	%ymm10, %ymm1, %ymm7
	vfnmadd132pd	%ymm8, %ymm12, %ymm4
	vfnmadd132pd	%fs:2147483647(%rdi,%r10), %xmm6, %xmm12
	vfnmadd132pd	127(%rdi,%r13,8), %xmm5, %xmm3
	vfnmadd132pd	127, %xmm11, %xmm9
	vfnmadd132pd	(%r15), %xmm0, %xmm4
	vfnmadd132pd	%xmm1, %xmm0, %xmm3
	vfnmadd132pd	%xmm5, %xmm3, %xmm8
	vfnmadd132pd	%xmm14, %xmm14, %xmm3
	vfnmadd132pd	%xmm2, %xmm2, %xmm10
	vfnmadd132ps	127, %ymm15, %ymm9
	vfnmadd132ps	-1(%r15), %ymm3, %ymm7
	vfnmadd132ps	%gs:-129(%rbx,%rcx,8), %ymm0, %ymm1
	vfnmadd132ps	(%rax), %ymm11, %ymm0
	vfnmadd132ps	%ymm15, %ymm15, %ymm0
	vfnmadd132ps	%ymm5, %ymm11, %ymm8
	vfnmadd132ps	%ymm13, %ymm2, %ymm3
	vfnmadd132ps	%ymm8, %ymm15, %ymm0
	vfnmadd132ps	-1(%rip), %xmm2, %xmm0
	vfnmadd132ps	128(%r14), %xmm1, %xmm3
	vfnmadd132ps	%fs:-129(%rsi,%rbx,8), %xmm6, %xmm2
	vfnmadd132ps	%gs:128(%r14), %xmm7, %xmm1
	vfnmadd132ps	%xmm9, %xmm15, %xmm4
	vfnmadd132ps	%xmm6, %xmm3, %xmm7
	vfnmadd132ps	%xmm14, %xmm2, %xmm10
	vfnmadd132ps	%xmm0, %xmm3, %xmm15
	vfnmadd132sd	128(%r10), %xmm11, %xmm9
	vfnmadd132sd	-128, %xmm2, %xmm14
	vfnmadd132sd	127(%rdx,%r15), %xmm0, %xmm0
	vfnmadd132sd	-2147483648(%rdi,%r11,2), %xmm9, %xmm0
	vfnmadd132sd	%xmm3, %xmm4, %xmm5
	vfnmadd132sd	%xmm14, %xmm2, %xmm12
	vfnmadd132sd	%xmm6, %xmm7, %xmm15
	vfnmadd132sd	%xmm1, %xmm14, %xmm3
	vfnmadd132ss	-129(%r15,%r12), %xmm9, %xmm1
	vfnmadd132ss	128(%rsi,%rdx,4), %xmm6, %xmm9
	vfnmadd132ss	127(%r13,%rbx), %xmm1, %xmm8
	vfnmadd132ss	(%r14), %xmm13, %xmm12
	vfnmadd132ss	%xmm8, %xmm5, %xmm14
	vfnmadd132ss	%xmm2, %xmm0, %xmm0
	vfnmadd132ss	%xmm13, %xmm4, %xmm5
	vfnmadd132ss	%xmm5, %xmm4, %xmm8
	vfnmadd213pd	%gs:(,%r13,8), %ymm0, %ymm11
	vfnmadd213pd	128(%r10), %ymm1, %ymm11
	vfnmadd213pd	%fs:127(%r15,%r8,4), %ymm12, %ymm15
	vfnmadd213pd	%fs:127(%r15,%r11,4), %ymm0, %ymm14
	vfnmadd213pd	%ymm15, %ymm5, %ymm11
	vfnmadd213pd	%ymm15, %ymm10, %ymm1
	vfnmadd213pd	%ymm5, %ymm5, %ymm12
	vfnmadd213pd	%ymm2, %ymm11, %ymm6
	vfnmadd213pd	-129(%rcx,%rdi,2), %xmm14, %xmm1
	vfnmadd213pd	128(%rax), %xmm11, %xmm5
	vfnmadd213pd	0, %xmm8, %xmm6
	vfnmadd213pd	-1(%rcx), %xmm6, %xmm1
	vfnmadd213pd	%xmm3, %xmm12, %xmm1
	vfnmadd213pd	%xmm10, %xmm13, %xmm10
	vfnmadd213pd	%xmm6, %xmm15, %xmm12
	vfnmadd213pd	%xmm6, %xmm15, %xmm2
	vfnmadd213ps	-1(%rsp), %ymm6, %ymm5
	vfnmadd213ps	-129(%r11), %ymm3, %ymm7
	vfnmadd213ps	2147483647(%r15,%rdi,2), %ymm0, %ymm9
	vfnmadd213ps	-1(%rax), %ymm3, %ymm10
	vfnmadd213ps	%ymm10, %ymm0, %ymm7
	vfnmadd213ps	%ymm7, %ymm7, %ymm14
	vfnmadd213ps	%ymm12, %ymm13, %ymm14
	vfnmadd213ps	%ymm3, %ymm10, %ymm3
	vfnmadd213ps	-129(%r11), %xmm12, %xmm6
	vfnmadd213ps	128(%r8), %xmm1, %xmm13
	vfnmadd213ps	127(%r9), %xmm1, %xmm3
	vfnmadd213ps	%gs:-129(,%r8,2), %xmm1, %xmm14
	vfnmadd213ps	%xmm12, %xmm1, %xmm6
	vfnmadd213ps	%xmm12, %xmm9, %xmm7
	vfnmadd213ps	%xmm9, %xmm10, %xmm9
	vfnmadd213ps	%xmm5, %xmm12, %xmm3
	vfnmadd213sd	1(%rsp,%rdx,4), %xmm13, %xmm11
	vfnmadd213sd	(%r9), %xmm13, %xmm8
	vfnmadd213sd	(%rdx,%rdx,4), %xmm13, %xmm10
	vfnmadd213sd	128(%rdx), %xmm4, %xmm6
	vfnmadd213sd	%xmm14, %xmm10, %xmm15
	vfnmadd213sd	%xmm8, %xmm0, %xmm4
	vfnmadd213sd	%xmm3, %xmm11, %xmm9
	vfnmadd213sd	%xmm7, %xmm2, %xmm13
	vfnmadd213ss	(%rbx), %xmm15, %xmm12
	vfnmadd213ss	%fs:-128(%rsp), %xmm14, %xmm5
	vfnmadd213ss	-128(%r10), %xmm14, %xmm2
	vfnmadd213ss	127(%r10,%r10), %xmm6, %xmm2
	vfnmadd213ss	%xmm15, %xmm0, %xmm14
	vfnmadd213ss	%xmm6, %xmm14, %xmm14
	vfnmadd213ss	%xmm5, %xmm7, %xmm6
	vfnmadd213ss	%xmm14, %xmm11, %xmm4
	vfnmadd231pd	127(,%rcx), %ymm14, %ymm2
	vfnmadd231pd	1(,%r10,4), %ymm7, %ymm7
	vfnmadd231pd	%gs:1(%rsi), %ymm8, %ymm13
	vfnmadd231pd	(%r12,%r12,8), %ymm15, %ymm2
	vfnmadd231pd	%ymm15, %ymm4, %ymm3
	vfnmadd231pd	%ymm15, %ymm4, %ymm10
	vfnmadd231pd	%ymm9, %ymm6, %ymm13
	vfnmadd231pd	%ymm14, %ymm14, %ymm10
	vfnmadd231pd	1, %xmm11, %xmm9
	vfnmadd231pd	128(%rdi), %xmm15, %xmm3
	vfnmadd231pd	1(%r11), %xmm9, %xmm8
	vfnmadd231pd	-1(%r12,%r8,2), %xmm11, %xmm0
	vfnmadd231pd	%xmm12, %xmm8, %xmm13
	vfnmadd231pd	%xmm0, %xmm11, %xmm7
	vfnmadd231pd	%xmm14, %xmm10, %xmm5
	vfnmadd231pd	%xmm2, %xmm15, %xmm6
	vfnmadd231ps	-128(%r10), %ymm1, %ymm0
	vfnmadd231ps	-1(%r9,%rax,8), %ymm6, %ymm11
	vfnmadd231ps	-129(%rsp,%r13,8), %ymm12, %ymm1
	vfnmadd231ps	(%r13,%rcx,4), %ymm9, %ymm8
	vfnmadd231ps	%ymm0, %ymm8, %ymm7
	vfnmadd231ps	%ymm12, %ymm12, %ymm0
	vfnmadd231ps	%ymm0, %ymm11, %ymm11
	vfnmadd231ps	%ymm13, %ymm8, %ymm10
	vfnmadd231ps	-1(%r14), %xmm10, %xmm9
	vfnmadd231ps	-129(%r13), %xmm14, %xmm10
	vfnmadd231ps	-2147483648(%rdx,%r10,2), %xmm11, %xmm11
	vfnmadd231ps	-128(%r11,%r11,4), %xmm12, %xmm9
	vfnmadd231ps	%xmm3, %xmm14, %xmm1
	vfnmadd231ps	%xmm3, %xmm8, %xmm13
	vfnmadd231ps	%xmm5, %xmm1, %xmm1
	vfnmadd231ps	%xmm7, %xmm15, %xmm1
	vfnmadd231sd	%gs:2147483647(%r9,%rbx,4), %xmm0, %xmm2
	vfnmadd231sd	-129(%r9,%r8), %xmm4, %xmm2
	vfnmadd231sd	-1(%rdi), %xmm10, %xmm7
	vfnmadd231sd	-129(%rip), %xmm2, %xmm4
	vfnmadd231sd	%xmm13, %xmm15, %xmm15
	vfnmadd231sd	%xmm8, %xmm10, %xmm1
	vfnmadd231sd	%xmm9, %xmm4, %xmm6
	vfnmadd231sd	%xmm1, %xmm7, %xmm11
	vfnmadd231ss	128, %xmm2, %xmm15
	vfnmadd231ss	1(%rsi), %xmm1, %xmm12
	vfnmadd231ss	-128(%rdi,%rcx,8), %xmm9, %xmm11
	vfnmadd231ss	(%rsp), %xmm5, %xmm4
	vfnmadd231ss	%xmm4, %xmm8, %xmm5
	vfnmadd231ss	%xmm12, %xmm9, %xmm1
	vfnmadd231ss	%xmm12, %xmm1, %xmm3
	vfnmadd231ss	%xmm11, %xmm7, %xmm9
	vfnmaddpd	%ymm6, -129, %ymm5, %ymm13
	vfnmaddpd	%ymm1, 1(%r12), %ymm12, %ymm2
	vfnmaddpd	%ymm14, -128(%r11), %ymm13, %ymm8
	vfnmaddpd	%ymm12, 1(%r12), %ymm12, %ymm15
	vfnmaddpd	%fs:2147483647(%rip), %ymm7, %ymm6, %ymm7
	vfnmaddpd	2147483647(%rbx,%rsi,2), %ymm4, %ymm7, %ymm5
	vfnmaddpd	-2147483648(%r11,%r11,8), %ymm9, %ymm9, %ymm13
	vfnmaddpd	2147483647(%r8,%rcx,8), %ymm3, %ymm0, %ymm5
	vfnmaddpd	%ymm6, %ymm1, %ymm10, %ymm12
	vfnmaddpd	%ymm7, %ymm13, %ymm9, %ymm6
	vfnmaddpd	%ymm5, %ymm6, %ymm11, %ymm14
	vfnmaddpd	%ymm3, %ymm2, %ymm1, %ymm12
	vfnmaddpd	%xmm3, 2147483647(%r15), %xmm6, %xmm15
	vfnmaddpd	%xmm5, 127(%r15), %xmm5, %xmm10
	vfnmaddpd	%xmm2, %fs:127(%rdi,%r13,8), %xmm0, %xmm8
	vfnmaddpd	%xmm5, 127(%r10,%rdi), %xmm9, %xmm15
	vfnmaddpd	%gs:127(,%rdi,4), %xmm4, %xmm8, %xmm13
	vfnmaddpd	2147483647(%rcx,%rdx,8), %xmm3, %xmm13, %xmm4
	vfnmaddpd	2147483647(%rax,%rax,2), %xmm15, %xmm6, %xmm3
	vfnmaddpd	127(%rbx), %xmm15, %xmm6, %xmm11
	vfnmaddpd	%xmm8, %xmm9, %xmm6, %xmm5
	vfnmaddpd	%xmm6, %xmm15, %xmm0, %xmm10
	vfnmaddpd	%xmm13, %xmm8, %xmm0, %xmm7
	vfnmaddpd	%xmm5, %xmm3, %xmm14, %xmm9
	vfnmaddps	%ymm11, 1(%rbp,%r10,8), %ymm4, %ymm13
	vfnmaddps	%ymm3, -2147483648(%rcx), %ymm4, %ymm6
	vfnmaddps	%ymm1, 1(%rbx,%rdx), %ymm4, %ymm13
	vfnmaddps	%ymm15, -129, %ymm9, %ymm10
	vfnmaddps	%fs:-2147483648(%r9), %ymm15, %ymm2, %ymm9
	vfnmaddps	%fs:-2147483648(%rax), %ymm13, %ymm15, %ymm0
	vfnmaddps	2147483647(%r9,%rsi,8), %ymm3, %ymm9, %ymm3
	vfnmaddps	%gs:-129, %ymm14, %ymm15, %ymm2
	vfnmaddps	%ymm0, %ymm3, %ymm15, %ymm12
	vfnmaddps	%ymm11, %ymm2, %ymm2, %ymm0
	vfnmaddps	%ymm10, %ymm7, %ymm7, %ymm11
	vfnmaddps	%ymm8, %ymm9, %ymm11, %ymm10
	vfnmaddps	%xmm6, 2147483647(%r12,%rcx,8), %xmm10, %xmm10
	vfnmaddps	%xmm12, 1(%rax,%r14,8), %xmm10, %xmm0
	vfnmaddps	%xmm8, %gs:128(%r11), %xmm6, %xmm7
	vfnmaddps	%xmm0, -129(%rsi), %xmm15, %xmm1
	vfnmaddps	-129(%rbx,%r14), %xmm14, %xmm14, %xmm11
	vfnmaddps	%fs:-128(%r8,%r15), %xmm10, %xmm0, %xmm2
	vfnmaddps	%gs:1, %xmm9, %xmm10, %xmm6
	vfnmaddps	(%r11), %xmm14, %xmm8, %xmm11
	vfnmaddps	%xmm4, %xmm11, %xmm12, %xmm12
	vfnmaddps	%xmm7, %xmm9, %xmm10, %xmm5
	vfnmaddps	%xmm2, %xmm4, %xmm10, %xmm4
	vfnmaddps	%xmm7, %xmm3, %xmm10, %xmm8
	vfnmaddsd	%xmm15, 2147483647(%rsi,%rdx), %xmm13, %xmm0
	vfnmaddsd	%xmm12, %fs:1(%rbp,%rsi,4), %xmm14, %xmm2
	vfnmaddsd	%xmm12, 127(%r8), %xmm12, %xmm4
	vfnmaddsd	%xmm9, %gs:-1(%r14), %xmm8, %xmm12
	vfnmaddsd	-2147483648(%rip), %xmm8, %xmm6, %xmm0
	vfnmaddsd	1(%r12), %xmm9, %xmm12, %xmm10
	vfnmaddsd	2147483647(%rip), %xmm13, %xmm6, %xmm1
	vfnmaddsd	%gs:(%rip), %xmm4, %xmm5, %xmm5
	vfnmaddsd	%xmm13, %xmm1, %xmm15, %xmm15
	vfnmaddsd	%xmm2, %xmm10, %xmm13, %xmm12
	vfnmaddsd	%xmm11, %xmm9, %xmm3, %xmm13
	vfnmaddsd	%xmm13, %xmm6, %xmm10, %xmm7
	vfnmaddss	%xmm11, 2147483647(%r10,%rax,8), %xmm10, %xmm11
	vfnmaddss	%xmm0, -129(%r14), %xmm11, %xmm12
	vfnmaddss	%xmm12, 2147483647(%rbp,%r10), %xmm0, %xmm6
	vfnmaddss	%xmm14, 128(%rdx), %xmm6, %xmm15
	vfnmaddss	%gs:-2147483648(%r12), %xmm12, %xmm0, %xmm4
	vfnmaddss	%gs:-1(%r8), %xmm12, %xmm12, %xmm14
	vfnmaddss	127(,%rbx), %xmm2, %xmm14, %xmm0
	vfnmaddss	1(%rdi), %xmm10, %xmm0, %xmm0
	vfnmaddss	%xmm0, %xmm8, %xmm4, %xmm12
	vfnmaddss	%xmm9, %xmm5, %xmm13, %xmm14
	vfnmaddss	%xmm10, %xmm7, %xmm3, %xmm3
	vfnmaddss	%xmm13, %xmm11, %xmm8, %xmm14
	vfnmsub132pd	1(%r9,%rcx,2), %ymm1, %ymm8
	vfnmsub132pd	128(%rdx,%r14), %ymm4, %ymm6
	vfnmsub132pd	%gs:-2147483648(,%rbx), %ymm6, %ymm4
	vfnmsub132pd	2147483647(%r9), %ymm4, %ymm8
	vfnmsub132pd	%ymm12, %ymm0, %ymm9
	vfnmsub132pd	%ymm4, %ymm10, %ymm6
	vfnmsub132pd	%ymm11, %ymm6, %ymm1
	vfnmsub132pd	%ymm1, %ymm4, %ymm15
	vfnmsub132pd	(%rax,%rbx,4), %xmm10, %xmm3
	vfnmsub132pd	-128(%r13,%r8), %xmm12, %xmm12
	vfnmsub132pd	-1, %xmm13, %xmm13
	vfnmsub132pd	%fs:2147483647(%r15,%rbp,2), %xmm6, %xmm11
	vfnmsub132pd	%xmm13, %xmm9, %xmm2
	vfnmsub132pd	%xmm12, %xmm8, %xmm12
	vfnmsub132pd	%xmm0, %xmm1, %xmm6
	vfnmsub132pd	%xmm2, %xmm10, %xmm6
	vfnmsub132ps	1(%rip), %ymm11, %ymm9
	vfnmsub132ps	1(%r13,%rdi), %ymm5, %ymm2
	vfnmsub132ps	2147483647(%rcx,%rdi,2), %ymm4, %ymm1
	vfnmsub132ps	127, %ymm0, %ymm5
	vfnmsub132ps	%ymm8, %ymm9, %ymm15
	vfnmsub132ps	%ymm8, %ymm11, %ymm14
	vfnmsub132ps	%ymm15, %ymm14, %ymm1
	vfnmsub132ps	%ymm12, %ymm9, %ymm4
	vfnmsub132ps	(%rax), %xmm14, %xmm3
	vfnmsub132ps	-2147483648(%r11,%r8,2), %xmm5, %xmm14
	vfnmsub132ps	1, %xmm2, %xmm13
	vfnmsub132ps	%fs:1(%r12,%rax,4), %xmm11, %xmm4
	vfnmsub132ps	%xmm0, %xmm7, %xmm7
	vfnmsub132ps	%xmm4, %xmm1, %xmm14
	vfnmsub132ps	%xmm8, %xmm7, %xmm6
	vfnmsub132ps	%xmm14, %xmm10, %xmm7
	vfnmsub132sd	%gs:(%rip), %xmm9, %xmm14
	vfnmsub132sd	%gs:-1(%rsi), %xmm10, %xmm9
	vfnmsub132sd	128(%rsp,%r8), %xmm7, %xmm2
	vfnmsub132sd	%gs:-128(%rbp), %xmm4, %xmm15
	vfnmsub132sd	%xmm7, %xmm2, %xmm0
	vfnmsub132sd	%xmm9, %xmm3, %xmm5
	vfnmsub132sd	%xmm11, %xmm10, %xmm8
	vfnmsub132sd	%xmm6, %xmm15, %xmm13
	vfnmsub132ss	(%r9), %xmm4, %xmm12
	vfnmsub132ss	128(%rbx,%r14,4), %xmm9, %xmm7
	vfnmsub132ss	127(%r14), %xmm8, %xmm7
	vfnmsub132ss	-2147483648(%rbp), %xmm2, %xmm7
	vfnmsub132ss	%xmm3, %xmm14, %xmm5
	vfnmsub132ss	%xmm12, %xmm13, %xmm2
	vfnmsub132ss	%xmm2, %xmm11, %xmm9
	vfnmsub132ss	%xmm0, %xmm5, %xmm14
	vfnmsub213pd	-128(%rax,%rax,8), %ymm8, %ymm13
	vfnmsub213pd	-2147483648(%rax), %ymm0, %ymm3
	vfnmsub213pd	%gs:1(%rbp,%rsi,4), %ymm2, %ymm10
	vfnmsub213pd	-1(%rbx), %ymm0, %ymm15
	vfnmsub213pd	%ymm8, %ymm0, %ymm7
	vfnmsub213pd	%ymm12, %ymm0, %ymm13
	vfnmsub213pd	%ymm4, %ymm5, %ymm2
	vfnmsub213pd	%ymm10, %ymm5, %ymm3
	vfnmsub213pd	127(%rcx,%r15,2), %xmm6, %xmm8
	vfnmsub213pd	2147483647(%rdi), %xmm10, %xmm15
	vfnmsub213pd	%fs:127(%rbx), %xmm3, %xmm13
	vfnmsub213pd	%gs:-129(%rbp,%r15,2), %xmm2, %xmm7
	vfnmsub213pd	%xmm9, %xmm2, %xmm7
	vfnmsub213pd	%xmm4, %xmm14, %xmm5
	vfnmsub213pd	%xmm10, %xmm4, %xmm9
	vfnmsub213pd	%xmm10, %xmm14, %xmm10
	vfnmsub213ps	%fs:2147483647(%rsi), %ymm13, %ymm10
	vfnmsub213ps	-128(%rsi,%r13), %ymm6, %ymm10
	vfnmsub213ps	127(%r13), %ymm8, %ymm7
	vfnmsub213ps	%gs:1, %ymm9, %ymm11
	vfnmsub213ps	%ymm3, %ymm6, %ymm4
	vfnmsub213ps	%ymm11, %ymm8, %ymm13
	vfnmsub213ps	%ymm9, %ymm6, %ymm12
	vfnmsub213ps	%ymm1, %ymm9, %ymm12
	vfnmsub213ps	2147483647(%r15), %xmm13, %xmm5
	vfnmsub213ps	127(%r13,%rdx,8), %xmm14, %xmm15
	vfnmsub213ps	128(%rcx,%r11,2), %xmm8, %xmm1
	vfnmsub213ps	(%rdx,%rbp,2), %xmm2, %xmm0
	vfnmsub213ps	%xmm9, %xmm13, %xmm7
	vfnmsub213ps	%xmm2, %xmm11, %xmm5
	vfnmsub213ps	%xmm2, %xmm3, %xmm10
	vfnmsub213ps	%xmm1, %xmm13, %xmm10
	vfnmsub213sd	-1(%rip), %xmm14, %xmm10
	vfnmsub213sd	%gs:-1, %xmm10, %xmm12
	vfnmsub213sd	-128(%r9,%r15), %xmm14, %xmm2
	vfnmsub213sd	1(%rbx), %xmm6, %xmm11
	vfnmsub213sd	%xmm7, %xmm7, %xmm0
	vfnmsub213sd	%xmm14, %xmm13, %xmm14
	vfnmsub213sd	%xmm3, %xmm9, %xmm9
	vfnmsub213sd	%xmm5, %xmm11, %xmm2
	vfnmsub213ss	1(%r13), %xmm6, %xmm12
	vfnmsub213ss	-129, %xmm5, %xmm8
	vfnmsub213ss	2147483647(%rbp,%r13,8), %xmm0, %xmm13
	vfnmsub213ss	2147483647(%rip), %xmm10, %xmm6
	vfnmsub213ss	%xmm10, %xmm4, %xmm12
	vfnmsub213ss	%xmm14, %xmm6, %xmm10
	vfnmsub213ss	%xmm14, %xmm14, %xmm2
	vfnmsub213ss	%xmm5, %xmm8, %xmm8
	vfnmsub231pd	1(%rcx,%rdx,8), %ymm4, %ymm4
	vfnmsub231pd	%gs:-129(%r11), %ymm13, %ymm8
	vfnmsub231pd	128(%rip), %ymm13, %ymm13
	vfnmsub231pd	127(%rbp,%r14,8), %ymm12, %ymm5
	vfnmsub231pd	%ymm11, %ymm0, %ymm9
	vfnmsub231pd	%ymm5, %ymm6, %ymm8
	vfnmsub231pd	%ymm15, %ymm0, %ymm14
	vfnmsub231pd	%ymm5, %ymm0, %ymm4
	vfnmsub231pd	-129(%rbx), %xmm0, %xmm11
	vfnmsub231pd	-2147483648(%r10,%rdi), %xmm9, %xmm2
	vfnmsub231pd	-1(%r8,%r14,2), %xmm13, %xmm11
	vfnmsub231pd	%fs:-129(%rdi), %xmm7, %xmm7
	vfnmsub231pd	%xmm9, %xmm4, %xmm2
	vfnmsub231pd	%xmm5, %xmm2, %xmm5
	vfnmsub231pd	%xmm5, %xmm10, %xmm7
	vfnmsub231pd	%xmm15, %xmm11, %xmm15
	vfnmsub231ps	-1(%r12), %ymm12, %ymm14
	vfnmsub231ps	(%rdx), %ymm15, %ymm0
	vfnmsub231ps	1(%r9,%r14), %ymm6, %ymm12
	vfnmsub231ps	%fs:-128(%rbp,%r8,8), %ymm9, %ymm10
	vfnmsub231ps	%ymm1, %ymm15, %ymm11
	vfnmsub231ps	%ymm0, %ymm15, %ymm5
	vfnmsub231ps	%ymm6, %ymm5, %ymm15
	vfnmsub231ps	%ymm6, %ymm10, %ymm14
	vfnmsub231ps	%gs:-2147483648(%rcx,%rbp), %xmm11, %xmm3
	vfnmsub231ps	-1, %xmm8, %xmm12
	vfnmsub231ps	%gs:-1, %xmm13, %xmm6
	vfnmsub231ps	%gs:1(%rax), %xmm5, %xmm14
	vfnmsub231ps	%xmm11, %xmm0, %xmm1
	vfnmsub231ps	%xmm10, %xmm15, %xmm6
	vfnmsub231ps	%xmm1, %xmm9, %xmm7
	vfnmsub231ps	%xmm12, %xmm1, %xmm9
	vfnmsub231sd	1(%rdx,%r11,2), %xmm15, %xmm14
	vfnmsub231sd	%fs:-129(%rcx,%rbx), %xmm11, %xmm13
	vfnmsub231sd	1(%rax,%r11,4), %xmm10, %xmm5
	vfnmsub231sd	(%rcx), %xmm8, %xmm8
	vfnmsub231sd	%xmm9, %xmm1, %xmm5
	vfnmsub231sd	%xmm14, %xmm6, %xmm3
	vfnmsub231sd	%xmm6, %xmm3, %xmm10
	vfnmsub231sd	%xmm3, %xmm5, %xmm11
	vfnmsub231ss	1(%r12), %xmm7, %xmm14
	vfnmsub231ss	127(%r15), %xmm8, %xmm15
	vfnmsub231ss	2147483647(,%rdi), %xmm1, %xmm2
	vfnmsub231ss	-2147483648, %xmm6, %xmm3
	vfnmsub231ss	%xmm3, %xmm8, %xmm12
	vfnmsub231ss	%xmm12, %xmm6, %xmm4
	vfnmsub231ss	%xmm12, %xmm1, %xmm0
	vfnmsub231ss	%xmm12, %xmm6, %xmm1
	vfnmsubpd	%ymm6, (%r12,%rsi), %ymm10, %ymm1
	vfnmsubpd	%ymm11, -128(%r10), %ymm5, %ymm10
	vfnmsubpd	%ymm1, -1(%rip), %ymm9, %ymm4
	vfnmsubpd	%ymm12, 1, %ymm7, %ymm5
	vfnmsubpd	-129(%rax,%rdi,2), %ymm4, %ymm7, %ymm10
	vfnmsubpd	128(%rsi,%r11,8), %ymm9, %ymm11, %ymm13
	vfnmsubpd	-129(%r10,%r15), %ymm7, %ymm7, %ymm3
	vfnmsubpd	%fs:(%r11,%r11,4), %ymm12, %ymm1, %ymm13
	vfnmsubpd	%ymm9, %ymm7, %ymm6, %ymm0
	vfnmsubpd	%ymm0, %ymm12, %ymm13, %ymm15
	vfnmsubpd	%ymm12, %ymm5, %ymm13, %ymm14
	vfnmsubpd	%ymm0, %ymm14, %ymm6, %ymm5
	vfnmsubpd	%xmm9, %gs:-128(%rdi,%r14,4), %xmm2, %xmm6
	vfnmsubpd	%xmm0, 127, %xmm7, %xmm3
	vfnmsubpd	%xmm10, 2147483647(%r12,%r8,2), %xmm12, %xmm7
	vfnmsubpd	%xmm13, %fs:-129, %xmm11, %xmm14
	vfnmsubpd	%fs:128(,%r14,4), %xmm12, %xmm9, %xmm2
	vfnmsubpd	1(%rax,%r12,8), %xmm6, %xmm4, %xmm4
	vfnmsubpd	-1(%r8), %xmm0, %xmm4, %xmm4
	vfnmsubpd	%fs:(%r14,%rcx,4), %xmm7, %xmm14, %xmm0
	vfnmsubpd	%xmm3, %xmm0, %xmm2, %xmm1
	vfnmsubpd	%xmm6, %xmm4, %xmm6, %xmm13
	vfnmsubpd	%xmm8, %xmm13, %xmm6, %xmm9
	vfnmsubpd	%xmm9, %xmm0, %xmm12, %xmm10
	vfnmsubps	%ymm0, (%r12), %ymm3, %ymm10
	vfnmsubps	%ymm3, -2147483648(%r9), %ymm7, %ymm6
	vfnmsubps	%ymm15, %gs:2147483647(%r11), %ymm1, %ymm9
	vfnmsubps	%ymm15, -128(%rsp), %ymm1, %ymm4
	vfnmsubps	127(%rbx,%r13,2), %ymm2, %ymm15, %ymm11
	vfnmsubps	%fs:(%rcx), %ymm5, %ymm8, %ymm9
	vfnmsubps	1(%rip), %ymm0, %ymm8, %ymm3
	vfnmsubps	%gs:128(%r11,%r12,8), %ymm0, %ymm9, %ymm11
	vfnmsubps	%ymm7, %ymm2, %ymm0, %ymm0
	vfnmsubps	%ymm0, %ymm10, %ymm12, %ymm2
	vfnmsubps	%ymm6, %ymm10, %ymm2, %ymm10
	vfnmsubps	%ymm6, %ymm6, %ymm4, %ymm1
	vfnmsubps	%xmm11, -128(%rdi), %xmm6, %xmm2
	vfnmsubps	%xmm7, 128(%rdx,%r11), %xmm3, %xmm13
	vfnmsubps	%xmm3, -128(%rsi,%r13), %xmm10, %xmm7
	vfnmsubps	%xmm6, -1(%rsp), %xmm9, %xmm9
	vfnmsubps	-128(%rax,%r8,8), %xmm1, %xmm10, %xmm12
	vfnmsubps	(%r14,%r15,8), %xmm10, %xmm5, %xmm1
	vfnmsubps	-2147483648(%r10), %xmm15, %xmm12, %xmm12
	vfnmsubps	1(%r12,%rcx,2), %xmm3, %xmm3, %xmm3
	vfnmsubps	%xmm8, %xmm8, %xmm9, %xmm9
	vfnmsubps	%xmm8, %xmm12, %xmm4, %xmm15
	vfnmsubps	%xmm4, %xmm15, %xmm10, %xmm8
	vfnmsubps	%xmm3, %xmm15, %xmm5, %xmm2
	vfnmsubsd	%xmm6, 127(%r14), %xmm11, %xmm15
	vfnmsubsd	%xmm7, 127(%rbx), %xmm12, %xmm3
	vfnmsubsd	%xmm10, 128(%rip), %xmm0, %xmm4
	vfnmsubsd	%xmm9, 2147483647, %xmm13, %xmm11
	vfnmsubsd	-129, %xmm11, %xmm2, %xmm5
	vfnmsubsd	1(%r13), %xmm1, %xmm9, %xmm15
	vfnmsubsd	-2147483648(,%r14), %xmm0, %xmm4, %xmm7
	vfnmsubsd	127(%rbp), %xmm9, %xmm9, %xmm1
	vfnmsubsd	%xmm3, %xmm1, %xmm5, %xmm8
	vfnmsubsd	%xmm3, %xmm15, %xmm1, %xmm12
	vfnmsubsd	%xmm1, %xmm8, %xmm3, %xmm6
	vfnmsubsd	%xmm8, %xmm13, %xmm0, %xmm15
	vfnmsubss	%xmm5, -128(%rsi), %xmm5, %xmm14
	vfnmsubss	%xmm11, %fs:2147483647(,%rsi), %xmm13, %xmm4
	vfnmsubss	%xmm14, %gs:2147483647(%r15), %xmm6, %xmm4
	vfnmsubss	%xmm15, 127(%r15,%rcx,4), %xmm8, %xmm11
	vfnmsubss	%gs:-129(%r9,%r13,8), %xmm15, %xmm13, %xmm15
	vfnmsubss	(%rip), %xmm11, %xmm12, %xmm12
	vfnmsubss	-2147483648(%rip), %xmm1, %xmm2, %xmm13
	vfnmsubss	(%rcx,%r9,8), %xmm0, %xmm1, %xmm5
	vfnmsubss	%xmm14, %xmm1, %xmm5, %xmm15
	vfnmsubss	%xmm4, %xmm4, %xmm3, %xmm13
	vfnmsubss	%xmm1, %xmm15, %xmm11, %xmm11
	vfnmsubss	%xmm10, %xmm1, %xmm3, %xmm10
	vfrczpd	(%r8,%rdx,8), %ymm0
	vfrczpd	(%r10,%rbx,8), %ymm14
	vfrczpd	%gs:-128(%r8,%rax), %ymm9
	vfrczpd	2147483647(%r10,%r12,4), %ymm14
	vfrczpd	%ymm13, %ymm1
	vfrczpd	%ymm11, %ymm0
	vfrczpd	%ymm11, %ymm2
	vfrczpd	%ymm1, %ymm4
	vfrczpd	-129(,%r15,8), %xmm14
	vfrczpd	-2147483648(%r14,%r14,4), %xmm3
	vfrczpd	-128(%rax,%r8), %xmm7
	vfrczpd	128(%r11,%r8), %xmm8
	vfrczpd	%xmm14, %xmm3
	vfrczpd	%xmm1, %xmm1
	vfrczpd	%xmm11, %xmm5
	vfrczpd	%xmm4, %xmm7
	vfrczps	127(%rbp), %ymm15
	vfrczps	-128(%r11), %ymm13
	vfrczps	-2147483648(%rdi,%rdi,4), %ymm14
	vfrczps	127(%r11,%r9), %ymm4
	vfrczps	%ymm8, %ymm4
	vfrczps	%ymm15, %ymm7
	vfrczps	%ymm4, %ymm0
	vfrczps	%ymm7, %ymm10
	vfrczps	127, %xmm13
	vfrczps	-128(%r13), %xmm8
	vfrczps	-128(%r11), %xmm4
	vfrczps	1(,%r15,8), %xmm1
	vfrczps	%xmm9, %xmm8
	vfrczps	%xmm11, %xmm3
	vfrczps	%xmm11, %xmm1
	vfrczps	%xmm9, %xmm15
	vfrczsd	127(%r8), %xmm4
	vfrczsd	127(,%r12,8), %xmm15
	vfrczsd	%gs:2147483647(%r11), %xmm6
	vfrczsd	(%r14), %xmm7
	vfrczsd	%xmm8, %xmm6
	vfrczsd	%xmm14, %xmm9
	vfrczsd	%xmm5, %xmm12
	vfrczsd	%xmm0, %xmm11
	vfrczss	-128(%r8), %xmm7
	vfrczss	-128(%rdx,%rbp,8), %xmm4
	vfrczss	-2147483648(%rip), %xmm5
	vfrczss	(%rsi,%r9), %xmm15
	vfrczss	%xmm6, %xmm7
	vfrczss	%xmm1, %xmm4
	vfrczss	%xmm12, %xmm11
	vfrczss	%xmm10, %xmm15
	vgatherdpd	%ymm4, -1(%rbx,%xmm2,8), %ymm5
	vgatherdpd	%ymm10, %fs:-1(%r9,%xmm7,8), %ymm15
	vgatherdpd	%ymm14, 128(%r9,%xmm5,8), %ymm15
	vgatherdpd	%ymm2, -1(%r13,%xmm11,8), %ymm3
	vgatherdpd	%xmm7, 2147483647(%rdi,%xmm15,8), %xmm0
	vgatherdpd	%xmm15, 128(,%xmm13), %xmm2
	vgatherdpd	%xmm11, -2147483648(%rdx,%xmm6,2), %xmm8
	vgatherdpd	%xmm0, 2147483647(%rcx,%xmm3), %xmm10
	vgatherdps	%ymm13, (%rdx,%ymm11,4), %ymm6
	vgatherdps	%ymm14, -128(,%ymm1), %ymm8
	vgatherdps	%ymm7, -128(%r11,%ymm12), %ymm3
	vgatherdps	%ymm6, %fs:128(%r11,%ymm5), %ymm13
	vgatherdps	%xmm13, 128(%r13,%xmm14,2), %xmm10
	vgatherdps	%xmm11, (%r8,%xmm4,2), %xmm2
	vgatherdps	%xmm2, %gs:-2147483648(%r14,%xmm11,8), %xmm10
	vgatherdps	%xmm5, %gs:128(%r12,%xmm2), %xmm8
	vgatherqpd	%ymm11, -2147483648(%rbx,%ymm15,2), %ymm0
	vgatherqpd	%ymm4, %fs:127(%rbp,%ymm6,4), %ymm8
	vgatherqpd	%ymm1, %fs:127(%r14,%ymm4,8), %ymm12
	vgatherqpd	%ymm15, -129(%r15,%ymm13), %ymm1
	vgatherqpd	%xmm0, -129(%r13,%xmm12), %xmm5
	vgatherqpd	%xmm0, -128(%rbx,%xmm9,2), %xmm13
	vgatherqpd	%xmm6, 1(%rbx,%xmm14,4), %xmm11
	vgatherqpd	%xmm9, -128(%rdx,%xmm1,8), %xmm8
	vgatherqps	%xmm12, -1(%rsp,%ymm1,2), %xmm10
	vgatherqps	%xmm2, %gs:-2147483648(%r11,%ymm1,4), %xmm8
	vgatherqps	%xmm10, -129(,%ymm2,2), %xmm8
	vgatherqps	%xmm7, -2147483648(%rcx,%ymm15,2), %xmm1
	vgatherqps	%xmm12, (%rdx,%xmm10,2), %xmm5
	vgatherqps	%xmm0, -2147483648(%r14,%xmm2,4), %xmm4
	vgatherqps	%xmm11, %gs:127(%rsp,%xmm4,2), %xmm7
	vgatherqps	%xmm15, -129(%rbp,%xmm11,4), %xmm1
	vgf2p8affineinvqb	$1, 128(%r11,%r13), %ymm13, %ymm3
	vgf2p8affineinvqb	$49, %gs:1(%rdi), %ymm6, %ymm11
	vgf2p8affineinvqb	$97, -1(%r10,%rbp,8), %ymm5, %ymm14
	vgf2p8affineinvqb	$23, -2147483648(,%rbp), %ymm13, %ymm8
	vgf2p8affineinvqb	$128, %ymm6, %ymm8, %ymm8
	vgf2p8affineinvqb	$28, %ymm5, %ymm12, %ymm12
	vgf2p8affineinvqb	$105, %ymm14, %ymm12, %ymm11
	vgf2p8affineinvqb	$128, %ymm5, %ymm13, %ymm14
	vgf2p8affineinvqb	$167, 128(%rbp,%r9,4), %xmm10, %xmm14
	vgf2p8affineinvqb	$130, 127(%rax,%rdi,4), %xmm14, %xmm8
	vgf2p8affineinvqb	$127, 127(%rcx,%rbp,2), %xmm6, %xmm9
	vgf2p8affineinvqb	$174, -128(%rax), %xmm9, %xmm3
	vgf2p8affineinvqb	$1, %xmm15, %xmm10, %xmm3
	vgf2p8affineinvqb	$211, %xmm0, %xmm12, %xmm3
	vgf2p8affineinvqb	$128, %xmm10, %xmm12, %xmm8
	vgf2p8affineinvqb	$226, %xmm14, %xmm7, %xmm3
	vgf2p8affineqb	$255, -2147483648(%r14,%r15,2), %ymm2, %ymm0
	vgf2p8affineqb	$224, %gs:128(%rip), %ymm14, %ymm4
	vgf2p8affineqb	$127, -1(%r15,%rdx,2), %ymm1, %ymm0
	vgf2p8affineqb	$203, 2147483647(%r15,%r14,4), %ymm12, %ymm1
	vgf2p8affineqb	$255, %ymm1, %ymm4, %ymm15
	vgf2p8affineqb	$172, %ymm4, %ymm11, %ymm2
	vgf2p8affineqb	$63, %ymm10, %ymm10, %ymm8
	vgf2p8affineqb	$0, %ymm9, %ymm1, %ymm2
	vgf2p8affineqb	$255, %gs:-128(%rcx), %xmm4, %xmm12
	vgf2p8affineqb	$255, 2147483647(%r8,%r15), %xmm10, %xmm10
	vgf2p8affineqb	$255, -2147483648(%rsp,%rcx,2), %xmm12, %xmm1
	vgf2p8affineqb	$85, %fs:2147483647(%r8,%r11,8), %xmm4, %xmm5
	vgf2p8affineqb	$76, %xmm8, %xmm9, %xmm9
	vgf2p8affineqb	$121, %xmm14, %xmm15, %xmm10
	vgf2p8affineqb	$197, %xmm7, %xmm7, %xmm5
	vgf2p8affineqb	$128, %xmm8, %xmm13, %xmm6
	vgf2p8mulb	1(%r8), %ymm0, %ymm10
	vgf2p8mulb	-2147483648(%r11), %ymm4, %ymm9
	vgf2p8mulb	-2147483648(%rdi), %ymm3, %ymm5
	vgf2p8mulb	%gs:-1(%r14,%r11,2), %ymm12, %ymm6
	vgf2p8mulb	%ymm7, %ymm9, %ymm14
	vgf2p8mulb	%ymm5, %ymm1, %ymm9
	vgf2p8mulb	%ymm10, %ymm5, %ymm7
	vgf2p8mulb	%ymm12, %ymm6, %ymm3
	vgf2p8mulb	128(%rdi,%rdx,4), %xmm15, %xmm12
	vgf2p8mulb	128(%r10), %xmm11, %xmm10
	vgf2p8mulb	-1, %xmm6, %xmm6
	vgf2p8mulb	2147483647(%r9,%r9), %xmm6, %xmm7
	vgf2p8mulb	%xmm10, %xmm8, %xmm2
	vgf2p8mulb	%xmm2, %xmm9, %xmm1
	vgf2p8mulb	%xmm5, %xmm8, %xmm0
	vgf2p8mulb	%xmm13, %xmm2, %xmm8
	vhaddpd	%gs:-129(%rip), %ymm9, %ymm15
	vhaddpd	128(%r10,%r9), %ymm1, %ymm7
	vhaddpd	%gs:-1(%rcx,%r12,2), %ymm15, %ymm5
	vhaddpd	%gs:(%rdi,%r13,8), %ymm3, %ymm13
	vhaddpd	%ymm4, %ymm6, %ymm15
	vhaddpd	%ymm1, %ymm6, %ymm9
	vhaddpd	%ymm6, %ymm11, %ymm9
	vhaddpd	%ymm14, %ymm7, %ymm13
	vhaddpd	127(%rdi), %xmm15, %xmm15
	vhaddpd	(%r13,%r9,4), %xmm10, %xmm5
	vhaddpd	2147483647(%rdi), %xmm4, %xmm14
	vhaddpd	128(%r8,%rsi,4), %xmm14, %xmm5
	vhaddpd	%xmm14, %xmm1, %xmm8
	vhaddpd	%xmm15, %xmm13, %xmm4
	vhaddpd	%xmm0, %xmm5, %xmm4
	vhaddpd	%xmm3, %xmm13, %xmm10
	vhaddps	1(%rdx), %ymm7, %ymm7
	vhaddps	-128, %ymm3, %ymm14
	vhaddps	1(%r11), %ymm0, %ymm13
	vhaddps	%fs:127(%rsi), %ymm6, %ymm2
	vhaddps	%ymm3, %ymm13, %ymm14
	vhaddps	%ymm10, %ymm0, %ymm13
	vhaddps	%ymm12, %ymm9, %ymm13
	vhaddps	%ymm15, %ymm11, %ymm6
	vhaddps	-2147483648(%rax,%r12), %xmm6, %xmm12
	vhaddps	%fs:2147483647(%r13), %xmm2, %xmm1
	vhaddps	-128(%r15,%r11,8), %xmm12, %xmm2
	vhaddps	1(%rsp,%r10,4), %xmm1, %xmm5
	vhaddps	%xmm5, %xmm3, %xmm14
	vhaddps	%xmm12, %xmm13, %xmm10
	vhaddps	%xmm3, %xmm15, %xmm7
	vhaddps	%xmm13, %xmm15, %xmm11
	vhsubpd	-2147483648(%r12,%rax,2), %ymm1, %ymm5
	vhsubpd	-1(%rcx,%rbx,2), %ymm4, %ymm15
	vhsubpd	128(%rip), %ymm10, %ymm7
	vhsubpd	%gs:-2147483648(%rsp,%rax,4), %ymm12, %ymm2
	vhsubpd	%ymm6, %ymm4, %ymm8
	vhsubpd	%ymm10, %ymm15, %ymm4
	vhsubpd	%ymm14, %ymm11, %ymm6
	vhsubpd	%ymm15, %ymm1, %ymm12
	vhsubpd	%gs:1(%r13), %xmm13, %xmm15
	vhsubpd	(%rsp), %xmm7, %xmm7
	vhsubpd	-129(%r8,%r9), %xmm6, %xmm1
	vhsubpd	127(,%r12,8), %xmm1, %xmm10
	vhsubpd	%xmm15, %xmm3, %xmm6
	vhsubpd	%xmm0, %xmm0, %xmm15
	vhsubpd	%xmm5, %xmm14, %xmm7
	vhsubpd	%xmm13, %xmm11, %xmm15
	vhsubps	(,%r9,2), %ymm3, %ymm7
	vhsubps	-128(%rdi), %ymm1, %ymm2
	vhsubps	%gs:1(%r12,%rbx,8), %ymm12, %ymm13
	vhsubps	%fs:1(%rax), %ymm15, %ymm1
	vhsubps	%ymm6, %ymm11, %ymm14
	vhsubps	%ymm11, %ymm15, %ymm11
	vhsubps	%ymm1, %ymm3, %ymm10
	vhsubps	%ymm1, %ymm8, %ymm8
	vhsubps	1(%rcx), %xmm14, %xmm0
	vhsubps	-2147483648, %xmm5, %xmm13
	vhsubps	127(%r14,%r11,8), %xmm5, %xmm14
	vhsubps	%gs:128(,%rcx,8), %xmm3, %xmm5
	vhsubps	%xmm15, %xmm9, %xmm12
	vhsubps	%xmm12, %xmm15, %xmm3
	vhsubps	%xmm15, %xmm8, %xmm5
	vhsubps	%xmm11, %xmm13, %xmm0
	vinsertf128	$0, -128(%r9), %ymm8, %ymm14
	vinsertf128	$0, 2147483647(%rdx), %ymm8, %ymm13
	vinsertf128	$255, 1(%r14,%r8,8), %ymm11, %ymm6
	vinsertf128	$51, %gs:-128(%r13), %ymm12, %ymm10
	vinsertf128	$255, %xmm3, %ymm14, %ymm4
	vinsertf128	$2, %xmm15, %ymm2, %ymm13
	vinsertf128	$99, %xmm11, %ymm15, %ymm13
	vinsertf128	$255, %xmm5, %ymm2, %ymm11
	vinserti128	$128, 127(%r14), %ymm5, %ymm10
	vinserti128	$255, %gs:127, %ymm5, %ymm5
	vinserti128	$144, 128(%r11), %ymm0, %ymm3
	vinserti128	$255, 128(%rcx), %ymm5, %ymm13
	vinserti128	$0, %xmm3, %ymm4, %ymm3
	vinserti128	$255, %xmm15, %ymm13, %ymm7
	vinserti128	$135, %xmm6, %ymm8, %ymm8
	vinserti128	$219, %xmm8, %ymm1, %ymm2
	vinsertps	$60, -128(%rax,%r10,8), %xmm12, %xmm5
	vinsertps	$106, (%rdx,%r9,2), %xmm0, %xmm8
	vinsertps	$130, -128(%rsi,%r11,4), %xmm3, %xmm3
	vinsertps	$40, -128(%r12), %xmm2, %xmm7
	vinsertps	$186, %xmm10, %xmm9, %xmm5
	vinsertps	$128, %xmm12, %xmm7, %xmm0
	vinsertps	$177, %xmm10, %xmm3, %xmm6
	vinsertps	$122, %xmm2, %xmm7, %xmm4
	vlddqu	%fs:-129(%r8), %ymm13
	vlddqu	%fs:-2147483648(%r8), %ymm9
	vlddqu	1(%rdx,%r13,8), %ymm0
	vlddqu	-129(%r8), %ymm11
	vlddqu	%fs:128(%rbp), %xmm6
	vlddqu	%fs:-129(%r12), %xmm0
	vlddqu	(,%r15), %xmm10
	vlddqu	-1(%rcx,%r10,4), %xmm11
	vldmxcsr	%fs:-129(%r9)
	vldmxcsr	127(%r11,%rdi)
	vldmxcsr	%gs:128(%r14)
	vldmxcsr	1(%rdx,%r15,2)
	vmaskmovdqu	%xmm11, %xmm5
	vmaskmovdqu	%xmm9, %xmm1
	vmaskmovdqu	%xmm0, %xmm13
	vmaskmovdqu	%xmm0, %xmm8
	vmaskmovpd	%ymm15, %ymm11, -129(%rax)
	vmaskmovpd	%ymm3, %ymm1, (%rdx,%r10)
	vmaskmovpd	%ymm8, %ymm11, -2147483648(%rsi,%r14,8)
	vmaskmovpd	%ymm12, %ymm5, 1(%rcx)
	vmaskmovpd	-1(%r14), %ymm9, %ymm7
	vmaskmovpd	1(%r9), %ymm10, %ymm4
	vmaskmovpd	%gs:2147483647, %ymm9, %ymm3
	vmaskmovpd	1(%rbp), %ymm8, %ymm10
	vmaskmovpd	%xmm11, %xmm6, -129
	vmaskmovpd	%xmm13, %xmm3, 0
	vmaskmovpd	%xmm14, %xmm15, -2147483648(%r12,%r11,2)
	vmaskmovpd	%xmm8, %xmm0, 128(%r8)
	vmaskmovpd	%fs:(%rbp,%rdx), %xmm6, %xmm8
	vmaskmovpd	(%rdi), %xmm6, %xmm0
	vmaskmovpd	-1(%rdx), %xmm7, %xmm6
	vmaskmovpd	-128(%r11,%r10), %xmm9, %xmm10
	vmaskmovps	%ymm11, %ymm11, -1(%rsp)
	vmaskmovps	%ymm8, %ymm13, -2147483648(%rsp,%rdx)
	vmaskmovps	%ymm6, %ymm7, -129(%rax,%rcx)
	vmaskmovps	%ymm2, %ymm8, %fs:1(,%r9)
	vmaskmovps	%fs:-1(%rsi), %ymm1, %ymm13
	vmaskmovps	128(%r8), %ymm5, %ymm5
	vmaskmovps	1(%r8), %ymm1, %ymm9
	vmaskmovps	128(%r15), %ymm3, %ymm5
	vmaskmovps	%xmm5, %xmm10, -2147483648(%r12,%rbx,8)
	vmaskmovps	%xmm11, %xmm11, (%rdi,%r13,4)
	vmaskmovps	%xmm6, %xmm8, -129(%r8,%r8)
	vmaskmovps	%xmm5, %xmm6, 128(%r12)
	vmaskmovps	%gs:2147483647(%rcx,%rsi,4), %xmm5, %xmm6
	vmaskmovps	%gs:-128(%rsi), %xmm6, %xmm8
	vmaskmovps	%fs:-128(%rsp), %xmm3, %xmm2
	vmaskmovps	-128(%rdx), %xmm6, %xmm15
	vmaxpd	127(%r14,%r14,8), %ymm11, %ymm11
	vmaxpd	1(%rsp), %ymm1, %ymm0
	vmaxpd	%gs:1(%r13,%rsi), %ymm4, %ymm13
	vmaxpd	%fs:2147483647(%rip), %ymm12, %ymm15
	vmaxpd	%ymm0, %ymm5, %ymm9
	vmaxpd	%ymm6, %ymm13, %ymm11
	vmaxpd	%ymm0, %ymm12, %ymm7
	vmaxpd	%ymm5, %ymm11, %ymm8
	vmaxpd	%fs:127(%r9), %xmm12, %xmm6
	vmaxpd	1(%rsi), %xmm13, %xmm7
	vmaxpd	-128(%r11,%r12,2), %xmm14, %xmm2
	vmaxpd	127(%rcx), %xmm13, %xmm1
	vmaxpd	%xmm14, %xmm5, %xmm9
	vmaxpd	%xmm12, %xmm6, %xmm1
	vmaxpd	%xmm12, %xmm7, %xmm15
	vmaxpd	%xmm1, %xmm4, %xmm0
	vmaxps	-128(%r12,%r11,8), %ymm10, %ymm12
	vmaxps	2147483647(,%r8), %ymm8, %ymm7
	vmaxps	%gs:2147483647(%rcx), %ymm7, %ymm12
	vmaxps	127(%r8), %ymm6, %ymm9
	vmaxps	%ymm1, %ymm10, %ymm2
	vmaxps	%ymm5, %ymm4, %ymm9
	vmaxps	%ymm7, %ymm1, %ymm6
	vmaxps	%ymm0, %ymm4, %ymm1
	vmaxps	-129(%r11), %xmm2, %xmm10
	vmaxps	128, %xmm10, %xmm15
	vmaxps	%gs:-2147483648(%r15), %xmm9, %xmm13
	vmaxps	-129(%r12), %xmm10, %xmm7
	vmaxps	%xmm0, %xmm12, %xmm8
	vmaxps	%xmm9, %xmm10, %xmm7
	vmaxps	%xmm11, %xmm10, %xmm2
	vmaxps	%xmm7, %xmm7, %xmm3
	vmaxsd	-1(,%rdx), %xmm0, %xmm6
	vmaxsd	%gs:(%r14), %xmm9, %xmm13
	vmaxsd	127(%r14), %xmm7, %xmm2
	vmaxsd	1(%r10,%rdi,8), %xmm4, %xmm5
	vmaxsd	%xmm0, %xmm12, %xmm10
	vmaxsd	%xmm3, %xmm6, %xmm8
	vmaxsd	%xmm7, %xmm2, %xmm13
	vmaxsd	%xmm7, %xmm14, %xmm13
	vmaxss	%gs:1(%rbp), %xmm12, %xmm9
	vmaxss	%fs:1(,%r15,2), %xmm0, %xmm8
	vmaxss	2147483647(%rax), %xmm0, %xmm10
	vmaxss	-2147483648(%r13,%rdi,2), %xmm6, %xmm8
	vmaxss	%xmm8, %xmm14, %xmm6
	vmaxss	%xmm6, %xmm15, %xmm5
	vmaxss	%xmm5, %xmm15, %xmm3
	vmaxss	%xmm1, %xmm15, %xmm9
	vmcall
	vmcall
	vmcall
	vmcall
	vmclear	1(%rdi,%r14)
	vmclear	%fs:-128
	vmclear	%fs:(%r15)
	vmclear	-129(%rip)
	vmfunc
	vmfunc
	vmfunc
	vmfunc
	vminpd	-128(%r10,%r8,2), %ymm15, %ymm12
	vminpd	-1(%rdx), %ymm13, %ymm11
	vminpd	-2147483648(%r8), %ymm11, %ymm1
	vminpd	-1(%rbp), %ymm13, %ymm3
	vminpd	%ymm7, %ymm4, %ymm14
	vminpd	%ymm10, %ymm15, %ymm11
	vminpd	%ymm5, %ymm6, %ymm4
	vminpd	%ymm2, %ymm8, %ymm8
	vminpd	2147483647(%r12), %xmm6, %xmm4
	vminpd	-129(%rcx), %xmm0, %xmm13
	vminpd	-1(%rcx,%rsi,2), %xmm6, %xmm1
	vminpd	-1(%r9), %xmm8, %xmm2
	vminpd	%xmm1, %xmm13, %xmm9
	vminpd	%xmm9, %xmm9, %xmm11
	vminpd	%xmm11, %xmm11, %xmm3
	vminpd	%xmm14, %xmm15, %xmm3
	vminps	%fs:-1(%rbp,%rbx,2), %ymm7, %ymm9
	vminps	-128(%rax), %ymm14, %ymm6
	vminps	-1(%rsi), %ymm8, %ymm14
	vminps	127(%r13), %ymm7, %ymm5
	vminps	%ymm15, %ymm7, %ymm6
	vminps	%ymm5, %ymm13, %ymm2
	vminps	%ymm1, %ymm14, %ymm10
	vminps	%ymm12, %ymm8, %ymm13
	vminps	(%r13), %xmm3, %xmm12
	vminps	(,%r9,2), %xmm12, %xmm2
	vminps	%gs:-128(,%r13,2), %xmm2, %xmm13
	vminps	%gs:128(%r13), %xmm3, %xmm0
	vminps	%xmm8, %xmm8, %xmm6
	vminps	%xmm3, %xmm8, %xmm1
	vminps	%xmm13, %xmm13, %xmm10
	vminps	%xmm3, %xmm14, %xmm11
	vminsd	-1(%rbp,%r14), %xmm8, %xmm12
	vminsd	-1(%r13), %xmm8, %xmm14
	vminsd	127(%rdi,%r11,2), %xmm12, %xmm2
	vminsd	%gs:2147483647(%r15,%rdi,2), %xmm6, %xmm15
	vminsd	%xmm15, %xmm15, %xmm1
	vminsd	%xmm15, %xmm9, %xmm7
	vminsd	%xmm5, %xmm1, %xmm13
	vminsd	%xmm4, %xmm0, %xmm13
	vminss	127(%rsi), %xmm3, %xmm3
	vminss	%fs:128(%rax), %xmm6, %xmm15
	vminss	%fs:128(%rdi), %xmm7, %xmm8
	vminss	2147483647(%r14), %xmm6, %xmm14
	vminss	%xmm2, %xmm8, %xmm3
	vminss	%xmm8, %xmm4, %xmm3
	vminss	%xmm12, %xmm5, %xmm9
	vminss	%xmm2, %xmm8, %xmm11
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
	vmovq	%rdx, %xmm12
	vmovq	%rsp, %xmm7
	vmovq	%r14, %xmm13
	vmovq	%rsp, %xmm0
	vmovapd	%ymm4, 128(%r11,%rbx)
	vmovapd	%ymm2, 1(%rbp,%r11)
	vmovapd	%ymm9, -2147483648(%r10)
	vmovapd	%ymm6, %fs:1
	vmovapd	2147483647(%r10), %ymm0
	vmovapd	%fs:-1(%rax), %ymm4
	vmovapd	-129(%r15,%r14,4), %ymm5
	vmovapd	-1(%r14,%r9,2), %ymm10
	vmovapd	%ymm10, %ymm3
	vmovapd	%ymm4, %ymm3
	vmovapd	%ymm0, %ymm8
	vmovapd	%ymm3, %ymm7
	vmovapd	%ymm3, %ymm13
	vmovapd	%ymm2, %ymm0
	vmovapd	%ymm11, %ymm0
	vmovapd	%ymm2, %ymm4
	vmovapd	%xmm4, %gs:2147483647(%r13)
	vmovapd	%xmm15, %gs:2147483647(%rsi)
	vmovapd	%xmm14, -128(%r11)
	vmovapd	%xmm6, -129(%r10)
	vmovapd	127(%r12,%rdx,8), %xmm6
	vmovapd	128(%r8), %xmm11
	vmovapd	0, %xmm15
	vmovapd	-129(%r14,%r11), %xmm13
	vmovapd	%xmm9, %xmm9
	vmovapd	%xmm8, %xmm0
	vmovapd	%xmm3, %xmm12
	vmovapd	%xmm1, %xmm1
	vmovapd	%xmm8, %xmm13
	vmovapd	%xmm0, %xmm10
	vmovapd	%xmm15, %xmm8
	vmovapd	%xmm0, %xmm10
	vmovaps	%ymm4, %fs:128(%r14)
	vmovaps	%ymm8, -1(%rip)
	vmovaps	%ymm13, %gs:128(%r11)
	vmovaps	%ymm9, 127(%r12)
	vmovaps	%fs:-2147483648(%r14), %ymm3
	vmovaps	-1(%r9), %ymm6
	vmovaps	0, %ymm13
	vmovaps	%gs:127, %ymm2
	vmovaps	%ymm14, %ymm14
	vmovaps	%ymm11, %ymm6
	vmovaps	%ymm5, %ymm14
	vmovaps	%ymm14, %ymm10
	vmovaps	%ymm4, %ymm11
	vmovaps	%ymm7, %ymm15
	vmovaps	%ymm8, %ymm4
	vmovaps	%ymm12, %ymm0
	vmovaps	%xmm0, 127(,%rbp,4)
	vmovaps	%xmm9, -1(%r10,%rdi)
	vmovaps	%xmm8, %fs:-2147483648(%r15,%rax,4)
	vmovaps	%xmm2, %gs:127(%r10,%rdx,2)
	vmovaps	%fs:127(%rax,%rbx,4), %xmm4
	vmovaps	2147483647(%r15), %xmm7
	vmovaps	(%rax), %xmm8
	vmovaps	%gs:-129(%rdx), %xmm4
	vmovaps	%xmm12, %xmm5
	vmovaps	%xmm13, %xmm7
	vmovaps	%xmm2, %xmm0
	vmovaps	%xmm1, %xmm6
	vmovaps	%xmm8, %xmm12
	vmovaps	%xmm5, %xmm1
	vmovaps	%xmm11, %xmm14
	vmovaps	%xmm15, %xmm5
	vmovddup	1(%r10), %ymm3
	vmovddup	-129(%r9), %ymm15
	vmovddup	128(%r11,%rsi,2), %ymm7
	vmovddup	%fs:-1(%r9,%r12), %ymm13
	vmovddup	%ymm6, %ymm8
	vmovddup	%ymm13, %ymm9
	vmovddup	%ymm9, %ymm9
	vmovddup	%ymm3, %ymm7
	vmovddup	-2147483648(%r8), %xmm14
	vmovddup	-128(%r14), %xmm8
	vmovddup	(%r15), %xmm6
	vmovddup	(%r14), %xmm4
	vmovddup	%xmm7, %xmm1
	vmovddup	%xmm2, %xmm11
	vmovddup	%xmm1, %xmm10
	vmovddup	%xmm15, %xmm15
	vmovd	128(%r8), %xmm5
	vmovd	127(%r13), %xmm1
	vmovd	2147483647(%rcx,%rdi,2), %xmm3
	vmovd	2147483647(%r11), %xmm9
	vmovd	%r8d, %xmm14
	vmovd	%ebx, %xmm7
	vmovd	%edx, %xmm13
	vmovd	%r14d, %xmm14
	vmovdqa	%ymm2, 127(%rip)
	vmovdqa	%ymm2, -129(%rdx,%rax,2)
	vmovdqa	%ymm2, 1(%rax,%r15)
	vmovdqa	%ymm14, 1
	vmovdqa	%fs:-129(%r9), %ymm12
	vmovdqa	%gs:1(%r8,%rax,2), %ymm14
	vmovdqa	127(%r14,%rsi), %ymm3
	vmovdqa	(%rdi), %ymm14
	vmovdqa	%ymm6, %ymm5
	vmovdqa	%ymm3, %ymm6
	vmovdqa	%ymm0, %ymm6
	vmovdqa	%ymm7, %ymm4
	vmovdqa	%ymm2, %ymm9
	vmovdqa	%ymm8, %ymm5
	vmovdqa	%ymm10, %ymm14
	vmovdqa	%ymm5, %ymm5
	vmovdqa	%xmm10, %gs:128(%r10,%rbx,4)
	vmovdqa	%xmm15, 1(%r15,%rbp,4)
	vmovdqa	%xmm3, 128(%rsp,%r14,4)
	vmovdqa	%xmm12, -2147483648(%rip)
	vmovdqa	-1(%r9), %xmm3
	vmovdqa	2147483647(%r8), %xmm15
	vmovdqa	%gs:-129(%r15), %xmm2
	vmovdqa	-128(%rbx,%rcx,8), %xmm2
	vmovdqa	%xmm14, %xmm4
	vmovdqa	%xmm2, %xmm5
	vmovdqa	%xmm0, %xmm3
	vmovdqa	%xmm5, %xmm13
	vmovdqa	%xmm10, %xmm0
	vmovdqa	%xmm0, %xmm6
	vmovdqa	%xmm3, %xmm7
	vmovdqa	%xmm4, %xmm7
	vmovdqu	%ymm3, -1(%r9,%r11,8)
	vmovdqu	%ymm13, -129(%r9,%r14,2)
	vmovdqu	%ymm1, %gs:128(%rdx,%r13,4)
	vmovdqu	%ymm13, %fs:-129(%r11,%r15,8)
	vmovdqu	%fs:(%rbp,%r11), %ymm14
	vmovdqu	128(%r12), %ymm10
	vmovdqu	%fs:-128(%r14), %ymm1
	vmovdqu	-1(,%r9,8), %ymm8
	vmovdqu	%ymm8, %ymm5
	vmovdqu	%ymm6, %ymm10
	vmovdqu	%ymm2, %ymm0
	vmovdqu	%ymm11, %ymm10
	vmovdqu	%ymm7, %ymm14
	vmovdqu	%ymm14, %ymm6
	vmovdqu	%ymm8, %ymm15
	vmovdqu	%ymm15, %ymm9
	vmovdqu	%xmm8, (%r13,%rax,8)
	vmovdqu	%xmm1, (%rdx)
	vmovdqu	%xmm8, -2147483648(%rax,%r15)
	vmovdqu	%xmm9, -128(%rdx)
	vmovdqu	-2147483648(%rcx), %xmm8
	vmovdqu	%gs:-129(%rdx), %xmm0
	vmovdqu	1(%r10,%r10,8), %xmm12
	vmovdqu	-2147483648(%rdx), %xmm4
	vmovdqu	%xmm9, %xmm15
	vmovdqu	%xmm7, %xmm2
	vmovdqu	%xmm8, %xmm6
	vmovdqu	%xmm15, %xmm13
	vmovdqu	%xmm5, %xmm14
	vmovdqu	%xmm1, %xmm10
	vmovdqu	%xmm14, %xmm9
	vmovdqu	%xmm13, %xmm4
	vmovhlps	%xmm2, %xmm11, %xmm6
	vmovhlps	%xmm7, %xmm5, %xmm2
	vmovhlps	%xmm3, %xmm14, %xmm6
	vmovhlps	%xmm9, %xmm11, %xmm0
	vmovhpd	%xmm10, 128(%rip)
	vmovhpd	%xmm12, %fs:2147483647(%r11,%r9,4)
	vmovhpd	%xmm11, -1(%r13,%r15,8)
	vmovhpd	%xmm8, -128(%r14,%rax)
	vmovhpd	%gs:1(%rsp,%rdi,4), %xmm12, %xmm15
	vmovhpd	128(%r10,%rax,2), %xmm13, %xmm3
	vmovhpd	(%rdx,%rbx,2), %xmm2, %xmm3
	vmovhpd	%gs:-2147483648(%rbx), %xmm5, %xmm5
	vmovhps	%xmm0, (%r9)
	vmovhps	%xmm8, %fs:(%r8,%rcx)
	vmovhps	%xmm2, -129(%rax)
	vmovhps	%xmm11, (%r11,%rbx,4)
	vmovhps	-1(%rdi,%rbp,4), %xmm7, %xmm8
	vmovhps	%gs:1(%rdx), %xmm1, %xmm5
	vmovhps	-1(%r13,%r13), %xmm0, %xmm11
	vmovhps	-129(%rbp,%rbx,8), %xmm12, %xmm6
	vmovlhps	%xmm15, %xmm4, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm9
	vmovlhps	%xmm5, %xmm1, %xmm14
	vmovlhps	%xmm14, %xmm12, %xmm1
	vmovlpd	%xmm8, %fs:2147483647(%r14)
	vmovlpd	%xmm0, -1(%rax,%rbx,4)
	vmovlpd	%xmm15, (%r14,%r13,8)
	vmovlpd	%xmm4, -129(%r14)
	vmovlpd	-2147483648(%rax), %xmm4, %xmm6
	vmovlpd	127(%rbp), %xmm5, %xmm9
	vmovlpd	%fs:-129(,%rsi,4), %xmm4, %xmm7
	vmovlpd	%gs:127(%r9), %xmm7, %xmm1
	vmovlps	%xmm8, -128(%rdi)
	vmovlps	%xmm0, 128(%r8,%rbp,8)
	vmovlps	%xmm6, 127(,%r10)
	vmovlps	%xmm11, -128(%r13,%r10,8)
	vmovlps	127(%rsp), %xmm4, %xmm15
	vmovlps	-2147483648(%rbx), %xmm4, %xmm5
	vmovlps	1(%r14), %xmm12, %xmm0
	vmovlps	-2147483648(%rbp,%r15), %xmm7, %xmm1
	vmovmskpd	%ymm2, %r12d
	vmovmskpd	%ymm11, %esi
	vmovmskpd	%ymm6, %eax
	vmovmskpd	%ymm13, %ecx
	vmovmskpd	%xmm7, %r14d
	vmovmskpd	%xmm8, %esi
	vmovmskpd	%xmm5, %r8d
	vmovmskpd	%xmm0, %eax
	vmovmskps	%ymm14, %r9d
	vmovmskps	%ymm12, %ecx
	vmovmskps	%ymm3, %edi
	vmovmskps	%ymm11, %r8d
	vmovmskps	%xmm5, %esp
	vmovmskps	%xmm9, %r12d
	vmovmskps	%xmm2, %r15d
	vmovmskps	%xmm4, %r8d
	vmovntdqa	-128(%r11), %ymm9
	vmovntdqa	%gs:-128(,%rsi), %ymm5
	vmovntdqa	127, %ymm7
	vmovntdqa	-1(%rax,%r8), %ymm7
	vmovntdqa	2147483647(%r10,%rax,4), %xmm4
	vmovntdqa	%fs:-129(%r12,%rax), %xmm1
	vmovntdqa	%gs:2147483647(%rdi,%rax,8), %xmm3
	vmovntdqa	-2147483648(%r9,%r9,8), %xmm13
	vmovntdq	%ymm1, -128(%r8)
	vmovntdq	%ymm11, -2147483648(%rsp,%rbx,8)
	vmovntdq	%ymm3, %gs:-1(%rdx,%rdi,4)
	vmovntdq	%ymm0, -128(%rsp,%rdx,4)
	vmovntdq	%xmm9, %fs:-1(%rdx)
	vmovntdq	%xmm2, %fs:127(%r8,%r14)
	vmovntdq	%xmm3, %fs:1
	vmovntdq	%xmm6, %fs:127(%r15)
	vmovntpd	%ymm5, -2147483648(%r11,%rdi)
	vmovntpd	%ymm4, (%r14)
	vmovntpd	%ymm11, 127(%rsp,%r9)
	vmovntpd	%ymm5, %fs:2147483647(%rip)
	vmovntpd	%xmm5, -1(%r12)
	vmovntpd	%xmm7, -2147483648(%r10)
	vmovntpd	%xmm4, %gs:1(%rcx,%rbp,8)
	vmovntpd	%xmm3, 127(%r12,%r9,4)
	vmovntps	%ymm0, 2147483647(%rax,%rdx,2)
	vmovntps	%ymm1, -128(%rdx)
	vmovntps	%ymm8, -2147483648(%r14,%rbx)
	vmovntps	%ymm5, -128(%rip)
	vmovntps	%xmm1, -128(%r10)
	vmovntps	%xmm12, 128(%rdi,%rax)
	vmovntps	%xmm9, 128(%rdi)
	vmovntps	%xmm8, %fs:1(%rbx)
	vmovd	%xmm1, (%r15)
	vmovd	%xmm9, -129(%r12)
	vmovd	%xmm3, 2147483647(%rip)
	vmovd	%xmm12, (%r10)
	vmovd	%xmm1, %r14d
	vmovd	%xmm6, %esi
	vmovd	%xmm10, %ecx
	vmovd	%xmm9, %r8d
	vmovq	%xmm6, %gs:128
	vmovq	%xmm6, %gs:128(%r15)
	vmovq	%xmm0, %gs:-128(%rdx)
	vmovq	%xmm10, -1(%r13)
	vmovq	%xmm9, %xmm1
	vmovq	%xmm1, %xmm8
	vmovq	%xmm13, %xmm5
	vmovq	%xmm10, %xmm3
	vmovq	%xmm5, %rsp
	vmovq	%xmm7, %rsp
	vmovq	%xmm8, %r15
	vmovq	%xmm8, %rax
	vmovq	%gs:2147483647(%rbx,%rax), %xmm15
	vmovq	%gs:127(%rbp,%rcx,4), %xmm4
	vmovq	-1(%r13), %xmm3
	vmovq	%fs:-128(%rip), %xmm13
	vmovsd	%xmm11, -2147483648(%rcx,%r9,4)
	vmovsd	%xmm1, 128(%r8)
	vmovsd	%xmm7, 1(%r8,%r10,8)
	vmovsd	%xmm9, 2147483647(%rcx)
	vmovsd	-128(,%r12,4), %xmm7
	vmovsd	%fs:-2147483648(%r14), %xmm4
	vmovsd	%gs:2147483647(%r8,%r13), %xmm8
	vmovsd	127(%rbp), %xmm11
	vmovsd	%xmm7, %xmm7, %xmm6
	vmovsd	%xmm11, %xmm13, %xmm12
	vmovsd	%xmm3, %xmm14, %xmm12
	vmovsd	%xmm9, %xmm2, %xmm8
	vmovsd	%xmm13, %xmm6, %xmm10
	vmovsd	%xmm11, %xmm9, %xmm7
	vmovsd	%xmm14, %xmm14, %xmm8
	vmovsd	%xmm5, %xmm7, %xmm3
	vmovshdup	2147483647(%rbp), %ymm4
	vmovshdup	-1(%r10), %ymm8
	vmovshdup	2147483647(%rcx,%rdi), %ymm15
	vmovshdup	-129(%r15), %ymm4
	vmovshdup	%ymm8, %ymm3
	vmovshdup	%ymm13, %ymm8
	vmovshdup	%ymm2, %ymm11
	vmovshdup	%ymm7, %ymm13
	vmovshdup	127(%r11), %xmm6
	vmovshdup	-128(%r11), %xmm15
	vmovshdup	%gs:127(%rip), %xmm9
	vmovshdup	127(%rdx,%rbx), %xmm5
	vmovshdup	%xmm7, %xmm5
	vmovshdup	%xmm13, %xmm3
	vmovshdup	%xmm11, %xmm2
	vmovshdup	%xmm9, %xmm15
	vmovsldup	128(%r8), %ymm4
	vmovsldup	127(%rsi,%r13,2), %ymm4
	vmovsldup	(%rdx,%r11,4), %ymm9
	vmovsldup	%gs:1(%rsp,%r11), %ymm0
	vmovsldup	%ymm14, %ymm0
	vmovsldup	%ymm13, %ymm6
	vmovsldup	%ymm1, %ymm1
	vmovsldup	%ymm8, %ymm11
	vmovsldup	128(%r9,%rcx,2), %xmm10
	vmovsldup	128, %xmm1
	vmovsldup	%gs:127(%rsp,%r12,8), %xmm12
	vmovsldup	-129(%r9,%r8,4), %xmm14
	vmovsldup	%xmm3, %xmm8
	vmovsldup	%xmm13, %xmm4
	vmovsldup	%xmm9, %xmm12
	vmovsldup	%xmm12, %xmm11
	vmovss	%xmm15, -128(%rsp,%rdx,8)
	vmovss	%xmm3, -128(%r13,%rbp,2)
	vmovss	%xmm13, %fs:-128(%r8)
	vmovss	%xmm1, 128
	vmovss	1(%rdx), %xmm1
	vmovss	1(%r8), %xmm15
	vmovss	128(%rip), %xmm5
	vmovss	128(%r14), %xmm0
	vmovss	%xmm14, %xmm15, %xmm12
	vmovss	%xmm14, %xmm13, %xmm9
	vmovss	%xmm1, %xmm1, %xmm9
	vmovss	%xmm0, %xmm11, %xmm13
	vmovss	%xmm12, %xmm4, %xmm7
	vmovss	%xmm8, %xmm0, %xmm2
	vmovss	%xmm4, %xmm13, %xmm10
	vmovss	%xmm13, %xmm0, %xmm5
	vmovupd	%ymm13, -1(%rbp,%r10,4)
	vmovupd	%ymm15, (%r9,%rax,8)
	vmovupd	%ymm6, %fs:-129(,%rcx,4)
	vmovupd	%ymm4, 127(%rdx)
	vmovupd	1(%r8,%rsi,4), %ymm13
	vmovupd	127(%rdx), %ymm2
	vmovupd	%fs:128(%rdi,%rbp,2), %ymm2
	vmovupd	%fs:-128(%rdx), %ymm9
	vmovupd	%ymm8, %ymm15
	vmovupd	%ymm5, %ymm4
	vmovupd	%ymm2, %ymm5
	vmovupd	%ymm10, %ymm15
	vmovupd	%ymm3, %ymm9
	vmovupd	%ymm11, %ymm4
	vmovupd	%ymm5, %ymm4
	vmovupd	%ymm15, %ymm10
	vmovupd	%xmm12, %fs:-128(,%r9,2)
	vmovupd	%xmm0, -2147483648(%rsp,%r13,4)
	vmovupd	%xmm12, -128(%rbx,%rdx,8)
	vmovupd	%xmm15, (%r13,%rdi,4)
	vmovupd	127(%r12,%r10), %xmm10
	vmovupd	(%rbx), %xmm5
	vmovupd	-1(%rsi), %xmm8
	vmovupd	2147483647(%rcx), %xmm4
	vmovupd	%xmm2, %xmm1
	vmovupd	%xmm0, %xmm7
	vmovupd	%xmm13, %xmm1
	vmovupd	%xmm4, %xmm8
	vmovupd	%xmm7, %xmm8
	vmovupd	%xmm2, %xmm4
	vmovupd	%xmm1, %xmm9
	vmovupd	%xmm8, %xmm5
	vmovups	%ymm5, -1(%r14,%r8,8)
	vmovups	%ymm13, -129(%rbx)
	vmovups	%ymm7, %fs:127(%rip)
	vmovups	%ymm9, 1(%r14,%r8,2)
	vmovups	2147483647(,%r15,8), %ymm0
	vmovups	%fs:-1(%rbp), %ymm1
	vmovups	127(%rbx,%r10,8), %ymm0
	vmovups	%fs:(%r13), %ymm10
	vmovups	%ymm0, %ymm13
	vmovups	%ymm5, %ymm8
	vmovups	%ymm0, %ymm10
	vmovups	%ymm4, %ymm9
	vmovups	%ymm0, %ymm1
	vmovups	%ymm15, %ymm2
	vmovups	%ymm12, %ymm15
	vmovups	%ymm0, %ymm7
	vmovups	%xmm4, %gs:-129(%rdi)
	vmovups	%xmm0, 1(%r8,%rax,4)
	vmovups	%xmm11, -129(%r8)
	vmovups	%xmm6, %gs:-128(%r13)
	vmovups	%fs:128(%rdi,%r11), %xmm7
	vmovups	128(%r10), %xmm11
	vmovups	-128(%r13,%rdi), %xmm12
	vmovups	128(%r12,%rax,2), %xmm9
	vmovups	%xmm15, %xmm4
	vmovups	%xmm13, %xmm12
	vmovups	%xmm0, %xmm3
	vmovups	%xmm1, %xmm8
	vmovups	%xmm5, %xmm10
	vmovups	%xmm1, %xmm6
	vmovups	%xmm13, %xmm10
	vmovups	%xmm8, %xmm11
	vmovq	%xmm7, %xmm6
	vmovq	%xmm1, %xmm0
	vmovq	%xmm6, %xmm1
	vmovq	%xmm11, %xmm8
	vmpsadbw	$255, %fs:1(%rsp), %ymm13, %ymm3
	vmpsadbw	$172, -2147483648(%rdx), %ymm8, %ymm9
	vmpsadbw	$128, %fs:-2147483648, %ymm4, %ymm2
	vmpsadbw	$128, (%r9), %ymm3, %ymm5
	vmpsadbw	$255, %ymm9, %ymm10, %ymm5
	vmpsadbw	$255, %ymm7, %ymm7, %ymm7
	vmpsadbw	$255, %ymm5, %ymm2, %ymm1
	vmpsadbw	$168, %ymm1, %ymm3, %ymm8
	vmpsadbw	$250, %fs:-1(%rdx,%rbp), %xmm6, %xmm4
	vmpsadbw	$236, -128(%rsp,%rbx,8), %xmm14, %xmm7
	vmpsadbw	$1, (%r11), %xmm4, %xmm6
	vmpsadbw	$0, %fs:128, %xmm1, %xmm5
	vmpsadbw	$92, %xmm15, %xmm12, %xmm6
	vmpsadbw	$160, %xmm10, %xmm7, %xmm10
	vmpsadbw	$129, %xmm11, %xmm12, %xmm2
	vmpsadbw	$75, %xmm8, %xmm5, %xmm14
	vmptrld	%gs:127(%r9)
	vmptrld	-129(%r12,%rbp,8)
	vmptrld	%gs:1(%r11)
	vmptrld	%fs:-128(%rsp,%r15,8)
	vmptrst	%fs:-1(%rcx,%rcx,4)
	vmptrst	128(%rsi,%r8,4)
	vmptrst	%fs:-2147483648(%r13)
	vmptrst	-2147483648(,%r13,8)
	vmreadq	%rbx, 2147483647(%rip)
	vmreadq	%rax, %fs:127(%rip)
	vmreadq	%r9, 1(%r8,%r10,2)
	vmreadq	%rax, (%rcx,%r10,2)
	vmreadq	%r15, %r10
	vmreadq	%r9, %rsp
	vmreadq	%r13, %rbx
	vmreadq	%rbx, %r14
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
	vmulpd	-1(%rdx), %ymm6, %ymm13
	vmulpd	-129(%r10), %ymm0, %ymm11
	vmulpd	(%r11), %ymm4, %ymm15
	vmulpd	128(%r12), %ymm11, %ymm11
	vmulpd	%ymm7, %ymm15, %ymm3
	vmulpd	%ymm12, %ymm14, %ymm4
	vmulpd	%ymm10, %ymm6, %ymm6
	vmulpd	%ymm0, %ymm12, %ymm3
	vmulpd	-1(%r11), %xmm7, %xmm4
	vmulpd	128(%rip), %xmm13, %xmm12
	vmulpd	2147483647(%rbp), %xmm3, %xmm3
	vmulpd	-1(%r13), %xmm14, %xmm4
	vmulpd	%xmm9, %xmm1, %xmm11
	vmulpd	%xmm2, %xmm5, %xmm11
	vmulpd	%xmm7, %xmm0, %xmm15
	vmulpd	%xmm7, %xmm3, %xmm13
	vmulps	0, %ymm5, %ymm1
	vmulps	-2147483648(%rsp,%r15,4), %ymm12, %ymm4
	vmulps	-128(%rax,%r13,2), %ymm3, %ymm6
	vmulps	1(%rsi,%rdi), %ymm5, %ymm11
	vmulps	%ymm6, %ymm12, %ymm12
	vmulps	%ymm1, %ymm2, %ymm6
	vmulps	%ymm14, %ymm5, %ymm11
	vmulps	%ymm1, %ymm11, %ymm0
	vmulps	-2147483648(%r8), %xmm0, %xmm5
	vmulps	%gs:128(%rax), %xmm13, %xmm7
	vmulps	-2147483648(%r9,%rbp,2), %xmm15, %xmm0
	vmulps	128(%rcx,%rbx,4), %xmm2, %xmm15
	vmulps	%xmm13, %xmm14, %xmm9
	vmulps	%xmm13, %xmm9, %xmm15
	vmulps	%xmm0, %xmm8, %xmm11
	vmulps	%xmm0, %xmm13, %xmm2
	vmulsd	-1, %xmm6, %xmm5
	vmulsd	%gs:2147483647(%rdx), %xmm4, %xmm9
	vmulsd	%fs:-129(%rdx), %xmm6, %xmm13
	vmulsd	-128(%rip), %xmm13, %xmm13
	vmulsd	%xmm9, %xmm14, %xmm13
	vmulsd	%xmm3, %xmm4, %xmm14
	vmulsd	%xmm15, %xmm11, %xmm10
	vmulsd	%xmm12, %xmm1, %xmm9
	vmulss	-129(%rcx), %xmm6, %xmm7
	vmulss	%gs:-1(%rsp,%rsi,8), %xmm6, %xmm13
	vmulss	(%rbx,%r12,2), %xmm2, %xmm7
	vmulss	128(%rsi), %xmm6, %xmm0
	vmulss	%xmm13, %xmm2, %xmm6
	vmulss	%xmm1, %xmm8, %xmm10
	vmulss	%xmm3, %xmm12, %xmm8
	vmulss	%xmm10, %xmm7, %xmm12
	vmwriteq	%gs:2147483647(%rdx,%r9,4), %r13
	vmwriteq	128, %r13
	vmwriteq	%fs:1(%r11,%r12), %rax
	vmwriteq	-2147483648(%r14,%r8,8), %r13
	vmwriteq	%r11, %r12
	vmwriteq	%rdx, %rcx
	vmwriteq	%rbp, %r15
	vmwriteq	%r13, %rsp
	vmxoff
	vmxoff
	vmxoff
	vmxoff
	vmxon	-2147483648(%r12,%rdx,4)
	vmxon	-1(%rbx)
	vmxon	-129(%r9,%rbx,2)
	vmxon	2147483647(%rax,%r10,8)
	vorpd	-1(%rax,%r12,4), %ymm14, %ymm9
	vorpd	(%r9), %ymm10, %ymm1
	vorpd	128(%r13), %ymm5, %ymm11
	vorpd	-1(%r13,%r12), %ymm9, %ymm11
	vorpd	%ymm5, %ymm14, %ymm13
	vorpd	%ymm6, %ymm6, %ymm12
	vorpd	%ymm0, %ymm12, %ymm0
	vorpd	%ymm10, %ymm5, %ymm9
	vorpd	-129(%rsp,%rbx), %xmm4, %xmm12
	vorpd	2147483647(,%rbx,8), %xmm14, %xmm3
	vorpd	-1(%r15,%rsi,2), %xmm5, %xmm5
	vorpd	-128(%r13), %xmm13, %xmm2
	vorpd	%xmm0, %xmm2, %xmm1
	vorpd	%xmm14, %xmm8, %xmm6
	vorpd	%xmm15, %xmm10, %xmm10
	vorpd	%xmm12, %xmm8, %xmm13
	vorps	-129, %ymm0, %ymm7
	vorps	%gs:2147483647, %ymm3, %ymm4
	vorps	-1(%rbp,%r11,2), %ymm10, %ymm5
	vorps	-128(%r13), %ymm15, %ymm2
	vorps	%ymm3, %ymm7, %ymm3
	vorps	%ymm8, %ymm6, %ymm0
	vorps	%ymm7, %ymm8, %ymm7
	vorps	%ymm1, %ymm15, %ymm13
	vorps	128(%rsi,%r14), %xmm5, %xmm12
	vorps	%fs:127(%r15,%r15,4), %xmm15, %xmm11
	vorps	2147483647(%r9,%rdx,2), %xmm0, %xmm3
	vorps	2147483647(%rsp,%r10), %xmm11, %xmm9
	vorps	%xmm12, %xmm1, %xmm11
	vorps	%xmm15, %xmm6, %xmm2
	vorps	%xmm6, %xmm8, %xmm4
	vorps	%xmm5, %xmm2, %xmm10
	vpabsb	2147483647(%rdi), %ymm2
	vpabsb	%gs:1(%rbx,%r10,2), %ymm9
	vpabsb	%gs:(%rdi), %ymm6
	vpabsb	-128(%rip), %ymm8
	vpabsb	%ymm0, %ymm13
	vpabsb	%ymm1, %ymm14
	vpabsb	%ymm4, %ymm11
	vpabsb	%ymm4, %ymm3
	vpabsb	128(%r15), %xmm12
	vpabsb	-1(%rbp), %xmm2
	vpabsb	%fs:(%r13,%r14,2), %xmm13
	vpabsb	-128(%rdx), %xmm10
	vpabsb	%xmm12, %xmm0
	vpabsb	%xmm5, %xmm7
	vpabsb	%xmm0, %xmm1
	vpabsb	%xmm9, %xmm2
	vpabsd	128(%r8), %ymm7
	vpabsd	(%rcx), %ymm1
	vpabsd	-128(%r13,%r15,4), %ymm15
	vpabsd	%fs:-128(%r10), %ymm15
	vpabsd	%ymm12, %ymm9
	vpabsd	%ymm1, %ymm0
	vpabsd	%ymm0, %ymm15
	vpabsd	%ymm3, %ymm13
	vpabsd	-128(%rcx), %xmm2
	vpabsd	%gs:127, %xmm6
	vpabsd	%fs:-128(%r9), %xmm15
	vpabsd	%fs:128(%rcx), %xmm4
	vpabsd	%xmm13, %xmm12
	vpabsd	%xmm14, %xmm2
	vpabsd	%xmm9, %xmm12
	vpabsd	%xmm9, %xmm7
	vpabsw	%fs:1(%rax,%rbp,2), %ymm15
	vpabsw	-129(%r10,%rdi), %ymm15
	vpabsw	-128(%rbp,%rax,4), %ymm3
	vpabsw	-1(%rdi), %ymm2
	vpabsw	%ymm15, %ymm9
	vpabsw	%ymm0, %ymm14
	vpabsw	%ymm10, %ymm2
	vpabsw	%ymm15, %ymm9
	vpabsw	%fs:127(%rsp), %xmm13
	vpabsw	-2147483648(%rcx), %xmm8
	vpabsw	1(%r14), %xmm0
	vpabsw	%gs:-129(%r9,%r13,8), %xmm2
	vpabsw	%xmm6, %xmm5
	vpabsw	%xmm9, %xmm6
	vpabsw	%xmm12, %xmm7
	vpabsw	%xmm0, %xmm15
	vpackssdw	%gs:127, %ymm14, %ymm11
	vpackssdw	%gs:-2147483648, %ymm6, %ymm2
	vpackssdw	%fs:-2147483648(%rbx), %ymm5, %ymm3
	vpackssdw	127(%rsp), %ymm7, %ymm12
	vpackssdw	%ymm6, %ymm11, %ymm6
	vpackssdw	%ymm4, %ymm9, %ymm14
	vpackssdw	%ymm11, %ymm10, %ymm6
	vpackssdw	%ymm4, %ymm7, %ymm11
	vpackssdw	%gs:1(%rdx), %xmm12, %xmm4
	vpackssdw	(%r9,%r9,4), %xmm1, %xmm3
	vpackssdw	(%rcx), %xmm7, %xmm11
	vpackssdw	%gs:-2147483648(%r13), %xmm6, %xmm2
	vpackssdw	%xmm14, %xmm8, %xmm14
	vpackssdw	%xmm10, %xmm7, %xmm10
	vpackssdw	%xmm15, %xmm15, %xmm14
	vpackssdw	%xmm12, %xmm1, %xmm0
	vpacksswb	-129(%rdx,%r12,4), %ymm13, %ymm13
	vpacksswb	2147483647(%r11), %ymm7, %ymm4
	vpacksswb	-129(,%r10), %ymm14, %ymm6
	vpacksswb	-129(,%rsi,4), %ymm15, %ymm13
	vpacksswb	%ymm12, %ymm10, %ymm14
	vpacksswb	%ymm2, %ymm1, %ymm9
	vpacksswb	%ymm9, %ymm9, %ymm13
	vpacksswb	%ymm4, %ymm15, %ymm0
	vpacksswb	-128(%rbx), %xmm13, %xmm9
	vpacksswb	%gs:2147483647(%r13,%rsi), %xmm13, %xmm0
	vpacksswb	%gs:2147483647(%r14), %xmm10, %xmm0
	vpacksswb	-129(%rax,%rbp,4), %xmm3, %xmm15
	vpacksswb	%xmm4, %xmm13, %xmm4
	vpacksswb	%xmm8, %xmm15, %xmm5
	vpacksswb	%xmm2, %xmm3, %xmm13
	vpacksswb	%xmm15, %xmm7, %xmm5
	vpackusdw	-1(%rcx,%rsi,4), %ymm3, %ymm9
	vpackusdw	-1(%r14), %ymm3, %ymm9
	vpackusdw	-129, %ymm15, %ymm0
	vpackusdw	2147483647(%rip), %ymm12, %ymm8
	vpackusdw	%ymm6, %ymm3, %ymm6
	vpackusdw	%ymm2, %ymm4, %ymm2
	vpackusdw	%ymm1, %ymm1, %ymm8
	vpackusdw	%ymm4, %ymm6, %ymm1
	vpackusdw	2147483647(%r8,%rcx,8), %xmm15, %xmm5
	vpackusdw	-128(%rcx,%rbp,2), %xmm13, %xmm10
	vpackusdw	-128(,%r9,8), %xmm9, %xmm8
	vpackusdw	(,%r12), %xmm5, %xmm4
	vpackusdw	%xmm12, %xmm15, %xmm11
	vpackusdw	%xmm0, %xmm0, %xmm14
	vpackusdw	%xmm5, %xmm9, %xmm15
	vpackusdw	%xmm11, %xmm9, %xmm0
	vpackuswb	-2147483648(,%r10,8), %ymm3, %ymm1
	vpackuswb	%gs:-1(%rcx), %ymm0, %ymm8
	vpackuswb	-2147483648(%r9,%r11,4), %ymm9, %ymm3
	vpackuswb	-1(%rsi,%r10,2), %ymm9, %ymm0
	vpackuswb	%ymm4, %ymm2, %ymm1
	vpackuswb	%ymm13, %ymm9, %ymm4
	vpackuswb	%ymm2, %ymm11, %ymm10
	vpackuswb	%ymm11, %ymm4, %ymm12
	vpackuswb	128(%rsp,%r13,2), %xmm8, %xmm3
	vpackuswb	128(%rax,%r12), %xmm5, %xmm2
	vpackuswb	%fs:1(%r13), %xmm13, %xmm2
	vpackuswb	-129(%rcx), %xmm8, %xmm13
	vpackuswb	%xmm14, %xmm15, %xmm11
	vpackuswb	%xmm6, %xmm8, %xmm5
	vpackuswb	%xmm0, %xmm9, %xmm14
	vpackuswb	%xmm5, %xmm10, %xmm6
	vpaddb	%fs:(%r14,%r13,4), %ymm15, %ymm1
	vpaddb	2147483647, %ymm3, %ymm9
	vpaddb	%gs:1, %ymm6, %ymm12
	vpaddb	%fs:128(%r12), %ymm10, %ymm6
	vpaddb	%ymm14, %ymm13, %ymm4
	vpaddb	%ymm7, %ymm4, %ymm13
	vpaddb	%ymm10, %ymm3, %ymm8
	vpaddb	%ymm9, %ymm7, %ymm9
	vpaddb	%fs:-1(%r9), %xmm8, %xmm13
	vpaddb	1(%rip), %xmm12, %xmm1
	vpaddb	-129(%r14), %xmm9, %xmm0
	vpaddb	%gs:2147483647, %xmm8, %xmm4
	vpaddb	%xmm2, %xmm3, %xmm10
	vpaddb	%xmm7, %xmm9, %xmm2
	vpaddb	%xmm5, %xmm5, %xmm15
	vpaddb	%xmm7, %xmm7, %xmm14
	vpaddd	1(%rax,%rcx,4), %ymm13, %ymm7
	vpaddd	-2147483648(,%rdx,2), %ymm2, %ymm0
	vpaddd	0, %ymm12, %ymm2
	vpaddd	%fs:128(%r12), %ymm12, %ymm5
	vpaddd	%ymm14, %ymm1, %ymm15
	vpaddd	%ymm13, %ymm3, %ymm2
	vpaddd	%ymm10, %ymm11, %ymm15
	vpaddd	%ymm1, %ymm3, %ymm7
	vpaddd	128(%r15), %xmm9, %xmm10
	vpaddd	(%r12), %xmm7, %xmm13
	vpaddd	%gs:1(,%r15,2), %xmm8, %xmm8
	vpaddd	127(%rdx), %xmm12, %xmm15
	vpaddd	%xmm14, %xmm15, %xmm8
	vpaddd	%xmm3, %xmm3, %xmm7
	vpaddd	%xmm4, %xmm4, %xmm14
	vpaddd	%xmm15, %xmm11, %xmm0
	vpaddq	-1(%r11,%r14), %ymm8, %ymm3
	vpaddq	-2147483648(%rbp), %ymm11, %ymm5
	vpaddq	1(,%rdi), %ymm13, %ymm5
	vpaddq	(%rsi), %ymm3, %ymm9
	vpaddq	%ymm7, %ymm11, %ymm10
	vpaddq	%ymm2, %ymm9, %ymm1
	vpaddq	%ymm12, %ymm7, %ymm10
	vpaddq	%ymm15, %ymm0, %ymm11
	vpaddq	%gs:127(%rsp,%r8,4), %xmm4, %xmm8
	vpaddq	-2147483648(%rax), %xmm12, %xmm0
	vpaddq	1(%r9), %xmm2, %xmm2
	vpaddq	-1(%rcx), %xmm10, %xmm1
	vpaddq	%xmm9, %xmm13, %xmm7
	vpaddq	%xmm5, %xmm3, %xmm1
	vpaddq	%xmm7, %xmm6, %xmm14
	vpaddq	%xmm9, %xmm14, %xmm11
	vpaddsb	-129(%rsi,%rcx,8), %ymm4, %ymm6
	vpaddsb	1(%rdi), %ymm6, %ymm2
	vpaddsb	-129, %ymm8, %ymm5
	vpaddsb	-1(%rsp), %ymm10, %ymm12
	vpaddsb	%ymm11, %ymm11, %ymm14
	vpaddsb	%ymm11, %ymm0, %ymm5
	vpaddsb	%ymm6, %ymm2, %ymm4
	vpaddsb	%ymm2, %ymm6, %ymm5
	vpaddsb	%gs:128(%rbx), %xmm10, %xmm7
	vpaddsb	128(%rdx,%r11), %xmm8, %xmm15
	vpaddsb	127(%rbp,%r14,4), %xmm11, %xmm8
	vpaddsb	127(%rip), %xmm9, %xmm14
	vpaddsb	%xmm6, %xmm5, %xmm1
	vpaddsb	%xmm6, %xmm11, %xmm13
	vpaddsb	%xmm2, %xmm1, %xmm7
	vpaddsb	%xmm3, %xmm14, %xmm14
	vpaddsw	%gs:(%rsi,%rbp,4), %ymm14, %ymm2
	vpaddsw	-1(%rbx,%rsi), %ymm8, %ymm6
	vpaddsw	1(%r14), %ymm5, %ymm14
	vpaddsw	2147483647, %ymm10, %ymm12
	vpaddsw	%ymm11, %ymm15, %ymm15
	vpaddsw	%ymm5, %ymm0, %ymm12
	vpaddsw	%ymm8, %ymm11, %ymm11
	vpaddsw	%ymm5, %ymm4, %ymm0
	vpaddsw	-1(%rbp,%rdx), %xmm2, %xmm3
	vpaddsw	%gs:-128(%r11,%r13,2), %xmm3, %xmm1
	vpaddsw	128(%r14,%r10,4), %xmm14, %xmm9
	vpaddsw	127(%rsi), %xmm5, %xmm9
	vpaddsw	%xmm0, %xmm1, %xmm2
	vpaddsw	%xmm14, %xmm10, %xmm0
	vpaddsw	%xmm3, %xmm15, %xmm7
	vpaddsw	%xmm3, %xmm11, %xmm14
	vpaddusb	2147483647(%rbp), %ymm15, %ymm4
	vpaddusb	-2147483648(%rsi), %ymm13, %ymm3
	vpaddusb	%gs:128(%rax,%r8,8), %ymm5, %ymm4
	vpaddusb	-1(,%r15,2), %ymm7, %ymm9
	vpaddusb	%ymm5, %ymm5, %ymm13
	vpaddusb	%ymm2, %ymm10, %ymm9
	vpaddusb	%ymm2, %ymm4, %ymm14
	vpaddusb	%ymm2, %ymm3, %ymm7
	vpaddusb	-129(%r8,%rbp,4), %xmm2, %xmm1
	vpaddusb	-1(%r14), %xmm4, %xmm2
	vpaddusb	(%rbx), %xmm15, %xmm3
	vpaddusb	-128(%r15), %xmm13, %xmm5
	vpaddusb	%xmm13, %xmm4, %xmm15
	vpaddusb	%xmm5, %xmm2, %xmm2
	vpaddusb	%xmm11, %xmm5, %xmm6
	vpaddusb	%xmm13, %xmm14, %xmm8
	vpaddusw	%gs:128(%r11), %ymm1, %ymm10
	vpaddusw	1(%rbx,%rcx,8), %ymm1, %ymm12
	vpaddusw	%gs:128(,%r12,4), %ymm4, %ymm9
	vpaddusw	127(%r9), %ymm11, %ymm13
	vpaddusw	%ymm10, %ymm0, %ymm8
	vpaddusw	%ymm6, %ymm8, %ymm0
	vpaddusw	%ymm9, %ymm9, %ymm13
	vpaddusw	%ymm10, %ymm9, %ymm0
	vpaddusw	1(%rdx,%rcx,2), %xmm11, %xmm11
	vpaddusw	127(%r11,%rax,8), %xmm14, %xmm4
	vpaddusw	128(%rdi), %xmm2, %xmm1
	vpaddusw	%gs:1(%rbx,%r13,8), %xmm12, %xmm9
	vpaddusw	%xmm14, %xmm5, %xmm8
	vpaddusw	%xmm6, %xmm14, %xmm5
	vpaddusw	%xmm12, %xmm13, %xmm9
	vpaddusw	%xmm7, %xmm7, %xmm2
	vpaddw	%gs:-1(%r9), %ymm1, %ymm3
	vpaddw	-128(%rsp), %ymm11, %ymm5
	vpaddw	%fs:-129(%rip), %ymm13, %ymm8
	vpaddw	-129(%r9), %ymm15, %ymm8
	vpaddw	%ymm3, %ymm3, %ymm3
	vpaddw	%ymm11, %ymm10, %ymm2
	vpaddw	%ymm13, %ymm11, %ymm13
	vpaddw	%ymm2, %ymm10, %ymm10
	vpaddw	127(,%r9,8), %xmm7, %xmm1
	vpaddw	-2147483648(%r9), %xmm8, %xmm13
	vpaddw	%fs:-1(%r14), %xmm4, %xmm7
	vpaddw	%fs:-1(%r10), %xmm14, %xmm14
	vpaddw	%xmm3, %xmm12, %xmm3
	vpaddw	%xmm13, %xmm3, %xmm4
	vpaddw	%xmm7, %xmm8, %xmm10
	vpaddw	%xmm6, %xmm3, %xmm12
	vpalignr	$255, -128, %ymm9, %ymm9
	vpalignr	$239, 128(,%rdi,4), %ymm3, %ymm8
	vpalignr	$78, %fs:127(%rsp,%rdi), %ymm4, %ymm0
	vpalignr	$255, 128(%rbp), %ymm6, %ymm2
	vpalignr	$1, %ymm7, %ymm2, %ymm7
	vpalignr	$0, %ymm13, %ymm4, %ymm9
	vpalignr	$77, %ymm5, %ymm11, %ymm8
	vpalignr	$0, %ymm13, %ymm13, %ymm11
	vpalignr	$255, 1(%rip), %xmm3, %xmm14
	vpalignr	$3, %fs:2147483647(%r8,%rbp,2), %xmm12, %xmm11
	vpalignr	$128, %gs:2147483647, %xmm3, %xmm10
	vpalignr	$144, -2147483648(%r8), %xmm10, %xmm11
	vpalignr	$89, %xmm13, %xmm9, %xmm6
	vpalignr	$255, %xmm0, %xmm1, %xmm6
	vpalignr	$172, %xmm3, %xmm0, %xmm2
	vpalignr	$210, %xmm1, %xmm1, %xmm9
	vpandn	-128(%rip), %ymm15, %ymm1
	vpandn	2147483647(%r10,%rbx,4), %ymm15, %ymm5
	vpandn	2147483647(%r8), %ymm0, %ymm6
	vpandn	%gs:(%r9), %ymm11, %ymm10
	vpandn	%ymm13, %ymm9, %ymm4
	vpandn	%ymm9, %ymm5, %ymm6
	vpandn	%ymm13, %ymm7, %ymm8
	vpandn	%ymm10, %ymm3, %ymm5
	vpandn	%fs:127(%rbx), %xmm8, %xmm9
	vpandn	-129(,%r11,2), %xmm12, %xmm15
	vpandn	128(%r12,%rsi,2), %xmm15, %xmm1
	vpandn	-2147483648(%r12,%rbp,4), %xmm13, %xmm0
	vpandn	%xmm7, %xmm8, %xmm15
	vpandn	%xmm2, %xmm4, %xmm2
	vpandn	%xmm12, %xmm14, %xmm4
	vpandn	%xmm7, %xmm3, %xmm9
	vpand	(%r10), %ymm11, %ymm5
	vpand	-129(%rbx,%r9,4), %ymm11, %ymm1
	vpand	1(%r14,%rax,2), %ymm14, %ymm14
	vpand	127(%r13,%rbx), %ymm3, %ymm12
	vpand	%ymm8, %ymm9, %ymm3
	vpand	%ymm6, %ymm4, %ymm10
	vpand	%ymm14, %ymm14, %ymm13
	vpand	%ymm1, %ymm6, %ymm9
	vpand	128(%r13,%rcx), %xmm13, %xmm3
	vpand	-129(,%r11), %xmm4, %xmm1
	vpand	-2147483648(%rax), %xmm12, %xmm4
	vpand	-1(%r9), %xmm7, %xmm8
	vpand	%xmm8, %xmm10, %xmm12
	vpand	%xmm1, %xmm2, %xmm15
	vpand	%xmm3, %xmm0, %xmm14
	vpand	%xmm12, %xmm14, %xmm11
	vpavgb	-1(%r9), %ymm3, %ymm4
	vpavgb	%gs:-128(%r13,%rbx,2), %ymm2, %ymm2
	vpavgb	1(%rcx,%r14,2), %ymm13, %ymm14
	vpavgb	(%rbx,%r13,8), %ymm13, %ymm0
	vpavgb	%ymm6, %ymm8, %ymm7
	vpavgb	%ymm0, %ymm2, %ymm15
	vpavgb	%ymm1, %ymm9, %ymm10
	vpavgb	%ymm5, %ymm2, %ymm10
	vpavgb	1, %xmm5, %xmm1
	vpavgb	1(%r12), %xmm2, %xmm10
	vpavgb	127(%rdx,%r13), %xmm8, %xmm6
	vpavgb	(%r12,%rsi,2), %xmm13, %xmm10
	vpavgb	%xmm0, %xmm0, %xmm12
	vpavgb	%xmm1, %xmm5, %xmm4
	vpavgb	%xmm15, %xmm10, %xmm2
	vpavgb	%xmm0, %xmm11, %xmm3
	vpavgw	128(%r9), %ymm1, %ymm8
	vpavgw	128(%r10), %ymm10, %ymm13
	vpavgw	1(%r12,%rsi,2), %ymm13, %ymm11
	vpavgw	2147483647(%r14), %ymm13, %ymm1
	vpavgw	%ymm6, %ymm5, %ymm5
	vpavgw	%ymm15, %ymm0, %ymm12
	vpavgw	%ymm12, %ymm5, %ymm7
	vpavgw	%ymm10, %ymm12, %ymm14
	vpavgw	%gs:127(%rbx), %xmm15, %xmm12
	vpavgw	%gs:127(%r12), %xmm8, %xmm10
	vpavgw	(%rdi,%r10,2), %xmm9, %xmm9
	vpavgw	%gs:-128(%r14), %xmm0, %xmm11
	vpavgw	%xmm0, %xmm0, %xmm12
	vpavgw	%xmm4, %xmm9, %xmm15
	vpavgw	%xmm10, %xmm12, %xmm0
	vpavgw	%xmm0, %xmm5, %xmm5
	vpblendd	$1, 2147483647(%r12), %ymm7, %ymm8
	vpblendd	$120, (%r10,%r12), %ymm12, %ymm1
	vpblendd	$127, -1(%r8,%r10,2), %ymm1, %ymm1
	vpblendd	$128, -129(%r8,%rax,4), %ymm2, %ymm6
	vpblendd	$70, %ymm1, %ymm11, %ymm15
	vpblendd	$59, %ymm3, %ymm12, %ymm11
	vpblendd	$128, %ymm10, %ymm3, %ymm6
	vpblendd	$134, %ymm10, %ymm15, %ymm6
	vpblendd	$0, 1(,%rbp,8), %xmm0, %xmm3
	vpblendd	$143, %fs:-1(%r12,%rsi), %xmm4, %xmm4
	vpblendd	$255, 127(%rip), %xmm2, %xmm1
	vpblendd	$138, %gs:-1(%rdx), %xmm9, %xmm1
	vpblendd	$172, %xmm15, %xmm12, %xmm12
	vpblendd	$128, %xmm0, %xmm12, %xmm1
	vpblendd	$137, %xmm1, %xmm11, %xmm14
	vpblendd	$128, %xmm2, %xmm15, %xmm13
	vpblendvb	%ymm12, %gs:-128(%rcx,%r11,2), %ymm7, %ymm14
	vpblendvb	%ymm10, -128(%rbp), %ymm10, %ymm9
	vpblendvb	%ymm0, %fs:-1(%rdx), %ymm5, %ymm9
	vpblendvb	%ymm0, 1(%r8,%rbx,4), %ymm5, %ymm12
	vpblendvb	%ymm14, %ymm10, %ymm8, %ymm7
	vpblendvb	%ymm9, %ymm14, %ymm4, %ymm9
	vpblendvb	%ymm2, %ymm14, %ymm7, %ymm12
	vpblendvb	%ymm11, %ymm2, %ymm12, %ymm3
	vpblendvb	%xmm14, -129(%rip), %xmm6, %xmm3
	vpblendvb	%xmm12, 1, %xmm11, %xmm14
	vpblendvb	%xmm3, -128(%rbp,%rdx,4), %xmm15, %xmm2
	vpblendvb	%xmm0, -2147483648(%rip), %xmm2, %xmm11
	vpblendvb	%xmm3, %xmm13, %xmm15, %xmm15
	vpblendvb	%xmm3, %xmm0, %xmm0, %xmm5
	vpblendvb	%xmm1, %xmm12, %xmm15, %xmm13
	vpblendvb	%xmm8, %xmm3, %xmm0, %xmm5
	vpblendw	$128, %fs:1(%rdi), %ymm15, %ymm0
	vpblendw	$1, 1(%r13,%rbx), %ymm12, %ymm13
	vpblendw	$180, 2147483647(%r8), %ymm13, %ymm1
	vpblendw	$1, -1(%r9,%r12), %ymm11, %ymm14
	vpblendw	$255, %ymm8, %ymm13, %ymm9
	vpblendw	$173, %ymm8, %ymm4, %ymm15
	vpblendw	$0, %ymm10, %ymm9, %ymm8
	vpblendw	$157, %ymm7, %ymm0, %ymm4
	vpblendw	$255, -2147483648(%rcx), %xmm5, %xmm7
	vpblendw	$149, (%rdx), %xmm0, %xmm15
	vpblendw	$255, 2147483647, %xmm8, %xmm6
	vpblendw	$140, %gs:127(%rsp,%r8,8), %xmm6, %xmm14
	vpblendw	$128, %xmm13, %xmm9, %xmm15
	vpblendw	$128, %xmm14, %xmm14, %xmm5
	vpblendw	$0, %xmm7, %xmm14, %xmm1
	vpblendw	$255, %xmm14, %xmm12, %xmm15
	vpbroadcastb	%fs:(%rsi), %ymm7
	vpbroadcastb	-1(,%r15,4), %ymm8
	vpbroadcastb	-128(%r12,%r9), %ymm0
	vpbroadcastb	%gs:127(%rax,%rdi,2), %ymm5
	vpbroadcastb	%xmm4, %ymm1
	vpbroadcastb	%xmm5, %ymm4
	vpbroadcastb	%xmm8, %ymm12
	vpbroadcastb	%xmm7, %ymm7
	vpbroadcastb	-2147483648(%r10), %xmm2
	vpbroadcastb	%gs:-128(%r12,%rax,8), %xmm3
	vpbroadcastb	-128(%r8,%rbp), %xmm14
	vpbroadcastb	%gs:(%rcx), %xmm0
	vpbroadcastb	%xmm5, %xmm6
	vpbroadcastb	%xmm11, %xmm2
	vpbroadcastb	%xmm0, %xmm11
	vpbroadcastb	%xmm10, %xmm2
	vpbroadcastd	%fs:-129(%rdi,%r11,4), %ymm11
	vpbroadcastd	-2147483648(%rax), %ymm11
	vpbroadcastd	-2147483648(%rdi), %ymm8
	vpbroadcastd	%fs:-128(%rbp,%r13,4), %ymm8
	vpbroadcastd	%xmm11, %ymm14
	vpbroadcastd	%xmm3, %ymm2
	vpbroadcastd	%xmm6, %ymm12
	vpbroadcastd	%xmm5, %ymm14
	vpbroadcastd	-129(%r14), %xmm5
	vpbroadcastd	-1(%r12), %xmm6
	vpbroadcastd	%gs:-129(%rcx,%r11,2), %xmm8
	vpbroadcastd	2147483647(%rsi), %xmm4
	vpbroadcastd	%xmm15, %xmm1
	vpbroadcastd	%xmm15, %xmm14
	vpbroadcastd	%xmm7, %xmm8
	vpbroadcastd	%xmm7, %xmm5
	vpbroadcastq	%gs:-128(%rcx), %ymm13
	vpbroadcastq	2147483647(,%rax,2), %ymm5
	vpbroadcastq	-128(%rbx), %ymm6
	vpbroadcastq	-128(%r14), %ymm11
	vpbroadcastq	%xmm2, %ymm6
	vpbroadcastq	%xmm13, %ymm14
	vpbroadcastq	%xmm1, %ymm3
	vpbroadcastq	%xmm15, %ymm4
	vpbroadcastq	(%r9,%rax,4), %xmm9
	vpbroadcastq	128(%rbx,%r14,4), %xmm10
	vpbroadcastq	(%r12), %xmm11
	vpbroadcastq	-128(%rbp,%r15), %xmm4
	vpbroadcastq	%xmm0, %xmm7
	vpbroadcastq	%xmm15, %xmm5
	vpbroadcastq	%xmm5, %xmm0
	vpbroadcastq	%xmm3, %xmm11
	vpbroadcastw	128(%r9), %ymm13
	vpbroadcastw	%fs:-129, %ymm2
	vpbroadcastw	-129(,%r8,2), %ymm6
	vpbroadcastw	-128(%rsi), %ymm15
	vpbroadcastw	%xmm6, %ymm3
	vpbroadcastw	%xmm0, %ymm7
	vpbroadcastw	%xmm12, %ymm4
	vpbroadcastw	%xmm10, %ymm9
	vpbroadcastw	%gs:2147483647(%rdi,%r8,4), %xmm14
	vpbroadcastw	-128(,%r14,8), %xmm0
	vpbroadcastw	%fs:128(%rbp), %xmm0
	vpbroadcastw	1(%r9,%r9,4), %xmm3
	vpbroadcastw	%xmm6, %xmm1
	vpbroadcastw	%xmm10, %xmm1
	vpbroadcastw	%xmm14, %xmm15
	vpbroadcastw	%xmm1, %xmm5
	vpclmulqdq	$128, -129(%r15,%r12,4), %ymm1, %ymm4
	vpclmulqdq	$135, -1(%rsp,%r8,4), %ymm0, %ymm1
	vpclmulqdq	$203, 128(,%r11,8), %ymm5, %ymm8
	vpclmulqdq	$150, -2147483648(%r12), %ymm8, %ymm13
	vpclmulqdq	$1, %ymm5, %ymm3, %ymm1
	vpclmulqdq	$255, %ymm0, %ymm0, %ymm0
	vpclmulqdq	$255, %ymm8, %ymm3, %ymm12
	vpclmulqdq	$255, %ymm6, %ymm10, %ymm8
	vpclmulqdq	$29, -128(%r12,%rsi), %xmm2, %xmm9
	vpclmulqdq	$95, 128(%r13), %xmm7, %xmm8
	vpclmulqdq	$248, -129, %xmm13, %xmm12
	vpclmulqdq	$179, 2147483647(%rbp), %xmm1, %xmm15
	vpclmulqdq	$127, %xmm1, %xmm10, %xmm4
	vpclmulqdq	$141, %xmm3, %xmm4, %xmm4
	vpclmulqdq	$0, %xmm7, %xmm0, %xmm8
	vpclmulqdq	$255, %xmm11, %xmm10, %xmm9
	vpcmov	%ymm13, 1(%rip), %ymm12, %ymm9
	vpcmov	%ymm2, -1(%r10,%r9), %ymm11, %ymm13
	vpcmov	%ymm3, %gs:128(%r11,%rdx,8), %ymm15, %ymm4
	vpcmov	%ymm11, 127(%r11), %ymm10, %ymm14
	vpcmov	%gs:-129(%r13,%rbp,8), %ymm8, %ymm2, %ymm14
	vpcmov	2147483647(%r14), %ymm8, %ymm12, %ymm0
	vpcmov	-128(%r9), %ymm12, %ymm4, %ymm15
	vpcmov	127(%r13,%rdx,8), %ymm13, %ymm12, %ymm11
	vpcmov	%ymm2, %ymm9, %ymm0, %ymm8
	vpcmov	%ymm2, %ymm7, %ymm8, %ymm10
	vpcmov	%ymm6, %ymm7, %ymm0, %ymm3
	vpcmov	%ymm3, %ymm4, %ymm7, %ymm3
	vpcmov	%xmm6, 128(%r8), %xmm8, %xmm10
	vpcmov	%xmm1, -1(%r10), %xmm12, %xmm5
	vpcmov	%xmm5, -2147483648(,%r8,8), %xmm9, %xmm5
	vpcmov	%xmm8, %gs:-1(%r9), %xmm3, %xmm14
	vpcmov	127(%rax), %xmm11, %xmm2, %xmm2
	vpcmov	-128(%rbx,%rsi,8), %xmm11, %xmm9, %xmm6
	vpcmov	-129(%r11), %xmm12, %xmm2, %xmm14
	vpcmov	-129(%rdx), %xmm6, %xmm13, %xmm15
	vpcmov	%xmm3, %xmm6, %xmm12, %xmm0
	vpcmov	%xmm7, %xmm2, %xmm4, %xmm15
	vpcmov	%xmm4, %xmm5, %xmm9, %xmm4
	vpcmov	%xmm8, %xmm4, %xmm1, %xmm3
	vpcmpeqb	-1(%r11,%rcx,8), %ymm12, %ymm14
	vpcmpeqb	-1(%rax,%rax,2), %ymm14, %ymm5
	vpcmpeqb	%fs:128(%rbx), %ymm13, %ymm15
	vpcmpeqb	(,%r11,2), %ymm9, %ymm12
	vpcmpeqb	%ymm7, %ymm6, %ymm7
	vpcmpeqb	%ymm4, %ymm15, %ymm8
	vpcmpeqb	%ymm1, %ymm7, %ymm15
	vpcmpeqb	%ymm2, %ymm0, %ymm3
	vpcmpeqb	128(%rbp), %xmm1, %xmm10
	vpcmpeqb	128(%r15), %xmm4, %xmm5
	vpcmpeqb	0, %xmm9, %xmm12
	vpcmpeqb	-1(%r13,%rcx,4), %xmm6, %xmm4
	vpcmpeqb	%xmm12, %xmm13, %xmm5
	vpcmpeqb	%xmm11, %xmm11, %xmm0
	vpcmpeqb	%xmm13, %xmm11, %xmm9
	vpcmpeqb	%xmm2, %xmm6, %xmm4
	vpcmpeqd	%gs:-1(%rsp,%rdi), %ymm5, %ymm6
	vpcmpeqd	128(%rsi,%r9,8), %ymm15, %ymm8
	vpcmpeqd	(%rax), %ymm6, %ymm5
	vpcmpeqd	128(%r14), %ymm15, %ymm10
	vpcmpeqd	%ymm8, %ymm14, %ymm14
	vpcmpeqd	%ymm13, %ymm15, %ymm7
	vpcmpeqd	%ymm4, %ymm1, %ymm0
	vpcmpeqd	%ymm10, %ymm2, %ymm5
	vpcmpeqd	-128, %xmm13, %xmm14
	vpcmpeqd	2147483647(%rip), %xmm6, %xmm9
	vpcmpeqd	-2147483648(,%rbp,2), %xmm0, %xmm13
	vpcmpeqd	%fs:1(,%rdx,4), %xmm4, %xmm0
	vpcmpeqd	%xmm9, %xmm11, %xmm14
	vpcmpeqd	%xmm7, %xmm3, %xmm0
	vpcmpeqd	%xmm7, %xmm5, %xmm9
	vpcmpeqd	%xmm3, %xmm14, %xmm3
	vpcmpeqq	1(%rip), %ymm2, %ymm1
	vpcmpeqq	128(%rbx,%rdx,4), %ymm13, %ymm2
	vpcmpeqq	%fs:-129, %ymm15, %ymm10
	vpcmpeqq	%fs:2147483647(%rcx), %ymm14, %ymm3
	vpcmpeqq	%ymm11, %ymm5, %ymm3
	vpcmpeqq	%ymm5, %ymm5, %ymm13
	vpcmpeqq	%ymm9, %ymm0, %ymm5
	vpcmpeqq	%ymm2, %ymm14, %ymm15
	vpcmpeqq	128(%rsp,%r11,2), %xmm7, %xmm9
	vpcmpeqq	%gs:2147483647(%r11,%r15,2), %xmm7, %xmm11
	vpcmpeqq	-1(%r15,%r13,8), %xmm5, %xmm11
	vpcmpeqq	128, %xmm7, %xmm8
	vpcmpeqq	%xmm13, %xmm0, %xmm2
	vpcmpeqq	%xmm11, %xmm14, %xmm8
	vpcmpeqq	%xmm4, %xmm1, %xmm10
	vpcmpeqq	%xmm14, %xmm1, %xmm9
	vpcmpeqw	-129(%rdx,%rdx,8), %ymm6, %ymm12
	vpcmpeqw	%gs:0, %ymm9, %ymm11
	vpcmpeqw	(%rax,%rbp,8), %ymm8, %ymm1
	vpcmpeqw	%fs:1(%rsp), %ymm0, %ymm10
	vpcmpeqw	%ymm12, %ymm13, %ymm2
	vpcmpeqw	%ymm3, %ymm11, %ymm0
	vpcmpeqw	%ymm10, %ymm10, %ymm8
	vpcmpeqw	%ymm3, %ymm11, %ymm5
	vpcmpeqw	%gs:127(%r9), %xmm14, %xmm3
	vpcmpeqw	%gs:128(%rsi), %xmm0, %xmm15
	vpcmpeqw	(%rax), %xmm15, %xmm13
	vpcmpeqw	-129(%rdi,%rbx,8), %xmm14, %xmm8
	vpcmpeqw	%xmm14, %xmm0, %xmm1
	vpcmpeqw	%xmm1, %xmm3, %xmm3
	vpcmpeqw	%xmm10, %xmm10, %xmm9
	vpcmpeqw	%xmm2, %xmm0, %xmm5
	vpcmpestri	$40, -129(%rip), %xmm9
	vpcmpestri	$255, 1(%rbp), %xmm4
	vpcmpestri	$255, %fs:-2147483648(%rsp), %xmm9
	vpcmpestri	$1, -2147483648(,%r15,8), %xmm15
	vpcmpestri	$177, %xmm5, %xmm11
	vpcmpestri	$255, %xmm15, %xmm1
	vpcmpestri	$128, %xmm6, %xmm8
	vpcmpestri	$255, %xmm4, %xmm12
	vpcmpestrm	$0, -128(,%r8,4), %xmm4
	vpcmpestrm	$1, %gs:-128(%rsp,%r10,4), %xmm5
	vpcmpestrm	$159, 127(%r8,%rbp,2), %xmm11
	vpcmpestrm	$176, %gs:2147483647(%r15), %xmm7
	vpcmpestrm	$37, %xmm8, %xmm10
	vpcmpestrm	$128, %xmm0, %xmm4
	vpcmpestrm	$2, %xmm3, %xmm0
	vpcmpestrm	$128, %xmm13, %xmm15
	vpcmpgtb	%fs:2147483647(%rbx,%rsi,4), %ymm3, %ymm1
	vpcmpgtb	2147483647(%r9,%r11,8), %ymm3, %ymm2
	vpcmpgtb	%gs:-2147483648(%rip), %ymm12, %ymm6
	vpcmpgtb	1(%rsi), %ymm11, %ymm1
	vpcmpgtb	%ymm5, %ymm6, %ymm8
	vpcmpgtb	%ymm8, %ymm14, %ymm14
	vpcmpgtb	%ymm0, %ymm12, %ymm5
	vpcmpgtb	%ymm12, %ymm6, %ymm11
	vpcmpgtb	%fs:-129, %xmm4, %xmm7
	vpcmpgtb	1(%r9,%r14,4), %xmm13, %xmm13
	vpcmpgtb	(%rsp), %xmm11, %xmm5
	vpcmpgtb	%gs:-2147483648, %xmm0, %xmm10
	vpcmpgtb	%xmm3, %xmm6, %xmm14
	vpcmpgtb	%xmm9, %xmm2, %xmm12
	vpcmpgtb	%xmm11, %xmm6, %xmm15
	vpcmpgtb	%xmm2, %xmm4, %xmm12
	vpcmpgtd	-129(%rcx,%r8,4), %ymm11, %ymm2
	vpcmpgtd	(%rdx,%rbp,4), %ymm1, %ymm5
	vpcmpgtd	-129, %ymm15, %ymm5
	vpcmpgtd	1(%r15), %ymm12, %ymm0
	vpcmpgtd	%ymm10, %ymm2, %ymm8
	vpcmpgtd	%ymm1, %ymm8, %ymm0
	vpcmpgtd	%ymm2, %ymm3, %ymm5
	vpcmpgtd	%ymm13, %ymm10, %ymm7
	vpcmpgtd	-129(%rip), %xmm0, %xmm2
	vpcmpgtd	128(%r9), %xmm7, %xmm0
	vpcmpgtd	%gs:-128(%r15,%r13,4), %xmm12, %xmm4
	vpcmpgtd	-1(%rsi), %xmm2, %xmm8
	vpcmpgtd	%xmm11, %xmm4, %xmm10
	vpcmpgtd	%xmm15, %xmm8, %xmm0
	vpcmpgtd	%xmm12, %xmm14, %xmm5
	vpcmpgtd	%xmm15, %xmm5, %xmm9
	vpcmpgtq	128(%r10,%rbp,8), %ymm10, %ymm4
	vpcmpgtq	%gs:(%rbp), %ymm8, %ymm0
	vpcmpgtq	%gs:128(%rax), %ymm6, %ymm0
	vpcmpgtq	%gs:2147483647(%r10), %ymm5, %ymm2
	vpcmpgtq	%ymm3, %ymm15, %ymm9
	vpcmpgtq	%ymm13, %ymm12, %ymm2
	vpcmpgtq	%ymm7, %ymm15, %ymm3
	vpcmpgtq	%ymm8, %ymm2, %ymm11
	vpcmpgtq	%gs:127(%r11,%rdx,8), %xmm6, %xmm4
	vpcmpgtq	(%r8), %xmm13, %xmm3
	vpcmpgtq	%fs:-2147483648(%rdi), %xmm9, %xmm1
	vpcmpgtq	-129(%r9,%r11,4), %xmm11, %xmm0
	vpcmpgtq	%xmm9, %xmm3, %xmm5
	vpcmpgtq	%xmm7, %xmm6, %xmm2
	vpcmpgtq	%xmm13, %xmm4, %xmm15
	vpcmpgtq	%xmm5, %xmm6, %xmm2
	vpcmpgtw	2147483647(%r13), %ymm1, %ymm1
	vpcmpgtw	%gs:-1(%rsp), %ymm10, %ymm10
	vpcmpgtw	-128(%r8,%rsi,2), %ymm0, %ymm5
	vpcmpgtw	%fs:128(%r9), %ymm6, %ymm13
	vpcmpgtw	%ymm12, %ymm8, %ymm4
	vpcmpgtw	%ymm13, %ymm8, %ymm4
	vpcmpgtw	%ymm5, %ymm1, %ymm2
	vpcmpgtw	%ymm5, %ymm7, %ymm13
	vpcmpgtw	2147483647(%r13,%rbx,4), %xmm10, %xmm2
	vpcmpgtw	-1(%r8,%r14), %xmm2, %xmm8
	vpcmpgtw	-1(%rcx,%r14), %xmm9, %xmm6
	vpcmpgtw	-129(,%r14,8), %xmm2, %xmm12
	vpcmpgtw	%xmm3, %xmm4, %xmm11
	vpcmpgtw	%xmm9, %xmm3, %xmm11
	vpcmpgtw	%xmm4, %xmm7, %xmm14
	vpcmpgtw	%xmm10, %xmm10, %xmm12
	vpcmpistri	$1, %fs:1(%r13), %xmm4
	vpcmpistri	$202, -129(%r11), %xmm7
	vpcmpistri	$71, -129(%rip), %xmm2
	vpcmpistri	$196, %gs:-129(,%rcx,8), %xmm7
	vpcmpistri	$0, %xmm1, %xmm14
	vpcmpistri	$128, %xmm5, %xmm14
	vpcmpistri	$76, %xmm10, %xmm3
	vpcmpistri	$255, %xmm5, %xmm10
	vpcmpistrm	$237, -1(%r15,%r9,2), %xmm15
	vpcmpistrm	$224, 1(%rsp), %xmm2
	vpcmpistrm	$163, 128, %xmm3
	vpcmpistrm	$153, 128, %xmm2
	vpcmpistrm	$255, %xmm14, %xmm0
	vpcmpistrm	$2, %xmm12, %xmm6
	vpcmpistrm	$169, %xmm3, %xmm9
	vpcmpistrm	$127, %xmm15, %xmm10
	vpcomb	$128, %fs:128(%rcx,%rdi,2), %xmm1, %xmm14
	vpcomgtb	%fs:1(%r13), %xmm10, %xmm14
	vpcomb	$201, 128(%rsi,%rcx), %xmm3, %xmm0
	vpcomeqb	2147483647(%r13), %xmm14, %xmm15
	vpcomeqb	%xmm7, %xmm4, %xmm7
	vpcomleb	%xmm4, %xmm2, %xmm5
	vpcomb	$255, %xmm15, %xmm8, %xmm5
	vpcomb	$165, %xmm12, %xmm4, %xmm7
	vpcomd	$255, 1, %xmm13, %xmm9
	vpcomd	$255, (%r9,%r12,8), %xmm4, %xmm11
	vpcomd	$255, 1(%r9), %xmm9, %xmm1
	vpcomd	$227, %gs:-2147483648(%r14), %xmm1, %xmm4
	vpcomd	$255, %xmm14, %xmm0, %xmm9
	vpcomgtd	%xmm7, %xmm1, %xmm3
	vpcomled	%xmm5, %xmm6, %xmm9
	vpcomtrued	%xmm12, %xmm13, %xmm15
	vpcomq	$193, %gs:-129(%r8), %xmm7, %xmm10
	vpcomq	$255, -2147483648(%r13), %xmm0, %xmm0
	vpcomleq	-128(%rbp,%rbp,2), %xmm12, %xmm4
	vpcomq	$128, 127(%r11,%rsi,2), %xmm12, %xmm10
	vpcomq	$250, %xmm3, %xmm1, %xmm5
	vpcomq	$245, %xmm6, %xmm13, %xmm6
	vpcomq	$127, %xmm1, %xmm12, %xmm11
	vpcomq	$43, %xmm15, %xmm12, %xmm11
	vpcomgtub	(%rax,%r10,8), %xmm15, %xmm9
	vpcomub	$68, %fs:127, %xmm13, %xmm14
	vpcomequb	%fs:(%rbp,%rdi,8), %xmm15, %xmm12
	vpcomub	$153, -1(%r13), %xmm3, %xmm1
	vpcomub	$164, %xmm10, %xmm10, %xmm1
	vpcomub	$255, %xmm9, %xmm7, %xmm0
	vpcomub	$255, %xmm13, %xmm6, %xmm7
	vpcomleub	%xmm5, %xmm12, %xmm11
	vpcomud	$128, 127(%rbp,%rcx,8), %xmm7, %xmm2
	vpcomud	$206, -128(%rcx), %xmm6, %xmm1
	vpcomud	$128, 128(%r11), %xmm6, %xmm14
	vpcomud	$246, 127(%rcx), %xmm3, %xmm10
	vpcomud	$174, %xmm11, %xmm11, %xmm10
	vpcomgtud	%xmm1, %xmm11, %xmm6
	vpcomud	$128, %xmm12, %xmm12, %xmm14
	vpcomud	$128, %xmm12, %xmm10, %xmm1
	vpcomltuq	-129(%r14,%rax,2), %xmm14, %xmm12
	vpcomuq	$245, %fs:1(%rdi,%rbp,4), %xmm14, %xmm14
	vpcomgtuq	128, %xmm11, %xmm8
	vpcomuq	$213, 2147483647(%rdi,%r12), %xmm6, %xmm7
	vpcomuq	$255, %xmm5, %xmm7, %xmm8
	vpcomuq	$157, %xmm14, %xmm3, %xmm10
	vpcomleuq	%xmm11, %xmm5, %xmm3
	vpcomuq	$242, %xmm15, %xmm14, %xmm2
	vpcomnequw	-129(%r10), %xmm15, %xmm15
	vpcomuw	$121, %fs:-128(%rsi,%rdi,4), %xmm15, %xmm8
	vpcomuw	$255, -1(%rdi), %xmm8, %xmm4
	vpcomuw	$137, 2147483647(%r10,%r11,2), %xmm15, %xmm11
	vpcomuw	$131, %xmm12, %xmm0, %xmm1
	vpcomnequw	%xmm4, %xmm11, %xmm9
	vpcomuw	$205, %xmm5, %xmm5, %xmm2
	vpcomuw	$167, %xmm4, %xmm15, %xmm13
	vpcomtruew	-128(%rbp,%rbx), %xmm12, %xmm9
	vpcomlew	127(,%r11), %xmm13, %xmm8
	vpcomgew	-129(%rbx,%r10,2), %xmm2, %xmm3
	vpcomgew	-2147483648(%r9,%rax,4), %xmm6, %xmm3
	vpcomneqw	%xmm5, %xmm6, %xmm7
	vpcomw	$128, %xmm8, %xmm13, %xmm3
	vpcomltw	%xmm15, %xmm7, %xmm15
	vpcomw	$128, %xmm7, %xmm2, %xmm11
	vpdpbssds	128(%rbx,%rdi,4), %ymm9, %ymm15
	vpdpbssds	%gs:1(%rcx,%rdx,8), %ymm9, %ymm10
	vpdpbssds	127(%rcx,%rdi,2), %ymm6, %ymm15
	vpdpbssds	127(%rdi), %ymm1, %ymm14
	vpdpbssds	%ymm14, %ymm6, %ymm10
	vpdpbssds	%ymm2, %ymm8, %ymm8
	vpdpbssds	%ymm3, %ymm11, %ymm10
	vpdpbssds	%ymm8, %ymm10, %ymm14
	vpdpbssds	(%r14,%rsi,8), %xmm11, %xmm0
	vpdpbssds	127(%rip), %xmm13, %xmm8
	vpdpbssds	-2147483648(%rax,%r15,2), %xmm4, %xmm2
	vpdpbssds	%fs:128(,%rbx,2), %xmm1, %xmm3
	vpdpbssds	%xmm11, %xmm1, %xmm14
	vpdpbssds	%xmm4, %xmm2, %xmm5
	vpdpbssds	%xmm5, %xmm4, %xmm8
	vpdpbssds	%xmm9, %xmm4, %xmm9
	vpdpbssd	-2147483648(%rip), %ymm8, %ymm0
	vpdpbssd	%fs:-129(%rbp,%rax,4), %ymm9, %ymm1
	vpdpbssd	1(%rcx,%rsi), %ymm10, %ymm10
	vpdpbssd	%fs:-1(%rcx), %ymm10, %ymm5
	vpdpbssd	%ymm13, %ymm10, %ymm2
	vpdpbssd	%ymm10, %ymm2, %ymm1
	vpdpbssd	%ymm14, %ymm13, %ymm15
	vpdpbssd	%ymm10, %ymm15, %ymm0
	vpdpbssd	-128(%r14,%rdi), %xmm13, %xmm2
	vpdpbssd	128(%rcx), %xmm10, %xmm12
	vpdpbssd	1(%rsi), %xmm10, %xmm8
	vpdpbssd	(%r12,%rbp), %xmm1, %xmm1
	vpdpbssd	%xmm1, %xmm12, %xmm6
	vpdpbssd	%xmm12, %xmm10, %xmm2
	vpdpbssd	%xmm8, %xmm13, %xmm11
	vpdpbssd	%xmm15, %xmm7, %xmm7
	vpdpbsuds	(%rdi,%r13,2), %ymm14, %ymm4
	vpdpbsuds	2147483647(%r9), %ymm11, %ymm3
	vpdpbsuds	2147483647(%rcx,%r11), %ymm14, %ymm15
	vpdpbsuds	1(%rdi), %ymm9, %ymm1
	vpdpbsuds	%ymm4, %ymm8, %ymm1
	vpdpbsuds	%ymm5, %ymm5, %ymm10
	vpdpbsuds	%ymm12, %ymm7, %ymm2
	vpdpbsuds	%ymm0, %ymm0, %ymm1
	vpdpbsuds	-129(%r14), %xmm14, %xmm7
	vpdpbsuds	1(%r12,%rsi,2), %xmm9, %xmm10
	vpdpbsuds	%fs:-1(%r14,%rdi,2), %xmm4, %xmm5
	vpdpbsuds	%gs:128(,%r15,8), %xmm13, %xmm2
	vpdpbsuds	%xmm11, %xmm6, %xmm2
	vpdpbsuds	%xmm6, %xmm7, %xmm5
	vpdpbsuds	%xmm6, %xmm1, %xmm4
	vpdpbsuds	%xmm9, %xmm3, %xmm0
	vpdpbsud	-2147483648(%r14), %ymm4, %ymm3
	vpdpbsud	%fs:2147483647(%rcx,%r10,8), %ymm4, %ymm6
	vpdpbsud	%fs:-128(%rcx,%r11,8), %ymm4, %ymm15
	vpdpbsud	127(%r14), %ymm13, %ymm9
	vpdpbsud	%ymm1, %ymm7, %ymm9
	vpdpbsud	%ymm5, %ymm9, %ymm1
	vpdpbsud	%ymm0, %ymm4, %ymm13
	vpdpbsud	%ymm8, %ymm9, %ymm3
	vpdpbsud	2147483647, %xmm8, %xmm8
	vpdpbsud	-1(%r8), %xmm7, %xmm1
	vpdpbsud	-2147483648(%rsp), %xmm6, %xmm11
	vpdpbsud	%gs:1(%r9,%rdi,2), %xmm3, %xmm3
	vpdpbsud	%xmm7, %xmm1, %xmm3
	vpdpbsud	%xmm13, %xmm5, %xmm15
	vpdpbsud	%xmm9, %xmm6, %xmm1
	vpdpbsud	%xmm10, %xmm12, %xmm15
	vpdpbuuds	%fs:-128(%r15,%r15), %ymm3, %ymm2
	vpdpbuuds	128(%rdx), %ymm12, %ymm14
	vpdpbuuds	%fs:(%r12,%r14,2), %ymm15, %ymm4
	vpdpbuuds	%fs:2147483647(%rbx), %ymm11, %ymm11
	vpdpbuuds	%ymm15, %ymm4, %ymm2
	vpdpbuuds	%ymm1, %ymm12, %ymm1
	vpdpbuuds	%ymm13, %ymm10, %ymm5
	vpdpbuuds	%ymm4, %ymm4, %ymm14
	vpdpbuuds	-128(%rax,%r10), %xmm5, %xmm11
	vpdpbuuds	(%r14), %xmm10, %xmm10
	vpdpbuuds	-128(%r10,%r13,4), %xmm10, %xmm5
	vpdpbuuds	1, %xmm6, %xmm13
	vpdpbuuds	%xmm15, %xmm6, %xmm1
	vpdpbuuds	%xmm11, %xmm9, %xmm9
	vpdpbuuds	%xmm15, %xmm3, %xmm4
	vpdpbuuds	%xmm11, %xmm15, %xmm15
	vpdpbuud	127(%r14,%rdx,4), %ymm3, %ymm14
	vpdpbuud	-128(%r10,%r14,8), %ymm14, %ymm3
	vpdpbuud	-128(%rip), %ymm1, %ymm6
	vpdpbuud	-2147483648, %ymm14, %ymm4
	vpdpbuud	%ymm0, %ymm3, %ymm14
	vpdpbuud	%ymm8, %ymm0, %ymm2
	vpdpbuud	%ymm13, %ymm13, %ymm12
	vpdpbuud	%ymm12, %ymm13, %ymm4
	vpdpbuud	%gs:1(%r14,%rdi,4), %xmm10, %xmm4
	vpdpbuud	1(%r11), %xmm13, %xmm4
	vpdpbuud	%gs:1(%r10,%r12,4), %xmm3, %xmm8
	vpdpbuud	128(%r10), %xmm4, %xmm4
	vpdpbuud	%xmm7, %xmm0, %xmm13
	vpdpbuud	%xmm2, %xmm11, %xmm1
	vpdpbuud	%xmm6, %xmm7, %xmm11
	vpdpbuud	%xmm7, %xmm10, %xmm10
	vpdpwsuds	(%r10), %ymm1, %ymm2
	vpdpwsuds	128(%r15), %ymm10, %ymm13
	vpdpwsuds	2147483647(%rbp), %ymm7, %ymm5
	vpdpwsuds	%fs:-128(%rbp,%rbp,8), %ymm5, %ymm13
	vpdpwsuds	%ymm7, %ymm0, %ymm0
	vpdpwsuds	%ymm12, %ymm3, %ymm4
	vpdpwsuds	%ymm11, %ymm13, %ymm10
	vpdpwsuds	%ymm0, %ymm14, %ymm0
	vpdpwsuds	%gs:2147483647, %xmm7, %xmm8
	vpdpwsuds	-1(%r12), %xmm4, %xmm12
	vpdpwsuds	1(%rdi,%r8,4), %xmm6, %xmm2
	vpdpwsuds	-129(%rax,%rsi,8), %xmm0, %xmm13
	vpdpwsuds	%xmm15, %xmm1, %xmm14
	vpdpwsuds	%xmm3, %xmm5, %xmm11
	vpdpwsuds	%xmm7, %xmm9, %xmm6
	vpdpwsuds	%xmm12, %xmm11, %xmm14
	vpdpwsud	128(%rdi), %ymm6, %ymm4
	vpdpwsud	(%rbp), %ymm0, %ymm4
	vpdpwsud	-2147483648(%rip), %ymm1, %ymm11
	vpdpwsud	-128(%r13,%r13,8), %ymm14, %ymm14
	vpdpwsud	%ymm14, %ymm15, %ymm7
	vpdpwsud	%ymm10, %ymm10, %ymm11
	vpdpwsud	%ymm2, %ymm11, %ymm10
	vpdpwsud	%ymm1, %ymm12, %ymm10
	vpdpwsud	127(%rcx,%r15,2), %xmm7, %xmm14
	vpdpwsud	2147483647(%r15), %xmm3, %xmm5
	vpdpwsud	%gs:-128(%r12), %xmm10, %xmm10
	vpdpwsud	128, %xmm3, %xmm12
	vpdpwsud	%xmm14, %xmm14, %xmm0
	vpdpwsud	%xmm0, %xmm9, %xmm2
	vpdpwsud	%xmm12, %xmm9, %xmm15
	vpdpwsud	%xmm9, %xmm8, %xmm15
	vpdpwusds	%gs:-128(%rax,%rdx,8), %ymm10, %ymm15
	vpdpwusds	%fs:-129(%rdx,%rdx,8), %ymm11, %ymm5
	vpdpwusds	-2147483648(%rdi,%r13,8), %ymm8, %ymm11
	vpdpwusds	2147483647(%r12,%rax), %ymm15, %ymm14
	vpdpwusds	%ymm0, %ymm4, %ymm0
	vpdpwusds	%ymm4, %ymm0, %ymm4
	vpdpwusds	%ymm2, %ymm4, %ymm11
	vpdpwusds	%ymm6, %ymm3, %ymm8
	vpdpwusds	127(%rbp,%r11), %xmm8, %xmm8
	vpdpwusds	2147483647(%r12), %xmm4, %xmm7
	vpdpwusds	%gs:2147483647(%rsi), %xmm14, %xmm0
	vpdpwusds	(,%r12,2), %xmm2, %xmm1
	vpdpwusds	%xmm4, %xmm7, %xmm14
	vpdpwusds	%xmm10, %xmm15, %xmm11
	vpdpwusds	%xmm2, %xmm6, %xmm13
	vpdpwusds	%xmm9, %xmm8, %xmm2
	vpdpwusd	128(%r9,%rbp,2), %ymm9, %ymm0
	vpdpwusd	-1(%r14,%rax,8), %ymm14, %ymm8
	vpdpwusd	-128, %ymm13, %ymm8
	vpdpwusd	-1(%r13), %ymm10, %ymm6
	vpdpwusd	%ymm2, %ymm3, %ymm12
	vpdpwusd	%ymm14, %ymm12, %ymm4
	vpdpwusd	%ymm13, %ymm13, %ymm10
	vpdpwusd	%ymm1, %ymm13, %ymm15
	vpdpwusd	-2147483648(%rax,%r11), %xmm11, %xmm5
	vpdpwusd	%gs:1(%r10,%rsi,2), %xmm2, %xmm4
	vpdpwusd	(%rbp,%rax,8), %xmm9, %xmm8
	vpdpwusd	%fs:1(%r15,%r10,8), %xmm6, %xmm15
	vpdpwusd	%xmm0, %xmm7, %xmm12
	vpdpwusd	%xmm0, %xmm11, %xmm9
	vpdpwusd	%xmm12, %xmm7, %xmm1
	vpdpwusd	%xmm0, %xmm7, %xmm1
	vpdpwuuds	2147483647(%r12), %ymm9, %ymm7
	vpdpwuuds	1(%rdi,%r13,8), %ymm0, %ymm14
	vpdpwuuds	127(%rbx), %ymm8, %ymm5
	vpdpwuuds	%fs:2147483647(%r10,%r9,8), %ymm2, %ymm15
	vpdpwuuds	%ymm8, %ymm13, %ymm0
	vpdpwuuds	%ymm13, %ymm1, %ymm7
	vpdpwuuds	%ymm5, %ymm2, %ymm1
	vpdpwuuds	%ymm1, %ymm5, %ymm4
	vpdpwuuds	%gs:-1(%rsp), %xmm4, %xmm13
	vpdpwuuds	(%rip), %xmm0, %xmm14
	vpdpwuuds	128(%r15,%rbx,2), %xmm10, %xmm15
	vpdpwuuds	1, %xmm8, %xmm2
	vpdpwuuds	%xmm4, %xmm2, %xmm1
	vpdpwuuds	%xmm12, %xmm1, %xmm1
	vpdpwuuds	%xmm11, %xmm10, %xmm4
	vpdpwuuds	%xmm2, %xmm9, %xmm13
	vpdpwuud	-128(%rdi,%rbx,8), %ymm10, %ymm9
	vpdpwuud	%fs:-128(%rdi), %ymm6, %ymm4
	vpdpwuud	128(%rsi,%r8,4), %ymm12, %ymm13
	vpdpwuud	-129(%r9), %ymm6, %ymm13
	vpdpwuud	%ymm15, %ymm11, %ymm13
	vpdpwuud	%ymm12, %ymm1, %ymm10
	vpdpwuud	%ymm7, %ymm2, %ymm5
	vpdpwuud	%ymm4, %ymm9, %ymm14
	vpdpwuud	-2147483648, %xmm4, %xmm14
	vpdpwuud	127(%rdx), %xmm4, %xmm15
	vpdpwuud	-128(%r8,%rbx,8), %xmm7, %xmm10
	vpdpwuud	-1(%rdi), %xmm9, %xmm11
	vpdpwuud	%xmm1, %xmm15, %xmm0
	vpdpwuud	%xmm11, %xmm10, %xmm2
	vpdpwuud	%xmm7, %xmm4, %xmm11
	vpdpwuud	%xmm13, %xmm10, %xmm0
	vperm2f128	$1, -129(%r14), %ymm6, %ymm6
	vperm2f128	$175, 2147483647(%r8,%r12,8), %ymm8, %ymm2
	vperm2f128	$127, 128(%rbp,%rdx,8), %ymm8, %ymm12
	vperm2f128	$255, %fs:-1(,%r15), %ymm5, %ymm0
	vperm2f128	$60, %ymm12, %ymm8, %ymm3
	vperm2f128	$223, %ymm11, %ymm13, %ymm3
	vperm2f128	$235, %ymm0, %ymm4, %ymm7
	vperm2f128	$231, %ymm0, %ymm2, %ymm11
	vperm2i128	$178, 2147483647(%rbx), %ymm6, %ymm15
	vperm2i128	$242, 127(%r14), %ymm3, %ymm12
	vperm2i128	$0, %gs:-129(%rbx), %ymm10, %ymm8
	vperm2i128	$255, 2147483647(%r14,%rbp,2), %ymm0, %ymm9
	vperm2i128	$128, %ymm7, %ymm9, %ymm10
	vperm2i128	$128, %ymm8, %ymm8, %ymm11
	vperm2i128	$8, %ymm6, %ymm8, %ymm0
	vperm2i128	$40, %ymm9, %ymm3, %ymm11
	vpermd	-2147483648(%rbp), %ymm6, %ymm2
	vpermd	%gs:-2147483648(%r10), %ymm15, %ymm14
	vpermd	-2147483648(%r11,%r14,4), %ymm6, %ymm7
	vpermd	2147483647(%rsi), %ymm6, %ymm1
	vpermd	%ymm8, %ymm0, %ymm4
	vpermd	%ymm9, %ymm8, %ymm13
	vpermd	%ymm5, %ymm10, %ymm6
	vpermd	%ymm10, %ymm5, %ymm1
	vpermilpd	$199, 1(%r10,%rdx), %ymm3
	vpermilpd	$255, (%rdi,%r14,8), %ymm7
	vpermilpd	$226, -128(%r15,%r12), %ymm11
	vpermilpd	$128, -2147483648(%r8,%rdx,8), %ymm4
	vpermilpd	$53, %ymm8, %ymm6
	vpermilpd	$255, %ymm7, %ymm8
	vpermilpd	$128, %ymm15, %ymm13
	vpermilpd	$47, %ymm4, %ymm7
	vpermilpd	-2147483648(%r15,%rsi,8), %ymm8, %ymm15
	vpermilpd	1(%rbp,%rbx,8), %ymm2, %ymm3
	vpermilpd	-129(%rsp,%rsi,4), %ymm4, %ymm15
	vpermilpd	128(,%rdx), %ymm9, %ymm10
	vpermilpd	%ymm11, %ymm8, %ymm13
	vpermilpd	%ymm3, %ymm1, %ymm9
	vpermilpd	%ymm1, %ymm14, %ymm1
	vpermilpd	%ymm10, %ymm0, %ymm3
	vpermilpd	$189, 1, %xmm1
	vpermilpd	$255, %gs:(%r13,%rbp,8), %xmm4
	vpermilpd	$66, 1(%r10,%rbx,8), %xmm3
	vpermilpd	$139, 128(%rsi), %xmm13
	vpermilpd	$255, %xmm9, %xmm3
	vpermilpd	$140, %xmm3, %xmm0
	vpermilpd	$0, %xmm10, %xmm9
	vpermilpd	$128, %xmm13, %xmm5
	vpermilpd	-129(%rcx), %xmm11, %xmm12
	vpermilpd	%fs:-2147483648(%r15,%r10), %xmm15, %xmm11
	vpermilpd	(,%rdx), %xmm1, %xmm4
	vpermilpd	-2147483648(%r10,%r11,8), %xmm3, %xmm6
	vpermilpd	%xmm4, %xmm3, %xmm15
	vpermilpd	%xmm14, %xmm5, %xmm2
	vpermilpd	%xmm3, %xmm6, %xmm2
	vpermilpd	%xmm6, %xmm5, %xmm6
	vpermilps	$188, -129(%r13,%r15), %ymm3
	vpermilps	$255, 127, %ymm4
	vpermilps	$83, (%r10,%rax,8), %ymm11
	vpermilps	$215, %gs:-1(%r13), %ymm11
	vpermilps	$1, %ymm10, %ymm2
	vpermilps	$255, %ymm1, %ymm12
	vpermilps	$152, %ymm6, %ymm13
	vpermilps	$255, %ymm15, %ymm5
	vpermilps	-1(%rcx,%rax,8), %ymm2, %ymm3
	vpermilps	128(%rbp,%rcx,2), %ymm7, %ymm8
	vpermilps	%fs:1(%r10,%rax), %ymm2, %ymm7
	vpermilps	-1(%rsp,%r9,8), %ymm3, %ymm2
	vpermilps	%ymm14, %ymm4, %ymm14
	vpermilps	%ymm0, %ymm5, %ymm11
	vpermilps	%ymm1, %ymm5, %ymm15
	vpermilps	%ymm2, %ymm10, %ymm5
	vpermilps	$48, 2147483647, %xmm12
	vpermilps	$101, 128(%rcx), %xmm12
	vpermilps	$8, %gs:0, %xmm15
	vpermilps	$195, 127(%rsp), %xmm0
	vpermilps	$133, %xmm1, %xmm14
	vpermilps	$119, %xmm9, %xmm8
	vpermilps	$128, %xmm12, %xmm11
	vpermilps	$169, %xmm15, %xmm11
	vpermilps	-2147483648(%r8,%rdi,8), %xmm14, %xmm14
	vpermilps	0, %xmm0, %xmm13
	vpermilps	127(%rcx), %xmm6, %xmm1
	vpermilps	-1(%r12,%r8,8), %xmm7, %xmm1
	vpermilps	%xmm7, %xmm12, %xmm6
	vpermilps	%xmm10, %xmm3, %xmm15
	vpermilps	%xmm1, %xmm10, %xmm11
	vpermilps	%xmm5, %xmm1, %xmm6
	vpermpd	$1, -128(%r14,%r12,8), %ymm6
	vpermpd	$1, %gs:(%r12), %ymm0
	vpermpd	$198, 127(%r8), %ymm7
	vpermpd	$161, %fs:(%r8,%r11,8), %ymm2
	vpermpd	$1, %ymm4, %ymm9
	vpermpd	$128, %ymm2, %ymm5
	vpermpd	$1, %ymm9, %ymm6
	vpermpd	$128, %ymm2, %ymm2
	vpermps	127(%rdi), %ymm11, %ymm8
	vpermps	%gs:128(%r13,%rax,8), %ymm5, %ymm6
	vpermps	%gs:2147483647(%r11,%rdi), %ymm4, %ymm0
	vpermps	-2147483648(%rsi), %ymm0, %ymm11
	vpermps	%ymm3, %ymm5, %ymm11
	vpermps	%ymm1, %ymm8, %ymm13
	vpermps	%ymm11, %ymm11, %ymm11
	vpermps	%ymm9, %ymm9, %ymm14
	vpermq	$179, -128(%r12,%r15,8), %ymm2
	vpermq	$1, -128(%r12,%r15,8), %ymm7
	vpermq	$128, 2147483647(%rax), %ymm14
	vpermq	$202, 128(%r13,%rbx,4), %ymm12
	vpermq	$181, %ymm2, %ymm13
	vpermq	$154, %ymm0, %ymm5
	vpermq	$221, %ymm4, %ymm7
	vpermq	$255, %ymm6, %ymm13
	vpextrb	$128, %xmm2, %fs:2147483647(%rbx,%r8,4)
	vpextrb	$54, %xmm6, 2147483647(%r11)
	vpextrb	$127, %xmm9, -2147483648(%r9)
	vpextrb	$128, %xmm4, 2147483647
	vpextrb	$147, %xmm4, %r10d
	vpextrb	$128, %xmm12, %r13d
	vpextrb	$128, %xmm8, %r14d
	vpextrb	$128, %xmm13, %ebp
	vpextrd	$127, %xmm3, -129(%rsi,%rbp,4)
	vpextrd	$225, %xmm9, 1(%r11)
	vpextrd	$0, %xmm10, 127(%r9,%r8)
	vpextrd	$128, %xmm15, %fs:-128(%r11,%r13,8)
	vpextrd	$3, %xmm13, %edx
	vpextrd	$159, %xmm15, %r9d
	vpextrd	$0, %xmm2, %edi
	vpextrd	$255, %xmm7, %ebx
	vpextrq	$2, %xmm14, 128(%rbx)
	vpextrq	$255, %xmm7, -128(%rdx)
	vpextrq	$95, %xmm3, 127(%rip)
	vpextrq	$226, %xmm10, 1(%rip)
	vpextrq	$236, %xmm13, %rcx
	vpextrq	$255, %xmm14, %rdi
	vpextrq	$129, %xmm10, %r10
	vpextrq	$128, %xmm9, %rdi
	vpextrw	$128, %xmm1, 127(%r15)
	vpextrw	$255, %xmm10, 2147483647(%rbx,%r12,4)
	vpextrw	$255, %xmm14, %gs:128(%r15)
	vpextrw	$38, %xmm11, %gs:-128(%r11,%r14,8)
	vpextrw	$255, %xmm3, %r12d
	vpextrw	$128, %xmm10, %r14d
	vpextrw	$93, %xmm2, %r8d
	vpextrw	$66, %xmm3, %r15d
	vpgatherdd	%ymm15, %fs:2147483647(%rdx,%ymm14), %ymm2
	vpgatherdd	%ymm15, -128(%r14,%ymm9,2), %ymm0
	vpgatherdd	%ymm5, -2147483648(%rcx,%ymm11,4), %ymm10
	vpgatherdd	%ymm7, (%r9,%ymm0,4), %ymm1
	vpgatherdd	%xmm9, 1(%rcx,%xmm8,2), %xmm12
	vpgatherdd	%xmm11, (%rsi,%xmm15), %xmm4
	vpgatherdd	%xmm2, 2147483647(%r14,%xmm1,8), %xmm11
	vpgatherdd	%xmm8, %fs:-1(%rsp,%xmm1,4), %xmm0
	vpgatherdq	%ymm3, 127(%r11,%xmm10), %ymm0
	vpgatherdq	%ymm10, -1(%rsi,%xmm0,2), %ymm11
	vpgatherdq	%ymm12, %gs:127(%r14,%xmm2,2), %ymm7
	vpgatherdq	%ymm1, -1(%r12,%xmm13,2), %ymm0
	vpgatherdq	%xmm15, %gs:-129(,%xmm0,8), %xmm13
	vpgatherdq	%xmm6, (%r11,%xmm3,8), %xmm9
	vpgatherdq	%xmm4, 128(,%xmm7,2), %xmm0
	vpgatherdq	%xmm14, 2147483647(%r11,%xmm2,8), %xmm15
	vpgatherqd	%xmm12, %gs:-128(%r14,%ymm7,4), %xmm13
	vpgatherqd	%xmm7, 2147483647(%r12,%ymm12,2), %xmm9
	vpgatherqd	%xmm7, -128(,%ymm15,2), %xmm4
	vpgatherqd	%xmm2, %gs:-2147483648(%r10,%ymm1,2), %xmm15
	vpgatherqd	%xmm0, 128(%r13,%xmm11,2), %xmm6
	vpgatherqd	%xmm10, 1(%rdi,%xmm6,8), %xmm11
	vpgatherqd	%xmm12, (%rdi,%xmm1,4), %xmm5
	vpgatherqd	%xmm13, -2147483648(%rax,%xmm5), %xmm6
	vpgatherqq	%ymm0, 127(%rax,%ymm14,8), %ymm7
	vpgatherqq	%ymm5, %gs:-129(%r11,%ymm13,2), %ymm14
	vpgatherqq	%ymm12, -129(%rbx,%ymm15,8), %ymm11
	vpgatherqq	%ymm12, 1(%rbp,%ymm9,4), %ymm14
	vpgatherqq	%xmm8, -129(%r10,%xmm12,2), %xmm10
	vpgatherqq	%xmm7, 128(%rsi,%xmm10,8), %xmm6
	vpgatherqq	%xmm5, -129(%r13,%xmm0,4), %xmm15
	vpgatherqq	%xmm4, %fs:1(%r10,%xmm5,8), %xmm10
	vphaddbd	-128, %xmm2
	vphaddbd	-2147483648(%rsi,%r15), %xmm1
	vphaddbd	-129(%rsi), %xmm11
	vphaddbd	-2147483648(%r9), %xmm0
	vphaddbd	%xmm7, %xmm11
	vphaddbd	%xmm6, %xmm2
	vphaddbd	%xmm14, %xmm13
	vphaddbd	%xmm1, %xmm13
	vphaddbq	%fs:127(%r11,%rbp,4), %xmm5
	vphaddbq	(%rbx,%rdi,8), %xmm7
	vphaddbq	2147483647(%r11), %xmm12
	vphaddbq	%gs:-2147483648(%rip), %xmm9
	vphaddbq	%xmm4, %xmm7
	vphaddbq	%xmm3, %xmm10
	vphaddbq	%xmm12, %xmm14
	vphaddbq	%xmm15, %xmm7
	vphaddbw	%gs:-129(%r10,%r13,2), %xmm6
	vphaddbw	2147483647(%rcx), %xmm3
	vphaddbw	-2147483648(%rdx), %xmm3
	vphaddbw	%gs:-128(%rax), %xmm3
	vphaddbw	%xmm10, %xmm9
	vphaddbw	%xmm9, %xmm8
	vphaddbw	%xmm15, %xmm2
	vphaddbw	%xmm9, %xmm0
	vphadddq	%gs:-2147483648(%rbp), %xmm3
	vphadddq	-129(%r10,%r9,2), %xmm7
	vphadddq	128(%rsp), %xmm9
	vphadddq	-2147483648(%r8,%r13,2), %xmm7
	vphadddq	%xmm11, %xmm2
	vphadddq	%xmm10, %xmm2
	vphadddq	%xmm0, %xmm6
	vphadddq	%xmm4, %xmm7
	vphaddd	-128(%rbx), %ymm14, %ymm11
	vphaddd	%gs:-2147483648(%r15), %ymm15, %ymm10
	vphaddd	127(%rcx,%r11,2), %ymm1, %ymm4
	vphaddd	-2147483648(%r11), %ymm14, %ymm4
	vphaddd	%ymm6, %ymm5, %ymm15
	vphaddd	%ymm15, %ymm5, %ymm5
	vphaddd	%ymm0, %ymm9, %ymm0
	vphaddd	%ymm7, %ymm11, %ymm10
	vphaddd	127(%rcx), %xmm4, %xmm11
	vphaddd	1(%r10), %xmm3, %xmm11
	vphaddd	-129(%rsi,%r13,4), %xmm15, %xmm12
	vphaddd	-129(%r12,%r8), %xmm5, %xmm14
	vphaddd	%xmm13, %xmm0, %xmm6
	vphaddd	%xmm2, %xmm2, %xmm9
	vphaddd	%xmm9, %xmm3, %xmm5
	vphaddd	%xmm6, %xmm12, %xmm6
	vphaddsw	127(%rbp,%rcx,4), %ymm13, %ymm15
	vphaddsw	1(%r12,%r14,8), %ymm7, %ymm14
	vphaddsw	-128, %ymm13, %ymm11
	vphaddsw	2147483647(,%r8,8), %ymm4, %ymm14
	vphaddsw	%ymm15, %ymm6, %ymm3
	vphaddsw	%ymm1, %ymm7, %ymm0
	vphaddsw	%ymm8, %ymm2, %ymm1
	vphaddsw	%ymm15, %ymm13, %ymm12
	vphaddsw	1(%r8,%r10,8), %xmm7, %xmm0
	vphaddsw	127(%r15,%r12,4), %xmm12, %xmm8
	vphaddsw	-129(%r8), %xmm8, %xmm8
	vphaddsw	-1(%r14), %xmm13, %xmm3
	vphaddsw	%xmm7, %xmm0, %xmm6
	vphaddsw	%xmm12, %xmm15, %xmm10
	vphaddsw	%xmm5, %xmm8, %xmm6
	vphaddsw	%xmm11, %xmm10, %xmm5
	vphaddubd	-129(%rcx), %xmm2
	vphaddubd	127(%rbp), %xmm4
	vphaddubd	-2147483648(%r12), %xmm3
	vphaddubd	127(%rsi), %xmm10
	vphaddubd	%xmm12, %xmm10
	vphaddubd	%xmm12, %xmm8
	vphaddubd	%xmm10, %xmm9
	vphaddubd	%xmm8, %xmm10
	vphaddubq	2147483647(%r10), %xmm15
	vphaddubq	-129(%r11,%rbp,8), %xmm10
	vphaddubq	127(%rdi,%rbx), %xmm15
	vphaddubq	-128(%r10,%rdx,2), %xmm14
	vphaddubq	%xmm13, %xmm4
	vphaddubq	%xmm5, %xmm2
	vphaddubq	%xmm1, %xmm13
	vphaddubq	%xmm6, %xmm12
	vphaddubw	2147483647(%r13,%rcx), %xmm5
	vphaddubw	(%rbx,%r11,8), %xmm11
	vphaddubw	-128(%r13), %xmm3
	vphaddubw	(%r11), %xmm11
	vphaddubw	%xmm6, %xmm1
	vphaddubw	%xmm6, %xmm8
	vphaddubw	%xmm2, %xmm10
	vphaddubw	%xmm5, %xmm9
	vphaddudq	128(%rip), %xmm6
	vphaddudq	-2147483648(%r9,%r8,2), %xmm15
	vphaddudq	-129, %xmm2
	vphaddudq	%fs:-128(%r10,%r15,2), %xmm14
	vphaddudq	%xmm1, %xmm11
	vphaddudq	%xmm11, %xmm14
	vphaddudq	%xmm14, %xmm15
	vphaddudq	%xmm13, %xmm3
	vphadduwd	(,%r10), %xmm14
	vphadduwd	-129(%r12), %xmm1
	vphadduwd	128(%rdi,%r15,4), %xmm10
	vphadduwd	-129(%r13,%r12,4), %xmm3
	vphadduwd	%xmm6, %xmm3
	vphadduwd	%xmm1, %xmm11
	vphadduwd	%xmm6, %xmm13
	vphadduwd	%xmm15, %xmm2
	vphadduwq	-129(%rax,%r11,8), %xmm5
	vphadduwq	-129(%r12,%r15), %xmm4
	vphadduwq	-128(%r13), %xmm2
	vphadduwq	%gs:127(%rip), %xmm12
	vphadduwq	%xmm10, %xmm15
	vphadduwq	%xmm14, %xmm12
	vphadduwq	%xmm1, %xmm0
	vphadduwq	%xmm8, %xmm3
	vphaddwd	%fs:1(%rbp,%rsi,4), %xmm7
	vphaddwd	%gs:1(%rbp,%rbx), %xmm2
	vphaddwd	-128(,%r14,4), %xmm4
	vphaddwd	-2147483648(%rdx,%r14,8), %xmm9
	vphaddwd	%xmm8, %xmm1
	vphaddwd	%xmm7, %xmm15
	vphaddwd	%xmm2, %xmm1
	vphaddwd	%xmm5, %xmm6
	vphaddwq	-129(%r12), %xmm12
	vphaddwq	%gs:1(%r15), %xmm6
	vphaddwq	128(,%r10,8), %xmm2
	vphaddwq	2147483647(,%r13,4), %xmm11
	vphaddwq	%xmm10, %xmm12
	vphaddwq	%xmm7, %xmm9
	vphaddwq	%xmm6, %xmm14
	vphaddwq	%xmm4, %xmm8
	vphaddw	1(%r14), %ymm3, %ymm3
	vphaddw	128(%rsi), %ymm7, %ymm12
	vphaddw	127(%r13), %ymm7, %ymm8
	vphaddw	2147483647(%r11,%rdi,8), %ymm4, %ymm5
	vphaddw	%ymm2, %ymm0, %ymm6
	vphaddw	%ymm11, %ymm12, %ymm12
	vphaddw	%ymm3, %ymm4, %ymm15
	vphaddw	%ymm10, %ymm8, %ymm15
	vphaddw	%fs:-128(%rip), %xmm11, %xmm11
	vphaddw	2147483647(,%r15,2), %xmm8, %xmm5
	vphaddw	%gs:128(%r14,%r11,8), %xmm6, %xmm3
	vphaddw	-128(%rcx), %xmm11, %xmm2
	vphaddw	%xmm3, %xmm15, %xmm10
	vphaddw	%xmm4, %xmm7, %xmm14
	vphaddw	%xmm11, %xmm7, %xmm14
	vphaddw	%xmm2, %xmm8, %xmm8
	vphminposuw	2147483647(%rbp,%rdi), %xmm12
	vphminposuw	(%rdi,%rbp,8), %xmm5
	vphminposuw	(%r10,%r9,8), %xmm8
	vphminposuw	%fs:1(%rip), %xmm4
	vphminposuw	%xmm10, %xmm6
	vphminposuw	%xmm7, %xmm0
	vphminposuw	%xmm13, %xmm15
	vphminposuw	%xmm6, %xmm9
	vphsubbw	%fs:1(%rip), %xmm14
	vphsubbw	-129(%r8), %xmm11
	vphsubbw	%gs:1(%r8,%r15,4), %xmm9
	vphsubbw	%fs:-2147483648(%rax,%r14,2), %xmm11
	vphsubbw	%xmm6, %xmm14
	vphsubbw	%xmm15, %xmm14
	vphsubbw	%xmm13, %xmm13
	vphsubbw	%xmm4, %xmm3
	vphsubdq	2147483647(%rsp,%rdx,4), %xmm7
	vphsubdq	2147483647(,%r10), %xmm6
	vphsubdq	2147483647(%rdi,%r10,8), %xmm5
	vphsubdq	%gs:1(%rbx,%r14,8), %xmm2
	vphsubdq	%xmm9, %xmm5
	vphsubdq	%xmm1, %xmm12
	vphsubdq	%xmm10, %xmm14
	vphsubdq	%xmm14, %xmm12
	vphsubd	2147483647, %ymm10, %ymm12
	vphsubd	-129(%rax,%r10), %ymm11, %ymm3
	vphsubd	-128(%r15), %ymm14, %ymm3
	vphsubd	-1(%r15), %ymm2, %ymm1
	vphsubd	%ymm10, %ymm10, %ymm15
	vphsubd	%ymm7, %ymm3, %ymm1
	vphsubd	%ymm6, %ymm4, %ymm13
	vphsubd	%ymm1, %ymm4, %ymm3
	vphsubd	127(%rbx), %xmm5, %xmm10
	vphsubd	-2147483648(%r13), %xmm4, %xmm2
	vphsubd	-128(%r14,%r11,4), %xmm11, %xmm6
	vphsubd	%fs:128(%rbx,%rdi,2), %xmm2, %xmm2
	vphsubd	%xmm13, %xmm3, %xmm15
	vphsubd	%xmm15, %xmm5, %xmm8
	vphsubd	%xmm15, %xmm2, %xmm6
	vphsubd	%xmm11, %xmm6, %xmm15
	vphsubsw	(%rip), %ymm11, %ymm6
	vphsubsw	%gs:1(%r14,%r15,8), %ymm4, %ymm10
	vphsubsw	127(%r13,%rax,8), %ymm6, %ymm2
	vphsubsw	(%rip), %ymm6, %ymm3
	vphsubsw	%ymm7, %ymm5, %ymm12
	vphsubsw	%ymm3, %ymm9, %ymm14
	vphsubsw	%ymm9, %ymm11, %ymm11
	vphsubsw	%ymm14, %ymm9, %ymm11
	vphsubsw	-2147483648(%rax), %xmm14, %xmm6
	vphsubsw	1(%r15), %xmm15, %xmm7
	vphsubsw	%fs:128(%rbx), %xmm13, %xmm0
	vphsubsw	127(%rip), %xmm4, %xmm0
	vphsubsw	%xmm13, %xmm0, %xmm11
	vphsubsw	%xmm14, %xmm2, %xmm11
	vphsubsw	%xmm0, %xmm0, %xmm3
	vphsubsw	%xmm1, %xmm7, %xmm4
	vphsubwd	%gs:(%rax), %xmm2
	vphsubwd	%gs:0, %xmm9
	vphsubwd	1(%rip), %xmm6
	vphsubwd	-128(%rdi,%r13,4), %xmm7
	vphsubwd	%xmm4, %xmm1
	vphsubwd	%xmm4, %xmm4
	vphsubwd	%xmm14, %xmm6
	vphsubwd	%xmm5, %xmm4
	vphsubw	(%rdx), %ymm4, %ymm5
	vphsubw	-128(%r10), %ymm12, %ymm1
	vphsubw	%gs:(%rsi,%r8,8), %ymm10, %ymm0
	vphsubw	-129(%rcx,%r15,4), %ymm12, %ymm14
	vphsubw	%ymm4, %ymm10, %ymm0
	vphsubw	%ymm10, %ymm15, %ymm3
	vphsubw	%ymm15, %ymm2, %ymm0
	vphsubw	%ymm14, %ymm5, %ymm7
	vphsubw	-128(,%r9,4), %xmm0, %xmm14
	vphsubw	-129(%r11), %xmm7, %xmm1
	vphsubw	128(%r14), %xmm7, %xmm4
	vphsubw	-129(%r9), %xmm13, %xmm13
	vphsubw	%xmm10, %xmm15, %xmm1
	vphsubw	%xmm10, %xmm0, %xmm0
	vphsubw	%xmm4, %xmm5, %xmm11
	vphsubw	%xmm10, %xmm8, %xmm10
	vpinsrb	$128, %gs:127(%rip), %xmm13, %xmm13
	vpinsrb	$255, 2147483647(%rax,%r14,8), %xmm5, %xmm11
	vpinsrb	$0, -128(,%r9,4), %xmm8, %xmm14
	vpinsrb	$255, (%r8), %xmm10, %xmm7
	vpinsrb	$255, %edx, %xmm4, %xmm15
	vpinsrb	$115, %r14d, %xmm4, %xmm13
	vpinsrb	$128, %r8d, %xmm7, %xmm13
	vpinsrb	$2, %ebx, %xmm12, %xmm7
	vpinsrd	$246, -2147483648(%r8), %xmm8, %xmm3
	vpinsrd	$227, 128(%rax), %xmm6, %xmm0
	vpinsrd	$170, -1(%r9,%rax,2), %xmm1, %xmm3
	vpinsrd	$199, 2147483647(%rbp), %xmm0, %xmm3
	vpinsrd	$74, %edx, %xmm5, %xmm6
	vpinsrd	$133, %esp, %xmm1, %xmm12
	vpinsrd	$255, %ebx, %xmm13, %xmm12
	vpinsrd	$145, %r10d, %xmm15, %xmm14
	vpinsrq	$1, 128, %xmm2, %xmm0
	vpinsrq	$182, -129(%rax), %xmm13, %xmm5
	vpinsrq	$127, 2147483647(%r11), %xmm2, %xmm15
	vpinsrq	$128, -1(%r10,%r10,4), %xmm0, %xmm7
	vpinsrq	$34, %rdi, %xmm6, %xmm0
	vpinsrq	$0, %rax, %xmm14, %xmm2
	vpinsrq	$52, %rdi, %xmm4, %xmm7
	vpinsrq	$166, %rsi, %xmm5, %xmm3
	vpinsrw	$1, 1, %xmm10, %xmm12
	vpinsrw	$155, 1(%r8), %xmm14, %xmm0
	vpinsrw	$128, -128, %xmm14, %xmm13
	vpinsrw	$0, %gs:128(%r15,%rsi,4), %xmm0, %xmm15
	vpinsrw	$128, %r14d, %xmm4, %xmm14
	vpinsrw	$128, %r14d, %xmm5, %xmm11
	vpinsrw	$2, %ecx, %xmm5, %xmm1
	vpinsrw	$192, %r9d, %xmm5, %xmm11
	vpmacsdd	%xmm4, 1(%r10,%r8), %xmm12, %xmm9
	vpmacsdd	%xmm5, %gs:-128(%rcx), %xmm6, %xmm7
	vpmacsdd	%xmm7, 1(,%rcx,8), %xmm0, %xmm2
	vpmacsdd	%xmm10, -1(%r14), %xmm13, %xmm8
	vpmacsdd	%xmm5, %xmm2, %xmm10, %xmm2
	vpmacsdd	%xmm10, %xmm2, %xmm14, %xmm1
	vpmacsdd	%xmm4, %xmm8, %xmm13, %xmm3
	vpmacsdd	%xmm1, %xmm3, %xmm14, %xmm6
	vpmacsdqh	%xmm1, -1(%rdi,%r13,2), %xmm3, %xmm12
	vpmacsdqh	%xmm14, 128(%rbx,%rdx,4), %xmm12, %xmm6
	vpmacsdqh	%xmm11, %gs:-128(%r9), %xmm4, %xmm8
	vpmacsdqh	%xmm4, %gs:128(%rsp,%r11,4), %xmm4, %xmm8
	vpmacsdqh	%xmm6, %xmm11, %xmm13, %xmm0
	vpmacsdqh	%xmm7, %xmm11, %xmm8, %xmm14
	vpmacsdqh	%xmm6, %xmm14, %xmm8, %xmm13
	vpmacsdqh	%xmm3, %xmm3, %xmm8, %xmm14
	vpmacsdql	%xmm4, %fs:128(%rax), %xmm10, %xmm4
	vpmacsdql	%xmm15, 128(%r8,%r10,4), %xmm1, %xmm2
	vpmacsdql	%xmm14, -129(%r15,%r9), %xmm4, %xmm13
	vpmacsdql	%xmm3, 1(%rsp,%r15,2), %xmm11, %xmm7
	vpmacsdql	%xmm12, %xmm11, %xmm7, %xmm0
	vpmacsdql	%xmm13, %xmm9, %xmm10, %xmm12
	vpmacsdql	%xmm2, %xmm12, %xmm12, %xmm15
	vpmacsdql	%xmm3, %xmm0, %xmm6, %xmm12
	vpmacssdd	%xmm9, -128(%rsi), %xmm3, %xmm14
	vpmacssdd	%xmm10, %gs:2147483647(%r13,%r12,8), %xmm2, %xmm14
	vpmacssdd	%xmm9, 1(%r9), %xmm13, %xmm15
	vpmacssdd	%xmm4, -128(%rdx,%rcx,2), %xmm10, %xmm11
	vpmacssdd	%xmm1, %xmm1, %xmm13, %xmm6
	vpmacssdd	%xmm1, %xmm10, %xmm1, %xmm10
	vpmacssdd	%xmm0, %xmm14, %xmm7, %xmm11
	vpmacssdd	%xmm0, %xmm7, %xmm2, %xmm4
	vpmacssdqh	%xmm4, 127(%rbx,%r9,8), %xmm9, %xmm6
	vpmacssdqh	%xmm7, 1(%rax), %xmm0, %xmm8
	vpmacssdqh	%xmm2, 1(%rdx), %xmm9, %xmm7
	vpmacssdqh	%xmm3, %fs:1(%rbx), %xmm13, %xmm10
	vpmacssdqh	%xmm12, %xmm15, %xmm2, %xmm7
	vpmacssdqh	%xmm11, %xmm14, %xmm10, %xmm4
	vpmacssdqh	%xmm4, %xmm8, %xmm3, %xmm9
	vpmacssdqh	%xmm2, %xmm8, %xmm13, %xmm1
	vpmacssdql	%xmm3, %fs:127(%rax), %xmm4, %xmm13
	vpmacssdql	%xmm7, (%rbx), %xmm13, %xmm1
	vpmacssdql	%xmm13, -129(%r10,%rax,4), %xmm9, %xmm4
	vpmacssdql	%xmm2, 1(%r13), %xmm2, %xmm0
	vpmacssdql	%xmm10, %xmm4, %xmm11, %xmm13
	vpmacssdql	%xmm0, %xmm15, %xmm13, %xmm2
	vpmacssdql	%xmm13, %xmm10, %xmm2, %xmm9
	vpmacssdql	%xmm12, %xmm5, %xmm2, %xmm13
	vpmacsswd	%xmm2, -129, %xmm11, %xmm13
	vpmacsswd	%xmm1, %fs:1(%rcx,%rbx,2), %xmm5, %xmm6
	vpmacsswd	%xmm12, %gs:-129(%rdx,%r8,8), %xmm2, %xmm11
	vpmacsswd	%xmm5, %gs:-128(,%r8,8), %xmm13, %xmm6
	vpmacsswd	%xmm12, %xmm11, %xmm11, %xmm12
	vpmacsswd	%xmm3, %xmm13, %xmm15, %xmm11
	vpmacsswd	%xmm6, %xmm10, %xmm14, %xmm9
	vpmacsswd	%xmm13, %xmm14, %xmm4, %xmm10
	vpmacssww	%xmm11, 128(%r11), %xmm14, %xmm14
	vpmacssww	%xmm4, 128(,%r10,8), %xmm1, %xmm6
	vpmacssww	%xmm8, -129(%r15), %xmm10, %xmm12
	vpmacssww	%xmm10, 127(%rdx,%rdi), %xmm12, %xmm0
	vpmacssww	%xmm0, %xmm8, %xmm10, %xmm9
	vpmacssww	%xmm11, %xmm1, %xmm13, %xmm15
	vpmacssww	%xmm3, %xmm1, %xmm2, %xmm9
	vpmacssww	%xmm15, %xmm12, %xmm4, %xmm15
	vpmacswd	%xmm10, %gs:1(%rip), %xmm7, %xmm2
	vpmacswd	%xmm8, -2147483648(%rsp), %xmm4, %xmm1
	vpmacswd	%xmm13, -128(%r12,%r15,4), %xmm12, %xmm7
	vpmacswd	%xmm13, -1(%r12,%r8,8), %xmm15, %xmm9
	vpmacswd	%xmm15, %xmm6, %xmm10, %xmm2
	vpmacswd	%xmm9, %xmm8, %xmm10, %xmm11
	vpmacswd	%xmm2, %xmm0, %xmm5, %xmm8
	vpmacswd	%xmm1, %xmm15, %xmm4, %xmm4
	vpmacsww	%xmm2, (%rsi,%r15,8), %xmm13, %xmm13
	vpmacsww	%xmm11, 128(%r11,%rax,2), %xmm9, %xmm13
	vpmacsww	%xmm13, -1(%rdx,%rdx,4), %xmm9, %xmm5
	vpmacsww	%xmm8, %fs:-129(%rsp), %xmm3, %xmm9
	vpmacsww	%xmm8, %xmm14, %xmm14, %xmm10
	vpmacsww	%xmm9, %xmm4, %xmm5, %xmm3
	vpmacsww	%xmm15, %xmm9, %xmm6, %xmm8
	vpmacsww	%xmm11, %xmm3, %xmm6, %xmm3
	vpmadcsswd	%xmm0, 128(%r14), %xmm2, %xmm5
	vpmadcsswd	%xmm15, -128(%r8), %xmm9, %xmm9
	vpmadcsswd	%xmm12, 127(%rbx), %xmm6, %xmm9
	vpmadcsswd	%xmm0, 127(%rcx), %xmm8, %xmm7
	vpmadcsswd	%xmm1, %xmm5, %xmm7, %xmm5
	vpmadcsswd	%xmm15, %xmm0, %xmm4, %xmm1
	vpmadcsswd	%xmm4, %xmm7, %xmm1, %xmm4
	vpmadcsswd	%xmm6, %xmm15, %xmm11, %xmm7
	vpmadcswd	%xmm9, 2147483647(%rbx), %xmm2, %xmm5
	vpmadcswd	%xmm9, %gs:1(%r10,%r11,2), %xmm0, %xmm1
	vpmadcswd	%xmm1, 128, %xmm3, %xmm8
	vpmadcswd	%xmm3, %gs:2147483647(%rip), %xmm12, %xmm7
	vpmadcswd	%xmm13, %xmm4, %xmm0, %xmm15
	vpmadcswd	%xmm1, %xmm8, %xmm6, %xmm12
	vpmadcswd	%xmm7, %xmm7, %xmm0, %xmm10
	vpmadcswd	%xmm0, %xmm11, %xmm5, %xmm12
	vpmaddubsw	-1(%r9), %ymm13, %ymm7
	vpmaddubsw	%gs:(%r15), %ymm14, %ymm13
	vpmaddubsw	-2147483648(%r12,%rax), %ymm4, %ymm7
	vpmaddubsw	(%rcx,%r15,2), %ymm2, %ymm2
	vpmaddubsw	%ymm13, %ymm10, %ymm8
	vpmaddubsw	%ymm5, %ymm12, %ymm7
	vpmaddubsw	%ymm13, %ymm13, %ymm1
	vpmaddubsw	%ymm9, %ymm14, %ymm3
	vpmaddubsw	-2147483648(%r12,%r10,4), %xmm10, %xmm13
	vpmaddubsw	2147483647(%r10), %xmm11, %xmm9
	vpmaddubsw	127(%r14), %xmm5, %xmm12
	vpmaddubsw	1(%rdx,%rax,8), %xmm9, %xmm6
	vpmaddubsw	%xmm8, %xmm6, %xmm9
	vpmaddubsw	%xmm8, %xmm13, %xmm9
	vpmaddubsw	%xmm15, %xmm13, %xmm15
	vpmaddubsw	%xmm9, %xmm9, %xmm7
	vpmaddwd	128(%r15), %ymm2, %ymm0
	vpmaddwd	-129(%r14,%rcx,2), %ymm0, %ymm12
	vpmaddwd	%fs:1(%rbx,%r11,2), %ymm0, %ymm13
	vpmaddwd	-1(%rip), %ymm0, %ymm6
	vpmaddwd	%ymm4, %ymm0, %ymm8
	vpmaddwd	%ymm1, %ymm1, %ymm2
	vpmaddwd	%ymm9, %ymm1, %ymm0
	vpmaddwd	%ymm7, %ymm8, %ymm13
	vpmaddwd	(%rbp), %xmm6, %xmm4
	vpmaddwd	%gs:-2147483648(%r11), %xmm9, %xmm6
	vpmaddwd	%gs:127(%rsp,%rdx,2), %xmm13, %xmm15
	vpmaddwd	127, %xmm6, %xmm12
	vpmaddwd	%xmm11, %xmm5, %xmm2
	vpmaddwd	%xmm15, %xmm14, %xmm11
	vpmaddwd	%xmm5, %xmm14, %xmm9
	vpmaddwd	%xmm4, %xmm7, %xmm8
	vpmaskmovd	%ymm7, %ymm11, %fs:128(%r13,%rsi,4)
	vpmaskmovd	%ymm13, %ymm7, -2147483648(%r9)
	vpmaskmovd	%ymm13, %ymm7, -1(%r12)
	vpmaskmovd	%ymm5, %ymm0, %fs:(%rip)
	vpmaskmovd	(%rbx), %ymm12, %ymm10
	vpmaskmovd	%gs:-2147483648(%rdi), %ymm0, %ymm9
	vpmaskmovd	%fs:-129(%rsi,%r12,2), %ymm4, %ymm10
	vpmaskmovd	(%r15), %ymm14, %ymm3
	vpmaskmovd	%xmm15, %xmm5, %gs:-2147483648(%rip)
	vpmaskmovd	%xmm7, %xmm3, (%r14,%r8,2)
	vpmaskmovd	%xmm6, %xmm12, -2147483648(%rbp)
	vpmaskmovd	%xmm11, %xmm7, 1(%rdi)
	vpmaskmovd	127(%r14,%r15,8), %xmm8, %xmm15
	vpmaskmovd	128(%r9), %xmm3, %xmm15
	vpmaskmovd	%fs:127(%rdx), %xmm14, %xmm0
	vpmaskmovd	1(%rcx,%r9,4), %xmm12, %xmm13
	vpmaskmovq	%ymm13, %ymm1, (%rax,%r13,4)
	vpmaskmovq	%ymm14, %ymm0, (%r9)
	vpmaskmovq	%ymm9, %ymm8, 2147483647(%r8)
	vpmaskmovq	%ymm0, %ymm4, -1(%r13)
	vpmaskmovq	2147483647(%r10), %ymm13, %ymm15
	vpmaskmovq	(%rdi), %ymm2, %ymm2
	vpmaskmovq	%gs:-129(%rcx,%r12), %ymm11, %ymm6
	vpmaskmovq	%gs:127(%rdi,%r15,4), %ymm1, %ymm7
	vpmaskmovq	%xmm15, %xmm15, -1(%rcx,%rbp)
	vpmaskmovq	%xmm5, %xmm5, 127(%r8)
	vpmaskmovq	%xmm6, %xmm1, %fs:-1(%r11,%rcx,2)
	vpmaskmovq	%xmm2, %xmm0, %gs:-2147483648(%rbp,%rbp,2)
	vpmaskmovq	-1(%rip), %xmm3, %xmm3
	vpmaskmovq	%fs:-129(%rax,%rax,8), %xmm15, %xmm0
	vpmaskmovq	(%rsi), %xmm15, %xmm11
	vpmaskmovq	%fs:2147483647(%r10), %xmm12, %xmm8
	vpmaxsb	-2147483648(%r8), %ymm4, %ymm9
	vpmaxsb	%fs:(%r12), %ymm4, %ymm0
	vpmaxsb	%fs:-128(%r12,%r14,8), %ymm1, %ymm8
	vpmaxsb	1(%r12,%r8,8), %ymm12, %ymm3
	vpmaxsb	%ymm9, %ymm7, %ymm11
	vpmaxsb	%ymm11, %ymm1, %ymm8
	vpmaxsb	%ymm7, %ymm5, %ymm0
	vpmaxsb	%ymm11, %ymm12, %ymm15
	vpmaxsb	-128(%r13), %xmm4, %xmm9
	vpmaxsb	%fs:-1(,%r9,4), %xmm9, %xmm11
	vpmaxsb	2147483647(%r12), %xmm14, %xmm3
	vpmaxsb	-1(%rax), %xmm7, %xmm11
	vpmaxsb	%xmm12, %xmm2, %xmm1
	vpmaxsb	%xmm4, %xmm11, %xmm14
	vpmaxsb	%xmm2, %xmm8, %xmm2
	vpmaxsb	%xmm5, %xmm4, %xmm15
	vpmaxsd	-2147483648(%rax,%r8), %ymm7, %ymm2
	vpmaxsd	128(%rbx), %ymm9, %ymm1
	vpmaxsd	%gs:128(%r9), %ymm13, %ymm14
	vpmaxsd	1(%r12,%rdi,4), %ymm12, %ymm12
	vpmaxsd	%ymm15, %ymm11, %ymm5
	vpmaxsd	%ymm6, %ymm9, %ymm15
	vpmaxsd	%ymm2, %ymm13, %ymm11
	vpmaxsd	%ymm1, %ymm10, %ymm4
	vpmaxsd	-129(%rdi,%r10,4), %xmm10, %xmm1
	vpmaxsd	%fs:128(%rbp), %xmm8, %xmm8
	vpmaxsd	128(%r13,%r14,4), %xmm14, %xmm6
	vpmaxsd	2147483647(%rsi,%rcx), %xmm9, %xmm2
	vpmaxsd	%xmm7, %xmm4, %xmm12
	vpmaxsd	%xmm15, %xmm8, %xmm2
	vpmaxsd	%xmm14, %xmm12, %xmm7
	vpmaxsd	%xmm6, %xmm15, %xmm13
	vpmaxsw	%gs:-129(%rbx,%rax), %ymm6, %ymm4
	vpmaxsw	1(%r13), %ymm7, %ymm4
	vpmaxsw	2147483647(%rdx), %ymm14, %ymm13
	vpmaxsw	%fs:1(%rdx,%r15), %ymm6, %ymm8
	vpmaxsw	%ymm3, %ymm10, %ymm3
	vpmaxsw	%ymm7, %ymm2, %ymm7
	vpmaxsw	%ymm15, %ymm9, %ymm12
	vpmaxsw	%ymm6, %ymm5, %ymm7
	vpmaxsw	%gs:(%rcx), %xmm6, %xmm8
	vpmaxsw	%gs:-128(%rdx), %xmm10, %xmm5
	vpmaxsw	%fs:127(%r10,%r10,2), %xmm1, %xmm7
	vpmaxsw	1(%r11,%rcx,8), %xmm15, %xmm3
	vpmaxsw	%xmm7, %xmm7, %xmm9
	vpmaxsw	%xmm7, %xmm11, %xmm4
	vpmaxsw	%xmm2, %xmm12, %xmm9
	vpmaxsw	%xmm15, %xmm4, %xmm9
	vpmaxub	(%rbp), %ymm9, %ymm1
	vpmaxub	-128(%r15,%rdx), %ymm2, %ymm10
	vpmaxub	-1(%r8), %ymm10, %ymm4
	vpmaxub	128(%r13,%r12,8), %ymm8, %ymm7
	vpmaxub	%ymm5, %ymm10, %ymm1
	vpmaxub	%ymm15, %ymm13, %ymm13
	vpmaxub	%ymm10, %ymm12, %ymm3
	vpmaxub	%ymm6, %ymm11, %ymm0
	vpmaxub	-129(%rbp,%r13,8), %xmm1, %xmm4
	vpmaxub	%fs:-129(%r8,%rdi,4), %xmm10, %xmm14
	vpmaxub	-128(%r10), %xmm12, %xmm1
	vpmaxub	-129(%rax), %xmm11, %xmm15
	vpmaxub	%xmm12, %xmm3, %xmm15
	vpmaxub	%xmm11, %xmm0, %xmm10
	vpmaxub	%xmm10, %xmm0, %xmm1
	vpmaxub	%xmm7, %xmm12, %xmm7
	vpmaxud	%gs:2147483647(%rdi,%rbp), %ymm0, %ymm6
	vpmaxud	-2147483648(%rdx,%r11,2), %ymm4, %ymm3
	vpmaxud	127(%r15,%rax,4), %ymm15, %ymm11
	vpmaxud	1(%rip), %ymm1, %ymm2
	vpmaxud	%ymm7, %ymm11, %ymm12
	vpmaxud	%ymm2, %ymm6, %ymm6
	vpmaxud	%ymm0, %ymm2, %ymm15
	vpmaxud	%ymm3, %ymm8, %ymm10
	vpmaxud	%gs:(%rdi,%rdx,4), %xmm5, %xmm9
	vpmaxud	(%rsi,%r14,4), %xmm5, %xmm8
	vpmaxud	-129(%rdx), %xmm12, %xmm2
	vpmaxud	2147483647(%r9), %xmm14, %xmm7
	vpmaxud	%xmm1, %xmm3, %xmm5
	vpmaxud	%xmm10, %xmm0, %xmm13
	vpmaxud	%xmm5, %xmm15, %xmm1
	vpmaxud	%xmm8, %xmm7, %xmm7
	vpmaxuw	-2147483648(%rcx,%r13), %ymm3, %ymm14
	vpmaxuw	%fs:-1(%rsi), %ymm6, %ymm9
	vpmaxuw	(,%r13,4), %ymm15, %ymm13
	vpmaxuw	%gs:-129, %ymm9, %ymm11
	vpmaxuw	%ymm6, %ymm5, %ymm12
	vpmaxuw	%ymm9, %ymm15, %ymm6
	vpmaxuw	%ymm3, %ymm3, %ymm3
	vpmaxuw	%ymm9, %ymm4, %ymm4
	vpmaxuw	%gs:1(%r12,%r10,4), %xmm12, %xmm4
	vpmaxuw	%fs:-1(%rsi), %xmm5, %xmm0
	vpmaxuw	-128(%rax), %xmm13, %xmm12
	vpmaxuw	-129(%r10), %xmm10, %xmm10
	vpmaxuw	%xmm11, %xmm3, %xmm14
	vpmaxuw	%xmm9, %xmm12, %xmm6
	vpmaxuw	%xmm11, %xmm1, %xmm12
	vpmaxuw	%xmm8, %xmm9, %xmm1
	vpminsb	128(,%r11,2), %ymm8, %ymm12
	vpminsb	(%r11), %ymm6, %ymm11
	vpminsb	(%rip), %ymm7, %ymm0
	vpminsb	%fs:2147483647(%rsi), %ymm7, %ymm1
	vpminsb	%ymm8, %ymm11, %ymm2
	vpminsb	%ymm4, %ymm15, %ymm11
	vpminsb	%ymm9, %ymm8, %ymm8
	vpminsb	%ymm1, %ymm14, %ymm13
	vpminsb	%fs:2147483647(%rbp,%rdi), %xmm4, %xmm6
	vpminsb	-129(%rsi,%r9,4), %xmm0, %xmm11
	vpminsb	-128, %xmm13, %xmm10
	vpminsb	-2147483648(%r13), %xmm5, %xmm5
	vpminsb	%xmm0, %xmm7, %xmm0
	vpminsb	%xmm13, %xmm2, %xmm1
	vpminsb	%xmm13, %xmm5, %xmm9
	vpminsb	%xmm11, %xmm10, %xmm6
	vpminsd	-128(%rdx), %ymm1, %ymm8
	vpminsd	-1(%rdi), %ymm7, %ymm9
	vpminsd	-1(,%r12,8), %ymm2, %ymm7
	vpminsd	-2147483648(%r12,%rbp,8), %ymm6, %ymm7
	vpminsd	%ymm0, %ymm6, %ymm7
	vpminsd	%ymm4, %ymm8, %ymm2
	vpminsd	%ymm3, %ymm1, %ymm13
	vpminsd	%ymm6, %ymm15, %ymm3
	vpminsd	-128(%rip), %xmm0, %xmm8
	vpminsd	-128(%rcx,%rcx,4), %xmm1, %xmm7
	vpminsd	-129(%rip), %xmm15, %xmm11
	vpminsd	128(%rsp), %xmm9, %xmm8
	vpminsd	%xmm14, %xmm14, %xmm11
	vpminsd	%xmm11, %xmm8, %xmm4
	vpminsd	%xmm13, %xmm7, %xmm4
	vpminsd	%xmm5, %xmm8, %xmm2
	vpminsw	2147483647(%rcx), %ymm10, %ymm1
	vpminsw	2147483647(%rsi,%rax,2), %ymm15, %ymm1
	vpminsw	%gs:-129, %ymm11, %ymm12
	vpminsw	2147483647(%r8), %ymm8, %ymm13
	vpminsw	%ymm5, %ymm14, %ymm8
	vpminsw	%ymm8, %ymm12, %ymm4
	vpminsw	%ymm7, %ymm11, %ymm1
	vpminsw	%ymm11, %ymm1, %ymm11
	vpminsw	%gs:1(%r14,%rbx,4), %xmm4, %xmm11
	vpminsw	128(%r10), %xmm1, %xmm14
	vpminsw	%fs:-2147483648(%r13), %xmm1, %xmm12
	vpminsw	%fs:1, %xmm7, %xmm10
	vpminsw	%xmm15, %xmm11, %xmm4
	vpminsw	%xmm13, %xmm7, %xmm12
	vpminsw	%xmm15, %xmm11, %xmm10
	vpminsw	%xmm10, %xmm3, %xmm11
	vpminub	2147483647(%r11), %ymm8, %ymm6
	vpminub	2147483647(%r10), %ymm10, %ymm10
	vpminub	%fs:1(%r11), %ymm6, %ymm12
	vpminub	2147483647(%r12), %ymm11, %ymm12
	vpminub	%ymm10, %ymm9, %ymm0
	vpminub	%ymm1, %ymm2, %ymm10
	vpminub	%ymm13, %ymm14, %ymm12
	vpminub	%ymm10, %ymm9, %ymm2
	vpminub	-129(%r13,%r11,4), %xmm14, %xmm2
	vpminub	%fs:128(%rbx), %xmm6, %xmm9
	vpminub	-1(%rcx,%r9,8), %xmm10, %xmm11
	vpminub	-129(%rsp,%r13,2), %xmm2, %xmm1
	vpminub	%xmm4, %xmm0, %xmm1
	vpminub	%xmm2, %xmm7, %xmm13
	vpminub	%xmm1, %xmm5, %xmm0
	vpminub	%xmm13, %xmm3, %xmm2
	vpminud	%fs:2147483647(%r13), %ymm5, %ymm14
	vpminud	128(%rdx,%rdi,4), %ymm6, %ymm11
	vpminud	%fs:-2147483648, %ymm11, %ymm6
	vpminud	%gs:-1(%rbp), %ymm3, %ymm12
	vpminud	%ymm8, %ymm2, %ymm13
	vpminud	%ymm0, %ymm3, %ymm1
	vpminud	%ymm0, %ymm7, %ymm10
	vpminud	%ymm15, %ymm4, %ymm7
	vpminud	1(%r15), %xmm0, %xmm12
	vpminud	-2147483648(%rcx,%rdx,4), %xmm9, %xmm10
	vpminud	2147483647(%rsp,%rcx), %xmm4, %xmm15
	vpminud	%gs:128(%rdx,%rdi,8), %xmm5, %xmm4
	vpminud	%xmm13, %xmm11, %xmm6
	vpminud	%xmm8, %xmm12, %xmm8
	vpminud	%xmm4, %xmm7, %xmm9
	vpminud	%xmm3, %xmm10, %xmm6
	vpminuw	(%r14), %ymm1, %ymm8
	vpminuw	-1(%r10), %ymm14, %ymm9
	vpminuw	%gs:127(%r9), %ymm7, %ymm5
	vpminuw	1(%rbp,%rdi,8), %ymm13, %ymm2
	vpminuw	%ymm14, %ymm6, %ymm8
	vpminuw	%ymm7, %ymm15, %ymm11
	vpminuw	%ymm13, %ymm1, %ymm4
	vpminuw	%ymm8, %ymm12, %ymm0
	vpminuw	-129(%r15,%r9), %xmm15, %xmm11
	vpminuw	-128(%rbp,%rcx,4), %xmm12, %xmm0
	vpminuw	-128, %xmm12, %xmm2
	vpminuw	-1(%rsi), %xmm10, %xmm11
	vpminuw	%xmm11, %xmm6, %xmm8
	vpminuw	%xmm4, %xmm10, %xmm1
	vpminuw	%xmm13, %xmm13, %xmm2
	vpminuw	%xmm2, %xmm1, %xmm5
	vpmovmskb	%ymm2, %ecx
	vpmovmskb	%ymm14, %ebx
	vpmovmskb	%ymm5, %r8d
	vpmovmskb	%ymm12, %esp
	vpmovmskb	%xmm8, %r10d
	vpmovmskb	%xmm0, %ebx
	vpmovmskb	%xmm1, %r13d
	vpmovmskb	%xmm13, %esp
	vpmovsxbd	%gs:1(,%r15,8), %ymm10
	vpmovsxbd	2147483647(,%r10,8), %ymm9
	vpmovsxbd	1(%rdi,%r10,4), %ymm2
	vpmovsxbd	127(%rbx), %ymm9
	vpmovsxbd	%xmm9, %ymm2
	vpmovsxbd	%xmm9, %ymm1
	vpmovsxbd	%xmm7, %ymm8
	vpmovsxbd	%xmm5, %ymm14
	vpmovsxbd	(%rip), %xmm2
	vpmovsxbd	(%rip), %xmm8
	vpmovsxbd	127(%r9,%r9,2), %xmm8
	vpmovsxbd	128(%r14,%r11), %xmm3
	vpmovsxbd	%xmm7, %xmm13
	vpmovsxbd	%xmm9, %xmm6
	vpmovsxbd	%xmm9, %xmm11
	vpmovsxbd	%xmm0, %xmm12
	vpmovsxbq	%fs:-2147483648(%r13), %ymm6
	vpmovsxbq	-128(%r13,%rbx,2), %ymm14
	vpmovsxbq	-1(%rcx,%rax,2), %ymm4
	vpmovsxbq	-2147483648(%rdi), %ymm1
	vpmovsxbq	%xmm9, %ymm14
	vpmovsxbq	%xmm10, %ymm10
	vpmovsxbq	%xmm13, %ymm15
	vpmovsxbq	%xmm2, %ymm5
	vpmovsxbq	-1(%r13,%rdi,4), %xmm5
	vpmovsxbq	-129(%rdi,%rsi,8), %xmm0
	vpmovsxbq	127(%rbp,%rdx,2), %xmm4
	vpmovsxbq	-1(%rcx,%r12,8), %xmm10
	vpmovsxbq	%xmm12, %xmm6
	vpmovsxbq	%xmm12, %xmm11
	vpmovsxbq	%xmm15, %xmm3
	vpmovsxbq	%xmm6, %xmm12
	vpmovsxbw	-2147483648(%r13,%rdx,8), %ymm0
	vpmovsxbw	1(,%r11), %ymm13
	vpmovsxbw	%gs:1(%rcx), %ymm3
	vpmovsxbw	127(%r14), %ymm13
	vpmovsxbw	%xmm8, %ymm8
	vpmovsxbw	%xmm6, %ymm6
	vpmovsxbw	%xmm0, %ymm10
	vpmovsxbw	%xmm6, %ymm5
	vpmovsxbw	-128(%r11,%rbx,4), %xmm7
	vpmovsxbw	-1(%rcx), %xmm13
	vpmovsxbw	%gs:1(%r13,%rsi,2), %xmm7
	vpmovsxbw	-1(%rcx), %xmm12
	vpmovsxbw	%xmm2, %xmm3
	vpmovsxbw	%xmm5, %xmm15
	vpmovsxbw	%xmm3, %xmm5
	vpmovsxbw	%xmm5, %xmm3
	vpmovsxdq	%gs:-1(%rip), %ymm5
	vpmovsxdq	-128(,%r15,4), %ymm10
	vpmovsxdq	1(%r9), %ymm8
	vpmovsxdq	127(%rax), %ymm2
	vpmovsxdq	%xmm11, %ymm0
	vpmovsxdq	%xmm5, %ymm14
	vpmovsxdq	%xmm12, %ymm0
	vpmovsxdq	%xmm0, %ymm9
	vpmovsxdq	-129(%r11,%rbx,8), %xmm2
	vpmovsxdq	1(%r9), %xmm10
	vpmovsxdq	%fs:-129(,%r8,4), %xmm15
	vpmovsxdq	2147483647(%rdi,%r13,2), %xmm4
	vpmovsxdq	%xmm14, %xmm7
	vpmovsxdq	%xmm9, %xmm1
	vpmovsxdq	%xmm13, %xmm12
	vpmovsxdq	%xmm6, %xmm11
	vpmovsxwd	-129(%r13), %ymm10
	vpmovsxwd	-2147483648(%r10), %ymm9
	vpmovsxwd	-128(%rbp,%r14,8), %ymm2
	vpmovsxwd	%gs:-129, %ymm9
	vpmovsxwd	%xmm9, %ymm15
	vpmovsxwd	%xmm10, %ymm12
	vpmovsxwd	%xmm0, %ymm3
	vpmovsxwd	%xmm13, %ymm5
	vpmovsxwd	127(,%r9), %xmm13
	vpmovsxwd	%fs:-128(%rax), %xmm5
	vpmovsxwd	-129(%rsi), %xmm12
	vpmovsxwd	%gs:-129(%rsp,%rbx), %xmm10
	vpmovsxwd	%xmm7, %xmm4
	vpmovsxwd	%xmm3, %xmm7
	vpmovsxwd	%xmm12, %xmm7
	vpmovsxwd	%xmm3, %xmm2
	vpmovsxwq	%fs:2147483647(%rdi,%r11,4), %ymm2
	vpmovsxwq	0, %ymm1
	vpmovsxwq	-2147483648(%rbp), %ymm4
	vpmovsxwq	127(%rsp), %ymm7
	vpmovsxwq	%xmm2, %ymm3
	vpmovsxwq	%xmm15, %ymm2
	vpmovsxwq	%xmm1, %ymm7
	vpmovsxwq	%xmm11, %ymm2
	vpmovsxwq	(%r10), %xmm1
	vpmovsxwq	2147483647(%rip), %xmm2
	vpmovsxwq	-128(,%r8,4), %xmm8
	vpmovsxwq	-1(%rbp,%rax), %xmm5
	vpmovsxwq	%xmm12, %xmm12
	vpmovsxwq	%xmm2, %xmm4
	vpmovsxwq	%xmm0, %xmm3
	vpmovsxwq	%xmm12, %xmm7
	vpmovzxbd	127(%rip), %ymm5
	vpmovzxbd	127(,%r11), %ymm11
	vpmovzxbd	%fs:-128(%rip), %ymm9
	vpmovzxbd	-129(%r11), %ymm3
	vpmovzxbd	%xmm10, %ymm15
	vpmovzxbd	%xmm7, %ymm8
	vpmovzxbd	%xmm1, %ymm5
	vpmovzxbd	%xmm7, %ymm11
	vpmovzxbd	1(%rip), %xmm10
	vpmovzxbd	-2147483648(%rsp,%rsi), %xmm13
	vpmovzxbd	%fs:1(%rbp), %xmm11
	vpmovzxbd	2147483647(,%r14,2), %xmm12
	vpmovzxbd	%xmm7, %xmm8
	vpmovzxbd	%xmm7, %xmm0
	vpmovzxbd	%xmm3, %xmm3
	vpmovzxbd	%xmm3, %xmm1
	vpmovzxbq	127(%r11,%r10,8), %ymm10
	vpmovzxbq	-128(%rsi), %ymm13
	vpmovzxbq	127(%r12), %ymm1
	vpmovzxbq	-2147483648(%r12), %ymm4
	vpmovzxbq	%xmm14, %ymm12
	vpmovzxbq	%xmm10, %ymm0
	vpmovzxbq	%xmm11, %ymm6
	vpmovzxbq	%xmm10, %ymm0
	vpmovzxbq	%gs:-129(%rsp), %xmm13
	vpmovzxbq	-128, %xmm0
	vpmovzxbq	(%rdi,%rdx), %xmm13
	vpmovzxbq	%gs:127(%r9), %xmm4
	vpmovzxbq	%xmm9, %xmm9
	vpmovzxbq	%xmm14, %xmm2
	vpmovzxbq	%xmm0, %xmm0
	vpmovzxbq	%xmm3, %xmm0
	vpmovzxbw	2147483647(%rcx), %ymm4
	vpmovzxbw	2147483647(%r11,%rdi), %ymm4
	vpmovzxbw	-2147483648(%rdi,%r9,8), %ymm7
	vpmovzxbw	1(%r12), %ymm12
	vpmovzxbw	%xmm8, %ymm8
	vpmovzxbw	%xmm5, %ymm7
	vpmovzxbw	%xmm14, %ymm6
	vpmovzxbw	%xmm11, %ymm5
	vpmovzxbw	(%r11,%r12,2), %xmm2
	vpmovzxbw	127(%r9,%r14,4), %xmm2
	vpmovzxbw	1(%rbp), %xmm3
	vpmovzxbw	-129(,%r13), %xmm14
	vpmovzxbw	%xmm12, %xmm3
	vpmovzxbw	%xmm0, %xmm2
	vpmovzxbw	%xmm11, %xmm0
	vpmovzxbw	%xmm5, %xmm5
	vpmovzxdq	-1(%rcx), %ymm3
	vpmovzxdq	1(%r14,%r15,2), %ymm14
	vpmovzxdq	-128(%r10), %ymm2
	vpmovzxdq	%gs:-2147483648(%r9,%r9), %ymm7
	vpmovzxdq	%xmm2, %ymm12
	vpmovzxdq	%xmm12, %ymm9
	vpmovzxdq	%xmm2, %ymm7
	vpmovzxdq	%xmm12, %ymm3
	vpmovzxdq	-128(%rax), %xmm1
	vpmovzxdq	%gs:2147483647(%r14), %xmm5
	vpmovzxdq	-1, %xmm8
	vpmovzxdq	1(%rsi), %xmm15
	vpmovzxdq	%xmm5, %xmm7
	vpmovzxdq	%xmm3, %xmm10
	vpmovzxdq	%xmm9, %xmm14
	vpmovzxdq	%xmm10, %xmm3
	vpmovzxwd	(%rsp,%r14,2), %ymm4
	vpmovzxwd	-2147483648(%r15,%rbx), %ymm15
	vpmovzxwd	1(%r15,%r10,4), %ymm9
	vpmovzxwd	%fs:128(%rbp), %ymm0
	vpmovzxwd	%xmm9, %ymm4
	vpmovzxwd	%xmm6, %ymm14
	vpmovzxwd	%xmm11, %ymm1
	vpmovzxwd	%xmm11, %ymm9
	vpmovzxwd	-128(%r15,%r11,8), %xmm3
	vpmovzxwd	%fs:128(%rbp,%r9,2), %xmm7
	vpmovzxwd	-2147483648, %xmm2
	vpmovzxwd	128(%r10), %xmm14
	vpmovzxwd	%xmm7, %xmm1
	vpmovzxwd	%xmm10, %xmm7
	vpmovzxwd	%xmm0, %xmm0
	vpmovzxwd	%xmm6, %xmm10
	vpmovzxwq	1, %ymm2
	vpmovzxwq	2147483647(%r12), %ymm5
	vpmovzxwq	-1(%rdi), %ymm1
	vpmovzxwq	2147483647(%r14,%r12,4), %ymm7
	vpmovzxwq	%xmm1, %ymm5
	vpmovzxwq	%xmm6, %ymm2
	vpmovzxwq	%xmm0, %ymm14
	vpmovzxwq	%xmm4, %ymm7
	vpmovzxwq	(%rdx,%r8,4), %xmm1
	vpmovzxwq	-1(,%rdx,2), %xmm2
	vpmovzxwq	%gs:128(%r8), %xmm15
	vpmovzxwq	1(%r14,%r15,8), %xmm11
	vpmovzxwq	%xmm7, %xmm1
	vpmovzxwq	%xmm6, %xmm11
	vpmovzxwq	%xmm0, %xmm8
	vpmovzxwq	%xmm14, %xmm12
	vpmuldq	%fs:2147483647(%rdi), %ymm8, %ymm12
	vpmuldq	-2147483648(%rbp), %ymm8, %ymm12
	vpmuldq	-128(%r12), %ymm0, %ymm11
	vpmuldq	-129(%r14), %ymm3, %ymm4
	vpmuldq	%ymm5, %ymm11, %ymm10
	vpmuldq	%ymm2, %ymm6, %ymm2
	vpmuldq	%ymm3, %ymm15, %ymm14
	vpmuldq	%ymm10, %ymm15, %ymm1
	vpmuldq	-128(%rdx,%r11), %xmm1, %xmm13
	vpmuldq	%gs:(%r13), %xmm5, %xmm7
	vpmuldq	-1(%rbx), %xmm9, %xmm11
	vpmuldq	-1(%r15), %xmm12, %xmm10
	vpmuldq	%xmm5, %xmm13, %xmm15
	vpmuldq	%xmm6, %xmm9, %xmm1
	vpmuldq	%xmm10, %xmm2, %xmm9
	vpmuldq	%xmm2, %xmm7, %xmm0
	vpmulhrsw	1(%rax,%rdi), %ymm2, %ymm13
	vpmulhrsw	128(%r11), %ymm13, %ymm9
	vpmulhrsw	%gs:128(%rcx,%rcx), %ymm2, %ymm6
	vpmulhrsw	1(%r11), %ymm6, %ymm10
	vpmulhrsw	%ymm4, %ymm5, %ymm7
	vpmulhrsw	%ymm10, %ymm11, %ymm9
	vpmulhrsw	%ymm2, %ymm3, %ymm8
	vpmulhrsw	%ymm3, %ymm14, %ymm6
	vpmulhrsw	%fs:127(%rax,%r12), %xmm11, %xmm5
	vpmulhrsw	%gs:-1(,%r12,4), %xmm14, %xmm11
	vpmulhrsw	%gs:-2147483648(%r14), %xmm4, %xmm14
	vpmulhrsw	%gs:-129(%r14,%rax), %xmm5, %xmm7
	vpmulhrsw	%xmm7, %xmm2, %xmm8
	vpmulhrsw	%xmm9, %xmm9, %xmm10
	vpmulhrsw	%xmm9, %xmm12, %xmm10
	vpmulhrsw	%xmm0, %xmm4, %xmm13
	vpmulhuw	(,%r12,4), %ymm9, %ymm5
	vpmulhuw	(%rsi,%rbx,4), %ymm6, %ymm10
	vpmulhuw	128(%r8,%r13,2), %ymm10, %ymm7
	vpmulhuw	(%r9,%r11), %ymm6, %ymm13
	vpmulhuw	%ymm3, %ymm2, %ymm14
	vpmulhuw	%ymm15, %ymm5, %ymm7
	vpmulhuw	%ymm13, %ymm8, %ymm8
	vpmulhuw	%ymm6, %ymm10, %ymm15
	vpmulhuw	2147483647(%rbx,%rdx,8), %xmm12, %xmm11
	vpmulhuw	-128(%rdi,%r13,4), %xmm6, %xmm5
	vpmulhuw	-2147483648(%rax,%r10,4), %xmm7, %xmm11
	vpmulhuw	1(%rbx), %xmm7, %xmm2
	vpmulhuw	%xmm4, %xmm14, %xmm2
	vpmulhuw	%xmm8, %xmm9, %xmm3
	vpmulhuw	%xmm4, %xmm0, %xmm15
	vpmulhuw	%xmm12, %xmm12, %xmm8
	vpmulhw	%gs:-2147483648(%r10), %ymm13, %ymm7
	vpmulhw	-2147483648(%r8,%r13,2), %ymm2, %ymm7
	vpmulhw	2147483647(%r13), %ymm4, %ymm15
	vpmulhw	-129, %ymm15, %ymm5
	vpmulhw	%ymm5, %ymm15, %ymm9
	vpmulhw	%ymm5, %ymm4, %ymm13
	vpmulhw	%ymm7, %ymm11, %ymm13
	vpmulhw	%ymm4, %ymm6, %ymm3
	vpmulhw	-1(%r14), %xmm3, %xmm14
	vpmulhw	2147483647(%rbx,%rcx,2), %xmm11, %xmm0
	vpmulhw	(%rbp), %xmm3, %xmm11
	vpmulhw	%gs:-1(%rip), %xmm3, %xmm11
	vpmulhw	%xmm1, %xmm9, %xmm0
	vpmulhw	%xmm10, %xmm14, %xmm2
	vpmulhw	%xmm7, %xmm4, %xmm2
	vpmulhw	%xmm10, %xmm7, %xmm1
	vpmulld	1(%rdi,%r9,4), %ymm3, %ymm13
	vpmulld	128(%rsi), %ymm12, %ymm0
	vpmulld	%fs:1(%rsp,%r10,2), %ymm9, %ymm3
	vpmulld	127(%r13), %ymm13, %ymm11
	vpmulld	%ymm2, %ymm7, %ymm12
	vpmulld	%ymm5, %ymm5, %ymm11
	vpmulld	%ymm5, %ymm13, %ymm9
	vpmulld	%ymm14, %ymm14, %ymm0
	vpmulld	%gs:128(%r10,%r13), %xmm12, %xmm4
	vpmulld	-128(%rip), %xmm1, %xmm9
	vpmulld	-2147483648(%rdx), %xmm5, %xmm12
	vpmulld	%fs:-128(%rdx,%r11,4), %xmm10, %xmm3
	vpmulld	%xmm3, %xmm3, %xmm12
	vpmulld	%xmm2, %xmm15, %xmm7
	vpmulld	%xmm6, %xmm8, %xmm1
	vpmulld	%xmm2, %xmm5, %xmm5
	vpmullw	%fs:(%rax), %ymm1, %ymm14
	vpmullw	-1(%rax), %ymm4, %ymm9
	vpmullw	%fs:1(%r10,%rbx,8), %ymm14, %ymm11
	vpmullw	127(%rsp,%r12,2), %ymm10, %ymm3
	vpmullw	%ymm9, %ymm0, %ymm15
	vpmullw	%ymm4, %ymm11, %ymm15
	vpmullw	%ymm11, %ymm9, %ymm12
	vpmullw	%ymm5, %ymm5, %ymm1
	vpmullw	%gs:-128(%r11), %xmm3, %xmm5
	vpmullw	128, %xmm7, %xmm12
	vpmullw	%fs:-128(%r13,%r15,4), %xmm14, %xmm7
	vpmullw	1(%r10,%rcx,2), %xmm12, %xmm15
	vpmullw	%xmm0, %xmm9, %xmm9
	vpmullw	%xmm5, %xmm4, %xmm14
	vpmullw	%xmm2, %xmm0, %xmm5
	vpmullw	%xmm8, %xmm3, %xmm2
	vpmuludq	-1(%rdx,%rdi,8), %ymm2, %ymm15
	vpmuludq	%gs:127(%r15), %ymm2, %ymm15
	vpmuludq	-129(%rax,%r14,8), %ymm0, %ymm13
	vpmuludq	-129(%rsp,%r10,2), %ymm2, %ymm12
	vpmuludq	%ymm7, %ymm10, %ymm1
	vpmuludq	%ymm8, %ymm3, %ymm0
	vpmuludq	%ymm10, %ymm11, %ymm13
	vpmuludq	%ymm2, %ymm14, %ymm12
	vpmuludq	2147483647(%rsi,%r13,8), %xmm3, %xmm3
	vpmuludq	127(%rdx,%rdx,4), %xmm11, %xmm2
	vpmuludq	-129(%rcx), %xmm0, %xmm9
	vpmuludq	-1(%rcx,%rax,4), %xmm13, %xmm6
	vpmuludq	%xmm11, %xmm6, %xmm9
	vpmuludq	%xmm6, %xmm7, %xmm7
	vpmuludq	%xmm4, %xmm1, %xmm8
	vpmuludq	%xmm2, %xmm10, %xmm7
	vpor	-2147483648(%rsi,%rsi,8), %ymm9, %ymm10
	vpor	%gs:2147483647(%rdi,%r8,4), %ymm10, %ymm3
	vpor	-129(%r8), %ymm4, %ymm12
	vpor	%fs:-129(%r8), %ymm8, %ymm12
	vpor	%ymm10, %ymm3, %ymm13
	vpor	%ymm3, %ymm15, %ymm5
	vpor	%ymm0, %ymm13, %ymm14
	vpor	%ymm10, %ymm14, %ymm10
	vpor	-128(%r15), %xmm14, %xmm9
	vpor	128, %xmm4, %xmm6
	vpor	-1(%rsp,%rbp,2), %xmm15, %xmm11
	vpor	-128(%rdx,%r9,4), %xmm0, %xmm9
	vpor	%xmm1, %xmm1, %xmm7
	vpor	%xmm12, %xmm7, %xmm8
	vpor	%xmm4, %xmm12, %xmm2
	vpor	%xmm14, %xmm2, %xmm12
	vpperm	%xmm8, %fs:128(%r13), %xmm6, %xmm6
	vpperm	%xmm0, 127(%rsp,%rbx,2), %xmm12, %xmm7
	vpperm	%xmm13, 128(%r13), %xmm15, %xmm15
	vpperm	%xmm10, 128(%rcx,%rcx,2), %xmm5, %xmm11
	vpperm	(%r14), %xmm5, %xmm11, %xmm11
	vpperm	2147483647(%r12,%r11,2), %xmm11, %xmm8, %xmm3
	vpperm	1, %xmm15, %xmm6, %xmm5
	vpperm	127(%rbp), %xmm11, %xmm0, %xmm2
	vpperm	%xmm5, %xmm7, %xmm15, %xmm15
	vpperm	%xmm9, %xmm12, %xmm4, %xmm2
	vpperm	%xmm2, %xmm3, %xmm6, %xmm10
	vpperm	%xmm14, %xmm8, %xmm11, %xmm13
	vprotb	$169, -2147483648(%r8), %xmm14
	vprotb	$208, %fs:2147483647(%rcx,%rax,8), %xmm3
	vprotb	$141, (%r10,%rax), %xmm3
	vprotb	$189, 2147483647(%rdx), %xmm14
	vprotb	%xmm8, 1(%r12,%r13,2), %xmm13
	vprotb	%xmm3, %fs:2147483647(%r12,%rsi,2), %xmm0
	vprotb	%xmm0, 1(%rsp), %xmm13
	vprotb	%xmm0, %fs:128(%rax), %xmm14
	vprotb	$152, %xmm2, %xmm7
	vprotb	$128, %xmm8, %xmm15
	vprotb	$66, %xmm10, %xmm8
	vprotb	$213, %xmm9, %xmm0
	vprotb	127(%rsi,%rax,4), %xmm2, %xmm12
	vprotb	(,%r9,2), %xmm0, %xmm14
	vprotb	(%rbx), %xmm7, %xmm8
	vprotb	2147483647(%r15,%r10,8), %xmm4, %xmm8
	vprotb	%xmm12, %xmm3, %xmm6
	vprotb	%xmm1, %xmm13, %xmm6
	vprotb	%xmm0, %xmm4, %xmm2
	vprotb	%xmm13, %xmm10, %xmm3
	vprotd	$237, %fs:-128(%r10), %xmm4
	vprotd	$164, -1(,%r12,2), %xmm8
	vprotd	$128, %gs:127(%rbx), %xmm2
	vprotd	$255, 127(%r11,%r11,2), %xmm7
	vprotd	%xmm3, -128(%r13,%rdx,4), %xmm5
	vprotd	%xmm9, 128(%r8), %xmm2
	vprotd	%xmm15, 1(%r11), %xmm0
	vprotd	%xmm13, -128(,%r12,4), %xmm0
	vprotd	$255, %xmm14, %xmm6
	vprotd	$228, %xmm8, %xmm10
	vprotd	$255, %xmm4, %xmm0
	vprotd	$17, %xmm0, %xmm12
	vprotd	%fs:-129, %xmm15, %xmm10
	vprotd	-2147483648(%rsp), %xmm3, %xmm0
	vprotd	-129(%r11), %xmm9, %xmm6
	vprotd	%fs:-128, %xmm14, %xmm10
	vprotd	%xmm2, %xmm2, %xmm15
	vprotd	%xmm2, %xmm12, %xmm6
	vprotd	%xmm2, %xmm12, %xmm15
	vprotd	%xmm15, %xmm5, %xmm2
	vprotq	$0, 2147483647(%rsi,%r8,2), %xmm11
	vprotq	$0, -129(%rax,%r13,2), %xmm13
	vprotq	$223, %gs:-129(%rsi), %xmm8
	vprotq	$255, -129(%r12,%rbx,4), %xmm15
	vprotq	%xmm1, 2147483647(%r15), %xmm12
	vprotq	%xmm5, 127(%r12,%rbp,8), %xmm9
	vprotq	%xmm15, -128(%rsi,%rbx,4), %xmm2
	vprotq	%xmm3, 1(%r15,%r14,2), %xmm5
	vprotq	$2, %xmm2, %xmm3
	vprotq	$187, %xmm15, %xmm15
	vprotq	$146, %xmm10, %xmm15
	vprotq	$94, %xmm7, %xmm14
	vprotq	(%r13), %xmm3, %xmm13
	vprotq	(%r8), %xmm13, %xmm4
	vprotq	-2147483648(%rbp,%rdx,8), %xmm4, %xmm12
	vprotq	%fs:1(%rsp,%r15,2), %xmm5, %xmm14
	vprotq	%xmm3, %xmm4, %xmm0
	vprotq	%xmm1, %xmm2, %xmm7
	vprotq	%xmm0, %xmm11, %xmm1
	vprotq	%xmm11, %xmm3, %xmm0
	vprotw	$81, %fs:(,%rcx), %xmm13
	vprotw	$255, 128(%rsi), %xmm8
	vprotw	$255, 1(%r12,%r13), %xmm14
	vprotw	$178, 1(%r10), %xmm13
	vprotw	%xmm0, 127(,%r14,4), %xmm8
	vprotw	%xmm11, 128(,%r9,8), %xmm8
	vprotw	%xmm6, %fs:127(,%rcx,4), %xmm5
	vprotw	%xmm5, 128(,%rdi,2), %xmm3
	vprotw	$254, %xmm5, %xmm9
	vprotw	$65, %xmm12, %xmm10
	vprotw	$255, %xmm13, %xmm13
	vprotw	$190, %xmm6, %xmm7
	vprotw	(%rax,%rbp), %xmm14, %xmm13
	vprotw	%fs:(%rdx,%r12,2), %xmm12, %xmm2
	vprotw	(%rsp), %xmm11, %xmm6
	vprotw	(%rsi), %xmm1, %xmm2
	vprotw	%xmm14, %xmm0, %xmm11
	vprotw	%xmm13, %xmm3, %xmm15
	vprotw	%xmm3, %xmm6, %xmm0
	vprotw	%xmm11, %xmm0, %xmm15
	vpsadbw	-129(%r15,%r15,8), %ymm12, %ymm15
	vpsadbw	127(%rdx,%r9,8), %ymm13, %ymm0
	vpsadbw	-129(%rdx), %ymm10, %ymm1
	vpsadbw	%fs:-2147483648(%rip), %ymm13, %ymm2
	vpsadbw	%ymm11, %ymm3, %ymm11
	vpsadbw	%ymm11, %ymm8, %ymm15
	vpsadbw	%ymm7, %ymm10, %ymm4
	vpsadbw	%ymm10, %ymm12, %ymm14
	vpsadbw	-1(%rdx), %xmm10, %xmm7
	vpsadbw	%gs:(%rsp,%rsi,4), %xmm7, %xmm8
	vpsadbw	%fs:-129(%r15), %xmm2, %xmm6
	vpsadbw	-128(%rbp,%rdi,2), %xmm7, %xmm1
	vpsadbw	%xmm4, %xmm7, %xmm14
	vpsadbw	%xmm14, %xmm0, %xmm3
	vpsadbw	%xmm13, %xmm15, %xmm10
	vpsadbw	%xmm8, %xmm2, %xmm2
	vpshab	%xmm15, -1(%rdi,%r10,2), %xmm4
	vpshab	%xmm2, 128(%r12,%rsi,8), %xmm7
	vpshab	%xmm0, -128(%rax), %xmm7
	vpshab	%xmm15, %fs:-2147483648(%rbx), %xmm15
	vpshab	-128(%r13,%r10,8), %xmm10, %xmm7
	vpshab	127(%r13), %xmm1, %xmm6
	vpshab	-1(%rsp), %xmm14, %xmm11
	vpshab	-2147483648(%r11,%rbx,2), %xmm5, %xmm9
	vpshab	%xmm13, %xmm10, %xmm0
	vpshab	%xmm1, %xmm2, %xmm4
	vpshab	%xmm13, %xmm4, %xmm9
	vpshab	%xmm5, %xmm1, %xmm10
	vpshad	%xmm8, %fs:-2147483648(%rsp), %xmm2
	vpshad	%xmm15, 127(%r14), %xmm6
	vpshad	%xmm1, 127(%r8), %xmm9
	vpshad	%xmm8, %fs:1(%rsi,%r15), %xmm7
	vpshad	%gs:128(%rsi,%rsi,4), %xmm6, %xmm15
	vpshad	%gs:128(%r10,%rdi,8), %xmm2, %xmm5
	vpshad	1(%r14,%r8,8), %xmm4, %xmm2
	vpshad	1(%rcx,%rsi), %xmm10, %xmm13
	vpshad	%xmm13, %xmm7, %xmm11
	vpshad	%xmm6, %xmm15, %xmm13
	vpshad	%xmm1, %xmm1, %xmm14
	vpshad	%xmm0, %xmm5, %xmm5
	vpshaq	%xmm7, %fs:128(%r11,%rax), %xmm8
	vpshaq	%xmm0, 127(%r12,%r11,8), %xmm10
	vpshaq	%xmm13, -2147483648(%rip), %xmm9
	vpshaq	%xmm6, %gs:-128(%rip), %xmm0
	vpshaq	-129(%rdx,%r8,2), %xmm15, %xmm9
	vpshaq	%fs:-1, %xmm11, %xmm14
	vpshaq	%gs:-1(%r8,%r12,8), %xmm0, %xmm9
	vpshaq	-129(%r14), %xmm15, %xmm7
	vpshaq	%xmm12, %xmm9, %xmm1
	vpshaq	%xmm9, %xmm0, %xmm7
	vpshaq	%xmm11, %xmm8, %xmm12
	vpshaq	%xmm13, %xmm1, %xmm15
	vpshaw	%xmm11, %fs:-128(%r12), %xmm9
	vpshaw	%xmm5, %gs:-2147483648(%r8), %xmm9
	vpshaw	%xmm2, -2147483648(%rax,%r14,2), %xmm5
	vpshaw	%xmm4, %fs:-2147483648(%rip), %xmm9
	vpshaw	2147483647(%rsi,%rdx,4), %xmm1, %xmm0
	vpshaw	128(%r13,%r9), %xmm4, %xmm4
	vpshaw	2147483647(%r11,%rdi,2), %xmm2, %xmm11
	vpshaw	-129(%r13,%r13), %xmm4, %xmm10
	vpshaw	%xmm11, %xmm4, %xmm2
	vpshaw	%xmm1, %xmm14, %xmm8
	vpshaw	%xmm9, %xmm2, %xmm2
	vpshaw	%xmm8, %xmm5, %xmm8
	vpshlb	%xmm12, 128(%rbp,%r13,4), %xmm0
	vpshlb	%xmm10, 127(%rbx), %xmm11
	vpshlb	%xmm11, %fs:127(%r9), %xmm13
	vpshlb	%xmm2, %fs:127(%rcx,%r10,4), %xmm15
	vpshlb	-129(%rsi), %xmm13, %xmm10
	vpshlb	-128(%rbp,%r9), %xmm8, %xmm2
	vpshlb	2147483647(%rbp,%rdx,8), %xmm4, %xmm14
	vpshlb	127(%r14,%rbx), %xmm8, %xmm3
	vpshlb	%xmm5, %xmm7, %xmm6
	vpshlb	%xmm7, %xmm2, %xmm13
	vpshlb	%xmm13, %xmm7, %xmm1
	vpshlb	%xmm15, %xmm8, %xmm6
	vpshld	%xmm14, (%rdx), %xmm7
	vpshld	%xmm6, 127, %xmm7
	vpshld	%xmm15, 128, %xmm2
	vpshld	%xmm6, (%r13,%rdi), %xmm11
	vpshld	1(%rip), %xmm1, %xmm12
	vpshld	%fs:2147483647(%r8), %xmm15, %xmm14
	vpshld	%fs:2147483647(%rip), %xmm7, %xmm5
	vpshld	1(%r14,%r15,2), %xmm1, %xmm10
	vpshld	%xmm15, %xmm1, %xmm4
	vpshld	%xmm2, %xmm9, %xmm11
	vpshld	%xmm5, %xmm13, %xmm15
	vpshld	%xmm10, %xmm12, %xmm15
	vpshlq	%xmm13, (%r13,%rbp,2), %xmm12
	vpshlq	%xmm6, -2147483648(%rdx,%rdx,4), %xmm13
	vpshlq	%xmm14, -128(%r10,%rdi,8), %xmm5
	vpshlq	%xmm5, (%rcx), %xmm10
	vpshlq	%gs:1(%rip), %xmm9, %xmm9
	vpshlq	2147483647(%r12,%rdi), %xmm6, %xmm14
	vpshlq	-128, %xmm12, %xmm8
	vpshlq	128(%rdi), %xmm2, %xmm6
	vpshlq	%xmm1, %xmm11, %xmm15
	vpshlq	%xmm12, %xmm6, %xmm13
	vpshlq	%xmm1, %xmm7, %xmm8
	vpshlq	%xmm10, %xmm11, %xmm9
	vpshlw	%xmm15, -129(%r13,%r11,8), %xmm11
	vpshlw	%xmm3, -1(%rbp), %xmm13
	vpshlw	%xmm1, 128(%rax,%rbx,4), %xmm7
	vpshlw	%xmm10, %fs:1(%r11,%r15,2), %xmm4
	vpshlw	-128(%r9,%rdi,4), %xmm9, %xmm14
	vpshlw	-128(%rdx,%r15,4), %xmm15, %xmm2
	vpshlw	1(%rdx), %xmm11, %xmm12
	vpshlw	-129(%r15,%r8,4), %xmm3, %xmm8
	vpshlw	%xmm0, %xmm0, %xmm10
	vpshlw	%xmm9, %xmm14, %xmm1
	vpshlw	%xmm14, %xmm13, %xmm1
	vpshlw	%xmm10, %xmm14, %xmm3
	vpshufb	(,%rcx,8), %ymm15, %ymm11
	vpshufb	-1(%rbx,%rax,4), %ymm7, %ymm13
	vpshufb	127(,%r13,4), %ymm0, %ymm7
	vpshufb	2147483647(%rsi), %ymm13, %ymm6
	vpshufb	%ymm4, %ymm6, %ymm12
	vpshufb	%ymm0, %ymm11, %ymm5
	vpshufb	%ymm11, %ymm14, %ymm10
	vpshufb	%ymm7, %ymm10, %ymm6
	vpshufb	-128(%r15,%rbp,8), %xmm13, %xmm13
	vpshufb	2147483647(%r12,%rbx,8), %xmm12, %xmm1
	vpshufb	-2147483648, %xmm7, %xmm14
	vpshufb	%gs:(%r8,%rsi), %xmm15, %xmm13
	vpshufb	%xmm3, %xmm5, %xmm10
	vpshufb	%xmm6, %xmm5, %xmm6
	vpshufb	%xmm1, %xmm15, %xmm8
	vpshufb	%xmm15, %xmm5, %xmm14
	vpshufd	$255, -128(%r13,%r9,4), %ymm2
	vpshufd	$128, 128(%r10), %ymm3
	vpshufd	$106, 2147483647(%r11), %ymm1
	vpshufd	$134, 128(%rax), %ymm4
	vpshufd	$234, %ymm0, %ymm14
	vpshufd	$105, %ymm3, %ymm8
	vpshufd	$128, %ymm0, %ymm1
	vpshufd	$167, %ymm10, %ymm8
	vpshufd	$32, %gs:-129(%rsi), %xmm8
	vpshufd	$0, 128(%rdi), %xmm0
	vpshufd	$217, -128(%rdi,%r8), %xmm10
	vpshufd	$255, 127(%r8,%rbx,8), %xmm15
	vpshufd	$111, %xmm0, %xmm10
	vpshufd	$255, %xmm9, %xmm13
	vpshufd	$217, %xmm15, %xmm9
	vpshufd	$128, %xmm4, %xmm14
	vpshufhw	$255, 127, %ymm5
	vpshufhw	$255, (%r13,%r14), %ymm1
	vpshufhw	$128, -1, %ymm4
	vpshufhw	$255, -129(,%rdi,4), %ymm0
	vpshufhw	$142, %ymm12, %ymm3
	vpshufhw	$255, %ymm6, %ymm5
	vpshufhw	$84, %ymm6, %ymm1
	vpshufhw	$128, %ymm11, %ymm14
	vpshufhw	$0, -1(%r9), %xmm15
	vpshufhw	$255, -128(%r14,%rax,4), %xmm10
	vpshufhw	$128, -128(%rdi,%rbx,2), %xmm12
	vpshufhw	$19, (%r9), %xmm10
	vpshufhw	$177, %xmm6, %xmm7
	vpshufhw	$178, %xmm8, %xmm6
	vpshufhw	$128, %xmm3, %xmm4
	vpshufhw	$168, %xmm5, %xmm3
	vpshuflw	$0, -2147483648(%r14), %ymm0
	vpshuflw	$0, (,%r15), %ymm7
	vpshuflw	$218, -2147483648(,%r11,4), %ymm7
	vpshuflw	$128, %gs:(%rbx,%r15,8), %ymm10
	vpshuflw	$255, %ymm8, %ymm13
	vpshuflw	$196, %ymm12, %ymm3
	vpshuflw	$255, %ymm7, %ymm6
	vpshuflw	$43, %ymm13, %ymm3
	vpshuflw	$31, -1(%r13), %xmm11
	vpshuflw	$255, 127(%r13), %xmm7
	vpshuflw	$128, %fs:-1(%r8,%rax,4), %xmm8
	vpshuflw	$128, -129(%rbx,%r8,4), %xmm14
	vpshuflw	$1, %xmm12, %xmm7
	vpshuflw	$146, %xmm8, %xmm8
	vpshuflw	$201, %xmm10, %xmm5
	vpshuflw	$128, %xmm10, %xmm15
	vpsignb	%fs:-129(%rsp,%r15,2), %ymm1, %ymm1
	vpsignb	128, %ymm1, %ymm6
	vpsignb	-1(%r14,%r8,8), %ymm7, %ymm1
	vpsignb	%fs:-129(%rdi,%r10,4), %ymm3, %ymm11
	vpsignb	%ymm0, %ymm7, %ymm11
	vpsignb	%ymm6, %ymm10, %ymm7
	vpsignb	%ymm9, %ymm5, %ymm10
	vpsignb	%ymm12, %ymm0, %ymm10
	vpsignb	128(,%rcx), %xmm4, %xmm3
	vpsignb	-1(%rbp), %xmm1, %xmm4
	vpsignb	127(%rcx,%rax,4), %xmm14, %xmm0
	vpsignb	2147483647(%rax), %xmm6, %xmm9
	vpsignb	%xmm9, %xmm1, %xmm8
	vpsignb	%xmm7, %xmm3, %xmm13
	vpsignb	%xmm8, %xmm6, %xmm3
	vpsignb	%xmm9, %xmm12, %xmm12
	vpsignd	-128(%rsp), %ymm8, %ymm10
	vpsignd	%fs:1(%rsi,%rcx,2), %ymm9, %ymm13
	vpsignd	128(%rbp,%rdx), %ymm1, %ymm10
	vpsignd	-128(%r14,%rax,4), %ymm11, %ymm15
	vpsignd	%ymm7, %ymm0, %ymm4
	vpsignd	%ymm6, %ymm8, %ymm4
	vpsignd	%ymm9, %ymm0, %ymm8
	vpsignd	%ymm7, %ymm1, %ymm0
	vpsignd	-1(%rsi,%rbp,2), %xmm4, %xmm6
	vpsignd	(%r13), %xmm8, %xmm4
	vpsignd	1(%rsi), %xmm0, %xmm2
	vpsignd	-1(%r10), %xmm0, %xmm13
	vpsignd	%xmm14, %xmm13, %xmm3
	vpsignd	%xmm10, %xmm13, %xmm14
	vpsignd	%xmm12, %xmm12, %xmm2
	vpsignd	%xmm5, %xmm5, %xmm9
	vpsignw	%gs:1(%rbp,%r10,4), %ymm12, %ymm3
	vpsignw	-128(%r12,%rbx,8), %ymm6, %ymm9
	vpsignw	%fs:-1(%r10), %ymm5, %ymm2
	vpsignw	-128(%rax,%r13,2), %ymm13, %ymm14
	vpsignw	%ymm1, %ymm7, %ymm4
	vpsignw	%ymm9, %ymm8, %ymm3
	vpsignw	%ymm4, %ymm7, %ymm4
	vpsignw	%ymm4, %ymm4, %ymm15
	vpsignw	128(%r8), %xmm0, %xmm11
	vpsignw	%fs:-2147483648, %xmm0, %xmm9
	vpsignw	%fs:-128(%rdi), %xmm1, %xmm0
	vpsignw	2147483647(%r15,%r10,4), %xmm14, %xmm9
	vpsignw	%xmm11, %xmm12, %xmm14
	vpsignw	%xmm9, %xmm3, %xmm15
	vpsignw	%xmm6, %xmm13, %xmm11
	vpsignw	%xmm9, %xmm3, %xmm9
	vpslldq	$209, %ymm9, %ymm8
	vpslldq	$128, %ymm14, %ymm7
	vpslldq	$73, %ymm3, %ymm6
	vpslldq	$255, %ymm0, %ymm0
	vpslldq	$203, %xmm9, %xmm1
	vpslldq	$1, %xmm6, %xmm5
	vpslldq	$2, %xmm15, %xmm3
	vpslldq	$221, %xmm11, %xmm8
	vpslld	$111, %ymm0, %ymm4
	vpslld	$89, %ymm14, %ymm8
	vpslld	$150, %ymm0, %ymm12
	vpslld	$139, %ymm4, %ymm6
	vpslld	128(%rax), %ymm2, %ymm3
	vpslld	2147483647(%r10,%rdi,8), %ymm4, %ymm1
	vpslld	-1(%r15,%r8), %ymm12, %ymm3
	vpslld	127(%r15,%rbp), %ymm7, %ymm8
	vpslld	%xmm1, %ymm3, %ymm10
	vpslld	%xmm2, %ymm14, %ymm1
	vpslld	%xmm4, %ymm7, %ymm10
	vpslld	%xmm4, %ymm8, %ymm14
	vpslld	$0, %xmm7, %xmm9
	vpslld	$75, %xmm6, %xmm8
	vpslld	$1, %xmm7, %xmm11
	vpslld	$128, %xmm4, %xmm9
	vpslld	%gs:-2147483648(%r9), %xmm2, %xmm2
	vpslld	127(%r14,%r11,8), %xmm10, %xmm9
	vpslld	2147483647(%rsp,%r15,4), %xmm4, %xmm4
	vpslld	%fs:-1(%r15), %xmm10, %xmm11
	vpslld	%xmm13, %xmm10, %xmm8
	vpslld	%xmm1, %xmm15, %xmm6
	vpslld	%xmm2, %xmm15, %xmm4
	vpslld	%xmm14, %xmm14, %xmm15
	vpsllq	$109, %ymm1, %ymm1
	vpsllq	$255, %ymm10, %ymm10
	vpsllq	$255, %ymm10, %ymm14
	vpsllq	$128, %ymm14, %ymm2
	vpsllq	%fs:(%rcx,%rax,8), %ymm12, %ymm5
	vpsllq	-2147483648(%rbx), %ymm11, %ymm10
	vpsllq	-2147483648(%r10,%r12,4), %ymm6, %ymm3
	vpsllq	%fs:2147483647(%rsp,%rdi), %ymm0, %ymm14
	vpsllq	%xmm14, %ymm10, %ymm9
	vpsllq	%xmm13, %ymm5, %ymm12
	vpsllq	%xmm1, %ymm0, %ymm1
	vpsllq	%xmm0, %ymm15, %ymm1
	vpsllq	$181, %xmm0, %xmm2
	vpsllq	$0, %xmm0, %xmm14
	vpsllq	$128, %xmm8, %xmm3
	vpsllq	$195, %xmm2, %xmm3
	vpsllq	-2147483648(%rcx), %xmm12, %xmm0
	vpsllq	127, %xmm11, %xmm15
	vpsllq	128(%r11), %xmm5, %xmm0
	vpsllq	2147483647(%rcx), %xmm5, %xmm11
	vpsllq	%xmm10, %xmm14, %xmm1
	vpsllq	%xmm4, %xmm4, %xmm13
	vpsllq	%xmm14, %xmm15, %xmm2
	vpsllq	%xmm3, %xmm11, %xmm13
	vpsllvd	(%rdi,%r15), %ymm6, %ymm7
	vpsllvd	-1, %ymm12, %ymm12
	vpsllvd	127(%r11), %ymm14, %ymm10
	vpsllvd	-129(%r9), %ymm4, %ymm11
	vpsllvd	%ymm3, %ymm11, %ymm6
	vpsllvd	%ymm3, %ymm4, %ymm9
	vpsllvd	%ymm14, %ymm2, %ymm10
	vpsllvd	%ymm13, %ymm15, %ymm2
	vpsllvd	%gs:127(%rdx), %xmm4, %xmm15
	vpsllvd	-128(%r14,%rax,2), %xmm10, %xmm15
	vpsllvd	1(%rax), %xmm1, %xmm5
	vpsllvd	%fs:128(%rbp), %xmm10, %xmm9
	vpsllvd	%xmm7, %xmm7, %xmm0
	vpsllvd	%xmm6, %xmm7, %xmm13
	vpsllvd	%xmm13, %xmm5, %xmm2
	vpsllvd	%xmm10, %xmm2, %xmm2
	vpsllvq	-129(%r10,%rcx,8), %ymm9, %ymm1
	vpsllvq	%gs:-2147483648(,%rdi,8), %ymm3, %ymm14
	vpsllvq	1(%r14,%r10,4), %ymm5, %ymm7
	vpsllvq	128, %ymm4, %ymm14
	vpsllvq	%ymm0, %ymm5, %ymm6
	vpsllvq	%ymm10, %ymm13, %ymm10
	vpsllvq	%ymm9, %ymm1, %ymm1
	vpsllvq	%ymm5, %ymm13, %ymm7
	vpsllvq	-128(%r14), %xmm11, %xmm12
	vpsllvq	(%r15,%r13,2), %xmm4, %xmm9
	vpsllvq	%gs:2147483647(%r12,%r15,4), %xmm15, %xmm10
	vpsllvq	0, %xmm7, %xmm0
	vpsllvq	%xmm11, %xmm9, %xmm5
	vpsllvq	%xmm12, %xmm13, %xmm0
	vpsllvq	%xmm6, %xmm12, %xmm1
	vpsllvq	%xmm12, %xmm12, %xmm15
	vpsllw	$255, %ymm14, %ymm7
	vpsllw	$124, %ymm8, %ymm14
	vpsllw	$255, %ymm1, %ymm10
	vpsllw	$0, %ymm9, %ymm6
	vpsllw	(%r8), %ymm4, %ymm14
	vpsllw	-129(%r12,%rax,2), %ymm8, %ymm10
	vpsllw	-1(%r15), %ymm10, %ymm2
	vpsllw	2147483647(%rip), %ymm10, %ymm8
	vpsllw	%xmm6, %ymm6, %ymm4
	vpsllw	%xmm9, %ymm13, %ymm8
	vpsllw	%xmm11, %ymm10, %ymm6
	vpsllw	%xmm4, %ymm15, %ymm5
	vpsllw	$19, %xmm0, %xmm10
	vpsllw	$255, %xmm14, %xmm12
	vpsllw	$128, %xmm10, %xmm14
	vpsllw	$255, %xmm9, %xmm0
	vpsllw	(%r9), %xmm5, %xmm15
	vpsllw	%fs:2147483647(%rdx), %xmm13, %xmm3
	vpsllw	-128(%rip), %xmm3, %xmm2
	vpsllw	%fs:128(,%rdi), %xmm11, %xmm1
	vpsllw	%xmm0, %xmm14, %xmm10
	vpsllw	%xmm15, %xmm11, %xmm7
	vpsllw	%xmm1, %xmm11, %xmm0
	vpsllw	%xmm1, %xmm13, %xmm9
	vpsrad	$213, %ymm6, %ymm2
	vpsrad	$128, %ymm8, %ymm14
	vpsrad	$128, %ymm4, %ymm1
	vpsrad	$0, %ymm7, %ymm12
	vpsrad	-128(%rcx,%rbp,2), %ymm4, %ymm15
	vpsrad	127(%r11,%rax,8), %ymm0, %ymm10
	vpsrad	-128, %ymm11, %ymm4
	vpsrad	1(%r14), %ymm0, %ymm2
	vpsrad	%xmm4, %ymm7, %ymm0
	vpsrad	%xmm13, %ymm15, %ymm14
	vpsrad	%xmm10, %ymm14, %ymm5
	vpsrad	%xmm12, %ymm8, %ymm2
	vpsrad	$128, %xmm14, %xmm3
	vpsrad	$1, %xmm15, %xmm13
	vpsrad	$60, %xmm12, %xmm11
	vpsrad	$255, %xmm10, %xmm14
	vpsrad	-128(%r9), %xmm10, %xmm7
	vpsrad	%fs:-128(%rdx,%r13,4), %xmm1, %xmm0
	vpsrad	-1(,%rsi), %xmm1, %xmm15
	vpsrad	%fs:-2147483648(%rbx,%rsi,2), %xmm14, %xmm12
	vpsrad	%xmm3, %xmm7, %xmm6
	vpsrad	%xmm2, %xmm3, %xmm2
	vpsrad	%xmm5, %xmm8, %xmm10
	vpsrad	%xmm10, %xmm9, %xmm15
	vpsravd	-1(,%rbp,4), %ymm5, %ymm8
	vpsravd	%fs:128(%rcx,%rcx,2), %ymm3, %ymm6
	vpsravd	2147483647(%rcx), %ymm0, %ymm11
	vpsravd	-128(%rdi), %ymm14, %ymm5
	vpsravd	%ymm15, %ymm3, %ymm12
	vpsravd	%ymm6, %ymm12, %ymm14
	vpsravd	%ymm12, %ymm1, %ymm9
	vpsravd	%ymm13, %ymm10, %ymm9
	vpsravd	1(%rsi), %xmm0, %xmm15
	vpsravd	-129(%r11,%rdi), %xmm7, %xmm1
	vpsravd	(,%r14,8), %xmm3, %xmm15
	vpsravd	-2147483648(%r13,%rax), %xmm1, %xmm0
	vpsravd	%xmm14, %xmm2, %xmm0
	vpsravd	%xmm2, %xmm13, %xmm14
	vpsravd	%xmm0, %xmm14, %xmm12
	vpsravd	%xmm11, %xmm2, %xmm5
	vpsraw	$128, %ymm1, %ymm8
	vpsraw	$179, %ymm5, %ymm11
	vpsraw	$153, %ymm6, %ymm6
	vpsraw	$188, %ymm9, %ymm6
	vpsraw	(,%r10), %ymm6, %ymm13
	vpsraw	(,%r8,8), %ymm4, %ymm11
	vpsraw	-1(%rbx), %ymm14, %ymm5
	vpsraw	1(%r8), %ymm3, %ymm2
	vpsraw	%xmm0, %ymm8, %ymm0
	vpsraw	%xmm3, %ymm0, %ymm8
	vpsraw	%xmm13, %ymm2, %ymm2
	vpsraw	%xmm9, %ymm13, %ymm10
	vpsraw	$1, %xmm2, %xmm0
	vpsraw	$127, %xmm9, %xmm3
	vpsraw	$173, %xmm9, %xmm7
	vpsraw	$199, %xmm7, %xmm2
	vpsraw	2147483647(%rip), %xmm8, %xmm7
	vpsraw	-128(%r10,%r9,2), %xmm6, %xmm12
	vpsraw	2147483647(%rip), %xmm13, %xmm0
	vpsraw	%fs:127(%r11,%rbp,4), %xmm10, %xmm6
	vpsraw	%xmm8, %xmm2, %xmm3
	vpsraw	%xmm9, %xmm7, %xmm0
	vpsraw	%xmm11, %xmm11, %xmm5
	vpsraw	%xmm15, %xmm5, %xmm3
	vpsrldq	$128, %ymm13, %ymm10
	vpsrldq	$2, %ymm11, %ymm14
	vpsrldq	$128, %ymm7, %ymm0
	vpsrldq	$128, %ymm7, %ymm7
	vpsrldq	$255, %xmm6, %xmm7
	vpsrldq	$128, %xmm11, %xmm5
	vpsrldq	$255, %xmm13, %xmm14
	vpsrldq	$104, %xmm8, %xmm3
	vpsrld	$239, %ymm2, %ymm6
	vpsrld	$127, %ymm2, %ymm14
	vpsrld	$255, %ymm9, %ymm11
	vpsrld	$0, %ymm10, %ymm5
	vpsrld	2147483647(%rsi), %ymm1, %ymm14
	vpsrld	2147483647(%r11), %ymm1, %ymm14
	vpsrld	-2147483648(%r8,%r9,2), %ymm7, %ymm14
	vpsrld	2147483647(,%rcx,4), %ymm10, %ymm15
	vpsrld	%xmm15, %ymm9, %ymm13
	vpsrld	%xmm4, %ymm0, %ymm7
	vpsrld	%xmm0, %ymm5, %ymm4
	vpsrld	%xmm5, %ymm9, %ymm0
	vpsrld	$90, %xmm1, %xmm1
	vpsrld	$128, %xmm14, %xmm13
	vpsrld	$255, %xmm11, %xmm1
	vpsrld	$127, %xmm6, %xmm4
	vpsrld	%gs:2147483647(%r11,%rdx), %xmm5, %xmm9
	vpsrld	-2147483648(%r10), %xmm6, %xmm6
	vpsrld	-129(%r14,%r14,2), %xmm2, %xmm8
	vpsrld	128(,%r11,2), %xmm10, %xmm7
	vpsrld	%xmm13, %xmm11, %xmm6
	vpsrld	%xmm15, %xmm14, %xmm6
	vpsrld	%xmm10, %xmm8, %xmm8
	vpsrld	%xmm15, %xmm9, %xmm1
	vpsrlq	$255, %ymm2, %ymm12
	vpsrlq	$0, %ymm11, %ymm1
	vpsrlq	$149, %ymm6, %ymm5
	vpsrlq	$101, %ymm1, %ymm15
	vpsrlq	%gs:2147483647(%rsi,%r11,8), %ymm3, %ymm13
	vpsrlq	(%r15,%r12,8), %ymm2, %ymm5
	vpsrlq	%fs:-129(%rax,%r10,8), %ymm10, %ymm2
	vpsrlq	%fs:-2147483648(%r8,%rdx), %ymm4, %ymm15
	vpsrlq	%xmm10, %ymm13, %ymm1
	vpsrlq	%xmm8, %ymm14, %ymm3
	vpsrlq	%xmm7, %ymm8, %ymm1
	vpsrlq	%xmm14, %ymm15, %ymm5
	vpsrlq	$139, %xmm1, %xmm3
	vpsrlq	$255, %xmm12, %xmm15
	vpsrlq	$0, %xmm11, %xmm12
	vpsrlq	$1, %xmm15, %xmm8
	vpsrlq	-1(%rax), %xmm7, %xmm11
	vpsrlq	%gs:-1(%r14,%r10,4), %xmm6, %xmm5
	vpsrlq	127(%rsi,%rbx,8), %xmm6, %xmm4
	vpsrlq	-128, %xmm7, %xmm2
	vpsrlq	%xmm8, %xmm1, %xmm6
	vpsrlq	%xmm11, %xmm15, %xmm3
	vpsrlq	%xmm12, %xmm9, %xmm10
	vpsrlq	%xmm5, %xmm10, %xmm8
	vpsrlvd	-2147483648(%rax,%r13), %ymm10, %ymm7
	vpsrlvd	-128(%rbp), %ymm13, %ymm12
	vpsrlvd	(%rbp,%r9), %ymm14, %ymm11
	vpsrlvd	%fs:127(%rip), %ymm2, %ymm8
	vpsrlvd	%ymm13, %ymm7, %ymm11
	vpsrlvd	%ymm6, %ymm1, %ymm1
	vpsrlvd	%ymm7, %ymm4, %ymm15
	vpsrlvd	%ymm9, %ymm13, %ymm15
	vpsrlvd	-1(%rdx), %xmm15, %xmm8
	vpsrlvd	2147483647(%rdi), %xmm3, %xmm3
	vpsrlvd	%fs:128(%rsi), %xmm14, %xmm9
	vpsrlvd	%gs:-129(%rcx,%rax), %xmm2, %xmm7
	vpsrlvd	%xmm4, %xmm0, %xmm1
	vpsrlvd	%xmm14, %xmm14, %xmm9
	vpsrlvd	%xmm13, %xmm11, %xmm3
	vpsrlvd	%xmm10, %xmm4, %xmm1
	vpsrlvq	127(%rsp,%r9,2), %ymm11, %ymm6
	vpsrlvq	%fs:128(%rsi,%rbp), %ymm15, %ymm4
	vpsrlvq	%fs:-2147483648(%r12), %ymm6, %ymm15
	vpsrlvq	%fs:-128(%rsi), %ymm2, %ymm7
	vpsrlvq	%ymm0, %ymm14, %ymm4
	vpsrlvq	%ymm1, %ymm6, %ymm10
	vpsrlvq	%ymm5, %ymm1, %ymm7
	vpsrlvq	%ymm15, %ymm2, %ymm9
	vpsrlvq	-2147483648(%rbp), %xmm5, %xmm13
	vpsrlvq	%gs:-129(%rdx,%r15), %xmm6, %xmm6
	vpsrlvq	%gs:-1(%rsi,%rax,2), %xmm6, %xmm13
	vpsrlvq	1(%rip), %xmm10, %xmm0
	vpsrlvq	%xmm12, %xmm12, %xmm4
	vpsrlvq	%xmm5, %xmm4, %xmm14
	vpsrlvq	%xmm7, %xmm13, %xmm2
	vpsrlvq	%xmm13, %xmm14, %xmm12
	vpsrlw	$127, %ymm10, %ymm7
	vpsrlw	$128, %ymm7, %ymm12
	vpsrlw	$186, %ymm1, %ymm8
	vpsrlw	$164, %ymm14, %ymm14
	vpsrlw	%gs:-128(%r14), %ymm13, %ymm0
	vpsrlw	127(%rbx), %ymm4, %ymm15
	vpsrlw	128(%r14,%rdi,4), %ymm8, %ymm5
	vpsrlw	(%rip), %ymm4, %ymm4
	vpsrlw	%xmm3, %ymm5, %ymm0
	vpsrlw	%xmm2, %ymm3, %ymm3
	vpsrlw	%xmm14, %ymm7, %ymm1
	vpsrlw	%xmm12, %ymm7, %ymm5
	vpsrlw	$1, %xmm8, %xmm7
	vpsrlw	$131, %xmm7, %xmm10
	vpsrlw	$2, %xmm3, %xmm13
	vpsrlw	$220, %xmm1, %xmm9
	vpsrlw	(%r11), %xmm3, %xmm7
	vpsrlw	%fs:(%rbx), %xmm5, %xmm9
	vpsrlw	(%r12), %xmm4, %xmm4
	vpsrlw	-128(%rip), %xmm13, %xmm15
	vpsrlw	%xmm11, %xmm5, %xmm11
	vpsrlw	%xmm0, %xmm0, %xmm8
	vpsrlw	%xmm4, %xmm7, %xmm13
	vpsrlw	%xmm7, %xmm15, %xmm3
	vpsubb	-128(%r10), %ymm9, %ymm5
	vpsubb	1(%rbp), %ymm2, %ymm4
	vpsubb	128, %ymm3, %ymm7
	vpsubb	127(%r11), %ymm9, %ymm14
	vpsubb	%ymm5, %ymm4, %ymm7
	vpsubb	%ymm0, %ymm11, %ymm4
	vpsubb	%ymm6, %ymm10, %ymm13
	vpsubb	%ymm15, %ymm6, %ymm0
	vpsubb	-2147483648(%rdx,%r15,8), %xmm10, %xmm12
	vpsubb	%fs:1(%r12), %xmm6, %xmm0
	vpsubb	%fs:-128(%rbx), %xmm3, %xmm10
	vpsubb	%gs:2147483647(%r12,%r9,2), %xmm3, %xmm7
	vpsubb	%xmm11, %xmm8, %xmm15
	vpsubb	%xmm9, %xmm4, %xmm1
	vpsubb	%xmm1, %xmm4, %xmm13
	vpsubb	%xmm12, %xmm6, %xmm10
	vpsubd	-2147483648(%rbx,%rbp,8), %ymm8, %ymm13
	vpsubd	%gs:127(%r11,%rbp,8), %ymm2, %ymm13
	vpsubd	(%r10,%r9,4), %ymm5, %ymm9
	vpsubd	-1(%rcx,%r13,2), %ymm3, %ymm11
	vpsubd	%ymm2, %ymm12, %ymm0
	vpsubd	%ymm0, %ymm4, %ymm4
	vpsubd	%ymm8, %ymm1, %ymm4
	vpsubd	%ymm13, %ymm8, %ymm3
	vpsubd	-129(%rdx), %xmm7, %xmm12
	vpsubd	1(%rax), %xmm3, %xmm1
	vpsubd	2147483647(%rcx), %xmm14, %xmm13
	vpsubd	-2147483648(%r12,%rcx,4), %xmm2, %xmm11
	vpsubd	%xmm13, %xmm15, %xmm3
	vpsubd	%xmm3, %xmm3, %xmm10
	vpsubd	%xmm8, %xmm7, %xmm2
	vpsubd	%xmm0, %xmm8, %xmm10
	vpsubq	-128(%rdx,%r9,8), %ymm9, %ymm5
	vpsubq	(%r15,%rbp,2), %ymm13, %ymm9
	vpsubq	128(%rbx), %ymm9, %ymm0
	vpsubq	-129(%rsi,%rsi,8), %ymm0, %ymm10
	vpsubq	%ymm2, %ymm15, %ymm14
	vpsubq	%ymm12, %ymm5, %ymm7
	vpsubq	%ymm13, %ymm10, %ymm11
	vpsubq	%ymm1, %ymm14, %ymm9
	vpsubq	1(%rbx), %xmm2, %xmm11
	vpsubq	127(,%rbp), %xmm5, %xmm13
	vpsubq	-1(%r9,%r8,8), %xmm5, %xmm14
	vpsubq	-129(%r15), %xmm7, %xmm15
	vpsubq	%xmm10, %xmm8, %xmm3
	vpsubq	%xmm7, %xmm1, %xmm12
	vpsubq	%xmm13, %xmm15, %xmm15
	vpsubq	%xmm8, %xmm6, %xmm10
	vpsubsb	2147483647(%r11), %ymm0, %ymm11
	vpsubsb	2147483647(%rdx,%r13,8), %ymm5, %ymm9
	vpsubsb	128(%rdx), %ymm7, %ymm15
	vpsubsb	1(%r14,%rdx,2), %ymm13, %ymm3
	vpsubsb	%ymm5, %ymm10, %ymm12
	vpsubsb	%ymm7, %ymm5, %ymm1
	vpsubsb	%ymm12, %ymm5, %ymm8
	vpsubsb	%ymm8, %ymm7, %ymm5
	vpsubsb	127(%r8), %xmm11, %xmm15
	vpsubsb	128, %xmm11, %xmm0
	vpsubsb	128(%r10,%r10,4), %xmm3, %xmm14
	vpsubsb	127(%rdx), %xmm8, %xmm8
	vpsubsb	%xmm8, %xmm7, %xmm12
	vpsubsb	%xmm1, %xmm12, %xmm11
	vpsubsb	%xmm6, %xmm13, %xmm13
	vpsubsb	%xmm7, %xmm2, %xmm1
	vpsubsw	128(%rbp,%rax), %ymm5, %ymm6
	vpsubsw	-1(,%r10), %ymm6, %ymm10
	vpsubsw	128(%r9), %ymm14, %ymm15
	vpsubsw	-129(%rdx), %ymm12, %ymm15
	vpsubsw	%ymm8, %ymm14, %ymm15
	vpsubsw	%ymm4, %ymm11, %ymm12
	vpsubsw	%ymm6, %ymm6, %ymm10
	vpsubsw	%ymm4, %ymm6, %ymm2
	vpsubsw	128, %xmm8, %xmm10
	vpsubsw	2147483647(%rsi,%rax), %xmm14, %xmm13
	vpsubsw	%gs:1(%r11,%rbp), %xmm5, %xmm6
	vpsubsw	1(%rbp), %xmm9, %xmm5
	vpsubsw	%xmm6, %xmm3, %xmm13
	vpsubsw	%xmm12, %xmm13, %xmm4
	vpsubsw	%xmm15, %xmm6, %xmm12
	vpsubsw	%xmm7, %xmm7, %xmm9
	vpsubusb	-1(%r8,%rax), %ymm8, %ymm10
	vpsubusb	2147483647(%rdx,%rbx,8), %ymm1, %ymm1
	vpsubusb	-128(%r14,%rbp,8), %ymm14, %ymm1
	vpsubusb	127(%rdi), %ymm0, %ymm2
	vpsubusb	%ymm11, %ymm15, %ymm8
	vpsubusb	%ymm12, %ymm9, %ymm1
	vpsubusb	%ymm0, %ymm15, %ymm13
	vpsubusb	%ymm0, %ymm11, %ymm0
	vpsubusb	2147483647(%rsp), %xmm15, %xmm6
	vpsubusb	-128(%rdi), %xmm13, %xmm5
	vpsubusb	1(%r14), %xmm7, %xmm0
	vpsubusb	128(%r10), %xmm5, %xmm14
	vpsubusb	%xmm9, %xmm1, %xmm9
	vpsubusb	%xmm13, %xmm10, %xmm14
	vpsubusb	%xmm5, %xmm10, %xmm15
	vpsubusb	%xmm7, %xmm13, %xmm7
	vpsubusw	%fs:-128(%rsp,%rbp,2), %ymm0, %ymm13
	vpsubusw	2147483647(%r13,%rsi,2), %ymm1, %ymm6
	vpsubusw	%fs:1(%rdx,%rcx), %ymm1, %ymm11
	vpsubusw	127(%r11), %ymm5, %ymm10
	vpsubusw	%ymm11, %ymm1, %ymm4
	vpsubusw	%ymm10, %ymm1, %ymm11
	vpsubusw	%ymm14, %ymm3, %ymm1
	vpsubusw	%ymm15, %ymm1, %ymm4
	vpsubusw	-2147483648(%rax), %xmm2, %xmm5
	vpsubusw	-2147483648(%r11), %xmm0, %xmm4
	vpsubusw	1(,%r9,4), %xmm10, %xmm9
	vpsubusw	-1(%r8,%rsi,4), %xmm8, %xmm11
	vpsubusw	%xmm5, %xmm10, %xmm3
	vpsubusw	%xmm13, %xmm9, %xmm0
	vpsubusw	%xmm0, %xmm6, %xmm13
	vpsubusw	%xmm3, %xmm0, %xmm8
	vpsubw	-2147483648(%r14,%r15,4), %ymm5, %ymm14
	vpsubw	-129(%r11), %ymm7, %ymm14
	vpsubw	%fs:-128(%r11,%r9,8), %ymm10, %ymm9
	vpsubw	128(%rax), %ymm9, %ymm14
	vpsubw	%ymm2, %ymm14, %ymm6
	vpsubw	%ymm5, %ymm11, %ymm4
	vpsubw	%ymm5, %ymm10, %ymm10
	vpsubw	%ymm5, %ymm6, %ymm15
	vpsubw	%gs:-129(,%rbx,8), %xmm9, %xmm1
	vpsubw	-128(%r14,%rdx,2), %xmm10, %xmm6
	vpsubw	-2147483648(%r12,%r15,2), %xmm3, %xmm11
	vpsubw	-128(%rsi), %xmm1, %xmm1
	vpsubw	%xmm11, %xmm10, %xmm3
	vpsubw	%xmm5, %xmm0, %xmm2
	vpsubw	%xmm10, %xmm11, %xmm1
	vpsubw	%xmm11, %xmm7, %xmm5
	vptest	2147483647(%r13), %ymm9
	vptest	%fs:-128(%rsi,%rax), %ymm10
	vptest	1(%rbx), %ymm0
	vptest	(%r14), %ymm12
	vptest	%ymm4, %ymm4
	vptest	%ymm4, %ymm1
	vptest	%ymm10, %ymm7
	vptest	%ymm8, %ymm2
	vptest	%gs:127(%rsi,%r11,8), %xmm15
	vptest	-129(%r12,%r12,4), %xmm2
	vptest	-129(,%r13,8), %xmm0
	vptest	-1(%rsi), %xmm10
	vptest	%xmm5, %xmm13
	vptest	%xmm1, %xmm8
	vptest	%xmm15, %xmm14
	vptest	%xmm15, %xmm9
	vpunpckhbw	-129(%r10,%r9,8), %ymm14, %ymm2
	vpunpckhbw	2147483647(%rcx), %ymm11, %ymm11
	vpunpckhbw	%gs:(%rdx), %ymm6, %ymm2
	vpunpckhbw	-129(%r12,%r15,8), %ymm8, %ymm15
	vpunpckhbw	%ymm9, %ymm14, %ymm5
	vpunpckhbw	%ymm10, %ymm0, %ymm12
	vpunpckhbw	%ymm0, %ymm4, %ymm6
	vpunpckhbw	%ymm1, %ymm1, %ymm9
	vpunpckhbw	1(%r12,%r13,2), %xmm11, %xmm3
	vpunpckhbw	127(%rsi), %xmm8, %xmm0
	vpunpckhbw	-128(%rdi,%r9), %xmm6, %xmm12
	vpunpckhbw	-129(%r14), %xmm11, %xmm7
	vpunpckhbw	%xmm7, %xmm7, %xmm14
	vpunpckhbw	%xmm0, %xmm14, %xmm12
	vpunpckhbw	%xmm5, %xmm13, %xmm5
	vpunpckhbw	%xmm11, %xmm1, %xmm7
	vpunpckhdq	2147483647(%rbx,%rax,4), %ymm11, %ymm4
	vpunpckhdq	-1(%rax,%rbp,8), %ymm15, %ymm8
	vpunpckhdq	(,%rdx), %ymm2, %ymm7
	vpunpckhdq	%gs:-128(%rbx,%r10,2), %ymm13, %ymm11
	vpunpckhdq	%ymm4, %ymm12, %ymm12
	vpunpckhdq	%ymm7, %ymm1, %ymm1
	vpunpckhdq	%ymm15, %ymm10, %ymm8
	vpunpckhdq	%ymm4, %ymm15, %ymm11
	vpunpckhdq	%fs:(%r11), %xmm0, %xmm2
	vpunpckhdq	-2147483648(%r9,%r10,8), %xmm7, %xmm7
	vpunpckhdq	128(%r9), %xmm0, %xmm9
	vpunpckhdq	-2147483648(%r8,%rbp,2), %xmm12, %xmm0
	vpunpckhdq	%xmm3, %xmm13, %xmm8
	vpunpckhdq	%xmm9, %xmm10, %xmm11
	vpunpckhdq	%xmm15, %xmm5, %xmm7
	vpunpckhdq	%xmm7, %xmm7, %xmm4
	vpunpckhqdq	-128(%r10), %ymm8, %ymm14
	vpunpckhqdq	%gs:127(%rsp), %ymm12, %ymm12
	vpunpckhqdq	2147483647(%rdx,%rax,4), %ymm11, %ymm3
	vpunpckhqdq	128(%r10,%r9,2), %ymm14, %ymm1
	vpunpckhqdq	%ymm4, %ymm14, %ymm15
	vpunpckhqdq	%ymm10, %ymm7, %ymm2
	vpunpckhqdq	%ymm2, %ymm5, %ymm2
	vpunpckhqdq	%ymm0, %ymm14, %ymm11
	vpunpckhqdq	(%rax,%rsi), %xmm4, %xmm6
	vpunpckhqdq	128(%r13), %xmm3, %xmm11
	vpunpckhqdq	-129(%rbx,%rdi), %xmm4, %xmm10
	vpunpckhqdq	-129(%r10), %xmm0, %xmm3
	vpunpckhqdq	%xmm4, %xmm8, %xmm1
	vpunpckhqdq	%xmm4, %xmm12, %xmm0
	vpunpckhqdq	%xmm10, %xmm2, %xmm14
	vpunpckhqdq	%xmm6, %xmm5, %xmm7
	vpunpckhwd	127(%r8,%r8,2), %ymm3, %ymm5
	vpunpckhwd	-2147483648(%rbp), %ymm4, %ymm6
	vpunpckhwd	%gs:127, %ymm5, %ymm0
	vpunpckhwd	1(%r11,%rcx,8), %ymm5, %ymm10
	vpunpckhwd	%ymm2, %ymm2, %ymm9
	vpunpckhwd	%ymm1, %ymm3, %ymm14
	vpunpckhwd	%ymm9, %ymm13, %ymm12
	vpunpckhwd	%ymm0, %ymm9, %ymm12
	vpunpckhwd	128(%r14,%r10,4), %xmm9, %xmm1
	vpunpckhwd	-1(%r10), %xmm0, %xmm0
	vpunpckhwd	%fs:128(%rbp), %xmm10, %xmm10
	vpunpckhwd	-128(%rsi,%r9,4), %xmm13, %xmm3
	vpunpckhwd	%xmm1, %xmm15, %xmm3
	vpunpckhwd	%xmm9, %xmm4, %xmm1
	vpunpckhwd	%xmm4, %xmm2, %xmm5
	vpunpckhwd	%xmm9, %xmm6, %xmm2
	vpunpcklbw	(,%rbp,4), %ymm13, %ymm7
	vpunpcklbw	127(%rdi), %ymm10, %ymm0
	vpunpcklbw	128(%r13), %ymm0, %ymm15
	vpunpcklbw	-2147483648(%rsi,%r15,4), %ymm9, %ymm1
	vpunpcklbw	%ymm11, %ymm15, %ymm10
	vpunpcklbw	%ymm4, %ymm14, %ymm2
	vpunpcklbw	%ymm2, %ymm6, %ymm11
	vpunpcklbw	%ymm11, %ymm4, %ymm12
	vpunpcklbw	-2147483648(%rax,%r12), %xmm12, %xmm7
	vpunpcklbw	2147483647(%r9), %xmm8, %xmm5
	vpunpcklbw	-1(%rdx), %xmm4, %xmm5
	vpunpcklbw	%gs:-1(%rsp), %xmm0, %xmm9
	vpunpcklbw	%xmm1, %xmm5, %xmm9
	vpunpcklbw	%xmm13, %xmm1, %xmm5
	vpunpcklbw	%xmm7, %xmm2, %xmm5
	vpunpcklbw	%xmm3, %xmm8, %xmm13
	vpunpckldq	1(%r9), %ymm13, %ymm11
	vpunpckldq	2147483647(%rdx,%rdi,2), %ymm3, %ymm3
	vpunpckldq	%gs:2147483647(,%r10,4), %ymm13, %ymm14
	vpunpckldq	2147483647(%rbp), %ymm11, %ymm0
	vpunpckldq	%ymm7, %ymm7, %ymm8
	vpunpckldq	%ymm9, %ymm2, %ymm1
	vpunpckldq	%ymm4, %ymm8, %ymm1
	vpunpckldq	%ymm5, %ymm15, %ymm12
	vpunpckldq	%fs:1, %xmm1, %xmm9
	vpunpckldq	-129(%rbp,%r14,2), %xmm5, %xmm5
	vpunpckldq	(%rbx), %xmm5, %xmm1
	vpunpckldq	%fs:1(,%rsi,4), %xmm5, %xmm8
	vpunpckldq	%xmm2, %xmm3, %xmm11
	vpunpckldq	%xmm12, %xmm8, %xmm0
	vpunpckldq	%xmm5, %xmm7, %xmm7
	vpunpckldq	%xmm14, %xmm15, %xmm3
	vpunpcklqdq	-129(%r8,%r10,2), %ymm7, %ymm0
	vpunpcklqdq	-129(%rbx,%rdx,4), %ymm11, %ymm10
	vpunpcklqdq	%gs:-2147483648(%r13,%r15,2), %ymm6, %ymm2
	vpunpcklqdq	%gs:127(%r12,%r10,2), %ymm12, %ymm4
	vpunpcklqdq	%ymm12, %ymm3, %ymm8
	vpunpcklqdq	%ymm2, %ymm7, %ymm15
	vpunpcklqdq	%ymm4, %ymm1, %ymm5
	vpunpcklqdq	%ymm12, %ymm4, %ymm13
	vpunpcklqdq	2147483647(%rdx), %xmm13, %xmm7
	vpunpcklqdq	%fs:127(%rsi,%rax,2), %xmm9, %xmm14
	vpunpcklqdq	-128(,%rcx), %xmm1, %xmm1
	vpunpcklqdq	2147483647(%rcx,%rax,4), %xmm1, %xmm5
	vpunpcklqdq	%xmm6, %xmm8, %xmm4
	vpunpcklqdq	%xmm14, %xmm8, %xmm1
	vpunpcklqdq	%xmm7, %xmm1, %xmm11
	vpunpcklqdq	%xmm14, %xmm8, %xmm2
	vpunpcklwd	-128(%r8,%r10,4), %ymm8, %ymm0
	vpunpcklwd	%gs:128(%r9,%rcx,2), %ymm9, %ymm13
	vpunpcklwd	-2147483648(%r9,%rcx), %ymm8, %ymm4
	vpunpcklwd	%fs:127(%rax,%r10,4), %ymm1, %ymm13
	vpunpcklwd	%ymm13, %ymm6, %ymm3
	vpunpcklwd	%ymm5, %ymm5, %ymm10
	vpunpcklwd	%ymm9, %ymm1, %ymm9
	vpunpcklwd	%ymm2, %ymm10, %ymm15
	vpunpcklwd	127(%rcx), %xmm3, %xmm0
	vpunpcklwd	1(%r15), %xmm11, %xmm12
	vpunpcklwd	-1(%r14), %xmm7, %xmm15
	vpunpcklwd	%fs:-129(%rcx,%rdi,8), %xmm6, %xmm14
	vpunpcklwd	%xmm10, %xmm9, %xmm1
	vpunpcklwd	%xmm15, %xmm5, %xmm5
	vpunpcklwd	%xmm15, %xmm2, %xmm3
	vpunpcklwd	%xmm12, %xmm12, %xmm3
	vpxor	-129(%r9), %ymm3, %ymm6
	vpxor	-1(%rbx,%rax,2), %ymm11, %ymm2
	vpxor	2147483647(%r15,%r10), %ymm3, %ymm12
	vpxor	-129(%rbx), %ymm4, %ymm13
	vpxor	%ymm7, %ymm0, %ymm5
	vpxor	%ymm3, %ymm1, %ymm5
	vpxor	%ymm2, %ymm2, %ymm11
	vpxor	%ymm5, %ymm14, %ymm13
	vpxor	(%r11), %xmm2, %xmm10
	vpxor	(%rcx,%r12,2), %xmm3, %xmm3
	vpxor	%fs:-2147483648(%r14,%r15), %xmm8, %xmm15
	vpxor	-2147483648(%r8), %xmm13, %xmm0
	vpxor	%xmm0, %xmm10, %xmm0
	vpxor	%xmm14, %xmm6, %xmm7
	vpxor	%xmm13, %xmm6, %xmm5
	vpxor	%xmm3, %xmm13, %xmm6
	vrcpps	128(%rcx,%r8,2), %ymm9
	vrcpps	-2147483648(,%r9,8), %ymm0
	vrcpps	-1(,%r10,4), %ymm11
	vrcpps	-1(,%r13,4), %ymm2
	vrcpps	%ymm2, %ymm5
	vrcpps	%ymm0, %ymm6
	vrcpps	%ymm4, %ymm10
	vrcpps	%ymm15, %ymm9
	vrcpps	127(%r11), %xmm8
	vrcpps	%gs:128, %xmm14
	vrcpps	128(%r8), %xmm2
	vrcpps	2147483647(%rdx), %xmm8
	vrcpps	%xmm1, %xmm10
	vrcpps	%xmm5, %xmm4
	vrcpps	%xmm9, %xmm10
	vrcpps	%xmm5, %xmm1
	vrcpss	-2147483648(%r12,%r8), %xmm3, %xmm0
	vrcpss	128(%rdi), %xmm1, %xmm2
	vrcpss	1(%rax,%r12,8), %xmm12, %xmm4
	vrcpss	-128(%r10,%r13,2), %xmm10, %xmm4
	vrcpss	%xmm4, %xmm7, %xmm6
	vrcpss	%xmm3, %xmm15, %xmm0
	vrcpss	%xmm14, %xmm2, %xmm12
	vrcpss	%xmm14, %xmm14, %xmm0
	vroundpd	$0, %fs:-129, %ymm15
	vroundpd	$228, -2147483648(%rbx), %ymm2
	vroundpd	$157, -2147483648(%rbx,%r8), %ymm1
	vroundpd	$128, -1(%rax), %ymm3
	vroundpd	$255, %ymm8, %ymm13
	vroundpd	$0, %ymm7, %ymm12
	vroundpd	$1, %ymm8, %ymm12
	vroundpd	$1, %ymm9, %ymm14
	vroundpd	$219, -2147483648, %xmm13
	vroundpd	$238, -128, %xmm2
	vroundpd	$131, -1(%r15), %xmm10
	vroundpd	$218, -129(%rsi,%r13,4), %xmm7
	vroundpd	$10, %xmm1, %xmm0
	vroundpd	$129, %xmm12, %xmm3
	vroundpd	$255, %xmm10, %xmm2
	vroundpd	$1, %xmm10, %xmm9
	vroundps	$44, -128(%r9,%rbp,4), %ymm1
	vroundps	$2, 127(%r13,%rdx,4), %ymm1
	vroundps	$255, (%rax,%r15,2), %ymm14
	vroundps	$16, %gs:-129(%r12,%rbp,4), %ymm6
	vroundps	$128, %ymm7, %ymm13
	vroundps	$128, %ymm15, %ymm15
	vroundps	$128, %ymm0, %ymm12
	vroundps	$207, %ymm11, %ymm8
	vroundps	$255, -128(%rdi,%rdi,4), %xmm4
	vroundps	$219, %gs:128(%r14,%r11), %xmm6
	vroundps	$202, -1(%rip), %xmm7
	vroundps	$26, 1(%rcx), %xmm7
	vroundps	$2, %xmm15, %xmm14
	vroundps	$248, %xmm1, %xmm4
	vroundps	$42, %xmm12, %xmm7
	vroundps	$255, %xmm5, %xmm3
	vroundsd	$2, 128(%rbx,%rbx,8), %xmm4, %xmm5
	vroundsd	$255, -2147483648(%rdx), %xmm10, %xmm0
	vroundsd	$128, -1(%r12,%r13,4), %xmm8, %xmm0
	vroundsd	$255, -1(%r10), %xmm6, %xmm6
	vroundsd	$255, %xmm13, %xmm8, %xmm4
	vroundsd	$128, %xmm7, %xmm7, %xmm12
	vroundsd	$248, %xmm8, %xmm15, %xmm6
	vroundsd	$127, %xmm7, %xmm8, %xmm12
	vroundss	$255, -2147483648(%r9,%r12), %xmm5, %xmm0
	vroundss	$160, %gs:-1(%rbx,%r9,4), %xmm8, %xmm8
	vroundss	$155, %gs:2147483647(%r13,%rbp,8), %xmm11, %xmm13
	vroundss	$0, 127(%rdi), %xmm2, %xmm3
	vroundss	$255, %xmm15, %xmm9, %xmm2
	vroundss	$121, %xmm15, %xmm9, %xmm14
	vroundss	$87, %xmm9, %xmm6, %xmm11
	vroundss	$208, %xmm13, %xmm10, %xmm6
	vrsqrtps	128(%rdx), %ymm7
	vrsqrtps	%fs:127, %ymm5
	vrsqrtps	%fs:1(%r12), %ymm5
	vrsqrtps	128(%rcx,%r15,4), %ymm10
	vrsqrtps	%ymm1, %ymm10
	vrsqrtps	%ymm15, %ymm6
	vrsqrtps	%ymm6, %ymm14
	vrsqrtps	%ymm9, %ymm1
	vrsqrtps	-129(%rsp), %xmm0
	vrsqrtps	1(%rdi,%rdi,4), %xmm15
	vrsqrtps	-2147483648(%rsi,%rbp,4), %xmm15
	vrsqrtps	%fs:-2147483648(%r15), %xmm15
	vrsqrtps	%xmm9, %xmm8
	vrsqrtps	%xmm1, %xmm4
	vrsqrtps	%xmm15, %xmm11
	vrsqrtps	%xmm9, %xmm6
	vrsqrtss	127(%r11), %xmm6, %xmm0
	vrsqrtss	-128, %xmm5, %xmm13
	vrsqrtss	-2147483648(%rdx,%rdi,4), %xmm5, %xmm10
	vrsqrtss	-128(%r10,%rsi,4), %xmm7, %xmm5
	vrsqrtss	%xmm6, %xmm12, %xmm13
	vrsqrtss	%xmm14, %xmm7, %xmm11
	vrsqrtss	%xmm0, %xmm4, %xmm9
	vrsqrtss	%xmm3, %xmm4, %xmm11
	vsha512msg1	%xmm1, %ymm6
	vsha512msg1	%xmm4, %ymm12
	vsha512msg1	%xmm11, %ymm5
	vsha512msg1	%xmm7, %ymm1
	vsha512msg2	%ymm10, %ymm9
	vsha512msg2	%ymm8, %ymm4
	vsha512msg2	%ymm9, %ymm8
	vsha512msg2	%ymm1, %ymm1
	vsha512rnds2	%xmm10, %ymm9, %ymm10
	vsha512rnds2	%xmm6, %ymm14, %ymm15
	vsha512rnds2	%xmm14, %ymm15, %ymm6
	vsha512rnds2	%xmm0, %ymm0, %ymm3
	vshufpd	$139, -129(%r9,%r14,8), %ymm14, %ymm11
	vshufpd	$173, 127(%rbx), %ymm10, %ymm1
	vshufpd	$155, %gs:1(%rbp), %ymm7, %ymm9
	vshufpd	$148, 2147483647(%r13,%r9,4), %ymm0, %ymm11
	vshufpd	$128, %ymm2, %ymm6, %ymm9
	vshufpd	$255, %ymm8, %ymm13, %ymm11
	vshufpd	$255, %ymm2, %ymm5, %ymm0
	vshufpd	$222, %ymm8, %ymm11, %ymm14
	vshufpd	$0, 127(%r12,%rcx,4), %xmm1, %xmm8
	vshufpd	$113, 127(%rsi), %xmm11, %xmm1
	vshufpd	$11, %fs:-1(%rax), %xmm2, %xmm10
	vshufpd	$157, %gs:1(%rdx,%r12,2), %xmm0, %xmm0
	vshufpd	$255, %xmm2, %xmm9, %xmm2
	vshufpd	$136, %xmm3, %xmm8, %xmm3
	vshufpd	$102, %xmm1, %xmm10, %xmm4
	vshufpd	$177, %xmm15, %xmm9, %xmm7
	vshufps	$66, 127(%r10), %ymm14, %ymm1
	vshufps	$162, 1(%r9,%rax), %ymm5, %ymm1
	vshufps	$0, 2147483647(%rdi), %ymm6, %ymm5
	vshufps	$38, %gs:-1(%r9), %ymm15, %ymm5
	vshufps	$233, %ymm3, %ymm6, %ymm15
	vshufps	$29, %ymm11, %ymm2, %ymm2
	vshufps	$255, %ymm3, %ymm11, %ymm5
	vshufps	$125, %ymm1, %ymm6, %ymm7
	vshufps	$255, %gs:2147483647(%r10), %xmm2, %xmm15
	vshufps	$128, %fs:-2147483648(%rdi,%r13,4), %xmm6, %xmm1
	vshufps	$128, 128(%rcx), %xmm6, %xmm9
	vshufps	$74, -1(%r8), %xmm1, %xmm1
	vshufps	$149, %xmm14, %xmm13, %xmm5
	vshufps	$240, %xmm1, %xmm7, %xmm5
	vshufps	$127, %xmm0, %xmm6, %xmm4
	vshufps	$64, %xmm12, %xmm8, %xmm0
	vsm3msg1	127(%r8), %xmm13, %xmm12
	vsm3msg1	1(%r10,%r10,4), %xmm10, %xmm8
	vsm3msg1	%fs:(%r10,%r8,2), %xmm14, %xmm0
	vsm3msg1	2147483647(%rbx,%rsi,2), %xmm6, %xmm3
	vsm3msg1	%xmm9, %xmm0, %xmm9
	vsm3msg1	%xmm13, %xmm12, %xmm3
	vsm3msg1	%xmm3, %xmm10, %xmm6
	vsm3msg1	%xmm12, %xmm10, %xmm15
	vsm3msg2	-128(%rip), %xmm2, %xmm12
	vsm3msg2	(%r13), %xmm13, %xmm15
	vsm3msg2	-2147483648(%rdx), %xmm10, %xmm5
	vsm3msg2	-2147483648(,%r15,8), %xmm12, %xmm10
	vsm3msg2	%xmm6, %xmm2, %xmm13
	vsm3msg2	%xmm0, %xmm3, %xmm1
	vsm3msg2	%xmm13, %xmm1, %xmm3
	vsm3msg2	%xmm0, %xmm7, %xmm12
	vsm3rnds2	$128, (%rcx), %xmm9, %xmm10
	vsm3rnds2	$255, %fs:-2147483648(%rax), %xmm6, %xmm12
	vsm3rnds2	$73, (%rdx), %xmm14, %xmm3
	vsm3rnds2	$153, (%rax,%rdi,4), %xmm7, %xmm1
	vsm3rnds2	$0, %xmm11, %xmm15, %xmm5
	vsm3rnds2	$130, %xmm6, %xmm10, %xmm0
	vsm3rnds2	$127, %xmm14, %xmm1, %xmm1
	vsm3rnds2	$128, %xmm5, %xmm1, %xmm4
	vsm4key4	-2147483648(%rsp,%rsi,8), %ymm2, %ymm9
	vsm4key4	%fs:1(%rdx), %ymm14, %ymm7
	vsm4key4	-2147483648(%rsi), %ymm0, %ymm1
	vsm4key4	127(%rax), %ymm7, %ymm9
	vsm4key4	%ymm7, %ymm8, %ymm2
	vsm4key4	%ymm13, %ymm11, %ymm2
	vsm4key4	%ymm4, %ymm1, %ymm5
	vsm4key4	%ymm10, %ymm11, %ymm8
	vsm4key4	(%r8), %xmm7, %xmm6
	vsm4key4	-128(%r15), %xmm2, %xmm11
	vsm4key4	-1(,%rcx,2), %xmm10, %xmm6
	vsm4key4	-129(%rdx,%r8,8), %xmm2, %xmm9
	vsm4key4	%xmm4, %xmm2, %xmm8
	vsm4key4	%xmm10, %xmm15, %xmm11
	vsm4key4	%xmm14, %xmm8, %xmm4
	vsm4key4	%xmm14, %xmm4, %xmm15
	vsm4rnds4	%fs:-2147483648(%rsp,%rdx,2), %ymm9, %ymm13
	vsm4rnds4	(%rsi), %ymm10, %ymm1
	vsm4rnds4	127(,%r9,2), %ymm14, %ymm7
	vsm4rnds4	2147483647(%rip), %ymm13, %ymm3
	vsm4rnds4	%ymm14, %ymm8, %ymm11
	vsm4rnds4	%ymm11, %ymm6, %ymm10
	vsm4rnds4	%ymm13, %ymm8, %ymm1
	vsm4rnds4	%ymm5, %ymm7, %ymm7
	vsm4rnds4	2147483647(%rcx,%rbx), %xmm2, %xmm15
	vsm4rnds4	2147483647(%rsi,%rbx), %xmm11, %xmm5
	vsm4rnds4	128(%r10), %xmm10, %xmm11
	vsm4rnds4	%gs:2147483647, %xmm0, %xmm14
	vsm4rnds4	%xmm4, %xmm10, %xmm11
	vsm4rnds4	%xmm14, %xmm11, %xmm13
	vsm4rnds4	%xmm1, %xmm2, %xmm5
	vsm4rnds4	%xmm9, %xmm1, %xmm5
	vsqrtpd	2147483647(%rax,%rdi,8), %ymm14
	vsqrtpd	(%rax), %ymm8
	vsqrtpd	2147483647(%rdx,%rbx,8), %ymm12
	vsqrtpd	%gs:-128(%rsi,%rbp,2), %ymm6
	vsqrtpd	%ymm4, %ymm6
	vsqrtpd	%ymm11, %ymm1
	vsqrtpd	%ymm7, %ymm8
	vsqrtpd	%ymm13, %ymm9
	vsqrtpd	-1(%rsi,%r11,8), %xmm3
	vsqrtpd	1(%rax), %xmm13
	vsqrtpd	-129(,%r14), %xmm5
	vsqrtpd	%fs:127(%rip), %xmm5
	vsqrtpd	%xmm0, %xmm7
	vsqrtpd	%xmm7, %xmm4
	vsqrtpd	%xmm5, %xmm0
	vsqrtpd	%xmm9, %xmm7
	vsqrtps	-1(,%r8,4), %ymm2
	vsqrtps	127(%r10), %ymm14
	vsqrtps	%gs:2147483647(%r15,%rax,2), %ymm3
	vsqrtps	%fs:(%rsi), %ymm0
	vsqrtps	%ymm3, %ymm0
	vsqrtps	%ymm13, %ymm8
	vsqrtps	%ymm6, %ymm13
	vsqrtps	%ymm2, %ymm4
	vsqrtps	128(%r11,%rdi,8), %xmm4
	vsqrtps	-128(%rdi,%rbp,4), %xmm5
	vsqrtps	(%r13,%rsi), %xmm3
	vsqrtps	127(%rdi,%r12,4), %xmm1
	vsqrtps	%xmm14, %xmm2
	vsqrtps	%xmm15, %xmm6
	vsqrtps	%xmm3, %xmm7
	vsqrtps	%xmm9, %xmm2
	vsqrtsd	127(,%rcx), %xmm9, %xmm0
	vsqrtsd	-1(%rdx), %xmm5, %xmm2
	vsqrtsd	-2147483648(%r9,%r14,4), %xmm1, %xmm12
	vsqrtsd	128(%rax,%rbx), %xmm14, %xmm4
	vsqrtsd	%xmm3, %xmm6, %xmm8
	vsqrtsd	%xmm0, %xmm13, %xmm6
	vsqrtsd	%xmm14, %xmm3, %xmm6
	vsqrtsd	%xmm7, %xmm9, %xmm12
	vsqrtss	-2147483648(%rax,%r11,2), %xmm1, %xmm4
	vsqrtss	128(,%rdx), %xmm9, %xmm8
	vsqrtss	2147483647(%r10,%r9,8), %xmm13, %xmm10
	vsqrtss	2147483647(%r13), %xmm0, %xmm1
	vsqrtss	%xmm11, %xmm4, %xmm0
	vsqrtss	%xmm12, %xmm6, %xmm9
	vsqrtss	%xmm13, %xmm3, %xmm5
	vsqrtss	%xmm4, %xmm9, %xmm1
	vstmxcsr	127(%rbx,%r11,8)
	vstmxcsr	-129(%r15)
	vstmxcsr	%gs:1(%r8)
	vstmxcsr	-1(%r8,%rdi,2)
	vsubpd	-128(%r13), %ymm3, %ymm11
	vsubpd	%gs:(%r8,%r13,2), %ymm13, %ymm13
	vsubpd	127(%rbx), %ymm12, %ymm13
	vsubpd	(%r15,%rsi,4), %ymm4, %ymm13
	vsubpd	%ymm11, %ymm1, %ymm15
	vsubpd	%ymm0, %ymm2, %ymm1
	vsubpd	%ymm1, %ymm10, %ymm8
	vsubpd	%ymm8, %ymm4, %ymm8
	vsubpd	%gs:-128, %xmm8, %xmm0
	vsubpd	2147483647(,%r14,2), %xmm1, %xmm15
	vsubpd	%fs:127(%r15), %xmm3, %xmm5
	vsubpd	-2147483648(%r14), %xmm1, %xmm2
	vsubpd	%xmm5, %xmm1, %xmm4
	vsubpd	%xmm14, %xmm11, %xmm9
	vsubpd	%xmm10, %xmm5, %xmm11
	vsubpd	%xmm6, %xmm1, %xmm5
	vsubps	%fs:2147483647(%r14,%rdx,4), %ymm13, %ymm12
	vsubps	-1(%r14,%rdx), %ymm0, %ymm7
	vsubps	2147483647(%rdx), %ymm7, %ymm11
	vsubps	-2147483648(%rdx,%r13,2), %ymm15, %ymm15
	vsubps	%ymm12, %ymm9, %ymm14
	vsubps	%ymm14, %ymm7, %ymm7
	vsubps	%ymm0, %ymm1, %ymm4
	vsubps	%ymm10, %ymm5, %ymm12
	vsubps	-2147483648(%rbp,%r15), %xmm7, %xmm14
	vsubps	%gs:-129(%r11), %xmm3, %xmm2
	vsubps	-129(,%r12,2), %xmm0, %xmm3
	vsubps	2147483647(%r11), %xmm5, %xmm2
	vsubps	%xmm10, %xmm13, %xmm4
	vsubps	%xmm4, %xmm7, %xmm11
	vsubps	%xmm4, %xmm7, %xmm12
	vsubps	%xmm9, %xmm1, %xmm9
	vsubsd	%fs:-129(%rsi), %xmm14, %xmm3
	vsubsd	%fs:1(%rsi,%r14), %xmm2, %xmm11
	vsubsd	(,%r12,8), %xmm11, %xmm10
	vsubsd	1(%rsi), %xmm10, %xmm8
	vsubsd	%xmm15, %xmm4, %xmm10
	vsubsd	%xmm2, %xmm11, %xmm14
	vsubsd	%xmm6, %xmm5, %xmm6
	vsubsd	%xmm14, %xmm15, %xmm3
	vsubss	-129(%r14), %xmm10, %xmm13
	vsubss	1(%r14), %xmm12, %xmm11
	vsubss	1(%r9), %xmm13, %xmm5
	vsubss	%fs:-2147483648(%rdi), %xmm15, %xmm4
	vsubss	%xmm8, %xmm9, %xmm8
	vsubss	%xmm0, %xmm7, %xmm3
	vsubss	%xmm9, %xmm13, %xmm2
	vsubss	%xmm3, %xmm11, %xmm12
	vtestpd	-2147483648(%r12), %ymm14
	vtestpd	-2147483648(%r14), %ymm14
	vtestpd	2147483647(,%r8), %ymm5
	vtestpd	1(%r15,%rdx,4), %ymm1
	vtestpd	%ymm8, %ymm7
	vtestpd	%ymm4, %ymm14
	vtestpd	%ymm8, %ymm3
	vtestpd	%ymm0, %ymm0
	vtestpd	%gs:1(%r15,%r11,2), %xmm7
	vtestpd	%fs:-128(%rsp,%r12,4), %xmm0
	vtestpd	2147483647(%rsp,%r8,4), %xmm1
	vtestpd	-1(%r13), %xmm1
	vtestpd	%xmm5, %xmm6
	vtestpd	%xmm7, %xmm12
	vtestpd	%xmm15, %xmm4
	vtestpd	%xmm0, %xmm0
	vtestps	%fs:(%r13,%rdi,2), %ymm4
	vtestps	%fs:127(%rcx,%r9,2), %ymm9
	vtestps	%fs:-2147483648(%rbx,%rdi,2), %ymm8
	vtestps	127(%r10), %ymm0
	vtestps	%ymm9, %ymm14
	vtestps	%ymm8, %ymm6
	vtestps	%ymm11, %ymm5
	vtestps	%ymm1, %ymm11
	vtestps	-1(,%r14,4), %xmm15
	vtestps	1(%rsp,%rdi,2), %xmm0
	vtestps	(%r8,%r9,2), %xmm0
	vtestps	2147483647(%rcx), %xmm11
	vtestps	%xmm14, %xmm13
	vtestps	%xmm7, %xmm6
	vtestps	%xmm2, %xmm8
	vtestps	%xmm7, %xmm15
	vucomisd	128(%r15), %xmm12
	vucomisd	2147483647(%rax,%r11,4), %xmm14
	vucomisd	%gs:127(%rdi), %xmm8
	vucomisd	-2147483648(%rax), %xmm6
	vucomisd	%xmm4, %xmm8
	vucomisd	%xmm3, %xmm10
	vucomisd	%xmm7, %xmm6
	vucomisd	%xmm3, %xmm11
	vucomiss	-129(%rip), %xmm11
	vucomiss	(%r15,%r8,2), %xmm1
	vucomiss	2147483647(%r12), %xmm14
	vucomiss	-2147483648(%r10), %xmm15
	vucomiss	%xmm6, %xmm15
	vucomiss	%xmm10, %xmm15
	vucomiss	%xmm14, %xmm13
	vucomiss	%xmm11, %xmm2
	vunpckhpd	1(%rax,%r8), %ymm14, %ymm1
	vunpckhpd	-128(%r13,%r15,4), %ymm0, %ymm12
	vunpckhpd	2147483647(%r13,%rdx,8), %ymm11, %ymm1
	vunpckhpd	2147483647(%rdi,%r10,4), %ymm3, %ymm1
	vunpckhpd	%ymm7, %ymm14, %ymm14
	vunpckhpd	%ymm11, %ymm1, %ymm1
	vunpckhpd	%ymm8, %ymm5, %ymm15
	vunpckhpd	%ymm2, %ymm15, %ymm4
	vunpckhpd	-1(%rip), %xmm2, %xmm9
	vunpckhpd	-128(%rdx), %xmm12, %xmm2
	vunpckhpd	-2147483648(%r8,%r11,4), %xmm14, %xmm4
	vunpckhpd	-128(%r12), %xmm2, %xmm0
	vunpckhpd	%xmm5, %xmm3, %xmm14
	vunpckhpd	%xmm6, %xmm1, %xmm1
	vunpckhpd	%xmm8, %xmm15, %xmm13
	vunpckhpd	%xmm12, %xmm14, %xmm10
	vunpckhps	0, %ymm1, %ymm9
	vunpckhps	-2147483648(%r12), %ymm7, %ymm2
	vunpckhps	-128(%rsp), %ymm0, %ymm14
	vunpckhps	1(%rsi), %ymm3, %ymm9
	vunpckhps	%ymm0, %ymm7, %ymm5
	vunpckhps	%ymm15, %ymm6, %ymm2
	vunpckhps	%ymm1, %ymm13, %ymm15
	vunpckhps	%ymm5, %ymm13, %ymm11
	vunpckhps	127(%r13,%rdx), %xmm6, %xmm14
	vunpckhps	-2147483648, %xmm2, %xmm9
	vunpckhps	128(%r10,%rdx), %xmm13, %xmm14
	vunpckhps	1(%r13,%r8,8), %xmm11, %xmm14
	vunpckhps	%xmm9, %xmm9, %xmm12
	vunpckhps	%xmm7, %xmm5, %xmm9
	vunpckhps	%xmm7, %xmm14, %xmm2
	vunpckhps	%xmm4, %xmm5, %xmm0
	vunpcklpd	-2147483648, %ymm6, %ymm9
	vunpcklpd	(%rcx), %ymm8, %ymm9
	vunpcklpd	127(%r15), %ymm7, %ymm14
	vunpcklpd	-1(%rcx), %ymm0, %ymm8
	vunpcklpd	%ymm1, %ymm8, %ymm3
	vunpcklpd	%ymm12, %ymm3, %ymm10
	vunpcklpd	%ymm13, %ymm9, %ymm15
	vunpcklpd	%ymm1, %ymm8, %ymm2
	vunpcklpd	%gs:(%rdx), %xmm6, %xmm9
	vunpcklpd	-128(%rsi,%rbp,4), %xmm7, %xmm11
	vunpcklpd	2147483647(%r10,%r15,2), %xmm2, %xmm5
	vunpcklpd	%gs:1(%rdx,%rax,4), %xmm11, %xmm4
	vunpcklpd	%xmm0, %xmm3, %xmm10
	vunpcklpd	%xmm3, %xmm3, %xmm8
	vunpcklpd	%xmm11, %xmm15, %xmm10
	vunpcklpd	%xmm1, %xmm14, %xmm4
	vunpcklps	%gs:-2147483648(%rdx), %ymm13, %ymm13
	vunpcklps	%gs:2147483647(%r8,%r8,2), %ymm7, %ymm3
	vunpcklps	%fs:127(%r14,%r10,2), %ymm1, %ymm6
	vunpcklps	2147483647(%rdi,%r12), %ymm15, %ymm12
	vunpcklps	%ymm8, %ymm12, %ymm5
	vunpcklps	%ymm11, %ymm1, %ymm8
	vunpcklps	%ymm9, %ymm11, %ymm5
	vunpcklps	%ymm2, %ymm5, %ymm3
	vunpcklps	-2147483648(%rax,%rsi), %xmm0, %xmm11
	vunpcklps	128(,%r8,4), %xmm3, %xmm4
	vunpcklps	%fs:128(%rbp,%rsi,8), %xmm3, %xmm2
	vunpcklps	%fs:-2147483648(%r13,%rcx), %xmm5, %xmm1
	vunpcklps	%xmm11, %xmm3, %xmm6
	vunpcklps	%xmm0, %xmm13, %xmm13
	vunpcklps	%xmm12, %xmm12, %xmm11
	vunpcklps	%xmm12, %xmm8, %xmm8
	vxorpd	-129(%r9,%r10,8), %ymm13, %ymm0
	vxorpd	-1(%rsi,%r13,8), %ymm14, %ymm10
	vxorpd	-128(%r13,%rax,4), %ymm5, %ymm11
	vxorpd	1(%r13,%rcx), %ymm14, %ymm0
	vxorpd	%ymm9, %ymm11, %ymm3
	vxorpd	%ymm9, %ymm11, %ymm0
	vxorpd	%ymm12, %ymm12, %ymm10
	vxorpd	%ymm0, %ymm0, %ymm1
	vxorpd	(%rdx), %xmm14, %xmm14
	vxorpd	(%r14,%r15), %xmm12, %xmm2
	vxorpd	%fs:128(%rdx), %xmm7, %xmm2
	vxorpd	%gs:(%rdi), %xmm1, %xmm4
	vxorpd	%xmm14, %xmm12, %xmm0
	vxorpd	%xmm9, %xmm3, %xmm7
	vxorpd	%xmm15, %xmm9, %xmm1
	vxorpd	%xmm6, %xmm6, %xmm11
	vxorps	127(%r11), %ymm13, %ymm14
	vxorps	-128(%rax,%r10,8), %ymm5, %ymm10
	vxorps	%gs:-128(%rax,%r14,4), %ymm9, %ymm12
	vxorps	128(%rcx), %ymm4, %ymm13
	vxorps	%ymm5, %ymm5, %ymm0
	vxorps	%ymm1, %ymm5, %ymm8
	vxorps	%ymm7, %ymm3, %ymm0
	vxorps	%ymm14, %ymm8, %ymm7
	vxorps	-1(%rcx), %xmm1, %xmm3
	vxorps	-2147483648(%rdi), %xmm11, %xmm5
	vxorps	%gs:1(%r11,%r11,8), %xmm12, %xmm14
	vxorps	%fs:1(%rsp,%rdi,4), %xmm13, %xmm5
	vxorps	%xmm12, %xmm13, %xmm4
	vxorps	%xmm4, %xmm12, %xmm3
	vxorps	%xmm14, %xmm4, %xmm12
	vxorps	%xmm10, %xmm12, %xmm12
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
	wrfsbasel	%r15d
	wrfsbasel	%eax
	wrfsbasel	%r11d
	wrfsbasel	%esp
	wrfsbaseq	%r9
	wrfsbaseq	%rbx
	wrfsbaseq	%r14
	wrfsbaseq	%rsp
	wrgsbasel	%esp
	wrgsbasel	%r9d
	wrgsbasel	%edx
	wrgsbasel	%ebp
	wrgsbaseq	%rbx
	wrgsbaseq	%r13
	wrgsbaseq	%r13
	wrgsbaseq	%r10
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
	wrssd	%r15d, 2147483647(%rsi)
	wrssd	%edi, -129(%r15)
	wrssd	%r15d, 2147483647(%r13)
	wrssd	%r15d, -128(%rdx,%r13)
	wrssq	%rcx, %gs:(%r9)
	wrssq	%r9, 128(%rdi,%rbp,4)
	wrssq	%r15, 1(%r14,%rdx)
	wrssq	%r14, %gs:-129(%rcx,%rax,8)
	wrussd	%r13d, -129(%rax,%r12,2)
	wrussd	%r12d, 127(%r10)
	wrussd	%r9d, -2147483648(%rip)
	wrussd	%r9d, 2147483647(%rcx)
	wrussq	%r8, 127(%r13,%r11,4)
	wrussq	%r11, -128(%r8,%r10,4)
	wrussq	%r14, 128(%r15,%rdi,8)
	wrussq	%rsi, %gs:127(%r11,%rbp,8)
	xabort	$-102
	xabort	$-128
	xabort	$-1
	xabort	$-120
	xacquire
	xacquire
	xacquire
	xacquire
	xaddw	%sp, (%r15,%r14,8)
	xaddw	%ax, %fs:-2147483648(%rsp,%rdi)
	xaddw	%cx, 2147483647(%rbx)
	xaddw	%r10w, (%r15,%r14)
	xaddw	%r15w, %r14w
	xaddw	%r13w, %sp
	xaddw	%cx, %r8w
	xaddw	%r8w, %bp
	xaddl	%r11d, %gs:(%r11,%r14,8)
	xaddl	%r15d, -1(%r8)
	xaddl	%r14d, -1(%r10)
	xaddl	%r12d, 127(%rax,%r10,4)
	xaddl	%r11d, %r9d
	xaddl	%eax, %eax
	xaddl	%r14d, %r12d
	xaddl	%r12d, %esi
	xaddq	%r12, -1(%rip)
	xaddq	%r8, 1(%rsi)
	xaddq	%r13, -128(,%r11,8)
	xaddq	%r15, %fs:1(%rbx,%r13,2)
	xaddq	%rbx, %rax
	xaddq	%rbp, %rbx
	xaddq	%rdi, %rsi
	xaddq	%r12, %rdx
	xaddb	%spl, %gs:2147483647(%r11,%rdx)
	xaddb	%r11b, 1(%r13)
	xaddb	%bh, %gs:-128(%rsi)
	xaddb	%sil, %fs:-129(%r13)
	xaddb	%r11b, %bpl
	xaddb	%r14b, %r10b
	xaddb	%r12b, %r8b
	xaddb	%dl, %ah
	fxam
	fxam
	fxam
	fxam
	xbegin	target+8
	xbegin	target+8
	xbegin	target-4
	xbegin	target+127
	xchgw	%r14w, %ax
	xchgw	%sp, %ax
	xchgw	%r12w, %ax
	xchgw	%r14w, %ax
	xchgw	%si, 127(%r13)
	xchgw	%r13w, %fs:(%rsp)
	xchgw	%r11w, -129(%rax,%rcx,2)
	xchgw	%r15w, 0
	xchgw	%r8w, %bx
	xchgw	%r9w, %bx
	xchgw	%r10w, %bp
	xchgw	%r8w, %dx
	xchgl	%r9d, %eax
	xchgl	%ebp, %eax
	xchgl	%r14d, %eax
	xchgl	%ebx, %eax
	xchgl	%esi, -129(%rdi)
	xchgl	%edi, 128(%r10,%rdi,8)
	xchgl	%r10d, -1(%rsi,%r8,2)
	xchgl	%r10d, -128(%r8,%r15,8)
	xchgl	%esi, %r11d
	xchgl	%eax, %r11d
	xchgl	%r9d, %r12d
	xchgl	%ebx, %edi
	xchgq	%rsi, %rax
	xchgq	%r9, %rax
	xchgq	%rsi, %rax
	xchgq	%r8, %rax
	xchgq	%rbp, %gs:-129(%r11)
	xchgq	%r8, 1(%rbx,%r15)
	xchgq	%r10, 127(%r15)
	xchgq	%rdi, 127(%r15)
	xchgq	%r14, %r8
	xchgq	%r15, %r15
	xchgq	%r11, %rdx
	xchgq	%rbp, %rdi
	xchgb	%r15b, (%r14)
	xchgb	%bl, 1(%rbp,%rcx,8)
	xchgb	%dl, -129(%r8,%r13,2)
	xchgb	%r11b, 128(%r11,%rbx,2)
	xchgb	%dl, %sil
	xchgb	%al, %r8b
	xchgb	%sil, %r14b
	xchgb	%dh, %ch
	fxch	%st(3)
	fxch	%st(6)
	fxch	%st(7)
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
	xorw	$-32768, %ax
	xorw	$43894, %ax
	xorw	$-31098, %ax
	xorw	$28764, %ax
	xorw	$1, %gs:(%rbp)
	xorw	$1, (,%rdx,2)
	xorw	$52427, -128(%r12,%rbx,2)
	xorw	$1, -128(,%r11,2)
	xorw	$2, -1(%r11)
	xorw	$111, (,%rdi,4)
	xorw	$65414, 1(%r13)
	xorw	$81, -1(%r14,%rax,4)
	xorw	%r13w, 1(%r15,%rdx)
	xorw	%ax, 128(%r12)
	xorw	%sp, %fs:-1(%rcx,%r15,8)
	xorw	%di, 2147483647(%rcx)
	xorw	$12593, %r12w
	xorw	$33575, %bp
	xorw	$23088, %cx
	xorw	$256, %sp
	xorw	$65535, %r12w
	xorw	$65535, %cx
	xorw	$106, %r14w
	xorw	$0, %bp
	xorw	-129(%r15,%r15), %cx
	xorw	%fs:-128(%rdx), %di
	xorw	%fs:2147483647(%r15), %r11w
	xorw	(%rbp), %r12w
	xorw	%di, %r14w
	xorw	%r9w, %bp
	xorw	%bx, %r10w
	xorw	%bx, %ax
	xorl	$4294967295, %eax
	xorl	$-1122814324, %eax
	xorl	$127, %eax
	xorl	$4294967295, %eax
	xorl	$0, -2147483648(%rdx,%r12,4)
	xorl	$725370255, 1(%rdi)
	xorl	$2147483647, %gs:-128(%r15,%r8,8)
	xorl	$4294967295, %gs:-1(%r14,%rcx,4)
	xorl	$72, 2147483647(%r9)
	xorl	$28, 127(,%r11,4)
	xorl	$127, (%rdx,%rsi,2)
	xorl	$40, 2147483647(%rcx,%rbp,2)
	xorl	%edx, 1(%rdx,%r10,2)
	xorl	%edx, 127(%r11,%r9,8)
	xorl	%ebp, -2147483648(%r13)
	xorl	%r11d, 2147483647(%r10,%rcx,4)
	xorl	$-1815227623, %ebx
	xorl	$-1, %ecx
	xorl	$65535, %r15d
	xorl	$4294967295, %r13d
	xorl	$4294967174, %ebp
	xorl	$76, %edi
	xorl	$0, %eax
	xorl	$11, %esp
	xorl	(%rsi), %r8d
	xorl	-129(%rbp), %ebx
	xorl	%fs:128(%rsi), %r11d
	xorl	%gs:127(%rcx), %ebx
	xorl	%r13d, %r8d
	xorl	%r13d, %ebx
	xorl	%r9d, %ebx
	xorl	%r15d, %r14d
	xorq	$65536, %rax
	xorq	$18804833, %rax
	xorq	$-2147483648, %rax
	xorq	$2147483647, %rax
	xorq	$-1, 2147483647(%rax)
	xorq	$-1, -129(%r11,%rax)
	xorq	$-1994713193, %fs:1(%rdx,%r10)
	xorq	$-1358144706, %gs:2147483647(%rbp,%r13,8)
	xorq	$-87, -2147483648(%r10,%rbx,8)
	xorq	$-128, %fs:-1(%rsp,%r11)
	xorq	$-1, 2147483647(%rdx)
	xorq	$106, %fs:1(%r14)
	xorq	%rbx, -129(%rdx)
	xorq	%r15, %gs:(%rax,%r12,4)
	xorq	%r13, 2147483647(%rdi)
	xorq	%rdx, 127(%rbx,%r8,4)
	xorq	$-1, %rdx
	xorq	$1400767705, %r15
	xorq	$127, %r14
	xorq	$2, %rcx
	xorq	$-128, %r9
	xorq	$22, %r12
	xorq	$0, %rsp
	xorq	$-56, %r14
	xorq	127(%rax,%r14,2), %rcx
	xorq	-2147483648(%r10,%r15,2), %rcx
	xorq	%fs:127(%r14), %rbp
	xorq	-1(%r11,%rsi), %rsp
	xorq	%rdi, %rcx
	xorq	%r14, %rdx
	xorq	%rdx, %r9
	xorq	%r9, %rax
	xorb	$-90, %al
	xorb	$-128, %al
	xorb	$129, %al
	xorb	$-128, %al
	xorb	$255, -2147483648(%r14,%r14,4)
	xorb	$255, 2147483647(%rsi,%r11,8)
	xorb	$1, -2147483648(%r10,%rbx,4)
	xorb	$-1, -1(%rcx,%r9,8)
	xorb	%r8b, 128(%r12)
	xorb	%dl, %gs:-2147483648(%rdx)
	xorb	%cl, 2147483647(%rcx,%rdx)
	xorb	%spl, 1(%r13)
	xorb	$234, %al
	xorb	$62, %dil
	xorb	$109, %sil
	xorb	$-128, %bl
	xorb	-1, %bh
	xorb	-128(%rcx,%rbx,8), %dh
	xorb	-129(,%rbx), %ch
	xorb	%gs:-129(%r15), %dil
	xorb	%ah, %bl
	xorb	%sil, %r9b
	xorb	%r14b, %dil
	xorb	%r11b, %r11b
	xorpd	%gs:-128(%rbx,%rsi,2), %xmm6
	xorpd	%fs:-2147483648(%r13), %xmm8
	xorpd	%gs:127(%rip), %xmm1
	xorpd	%fs:1(%rsp,%rbp,2), %xmm5
	xorpd	%xmm0, %xmm7
	xorpd	%xmm9, %xmm14
	xorpd	%xmm12, %xmm11
	xorpd	%xmm11, %xmm14
	xorps	127(%rdi), %xmm14
	xorps	128(,%rbx,8), %xmm4
	xorps	-129(%rsi,%r9,4), %xmm14
	xorps	%fs:127(%r8,%r15,8), %xmm4
	xorps	%xmm4, %xmm4
	xorps	%xmm6, %xmm7
	xorps	%xmm6, %xmm2
	xorps	%xmm0, %xmm12
	xrelease
	xrelease
	xrelease
	xrelease
	xresldtrk
	xresldtrk
	xresldtrk
	xresldtrk
	xrstor	-2147483648(%rax)
	xrstor	2147483647(%rcx,%rsi,2)
	xrstor	%fs:1(%rdi)
	xrstor	-1(%rip)
	xrstor64	%gs:-128(%rbp,%r10,2)
	xrstor64	128(%rbx,%rdx,8)
	xrstor64	-129(%rcx,%rdi,2)
	xrstor64	2147483647(%rcx)
	xrstors	%gs:2147483647(%r13,%r10,4)
	xrstors	2147483647(%r11,%rsi,8)
	xrstors	(%r12,%r13,4)
	xrstors	-128(%rsi,%r10,4)
	xrstors64	(%rdx,%rdi)
	xrstors64	%gs:-2147483648
	xrstors64	%gs:-128(%rsi)
	xrstors64	-2147483648(%rsi)
	xsave	1(%r15)
	xsave	-129(,%r10,2)
	xsave	(%r11)
	xsave	%fs:128(%r13,%rsi,2)
	xsave64	(%rcx)
	xsave64	-129(%rsi)
	xsave64	(%rbp)
	xsave64	(%rsi)
	xsavec	1(%r10,%r13)
	xsavec	-129(%rcx)
	xsavec	-2147483648(%rsp)
	xsavec	%fs:2147483647(%rdx,%r11,2)
	xsavec64	%fs:-1(%rax,%r12)
	xsavec64	-129(%rdi,%r15,4)
	xsavec64	%fs:-1(%r12,%rax,8)
	xsavec64	2147483647(%rbx)
	xsaveopt	2147483647(%rbp)
	xsaveopt	%gs:(,%rdx,2)
	xsaveopt	-2147483648(%rdx,%rdx,2)
	xsaveopt	1(%r8,%rax,2)
	xsaveopt64	%gs:-1(%r12)
	xsaveopt64	2147483647(%rcx)
	xsaveopt64	127(%rcx,%r9,4)
	xsaveopt64	-129(%rax,%r8,8)
	xsaves	-128(%r15)
	xsaves	0
	xsaves	127(%rax,%r10,8)
	xsaves	2147483647(%r12)
	xsaves64	%fs:128(,%r12,2)
	xsaves64	128(%rdx,%rdx,8)
	xsaves64	-129(%rsp,%r12,4)
	xsaves64	%fs:127(%rbp,%r14,4)
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
