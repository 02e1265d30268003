// RELA: each relocation carries its addend, and the relocated field or
// data word holds zero. Local labels relocate against their section.
	b	ext+8
	adrp	x0, .Lhere+16
.Lhere:
	ldr	x1, ext-4
	.hword	ext+2, .Lhere
	.data
	.xword	.Lhere+4, ext+1
	.word	.Lhere-4, ext-1
