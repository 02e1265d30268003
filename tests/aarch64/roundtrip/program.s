# tdc random program: --target aarch64 --seed 11 --per-opcode 4
	adcs	wzr, w20, w9
	adcs	w10, w26, w3
	adcs	w2, w25, w22
	adcs	w14, w1, w20
	adcs	x9, x4, x28
	adcs	x28, x18, x29
	adcs	x24, x5, x1
	adcs	x20, x2, x26
	adc	w0, w15, w21
	adc	w20, w3, w16
	adc	w1, w27, w9
	adc	w2, w3, w8
	adc	x26, x1, x9
	adc	x4, x29, x23
	adc	x16, x25, x14
	adc	x0, x9, x20
	cmn	w2, #2543, lsl #12
	cmn	w20, #3787
	cmn	w19, #536
	adds	w28, w6, #806
	adds	w19, w12, w30
	cmn	w30, w30, asr #27
	cmn	w23, w7
	adds	w27, w29, w21, asr #28
	adds	w20, w14, w15, uxtb #4
	cmn	w8, w7, uxtb #3
	cmn	w6, w19, sxtx #1
	adds	w6, w13, w19, sxtx #1
	adds	x22, sp, #1624, lsl #12
	adds	x13, x2, #442
	adds	x1, x6, #1325, lsl #12
	adds	x22, x11, #0, lsl #12
	cmn	x2, x16, asr #21
	adds	x15, xzr, x21
	adds	x4, x26, x0
	adds	x15, x24, xzr, asr #0
	adds	x26, x2, w0, uxtb #4
	adds	x29, x21, w17, sxtw #1
	adds	x16, x29, wzr, sxtw
	adds	x6, x4, w9, sxtb #3
	adds	x19, x22, x20, uxtx #4
	cmn	x2, x17, uxtx #2
	cmn	x14, x0, sxtx
	adds	x15, x27, x11, sxtx #4
	add	w0, w26, #147
	add	w23, w22, #0, lsl #12
	add	w25, w22, #0
	add	w17, w2, #0
	add	w23, w6, w7
	add	w8, w25, w22, lsl #18
	add	w23, w9, w3, lsl #26
	add	w14, w2, w21, asr #31
	add	w21, w8, w24, uxtb #1
	add	w13, w17, wzr, sxtw #3
	add	w8, w4, w12, uxth #3
	add	w10, w30, w2, uxth #4
	add	x29, x30, #0
	add	x8, x17, #0
	add	x13, x25, #4095
	add	x20, x1, #2235
	add	x24, x26, x4
	add	x10, x9, x7, lsr #7
	add	x6, x27, xzr, asr #0
	add	x2, x24, x28, asr #0
	add	x9, x0, w24, uxth
	add	x9, sp, w2, sxtw #1
	add	x6, x25, w2, uxtb #1
	add	x12, x21, w29, sxth #2
	add	x23, x5, x14, sxtx
	add	x13, x13, x17, sxtx #1
	add	x5, x8, x14, uxtx
	add	x24, sp, x15, lsl #2
	add	v7.16b, v8.16b, v7.16b
	add	v22.16b, v5.16b, v24.16b
	add	v12.16b, v2.16b, v5.16b
	add	v4.16b, v8.16b, v25.16b
	add	v31.2s, v30.2s, v17.2s
	add	v9.2s, v25.2s, v24.2s
	add	v30.2s, v17.2s, v13.2s
	add	v15.2s, v1.2s, v30.2s
	add	v5.2d, v15.2d, v30.2d
	add	v16.2d, v18.2d, v18.2d
	add	v9.2d, v17.2d, v12.2d
	add	v20.2d, v19.2d, v23.2d
	add	v0.4h, v30.4h, v16.4h
	add	v19.4h, v21.4h, v20.4h
	add	v11.4h, v26.4h, v18.4h
	add	v2.4h, v29.4h, v8.4h
	add	v1.4s, v2.4s, v7.4s
	add	v0.4s, v28.4s, v6.4s
	add	v13.4s, v19.4s, v27.4s
	add	v9.4s, v4.4s, v0.4s
	add	v20.8h, v3.8h, v14.8h
	add	v21.8h, v4.8h, v2.8h
	add	v3.8h, v29.8h, v26.8h
	add	v31.8h, v7.8h, v31.8h
	add	v9.8b, v11.8b, v18.8b
	add	v21.8b, v27.8b, v21.8b
	add	v14.8b, v1.8b, v20.8b
	add	v28.8b, v25.8b, v12.8b
	adr	x13, #884150
	adr	x22, #1042425
	adr	x9, #-667853
	adr	x2, #665808
	adrp	x24, #1569218560
	adrp	x1, #4294963200
	adrp	x14, #579809280
	adrp	x29, #-3715321856
	tst	w24, #0x55555555
	ands	w1, w3, #0x6060606
	ands	w2, w17, #0x20202020
	tst	w6, #0x8080808
	ands	w12, w4, w16
	ands	w23, w11, w23, ror #25
	ands	w4, w9, w29, asr #0
	ands	w22, w6, w29
	ands	x19, x19, #0x2222222222222222
	ands	x21, x24, #0x1e1e1e1e1e1e1e1e
	tst	x11, #0x7ffffffffffe
	ands	x20, x6, #0x8080808080808080
	ands	x26, x12, x27, asr #43
	ands	x30, x23, x21, lsl #6
	ands	x26, x6, x29, asr #25
	ands	x29, x2, x0
	and	w8, w20, #0x88888888
	and	w21, w8, #0x1010101
	and	w10, w10, #0x8080808
	and	w30, w11, #0x55555555
	and	w14, w22, w2, lsr #29
	and	w5, w14, w1
	and	w4, w24, w3
	and	w6, w4, w16, asr #8
	and	x14, x8, #0xcccccccccccccccc
	and	x12, xzr, #0x5555555555555555
	and	x20, x16, #0x1fe01fe01fe01fe
	and	x14, xzr, #0x3ffffffffffff
	and	x0, x19, x23, lsr #49
	and	x15, x23, x3, lsr #47
	and	x23, x12, x24, lsr #41
	and	x2, x20, x3, ror #28
	and	v18.16b, v1.16b, v29.16b
	and	v1.16b, v1.16b, v10.16b
	and	v15.16b, v16.16b, v18.16b
	and	v5.16b, v21.16b, v4.16b
	and	v9.8b, v17.8b, v12.8b
	and	v8.8b, v31.8b, v23.8b
	and	v18.8b, v2.8b, v25.8b
	and	v6.8b, v4.8b, v10.8b
	asr	w4, w24, w26
	asr	w27, w21, w6
	asr	w6, w1, w10
	asr	w21, w9, w18
	asr	x6, x30, x2
	asr	x0, x4, x6
	asr	x30, x14, x8
	asr	x19, x29, x24
	b	#-41166464
	b	#-55447636
	b	#53966576
	b	#-4
	bfxil	w10, w28, #0, #1
	bfxil	w6, w8, #0, #3
	bfi	w22, w7, #12, #1
	bfxil	w9, w30, #17, #15
	bfxil	x0, x18, #0, #11
	bfxil	x6, x8, #34, #26
	bfi	x16, x22, #34, #9
	bfxil	x18, x16, #45, #7
	bics	w27, w4, w16, lsr #30
	bics	w10, w13, wzr
	bics	w19, w16, w19, lsr #0
	bics	w22, w2, w19, asr #1
	bics	x17, x11, x4, lsl #33
	bics	x11, x21, x21, ror #9
	bics	x1, x1, x28, asr #50
	bics	x13, x11, x29, ror #0
	bic	w6, w27, w17, lsr #29
	bic	w27, w3, w20, asr #25
	bic	w26, w9, w0, lsl #2
	bic	w24, w20, w30, lsr #16
	bic	x9, x29, x15
	bic	x24, x22, x17
	bic	x28, x1, x14
	bic	x0, x1, x28, asr #44
	bic	v11.16b, v18.16b, v8.16b
	bic	v14.16b, v0.16b, v23.16b
	bic	v23.16b, v8.16b, v0.16b
	bic	v12.16b, v26.16b, v9.16b
	bic	v20.8b, v30.8b, v23.8b
	bic	v17.8b, v12.8b, v24.8b
	bic	v28.8b, v26.8b, v0.8b
	bic	v10.8b, v27.8b, v4.8b
	bif	v8.16b, v17.16b, v10.16b
	bif	v23.16b, v31.16b, v21.16b
	bif	v7.16b, v9.16b, v30.16b
	bif	v29.16b, v25.16b, v31.16b
	bif	v30.8b, v9.8b, v16.8b
	bif	v0.8b, v18.8b, v1.8b
	bif	v19.8b, v10.8b, v1.8b
	bif	v27.8b, v11.8b, v16.8b
	bit	v20.16b, v7.16b, v15.16b
	bit	v11.16b, v19.16b, v7.16b
	bit	v7.16b, v31.16b, v4.16b
	bit	v19.16b, v20.16b, v3.16b
	bit	v15.8b, v18.8b, v17.8b
	bit	v10.8b, v13.8b, v29.8b
	bit	v22.8b, v22.8b, v7.8b
	bit	v8.8b, v3.8b, v10.8b
	bl	#110720696
	bl	#47242888
	bl	#31046352
	bl	#-128899904
	blr	x13
	blr	x2
	blr	x24
	blr	x18
	br	x3
	br	x2
	br	x10
	br	x4
	brk	#0xf4be
	brk	#0xcb43
	brk	#0
	brk	#0
	bsl	v3.16b, v15.16b, v27.16b
	bsl	v12.16b, v23.16b, v6.16b
	bsl	v1.16b, v9.16b, v22.16b
	bsl	v26.16b, v0.16b, v18.16b
	bsl	v18.8b, v25.8b, v5.8b
	bsl	v27.8b, v7.8b, v2.8b
	bsl	v19.8b, v10.8b, v18.8b
	bsl	v23.8b, v1.8b, v23.8b
	b.pl	#1048572
	b.ls	#-829576
	b.lt	#1048572
	b.hs	#-531848
	cbnz	w21, #0
	cbnz	w11, #-503308
	cbnz	w0, #648676
	cbnz	w9, #82612
	cbnz	x25, #-402704
	cbnz	x0, #-929432
	cbnz	xzr, #510708
	cbnz	x29, #-486216
	cbz	w1, #-918968
	cbz	w24, #670280
	cbz	w5, #-1048576
	cbz	w30, #-924716
	cbz	x22, #677176
	cbz	x21, #375752
	cbz	x23, #-1048576
	cbz	x21, #-388992
	ccmn	w1, #31, #15, hi
	ccmn	w29, #22, #0, lt
	ccmn	w24, #31, #9, nv
	ccmn	w15, #18, #13, ge
	ccmn	w13, w10, #0, le
	ccmn	w30, w26, #0, lo
	ccmn	w29, w12, #5, vs
	ccmn	w19, w17, #6, al
	ccmn	x19, #23, #0, gt
	ccmn	xzr, #28, #4, ge
	ccmn	x22, #7, #7, hi
	ccmn	x10, #1, #4, hi
	ccmn	x11, x27, #0, hs
	ccmn	x30, x27, #0, le
	ccmn	x6, x19, #2, lt
	ccmn	x15, x9, #10, vs
	ccmp	w21, #23, #15, al
	ccmp	w16, #22, #7, ge
	ccmp	w4, #15, #8, ge
	ccmp	w13, #11, #11, vs
	ccmp	w4, w29, #2, lt
	ccmp	w9, w30, #13, nv
	ccmp	wzr, w17, #15, gt
	ccmp	w5, w14, #0, al
	ccmp	x26, #14, #0, pl
	ccmp	x5, #23, #10, mi
	ccmp	x22, #11, #9, ge
	ccmp	x9, #25, #7, hi
	ccmp	x19, x13, #15, le
	ccmp	x5, x30, #0, le
	ccmp	x22, x14, #12, ls
	ccmp	x8, x10, #15, mi
	clrex	#14
	clrex	#6
	clrex	#5
	clrex	#2
	cls	w25, w29
	cls	w0, w1
	cls	w22, w14
	cls	w1, w23
	cls	x19, x21
	cls	x2, x8
	cls	x28, x0
	cls	x30, x13
	clz	w15, w2
	clz	w22, w20
	clz	w1, w11
	clz	w15, w10
	clz	x22, x19
	clz	x7, x5
	clz	x11, x19
	clz	x8, x25
	csel	w6, w3, w9, gt
	csel	w15, w27, w19, pl
	csel	w6, w28, w1, al
	csel	wzr, w29, w11, lt
	csel	x9, x27, xzr, vs
	csel	x25, xzr, x11, hi
	csel	x7, x26, x10, ls
	csel	x10, x4, x30, ne
	csinc	w14, w25, w21, ls
	csinc	w2, w30, w28, ne
	csinc	w7, w28, w11, lt
	csinc	w10, w6, w4, mi
	csinc	x19, x24, x25, vc
	cset	x22, ge
	csinc	x1, x11, x1, pl
	csinc	x7, x20, x20, al
	cinv	w30, w10, le
	csetm	w27, hi
	csinv	w8, w8, w7, le
	csinv	w26, w2, w11, le
	csinv	x10, xzr, x2, lt
	csinv	x30, x12, x11, hs
	csinv	x9, x25, x8, ls
	csinv	x7, x16, x8, eq
	csneg	w17, w26, w17, le
	csneg	w19, w27, w17, eq
	cneg	w28, w5, le
	cneg	w13, w26, ge
	csneg	x27, x13, x17, gt
	csneg	x3, x9, x25, ls
	csneg	x20, xzr, x29, nv
	csneg	x11, xzr, x1, lt
	dmb	#12
	dmb	nshld
	dmb	ishld
	dmb	#4
	dsb	ish
	pssbb
	dsb	ish
	dsb	ld
	eon	w19, w26, w9, lsl #20
	eon	w27, w11, w3, lsl #1
	eon	w17, w17, w22, asr #5
	eon	w10, w10, w30, lsl #1
	eon	x27, x17, x4
	eon	xzr, x21, x12, ror #63
	eon	x6, x22, x29, lsr #44
	eon	x18, x25, x4, ror #63
	eor	w7, w23, #0x20002000
	eor	w18, w2, #0xfff001ff
	eor	w13, w25, #0xf0f0f0f
	eor	w12, w21, #0xaaaaaaaa
	eor	w9, w7, w17, asr #29
	eor	w1, w18, w25, lsr #1
	eor	w11, w5, w13, ror #8
	eor	w15, w20, wzr, lsl #4
	eor	x27, x28, #0x5555555555555555
	eor	x19, x3, #0xfff
	eor	x26, x27, #0x2000000020000000
	eor	x14, x29, #0xaaaaaaaaaaaaaaaa
	eor	x2, x21, x6, asr #0
	eor	x2, x12, x27, asr #33
	eor	x15, x9, x26, lsr #59
	eor	x20, xzr, x9, lsl #44
	eor	v11.16b, v27.16b, v15.16b
	eor	v19.16b, v9.16b, v30.16b
	eor	v8.16b, v27.16b, v13.16b
	eor	v29.16b, v30.16b, v13.16b
	eor	v20.8b, v30.8b, v17.8b
	eor	v10.8b, v24.8b, v14.8b
	eor	v26.8b, v31.8b, v12.8b
	eor	v14.8b, v27.8b, v12.8b
	extr	w22, w15, w2, #27
	extr	w9, w29, w24, #31
	ror	w25, w9, #9
	extr	w11, w23, w11, #15
	extr	x5, x3, x26, #63
	extr	x1, x9, x30, #37
	extr	x15, x26, x21, #31
	extr	x7, x21, x13, #23
	fabs	d28, d2
	fabs	d24, d26
	fabs	d14, d24
	fabs	d14, d6
	fabs	s4, s31
	fabs	s5, s16
	fabs	s29, s19
	fabs	s1, s23
	fadd	d5, d9, d12
	fadd	d2, d28, d2
	fadd	d5, d3, d6
	fadd	d30, d3, d10
	fadd	s6, s25, s29
	fadd	s20, s9, s16
	fadd	s25, s19, s13
	fadd	s29, s11, s5
	fccmp	d14, d15, #8, le
	fccmp	d1, d0, #0, pl
	fccmp	d9, d12, #9, lt
	fccmp	d19, d9, #6, hs
	fccmpe	d1, d0, #8, ge
	fccmpe	d29, d28, #2, vs
	fccmpe	d29, d0, #9, ge
	fccmpe	d3, d12, #15, nv
	fccmpe	s3, s26, #2, pl
	fccmpe	s24, s8, #1, le
	fccmpe	s11, s22, #1, eq
	fccmpe	s22, s17, #1, hs
	fccmp	s23, s9, #1, pl
	fccmp	s12, s23, #1, hi
	fccmp	s6, s12, #12, le
	fccmp	s26, s24, #14, hs
	fcmp	d19, #0.0
	fcmp	d7, #0.0
	fcmp	d28, #0.0
	fcmp	d16, #0.0
	fcmp	d10, d21
	fcmp	d31, d9
	fcmp	d30, d27
	fcmp	d0, d21
	fcmpe	d31, #0.0
	fcmpe	d21, #0.0
	fcmpe	d7, #0.0
	fcmpe	d13, #0.0
	fcmpe	d5, d25
	fcmpe	d9, d28
	fcmpe	d6, d29
	fcmpe	d13, d18
	fcmpe	s11, #0.0
	fcmpe	s7, #0.0
	fcmpe	s16, #0.0
	fcmpe	s13, #0.0
	fcmpe	s10, s29
	fcmpe	s25, s12
	fcmpe	s31, s4
	fcmpe	s26, s1
	fcmp	s15, #0.0
	fcmp	s19, #0.0
	fcmp	s10, #0.0
	fcmp	s8, #0.0
	fcmp	s26, s11
	fcmp	s3, s22
	fcmp	s25, s3
	fcmp	s5, s30
	fcsel	d7, d31, d21, le
	fcsel	d13, d7, d16, hs
	fcsel	d27, d25, d17, eq
	fcsel	d10, d2, d7, vs
	fcsel	s17, s2, s11, vs
	fcsel	s18, s4, s9, gt
	fcsel	s12, s14, s23, mi
	fcsel	s16, s26, s16, lo
	fcvtas	w27, d27
	fcvtas	w19, d21
	fcvtas	w0, d16
	fcvtas	w5, d2
	fcvtas	w3, s22
	fcvtas	w29, s15
	fcvtas	w22, s13
	fcvtas	w13, s8
	fcvtas	x0, d5
	fcvtas	x5, d28
	fcvtas	x12, d31
	fcvtas	x3, d9
	fcvtas	x22, s20
	fcvtas	x29, s10
	fcvtas	x2, s24
	fcvtas	x30, s24
	fcvtau	w20, d30
	fcvtau	w7, d20
	fcvtau	w12, d18
	fcvtau	w3, d18
	fcvtau	w2, s4
	fcvtau	w15, s20
	fcvtau	w5, s3
	fcvtau	w30, s4
	fcvtau	x9, d13
	fcvtau	x3, d19
	fcvtau	x28, d4
	fcvtau	x1, d1
	fcvtau	x26, s9
	fcvtau	x26, s9
	fcvtau	x10, s16
	fcvtau	x11, s24
	fcvt	d24, h9
	fcvt	d3, h3
	fcvt	d9, h5
	fcvt	d2, h0
	fcvt	d4, s16
	fcvt	d9, s25
	fcvt	d29, s19
	fcvt	d6, s18
	fcvt	h11, d22
	fcvt	h3, d26
	fcvt	h2, d23
	fcvt	h2, d22
	fcvt	h1, s10
	fcvt	h5, s23
	fcvt	h30, s6
	fcvt	h15, s0
	fcvtms	w13, d14
	fcvtms	w12, d13
	fcvtms	w17, d29
	fcvtms	w1, d27
	fcvtms	w6, s26
	fcvtms	w9, s24
	fcvtms	w10, s25
	fcvtms	w12, s1
	fcvtms	x27, d5
	fcvtms	x17, d22
	fcvtms	x18, d21
	fcvtms	x8, d21
	fcvtms	x27, s8
	fcvtms	x17, s6
	fcvtms	x7, s17
	fcvtms	xzr, s11
	fcvtmu	w3, d17
	fcvtmu	w23, d9
	fcvtmu	w3, d23
	fcvtmu	w9, d14
	fcvtmu	w16, s7
	fcvtmu	w8, s1
	fcvtmu	w20, s2
	fcvtmu	w10, s25
	fcvtmu	x0, d25
	fcvtmu	x15, d27
	fcvtmu	x0, d17
	fcvtmu	x21, d16
	fcvtmu	x4, s26
	fcvtmu	x16, s21
	fcvtmu	x13, s14
	fcvtmu	x21, s12
	fcvtns	w0, d29
	fcvtns	w3, d29
	fcvtns	w0, d4
	fcvtns	w30, d26
	fcvtns	w16, s15
	fcvtns	w27, s8
	fcvtns	w15, s18
	fcvtns	w9, s0
	fcvtns	x13, d5
	fcvtns	x1, d7
	fcvtns	x23, d3
	fcvtns	x8, d1
	fcvtns	x2, s16
	fcvtns	x27, s1
	fcvtns	x28, s21
	fcvtns	x6, s14
	fcvtnu	w15, d4
	fcvtnu	w26, d7
	fcvtnu	w18, d6
	fcvtnu	w28, d29
	fcvtnu	w13, s18
	fcvtnu	w14, s26
	fcvtnu	w20, s25
	fcvtnu	w27, s27
	fcvtnu	x27, d0
	fcvtnu	x24, d12
	fcvtnu	x3, d17
	fcvtnu	x21, d2
	fcvtnu	x8, s26
	fcvtnu	x11, s21
	fcvtnu	x21, s2
	fcvtnu	x22, s23
	fcvtps	w17, d28
	fcvtps	w0, d7
	fcvtps	w1, d14
	fcvtps	w18, d2
	fcvtps	w24, s8
	fcvtps	w29, s3
	fcvtps	w13, s17
	fcvtps	w26, s24
	fcvtps	x21, d12
	fcvtps	x10, d27
	fcvtps	x11, d6
	fcvtps	x27, d22
	fcvtps	x14, s24
	fcvtps	x0, s3
	fcvtps	x22, s17
	fcvtps	x25, s30
	fcvtpu	w30, d0
	fcvtpu	w16, d7
	fcvtpu	w17, d31
	fcvtpu	w7, d20
	fcvtpu	w23, s19
	fcvtpu	w30, s19
	fcvtpu	w8, s24
	fcvtpu	wzr, s27
	fcvtpu	x28, d25
	fcvtpu	x20, d14
	fcvtpu	x20, d21
	fcvtpu	x0, d19
	fcvtpu	xzr, s2
	fcvtpu	x25, s19
	fcvtpu	x5, s23
	fcvtpu	x21, s21
	fcvt	s13, d15
	fcvt	s8, d6
	fcvt	s7, d19
	fcvt	s13, d2
	fcvt	s24, h3
	fcvt	s27, h8
	fcvt	s26, h8
	fcvt	s14, h18
	fcvtzs	w7, d26
	fcvtzs	w20, d31
	fcvtzs	w17, d29
	fcvtzs	w15, d6
	fcvtzs	w14, s6
	fcvtzs	w16, s21
	fcvtzs	w13, s20
	fcvtzs	w20, s15
	fcvtzs	x22, d1
	fcvtzs	x3, d25
	fcvtzs	x18, d30
	fcvtzs	x13, d11
	fcvtzs	xzr, s26
	fcvtzs	x22, s17
	fcvtzs	x29, s7
	fcvtzs	x30, s28
	fcvtzs	w22, d21, #17
	fcvtzs	w16, d31, #8
	fcvtzs	w24, d22, #5
	fcvtzs	w1, d16, #17
	fcvtzs	w5, s2, #15
	fcvtzs	w29, s15, #18
	fcvtzs	w22, s7, #3
	fcvtzs	w19, s2, #14
	fcvtzs	x0, d4, #64
	fcvtzs	x17, d29, #51
	fcvtzs	x15, d26, #14
	fcvtzs	x18, d13, #21
	fcvtzs	x19, s14, #35
	fcvtzs	x5, s9, #48
	fcvtzs	x0, s16, #12
	fcvtzs	x29, s18, #8
	fcvtzu	w18, d1
	fcvtzu	w18, d15
	fcvtzu	w20, d18
	fcvtzu	w0, d17
	fcvtzu	w21, s22
	fcvtzu	w11, s11
	fcvtzu	w22, s14
	fcvtzu	w0, s20
	fcvtzu	x18, d4
	fcvtzu	x24, d15
	fcvtzu	x1, d23
	fcvtzu	x4, d6
	fcvtzu	x10, s0
	fcvtzu	x14, s19
	fcvtzu	x22, s0
	fcvtzu	x26, s0
	fcvtzu	w7, d23, #30
	fcvtzu	w21, d13, #1
	fcvtzu	w18, d29, #15
	fcvtzu	w29, d28, #16
	fcvtzu	w21, s6, #26
	fcvtzu	w14, s22, #17
	fcvtzu	w17, s8, #25
	fcvtzu	w12, s29, #3
	fcvtzu	x6, d29, #48
	fcvtzu	x18, d21, #24
	fcvtzu	x23, d15, #46
	fcvtzu	x27, d1, #50
	fcvtzu	x8, s11, #61
	fcvtzu	x14, s13, #38
	fcvtzu	x4, s20, #27
	fcvtzu	x4, s21, #22
	fdiv	d24, d6, d11
	fdiv	d9, d10, d14
	fdiv	d2, d29, d12
	fdiv	d3, d30, d5
	fdiv	s6, s3, s3
	fdiv	s6, s27, s18
	fdiv	s13, s24, s13
	fdiv	s31, s23, s8
	fmadd	d5, d26, d26, d1
	fmadd	d18, d30, d18, d2
	fmadd	d1, d7, d4, d7
	fmadd	d12, d23, d19, d4
	fmadd	s13, s18, s26, s28
	fmadd	s1, s30, s12, s11
	fmadd	s20, s28, s22, s8
	fmadd	s2, s25, s7, s8
	fmax	d16, d3, d8
	fmax	d0, d15, d12
	fmax	d25, d12, d18
	fmax	d19, d15, d3
	fmaxnm	d21, d12, d27
	fmaxnm	d22, d26, d18
	fmaxnm	d5, d17, d10
	fmaxnm	d31, d15, d13
	fmaxnm	s21, s18, s21
	fmaxnm	s16, s13, s9
	fmaxnm	s5, s6, s16
	fmaxnm	s16, s29, s25
	fmax	s19, s30, s23
	fmax	s1, s25, s15
	fmax	s10, s12, s12
	fmax	s24, s0, s17
	fmin	d22, d8, d23
	fmin	d2, d11, d14
	fmin	d19, d18, d15
	fmin	d23, d12, d16
	fminnm	d21, d13, d19
	fminnm	d3, d16, d29
	fminnm	d19, d13, d6
	fminnm	d26, d21, d28
	fminnm	s18, s13, s8
	fminnm	s5, s18, s28
	fminnm	s31, s15, s14
	fminnm	s22, s3, s0
	fmin	s29, s16, s30
	fmin	s0, s28, s16
	fmin	s5, s6, s24
	fmin	s15, s17, s25
	fmov	v26.d[1], x27
	fmov	v30.d[1], x28
	fmov	v15.d[1], x29
	fmov	v14.d[1], x16
	fmov	x7, d15
	fmov	x8, d20
	fmov	x18, d15
	fmov	x6, d8
	fmov	d16, #-0.81250000
	fmov	d6, #16.00000000
	fmov	d21, #-13.50000000
	fmov	d12, #28.00000000
	fmov	d9, d13
	fmov	d16, d10
	fmov	d12, d16
	fmov	d26, d13
	fmov	w1, s27
	fmov	w16, s26
	fmov	w22, s5
	fmov	w30, s30
	fmov	s14, #7.75000000
	fmov	s13, #-1.68750000
	fmov	s12, #-1.56250000
	fmov	s26, #1.75000000
	fmov	s19, s2
	fmov	s5, s11
	fmov	s7, s5
	fmov	s15, s23
	fmov	s23, w21
	fmov	s16, w22
	fmov	s5, w4
	fmov	s26, w3
	fmov	x7, v21.d[1]
	fmov	x12, v20.d[1]
	fmov	x6, v8.d[1]
	fmov	x8, v18.d[1]
	fmov	d5, x29
	fmov	d14, x11
	fmov	d28, x24
	fmov	d16, x26
	fmsub	d8, d6, d7, d14
	fmsub	d13, d19, d26, d18
	fmsub	d24, d8, d23, d10
	fmsub	d7, d16, d14, d28
	fmsub	s26, s8, s20, s18
	fmsub	s3, s26, s21, s6
	fmsub	s27, s15, s13, s6
	fmsub	s15, s30, s22, s21
	fmul	d19, d24, d7
	fmul	d5, d4, d31
	fmul	d31, d10, d28
	fmul	d30, d3, d20
	fmul	s1, s0, s30
	fmul	s16, s2, s27
	fmul	s4, s25, s20
	fmul	s22, s14, s18
	fneg	d1, d14
	fneg	d21, d2
	fneg	d28, d22
	fneg	d22, d13
	fneg	s1, s11
	fneg	s3, s5
	fneg	s9, s16
	fneg	s31, s23
	fnmadd	d9, d28, d12, d3
	fnmadd	d27, d14, d3, d3
	fnmadd	d29, d19, d24, d17
	fnmadd	d27, d3, d0, d17
	fnmadd	s22, s14, s3, s12
	fnmadd	s28, s23, s23, s25
	fnmadd	s24, s29, s18, s6
	fnmadd	s27, s7, s14, s25
	fnmsub	d29, d3, d21, d9
	fnmsub	d12, d0, d29, d12
	fnmsub	d5, d26, d1, d30
	fnmsub	d25, d2, d30, d24
	fnmsub	s4, s14, s16, s16
	fnmsub	s20, s0, s13, s3
	fnmsub	s18, s9, s21, s29
	fnmsub	s16, s13, s8, s23
	fnmul	d1, d20, d28
	fnmul	d6, d16, d21
	fnmul	d23, d17, d3
	fnmul	d3, d23, d31
	fnmul	s16, s19, s20
	fnmul	s26, s9, s8
	fnmul	s6, s19, s24
	fnmul	s13, s9, s2
	frinta	d10, d0
	frinta	d17, d7
	frinta	d30, d9
	frinta	d14, d22
	frinta	s18, s24
	frinta	s0, s17
	frinta	s5, s29
	frinta	s1, s7
	frinti	d21, d1
	frinti	d16, d20
	frinti	d30, d17
	frinti	d19, d15
	frinti	s7, s20
	frinti	s6, s4
	frinti	s12, s1
	frinti	s10, s12
	frintm	d5, d27
	frintm	d29, d11
	frintm	d28, d29
	frintm	d29, d31
	frintm	s19, s31
	frintm	s18, s15
	frintm	s1, s2
	frintm	s5, s17
	frintn	d13, d12
	frintn	d24, d19
	frintn	d23, d26
	frintn	d28, d31
	frintn	s2, s10
	frintn	s0, s3
	frintn	s31, s30
	frintn	s26, s28
	frintp	d23, d6
	frintp	d29, d16
	frintp	d24, d4
	frintp	d3, d16
	frintp	s21, s31
	frintp	s3, s2
	frintp	s22, s4
	frintp	s11, s26
	frintx	d7, d5
	frintx	d28, d7
	frintx	d1, d8
	frintx	d17, d7
	frintx	s2, s25
	frintx	s5, s25
	frintx	s10, s3
	frintx	s4, s8
	frintz	d6, d31
	frintz	d0, d28
	frintz	d20, d16
	frintz	d25, d28
	frintz	s10, s9
	frintz	s26, s30
	frintz	s19, s16
	frintz	s2, s23
	fsqrt	d9, d12
	fsqrt	d16, d16
	fsqrt	d10, d31
	fsqrt	d31, d10
	fsqrt	s8, s20
	fsqrt	s10, s4
	fsqrt	s5, s21
	fsqrt	s20, s25
	fsub	d25, d24, d11
	fsub	d27, d13, d3
	fsub	d30, d31, d21
	fsub	d10, d15, d17
	fsub	s7, s27, s22
	fsub	s0, s17, s22
	fsub	s20, s17, s9
	fsub	s28, s29, s29
	hint	#55
	hint	#31
	hint	#63
	hint	#72
	hlt	#0xed05
	hlt	#0xb71b
	hlt	#0x1
	hlt	#0x5926
	hvc	#0xee8f
	hvc	#0
	hvc	#0x1
	hvc	#0x5a03
	isb	#14
	isb	#5
	isb	#0
	isb	#5
	ldnp	d20, d25, [x13]
	ldnp	d18, d22, [x16, #-472]
	ldnp	d26, d17, [x30]
	ldnp	d26, d15, [x2, #504]
	ldnp	q2, q5, [x2, #864]
	ldnp	q7, q22, [x0, #720]
	ldnp	q31, q16, [x17]
	ldnp	q7, q4, [x6, #-192]
	ldnp	s17, s23, [x18]
	ldnp	s26, s2, [x29, #112]
	ldnp	s28, s2, [x19, #244]
	ldnp	s11, s12, [x24, #140]
	ldnp	w11, w20, [x0, #-52]
	ldnp	w4, w11, [x15]
	ldnp	w30, w14, [x2, #80]
	ldnp	w19, wzr, [x24, #-68]
	ldnp	x17, x15, [x27]
	ldnp	x5, x16, [x17, #-416]
	ldnp	x8, x25, [x24]
	ldnp	x12, x13, [x27]
	ldp	d8, d22, [x10]
	ldp	d31, d14, [x2, #-184]
	ldp	d31, d26, [x19, #-360]
	ldp	d22, d21, [x6, #-488]
	ldp	d28, d1, [x3], #-344
	ldp	d9, d29, [x30], #-216
	ldp	d18, d2, [x29], #440
	ldp	d20, d29, [x2], #176
	ldp	d10, d9, [sp, #0]!
	ldp	d10, d8, [x18, #-144]!
	ldp	d28, d26, [x5, #0]!
	ldp	d24, d7, [x23, #504]!
	ldp	q21, q9, [x24, #256]
	ldp	q11, q15, [x11]
	ldp	q8, q19, [x16]
	ldp	q5, q9, [x4, #-336]
	ldp	q20, q8, [x14], #-336
	ldp	q21, q19, [x5], #-992
	ldp	q16, q21, [x6], #880
	ldp	q13, q19, [x17], #-576
	ldp	q24, q6, [x19, #208]!
	ldp	q6, q3, [x9, #352]!
	ldp	q6, q20, [x24, #0]!
	ldp	q19, q12, [x0, #-1024]!
	ldpsw	x13, x4, [x22]
	ldpsw	x4, x24, [x20, #-252]
	ldpsw	x23, x11, [x14, #-240]
	ldpsw	x29, x18, [x5, #-44]
	ldpsw	x19, x22, [x7], #0
	ldpsw	x12, x23, [x28], #-148
	ldpsw	x19, x3, [x0], #-104
	ldpsw	x11, x1, [x18], #0
	ldpsw	x9, x7, [x25, #0]!
	ldpsw	xzr, x29, [x30, #-4]!
	ldpsw	x8, x4, [x27, #228]!
	ldpsw	x0, x7, [x9, #24]!
	ldp	s22, s12, [sp, #-104]
	ldp	s30, s7, [x24, #-212]
	ldp	s24, s21, [x23, #96]
	ldp	s27, s12, [x11, #240]
	ldp	s3, s28, [x30], #-256
	ldp	s30, s3, [x5], #-152
	ldp	s7, s26, [x21], #-256
	ldp	s19, s28, [x7], #-208
	ldp	s2, s20, [x6, #0]!
	ldp	s17, s23, [x25, #0]!
	ldp	s19, s3, [x12, #148]!
	ldp	s11, s10, [x11, #-100]!
	ldp	w18, w5, [x22, #-20]
	ldp	w5, w3, [x21]
	ldp	w11, w30, [x16]
	ldp	w28, w3, [x12, #-256]
	ldp	w7, w17, [x29], #220
	ldp	w7, w8, [x22], #-148
	ldp	w11, w26, [x19], #68
	ldp	w19, w17, [x13], #0
	ldp	w1, w1, [x27, #232]!
	ldp	w27, w20, [x13, #252]!
	ldp	wzr, w7, [x15, #-148]!
	ldp	w8, w14, [x26, #144]!
	ldp	x10, x23, [x12]
	ldp	x9, x0, [x14]
	ldp	x28, x11, [x6, #-392]
	ldp	x18, x1, [x13, #-424]
	ldp	x2, x14, [x13], #368
	ldp	x26, x10, [sp], #32
	ldp	x20, x0, [x6], #272
	ldp	x21, x11, [x29], #-304
	ldp	x7, x21, [x23, #-416]!
	ldp	x16, x25, [x13, #-440]!
	ldp	x28, x19, [x12, #24]!
	ldp	x6, x12, [x21, #0]!
	ldur	b18, [x25]
	ldur	b22, [x14, #-100]
	ldur	b18, [x29, #-77]
	ldur	b0, [x1, #187]
	ldr	b23, [x6], #202
	ldr	b20, [x0], #171
	ldr	b16, [x10], #100
	ldr	b15, [x14], #-256
	ldr	b10, [x14, #133]!
	ldr	b18, [x11, #-50]!
	ldr	b12, [x16, #48]!
	ldr	b1, [x6, #-21]!
	ldr	b19, [x3, w16, sxtw]
	ldr	b22, [x20, w18, uxtw]
	ldr	b3, [x7, w14, uxtw #0]
	ldr	b1, [x22, w28, sxtw]
	ldr	b21, [x2, x15]
	ldr	b8, [x9, x7]
	ldr	b13, [x21, x9]
	ldr	b21, [x28, x8]
	ldr	b3, [x0, #3016]
	ldr	b11, [x30, #2154]
	ldr	b15, [x8]
	ldr	b26, [x15, #816]
	ldurb	w29, [x7, #-1]
	ldurb	w18, [x6, #57]
	ldurb	w0, [x22, #-60]
	ldurb	w24, [x1]
	ldrb	w10, [x13], #-222
	ldrb	w21, [x3], #1
	ldrb	w20, [x22], #-71
	ldrb	w9, [x11], #-50
	ldrb	w9, [x13, #107]!
	ldrb	w2, [x25, #-53]!
	ldrb	w20, [x27, #-39]!
	ldrb	w10, [x5, #14]!
	ldrb	w19, [x4, w10, sxtw]
	ldrb	w16, [x30, w15, uxtw]
	ldrb	w19, [x22, w9, sxtw]
	ldrb	w9, [x21, w19, sxtw #0]
	ldrb	w24, [x2, x7, lsl #0]
	ldrb	w6, [x19, x27]
	ldrb	w7, [x12, x22, sxtx]
	ldrb	w9, [sp, x28, lsl #0]
	ldrb	w0, [x26]
	ldrb	w18, [sp, #397]
	ldrb	w19, [x23]
	ldrb	w25, [x25]
	ldur	d26, [x20, #19]
	ldur	d19, [x9, #255]
	ldur	d1, [x3, #126]
	ldur	d8, [x27]
	ldr	d2, [x23], #-1
	ldr	d6, [x8], #99
	ldr	d16, [x8], #-206
	ldr	d30, [x12], #129
	ldr	d28, [x16, #-232]!
	ldr	d25, [x20, #-228]!
	ldr	d6, [x28, #-185]!
	ldr	d4, [x14, #-256]!
	ldr	d13, [x12, w13, uxtw]
	ldr	d10, [x26, w9, sxtw]
	ldr	d26, [x3, w17, uxtw]
	ldr	d17, [x4, w13, sxtw #3]
	ldr	d7, [x14, x19, sxtx #3]
	ldr	d8, [x3, x2, sxtx]
	ldr	d20, [x20, x16, sxtx]
	ldr	d9, [x2, x8]
	ldr	d25, [x5]
	ldr	d10, [x24]
	ldr	d13, [x29]
	ldr	d25, [x18]
	ldr	d31, #-304432
	ldr	d16, #-4
	ldr	d0, #0
	ldr	d0, #158548
	ldur	h24, [x16, #203]
	ldur	h4, [x6, #252]
	ldur	h10, [x29, #-1]
	ldur	h12, [x22, #-30]
	ldr	h2, [x22], #-1
	ldr	h6, [x18], #145
	ldr	h3, [x20], #1
	ldr	h7, [sp], #-189
	ldr	h2, [x21, #172]!
	ldr	h3, [x0, #-87]!
	ldr	h28, [x0, #-231]!
	ldr	h2, [x16, #121]!
	ldr	h26, [x9, w30, uxtw]
	ldr	h29, [x23, w26, sxtw #1]
	ldr	h17, [x30, w25, uxtw #1]
	ldr	h31, [x16, w29, uxtw]
	ldr	h19, [x20, x22, lsl #1]
	ldr	h26, [x23, x17, sxtx #1]
	ldr	h21, [x25, x10, sxtx]
	ldr	h2, [x12, x3, sxtx]
	ldr	h10, [x15]
	ldr	h13, [x15, #7400]
	ldr	h12, [x9, #6302]
	ldr	h9, [x21]
	ldurh	w4, [x28, #-108]
	ldurh	w15, [x18]
	ldurh	w6, [x6, #-179]
	ldurh	w8, [x14, #94]
	ldrh	w19, [x24], #1
	ldrh	w7, [x1], #244
	ldrh	w18, [x28], #7
	ldrh	w0, [x10], #131
	ldrh	w7, [x5, #-13]!
	ldrh	w2, [x9, #0]!
	ldrh	w7, [sp, #-256]!
	ldrh	w11, [x3, #252]!
	ldrh	w5, [x9, w16, sxtw]
	ldrh	w13, [x18, w19, sxtw #1]
	ldrh	w17, [x3, w2, uxtw #1]
	ldrh	w5, [x13, w18, sxtw #1]
	ldrh	w3, [x4, x30, sxtx]
	ldrh	w8, [x26, x15]
	ldrh	w9, [x28, x17, sxtx]
	ldrh	w28, [x15, xzr, lsl #1]
	ldrh	w21, [x30, #8190]
	ldrh	w9, [x22]
	ldrh	w29, [x25]
	ldrh	w15, [x18]
	ldur	q31, [x20]
	ldur	q9, [x14, #-3]
	ldur	q28, [x23, #255]
	ldur	q13, [x21]
	ldr	q3, [x5], #175
	ldr	q11, [x3], #125
	ldr	q10, [x4], #-191
	ldr	q2, [x16], #101
	ldr	q2, [x16, #126]!
	ldr	q19, [x12, #156]!
	ldr	q7, [x18, #-242]!
	ldr	q27, [x24, #190]!
	ldr	q4, [x1, w29, sxtw]
	ldr	q10, [x16, w15, uxtw #4]
	ldr	q26, [x28, w27, sxtw]
	ldr	q20, [x5, w7, sxtw #4]
	ldr	q13, [x2, x19]
	ldr	q8, [x16, x12]
	ldr	q0, [x20, x1, lsl #4]
	ldr	q7, [x4, x0, lsl #4]
	ldr	q17, [x21, #48000]
	ldr	q27, [x0]
	ldr	q28, [x19, #58704]
	ldr	q5, [x27]
	ldr	q28, #0
	ldr	q29, #-781588
	ldr	q25, #-4
	ldr	q3, #43580
	ldursb	w16, [x22]
	ldursb	w24, [x1, #-57]
	ldursb	w5, [x9]
	ldursb	w25, [x17, #-199]
	ldrsb	w20, [x2], #255
	ldrsb	w4, [x14], #5
	ldrsb	w18, [x27], #255
	ldrsb	w26, [x21], #1
	ldrsb	w11, [sp, #100]!
	ldrsb	w8, [x13, #117]!
	ldrsb	w15, [x19, #-28]!
	ldrsb	w16, [sp, #81]!
	ldrsb	w9, [x20, w4, uxtw]
	ldrsb	w7, [x20, w8, uxtw #0]
	ldrsb	w12, [x0, w0, uxtw #0]
	ldrsb	w4, [x18, w0, sxtw]
	ldrsb	w16, [x9, x19, sxtx #0]
	ldrsb	w25, [x17, x22, lsl #0]
	ldrsb	w30, [x1, x26, lsl #0]
	ldrsb	w0, [x24, x30, lsl #0]
	ldrsb	w21, [sp, #247]
	ldrsb	w21, [x12]
	ldrsb	w14, [x6]
	ldrsb	w19, [x25]
	ldursb	x0, [x11]
	ldursb	x5, [x14, #1]
	ldursb	xzr, [x3, #-218]
	ldursb	x27, [x21, #245]
	ldrsb	x18, [x3], #1
	ldrsb	x24, [x26], #221
	ldrsb	x30, [x3], #42
	ldrsb	x24, [x19], #-187
	ldrsb	x2, [x10, #77]!
	ldrsb	x23, [x0, #-37]!
	ldrsb	x27, [x30, #132]!
	ldrsb	x12, [x3, #1]!
	ldrsb	x13, [x21, w13, uxtw #0]
	ldrsb	x29, [x20, w26, uxtw]
	ldrsb	x21, [x13, w23, sxtw]
	ldrsb	x30, [x23, w5, sxtw #0]
	ldrsb	x7, [x16, xzr, sxtx]
	ldrsb	x24, [x18, x8, sxtx]
	ldrsb	x24, [x5, x19, sxtx #0]
	ldrsb	x12, [x25, x22]
	ldrsb	x19, [x3]
	ldrsb	x3, [x28, #3143]
	ldrsb	x12, [x12]
	ldrsb	x1, [x15, #2545]
	ldursh	w17, [x15, #188]
	ldursh	w23, [x15]
	ldursh	w12, [x7, #123]
	ldursh	w8, [x21]
	ldrsh	w3, [x11], #103
	ldrsh	w8, [x15], #-194
	ldrsh	w14, [sp], #120
	ldrsh	w4, [sp], #-174
	ldrsh	w6, [x9, #159]!
	ldrsh	w2, [x30, #113]!
	ldrsh	w21, [sp, #-241]!
	ldrsh	w29, [x26, #255]!
	ldrsh	w11, [x0, w30, sxtw #1]
	ldrsh	w8, [x2, w8, sxtw #1]
	ldrsh	w9, [x11, w10, sxtw #1]
	ldrsh	w27, [x26, w4, sxtw #1]
	ldrsh	w17, [x3, x5, lsl #1]
	ldrsh	w13, [x1, x17]
	ldrsh	w24, [x29, x27]
	ldrsh	w29, [x12, x11, lsl #1]
	ldrsh	w22, [x22]
	ldrsh	w0, [x14, #2632]
	ldrsh	w26, [x27, #8094]
	ldrsh	w14, [x2, #3522]
	ldursh	x28, [x13]
	ldursh	x4, [x28, #255]
	ldursh	x18, [x15]
	ldursh	x12, [x6, #183]
	ldrsh	x4, [x14], #1
	ldrsh	x4, [x19], #208
	ldrsh	x20, [x19], #-217
	ldrsh	x0, [x22], #41
	ldrsh	x10, [x11, #16]!
	ldrsh	x23, [x30, #-94]!
	ldrsh	x2, [x18, #168]!
	ldrsh	x19, [x0, #29]!
	ldrsh	x1, [x9, w25, uxtw #1]
	ldrsh	x30, [x2, w20, sxtw]
	ldrsh	x29, [x29, w10, sxtw #1]
	ldrsh	xzr, [x23, w9, sxtw #1]
	ldrsh	x18, [x25, x12, sxtx #1]
	ldrsh	x2, [x21, x7, lsl #1]
	ldrsh	x27, [x3, x24]
	ldrsh	x17, [x14, x3, lsl #1]
	ldrsh	x13, [x3, #7606]
	ldrsh	x19, [x1]
	ldrsh	x8, [x16, #4710]
	ldrsh	x4, [x19, #8190]
	ldursw	x8, [x7, #1]
	ldursw	x21, [x11]
	ldursw	x16, [x30, #-26]
	ldursw	x30, [x26, #-1]
	ldrsw	x15, #278972
	ldrsw	x12, #-1048576
	ldrsw	x25, #667496
	ldrsw	x15, #58408
	ldrsw	x20, [x23], #230
	ldrsw	x17, [x15], #0
	ldrsw	x9, [x22], #-1
	ldrsw	x16, [x30], #-237
	ldrsw	x20, [x29, #145]!
	ldrsw	x29, [x10, #-149]!
	ldrsw	x9, [x10, #140]!
	ldrsw	x18, [x19, #255]!
	ldrsw	x27, [x7, w9, sxtw #2]
	ldrsw	x23, [x30, w22, sxtw]
	ldrsw	x8, [x10, w10, uxtw #2]
	ldrsw	x30, [x4, w25, uxtw #2]
	ldrsw	x8, [sp, x8]
	ldrsw	x7, [x29, x1, sxtx #2]
	ldrsw	x19, [x29, x7, lsl #2]
	ldrsw	x29, [x21, x8]
	ldrsw	x20, [x25]
	ldrsw	x27, [x21, #8664]
	ldrsw	x20, [x21, #13996]
	ldrsw	x13, [x3, #792]
	ldur	s28, [x27]
	ldur	s6, [x30]
	ldur	s17, [x17]
	ldur	s21, [x9]
	ldr	s31, [x15], #3
	ldr	s16, [x18], #49
	ldr	s3, [x1], #207
	ldr	s12, [x0], #-188
	ldr	s16, [x5, #-211]!
	ldr	s16, [x24, #-22]!
	ldr	s9, [x15, #-141]!
	ldr	s1, [x18, #255]!
	ldr	s20, [x2, w6, uxtw]
	ldr	s27, [x15, w17, uxtw]
	ldr	s14, [x15, w4, uxtw #2]
	ldr	s12, [x7, w28, uxtw]
	ldr	s21, [x7, x25, sxtx #2]
	ldr	s29, [x5, x27]
	ldr	s21, [x6, x29, lsl #2]
	ldr	s6, [x15, x10, sxtx #2]
	ldr	s23, [x6]
	ldr	s19, [x8, #12332]
	ldr	s24, [x29, #3228]
	ldr	s10, [x14, #12280]
	ldr	s11, #1048572
	ldr	s17, #0
	ldr	s13, #387056
	ldr	s11, #0
	ldur	w1, [x8]
	ldur	w15, [x18]
	ldur	w0, [x5, #-1]
	ldur	w28, [x30]
	ldr	w10, #751748
	ldr	w12, #12584
	ldr	w28, #-627916
	ldr	w19, #362132
	ldr	w17, [x29], #54
	ldr	w11, [x26], #-256
	ldr	w4, [x1], #-225
	ldr	w5, [sp], #0
	ldr	w13, [x4, #-128]!
	ldr	w19, [x9, #156]!
	ldr	w13, [x16, #-226]!
	ldr	w4, [x1, #0]!
	ldr	w9, [x7, w12, sxtw]
	ldr	w28, [x11, w20, sxtw]
	ldr	w25, [x14, w9, uxtw #2]
	ldr	w23, [x17, w17, sxtw #2]
	ldr	w23, [x1, x8, sxtx #2]
	ldr	w29, [x10, x15]
	ldr	w3, [x17, x15, lsl #2]
	ldr	w9, [x2, x6, sxtx #2]
	ldr	w21, [x2]
	ldr	w1, [x3, #13364]
	ldr	w12, [x15]
	ldr	w6, [x13, #396]
	ldur	x21, [x9, #255]
	ldur	x24, [x20, #-173]
	ldur	x28, [x13]
	ldur	x2, [x23, #-70]
	ldr	x12, #479608
	ldr	x10, #1048572
	ldr	x25, #-613020
	ldr	x12, #47584
	ldr	x15, [x20], #138
	ldr	x27, [x4], #-135
	ldr	x11, [x19], #1
	ldr	x16, [sp], #-1
	ldr	x15, [x6, #142]!
	ldr	x14, [x29, #-33]!
	ldr	x15, [x7, #-147]!
	ldr	x10, [x1, #189]!
	ldr	x7, [x13, w24, sxtw #3]
	ldr	x27, [x28, w21, uxtw]
	ldr	x30, [x12, w13, uxtw #3]
	ldr	x20, [x14, w16, uxtw]
	ldr	x20, [x25, x22, sxtx #3]
	ldr	x19, [x30, x25]
	ldr	x18, [x20, x16, sxtx]
	ldr	x2, [x15, x17, lsl #3]
	ldr	x20, [x12]
	ldr	x6, [x22, #7560]
	ldr	x28, [x13, #20936]
	ldr	x23, [x15]
	lsl	w20, wzr, w28
	lsl	w3, w2, w28
	lsl	w23, w17, w1
	lsl	w11, w18, w12
	lsl	x23, x27, x17
	lsl	x12, x13, x19
	lsl	x0, x9, x12
	lsl	x8, x5, x27
	lsr	w28, w21, w0
	lsr	w1, w21, w14
	lsr	w25, w14, wzr
	lsr	wzr, w3, w29
	lsr	x9, x10, x20
	lsr	x8, x28, x1
	lsr	x3, x8, x7
	lsr	x29, x2, x4
	madd	w15, w0, w23, w7
	madd	w7, w28, w17, w12
	mul	w29, w30, w0
	madd	w2, w15, w27, w6
	mul	x29, x17, x5
	madd	x26, x21, x24, x28
	mul	x14, x3, x10
	madd	x10, x17, x24, x8
	movk	w10, #1, lsl #16
	movk	w15, #52, lsl #16
	movk	w12, #38592
	movk	w23, #65535
	movk	x29, #60278, lsl #48
	movk	x11, #13530
	movk	x20, #62229, lsl #48
	movk	x24, #17418, lsl #48
	mov	w8, #-1
	mov	w5, #-41509
	mov	w11, #-608894977
	mov	w6, #-64870
	mov	x8, #-109212290963734529
	mov	x11, #7177048956168306687
	mov	x30, #-3120955393
	mov	x30, #-5789377320984772609
	movz	w26, #0, lsl #16
	mov	w23, #-880410624
	mov	w25, #652804096
	mov	w20, #722403328
	mov	x10, #1967521792
	movz	x2, #0, lsl #48
	mov	x5, #275960238702592
	mov	x16, #54452
	mrs	x11, S2_7_C15_C7_4
	mrs	x27, DCZID_EL0
	mrs	x11, CNTFRQ_EL0
	mrs	x14, S3_7_C15_C5_1
	msr	S3_2_C11_C1_5, x14
	msr	TTBR1_EL1, x26
	msr	MAIR_EL1, x8
	msr	S3_3_C0_C0_7, x18
	msub	w25, w8, w25, w11
	msub	w12, w9, w16, w29
	msub	w27, w21, w22, w14
	mneg	w3, w22, w19
	mneg	x27, x23, x7
	msub	x19, x23, x9, x21
	msub	x24, x20, x12, x10
	mneg	x27, x18, x28
	mul	v2.16b, v31.16b, v0.16b
	mul	v31.16b, v22.16b, v23.16b
	mul	v2.16b, v21.16b, v14.16b
	mul	v23.16b, v14.16b, v21.16b
	mul	v28.2s, v11.2s, v30.2s
	mul	v5.2s, v11.2s, v12.2s
	mul	v31.2s, v9.2s, v29.2s
	mul	v30.2s, v6.2s, v11.2s
	mul	v28.4h, v5.4h, v11.4h
	mul	v13.4h, v15.4h, v12.4h
	mul	v23.4h, v25.4h, v21.4h
	mul	v3.4h, v16.4h, v24.4h
	mul	v23.4s, v0.4s, v18.4s
	mul	v7.4s, v5.4s, v18.4s
	mul	v19.4s, v11.4s, v22.4s
	mul	v9.4s, v23.4s, v26.4s
	mul	v2.8h, v15.8h, v14.8h
	mul	v5.8h, v30.8h, v27.8h
	mul	v12.8h, v3.8h, v1.8h
	mul	v2.8h, v4.8h, v16.8h
	mul	v21.8b, v28.8b, v9.8b
	mul	v1.8b, v13.8b, v14.8b
	mul	v22.8b, v8.8b, v6.8b
	mul	v5.8b, v1.8b, v29.8b
	orn	w25, w26, w14, asr #17
	orn	w9, w10, w9
	mvn	w27, w10, ror #7
	orn	w11, w5, w10, ror #8
	mvn	x30, x18, ror #14
	mvn	x28, x6, lsr #63
	orn	x4, x27, x2
	orn	x23, x7, x25, ror #62
	orn	v0.16b, v30.16b, v7.16b
	orn	v18.16b, v27.16b, v18.16b
	orn	v18.16b, v11.16b, v18.16b
	orn	v28.16b, v19.16b, v26.16b
	orn	v31.8b, v20.8b, v15.8b
	orn	v7.8b, v6.8b, v6.8b
	orn	v18.8b, v31.8b, v25.8b
	orn	v16.8b, v10.8b, v19.8b
	mov	w15, #-1431655766
	mov	w26, #2004318071
	orr	w10, w21, #0x800080
	orr	w14, w6, #0x55555555
	orr	w0, w1, w22
	orr	w4, w16, w10
	orr	w22, w3, w20, ror #13
	orr	w25, w27, w30, lsr #0
	orr	x19, x13, #0x5555555555555555
	mov	x3, #288230376218820608
	orr	x9, x16, #0x100000000000
	orr	x23, x17, #0x4444444444444444
	orr	x5, x10, x19
	orr	x1, x6, x9, lsr #0
	mov	x3, x17
	orr	x21, x9, x0, lsl #19
	mov	v22.16b, v22.16b
	orr	v28.16b, v25.16b, v27.16b
	orr	v16.16b, v17.16b, v3.16b
	orr	v17.16b, v8.16b, v30.16b
	orr	v20.8b, v15.8b, v8.8b
	mov	v3.8b, v6.8b
	orr	v22.8b, v20.8b, v18.8b
	mov	v26.8b, v28.8b
	prfm	pstl1keep, #564072
	prfm	#15, #956040
	prfm	#26, #774524
	prfm	pldl1keep, #-56060
	rbit	wzr, w18
	rbit	w24, w17
	rbit	w19, w10
	rbit	w10, w20
	rbit	x9, x16
	rbit	x21, x25
	rbit	x27, x12
	rbit	x28, x13
	ret	x11
	ret	x3
	ret
	ret
	rev16	w3, w1
	rev16	w7, w1
	rev16	w2, w14
	rev16	w28, w7
	rev16	x1, x3
	rev16	x4, x3
	rev16	x16, x12
	rev16	x21, x9
	rev32	x5, x0
	rev32	x6, xzr
	rev32	x9, x15
	rev32	x19, xzr
	rev	w4, w28
	rev	w28, w29
	rev	w23, w8
	rev	w26, w11
	rev	x19, x20
	rev	x23, x21
	rev	x7, x4
	rev	x4, x28
	ror	w4, w5, w20
	ror	w4, w29, w20
	ror	w18, w30, w4
	ror	w27, w10, w19
	ror	x12, x18, x4
	ror	x4, x7, x21
	ror	x17, x1, x26
	ror	x22, xzr, x10
	ngcs	w3, w28
	ngcs	w0, w9
	ngcs	w19, w30
	sbcs	w17, w6, wzr
	ngcs	x0, x14
	sbcs	x20, x5, x9
	sbcs	x11, x7, x23
	sbcs	x9, x0, x9
	sbc	w14, w19, w17
	sbc	w27, w13, w11
	sbc	w28, w19, w23
	sbc	w29, w25, w7
	sbc	x14, x14, x19
	sbc	x4, x29, x6
	sbc	x17, x10, x30
	ngc	x30, x26
	sbfx	w3, w30, #17, #7
	sbfx	w14, w8, #10, #13
	sbfiz	w6, w12, #1, #1
	asr	w0, w13, #25
	asr	x3, x19, #37
	sbfiz	x20, x14, #16, #27
	sxtb	x15, w26
	sbfiz	x9, x29, #23, #1
	scvtf	d7, w24
	scvtf	d18, w3
	scvtf	d22, w10
	scvtf	d15, w8
	scvtf	d25, w7, #17
	scvtf	d29, w30, #30
	scvtf	d2, w18, #27
	scvtf	d29, w27, #1
	scvtf	s14, w6
	scvtf	s7, w13
	scvtf	s7, w22
	scvtf	s2, w22
	scvtf	s16, w3, #6
	scvtf	s28, w11, #1
	scvtf	s5, w7, #2
	scvtf	s23, w7, #11
	scvtf	d20, x21
	scvtf	d24, x20
	scvtf	d9, x5
	scvtf	d24, x19
	scvtf	d28, x21, #23
	scvtf	d30, xzr, #17
	scvtf	d28, x5, #1
	scvtf	d23, x10, #1
	scvtf	s23, xzr
	scvtf	s23, x17
	scvtf	s25, x12
	scvtf	s27, x16
	scvtf	s18, xzr, #59
	scvtf	s4, x16, #45
	scvtf	s30, x19, #41
	scvtf	s26, x14, #1
	sdiv	w6, w11, w26
	sdiv	w12, w3, w21
	sdiv	w28, w26, w15
	sdiv	w17, w21, w16
	sdiv	x3, x5, x17
	sdiv	x22, x3, x7
	sdiv	x16, x5, x7
	sdiv	x2, x18, x25
	smaddl	x22, wzr, w26, x15
	smaddl	x16, w1, w8, x18
	smull	x6, w11, w6
	smull	x2, w9, w19
	smc	#0xdf84
	smc	#0xf857
	smc	#0
	smc	#0x99c1
	smsubl	x25, w17, w3, x8
	smsubl	x9, w6, w5, x16
	smsubl	x11, w26, w6, x18
	smnegl	x19, wzr, w30
	smulh	x2, x22, x11
	smulh	x12, x29, x9
	smulh	x5, x6, x6
	smulh	x11, x5, x10
	stnp	d14, d18, [x1, #-152]
	stnp	d26, d19, [x1, #-88]
	stnp	d25, d2, [x18, #-8]
	stnp	d26, d5, [x8]
	stnp	q21, q11, [x26]
	stnp	q19, q1, [x9]
	stnp	q10, q22, [x7, #-16]
	stnp	q7, q13, [x14]
	stnp	s1, s5, [x28, #-4]
	stnp	s5, s25, [x27, #-256]
	stnp	s30, s24, [x8, #-204]
	stnp	s7, s8, [x0, #28]
	stnp	w7, w18, [x7, #180]
	stnp	w3, w2, [x13, #-64]
	stnp	w9, w12, [x5]
	stnp	w22, w17, [x11, #248]
	stnp	x8, x29, [x1, #120]
	stnp	x6, x25, [x10, #-136]
	stnp	x20, x5, [sp, #-264]
	stnp	x3, x11, [x22, #-512]
	stp	d27, d27, [x24, #-48]
	stp	d10, d13, [x8, #-232]
	stp	d4, d16, [x20, #168]
	stp	d11, d8, [x1]
	stp	d8, d16, [x0], #496
	stp	d19, d0, [x16], #-448
	stp	d14, d6, [x9], #-216
	stp	d2, d1, [x19], #368
	stp	d7, d25, [x0, #0]!
	stp	d10, d6, [x20, #160]!
	stp	d27, d29, [x15, #-512]!
	stp	d2, d12, [x20, #-216]!
	stp	q23, q7, [x23, #768]
	stp	q30, q7, [x13, #-448]
	stp	q23, q10, [x3]
	stp	q30, q28, [x21, #-640]
	stp	q22, q20, [x4], #176
	stp	q3, q3, [x23], #848
	stp	q1, q31, [x19], #-384
	stp	q15, q20, [x8], #592
	stp	q3, q24, [x30, #976]!
	stp	q24, q22, [x9, #-400]!
	stp	q19, q12, [x12, #224]!
	stp	q29, q14, [x25, #0]!
	stp	s9, s18, [x23, #136]
	stp	s28, s6, [x24, #200]
	stp	s27, s23, [x28]
	stp	s6, s5, [x12]
	stp	s12, s26, [x0], #68
	stp	s11, s11, [x12], #12
	stp	s10, s28, [x23], #184
	stp	s5, s19, [sp], #-204
	stp	s6, s20, [x8, #-180]!
	stp	s28, s3, [x21, #-168]!
	stp	s16, s6, [x1, #-64]!
	stp	s19, s2, [x14, #-120]!
	stp	w12, w15, [x5]
	stp	w9, w17, [x23, #-56]
	stp	w21, w23, [x11, #116]
	stp	w9, w9, [x28]
	stp	w13, w27, [x12], #0
	stp	w15, w22, [x26], #-216
	stp	w12, w14, [x25], #72
	stp	w27, w1, [x6], #0
	stp	w15, w17, [x28, #204]!
	stp	w23, w1, [x29, #-48]!
	stp	w26, w23, [x1, #240]!
	stp	w23, w2, [x13, #60]!
	stp	x15, x12, [x14, #504]
	stp	x18, x16, [x9, #-336]
	stp	x0, x18, [x25, #456]
	stp	x20, x21, [x10, #-40]
	stp	x10, x8, [x17], #296
	stp	x13, x20, [x2], #184
	stp	x28, x17, [x21], #144
	stp	x7, x8, [x13], #160
	stp	x28, x14, [x6, #392]!
	stp	x3, x8, [x18, #400]!
	stp	xzr, x24, [x6, #-8]!
	stp	x11, x29, [x30, #-480]!
	stur	b10, [x7, #-116]
	stur	b25, [x3, #182]
	stur	b10, [x24, #200]
	stur	b6, [x22, #160]
	str	b2, [x2], #-256
	str	b9, [x30], #255
	str	b28, [x9], #-47
	str	b26, [x26], #-80
	str	b27, [x21, #31]!
	str	b12, [x27, #-9]!
	str	b3, [x27, #-81]!
	str	b26, [x0, #151]!
	str	b23, [x9, w8, uxtw]
	str	b15, [x19, w2, sxtw]
	str	b18, [x3, w12, uxtw #0]
	str	b28, [x10, w28, uxtw #0]
	str	b15, [x30, x2]
	str	b2, [x21, x30, sxtx]
	str	b13, [x11, x4, sxtx]
	str	b15, [x4, x4]
	str	b2, [x26]
	str	b29, [x11, #1855]
	str	b29, [x1, #2175]
	str	b2, [x11]
	sturb	w16, [x6, #-1]
	sturb	w6, [x5]
	sturb	w8, [x27, #194]
	sturb	w3, [x30, #184]
	strb	w20, [x30], #173
	strb	w1, [x18], #-82
	strb	w24, [x29], #-190
	strb	w21, [x24], #97
	strb	w19, [x6, #-1]!
	strb	w10, [x21, #237]!
	strb	w1, [x10, #-256]!
	strb	w14, [x28, #255]!
	strb	w23, [x2, w3, uxtw #0]
	strb	w13, [x30, w24, uxtw #0]
	strb	w4, [x12, w10, uxtw]
	strb	w19, [x23, w16, uxtw]
	strb	w12, [x2, xzr]
	strb	w21, [x21, x6]
	strb	w3, [x8, x14, sxtx #0]
	strb	w12, [x11, x13]
	strb	w6, [x1, #1557]
	strb	w12, [x6, #3276]
	strb	w17, [x6, #1386]
	strb	w17, [x7, #280]
	stur	d24, [x20, #-48]
	stur	d31, [x0]
	stur	d14, [x5]
	stur	d25, [x4, #-159]
	str	d20, [x29], #88
	str	d5, [x24], #-256
	str	d30, [x9], #-91
	str	d17, [x1], #100
	str	d11, [sp, #0]!
	str	d25, [x12, #14]!
	str	d9, [x12, #30]!
	str	d8, [x9, #173]!
	str	d15, [x0, w2, sxtw #3]
	str	d12, [x28, wzr, sxtw #3]
	str	d8, [x19, w11, sxtw #3]
	str	d31, [x3, w22, sxtw #3]
	str	d6, [x23, x2, lsl #3]
	str	d27, [x17, x27, lsl #3]
	str	d24, [x25, x8, lsl #3]
	str	d16, [x7, x12, sxtx #3]
	str	d22, [x7]
	str	d5, [x16, #32760]
	str	d31, [x10]
	str	d4, [x23, #27040]
	stur	h20, [x29]
	stur	h10, [x29, #-164]
	stur	h8, [x19]
	stur	h13, [x4, #1]
	str	h20, [x8], #-213
	str	h11, [x27], #146
	str	h2, [x21], #47
	str	h14, [x24], #-24
	str	h21, [x12, #-256]!
	str	h24, [x14, #-189]!
	str	h27, [x21, #-94]!
	str	h19, [x14, #-149]!
	str	h16, [x14, w2, uxtw]
	str	h8, [x30, w14, uxtw]
	str	h2, [x9, w0, uxtw]
	str	h2, [x7, w29, uxtw #1]
	str	h0, [x17, x7, lsl #1]
	str	h0, [x11, x5, sxtx #1]
	str	h15, [x3, x9, sxtx]
	str	h28, [x10, x27]
	str	h12, [x10, #2072]
	str	h6, [x18]
	str	h24, [x8]
	str	h25, [x12, #7892]
	sturh	w3, [x8, #173]
	sturh	w13, [x6, #-19]
	sturh	w5, [x21]
	sturh	w19, [x27]
	strh	w29, [sp], #-68
	strh	w21, [x29], #139
	strh	w22, [x6], #59
	strh	w24, [x5], #-151
	strh	w1, [x20, #201]!
	strh	w16, [x25, #219]!
	strh	w13, [x15, #-129]!
	strh	w17, [x27, #253]!
	strh	w17, [x0, w28, uxtw #1]
	strh	w10, [x15, w14, sxtw]
	strh	w10, [x24, w3, uxtw #1]
	strh	w6, [x29, w2, uxtw]
	strh	w27, [x1, x7, sxtx #1]
	strh	w20, [x4, x14, sxtx #1]
	strh	w0, [sp, x14]
	strh	w4, [x0, x8]
	strh	w30, [x29, #6498]
	strh	w17, [x2]
	strh	w25, [x11]
	strh	w3, [x2]
	stur	q7, [x15, #-256]
	stur	q5, [x30]
	stur	q8, [x7]
	stur	q23, [x25]
	str	q25, [x21], #-186
	str	q3, [x19], #77
	str	q24, [x4], #59
	str	q16, [x2], #-40
	str	q12, [x4, #0]!
	str	q20, [x3, #-1]!
	str	q4, [x5, #-97]!
	str	q10, [x12, #-99]!
	str	q16, [x6, w19, uxtw #4]
	str	q26, [x15, w13, sxtw #4]
	str	q14, [x12, w26, sxtw]
	str	q30, [x17, w26, uxtw]
	str	q24, [x0, x14, sxtx #4]
	str	q10, [x28, x22, lsl #4]
	str	q22, [x13, x1, lsl #4]
	str	q5, [x4, x16, lsl #4]
	str	q8, [x14, #17776]
	str	q30, [x7]
	str	q14, [x9, #36000]
	str	q27, [x20]
	stur	s7, [x11, #30]
	stur	s19, [x19, #-32]
	stur	s12, [x0]
	stur	s20, [x25, #202]
	str	s6, [x15], #-191
	str	s18, [x9], #230
	str	s29, [x6], #-1
	str	s8, [x6], #-1
	str	s26, [x3, #-30]!
	str	s15, [x11, #-59]!
	str	s3, [x7, #243]!
	str	s21, [x15, #95]!
	str	s17, [x20, w0, sxtw]
	str	s15, [x10, w20, uxtw #2]
	str	s6, [x15, w12, sxtw #2]
	str	s11, [x28, w3, uxtw #2]
	str	s19, [x2, x0, sxtx]
	str	s12, [x6, x12, lsl #2]
	str	s31, [x10, x5]
	str	s27, [x22, x9]
	str	s6, [x15]
	str	s25, [x9]
	str	s23, [x12, #8488]
	str	s22, [x23]
	stur	w20, [x15, #119]
	stur	w3, [x15, #41]
	stur	w6, [x7, #1]
	stur	w17, [x11]
	str	wzr, [x13], #-256
	str	w30, [x14], #255
	str	w22, [x9], #91
	str	w6, [sp], #170
	str	w20, [x11, #-56]!
	str	w8, [x0, #-5]!
	str	w13, [x24, #-1]!
	str	w24, [x11, #1]!
	str	wzr, [x17, w11, uxtw]
	str	w2, [x15, w19, sxtw]
	str	w29, [x5, w0, sxtw]
	str	w21, [x21, w14, sxtw #2]
	str	w5, [x10, x7]
	str	w3, [x0, x19, sxtx #2]
	str	w17, [sp, x4]
	str	w30, [x27, x27, lsl #2]
	str	w13, [x17, #13924]
	str	w18, [x3, #12960]
	str	w2, [x13]
	str	w28, [x11, #7532]
	stur	x23, [x25, #-98]
	stur	x17, [x9, #31]
	stur	x14, [x13, #-121]
	stur	x4, [x3, #-218]
	str	x23, [x22], #-256
	str	x2, [x28], #-62
	str	x19, [x0], #42
	str	x19, [x24], #-58
	str	x17, [x16, #255]!
	str	x24, [x11, #109]!
	str	x10, [x22, #-176]!
	str	x23, [x26, #118]!
	str	x8, [x27, w20, uxtw #3]
	str	x13, [x26, wzr, sxtw]
	str	x17, [x14, w25, sxtw]
	str	x5, [x9, w28, uxtw #3]
	str	x27, [x19, x12, sxtx]
	str	x8, [x16, x7, sxtx]
	str	x30, [x9, x15]
	str	x4, [x9, x1, sxtx]
	str	x10, [x0]
	str	x21, [x22]
	str	x3, [x16, #4624]
	str	x24, [x16, #15064]
	cmp	w13, #1939, lsl #12
	subs	w25, w12, #4095
	subs	w18, wsp, #125
	cmp	w28, #3760, lsl #12
	subs	w17, w9, w6, asr #1
	cmp	w6, w27, asr #2
	negs	w7, w11, asr #31
	subs	w17, w10, w3, lsl #26
	subs	w9, w0, w15, sxtx
	cmp	w28, w27, sxtb
	cmp	w4, w2, uxth
	cmp	w19, w25, uxtw #3
	subs	x3, x30, #0, lsl #12
	cmp	x26, #1873, lsl #12
	subs	x26, x22, #1641
	subs	x26, x27, #2429
	negs	x4, x11, lsr #11
	subs	x17, x24, x18
	negs	x22, x17, lsl #33
	subs	x27, x4, x24, lsr #63
	cmp	x16, w26, uxtw #3
	subs	x17, x19, w7, sxtw
	cmp	x2, w25, sxtw #1
	cmp	x28, w30, sxth
	subs	x9, x30, x21, sxtx #4
	cmp	x5, x20, sxtx #2
	subs	x0, x9, x10, uxtx #2
	cmp	x5, x24, uxtx #4
	sub	w19, w8, #141, lsl #12
	sub	w8, w10, #2004
	sub	w29, w3, #2057, lsl #12
	sub	w19, w24, #0
	neg	w9, w8, asr #4
	sub	w20, w21, w2, lsr #1
	neg	w6, w29
	neg	w13, w9
	sub	w18, w27, w15, uxth #1
	sub	wsp, w8, w24, uxtb #3
	sub	w25, w12, w2, sxtw #2
	sub	w22, w8, w9, uxtx #4
	sub	x29, x6, #0
	sub	x29, x29, #1731
	sub	x10, x18, #2602, lsl #12
	sub	x22, x19, #3927
	neg	x29, x16, asr #22
	sub	x17, x10, x29
	neg	x6, x7
	neg	x4, x9, lsl #37
	sub	x30, x26, w25, uxtw #1
	sub	x20, sp, w27, uxth #1
	sub	x14, x9, w15, sxtb #4
	sub	x4, sp, w7, sxtb #2
	sub	x2, x17, x15, uxtx
	sub	x27, x7, x22, sxtx #4
	sub	x27, x5, x0, sxtx
	sub	x21, x21, x14, sxtx
	sub	v13.16b, v30.16b, v26.16b
	sub	v0.16b, v5.16b, v16.16b
	sub	v1.16b, v15.16b, v6.16b
	sub	v7.16b, v17.16b, v7.16b
	sub	v11.2s, v5.2s, v14.2s
	sub	v15.2s, v22.2s, v15.2s
	sub	v27.2s, v13.2s, v3.2s
	sub	v9.2s, v24.2s, v12.2s
	sub	v3.2d, v17.2d, v29.2d
	sub	v1.2d, v20.2d, v17.2d
	sub	v23.2d, v6.2d, v24.2d
	sub	v2.2d, v9.2d, v2.2d
	sub	v31.4h, v28.4h, v31.4h
	sub	v1.4h, v20.4h, v28.4h
	sub	v18.4h, v9.4h, v17.4h
	sub	v5.4h, v24.4h, v19.4h
	sub	v16.4s, v13.4s, v9.4s
	sub	v20.4s, v27.4s, v8.4s
	sub	v3.4s, v19.4s, v27.4s
	sub	v7.4s, v18.4s, v31.4s
	sub	v5.8h, v26.8h, v17.8h
	sub	v14.8h, v16.8h, v2.8h
	sub	v4.8h, v15.8h, v13.8h
	sub	v19.8h, v8.8h, v29.8h
	sub	v6.8b, v17.8b, v6.8b
	sub	v18.8b, v17.8b, v6.8b
	sub	v30.8b, v29.8b, v1.8b
	sub	v6.8b, v2.8b, v25.8b
	svc	#0x970
	svc	#0
	svc	#0x8a4e
	svc	#0xb18f
	tbnz	w11, #26, #15416
	tbnz	w28, #14, #-8240
	tbnz	w19, #12, #-19800
	tbnz	w7, #1, #21784
	tbnz	x23, #51, #20440
	tbnz	x20, #58, #-16284
	tbnz	x25, #32, #-27064
	tbnz	x7, #57, #-19860
	tbz	w16, #22, #5972
	tbz	w25, #1, #2068
	tbz	w22, #0, #1036
	tbz	w25, #0, #-23840
	tbz	x15, #52, #19288
	tbz	x5, #55, #-11572
	tbz	x26, #63, #-6488
	tbz	x7, #52, #11872
	uxth	w7, w14
	lsr	w16, w11, #31
	ubfx	w5, w14, #11, #19
	ubfx	w12, w1, #0, #7
	ubfx	x8, x7, #15, #27
	ubfiz	x16, x8, #9, #1
	ubfiz	x29, x11, #4, #29
	ubfiz	x1, x30, #26, #19
	ucvtf	d1, w24
	ucvtf	d12, w9
	ucvtf	d14, w14
	ucvtf	d23, w9
	ucvtf	d14, w23, #5
	ucvtf	d6, w16, #1
	ucvtf	d14, w1, #3
	ucvtf	d17, w3, #1
	ucvtf	s1, w17
	ucvtf	s16, w24
	ucvtf	s30, w7
	ucvtf	s31, w9
	ucvtf	s6, w15, #26
	ucvtf	s3, w17, #1
	ucvtf	s30, w1, #24
	ucvtf	s24, w6, #1
	ucvtf	d15, x20
	ucvtf	d19, x19
	ucvtf	d27, x17
	ucvtf	d13, x9
	ucvtf	d10, x27, #52
	ucvtf	d17, x16, #49
	ucvtf	d24, x11, #30
	ucvtf	d19, x18, #22
	ucvtf	s6, x10
	ucvtf	s2, x1
	ucvtf	s0, x17
	ucvtf	s5, x0
	ucvtf	s30, x4, #30
	ucvtf	s12, x29, #32
	ucvtf	s11, x27, #5
	ucvtf	s6, x7, #64
	udf	#22897
	udf	#0
	udf	#0
	udf	#1
	udiv	w8, w21, w23
	udiv	w10, w15, w24
	udiv	w25, w21, w6
	udiv	w26, w17, w1
	udiv	x26, x11, x18
	udiv	x0, x14, x1
	udiv	x29, x5, xzr
	udiv	x22, x3, x3
	umaddl	x0, w17, w20, x11
	umull	x23, w14, w3
	umaddl	x29, w15, w11, x21
	umaddl	x29, w8, w30, x22
	umsubl	x19, w7, w18, x11
	umnegl	x17, w27, w12
	umnegl	x17, w6, w6
	umsubl	x0, w12, w10, x23
	umulh	x27, x12, x24
	umulh	x10, x23, x25
	umulh	x22, x26, x24
	umulh	x3, x0, x28
