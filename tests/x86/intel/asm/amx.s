	.intel_syntax noprefix
	.text
	ldtilecfg	[rax]
	ldtilecfg	[rsp + 4*r9 - 128]
	ldtilecfg	[rip + foo]
	ldtilecfg	[r13 + 64]
	sttilecfg	[rax]
	sttilecfg	[rsp + 4*r9 - 128]
	sttilecfg	[rip + foo]
	sttilecfg	[r13 + 64]
	tilerelease
	tilezero	tmm0
	tilezero	tmm7
	tileloadd	tmm0, [rax]
	tileloadd	tmm7, [rax]
	tileloadd	tmm0, [rax + 2*rbx]
	tileloadd	tmm7, [rax + 2*rbx]
	tileloadd	tmm0, [rsp + r13 + 8]
	tileloadd	tmm7, [rsp + r13 + 8]
	tileloadd	tmm0, [r12 + 8*r9 - 128]
	tileloadd	tmm7, [r12 + 8*r9 - 128]
	tileloadd	tmm0, [1*rcx + 4096]
	tileloadd	tmm7, [1*rcx + 4096]
	tileloaddt1	tmm0, [rax]
	tileloaddt1	tmm7, [rax]
	tileloaddt1	tmm0, [rax + 2*rbx]
	tileloaddt1	tmm7, [rax + 2*rbx]
	tileloaddt1	tmm0, [rsp + r13 + 8]
	tileloaddt1	tmm7, [rsp + r13 + 8]
	tileloaddt1	tmm0, [r12 + 8*r9 - 128]
	tileloaddt1	tmm7, [r12 + 8*r9 - 128]
	tileloaddt1	tmm0, [1*rcx + 4096]
	tileloaddt1	tmm7, [1*rcx + 4096]
	tilestored	[rdx + 4*rcx], tmm0
	tilestored	[rdx + 4*rcx], tmm7
	tilestored	[r8], tmm0
	tilestored	[r8], tmm7
	tilestored	[rbp + r15 + 64], tmm0
	tilestored	[rbp + r15 + 64], tmm7
	tdpbssd	tmm2, tmm1, tmm0
	tdpbssd	tmm2, tmm0, tmm1
	tdpbssd	tmm0, tmm2, tmm1
	tdpbssd	tmm5, tmm6, tmm7
	tdpbssd	tmm3, tmm2, tmm1
	tdpbsud	tmm2, tmm1, tmm0
	tdpbsud	tmm2, tmm0, tmm1
	tdpbsud	tmm0, tmm2, tmm1
	tdpbsud	tmm5, tmm6, tmm7
	tdpbsud	tmm3, tmm2, tmm1
	tdpbusd	tmm2, tmm1, tmm0
	tdpbusd	tmm2, tmm0, tmm1
	tdpbusd	tmm0, tmm2, tmm1
	tdpbusd	tmm5, tmm6, tmm7
	tdpbusd	tmm3, tmm2, tmm1
	tdpbuud	tmm2, tmm1, tmm0
	tdpbuud	tmm2, tmm0, tmm1
	tdpbuud	tmm0, tmm2, tmm1
	tdpbuud	tmm5, tmm6, tmm7
	tdpbuud	tmm3, tmm2, tmm1
	tdpbf16ps	tmm2, tmm1, tmm0
	tdpbf16ps	tmm2, tmm0, tmm1
	tdpbf16ps	tmm0, tmm2, tmm1
	tdpbf16ps	tmm5, tmm6, tmm7
	tdpbf16ps	tmm3, tmm2, tmm1
	tdpfp16ps	tmm2, tmm1, tmm0
	tdpfp16ps	tmm2, tmm0, tmm1
	tdpfp16ps	tmm0, tmm2, tmm1
	tdpfp16ps	tmm5, tmm6, tmm7
	tdpfp16ps	tmm3, tmm2, tmm1
	tcmmimfp16ps	tmm2, tmm1, tmm0
	tcmmimfp16ps	tmm2, tmm0, tmm1
	tcmmimfp16ps	tmm0, tmm2, tmm1
	tcmmimfp16ps	tmm5, tmm6, tmm7
	tcmmimfp16ps	tmm3, tmm2, tmm1
	tcmmrlfp16ps	tmm2, tmm1, tmm0
	tcmmrlfp16ps	tmm2, tmm0, tmm1
	tcmmrlfp16ps	tmm0, tmm2, tmm1
	tcmmrlfp16ps	tmm5, tmm6, tmm7
	tcmmrlfp16ps	tmm3, tmm2, tmm1
