# Section flags and types from names and from .section arguments, alignment
# padding in code (BPF nop words) and in data, .zero/.space/.skip.
	r0 = 1
	.p2align 4
	exit
	.section .rodata.x,"a"
	.byte 1
	.p2align 2
	.byte 2
	.p2align 3, 0xff
	.byte 3
	.section .text.y
	.p2align 3
	exit
	.section .bss.x
	.section .tbss
	.section .data.rel.ro
	.section .foo,"a"
	.section .text.q,"a"
	.section .bar,"awx",@nobits
	.section .note.x
	.bss
	.zero 16
	.space 8
	.rodata
	.byte 9
	.section .data.z,"",@progbits
	.long 5
	.zero 3
	.space 2, 0xab
	.skip 1 + 1, 7
	.section .foo
	.short 4
	.text
	exit
