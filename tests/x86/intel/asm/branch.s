	.intel_syntax noprefix
	.text
.Lback:
	jmp	.Lback
	jo	.Lback
	jno	.Lback
	jb	.Lback
	jae	.Lback
	je	.Lback
	jne	.Lback
	jbe	.Lback
	ja	.Lback
	js	.Lback
	jns	.Lback
	jp	.Lback
	jnp	.Lback
	jl	.Lback
	jge	.Lback
	jle	.Lback
	jg	.Lback
	call	.Lback
	jmp	.Lnear
	jo	.Lnear
	jno	.Lnear
	jb	.Lnear
	jae	.Lnear
	je	.Lnear
	jne	.Lnear
	jbe	.Lnear
	ja	.Lnear
	js	.Lnear
	jns	.Lnear
	jp	.Lnear
	jnp	.Lnear
	jl	.Lnear
	jge	.Lnear
	jle	.Lnear
	jg	.Lnear
	jb	.Lnear
	jb	.Lnear
	jae	.Lnear
	jae	.Lnear
	je	.Lnear
	jne	.Lnear
	jbe	.Lnear
	ja	.Lnear
	jp	.Lnear
	jnp	.Lnear
	jl	.Lnear
	jge	.Lnear
	jle	.Lnear
	jg	.Lnear
	call	.Lnear
	jmp	.Lfar
	jo	.Lfar
	jno	.Lfar
	jb	.Lfar
	jae	.Lfar
	je	.Lfar
	jne	.Lfar
	jbe	.Lfar
	ja	.Lfar
	js	.Lfar
	jns	.Lfar
	jp	.Lfar
	jnp	.Lfar
	jl	.Lfar
	jge	.Lfar
	jle	.Lfar
	jg	.Lfar
	call	.Lfar
.Lnear:
	jrcxz	.Lnear
	jecxz	.Lnear
	loop	.Lnear
	loope	.Lnear
	loopne	.Lnear
	loope	.Lnear
	loopne	.Lnear
.Ltop:
	movabs	rax, 72340172838076673
	movabs	rcx, 144680345676153346
	movabs	rdx, 217020518514230019
	movabs	rbx, 289360691352306692
	movabs	rsp, 361700864190383365
	movabs	rbp, 434041037028460038
	movabs	rsi, 506381209866536711
	movabs	rdi, 578721382704613384
	movabs	r8, 651061555542690057
	movabs	r9, 723401728380766730
	movabs	r10, 795741901218843403
	movabs	r11, 868082074056920076
	movabs	r12, 940422246894996749
	movabs	r13, 1012762419733073422
	movabs	r14, 1085102592571150095
	movabs	r15, 1157442765409226768
.Lfar:
	jmp	.Ltop
	jo	.Ltop
	jno	.Ltop
	jb	.Ltop
	jae	.Ltop
	je	.Ltop
	jne	.Ltop
	jbe	.Ltop
	ja	.Ltop
	js	.Ltop
	jns	.Ltop
	jp	.Ltop
	jnp	.Ltop
	jl	.Ltop
	jge	.Ltop
	jle	.Ltop
	jg	.Ltop
	call	.Ltop
	jmp	ext
	je	ext
	jg	ext
	call	ext
	call	ext
	call	ext@PLT
	jmp	ext@PLT
	jmp	ext+8
	call	ext-4
	jmp	rax
	call	rax
	jmp	rcx
	call	rcx
	jmp	rsp
	call	rsp
	jmp	rbp
	call	rbp
	jmp	r8
	call	r8
	jmp	r11
	call	r11
	jmp	r12
	call	r12
	jmp	r15
	call	r15
	jmp	rdx
	call	rsi
	jmp	qword ptr [rax]
	call	qword ptr [rax]
	jmp	qword ptr [rax + 8]
	call	qword ptr [rax + 8]
	jmp	qword ptr [rsp]
	call	qword ptr [rsp]
	jmp	qword ptr [rbp]
	call	qword ptr [rbp]
	jmp	qword ptr [r13 - 8]
	call	qword ptr [r13 - 8]
	jmp	qword ptr [rax + 8*rcx]
	call	qword ptr [rax + 8*rcx]
	jmp	qword ptr [8*rdx + 256]
	call	qword ptr [8*rdx + 256]
	jmp	qword ptr [rip + foo]
	call	qword ptr [rip + foo]
	jmp	qword ptr [rip + 16]
	call	qword ptr [rip + 16]
	jmp	qword ptr [rip + ext@GOTPCREL]
	call	qword ptr [rip + ext@GOTPCREL]
	jmp	qword ptr [4096]
	call	qword ptr [4096]
	jmp	qword ptr fs:[16]
	call	qword ptr fs:[16]
	jmp	qword ptr [rdi]
	call	qword ptr [rdi + 16]
	ret
	ret
	ret	0
	ret	8
	ret	16
	ret	65535
	retf
	retfq
	retf	8
