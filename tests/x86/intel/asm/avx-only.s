	.intel_syntax noprefix
	.text
	vbroadcastss	xmm0, xmm1
	vbroadcastss	xmm1, xmm8
	vbroadcastss	xmm8, xmm1
	vbroadcastss	xmm15, xmm15
	vbroadcastss	xmm9, xmm7
	vbroadcastss	xmm0, dword ptr [rax]
	vbroadcastss	xmm7, dword ptr [rsp + 4*r9 - 128]
	vbroadcastss	xmm8, dword ptr [rip + foo]
	vbroadcastss	xmm15, dword ptr [r13 + 64]
	vbroadcastss	ymm0, xmm1
	vbroadcastss	ymm1, xmm8
	vbroadcastss	ymm8, xmm1
	vbroadcastss	ymm15, xmm15
	vbroadcastss	ymm9, xmm7
	vbroadcastss	ymm0, dword ptr [rax]
	vbroadcastss	ymm7, dword ptr [rsp + 4*r9 - 128]
	vbroadcastss	ymm8, dword ptr [rip + foo]
	vbroadcastss	ymm15, dword ptr [r13 + 64]
	vbroadcastsd	ymm0, xmm1
	vbroadcastsd	ymm1, xmm8
	vbroadcastsd	ymm8, xmm1
	vbroadcastsd	ymm15, xmm15
	vbroadcastsd	ymm9, xmm7
	vbroadcastsd	ymm0, qword ptr [rax]
	vbroadcastsd	ymm7, qword ptr [rsp + 4*r9 - 128]
	vbroadcastsd	ymm8, qword ptr [rip + foo]
	vbroadcastsd	ymm15, qword ptr [r13 + 64]
	vbroadcastf128	ymm0, xmmword ptr [rax]
	vbroadcastf128	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vbroadcastf128	ymm8, xmmword ptr [rip + foo]
	vbroadcastf128	ymm15, xmmword ptr [r13 + 64]
	vbroadcasti128	ymm0, xmmword ptr [rax]
	vbroadcasti128	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vbroadcasti128	ymm8, xmmword ptr [rip + foo]
	vbroadcasti128	ymm15, xmmword ptr [r13 + 64]
	vpbroadcastb	xmm0, xmm1
	vpbroadcastb	xmm1, xmm8
	vpbroadcastb	xmm8, xmm1
	vpbroadcastb	xmm15, xmm15
	vpbroadcastb	xmm9, xmm7
	vpbroadcastb	xmm0, byte ptr [rax]
	vpbroadcastb	xmm7, byte ptr [rsp + 4*r9 - 128]
	vpbroadcastb	xmm8, byte ptr [rip + foo]
	vpbroadcastb	xmm15, byte ptr [r13 + 64]
	vpbroadcastb	ymm0, xmm1
	vpbroadcastb	ymm1, xmm8
	vpbroadcastb	ymm8, xmm1
	vpbroadcastb	ymm15, xmm15
	vpbroadcastb	ymm9, xmm7
	vpbroadcastb	ymm0, byte ptr [rax]
	vpbroadcastb	ymm7, byte ptr [rsp + 4*r9 - 128]
	vpbroadcastb	ymm8, byte ptr [rip + foo]
	vpbroadcastb	ymm15, byte ptr [r13 + 64]
	vpbroadcastw	xmm0, xmm1
	vpbroadcastw	xmm1, xmm8
	vpbroadcastw	xmm8, xmm1
	vpbroadcastw	xmm15, xmm15
	vpbroadcastw	xmm9, xmm7
	vpbroadcastw	xmm0, word ptr [rax]
	vpbroadcastw	xmm7, word ptr [rsp + 4*r9 - 128]
	vpbroadcastw	xmm8, word ptr [rip + foo]
	vpbroadcastw	xmm15, word ptr [r13 + 64]
	vpbroadcastw	ymm0, xmm1
	vpbroadcastw	ymm1, xmm8
	vpbroadcastw	ymm8, xmm1
	vpbroadcastw	ymm15, xmm15
	vpbroadcastw	ymm9, xmm7
	vpbroadcastw	ymm0, word ptr [rax]
	vpbroadcastw	ymm7, word ptr [rsp + 4*r9 - 128]
	vpbroadcastw	ymm8, word ptr [rip + foo]
	vpbroadcastw	ymm15, word ptr [r13 + 64]
	vpbroadcastd	xmm0, xmm1
	vpbroadcastd	xmm1, xmm8
	vpbroadcastd	xmm8, xmm1
	vpbroadcastd	xmm15, xmm15
	vpbroadcastd	xmm9, xmm7
	vpbroadcastd	xmm0, dword ptr [rax]
	vpbroadcastd	xmm7, dword ptr [rsp + 4*r9 - 128]
	vpbroadcastd	xmm8, dword ptr [rip + foo]
	vpbroadcastd	xmm15, dword ptr [r13 + 64]
	vpbroadcastd	ymm0, xmm1
	vpbroadcastd	ymm1, xmm8
	vpbroadcastd	ymm8, xmm1
	vpbroadcastd	ymm15, xmm15
	vpbroadcastd	ymm9, xmm7
	vpbroadcastd	ymm0, dword ptr [rax]
	vpbroadcastd	ymm7, dword ptr [rsp + 4*r9 - 128]
	vpbroadcastd	ymm8, dword ptr [rip + foo]
	vpbroadcastd	ymm15, dword ptr [r13 + 64]
	vpbroadcastq	xmm0, xmm1
	vpbroadcastq	xmm1, xmm8
	vpbroadcastq	xmm8, xmm1
	vpbroadcastq	xmm15, xmm15
	vpbroadcastq	xmm9, xmm7
	vpbroadcastq	xmm0, qword ptr [rax]
	vpbroadcastq	xmm7, qword ptr [rsp + 4*r9 - 128]
	vpbroadcastq	xmm8, qword ptr [rip + foo]
	vpbroadcastq	xmm15, qword ptr [r13 + 64]
	vpbroadcastq	ymm0, xmm1
	vpbroadcastq	ymm1, xmm8
	vpbroadcastq	ymm8, xmm1
	vpbroadcastq	ymm15, xmm15
	vpbroadcastq	ymm9, xmm7
	vpbroadcastq	ymm0, qword ptr [rax]
	vpbroadcastq	ymm7, qword ptr [rsp + 4*r9 - 128]
	vpbroadcastq	ymm8, qword ptr [rip + foo]
	vpbroadcastq	ymm15, qword ptr [r13 + 64]
	vinsertf128	ymm2, ymm1, xmm0, 0
	vinsertf128	ymm2, ymm1, xmm8, 255
	vinsertf128	ymm2, ymm8, xmm1, 27
	vinsertf128	ymm8, ymm2, xmm1, 128
	vinsertf128	ymm13, ymm14, xmm15, 0
	vinsertf128	ymm11, ymm10, xmm9, 255
	vinsertf128	ymm0, ymm1, xmmword ptr [rax], 0
	vinsertf128	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vinsertf128	ymm8, ymm1, xmmword ptr [rip + foo], 27
	vinsertf128	ymm15, ymm15, xmmword ptr [r13 + 64], 128
	vinsertf128	ymm9, ymm7, xmmword ptr [rax], 0
	vinserti128	ymm2, ymm1, xmm0, 0
	vinserti128	ymm2, ymm1, xmm8, 255
	vinserti128	ymm2, ymm8, xmm1, 27
	vinserti128	ymm8, ymm2, xmm1, 128
	vinserti128	ymm13, ymm14, xmm15, 0
	vinserti128	ymm11, ymm10, xmm9, 255
	vinserti128	ymm0, ymm1, xmmword ptr [rax], 0
	vinserti128	ymm1, ymm8, xmmword ptr [rsp + 4*r9 - 128], 255
	vinserti128	ymm8, ymm1, xmmword ptr [rip + foo], 27
	vinserti128	ymm15, ymm15, xmmword ptr [r13 + 64], 128
	vinserti128	ymm9, ymm7, xmmword ptr [rax], 0
	vextractf128	xmm0, ymm1, 0
	vextractf128	xmm1, ymm8, 255
	vextractf128	xmm8, ymm1, 27
	vextractf128	xmm15, ymm15, 128
	vextractf128	xmm9, ymm7, 0
	vextractf128	xmmword ptr [rax], ymm0, 0
	vextractf128	xmmword ptr [rsp + 4*r9 - 128], ymm7, 255
	vextractf128	xmmword ptr [rip + foo], ymm8, 27
	vextractf128	xmmword ptr [r13 + 64], ymm15, 128
	vextracti128	xmm0, ymm1, 0
	vextracti128	xmm1, ymm8, 255
	vextracti128	xmm8, ymm1, 27
	vextracti128	xmm15, ymm15, 128
	vextracti128	xmm9, ymm7, 0
	vextracti128	xmmword ptr [rax], ymm0, 0
	vextracti128	xmmword ptr [rsp + 4*r9 - 128], ymm7, 255
	vextracti128	xmmword ptr [rip + foo], ymm8, 27
	vextracti128	xmmword ptr [r13 + 64], ymm15, 128
	vperm2f128	ymm2, ymm1, ymm0, 0
	vperm2f128	ymm2, ymm1, ymm8, 255
	vperm2f128	ymm2, ymm8, ymm1, 27
	vperm2f128	ymm8, ymm2, ymm1, 128
	vperm2f128	ymm13, ymm14, ymm15, 0
	vperm2f128	ymm11, ymm10, ymm9, 255
	vperm2f128	ymm0, ymm1, ymmword ptr [rax], 0
	vperm2f128	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vperm2f128	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vperm2f128	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vperm2f128	ymm9, ymm7, ymmword ptr [rax], 0
	vperm2i128	ymm2, ymm1, ymm0, 0
	vperm2i128	ymm2, ymm1, ymm8, 255
	vperm2i128	ymm2, ymm8, ymm1, 27
	vperm2i128	ymm8, ymm2, ymm1, 128
	vperm2i128	ymm13, ymm14, ymm15, 0
	vperm2i128	ymm11, ymm10, ymm9, 255
	vperm2i128	ymm0, ymm1, ymmword ptr [rax], 0
	vperm2i128	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128], 255
	vperm2i128	ymm8, ymm1, ymmword ptr [rip + foo], 27
	vperm2i128	ymm15, ymm15, ymmword ptr [r13 + 64], 128
	vperm2i128	ymm9, ymm7, ymmword ptr [rax], 0
	vpermilps	xmm2, xmm1, xmm0
	vpermilps	xmm2, xmm1, xmm8
	vpermilps	xmm2, xmm8, xmm1
	vpermilps	xmm8, xmm2, xmm1
	vpermilps	xmm13, xmm14, xmm15
	vpermilps	xmm11, xmm10, xmm9
	vpermilps	xmm0, xmm1, xmmword ptr [rax]
	vpermilps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpermilps	xmm8, xmm1, xmmword ptr [rip + foo]
	vpermilps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpermilps	xmm9, xmm7, xmmword ptr [rax]
	vpermilps	ymm2, ymm1, ymm0
	vpermilps	ymm2, ymm1, ymm8
	vpermilps	ymm2, ymm8, ymm1
	vpermilps	ymm8, ymm2, ymm1
	vpermilps	ymm13, ymm14, ymm15
	vpermilps	ymm11, ymm10, ymm9
	vpermilps	ymm0, ymm1, ymmword ptr [rax]
	vpermilps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpermilps	ymm8, ymm1, ymmword ptr [rip + foo]
	vpermilps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpermilps	ymm9, ymm7, ymmword ptr [rax]
	vpermilps	xmm0, xmm1, 0
	vpermilps	xmm1, xmm8, 255
	vpermilps	xmm8, xmm1, 27
	vpermilps	xmm15, xmm15, 128
	vpermilps	xmm9, xmm7, 0
	vpermilps	xmm0, xmmword ptr [rax], 0
	vpermilps	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpermilps	xmm8, xmmword ptr [rip + foo], 27
	vpermilps	xmm15, xmmword ptr [r13 + 64], 128
	vpermilps	ymm0, ymm1, 0
	vpermilps	ymm1, ymm8, 255
	vpermilps	ymm8, ymm1, 27
	vpermilps	ymm15, ymm15, 128
	vpermilps	ymm9, ymm7, 0
	vpermilps	ymm0, ymmword ptr [rax], 0
	vpermilps	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vpermilps	ymm8, ymmword ptr [rip + foo], 27
	vpermilps	ymm15, ymmword ptr [r13 + 64], 128
	vpermilpd	xmm2, xmm1, xmm0
	vpermilpd	xmm2, xmm1, xmm8
	vpermilpd	xmm2, xmm8, xmm1
	vpermilpd	xmm8, xmm2, xmm1
	vpermilpd	xmm13, xmm14, xmm15
	vpermilpd	xmm11, xmm10, xmm9
	vpermilpd	xmm0, xmm1, xmmword ptr [rax]
	vpermilpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpermilpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpermilpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpermilpd	xmm9, xmm7, xmmword ptr [rax]
	vpermilpd	ymm2, ymm1, ymm0
	vpermilpd	ymm2, ymm1, ymm8
	vpermilpd	ymm2, ymm8, ymm1
	vpermilpd	ymm8, ymm2, ymm1
	vpermilpd	ymm13, ymm14, ymm15
	vpermilpd	ymm11, ymm10, ymm9
	vpermilpd	ymm0, ymm1, ymmword ptr [rax]
	vpermilpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpermilpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpermilpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpermilpd	ymm9, ymm7, ymmword ptr [rax]
	vpermilpd	xmm0, xmm1, 0
	vpermilpd	xmm1, xmm8, 255
	vpermilpd	xmm8, xmm1, 27
	vpermilpd	xmm15, xmm15, 128
	vpermilpd	xmm9, xmm7, 0
	vpermilpd	xmm0, xmmword ptr [rax], 0
	vpermilpd	xmm7, xmmword ptr [rsp + 4*r9 - 128], 255
	vpermilpd	xmm8, xmmword ptr [rip + foo], 27
	vpermilpd	xmm15, xmmword ptr [r13 + 64], 128
	vpermilpd	ymm0, ymm1, 0
	vpermilpd	ymm1, ymm8, 255
	vpermilpd	ymm8, ymm1, 27
	vpermilpd	ymm15, ymm15, 128
	vpermilpd	ymm9, ymm7, 0
	vpermilpd	ymm0, ymmword ptr [rax], 0
	vpermilpd	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vpermilpd	ymm8, ymmword ptr [rip + foo], 27
	vpermilpd	ymm15, ymmword ptr [r13 + 64], 128
	vpermd	ymm2, ymm1, ymm0
	vpermd	ymm2, ymm1, ymm8
	vpermd	ymm2, ymm8, ymm1
	vpermd	ymm8, ymm2, ymm1
	vpermd	ymm13, ymm14, ymm15
	vpermd	ymm11, ymm10, ymm9
	vpermd	ymm0, ymm1, ymmword ptr [rax]
	vpermd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpermd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpermd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpermd	ymm9, ymm7, ymmword ptr [rax]
	vpermps	ymm2, ymm1, ymm0
	vpermps	ymm2, ymm1, ymm8
	vpermps	ymm2, ymm8, ymm1
	vpermps	ymm8, ymm2, ymm1
	vpermps	ymm13, ymm14, ymm15
	vpermps	ymm11, ymm10, ymm9
	vpermps	ymm0, ymm1, ymmword ptr [rax]
	vpermps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpermps	ymm8, ymm1, ymmword ptr [rip + foo]
	vpermps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpermps	ymm9, ymm7, ymmword ptr [rax]
	vpermq	ymm0, ymm1, 0
	vpermq	ymm1, ymm8, 255
	vpermq	ymm8, ymm1, 27
	vpermq	ymm15, ymm15, 128
	vpermq	ymm9, ymm7, 0
	vpermq	ymm0, ymmword ptr [rax], 0
	vpermq	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vpermq	ymm8, ymmword ptr [rip + foo], 27
	vpermq	ymm15, ymmword ptr [r13 + 64], 128
	vpermpd	ymm0, ymm1, 0
	vpermpd	ymm1, ymm8, 255
	vpermpd	ymm8, ymm1, 27
	vpermpd	ymm15, ymm15, 128
	vpermpd	ymm9, ymm7, 0
	vpermpd	ymm0, ymmword ptr [rax], 0
	vpermpd	ymm7, ymmword ptr [rsp + 4*r9 - 128], 255
	vpermpd	ymm8, ymmword ptr [rip + foo], 27
	vpermpd	ymm15, ymmword ptr [r13 + 64], 128
	vpsllvd	xmm2, xmm1, xmm0
	vpsllvd	xmm2, xmm1, xmm8
	vpsllvd	xmm2, xmm8, xmm1
	vpsllvd	xmm8, xmm2, xmm1
	vpsllvd	xmm13, xmm14, xmm15
	vpsllvd	xmm11, xmm10, xmm9
	vpsllvd	xmm0, xmm1, xmmword ptr [rax]
	vpsllvd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsllvd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsllvd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsllvd	xmm9, xmm7, xmmword ptr [rax]
	vpsllvd	ymm2, ymm1, ymm0
	vpsllvd	ymm2, ymm1, ymm8
	vpsllvd	ymm2, ymm8, ymm1
	vpsllvd	ymm8, ymm2, ymm1
	vpsllvd	ymm13, ymm14, ymm15
	vpsllvd	ymm11, ymm10, ymm9
	vpsllvd	ymm0, ymm1, ymmword ptr [rax]
	vpsllvd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsllvd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsllvd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsllvd	ymm9, ymm7, ymmword ptr [rax]
	vpsllvq	xmm2, xmm1, xmm0
	vpsllvq	xmm2, xmm1, xmm8
	vpsllvq	xmm2, xmm8, xmm1
	vpsllvq	xmm8, xmm2, xmm1
	vpsllvq	xmm13, xmm14, xmm15
	vpsllvq	xmm11, xmm10, xmm9
	vpsllvq	xmm0, xmm1, xmmword ptr [rax]
	vpsllvq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsllvq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsllvq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsllvq	xmm9, xmm7, xmmword ptr [rax]
	vpsllvq	ymm2, ymm1, ymm0
	vpsllvq	ymm2, ymm1, ymm8
	vpsllvq	ymm2, ymm8, ymm1
	vpsllvq	ymm8, ymm2, ymm1
	vpsllvq	ymm13, ymm14, ymm15
	vpsllvq	ymm11, ymm10, ymm9
	vpsllvq	ymm0, ymm1, ymmword ptr [rax]
	vpsllvq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsllvq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsllvq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsllvq	ymm9, ymm7, ymmword ptr [rax]
	vpsrlvd	xmm2, xmm1, xmm0
	vpsrlvd	xmm2, xmm1, xmm8
	vpsrlvd	xmm2, xmm8, xmm1
	vpsrlvd	xmm8, xmm2, xmm1
	vpsrlvd	xmm13, xmm14, xmm15
	vpsrlvd	xmm11, xmm10, xmm9
	vpsrlvd	xmm0, xmm1, xmmword ptr [rax]
	vpsrlvd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrlvd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsrlvd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsrlvd	xmm9, xmm7, xmmword ptr [rax]
	vpsrlvd	ymm2, ymm1, ymm0
	vpsrlvd	ymm2, ymm1, ymm8
	vpsrlvd	ymm2, ymm8, ymm1
	vpsrlvd	ymm8, ymm2, ymm1
	vpsrlvd	ymm13, ymm14, ymm15
	vpsrlvd	ymm11, ymm10, ymm9
	vpsrlvd	ymm0, ymm1, ymmword ptr [rax]
	vpsrlvd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsrlvd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsrlvd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsrlvd	ymm9, ymm7, ymmword ptr [rax]
	vpsrlvq	xmm2, xmm1, xmm0
	vpsrlvq	xmm2, xmm1, xmm8
	vpsrlvq	xmm2, xmm8, xmm1
	vpsrlvq	xmm8, xmm2, xmm1
	vpsrlvq	xmm13, xmm14, xmm15
	vpsrlvq	xmm11, xmm10, xmm9
	vpsrlvq	xmm0, xmm1, xmmword ptr [rax]
	vpsrlvq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsrlvq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsrlvq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsrlvq	xmm9, xmm7, xmmword ptr [rax]
	vpsrlvq	ymm2, ymm1, ymm0
	vpsrlvq	ymm2, ymm1, ymm8
	vpsrlvq	ymm2, ymm8, ymm1
	vpsrlvq	ymm8, ymm2, ymm1
	vpsrlvq	ymm13, ymm14, ymm15
	vpsrlvq	ymm11, ymm10, ymm9
	vpsrlvq	ymm0, ymm1, ymmword ptr [rax]
	vpsrlvq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsrlvq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsrlvq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsrlvq	ymm9, ymm7, ymmword ptr [rax]
	vpsravd	xmm2, xmm1, xmm0
	vpsravd	xmm2, xmm1, xmm8
	vpsravd	xmm2, xmm8, xmm1
	vpsravd	xmm8, xmm2, xmm1
	vpsravd	xmm13, xmm14, xmm15
	vpsravd	xmm11, xmm10, xmm9
	vpsravd	xmm0, xmm1, xmmword ptr [rax]
	vpsravd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpsravd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpsravd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpsravd	xmm9, xmm7, xmmword ptr [rax]
	vpsravd	ymm2, ymm1, ymm0
	vpsravd	ymm2, ymm1, ymm8
	vpsravd	ymm2, ymm8, ymm1
	vpsravd	ymm8, ymm2, ymm1
	vpsravd	ymm13, ymm14, ymm15
	vpsravd	ymm11, ymm10, ymm9
	vpsravd	ymm0, ymm1, ymmword ptr [rax]
	vpsravd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpsravd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpsravd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpsravd	ymm9, ymm7, ymmword ptr [rax]
	vmaskmovps	xmm0, xmm1, xmmword ptr [rax]
	vmaskmovps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vmaskmovps	xmm8, xmm1, xmmword ptr [rip + foo]
	vmaskmovps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vmaskmovps	xmm9, xmm7, xmmword ptr [rax]
	vmaskmovps	xmmword ptr [rax], xmm0, xmm1
	vmaskmovps	xmmword ptr [rsp + 4*r9 - 128], xmm1, xmm8
	vmaskmovps	xmmword ptr [rip + foo], xmm8, xmm1
	vmaskmovps	xmmword ptr [r13 + 64], xmm15, xmm15
	vmaskmovps	xmmword ptr [rax], xmm9, xmm7
	vmaskmovps	ymm0, ymm1, ymmword ptr [rax]
	vmaskmovps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vmaskmovps	ymm8, ymm1, ymmword ptr [rip + foo]
	vmaskmovps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vmaskmovps	ymm9, ymm7, ymmword ptr [rax]
	vmaskmovps	ymmword ptr [rax], ymm0, ymm1
	vmaskmovps	ymmword ptr [rsp + 4*r9 - 128], ymm1, ymm8
	vmaskmovps	ymmword ptr [rip + foo], ymm8, ymm1
	vmaskmovps	ymmword ptr [r13 + 64], ymm15, ymm15
	vmaskmovps	ymmword ptr [rax], ymm9, ymm7
	vmaskmovpd	xmm0, xmm1, xmmword ptr [rax]
	vmaskmovpd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vmaskmovpd	xmm8, xmm1, xmmword ptr [rip + foo]
	vmaskmovpd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vmaskmovpd	xmm9, xmm7, xmmword ptr [rax]
	vmaskmovpd	xmmword ptr [rax], xmm0, xmm1
	vmaskmovpd	xmmword ptr [rsp + 4*r9 - 128], xmm1, xmm8
	vmaskmovpd	xmmword ptr [rip + foo], xmm8, xmm1
	vmaskmovpd	xmmword ptr [r13 + 64], xmm15, xmm15
	vmaskmovpd	xmmword ptr [rax], xmm9, xmm7
	vmaskmovpd	ymm0, ymm1, ymmword ptr [rax]
	vmaskmovpd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vmaskmovpd	ymm8, ymm1, ymmword ptr [rip + foo]
	vmaskmovpd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vmaskmovpd	ymm9, ymm7, ymmword ptr [rax]
	vmaskmovpd	ymmword ptr [rax], ymm0, ymm1
	vmaskmovpd	ymmword ptr [rsp + 4*r9 - 128], ymm1, ymm8
	vmaskmovpd	ymmword ptr [rip + foo], ymm8, ymm1
	vmaskmovpd	ymmword ptr [r13 + 64], ymm15, ymm15
	vmaskmovpd	ymmword ptr [rax], ymm9, ymm7
	vpmaskmovd	xmm0, xmm1, xmmword ptr [rax]
	vpmaskmovd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaskmovd	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaskmovd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaskmovd	xmm9, xmm7, xmmword ptr [rax]
	vpmaskmovd	xmmword ptr [rax], xmm0, xmm1
	vpmaskmovd	xmmword ptr [rsp + 4*r9 - 128], xmm1, xmm8
	vpmaskmovd	xmmword ptr [rip + foo], xmm8, xmm1
	vpmaskmovd	xmmword ptr [r13 + 64], xmm15, xmm15
	vpmaskmovd	xmmword ptr [rax], xmm9, xmm7
	vpmaskmovd	ymm0, ymm1, ymmword ptr [rax]
	vpmaskmovd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaskmovd	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaskmovd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaskmovd	ymm9, ymm7, ymmword ptr [rax]
	vpmaskmovd	ymmword ptr [rax], ymm0, ymm1
	vpmaskmovd	ymmword ptr [rsp + 4*r9 - 128], ymm1, ymm8
	vpmaskmovd	ymmword ptr [rip + foo], ymm8, ymm1
	vpmaskmovd	ymmword ptr [r13 + 64], ymm15, ymm15
	vpmaskmovd	ymmword ptr [rax], ymm9, ymm7
	vpmaskmovq	xmm0, xmm1, xmmword ptr [rax]
	vpmaskmovq	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vpmaskmovq	xmm8, xmm1, xmmword ptr [rip + foo]
	vpmaskmovq	xmm15, xmm15, xmmword ptr [r13 + 64]
	vpmaskmovq	xmm9, xmm7, xmmword ptr [rax]
	vpmaskmovq	xmmword ptr [rax], xmm0, xmm1
	vpmaskmovq	xmmword ptr [rsp + 4*r9 - 128], xmm1, xmm8
	vpmaskmovq	xmmword ptr [rip + foo], xmm8, xmm1
	vpmaskmovq	xmmword ptr [r13 + 64], xmm15, xmm15
	vpmaskmovq	xmmword ptr [rax], xmm9, xmm7
	vpmaskmovq	ymm0, ymm1, ymmword ptr [rax]
	vpmaskmovq	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vpmaskmovq	ymm8, ymm1, ymmword ptr [rip + foo]
	vpmaskmovq	ymm15, ymm15, ymmword ptr [r13 + 64]
	vpmaskmovq	ymm9, ymm7, ymmword ptr [rax]
	vpmaskmovq	ymmword ptr [rax], ymm0, ymm1
	vpmaskmovq	ymmword ptr [rsp + 4*r9 - 128], ymm1, ymm8
	vpmaskmovq	ymmword ptr [rip + foo], ymm8, ymm1
	vpmaskmovq	ymmword ptr [r13 + 64], ymm15, ymm15
	vpmaskmovq	ymmword ptr [rax], ymm9, ymm7
	vcvtph2ps	xmm0, xmm1
	vcvtph2ps	xmm1, xmm8
	vcvtph2ps	xmm8, xmm1
	vcvtph2ps	xmm15, xmm15
	vcvtph2ps	xmm9, xmm7
	vcvtph2ps	xmm0, qword ptr [rax]
	vcvtph2ps	xmm7, qword ptr [rsp + 4*r9 - 128]
	vcvtph2ps	xmm8, qword ptr [rip + foo]
	vcvtph2ps	xmm15, qword ptr [r13 + 64]
	vcvtph2ps	ymm0, xmm1
	vcvtph2ps	ymm1, xmm8
	vcvtph2ps	ymm8, xmm1
	vcvtph2ps	ymm15, xmm15
	vcvtph2ps	ymm9, xmm7
	vcvtph2ps	ymm0, xmmword ptr [rax]
	vcvtph2ps	ymm7, xmmword ptr [rsp + 4*r9 - 128]
	vcvtph2ps	ymm8, xmmword ptr [rip + foo]
	vcvtph2ps	ymm15, xmmword ptr [r13 + 64]
	vcvtps2ph	xmm0, xmm1, 0
	vcvtps2ph	xmm1, xmm8, 255
	vcvtps2ph	xmm8, xmm1, 27
	vcvtps2ph	xmm15, xmm15, 128
	vcvtps2ph	xmm9, xmm7, 0
	vcvtps2ph	qword ptr [rax], xmm0, 0
	vcvtps2ph	qword ptr [rsp + 4*r9 - 128], xmm7, 255
	vcvtps2ph	qword ptr [rip + foo], xmm8, 27
	vcvtps2ph	qword ptr [r13 + 64], xmm15, 128
	vcvtps2ph	xmm0, ymm1, 0
	vcvtps2ph	xmm1, ymm8, 255
	vcvtps2ph	xmm8, ymm1, 27
	vcvtps2ph	xmm15, ymm15, 128
	vcvtps2ph	xmm9, ymm7, 0
	vcvtps2ph	xmmword ptr [rax], ymm0, 0
	vcvtps2ph	xmmword ptr [rsp + 4*r9 - 128], ymm7, 255
	vcvtps2ph	xmmword ptr [rip + foo], ymm8, 27
	vcvtps2ph	xmmword ptr [r13 + 64], ymm15, 128
	vzeroupper
	vzeroall
	vfmadd132ps	xmm2, xmm1, xmm0
	vfmadd132ps	xmm2, xmm1, xmm8
	vfmadd132ps	xmm2, xmm8, xmm1
	vfmadd132ps	xmm8, xmm2, xmm1
	vfmadd132ps	xmm13, xmm14, xmm15
	vfmadd132ps	xmm11, xmm10, xmm9
	vfmadd132ps	xmm0, xmm1, xmmword ptr [rax]
	vfmadd132ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmadd132ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmadd132ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmadd132ps	xmm9, xmm7, xmmword ptr [rax]
	vfmadd132pd	xmm2, xmm1, xmm0
	vfmadd132pd	xmm2, xmm1, xmm8
	vfmadd132pd	xmm2, xmm8, xmm1
	vfmadd132pd	xmm8, xmm2, xmm1
	vfmadd132pd	xmm13, xmm14, xmm15
	vfmadd132pd	xmm11, xmm10, xmm9
	vfmadd132pd	xmm0, xmm1, xmmword ptr [rax]
	vfmadd132pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmadd132pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmadd132pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmadd132pd	xmm9, xmm7, xmmword ptr [rax]
	vfmadd132ss	xmm2, xmm1, xmm0
	vfmadd132ss	xmm2, xmm1, xmm8
	vfmadd132ss	xmm2, xmm8, xmm1
	vfmadd132ss	xmm8, xmm2, xmm1
	vfmadd132ss	xmm13, xmm14, xmm15
	vfmadd132ss	xmm11, xmm10, xmm9
	vfmadd132ss	xmm0, xmm1, dword ptr [rax]
	vfmadd132ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfmadd132ss	xmm8, xmm1, dword ptr [rip + foo]
	vfmadd132ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfmadd132ss	xmm9, xmm7, dword ptr [rax]
	vfmadd132sd	xmm2, xmm1, xmm0
	vfmadd132sd	xmm2, xmm1, xmm8
	vfmadd132sd	xmm2, xmm8, xmm1
	vfmadd132sd	xmm8, xmm2, xmm1
	vfmadd132sd	xmm13, xmm14, xmm15
	vfmadd132sd	xmm11, xmm10, xmm9
	vfmadd132sd	xmm0, xmm1, qword ptr [rax]
	vfmadd132sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfmadd132sd	xmm8, xmm1, qword ptr [rip + foo]
	vfmadd132sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfmadd132sd	xmm9, xmm7, qword ptr [rax]
	vfmadd213ps	xmm2, xmm1, xmm0
	vfmadd213ps	xmm2, xmm1, xmm8
	vfmadd213ps	xmm2, xmm8, xmm1
	vfmadd213ps	xmm8, xmm2, xmm1
	vfmadd213ps	xmm13, xmm14, xmm15
	vfmadd213ps	xmm11, xmm10, xmm9
	vfmadd213ps	xmm0, xmm1, xmmword ptr [rax]
	vfmadd213ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmadd213ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmadd213ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmadd213ps	xmm9, xmm7, xmmword ptr [rax]
	vfmadd213pd	xmm2, xmm1, xmm0
	vfmadd213pd	xmm2, xmm1, xmm8
	vfmadd213pd	xmm2, xmm8, xmm1
	vfmadd213pd	xmm8, xmm2, xmm1
	vfmadd213pd	xmm13, xmm14, xmm15
	vfmadd213pd	xmm11, xmm10, xmm9
	vfmadd213pd	xmm0, xmm1, xmmword ptr [rax]
	vfmadd213pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmadd213pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmadd213pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmadd213pd	xmm9, xmm7, xmmword ptr [rax]
	vfmadd213ss	xmm2, xmm1, xmm0
	vfmadd213ss	xmm2, xmm1, xmm8
	vfmadd213ss	xmm2, xmm8, xmm1
	vfmadd213ss	xmm8, xmm2, xmm1
	vfmadd213ss	xmm13, xmm14, xmm15
	vfmadd213ss	xmm11, xmm10, xmm9
	vfmadd213ss	xmm0, xmm1, dword ptr [rax]
	vfmadd213ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfmadd213ss	xmm8, xmm1, dword ptr [rip + foo]
	vfmadd213ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfmadd213ss	xmm9, xmm7, dword ptr [rax]
	vfmadd213sd	xmm2, xmm1, xmm0
	vfmadd213sd	xmm2, xmm1, xmm8
	vfmadd213sd	xmm2, xmm8, xmm1
	vfmadd213sd	xmm8, xmm2, xmm1
	vfmadd213sd	xmm13, xmm14, xmm15
	vfmadd213sd	xmm11, xmm10, xmm9
	vfmadd213sd	xmm0, xmm1, qword ptr [rax]
	vfmadd213sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfmadd213sd	xmm8, xmm1, qword ptr [rip + foo]
	vfmadd213sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfmadd213sd	xmm9, xmm7, qword ptr [rax]
	vfmadd231ps	xmm2, xmm1, xmm0
	vfmadd231ps	xmm2, xmm1, xmm8
	vfmadd231ps	xmm2, xmm8, xmm1
	vfmadd231ps	xmm8, xmm2, xmm1
	vfmadd231ps	xmm13, xmm14, xmm15
	vfmadd231ps	xmm11, xmm10, xmm9
	vfmadd231ps	xmm0, xmm1, xmmword ptr [rax]
	vfmadd231ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmadd231ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmadd231ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmadd231ps	xmm9, xmm7, xmmword ptr [rax]
	vfmadd231pd	xmm2, xmm1, xmm0
	vfmadd231pd	xmm2, xmm1, xmm8
	vfmadd231pd	xmm2, xmm8, xmm1
	vfmadd231pd	xmm8, xmm2, xmm1
	vfmadd231pd	xmm13, xmm14, xmm15
	vfmadd231pd	xmm11, xmm10, xmm9
	vfmadd231pd	xmm0, xmm1, xmmword ptr [rax]
	vfmadd231pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmadd231pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmadd231pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmadd231pd	xmm9, xmm7, xmmword ptr [rax]
	vfmadd231ss	xmm2, xmm1, xmm0
	vfmadd231ss	xmm2, xmm1, xmm8
	vfmadd231ss	xmm2, xmm8, xmm1
	vfmadd231ss	xmm8, xmm2, xmm1
	vfmadd231ss	xmm13, xmm14, xmm15
	vfmadd231ss	xmm11, xmm10, xmm9
	vfmadd231ss	xmm0, xmm1, dword ptr [rax]
	vfmadd231ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfmadd231ss	xmm8, xmm1, dword ptr [rip + foo]
	vfmadd231ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfmadd231ss	xmm9, xmm7, dword ptr [rax]
	vfmadd231sd	xmm2, xmm1, xmm0
	vfmadd231sd	xmm2, xmm1, xmm8
	vfmadd231sd	xmm2, xmm8, xmm1
	vfmadd231sd	xmm8, xmm2, xmm1
	vfmadd231sd	xmm13, xmm14, xmm15
	vfmadd231sd	xmm11, xmm10, xmm9
	vfmadd231sd	xmm0, xmm1, qword ptr [rax]
	vfmadd231sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfmadd231sd	xmm8, xmm1, qword ptr [rip + foo]
	vfmadd231sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfmadd231sd	xmm9, xmm7, qword ptr [rax]
	vfmsub132ps	xmm2, xmm1, xmm0
	vfmsub132ps	xmm2, xmm1, xmm8
	vfmsub132ps	xmm2, xmm8, xmm1
	vfmsub132ps	xmm8, xmm2, xmm1
	vfmsub132ps	xmm13, xmm14, xmm15
	vfmsub132ps	xmm11, xmm10, xmm9
	vfmsub132ps	xmm0, xmm1, xmmword ptr [rax]
	vfmsub132ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsub132ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsub132ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsub132ps	xmm9, xmm7, xmmword ptr [rax]
	vfmsub132pd	xmm2, xmm1, xmm0
	vfmsub132pd	xmm2, xmm1, xmm8
	vfmsub132pd	xmm2, xmm8, xmm1
	vfmsub132pd	xmm8, xmm2, xmm1
	vfmsub132pd	xmm13, xmm14, xmm15
	vfmsub132pd	xmm11, xmm10, xmm9
	vfmsub132pd	xmm0, xmm1, xmmword ptr [rax]
	vfmsub132pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsub132pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsub132pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsub132pd	xmm9, xmm7, xmmword ptr [rax]
	vfmsub132ss	xmm2, xmm1, xmm0
	vfmsub132ss	xmm2, xmm1, xmm8
	vfmsub132ss	xmm2, xmm8, xmm1
	vfmsub132ss	xmm8, xmm2, xmm1
	vfmsub132ss	xmm13, xmm14, xmm15
	vfmsub132ss	xmm11, xmm10, xmm9
	vfmsub132ss	xmm0, xmm1, dword ptr [rax]
	vfmsub132ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfmsub132ss	xmm8, xmm1, dword ptr [rip + foo]
	vfmsub132ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfmsub132ss	xmm9, xmm7, dword ptr [rax]
	vfmsub132sd	xmm2, xmm1, xmm0
	vfmsub132sd	xmm2, xmm1, xmm8
	vfmsub132sd	xmm2, xmm8, xmm1
	vfmsub132sd	xmm8, xmm2, xmm1
	vfmsub132sd	xmm13, xmm14, xmm15
	vfmsub132sd	xmm11, xmm10, xmm9
	vfmsub132sd	xmm0, xmm1, qword ptr [rax]
	vfmsub132sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfmsub132sd	xmm8, xmm1, qword ptr [rip + foo]
	vfmsub132sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfmsub132sd	xmm9, xmm7, qword ptr [rax]
	vfmsub213ps	xmm2, xmm1, xmm0
	vfmsub213ps	xmm2, xmm1, xmm8
	vfmsub213ps	xmm2, xmm8, xmm1
	vfmsub213ps	xmm8, xmm2, xmm1
	vfmsub213ps	xmm13, xmm14, xmm15
	vfmsub213ps	xmm11, xmm10, xmm9
	vfmsub213ps	xmm0, xmm1, xmmword ptr [rax]
	vfmsub213ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsub213ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsub213ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsub213ps	xmm9, xmm7, xmmword ptr [rax]
	vfmsub213pd	xmm2, xmm1, xmm0
	vfmsub213pd	xmm2, xmm1, xmm8
	vfmsub213pd	xmm2, xmm8, xmm1
	vfmsub213pd	xmm8, xmm2, xmm1
	vfmsub213pd	xmm13, xmm14, xmm15
	vfmsub213pd	xmm11, xmm10, xmm9
	vfmsub213pd	xmm0, xmm1, xmmword ptr [rax]
	vfmsub213pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsub213pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsub213pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsub213pd	xmm9, xmm7, xmmword ptr [rax]
	vfmsub213ss	xmm2, xmm1, xmm0
	vfmsub213ss	xmm2, xmm1, xmm8
	vfmsub213ss	xmm2, xmm8, xmm1
	vfmsub213ss	xmm8, xmm2, xmm1
	vfmsub213ss	xmm13, xmm14, xmm15
	vfmsub213ss	xmm11, xmm10, xmm9
	vfmsub213ss	xmm0, xmm1, dword ptr [rax]
	vfmsub213ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfmsub213ss	xmm8, xmm1, dword ptr [rip + foo]
	vfmsub213ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfmsub213ss	xmm9, xmm7, dword ptr [rax]
	vfmsub213sd	xmm2, xmm1, xmm0
	vfmsub213sd	xmm2, xmm1, xmm8
	vfmsub213sd	xmm2, xmm8, xmm1
	vfmsub213sd	xmm8, xmm2, xmm1
	vfmsub213sd	xmm13, xmm14, xmm15
	vfmsub213sd	xmm11, xmm10, xmm9
	vfmsub213sd	xmm0, xmm1, qword ptr [rax]
	vfmsub213sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfmsub213sd	xmm8, xmm1, qword ptr [rip + foo]
	vfmsub213sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfmsub213sd	xmm9, xmm7, qword ptr [rax]
	vfmsub231ps	xmm2, xmm1, xmm0
	vfmsub231ps	xmm2, xmm1, xmm8
	vfmsub231ps	xmm2, xmm8, xmm1
	vfmsub231ps	xmm8, xmm2, xmm1
	vfmsub231ps	xmm13, xmm14, xmm15
	vfmsub231ps	xmm11, xmm10, xmm9
	vfmsub231ps	xmm0, xmm1, xmmword ptr [rax]
	vfmsub231ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsub231ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsub231ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsub231ps	xmm9, xmm7, xmmword ptr [rax]
	vfmsub231pd	xmm2, xmm1, xmm0
	vfmsub231pd	xmm2, xmm1, xmm8
	vfmsub231pd	xmm2, xmm8, xmm1
	vfmsub231pd	xmm8, xmm2, xmm1
	vfmsub231pd	xmm13, xmm14, xmm15
	vfmsub231pd	xmm11, xmm10, xmm9
	vfmsub231pd	xmm0, xmm1, xmmword ptr [rax]
	vfmsub231pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsub231pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsub231pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsub231pd	xmm9, xmm7, xmmword ptr [rax]
	vfmsub231ss	xmm2, xmm1, xmm0
	vfmsub231ss	xmm2, xmm1, xmm8
	vfmsub231ss	xmm2, xmm8, xmm1
	vfmsub231ss	xmm8, xmm2, xmm1
	vfmsub231ss	xmm13, xmm14, xmm15
	vfmsub231ss	xmm11, xmm10, xmm9
	vfmsub231ss	xmm0, xmm1, dword ptr [rax]
	vfmsub231ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfmsub231ss	xmm8, xmm1, dword ptr [rip + foo]
	vfmsub231ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfmsub231ss	xmm9, xmm7, dword ptr [rax]
	vfmsub231sd	xmm2, xmm1, xmm0
	vfmsub231sd	xmm2, xmm1, xmm8
	vfmsub231sd	xmm2, xmm8, xmm1
	vfmsub231sd	xmm8, xmm2, xmm1
	vfmsub231sd	xmm13, xmm14, xmm15
	vfmsub231sd	xmm11, xmm10, xmm9
	vfmsub231sd	xmm0, xmm1, qword ptr [rax]
	vfmsub231sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfmsub231sd	xmm8, xmm1, qword ptr [rip + foo]
	vfmsub231sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfmsub231sd	xmm9, xmm7, qword ptr [rax]
	vfnmadd132ps	xmm2, xmm1, xmm0
	vfnmadd132ps	xmm2, xmm1, xmm8
	vfnmadd132ps	xmm2, xmm8, xmm1
	vfnmadd132ps	xmm8, xmm2, xmm1
	vfnmadd132ps	xmm13, xmm14, xmm15
	vfnmadd132ps	xmm11, xmm10, xmm9
	vfnmadd132ps	xmm0, xmm1, xmmword ptr [rax]
	vfnmadd132ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmadd132ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmadd132ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmadd132ps	xmm9, xmm7, xmmword ptr [rax]
	vfnmadd132pd	xmm2, xmm1, xmm0
	vfnmadd132pd	xmm2, xmm1, xmm8
	vfnmadd132pd	xmm2, xmm8, xmm1
	vfnmadd132pd	xmm8, xmm2, xmm1
	vfnmadd132pd	xmm13, xmm14, xmm15
	vfnmadd132pd	xmm11, xmm10, xmm9
	vfnmadd132pd	xmm0, xmm1, xmmword ptr [rax]
	vfnmadd132pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmadd132pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmadd132pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmadd132pd	xmm9, xmm7, xmmword ptr [rax]
	vfnmadd132ss	xmm2, xmm1, xmm0
	vfnmadd132ss	xmm2, xmm1, xmm8
	vfnmadd132ss	xmm2, xmm8, xmm1
	vfnmadd132ss	xmm8, xmm2, xmm1
	vfnmadd132ss	xmm13, xmm14, xmm15
	vfnmadd132ss	xmm11, xmm10, xmm9
	vfnmadd132ss	xmm0, xmm1, dword ptr [rax]
	vfnmadd132ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfnmadd132ss	xmm8, xmm1, dword ptr [rip + foo]
	vfnmadd132ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfnmadd132ss	xmm9, xmm7, dword ptr [rax]
	vfnmadd132sd	xmm2, xmm1, xmm0
	vfnmadd132sd	xmm2, xmm1, xmm8
	vfnmadd132sd	xmm2, xmm8, xmm1
	vfnmadd132sd	xmm8, xmm2, xmm1
	vfnmadd132sd	xmm13, xmm14, xmm15
	vfnmadd132sd	xmm11, xmm10, xmm9
	vfnmadd132sd	xmm0, xmm1, qword ptr [rax]
	vfnmadd132sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfnmadd132sd	xmm8, xmm1, qword ptr [rip + foo]
	vfnmadd132sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfnmadd132sd	xmm9, xmm7, qword ptr [rax]
	vfnmadd213ps	xmm2, xmm1, xmm0
	vfnmadd213ps	xmm2, xmm1, xmm8
	vfnmadd213ps	xmm2, xmm8, xmm1
	vfnmadd213ps	xmm8, xmm2, xmm1
	vfnmadd213ps	xmm13, xmm14, xmm15
	vfnmadd213ps	xmm11, xmm10, xmm9
	vfnmadd213ps	xmm0, xmm1, xmmword ptr [rax]
	vfnmadd213ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmadd213ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmadd213ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmadd213ps	xmm9, xmm7, xmmword ptr [rax]
	vfnmadd213pd	xmm2, xmm1, xmm0
	vfnmadd213pd	xmm2, xmm1, xmm8
	vfnmadd213pd	xmm2, xmm8, xmm1
	vfnmadd213pd	xmm8, xmm2, xmm1
	vfnmadd213pd	xmm13, xmm14, xmm15
	vfnmadd213pd	xmm11, xmm10, xmm9
	vfnmadd213pd	xmm0, xmm1, xmmword ptr [rax]
	vfnmadd213pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmadd213pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmadd213pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmadd213pd	xmm9, xmm7, xmmword ptr [rax]
	vfnmadd213ss	xmm2, xmm1, xmm0
	vfnmadd213ss	xmm2, xmm1, xmm8
	vfnmadd213ss	xmm2, xmm8, xmm1
	vfnmadd213ss	xmm8, xmm2, xmm1
	vfnmadd213ss	xmm13, xmm14, xmm15
	vfnmadd213ss	xmm11, xmm10, xmm9
	vfnmadd213ss	xmm0, xmm1, dword ptr [rax]
	vfnmadd213ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfnmadd213ss	xmm8, xmm1, dword ptr [rip + foo]
	vfnmadd213ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfnmadd213ss	xmm9, xmm7, dword ptr [rax]
	vfnmadd213sd	xmm2, xmm1, xmm0
	vfnmadd213sd	xmm2, xmm1, xmm8
	vfnmadd213sd	xmm2, xmm8, xmm1
	vfnmadd213sd	xmm8, xmm2, xmm1
	vfnmadd213sd	xmm13, xmm14, xmm15
	vfnmadd213sd	xmm11, xmm10, xmm9
	vfnmadd213sd	xmm0, xmm1, qword ptr [rax]
	vfnmadd213sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfnmadd213sd	xmm8, xmm1, qword ptr [rip + foo]
	vfnmadd213sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfnmadd213sd	xmm9, xmm7, qword ptr [rax]
	vfnmadd231ps	xmm2, xmm1, xmm0
	vfnmadd231ps	xmm2, xmm1, xmm8
	vfnmadd231ps	xmm2, xmm8, xmm1
	vfnmadd231ps	xmm8, xmm2, xmm1
	vfnmadd231ps	xmm13, xmm14, xmm15
	vfnmadd231ps	xmm11, xmm10, xmm9
	vfnmadd231ps	xmm0, xmm1, xmmword ptr [rax]
	vfnmadd231ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmadd231ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmadd231ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmadd231ps	xmm9, xmm7, xmmword ptr [rax]
	vfnmadd231pd	xmm2, xmm1, xmm0
	vfnmadd231pd	xmm2, xmm1, xmm8
	vfnmadd231pd	xmm2, xmm8, xmm1
	vfnmadd231pd	xmm8, xmm2, xmm1
	vfnmadd231pd	xmm13, xmm14, xmm15
	vfnmadd231pd	xmm11, xmm10, xmm9
	vfnmadd231pd	xmm0, xmm1, xmmword ptr [rax]
	vfnmadd231pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmadd231pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmadd231pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmadd231pd	xmm9, xmm7, xmmword ptr [rax]
	vfnmadd231ss	xmm2, xmm1, xmm0
	vfnmadd231ss	xmm2, xmm1, xmm8
	vfnmadd231ss	xmm2, xmm8, xmm1
	vfnmadd231ss	xmm8, xmm2, xmm1
	vfnmadd231ss	xmm13, xmm14, xmm15
	vfnmadd231ss	xmm11, xmm10, xmm9
	vfnmadd231ss	xmm0, xmm1, dword ptr [rax]
	vfnmadd231ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfnmadd231ss	xmm8, xmm1, dword ptr [rip + foo]
	vfnmadd231ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfnmadd231ss	xmm9, xmm7, dword ptr [rax]
	vfnmadd231sd	xmm2, xmm1, xmm0
	vfnmadd231sd	xmm2, xmm1, xmm8
	vfnmadd231sd	xmm2, xmm8, xmm1
	vfnmadd231sd	xmm8, xmm2, xmm1
	vfnmadd231sd	xmm13, xmm14, xmm15
	vfnmadd231sd	xmm11, xmm10, xmm9
	vfnmadd231sd	xmm0, xmm1, qword ptr [rax]
	vfnmadd231sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfnmadd231sd	xmm8, xmm1, qword ptr [rip + foo]
	vfnmadd231sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfnmadd231sd	xmm9, xmm7, qword ptr [rax]
	vfnmsub132ps	xmm2, xmm1, xmm0
	vfnmsub132ps	xmm2, xmm1, xmm8
	vfnmsub132ps	xmm2, xmm8, xmm1
	vfnmsub132ps	xmm8, xmm2, xmm1
	vfnmsub132ps	xmm13, xmm14, xmm15
	vfnmsub132ps	xmm11, xmm10, xmm9
	vfnmsub132ps	xmm0, xmm1, xmmword ptr [rax]
	vfnmsub132ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsub132ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmsub132ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmsub132ps	xmm9, xmm7, xmmword ptr [rax]
	vfnmsub132pd	xmm2, xmm1, xmm0
	vfnmsub132pd	xmm2, xmm1, xmm8
	vfnmsub132pd	xmm2, xmm8, xmm1
	vfnmsub132pd	xmm8, xmm2, xmm1
	vfnmsub132pd	xmm13, xmm14, xmm15
	vfnmsub132pd	xmm11, xmm10, xmm9
	vfnmsub132pd	xmm0, xmm1, xmmword ptr [rax]
	vfnmsub132pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsub132pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmsub132pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmsub132pd	xmm9, xmm7, xmmword ptr [rax]
	vfnmsub132ss	xmm2, xmm1, xmm0
	vfnmsub132ss	xmm2, xmm1, xmm8
	vfnmsub132ss	xmm2, xmm8, xmm1
	vfnmsub132ss	xmm8, xmm2, xmm1
	vfnmsub132ss	xmm13, xmm14, xmm15
	vfnmsub132ss	xmm11, xmm10, xmm9
	vfnmsub132ss	xmm0, xmm1, dword ptr [rax]
	vfnmsub132ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfnmsub132ss	xmm8, xmm1, dword ptr [rip + foo]
	vfnmsub132ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfnmsub132ss	xmm9, xmm7, dword ptr [rax]
	vfnmsub132sd	xmm2, xmm1, xmm0
	vfnmsub132sd	xmm2, xmm1, xmm8
	vfnmsub132sd	xmm2, xmm8, xmm1
	vfnmsub132sd	xmm8, xmm2, xmm1
	vfnmsub132sd	xmm13, xmm14, xmm15
	vfnmsub132sd	xmm11, xmm10, xmm9
	vfnmsub132sd	xmm0, xmm1, qword ptr [rax]
	vfnmsub132sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfnmsub132sd	xmm8, xmm1, qword ptr [rip + foo]
	vfnmsub132sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfnmsub132sd	xmm9, xmm7, qword ptr [rax]
	vfnmsub213ps	xmm2, xmm1, xmm0
	vfnmsub213ps	xmm2, xmm1, xmm8
	vfnmsub213ps	xmm2, xmm8, xmm1
	vfnmsub213ps	xmm8, xmm2, xmm1
	vfnmsub213ps	xmm13, xmm14, xmm15
	vfnmsub213ps	xmm11, xmm10, xmm9
	vfnmsub213ps	xmm0, xmm1, xmmword ptr [rax]
	vfnmsub213ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsub213ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmsub213ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmsub213ps	xmm9, xmm7, xmmword ptr [rax]
	vfnmsub213pd	xmm2, xmm1, xmm0
	vfnmsub213pd	xmm2, xmm1, xmm8
	vfnmsub213pd	xmm2, xmm8, xmm1
	vfnmsub213pd	xmm8, xmm2, xmm1
	vfnmsub213pd	xmm13, xmm14, xmm15
	vfnmsub213pd	xmm11, xmm10, xmm9
	vfnmsub213pd	xmm0, xmm1, xmmword ptr [rax]
	vfnmsub213pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsub213pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmsub213pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmsub213pd	xmm9, xmm7, xmmword ptr [rax]
	vfnmsub213ss	xmm2, xmm1, xmm0
	vfnmsub213ss	xmm2, xmm1, xmm8
	vfnmsub213ss	xmm2, xmm8, xmm1
	vfnmsub213ss	xmm8, xmm2, xmm1
	vfnmsub213ss	xmm13, xmm14, xmm15
	vfnmsub213ss	xmm11, xmm10, xmm9
	vfnmsub213ss	xmm0, xmm1, dword ptr [rax]
	vfnmsub213ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfnmsub213ss	xmm8, xmm1, dword ptr [rip + foo]
	vfnmsub213ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfnmsub213ss	xmm9, xmm7, dword ptr [rax]
	vfnmsub213sd	xmm2, xmm1, xmm0
	vfnmsub213sd	xmm2, xmm1, xmm8
	vfnmsub213sd	xmm2, xmm8, xmm1
	vfnmsub213sd	xmm8, xmm2, xmm1
	vfnmsub213sd	xmm13, xmm14, xmm15
	vfnmsub213sd	xmm11, xmm10, xmm9
	vfnmsub213sd	xmm0, xmm1, qword ptr [rax]
	vfnmsub213sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfnmsub213sd	xmm8, xmm1, qword ptr [rip + foo]
	vfnmsub213sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfnmsub213sd	xmm9, xmm7, qword ptr [rax]
	vfnmsub231ps	xmm2, xmm1, xmm0
	vfnmsub231ps	xmm2, xmm1, xmm8
	vfnmsub231ps	xmm2, xmm8, xmm1
	vfnmsub231ps	xmm8, xmm2, xmm1
	vfnmsub231ps	xmm13, xmm14, xmm15
	vfnmsub231ps	xmm11, xmm10, xmm9
	vfnmsub231ps	xmm0, xmm1, xmmword ptr [rax]
	vfnmsub231ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsub231ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmsub231ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmsub231ps	xmm9, xmm7, xmmword ptr [rax]
	vfnmsub231pd	xmm2, xmm1, xmm0
	vfnmsub231pd	xmm2, xmm1, xmm8
	vfnmsub231pd	xmm2, xmm8, xmm1
	vfnmsub231pd	xmm8, xmm2, xmm1
	vfnmsub231pd	xmm13, xmm14, xmm15
	vfnmsub231pd	xmm11, xmm10, xmm9
	vfnmsub231pd	xmm0, xmm1, xmmword ptr [rax]
	vfnmsub231pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfnmsub231pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfnmsub231pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfnmsub231pd	xmm9, xmm7, xmmword ptr [rax]
	vfnmsub231ss	xmm2, xmm1, xmm0
	vfnmsub231ss	xmm2, xmm1, xmm8
	vfnmsub231ss	xmm2, xmm8, xmm1
	vfnmsub231ss	xmm8, xmm2, xmm1
	vfnmsub231ss	xmm13, xmm14, xmm15
	vfnmsub231ss	xmm11, xmm10, xmm9
	vfnmsub231ss	xmm0, xmm1, dword ptr [rax]
	vfnmsub231ss	xmm1, xmm8, dword ptr [rsp + 4*r9 - 128]
	vfnmsub231ss	xmm8, xmm1, dword ptr [rip + foo]
	vfnmsub231ss	xmm15, xmm15, dword ptr [r13 + 64]
	vfnmsub231ss	xmm9, xmm7, dword ptr [rax]
	vfnmsub231sd	xmm2, xmm1, xmm0
	vfnmsub231sd	xmm2, xmm1, xmm8
	vfnmsub231sd	xmm2, xmm8, xmm1
	vfnmsub231sd	xmm8, xmm2, xmm1
	vfnmsub231sd	xmm13, xmm14, xmm15
	vfnmsub231sd	xmm11, xmm10, xmm9
	vfnmsub231sd	xmm0, xmm1, qword ptr [rax]
	vfnmsub231sd	xmm1, xmm8, qword ptr [rsp + 4*r9 - 128]
	vfnmsub231sd	xmm8, xmm1, qword ptr [rip + foo]
	vfnmsub231sd	xmm15, xmm15, qword ptr [r13 + 64]
	vfnmsub231sd	xmm9, xmm7, qword ptr [rax]
	vfmadd132ps	ymm2, ymm1, ymm0
	vfmadd132ps	ymm2, ymm1, ymm8
	vfmadd132ps	ymm2, ymm8, ymm1
	vfmadd132ps	ymm8, ymm2, ymm1
	vfmadd132ps	ymm13, ymm14, ymm15
	vfmadd132ps	ymm11, ymm10, ymm9
	vfmadd132ps	ymm0, ymm1, ymmword ptr [rax]
	vfmadd132ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmadd132ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmadd132ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmadd132ps	ymm9, ymm7, ymmword ptr [rax]
	vfmadd132pd	ymm2, ymm1, ymm0
	vfmadd132pd	ymm2, ymm1, ymm8
	vfmadd132pd	ymm2, ymm8, ymm1
	vfmadd132pd	ymm8, ymm2, ymm1
	vfmadd132pd	ymm13, ymm14, ymm15
	vfmadd132pd	ymm11, ymm10, ymm9
	vfmadd132pd	ymm0, ymm1, ymmword ptr [rax]
	vfmadd132pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmadd132pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmadd132pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmadd132pd	ymm9, ymm7, ymmword ptr [rax]
	vfmadd213ps	ymm2, ymm1, ymm0
	vfmadd213ps	ymm2, ymm1, ymm8
	vfmadd213ps	ymm2, ymm8, ymm1
	vfmadd213ps	ymm8, ymm2, ymm1
	vfmadd213ps	ymm13, ymm14, ymm15
	vfmadd213ps	ymm11, ymm10, ymm9
	vfmadd213ps	ymm0, ymm1, ymmword ptr [rax]
	vfmadd213ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmadd213ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmadd213ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmadd213ps	ymm9, ymm7, ymmword ptr [rax]
	vfmadd213pd	ymm2, ymm1, ymm0
	vfmadd213pd	ymm2, ymm1, ymm8
	vfmadd213pd	ymm2, ymm8, ymm1
	vfmadd213pd	ymm8, ymm2, ymm1
	vfmadd213pd	ymm13, ymm14, ymm15
	vfmadd213pd	ymm11, ymm10, ymm9
	vfmadd213pd	ymm0, ymm1, ymmword ptr [rax]
	vfmadd213pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmadd213pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmadd213pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmadd213pd	ymm9, ymm7, ymmword ptr [rax]
	vfmadd231ps	ymm2, ymm1, ymm0
	vfmadd231ps	ymm2, ymm1, ymm8
	vfmadd231ps	ymm2, ymm8, ymm1
	vfmadd231ps	ymm8, ymm2, ymm1
	vfmadd231ps	ymm13, ymm14, ymm15
	vfmadd231ps	ymm11, ymm10, ymm9
	vfmadd231ps	ymm0, ymm1, ymmword ptr [rax]
	vfmadd231ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmadd231ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmadd231ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmadd231ps	ymm9, ymm7, ymmword ptr [rax]
	vfmadd231pd	ymm2, ymm1, ymm0
	vfmadd231pd	ymm2, ymm1, ymm8
	vfmadd231pd	ymm2, ymm8, ymm1
	vfmadd231pd	ymm8, ymm2, ymm1
	vfmadd231pd	ymm13, ymm14, ymm15
	vfmadd231pd	ymm11, ymm10, ymm9
	vfmadd231pd	ymm0, ymm1, ymmword ptr [rax]
	vfmadd231pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmadd231pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmadd231pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmadd231pd	ymm9, ymm7, ymmword ptr [rax]
	vfmsub132ps	ymm2, ymm1, ymm0
	vfmsub132ps	ymm2, ymm1, ymm8
	vfmsub132ps	ymm2, ymm8, ymm1
	vfmsub132ps	ymm8, ymm2, ymm1
	vfmsub132ps	ymm13, ymm14, ymm15
	vfmsub132ps	ymm11, ymm10, ymm9
	vfmsub132ps	ymm0, ymm1, ymmword ptr [rax]
	vfmsub132ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsub132ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsub132ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsub132ps	ymm9, ymm7, ymmword ptr [rax]
	vfmsub132pd	ymm2, ymm1, ymm0
	vfmsub132pd	ymm2, ymm1, ymm8
	vfmsub132pd	ymm2, ymm8, ymm1
	vfmsub132pd	ymm8, ymm2, ymm1
	vfmsub132pd	ymm13, ymm14, ymm15
	vfmsub132pd	ymm11, ymm10, ymm9
	vfmsub132pd	ymm0, ymm1, ymmword ptr [rax]
	vfmsub132pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsub132pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsub132pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsub132pd	ymm9, ymm7, ymmword ptr [rax]
	vfmsub213ps	ymm2, ymm1, ymm0
	vfmsub213ps	ymm2, ymm1, ymm8
	vfmsub213ps	ymm2, ymm8, ymm1
	vfmsub213ps	ymm8, ymm2, ymm1
	vfmsub213ps	ymm13, ymm14, ymm15
	vfmsub213ps	ymm11, ymm10, ymm9
	vfmsub213ps	ymm0, ymm1, ymmword ptr [rax]
	vfmsub213ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsub213ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsub213ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsub213ps	ymm9, ymm7, ymmword ptr [rax]
	vfmsub213pd	ymm2, ymm1, ymm0
	vfmsub213pd	ymm2, ymm1, ymm8
	vfmsub213pd	ymm2, ymm8, ymm1
	vfmsub213pd	ymm8, ymm2, ymm1
	vfmsub213pd	ymm13, ymm14, ymm15
	vfmsub213pd	ymm11, ymm10, ymm9
	vfmsub213pd	ymm0, ymm1, ymmword ptr [rax]
	vfmsub213pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsub213pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsub213pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsub213pd	ymm9, ymm7, ymmword ptr [rax]
	vfmsub231ps	ymm2, ymm1, ymm0
	vfmsub231ps	ymm2, ymm1, ymm8
	vfmsub231ps	ymm2, ymm8, ymm1
	vfmsub231ps	ymm8, ymm2, ymm1
	vfmsub231ps	ymm13, ymm14, ymm15
	vfmsub231ps	ymm11, ymm10, ymm9
	vfmsub231ps	ymm0, ymm1, ymmword ptr [rax]
	vfmsub231ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsub231ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsub231ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsub231ps	ymm9, ymm7, ymmword ptr [rax]
	vfmsub231pd	ymm2, ymm1, ymm0
	vfmsub231pd	ymm2, ymm1, ymm8
	vfmsub231pd	ymm2, ymm8, ymm1
	vfmsub231pd	ymm8, ymm2, ymm1
	vfmsub231pd	ymm13, ymm14, ymm15
	vfmsub231pd	ymm11, ymm10, ymm9
	vfmsub231pd	ymm0, ymm1, ymmword ptr [rax]
	vfmsub231pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsub231pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsub231pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsub231pd	ymm9, ymm7, ymmword ptr [rax]
	vfnmadd132ps	ymm2, ymm1, ymm0
	vfnmadd132ps	ymm2, ymm1, ymm8
	vfnmadd132ps	ymm2, ymm8, ymm1
	vfnmadd132ps	ymm8, ymm2, ymm1
	vfnmadd132ps	ymm13, ymm14, ymm15
	vfnmadd132ps	ymm11, ymm10, ymm9
	vfnmadd132ps	ymm0, ymm1, ymmword ptr [rax]
	vfnmadd132ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmadd132ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmadd132ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmadd132ps	ymm9, ymm7, ymmword ptr [rax]
	vfnmadd132pd	ymm2, ymm1, ymm0
	vfnmadd132pd	ymm2, ymm1, ymm8
	vfnmadd132pd	ymm2, ymm8, ymm1
	vfnmadd132pd	ymm8, ymm2, ymm1
	vfnmadd132pd	ymm13, ymm14, ymm15
	vfnmadd132pd	ymm11, ymm10, ymm9
	vfnmadd132pd	ymm0, ymm1, ymmword ptr [rax]
	vfnmadd132pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmadd132pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmadd132pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmadd132pd	ymm9, ymm7, ymmword ptr [rax]
	vfnmadd213ps	ymm2, ymm1, ymm0
	vfnmadd213ps	ymm2, ymm1, ymm8
	vfnmadd213ps	ymm2, ymm8, ymm1
	vfnmadd213ps	ymm8, ymm2, ymm1
	vfnmadd213ps	ymm13, ymm14, ymm15
	vfnmadd213ps	ymm11, ymm10, ymm9
	vfnmadd213ps	ymm0, ymm1, ymmword ptr [rax]
	vfnmadd213ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmadd213ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmadd213ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmadd213ps	ymm9, ymm7, ymmword ptr [rax]
	vfnmadd213pd	ymm2, ymm1, ymm0
	vfnmadd213pd	ymm2, ymm1, ymm8
	vfnmadd213pd	ymm2, ymm8, ymm1
	vfnmadd213pd	ymm8, ymm2, ymm1
	vfnmadd213pd	ymm13, ymm14, ymm15
	vfnmadd213pd	ymm11, ymm10, ymm9
	vfnmadd213pd	ymm0, ymm1, ymmword ptr [rax]
	vfnmadd213pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmadd213pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmadd213pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmadd213pd	ymm9, ymm7, ymmword ptr [rax]
	vfnmadd231ps	ymm2, ymm1, ymm0
	vfnmadd231ps	ymm2, ymm1, ymm8
	vfnmadd231ps	ymm2, ymm8, ymm1
	vfnmadd231ps	ymm8, ymm2, ymm1
	vfnmadd231ps	ymm13, ymm14, ymm15
	vfnmadd231ps	ymm11, ymm10, ymm9
	vfnmadd231ps	ymm0, ymm1, ymmword ptr [rax]
	vfnmadd231ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmadd231ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmadd231ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmadd231ps	ymm9, ymm7, ymmword ptr [rax]
	vfnmadd231pd	ymm2, ymm1, ymm0
	vfnmadd231pd	ymm2, ymm1, ymm8
	vfnmadd231pd	ymm2, ymm8, ymm1
	vfnmadd231pd	ymm8, ymm2, ymm1
	vfnmadd231pd	ymm13, ymm14, ymm15
	vfnmadd231pd	ymm11, ymm10, ymm9
	vfnmadd231pd	ymm0, ymm1, ymmword ptr [rax]
	vfnmadd231pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmadd231pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmadd231pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmadd231pd	ymm9, ymm7, ymmword ptr [rax]
	vfnmsub132ps	ymm2, ymm1, ymm0
	vfnmsub132ps	ymm2, ymm1, ymm8
	vfnmsub132ps	ymm2, ymm8, ymm1
	vfnmsub132ps	ymm8, ymm2, ymm1
	vfnmsub132ps	ymm13, ymm14, ymm15
	vfnmsub132ps	ymm11, ymm10, ymm9
	vfnmsub132ps	ymm0, ymm1, ymmword ptr [rax]
	vfnmsub132ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsub132ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmsub132ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmsub132ps	ymm9, ymm7, ymmword ptr [rax]
	vfnmsub132pd	ymm2, ymm1, ymm0
	vfnmsub132pd	ymm2, ymm1, ymm8
	vfnmsub132pd	ymm2, ymm8, ymm1
	vfnmsub132pd	ymm8, ymm2, ymm1
	vfnmsub132pd	ymm13, ymm14, ymm15
	vfnmsub132pd	ymm11, ymm10, ymm9
	vfnmsub132pd	ymm0, ymm1, ymmword ptr [rax]
	vfnmsub132pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsub132pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmsub132pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmsub132pd	ymm9, ymm7, ymmword ptr [rax]
	vfnmsub213ps	ymm2, ymm1, ymm0
	vfnmsub213ps	ymm2, ymm1, ymm8
	vfnmsub213ps	ymm2, ymm8, ymm1
	vfnmsub213ps	ymm8, ymm2, ymm1
	vfnmsub213ps	ymm13, ymm14, ymm15
	vfnmsub213ps	ymm11, ymm10, ymm9
	vfnmsub213ps	ymm0, ymm1, ymmword ptr [rax]
	vfnmsub213ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsub213ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmsub213ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmsub213ps	ymm9, ymm7, ymmword ptr [rax]
	vfnmsub213pd	ymm2, ymm1, ymm0
	vfnmsub213pd	ymm2, ymm1, ymm8
	vfnmsub213pd	ymm2, ymm8, ymm1
	vfnmsub213pd	ymm8, ymm2, ymm1
	vfnmsub213pd	ymm13, ymm14, ymm15
	vfnmsub213pd	ymm11, ymm10, ymm9
	vfnmsub213pd	ymm0, ymm1, ymmword ptr [rax]
	vfnmsub213pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsub213pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmsub213pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmsub213pd	ymm9, ymm7, ymmword ptr [rax]
	vfnmsub231ps	ymm2, ymm1, ymm0
	vfnmsub231ps	ymm2, ymm1, ymm8
	vfnmsub231ps	ymm2, ymm8, ymm1
	vfnmsub231ps	ymm8, ymm2, ymm1
	vfnmsub231ps	ymm13, ymm14, ymm15
	vfnmsub231ps	ymm11, ymm10, ymm9
	vfnmsub231ps	ymm0, ymm1, ymmword ptr [rax]
	vfnmsub231ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsub231ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmsub231ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmsub231ps	ymm9, ymm7, ymmword ptr [rax]
	vfnmsub231pd	ymm2, ymm1, ymm0
	vfnmsub231pd	ymm2, ymm1, ymm8
	vfnmsub231pd	ymm2, ymm8, ymm1
	vfnmsub231pd	ymm8, ymm2, ymm1
	vfnmsub231pd	ymm13, ymm14, ymm15
	vfnmsub231pd	ymm11, ymm10, ymm9
	vfnmsub231pd	ymm0, ymm1, ymmword ptr [rax]
	vfnmsub231pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfnmsub231pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfnmsub231pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfnmsub231pd	ymm9, ymm7, ymmword ptr [rax]
	vfmaddsub132ps	ymm2, ymm1, ymm0
	vfmaddsub132ps	ymm2, ymm1, ymm8
	vfmaddsub132ps	ymm2, ymm8, ymm1
	vfmaddsub132ps	ymm8, ymm2, ymm1
	vfmaddsub132ps	ymm13, ymm14, ymm15
	vfmaddsub132ps	ymm11, ymm10, ymm9
	vfmaddsub132ps	ymm0, ymm1, ymmword ptr [rax]
	vfmaddsub132ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsub132ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddsub132ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmaddsub132ps	ymm9, ymm7, ymmword ptr [rax]
	vfmaddsub132pd	ymm2, ymm1, ymm0
	vfmaddsub132pd	ymm2, ymm1, ymm8
	vfmaddsub132pd	ymm2, ymm8, ymm1
	vfmaddsub132pd	ymm8, ymm2, ymm1
	vfmaddsub132pd	ymm13, ymm14, ymm15
	vfmaddsub132pd	ymm11, ymm10, ymm9
	vfmaddsub132pd	ymm0, ymm1, ymmword ptr [rax]
	vfmaddsub132pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsub132pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddsub132pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmaddsub132pd	ymm9, ymm7, ymmword ptr [rax]
	vfmaddsub213ps	ymm2, ymm1, ymm0
	vfmaddsub213ps	ymm2, ymm1, ymm8
	vfmaddsub213ps	ymm2, ymm8, ymm1
	vfmaddsub213ps	ymm8, ymm2, ymm1
	vfmaddsub213ps	ymm13, ymm14, ymm15
	vfmaddsub213ps	ymm11, ymm10, ymm9
	vfmaddsub213ps	ymm0, ymm1, ymmword ptr [rax]
	vfmaddsub213ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsub213ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddsub213ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmaddsub213ps	ymm9, ymm7, ymmword ptr [rax]
	vfmaddsub213pd	ymm2, ymm1, ymm0
	vfmaddsub213pd	ymm2, ymm1, ymm8
	vfmaddsub213pd	ymm2, ymm8, ymm1
	vfmaddsub213pd	ymm8, ymm2, ymm1
	vfmaddsub213pd	ymm13, ymm14, ymm15
	vfmaddsub213pd	ymm11, ymm10, ymm9
	vfmaddsub213pd	ymm0, ymm1, ymmword ptr [rax]
	vfmaddsub213pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsub213pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddsub213pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmaddsub213pd	ymm9, ymm7, ymmword ptr [rax]
	vfmaddsub231ps	ymm2, ymm1, ymm0
	vfmaddsub231ps	ymm2, ymm1, ymm8
	vfmaddsub231ps	ymm2, ymm8, ymm1
	vfmaddsub231ps	ymm8, ymm2, ymm1
	vfmaddsub231ps	ymm13, ymm14, ymm15
	vfmaddsub231ps	ymm11, ymm10, ymm9
	vfmaddsub231ps	ymm0, ymm1, ymmword ptr [rax]
	vfmaddsub231ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsub231ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddsub231ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmaddsub231ps	ymm9, ymm7, ymmword ptr [rax]
	vfmaddsub231pd	ymm2, ymm1, ymm0
	vfmaddsub231pd	ymm2, ymm1, ymm8
	vfmaddsub231pd	ymm2, ymm8, ymm1
	vfmaddsub231pd	ymm8, ymm2, ymm1
	vfmaddsub231pd	ymm13, ymm14, ymm15
	vfmaddsub231pd	ymm11, ymm10, ymm9
	vfmaddsub231pd	ymm0, ymm1, ymmword ptr [rax]
	vfmaddsub231pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmaddsub231pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmaddsub231pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmaddsub231pd	ymm9, ymm7, ymmword ptr [rax]
	vfmsubadd132ps	ymm2, ymm1, ymm0
	vfmsubadd132ps	ymm2, ymm1, ymm8
	vfmsubadd132ps	ymm2, ymm8, ymm1
	vfmsubadd132ps	ymm8, ymm2, ymm1
	vfmsubadd132ps	ymm13, ymm14, ymm15
	vfmsubadd132ps	ymm11, ymm10, ymm9
	vfmsubadd132ps	ymm0, ymm1, ymmword ptr [rax]
	vfmsubadd132ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubadd132ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubadd132ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsubadd132ps	ymm9, ymm7, ymmword ptr [rax]
	vfmsubadd132pd	ymm2, ymm1, ymm0
	vfmsubadd132pd	ymm2, ymm1, ymm8
	vfmsubadd132pd	ymm2, ymm8, ymm1
	vfmsubadd132pd	ymm8, ymm2, ymm1
	vfmsubadd132pd	ymm13, ymm14, ymm15
	vfmsubadd132pd	ymm11, ymm10, ymm9
	vfmsubadd132pd	ymm0, ymm1, ymmword ptr [rax]
	vfmsubadd132pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubadd132pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubadd132pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsubadd132pd	ymm9, ymm7, ymmword ptr [rax]
	vfmsubadd213ps	ymm2, ymm1, ymm0
	vfmsubadd213ps	ymm2, ymm1, ymm8
	vfmsubadd213ps	ymm2, ymm8, ymm1
	vfmsubadd213ps	ymm8, ymm2, ymm1
	vfmsubadd213ps	ymm13, ymm14, ymm15
	vfmsubadd213ps	ymm11, ymm10, ymm9
	vfmsubadd213ps	ymm0, ymm1, ymmword ptr [rax]
	vfmsubadd213ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubadd213ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubadd213ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsubadd213ps	ymm9, ymm7, ymmword ptr [rax]
	vfmsubadd213pd	ymm2, ymm1, ymm0
	vfmsubadd213pd	ymm2, ymm1, ymm8
	vfmsubadd213pd	ymm2, ymm8, ymm1
	vfmsubadd213pd	ymm8, ymm2, ymm1
	vfmsubadd213pd	ymm13, ymm14, ymm15
	vfmsubadd213pd	ymm11, ymm10, ymm9
	vfmsubadd213pd	ymm0, ymm1, ymmword ptr [rax]
	vfmsubadd213pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubadd213pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubadd213pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsubadd213pd	ymm9, ymm7, ymmword ptr [rax]
	vfmsubadd231ps	ymm2, ymm1, ymm0
	vfmsubadd231ps	ymm2, ymm1, ymm8
	vfmsubadd231ps	ymm2, ymm8, ymm1
	vfmsubadd231ps	ymm8, ymm2, ymm1
	vfmsubadd231ps	ymm13, ymm14, ymm15
	vfmsubadd231ps	ymm11, ymm10, ymm9
	vfmsubadd231ps	ymm0, ymm1, ymmword ptr [rax]
	vfmsubadd231ps	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubadd231ps	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubadd231ps	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsubadd231ps	ymm9, ymm7, ymmword ptr [rax]
	vfmsubadd231pd	ymm2, ymm1, ymm0
	vfmsubadd231pd	ymm2, ymm1, ymm8
	vfmsubadd231pd	ymm2, ymm8, ymm1
	vfmsubadd231pd	ymm8, ymm2, ymm1
	vfmsubadd231pd	ymm13, ymm14, ymm15
	vfmsubadd231pd	ymm11, ymm10, ymm9
	vfmsubadd231pd	ymm0, ymm1, ymmword ptr [rax]
	vfmsubadd231pd	ymm1, ymm8, ymmword ptr [rsp + 4*r9 - 128]
	vfmsubadd231pd	ymm8, ymm1, ymmword ptr [rip + foo]
	vfmsubadd231pd	ymm15, ymm15, ymmword ptr [r13 + 64]
	vfmsubadd231pd	ymm9, ymm7, ymmword ptr [rax]
	vfmaddsub132ps	xmm2, xmm1, xmm0
	vfmaddsub132ps	xmm2, xmm1, xmm8
	vfmaddsub132ps	xmm2, xmm8, xmm1
	vfmaddsub132ps	xmm8, xmm2, xmm1
	vfmaddsub132ps	xmm13, xmm14, xmm15
	vfmaddsub132ps	xmm11, xmm10, xmm9
	vfmaddsub132ps	xmm0, xmm1, xmmword ptr [rax]
	vfmaddsub132ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsub132ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddsub132ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmaddsub132ps	xmm9, xmm7, xmmword ptr [rax]
	vfmaddsub132pd	xmm2, xmm1, xmm0
	vfmaddsub132pd	xmm2, xmm1, xmm8
	vfmaddsub132pd	xmm2, xmm8, xmm1
	vfmaddsub132pd	xmm8, xmm2, xmm1
	vfmaddsub132pd	xmm13, xmm14, xmm15
	vfmaddsub132pd	xmm11, xmm10, xmm9
	vfmaddsub132pd	xmm0, xmm1, xmmword ptr [rax]
	vfmaddsub132pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsub132pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddsub132pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmaddsub132pd	xmm9, xmm7, xmmword ptr [rax]
	vfmaddsub213ps	xmm2, xmm1, xmm0
	vfmaddsub213ps	xmm2, xmm1, xmm8
	vfmaddsub213ps	xmm2, xmm8, xmm1
	vfmaddsub213ps	xmm8, xmm2, xmm1
	vfmaddsub213ps	xmm13, xmm14, xmm15
	vfmaddsub213ps	xmm11, xmm10, xmm9
	vfmaddsub213ps	xmm0, xmm1, xmmword ptr [rax]
	vfmaddsub213ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsub213ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddsub213ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmaddsub213ps	xmm9, xmm7, xmmword ptr [rax]
	vfmaddsub213pd	xmm2, xmm1, xmm0
	vfmaddsub213pd	xmm2, xmm1, xmm8
	vfmaddsub213pd	xmm2, xmm8, xmm1
	vfmaddsub213pd	xmm8, xmm2, xmm1
	vfmaddsub213pd	xmm13, xmm14, xmm15
	vfmaddsub213pd	xmm11, xmm10, xmm9
	vfmaddsub213pd	xmm0, xmm1, xmmword ptr [rax]
	vfmaddsub213pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsub213pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddsub213pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmaddsub213pd	xmm9, xmm7, xmmword ptr [rax]
	vfmaddsub231ps	xmm2, xmm1, xmm0
	vfmaddsub231ps	xmm2, xmm1, xmm8
	vfmaddsub231ps	xmm2, xmm8, xmm1
	vfmaddsub231ps	xmm8, xmm2, xmm1
	vfmaddsub231ps	xmm13, xmm14, xmm15
	vfmaddsub231ps	xmm11, xmm10, xmm9
	vfmaddsub231ps	xmm0, xmm1, xmmword ptr [rax]
	vfmaddsub231ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsub231ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddsub231ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmaddsub231ps	xmm9, xmm7, xmmword ptr [rax]
	vfmaddsub231pd	xmm2, xmm1, xmm0
	vfmaddsub231pd	xmm2, xmm1, xmm8
	vfmaddsub231pd	xmm2, xmm8, xmm1
	vfmaddsub231pd	xmm8, xmm2, xmm1
	vfmaddsub231pd	xmm13, xmm14, xmm15
	vfmaddsub231pd	xmm11, xmm10, xmm9
	vfmaddsub231pd	xmm0, xmm1, xmmword ptr [rax]
	vfmaddsub231pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmaddsub231pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmaddsub231pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmaddsub231pd	xmm9, xmm7, xmmword ptr [rax]
	vfmsubadd132ps	xmm2, xmm1, xmm0
	vfmsubadd132ps	xmm2, xmm1, xmm8
	vfmsubadd132ps	xmm2, xmm8, xmm1
	vfmsubadd132ps	xmm8, xmm2, xmm1
	vfmsubadd132ps	xmm13, xmm14, xmm15
	vfmsubadd132ps	xmm11, xmm10, xmm9
	vfmsubadd132ps	xmm0, xmm1, xmmword ptr [rax]
	vfmsubadd132ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubadd132ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubadd132ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsubadd132ps	xmm9, xmm7, xmmword ptr [rax]
	vfmsubadd132pd	xmm2, xmm1, xmm0
	vfmsubadd132pd	xmm2, xmm1, xmm8
	vfmsubadd132pd	xmm2, xmm8, xmm1
	vfmsubadd132pd	xmm8, xmm2, xmm1
	vfmsubadd132pd	xmm13, xmm14, xmm15
	vfmsubadd132pd	xmm11, xmm10, xmm9
	vfmsubadd132pd	xmm0, xmm1, xmmword ptr [rax]
	vfmsubadd132pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubadd132pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubadd132pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsubadd132pd	xmm9, xmm7, xmmword ptr [rax]
	vfmsubadd213ps	xmm2, xmm1, xmm0
	vfmsubadd213ps	xmm2, xmm1, xmm8
	vfmsubadd213ps	xmm2, xmm8, xmm1
	vfmsubadd213ps	xmm8, xmm2, xmm1
	vfmsubadd213ps	xmm13, xmm14, xmm15
	vfmsubadd213ps	xmm11, xmm10, xmm9
	vfmsubadd213ps	xmm0, xmm1, xmmword ptr [rax]
	vfmsubadd213ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubadd213ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubadd213ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsubadd213ps	xmm9, xmm7, xmmword ptr [rax]
	vfmsubadd213pd	xmm2, xmm1, xmm0
	vfmsubadd213pd	xmm2, xmm1, xmm8
	vfmsubadd213pd	xmm2, xmm8, xmm1
	vfmsubadd213pd	xmm8, xmm2, xmm1
	vfmsubadd213pd	xmm13, xmm14, xmm15
	vfmsubadd213pd	xmm11, xmm10, xmm9
	vfmsubadd213pd	xmm0, xmm1, xmmword ptr [rax]
	vfmsubadd213pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubadd213pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubadd213pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsubadd213pd	xmm9, xmm7, xmmword ptr [rax]
	vfmsubadd231ps	xmm2, xmm1, xmm0
	vfmsubadd231ps	xmm2, xmm1, xmm8
	vfmsubadd231ps	xmm2, xmm8, xmm1
	vfmsubadd231ps	xmm8, xmm2, xmm1
	vfmsubadd231ps	xmm13, xmm14, xmm15
	vfmsubadd231ps	xmm11, xmm10, xmm9
	vfmsubadd231ps	xmm0, xmm1, xmmword ptr [rax]
	vfmsubadd231ps	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubadd231ps	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubadd231ps	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsubadd231ps	xmm9, xmm7, xmmword ptr [rax]
	vfmsubadd231pd	xmm2, xmm1, xmm0
	vfmsubadd231pd	xmm2, xmm1, xmm8
	vfmsubadd231pd	xmm2, xmm8, xmm1
	vfmsubadd231pd	xmm8, xmm2, xmm1
	vfmsubadd231pd	xmm13, xmm14, xmm15
	vfmsubadd231pd	xmm11, xmm10, xmm9
	vfmsubadd231pd	xmm0, xmm1, xmmword ptr [rax]
	vfmsubadd231pd	xmm1, xmm8, xmmword ptr [rsp + 4*r9 - 128]
	vfmsubadd231pd	xmm8, xmm1, xmmword ptr [rip + foo]
	vfmsubadd231pd	xmm15, xmm15, xmmword ptr [r13 + 64]
	vfmsubadd231pd	xmm9, xmm7, xmmword ptr [rax]
	vgatherdps	xmm3, xmmword ptr [rax + 4*xmm2], xmm1
	vgatherdps	xmm9, xmmword ptr [r8 + xmm15 - 8], xmm8
	vgatherdps	xmm0, xmmword ptr [8*xmm9 + 16], xmm15
	vgatherdps	xmm12, xmmword ptr [rsp + 2*xmm5], xmm4
	vgatherdps	xmm2, xmmword ptr [rcx + xmm1 + foo], xmm0
	vgatherdps	xmm14, xmmword ptr [r13 + 8*xmm8], xmm7
	vgatherdps	ymm3, ymmword ptr [rax + 4*ymm2], ymm1
	vgatherdps	ymm9, ymmword ptr [r8 + ymm15 - 8], ymm8
	vgatherdps	ymm0, ymmword ptr [8*ymm9 + 16], ymm15
	vgatherdps	ymm12, ymmword ptr [rsp + 2*ymm5], ymm4
	vgatherdps	ymm2, ymmword ptr [rcx + ymm1 + foo], ymm0
	vgatherdps	ymm14, ymmword ptr [r13 + 8*ymm8], ymm7
	vpgatherdd	xmm3, xmmword ptr [rax + 4*xmm2], xmm1
	vpgatherdd	xmm9, xmmword ptr [r8 + xmm15 - 8], xmm8
	vpgatherdd	xmm0, xmmword ptr [8*xmm9 + 16], xmm15
	vpgatherdd	xmm12, xmmword ptr [rsp + 2*xmm5], xmm4
	vpgatherdd	xmm2, xmmword ptr [rcx + xmm1 + foo], xmm0
	vpgatherdd	xmm14, xmmword ptr [r13 + 8*xmm8], xmm7
	vpgatherdd	ymm3, ymmword ptr [rax + 4*ymm2], ymm1
	vpgatherdd	ymm9, ymmword ptr [r8 + ymm15 - 8], ymm8
	vpgatherdd	ymm0, ymmword ptr [8*ymm9 + 16], ymm15
	vpgatherdd	ymm12, ymmword ptr [rsp + 2*ymm5], ymm4
	vpgatherdd	ymm2, ymmword ptr [rcx + ymm1 + foo], ymm0
	vpgatherdd	ymm14, ymmword ptr [r13 + 8*ymm8], ymm7
	vgatherdpd	xmm3, xmmword ptr [rax + 4*xmm2], xmm1
	vgatherdpd	xmm9, xmmword ptr [r8 + xmm15 - 8], xmm8
	vgatherdpd	xmm0, xmmword ptr [8*xmm9 + 16], xmm15
	vgatherdpd	xmm12, xmmword ptr [rsp + 2*xmm5], xmm4
	vgatherdpd	xmm2, xmmword ptr [rcx + xmm1 + foo], xmm0
	vgatherdpd	xmm14, xmmword ptr [r13 + 8*xmm8], xmm7
	vgatherdpd	ymm3, ymmword ptr [rax + 4*xmm2], ymm1
	vgatherdpd	ymm9, ymmword ptr [r8 + xmm15 - 8], ymm8
	vgatherdpd	ymm0, ymmword ptr [8*xmm9 + 16], ymm15
	vgatherdpd	ymm12, ymmword ptr [rsp + 2*xmm5], ymm4
	vgatherdpd	ymm2, ymmword ptr [rcx + xmm1 + foo], ymm0
	vgatherdpd	ymm14, ymmword ptr [r13 + 8*xmm8], ymm7
	vpgatherdq	xmm3, xmmword ptr [rax + 4*xmm2], xmm1
	vpgatherdq	xmm9, xmmword ptr [r8 + xmm15 - 8], xmm8
	vpgatherdq	xmm0, xmmword ptr [8*xmm9 + 16], xmm15
	vpgatherdq	xmm12, xmmword ptr [rsp + 2*xmm5], xmm4
	vpgatherdq	xmm2, xmmword ptr [rcx + xmm1 + foo], xmm0
	vpgatherdq	xmm14, xmmword ptr [r13 + 8*xmm8], xmm7
	vpgatherdq	ymm3, ymmword ptr [rax + 4*xmm2], ymm1
	vpgatherdq	ymm9, ymmword ptr [r8 + xmm15 - 8], ymm8
	vpgatherdq	ymm0, ymmword ptr [8*xmm9 + 16], ymm15
	vpgatherdq	ymm12, ymmword ptr [rsp + 2*xmm5], ymm4
	vpgatherdq	ymm2, ymmword ptr [rcx + xmm1 + foo], ymm0
	vpgatherdq	ymm14, ymmword ptr [r13 + 8*xmm8], ymm7
	vgatherqps	xmm3, qword ptr [rax + 4*xmm2], xmm1
	vgatherqps	xmm9, qword ptr [r8 + xmm15 - 8], xmm8
	vgatherqps	xmm0, qword ptr [8*xmm9 + 16], xmm15
	vgatherqps	xmm12, qword ptr [rsp + 2*xmm5], xmm4
	vgatherqps	xmm2, qword ptr [rcx + xmm1 + foo], xmm0
	vgatherqps	xmm14, qword ptr [r13 + 8*xmm8], xmm7
	vgatherqps	xmm3, xmmword ptr [rax + 4*ymm2], xmm1
	vgatherqps	xmm9, xmmword ptr [r8 + ymm15 - 8], xmm8
	vgatherqps	xmm0, xmmword ptr [8*ymm9 + 16], xmm15
	vgatherqps	xmm12, xmmword ptr [rsp + 2*ymm5], xmm4
	vgatherqps	xmm2, xmmword ptr [rcx + ymm1 + foo], xmm0
	vgatherqps	xmm14, xmmword ptr [r13 + 8*ymm8], xmm7
	vpgatherqd	xmm3, qword ptr [rax + 4*xmm2], xmm1
	vpgatherqd	xmm9, qword ptr [r8 + xmm15 - 8], xmm8
	vpgatherqd	xmm0, qword ptr [8*xmm9 + 16], xmm15
	vpgatherqd	xmm12, qword ptr [rsp + 2*xmm5], xmm4
	vpgatherqd	xmm2, qword ptr [rcx + xmm1 + foo], xmm0
	vpgatherqd	xmm14, qword ptr [r13 + 8*xmm8], xmm7
	vpgatherqd	xmm3, xmmword ptr [rax + 4*ymm2], xmm1
	vpgatherqd	xmm9, xmmword ptr [r8 + ymm15 - 8], xmm8
	vpgatherqd	xmm0, xmmword ptr [8*ymm9 + 16], xmm15
	vpgatherqd	xmm12, xmmword ptr [rsp + 2*ymm5], xmm4
	vpgatherqd	xmm2, xmmword ptr [rcx + ymm1 + foo], xmm0
	vpgatherqd	xmm14, xmmword ptr [r13 + 8*ymm8], xmm7
	vgatherqpd	xmm3, xmmword ptr [rax + 4*xmm2], xmm1
	vgatherqpd	xmm9, xmmword ptr [r8 + xmm15 - 8], xmm8
	vgatherqpd	xmm0, xmmword ptr [8*xmm9 + 16], xmm15
	vgatherqpd	xmm12, xmmword ptr [rsp + 2*xmm5], xmm4
	vgatherqpd	xmm2, xmmword ptr [rcx + xmm1 + foo], xmm0
	vgatherqpd	xmm14, xmmword ptr [r13 + 8*xmm8], xmm7
	vgatherqpd	ymm3, ymmword ptr [rax + 4*ymm2], ymm1
	vgatherqpd	ymm9, ymmword ptr [r8 + ymm15 - 8], ymm8
	vgatherqpd	ymm0, ymmword ptr [8*ymm9 + 16], ymm15
	vgatherqpd	ymm12, ymmword ptr [rsp + 2*ymm5], ymm4
	vgatherqpd	ymm2, ymmword ptr [rcx + ymm1 + foo], ymm0
	vgatherqpd	ymm14, ymmword ptr [r13 + 8*ymm8], ymm7
	vpgatherqq	xmm3, xmmword ptr [rax + 4*xmm2], xmm1
	vpgatherqq	xmm9, xmmword ptr [r8 + xmm15 - 8], xmm8
	vpgatherqq	xmm0, xmmword ptr [8*xmm9 + 16], xmm15
	vpgatherqq	xmm12, xmmword ptr [rsp + 2*xmm5], xmm4
	vpgatherqq	xmm2, xmmword ptr [rcx + xmm1 + foo], xmm0
	vpgatherqq	xmm14, xmmword ptr [r13 + 8*xmm8], xmm7
	vpgatherqq	ymm3, ymmword ptr [rax + 4*ymm2], ymm1
	vpgatherqq	ymm9, ymmword ptr [r8 + ymm15 - 8], ymm8
	vpgatherqq	ymm0, ymmword ptr [8*ymm9 + 16], ymm15
	vpgatherqq	ymm12, ymmword ptr [rsp + 2*ymm5], ymm4
	vpgatherqq	ymm2, ymmword ptr [rcx + ymm1 + foo], ymm0
	vpgatherqq	ymm14, ymmword ptr [r13 + 8*ymm8], ymm7
