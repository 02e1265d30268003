	.intel_syntax noprefix
	.text
	seto	al
	seto	r9b
	seto	sil
	seto	byte ptr [rax]
	setno	al
	setno	r9b
	setno	sil
	setno	byte ptr [rax]
	setb	al
	setb	r9b
	setb	sil
	setb	byte ptr [rax]
	setae	al
	setae	r9b
	setae	sil
	setae	byte ptr [rax]
	sete	al
	sete	r9b
	sete	sil
	sete	byte ptr [rax]
	setne	al
	setne	r9b
	setne	sil
	setne	byte ptr [rax]
	setbe	al
	setbe	r9b
	setbe	sil
	setbe	byte ptr [rax]
	seta	al
	seta	r9b
	seta	sil
	seta	byte ptr [rax]
	sets	al
	sets	r9b
	sets	sil
	sets	byte ptr [rax]
	setns	al
	setns	r9b
	setns	sil
	setns	byte ptr [rax]
	setp	al
	setp	r9b
	setp	sil
	setp	byte ptr [rax]
	setnp	al
	setnp	r9b
	setnp	sil
	setnp	byte ptr [rax]
	setl	al
	setl	r9b
	setl	sil
	setl	byte ptr [rax]
	setge	al
	setge	r9b
	setge	sil
	setge	byte ptr [rax]
	setle	al
	setle	r9b
	setle	sil
	setle	byte ptr [rax]
	setg	al
	setg	r9b
	setg	sil
	setg	byte ptr [rax]
	setb	cl
	setb	cl
	setae	cl
	setae	cl
	sete	cl
	setne	cl
	setbe	cl
	seta	cl
	setp	cl
	setnp	cl
	setl	cl
	setge	cl
	setle	cl
	setg	cl
	seta	ah
	setb	byte ptr [rip + foo]
	setne	dl
