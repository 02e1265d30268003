	.intel_syntax noprefix
	.text
	kaddb	k2, k1, k0
	kaddd	k5, k4, k3
	kaddq	k0, k7, k6
	kaddw	k3, k2, k1
	kandb	k6, k5, k4
	kandd	k1, k0, k7
	kandnb	k4, k3, k2
	kandnd	k7, k6, k5
	kandnq	k2, k1, k0
	kandnw	k5, k4, k3
	kandq	k0, k7, k6
	kandw	k3, k2, k1
	kmovb	k5, k4
	kmovb	byte ptr [rax], k6
	kmovb	byte ptr [rcx - 128], k7
	kmovb	byte ptr [rdx - 129], k0
	kmovb	eax, k1
	kmovb	k2, byte ptr [rbx + rax + 64]
	kmovb	k3, byte ptr [rsp + 127]
	kmovb	k4, byte ptr [rbp + 128]
	kmovb	k5, ecx
	kmovd	k7, k6
	kmovd	dword ptr [rsi - 64], k0
	kmovd	dword ptr [rdi - 512], k1
	kmovd	dword ptr [r8 - 516], k2
	kmovd	edx, k3
	kmovd	k4, dword ptr [r9 + 1]
	kmovd	k5, dword ptr [r10 + 508]
	kmovd	k6, dword ptr [r11 + 512]
	kmovd	k7, ebx
	kmovq	k1, k0
	kmovq	qword ptr [r12 + 2*rcx - 1], k2
	kmovq	qword ptr [r13 - 1024], k3
	kmovq	qword ptr [r14 - 1032], k4
	kmovq	rax, k5
	kmovq	k6, qword ptr [r15 + 127]
	kmovq	k7, qword ptr [rip + 1016]
	kmovq	k0, qword ptr [rax + 1024]
	kmovq	k1, rcx
	kmovw	k3, k2
	kmovw	word ptr [rcx + 128], k4
	kmovw	word ptr [rdx - 256], k5
	kmovw	word ptr [rbx - 258], k6
	kmovw	esi, k7
	kmovw	k0, word ptr [rsp + 4*rdx - 128]
	kmovw	k1, word ptr [rbp + 254]
	kmovw	k2, word ptr [rsi + 256]
	kmovw	k3, edi
	knotb	k5, k4
	knotd	k7, k6
	knotq	k1, k0
	knotw	k3, k2
	korb	k6, k5, k4
	kord	k1, k0, k7
	korq	k4, k3, k2
	kortestb	k6, k5
	kortestd	k0, k7
	kortestq	k2, k1
	kortestw	k4, k3
	korw	k7, k6, k5
	kshiftlb	k1, k0, 0
	kshiftld	k3, k2, 1
	kshiftlq	k5, k4, 127
	kshiftlw	k7, k6, 255
	kshiftrb	k1, k0, 3
	kshiftrd	k3, k2, 128
	kshiftrq	k5, k4, 64
	kshiftrw	k7, k6, 17
	ktestb	k1, k0
	ktestd	k3, k2
	ktestq	k5, k4
	ktestw	k7, k6
	kunpckbw	k2, k1, k0
	kunpckdq	k5, k4, k3
	kunpckwd	k0, k7, k6
	kxnorb	k3, k2, k1
	kxnord	k6, k5, k4
	kxnorq	k1, k0, k7
	kxnorw	k4, k3, k2
	kxorb	k7, k6, k5
	kxord	k2, k1, k0
	kxorq	k5, k4, k3
	kxorw	k0, k7, k6
