// Floats and doubles (decimal, hexadecimal, infinities and NaNs), LEB128
// numbers, .hword and .word, and sections switched by .pushsection, .popsection and
// .previous, and constants that .set, .equ and = give symbols (folded
// where they are read, absolute symbols in the object).
	.set	SIZE, 16
	.equ	COUNT, SIZE * 4 + 1
MASK = 0xff
	.globl	EXPORTED
	.set	EXPORTED, 0x1234
	.text
f:
	add	x0, x1, #SIZE
	ldr	x2, [x3, #MASK + 1]
	.pushsection .rodata, "a"
constants:
	.xword	SIZE, COUNT - 1, MASK, EXPORTED
	.set	SIZE, 32
	.word	SIZE + 1
	.double 1.5, -2, 1e300, inf, -Inf, nan, -nan, 0x1p3, 0x1.8p-2, .5, 1., +7
	.float 1.5, 3.4028235e38, 1e40, -0.0, nan, 1e-50
	.single 2.5
	.uleb128 0, 127, 128, 624485, -1
	.sleb128 0, -1, 63, 64, -64, -65, 0x7fffffffffffffff
	.hword 0x1234, -1
	.word 0x12345678
	.pushsection .data
	.byte 1
	.previous
	.byte 2
	.popsection
	.byte 3
	.popsection
	nop
	.data
	.previous
	nop
