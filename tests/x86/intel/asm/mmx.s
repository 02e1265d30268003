	.intel_syntax noprefix
	.text
	paddb	mm0, mm1
	paddb	mm1, mm0
	paddb	mm7, mm7
	paddb	mm1, mm7
	paddb	mm0, qword ptr [rax]
	paddb	mm7, qword ptr [rsp + 4*r9 - 128]
	paddb	mm0, qword ptr [rip + foo]
	paddb	mm7, qword ptr [r13 + 64]
	paddw	mm0, mm1
	paddw	mm1, mm0
	paddw	mm7, mm7
	paddw	mm1, mm7
	paddw	mm0, qword ptr [rax]
	paddw	mm7, qword ptr [rsp + 4*r9 - 128]
	paddw	mm0, qword ptr [rip + foo]
	paddw	mm7, qword ptr [r13 + 64]
	paddd	mm0, mm1
	paddd	mm1, mm0
	paddd	mm7, mm7
	paddd	mm1, mm7
	paddd	mm0, qword ptr [rax]
	paddd	mm7, qword ptr [rsp + 4*r9 - 128]
	paddd	mm0, qword ptr [rip + foo]
	paddd	mm7, qword ptr [r13 + 64]
	paddq	mm0, mm1
	paddq	mm1, mm0
	paddq	mm7, mm7
	paddq	mm1, mm7
	paddq	mm0, qword ptr [rax]
	paddq	mm7, qword ptr [rsp + 4*r9 - 128]
	paddq	mm0, qword ptr [rip + foo]
	paddq	mm7, qword ptr [r13 + 64]
	psubb	mm0, mm1
	psubb	mm1, mm0
	psubb	mm7, mm7
	psubb	mm1, mm7
	psubb	mm0, qword ptr [rax]
	psubb	mm7, qword ptr [rsp + 4*r9 - 128]
	psubb	mm0, qword ptr [rip + foo]
	psubb	mm7, qword ptr [r13 + 64]
	psubw	mm0, mm1
	psubw	mm1, mm0
	psubw	mm7, mm7
	psubw	mm1, mm7
	psubw	mm0, qword ptr [rax]
	psubw	mm7, qword ptr [rsp + 4*r9 - 128]
	psubw	mm0, qword ptr [rip + foo]
	psubw	mm7, qword ptr [r13 + 64]
	psubd	mm0, mm1
	psubd	mm1, mm0
	psubd	mm7, mm7
	psubd	mm1, mm7
	psubd	mm0, qword ptr [rax]
	psubd	mm7, qword ptr [rsp + 4*r9 - 128]
	psubd	mm0, qword ptr [rip + foo]
	psubd	mm7, qword ptr [r13 + 64]
	psubq	mm0, mm1
	psubq	mm1, mm0
	psubq	mm7, mm7
	psubq	mm1, mm7
	psubq	mm0, qword ptr [rax]
	psubq	mm7, qword ptr [rsp + 4*r9 - 128]
	psubq	mm0, qword ptr [rip + foo]
	psubq	mm7, qword ptr [r13 + 64]
	paddsb	mm0, mm1
	paddsb	mm1, mm0
	paddsb	mm7, mm7
	paddsb	mm1, mm7
	paddsb	mm0, qword ptr [rax]
	paddsb	mm7, qword ptr [rsp + 4*r9 - 128]
	paddsb	mm0, qword ptr [rip + foo]
	paddsb	mm7, qword ptr [r13 + 64]
	paddsw	mm0, mm1
	paddsw	mm1, mm0
	paddsw	mm7, mm7
	paddsw	mm1, mm7
	paddsw	mm0, qword ptr [rax]
	paddsw	mm7, qword ptr [rsp + 4*r9 - 128]
	paddsw	mm0, qword ptr [rip + foo]
	paddsw	mm7, qword ptr [r13 + 64]
	paddusb	mm0, mm1
	paddusb	mm1, mm0
	paddusb	mm7, mm7
	paddusb	mm1, mm7
	paddusb	mm0, qword ptr [rax]
	paddusb	mm7, qword ptr [rsp + 4*r9 - 128]
	paddusb	mm0, qword ptr [rip + foo]
	paddusb	mm7, qword ptr [r13 + 64]
	paddusw	mm0, mm1
	paddusw	mm1, mm0
	paddusw	mm7, mm7
	paddusw	mm1, mm7
	paddusw	mm0, qword ptr [rax]
	paddusw	mm7, qword ptr [rsp + 4*r9 - 128]
	paddusw	mm0, qword ptr [rip + foo]
	paddusw	mm7, qword ptr [r13 + 64]
	psubsb	mm0, mm1
	psubsb	mm1, mm0
	psubsb	mm7, mm7
	psubsb	mm1, mm7
	psubsb	mm0, qword ptr [rax]
	psubsb	mm7, qword ptr [rsp + 4*r9 - 128]
	psubsb	mm0, qword ptr [rip + foo]
	psubsb	mm7, qword ptr [r13 + 64]
	psubsw	mm0, mm1
	psubsw	mm1, mm0
	psubsw	mm7, mm7
	psubsw	mm1, mm7
	psubsw	mm0, qword ptr [rax]
	psubsw	mm7, qword ptr [rsp + 4*r9 - 128]
	psubsw	mm0, qword ptr [rip + foo]
	psubsw	mm7, qword ptr [r13 + 64]
	psubusb	mm0, mm1
	psubusb	mm1, mm0
	psubusb	mm7, mm7
	psubusb	mm1, mm7
	psubusb	mm0, qword ptr [rax]
	psubusb	mm7, qword ptr [rsp + 4*r9 - 128]
	psubusb	mm0, qword ptr [rip + foo]
	psubusb	mm7, qword ptr [r13 + 64]
	psubusw	mm0, mm1
	psubusw	mm1, mm0
	psubusw	mm7, mm7
	psubusw	mm1, mm7
	psubusw	mm0, qword ptr [rax]
	psubusw	mm7, qword ptr [rsp + 4*r9 - 128]
	psubusw	mm0, qword ptr [rip + foo]
	psubusw	mm7, qword ptr [r13 + 64]
	pmullw	mm0, mm1
	pmullw	mm1, mm0
	pmullw	mm7, mm7
	pmullw	mm1, mm7
	pmullw	mm0, qword ptr [rax]
	pmullw	mm7, qword ptr [rsp + 4*r9 - 128]
	pmullw	mm0, qword ptr [rip + foo]
	pmullw	mm7, qword ptr [r13 + 64]
	pmulhw	mm0, mm1
	pmulhw	mm1, mm0
	pmulhw	mm7, mm7
	pmulhw	mm1, mm7
	pmulhw	mm0, qword ptr [rax]
	pmulhw	mm7, qword ptr [rsp + 4*r9 - 128]
	pmulhw	mm0, qword ptr [rip + foo]
	pmulhw	mm7, qword ptr [r13 + 64]
	pmulhuw	mm0, mm1
	pmulhuw	mm1, mm0
	pmulhuw	mm7, mm7
	pmulhuw	mm1, mm7
	pmulhuw	mm0, qword ptr [rax]
	pmulhuw	mm7, qword ptr [rsp + 4*r9 - 128]
	pmulhuw	mm0, qword ptr [rip + foo]
	pmulhuw	mm7, qword ptr [r13 + 64]
	pmuludq	mm0, mm1
	pmuludq	mm1, mm0
	pmuludq	mm7, mm7
	pmuludq	mm1, mm7
	pmuludq	mm0, qword ptr [rax]
	pmuludq	mm7, qword ptr [rsp + 4*r9 - 128]
	pmuludq	mm0, qword ptr [rip + foo]
	pmuludq	mm7, qword ptr [r13 + 64]
	pmaddwd	mm0, mm1
	pmaddwd	mm1, mm0
	pmaddwd	mm7, mm7
	pmaddwd	mm1, mm7
	pmaddwd	mm0, qword ptr [rax]
	pmaddwd	mm7, qword ptr [rsp + 4*r9 - 128]
	pmaddwd	mm0, qword ptr [rip + foo]
	pmaddwd	mm7, qword ptr [r13 + 64]
	pand	mm0, mm1
	pand	mm1, mm0
	pand	mm7, mm7
	pand	mm1, mm7
	pand	mm0, qword ptr [rax]
	pand	mm7, qword ptr [rsp + 4*r9 - 128]
	pand	mm0, qword ptr [rip + foo]
	pand	mm7, qword ptr [r13 + 64]
	pandn	mm0, mm1
	pandn	mm1, mm0
	pandn	mm7, mm7
	pandn	mm1, mm7
	pandn	mm0, qword ptr [rax]
	pandn	mm7, qword ptr [rsp + 4*r9 - 128]
	pandn	mm0, qword ptr [rip + foo]
	pandn	mm7, qword ptr [r13 + 64]
	por	mm0, mm1
	por	mm1, mm0
	por	mm7, mm7
	por	mm1, mm7
	por	mm0, qword ptr [rax]
	por	mm7, qword ptr [rsp + 4*r9 - 128]
	por	mm0, qword ptr [rip + foo]
	por	mm7, qword ptr [r13 + 64]
	pxor	mm0, mm1
	pxor	mm1, mm0
	pxor	mm7, mm7
	pxor	mm1, mm7
	pxor	mm0, qword ptr [rax]
	pxor	mm7, qword ptr [rsp + 4*r9 - 128]
	pxor	mm0, qword ptr [rip + foo]
	pxor	mm7, qword ptr [r13 + 64]
	pcmpeqb	mm0, mm1
	pcmpeqb	mm1, mm0
	pcmpeqb	mm7, mm7
	pcmpeqb	mm1, mm7
	pcmpeqb	mm0, qword ptr [rax]
	pcmpeqb	mm7, qword ptr [rsp + 4*r9 - 128]
	pcmpeqb	mm0, qword ptr [rip + foo]
	pcmpeqb	mm7, qword ptr [r13 + 64]
	pcmpeqw	mm0, mm1
	pcmpeqw	mm1, mm0
	pcmpeqw	mm7, mm7
	pcmpeqw	mm1, mm7
	pcmpeqw	mm0, qword ptr [rax]
	pcmpeqw	mm7, qword ptr [rsp + 4*r9 - 128]
	pcmpeqw	mm0, qword ptr [rip + foo]
	pcmpeqw	mm7, qword ptr [r13 + 64]
	pcmpeqd	mm0, mm1
	pcmpeqd	mm1, mm0
	pcmpeqd	mm7, mm7
	pcmpeqd	mm1, mm7
	pcmpeqd	mm0, qword ptr [rax]
	pcmpeqd	mm7, qword ptr [rsp + 4*r9 - 128]
	pcmpeqd	mm0, qword ptr [rip + foo]
	pcmpeqd	mm7, qword ptr [r13 + 64]
	pcmpgtb	mm0, mm1
	pcmpgtb	mm1, mm0
	pcmpgtb	mm7, mm7
	pcmpgtb	mm1, mm7
	pcmpgtb	mm0, qword ptr [rax]
	pcmpgtb	mm7, qword ptr [rsp + 4*r9 - 128]
	pcmpgtb	mm0, qword ptr [rip + foo]
	pcmpgtb	mm7, qword ptr [r13 + 64]
	pcmpgtw	mm0, mm1
	pcmpgtw	mm1, mm0
	pcmpgtw	mm7, mm7
	pcmpgtw	mm1, mm7
	pcmpgtw	mm0, qword ptr [rax]
	pcmpgtw	mm7, qword ptr [rsp + 4*r9 - 128]
	pcmpgtw	mm0, qword ptr [rip + foo]
	pcmpgtw	mm7, qword ptr [r13 + 64]
	pcmpgtd	mm0, mm1
	pcmpgtd	mm1, mm0
	pcmpgtd	mm7, mm7
	pcmpgtd	mm1, mm7
	pcmpgtd	mm0, qword ptr [rax]
	pcmpgtd	mm7, qword ptr [rsp + 4*r9 - 128]
	pcmpgtd	mm0, qword ptr [rip + foo]
	pcmpgtd	mm7, qword ptr [r13 + 64]
	packsswb	mm0, mm1
	packsswb	mm1, mm0
	packsswb	mm7, mm7
	packsswb	mm1, mm7
	packsswb	mm0, qword ptr [rax]
	packsswb	mm7, qword ptr [rsp + 4*r9 - 128]
	packsswb	mm0, qword ptr [rip + foo]
	packsswb	mm7, qword ptr [r13 + 64]
	packssdw	mm0, mm1
	packssdw	mm1, mm0
	packssdw	mm7, mm7
	packssdw	mm1, mm7
	packssdw	mm0, qword ptr [rax]
	packssdw	mm7, qword ptr [rsp + 4*r9 - 128]
	packssdw	mm0, qword ptr [rip + foo]
	packssdw	mm7, qword ptr [r13 + 64]
	packuswb	mm0, mm1
	packuswb	mm1, mm0
	packuswb	mm7, mm7
	packuswb	mm1, mm7
	packuswb	mm0, qword ptr [rax]
	packuswb	mm7, qword ptr [rsp + 4*r9 - 128]
	packuswb	mm0, qword ptr [rip + foo]
	packuswb	mm7, qword ptr [r13 + 64]
	pavgb	mm0, mm1
	pavgb	mm1, mm0
	pavgb	mm7, mm7
	pavgb	mm1, mm7
	pavgb	mm0, qword ptr [rax]
	pavgb	mm7, qword ptr [rsp + 4*r9 - 128]
	pavgb	mm0, qword ptr [rip + foo]
	pavgb	mm7, qword ptr [r13 + 64]
	pavgw	mm0, mm1
	pavgw	mm1, mm0
	pavgw	mm7, mm7
	pavgw	mm1, mm7
	pavgw	mm0, qword ptr [rax]
	pavgw	mm7, qword ptr [rsp + 4*r9 - 128]
	pavgw	mm0, qword ptr [rip + foo]
	pavgw	mm7, qword ptr [r13 + 64]
	pmaxsw	mm0, mm1
	pmaxsw	mm1, mm0
	pmaxsw	mm7, mm7
	pmaxsw	mm1, mm7
	pmaxsw	mm0, qword ptr [rax]
	pmaxsw	mm7, qword ptr [rsp + 4*r9 - 128]
	pmaxsw	mm0, qword ptr [rip + foo]
	pmaxsw	mm7, qword ptr [r13 + 64]
	pmaxub	mm0, mm1
	pmaxub	mm1, mm0
	pmaxub	mm7, mm7
	pmaxub	mm1, mm7
	pmaxub	mm0, qword ptr [rax]
	pmaxub	mm7, qword ptr [rsp + 4*r9 - 128]
	pmaxub	mm0, qword ptr [rip + foo]
	pmaxub	mm7, qword ptr [r13 + 64]
	pminsw	mm0, mm1
	pminsw	mm1, mm0
	pminsw	mm7, mm7
	pminsw	mm1, mm7
	pminsw	mm0, qword ptr [rax]
	pminsw	mm7, qword ptr [rsp + 4*r9 - 128]
	pminsw	mm0, qword ptr [rip + foo]
	pminsw	mm7, qword ptr [r13 + 64]
	pminub	mm0, mm1
	pminub	mm1, mm0
	pminub	mm7, mm7
	pminub	mm1, mm7
	pminub	mm0, qword ptr [rax]
	pminub	mm7, qword ptr [rsp + 4*r9 - 128]
	pminub	mm0, qword ptr [rip + foo]
	pminub	mm7, qword ptr [r13 + 64]
	psadbw	mm0, mm1
	psadbw	mm1, mm0
	psadbw	mm7, mm7
	psadbw	mm1, mm7
	psadbw	mm0, qword ptr [rax]
	psadbw	mm7, qword ptr [rsp + 4*r9 - 128]
	psadbw	mm0, qword ptr [rip + foo]
	psadbw	mm7, qword ptr [r13 + 64]
	punpcklbw	mm0, mm1
	punpcklbw	mm1, mm0
	punpcklbw	mm7, mm7
	punpcklbw	mm1, mm7
	punpcklbw	mm0, dword ptr [rax]
	punpcklbw	mm7, dword ptr [rsp + 4*r9 - 128]
	punpcklbw	mm0, dword ptr [rip + foo]
	punpcklbw	mm7, dword ptr [r13 + 64]
	punpcklwd	mm0, mm1
	punpcklwd	mm1, mm0
	punpcklwd	mm7, mm7
	punpcklwd	mm1, mm7
	punpcklwd	mm0, dword ptr [rax]
	punpcklwd	mm7, dword ptr [rsp + 4*r9 - 128]
	punpcklwd	mm0, dword ptr [rip + foo]
	punpcklwd	mm7, dword ptr [r13 + 64]
	punpckldq	mm0, mm1
	punpckldq	mm1, mm0
	punpckldq	mm7, mm7
	punpckldq	mm1, mm7
	punpckldq	mm0, dword ptr [rax]
	punpckldq	mm7, dword ptr [rsp + 4*r9 - 128]
	punpckldq	mm0, dword ptr [rip + foo]
	punpckldq	mm7, dword ptr [r13 + 64]
	punpckhbw	mm0, mm1
	punpckhbw	mm1, mm0
	punpckhbw	mm7, mm7
	punpckhbw	mm1, mm7
	punpckhbw	mm0, qword ptr [rax]
	punpckhbw	mm7, qword ptr [rsp + 4*r9 - 128]
	punpckhbw	mm0, qword ptr [rip + foo]
	punpckhbw	mm7, qword ptr [r13 + 64]
	punpckhwd	mm0, mm1
	punpckhwd	mm1, mm0
	punpckhwd	mm7, mm7
	punpckhwd	mm1, mm7
	punpckhwd	mm0, qword ptr [rax]
	punpckhwd	mm7, qword ptr [rsp + 4*r9 - 128]
	punpckhwd	mm0, qword ptr [rip + foo]
	punpckhwd	mm7, qword ptr [r13 + 64]
	punpckhdq	mm0, mm1
	punpckhdq	mm1, mm0
	punpckhdq	mm7, mm7
	punpckhdq	mm1, mm7
	punpckhdq	mm0, qword ptr [rax]
	punpckhdq	mm7, qword ptr [rsp + 4*r9 - 128]
	punpckhdq	mm0, qword ptr [rip + foo]
	punpckhdq	mm7, qword ptr [r13 + 64]
	pshufb	mm0, mm1
	pshufb	mm1, mm0
	pshufb	mm7, mm7
	pshufb	mm1, mm7
	pshufb	mm0, qword ptr [rax]
	pshufb	mm7, qword ptr [rsp + 4*r9 - 128]
	pshufb	mm0, qword ptr [rip + foo]
	pshufb	mm7, qword ptr [r13 + 64]
	phaddw	mm0, mm1
	phaddw	mm1, mm0
	phaddw	mm7, mm7
	phaddw	mm1, mm7
	phaddw	mm0, qword ptr [rax]
	phaddw	mm7, qword ptr [rsp + 4*r9 - 128]
	phaddw	mm0, qword ptr [rip + foo]
	phaddw	mm7, qword ptr [r13 + 64]
	phaddd	mm0, mm1
	phaddd	mm1, mm0
	phaddd	mm7, mm7
	phaddd	mm1, mm7
	phaddd	mm0, qword ptr [rax]
	phaddd	mm7, qword ptr [rsp + 4*r9 - 128]
	phaddd	mm0, qword ptr [rip + foo]
	phaddd	mm7, qword ptr [r13 + 64]
	phaddsw	mm0, mm1
	phaddsw	mm1, mm0
	phaddsw	mm7, mm7
	phaddsw	mm1, mm7
	phaddsw	mm0, qword ptr [rax]
	phaddsw	mm7, qword ptr [rsp + 4*r9 - 128]
	phaddsw	mm0, qword ptr [rip + foo]
	phaddsw	mm7, qword ptr [r13 + 64]
	pmaddubsw	mm0, mm1
	pmaddubsw	mm1, mm0
	pmaddubsw	mm7, mm7
	pmaddubsw	mm1, mm7
	pmaddubsw	mm0, qword ptr [rax]
	pmaddubsw	mm7, qword ptr [rsp + 4*r9 - 128]
	pmaddubsw	mm0, qword ptr [rip + foo]
	pmaddubsw	mm7, qword ptr [r13 + 64]
	phsubw	mm0, mm1
	phsubw	mm1, mm0
	phsubw	mm7, mm7
	phsubw	mm1, mm7
	phsubw	mm0, qword ptr [rax]
	phsubw	mm7, qword ptr [rsp + 4*r9 - 128]
	phsubw	mm0, qword ptr [rip + foo]
	phsubw	mm7, qword ptr [r13 + 64]
	phsubd	mm0, mm1
	phsubd	mm1, mm0
	phsubd	mm7, mm7
	phsubd	mm1, mm7
	phsubd	mm0, qword ptr [rax]
	phsubd	mm7, qword ptr [rsp + 4*r9 - 128]
	phsubd	mm0, qword ptr [rip + foo]
	phsubd	mm7, qword ptr [r13 + 64]
	phsubsw	mm0, mm1
	phsubsw	mm1, mm0
	phsubsw	mm7, mm7
	phsubsw	mm1, mm7
	phsubsw	mm0, qword ptr [rax]
	phsubsw	mm7, qword ptr [rsp + 4*r9 - 128]
	phsubsw	mm0, qword ptr [rip + foo]
	phsubsw	mm7, qword ptr [r13 + 64]
	psignb	mm0, mm1
	psignb	mm1, mm0
	psignb	mm7, mm7
	psignb	mm1, mm7
	psignb	mm0, qword ptr [rax]
	psignb	mm7, qword ptr [rsp + 4*r9 - 128]
	psignb	mm0, qword ptr [rip + foo]
	psignb	mm7, qword ptr [r13 + 64]
	psignw	mm0, mm1
	psignw	mm1, mm0
	psignw	mm7, mm7
	psignw	mm1, mm7
	psignw	mm0, qword ptr [rax]
	psignw	mm7, qword ptr [rsp + 4*r9 - 128]
	psignw	mm0, qword ptr [rip + foo]
	psignw	mm7, qword ptr [r13 + 64]
	psignd	mm0, mm1
	psignd	mm1, mm0
	psignd	mm7, mm7
	psignd	mm1, mm7
	psignd	mm0, qword ptr [rax]
	psignd	mm7, qword ptr [rsp + 4*r9 - 128]
	psignd	mm0, qword ptr [rip + foo]
	psignd	mm7, qword ptr [r13 + 64]
	pmulhrsw	mm0, mm1
	pmulhrsw	mm1, mm0
	pmulhrsw	mm7, mm7
	pmulhrsw	mm1, mm7
	pmulhrsw	mm0, qword ptr [rax]
	pmulhrsw	mm7, qword ptr [rsp + 4*r9 - 128]
	pmulhrsw	mm0, qword ptr [rip + foo]
	pmulhrsw	mm7, qword ptr [r13 + 64]
	pabsb	mm0, mm1
	pabsb	mm1, mm0
	pabsb	mm7, mm7
	pabsb	mm1, mm7
	pabsb	mm0, qword ptr [rax]
	pabsb	mm7, qword ptr [rsp + 4*r9 - 128]
	pabsb	mm0, qword ptr [rip + foo]
	pabsb	mm7, qword ptr [r13 + 64]
	pabsw	mm0, mm1
	pabsw	mm1, mm0
	pabsw	mm7, mm7
	pabsw	mm1, mm7
	pabsw	mm0, qword ptr [rax]
	pabsw	mm7, qword ptr [rsp + 4*r9 - 128]
	pabsw	mm0, qword ptr [rip + foo]
	pabsw	mm7, qword ptr [r13 + 64]
	pabsd	mm0, mm1
	pabsd	mm1, mm0
	pabsd	mm7, mm7
	pabsd	mm1, mm7
	pabsd	mm0, qword ptr [rax]
	pabsd	mm7, qword ptr [rsp + 4*r9 - 128]
	pabsd	mm0, qword ptr [rip + foo]
	pabsd	mm7, qword ptr [r13 + 64]
	palignr	mm0, mm1, 0
	palignr	mm1, mm0, 255
	palignr	mm0, mm1, 27
	palignr	mm7, mm7, 128
	palignr	mm1, mm7, 0
	palignr	mm0, qword ptr [rax], 0
	palignr	mm7, qword ptr [rsp + 4*r9 - 128], 255
	palignr	mm0, qword ptr [rip + foo], 27
	palignr	mm7, qword ptr [r13 + 64], 128
	psrlw	mm0, mm1
	psrlw	mm1, mm0
	psrlw	mm7, mm7
	psrlw	mm1, mm7
	psrlw	mm0, qword ptr [rax]
	psrlw	mm7, qword ptr [rsp + 4*r9 - 128]
	psrlw	mm0, qword ptr [rip + foo]
	psrlw	mm7, qword ptr [r13 + 64]
	psrlw	mm0, 0
	psrlw	mm7, 255
	psrlw	mm0, 27
	psrlw	mm7, 128
	psrld	mm0, mm1
	psrld	mm1, mm0
	psrld	mm7, mm7
	psrld	mm1, mm7
	psrld	mm0, qword ptr [rax]
	psrld	mm7, qword ptr [rsp + 4*r9 - 128]
	psrld	mm0, qword ptr [rip + foo]
	psrld	mm7, qword ptr [r13 + 64]
	psrld	mm0, 0
	psrld	mm7, 255
	psrld	mm0, 27
	psrld	mm7, 128
	psrlq	mm0, mm1
	psrlq	mm1, mm0
	psrlq	mm7, mm7
	psrlq	mm1, mm7
	psrlq	mm0, qword ptr [rax]
	psrlq	mm7, qword ptr [rsp + 4*r9 - 128]
	psrlq	mm0, qword ptr [rip + foo]
	psrlq	mm7, qword ptr [r13 + 64]
	psrlq	mm0, 0
	psrlq	mm7, 255
	psrlq	mm0, 27
	psrlq	mm7, 128
	psraw	mm0, mm1
	psraw	mm1, mm0
	psraw	mm7, mm7
	psraw	mm1, mm7
	psraw	mm0, qword ptr [rax]
	psraw	mm7, qword ptr [rsp + 4*r9 - 128]
	psraw	mm0, qword ptr [rip + foo]
	psraw	mm7, qword ptr [r13 + 64]
	psraw	mm0, 0
	psraw	mm7, 255
	psraw	mm0, 27
	psraw	mm7, 128
	psrad	mm0, mm1
	psrad	mm1, mm0
	psrad	mm7, mm7
	psrad	mm1, mm7
	psrad	mm0, qword ptr [rax]
	psrad	mm7, qword ptr [rsp + 4*r9 - 128]
	psrad	mm0, qword ptr [rip + foo]
	psrad	mm7, qword ptr [r13 + 64]
	psrad	mm0, 0
	psrad	mm7, 255
	psrad	mm0, 27
	psrad	mm7, 128
	psllw	mm0, mm1
	psllw	mm1, mm0
	psllw	mm7, mm7
	psllw	mm1, mm7
	psllw	mm0, qword ptr [rax]
	psllw	mm7, qword ptr [rsp + 4*r9 - 128]
	psllw	mm0, qword ptr [rip + foo]
	psllw	mm7, qword ptr [r13 + 64]
	psllw	mm0, 0
	psllw	mm7, 255
	psllw	mm0, 27
	psllw	mm7, 128
	pslld	mm0, mm1
	pslld	mm1, mm0
	pslld	mm7, mm7
	pslld	mm1, mm7
	pslld	mm0, qword ptr [rax]
	pslld	mm7, qword ptr [rsp + 4*r9 - 128]
	pslld	mm0, qword ptr [rip + foo]
	pslld	mm7, qword ptr [r13 + 64]
	pslld	mm0, 0
	pslld	mm7, 255
	pslld	mm0, 27
	pslld	mm7, 128
	psllq	mm0, mm1
	psllq	mm1, mm0
	psllq	mm7, mm7
	psllq	mm1, mm7
	psllq	mm0, qword ptr [rax]
	psllq	mm7, qword ptr [rsp + 4*r9 - 128]
	psllq	mm0, qword ptr [rip + foo]
	psllq	mm7, qword ptr [r13 + 64]
	psllq	mm0, 0
	psllq	mm7, 255
	psllq	mm0, 27
	psllq	mm7, 128
	pshufw	mm0, mm1, 0
	pshufw	mm1, mm0, 255
	pshufw	mm0, mm1, 27
	pshufw	mm7, mm7, 128
	pshufw	mm1, mm7, 0
	pshufw	mm0, qword ptr [rax], 0
	pshufw	mm7, qword ptr [rsp + 4*r9 - 128], 255
	pshufw	mm0, qword ptr [rip + foo], 27
	pshufw	mm7, qword ptr [r13 + 64], 128
	pmovmskb	eax, mm1
	pmovmskb	ecx, mm0
	pmovmskb	r8d, mm1
	pmovmskb	r15d, mm7
	pmovmskb	r9d, mm7
	pmovmskb	eax, mm1
	pmovmskb	ecx, mm0
	pmovmskb	r8d, mm1
	pmovmskb	r15d, mm7
	pmovmskb	r9d, mm7
	pextrw	eax, mm1, 0
	pextrw	ecx, mm0, 255
	pextrw	r8d, mm1, 27
	pextrw	r15d, mm7, 128
	pextrw	r9d, mm7, 0
	pinsrw	mm0, ecx, 0
	pinsrw	mm1, r8d, 255
	pinsrw	mm0, ecx, 27
	pinsrw	mm7, r15d, 128
	pinsrw	mm1, edi, 0
	pinsrw	mm0, word ptr [rax], 0
	pinsrw	mm7, word ptr [rsp + 4*r9 - 128], 255
	pinsrw	mm0, word ptr [rip + foo], 27
	pinsrw	mm7, word ptr [r13 + 64], 128
	movd	mm0, ecx
	movd	mm1, r8d
	movd	mm7, r15d
	movd	mm1, edi
	movd	eax, mm1
	movd	ecx, mm0
	movd	r8d, mm1
	movd	r15d, mm7
	movd	r9d, mm7
	movd	mm0, dword ptr [rax]
	movd	mm7, dword ptr [rsp + 4*r9 - 128]
	movd	mm0, dword ptr [rip + foo]
	movd	mm7, dword ptr [r13 + 64]
	movd	dword ptr [rax], mm0
	movd	dword ptr [rsp + 4*r9 - 128], mm7
	movd	dword ptr [rip + foo], mm0
	movd	dword ptr [r13 + 64], mm7
	movq	mm0, rcx
	movq	mm1, r8
	movq	mm7, r15
	movq	mm1, rdi
	movq	rax, mm1
	movq	rcx, mm0
	movq	r8, mm1
	movq	r15, mm7
	movq	r9, mm7
	movq	mm0, qword ptr [rax]
	movq	mm7, qword ptr [rsp + 4*r9 - 128]
	movq	mm0, qword ptr [rip + foo]
	movq	mm7, qword ptr [r13 + 64]
	movq	qword ptr [rax], mm0
	movq	qword ptr [rsp + 4*r9 - 128], mm7
	movq	qword ptr [rip + foo], mm0
	movq	qword ptr [r13 + 64], mm7
	movq	mm0, mm1
	movq	mm1, mm0
	movq	mm7, mm7
	movq	mm1, mm7
	movq	mm0, mm1
	movq	mm1, mm0
	movq	mm7, mm7
	movq	mm1, mm7
	movdq2q	mm0, xmm1
	movdq2q	mm1, xmm8
	movdq2q	mm7, xmm15
	movdq2q	mm1, xmm7
	movq2dq	xmm0, mm1
	movq2dq	xmm1, mm0
	movq2dq	xmm8, mm1
	movq2dq	xmm15, mm7
	movq2dq	xmm9, mm7
	movntq	qword ptr [rax], mm0
	movntq	qword ptr [rsp + 4*r9 - 128], mm7
	movntq	qword ptr [rip + foo], mm0
	movntq	qword ptr [r13 + 64], mm7
	maskmovq	mm0, mm1
	maskmovq	mm1, mm0
	maskmovq	mm7, mm7
	maskmovq	mm1, mm7
	emms
	cvtpi2ps	xmm0, mm1
	cvtpi2ps	xmm1, mm0
	cvtpi2ps	xmm8, mm1
	cvtpi2ps	xmm15, mm7
	cvtpi2ps	xmm9, mm7
	cvtpi2ps	xmm0, qword ptr [rax]
	cvtpi2ps	xmm7, qword ptr [rsp + 4*r9 - 128]
	cvtpi2ps	xmm8, qword ptr [rip + foo]
	cvtpi2ps	xmm15, qword ptr [r13 + 64]
	cvtpi2pd	xmm0, mm1
	cvtpi2pd	xmm1, mm0
	cvtpi2pd	xmm8, mm1
	cvtpi2pd	xmm15, mm7
	cvtpi2pd	xmm9, mm7
	cvtpi2pd	xmm0, qword ptr [rax]
	cvtpi2pd	xmm7, qword ptr [rsp + 4*r9 - 128]
	cvtpi2pd	xmm8, qword ptr [rip + foo]
	cvtpi2pd	xmm15, qword ptr [r13 + 64]
	cvtps2pi	mm0, xmm1
	cvtps2pi	mm1, xmm8
	cvtps2pi	mm7, xmm15
	cvtps2pi	mm1, xmm7
	cvtps2pi	mm0, qword ptr [rax]
	cvtps2pi	mm7, qword ptr [rsp + 4*r9 - 128]
	cvtps2pi	mm0, qword ptr [rip + foo]
	cvtps2pi	mm7, qword ptr [r13 + 64]
	cvttps2pi	mm0, xmm1
	cvttps2pi	mm1, xmm8
	cvttps2pi	mm7, xmm15
	cvttps2pi	mm1, xmm7
	cvttps2pi	mm0, qword ptr [rax]
	cvttps2pi	mm7, qword ptr [rsp + 4*r9 - 128]
	cvttps2pi	mm0, qword ptr [rip + foo]
	cvttps2pi	mm7, qword ptr [r13 + 64]
	cvtpd2pi	mm0, xmm1
	cvtpd2pi	mm1, xmm8
	cvtpd2pi	mm7, xmm15
	cvtpd2pi	mm1, xmm7
	cvtpd2pi	mm0, xmmword ptr [rax]
	cvtpd2pi	mm7, xmmword ptr [rsp + 4*r9 - 128]
	cvtpd2pi	mm0, xmmword ptr [rip + foo]
	cvtpd2pi	mm7, xmmword ptr [r13 + 64]
	cvttpd2pi	mm0, xmm1
	cvttpd2pi	mm1, xmm8
	cvttpd2pi	mm7, xmm15
	cvttpd2pi	mm1, xmm7
	cvttpd2pi	mm0, xmmword ptr [rax]
	cvttpd2pi	mm7, xmmword ptr [rsp + 4*r9 - 128]
	cvttpd2pi	mm0, xmmword ptr [rip + foo]
	cvttpd2pi	mm7, xmmword ptr [r13 + 64]
	pavgusb	mm0, mm1
	pavgusb	mm1, mm0
	pavgusb	mm7, mm7
	pavgusb	mm1, mm7
	pavgusb	mm0, qword ptr [rax]
	pavgusb	mm7, qword ptr [rsp + 4*r9 - 128]
	pavgusb	mm0, qword ptr [rip + foo]
	pavgusb	mm7, qword ptr [r13 + 64]
	pfacc	mm0, mm1
	pfacc	mm1, mm0
	pfacc	mm7, mm7
	pfacc	mm1, mm7
	pfacc	mm0, qword ptr [rax]
	pfacc	mm7, qword ptr [rsp + 4*r9 - 128]
	pfacc	mm0, qword ptr [rip + foo]
	pfacc	mm7, qword ptr [r13 + 64]
	pfadd	mm0, mm1
	pfadd	mm1, mm0
	pfadd	mm7, mm7
	pfadd	mm1, mm7
	pfadd	mm0, qword ptr [rax]
	pfadd	mm7, qword ptr [rsp + 4*r9 - 128]
	pfadd	mm0, qword ptr [rip + foo]
	pfadd	mm7, qword ptr [r13 + 64]
	pfcmpeq	mm0, mm1
	pfcmpeq	mm1, mm0
	pfcmpeq	mm7, mm7
	pfcmpeq	mm1, mm7
	pfcmpeq	mm0, qword ptr [rax]
	pfcmpeq	mm7, qword ptr [rsp + 4*r9 - 128]
	pfcmpeq	mm0, qword ptr [rip + foo]
	pfcmpeq	mm7, qword ptr [r13 + 64]
	pfcmpge	mm0, mm1
	pfcmpge	mm1, mm0
	pfcmpge	mm7, mm7
	pfcmpge	mm1, mm7
	pfcmpge	mm0, qword ptr [rax]
	pfcmpge	mm7, qword ptr [rsp + 4*r9 - 128]
	pfcmpge	mm0, qword ptr [rip + foo]
	pfcmpge	mm7, qword ptr [r13 + 64]
	pfcmpgt	mm0, mm1
	pfcmpgt	mm1, mm0
	pfcmpgt	mm7, mm7
	pfcmpgt	mm1, mm7
	pfcmpgt	mm0, qword ptr [rax]
	pfcmpgt	mm7, qword ptr [rsp + 4*r9 - 128]
	pfcmpgt	mm0, qword ptr [rip + foo]
	pfcmpgt	mm7, qword ptr [r13 + 64]
	pfmax	mm0, mm1
	pfmax	mm1, mm0
	pfmax	mm7, mm7
	pfmax	mm1, mm7
	pfmax	mm0, qword ptr [rax]
	pfmax	mm7, qword ptr [rsp + 4*r9 - 128]
	pfmax	mm0, qword ptr [rip + foo]
	pfmax	mm7, qword ptr [r13 + 64]
	pfmin	mm0, mm1
	pfmin	mm1, mm0
	pfmin	mm7, mm7
	pfmin	mm1, mm7
	pfmin	mm0, qword ptr [rax]
	pfmin	mm7, qword ptr [rsp + 4*r9 - 128]
	pfmin	mm0, qword ptr [rip + foo]
	pfmin	mm7, qword ptr [r13 + 64]
	pfmul	mm0, mm1
	pfmul	mm1, mm0
	pfmul	mm7, mm7
	pfmul	mm1, mm7
	pfmul	mm0, qword ptr [rax]
	pfmul	mm7, qword ptr [rsp + 4*r9 - 128]
	pfmul	mm0, qword ptr [rip + foo]
	pfmul	mm7, qword ptr [r13 + 64]
	pfnacc	mm0, mm1
	pfnacc	mm1, mm0
	pfnacc	mm7, mm7
	pfnacc	mm1, mm7
	pfnacc	mm0, qword ptr [rax]
	pfnacc	mm7, qword ptr [rsp + 4*r9 - 128]
	pfnacc	mm0, qword ptr [rip + foo]
	pfnacc	mm7, qword ptr [r13 + 64]
	pfpnacc	mm0, mm1
	pfpnacc	mm1, mm0
	pfpnacc	mm7, mm7
	pfpnacc	mm1, mm7
	pfpnacc	mm0, qword ptr [rax]
	pfpnacc	mm7, qword ptr [rsp + 4*r9 - 128]
	pfpnacc	mm0, qword ptr [rip + foo]
	pfpnacc	mm7, qword ptr [r13 + 64]
	pfrcpit1	mm0, mm1
	pfrcpit1	mm1, mm0
	pfrcpit1	mm7, mm7
	pfrcpit1	mm1, mm7
	pfrcpit1	mm0, qword ptr [rax]
	pfrcpit1	mm7, qword ptr [rsp + 4*r9 - 128]
	pfrcpit1	mm0, qword ptr [rip + foo]
	pfrcpit1	mm7, qword ptr [r13 + 64]
	pfrcpit2	mm0, mm1
	pfrcpit2	mm1, mm0
	pfrcpit2	mm7, mm7
	pfrcpit2	mm1, mm7
	pfrcpit2	mm0, qword ptr [rax]
	pfrcpit2	mm7, qword ptr [rsp + 4*r9 - 128]
	pfrcpit2	mm0, qword ptr [rip + foo]
	pfrcpit2	mm7, qword ptr [r13 + 64]
	pfrsqit1	mm0, mm1
	pfrsqit1	mm1, mm0
	pfrsqit1	mm7, mm7
	pfrsqit1	mm1, mm7
	pfrsqit1	mm0, qword ptr [rax]
	pfrsqit1	mm7, qword ptr [rsp + 4*r9 - 128]
	pfrsqit1	mm0, qword ptr [rip + foo]
	pfrsqit1	mm7, qword ptr [r13 + 64]
	pfsub	mm0, mm1
	pfsub	mm1, mm0
	pfsub	mm7, mm7
	pfsub	mm1, mm7
	pfsub	mm0, qword ptr [rax]
	pfsub	mm7, qword ptr [rsp + 4*r9 - 128]
	pfsub	mm0, qword ptr [rip + foo]
	pfsub	mm7, qword ptr [r13 + 64]
	pfsubr	mm0, mm1
	pfsubr	mm1, mm0
	pfsubr	mm7, mm7
	pfsubr	mm1, mm7
	pfsubr	mm0, qword ptr [rax]
	pfsubr	mm7, qword ptr [rsp + 4*r9 - 128]
	pfsubr	mm0, qword ptr [rip + foo]
	pfsubr	mm7, qword ptr [r13 + 64]
	pmulhrw	mm0, mm1
	pmulhrw	mm1, mm0
	pmulhrw	mm7, mm7
	pmulhrw	mm1, mm7
	pmulhrw	mm0, qword ptr [rax]
	pmulhrw	mm7, qword ptr [rsp + 4*r9 - 128]
	pmulhrw	mm0, qword ptr [rip + foo]
	pmulhrw	mm7, qword ptr [r13 + 64]
	pf2id	mm0, mm1
	pf2id	mm1, mm0
	pf2id	mm7, mm7
	pf2id	mm1, mm7
	pf2id	mm0, qword ptr [rax]
	pf2id	mm7, qword ptr [rsp + 4*r9 - 128]
	pf2id	mm0, qword ptr [rip + foo]
	pf2id	mm7, qword ptr [r13 + 64]
	pf2iw	mm0, mm1
	pf2iw	mm1, mm0
	pf2iw	mm7, mm7
	pf2iw	mm1, mm7
	pf2iw	mm0, qword ptr [rax]
	pf2iw	mm7, qword ptr [rsp + 4*r9 - 128]
	pf2iw	mm0, qword ptr [rip + foo]
	pf2iw	mm7, qword ptr [r13 + 64]
	pfrcp	mm0, mm1
	pfrcp	mm1, mm0
	pfrcp	mm7, mm7
	pfrcp	mm1, mm7
	pfrcp	mm0, qword ptr [rax]
	pfrcp	mm7, qword ptr [rsp + 4*r9 - 128]
	pfrcp	mm0, qword ptr [rip + foo]
	pfrcp	mm7, qword ptr [r13 + 64]
	pfrsqrt	mm0, mm1
	pfrsqrt	mm1, mm0
	pfrsqrt	mm7, mm7
	pfrsqrt	mm1, mm7
	pfrsqrt	mm0, qword ptr [rax]
	pfrsqrt	mm7, qword ptr [rsp + 4*r9 - 128]
	pfrsqrt	mm0, qword ptr [rip + foo]
	pfrsqrt	mm7, qword ptr [r13 + 64]
	pi2fd	mm0, mm1
	pi2fd	mm1, mm0
	pi2fd	mm7, mm7
	pi2fd	mm1, mm7
	pi2fd	mm0, qword ptr [rax]
	pi2fd	mm7, qword ptr [rsp + 4*r9 - 128]
	pi2fd	mm0, qword ptr [rip + foo]
	pi2fd	mm7, qword ptr [r13 + 64]
	pi2fw	mm0, mm1
	pi2fw	mm1, mm0
	pi2fw	mm7, mm7
	pi2fw	mm1, mm7
	pi2fw	mm0, qword ptr [rax]
	pi2fw	mm7, qword ptr [rsp + 4*r9 - 128]
	pi2fw	mm0, qword ptr [rip + foo]
	pi2fw	mm7, qword ptr [r13 + 64]
	pswapd	mm0, mm1
	pswapd	mm1, mm0
	pswapd	mm7, mm7
	pswapd	mm1, mm7
	pswapd	mm0, qword ptr [rax]
	pswapd	mm7, qword ptr [rsp + 4*r9 - 128]
	pswapd	mm0, qword ptr [rip + foo]
	pswapd	mm7, qword ptr [r13 + 64]
	femms
