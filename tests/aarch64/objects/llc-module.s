// What llc 19 writes (llc -mtriple=aarch64) for a small module: two functions
// (a call, a GOT load, a branch), a global in .bss and a table of function
// pointers; .file names the source in an STT_FILE symbol.
	.text
	.file	"t.ll"
	.globl	f                               // -- Begin function f
	.p2align	2
	.type	f,@function
f:                                      // @f
// %bb.0:                               // %entry
	cmp	w0, #10
	b.le	.LBB0_2
// %bb.1:                               // %a
	str	x30, [sp, #-16]!                // 8-byte Folded Spill
	bl	ext
	adrp	x8, :got:counter
	ldr	x8, [x8, :got_lo12:counter]
	ldr	w8, [x8]
	add	w0, w0, w8
	ldr	x30, [sp], #16                  // 8-byte Folded Reload
	ret
.LBB0_2:
	mov	w0, wzr
	ret
.Lfunc_end0:
	.size	f, .Lfunc_end0-f
                                        // -- End function
	.globl	g                               // -- Begin function g
	.p2align	2
	.type	g,@function
g:                                      // @g
// %bb.0:                               // %common.ret
	add	w8, w0, #10
	cmp	w0, #4
	csel	w0, w8, wzr, lo
	ret
.Lfunc_end1:
	.size	g, .Lfunc_end1-g
                                        // -- End function
	.type	counter,@object                 // @counter
	.bss
	.globl	counter
	.p2align	2, 0x0
counter:
	.word	0                               // 0x0
	.size	counter, 4

	.type	table,@object                   // @table
	.section	.rodata,"a",@progbits
	.globl	table
	.p2align	3, 0x0
table:
	.xword	f
	.xword	g
	.size	table, 16

	.section	".note.GNU-stack","",@progbits
