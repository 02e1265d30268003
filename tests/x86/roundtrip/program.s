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
	bswapl	%r9d
	bswapl	%r15d
	bswapl	%r15d
	bswapl	%r15d
	bswapq	%r11
	bswapq	%rbp
	bswapq	%rsp
	bswapq	%rsp
	btw	$0, (%r10,%rbp,4)
	btw	$129, 128
	btw	$1, -2147483648(%rbp)
	btw	$43, (%r9)
	btw	%r11w, -128(%rbx,%r15,4)
	btw	%dx, 2147483647(%r13)
	btw	%bx, (%rsp,%r12)
	btw	%si, -128(%rcx,%r11,4)
	btw	$0, %r12w
	btw	$0, %si
	btw	$2, %r11w
	btw	$255, %r12w
	btw	%r9w, %ax
	btw	%r10w, %r12w
	btw	%dx, %di
	btw	%bp, %r10w
	btl	$0, -1(%rdi,%r15,2)
	btl	$255, 127(%r14,%rcx)
	btl	$255, 128(%r13,%r13)
	btl	$128, %fs:-129(%rcx,%rbx,8)
	btl	%ebp, -1(%r8,%r8,2)
	btl	%r15d, -2147483648(%rip)
	btl	%ebp, 127(%rsp)
	btl	%esi, -1(%r8,%rbp,8)
	btl	$140, %r14d
	btl	$98, %ebp
	btl	$255, %edi
	btl	$127, %edi
	btl	%r10d, %r12d
	btl	%esp, %ebx
	btl	%eax, %r10d
	btl	%r10d, %r13d
	btq	$255, 128(%rdx)
	btq	$1, 2147483647(%rax)
	btq	$255, %gs:(%rdx,%r10)
	btq	$217, %fs:1(%rbp,%rsi,2)
	btq	%r8, 1(,%rax,8)
	btq	%rax, 1(%r8)
	btq	%rsi, -2147483648(%rcx)
	btq	%r13, -2147483648(%rip)
	btq	$199, %rax
	btq	$122, %rsi
	btq	$255, %r13
	btq	$0, %r9
	btq	%r14, %r10
	btq	%r12, %rsi
	btq	%rbp, %r14
	btq	%r14, %rsp
	btcw	$40, %gs:-128(%rsp)
	btcw	$199, -1(%r8,%rbx)
	btcw	$53, %gs:2147483647
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
	clc
	clc
	clc
	clc
	cld
	cld
	cld
	cld
	cli
	cli
	cli
	cli
	cmc
	cmc
	cmc
	cmc
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
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsb	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsl	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsq	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpsw	%es:(%rdi), (%rsi)
	cmpxchg16b	1(%r10,%rbx)
	cmpxchg16b	-1(%r12)
	cmpxchg16b	128(%rsp,%rax,8)
	cmpxchg16b	128(%r15)
	cmpxchgw	%r12w, %gs:-129(%rsp)
	cmpxchgw	%r15w, -129(%r10)
	cmpxchgw	%r12w, -1(%r11,%rdx,8)
	cmpxchgw	%dx, 1(%rdi)
	cmpxchgw	%dx, %r8w
	cmpxchgw	%r11w, %cx
	cmpxchgw	%r12w, %dx
	cmpxchgw	%r15w, %r12w
	cmpxchgl	%ebx, 127(%r10,%rdi,2)
	cmpxchgl	%r14d, %fs:2147483647(%rdx)
	cmpxchgl	%ebx, 128(%rdi,%r10,4)
	cmpxchgl	%r10d, %fs:-129(%rcx)
	cmpxchgl	%eax, %r13d
	cmpxchgl	%r9d, %r8d
	cmpxchgl	%r14d, %r8d
	cmpxchgl	%r13d, %ebp
	cmpxchgq	%r11, %fs:2147483647(%r12)
	cmpxchgq	%r13, %gs:-1(,%rax,8)
	cmpxchgq	%rax, 128(%r10,%r14,4)
	cmpxchgq	%r12, 2147483647(%rcx,%r11,4)
	cmpxchgq	%r8, %r11
	cmpxchgq	%rbx, %r9
	cmpxchgq	%r9, %rbp
	cmpxchgq	%rbx, %r11
	cmpxchg8b	127(%rdx)
	cmpxchg8b	%fs:-129(%r15)
	cmpxchg8b	%fs:-1(%r8,%rax,4)
	cmpxchg8b	2147483647(%r8)
	cmpxchgb	%sil, 128(%r15,%r13,4)
	cmpxchgb	%r12b, %gs:-129(%rsi,%rdi,8)
	cmpxchgb	%bpl, 127(%rdx,%rax,8)
	cmpxchgb	%r11b, (%rip)
	cmpxchgb	%bpl, %r12b
	cmpxchgb	%r12b, %bpl
	cmpxchgb	%spl, %r11b
	cmpxchgb	%r11b, %r10b
	cpuid
	cpuid
	cpuid
	cpuid
	cqto
	cqto
	cqto
	cqto
	cs
	cs
	cs
	cs
	cvtsi2sdl	%fs:-2147483648(%r13), %xmm6
	cvtsi2sdl	(%rsi), %xmm10
	cvtsi2sdl	2147483647(%rcx,%r12,8), %xmm15
	cvtsi2sdl	%fs:-128(%r12), %xmm5
	cvtsi2sd	%edx, %xmm0
	cvtsi2sd	%esi, %xmm6
	cvtsi2sd	%ebp, %xmm6
	cvtsi2sd	%ebp, %xmm0
	cvtsi2ssl	%gs:2147483647(%r9), %xmm13
	cvtsi2ssl	127(%r9), %xmm4
	cvtsi2ssl	%fs:-1(%rdi,%r12,8), %xmm13
	cvtsi2ssl	127(%r10,%r8,4), %xmm12
	cvtsi2ss	%esp, %xmm1
	cvtsi2ss	%edx, %xmm5
	cvtsi2ss	%edx, %xmm12
	cvtsi2ss	%esi, %xmm5
	cvtsi2sdq	-129(%rsi,%r11,8), %xmm5
	cvtsi2sdq	-1(,%r8,4), %xmm5
	cvtsi2sdq	-1(%r13,%r12,2), %xmm2
	cvtsi2sdq	0, %xmm0
	cvtsi2sd	%r15, %xmm4
	cvtsi2sd	%r9, %xmm7
	cvtsi2sd	%rcx, %xmm15
	cvtsi2sd	%r10, %xmm10
	cvtsi2ssq	%fs:-2147483648(%rsp), %xmm6
	cvtsi2ssq	-1(%r12), %xmm11
	cvtsi2ssq	1(%rbx,%r9,2), %xmm3
	cvtsi2ssq	%fs:2147483647(%rsp,%r15), %xmm9
	cvtsi2ss	%r9, %xmm15
	cvtsi2ss	%rbp, %xmm13
	cvtsi2ss	%r9, %xmm7
	cvtsi2ss	%r9, %xmm11
	cvttsd2si	(%rdi,%rsi,4), %rsp
	cvttsd2si	-128(,%rax,4), %rax
	cvttsd2si	%gs:128(%rcx,%r14,2), %r10
	cvttsd2si	-129(%r8,%rbp,4), %rdi
	cvttsd2si	%xmm7, %r14
	cvttsd2si	%xmm5, %r10
	cvttsd2si	%xmm13, %r12
	cvttsd2si	%xmm1, %r8
	cvttsd2si	%fs:-129(%r13,%rsi,2), %ecx
	cvttsd2si	1(%rbx), %r14d
	cvttsd2si	128(%r14), %esi
	cvttsd2si	%gs:128(%rsp,%r9,2), %r13d
	cvttsd2si	%xmm14, %ebp
	cvttsd2si	%xmm11, %edx
	cvttsd2si	%xmm11, %esi
	cvttsd2si	%xmm4, %ebp
	cvttss2si	%fs:-1(%r11), %r11
	cvttss2si	1(%rsp,%r9,8), %rbx
	cvttss2si	%gs:128(%rcx,%rcx,4), %rdi
	cvttss2si	%gs:2147483647(%r11), %r11
	cvttss2si	%xmm11, %r14
	cvttss2si	%xmm1, %r10
	cvttss2si	%xmm12, %r13
	cvttss2si	%xmm1, %r10
	cvttss2si	%gs:1(,%r10), %esp
	cvttss2si	%fs:-129(%rsp), %r15d
	cvttss2si	%gs:-128(%rbx,%r11,2), %eax
	cvttss2si	1(%rbp), %r13d
	cvttss2si	%xmm8, %ecx
	cvttss2si	%xmm4, %r8d
	cvttss2si	%xmm15, %r9d
	cvttss2si	%xmm9, %r13d
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
	decw	-129(%r14)
	decw	%fs:-129(%r10)
	decw	1(%rax)
	decw	-128(%rbp)
	decw	%dx
	decw	%r10w
	decw	%bx
	decw	%r11w
	decl	-2147483648
	decl	-128(,%r9,4)
	decl	%fs:2147483647(%rsp)
	decl	-128(%r9,%rbp,8)
	decl	%r11d
	decl	%r8d
	decl	%r11d
	decl	%ebp
	decq	2147483647(%r8,%r12,8)
	decq	-1(%r12)
	decq	-2147483648(%r8,%r13,2)
	decq	2147483647(%r15,%r13,8)
	decq	%r15
	decq	%rbp
	decq	%r15
	decq	%r14
	decb	2147483647(%r10,%r11,2)
	decb	2147483647(%r9,%r10,4)
	decb	%gs:127(%rsp)
	decb	2147483647(%rbp)
	decb	%r12b
	decb	%bpl
	decb	%ch
	decb	%r15b
	divw	127(%r15)
	divw	-1(%rcx,%rdi,2)
	divw	2147483647(%rip)
	divw	%gs:-128(%r11,%r10,4)
	divw	%r10w
	divw	%dx
	divw	%r12w
	divw	%r14w
	divl	-129(%rsp,%r14,8)
	divl	(%r15)
	divl	2147483647(%rdx)
	divl	128(%rcx,%rbp,4)
	divl	%r13d
	divl	%edi
	divl	%r15d
	divl	%ebp
	divq	-128(%rip)
	divq	127(%r10,%r10)
	divq	%fs:-128(%rdx,%r9,4)
	divq	1
	divq	%r9
	divq	%rdx
	divq	%rbx
	divq	%rdx
	divb	127(%rdi)
	divb	128(%r9)
	divb	%fs:-129(%rsp)
	divb	-128(,%r14)
	divb	%r11b
	divb	%r9b
	divb	%r13b
	divb	%ah
	divsd	-1(%rdi,%r9,8), %xmm3
	divsd	128(%rip), %xmm1
	divsd	-128(%rdx), %xmm1
	divsd	(%rsi,%rcx,2), %xmm14
	divsd	%xmm9, %xmm12
	divsd	%xmm8, %xmm2
	divsd	%xmm12, %xmm8
	divsd	%xmm2, %xmm9
	divss	-2147483648(%rip), %xmm15
	divss	-1(%r9,%rbx,4), %xmm5
	divss	0, %xmm5
	divss	128(%rbp), %xmm15
	divss	%xmm1, %xmm13
	divss	%xmm10, %xmm9
	divss	%xmm9, %xmm3
	divss	%xmm11, %xmm4
	ds
	ds
	ds
	ds
	enter	$-31826, $168
	enter	$0, $-128
	enter	$19595, $255
	enter	$58613, $-1
	es
	es
	es
	es
	fnop
	fnop
	fnop
	fnop
	fs
	fs
	fs
	fs
	gs
	gs
	gs
	gs
	hlt
	hlt
	hlt
	hlt
	idivw	-2147483648(%rsp)
	idivw	1(%rip)
	idivw	%fs:-1
	idivw	%fs:-1(,%r15)
	idivw	%cx
	idivw	%bp
	idivw	%r9w
	idivw	%r10w
	idivl	%gs:2147483647(%r8,%rbp,4)
	idivl	-129(%r8)
	idivl	%fs:-2147483648(%rbx)
	idivl	127(%r13)
	idivl	%r9d
	idivl	%r12d
	idivl	%r8d
	idivl	%r8d
	idivq	-128
	idivq	%gs:1(%rsi,%r9,4)
	idivq	2147483647(%rdx)
	idivq	-2147483648(%rax)
	idivq	%r13
	idivq	%rsp
	idivq	%r14
	idivq	%rdi
	idivb	(%rbp,%r11,8)
	idivb	-128(%r11)
	idivb	1(%rdx,%r8,4)
	idivb	2147483647(%r10)
	idivb	%spl
	idivb	%ah
	idivb	%r9b
	idivb	%dl
	imulw	-129
	imulw	128
	imulw	127(%rbp)
	imulw	1(%r8,%r12)
	imulw	%r10w
	imulw	%sp
	imulw	%bx
	imulw	%bx
	imulw	%gs:-1(%r13,%rdi), %r8w
	imulw	%fs:1(%rdi), %r15w
	imulw	2147483647(%r14,%rsi,8), %bx
	imulw	-1(%rbp,%r11,2), %cx
	imulw	$37844, (%rbx,%rdx,4), %cx
	imulw	$127, (%rsi,%r8,8), %si
	imulw	$-129, (%rcx,%r14,4), %si
	imulw	$-32768, %fs:128(%r13), %dx
	imulw	$-103, 128(%r8), %r9w
	imulw	$61, 128(%rdi), %r13w
	imulw	$66, -1(%r11,%r8), %r15w
	imulw	$78, 128(%r12), %si
	imulw	%r9w, %si
	imulw	%dx, %di
	imulw	%ax, %ax
	imulw	%bx, %r11w
	imulw	$2134, %r9w, %r12w
	imulw	$65535, %r12w, %cx
	imulw	$-32245, %bx, %cx
	imulw	$32767, %dx, %r8w
	imulw	$-22, %r10w, %dx
	imulw	$2, %si, %r14w
	imulw	$65445, %r12w, %r15w
	imulw	$127, %r12w, %r14w
	imull	2147483647(%rbx,%r13,8)
	imull	-1(%r10)
	imull	128(%rdi)
	imull	-128
	imull	%ebx
	imull	%ebp
	imull	%eax
	imull	%r10d
	imull	(%rsp), %eax
	imull	-129(%r10), %r8d
	imull	%gs:(%r11,%r13,8), %r8d
	imull	2147483647(%r12,%rax), %edi
	imull	$-2147483648, 127(%r12,%r8), %r9d
	imull	$32768, -1, %esp
	imull	$-2147483648, 2147483647(%r10), %edx
	imull	$-2054573249, -128(%r14,%rdi), %r14d
	imull	$-128, %gs:-129(%rsp,%rcx,2), %r8d
	imull	$-85, 1(%rbx,%r11,8), %r15d
	imull	$1, -2147483648(%r12), %edi
	imull	$1, -129(,%r8,4), %eax
	imull	%r8d, %r13d
	imull	%r14d, %r8d
	imull	%r14d, %ebp
	imull	%ebx, %r9d
	imull	$4294967295, %eax, %r12d
	imull	$65536, %ebp, %r14d
	imull	$1323351694, %r11d, %eax
	imull	$-1, %r10d, %ebx
	imull	$0, %r14d, %r9d
	imull	$-128, %edx, %edi
	imull	$-83, %r13d, %r8d
	imull	$4294967202, %r12d, %r8d
	imulq	128(%rdx,%rdi,8)
	imulq	%gs:1(%rdi)
	imulq	%gs:-128(%rbx)
	imulq	-2147483648(%r15)
	imulq	%rax
	imulq	%rdi
	imulq	%r12
	imulq	%r14
	imulq	2147483647(,%rsi,4), %rcx
	imulq	127(%r8), %r8
	imulq	-1(%r15,%rsi,2), %r13
	imulq	-2147483648(%r10,%rbx,8), %r9
	imulq	$-2147483648, -129(%rip), %r8
	imulq	$-129, 2147483647(%r10,%r13,4), %rsp
	imulq	$128, %fs:128(%rip), %r15
	imulq	$65535, %fs:128(%rcx,%r9,4), %r9
	imulq	$-128, %fs:-129(%rdx), %rsp
	imulq	$0, -128(%rbp,%rsi,2), %r8
	imulq	$127, 2147483647(%r11,%rbx), %rbx
	imulq	$-128, 128(%rbx), %rdx
	imulq	%rdx, %rdi
	imulq	%r8, %r9
	imulq	%rsp, %rsi
	imulq	%r9, %r9
	imulq	$2147483647, %r8, %r12
	imulq	$-2147483648, %rax, %r15
	imulq	$2147483647, %r12, %rax
	imulq	$1, %r15, %r10
	imulq	$-128, %rdi, %rdx
	imulq	$1, %rsp, %rdx
	imulq	$127, %r12, %rsi
	imulq	$73, %rdx, %r12
	imulb	%gs:127(%r10)
	imulb	1
	imulb	-1(%rax,%r13)
	imulb	-129
	imulb	%dh
	imulb	%dl
	imulb	%ah
	imulb	%r8b
	incw	128(%r10,%r12,4)
	incw	-2147483648(%r13)
	incw	-2147483648(%r13,%rax,8)
	incw	%fs:2147483647
	incw	%bx
	incw	%r10w
	incw	%r10w
	incw	%cx
	incl	%gs:128(%r9)
	incl	%fs:(%rdi)
	incl	-1(,%r15)
	incl	1(%r12)
	incl	%edx
	incl	%r8d
	incl	%r12d
	incl	%r13d
	incq	2147483647(%rsp)
	incq	128(%r8)
	incq	(%rbx,%r15,2)
	incq	128(%r9)
	incq	%r15
	incq	%r9
	incq	%rcx
	incq	%r13
	incb	%fs:-1(%rbp,%r12,4)
	incb	-2147483648(%rbx,%rcx,4)
	incb	%gs:-2147483648(%rsp)
	incb	-129(%rbp,%r10,8)
	incb	%r13b
	incb	%al
	incb	%bpl
	incb	%bpl
	int	$153
	int	$255
	int	$82
	int	$0
	int3
	int3
	int3
	int3
	ja	target
	ja	target+8
	ja	target+127
	ja	target-128
	ja	target+127
	ja	target
	ja	target
	ja	target-4
	jae	target+8
	jae	target-128
	jae	target+8
	jae	target-4
	jae	target
	jae	target-128
	jae	target
	jae	target@PLT
	jb	target+8
	jb	target+8
	jb	target@PLT
	jb	target+8
	jb	target-4
	jb	target
	jb	target+127
	jb	target+127
	jbe	target-4
	jbe	target+127
	jbe	target-128
	jbe	target+8
	jbe	target-128
	jbe	target+127
	jbe	target
	jbe	target@PLT
	je	target
	je	target+8
	je	target-128
	je	target@PLT
	je	target+8
	je	target-128
	je	target-128
	je	target+8
	jg	target+8
	jg	target-128
	jg	target+127
	jg	target-128
	jg	target+127
	jg	target
	jg	target-128
	jg	target
	jge	target-128
	jge	target@PLT
	jge	target-128
	jge	target-4
	jge	target+8
	jge	target+8
	jge	target+127
	jge	target
	jl	target+8
	jl	target
	jl	target+8
	jl	target+127
	jl	target+8
	jl	target+8
	jl	target+127
	jl	target-128
	jle	target-4
	jle	target+127
	jle	target
	jle	target-4
	jle	target+8
	jle	target+127
	jle	target-128
	jle	target
	jne	target+127
	jne	target
	jne	target-4
	jne	target
	jne	target-128
	jne	target+127
	jne	target+8
	jne	target+127
	jno	target-4
	jno	target
	jno	target
	jno	target
	jno	target-128
	jno	target-128
	jno	target+8
	jno	target+127
	jnp	target+127
	jnp	target@PLT
	jnp	target-4
	jnp	target@PLT
	jnp	target-4
	jnp	target
	jnp	target-128
	jnp	target-4
	jns	target
	jns	target-128
	jns	target-128
	jns	target-4
	jns	target@PLT
	jns	target
	jns	target
	jns	target-128
	jo	target
	jo	target+127
	jo	target+127
	jo	target+8
	jo	target+8
	jo	target+8
	jo	target+8
	jo	target+8
	jp	target-4
	jp	target-4
	jp	target@PLT
	jp	target+127
	jp	target-128
	jp	target
	jp	target+127
	jp	target
	js	target+127
	js	target-4
	js	target
	js	target
	js	target-4
	js	target
	js	target-128
	js	target+8
	jecxz	target-128
	jecxz	target-128
	jecxz	target-4
	jecxz	target@PLT
	jmpq	*1
	jmpq	*-128(%rdi,%r10,4)
	jmpq	*0
	jmpq	*%gs:-2147483648(%rdi)
	jmpq	*%rsi
	jmpq	*%r9
	jmpq	*%rdi
	jmpq	*%rsi
	jmp	target@PLT
	jmp	target-128
	jmp	target+127
	jmp	target+8
	jmp	target-128
	jmp	target+8
	jmp	target+127
	jmp	target+8
	jrcxz	target@PLT
	jrcxz	target-4
	jrcxz	target+8
	jrcxz	target
	lahf
	lahf
	lahf
	lahf
	leaw	-128(%rbp), %cx
	leaw	%gs:128(%rsi), %r8w
	leaw	%gs:-2147483648(%r12), %si
	leaw	128(%rsi,%r10,2), %r9w
	leal	1(%r10), %esp
	leal	-2147483648(%r11), %ebx
	leal	%fs:-129(%rcx), %eax
	leal	128(%rcx), %ecx
	leaq	-128, %rdi
	leaq	-1(%r11,%rax,2), %r11
	leaq	-1(%r11), %rdi
	leaq	-129(%r9,%r8,8), %rdi
	leave
	leave
	leave
	leave
	lfence
	lfence
	lfence
	lfence
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
	loop	target+127
	loop	target+8
	loop	target-128
	loop	target
	loope	target-128
	loope	target+8
	loope	target
	loope	target
	loopne	target+8
	loopne	target-128
	loopne	target-128
	loopne	target-4
	lretl
	lretl
	lretl
	lretl
	lretq
	lretq
	lretq
	lretq
	lretl	$-2662
	lretl	$128
	lretl	$255
	lretl	$39588
	lretq	$-32768
	lretq	$65535
	lretq	$-2829
	lretq	$1
	mfence
	mfence
	mfence
	mfence
	movabsw	9223372036854775807, %ax
	movabsw	0, %ax
	movabsw	1, %ax
	movabsw	2, %ax
	movw	$0, %gs:-1(%rsp,%rax)
	movw	$65535, 2147483647(%rip)
	movw	$64937, 128(%r9,%r11,2)
	movw	$1, 128(%r10,%rdx)
	movw	%ax, 2147483647(%r8,%rdx,2)
	movw	%r14w, %gs:127(%r15,%rdx)
	movw	%r11w, -1(%rsp)
	movw	%r13w, -129(%rbp)
	movw	%fs, %fs:(%rdx,%r11,4)
	movw	%gs, -129(%rax,%rcx,2)
	movw	%ss, -2147483648
	movw	%fs, -128(%r10,%r11,4)
	movabsw	%ax, 3159699644964086826
	movabsw	%ax, 5804457178835209215
	movabsw	%ax, 255932551547191525
	movabsw	%ax, 0
	movw	$8885, %sp
	movw	$32767, %r10w
	movw	$-129, %bx
	movw	$-15611, %r13w
	movw	1, %bp
	movw	1(%r13), %bp
	movw	%fs:-128(%rip), %cx
	movw	-128(%rdx), %ax
	movw	%cx, %r13w
	movw	%si, %di
	movw	%ax, %r14w
	movw	%bp, %dx
	movw	%ss, %cx
	movw	%gs, %si
	movw	%cs, %si
	movw	%gs, %r9w
	movw	%gs:1(%rip), %gs
	movw	-129(%r9,%rsi,8), %fs
	movw	-1(%r14), %fs
	movw	-128(%r12), %ss
	movabsl	128, %eax
	movabsl	0, %eax
	movabsl	256, %eax
	movabsl	2147483647, %eax
	movl	$127, 128(%rsi)
	movl	$0, 2147483647(%rdx)
	movl	$-2147483648, %gs:127(%rbp,%rdi)
	movl	$2913289602, -129(%rcx)
	movl	%eax, 2147483647(%rbx)
	movl	%eax, 127(%r15,%r10,2)
	movl	%edx, -2147483648
	movl	%esp, 1(%r8,%r13,2)
	movabsl	%eax, 1
	movabsl	%eax, 255
	movabsl	%eax, 9223372036854775807
	movabsl	%eax, 4294967295
	movl	$-2147483648, %r10d
	movl	$32768, %edx
	movl	$127, %r9d
	movl	$256, %ebp
	movl	(%r13), %edx
	movl	2147483647(%rdx), %ebx
	movl	-2147483648(%r10,%rcx,2), %ecx
	movl	-2147483648(%rip), %edi
	movl	%ebp, %r13d
	movl	%ebx, %edx
	movl	%esi, %edi
	movl	%r13d, %esi
	movl	%fs, %r11d
	movl	%fs, %r15d
	movl	%cs, %r12d
	movl	%fs, %r12d
	movl	%ebx, %ds
	movl	%r12d, %fs
	movl	%r15d, %es
	movl	%esi, %fs
	movabsq	1, %rax
	movabsq	5416741499847975547, %rax
	movabsq	1, %rax
	movabsq	0, %rax
	movq	$2147483647, %fs:-129(%rbp)
	movq	$2147483647, 2147483647(%r9,%rax,4)
	movq	$-729747496, (%rbp)
	movq	$-2147483648, %fs:128(%r13)
	movq	%rbp, -2147483648(%rcx,%r11)
	movq	%rsp, -2147483648(%rip)
	movq	%rcx, 2147483647(%r10,%r12,2)
	movq	%rcx, 2147483647(%rsp)
	movabsq	%rax, 4072927963050592728
	movabsq	%rax, 2
	movabsq	%rax, 1
	movabsq	%rax, 1799577914174024443
	movabsq	$2147483647, %rbp
	movabsq	$-1, %rdx
	movabsq	$2, %rdi
	movabsq	$32767, %r9
	movq	$-129, %rdx
	movq	$2147483647, %rsi
	movq	$-2147483648, %r8
	movq	$109081169, %r8
	movq	1(%rdi,%rbp,4), %rdi
	movq	%fs:127(%r8), %rsp
	movq	%fs:128(%r9), %rcx
	movq	-2147483648(%rax,%r11,2), %rsp
	movq	%rsi, %rbp
	movq	%r14, %r13
	movq	%rcx, %rdi
	movq	%rsp, %rdi
	movq	%cs, %r15
	movq	%fs, %r13
	movq	%ss, %rbp
	movq	%ss, %r15
	movq	%r15, %ds
	movq	%rsi, %cs
	movq	%rbp, %fs
	movq	%rsp, %ds
	movq	%rsi, %xmm9
	movq	%r13, %xmm9
	movq	%r11, %xmm3
	movq	%rbp, %xmm3
	movabsb	255, %al
	movabsb	65536, %al
	movabsb	256, %al
	movabsb	1, %al
	movb	$-116, -1
	movb	$-6, -129
	movb	$0, %gs:-128(%rax,%r11,2)
	movb	$-1, %gs:1(%r14,%r13,2)
	movb	%spl, 127(%rdx,%r11,4)
	movb	%sil, -128(%r8,%r10,2)
	movb	%r11b, 2147483647(%rbp)
	movb	%bpl, %gs:-1(%rax)
	movabsb	%al, 4294967295
	movabsb	%al, 6600186611140454230
	movabsb	%al, 8686126481475096763
	movabsb	%al, 2147483647
	movb	$238, %dh
	movb	$117, %sil
	movb	$-1, %ch
	movb	$-8, %r8b
	movb	%fs:-128(%rsi), %sil
	movb	128(%r15), %r11b
	movb	-128(%r9,%r12,2), %bpl
	movb	%fs:128(%r9,%rax,2), %bpl
	movb	%dh, %dh
	movb	%r8b, %r11b
	movb	%r13b, %cl
	movb	%r13b, %spl
	movd	-129(%r10,%r8,2), %xmm11
	movd	-1(%r10,%r14), %xmm15
	movd	-129(%r15,%r12,8), %xmm3
	movd	127(%rbp), %xmm7
	movd	%edx, %xmm15
	movd	%ecx, %xmm12
	movd	%esp, %xmm11
	movd	%esp, %xmm15
	movd	%xmm0, -1
	movd	%xmm14, -128(%r9,%r14)
	movd	%xmm12, -1(%rsp)
	movd	%xmm15, 2147483647(,%r13,4)
	movd	%xmm6, %ecx
	movd	%xmm10, %esp
	movd	%xmm7, %r10d
	movd	%xmm7, %r14d
	movq	%xmm10, 128(%rsi,%rbx)
	movq	%xmm13, -1(%r14)
	movq	%xmm14, -2147483648(%r12,%rcx,4)
	movq	%xmm9, %gs:127(%r8,%r12,8)
	movq	%xmm14, %rdi
	movq	%xmm7, %r10
	movq	%xmm8, %rbp
	movq	%xmm0, %rsi
	movq	%gs:127(%rsp,%rdi,2), %xmm0
	movq	-2147483648(%r9,%r12,8), %xmm13
	movq	%gs:127(%r13), %xmm13
	movq	127(%rdi,%rdx,8), %xmm10
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsd	%xmm14, %fs:1(%rsp)
	movsd	%xmm4, -1(%rip)
	movsd	%xmm8, 2147483647(%rcx)
	movsd	%xmm5, -1(,%r11,2)
	movsd	%gs:-1(%rbx,%r10), %xmm6
	movsd	128(,%rdi), %xmm15
	movsd	%gs:-128(%r15), %xmm15
	movsd	%fs:-129(%r13), %xmm8
	movsd	%xmm5, %xmm11
	movsd	%xmm8, %xmm6
	movsd	%xmm8, %xmm9
	movsd	%xmm2, %xmm12
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movss	%xmm0, %gs:-128(%r15)
	movss	%xmm0, -129(%r15)
	movss	%xmm15, (%r10)
	movss	%xmm1, 128(%r13,%rbp,4)
	movss	(%rdx), %xmm12
	movss	-128(,%rax,2), %xmm9
	movss	%gs:(%rdi,%r9,2), %xmm8
	movss	%fs:-2147483648(%rbp,%rbx,8), %xmm9
	movss	%xmm8, %xmm8
	movss	%xmm5, %xmm11
	movss	%xmm3, %xmm11
	movss	%xmm10, %xmm2
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsbw	%gs:-1(%rax,%r12), %r8w
	movsbw	-129(%r15), %r8w
	movsbw	1(%rbp,%rsi,4), %bx
	movsbw	-128(%rbx), %ax
	movsbw	%ch, %di
	movsbw	%spl, %r9w
	movsbw	%r14b, %r14w
	movsbw	%r12b, %si
	movswl	%gs:2147483647(%r13,%rcx,2), %eax
	movswl	%gs:128(%rsp), %r12d
	movswl	%fs:1(%r10), %eax
	movswl	127(%r9), %r13d
	movsbl	%fs:2147483647(%rsp,%rsi), %edi
	movsbl	1(%r13,%r15,8), %r10d
	movsbl	127(,%rbx,8), %esi
	movsbl	1(%rbp,%r10,4), %ebx
	movswl	%cx, %r10d
	movswl	%r11w, %r11d
	movswl	%r15w, %esi
	movswl	%r8w, %r13d
	movsbl	%dl, %r9d
	movsbl	%bpl, %r14d
	movsbl	%r15b, %esi
	movsbl	%dil, %edi
	movswq	127(%rsp,%r11,8), %r13
	movswq	-2147483648, %r15
	movswq	%gs:2147483647(%rbp), %rdi
	movswq	%gs:(%r15,%r13,8), %r12
	movslq	2147483647(%rax), %r12
	movslq	%fs:2147483647, %rsp
	movslq	%gs:-1(%rbp,%r11,8), %rbp
	movslq	1(%rbp,%rcx,4), %rsp
	movsbq	(%r12), %rax
	movsbq	127(,%rdi,8), %r8
	movsbq	2147483647(%r12), %rdi
	movsbq	%gs:-2147483648(%rbx), %r10
	movswq	%r10w, %rsi
	movswq	%dx, %rbp
	movswq	%ax, %r14
	movswq	%di, %rsp
	movslq	%ebp, %rbx
	movslq	%r11d, %rsi
	movslq	%r14d, %rbx
	movslq	%edx, %rax
	movsbq	%r11b, %rbx
	movsbq	%r15b, %rcx
	movsbq	%r9b, %rbx
	movsbq	%bpl, %rax
	movq	%xmm0, %xmm9
	movq	%xmm0, %xmm4
	movq	%xmm1, %xmm2
	movq	%xmm14, %xmm11
	movzbw	-129(%rsp), %r15w
	movzbw	-129(%rax,%r12,8), %r12w
	movzbw	128(%rip), %r14w
	movzbw	-128(%rbp), %bp
	movzbw	%bpl, %r13w
	movzbw	%r14b, %r8w
	movzbw	%r14b, %bx
	movzbw	%r13b, %r13w
	movzwl	2147483647(%r14), %esp
	movzwl	-1(%rdx), %edi
	movzwl	%gs:1(%rbx,%rdx), %eax
	movzwl	%fs:2147483647(%r8,%r11,2), %eax
	movzbl	-2147483648(%r11), %ebx
	movzbl	1(%r13,%rdx,8), %r9d
	movzbl	-128(%rbp,%r9,2), %esi
	movzbl	-128(%r12,%r13,2), %edx
	movzwl	%r10w, %r14d
	movzwl	%r8w, %r14d
	movzwl	%r12w, %ebp
	movzwl	%r8w, %ebx
	movzbl	%bpl, %edi
	movzbl	%al, %esi
	movzbl	%dl, %edx
	movzbl	%cl, %ebx
	movzwq	-2147483648(%rcx), %rsp
	movzwq	%gs:(%rsi,%rcx), %r9
	movzwq	-129(%r13,%r9), %rdi
	movzwq	%fs:-128(%rcx,%r13,8), %rcx
	movzbq	1(%rdx), %rax
	movzbq	127(%rcx,%rdx), %rdx
	movzbq	-129(,%r15,2), %r8
	movzbq	2147483647(%rdi), %rdi
	movzwq	%r9w, %rsp
	movzwq	%r10w, %rsi
	movzwq	%di, %rbx
	movzwq	%r12w, %rbp
	movzbq	%dil, %rbx
	movzbq	%sil, %rcx
	movzbq	%cl, %rax
	movzbq	%dil, %rbx
	mulw	-128(%r15,%r8,2)
	mulw	127(%r8)
	mulw	127(%r8)
	mulw	(%rbp)
	mulw	%r8w
	mulw	%ax
	mulw	%ax
	mulw	%dx
	mull	%fs:-1(%rcx)
	mull	128(%rsp,%rsi,4)
	mull	-1(%rdi)
	mull	%fs:-129(%r9,%r12,4)
	mull	%r10d
	mull	%r14d
	mull	%r14d
	mull	%ebp
	mulq	(%rbx)
	mulq	1(%rcx,%rbp)
	mulq	%gs:-128(%r11)
	mulq	(%rcx,%rdx,4)
	mulq	%r15
	mulq	%r15
	mulq	%r12
	mulq	%rsp
	mulb	(%rsp,%r15)
	mulb	(%r14)
	mulb	-1(%r14)
	mulb	-2147483648(%r15,%rdi,2)
	mulb	%bh
	mulb	%bpl
	mulb	%bpl
	mulb	%ah
	mulsd	1(%r11,%r11,4), %xmm13
	mulsd	-1(%rax), %xmm1
	mulsd	(%r14,%rcx,4), %xmm3
	mulsd	1(%rbp), %xmm6
	mulsd	%xmm12, %xmm6
	mulsd	%xmm4, %xmm0
	mulsd	%xmm12, %xmm1
	mulsd	%xmm4, %xmm10
	mulss	2147483647(%r8), %xmm11
	mulss	%gs:0, %xmm9
	mulss	-129(%rdi,%r9), %xmm9
	mulss	1(%r15,%rbp,8), %xmm1
	mulss	%xmm11, %xmm11
	mulss	%xmm11, %xmm6
	mulss	%xmm3, %xmm14
	mulss	%xmm9, %xmm14
	negw	1(%rax,%rcx,2)
	negw	(%rdi)
	negw	%fs:128(%r11)
	negw	%fs:(%rcx,%rdi)
	negw	%r15w
	negw	%bx
	negw	%r11w
	negw	%cx
	negl	2147483647(%rip)
	negl	-1(%r14)
	negl	-128(%rsi,%r10,8)
	negl	127(%r8)
	negl	%esp
	negl	%r15d
	negl	%r10d
	negl	%r14d
	negq	1(%r12)
	negq	1(%rip)
	negq	-129(%r8)
	negq	2147483647(%rax,%rax,4)
	negq	%r14
	negq	%rsp
	negq	%r14
	negq	%r8
	negb	2147483647(%rdx,%rbx,4)
	negb	-129(%rip)
	negb	-129(%r15)
	negb	-1(%rbx,%rbx)
	negb	%bh
	negb	%al
	negb	%r15b
	negb	%ah
	nop
	nop
	nop
	nop
	nopl	127(%rbx)
	nopl	128(%rcx,%rcx,2)
	nopl	2147483647(%r13)
	nopl	-129(%r14)
	nopl	%r14d
	nopl	%edi
	nopl	%r10d
	nopl	%r10d
	nopq	-129(%r13,%r11,4)
	nopq	(%rsp,%rsi,2)
	nopq	-1(%r8)
	nopq	-129(%r12)
	nopq	%rbx
	nopq	%r15
	nopq	%rcx
	nopq	%rsi
	nopw	%fs:-128
	nopw	(%rbp,%r12)
	nopw	%fs:128(%rdi)
	nopw	1(%r10)
	nopw	%di
	nopw	%r13w
	nopw	%dx
	nopw	%dx
	notw	-1(,%rdx,8)
	notw	%fs:-129(%r9,%r14,8)
	notw	127(%rsi)
	notw	128(%rdi,%rdx,2)
	notw	%r11w
	notw	%r12w
	notw	%r15w
	notw	%dx
	notl	(%r10,%r14)
	notl	-2147483648(%rdx,%r10,2)
	notl	127(%r10)
	notl	1(%rip)
	notl	%r11d
	notl	%r15d
	notl	%ecx
	notl	%r9d
	notq	-2147483648(%rsi)
	notq	%fs:-128(%rbx)
	notq	%fs:-128
	notq	127(,%rbx,8)
	notq	%rax
	notq	%r11
	notq	%r11
	notq	%r14
	notb	-1(%rbx,%rax,4)
	notb	%fs:127(%r10,%r8,2)
	notb	%gs:-128(%r11)
	notb	%fs:-1(%rdi)
	notb	%bh
	notb	%r8b
	notb	%r13b
	notb	%cl
	orw	$25547, %ax
	orw	$32767, %ax
	orw	$65535, %ax
	orw	$-32768, %ax
	orw	$10358, 2147483647(%rsp)
	orw	$255, -2147483648(%rdi,%r15)
	orw	$-1, %gs:-1(%rcx)
	orw	$65535, 2147483647(,%rbx)
	orw	$-128, %gs:2147483647(,%rcx,2)
	orw	$-41, -1(%r12,%r8)
	orw	$-125, %gs:2147483647(%r11,%r8)
	orw	$-34, 1(%rcx)
	orw	%bp, 128(%rbx)
	orw	%sp, -1(%r13,%rdx,4)
	orw	%r10w, 1(%r13)
	orw	%bx, %gs:128
	orw	$2, %si
	orw	$32768, %ax
	orw	$22775, %r12w
	orw	$65535, %bp
	orw	$117, %r15w
	orw	$-46, %dx
	orw	$0, %di
	orw	$-49, %r13w
	orw	-128(%r13,%rdx,8), %cx
	orw	0, %r13w
	orw	1(%r13,%r15,2), %di
	orw	-129(%rsp), %r15w
	orw	%r13w, %r15w
	orw	%sp, %di
	orw	%r9w, %bx
	orw	%r12w, %r12w
	orl	$128, %eax
	orl	$4294967295, %eax
	orl	$-2147483648, %eax
	orl	$32767, %eax
	orl	$256, 128(%r14,%rbx,4)
	orl	$-2141079918, 2147483647(%rsi)
	orl	$256, -128(%r12,%rcx,4)
	orl	$65536, 1(%rip)
	orl	$4294967168, 1(%rip)
	orl	$4294967226, 1(%rsi,%r13,4)
	orl	$4294967282, -129(%r10)
	orl	$4294967240, %fs:1(%r14)
	orl	%r12d, %gs:1(%rdi,%rbx)
	orl	%r8d, 128(%rdi)
	orl	%r14d, %fs:-128(%rbp)
	orl	%r12d, -1(%rip)
	orl	$-1, %r11d
	orl	$4294967295, %r14d
	orl	$4294967295, %edx
	orl	$4294967295, %ebx
	orl	$1, %edi
	orl	$127, %ecx
	orl	$-70, %r14d
	orl	$127, %r13d
	orl	128(%rip), %r14d
	orl	-1(%r9,%r12,4), %ebx
	orl	2147483647(,%r11,8), %edi
	orl	128(%rax), %r9d
	orl	%r14d, %eax
	orl	%ebx, %r9d
	orl	%edx, %ecx
	orl	%r11d, %eax
	orq	$1, %rax
	orq	$-1, %rax
	orq	$255, %rax
	orq	$-2147483648, %rax
	orq	$-1686194262, %gs:(%r14,%rbp,2)
	orq	$-693480742, %fs:-1(,%rax,4)
	orq	$-2147483648, (%r12,%rbp,8)
	orq	$-1740613241, 1(%rbx)
	orq	$-72, 127(,%r12,2)
	orq	$0, -2147483648(%rbp,%r11,8)
	orq	$55, 128(%rip)
	orq	$-11, -128(%r9,%r14,2)
	orq	%rax, 128(%r9)
	orq	%rbp, -129(%rdi,%rax,8)
	orq	%rax, -1(,%r10,2)
	orq	%rdi, -1(%rsi)
	orq	$613559247, %r10
	orq	$-69747503, %rbp
	orq	$256, %r12
	orq	$-423396259, %rsi
	orq	$33, %r14
	orq	$101, %r15
	orq	$29, %rbp
	orq	$127, %rbp
	orq	1(%rsi,%rdi,2), %r10
	orq	%fs:0, %r14
	orq	%gs:1, %r14
	orq	1(%rbx), %rsi
	orq	%r9, %rsp
	orq	%r14, %r15
	orq	%r11, %r14
	orq	%rbp, %rsp
	orb	$-43, %al
	orb	$-1, %al
	orb	$-1, %al
	orb	$241, %al
	orb	$1, 128(%r14)
	orb	$-128, %gs:-1(%rax,%r11,8)
	orb	$-61, 1(%r10,%r15,4)
	orb	$2, -129(%rsi)
	orb	%r10b, -2147483648(%r9,%rdi,2)
	orb	%r8b, -128(%r13)
	orb	%r15b, -128(%r15)
	orb	%bl, %fs:-128(%r10,%rcx,8)
	orb	$203, %r12b
	orb	$0, %r14b
	orb	$129, %bh
	orb	$217, %r14b
	orb	-1(%r12), %dl
	orb	128(%rdx,%r9,8), %r12b
	orb	127(%rbp), %ch
	orb	%gs:2147483647(,%r10), %r11b
	orb	%dil, %r8b
	orb	%sil, %r8b
	orb	%r11b, %r10b
	orb	%al, %cl
	pause
	pause
	pause
	pause
	popw	%bx
	popw	%bx
	popw	%sp
	popw	%r13w
	popw	1(%rip)
	popw	-1
	popw	-129(%r10)
	popw	127(%r14,%rbp)
	popq	%rbx
	popq	%rdi
	popq	%rbx
	popq	%r12
	popq	1(%r8)
	popq	-128
	popq	-2147483648(%r11)
	popq	128(%r9,%r15)
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
	pushw	$0
	pushw	$127
	pushw	$65459
	pushw	$76
	pushw	%r12w
	pushw	%bx
	pushw	%dx
	pushw	%r11w
	pushw	128(%rdx)
	pushw	-129(%rip)
	pushw	-1(%r8,%r10,2)
	pushw	128(%r11,%rdx)
	pushq	$1
	pushq	$2
	pushq	$2147483647
	pushq	$0
	pushq	$40
	pushq	$118
	pushq	$84
	pushq	$33
	pushq	%rax
	pushq	%r9
	pushq	%rbx
	pushq	%r10
	pushq	-2147483648(%r8)
	pushq	-129(%r12,%rdi,4)
	pushq	(%rbx,%r15,8)
	pushq	2147483647(%r8)
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
	pushw	$56876
	pushw	$32767
	pushw	$256
	pushw	$-859
	rclw	128(%rsi,%r14,8)
	rclw	-1
	rclw	-1(%rcx,%rbp,2)
	rclw	128(%r8,%r14,8)
	rclw	%cl, -2147483648(,%r9,8)
	rclw	%cl, -1(,%rdi)
	rclw	%cl, -129(%r11)
	rclw	%cl, 1
	rclw	$170, %gs:-1(%rax,%rdx)
	rclw	$88, 1(%r10)
	rclw	$184, -2147483648(%rip)
	rclw	$218, -129(%rcx)
	rclw	%r8w
	rclw	%r15w
	rclw	%r14w
	rclw	%r8w
	rclw	%cl, %r11w
	rclw	%cl, %r9w
	rclw	%cl, %r10w
	rclw	%cl, %di
	rclw	$2, %r10w
	rclw	$30, %r14w
	rclw	$46, %dx
	rclw	$210, %bx
	rcll	-1(%r8)
	rcll	%fs:-2147483648(%rsi)
	rcll	127(%rsp)
	rcll	127(%r11,%r12,2)
	rcll	%cl, 128(%rip)
	rcll	%cl, 2147483647(%r8)
	rcll	%cl, -129(%rip)
	rcll	%cl, 127(%rdi,%r8,8)
	rcll	$0, -1(%r8)
	rcll	$2, %fs:1(%rbp,%rax)
	rcll	$2, 2147483647(%r9,%r9,4)
	rcll	$20, 1(%rbx,%rsi,8)
	rcll	%r11d
	rcll	%esi
	rcll	%esp
	rcll	%ebx
	rcll	%cl, %ebp
	rcll	%cl, %ebp
	rcll	%cl, %r9d
	rcll	%cl, %r13d
	rcll	$131, %ebx
	rcll	$14, %edi
	rcll	$120, %edx
	rcll	$37, %r14d
	rclq	%gs:2147483647(%rax,%r15,8)
	rclq	%gs:128(%r13)
	rclq	-128(%rdx)
	rclq	1(%rsi,%rsi,8)
	rclq	%cl, 128(%rbx)
	rclq	%cl, (%rdx)
	rclq	%cl, (%r13,%rdx,2)
	rclq	%cl, %fs:1(%rdx)
	rclq	$127, %gs:2147483647(%r9,%r8,4)
	rclq	$0, 2147483647(%rip)
	rclq	$255, 1(%r15,%r12,4)
	rclq	$0, -128(%rbx,%rbx,2)
	rclq	%rsp
	rclq	%r15
	rclq	%r14
	rclq	%rbp
	rclq	%cl, %rsp
	rclq	%cl, %rcx
	rclq	%cl, %rax
	rclq	%cl, %r14
	rclq	$0, %r12
	rclq	$0, %r12
	rclq	$190, %r15
	rclq	$241, %rsi
	rclb	%gs:-1
	rclb	(%r9,%r15,8)
	rclb	-1(%r11,%r8,8)
	rclb	-1(%rsi,%rbx,4)
	rclb	%cl, -129
	rclb	%cl, -129
	rclb	%cl, 127(%rcx,%r15)
	rclb	%cl, (%r14)
	rclb	$209, %fs:-128(%r12,%r11,8)
	rclb	$77, -1(%r8,%rbp,2)
	rclb	$2, -129(%r12)
	rclb	$151, %fs:-128(%r9)
	rclb	%bl
	rclb	%dil
	rclb	%r13b
	rclb	%dl
	rclb	%cl, %r12b
	rclb	%cl, %r14b
	rclb	%cl, %r11b
	rclb	%cl, %r10b
	rclb	$127, %ch
	rclb	$80, %ch
	rclb	$226, %dl
	rclb	$205, %dh
	rcrw	%fs:-2147483648(%r8,%r11,4)
	rcrw	(%r12,%r13,2)
	rcrw	-2147483648(%r10)
	rcrw	-2147483648(%r8)
	rcrw	%cl, %fs:127(%r13,%rcx,8)
	rcrw	%cl, 127(%rdx,%rbx)
	rcrw	%cl, 2147483647
	rcrw	%cl, %gs:1(%r10,%rdx,4)
	rcrw	$117, %fs:1(%rsi)
	rcrw	$255, 127(%rdi)
	rcrw	$102, -1(%rbx,%r9,8)
	rcrw	$204, -2147483648(%rdx,%r10,2)
	rcrw	%si
	rcrw	%r10w
	rcrw	%ax
	rcrw	%bx
	rcrw	%cl, %r10w
	rcrw	%cl, %bp
	rcrw	%cl, %ax
	rcrw	%cl, %r14w
	rcrw	$128, %sp
	rcrw	$0, %sp
	rcrw	$0, %r12w
	rcrw	$4, %r9w
	rcrl	%gs:127(%r13)
	rcrl	-129(,%rsi,2)
	rcrl	-128(%r15)
	rcrl	%fs:-128(%rcx)
	rcrl	%cl, -1(%r10,%rbx,4)
	rcrl	%cl, -1(%r10)
	rcrl	%cl, (%rdi)
	rcrl	%cl, (%r10)
	rcrl	$163, 127(%r9)
	rcrl	$2, 127(%r11)
	rcrl	$48, 2147483647
	rcrl	$191, %fs:1(,%r14)
	rcrl	%ebp
	rcrl	%r14d
	rcrl	%esp
	rcrl	%r10d
	rcrl	%cl, %r13d
	rcrl	%cl, %r13d
	rcrl	%cl, %r9d
	rcrl	%cl, %ecx
	rcrl	$124, %eax
	rcrl	$255, %r13d
	rcrl	$128, %eax
	rcrl	$194, %ebx
	rcrq	%fs:128(%r8,%r9)
	rcrq	%gs:-129(%rsi)
	rcrq	%fs:127(%rsp)
	rcrq	-129(%rcx,%r13,4)
	rcrq	%cl, %fs:-2147483648(%rbx,%r15,8)
	rcrq	%cl, -129(%rax,%r8,8)
	rcrq	%cl, -129(%rsi,%r9,8)
	rcrq	%cl, -1(%rax)
	rcrq	$0, 2147483647(%rcx,%r15)
	rcrq	$0, 2147483647(%r11)
	rcrq	$255, -2147483648(%rip)
	rcrq	$0, -1(%r13)
	rcrq	%r8
	rcrq	%rbp
	rcrq	%r11
	rcrq	%rdx
	rcrq	%cl, %r10
	rcrq	%cl, %rsi
	rcrq	%cl, %rdx
	rcrq	%cl, %rsp
	rcrq	$186, %rdx
	rcrq	$255, %r12
	rcrq	$224, %r11
	rcrq	$60, %rdi
	rcrb	-1
	rcrb	(%r10,%r14,4)
	rcrb	(%rsp,%r15,8)
	rcrb	1(%r10,%r8,8)
	rcrb	%cl, 127(%r14)
	rcrb	%cl, 2147483647(%r8,%r12,8)
	rcrb	%cl, 2147483647(%r14,%rdx,8)
	rcrb	%cl, 128(%r15)
	rcrb	$83, -129(%rbp,%r15)
	rcrb	$106, -1(%rdi,%r9,2)
	rcrb	$0, -128(%rbp,%r11)
	rcrb	$80, 2147483647(%r9)
	rcrb	%al
	rcrb	%dh
	rcrb	%dil
	rcrb	%bh
	rcrb	%cl, %r11b
	rcrb	%cl, %al
	rcrb	%cl, %sil
	rcrb	%cl, %spl
	rcrb	$92, %dl
	rcrb	$3, %sil
	rcrb	$90, %spl
	rcrb	$0, %r11b
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
	retq
	retq
	retq
	retq
	retq	$12198
	retq	$-128
	retq	$65535
	retq	$-32768
	rex64
	rex64
	rex64
	rex64
	rolw	2147483647(%rdi,%rbp,2)
	rolw	%gs:127(%rsp,%r10,8)
	rolw	2147483647(%r12,%rdi)
	rolw	-128(,%rsi,4)
	rolw	%cl, 1(%rdi)
	rolw	%cl, 127(%rsi,%rbx)
	rolw	%cl, 128(%r9)
	rolw	%cl, -2147483648(%rip)
	rolw	$127, -128
	rolw	$163, %fs:2147483647(%rax)
	rolw	$67, 127(%rcx)
	rolw	$97, 127(%r10)
	rolw	%r13w
	rolw	%r14w
	rolw	%r15w
	rolw	%sp
	rolw	%cl, %dx
	rolw	%cl, %r15w
	rolw	%cl, %sp
	rolw	%cl, %r11w
	rolw	$255, %r14w
	rolw	$255, %r13w
	rolw	$255, %di
	rolw	$0, %cx
	roll	-2147483648(%rdx,%rax)
	roll	-128(%rbp,%rax)
	roll	2147483647(,%rdx,8)
	roll	1(%rcx)
	roll	%cl, 1(%rsi)
	roll	%cl, 1(%r9)
	roll	%cl, 1(%r12)
	roll	%cl, 1(%r14)
	roll	$119, %gs:-1(%rcx,%r11,4)
	roll	$0, 127(%rax,%rcx,2)
	roll	$0, -129(%rcx,%rdi,2)
	roll	$159, -128(%r11)
	roll	%ecx
	roll	%r10d
	roll	%r12d
	roll	%r11d
	roll	%cl, %ecx
	roll	%cl, %eax
	roll	%cl, %r10d
	roll	%cl, %r12d
	roll	$2, %esp
	roll	$161, %edi
	roll	$65, %eax
	roll	$78, %ecx
	rolq	-1(%r12)
	rolq	(%r11)
	rolq	%gs:-128(%r14,%rdx,8)
	rolq	%gs:2147483647(%rsi,%r12,2)
	rolq	%cl, 2147483647(,%r11)
	rolq	%cl, -1(%rdx,%r10,8)
	rolq	%cl, -1(%r12)
	rolq	%cl, %gs:2147483647(%rip)
	rolq	$7, 2147483647
	rolq	$0, (%r10)
	rolq	$229, %gs:-128(%r8,%r9,8)
	rolq	$2, (%r11,%r14)
	rolq	%rsi
	rolq	%r9
	rolq	%r8
	rolq	%r15
	rolq	%cl, %r11
	rolq	%cl, %rsi
	rolq	%cl, %r8
	rolq	%cl, %r9
	rolq	$0, %rcx
	rolq	$255, %rax
	rolq	$0, %rdi
	rolq	$255, %rdi
	rolb	127(%rbp)
	rolb	-2147483648(%rsi)
	rolb	127(%rax)
	rolb	2147483647(%rsi)
	rolb	%cl, -1(%r9)
	rolb	%cl, %gs:127(%r15,%rax)
	rolb	%cl, -129(%rbp,%rdx,8)
	rolb	%cl, %fs:-2147483648(%r12,%rbx,8)
	rolb	$207, 127(%rsp)
	rolb	$0, -2147483648(%rdx,%r10,4)
	rolb	$128, 2147483647(%rcx,%rdi,4)
	rolb	$122, 128
	rolb	%r9b
	rolb	%r8b
	rolb	%dl
	rolb	%r10b
	rolb	%cl, %ah
	rolb	%cl, %dl
	rolb	%cl, %dil
	rolb	%cl, %al
	rolb	$2, %r12b
	rolb	$208, %dl
	rolb	$0, %r12b
	rolb	$181, %r8b
	rorw	-129(%r9,%r11,2)
	rorw	2147483647(%r11,%rbp,2)
	rorw	1(%rbp)
	rorw	1
	rorw	%cl, -129(%r12,%rbx)
	rorw	%cl, 128(,%r11)
	rorw	%cl, %fs:128
	rorw	%cl, %gs:-128(%rdi,%rax,4)
	rorw	$168, 128(%r12)
	rorw	$84, 128(%r9)
	rorw	$255, %gs:(,%r8,2)
	rorw	$73, -1(%rdi)
	rorw	%bx
	rorw	%cx
	rorw	%ax
	rorw	%r14w
	rorw	%cl, %dx
	rorw	%cl, %r14w
	rorw	%cl, %r10w
	rorw	%cl, %r14w
	rorw	$184, %r13w
	rorw	$145, %r8w
	rorw	$0, %r12w
	rorw	$22, %r9w
	rorl	128(%r11,%r12,4)
	rorl	%gs:127
	rorl	-129(%rbp,%rbx,8)
	rorl	2147483647(%r11,%rsi,8)
	rorl	%cl, 1(%r10,%rcx)
	rorl	%cl, 1(%rcx,%r15)
	rorl	%cl, %fs:-1(%r10)
	rorl	%cl, (%r10)
	rorl	$232, 2147483647
	rorl	$218, (,%rbp,8)
	rorl	$219, -2147483648(%rsi,%r8)
	rorl	$0, %fs:-1(%r12,%rdi,2)
	rorl	%r15d
	rorl	%r12d
	rorl	%ebp
	rorl	%r14d
	rorl	%cl, %r11d
	rorl	%cl, %edx
	rorl	%cl, %edi
	rorl	%cl, %edi
	rorl	$2, %esp
	rorl	$20, %esp
	rorl	$0, %ecx
	rorl	$127, %esp
	rorq	127(%rsp,%rbp)
	rorq	1(%rsp,%rcx,4)
	rorq	127(%r13,%rbx,8)
	rorq	%gs:-129(%rsp,%rbp,8)
	rorq	%cl, -128(%r10,%rax,2)
	rorq	%cl, 127(%rip)
	rorq	%cl, %gs:-129(%r11,%r10,2)
	rorq	%cl, -128(%r8,%rsi,2)
	rorq	$249, -1(%r12)
	rorq	$65, -2147483648(%r14,%r9,2)
	rorq	$255, -128(%r12,%r13,4)
	rorq	$255, -2147483648(%r15)
	rorq	%rcx
	rorq	%r11
	rorq	%r15
	rorq	%rbp
	rorq	%cl, %rbp
	rorq	%cl, %r13
	rorq	%cl, %r9
	rorq	%cl, %r12
	rorq	$255, %rcx
	rorq	$255, %r15
	rorq	$66, %rbx
	rorq	$112, %rax
	rorb	1(%rdx)
	rorb	-128(%rbp,%rdx,8)
	rorb	%gs:127
	rorb	127(%r8)
	rorb	%cl, %fs:-128(%r13)
	rorb	%cl, 2147483647(%rcx)
	rorb	%cl, 128(%r8)
	rorb	%cl, -1(%rbp)
	rorb	$0, 127(%rsp)
	rorb	$126, 127(%rsp)
	rorb	$128, 128(%r14)
	rorb	$0, %fs:2147483647(%r15)
	rorb	%bh
	rorb	%dh
	rorb	%r10b
	rorb	%bpl
	rorb	%cl, %al
	rorb	%cl, %cl
	rorb	%cl, %cl
	rorb	%cl, %sil
	rorb	$215, %dl
	rorb	$255, %dl
	rorb	$2, %sil
	rorb	$2, %al
	sahf
	sahf
	sahf
	sahf
	sarw	%fs:1(%r14)
	sarw	%gs:(%rsi,%r8)
	sarw	%gs:2147483647(%rcx)
	sarw	1(%rbp)
	sarw	%cl, 128(%rsp)
	sarw	%cl, -128(%rip)
	sarw	%cl, 2147483647(%r9)
	sarw	%cl, %gs:-129(%rsp,%rsi,8)
	sarw	$52, %gs:-129(%r14)
	sarw	$127, -129(%r9)
	sarw	$25, %fs:-128(%r11,%rsi,8)
	sarw	$154, -2147483648(%r15,%r9,2)
	sarw	%r12w
	sarw	%cx
	sarw	%r12w
	sarw	%sp
	sarw	%cl, %r10w
	sarw	%cl, %r12w
	sarw	%cl, %r8w
	sarw	%cl, %r10w
	sarw	$0, %sp
	sarw	$0, %sp
	sarw	$170, %r11w
	sarw	$0, %bp
	sarl	127(%r12)
	sarl	2147483647(%rdi)
	sarl	%fs:-1(%rbp,%rbp)
	sarl	%fs:-129(%rdi,%rcx,2)
	sarl	%cl, 2147483647(,%rdi,8)
	sarl	%cl, %fs:-1(%rdx)
	sarl	%cl, %gs:127(%r12,%r8,2)
	sarl	%cl, %fs:127(%rdx,%r11)
	sarl	$0, 127(%rdi,%r9,2)
	sarl	$176, 128(,%r15,8)
	sarl	$232, 127(%rcx,%r9,8)
	sarl	$159, %fs:127(%rdx)
	sarl	%r8d
	sarl	%r12d
	sarl	%ebx
	sarl	%edx
	sarl	%cl, %r14d
	sarl	%cl, %r15d
	sarl	%cl, %ecx
	sarl	%cl, %r15d
	sarl	$86, %r12d
	sarl	$124, %r8d
	sarl	$242, %r14d
	sarl	$128, %edx
	sarq	2147483647(,%r10,8)
	sarq	(%rip)
	sarq	127(%rax,%r8,4)
	sarq	(%r14,%rdi,8)
	sarq	%cl, 128(%r14,%rcx,4)
	sarq	%cl, 1(%r15)
	sarq	%cl, %gs:-128(%rbp,%rbx)
	sarq	%cl, -1(%rbx)
	sarq	$255, -2147483648(%rbx)
	sarq	$255, %gs:127(%rip)
	sarq	$143, 2147483647(%rdi,%r10)
	sarq	$223, 1(%rbp)
	sarq	%rdx
	sarq	%r8
	sarq	%r12
	sarq	%rdx
	sarq	%cl, %r13
	sarq	%cl, %r9
	sarq	%cl, %r15
	sarq	%cl, %r10
	sarq	$2, %rdx
	sarq	$97, %r15
	sarq	$107, %r13
	sarq	$8, %r11
	sarb	%fs:-128(%rdx,%rdi,2)
	sarb	2147483647(%rbp)
	sarb	-2147483648(%rbp,%rdx,8)
	sarb	127(%rsi,%rax,4)
	sarb	%cl, -1(%rsp)
	sarb	%cl, %gs:(%r12)
	sarb	%cl, %fs:1(%r9)
	sarb	%cl, -1(%r8)
	sarb	$8, 128(%rbp)
	sarb	$73, 128
	sarb	$130, -2147483648(%rbp,%rcx,2)
	sarb	$2, -1(%r11,%rdi,2)
	sarb	%r9b
	sarb	%r14b
	sarb	%r13b
	sarb	%ch
	sarb	%cl, %bh
	sarb	%cl, %r11b
	sarb	%cl, %dl
	sarb	%cl, %r10b
	sarb	$2, %ah
	sarb	$0, %r12b
	sarb	$63, %r11b
	sarb	$0, %spl
	sbbw	$63336, %ax
	sbbw	$256, %ax
	sbbw	$6576, %ax
	sbbw	$-29772, %ax
	sbbw	$52138, -129
	sbbw	$0, -128(%r8,%rdi,4)
	sbbw	$17777, 2147483647(%r15)
	sbbw	$60498, %fs:-1(%rbp)
	sbbw	$65503, -2147483648(%r14,%r10,2)
	sbbw	$65435, -1(%r11)
	sbbw	$0, -129(%r10)
	sbbw	$127, 1(%r10)
	sbbw	%cx, (%rsi)
	sbbw	%cx, 2147483647(%r15,%rcx)
	sbbw	%r15w, 2147483647(%rip)
	sbbw	%sp, -129(%rip)
	sbbw	$34297, %r10w
	sbbw	$128, %r12w
	sbbw	$2, %r13w
	sbbw	$65535, %bx
	sbbw	$23, %r12w
	sbbw	$0, %r12w
	sbbw	$-17, %bp
	sbbw	$-26, %bx
	sbbw	%fs:-128(%rsp,%rsi,4), %bp
	sbbw	%fs:-2147483648(%r12,%r15,2), %bp
	sbbw	127(%rdi,%r12), %r12w
	sbbw	127, %r11w
	sbbw	%sp, %dx
	sbbw	%r10w, %bx
	sbbw	%bx, %r13w
	sbbw	%si, %di
	sbbl	$2147483647, %eax
	sbbl	$-2147483648, %eax
	sbbl	$-1018668209, %eax
	sbbl	$256, %eax
	sbbl	$2147483647, -2147483648(%r10)
	sbbl	$4294967295, (%r15,%rsi)
	sbbl	$4078515780, -128(%rax)
	sbbl	$4294967295, (%rcx)
	sbbl	$4294967168, -1(%rsp,%rax,4)
	sbbl	$91, (%r8)
	sbbl	$127, 127
	sbbl	$12, 1(,%rdx)
	sbbl	%r12d, %fs:128(%rsp,%rbx)
	sbbl	%r15d, %fs:2147483647(%rbp)
	sbbl	%esi, -129(%rsp,%r13,4)
	sbbl	%r10d, 127(%rsp,%r10,8)
	sbbl	$385053675, %r13d
	sbbl	$2147483647, %ebx
	sbbl	$-590939685, %r11d
	sbbl	$-903374209, %esi
	sbbl	$2, %ebx
	sbbl	$-76, %edx
	sbbl	$4294967220, %esp
	sbbl	$127, %r9d
	sbbl	1, %r15d
	sbbl	127(%rdi,%r8,2), %ebx
	sbbl	128(%r9,%r8), %r14d
	sbbl	2147483647(,%r15,8), %r9d
	sbbl	%edi, %esp
	sbbl	%r8d, %r11d
	sbbl	%r15d, %r11d
	sbbl	%edi, %r8d
	sbbq	$65535, %rax
	sbbq	$128, %rax
	sbbq	$-2147483648, %rax
	sbbq	$-128, %rax
	sbbq	$256, %fs:128(%r8)
	sbbq	$256, %gs:2147483647
	sbbq	$256, 128(%r9)
	sbbq	$2147483647, 127(%rbp)
	sbbq	$127, %gs:-129(%r10)
	sbbq	$1, 1(%r15)
	sbbq	$0, 1(%r10)
	sbbq	$-37, -1(%r10)
	sbbq	%r12, 128(%r9,%r11,8)
	sbbq	%r10, 127(%r9,%r15,2)
	sbbq	%r12, -2147483648(%r10)
	sbbq	%r14, (%rdi)
	sbbq	$1281940384, %rdi
	sbbq	$1, %rsi
	sbbq	$-2147483648, %rbx
	sbbq	$2147483647, %rbx
	sbbq	$-128, %r8
	sbbq	$-45, %r8
	sbbq	$127, %rbx
	sbbq	$-43, %r15
	sbbq	%fs:2147483647(%rdx), %rdi
	sbbq	1(%rcx), %r13
	sbbq	-2147483648(%r11,%rdx,2), %rax
	sbbq	%fs:1(%rbx), %rax
	sbbq	%r15, %rsp
	sbbq	%rdx, %r14
	sbbq	%r13, %r14
	sbbq	%r11, %r15
	sbbb	$1, %al
	sbbb	$176, %al
	sbbb	$177, %al
	sbbb	$1, %al
	sbbb	$-128, 128
	sbbb	$-88, %gs:1(%rdx,%r11,2)
	sbbb	$128, %gs:1(%r8)
	sbbb	$230, %fs:-128(%r8)
	sbbb	%r14b, %gs:1(%r14)
	sbbb	%r11b, -129(%r12,%rbx,2)
	sbbb	%r13b, 127(%r14)
	sbbb	%r14b, -128(%r14)
	sbbb	$-128, %r9b
	sbbb	$255, %r12b
	sbbb	$-128, %r15b
	sbbb	$-76, %dl
	sbbb	%fs:-129(,%r15,2), %r8b
	sbbb	-128(%r10,%rcx,4), %r15b
	sbbb	128(%rdx,%rax,4), %ah
	sbbb	2147483647(%rbp), %ah
	sbbb	%r14b, %dil
	sbbb	%sil, %spl
	sbbb	%cl, %spl
	sbbb	%bpl, %sil
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
	setae	-128(%r10,%rbp,4)
	setae	1(%r10)
	setae	2147483647(%rbp)
	setae	1(%rsi,%rax,2)
	setae	%dil
	setae	%dl
	setae	%r8b
	setae	%bl
	seta	-1(%rsp,%r14)
	seta	1(%rbp,%r10,4)
	seta	-1(%rbp,%rbx)
	seta	%fs:2147483647(%rbp)
	seta	%r15b
	seta	%cl
	seta	%al
	seta	%bl
	setbe	-129(%rbx,%r9,2)
	setbe	%gs:-128(%r8)
	setbe	-2147483648(%r11,%r8,2)
	setbe	-2147483648(%rsi,%r13)
	setbe	%r12b
	setbe	%bl
	setbe	%bh
	setbe	%r11b
	setb	2147483647
	setb	-129(%r14,%rsi,8)
	setb	%fs:-129
	setb	127(%rbx,%rbx,2)
	setb	%r8b
	setb	%bpl
	setb	%sil
	setb	%cl
	sete	127(%r15,%r11,8)
	sete	-1(%rip)
	sete	%gs:-1(%rip)
	sete	(%rbp,%r15,4)
	sete	%bl
	sete	%bh
	sete	%bh
	sete	%r8b
	setge	-128(%r13)
	setge	-128(%rdi)
	setge	%gs:(%r12)
	setge	-129(%r13)
	setge	%r9b
	setge	%bh
	setge	%r15b
	setge	%r10b
	setg	%fs:-128(%r15)
	setg	%fs:-1(%rsp,%r13,2)
	setg	128(%r11,%rbp,8)
	setg	%gs:-128(%r15,%r10,4)
	setg	%bh
	setg	%spl
	setg	%sil
	setg	%cl
	setle	%fs:0
	setle	%fs:2147483647(%r12)
	setle	%gs:-128(%rax,%rbp,8)
	setle	-2147483648(%r9)
	setle	%r14b
	setle	%r8b
	setle	%sil
	setle	%r13b
	setl	1(%rax,%r10,8)
	setl	%fs:(%rbp,%r10,8)
	setl	%gs:2147483647(,%r13,4)
	setl	-129(%r8)
	setl	%ah
	setl	%al
	setl	%spl
	setl	%bpl
	setne	-2147483648(%r9)
	setne	-2147483648
	setne	128(%r15,%rcx,2)
	setne	-129(%rbx,%rsi,4)
	setne	%dl
	setne	%r15b
	setne	%spl
	setne	%r9b
	setno	(,%rax,4)
	setno	%fs:-129(%rbx,%r14)
	setno	-2147483648(%rdx,%rcx,8)
	setno	%fs:-1
	setno	%r11b
	setno	%spl
	setno	%dl
	setno	%bpl
	setnp	%fs:2147483647(%r8)
	setnp	-128(%rdi)
	setnp	-129(%rdi,%rbp)
	setnp	1(%rsp,%r15,4)
	setnp	%bh
	setnp	%bh
	setnp	%bpl
	setnp	%bh
	setns	%gs:-128(%rdx,%r10)
	setns	-2147483648(%r14,%r11,2)
	setns	128(%r14)
	setns	-129(%r8,%r15,4)
	setns	%ch
	setns	%r10b
	setns	%spl
	setns	%dh
	seto	-129(%r12,%r14,2)
	seto	-129(%r13)
	seto	-1(%rax,%rbp,2)
	seto	-128(%r15)
	seto	%r9b
	seto	%dil
	seto	%bh
	seto	%r14b
	setp	-2147483648
	setp	2147483647
	setp	-1(%rbx)
	setp	%gs:(%rbp)
	setp	%r10b
	setp	%dh
	setp	%spl
	setp	%bl
	sets	-1(%r8)
	sets	127(%rcx,%r11,2)
	sets	-128(%r15,%r9,4)
	sets	%fs:1(%r14,%r9,2)
	sets	%sil
	sets	%r10b
	sets	%r10b
	sets	%dil
	sfence
	sfence
	sfence
	sfence
	shlw	1(%rdi)
	shlw	%fs:-1(%rbp)
	shlw	-128(%rsi,%r14)
	shlw	%gs:-129(%r9)
	shlw	%cl, 127(%r10,%rcx)
	shlw	%cl, %gs:127(%rbp)
	shlw	%cl, %gs:-2147483648
	shlw	%cl, 127(%rdi,%r15,2)
	shlw	$54, 1
	shlw	$0, %fs:-1(%rdx,%r9,2)
	shlw	$37, %fs:2147483647(%rsi,%r10,8)
	shlw	$179, -128
	shlw	%di
	shlw	%di
	shlw	%cx
	shlw	%di
	shlw	%cl, %di
	shlw	%cl, %di
	shlw	%cl, %ax
	shlw	%cl, %cx
	shlw	$144, %dx
	shlw	$255, %r15w
	shlw	$22, %r14w
	shlw	$255, %r12w
	shll	-1(%rsi)
	shll	127(%rax,%r8,4)
	shll	-1(%r15)
	shll	-1(%rsi)
	shll	%cl, %gs:128(%rdx,%r9)
	shll	%cl, %gs:127(%r11,%r12,8)
	shll	%cl, 1(%r8,%rdi)
	shll	%cl, -2147483648(%r13,%rdx,8)
	shll	$40, (%rax)
	shll	$62, 128(,%rbp,4)
	shll	$35, %gs:0
	shll	$0, 1(%rsi,%r13,8)
	shll	%r14d
	shll	%ecx
	shll	%r14d
	shll	%r12d
	shll	%cl, %r13d
	shll	%cl, %esi
	shll	%cl, %r12d
	shll	%cl, %r13d
	shll	$206, %ecx
	shll	$0, %r8d
	shll	$0, %r12d
	shll	$158, %ecx
	shlq	%gs:-129
	shlq	127(%rip)
	shlq	%gs:1(,%rsi)
	shlq	-1(%r12,%r14,8)
	shlq	%cl, -129(%r15)
	shlq	%cl, -128(%rbp)
	shlq	%cl, -1(%r9,%rbp,4)
	shlq	%cl, -128(%r12)
	shlq	$2, %gs:-1(%r8)
	shlq	$0, -129(%rcx,%rdi,2)
	shlq	$146, -2147483648(%r15,%r12,2)
	shlq	$168, 2147483647(%rdx)
	shlq	%r11
	shlq	%rbp
	shlq	%rbp
	shlq	%r15
	shlq	%cl, %r10
	shlq	%cl, %rcx
	shlq	%cl, %r11
	shlq	%cl, %rcx
	shlq	$225, %r14
	shlq	$2, %rdi
	shlq	$2, %r10
	shlq	$215, %rcx
	shlb	-129(%rsp)
	shlb	-129(%rdi)
	shlb	%gs:1(%rax)
	shlb	-129(,%r12,4)
	shlb	%cl, (%rbp,%r10,4)
	shlb	%cl, (%rdx)
	shlb	%cl, 127(,%r8)
	shlb	%cl, 1(%rip)
	shlb	$92, -1(%r12)
	shlb	$31, -2147483648(%r8)
	shlb	$160, 2147483647(%r11)
	shlb	$40, (%r10,%r12,2)
	shlb	%r12b
	shlb	%sil
	shlb	%bpl
	shlb	%al
	shlb	%cl, %bh
	shlb	%cl, %r10b
	shlb	%cl, %dh
	shlb	%cl, %cl
	shlb	$220, %spl
	shlb	$255, %r9b
	shlb	$42, %cl
	shlb	$103, %dh
	shldw	%cl, %cx, %gs:-128(%rax)
	shldw	%cl, %dx, (%rsp)
	shldw	%cl, %cx, (%rax,%rbx,2)
	shldw	%cl, %ax, -128(%r15,%r13)
	shldw	$14, %r10w, %gs:2147483647(%rbp)
	shldw	$1, %bp, -128(%rsp,%rcx,2)
	shldw	$253, %r14w, 1(%rbp)
	shldw	$36, %r8w, 127(,%rbp,8)
	shldw	%cl, %r9w, %r12w
	shldw	%cl, %cx, %r12w
	shldw	%cl, %r8w, %r15w
	shldw	%cl, %r13w, %r10w
	shldw	$117, %r10w, %dx
	shldw	$21, %r8w, %r9w
	shldw	$2, %r9w, %sp
	shldw	$0, %r14w, %r14w
	shldl	%cl, %r12d, 2147483647(%rax,%r14)
	shldl	%cl, %r14d, 128(%rcx)
	shldl	%cl, %ecx, 128(%rbx)
	shldl	%cl, %eax, 2147483647(%rax)
	shldl	$0, %r13d, %gs:-128(%r15)
	shldl	$200, %r8d, %gs:1(%rdx)
	shldl	$182, %r13d, 128(,%rbx,2)
	shldl	$90, %ebp, 2147483647(%rsi)
	shldl	%cl, %esp, %r13d
	shldl	%cl, %r12d, %edx
	shldl	%cl, %r11d, %r9d
	shldl	%cl, %r13d, %eax
	shldl	$0, %r8d, %ecx
	shldl	$255, %r11d, %r13d
	shldl	$0, %r8d, %r13d
	shldl	$76, %ebp, %r14d
	shldq	%cl, %r15, 2147483647(%r15,%r12)
	shldq	%cl, %r10, %fs:127(%r10)
	shldq	%cl, %r14, -1(%rdi,%rax,2)
	shldq	%cl, %r13, %gs:-129(%rsp)
	shldq	$0, %r15, -1(%rsp,%rax,4)
	shldq	$255, %rsp, -2147483648(%r12,%r12)
	shldq	$255, %rcx, 128(%r15)
	shldq	$255, %rsp, 127(%r15)
	shldq	%cl, %r9, %rdi
	shldq	%cl, %rsp, %rsi
	shldq	%cl, %r10, %r12
	shldq	%cl, %rsi, %r11
	shldq	$111, %r11, %rcx
	shldq	$1, %r14, %r8
	shldq	$150, %r14, %rbp
	shldq	$117, %r9, %rsp
	shrw	-128(%rip)
	shrw	128(%r8)
	shrw	%fs:1(%rcx)
	shrw	%fs:2147483647(%r9)
	shrw	%cl, 2147483647(%rip)
	shrw	%cl, 128(%r8)
	shrw	%cl, -129(%rbp)
	shrw	%cl, 1(%r8,%rdi,8)
	shrw	$218, %gs:128(%r9)
	shrw	$170, %fs:2147483647(%r12,%rax,2)
	shrw	$0, -2147483648(%r11)
	shrw	$126, %gs:1
	shrw	%r11w
	shrw	%r13w
	shrw	%cx
	shrw	%r12w
	shrw	%cl, %cx
	shrw	%cl, %r14w
	shrw	%cl, %r10w
	shrw	%cl, %r11w
	shrw	$0, %r12w
	shrw	$255, %r14w
	shrw	$0, %r9w
	shrw	$127, %r9w
	shrl	128(%rsp)
	shrl	-128(%r10,%rdx,8)
	shrl	-128(%rcx)
	shrl	1(%rsp,%rbx,4)
	shrl	%cl, %gs:1(%rbx,%r14)
	shrl	%cl, %fs:-1(%rbp,%rdi,8)
	shrl	%cl, %gs:-2147483648(,%rcx,4)
	shrl	%cl, 1(%r10)
	shrl	$255, %gs:-128(%r11,%rbp,4)
	shrl	$168, (%r14,%r11,4)
	shrl	$2, %fs:-129(%r10)
	shrl	$2, 127(%r14,%r11,2)
	shrl	%eax
	shrl	%r11d
	shrl	%r14d
	shrl	%r10d
	shrl	%cl, %edi
	shrl	%cl, %r13d
	shrl	%cl, %edx
	shrl	%cl, %edi
	shrl	$2, %r12d
	shrl	$255, %ebx
	shrl	$0, %r11d
	shrl	$231, %edx
	shrq	-128(%rbp,%rbp,2)
	shrq	%gs:-1(%r9,%r14,8)
	shrq	%fs:128(%r13)
	shrq	127
	shrq	%cl, -128(%r9)
	shrq	%cl, 127(%rdi,%rbp,4)
	shrq	%cl, 127(%r11,%r13,4)
	shrq	%cl, -129(%rdx,%r12,8)
	shrq	$0, 128(%rdi)
	shrq	$2, 2147483647(%r12)
	shrq	$2, (%r15,%r11,8)
	shrq	$141, %gs:127(%rip)
	shrq	%r14
	shrq	%r13
	shrq	%rax
	shrq	%r13
	shrq	%cl, %r8
	shrq	%cl, %rsp
	shrq	%cl, %rbp
	shrq	%cl, %rsp
	shrq	$255, %rsi
	shrq	$255, %rbx
	shrq	$157, %r10
	shrq	$87, %r12
	shrb	%gs:-128(%rbx,%r13,4)
	shrb	%gs:-129(%rbx)
	shrb	-128(%r14)
	shrb	-129(,%rsi,8)
	shrb	%cl, %fs:128(%rdx,%r10,2)
	shrb	%cl, %fs:1(%r9)
	shrb	%cl, 128(%rsp,%rcx,8)
	shrb	%cl, (%r9)
	shrb	$117, 1
	shrb	$148, -1(%rcx)
	shrb	$141, 128(%r9,%rbx)
	shrb	$207, 2147483647(%rsi,%r14,8)
	shrb	%bpl
	shrb	%ch
	shrb	%bl
	shrb	%spl
	shrb	%cl, %al
	shrb	%cl, %r13b
	shrb	%cl, %ch
	shrb	%cl, %spl
	shrb	$155, %bl
	shrb	$0, %r10b
	shrb	$175, %dl
	shrb	$0, %r8b
	shrdw	%cl, %r15w, %gs:(%rdi,%r8,8)
	shrdw	%cl, %si, (%r10,%rsi,4)
	shrdw	%cl, %r8w, -129(%rax,%rbx,8)
	shrdw	%cl, %bp, -128(,%r13,4)
	shrdw	$128, %r11w, 1(%r11)
	shrdw	$255, %r15w, -1(%rbp)
	shrdw	$0, %r8w, -129(%r15,%rsi,4)
	shrdw	$37, %r8w, -128(%r13,%rdx,8)
	shrdw	%cl, %di, %r10w
	shrdw	%cl, %di, %si
	shrdw	%cl, %bx, %di
	shrdw	%cl, %r15w, %sp
	shrdw	$193, %bx, %r8w
	shrdw	$193, %r8w, %si
	shrdw	$122, %sp, %r15w
	shrdw	$255, %bx, %r13w
	shrdl	%cl, %esp, 1(%r8,%rbx)
	shrdl	%cl, %eax, -1(%r10)
	shrdl	%cl, %ecx, -128(%r8,%r12,4)
	shrdl	%cl, %ecx, -128(%r12,%r14,4)
	shrdl	$146, %edi, -1(%rsp)
	shrdl	$238, %r8d, 1(%r11)
	shrdl	$255, %r12d, 2147483647
	shrdl	$0, %r10d, 1(%rdx)
	shrdl	%cl, %esp, %r9d
	shrdl	%cl, %ebx, %r8d
	shrdl	%cl, %r14d, %r14d
	shrdl	%cl, %r8d, %esi
	shrdl	$4, %r13d, %edx
	shrdl	$0, %esi, %edx
	shrdl	$127, %esi, %ebx
	shrdl	$0, %r9d, %ebp
	shrdq	%cl, %rbp, -1(%rsp)
	shrdq	%cl, %r8, %fs:-1(%rbp)
	shrdq	%cl, %rsi, %gs:128(%r12,%rax,8)
	shrdq	%cl, %rcx, -2147483648(%r14)
	shrdq	$0, %rbx, 127
	shrdq	$51, %rsi, -128(%r14)
	shrdq	$0, %r12, (%rsi)
	shrdq	$0, %rdx, -2147483648(%r9,%rbx)
	shrdq	%cl, %rbx, %rbx
	shrdq	%cl, %rax, %rsi
	shrdq	%cl, %rdi, %rsp
	shrdq	%cl, %r9, %r11
	shrdq	$0, %rbp, %r14
	shrdq	$61, %rbx, %r13
	shrdq	$128, %rsi, %r11
	shrdq	$255, %rsp, %r13
	ss
	ss
	ss
	ss
	stc
	stc
	stc
	stc
	std
	std
	std
	std
	sti
	sti
	sti
	sti
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
	subw	$38309, %ax
	subw	$-23792, %ax
	subw	$0, %ax
	subw	$32768, %ax
	subw	$-32768, -2147483648(%r9,%rcx)
	subw	$-32768, -129(%rsi,%rsi)
	subw	$-27035, -128(%rbx)
	subw	$1, 127(%r14)
	subw	$-128, (%r15)
	subw	$56, -2147483648(%rbp)
	subw	$14, -129(%rsp,%r9,8)
	subw	$1, 128(%rbx)
	subw	%sp, -129(%rsp)
	subw	%dx, -129(%rdi,%rbp,2)
	subw	%cx, (%r8,%rax,2)
	subw	%r8w, %gs:2147483647(%rdx)
	subw	$0, %r12w
	subw	$59803, %r14w
	subw	$-30355, %ax
	subw	$8937, %di
	subw	$7, %sp
	subw	$127, %r15w
	subw	$127, %di
	subw	$65535, %cx
	subw	-128(%r15), %r8w
	subw	%fs:-1, %r13w
	subw	2147483647(%rip), %sp
	subw	127(%rip), %bp
	subw	%ax, %cx
	subw	%bp, %r12w
	subw	%cx, %dx
	subw	%r15w, %si
	subl	$256, %eax
	subl	$-128, %eax
	subl	$1331848803, %eax
	subl	$32768, %eax
	subl	$65536, (%rax)
	subl	$4294967295, 0
	subl	$4294967295, 127(%rdx,%r14,2)
	subl	$4294967295, 128(%r10)
	subl	$92, 1(%r9)
	subl	$-128, -129(%r13)
	subl	$1, -129(%rsi,%rbp,4)
	subl	$4294967168, %gs:-2147483648(%rsp)
	subl	%edx, -129(%r8)
	subl	%edx, 1(%rip)
	subl	%esi, %fs:-1(%rsp)
	subl	%ebp, %gs:(,%rbp,8)
	subl	$0, %esi
	subl	$0, %edi
	subl	$4294967295, %ebp
	subl	$3813492923, %r10d
	subl	$-128, %r11d
	subl	$4294967168, %r12d
	subl	$127, %r11d
	subl	$1, %ebx
	subl	-1(%rip), %edx
	subl	%fs:(%r10,%rcx), %ebx
	subl	%gs:2147483647(,%rsi,2), %ecx
	subl	(%r13,%rbp), %eax
	subl	%ebx, %r10d
	subl	%esi, %r13d
	subl	%r12d, %ecx
	subl	%r9d, %r11d
	subq	$32767, %rax
	subq	$2120824946, %rax
	subq	$-2147483648, %rax
	subq	$127, %rax
	subq	$32767, -128(%r10,%rbp,8)
	subq	$644056264, 1(%r15,%r14,4)
	subq	$-1144559751, 128(%rip)
	subq	$-873565395, -1(%r11,%r8,8)
	subq	$-128, 127(%rdx)
	subq	$-12, 127(%rbx,%rsi)
	subq	$127, -1(%rdi,%r15,4)
	subq	$71, -129(%rcx,%r11,2)
	subq	%rdx, (%r13,%rbp,2)
	subq	%rax, 1(%rbx)
	subq	%rdi, (%r12)
	subq	%rax, 1(%r13,%r8,4)
	subq	$168922335, %r10
	subq	$-342141127, %r11
	subq	$-2147483648, %r10
	subq	$2147483647, %rbp
	subq	$40, %r14
	subq	$2, %r9
	subq	$-128, %rsi
	subq	$-5, %rdx
	subq	2147483647(%r8), %r12
	subq	127(%rsp), %rbx
	subq	(%r12,%rax), %rdx
	subq	1, %r11
	subq	%rcx, %r9
	subq	%rax, %rcx
	subq	%r9, %rdx
	subq	%rcx, %rsi
	subb	$0, %al
	subb	$-126, %al
	subb	$213, %al
	subb	$255, %al
	subb	$-128, %gs:-129(,%rdi)
	subb	$-128, -2147483648(%rbx)
	subb	$23, %fs:128(%r14)
	subb	$-128, %gs:127(%rcx)
	subb	%ch, -128(%rcx,%rbp,2)
	subb	%ah, 128
	subb	%ah, 2147483647(%rip)
	subb	%r13b, 128(%r13)
	subb	$122, %spl
	subb	$40, %cl
	subb	$255, %dh
	subb	$176, %r9b
	subb	1(%rax), %ah
	subb	2147483647(%rdi,%r14), %r9b
	subb	%fs:-1(%rdx), %al
	subb	2147483647(%r15), %r15b
	subb	%bpl, %sil
	subb	%r9b, %r13b
	subb	%r10b, %r14b
	subb	%ah, %ah
	subsd	1(%r12), %xmm9
	subsd	127(%rcx), %xmm2
	subsd	2147483647(%rdx), %xmm7
	subsd	128(%r15), %xmm7
	subsd	%xmm5, %xmm0
	subsd	%xmm10, %xmm6
	subsd	%xmm6, %xmm12
	subsd	%xmm12, %xmm14
	subss	1(%rip), %xmm12
	subss	1(%rip), %xmm4
	subss	-128(%r10), %xmm6
	subss	(%r9,%r11), %xmm9
	subss	%xmm1, %xmm14
	subss	%xmm1, %xmm5
	subss	%xmm15, %xmm10
	subss	%xmm13, %xmm0
	syscall
	syscall
	syscall
	syscall
	sysretl
	sysretl
	sysretl
	sysretl
	sysretq
	sysretq
	sysretq
	sysretq
	testw	$-129, %ax
	testw	$-32768, %ax
	testw	$40871, %ax
	testw	$16531, %ax
	testw	$0, (%rsi,%r10,2)
	testw	$-25371, -129(%r11,%r15)
	testw	$65535, -128(%rsi,%rcx,8)
	testw	$-6354, -128(%rbx,%rcx)
	testw	%r8w, 127(%rdi)
	testw	%di, %gs:-2147483648(%rcx)
	testw	%ax, 1(%rbp)
	testw	%r8w, -2147483648(%rbx,%rax)
	testw	$256, %r12w
	testw	$255, %ax
	testw	$-15202, %r10w
	testw	$-22933, %cx
	testw	%sp, %si
	testw	%r9w, %di
	testw	%r14w, %r13w
	testw	%ax, %r9w
	testl	$-2147483648, %eax
	testl	$1, %eax
	testl	$-1, %eax
	testl	$4294967295, %eax
	testl	$-32081981, 2147483647(%rsi,%rsi,2)
	testl	$32768, 1(%rax,%r11)
	testl	$127, -129(%r9)
	testl	$2147483647, %gs:1(%rbp,%r8,2)
	testl	%r8d, 2147483647(,%r10,2)
	testl	%r12d, %fs:-128(%r8)
	testl	%ebx, %gs:2147483647(%rip)
	testl	%ebx, 127(,%rcx,2)
	testl	$-1, %r9d
	testl	$32768, %ebx
	testl	$32768, %edx
	testl	$-1840987659, %esi
	testl	%ebx, %edx
	testl	%r14d, %edi
	testl	%ebp, %r13d
	testl	%esp, %r10d
	testq	$-1634330062, %rax
	testq	$-2147483648, %rax
	testq	$0, %rax
	testq	$-2147483648, %rax
	testq	$1439725085, %gs:-2147483648(%r15)
	testq	$-2147483648, %fs:(%r8,%r9,8)
	testq	$2147483647, -1(%r15,%r8)
	testq	$-871899254, %gs:(%rbx)
	testq	%rsi, %gs:1(,%r10,4)
	testq	%r10, 1(,%rax,8)
	testq	%r8, 0
	testq	%rdx, %fs:128(%rbx,%r11,2)
	testq	$1036318965, %rsp
	testq	$1419682698, %r14
	testq	$255, %r9
	testq	$127, %r9
	testq	%r9, %rdi
	testq	%rbx, %r12
	testq	%r15, %r10
	testq	%rcx, %rcx
	testb	$188, %al
	testb	$255, %al
	testb	$-128, %al
	testb	$-128, %al
	testb	$255, %fs:-128(%rax)
	testb	$-128, -129(%r11,%rdi,4)
	testb	$-128, 1(%r12,%r13,2)
	testb	$-128, -129(%r8,%r8,2)
	testb	%r14b, -128(%r9,%rax)
	testb	%sil, -2147483648(%rip)
	testb	%spl, -1(%rdi,%r12,8)
	testb	%ch, (%rbp)
	testb	$127, %dil
	testb	$127, %r10b
	testb	$1, %cl
	testb	$1, %dl
	testb	%sil, %bpl
	testb	%bpl, %r11b
	testb	%r11b, %sil
	testb	%r11b, %r13b
	ucomisd	(%r10), %xmm9
	ucomisd	%fs:128(,%rbx,4), %xmm14
	ucomisd	%fs:128(%r14), %xmm11
	ucomisd	(%r12,%r14,8), %xmm5
	ucomisd	%xmm1, %xmm12
	ucomisd	%xmm3, %xmm5
	ucomisd	%xmm5, %xmm15
	ucomisd	%xmm4, %xmm12
	ucomiss	%fs:1(%r9), %xmm15
	ucomiss	128(%rdi), %xmm12
	ucomiss	2147483647(%r13), %xmm5
	ucomiss	-128(%rdx,%r14,8), %xmm11
	ucomiss	%xmm9, %xmm10
	ucomiss	%xmm6, %xmm15
	ucomiss	%xmm2, %xmm14
	ucomiss	%xmm10, %xmm14
	ud1l	-128(%rsp), %esp
	ud1l	1(%rdx,%r12,2), %ecx
	ud1l	-129(,%rcx,2), %esi
	ud1l	-1(%r12), %ebx
	ud1l	%r10d, %edx
	ud1l	%r14d, %r14d
	ud1l	%ebp, %r9d
	ud1l	%edi, %esp
	ud1q	128(%r14), %r13
	ud1q	128(%rdx,%rbp,4), %r13
	ud1q	-128(%rbx,%rdx,2), %rax
	ud1q	-129(%rbp,%rbp,2), %rsp
	ud1q	%r12, %rsi
	ud1q	%r9, %rcx
	ud1q	%r11, %rcx
	ud1q	%rsp, %rsp
	ud1w	127(%rdx), %r14w
	ud1w	2147483647(%rsi,%r9,2), %r9w
	ud1w	-2147483648(%rbx,%rbp,8), %r11w
	ud1w	-128(%r10), %cx
	ud1w	%ax, %r12w
	ud1w	%r12w, %r15w
	ud1w	%r15w, %di
	ud1w	%sp, %dx
	ud2
	ud2
	ud2
	ud2
	vaddps	%gs:-1(%r8,%r13), %ymm9, %ymm5
	vaddps	127(%rsp), %ymm8, %ymm6
	vaddps	127(%rbx), %ymm6, %ymm1
	vaddps	%gs:-129(%rsi), %ymm5, %ymm3
	vaddps	%ymm5, %ymm7, %ymm11
	vaddps	%ymm6, %ymm9, %ymm14
	vaddps	%ymm4, %ymm7, %ymm5
	vaddps	%ymm11, %ymm1, %ymm5
	vaddps	%fs:-2147483648(%rdx), %xmm15, %xmm11
	vaddps	-128(%rsp,%r15,2), %xmm10, %xmm4
	vaddps	127(%r14), %xmm9, %xmm1
	vaddps	128(%rdi), %xmm10, %xmm1
	vaddps	%xmm13, %xmm2, %xmm12
	vaddps	%xmm7, %xmm1, %xmm0
	vaddps	%xmm6, %xmm6, %xmm1
	vaddps	%xmm13, %xmm0, %xmm7
	vdivps	-128(%rsi,%rbp), %ymm7, %ymm12
	vdivps	128(%rsi,%r9,8), %ymm12, %ymm10
	vdivps	-129(%r10), %ymm13, %ymm10
	vdivps	%fs:(,%r12,8), %ymm4, %ymm10
	vdivps	%ymm8, %ymm14, %ymm0
	vdivps	%ymm0, %ymm10, %ymm12
	vdivps	%ymm5, %ymm3, %ymm11
	vdivps	%ymm4, %ymm11, %ymm15
	vdivps	127, %xmm1, %xmm12
	vdivps	-1(%rax), %xmm4, %xmm13
	vdivps	127(%rcx,%r10,2), %xmm4, %xmm7
	vdivps	-2147483648, %xmm3, %xmm0
	vdivps	%xmm9, %xmm11, %xmm0
	vdivps	%xmm4, %xmm14, %xmm2
	vdivps	%xmm0, %xmm0, %xmm8
	vdivps	%xmm1, %xmm3, %xmm10
	vmulps	%fs:(%rip), %ymm9, %ymm3
	vmulps	%fs:127(%rdi), %ymm13, %ymm14
	vmulps	-129(%r13,%r14,2), %ymm9, %ymm11
	vmulps	(%rbx), %ymm0, %ymm9
	vmulps	%ymm1, %ymm12, %ymm0
	vmulps	%ymm12, %ymm12, %ymm2
	vmulps	%ymm14, %ymm4, %ymm14
	vmulps	%ymm3, %ymm3, %ymm1
	vmulps	128(%rcx,%r9), %xmm5, %xmm3
	vmulps	(%r12,%r13,4), %xmm10, %xmm10
	vmulps	%gs:128(%rax), %xmm8, %xmm14
	vmulps	2147483647(%r15), %xmm3, %xmm10
	vmulps	%xmm0, %xmm12, %xmm7
	vmulps	%xmm0, %xmm11, %xmm10
	vmulps	%xmm5, %xmm4, %xmm8
	vmulps	%xmm6, %xmm0, %xmm6
	vsubps	-129(%rdx), %ymm0, %ymm6
	vsubps	-129(%r15,%rcx,2), %ymm2, %ymm2
	vsubps	0, %ymm6, %ymm9
	vsubps	-129(%rcx,%rcx,2), %ymm13, %ymm7
	vsubps	%ymm11, %ymm8, %ymm7
	vsubps	%ymm3, %ymm13, %ymm14
	vsubps	%ymm4, %ymm1, %ymm14
	vsubps	%ymm1, %ymm4, %ymm15
	vsubps	%gs:-129(%r14), %xmm1, %xmm6
	vsubps	(%rcx,%r9), %xmm9, %xmm11
	vsubps	-1(%r8,%rax,4), %xmm9, %xmm11
	vsubps	%fs:-129(%rdi,%rdi,8), %xmm13, %xmm1
	vsubps	%xmm3, %xmm2, %xmm11
	vsubps	%xmm14, %xmm12, %xmm1
	vsubps	%xmm13, %xmm13, %xmm0
	vsubps	%xmm6, %xmm4, %xmm4
	vxorps	%gs:-1(%rdx,%rsi,8), %ymm11, %ymm7
	vxorps	-129(%r15), %ymm0, %ymm14
	vxorps	128(%r8,%rsi,2), %ymm2, %ymm5
	vxorps	2147483647(%r8), %ymm2, %ymm13
	vxorps	%ymm14, %ymm1, %ymm7
	vxorps	%ymm9, %ymm1, %ymm11
	vxorps	%ymm0, %ymm5, %ymm4
	vxorps	%ymm8, %ymm11, %ymm10
	vxorps	-2147483648(%rax,%r14,4), %xmm14, %xmm15
	vxorps	127, %xmm2, %xmm0
	vxorps	2147483647(%rsi), %xmm0, %xmm6
	vxorps	%gs:(%rsi), %xmm3, %xmm12
	vxorps	%xmm1, %xmm11, %xmm9
	vxorps	%xmm15, %xmm8, %xmm9
	vxorps	%xmm7, %xmm7, %xmm0
	vxorps	%xmm15, %xmm8, %xmm14
	xaddw	%bx, -1(%rdi,%r8,2)
	xaddw	%sp, 128(,%rax,8)
	xaddw	%dx, -2147483648(%rax,%rdi,2)
	xaddw	%ax, 128(%rbp,%r11,2)
	xaddw	%r12w, %r8w
	xaddw	%si, %r13w
	xaddw	%r14w, %r8w
	xaddw	%bx, %ax
	xaddl	%r15d, -129(%r9,%rax,4)
	xaddl	%r9d, (%rdi,%r13,8)
	xaddl	%ebp, (%r10)
	xaddl	%r9d, 2147483647(%rbx,%r9,4)
	xaddl	%r13d, %r14d
	xaddl	%esp, %r9d
	xaddl	%ecx, %edx
	xaddl	%r12d, %ebx
	xaddq	%rdx, %gs:128(%rdx,%rcx)
	xaddq	%r8, 1
	xaddq	%rbp, -129(%rdi)
	xaddq	%r13, (%rcx,%r8,8)
	xaddq	%r15, %r11
	xaddq	%r11, %rax
	xaddq	%rbx, %rsi
	xaddq	%r9, %rdx
	xaddb	%r8b, 127(%r8)
	xaddb	%dl, %gs:127(%rdi,%rax)
	xaddb	%r14b, -128(,%rcx,2)
	xaddb	%r13b, %gs:-2147483648(,%r10)
	xaddb	%bl, %r14b
	xaddb	%ah, %bh
	xaddb	%r8b, %r10b
	xaddb	%bh, %bl
	xchgw	%r9w, %ax
	xchgw	%r11w, %ax
	xchgw	%r14w, %ax
	xchgw	%ax, %ax
	xchgw	%r11w, -129(%rbp,%r10,8)
	xchgw	%bp, 127
	xchgw	%cx, %fs:-1(%rax)
	xchgw	%r13w, 127(%rbp,%r8,4)
	xchgw	%r11w, %di
	xchgw	%bx, %dx
	xchgw	%dx, %cx
	xchgw	%si, %di
	xchgl	%ebp, %eax
	xchgl	%r15d, %eax
	xchgl	%r8d, %eax
	xchgl	%ecx, %eax
	xchgl	%r14d, 127(%rax)
	xchgl	%r8d, 1(,%r8)
	xchgl	%edi, -1(,%r9)
	xchgl	%esi, (%rcx)
	xchgl	%r10d, %r12d
	xchgl	%edx, %r14d
	xchgl	%r10d, %r15d
	xchgl	%r13d, %r10d
	xchgq	%rsi, %rax
	xchgq	%r10, %rax
	xchgq	%r13, %rax
	xchgq	%r15, %rax
	xchgq	%r15, %gs:1(%rdx)
	xchgq	%r15, -128(%r15)
	xchgq	%r12, -129(%r15)
	xchgq	%r11, %fs:-129(%rax)
	xchgq	%r12, %r15
	xchgq	%r12, %r10
	xchgq	%r11, %rdx
	xchgq	%r11, %rbp
	xchgb	%r12b, -1(,%r14)
	xchgb	%r8b, %gs:2147483647(%rsi,%r9,8)
	xchgb	%dl, 128(%r10,%r13)
	xchgb	%r12b, 128(%rbp)
	xchgb	%ah, %al
	xchgb	%r13b, %dil
	xchgb	%spl, %sil
	xchgb	%dl, %bpl
	xorw	$128, %ax
	xorw	$1297, %ax
	xorw	$-1, %ax
	xorw	$-19201, %ax
	xorw	$256, %gs:1(%rsp,%r12,2)
	xorw	$256, -128(%r11,%r8)
	xorw	$25760, 1(%r15,%r9,2)
	xorw	$15060, 1
	xorw	$116, -129(%rsp,%rax,4)
	xorw	$-16, -2147483648(%r8)
	xorw	$127, %fs:2147483647(%r15,%r11)
	xorw	$127, -1(%rcx)
	xorw	%r10w, -1(%r13)
	xorw	%si, -128
	xorw	%r12w, -2147483648(%rip)
	xorw	%di, 127
	xorw	$128, %r8w
	xorw	$14170, %ax
	xorw	$1, %cx
	xorw	$21479, %r10w
	xorw	$65472, %ax
	xorw	$65535, %dx
	xorw	$65470, %r13w
	xorw	$-100, %si
	xorw	-2147483648(%rbp,%rdi,8), %cx
	xorw	%fs:(%r14,%r15,2), %di
	xorw	-129(%r13,%r14,8), %r13w
	xorw	-129(%rbx), %r14w
	xorw	%r11w, %r12w
	xorw	%bp, %r11w
	xorw	%ax, %di
	xorw	%r13w, %cx
	xorl	$2366602798, %eax
	xorl	$-2147483648, %eax
	xorl	$4294967295, %eax
	xorl	$4294967295, %eax
	xorl	$-2147483648, -129(%r10,%rbx,2)
	xorl	$-128, -129(%rdx)
	xorl	$-1161742079, 127(%r11)
	xorl	$-2147483648, %fs:(%r10,%r11,4)
	xorl	$-128, -1(%rax,%rdi,8)
	xorl	$35, -128(%r13,%rdx,2)
	xorl	$4294967168, -2147483648(%r10,%r8,8)
	xorl	$46, 2147483647(%r12)
	xorl	%esi, 128(%r15)
	xorl	%eax, %gs:128(%rbp)
	xorl	%ebp, 127(%rsp)
	xorl	%ebp, 128(%r12,%rdx,4)
	xorl	$0, %r13d
	xorl	$65535, %ebx
	xorl	$255, %edx
	xorl	$4294967295, %ebp
	xorl	$4294967168, %r11d
	xorl	$-75, %r12d
	xorl	$127, %eax
	xorl	$1, %r12d
	xorl	%fs:128(%rbx), %esp
	xorl	2147483647(%rsi,%rsi), %r8d
	xorl	2147483647(%rax), %r9d
	xorl	%fs:1(%rip), %ebp
	xorl	%esi, %r14d
	xorl	%eax, %ecx
	xorl	%edi, %esp
	xorl	%edx, %edx
	xorq	$-792145349, %rax
	xorq	$-763162489, %rax
	xorq	$1888454739, %rax
	xorq	$1839588642, %rax
	xorq	$0, -128(%rip)
	xorq	$-129, %fs:-2147483648(%r9)
	xorq	$-1, 128(%rip)
	xorq	$0, -128
	xorq	$-128, -128(%rbx,%r14,8)
	xorq	$1, %gs:-129(%rbp,%rsi)
	xorq	$3, -2147483648(,%rbx,8)
	xorq	$-120, 1(%rip)
	xorq	%r15, (%rbp)
	xorq	%r14, %gs:-128(%rdx,%r15,8)
	xorq	%rax, -129(%r9)
	xorq	%r11, %fs:(%rip)
	xorq	$-2147483648, %r13
	xorq	$2, %rcx
	xorq	$1, %rcx
	xorq	$-129, %r13
	xorq	$-92, %r12
	xorq	$120, %rbx
	xorq	$-85, %rsi
	xorq	$-128, %r8
	xorq	%gs:(%r9), %r12
	xorq	%fs:-129(%rdx), %rsp
	xorq	128(%rax), %rdi
	xorq	-129(%r14), %r14
	xorq	%rax, %rcx
	xorq	%r13, %rcx
	xorq	%rbp, %rdi
	xorq	%r14, %rdx
	xorb	$2, %al
	xorb	$255, %al
	xorb	$1, %al
	xorb	$159, %al
	xorb	$-128, %fs:-2147483648(%rbx,%r10,4)
	xorb	$-128, 127(%rdi)
	xorb	$-1, %fs:127(%rip)
	xorb	$7, %fs:2147483647
	xorb	%cl, %fs:-1(%rsp,%rdi)
	xorb	%r15b, -2147483648(%rax)
	xorb	%dl, 2147483647(%r10,%rsi)
	xorb	%sil, %fs:-128
	xorb	$-1, %r13b
	xorb	$-1, %dh
	xorb	$1, %bl
	xorb	$-128, %bh
	xorb	-1(%r14,%rbx,4), %spl
	xorb	2147483647(%r15), %dl
	xorb	(,%r9,8), %r10b
	xorb	%gs:(%rdi), %spl
	xorb	%sil, %cl
	xorb	%sil, %r14b
	xorb	%r9b, %r8b
	xorb	%al, %dl
