	.intel_syntax noprefix
	.text
	cmovo	dx, cx
	cmovo	ecx, eax
	cmovo	r9, rbx
	cmovo	rax, qword ptr [rax]
	cmovo	r15d, dword ptr [r12 + 8]
	cmovno	dx, cx
	cmovno	ecx, eax
	cmovno	r9, rbx
	cmovno	rax, qword ptr [rax]
	cmovno	r15d, dword ptr [r12 + 8]
	cmovb	dx, cx
	cmovb	ecx, eax
	cmovb	r9, rbx
	cmovb	rax, qword ptr [rax]
	cmovb	r15d, dword ptr [r12 + 8]
	cmovae	dx, cx
	cmovae	ecx, eax
	cmovae	r9, rbx
	cmovae	rax, qword ptr [rax]
	cmovae	r15d, dword ptr [r12 + 8]
	cmove	dx, cx
	cmove	ecx, eax
	cmove	r9, rbx
	cmove	rax, qword ptr [rax]
	cmove	r15d, dword ptr [r12 + 8]
	cmovne	dx, cx
	cmovne	ecx, eax
	cmovne	r9, rbx
	cmovne	rax, qword ptr [rax]
	cmovne	r15d, dword ptr [r12 + 8]
	cmovbe	dx, cx
	cmovbe	ecx, eax
	cmovbe	r9, rbx
	cmovbe	rax, qword ptr [rax]
	cmovbe	r15d, dword ptr [r12 + 8]
	cmova	dx, cx
	cmova	ecx, eax
	cmova	r9, rbx
	cmova	rax, qword ptr [rax]
	cmova	r15d, dword ptr [r12 + 8]
	cmovs	dx, cx
	cmovs	ecx, eax
	cmovs	r9, rbx
	cmovs	rax, qword ptr [rax]
	cmovs	r15d, dword ptr [r12 + 8]
	cmovns	dx, cx
	cmovns	ecx, eax
	cmovns	r9, rbx
	cmovns	rax, qword ptr [rax]
	cmovns	r15d, dword ptr [r12 + 8]
	cmovp	dx, cx
	cmovp	ecx, eax
	cmovp	r9, rbx
	cmovp	rax, qword ptr [rax]
	cmovp	r15d, dword ptr [r12 + 8]
	cmovnp	dx, cx
	cmovnp	ecx, eax
	cmovnp	r9, rbx
	cmovnp	rax, qword ptr [rax]
	cmovnp	r15d, dword ptr [r12 + 8]
	cmovl	dx, cx
	cmovl	ecx, eax
	cmovl	r9, rbx
	cmovl	rax, qword ptr [rax]
	cmovl	r15d, dword ptr [r12 + 8]
	cmovge	dx, cx
	cmovge	ecx, eax
	cmovge	r9, rbx
	cmovge	rax, qword ptr [rax]
	cmovge	r15d, dword ptr [r12 + 8]
	cmovle	dx, cx
	cmovle	ecx, eax
	cmovle	r9, rbx
	cmovle	rax, qword ptr [rax]
	cmovle	r15d, dword ptr [r12 + 8]
	cmovg	dx, cx
	cmovg	ecx, eax
	cmovg	r9, rbx
	cmovg	rax, qword ptr [rax]
	cmovg	r15d, dword ptr [r12 + 8]
	cmovb	rdi, rsi
	cmovb	edi, esi
	cmovb	rdi, rsi
	cmovb	edi, esi
	cmovae	rdi, rsi
	cmovae	edi, esi
	cmovae	rdi, rsi
	cmovae	edi, esi
	cmove	rdi, rsi
	cmove	edi, esi
	cmovne	rdi, rsi
	cmovne	edi, esi
	cmovbe	rdi, rsi
	cmovbe	edi, esi
	cmova	rdi, rsi
	cmova	edi, esi
	cmovp	rdi, rsi
	cmovp	edi, esi
	cmovnp	rdi, rsi
	cmovnp	edi, esi
	cmovl	rdi, rsi
	cmovl	edi, esi
	cmovge	rdi, rsi
	cmovge	edi, esi
	cmovle	rdi, rsi
	cmovle	edi, esi
	cmovg	rdi, rsi
	cmovg	edi, esi
	cmove	bx, ax
