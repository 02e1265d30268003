// Data directives naming symbols (ABS32 and ABS64 relocations with
// addends), data between instructions, several data sections, and fill.
	.text
	.globl	code
code:
	mov	x0, #1
	.word	0x12345678
	.hword	0x1234, 0x5678
	add	x0, x0, #2
	.byte	1, 2, 3
	.p2align 2
	ret
	.word	code
	.zero	8
	nop

	.data
	.globl	pointers
pointers:
	.xword	code, code+4, local_data, local_data-8, undefined_object, undefined_object+1024
	.word	code, local_data+2, undefined_object-2
	.dword	.Lhidden
	.8byte	pointers
	.4byte	-1
	.2byte	7
local_data:
	.quad	0x1122334455667788
	.long	1
	.short	2
	.int	3
	.value	4
.Lhidden:
	.byte	255

	.section .rodata,"a",@progbits
	.p2align 4
message:
	.byte	104, 105, 0
	.p2align 3, 0xee
	.xword	message

	.bss
	.p2align 4
buffer:
	.zero	64
	.space	16
