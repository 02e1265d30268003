	.intel_syntax noprefix
	.text
	vpgatherdd	xmm16 {k1}, xmmword ptr [rax + xmm0]
	vpgatherdd	ymm17 {k2}, ymmword ptr [rcx + 2*ymm1 + 64]
	vpgatherdd	zmm0 {k3}, zmmword ptr [rdx + 4*zmm2 - 64]
	vpgatherdq	xmm18 {k4}, xmmword ptr [rbx + 8*xmm3 + 1]
	vpgatherdq	ymm19 {k5}, ymmword ptr [rsp + xmm4 - 1]
	vpgatherdq	zmm1 {k6}, zmmword ptr [rbp + 2*ymm5 + 127]
	vpgatherqd	xmm20 {k7}, qword ptr [rsi + 4*xmm6 + 128]
	vpgatherqd	xmm21 {k1}, xmmword ptr [rdi + 8*ymm7 - 128]
	vpgatherqd	ymm22 {k2}, ymmword ptr [r8 + zmm8 + 4096]
	vpgatherqq	xmm23 {k3}, xmmword ptr [r9 + 2*xmm9 - 4096]
	vpgatherqq	ymm24 {k4}, ymmword ptr [r10 + 4*ymm10 + 2147483647]
	vpgatherqq	zmm2 {k5}, zmmword ptr [r11 + 8*zmm11 - 2147483648]
