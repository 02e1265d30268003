# RV64IM: every instruction of tests/riscv/RV64.td, with operands at
# their edges (llvm-mc -M no-aliases prints them as written here).
	lui	a0, 0
	lui	a1, 1048575
	auipc	t0, 0
	auipc	t6, 524288
	jal	ra, 0
	jal	zero, 1048574
	jal	s11, -1048576
	jalr	ra, 0(ra)
	jalr	zero, 2047(t1)
	jalr	a5, -2048(sp)
	beq	a0, a1, 0
	beq	zero, zero, 4094
	bne	t0, t1, -4096
	blt	s0, s1, 8
	bge	a6, a7, -2
	bltu	s10, s11, 12
	bgeu	t5, t6, 2048
	lb	a0, 0(a1)
	lh	a2, -1(a3)
	lw	a4, 2047(a5)
	ld	a6, -2048(a7)
	lbu	s2, 16(sp)
	lhu	s3, 100(gp)
	lwu	s4, -100(tp)
	sb	a0, 0(a1)
	sh	a2, -1(a3)
	sw	a4, 2047(a5)
	sd	a6, -2048(a7)
	addi	a0, a1, 0
	addi	zero, zero, 0
	addi	t0, t1, -2048
	slti	s5, s6, 2047
	sltiu	s7, s8, -1
	xori	s9, s10, 1365
	ori	t3, t4, -1366
	andi	t5, t6, 255
	addiw	a0, a0, 1
	slli	a0, a1, 0
	slli	a2, a3, 63
	srli	a4, a5, 32
	srai	a6, a7, 1
	slliw	s0, s1, 0
	srliw	s2, s3, 31
	sraiw	s4, s5, 17
	add	a0, a1, a2
	sub	t0, t1, t2
	sll	s0, s1, s2
	slt	s3, s4, s5
	sltu	s6, s7, s8
	xor	s9, s10, s11
	srl	t3, t4, t5
	sra	t6, zero, ra
	or	sp, gp, tp
	and	a3, a4, a5
	addw	a6, a7, a0
	subw	a1, a2, a3
	sllw	a4, a5, a6
	srlw	a7, s0, s1
	sraw	s2, s3, s4
	mul	a0, a1, a2
	mulh	a3, a4, a5
	mulhsu	a6, a7, s0
	mulhu	s1, s2, s3
	div	s4, s5, s6
	divu	s7, s8, s9
	rem	s10, s11, t3
	remu	t4, t5, t6
	mulw	a0, a0, a0
	divw	t0, t1, t2
	divuw	a1, a2, a3
	remw	a4, a5, a6
	remuw	a7, s0, s1
	ecall
	ebreak
	fence.i
	fence	iorw, iorw
	fence	r, w
	fence	io, or
	fence	w, 0
	fence	0, iorw
	fence
	fence.tso
# The other spellings of registers read the same.
	add	x1, x2, x3
	add	fp, s0, x8
	sub	x31, x30, x0
