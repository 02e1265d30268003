# tests/stackmap/anyregcc.ll for powerpc64le (from llc's code).
# llc asks for 15 bytes and writes 16 (PowerPC code comes in 4-byte
# words); tdc asks for a multiple of 4.
	.text
	.globl	anyreg
	.type	anyreg,@function
anyreg:
	.stackmap_function anyreg, 48
	addis 2, 12, 0		# llc: .TOC.-FUNC@ha (relocated; the bytes agree)
	addi 2, 2, 0		# llc: .TOC.-FUNC@l
	mflr 0
	std 31, -8(1)
	stdu 1, -48(1)
	std 0, 64(1)
	mr 31, 1
	.patchpoint 40, 16, 0, Register dwarf 3, Register dwarf 3, Register dwarf 4, Register dwarf 5, Register dwarf 6, LiveOut dwarf 1, LiveOut dwarf 3, LiveOut dwarf 6, LiveOut dwarf 14, LiveOut dwarf 15, LiveOut dwarf 16, LiveOut dwarf 17, LiveOut dwarf 18, LiveOut dwarf 19, LiveOut dwarf 20, LiveOut dwarf 21, LiveOut dwarf 22, LiveOut dwarf 23, LiveOut dwarf 24, LiveOut dwarf 25, LiveOut dwarf 26, LiveOut dwarf 27, LiveOut dwarf 28, LiveOut dwarf 29, LiveOut dwarf 30, LiveOut dwarf 46, LiveOut dwarf 47, LiveOut dwarf 48, LiveOut dwarf 49, LiveOut dwarf 50, LiveOut dwarf 51, LiveOut dwarf 52, LiveOut dwarf 53, LiveOut dwarf 54, LiveOut dwarf 55, LiveOut dwarf 56, LiveOut dwarf 57, LiveOut dwarf 58, LiveOut dwarf 59, LiveOut dwarf 60, LiveOut dwarf 61, LiveOut dwarf 62, LiveOut dwarf 63, LiveOut dwarf 70 size 4, LiveOut dwarf 71 size 4, LiveOut dwarf 72 size 4, LiveOut dwarf 97 size 16, LiveOut dwarf 98 size 16, LiveOut dwarf 99 size 16, LiveOut dwarf 100 size 16, LiveOut dwarf 101 size 16, LiveOut dwarf 102 size 16, LiveOut dwarf 103 size 16, LiveOut dwarf 104 size 16, LiveOut dwarf 105 size 16, LiveOut dwarf 106 size 16, LiveOut dwarf 107 size 16, LiveOut dwarf 108 size 16, LiveOut dwarf 1201 size 4, LiveOut dwarf 1203 size 4, LiveOut dwarf 1206 size 4, LiveOut dwarf 1214 size 4, LiveOut dwarf 1215 size 4, LiveOut dwarf 1216 size 4, LiveOut dwarf 1217 size 4, LiveOut dwarf 1218 size 4, LiveOut dwarf 1219 size 4, LiveOut dwarf 1220 size 4, LiveOut dwarf 1221 size 4, LiveOut dwarf 1222 size 4, LiveOut dwarf 1223 size 4, LiveOut dwarf 1224 size 4, LiveOut dwarf 1225 size 4, LiveOut dwarf 1226 size 4, LiveOut dwarf 1227 size 4, LiveOut dwarf 1228 size 4, LiveOut dwarf 1229 size 4, LiveOut dwarf 1230 size 4
	add 3, 3, 6
	addi 1, 1, 48
	ld 0, 16(1)
	ld 31, -8(1)
	mtlr 0
	blr
	.long	0			# llc's traceback table
	.quad	0
