	.intel_syntax noprefix
	.text
	mov	rax, cr2
	mov	rcx, cr4
	mov	r8, cr2
	mov	r15, cr0
	mov	r9, cr3
	mov	cr0, rcx
	mov	cr2, r8
	mov	cr4, rcx
	mov	cr0, r15
	mov	cr8, rdi
	mov	rax, dr1
	mov	rcx, dr0
	mov	r8, dr1
	mov	r15, dr7
	mov	r9, dr7
	mov	dr0, rcx
	mov	dr1, r8
	mov	dr7, r15
	mov	dr1, rdi
	mov	rax, cr2
	mov	rcx, cr4
	mov	r8, cr2
	mov	r15, cr0
	mov	r9, cr3
	mov	dr0, rcx
	mov	dr1, r8
	mov	dr7, r15
	mov	dr1, rdi
	mov	rax, dr0
	mov	r8, dr7
	mov	dr15, rdx
	mov	dr6, r11
	mov	rax, dr0
	mov	r8, dr7
	mov	dr15, rdx
	mov	dr6, r11
	lgdt	[rax]
	lgdt	[rsp + 4*r9 - 128]
	lgdt	[rip + foo]
	lgdt	[r13 + 64]
	lidt	[rax]
	lidt	[rsp + 4*r9 - 128]
	lidt	[rip + foo]
	lidt	[r13 + 64]
	sgdt	[rax]
	sgdt	[rsp + 4*r9 - 128]
	sgdt	[rip + foo]
	sgdt	[r13 + 64]
	sidt	[rax]
	sidt	[rsp + 4*r9 - 128]
	sidt	[rip + foo]
	sidt	[r13 + 64]
	lgdt	[rax]
	lgdt	[rsp + 4*r9 - 128]
	lgdt	[rip + foo]
	lgdt	[r13 + 64]
	lidt	[rax]
	lidt	[rsp + 4*r9 - 128]
	lidt	[rip + foo]
	lidt	[r13 + 64]
	sgdt	[rax]
	sgdt	[rsp + 4*r9 - 128]
	sgdt	[rip + foo]
	sgdt	[r13 + 64]
	sidt	[rax]
	sidt	[rsp + 4*r9 - 128]
	sidt	[rip + foo]
	sidt	[r13 + 64]
	lldt	ax
	lldt	di
	lldt	r8w
	lldt	r15w
	lldt	word ptr [rax]
	lldt	word ptr [rsp + 4*r9 - 128]
	lldt	word ptr [rip + foo]
	lldt	word ptr [r13 + 64]
	ltr	ax
	ltr	di
	ltr	r8w
	ltr	r15w
	ltr	word ptr [rax]
	ltr	word ptr [rsp + 4*r9 - 128]
	ltr	word ptr [rip + foo]
	ltr	word ptr [r13 + 64]
	verr	ax
	verr	di
	verr	r8w
	verr	r15w
	verr	word ptr [rax]
	verr	word ptr [rsp + 4*r9 - 128]
	verr	word ptr [rip + foo]
	verr	word ptr [r13 + 64]
	verw	ax
	verw	di
	verw	r8w
	verw	r15w
	verw	word ptr [rax]
	verw	word ptr [rsp + 4*r9 - 128]
	verw	word ptr [rip + foo]
	verw	word ptr [r13 + 64]
	lmsw	ax
	lmsw	di
	lmsw	r8w
	lmsw	r15w
	lmsw	word ptr [rax]
	lmsw	word ptr [rsp + 4*r9 - 128]
	lmsw	word ptr [rip + foo]
	lmsw	word ptr [r13 + 64]
	lkgs	ax
	lkgs	di
	lkgs	r8w
	lkgs	r15w
	lkgs	word ptr [rax]
	lkgs	word ptr [rsp + 4*r9 - 128]
	lkgs	word ptr [rip + foo]
	lkgs	word ptr [r13 + 64]
	lldt	ax
	lldt	di
	lldt	r8w
	lldt	r15w
	lldt	word ptr [rax]
	lldt	word ptr [rsp + 4*r9 - 128]
	lldt	word ptr [rip + foo]
	lldt	word ptr [r13 + 64]
	ltr	ax
	ltr	di
	ltr	r8w
	ltr	r15w
	ltr	word ptr [rax]
	ltr	word ptr [rsp + 4*r9 - 128]
	ltr	word ptr [rip + foo]
	ltr	word ptr [r13 + 64]
	lmsw	ax
	lmsw	di
	lmsw	r8w
	lmsw	r15w
	lmsw	word ptr [rax]
	lmsw	word ptr [rsp + 4*r9 - 128]
	lmsw	word ptr [rip + foo]
	lmsw	word ptr [r13 + 64]
	sldt	ax
	sldt	di
	sldt	r8w
	sldt	r15w
	sldt	word ptr [rax]
	sldt	word ptr [rsp + 4*r9 - 128]
	sldt	word ptr [rip + foo]
	sldt	word ptr [r13 + 64]
	str	ax
	str	di
	str	r8w
	str	r15w
	str	word ptr [rax]
	str	word ptr [rsp + 4*r9 - 128]
	str	word ptr [rip + foo]
	str	word ptr [r13 + 64]
	smsw	ax
	smsw	di
	smsw	r8w
	smsw	r15w
	smsw	word ptr [rax]
	smsw	word ptr [rsp + 4*r9 - 128]
	smsw	word ptr [rip + foo]
	smsw	word ptr [r13 + 64]
	sldt	eax
	sldt	edi
	sldt	r8d
	sldt	r15d
	str	eax
	str	edi
	str	r8d
	str	r15d
	smsw	eax
	smsw	edi
	smsw	r8d
	smsw	r15d
	sldt	rax
	sldt	rdi
	sldt	r8
	sldt	r15
	str	rax
	str	rdi
	str	r8
	str	r15
	smsw	rax
	smsw	rdi
	smsw	r8
	smsw	r15
	sldt	ax
	sldt	di
	sldt	r8w
	sldt	r15w
	sldt	eax
	sldt	edi
	sldt	r8d
	sldt	r15d
	sldt	rax
	sldt	rdi
	sldt	r8
	sldt	r15
	sldt	word ptr [rax]
	sldt	word ptr [rsp + 4*r9 - 128]
	sldt	word ptr [rip + foo]
	sldt	word ptr [r13 + 64]
	str	ax
	str	di
	str	r8w
	str	r15w
	str	eax
	str	edi
	str	r8d
	str	r15d
	str	rax
	str	rdi
	str	r8
	str	r15
	str	word ptr [rax]
	str	word ptr [rsp + 4*r9 - 128]
	str	word ptr [rip + foo]
	str	word ptr [r13 + 64]
	smsw	ax
	smsw	di
	smsw	r8w
	smsw	r15w
	smsw	eax
	smsw	edi
	smsw	r8d
	smsw	r15d
	smsw	rax
	smsw	rdi
	smsw	r8
	smsw	r15
	smsw	word ptr [rax]
	smsw	word ptr [rsp + 4*r9 - 128]
	smsw	word ptr [rip + foo]
	smsw	word ptr [r13 + 64]
	lar	ax, cx
	lar	cx, r8w
	lar	r8w, cx
	lar	r15w, r15w
	lar	r9w, di
	lar	ax, cx
	lar	cx, r8w
	lar	r8w, cx
	lar	r15w, r15w
	lar	r9w, di
	lar	ax, cx
	lar	cx, r8w
	lar	r8w, cx
	lar	r15w, r15w
	lar	r9w, di
	lar	ax, word ptr [rax]
	lar	di, word ptr [rsp + 4*r9 - 128]
	lar	r8w, word ptr [rip + foo]
	lar	r15w, word ptr [r13 + 64]
	lsl	ax, cx
	lsl	cx, r8w
	lsl	r8w, cx
	lsl	r15w, r15w
	lsl	r9w, di
	lsl	ax, cx
	lsl	cx, r8w
	lsl	r8w, cx
	lsl	r15w, r15w
	lsl	r9w, di
	lsl	ax, cx
	lsl	cx, r8w
	lsl	r8w, cx
	lsl	r15w, r15w
	lsl	r9w, di
	lsl	ax, word ptr [rax]
	lsl	di, word ptr [rsp + 4*r9 - 128]
	lsl	r8w, word ptr [rip + foo]
	lsl	r15w, word ptr [r13 + 64]
	lar	eax, cx
	lar	ecx, r8w
	lar	r8d, cx
	lar	r15d, r15w
	lar	r9d, di
	lar	eax, cx
	lar	ecx, r8w
	lar	r8d, cx
	lar	r15d, r15w
	lar	r9d, di
	lar	eax, word ptr [rax]
	lar	edi, word ptr [rsp + 4*r9 - 128]
	lar	r8d, word ptr [rip + foo]
	lar	r15d, word ptr [r13 + 64]
	lsl	eax, cx
	lsl	ecx, r8w
	lsl	r8d, cx
	lsl	r15d, r15w
	lsl	r9d, di
	lsl	eax, cx
	lsl	ecx, r8w
	lsl	r8d, cx
	lsl	r15d, r15w
	lsl	r9d, di
	lsl	eax, word ptr [rax]
	lsl	edi, word ptr [rsp + 4*r9 - 128]
	lsl	r8d, word ptr [rip + foo]
	lsl	r15d, word ptr [r13 + 64]
	lar	rax, cx
	lar	rcx, r8w
	lar	r8, cx
	lar	r15, r15w
	lar	r9, di
	lar	rax, cx
	lar	rcx, r8w
	lar	r8, cx
	lar	r15, r15w
	lar	r9, di
	lar	rax, word ptr [rax]
	lar	rdi, word ptr [rsp + 4*r9 - 128]
	lar	r8, word ptr [rip + foo]
	lar	r15, word ptr [r13 + 64]
	lsl	rax, cx
	lsl	rcx, r8w
	lsl	r8, cx
	lsl	r15, r15w
	lsl	r9, di
	lsl	rax, cx
	lsl	rcx, r8w
	lsl	r8, cx
	lsl	r15, r15w
	lsl	r9, di
	lsl	rax, word ptr [rax]
	lsl	rdi, word ptr [rsp + 4*r9 - 128]
	lsl	r8, word ptr [rip + foo]
	lsl	r15, word ptr [r13 + 64]
	lar	ax, cx
	lar	cx, r8w
	lar	r8w, cx
	lar	r15w, r15w
	lar	r9w, di
	lar	eax, cx
	lar	ecx, r8w
	lar	r8d, cx
	lar	r15d, r15w
	lar	r9d, di
	lar	rax, cx
	lar	rcx, r8w
	lar	r8, cx
	lar	r15, r15w
	lar	r9, di
	lsl	ax, cx
	lsl	cx, r8w
	lsl	r8w, cx
	lsl	r15w, r15w
	lsl	r9w, di
	lsl	eax, cx
	lsl	ecx, r8w
	lsl	r8d, cx
	lsl	r15d, r15w
	lsl	r9d, di
	lsl	rax, cx
	lsl	rcx, r8w
	lsl	r8, cx
	lsl	r15, r15w
	lsl	r9, di
	lss	ax, [rax]
	lss	di, [rsp + 4*r9 - 128]
	lss	r8w, [rip + foo]
	lss	r15w, [r13 + 64]
	lfs	ax, [rax]
	lfs	di, [rsp + 4*r9 - 128]
	lfs	r8w, [rip + foo]
	lfs	r15w, [r13 + 64]
	lgs	ax, [rax]
	lgs	di, [rsp + 4*r9 - 128]
	lgs	r8w, [rip + foo]
	lgs	r15w, [r13 + 64]
	lss	eax, [rax]
	lss	edi, [rsp + 4*r9 - 128]
	lss	r8d, [rip + foo]
	lss	r15d, [r13 + 64]
	lfs	eax, [rax]
	lfs	edi, [rsp + 4*r9 - 128]
	lfs	r8d, [rip + foo]
	lfs	r15d, [r13 + 64]
	lgs	eax, [rax]
	lgs	edi, [rsp + 4*r9 - 128]
	lgs	r8d, [rip + foo]
	lgs	r15d, [r13 + 64]
	lss	rax, [rax]
	lss	rdi, [rsp + 4*r9 - 128]
	lss	r8, [rip + foo]
	lss	r15, [r13 + 64]
	lfs	rax, [rax]
	lfs	rdi, [rsp + 4*r9 - 128]
	lfs	r8, [rip + foo]
	lfs	r15, [r13 + 64]
	lgs	rax, [rax]
	lgs	rdi, [rsp + 4*r9 - 128]
	lgs	r8, [rip + foo]
	lgs	r15, [r13 + 64]
	lss	ax, [rax]
	lss	di, [rsp + 4*r9 - 128]
	lss	r8w, [rip + foo]
	lss	r15w, [r13 + 64]
	lss	eax, [rax]
	lss	edi, [rsp + 4*r9 - 128]
	lss	r8d, [rip + foo]
	lss	r15d, [r13 + 64]
	lss	rax, [rax]
	lss	rdi, [rsp + 4*r9 - 128]
	lss	r8, [rip + foo]
	lss	r15, [r13 + 64]
	lfs	ax, [rax]
	lfs	di, [rsp + 4*r9 - 128]
	lfs	r8w, [rip + foo]
	lfs	r15w, [r13 + 64]
	lfs	eax, [rax]
	lfs	edi, [rsp + 4*r9 - 128]
	lfs	r8d, [rip + foo]
	lfs	r15d, [r13 + 64]
	lfs	rax, [rax]
	lfs	rdi, [rsp + 4*r9 - 128]
	lfs	r8, [rip + foo]
	lfs	r15, [r13 + 64]
	lgs	ax, [rax]
	lgs	di, [rsp + 4*r9 - 128]
	lgs	r8w, [rip + foo]
	lgs	r15w, [r13 + 64]
	lgs	eax, [rax]
	lgs	edi, [rsp + 4*r9 - 128]
	lgs	r8d, [rip + foo]
	lgs	r15d, [r13 + 64]
	lgs	rax, [rax]
	lgs	rdi, [rsp + 4*r9 - 128]
	lgs	r8, [rip + foo]
	lgs	r15, [r13 + 64]
	in	al, 0
	in	al, 255
	in	al, 27
	in	al, 128
	in	al, dx
	in	ax, 0
	in	ax, 255
	in	ax, 27
	in	ax, 128
	in	ax, dx
	in	eax, 0
	in	eax, 255
	in	eax, 27
	in	eax, 128
	in	eax, dx
	out	0, al
	out	255, al
	out	27, al
	out	128, al
	out	dx, al
	out	0, ax
	out	255, ax
	out	27, ax
	out	128, ax
	out	dx, ax
	out	0, eax
	out	255, eax
	out	27, eax
	out	128, eax
	out	dx, eax
	in	al, 0
	in	al, 255
	in	al, 27
	in	al, 128
	in	al, dx
	in	ax, 0
	in	ax, 255
	in	ax, 27
	in	ax, 128
	in	ax, dx
	in	eax, 0
	in	eax, 255
	in	eax, 27
	in	eax, 128
	in	eax, dx
	out	0, al
	out	255, al
	out	27, al
	out	128, al
	out	dx, al
	out	0, ax
	out	255, ax
	out	27, ax
	out	128, ax
	out	dx, ax
	out	0, eax
	out	255, eax
	out	27, eax
	out	128, eax
	out	dx, eax
	in	al, 0
	in	al, 255
	in	al, 27
	in	al, 128
	in	ax, dx
	in	eax, 0
	in	eax, 255
	in	eax, 27
	in	eax, 128
	out	0, al
	out	255, al
	out	27, al
	out	128, al
	out	dx, ax
	out	0, eax
	out	255, eax
	out	27, eax
	out	128, eax
	insb	byte ptr es:[rdi], dx
	insw	word ptr es:[rdi], dx
	insd	dword ptr es:[rdi], dx
	outsb	dx, byte ptr [rsi]
	outsw	dx, word ptr [rsi]
	outsd	dx, dword ptr [rsi]
	insb	byte ptr es:[rdi], dx
	insw	word ptr es:[rdi], dx
	insd	dword ptr es:[rdi], dx
	outsb	dx, byte ptr [rsi]
	outsw	dx, word ptr [rsi]
	outsd	dx, dword ptr [rsi]
	clts
	invd
	wbinvd
	wbnoinvd
	wrmsr
	rdmsr
	rdpmc
	sysenter
	sysexit
	sysexit
	sysexitq
	getsec
	rsm
	xlatb
	xlatb
	iretd
	iretd
	iretq
	iret
	enclv
	vmcall
	vmlaunch
	vmresume
	vmxoff
	pconfig
	pbndkb
	wrmsrns
	rdmsrlist
	wrmsrlist
	monitor
	mwait
	clac
	stac
	eretu
	erets
	tdcall
	seamret
	seamops
	seamcall
	encls
	xgetbv
	xsetbv
	vmfunc
	xend
	xtest
	enclu
	vmrun
	vmmcall
	vmload
	vmsave
	stgi
	clgi
	skinit
	invlpga
	serialize
	xsusldtrk
	setssbsy
	xresldtrk
	saveprevssp
	uiret
	testui
	rdpkru
	clui
	wrpkru
	stui
	swapgs
	monitorx
	mwaitx
	clzero
	rdpru
	invlpgb
	rmpadjust
	rmpupdate
	tlbsync
	psmash
	pvalidate
	rmpquery
	endbr64
	endbr32
	xstorerng
	xcryptecb
	xcryptcbc
	xcryptctr
	xcryptcfb
	xcryptofb
	montmul
	xsha1
	xsha256
	monitor
	monitorx
	pvalidate
	rmpadjust
	notrack		jmp	rax
	notrack		jmp	qword ptr [r8]
	notrack		call	qword ptr [rax + r9 + 8]
	notrack		call	r11
	notrack		jmp	qword ptr fs:[rax]
	mwait
	rmpupdate
	mwaitx
	rmpquery
	clzero
	vmrun
	vmload
	vmsave
	psmash
	invlpga
	skinit
	invlpgb
	invlpg	byte ptr [rax]
	invlpg	byte ptr [rsp + 4*r9 - 128]
	invlpg	byte ptr [rip + foo]
	invlpg	byte ptr [r13 + 64]
	vmptrld	qword ptr [rax]
	vmptrld	qword ptr [rsp + 4*r9 - 128]
	vmptrld	qword ptr [rip + foo]
	vmptrld	qword ptr [r13 + 64]
	vmptrst	qword ptr [rax]
	vmptrst	qword ptr [rsp + 4*r9 - 128]
	vmptrst	qword ptr [rip + foo]
	vmptrst	qword ptr [r13 + 64]
	vmclear	qword ptr [rax]
	vmclear	qword ptr [rsp + 4*r9 - 128]
	vmclear	qword ptr [rip + foo]
	vmclear	qword ptr [r13 + 64]
	vmxon	qword ptr [rax]
	vmxon	qword ptr [rsp + 4*r9 - 128]
	vmxon	qword ptr [rip + foo]
	vmxon	qword ptr [r13 + 64]
	rstorssp	dword ptr [rax]
	rstorssp	dword ptr [rsp + 4*r9 - 128]
	rstorssp	dword ptr [rip + foo]
	rstorssp	dword ptr [r13 + 64]
	clrssbsy	dword ptr [rax]
	clrssbsy	dword ptr [rsp + 4*r9 - 128]
	clrssbsy	dword ptr [rip + foo]
	clrssbsy	dword ptr [r13 + 64]
	vmread	rax, rcx
	vmread	rcx, r8
	vmread	r8, rcx
	vmread	r15, r15
	vmread	r9, rdi
	vmread	qword ptr [rax], rax
	vmread	qword ptr [rsp + 4*r9 - 128], rdi
	vmread	qword ptr [rip + foo], r8
	vmread	qword ptr [r13 + 64], r15
	vmread	rax, rcx
	vmread	rcx, r8
	vmread	r8, rcx
	vmread	r15, r15
	vmread	r9, rdi
	vmread	qword ptr [rax], rax
	vmread	qword ptr [rsp + 4*r9 - 128], rdi
	vmread	qword ptr [rip + foo], r8
	vmread	qword ptr [r13 + 64], r15
	vmwrite	rax, rcx
	vmwrite	rcx, r8
	vmwrite	r8, rcx
	vmwrite	r15, r15
	vmwrite	r9, rdi
	vmwrite	rax, qword ptr [rax]
	vmwrite	rdi, qword ptr [rsp + 4*r9 - 128]
	vmwrite	r8, qword ptr [rip + foo]
	vmwrite	r15, qword ptr [r13 + 64]
	vmwrite	rax, rcx
	vmwrite	rcx, r8
	vmwrite	r8, rcx
	vmwrite	r15, r15
	vmwrite	r9, rdi
	vmwrite	rax, qword ptr [rax]
	vmwrite	rdi, qword ptr [rsp + 4*r9 - 128]
	vmwrite	r8, qword ptr [rip + foo]
	vmwrite	r15, qword ptr [r13 + 64]
	invept	rax, xmmword ptr [rax]
	invept	rdi, xmmword ptr [rsp + 4*r9 - 128]
	invept	r8, xmmword ptr [rip + foo]
	invept	r15, xmmword ptr [r13 + 64]
	invvpid	rax, xmmword ptr [rax]
	invvpid	rdi, xmmword ptr [rsp + 4*r9 - 128]
	invvpid	r8, xmmword ptr [rip + foo]
	invvpid	r15, xmmword ptr [r13 + 64]
	invpcid	rax, xmmword ptr [rax]
	invpcid	rdi, xmmword ptr [rsp + 4*r9 - 128]
	invpcid	r8, xmmword ptr [rip + foo]
	invpcid	r15, xmmword ptr [r13 + 64]
	fxsave	[rax]
	fxsave	[rsp + 4*r9 - 128]
	fxsave	[rip + foo]
	fxsave	[r13 + 64]
	fxrstor	[rax]
	fxrstor	[rsp + 4*r9 - 128]
	fxrstor	[rip + foo]
	fxrstor	[r13 + 64]
	xsave	[rax]
	xsave	[rsp + 4*r9 - 128]
	xsave	[rip + foo]
	xsave	[r13 + 64]
	xrstor	[rax]
	xrstor	[rsp + 4*r9 - 128]
	xrstor	[rip + foo]
	xrstor	[r13 + 64]
	xsaveopt	[rax]
	xsaveopt	[rsp + 4*r9 - 128]
	xsaveopt	[rip + foo]
	xsaveopt	[r13 + 64]
	xrstors	[rax]
	xrstors	[rsp + 4*r9 - 128]
	xrstors	[rip + foo]
	xrstors	[r13 + 64]
	xsavec	[rax]
	xsavec	[rsp + 4*r9 - 128]
	xsavec	[rip + foo]
	xsavec	[r13 + 64]
	xsaves	[rax]
	xsaves	[rsp + 4*r9 - 128]
	xsaves	[rip + foo]
	xsaves	[r13 + 64]
	fxsave64	[rax]
	fxsave64	[rsp + 4*r9 - 128]
	fxsave64	[rip + foo]
	fxsave64	[r13 + 64]
	fxrstor64	[rax]
	fxrstor64	[rsp + 4*r9 - 128]
	fxrstor64	[rip + foo]
	fxrstor64	[r13 + 64]
	xsave64	[rax]
	xsave64	[rsp + 4*r9 - 128]
	xsave64	[rip + foo]
	xsave64	[r13 + 64]
	xrstor64	[rax]
	xrstor64	[rsp + 4*r9 - 128]
	xrstor64	[rip + foo]
	xrstor64	[r13 + 64]
	xsaveopt64	[rax]
	xsaveopt64	[rsp + 4*r9 - 128]
	xsaveopt64	[rip + foo]
	xsaveopt64	[r13 + 64]
	xrstors64	[rax]
	xrstors64	[rsp + 4*r9 - 128]
	xrstors64	[rip + foo]
	xrstors64	[r13 + 64]
	xsavec64	[rax]
	xsavec64	[rsp + 4*r9 - 128]
	xsavec64	[rip + foo]
	xsavec64	[r13 + 64]
	xsaves64	[rax]
	xsaves64	[rsp + 4*r9 - 128]
	xsaves64	[rip + foo]
	xsaves64	[r13 + 64]
	incsspd	eax
	incsspd	edi
	incsspd	r8d
	incsspd	r15d
	rdsspd	eax
	rdsspd	edi
	rdsspd	r8d
	rdsspd	r15d
	incsspq	rax
	incsspq	rdi
	incsspq	r8
	incsspq	r15
	rdsspq	rax
	rdsspq	rdi
	rdsspq	r8
	rdsspq	r15
	wrssd	dword ptr [rax], eax
	wrssd	dword ptr [rsp + 4*r9 - 128], edi
	wrssd	dword ptr [rip + foo], r8d
	wrssd	dword ptr [r13 + 64], r15d
	wrussd	dword ptr [rax], eax
	wrussd	dword ptr [rsp + 4*r9 - 128], edi
	wrussd	dword ptr [rip + foo], r8d
	wrussd	dword ptr [r13 + 64], r15d
	wrssq	qword ptr [rax], rax
	wrssq	qword ptr [rsp + 4*r9 - 128], rdi
	wrssq	qword ptr [rip + foo], r8
	wrssq	qword ptr [r13 + 64], r15
	wrussq	qword ptr [rax], rax
	wrussq	qword ptr [rsp + 4*r9 - 128], rdi
	wrussq	qword ptr [rip + foo], r8
	wrussq	qword ptr [r13 + 64], r15
	xabort	0
	xabort	255
	xabort	-1
	xabort	127
	senduipi	rax
	senduipi	rdi
	senduipi	r8
	senduipi	r15
	rdpid	rax
	rdpid	rdi
	rdpid	r8
	rdpid	r15
	umonitor	rax
	umonitor	rdi
	umonitor	r8
	umonitor	r15
	umonitor	eax
	umonitor	edi
	umonitor	r8d
	umonitor	r15d
	umwait	eax
	umwait	edi
	umwait	r8d
	umwait	r15d
	umwait	eax
	umwait	edi
	umwait	r8d
	umwait	r15d
	tpause	eax
	tpause	edi
	tpause	r8d
	tpause	r15d
	tpause	eax
	tpause	edi
	tpause	r8d
	tpause	r15d
	hreset	0
	hreset	255
	urdmsr	rax, rcx
	urdmsr	rcx, r8
	urdmsr	r8, rcx
	urdmsr	r15, r15
	urdmsr	r9, rdi
	urdmsr	rax, 305419896
	urdmsr	rdi, 305419896
	urdmsr	r8, 305419896
	urdmsr	r15, 305419896
	urdmsr	rax, -1
	urdmsr	rdi, -1
	urdmsr	r8, -1
	urdmsr	r15, -1
	urdmsr	rax, 2147483647
	urdmsr	rdi, 2147483647
	urdmsr	r8, 2147483647
	urdmsr	r15, 2147483647
	urdmsr	rax, -2147483648
	urdmsr	rdi, -2147483648
	urdmsr	r8, -2147483648
	urdmsr	r15, -2147483648
	uwrmsr	rax, rcx
	uwrmsr	rcx, r8
	uwrmsr	r8, rcx
	uwrmsr	r15, r15
	uwrmsr	r9, rdi
	uwrmsr	305419896, rax
	uwrmsr	305419896, rdi
	uwrmsr	305419896, r8
	uwrmsr	305419896, r15
	uwrmsr	0, rax
	uwrmsr	0, rdi
	uwrmsr	0, r8
	uwrmsr	0, r15
	uwrmsr	-2147483648, rax
	uwrmsr	-2147483648, rdi
	uwrmsr	-2147483648, r8
	uwrmsr	-2147483648, r15
	call	[rax]
	call	[rbp + 2*rcx - 8]
	jmp	[rax]
	jmp	[rbp + 2*rcx - 8]
	lcall	[rax]
	lcall	[rbp + 2*rcx - 8]
	ljmp	[rax]
	ljmp	[rbp + 2*rcx - 8]
	call	[rax]
	call	[rbp + 2*rcx - 8]
	jmp	[rax]
	jmp	[rbp + 2*rcx - 8]
	lcall	[rax]
	lcall	[rbp + 2*rcx - 8]
	ljmp	[rax]
	ljmp	[rbp + 2*rcx - 8]
	retf
	retf	0
	retf	8
	retf	65535
	retf
	retf	0
	retf	8
	retf	65535
	retfq
	retfq	0
	retfq	8
	retfq	65535
