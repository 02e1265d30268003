// Symbols the object leaves to the linker: calls and 64-bit loads of
// externals, globals and labels in other sections; data words naming symbols.
	.text
	.globl	prog
prog:
	r1 = map_fd ll
	r2 = prog ll
	r3 = table + 16 ll
	r4 = .Lstr ll
	call bpf_helper
	call 12
	call prog
	call other_fn
	call local_fn
	r0 = 0
	exit
local_fn:
	exit

	.section .text.other,"ax",@progbits
	.globl other_fn
other_fn:
	call local_fn
	call prog
	exit

	.data
	.p2align 3
table:
	.quad prog
	.quad table
	.quad extern_data
	.long local_fn
	.long 0x12345678
	.quad -1
	.short 7
	.byte 1, 2, 3

	.section .rodata.str1.1,"aMS",@progbits,1
.Lstr:
	.byte 104, 105, 0

	.section .maps,"aw"
	.globl map_fd
map_fd:
	.long 1, 2, 3, 4
