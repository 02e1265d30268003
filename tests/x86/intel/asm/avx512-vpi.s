	.intel_syntax noprefix
	.text
	vpinsrb	xmm0, xmm16, byte ptr [rax], 0
	vpinsrb	xmm1, xmm17, byte ptr [rcx - 128], 1
	vpinsrb	xmm2, xmm18, byte ptr [rdx - 129], 127
	vpinsrb	xmm3, xmm19, eax, 255
	vpinsrd	xmm4, xmm20, dword ptr [rbx + rax + 64], 3
	vpinsrd	xmm5, xmm21, dword ptr [rsp + 508], 128
	vpinsrd	xmm6, xmm22, dword ptr [rbp + 512], 64
	vpinsrd	xmm7, xmm23, eax, 17
	vpinsrq	xmm8, xmm24, qword ptr [rsi - 64], 0
	vpinsrq	xmm9, xmm25, qword ptr [rdi - 1024], 1
	vpinsrq	xmm10, xmm26, qword ptr [r8 - 1032], 127
	vpinsrq	xmm11, xmm27, rax, 255
	vpinsrw	xmm12, xmm28, word ptr [r9 + 1], 3
	vpinsrw	xmm13, xmm29, word ptr [r10 + 254], 128
	vpinsrw	xmm14, xmm30, word ptr [r11 + 256], 64
	vpinsrw	xmm15, xmm31, ecx, 17
