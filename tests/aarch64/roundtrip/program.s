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
	csel	w25, w29, w0, eq
	csel	w22, w14, w1, lt
	csel	w19, w21, w2, mi
	csel	w28, w0, w30, vs
	csel	x15, x2, x22, ge
	csel	x1, x11, x15, pl
	csel	x22, x19, x7, hs
	csel	x11, x19, x8, gt
	csinc	w6, w3, w9, gt
	csinc	w15, w27, w19, pl
	csinc	w6, w28, w1, al
	csinc	wzr, w29, w11, lt
	csinc	x9, x27, xzr, vs
	cset	x25, ls
	csinc	x7, x26, x10, ls
	cinc	x10, x4, eq
	cinv	w14, w25, hi
	csetm	w2, eq
	csinv	w7, w28, w11, lt
	csinv	w10, w6, w4, mi
	csinv	x19, x24, x25, vc
	csinv	x22, x23, x6, lt
	csinv	x1, x11, x1, pl
	csinv	x7, x20, x7, al
	csneg	w30, w10, w29, gt
	csneg	w27, w23, w4, ls
	cneg	w8, w8, gt
	cneg	w26, w2, gt
	csneg	x10, xzr, x2, lt
	csneg	x30, x12, x11, hs
	csneg	x9, x25, x8, ls
	csneg	x7, x16, x8, eq
	dmb	#8
	dmb	ld
	dmb	#8
	dmb	ld
	dsb	ishld
	dsb	ld
	dsb	#8
	ssbb
	eon	w28, w5, w17, lsr #16
	eon	w23, w27, w13, ror #31
	eon	w25, w18, w20, ror #11
	eon	wzr, w1, w23, lsr #9
	eon	x23, x9, x22, asr #18
	eon	x20, x1, x16, ror #6
	eon	x14, x2, x3, asr #45
	eon	x13, x17, x16
	eor	w10, w10, #0x80000000
	eor	w27, w17, #0x55555555
	eor	w21, w12, #0x81818181
	eor	w22, w29, #0xf1f1f1f1
	eor	w25, w4, w25, lsl #7
	eor	w23, w24, w3
	eor	w11, w7, w18
	eor	w28, w22, w20, lsr #25
	eor	x12, x26, #0x808080808080808
	eor	x4, x26, #0xff000000ff00
	eor	x18, x8, #0x1000000
	eor	x15, x4, #0x1f8000001f80
	eor	xzr, x12, x8, asr #56
	eor	x2, x29, x4, ror #63
	eor	x13, x19, x3, lsr #63
	eor	x13, x26, x27, lsl #31
	eor	v3.16b, v14.16b, v29.16b
	eor	v4.16b, v10.16b, v25.16b
	eor	v2.16b, v21.16b, v6.16b
	eor	v26.16b, v21.16b, v4.16b
	eor	v13.8b, v2.8b, v12.8b
	eor	v27.8b, v31.8b, v16.8b
	eor	v25.8b, v16.8b, v15.8b
	eor	v9.8b, v26.8b, v10.8b
	extr	w9, w30, w29, #30
	extr	w13, w20, w30, #24
	ror	w21, w6, #14
	extr	w26, w27, w4, #11
	extr	x15, x4, x1, #52
	extr	x0, x11, x1, #52
	extr	x2, x18, x15, #18
	extr	x15, x15, x7, #49
	fabs	d3, d11
	fabs	d28, d2
	fabs	d24, d26
	fabs	d14, d24
	fabs	s14, s6
	fabs	s4, s31
	fabs	s5, s16
	fabs	s29, s19
	fadd	d1, d23, d5
	fadd	d9, d12, d2
	fadd	d28, d2, d5
	fadd	d3, d6, d30
	fadd	s3, s10, s6
	fadd	s25, s29, s20
	fadd	s9, s16, s25
	fadd	s19, s13, s29
	fccmp	d11, d5, #4, ne
	fccmp	d16, d26, #0, hi
	fccmp	d23, d24, #1, ls
	fccmp	d8, d30, #0, lt
	fccmpe	d23, d17, #7, mi
	fccmpe	d10, d22, #15, lo
	fccmpe	d11, d4, #0, al
	fccmpe	d2, d12, #0, eq
	fccmpe	s11, s19, #14, al
	fccmpe	s8, s13, #14, eq
	fccmpe	s25, s29, #1, vs
	fccmpe	s3, s10, #4, hs
	fccmp	s5, s4, #3, lo
	fccmp	s25, s2, #11, lt
	fccmp	s9, s26, #6, pl
	fccmp	s15, s10, #12, lt
	fcmp	d15, #0.0
	fcmp	d2, #0.0
	fcmp	d23, #0.0
	fcmp	d6, #0.0
	fcmp	d8, d31
	fcmp	d29, d30
	fcmp	d2, d23
	fcmp	d6, d7
	fcmpe	d2, #0.0
	fcmpe	d0, #0.0
	fcmpe	d7, #0.0
	fcmpe	d23, #0.0
	fcmpe	d28, d5
	fcmpe	d19, d7
	fcmpe	d28, d16
	fcmpe	d10, d21
	fcmpe	s31, #0.0
	fcmpe	s9, #0.0
	fcmpe	s30, #0.0
	fcmpe	s27, #0.0
	fcmpe	s0, s21
	fcmpe	s31, s21
	fcmpe	s7, s13
	fcmpe	s5, s25
	fcmp	s9, #0.0
	fcmp	s28, #0.0
	fcmp	s6, #0.0
	fcmp	s29, #0.0
	fcmp	s13, s18
	fcmp	s11, s7
	fcmp	s16, s13
	fcmp	s10, s29
	fcsel	d25, d12, d31, hs
	fcsel	d26, d1, d15, ls
	fcsel	d10, d8, d26, pl
	fcsel	d3, d22, d25, ne
	fcsel	s5, s30, s7, nv
	fcsel	s21, s27, s13, lo
	fcsel	s16, s5, s27, gt
	fcsel	s17, s1, s10, ne
	fcvtas	w7, d13
	fcvtas	w17, d2
	fcvtas	w11, d13
	fcvtas	w18, d4
	fcvtas	w9, s25
	fcvtas	w12, s14
	fcvtas	w23, s9
	fcvtas	w16, s26
	fcvtas	x16, d6
	fcvtas	x27, d27
	fcvtas	x19, d21
	fcvtas	x0, d16
	fcvtas	x5, s2
	fcvtas	x3, s22
	fcvtas	x29, s15
	fcvtas	x22, s13
	fcvtau	w13, d8
	fcvtau	w0, d5
	fcvtau	w5, d28
	fcvtau	w12, d31
	fcvtau	w3, s9
	fcvtau	w22, s20
	fcvtau	w29, s10
	fcvtau	w2, s24
	fcvtau	x30, d24
	fcvtau	x20, d30
	fcvtau	x7, d20
	fcvtau	x12, d18
	fcvtau	x3, s18
	fcvtau	x2, s4
	fcvtau	x15, s20
	fcvtau	x5, s3
	fcvt	d30, h4
	fcvt	d9, h13
	fcvt	d3, h19
	fcvt	d28, h4
	fcvt	d1, s1
	fcvt	d26, s9
	fcvt	d26, s9
	fcvt	d10, s16
	fcvt	h11, d24
	fcvt	h24, d9
	fcvt	h3, d3
	fcvt	h9, d5
	fcvt	h2, s0
	fcvt	h4, s16
	fcvt	h9, s25
	fcvt	h29, s19
	fcvtms	w6, d18
	fcvtms	w11, d22
	fcvtms	w3, d26
	fcvtms	w2, d23
	fcvtms	w2, s22
	fcvtms	w1, s10
	fcvtms	w5, s23
	fcvtms	w30, s6
	fcvtms	x15, d0
	fcvtms	x13, d14
	fcvtms	x12, d13
	fcvtms	x17, d29
	fcvtms	x1, s27
	fcvtms	x6, s26
	fcvtms	x9, s24
	fcvtms	x10, s25
	fcvtmu	w12, d1
	fcvtmu	w27, d5
	fcvtmu	w17, d22
	fcvtmu	w18, d21
	fcvtmu	w8, s21
	fcvtmu	w27, s8
	fcvtmu	w17, s6
	fcvtmu	w7, s17
	fcvtmu	xzr, d11
	fcvtmu	x3, d17
	fcvtmu	x23, d9
	fcvtmu	x3, d23
	fcvtmu	x9, s14
	fcvtmu	x16, s7
	fcvtmu	x8, s1
	fcvtmu	x20, s2
	fcvtns	w10, d25
	fcvtns	w0, d25
	fcvtns	w15, d27
	fcvtns	w0, d17
	fcvtns	w21, s16
	fcvtns	w4, s26
	fcvtns	w16, s21
	fcvtns	w13, s14
	fcvtns	x21, d12
	fcvtns	x0, d29
	fcvtns	x3, d29
	fcvtns	x0, d4
	fcvtns	x30, s26
	fcvtns	x16, s15
	fcvtns	x27, s8
	fcvtns	x15, s18
	fcvtnu	w9, d0
	fcvtnu	w13, d5
	fcvtnu	w1, d7
	fcvtnu	w23, d3
	fcvtnu	w8, s1
	fcvtnu	w2, s16
	fcvtnu	w27, s1
	fcvtnu	w28, s21
	fcvtnu	x6, d14
	fcvtnu	x15, d4
	fcvtnu	x26, d7
	fcvtnu	x18, d6
	fcvtnu	x28, s29
	fcvtnu	x13, s18
	fcvtnu	x14, s26
	fcvtnu	x20, s25
	fcvtps	w27, d27
	fcvtps	w27, d0
	fcvtps	w24, d12
	fcvtps	w3, d17
	fcvtps	w21, s2
	fcvtps	w8, s26
	fcvtps	w11, s21
	fcvtps	w21, s2
	fcvtps	x22, d23
	fcvtps	x17, d28
	fcvtps	x0, d7
	fcvtps	x1, d14
	fcvtps	x18, s2
	fcvtps	x24, s8
	fcvtps	x29, s3
	fcvtps	x13, s17
	fcvtpu	w26, d24
	fcvtpu	w21, d12
	fcvtpu	w10, d27
	fcvtpu	w11, d6
	fcvtpu	w27, s22
	fcvtpu	w14, s24
	fcvtpu	w0, s3
	fcvtpu	w22, s17
	fcvtpu	x25, d30
	fcvtpu	x30, d0
	fcvtpu	x16, d7
	fcvtpu	x17, d31
	fcvtpu	x7, s20
	fcvtpu	x23, s19
	fcvtpu	x30, s19
	fcvtpu	x8, s24
	fcvt	s31, d27
	fcvt	s28, d25
	fcvt	s20, d14
	fcvt	s20, d21
	fcvt	s0, h19
	fcvt	s31, h2
	fcvt	s25, h19
	fcvt	s5, h23
	fcvtzs	w21, d21
	fcvtzs	w13, d15
	fcvtzs	w8, d6
	fcvtzs	w7, d19
	fcvtzs	w13, s2
	fcvtzs	w24, s3
	fcvtzs	w27, s8
	fcvtzs	w26, s8
	fcvtzs	x14, d18
	fcvtzs	x7, d26
	fcvtzs	x20, d31
	fcvtzs	x17, d29
	fcvtzs	x15, s6
	fcvtzs	x14, s6
	fcvtzs	x16, s21
	fcvtzs	x13, s20
	fcvtzs	w20, d15, #2
	fcvtzs	w3, d25, #31
	fcvtzs	w13, d11, #27
	fcvtzs	w22, d17, #8
	fcvtzs	w30, s28, #22
	fcvtzs	w27, s16, #32
	fcvtzs	w24, s7, #23
	fcvtzs	w30, s4, #1
	fcvtzs	x16, d16, #1
	fcvtzs	x25, d14, #31
	fcvtzs	x24, d17, #15
	fcvtzs	x28, d2, #5
	fcvtzs	xzr, s13, #1
	fcvtzs	x0, s7, #59
	fcvtzs	x13, s25, #53
	fcvtzs	x28, s6, #28
	fcvtzu	w9, d10
	fcvtzu	w19, d14
	fcvtzu	w10, d17
	fcvtzu	w5, d9
	fcvtzu	w12, s23
	fcvtzu	w0, s16
	fcvtzu	w19, s5
	fcvtzu	w29, s18
	fcvtzu	xzr, d3
	fcvtzu	x18, d1
	fcvtzu	x18, d15
	fcvtzu	x20, d18
	fcvtzu	x0, s17
	fcvtzu	x21, s22
	fcvtzu	x11, s11
	fcvtzu	x22, s14
	fcvtzu	w0, d20, #5
	fcvtzu	w24, d15, #1
	fcvtzu	w4, d6, #1
	fcvtzu	w14, d19, #1
	fcvtzu	w26, s0, #1
	fcvtzu	w21, s29, #14
	fcvtzu	w4, s28, #30
	fcvtzu	w18, s14, #29
	fcvtzu	x20, d15, #13
	fcvtzu	x15, d25, #46
	fcvtzu	x9, d16, #18
	fcvtzu	x9, d24, #60
	fcvtzu	x10, s2, #1
	fcvtzu	x19, s23, #43
	fcvtzu	xzr, s11, #31
	fcvtzu	x10, s22, #4
	fdiv	d21, d24, d8
	fdiv	d11, d16, d30
	fdiv	d14, d13, d17
	fdiv	d18, d4, d20
	fdiv	s13, s13, s4
	fdiv	s21, s22, s10
	fdiv	s24, s6, s11
	fdiv	s9, s10, s14
	fmadd	d2, d29, d12, d3
	fmadd	d30, d5, d6, d3
	fmadd	d3, d6, d27, d18
	fmadd	d13, d24, d13, d31
	fmadd	s23, s8, s5, s26
	fmadd	s26, s1, s18, s30
	fmadd	s18, s2, s1, s7
	fmadd	s4, s7, s12, s23
	fmax	d19, d4, d13
	fmax	d18, d26, d28
	fmax	d1, d30, d12
	fmax	d11, d20, d28
	fmaxnm	d22, d8, d2
	fmaxnm	d25, d7, d8
	fmaxnm	d16, d3, d8
	fmaxnm	d0, d15, d12
	fmaxnm	s25, s12, s18
	fmaxnm	s19, s15, s3
	fmaxnm	s21, s12, s27
	fmaxnm	s22, s26, s18
	fmax	s5, s17, s10
	fmax	s31, s15, s13
	fmax	s21, s18, s21
	fmax	s16, s13, s9
	fmin	d5, d6, d16
	fmin	d16, d29, d25
	fmin	d19, d30, d23
	fmin	d1, d25, d15
	fminnm	d10, d12, d12
	fminnm	d24, d0, d17
	fminnm	d22, d8, d23
	fminnm	d2, d11, d14
	fminnm	s19, s18, s15
	fminnm	s23, s12, s16
	fminnm	s21, s13, s19
	fminnm	s3, s16, s29
	fmin	s19, s13, s6
	fmin	s26, s21, s28
	fmin	s18, s13, s8
	fmin	s5, s18, s28
	fmov	v31.d[1], x15
	fmov	v14.d[1], x22
	fmov	v3.d[1], x0
	fmov	v29.d[1], x16
	fmov	x30, d0
	fmov	x28, d16
	fmov	x5, d6
	fmov	x24, d15
	fmov	d17, #-0.23437500
	fmov	d26, #-0.45312500
	fmov	d30, #-0.56250000
	fmov	d15, #-0.93750000
	fmov	d14, d16
	fmov	d7, d15
	fmov	d8, d20
	fmov	d18, d15
	fmov	w6, s8
	fmov	w16, s29
	fmov	w6, s6
	fmov	w21, s21
	fmov	s12, #28.00000000
	fmov	s9, #0.96875000
	fmov	s16, #0.34375000
	fmov	s12, #-2.87500000
	fmov	s26, s13
	fmov	s1, s27
	fmov	s16, s26
	fmov	s22, s5
	fmov	s30, w30
	fmov	s14, w3
	fmov	s13, wzr
	fmov	s12, wzr
	fmov	x26, v15.d[1]
	fmov	x19, v2.d[1]
	fmov	x5, v11.d[1]
	fmov	x7, v5.d[1]
	fmov	d15, x23
	fmov	d23, x21
	fmov	d16, x22
	fmov	d5, x4
	fmsub	d26, d3, d7, d21
	fmsub	d12, d20, d6, d8
	fmsub	d8, d18, d5, d29
	fmsub	d14, d11, d28, d24
	fmsub	s16, s26, s8, s6
	fmsub	s7, s14, s13, s19
	fmsub	s26, s18, s24, s8
	fmsub	s23, s10, s7, s16
	fmul	d14, d28, d26
	fmul	d8, d20, d18
	fmul	d3, d26, d21
	fmul	d6, d27, d15
	fmul	s13, s6, s15
	fmul	s30, s22, s21
	fmul	s19, s24, s7
	fmul	s5, s4, s31
	fneg	d31, d10
	fneg	d28, d30
	fneg	d3, d20
	fneg	d1, d0
	fneg	s30, s16
	fneg	s2, s27
	fneg	s4, s25
	fneg	s20, s22
	fnmadd	d14, d18, d1, d14
	fnmadd	d21, d2, d28, d22
	fnmadd	d22, d13, d1, d11
	fnmadd	d3, d5, d9, d16
	fnmadd	s31, s23, s9, s28
	fnmadd	s12, s3, s27, s14
	fnmadd	s3, s3, s29, s19
	fnmadd	s24, s17, s27, s3
	fnmsub	d0, d17, d22, d14
	fnmsub	d3, d12, d28, d23
	fnmsub	d23, d25, d24, d29
	fnmsub	d18, d6, d27, d7
	fnmsub	s14, s25, s29, s3
	fnmsub	s21, s9, s12, s0
	fnmsub	s29, s12, s5, s26
	fnmsub	s1, s30, s25, s2
	fnmul	d30, d24, d4
	fnmul	d14, d16, d16
	fnmul	d20, d0, d13
	fnmul	d3, d18, d9
	fnmul	s21, s29, s16
	fnmul	s13, s8, s23
	fnmul	s1, s20, s28
	fnmul	s6, s16, s21
	frinta	d23, d17
	frinta	d3, d3
	frinta	d23, d31
	frinta	d16, d19
	frinta	s20, s26
	frinta	s9, s8
	frinta	s6, s19
	frinta	s24, s13
	frinti	d9, d2
	frinti	d10, d0
	frinti	d17, d7
	frinti	d30, d9
	frinti	s14, s22
	frinti	s18, s24
	frinti	s0, s17
	frinti	s5, s29
	frintm	d1, d7
	frintm	d21, d1
	frintm	d16, d20
	frintm	d30, d17
	frintm	s19, s15
	frintm	s7, s20
	frintm	s6, s4
	frintm	s12, s1
	frintn	d10, d12
	frintn	d5, d27
	frintn	d29, d11
	frintn	d28, d29
	frintn	s29, s31
	frintn	s19, s31
	frintn	s18, s15
	frintn	s1, s2
	frintp	d5, d17
	frintp	d13, d12
	frintp	d24, d19
	frintp	d23, d26
	frintp	s28, s31
	frintp	s2, s10
	frintp	s0, s3
	frintp	s31, s30
	frintx	d26, d28
	frintx	d23, d6
	frintx	d29, d16
	frintx	d24, d4
	frintx	s3, s16
	frintx	s21, s31
	frintx	s3, s2
	frintx	s22, s4
	frintz	d11, d26
	frintz	d7, d5
	frintz	d28, d7
	frintz	d1, d8
	frintz	s17, s7
	frintz	s2, s25
	frintz	s5, s25
	frintz	s10, s3
	fsqrt	d4, d8
	fsqrt	d6, d31
	fsqrt	d0, d28
	fsqrt	d20, d16
	fsqrt	s25, s28
	fsqrt	s10, s9
	fsqrt	s26, s30
	fsqrt	s19, s16
	fsub	d2, d23, d9
	fsub	d12, d16, d16
	fsub	d10, d31, d31
	fsub	d10, d8, d20
	fsub	s10, s4, s5
	fsub	s21, s20, s25
	fsub	s25, s24, s11
	fsub	s27, s13, s3
	hint	#119
	hint	#55
	hint	#31
	hint	#63
	hlt	#0x9078
	hlt	#0xed05
	hlt	#0xb71b
	hlt	#0x1
	hvc	#0x5926
	hvc	#0xee8f
	hvc	#0
	hvc	#0x1
	isb	#5
	isb	#14
	isb	#5
	isb	#0
	ldnp	d28, d11, [x29]
	ldnp	d0, d3, [x18, #-72]
	ldnp	d18, d1, [x26]
	ldnp	d18, d15, [x16]
	ldnp	q8, q31, [x23, #-1024]
	ldnp	q7, q29, [x7, #368]
	ldnp	q10, q27, [sp]
	ldnp	q15, q3, [x1, #496]
	ldnp	s16, s11, [x20]
	ldnp	s27, s2, [x14, #-168]
	ldnp	s28, s5, [x26, #-140]
	ldnp	s25, s10, [x5, #252]
	ldnp	w16, w25, [x11, #160]
	ldnp	w6, w13, [x4]
	ldnp	w21, w23, [x0, #36]
	ldnp	w3, w24, [x15, #196]
	ldnp	x22, x18, [x12]
	ldnp	x12, x7, [x26, #392]
	ldnp	x5, x13, [x21]
	ldnp	x10, x25, [x8]
	ldp	d7, d22, [x8]
	ldp	d22, d16, [x28, #64]
	ldp	d2, d5, [x19, #-72]
	ldp	d28, d17, [x0, #-248]
	ldp	d27, d15, [x24], #296
	ldp	d18, d17, [x17], #104
	ldp	d14, d25, [x16], #0
	ldp	d0, d10, [x3], #-512
	ldp	d21, d31, [x3, #256]!
	ldp	d30, d21, [x2, #-216]!
	ldp	d13, d9, [x24, #-152]!
	ldp	d18, d8, [x2, #64]!
	ldp	q31, q5, [x9, #-16]
	ldp	q16, q28, [x28]
	ldp	q26, q4, [x27]
	ldp	q28, q24, [x8, #464]
	ldp	q3, q25, [x9], #0
	ldp	q11, q3, [x5], #0
	ldp	q0, q6, [x4], #-112
	ldp	q30, q17, [x11], #-784
	ldp	q7, q19, [x28, #112]!
	ldp	q19, q9, [x29, #-1024]!
	ldp	q1, q17, [x23, #-944]!
	ldp	q28, q0, [x5, #-80]!
	ldpsw	x5, x30, [x4, #28]
	ldpsw	x29, x0, [x23, #172]
	ldpsw	x3, x1, [x29, #168]
	ldpsw	x19, x13, [x7, #-4]
	ldpsw	x0, x3, [x20], #-80
	ldpsw	x11, x30, [x6], #220
	ldpsw	x29, x21, [sp], #-44
	ldpsw	x29, x22, [x17], #152
	ldpsw	x7, x13, [x14, #240]!
	ldpsw	x30, x23, [x0, #-204]!
	ldpsw	x19, x2, [x26, #56]!
	ldpsw	x30, x3, [sp, #-16]!
	ldp	s26, s22, [x1, #252]
	ldp	s28, s6, [x21, #-84]
	ldp	s2, s24, [x16, #224]
	ldp	s12, s19, [x3, #-12]
	ldp	s18, s5, [x9], #-20
	ldp	s3, s21, [x5], #-228
	ldp	s10, s9, [x10], #-104
	ldp	s21, s17, [x5], #8
	ldp	s11, s15, [x12, #76]!
	ldp	s28, s12, [x17, #-144]!
	ldp	s13, s7, [x20, #0]!
	ldp	s17, s20, [x14, #164]!
	ldp	w2, w13, [x5, #52]
	ldp	w6, w10, [x0, #-100]
	ldp	w29, w10, [x11]
	ldp	w12, w26, [sp, #68]
	ldp	w23, w20, [x17], #-124
	ldp	w20, w28, [x7], #-252
	ldp	w21, w27, [x16], #-8
	ldp	w5, w30, [x6], #-240
	ldp	w18, w24, [x16, #252]!
	ldp	w11, w30, [x15, #-116]!
	ldp	w4, w17, [x20, #192]!
	ldp	w8, w28, [x26, #36]!
	ldp	x9, x15, [x12]
	ldp	x16, x25, [x3]
	ldp	x12, x28, [x19]
	ldp	x16, x18, [x30, #256]
	ldp	x6, x26, [x20], #8
	ldp	x14, x9, [x22], #504
	ldp	x13, x12, [sp], #272
	ldp	x23, x16, [x29], #-64
	ldp	x30, x1, [x25, #232]!
	ldp	x14, x28, [x26, #368]!
	ldp	x26, x10, [sp, #0]!
	ldp	x14, x15, [x22, #-512]!
	ldur	b14, [x10]
	ldur	b24, [x11, #-256]
	ldur	b2, [x12, #234]
	ldur	b11, [x13, #-9]
	ldr	b19, [x11], #97
	ldr	b30, [x28], #-118
	ldr	b10, [x0], #255
	ldr	b1, [x27], #-90
	ldr	b15, [x25, #-108]!
	ldr	b6, [x24, #-199]!
	ldr	b19, [x14, #0]!
	ldr	b16, [x13, #-221]!
	ldr	b21, [x30, w14, uxtw]
	ldr	b19, [x6, w11, sxtw]
	ldr	b15, [x19, w0, sxtw #0]
	ldr	b28, [x28, w11, uxtw]
	ldr	b23, [x26, x14, sxtx #0]
	ldr	b11, [x12, x18]
	ldr	b31, [x12, x24, lsl #0]
	ldr	b22, [x4, x29, sxtx]
	ldr	b1, [x6, #3155]
	ldr	b1, [x21, #2643]
	ldr	b23, [x6]
	ldr	b9, [x20, #1655]
	ldurb	w13, [x9, #210]
	ldurb	w22, [x25, #-256]
	ldurb	w23, [x5, #-3]
	ldurb	w29, [x4]
	ldrb	wzr, [x20], #-172
	ldrb	w4, [x10], #1
	ldrb	w1, [x10], #15
	ldrb	w15, [x30], #49
	ldrb	w7, [x27, #47]!
	ldrb	w19, [x14, #85]!
	ldrb	wzr, [x24, #70]!
	ldrb	w14, [x19, #-154]!
	ldrb	w6, [x1, w3, sxtw]
	ldrb	w10, [x20, w26, sxtw]
	ldrb	w17, [x24, w18, sxtw]
	ldrb	w29, [x10, w10, sxtw #0]
	ldrb	w23, [x8, x27]
	ldrb	w23, [x2, x17, lsl #0]
	ldrb	w8, [x6, x28, sxtx #0]
	ldrb	w19, [x18, x28, sxtx #0]
	ldrb	w19, [x1]
	ldrb	w22, [x22, #504]
	ldrb	w7, [x11]
	ldrb	w27, [x14]
	ldur	d5, [x30, #1]
	ldur	d14, [x26, #-44]
	ldur	d23, [x28, #77]
	ldur	d23, [x24, #160]
	ldr	d17, [x9], #-220
	ldr	d11, [x25], #92
	ldr	d24, [x26], #-96
	ldr	d30, [x1], #-133
	ldr	d19, [x9, #62]!
	ldr	d11, [x27, #-29]!
	ldr	d27, [x21, #-82]!
	ldr	d26, [x25, #-256]!
	ldr	d18, [x25, w23, uxtw]
	ldr	d21, [x5, w3, sxtw]
	ldr	d6, [x10, w4, sxtw]
	ldr	d13, [x26, w3, sxtw #3]
	ldr	d27, [x16, x7, sxtx #3]
	ldr	d12, [x18, x1, sxtx]
	ldr	d29, [x4, x23, lsl #3]
	ldr	d10, [x9, x22, lsl #3]
	ldr	d7, [x10]
	ldr	d6, [x13]
	ldr	d0, [x26]
	ldr	d29, [x22]
	ldr	d24, #0
	ldr	d1, #-489608
	ldr	d18, #-743148
	ldr	d23, #-1018740
	ldur	h28, [x17, #-231]
	ldur	h16, [x2, #10]
	ldur	h23, [x26, #-97]
	ldur	h14, [x19, #234]
	ldr	h10, [x4], #103
	ldr	h15, [x13], #-61
	ldr	h31, [x9], #86
	ldr	h19, [x18], #49
	ldr	h15, [x20, #-256]!
	ldr	h6, [x2, #134]!
	ldr	h12, [x0, #-74]!
	ldr	h3, [x2, #-215]!
	ldr	h13, [x24, w26, sxtw]
	ldr	h17, [x17, w16, sxtw #1]
	ldr	h19, [x6, w4, sxtw]
	ldr	h7, [sp, w30, sxtw]
	ldr	h27, [x9, x17, sxtx]
	ldr	h18, [x10, x16, lsl #1]
	ldr	h3, [x4, x1, lsl #1]
	ldr	h28, [x18, x10, lsl #1]
	ldr	h10, [x26]
	ldr	h18, [x27, #3088]
	ldr	h0, [x11, #7736]
	ldr	h19, [x0]
	ldurh	w7, [x9, #-256]
	ldurh	w3, [x11]
	ldurh	wzr, [x5, #37]
	ldurh	w20, [x3, #1]
	ldrh	w5, [x21], #-115
	ldrh	w22, [x9], #-191
	ldrh	w14, [x1], #90
	ldrh	w6, [x8], #-109
	ldrh	w30, [x6, #-161]!
	ldrh	w4, [sp, #1]!
	ldrh	w14, [x23, #188]!
	ldrh	w2, [x16, #0]!
	ldrh	w21, [x4, w19, sxtw]
	ldrh	w18, [x3, w4, sxtw]
	ldrh	w19, [x19, w23, sxtw]
	ldrh	w21, [x13, w3, sxtw]
	ldrh	w16, [x3, x17, sxtx]
	ldrh	w13, [x4, x20, sxtx #1]
	ldrh	w2, [x7, x20, sxtx #1]
	ldrh	w4, [x21, x27, sxtx]
	ldrh	w10, [x8, #6228]
	ldrh	w19, [x15]
	ldrh	w28, [x18]
	ldrh	w17, [x22, #3306]
	ldur	q2, [x7]
	ldur	q28, [x27, #-247]
	ldur	q20, [x1, #250]
	ldur	q25, [x30]
	ldr	q14, [x27], #-87
	ldr	q3, [x8], #69
	ldr	q1, [x14], #172
	ldr	q30, [x30], #0
	ldr	q30, [x22, #142]!
	ldr	q3, [x1, #220]!
	ldr	q25, [x19, #-129]!
	ldr	q12, [x21, #-58]!
	ldr	q5, [x25, w17, sxtw]
	ldr	q22, [x22, w30, uxtw]
	ldr	q5, [x4, w28, uxtw #4]
	ldr	q20, [x30, w23, uxtw]
	ldr	q3, [x2, x20, sxtx]
	ldr	q11, [x14, x4, sxtx #4]
	ldr	q28, [x5, x29, sxtx]
	ldr	q15, [x24, x28]
	ldr	q3, [x26, #20656]
	ldr	q9, [x22]
	ldr	q25, [x19, #38928]
	ldr	q15, [x2]
	ldr	q31, #644192
	ldr	q11, #132504
	ldr	q0, #-1022240
	ldr	q24, #-771896
	ldursb	w8, [x5]
	ldursb	w5, [x14, #1]
	ldursb	w2, [x14]
	ldursb	w19, [x19, #-196]
	ldrsb	w0, [x27], #-244
	ldrsb	w14, [x5], #205
	ldrsb	w8, [x28], #60
	ldrsb	wzr, [x30], #-197
	ldrsb	w29, [x17, #-5]!
	ldrsb	w14, [x23, #-254]!
	ldrsb	w30, [x2, #-142]!
	ldrsb	w15, [x1, #255]!
	ldrsb	w13, [x20, w0, sxtw #0]
	ldrsb	w25, [x20, w23, sxtw]
	ldrsb	w27, [x24, w4, uxtw]
	ldrsb	w6, [x1, w14, uxtw #0]
	ldrsb	w0, [x5, x13, sxtx #0]
	ldrsb	w13, [x11, x30, sxtx #0]
	ldrsb	w25, [x6, x28, sxtx]
	ldrsb	w23, [x29, x7, lsl #0]
	ldrsb	w19, [x11, #2726]
	ldrsb	w13, [x23]
	ldrsb	w5, [x19]
	ldrsb	w28, [x16]
	ldursb	x7, [x6]
	ldursb	xzr, [x28, #122]
	ldursb	x21, [x14, #-191]
	ldursb	x2, [x16, #231]
	ldrsb	x15, [x24], #-1
	ldrsb	xzr, [x18], #-240
	ldrsb	x3, [x23], #157
	ldrsb	x8, [x1], #184
	ldrsb	x26, [x1, #-84]!
	ldrsb	x16, [x18, #-119]!
	ldrsb	x23, [x6, #174]!
	ldrsb	x5, [x1, #1]!
	ldrsb	x26, [x25, w30, uxtw]
	ldrsb	x14, [x30, w27, uxtw #0]
	ldrsb	x8, [x23, wzr, sxtw #0]
	ldrsb	x23, [x14, w20, sxtw]
	ldrsb	x11, [x4, x23, sxtx #0]
	ldrsb	x20, [x19, x6, lsl #0]
	ldrsb	x17, [x17, x29]
	ldrsb	x19, [x17, x16, sxtx]
	ldrsb	x15, [x25, #1210]
	ldrsb	x11, [x10, #3081]
	ldrsb	x29, [x27]
	ldrsb	x29, [x12, #3972]
	ldursh	w20, [x20, #133]
	ldursh	w26, [x6]
	ldursh	w7, [x29, #1]
	ldursh	wzr, [x14]
	ldrsh	w12, [x1], #0
	ldrsh	w27, [x14], #-194
	ldrsh	w18, [x7], #-24
	ldrsh	w15, [x26], #-72
	ldrsh	w4, [x12, #228]!
	ldrsh	w2, [x8, #-110]!
	ldrsh	wzr, [x12, #-256]!
	ldrsh	w12, [x30, #-235]!
	ldrsh	w11, [x18, wzr, sxtw #1]
	ldrsh	w25, [x1, w24, uxtw]
	ldrsh	w27, [x29, w18, uxtw]
	ldrsh	w29, [x10, w5, sxtw]
	ldrsh	w5, [x30, x24]
	ldrsh	w26, [x7, x26]
	ldrsh	w26, [x12, x3, sxtx #1]
	ldrsh	w19, [x2, x13, sxtx #1]
	ldrsh	w15, [x23]
	ldrsh	w25, [x16, #2542]
	ldrsh	w6, [x14, #8190]
	ldrsh	w13, [x27, #6912]
	ldursh	x24, [x9]
	ldursh	x2, [x20, #-221]
	ldursh	x21, [x7]
	ldursh	x24, [x6, #-105]
	ldrsh	x20, [x17], #-113
	ldrsh	x6, [x16], #191
	ldrsh	x11, [x21], #9
	ldrsh	x9, [x30], #174
	ldrsh	x22, [x5, #68]!
	ldrsh	x4, [x12, #240]!
	ldrsh	x15, [x26, #-1]!
	ldrsh	x4, [sp, #102]!
	ldrsh	x24, [x30, w0, uxtw]
	ldrsh	x0, [x25, w14, sxtw #1]
	ldrsh	x15, [x17, w14, uxtw]
	ldrsh	x22, [x9, w20, uxtw #1]
	ldrsh	x30, [x16, x18, sxtx]
	ldrsh	xzr, [x25, x11, lsl #1]
	ldrsh	x16, [x28, x30, sxtx #1]
	ldrsh	x20, [x8, x18, sxtx #1]
	ldrsh	x1, [x29, #1762]
	ldrsh	x0, [x25]
	ldrsh	x12, [x18, #2510]
	ldrsh	x23, [x14, #2274]
	ldursw	x10, [x10, #50]
	ldursw	x29, [x7]
	ldursw	x9, [x20, #163]
	ldursw	x23, [x23, #67]
	ldrsw	x15, #554068
	ldrsw	x24, #443548
	ldrsw	x7, #329456
	ldrsw	x21, #-858720
	ldrsw	x15, [x17], #118
	ldrsw	x18, [x16], #-55
	ldrsw	x1, [x19], #-233
	ldrsw	x0, [x28], #233
	ldrsw	x5, [x4, #0]!
	ldrsw	xzr, [x22, #204]!
	ldrsw	x24, [x2, #-37]!
	ldrsw	x29, [x28, #-249]!
	ldrsw	x11, [x20, w2, uxtw]
	ldrsw	x3, [x27, w15, sxtw]
	ldrsw	x13, [x14, w15, uxtw]
	ldrsw	x20, [x12, w7, sxtw]
	ldrsw	x10, [x21, x7, sxtx #2]
	ldrsw	xzr, [x29, x5, sxtx]
	ldrsw	x1, [x21, x6, sxtx]
	ldrsw	x28, [x6, x15, lsl #2]
	ldrsw	x20, [x23, #9816]
	ldrsw	x27, [x19, #9152]
	ldrsw	x24, [x24, #444]
	ldrsw	x6, [x10, #11020]
	ldur	s23, [x11]
	ldur	s17, [x3]
	ldur	s13, [x21]
	ldur	s7, [x20]
	ldr	s15, [x0], #255
	ldr	s5, [x0], #-95
	ldr	s20, [sp], #-103
	ldr	s12, [x27], #203
	ldr	s13, [x22, #255]!
	ldr	s14, [x6, #1]!
	ldr	s18, [x18, #253]!
	ldr	s10, [x26, #-118]!
	ldr	s24, [x3, w2, sxtw #2]
	ldr	s19, [x26, w11, sxtw]
	ldr	s0, [x1, w4, sxtw]
	ldr	s6, [x25, w20, sxtw]
	ldr	s22, [x9, x2]
	ldr	s28, [x25, x26, sxtx]
	ldr	s14, [x1, xzr]
	ldr	s5, [x14, x4]
	ldr	s28, [x4]
	ldr	s26, [x17]
	ldr	s31, [x12, #9784]
	ldr	s22, [x10]
	ldr	s1, #1048572
	ldr	s17, #968832
	ldr	s9, #303464
	ldr	s18, #-388800
	ldur	w15, [x6]
	ldur	w17, [x15]
	ldur	w9, [x2, #1]
	ldur	w29, [x21]
	ldr	w2, #-817000
	ldr	w28, #-212856
	ldr	w15, #-53512
	ldr	w6, #580260
	ldr	w21, [x0], #255
	ldr	w20, [x24], #196
	ldr	w17, [x13], #-1
	ldr	w2, [x21], #168
	ldr	w5, [x18, #-209]!
	ldr	w13, [x19, #-256]!
	ldr	w30, [x7, #-1]!
	ldr	w10, [x23, #17]!
	ldr	w15, [x6, w12, sxtw]
	ldr	w1, [sp, w11, sxtw]
	ldr	w28, [x3, w15, sxtw]
	ldr	w3, [x13, w30, sxtw]
	ldr	w16, [x20, x15, lsl #2]
	ldr	w24, [x10, x0, sxtx]
	ldr	w17, [x26, x20, sxtx #2]
	ldr	w8, [x25, x28, sxtx #2]
	ldr	w18, [x24]
	ldr	w6, [x20, #9972]
	ldr	w11, [x28]
	ldr	wzr, [x16, #13072]
	ldur	xzr, [x6, #157]
	ldur	x10, [x8, #1]
	ldur	x12, [x16]
	ldur	x11, [x29, #-173]
	ldr	x5, #0
	ldr	x5, #-115960
	ldr	x16, #1048572
	ldr	x20, #-734984
	ldr	x20, [x26], #48
	ldr	x22, [x6], #199
	ldr	x15, [x13], #-11
	ldr	x12, [x20], #1
	ldr	x17, [x27, #245]!
	ldr	x29, [x3, #25]!
	ldr	x29, [x12, #1]!
	ldr	x15, [x2, #-82]!
	ldr	x25, [x6, w21, sxtw]
	ldr	x1, [x27, w0, sxtw]
	ldr	x20, [x11, w18, uxtw #3]
	ldr	x16, [x3, w11, uxtw #3]
	ldr	xzr, [x27, x29, sxtx]
	ldr	x17, [x11, x6, lsl #3]
	ldr	x18, [x11, x30, sxtx #3]
	ldr	x5, [x16, x8, sxtx]
	ldr	x7, [x26]
	ldr	x25, [x19, #25832]
	ldr	x30, [x4, #16456]
	ldr	x9, [x26]
	lsl	w28, w25, wzr
	lsl	w5, w29, w15
	lsl	w19, w27, w8
	lsl	w3, w11, w0
	lsl	x8, x14, x7
	lsl	x17, x25, x27
	lsl	x30, x10, x6
	lsl	x11, xzr, x0
	lsr	w30, w8, w2
	lsr	w22, w14, w30
	lsr	w7, w26, w15
	lsr	w14, w8, w7
	lsr	x2, x18, x25
	lsr	x8, x25, x11
	lsr	x12, x9, x16
	lsr	x29, x27, x21
	madd	w22, w14, w3, w22
	madd	w19, wzr, w27, w23
	madd	w7, w16, w19, w23
	madd	w9, w21, w24, w20
	mul	x12, x10, x27
	mul	x28, x22, x2
	mul	x0, xzr, x22
	madd	x2, x21, x14, x23
	movk	w14, #23642, lsl #16
	movk	w5, #65268
	movk	w29, #65535, lsl #16
	movk	w5, #32397
	movk	x23, #7451, lsl #32
	movk	x24, #0
	movk	x5, #24466, lsl #32
	movk	x9, #4198, lsl #16
	movn	w14, #0, lsl #16
	mov	w12, #-1
	mov	w4, #1378877439
	mov	w9, #-1
	mov	x22, #-13910
	mov	x1, #3647915698170101759
	mov	x14, #-2473132033
	mov	x17, #-1426784257
	movz	w16, #0, lsl #16
	mov	w27, #1407975424
	mov	w24, #16090
	mov	w5, #-463470592
	mov	x30, #62382
	mov	x18, #3921805312
	mov	x7, #63741
	mov	x13, #575406080
	mrs	x4, TPIDR_EL1
	mrs	x2, SP_EL0
	mrs	x25, S3_0_C11_C15_1
	mrs	x18, S2_4_C15_C14_4
	msr	S2_1_C15_C3_1, x18
	msr	S2_4_C15_C7_0, x1
	msr	S3_2_C15_C9_7, x29
	msr	S3_3_C14_C0_1, x21
	msub	w22, w1, w13, w29
	msub	w19, w14, w6, w3
	msub	w23, w5, w0, w1
	msub	w22, w6, w4, w16
	mneg	x10, x6, x22
	msub	x20, x9, x28, x21
	msub	x13, x25, x27, x30
	mneg	x8, x10, x0
	mul	v19.16b, v13.16b, v4.16b
	mul	v0.16b, v13.16b, v3.16b
	mul	v1.16b, v22.16b, v0.16b
	mul	v16.16b, v8.16b, v6.16b
	mul	v9.2s, v16.2s, v28.2s
	mul	v3.2s, v22.2s, v10.2s
	mul	v10.2s, v23.2s, v17.2s
	mul	v10.2s, v26.2s, v2.2s
	mul	v20.4h, v20.4h, v5.4h
	mul	v10.4h, v19.4h, v6.4h
	mul	v1.4h, v6.4h, v9.4h
	mul	v15.4h, v9.4h, v0.4h
	mul	v15.4s, v3.4s, v0.4s
	mul	v17.4s, v23.4s, v11.4s
	mul	v11.4s, v20.4s, v21.4s
	mul	v9.4s, v0.4s, v21.4s
	mul	v7.8h, v20.8h, v9.8h
	mul	v22.8h, v22.8h, v30.8h
	mul	v28.8h, v25.8h, v27.8h
	mul	v16.8h, v17.8h, v3.8h
	mul	v17.8b, v8.8b, v30.8b
	mul	v20.8b, v15.8b, v8.8b
	mul	v3.8b, v6.8b, v21.8b
	mul	v22.8b, v20.8b, v18.8b
	orn	w26, w28, w13, asr #0
	orn	w14, w28, w14, asr #1
	mvn	w13, w20, ror #1
	orn	w24, w15, w10
	mvn	x24, x11
	orn	x8, x0, x20, lsr #62
	orn	x15, x20, x10, ror #45
	orn	x20, x10, x12, asr #63
	orn	v15.16b, v25.16b, v1.16b
	orn	v0.16b, v21.16b, v9.16b
	orn	v13.16b, v30.16b, v16.16b
	orn	v27.16b, v0.16b, v16.16b
	orn	v12.8b, v28.8b, v18.8b
	orn	v7.8b, v6.8b, v7.8b
	orn	v21.8b, v20.8b, v30.8b
	orn	v0.8b, v24.8b, v18.8b
	mov	w17, #536854528
	mov	w24, #-268308479
	orr	w16, w21, #0xfc00fc00
	orr	w11, w3, #0x22222222
	orr	w1, w2, w14
	orr	w4, w3, w16, asr #5
	orr	w0, w6, wzr, lsr #31
	orr	w4, w28, w28, asr #26
	orr	x11, x19, #0x7ff07ff07ff07ff
	mov	x4, #-6148914691236517206
	orr	x4, x29, #0x7fff7fff7fff7fff
	orr	x10, x19, #0x202020202020202
	orr	x21, x17, x1, asr #20
	orr	x3, x21, x28
	mov	x29, x19
	orr	xzr, x0, x28, asr #63
	mov	v11.16b, v7.16b
	orr	v9.16b, v0.16b, v9.16b
	orr	v14.16b, v19.16b, v17.16b
	orr	v27.16b, v13.16b, v11.16b
	orr	v28.8b, v19.8b, v23.8b
	mov	v29.8b, v25.8b
	orr	v14.8b, v14.8b, v19.8b
	mov	v4.8b, v29.8b
	prfm	pstl1strm, #760708
	prfm	#29, #327688
	prfm	#14, #-451840
	prfm	#28, #1048572
	ret	x12
	ret	x11
	ret
	ret
	ror	w18, w27, w10
	ror	w18, w16, w5
	ror	w3, w26, w25
	ror	w11, w3, w27
	ror	x21, x1, x27
	ror	x4, x29, x22
	ror	x6, x12, x20
	ror	x23, x17, x20
	ngcs	w30, w23
	ngcs	w19, w1
	ngcs	w16, w6
	sbcs	w6, w8, w26
	ngcs	x28, x6
	sbcs	x16, x0, x13
	sbcs	x9, x17, x9
	sbcs	x20, x1, x23
	sbc	w21, w24, w27
	sbc	w21, w9, w7
	sbc	w13, w20, w6
	sbc	w15, w6, w25
	sbc	x13, x15, x8
	ngc	x4, x0
	sbc	x11, x17, x11
	ngc	x9, x1
	sbfx	w28, w15, #1, #25
	sbfiz	w30, w21, #28, #1
	sbfx	w4, w8, #6, #9
	asr	w26, w23, #28
	asr	x9, x29, #41
	sbfiz	x7, x24, #12, #23
	sxtb	x0, w28
	sbfiz	x30, xzr, #31, #23
	scvtf	d26, w12
	scvtf	d3, w21
	scvtf	d28, w26
	scvtf	d15, w17
	scvtf	d21, w16, #1
	scvtf	d17, w22, #32
	scvtf	d16, w5, #1
	scvtf	d18, w25, #32
	scvtf	s26, w15
	scvtf	s16, w1
	scvtf	s8, w18
	scvtf	s6, w11
	scvtf	s6, wzr, #32
	scvtf	s19, w8, #14
	scvtf	s13, w29, #18
	scvtf	s24, w14, #24
	scvtf	d30, x30
	scvtf	d18, x25
	scvtf	d16, x15
	scvtf	d5, x27
	scvtf	d10, x22, #48
	scvtf	d27, x21, #64
	scvtf	d15, x27, #63
	scvtf	d10, x16, #16
	scvtf	s28, xzr
	scvtf	s5, x25
	scvtf	s16, x10
	scvtf	s24, x0
	scvtf	s5, x5, #64
	scvtf	s5, x26, #15
	scvtf	s23, x19, #46
	scvtf	s18, x19, #35
	sdiv	w3, w8, w9
	sdiv	w6, w5, w16
	sdiv	w11, w26, w6
	sdiv	w18, w19, wzr
	sdiv	x30, x19, x2
	sdiv	x22, x11, x12
	sdiv	x29, x9, x5
	sdiv	x6, x6, x11
	smaddl	x5, w10, w14, x18
	smaddl	x1, w26, w16, x7
	smull	x15, w0, w30
	smull	x20, w16, w14
	smc	#0xdf9a
	smc	#0
	smc	#0
	smc	#0x5b64
	smsubl	x22, w12, w27, x5
	smsubl	x27, w24, w5, x9
	smsubl	x20, w27, w30, x5
	smnegl	x8, w0, w21
	smulh	x26, x16, x4
	smulh	x10, x0, x30
	smulh	x4, x4, x1
	smulh	x6, x5, x9
	stnp	d23, d18, [x19, #344]
	stnp	d29, d21, [x24, #-432]
	stnp	d8, d9, [x30, #-432]
	stnp	d4, d30, [x24]
	stnp	q3, q7, [x8]
	stnp	q15, q17, [x20]
	stnp	q3, q10, [x23, #-368]
	stnp	q23, q18, [x23]
	stnp	s6, s8, [x9, #-4]
	stnp	s12, s22, [x28, #-56]
	stnp	s28, s0, [x3, #-92]
	stnp	s1, s13, [x10, #252]
	stnp	w0, w27, [x20, #80]
	stnp	w23, w22, [x27, #180]
	stnp	w11, w6, [x14]
	stnp	w23, w26, [x12, #64]
	stnp	x6, x22, [x17, #-296]
	stnp	x12, x25, [x13, #-392]
	stnp	x13, x16, [x9, #-496]
	stnp	x14, x26, [x10, #-40]
	stp	d6, d7, [x19, #104]
	stp	d2, d1, [sp, #368]
	stp	d0, d7, [x25, #248]
	stp	d11, d20, [x28, #-24]
	stp	d15, d27, [x24], #152
	stp	d5, d18, [x17], #0
	stp	d9, d23, [x11], #448
	stp	d30, d7, [x28], #-224
	stp	d10, d3, [x23, #464]!
	stp	d21, d8, [x28, #200]!
	stp	d12, d12, [x20, #0]!
	stp	d9, d5, [x8, #-64]!
	stp	q1, q27, [x19]
	stp	q7, q0, [x14, #176]
	stp	q20, q16, [x25]
	stp	q21, q26, [x5, #880]
	stp	q19, q26, [x6], #848
	stp	q31, q12, [x24], #544
	stp	q28, q10, [x23], #-512
	stp	q27, q16, [x26], #496
	stp	q4, q29, [x26, #-160]!
	stp	q12, q29, [x25, #-48]!
	stp	q4, q13, [x19, #1008]!
	stp	q11, q17, [x22, #1008]!
	stp	s14, s16, [x18, #172]
	stp	s5, s15, [x20, #-76]
	stp	s11, s22, [x29]
	stp	s10, s28, [sp]
	stp	s5, s19, [sp], #-204
	stp	s6, s20, [x8], #-180
	stp	s28, s3, [x21], #-168
	stp	s16, s6, [x1], #-64
	stp	s19, s2, [x14, #-120]!
	stp	s15, s5, [x12, #-104]!
	stp	s23, s9, [x17, #124]!
	stp	s25, s5, [x11, #-4]!
	stp	w23, w5, [x27]
	stp	w2, w11, [x27, #-4]
	stp	w22, w18, [x28, #144]
	stp	w12, w14, [x19]
	stp	w27, w1, [x6], #0
	stp	w15, w17, [x28], #204
	stp	w23, w1, [x29], #-48
	stp	w26, w23, [x1], #240
	stp	w23, w2, [x13, #60]!
	stp	w12, w14, [x15, #160]!
	stp	w7, w18, [x3, #0]!
	stp	w13, w0, [x25, #-96]!
	stp	x24, x22, [x24, #-264]
	stp	x4, x23, [x0, #-88]
	stp	x20, x7, [x11, #152]
	stp	x28, x17, [x2, #144]
	stp	x7, x8, [x13], #160
	stp	x28, x14, [x6], #392
	stp	x3, x8, [x18], #400
	stp	xzr, x24, [x6], #-8
	stp	x11, x29, [x30, #-480]!
	stp	x7, x9, [x10, #-416]!
	stp	x12, x27, [x29, #-64]!
	stp	x10, x3, [x14, #-40]!
	stur	b25, [x14, #229]
	stur	b9, [x12, #255]
	stur	b9, [x28, #225]
	stur	b13, [x26, #-54]
	str	b11, [x15], #232
	str	b17, [x13], #185
	str	b15, [x19], #-1
	str	b21, [x9], #1
	str	b15, [x21, #-197]!
	str	b29, [x3, #-214]!
	str	b14, [x30, #255]!
	str	b20, [x7, #147]!
	str	b15, [x15, w4, uxtw]
	str	b3, [x2, w26, sxtw]
	str	b16, [x15, w19, uxtw]
	str	b10, [x5, w9, sxtw #0]
	str	b8, [x3, x14, sxtx #0]
	str	b4, [x29, x11]
	str	b14, [x11, x27]
	str	b18, [x15, x23, sxtx]
	str	b20, [x27]
	str	b22, [x26, #460]
	str	b14, [x18, #629]
	str	b6, [x14, #633]
	sturb	w18, [x4, #230]
	sturb	w23, [x4]
	sturb	w10, [x27, #-55]
	sturb	w29, [x15, #1]
	strb	w14, [x19], #119
	strb	w22, [x8], #-99
	strb	w25, [x27], #1
	strb	w24, [x10], #103
	strb	w10, [x4, #-256]!
	strb	w24, [x0, #-48]!
	strb	w21, [x5, #0]!
	strb	w3, [x2, #-24]!
	strb	w26, [x13, w24, sxtw #0]
	strb	w2, [x22, w19, sxtw]
	strb	w12, [x6, w16, uxtw #0]
	strb	w29, [x11, w3, uxtw]
	strb	w7, [x2, x28, sxtx #0]
	strb	w20, [x19, x16, lsl #0]
	strb	w17, [x6, x13, lsl #0]
	strb	w29, [x13, xzr]
	strb	w4, [x30, #1]
	strb	w4, [x9, #3884]
	strb	w4, [x14, #4095]
	strb	wzr, [x2, #3579]
	stur	d21, [x13, #152]
	stur	d8, [x6]
	stur	d10, [x1]
	stur	d6, [x6, #-100]
	str	d13, [x30], #-156
	str	d13, [x25], #196
	str	d29, [x27], #130
	str	d11, [x24], #-101
	str	d28, [x20, #96]!
	str	d20, [x13, #241]!
	str	d20, [x28, #-174]!
	str	d24, [x19, #-93]!
	str	d20, [x26, w21, sxtw]
	str	d11, [x12, w17, uxtw #3]
	str	d25, [x0, w2, uxtw #3]
	str	d19, [x21, w24, uxtw #3]
	str	d27, [x6, x15, sxtx]
	str	d18, [x15, x13, sxtx #3]
	str	d6, [x4, x15, lsl #3]
	str	d2, [x28, x26, sxtx #3]
	str	d9, [x28, #30416]
	str	d21, [x16]
	str	d11, [x11]
	str	d21, [x4, #21008]
	stur	h8, [x6]
	stur	h11, [x2, #146]
	stur	h21, [x2]
	stur	h18, [x24, #101]
	str	h14, [x1], #-43
	str	h0, [sp], #-110
	str	h4, [x7], #-28
	str	h10, [x20], #182
	str	h6, [x1, #-109]!
	str	h0, [x16, #-137]!
	str	h10, [x12, #-153]!
	str	h0, [x18, #-110]!
	str	h24, [x20, w25, uxtw #1]
	str	h20, [x27, w16, sxtw #1]
	str	h5, [x26, w12, uxtw #1]
	str	h27, [x17, w19, sxtw]
	str	h29, [x30, x3]
	str	h13, [x29, x30, sxtx]
	str	h29, [x6, x6]
	str	h7, [x14, x5, sxtx #1]
	str	h26, [x26, #4074]
	str	h0, [x14]
	str	h6, [x11]
	str	h26, [x16, #7620]
	sturh	w27, [x9, #212]
	sturh	w21, [x2, #139]
	sturh	w6, [x22]
	sturh	w19, [x5, #61]
	strh	w6, [x10], #-256
	strh	w21, [x20], #37
	strh	wzr, [x21], #76
	strh	w4, [x24], #179
	strh	w21, [x17, #0]!
	strh	w1, [x16, #-22]!
	strh	w4, [x29, #200]!
	strh	w0, [x18, #98]!
	strh	w17, [x0, w5, uxtw #1]
	strh	w24, [x26, w18, sxtw #1]
	strh	w17, [x2, w2, uxtw #1]
	strh	w11, [x2, w14, uxtw]
	strh	w20, [x20, xzr, lsl #1]
	strh	w27, [x5, x17, sxtx]
	strh	w5, [x4, x22]
	strh	w1, [x22, x3]
	strh	w2, [x6]
	strh	w1, [x13]
	strh	w29, [x29, #2866]
	strh	w29, [x21]
	stur	q20, [x19, #-1]
	stur	q3, [x1]
	stur	q4, [x24]
	stur	q18, [x12]
	str	q19, [x15], #231
	str	q14, [x1], #-152
	str	q19, [x17], #138
	str	q11, [x17], #183
	str	q30, [x6, #124]!
	str	q4, [x5, #227]!
	str	q9, [x30, #155]!
	str	q17, [x10, #-53]!
	str	q31, [x22, wzr, sxtw]
	str	q15, [x7, w11, sxtw]
	str	q30, [x26, w14, uxtw]
	str	q1, [x28, w21, sxtw]
	str	q26, [x20, x25, sxtx #4]
	str	q17, [x19, x19, sxtx]
	str	q31, [x11, x13, sxtx]
	str	q1, [x11, x1]
	str	q16, [x23, #59888]
	str	q20, [x16, #40560]
	str	q27, [x16, #1312]
	str	q6, [sp]
	stur	s22, [x1, #163]
	stur	s28, [x23, #-256]
	stur	s9, [x6]
	stur	s27, [x10, #74]
	str	s16, [x1], #91
	str	s28, [x23], #40
	str	s15, [x8], #-44
	str	s6, [x12], #-108
	str	s27, [x3, #-23]!
	str	s22, [x16, #-21]!
	str	s15, [x20, #-202]!
	str	s30, [x15, #-134]!
	str	s4, [x30, w17, uxtw]
	str	s6, [x0, w27, uxtw]
	str	s2, [x29, w6, uxtw #2]
	str	s19, [x28, w25, uxtw]
	str	s27, [x20, x13, sxtx]
	str	s1, [x2, x14, sxtx #2]
	str	s2, [x7, x9, sxtx]
	str	s28, [x14, x6, lsl #2]
	str	s15, [x9]
	str	s17, [x2]
	str	s16, [sp]
	str	s16, [x16]
	stur	w0, [x29, #210]
	stur	w5, [x28, #-23]
	stur	w29, [sp, #255]
	stur	w7, [x1]
	str	w3, [x21], #186
	str	w18, [x6], #129
	str	w11, [x28], #255
	str	w3, [x21], #172
	str	w28, [x21, #-19]!
	str	w23, [x29, #255]!
	str	w22, [x7, #218]!
	str	w23, [x22, #-77]!
	str	w5, [x30, w11, sxtw #2]
	str	w2, [x22, w23, sxtw]
	str	w0, [x28, w2, sxtw #2]
	str	w30, [x12, w28, uxtw]
	str	w1, [x8, x8, sxtx]
	str	w5, [x8, x19, lsl #2]
	str	w20, [x12, x0, sxtx #2]
	str	w9, [x9, x2, sxtx #2]
	str	w5, [x14, #14332]
	str	w21, [x18]
	str	w25, [x4, #8332]
	str	w4, [x16, #9676]
	stur	x3, [x29, #20]
	stur	x21, [x14, #185]
	stur	x20, [x5, #55]
	stur	x12, [x21, #255]
	str	x7, [x16], #1
	str	x15, [x9], #-231
	str	x10, [x14], #-85
	str	x9, [x5], #47
	str	x18, [x16, #0]!
	str	x24, [x4, #-21]!
	str	x13, [x18, #25]!
	str	x6, [x9, #30]!
	str	x10, [x3, w25, uxtw]
	str	x26, [x9, w0, uxtw #3]
	str	x6, [x16, w0, sxtw #3]
	str	x19, [x1, w15, sxtw]
	str	x2, [x6, x4, sxtx #3]
	str	x19, [x25, x10, sxtx #3]
	str	x3, [x30, x7, lsl #3]
	str	x21, [x26, x18, lsl #3]
	str	x26, [x22]
	str	x7, [x22]
	str	x26, [x2, #7568]
	str	x27, [x29, #32760]
	cmp	w25, #2750
	subs	w30, w28, #3025
	subs	w27, w9, #2692, lsl #12
	cmp	w10, #0, lsl #12
	subs	w28, w14, w17
	cmp	w10, w14, lsr #0
	negs	w24, w23, lsr #21
	subs	w1, w20, w8, asr #6
	subs	w29, w3, w15, sxtb #3
	cmp	w0, wzr, uxtx #2
	cmp	w20, wzr, sxtx #1
	cmp	w2, w16, sxtb
	subs	x6, sp, #134
	cmp	x9, #0, lsl #12
	subs	x15, x4, #1622, lsl #12
	subs	x8, x24, #1, lsl #12
	negs	x25, x2, asr #45
	subs	x8, x9, x13, asr #13
	negs	x3, x10, asr #27
	subs	x11, x10, x18, lsr #44
	cmp	x8, w30, uxtw #4
	subs	x16, x29, w27, uxtw #2
	cmp	x29, w1, uxth #4
	cmp	x4, w17, uxth #1
	subs	x8, x18, x30, sxtx #1
	cmp	x7, x20, sxtx #1
	subs	x0, x22, x14, uxtx #2
	cmp	x29, x4, sxtx
	sub	w9, w18, #0
	sub	w1, w6, #3489
	sub	w22, wsp, #4095, lsl #12
	sub	w5, w0, #1444
	neg	w21, w14, lsl #13
	sub	w30, w26, w0
	sub	w16, w1, w15
	neg	w7, w7, lsl #15
	sub	w22, w15, w27, uxtx #4
	sub	w24, w12, w3, sxtb
	sub	w20, w17, w23, uxth
	sub	w9, w2, wzr, sxtx
	sub	x20, x28, #1246, lsl #12
	sub	x5, x24, #2095
	sub	x9, x20, #1104
	sub	x19, x27, #0, lsl #12
	sub	x5, x26, x17, lsr #0
	sub	x15, x13, x19, asr #0
	neg	x6, x17
	neg	x30, x1
	sub	x2, x25, w20, uxth #2
	sub	x26, x10, w3, uxth #1
	sub	x3, x22, w30, uxth #1
	sub	x19, x1, w5, uxtw #3
	sub	x16, x10, x22, sxtx
	sub	x23, x12, x16, uxtx #4
	sub	x23, x23, x3, sxtx #3
	sub	x21, x26, x21, uxtx
	sub	v23.16b, v7.16b, v0.16b
	sub	v6.16b, v8.16b, v8.16b
	sub	v20.16b, v27.16b, v27.16b
	sub	v22.16b, v11.16b, v13.16b
	sub	v11.2s, v30.2s, v30.2s
	sub	v19.2s, v0.2s, v21.2s
	sub	v0.2s, v31.2s, v22.2s
	sub	v9.2s, v29.2s, v23.2s
	sub	v20.2d, v11.2d, v15.2d
	sub	v12.2d, v26.2d, v27.2d
	sub	v4.2d, v28.2d, v14.2d
	sub	v12.2d, v25.2d, v0.2d
	sub	v20.4h, v28.4h, v13.4h
	sub	v1.4h, v22.4h, v7.4h
	sub	v9.4h, v26.4h, v9.4h
	sub	v15.4h, v23.4h, v28.4h
	sub	v11.4s, v5.4s, v13.4s
	sub	v4.4s, v1.4s, v5.4s
	sub	v6.4s, v6.4s, v5.4s
	sub	v18.4s, v12.4s, v28.4s
	sub	v15.8h, v11.8h, v22.8h
	sub	v10.8h, v8.8h, v14.8h
	sub	v22.8h, v23.8h, v18.8h
	sub	v31.8h, v28.8h, v28.8h
	sub	v7.8b, v4.8b, v25.8b
	sub	v12.8b, v26.8b, v8.8b
	sub	v20.8b, v6.8b, v2.8b
	sub	v2.8b, v6.8b, v11.8b
	svc	#0xba81
	svc	#0x2ec
	svc	#0xffff
	svc	#0x89b
	tbnz	w24, #23, #7412
	tbnz	w21, #20, #22424
	tbnz	w24, #25, #0
	tbnz	w19, #7, #19164
	tbnz	x17, #48, #13144
	tbnz	x26, #57, #-30404
	tbnz	x30, #54, #0
	tbnz	x18, #57, #-4
	tbz	w20, #15, #8520
	tbz	w20, #5, #16132
	tbz	w17, #26, #32208
	tbz	w24, #7, #10052
	tbz	x23, #39, #-30108
	tbz	x28, #62, #14404
	tbz	x2, #45, #13888
	tbz	x28, #40, #23688
	uxth	w4, w6
	ubfx	w28, w14, #1, #19
	ubfiz	w29, w21, #8, #3
	lsl	w17, w3, #31
	ubfx	x16, x24, #13, #36
	ubfiz	x24, x11, #35, #22
	ubfiz	x11, x29, #22, #12
	ubfx	xzr, x22, #0, #1
	ucvtf	d20, w11
	ucvtf	d23, w14
	ucvtf	d3, w26
	ucvtf	d29, w15
	ucvtf	d11, w21, #9
	ucvtf	d30, w22, #8
	ucvtf	d18, w11, #28
	ucvtf	d12, w19, #7
	ucvtf	s6, w14
	ucvtf	s0, w12
	ucvtf	s10, w23
	ucvtf	s27, w12
	ucvtf	s24, w10, #26
	ucvtf	s22, w26, #4
	ucvtf	s0, w28, #13
	ucvtf	s27, w10, #22
	ucvtf	d20, x9
	ucvtf	d2, x23
	ucvtf	d20, x8
	ucvtf	d4, x28
	ucvtf	d5, x24, #1
	ucvtf	d16, x2, #1
	ucvtf	d20, x16, #1
	ucvtf	d19, x4, #61
	ucvtf	s4, x16
	ucvtf	s4, x30
	ucvtf	s8, x0
	ucvtf	s10, x6
	ucvtf	s3, x12, #1
	ucvtf	s8, x26, #64
	ucvtf	s21, x11, #7
	ucvtf	s11, x1, #29
	udf	#3577
	udf	#12510
	udf	#3987
	udf	#0
	udiv	w3, w6, w2
	udiv	w19, w10, w15
	udiv	w28, w4, w30
	udiv	w0, w22, w26
	udiv	x25, x28, x9
	udiv	x0, x0, x22
	udiv	x20, x30, x7
	udiv	x27, x17, x12
	umaddl	x3, w27, w24, x23
	umull	x16, w18, w11
	umaddl	x22, w2, w21, x2
	umaddl	xzr, wzr, w28, x22
	umsubl	x11, w7, w10, x14
	umnegl	x15, w20, w26
	umnegl	x30, w15, w20
	umsubl	x23, wzr, w5, x29
	umulh	x19, x29, x16
	umulh	x6, x19, x17
	umulh	x13, x5, x27
	umulh	x20, x28, xzr
