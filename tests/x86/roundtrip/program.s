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
	adcw	%r11w, %dx
	adcw	%bx, %bx
	adcw	%r11w, %sp
	adcw	%di, %r11w
	adcl	$-2147483648, %eax
	adcl	$3142610184, %eax
	adcl	$1, %eax
	adcl	$2160353309, %eax
	adcl	$-129, -2147483648(%r13)
	adcl	$4294967295, %fs:127(%r8,%rbx)
	adcl	$149947512, 128
	adcl	$128, 127(%r9,%r11,8)
	adcl	$4294967295, -129(%rax,%r9)
	adcl	$-77, %fs:2147483647(%rsi)
	adcl	$0, %fs:-129(,%r14,4)
	adcl	$-73, -1(%r15)
	adcl	%esi, -128
	adcl	%r11d, %fs:-129(%r15,%r10,4)
	adcl	%esi, -128(,%rdi,2)
	adcl	%esi, %fs:-128(%rdx)
	adcl	$1, %r12d
	adcl	$2, %edi
	adcl	$4294967295, %edx
	adcl	$2147483647, %r12d
	adcl	$-114, %r12d
	adcl	$-53, %edx
	adcl	$1, %esi
	adcl	$127, %r9d
	adcl	%fs:(%rsp), %r9d
	adcl	(%r10,%rbp), %r14d
	adcl	(%rdx), %ecx
	adcl	-1(%rip), %r13d
	adcl	%r13d, %r9d
	adcl	%eax, %r10d
	adcl	%r12d, %r10d
	adcl	%esi, %esi
	adcl	%ebp, %edx
	adcl	%r12d, %r12d
	adcl	%esi, %r13d
	adcl	%eax, %ecx
	adcq	$1810741044, %rax
	adcq	$2147483647, %rax
	adcq	$1, %rax
	adcq	$2147483647, %rax
	adcq	$-2147483648, 1(%r15)
	adcq	$255, %gs:-1(%rip)
	adcq	$211817675, -129(%r9,%rax,4)
	adcq	$0, -128(%rcx,%r9,4)
	adcq	$-100, 127
	adcq	$87, 2147483647(%r12)
	adcq	$-113, -129(,%r8)
	adcq	$-9, -128
	adcq	%rbx, %gs:-2147483648(%r13,%rax,2)
	adcq	%rbp, -129(,%r9,8)
	adcq	%rbp, 2147483647(%r14)
	adcq	%r15, 1(%r8)
	adcq	$65536, %r15
	adcq	$1103508348, %rcx
	adcq	$1, %rdx
	adcq	$2147483647, %r9
	adcq	$-1, %r8
	adcq	$-1, %r13
	adcq	$-21, %rdx
	adcq	$-105, %r12
	adcq	128(%r15), %rax
	adcq	-129(,%r13,4), %rsp
	adcq	1(%rip), %rdi
	adcq	%fs:128(%rax), %r14
	adcq	%rbp, %rdx
	adcq	%rsi, %rbx
	adcq	%r10, %r13
	adcq	%r15, %r12
	adcq	%r15, %r11
	adcq	%rcx, %rax
	adcq	%r14, %r13
	adcq	%rbp, %rsi
	adcb	$-128, %al
	adcb	$-98, %al
	adcb	$255, %al
	adcb	$-1, %al
	adcb	$0, -1
	adcb	$-128, %gs:127(%rip)
	adcb	$-84, %fs:-2147483648(,%rdi,8)
	adcb	$-24, -128(%rbx)
	adcb	%sil, (%rdx)
	adcb	%r14b, 127(%r12,%r14,8)
	adcb	%r10b, %gs:(%r13)
	adcb	%r13b, -128(%r12,%rsi,8)
	adcb	$-128, %r9b
	adcb	$-111, %r14b
	adcb	$1, %al
	adcb	$255, %dl
	adcb	%gs:127(%rcx,%rdx), %r15b
	adcb	(%rbx), %r12b
	adcb	%gs:1(%rbx,%rcx), %r9b
	adcb	128(%r15,%r8,8), %spl
	adcb	%sil, %r10b
	adcb	%ah, %bl
	adcb	%cl, %spl
	adcb	%r9b, %al
	adcb	%r10b, %r15b
	adcb	%r12b, %r9b
	adcb	%r10b, %cl
	adcb	%r11b, %spl
	addw	$-3922, %ax
	addw	$58070, %ax
	addw	$47381, %ax
	addw	$-32768, %ax
	addw	$255, -129(%r12)
	addw	$128, %fs:128(%r15)
	addw	$65535, 1(,%r13,8)
	addw	$1, -128(%rdi,%r10,4)
	addw	$127, 127(%rbx,%r10,4)
	addw	$0, 127(%rsi,%r10,8)
	addw	$-128, -128(%rdi,%rdi,2)
	addw	$0, -128(%rax)
	addw	%ax, 2147483647(%rbp)
	addw	%r14w, %fs:-1(%r10)
	addw	%cx, -2147483648(%rdx)
	addw	%sp, %fs:1(%rbp,%r11,4)
	addw	$-11950, %r11w
	addw	$27702, %sp
	addw	$-129, %r9w
	addw	$2, %cx
	addw	$77, %r11w
	addw	$9, %r11w
	addw	$1, %r11w
	addw	$1, %r15w
	addw	-129(,%r8,8), %r13w
	addw	-2147483648(%rsp), %bp
	addw	-1(%rsi), %bx
	addw	-128(%r8,%rax,8), %dx
	addw	%r10w, %r15w
	addw	%bx, %ax
	addw	%si, %bp
	addw	%r10w, %r12w
	addw	%r14w, %r11w
	addw	%dx, %r14w
	addw	%r14w, %r8w
	addw	%cx, %r15w
	addl	$4294967295, %eax
	addl	$-1, %eax
	addl	$1104219882, %eax
	addl	$127, %eax
	addl	$-2147483648, %gs:(%rdi,%r15)
	addl	$1365367930, %gs:-129(%rsp)
	addl	$4294967295, (%rdx)
	addl	$764118688, -2147483648(%rip)
	addl	$-1, -2147483648(%rbp,%rdi,2)
	addl	$-49, -2147483648(%r8)
	addl	$37, %fs:-2147483648(%rbp)
	addl	$4294967176, %gs:-128(%r14,%rbp,8)
	addl	%r9d, 0
	addl	%eax, -1(%r14,%rsi,4)
	addl	%r13d, (%r12)
	addl	%r14d, 127(%r10,%r11,4)
	addl	$1377697137, %r13d
	addl	$3979631259, %ebp
	addl	$4294967295, %r14d
	addl	$-2147483648, %r8d
	addl	$127, %ebp
	addl	$127, %r10d
	addl	$-128, %ebx
	addl	$110, %ecx
	addl	-1(%rsp), %r11d
	addl	-1(%r10,%rbp), %esp
	addl	%gs:2147483647(%rcx), %r10d
	addl	128(%r10,%rbp,4), %esi
	addl	%ebx, %r14d
	addl	%r11d, %r11d
	addl	%r10d, %eax
	addl	%eax, %esi
	addl	%edx, %ebp
	addl	%ebp, %ecx
	addl	%r12d, %ecx
	addl	%r15d, %r11d
	addq	$-2147483648, %rax
	addq	$2147483647, %rax
	addq	$127, %rax
	addq	$-502669257, %rax
	addq	$32767, %fs:128(%r10,%r9,4)
	addq	$255, %gs:-1
	addq	$1, 128(%r10,%r13,8)
	addq	$1, -1(%r14,%r15,4)
	addq	$1, -128(%r9,%rdi,4)
	addq	$-128, 1
	addq	$19, (%r12)
	addq	$84, 128(%rdx,%rbx)
	addq	%rcx, %fs:-129(%rbx,%rbx,2)
	addq	%r8, 1(,%r14,8)
	addq	%rdx, %gs:127(%r11)
	addq	%r8, (%rdx,%r13,8)
	addq	$-1896721507, %rdi
	addq	$-2107773697, %rax
	addq	$1735898062, %r15
	addq	$2147483647, %r13
	addq	$55, %rbp
	addq	$127, %rsp
	addq	$45, %rsi
	addq	$-128, %r15
	addq	%fs:1(%rsp,%rcx,4), %r15
	addq	%fs:-2147483648(%rdx), %r12
	addq	%gs:-129(%r9,%r12), %r9
	addq	-2147483648(%r15), %rdi
	addq	%rsp, %rdi
	addq	%rsp, %r11
	addq	%r14, %rax
	addq	%r12, %r8
	addq	%r14, %r13
	addq	%rbx, %r13
	addq	%r15, %r14
	addq	%rbx, %rdi
	addb	$255, %al
	addb	$127, %al
	addb	$241, %al
	addb	$116, %al
	addb	$1, -1(,%r14,2)
	addb	$255, 2147483647(%r13,%rax)
	addb	$-72, 1(,%rcx,8)
	addb	$205, -1(%r15,%rsi,2)
	addb	%sil, %gs:-128(%rip)
	addb	%r11b, %fs:-2147483648(%r9)
	addb	%r10b, %gs:(%r13)
	addb	%r10b, -128(%rcx,%rdi,4)
	addb	$21, %r14b
	addb	$-1, %cl
	addb	$-11, %r12b
	addb	$187, %cl
	addb	128(%r10,%rsi), %r9b
	addb	%fs:127(%rcx), %r15b
	addb	-129(%rcx), %r14b
	addb	-1(%rdi,%rdx,4), %dh
	addb	%spl, %r13b
	addb	%dl, %r9b
	addb	%cl, %r9b
	addb	%r11b, %dil
	addb	%dl, %r10b
	addb	%r10b, %r14b
	addb	%r11b, %al
	addb	%r15b, %sil
	addr32
	addr32
	addr32
	addr32
	addsd	%fs:-2147483648(%rax), %xmm10
	addsd	%gs:-2147483648(%rsi), %xmm9
	addsd	1(%r15,%rsi,2), %xmm11
	addsd	%fs:127(,%rdi,2), %xmm4
	addsd	%xmm10, %xmm6
	addsd	%xmm0, %xmm11
	addsd	%xmm1, %xmm0
	addsd	%xmm6, %xmm9
	addss	-1(%rbp), %xmm2
	addss	1(,%r12,4), %xmm6
	addss	1(%rsp), %xmm4
	addss	-2147483648(%rdi,%r8,8), %xmm0
	addss	%xmm14, %xmm7
	addss	%xmm6, %xmm4
	addss	%xmm7, %xmm10
	addss	%xmm12, %xmm0
	andw	$28026, %ax
	andw	$-15165, %ax
	andw	$-32768, %ax
	andw	$-32768, %ax
	andw	$-25472, -129(%r11,%rcx)
	andw	$-12634, 128(%rsp)
	andw	$61591, -129(%rdi,%r10,8)
	andw	$12023, %fs:-128(%rbx)
	andw	$65535, -1(%rsi)
	andw	$-97, %fs:-128(%r10,%r14,2)
	andw	$65408, 128(%rax,%rsi,2)
	andw	$127, -128(%r8)
	andw	%r9w, 127(%rax)
	andw	%r10w, %fs:-2147483648(%rsi)
	andw	%r11w, -129(%r10)
	andw	%r11w, -128(%rip)
	andw	$28071, %dx
	andw	$60971, %r9w
	andw	$65535, %dx
	andw	$-29639, %r15w
	andw	$-86, %r10w
	andw	$37, %ax
	andw	$-25, %r11w
	andw	$127, %si
	andw	%gs:-1(%rip), %r11w
	andw	-1(%rsp,%r12), %r14w
	andw	-128(%rax,%r14), %r9w
	andw	127(%r15,%rdi,8), %bp
	andw	%r15w, %si
	andw	%bp, %sp
	andw	%r13w, %dx
	andw	%sp, %bp
	andw	%r13w, %r8w
	andw	%dx, %ax
	andw	%dx, %r15w
	andw	%bx, %di
	andl	$-2147483648, %eax
	andl	$2532729317, %eax
	andl	$-2147483648, %eax
	andl	$-2147483648, %eax
	andl	$127, %gs:128(%r9)
	andl	$4294967295, 127(%r13,%rsi,2)
	andl	$255, -128(%r14)
	andl	$-853470891, -2147483648(%rip)
	andl	$-25, 127
	andl	$127, %fs:-2147483648(%r11,%rbp)
	andl	$-122, 2147483647(,%rdx,4)
	andl	$-128, (%rdi,%rbp,4)
	andl	%r9d, -129(%r10)
	andl	%esp, -2147483648(%r12,%rbx,4)
	andl	%edi, 1(%rdi,%r13,2)
	andl	%ecx, (%rdx,%rbp)
	andl	$-2147483648, %ebx
	andl	$4294967295, %ecx
	andl	$-177765749, %r13d
	andl	$4294967295, %r13d
	andl	$73, %esi
	andl	$4294967168, %r8d
	andl	$75, %esi
	andl	$127, %eax
	andl	-1(,%r10,8), %ebp
	andl	-128(%rcx), %r15d
	andl	1(%r11), %edi
	andl	-128(%rsp,%rbx), %r8d
	andl	%eax, %r12d
	andl	%ebp, %esi
	andl	%edx, %r11d
	andl	%r15d, %r11d
	andl	%r10d, %ebp
	andl	%r12d, %r15d
	andl	%eax, %r14d
	andl	%r11d, %r10d
	andq	$-1, %rax
	andq	$2147483647, %rax
	andq	$194801735, %rax
	andq	$2147483647, %rax
	andq	$-1, -128(%r13,%r13)
	andq	$1336458200, %gs:-128(%r14,%r13)
	andq	$-2147483648, %fs:127(%r9,%r9,8)
	andq	$256, 1(%rsp,%r8)
	andq	$1, 127(%rbp)
	andq	$127, %gs:-129(%r9)
	andq	$-8, %gs:-1
	andq	$-128, -1(%rbx,%r13,4)
	andq	%rdx, 128(%rcx)
	andq	%rbp, %gs:(%r10,%rcx)
	andq	%rcx, 1(%rax,%rcx,4)
	andq	%rbp, %gs:1
	andq	$2147483647, %rax
	andq	$65536, %rsp
	andq	$1, %rcx
	andq	$-1190485423, %rdi
	andq	$0, %r13
	andq	$1, %rax
	andq	$-128, %r13
	andq	$-107, %rsi
	andq	-2147483648(%rip), %rbx
	andq	127(%r11,%r8,4), %r15
	andq	2147483647(%rip), %rax
	andq	-2147483648(%rdi), %rax
	andq	%r11, %rdi
	andq	%r12, %rdx
	andq	%r14, %rax
	andq	%rdx, %r11
	andq	%r12, %rbx
	andq	%rbp, %r9
	andq	%rbp, %r13
	andq	%rdx, %rbx
	andb	$-1, %al
	andb	$2, %al
	andb	$-30, %al
	andb	$44, %al
	andb	$255, 128(%rsp)
	andb	$-97, 128(%rsi)
	andb	$197, -2147483648(%rsp,%r14,4)
	andb	$-23, (%rsp)
	andb	%dh, 2147483647(,%rbp)
	andb	%r11b, 128(%r15)
	andb	%bl, (%r8,%rcx,4)
	andb	%spl, (%r15)
	andb	$214, %al
	andb	$113, %al
	andb	$127, %cl
	andb	$128, %r8b
	andb	2147483647(%rdx), %ch
	andb	-2147483648(%rbx,%rax,8), %r13b
	andb	%fs:-2147483648(%rbp,%rbp), %dil
	andb	-1(%rcx,%r14), %r11b
	andb	%dh, %bh
	andb	%ch, %ah
	andb	%r12b, %r8b
	andb	%r10b, %bpl
	andb	%al, %ah
	andb	%bh, %bh
	andb	%ah, %ah
	andb	%r12b, %r14b
	bsfw	%gs:-1(%r10), %r11w
	bsfw	2147483647, %r13w
	bsfw	%fs:127(,%r15,2), %r15w
	bsfw	-128(%r10), %r12w
	bsfw	%r8w, %ax
	bsfw	%r8w, %r13w
	bsfw	%r9w, %r13w
	bsfw	%r8w, %r13w
	bsfl	2147483647(%rbx,%r12,2), %eax
	bsfl	-1(%rdi,%r12), %r11d
	bsfl	-2147483648(%rip), %r9d
	bsfl	128(%rax,%r12,2), %ebp
	bsfl	%esp, %r11d
	bsfl	%r13d, %r11d
	bsfl	%r13d, %r9d
	bsfl	%r10d, %esp
	bsfq	%fs:-128(%r11,%rsi), %rax
	bsfq	%fs:-128(%r9,%rdi,4), %r10
	bsfq	1(%r12), %rbp
	bsfq	-2147483648(%rdx), %r13
	bsfq	%r9, %rsi
	bsfq	%rdx, %r13
	bsfq	%rbx, %rsp
	bsfq	%r14, %r11
	bsrw	1(%r11,%r9,8), %r8w
	bsrw	-129(%rbp), %r13w
	bsrw	-1, %cx
	bsrw	127(%r11,%r8,2), %cx
	bsrw	%r13w, %si
	bsrw	%ax, %di
	bsrw	%si, %dx
	bsrw	%dx, %r10w
	bsrl	128(%rsp), %r13d
	bsrl	128(%r15), %r9d
	bsrl	127(%rdx,%rsi), %r10d
	bsrl	128(%rsp), %r15d
	bsrl	%ecx, %r14d
	bsrl	%edx, %r14d
	bsrl	%r14d, %r13d
	bsrl	%ebx, %ecx
	bsrq	1(%rdx,%rbp), %rsi
	bsrq	128(%r14), %r13
	bsrq	127(%r15), %rcx
	bsrq	%fs:127(%rbx,%r11), %rcx
	bsrq	%r15, %r13
	bsrq	%r12, %r8
	bsrq	%rdi, %r8
	bsrq	%r13, %rsp
	bswapl	%ebp
	bswapl	%r15d
	bswapl	%r10d
	bswapl	%esp
	bswapq	%rbx
	bswapq	%r11
	bswapq	%r13
	bswapq	%r9
	btw	$193, -2147483648(%rsp,%rdi,8)
	btw	$18, 2147483647(%r13,%rsi,2)
	btw	$31, -1(%r8,%r11)
	btw	$127, -2147483648(%r10,%r13,2)
	btw	%dx, -129(%rdi,%r13)
	btw	%r12w, %gs:(%r11)
	btw	%bp, 127(%r12)
	btw	%si, %fs:1(%rbp)
	btw	$0, %di
	btw	$0, %ax
	btw	$0, %r8w
	btw	$0, %ax
	btw	%di, %r15w
	btw	%r10w, %si
	btw	%r14w, %r15w
	btw	%r13w, %r15w
	btl	$22, %gs:-128
	btl	$0, 128(%r8,%r10,2)
	btl	$2, 2147483647(%r15)
	btl	$40, %gs:-128(%rsp)
	btl	%r9d, -1(%r8,%rbx)
	btl	%r14d, %fs:2147483647(%rdx)
	btl	%ebx, -129(,%r13,2)
	btl	%r14d, 1(%rip)
	btl	$98, %r9d
	btl	$0, %ecx
	btl	$235, %r15d
	btl	$105, %r10d
	btl	%ebp, %r14d
	btl	%edi, %edx
	btl	%esi, %edi
	btl	%r8d, %r11d
	btq	$85, 1(,%rdx)
	btq	$0, -128(%rsp)
	btq	$188, -2147483648(%r13)
	btq	$128, %fs:-1(%r9,%r11,4)
	btq	%rdx, -1(%rbx)
	btq	%rbp, -128(%rip)
	btq	%r9, 128(%r14,%rsi,2)
	btq	%rax, 128(%r13,%r14)
	btq	$37, %rsi
	btq	$33, %rax
	btq	$128, %rax
	btq	$137, %r15
	btq	%r12, %rsp
	btq	%rbp, %rdx
	btq	%rbx, %rcx
	btq	%r10, %rbp
	btcw	$101, -2147483648(,%r10,8)
	btcw	$204, -1(%r13)
	btcw	$0, %gs:-2147483648(%rdx)
	btcw	$210, %gs:2147483647(%r10)
	btcw	%r15w, %fs:127(%r11)
	btcw	%bp, 2147483647(,%rbp,2)
	btcw	%si, %gs:(%rsi,%rdx,8)
	btcw	%r12w, 1(%rdx)
	btcw	$124, %sp
	btcw	$72, %ax
	btcw	$94, %di
	btcw	$0, %r11w
	btcw	%r13w, %r8w
	btcw	%sp, %dx
	btcw	%bp, %dx
	btcw	%r11w, %si
	btcl	$140, -1(%r13,%rax,8)
	btcl	$102, %fs:-128(%rsp,%r8)
	btcl	$205, -128(%rbp,%rsi,8)
	btcl	$2, %gs:-128(%r14,%r12,4)
	btcl	%ebx, (%rip)
	btcl	%r14d, -1(%rcx)
	btcl	%ebp, -2147483648(%r10)
	btcl	%r13d, -1(%rip)
	btcl	$47, %eax
	btcl	$255, %r12d
	btcl	$2, %esi
	btcl	$34, %esi
	btcl	%edi, %r13d
	btcl	%esp, %r9d
	btcl	%ecx, %r13d
	btcl	%ecx, %r11d
	btcq	$0, -1(%rip)
	btcq	$108, %fs:-1(%r14,%r8)
	btcq	$212, 2147483647(%rdx)
	btcq	$234, %gs:-129(%rbx,%r13,4)
	btcq	%rax, 127(%r12)
	btcq	%r11, (%rdx,%rdi,8)
	btcq	%r15, (%r15)
	btcq	%rcx, 127(%r11,%rbx,4)
	btcq	$0, %r9
	btcq	$227, %r15
	btcq	$79, %rdx
	btcq	$29, %rbp
	btcq	%rdx, %rcx
	btcq	%rdx, %rcx
	btcq	%r12, %r8
	btcq	%rbx, %r14
	btrw	$42, (%rbp,%rcx,8)
	btrw	$128, %fs:-128(%r15)
	btrw	$100, %gs:2147483647(%r15)
	btrw	$255, -129(,%rdx,4)
	btrw	%bp, -128(%rsp,%rbx)
	btrw	%sp, (,%r12,2)
	btrw	%cx, %gs:-1(%r8)
	btrw	%r13w, 2147483647(%r13)
	btrw	$134, %ax
	btrw	$0, %r10w
	btrw	$1, %cx
	btrw	$144, %r13w
	btrw	%si, %sp
	btrw	%bx, %dx
	btrw	%sp, %r11w
	btrw	%r8w, %ax
	btrl	$51, 127(%rax,%r10)
	btrl	$217, 128(%r15)
	btrl	$2, -128(%rax,%rsi)
	btrl	$0, -129(%r11,%rcx,4)
	btrl	%r8d, 1(%rcx,%rbx,8)
	btrl	%ebx, 2147483647(%r13,%rdi,2)
	btrl	%r11d, %fs:-129(%r12)
	btrl	%r15d, %gs:-128(%r13,%r15)
	btrl	$68, %ebx
	btrl	$116, %r12d
	btrl	$255, %r10d
	btrl	$0, %ecx
	btrl	%esi, %r10d
	btrl	%ebx, %edi
	btrl	%esi, %ebx
	btrl	%ecx, %ecx
	btrq	$126, %gs:128(%rsp,%rbx,2)
	btrq	$255, -128(%rdi)
	btrq	$255, 1(%r11)
	btrq	$133, -2147483648(%r11,%r14)
	btrq	%r15, 2147483647(%r12)
	btrq	%rdi, %gs:1(%rax,%r8,4)
	btrq	%rcx, -1(%r8,%r9,4)
	btrq	%r8, %fs:1(%rcx,%rdi)
	btrq	$54, %r14
	btrq	$127, %r9
	btrq	$0, %rdi
	btrq	$0, %rsi
	btrq	%rcx, %r9
	btrq	%r9, %r9
	btrq	%r9, %rdi
	btrq	%r10, %rax
	btsw	$1, -129(%rsi)
	btsw	$4, %fs:-1(%rax,%rdx)
	btsw	$234, %gs:127(%r12,%r14,4)
	btsw	$134, %fs:128(%r11)
	btsw	%r14w, -129(%rsp)
	btsw	%r11w, -2147483648(%rcx)
	btsw	%r11w, -128(%r11,%rsi,4)
	btsw	%r15w, 127(%rcx,%r12,2)
	btsw	$110, %di
	btsw	$53, %si
	btsw	$98, %bp
	btsw	$255, %cx
	btsw	%si, %r13w
	btsw	%r15w, %r12w
	btsw	%dx, %r11w
	btsw	%ax, %r13w
	btsl	$189, %fs:128(%rip)
	btsl	$0, 128(%rdx)
	btsl	$2, %gs:-1(%rsi,%r14,4)
	btsl	$156, 0
	btsl	%r9d, -129(%rcx,%rsi,8)
	btsl	%esi, -2147483648(%r9)
	btsl	%r8d, %fs:-1(%r9,%r8,2)
	btsl	%edi, %gs:-129(%r15,%r9,8)
	btsl	$176, %ebp
	btsl	$127, %esp
	btsl	$169, %r9d
	btsl	$105, %esi
	btsl	%r10d, %ebx
	btsl	%esi, %r14d
	btsl	%r9d, %esp
	btsl	%edi, %r14d
	btsq	$129, (%r11)
	btsq	$238, 2147483647(%rbx,%r8,4)
	btsq	$255, -128(%r8)
	btsq	$111, 1(%r15)
	btsq	%rsi, -128(%rbp)
	btsq	%r15, %gs:-129(,%r8,8)
	btsq	%r15, -2147483648(%rdx)
	btsq	%rdi, %fs:127(%r8,%rcx)
	btsq	$0, %r11
	btsq	$55, %r13
	btsq	$0, %rsp
	btsq	$67, %rdi
	btsq	%rdi, %rbx
	btsq	%r13, %rsi
	btsq	%rsp, %r9
	btsq	%rbx, %r11
	callq	*128(%rdi,%r13,2)
	callq	*2147483647(,%r11)
	callq	*-2147483648(%rbx)
	callq	*1(%r10,%rbx)
	callq	target-128
	callq	target+8
	callq	target-128
	callq	target-128
	callq	*%rcx
	callq	*%r10
	callq	*%rax
	callq	*%rax
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
	cmovaw	128(,%rdx,8), %r15w
	cmovaw	%gs:-129, %di
	cmovaw	%fs:1(%rcx), %r11w
	cmovaw	2147483647(%rbp,%rsi), %r8w
	cmovaw	%r14w, %cx
	cmovaw	%r8w, %r9w
	cmovaw	%ax, %r13w
	cmovaw	%di, %r8w
	cmoval	-2147483648(%r12,%r12,8), %ecx
	cmoval	-129(%rdi,%r14), %ebx
	cmoval	%gs:2147483647(%rsi), %esi
	cmoval	127(%r12), %r12d
	cmoval	%eax, %r8d
	cmoval	%r9d, %esi
	cmoval	%r14d, %esp
	cmoval	%esp, %r8d
	cmovaq	-128(%r15), %r11
	cmovaq	-129, %r11
	cmovaq	%gs:-1(%r14), %r8
	cmovaq	(%rcx), %r12
	cmovaq	%rsp, %rbx
	cmovaq	%r9, %rdi
	cmovaq	%r8, %r12
	cmovaq	%rax, %rdx
	cmovaew	-128(,%r10,8), %bx
	cmovaew	%fs:127(%rbx), %di
	cmovaew	-2147483648(%r15), %si
	cmovaew	128(%rip), %r14w
	cmovaew	%dx, %ax
	cmovaew	%si, %r8w
	cmovaew	%r11w, %r12w
	cmovaew	%r15w, %r13w
	cmovael	-2147483648, %ecx
	cmovael	%gs:1(%rbx,%r8,8), %r13d
	cmovael	%fs:-129, %r10d
	cmovael	(%r15), %r13d
	cmovael	%ecx, %r8d
	cmovael	%r12d, %r12d
	cmovael	%edx, %ebp
	cmovael	%r15d, %esp
	cmovaeq	-1(%r9,%r14,2), %rax
	cmovaeq	-128(%rcx,%rbp,2), %r15
	cmovaeq	128(%rbp), %rbp
	cmovaeq	127(%r10,%r12,8), %rdx
	cmovaeq	%r15, %rsi
	cmovaeq	%rbp, %r15
	cmovaeq	%rbx, %rdi
	cmovaeq	%rax, %r13
	cmovbw	-2147483648(%r9), %r8w
	cmovbw	-2147483648(%rdi), %r14w
	cmovbw	-1(%r10,%r14,4), %r14w
	cmovbw	-1(%r14,%r9,4), %r14w
	cmovbw	%r11w, %si
	cmovbw	%bp, %si
	cmovbw	%bx, %bp
	cmovbw	%bx, %sp
	cmovbl	-2147483648(%rdx), %r9d
	cmovbl	-1, %esi
	cmovbl	2147483647(%rsi), %ecx
	cmovbl	2147483647, %r11d
	cmovbl	%r13d, %eax
	cmovbl	%eax, %r8d
	cmovbl	%ebp, %ebx
	cmovbl	%ecx, %r9d
	cmovbq	%gs:-129(%r14,%r12,2), %rax
	cmovbq	-2147483648(%r14), %rcx
	cmovbq	(%rax,%rbp,8), %r15
	cmovbq	%gs:-129(%rcx,%r11), %rax
	cmovbq	%rcx, %r10
	cmovbq	%rdx, %r12
	cmovbq	%rcx, %rax
	cmovbq	%rsp, %r12
	cmovbew	1(%r14,%rsi,2), %r15w
	cmovbew	%fs:-128(%r12,%r8,2), %si
	cmovbew	(%rcx,%rcx), %sp
	cmovbew	-1(%r14), %bx
	cmovbew	%r13w, %r13w
	cmovbew	%bp, %r9w
	cmovbew	%si, %r9w
	cmovbew	%r14w, %di
	cmovbel	%gs:1(%r15), %r13d
	cmovbel	%gs:(,%r11), %ebx
	cmovbel	-129(%rcx), %r14d
	cmovbel	%gs:-1(%rip), %r13d
	cmovbel	%r15d, %r10d
	cmovbel	%edx, %ebp
	cmovbel	%r14d, %r14d
	cmovbel	%r9d, %esi
	cmovbeq	%fs:-129(%r11,%rbx,2), %r12
	cmovbeq	%gs:(%r13), %r10
	cmovbeq	-2147483648(%rax), %r11
	cmovbeq	-129(%r14,%r13,8), %rcx
	cmovbeq	%r9, %rbp
	cmovbeq	%r8, %rax
	cmovbeq	%rsp, %r15
	cmovbeq	%rcx, %r13
	cmovew	0, %bx
	cmovew	(%rip), %dx
	cmovew	-1(%rip), %di
	cmovew	%gs:-2147483648, %r11w
	cmovew	%r15w, %ax
	cmovew	%cx, %r15w
	cmovew	%r11w, %bx
	cmovew	%r12w, %r13w
	cmovel	2147483647(,%r11,2), %esp
	cmovel	%gs:1(%r11), %r8d
	cmovel	-129(%r10,%r10,4), %ebx
	cmovel	127, %edi
	cmovel	%r8d, %r11d
	cmovel	%ebp, %r11d
	cmovel	%ebp, %ecx
	cmovel	%r11d, %r10d
	cmoveq	-2147483648(%r12,%rsi,4), %rsi
	cmoveq	-128(%rcx,%r11,4), %rsi
	cmoveq	%fs:2147483647(%r15,%r15,4), %r12
	cmoveq	%fs:-128(%r12,%rcx,4), %rdi
	cmoveq	%r14, %r10
	cmoveq	%r14, %r8
	cmoveq	%r14, %r10
	cmoveq	%r10, %rdx
	cmovgw	-129(%rbp), %r11w
	cmovgw	-129(%rsp), %r11w
	cmovgw	%fs:1(%r13), %cx
	cmovgw	-2147483648(%r10), %r8w
	cmovgw	%r10w, %ax
	cmovgw	%di, %bp
	cmovgw	%r13w, %r9w
	cmovgw	%si, %r14w
	cmovgl	127(%rsi), %r14d
	cmovgl	127(%rdi), %ecx
	cmovgl	128(%r13,%r10,2), %r8d
	cmovgl	%gs:0, %r10d
	cmovgl	%r12d, %r9d
	cmovgl	%r14d, %r14d
	cmovgl	%edi, %r13d
	cmovgl	%ebx, %esp
	cmovgq	%fs:2147483647(,%r8,2), %r12
	cmovgq	%gs:127(%rbp), %r8
	cmovgq	-2147483648(%r14), %rbp
	cmovgq	-128(%r9,%rdi), %r9
	cmovgq	%rax, %rdi
	cmovgq	%rcx, %r14
	cmovgq	%rdx, %rsi
	cmovgq	%rsi, %r12
	cmovgew	(%r15), %bx
	cmovgew	(%r12), %r12w
	cmovgew	%fs:-2147483648(%r14), %r11w
	cmovgew	127(%r10), %r10w
	cmovgew	%r11w, %r13w
	cmovgew	%bp, %sp
	cmovgew	%si, %sp
	cmovgew	%dx, %r15w
	cmovgel	127(%rsp,%r11,8), %ebp
	cmovgel	%gs:-128(%rip), %r12d
	cmovgel	%gs:-2147483648, %r10d
	cmovgel	-2147483648(%r15,%rsi,2), %esp
	cmovgel	%r13d, %ebp
	cmovgel	%r9d, %r9d
	cmovgel	%r13d, %edx
	cmovgel	%r8d, %ebp
	cmovgeq	128(%rax), %r14
	cmovgeq	-129(%r11,%rbx,8), %rdi
	cmovgeq	%gs:128(%rcx), %rsi
	cmovgeq	%fs:-129(%rcx), %r9
	cmovgeq	%rbx, %r14
	cmovgeq	%rax, %rsi
	cmovgeq	%r14, %rsp
	cmovgeq	%r8, %r8
	cmovlw	%gs:-1(%rdx,%rbx,4), %di
	cmovlw	-129(%r8,%r10,2), %sp
	cmovlw	(%rcx), %di
	cmovlw	-2147483648(%rbp), %ax
	cmovlw	%r9w, %cx
	cmovlw	%r12w, %r9w
	cmovlw	%r8w, %r8w
	cmovlw	%r10w, %bx
	cmovll	%gs:128(%r15), %r8d
	cmovll	128(%r10,%r11,8), %ecx
	cmovll	-1(%rax,%rcx), %edi
	cmovll	-1(,%r15,2), %ecx
	cmovll	%r9d, %edx
	cmovll	%eax, %ebp
	cmovll	%esi, %r11d
	cmovll	%ebp, %r12d
	cmovlq	-2147483648(%r12), %r12
	cmovlq	%gs:127, %rax
	cmovlq	-129, %r13
	cmovlq	128, %rbx
	cmovlq	%rsp, %r12
	cmovlq	%rsi, %r12
	cmovlq	%rsi, %r11
	cmovlq	%r13, %r12
	cmovlew	128(%rbp), %r9w
	cmovlew	-128(%rcx,%rbx,4), %bp
	cmovlew	%fs:1(%rip), %r10w
	cmovlew	127(%rax), %di
	cmovlew	%r15w, %sp
	cmovlew	%dx, %dx
	cmovlew	%r14w, %r9w
	cmovlew	%r8w, %r14w
	cmovlel	1(%r9,%r15,2), %r13d
	cmovlel	1(%rdi,%rbp,2), %r15d
	cmovlel	%fs:127(%r15,%rbx,8), %r12d
	cmovlel	%gs:127(%rax), %r12d
	cmovlel	%esi, %r9d
	cmovlel	%r11d, %r9d
	cmovlel	%r12d, %esp
	cmovlel	%r9d, %r9d
	cmovleq	%fs:1(,%rcx,8), %rdx
	cmovleq	127(%r14), %r8
	cmovleq	-2147483648(%r8), %r8
	cmovleq	127(%rsp), %rax
	cmovleq	%r9, %r8
	cmovleq	%rcx, %r11
	cmovleq	%rcx, %rax
	cmovleq	%rdx, %r8
	cmovnew	1(%r13,%rdi), %r13w
	cmovnew	1(%rbx,%r8,8), %bx
	cmovnew	%fs:128(%rax,%rbp), %r11w
	cmovnew	%fs:1(%r10), %r9w
	cmovnew	%r8w, %r11w
	cmovnew	%sp, %sp
	cmovnew	%r15w, %r8w
	cmovnew	%r9w, %bx
	cmovnel	1(%rsi,%r11,8), %r8d
	cmovnel	%fs:-2147483648(%rax,%rdi,4), %eax
	cmovnel	2147483647(%r12), %esp
	cmovnel	(%r12,%rdi), %r15d
	cmovnel	%edx, %edx
	cmovnel	%r12d, %r15d
	cmovnel	%r8d, %r10d
	cmovnel	%r9d, %ecx
	cmovneq	127(%rdi,%rdx), %r9
	cmovneq	-129(%rax,%rsi,2), %rsp
	cmovneq	(%rcx,%r11,2), %r14
	cmovneq	%fs:2147483647, %rsp
	cmovneq	%rdx, %r14
	cmovneq	%rdx, %rsi
	cmovneq	%r10, %r11
	cmovneq	%r9, %rdi
	cmovnow	128(%rdx,%r12,8), %dx
	cmovnow	127(%r11), %bx
	cmovnow	-2147483648(%rsp,%rbp,2), %si
	cmovnow	(%r10), %r14w
	cmovnow	%r11w, %r8w
	cmovnow	%ax, %r8w
	cmovnow	%ax, %r9w
	cmovnow	%ax, %r15w
	cmovnol	127(%rsp,%rsi), %ebx
	cmovnol	128(,%rcx,2), %r15d
	cmovnol	%fs:(%r15,%rbp), %eax
	cmovnol	-129(%r11), %r15d
	cmovnol	%r11d, %esp
	cmovnol	%r10d, %ebp
	cmovnol	%esp, %eax
	cmovnol	%ebx, %ebp
	cmovnoq	-1(%rdi,%r14,4), %rbx
	cmovnoq	127(%rdx,%r15,4), %rsp
	cmovnoq	2147483647(%rsp,%rsi,4), %rsi
	cmovnoq	-129(%r9,%rsi,8), %rbx
	cmovnoq	%rbx, %r14
	cmovnoq	%rdi, %r14
	cmovnoq	%r8, %r15
	cmovnoq	%r15, %r13
	cmovnpw	-128(%rbp,%rbx,8), %ax
	cmovnpw	(%rcx), %r8w
	cmovnpw	(%r9), %r9w
	cmovnpw	-129(%r11,%rdi,2), %r9w
	cmovnpw	%r8w, %r9w
	cmovnpw	%dx, %si
	cmovnpw	%r12w, %bx
	cmovnpw	%r9w, %r9w
	cmovnpl	-1(%rsi), %r13d
	cmovnpl	-128(%rbx,%rcx), %r13d
	cmovnpl	-2147483648(,%r10), %r10d
	cmovnpl	1(%rbx), %ecx
	cmovnpl	%edi, %ecx
	cmovnpl	%ebp, %edi
	cmovnpl	%ecx, %r14d
	cmovnpl	%edx, %r12d
	cmovnpq	-1(%rax), %rdi
	cmovnpq	-1(%r14,%rax), %rbx
	cmovnpq	%fs:2147483647(%r10,%rdx,4), %r14
	cmovnpq	%gs:-128(%r8), %rbp
	cmovnpq	%rbx, %rbx
	cmovnpq	%rsp, %rcx
	cmovnpq	%r12, %rdx
	cmovnpq	%r12, %r8
	cmovnsw	1(%r10), %ax
	cmovnsw	-129(%r11,%rsi,8), %sp
	cmovnsw	2147483647(%r8,%rdx,2), %r15w
	cmovnsw	127(%rsi,%r12,8), %bp
	cmovnsw	%dx, %sp
	cmovnsw	%r13w, %r11w
	cmovnsw	%cx, %r10w
	cmovnsw	%sp, %r8w
	cmovnsl	127(%r12,%rdx,2), %r9d
	cmovnsl	2147483647(%r10), %edx
	cmovnsl	%gs:1(%rcx), %edx
	cmovnsl	-128(%rip), %edx
	cmovnsl	%esi, %r9d
	cmovnsl	%r11d, %r9d
	cmovnsl	%r9d, %r9d
	cmovnsl	%r15d, %esi
	cmovnsq	%fs:2147483647(%rbp), %rax
	cmovnsq	128(%r12,%r11,8), %rcx
	cmovnsq	%gs:-1(%r13), %rbp
	cmovnsq	128(%r12), %r8
	cmovnsq	%r8, %r14
	cmovnsq	%rax, %r12
	cmovnsq	%r10, %rcx
	cmovnsq	%r8, %r8
	cmovow	127(%r8,%r12,4), %r8w
	cmovow	2147483647(%rsp,%r15), %r14w
	cmovow	127(%r10,%r9,8), %r9w
	cmovow	128(%r8), %r15w
	cmovow	%r10w, %r13w
	cmovow	%r13w, %r14w
	cmovow	%di, %r11w
	cmovow	%r10w, %si
	cmovol	128(%rax,%rdi,4), %esi
	cmovol	%fs:2147483647(%rcx), %r9d
	cmovol	%gs:-129(,%rax,8), %ebx
	cmovol	-129(%rdx), %r13d
	cmovol	%r15d, %r10d
	cmovol	%r10d, %esi
	cmovol	%ebp, %esi
	cmovol	%ebx, %edi
	cmovoq	(%rbx), %r12
	cmovoq	%fs:-129(%r8,%r8,8), %r15
	cmovoq	-128(%rsp), %rax
	cmovoq	-2147483648(%rcx), %rsi
	cmovoq	%r12, %rbp
	cmovoq	%rdx, %r10
	cmovoq	%r14, %r10
	cmovoq	%r11, %r12
	cmovpw	2147483647(%r11), %si
	cmovpw	1(%r12,%r13,8), %si
	cmovpw	-128(%rbp), %r12w
	cmovpw	128(%rdx,%r9,4), %dx
	cmovpw	%r10w, %r10w
	cmovpw	%r9w, %sp
	cmovpw	%r14w, %r8w
	cmovpw	%sp, %bp
	cmovpl	128(%r14,%rbx), %edx
	cmovpl	-1(%rsi), %r14d
	cmovpl	%fs:127, %ecx
	cmovpl	128(,%rax,4), %r11d
	cmovpl	%ebx, %r13d
	cmovpl	%r12d, %edx
	cmovpl	%ecx, %ecx
	cmovpl	%r13d, %edi
	cmovpq	128(%r12), %r13
	cmovpq	2147483647(%rsi,%rcx,8), %rbx
	cmovpq	128(%rbp,%r11,8), %r13
	cmovpq	-128, %rdx
	cmovpq	%rax, %r12
	cmovpq	%rbp, %rbp
	cmovpq	%rbx, %r15
	cmovpq	%r10, %r10
	cmovsw	%fs:(%rax), %r13w
	cmovsw	-1(%rcx), %r13w
	cmovsw	1(%r15,%rsi,4), %dx
	cmovsw	127(%r11), %di
	cmovsw	%r15w, %r12w
	cmovsw	%r13w, %si
	cmovsw	%bx, %sp
	cmovsw	%r10w, %r11w
	cmovsl	%gs:-2147483648, %edx
	cmovsl	128(%rdx,%r9,8), %r15d
	cmovsl	-128, %edi
	cmovsl	1(%r11), %ecx
	cmovsl	%ebx, %r9d
	cmovsl	%esi, %edi
	cmovsl	%r9d, %r8d
	cmovsl	%ecx, %edx
	cmovsq	-2147483648(%rbx,%r8,4), %rsi
	cmovsq	%gs:-1(%rcx,%rbp,8), %r8
	cmovsq	127(%r11), %r8
	cmovsq	%fs:127(%r10), %r10
	cmovsq	%r15, %rdx
	cmovsq	%rsi, %r10
	cmovsq	%r12, %rsp
	cmovsq	%r12, %r8
	cmpw	$-129, %ax
	cmpw	$127, %ax
	cmpw	$128, %ax
	cmpw	$128, %ax
	cmpw	$-32768, %gs:-128(%r15)
	cmpw	$18219, -129(%r9,%rdi)
	cmpw	$32767, 127(%rip)
	cmpw	$39964, (%rbp)
	cmpw	$93, -1(%rdi,%r15)
	cmpw	$11, 127(%r12)
	cmpw	$1, %gs:1(%r12,%r15,4)
	cmpw	$-128, -128(%r8)
	cmpw	%r13w, 2147483647(%rbx,%rbp,2)
	cmpw	%si, %fs:-1(%r8)
	cmpw	%cx, (,%rcx,4)
	cmpw	%r11w, %gs:128(%rbp)
	cmpw	$0, %di
	cmpw	$-30605, %bp
	cmpw	$1, %r8w
	cmpw	$-1, %dx
	cmpw	$127, %r8w
	cmpw	$31, %bx
	cmpw	$65408, %sp
	cmpw	$65408, %dx
	cmpw	-128, %ax
	cmpw	127(%r9), %r10w
	cmpw	127(%rip), %r13w
	cmpw	-2147483648(%r15), %bx
	cmpw	%r9w, %si
	cmpw	%ax, %bx
	cmpw	%r8w, %bx
	cmpw	%r12w, %bx
	cmpw	%bp, %dx
	cmpw	%r9w, %dx
	cmpw	%sp, %ax
	cmpw	%r14w, %dx
	cmpl	$128, %eax
	cmpl	$1821759658, %eax
	cmpl	$-129, %eax
	cmpl	$256, %eax
	cmpl	$3650246768, %fs:1(%rbp)
	cmpl	$0, %fs:-128(%rsp,%rcx,2)
	cmpl	$-1434722300, 1(%rsp)
	cmpl	$774043103, %gs:2147483647
	cmpl	$127, %gs:-1(%r10,%rcx)
	cmpl	$4294967263, 127(%rbp,%r8,4)
	cmpl	$2, -2147483648(%r11)
	cmpl	$0, -129(%rsp,%rdx,8)
	cmpl	%r9d, 2147483647(%rcx,%r14)
	cmpl	%r8d, 127(%rbp)
	cmpl	%ebp, 127
	cmpl	%ebx, 1(%r10,%r8,4)
	cmpl	$-264782828, %eax
	cmpl	$4021445409, %r8d
	cmpl	$-128, %edi
	cmpl	$65536, %ebx
	cmpl	$-128, %edi
	cmpl	$127, %r14d
	cmpl	$70, %edx
	cmpl	$4294967295, %ebp
	cmpl	-2147483648(,%r11), %r12d
	cmpl	-2147483648, %edx
	cmpl	127(%r14), %r13d
	cmpl	127(%rdi), %ecx
	cmpl	%ebx, %r12d
	cmpl	%r12d, %r12d
	cmpl	%r10d, %eax
	cmpl	%r10d, %r11d
	cmpl	%r11d, %esp
	cmpl	%r11d, %esi
	cmpl	%r8d, %edx
	cmpl	%ebp, %ebx
	cmpq	$1, %rax
	cmpq	$0, %rax
	cmpq	$-2147483648, %rax
	cmpq	$32768, %rax
	cmpq	$128, -1(%r8)
	cmpq	$65535, -1(%rip)
	cmpq	$-2147483648, %fs:(%rsp,%r13)
	cmpq	$2147483647, %gs:2147483647(%r13)
	cmpq	$-1, -129(%rdi)
	cmpq	$-92, -2147483648(%rsi)
	cmpq	$-63, %gs:(%r8,%r11,8)
	cmpq	$1, -2147483648(%rbx)
	cmpq	%rdi, 127(%rcx)
	cmpq	%r15, 2147483647(%rdx)
	cmpq	%rsp, 128(%r13)
	cmpq	%r15, %gs:1(%rsi)
	cmpq	$127, %rdi
	cmpq	$-2147483648, %rsi
	cmpq	$0, %r13
	cmpq	$-1193258038, %r9
	cmpq	$7, %r9
	cmpq	$127, %r9
	cmpq	$-17, %rcx
	cmpq	$127, %r9
	cmpq	%fs:-129(%r11,%r11,4), %rsp
	cmpq	%fs:(%rbx,%r13), %rdi
	cmpq	-2147483648(%rdx), %r11
	cmpq	2147483647(%rax,%r9,2), %rsp
	cmpq	%r9, %rdi
	cmpq	%r9, %rdi
	cmpq	%rsp, %rsp
	cmpq	%rax, %r11
	cmpq	%r12, %r9
	cmpq	%r10, %r11
	cmpq	%r11, %rdx
	cmpq	%r15, %r9
	cmpb	$-1, %al
	cmpb	$34, %al
	cmpb	$-1, %al
	cmpb	$-128, %al
	cmpb	$-128, (%r12)
	cmpb	$190, 127(%r10,%rdi,2)
	cmpb	$255, -2147483648(%r8,%r9,2)
	cmpb	$0, %fs:-129
	cmpb	%r13b, -1(%r9,%rsi,8)
	cmpb	%r10b, %fs:2147483647(%r12)
	cmpb	%r13b, %gs:-1(,%rax,8)
	cmpb	%al, 128(%r10,%r14,4)
	cmpb	$176, %dl
	cmpb	$97, %r14b
	cmpb	$128, %bpl
	cmpb	$-81, %dil
	cmpb	(%rip), %r15b
	cmpb	-128, %dh
	cmpb	-2147483648(%rdi), %ch
	cmpb	127(%r10,%r8,8), %r13b
	cmpb	%r13b, %bpl
	cmpb	%dl, %r10b
	cmpb	%r12b, %r14b
	cmpb	%bl, %r9b
	cmpb	%al, %r14b
	cmpb	%spl, %r12b
	cmpb	%bpl, %r12b
	cmpb	%r15b, %spl
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
	cmpxchg16b	-128(,%r12,8)
	cmpxchg16b	128(%rax,%rbp,4)
	cmpxchg16b	127(%rdi,%r14,8)
	cmpxchg16b	128(%rax,%rdx,2)
	cmpxchgw	%r8w, -128(%r8)
	cmpxchgw	%bp, 2147483647(,%r12,8)
	cmpxchgw	%ax, %fs:-128(%r12)
	cmpxchgw	%ax, 127(%rdi)
	cmpxchgw	%sp, %bp
	cmpxchgw	%r13w, %r8w
	cmpxchgw	%sp, %cx
	cmpxchgw	%dx, %si
	cmpxchgl	%r12d, 128(%r15,%rbx,2)
	cmpxchgl	%r10d, 2147483647(%rdx)
	cmpxchgl	%ebp, (%r8,%rdi,2)
	cmpxchgl	%ebp, -1(%r13)
	cmpxchgl	%r12d, %edx
	cmpxchgl	%r12d, %r10d
	cmpxchgl	%ecx, %r13d
	cmpxchgl	%r8d, %r14d
	cmpxchgq	%r9, 127(%rsp)
	cmpxchgq	%rbp, %fs:-128(%r8)
	cmpxchgq	%r15, -128(,%rbp,8)
	cmpxchgq	%rsp, -2147483648(,%r10,2)
	cmpxchgq	%rdx, %r15
	cmpxchgq	%r11, %r11
	cmpxchgq	%r9, %rbx
	cmpxchgq	%rbx, %rbx
	cmpxchg8b	1(%r10)
	cmpxchg8b	-2147483648(%rbx)
	cmpxchg8b	1(%r14)
	cmpxchg8b	-128(%r14)
	cmpxchgb	%dil, -2147483648(%r9)
	cmpxchgb	%r15b, %fs:-129(%r8)
	cmpxchgb	%cl, -129(,%rdi,2)
	cmpxchgb	%spl, %gs:128(%r15)
	cmpxchgb	%r10b, %r14b
	cmpxchgb	%spl, %sil
	cmpxchgb	%r11b, %r8b
	cmpxchgb	%cl, %r12b
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
	cvtsi2sdl	%fs:-129(%r13,%rsi,2), %xmm1
	cvtsi2sdl	1(%rbx), %xmm14
	cvtsi2sdl	128(%r14), %xmm6
	cvtsi2sdl	%gs:128(%rsp,%r9,2), %xmm13
	cvtsi2sd	%r14d, %xmm5
	cvtsi2sd	%r11d, %xmm2
	cvtsi2sd	%r11d, %xmm6
	cvtsi2sd	%esp, %xmm5
	cvtsi2ssl	%fs:-1(%r11), %xmm11
	cvtsi2ssl	1(%rsp,%r9,8), %xmm3
	cvtsi2ssl	%gs:128(%rcx,%rcx,4), %xmm7
	cvtsi2ssl	%gs:2147483647(%r11), %xmm11
	cvtsi2ss	%r11d, %xmm14
	cvtsi2ss	%ecx, %xmm10
	cvtsi2ss	%r12d, %xmm13
	cvtsi2ss	%ecx, %xmm10
	cvtsi2sdq	%gs:1(,%r10), %xmm4
	cvtsi2sdq	%fs:-129(%rsp), %xmm15
	cvtsi2sdq	%gs:-128(%rbx,%r11,2), %xmm0
	cvtsi2sdq	1(%rbp), %xmm13
	cvtsi2sd	%r8, %xmm1
	cvtsi2sd	%rsp, %xmm8
	cvtsi2sd	%r15, %xmm9
	cvtsi2sd	%r9, %xmm13
	cvtsi2ssq	%gs:128(%rax,%r9,8), %xmm9
	cvtsi2ssq	%gs:1(%r14), %xmm0
	cvtsi2ssq	-2147483648(%rcx,%r11), %xmm4
	cvtsi2ssq	1(%rsp,%rcx), %xmm5
	cvtsi2ss	%rax, %xmm5
	cvtsi2ss	%r8, %xmm14
	cvtsi2ss	%r8, %xmm10
	cvtsi2ss	%r9, %xmm10
	cvttsd2si	1(%r13), %rsp
	cvttsd2si	%gs:-129(%rbp,%r8,2), %r8
	cvttsd2si	127(%rsp), %rcx
	cvttsd2si	-2147483648(%r12,%r14,4), %rdi
	cvttsd2si	%xmm4, %rdi
	cvttsd2si	%xmm4, %r13
	cvttsd2si	%xmm11, %r8
	cvttsd2si	%xmm4, %r13
	cvttsd2si	2147483647(%rbp,%r12,8), %r15d
	cvttsd2si	-129(%r13), %r8d
	cvttsd2si	128(%rbp), %r8d
	cvttsd2si	-129(%r14,%r12,4), %r11d
	cvttsd2si	%xmm12, %r10d
	cvttsd2si	%xmm15, %ebp
	cvttsd2si	%xmm1, %esp
	cvttsd2si	%xmm1, %esi
	cvttss2si	2147483647(%rbp), %r15
	cvttss2si	%fs:-2147483648(%r8,%rbp), %r13
	cvttss2si	-129(%rdi,%r10), %r14
	cvttss2si	-2147483648(%rsi), %rdi
	cvttss2si	%xmm14, %rbp
	cvttss2si	%xmm11, %r10
	cvttss2si	%xmm9, %r10
	cvttss2si	%xmm2, %rdi
	cvttss2si	-1(%rdx,%r14,2), %r10d
	cvttss2si	%gs:1(%r12,%r9,8), %r14d
	cvttss2si	(%rbx,%rsi,2), %r8d
	cvttss2si	-2147483648(%r9,%r14,2), %esp
	cvttss2si	%xmm15, %r8d
	cvttss2si	%xmm14, %edi
	cvttss2si	%xmm9, %r9d
	cvttss2si	%xmm10, %r11d
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
	decw	-2147483648
	decw	%fs:(%r14,%r10,2)
	decw	128
	decw	2147483647(%rbx)
	decw	%bp
	decw	%sp
	decw	%r9w
	decw	%r9w
	decl	%fs:-129(%rsp)
	decl	-128(,%r14)
	decl	-2147483648(%r11,%rbx)
	decl	%fs:127(%r8,%r12,2)
	decl	%r10d
	decl	%r9d
	decl	%ecx
	decl	%esp
	decq	-2147483648(%rdi)
	decq	(%rsi,%rcx,2)
	decq	-128(%r14,%rdx,4)
	decq	%fs:-2147483648(%r13,%rbx)
	decq	%r15
	decq	%r15
	decq	%r13
	decq	%r8
	decb	-128(%r9)
	decb	(%rcx)
	decb	128(%r15,%rbp,2)
	decb	128(%rcx)
	decb	%r8b
	decb	%r12b
	decb	%ch
	decb	%r10b
	divw	(%r8)
	divw	-129(%r9)
	divw	%gs:128
	divw	-128(,%rax,4)
	divw	%bp
	divw	%r12w
	divw	%dx
	divw	%bx
	divl	%gs:128(%r8,%r8,8)
	divl	-2147483648(%rsp)
	divl	1(%rip)
	divl	%fs:-1
	divl	%ecx
	divl	%r8d
	divl	%r15d
	divl	%ebx
	divq	1(%rdx)
	divq	-128(%r11)
	divq	-2147483648(%r9,%rbx,4)
	divq	1(%r12,%r11)
	divq	%rdx
	divq	%rsp
	divq	%r8
	divq	%r13
	divb	-128(%rdi,%r10,8)
	divb	-128
	divb	%gs:1(%rsi,%r9,4)
	divb	2147483647(%rdx)
	divb	%ch
	divb	%al
	divb	%dh
	divb	%r13b
	divsd	-2147483648(%r14), %xmm8
	divsd	-1(%rax), %xmm9
	divsd	2147483647(%r13), %xmm1
	divsd	%gs:128(%rip), %xmm9
	divsd	%xmm3, %xmm4
	divsd	%xmm0, %xmm11
	divsd	%xmm4, %xmm7
	divsd	%xmm9, %xmm0
	divss	-1(%rdx), %xmm7
	divss	127(%rbx), %xmm7
	divss	-128(%r9), %xmm4
	divss	128(%rsp), %xmm12
	divss	%xmm7, %xmm0
	divss	%xmm1, %xmm3
	divss	%xmm15, %xmm4
	divss	%xmm8, %xmm2
	ds
	ds
	ds
	ds
	enter	$32768, $1
	enter	$65535, $255
	enter	$-32768, $-102
	enter	$56473, $164
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
	idivw	%fs:-129(%r15)
	idivw	(%rsi)
	idivw	%gs:127(%r8)
	idivw	%fs:128(%rdx,%r13,2)
	idivw	%r8w
	idivw	%cx
	idivw	%r9w
	idivw	%r9w
	idivl	128(%r8)
	idivl	(,%r8,4)
	idivl	1(%rbp)
	idivl	-1(%r9)
	idivl	%r11d
	idivl	%r15d
	idivl	%edx
	idivl	%r10d
	idivq	-1(%r8)
	idivq	-2147483648(%r12)
	idivq	127(%r12,%rdi,4)
	idivq	2147483647(%rbp)
	idivq	%r12
	idivq	%r9
	idivq	%rdi
	idivq	%r9
	idivb	%gs:-2147483648(%rax,%rax,4)
	idivb	%gs:127(%rbx,%rbx,8)
	idivb	-128(%r15,%rcx)
	idivb	%fs:-128(%rsp)
	idivb	%r11b
	idivb	%r12b
	idivb	%bl
	idivb	%r8b
	imulw	2147483647(%r15,%r8,2)
	imulw	2147483647(%rcx)
	imulw	(%rax)
	imulw	-1(%rax,%r13,2)
	imulw	%di
	imulw	%bx
	imulw	%r9w
	imulw	%r13w
	imulw	128(%rbp,%rdx), %r14w
	imulw	-1(%rsp), %si
	imulw	%fs:-128(%rax,%rax,2), %si
	imulw	-129(%r9,%r10,2), %ax
	imulw	$39259, %fs:-2147483648(%rbp,%r15,8), %r8w
	imulw	$18486, 2147483647, %r13w
	imulw	$55330, %fs:-1(%rsi,%r10,2), %ax
	imulw	$-12994, 2147483647(%r10), %dx
	imulw	$-125, -128(%rdi), %r13w
	imulw	$-1, -128(%r10), %r14w
	imulw	$-85, 1(%rbx,%r11,8), %r15w
	imulw	$1, -2147483648(%r12), %di
	imulw	%r12w, %ax
	imulw	%r11w, %r8w
	imulw	%ax, %r11w
	imulw	%r10w, %dx
	imulw	$2575, %ax, %r13w
	imulw	$-29222, %r14w, %r10w
	imulw	$-1, %r13w, %r10w
	imulw	$65535, %ax, %r9w
	imulw	$127, %r12w, %cx
	imulw	$65422, %dx, %si
	imulw	$-128, %dx, %di
	imulw	$-83, %r13w, %r8w
	imull	-129(%r13)
	imull	%gs:1(%rdx)
	imull	-128(%r13,%r15,4)
	imull	128
	imull	%edx
	imull	%ebp
	imull	%edi
	imull	%edx
	imull	-128(%rdx,%r12), %r12d
	imull	2147483647, %r14d
	imull	(%r8,%r9,4), %r9d
	imull	-1(%rdx,%r15,2), %r10d
	imull	$4294967295, 1(%r8,%r10,8), %r11d
	imull	$2, -128(%r12), %edx
	imull	$4294967295, (%r13,%r14,4), %r9d
	imull	$2147483647, (%rcx), %r15d
	imull	$4294967203, -128(%r9,%r10), %ecx
	imull	$127, -128(%rax), %r12d
	imull	$4294967235, (%rsp,%rdi), %r15d
	imull	$2, %fs:128(%r11), %r12d
	imull	%r14d, %esp
	imull	%eax, %esi
	imull	%edx, %edi
	imull	%r8d, %r9d
	imull	$255, %r8d, %esi
	imull	$-2147483648, %r12d, %r9d
	imull	$-2066577067, %r15d, %r13d
	imull	$65536, %r15d, %r12d
	imull	$4294967208, %r15d, %r15d
	imull	$127, %r12d, %r12d
	imull	$4294967168, %r13d, %edx
	imull	$1, %r13d, %r12d
	imulq	%fs:128(%rbx,%r12,8)
	imulq	1(,%rcx,2)
	imulq	-1(%rax,%r13)
	imulq	-129
	imulq	%rbp
	imulq	%rcx
	imulq	%rbx
	imulq	%r9
	imulq	-2147483648(%r13,%r10,8), %r13
	imulq	-2147483648(%rbp,%r9), %rsi
	imulq	-1(,%rax,2), %rdi
	imulq	2147483647(%r12), %r10
	imulq	$-2004441896, 1(,%rdx,4), %r9
	imulq	$1, %gs:-129(%rcx), %r14
	imulq	$745386321, 2147483647(%r9,%r12,8), %rdx
	imulq	$-188834077, 1(%rbp,%r9,8), %r14
	imulq	$-43, %fs:128(%r10,%r15), %r8
	imulq	$109, %fs:1(%r10), %r8
	imulq	$127, %gs:-2147483648(%rsp), %r12
	imulq	$-62, %fs:(%r11,%r14), %r9
	imulq	%r9, %rcx
	imulq	%r12, %r12
	imulq	%r13, %rbp
	imulq	%rsp, %r8
	imulq	$-449480748, %rax, %rbx
	imulq	$-2147483648, %r14, %r11
	imulq	$2147483647, %rsi, %rcx
	imulq	$65536, %r9, %rsi
	imulq	$0, %rdi, %rsp
	imulq	$1, %rax, %rdi
	imulq	$89, %r12, %r11
	imulq	$0, %rdx, %r12
	imulb	1(%r15)
	imulb	127(%r14)
	imulb	%gs:-2147483648(%r14,%rdx,8)
	imulb	2147483647(%rbx)
	imulb	%bh
	imulb	%bh
	imulb	%r11b
	imulb	%dl
	incw	-2147483648(%r8)
	incw	2147483647(%rsi)
	incw	127(%r14)
	incw	%gs:-129(%r12,%rcx,8)
	incw	%r8w
	incw	%r8w
	incw	%r13w
	incw	%r12w
	incl	%gs:-129(%r13)
	incl	127(%rip)
	incl	%fs:128(%rbx)
	incl	1(%rcx,%r15,4)
	incl	%r14d
	incl	%r8d
	incl	%eax
	incl	%r15d
	incq	-2147483648(%r15)
	incq	127(%rsi)
	incq	-129(%r10,%rbx)
	incq	-128(,%r12)
	incq	%r9
	incq	%r15
	incq	%rdi
	incq	%rbx
	incb	-1(%r8,%r14,4)
	incb	1
	incb	-128(%rdi,%r10,4)
	incb	0
	incb	%r9b
	incb	%ah
	incb	%bl
	incb	%bh
	int	$0
	int	$183
	int	$125
	int	$80
	int3
	int3
	int3
	int3
	ja	target
	ja	target-128
	ja	target-4
	ja	target+127
	ja	target+8
	ja	target
	ja	target
	ja	target+8
	jae	target-128
	jae	target+127
	jae	target+8
	jae	target-128
	jae	target
	jae	target-4
	jae	target-128
	jae	target+8
	jb	target+127
	jb	target-4
	jb	target+8
	jb	target-4
	jb	target+127
	jb	target
	jb	target-4
	jb	target@PLT
	jbe	target-128
	jbe	target@PLT
	jbe	target+127
	jbe	target
	jbe	target+127
	jbe	target
	jbe	target@PLT
	jbe	target+127
	je	target@PLT
	je	target
	je	target
	je	target-4
	je	target+8
	je	target+8
	je	target
	je	target-4
	jg	target-128
	jg	target+127
	jg	target-128
	jg	target+127
	jg	target+127
	jg	target@PLT
	jg	target
	jg	target+8
	jge	target+127
	jge	target+127
	jge	target+8
	jge	target
	jge	target+8
	jge	target
	jge	target-4
	jge	target+8
	jl	target+127
	jl	target+127
	jl	target+8
	jl	target+127
	jl	target+8
	jl	target-128
	jl	target
	jl	target-128
	jle	target+8
	jle	target
	jle	target
	jle	target+8
	jle	target-128
	jle	target-128
	jle	target-4
	jle	target+8
	jne	target-128
	jne	target+127
	jne	target+127
	jne	target@PLT
	jne	target+8
	jne	target+8
	jne	target+8
	jne	target-4
	jno	target-4
	jno	target-128
	jno	target+127
	jno	target+127
	jno	target-128
	jno	target+127
	jno	target-128
	jno	target
	jnp	target-4
	jnp	target
	jnp	target+127
	jnp	target@PLT
	jnp	target+127
	jnp	target
	jnp	target+127
	jnp	target@PLT
	jns	target+127
	jns	target-4
	jns	target
	jns	target@PLT
	jns	target@PLT
	jns	target+127
	jns	target+8
	jns	target+8
	jo	target@PLT
	jo	target+127
	jo	target@PLT
	jo	target-128
	jo	target@PLT
	jo	target-128
	jo	target@PLT
	jo	target@PLT
	jp	target-128
	jp	target+127
	jp	target+127
	jp	target-128
	jp	target
	jp	target+8
	jp	target-128
	jp	target-128
	js	target+8
	js	target+127
	js	target
	js	target-128
	js	target-4
	js	target-128
	js	target+127
	js	target+8
	jecxz	target-4
	jecxz	target-4
	jecxz	target
	jecxz	target
	jmpq	*(%r11,%r10)
	jmpq	*128(%r9,%rsi)
	jmpq	*-128(%r10)
	jmpq	*%fs:1(%rax,%r14,8)
	jmpq	*%rax
	jmpq	*%r15
	jmpq	*%r14
	jmpq	*%r12
	jmp	target@PLT
	jmp	target
	jmp	target+127
	jmp	target
	jmp	target
	jmp	target-128
	jmp	target-128
	jmp	target+127
	jrcxz	target
	jrcxz	target+127
	jrcxz	target-4
	jrcxz	target@PLT
	lahf
	lahf
	lahf
	lahf
	leaw	%fs:128(%rdi), %si
	leaw	-1(%r14), %r12w
	leaw	-129(%rbp,%r11,4), %si
	leaw	127(%r8,%rbp,8), %r15w
	leal	128(%rip), %esi
	leal	-128(%rsp), %r11d
	leal	-1(%rax), %eax
	leal	%fs:2147483647(%rdi,%rdi,8), %eax
	leaq	%fs:-128(%r14,%r13), %r8
	leaq	127(%rcx), %rcx
	leaq	-2147483648(%rbx,%rcx,8), %r13
	leaq	%gs:1(%rax), %rcx
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
	loop	target+8
	loop	target-128
	loop	target
	loop	target+8
	loope	target-128
	loope	target@PLT
	loope	target+8
	loope	target
	loopne	target+8
	loopne	target-128
	loopne	target+8
	loopne	target
	lretl
	lretl
	lretl
	lretl
	lretq
	lretq
	lretq
	lretq
	lretl	$-20792
	lretl	$255
	lretl	$-129
	lretl	$32768
	lretq	$-17769
	lretq	$255
	lretq	$49183
	lretq	$128
	mfence
	mfence
	mfence
	mfence
	movabsw	0, %ax
	movabsw	256, %ax
	movabsw	2147483647, %ax
	movabsw	8132626089316025514, %ax
	movw	$-1, 127
	movw	$65535, 128(%r11,%rbx)
	movw	$-32768, -2147483648(%rdi)
	movw	$-128, 128(%rbp,%rbp)
	movw	%r10w, -2147483648
	movw	%si, (%rsi,%rax)
	movw	%si, 2147483647(%r14)
	movw	%ax, (,%rbp)
	movw	%es, 128(%r15)
	movw	%cs, %gs:2147483647(%r9,%r12,4)
	movw	%gs, 127(,%r14,4)
	movw	%es, -2147483648(%rbx,%rdi)
	movabsw	%ax, 1524533914228311975
	movabsw	%ax, 32768
	movabsw	%ax, 814042159365287468
	movabsw	%ax, 65535
	movw	$47410, %di
	movw	$-1, %bp
	movw	$32768, %si
	movw	$44177, %r11w
	movw	$65535, %r12w
	movw	$16156, %r12w
	movw	$-32768, %cx
	movw	$65535, %r15w
	movw	127(%rax), %bx
	movw	(%r13), %sp
	movw	128(%r11,%r13), %r8w
	movw	%gs:1(%rbx,%r12,2), %sp
	movw	%r14w, %r8w
	movw	%r8w, %r10w
	movw	%r8w, %bp
	movw	%sp, %r13w
	movw	%ax, %r8w
	movw	%r12w, %sp
	movw	%r9w, %ax
	movw	%cx, %r15w
	movw	%fs, %r10w
	movw	%gs, %bx
	movw	%cs, %r14w
	movw	%gs, %r13w
	movw	2147483647(%rbp,%r9,4), %gs
	movw	2147483647(%rcx,%rbx,2), %fs
	movw	-128(%rbx), %es
	movw	(%r13), %es
	movw	%di, %fs
	movw	%r12w, %es
	movw	%bp, %cs
	movw	%r8w, %fs
	movabsl	0, %eax
	movabsl	65535, %eax
	movabsl	2, %eax
	movabsl	0, %eax
	movl	$32767, -128(%rbx)
	movl	$2, %fs:128(%r8,%r10,8)
	movl	$-2147483648, -129(%rsp)
	movl	$1558479613, -128(%r15)
	movl	%ebx, -1(%r10)
	movl	%ebp, -2147483648(,%r11,2)
	movl	%r15d, 127(%r14,%rdi)
	movl	%r8d, -2147483648(%r14,%rsi,2)
	movabsl	%eax, 9223372036854775807
	movabsl	%eax, 9223372036854775807
	movabsl	%eax, 255
	movabsl	%eax, 2024399707191193969
	movl	$255, %ebp
	movl	$1013053769, %edi
	movl	$-1895581431, %r12d
	movl	$32767, %edx
	movl	$-2147483648, %r14d
	movl	$-1, %r12d
	movl	$-2147483648, %ebp
	movl	$-1662573712, %r10d
	movl	128, %esi
	movl	%gs:1(%r13), %r13d
	movl	1(%rip), %r10d
	movl	2147483647(%r14,%r9,2), %r15d
	movl	%r8d, %r10d
	movl	%r10d, %r11d
	movl	%r8d, %esp
	movl	%r8d, %ebp
	movl	%ebp, %r8d
	movl	%r13d, %eax
	movl	%r12d, %r11d
	movl	%eax, %r15d
	movl	%cs, %eax
	movl	%fs, %eax
	movl	%gs, %edi
	movl	%ss, %r15d
	movl	%edi, %ds
	movl	%edi, %es
	movl	%esp, %fs
	movl	%edx, %ds
	movabsq	4294967295, %rax
	movabsq	4294967295, %rax
	movabsq	4294967295, %rax
	movabsq	65536, %rax
	movq	$2147483647, -129(%rip)
	movq	$-804268327, -2147483648(%r13)
	movq	$-1222787912, 2147483647(%rbp,%rax,2)
	movq	$2147483647, -1(,%rbp,8)
	movq	%rbp, -128(%r11,%rsi,4)
	movq	%rbx, 127(%r12)
	movq	%r12, -1(%rsp)
	movq	%r9, -129(%rcx,%rdi,8)
	movabsq	%rax, 2147483647
	movabsq	%rax, 2147483647
	movabsq	%rax, 1491025298259977036
	movabsq	%rax, 8269481860320733897
	movabsq	$4294967295, %r13
	movabsq	$2, %r11
	movabsq	$32768, %rbp
	movabsq	$-9223372036854775808, %rdx
	movq	$-1176567568, %rsp
	movq	$65536, %r14
	movq	$2147483647, %r9
	movq	$-2147483648, %r15
	movq	2147483647(%r10,%rax,4), %rcx
	movq	(%rip), %r13
	movq	2147483647(%r11), %rsp
	movq	1(%r11), %rdi
	movq	%r10, %r8
	movq	%r13, %r10
	movq	%rbp, %rdx
	movq	%r13, %r13
	movq	%r11, %r11
	movq	%rcx, %r10
	movq	%r14, %r10
	movq	%r14, %r8
	movq	%ss, %r13
	movq	%fs, %r13
	movq	%ss, %r13
	movq	%gs, %rcx
	movq	%rdi, %ds
	movq	%r10, %gs
	movq	%rbp, %ss
	movq	%rsi, %ds
	movq	-1, %xmm0
	movq	-2147483648(%rdi), %xmm6
	movq	-129(%r9,%r12,8), %xmm7
	movq	1(%rcx), %xmm10
	movq	%rsi, %xmm10
	movq	%r14, %xmm7
	movq	%r15, %xmm3
	movq	%rbp, %xmm7
	movabsb	9223372036854775807, %al
	movabsb	1, %al
	movabsb	2147483647, %al
	movabsb	1031189155708162198, %al
	movb	$127, 128(%r13,%r9)
	movb	$0, 1(%rsi)
	movb	$0, 128(%rax,%rdi)
	movb	$-128, 1(%r14,%rdi,8)
	movb	%dil, -129(%rbp)
	movb	%dh, %gs:2147483647(%rbx,%rax,8)
	movb	%r11b, %fs:128
	movb	%r11b, -128(%rsi,%r12,2)
	movabsb	%al, 32768
	movabsb	%al, 5273138629226174529
	movabsb	%al, 4591575594265935164
	movabsb	%al, 2147483647
	movb	$-128, %spl
	movb	$-128, %sil
	movb	$-128, %r8b
	movb	$-3, %sil
	movb	$126, %r10b
	movb	$0, %sil
	movb	$68, %r11b
	movb	$-128, %r8b
	movb	-129(%r10), %bpl
	movb	%fs:-128(%r14), %r10b
	movb	128(%r8), %bpl
	movb	2147483647(%rsi,%rax), %r13b
	movb	%ch, %dl
	movb	%r12b, %r12b
	movb	%r11b, %al
	movb	%bh, %al
	movb	%cl, %r8b
	movb	%bl, %ah
	movb	%r13b, %cl
	movb	%dil, %bpl
	movd	1(%rdi), %xmm3
	movd	%gs:-129(%rsp,%rbx,2), %xmm10
	movd	2147483647(%r15), %xmm11
	movd	1(%rbx,%rdi,8), %xmm0
	movd	%r14d, %xmm5
	movd	%r11d, %xmm10
	movd	%esp, %xmm3
	movd	%ecx, %xmm10
	movd	%xmm8, -2147483648(%r12)
	movd	%xmm9, -2147483648(%rcx,%r8,2)
	movd	%xmm12, 2147483647(%r10)
	movd	%xmm7, -2147483648(%r14,%rcx,2)
	movd	%xmm5, %r14d
	movd	%xmm13, %edx
	movd	%xmm8, %eax
	movd	%xmm12, %r12d
	movq	%xmm12, -1(%r12,%r14)
	movq	%xmm4, 2147483647(%rax)
	movq	%xmm5, %fs:2147483647
	movq	%xmm4, %gs:-1(%rbp,%r11,8)
	movq	%xmm5, %xmm4
	movq	%xmm1, %xmm10
	movq	%xmm2, %xmm9
	movq	%xmm0, %xmm11
	movq	%xmm8, (%r12)
	movq	%xmm7, 127(,%rdi,8)
	movq	%xmm10, 2147483647(%r12)
	movq	%xmm6, %gs:-2147483648(%rbx)
	movq	%xmm5, %r10
	movq	%xmm14, %rdx
	movq	%xmm4, %rax
	movq	%xmm3, %rdi
	movq	%fs:-2147483648(%r11), %xmm5
	movq	(%rdx,%rbx,4), %xmm3
	movq	%fs:-1(%r10), %xmm0
	movq	(%r15,%r13,2), %xmm1
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsb	(%rsi), %es:(%rdi)
	movsd	%xmm11, 2147483647(%r12,%rax,8)
	movsd	%xmm12, -2147483648(%r15)
	movsd	%xmm9, 1(%rdi)
	movsd	%xmm14, -2147483648(%rdi,%r14)
	movsd	2147483647(%r14), %xmm4
	movsd	-1(%rdx), %xmm7
	movsd	%gs:1(%rbx,%rdx), %xmm0
	movsd	%fs:2147483647(%r8,%r11,2), %xmm0
	movsd	%xmm10, %xmm3
	movsd	%xmm9, %xmm2
	movsd	%xmm12, %xmm9
	movsd	%xmm13, %xmm9
	movsd	%xmm6, %xmm3
	movsd	%xmm12, %xmm9
	movsd	%xmm8, %xmm9
	movsd	%xmm8, %xmm7
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsl	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movsq	(%rsi), %es:(%rdi)
	movss	%xmm8, 2147483647(%rip)
	movss	%xmm3, -1(%r14,%r14,4)
	movss	%xmm1, %fs:127(%rdi)
	movss	%xmm14, %fs:-129(%rax)
	movss	%fs:-2147483648(%r14), %xmm8
	movss	%gs:-128(%rip), %xmm0
	movss	%gs:-1(%rbx,%rbp), %xmm10
	movss	%gs:-128(%r8), %xmm12
	movss	%xmm2, %xmm2
	movss	%xmm6, %xmm7
	movss	%xmm2, %xmm1
	movss	%xmm13, %xmm3
	movss	%xmm11, %xmm8
	movss	%xmm10, %xmm15
	movss	%xmm11, %xmm6
	movss	%xmm14, %xmm6
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsw	(%rsi), %es:(%rdi)
	movsbw	%fs:128(%r10), %sp
	movsbw	(%rbx,%r11,2), %bp
	movsbw	128, %ax
	movsbw	-128(%r8), %r14w
	movsbw	%sil, %di
	movsbw	%bh, %si
	movsbw	%r11b, %r15w
	movsbw	%r14b, %si
	movswl	127(%rbp), %r15d
	movswl	%fs:-2147483648, %eax
	movswl	127(%rsi,%rbp,8), %esp
	movswl	-1(%r13), %r9d
	movsbl	%fs:-129(%r9,%r12,4), %r8d
	movsbl	%fs:-128(%r15), %r10d
	movsbl	-129(%r8), %ecx
	movsbl	-2147483648(%rip), %ecx
	movswl	%di, %ecx
	movswl	%r10w, %ecx
	movswl	%cx, %r12d
	movswl	%dx, %r13d
	movsbl	%al, %r9d
	movsbl	%r14b, %ebp
	movsbl	%r12b, %r15d
	movsbl	%r14b, %esp
	movswq	%gs:(%rip), %rsp
	movswq	%gs:127(%rbp), %r15
	movswq	2147483647(%r12), %rdi
	movswq	%gs:-128(%r15,%rsi,2), %rsi
	movslq	1(%r11,%r11,4), %r11
	movslq	1(%r10), %rcx
	movslq	1(%rsi,%r13,8), %rdi
	movslq	%gs:127(%rsi,%r8,2), %rcx
	movsbq	%fs:-1(,%rax,4), %rsi
	movsbq	-129(%r15), %r12
	movsbq	%fs:128(%rbx,%r14,4), %r8
	movsbq	2147483647(,%r9), %rax
	movswq	%r8w, %r8
	movswq	%r11w, %rax
	movswq	%cx, %r10
	movswq	%r15w, %rax
	movslq	%r10d, %r14
	movslq	%r13d, %rsp
	movslq	%r13d, %rcx
	movslq	%r8d, %r11
	movsbq	%r10b, %rcx
	movsbq	%r8b, %r14
	movsbq	%r14b, %rbx
	movsbq	%dil, %r13
	movq	%xmm0, %xmm2
	movq	%xmm1, %xmm9
	movq	%xmm3, %xmm5
	movq	%xmm13, %xmm9
	movzbw	127, %di
	movzbw	%gs:-1(,%rcx,2), %r10w
	movzbw	%gs:0, %si
	movzbw	1(%r12,%rsi), %si
	movzbw	%r12b, %r15w
	movzbw	%bl, %r14w
	movzbw	%r12b, %sp
	movzbw	%spl, %r10w
	movzwl	2147483647(%r15), %r12d
	movzwl	-2147483648(%rsi,%rbx), %edi
	movzwl	-128(%r14), %r10d
	movzwl	-2147483648, %ebp
	movzbl	-1(%r11), %ebx
	movzbl	2147483647(%rax,%rax,4), %r12d
	movzbl	-128(%rsp,%r14,4), %r14d
	movzbl	128(%r14), %r12d
	movzwl	%r11w, %ebp
	movzwl	%r11w, %r15d
	movzwl	%r10w, %r12d
	movzwl	%ax, %r14d
	movzbl	%sil, %r12d
	movzbl	%ah, %ebx
	movzbl	%al, %r14d
	movzbl	%r15b, %r15d
	movzwq	127(%rcx,%rbx,2), %r8
	movzwq	128(,%rcx,2), %r13
	movzwq	%gs:2147483647(%rcx,%r15), %r15
	movzwq	2147483647(%rdi,%r10,8), %r12
	movzbq	2147483647(%r12,%rbp), %r11
	movzbq	%fs:127(,%rsi,4), %rsp
	movzbq	%fs:-2147483648(%rax,%r10), %r9
	movzbq	1(%r8), %rax
	movzwq	%r14w, %rbp
	movzwq	%bx, %r12
	movzwq	%bp, %rax
	movzwq	%di, %rdx
	movzbq	%r8b, %rdi
	movzbq	%al, %rcx
	movzbq	%r8b, %rbp
	movzbq	%bl, %rcx
	mulw	(%r8,%rdx)
	mulw	127(%r14)
	mulw	(%r14,%r14,4)
	mulw	127(%rsi)
	mulw	%r10w
	mulw	%di
	mulw	%r8w
	mulw	%dx
	mull	-129(%r11,%r11,8)
	mull	1(%r13)
	mull	-128(%r8,%rdx)
	mull	-1(%r14,%rsi,8)
	mull	%r10d
	mull	%edx
	mull	%ebp
	mull	%r11d
	mulq	1(%rip)
	mulq	127(%r15,%rdx)
	mulq	127(%r11)
	mulq	%fs:1(%rip)
	mulq	%rcx
	mulq	%rbp
	mulq	%rcx
	mulq	%rcx
	mulb	(%rbx)
	mulb	%gs:-128(%r15)
	mulb	(%rsi,%r9,8)
	mulb	-129(%r12)
	mulb	%r15b
	mulb	%spl
	mulb	%r8b
	mulb	%r10b
	mulsd	1(%rdx), %xmm7
	mulsd	%fs:127(%r14), %xmm6
	mulsd	%gs:(%r13,%r15,8), %xmm0
	mulsd	128, %xmm11
	mulsd	%xmm8, %xmm11
	mulsd	%xmm9, %xmm6
	mulsd	%xmm6, %xmm0
	mulsd	%xmm13, %xmm4
	mulss	-129, %xmm14
	mulss	(%rip), %xmm12
	mulss	%gs:-1(%rsp,%rax), %xmm4
	mulss	2147483647(%rax,%rbx), %xmm1
	mulss	%xmm15, %xmm6
	mulss	%xmm1, %xmm0
	mulss	%xmm3, %xmm7
	mulss	%xmm2, %xmm14
	negw	%fs:-128(%r14,%r12,8)
	negw	127(%rbp,%r12,2)
	negw	%gs:2147483647(%r11,%r8)
	negw	%gs:128(%r11)
	negw	%r8w
	negw	%bp
	negw	%r14w
	negw	%r13w
	negl	-1(%rsi,%rsi)
	negl	1(%rsi,%r13,8)
	negl	-1(%r13)
	negl	127(%rdx,%r10)
	negl	%edx
	negl	%ebx
	negl	%r15d
	negl	%esp
	negq	128(,%rsi,8)
	negq	128(%r9,%rbp,8)
	negq	2147483647(%r13)
	negq	%gs:-2147483648(%r10,%r8,8)
	negq	%r10
	negq	%rdx
	negq	%rbp
	negq	%rdi
	negb	128
	negb	-1(%r15,%r10,4)
	negb	2147483647
	negb	2147483647(%rbx,%r8,4)
	negb	%dl
	negb	%al
	negb	%bpl
	negb	%dil
	nop
	nop
	nop
	nop
	nopl	%fs:-1(%rip)
	nopl	-129(%rax,%rbx)
	nopl	%fs:-1(%rsp,%r8,2)
	nopl	2147483647(%r13)
	nopl	%esi
	nopl	%esp
	nopl	%r8d
	nopl	%r14d
	nopq	-129(%r11,%rdi)
	nopq	128(%r14,%rbx,4)
	nopq	-1(%r11,%r10,2)
	nopq	(%r15,%rcx,8)
	nopq	%r11
	nopq	%r11
	nopq	%rcx
	nopq	%r10
	nopw	-129(%r12)
	nopw	1(%rip)
	nopw	-1(%rip)
	nopw	%fs:2147483647(%rbx)
	nopw	%si
	nopw	%di
	nopw	%si
	nopw	%r11w
	notw	-128(%r11)
	notw	128(%rax,%rbx)
	notw	-129(%r11)
	notw	%gs:-128
	notw	%r13w
	notw	%cx
	notw	%cx
	notw	%r8w
	notl	127(%rsp)
	notl	%gs:1(%rsp)
	notl	-1(%r14)
	notl	-1(%r9)
	notl	%r8d
	notl	%eax
	notl	%r13d
	notl	%ebp
	notq	%fs:127(%r11)
	notq	1(%r13,%rbx,8)
	notq	-1(%r15)
	notq	%fs:-128(%rbx)
	notq	%rdx
	notq	%rcx
	notq	%r11
	notq	%r12
	notb	-1(%r8,%rax,8)
	notb	-2147483648(%r9,%rsi,4)
	notb	128(%rip)
	notb	128(%rbx)
	notb	%r11b
	notb	%dh
	notb	%bpl
	notb	%al
	orw	$24019, %ax
	orw	$32718, %ax
	orw	$-32768, %ax
	orw	$-32768, %ax
	orw	$1, (%rbx)
	orw	$61739, -1(%rbx,%rcx,4)
	orw	$-22210, (%rbp)
	orw	$511, %fs:-1(,%rax,4)
	orw	$-128, (%r12,%rbp,8)
	orw	$0, -1(%rax)
	orw	$65484, 128
	orw	$9, -129(%rbx,%rbp,4)
	orw	%sp, 128(,%rbx,8)
	orw	%r10w, -129
	orw	%di, %gs:-128(%r14,%rdi,4)
	orw	%si, %gs:-128(%rdi)
	orw	$42824, %ax
	orw	$32767, %di
	orw	$0, %bp
	orw	$-1258, %bp
	orw	$-26, %r11w
	orw	$65408, %r9w
	orw	$94, %ax
	orw	$65408, %ax
	orw	127(%rax,%r9,4), %r10w
	orw	127(%r9,%r9,4), %bp
	orw	-2147483648(%r11,%r14,2), %r10w
	orw	%fs:(%r15), %bp
	orw	%r14w, %cx
	orw	%cx, %bx
	orw	%r8w, %dx
	orw	%sp, %si
	orw	%bx, %dx
	orw	%di, %r15w
	orw	%dx, %r9w
	orw	%r14w, %r14w
	orl	$4294967295, %eax
	orl	$255, %eax
	orl	$-2147483648, %eax
	orl	$-1340555146, %eax
	orl	$4294967295, 2147483647(%r10,%r15)
	orl	$32768, -129(%rdx)
	orl	$65535, -129(%rbp)
	orl	$215283331, %gs:-2147483648(%r10,%r9)
	orl	$4294967274, (%r12)
	orl	$-78, -1(%r10,%r14,8)
	orl	$-128, -2147483648(%rip)
	orl	$100, 1
	orl	%esi, %gs:2147483647(%r15,%rdx,8)
	orl	%eax, -129(%rsp,%r10,2)
	orl	%r14d, 128(%rip)
	orl	%r13d, -1(%rdi,%r11,2)
	orl	$255, %ecx
	orl	$4294967295, %r12d
	orl	$128, %edx
	orl	$4294967295, %ebp
	orl	$-101, %r8d
	orl	$-128, %r10d
	orl	$116, %ebx
	orl	$4294967176, %r8d
	orl	(%r15,%rdx,4), %ebx
	orl	-129(%r10), %esp
	orl	127(%rsp), %r12d
	orl	-128(%r13), %ebx
	orl	%eax, %edx
	orl	%ebp, %ebp
	orl	%eax, %esp
	orl	%r8d, %r14d
	orl	%r15d, %r8d
	orl	%r14d, %ecx
	orl	%r15d, %ecx
	orl	%r10d, %edx
	orq	$-1915648952, %rax
	orq	$-378955256, %rax
	orq	$2147483647, %rax
	orq	$1568537414, %rax
	orq	$2147483647, -2147483648(%rsp,%r10,8)
	orq	$256, -1(%r10)
	orq	$-2147483648, %fs:128(%rdx,%rbx,8)
	orq	$32768, -129(%r12)
	orq	$127, %fs:-2147483648(%r14,%r10,2)
	orq	$-128, 2147483647(%r8,%rbx,8)
	orq	$44, -2147483648(%r10,%r8)
	orq	$-32, 1(%r8)
	orq	%r14, %fs:1(%rcx,%r10,8)
	orq	%r13, -128(%r12,%rdx,4)
	orq	%r14, -1(%rsp)
	orq	%r9, %gs:(%r13,%r10)
	orq	$-128, %rcx
	orq	$2147483647, %r12
	orq	$-2147483648, %r15
	orq	$-149927473, %r8
	orq	$2, %rbx
	orq	$-128, %rcx
	orq	$0, %rdx
	orq	$0, %rdx
	orq	%gs:-1(%r10,%r12,4), %rbx
	orq	-2147483648(%r10), %r9
	orq	128(%rdx), %r14
	orq	-128(,%r15,4), %rbp
	orq	%r8, %rsi
	orq	%r8, %r9
	orq	%r8, %r14
	orq	%r15, %r14
	orq	%r10, %r9
	orq	%rax, %r13
	orq	%rbp, %r10
	orq	%rcx, %r13
	orb	$81, %al
	orb	$0, %al
	orb	$-58, %al
	orb	$1, %al
	orb	$255, %fs:-128(%r12,%r13,2)
	orb	$255, (%rip)
	orb	$99, -129(%rdi,%r11,4)
	orb	$200, 1(%r8)
	orb	%bl, -2147483648(%rdi)
	orb	%bl, %fs:-129(%r8)
	orb	%bh, 1
	orb	%r11b, 128(%r12,%r9,4)
	orb	$0, %sil
	orb	$235, %dh
	orb	$255, %r8b
	orb	$-57, %r14b
	orb	2147483647(%rdi), %r15b
	orb	127, %spl
	orb	128(%r8,%rax), %r8b
	orb	%gs:2147483647(%rax,%r15,8), %r13b
	orb	%cl, %spl
	orb	%r10b, %dil
	orb	%bh, %bh
	orb	%r13b, %r13b
	orb	%r15b, %r8b
	orb	%al, %bl
	orb	%r12b, %r9b
	orb	%dl, %al
	pause
	pause
	pause
	pause
	popw	%dx
	popw	%ax
	popw	%bx
	popw	%dx
	popw	128(%r12,%r10,4)
	popw	2147483647(,%rax,2)
	popw	%gs:2147483647(%r13,%r8,8)
	popw	1(%r15,%r12,4)
	popw	%r9w
	popw	%bp
	popw	%r11w
	popw	%bx
	popq	%rbx
	popq	%r9
	popq	%rbx
	popq	%rsi
	popq	%fs:-1(%r12,%rbp)
	popq	128(%rip)
	popq	(%rbp,%rbp,8)
	popq	%gs:-2147483648
	popq	%rdx
	popq	%r12
	popq	%r13
	popq	%rcx
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
	pushw	$114
	pushw	$65444
	pushw	$85
	pushw	$113
	pushw	%cx
	pushw	%bx
	pushw	%sp
	pushw	%ax
	pushw	%gs:-2147483648(%r8,%r10,8)
	pushw	-1(%r11,%r8,8)
	pushw	-1(%rsi,%rbx,4)
	pushw	-129
	pushw	%ax
	pushw	%bp
	pushw	%r11w
	pushw	%r14w
	pushq	$-2147483648
	pushq	$-2147483648
	pushq	$-2147483648
	pushq	$0
	pushq	$111
	pushq	$-89
	pushq	$1
	pushq	$127
	pushq	%rsp
	pushq	%rsi
	pushq	%rdx
	pushq	%r10
	pushq	1(%rsp)
	pushq	%gs:-128(%r11,%rsi,2)
	pushq	-128(%r8)
	pushq	-129(%rbp,%r9)
	pushq	%rsi
	pushq	%r14
	pushq	%rax
	pushq	%rcx
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
	pushw	$29789
	pushw	$-32768
	pushw	$65535
	pushw	$127
	rclw	%fs:-1(%rsi)
	rclw	(%rdx)
	rclw	1(%r13,%rbp,4)
	rclw	128(%r12,%r15,4)
	rclw	%cl, 1(%r15)
	rclw	%cl, 2147483647(%r11,%rbp)
	rclw	%cl, %gs:-128(%rbx,%r13,4)
	rclw	%cl, 2147483647(%rsi,%r9)
	rclw	$223, %fs:-1(%rdi,%rdx,4)
	rclw	$0, %gs:1(%r10,%rdx,4)
	rclw	$2, -128(%r10,%rbx,2)
	rclw	$59, 127(%r9)
	rclw	%r15w
	rclw	%sp
	rclw	%bp
	rclw	%sp
	rclw	%cl, %r8w
	rclw	%cl, %di
	rclw	%cl, %si
	rclw	%cl, %r9w
	rclw	$5, %si
	rclw	$64, %r13w
	rclw	$0, %ax
	rclw	$2, %r8w
	rcll	-2147483648(%r12)
	rcll	128(%r13)
	rcll	(%rax,%r8,4)
	rcll	1(%rbp)
	rcll	%cl, -129(,%rsi,2)
	rcll	%cl, -128(%r15)
	rcll	%cl, %fs:-128(%rcx)
	rcll	%cl, -1(%r10,%rbx,4)
	rcll	$255, -1(%r10)
	rcll	$241, (%r10)
	rcll	$128, -129(%r13,%rsi,4)
	rcll	$48, 2147483647(%rcx,%rax)
	rcll	%eax
	rcll	%r14d
	rcll	%edx
	rcll	%edx
	rcll	%cl, %r11d
	rcll	%cl, %edi
	rcll	%cl, %ebp
	rcll	%cl, %r14d
	rcll	$208, %esp
	rcll	$2, %ebx
	rcll	$124, %eax
	rcll	$255, %r13d
	rclq	%gs:128(,%rcx,2)
	rclq	-129(,%rbp,4)
	rclq	%gs:1(%r11,%rdx,4)
	rclq	-1(%rsp,%rbx,4)
	rclq	%cl, 1(%rsi)
	rclq	%cl, -129(,%r13,4)
	rclq	%cl, %fs:-2147483648(%rbx,%r15,8)
	rclq	%cl, -129(%rax,%r8,8)
	rclq	$0, -129(%rsi,%r9,8)
	rclq	$0, (%r12)
	rclq	$0, 128(%rsp)
	rclq	$71, 2147483647(%r12)
	rclq	%r15
	rclq	%r12
	rclq	%rsp
	rclq	%rcx
	rclq	%cl, %r9
	rclq	%cl, %r13
	rclq	%cl, %rbx
	rclq	%cl, %r15
	rclq	$109, %rbx
	rclq	$231, %rdx
	rclq	$245, %rax
	rclq	$115, %rbx
	rclb	(%r14)
	rclb	127(%rdx,%rbx)
	rclb	%gs:128(%r15,%r13,8)
	rclb	(%rsp,%r15,8)
	rclb	%cl, 1(%r10,%r8,8)
	rclb	%cl, 127(%r14)
	rclb	%cl, 2147483647(%r8,%r12,8)
	rclb	%cl, 2147483647(%r14,%rdx,8)
	rclb	$255, 128(%r15)
	rclb	$255, %gs:2147483647(%rcx,%r10,8)
	rclb	$106, -1(%r9)
	rclb	$0, -128(%rbp,%r11)
	rclb	%r14b
	rclb	%spl
	rclb	%r8b
	rclb	%r11b
	rclb	%cl, %r13b
	rclb	%cl, %al
	rclb	%cl, %dh
	rclb	%cl, %dil
	rclb	$134, %bh
	rclb	$2, %bl
	rclb	$157, %ch
	rclb	$74, %r11b
	rcrw	-129(%r12,%r15,2)
	rcrw	-2147483648(,%r13)
	rcrw	2147483647(%rip)
	rcrw	-129
	rcrw	%cl, 127(%r13,%rdx,4)
	rcrw	%cl, 2147483647(%rsp)
	rcrw	%cl, %gs:127(%rsp,%r10,8)
	rcrw	%cl, 2147483647(%r12,%rdi)
	rcrw	$128, -128(,%rsi,4)
	rcrw	$113, -129
	rcrw	$21, 128(%r9)
	rcrw	$128, -128(%r8,%rcx,2)
	rcrw	%dx
	rcrw	%r10w
	rcrw	%r15w
	rcrw	%r10w
	rcrw	%cl, %cx
	rcrw	%cl, %si
	rcrw	%cl, %cx
	rcrw	%cl, %dx
	rcrw	$255, %sp
	rcrw	$255, %bp
	rcrw	$104, %si
	rcrw	$69, %sp
	rcrl	2147483647(%r12)
	rcrl	2147483647(%rbx)
	rcrl	1(%rsi,%r8)
	rcrl	2147483647(%rcx,%r9)
	rcrl	%cl, 1(%r10)
	rcrl	%cl, %fs:-128(%rdx)
	rcrl	%cl, %gs:-129(%r10)
	rcrl	%cl, (%rsi)
	rcrl	$51, 127(%r11)
	rcrl	$2, 1(%r11,%r12)
	rcrl	$119, %gs:-1(%rcx,%r11,4)
	rcrl	$0, 127(%rax,%rcx,2)
	rcrl	%ebx
	rcrl	%r13d
	rcrl	%ebp
	rcrl	%r10d
	rcrl	%cl, %esi
	rcrl	%cl, %ecx
	rcrl	%cl, %edx
	rcrl	%cl, %eax
	rcrl	$255, %r8d
	rcrl	$121, %r9d
	rcrl	$168, %r11d
	rcrl	$127, %r15d
	rcrq	127
	rcrq	%fs:128(%r10,%r11,8)
	rcrq	128(%rbx)
	rcrq	%fs:-129
	rcrq	%cl, -1(%rbp,%r12,2)
	rcrq	%cl, (%r11)
	rcrq	%cl, %gs:-128(%r14,%rdx,8)
	rcrq	%cl, %gs:2147483647(%rsi,%r12,2)
	rcrq	$239, 2147483647(,%r11)
	rcrq	$2, -1(%rsi,%r12,2)
	rcrq	$7, 2147483647
	rcrq	$0, (%r10)
	rcrq	%r13
	rcrq	%r11
	rcrq	%r14
	rcrq	%rax
	rcrq	%cl, %r8
	rcrq	%cl, %rsi
	rcrq	%cl, %r14
	rcrq	%cl, %r10
	rcrq	$2, %r13
	rcrq	$243, %rsi
	rcrq	$128, %r12
	rcrq	$0, %r8
	rcrb	%fs:2147483647(%r10)
	rcrb	128(,%r14,2)
	rcrb	1(%r14)
	rcrb	2147483647(%r9)
	rcrb	%cl, 127(%rcx)
	rcrb	%cl, (%rsp,%r14,4)
	rcrb	%cl, 2147483647(%r10,%rsi,2)
	rcrb	%cl, -1(%r9)
	rcrb	$255, %gs:127(%r15,%rax)
	rcrb	$255, -129(%r14,%r11,4)
	rcrb	$207, 127(%rsp)
	rcrb	$0, -2147483648(%rdx,%r10,4)
	rcrb	%bl
	rcrb	%r11b
	rcrb	%r9b
	rcrb	%r8b
	rcrb	%cl, %bh
	rcrb	%cl, %cl
	rcrb	%cl, %dil
	rcrb	%cl, %dh
	rcrb	$127, %r12b
	rcrb	$26, %dl
	rcrb	$0, %ah
	rcrb	$2, %r12b
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
	retq	$-129
	retq	$0
	retq	$-13890
	retq	$-1
	rex64
	rex64
	rex64
	rex64
	rolw	-129(%r11)
	rolw	-129(%r12,%r9,8)
	rolw	-129(%r14)
	rolw	-1(%rdi,%r8,4)
	rolw	%cl, %fs:-1(%r12)
	rolw	%cl, -129(%r12,%rbx)
	rolw	%cl, 128(,%r11)
	rolw	%cl, %fs:128
	rolw	$252, %gs:-128(%rdi,%rax,4)
	rolw	$210, -129(%rcx)
	rolw	$23, 2147483647(%rbx)
	rolw	$214, 128(%r11)
	rolw	%r12w
	rolw	%ax
	rolw	%sp
	rolw	%r15w
	rolw	%cl, %di
	rolw	%cl, %r9w
	rolw	%cl, %dx
	rolw	%cl, %r11w
	rolw	$83, %r14w
	rolw	$137, %ax
	rolw	$128, %si
	rolw	$0, %r12w
	roll	128(%rcx)
	roll	2147483647(%rcx,%r11,4)
	roll	-1(%rsp)
	roll	1(%r10,%rsi,8)
	roll	%cl, -129(%r12)
	roll	%cl, 128(%r15,%r13,4)
	roll	%cl, 1
	roll	%cl, 1(%rcx,%r15)
	roll	$0, %fs:-1(%r10)
	roll	$232, 2147483647
	roll	$218, (,%rbp,8)
	roll	$219, -2147483648(%rsi,%r8)
	roll	%ebp
	roll	%r13d
	roll	%edi
	roll	%ecx
	roll	%cl, %esp
	roll	%cl, %r14d
	roll	%cl, %edi
	roll	%cl, %r8d
	roll	$132, %edx
	roll	$67, %edx
	roll	$171, %eax
	roll	$0, %r10d
	rolq	1(,%rbp,2)
	rolq	128(%r15)
	rolq	%gs:2147483647(%rsi,%rdi,2)
	rolq	-1(%rbp,%r12,8)
	rolq	%cl, -1(%r13,%rbp,4)
	rolq	%cl, %fs:-129(%rax,%r9,4)
	rolq	%cl, -128(%r11,%r15,2)
	rolq	%cl, -1(%r14,%rbp,8)
	rolq	$244, -128(%r8,%rsi,2)
	rolq	$250, 128(%r9,%rsi,8)
	rolq	$220, 2147483647
	rolq	$0, -1(%r8,%rcx,4)
	rolq	%r10
	rolq	%r9
	rolq	%rcx
	rolq	%r11
	rolq	%cl, %r15
	rolq	%cl, %rbp
	rolq	%cl, %rbp
	rolq	%cl, %r13
	rolq	$0, %r9
	rolq	$255, %rbp
	rolq	$190, %rsp
	rolq	$2, %rsp
	rolb	1(%rcx,%rdi,4)
	rolb	1(%r10,%rbp,8)
	rolb	(%rip)
	rolb	127(%rcx,%r15,4)
	rolb	%cl, %fs:1(%rdx,%r8,2)
	rolb	%cl, 2147483647
	rolb	%cl, 128(%r8)
	rolb	%cl, -1(%rbp)
	rolb	$0, 127(%rsp)
	rolb	$126, 127(%rsp)
	rolb	$128, 128(%r14)
	rolb	$0, %fs:2147483647(%r15)
	rolb	%bh
	rolb	%dh
	rolb	%r10b
	rolb	%bpl
	rolb	%cl, %al
	rolb	%cl, %cl
	rolb	%cl, %cl
	rolb	%cl, %sil
	rolb	$215, %dl
	rolb	$255, %dl
	rolb	$2, %sil
	rolb	$2, %al
	rorw	%fs:1(%r14)
	rorw	%gs:(%rsi,%r8)
	rorw	%gs:2147483647(%rcx)
	rorw	1(%rbp)
	rorw	%cl, 128(%rsp)
	rorw	%cl, -128(%rip)
	rorw	%cl, 2147483647(%r9)
	rorw	%cl, %gs:-129(%rsp,%rsi,8)
	rorw	$52, %gs:-129(%r14)
	rorw	$127, -129(%r9)
	rorw	$25, %fs:-128(%r11,%rsi,8)
	rorw	$154, -2147483648(%r15,%r9,2)
	rorw	%r12w
	rorw	%cx
	rorw	%r12w
	rorw	%sp
	rorw	%cl, %r10w
	rorw	%cl, %r12w
	rorw	%cl, %r8w
	rorw	%cl, %r10w
	rorw	$0, %sp
	rorw	$0, %sp
	rorw	$170, %r11w
	rorw	$0, %bp
	rorl	127(%r12)
	rorl	2147483647(%rdi)
	rorl	%fs:-1(%rbp,%rbp)
	rorl	%fs:-129(%rdi,%rcx,2)
	rorl	%cl, 2147483647(,%rdi,8)
	rorl	%cl, %fs:-1(%rdx)
	rorl	%cl, %gs:127(%r12,%r8,2)
	rorl	%cl, %fs:127(%rdx,%r11)
	rorl	$0, 127(%rdi,%r9,2)
	rorl	$176, 128(,%r15,8)
	rorl	$232, 127(%rcx,%r9,8)
	rorl	$159, %fs:127(%rdx)
	rorl	%r8d
	rorl	%r12d
	rorl	%ebx
	rorl	%edx
	rorl	%cl, %r14d
	rorl	%cl, %r15d
	rorl	%cl, %ecx
	rorl	%cl, %r15d
	rorl	$86, %r12d
	rorl	$124, %r8d
	rorl	$242, %r14d
	rorl	$128, %edx
	rorq	2147483647(,%r10,8)
	rorq	(%rip)
	rorq	127(%rax,%r8,4)
	rorq	(%r14,%rdi,8)
	rorq	%cl, 128(%r14,%rcx,4)
	rorq	%cl, 1(%r15)
	rorq	%cl, %gs:-128(%rbp,%rbx)
	rorq	%cl, -1(%rbx)
	rorq	$255, -2147483648(%rbx)
	rorq	$255, %gs:127(%rip)
	rorq	$143, 2147483647(%rdi,%r10)
	rorq	$223, 1(%rbp)
	rorq	%rdx
	rorq	%r8
	rorq	%r12
	rorq	%rdx
	rorq	%cl, %r13
	rorq	%cl, %r9
	rorq	%cl, %r15
	rorq	%cl, %r10
	rorq	$2, %rdx
	rorq	$97, %r15
	rorq	$107, %r13
	rorq	$8, %r11
	rorb	%fs:-128(%rdx,%rdi,2)
	rorb	2147483647(%rbp)
	rorb	-2147483648(%rbp,%rdx,8)
	rorb	127(%rsi,%rax,4)
	rorb	%cl, -1(%rsp)
	rorb	%cl, %gs:(%r12)
	rorb	%cl, %fs:1(%r9)
	rorb	%cl, -1(%r8)
	rorb	$8, 128(%rbp)
	rorb	$73, 128
	rorb	$130, -2147483648(%rbp,%rcx,2)
	rorb	$2, -1(%r11,%rdi,2)
	rorb	%r9b
	rorb	%r14b
	rorb	%r13b
	rorb	%ch
	rorb	%cl, %bh
	rorb	%cl, %r11b
	rorb	%cl, %dl
	rorb	%cl, %r10b
	rorb	$2, %ah
	rorb	$0, %r12b
	rorb	$63, %r11b
	rorb	$0, %spl
	sahf
	sahf
	sahf
	sahf
	sarw	-1(%r8)
	sarw	1(%r11,%r11,8)
	sarw	-129(%r9)
	sarw	0
	sarw	%cl, %fs:2147483647(%r11,%rdx,4)
	sarw	%cl, -129(%rdi,%r8,2)
	sarw	%cl, 1(%rdx)
	sarw	%cl, -2147483648(,%r13,4)
	sarw	$252, -1(%r8)
	sarw	$255, 2147483647(,%r15,2)
	sarw	$37, (%r8)
	sarw	$157, 2147483647(%rsp)
	sarw	%ax
	sarw	%si
	sarw	%ax
	sarw	%sp
	sarw	%cl, %sp
	sarw	%cl, %si
	sarw	%cl, %r11w
	sarw	%cl, %cx
	sarw	$0, %si
	sarw	$0, %cx
	sarw	$252, %bp
	sarw	$186, %dx
	sarl	2147483647(%r14,%r9,4)
	sarl	-129
	sarl	%fs:-129(%rsi)
	sarl	-1(%rsi,%r12,8)
	sarl	%cl, (%r8,%r12,2)
	sarl	%cl, 128(%rax,%rsi,2)
	sarl	%cl, %fs:-2147483648(%rdi)
	sarl	%cl, -128(%r11)
	sarl	$255, 2147483647(%rbp)
	sarl	$252, %fs:-1(%rdx)
	sarl	$255, %gs:-129
	sarl	$255, 127(%r12,%rcx,2)
	sarl	%ebx
	sarl	%r10d
	sarl	%r8d
	sarl	%edi
	sarl	%cl, %esi
	sarl	%cl, %edi
	sarl	%cl, %r12d
	sarl	%cl, %r8d
	sarl	$81, %ecx
	sarl	$141, %edi
	sarl	$0, %esp
	sarl	$255, %r13d
	sarq	%fs:-1(%rdi)
	sarq	%fs:(%rdi)
	sarq	%fs:1
	sarq	-1(%rsp,%rax,4)
	sarq	%cl, 1(%rax)
	sarq	%cl, -1(%r8)
	sarq	%cl, %fs:2147483647(%r15)
	sarq	%cl, (%rbp,%rsi,2)
	sarq	$213, -128(%rcx)
	sarq	$84, 1(%r13)
	sarq	$184, -2147483648(,%rdx)
	sarq	$132, 128(%rdi,%rbp,8)
	sarq	%r11
	sarq	%rdx
	sarq	%rsi
	sarq	%r13
	sarq	%cl, %r8
	sarq	%cl, %r11
	sarq	%cl, %r14
	sarq	%cl, %rcx
	sarq	$0, %rbx
	sarq	$45, %rbx
	sarq	$0, %r8
	sarq	$52, %rsp
	sarb	-2147483648(%r9,%r9)
	sarb	1(%rax)
	sarb	127(%rsi)
	sarb	128(%rsp)
	sarb	%cl, 1(%rbp,%r13,4)
	sarb	%cl, -2147483648(%r10,%rax,4)
	sarb	%cl, -129(%rbp)
	sarb	%cl, -2147483648(%rbx,%r12,8)
	sarb	$128, -2147483648(%rdi)
	sarb	$255, -1(%rcx,%rax,2)
	sarb	$2, -129(%rdi)
	sarb	$255, 2147483647(%r11)
	sarb	%bh
	sarb	%dh
	sarb	%dh
	sarb	%bh
	sarb	%cl, %r15b
	sarb	%cl, %r13b
	sarb	%cl, %r8b
	sarb	%cl, %r11b
	sarb	$117, %r8b
	sarb	$2, %bl
	sarb	$0, %dh
	sarb	$255, %r8b
	sbbw	$128, %ax
	sbbw	$65535, %ax
	sbbw	$-129, %ax
	sbbw	$46127, %ax
	sbbw	$65535, 127(%r9,%r15,2)
	sbbw	$31154, %fs:127(%r15,%r12,8)
	sbbw	$-32768, 2147483647(%rdx)
	sbbw	$2, %gs:2147483647(%rbx)
	sbbw	$-1, (%r14,%r10,8)
	sbbw	$65408, -2147483648(%rbx,%r9)
	sbbw	$127, -128(%rbp)
	sbbw	$65423, %gs:2147483647
	sbbw	%ax, -2147483648(%r11,%rdx,2)
	sbbw	%sp, %fs:127(%rdi)
	sbbw	%r10w, 1(%r8,%r14,4)
	sbbw	%r8w, -129(%rip)
	sbbw	$256, %ax
	sbbw	$-32768, %r13w
	sbbw	$1, %si
	sbbw	$-1, %cx
	sbbw	$-128, %r13w
	sbbw	$0, %ax
	sbbw	$65473, %cx
	sbbw	$0, %di
	sbbw	(%r14,%rbx), %r11w
	sbbw	127(%r13), %r14w
	sbbw	127(%r14), %r8w
	sbbw	127(%rsp), %r14w
	sbbw	%r12w, %r10w
	sbbw	%r13w, %cx
	sbbw	%si, %cx
	sbbw	%si, %r14w
	sbbw	%di, %di
	sbbw	%r12w, %dx
	sbbw	%r9w, %di
	sbbw	%cx, %dx
	sbbl	$65536, %eax
	sbbl	$-1, %eax
	sbbl	$4294967295, %eax
	sbbl	$-2147483648, %eax
	sbbl	$1622499366, -129(%r13)
	sbbl	$-129, -128(%rsp,%r9,2)
	sbbl	$-2147483648, -128(%rdi)
	sbbl	$541307996, -1(%r8,%r10,4)
	sbbl	$-1, %gs:-1(%r8)
	sbbl	$4294967168, 1
	sbbl	$127, -1(%rsp,%r14)
	sbbl	$127, -128(%r9)
	sbbl	%edx, -1(%rbp)
	sbbl	%r12d, %fs:(%rip)
	sbbl	%r8d, 127(%r13,%rsi,4)
	sbbl	%r11d, 128(%r8)
	sbbl	$65536, %r13d
	sbbl	$1277000004, %edi
	sbbl	$3164925008, %r13d
	sbbl	$-2147483648, %r14d
	sbbl	$0, %r14d
	sbbl	$4294967233, %r11d
	sbbl	$127, %esi
	sbbl	$113, %r14d
	sbbl	-2147483648(%rsp,%rbx), %r15d
	sbbl	%fs:-128(%r11), %esp
	sbbl	-128(%r13), %esi
	sbbl	%fs:-129(,%r14,4), %r12d
	sbbl	%r11d, %eax
	sbbl	%r12d, %r12d
	sbbl	%esi, %edi
	sbbl	%r15d, %r15d
	sbbl	%edi, %r15d
	sbbl	%r8d, %ebx
	sbbl	%r13d, %esp
	sbbl	%edx, %edi
	sbbq	$65535, %rax
	sbbq	$2147483647, %rax
	sbbq	$259734982, %rax
	sbbq	$-2147483648, %rax
	sbbq	$-1946994500, 127(%rip)
	sbbq	$0, %fs:2147483647(%rdi,%r12)
	sbbq	$65536, -1(%r13,%rdx,4)
	sbbq	$-1449075202, (%r10,%r14,4)
	sbbq	$81, (%r15,%r13)
	sbbq	$0, -129(%r12,%r8)
	sbbq	$79, %fs:-129(%r9,%rbp,8)
	sbbq	$-100, 1(%rsp,%rsi,2)
	sbbq	%rcx, (%rdi,%rax,4)
	sbbq	%r14, 1(%rip)
	sbbq	%rcx, %gs:2147483647(,%rbx,2)
	sbbq	%r12, %fs:-1(%r15,%rax)
	sbbq	$-1, %rdi
	sbbq	$128, %rsi
	sbbq	$-128, %rdi
	sbbq	$2, %rsi
	sbbq	$-80, %r13
	sbbq	$-128, %r9
	sbbq	$-114, %rbx
	sbbq	$122, %r12
	sbbq	-128(%rax,%rbp,8), %rbp
	sbbq	-129(%r15), %r15
	sbbq	128(%r13,%rdi,8), %rsp
	sbbq	-1(%r9,%rax,4), %r12
	sbbq	%rbp, %rbp
	sbbq	%rdi, %r14
	sbbq	%r9, %rsi
	sbbq	%rcx, %rbp
	sbbq	%r9, %rax
	sbbq	%r14, %rcx
	sbbq	%rbx, %rsi
	sbbq	%r13, %rsi
	sbbb	$-128, %al
	sbbb	$-70, %al
	sbbb	$-1, %al
	sbbb	$1, %al
	sbbb	$67, -128(%rsi)
	sbbb	$87, %fs:-128(%r10,%r15,4)
	sbbb	$255, 1(%rdi)
	sbbb	$122, 2147483647(%rdx)
	sbbb	%r9b, 1(%r13)
	sbbb	%dl, %gs:127(%rbp)
	sbbb	%ah, (%rip)
	sbbb	%ah, (%rdx)
	sbbb	$-52, %ah
	sbbb	$-45, %al
	sbbb	$-128, %bh
	sbbb	$-128, %r13b
	sbbb	-1(%rcx), %bpl
	sbbb	2147483647(%rbx), %bpl
	sbbb	1(%rip), %dl
	sbbb	-2147483648(%r15,%rcx,8), %dil
	sbbb	%r15b, %r11b
	sbbb	%cl, %bpl
	sbbb	%r12b, %r11b
	sbbb	%bl, %bh
	sbbb	%dh, %bh
	sbbb	%al, %sil
	sbbb	%sil, %r15b
	sbbb	%ch, %bh
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
	setae	-1(%rcx)
	setae	-1(%rax)
	setae	(%r12,%rax,4)
	setae	%gs:127(%r11,%r12,8)
	setae	%dh
	setae	%bpl
	setae	%r11b
	setae	%spl
	seta	%gs:-2147483648(%rbx,%rsi,8)
	seta	%fs:(%r9)
	seta	%gs:1(%r10,%rdx,8)
	seta	%fs:-2147483648(%r11,%rdi,8)
	seta	%ah
	seta	%al
	seta	%bh
	seta	%dl
	setbe	128(,%r12,4)
	setbe	-2147483648(%rbx)
	setbe	%gs:-129(%rbx,%rdi,4)
	setbe	-129(%r14)
	setbe	%r12b
	setbe	%r11b
	setbe	%bh
	setbe	%r13b
	setb	%gs:-129(%rsi)
	setb	1(%rcx,%rbx,4)
	setb	1(%r8)
	setb	%gs:-129(%rbx)
	setb	%dl
	setb	%r11b
	setb	%cl
	setb	%spl
	sete	%fs:128(,%r14,2)
	sete	127(%rdx,%rdi,8)
	sete	%gs:1(,%rsi)
	sete	-1(%r12,%r14,8)
	sete	%r9b
	sete	%r14b
	sete	%cl
	sete	%r9b
	setge	127(%r10)
	setge	128(%r12,%r11,2)
	setge	-2147483648(%r12,%rcx,2)
	setge	-1(%rax)
	setge	%ah
	setge	%ah
	setge	%dh
	setge	%spl
	setg	-129(,%rdi,2)
	setg	-2147483648
	setg	-129(%rip)
	setg	2147483647(%r12,%r14)
	setg	%ch
	setg	%dl
	setg	%dl
	setg	%r11b
	setle	1(%rbx)
	setle	%gs:127(%r11,%rbp,4)
	setle	-129(%r11,%rcx,4)
	setle	%gs:-2147483648
	setle	%sil
	setle	%r15b
	setle	%bh
	setle	%r13b
	setl	-1(%rax)
	setl	-1(%rsi)
	setl	(,%r10,2)
	setl	(%rbp)
	setl	%sil
	setl	%bl
	setl	%spl
	setl	%bh
	setne	(%rdi)
	setne	-129(%rcx,%rax,4)
	setne	-129(%rip)
	setne	%fs:2147483647(%r11,%rax,4)
	setne	%cl
	setne	%r14b
	setne	%cl
	setne	%r9b
	setno	-128(%rax)
	setno	127(%rbx)
	setno	-2147483648(%rsp,%rdx,4)
	setno	%gs:-2147483648(%rbp,%r8,8)
	setno	%dl
	setno	%r8b
	setno	%dl
	setno	%r10b
	setnp	-2147483648(%rbp,%r9)
	setnp	-129(%r10,%r10,8)
	setnp	128(,%r11,4)
	setnp	-128(%r13,%r9,4)
	setnp	%al
	setnp	%r12b
	setnp	%bh
	setnp	%bl
	setns	%gs:127(%r12)
	setns	1(%r13)
	setns	127(%r14,%rdx,4)
	setns	(%rip)
	setns	%spl
	setns	%r11b
	setns	%dil
	setns	%bpl
	seto	2147483647(%rbp,%rbx,8)
	seto	-1(%r11)
	seto	-2147483648(%r14)
	seto	1(%rcx)
	seto	%al
	seto	%r13b
	seto	%ch
	seto	%dh
	setp	%gs:0
	setp	-128(%r13)
	setp	-1
	setp	-129(%rdx,%r10)
	setp	%bh
	setp	%cl
	setp	%dh
	setp	%ch
	sets	-128(%rcx)
	sets	%gs:-1(%rbp)
	sets	1(%rbp)
	sets	%gs:-2147483648(%rsi,%rsi,8)
	sets	%dh
	sets	%r12b
	sets	%bh
	sets	%dil
	sfence
	sfence
	sfence
	sfence
	shlw	1(%r9)
	shlw	%gs:2147483647(%r13,%r10,8)
	shlw	1(%r8,%rbx,8)
	shlw	-1(%rdx)
	shlw	%cl, -128(%r10)
	shlw	%cl, (%r13)
	shlw	%cl, (,%r15,4)
	shlw	%cl, 128(,%rbp,8)
	shlw	$255, %gs:-129(%rbx)
	shlw	$0, 128(%r12,%rcx)
	shlw	$0, 2147483647(%rcx,%rax,2)
	shlw	$0, (,%r14,4)
	shlw	%r14w
	shlw	%r9w
	shlw	%bp
	shlw	%r12w
	shlw	%cl, %r15w
	shlw	%cl, %di
	shlw	%cl, %r10w
	shlw	%cl, %r9w
	shlw	$0, %r12w
	shlw	$90, %r13w
	shlw	$148, %r13w
	shlw	$0, %bx
	shll	-129(%r14)
	shll	2147483647(%r12,%rbp,4)
	shll	2147483647(%r12,%r10)
	shll	0
	shll	%cl, -2147483648(%r11)
	shll	%cl, 2147483647(%r12)
	shll	%cl, %gs:(%r11,%rdx,2)
	shll	%cl, -1(%rdi,%rax,2)
	shll	$64, 1(%r8)
	shll	$128, -2147483648(%rax,%rbx,2)
	shll	$255, 127(%r10,%rax,8)
	shll	$13, 128(%r15)
	shll	%ebx
	shll	%r14d
	shll	%esi
	shll	%esp
	shll	%cl, %r9d
	shll	%cl, %edi
	shll	%cl, %r9d
	shll	%cl, %r15d
	shll	$17, %r12d
	shll	$111, %r13d
	shll	$81, %r8d
	shll	$150, %r14d
	shlq	-1(%r10,%r11,4)
	shlq	2147483647(%r15,%r8,8)
	shlq	%fs:-2147483648(%r9)
	shlq	%gs:1
	shlq	%cl, -1(%r14)
	shlq	%cl, -1(%r14,%rsi,2)
	shlq	%cl, (%r14)
	shlq	%cl, 128(%rbp)
	shlq	$255, -1(%rdx,%rbx,4)
	shlq	$128, -129(%r14)
	shlq	$109, -129(%rax,%rsi)
	shlq	$0, 1(%r14)
	shlq	%rbx
	shlq	%rdx
	shlq	%rdi
	shlq	%rdi
	shlq	%cl, %rsi
	shlq	%cl, %rsp
	shlq	%cl, %rsi
	shlq	%cl, %r8
	shlq	$17, %rax
	shlq	$2, %rsp
	shlq	$157, %r14
	shlq	$28, %r8
	shlb	128(%r14)
	shlb	%fs:(%r14,%rdi,4)
	shlb	%gs:-2147483648(%r10)
	shlb	%fs:-2147483648(%r10,%rbx,8)
	shlb	%cl, -129(,%r10,2)
	shlb	%cl, %gs:1(%rbp)
	shlb	%cl, %gs:-129(,%r15)
	shlb	%cl, -128
	shlb	$134, -129(%r8)
	shlb	$168, (%r14,%r11,4)
	shlb	$2, %fs:-129(%r10)
	shlb	$2, 127(%r14,%r11,2)
	shlb	%al
	shlb	%r9b
	shlb	%r14b
	shlb	%r9b
	shlb	%cl, %bpl
	shlb	%cl, %r12b
	shlb	%cl, %bl
	shlb	%cl, %bpl
	shlb	$2, %r12b
	shlb	$255, %ah
	shlb	$0, %r10b
	shlb	$231, %bl
	shldw	%cl, %r11w, -128(%rbp,%rbp,2)
	shldw	%cl, %bx, -2147483648(%rip)
	shldw	%cl, %r10w, 2147483647(%r13)
	shldw	%cl, %r9w, 1(%rcx)
	shldw	$113, %r10w, -128(%r9)
	shldw	$216, %si, -129(%rdx,%r14,8)
	shldw	$0, %r10w, %gs:-128(%r15)
	shldw	$183, %ax, 2147483647(%r12)
	shldw	%cl, %ax, %r11w
	shldw	%cl, %r12w, %r8w
	shldw	%cl, %r12w, %r8w
	shldw	%cl, %si, %bx
	shldw	$255, %r15w, %ax
	shldw	$213, %bx, %r8w
	shldw	$255, %r13w, %r11w
	shldw	$255, %di, %r13w
	shldl	%cl, %r14d, -129(%r8,%rsi,4)
	shldl	%cl, %edi, 128(%r11)
	shldl	%cl, %esi, 2147483647(%r9)
	shldl	%cl, %r12d, (%r11,%r10,2)
	shldl	$95, %esp, -1(%rbp,%rax,8)
	shldl	$0, %edi, -129(%r12,%rbx)
	shldl	$0, %esp, 1(%rdx)
	shldl	$1, %ecx, (%r12,%r9,2)
	shldl	%cl, %ebp, %r9d
	shldl	%cl, %ebp, %r12d
	shldl	%cl, %ebx, %ecx
	shldl	%cl, %esi, %r11d
	shldl	$0, %r9d, %eax
	shldl	$128, %r8d, %r9d
	shldl	$157, %esi, %r8d
	shldl	$65, %r9d, %r8d
	shldq	%cl, %r13, (%rbx,%rdi,4)
	shldq	%cl, %rdx, 127(%rsp)
	shldq	%cl, %r9, %gs:-2147483648
	shldq	%cl, %rcx, (%r14)
	shldq	$0, %r10, -129(%r14,%r11,4)
	shldq	$255, %r15, %gs:(%rdi,%r8,8)
	shldq	$177, %r9, 127(%r8)
	shldq	$166, %r10, 2147483647(%r9)
	shldq	%cl, %r8, %rbp
	shldq	%cl, %rsi, %r11
	shldq	%cl, %rbp, %r9
	shldq	%cl, %r12, %rcx
	shldq	$101, %rbx, %r15
	shldq	$161, %r12, %r10
	shldq	$4, %rbx, %r12
	shldq	$101, %rsp, %r8
	shrw	%fs:(%r8)
	shrw	-128(%rip)
	shrw	-129(%r14,%r9,4)
	shrw	128(%r8,%r10,4)
	shrw	%cl, -1(%r15)
	shrw	%cl, 2147483647(%rbp)
	shrw	%cl, %fs:2147483647(%r10)
	shrw	%cl, 1(%rbx)
	shrw	$140, %fs:-128(%rsp,%rdi,2)
	shrw	$68, 2147483647(%rcx,%r12,8)
	shrw	$220, -128(%rbp)
	shrw	$238, -128(%rbx)
	shrw	%ax
	shrw	%r12w
	shrw	%r12w
	shrw	%sp
	shrw	%cl, %bp
	shrw	%cl, %bx
	shrw	%cl, %si
	shrw	%cl, %bp
	shrw	$255, %r14w
	shrw	$170, %si
	shrw	$0, %r8w
	shrw	$184, %r12w
	shrl	1(%rcx)
	shrl	-128(%r15,%rcx,8)
	shrl	-1(%r9,%rdi,4)
	shrl	-1(%rsp)
	shrl	%cl, (%rbx)
	shrl	%cl, %gs:128(%rdi,%r13,4)
	shrl	%cl, %gs:2147483647(%rax,%rdi,4)
	shrl	%cl, 127(%rcx)
	shrl	$175, (%rsp)
	shrl	$0, (%r14)
	shrl	$237, 2147483647(%r13,%rcx,8)
	shrl	$0, %fs:-128(%rip)
	shrl	%esp
	shrl	%esp
	shrl	%edi
	shrl	%ebx
	shrl	%cl, %r14d
	shrl	%cl, %ebp
	shrl	%cl, %eax
	shrl	%cl, %r13d
	shrl	$2, %ebx
	shrl	$128, %r13d
	shrl	$167, %r13d
	shrl	$60, %r8d
	shrq	(%rcx,%r15)
	shrq	-128(,%rbp,2)
	shrq	1(%rbx,%rsi,8)
	shrq	-129(%rsi,%rsi)
	shrq	%cl, 1(%rbx,%r10)
	shrq	%cl, (%r12,%r8,8)
	shrq	%cl, -1(%rdi)
	shrq	%cl, 1
	shrq	$0, (%r15)
	shrq	$107, -1(%r10)
	shrq	$0, -129(%r8)
	shrq	$149, 127(%r13,%rdx)
	shrq	%rsp
	shrq	%r12
	shrq	%rsp
	shrq	%rdi
	shrq	%cl, %rsp
	shrq	%cl, %r11
	shrq	%cl, %rdx
	shrq	%cl, %r8
	shrq	$31, %rax
	shrq	$245, %rbx
	shrq	$205, %rbx
	shrq	$255, %rcx
	shrb	%fs:128(%r12)
	shrb	127(%r10,%r13,4)
	shrb	2147483647(%r14)
	shrb	-129(%rip)
	shrb	%cl, 128(%r10)
	shrb	%cl, %fs:-1(%rbp)
	shrb	%cl, %gs:-2147483648(,%rdx)
	shrb	%cl, 127(%rsi,%rdi,2)
	shrb	$208, %fs:-1(%rcx)
	shrb	$248, 127(%rsi,%r14,8)
	shrb	$184, (%rdx)
	shrb	$0, 1(%r8,%r12,4)
	shrb	%bh
	shrb	%al
	shrb	%al
	shrb	%bl
	shrb	%cl, %r10b
	shrb	%cl, %dl
	shrb	%cl, %dil
	shrb	%cl, %bh
	shrb	$174, %bpl
	shrb	$0, %r14b
	shrb	$255, %bh
	shrb	$82, %sil
	shrdw	%cl, %r11w, 2147483647(%r14)
	shrdw	%cl, %r13w, (%r11,%r12)
	shrdw	%cl, %r10w, -129(%r14)
	shrdw	%cl, %dx, 1(%rcx,%r10,2)
	shrdw	$0, %r8w, %gs:(%rax,%r8)
	shrdw	$69, %bx, %fs:-1(%rdx,%rdx,8)
	shrdw	$114, %si, -129(%rcx)
	shrdw	$255, %r14w, -128(%rbp)
	shrdw	%cl, %sp, %r10w
	shrdw	%cl, %r14w, %r8w
	shrdw	%cl, %ax, %r14w
	shrdw	%cl, %ax, %sp
	shrdw	$0, %r15w, %dx
	shrdw	$255, %r11w, %di
	shrdw	$208, %bp, %bx
	shrdw	$180, %r9w, %r15w
	shrdl	%cl, %ecx, %fs:0
	shrdl	%cl, %eax, %gs:2147483647(%rcx,%rsi,2)
	shrdl	%cl, %r10d, %gs:(%r13,%r14,2)
	shrdl	%cl, %r12d, (%rsp,%r9,2)
	shrdl	$90, %ecx, %gs:-129(%r8,%rsi,8)
	shrdl	$33, %r13d, -128(%rbp)
	shrdl	$139, %r9d, 1(%rip)
	shrdl	$59, %r14d, -2147483648(%rdx,%r10,8)
	shrdl	%cl, %r12d, %edi
	shrdl	%cl, %esp, %r8d
	shrdl	%cl, %r15d, %edi
	shrdl	%cl, %esp, %ebx
	shrdl	$255, %edi, %edi
	shrdl	$102, %ecx, %esi
	shrdl	$116, %ebp, %eax
	shrdl	$217, %r13d, %r10d
	shrdq	%cl, %r11, -129(%r15,%rcx,4)
	shrdq	%cl, %r12, -129(%rsi)
	shrdq	%cl, %rdx, (%r13,%rbp,2)
	shrdq	%cl, %rax, 1(%rbx)
	shrdq	$191, %rdi, (%r12)
	shrdq	$179, %rsp, -129(%rsp)
	shrdq	$225, %r14, 127(%r13,%r13,4)
	shrdq	$0, %rbp, -1(%r8,%r14)
	shrdq	%cl, %rsi, %rbx
	shrdq	%cl, %rdi, %r12
	shrdq	%cl, %rsp, %r8
	shrdq	%cl, %rsp, %r10
	shrdq	$128, %r12, %r11
	shrdq	$255, %rsi, %rsp
	shrdq	$8, %rdx, %rsi
	shrdq	$255, %r8, %rax
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
	subw	$255, %ax
	subw	$1, %ax
	subw	$1, %ax
	subw	$1, %ax
	subw	$49633, %gs:128(%r12)
	subw	$32767, 127(,%r14,8)
	subw	$-32768, -2147483648(%r12)
	subw	$-12326, -128(%rsp,%r13,2)
	subw	$127, 2147483647
	subw	$65408, %gs:127
	subw	$1, -128(,%rbp,2)
	subw	$75, -2147483648(%r10)
	subw	%r15w, 127(,%rdi,8)
	subw	%bx, (%rsp,%r10)
	subw	%r13w, %fs:-1(%rbp)
	subw	%di, %gs:-129(%rcx)
	subw	$65535, %r12w
	subw	$51406, %r9w
	subw	$0, %bx
	subw	$-11010, %r10w
	subw	$127, %r14w
	subw	$33, %dx
	subw	$65519, %r9w
	subw	$-75, %r13w
	subw	%gs:127(%r8,%r8), %bx
	subw	-1, %di
	subw	127(%r8,%r8,2), %r12w
	subw	-129(%r8), %r14w
	subw	%r10w, %si
	subw	%si, %r12w
	subw	%r12w, %r14w
	subw	%bx, %r12w
	subw	%r11w, %r15w
	subw	%r14w, %sp
	subw	%si, %r15w
	subw	%r13w, %si
	subl	$4294967295, %eax
	subl	$1280461602, %eax
	subl	$-1, %eax
	subl	$-19774214, %eax
	subl	$4294967295, (,%r14,8)
	subl	$4294967295, -128(%r14)
	subl	$2147483647, (%rbx)
	subl	$0, (%r11)
	subl	$-109, -129(%r11,%r15)
	subl	$4294967205, -2147483648(%r15)
	subl	$-60, -128(%rcx)
	subl	$-93, -128(%rax)
	subl	%eax, %gs:-128(%rsp)
	subl	%r8d, -2147483648(%rbx,%rax)
	subl	%r11d, -1(%rsp,%r12)
	subl	%r9d, %gs:1(%r10,%rsi,4)
	subl	$128, %ebp
	subl	$4294967295, %edi
	subl	$4294967295, %eax
	subl	$-1, %ecx
	subl	$4294967266, %r9d
	subl	$-44, %r12d
	subl	$-33, %eax
	subl	$127, %r13d
	subl	-129(%rip), %r8d
	subl	-129(%rbx), %r13d
	subl	2147483647(,%r10,2), %esi
	subl	%gs:-129(%rsi,%rcx), %r8d
	subl	%r8d, %r14d
	subl	%r15d, %ebx
	subl	%esi, %ecx
	subl	%r9d, %r13d
	subl	%ebx, %edx
	subl	%ebx, %eax
	subl	%r12d, %ebx
	subl	%r13d, %edx
	subq	$2147483647, %rax
	subq	$0, %rax
	subq	$1667063830, %rax
	subq	$2147483647, %rax
	subq	$-1739657888, 1(%rsp)
	subq	$-1457340299, %gs:2147483647
	subq	$-2147483648, 2147483647(%rax,%rcx,4)
	subq	$1892205214, -128(%rcx)
	subq	$127, -1(%rbx)
	subq	$-52, 1(%rax)
	subq	$0, %gs:1(,%r10,4)
	subq	$-79, %fs:128(,%rdx,4)
	subq	%rdx, %fs:128(%r12)
	subq	%r11, 1(%rdx)
	subq	%rsi, 2147483647(%rcx,%rdx,2)
	subq	%r9, 128(%rdi,%rbx,2)
	subq	$-2147483648, %r12
	subq	$1194967760, %rbp
	subq	$2147483647, %rdi
	subq	$0, %r13
	subq	$127, %rax
	subq	$125, %r14
	subq	$86, %rsp
	subq	$-16, %rbp
	subq	-2147483648(%r8,%r9,4), %r8
	subq	-128(%r9,%rax), %rbx
	subq	127(%r15,%r8,8), %r15
	subq	1(%rdi), %r12
	subq	%rbp, %rsp
	subq	%rbp, %rsp
	subq	%r11, %rbp
	subq	%r10, %rdx
	subq	%rcx, %rax
	subq	%rsp, %r11
	subq	%r11, %rcx
	subq	%rbp, %rbx
	subb	$255, %al
	subb	$165, %al
	subb	$255, %al
	subb	$-2, %al
	subb	$255, %gs:-2147483648
	subb	$-128, -129
	subb	$-128, %gs:2147483647(%r14,%r12,8)
	subb	$-106, 127(%rip)
	subb	%bh, %fs:2147483647(%rax)
	subb	%bl, -129(%rsp)
	subb	%r12b, 128(%r10,%r9)
	subb	%bl, 127(%rbp,%r9,8)
	subb	$62, %r13b
	subb	$-128, %bh
	subb	$128, %r10b
	subb	$127, %al
	subb	-1(%r12), %r11b
	subb	-128(%r15,%rbp,2), %bl
	subb	1(%r9,%r13,8), %sil
	subb	-1(%r11), %bl
	subb	%spl, %r11b
	subb	%r8b, %r11b
	subb	%ch, %dl
	subb	%bh, %bl
	subb	%r12b, %r15b
	subb	%r15b, %spl
	subb	%r11b, %r9b
	subb	%cl, %r14b
	subsd	-2147483648(%r8,%r12), %xmm2
	subsd	128(%rsp), %xmm7
	subsd	(%rdx), %xmm8
	subsd	127(%rsp), %xmm6
	subsd	%xmm13, %xmm1
	subsd	%xmm7, %xmm3
	subsd	%xmm5, %xmm11
	subsd	%xmm7, %xmm2
	subss	127(%r12), %xmm12
	subss	%gs:-1(%r8), %xmm9
	subss	%fs:-2147483648(%rdx), %xmm11
	subss	-128(%rsp,%r15,2), %xmm4
	subss	%xmm5, %xmm1
	subss	%xmm5, %xmm13
	subss	%xmm10, %xmm5
	subss	%xmm7, %xmm5
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
	testw	$-1, %ax
	testw	$1, %ax
	testw	$128, %ax
	testw	$0, %ax
	testw	$255, %gs:-1(%r8,%rsi,8)
	testw	$-12004, 128(%rsi,%r9,8)
	testw	$-28761, -129(%r15,%rbp)
	testw	$-24733, %fs:-129(%r8,%r10)
	testw	%r13w, 127
	testw	%si, (%rbx)
	testw	%r10w, (%rsp)
	testw	%si, %fs:(%rbp)
	testw	$0, %r14w
	testw	$65535, %r9w
	testw	$0, %r8w
	testw	$-1, %bx
	testw	%r15w, %r15w
	testw	%dx, %cx
	testw	%r14w, %bx
	testw	%r8w, %r13w
	testl	$2, %eax
	testl	$0, %eax
	testl	$4294967295, %eax
	testl	$4294967295, %eax
	testl	$-1722454360, 1(%r13,%rax,2)
	testl	$2, %fs:-2147483648(%r13,%r14,2)
	testl	$-2147483648, 128(%rcx,%r9)
	testl	$0, 127(%r12,%r12)
	testl	%r12d, -2147483648(%r10,%rbx,8)
	testl	%esp, %gs:-129(%r8,%rax,4)
	testl	%eax, 127(%rsi)
	testl	%edx, -129(%rdx)
	testl	$65535, %edx
	testl	$32767, %edx
	testl	$-1, %r9d
	testl	$-1531366378, %edi
	testl	%r11d, %esp
	testl	%edi, %edi
	testl	%r11d, %r8d
	testl	%r13d, %r14d
	testq	$2076404925, %rax
	testq	$1, %rax
	testq	$-1, %rax
	testq	$840286696, %rax
	testq	$1, -2147483648(%r8)
	testq	$255, -128(%r9)
	testq	$1005760120, -128(%rcx,%rcx,2)
	testq	$65535, -129(%rbx)
	testq	%rdi, -128(%rsp)
	testq	%rcx, -2147483648(%r15)
	testq	%rsp, 1(%r15)
	testq	%rdi, 1(%r10)
	testq	$2, %r9
	testq	$-2147483648, %r9
	testq	$32768, %rdi
	testq	$65536, %rdi
	testq	%r9, %rcx
	testq	%rbp, %rsp
	testq	%r10, %rax
	testq	%r8, %r11
	testb	$1, %al
	testb	$-118, %al
	testb	$0, %al
	testb	$255, %al
	testb	$-1, -1(%rax,%r12,8)
	testb	$-128, 128(%r11)
	testb	$253, 2147483647(%r15,%r15)
	testb	$255, %gs:2147483647(%rsp)
	testb	%dil, -2147483648(,%rdi,2)
	testb	%r9b, 127
	testb	%r14b, -129(%r10,%rdi,4)
	testb	%r13b, 128(%rdi)
	testb	$8, %dl
	testb	$1, %r15b
	testb	$42, %r11b
	testb	$253, %r13b
	testb	%spl, %dil
	testb	%r14b, %cl
	testb	%dil, %dil
	testb	%dil, %r8b
	ucomisd	127(%rip), %xmm11
	ucomisd	128, %xmm13
	ucomisd	127(%rbx), %xmm7
	ucomisd	1(%rbx,%rdx,2), %xmm3
	ucomisd	%xmm0, %xmm1
	ucomisd	%xmm1, %xmm10
	ucomisd	%xmm0, %xmm15
	ucomisd	%xmm0, %xmm8
	ucomiss	%fs:127(%r13), %xmm0
	ucomiss	(%rsp,%r14,4), %xmm1
	ucomiss	-2147483648(%rcx,%r9,4), %xmm8
	ucomiss	%fs:127(,%r8,4), %xmm10
	ucomiss	%xmm2, %xmm4
	ucomiss	%xmm9, %xmm9
	ucomiss	%xmm10, %xmm7
	ucomiss	%xmm8, %xmm4
	ud1l	-128(%rsi,%rcx,8), %eax
	ud1l	2147483647(%rsi), %eax
	ud1l	-128(,%rcx,2), %r14d
	ud1l	%gs:-2147483648(%rax,%r10), %r14d
	ud1l	%r14d, %edi
	ud1l	%r14d, %edx
	ud1l	%r10d, %esp
	ud1l	%r11d, %esp
	ud1q	%gs:128(%rbx,%r10,4), %rsp
	ud1q	%gs:-2147483648(%rcx,%r10,4), %rdx
	ud1q	-129(%rbp,%r10,8), %rdx
	ud1q	127(%rcx), %rbp
	ud1q	%r13, %rcx
	ud1q	%rax, %r12
	ud1q	%rsp, %rbx
	ud1q	%rdx, %rax
	ud1w	-129(%r11), %r13w
	ud1w	%fs:127(%r9,%r8,4), %r8w
	ud1w	-2147483648(%rdx), %r8w
	ud1w	%gs:-128(%r10,%rbp,8), %si
	ud1w	%sp, %bp
	ud1w	%ax, %ax
	ud1w	%r15w, %si
	ud1w	%r11w, %r8w
	ud2
	ud2
	ud2
	ud2
	vaddps	-128(%rax), %ymm8, %ymm1
	vaddps	-1(%r9), %ymm1, %ymm0
	vaddps	(%rcx), %ymm10, %ymm6
	vaddps	2147483647(%rdi), %ymm12, %ymm10
	vaddps	%ymm15, %ymm10, %ymm0
	vaddps	%ymm13, %ymm8, %ymm5
	vaddps	%ymm2, %ymm12, %ymm10
	vaddps	%ymm13, %ymm10, %ymm6
	vaddps	%fs:(%r11), %xmm15, %xmm15
	vaddps	128(%rsi,%rax,2), %xmm15, %xmm14
	vaddps	128(%rsp,%r8,4), %xmm3, %xmm10
	vaddps	-129(%rbx), %xmm0, %xmm0
	vaddps	%xmm12, %xmm12, %xmm4
	vaddps	%xmm2, %xmm14, %xmm10
	vaddps	%xmm7, %xmm2, %xmm11
	vaddps	%xmm5, %xmm11, %xmm7
	vdivps	-129(%rax), %ymm0, %ymm14
	vdivps	-2147483648(%r11,%r12,2), %ymm3, %ymm0
	vdivps	-129(,%rcx,8), %ymm13, %ymm15
	vdivps	-128(,%r8,8), %ymm13, %ymm12
	vdivps	%ymm10, %ymm4, %ymm5
	vdivps	%ymm0, %ymm3, %ymm10
	vdivps	%ymm6, %ymm11, %ymm14
	vdivps	%ymm14, %ymm3, %ymm10
	vdivps	-128(%rdx), %xmm9, %xmm14
	vdivps	-1(%r11), %xmm1, %xmm13
	vdivps	%fs:-128(%rbx,%rsi,2), %xmm8, %xmm8
	vdivps	-1(%rbx,%rdx), %xmm13, %xmm14
	vdivps	%xmm2, %xmm5, %xmm12
	vdivps	%xmm1, %xmm12, %xmm0
	vdivps	%xmm13, %xmm12, %xmm10
	vdivps	%xmm8, %xmm8, %xmm11
	vmulps	-2147483648(%rbp,%r11), %ymm8, %ymm0
	vmulps	128(%rip), %ymm6, %ymm9
	vmulps	1(%rcx), %ymm11, %ymm3
	vmulps	%gs:-2147483648(%rsi), %ymm13, %ymm5
	vmulps	%ymm12, %ymm11, %ymm0
	vmulps	%ymm14, %ymm10, %ymm8
	vmulps	%ymm15, %ymm6, %ymm12
	vmulps	%ymm1, %ymm7, %ymm15
	vmulps	-128(%r13), %xmm9, %xmm14
	vmulps	%gs:-129(%rip), %xmm5, %xmm12
	vmulps	127(%rsp,%r8), %xmm1, %xmm3
	vmulps	-1(%r15), %xmm4, %xmm6
	vmulps	%xmm4, %xmm3, %xmm12
	vmulps	%xmm0, %xmm10, %xmm7
	vmulps	%xmm10, %xmm8, %xmm2
	vmulps	%xmm15, %xmm2, %xmm6
	vsubps	127(%rcx), %ymm11, %ymm14
	vsubps	%fs:128(%rcx), %ymm8, %ymm7
	vsubps	%fs:-128, %ymm0, %ymm13
	vsubps	-2147483648(%r11,%r13,4), %ymm1, %ymm1
	vsubps	%ymm10, %ymm0, %ymm8
	vsubps	%ymm14, %ymm12, %ymm11
	vsubps	%ymm0, %ymm4, %ymm5
	vsubps	%ymm4, %ymm12, %ymm2
	vsubps	128(,%rdx,2), %xmm4, %xmm2
	vsubps	(%rsi), %xmm3, %xmm13
	vsubps	-1(,%rcx,2), %xmm11, %xmm14
	vsubps	-1(%r15,%rdi,8), %xmm7, %xmm15
	vsubps	%xmm7, %xmm15, %xmm13
	vsubps	%xmm3, %xmm0, %xmm1
	vsubps	%xmm11, %xmm8, %xmm13
	vsubps	%xmm14, %xmm12, %xmm12
	vxorps	%fs:2147483647(%r15), %ymm11, %ymm15
	vxorps	-1(%r15,%r11,2), %ymm15, %ymm11
	vxorps	2147483647, %ymm0, %ymm0
	vxorps	-2147483648(%r11,%r10,2), %ymm3, %ymm4
	vxorps	%ymm14, %ymm11, %ymm15
	vxorps	%ymm9, %ymm7, %ymm13
	vxorps	%ymm5, %ymm4, %ymm15
	vxorps	%ymm13, %ymm10, %ymm12
	vxorps	-129(%rdx), %xmm8, %xmm11
	vxorps	127(%rbx,%rax,2), %xmm7, %xmm2
	vxorps	128(%rdx), %xmm2, %xmm1
	vxorps	127, %xmm10, %xmm10
	vxorps	%xmm3, %xmm12, %xmm11
	vxorps	%xmm6, %xmm11, %xmm0
	vxorps	%xmm6, %xmm3, %xmm14
	vxorps	%xmm5, %xmm1, %xmm9
	xaddw	%r14w, -128(%r13,%rdx,2)
	xaddw	%si, -129(%r8,%r10,4)
	xaddw	%r14w, 1(%r9,%rcx)
	xaddw	%r12w, 2147483647(%r15,%rsi,8)
	xaddw	%r14w, %di
	xaddw	%si, %r11w
	xaddw	%r9w, %bx
	xaddw	%r10w, %ax
	xaddl	%edi, 1(%rbp,%r11,4)
	xaddl	%r12d, %gs:-2147483648(%r14,%rcx)
	xaddl	%r13d, -2147483648(%rdx,%rdx,4)
	xaddl	%r13d, 1(%r11,%r15,8)
	xaddl	%eax, %r12d
	xaddl	%r14d, %esi
	xaddl	%edx, %eax
	xaddl	%r12d, %r15d
	xaddq	%rcx, %fs:2147483647(%rbp)
	xaddq	%rbx, -2147483648(%r8,%r8,2)
	xaddq	%r14, -128(%r10,%r14)
	xaddq	%rbp, 127(%r15,%rdx)
	xaddq	%rcx, %rsi
	xaddq	%r15, %rsp
	xaddq	%rdx, %rax
	xaddq	%r12, %rbx
	xaddb	%r15b, 127(%r14)
	xaddb	%r11b, -2147483648(%r8,%r8,4)
	xaddb	%sil, -128(%rsp,%rax)
	xaddb	%spl, (%rcx)
	xaddb	%r15b, %r10b
	xaddb	%dil, %r13b
	xaddb	%al, %r12b
	xaddb	%cl, %dil
	xchgw	%si, %ax
	xchgw	%bx, %ax
	xchgw	%r11w, %ax
	xchgw	%r14w, %ax
	xchgw	%r15w, 2147483647(%r11)
	xchgw	%sp, %fs:1(%rbx,%rdx,8)
	xchgw	%bx, -2147483648(,%rbx,8)
	xchgw	%r10w, 1(%r11,%r15,8)
	xchgw	%r12w, %r11w
	xchgw	%ax, %bp
	xchgw	%ax, %di
	xchgw	%dx, %r12w
	xchgl	%r8d, %eax
	xchgl	%edx, %eax
	xchgl	%r14d, %eax
	xchgl	%r14d, %eax
	xchgl	%ebx, 128(,%r15)
	xchgl	%ecx, %fs:2147483647(%r12,%rsi,2)
	xchgl	%eax, %fs:128(%rcx)
	xchgl	%r9d, 1(%rbx,%r14)
	xchgl	%edi, %r12d
	xchgl	%r10d, %r8d
	xchgl	%ebx, %esi
	xchgl	%esp, %edi
	xchgq	%r15, %rax
	xchgq	%r12, %rax
	xchgq	%r15, %rax
	xchgq	%rsi, %rax
	xchgq	%r15, %gs:2147483647(%rsi,%rax,4)
	xchgq	%r8, 2147483647
	xchgq	%r11, -128(%rdx,%rax,2)
	xchgq	%r12, 1(%r9,%r14,4)
	xchgq	%rbx, %r12
	xchgq	%r15, %rax
	xchgq	%r13, %rdi
	xchgq	%rdx, %rax
	xchgb	%ch, %fs:-1(%rsi)
	xchgb	%dil, -128(%rsp,%rbx)
	xchgb	%r9b, %gs:-2147483648
	xchgb	%spl, -1(%rbp,%r12)
	xchgb	%r15b, %spl
	xchgb	%spl, %r9b
	xchgb	%r15b, %cl
	xchgb	%cl, %dl
	xorw	$-128, %ax
	xorw	$2, %ax
	xorw	$-32768, %ax
	xorw	$-1, %ax
	xorw	$57681, 128(%rip)
	xorw	$-31445, %fs:-128(%rdx)
	xorw	$-17900, 2147483647
	xorw	$1, 128(%r11,%rbp)
	xorw	$18, 127(%rbx)
	xorw	$65408, -128(%r13)
	xorw	$17, 127(%r12,%r9,2)
	xorw	$65430, 128(%rax,%rdi,8)
	xorw	%r12w, -128(%r15)
	xorw	%ax, (%rdx)
	xorw	%r13w, 1(%r13)
	xorw	%r11w, -2147483648(%r8,%r13,4)
	xorw	$65535, %ax
	xorw	$65535, %r12w
	xorw	$-31727, %di
	xorw	$128, %r14w
	xorw	$85, %dx
	xorw	$65408, %r12w
	xorw	$2, %bx
	xorw	$97, %si
	xorw	128(%rdx), %r12w
	xorw	%gs:-1(%rip), %r15w
	xorw	127(%r8), %ax
	xorw	-1(%rdx,%r10), %sp
	xorw	%cx, %r14w
	xorw	%si, %dx
	xorw	%di, %dx
	xorw	%sp, %sp
	xorw	%r11w, %r12w
	xorw	%si, %di
	xorw	%r8w, %r14w
	xorw	%dx, %bp
	xorl	$128, %eax
	xorl	$-2147483648, %eax
	xorl	$255, %eax
	xorl	$-1, %eax
	xorl	$-2147483648, %gs:-1(%r11,%r13,8)
	xorl	$2147483647, (%rcx,%r12,8)
	xorl	$-2147483648, -2147483648(%r13)
	xorl	$-499067414, 1(%rdi)
	xorl	$4294967168, 127(%rip)
	xorl	$4294967168, %fs:(%r8,%rcx,2)
	xorl	$34, -2147483648(%rdx)
	xorl	$127, -129
	xorl	%r12d, 1(%r11)
	xorl	%esp, 128(%rdx,%r9,2)
	xorl	%r8d, 1(%rdx,%rcx)
	xorl	%r8d, 127(%r11,%r9,4)
	xorl	$1, %ebx
	xorl	$255, %r8d
	xorl	$-129, %esi
	xorl	$-1, %r14d
	xorl	$4294967198, %r15d
	xorl	$-14, %edx
	xorl	$-128, %r13d
	xorl	$-128, %edi
	xorl	%gs:127(%rdi), %ebp
	xorl	-128(%r14), %ebx
	xorl	%fs:-129(%rip), %r8d
	xorl	127(%rsp), %r12d
	xorl	%r11d, %r10d
	xorl	%eax, %r13d
	xorl	%r15d, %r12d
	xorl	%esp, %r9d
	xorl	%r14d, %r8d
	xorl	%ebx, %r13d
	xorl	%r14d, %ebx
	xorl	%r15d, %eax
	xorq	$-1, %rax
	xorq	$364921434, %rax
	xorq	$2147483647, %rax
	xorq	$-274152427, %rax
	xorq	$-129, 128(,%r15,8)
	xorq	$-2147483648, %fs:128(%r14)
	xorq	$255, 2147483647(%r8,%r13,2)
	xorq	$-2147483648, 128(%rbx,%r14)
	xorq	$-128, %fs:2147483647(%rip)
	xorq	$0, -2147483648
	xorq	$1, 128(%rip)
	xorq	$46, 128(,%r11,2)
	xorq	%r11, 128(%rsi)
	xorq	%rdi, 1(%r8,%rbx,8)
	xorq	%rbp, 1(%rsi,%r8,2)
	xorq	%rsi, %gs:1(%r12)
	xorq	$-2147483648, %r13
	xorq	$-1, %r13
	xorq	$2147483647, %r14
	xorq	$65536, %r9
	xorq	$-1, %rdi
	xorq	$0, %rdx
	xorq	$-1, %rsi
	xorq	$27, %r9
	xorq	-2147483648(%r10,%rax,4), %rsp
	xorq	127(%rdi), %rcx
	xorq	-2147483648(%rcx,%r9,8), %rcx
	xorq	-1(,%rbp,2), %r13
	xorq	%rcx, %r13
	xorq	%rsp, %r15
	xorq	%r11, %rdx
	xorq	%r10, %r9
	xorq	%r11, %r14
	xorq	%rax, %rdi
	xorq	%r14, %r10
	xorq	%rsp, %r13
	xorb	$-49, %al
	xorb	$255, %al
	xorb	$255, %al
	xorb	$-128, %al
	xorb	$231, -128(%rdi,%r9,8)
	xorb	$128, %fs:2147483647(%rip)
	xorb	$255, %fs:-128(%r12,%r10,2)
	xorb	$-40, -1(%r15,%r10,2)
	xorb	%spl, -2147483648(%rax)
	xorb	%al, %gs:-1(%rbp,%rbx,4)
	xorb	%dil, -1(%rcx,%r14,2)
	xorb	%bpl, %gs:-128(,%rax,2)
	xorb	$128, %r13b
	xorb	$22, %dl
	xorb	$-128, %r10b
	xorb	$0, %r14b
	xorb	1(%rdi,%rdi), %cl
	xorb	-129(%rsi), %r14b
	xorb	127(,%rcx,2), %r12b
	xorb	2147483647(%r12), %r14b
	xorb	%ah, %bh
	xorb	%r10b, %sil
	xorb	%al, %cl
	xorb	%dh, %bh
	xorb	%al, %bl
	xorb	%al, %ch
	xorb	%dl, %r14b
	xorb	%bpl, %r8b
