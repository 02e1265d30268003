	.intel_syntax noprefix
	.text
	bt	dx, cx
	bt	ax, r9w
	bt	word ptr [rax], dx
	bt	word ptr [r12 + 8], ax
	bt	cx, 0
	bt	cx, 1
	bt	cx, 15
	bt	r9w, 5
	bt	word ptr [rax], 3
	bt	word ptr [rip + foo], 7
	bt	edx, ecx
	bt	eax, r9d
	bt	dword ptr [rax], edx
	bt	dword ptr [r12 + 8], eax
	bt	ecx, 0
	bt	ecx, 1
	bt	ecx, 15
	bt	ecx, 31
	bt	r9d, 5
	bt	dword ptr [rax], 3
	bt	dword ptr [rip + foo], 7
	bt	rdx, rcx
	bt	rax, r9
	bt	qword ptr [rax], rdx
	bt	qword ptr [r12 + 8], rax
	bt	rcx, 0
	bt	rcx, 1
	bt	rcx, 15
	bt	rcx, 31
	bt	rcx, 63
	bt	r9, 5
	bt	qword ptr [rax], 3
	bt	qword ptr [rip + foo], 7
	bt	ecx, eax
	bt	r8, 2
	bts	dx, cx
	bts	ax, r9w
	bts	word ptr [rax], dx
	bts	word ptr [r12 + 8], ax
	bts	cx, 0
	bts	cx, 1
	bts	cx, 15
	bts	r9w, 5
	bts	word ptr [rax], 3
	bts	word ptr [rip + foo], 7
	bts	edx, ecx
	bts	eax, r9d
	bts	dword ptr [rax], edx
	bts	dword ptr [r12 + 8], eax
	bts	ecx, 0
	bts	ecx, 1
	bts	ecx, 15
	bts	ecx, 31
	bts	r9d, 5
	bts	dword ptr [rax], 3
	bts	dword ptr [rip + foo], 7
	bts	rdx, rcx
	bts	rax, r9
	bts	qword ptr [rax], rdx
	bts	qword ptr [r12 + 8], rax
	bts	rcx, 0
	bts	rcx, 1
	bts	rcx, 15
	bts	rcx, 31
	bts	rcx, 63
	bts	r9, 5
	bts	qword ptr [rax], 3
	bts	qword ptr [rip + foo], 7
	bts	ecx, eax
	bts	r8, 2
	btr	dx, cx
	btr	ax, r9w
	btr	word ptr [rax], dx
	btr	word ptr [r12 + 8], ax
	btr	cx, 0
	btr	cx, 1
	btr	cx, 15
	btr	r9w, 5
	btr	word ptr [rax], 3
	btr	word ptr [rip + foo], 7
	btr	edx, ecx
	btr	eax, r9d
	btr	dword ptr [rax], edx
	btr	dword ptr [r12 + 8], eax
	btr	ecx, 0
	btr	ecx, 1
	btr	ecx, 15
	btr	ecx, 31
	btr	r9d, 5
	btr	dword ptr [rax], 3
	btr	dword ptr [rip + foo], 7
	btr	rdx, rcx
	btr	rax, r9
	btr	qword ptr [rax], rdx
	btr	qword ptr [r12 + 8], rax
	btr	rcx, 0
	btr	rcx, 1
	btr	rcx, 15
	btr	rcx, 31
	btr	rcx, 63
	btr	r9, 5
	btr	qword ptr [rax], 3
	btr	qword ptr [rip + foo], 7
	btr	ecx, eax
	btr	r8, 2
	btc	dx, cx
	btc	ax, r9w
	btc	word ptr [rax], dx
	btc	word ptr [r12 + 8], ax
	btc	cx, 0
	btc	cx, 1
	btc	cx, 15
	btc	r9w, 5
	btc	word ptr [rax], 3
	btc	word ptr [rip + foo], 7
	btc	edx, ecx
	btc	eax, r9d
	btc	dword ptr [rax], edx
	btc	dword ptr [r12 + 8], eax
	btc	ecx, 0
	btc	ecx, 1
	btc	ecx, 15
	btc	ecx, 31
	btc	r9d, 5
	btc	dword ptr [rax], 3
	btc	dword ptr [rip + foo], 7
	btc	rdx, rcx
	btc	rax, r9
	btc	qword ptr [rax], rdx
	btc	qword ptr [r12 + 8], rax
	btc	rcx, 0
	btc	rcx, 1
	btc	rcx, 15
	btc	rcx, 31
	btc	rcx, 63
	btc	r9, 5
	btc	qword ptr [rax], 3
	btc	qword ptr [rip + foo], 7
	btc	ecx, eax
	btc	r8, 2
