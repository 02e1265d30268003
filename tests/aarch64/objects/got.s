// GOT operators: adrp :got:, 8-byte loads and stores :got_lo12:, and literal
// loads :got: name the symbol itself, even a local or temporary one (which
// then enters the symbol table). A literal load of a local label of the
// same section is resolved in place, operator or not, as llvm-mc does.
	adrp	x0, :got:var
	ldr	x0, [x0, :got_lo12:var]
	adrp	x1, :got:local
	ldr	x1, [x1, :got_lo12:local]
	adrp	x2, :got:.Llocal
	adrp	x4, :got:var+8
local:
.Llocal:
	ret
	ldr	x5, :got:var
	ldr	x6, :got:local
	str	x7, [x0, :got_lo12:var]
	ldr	d8, [x0, :got_lo12:.Lother]
	.data
.Lother:
	.xword	0
