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
	adds	w1, w2, #2543, lsl #12
	adds	w19, w20, #3787
	adds	w22, w19, #536
	adds	w28, w6, #806
	adds	w19, w12, w30
	adds	w4, w30, w30, asr #27
	adds	w1, w23, w7
	adds	w27, w29, w21, asr #28
	adds	w20, w14, w15, uxtb #4
	adds	w5, w8, w7, uxtb #3
	adds	w3, w6, w19, sxtx #1
	adds	w6, w13, w19, sxtx #1
	adds	x22, sp, #1624, lsl #12
	adds	x13, x2, #442
	adds	x1, x6, #1325, lsl #12
	adds	x22, x11, #0, lsl #12
	adds	x13, x2, x16, asr #21
	adds	x15, xzr, x21
	adds	x4, x26, x0
	adds	x15, x24, xzr, asr #0
	adds	x26, x2, w0, uxtb #4
	adds	x29, x21, w17, sxtw #1
	adds	x16, x29, wzr, sxtw
	adds	x6, x4, w9, sxtb #3
	adds	x19, x22, x20, uxtx #4
	adds	x28, x2, x17, uxtx #2
	adds	x4, x14, x0, sxtx
	adds	x15, x27, x11, sxtx #4
	add	w0, w26, #147
	add	w23, w22, #0, lsl #12
	add	w25, w22, #456, lsl #12
	add	w17, w2, #0
	add	w23, w6, w7
	add	w8, w25, w22, lsl #18
	add	w23, w9, w3, lsl #26
	add	w14, w2, w21, asr #31
	add	w21, w8, w24, uxtb #1
	add	w13, w17, wzr, sxtw #3
	add	w8, w4, w12, uxth #3
	add	w10, w30, w2, uxth #4
	add	x29, x30, #4095
	add	x8, x17, #2962, lsl #12
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
	ands	w17, w6, #0x8080808
	ands	w12, w4, w16
	ands	w23, w11, w23, ror #25
	ands	w4, w9, w29, asr #0
	ands	w22, w6, w29
	ands	x19, x19, #0x2222222222222222
	ands	x21, x24, #0x1e1e1e1e1e1e1e1e
	ands	x5, x11, #0x7ffffffffffe
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
	b.le	#1048572
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
	csinc	x25, xzr, x11, hi
	csinc	x7, x26, x10, ls
	csinc	x10, x4, x30, ne
	csinv	w14, w25, w21, ls
	csinv	w2, w30, w28, ne
	csinv	w7, w28, w11, lt
	csinv	w10, w6, w4, mi
	csinv	x19, x24, x25, vc
	csinv	x22, x23, x6, lt
	csinv	x1, x11, x1, pl
	csinv	x7, x20, x7, al
	csneg	w30, w10, w29, gt
	csneg	w27, w23, w4, ls
	csneg	w8, w8, w7, le
	csneg	w26, w2, w11, le
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
	extr	w21, w6, w9, #14
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
	ldnp	d28, d11, [x29, #-72]
	ldnp	d0, d3, [x18, #-72]
	ldnp	d18, d1, [x26, #-464]
	ldnp	d18, d15, [x16]
	ldnp	q8, q31, [x23, #-1024]
	ldnp	q7, q29, [x7, #368]
	ldnp	q10, q27, [sp, #-32]
	ldnp	q15, q3, [x1, #496]
	ldnp	s16, s11, [x20, #12]
	ldnp	s27, s2, [x14, #-168]
	ldnp	s28, s5, [x26, #-140]
	ldnp	s25, s10, [x5, #252]
	ldnp	w16, w25, [x11, #160]
	ldnp	w6, w13, [x4, #180]
	ldnp	w21, w23, [x0, #36]
	ldnp	w3, w24, [x15, #196]
	ldnp	x22, x18, [x12, #48]
	ldnp	x12, x7, [x26, #392]
	ldnp	x5, x13, [x21, #-368]
	ldnp	x10, x25, [x8, #456]
	ldp	d7, d22, [x8, #-144]
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
	ldp	q26, q4, [x27, #528]
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
	ldp	w29, w10, [x11, #144]
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
	ldp	x16, x25, [x3, #-440]
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
	ldur	b14, [x10, #11]
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
	ldr	b23, [x6, #1489]
	ldr	b9, [x20, #1655]
	ldurb	w13, [x9, #210]
	ldurb	w22, [x25, #-256]
	ldurb	w23, [x5, #-3]
	ldurb	w29, [x4, #1]
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
	ldrb	w7, [x11, #1121]
	ldrb	w27, [x14, #2676]
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
	ldr	d6, [x13, #22408]
	ldr	d0, [x26]
	ldr	d29, [x22, #15416]
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
	ldr	h19, [x0, #8048]
	ldurh	w7, [x9, #-256]
	ldurh	w3, [x11, #-180]
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
	ldrh	w19, [x15, #3976]
	ldrh	w28, [x18]
	ldrh	w17, [x22, #3306]
	ldur	q2, [x7, #160]
	ldur	q28, [x27, #-247]
	ldur	q20, [x1, #250]
	ldur	q25, [x30, #-256]
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
	ldr	q9, [x22, #16752]
	ldr	q25, [x19, #38928]
	ldr	q15, [x2, #29184]
	ldr	q31, #644192
	ldr	q11, #132504
	ldr	q0, #-1022240
	ldr	q24, #-771896
	ldursb	w8, [x5, #63]
	ldursb	w5, [x14, #1]
	ldursb	w2, [x14, #166]
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
	ldrsb	w13, [x23, #3078]
	ldrsb	w5, [x19, #3675]
	ldrsb	w28, [x16, #2067]
	ldursb	x7, [x6, #-4]
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
	ldrsb	x29, [x27, #4095]
	ldrsb	x29, [x12, #3972]
	ldursh	w20, [x20, #133]
	ldursh	w26, [x6, #-89]
	ldursh	w7, [x29, #1]
	ldursh	wzr, [x14, #255]
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
	ldrsh	w15, [x23, #6410]
	ldrsh	w25, [x16, #2542]
	ldrsh	w6, [x14, #8190]
	ldrsh	w13, [x27, #6912]
	ldursh	x24, [x9, #237]
	ldursh	x2, [x20, #-221]
	ldursh	x21, [x7, #-222]
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
	ldrsh	x0, [x25, #254]
	ldrsh	x12, [x18, #2510]
	ldrsh	x23, [x14, #2274]
	ldursw	x10, [x10, #50]
	ldursw	x29, [x7, #-58]
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
	ldur	s23, [x11, #255]
	ldur	s17, [x3, #249]
	ldur	s13, [x21, #249]
	ldur	s7, [x20, #255]
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
	ldr	s28, [x4, #16380]
	ldr	s26, [x17]
	ldr	s31, [x12, #9784]
	ldr	s22, [x10]
	ldr	s1, #1048572
	ldr	s17, #968832
	ldr	s9, #303464
	ldr	s18, #-388800
	ldur	w15, [x6, #-256]
	ldur	w17, [x15, #-1]
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
	ldur	x12, [x16, #-93]
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
	ldr	x7, [x26, #11848]
	ldr	x25, [x19, #25832]
	ldr	x30, [x4, #16456]
	ldr	x9, [x26, #32760]
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
	madd	x12, x10, x27, x18
	mul	x28, x22, x2
	madd	x0, xzr, x22, x23
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
	mrs	x25, S2_7_C10_C4_4
	mrs	xzr, S2_3_C10_C8_7
	msr	S3_1_C5_C13_6, x18
	msr	S3_6_C4_C6_2, x19
	msr	S3_2_C3_C6_5, x15
	msr	DAIF, x6
	msub	w18, wzr, w25, w16
	msub	w10, w19, w15, w3
	msub	w1, w29, w21, w26
	msub	w27, w9, w18, w30
	msub	x29, x1, x10, x21
	msub	x22, x1, x13, x29
	msub	x19, x14, x6, x3
	msub	x23, x5, x0, x1
	mul	v22.16b, v6.16b, v4.16b
	mul	v16.16b, v10.16b, v6.16b
	mul	v22.16b, v3.16b, v20.16b
	mul	v9.16b, v28.16b, v21.16b
	mul	v13.2s, v25.2s, v27.2s
	mul	v30.2s, v8.2s, v10.2s
	mul	v0.2s, v2.2s, v19.2s
	mul	v13.2s, v4.2s, v0.2s
	mul	v13.4h, v3.4h, v1.4h
	mul	v22.4h, v0.4h, v16.4h
	mul	v8.4h, v6.4h, v9.4h
	mul	v16.4h, v28.4h, v3.4h
	mul	v22.4s, v10.4s, v10.4s
	mul	v23.4s, v17.4s, v10.4s
	mul	v26.4s, v2.4s, v20.4s
	mul	v20.4s, v5.4s, v10.4s
	mul	v19.8h, v6.8h, v1.8h
	mul	v6.8h, v9.8h, v15.8h
	mul	v9.8h, v0.8h, v15.8h
	mul	v3.8h, v0.8h, v17.8h
	mul	v23.8b, v11.8b, v11.8b
	mul	v20.8b, v21.8b, v9.8b
	mul	v0.8b, v21.8b, v7.8b
	mul	v20.8b, v9.8b, v22.8b
	orn	w22, w30, w28, ror #17
	orn	w3, w17, w8, asr #8
	orn	w3, w6, w21, asr #26
	orn	w28, w13, w16, lsl #14
	orn	x28, x14, x10, lsl #26
	orn	x1, x20, x14, lsl #49
	orn	x15, x10, x2, asr #14
	orn	x8, x0, x20, lsr #62
	orn	v15.16b, v20.16b, v10.16b
	orn	v23.16b, v30.16b, v26.16b
	orn	v22.16b, v20.16b, v10.16b
	orn	v12.16b, v24.16b, v18.16b
	orn	v5.8b, v8.8b, v15.8b
	orn	v25.8b, v1.8b, v0.8b
	orn	v21.8b, v9.8b, v13.8b
	orn	v30.8b, v16.8b, v27.8b
	orr	w0, w16, #0x1f1f1f1f
	orr	w7, w21, #0x800080
	orr	w17, w13, #0x1fffc000
	orr	w24, w17, #0xf001f001
	orr	w16, w21, w25, lsr #13
	orr	w11, w3, w12, lsl #31
	orr	w1, w2, w14
	orr	w4, w3, w16, asr #5
	orr	x0, x6, #0x1fffffffc
	orr	x4, x28, #0x1fffffffffff800
	orr	x11, x19, #0x7ff07ff07ff07ff
	orr	x4, x28, #0xaaaaaaaaaaaaaaaa
	orr	x4, x29, x20, ror #0
	orr	x10, x19, x12, lsl #63
	orr	x21, x17, x1, asr #20
	orr	x3, x21, x28
	orr	v29.16b, v9.16b, v19.16b
	orr	v19.16b, v30.16b, v17.16b
	orr	v6.16b, v31.16b, v0.16b
	orr	v28.16b, v14.16b, v20.16b
	orr	v5.8b, v9.8b, v11.8b
	orr	v7.8b, v23.8b, v9.8b
	orr	v0.8b, v9.8b, v14.8b
	orr	v19.8b, v17.8b, v27.8b
	prfm	plil3strm, #218864
	prfm	#26, #0
	prfm	pstl1strm, #0
	prfm	pldl3keep, #883180
	ret	x20
	ret	x9
	ret	x21
	ret	x29
	ror	w1, w25, wzr
	ror	w21, w14, w28
	ror	w4, w14, w29
	ror	w23, w14, w8
	ror	x18, x27, x2
	ror	x7, x4, x18
	ror	x18, x25, x19
	ror	x21, x9, x28
	sbcs	w5, w10, w12
	sbcs	w11, w12, w10
	sbcs	w18, w27, w10
	sbcs	w18, w16, w5
	sbcs	x3, x26, x25
	sbcs	x11, x3, x27
	sbcs	x21, x1, x27
	sbcs	x4, x29, x22
	sbc	w6, w12, w20
	sbc	w23, w17, w20
	sbc	w30, w16, w23
	sbc	w19, w24, w1
	sbc	x16, x1, x6
	sbc	x6, x8, x26
	ngc	x28, x6
	sbc	x16, x0, x13
	sbfx	w9, w17, #15, #5
	sbfiz	w29, w2, #7, #15
	sbfx	w10, w9, #23, #4
	sbfx	w6, w25, #22, #8
	sbfx	x13, x24, #5, #32
	sbfiz	x17, x26, #42, #2
	sbfx	x5, x7, #22, #3
	sbfiz	x27, x16, #42, #12
	scvtf	d7, w2
	scvtf	d18, w25
	scvtf	d22, wzr
	scvtf	d26, w15
	scvtf	d16, w1, #19
	scvtf	d6, w11, #1
	scvtf	d2, w9, #9
	scvtf	d13, w13, #30
	scvtf	s22, w17
	scvtf	s24, w14
	scvtf	s14, w23
	scvtf	s30, w30
	scvtf	s18, w25, #16
	scvtf	s5, w27, #23
	scvtf	s31, w23, #22
	scvtf	s14, wzr, #28
	scvtf	d11, xzr
	scvtf	d10, x16
	scvtf	d15, x7
	scvtf	d28, xzr
	scvtf	d5, x25, #21
	scvtf	d24, x0, #1
	scvtf	d0, x9, #1
	scvtf	d11, x7, #40
	scvtf	s18, x22
	scvtf	s18, x19
	scvtf	s25, x17
	scvtf	s3, x8
	scvtf	s9, x6, #1
	scvtf	s11, x26, #1
	scvtf	s19, xzr, #39
	scvtf	s2, x22, #25
	sdiv	w29, w9, w5
	sdiv	w6, w6, w11
	sdiv	w5, w10, w14
	sdiv	w18, w1, w26
	sdiv	x16, x7, x15
	sdiv	x0, x30, xzr
	sdiv	x20, x16, x14
	sdiv	x13, x25, x13
	smaddl	x14, w22, w1, x4
	smaddl	x11, w26, w19, x1
	smaddl	x8, w15, w29, x0
	smaddl	x6, w18, w18, x27
	smc	#0
	smc	#0
	smc	#0x5b64
	smc	#0x8147
	smsubl	x4, w10, w0, x30
	smsubl	x4, w4, w1, x6
	smsubl	x5, w9, w23, x18
	smsubl	x19, w16, w19, x28
	smulh	x2, x19, x1
	smulh	x9, x24, x25
	smulh	xzr, x25, x27
	smulh	x15, x24, x25
	stnp	d2, d27, [x27, #-200]
	stnp	d4, d7, [x2, #-344]
	stnp	d25, d27, [x2]
	stnp	d24, d8, [x30, #-8]
	stnp	q30, q17, [x4, #64]
	stnp	q20, q31, [sp, #-16]
	stnp	q23, q21, [x24, #448]
	stnp	q29, q26, [x2, #-560]
	stnp	s9, s4, [x17, #92]
	stnp	s28, s12, [x9, #-244]
	stnp	s3, s29, [x26, #-40]
	stnp	s10, s4, [x11]
	stnp	w20, w26, [x28, #92]
	stnp	w27, w9, [x2, #-160]
	stnp	w14, w19, [x5, #168]
	stnp	w12, w7, [x5, #-256]
	stnp	x19, x24, [x7, #-112]
	stnp	x8, x0, [x10, #-496]
	stnp	x26, x7, [x28, #208]
	stnp	x4, x30, [x24, #-472]
	stp	d21, d11, [x11, #248]
	stp	d9, d15, [x22, #-152]
	stp	d30, d31, [x24, #120]
	stp	d10, d6, [x0, #160]
	stp	d27, d29, [x15], #-512
	stp	d2, d12, [x20], #-216
	stp	d7, d23, [x23], #440
	stp	d13, d19, [x7], #-168
	stp	d27, d30, [x3, #152]!
	stp	d31, d27, [x8, #-112]!
	stp	d13, d4, [x12, #56]!
	stp	d8, d28, [x14, #0]!
	stp	q19, q4, [x18, #-944]
	stp	q13, q19, [x18, #-144]
	stp	q27, q27, [x5, #-624]
	stp	q30, q10, [x20, #64]
	stp	q3, q29, [x21], #496
	stp	q0, q30, [x19], #0
	stp	q3, q23, [x0], #-320
	stp	q24, q3, [x24], #-320
	stp	q24, q8, [x13, #-960]!
	stp	q10, q22, [x24, #64]!
	stp	q31, q28, [x5, #1008]!
	stp	q30, q3, [x16, #-800]!
	stp	s21, s4, [x28, #-116]
	stp	s14, s4, [x22, #-244]
	stp	s6, s19, [x18, #-4]
	stp	s18, s4, [x27, #244]
	stp	s12, s8, [x26], #112
	stp	s26, s11, [x14], #-196
	stp	s12, s14, [x9], #0
	stp	s2, s26, [x6], #60
	stp	s27, s20, [x2, #-4]!
	stp	s19, s22, [x5, #120]!
	stp	s8, s31, [x9, #144]!
	stp	s17, s1, [x5, #224]!
	stp	w27, w5, [x20, #252]
	stp	w27, w16, [x30, #36]
	stp	w28, w16, [x1, #-24]
	stp	w19, w13, [x16, #172]
	stp	w4, w2, [x1], #-32
	stp	w11, w7, [x28], #204
	stp	w1, w3, [x16], #0
	stp	w10, w22, [x23], #112
	stp	w8, w25, [x2, #-4]!
	stp	w23, wzr, [x19, #-104]!
	stp	w26, w12, [x14, #-48]!
	stp	w8, w30, [x0, #92]!
	stp	x24, x22, [x18, #224]
	stp	x0, x8, [x4, #-264]
	stp	x11, x26, [x14, #24]
	stp	x2, x20, [x26, #-264]
	stp	x26, x24, [x8], #0
	stp	x7, x30, [x9], #8
	stp	x23, x16, [x27], #192
	stp	x17, x25, [x22], #-144
	stp	x28, x27, [x29, #-264]!
	stp	x4, x20, [x9, #0]!
	stp	x13, x26, [x1, #-120]!
	stp	x15, x0, [x23, #-464]!
	stur	b15, [x30, #-58]
	stur	b4, [sp, #207]
	stur	b8, [x21, #161]
	stur	b26, [x8, #-80]
	str	b27, [x21], #31
	str	b12, [x27], #-9
	str	b3, [x27], #-81
	str	b26, [x0], #151
	str	b9, [x23, #-256]!
	str	b19, [x15, #-221]!
	str	b30, [x21, #56]!
	str	b6, [x12, #255]!
	str	b28, [x17, w8, uxtw]
	str	b28, [x26, w4, sxtw]
	str	b7, [x1, w14, uxtw #0]
	str	b3, [x1, w18, uxtw #0]
	str	b26, [x10, x20, sxtx]
	str	b12, [x12, x14, sxtx]
	str	b25, [x7, x3, sxtx #0]
	str	b7, [x3, x30]
	str	b10, [x7, #2068]
	str	b26, [x3, #3611]
	str	b1, [x4, #1266]
	str	b2, [x4, #4068]
	sturb	w11, [x30, #135]
	sturb	w30, [x10, #137]
	sturb	w18, [x12, #131]
	sturb	w21, [x16, #97]
	strb	w19, [x6], #-1
	strb	w10, [x21], #237
	strb	w1, [x10], #-256
	strb	w14, [x28], #255
	strb	w2, [x23, #-1]!
	strb	w30, [x13, #92]!
	strb	w6, [x21, #-256]!
	strb	w14, [x8, #-35]!
	strb	w24, [x22, w20, uxtw #0]
	strb	w19, [x30, w12, uxtw]
	strb	w16, [x12, w23, sxtw]
	strb	w3, [x14, w13, uxtw]
	strb	w28, [x16, x27, sxtx #0]
	strb	w16, [x9, x25, sxtx]
	strb	w13, [x5, x19, sxtx]
	strb	wzr, [x13, x3, lsl #0]
	strb	w5, [x25, #4095]
	strb	w10, [x2, #1897]
	strb	w2, [x12, #1860]
	strb	w6, [x27, #3714]
	stur	d10, [x25, #-32]
	stur	d24, [sp, #31]
	stur	d14, [x9, #-256]
	stur	d29, [x20, #-39]
	str	d24, [x21], #-42
	str	d13, [x22], #223
	str	d30, [x9], #-78
	str	d7, [x1], #192
	str	d9, [x4, #255]!
	str	d24, [x18, #86]!
	str	d14, [x23, #134]!
	str	d3, [sp, #2]!
	str	d7, [x12, w28, sxtw #3]
	str	d7, [x0, w15, uxtw #3]
	str	d4, [x9, wzr, uxtw #3]
	str	d26, [x21, w26, uxtw]
	str	d12, [x17, x14, sxtx #3]
	str	d0, [x2, x2, sxtx #3]
	str	d21, [x24, x4, sxtx #3]
	str	d6, [x15, x22, lsl #3]
	str	d15, [x13, #9440]
	str	d9, [x6, #12224]
	str	d4, [x8, #30808]
	str	d8, [x20, #2272]
	stur	h2, [x27, #39]
	stur	h21, [x25, #85]
	stur	h18, [x16, #-39]
	stur	h13, [x22]
	str	h21, [x12], #-256
	str	h24, [x14], #-189
	str	h27, [x21], #-94
	str	h19, [x14], #-149
	str	h14, [x16, #-246]!
	str	h7, [x17, #-85]!
	str	h11, [x22, #-1]!
	str	h3, [x5, #-215]!
	str	h25, [x5, w2, sxtw #1]
	str	h8, [x24, w26, sxtw #1]
	str	h13, [x13, w28, uxtw #1]
	str	h20, [x25, w12, sxtw #1]
	str	h27, [x16, x22, sxtx]
	str	h26, [x12, x7, sxtx #1]
	str	h17, [x19, x23, lsl #1]
	str	h30, [x3, x8]
	str	h29, [x30, #2524]
	str	h18, [x27, #3028]
	str	h4, [x13, #4334]
	str	h31, [x29, #570]
	sturh	w11, [x29, #148]
	sturh	w7, [x24, #-95]
	sturh	w27, [x13, #107]
	sturh	w11, [x19, #29]
	strh	w21, [x30], #214
	strh	w4, [x13], #-14
	strh	w5, [x24], #-140
	strh	w17, [x24], #-154
	strh	w2, [x29, #1]!
	strh	w7, [x1, #219]!
	strh	w5, [x21, #-218]!
	strh	w25, [x13, #0]!
	strh	w3, [x2, w20, sxtw #1]
	strh	w3, [x26, w27, uxtw #1]
	strh	w21, [x15, w5, uxtw #1]
	strh	w0, [x1, w1, sxtw]
	strh	w7, [x15, x2]
	strh	w30, [x1, x13]
	strh	w15, [x3, x16]
	strh	w4, [x17, x22, lsl #1]
	strh	w27, [x27, #2232]
	strh	w28, [x27, #3752]
	strh	w13, [x14]
	strh	w25, [x14, #982]
	stur	q20, [x17, #30]
	stur	q11, [x29, #49]
	stur	q13, [x6, #-186]
	stur	q8, [x23, #-51]
	str	q10, [x10], #5
	str	q19, [x6], #-252
	str	q26, [x14], #-39
	str	q19, [x17], #244
	str	q9, [x14, #189]!
	str	q24, [x20, #-256]!
	str	q22, [x20, #-20]!
	str	q5, [x10, #6]!
	str	q2, [x1, w11, uxtw]
	str	q13, [x16, w23, uxtw #4]
	str	q5, [x14, w12, uxtw #4]
	str	q8, [x25, w16, uxtw #4]
	str	q8, [x17, x3, sxtx #4]
	str	q29, [x20, x16, sxtx #4]
	str	q1, [x18, x20, sxtx]
	str	q14, [x5, x10, sxtx #4]
	str	q26, [x2]
	str	q3, [x19, #59680]
	str	q21, [x0]
	str	q30, [x29, #3152]
	stur	s21, [x0, #113]
	stur	s1, [x0, #-33]
	stur	s28, [x13, #-194]
	stur	s18, [x20]
	str	s24, [x1], #197
	str	s22, [x8], #-9
	str	s20, [x10], #-151
	str	s9, [x12], #181
	str	s12, [x23, #102]!
	str	s17, [x23, #-10]!
	str	s10, [x17, #232]!
	str	s29, [x0, #238]!
	str	s17, [x11, w8, uxtw]
	str	s27, [x13, w10, uxtw #2]
	str	s6, [x11, w17, sxtw #2]
	str	s25, [x5, w4, sxtw #2]
	str	s13, [sp, x4]
	str	s14, [x30, x26]
	str	s9, [x22, x15, sxtx]
	str	s6, [x3, x26]
	str	s14, [x28, #1296]
	str	s28, [sp, #16144]
	str	s0, [x30, #9304]
	str	s2, [x18]
	stur	w22, [x20, #202]
	stur	wzr, [x17, #248]
	stur	w5, [x10, #221]
	stur	w13, [x17, #179]
	str	w3, [x18], #-213
	str	w1, [x13], #-195
	str	w14, [x19], #95
	str	w17, [x9], #31
	str	w13, [x14, #-182]!
	str	w25, [x3, #255]!
	str	w11, [x4, #-212]!
	str	w17, [x30, #52]!
	str	w26, [x9, w9, uxtw #2]
	str	w16, [x5, w14, uxtw #2]
	str	w14, [x8, w0, uxtw]
	str	w2, [x20, w0, sxtw #2]
	str	w19, [x23, xzr, sxtx]
	str	w28, [x21, x18, lsl #2]
	str	w25, [x4, x8, lsl #2]
	str	w2, [x22, x16]
	str	w16, [x17, #14728]
	str	w3, [x22]
	str	w3, [x22, #11836]
	str	w19, [x10]
	stur	x23, [x17, #118]
	stur	x8, [x27, #246]
	stur	x27, [x19, #-122]
	stur	x10, [x0, #-178]
	str	x22, [x21], #255
	str	x24, [x8], #-74
	str	xzr, [x25], #245
	str	x16, [x6], #-213
	str	x2, [x8, #-146]!
	str	xzr, [x27, #-245]!
	str	x28, [x15, #225]!
	str	x3, [x25, #-123]!
	str	x4, [sp, w11, sxtw]
	str	x8, [x5, w17, sxtw #3]
	str	x7, [x22, w0, sxtw #3]
	str	x2, [x15, w16, sxtw]
	str	x24, [x27, x16, sxtx #3]
	str	x8, [x16, x26, lsl #3]
	str	x24, [x17, x19, lsl #3]
	str	x29, [x1, x10, lsl #3]
	str	x28, [x21, #15072]
	str	x17, [x0, #10440]
	str	x30, [x15, #4856]
	str	x20, [x21]
	subs	w17, w21, #4095, lsl #12
	subs	w29, w1, #1442
	subs	w4, w18, #1948
	subs	w19, w12, #1076, lsl #12
	subs	w1, w20, w22, lsr #0
	subs	w22, w15, w22, lsl #17
	subs	w30, w29, w6
	subs	w16, w10, w29, lsr #11
	subs	w10, w18, w8, sxth #3
	subs	w19, w8, w30, uxtx #4
	subs	w16, w29, w27, uxtx #2
	subs	w10, w29, w1, uxth #4
	subs	x5, x4, #1254, lsl #12
	subs	x7, x8, #3865, lsl #12
	subs	x25, x12, #931, lsl #12
	cmp	x27, #63, lsl #12
	subs	x14, x9, x15, lsr #8
	cmp	x7, x18, lsr #0
	subs	x15, x1, x6, asr #1
	cmp	x1, x12, lsl #1
	subs	x11, x2, w21, sxtb #3
	subs	x3, x30, w13, sxtw
	subs	x5, x16, w1, uxtw #4
	subs	x17, x7, w11, uxth #2
	subs	x22, x15, x27, uxtx #4
	subs	x24, x12, x3, sxtx
	subs	x20, x17, x23, uxtx
	subs	x9, x2, xzr, sxtx
	sub	w20, w28, #1246, lsl #12
	sub	w5, w24, #2095
	sub	w9, w20, #1104
	sub	w19, w27, #0, lsl #12
	sub	w5, w26, w17, lsr #0
	sub	w15, w13, w19, asr #0
	sub	w6, w18, w17
	sub	w30, w29, w1
	sub	w2, w25, w20, uxtw #2
	sub	w26, w10, w3, uxth #1
	sub	w3, w22, w30, uxth #1
	sub	w19, w1, w5, uxtx #3
	sub	x16, x10, #2111
	sub	x17, x23, #2150
	sub	x26, sp, #3048
	sub	x17, x20, #2721, lsl #12
	sub	x21, x6, x20
	sub	x23, x7, x0
	sub	x8, x8, x20, asr #23
	sub	x13, x11, x30, lsr #1
	sub	x0, sp, w22, uxth #3
	sub	x20, x11, w15, uxtw #4
	sub	x4, x28, w14, uxtw
	sub	x20, x28, w13, uxtb #1
	sub	x9, x26, x9, uxtx #4
	sub	x11, x5, x13, uxtx
	sub	x6, x6, x5, sxtx #4
	sub	x15, x11, x22, uxtx #2
	sub	v22.16b, v23.16b, v18.16b
	sub	v31.16b, v28.16b, v28.16b
	sub	v7.16b, v4.16b, v25.16b
	sub	v12.16b, v26.16b, v8.16b
	sub	v20.2s, v6.2s, v2.2s
	sub	v2.2s, v6.2s, v11.2s
	sub	v19.2s, v8.2s, v18.2s
	sub	v11.2s, v16.2s, v27.2s
	sub	v20.2d, v14.2d, v24.2d
	sub	v9.2d, v18.2d, v14.2d
	sub	v12.2d, v5.2d, v20.2d
	sub	v29.2d, v27.2d, v23.2d
	sub	v12.4h, v12.4h, v9.4h
	sub	v4.4h, v17.4h, v23.4h
	sub	v27.4h, v24.4h, v29.4h
	sub	v4.4h, v14.4h, v5.4h
	sub	v20.4s, v21.4s, v23.4s
	sub	v16.4s, v30.4s, v0.4s
	sub	v6.4s, v7.4s, v23.4s
	sub	v15.4s, v27.4s, v17.4s
	sub	v1.8h, v7.8h, v23.8h
	sub	v20.8h, v28.8h, v22.8h
	sub	v22.8h, v30.8h, v0.8h
	sub	v17.8h, v19.8h, v24.8h
	sub	v17.8b, v1.8b, v24.8b
	sub	v7.8b, v30.8b, v12.8b
	sub	v0.8b, v27.8b, v30.8b
	sub	v14.8b, v19.8b, v14.8b
	svc	#0x6508
	svc	#0x73b8
	svc	#0x10dd
	svc	#0x9152
	tbnz	w1, #31, #-28092
	tbnz	w3, #0, #13592
	tbnz	w7, #0, #20308
	tbnz	w15, #11, #9256
	tbnz	x20, #48, #32764
	tbnz	x12, #42, #24024
	tbnz	x12, #43, #23336
	tbnz	xzr, #41, #-5668
	tbz	w9, #3, #-12772
	tbz	w26, #10, #0
	tbz	w18, #25, #-32768
	tbz	w30, #22, #22368
	tbz	x22, #39, #-32768
	tbz	x30, #55, #-4
	tbz	x27, #32, #16144
	tbz	x30, #55, #-19916
	ubfiz	w29, w11, #2, #15
	ubfiz	w1, w30, #13, #10
	ubfx	w1, w24, #2, #16
	ubfiz	w4, w30, #5, #2
	ubfx	x0, x17, #0, #48
	ubfiz	x17, x30, #37, #2
	ubfx	x8, x21, #11, #6
	ubfiz	x30, x22, #40, #20
	ucvtf	d2, w23
	ucvtf	d20, w8
	ucvtf	d4, w28
	ucvtf	d5, w24
	ucvtf	d1, w25, #3
	ucvtf	d2, w0, #17
	ucvtf	d2, w21, #5
	ucvtf	d19, w30, #1
	ucvtf	s4, w30
	ucvtf	s8, w0
	ucvtf	s10, w6
	ucvtf	s3, w12
	ucvtf	s0, w21, #27
	ucvtf	s3, w6, #12
	ucvtf	s12, w3, #2
	ucvtf	s28, w14, #10
	ucvtf	d1, x16
	ucvtf	d11, x29
	ucvtf	d23, x8
	ucvtf	d11, x20
	ucvtf	d1, x8, #4
	ucvtf	d28, x29, #4
	ucvtf	d9, x9, #1
	ucvtf	d3, x30, #42
	ucvtf	s25, x0
	ucvtf	s19, x15
	ucvtf	s23, x23
	ucvtf	s31, x11
	ucvtf	s19, x6, #23
	ucvtf	s3, x27, #1
	ucvtf	s26, x30, #37
	ucvtf	s7, x26, #41
	udf	#53346
	udf	#37469
	udf	#19060
	udf	#42595
	udiv	w28, wzr, w20
	udiv	w29, w10, w28
	udiv	w6, w21, w7
	udiv	w14, w21, w25
	udiv	x16, x29, x8
	udiv	x14, x17, xzr
	udiv	x6, xzr, x9
	udiv	x14, x3, x15
	umaddl	x11, w19, w9, x12
	umaddl	x20, w3, w2, x20
	umaddl	x7, w16, w12, x0
	umaddl	x14, w11, w28, x23
	umsubl	x13, w16, w14, x20
	umsubl	x13, w27, wzr, x18
	umsubl	x10, w12, w27, x12
	umsubl	x28, w16, w3, x23
	umulh	x23, x14, x22
	umulh	x15, x13, x12
	umulh	x24, x21, x24
	umulh	x7, x25, xzr
