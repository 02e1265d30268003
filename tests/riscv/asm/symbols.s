# Symbol operands: relocation operators written as functions of the
# symbol, branch and jump targets; listed with llvm-mc's fixups.
	lui	a0, %hi(foo)
	addi	a0, a0, %lo(foo)
	lui	a1, %hi(foo+4)
	ld	a1, %lo(foo+4)(a1)
	sd	a2, %lo(bar)(a1)
	sb	a2, %lo(foo-8)(a1)
	lui	a3, %tprel_hi(tv)
	addi	a3, a3, %tprel_lo(tv)
	sw	a3, %tprel_lo(tv)(a3)
.Lx:	auipc	a0, %got_pcrel_hi(foo)
	ld	a0, %pcrel_lo(.Lx)(a0)
.Ly:	auipc	a0, %pcrel_hi(foo-8)
	addi	a0, a0, %pcrel_lo(.Ly)
.Lz:	auipc	a0, %pcrel_hi(foo)
	sd	a1, %pcrel_lo(.Lz)(a0)
.Lt:	auipc	a0, %tls_ie_pcrel_hi(tv2)
	ld	a0, %pcrel_lo(.Lt)(a0)
.Lg:	auipc	a0, %tls_gd_pcrel_hi(tv3)
	addi	a0, a0, %pcrel_lo(.Lg)
	jalr	ra, %lo(foo)(a0)
	beq	a0, a1, foo
	bgeu	t0, t1, bar
	jal	ra, foo
	jal	zero, bar
bar:	addi	zero, zero, 0
	bne	a0, a1, bar
