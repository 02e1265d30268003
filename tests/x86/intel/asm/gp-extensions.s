	.intel_syntax noprefix
	.text
	andn	edx, ecx, eax
	andn	edx, ecx, r8d
	andn	edx, r8d, ecx
	andn	r8d, edx, ecx
	andn	r13d, r14d, r15d
	andn	r11d, r10d, r9d
	andn	eax, ecx, dword ptr [rax]
	andn	ecx, r8d, dword ptr [rsp + 4*r9 - 128]
	andn	r8d, ecx, dword ptr [rip + foo]
	andn	r15d, r15d, dword ptr [r13 + 64]
	andn	r9d, edi, dword ptr [rax]
	pdep	edx, ecx, eax
	pdep	edx, ecx, r8d
	pdep	edx, r8d, ecx
	pdep	r8d, edx, ecx
	pdep	r13d, r14d, r15d
	pdep	r11d, r10d, r9d
	pdep	eax, ecx, dword ptr [rax]
	pdep	ecx, r8d, dword ptr [rsp + 4*r9 - 128]
	pdep	r8d, ecx, dword ptr [rip + foo]
	pdep	r15d, r15d, dword ptr [r13 + 64]
	pdep	r9d, edi, dword ptr [rax]
	pext	edx, ecx, eax
	pext	edx, ecx, r8d
	pext	edx, r8d, ecx
	pext	r8d, edx, ecx
	pext	r13d, r14d, r15d
	pext	r11d, r10d, r9d
	pext	eax, ecx, dword ptr [rax]
	pext	ecx, r8d, dword ptr [rsp + 4*r9 - 128]
	pext	r8d, ecx, dword ptr [rip + foo]
	pext	r15d, r15d, dword ptr [r13 + 64]
	pext	r9d, edi, dword ptr [rax]
	andn	rdx, rcx, rax
	andn	rdx, rcx, r8
	andn	rdx, r8, rcx
	andn	r8, rdx, rcx
	andn	r13, r14, r15
	andn	r11, r10, r9
	andn	rax, rcx, qword ptr [rax]
	andn	rcx, r8, qword ptr [rsp + 4*r9 - 128]
	andn	r8, rcx, qword ptr [rip + foo]
	andn	r15, r15, qword ptr [r13 + 64]
	andn	r9, rdi, qword ptr [rax]
	pdep	rdx, rcx, rax
	pdep	rdx, rcx, r8
	pdep	rdx, r8, rcx
	pdep	r8, rdx, rcx
	pdep	r13, r14, r15
	pdep	r11, r10, r9
	pdep	rax, rcx, qword ptr [rax]
	pdep	rcx, r8, qword ptr [rsp + 4*r9 - 128]
	pdep	r8, rcx, qword ptr [rip + foo]
	pdep	r15, r15, qword ptr [r13 + 64]
	pdep	r9, rdi, qword ptr [rax]
	pext	rdx, rcx, rax
	pext	rdx, rcx, r8
	pext	rdx, r8, rcx
	pext	r8, rdx, rcx
	pext	r13, r14, r15
	pext	r11, r10, r9
	pext	rax, rcx, qword ptr [rax]
	pext	rcx, r8, qword ptr [rsp + 4*r9 - 128]
	pext	r8, rcx, qword ptr [rip + foo]
	pext	r15, r15, qword ptr [r13 + 64]
	pext	r9, rdi, qword ptr [rax]
	andn	edx, ecx, eax
	andn	edx, ecx, r8d
	andn	edx, r8d, ecx
	andn	r8d, edx, ecx
	andn	r13d, r14d, r15d
	andn	r11d, r10d, r9d
	andn	rdx, rcx, rax
	andn	rdx, rcx, r8
	andn	rdx, r8, rcx
	andn	r8, rdx, rcx
	andn	r13, r14, r15
	andn	r11, r10, r9
	pdep	edx, ecx, eax
	pdep	edx, ecx, r8d
	pdep	edx, r8d, ecx
	pdep	r8d, edx, ecx
	pdep	r13d, r14d, r15d
	pdep	r11d, r10d, r9d
	pdep	rdx, rcx, rax
	pdep	rdx, rcx, r8
	pdep	rdx, r8, rcx
	pdep	r8, rdx, rcx
	pdep	r13, r14, r15
	pdep	r11, r10, r9
	pext	edx, ecx, eax
	pext	edx, ecx, r8d
	pext	edx, r8d, ecx
	pext	r8d, edx, ecx
	pext	r13d, r14d, r15d
	pext	r11d, r10d, r9d
	pext	rdx, rcx, rax
	pext	rdx, rcx, r8
	pext	rdx, r8, rcx
	pext	r8, rdx, rcx
	pext	r13, r14, r15
	pext	r11, r10, r9
	bextr	edx, ecx, eax
	bextr	edx, ecx, r8d
	bextr	edx, r8d, ecx
	bextr	r8d, edx, ecx
	bextr	r13d, r14d, r15d
	bextr	r11d, r10d, r9d
	bextr	eax, dword ptr [rax], ecx
	bextr	ecx, dword ptr [rsp + 4*r9 - 128], r8d
	bextr	r8d, dword ptr [rip + foo], ecx
	bextr	r15d, dword ptr [r13 + 64], r15d
	bextr	r9d, dword ptr [rax], edi
	bzhi	edx, ecx, eax
	bzhi	edx, ecx, r8d
	bzhi	edx, r8d, ecx
	bzhi	r8d, edx, ecx
	bzhi	r13d, r14d, r15d
	bzhi	r11d, r10d, r9d
	bzhi	eax, dword ptr [rax], ecx
	bzhi	ecx, dword ptr [rsp + 4*r9 - 128], r8d
	bzhi	r8d, dword ptr [rip + foo], ecx
	bzhi	r15d, dword ptr [r13 + 64], r15d
	bzhi	r9d, dword ptr [rax], edi
	sarx	edx, ecx, eax
	sarx	edx, ecx, r8d
	sarx	edx, r8d, ecx
	sarx	r8d, edx, ecx
	sarx	r13d, r14d, r15d
	sarx	r11d, r10d, r9d
	sarx	eax, dword ptr [rax], ecx
	sarx	ecx, dword ptr [rsp + 4*r9 - 128], r8d
	sarx	r8d, dword ptr [rip + foo], ecx
	sarx	r15d, dword ptr [r13 + 64], r15d
	sarx	r9d, dword ptr [rax], edi
	shlx	edx, ecx, eax
	shlx	edx, ecx, r8d
	shlx	edx, r8d, ecx
	shlx	r8d, edx, ecx
	shlx	r13d, r14d, r15d
	shlx	r11d, r10d, r9d
	shlx	eax, dword ptr [rax], ecx
	shlx	ecx, dword ptr [rsp + 4*r9 - 128], r8d
	shlx	r8d, dword ptr [rip + foo], ecx
	shlx	r15d, dword ptr [r13 + 64], r15d
	shlx	r9d, dword ptr [rax], edi
	shrx	edx, ecx, eax
	shrx	edx, ecx, r8d
	shrx	edx, r8d, ecx
	shrx	r8d, edx, ecx
	shrx	r13d, r14d, r15d
	shrx	r11d, r10d, r9d
	shrx	eax, dword ptr [rax], ecx
	shrx	ecx, dword ptr [rsp + 4*r9 - 128], r8d
	shrx	r8d, dword ptr [rip + foo], ecx
	shrx	r15d, dword ptr [r13 + 64], r15d
	shrx	r9d, dword ptr [rax], edi
	bextr	rdx, rcx, rax
	bextr	rdx, rcx, r8
	bextr	rdx, r8, rcx
	bextr	r8, rdx, rcx
	bextr	r13, r14, r15
	bextr	r11, r10, r9
	bextr	rax, qword ptr [rax], rcx
	bextr	rcx, qword ptr [rsp + 4*r9 - 128], r8
	bextr	r8, qword ptr [rip + foo], rcx
	bextr	r15, qword ptr [r13 + 64], r15
	bextr	r9, qword ptr [rax], rdi
	bzhi	rdx, rcx, rax
	bzhi	rdx, rcx, r8
	bzhi	rdx, r8, rcx
	bzhi	r8, rdx, rcx
	bzhi	r13, r14, r15
	bzhi	r11, r10, r9
	bzhi	rax, qword ptr [rax], rcx
	bzhi	rcx, qword ptr [rsp + 4*r9 - 128], r8
	bzhi	r8, qword ptr [rip + foo], rcx
	bzhi	r15, qword ptr [r13 + 64], r15
	bzhi	r9, qword ptr [rax], rdi
	sarx	rdx, rcx, rax
	sarx	rdx, rcx, r8
	sarx	rdx, r8, rcx
	sarx	r8, rdx, rcx
	sarx	r13, r14, r15
	sarx	r11, r10, r9
	sarx	rax, qword ptr [rax], rcx
	sarx	rcx, qword ptr [rsp + 4*r9 - 128], r8
	sarx	r8, qword ptr [rip + foo], rcx
	sarx	r15, qword ptr [r13 + 64], r15
	sarx	r9, qword ptr [rax], rdi
	shlx	rdx, rcx, rax
	shlx	rdx, rcx, r8
	shlx	rdx, r8, rcx
	shlx	r8, rdx, rcx
	shlx	r13, r14, r15
	shlx	r11, r10, r9
	shlx	rax, qword ptr [rax], rcx
	shlx	rcx, qword ptr [rsp + 4*r9 - 128], r8
	shlx	r8, qword ptr [rip + foo], rcx
	shlx	r15, qword ptr [r13 + 64], r15
	shlx	r9, qword ptr [rax], rdi
	shrx	rdx, rcx, rax
	shrx	rdx, rcx, r8
	shrx	rdx, r8, rcx
	shrx	r8, rdx, rcx
	shrx	r13, r14, r15
	shrx	r11, r10, r9
	shrx	rax, qword ptr [rax], rcx
	shrx	rcx, qword ptr [rsp + 4*r9 - 128], r8
	shrx	r8, qword ptr [rip + foo], rcx
	shrx	r15, qword ptr [r13 + 64], r15
	shrx	r9, qword ptr [rax], rdi
	bextr	edx, ecx, eax
	bextr	edx, ecx, r8d
	bextr	edx, r8d, ecx
	bextr	r8d, edx, ecx
	bextr	r13d, r14d, r15d
	bextr	r11d, r10d, r9d
	bextr	rdx, rcx, rax
	bextr	rdx, rcx, r8
	bextr	rdx, r8, rcx
	bextr	r8, rdx, rcx
	bextr	r13, r14, r15
	bextr	r11, r10, r9
	bzhi	edx, ecx, eax
	bzhi	edx, ecx, r8d
	bzhi	edx, r8d, ecx
	bzhi	r8d, edx, ecx
	bzhi	r13d, r14d, r15d
	bzhi	r11d, r10d, r9d
	bzhi	rdx, rcx, rax
	bzhi	rdx, rcx, r8
	bzhi	rdx, r8, rcx
	bzhi	r8, rdx, rcx
	bzhi	r13, r14, r15
	bzhi	r11, r10, r9
	sarx	edx, ecx, eax
	sarx	edx, ecx, r8d
	sarx	edx, r8d, ecx
	sarx	r8d, edx, ecx
	sarx	r13d, r14d, r15d
	sarx	r11d, r10d, r9d
	sarx	rdx, rcx, rax
	sarx	rdx, rcx, r8
	sarx	rdx, r8, rcx
	sarx	r8, rdx, rcx
	sarx	r13, r14, r15
	sarx	r11, r10, r9
	shlx	edx, ecx, eax
	shlx	edx, ecx, r8d
	shlx	edx, r8d, ecx
	shlx	r8d, edx, ecx
	shlx	r13d, r14d, r15d
	shlx	r11d, r10d, r9d
	shlx	rdx, rcx, rax
	shlx	rdx, rcx, r8
	shlx	rdx, r8, rcx
	shlx	r8, rdx, rcx
	shlx	r13, r14, r15
	shlx	r11, r10, r9
	shrx	edx, ecx, eax
	shrx	edx, ecx, r8d
	shrx	edx, r8d, ecx
	shrx	r8d, edx, ecx
	shrx	r13d, r14d, r15d
	shrx	r11d, r10d, r9d
	shrx	rdx, rcx, rax
	shrx	rdx, rcx, r8
	shrx	rdx, r8, rcx
	shrx	r8, rdx, rcx
	shrx	r13, r14, r15
	shrx	r11, r10, r9
	blsi	eax, ecx
	blsi	ecx, r8d
	blsi	r8d, ecx
	blsi	r15d, r15d
	blsi	r9d, edi
	blsi	eax, dword ptr [rax]
	blsi	edi, dword ptr [rsp + 4*r9 - 128]
	blsi	r8d, dword ptr [rip + foo]
	blsi	r15d, dword ptr [r13 + 64]
	blsmsk	eax, ecx
	blsmsk	ecx, r8d
	blsmsk	r8d, ecx
	blsmsk	r15d, r15d
	blsmsk	r9d, edi
	blsmsk	eax, dword ptr [rax]
	blsmsk	edi, dword ptr [rsp + 4*r9 - 128]
	blsmsk	r8d, dword ptr [rip + foo]
	blsmsk	r15d, dword ptr [r13 + 64]
	blsr	eax, ecx
	blsr	ecx, r8d
	blsr	r8d, ecx
	blsr	r15d, r15d
	blsr	r9d, edi
	blsr	eax, dword ptr [rax]
	blsr	edi, dword ptr [rsp + 4*r9 - 128]
	blsr	r8d, dword ptr [rip + foo]
	blsr	r15d, dword ptr [r13 + 64]
	blsi	rax, rcx
	blsi	rcx, r8
	blsi	r8, rcx
	blsi	r15, r15
	blsi	r9, rdi
	blsi	rax, qword ptr [rax]
	blsi	rdi, qword ptr [rsp + 4*r9 - 128]
	blsi	r8, qword ptr [rip + foo]
	blsi	r15, qword ptr [r13 + 64]
	blsmsk	rax, rcx
	blsmsk	rcx, r8
	blsmsk	r8, rcx
	blsmsk	r15, r15
	blsmsk	r9, rdi
	blsmsk	rax, qword ptr [rax]
	blsmsk	rdi, qword ptr [rsp + 4*r9 - 128]
	blsmsk	r8, qword ptr [rip + foo]
	blsmsk	r15, qword ptr [r13 + 64]
	blsr	rax, rcx
	blsr	rcx, r8
	blsr	r8, rcx
	blsr	r15, r15
	blsr	r9, rdi
	blsr	rax, qword ptr [rax]
	blsr	rdi, qword ptr [rsp + 4*r9 - 128]
	blsr	r8, qword ptr [rip + foo]
	blsr	r15, qword ptr [r13 + 64]
	blsi	eax, ecx
	blsi	ecx, r8d
	blsi	r8d, ecx
	blsi	r15d, r15d
	blsi	r9d, edi
	blsi	rax, rcx
	blsi	rcx, r8
	blsi	r8, rcx
	blsi	r15, r15
	blsi	r9, rdi
	blsmsk	eax, ecx
	blsmsk	ecx, r8d
	blsmsk	r8d, ecx
	blsmsk	r15d, r15d
	blsmsk	r9d, edi
	blsmsk	rax, rcx
	blsmsk	rcx, r8
	blsmsk	r8, rcx
	blsmsk	r15, r15
	blsmsk	r9, rdi
	blsr	eax, ecx
	blsr	ecx, r8d
	blsr	r8d, ecx
	blsr	r15d, r15d
	blsr	r9d, edi
	blsr	rax, rcx
	blsr	rcx, r8
	blsr	r8, rcx
	blsr	r15, r15
	blsr	r9, rdi
	mulx	edx, ecx, eax
	mulx	edx, ecx, r8d
	mulx	edx, r8d, ecx
	mulx	r8d, edx, ecx
	mulx	r13d, r14d, r15d
	mulx	r11d, r10d, r9d
	mulx	eax, ecx, dword ptr [rax]
	mulx	ecx, r8d, dword ptr [rsp + 4*r9 - 128]
	mulx	r8d, ecx, dword ptr [rip + foo]
	mulx	r15d, r15d, dword ptr [r13 + 64]
	mulx	r9d, edi, dword ptr [rax]
	mulx	rdx, rcx, rax
	mulx	rdx, rcx, r8
	mulx	rdx, r8, rcx
	mulx	r8, rdx, rcx
	mulx	r13, r14, r15
	mulx	r11, r10, r9
	mulx	rax, rcx, qword ptr [rax]
	mulx	rcx, r8, qword ptr [rsp + 4*r9 - 128]
	mulx	r8, rcx, qword ptr [rip + foo]
	mulx	r15, r15, qword ptr [r13 + 64]
	mulx	r9, rdi, qword ptr [rax]
	mulx	edx, ecx, eax
	mulx	edx, ecx, r8d
	mulx	edx, r8d, ecx
	mulx	r8d, edx, ecx
	mulx	r13d, r14d, r15d
	mulx	r11d, r10d, r9d
	mulx	rdx, rcx, rax
	mulx	rdx, rcx, r8
	mulx	rdx, r8, rcx
	mulx	r8, rdx, rcx
	mulx	r13, r14, r15
	mulx	r11, r10, r9
	rorx	eax, ecx, 0
	rorx	ecx, r8d, 255
	rorx	r8d, ecx, 27
	rorx	r15d, r15d, 128
	rorx	r9d, edi, 0
	rorx	eax, dword ptr [rax], 0
	rorx	edi, dword ptr [rsp + 4*r9 - 128], 255
	rorx	r8d, dword ptr [rip + foo], 27
	rorx	r15d, dword ptr [r13 + 64], 128
	rorx	rax, rcx, 0
	rorx	rcx, r8, 255
	rorx	r8, rcx, 27
	rorx	r15, r15, 128
	rorx	r9, rdi, 0
	rorx	rax, qword ptr [rax], 0
	rorx	rdi, qword ptr [rsp + 4*r9 - 128], 255
	rorx	r8, qword ptr [rip + foo], 27
	rorx	r15, qword ptr [r13 + 64], 128
	rorx	eax, ecx, 0
	rorx	ecx, r8d, 255
	rorx	r8d, ecx, 27
	rorx	r15d, r15d, 128
	rorx	r9d, edi, 0
	rorx	rax, rcx, 0
	rorx	rcx, r8, 255
	rorx	r8, rcx, 27
	rorx	r15, r15, 128
	rorx	r9, rdi, 0
	lzcnt	ax, cx
	lzcnt	cx, r8w
	lzcnt	r8w, cx
	lzcnt	r15w, r15w
	lzcnt	r9w, di
	lzcnt	ax, word ptr [rax]
	lzcnt	di, word ptr [rsp + 4*r9 - 128]
	lzcnt	r8w, word ptr [rip + foo]
	lzcnt	r15w, word ptr [r13 + 64]
	tzcnt	ax, cx
	tzcnt	cx, r8w
	tzcnt	r8w, cx
	tzcnt	r15w, r15w
	tzcnt	r9w, di
	tzcnt	ax, word ptr [rax]
	tzcnt	di, word ptr [rsp + 4*r9 - 128]
	tzcnt	r8w, word ptr [rip + foo]
	tzcnt	r15w, word ptr [r13 + 64]
	popcnt	ax, cx
	popcnt	cx, r8w
	popcnt	r8w, cx
	popcnt	r15w, r15w
	popcnt	r9w, di
	popcnt	ax, word ptr [rax]
	popcnt	di, word ptr [rsp + 4*r9 - 128]
	popcnt	r8w, word ptr [rip + foo]
	popcnt	r15w, word ptr [r13 + 64]
	lzcnt	eax, ecx
	lzcnt	ecx, r8d
	lzcnt	r8d, ecx
	lzcnt	r15d, r15d
	lzcnt	r9d, edi
	lzcnt	eax, dword ptr [rax]
	lzcnt	edi, dword ptr [rsp + 4*r9 - 128]
	lzcnt	r8d, dword ptr [rip + foo]
	lzcnt	r15d, dword ptr [r13 + 64]
	tzcnt	eax, ecx
	tzcnt	ecx, r8d
	tzcnt	r8d, ecx
	tzcnt	r15d, r15d
	tzcnt	r9d, edi
	tzcnt	eax, dword ptr [rax]
	tzcnt	edi, dword ptr [rsp + 4*r9 - 128]
	tzcnt	r8d, dword ptr [rip + foo]
	tzcnt	r15d, dword ptr [r13 + 64]
	popcnt	eax, ecx
	popcnt	ecx, r8d
	popcnt	r8d, ecx
	popcnt	r15d, r15d
	popcnt	r9d, edi
	popcnt	eax, dword ptr [rax]
	popcnt	edi, dword ptr [rsp + 4*r9 - 128]
	popcnt	r8d, dword ptr [rip + foo]
	popcnt	r15d, dword ptr [r13 + 64]
	lzcnt	rax, rcx
	lzcnt	rcx, r8
	lzcnt	r8, rcx
	lzcnt	r15, r15
	lzcnt	r9, rdi
	lzcnt	rax, qword ptr [rax]
	lzcnt	rdi, qword ptr [rsp + 4*r9 - 128]
	lzcnt	r8, qword ptr [rip + foo]
	lzcnt	r15, qword ptr [r13 + 64]
	tzcnt	rax, rcx
	tzcnt	rcx, r8
	tzcnt	r8, rcx
	tzcnt	r15, r15
	tzcnt	r9, rdi
	tzcnt	rax, qword ptr [rax]
	tzcnt	rdi, qword ptr [rsp + 4*r9 - 128]
	tzcnt	r8, qword ptr [rip + foo]
	tzcnt	r15, qword ptr [r13 + 64]
	popcnt	rax, rcx
	popcnt	rcx, r8
	popcnt	r8, rcx
	popcnt	r15, r15
	popcnt	r9, rdi
	popcnt	rax, qword ptr [rax]
	popcnt	rdi, qword ptr [rsp + 4*r9 - 128]
	popcnt	r8, qword ptr [rip + foo]
	popcnt	r15, qword ptr [r13 + 64]
	lzcnt	ax, cx
	lzcnt	cx, r8w
	lzcnt	r8w, cx
	lzcnt	r15w, r15w
	lzcnt	r9w, di
	lzcnt	eax, ecx
	lzcnt	ecx, r8d
	lzcnt	r8d, ecx
	lzcnt	r15d, r15d
	lzcnt	r9d, edi
	lzcnt	rax, rcx
	lzcnt	rcx, r8
	lzcnt	r8, rcx
	lzcnt	r15, r15
	lzcnt	r9, rdi
	tzcnt	ax, cx
	tzcnt	cx, r8w
	tzcnt	r8w, cx
	tzcnt	r15w, r15w
	tzcnt	r9w, di
	tzcnt	eax, ecx
	tzcnt	ecx, r8d
	tzcnt	r8d, ecx
	tzcnt	r15d, r15d
	tzcnt	r9d, edi
	tzcnt	rax, rcx
	tzcnt	rcx, r8
	tzcnt	r8, rcx
	tzcnt	r15, r15
	tzcnt	r9, rdi
	popcnt	ax, cx
	popcnt	cx, r8w
	popcnt	r8w, cx
	popcnt	r15w, r15w
	popcnt	r9w, di
	popcnt	eax, ecx
	popcnt	ecx, r8d
	popcnt	r8d, ecx
	popcnt	r15d, r15d
	popcnt	r9d, edi
	popcnt	rax, rcx
	popcnt	rcx, r8
	popcnt	r8, rcx
	popcnt	r15, r15
	popcnt	r9, rdi
	adcx	eax, ecx
	adcx	ecx, r8d
	adcx	r8d, ecx
	adcx	r15d, r15d
	adcx	r9d, edi
	adcx	eax, dword ptr [rax]
	adcx	edi, dword ptr [rsp + 4*r9 - 128]
	adcx	r8d, dword ptr [rip + foo]
	adcx	r15d, dword ptr [r13 + 64]
	adox	eax, ecx
	adox	ecx, r8d
	adox	r8d, ecx
	adox	r15d, r15d
	adox	r9d, edi
	adox	eax, dword ptr [rax]
	adox	edi, dword ptr [rsp + 4*r9 - 128]
	adox	r8d, dword ptr [rip + foo]
	adox	r15d, dword ptr [r13 + 64]
	adcx	rax, rcx
	adcx	rcx, r8
	adcx	r8, rcx
	adcx	r15, r15
	adcx	r9, rdi
	adcx	rax, qword ptr [rax]
	adcx	rdi, qword ptr [rsp + 4*r9 - 128]
	adcx	r8, qword ptr [rip + foo]
	adcx	r15, qword ptr [r13 + 64]
	adox	rax, rcx
	adox	rcx, r8
	adox	r8, rcx
	adox	r15, r15
	adox	r9, rdi
	adox	rax, qword ptr [rax]
	adox	rdi, qword ptr [rsp + 4*r9 - 128]
	adox	r8, qword ptr [rip + foo]
	adox	r15, qword ptr [r13 + 64]
	adcx	eax, ecx
	adcx	ecx, r8d
	adcx	r8d, ecx
	adcx	r15d, r15d
	adcx	r9d, edi
	adcx	rax, rcx
	adcx	rcx, r8
	adcx	r8, rcx
	adcx	r15, r15
	adcx	r9, rdi
	adox	eax, ecx
	adox	ecx, r8d
	adox	r8d, ecx
	adox	r15d, r15d
	adox	r9d, edi
	adox	rax, rcx
	adox	rcx, r8
	adox	r8, rcx
	adox	r15, r15
	adox	r9, rdi
	movbe	ax, word ptr [rax]
	movbe	di, word ptr [rsp + 4*r9 - 128]
	movbe	r8w, word ptr [rip + foo]
	movbe	r15w, word ptr [r13 + 64]
	movbe	word ptr [rax], ax
	movbe	word ptr [rsp + 4*r9 - 128], di
	movbe	word ptr [rip + foo], r8w
	movbe	word ptr [r13 + 64], r15w
	movbe	eax, dword ptr [rax]
	movbe	edi, dword ptr [rsp + 4*r9 - 128]
	movbe	r8d, dword ptr [rip + foo]
	movbe	r15d, dword ptr [r13 + 64]
	movbe	dword ptr [rax], eax
	movbe	dword ptr [rsp + 4*r9 - 128], edi
	movbe	dword ptr [rip + foo], r8d
	movbe	dword ptr [r13 + 64], r15d
	movbe	rax, qword ptr [rax]
	movbe	rdi, qword ptr [rsp + 4*r9 - 128]
	movbe	r8, qword ptr [rip + foo]
	movbe	r15, qword ptr [r13 + 64]
	movbe	qword ptr [rax], rax
	movbe	qword ptr [rsp + 4*r9 - 128], rdi
	movbe	qword ptr [rip + foo], r8
	movbe	qword ptr [r13 + 64], r15
	movbe	ax, word ptr [rax]
	movbe	di, word ptr [rsp + 4*r9 - 128]
	movbe	r8w, word ptr [rip + foo]
	movbe	r15w, word ptr [r13 + 64]
	movbe	dword ptr [rax], eax
	movbe	dword ptr [rsp + 4*r9 - 128], edi
	movbe	dword ptr [rip + foo], r8d
	movbe	dword ptr [r13 + 64], r15d
	movbe	rax, qword ptr [rax]
	movbe	rdi, qword ptr [rsp + 4*r9 - 128]
	movbe	r8, qword ptr [rip + foo]
	movbe	r15, qword ptr [r13 + 64]
	crc32	eax, cl
	crc32	ecx, r8b
	crc32	r8d, cl
	crc32	r15d, r15b
	crc32	r9d, dil
	crc32	eax, byte ptr [rax]
	crc32	edi, byte ptr [rsp + 4*r9 - 128]
	crc32	r8d, byte ptr [rip + foo]
	crc32	r15d, byte ptr [r13 + 64]
	crc32	rax, cl
	crc32	rcx, r8b
	crc32	r8, cl
	crc32	r15, r15b
	crc32	r9, dil
	crc32	rax, byte ptr [rax]
	crc32	rdi, byte ptr [rsp + 4*r9 - 128]
	crc32	r8, byte ptr [rip + foo]
	crc32	r15, byte ptr [r13 + 64]
	crc32	eax, cx
	crc32	ecx, r8w
	crc32	r8d, cx
	crc32	r15d, r15w
	crc32	r9d, di
	crc32	eax, word ptr [rax]
	crc32	edi, word ptr [rsp + 4*r9 - 128]
	crc32	r8d, word ptr [rip + foo]
	crc32	r15d, word ptr [r13 + 64]
	crc32	eax, ecx
	crc32	ecx, r8d
	crc32	r8d, ecx
	crc32	r15d, r15d
	crc32	r9d, edi
	crc32	eax, dword ptr [rax]
	crc32	edi, dword ptr [rsp + 4*r9 - 128]
	crc32	r8d, dword ptr [rip + foo]
	crc32	r15d, dword ptr [r13 + 64]
	crc32	rax, rcx
	crc32	rcx, r8
	crc32	r8, rcx
	crc32	r15, r15
	crc32	r9, rdi
	crc32	rax, qword ptr [rax]
	crc32	rdi, qword ptr [rsp + 4*r9 - 128]
	crc32	r8, qword ptr [rip + foo]
	crc32	r15, qword ptr [r13 + 64]
	crc32	eax, cl
	crc32	ecx, r8b
	crc32	r8d, cl
	crc32	r15d, r15b
	crc32	r9d, dil
	crc32	eax, cx
	crc32	ecx, r8w
	crc32	r8d, cx
	crc32	r15d, r15w
	crc32	r9d, di
	crc32	eax, ecx
	crc32	ecx, r8d
	crc32	r8d, ecx
	crc32	r15d, r15d
	crc32	r9d, edi
	crc32	rax, rcx
	crc32	rcx, r8
	crc32	r8, rcx
	crc32	r15, r15
	crc32	r9, rdi
	crc32	rax, cl
	crc32	rcx, r8b
	crc32	r8, cl
	crc32	r15, r15b
	crc32	r9, dil
	rdrand	ax
	rdrand	di
	rdrand	r8w
	rdrand	r15w
	rdseed	ax
	rdseed	di
	rdseed	r8w
	rdseed	r15w
	rdrand	eax
	rdrand	edi
	rdrand	r8d
	rdrand	r15d
	rdseed	eax
	rdseed	edi
	rdseed	r8d
	rdseed	r15d
	rdrand	rax
	rdrand	rdi
	rdrand	r8
	rdrand	r15
	rdseed	rax
	rdseed	rdi
	rdseed	r8
	rdseed	r15
	rdrand	ax
	rdrand	di
	rdrand	r8w
	rdrand	r15w
	rdrand	eax
	rdrand	edi
	rdrand	r8d
	rdrand	r15d
	rdrand	rax
	rdrand	rdi
	rdrand	r8
	rdrand	r15
	rdseed	ax
	rdseed	di
	rdseed	r8w
	rdseed	r15w
	rdseed	eax
	rdseed	edi
	rdseed	r8d
	rdseed	r15d
	rdseed	rax
	rdseed	rdi
	rdseed	r8
	rdseed	r15
	rdfsbase	eax
	rdfsbase	edi
	rdfsbase	r8d
	rdfsbase	r15d
	rdgsbase	eax
	rdgsbase	edi
	rdgsbase	r8d
	rdgsbase	r15d
	wrfsbase	eax
	wrfsbase	edi
	wrfsbase	r8d
	wrfsbase	r15d
	wrgsbase	eax
	wrgsbase	edi
	wrgsbase	r8d
	wrgsbase	r15d
	ptwrite	eax
	ptwrite	edi
	ptwrite	r8d
	ptwrite	r15d
	rdfsbase	rax
	rdfsbase	rdi
	rdfsbase	r8
	rdfsbase	r15
	rdgsbase	rax
	rdgsbase	rdi
	rdgsbase	r8
	rdgsbase	r15
	wrfsbase	rax
	wrfsbase	rdi
	wrfsbase	r8
	wrfsbase	r15
	wrgsbase	rax
	wrgsbase	rdi
	wrgsbase	r8
	wrgsbase	r15
	ptwrite	rax
	ptwrite	rdi
	ptwrite	r8
	ptwrite	r15
	rdfsbase	eax
	rdfsbase	edi
	rdfsbase	r8d
	rdfsbase	r15d
	rdfsbase	rax
	rdfsbase	rdi
	rdfsbase	r8
	rdfsbase	r15
	rdgsbase	eax
	rdgsbase	edi
	rdgsbase	r8d
	rdgsbase	r15d
	rdgsbase	rax
	rdgsbase	rdi
	rdgsbase	r8
	rdgsbase	r15
	wrfsbase	eax
	wrfsbase	edi
	wrfsbase	r8d
	wrfsbase	r15d
	wrfsbase	rax
	wrfsbase	rdi
	wrfsbase	r8
	wrfsbase	r15
	wrgsbase	eax
	wrgsbase	edi
	wrgsbase	r8d
	wrgsbase	r15d
	wrgsbase	rax
	wrgsbase	rdi
	wrgsbase	r8
	wrgsbase	r15
	ptwrite	eax
	ptwrite	edi
	ptwrite	r8d
	ptwrite	r15d
	ptwrite	rax
	ptwrite	rdi
	ptwrite	r8
	ptwrite	r15
	ptwrite	dword ptr [rax]
	ptwrite	dword ptr [rsp + 4*r9 - 128]
	ptwrite	dword ptr [rip + foo]
	ptwrite	dword ptr [r13 + 64]
	ptwrite	qword ptr [rax]
	ptwrite	qword ptr [rsp + 4*r9 - 128]
	ptwrite	qword ptr [rip + foo]
	ptwrite	qword ptr [r13 + 64]
	movnti	dword ptr [rax], eax
	movnti	dword ptr [rsp + 4*r9 - 128], edi
	movnti	dword ptr [rip + foo], r8d
	movnti	dword ptr [r13 + 64], r15d
	movnti	qword ptr [rax], rax
	movnti	qword ptr [rsp + 4*r9 - 128], rdi
	movnti	qword ptr [rip + foo], r8
	movnti	qword ptr [r13 + 64], r15
	movnti	dword ptr [rax], eax
	movnti	dword ptr [rsp + 4*r9 - 128], edi
	movnti	dword ptr [rip + foo], r8d
	movnti	dword ptr [r13 + 64], r15d
	movnti	qword ptr [rax], rax
	movnti	qword ptr [rsp + 4*r9 - 128], rdi
	movnti	qword ptr [rip + foo], r8
	movnti	qword ptr [r13 + 64], r15
	movdiri	dword ptr [rax], eax
	movdiri	dword ptr [rsp + 4*r9 - 128], edi
	movdiri	dword ptr [rip + foo], r8d
	movdiri	dword ptr [r13 + 64], r15d
	movdiri	qword ptr [rax], rax
	movdiri	qword ptr [rsp + 4*r9 - 128], rdi
	movdiri	qword ptr [rip + foo], r8
	movdiri	qword ptr [r13 + 64], r15
	movdir64b	rax, zmmword ptr [rax]
	movdir64b	rdi, zmmword ptr [rsp + 4*r9 - 128]
	movdir64b	r8, zmmword ptr [rip + foo]
	movdir64b	r15, zmmword ptr [r13 + 64]
	enqcmd	rax, zmmword ptr [rax]
	enqcmd	rdi, zmmword ptr [rsp + 4*r9 - 128]
	enqcmd	r8, zmmword ptr [rip + foo]
	enqcmd	r15, zmmword ptr [r13 + 64]
	enqcmds	rax, zmmword ptr [rax]
	enqcmds	rdi, zmmword ptr [rsp + 4*r9 - 128]
	enqcmds	r8, zmmword ptr [rip + foo]
	enqcmds	r15, zmmword ptr [r13 + 64]
	movdir64b	ecx, zmmword ptr [eax]
	movdir64b	edi, zmmword ptr [r9d + 2*eax + 8]
	movdir64b	r8d, zmmword ptr [esp - 2147483648]
	movdir64b	eax, zmmword ptr [eip + foo]
	movdir64b	r15d, zmmword ptr [r15d]
	movdir64b	ebx, zmmword ptr [8*ebp]
	movdir64b	esi, zmmword ptr fs:[edx]
	movdir64b	rax, zmmword ptr [4096]
	movdir64b	r9, zmmword ptr [rip]
	enqcmd	ecx, zmmword ptr [eax]
	enqcmd	edi, zmmword ptr [r9d + 2*eax + 8]
	enqcmd	r8d, zmmword ptr [esp - 2147483648]
	enqcmd	eax, zmmword ptr [eip + foo]
	enqcmd	r15d, zmmword ptr [r15d]
	enqcmd	ebx, zmmword ptr [8*ebp]
	enqcmd	esi, zmmword ptr fs:[edx]
	enqcmd	rax, zmmword ptr [4096]
	enqcmd	r9, zmmword ptr [rip]
	enqcmds	ecx, zmmword ptr [eax]
	enqcmds	edi, zmmword ptr [r9d + 2*eax + 8]
	enqcmds	r8d, zmmword ptr [esp - 2147483648]
	enqcmds	eax, zmmword ptr [eip + foo]
	enqcmds	r15d, zmmword ptr [r15d]
	enqcmds	ebx, zmmword ptr [8*ebp]
	enqcmds	esi, zmmword ptr fs:[edx]
	enqcmds	rax, zmmword ptr [4096]
	enqcmds	r9, zmmword ptr [rip]
	clflush	byte ptr [rax]
	clflush	byte ptr [rsp + 4*r9 - 128]
	clflush	byte ptr [rip + foo]
	clflush	byte ptr [r13 + 64]
	clflushopt	byte ptr [rax]
	clflushopt	byte ptr [rsp + 4*r9 - 128]
	clflushopt	byte ptr [rip + foo]
	clflushopt	byte ptr [r13 + 64]
	clwb	byte ptr [rax]
	clwb	byte ptr [rsp + 4*r9 - 128]
	clwb	byte ptr [rip + foo]
	clwb	byte ptr [r13 + 64]
	cldemote	byte ptr [rax]
	cldemote	byte ptr [rsp + 4*r9 - 128]
	cldemote	byte ptr [rip + foo]
	cldemote	byte ptr [r13 + 64]
	prefetchnta	byte ptr [rax]
	prefetchnta	byte ptr [rsp + 4*r9 - 128]
	prefetchnta	byte ptr [rip + foo]
	prefetchnta	byte ptr [r13 + 64]
	prefetcht0	byte ptr [rax]
	prefetcht0	byte ptr [rsp + 4*r9 - 128]
	prefetcht0	byte ptr [rip + foo]
	prefetcht0	byte ptr [r13 + 64]
	prefetcht1	byte ptr [rax]
	prefetcht1	byte ptr [rsp + 4*r9 - 128]
	prefetcht1	byte ptr [rip + foo]
	prefetcht1	byte ptr [r13 + 64]
	prefetcht2	byte ptr [rax]
	prefetcht2	byte ptr [rsp + 4*r9 - 128]
	prefetcht2	byte ptr [rip + foo]
	prefetcht2	byte ptr [r13 + 64]
	prefetch	byte ptr [rax]
	prefetch	byte ptr [rsp + 4*r9 - 128]
	prefetch	byte ptr [rip + foo]
	prefetch	byte ptr [r13 + 64]
	prefetchw	byte ptr [rax]
	prefetchw	byte ptr [rsp + 4*r9 - 128]
	prefetchw	byte ptr [rip + foo]
	prefetchw	byte ptr [r13 + 64]
	prefetchwt1	byte ptr [rax]
	prefetchwt1	byte ptr [rsp + 4*r9 - 128]
	prefetchwt1	byte ptr [rip + foo]
	prefetchwt1	byte ptr [r13 + 64]
	prefetchit0	byte ptr [rip + foo]
	prefetchit0	byte ptr [rip - 8]
	prefetchit0	byte ptr [rip + bar+16]
	prefetchit1	byte ptr [rip + foo]
	prefetchit1	byte ptr [rip - 8]
	prefetchit1	byte ptr [rip + bar+16]
	aadd	dword ptr [rax], eax
	aadd	dword ptr [rsp + 4*r9 - 128], edi
	aadd	dword ptr [rip + foo], r8d
	aadd	dword ptr [r13 + 64], r15d
	aand	dword ptr [rax], eax
	aand	dword ptr [rsp + 4*r9 - 128], edi
	aand	dword ptr [rip + foo], r8d
	aand	dword ptr [r13 + 64], r15d
	aor	dword ptr [rax], eax
	aor	dword ptr [rsp + 4*r9 - 128], edi
	aor	dword ptr [rip + foo], r8d
	aor	dword ptr [r13 + 64], r15d
	axor	dword ptr [rax], eax
	axor	dword ptr [rsp + 4*r9 - 128], edi
	axor	dword ptr [rip + foo], r8d
	axor	dword ptr [r13 + 64], r15d
	aadd	qword ptr [rax], rax
	aadd	qword ptr [rsp + 4*r9 - 128], rdi
	aadd	qword ptr [rip + foo], r8
	aadd	qword ptr [r13 + 64], r15
	aand	qword ptr [rax], rax
	aand	qword ptr [rsp + 4*r9 - 128], rdi
	aand	qword ptr [rip + foo], r8
	aand	qword ptr [r13 + 64], r15
	aor	qword ptr [rax], rax
	aor	qword ptr [rsp + 4*r9 - 128], rdi
	aor	qword ptr [rip + foo], r8
	aor	qword ptr [r13 + 64], r15
	axor	qword ptr [rax], rax
	axor	qword ptr [rsp + 4*r9 - 128], rdi
	axor	qword ptr [rip + foo], r8
	axor	qword ptr [r13 + 64], r15
	aadd	dword ptr [rax], eax
	aadd	dword ptr [rsp + 4*r9 - 128], edi
	aadd	dword ptr [rip + foo], r8d
	aadd	dword ptr [r13 + 64], r15d
	aadd	qword ptr [rax], rax
	aadd	qword ptr [rsp + 4*r9 - 128], rdi
	aadd	qword ptr [rip + foo], r8
	aadd	qword ptr [r13 + 64], r15
	aand	dword ptr [rax], eax
	aand	dword ptr [rsp + 4*r9 - 128], edi
	aand	dword ptr [rip + foo], r8d
	aand	dword ptr [r13 + 64], r15d
	aand	qword ptr [rax], rax
	aand	qword ptr [rsp + 4*r9 - 128], rdi
	aand	qword ptr [rip + foo], r8
	aand	qword ptr [r13 + 64], r15
	aor	dword ptr [rax], eax
	aor	dword ptr [rsp + 4*r9 - 128], edi
	aor	dword ptr [rip + foo], r8d
	aor	dword ptr [r13 + 64], r15d
	aor	qword ptr [rax], rax
	aor	qword ptr [rsp + 4*r9 - 128], rdi
	aor	qword ptr [rip + foo], r8
	aor	qword ptr [r13 + 64], r15
	axor	dword ptr [rax], eax
	axor	dword ptr [rsp + 4*r9 - 128], edi
	axor	dword ptr [rip + foo], r8d
	axor	dword ptr [r13 + 64], r15d
	axor	qword ptr [rax], rax
	axor	qword ptr [rsp + 4*r9 - 128], rdi
	axor	qword ptr [rip + foo], r8
	axor	qword ptr [r13 + 64], r15
	cmpoxadd	dword ptr [rax], eax, ecx
	cmpoxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpoxadd	dword ptr [rip + foo], r8d, ecx
	cmpoxadd	dword ptr [r13 + 64], r15d, r15d
	cmpoxadd	dword ptr [rax], r9d, edi
	cmpoxadd	qword ptr [rax], rax, rcx
	cmpoxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpoxadd	qword ptr [rip + foo], r8, rcx
	cmpoxadd	qword ptr [r13 + 64], r15, r15
	cmpoxadd	qword ptr [rax], r9, rdi
	cmpnoxadd	dword ptr [rax], eax, ecx
	cmpnoxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnoxadd	dword ptr [rip + foo], r8d, ecx
	cmpnoxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnoxadd	dword ptr [rax], r9d, edi
	cmpnoxadd	qword ptr [rax], rax, rcx
	cmpnoxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnoxadd	qword ptr [rip + foo], r8, rcx
	cmpnoxadd	qword ptr [r13 + 64], r15, r15
	cmpnoxadd	qword ptr [rax], r9, rdi
	cmpbxadd	dword ptr [rax], eax, ecx
	cmpbxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpbxadd	dword ptr [rip + foo], r8d, ecx
	cmpbxadd	dword ptr [r13 + 64], r15d, r15d
	cmpbxadd	dword ptr [rax], r9d, edi
	cmpbxadd	qword ptr [rax], rax, rcx
	cmpbxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpbxadd	qword ptr [rip + foo], r8, rcx
	cmpbxadd	qword ptr [r13 + 64], r15, r15
	cmpbxadd	qword ptr [rax], r9, rdi
	cmpnbxadd	dword ptr [rax], eax, ecx
	cmpnbxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnbxadd	dword ptr [rip + foo], r8d, ecx
	cmpnbxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnbxadd	dword ptr [rax], r9d, edi
	cmpnbxadd	qword ptr [rax], rax, rcx
	cmpnbxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnbxadd	qword ptr [rip + foo], r8, rcx
	cmpnbxadd	qword ptr [r13 + 64], r15, r15
	cmpnbxadd	qword ptr [rax], r9, rdi
	cmpzxadd	dword ptr [rax], eax, ecx
	cmpzxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpzxadd	dword ptr [rip + foo], r8d, ecx
	cmpzxadd	dword ptr [r13 + 64], r15d, r15d
	cmpzxadd	dword ptr [rax], r9d, edi
	cmpzxadd	qword ptr [rax], rax, rcx
	cmpzxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpzxadd	qword ptr [rip + foo], r8, rcx
	cmpzxadd	qword ptr [r13 + 64], r15, r15
	cmpzxadd	qword ptr [rax], r9, rdi
	cmpnzxadd	dword ptr [rax], eax, ecx
	cmpnzxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnzxadd	dword ptr [rip + foo], r8d, ecx
	cmpnzxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnzxadd	dword ptr [rax], r9d, edi
	cmpnzxadd	qword ptr [rax], rax, rcx
	cmpnzxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnzxadd	qword ptr [rip + foo], r8, rcx
	cmpnzxadd	qword ptr [r13 + 64], r15, r15
	cmpnzxadd	qword ptr [rax], r9, rdi
	cmpbexadd	dword ptr [rax], eax, ecx
	cmpbexadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpbexadd	dword ptr [rip + foo], r8d, ecx
	cmpbexadd	dword ptr [r13 + 64], r15d, r15d
	cmpbexadd	dword ptr [rax], r9d, edi
	cmpbexadd	qword ptr [rax], rax, rcx
	cmpbexadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpbexadd	qword ptr [rip + foo], r8, rcx
	cmpbexadd	qword ptr [r13 + 64], r15, r15
	cmpbexadd	qword ptr [rax], r9, rdi
	cmpnbexadd	dword ptr [rax], eax, ecx
	cmpnbexadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnbexadd	dword ptr [rip + foo], r8d, ecx
	cmpnbexadd	dword ptr [r13 + 64], r15d, r15d
	cmpnbexadd	dword ptr [rax], r9d, edi
	cmpnbexadd	qword ptr [rax], rax, rcx
	cmpnbexadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnbexadd	qword ptr [rip + foo], r8, rcx
	cmpnbexadd	qword ptr [r13 + 64], r15, r15
	cmpnbexadd	qword ptr [rax], r9, rdi
	cmpsxadd	dword ptr [rax], eax, ecx
	cmpsxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpsxadd	dword ptr [rip + foo], r8d, ecx
	cmpsxadd	dword ptr [r13 + 64], r15d, r15d
	cmpsxadd	dword ptr [rax], r9d, edi
	cmpsxadd	qword ptr [rax], rax, rcx
	cmpsxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpsxadd	qword ptr [rip + foo], r8, rcx
	cmpsxadd	qword ptr [r13 + 64], r15, r15
	cmpsxadd	qword ptr [rax], r9, rdi
	cmpnsxadd	dword ptr [rax], eax, ecx
	cmpnsxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnsxadd	dword ptr [rip + foo], r8d, ecx
	cmpnsxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnsxadd	dword ptr [rax], r9d, edi
	cmpnsxadd	qword ptr [rax], rax, rcx
	cmpnsxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnsxadd	qword ptr [rip + foo], r8, rcx
	cmpnsxadd	qword ptr [r13 + 64], r15, r15
	cmpnsxadd	qword ptr [rax], r9, rdi
	cmppxadd	dword ptr [rax], eax, ecx
	cmppxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmppxadd	dword ptr [rip + foo], r8d, ecx
	cmppxadd	dword ptr [r13 + 64], r15d, r15d
	cmppxadd	dword ptr [rax], r9d, edi
	cmppxadd	qword ptr [rax], rax, rcx
	cmppxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmppxadd	qword ptr [rip + foo], r8, rcx
	cmppxadd	qword ptr [r13 + 64], r15, r15
	cmppxadd	qword ptr [rax], r9, rdi
	cmpnpxadd	dword ptr [rax], eax, ecx
	cmpnpxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnpxadd	dword ptr [rip + foo], r8d, ecx
	cmpnpxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnpxadd	dword ptr [rax], r9d, edi
	cmpnpxadd	qword ptr [rax], rax, rcx
	cmpnpxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnpxadd	qword ptr [rip + foo], r8, rcx
	cmpnpxadd	qword ptr [r13 + 64], r15, r15
	cmpnpxadd	qword ptr [rax], r9, rdi
	cmplxadd	dword ptr [rax], eax, ecx
	cmplxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmplxadd	dword ptr [rip + foo], r8d, ecx
	cmplxadd	dword ptr [r13 + 64], r15d, r15d
	cmplxadd	dword ptr [rax], r9d, edi
	cmplxadd	qword ptr [rax], rax, rcx
	cmplxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmplxadd	qword ptr [rip + foo], r8, rcx
	cmplxadd	qword ptr [r13 + 64], r15, r15
	cmplxadd	qword ptr [rax], r9, rdi
	cmpnlxadd	dword ptr [rax], eax, ecx
	cmpnlxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnlxadd	dword ptr [rip + foo], r8d, ecx
	cmpnlxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnlxadd	dword ptr [rax], r9d, edi
	cmpnlxadd	qword ptr [rax], rax, rcx
	cmpnlxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnlxadd	qword ptr [rip + foo], r8, rcx
	cmpnlxadd	qword ptr [r13 + 64], r15, r15
	cmpnlxadd	qword ptr [rax], r9, rdi
	cmplexadd	dword ptr [rax], eax, ecx
	cmplexadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmplexadd	dword ptr [rip + foo], r8d, ecx
	cmplexadd	dword ptr [r13 + 64], r15d, r15d
	cmplexadd	dword ptr [rax], r9d, edi
	cmplexadd	qword ptr [rax], rax, rcx
	cmplexadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmplexadd	qword ptr [rip + foo], r8, rcx
	cmplexadd	qword ptr [r13 + 64], r15, r15
	cmplexadd	qword ptr [rax], r9, rdi
	cmpnlexadd	dword ptr [rax], eax, ecx
	cmpnlexadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnlexadd	dword ptr [rip + foo], r8d, ecx
	cmpnlexadd	dword ptr [r13 + 64], r15d, r15d
	cmpnlexadd	dword ptr [rax], r9d, edi
	cmpnlexadd	qword ptr [rax], rax, rcx
	cmpnlexadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnlexadd	qword ptr [rip + foo], r8, rcx
	cmpnlexadd	qword ptr [r13 + 64], r15, r15
	cmpnlexadd	qword ptr [rax], r9, rdi
	cmpzxadd	dword ptr [rax], eax, ecx
	cmpzxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpzxadd	dword ptr [rip + foo], r8d, ecx
	cmpzxadd	dword ptr [r13 + 64], r15d, r15d
	cmpzxadd	dword ptr [rax], r9d, edi
	cmpzxadd	qword ptr [rax], rax, rcx
	cmpzxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpzxadd	qword ptr [rip + foo], r8, rcx
	cmpzxadd	qword ptr [r13 + 64], r15, r15
	cmpzxadd	qword ptr [rax], r9, rdi
	cmpnzxadd	dword ptr [rax], eax, ecx
	cmpnzxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnzxadd	dword ptr [rip + foo], r8d, ecx
	cmpnzxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnzxadd	dword ptr [rax], r9d, edi
	cmpnzxadd	qword ptr [rax], rax, rcx
	cmpnzxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnzxadd	qword ptr [rip + foo], r8, rcx
	cmpnzxadd	qword ptr [r13 + 64], r15, r15
	cmpnzxadd	qword ptr [rax], r9, rdi
	cmpnbxadd	dword ptr [rax], eax, ecx
	cmpnbxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnbxadd	dword ptr [rip + foo], r8d, ecx
	cmpnbxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnbxadd	dword ptr [rax], r9d, edi
	cmpnbxadd	qword ptr [rax], rax, rcx
	cmpnbxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnbxadd	qword ptr [rip + foo], r8, rcx
	cmpnbxadd	qword ptr [r13 + 64], r15, r15
	cmpnbxadd	qword ptr [rax], r9, rdi
	cmpnbexadd	dword ptr [rax], eax, ecx
	cmpnbexadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnbexadd	dword ptr [rip + foo], r8d, ecx
	cmpnbexadd	dword ptr [r13 + 64], r15d, r15d
	cmpnbexadd	dword ptr [rax], r9d, edi
	cmpnbexadd	qword ptr [rax], rax, rcx
	cmpnbexadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnbexadd	qword ptr [rip + foo], r8, rcx
	cmpnbexadd	qword ptr [r13 + 64], r15, r15
	cmpnbexadd	qword ptr [rax], r9, rdi
	cmpnlxadd	dword ptr [rax], eax, ecx
	cmpnlxadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnlxadd	dword ptr [rip + foo], r8d, ecx
	cmpnlxadd	dword ptr [r13 + 64], r15d, r15d
	cmpnlxadd	dword ptr [rax], r9d, edi
	cmpnlxadd	qword ptr [rax], rax, rcx
	cmpnlxadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnlxadd	qword ptr [rip + foo], r8, rcx
	cmpnlxadd	qword ptr [r13 + 64], r15, r15
	cmpnlxadd	qword ptr [rax], r9, rdi
	cmpnlexadd	dword ptr [rax], eax, ecx
	cmpnlexadd	dword ptr [rsp + 4*r9 - 128], ecx, r8d
	cmpnlexadd	dword ptr [rip + foo], r8d, ecx
	cmpnlexadd	dword ptr [r13 + 64], r15d, r15d
	cmpnlexadd	dword ptr [rax], r9d, edi
	cmpnlexadd	qword ptr [rax], rax, rcx
	cmpnlexadd	qword ptr [rsp + 4*r9 - 128], rcx, r8
	cmpnlexadd	qword ptr [rip + foo], r8, rcx
	cmpnlexadd	qword ptr [r13 + 64], r15, r15
	cmpnlexadd	qword ptr [rax], r9, rdi
