	.intel_syntax noprefix
	.text
	vphaddbw	xmm0, xmm1
	vphaddbw	xmm1, xmm8
	vphaddbw	xmm8, xmm1
	vphaddbw	xmm15, xmm15
	vphaddbw	xmm9, xmm7
	vphaddbw	xmm0, xmmword ptr [rax]
	vphaddbw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddbw	xmm8, xmmword ptr [rip + foo]
	vphaddbw	xmm15, xmmword ptr [r13 + 64]
	vphaddbd	xmm0, xmm1
	vphaddbd	xmm1, xmm8
	vphaddbd	xmm8, xmm1
	vphaddbd	xmm15, xmm15
	vphaddbd	xmm9, xmm7
	vphaddbd	xmm0, xmmword ptr [rax]
	vphaddbd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddbd	xmm8, xmmword ptr [rip + foo]
	vphaddbd	xmm15, xmmword ptr [r13 + 64]
	vphaddbq	xmm0, xmm1
	vphaddbq	xmm1, xmm8
	vphaddbq	xmm8, xmm1
	vphaddbq	xmm15, xmm15
	vphaddbq	xmm9, xmm7
	vphaddbq	xmm0, xmmword ptr [rax]
	vphaddbq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddbq	xmm8, xmmword ptr [rip + foo]
	vphaddbq	xmm15, xmmword ptr [r13 + 64]
	vphaddwd	xmm0, xmm1
	vphaddwd	xmm1, xmm8
	vphaddwd	xmm8, xmm1
	vphaddwd	xmm15, xmm15
	vphaddwd	xmm9, xmm7
	vphaddwd	xmm0, xmmword ptr [rax]
	vphaddwd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddwd	xmm8, xmmword ptr [rip + foo]
	vphaddwd	xmm15, xmmword ptr [r13 + 64]
	vphaddwq	xmm0, xmm1
	vphaddwq	xmm1, xmm8
	vphaddwq	xmm8, xmm1
	vphaddwq	xmm15, xmm15
	vphaddwq	xmm9, xmm7
	vphaddwq	xmm0, xmmword ptr [rax]
	vphaddwq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddwq	xmm8, xmmword ptr [rip + foo]
	vphaddwq	xmm15, xmmword ptr [r13 + 64]
	vphadddq	xmm0, xmm1
	vphadddq	xmm1, xmm8
	vphadddq	xmm8, xmm1
	vphadddq	xmm15, xmm15
	vphadddq	xmm9, xmm7
	vphadddq	xmm0, xmmword ptr [rax]
	vphadddq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphadddq	xmm8, xmmword ptr [rip + foo]
	vphadddq	xmm15, xmmword ptr [r13 + 64]
	vphaddubw	xmm0, xmm1
	vphaddubw	xmm1, xmm8
	vphaddubw	xmm8, xmm1
	vphaddubw	xmm15, xmm15
	vphaddubw	xmm9, xmm7
	vphaddubw	xmm0, xmmword ptr [rax]
	vphaddubw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddubw	xmm8, xmmword ptr [rip + foo]
	vphaddubw	xmm15, xmmword ptr [r13 + 64]
	vphaddubd	xmm0, xmm1
	vphaddubd	xmm1, xmm8
	vphaddubd	xmm8, xmm1
	vphaddubd	xmm15, xmm15
	vphaddubd	xmm9, xmm7
	vphaddubd	xmm0, xmmword ptr [rax]
	vphaddubd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddubd	xmm8, xmmword ptr [rip + foo]
	vphaddubd	xmm15, xmmword ptr [r13 + 64]
	vphaddubq	xmm0, xmm1
	vphaddubq	xmm1, xmm8
	vphaddubq	xmm8, xmm1
	vphaddubq	xmm15, xmm15
	vphaddubq	xmm9, xmm7
	vphaddubq	xmm0, xmmword ptr [rax]
	vphaddubq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddubq	xmm8, xmmword ptr [rip + foo]
	vphaddubq	xmm15, xmmword ptr [r13 + 64]
	vphadduwd	xmm0, xmm1
	vphadduwd	xmm1, xmm8
	vphadduwd	xmm8, xmm1
	vphadduwd	xmm15, xmm15
	vphadduwd	xmm9, xmm7
	vphadduwd	xmm0, xmmword ptr [rax]
	vphadduwd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphadduwd	xmm8, xmmword ptr [rip + foo]
	vphadduwd	xmm15, xmmword ptr [r13 + 64]
	vphadduwq	xmm0, xmm1
	vphadduwq	xmm1, xmm8
	vphadduwq	xmm8, xmm1
	vphadduwq	xmm15, xmm15
	vphadduwq	xmm9, xmm7
	vphadduwq	xmm0, xmmword ptr [rax]
	vphadduwq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphadduwq	xmm8, xmmword ptr [rip + foo]
	vphadduwq	xmm15, xmmword ptr [r13 + 64]
	vphaddudq	xmm0, xmm1
	vphaddudq	xmm1, xmm8
	vphaddudq	xmm8, xmm1
	vphaddudq	xmm15, xmm15
	vphaddudq	xmm9, xmm7
	vphaddudq	xmm0, xmmword ptr [rax]
	vphaddudq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphaddudq	xmm8, xmmword ptr [rip + foo]
	vphaddudq	xmm15, xmmword ptr [r13 + 64]
	vphsubbw	xmm0, xmm1
	vphsubbw	xmm1, xmm8
	vphsubbw	xmm8, xmm1
	vphsubbw	xmm15, xmm15
	vphsubbw	xmm9, xmm7
	vphsubbw	xmm0, xmmword ptr [rax]
	vphsubbw	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphsubbw	xmm8, xmmword ptr [rip + foo]
	vphsubbw	xmm15, xmmword ptr [r13 + 64]
	vphsubwd	xmm0, xmm1
	vphsubwd	xmm1, xmm8
	vphsubwd	xmm8, xmm1
	vphsubwd	xmm15, xmm15
	vphsubwd	xmm9, xmm7
	vphsubwd	xmm0, xmmword ptr [rax]
	vphsubwd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphsubwd	xmm8, xmmword ptr [rip + foo]
	vphsubwd	xmm15, xmmword ptr [r13 + 64]
	vphsubdq	xmm0, xmm1
	vphsubdq	xmm1, xmm8
	vphsubdq	xmm8, xmm1
	vphsubdq	xmm15, xmm15
	vphsubdq	xmm9, xmm7
	vphsubdq	xmm0, xmmword ptr [rax]
	vphsubdq	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vphsubdq	xmm8, xmmword ptr [rip + foo]
	vphsubdq	xmm15, xmmword ptr [r13 + 64]
	vfrczss	xmm0, xmm1
	vfrczss	xmm1, xmm8
	vfrczss	xmm8, xmm1
	vfrczss	xmm15, xmm15
	vfrczss	xmm9, xmm7
	vfrczss	xmm0, dword ptr [rax]
	vfrczss	xmm7, dword ptr [rsp + 4*r9 - 128]
	vfrczss	xmm8, dword ptr [rip + foo]
	vfrczss	xmm15, dword ptr [r13 + 64]
	vfrczsd	xmm0, xmm1
	vfrczsd	xmm1, xmm8
	vfrczsd	xmm8, xmm1
	vfrczsd	xmm15, xmm15
	vfrczsd	xmm9, xmm7
	vfrczsd	xmm0, qword ptr [rax]
	vfrczsd	xmm7, qword ptr [rsp + 4*r9 - 128]
	vfrczsd	xmm8, qword ptr [rip + foo]
	vfrczsd	xmm15, qword ptr [r13 + 64]
	vfrczps	xmm0, xmm1
	vfrczps	xmm1, xmm8
	vfrczps	xmm8, xmm1
	vfrczps	xmm15, xmm15
	vfrczps	xmm9, xmm7
	vfrczps	xmm0, xmmword ptr [rax]
	vfrczps	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vfrczps	xmm8, xmmword ptr [rip + foo]
	vfrczps	xmm15, xmmword ptr [r13 + 64]
	vfrczps	ymm0, ymm1
	vfrczps	ymm1, ymm8
	vfrczps	ymm8, ymm1
	vfrczps	ymm15, ymm15
	vfrczps	ymm9, ymm7
	vfrczps	ymm0, ymmword ptr [rax]
	vfrczps	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vfrczps	ymm8, ymmword ptr [rip + foo]
	vfrczps	ymm15, ymmword ptr [r13 + 64]
	vfrczpd	xmm0, xmm1
	vfrczpd	xmm1, xmm8
	vfrczpd	xmm8, xmm1
	vfrczpd	xmm15, xmm15
	vfrczpd	xmm9, xmm7
	vfrczpd	xmm0, xmmword ptr [rax]
	vfrczpd	xmm7, xmmword ptr [rsp + 4*r9 - 128]
	vfrczpd	xmm8, xmmword ptr [rip + foo]
	vfrczpd	xmm15, xmmword ptr [r13 + 64]
	vfrczpd	ymm0, ymm1
	vfrczpd	ymm1, ymm8
	vfrczpd	ymm8, ymm1
	vfrczpd	ymm15, ymm15
	vfrczpd	ymm9, ymm7
	vfrczpd	ymm0, ymmword ptr [rax]
	vfrczpd	ymm7, ymmword ptr [rsp + 4*r9 - 128]
	vfrczpd	ymm8, ymmword ptr [rip + foo]
	vfrczpd	ymm15, ymmword ptr [r13 + 64]
	vprotb	xmm2, xmm1, xmm0
	vprotb	xmm2, xmm1, xmm8
	vprotb	xmm2, xmm8, xmm1
	vprotb	xmm8, xmm2, xmm1
	vprotb	xmm13, xmm14, xmm15
	vprotb	xmm11, xmm10, xmm9
	vprotb	xmm0, xmm1, xmmword ptr [rax]
	vprotb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vprotb	xmm8, xmm1, xmmword ptr [rip + foo]
	vprotb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vprotb	xmm9, xmm7, xmmword ptr [rax]
	vprotb	xmm0, xmmword ptr [rax], xmm1
	vprotb	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vprotb	xmm8, xmmword ptr [rip + foo], xmm1
	vprotb	xmm15, xmmword ptr [r13 + 64], xmm15
	vprotb	xmm9, xmmword ptr [rax], xmm7
	vprotw	xmm2, xmm1, xmm0
	vprotw	xmm2, xmm1, xmm8
	vprotw	xmm2, xmm8, xmm1
	vprotw	xmm8, xmm2, xmm1
	vprotw	xmm13, xmm14, xmm15
	vprotw	xmm11, xmm10, xmm9
	vprotw	xmm0, xmm1, xmmword ptr [rax]
	vprotw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vprotw	xmm8, xmm1, xmmword ptr [rip + foo]
	vprotw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vprotw	xmm9, xmm7, xmmword ptr [rax]
	vprotw	xmm0, xmmword ptr [rax], xmm1
	vprotw	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vprotw	xmm8, xmmword ptr [rip + foo], xmm1
	vprotw	xmm15, xmmword ptr [r13 + 64], xmm15
	vprotw	xmm9, xmmword ptr [rax], xmm7
	vprotd	xmm2, xmm1, xmm0
	vprotd	xmm2, xmm1, xmm8
	vprotd	xmm2, xmm8, xmm1
	vprotd	xmm8, xmm2, xmm1
	vprotd	xmm13, xmm14, xmm15
	vprotd	xmm11, xmm10, xmm9
	vprotd	xmm0, xmm1, xmmword ptr [rax]
	vprotd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vprotd	xmm8, xmm1, xmmword ptr [rip + foo]
	vprotd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vprotd	xmm9, xmm7, xmmword ptr [rax]
	vprotd	xmm0, xmmword ptr [rax], xmm1
	vprotd	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vprotd	xmm8, xmmword ptr [rip + foo], xmm1
	vprotd	xmm15, xmmword ptr [r13 + 64], xmm15
	vprotd	xmm9, xmmword ptr [rax], xmm7
	vprotq	xmm2, xmm1, xmm0
	vprotq	xmm2, xmm1, xmm8
	vprotq	xmm2, xmm8, xmm1
	vprotq	xmm8, xmm2, xmm1
	vprotq	xmm13, xmm14, xmm15
	vprotq	xmm11, xmm10, xmm9
	vprotq	xmm0, xmm1, xmmword ptr [rax]
	vprotq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vprotq	xmm8, xmm1, xmmword ptr [rip + foo]
	vprotq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vprotq	xmm9, xmm7, xmmword ptr [rax]
	vprotq	xmm0, xmmword ptr [rax], xmm1
	vprotq	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vprotq	xmm8, xmmword ptr [rip + foo], xmm1
	vprotq	xmm15, xmmword ptr [r13 + 64], xmm15
	vprotq	xmm9, xmmword ptr [rax], xmm7
	vpshlb	xmm2, xmm1, xmm0
	vpshlb	xmm2, xmm1, xmm8
	vpshlb	xmm2, xmm8, xmm1
	vpshlb	xmm8, xmm2, xmm1
	vpshlb	xmm13, xmm14, xmm15
	vpshlb	xmm11, xmm10, xmm9
	vpshlb	xmm0, xmm1, xmmword ptr [rax]
	vpshlb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshlb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshlb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshlb	xmm9, xmm7, xmmword ptr [rax]
	vpshlb	xmm0, xmmword ptr [rax], xmm1
	vpshlb	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpshlb	xmm8, xmmword ptr [rip + foo], xmm1
	vpshlb	xmm15, xmmword ptr [r13 + 64], xmm15
	vpshlb	xmm9, xmmword ptr [rax], xmm7
	vpshlw	xmm2, xmm1, xmm0
	vpshlw	xmm2, xmm1, xmm8
	vpshlw	xmm2, xmm8, xmm1
	vpshlw	xmm8, xmm2, xmm1
	vpshlw	xmm13, xmm14, xmm15
	vpshlw	xmm11, xmm10, xmm9
	vpshlw	xmm0, xmm1, xmmword ptr [rax]
	vpshlw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshlw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshlw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshlw	xmm9, xmm7, xmmword ptr [rax]
	vpshlw	xmm0, xmmword ptr [rax], xmm1
	vpshlw	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpshlw	xmm8, xmmword ptr [rip + foo], xmm1
	vpshlw	xmm15, xmmword ptr [r13 + 64], xmm15
	vpshlw	xmm9, xmmword ptr [rax], xmm7
	vpshld	xmm2, xmm1, xmm0
	vpshld	xmm2, xmm1, xmm8
	vpshld	xmm2, xmm8, xmm1
	vpshld	xmm8, xmm2, xmm1
	vpshld	xmm13, xmm14, xmm15
	vpshld	xmm11, xmm10, xmm9
	vpshld	xmm0, xmm1, xmmword ptr [rax]
	vpshld	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshld	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshld	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshld	xmm9, xmm7, xmmword ptr [rax]
	vpshld	xmm0, xmmword ptr [rax], xmm1
	vpshld	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpshld	xmm8, xmmword ptr [rip + foo], xmm1
	vpshld	xmm15, xmmword ptr [r13 + 64], xmm15
	vpshld	xmm9, xmmword ptr [rax], xmm7
	vpshlq	xmm2, xmm1, xmm0
	vpshlq	xmm2, xmm1, xmm8
	vpshlq	xmm2, xmm8, xmm1
	vpshlq	xmm8, xmm2, xmm1
	vpshlq	xmm13, xmm14, xmm15
	vpshlq	xmm11, xmm10, xmm9
	vpshlq	xmm0, xmm1, xmmword ptr [rax]
	vpshlq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshlq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshlq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshlq	xmm9, xmm7, xmmword ptr [rax]
	vpshlq	xmm0, xmmword ptr [rax], xmm1
	vpshlq	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpshlq	xmm8, xmmword ptr [rip + foo], xmm1
	vpshlq	xmm15, xmmword ptr [r13 + 64], xmm15
	vpshlq	xmm9, xmmword ptr [rax], xmm7
	vpshab	xmm2, xmm1, xmm0
	vpshab	xmm2, xmm1, xmm8
	vpshab	xmm2, xmm8, xmm1
	vpshab	xmm8, xmm2, xmm1
	vpshab	xmm13, xmm14, xmm15
	vpshab	xmm11, xmm10, xmm9
	vpshab	xmm0, xmm1, xmmword ptr [rax]
	vpshab	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshab	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshab	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshab	xmm9, xmm7, xmmword ptr [rax]
	vpshab	xmm0, xmmword ptr [rax], xmm1
	vpshab	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpshab	xmm8, xmmword ptr [rip + foo], xmm1
	vpshab	xmm15, xmmword ptr [r13 + 64], xmm15
	vpshab	xmm9, xmmword ptr [rax], xmm7
	vpshaw	xmm2, xmm1, xmm0
	vpshaw	xmm2, xmm1, xmm8
	vpshaw	xmm2, xmm8, xmm1
	vpshaw	xmm8, xmm2, xmm1
	vpshaw	xmm13, xmm14, xmm15
	vpshaw	xmm11, xmm10, xmm9
	vpshaw	xmm0, xmm1, xmmword ptr [rax]
	vpshaw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshaw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshaw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshaw	xmm9, xmm7, xmmword ptr [rax]
	vpshaw	xmm0, xmmword ptr [rax], xmm1
	vpshaw	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpshaw	xmm8, xmmword ptr [rip + foo], xmm1
	vpshaw	xmm15, xmmword ptr [r13 + 64], xmm15
	vpshaw	xmm9, xmmword ptr [rax], xmm7
	vpshad	xmm2, xmm1, xmm0
	vpshad	xmm2, xmm1, xmm8
	vpshad	xmm2, xmm8, xmm1
	vpshad	xmm8, xmm2, xmm1
	vpshad	xmm13, xmm14, xmm15
	vpshad	xmm11, xmm10, xmm9
	vpshad	xmm0, xmm1, xmmword ptr [rax]
	vpshad	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshad	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshad	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshad	xmm9, xmm7, xmmword ptr [rax]
	vpshad	xmm0, xmmword ptr [rax], xmm1
	vpshad	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpshad	xmm8, xmmword ptr [rip + foo], xmm1
	vpshad	xmm15, xmmword ptr [r13 + 64], xmm15
	vpshad	xmm9, xmmword ptr [rax], xmm7
	vpshaq	xmm2, xmm1, xmm0
	vpshaq	xmm2, xmm1, xmm8
	vpshaq	xmm2, xmm8, xmm1
	vpshaq	xmm8, xmm2, xmm1
	vpshaq	xmm13, xmm14, xmm15
	vpshaq	xmm11, xmm10, xmm9
	vpshaq	xmm0, xmm1, xmmword ptr [rax]
	vpshaq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpshaq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpshaq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpshaq	xmm9, xmm7, xmmword ptr [rax]
	vpshaq	xmm0, xmmword ptr [rax], xmm1
	vpshaq	xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpshaq	xmm8, xmmword ptr [rip + foo], xmm1
	vpshaq	xmm15, xmmword ptr [r13 + 64], xmm15
	vpshaq	xmm9, xmmword ptr [rax], xmm7
	vprotb	xmm0, xmm1, 0
	vprotb	xmm1, xmm8, 255
	vprotb	xmm8, xmm1, 27
	vprotb	xmm15, xmm15, 128
	vprotb	xmm9, xmm7, 0
	vprotb	xmm0, xmmword ptr [rax], 0
	vprotb	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vprotb	xmm8, xmmword ptr [rip + foo], 27
	vprotb	xmm15, xmmword ptr [r13 + 64], 128
	vprotw	xmm0, xmm1, 0
	vprotw	xmm1, xmm8, 255
	vprotw	xmm8, xmm1, 27
	vprotw	xmm15, xmm15, 128
	vprotw	xmm9, xmm7, 0
	vprotw	xmm0, xmmword ptr [rax], 0
	vprotw	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vprotw	xmm8, xmmword ptr [rip + foo], 27
	vprotw	xmm15, xmmword ptr [r13 + 64], 128
	vprotd	xmm0, xmm1, 0
	vprotd	xmm1, xmm8, 255
	vprotd	xmm8, xmm1, 27
	vprotd	xmm15, xmm15, 128
	vprotd	xmm9, xmm7, 0
	vprotd	xmm0, xmmword ptr [rax], 0
	vprotd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vprotd	xmm8, xmmword ptr [rip + foo], 27
	vprotd	xmm15, xmmword ptr [r13 + 64], 128
	vprotq	xmm0, xmm1, 0
	vprotq	xmm1, xmm8, 255
	vprotq	xmm8, xmm1, 27
	vprotq	xmm15, xmm15, 128
	vprotq	xmm9, xmm7, 0
	vprotq	xmm0, xmmword ptr [rax], 0
	vprotq	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vprotq	xmm8, xmmword ptr [rip + foo], 27
	vprotq	xmm15, xmmword ptr [r13 + 64], 128
	vpcomltb	xmm2, xmm1, xmm0
	vpcomb	xmm2, xmm1, xmm8, 255
	vpcomb	xmm2, xmm8, xmm1, 27
	vpcomb	xmm8, xmm2, xmm1, 128
	vpcomltb	xmm13, xmm14, xmm15
	vpcomb	xmm11, xmm10, xmm9, 255
	vpcomltb	xmm0, xmm1, xmmword ptr [rax]
	vpcomb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcomb	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpcomb	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpcomltb	xmm9, xmm7, xmmword ptr [rax]
	vpcomltw	xmm2, xmm1, xmm0
	vpcomw	xmm2, xmm1, xmm8, 255
	vpcomw	xmm2, xmm8, xmm1, 27
	vpcomw	xmm8, xmm2, xmm1, 128
	vpcomltw	xmm13, xmm14, xmm15
	vpcomw	xmm11, xmm10, xmm9, 255
	vpcomltw	xmm0, xmm1, xmmword ptr [rax]
	vpcomw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcomw	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpcomw	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpcomltw	xmm9, xmm7, xmmword ptr [rax]
	vpcomltd	xmm2, xmm1, xmm0
	vpcomd	xmm2, xmm1, xmm8, 255
	vpcomd	xmm2, xmm8, xmm1, 27
	vpcomd	xmm8, xmm2, xmm1, 128
	vpcomltd	xmm13, xmm14, xmm15
	vpcomd	xmm11, xmm10, xmm9, 255
	vpcomltd	xmm0, xmm1, xmmword ptr [rax]
	vpcomd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcomd	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpcomd	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpcomltd	xmm9, xmm7, xmmword ptr [rax]
	vpcomltq	xmm2, xmm1, xmm0
	vpcomq	xmm2, xmm1, xmm8, 255
	vpcomq	xmm2, xmm8, xmm1, 27
	vpcomq	xmm8, xmm2, xmm1, 128
	vpcomltq	xmm13, xmm14, xmm15
	vpcomq	xmm11, xmm10, xmm9, 255
	vpcomltq	xmm0, xmm1, xmmword ptr [rax]
	vpcomq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcomq	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpcomq	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpcomltq	xmm9, xmm7, xmmword ptr [rax]
	vpcomltub	xmm2, xmm1, xmm0
	vpcomub	xmm2, xmm1, xmm8, 255
	vpcomub	xmm2, xmm8, xmm1, 27
	vpcomub	xmm8, xmm2, xmm1, 128
	vpcomltub	xmm13, xmm14, xmm15
	vpcomub	xmm11, xmm10, xmm9, 255
	vpcomltub	xmm0, xmm1, xmmword ptr [rax]
	vpcomub	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcomub	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpcomub	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpcomltub	xmm9, xmm7, xmmword ptr [rax]
	vpcomltuw	xmm2, xmm1, xmm0
	vpcomuw	xmm2, xmm1, xmm8, 255
	vpcomuw	xmm2, xmm8, xmm1, 27
	vpcomuw	xmm8, xmm2, xmm1, 128
	vpcomltuw	xmm13, xmm14, xmm15
	vpcomuw	xmm11, xmm10, xmm9, 255
	vpcomltuw	xmm0, xmm1, xmmword ptr [rax]
	vpcomuw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcomuw	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpcomuw	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpcomltuw	xmm9, xmm7, xmmword ptr [rax]
	vpcomltud	xmm2, xmm1, xmm0
	vpcomud	xmm2, xmm1, xmm8, 255
	vpcomud	xmm2, xmm8, xmm1, 27
	vpcomud	xmm8, xmm2, xmm1, 128
	vpcomltud	xmm13, xmm14, xmm15
	vpcomud	xmm11, xmm10, xmm9, 255
	vpcomltud	xmm0, xmm1, xmmword ptr [rax]
	vpcomud	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcomud	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpcomud	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpcomltud	xmm9, xmm7, xmmword ptr [rax]
	vpcomltuq	xmm2, xmm1, xmm0
	vpcomuq	xmm2, xmm1, xmm8, 255
	vpcomuq	xmm2, xmm8, xmm1, 27
	vpcomuq	xmm8, xmm2, xmm1, 128
	vpcomltuq	xmm13, xmm14, xmm15
	vpcomuq	xmm11, xmm10, xmm9, 255
	vpcomltuq	xmm0, xmm1, xmmword ptr [rax]
	vpcomuq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vpcomuq	xmm8, xmm1, xmmword ptr [rip + foo], 27
	vpcomuq	xmm15, xmm15, xmmword ptr [r13 + 64], 128
	vpcomltuq	xmm9, xmm7, xmmword ptr [rax]
	vpcomltb	xmm2, xmm1, xmm0
	vpcomltb	xmm2, xmm1, xmm8
	vpcomltb	xmm2, xmm8, xmm1
	vpcomltb	xmm8, xmm2, xmm1
	vpcomltb	xmm13, xmm14, xmm15
	vpcomltb	xmm11, xmm10, xmm9
	vpcomltb	xmm0, xmm1, xmmword ptr [rax]
	vpcomltb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcomltb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcomltb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcomltb	xmm9, xmm7, xmmword ptr [rax]
	vpcomlew	xmm2, xmm1, xmm0
	vpcomlew	xmm2, xmm1, xmm8
	vpcomlew	xmm2, xmm8, xmm1
	vpcomlew	xmm8, xmm2, xmm1
	vpcomlew	xmm13, xmm14, xmm15
	vpcomlew	xmm11, xmm10, xmm9
	vpcomlew	xmm0, xmm1, xmmword ptr [rax]
	vpcomlew	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcomlew	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcomlew	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcomlew	xmm9, xmm7, xmmword ptr [rax]
	vpcomgtd	xmm2, xmm1, xmm0
	vpcomgtd	xmm2, xmm1, xmm8
	vpcomgtd	xmm2, xmm8, xmm1
	vpcomgtd	xmm8, xmm2, xmm1
	vpcomgtd	xmm13, xmm14, xmm15
	vpcomgtd	xmm11, xmm10, xmm9
	vpcomgtd	xmm0, xmm1, xmmword ptr [rax]
	vpcomgtd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcomgtd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcomgtd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcomgtd	xmm9, xmm7, xmmword ptr [rax]
	vpcomgeq	xmm2, xmm1, xmm0
	vpcomgeq	xmm2, xmm1, xmm8
	vpcomgeq	xmm2, xmm8, xmm1
	vpcomgeq	xmm8, xmm2, xmm1
	vpcomgeq	xmm13, xmm14, xmm15
	vpcomgeq	xmm11, xmm10, xmm9
	vpcomgeq	xmm0, xmm1, xmmword ptr [rax]
	vpcomgeq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcomgeq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcomgeq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcomgeq	xmm9, xmm7, xmmword ptr [rax]
	vpcomequb	xmm2, xmm1, xmm0
	vpcomequb	xmm2, xmm1, xmm8
	vpcomequb	xmm2, xmm8, xmm1
	vpcomequb	xmm8, xmm2, xmm1
	vpcomequb	xmm13, xmm14, xmm15
	vpcomequb	xmm11, xmm10, xmm9
	vpcomequb	xmm0, xmm1, xmmword ptr [rax]
	vpcomequb	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcomequb	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcomequb	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcomequb	xmm9, xmm7, xmmword ptr [rax]
	vpcomnequw	xmm2, xmm1, xmm0
	vpcomnequw	xmm2, xmm1, xmm8
	vpcomnequw	xmm2, xmm8, xmm1
	vpcomnequw	xmm8, xmm2, xmm1
	vpcomnequw	xmm13, xmm14, xmm15
	vpcomnequw	xmm11, xmm10, xmm9
	vpcomnequw	xmm0, xmm1, xmmword ptr [rax]
	vpcomnequw	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcomnequw	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcomnequw	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcomnequw	xmm9, xmm7, xmmword ptr [rax]
	vpcomfalseud	xmm2, xmm1, xmm0
	vpcomfalseud	xmm2, xmm1, xmm8
	vpcomfalseud	xmm2, xmm8, xmm1
	vpcomfalseud	xmm8, xmm2, xmm1
	vpcomfalseud	xmm13, xmm14, xmm15
	vpcomfalseud	xmm11, xmm10, xmm9
	vpcomfalseud	xmm0, xmm1, xmmword ptr [rax]
	vpcomfalseud	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcomfalseud	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcomfalseud	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcomfalseud	xmm9, xmm7, xmmword ptr [rax]
	vpcomtrueuq	xmm2, xmm1, xmm0
	vpcomtrueuq	xmm2, xmm1, xmm8
	vpcomtrueuq	xmm2, xmm8, xmm1
	vpcomtrueuq	xmm8, xmm2, xmm1
	vpcomtrueuq	xmm13, xmm14, xmm15
	vpcomtrueuq	xmm11, xmm10, xmm9
	vpcomtrueuq	xmm0, xmm1, xmmword ptr [rax]
	vpcomtrueuq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcomtrueuq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpcomtrueuq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpcomtrueuq	xmm9, xmm7, xmmword ptr [rax]
	vpmacssww	xmm3, xmm2, xmm1, xmm0
	vpmacssww	xmm3, xmm2, xmm1, xmm8
	vpmacssww	xmm3, xmm2, xmm8, xmm1
	vpmacssww	xmm3, xmm8, xmm2, xmm1
	vpmacssww	xmm8, xmm3, xmm2, xmm1
	vpmacssww	xmm15, xmm15, xmm15, xmm15
	vpmacssww	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacssww	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacssww	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacssww	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacssww	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacssww	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacsswd	xmm3, xmm2, xmm1, xmm0
	vpmacsswd	xmm3, xmm2, xmm1, xmm8
	vpmacsswd	xmm3, xmm2, xmm8, xmm1
	vpmacsswd	xmm3, xmm8, xmm2, xmm1
	vpmacsswd	xmm8, xmm3, xmm2, xmm1
	vpmacsswd	xmm15, xmm15, xmm15, xmm15
	vpmacsswd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacsswd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacsswd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacsswd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacsswd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacsswd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacssdql	xmm3, xmm2, xmm1, xmm0
	vpmacssdql	xmm3, xmm2, xmm1, xmm8
	vpmacssdql	xmm3, xmm2, xmm8, xmm1
	vpmacssdql	xmm3, xmm8, xmm2, xmm1
	vpmacssdql	xmm8, xmm3, xmm2, xmm1
	vpmacssdql	xmm15, xmm15, xmm15, xmm15
	vpmacssdql	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacssdql	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacssdql	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacssdql	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacssdql	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacssdql	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacssdd	xmm3, xmm2, xmm1, xmm0
	vpmacssdd	xmm3, xmm2, xmm1, xmm8
	vpmacssdd	xmm3, xmm2, xmm8, xmm1
	vpmacssdd	xmm3, xmm8, xmm2, xmm1
	vpmacssdd	xmm8, xmm3, xmm2, xmm1
	vpmacssdd	xmm15, xmm15, xmm15, xmm15
	vpmacssdd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacssdd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacssdd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacssdd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacssdd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacssdd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacssdqh	xmm3, xmm2, xmm1, xmm0
	vpmacssdqh	xmm3, xmm2, xmm1, xmm8
	vpmacssdqh	xmm3, xmm2, xmm8, xmm1
	vpmacssdqh	xmm3, xmm8, xmm2, xmm1
	vpmacssdqh	xmm8, xmm3, xmm2, xmm1
	vpmacssdqh	xmm15, xmm15, xmm15, xmm15
	vpmacssdqh	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacssdqh	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacssdqh	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacssdqh	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacssdqh	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacssdqh	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacsww	xmm3, xmm2, xmm1, xmm0
	vpmacsww	xmm3, xmm2, xmm1, xmm8
	vpmacsww	xmm3, xmm2, xmm8, xmm1
	vpmacsww	xmm3, xmm8, xmm2, xmm1
	vpmacsww	xmm8, xmm3, xmm2, xmm1
	vpmacsww	xmm15, xmm15, xmm15, xmm15
	vpmacsww	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacsww	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacsww	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacsww	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacsww	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacsww	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacswd	xmm3, xmm2, xmm1, xmm0
	vpmacswd	xmm3, xmm2, xmm1, xmm8
	vpmacswd	xmm3, xmm2, xmm8, xmm1
	vpmacswd	xmm3, xmm8, xmm2, xmm1
	vpmacswd	xmm8, xmm3, xmm2, xmm1
	vpmacswd	xmm15, xmm15, xmm15, xmm15
	vpmacswd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacswd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacswd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacswd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacswd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacswd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacsdql	xmm3, xmm2, xmm1, xmm0
	vpmacsdql	xmm3, xmm2, xmm1, xmm8
	vpmacsdql	xmm3, xmm2, xmm8, xmm1
	vpmacsdql	xmm3, xmm8, xmm2, xmm1
	vpmacsdql	xmm8, xmm3, xmm2, xmm1
	vpmacsdql	xmm15, xmm15, xmm15, xmm15
	vpmacsdql	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacsdql	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacsdql	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacsdql	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacsdql	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacsdql	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacsdd	xmm3, xmm2, xmm1, xmm0
	vpmacsdd	xmm3, xmm2, xmm1, xmm8
	vpmacsdd	xmm3, xmm2, xmm8, xmm1
	vpmacsdd	xmm3, xmm8, xmm2, xmm1
	vpmacsdd	xmm8, xmm3, xmm2, xmm1
	vpmacsdd	xmm15, xmm15, xmm15, xmm15
	vpmacsdd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacsdd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacsdd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacsdd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacsdd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacsdd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmacsdqh	xmm3, xmm2, xmm1, xmm0
	vpmacsdqh	xmm3, xmm2, xmm1, xmm8
	vpmacsdqh	xmm3, xmm2, xmm8, xmm1
	vpmacsdqh	xmm3, xmm8, xmm2, xmm1
	vpmacsdqh	xmm8, xmm3, xmm2, xmm1
	vpmacsdqh	xmm15, xmm15, xmm15, xmm15
	vpmacsdqh	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmacsdqh	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmacsdqh	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmacsdqh	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmacsdqh	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmacsdqh	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmadcsswd	xmm3, xmm2, xmm1, xmm0
	vpmadcsswd	xmm3, xmm2, xmm1, xmm8
	vpmadcsswd	xmm3, xmm2, xmm8, xmm1
	vpmadcsswd	xmm3, xmm8, xmm2, xmm1
	vpmadcsswd	xmm8, xmm3, xmm2, xmm1
	vpmadcsswd	xmm15, xmm15, xmm15, xmm15
	vpmadcsswd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmadcsswd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmadcsswd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmadcsswd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmadcsswd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmadcsswd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpmadcswd	xmm3, xmm2, xmm1, xmm0
	vpmadcswd	xmm3, xmm2, xmm1, xmm8
	vpmadcswd	xmm3, xmm2, xmm8, xmm1
	vpmadcswd	xmm3, xmm8, xmm2, xmm1
	vpmadcswd	xmm8, xmm3, xmm2, xmm1
	vpmadcswd	xmm15, xmm15, xmm15, xmm15
	vpmadcswd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpmadcswd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpmadcswd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpmadcswd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpmadcswd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpmadcswd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpcmov	xmm3, xmm2, xmm1, xmm0
	vpcmov	xmm3, xmm2, xmm1, xmm8
	vpcmov	xmm3, xmm2, xmm8, xmm1
	vpcmov	xmm3, xmm8, xmm2, xmm1
	vpcmov	xmm8, xmm3, xmm2, xmm1
	vpcmov	xmm15, xmm15, xmm15, xmm15
	vpcmov	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vpcmov	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpcmov	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vpcmov	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vpcmov	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vpcmov	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vpcmov	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpcmov	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpcmov	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpcmov	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpcmov	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpcmov	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpcmov	ymm3, ymm2, ymm1, ymm0
	vpcmov	ymm3, ymm2, ymm1, ymm8
	vpcmov	ymm3, ymm2, ymm8, ymm1
	vpcmov	ymm3, ymm8, ymm2, ymm1
	vpcmov	ymm8, ymm3, ymm2, ymm1
	vpcmov	ymm15, ymm15, ymm15, ymm15
	vpcmov	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vpcmov	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpcmov	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vpcmov	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vpcmov	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vpcmov	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vpcmov	ymm2, ymm1, ymmword ptr [rax], ymm0
	vpcmov	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vpcmov	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vpcmov	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vpcmov	ymm13, ymm14, ymmword ptr [rax], ymm15
	vpcmov	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vpperm	xmm3, xmm2, xmm1, xmm0
	vpperm	xmm3, xmm2, xmm1, xmm8
	vpperm	xmm3, xmm2, xmm8, xmm1
	vpperm	xmm3, xmm8, xmm2, xmm1
	vpperm	xmm8, xmm3, xmm2, xmm1
	vpperm	xmm15, xmm15, xmm15, xmm15
	vpperm	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vpperm	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpperm	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vpperm	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vpperm	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vpperm	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vpperm	xmm2, xmm1, xmmword ptr [rax], xmm0
	vpperm	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vpperm	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vpperm	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vpperm	xmm13, xmm14, xmmword ptr [rax], xmm15
	vpperm	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vpermil2ps	xmm3, xmm2, xmm1, xmm0, 0
	vpermil2ps	xmm3, xmm2, xmm1, xmm8, 0
	vpermil2ps	xmm3, xmm2, xmm8, xmm1, 0
	vpermil2ps	xmm3, xmm8, xmm2, xmm1, 0
	vpermil2ps	xmm8, xmm3, xmm2, xmm1, 0
	vpermil2ps	xmm15, xmm15, xmm15, xmm15, 0
	vpermil2ps	xmm2, xmm1, xmm0, xmmword ptr [rax], 15
	vpermil2ps	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 15
	vpermil2ps	xmm2, xmm8, xmm1, xmmword ptr [rip + foo], 15
	vpermil2ps	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64], 15
	vpermil2ps	xmm13, xmm14, xmm15, xmmword ptr [rax], 15
	vpermil2ps	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128], 15
	vpermil2ps	xmm2, xmm1, xmmword ptr [rax], xmm0, 3
	vpermil2ps	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8, 3
	vpermil2ps	xmm2, xmm8, xmmword ptr [rip + foo], xmm1, 3
	vpermil2ps	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1, 3
	vpermil2ps	xmm13, xmm14, xmmword ptr [rax], xmm15, 3
	vpermil2ps	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9, 3
	vpermil2ps	ymm3, ymm2, ymm1, ymm0, 7
	vpermil2ps	ymm3, ymm2, ymm1, ymm8, 7
	vpermil2ps	ymm3, ymm2, ymm8, ymm1, 7
	vpermil2ps	ymm3, ymm8, ymm2, ymm1, 7
	vpermil2ps	ymm8, ymm3, ymm2, ymm1, 7
	vpermil2ps	ymm15, ymm15, ymm15, ymm15, 7
	vpermil2ps	ymm2, ymm1, ymm0, ymmword ptr [rax], 1
	vpermil2ps	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 1
	vpermil2ps	ymm2, ymm8, ymm1, ymmword ptr [rip + foo], 1
	vpermil2ps	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64], 1
	vpermil2ps	ymm13, ymm14, ymm15, ymmword ptr [rax], 1
	vpermil2ps	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128], 1
	vpermil2ps	ymm2, ymm1, ymmword ptr [rax], ymm0, 8
	vpermil2ps	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8, 8
	vpermil2ps	ymm2, ymm8, ymmword ptr [rip + foo], ymm1, 8
	vpermil2ps	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1, 8
	vpermil2ps	ymm13, ymm14, ymmword ptr [rax], ymm15, 8
	vpermil2ps	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9, 8
	vpermil2ps	xmm3, xmm2, xmm1, xmm0, 15
	vpermil2ps	xmm3, xmm2, xmm1, xmm8, 15
	vpermil2ps	xmm3, xmm2, xmm8, xmm1, 15
	vpermil2ps	xmm3, xmm8, xmm2, xmm1, 15
	vpermil2ps	xmm8, xmm3, xmm2, xmm1, 15
	vpermil2ps	xmm15, xmm15, xmm15, xmm15, 15
	vpermil2pd	xmm3, xmm2, xmm1, xmm0, 0
	vpermil2pd	xmm3, xmm2, xmm1, xmm8, 0
	vpermil2pd	xmm3, xmm2, xmm8, xmm1, 0
	vpermil2pd	xmm3, xmm8, xmm2, xmm1, 0
	vpermil2pd	xmm8, xmm3, xmm2, xmm1, 0
	vpermil2pd	xmm15, xmm15, xmm15, xmm15, 0
	vpermil2pd	xmm2, xmm1, xmm0, xmmword ptr [rax], 15
	vpermil2pd	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128], 15
	vpermil2pd	xmm2, xmm8, xmm1, xmmword ptr [rip + foo], 15
	vpermil2pd	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64], 15
	vpermil2pd	xmm13, xmm14, xmm15, xmmword ptr [rax], 15
	vpermil2pd	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128], 15
	vpermil2pd	xmm2, xmm1, xmmword ptr [rax], xmm0, 3
	vpermil2pd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8, 3
	vpermil2pd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1, 3
	vpermil2pd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1, 3
	vpermil2pd	xmm13, xmm14, xmmword ptr [rax], xmm15, 3
	vpermil2pd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9, 3
	vpermil2pd	ymm3, ymm2, ymm1, ymm0, 7
	vpermil2pd	ymm3, ymm2, ymm1, ymm8, 7
	vpermil2pd	ymm3, ymm2, ymm8, ymm1, 7
	vpermil2pd	ymm3, ymm8, ymm2, ymm1, 7
	vpermil2pd	ymm8, ymm3, ymm2, ymm1, 7
	vpermil2pd	ymm15, ymm15, ymm15, ymm15, 7
	vpermil2pd	ymm2, ymm1, ymm0, ymmword ptr [rax], 1
	vpermil2pd	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 1
	vpermil2pd	ymm2, ymm8, ymm1, ymmword ptr [rip + foo], 1
	vpermil2pd	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64], 1
	vpermil2pd	ymm13, ymm14, ymm15, ymmword ptr [rax], 1
	vpermil2pd	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128], 1
	vpermil2pd	ymm2, ymm1, ymmword ptr [rax], ymm0, 8
	vpermil2pd	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8, 8
	vpermil2pd	ymm2, ymm8, ymmword ptr [rip + foo], ymm1, 8
	vpermil2pd	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1, 8
	vpermil2pd	ymm13, ymm14, ymmword ptr [rax], ymm15, 8
	vpermil2pd	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9, 8
	vpermil2pd	xmm3, xmm2, xmm1, xmm0, 15
	vpermil2pd	xmm3, xmm2, xmm1, xmm8, 15
	vpermil2pd	xmm3, xmm2, xmm8, xmm1, 15
	vpermil2pd	xmm3, xmm8, xmm2, xmm1, 15
	vpermil2pd	xmm8, xmm3, xmm2, xmm1, 15
	vpermil2pd	xmm15, xmm15, xmm15, xmm15, 15
	vfmaddps	xmm3, xmm2, xmm1, xmm0
	vfmaddps	xmm3, xmm2, xmm1, xmm8
	vfmaddps	xmm3, xmm2, xmm8, xmm1
	vfmaddps	xmm3, xmm8, xmm2, xmm1
	vfmaddps	xmm8, xmm3, xmm2, xmm1
	vfmaddps	xmm15, xmm15, xmm15, xmm15
	vfmaddps	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfmaddps	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddps	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddps	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfmaddps	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfmaddps	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddps	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfmaddps	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfmaddps	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfmaddps	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfmaddps	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfmaddps	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfmaddps	ymm3, ymm2, ymm1, ymm0
	vfmaddps	ymm3, ymm2, ymm1, ymm8
	vfmaddps	ymm3, ymm2, ymm8, ymm1
	vfmaddps	ymm3, ymm8, ymm2, ymm1
	vfmaddps	ymm8, ymm3, ymm2, ymm1
	vfmaddps	ymm15, ymm15, ymm15, ymm15
	vfmaddps	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfmaddps	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddps	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddps	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfmaddps	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfmaddps	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddps	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfmaddps	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfmaddps	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfmaddps	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfmaddps	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfmaddps	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfmaddpd	xmm3, xmm2, xmm1, xmm0
	vfmaddpd	xmm3, xmm2, xmm1, xmm8
	vfmaddpd	xmm3, xmm2, xmm8, xmm1
	vfmaddpd	xmm3, xmm8, xmm2, xmm1
	vfmaddpd	xmm8, xmm3, xmm2, xmm1
	vfmaddpd	xmm15, xmm15, xmm15, xmm15
	vfmaddpd	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfmaddpd	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddpd	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddpd	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfmaddpd	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfmaddpd	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddpd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfmaddpd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfmaddpd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfmaddpd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfmaddpd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfmaddpd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfmaddpd	ymm3, ymm2, ymm1, ymm0
	vfmaddpd	ymm3, ymm2, ymm1, ymm8
	vfmaddpd	ymm3, ymm2, ymm8, ymm1
	vfmaddpd	ymm3, ymm8, ymm2, ymm1
	vfmaddpd	ymm8, ymm3, ymm2, ymm1
	vfmaddpd	ymm15, ymm15, ymm15, ymm15
	vfmaddpd	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfmaddpd	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddpd	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddpd	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfmaddpd	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfmaddpd	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddpd	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfmaddpd	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfmaddpd	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfmaddpd	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfmaddpd	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfmaddpd	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfmsubps	xmm3, xmm2, xmm1, xmm0
	vfmsubps	xmm3, xmm2, xmm1, xmm8
	vfmsubps	xmm3, xmm2, xmm8, xmm1
	vfmsubps	xmm3, xmm8, xmm2, xmm1
	vfmsubps	xmm8, xmm3, xmm2, xmm1
	vfmsubps	xmm15, xmm15, xmm15, xmm15
	vfmsubps	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfmsubps	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubps	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubps	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfmsubps	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfmsubps	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubps	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfmsubps	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfmsubps	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfmsubps	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfmsubps	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfmsubps	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfmsubps	ymm3, ymm2, ymm1, ymm0
	vfmsubps	ymm3, ymm2, ymm1, ymm8
	vfmsubps	ymm3, ymm2, ymm8, ymm1
	vfmsubps	ymm3, ymm8, ymm2, ymm1
	vfmsubps	ymm8, ymm3, ymm2, ymm1
	vfmsubps	ymm15, ymm15, ymm15, ymm15
	vfmsubps	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfmsubps	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubps	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubps	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfmsubps	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfmsubps	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubps	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfmsubps	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfmsubps	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfmsubps	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfmsubps	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfmsubps	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfmsubpd	xmm3, xmm2, xmm1, xmm0
	vfmsubpd	xmm3, xmm2, xmm1, xmm8
	vfmsubpd	xmm3, xmm2, xmm8, xmm1
	vfmsubpd	xmm3, xmm8, xmm2, xmm1
	vfmsubpd	xmm8, xmm3, xmm2, xmm1
	vfmsubpd	xmm15, xmm15, xmm15, xmm15
	vfmsubpd	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfmsubpd	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubpd	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubpd	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfmsubpd	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfmsubpd	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubpd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfmsubpd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfmsubpd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfmsubpd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfmsubpd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfmsubpd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfmsubpd	ymm3, ymm2, ymm1, ymm0
	vfmsubpd	ymm3, ymm2, ymm1, ymm8
	vfmsubpd	ymm3, ymm2, ymm8, ymm1
	vfmsubpd	ymm3, ymm8, ymm2, ymm1
	vfmsubpd	ymm8, ymm3, ymm2, ymm1
	vfmsubpd	ymm15, ymm15, ymm15, ymm15
	vfmsubpd	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfmsubpd	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubpd	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubpd	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfmsubpd	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfmsubpd	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubpd	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfmsubpd	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfmsubpd	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfmsubpd	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfmsubpd	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfmsubpd	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfnmaddps	xmm3, xmm2, xmm1, xmm0
	vfnmaddps	xmm3, xmm2, xmm1, xmm8
	vfnmaddps	xmm3, xmm2, xmm8, xmm1
	vfnmaddps	xmm3, xmm8, xmm2, xmm1
	vfnmaddps	xmm8, xmm3, xmm2, xmm1
	vfnmaddps	xmm15, xmm15, xmm15, xmm15
	vfnmaddps	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfnmaddps	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmaddps	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmaddps	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfnmaddps	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfnmaddps	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfnmaddps	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfnmaddps	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfnmaddps	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfnmaddps	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfnmaddps	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfnmaddps	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfnmaddps	ymm3, ymm2, ymm1, ymm0
	vfnmaddps	ymm3, ymm2, ymm1, ymm8
	vfnmaddps	ymm3, ymm2, ymm8, ymm1
	vfnmaddps	ymm3, ymm8, ymm2, ymm1
	vfnmaddps	ymm8, ymm3, ymm2, ymm1
	vfnmaddps	ymm15, ymm15, ymm15, ymm15
	vfnmaddps	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfnmaddps	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmaddps	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmaddps	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfnmaddps	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfnmaddps	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfnmaddps	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfnmaddps	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfnmaddps	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfnmaddps	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfnmaddps	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfnmaddps	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfnmaddpd	xmm3, xmm2, xmm1, xmm0
	vfnmaddpd	xmm3, xmm2, xmm1, xmm8
	vfnmaddpd	xmm3, xmm2, xmm8, xmm1
	vfnmaddpd	xmm3, xmm8, xmm2, xmm1
	vfnmaddpd	xmm8, xmm3, xmm2, xmm1
	vfnmaddpd	xmm15, xmm15, xmm15, xmm15
	vfnmaddpd	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfnmaddpd	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmaddpd	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmaddpd	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfnmaddpd	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfnmaddpd	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfnmaddpd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfnmaddpd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfnmaddpd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfnmaddpd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfnmaddpd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfnmaddpd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfnmaddpd	ymm3, ymm2, ymm1, ymm0
	vfnmaddpd	ymm3, ymm2, ymm1, ymm8
	vfnmaddpd	ymm3, ymm2, ymm8, ymm1
	vfnmaddpd	ymm3, ymm8, ymm2, ymm1
	vfnmaddpd	ymm8, ymm3, ymm2, ymm1
	vfnmaddpd	ymm15, ymm15, ymm15, ymm15
	vfnmaddpd	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfnmaddpd	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmaddpd	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmaddpd	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfnmaddpd	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfnmaddpd	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfnmaddpd	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfnmaddpd	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfnmaddpd	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfnmaddpd	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfnmaddpd	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfnmaddpd	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfnmsubps	xmm3, xmm2, xmm1, xmm0
	vfnmsubps	xmm3, xmm2, xmm1, xmm8
	vfnmsubps	xmm3, xmm2, xmm8, xmm1
	vfnmsubps	xmm3, xmm8, xmm2, xmm1
	vfnmsubps	xmm8, xmm3, xmm2, xmm1
	vfnmsubps	xmm15, xmm15, xmm15, xmm15
	vfnmsubps	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfnmsubps	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsubps	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmsubps	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfnmsubps	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfnmsubps	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsubps	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfnmsubps	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfnmsubps	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfnmsubps	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfnmsubps	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfnmsubps	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfnmsubps	ymm3, ymm2, ymm1, ymm0
	vfnmsubps	ymm3, ymm2, ymm1, ymm8
	vfnmsubps	ymm3, ymm2, ymm8, ymm1
	vfnmsubps	ymm3, ymm8, ymm2, ymm1
	vfnmsubps	ymm8, ymm3, ymm2, ymm1
	vfnmsubps	ymm15, ymm15, ymm15, ymm15
	vfnmsubps	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfnmsubps	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsubps	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmsubps	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfnmsubps	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfnmsubps	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsubps	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfnmsubps	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfnmsubps	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfnmsubps	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfnmsubps	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfnmsubps	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfnmsubpd	xmm3, xmm2, xmm1, xmm0
	vfnmsubpd	xmm3, xmm2, xmm1, xmm8
	vfnmsubpd	xmm3, xmm2, xmm8, xmm1
	vfnmsubpd	xmm3, xmm8, xmm2, xmm1
	vfnmsubpd	xmm8, xmm3, xmm2, xmm1
	vfnmsubpd	xmm15, xmm15, xmm15, xmm15
	vfnmsubpd	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfnmsubpd	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsubpd	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmsubpd	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfnmsubpd	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfnmsubpd	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsubpd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfnmsubpd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfnmsubpd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfnmsubpd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfnmsubpd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfnmsubpd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfnmsubpd	ymm3, ymm2, ymm1, ymm0
	vfnmsubpd	ymm3, ymm2, ymm1, ymm8
	vfnmsubpd	ymm3, ymm2, ymm8, ymm1
	vfnmsubpd	ymm3, ymm8, ymm2, ymm1
	vfnmsubpd	ymm8, ymm3, ymm2, ymm1
	vfnmsubpd	ymm15, ymm15, ymm15, ymm15
	vfnmsubpd	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfnmsubpd	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsubpd	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmsubpd	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfnmsubpd	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfnmsubpd	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsubpd	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfnmsubpd	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfnmsubpd	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfnmsubpd	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfnmsubpd	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfnmsubpd	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfmaddsubps	xmm3, xmm2, xmm1, xmm0
	vfmaddsubps	xmm3, xmm2, xmm1, xmm8
	vfmaddsubps	xmm3, xmm2, xmm8, xmm1
	vfmaddsubps	xmm3, xmm8, xmm2, xmm1
	vfmaddsubps	xmm8, xmm3, xmm2, xmm1
	vfmaddsubps	xmm15, xmm15, xmm15, xmm15
	vfmaddsubps	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfmaddsubps	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsubps	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddsubps	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfmaddsubps	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfmaddsubps	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsubps	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfmaddsubps	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfmaddsubps	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfmaddsubps	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfmaddsubps	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfmaddsubps	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfmaddsubps	ymm3, ymm2, ymm1, ymm0
	vfmaddsubps	ymm3, ymm2, ymm1, ymm8
	vfmaddsubps	ymm3, ymm2, ymm8, ymm1
	vfmaddsubps	ymm3, ymm8, ymm2, ymm1
	vfmaddsubps	ymm8, ymm3, ymm2, ymm1
	vfmaddsubps	ymm15, ymm15, ymm15, ymm15
	vfmaddsubps	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfmaddsubps	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsubps	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddsubps	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfmaddsubps	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfmaddsubps	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsubps	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfmaddsubps	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfmaddsubps	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfmaddsubps	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfmaddsubps	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfmaddsubps	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfmaddsubpd	xmm3, xmm2, xmm1, xmm0
	vfmaddsubpd	xmm3, xmm2, xmm1, xmm8
	vfmaddsubpd	xmm3, xmm2, xmm8, xmm1
	vfmaddsubpd	xmm3, xmm8, xmm2, xmm1
	vfmaddsubpd	xmm8, xmm3, xmm2, xmm1
	vfmaddsubpd	xmm15, xmm15, xmm15, xmm15
	vfmaddsubpd	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfmaddsubpd	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsubpd	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddsubpd	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfmaddsubpd	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfmaddsubpd	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsubpd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfmaddsubpd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfmaddsubpd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfmaddsubpd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfmaddsubpd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfmaddsubpd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfmaddsubpd	ymm3, ymm2, ymm1, ymm0
	vfmaddsubpd	ymm3, ymm2, ymm1, ymm8
	vfmaddsubpd	ymm3, ymm2, ymm8, ymm1
	vfmaddsubpd	ymm3, ymm8, ymm2, ymm1
	vfmaddsubpd	ymm8, ymm3, ymm2, ymm1
	vfmaddsubpd	ymm15, ymm15, ymm15, ymm15
	vfmaddsubpd	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfmaddsubpd	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsubpd	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddsubpd	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfmaddsubpd	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfmaddsubpd	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsubpd	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfmaddsubpd	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfmaddsubpd	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfmaddsubpd	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfmaddsubpd	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfmaddsubpd	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfmsubaddps	xmm3, xmm2, xmm1, xmm0
	vfmsubaddps	xmm3, xmm2, xmm1, xmm8
	vfmsubaddps	xmm3, xmm2, xmm8, xmm1
	vfmsubaddps	xmm3, xmm8, xmm2, xmm1
	vfmsubaddps	xmm8, xmm3, xmm2, xmm1
	vfmsubaddps	xmm15, xmm15, xmm15, xmm15
	vfmsubaddps	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfmsubaddps	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubaddps	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubaddps	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfmsubaddps	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfmsubaddps	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubaddps	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfmsubaddps	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfmsubaddps	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfmsubaddps	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfmsubaddps	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfmsubaddps	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfmsubaddps	ymm3, ymm2, ymm1, ymm0
	vfmsubaddps	ymm3, ymm2, ymm1, ymm8
	vfmsubaddps	ymm3, ymm2, ymm8, ymm1
	vfmsubaddps	ymm3, ymm8, ymm2, ymm1
	vfmsubaddps	ymm8, ymm3, ymm2, ymm1
	vfmsubaddps	ymm15, ymm15, ymm15, ymm15
	vfmsubaddps	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfmsubaddps	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubaddps	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubaddps	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfmsubaddps	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfmsubaddps	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubaddps	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfmsubaddps	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfmsubaddps	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfmsubaddps	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfmsubaddps	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfmsubaddps	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfmsubaddpd	xmm3, xmm2, xmm1, xmm0
	vfmsubaddpd	xmm3, xmm2, xmm1, xmm8
	vfmsubaddpd	xmm3, xmm2, xmm8, xmm1
	vfmsubaddpd	xmm3, xmm8, xmm2, xmm1
	vfmsubaddpd	xmm8, xmm3, xmm2, xmm1
	vfmsubaddpd	xmm15, xmm15, xmm15, xmm15
	vfmsubaddpd	xmm2, xmm1, xmm0, xmmword ptr [rax]
	vfmsubaddpd	xmm2, xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubaddpd	xmm2, xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubaddpd	xmm8, xmm2, xmm1, xmmword ptr [r13 + 64]
	vfmsubaddpd	xmm13, xmm14, xmm15, xmmword ptr [rax]
	vfmsubaddpd	xmm11, xmm10, xmm9, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubaddpd	xmm2, xmm1, xmmword ptr [rax], xmm0
	vfmsubaddpd	xmm2, xmm1, xmmword ptr [rsp + 4*r9 - 128], xmm8
	vfmsubaddpd	xmm2, xmm8, xmmword ptr [rip + foo], xmm1
	vfmsubaddpd	xmm8, xmm2, xmmword ptr [r13 + 64], xmm1
	vfmsubaddpd	xmm13, xmm14, xmmword ptr [rax], xmm15
	vfmsubaddpd	xmm11, xmm10, xmmword ptr [rsp + 4*r9 - 128], xmm9
	vfmsubaddpd	ymm3, ymm2, ymm1, ymm0
	vfmsubaddpd	ymm3, ymm2, ymm1, ymm8
	vfmsubaddpd	ymm3, ymm2, ymm8, ymm1
	vfmsubaddpd	ymm3, ymm8, ymm2, ymm1
	vfmsubaddpd	ymm8, ymm3, ymm2, ymm1
	vfmsubaddpd	ymm15, ymm15, ymm15, ymm15
	vfmsubaddpd	ymm2, ymm1, ymm0, ymmword ptr [rax]
	vfmsubaddpd	ymm2, ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubaddpd	ymm2, ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubaddpd	ymm8, ymm2, ymm1, ymmword ptr [r13 + 64]
	vfmsubaddpd	ymm13, ymm14, ymm15, ymmword ptr [rax]
	vfmsubaddpd	ymm11, ymm10, ymm9, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubaddpd	ymm2, ymm1, ymmword ptr [rax], ymm0
	vfmsubaddpd	ymm2, ymm1, ymmword ptr [rsp + 4*r9 - 128], ymm8
	vfmsubaddpd	ymm2, ymm8, ymmword ptr [rip + foo], ymm1
	vfmsubaddpd	ymm8, ymm2, ymmword ptr [r13 + 64], ymm1
	vfmsubaddpd	ymm13, ymm14, ymmword ptr [rax], ymm15
	vfmsubaddpd	ymm11, ymm10, ymmword ptr [rsp + 4*r9 - 128], ymm9
	vfmaddss	xmm3, xmm2, xmm1, xmm0
	vfmaddss	xmm3, xmm2, xmm1, xmm8
	vfmaddss	xmm3, xmm2, xmm8, xmm1
	vfmaddss	xmm3, xmm8, xmm2, xmm1
	vfmaddss	xmm8, xmm3, xmm2, xmm1
	vfmaddss	xmm15, xmm15, xmm15, xmm15
	vfmaddss	xmm2, xmm1, xmm0, dword ptr [rax]
	vfmaddss	xmm2, xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfmaddss	xmm2, xmm8, xmm1, dword ptr [rip + foo]
	vfmaddss	xmm8, xmm2, xmm1, dword ptr [r13 + 64]
	vfmaddss	xmm13, xmm14, xmm15, dword ptr [rax]
	vfmaddss	xmm11, xmm10, xmm9, dword ptr [rsp + 4*r9 - 128]
	vfmaddss	xmm2, xmm1, dword ptr [rax], xmm0
	vfmaddss	xmm2, xmm1, dword ptr [rsp + 4*r9 - 128], xmm8
	vfmaddss	xmm2, xmm8, dword ptr [rip + foo], xmm1
	vfmaddss	xmm8, xmm2, dword ptr [r13 + 64], xmm1
	vfmaddss	xmm13, xmm14, dword ptr [rax], xmm15
	vfmaddss	xmm11, xmm10, dword ptr [rsp + 4*r9 - 128], xmm9
	vfmaddsd	xmm3, xmm2, xmm1, xmm0
	vfmaddsd	xmm3, xmm2, xmm1, xmm8
	vfmaddsd	xmm3, xmm2, xmm8, xmm1
	vfmaddsd	xmm3, xmm8, xmm2, xmm1
	vfmaddsd	xmm8, xmm3, xmm2, xmm1
	vfmaddsd	xmm15, xmm15, xmm15, xmm15
	vfmaddsd	xmm2, xmm1, xmm0, qword ptr [rax]
	vfmaddsd	xmm2, xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfmaddsd	xmm2, xmm8, xmm1, qword ptr [rip + foo]
	vfmaddsd	xmm8, xmm2, xmm1, qword ptr [r13 + 64]
	vfmaddsd	xmm13, xmm14, xmm15, qword ptr [rax]
	vfmaddsd	xmm11, xmm10, xmm9, qword ptr [rsp + 4*r9 - 128]
	vfmaddsd	xmm2, xmm1, qword ptr [rax], xmm0
	vfmaddsd	xmm2, xmm1, qword ptr [rsp + 4*r9 - 128], xmm8
	vfmaddsd	xmm2, xmm8, qword ptr [rip + foo], xmm1
	vfmaddsd	xmm8, xmm2, qword ptr [r13 + 64], xmm1
	vfmaddsd	xmm13, xmm14, qword ptr [rax], xmm15
	vfmaddsd	xmm11, xmm10, qword ptr [rsp + 4*r9 - 128], xmm9
	vfmsubss	xmm3, xmm2, xmm1, xmm0
	vfmsubss	xmm3, xmm2, xmm1, xmm8
	vfmsubss	xmm3, xmm2, xmm8, xmm1
	vfmsubss	xmm3, xmm8, xmm2, xmm1
	vfmsubss	xmm8, xmm3, xmm2, xmm1
	vfmsubss	xmm15, xmm15, xmm15, xmm15
	vfmsubss	xmm2, xmm1, xmm0, dword ptr [rax]
	vfmsubss	xmm2, xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfmsubss	xmm2, xmm8, xmm1, dword ptr [rip + foo]
	vfmsubss	xmm8, xmm2, xmm1, dword ptr [r13 + 64]
	vfmsubss	xmm13, xmm14, xmm15, dword ptr [rax]
	vfmsubss	xmm11, xmm10, xmm9, dword ptr [rsp + 4*r9 - 128]
	vfmsubss	xmm2, xmm1, dword ptr [rax], xmm0
	vfmsubss	xmm2, xmm1, dword ptr [rsp + 4*r9 - 128], xmm8
	vfmsubss	xmm2, xmm8, dword ptr [rip + foo], xmm1
	vfmsubss	xmm8, xmm2, dword ptr [r13 + 64], xmm1
	vfmsubss	xmm13, xmm14, dword ptr [rax], xmm15
	vfmsubss	xmm11, xmm10, dword ptr [rsp + 4*r9 - 128], xmm9
	vfmsubsd	xmm3, xmm2, xmm1, xmm0
	vfmsubsd	xmm3, xmm2, xmm1, xmm8
	vfmsubsd	xmm3, xmm2, xmm8, xmm1
	vfmsubsd	xmm3, xmm8, xmm2, xmm1
	vfmsubsd	xmm8, xmm3, xmm2, xmm1
	vfmsubsd	xmm15, xmm15, xmm15, xmm15
	vfmsubsd	xmm2, xmm1, xmm0, qword ptr [rax]
	vfmsubsd	xmm2, xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfmsubsd	xmm2, xmm8, xmm1, qword ptr [rip + foo]
	vfmsubsd	xmm8, xmm2, xmm1, qword ptr [r13 + 64]
	vfmsubsd	xmm13, xmm14, xmm15, qword ptr [rax]
	vfmsubsd	xmm11, xmm10, xmm9, qword ptr [rsp + 4*r9 - 128]
	vfmsubsd	xmm2, xmm1, qword ptr [rax], xmm0
	vfmsubsd	xmm2, xmm1, qword ptr [rsp + 4*r9 - 128], xmm8
	vfmsubsd	xmm2, xmm8, qword ptr [rip + foo], xmm1
	vfmsubsd	xmm8, xmm2, qword ptr [r13 + 64], xmm1
	vfmsubsd	xmm13, xmm14, qword ptr [rax], xmm15
	vfmsubsd	xmm11, xmm10, qword ptr [rsp + 4*r9 - 128], xmm9
	vfnmaddss	xmm3, xmm2, xmm1, xmm0
	vfnmaddss	xmm3, xmm2, xmm1, xmm8
	vfnmaddss	xmm3, xmm2, xmm8, xmm1
	vfnmaddss	xmm3, xmm8, xmm2, xmm1
	vfnmaddss	xmm8, xmm3, xmm2, xmm1
	vfnmaddss	xmm15, xmm15, xmm15, xmm15
	vfnmaddss	xmm2, xmm1, xmm0, dword ptr [rax]
	vfnmaddss	xmm2, xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfnmaddss	xmm2, xmm8, xmm1, dword ptr [rip + foo]
	vfnmaddss	xmm8, xmm2, xmm1, dword ptr [r13 + 64]
	vfnmaddss	xmm13, xmm14, xmm15, dword ptr [rax]
	vfnmaddss	xmm11, xmm10, xmm9, dword ptr [rsp + 4*r9 - 128]
	vfnmaddss	xmm2, xmm1, dword ptr [rax], xmm0
	vfnmaddss	xmm2, xmm1, dword ptr [rsp + 4*r9 - 128], xmm8
	vfnmaddss	xmm2, xmm8, dword ptr [rip + foo], xmm1
	vfnmaddss	xmm8, xmm2, dword ptr [r13 + 64], xmm1
	vfnmaddss	xmm13, xmm14, dword ptr [rax], xmm15
	vfnmaddss	xmm11, xmm10, dword ptr [rsp + 4*r9 - 128], xmm9
	vfnmaddsd	xmm3, xmm2, xmm1, xmm0
	vfnmaddsd	xmm3, xmm2, xmm1, xmm8
	vfnmaddsd	xmm3, xmm2, xmm8, xmm1
	vfnmaddsd	xmm3, xmm8, xmm2, xmm1
	vfnmaddsd	xmm8, xmm3, xmm2, xmm1
	vfnmaddsd	xmm15, xmm15, xmm15, xmm15
	vfnmaddsd	xmm2, xmm1, xmm0, qword ptr [rax]
	vfnmaddsd	xmm2, xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfnmaddsd	xmm2, xmm8, xmm1, qword ptr [rip + foo]
	vfnmaddsd	xmm8, xmm2, xmm1, qword ptr [r13 + 64]
	vfnmaddsd	xmm13, xmm14, xmm15, qword ptr [rax]
	vfnmaddsd	xmm11, xmm10, xmm9, qword ptr [rsp + 4*r9 - 128]
	vfnmaddsd	xmm2, xmm1, qword ptr [rax], xmm0
	vfnmaddsd	xmm2, xmm1, qword ptr [rsp + 4*r9 - 128], xmm8
	vfnmaddsd	xmm2, xmm8, qword ptr [rip + foo], xmm1
	vfnmaddsd	xmm8, xmm2, qword ptr [r13 + 64], xmm1
	vfnmaddsd	xmm13, xmm14, qword ptr [rax], xmm15
	vfnmaddsd	xmm11, xmm10, qword ptr [rsp + 4*r9 - 128], xmm9
	vfnmsubss	xmm3, xmm2, xmm1, xmm0
	vfnmsubss	xmm3, xmm2, xmm1, xmm8
	vfnmsubss	xmm3, xmm2, xmm8, xmm1
	vfnmsubss	xmm3, xmm8, xmm2, xmm1
	vfnmsubss	xmm8, xmm3, xmm2, xmm1
	vfnmsubss	xmm15, xmm15, xmm15, xmm15
	vfnmsubss	xmm2, xmm1, xmm0, dword ptr [rax]
	vfnmsubss	xmm2, xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfnmsubss	xmm2, xmm8, xmm1, dword ptr [rip + foo]
	vfnmsubss	xmm8, xmm2, xmm1, dword ptr [r13 + 64]
	vfnmsubss	xmm13, xmm14, xmm15, dword ptr [rax]
	vfnmsubss	xmm11, xmm10, xmm9, dword ptr [rsp + 4*r9 - 128]
	vfnmsubss	xmm2, xmm1, dword ptr [rax], xmm0
	vfnmsubss	xmm2, xmm1, dword ptr [rsp + 4*r9 - 128], xmm8
	vfnmsubss	xmm2, xmm8, dword ptr [rip + foo], xmm1
	vfnmsubss	xmm8, xmm2, dword ptr [r13 + 64], xmm1
	vfnmsubss	xmm13, xmm14, dword ptr [rax], xmm15
	vfnmsubss	xmm11, xmm10, dword ptr [rsp + 4*r9 - 128], xmm9
	vfnmsubsd	xmm3, xmm2, xmm1, xmm0
	vfnmsubsd	xmm3, xmm2, xmm1, xmm8
	vfnmsubsd	xmm3, xmm2, xmm8, xmm1
	vfnmsubsd	xmm3, xmm8, xmm2, xmm1
	vfnmsubsd	xmm8, xmm3, xmm2, xmm1
	vfnmsubsd	xmm15, xmm15, xmm15, xmm15
	vfnmsubsd	xmm2, xmm1, xmm0, qword ptr [rax]
	vfnmsubsd	xmm2, xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfnmsubsd	xmm2, xmm8, xmm1, qword ptr [rip + foo]
	vfnmsubsd	xmm8, xmm2, xmm1, qword ptr [r13 + 64]
	vfnmsubsd	xmm13, xmm14, xmm15, qword ptr [rax]
	vfnmsubsd	xmm11, xmm10, xmm9, qword ptr [rsp + 4*r9 - 128]
	vfnmsubsd	xmm2, xmm1, qword ptr [rax], xmm0
	vfnmsubsd	xmm2, xmm1, qword ptr [rsp + 4*r9 - 128], xmm8
	vfnmsubsd	xmm2, xmm8, qword ptr [rip + foo], xmm1
	vfnmsubsd	xmm8, xmm2, qword ptr [r13 + 64], xmm1
	vfnmsubsd	xmm13, xmm14, qword ptr [rax], xmm15
	vfnmsubsd	xmm11, xmm10, qword ptr [rsp + 4*r9 - 128], xmm9
	blcfill	eax, ecx
	blcfill	ecx, r8d
	blcfill	r8d, ecx
	blcfill	r15d, r15d
	blcfill	r9d, edi
	blcfill	eax, dword ptr [rax]
	blcfill	edi, dword ptr [rsp + 4*r9 - 128]
	blcfill	r8d, dword ptr [rip + foo]
	blcfill	r15d, dword ptr [r13 + 64]
	blsfill	eax, ecx
	blsfill	ecx, r8d
	blsfill	r8d, ecx
	blsfill	r15d, r15d
	blsfill	r9d, edi
	blsfill	eax, dword ptr [rax]
	blsfill	edi, dword ptr [rsp + 4*r9 - 128]
	blsfill	r8d, dword ptr [rip + foo]
	blsfill	r15d, dword ptr [r13 + 64]
	blcs	eax, ecx
	blcs	ecx, r8d
	blcs	r8d, ecx
	blcs	r15d, r15d
	blcs	r9d, edi
	blcs	eax, dword ptr [rax]
	blcs	edi, dword ptr [rsp + 4*r9 - 128]
	blcs	r8d, dword ptr [rip + foo]
	blcs	r15d, dword ptr [r13 + 64]
	tzmsk	eax, ecx
	tzmsk	ecx, r8d
	tzmsk	r8d, ecx
	tzmsk	r15d, r15d
	tzmsk	r9d, edi
	tzmsk	eax, dword ptr [rax]
	tzmsk	edi, dword ptr [rsp + 4*r9 - 128]
	tzmsk	r8d, dword ptr [rip + foo]
	tzmsk	r15d, dword ptr [r13 + 64]
	blcic	eax, ecx
	blcic	ecx, r8d
	blcic	r8d, ecx
	blcic	r15d, r15d
	blcic	r9d, edi
	blcic	eax, dword ptr [rax]
	blcic	edi, dword ptr [rsp + 4*r9 - 128]
	blcic	r8d, dword ptr [rip + foo]
	blcic	r15d, dword ptr [r13 + 64]
	blsic	eax, ecx
	blsic	ecx, r8d
	blsic	r8d, ecx
	blsic	r15d, r15d
	blsic	r9d, edi
	blsic	eax, dword ptr [rax]
	blsic	edi, dword ptr [rsp + 4*r9 - 128]
	blsic	r8d, dword ptr [rip + foo]
	blsic	r15d, dword ptr [r13 + 64]
	t1mskc	eax, ecx
	t1mskc	ecx, r8d
	t1mskc	r8d, ecx
	t1mskc	r15d, r15d
	t1mskc	r9d, edi
	t1mskc	eax, dword ptr [rax]
	t1mskc	edi, dword ptr [rsp + 4*r9 - 128]
	t1mskc	r8d, dword ptr [rip + foo]
	t1mskc	r15d, dword ptr [r13 + 64]
	blcmsk	eax, ecx
	blcmsk	ecx, r8d
	blcmsk	r8d, ecx
	blcmsk	r15d, r15d
	blcmsk	r9d, edi
	blcmsk	eax, dword ptr [rax]
	blcmsk	edi, dword ptr [rsp + 4*r9 - 128]
	blcmsk	r8d, dword ptr [rip + foo]
	blcmsk	r15d, dword ptr [r13 + 64]
	blci	eax, ecx
	blci	ecx, r8d
	blci	r8d, ecx
	blci	r15d, r15d
	blci	r9d, edi
	blci	eax, dword ptr [rax]
	blci	edi, dword ptr [rsp + 4*r9 - 128]
	blci	r8d, dword ptr [rip + foo]
	blci	r15d, dword ptr [r13 + 64]
	blcfill	rax, rcx
	blcfill	rcx, r8
	blcfill	r8, rcx
	blcfill	r15, r15
	blcfill	r9, rdi
	blcfill	rax, qword ptr [rax]
	blcfill	rdi, qword ptr [rsp + 4*r9 - 128]
	blcfill	r8, qword ptr [rip + foo]
	blcfill	r15, qword ptr [r13 + 64]
	blsfill	rax, rcx
	blsfill	rcx, r8
	blsfill	r8, rcx
	blsfill	r15, r15
	blsfill	r9, rdi
	blsfill	rax, qword ptr [rax]
	blsfill	rdi, qword ptr [rsp + 4*r9 - 128]
	blsfill	r8, qword ptr [rip + foo]
	blsfill	r15, qword ptr [r13 + 64]
	blcs	rax, rcx
	blcs	rcx, r8
	blcs	r8, rcx
	blcs	r15, r15
	blcs	r9, rdi
	blcs	rax, qword ptr [rax]
	blcs	rdi, qword ptr [rsp + 4*r9 - 128]
	blcs	r8, qword ptr [rip + foo]
	blcs	r15, qword ptr [r13 + 64]
	tzmsk	rax, rcx
	tzmsk	rcx, r8
	tzmsk	r8, rcx
	tzmsk	r15, r15
	tzmsk	r9, rdi
	tzmsk	rax, qword ptr [rax]
	tzmsk	rdi, qword ptr [rsp + 4*r9 - 128]
	tzmsk	r8, qword ptr [rip + foo]
	tzmsk	r15, qword ptr [r13 + 64]
	blcic	rax, rcx
	blcic	rcx, r8
	blcic	r8, rcx
	blcic	r15, r15
	blcic	r9, rdi
	blcic	rax, qword ptr [rax]
	blcic	rdi, qword ptr [rsp + 4*r9 - 128]
	blcic	r8, qword ptr [rip + foo]
	blcic	r15, qword ptr [r13 + 64]
	blsic	rax, rcx
	blsic	rcx, r8
	blsic	r8, rcx
	blsic	r15, r15
	blsic	r9, rdi
	blsic	rax, qword ptr [rax]
	blsic	rdi, qword ptr [rsp + 4*r9 - 128]
	blsic	r8, qword ptr [rip + foo]
	blsic	r15, qword ptr [r13 + 64]
	t1mskc	rax, rcx
	t1mskc	rcx, r8
	t1mskc	r8, rcx
	t1mskc	r15, r15
	t1mskc	r9, rdi
	t1mskc	rax, qword ptr [rax]
	t1mskc	rdi, qword ptr [rsp + 4*r9 - 128]
	t1mskc	r8, qword ptr [rip + foo]
	t1mskc	r15, qword ptr [r13 + 64]
	blcmsk	rax, rcx
	blcmsk	rcx, r8
	blcmsk	r8, rcx
	blcmsk	r15, r15
	blcmsk	r9, rdi
	blcmsk	rax, qword ptr [rax]
	blcmsk	rdi, qword ptr [rsp + 4*r9 - 128]
	blcmsk	r8, qword ptr [rip + foo]
	blcmsk	r15, qword ptr [r13 + 64]
	blci	rax, rcx
	blci	rcx, r8
	blci	r8, rcx
	blci	r15, r15
	blci	r9, rdi
	blci	rax, qword ptr [rax]
	blci	rdi, qword ptr [rsp + 4*r9 - 128]
	blci	r8, qword ptr [rip + foo]
	blci	r15, qword ptr [r13 + 64]
	blcfill	eax, ecx
	blcfill	ecx, r8d
	blcfill	r8d, ecx
	blcfill	r15d, r15d
	blcfill	r9d, edi
	blcfill	rax, rcx
	blcfill	rcx, r8
	blcfill	r8, rcx
	blcfill	r15, r15
	blcfill	r9, rdi
	blci	eax, ecx
	blci	ecx, r8d
	blci	r8d, ecx
	blci	r15d, r15d
	blci	r9d, edi
	blci	rax, rcx
	blci	rcx, r8
	blci	r8, rcx
	blci	r15, r15
	blci	r9, rdi
	t1mskc	eax, ecx
	t1mskc	ecx, r8d
	t1mskc	r8d, ecx
	t1mskc	r15d, r15d
	t1mskc	r9d, edi
	t1mskc	rax, rcx
	t1mskc	rcx, r8
	t1mskc	r8, rcx
	t1mskc	r15, r15
	t1mskc	r9, rdi
	bextr	eax, ecx, 4660
	bextr	ecx, r8d, 4660
	bextr	r8d, ecx, 4660
	bextr	r15d, r15d, 4660
	bextr	r9d, edi, 4660
	bextr	eax, dword ptr [rax], -1
	bextr	edi, dword ptr [rsp + 4*r9 - 128], -1
	bextr	r8d, dword ptr [rip + foo], -1
	bextr	r15d, dword ptr [r13 + 64], -1
	bextr	rax, rcx, 2147483647
	bextr	rcx, r8, 2147483647
	bextr	r8, rcx, 2147483647
	bextr	r15, r15, 2147483647
	bextr	r9, rdi, 2147483647
	bextr	rax, qword ptr [rax], -2
	bextr	rdi, qword ptr [rsp + 4*r9 - 128], -2
	bextr	r8, qword ptr [rip + foo], -2
	bextr	r15, qword ptr [r13 + 64], -2
	llwpcb	eax
	llwpcb	edi
	llwpcb	r8d
	llwpcb	r15d
	llwpcb	rax
	llwpcb	rdi
	llwpcb	r8
	llwpcb	r15
	slwpcb	eax
	slwpcb	edi
	slwpcb	r8d
	slwpcb	r15d
	slwpcb	rax
	slwpcb	rdi
	slwpcb	r8
	slwpcb	r15
	lwpins	eax, ecx, 4660
	lwpins	ecx, r8d, 4660
	lwpins	r8d, ecx, 4660
	lwpins	r15d, r15d, 4660
	lwpins	r9d, edi, 4660
	lwpins	eax, dword ptr [rax], 1
	lwpins	edi, dword ptr [rsp + 4*r9 - 128], 1
	lwpins	r8d, dword ptr [rip + foo], 1
	lwpins	r15d, dword ptr [r13 + 64], 1
	lwpins	rax, ecx, -1
	lwpins	rcx, r8d, -1
	lwpins	r8, ecx, -1
	lwpins	r15, r15d, -1
	lwpins	r9, edi, -1
	lwpins	rax, dword ptr [rax], 7
	lwpins	rdi, dword ptr [rsp + 4*r9 - 128], 7
	lwpins	r8, dword ptr [rip + foo], 7
	lwpins	r15, dword ptr [r13 + 64], 7
	lwpval	eax, ecx, 4660
	lwpval	ecx, r8d, 4660
	lwpval	r8d, ecx, 4660
	lwpval	r15d, r15d, 4660
	lwpval	r9d, edi, 4660
	lwpval	eax, dword ptr [rax], 1
	lwpval	edi, dword ptr [rsp + 4*r9 - 128], 1
	lwpval	r8d, dword ptr [rip + foo], 1
	lwpval	r15d, dword ptr [r13 + 64], 1
	lwpval	rax, ecx, -1
	lwpval	rcx, r8d, -1
	lwpval	r8, ecx, -1
	lwpval	r15, r15d, -1
	lwpval	r9, edi, -1
	lwpval	rax, dword ptr [rax], 7
	lwpval	rdi, dword ptr [rsp + 4*r9 - 128], 7
	lwpval	r8, dword ptr [rip + foo], 7
	lwpval	r15, dword ptr [r13 + 64], 7
