# tdc random program: --target x86_64 --seed 11 --per-opcode 4
	adcw	$48090, %ax
	adcw	$0, %ax
	adcw	$-4224, %ax
	adcw	$65535, %ax
	adcw	$-128, %gs:128(%r15,%rdx)
	adcw	$-17601, %fs:-1(%rcx,%rax,8)
	adcw	$28270, (%r12,%r13,2)
	adcw	$-1, 127(%r10,%r13,8)
	adcw	$127, 1(%rip)
	adcw	$88, %gs:127(%rax)
	adcw	$100, 2147483647(,%rbx)
	adcw	$65408, (%rdi)
	adcw	%r9w, %fs:-129
	adcw	%cx, 128(%rdx,%rbx,2)
	adcw	%cx, -129(%r11,%r10,2)
	adcw	%bp, %gs:(%rcx)
	adcw	$0, %r14w
	adcw	$-129, %r13w
	adcw	$-128, %r12w
	adcw	$0, %r10w
	adcw	$85, %r12w
	adcw	$42, %cx
	adcw	$127, %r8w
	adcw	$65408, %r14w
	adcw	128(%rdi,%r10,4), %dx
	adcw	%fs:-128(%rcx,%rbx,4), %sp
	adcw	2147483647(%rcx), %ax
	adcw	(%rax,%rbp), %r10w
	adcw	%di, %r11w
	adcw	%r11w, %r10w
	adcw	%r14w, %r15w
	adcw	%ax, %r8w
	adcl	$-1, %eax
	adcl	$2968920432, %eax
	adcl	$-2147483648, %eax
	adcl	$255, %eax
	adcl	$895298858, (%rcx)
	adcl	$-2147483648, -129(%rax)
	adcl	$1, -128(%rsi,%r15,8)
	adcl	$4294967295, %gs:(%r8,%rbp,8)
	adcl	$78, -1(%rsp)
	adcl	$127, %gs:128(%rsi)
	adcl	$4294967199, -1(%rdx)
	adcl	$102, -128(%rip)
	adcl	%eax, 1(%r11)
	adcl	%esi, %gs:-2147483648(%rsp,%rax,2)
	adcl	%esi, -128(%rbx,%rcx)
	adcl	%r11d, %fs:-129(%r15,%r10,4)
	adcl	$128, %ecx
	adcl	$-1, %r13d
	adcl	$-128, %edi
	adcl	$32767, %r15d
	adcl	$4294967269, %ebx
	adcl	$13, %edx
	adcl	$4294967289, %esp
	adcl	$21, %r15d
	adcl	-2147483648(%r10,%r11), %esp
	adcl	-2147483648(%rbp,%r9), %r9d
	adcl	128(%rax,%rbx,2), %eax
	adcl	%fs:-129(,%rcx,2), %esp
	adcl	%r13d, %ecx
	adcl	%r15d, %r15d
	adcl	%r9d, %esp
	adcl	%r10d, %r10d
	adcq	$0, %rax
	adcq	$-2147483648, %rax
	adcq	$-749781328, %rax
	adcq	$2147483647, %rax
	adcq	$127, (%rbp)
	adcq	$1, -1(,%r14,4)
	adcq	$-2147483648, %gs:127(%rbp,%r14,8)
	adcq	$255, %gs:-1(%rip)
	adcq	$12, -129(%r9,%rax,4)
	adcq	$0, -128(%rcx,%r9,4)
	adcq	$-100, 127
	adcq	$87, 2147483647(%r12)
	adcq	%rsp, -129(,%r8)
	adcq	%r13, -1(%r13,%rax)
	adcq	%rdi, 0
	adcq	%rbx, %gs:-2147483648(%r13,%rax,2)
	adcq	$-715390243, %rax
	adcq	$32768, %r8
	adcq	$2047660250, %rbp
	adcq	$65536, %r15
	adcq	$65, %rcx
	adcq	$1, %rdx
	adcq	$127, %r9
	adcq	$-1, %r8
	adcq	127(%rdx,%rdx,4), %r13
	adcq	-1(%r13), %r8
	adcq	%gs:-129, %r13
	adcq	(%rsp), %rbx
	adcq	%r12, %r13
	adcq	%rdi, %rdi
	adcq	%rdx, %r9
	adcq	%r11, %rbp
	adcb	$-128, %al
	adcb	$255, %al
	adcb	$-1, %al
	adcb	$163, %al
	adcb	$31, (%r15,%r11,8)
	adcb	$2, %fs:-2147483648(%rsi)
	adcb	$255, -128(%r8)
	adcb	$-128, %fs:-2147483648
	adcb	%dl, %gs:127(,%r11,8)
	adcb	%r12b, 2147483647(%r11)
	adcb	%r11b, %fs:(%rdx)
	adcb	%spl, %gs:1
	adcb	$-128, %r8b
	adcb	$248, %dh
	adcb	$255, %bl
	adcb	$250, %dil
	adcb	(%rdx), %r14b
	adcb	2147483647(%rip), %r10b
	adcb	127(%rsi,%r12,4), %r10b
	adcb	%gs:128(%r11), %bpl
	adcb	%spl, %r14b
	adcb	%r14b, %dil
	adcb	%dh, %al
	adcb	%dil, %bpl
	addw	$21409, %ax
	addw	$2, %ax
	addw	$-14233, %ax
	addw	$49331, %ax
	addw	$65535, %fs:1(%r11)
	addw	$26772, %fs:(%rip)
	addw	$-9457, 2147483647(%r13)
	addw	$35397, %fs:-1(%r13)
	addw	$22, %gs:2147483647(%r15,%r11)
	addw	$127, -1(%r12)
	addw	$1, -128(%rip)
	addw	$65535, -129(%r12)
	addw	%sp, 1(%rbx)
	addw	%r10w, 1(,%r13,8)
	addw	%si, 127(%r15)
	addw	%si, %gs:(%r11,%r9,4)
	addw	$58972, %bx
	addw	$128, %bp
	addw	$30345, %r10w
	addw	$-128, %dx
	addw	$0, %si
	addw	$-58, %r14w
	addw	$65408, %di
	addw	$127, %r14w
	addw	1(%r10), %cx
	addw	%fs:1(%rbp,%r11,4), %r11w
	addw	1(%r11,%r9,4), %sp
	addw	%gs:128(%rbp,%r10,4), %r12w
	addw	%r11w, %di
	addw	%r8w, %si
	addw	%sp, %r11w
	addw	%r10w, %si
	addl	$-2147483648, %eax
	addl	$128, %eax
	addl	$2147483647, %eax
	addl	$4294967295, %eax
	addl	$2, -129(%rsp,%r15,2)
	addl	$-2147483648, 2147483647(%r11)
	addl	$0, -2147483648(%rsp,%rbx,2)
	addl	$2147483647, %gs:-128(%rax)
	addl	$4294967168, -2147483648(,%r8,2)
	addl	$109, -129(%r13)
	addl	$-1, -128
	addl	$-128, -128(%rcx)
	addl	%ebx, -2147483648(%rbp,%rbp,2)
	addl	%r9d, 128
	addl	%ecx, (%rsi)
	addl	%edx, -128(%r8,%rax,8)
	addl	$2147483647, %esp
	addl	$4294967295, %r10d
	addl	$65535, %edx
	addl	$2147483647, %r11d
	addl	$-1, %r14d
	addl	$1, %r10d
	addl	$-125, %ebp
	addl	$37, %ecx
	addl	2147483647(%rbp,%r8), %edi
	addl	%fs:(%rax), %r8d
	addl	-1(%r14,%rsi,4), %r14d
	addl	127(%rsp), %eax
	addl	%r15d, %esp
	addl	%esi, %r11d
	addl	%r13d, %r12d
	addl	%r13d, %eax
	addq	$2, %rax
	addq	$32767, %rax
	addq	$2147483647, %rax
	addq	$2010563764, %rax
	addq	$0, %gs:128(%r8)
	addq	$2, 127(%r8,%rbx,2)
	addq	$128, 128(%r10,%rcx,2)
	addq	$2147483647, %fs:-1(%r12)
	addq	$127, -1(%r10,%rbp)
	addq	$66, %gs:2147483647
	addq	$45, %gs:-1(%r11,%r15,8)
	addq	$1, -1(%r13)
	addq	%r8, -129(%rcx)
	addq	%rbp, -1(%r14,%r10,4)
	addq	%rax, 1(%rip)
	addq	%r10, 128(%rsi,%r10,4)
	addq	$32767, %rax
	addq	$1, %rcx
	addq	$256, %rax
	addq	$-2147483648, %r11
	addq	$-128, %rdx
	addq	$127, %r15
	addq	$-14, %rdi
	addq	$-128, %r8
	addq	1(%rcx), %rdi
	addq	-1(%rsi,%rdx), %rcx
	addq	%gs:-1(%r9,%rdx,8), %r13
	addq	-1(%rax,%r13), %rbp
	addq	%r11, %rsp
	addq	%rcx, %rbx
	addq	%r13, %rcx
	addq	%r11, %r14
	addb	$255, %al
	addb	$-79, %al
	addb	$-1, %al
	addb	$-128, %al
	addb	$255, -2147483648(,%rax)
	addb	$99, %gs:128(,%rsi,2)
	addb	$-122, 128(%rbp)
	addb	$-9, -128(%rbp,%rdi,8)
	addb	%r10b, 2147483647(%rcx,%r15,2)
	addb	%cl, -1(,%rdx)
	addb	%dil, %fs:-2147483648(%rdx)
	addb	%al, (%rdx,%r13,8)
	addb	$-1, %dil
	addb	$2, %sil
	addb	$2, %r9b
	addb	$191, %sil
	addb	%gs:1(%r11,%rdi,2), %sil
	addb	-129(%rdi), %ch
	addb	128(%rip), %r10b
	addb	-1(%rax,%r14,2), %r8b
	addb	%r14b, %r14b
	addb	%r12b, %dl
	addb	%al, %r11b
	addb	%ch, %dl
	addr32
	addr32
	addr32
	addr32
	addsd	-129(,%rdx,2), %xmm0
	addsd	127(%r12,%r12,2), %xmm3
	addsd	-2147483648(%r13,%r14,4), %xmm10
	addsd	1(%r10,%rax,8), %xmm3
	addsd	%xmm13, %xmm12
	addsd	%xmm2, %xmm2
	addsd	%xmm10, %xmm15
	addsd	%xmm6, %xmm1
	addss	%gs:-129(%r12,%rdx,2), %xmm11
	addss	(,%rbx), %xmm6
	addss	(%r15,%r10,2), %xmm12
	addss	-128(%rdi,%r11,2), %xmm10
	addss	%xmm3, %xmm14
	addss	%xmm15, %xmm10
	addss	%xmm1, %xmm4
	addss	%xmm2, %xmm0
	andw	$65535, %ax
	andw	$-4227, %ax
	andw	$23952, %ax
	andw	$-129, %ax
	andw	$0, %gs:(%r15,%rdi,4)
	andw	$-32768, -2147483648(,%rbp,4)
	andw	$38013, 2147483647(,%rax,2)
	andw	$7984, %fs:-2147483648
	andw	$127, -128(%rbx,%r12,8)
	andw	$127, %gs:1(%r14)
	andw	$127, %gs:127
	andw	$127, 1(,%r14,2)
	andw	%r12w, %gs:-2147483648(%r9)
	andw	%bp, 128(%rbx,%rbx)
	andw	%di, -2147483648(%r9)
	andw	%sp, %gs:-128(%r8,%r15,8)
	andw	$-1, %ax
	andw	$59817, %r12w
	andw	$-1, %di
	andw	$-32768, %cx
	andw	$31, %r10w
	andw	$65469, %r9w
	andw	$-76, %r9w
	andw	$65495, %di
	andw	127(%r14), %dx
	andw	128(%r12,%r11,2), %bx
	andw	%gs:(%rax), %bp
	andw	2147483647(%rip), %si
	andw	%sp, %r8w
	andw	%si, %r14w
	andw	%r14w, %r12w
	andw	%r8w, %r8w
	andl	$128, %eax
	andl	$4294967295, %eax
	andl	$-1, %eax
	andl	$128, %eax
	andl	$127, -129(%r14)
	andl	$-2147483648, %fs:-2147483648(%r10,%rsi)
	andl	$2854118449, -2147483648(%r11,%r11,8)
	andl	$4294967295, -2147483648(%rip)
	andl	$97, -128(%r15,%r15)
	andl	$4294967168, (%rax)
	andl	$2, 128(%rdx,%rax,4)
	andl	$4294967277, -2147483648(%rip)
	andl	%ebx, 127(%rsp,%r11,8)
	andl	%r11d, -1(%r13,%r13,8)
	andl	%ebx, -128
	andl	%ebp, -128(%rax,%r14)
	andl	$-2147483648, %edx
	andl	$-261167929, %r15d
	andl	$127, %ebp
	andl	$-129, %ebp
	andl	$1, %r13d
	andl	$54, %r13d
	andl	$1, %r15d
	andl	$0, %r11d
	andl	-128(,%rdx,4), %r10d
	andl	-1(%r11), %r8d
	andl	-128(%r9,%r13,2), %r13d
	andl	-128(%r11,%r15,4), %eax
	andl	%ebx, %edx
	andl	%ebp, %ecx
	andl	%r12d, %r8d
	andl	%esi, %ecx
	andq	$-964261989, %rax
	andq	$2147483647, %rax
	andq	$-1346727029, %rax
	andq	$1851828379, %rax
	andq	$65536, -2147483648(%rbp)
	andq	$2147483647, %gs:2147483647(%rax)
	andq	$32767, -129(%r11,%r10,2)
	andq	$-15930574, 127(%rsp)
	andq	$2, (%rdx,%rbp)
	andq	$-10, %gs:(%r11)
	andq	$-31, -1(%rbx)
	andq	$-67, 2147483647(%rdx,%rdi,8)
	andq	%rax, -2147483648(%r15,%r15,2)
	andq	%rbp, %fs:1(%rcx)
	andq	%r15, -1(%rax,%r10,8)
	andq	%r8, -1(%r11)
	andq	$256, %rdi
	andq	$-2147483648, %rdx
	andq	$1, %rbx
	andq	$-2147483648, %r15
	andq	$-53, %r11
	andq	$78, %r15
	andq	$-78, %r14
	andq	$125, %rbx
	andq	-2147483648(%r14), %r8
	andq	-2147483648(%rdx), %r12
	andq	%gs:-128(%r14,%r13), %rbx
	andq	-129(%r12,%r9,4), %r14
	andq	%rdx, %r12
	andq	%r12, %rsi
	andq	%rsp, %rsp
	andq	%rax, %r15
	andb	$2, %al
	andb	$10, %al
	andb	$1, %al
	andb	$-65, %al
	andb	$1, %fs:-1(%rbp)
	andb	$23, %gs:2147483647(%r12,%r8,2)
	andb	$-99, 128(%r8,%rcx,2)
	andb	$-128, -129(%rcx)
	andb	%dl, %fs:(,%rdx,4)
	andb	%dil, %gs:(%r9)
	andb	%bh, %gs:128(%rbp,%rdi,8)
	andb	%sil, %gs:1(%rbx,%r12,8)
	andb	$1, %al
	andb	$-128, %r12b
	andb	$-96, %spl
	andb	$238, %ah
	andb	%gs:2147483647(%r11,%r10,2), %dl
	andb	2147483647(%r14), %r14b
	andb	-128(%rip), %spl
	andb	127(%r13), %r10b
	andb	%dl, %r10b
	andb	%bl, %bl
	andb	%r15b, %r12b
	andb	%spl, %r15b
	bsfw	1(%rax,%r13,4), %sp
	bsfw	-2147483648(%rsp,%r14,8), %bp
	bsfw	-1, %bp
	bsfw	%gs:-1(%rip), %r14w
	bsfw	%bp, %cx
	bsfw	%si, %r13w
	bsfw	%sp, %sp
	bsfw	%sp, %ax
	bsfl	%fs:-128(%rsp,%rbp,4), %eax
	bsfl	2147483647(%rax,%rbp), %ebp
	bsfl	128(%r15), %ebp
	bsfl	(%r8,%rcx,4), %r12d
	bsfl	%r12d, %edx
	bsfl	%eax, %r14d
	bsfl	%r11d, %eax
	bsfl	%eax, %edi
	bsfq	-1(%r11), %r11
	bsfq	(%rdi), %rax
	bsfq	-128, %r10
	bsfq	127(%rsp), %r11
	bsfq	%r12, %rsp
	bsfq	%rcx, %rbx
	bsfq	%r12, %rsp
	bsfq	%r13, %rdi
	bsrw	-2147483648(%rbx,%rax,8), %r9w
	bsrw	2147483647(%rbp,%r15,2), %bp
	bsrw	%gs:-1(%rsp,%rbp,4), %bp
	bsrw	-2147483648(%r13,%r9), %cx
	bsrw	%bx, %cx
	bsrw	%bp, %r14w
	bsrw	%bp, %r11w
	bsrw	%dx, %bx
	bsrl	%gs:-129(%r12,%r8,4), %esp
	bsrl	-1(%rax), %eax
	bsrl	-1(%rip), %ebx
	bsrl	128(%r12), %r12d
	bsrl	%ebx, %esp
	bsrl	%r13d, %r13d
	bsrl	%ebp, %ecx
	bsrl	%ebp, %r13d
	bsrq	%fs:127(,%r15,2), %r15
	bsrq	-128(%r10), %r12
	bsrq	2147483647(%r13,%r14,4), %rax
	bsrq	2147483647(%rbx,%r12,2), %rax
	bsrq	%r13, %r11
	bsrq	%r8, %rsi
	bsrq	%rcx, %r12
	bsrq	%r12, %rsp
	btw	$150, 127(%r11,%r15,8)
	btw	$13, -129(%r12)
	btw	$104, %fs:-128(%r11,%rsi)
	btw	$1, -1(%r8)
	btw	%r10w, (%r9)
	btw	%r14w, 1(%r10,%rdx,2)
	btw	%r13w, %gs:2147483647(%rdi,%r11,4)
	btw	%cx, -129(%rbp)
	btw	$2, %cx
	btw	$97, %cx
	btw	$9, %si
	btw	$188, %dx
	btw	%bx, %sp
	btw	%r12w, %r8w
	btw	%sp, %r9w
	btw	%ax, %r14w
	btl	$128, -129(%r13,%r8)
	btl	$38, -128(%rsi)
	btl	$0, 1(%r15)
	btl	$126, 127(%rbx)
	btl	%r12d, %fs:-2147483648
	btl	%ecx, %fs:-129(,%rbx,8)
	btl	%esp, -128(%r14,%r8,8)
	btl	%r10d, -2147483648(%rbp)
	btl	$179, %r15d
	btl	$243, %ebp
	btl	$111, %esp
	btl	$117, %r10d
	btl	%r15d, %r13d
	btl	%edi, %esi
	btl	%esi, %r13d
	btl	%edi, %r11d
	btq	$255, 0
	btq	$199, %gs:1(%rax,%r10,4)
	btq	$1, 2147483647
	btq	$255, %gs:(%rdx,%r10)
	btq	%rsi, %fs:1(%rbp,%rsi,2)
	btq	%rdx, %gs:-2147483648(%r9,%r13)
	btq	%rax, 1(%r9,%r8)
	btq	%rsi, -2147483648(%rcx)
	btq	$9, %r10
	btq	$0, %rcx
	btq	$0, %r12
	btq	$153, %rdi
	btq	%rax, %r9
	btq	%r10, %rsi
	btq	%rsi, %r14
	btq	%r14, %r12
	btcw	$231, -128(%rsp,%r14,2)
	btcw	$255, %fs:-1(%rdx,%r8,4)
	btcw	$53, %gs:2147483647(%rcx)
	btcw	$46, 1(%rip)
	btcw	%cx, %fs:-2147483648(%rsi)
	btcw	%bx, (%rip)
	btcw	%si, 2147483647(%r15,%rbp,4)
	btcw	%si, -128(%rsi)
	btcw	$0, %r11w
	btcw	$255, %r13w
	btcw	$1, %bp
	btcw	$48, %r13w
	btcw	%sp, %r14w
	btcw	%r12w, %r15w
	btcw	%r8w, %r11w
	btcw	%r11w, %r9w
	btcl	$63, -1(%rax)
	btcl	$97, -1(%rdx,%r15,2)
	btcl	$255, 2147483647(%r12,%rbp,8)
	btcl	$1, -1
	btcl	%ebp, %fs:1(%rcx)
	btcl	%ecx, 1(%rip)
	btcl	%ecx, %fs:2147483647(%r9)
	btcl	%r14d, 128(%rbp,%rcx,4)
	btcl	$145, %esp
	btcl	$15, %r12d
	btcl	$0, %ebp
	btcl	$0, %r14d
	btcl	%r10d, %ecx
	btcl	%edx, %ebx
	btcl	%esi, %r10d
	btcl	%r13d, %r12d
	btcq	$0, %fs:127(%r11)
	btcq	$0, -2147483648(%rdi,%r8,2)
	btcq	$255, 2147483647
	btcq	$0, -2147483648(%rsp,%rbp,4)
	btcq	%r12, %fs:-128(%r15,%r11,2)
	btcq	%rax, (,%rsi,4)
	btcq	%rsp, %gs:2147483647(%r9)
	btcq	%r11, 127(%r13)
	btcq	$0, %rsp
	btcq	$140, %rbx
	btcq	$50, %r12
	btcq	$127, %rsi
	btcq	%rbp, %rsi
	btcq	%r13, %r14
	btcq	%rsp, %r8
	btcq	%r12, %rbx
	btrw	$249, -129(%r13,%r13,8)
	btrw	$255, (%rip)
	btrw	$255, %gs:128(%r15)
	btrw	$255, -129(%rbp,%r13)
	btrw	%si, %gs:2147483647(%r13)
	btrw	%bp, -128(%rbp)
	btrw	%ax, %gs:-2147483648(%r13)
	btrw	%bp, -1(%r10)
	btrw	$60, %cx
	btrw	$42, %r15w
	btrw	$0, %r13w
	btrw	$108, %cx
	btrw	%sp, %r9w
	btrw	%di, %r12w
	btrw	%r8w, %r11w
	btrw	%bx, %r13w
	btrl	$183, %fs:-128(%r14,%r11)
	btrl	$255, %fs:(%rdi)
	btrl	$1, -129(%r10,%rsi)
	btrl	$0, %fs:128(%r9)
	btrl	%r14d, (%rsp)
	btrl	%r13d, 2147483647(%rax)
	btrl	%ecx, -129(%rbp,%rsi,8)
	btrl	%edx, %fs:1
	btrl	$0, %r8d
	btrl	$23, %ebp
	btrl	$54, %r11d
	btrl	$142, %edi
	btrl	%r13d, %r14d
	btrl	%esp, %ebx
	btrl	%r12d, %r12d
	btrl	%r13d, %esi
	btrq	$255, -1(%r9,%r9,4)
	btrq	$75, 1(%rbx,%r15,2)
	btrq	$127, %gs:-1(%r8)
	btrq	$134, (,%r8,8)
	btrq	%rax, 128(%rdi)
	btrq	%r8, -2147483648(%rcx,%rax)
	btrq	%rsp, -128(%r14)
	btrq	%r11, %fs:1
	btrq	$1, %rcx
	btrq	$125, %r13
	btrq	$233, %rdx
	btrq	$220, %rsi
	btrq	%rax, %r13
	btrq	%rcx, %r12
	btrq	%rcx, %r8
	btrq	%rbp, %rsp
	btsw	$0, -129(%r11)
	btsw	$0, -129(%r9)
	btsw	$118, -1(%r14,%r11,2)
	btsw	$0, -129(%rax)
	btsw	%r15w, -129(%r9,%rbx,4)
	btsw	%r10w, 2147483647(%rsp,%r15,8)
	btsw	%r9w, %gs:-2147483648(%r10,%rax,4)
	btsw	%bx, -128(%r12,%r11,2)
	btsw	$0, %bx
	btsw	$149, %cx
	btsw	$126, %bx
	btsw	$162, %bx
	btsw	%r11w, %r10w
	btsw	%r12w, %ax
	btsw	%si, %r9w
	btsw	%r13w, %bp
	btsl	$250, 2147483647(%r9,%rbx,8)
	btsl	$1, %gs:1(%rbx,%r11,8)
	btsl	$255, -129(%r15)
	btsl	$2, %fs:127(,%rcx,8)
	btsl	%esi, %gs:2147483647(%rdi,%r8,8)
	btsl	%esi, %fs:-128(%rbp,%rdi,2)
	btsl	%r15d, -2147483648(%rax,%r10)
	btsl	%r9d, -128(,%rax,4)
	btsl	$178, %eax
	btsl	$120, %edi
	btsl	$0, %eax
	btsl	$1, %r9d
	btsl	%r10d, %r10d
	btsl	%r14d, %esi
	btsl	%r9d, %r9d
	btsl	%r14d, %edi
	btsq	$255, 2147483647(%r8,%rdx,2)
	btsq	$0, -129(%rsp)
	btsq	$127, 127(%r12,%r10,8)
	btsq	$151, 127(%rcx,%r12,2)
	btsq	%r11, %gs:127(%r10)
	btsq	%rbp, 127(%r12)
	btsq	%rcx, %fs:-2147483648(%rcx,%rsi)
	btsq	%rsi, 2147483647
	btsq	$0, %r12
	btsq	$0, %r13
	btsq	$128, %rbx
	btsq	$9, %r9
	btsq	%rbp, %r15
	btsq	%r11, %r10
	btsq	%r12, %rsp
	btsq	%r8, %rbx
	callq	*0
	callq	*128(%r13)
	callq	*-129(%rcx,%rsi,8)
	callq	*-128(%rbx,%rbp,8)
	callq	target+127
	callq	target-4
	callq	target+127
	callq	target-4
	callq	*%rsi
	callq	*%rsp
	callq	*%rdx
	callq	*%rbx
	cmovaw	(%r13,%r15,4), %r8w
	cmovaw	-129(%rsi,%rax,4), %di
	cmovaw	-129(%rdi,%r9,2), %r11w
	cmovaw	-128(%r10), %r8w
	cmovaw	%bx, %r9w
	cmovaw	%r14w, %r13w
	cmovaw	%sp, %r9w
	cmovaw	%r14w, %dx
	cmoval	(%r11), %r15d
	cmoval	1(,%r8), %r8d
	cmoval	-128(%r14,%r15,8), %edi
	cmoval	128(%r8), %edi
	cmoval	%esp, %edi
	cmoval	%ebx, %r8d
	cmoval	%r10d, %ebx
	cmoval	%esp, %esi
	cmovaq	(%rsi,%r13,2), %rsi
	cmovaq	1(%rdx,%r15,2), %r8
	cmovaq	%fs:128(%r13), %r15
	cmovaq	-128(%r8,%r11,4), %rbp
	cmovaq	%r13, %rdx
	cmovaq	%r10, %rcx
	cmovaq	%rbx, %rsi
	cmovaq	%r9, %rsp
	cmovaew	2147483647(%rbp,%r12,4), %dx
	cmovaew	-129(%rdi,%r13,4), %bx
	cmovaew	2147483647(%r8), %r11w
	cmovaew	2147483647(%rcx,%r11), %sp
	cmovaew	%di, %si
	cmovaew	%r10w, %r15w
	cmovaew	%bx, %r9w
	cmovaew	%r15w, %dx
	cmovael	1(%rip), %r15d
	cmovael	%gs:2147483647(%r8), %eax
	cmovael	-128(%r10), %r10d
	cmovael	(%r11), %ecx
	cmovael	%esp, %ecx
	cmovael	%r11d, %r8d
	cmovael	%esi, %esp
	cmovael	%edi, %ecx
	cmovaeq	%gs:(%r10,%r9,8), %rcx
	cmovaeq	2147483647, %r11
	cmovaeq	-1(%r15,%rbx,8), %r11
	cmovaeq	(,%rbp,2), %r12
	cmovaeq	%r13, %rsi
	cmovaeq	%r12, %rax
	cmovaeq	%r12, %rcx
	cmovaeq	%r8, %rdx
	cmovbw	0, %r8w
	cmovbw	-1(%r8), %sp
	cmovbw	%fs:-128(%rbx,%r11,4), %ax
	cmovbw	%gs:-1(%r10,%r13,2), %r11w
	cmovbw	%sp, %r12w
	cmovbw	%ax, %cx
	cmovbw	%r15w, %r8w
	cmovbw	%r11w, %sp
	cmovbl	%gs:(,%rdx,8), %r9d
	cmovbl	-128(%rip), %eax
	cmovbl	%fs:127(%rbx), %edi
	cmovbl	-2147483648(%r15), %esi
	cmovbl	%r9d, %r14d
	cmovbl	%edi, %r15d
	cmovbl	%edx, %eax
	cmovbl	%esi, %r8d
	cmovbq	%fs:127(%r14,%r15), %r12
	cmovbq	-128(%r15,%rdx,8), %r15
	cmovbq	%fs:-129(%r11,%rcx), %rdx
	cmovbq	(%r15), %r13
	cmovbq	%rcx, %r8
	cmovbq	%r12, %r12
	cmovbq	%rdx, %rbp
	cmovbq	%r15, %rsp
	cmovbew	-1(%r9,%r14,2), %ax
	cmovbew	-128(%rcx,%rbp,2), %r15w
	cmovbew	128(%rbp), %bp
	cmovbew	127(%r10,%r12,8), %dx
	cmovbew	%r15w, %si
	cmovbew	%bp, %r15w
	cmovbew	%bx, %di
	cmovbew	%ax, %r13w
	cmovbel	-2147483648(%r9), %r8d
	cmovbel	-2147483648(%rdi), %r14d
	cmovbel	-1(%r10,%r14,4), %r14d
	cmovbel	-1(%r14,%r9,4), %r14d
	cmovbel	%r11d, %esi
	cmovbel	%ebp, %esi
	cmovbel	%ebx, %ebp
	cmovbel	%ebx, %esp
	cmovbeq	-2147483648(%rdx), %r9
	cmovbeq	-1, %rsi
	cmovbeq	2147483647(%rsi), %rcx
	cmovbeq	2147483647, %r11
	cmovbeq	%r13, %rax
	cmovbeq	%rax, %r8
	cmovbeq	%rbp, %rbx
	cmovbeq	%rcx, %r9
	cmovew	%gs:-129(%r14,%r12,2), %ax
	cmovew	-2147483648(%r14), %cx
	cmovew	(%rax,%rbp,8), %r15w
	cmovew	%gs:-129(%rcx,%r11), %ax
	cmovew	%cx, %r10w
	cmovew	%dx, %r12w
	cmovew	%cx, %ax
	cmovew	%sp, %r12w
	cmovel	1(%r14,%rsi,2), %r15d
	cmovel	%fs:-128(%r12,%r8,2), %esi
	cmovel	(%rcx,%rcx), %esp
	cmovel	-1(%r14), %ebx
	cmovel	%r13d, %r13d
	cmovel	%ebp, %r9d
	cmovel	%esi, %r9d
	cmovel	%r14d, %edi
	cmoveq	%gs:1(%r15), %r13
	cmoveq	%gs:(,%r11), %rbx
	cmoveq	-129(%rcx), %r14
	cmoveq	%gs:-1(%rip), %r13
	cmoveq	%r15, %r10
	cmoveq	%rdx, %rbp
	cmoveq	%r14, %r14
	cmoveq	%r9, %rsi
	cmovgw	%fs:-129(%r11,%rbx,2), %r12w
	cmovgw	%gs:(%r13), %r10w
	cmovgw	-2147483648(%rax), %r11w
	cmovgw	-129(%r14,%r13,8), %cx
	cmovgw	%r9w, %bp
	cmovgw	%r8w, %ax
	cmovgw	%sp, %r15w
	cmovgw	%cx, %r13w
	cmovgl	0, %ebx
	cmovgl	(%rip), %edx
	cmovgl	-1(%rip), %edi
	cmovgl	%gs:-2147483648, %r11d
	cmovgl	%r15d, %eax
	cmovgl	%ecx, %r15d
	cmovgl	%r11d, %ebx
	cmovgl	%r12d, %r13d
	cmovgq	2147483647(,%r11,2), %rsp
	cmovgq	%gs:1(%r11), %r8
	cmovgq	-129(%r10,%r10,4), %rbx
	cmovgq	127, %rdi
	cmovgq	%r8, %r11
	cmovgq	%rbp, %r11
	cmovgq	%rbp, %rcx
	cmovgq	%r11, %r10
	cmovgew	-2147483648(%r12,%rsi,4), %si
	cmovgew	-128(%rcx,%r11,4), %si
	cmovgew	%fs:2147483647(%r15,%r15,4), %r12w
	cmovgew	%fs:-128(%r12,%rcx,4), %di
	cmovgew	%r14w, %r10w
	cmovgew	%r14w, %r8w
	cmovgew	%r14w, %r10w
	cmovgew	%r10w, %dx
	cmovgel	-129(%rbp), %r11d
	cmovgel	-129(%rsp), %r11d
	cmovgel	%fs:1(%r13), %ecx
	cmovgel	-2147483648(%r10), %r8d
	cmovgel	%r10d, %eax
	cmovgel	%edi, %ebp
	cmovgel	%r13d, %r9d
	cmovgel	%esi, %r14d
	cmovgeq	127(%rsi), %r14
	cmovgeq	127(%rdi), %rcx
	cmovgeq	128(%r13,%r10,2), %r8
	cmovgeq	%gs:0, %r10
	cmovgeq	%r12, %r9
	cmovgeq	%r14, %r14
	cmovgeq	%rdi, %r13
	cmovgeq	%rbx, %rsp
	cmovlw	%fs:2147483647(,%r8,2), %r12w
	cmovlw	%gs:127(%rbp), %r8w
	cmovlw	-2147483648(%r14), %bp
	cmovlw	-128(%r9,%rdi), %r9w
	cmovlw	%ax, %di
	cmovlw	%cx, %r14w
	cmovlw	%dx, %si
	cmovlw	%si, %r12w
	cmovll	(%r15), %ebx
	cmovll	(%r12), %r12d
	cmovll	%fs:-2147483648(%r14), %r11d
	cmovll	127(%r10), %r10d
	cmovll	%r11d, %r13d
	cmovll	%ebp, %esp
	cmovll	%esi, %esp
	cmovll	%edx, %r15d
	cmovlq	127(%rsp,%r11,8), %rbp
	cmovlq	%gs:-128(%rip), %r12
	cmovlq	%gs:-2147483648, %r10
	cmovlq	-2147483648(%r15,%rsi,2), %rsp
	cmovlq	%r13, %rbp
	cmovlq	%r9, %r9
	cmovlq	%r13, %rdx
	cmovlq	%r8, %rbp
	cmovlew	128(%rax), %r14w
	cmovlew	-129(%r11,%rbx,8), %di
	cmovlew	%gs:128(%rcx), %si
	cmovlew	%fs:-129(%rcx), %r9w
	cmovlew	%bx, %r14w
	cmovlew	%ax, %si
	cmovlew	%r14w, %sp
	cmovlew	%r8w, %r8w
	cmovlel	%gs:-1(%rdx,%rbx,4), %edi
	cmovlel	-129(%r8,%r10,2), %esp
	cmovlel	(%rcx), %edi
	cmovlel	-2147483648(%rbp), %eax
	cmovlel	%r9d, %ecx
	cmovlel	%r12d, %r9d
	cmovlel	%r8d, %r8d
	cmovlel	%r10d, %ebx
	cmovleq	%gs:128(%r15), %r8
	cmovleq	128(%r10,%r11,8), %rcx
	cmovleq	-1(%rax,%rcx), %rdi
	cmovleq	-1(,%r15,2), %rcx
	cmovleq	%r9, %rdx
	cmovleq	%rax, %rbp
	cmovleq	%rsi, %r11
	cmovleq	%rbp, %r12
	cmovnew	-2147483648(%r12), %r12w
	cmovnew	%gs:127, %ax
	cmovnew	-129, %r13w
	cmovnew	128, %bx
	cmovnew	%sp, %r12w
	cmovnew	%si, %r12w
	cmovnew	%si, %r11w
	cmovnew	%r13w, %r12w
	cmovnel	128(%rbp), %r9d
	cmovnel	-128(%rcx,%rbx,4), %ebp
	cmovnel	%fs:1(%rip), %r10d
	cmovnel	127(%rax), %edi
	cmovnel	%r15d, %esp
	cmovnel	%edx, %edx
	cmovnel	%r14d, %r9d
	cmovnel	%r8d, %r14d
	cmovneq	1(%r9,%r15,2), %r13
	cmovneq	1(%rdi,%rbp,2), %r15
	cmovneq	%fs:127(%r15,%rbx,8), %r12
	cmovneq	%gs:127(%rax), %r12
	cmovneq	%rsi, %r9
	cmovneq	%r11, %r9
	cmovneq	%r12, %rsp
	cmovneq	%r9, %r9
	cmovnow	%fs:1(,%rcx,8), %dx
	cmovnow	127(%r14), %r8w
	cmovnow	-2147483648(%r8), %r8w
	cmovnow	127(%rsp), %ax
	cmovnow	%r9w, %r8w
	cmovnow	%cx, %r11w
	cmovnow	%cx, %ax
	cmovnow	%dx, %r8w
	cmovnol	1(%r13,%rdi), %r13d
	cmovnol	1(%rbx,%r8,8), %ebx
	cmovnol	%fs:128(%rax,%rbp), %r11d
	cmovnol	%fs:1(%r10), %r9d
	cmovnol	%r8d, %r11d
	cmovnol	%esp, %esp
	cmovnol	%r15d, %r8d
	cmovnol	%r9d, %ebx
	cmovnoq	1(%rsi,%r11,8), %r8
	cmovnoq	%fs:-2147483648(%rax,%rdi,4), %rax
	cmovnoq	2147483647(%r12), %rsp
	cmovnoq	(%r12,%rdi), %r15
	cmovnoq	%rdx, %rdx
	cmovnoq	%r12, %r15
	cmovnoq	%r8, %r10
	cmovnoq	%r9, %rcx
	cmovnpw	127(%rdi,%rdx), %r9w
	cmovnpw	-129(%rax,%rsi,2), %sp
	cmovnpw	(%rcx,%r11,2), %r14w
	cmovnpw	%fs:2147483647, %sp
	cmovnpw	%dx, %r14w
	cmovnpw	%dx, %si
	cmovnpw	%r10w, %r11w
	cmovnpw	%r9w, %di
	cmovnpl	128(%rdx,%r12,8), %edx
	cmovnpl	127(%r11), %ebx
	cmovnpl	-2147483648(%rsp,%rbp,2), %esi
	cmovnpl	(%r10), %r14d
	cmovnpl	%r11d, %r8d
	cmovnpl	%eax, %r8d
	cmovnpl	%eax, %r9d
	cmovnpl	%eax, %r15d
	cmovnpq	127(%rsp,%rsi), %rbx
	cmovnpq	128(,%rcx,2), %r15
	cmovnpq	%fs:(%r15,%rbp), %rax
	cmovnpq	-129(%r11), %r15
	cmovnpq	%r11, %rsp
	cmovnpq	%r10, %rbp
	cmovnpq	%rsp, %rax
	cmovnpq	%rbx, %rbp
	cmovnsw	-1(%rdi,%r14,4), %bx
	cmovnsw	127(%rdx,%r15,4), %sp
	cmovnsw	2147483647(%rsp,%rsi,4), %si
	cmovnsw	-129(%r9,%rsi,8), %bx
	cmovnsw	%bx, %r14w
	cmovnsw	%di, %r14w
	cmovnsw	%r8w, %r15w
	cmovnsw	%r15w, %r13w
	cmovnsl	-128(%rbp,%rbx,8), %eax
	cmovnsl	(%rcx), %r8d
	cmovnsl	(%r9), %r9d
	cmovnsl	-129(%r11,%rdi,2), %r9d
	cmovnsl	%r8d, %r9d
	cmovnsl	%edx, %esi
	cmovnsl	%r12d, %ebx
	cmovnsl	%r9d, %r9d
	cmovnsq	-1(%rsi), %r13
	cmovnsq	-128(%rbx,%rcx), %r13
	cmovnsq	-2147483648(,%r10), %r10
	cmovnsq	1(%rbx), %rcx
	cmovnsq	%rdi, %rcx
	cmovnsq	%rbp, %rdi
	cmovnsq	%rcx, %r14
	cmovnsq	%rdx, %r12
	cmovow	-1(%rax), %di
	cmovow	-1(%r14,%rax), %bx
	cmovow	%fs:2147483647(%r10,%rdx,4), %r14w
	cmovow	%gs:-128(%r8), %bp
	cmovow	%bx, %bx
	cmovow	%sp, %cx
	cmovow	%r12w, %dx
	cmovow	%r12w, %r8w
	cmovol	1(%r10), %eax
	cmovol	-129(%r11,%rsi,8), %esp
	cmovol	2147483647(%r8,%rdx,2), %r15d
	cmovol	127(%rsi,%r12,8), %ebp
	cmovol	%edx, %esp
	cmovol	%r13d, %r11d
	cmovol	%ecx, %r10d
	cmovol	%esp, %r8d
	cmovoq	127(%r12,%rdx,2), %r9
	cmovoq	2147483647(%r10), %rdx
	cmovoq	%gs:1(%rcx), %rdx
	cmovoq	-128(%rip), %rdx
	cmovoq	%rsi, %r9
	cmovoq	%r11, %r9
	cmovoq	%r9, %r9
	cmovoq	%r15, %rsi
	cmovpw	%fs:2147483647(%rbp), %ax
	cmovpw	128(%r12,%r11,8), %cx
	cmovpw	%gs:-1(%r13), %bp
	cmovpw	128(%r12), %r8w
	cmovpw	%r8w, %r14w
	cmovpw	%ax, %r12w
	cmovpw	%r10w, %cx
	cmovpw	%r8w, %r8w
	cmovpl	127(%r8,%r12,4), %r8d
	cmovpl	2147483647(%rsp,%r15), %r14d
	cmovpl	127(%r10,%r9,8), %r9d
	cmovpl	128(%r8), %r15d
	cmovpl	%r10d, %r13d
	cmovpl	%r13d, %r14d
	cmovpl	%edi, %r11d
	cmovpl	%r10d, %esi
	cmovpq	128(%rax,%rdi,4), %rsi
	cmovpq	%fs:2147483647(%rcx), %r9
	cmovpq	%gs:-129(,%rax,8), %rbx
	cmovpq	-129(%rdx), %r13
	cmovpq	%r15, %r10
	cmovpq	%r10, %rsi
	cmovpq	%rbp, %rsi
	cmovpq	%rbx, %rdi
	cmovsw	(%rbx), %r12w
	cmovsw	%fs:-129(%r8,%r8,8), %r15w
	cmovsw	-128(%rsp), %ax
	cmovsw	-2147483648(%rcx), %si
	cmovsw	%r12w, %bp
	cmovsw	%dx, %r10w
	cmovsw	%r14w, %r10w
	cmovsw	%r11w, %r12w
	cmovsl	2147483647(%r11), %esi
	cmovsl	1(%r12,%r13,8), %esi
	cmovsl	-128(%rbp), %r12d
	cmovsl	128(%rdx,%r9,4), %edx
	cmovsl	%r10d, %r10d
	cmovsl	%r9d, %esp
	cmovsl	%r14d, %r8d
	cmovsl	%esp, %ebp
	cmovsq	128(%r14,%rbx), %rdx
	cmovsq	-1(%rsi), %r14
	cmovsq	%fs:127, %rcx
	cmovsq	128(,%rax,4), %r11
	cmovsq	%rbx, %r13
	cmovsq	%r12, %rdx
	cmovsq	%rcx, %rcx
	cmovsq	%r13, %rdi
	cmpw	$11997, %ax
	cmpw	$-1, %ax
	cmpw	$48313, %ax
	cmpw	$65535, %ax
	cmpw	$0, 128(%rbp,%r11,8)
	cmpw	$128, (%r13)
	cmpw	$-32768, 2147483647(%rbx,%rax,4)
	cmpw	$-32768, (%r14,%r14)
	cmpw	$65497, 1(%r15,%rsi,4)
	cmpw	$-71, 2147483647(%r13,%r15,2)
	cmpw	$111, (%r13)
	cmpw	$0, 128(,%r9,8)
	cmpw	%r9w, %fs:127(%rcx,%r10,4)
	cmpw	%r8w, %fs:-128
	cmpw	%r14w, %fs:2147483647(%r9)
	cmpw	%r8w, -2147483648(%rbx,%r8,4)
	cmpw	$-32768, %ax
	cmpw	$19983, %sp
	cmpw	$42218, %r12w
	cmpw	$32768, %r10w
	cmpw	$0, %di
	cmpw	$42, %r15w
	cmpw	$0, %r12w
	cmpw	$127, %r11w
	cmpw	127(%rip), %ax
	cmpw	%gs:-128(%r15), %r11w
	cmpw	-2147483648(,%rbp,4), %r12w
	cmpw	-129(%rbp,%r12,8), %ax
	cmpw	%r15w, %r11w
	cmpw	%r8w, %si
	cmpw	%r11w, %bx
	cmpw	%bp, %r12w
	cmpl	$737972278, %eax
	cmpl	$-1, %eax
	cmpl	$-2147483648, %eax
	cmpl	$-1, %eax
	cmpl	$127, 1(%r8,%r15,8)
	cmpl	$4294967295, 127(%r10,%rdi,4)
	cmpl	$2972798427, -129
	cmpl	$0, -2147483648(%rax,%r14,8)
	cmpl	$127, 2147483647(%rbx,%rbp,2)
	cmpl	$4294967178, 127(%rsp)
	cmpl	$4294967173, %gs:128(,%rsi)
	cmpl	$1, %gs:-128(%rbp,%r10)
	cmpl	%r12d, -2147483648(%r8,%rdi)
	cmpl	%r13d, 127(%r9)
	cmpl	%esp, %gs:-128(%r10)
	cmpl	%eax, 127(%r9)
	cmpl	$-129, %ecx
	cmpl	$360513115, %r10d
	cmpl	$4294967295, %r13d
	cmpl	$255, %r11d
	cmpl	$127, %eax
	cmpl	$-71, %r9d
	cmpl	$4294967295, %edx
	cmpl	$4294967291, %esp
	cmpl	%gs:128, %r9d
	cmpl	%fs:-1(%r11,%r9,2), %r10d
	cmpl	-129(%r11), %edi
	cmpl	-128(%r11), %r15d
	cmpl	%esp, %edx
	cmpl	%ebx, %esp
	cmpl	%edx, %edx
	cmpl	%r10d, %esi
	cmpq	$1678930053, %rax
	cmpq	$0, %rax
	cmpq	$-1904431718, %rax
	cmpq	$1, %rax
	cmpq	$32767, (%rsp,%r12)
	cmpq	$2147483647, -2147483648(%rip)
	cmpq	$-128, 127(%r12,%rdi,4)
	cmpq	$65536, -128(%rip)
	cmpq	$-68, 2147483647(%r13)
	cmpq	$42, 128(%rbx)
	cmpq	$-40, 128(%rcx)
	cmpq	$0, 1(%r10,%r8,4)
	cmpq	%r12, -1(%rbx)
	cmpq	%r9, 127(%rcx,%r15,2)
	cmpq	%r11, %gs:128(%rbp,%rdi,2)
	cmpq	%r13, %gs:127(%r15)
	cmpq	$-2147483648, %rdi
	cmpq	$-499362592, %rsi
	cmpq	$65535, %r12
	cmpq	$-2147483648, %rdx
	cmpq	$-97, %r15
	cmpq	$0, %rbp
	cmpq	$-128, %rsi
	cmpq	$1, %r12
	cmpq	1(%rbp,%rdi,4), %r11
	cmpq	-129(%rcx), %rbx
	cmpq	2147483647(%r12,%r12), %rax
	cmpq	127(%rsi), %r10
	cmpq	%rbp, %rsi
	cmpq	%r15, %r13
	cmpq	%r12, %rsp
	cmpq	%r14, %rax
	cmpb	$128, %al
	cmpb	$-128, %al
	cmpb	$-56, %al
	cmpb	$-128, %al
	cmpb	$2, -129(,%r10,4)
	cmpb	$-1, -129(%rax)
	cmpb	$1, -129(%rip)
	cmpb	$-31, 1(%r15,%r12)
	cmpb	%bl, -2147483648(%rbx)
	cmpb	%bpl, (,%r12)
	cmpb	%r8b, 1(%r15)
	cmpb	%ch, 2147483647(%rbx,%rcx,4)
	cmpb	$232, %bh
	cmpb	$127, %bpl
	cmpb	$-128, %spl
	cmpb	$0, %r12b
	cmpb	%gs:-2147483648(%r13), %r8b
	cmpb	-128(%r14), %dil
	cmpb	-128(%r12), %dl
	cmpb	128(%rdi,%r11,2), %bpl
	cmpb	%r10b, %r8b
	cmpb	%r11b, %sil
	cmpb	%ah, %cl
	cmpb	%sil, %bpl
	cs
	cs
	cs
	cs
	cvtsi2sdl	%fs:(%r14), %xmm3
	cvtsi2sdl	-2147483648(%rdx), %xmm11
	cvtsi2sdl	2147483647(%rax,%r9,2), %xmm4
	cvtsi2sdl	%gs:-129(%rdi,%rbp,2), %xmm7
	cvtsi2sd	%r11d, %xmm12
	cvtsi2sd	%edx, %xmm10
	cvtsi2sd	%r9d, %xmm11
	cvtsi2sd	%esi, %xmm15
	cvtsi2ssl	-129(%rbx,%rbp,4), %xmm10
	cvtsi2ssl	%fs:-1(%rbx,%rdx,4), %xmm6
	cvtsi2ssl	2147483647(%rdx), %xmm9
	cvtsi2ssl	127(%r14,%r10,2), %xmm1
	cvtsi2ss	%ebx, %xmm4
	cvtsi2ss	%edx, %xmm13
	cvtsi2ss	%r13d, %xmm4
	cvtsi2ss	%edi, %xmm3
	cvtsi2sdq	128(%rdi,%r10,4), %xmm14
	cvtsi2sdq	%fs:-129(%rcx), %xmm3
	cvtsi2sdq	(%rip), %xmm10
	cvtsi2sdq	-2147483648(%r8), %xmm12
	cvtsi2sd	%r13, %xmm5
	cvtsi2sd	%r11, %xmm10
	cvtsi2sd	%r13, %xmm4
	cvtsi2sd	%rsi, %xmm0
	cvtsi2ssq	%gs:-1(,%rax,8), %xmm11
	cvtsi2ssq	128(%r10,%r14,4), %xmm13
	cvtsi2ssq	2147483647(%rcx,%r11,4), %xmm0
	cvtsi2ssq	1(%rsp,%r9,2), %xmm12
	cvtsi2ss	%r9, %xmm5
	cvtsi2ss	%r14, %xmm11
	cvtsi2ss	%r9, %xmm3
	cvtsi2ss	%rbx, %xmm1
	cvttsd2si	(%r14,%rbx,4), %rbp
	cvttsd2si	(%rip), %r15
	cvttsd2si	-128, %rbp
	cvttsd2si	-2147483648(%rdi), %rsp
	cvttsd2si	%xmm9, %r13
	cvttsd2si	%xmm12, %r9
	cvttsd2si	%xmm14, %r8
	cvttsd2si	%xmm14, %rbp
	cvttsd2si	-2147483648(%r12), %edi
	cvttsd2si	(%rip), %r10d
	cvttsd2si	%gs:-2147483648(%r8), %edi
	cvttsd2si	%gs:-128(%r8), %r12d
	cvttsd2si	%xmm11, %esp
	cvttsd2si	%xmm12, %r10d
	cvttsd2si	%xmm6, %r14d
	cvttsd2si	%xmm14, %r11d
	cvttss2si	1(%rdi,%rax,8), %r12
	cvttss2si	(%rsi), %r10
	cvttss2si	2147483647(%rcx,%r12,8), %r15
	cvttss2si	%fs:-128(%r12), %rbp
	cvttss2si	%xmm2, %rax
	cvttss2si	%xmm6, %rsi
	cvttss2si	%xmm5, %rsi
	cvttss2si	%xmm5, %rax
	cvttss2si	%gs:2147483647(%r9), %r13d
	cvttss2si	127(%r9), %esp
	cvttss2si	%fs:-1(%rdi,%r12,8), %r13d
	cvttss2si	127(%r10,%r8,4), %r12d
	cvttss2si	%xmm4, %ecx
	cvttss2si	%xmm2, %ebp
	cvttss2si	%xmm2, %r12d
	cvttss2si	%xmm6, %ebp
	data16
	data16
	data16
	data16
	decw	-129(%rdx)
	decw	2147483647(%r12,%rbp)
	decw	1(%rsp)
	decw	%fs:-128(%r9,%r8,2)
	decw	%bp
	decw	%r15w
	decw	%r15w
	decw	%r9w
	decl	-2147483648(,%r10,2)
	decl	%gs:(%rip)
	decl	-1(%r12)
	decl	128(%r15)
	decl	%esp
	decl	%r12d
	decl	%ebx
	decl	%r15d
	decq	1(%r14)
	decq	-128(%r14)
	decq	-2147483648(%r9)
	decq	%gs:(%rsi,%rax,8)
	decq	%rax
	decq	%rdi
	decq	%r10
	decq	%rcx
	decb	127(%r8,%rdx,8)
	decb	128(%r12)
	decb	128(%r15)
	decb	128(%r14,%rcx)
	decb	%r10b
	decb	%dh
	decb	%bl
	decb	%r13b
	divw	128(%rbp)
	divw	128(%r14)
	divw	-128(%r8)
	divw	-2147483648(%r9)
	divw	%r14w
	divw	%dx
	divw	%r11w
	divw	%si
	divl	%gs:-129(%rbp)
	divl	%fs:1(%rbp)
	divl	2147483647(%r13,%r14)
	divl	%gs:128(%rcx,%rcx,4)
	divl	%r11d
	divl	%r8d
	divl	%r10d
	divl	%eax
	divq	%gs:128(%rax,%r14,4)
	divq	%gs:-1(%r10)
	divq	(%rcx)
	divq	-128(%rsp)
	divq	%rax
	divq	%rdi
	divq	%rax
	divq	%rdi
	divb	1(%r9,%rdi,2)
	divb	%gs:-1(%r11)
	divb	128(,%r9,2)
	divb	-129(%r10,%r13)
	divb	%r11b
	divb	%r8b
	divb	%dl
	divb	%r11b
	divsd	1(%rax), %xmm0
	divsd	-2147483648(,%r11), %xmm4
	divsd	%gs:(%r11), %xmm5
	divsd	128(%r9,%r8,4), %xmm5
	divsd	%xmm0, %xmm3
	divsd	%xmm8, %xmm3
	divsd	%xmm15, %xmm8
	divsd	%xmm11, %xmm8
	divss	127(,%rbp,2), %xmm0
	divss	-129(%r14,%r10,8), %xmm7
	divss	-2147483648(%r8,%r13,2), %xmm4
	divss	-2147483648(%r14,%r13,4), %xmm4
	divss	%xmm15, %xmm5
	divss	%xmm4, %xmm8
	divss	%xmm10, %xmm7
	divss	%xmm14, %xmm11
	ds
	ds
	ds
	ds
	es
	es
	es
	es
	fs
	fs
	fs
	fs
	gs
	gs
	gs
	gs
	idivw	-129(%r12,%r12,4)
	idivw	%fs:-1(%rip)
	idivw	-128(,%rcx,2)
	idivw	%gs:-1(%r14,%r8,4)
	idivw	%ax
	idivw	%sp
	idivw	%r14w
	idivw	%di
	idivl	%gs:128(%rip)
	idivl	%gs:127(%r8)
	idivl	128(%rbp,%r10,4)
	idivl	-129(%rbx,%r10)
	idivl	%esi
	idivl	%esp
	idivl	%r15d
	idivl	%r14d
	idivq	%gs:1(%r12,%r9,8)
	idivq	2147483647(%rdx)
	idivq	128(%rcx,%rbp,4)
	idivq	-2147483648(%rdi,%rsi,4)
	idivq	%r14
	idivq	%r9
	idivq	%r9
	idivq	%r11
	idivb	-2147483648(%rcx)
	idivb	%fs:(%r14,%r10,2)
	idivb	128
	idivb	2147483647(%rbx)
	idivb	%dh
	idivb	%bh
	idivb	%ch
	idivb	%bpl
	imulw	%gs:-1(%rbx,%r9)
	imulw	0
	imulw	-129(%rax,%rsi,8)
	imulw	-128(%rbx,%r15,2)
	imulw	%r12w
	imulw	%bp
	imulw	%bp
	imulw	%cx
	imulw	%fs:-1(%r9,%rcx,2), %cx
	imulw	(%r12,%rdi,4), %di
	imulw	-128(%r14,%rdx,4), %cx
	imulw	%fs:-2147483648(%rbx), %r10w
	imulw	$-129, 127(%rip), %r15w
	imulw	$-1614, %fs:(%rbp,%rsi,8), %bx
	imulw	$65535, 128(%rbp,%rcx), %si
	imulw	$32767, -128(%rsp,%r15,8), %r9w
	imulw	$65408, (%r13), %r8w
	imulw	$109, -1(,%r8,4), %r13w
	imulw	$121, 2147483647(%r10), %r8w
	imulw	$123, -128(%r14), %r15w
	imulw	%dx, %bx
	imulw	%bp, %dx
	imulw	%di, %r9w
	imulw	%sp, %r8w
	imulw	$32767, %r14w, %r8w
	imulw	$-32768, %bx, %r8w
	imulw	$-129, %dx, %r15w
	imulw	$22010, %si, %dx
	imulw	$17, %cx, %cx
	imulw	$-1, %r10w, %r9w
	imulw	$127, %sp, %dx
	imulw	$127, %r8w, %r14w
	imull	127(%rip)
	imull	(%rip)
	imull	-128(%r11)
	imull	1(%rdx,%r8,4)
	imull	%r15d
	imull	%r10d
	imull	%eax
	imull	%r12d
	imull	(%r11), %esp
	imull	128, %r10d
	imull	2147483647(%rbp), %r10d
	imull	-129(%rbx), %r14d
	imull	$-1901418605, -128(%r9), %ebx
	imull	$1303333316, %fs:1(%rax,%rdi), %r9d
	imull	$4294967295, (%r13), %esi
	imull	$2578957773, 1(%rbp,%rcx,2), %r11d
	imull	$4294967200, 127(%r15,%rdi,4), %edi
	imull	$4294967168, -129(%rsp), %r15d
	imull	$-128, %fs:128(%rdx,%r13,2), %r8d
	imull	$-128, -2147483648(%rsp,%rdi), %r11d
	imull	%edx, %ebp
	imull	%r8d, %r10d
	imull	%r10d, %ecx
	imull	%edx, %r11d
	imull	$-2147483648, %r13d, %r10d
	imull	$4294967295, %r8d, %esp
	imull	$-2147483648, %esi, %r12d
	imull	$4294967295, %ebp, %r9d
	imull	$20, %r12d, %esi
	imull	$-128, %eax, %edx
	imull	$127, %r12d, %ebx
	imull	$1, %r13d, %ebx
	imulq	-128(%r15,%rcx)
	imulq	%fs:-128(%rsp)
	imulq	128(%r14)
	imulq	127(%r10)
	imulq	%r14
	imulq	%rsi
	imulq	%rcx
	imulq	%rbx
	imulq	(%rax), %r12
	imulq	-1(%r13), %rdx
	imulq	127(%r13,%r13,8), %rdi
	imulq	(%r13), %rdx
	imulq	$-1922179042, -128, %rsp
	imulq	$2147483647, (%rsp), %rdi
	imulq	$-2147483648, -1(%r12,%r8,8), %r9
	imulq	$-2147483648, %gs:(%rdi,%r11,8), %r13
	imulq	$-97, 127(%r8), %r12
	imulq	$-1, 2147483647(%rbp), %rsp
	imulq	$-30, %gs:-2147483648(%r12), %r14
	imulq	$-128, -2147483648(%rdx,%rax,4), %rax
	imulq	%r14, %r11
	imulq	%r13, %r12
	imulq	%r10, %r15
	imulq	%r11, %rbx
	imulq	$-2147483648, %rdx, %r15
	imulq	$32767, %r12, %rcx
	imulq	$65536, %r11, %rdi
	imulq	$2147483647, %r14, %rdx
	imulq	$58, %rcx, %rax
	imulq	$0, %rax, %r13
	imulq	$-36, %rax, %r13
	imulq	$-119, %r14, %r10
	imulb	1(%r14,%r14,2)
	imulb	(%rax,%rsi,2)
	imulb	-1(%rsp,%rsi)
	imulb	-1(%rdi)
	imulb	%bl
	imulb	%r8b
	imulb	%cl
	imulb	%r13b
	incw	(%r8,%rax)
	incw	-129(%r13,%r13,2)
	incw	%gs:1(%rdx)
	incw	-128(%r13,%r15,4)
	incw	%cx
	incw	%r10w
	incw	%dx
	incw	%di
	incl	%fs:-129(%r11,%rdx,8)
	incl	%gs:1(%r15)
	incl	2147483647(%r10,%r13,4)
	incl	-129(%rcx)
	incl	%r13d
	incl	%r14d
	incl	%ebp
	incl	%esp
	incq	1(%r8,%r10,8)
	incq	-129(%rsp,%rdx,8)
	incq	-1(%r11)
	incq	%gs:128(%r15,%r9,8)
	incq	%r13
	incq	%r11
	incq	%r10
	incq	%rcx
	incb	2147483647(%r12,%r8)
	incb	-128(%r11)
	incb	%fs:-129(%rdi)
	incb	(%rdx)
	incb	%r15b
	incb	%dh
	incb	%r14b
	incb	%ch
	ja	target+8
	ja	target@PLT
	ja	target+127
	ja	target
	ja	target+127
	ja	target-128
	ja	target@PLT
	ja	target+127
	jae	target+8
	jae	target-4
	jae	target
	jae	target
	jae	target@PLT
	jae	target-4
	jae	target@PLT
	jae	target-128
	jb	target+8
	jb	target@PLT
	jb	target+8
	jb	target-128
	jb	target
	jb	target
	jb	target+8
	jb	target-4
	jbe	target
	jbe	target-4
	jbe	target-4
	jbe	target+127
	jbe	target-4
	jbe	target+127
	jbe	target
	jbe	target-128
	je	target
	je	target
	je	target
	je	target-128
	je	target
	je	target-4
	je	target-128
	je	target-128
	jg	target-128
	jg	target-4
	jg	target
	jg	target
	jg	target+127
	jg	target+127
	jg	target@PLT
	jg	target@PLT
	jge	target@PLT
	jge	target-128
	jge	target-4
	jge	target
	jge	target+8
	jge	target+127
	jge	target-128
	jge	target
	jl	target+127
	jl	target
	jl	target@PLT
	jl	target-4
	jl	target+127
	jl	target-128
	jl	target-4
	jl	target
	jle	target
	jle	target
	jle	target
	jle	target-128
	jle	target
	jle	target-128
	jle	target@PLT
	jle	target+8
	jne	target@PLT
	jne	target+127
	jne	target+127
	jne	target@PLT
	jne	target
	jne	target+127
	jne	target-4
	jne	target-4
	jno	target+127
	jno	target+127
	jno	target-4
	jno	target+127
	jno	target-128
	jno	target+127
	jno	target+8
	jno	target-128
	jnp	target-4
	jnp	target
	jnp	target-4
	jnp	target
	jnp	target-128
	jnp	target+8
	jnp	target@PLT
	jnp	target-128
	jns	target
	jns	target
	jns	target+127
	jns	target+127
	jns	target-4
	jns	target+127
	jns	target
	jns	target-128
	jo	target-4
	jo	target
	jo	target
	jo	target
	jo	target+8
	jo	target@PLT
	jo	target+8
	jo	target
	jp	target-128
	jp	target@PLT
	jp	target+127
	jp	target
	jp	target@PLT
	jp	target@PLT
	jp	target-4
	jp	target-4
	js	target-4
	js	target+127
	js	target-128
	js	target-128
	js	target-128
	js	target-128
	js	target@PLT
	js	target-128
	jecxz	target+127
	jecxz	target-128
	jecxz	target+8
	jecxz	target
	jmpq	*-2147483648(%r14)
	jmpq	*-128(%rax)
	jmpq	*%fs:128(%r10,%r15)
	jmpq	*-128(%r13,%r9,2)
	jmpq	*%r9
	jmpq	*%rsp
	jmpq	*%rbx
	jmpq	*%rdx
	jmp	target@PLT
	jmp	target-128
	jmp	target
	jmp	target-128
	jmp	target+127
	jmp	target@PLT
	jmp	target+8
	jmp	target-128
	jrcxz	target
	jrcxz	target-4
	jrcxz	target
	jrcxz	target-4
	leaw	%fs:-2147483648(%rip), %r12w
	leaw	128(%r12), %dx
	leaw	127(,%r9,8), %sp
	leaw	%fs:-1(%r14,%rbp,2), %bp
	leal	2147483647(,%rsi,4), %eax
	leal	128(%rcx), %edx
	leal	-2147483648(%r10), %r15d
	leal	-128(%rbx), %esp
	leaq	-129(%rdi,%rax,4), %rax
	leaq	127(%rip), %r10
	leaq	%fs:1(%rsi), %r12
	leaq	127(%rax), %rsi
	lock
	lock
	lock
	lock
	loop	target-128
	loop	target+8
	loop	target+8
	loop	target-128
	loope	target+127
	loope	target-128
	loope	target+127
	loope	target
	loopne	target-128
	loopne	target
	loopne	target-128
	loopne	target@PLT
	lretl
	lretl
	lretl
	lretl
	lretq
	lretq
	lretq
	lretq
	lretl	$41872
	lretl	$128
	lretl	$7372
	lretl	$32768
	lretq	$32665
	lretq	$32767
	lretq	$-1
	lretq	$65535
	movabsw	4294967295, %ax
	movabsw	2147483647, %ax
	movabsw	0, %ax
	movabsw	255, %ax
	movw	$0, 1(%rsi,%r11)
	movw	$-30774, 1(,%r15,4)
	movw	$65535, -1(%rip)
	movw	$128, 127(%r13)
	movw	%ax, -129(%rsp)
	movw	%r9w, -128(%r12)
	movw	%bx, -128(%r15)
	movw	%r10w, -2147483648(%r14)
	movabsw	%ax, 0
	movabsw	%ax, 5731640060198649171
	movabsw	%ax, 2147483647
	movabsw	%ax, 6054943612798621992
	movw	$4144, %di
	movw	$-1, %r9w
	movw	$13320, %r11w
	movw	$-129, %dx
	movw	-128(%rcx,%rbp), %cx
	movw	%gs:128(%rsi), %r8w
	movw	%gs:-2147483648(%r12), %si
	movw	128(%rsi,%r10,2), %r9w
	movw	%r10w, %sp
	movw	%ax, %r10w
	movw	%r14w, %dx
	movw	%bx, %bx
	movabsl	9223372036854775807, %eax
	movabsl	0, %eax
	movabsl	1, %eax
	movabsl	985831798635011416, %eax
	movl	$4294967295, %fs:-128(%r9)
	movl	$256, -1(%r11,%rax,2)
	movl	$32768, -128(%rsp,%r8,2)
	movl	$-1358510141, %gs:2147483647(%r12)
	movl	%r11d, -128(%rdi,%r15,4)
	movl	%ebp, 127(%rbp)
	movl	%r15d, 2147483647(%r8,%r13,4)
	movl	%eax, -129(%rsi,%rbx,2)
	movabsl	%eax, 9223372036854775807
	movabsl	%eax, 4929896748911549543
	movabsl	%eax, 9223372036854775807
	movabsl	%eax, 32768
	movl	$0, %edi
	movl	$3269795975, %ebp
	movl	$3087480905, %eax
	movl	$-2147483648, %r12d
	movl	-129(%r14), %edi
	movl	128(%r9,%r11,2), %r11d
	movl	128(%rdx,%r15,4), %edx
	movl	-2147483648(,%r9,4), %ebx
	movl	%r9d, %ebx
	movl	%r8d, %r8d
	movl	%edx, %r9d
	movl	%r12d, %edi
	movabsq	0, %rax
	movabsq	9223372036854775807, %rax
	movabsq	65536, %rax
	movabsq	8756518433315822330, %rax
	movq	$1, -1(%rbp)
	movq	$-1686338041, 1(%r9)
	movq	$127, -1(%r12,%r14)
	movq	$-2147483648, -2147483648(%r11,%r11,2)
	movq	%r15, 127(%rbp)
	movq	%r8, (%r11,%r15,2)
	movq	%rbx, 0
	movq	%rdi, 127(%rax)
	movabsq	%rax, 5171767270833464776
	movabsq	%rax, 32768
	movabsq	%rax, 9223372036854775807
	movabsq	%rax, 0
	movabsq	$-129, %rbp
	movabsq	$9006165617716596944, %rbp
	movabsq	$-6066383394833228978, %rdi
	movabsq	$2147483647, %rdx
	movq	$128, %rcx
	movq	$-300180062, %rax
	movq	$127, %r14
	movq	$-2147483648, %r14
	movq	2147483647(%r9,%rsi,4), %rcx
	movq	1(%r10,%rdx,8), %r13
	movq	2147483647(%r9,%rdx,2), %r9
	movq	127(%r10), %rbp
	movq	%r13, %r10
	movq	%rdi, %r11
	movq	%rdi, %rsp
	movq	%rbx, %rsi
	movq	%r14, %xmm10
	movq	%rsp, %xmm1
	movq	%rsi, %xmm5
	movq	%rdx, %xmm2
	movabsb	9223372036854775807, %al
	movabsb	5971271661859440105, %al
	movabsb	65535, %al
	movabsb	5709735663191929639, %al
	movb	$255, %fs:-1(%rip)
	movb	$106, %gs:1(%rdx,%r12)
	movb	$-1, %fs:-2147483648(%rsp)
	movb	$1, 128(%r14,%rdi)
	movb	%al, 128(,%r14)
	movb	%bl, %gs:2147483647(%r9,%r12,4)
	movb	%r14b, 127(,%r14,4)
	movb	%dl, -2147483648(%rbx,%rdi)
	movabsb	%al, 1524533914228311975
	movabsb	%al, 32768
	movabsb	%al, 814042159365287468
	movabsb	%al, 65535
	movb	$185, %bpl
	movb	$-1, %dh
	movb	$238, %bh
	movb	$255, %r10b
	movb	-2147483648(%rbx,%r12), %r12b
	movb	-2147483648(%rcx,%rdx,2), %spl
	movb	%fs:-1, %dil
	movb	%fs:-129(%rdi,%rbp,2), %al
	movb	%sil, %r10b
	movb	%r12b, %sil
	movb	%r8b, %al
	movb	%r11b, %r12b
	movd	128(%rcx,%r9,8), %xmm4
	movd	%fs:128(%r13), %xmm5
	movd	128(,%r15), %xmm12
	movd	2147483647(%r15), %xmm3
	movd	%r11d, %xmm15
	movd	%r13d, %xmm4
	movd	%r9d, %xmm9
	movd	%esi, %xmm12
	movd	%xmm13, %fs:128(%r14)
	movd	%xmm1, -128(%rcx,%rbx)
	movd	%xmm11, (%r13)
	movd	%xmm11, 2147483647(%rcx,%rdx,2)
	movd	%xmm6, %edx
	movd	%xmm14, %edx
	movd	%xmm7, %edi
	movd	%xmm14, %ebx
	movq	%xmm10, -1(%rax,%rsi)
	movq	%xmm11, -129(%r13)
	movq	%xmm8, -1(%r14,%rbx,2)
	movq	%xmm8, -129(%rsp)
	movq	%xmm4, %rbx
	movq	%xmm14, %rsp
	movq	%xmm7, %rdi
	movq	%xmm2, %rsi
	movq	%fs:128(,%r9), %xmm0
	movq	-2147483648(%rax,%r11,2), %xmm4
	movq	127(%r14,%rdi), %xmm5
	movq	-2147483648(%r14,%rsi,2), %xmm15
	movsd	%xmm13, -1(%rip)
	movsd	%xmm9, 128(%r8)
	movsd	%xmm14, 1(%rbx,%rbx,2)
	movsd	%xmm7, %gs:2147483647(%rip)
	movsd	%fs:-129(%rdx), %xmm12
	movsd	%fs:(%rsi,%r10,2), %xmm4
	movsd	1(%rsi), %xmm12
	movsd	%gs:-128(%rax,%r11,2), %xmm5
	movsd	%xmm0, %xmm1
	movsd	%xmm11, %xmm1
	movsd	%xmm13, %xmm13
	movsd	%xmm0, %xmm7
	movss	%xmm2, 2147483647(%r10,%r15)
	movss	%xmm8, 127(%r11,%rsi,8)
	movss	%xmm8, -128(%r11)
	movss	%xmm12, 2147483647(%rbp)
	movss	%gs:-1, %xmm15
	movss	-128(%rip), %xmm7
	movss	1(%r8,%rbp,4), %xmm7
	movss	2147483647(%r9,%rbp,8), %xmm15
	movss	%xmm8, %xmm7
	movss	%xmm11, %xmm14
	movss	%xmm4, %xmm9
	movss	%xmm12, %xmm9
	movq	%xmm14, %xmm0
	movq	%xmm15, %xmm10
	movq	%xmm6, %xmm13
	movq	%xmm5, %xmm4
	mulw	2147483647(%rbp,%rax,2)
	mulw	%fs:-128(%rsi)
	mulw	-2147483648(%rbp,%rbx,4)
	mulw	-128(%r9,%r12,2)
	mulw	%di
	mulw	%bp
	mulw	%r9w
	mulw	%r11w
	mull	%fs:128
	mull	-1(%rdi)
	mull	-129(%rcx,%rdi,8)
	mull	-128(%r13,%rbp,4)
	mull	%r12d
	mull	%r9d
	mull	%r9d
	mull	%r14d
	mulq	-2147483648(%rsp,%rbx,2)
	mulq	-129(%rip)
	mulq	127(%rsp)
	mulq	1(%rip)
	mulq	%rcx
	mulq	%r11
	mulq	%rsp
	mulq	%r15
	mulb	-1(%rcx)
	mulb	%fs:-2147483648(,%r8,4)
	mulb	-1(%r15,%rbp)
	mulb	2147483647(%rcx,%r13,4)
	mulb	%r14b
	mulb	%cl
	mulb	%bh
	mulb	%ch
	mulsd	-128(%r14), %xmm10
	mulsd	%fs:2147483647(%r10,%r10,4), %xmm11
	mulsd	-2147483648(%r12,%rcx,4), %xmm13
	mulsd	(%r14,%r13,2), %xmm14
	mulsd	%xmm14, %xmm9
	mulsd	%xmm5, %xmm10
	mulsd	%xmm0, %xmm8
	mulsd	%xmm3, %xmm0
	mulss	-2147483648(%rdi), %xmm15
	mulss	2147483647(%r12,%r14,4), %xmm7
	mulss	-128(%rdx,%r11,2), %xmm12
	mulss	%fs:1(%rbp,%rbx,2), %xmm3
	mulss	%xmm15, %xmm14
	mulss	%xmm4, %xmm4
	mulss	%xmm5, %xmm6
	mulss	%xmm8, %xmm13
	negw	-1(,%r11,2)
	negw	1(%rsi)
	negw	1(%rax)
	negw	128(%rax,%rdi)
	negw	%r15w
	negw	%r14w
	negw	%r8w
	negw	%r13w
	negl	%fs:-129(%r13)
	negl	127(%rbp)
	negl	%fs:127(%r9,%r8,8)
	negl	1(%rsi)
	negl	%eax
	negl	%r14d
	negl	%r11d
	negl	%eax
	negq	2147483647(%rax)
	negq	128(%r13,%rbp,4)
	negq	%fs:(,%rdi)
	negq	-128(%rax,%rax,2)
	negq	%r8
	negq	%rsi
	negq	%r8
	negq	%rax
	negb	127(%r9)
	negb	%gs:-128(%r14,%rdx)
	negb	-1(%rip)
	negb	1
	negb	%r9b
	negb	%spl
	negb	%r13b
	negb	%al
	notw	%gs:-2147483648(,%r8,4)
	notw	127(%rbx,%rsi,4)
	notw	%fs:-128(%r14)
	notw	-1(%rdi)
	notw	%si
	notw	%r14w
	notw	%r13w
	notw	%dx
	notl	%gs:2147483647(%rdx)
	notl	-1(%r10)
	notl	%fs:128(,%rax,2)
	notl	-1(%rcx,%r8,4)
	notl	%edi
	notl	%edx
	notl	%r10d
	notl	%ebx
	notq	-129(%rbp,%rbx,8)
	notq	%gs:128(%rbx,%rdi)
	notq	-128(%r15)
	notq	%gs:-129(%r10,%rbx,2)
	notq	%r11
	notq	%r15
	notq	%r8
	notq	%rcx
	notb	2147483647(%rsi,%rdi,4)
	notb	2147483647(%r13,%r12,2)
	notb	-2147483648
	notb	1(%r15)
	notb	%cl
	notb	%r11b
	notb	%r14b
	notb	%r13b
	orw	$2, %ax
	orw	$49140, %ax
	orw	$54466, %ax
	orw	$-1, %ax
	orw	$2, %gs:-1(%rbp,%r11,8)
	orw	$20457, (%rcx,%rdx,4)
	orw	$-1, 127(,%rdi,8)
	orw	$256, %gs:-2147483648(%r10,%rbx,2)
	orw	$127, -1(%r15)
	orw	$65414, -1(%rbx,%rax)
	orw	$100, %fs:128
	orw	$-1, (%r13)
	orw	%r12w, -2147483648(%r11,%r14,2)
	orw	%r9w, 1(%rdi)
	orw	%r14w, -2147483648(%rdi,%r14)
	orw	%r8w, 127(%rdx,%rbp,8)
	orw	$-13744, %dx
	orw	$-29563, %r12w
	orw	$-26807, %si
	orw	$23153, %bx
	orw	$-77, %r9w
	orw	$6, %si
	orw	$-43, %di
	orw	$79, %r15w
	orw	%fs:(%r8), %bx
	orw	(%r12), %bx
	orw	%gs:(%rsi,%rcx), %r8w
	orw	%fs:-1(%r10,%rbx,4), %di
	orw	%r12w, %cx
	orw	%dx, %r13w
	orw	%r15w, %di
	orw	%dx, %dx
	orl	$1, %eax
	orl	$4294967295, %eax
	orl	$4097841107, %eax
	orl	$256, %eax
	orl	$127, (%r12)
	orl	$-2147483648, -128(%r11)
	orl	$-129, %fs:-128(%rbp)
	orl	$2147483647, -129(%r13,%rdi,4)
	orl	$8, -2147483648(%r13,%rbx,2)
	orl	$127, 1
	orl	$13, 128(%rsp,%rsi,4)
	orl	$4294967288, %fs:-129(%r9,%r12,4)
	orl	%ecx, -129(%rcx,%r8)
	orl	%ecx, -2147483648(%rip)
	orl	%eax, %gs:2147483647(%rcx,%r13)
	orl	%esp, -2147483648(%rip)
	orl	$-1, %r14d
	orl	$0, %r15d
	orl	$127, %ebx
	orl	$2147483647, %ebp
	orl	$4294967168, %r14d
	orl	$53, %r13d
	orl	$4294967168, %edx
	orl	$-100, %edi
	orl	1(%r15,%rsi,2), %ecx
	orl	-1(%rax,%rbp), %esi
	orl	1(%r12,%r8,4), %r10d
	orl	%gs:(%rcx), %r14d
	orl	%r14d, %r9d
	orl	%r8d, %esi
	orl	%r10d, %eax
	orl	%r15d, %ecx
	orq	$-2147483648, %rax
	orq	$-2147483648, %rax
	orq	$2147483647, %rax
	orq	$1, %rax
	orq	$-1710392264, -2147483648(%r10)
	orq	$-1613416680, %fs:(%rbx,%r13,2)
	orq	$-1, 128(%rbp)
	orq	$1630869100, %gs:(%rbx,%r11,2)
	orq	$-1, -129(%rsp,%r10,2)
	orq	$127, -2147483648(%rsi,%rbx)
	orq	$-76, -129
	orq	$-112, -1(%r11)
	orq	%r14, -1(%r14,%r14,8)
	orq	%r13, %gs:2147483647(%r8,%r12)
	orq	%rax, 128(%r12,%r12,8)
	orq	%r9, %fs:-1(%r8,%rbx,8)
	orq	$65536, %rbp
	orq	$-336022020, %r8
	orq	$580499041, %r10
	orq	$-2147483648, %r9
	orq	$127, %r15
	orq	$80, %r12
	orq	$-67, %r12
	orq	$0, %r12
	orq	128(%rsp), %rsi
	orq	%gs:(%rbx,%rcx,2), %rax
	orq	(%rbp,%r12), %rbx
	orq	(%r10), %rdx
	orq	%rbx, %r10
	orq	%r13, %r8
	orq	%rcx, %rdx
	orq	%r13, %r13
	orb	$-128, %al
	orb	$135, %al
	orb	$-128, %al
	orb	$-128, %al
	orb	$160, %fs:-128(%r11)
	orb	$-54, %fs:2147483647(%rip)
	orb	$255, %gs:-128
	orb	$-128, -129(%r8,%rcx,2)
	orb	%r15b, -2147483648(%rsi)
	orb	%cl, (%rax)
	orb	%ah, (,%rdx)
	orb	%r9b, (%rdi)
	orb	$-55, %bh
	orb	$255, %r10b
	orb	$-72, %spl
	orb	$255, %cl
	orb	%fs:-1(%rdi), %bl
	orb	%fs:-2147483648(%rip), %bh
	orb	128(%rax), %r13b
	orb	%fs:128(%rsi), %r10b
	orb	%bl, %bh
	orb	%r9b, %r13b
	orb	%r9b, %al
	orb	%spl, %spl
	rclw	(%rip)
	rclw	%fs:(%rbp,%rbx,8)
	rclw	1(%r15)
	rclw	2147483647(,%rbx)
	rclw	%cl, (%r15,%rax,8)
	rclw	%cl, 2147483647(%rbx,%r9)
	rclw	%cl, -1(%r12,%r8)
	rclw	%cl, %gs:2147483647(%r9,%rbx,2)
	rclw	$3, %gs:2147483647(%r8)
	rclw	$94, %gs:127(%r8)
	rclw	$255, -1(%rsi)
	rclw	$75, -128(%r13)
	rclw	%dx
	rclw	%r10w
	rclw	%bp
	rclw	%dx
	rclw	%cl, %bx
	rclw	%cl, %r15w
	rclw	%cl, %sp
	rclw	%cl, %ax
	rclw	$186, %bp
	rclw	$255, %sp
	rclw	$203, %r13w
	rclw	$0, %r8w
	rcll	-129(%r13)
	rcll	%gs:(%rdi)
	rcll	-128(%rdx,%r15,4)
	rcll	2147483647(%rdx)
	rcll	%cl, 2147483647(%rbx,%r8,4)
	rcll	%cl, 0
	rcll	%cl, -2147483648(%rsp,%r12,8)
	rcll	%cl, %gs:-1(%rsi,%rax,8)
	rcll	$0, -1(%rip)
	rcll	$127, 2147483647(%r13)
	rcll	$62, 1(%r14,%r11,2)
	rcll	$127, -129(%r10,%rbp,4)
	rcll	%r9d
	rcll	%r11d
	rcll	%r15d
	rcll	%r15d
	rcll	%cl, %r11d
	rcll	%cl, %r10d
	rcll	%cl, %r11d
	rcll	%cl, %r10d
	rcll	$127, %ebp
	rcll	$226, %r15d
	rcll	$207, %edx
	rcll	$0, %r10d
	rclq	-129(%rbx,%r10,2)
	rclq	-128(%r14)
	rclq	2147483647(%rip)
	rclq	%gs:0
	rclq	%cl, (%r15)
	rclq	%cl, %fs:1(%r12)
	rclq	%cl, 128(%r13,%rdi,2)
	rclq	%cl, -1(%rsp)
	rclq	$255, -2147483648
	rclq	$243, %fs:127(%r11)
	rclq	$255, -1(%r10,%r14,2)
	rclq	$2, 1(%rdx)
	rclq	%rbx
	rclq	%r14
	rclq	%rdi
	rclq	%rax
	rclq	%cl, %rbx
	rclq	%cl, %r13
	rclq	%cl, %r9
	rclq	%cl, %r9
	rclq	$0, %r9
	rclq	$153, %rbx
	rclq	$217, %rdi
	rclq	$170, %rsp
	rclb	-2147483648(%rax)
	rclb	%fs:-129(%rbx)
	rclb	-128(,%rbx)
	rclb	128(%r11)
	rclb	%cl, 2147483647(%r11)
	rclb	%cl, %gs:(%rsp)
	rclb	%cl, %fs:127(%rdx)
	rclb	%cl, -1(%rax,%rbp)
	rclb	$164, -129(%rcx,%rsi,2)
	rclb	$24, 1(%rbp,%rdx)
	rclb	$56, 127(,%r12,2)
	rclb	$0, -2147483648(%rbp,%r11,8)
	rclb	%ch
	rclb	%r8b
	rclb	%ch
	rclb	%ah
	rclb	%cl, %r10b
	rclb	%cl, %dil
	rclb	%cl, %r13b
	rclb	%cl, %sil
	rclb	$140, %dl
	rclb	$0, %cl
	rclb	$82, %bpl
	rclb	$3, %cl
	rcrw	-1(%rsi)
	rcrw	-129(%r10)
	rcrw	-129(%r12,%rsi,2)
	rcrw	%fs:2147483647(%rsp)
	rcrw	%cl, -2147483648(%rbp)
	rcrw	%cl, %fs:128(%rax,%rdi,8)
	rcrw	%cl, -129(%r11,%r15)
	rcrw	%cl, -2147483648(%rdi,%rsi,2)
	rcrw	$99, 128(%r9,%rsi,2)
	rcrw	$0, 1(%rsi)
	rcrw	$96, %fs:2147483647
	rcrw	$37, %gs:(%rbp)
	rcrw	%r14w
	rcrw	%r14w
	rcrw	%sp
	rcrw	%bp
	rcrw	%cl, %r10w
	rcrw	%cl, %r10w
	rcrw	%cl, %dx
	rcrw	%cl, %r14w
	rcrw	$246, %dx
	rcrw	$255, %dx
	rcrw	$2, %r9w
	rcrw	$31, %r8w
	rcrl	-2147483648(%r15)
	rcrl	%gs:-2147483648(%r10,%r9)
	rcrl	-1(%r11)
	rcrl	(%r12)
	rcrl	%cl, 127(%r10,%r13,2)
	rcrl	%cl, -128(%r12,%r12)
	rcrl	%cl, -1(%rdx,%rdx,4)
	rcrl	%cl, %fs:-128(%r10,%rcx,8)
	rcrl	$2, 128(%r13,%r11,4)
	rcrl	$255, -1(%rax,%rsi,8)
	rcrl	$114, -128(%rax,%r15,4)
	rcrl	$72, 1(%r9,%rcx)
	rcrl	%r14d
	rcrl	%ebp
	rcrl	%ebp
	rcrl	%ebp
	rcrl	%cl, %r13d
	rcrl	%cl, %r9d
	rcrl	%cl, %edx
	rcrl	%cl, %r13d
	rcrl	$33, %ebp
	rcrl	$128, %r14d
	rcrl	$153, %r11d
	rcrl	$255, %r12d
	rcrq	(%r15,%rdx,4)
	rcrq	%gs:128(%r9)
	rcrq	1(%r13,%r11,2)
	rcrq	1(%rbx)
	rcrq	%cl, 1(%r8)
	rcrq	%cl, -128
	rcrq	%cl, -2147483648(%r11)
	rcrq	%cl, 128(%r9,%r15)
	rcrq	$13, -128(,%r15)
	rcrq	$57, 128(%rbx)
	rcrq	$98, 128(%r12,%rdx,2)
	rcrq	$2, -1(%r13,%r8,2)
	rcrq	%rsp
	rcrq	%r10
	rcrq	%rcx
	rcrq	%rdx
	rcrq	%cl, %r9
	rcrq	%cl, %rdi
	rcrq	%cl, %rbp
	rcrq	%cl, %r13
	rcrq	$60, %r12
	rcrq	$255, %rdi
	rcrq	$161, %rdi
	rcrq	$255, %rax
	rcrb	-129(%rax,%rdi,8)
	rcrb	1(%r11,%r8)
	rcrb	2147483647(%r15)
	rcrb	%fs:1(%rcx,%r10,8)
	rcrb	%cl, -129(%rdi,%r14)
	rcrb	%cl, -1(%r13)
	rcrb	%cl, 128(%rsi,%r14,8)
	rcrb	%cl, -1
	rcrb	$240, -1(%rcx,%rbp,2)
	rcrb	$0, 128(%r15)
	rcrb	$255, %gs:127(%rbx)
	rcrb	$2, (%r14)
	rcrb	%cl
	rcrb	%ah
	rcrb	%dh
	rcrb	%r9b
	rcrb	%cl, %r8b
	rcrb	%cl, %bl
	rcrb	%cl, %r8b
	rcrb	%cl, %r9b
	rcrb	$42, %dh
	rcrb	$2, %dl
	rcrb	$133, %r15b
	rcrb	$238, %dil
	repne
	repne
	repne
	repne
	rep
	rep
	rep
	rep
	retq
	retq
	retq
	retq
	retq	$29491
	retq	$-11756
	retq	$32768
	retq	$256
	rex64
	rex64
	rex64
	rex64
	rolw	%gs:1(%r8,%r10,4)
	rolw	%fs:-128(%rcx)
	rolw	-2147483648(,%r12,4)
	rolw	-1(%r8)
	rolw	%cl, %fs:-2147483648(%rsi)
	rolw	%cl, 127(%rsp)
	rolw	%cl, 127(%r11,%r12,2)
	rolw	%cl, 128(%rip)
	rolw	$169, 2147483647(%r8)
	rolw	$120, -128(%rip)
	rolw	$0, -128(%r15,%rdx,8)
	rolw	$202, -129(%rdx,%rsi)
	rolw	%r8w
	rolw	%sp
	rolw	%bx
	rolw	%r8w
	rolw	%cl, %r13w
	rolw	%cl, %r9w
	rolw	%cl, %r15w
	rolw	%cl, %r9w
	rolw	$255, %r11w
	rolw	$127, %bx
	rolw	$7, %r9w
	rolw	$207, %r15w
	roll	127(%rdi,%rax)
	roll	-128(%rax)
	roll	128
	roll	-2147483648(%rdx,%rax,4)
	roll	%cl, (%rcx,%rdi,8)
	roll	%cl, -128(%r12,%rdx,2)
	roll	%cl, 1(%rsi,%rsi,8)
	roll	%cl, 128(%rbx)
	roll	$255, (%rdx)
	roll	$135, %fs:(,%rdx)
	roll	$218, %fs:128(%r14)
	roll	$0, 2147483647(%r13,%rcx,8)
	roll	%r9d
	roll	%r11d
	roll	%ebx
	roll	%ebx
	roll	%cl, %edi
	roll	%cl, %r9d
	roll	%cl, %edx
	roll	%cl, %ecx
	roll	$192, %esp
	roll	$0, %esp
	roll	$0, %edx
	roll	$240, %r15d
	rolq	-1(%rdx)
	rolq	1(%rsi,%rdx,4)
	rolq	%gs:-1(%rcx)
	rolq	(%r9,%r15,8)
	rolq	%cl, -1(%r11,%r8,8)
	rolq	%cl, -1(%rsi,%rbx,4)
	rolq	%cl, -129
	rolq	%cl, -129
	rolq	$0, 127(%rcx,%r15)
	rolq	$209, %fs:-128(%r12,%r11,8)
	rolq	$77, -1(%r8,%rbp,2)
	rolq	$2, -129(%r12)
	rolq	%rbx
	rolq	%rbp
	rolq	%rbx
	rolq	%r11
	rolq	%cl, %rbp
	rolq	%cl, %r9
	rolq	%cl, %r11
	rolq	%cl, %rsi
	rolq	$162, %rax
	rolq	$13, %r12
	rolq	$128, %rbp
	rolq	$7, %rbp
	rolb	%gs:128(%r10,%r14,2)
	rolb	128(%r12,%r15,4)
	rolb	1(%r15)
	rolb	2147483647(%r11,%rbp)
	rolb	%cl, %gs:-128(%rbx,%r13,4)
	rolb	%cl, 2147483647(%rsi,%r9)
	rolb	%cl, %fs:-1(%rdi,%rdx,4)
	rolb	%cl, 2147483647(%rax)
	rolb	$0, %gs:1(%r10,%rdx,4)
	rolb	$2, -128(%r10,%rbx,2)
	rolb	$59, 127(%r9)
	rolb	$165, (%rsi)
	rolb	%bpl
	rolb	%spl
	rolb	%r8b
	rolb	%bh
	rolb	%cl, %spl
	rolb	%cl, %r9b
	rolb	%cl, %al
	rolb	%cl, %ah
	rolb	$0, %r9b
	rolb	$0, %al
	rolb	$34, %sil
	rolb	$153, %r15b
	rorw	(%rax,%r8,4)
	rorw	1(%rbp)
	rorw	-129(,%rsi,2)
	rorw	-128(%r15)
	rorw	%cl, %fs:-128(%rcx)
	rorw	%cl, -1(%r10,%rbx,4)
	rorw	%cl, -1(%r10)
	rorw	%cl, (%rdi)
	rorw	$241, (%r10)
	rorw	$128, -129(%r13,%rsi,4)
	rorw	$48, 2147483647(%rcx,%rax)
	rorw	$191, %fs:1(,%r14)
	rorw	%bp
	rorw	%r14w
	rorw	%sp
	rorw	%r10w
	rorw	%cl, %r13w
	rorw	%cl, %r13w
	rorw	%cl, %r9w
	rorw	%cl, %cx
	rorw	$124, %ax
	rorw	$255, %r13w
	rorw	$128, %ax
	rorw	$194, %bx
	rorl	%fs:128(%r8,%r9)
	rorl	%gs:-129(%rsi)
	rorl	%fs:127(%rsp)
	rorl	-129(%rcx,%r13,4)
	rorl	%cl, %fs:-2147483648(%rbx,%r15,8)
	rorl	%cl, -129(%rax,%r8,8)
	rorl	%cl, -129(%rsi,%r9,8)
	rorl	%cl, -1(%rax)
	rorl	$0, 2147483647(%rcx,%r15)
	rorl	$0, 2147483647(%r11)
	rorl	$255, -2147483648(%rip)
	rorl	$0, -1(%r13)
	rorl	%r8d
	rorl	%ebp
	rorl	%r11d
	rorl	%edx
	rorl	%cl, %r10d
	rorl	%cl, %esi
	rorl	%cl, %edx
	rorl	%cl, %esp
	rorl	$186, %edx
	rorl	$255, %r12d
	rorl	$224, %r11d
	rorl	$60, %edi
	rorq	-1
	rorq	(%r10,%r14,4)
	rorq	(%rsp,%r15,8)
	rorq	1(%r10,%r8,8)
	rorq	%cl, 127(%r14)
	rorq	%cl, 2147483647(%r8,%r12,8)
	rorq	%cl, 2147483647(%r14,%rdx,8)
	rorq	%cl, 128(%r15)
	rorq	$83, -129(%rbp,%r15)
	rorq	$106, -1(%rdi,%r9,2)
	rorq	$0, -128(%rbp,%r11)
	rorq	$80, 2147483647(%r9)
	rorq	%rax
	rorq	%rsp
	rorq	%r9
	rorq	%rbp
	rorq	%cl, %r12
	rorq	%cl, %rax
	rorq	%cl, %r8
	rorq	%cl, %rsi
	rorq	$92, %rcx
	rorq	$3, %r8
	rorq	$90, %rsi
	rorq	$0, %r12
	rorb	-2147483648(%rip)
	rorb	-129(%rcx)
	rorb	127(%r13,%rdx,4)
	rorb	2147483647(%rsp)
	rorb	%cl, %gs:127(%rsp,%r10,8)
	rorb	%cl, 2147483647(%r12,%rdi)
	rorb	%cl, -128(,%rsi,4)
	rorb	%cl, 1(%rdi)
	rorb	$138, 127(%rsi,%rbx)
	rorb	$128, -2147483648(%rip)
	rorb	$128, -128(%rcx)
	rorb	$0, 2147483647(%r8,%r9,8)
	rorb	%spl
	rorb	%dl
	rorb	%bl
	rorb	%ch
	rorb	%cl, %r8b
	rorb	%cl, %bh
	rorb	%cl, %r9b
	rorb	%cl, %ch
	rorb	$104, %bh
	rorb	$69, %ch
	rorb	$52, %sil
	rorb	$120, %ch
	sarw	128
	sarw	2147483647(,%r9)
	sarw	1(%r10)
	sarw	%fs:-128(%rdx)
	sarw	%cl, %gs:-129(%r10)
	sarw	%cl, (%rsi)
	sarw	%cl, 127(%r11)
	sarw	%cl, -129(%rip)
	sarw	$2, %gs:1(%rdx,%r15,4)
	sarw	$119, %gs:-1(%rcx,%r11,4)
	sarw	$0, 127(%rax,%rcx,2)
	sarw	$0, -129(%rcx,%rdi,2)
	sarw	%dx
	sarw	%ax
	sarw	%r8w
	sarw	%r9w
	sarw	%cl, %di
	sarw	%cl, %cx
	sarw	%cl, %r10w
	sarw	%cl, %r12w
	sarw	$168, %r11w
	sarw	$127, %r15w
	sarw	$182, %ax
	sarw	$0, %r10w
	sarl	128(%rbx)
	sarl	%fs:-129
	sarl	-1(%rbp,%r12,2)
	sarl	(%r11)
	sarl	%cl, %gs:-128(%r14,%rdx,8)
	sarl	%cl, %gs:2147483647(%rsi,%r12,2)
	sarl	%cl, 2147483647(,%r11)
	sarl	%cl, -1(%rdx,%r10,8)
	sarl	$2, -1(%r12)
	sarl	$7, 2147483647
	sarl	$0, (%r10)
	sarl	$229, %gs:-128(%r8,%r9,8)
	sarl	%r12d
	sarl	%r11d
	sarl	%eax
	sarl	%esp
	sarl	%cl, %ecx
	sarl	%cl, %esi
	sarl	%cl, %r9d
	sarl	%cl, %r8d
	sarl	$0, %r15d
	sarl	$255, %edi
	sarl	$0, %ecx
	sarl	$255, %eax
	sarq	-2147483648(%r9)
	sarq	-128
	sarq	(%rsp,%r12,2)
	sarq	-1(%r15)
	sarq	%cl, -128(%r12)
	sarq	%cl, 127(%r11)
	sarq	%cl, -2147483648(%rbx,%rsi,2)
	sarq	%cl, (%r8)
	sarq	$138, %gs:-129(,%r12,2)
	sarq	$127, -1(%r14,%rcx,2)
	sarq	$0, -1(%r12)
	sarq	$0, (%r12,%r13,8)
	sarq	%rsi
	sarq	%r13
	sarq	%rdi
	sarq	%rdi
	sarq	%cl, %rsp
	sarq	%cl, %r8
	sarq	%cl, %rdi
	sarq	%cl, %rsi
	sarq	$181, %r10
	sarq	$46, %rdi
	sarq	$246, %rax
	sarq	$208, %rdx
	sarb	1(%rcx,%rdx)
	sarb	-129(%r11)
	sarb	-129(%r12,%r9,8)
	sarb	-129(%r14)
	sarb	%cl, -1(%rdi,%r8,4)
	sarb	%cl, %fs:-1(%r12)
	sarb	%cl, -129(%r12,%rbx)
	sarb	%cl, 128(,%r11)
	sarb	$2, %fs:128
	sarb	$2, 127(%rax,%r12,4)
	sarb	$31, 2147483647(%r15,%rax,4)
	sarb	$255, %gs:(%r8)
	sarb	%r9b
	sarb	%ah
	sarb	%r12b
	sarb	%r13b
	sarb	%cl, %bpl
	sarb	%cl, %ah
	sarb	%cl, %dl
	sarb	%cl, %cl
	sarb	$169, %r13b
	sarb	$0, %bl
	sarb	$207, %sil
	sarb	$24, %dh
	sbbw	$22256, %ax
	sbbw	$36589, %ax
	sbbw	$-6791, %ax
	sbbw	$2, %ax
	sbbw	$59980, 1(%r10,%rsi,8)
	sbbw	$60838, 128(%r15,%r13,4)
	sbbw	$-8537, 1(,%r15)
	sbbw	$-31615, %fs:-128(%rdx,%rdx)
	sbbw	$65408, 2147483647(%r15)
	sbbw	$0, 127(%r13,%r13,8)
	sbbw	$65490, 2147483647(%rdi,%rbx,4)
	sbbw	$-128, 1
	sbbw	%bx, 2147483647(%rbx)
	sbbw	%r12w, -2147483648(%r8)
	sbbw	%dx, %fs:-1(%rip)
	sbbw	%cx, 128(%rbp,%r11,4)
	sbbw	$0, %cx
	sbbw	$127, %sp
	sbbw	$47918, %r14w
	sbbw	$-32768, %si
	sbbw	$65535, %bx
	sbbw	$62, %r13w
	sbbw	$0, %ax
	sbbw	$-40, %r8w
	sbbw	2147483647(%r12), %r13w
	sbbw	2147483647(%rbp), %r8w
	sbbw	127(%rip), %r11w
	sbbw	-128(%r11,%r15,4), %r13w
	sbbw	%dx, %r15w
	sbbw	%sp, %r12w
	sbbw	%r9w, %r8w
	sbbw	%di, %r13w
	sbbl	$-2147483648, %eax
	sbbl	$256, %eax
	sbbl	$65535, %eax
	sbbl	$255, %eax
	sbbl	$0, -2147483648(,%r11)
	sbbl	$96697360, 1(,%rbx,4)
	sbbl	$0, -1(%rip)
	sbbl	$694984296, %fs:-1(%r12)
	sbbl	$127, 1(%rdx)
	sbbl	$0, %fs:-2147483648(%r13)
	sbbl	$4294967202, 127(%r8)
	sbbl	$4294967271, 2147483647(%rcx)
	sbbl	%esp, -2147483648(%rbx)
	sbbl	%edx, -2147483648
	sbbl	%ebp, (%rbp)
	sbbl	%r11d, 128(%rcx)
	sbbl	$4294967295, %r13d
	sbbl	$-656527667, %esi
	sbbl	$406395904, %ecx
	sbbl	$256, %esp
	sbbl	$-114, %edi
	sbbl	$127, %r8d
	sbbl	$4294967168, %r8d
	sbbl	$-71, %ebp
	sbbl	2147483647, %eax
	sbbl	2147483647(%rbx), %r14d
	sbbl	0, %r13d
	sbbl	-2147483648(%r14), %ebp
	sbbl	%edx, %esp
	sbbl	%esp, %r9d
	sbbl	%r11d, %ebx
	sbbl	%r8d, %esp
	sbbq	$-128, %rax
	sbbq	$65535, %rax
	sbbq	$2147483647, %rax
	sbbq	$65536, %rax
	sbbq	$-1268783308, %gs:-129(%r15,%r13)
	sbbq	$127, -129(%r9)
	sbbq	$-129, %fs:-128(%r11,%rsi,8)
	sbbq	$2147483647, -2147483648(%rcx)
	sbbq	$1, 128(%rdx,%r10,2)
	sbbq	$-35, -129(%rax)
	sbbq	$127, -129(%r12)
	sbbq	$1, (%rdi,%r8,2)
	sbbq	%r11, 2147483647(%rbp)
	sbbq	%rsp, 127(,%rsi,8)
	sbbq	%r11, 2147483647(%rdi)
	sbbq	%rdx, %fs:-1(%rip)
	sbbq	$941881703, %rdx
	sbbq	$32767, %rcx
	sbbq	$-786054967, %r15
	sbbq	$-2147483648, %rdx
	sbbq	$1, %rdi
	sbbq	$-106, %rsi
	sbbq	$-39, %rcx
	sbbq	$-113, %rsi
	sbbq	-128(%r10), %r15
	sbbq	-129(%r10), %rsi
	sbbq	-2147483648(%rbx,%rsi,4), %r15
	sbbq	-2147483648(%rsp), %rcx
	sbbq	%r9, %r13
	sbbq	%r12, %r8
	sbbq	%rsi, %r8
	sbbq	%r14, %rdx
	sbbb	$-128, %al
	sbbb	$-128, %al
	sbbb	$127, %al
	sbbb	$-36, %al
	sbbb	$-79, %fs:-2147483648(%r11,%r8,2)
	sbbb	$-17, %gs:-2147483648(%rcx)
	sbbb	$255, -129(%rcx,%r14)
	sbbb	$1, (%r14,%rdi,8)
	sbbb	%dl, 1(%rip)
	sbbb	%r11b, -2147483648
	sbbb	%r13b, 1(%rbx)
	sbbb	%ah, 127(%rcx)
	sbbb	$165, %dh
	sbbb	$177, %r15b
	sbbb	$223, %r12b
	sbbb	$-14, %cl
	sbbb	%gs:2147483647(%r11,%r12,8), %bl
	sbbb	-2147483648(%rsi), %sil
	sbbb	-129(%r15), %r11b
	sbbb	%fs:-2147483648(%rdx), %bl
	sbbb	%bl, %r10b
	sbbb	%r9b, %r11b
	sbbb	%al, %dl
	sbbb	%r9b, %sil
	setae	-129(%r8,%rax,2)
	setae	%gs:-2147483648(%r15,%r15,2)
	setae	(%r11,%rsi,8)
	setae	-1(%r13,%rbp,2)
	setae	%r11b
	setae	%r11b
	setae	%dh
	setae	%al
	seta	-1(%rip)
	seta	1(%rdx)
	seta	-1(%rsi)
	seta	%fs:2147483647(%rax,%rbp,4)
	seta	%al
	seta	%dl
	seta	%ah
	seta	%dil
	setbe	-1(%r8)
	setbe	%fs:2147483647(%rsp)
	setbe	%fs:128(%r11)
	setbe	-1(%rbp,%r11,2)
	setbe	%dil
	setbe	%r12b
	setbe	%bpl
	setbe	%al
	setb	-2147483648(,%r10,2)
	setb	128(%r10)
	setb	-129(%r12,%rcx,4)
	setb	-1(%r12)
	setb	%r12b
	setb	%sil
	setb	%r13b
	setb	%bl
	sete	128(%r13,%rbp)
	sete	%fs:1(%rsi,%r14,4)
	sete	-1(%r8)
	sete	1(%r11,%r11,8)
	sete	%spl
	sete	%sil
	sete	%bpl
	sete	%r10b
	setge	(%rax)
	setge	%fs:2147483647(%r11,%rdx,4)
	setge	-129(%rdi,%r8,2)
	setge	1(%rdx)
	setge	%cl
	setge	%r13b
	setge	%r12b
	setge	%r8b
	setg	-1(%rbp,%r8,2)
	setg	128(%rbx)
	setg	2147483647(,%r15,2)
	setg	%fs:(%rbp,%r11,4)
	setg	%bh
	setg	%bl
	setg	%ch
	setg	%r9b
	setle	127(%rsp)
	setle	%fs:(%rip)
	setle	(%rax,%rdi)
	setle	1(%r10)
	setle	%bpl
	setle	%r10b
	setle	%r15b
	setle	%cl
	setl	%gs:1(%rdi)
	setl	-2147483648
	setl	2147483647
	setl	128(,%r15,8)
	setl	%dl
	setl	%r15b
	setl	%r10b
	setl	%bpl
	setne	128(%r11,%r10,8)
	setne	-129(%r13,%rcx,2)
	setne	%fs:-129(%rsi)
	setne	-1(%rsi,%r12,8)
	setne	%dil
	setne	%sil
	setne	%dil
	setne	%r11b
	setno	-128(%rcx,%rsi)
	setno	127(%r9,%rsi,2)
	setno	%fs:-129(%rdi)
	setno	-128(%r11)
	setno	%ch
	setno	%r11b
	setno	%bh
	setno	%r9b
	setnp	%fs:-1(%rdx)
	setnp	(%r15,%rdi,8)
	setnp	%fs:2147483647(%rbx,%rdi,8)
	setnp	127(%r12,%rcx,2)
	setnp	%bl
	setnp	%dil
	setnp	%ch
	setnp	%ah
	setns	-128(%r11,%r8)
	setns	2147483647(%r12)
	setns	(,%rsi)
	setns	128(%rdi,%rbp,2)
	setns	%r15b
	setns	%r10b
	setns	%r9b
	setns	%dil
	seto	%gs:-1(%rdx,%r12,2)
	seto	-129(%rip)
	seto	-128
	seto	1
	seto	%r15b
	seto	%bpl
	seto	%cl
	seto	%cl
	setp	0
	setp	-2147483648(%rcx)
	setp	%fs:-2147483648(%rax,%rbx,2)
	setp	-1(%r15,%r8)
	setp	%bpl
	setp	%r14b
	setp	%dh
	setp	%r13b
	sets	127
	sets	(%rsi)
	sets	-128(%rcx)
	sets	-128(%r13)
	sets	%ch
	sets	%r11b
	sets	%ch
	sets	%ah
	shlw	-129(%rax)
	shlw	-2147483648(%rcx,%rdx)
	shlw	127(%r13,%r9,4)
	shlw	127(%rsp,%r10,8)
	shlw	%cl, 1(%r14,%r11,8)
	shlw	%cl, 128(%rbx,%r13,4)
	shlw	%cl, -1(%r15,%rcx,2)
	shlw	%cl, %gs:-2147483648(%rip)
	shlw	$214, %fs:(%rbx)
	shlw	$147, 2147483647(%rbx,%rbp,4)
	shlw	$0, -2147483648(%r9)
	shlw	$145, %fs:127(%r11)
	shlw	%r14w
	shlw	%bp
	shlw	%r13w
	shlw	%bx
	shlw	%cl, %r11w
	shlw	%cl, %r13w
	shlw	%cl, %r8w
	shlw	%cl, %r14w
	shlw	$0, %sp
	shlw	$43, %r11w
	shlw	$128, %r14w
	shlw	$0, %r10w
	shll	1(%rsi,%rbx,4)
	shll	%gs:2147483647(%r12,%rax)
	shll	2147483647(%r11)
	shll	-129(,%r10,2)
	shll	%cl, 127(%rbp)
	shll	%cl, 1(%rbp,%rdi,4)
	shll	%cl, -2147483648(,%r9,2)
	shll	%cl, %fs:-129(%rdi)
	shll	$0, %gs:-1(%rdx,%rsi,4)
	shll	$91, -1(%r10)
	shll	$255, 128(%r9,%r11,8)
	shll	$0, 128(%rsi)
	shll	%r8d
	shll	%r14d
	shll	%edx
	shll	%r10d
	shll	%cl, %edi
	shll	%cl, %r10d
	shll	%cl, %edx
	shll	%cl, %r12d
	shll	$59, %esp
	shll	$0, %edi
	shll	$0, %r8d
	shll	$83, %r8d
	shlq	-2147483648(%r13,%rbx,8)
	shlq	-1(,%rcx,4)
	shlq	-1(%r15)
	shlq	%gs:2147483647
	shlq	%cl, 1
	shlq	%cl, 128
	shlq	%cl, -2147483648(%rdx)
	shlq	%cl, %fs:127(,%rdi)
	shlq	$0, -2147483648(%rsp)
	shlq	$149, %fs:-128(%r14,%r12,4)
	shlq	$2, 127(%r13,%rcx)
	shlq	$0, 128
	shlq	%r13
	shlq	%r8
	shlq	%rdi
	shlq	%rdx
	shlq	%cl, %rax
	shlq	%cl, %rax
	shlq	%cl, %rcx
	shlq	%cl, %rdi
	shlq	$0, %rbx
	shlq	$2, %rsp
	shlq	$239, %rcx
	shlq	$233, %r13
	shlb	-129(%r12,%rbx,2)
	shlb	-1(%r10,%rbp,2)
	shlb	-128(%r14)
	shlb	-129(%r11,%r12)
	shlb	%cl, -2147483648(,%rsi,8)
	shlb	%cl, 1(%rdi)
	shlb	%cl, %fs:128(%rdi,%r10)
	shlb	%cl, -1(%rip)
	shlb	$255, 128(%rbx,%r12,8)
	shlb	$149, %gs:-129(%rbx,%r10)
	shlb	$0, 127(%r8,%rdi,4)
	shlb	$255, -128(%r10)
	shlb	%dil
	shlb	%r10b
	shlb	%r13b
	shlb	%dil
	shlb	%cl, %ah
	shlb	%cl, %dh
	shlb	%cl, %dl
	shlb	%cl, %spl
	shlb	$149, %bh
	shlb	$2, %dl
	shlb	$2, %r10b
	shlb	$0, %r8b
	shldw	%cl, %bp, -1(%rbp,%rbx)
	shldw	%cl, %dx, %fs:-2147483648(%rsp,%rdx,2)
	shldw	%cl, %r11w, -129(%rbx,%r9,2)
	shldw	%cl, %r13w, -128(%rbp,%rbx,4)
	shldw	$40, %r13w, 127(%rdi,%r8,2)
	shldw	$238, %r14w, -128(%r12)
	shldw	$65, %dx, 127(%rdi)
	shldw	$185, %r14w, %fs:-128(%rdi,%r10,2)
	shldw	%cl, %sp, %r15w
	shldw	%cl, %r15w, %si
	shldw	%cl, %r15w, %bx
	shldw	%cl, %r10w, %di
	shldw	$0, %cx, %r15w
	shldw	$255, %r9w, %si
	shldw	$192, %si, %sp
	shldw	$193, %ax, %bx
	shldl	%cl, %r15d, -2147483648(%r11)
	shldl	%cl, %r8d, -1(%rax)
	shldl	%cl, %r10d, %gs:1(%r15,%rdi,2)
	shldl	%cl, %r8d, 128(%rbp,%r10,8)
	shldl	$0, %r8d, 127(%r10,%rbx,8)
	shldl	$97, %r11d, 127
	shldl	$0, %esp, %gs:-128(,%rbp,8)
	shldl	$255, %r10d, %gs:128(%r15,%r8,8)
	shldl	%cl, %r14d, %edx
	shldl	%cl, %ecx, %r10d
	shldl	%cl, %ecx, %eax
	shldl	%cl, %r8d, %r9d
	shldl	$89, %r11d, %r13d
	shldl	$233, %edi, %ebx
	shldl	$207, %ebx, %r10d
	shldl	$96, %r9d, %edx
	shldq	%cl, %rax, 127(%r12,%rcx,8)
	shldq	%cl, %r14, %gs:-2147483648(%rax,%rax,4)
	shldq	%cl, %rcx, %gs:2147483647(,%rbx,2)
	shldq	%cl, %r12, %fs:-1(%r15,%rax)
	shldq	$0, %rsi, 1(%rdx)
	shldq	$1, %r14, -128(%rdi)
	shldq	$255, %r8, -128(%rsi)
	shldq	$40, %r10, %gs:-1(%r8)
	shldq	%cl, %r11, %r13
	shldq	%cl, %rbp, %rsp
	shldq	%cl, %rax, %r11
	shldq	%cl, %r15, %r10
	shldq	$181, %r15, %rdi
	shldq	$192, %rbp, %rsi
	shldq	$1, %r12, %r10
	shldq	$255, %rdi, %r9
	shrw	127(%rbx)
	shrw	-2147483648(%rsi,%rcx)
	shrw	2147483647
	shrw	-1(%rbx)
	shrw	%cl, %gs:(%rbp)
	shrw	%cl, %fs:1(%rbp)
	shrw	%cl, 2147483647
	shrw	%cl, 127(,%r11,2)
	shrw	$121, -128(%r15,%r9,4)
	shrw	$27, -128(%rcx)
	shrw	$0, 2147483647(%rip)
	shrw	$255, 128(%r13,%rcx,2)
	shrw	%bx
	shrw	%bx
	shrw	%r12w
	shrw	%bx
	shrw	%cl, %r10w
	shrw	%cl, %bp
	shrw	%cl, %di
	shrw	%cl, %r11w
	shrw	$222, %di
	shrw	$55, %r15w
	shrw	$0, %r10w
	shrw	$67, %bx
	shrl	(%rax,%rdi,2)
	shrl	%fs:2147483647(%rsi,%r10,8)
	shrl	%fs:-2147483648(%r11)
	shrl	-2147483648
	shrl	%cl, -1
	shrl	%cl, %gs:1(%r14)
	shrl	%cl, -2147483648(%rbp)
	shrl	%cl, (%rax)
	shrl	$255, -128(%rbp,%r15)
	shrl	$214, %gs:-129(%rcx,%r15,8)
	shrl	$134, (%rsi,%rdx,2)
	shrl	$255, (%rsi,%rbx,8)
	shrl	%esp
	shrl	%edx
	shrl	%r9d
	shrl	%r9d
	shrl	%cl, %r14d
	shrl	%cl, %r10d
	shrl	%cl, %r12d
	shrl	%cl, %edi
	shrl	$0, %r8d
	shrl	$249, %r12d
	shrl	$158, %r8d
	shrl	$76, %r15d
	shrq	-2147483648(%r11)
	shrq	(%rbp)
	shrq	128
	shrq	127(%r9,%rdx)
	shrq	%cl, -2147483648(%r14)
	shrq	%cl, -2147483648(%r11)
	shrq	%cl, -129(%rcx,%r14,8)
	shrq	%cl, 1(%rsp)
	shrq	$47, %gs:2147483647(,%r9)
	shrq	$0, 1(%r14)
	shrq	$255, (,%rcx,2)
	shrq	$6, %gs:-129
	shrq	%r8
	shrq	%rbx
	shrq	%rcx
	shrq	%rdi
	shrq	%cl, %r12
	shrq	%cl, %r13
	shrq	%cl, %r13
	shrq	%cl, %r14
	shrq	$255, %r10
	shrq	$143, %rdi
	shrq	$233, %rsp
	shrq	$60, %r11
	shrb	(%rbp)
	shrb	(%rsi,%r11)
	shrb	-2147483648(%r15,%r12,2)
	shrb	2147483647(%r14)
	shrb	%cl, 2147483647(%rdx)
	shrb	%cl, 127(%rsi)
	shrb	%cl, 128(%r15)
	shrb	%cl, 127(%rip)
	shrb	$98, %gs:1(%rcx,%r11,4)
	shrb	$255, (%r8)
	shrb	$255, (%rcx,%r10,2)
	shrb	$255, 127(,%r8)
	shrb	%bl
	shrb	%r8b
	shrb	%dil
	shrb	%r8b
	shrb	%cl, %r15b
	shrb	%cl, %ch
	shrb	%cl, %r9b
	shrb	%cl, %cl
	shrb	$0, %r12b
	shrb	$0, %cl
	shrb	$0, %sil
	shrb	$127, %bh
	shrdw	%cl, %di, 127(%r8,%r14,2)
	shrdw	%cl, %cx, %gs:-129(%r15)
	shrdw	%cl, %cx, 2147483647(%r11)
	shrdw	%cl, %r10w, 128(%r8)
	shrdw	$0, %r11w, (%r12)
	shrdw	$98, %bp, (%r9,%rdi,2)
	shrdw	$110, %sp, %gs:-1(,%rdi,8)
	shrdw	$255, %di, %gs:-2147483648(%rip)
	shrdw	%cl, %r15w, %r14w
	shrdw	%cl, %si, %r13w
	shrdw	%cl, %sp, %r10w
	shrdw	%cl, %r13w, %r8w
	shrdw	$1, %sp, %cx
	shrdw	$255, %ax, %dx
	shrdw	$60, %cx, %ax
	shrdw	$127, %ax, %di
	shrdl	%cl, %ebp, -129(%rdx,%r10)
	shrdl	%cl, %ecx, -1
	shrdl	%cl, %edx, 1(%rdi,%rsi,2)
	shrdl	%cl, %r14d, %gs:127(%r11)
	shrdl	$99, %r15d, 127(%rip)
	shrdl	$0, %r8d, %gs:128(%r8,%rcx)
	shrdl	$117, %r10d, 1(%r8,%rbx,8)
	shrdl	$0, %ecx, 2147483647(%rsi,%r8,8)
	shrdl	%cl, %eax, %r15d
	shrdl	%cl, %r14d, %esi
	shrdl	%cl, %r9d, %esp
	shrdl	%cl, %ebx, %r8d
	shrdl	$251, %eax, %edi
	shrdl	$255, %ecx, %r12d
	shrdl	$1, %ebx, %r14d
	shrdl	$0, %r13d, %eax
	shrdq	%cl, %rax, 2147483647(%rbx,%rax,8)
	shrdq	%cl, %r14, %fs:(%r10)
	shrdq	%cl, %rbx, %gs:2147483647(%r10,%rbp,8)
	shrdq	%cl, %r13, -128(%r10,%r13,4)
	shrdq	$255, %r13, (%r10)
	shrdq	$148, %rbp, 127(%rip)
	shrdq	$1, %rcx, -128(%r12)
	shrdq	$59, %rbp, -128(%r8,%r15,2)
	shrdq	%cl, %rax, %r13
	shrdq	%cl, %r12, %rbp
	shrdq	%cl, %rsp, %r14
	shrdq	%cl, %r15, %r15
	shrdq	$41, %r13, %r11
	shrdq	$1, %rdx, %rbp
	shrdq	$1, %rdi, %rsp
	shrdq	$255, %r13, %rax
	ss
	ss
	ss
	ss
	subw	$255, %ax
	subw	$-1, %ax
	subw	$-128, %ax
	subw	$-1, %ax
	subw	$256, -2147483648(%rsp,%rbp,4)
	subw	$-32768, %gs:(,%r9,4)
	subw	$1, 128(%rsp)
	subw	$256, -1(%rip)
	subw	$-17, 2147483647(%rsi)
	subw	$65516, 1(%r15)
	subw	$-11, 128(%r9)
	subw	$65408, 127(%r8,%r14,2)
	subw	%r9w, -1(%rdx,%rbp,8)
	subw	%r15w, -1(%r14,%rsi,2)
	subw	%sp, -129(%rbp)
	subw	%bx, %gs:-2147483648(%r9)
	subw	$-32768, %r9w
	subw	$32768, %di
	subw	$-32768, %bx
	subw	$32767, %r13w
	subw	$65535, %cx
	subw	$65535, %r15w
	subw	$65453, %di
	subw	$127, %di
	subw	128(,%r14), %r12w
	subw	(%rcx), %r11w
	subw	-1(,%r14,4), %r14w
	subw	-1(%r8), %dx
	subw	%cx, %r13w
	subw	%bx, %r9w
	subw	%dx, %r9w
	subw	%di, %r13w
	subl	$629517254, %eax
	subl	$4294967295, %eax
	subl	$1403633585, %eax
	subl	$65536, %eax
	subl	$4294967295, 0
	subl	$-2147483648, %fs:1(%r14)
	subl	$-2147483648, %fs:(%rbx,%rbx,4)
	subl	$4294967295, -129(%r11,%rax,4)
	subl	$1, 128(%r12,%rcx,4)
	subl	$49, 1(,%rbx)
	subl	$4294967168, -2147483648(%rdi)
	subl	$127, -2147483648(%r11)
	subl	%r12d, -128(%r14,%rdx,8)
	subl	%ebx, (,%r14,2)
	subl	%r14d, -128(%r14)
	subl	%ebx, %fs:1(%rbx)
	subl	$4294967295, %ebx
	subl	$4294967295, %edi
	subl	$2147483647, %edi
	subl	$1, %r14d
	subl	$4294967168, %esi
	subl	$92, %ebp
	subl	$127, %r10d
	subl	$58, %edi
	subl	-129(%rdx,%r12,8), %esi
	subl	%fs:-2147483648(%r10,%r12,4), %edx
	subl	-129(%r14,%rax), %ebx
	subl	(%rip), %r14d
	subl	%r8d, %r9d
	subl	%ebx, %eax
	subl	%eax, %r15d
	subl	%edi, %r13d
	subq	$2147483647, %rax
	subq	$2147483647, %rax
	subq	$0, %rax
	subq	$-2147483648, %rax
	subq	$-128, -1(%rbp,%rsi)
	subq	$255, -128(%r12)
	subq	$65535, 128(%r15,%r10,2)
	subq	$-2147483648, %gs:127(%r13)
	subq	$-60, -1(,%r12)
	subq	$-67, (%rip)
	subq	$-128, %fs:(%r11,%r8,4)
	subq	$0, 128(%rsp,%rcx,8)
	subq	%r9, 1
	subq	%r11, %fs:(%rbp,%rdi,2)
	subq	%r15, 128(%rsi)
	subq	%r10, (%r12)
	subq	$32768, %r8
	subq	$492626662, %r15
	subq	$2147483647, %r8
	subq	$-271810383, %rdi
	subq	$-117, %r10
	subq	$0, %rsi
	subq	$-67, %r14
	subq	$127, %rax
	subq	%fs:1(%r11,%r10,4), %r9
	subq	%fs:-2147483648(%r15), %r9
	subq	(%r10,%rsi,4), %r11
	subq	-129(,%rbx,8), %rsi
	subq	%r13, %r8
	subq	%rdi, %r13
	subq	%rsi, %r12
	subq	%rbx, %r10
	subb	$93, %al
	subb	$171, %al
	subb	$-47, %al
	subb	$156, %al
	subb	$-128, 128(%r8,%rdx,8)
	subb	$24, 127(%rdi,%rax,4)
	subb	$-35, %fs:(%r8)
	subb	$255, -128(%rip)
	subb	%r14b, -129(%r10,%r10,4)
	subb	%r9b, -128(%rbp,%rdi,2)
	subb	%dil, %fs:2147483647(%r10)
	subb	%ah, 2147483647(%rdx)
	subb	$0, %r8b
	subb	$1, %r14b
	subb	$-82, %r10b
	subb	$127, %bpl
	subb	%fs:-129(%r9,%r9,8), %bpl
	subb	(%r13,%r8,8), %bpl
	subb	127(%r15), %r11b
	subb	-2147483648(%rsi,%rbp), %dl
	subb	%dil, %r8b
	subb	%r14b, %spl
	subb	%spl, %r15b
	subb	%dl, %r9b
	subsd	%fs:2147483647(%rcx), %xmm14
	subsd	1(%r12,%rcx), %xmm15
	subsd	127(%rcx,%r8,2), %xmm6
	subsd	1(%rsp), %xmm11
	subsd	%xmm8, %xmm1
	subsd	%xmm4, %xmm5
	subsd	%xmm2, %xmm0
	subsd	%xmm13, %xmm7
	subss	128(,%r9), %xmm11
	subss	127(%r15,%rcx), %xmm8
	subss	-1(%rax,%rdi,8), %xmm9
	subss	%gs:128(%rdx), %xmm10
	subss	%xmm0, %xmm6
	subss	%xmm11, %xmm9
	subss	%xmm13, %xmm1
	subss	%xmm3, %xmm8
	testw	$-1, %ax
	testw	$65535, %ax
	testw	$2, %ax
	testw	$0, %ax
	testw	$48660, 2147483647(%rdi,%rdx,4)
	testw	$43921, %gs:-2147483648(%rsp,%r14,4)
	testw	$34791, -128(%r9)
	testw	$-30029, (%r11,%rbx,2)
	testw	%dx, -128(%rsp)
	testw	%r14w, %gs:-2147483648(%r15)
	testw	%r10w, -1(%r14)
	testw	%r15w, 1(%rbx,%r10)
	testw	$0, %r11w
	testw	$128, %r14w
	testw	$22919, %r13w
	testw	$0, %r14w
	testw	%dx, %r11w
	testw	%r9w, %r8w
	testw	%bp, %r10w
	testw	%r14w, %sp
	testl	$65535, %eax
	testl	$2147483647, %eax
	testl	$2, %eax
	testl	$4294967295, %eax
	testl	$255, %fs:128(%rcx,%rbp,8)
	testl	$32767, 128(%rcx)
	testl	$32767, -129(%rdi)
	testl	$-1, %gs:-128(%rbx,%r10)
	testl	%esp, %gs:-2147483648(,%r8,8)
	testl	%r15d, %gs:128(%r8,%r13)
	testl	%ebx, -129
	testl	%r9d, 128(%rax)
	testl	$2147483647, %r13d
	testl	$2147483647, %ebp
	testl	$4294967295, %r8d
	testl	$255, %r12d
	testl	%r9d, %r9d
	testl	%ebp, %r15d
	testl	%ebp, %ebx
	testl	%eax, %ecx
	testq	$-1, %rax
	testq	$-129, %rax
	testq	$65536, %rax
	testq	$128, %rax
	testq	$32767, %fs:-1(%rcx)
	testq	$-1787824877, 127(%r13)
	testq	$0, 2147483647
	testq	$32767, -129(,%rbx,4)
	testq	%r9, 2147483647(%rbx,%r9)
	testq	%rdx, 0
	testq	%r10, %gs:(%r12)
	testq	%r14, 1(%r12)
	testq	$256, %rdi
	testq	$-2147483648, %rsp
	testq	$2147483647, %rbx
	testq	$255, %r13
	testq	%rbx, %rbx
	testq	%rax, %rdi
	testq	%rbp, %rsi
	testq	%r13, %r11
	testb	$176, %al
	testb	$-128, %al
	testb	$-6, %al
	testb	$-100, %al
	testb	$66, 1(%r10)
	testb	$-128, 0
	testb	$0, %gs:-128(%rdx,%r15)
	testb	$1, (%rcx)
	testb	%spl, %gs:127(%rsi)
	testb	%r14b, -128(%rbp)
	testb	%sil, %fs:128(%rsp)
	testb	%r11b, 0
	testb	$-128, %r9b
	testb	$105, %bpl
	testb	$-75, %bl
	testb	$-42, %spl
	testb	%r9b, %r12b
	testb	%r10b, %r8b
	testb	%al, %cl
	testb	%bl, %cl
	ucomisd	0, %xmm7
	ucomisd	%gs:-2147483648(%r14), %xmm5
	ucomisd	%gs:(%r15), %xmm13
	ucomisd	(%rsp,%r9,2), %xmm10
	ucomisd	%xmm11, %xmm12
	ucomisd	%xmm9, %xmm8
	ucomisd	%xmm12, %xmm5
	ucomisd	%xmm1, %xmm11
	ucomiss	-129(,%r15,8), %xmm10
	ucomiss	128(%rdi), %xmm3
	ucomiss	%gs:-2147483648(%r8,%rcx,4), %xmm4
	ucomiss	128(%r8), %xmm9
	ucomiss	%xmm2, %xmm6
	ucomiss	%xmm10, %xmm13
	ucomiss	%xmm15, %xmm14
	ucomiss	%xmm14, %xmm10
	vaddps	127(%r11), %ymm14, %ymm5
	vaddps	-128(%rsp), %ymm8, %ymm12
	vaddps	-128(%rdi), %ymm15, %ymm3
	vaddps	(%r10), %ymm4, %ymm9
	vaddps	%ymm6, %ymm8, %ymm3
	vaddps	%ymm5, %ymm7, %ymm0
	vaddps	%ymm6, %ymm11, %ymm14
	vaddps	%ymm10, %ymm7, %ymm8
	vaddps	127(%r9), %xmm13, %xmm6
	vaddps	-129(%rcx,%r11,2), %xmm14, %xmm6
	vaddps	-2147483648(%r11,%rbx,8), %xmm6, %xmm6
	vaddps	1(%rdx,%rbx,2), %xmm0, %xmm4
	vaddps	%xmm11, %xmm4, %xmm0
	vaddps	%xmm9, %xmm1, %xmm0
	vaddps	%xmm13, %xmm3, %xmm7
	vaddps	%xmm11, %xmm7, %xmm9
	vdivps	%fs:(,%rdi,2), %ymm4, %ymm2
	vdivps	127(%r13,%r13,4), %ymm11, %ymm8
	vdivps	2147483647(%rsi), %ymm13, %ymm14
	vdivps	-129(%rbx), %ymm9, %ymm7
	vdivps	%ymm9, %ymm10, %ymm6
	vdivps	%ymm3, %ymm6, %ymm1
	vdivps	%ymm12, %ymm6, %ymm5
	vdivps	%ymm8, %ymm7, %ymm2
	vdivps	-129(%rdi), %xmm4, %xmm2
	vdivps	2147483647(%r8), %xmm0, %xmm12
	vdivps	127(%rsp), %xmm14, %xmm3
	vdivps	(%r12,%rax), %xmm7, %xmm2
	vdivps	%xmm1, %xmm13, %xmm11
	vdivps	%xmm5, %xmm3, %xmm2
	vdivps	%xmm1, %xmm8, %xmm9
	vdivps	%xmm0, %xmm10, %xmm1
	vmulps	(%rdi), %ymm9, %ymm2
	vmulps	-2147483648(%r10), %ymm11, %ymm13
	vmulps	-128(%r14), %ymm0, %ymm13
	vmulps	%gs:-129(%rcx,%rdi), %ymm6, %ymm15
	vmulps	%ymm9, %ymm12, %ymm7
	vmulps	%ymm2, %ymm0, %ymm2
	vmulps	%ymm15, %ymm3, %ymm2
	vmulps	%ymm7, %ymm5, %ymm13
	vmulps	-1(%rdx,%rbx), %xmm8, %xmm13
	vmulps	1(%rsp), %xmm8, %xmm9
	vmulps	%fs:-128(%rip), %xmm14, %xmm3
	vmulps	-128(%rbp), %xmm1, %xmm3
	vmulps	%xmm4, %xmm1, %xmm4
	vmulps	%xmm3, %xmm10, %xmm10
	vmulps	%xmm13, %xmm15, %xmm14
	vmulps	%xmm15, %xmm3, %xmm5
	vsubps	-2147483648(%rdi,%rdi,2), %ymm0, %ymm12
	vsubps	%fs:-129(%rcx), %ymm11, %ymm4
	vsubps	2147483647(%rcx), %ymm7, %ymm5
	vsubps	2147483647(%rax,%r8,8), %ymm5, %ymm1
	vsubps	%ymm9, %ymm6, %ymm4
	vsubps	%ymm9, %ymm13, %ymm6
	vsubps	%ymm13, %ymm7, %ymm11
	vsubps	%ymm14, %ymm4, %ymm3
	vsubps	128, %xmm0, %xmm0
	vsubps	2147483647(%r15), %xmm6, %xmm15
	vsubps	%fs:-1(%rdx), %xmm4, %xmm0
	vsubps	2147483647(%r15), %xmm10, %xmm15
	vsubps	%xmm7, %xmm6, %xmm8
	vsubps	%xmm10, %xmm1, %xmm13
	vsubps	%xmm11, %xmm5, %xmm14
	vsubps	%xmm3, %xmm13, %xmm3
	vxorps	1(%r12), %ymm11, %ymm9
	vxorps	127(%rcx), %ymm10, %ymm2
	vxorps	2147483647(%rdx), %ymm12, %ymm7
	vxorps	128(%r15), %ymm5, %ymm7
	vxorps	%ymm5, %ymm12, %ymm0
	vxorps	%ymm10, %ymm9, %ymm6
	vxorps	%ymm6, %ymm5, %ymm12
	vxorps	%ymm12, %ymm7, %ymm14
	vxorps	1(%rip), %xmm13, %xmm12
	vxorps	1(%rip), %xmm0, %xmm4
	vxorps	-128(%r10), %xmm7, %xmm6
	vxorps	(%r9,%r11), %xmm0, %xmm9
	vxorps	%xmm1, %xmm12, %xmm14
	vxorps	%xmm1, %xmm5, %xmm5
	vxorps	%xmm15, %xmm14, %xmm10
	vxorps	%xmm13, %xmm4, %xmm0
	xorw	$-129, %ax
	xorw	$-32768, %ax
	xorw	$40871, %ax
	xorw	$16531, %ax
	xorw	$0, (%rsi,%r10,2)
	xorw	$-25371, -129(%r11,%r15)
	xorw	$65535, -128(%rsi,%rcx,8)
	xorw	$-6354, -128(%rbx,%rcx)
	xorw	$65535, 127(%rdi)
	xorw	$-76, -1(%r8)
	xorw	$64, -2147483648
	xorw	$12, 128
	xorw	%sp, %fs:2147483647(%rcx,%r9,2)
	xorw	%r12w, (%r10,%r14,4)
	xorw	%r9w, %fs:-128(%rsp)
	xorw	%r12w, 2147483647(%r14)
	xorw	$-25962, %si
	xorw	$-32768, %si
	xorw	$-129, %r10w
	xorw	$17001, %r13w
	xorw	$65532, %dx
	xorw	$-104, %bx
	xorw	$65535, %r9w
	xorw	$98, %r8w
	xorw	127(%rcx,%rcx,2), %dx
	xorw	(%r15), %bx
	xorw	-1(%r13), %bx
	xorw	%fs:-128(%rsp), %r11w
	xorw	%r14w, %bx
	xorw	%r10w, %r13w
	xorw	%bx, %sp
	xorw	%cx, %dx
	xorl	$-2147483648, %eax
	xorl	$0, %eax
	xorl	$-2147483648, %eax
	xorl	$4294967295, %eax
	xorl	$4294967295, 1(%rdx,%rax,8)
	xorl	$4294967295, -128(%r10,%rcx)
	xorl	$-129, -1(%r15)
	xorl	$4294967295, %fs:(%rsi)
	xorl	$4294967272, 128(,%rbp)
	xorl	$-79, %fs:128(%rax,%rdx,4)
	xorl	$61, 1(%rdi,%rax,2)
	xorl	$4294967228, 2147483647(%rcx,%rdx,2)
	xorl	%ecx, 128(%r8,%r12)
	xorl	%r13d, %gs:127
	xorl	%r15d, -129(%rbp,%r8,2)
	xorl	%r8d, %fs:2147483647(%rax)
	xorl	$4294967295, %eax
	xorl	$2147483647, %r14d
	xorl	$-128, %r10d
	xorl	$4294967295, %r11d
	xorl	$4294967168, %ebx
	xorl	$0, %r8d
	xorl	$112, %r14d
	xorl	$-1, %eax
	xorl	-1(%rdi,%r12,8), %r15d
	xorl	127(%rbp), %esi
	xorl	%fs:-129(%rdi,%rdx,2), %r9d
	xorl	-1(%rbp), %ecx
	xorl	%ebp, %ebx
	xorl	%edi, %r14d
	xorl	%edi, %r8d
	xorl	%r14d, %r8d
	xorq	$65535, %rax
	xorq	$-1936313062, %rax
	xorq	$-1231548062, %rax
	xorq	$1, %rax
	xorq	$65535, %fs:128(%r14)
	xorq	$65536, %fs:2147483647(%r15,%rax,4)
	xorq	$-641632011, %fs:(%rsp,%r11,4)
	xorq	$65535, -129(%rsp)
	xorq	$17, 128(%r9)
	xorq	$2, 128(%rsi,%rdx,8)
	xorq	$-30, %gs:-129(%rbp)
	xorq	$-1, -129(,%rcx,2)
	xorq	%r14, 1(%rbp)
	xorq	%r13, -1(%r9)
	xorq	%r13, 128(%r14)
	xorq	%rax, 128(%rdx,%rbp,4)
	xorq	$-2147483648, %r11
	xorq	$127, %r8
	xorq	$32767, %r8
	xorq	$-1019765309, %rsi
	xorq	$-128, %rsp
	xorq	$9, %rbp
	xorq	$1, %rsi
	xorq	$1, %rbp
	xorq	-2147483648(%r12), %rsi
	xorq	128(%rsp), %rdi
	xorq	(%rdx), %r8
	xorq	127(%rsp), %rsi
	xorq	%r13, %rcx
	xorq	%rdi, %rbx
	xorq	%rbp, %r11
	xorq	%rdi, %rdx
	xorb	$-128, %al
	xorb	$88, %al
	xorb	$127, %al
	xorb	$144, %al
	xorb	$2, -128(%r10)
	xorb	$-128, -2147483648(%r15)
	xorb	$1, -1(,%rbp,8)
	xorb	$-128, 128(%rdi)
	xorb	%bh, %fs:-128
	xorb	%r14b, 128(%rax,%r13,2)
	xorb	%spl, 2147483647(%rax,%r8,4)
	xorb	%r11b, -129(%r10,%r9,4)
	xorb	$-115, %r8b
	xorb	$-113, %r9b
	xorb	$-55, %r13b
	xorb	$255, %dh
	xorb	%fs:-1(%rbp,%r13,2), %cl
	xorb	(%rsp), %dh
	xorb	%fs:1(%rsi), %r8b
	xorb	-2147483648(,%r9), %r13b
	xorb	%cl, %dil
	xorb	%dl, %r9b
	xorb	%dl, %r15b
	xorb	%al, %bh
