# tdc random program: --target aarch64 --seed 11 --per-opcode 4
	abs	d8, d27
	abs	d1, d23
	abs	d7, d6
	abs	d27, d29
	abs	v21.16b, v24.16b
	abs	v29.16b, v26.16b
	abs	v28.16b, v20.16b
	abs	v14.16b, v15.16b
	abs	v1.2d, v18.2d
	abs	v30.2d, v5.2d
	abs	v8.2d, v7.2d
	abs	v2.2d, v9.2d
	abs	v24.2s, v3.2s
	abs	v6.2s, v19.2s
	abs	v29.2s, v4.2s
	abs	v24.2s, v6.2s
	abs	v13.4h, v19.4h
	abs	v31.4h, v3.4h
	abs	v21.4h, v22.4h
	abs	v31.4h, v21.4h
	abs	v12.4s, v21.4s
	abs	v13.4s, v2.4s
	abs	v22.4s, v3.4s
	abs	v2.4s, v1.4s
	abs	v6.8b, v20.8b
	abs	v10.8b, v28.8b
	abs	v22.8b, v11.8b
	abs	v2.8b, v13.8b
	abs	v27.8h, v13.8h
	abs	v2.8h, v16.8h
	abs	v18.8h, v24.8h
	abs	v18.8h, v10.8h
	adcs	w26, w9, w1
	adcs	w0, w23, w22
	adcs	w3, w15, w20
	adcs	w25, w22, wzr
	adcs	x3, x28, x17
	adcs	x2, x1, x4
	adcs	x6, x23, x6
	adcs	x7, x7, x8
	adc	w25, w22, w23
	adc	w10, w14, w18
	adc	w23, w9, w3
	adc	w15, w1, w21
	adc	x26, x14, x2
	adc	x21, x15, x28
	adc	x0, x8, x21
	adc	x8, x24, x1
	addhn	v24.2s, v26.2d, v10.2d
	addhn	v12.2s, v3.2d, v9.2d
	addhn	v0.2s, v9.2d, v27.2d
	addhn	v3.2s, v21.2d, v29.2d
	addhn2	v22.4s, v14.2d, v11.2d
	addhn2	v3.4s, v29.2d, v10.2d
	addhn2	v27.4s, v28.2d, v12.2d
	addhn2	v6.4s, v19.2d, v19.2d
	addhn	v29.4h, v9.4s, v31.4s
	addhn	v9.4h, v7.4s, v24.4s
	addhn	v11.4h, v18.4s, v30.4s
	addhn	v23.4h, v18.4s, v19.4s
	addhn2	v0.8h, v22.4s, v27.4s
	addhn2	v31.8h, v17.4s, v24.4s
	addhn2	v17.8h, v2.4s, v27.4s
	addhn2	v17.8h, v14.4s, v28.4s
	addhn	v3.8b, v2.8h, v22.8h
	addhn	v2.8b, v3.8h, v11.8h
	addhn	v25.8b, v15.8h, v31.8h
	addhn	v26.8b, v13.8h, v3.8h
	addhn2	v26.16b, v9.8h, v26.8h
	addhn2	v14.16b, v12.8h, v4.8h
	addhn2	v11.16b, v3.8h, v25.8h
	addhn2	v16.16b, v21.8h, v14.8h
	addp	d1, v6.2d
	addp	d4, v24.2d
	addp	d3, v4.2d
	addp	d6, v4.2d
	addp	v16.16b, v14.16b, v19.16b
	addp	v22.16b, v8.16b, v14.16b
	addp	v8.16b, v9.16b, v16.16b
	addp	v12.16b, v22.16b, v18.16b
	addp	v12.2d, v31.2d, v5.2d
	addp	v7.2d, v0.2d, v20.2d
	addp	v16.2d, v17.2d, v23.2d
	addp	v16.2d, v29.2d, v30.2d
	addp	v14.2s, v31.2s, v29.2s
	addp	v15.2s, v25.2s, v4.2s
	addp	v0.2s, v0.2s, v19.2s
	addp	v23.2s, v20.2s, v14.2s
	addp	v31.4h, v24.4h, v15.4h
	addp	v23.4h, v3.4h, v13.4h
	addp	v12.4h, v21.4h, v23.4h
	addp	v23.4h, v12.4h, v24.4h
	addp	v15.4s, v10.4s, v28.4s
	addp	v20.4s, v2.4s, v20.4s
	addp	v3.4s, v25.4s, v29.4s
	addp	v17.4s, v14.4s, v18.4s
	addp	v1.8b, v29.8b, v1.8b
	addp	v1.8b, v10.8b, v15.8b
	addp	v16.8b, v18.8b, v5.8b
	addp	v21.8b, v4.8b, v9.8b
	addp	v17.8h, v12.8h, v8.8h
	addp	v31.8h, v23.8h, v18.8h
	addp	v2.8h, v25.8h, v6.8h
	addp	v4.8h, v10.8h, v4.8h
	cmn	w21, #1807, lsl #12
	cmn	w18, #3033
	cmn	w19, #1513, lsl #12
	adds	w29, w30, #1677, lsl #12
	adds	w26, w29, w4, lsr #12
	cmn	w22, w2
	cmn	w19, w6
	adds	w6, w12, w8
	adds	w21, w27, w24, uxth #3
	cmn	w28, w1, uxtw #2
	cmn	w20, w22, sxtb
	adds	w2, w22, w13, uxth #3
	adds	x19, x11, #3822
	adds	x25, x12, #2789, lsl #12
	adds	x30, x12, #3390, lsl #12
	adds	x20, x5, #1171
	cmn	x13, x15, asr #2
	adds	x13, x28, x27
	adds	x13, x14, x24, lsr #14
	adds	x17, x4, x9
	adds	x28, x18, w0, sxth
	adds	x7, x2, w9, sxtw
	adds	x5, x28, w23, uxtb #1
	adds	x17, x22, w18, uxth #4
	adds	x8, x23, x24, sxtx #2
	cmn	x6, x8, sxtx #3
	cmn	x21, x19, sxtx #1
	adds	x17, x14, x3, sxtx #1
	addv	b28, v30.16b
	addv	b28, v2.16b
	addv	b28, v27.16b
	addv	b25, v2.16b
	addv	h5, v15.4h
	addv	h25, v27.4h
	addv	h4, v16.4h
	addv	h16, v14.4h
	addv	s9, v30.4s
	addv	s10, v13.4s
	addv	s31, v30.4s
	addv	s7, v1.4s
	addv	b3, v19.8b
	addv	b16, v19.8b
	addv	b17, v11.8b
	addv	b8, v0.8b
	addv	h22, v2.8h
	addv	h19, v15.8h
	addv	h18, v1.8h
	addv	h25, v17.8h
	add	w11, w4, #253, lsl #12
	add	w16, w11, #2803, lsl #12
	add	w30, w15, #0
	add	w28, w14, #1322, lsl #12
	add	w13, w11, w29, asr #0
	add	w6, w27, w17, lsr #29
	add	w27, w3, w20, lsr #25
	add	w26, w9, w0, lsl #2
	add	w24, w20, w30, sxth #4
	add	w16, w9, w29, uxtx #1
	add	w22, w17, w5, sxtx
	add	w0, w0, w1, sxtx #3
	add	x26, x22, #0
	add	x14, x0, #0
	add	x0, x12, #1170, lsl #12
	add	x30, x23, #1640, lsl #12
	add	x28, x26, x0, asr #63
	add	x17, x10, x23, lsr #63
	add	x30, x29, x25, asr #32
	add	x0, x18, x1, lsr #0
	add	x11, x16, w20, uxth #1
	add	x19, x7, w7, sxtw #1
	add	x20, x3, w15, sxtb #1
	add	x13, x29, w22, sxth #4
	add	x3, x10, xzr, uxtx #1
	add	x19, x26, x9, uxtx #4
	add	x20, x11, x21, uxtx #4
	add	x0, x29, x12, sxtx #3
	add	d9, d19, d3
	add	d29, d31, d9
	add	d25, d9, d23
	add	d2, d20, d6
	add	v2.16b, v7.16b, v24.16b
	add	v2.16b, v8.16b, v5.16b
	add	v2.16b, v31.16b, v0.16b
	add	v4.16b, v18.16b, v9.16b
	add	v5.2d, v17.2d, v25.2d
	add	v25.2d, v0.2d, v24.2d
	add	v0.2d, v18.2d, v14.2d
	add	v19.2d, v21.2d, v29.2d
	add	v2.2s, v30.2s, v16.2s
	add	v14.2s, v13.2s, v8.2s
	add	v22.2s, v21.2s, v9.2s
	add	v0.2s, v8.2s, v28.2s
	add	v17.4h, v5.4h, v25.4h
	add	v26.4h, v25.4h, v29.4h
	add	v26.4h, v17.4h, v6.4h
	add	v28.4h, v22.4h, v30.4h
	add	v14.4s, v8.4s, v6.4s
	add	v1.4s, v31.4s, v9.4s
	add	v1.4s, v10.4s, v13.4s
	add	v10.4s, v23.4s, v14.4s
	add	v22.8b, v3.8b, v19.8b
	add	v30.8b, v19.8b, v24.8b
	add	v19.8b, v17.8b, v20.8b
	add	v0.8b, v23.8b, v29.8b
	add	v9.8h, v10.8h, v23.8h
	add	v30.8h, v17.8h, v30.8h
	add	v4.8h, v20.8h, v27.8h
	add	v25.8h, v29.8h, v1.8h
	adr	x7, #868289
	adr	x24, #-930240
	adr	x30, #0
	adr	x24, #-145803
	adrp	x24, #0
	adrp	x12, #-4294967296
	adrp	x22, #2773729280
	adrp	x21, #1539084288
	tst	w24, #0x1ffffff
	ands	w23, w1, #0x33333333
	ands	w0, w16, #0x400000
	tst	w29, #0xfff80003
	ands	w20, w13, w7, lsr #11
	ands	w4, w11, w27, lsl #17
	ands	w11, w27, w0
	ands	w4, w30, w27
	ands	x15, x26, #0xeeeeeeeeeeeeeeee
	ands	x1, x3, #0xffe7ffe7ffe7ffe7
	tst	x22, #0x80ff80ff80ff80ff
	ands	x5, x22, #0x3c3c3c3c3c3c3c3c
	ands	x21, x12, x10, ror #56
	ands	x17, x17, x26, lsr #3
	ands	x20, x12, x21, ror #30
	ands	x20, x4, x10
	and	w16, w15, #0x40004000
	and	w1, w22, #0xaaaaaaaa
	and	w19, w21, #0x4040404
	and	w22, w26, #0xe0e0e0e
	and	w9, w27, wzr, ror #12
	and	w26, w5, w23, ror #17
	and	w20, w13, w15, lsl #29
	and	w23, wzr, w9, ror #1
	and	x2, x11, #0xaaaaaaaaaaaaaaaa
	and	x11, x9, #0xaaaaaaaaaaaaaaaa
	and	x24, x7, #0xfff0fff0fff0fff
	and	x8, x16, #0xfe00fe00fe00fe0
	and	x13, x4, x29, lsl #15
	and	x19, x8, x3, ror #47
	and	x0, x12, x22, asr #11
	and	x22, x9, x30, asr #63
	and	v3.16b, v5.16b, v23.16b
	and	v11.16b, v26.16b, v0.16b
	and	v30.16b, v2.16b, v20.16b
	and	v5.16b, v16.16b, v3.16b
	and	v2.8b, v15.8b, v3.8b
	and	v7.8b, v17.8b, v10.8b
	and	v1.8b, v6.8b, v29.8b
	and	v19.8b, v20.8b, v9.8b
	asr	w6, w22, w29
	asr	w17, w14, w22
	asr	w22, w18, w25
	asr	w4, w25, w26
	asr	x4, x10, x7
	asr	x23, x24, x3
	asr	x2, x11, x7
	asr	x18, x2, x28
	b	#122016188
	b	#-75162252
	b	#-74035820
	b	#-77259920
	bfxil	w17, w21, #11, #6
	bfi	w11, wzr, #5, #1
	bfi	w15, w15, #6, #8
	bfi	w25, w5, #1, #4
	bfxil	x13, x26, #0, #64
	bfi	x15, x9, #44, #1
	bfxil	x21, xzr, #2, #23
	bfxil	x14, x24, #53, #4
	bics	w21, w6, w25, ror #13
	bics	w18, w2, w5, lsl #19
	bics	w27, w23, w3, asr #0
	bics	w28, w1, w6, ror #31
	bics	x13, x28, x17
	bics	x16, x14, x6, lsl #14
	bics	x18, x10, x5, lsr #17
	bics	x16, x29, x19, ror #31
	bic	w18, w16, w25, asr #6
	bic	w28, w21, w17, ror #2
	bic	w18, w4, w30
	bic	w20, w29, w19, asr #19
	bic	x16, x14, x25, lsl #7
	bic	x0, x10, x18
	bic	x4, x3, x21, lsr #17
	bic	x5, x14, x18, lsr #1
	bic	v6.2s, #143, lsl #8
	bic	v20.2s, #52, lsl #24
	bic	v0.2s, #193, lsl #24
	bic	v12.2s, #1, lsl #8
	bic	v1.4h, #43, lsl #8
	bic	v30.4h, #36
	bic	v3.4h, #9
	bic	v11.4h, #22
	bic	v0.4s, #175, lsl #24
	bic	v0.4s, #140, lsl #16
	bic	v15.4s, #66, lsl #8
	bic	v23.4s, #89, lsl #16
	bic	v13.8h, #135
	bic	v19.8h, #111
	bic	v17.8h, #135
	bic	v3.8h, #1
	bic	v23.16b, v15.16b, v31.16b
	bic	v4.16b, v24.16b, v23.16b
	bic	v27.16b, v24.16b, v1.16b
	bic	v20.16b, v10.16b, v5.16b
	bic	v18.8b, v7.8b, v0.8b
	bic	v18.8b, v18.8b, v29.8b
	bic	v19.8b, v9.8b, v6.8b
	bic	v3.8b, v1.8b, v23.8b
	bif	v1.16b, v8.16b, v11.16b
	bif	v8.16b, v11.16b, v31.16b
	bif	v7.16b, v19.16b, v16.16b
	bif	v27.16b, v12.16b, v26.16b
	bif	v21.8b, v6.8b, v20.8b
	bif	v1.8b, v28.8b, v0.8b
	bif	v19.8b, v16.8b, v30.8b
	bif	v3.8b, v8.8b, v0.8b
	bit	v13.16b, v3.16b, v24.16b
	bit	v16.16b, v25.16b, v31.16b
	bit	v23.16b, v14.16b, v0.16b
	bit	v0.16b, v4.16b, v22.16b
	bit	v5.8b, v4.8b, v24.8b
	bit	v20.8b, v17.8b, v2.8b
	bit	v29.8b, v18.8b, v23.8b
	bit	v25.8b, v29.8b, v4.8b
	bl	#58374820
	bl	#-8410680
	bl	#-119603420
	bl	#-66723576
	blr	x16
	blr	x15
	blr	x22
	blr	x16
	br	x11
	br	x1
	br	x4
	br	x5
	brk	#0xb72e
	brk	#0xfa06
	brk	#0x4e3f
	brk	#0x1c22
	bsl	v17.16b, v13.16b, v23.16b
	bsl	v9.16b, v13.16b, v29.16b
	bsl	v7.16b, v24.16b, v7.16b
	bsl	v1.16b, v7.16b, v20.16b
	bsl	v17.8b, v16.8b, v16.8b
	bsl	v12.8b, v15.8b, v16.8b
	bsl	v24.8b, v10.8b, v15.8b
	bsl	v29.8b, v7.8b, v8.8b
	b.hi	#-601720
	b.hs	#206364
	b.vc	#393760
	b.ne	#-45428
	cbnz	w8, #-1004160
	cbnz	w12, #120924
	cbnz	w7, #-839176
	cbnz	w16, #341484
	cbnz	x2, #-344060
	cbnz	x3, #1048572
	cbnz	x27, #-4
	cbnz	x8, #1048572
	cbz	w19, #-218432
	cbz	w23, #-646016
	cbz	w28, #-811368
	cbz	w14, #180364
	cbz	x6, #237540
	cbz	x0, #998932
	cbz	x12, #-457112
	cbz	x2, #-691088
	ccmn	w17, #10, #1, eq
	ccmn	w21, #0, #0, ne
	ccmn	w25, #0, #10, lt
	ccmn	w8, #0, #2, ne
	ccmn	w26, w24, #0, vs
	ccmn	w15, w15, #11, nv
	ccmn	w14, w14, #3, ls
	ccmn	w18, w21, #4, mi
	ccmn	x21, #5, #11, eq
	ccmn	x19, #14, #0, hs
	ccmn	x16, #9, #0, ne
	ccmn	x22, #31, #0, vs
	ccmn	x23, x2, #11, lt
	ccmn	x21, x25, #5, pl
	ccmn	x26, x29, #5, al
	ccmn	x30, x27, #13, vc
	ccmp	w26, #13, #8, ne
	ccmp	w20, #0, #9, gt
	ccmp	w24, #10, #5, gt
	ccmp	w18, #13, #4, hs
	ccmp	w25, w18, #15, nv
	ccmp	wzr, w4, #0, gt
	ccmp	w0, w2, #11, mi
	ccmp	w18, w24, #1, al
	ccmp	x4, #31, #0, vs
	ccmp	x13, #12, #14, vc
	ccmp	x22, #0, #0, ls
	ccmp	x6, #3, #11, vs
	ccmp	x15, x6, #0, lt
	ccmp	x18, x25, #10, pl
	ccmp	x7, x7, #3, nv
	ccmp	x17, x16, #13, ge
	clrex	#0
	clrex	#11
	clrex	#12
	clrex	#0
	cls	w27, w0
	cls	w22, w28
	cls	w7, w25
	cls	w18, w7
	cls	x28, x7
	cls	x26, x11
	cls	x3, x25
	cls	x15, x28
	cls	v1.16b, v15.16b
	cls	v16.16b, v7.16b
	cls	v4.16b, v0.16b
	cls	v8.16b, v17.16b
	cls	v17.2s, v21.2s
	cls	v19.2s, v11.2s
	cls	v23.2s, v30.2s
	cls	v16.2s, v25.2s
	cls	v9.4h, v22.4h
	cls	v31.4h, v25.4h
	cls	v30.4h, v3.4h
	cls	v2.4h, v27.4h
	cls	v14.4s, v13.4s
	cls	v25.4s, v23.4s
	cls	v27.4s, v0.4s
	cls	v1.4s, v26.4s
	cls	v28.8b, v19.8b
	cls	v23.8b, v24.8b
	cls	v16.8b, v16.8b
	cls	v1.8b, v12.8b
	cls	v11.8h, v28.8h
	cls	v20.8h, v10.8h
	cls	v8.8h, v3.8h
	cls	v8.8h, v9.8h
	clz	w9, w4
	clz	w25, w28
	clz	w5, w27
	clz	w19, w5
	clz	x27, x28
	clz	x27, x23
	clz	x14, x29
	clz	x6, x27
	clz	v6.16b, v28.16b
	clz	v11.16b, v20.16b
	clz	v29.16b, v19.16b
	clz	v25.16b, v7.16b
	clz	v24.2s, v1.2s
	clz	v20.2s, v27.2s
	clz	v24.2s, v28.2s
	clz	v10.2s, v4.2s
	clz	v31.4h, v18.4h
	clz	v0.4h, v23.4h
	clz	v12.4h, v9.4h
	clz	v2.4h, v24.4h
	clz	v17.4s, v7.4s
	clz	v21.4s, v12.4s
	clz	v5.4s, v9.4s
	clz	v19.4s, v28.4s
	clz	v13.8b, v1.8b
	clz	v8.8b, v15.8b
	clz	v5.8b, v19.8b
	clz	v2.8b, v28.8b
	clz	v21.8h, v16.8h
	clz	v27.8h, v1.8h
	clz	v5.8h, v0.8h
	clz	v12.8h, v5.8h
	cmeq	d25, d17, d25
	cmeq	d15, d22, d22
	cmeq	d30, d4, d13
	cmeq	d5, d4, d28
	cmeq	v13.16b, v26.16b, v20.16b
	cmeq	v30.16b, v23.16b, v14.16b
	cmeq	v15.16b, v3.16b, v2.16b
	cmeq	v20.16b, v30.16b, v5.16b
	cmeq	v11.2d, v14.2d, v4.2d
	cmeq	v24.2d, v20.2d, v28.2d
	cmeq	v5.2d, v29.2d, v24.2d
	cmeq	v0.2d, v15.2d, v24.2d
	cmeq	v28.2s, v3.2s, v3.2s
	cmeq	v3.2s, v26.2s, v12.2s
	cmeq	v19.2s, v25.2s, v27.2s
	cmeq	v16.2s, v27.2s, v18.2s
	cmeq	v16.4h, v3.4h, v12.4h
	cmeq	v21.4h, v26.4h, v26.4h
	cmeq	v4.4h, v29.4h, v31.4h
	cmeq	v11.4h, v10.4h, v9.4h
	cmeq	v22.4s, v19.4s, v16.4s
	cmeq	v27.4s, v19.4s, v26.4s
	cmeq	v6.4s, v31.4s, v31.4s
	cmeq	v9.4s, v17.4s, v4.4s
	cmeq	v31.8b, v24.8b, v15.8b
	cmeq	v17.8b, v22.8b, v13.8b
	cmeq	v8.8b, v25.8b, v19.8b
	cmeq	v29.8b, v25.8b, v18.8b
	cmeq	v27.8h, v19.8h, v0.8h
	cmeq	v16.8h, v26.8h, v31.8h
	cmeq	v22.8h, v30.8h, v20.8h
	cmeq	v2.8h, v2.8h, v3.8h
	cmeq	d12, d23, #0
	cmeq	d1, d0, #0
	cmeq	d1, d25, #0
	cmeq	d18, d0, #0
	cmeq	v24.16b, v30.16b, #0
	cmeq	v5.16b, v27.16b, #0
	cmeq	v14.16b, v3.16b, #0
	cmeq	v7.16b, v19.16b, #0
	cmeq	v14.2d, v2.2d, #0
	cmeq	v0.2d, v11.2d, #0
	cmeq	v5.2d, v14.2d, #0
	cmeq	v31.2d, v3.2d, #0
	cmeq	v27.2s, v21.2s, #0
	cmeq	v3.2s, v18.2s, #0
	cmeq	v26.2s, v26.2s, #0
	cmeq	v15.2s, v29.2s, #0
	cmeq	v18.4h, v10.4h, #0
	cmeq	v24.4h, v10.4h, #0
	cmeq	v10.4h, v2.4h, #0
	cmeq	v20.4h, v0.4h, #0
	cmeq	v5.4s, v13.4s, #0
	cmeq	v11.4s, v11.4s, #0
	cmeq	v23.4s, v31.4s, #0
	cmeq	v23.4s, v5.4s, #0
	cmeq	v25.8b, v22.8b, #0
	cmeq	v19.8b, v3.8b, #0
	cmeq	v3.8b, v28.8b, #0
	cmeq	v12.8b, v12.8b, #0
	cmeq	v1.8h, v15.8h, #0
	cmeq	v17.8h, v15.8h, #0
	cmeq	v23.8h, v15.8h, #0
	cmeq	v12.8h, v7.8h, #0
	cmge	d8, d21, d20
	cmge	d1, d5, d28
	cmge	d7, d7, d21
	cmge	d6, d31, d25
	cmge	v1.16b, v23.16b, v3.16b
	cmge	v2.16b, v23.16b, v7.16b
	cmge	v1.16b, v3.16b, v11.16b
	cmge	v3.16b, v15.16b, v17.16b
	cmge	v10.2d, v14.2d, v1.2d
	cmge	v14.2d, v16.2d, v30.2d
	cmge	v23.2d, v28.2d, v22.2d
	cmge	v25.2d, v1.2d, v8.2d
	cmge	v8.2s, v17.2s, v15.2s
	cmge	v22.2s, v22.2s, v15.2s
	cmge	v8.2s, v26.2s, v15.2s
	cmge	v8.2s, v17.2s, v19.2s
	cmge	v15.4h, v25.4h, v23.4h
	cmge	v14.4h, v23.4h, v11.4h
	cmge	v27.4h, v1.4h, v26.4h
	cmge	v29.4h, v13.4h, v1.4h
	cmge	v24.4s, v3.4s, v31.4s
	cmge	v14.4s, v29.4s, v31.4s
	cmge	v20.4s, v14.4s, v30.4s
	cmge	v22.4s, v25.4s, v9.4s
	cmge	v6.8b, v12.8b, v12.8b
	cmge	v10.8b, v18.8b, v16.8b
	cmge	v27.8b, v25.8b, v23.8b
	cmge	v27.8b, v23.8b, v31.8b
	cmge	v4.8h, v12.8h, v17.8h
	cmge	v7.8h, v15.8h, v24.8h
	cmge	v10.8h, v0.8h, v23.8h
	cmge	v9.8h, v25.8h, v21.8h
	cmge	d8, d6, #0
	cmge	d9, d26, #0
	cmge	d8, d0, #0
	cmge	d20, d16, #0
	cmge	v4.16b, v23.16b, #0
	cmge	v25.16b, v23.16b, #0
	cmge	v29.16b, v25.16b, #0
	cmge	v11.16b, v0.16b, #0
	cmge	v17.2d, v3.2d, #0
	cmge	v25.2d, v13.2d, #0
	cmge	v3.2d, v11.2d, #0
	cmge	v9.2d, v30.2d, #0
	cmge	v22.2s, v0.2s, #0
	cmge	v5.2s, v3.2s, #0
	cmge	v14.2s, v27.2s, #0
	cmge	v12.2s, v28.2s, #0
	cmge	v11.4h, v3.4h, #0
	cmge	v26.4h, v22.4h, #0
	cmge	v12.4h, v9.4h, #0
	cmge	v22.4h, v30.4h, #0
	cmge	v11.4s, v27.4s, #0
	cmge	v0.4s, v3.4s, #0
	cmge	v17.4s, v9.4s, #0
	cmge	v18.4s, v31.4s, #0
	cmge	v30.8b, v24.8b, #0
	cmge	v26.8b, v7.8b, #0
	cmge	v26.8b, v10.8b, #0
	cmge	v15.8b, v12.8b, #0
	cmge	v15.8h, v3.8h, #0
	cmge	v7.8h, v0.8h, #0
	cmge	v17.8h, v28.8h, #0
	cmge	v29.8h, v10.8h, #0
	cmgt	d3, d24, d7
	cmgt	d4, d17, d14
	cmgt	d3, d8, d25
	cmgt	d13, d3, d29
	cmgt	v23.16b, v14.16b, v2.16b
	cmgt	v24.16b, v6.16b, v10.16b
	cmgt	v24.16b, v16.16b, v23.16b
	cmgt	v5.16b, v13.16b, v5.16b
	cmgt	v28.2d, v14.2d, v14.2d
	cmgt	v7.2d, v29.2d, v19.2d
	cmgt	v1.2d, v24.2d, v11.2d
	cmgt	v5.2d, v9.2d, v17.2d
	cmgt	v20.2s, v12.2s, v24.2s
	cmgt	v14.2s, v22.2s, v16.2s
	cmgt	v23.2s, v19.2s, v27.2s
	cmgt	v17.2s, v7.2s, v15.2s
	cmgt	v7.4h, v8.4h, v16.4h
	cmgt	v14.4h, v8.4h, v13.4h
	cmgt	v24.4h, v8.4h, v16.4h
	cmgt	v6.4h, v8.4h, v9.4h
	cmgt	v29.4s, v15.4s, v15.4s
	cmgt	v13.4s, v4.4s, v0.4s
	cmgt	v2.4s, v18.4s, v18.4s
	cmgt	v4.4s, v19.4s, v6.4s
	cmgt	v7.8b, v8.8b, v7.8b
	cmgt	v0.8b, v27.8b, v21.8b
	cmgt	v11.8b, v30.8b, v12.8b
	cmgt	v11.8b, v13.8b, v27.8b
	cmgt	v29.8h, v14.8h, v2.8h
	cmgt	v14.8h, v9.8h, v30.8h
	cmgt	v5.8h, v26.8h, v26.8h
	cmgt	v11.8h, v15.8h, v30.8h
	cmgt	d10, d16, #0
	cmgt	d14, d30, #0
	cmgt	d1, d4, #0
	cmgt	d3, d18, #0
	cmgt	v12.16b, v25.16b, #0
	cmgt	v10.16b, v0.16b, #0
	cmgt	v9.16b, v31.16b, #0
	cmgt	v26.16b, v12.16b, #0
	cmgt	v7.2d, v19.2d, #0
	cmgt	v9.2d, v14.2d, #0
	cmgt	v19.2d, v18.2d, #0
	cmgt	v30.2d, v4.2d, #0
	cmgt	v29.2s, v21.2s, #0
	cmgt	v28.2s, v14.2s, #0
	cmgt	v21.2s, v29.2s, #0
	cmgt	v0.2s, v1.2s, #0
	cmgt	v25.4h, v2.4h, #0
	cmgt	v13.4h, v30.4h, #0
	cmgt	v6.4h, v18.4h, #0
	cmgt	v27.4h, v17.4h, #0
	cmgt	v14.4s, v29.4s, #0
	cmgt	v25.4s, v25.4s, #0
	cmgt	v16.4s, v23.4s, #0
	cmgt	v17.4s, v22.4s, #0
	cmgt	v19.8b, v28.8b, #0
	cmgt	v14.8b, v6.8b, #0
	cmgt	v29.8b, v12.8b, #0
	cmgt	v11.8b, v20.8b, #0
	cmgt	v5.8h, v3.8h, #0
	cmgt	v23.8h, v31.8h, #0
	cmgt	v21.8h, v3.8h, #0
	cmgt	v21.8h, v24.8h, #0
	cmhi	d27, d27, d1
	cmhi	d7, d31, d24
	cmhi	d23, d0, d11
	cmhi	d26, d8, d8
	cmhi	v0.16b, v11.16b, v28.16b
	cmhi	v0.16b, v6.16b, v10.16b
	cmhi	v14.16b, v10.16b, v26.16b
	cmhi	v22.16b, v29.16b, v9.16b
	cmhi	v1.2d, v29.2d, v8.2d
	cmhi	v8.2d, v10.2d, v21.2d
	cmhi	v2.2d, v18.2d, v4.2d
	cmhi	v23.2d, v1.2d, v21.2d
	cmhi	v23.2s, v11.2s, v1.2s
	cmhi	v8.2s, v17.2s, v3.2s
	cmhi	v16.2s, v13.2s, v31.2s
	cmhi	v13.2s, v22.2s, v14.2s
	cmhi	v30.4h, v23.4h, v5.4h
	cmhi	v27.4h, v11.4h, v20.4h
	cmhi	v26.4h, v6.4h, v13.4h
	cmhi	v30.4h, v0.4h, v31.4h
	cmhi	v13.4s, v21.4s, v11.4s
	cmhi	v4.4s, v29.4s, v1.4s
	cmhi	v8.4s, v14.4s, v6.4s
	cmhi	v10.4s, v13.4s, v22.4s
	cmhi	v7.8b, v28.8b, v0.8b
	cmhi	v4.8b, v7.8b, v24.8b
	cmhi	v3.8b, v31.8b, v7.8b
	cmhi	v20.8b, v0.8b, v8.8b
	cmhi	v0.8h, v15.8h, v18.8h
	cmhi	v0.8h, v9.8h, v0.8h
	cmhi	v5.8h, v3.8h, v23.8h
	cmhi	v28.8h, v30.8h, v26.8h
	cmhs	d9, d1, d22
	cmhs	d11, d24, d31
	cmhs	d0, d31, d25
	cmhs	d30, d22, d17
	cmhs	v29.16b, v10.16b, v31.16b
	cmhs	v20.16b, v24.16b, v10.16b
	cmhs	v14.16b, v10.16b, v4.16b
	cmhs	v14.16b, v18.16b, v27.16b
	cmhs	v14.2d, v17.2d, v29.2d
	cmhs	v6.2d, v29.2d, v26.2d
	cmhs	v28.2d, v9.2d, v4.2d
	cmhs	v26.2d, v9.2d, v27.2d
	cmhs	v12.2s, v15.2s, v16.2s
	cmhs	v4.2s, v3.2s, v7.2s
	cmhs	v31.2s, v1.2s, v20.2s
	cmhs	v6.2s, v25.2s, v4.2s
	cmhs	v6.4h, v4.4h, v2.4h
	cmhs	v25.4h, v1.4h, v12.4h
	cmhs	v16.4h, v28.4h, v22.4h
	cmhs	v13.4h, v25.4h, v1.4h
	cmhs	v6.4s, v6.4s, v14.4s
	cmhs	v20.4s, v5.4s, v29.4s
	cmhs	v18.4s, v18.4s, v28.4s
	cmhs	v25.4s, v18.4s, v5.4s
	cmhs	v26.8b, v6.8b, v19.8b
	cmhs	v12.8b, v18.8b, v10.8b
	cmhs	v25.8b, v18.8b, v11.8b
	cmhs	v16.8b, v14.8b, v4.8b
	cmhs	v16.8h, v24.8h, v31.8h
	cmhs	v26.8h, v10.8h, v16.8h
	cmhs	v31.8h, v28.8h, v21.8h
	cmhs	v29.8h, v17.8h, v10.8h
	cmle	d2, d21, #0
	cmle	d31, d28, #0
	cmle	d6, d26, #0
	cmle	d27, d31, #0
	cmle	v2.16b, v22.16b, #0
	cmle	v9.16b, v22.16b, #0
	cmle	v17.16b, v0.16b, #0
	cmle	v20.16b, v6.16b, #0
	cmle	v21.2d, v3.2d, #0
	cmle	v31.2d, v26.2d, #0
	cmle	v8.2d, v1.2d, #0
	cmle	v22.2d, v24.2d, #0
	cmle	v6.2s, v20.2s, #0
	cmle	v11.2s, v28.2s, #0
	cmle	v31.2s, v16.2s, #0
	cmle	v31.2s, v6.2s, #0
	cmle	v10.4h, v8.4h, #0
	cmle	v12.4h, v16.4h, #0
	cmle	v11.4h, v29.4h, #0
	cmle	v5.4h, v2.4h, #0
	cmle	v20.4s, v14.4s, #0
	cmle	v2.4s, v15.4s, #0
	cmle	v30.4s, v4.4s, #0
	cmle	v19.4s, v6.4s, #0
	cmle	v7.8b, v28.8b, #0
	cmle	v20.8b, v23.8b, #0
	cmle	v24.8b, v20.8b, #0
	cmle	v9.8b, v12.8b, #0
	cmle	v8.8h, v28.8h, #0
	cmle	v8.8h, v7.8h, #0
	cmle	v6.8h, v29.8h, #0
	cmle	v21.8h, v20.8h, #0
	cmlt	d29, d29, #0
	cmlt	d9, d5, #0
	cmlt	d25, d30, #0
	cmlt	d24, d20, #0
	cmlt	v3.16b, v11.16b, #0
	cmlt	v30.16b, v10.16b, #0
	cmlt	v25.16b, v8.16b, #0
	cmlt	v19.16b, v23.16b, #0
	cmlt	v14.2d, v23.2d, #0
	cmlt	v15.2d, v12.2d, #0
	cmlt	v2.2d, v15.2d, #0
	cmlt	v6.2d, v5.2d, #0
	cmlt	v25.2s, v26.2s, #0
	cmlt	v7.2s, v11.2s, #0
	cmlt	v28.2s, v24.2s, #0
	cmlt	v2.2s, v2.2s, #0
	cmlt	v26.4h, v31.4h, #0
	cmlt	v9.4h, v18.4h, #0
	cmlt	v6.4h, v4.4h, #0
	cmlt	v13.4h, v4.4h, #0
	cmlt	v3.4s, v1.4s, #0
	cmlt	v20.4s, v5.4s, #0
	cmlt	v9.4s, v0.4s, #0
	cmlt	v8.4s, v3.4s, #0
	cmlt	v20.8b, v13.8b, #0
	cmlt	v14.8b, v25.8b, #0
	cmlt	v24.8b, v15.8b, #0
	cmlt	v26.8b, v22.8b, #0
	cmlt	v16.8h, v12.8h, #0
	cmlt	v24.8h, v17.8h, #0
	cmlt	v7.8h, v1.8h, #0
	cmlt	v28.8h, v7.8h, #0
	cmtst	d8, d22, d15
	cmtst	d28, d5, d19
	cmtst	d13, d6, d16
	cmtst	d10, d9, d4
	cmtst	v28.16b, v13.16b, v4.16b
	cmtst	v12.16b, v30.16b, v1.16b
	cmtst	v14.16b, v3.16b, v20.16b
	cmtst	v18.16b, v4.16b, v19.16b
	cmtst	v5.2d, v4.2d, v8.2d
	cmtst	v23.2d, v27.2d, v1.2d
	cmtst	v8.2d, v21.2d, v19.2d
	cmtst	v10.2d, v16.2d, v19.2d
	cmtst	v18.2s, v6.2s, v17.2s
	cmtst	v19.2s, v10.2s, v30.2s
	cmtst	v8.2s, v1.2s, v9.2s
	cmtst	v12.2s, v10.2s, v10.2s
	cmtst	v7.4h, v27.4h, v4.4h
	cmtst	v10.4h, v30.4h, v2.4h
	cmtst	v0.4h, v4.4h, v24.4h
	cmtst	v6.4h, v24.4h, v17.4h
	cmtst	v11.4s, v23.4s, v12.4s
	cmtst	v22.4s, v16.4s, v9.4s
	cmtst	v16.4s, v6.4s, v19.4s
	cmtst	v14.4s, v22.4s, v26.4s
	cmtst	v15.8b, v13.8b, v31.8b
	cmtst	v16.8b, v14.8b, v12.8b
	cmtst	v26.8b, v27.8b, v6.8b
	cmtst	v30.8b, v17.8b, v26.8b
	cmtst	v5.8h, v11.8h, v24.8h
	cmtst	v0.8h, v14.8h, v26.8h
	cmtst	v28.8h, v10.8h, v28.8h
	cmtst	v22.8h, v11.8h, v29.8h
	cnt	v12.16b, v22.16b
	cnt	v8.16b, v28.16b
	cnt	v2.16b, v9.16b
	cnt	v8.16b, v17.16b
	cnt	v12.8b, v0.8b
	cnt	v8.8b, v8.8b
	cnt	v18.8b, v4.8b
	cnt	v24.8b, v18.8b
	csel	w3, w4, w18, hs
	csel	w24, w16, w19, gt
	csel	w28, w3, wzr, lo
	csel	w16, w21, w7, le
	csel	x5, x17, x21, hs
	csel	x4, x10, x23, vc
	csel	x18, x13, x16, vc
	csel	x26, x25, x12, ne
	csinc	w8, w2, w18, nv
	csinc	w19, w0, w13, eq
	csinc	w28, w9, w29, ls
	cinc	w17, w9, vs
	csinc	x23, x0, x0, al
	csinc	x6, x27, xzr, gt
	cset	x22, hi
	cset	x11, hs
	csinv	w7, w17, w10, ne
	csinv	w25, w1, w14, le
	csinv	w9, w0, w15, al
	csinv	w6, w16, w0, al
	csetm	x27, vs
	cinv	x19, x4, hs
	csetm	x4, hi
	cinv	x25, x10, le
	csneg	w3, w30, w7, vc
	csneg	w20, w21, w26, ls
	csneg	w14, w25, w26, lt
	csneg	w20, w12, w0, le
	cneg	x27, x11, pl
	csneg	x4, xzr, x11, le
	csneg	x11, x8, x5, hi
	cneg	x24, x18, ge
	dcps1	#0xa312
	dcps1
	dcps1	#0x49db
	dcps1
	dcps2	#0xb77a
	dcps2
	dcps2	#0xf32
	dcps2	#0xa239
	dcps3
	dcps3	#0xaf5e
	dcps3	#0x59fe
	dcps3
	dmb	sy
	dmb	nshst
	dmb	ishst
	dmb	ish
	drps
	drps
	drps
	drps
	ssbb
	dsb	oshld
	dsb	#12
	dsb	osh
	mov	b19, v27.b[6]
	mov	b9, v10.b[6]
	mov	b25, v17.b[15]
	mov	b24, v24.b[10]
	mov	d14, v19.d[1]
	mov	d10, v6.d[0]
	mov	d1, v0.d[0]
	mov	d0, v30.d[0]
	mov	h14, v12.h[3]
	mov	h15, v11.h[3]
	mov	h2, v6.h[0]
	mov	h8, v9.h[4]
	mov	s30, v26.s[1]
	mov	s29, v28.s[1]
	mov	s19, v2.s[0]
	mov	s25, v31.s[0]
	dup	v3.16b, w2
	dup	v13.16b, w0
	dup	v30.16b, w8
	dup	v21.16b, w23
	dup	v10.16b, v15.b[12]
	dup	v21.16b, v6.b[8]
	dup	v1.16b, v26.b[9]
	dup	v0.16b, v14.b[0]
	dup	v5.2d, xzr
	dup	v22.2d, x3
	dup	v3.2d, x0
	dup	v17.2d, x20
	dup	v11.2d, v23.d[0]
	dup	v26.2d, v29.d[0]
	dup	v21.2d, v29.d[1]
	dup	v22.2d, v19.d[0]
	dup	v11.2s, w17
	dup	v27.2s, w12
	dup	v19.2s, w17
	dup	v6.2s, w6
	dup	v14.2s, v0.s[1]
	dup	v23.2s, v27.s[3]
	dup	v10.2s, v23.s[2]
	dup	v26.2s, v24.s[0]
	dup	v28.4h, w26
	dup	v12.4h, w27
	dup	v10.4h, w23
	dup	v21.4h, w20
	dup	v9.4h, v2.h[5]
	dup	v8.4h, v4.h[1]
	dup	v24.4h, v1.h[4]
	dup	v2.4h, v2.h[1]
	dup	v16.4s, w2
	dup	v21.4s, w19
	dup	v4.4s, w19
	dup	v30.4s, w4
	dup	v16.4s, v4.s[1]
	dup	v0.4s, v10.s[0]
	dup	v12.4s, v0.s[1]
	dup	v26.4s, v3.s[1]
	dup	v11.8b, w12
	dup	v3.8b, w11
	dup	v1.8b, w28
	dup	v14.8b, w17
	dup	v9.8b, v1.b[5]
	dup	v29.8b, v23.b[5]
	dup	v20.8b, v1.b[8]
	dup	v1.8b, v28.b[11]
	dup	v1.8h, w9
	dup	v9.8h, w0
	dup	v4.8h, w3
	dup	v30.8h, w24
	dup	v20.8h, v25.h[0]
	dup	v15.8h, v23.h[7]
	dup	v11.8h, v19.h[7]
	dup	v11.8h, v3.h[1]
	eon	w12, w26, w30, asr #0
	eon	w21, w20, w22
	eon	w1, w1, w5
	eon	w19, w10, w15
	eon	x22, x26, x25, lsr #0
	eon	x22, x20, x30
	eon	x27, x17, x12
	eon	x27, x24, x23, asr #49
	eor	wsp, w15, #0xaaaaaaaa
	eor	w2, w24, #0x99999999
	eor	w3, w9, #0x1e001e
	eor	w26, w10, #0x77777777
	eor	w14, w28, w13, ror #8
	eor	w22, w20, w2
	eor	w23, w6, w6, lsr #2
	eor	w7, w26, w17
	eor	x10, x21, #0x5555555555555555
	eor	x25, x26, #0xfff00000fff00000
	eor	x27, x19, #0xffffffe0ffffffe
	eor	x29, x1, #0x5555555555555555
	eor	x21, x12, xzr, ror #14
	eor	x28, x8, x0, ror #0
	eor	x10, x4, x4, asr #59
	eor	x4, x25, x12, lsr #54
	eor	v10.16b, v21.16b, v25.16b
	eor	v30.16b, v6.16b, v22.16b
	eor	v21.16b, v2.16b, v4.16b
	eor	v3.16b, v26.16b, v2.16b
	eor	v18.8b, v11.8b, v28.8b
	eor	v2.8b, v31.8b, v17.8b
	eor	v27.8b, v21.8b, v7.8b
	eor	v8.8b, v4.8b, v5.8b
	eret
	eret
	eret
	eret
	extr	w8, w14, w2, #4
	extr	w10, w30, w22, #23
	ror	w15, w11, #31
	extr	w24, w5, wzr, #6
	ror	x6, x26, #63
	extr	x27, x23, x13, #7
	extr	x17, x0, x13, #0
	extr	x9, x28, x2, #4
	ext	v4.16b, v30.16b, v29.16b, #5
	ext	v11.16b, v14.16b, v23.16b, #15
	ext	v21.16b, v1.16b, v3.16b, #0
	ext	v4.16b, v9.16b, v3.16b, #9
	ext	v25.8b, v20.8b, v10.8b, #7
	ext	v29.8b, v0.8b, v20.8b, #6
	ext	v2.8b, v19.8b, v24.8b, #7
	ext	v7.8b, v31.8b, v11.8b, #6
	fabd	d30, d29, d2
	fabd	d4, d19, d13
	fabd	d15, d25, d24
	fabd	d0, d31, d24
	fabd	s1, s20, s12
	fabd	s17, s21, s9
	fabd	s14, s12, s11
	fabd	s2, s12, s26
	fabd	v6.2d, v7.2d, v14.2d
	fabd	v22.2d, v6.2d, v10.2d
	fabd	v5.2d, v13.2d, v15.2d
	fabd	v24.2d, v0.2d, v20.2d
	fabd	v22.2s, v15.2s, v10.2s
	fabd	v29.2s, v18.2s, v13.2s
	fabd	v10.2s, v15.2s, v9.2s
	fabd	v10.2s, v2.2s, v22.2s
	fabd	v28.4s, v31.4s, v13.4s
	fabd	v15.4s, v24.4s, v3.4s
	fabd	v19.4s, v10.4s, v27.4s
	fabd	v9.4s, v11.4s, v11.4s
	fabs	d15, d2
	fabs	d12, d12
	fabs	d15, d0
	fabs	d27, d25
	fabs	s20, s25
	fabs	s10, s12
	fabs	s25, s19
	fabs	s27, s18
	fabs	v11.2d, v11.2d
	fabs	v12.2d, v1.2d
	fabs	v6.2d, v2.2d
	fabs	v12.2d, v28.2d
	fabs	v13.2s, v1.2s
	fabs	v23.2s, v18.2s
	fabs	v5.2s, v29.2s
	fabs	v9.2s, v17.2s
	fabs	v30.4s, v2.4s
	fabs	v4.4s, v7.4s
	fabs	v28.4s, v27.4s
	fabs	v17.4s, v13.4s
	facge	d4, d19, d20
	facge	d7, d29, d29
	facge	d14, d24, d23
	facge	d15, d25, d0
	facge	s4, s2, s22
	facge	s10, s4, s4
	facge	s9, s29, s16
	facge	s4, s13, s24
	facge	v28.2d, v18.2d, v12.2d
	facge	v1.2d, v7.2d, v0.2d
	facge	v30.2d, v14.2d, v27.2d
	facge	v29.2d, v3.2d, v29.2d
	facge	v3.2s, v9.2s, v22.2s
	facge	v14.2s, v15.2s, v16.2s
	facge	v22.2s, v29.2s, v27.2s
	facge	v7.2s, v28.2s, v2.2s
	facge	v22.4s, v18.4s, v16.4s
	facge	v2.4s, v29.4s, v18.4s
	facge	v6.4s, v3.4s, v26.4s
	facge	v22.4s, v18.4s, v9.4s
	facgt	d29, d15, d3
	facgt	d29, d22, d2
	facgt	d19, d9, d11
	facgt	d0, d21, d22
	facgt	s1, s9, s13
	facgt	s16, s12, s0
	facgt	s8, s13, s0
	facgt	s24, s23, s24
	facgt	v7.2d, v28.2d, v12.2d
	facgt	v6.2d, v2.2d, v3.2d
	facgt	v30.2d, v18.2d, v22.2d
	facgt	v2.2d, v19.2d, v17.2d
	facgt	v31.2s, v1.2s, v14.2s
	facgt	v15.2s, v29.2s, v16.2s
	facgt	v30.2s, v7.2s, v28.2s
	facgt	v13.2s, v27.2s, v16.2s
	facgt	v5.4s, v8.4s, v0.4s
	facgt	v23.4s, v12.4s, v12.4s
	facgt	v29.4s, v25.4s, v18.4s
	facgt	v1.4s, v8.4s, v11.4s
	fadd	d18, d9, d15
	fadd	d5, d5, d2
	fadd	d13, d15, d7
	fadd	d24, d6, d29
	faddp	d4, v12.2d
	faddp	d6, v28.2d
	faddp	d21, v28.2d
	faddp	d1, v26.2d
	faddp	s20, v7.2s
	faddp	s30, v2.2s
	faddp	s30, v14.2s
	faddp	s29, v4.2s
	faddp	v29.2d, v9.2d, v20.2d
	faddp	v8.2d, v22.2d, v8.2d
	faddp	v12.2d, v6.2d, v25.2d
	faddp	v19.2d, v22.2d, v19.2d
	faddp	v6.2s, v28.2s, v5.2s
	faddp	v12.2s, v3.2s, v24.2s
	faddp	v19.2s, v23.2s, v29.2s
	faddp	v0.2s, v22.2s, v5.2s
	faddp	v9.4s, v2.4s, v27.4s
	faddp	v25.4s, v0.4s, v7.4s
	faddp	v9.4s, v1.4s, v4.4s
	faddp	v26.4s, v6.4s, v22.4s
	fadd	s9, s13, s20
	fadd	s5, s3, s8
	fadd	s0, s18, s20
	fadd	s25, s4, s13
	fadd	v23.2d, v24.2d, v17.2d
	fadd	v20.2d, v28.2d, v24.2d
	fadd	v12.2d, v30.2d, v30.2d
	fadd	v15.2d, v2.2d, v28.2d
	fadd	v18.2s, v13.2s, v26.2s
	fadd	v7.2s, v16.2s, v14.2s
	fadd	v25.2s, v10.2s, v28.2s
	fadd	v30.2s, v23.2s, v3.2s
	fadd	v28.4s, v29.4s, v2.4s
	fadd	v8.4s, v14.4s, v25.4s
	fadd	v6.4s, v8.4s, v15.4s
	fadd	v21.4s, v1.4s, v5.4s
	fccmp	d5, d0, #1, ls
	fccmp	d6, d25, #15, hi
	fccmp	d14, d9, #14, ls
	fccmp	d5, d0, #13, al
	fccmpe	d9, d29, #9, hi
	fccmpe	d21, d16, #12, nv
	fccmpe	d30, d15, #1, al
	fccmpe	d6, d17, #0, nv
	fccmpe	s25, s4, #15, le
	fccmpe	s18, s9, #8, ne
	fccmpe	s2, s1, #10, lo
	fccmpe	s28, s7, #8, vs
	fccmp	s25, s29, #0, vs
	fccmp	s17, s2, #0, le
	fccmp	s25, s29, #0, hs
	fccmp	s26, s10, #1, vs
	fcmeq	d12, d15, d8
	fcmeq	d8, d9, d3
	fcmeq	d23, d19, d6
	fcmeq	d10, d23, d29
	fcmeq	s20, s22, s14
	fcmeq	s10, s13, s29
	fcmeq	s21, s17, s11
	fcmeq	s18, s5, s12
	fcmeq	v11.2d, v10.2d, v25.2d
	fcmeq	v24.2d, v11.2d, v4.2d
	fcmeq	v20.2d, v16.2d, v8.2d
	fcmeq	v29.2d, v2.2d, v5.2d
	fcmeq	v29.2s, v12.2s, v21.2s
	fcmeq	v26.2s, v27.2s, v24.2s
	fcmeq	v8.2s, v7.2s, v20.2s
	fcmeq	v18.2s, v24.2s, v19.2s
	fcmeq	v6.4s, v30.4s, v13.4s
	fcmeq	v19.4s, v0.4s, v11.4s
	fcmeq	v18.4s, v14.4s, v13.4s
	fcmeq	v5.4s, v12.4s, v20.4s
	fcmeq	d14, d15, #0.0
	fcmeq	d23, d4, #0.0
	fcmeq	d14, d1, #0.0
	fcmeq	d6, d7, #0.0
	fcmeq	s3, s29, #0.0
	fcmeq	s22, s16, #0.0
	fcmeq	s13, s12, #0.0
	fcmeq	s14, s20, #0.0
	fcmeq	v3.2d, v3.2d, #0.0
	fcmeq	v22.2d, v9.2d, #0.0
	fcmeq	v16.2d, v8.2d, #0.0
	fcmeq	v25.2d, v19.2d, #0.0
	fcmeq	v21.2s, v8.2s, #0.0
	fcmeq	v4.2s, v9.2s, #0.0
	fcmeq	v24.2s, v22.2s, #0.0
	fcmeq	v5.2s, v18.2s, #0.0
	fcmeq	v3.4s, v0.4s, #0.0
	fcmeq	v4.4s, v23.4s, #0.0
	fcmeq	v17.4s, v23.4s, #0.0
	fcmeq	v21.4s, v22.4s, #0.0
	fcmge	d25, d6, d31
	fcmge	d18, d20, d8
	fcmge	d16, d5, d28
	fcmge	d27, d21, d6
	fcmge	s31, s18, s28
	fcmge	s28, s1, s6
	fcmge	s12, s1, s19
	fcmge	s3, s8, s13
	fcmge	v2.2d, v16.2d, v31.2d
	fcmge	v27.2d, v19.2d, v10.2d
	fcmge	v2.2d, v16.2d, v16.2d
	fcmge	v21.2d, v27.2d, v10.2d
	fcmge	v18.2s, v1.2s, v13.2s
	fcmge	v16.2s, v3.2s, v18.2s
	fcmge	v12.2s, v15.2s, v27.2s
	fcmge	v27.2s, v11.2s, v27.2s
	fcmge	v23.4s, v20.4s, v29.4s
	fcmge	v30.4s, v25.4s, v7.4s
	fcmge	v12.4s, v21.4s, v5.4s
	fcmge	v30.4s, v2.4s, v8.4s
	fcmge	d30, d13, #0.0
	fcmge	d22, d16, #0.0
	fcmge	d3, d19, #0.0
	fcmge	d22, d13, #0.0
	fcmge	s11, s4, #0.0
	fcmge	s20, s11, #0.0
	fcmge	s23, s28, #0.0
	fcmge	s16, s22, #0.0
	fcmge	v8.2d, v31.2d, #0.0
	fcmge	v6.2d, v15.2d, #0.0
	fcmge	v15.2d, v19.2d, #0.0
	fcmge	v11.2d, v28.2d, #0.0
	fcmge	v16.2s, v11.2s, #0.0
	fcmge	v7.2s, v31.2s, #0.0
	fcmge	v11.2s, v14.2s, #0.0
	fcmge	v24.2s, v10.2s, #0.0
	fcmge	v17.4s, v26.4s, #0.0
	fcmge	v7.4s, v19.4s, #0.0
	fcmge	v7.4s, v2.4s, #0.0
	fcmge	v1.4s, v27.4s, #0.0
	fcmgt	d26, d20, d8
	fcmgt	d25, d24, d2
	fcmgt	d25, d6, d13
	fcmgt	d19, d22, d10
	fcmgt	s30, s22, s19
	fcmgt	s15, s29, s13
	fcmgt	s30, s24, s4
	fcmgt	s8, s3, s12
	fcmgt	v12.2d, v16.2d, v22.2d
	fcmgt	v25.2d, v20.2d, v12.2d
	fcmgt	v16.2d, v7.2d, v11.2d
	fcmgt	v30.2d, v9.2d, v9.2d
	fcmgt	v13.2s, v29.2s, v28.2s
	fcmgt	v19.2s, v10.2s, v10.2s
	fcmgt	v19.2s, v3.2s, v29.2s
	fcmgt	v7.2s, v30.2s, v7.2s
	fcmgt	v25.4s, v13.4s, v14.4s
	fcmgt	v10.4s, v18.4s, v7.4s
	fcmgt	v22.4s, v9.4s, v3.4s
	fcmgt	v16.4s, v1.4s, v18.4s
	fcmgt	d7, d26, #0.0
	fcmgt	d15, d27, #0.0
	fcmgt	d11, d13, #0.0
	fcmgt	d12, d19, #0.0
	fcmgt	s15, s23, #0.0
	fcmgt	s3, s21, #0.0
	fcmgt	s29, s26, #0.0
	fcmgt	s20, s28, #0.0
	fcmgt	v22.2d, v5.2d, #0.0
	fcmgt	v17.2d, v2.2d, #0.0
	fcmgt	v5.2d, v28.2d, #0.0
	fcmgt	v14.2d, v18.2d, #0.0
	fcmgt	v14.2s, v7.2s, #0.0
	fcmgt	v4.2s, v15.2s, #0.0
	fcmgt	v29.2s, v8.2s, #0.0
	fcmgt	v29.2s, v12.2s, #0.0
	fcmgt	v10.4s, v13.4s, #0.0
	fcmgt	v27.4s, v29.4s, #0.0
	fcmgt	v24.4s, v12.4s, #0.0
	fcmgt	v24.4s, v11.4s, #0.0
	fcmle	d16, d27, #0.0
	fcmle	d2, d6, #0.0
	fcmle	d21, d15, #0.0
	fcmle	d8, d28, #0.0
	fcmle	s27, s27, #0.0
	fcmle	s6, s27, #0.0
	fcmle	s28, s26, #0.0
	fcmle	s12, s19, #0.0
	fcmle	v9.2d, v28.2d, #0.0
	fcmle	v0.2d, v17.2d, #0.0
	fcmle	v23.2d, v18.2d, #0.0
	fcmle	v13.2d, v27.2d, #0.0
	fcmle	v4.2s, v12.2s, #0.0
	fcmle	v17.2s, v22.2s, #0.0
	fcmle	v18.2s, v18.2s, #0.0
	fcmle	v25.2s, v2.2s, #0.0
	fcmle	v16.4s, v27.4s, #0.0
	fcmle	v23.4s, v29.4s, #0.0
	fcmle	v18.4s, v29.4s, #0.0
	fcmle	v12.4s, v10.4s, #0.0
	fcmlt	d24, d30, #0.0
	fcmlt	d5, d10, #0.0
	fcmlt	d26, d6, #0.0
	fcmlt	d27, d4, #0.0
	fcmlt	s22, s12, #0.0
	fcmlt	s11, s1, #0.0
	fcmlt	s7, s13, #0.0
	fcmlt	s7, s29, #0.0
	fcmlt	v1.2d, v2.2d, #0.0
	fcmlt	v25.2d, v29.2d, #0.0
	fcmlt	v20.2d, v16.2d, #0.0
	fcmlt	v24.2d, v23.2d, #0.0
	fcmlt	v30.2s, v7.2s, #0.0
	fcmlt	v16.2s, v2.2s, #0.0
	fcmlt	v27.2s, v20.2s, #0.0
	fcmlt	v16.2s, v24.2s, #0.0
	fcmlt	v26.4s, v3.4s, #0.0
	fcmlt	v8.4s, v17.4s, #0.0
	fcmlt	v1.4s, v7.4s, #0.0
	fcmlt	v4.4s, v15.4s, #0.0
	fcmp	d1, #0.0
	fcmp	d8, #0.0
	fcmp	d0, #0.0
	fcmp	d30, #0.0
	fcmp	d10, d20
	fcmp	d22, d7
	fcmp	d26, d20
	fcmp	d5, d17
	fcmpe	d6, #0.0
	fcmpe	d14, #0.0
	fcmpe	d3, #0.0
	fcmpe	d11, #0.0
	fcmpe	d10, d23
	fcmpe	d4, d19
	fcmpe	d9, d12
	fcmpe	d26, d12
	fcmpe	s13, #0.0
	fcmpe	s7, #0.0
	fcmpe	s31, #0.0
	fcmpe	s17, #0.0
	fcmpe	s25, s7
	fcmpe	s31, s22
	fcmpe	s29, s20
	fcmpe	s18, s7
	fcmp	s26, #0.0
	fcmp	s20, #0.0
	fcmp	s29, #0.0
	fcmp	s8, #0.0
	fcmp	s0, s5
	fcmp	s21, s26
	fcmp	s18, s7
	fcmp	s2, s19
	fcsel	d21, d7, d17, lt
	fcsel	d19, d26, d8, vc
	fcsel	d24, d18, d20, nv
	fcsel	d28, d18, d29, pl
	fcsel	s7, s15, s30, gt
	fcsel	s16, s30, s2, vc
	fcsel	s16, s9, s14, eq
	fcsel	s28, s17, s16, vs
	fcvtas	w12, d18
	fcvtas	w28, d4
	fcvtas	w8, d10
	fcvtas	w27, d13
	fcvtas	w24, s1
	fcvtas	w25, s22
	fcvtas	w30, s3
	fcvtas	w9, s18
	fcvtas	x21, d24
	fcvtas	x6, d14
	fcvtas	x12, d14
	fcvtas	x13, d22
	fcvtas	x21, s2
	fcvtas	x12, s11
	fcvtas	x4, s20
	fcvtas	x16, s26
	fcvtas	d6, d5
	fcvtas	d6, d2
	fcvtas	d4, d21
	fcvtas	d2, d20
	fcvtas	s1, s24
	fcvtas	s11, s28
	fcvtas	s26, s31
	fcvtas	s27, s29
	fcvtas	v11.2d, v22.2d
	fcvtas	v16.2d, v14.2d
	fcvtas	v29.2d, v11.2d
	fcvtas	v4.2d, v17.2d
	fcvtas	v15.2s, v3.2s
	fcvtas	v21.2s, v14.2s
	fcvtas	v12.2s, v7.2s
	fcvtas	v11.2s, v11.2s
	fcvtas	v6.4s, v23.4s
	fcvtas	v31.4s, v9.4s
	fcvtas	v17.4s, v2.4s
	fcvtas	v7.4s, v1.4s
	fcvtau	w21, d4
	fcvtau	w16, d18
	fcvtau	w8, d0
	fcvtau	w26, d12
	fcvtau	w8, s2
	fcvtau	w5, s3
	fcvtau	w21, s17
	fcvtau	w3, s19
	fcvtau	x29, d13
	fcvtau	x15, d13
	fcvtau	x26, d14
	fcvtau	x30, d7
	fcvtau	x2, s26
	fcvtau	x3, s7
	fcvtau	x9, s23
	fcvtau	x10, s30
	fcvtau	d3, d2
	fcvtau	d20, d19
	fcvtau	d4, d28
	fcvtau	d15, d18
	fcvtau	s26, s30
	fcvtau	s28, s2
	fcvtau	s24, s13
	fcvtau	s3, s15
	fcvtau	v26.2d, v21.2d
	fcvtau	v10.2d, v24.2d
	fcvtau	v3.2d, v3.2d
	fcvtau	v1.2d, v14.2d
	fcvtau	v0.2s, v13.2s
	fcvtau	v2.2s, v2.2s
	fcvtau	v30.2s, v14.2s
	fcvtau	v4.2s, v27.2s
	fcvtau	v25.4s, v13.4s
	fcvtau	v14.4s, v13.4s
	fcvtau	v11.4s, v6.4s
	fcvtau	v15.4s, v2.4s
	fcvt	d15, h30
	fcvt	d9, h30
	fcvt	d20, h8
	fcvt	d30, h11
	fcvt	d0, s25
	fcvt	d28, s10
	fcvt	d16, s5
	fcvt	d19, s0
	fcvt	h9, d29
	fcvt	h15, d2
	fcvt	h20, d23
	fcvt	h30, d30
	fcvt	h9, s21
	fcvt	h14, s13
	fcvt	h21, s29
	fcvt	h12, s22
	fcvtl	v31.2d, v13.2s
	fcvtl	v10.2d, v5.2s
	fcvtl	v7.2d, v0.2s
	fcvtl	v30.2d, v14.2s
	fcvtl	v7.4s, v24.4h
	fcvtl	v1.4s, v17.4h
	fcvtl	v4.4s, v11.4h
	fcvtl	v16.4s, v19.4h
	fcvtl2	v11.2d, v26.4s
	fcvtl2	v17.2d, v9.4s
	fcvtl2	v9.2d, v27.4s
	fcvtl2	v11.2d, v27.4s
	fcvtl2	v24.4s, v16.8h
	fcvtl2	v28.4s, v20.8h
	fcvtl2	v15.4s, v12.8h
	fcvtl2	v17.4s, v14.8h
	fcvtms	w11, d24
	fcvtms	w24, d3
	fcvtms	w27, d31
	fcvtms	w7, d4
	fcvtms	w1, s21
	fcvtms	w2, s16
	fcvtms	w12, s13
	fcvtms	w18, s4
	fcvtms	x12, d5
	fcvtms	x4, d3
	fcvtms	x22, d30
	fcvtms	x24, d18
	fcvtms	x7, s15
	fcvtms	x16, s0
	fcvtms	x12, s30
	fcvtms	x21, s26
	fcvtms	d0, d7
	fcvtms	d30, d8
	fcvtms	d12, d22
	fcvtms	d8, d4
	fcvtms	s22, s2
	fcvtms	s18, s9
	fcvtms	s2, s1
	fcvtms	s21, s12
	fcvtms	v23.2d, v16.2d
	fcvtms	v6.2d, v5.2d
	fcvtms	v29.2d, v24.2d
	fcvtms	v2.2d, v7.2d
	fcvtms	v14.2s, v3.2s
	fcvtms	v7.2s, v17.2s
	fcvtms	v10.2s, v26.2s
	fcvtms	v2.2s, v31.2s
	fcvtms	v15.4s, v14.4s
	fcvtms	v7.4s, v22.4s
	fcvtms	v17.4s, v30.4s
	fcvtms	v15.4s, v14.4s
	fcvtmu	w8, d31
	fcvtmu	w9, d23
	fcvtmu	w14, d8
	fcvtmu	w13, d14
	fcvtmu	w23, s22
	fcvtmu	w0, s16
	fcvtmu	w15, s4
	fcvtmu	w3, s5
	fcvtmu	x12, d10
	fcvtmu	x16, d1
	fcvtmu	x3, d19
	fcvtmu	x16, d0
	fcvtmu	x6, s21
	fcvtmu	x23, s11
	fcvtmu	x30, s19
	fcvtmu	x20, s11
	fcvtmu	d12, d12
	fcvtmu	d14, d7
	fcvtmu	d30, d1
	fcvtmu	d20, d28
	fcvtmu	s0, s24
	fcvtmu	s21, s20
	fcvtmu	s27, s29
	fcvtmu	s21, s23
	fcvtmu	v7.2d, v11.2d
	fcvtmu	v30.2d, v2.2d
	fcvtmu	v3.2d, v4.2d
	fcvtmu	v3.2d, v4.2d
	fcvtmu	v8.2s, v30.2s
	fcvtmu	v20.2s, v10.2s
	fcvtmu	v24.2s, v1.2s
	fcvtmu	v11.2s, v21.2s
	fcvtmu	v25.4s, v25.4s
	fcvtmu	v0.4s, v19.4s
	fcvtmu	v27.4s, v2.4s
	fcvtmu	v16.4s, v24.4s
	fcvtns	w27, d18
	fcvtns	w18, d8
	fcvtns	w1, d19
	fcvtns	w8, d13
	fcvtns	w6, s3
	fcvtns	w18, s9
	fcvtns	w25, s28
	fcvtns	w20, s16
	fcvtns	x26, d15
	fcvtns	x10, d6
	fcvtns	x14, d18
	fcvtns	x24, d16
	fcvtns	x21, s6
	fcvtns	x17, s7
	fcvtns	x6, s5
	fcvtns	x2, s12
	fcvtns	d15, d2
	fcvtns	d7, d0
	fcvtns	d18, d16
	fcvtns	d29, d5
	fcvtns	s23, s7
	fcvtns	s22, s11
	fcvtns	s2, s10
	fcvtns	s27, s1
	fcvtns	v22.2d, v10.2d
	fcvtns	v6.2d, v6.2d
	fcvtns	v15.2d, v23.2d
	fcvtns	v13.2d, v9.2d
	fcvtns	v13.2s, v25.2s
	fcvtns	v31.2s, v17.2s
	fcvtns	v22.2s, v26.2s
	fcvtns	v24.2s, v1.2s
	fcvtns	v15.4s, v24.4s
	fcvtns	v23.4s, v27.4s
	fcvtns	v19.4s, v31.4s
	fcvtns	v29.4s, v18.4s
	fcvtnu	w15, d26
	fcvtnu	w17, d10
	fcvtnu	w27, d26
	fcvtnu	w22, d31
	fcvtnu	w4, s30
	fcvtnu	w25, s18
	fcvtnu	w1, s22
	fcvtnu	w28, s2
	fcvtnu	x28, d25
	fcvtnu	x14, d29
	fcvtnu	x29, d5
	fcvtnu	x30, d10
	fcvtnu	x28, s28
	fcvtnu	xzr, s17
	fcvtnu	x16, s12
	fcvtnu	x25, s28
	fcvtnu	d5, d23
	fcvtnu	d19, d6
	fcvtnu	d11, d7
	fcvtnu	d21, d19
	fcvtnu	s4, s25
	fcvtnu	s7, s16
	fcvtnu	s20, s16
	fcvtnu	s10, s10
	fcvtnu	v23.2d, v11.2d
	fcvtnu	v30.2d, v25.2d
	fcvtnu	v23.2d, v3.2d
	fcvtnu	v7.2d, v11.2d
	fcvtnu	v4.2s, v31.2s
	fcvtnu	v20.2s, v20.2s
	fcvtnu	v20.2s, v30.2s
	fcvtnu	v15.2s, v4.2s
	fcvtnu	v29.4s, v17.4s
	fcvtnu	v4.4s, v16.4s
	fcvtnu	v8.4s, v17.4s
	fcvtnu	v14.4s, v8.4s
	fcvtn	v28.2s, v30.2d
	fcvtn	v0.2s, v12.2d
	fcvtn	v15.2s, v10.2d
	fcvtn	v6.2s, v23.2d
	fcvtn	v9.4h, v6.4s
	fcvtn	v11.4h, v16.4s
	fcvtn	v19.4h, v24.4s
	fcvtn	v22.4h, v14.4s
	fcvtn2	v4.4s, v6.2d
	fcvtn2	v20.4s, v28.2d
	fcvtn2	v5.4s, v11.2d
	fcvtn2	v14.4s, v8.2d
	fcvtn2	v4.8h, v25.4s
	fcvtn2	v15.8h, v22.4s
	fcvtn2	v15.8h, v10.4s
	fcvtn2	v29.8h, v26.4s
	fcvtps	w17, d12
	fcvtps	w16, d0
	fcvtps	w24, d1
	fcvtps	w23, d13
	fcvtps	wzr, s12
	fcvtps	w18, s22
	fcvtps	w28, s9
	fcvtps	w29, s27
	fcvtps	x5, d29
	fcvtps	x29, d17
	fcvtps	x4, d12
	fcvtps	x6, d8
	fcvtps	xzr, s9
	fcvtps	x15, s15
	fcvtps	x4, s20
	fcvtps	x10, s2
	fcvtps	d15, d7
	fcvtps	d6, d24
	fcvtps	d19, d12
	fcvtps	d27, d19
	fcvtps	s15, s6
	fcvtps	s1, s28
	fcvtps	s19, s17
	fcvtps	s26, s5
	fcvtps	v7.2d, v21.2d
	fcvtps	v23.2d, v15.2d
	fcvtps	v17.2d, v7.2d
	fcvtps	v22.2d, v10.2d
	fcvtps	v0.2s, v12.2s
	fcvtps	v21.2s, v7.2s
	fcvtps	v0.2s, v25.2s
	fcvtps	v8.2s, v13.2s
	fcvtps	v28.4s, v3.4s
	fcvtps	v26.4s, v12.4s
	fcvtps	v21.4s, v5.4s
	fcvtps	v25.4s, v0.4s
	fcvtpu	w27, d5
	fcvtpu	w3, d26
	fcvtpu	w23, d22
	fcvtpu	wzr, d16
	fcvtpu	w0, s1
	fcvtpu	w14, s15
	fcvtpu	w0, s1
	fcvtpu	w6, s31
	fcvtpu	x6, d19
	fcvtpu	x27, d29
	fcvtpu	x14, d24
	fcvtpu	x2, d12
	fcvtpu	x12, s15
	fcvtpu	x6, s2
	fcvtpu	x1, s15
	fcvtpu	x15, s21
	fcvtpu	d18, d3
	fcvtpu	d4, d23
	fcvtpu	d5, d29
	fcvtpu	d29, d13
	fcvtpu	s21, s3
	fcvtpu	s9, s24
	fcvtpu	s4, s19
	fcvtpu	s9, s5
	fcvtpu	v29.2d, v7.2d
	fcvtpu	v25.2d, v23.2d
	fcvtpu	v5.2d, v14.2d
	fcvtpu	v9.2d, v16.2d
	fcvtpu	v19.2s, v7.2s
	fcvtpu	v21.2s, v26.2s
	fcvtpu	v5.2s, v19.2s
	fcvtpu	v24.2s, v27.2s
	fcvtpu	v21.4s, v28.4s
	fcvtpu	v12.4s, v17.4s
	fcvtpu	v14.4s, v20.4s
	fcvtpu	v2.4s, v1.4s
	fcvt	s8, d30
	fcvt	s24, d29
	fcvt	s16, d2
	fcvt	s20, d2
	fcvt	s19, h8
	fcvt	s24, h2
	fcvt	s26, h29
	fcvt	s11, h25
	fcvtxn	s25, d19
	fcvtxn	s14, d30
	fcvtxn	s10, d7
	fcvtxn	s18, d17
	fcvtxn	v7.2s, v29.2d
	fcvtxn	v17.2s, v14.2d
	fcvtxn	v22.2s, v11.2d
	fcvtxn	v7.2s, v24.2d
	fcvtxn2	v31.4s, v15.2d
	fcvtxn2	v7.4s, v3.2d
	fcvtxn2	v4.4s, v28.2d
	fcvtxn2	v15.4s, v31.2d
	fcvtzs	w28, d25
	fcvtzs	w26, d18
	fcvtzs	w7, d25
	fcvtzs	w8, d30
	fcvtzs	w0, s0
	fcvtzs	w1, s17
	fcvtzs	w9, s0
	fcvtzs	w4, s6
	fcvtzs	x11, d10
	fcvtzs	x14, d18
	fcvtzs	x12, d12
	fcvtzs	x10, d13
	fcvtzs	x21, s22
	fcvtzs	x13, s7
	fcvtzs	x4, s14
	fcvtzs	x26, s30
	fcvtzs	w0, d18, #9
	fcvtzs	w3, d24, #4
	fcvtzs	w23, d5, #30
	fcvtzs	w0, d7, #1
	fcvtzs	w27, s22, #31
	fcvtzs	wzr, s21, #1
	fcvtzs	w17, s6, #17
	fcvtzs	w30, s2, #18
	fcvtzs	x30, d21, #27
	fcvtzs	xzr, d28, #1
	fcvtzs	x20, d25, #25
	fcvtzs	x14, d12, #1
	fcvtzs	x9, s28, #59
	fcvtzs	x26, s22, #64
	fcvtzs	x20, s19, #18
	fcvtzs	x1, s3, #1
	fcvtzs	d10, d21, #64
	fcvtzs	d29, d13, #21
	fcvtzs	d17, d28, #33
	fcvtzs	d10, d25, #19
	fcvtzs	s11, s19, #17
	fcvtzs	s20, s21, #1
	fcvtzs	s0, s14, #11
	fcvtzs	s6, s20, #27
	fcvtzs	v12.2d, v14.2d, #1
	fcvtzs	v11.2d, v19.2d, #44
	fcvtzs	v15.2d, v24.2d, #28
	fcvtzs	v8.2d, v18.2d, #64
	fcvtzs	v25.2s, v15.2s, #25
	fcvtzs	v25.2s, v0.2s, #29
	fcvtzs	v4.2s, v17.2s, #3
	fcvtzs	v13.2s, v9.2s, #30
	fcvtzs	v14.4s, v17.4s, #1
	fcvtzs	v21.4s, v7.4s, #5
	fcvtzs	v11.4s, v30.4s, #32
	fcvtzs	v13.4s, v21.4s, #27
	fcvtzs	d9, d30
	fcvtzs	d25, d7
	fcvtzs	d30, d25
	fcvtzs	d7, d9
	fcvtzs	s30, s29
	fcvtzs	s2, s22
	fcvtzs	s7, s16
	fcvtzs	s18, s29
	fcvtzs	v12.2d, v12.2d
	fcvtzs	v13.2d, v22.2d
	fcvtzs	v18.2d, v11.2d
	fcvtzs	v22.2d, v1.2d
	fcvtzs	v4.2s, v15.2s
	fcvtzs	v26.2s, v29.2s
	fcvtzs	v6.2s, v8.2s
	fcvtzs	v20.2s, v6.2s
	fcvtzs	v2.4s, v25.4s
	fcvtzs	v30.4s, v30.4s
	fcvtzs	v24.4s, v17.4s
	fcvtzs	v21.4s, v0.4s
	fcvtzu	w6, d27
	fcvtzu	w19, d26
	fcvtzu	w25, d4
	fcvtzu	w2, d0
	fcvtzu	w12, s11
	fcvtzu	w24, s28
	fcvtzu	w22, s23
	fcvtzu	w1, s18
	fcvtzu	x25, d1
	fcvtzu	x17, d9
	fcvtzu	x28, d12
	fcvtzu	x20, d11
	fcvtzu	x6, s14
	fcvtzu	x20, s0
	fcvtzu	x17, s10
	fcvtzu	x25, s0
	fcvtzu	w8, d14, #1
	fcvtzu	w3, d6, #7
	fcvtzu	w12, d14, #13
	fcvtzu	w21, d12, #14
	fcvtzu	w12, s24, #13
	fcvtzu	w1, s29, #16
	fcvtzu	w23, s21, #1
	fcvtzu	w30, s11, #30
	fcvtzu	x26, d9, #13
	fcvtzu	x25, d20, #22
	fcvtzu	x21, d23, #64
	fcvtzu	x17, d3, #54
	fcvtzu	x28, s18, #27
	fcvtzu	xzr, s6, #1
	fcvtzu	x1, s0, #56
	fcvtzu	x26, s27, #1
	fcvtzu	d5, d15, #51
	fcvtzu	d31, d3, #43
	fcvtzu	d15, d0, #19
	fcvtzu	d22, d24, #43
	fcvtzu	s30, s23, #27
	fcvtzu	s1, s8, #32
	fcvtzu	s16, s21, #7
	fcvtzu	s4, s16, #17
	fcvtzu	v10.2d, v9.2d, #18
	fcvtzu	v25.2d, v28.2d, #28
	fcvtzu	v11.2d, v14.2d, #1
	fcvtzu	v23.2d, v10.2d, #14
	fcvtzu	v28.2s, v20.2s, #1
	fcvtzu	v29.2s, v0.2s, #26
	fcvtzu	v10.2s, v24.2s, #16
	fcvtzu	v16.2s, v2.2s, #1
	fcvtzu	v22.4s, v6.4s, #5
	fcvtzu	v17.4s, v7.4s, #1
	fcvtzu	v3.4s, v23.4s, #18
	fcvtzu	v14.4s, v11.4s, #25
	fcvtzu	d28, d17
	fcvtzu	d20, d19
	fcvtzu	d9, d27
	fcvtzu	d27, d22
	fcvtzu	s23, s29
	fcvtzu	s16, s17
	fcvtzu	s1, s20
	fcvtzu	s28, s1
	fcvtzu	v3.2d, v19.2d
	fcvtzu	v15.2d, v18.2d
	fcvtzu	v0.2d, v17.2d
	fcvtzu	v16.2d, v5.2d
	fcvtzu	v0.2s, v28.2s
	fcvtzu	v1.2s, v28.2s
	fcvtzu	v17.2s, v0.2s
	fcvtzu	v1.2s, v22.2s
	fcvtzu	v31.4s, v22.4s
	fcvtzu	v24.4s, v11.4s
	fcvtzu	v22.4s, v1.4s
	fcvtzu	v3.4s, v21.4s
	fdiv	d23, d0, d7
	fdiv	d3, d21, d18
	fdiv	d0, d27, d24
	fdiv	d25, d14, d2
	fdiv	s13, s28, s4
	fdiv	s24, s23, s23
	fdiv	s24, s13, s9
	fdiv	s1, s28, s1
	fdiv	v28.2d, v4.2d, v20.2d
	fdiv	v7.2d, v30.2d, v23.2d
	fdiv	v25.2d, v17.2d, v17.2d
	fdiv	v18.2d, v6.2d, v18.2d
	fdiv	v4.2s, v1.2s, v14.2s
	fdiv	v12.2s, v15.2s, v13.2s
	fdiv	v0.2s, v15.2s, v11.2s
	fdiv	v10.2s, v21.2s, v30.2s
	fdiv	v3.4s, v15.4s, v3.4s
	fdiv	v23.4s, v11.4s, v21.4s
	fdiv	v19.4s, v3.4s, v31.4s
	fdiv	v3.4s, v2.4s, v17.4s
	fmadd	d0, d24, d1, d25
	fmadd	d0, d24, d18, d21
	fmadd	d21, d30, d1, d14
	fmadd	d24, d4, d30, d29
	fmadd	s14, s13, s25, s14
	fmadd	s17, s9, s21, s4
	fmadd	s18, s29, s14, s31
	fmadd	s0, s17, s7, s19
	fmax	d24, d6, d14
	fmax	d15, d24, d6
	fmax	d11, d26, d11
	fmax	d18, d8, d22
	fmaxnm	d19, d18, d4
	fmaxnm	d30, d20, d28
	fmaxnm	d6, d6, d19
	fmaxnm	d10, d14, d5
	fmaxnmp	d5, v19.2d
	fmaxnmp	d16, v23.2d
	fmaxnmp	d11, v4.2d
	fmaxnmp	d18, v20.2d
	fmaxnmp	s4, v20.2s
	fmaxnmp	s15, v27.2s
	fmaxnmp	s24, v25.2s
	fmaxnmp	s4, v22.2s
	fmaxnmp	v21.2d, v23.2d, v10.2d
	fmaxnmp	v21.2d, v14.2d, v12.2d
	fmaxnmp	v10.2d, v30.2d, v9.2d
	fmaxnmp	v20.2d, v26.2d, v10.2d
	fmaxnmp	v11.2s, v27.2s, v4.2s
	fmaxnmp	v4.2s, v9.2s, v9.2s
	fmaxnmp	v10.2s, v10.2s, v15.2s
	fmaxnmp	v27.2s, v4.2s, v14.2s
	fmaxnmp	v21.4s, v2.4s, v13.4s
	fmaxnmp	v28.4s, v23.4s, v1.4s
	fmaxnmp	v25.4s, v4.4s, v14.4s
	fmaxnmp	v21.4s, v15.4s, v29.4s
	fmaxnm	s4, s6, s26
	fmaxnm	s1, s31, s27
	fmaxnm	s30, s17, s19
	fmaxnm	s26, s17, s27
	fmaxnmv	s18, v2.4s
	fmaxnmv	s27, v0.4s
	fmaxnmv	s2, v14.4s
	fmaxnmv	s17, v5.4s
	fmaxnm	v10.2d, v3.2d, v16.2d
	fmaxnm	v29.2d, v25.2d, v15.2d
	fmaxnm	v21.2d, v6.2d, v24.2d
	fmaxnm	v16.2d, v27.2d, v4.2d
	fmaxnm	v11.2s, v0.2s, v18.2s
	fmaxnm	v17.2s, v30.2s, v17.2s
	fmaxnm	v8.2s, v14.2s, v7.2s
	fmaxnm	v9.2s, v7.2s, v14.2s
	fmaxnm	v28.4s, v8.4s, v3.4s
	fmaxnm	v21.4s, v7.4s, v4.4s
	fmaxnm	v22.4s, v10.4s, v24.4s
	fmaxnm	v29.4s, v22.4s, v7.4s
	fmaxp	d29, v28.2d
	fmaxp	d24, v28.2d
	fmaxp	d27, v5.2d
	fmaxp	d8, v4.2d
	fmaxp	s26, v24.2s
	fmaxp	s5, v15.2s
	fmaxp	s25, v29.2s
	fmaxp	s26, v16.2s
	fmaxp	v22.2d, v15.2d, v9.2d
	fmaxp	v5.2d, v17.2d, v10.2d
	fmaxp	v6.2d, v16.2d, v27.2d
	fmaxp	v6.2d, v19.2d, v4.2d
	fmaxp	v0.2s, v1.2s, v7.2s
	fmaxp	v3.2s, v7.2s, v15.2s
	fmaxp	v6.2s, v22.2s, v6.2s
	fmaxp	v22.2s, v0.2s, v9.2s
	fmaxp	v4.4s, v1.4s, v6.4s
	fmaxp	v26.4s, v1.4s, v29.4s
	fmaxp	v17.4s, v17.4s, v8.4s
	fmaxp	v1.4s, v25.4s, v23.4s
	fmax	s20, s15, s24
	fmax	s28, s30, s31
	fmax	s29, s5, s6
	fmax	s28, s9, s10
	fmaxv	s30, v15.4s
	fmaxv	s17, v23.4s
	fmaxv	s8, v26.4s
	fmaxv	s2, v27.4s
	fmax	v25.2d, v16.2d, v0.2d
	fmax	v16.2d, v16.2d, v9.2d
	fmax	v6.2d, v14.2d, v20.2d
	fmax	v5.2d, v13.2d, v26.2d
	fmax	v12.2s, v11.2s, v14.2s
	fmax	v5.2s, v15.2s, v9.2s
	fmax	v22.2s, v9.2s, v8.2s
	fmax	v13.2s, v17.2s, v4.2s
	fmax	v11.4s, v30.4s, v7.4s
	fmax	v24.4s, v2.4s, v10.4s
	fmax	v10.4s, v1.4s, v31.4s
	fmax	v30.4s, v5.4s, v26.4s
	fmin	d8, d11, d28
	fmin	d16, d1, d20
	fmin	d20, d15, d20
	fmin	d12, d26, d18
	fminnm	d11, d11, d16
	fminnm	d16, d14, d9
	fminnm	d8, d5, d16
	fminnm	d22, d19, d29
	fminnmp	d7, v4.2d
	fminnmp	d2, v5.2d
	fminnmp	d30, v3.2d
	fminnmp	d23, v23.2d
	fminnmp	s16, v24.2s
	fminnmp	s18, v11.2s
	fminnmp	s11, v24.2s
	fminnmp	s20, v29.2s
	fminnmp	v7.2d, v4.2d, v21.2d
	fminnmp	v26.2d, v22.2d, v14.2d
	fminnmp	v14.2d, v24.2d, v29.2d
	fminnmp	v9.2d, v16.2d, v31.2d
	fminnmp	v15.2s, v2.2s, v26.2s
	fminnmp	v31.2s, v2.2s, v23.2s
	fminnmp	v10.2s, v20.2s, v13.2s
	fminnmp	v30.2s, v29.2s, v10.2s
	fminnmp	v21.4s, v12.4s, v0.4s
	fminnmp	v2.4s, v19.4s, v22.4s
	fminnmp	v15.4s, v14.4s, v12.4s
	fminnmp	v3.4s, v8.4s, v5.4s
	fminnm	s18, s21, s30
	fminnm	s14, s20, s4
	fminnm	s14, s28, s24
	fminnm	s13, s7, s9
	fminnmv	s24, v3.4s
	fminnmv	s18, v16.4s
	fminnmv	s9, v1.4s
	fminnmv	s4, v9.4s
	fminnm	v29.2d, v31.2d, v2.2d
	fminnm	v12.2d, v8.2d, v11.2d
	fminnm	v11.2d, v30.2d, v1.2d
	fminnm	v22.2d, v10.2d, v28.2d
	fminnm	v19.2s, v19.2s, v1.2s
	fminnm	v14.2s, v29.2s, v1.2s
	fminnm	v0.2s, v22.2s, v19.2s
	fminnm	v21.2s, v23.2s, v14.2s
	fminnm	v23.4s, v25.4s, v20.4s
	fminnm	v25.4s, v20.4s, v20.4s
	fminnm	v25.4s, v20.4s, v25.4s
	fminnm	v4.4s, v3.4s, v19.4s
	fminp	d22, v27.2d
	fminp	d9, v16.2d
	fminp	d30, v22.2d
	fminp	d28, v23.2d
	fminp	s1, v14.2s
	fminp	s7, v4.2s
	fminp	s26, v4.2s
	fminp	s16, v25.2s
	fminp	v5.2d, v21.2d, v14.2d
	fminp	v19.2d, v26.2d, v10.2d
	fminp	v6.2d, v5.2d, v20.2d
	fminp	v20.2d, v7.2d, v29.2d
	fminp	v10.2s, v10.2s, v29.2s
	fminp	v16.2s, v13.2s, v26.2s
	fminp	v26.2s, v11.2s, v17.2s
	fminp	v5.2s, v17.2s, v25.2s
	fminp	v4.4s, v23.4s, v27.4s
	fminp	v19.4s, v26.4s, v9.4s
	fminp	v31.4s, v29.4s, v8.4s
	fminp	v19.4s, v9.4s, v10.4s
	fmin	s11, s4, s2
	fmin	s15, s18, s18
	fmin	s0, s15, s20
	fmin	s12, s12, s15
	fminv	s0, v7.4s
	fminv	s13, v26.4s
	fminv	s18, v4.4s
	fminv	s16, v1.4s
	fmin	v19.2d, v4.2d, v10.2d
	fmin	v11.2d, v25.2d, v23.2d
	fmin	v29.2d, v29.2d, v3.2d
	fmin	v12.2d, v10.2d, v12.2d
	fmin	v31.2s, v1.2s, v22.2s
	fmin	v17.2s, v18.2s, v29.2s
	fmin	v18.2s, v3.2s, v0.2s
	fmin	v23.2s, v28.2s, v21.2s
	fmin	v10.4s, v19.4s, v22.4s
	fmin	v26.4s, v2.4s, v1.4s
	fmin	v6.4s, v14.4s, v26.4s
	fmin	v8.4s, v11.4s, v1.4s
	fmla	d18, d20, v2.d[0]
	fmla	d4, d13, v2.d[0]
	fmla	d15, d31, v9.d[0]
	fmla	d20, d24, v5.d[0]
	fmla	s20, s27, v11.s[2]
	fmla	s7, s7, v20.s[1]
	fmla	s19, s27, v20.s[3]
	fmla	s12, s29, v3.s[1]
	fmla	v0.2d, v7.2d, v4.d[1]
	fmla	v25.2d, v15.2d, v29.d[0]
	fmla	v24.2d, v18.2d, v6.d[0]
	fmla	v29.2d, v19.2d, v12.d[1]
	fmla	v22.2s, v26.2s, v15.s[1]
	fmla	v3.2s, v22.2s, v13.s[0]
	fmla	v7.2s, v16.2s, v12.s[1]
	fmla	v8.2s, v27.2s, v4.s[3]
	fmla	v9.4s, v13.4s, v28.s[0]
	fmla	v8.4s, v30.4s, v1.s[3]
	fmla	v15.4s, v13.4s, v22.s[2]
	fmla	v22.4s, v27.4s, v24.s[2]
	fmla	v11.2d, v15.2d, v3.2d
	fmla	v31.2d, v24.2d, v1.2d
	fmla	v9.2d, v23.2d, v14.2d
	fmla	v13.2d, v26.2d, v24.2d
	fmla	v25.2s, v21.2s, v27.2s
	fmla	v8.2s, v25.2s, v20.2s
	fmla	v26.2s, v8.2s, v4.2s
	fmla	v22.2s, v28.2s, v2.2s
	fmla	v7.4s, v9.4s, v29.4s
	fmla	v23.4s, v25.4s, v21.4s
	fmla	v12.4s, v12.4s, v27.4s
	fmla	v21.4s, v9.4s, v22.4s
	fmls	d3, d12, v11.d[0]
	fmls	d7, d23, v9.d[0]
	fmls	d16, d12, v12.d[0]
	fmls	d29, d6, v22.d[1]
	fmls	s29, s28, v5.s[2]
	fmls	s30, s19, v8.s[1]
	fmls	s12, s6, v14.s[0]
	fmls	s8, s10, v3.s[2]
	fmls	v27.2d, v8.2d, v15.d[1]
	fmls	v3.2d, v29.2d, v2.d[1]
	fmls	v2.2d, v12.2d, v20.d[0]
	fmls	v21.2d, v0.2d, v21.d[1]
	fmls	v26.2s, v20.2s, v8.s[2]
	fmls	v23.2s, v11.2s, v23.s[3]
	fmls	v26.2s, v3.2s, v5.s[0]
	fmls	v15.2s, v27.2s, v25.s[3]
	fmls	v24.4s, v22.4s, v5.s[3]
	fmls	v6.4s, v18.4s, v9.s[0]
	fmls	v31.4s, v9.4s, v12.s[1]
	fmls	v3.4s, v23.4s, v8.s[1]
	fmls	v18.2d, v7.2d, v5.2d
	fmls	v29.2d, v19.2d, v25.2d
	fmls	v6.2d, v12.2d, v9.2d
	fmls	v8.2d, v3.2d, v12.2d
	fmls	v29.2s, v3.2s, v23.2s
	fmls	v8.2s, v7.2s, v31.2s
	fmls	v28.2s, v24.2s, v7.2s
	fmls	v8.2s, v23.2s, v26.2s
	fmls	v11.4s, v27.4s, v7.4s
	fmls	v3.4s, v28.4s, v23.4s
	fmls	v9.4s, v18.4s, v8.4s
	fmls	v9.4s, v27.4s, v12.4s
	fmov	v9.d[1], x5
	fmov	v8.d[1], x26
	fmov	v29.d[1], x20
	fmov	v11.d[1], x15
	fmov	x18, d7
	fmov	x22, d10
	fmov	x26, d31
	fmov	x25, d29
	fmov	d26, #7.75000000
	fmov	d29, #2.50000000
	fmov	d19, #0.21093750
	fmov	d24, #-1.37500000
	fmov	d3, d27
	fmov	d0, d15
	fmov	d17, d26
	fmov	d2, d26
	fmov	w14, s20
	fmov	w29, s17
	fmov	w19, s15
	fmov	w11, s15
	fmov	s28, #27.00000000
	fmov	s7, #15.00000000
	fmov	s17, #-31.00000000
	fmov	s26, #-7.00000000
	fmov	s29, s28
	fmov	s14, s3
	fmov	s3, s3
	fmov	s27, s7
	fmov	s4, w26
	fmov	s18, w20
	fmov	s7, w22
	fmov	s24, w10
	fmov	x12, v15.d[1]
	fmov	x26, v14.d[1]
	fmov	x28, v8.d[1]
	fmov	x8, v12.d[1]
	fmov	d3, x1
	fmov	d15, x9
	fmov	d1, x14
	fmov	d25, x2
	fmov	v19.2d, #0.59375000
	fmov	v29.2d, #-9.50000000
	fmov	v24.2d, #-10.50000000
	fmov	v2.2d, #-0.18750000
	fmov	v26.2s, #-0.48437500
	fmov	v22.2s, #2.00000000
	fmov	v9.2s, #-2.25000000
	fmov	v29.2s, #24.00000000
	fmov	v21.4s, #-0.18750000
	fmov	v23.4s, #23.00000000
	fmov	v8.4s, #0.53125000
	fmov	v22.4s, #-1.25000000
	fmsub	d13, d29, d3, d7
	fmsub	d17, d21, d6, d2
	fmsub	d20, d5, d30, d17
	fmsub	d11, d22, d15, d25
	fmsub	s9, s17, s11, s9
	fmsub	s23, s4, s1, s21
	fmsub	s14, s13, s26, s19
	fmsub	s25, s7, s19, s23
	fmul	d23, d11, d1
	fmul	d27, d1, d4
	fmul	d14, d2, d13
	fmul	d28, d5, d10
	fmul	s31, s11, s20
	fmul	s28, s22, s15
	fmul	s20, s17, s25
	fmul	s29, s1, s27
	fmulx	d9, d23, v6.d[1]
	fmulx	d30, d25, v17.d[0]
	fmulx	d30, d8, v20.d[0]
	fmulx	d2, d29, v28.d[0]
	fmulx	s4, s8, v1.s[3]
	fmulx	s2, s24, v18.s[3]
	fmulx	s31, s31, v24.s[1]
	fmulx	s0, s14, v30.s[0]
	fmulx	v25.2d, v24.2d, v28.d[1]
	fmulx	v2.2d, v25.2d, v13.d[1]
	fmulx	v19.2d, v25.2d, v7.d[1]
	fmulx	v9.2d, v8.2d, v5.d[1]
	fmulx	v14.2s, v15.2s, v7.s[3]
	fmulx	v24.2s, v17.2s, v31.s[0]
	fmulx	v20.2s, v20.2s, v3.s[1]
	fmulx	v20.2s, v30.2s, v6.s[1]
	fmulx	v17.4s, v1.4s, v21.s[0]
	fmulx	v6.4s, v4.4s, v1.s[3]
	fmulx	v21.4s, v6.4s, v19.s[0]
	fmulx	v6.4s, v3.4s, v13.s[3]
	fmulx	d9, d11, d11
	fmulx	d14, d30, d13
	fmulx	d11, d4, d9
	fmulx	d18, d18, d12
	fmulx	s5, s5, s10
	fmulx	s4, s10, s15
	fmulx	s11, s22, s17
	fmulx	s18, s5, s10
	fmulx	v3.2d, v19.2d, v9.2d
	fmulx	v6.2d, v3.2d, v15.2d
	fmulx	v0.2d, v18.2d, v27.2d
	fmulx	v0.2d, v5.2d, v30.2d
	fmulx	v15.2s, v24.2s, v13.2s
	fmulx	v10.2s, v21.2s, v29.2s
	fmulx	v13.2s, v0.2s, v4.2s
	fmulx	v1.2s, v1.2s, v31.2s
	fmulx	v1.4s, v16.4s, v26.4s
	fmulx	v29.4s, v14.4s, v27.4s
	fmulx	v28.4s, v5.4s, v13.4s
	fmulx	v28.4s, v30.4s, v10.4s
	fmul	d19, d3, v13.d[1]
	fmul	d14, d29, v18.d[1]
	fmul	d6, d6, v6.d[1]
	fmul	d19, d6, v25.d[0]
	fmul	s20, s3, v7.s[0]
	fmul	s11, s19, v13.s[2]
	fmul	s26, s21, v30.s[1]
	fmul	s19, s7, v5.s[2]
	fmul	v3.2d, v29.2d, v6.d[1]
	fmul	v8.2d, v19.2d, v12.d[0]
	fmul	v22.2d, v17.2d, v20.d[1]
	fmul	v2.2d, v9.2d, v10.d[1]
	fmul	v1.2s, v19.2s, v1.s[3]
	fmul	v29.2s, v28.2s, v0.s[3]
	fmul	v14.2s, v21.2s, v17.s[1]
	fmul	v31.2s, v19.2s, v14.s[0]
	fmul	v13.4s, v26.4s, v2.s[0]
	fmul	v31.4s, v9.4s, v29.s[0]
	fmul	v29.4s, v4.4s, v7.s[3]
	fmul	v26.4s, v12.4s, v22.s[3]
	fmul	v22.2d, v12.2d, v20.2d
	fmul	v19.2d, v22.2d, v19.2d
	fmul	v18.2d, v14.2d, v12.2d
	fmul	v13.2d, v1.2d, v10.2d
	fmul	v16.2s, v11.2s, v26.2s
	fmul	v19.2s, v26.2s, v0.2s
	fmul	v27.2s, v2.2s, v14.2s
	fmul	v22.2s, v18.2s, v13.2s
	fmul	v10.4s, v25.4s, v8.4s
	fmul	v3.4s, v5.4s, v7.4s
	fmul	v7.4s, v26.4s, v9.4s
	fmul	v9.4s, v11.4s, v27.4s
	fneg	d16, d15
	fneg	d9, d6
	fneg	d12, d19
	fneg	d26, d1
	fneg	s18, s11
	fneg	s28, s30
	fneg	s17, s24
	fneg	s18, s14
	fneg	v3.2d, v24.2d
	fneg	v20.2d, v12.2d
	fneg	v5.2d, v9.2d
	fneg	v11.2d, v11.2d
	fneg	v2.2s, v8.2s
	fneg	v0.2s, v24.2s
	fneg	v23.2s, v1.2s
	fneg	v5.2s, v6.2s
	fneg	v8.4s, v4.4s
	fneg	v28.4s, v4.4s
	fneg	v3.4s, v22.4s
	fneg	v30.4s, v16.4s
	fnmadd	d9, d26, d5, d5
	fnmadd	d27, d24, d31, d12
	fnmadd	d20, d2, d9, d18
	fnmadd	d19, d14, d24, d16
	fnmadd	s10, s19, s12, s23
	fnmadd	s6, s6, s2, s11
	fnmadd	s31, s10, s10, s12
	fnmadd	s27, s20, s12, s26
	fnmsub	d13, d8, d22, d15
	fnmsub	d28, d23, d8, d3
	fnmsub	d10, d8, d6, d27
	fnmsub	d15, d9, d14, d27
	fnmsub	s22, s6, s15, s12
	fnmsub	s19, s13, s20, s16
	fnmsub	s15, s6, s1, s31
	fnmsub	s10, s7, s14, s22
	fnmul	d26, d4, d19
	fnmul	d1, d16, d30
	fnmul	d20, d31, d9
	fnmul	d8, d10, d11
	fnmul	s25, s14, s27
	fnmul	s14, s16, s6
	fnmul	s28, s8, s10
	fnmul	s12, s2, s7
	frecpe	d12, d11
	frecpe	d31, d18
	frecpe	d20, d9
	frecpe	d13, d12
	frecpe	s29, s13
	frecpe	s29, s23
	frecpe	s24, s0
	frecpe	s2, s6
	frecpe	v4.2d, v31.2d
	frecpe	v12.2d, v31.2d
	frecpe	v2.2d, v18.2d
	frecpe	v9.2d, v22.2d
	frecpe	v23.2s, v1.2s
	frecpe	v7.2s, v18.2s
	frecpe	v22.2s, v19.2s
	frecpe	v26.2s, v12.2s
	frecpe	v17.4s, v25.4s
	frecpe	v17.4s, v27.4s
	frecpe	v19.4s, v10.4s
	frecpe	v13.4s, v30.4s
	frecps	d20, d21, d9
	frecps	d5, d29, d0
	frecps	d8, d21, d29
	frecps	d30, d29, d2
	frecps	s9, s28, s8
	frecps	s28, s10, s12
	frecps	s23, s14, s4
	frecps	s13, s26, s4
	frecps	v0.2d, v19.2d, v25.2d
	frecps	v20.2d, v10.2d, v6.2d
	frecps	v16.2d, v20.2d, v10.2d
	frecps	v6.2d, v30.2d, v30.2d
	frecps	v25.2s, v31.2s, v9.2s
	frecps	v19.2s, v6.2s, v15.2s
	frecps	v2.2s, v3.2s, v8.2s
	frecps	v23.2s, v15.2s, v12.2s
	frecps	v10.4s, v0.4s, v28.4s
	frecps	v28.4s, v13.4s, v4.4s
	frecps	v5.4s, v9.4s, v21.4s
	frecps	v27.4s, v3.4s, v25.4s
	frecpx	d15, d10
	frecpx	d26, d15
	frecpx	d29, d16
	frecpx	d8, d28
	frecpx	s31, s19
	frecpx	s24, s15
	frecpx	s2, s26
	frecpx	s31, s23
	frinta	d1, d15
	frinta	d5, d10
	frinta	d20, d0
	frinta	d22, d9
	frinta	s23, s18
	frinta	s22, s6
	frinta	s11, s3
	frinta	s2, s6
	frinta	v1.2d, v16.2d
	frinta	v28.2d, v26.2d
	frinta	v16.2d, v0.2d
	frinta	v20.2d, v18.2d
	frinta	v28.2s, v4.2s
	frinta	v3.2s, v0.2s
	frinta	v17.2s, v3.2s
	frinta	v10.2s, v12.2s
	frinta	v16.4s, v27.4s
	frinta	v25.4s, v14.4s
	frinta	v8.4s, v10.4s
	frinta	v3.4s, v0.4s
	frinti	d23, d1
	frinti	d1, d24
	frinti	d8, d5
	frinti	d27, d25
	frinti	s9, s3
	frinti	s15, s14
	frinti	s12, s15
	frinti	s16, s30
	frinti	v20.2d, v19.2d
	frinti	v10.2d, v16.2d
	frinti	v28.2d, v18.2d
	frinti	v9.2d, v22.2d
	frinti	v31.2s, v18.2s
	frinti	v27.2s, v20.2s
	frinti	v20.2s, v20.2s
	frinti	v19.2s, v31.2s
	frinti	v28.4s, v25.4s
	frinti	v18.4s, v19.4s
	frinti	v19.4s, v26.4s
	frinti	v27.4s, v17.4s
	frintm	d11, d25
	frintm	d16, d27
	frintm	d0, d2
	frintm	d17, d11
	frintm	s31, s25
	frintm	s24, s28
	frintm	s21, s7
	frintm	s5, s3
	frintm	v11.2d, v28.2d
	frintm	v12.2d, v11.2d
	frintm	v28.2d, v22.2d
	frintm	v1.2d, v23.2d
	frintm	v4.2s, v18.2s
	frintm	v29.2s, v2.2s
	frintm	v21.2s, v4.2s
	frintm	v27.2s, v28.2s
	frintm	v28.4s, v2.4s
	frintm	v12.4s, v27.4s
	frintm	v23.4s, v31.4s
	frintm	v6.4s, v26.4s
	frintn	d22, d14
	frintn	d25, d19
	frintn	d5, d28
	frintn	d16, d24
	frintn	s18, s19
	frintn	s9, s5
	frintn	s2, s1
	frintn	s7, s1
	frintn	v5.2d, v29.2d
	frintn	v10.2d, v11.2d
	frintn	v7.2d, v19.2d
	frintn	v1.2d, v21.2d
	frintn	v8.2s, v20.2s
	frintn	v11.2s, v15.2s
	frintn	v3.2s, v17.2s
	frintn	v4.2s, v11.2s
	frintn	v24.4s, v21.4s
	frintn	v4.4s, v7.4s
	frintn	v21.4s, v25.4s
	frintn	v7.4s, v12.4s
	frintp	d17, d3
	frintp	d5, d3
	frintp	d15, d17
	frintp	d26, d24
	frintp	s11, s8
	frintp	s28, s8
	frintp	s14, s2
	frintp	s29, s4
	frintp	v13.2d, v25.2d
	frintp	v0.2d, v9.2d
	frintp	v11.2d, v21.2d
	frintp	v4.2d, v1.2d
	frintp	v17.2s, v17.2s
	frintp	v31.2s, v6.2s
	frintp	v28.2s, v28.2s
	frintp	v8.2s, v11.2s
	frintp	v21.4s, v22.4s
	frintp	v23.4s, v19.4s
	frintp	v23.4s, v22.4s
	frintp	v21.4s, v30.4s
	frintx	d9, d14
	frintx	d6, d18
	frintx	d19, d17
	frintx	d14, d12
	frintx	s21, s1
	frintx	s2, s21
	frintx	s16, s12
	frintx	s25, s28
	frintx	v31.2d, v2.2d
	frintx	v0.2d, v23.2d
	frintx	v4.2d, v22.2d
	frintx	v15.2d, v27.2d
	frintx	v21.2s, v28.2s
	frintx	v12.2s, v18.2s
	frintx	v17.2s, v24.2s
	frintx	v4.2s, v2.2s
	frintx	v20.4s, v8.4s
	frintx	v10.4s, v6.4s
	frintx	v19.4s, v28.4s
	frintx	v0.4s, v7.4s
	frintz	d7, d22
	frintz	d28, d9
	frintz	d30, d17
	frintz	d1, d23
	frintz	s13, s10
	frintz	s29, s16
	frintz	s22, s30
	frintz	s27, s31
	frintz	v30.2d, v21.2d
	frintz	v26.2d, v0.2d
	frintz	v20.2d, v7.2d
	frintz	v30.2d, v5.2d
	frintz	v22.2s, v14.2s
	frintz	v7.2s, v12.2s
	frintz	v19.2s, v25.2s
	frintz	v5.2s, v10.2s
	frintz	v22.4s, v25.4s
	frintz	v5.4s, v26.4s
	frintz	v28.4s, v30.4s
	frintz	v15.4s, v20.4s
	frsqrte	d2, d25
	frsqrte	d11, d11
	frsqrte	d20, d7
	frsqrte	d16, d10
	frsqrte	s14, s26
	frsqrte	s30, s3
	frsqrte	s8, s7
	frsqrte	s28, s21
	frsqrte	v14.2d, v16.2d
	frsqrte	v19.2d, v4.2d
	frsqrte	v22.2d, v14.2d
	frsqrte	v0.2d, v7.2d
	frsqrte	v0.2s, v2.2s
	frsqrte	v11.2s, v7.2s
	frsqrte	v11.2s, v28.2s
	frsqrte	v31.2s, v7.2s
	frsqrte	v8.4s, v31.4s
	frsqrte	v30.4s, v8.4s
	frsqrte	v4.4s, v13.4s
	frsqrte	v13.4s, v7.4s
	frsqrts	d19, d12, d22
	frsqrts	d20, d25, d1
	frsqrts	d4, d13, d14
	frsqrts	d18, d1, d15
	frsqrts	s9, s28, s31
	frsqrts	s8, s11, s4
	frsqrts	s7, s12, s6
	frsqrts	s22, s21, s9
	frsqrts	v15.2d, v16.2d, v11.2d
	frsqrts	v5.2d, v12.2d, v8.2d
	frsqrts	v23.2d, v27.2d, v7.2d
	frsqrts	v5.2d, v24.2d, v12.2d
	frsqrts	v7.2s, v9.2s, v10.2s
	frsqrts	v28.2s, v16.2s, v11.2s
	frsqrts	v4.2s, v30.2s, v13.2s
	frsqrts	v23.2s, v17.2s, v12.2s
	frsqrts	v3.4s, v16.4s, v7.4s
	frsqrts	v4.4s, v28.4s, v18.4s
	frsqrts	v5.4s, v21.4s, v3.4s
	frsqrts	v23.4s, v14.4s, v7.4s
	fsqrt	d26, d15
	fsqrt	d19, d9
	fsqrt	d4, d7
	fsqrt	d7, d0
	fsqrt	s23, s1
	fsqrt	s2, s28
	fsqrt	s14, s15
	fsqrt	s22, s18
	fsqrt	v6.2d, v23.2d
	fsqrt	v10.2d, v17.2d
	fsqrt	v8.2d, v31.2d
	fsqrt	v15.2d, v28.2d
	fsqrt	v13.2s, v20.2s
	fsqrt	v15.2s, v24.2s
	fsqrt	v22.2s, v2.2s
	fsqrt	v24.2s, v31.2s
	fsqrt	v8.4s, v21.4s
	fsqrt	v13.4s, v25.4s
	fsqrt	v10.4s, v4.4s
	fsqrt	v12.4s, v17.4s
	fsub	d10, d14, d18
	fsub	d0, d23, d25
	fsub	d9, d10, d4
	fsub	d16, d30, d9
	fsub	s1, s10, s20
	fsub	s27, s15, s11
	fsub	s24, s12, s28
	fsub	s11, s20, s12
	fsub	v15.2d, v6.2d, v8.2d
	fsub	v30.2d, v21.2d, v9.2d
	fsub	v8.2d, v4.2d, v20.2d
	fsub	v2.2d, v17.2d, v16.2d
	fsub	v12.2s, v24.2s, v0.2s
	fsub	v9.2s, v8.2s, v27.2s
	fsub	v10.2s, v16.2s, v1.2s
	fsub	v10.2s, v12.2s, v22.2s
	fsub	v29.4s, v16.4s, v4.4s
	fsub	v30.4s, v11.4s, v31.4s
	fsub	v7.4s, v9.4s, v3.4s
	fsub	v30.4s, v13.4s, v17.4s
	hint	#50
	nop
	hint	#127
	hint	#78
	hlt	#0xa066
	hlt	#0xffff
	hlt	#0
	hlt	#0xffff
	hvc	#0xffff
	hvc	#0xb7a8
	hvc	#0x83b0
	hvc	#0x1fee
	mov	v16.b[0], w14
	mov	v14.b[8], w4
	mov	v24.b[15], w8
	mov	v19.b[4], w9
	mov	v4.b[0], v2.b[10]
	mov	v28.b[1], v18.b[0]
	mov	v10.b[4], v14.b[5]
	mov	v26.b[8], v22.b[15]
	mov	v18.d[0], x20
	mov	v30.d[1], x0
	mov	v27.d[1], x6
	mov	v18.d[0], x22
	mov	v27.d[0], v19.d[1]
	mov	v13.d[0], v2.d[1]
	mov	v21.d[1], v10.d[1]
	mov	v26.d[1], v19.d[0]
	mov	v10.h[0], w20
	mov	v30.h[0], w1
	mov	v30.h[0], w15
	mov	v24.h[3], w9
	mov	v25.h[1], v5.h[1]
	mov	v17.h[2], v7.h[0]
	mov	v10.h[0], v16.h[0]
	mov	v12.h[0], v6.h[4]
	mov	v30.s[0], w30
	mov	v17.s[0], w19
	mov	v1.s[0], wzr
	mov	v16.s[0], w3
	mov	v18.s[2], v12.s[0]
	mov	v7.s[0], v10.s[0]
	mov	v17.s[3], v13.s[1]
	mov	v8.s[1], v11.s[1]
	isb	#0
	isb	#1
	isb
	isb
	ld1	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x24]
	ld1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x20]
	ld1	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x6]
	ld1	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x23]
	ld1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x2], x10
	ld1	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x4], x11
	ld1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x26], x29
	ld1	{ v17.16b, v18.16b, v19.16b, v20.16b }, [sp], x30
	ld1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x9]
	ld1	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x7]
	ld1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x1]
	ld1	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x5]
	ld1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x10], x23
	ld1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x4], x14
	ld1	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x17], x28
	ld1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [sp], x23
	ld1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x29]
	ld1	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x6]
	ld1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x2]
	ld1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x23]
	ld1	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x0], #64
	ld1	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x6], x10
	ld1	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x11], x3
	ld1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x18], x13
	ld1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x1]
	ld1	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x6]
	ld1	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x12]
	ld1	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x24]
	ld1	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x0], x29
	ld1	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x9], x5
	ld1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x16], x19
	ld1	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x26], x30
	ld1	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x6]
	ld1	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x18]
	ld1	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x15]
	ld1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x13]
	ld1	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x29], x1
	ld1	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x28], x2
	ld1	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x13], x5
	ld1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x22], x20
	ld1	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x1]
	ld1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x8]
	ld1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x20]
	ld1	{ v29.4s, v30.4s, v31.4s, v0.4s }, [sp]
	ld1	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x9], x21
	ld1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x17], x23
	ld1	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x1], x12
	ld1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x13], x19
	ld1	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x28]
	ld1	{ v0.8b, v1.8b, v2.8b, v3.8b }, [x27]
	ld1	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x19]
	ld1	{ v25.8b, v26.8b, v27.8b, v28.8b }, [sp]
	ld1	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x18], x26
	ld1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x29], x24
	ld1	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x23], x24
	ld1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x16], x17
	ld1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x30]
	ld1	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x21]
	ld1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x26]
	ld1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x4]
	ld1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x17], x28
	ld1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x1], x7
	ld1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x8], x21
	ld1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x26], x22
	ld1	{ v6.16b }, [x28]
	ld1	{ v19.16b }, [x15]
	ld1	{ v9.16b }, [x2]
	ld1	{ v27.16b }, [x29]
	ld1	{ v5.16b }, [x8], x6
	ld1	{ v20.16b }, [x28], x1
	ld1	{ v3.16b }, [x21], x20
	ld1	{ v14.16b }, [x15], x3
	ld1	{ v27.1d }, [x4]
	ld1	{ v14.1d }, [x23]
	ld1	{ v30.1d }, [x8]
	ld1	{ v16.1d }, [x2]
	ld1	{ v27.1d }, [x10], #8
	ld1	{ v8.1d }, [x6], x14
	ld1	{ v27.1d }, [x2], x15
	ld1	{ v27.1d }, [x18], x3
	ld1	{ v27.2d }, [x0]
	ld1	{ v8.2d }, [x27]
	ld1	{ v20.2d }, [x12]
	ld1	{ v30.2d }, [x27]
	ld1	{ v25.2d }, [x9], x22
	ld1	{ v25.2d }, [x0], x16
	ld1	{ v13.2d }, [x1], x18
	ld1	{ v30.2d }, [x12], x16
	ld1	{ v10.2s }, [x29]
	ld1	{ v3.2s }, [x5]
	ld1	{ v20.2s }, [x27]
	ld1	{ v19.2s }, [x25]
	ld1	{ v1.2s }, [x29], x14
	ld1	{ v31.2s }, [x0], x24
	ld1	{ v24.2s }, [x11], x0
	ld1	{ v5.2s }, [x6], x24
	ld1	{ v26.4h }, [x16]
	ld1	{ v22.4h }, [x21]
	ld1	{ v26.4h }, [x25]
	ld1	{ v15.4h }, [x3]
	ld1	{ v17.4h }, [x18], x6
	ld1	{ v23.4h }, [sp], #8
	ld1	{ v28.4h }, [x27], x29
	ld1	{ v30.4h }, [x1], x5
	ld1	{ v26.4s }, [x13]
	ld1	{ v15.4s }, [x10]
	ld1	{ v0.4s }, [x16]
	ld1	{ v16.4s }, [x9]
	ld1	{ v27.4s }, [x26], x13
	ld1	{ v23.4s }, [x29], x26
	ld1	{ v25.4s }, [x28], x4
	ld1	{ v24.4s }, [x12], x20
	ld1	{ v24.8b }, [x29]
	ld1	{ v25.8b }, [x30]
	ld1	{ v10.8b }, [x8]
	ld1	{ v0.8b }, [x9]
	ld1	{ v1.8b }, [x0], x30
	ld1	{ v11.8b }, [x6], x10
	ld1	{ v18.8b }, [x24], x9
	ld1	{ v13.8b }, [x16], x26
	ld1	{ v25.8h }, [x26]
	ld1	{ v20.8h }, [sp]
	ld1	{ v1.8h }, [x8]
	ld1	{ v3.8h }, [x14]
	ld1	{ v27.8h }, [x25], x27
	ld1	{ v23.8h }, [x13], x0
	ld1	{ v27.8h }, [x14], x19
	ld1	{ v0.8h }, [x30], x1
	ld1r	{ v5.16b }, [x10]
	ld1r	{ v7.16b }, [x2]
	ld1r	{ v25.16b }, [x26]
	ld1r	{ v24.16b }, [x4]
	ld1r	{ v21.16b }, [x2], x29
	ld1r	{ v9.16b }, [x15], x26
	ld1r	{ v21.16b }, [x16], #1
	ld1r	{ v18.16b }, [x26], x4
	ld1r	{ v30.1d }, [x14]
	ld1r	{ v4.1d }, [x29]
	ld1r	{ v6.1d }, [x28]
	ld1r	{ v11.1d }, [x7]
	ld1r	{ v8.1d }, [x11], x21
	ld1r	{ v12.1d }, [x11], x28
	ld1r	{ v19.1d }, [x9], x19
	ld1r	{ v24.1d }, [x13], x23
	ld1r	{ v11.2d }, [x25]
	ld1r	{ v5.2d }, [x5]
	ld1r	{ v5.2d }, [x4]
	ld1r	{ v7.2d }, [x21]
	ld1r	{ v4.2d }, [x28], #8
	ld1r	{ v4.2d }, [x14], x26
	ld1r	{ v9.2d }, [x2], x28
	ld1r	{ v0.2d }, [x0], x25
	ld1r	{ v29.2s }, [x28]
	ld1r	{ v7.2s }, [x9]
	ld1r	{ v30.2s }, [x11]
	ld1r	{ v4.2s }, [x4]
	ld1r	{ v14.2s }, [x23], x27
	ld1r	{ v15.2s }, [x25], x25
	ld1r	{ v15.2s }, [x7], x6
	ld1r	{ v11.2s }, [x1], x22
	ld1r	{ v31.4h }, [x11]
	ld1r	{ v20.4h }, [x28]
	ld1r	{ v12.4h }, [x30]
	ld1r	{ v19.4h }, [x4]
	ld1r	{ v29.4h }, [x11], x6
	ld1r	{ v21.4h }, [x17], x24
	ld1r	{ v10.4h }, [x12], x29
	ld1r	{ v28.4h }, [x21], x14
	ld1r	{ v22.4s }, [x8]
	ld1r	{ v12.4s }, [x14]
	ld1r	{ v19.4s }, [x22]
	ld1r	{ v7.4s }, [x8]
	ld1r	{ v23.4s }, [x4], x24
	ld1r	{ v22.4s }, [x8], x1
	ld1r	{ v16.4s }, [x22], x13
	ld1r	{ v6.4s }, [x20], x17
	ld1r	{ v19.8b }, [x22]
	ld1r	{ v23.8b }, [x10]
	ld1r	{ v2.8b }, [x30]
	ld1r	{ v26.8b }, [x18]
	ld1r	{ v14.8b }, [x7], x23
	ld1r	{ v17.8b }, [x21], x13
	ld1r	{ v7.8b }, [x9], x15
	ld1r	{ v26.8b }, [x14], x8
	ld1r	{ v1.8h }, [x28]
	ld1r	{ v6.8h }, [x3]
	ld1r	{ v8.8h }, [x8]
	ld1r	{ v28.8h }, [x24]
	ld1r	{ v9.8h }, [x15], x15
	ld1r	{ v17.8h }, [x23], x10
	ld1r	{ v19.8h }, [x24], x9
	ld1r	{ v16.8h }, [x17], x24
	ld1	{ v0.16b, v1.16b, v2.16b }, [x0]
	ld1	{ v2.16b, v3.16b, v4.16b }, [x13]
	ld1	{ v28.16b, v29.16b, v30.16b }, [x4]
	ld1	{ v10.16b, v11.16b, v12.16b }, [x17]
	ld1	{ v20.16b, v21.16b, v22.16b }, [x19], x27
	ld1	{ v16.16b, v17.16b, v18.16b }, [x13], x10
	ld1	{ v8.16b, v9.16b, v10.16b }, [x20], x23
	ld1	{ v22.16b, v23.16b, v24.16b }, [sp], x7
	ld1	{ v7.1d, v8.1d, v9.1d }, [x7]
	ld1	{ v27.1d, v28.1d, v29.1d }, [x24]
	ld1	{ v10.1d, v11.1d, v12.1d }, [x20]
	ld1	{ v25.1d, v26.1d, v27.1d }, [x28]
	ld1	{ v15.1d, v16.1d, v17.1d }, [x4], x15
	ld1	{ v13.1d, v14.1d, v15.1d }, [x24], x19
	ld1	{ v19.1d, v20.1d, v21.1d }, [x19], x6
	ld1	{ v28.1d, v29.1d, v30.1d }, [x15], x21
	ld1	{ v12.2d, v13.2d, v14.2d }, [x23]
	ld1	{ v20.2d, v21.2d, v22.2d }, [x5]
	ld1	{ v3.2d, v4.2d, v5.2d }, [x8]
	ld1	{ v23.2d, v24.2d, v25.2d }, [x18]
	ld1	{ v3.2d, v4.2d, v5.2d }, [x29], x21
	ld1	{ v9.2d, v10.2d, v11.2d }, [x28], x22
	ld1	{ v22.2d, v23.2d, v24.2d }, [x22], x14
	ld1	{ v12.2d, v13.2d, v14.2d }, [x4], x5
	ld1	{ v11.2s, v12.2s, v13.2s }, [x5]
	ld1	{ v2.2s, v3.2s, v4.2s }, [x22]
	ld1	{ v21.2s, v22.2s, v23.2s }, [x5]
	ld1	{ v30.2s, v31.2s, v0.2s }, [x19]
	ld1	{ v26.2s, v27.2s, v28.2s }, [x7], x10
	ld1	{ v17.2s, v18.2s, v19.2s }, [x23], x18
	ld1	{ v17.2s, v18.2s, v19.2s }, [x21], x2
	ld1	{ v17.2s, v18.2s, v19.2s }, [x19], x13
	ld1	{ v7.4h, v8.4h, v9.4h }, [x22]
	ld1	{ v29.4h, v30.4h, v31.4h }, [x28]
	ld1	{ v31.4h, v0.4h, v1.4h }, [x19]
	ld1	{ v15.4h, v16.4h, v17.4h }, [x29]
	ld1	{ v18.4h, v19.4h, v20.4h }, [x6], #24
	ld1	{ v2.4h, v3.4h, v4.4h }, [x16], x6
	ld1	{ v29.4h, v30.4h, v31.4h }, [x28], x25
	ld1	{ v17.4h, v18.4h, v19.4h }, [x12], x28
	ld1	{ v5.4s, v6.4s, v7.4s }, [x9]
	ld1	{ v1.4s, v2.4s, v3.4s }, [x26]
	ld1	{ v30.4s, v31.4s, v0.4s }, [x27]
	ld1	{ v9.4s, v10.4s, v11.4s }, [x0]
	ld1	{ v26.4s, v27.4s, v28.4s }, [x7], x14
	ld1	{ v16.4s, v17.4s, v18.4s }, [x20], x2
	ld1	{ v5.4s, v6.4s, v7.4s }, [x21], x28
	ld1	{ v6.4s, v7.4s, v8.4s }, [x19], x29
	ld1	{ v27.8b, v28.8b, v29.8b }, [x10]
	ld1	{ v20.8b, v21.8b, v22.8b }, [x15]
	ld1	{ v9.8b, v10.8b, v11.8b }, [x15]
	ld1	{ v23.8b, v24.8b, v25.8b }, [x0]
	ld1	{ v16.8b, v17.8b, v18.8b }, [x28], x28
	ld1	{ v4.8b, v5.8b, v6.8b }, [x15], x24
	ld1	{ v16.8b, v17.8b, v18.8b }, [x17], x2
	ld1	{ v17.8b, v18.8b, v19.8b }, [x22], x27
	ld1	{ v21.8h, v22.8h, v23.8h }, [x10]
	ld1	{ v12.8h, v13.8h, v14.8h }, [x13]
	ld1	{ v29.8h, v30.8h, v31.8h }, [x0]
	ld1	{ v31.8h, v0.8h, v1.8h }, [x26]
	ld1	{ v16.8h, v17.8h, v18.8h }, [x14], x21
	ld1	{ v12.8h, v13.8h, v14.8h }, [x27], x12
	ld1	{ v29.8h, v30.8h, v31.8h }, [sp], x10
	ld1	{ v5.8h, v6.8h, v7.8h }, [x26], x20
	ld1	{ v22.16b, v23.16b }, [x22]
	ld1	{ v15.16b, v16.16b }, [x8]
	ld1	{ v16.16b, v17.16b }, [x12]
	ld1	{ v22.16b, v23.16b }, [x24]
	ld1	{ v23.16b, v24.16b }, [x3], x9
	ld1	{ v17.16b, v18.16b }, [x4], x16
	ld1	{ v13.16b, v14.16b }, [x16], x8
	ld1	{ v5.16b, v6.16b }, [x14], x22
	ld1	{ v21.1d, v22.1d }, [x30]
	ld1	{ v3.1d, v4.1d }, [x13]
	ld1	{ v0.1d, v1.1d }, [x29]
	ld1	{ v11.1d, v12.1d }, [x8]
	ld1	{ v9.1d, v10.1d }, [x7], x26
	ld1	{ v15.1d, v16.1d }, [x14], x12
	ld1	{ v4.1d, v5.1d }, [x24], x23
	ld1	{ v7.1d, v8.1d }, [x23], x20
	ld1	{ v14.2d, v15.2d }, [x30]
	ld1	{ v12.2d, v13.2d }, [x22]
	ld1	{ v2.2d, v3.2d }, [x7]
	ld1	{ v2.2d, v3.2d }, [x17]
	ld1	{ v17.2d, v18.2d }, [x6], #32
	ld1	{ v23.2d, v24.2d }, [x12], x5
	ld1	{ v14.2d, v15.2d }, [x24], x0
	ld1	{ v5.2d, v6.2d }, [x5], x20
	ld1	{ v7.2s, v8.2s }, [x9]
	ld1	{ v23.2s, v24.2s }, [x8]
	ld1	{ v21.2s, v22.2s }, [x22]
	ld1	{ v6.2s, v7.2s }, [x22]
	ld1	{ v23.2s, v24.2s }, [x18], x14
	ld1	{ v17.2s, v18.2s }, [x17], x25
	ld1	{ v3.2s, v4.2s }, [x18], x7
	ld1	{ v13.2s, v14.2s }, [x29], x14
	ld1	{ v16.4h, v17.4h }, [x26]
	ld1	{ v1.4h, v2.4h }, [x0]
	ld1	{ v19.4h, v20.4h }, [x29]
	ld1	{ v21.4h, v22.4h }, [x24]
	ld1	{ v28.4h, v29.4h }, [x5], x2
	ld1	{ v16.4h, v17.4h }, [x26], x11
	ld1	{ v27.4h, v28.4h }, [x21], x30
	ld1	{ v10.4h, v11.4h }, [x5], x14
	ld1	{ v22.4s, v23.4s }, [x19]
	ld1	{ v2.4s, v3.4s }, [x2]
	ld1	{ v13.4s, v14.4s }, [x26]
	ld1	{ v25.4s, v26.4s }, [x29]
	ld1	{ v23.4s, v24.4s }, [x10], x20
	ld1	{ v4.4s, v5.4s }, [x12], x12
	ld1	{ v13.4s, v14.4s }, [x19], x16
	ld1	{ v26.4s, v27.4s }, [x20], x1
	ld1	{ v19.8b, v20.8b }, [x28]
	ld1	{ v21.8b, v22.8b }, [x4]
	ld1	{ v12.8b, v13.8b }, [x9]
	ld1	{ v3.8b, v4.8b }, [x0]
	ld1	{ v6.8b, v7.8b }, [x25], x9
	ld1	{ v30.8b, v31.8b }, [x4], x2
	ld1	{ v26.8b, v27.8b }, [x1], x23
	ld1	{ v1.8b, v2.8b }, [x20], x7
	ld1	{ v21.8h, v22.8h }, [x20]
	ld1	{ v9.8h, v10.8h }, [sp]
	ld1	{ v31.8h, v0.8h }, [x30]
	ld1	{ v14.8h, v15.8h }, [x24]
	ld1	{ v22.8h, v23.8h }, [x29], x12
	ld1	{ v9.8h, v10.8h }, [x9], x29
	ld1	{ v25.8h, v26.8h }, [x17], x27
	ld1	{ v8.8h, v9.8h }, [x12], x14
	ld1	{ v27.b }[15], [x27]
	ld1	{ v29.b }[14], [x6]
	ld1	{ v26.b }[14], [x12]
	ld1	{ v4.b }[1], [x15]
	ld1	{ v14.b }[11], [x29], x7
	ld1	{ v18.b }[8], [x15], x4
	ld1	{ v11.b }[0], [x11], x7
	ld1	{ v31.b }[5], [x16], x2
	ld1	{ v24.d }[0], [x23]
	ld1	{ v25.d }[0], [x5]
	ld1	{ v27.d }[0], [x4]
	ld1	{ v10.d }[0], [x12]
	ld1	{ v21.d }[1], [x16], x1
	ld1	{ v10.d }[0], [x3], x0
	ld1	{ v2.d }[1], [x0], x13
	ld1	{ v18.d }[0], [x23], #8
	ld1	{ v0.h }[3], [x5]
	ld1	{ v6.h }[7], [x23]
	ld1	{ v9.h }[7], [x7]
	ld1	{ v23.h }[3], [x6]
	ld1	{ v23.h }[5], [x24], x19
	ld1	{ v30.h }[3], [x16], x25
	ld1	{ v7.h }[0], [x20], x5
	ld1	{ v31.h }[4], [x29], x12
	ld1	{ v30.s }[1], [x23]
	ld1	{ v4.s }[1], [x24]
	ld1	{ v14.s }[3], [x27]
	ld1	{ v12.s }[1], [x8]
	ld1	{ v22.s }[3], [x3], x19
	ld1	{ v10.s }[3], [x17], x2
	ld1	{ v5.s }[1], [x20], #4
	ld1	{ v23.s }[1], [x2], x13
	ld2r	{ v14.16b, v15.16b }, [x13]
	ld2r	{ v18.16b, v19.16b }, [x15]
	ld2r	{ v19.16b, v20.16b }, [x24]
	ld2r	{ v16.16b, v17.16b }, [x3]
	ld2r	{ v15.16b, v16.16b }, [x19], x3
	ld2r	{ v10.16b, v11.16b }, [x7], x18
	ld2r	{ v25.16b, v26.16b }, [x29], x7
	ld2r	{ v5.16b, v6.16b }, [x16], x6
	ld2r	{ v10.1d, v11.1d }, [x28]
	ld2r	{ v1.1d, v2.1d }, [x25]
	ld2r	{ v19.1d, v20.1d }, [x2]
	ld2r	{ v19.1d, v20.1d }, [x3]
	ld2r	{ v11.1d, v12.1d }, [x0], x26
	ld2r	{ v21.1d, v22.1d }, [x5], x16
	ld2r	{ v10.1d, v11.1d }, [x6], x17
	ld2r	{ v0.1d, v1.1d }, [x13], x8
	ld2r	{ v13.2d, v14.2d }, [x3]
	ld2r	{ v20.2d, v21.2d }, [x21]
	ld2r	{ v4.2d, v5.2d }, [x11]
	ld2r	{ v11.2d, v12.2d }, [x21]
	ld2r	{ v21.2d, v22.2d }, [x9], x5
	ld2r	{ v1.2d, v2.2d }, [x8], x12
	ld2r	{ v2.2d, v3.2d }, [x2], x24
	ld2r	{ v1.2d, v2.2d }, [x29], x4
	ld2r	{ v9.2s, v10.2s }, [x3]
	ld2r	{ v29.2s, v30.2s }, [x30]
	ld2r	{ v17.2s, v18.2s }, [x20]
	ld2r	{ v8.2s, v9.2s }, [x16]
	ld2r	{ v14.2s, v15.2s }, [x14], x19
	ld2r	{ v8.2s, v9.2s }, [x28], x9
	ld2r	{ v18.2s, v19.2s }, [x22], x30
	ld2r	{ v29.2s, v30.2s }, [x8], x17
	ld2r	{ v16.4h, v17.4h }, [x16]
	ld2r	{ v18.4h, v19.4h }, [x17]
	ld2r	{ v0.4h, v1.4h }, [x8]
	ld2r	{ v0.4h, v1.4h }, [x14]
	ld2r	{ v15.4h, v16.4h }, [x21], x5
	ld2r	{ v23.4h, v24.4h }, [x0], x15
	ld2r	{ v2.4h, v3.4h }, [x20], x29
	ld2r	{ v5.4h, v6.4h }, [x8], x9
	ld2r	{ v10.4s, v11.4s }, [x0]
	ld2r	{ v8.4s, v9.4s }, [x6]
	ld2r	{ v17.4s, v18.4s }, [x0]
	ld2r	{ v16.4s, v17.4s }, [x27]
	ld2r	{ v15.4s, v16.4s }, [x26], x12
	ld2r	{ v4.4s, v5.4s }, [x9], x15
	ld2r	{ v9.4s, v10.4s }, [x3], x29
	ld2r	{ v2.4s, v3.4s }, [x4], x6
	ld2r	{ v17.8b, v18.8b }, [x18]
	ld2r	{ v10.8b, v11.8b }, [x8]
	ld2r	{ v20.8b, v21.8b }, [x0]
	ld2r	{ v7.8b, v8.8b }, [x15]
	ld2r	{ v5.8b, v6.8b }, [x17], x25
	ld2r	{ v18.8b, v19.8b }, [x11], x12
	ld2r	{ v16.8b, v17.8b }, [x17], x22
	ld2r	{ v21.8b, v22.8b }, [x7], x29
	ld2r	{ v13.8h, v14.8h }, [x12]
	ld2r	{ v4.8h, v5.8h }, [x15]
	ld2r	{ v30.8h, v31.8h }, [x11]
	ld2r	{ v18.8h, v19.8h }, [x4]
	ld2r	{ v6.8h, v7.8h }, [x9], x3
	ld2r	{ v27.8h, v28.8h }, [x13], x27
	ld2r	{ v28.8h, v29.8h }, [x17], x20
	ld2r	{ v22.8h, v23.8h }, [x11], x6
	ld2	{ v16.b, v17.b }[10], [x3]
	ld2	{ v31.b, v0.b }[14], [x16]
	ld2	{ v17.b, v18.b }[14], [x30]
	ld2	{ v18.b, v19.b }[14], [x25]
	ld2	{ v12.b, v13.b }[7], [x13], x25
	ld2	{ v25.b, v26.b }[7], [x0], x28
	ld2	{ v9.b, v10.b }[3], [x20], x25
	ld2	{ v9.b, v10.b }[8], [x0], x9
	ld2	{ v16.d, v17.d }[1], [x9]
	ld2	{ v4.d, v5.d }[1], [x0]
	ld2	{ v27.d, v28.d }[0], [sp]
	ld2	{ v31.d, v0.d }[0], [x4]
	ld2	{ v29.d, v30.d }[1], [x9], x11
	ld2	{ v6.d, v7.d }[0], [x28], x9
	ld2	{ v2.d, v3.d }[1], [x2], x23
	ld2	{ v14.d, v15.d }[1], [x0], x2
	ld2	{ v10.h, v11.h }[3], [x3]
	ld2	{ v2.h, v3.h }[0], [x2]
	ld2	{ v17.h, v18.h }[3], [x3]
	ld2	{ v6.h, v7.h }[1], [sp]
	ld2	{ v10.h, v11.h }[0], [x18], x17
	ld2	{ v14.h, v15.h }[5], [x2], x23
	ld2	{ v11.h, v12.h }[0], [x7], x4
	ld2	{ v0.h, v1.h }[1], [x14], x7
	ld2	{ v27.s, v28.s }[1], [x0]
	ld2	{ v24.s, v25.s }[2], [x5]
	ld2	{ v24.s, v25.s }[3], [x13]
	ld2	{ v24.s, v25.s }[1], [x21]
	ld2	{ v23.s, v24.s }[3], [x10], x2
	ld2	{ v5.s, v6.s }[3], [x8], x14
	ld2	{ v3.s, v4.s }[0], [x28], x26
	ld2	{ v27.s, v28.s }[0], [x30], x2
	ld2	{ v31.16b, v0.16b }, [x17]
	ld2	{ v1.16b, v2.16b }, [x24]
	ld2	{ v7.16b, v8.16b }, [x24]
	ld2	{ v7.16b, v8.16b }, [x30]
	ld2	{ v23.16b, v24.16b }, [x27], x25
	ld2	{ v26.16b, v27.16b }, [x2], x30
	ld2	{ v22.16b, v23.16b }, [x28], x5
	ld2	{ v9.16b, v10.16b }, [x15], x22
	ld2	{ v10.2d, v11.2d }, [x4]
	ld2	{ v5.2d, v6.2d }, [x23]
	ld2	{ v18.2d, v19.2d }, [x3]
	ld2	{ v19.2d, v20.2d }, [x8]
	ld2	{ v19.2d, v20.2d }, [x20], x6
	ld2	{ v29.2d, v30.2d }, [x12], x29
	ld2	{ v9.2d, v10.2d }, [x23], x1
	ld2	{ v7.2d, v8.2d }, [x7], x0
	ld2	{ v0.2s, v1.2s }, [x8]
	ld2	{ v25.2s, v26.2s }, [x6]
	ld2	{ v29.2s, v30.2s }, [x17]
	ld2	{ v21.2s, v22.2s }, [x9]
	ld2	{ v20.2s, v21.2s }, [x22], x29
	ld2	{ v27.2s, v28.2s }, [x6], x3
	ld2	{ v20.2s, v21.2s }, [x5], x20
	ld2	{ v9.2s, v10.2s }, [x10], x12
	ld2	{ v5.4h, v6.4h }, [x13]
	ld2	{ v4.4h, v5.4h }, [x17]
	ld2	{ v27.4h, v28.4h }, [x27]
	ld2	{ v26.4h, v27.4h }, [x5]
	ld2	{ v30.4h, v31.4h }, [x3], x1
	ld2	{ v18.4h, v19.4h }, [x5], x2
	ld2	{ v9.4h, v10.4h }, [x0], x14
	ld2	{ v4.4h, v5.4h }, [x6], x3
	ld2	{ v14.4s, v15.4s }, [x4]
	ld2	{ v11.4s, v12.4s }, [x25]
	ld2	{ v27.4s, v28.4s }, [x2]
	ld2	{ v3.4s, v4.4s }, [x7]
	ld2	{ v28.4s, v29.4s }, [sp], x24
	ld2	{ v1.4s, v2.4s }, [x1], x22
	ld2	{ v3.4s, v4.4s }, [x20], x17
	ld2	{ v7.4s, v8.4s }, [x1], x8
	ld2	{ v25.8b, v26.8b }, [x26]
	ld2	{ v3.8b, v4.8b }, [sp]
	ld2	{ v31.8b, v0.8b }, [x1]
	ld2	{ v20.8b, v21.8b }, [x3]
	ld2	{ v27.8b, v28.8b }, [x22], x26
	ld2	{ v12.8b, v13.8b }, [x6], x28
	ld2	{ v8.8b, v9.8b }, [x12], x19
	ld2	{ v14.8b, v15.8b }, [x9], x11
	ld2	{ v8.8h, v9.8h }, [x29]
	ld2	{ v19.8h, v20.8h }, [x7]
	ld2	{ v30.8h, v31.8h }, [x0]
	ld2	{ v23.8h, v24.8h }, [x15]
	ld2	{ v24.8h, v25.8h }, [x25], x21
	ld2	{ v25.8h, v26.8h }, [sp], x23
	ld2	{ v9.8h, v10.8h }, [x6], x7
	ld2	{ v4.8h, v5.8h }, [x28], x14
	ld3r	{ v12.16b, v13.16b, v14.16b }, [x28]
	ld3r	{ v15.16b, v16.16b, v17.16b }, [x18]
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x4]
	ld3r	{ v14.16b, v15.16b, v16.16b }, [x7]
	ld3r	{ v6.16b, v7.16b, v8.16b }, [x0], x23
	ld3r	{ v10.16b, v11.16b, v12.16b }, [x21], x21
	ld3r	{ v7.16b, v8.16b, v9.16b }, [x26], x25
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x19], x2
	ld3r	{ v19.1d, v20.1d, v21.1d }, [x19]
	ld3r	{ v23.1d, v24.1d, v25.1d }, [sp]
	ld3r	{ v13.1d, v14.1d, v15.1d }, [sp]
	ld3r	{ v15.1d, v16.1d, v17.1d }, [x30]
	ld3r	{ v17.1d, v18.1d, v19.1d }, [x17], x27
	ld3r	{ v10.1d, v11.1d, v12.1d }, [x6], x12
	ld3r	{ v6.1d, v7.1d, v8.1d }, [x12], x5
	ld3r	{ v14.1d, v15.1d, v16.1d }, [x3], x27
	ld3r	{ v18.2d, v19.2d, v20.2d }, [x26]
	ld3r	{ v11.2d, v12.2d, v13.2d }, [x8]
	ld3r	{ v27.2d, v28.2d, v29.2d }, [x0]
	ld3r	{ v27.2d, v28.2d, v29.2d }, [x9]
	ld3r	{ v2.2d, v3.2d, v4.2d }, [x14], x1
	ld3r	{ v0.2d, v1.2d, v2.2d }, [x15], x27
	ld3r	{ v26.2d, v27.2d, v28.2d }, [x29], x3
	ld3r	{ v23.2d, v24.2d, v25.2d }, [x10], x14
	ld3r	{ v21.2s, v22.2s, v23.2s }, [x4]
	ld3r	{ v18.2s, v19.2s, v20.2s }, [x9]
	ld3r	{ v7.2s, v8.2s, v9.2s }, [x5]
	ld3r	{ v26.2s, v27.2s, v28.2s }, [x20]
	ld3r	{ v21.2s, v22.2s, v23.2s }, [x5], x2
	ld3r	{ v21.2s, v22.2s, v23.2s }, [x5], x23
	ld3r	{ v29.2s, v30.2s, v31.2s }, [x2], x4
	ld3r	{ v25.2s, v26.2s, v27.2s }, [x20], x5
	ld3r	{ v12.4h, v13.4h, v14.4h }, [x24]
	ld3r	{ v13.4h, v14.4h, v15.4h }, [x5]
	ld3r	{ v24.4h, v25.4h, v26.4h }, [x9]
	ld3r	{ v0.4h, v1.4h, v2.4h }, [x29]
	ld3r	{ v21.4h, v22.4h, v23.4h }, [x21], x30
	ld3r	{ v5.4h, v6.4h, v7.4h }, [x23], x0
	ld3r	{ v15.4h, v16.4h, v17.4h }, [x20], x25
	ld3r	{ v10.4h, v11.4h, v12.4h }, [x24], x10
	ld3r	{ v11.4s, v12.4s, v13.4s }, [x28]
	ld3r	{ v14.4s, v15.4s, v16.4s }, [x7]
	ld3r	{ v24.4s, v25.4s, v26.4s }, [x29]
	ld3r	{ v13.4s, v14.4s, v15.4s }, [x29]
	ld3r	{ v17.4s, v18.4s, v19.4s }, [x2], x7
	ld3r	{ v9.4s, v10.4s, v11.4s }, [x17], #12
	ld3r	{ v26.4s, v27.4s, v28.4s }, [x5], x8
	ld3r	{ v15.4s, v16.4s, v17.4s }, [x5], x25
	ld3r	{ v27.8b, v28.8b, v29.8b }, [x29]
	ld3r	{ v10.8b, v11.8b, v12.8b }, [x2]
	ld3r	{ v4.8b, v5.8b, v6.8b }, [x18]
	ld3r	{ v13.8b, v14.8b, v15.8b }, [x25]
	ld3r	{ v21.8b, v22.8b, v23.8b }, [x25], x8
	ld3r	{ v24.8b, v25.8b, v26.8b }, [x15], x27
	ld3r	{ v15.8b, v16.8b, v17.8b }, [sp], x23
	ld3r	{ v23.8b, v24.8b, v25.8b }, [sp], x4
	ld3r	{ v19.8h, v20.8h, v21.8h }, [sp]
	ld3r	{ v6.8h, v7.8h, v8.8h }, [x25]
	ld3r	{ v29.8h, v30.8h, v31.8h }, [x27]
	ld3r	{ v25.8h, v26.8h, v27.8h }, [x22]
	ld3r	{ v5.8h, v6.8h, v7.8h }, [x13], x11
	ld3r	{ v28.8h, v29.8h, v30.8h }, [x27], x15
	ld3r	{ v0.8h, v1.8h, v2.8h }, [x6], x10
	ld3r	{ v18.8h, v19.8h, v20.8h }, [x13], x30
	ld3	{ v19.b, v20.b, v21.b }[6], [x28]
	ld3	{ v7.b, v8.b, v9.b }[13], [x28]
	ld3	{ v25.b, v26.b, v27.b }[15], [x17]
	ld3	{ v1.b, v2.b, v3.b }[13], [x24]
	ld3	{ v19.b, v20.b, v21.b }[0], [x8], x19
	ld3	{ v26.b, v27.b, v28.b }[9], [x19], x21
	ld3	{ v17.b, v18.b, v19.b }[0], [x4], x16
	ld3	{ v0.b, v1.b, v2.b }[1], [x1], x4
	ld3	{ v28.d, v29.d, v30.d }[0], [x7]
	ld3	{ v19.d, v20.d, v21.d }[0], [x5]
	ld3	{ v30.d, v31.d, v0.d }[1], [x2]
	ld3	{ v3.d, v4.d, v5.d }[0], [x23]
	ld3	{ v24.d, v25.d, v26.d }[0], [x22], x28
	ld3	{ v11.d, v12.d, v13.d }[0], [x16], x21
	ld3	{ v21.d, v22.d, v23.d }[0], [x18], x22
	ld3	{ v2.d, v3.d, v4.d }[0], [x3], #24
	ld3	{ v19.h, v20.h, v21.h }[0], [x22]
	ld3	{ v8.h, v9.h, v10.h }[6], [x20]
	ld3	{ v4.h, v5.h, v6.h }[0], [x30]
	ld3	{ v13.h, v14.h, v15.h }[7], [x29]
	ld3	{ v1.h, v2.h, v3.h }[1], [x0], x27
	ld3	{ v16.h, v17.h, v18.h }[7], [x0], x27
	ld3	{ v31.h, v0.h, v1.h }[5], [x14], x5
	ld3	{ v29.h, v30.h, v31.h }[2], [x6], x30
	ld3	{ v29.s, v30.s, v31.s }[1], [x19]
	ld3	{ v10.s, v11.s, v12.s }[0], [x25]
	ld3	{ v23.s, v24.s, v25.s }[1], [x24]
	ld3	{ v19.s, v20.s, v21.s }[0], [x26]
	ld3	{ v9.s, v10.s, v11.s }[3], [x7], x19
	ld3	{ v28.s, v29.s, v30.s }[1], [x26], x8
	ld3	{ v8.s, v9.s, v10.s }[3], [x21], x20
	ld3	{ v11.s, v12.s, v13.s }[1], [x1], x14
	ld3	{ v20.16b, v21.16b, v22.16b }, [x13]
	ld3	{ v23.16b, v24.16b, v25.16b }, [x14]
	ld3	{ v30.16b, v31.16b, v0.16b }, [x19]
	ld3	{ v13.16b, v14.16b, v15.16b }, [x10]
	ld3	{ v4.16b, v5.16b, v6.16b }, [x10], x1
	ld3	{ v1.16b, v2.16b, v3.16b }, [x23], x0
	ld3	{ v28.16b, v29.16b, v30.16b }, [x11], x6
	ld3	{ v18.16b, v19.16b, v20.16b }, [x0], x12
	ld3	{ v11.2d, v12.2d, v13.2d }, [x0]
	ld3	{ v14.2d, v15.2d, v16.2d }, [x21]
	ld3	{ v18.2d, v19.2d, v20.2d }, [x20]
	ld3	{ v24.2d, v25.2d, v26.2d }, [sp]
	ld3	{ v2.2d, v3.2d, v4.2d }, [x2], x22
	ld3	{ v31.2d, v0.2d, v1.2d }, [x12], x27
	ld3	{ v24.2d, v25.2d, v26.2d }, [x12], x8
	ld3	{ v4.2d, v5.2d, v6.2d }, [x16], x0
	ld3	{ v4.2s, v5.2s, v6.2s }, [x15]
	ld3	{ v12.2s, v13.2s, v14.2s }, [x26]
	ld3	{ v17.2s, v18.2s, v19.2s }, [x10]
	ld3	{ v11.2s, v12.2s, v13.2s }, [x20]
	ld3	{ v5.2s, v6.2s, v7.2s }, [x18], x14
	ld3	{ v3.2s, v4.2s, v5.2s }, [x5], x8
	ld3	{ v8.2s, v9.2s, v10.2s }, [x22], x23
	ld3	{ v12.2s, v13.2s, v14.2s }, [x1], x15
	ld3	{ v0.4h, v1.4h, v2.4h }, [x30]
	ld3	{ v23.4h, v24.4h, v25.4h }, [x23]
	ld3	{ v2.4h, v3.4h, v4.4h }, [x5]
	ld3	{ v29.4h, v30.4h, v31.4h }, [x20]
	ld3	{ v29.4h, v30.4h, v31.4h }, [x27], #24
	ld3	{ v16.4h, v17.4h, v18.4h }, [x13], x7
	ld3	{ v28.4h, v29.4h, v30.4h }, [x16], x15
	ld3	{ v1.4h, v2.4h, v3.4h }, [x30], x19
	ld3	{ v5.4s, v6.4s, v7.4s }, [x28]
	ld3	{ v3.4s, v4.4s, v5.4s }, [x26]
	ld3	{ v18.4s, v19.4s, v20.4s }, [x27]
	ld3	{ v24.4s, v25.4s, v26.4s }, [x7]
	ld3	{ v0.4s, v1.4s, v2.4s }, [x24], #48
	ld3	{ v26.4s, v27.4s, v28.4s }, [x18], x15
	ld3	{ v13.4s, v14.4s, v15.4s }, [x11], x29
	ld3	{ v21.4s, v22.4s, v23.4s }, [x20], x17
	ld3	{ v17.8b, v18.8b, v19.8b }, [x1]
	ld3	{ v0.8b, v1.8b, v2.8b }, [x25]
	ld3	{ v1.8b, v2.8b, v3.8b }, [x17]
	ld3	{ v26.8b, v27.8b, v28.8b }, [x24]
	ld3	{ v22.8b, v23.8b, v24.8b }, [x21], x23
	ld3	{ v14.8b, v15.8b, v16.8b }, [x5], x26
	ld3	{ v20.8b, v21.8b, v22.8b }, [x19], x30
	ld3	{ v13.8b, v14.8b, v15.8b }, [x16], x16
	ld3	{ v14.8h, v15.8h, v16.8h }, [x19]
	ld3	{ v5.8h, v6.8h, v7.8h }, [x7]
	ld3	{ v8.8h, v9.8h, v10.8h }, [x24]
	ld3	{ v24.8h, v25.8h, v26.8h }, [x21]
	ld3	{ v15.8h, v16.8h, v17.8h }, [x20], x19
	ld3	{ v23.8h, v24.8h, v25.8h }, [x21], x8
	ld3	{ v24.8h, v25.8h, v26.8h }, [x3], x10
	ld3	{ v28.8h, v29.8h, v30.8h }, [x17], x16
	ld4r	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x8]
	ld4r	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x6]
	ld4r	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x11]
	ld4r	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x21]
	ld4r	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x0], x3
	ld4r	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x13], #4
	ld4r	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x15], x16
	ld4r	{ v19.16b, v20.16b, v21.16b, v22.16b }, [x10], x15
	ld4r	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x27]
	ld4r	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x27]
	ld4r	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x26]
	ld4r	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x20]
	ld4r	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x3], x15
	ld4r	{ v28.1d, v29.1d, v30.1d, v31.1d }, [x11], x15
	ld4r	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x12], x29
	ld4r	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x12], x3
	ld4r	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x10]
	ld4r	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x23]
	ld4r	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x21]
	ld4r	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x25]
	ld4r	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x4], x26
	ld4r	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x6], x17
	ld4r	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x28], x0
	ld4r	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x15], x23
	ld4r	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x20]
	ld4r	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x8]
	ld4r	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x4]
	ld4r	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x12]
	ld4r	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x15], x17
	ld4r	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x29], x26
	ld4r	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x10], x4
	ld4r	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x5], x15
	ld4r	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x29]
	ld4r	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x16]
	ld4r	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x5]
	ld4r	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x4]
	ld4r	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x6], x18
	ld4r	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x10], x10
	ld4r	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x9], x19
	ld4r	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x15], x17
	ld4r	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x30]
	ld4r	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x5]
	ld4r	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x20]
	ld4r	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x10]
	ld4r	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x7], #16
	ld4r	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x7], x0
	ld4r	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x18], x17
	ld4r	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x29], x27
	ld4r	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x0]
	ld4r	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x27]
	ld4r	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x13]
	ld4r	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x30]
	ld4r	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x13], x6
	ld4r	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x2], x24
	ld4r	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x28], x22
	ld4r	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x26], x13
	ld4r	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x19]
	ld4r	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x12]
	ld4r	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x26]
	ld4r	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x27]
	ld4r	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x28], x23
	ld4r	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x11], x22
	ld4r	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x7], x0
	ld4r	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x10], x17
	ld4	{ v20.b, v21.b, v22.b, v23.b }[0], [x28]
	ld4	{ v4.b, v5.b, v6.b, v7.b }[15], [x26]
	ld4	{ v30.b, v31.b, v0.b, v1.b }[13], [x10]
	ld4	{ v0.b, v1.b, v2.b, v3.b }[13], [x25]
	ld4	{ v10.b, v11.b, v12.b, v13.b }[0], [x8], x14
	ld4	{ v25.b, v26.b, v27.b, v28.b }[6], [x1], x22
	ld4	{ v23.b, v24.b, v25.b, v26.b }[15], [x13], x14
	ld4	{ v5.b, v6.b, v7.b, v8.b }[5], [x17], x6
	ld4	{ v30.d, v31.d, v0.d, v1.d }[1], [x1]
	ld4	{ v22.d, v23.d, v24.d, v25.d }[1], [x5]
	ld4	{ v2.d, v3.d, v4.d, v5.d }[1], [x24]
	ld4	{ v12.d, v13.d, v14.d, v15.d }[0], [x18]
	ld4	{ v25.d, v26.d, v27.d, v28.d }[1], [x18], x30
	ld4	{ v1.d, v2.d, v3.d, v4.d }[0], [x27], x1
	ld4	{ v19.d, v20.d, v21.d, v22.d }[1], [x15], x18
	ld4	{ v31.d, v0.d, v1.d, v2.d }[0], [x14], x19
	ld4	{ v30.h, v31.h, v0.h, v1.h }[7], [x20]
	ld4	{ v13.h, v14.h, v15.h, v16.h }[5], [x13]
	ld4	{ v30.h, v31.h, v0.h, v1.h }[4], [x22]
	ld4	{ v22.h, v23.h, v24.h, v25.h }[5], [x15]
	ld4	{ v18.h, v19.h, v20.h, v21.h }[7], [x4], x15
	ld4	{ v22.h, v23.h, v24.h, v25.h }[0], [x20], x4
	ld4	{ v2.h, v3.h, v4.h, v5.h }[2], [x14], x2
	ld4	{ v4.h, v5.h, v6.h, v7.h }[7], [x11], x25
	ld4	{ v23.s, v24.s, v25.s, v26.s }[2], [x20]
	ld4	{ v8.s, v9.s, v10.s, v11.s }[2], [x5]
	ld4	{ v0.s, v1.s, v2.s, v3.s }[2], [x1]
	ld4	{ v17.s, v18.s, v19.s, v20.s }[0], [x11]
	ld4	{ v31.s, v0.s, v1.s, v2.s }[0], [x21], x4
	ld4	{ v6.s, v7.s, v8.s, v9.s }[1], [x1], x4
	ld4	{ v13.s, v14.s, v15.s, v16.s }[1], [x4], x7
	ld4	{ v9.s, v10.s, v11.s, v12.s }[1], [x26], x11
	ld4	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x19]
	ld4	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x19]
	ld4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x4]
	ld4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x18]
	ld4	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x6], x25
	ld4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x24], x15
	ld4	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x22], x29
	ld4	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x29], #64
	ld4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x11]
	ld4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x6]
	ld4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x23]
	ld4	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x30]
	ld4	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x22], x26
	ld4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x19], x10
	ld4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x26], x25
	ld4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x11], x3
	ld4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x4]
	ld4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x16]
	ld4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x0]
	ld4	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x20]
	ld4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x5], x27
	ld4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x13], x19
	ld4	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x13], x22
	ld4	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x3], x28
	ld4	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x19]
	ld4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x19]
	ld4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x1]
	ld4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x15]
	ld4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x22], x18
	ld4	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x25], x17
	ld4	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x22], x27
	ld4	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x8], x21
	ld4	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x3]
	ld4	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x6]
	ld4	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x24]
	ld4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x29]
	ld4	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x19], x29
	ld4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x16], x30
	ld4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x21], #64
	ld4	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x28], x16
	ld4	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x4]
	ld4	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x2]
	ld4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x14]
	ld4	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x12]
	ld4	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x25], x17
	ld4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x21], x9
	ld4	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x23], x26
	ld4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x2], x30
	ld4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x0]
	ld4	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x10]
	ld4	{ v3.8h, v4.8h, v5.8h, v6.8h }, [sp]
	ld4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x16]
	ld4	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x12], x8
	ld4	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x12], x3
	ld4	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x20], x9
	ld4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x17], x2
	ldar	w26, [x1]
	ldar	w20, [x22]
	ldar	w20, [x2]
	ldar	w25, [x30]
	ldar	x10, [x15]
	ldar	x30, [x23]
	ldar	x3, [x23]
	ldar	x25, [x8]
	ldarb	w6, [x19]
	ldarb	wzr, [x29]
	ldarb	w4, [x25]
	ldarb	w5, [x19]
	ldarh	w23, [x27]
	ldarh	w28, [x13]
	ldarh	w1, [x21]
	ldarh	w18, [x19]
	ldaxp	w27, w19, [x8]
	ldaxp	w5, w18, [x30]
	ldaxp	w3, w2, [x28]
	ldaxp	w28, w2, [x6]
	ldaxp	x26, x2, [x18]
	ldaxp	x28, x6, [x2]
	ldaxp	x26, x6, [x17]
	ldaxp	x2, x6, [x3]
	ldaxr	w1, [x29]
	ldaxr	w7, [x11]
	ldaxr	w13, [x6]
	ldaxr	w22, [x17]
	ldaxr	x14, [x16]
	ldaxr	x27, [x28]
	ldaxr	x13, [x4]
	ldaxr	x28, [x0]
	ldaxrb	w4, [x17]
	ldaxrb	w10, [x29]
	ldaxrb	w3, [x9]
	ldaxrb	w14, [x23]
	ldaxrh	w19, [x4]
	ldaxrh	w12, [x11]
	ldaxrh	w13, [x1]
	ldaxrh	w15, [x6]
	ldnp	d25, d8, [x29]
	ldnp	d1, d18, [x27, #-40]
	ldnp	d13, d10, [x8]
	ldnp	d16, d25, [sp]
	ldnp	q29, q10, [x17, #672]
	ldnp	q14, q1, [x15]
	ldnp	q8, q30, [x28]
	ldnp	q24, q28, [x1, #320]
	ldnp	s14, s20, [x11, #-120]
	ldnp	s24, s29, [x10, #-248]
	ldnp	s19, s2, [x26, #-112]
	ldnp	s0, s2, [x2, #-40]
	ldnp	w19, w13, [x25, #-248]
	ldnp	w12, w7, [x30, #80]
	ldnp	w17, w20, [x13, #-92]
	ldnp	w18, w3, [x30, #-4]
	ldnp	x4, x3, [x22, #-368]
	ldnp	x23, x6, [x14]
	ldnp	x26, x27, [sp, #-8]
	ldnp	x22, x25, [x10, #136]
	ldp	d1, d22, [x30, #-32]
	ldp	d12, d20, [x11]
	ldp	d28, d0, [x8, #152]
	ldp	d31, d15, [x3, #-24]
	ldp	d8, d13, [x11], #424
	ldp	d14, d29, [x9], #152
	ldp	d7, d20, [x0], #384
	ldp	d2, d16, [x6], #320
	ldp	d3, d7, [x8, #0]!
	ldp	d7, d31, [x12, #-400]!
	ldp	d31, d27, [x21, #328]!
	ldp	d17, d18, [x3, #64]!
	ldp	q29, q9, [x28]
	ldp	q21, q23, [x17, #-336]
	ldp	q7, q3, [x8, #512]
	ldp	q9, q14, [x8, #608]
	ldp	q4, q28, [x4], #-304
	ldp	q0, q19, [x25], #384
	ldp	q20, q18, [x1], #400
	ldp	q11, q13, [x4], #-160
	ldp	q11, q20, [x8, #-64]!
	ldp	q29, q0, [x2, #960]!
	ldp	q9, q24, [x6, #-1024]!
	ldp	q27, q3, [x23, #1008]!
	ldpsw	x23, x27, [x29, #244]
	ldpsw	x25, x10, [x17, #136]
	ldpsw	x13, x8, [x4, #52]
	ldpsw	x21, x4, [x0, #132]
	ldpsw	x10, x2, [x5], #188
	ldpsw	x7, x15, [x18], #0
	ldpsw	x18, x6, [x28], #56
	ldpsw	x25, x23, [x17], #208
	ldpsw	x7, x16, [sp, #0]!
	ldpsw	x13, x13, [x26, #44]!
	ldpsw	x25, x5, [x13, #-136]!
	ldpsw	x9, x30, [x18, #4]!
	ldp	s11, s12, [x23, #-192]
	ldp	s27, s4, [x29, #252]
	ldp	s3, s13, [x3]
	ldp	s3, s4, [x3]
	ldp	s21, s12, [x20], #-256
	ldp	s14, s25, [x3], #156
	ldp	s19, s15, [x13], #216
	ldp	s12, s21, [x3], #0
	ldp	s9, s20, [x8, #44]!
	ldp	s11, s13, [sp, #-28]!
	ldp	s8, s10, [x19, #-184]!
	ldp	s17, s8, [x28, #112]!
	ldp	w20, w12, [x4]
	ldp	w13, w8, [x6, #108]
	ldp	w23, w30, [x14, #-140]
	ldp	w29, w19, [x24, #240]
	ldp	w15, w18, [x11], #-180
	ldp	w11, w28, [x0], #4
	ldp	w12, w0, [x7], #-76
	ldp	w10, wzr, [x16], #72
	ldp	w11, w9, [x26, #84]!
	ldp	wzr, w5, [x4, #-128]!
	ldp	w10, w16, [x24, #252]!
	ldp	w30, w9, [x19, #-4]!
	ldp	x11, x25, [x26]
	ldp	x3, x10, [x24, #384]
	ldp	x10, x21, [x29]
	ldp	x27, x1, [x21]
	ldp	x26, x12, [x0], #152
	ldp	x26, x25, [x28], #-480
	ldp	x9, x14, [x10], #0
	ldp	x13, x5, [x21], #112
	ldp	x9, x16, [x29, #-360]!
	ldp	x2, xzr, [x15, #176]!
	ldp	x24, x21, [x11, #-336]!
	ldp	x2, x18, [x17, #480]!
	ldur	b24, [x1]
	ldur	b28, [x8]
	ldur	b2, [x10, #-104]
	ldur	b12, [x21]
	ldr	b2, [sp], #255
	ldr	b28, [x2], #-136
	ldr	b16, [x28], #-45
	ldr	b24, [x0], #-208
	ldr	b28, [x1, #1]!
	ldr	b25, [x21, #-35]!
	ldr	b28, [x0, #-1]!
	ldr	b7, [x9, #-11]!
	ldr	b0, [x21, w0, sxtw]
	ldr	b15, [x21, w2, sxtw]
	ldr	b10, [x25, w1, sxtw]
	ldr	b20, [x24, w15, uxtw #0]
	ldr	b11, [x11, x25]
	ldr	b4, [x21, x15, sxtx]
	ldr	b25, [x12, x30, sxtx]
	ldr	b25, [x15, x23, sxtx]
	ldr	b8, [x9]
	ldr	b20, [x26]
	ldr	b22, [x1, #667]
	ldr	b5, [x3, #567]
	ldurb	w7, [x12, #255]
	ldurb	w20, [x20, #152]
	ldurb	w3, [x3]
	ldurb	w29, [x15, #-253]
	ldrb	w9, [x24], #0
	ldrb	w7, [x6], #152
	ldrb	w28, [x20], #-185
	ldrb	w29, [x27], #0
	ldrb	w16, [x30, #1]!
	ldrb	w15, [x9, #-165]!
	ldrb	w22, [x16, #1]!
	ldrb	w5, [x7, #-182]!
	ldrb	wzr, [x15, w25, uxtw]
	ldrb	w6, [x15, w14, uxtw]
	ldrb	w9, [x11, w18, uxtw #0]
	ldrb	w19, [x16, w27, sxtw #0]
	ldrb	w25, [x0, x9, sxtx #0]
	ldrb	w23, [x22, x8, sxtx]
	ldrb	w18, [x0, x23, lsl #0]
	ldrb	w20, [x15, x10, lsl #0]
	ldrb	w22, [x15, #2611]
	ldrb	w24, [x2, #2463]
	ldrb	w25, [x7, #1817]
	ldrb	w4, [x21, #175]
	ldur	d7, [x14]
	ldur	d1, [x20, #90]
	ldur	d16, [x2]
	ldur	d31, [x9, #178]
	ldr	d28, [x12], #14
	ldr	d19, [x30], #104
	ldr	d17, [x0], #-256
	ldr	d4, [x6], #-42
	ldr	d26, [x24, #-85]!
	ldr	d21, [x16, #-14]!
	ldr	d28, [x10, #75]!
	ldr	d25, [x20, #-81]!
	ldr	d17, [x24, w3, uxtw #3]
	ldr	d30, [x6, w0, sxtw #3]
	ldr	d8, [x13, w2, uxtw #3]
	ldr	d4, [x10, w6, sxtw #3]
	ldr	d23, [x4, x26, sxtx]
	ldr	d2, [x17, x22, lsl #3]
	ldr	d19, [x0, x21, lsl #3]
	ldr	d18, [x24, x10, sxtx]
	ldr	d24, [x22]
	ldr	d15, [x29, #1416]
	ldr	d19, [x16, #5056]
	ldr	d9, [sp, #24376]
	ldr	d14, #-288520
	ldr	d0, #-776136
	ldr	d17, #-391264
	ldr	d29, #450392
	ldur	h13, [x30, #-62]
	ldur	h9, [x5, #-88]
	ldur	h6, [x7, #174]
	ldur	h19, [x1, #51]
	ldr	h16, [x15], #-68
	ldr	h22, [x20], #244
	ldr	h10, [x10], #-256
	ldr	h16, [x27], #0
	ldr	h18, [x8, #179]!
	ldr	h5, [x9, #-157]!
	ldr	h18, [x18, #110]!
	ldr	h10, [x14, #-228]!
	ldr	h8, [x21, w16, uxtw]
	ldr	h9, [x19, w17, uxtw #1]
	ldr	h13, [x4, w26, sxtw #1]
	ldr	h9, [x28, w24, sxtw #1]
	ldr	h8, [sp, x0, sxtx]
	ldr	h0, [x7, xzr, sxtx #1]
	ldr	h3, [sp, x21, lsl #1]
	ldr	h30, [x22, x0, sxtx]
	ldr	h1, [x1, #6226]
	ldr	h26, [x13]
	ldr	h0, [x23, #2332]
	ldr	h17, [x27]
	ldurh	w29, [x5, #235]
	ldurh	w7, [sp]
	ldurh	w11, [x21, #233]
	ldurh	w9, [x26, #-41]
	ldrh	w15, [x23], #-141
	ldrh	wzr, [sp], #-25
	ldrh	w12, [x3], #-207
	ldrh	w22, [x13], #-1
	ldrh	w26, [x22, #-210]!
	ldrh	w1, [x7, #-1]!
	ldrh	w0, [x19, #0]!
	ldrh	w5, [x23, #-39]!
	ldrh	w6, [x20, w21, sxtw]
	ldrh	w10, [x10, w13, sxtw]
	ldrh	w16, [x8, w9, uxtw]
	ldrh	w23, [x23, w11, sxtw #1]
	ldrh	w11, [x8, x18]
	ldrh	w26, [x18, x11, sxtx]
	ldrh	w8, [x10, x16]
	ldrh	w22, [x13, x9, sxtx]
	ldrh	w9, [x17, #4068]
	ldrh	w0, [x0]
	ldrh	w0, [x21, #4248]
	ldrh	w29, [x12]
	ldur	q1, [x27, #170]
	ldur	q7, [x14, #225]
	ldur	q7, [x6, #-206]
	ldur	q11, [x21]
	ldr	q14, [x3], #1
	ldr	q31, [x12], #-25
	ldr	q22, [x24], #-210
	ldr	q3, [x3], #252
	ldr	q27, [x30, #72]!
	ldr	q18, [x23, #102]!
	ldr	q1, [x15, #150]!
	ldr	q7, [x11, #-216]!
	ldr	q9, [x28, w15, uxtw]
	ldr	q2, [x27, w0, uxtw]
	ldr	q27, [x20, w22, sxtw #4]
	ldr	q11, [x3, w22, sxtw]
	ldr	q17, [x27, x22]
	ldr	q3, [x8, x2, sxtx]
	ldr	q27, [x14, x15, sxtx #4]
	ldr	q3, [x28, x9, lsl #4]
	ldr	q30, [x29]
	ldr	q20, [x10, #50592]
	ldr	q28, [x23, #4976]
	ldr	q17, [x28, #23312]
	ldr	q19, #940284
	ldr	q26, #600968
	ldr	q11, #774212
	ldr	q21, #-75904
	ldursb	w13, [x25]
	ldursb	w2, [x6, #212]
	ldursb	w1, [x19, #-194]
	ldursb	w5, [x5, #-227]
	ldrsb	w6, [x7], #1
	ldrsb	w5, [x24], #-1
	ldrsb	w6, [x22], #228
	ldrsb	w1, [x17], #-1
	ldrsb	w7, [sp, #-187]!
	ldrsb	w2, [x11, #-168]!
	ldrsb	w30, [x28, #-256]!
	ldrsb	wzr, [x18, #54]!
	ldrsb	wzr, [x0, w12, uxtw]
	ldrsb	w17, [x18, w29, uxtw #0]
	ldrsb	w21, [x8, wzr, sxtw]
	ldrsb	w24, [x8, w7, sxtw #0]
	ldrsb	w5, [x29, x30]
	ldrsb	w13, [x7, x19, sxtx]
	ldrsb	w3, [x26, x19, sxtx #0]
	ldrsb	wzr, [x24, x6, sxtx #0]
	ldrsb	w19, [x11, #2789]
	ldrsb	w24, [x12, #3550]
	ldrsb	w17, [x16, #1389]
	ldrsb	w19, [x13, #2961]
	ldursb	x21, [x13, #255]
	ldursb	x22, [x29, #34]
	ldursb	x2, [x21]
	ldursb	x23, [x2, #246]
	ldrsb	x4, [x13], #-30
	ldrsb	x25, [x19], #-229
	ldrsb	x29, [x20], #131
	ldrsb	x18, [x26], #253
	ldrsb	x12, [x16, #-87]!
	ldrsb	x25, [x23, #190]!
	ldrsb	x4, [x16, #0]!
	ldrsb	x23, [x1, #117]!
	ldrsb	x6, [x26, w1, uxtw]
	ldrsb	x25, [x5, w30, sxtw]
	ldrsb	x9, [x3, w19, uxtw]
	ldrsb	x29, [x28, w9, uxtw #0]
	ldrsb	x5, [x5, x5, lsl #0]
	ldrsb	x16, [x19, x1, lsl #0]
	ldrsb	x4, [x13, x12, sxtx #0]
	ldrsb	x30, [x19, x4, lsl #0]
	ldrsb	x29, [x2, #1]
	ldrsb	x29, [x18]
	ldrsb	x12, [x15, #652]
	ldrsb	x17, [x30, #1759]
	ldursh	w19, [x21, #192]
	ldursh	w16, [x1, #-99]
	ldursh	w16, [x24]
	ldursh	w16, [x15, #197]
	ldrsh	wzr, [x23], #113
	ldrsh	w23, [x19], #-15
	ldrsh	w22, [x24], #-26
	ldrsh	w3, [x30], #-37
	ldrsh	w20, [x17, #205]!
	ldrsh	w8, [x13, #-17]!
	ldrsh	w19, [x8, #233]!
	ldrsh	w2, [x22, #6]!
	ldrsh	w8, [x3, w23, sxtw #1]
	ldrsh	w7, [x19, w3, sxtw #1]
	ldrsh	w1, [x15, w23, sxtw]
	ldrsh	w1, [x3, w24, sxtw]
	ldrsh	w4, [x24, x11, sxtx]
	ldrsh	w4, [x18, x2, sxtx #1]
	ldrsh	w17, [x20, x4, lsl #1]
	ldrsh	w29, [sp, x24, sxtx #1]
	ldrsh	w11, [x5, #3340]
	ldrsh	w27, [x12, #6880]
	ldrsh	w24, [x18]
	ldrsh	w11, [x28]
	ldursh	x28, [x12, #255]
	ldursh	x5, [x30]
	ldursh	x28, [x9]
	ldursh	x18, [x23]
	ldrsh	x19, [x27], #213
	ldrsh	x6, [x8], #-169
	ldrsh	x9, [sp], #1
	ldrsh	x3, [x4], #90
	ldrsh	xzr, [x4, #255]!
	ldrsh	x6, [x21, #70]!
	ldrsh	x24, [x18, #1]!
	ldrsh	x18, [x28, #-1]!
	ldrsh	x27, [x0, w26, sxtw #1]
	ldrsh	x5, [x17, w24, uxtw]
	ldrsh	x9, [x22, w0, sxtw]
	ldrsh	x17, [x16, w2, sxtw #1]
	ldrsh	x11, [x15, x22, sxtx]
	ldrsh	x23, [x28, x29]
	ldrsh	x22, [x28, x1, sxtx #1]
	ldrsh	x4, [x1, x20, sxtx #1]
	ldrsh	x19, [x30]
	ldrsh	x4, [x9, #6582]
	ldrsh	x23, [x9, #1094]
	ldrsh	x5, [x25, #3738]
	ldursw	x12, [x29]
	ldursw	x25, [x19, #-251]
	ldursw	x4, [x30]
	ldursw	x29, [x20, #-79]
	ldrsw	x16, #542672
	ldrsw	x14, #-581464
	ldrsw	x0, #176280
	ldrsw	x6, #0
	ldrsw	x29, [x20], #174
	ldrsw	x5, [x29], #172
	ldrsw	x18, [x19], #-1
	ldrsw	x26, [x12], #-209
	ldrsw	x24, [x11, #-53]!
	ldrsw	x29, [x9, #-51]!
	ldrsw	x21, [x12, #-214]!
	ldrsw	x9, [x26, #-1]!
	ldrsw	x13, [x11, w26, uxtw]
	ldrsw	x14, [x0, w3, uxtw]
	ldrsw	x26, [x30, w20, sxtw #2]
	ldrsw	x28, [x19, w23, sxtw]
	ldrsw	xzr, [x29, xzr, lsl #2]
	ldrsw	x18, [x24, x6, sxtx #2]
	ldrsw	x25, [x0, x5]
	ldrsw	x29, [x0, x11, sxtx #2]
	ldrsw	x30, [x16]
	ldrsw	x5, [x3]
	ldrsw	x22, [x14]
	ldrsw	x29, [x3]
	ldur	s10, [x20, #168]
	ldur	s9, [x12]
	ldur	s3, [sp]
	ldur	s28, [x15]
	ldr	s4, [x6], #214
	ldr	s12, [x17], #241
	ldr	s24, [x30], #-158
	ldr	s11, [x5], #44
	ldr	s4, [x27, #-22]!
	ldr	s5, [x7, #-21]!
	ldr	s3, [x26, #-59]!
	ldr	s2, [x23, #-256]!
	ldr	s5, [x1, w18, uxtw]
	ldr	s12, [x7, w26, sxtw #2]
	ldr	s23, [x24, w7, uxtw #2]
	ldr	s25, [x13, w19, uxtw]
	ldr	s10, [x26, x16, sxtx]
	ldr	s26, [x17, x30, sxtx #2]
	ldr	s29, [x25, x17, lsl #2]
	ldr	s13, [x21, x3, sxtx #2]
	ldr	s14, [x1]
	ldr	s18, [x11]
	ldr	s25, [x9, #4372]
	ldr	s13, [x9, #2372]
	ldr	s22, #-753096
	ldr	s1, #300028
	ldr	s21, #0
	ldr	s28, #0
	ldur	w29, [x29, #15]
	ldur	w21, [x12, #129]
	ldur	w11, [x11, #-100]
	ldur	w1, [x16]
	ldr	w22, #795588
	ldr	w9, #-710752
	ldr	w10, #712724
	ldr	wzr, #160796
	ldr	w11, [x4], #192
	ldr	w21, [x7], #255
	ldr	w22, [x23], #-87
	ldr	w5, [x8], #-2
	ldr	w18, [x0, #-87]!
	ldr	w26, [x2, #-1]!
	ldr	w6, [x4, #-1]!
	ldr	w0, [x22, #225]!
	ldr	w12, [x28, w21, uxtw]
	ldr	w12, [x22, w30, uxtw]
	ldr	w28, [x24, w14, sxtw #2]
	ldr	w14, [x4, w20, sxtw #2]
	ldr	w16, [x14, x28]
	ldr	w22, [x4, x8]
	ldr	w30, [x14, x1, sxtx #2]
	ldr	w6, [x28, x13]
	ldr	wzr, [x30]
	ldr	w6, [x23, #15640]
	ldr	w10, [x29, #16380]
	ldr	w14, [x1]
	ldur	x12, [x20, #15]
	ldur	x21, [x19, #-79]
	ldur	x12, [x29]
	ldur	x5, [x27, #-179]
	ldr	x23, #-869412
	ldr	x21, #-1010700
	ldr	x27, #-944300
	ldr	x7, #-913124
	ldr	x1, [x12], #-203
	ldr	x8, [x28], #-220
	ldr	x1, [x11], #255
	ldr	x1, [x17], #-31
	ldr	x24, [x5, #-1]!
	ldr	x21, [x4, #255]!
	ldr	x13, [x12, #-6]!
	ldr	x10, [x20, #238]!
	ldr	x0, [x29, w15, sxtw #3]
	ldr	x12, [x3, w11, sxtw]
	ldr	x27, [x30, wzr, sxtw]
	ldr	x9, [x24, w24, sxtw]
	ldr	x19, [x12, x30, sxtx]
	ldr	x7, [x7, x7, sxtx #3]
	ldr	x2, [x9, x5, sxtx #3]
	ldr	x18, [x17, x17, sxtx]
	ldr	x25, [x16, #25864]
	ldr	x27, [x7]
	ldr	x11, [x5]
	ldr	x28, [x3, #7672]
	ldtrb	w18, [x6, #-132]
	ldtrb	w25, [x0, #142]
	ldtrb	w11, [x20, #65]
	ldtrb	w7, [x21, #-206]
	ldtrh	w25, [x18]
	ldtrh	w22, [x8, #-242]
	ldtrh	w11, [x25, #181]
	ldtrh	w12, [x18]
	ldtrsb	w17, [x21]
	ldtrsb	wzr, [x29, #-227]
	ldtrsb	w13, [x20]
	ldtrsb	w15, [x11]
	ldtrsb	x19, [x8, #85]
	ldtrsb	x14, [x10, #-1]
	ldtrsb	x29, [x18]
	ldtrsb	x30, [x20, #23]
	ldtrsh	w0, [x28]
	ldtrsh	w7, [x18, #-131]
	ldtrsh	w24, [x26, #-34]
	ldtrsh	w27, [x14]
	ldtrsh	x8, [x6, #166]
	ldtrsh	xzr, [x9, #33]
	ldtrsh	x26, [x1, #-240]
	ldtrsh	x21, [x26]
	ldtrsw	x9, [x27, #-256]
	ldtrsw	x5, [x24, #-145]
	ldtrsw	x10, [x20, #243]
	ldtrsw	x9, [x9]
	ldtr	w6, [x12, #66]
	ldtr	w16, [x9, #152]
	ldtr	w15, [x14]
	ldtr	w24, [x25]
	ldtr	x17, [x12]
	ldtr	x5, [x3]
	ldtr	x1, [x11, #-256]
	ldtr	x5, [x28, #203]
	ldxp	w19, w22, [x16]
	ldxp	w12, w3, [x14]
	ldxp	w5, w16, [x10]
	ldxp	w25, w15, [x18]
	ldxp	x18, x27, [x1]
	ldxp	x10, x29, [x8]
	ldxp	x20, x13, [x18]
	ldxp	x7, x4, [x21]
	ldxr	w7, [x19]
	ldxr	w1, [x4]
	ldxr	w25, [x6]
	ldxr	w26, [x20]
	ldxr	x17, [x23]
	ldxr	x9, [x13]
	ldxr	x4, [x18]
	ldxr	x3, [x10]
	ldxrb	w21, [x26]
	ldxrb	w13, [x22]
	ldxrb	w1, [x2]
	ldxrb	w1, [x10]
	ldxrh	w6, [x26]
	ldxrh	w17, [x24]
	ldxrh	w29, [x22]
	ldxrh	w15, [sp]
	lsl	w22, w28, w14
	lsl	w12, w1, w27
	lsl	w17, w5, w5
	lsl	w4, w6, w17
	lsl	x4, x27, x2
	lsl	x11, x11, x7
	lsl	x7, x2, x11
	lsl	x11, x11, x7
	lsr	w4, w4, w5
	lsr	w12, w1, w9
	lsr	w19, w8, w27
	lsr	w15, w8, w8
	lsr	x1, x7, x7
	lsr	x5, x0, x10
	lsr	x7, x28, x27
	lsr	x29, x16, x22
	madd	w10, w17, w21, w7
	madd	w4, w22, w5, w27
	madd	w6, w9, w2, w11
	mul	w11, w10, w5
	madd	x7, x29, x3, x26
	mul	x20, x17, x13
	madd	x26, x0, x20, x16
	madd	x26, x3, x6, x0
	mla	v2.2s, v6.2s, v19.s[3]
	mla	v4.2s, v16.2s, v25.s[0]
	mla	v4.2s, v9.2s, v4.s[2]
	mla	v29.2s, v26.2s, v28.s[3]
	mla	v2.4h, v5.4h, v0.h[0]
	mla	v1.4h, v7.4h, v13.h[3]
	mla	v13.4h, v2.4h, v6.h[5]
	mla	v20.4h, v2.4h, v15.h[2]
	mla	v28.4s, v12.4s, v0.s[1]
	mla	v28.4s, v16.4s, v19.s[3]
	mla	v9.4s, v22.4s, v31.s[0]
	mla	v10.4s, v8.4s, v23.s[1]
	mla	v13.8h, v6.8h, v10.h[0]
	mla	v14.8h, v29.8h, v1.h[2]
	mla	v29.8h, v6.8h, v14.h[7]
	mla	v23.8h, v18.8h, v9.h[2]
	mla	v7.16b, v1.16b, v29.16b
	mla	v4.16b, v25.16b, v10.16b
	mla	v1.16b, v4.16b, v2.16b
	mla	v17.16b, v2.16b, v24.16b
	mla	v27.2s, v8.2s, v5.2s
	mla	v31.2s, v16.2s, v5.2s
	mla	v30.2s, v27.2s, v11.2s
	mla	v14.2s, v13.2s, v16.2s
	mla	v22.4h, v27.4h, v13.4h
	mla	v20.4h, v1.4h, v19.4h
	mla	v9.4h, v13.4h, v14.4h
	mla	v1.4h, v23.4h, v18.4h
	mla	v25.4s, v13.4s, v4.4s
	mla	v5.4s, v16.4s, v12.4s
	mla	v28.4s, v3.4s, v26.4s
	mla	v3.4s, v22.4s, v7.4s
	mla	v22.8b, v19.8b, v25.8b
	mla	v30.8b, v13.8b, v7.8b
	mla	v20.8b, v8.8b, v2.8b
	mla	v25.8b, v28.8b, v3.8b
	mla	v13.8h, v2.8h, v21.8h
	mla	v17.8h, v0.8h, v8.8h
	mla	v21.8h, v19.8h, v12.8h
	mla	v9.8h, v15.8h, v20.8h
	mls	v10.2s, v27.2s, v31.s[0]
	mls	v31.2s, v2.2s, v27.s[1]
	mls	v21.2s, v5.2s, v23.s[0]
	mls	v16.2s, v27.2s, v22.s[0]
	mls	v14.4h, v23.4h, v10.h[0]
	mls	v8.4h, v16.4h, v10.h[0]
	mls	v30.4h, v13.4h, v15.h[0]
	mls	v30.4h, v7.4h, v2.h[1]
	mls	v6.4s, v28.4s, v10.s[0]
	mls	v26.4s, v23.4s, v31.s[1]
	mls	v31.4s, v12.4s, v18.s[1]
	mls	v27.4s, v30.4s, v25.s[1]
	mls	v18.8h, v28.8h, v2.h[5]
	mls	v17.8h, v10.8h, v0.h[2]
	mls	v27.8h, v1.8h, v3.h[0]
	mls	v1.8h, v13.8h, v13.h[0]
	mls	v23.16b, v20.16b, v10.16b
	mls	v18.16b, v2.16b, v14.16b
	mls	v21.16b, v2.16b, v0.16b
	mls	v8.16b, v11.16b, v25.16b
	mls	v7.2s, v24.2s, v24.2s
	mls	v31.2s, v5.2s, v28.2s
	mls	v28.2s, v17.2s, v27.2s
	mls	v15.2s, v22.2s, v12.2s
	mls	v16.4h, v9.4h, v27.4h
	mls	v25.4h, v23.4h, v25.4h
	mls	v28.4h, v29.4h, v6.4h
	mls	v27.4h, v18.4h, v31.4h
	mls	v21.4s, v23.4s, v9.4s
	mls	v9.4s, v15.4s, v7.4s
	mls	v12.4s, v0.4s, v14.4s
	mls	v5.4s, v27.4s, v0.4s
	mls	v10.8b, v9.8b, v2.8b
	mls	v3.8b, v5.8b, v13.8b
	mls	v6.8b, v30.8b, v26.8b
	mls	v16.8b, v5.8b, v27.8b
	mls	v11.8h, v30.8h, v21.8h
	mls	v16.8h, v23.8h, v26.8h
	mls	v15.8h, v27.8h, v24.8h
	mls	v30.8h, v19.8h, v26.8h
	movi	d26, #0xffffff00000000
	movi	d25, #0x00ffffffff00ff
	movi	d3, #0000000000000000
	movi	d19, #0x00ffff00ffff00
	movi	v2.16b, #184
	movi	v25.16b, #255
	movi	v8.16b, #157
	movi	v3.16b, #15
	movi	v9.2d, #0xffff00ffff00ffff
	movi	v28.2d, #0000000000000000
	movi	v1.2d, #0xffffffffff00ffff
	movi	v1.2d, #0000000000000000
	movi	v5.2s, #0, lsl #16
	movi	v9.2s, #184, lsl #16
	movi	v3.2s, #207, lsl #8
	movi	v4.2s, #232
	movi	v9.2s, #135, msl #8
	movi	v3.2s, #40, msl #8
	movi	v29.2s, #247, msl #16
	movi	v7.2s, #198, msl #16
	movi	v28.4h, #0
	movi	v28.4h, #42
	movi	v6.4h, #252, lsl #8
	movi	v17.4h, #164, lsl #8
	movi	v12.4s, #5
	movi	v17.4s, #0, lsl #16
	movi	v10.4s, #12, lsl #16
	movi	v28.4s, #43, lsl #24
	movi	v11.4s, #0, msl #8
	movi	v8.4s, #20, msl #8
	movi	v9.4s, #89, msl #16
	movi	v15.4s, #44, msl #16
	movi	v3.8b, #141
	movi	v27.8b, #0
	movi	v2.8b, #128
	movi	v22.8b, #0
	movi	v23.8h, #0
	movi	v16.8h, #239
	movi	v31.8h, #137
	movi	v20.8h, #149
	movk	w12, #8495
	movk	w25, #24155
	movk	w6, #46284
	movk	w12, #25531
	movk	x14, #0, lsl #32
	movk	x22, #13805, lsl #32
	movk	x9, #17315, lsl #48
	movk	x22, #59086, lsl #48
	mov	w17, #-22669
	mov	w27, #-5105
	mov	w17, #-2
	mov	w1, #-3232
	mov	x24, #-7727051060660928513
	movn	x5, #0, lsl #32
	mov	x23, #-3672768513
	mov	x17, #-27987
	mov	w17, #723910656
	mov	w2, #437846016
	mov	wzr, #21290
	mov	w9, #65536
	mov	x20, #-7466968182180282368
	mov	x14, #7670756065318797312
	mov	x3, #0
	mov	x9, #65536
	mrs	x17, S2_5_C15_C1_1
	mrs	x11, ICH_LR3_EL2
	mrs	x19, CNTHCTL_EL2
	mrs	x0, TRBLIMITR_EL1
	msr	S2_1_C11_C8_4, x20
	msr	TRCACATR11, x23
	msr	SP_EL1, x26
	msr	S3_1_C11_C11_6, x27
	msr	PM, #1
	msr	PM, #1
	msr	PM, #0
	msr	PM, #1
	msr	DAIFSet, #5
	msr	SPSel, #9
	msr	SPSel, #6
	msr	DAIFClr, #0
	mneg	w8, w16, w29
	msub	w30, w22, w29, w3
	msub	w27, w10, w12, w11
	msub	w28, w30, w1, w29
	mneg	x1, x8, x9
	msub	xzr, x27, x27, x7
	mneg	x12, x18, x7
	mneg	x24, x18, x2
	mul	v16.2s, v22.2s, v9.s[1]
	mul	v16.2s, v2.2s, v27.s[0]
	mul	v13.2s, v8.2s, v1.s[0]
	mul	v16.2s, v0.2s, v7.s[3]
	mul	v15.4h, v30.4h, v13.h[3]
	mul	v11.4h, v2.4h, v3.h[1]
	mul	v19.4h, v11.4h, v8.h[0]
	mul	v11.4h, v5.4h, v3.h[0]
	mul	v22.4s, v21.4s, v31.s[2]
	mul	v13.4s, v24.4s, v20.s[3]
	mul	v6.4s, v25.4s, v2.s[3]
	mul	v11.4s, v12.4s, v5.s[2]
	mul	v12.8h, v11.8h, v14.h[4]
	mul	v11.8h, v24.8h, v0.h[3]
	mul	v24.8h, v15.8h, v4.h[0]
	mul	v24.8h, v7.8h, v4.h[6]
	mul	v22.16b, v16.16b, v16.16b
	mul	v29.16b, v20.16b, v4.16b
	mul	v17.16b, v11.16b, v22.16b
	mul	v10.16b, v9.16b, v0.16b
	mul	v2.2s, v18.2s, v21.2s
	mul	v1.2s, v0.2s, v14.2s
	mul	v30.2s, v1.2s, v25.2s
	mul	v29.2s, v12.2s, v6.2s
	mul	v24.4h, v5.4h, v19.4h
	mul	v30.4h, v13.4h, v23.4h
	mul	v24.4h, v8.4h, v4.4h
	mul	v5.4h, v23.4h, v19.4h
	mul	v3.4s, v31.4s, v16.4s
	mul	v17.4s, v23.4s, v21.4s
	mul	v11.4s, v3.4s, v12.4s
	mul	v3.4s, v28.4s, v10.4s
	mul	v16.8b, v1.8b, v29.8b
	mul	v10.8b, v31.8b, v1.8b
	mul	v1.8b, v22.8b, v9.8b
	mul	v1.8b, v25.8b, v16.8b
	mul	v28.8h, v15.8h, v5.8h
	mul	v23.8h, v16.8h, v5.8h
	mul	v20.8h, v1.8h, v16.8h
	mul	v3.8h, v11.8h, v6.8h
	mvni	v4.2s, #164
	mvni	v0.2s, #253, lsl #8
	mvni	v0.2s, #184, lsl #8
	mvni	v19.2s, #69, lsl #16
	mvni	v29.2s, #209, msl #8
	mvni	v4.2s, #140, msl #16
	mvni	v12.2s, #255, msl #16
	mvni	v9.2s, #3, msl #16
	mvni	v11.4h, #200
	mvni	v30.4h, #170, lsl #8
	mvni	v30.4h, #204
	mvni	v1.4h, #227
	mvni	v2.4s, #0, lsl #24
	mvni	v17.4s, #255
	mvni	v30.4s, #255, lsl #16
	mvni	v0.4s, #46, lsl #16
	mvni	v31.4s, #0, msl #16
	mvni	v6.4s, #118, msl #8
	mvni	v17.4s, #102, msl #16
	mvni	v20.4s, #0, msl #8
	mvni	v23.8h, #0
	mvni	v14.8h, #0
	mvni	v31.8h, #22
	mvni	v12.8h, #1
	neg	d4, d4
	neg	d2, d7
	neg	d3, d26
	neg	d15, d22
	neg	v22.16b, v6.16b
	neg	v24.16b, v17.16b
	neg	v9.16b, v25.16b
	neg	v16.16b, v31.16b
	neg	v6.2d, v4.2d
	neg	v11.2d, v30.2d
	neg	v21.2d, v17.2d
	neg	v22.2d, v25.2d
	neg	v2.2s, v20.2s
	neg	v16.2s, v15.2s
	neg	v3.2s, v25.2s
	neg	v3.2s, v28.2s
	neg	v23.4h, v2.4h
	neg	v24.4h, v16.4h
	neg	v10.4h, v4.4h
	neg	v19.4h, v5.4h
	neg	v28.4s, v3.4s
	neg	v3.4s, v18.4s
	neg	v30.4s, v0.4s
	neg	v18.4s, v28.4s
	neg	v11.8b, v22.8b
	neg	v5.8b, v27.8b
	neg	v7.8b, v20.8b
	neg	v9.8b, v24.8b
	neg	v23.8h, v14.8h
	neg	v17.8h, v21.8h
	neg	v10.8h, v23.8h
	neg	v9.8h, v12.8h
	mvn	v2.16b, v6.16b
	mvn	v5.16b, v23.16b
	mvn	v10.16b, v17.16b
	mvn	v31.16b, v27.16b
	mvn	v9.8b, v28.8b
	mvn	v14.8b, v9.8b
	mvn	v24.8b, v6.8b
	mvn	v2.8b, v6.8b
	orn	w24, w24, w3, asr #12
	orn	w3, w9, w2, ror #5
	orn	w6, w26, w19
	mvn	w10, w2, ror #0
	mvn	x1, x11, ror #59
	orn	x19, x0, x28, lsr #12
	orn	x2, x14, x10, asr #27
	mvn	x10, x5, ror #51
	orn	v22.16b, v5.16b, v0.16b
	orn	v1.16b, v8.16b, v26.16b
	orn	v9.16b, v31.16b, v14.16b
	orn	v14.16b, v19.16b, v29.16b
	orn	v9.8b, v24.8b, v28.8b
	orn	v9.8b, v25.8b, v10.8b
	orn	v10.8b, v16.8b, v20.8b
	orn	v13.8b, v23.8b, v8.8b
	orr	w22, wzr, #0xfe01ffff
	mov	w10, #16843009
	orr	w2, w5, #0x77777777
	orr	w6, w7, #0xe0e0e0e0
	orr	w23, w3, w20, ror #11
	mov	w19, w0
	orr	wzr, w15, w13, ror #27
	mov	w22, w10
	orr	x2, x28, #0xeeeeeeeeeeeeeeee
	mov	x3, #-2170205185142300191
	orr	x3, x12, #0x10000
	orr	x25, x16, #0x6060606060606060
	orr	x21, x21, x4, ror #63
	orr	x29, x21, x6, lsl #21
	orr	x13, x3, xzr, ror #41
	orr	x23, x23, x12, ror #7
	orr	v16.2s, #0, lsl #16
	orr	v29.2s, #66, lsl #16
	orr	v14.2s, #0, lsl #24
	orr	v21.2s, #190, lsl #24
	orr	v20.4h, #116, lsl #8
	orr	v6.4h, #1
	orr	v0.4h, #0, lsl #8
	orr	v0.4h, #70, lsl #8
	orr	v8.4s, #45, lsl #8
	orr	v26.4s, #191
	orr	v30.4s, #0, lsl #8
	orr	v3.4s, #79, lsl #16
	orr	v8.8h, #217
	orr	v6.8h, #142
	orr	v23.8h, #0
	orr	v26.8h, #1
	orr	v7.16b, v6.16b, v17.16b
	orr	v19.16b, v11.16b, v22.16b
	mov	v9.16b, v21.16b
	mov	v30.16b, v8.16b
	orr	v6.8b, v13.8b, v20.8b
	mov	v18.8b, v18.8b
	mov	v20.8b, v30.8b
	orr	v21.8b, v5.8b, v14.8b
	pmull	v11.8h, v18.8b, v3.8b
	pmull	v27.8h, v20.8b, v30.8b
	pmull	v29.8h, v28.8b, v25.8b
	pmull	v3.8h, v16.8b, v21.8b
	pmull2	v3.8h, v25.16b, v15.16b
	pmull2	v2.8h, v17.16b, v19.16b
	pmull2	v22.8h, v14.16b, v3.16b
	pmull2	v3.8h, v10.16b, v2.16b
	pmul	v10.16b, v1.16b, v0.16b
	pmul	v15.16b, v1.16b, v29.16b
	pmul	v7.16b, v26.16b, v3.16b
	pmul	v24.16b, v21.16b, v20.16b
	pmul	v21.8b, v19.8b, v20.8b
	pmul	v23.8b, v29.8b, v12.8b
	pmul	v14.8b, v3.8b, v16.8b
	pmul	v10.8b, v5.8b, v8.8b
	prfm	pstl3keep, #-455796
	prfm	pstl1strm, #-957912
	prfm	pstl1strm, #38704
	prfm	pstl3keep, #-190912
	prfm	plil3keep, [x10, w3, sxtw]
	prfm	plil2strm, [x11, w5, sxtw #3]
	prfm	pldl2strm, [x4, w4, uxtw]
	prfm	#23, [x14, w30, sxtw #3]
	prfm	#22, [x29, x18]
	prfm	pldl2strm, [x16, x7, sxtx]
	prfm	pstl1keep, [x9, x30, lsl #3]
	prfm	#14, [x1, x16]
	prfm	plil3keep, [x27, #27192]
	prfm	pstl2strm, [x5, #30736]
	prfm	pldl1strm, [x12, #25584]
	prfm	#31, [x20, #2544]
	prfum	#22, [x30, #-138]
	prfum	pstl3strm, [x26]
	prfum	pstl3strm, [x24, #163]
	prfum	pldl1strm, [x15, #82]
	raddhn	v24.2s, v28.2d, v3.2d
	raddhn	v19.2s, v6.2d, v20.2d
	raddhn	v29.2s, v28.2d, v6.2d
	raddhn	v3.2s, v7.2d, v27.2d
	raddhn2	v6.4s, v20.2d, v29.2d
	raddhn2	v27.4s, v4.2d, v23.2d
	raddhn2	v22.4s, v20.2d, v6.2d
	raddhn2	v13.4s, v24.2d, v7.2d
	raddhn	v14.4h, v29.4s, v28.4s
	raddhn	v4.4h, v6.4s, v29.4s
	raddhn	v21.4h, v17.4s, v0.4s
	raddhn	v10.4h, v17.4s, v5.4s
	raddhn2	v23.8h, v2.4s, v23.4s
	raddhn2	v18.8h, v7.4s, v21.4s
	raddhn2	v18.8h, v30.4s, v16.4s
	raddhn2	v5.8h, v15.4s, v4.4s
	raddhn	v5.8b, v29.8h, v4.8h
	raddhn	v25.8b, v0.8h, v9.8h
	raddhn	v19.8b, v1.8h, v31.8h
	raddhn	v16.8b, v7.8h, v27.8h
	raddhn2	v19.16b, v15.8h, v22.8h
	raddhn2	v21.16b, v10.8h, v31.8h
	raddhn2	v29.16b, v22.8h, v16.8h
	raddhn2	v31.16b, v17.8h, v3.8h
	rbit	wzr, w6
	rbit	w3, w25
	rbit	w22, w23
	rbit	w5, w17
	rbit	x10, x27
	rbit	x2, x30
	rbit	x26, x10
	rbit	x18, x1
	rbit	v31.16b, v0.16b
	rbit	v1.16b, v26.16b
	rbit	v23.16b, v5.16b
	rbit	v24.16b, v29.16b
	rbit	v18.8b, v13.8b
	rbit	v27.8b, v6.8b
	rbit	v20.8b, v7.8b
	rbit	v24.8b, v2.8b
	ret
	ret
	ret	x27
	ret	x9
	rev16	w0, w1
	rev16	w30, w18
	rev16	w2, w8
	rev16	w2, w2
	rev16	x16, x12
	rev16	x10, xzr
	rev16	x5, x12
	rev16	x14, x28
	rev16	v14.16b, v27.16b
	rev16	v25.16b, v21.16b
	rev16	v15.16b, v11.16b
	rev16	v3.16b, v9.16b
	rev16	v9.8b, v9.8b
	rev16	v13.8b, v29.8b
	rev16	v8.8b, v11.8b
	rev16	v10.8b, v8.8b
	rev32	x24, x4
	rev32	x15, x3
	rev32	x16, x2
	rev32	x24, x30
	rev32	v19.16b, v3.16b
	rev32	v14.16b, v14.16b
	rev32	v1.16b, v20.16b
	rev32	v20.16b, v12.16b
	rev32	v21.4h, v16.4h
	rev32	v31.4h, v2.4h
	rev32	v7.4h, v21.4h
	rev32	v29.4h, v25.4h
	rev32	v11.8b, v3.8b
	rev32	v30.8b, v31.8b
	rev32	v16.8b, v21.8b
	rev32	v11.8b, v1.8b
	rev32	v21.8h, v8.8h
	rev32	v7.8h, v30.8h
	rev32	v20.8h, v0.8h
	rev32	v4.8h, v31.8h
	rev64	v15.16b, v10.16b
	rev64	v29.16b, v29.16b
	rev64	v1.16b, v0.16b
	rev64	v18.16b, v19.16b
	rev64	v17.2s, v17.2s
	rev64	v16.2s, v3.2s
	rev64	v14.2s, v7.2s
	rev64	v20.2s, v2.2s
	rev64	v24.4h, v28.4h
	rev64	v9.4h, v14.4h
	rev64	v31.4h, v27.4h
	rev64	v7.4h, v21.4h
	rev64	v19.4s, v26.4s
	rev64	v26.4s, v10.4s
	rev64	v17.4s, v1.4s
	rev64	v23.4s, v16.4s
	rev64	v2.8b, v30.8b
	rev64	v20.8b, v1.8b
	rev64	v0.8b, v20.8b
	rev64	v23.8b, v11.8b
	rev64	v8.8h, v20.8h
	rev64	v17.8h, v20.8h
	rev64	v27.8h, v26.8h
	rev64	v20.8h, v31.8h
	rev	w10, w13
	rev	w26, w20
	rev	w23, w26
	rev	w18, w28
	rev	x27, x13
	rev	x10, x4
	rev	x0, x8
	rev	x5, x18
	ror	w1, w22, w3
	ror	wzr, w6, w18
	ror	w15, w17, w27
	ror	w16, w27, w14
	ror	x7, x20, x21
	ror	x4, x21, x5
	ror	x10, x2, x29
	ror	x4, x20, x6
	rprfm	#26, x28, [x6]
	rprfm	pldkeep, x14, [x25]
	rprfm	pststrm, x8, [x23]
	rprfm	pldkeep, x25, [x9]
	rshrn	v31.2s, v22.2d, #24
	rshrn	v21.2s, v17.2d, #10
	rshrn	v4.2s, v26.2d, #32
	rshrn	v26.2s, v18.2d, #1
	rshrn2	v8.4s, v21.2d, #1
	rshrn2	v17.4s, v29.2d, #27
	rshrn2	v4.4s, v28.2d, #1
	rshrn2	v19.4s, v15.2d, #13
	rshrn	v10.4h, v0.4s, #3
	rshrn	v26.4h, v6.4s, #1
	rshrn	v12.4h, v17.4s, #2
	rshrn	v20.4h, v1.4s, #1
	rshrn2	v1.8h, v21.4s, #11
	rshrn2	v17.8h, v26.4s, #7
	rshrn2	v18.8h, v14.4s, #13
	rshrn2	v4.8h, v18.4s, #10
	rshrn	v25.8b, v1.8h, #4
	rshrn	v1.8b, v30.8h, #5
	rshrn	v11.8b, v4.8h, #1
	rshrn	v12.8b, v18.8h, #1
	rshrn2	v12.16b, v7.8h, #2
	rshrn2	v11.16b, v22.8h, #4
	rshrn2	v11.16b, v14.8h, #3
	rshrn2	v21.16b, v15.8h, #1
	rsubhn	v3.2s, v24.2d, v18.2d
	rsubhn	v22.2s, v7.2d, v18.2d
	rsubhn	v12.2s, v0.2d, v17.2d
	rsubhn	v27.2s, v22.2d, v1.2d
	rsubhn2	v13.4s, v27.2d, v10.2d
	rsubhn2	v17.4s, v3.2d, v18.2d
	rsubhn2	v0.4s, v12.2d, v16.2d
	rsubhn2	v8.4s, v9.2d, v17.2d
	rsubhn	v18.4h, v6.4s, v25.4s
	rsubhn	v10.4h, v10.4s, v26.4s
	rsubhn	v8.4h, v1.4s, v30.4s
	rsubhn	v27.4h, v21.4s, v20.4s
	rsubhn2	v9.8h, v31.4s, v5.4s
	rsubhn2	v5.8h, v14.4s, v5.4s
	rsubhn2	v0.8h, v13.4s, v22.4s
	rsubhn2	v10.8h, v17.4s, v24.4s
	rsubhn	v6.8b, v24.8h, v5.8h
	rsubhn	v23.8b, v15.8h, v3.8h
	rsubhn	v8.8b, v14.8h, v26.8h
	rsubhn	v30.8b, v22.8h, v12.8h
	rsubhn2	v6.16b, v31.8h, v2.8h
	rsubhn2	v28.16b, v6.8h, v9.8h
	rsubhn2	v21.16b, v31.8h, v17.8h
	rsubhn2	v16.16b, v12.8h, v27.8h
	sabal	v31.2d, v22.2s, v18.2s
	sabal	v8.2d, v26.2s, v14.2s
	sabal	v15.2d, v23.2s, v18.2s
	sabal	v3.2d, v18.2s, v17.2s
	sabal2	v8.2d, v8.4s, v7.4s
	sabal2	v29.2d, v22.4s, v9.4s
	sabal2	v25.2d, v22.4s, v15.4s
	sabal2	v26.2d, v4.4s, v8.4s
	sabal	v8.4s, v5.4h, v25.4h
	sabal	v28.4s, v9.4h, v5.4h
	sabal	v17.4s, v30.4h, v9.4h
	sabal	v11.4s, v15.4h, v17.4h
	sabal2	v1.4s, v15.8h, v3.8h
	sabal2	v29.4s, v2.8h, v19.8h
	sabal2	v14.4s, v1.8h, v18.8h
	sabal2	v13.4s, v26.8h, v28.8h
	sabal	v17.8h, v19.8b, v1.8b
	sabal	v31.8h, v24.8b, v17.8b
	sabal	v23.8h, v13.8b, v23.8b
	sabal	v3.8h, v11.8b, v23.8b
	sabal2	v31.8h, v18.16b, v12.16b
	sabal2	v23.8h, v5.16b, v9.16b
	sabal2	v21.8h, v3.16b, v21.16b
	sabal2	v25.8h, v25.16b, v19.16b
	saba	v13.16b, v13.16b, v14.16b
	saba	v4.16b, v30.16b, v6.16b
	saba	v4.16b, v0.16b, v6.16b
	saba	v21.16b, v14.16b, v4.16b
	saba	v14.2s, v19.2s, v31.2s
	saba	v14.2s, v13.2s, v17.2s
	saba	v12.2s, v2.2s, v15.2s
	saba	v1.2s, v16.2s, v11.2s
	saba	v21.4h, v5.4h, v9.4h
	saba	v17.4h, v17.4h, v14.4h
	saba	v2.4h, v19.4h, v24.4h
	saba	v20.4h, v10.4h, v6.4h
	saba	v9.4s, v31.4s, v8.4s
	saba	v21.4s, v3.4s, v29.4s
	saba	v5.4s, v19.4s, v15.4s
	saba	v14.4s, v23.4s, v15.4s
	saba	v19.8b, v5.8b, v18.8b
	saba	v8.8b, v2.8b, v18.8b
	saba	v9.8b, v12.8b, v1.8b
	saba	v20.8b, v4.8b, v29.8b
	saba	v29.8h, v5.8h, v2.8h
	saba	v16.8h, v8.8h, v21.8h
	saba	v11.8h, v1.8h, v8.8h
	saba	v29.8h, v17.8h, v27.8h
	sabdl	v18.2d, v7.2s, v9.2s
	sabdl	v12.2d, v4.2s, v18.2s
	sabdl	v21.2d, v8.2s, v29.2s
	sabdl	v31.2d, v23.2s, v31.2s
	sabdl2	v24.2d, v29.4s, v20.4s
	sabdl2	v1.2d, v18.4s, v11.4s
	sabdl2	v21.2d, v5.4s, v3.4s
	sabdl2	v24.2d, v30.4s, v5.4s
	sabdl	v9.4s, v24.4h, v23.4h
	sabdl	v14.4s, v13.4h, v13.4h
	sabdl	v5.4s, v31.4h, v5.4h
	sabdl	v1.4s, v21.4h, v17.4h
	sabdl2	v6.4s, v19.8h, v10.8h
	sabdl2	v30.4s, v14.8h, v25.8h
	sabdl2	v5.4s, v18.8h, v0.8h
	sabdl2	v0.4s, v17.8h, v17.8h
	sabdl	v11.8h, v15.8b, v12.8b
	sabdl	v19.8h, v27.8b, v22.8b
	sabdl	v1.8h, v15.8b, v4.8b
	sabdl	v24.8h, v11.8b, v5.8b
	sabdl2	v11.8h, v23.16b, v28.16b
	sabdl2	v14.8h, v28.16b, v13.16b
	sabdl2	v17.8h, v0.16b, v25.16b
	sabdl2	v8.8h, v10.16b, v7.16b
	sabd	v1.16b, v10.16b, v25.16b
	sabd	v12.16b, v5.16b, v8.16b
	sabd	v3.16b, v7.16b, v25.16b
	sabd	v27.16b, v6.16b, v1.16b
	sabd	v11.2s, v15.2s, v9.2s
	sabd	v20.2s, v21.2s, v11.2s
	sabd	v19.2s, v0.2s, v23.2s
	sabd	v16.2s, v29.2s, v6.2s
	sabd	v22.4h, v12.4h, v24.4h
	sabd	v18.4h, v25.4h, v2.4h
	sabd	v22.4h, v3.4h, v19.4h
	sabd	v16.4h, v25.4h, v16.4h
	sabd	v2.4s, v25.4s, v22.4s
	sabd	v15.4s, v21.4s, v25.4s
	sabd	v23.4s, v12.4s, v10.4s
	sabd	v22.4s, v10.4s, v2.4s
	sabd	v20.8b, v0.8b, v15.8b
	sabd	v29.8b, v30.8b, v2.8b
	sabd	v25.8b, v2.8b, v14.8b
	sabd	v8.8b, v12.8b, v1.8b
	sabd	v27.8h, v0.8h, v12.8h
	sabd	v5.8h, v22.8h, v16.8h
	sabd	v22.8h, v30.8h, v9.8h
	sabd	v17.8h, v17.8h, v19.8h
	sadalp	v2.1d, v4.2s
	sadalp	v4.1d, v31.2s
	sadalp	v18.1d, v4.2s
	sadalp	v14.1d, v7.2s
	sadalp	v24.2d, v4.4s
	sadalp	v3.2d, v24.4s
	sadalp	v29.2d, v12.4s
	sadalp	v15.2d, v21.4s
	sadalp	v23.2s, v8.4h
	sadalp	v27.2s, v20.4h
	sadalp	v14.2s, v0.4h
	sadalp	v5.2s, v9.4h
	sadalp	v27.4h, v7.8b
	sadalp	v6.4h, v12.8b
	sadalp	v16.4h, v20.8b
	sadalp	v31.4h, v24.8b
	sadalp	v15.4s, v9.8h
	sadalp	v3.4s, v3.8h
	sadalp	v20.4s, v10.8h
	sadalp	v22.4s, v10.8h
	sadalp	v31.8h, v11.16b
	sadalp	v17.8h, v31.16b
	sadalp	v8.8h, v19.16b
	sadalp	v16.8h, v29.16b
	saddlp	v25.1d, v14.2s
	saddlp	v31.1d, v5.2s
	saddlp	v14.1d, v21.2s
	saddlp	v15.1d, v1.2s
	saddlp	v5.2d, v6.4s
	saddlp	v2.2d, v6.4s
	saddlp	v9.2d, v22.4s
	saddlp	v30.2d, v24.4s
	saddlp	v14.2s, v26.4h
	saddlp	v20.2s, v23.4h
	saddlp	v31.2s, v23.4h
	saddlp	v6.2s, v21.4h
	saddlp	v12.4h, v16.8b
	saddlp	v9.4h, v21.8b
	saddlp	v1.4h, v28.8b
	saddlp	v25.4h, v20.8b
	saddlp	v21.4s, v16.8h
	saddlp	v19.4s, v1.8h
	saddlp	v25.4s, v11.8h
	saddlp	v25.4s, v12.8h
	saddlp	v13.8h, v20.16b
	saddlp	v13.8h, v6.16b
	saddlp	v4.8h, v9.16b
	saddlp	v25.8h, v22.16b
	saddlv	h14, v1.16b
	saddlv	h25, v18.16b
	saddlv	h27, v8.16b
	saddlv	h26, v2.16b
	saddlv	s5, v29.4h
	saddlv	s8, v29.4h
	saddlv	s26, v8.4h
	saddlv	s23, v10.4h
	saddlv	d3, v1.4s
	saddlv	d9, v27.4s
	saddlv	d14, v4.4s
	saddlv	d1, v10.4s
	saddlv	h2, v4.8b
	saddlv	h6, v27.8b
	saddlv	h28, v11.8b
	saddlv	h26, v25.8b
	saddlv	s10, v25.8h
	saddlv	s2, v13.8h
	saddlv	s22, v12.8h
	saddlv	s24, v5.8h
	saddl	v23.2d, v14.2s, v18.2s
	saddl	v21.2d, v10.2s, v13.2s
	saddl	v22.2d, v3.2s, v10.2s
	saddl	v29.2d, v0.2s, v9.2s
	saddl2	v24.2d, v7.4s, v18.4s
	saddl2	v9.2d, v11.4s, v10.4s
	saddl2	v0.2d, v29.4s, v27.4s
	saddl2	v5.2d, v17.4s, v3.4s
	saddl	v6.4s, v0.4h, v21.4h
	saddl	v14.4s, v0.4h, v14.4h
	saddl	v8.4s, v30.4h, v24.4h
	saddl	v0.4s, v11.4h, v28.4h
	saddl2	v12.4s, v4.8h, v24.8h
	saddl2	v20.4s, v19.8h, v24.8h
	saddl2	v3.4s, v27.8h, v6.8h
	saddl2	v18.4s, v31.8h, v15.8h
	saddl	v30.8h, v8.8b, v31.8b
	saddl	v8.8h, v21.8b, v2.8b
	saddl	v4.8h, v27.8b, v31.8b
	saddl	v9.8h, v11.8b, v29.8b
	saddl2	v4.8h, v18.16b, v14.16b
	saddl2	v25.8h, v18.16b, v4.16b
	saddl2	v31.8h, v12.16b, v22.16b
	saddl2	v27.8h, v17.16b, v25.16b
	saddw	v27.2d, v21.2d, v2.2s
	saddw	v20.2d, v30.2d, v30.2s
	saddw	v4.2d, v0.2d, v29.2s
	saddw	v19.2d, v3.2d, v27.2s
	saddw2	v19.2d, v24.2d, v28.4s
	saddw2	v23.2d, v5.2d, v18.4s
	saddw2	v14.2d, v30.2d, v20.4s
	saddw2	v19.2d, v4.2d, v8.4s
	saddw	v19.4s, v26.4s, v6.4h
	saddw	v3.4s, v12.4s, v20.4h
	saddw	v4.4s, v18.4s, v3.4h
	saddw	v18.4s, v17.4s, v15.4h
	saddw2	v28.4s, v11.4s, v4.8h
	saddw2	v25.4s, v31.4s, v1.8h
	saddw2	v9.4s, v16.4s, v7.8h
	saddw2	v31.4s, v3.4s, v13.8h
	saddw	v16.8h, v13.8h, v17.8b
	saddw	v18.8h, v18.8h, v8.8b
	saddw	v12.8h, v23.8h, v6.8b
	saddw	v17.8h, v26.8h, v16.8b
	saddw2	v23.8h, v2.8h, v19.16b
	saddw2	v22.8h, v27.8h, v14.16b
	saddw2	v13.8h, v19.8h, v22.16b
	saddw2	v19.8h, v25.8h, v1.16b
	sbcs	w30, w24, w25
	sbcs	w7, w11, w12
	sbcs	w24, w23, w25
	sbcs	w6, w30, w24
	sbcs	x13, x0, x6
	sbcs	x24, x29, x4
	sbcs	x25, x30, xzr
	sbcs	x26, x0, xzr
	sbc	w21, w6, w5
	ngc	w8, wzr
	ngc	w3, w5
	sbc	w0, w25, w26
	ngc	x24, x12
	sbc	x10, x9, x16
	ngc	x17, x13
	sbc	x20, x0, x11
	sbfiz	w12, w15, #21, #11
	sbfx	w10, w20, #4, #4
	sbfx	w29, w24, #14, #10
	sbfx	w16, w19, #1, #28
	sbfiz	x0, x7, #19, #5
	sbfx	x0, x11, #0, #6
	sbfx	x5, x23, #0, #41
	sbfx	x10, x29, #0, #50
	scvtf	d24, w13
	scvtf	d29, w26
	scvtf	d4, w12
	scvtf	d6, w16
	scvtf	d27, w2, #23
	scvtf	d4, w13, #9
	scvtf	d26, w24, #1
	scvtf	d8, w25, #1
	scvtf	s21, w8
	scvtf	s20, w18
	scvtf	s5, w13
	scvtf	s7, w26
	scvtf	s19, w19, #1
	scvtf	s1, w0, #1
	scvtf	s8, w30, #1
	scvtf	s27, w13, #24
	scvtf	d22, x25
	scvtf	d14, x1
	scvtf	d27, x15
	scvtf	d14, xzr
	scvtf	d13, x29, #55
	scvtf	d30, x22, #46
	scvtf	d24, x3, #64
	scvtf	d16, x16, #23
	scvtf	s4, x8
	scvtf	s29, x0
	scvtf	s18, x26
	scvtf	s1, x23
	scvtf	s22, x6, #12
	scvtf	s0, x1, #21
	scvtf	s11, x7, #6
	scvtf	s15, x8, #59
	scvtf	d30, d17, #31
	scvtf	d20, d0, #1
	scvtf	d12, d4, #64
	scvtf	d4, d14, #44
	scvtf	s5, s12, #1
	scvtf	s30, s7, #1
	scvtf	s20, s27, #1
	scvtf	s4, s21, #11
	scvtf	v11.2d, v21.2d, #9
	scvtf	v26.2d, v4.2d, #7
	scvtf	v19.2d, v2.2d, #1
	scvtf	v6.2d, v25.2d, #60
	scvtf	v6.2s, v10.2s, #25
	scvtf	v28.2s, v9.2s, #5
	scvtf	v15.2s, v20.2s, #14
	scvtf	v31.2s, v11.2s, #19
	scvtf	v3.4s, v4.4s, #4
	scvtf	v29.4s, v1.4s, #11
	scvtf	v30.4s, v0.4s, #22
	scvtf	v27.4s, v14.4s, #32
	scvtf	d9, d24
	scvtf	d13, d18
	scvtf	d18, d26
	scvtf	d2, d19
	scvtf	s25, s10
	scvtf	s10, s4
	scvtf	s5, s31
	scvtf	s29, s7
	scvtf	v20.2d, v15.2d
	scvtf	v4.2d, v16.2d
	scvtf	v23.2d, v16.2d
	scvtf	v15.2d, v6.2d
	scvtf	v4.2s, v25.2s
	scvtf	v6.2s, v6.2s
	scvtf	v15.2s, v30.2s
	scvtf	v5.2s, v3.2s
	scvtf	v1.4s, v9.4s
	scvtf	v2.4s, v4.4s
	scvtf	v13.4s, v19.4s
	scvtf	v8.4s, v22.4s
	sdiv	w14, w0, w20
	sdiv	w24, w14, w1
	sdiv	w14, w19, w19
	sdiv	w14, w28, w6
	sdiv	x26, x28, x30
	sdiv	x18, x16, x0
	sdiv	x2, xzr, x25
	sdiv	x6, x19, x22
	shadd	v8.16b, v1.16b, v31.16b
	shadd	v17.16b, v12.16b, v19.16b
	shadd	v21.16b, v22.16b, v11.16b
	shadd	v23.16b, v8.16b, v21.16b
	shadd	v29.2s, v1.2s, v1.2s
	shadd	v14.2s, v1.2s, v6.2s
	shadd	v30.2s, v5.2s, v5.2s
	shadd	v13.2s, v25.2s, v5.2s
	shadd	v31.4h, v24.4h, v4.4h
	shadd	v4.4h, v11.4h, v30.4h
	shadd	v23.4h, v17.4h, v12.4h
	shadd	v25.4h, v15.4h, v9.4h
	shadd	v28.4s, v18.4s, v10.4s
	shadd	v23.4s, v10.4s, v4.4s
	shadd	v17.4s, v26.4s, v31.4s
	shadd	v0.4s, v26.4s, v26.4s
	shadd	v12.8b, v22.8b, v22.8b
	shadd	v24.8b, v28.8b, v15.8b
	shadd	v5.8b, v15.8b, v17.8b
	shadd	v18.8b, v12.8b, v9.8b
	shadd	v23.8h, v1.8h, v19.8h
	shadd	v23.8h, v27.8h, v13.8h
	shadd	v16.8h, v7.8h, v31.8h
	shadd	v4.8h, v23.8h, v18.8h
	shll	v7.2d, v16.2s, #32
	shll	v24.2d, v26.2s, #32
	shll	v27.2d, v24.2s, #32
	shll	v0.2d, v4.2s, #32
	shll2	v8.2d, v24.4s, #32
	shll2	v10.2d, v29.4s, #32
	shll2	v0.2d, v25.4s, #32
	shll2	v28.2d, v3.4s, #32
	shll	v18.4s, v4.4h, #16
	shll	v24.4s, v21.4h, #16
	shll	v10.4s, v31.4h, #16
	shll	v11.4s, v18.4h, #16
	shll2	v10.4s, v4.8h, #16
	shll2	v20.4s, v11.8h, #16
	shll2	v29.4s, v6.8h, #16
	shll2	v22.4s, v17.8h, #16
	shll	v10.8h, v31.8b, #8
	shll	v10.8h, v17.8b, #8
	shll	v29.8h, v26.8b, #8
	shll	v28.8h, v9.8b, #8
	shll2	v5.8h, v13.16b, #8
	shll2	v7.8h, v7.16b, #8
	shll2	v4.8h, v0.16b, #8
	shll2	v7.8h, v19.16b, #8
	shl	d30, d31, #34
	shl	d18, d26, #63
	shl	d4, d26, #7
	shl	d2, d22, #0
	shl	v6.16b, v22.16b, #4
	shl	v25.16b, v1.16b, #1
	shl	v29.16b, v27.16b, #3
	shl	v24.16b, v8.16b, #5
	shl	v10.2d, v0.2d, #25
	shl	v30.2d, v20.2d, #30
	shl	v15.2d, v10.2d, #1
	shl	v29.2d, v21.2d, #1
	shl	v10.2s, v0.2s, #0
	shl	v5.2s, v24.2s, #27
	shl	v13.2s, v12.2s, #1
	shl	v22.2s, v1.2s, #23
	shl	v20.4h, v1.4h, #14
	shl	v30.4h, v31.4h, #15
	shl	v23.4h, v6.4h, #8
	shl	v14.4h, v15.4h, #11
	shl	v10.4s, v18.4s, #27
	shl	v13.4s, v25.4s, #13
	shl	v15.4s, v25.4s, #1
	shl	v28.4s, v6.4s, #1
	shl	v6.8b, v9.8b, #5
	shl	v28.8b, v31.8b, #1
	shl	v2.8b, v19.8b, #3
	shl	v9.8b, v30.8b, #7
	shl	v12.8h, v6.8h, #2
	shl	v9.8h, v9.8h, #13
	shl	v26.8h, v30.8h, #10
	shl	v23.8h, v24.8h, #10
	shrn	v29.2s, v7.2d, #8
	shrn	v26.2s, v15.2d, #1
	shrn	v30.2s, v26.2d, #30
	shrn	v23.2s, v13.2d, #29
	shrn2	v25.4s, v29.2d, #7
	shrn2	v12.4s, v12.2d, #1
	shrn2	v27.4s, v29.2d, #3
	shrn2	v27.4s, v9.2d, #1
	shrn	v13.4h, v19.4s, #8
	shrn	v26.4h, v19.4s, #1
	shrn	v16.4h, v5.4s, #15
	shrn	v8.4h, v13.4s, #1
	shrn2	v14.8h, v18.4s, #10
	shrn2	v7.8h, v29.4s, #10
	shrn2	v22.8h, v22.4s, #6
	shrn2	v21.8h, v7.4s, #7
	shrn	v13.8b, v14.8h, #1
	shrn	v22.8b, v14.8h, #8
	shrn	v2.8b, v27.8h, #8
	shrn	v31.8b, v26.8h, #8
	shrn2	v10.16b, v15.8h, #7
	shrn2	v5.16b, v21.8h, #4
	shrn2	v17.16b, v29.8h, #7
	shrn2	v14.16b, v16.8h, #5
	shsub	v2.16b, v15.16b, v8.16b
	shsub	v28.16b, v27.16b, v16.16b
	shsub	v26.16b, v10.16b, v22.16b
	shsub	v23.16b, v6.16b, v19.16b
	shsub	v13.2s, v17.2s, v20.2s
	shsub	v17.2s, v22.2s, v4.2s
	shsub	v3.2s, v23.2s, v14.2s
	shsub	v1.2s, v14.2s, v21.2s
	shsub	v12.4h, v20.4h, v10.4h
	shsub	v18.4h, v21.4h, v0.4h
	shsub	v25.4h, v6.4h, v9.4h
	shsub	v1.4h, v20.4h, v3.4h
	shsub	v3.4s, v18.4s, v28.4s
	shsub	v8.4s, v2.4s, v4.4s
	shsub	v10.4s, v5.4s, v9.4s
	shsub	v10.4s, v1.4s, v28.4s
	shsub	v19.8b, v3.8b, v28.8b
	shsub	v1.8b, v22.8b, v13.8b
	shsub	v19.8b, v18.8b, v13.8b
	shsub	v26.8b, v1.8b, v7.8b
	shsub	v25.8h, v17.8h, v17.8h
	shsub	v3.8h, v19.8h, v27.8h
	shsub	v6.8h, v14.8h, v7.8h
	shsub	v13.8h, v17.8h, v25.8h
	sli	d16, d19, #18
	sli	d18, d22, #0
	sli	d11, d4, #62
	sli	d23, d12, #60
	sli	v29.16b, v3.16b, #1
	sli	v13.16b, v12.16b, #7
	sli	v11.16b, v19.16b, #0
	sli	v0.16b, v3.16b, #0
	sli	v21.2d, v15.2d, #63
	sli	v30.2d, v7.2d, #5
	sli	v19.2d, v28.2d, #0
	sli	v2.2d, v26.2d, #0
	sli	v7.2s, v24.2s, #1
	sli	v7.2s, v7.2s, #0
	sli	v11.2s, v22.2s, #31
	sli	v29.2s, v23.2s, #28
	sli	v29.4h, v10.4h, #14
	sli	v4.4h, v27.4h, #5
	sli	v3.4h, v0.4h, #0
	sli	v16.4h, v21.4h, #10
	sli	v3.4s, v14.4s, #9
	sli	v28.4s, v19.4s, #18
	sli	v15.4s, v10.4s, #31
	sli	v5.4s, v19.4s, #3
	sli	v25.8b, v30.8b, #1
	sli	v27.8b, v18.8b, #0
	sli	v8.8b, v10.8b, #0
	sli	v10.8b, v2.8b, #2
	sli	v31.8h, v21.8h, #1
	sli	v17.8h, v25.8h, #15
	sli	v30.8h, v20.8h, #9
	sli	v2.8h, v2.8h, #1
	smull	x15, w21, w20
	smaddl	x13, w5, w22, x24
	smaddl	xzr, w7, w0, x18
	smaddl	x28, w29, w1, x15
	smaxp	v9.16b, v10.16b, v29.16b
	smaxp	v19.16b, v7.16b, v5.16b
	smaxp	v10.16b, v30.16b, v5.16b
	smaxp	v7.16b, v30.16b, v15.16b
	smaxp	v12.2s, v6.2s, v30.2s
	smaxp	v1.2s, v17.2s, v0.2s
	smaxp	v16.2s, v1.2s, v6.2s
	smaxp	v4.2s, v5.2s, v27.2s
	smaxp	v21.4h, v27.4h, v19.4h
	smaxp	v0.4h, v4.4h, v14.4h
	smaxp	v31.4h, v6.4h, v9.4h
	smaxp	v10.4h, v7.4h, v19.4h
	smaxp	v12.4s, v10.4s, v17.4s
	smaxp	v14.4s, v18.4s, v20.4s
	smaxp	v21.4s, v3.4s, v28.4s
	smaxp	v3.4s, v4.4s, v14.4s
	smaxp	v4.8b, v21.8b, v0.8b
	smaxp	v19.8b, v27.8b, v14.8b
	smaxp	v16.8b, v6.8b, v30.8b
	smaxp	v26.8b, v22.8b, v25.8b
	smaxp	v12.8h, v13.8h, v18.8h
	smaxp	v27.8h, v18.8h, v8.8h
	smaxp	v14.8h, v19.8h, v0.8h
	smaxp	v27.8h, v8.8h, v31.8h
	smaxv	b16, v12.16b
	smaxv	b3, v26.16b
	smaxv	b18, v28.16b
	smaxv	b2, v6.16b
	smaxv	h20, v11.4h
	smaxv	h26, v11.4h
	smaxv	h29, v15.4h
	smaxv	h13, v15.4h
	smaxv	s18, v18.4s
	smaxv	s15, v30.4s
	smaxv	s11, v30.4s
	smaxv	s21, v0.4s
	smaxv	b30, v2.8b
	smaxv	b16, v27.8b
	smaxv	b21, v27.8b
	smaxv	b19, v30.8b
	smaxv	h14, v1.8h
	smaxv	h8, v8.8h
	smaxv	h11, v0.8h
	smaxv	h1, v19.8h
	smax	v22.16b, v11.16b, v22.16b
	smax	v16.16b, v0.16b, v0.16b
	smax	v27.16b, v14.16b, v8.16b
	smax	v6.16b, v30.16b, v15.16b
	smax	v10.2s, v18.2s, v27.2s
	smax	v19.2s, v2.2s, v16.2s
	smax	v23.2s, v8.2s, v5.2s
	smax	v31.2s, v10.2s, v13.2s
	smax	v5.4h, v19.4h, v15.4h
	smax	v6.4h, v1.4h, v15.4h
	smax	v20.4h, v16.4h, v28.4h
	smax	v19.4h, v17.4h, v20.4h
	smax	v0.4s, v12.4s, v20.4s
	smax	v14.4s, v9.4s, v11.4s
	smax	v8.4s, v23.4s, v1.4s
	smax	v26.4s, v21.4s, v13.4s
	smax	v0.8b, v12.8b, v31.8b
	smax	v25.8b, v21.8b, v22.8b
	smax	v4.8b, v20.8b, v30.8b
	smax	v27.8b, v30.8b, v21.8b
	smax	v1.8h, v12.8h, v4.8h
	smax	v24.8h, v3.8h, v3.8h
	smax	v7.8h, v6.8h, v20.8h
	smax	v6.8h, v14.8h, v5.8h
	smc	#0x1737
	smc	#0xde7c
	smc	#0
	smc	#0x33f0
	sminp	v5.16b, v21.16b, v19.16b
	sminp	v28.16b, v14.16b, v11.16b
	sminp	v18.16b, v26.16b, v30.16b
	sminp	v28.16b, v23.16b, v10.16b
	sminp	v8.2s, v1.2s, v9.2s
	sminp	v1.2s, v18.2s, v20.2s
	sminp	v6.2s, v6.2s, v21.2s
	sminp	v31.2s, v21.2s, v1.2s
	sminp	v27.4h, v12.4h, v27.4h
	sminp	v11.4h, v29.4h, v23.4h
	sminp	v20.4h, v29.4h, v30.4h
	sminp	v5.4h, v14.4h, v10.4h
	sminp	v24.4s, v22.4s, v21.4s
	sminp	v26.4s, v19.4s, v29.4s
	sminp	v2.4s, v23.4s, v5.4s
	sminp	v26.4s, v7.4s, v9.4s
	sminp	v6.8b, v27.8b, v26.8b
	sminp	v10.8b, v2.8b, v31.8b
	sminp	v9.8b, v2.8b, v13.8b
	sminp	v24.8b, v29.8b, v11.8b
	sminp	v7.8h, v17.8h, v27.8h
	sminp	v16.8h, v24.8h, v7.8h
	sminp	v30.8h, v31.8h, v15.8h
	sminp	v30.8h, v28.8h, v13.8h
	sminv	b2, v5.16b
	sminv	b15, v12.16b
	sminv	b11, v26.16b
	sminv	b11, v30.16b
	sminv	h1, v1.4h
	sminv	h18, v26.4h
	sminv	h20, v13.4h
	sminv	h0, v21.4h
	sminv	s19, v4.4s
	sminv	s9, v25.4s
	sminv	s30, v29.4s
	sminv	s5, v18.4s
	sminv	b6, v18.8b
	sminv	b20, v30.8b
	sminv	b24, v4.8b
	sminv	b4, v12.8b
	sminv	h23, v12.8h
	sminv	h30, v29.8h
	sminv	h16, v25.8h
	sminv	h22, v8.8h
	smin	v2.16b, v22.16b, v22.16b
	smin	v26.16b, v17.16b, v6.16b
	smin	v19.16b, v20.16b, v10.16b
	smin	v14.16b, v3.16b, v25.16b
	smin	v25.2s, v25.2s, v8.2s
	smin	v2.2s, v3.2s, v14.2s
	smin	v17.2s, v20.2s, v30.2s
	smin	v22.2s, v30.2s, v8.2s
	smin	v5.4h, v1.4h, v5.4h
	smin	v21.4h, v14.4h, v0.4h
	smin	v3.4h, v6.4h, v15.4h
	smin	v14.4h, v14.4h, v18.4h
	smin	v24.4s, v21.4s, v28.4s
	smin	v30.4s, v10.4s, v18.4s
	smin	v0.4s, v9.4s, v17.4s
	smin	v2.4s, v19.4s, v26.4s
	smin	v0.8b, v25.8b, v5.8b
	smin	v15.8b, v23.8b, v9.8b
	smin	v11.8b, v31.8b, v9.8b
	smin	v17.8b, v27.8b, v7.8b
	smin	v23.8h, v21.8h, v19.8h
	smin	v15.8h, v11.8h, v31.8h
	smin	v9.8h, v14.8h, v15.8h
	smin	v29.8h, v17.8h, v9.8h
	smlal	v18.2d, v11.2s, v19.s[0]
	smlal	v18.2d, v11.2s, v27.s[2]
	smlal	v30.2d, v20.2s, v30.s[0]
	smlal	v28.2d, v23.2s, v13.s[0]
	smlal2	v8.2d, v15.4s, v25.s[0]
	smlal2	v28.2d, v0.4s, v31.s[1]
	smlal2	v16.2d, v17.4s, v7.s[2]
	smlal2	v10.2d, v27.4s, v5.s[1]
	smlal	v24.4s, v0.4h, v7.h[0]
	smlal	v8.4s, v26.4h, v9.h[0]
	smlal	v11.4s, v26.4h, v5.h[0]
	smlal	v26.4s, v7.4h, v11.h[2]
	smlal2	v18.4s, v3.8h, v6.h[7]
	smlal2	v31.4s, v31.8h, v6.h[6]
	smlal2	v21.4s, v26.8h, v1.h[5]
	smlal2	v21.4s, v4.8h, v10.h[1]
	smlal	v4.2d, v6.2s, v25.2s
	smlal	v17.2d, v14.2s, v15.2s
	smlal	v3.2d, v18.2s, v2.2s
	smlal	v16.2d, v25.2s, v31.2s
	smlal2	v10.2d, v3.4s, v0.4s
	smlal2	v1.2d, v5.4s, v15.4s
	smlal2	v10.2d, v26.4s, v10.4s
	smlal2	v16.2d, v13.4s, v24.4s
	smlal	v21.4s, v11.4h, v22.4h
	smlal	v6.4s, v1.4h, v11.4h
	smlal	v16.4s, v1.4h, v31.4h
	smlal	v12.4s, v6.4h, v2.4h
	smlal2	v10.4s, v7.8h, v4.8h
	smlal2	v0.4s, v24.8h, v15.8h
	smlal2	v15.4s, v6.8h, v31.8h
	smlal2	v28.4s, v14.8h, v25.8h
	smlal	v15.8h, v20.8b, v8.8b
	smlal	v21.8h, v20.8b, v22.8b
	smlal	v22.8h, v23.8b, v5.8b
	smlal	v20.8h, v16.8b, v5.8b
	smlal2	v13.8h, v24.16b, v31.16b
	smlal2	v29.8h, v29.16b, v3.16b
	smlal2	v19.8h, v25.16b, v28.16b
	smlal2	v24.8h, v21.16b, v12.16b
	smlsl	v22.2d, v4.2s, v27.s[1]
	smlsl	v21.2d, v24.2s, v21.s[0]
	smlsl	v28.2d, v6.2s, v19.s[1]
	smlsl	v23.2d, v2.2s, v31.s[2]
	smlsl2	v12.2d, v31.4s, v31.s[0]
	smlsl2	v3.2d, v1.4s, v26.s[1]
	smlsl2	v15.2d, v31.4s, v0.s[0]
	smlsl2	v14.2d, v29.4s, v10.s[3]
	smlsl	v13.4s, v7.4h, v9.h[0]
	smlsl	v21.4s, v9.4h, v10.h[0]
	smlsl	v2.4s, v17.4h, v12.h[6]
	smlsl	v23.4s, v24.4h, v10.h[1]
	smlsl2	v25.4s, v2.8h, v13.h[4]
	smlsl2	v10.4s, v10.8h, v2.h[0]
	smlsl2	v20.4s, v18.8h, v15.h[6]
	smlsl2	v21.4s, v12.8h, v11.h[0]
	smlsl	v9.2d, v1.2s, v30.2s
	smlsl	v4.2d, v15.2s, v6.2s
	smlsl	v20.2d, v16.2s, v14.2s
	smlsl	v5.2d, v28.2s, v24.2s
	smlsl2	v21.2d, v8.4s, v11.4s
	smlsl2	v21.2d, v3.4s, v10.4s
	smlsl2	v0.2d, v8.4s, v23.4s
	smlsl2	v20.2d, v3.4s, v29.4s
	smlsl	v21.4s, v3.4h, v17.4h
	smlsl	v13.4s, v18.4h, v10.4h
	smlsl	v8.4s, v20.4h, v1.4h
	smlsl	v16.4s, v30.4h, v6.4h
	smlsl2	v20.4s, v20.8h, v13.8h
	smlsl2	v20.4s, v25.8h, v12.8h
	smlsl2	v14.4s, v13.8h, v15.8h
	smlsl2	v9.4s, v31.8h, v7.8h
	smlsl	v25.8h, v29.8b, v1.8b
	smlsl	v28.8h, v31.8b, v2.8b
	smlsl	v14.8h, v0.8b, v1.8b
	smlsl	v6.8h, v16.8b, v5.8b
	smlsl2	v10.8h, v14.16b, v28.16b
	smlsl2	v30.8h, v30.16b, v28.16b
	smlsl2	v19.8h, v3.16b, v24.16b
	smlsl2	v6.8h, v15.16b, v3.16b
	smov	wzr, v28.b[13]
	smov	w27, v25.b[1]
	smov	w26, v2.b[15]
	smov	w12, v26.b[15]
	smov	wzr, v7.h[0]
	smov	w12, v16.h[3]
	smov	w10, v4.h[7]
	smov	w20, v16.h[0]
	smov	x9, v23.b[1]
	smov	x8, v15.b[7]
	smov	x17, v12.b[13]
	smov	x18, v23.b[5]
	smov	x28, v10.h[7]
	smov	x1, v3.h[4]
	smov	x5, v27.h[1]
	smov	x24, v17.h[3]
	smov	x22, v21.s[1]
	smov	x22, v6.s[2]
	smov	x21, v6.s[0]
	smov	x2, v9.s[2]
	smnegl	x10, w19, w16
	smsubl	x14, w2, w6, x23
	smsubl	x14, w2, w23, x25
	smsubl	x17, w5, w19, x11
	smulh	x24, x5, x8
	smulh	x2, x30, x14
	smulh	x7, x11, x21
	smulh	x6, x19, x10
	smull	v29.2d, v5.2s, v5.s[1]
	smull	v10.2d, v1.2s, v15.s[0]
	smull	v13.2d, v11.2s, v19.s[1]
	smull	v6.2d, v3.2s, v4.s[2]
	smull2	v2.2d, v24.4s, v30.s[2]
	smull2	v28.2d, v20.4s, v3.s[3]
	smull2	v28.2d, v12.4s, v3.s[0]
	smull2	v6.2d, v8.4s, v1.s[3]
	smull	v31.4s, v6.4h, v6.h[3]
	smull	v19.4s, v4.4h, v5.h[1]
	smull	v12.4s, v24.4h, v4.h[7]
	smull	v29.4s, v30.4h, v13.h[0]
	smull2	v29.4s, v1.8h, v3.h[4]
	smull2	v9.4s, v2.8h, v11.h[3]
	smull2	v18.4s, v0.8h, v6.h[5]
	smull2	v8.4s, v12.8h, v5.h[2]
	smull	v2.2d, v7.2s, v17.2s
	smull	v24.2d, v21.2s, v10.2s
	smull	v4.2d, v5.2s, v18.2s
	smull	v14.2d, v23.2s, v31.2s
	smull2	v30.2d, v11.4s, v15.4s
	smull2	v22.2d, v19.4s, v25.4s
	smull2	v10.2d, v23.4s, v15.4s
	smull2	v31.2d, v27.4s, v25.4s
	smull	v12.4s, v22.4h, v14.4h
	smull	v28.4s, v18.4h, v9.4h
	smull	v1.4s, v23.4h, v8.4h
	smull	v6.4s, v13.4h, v10.4h
	smull2	v3.4s, v25.8h, v24.8h
	smull2	v9.4s, v10.8h, v18.8h
	smull2	v22.4s, v2.8h, v15.8h
	smull2	v15.4s, v18.8h, v30.8h
	smull	v21.8h, v9.8b, v30.8b
	smull	v16.8h, v17.8b, v8.8b
	smull	v19.8h, v2.8b, v23.8b
	smull	v2.8h, v20.8b, v21.8b
	smull2	v19.8h, v21.16b, v30.16b
	smull2	v14.8h, v28.16b, v12.16b
	smull2	v13.8h, v13.16b, v31.16b
	smull2	v28.8h, v6.16b, v17.16b
	sqabs	b16, b3
	sqabs	b10, b17
	sqabs	b17, b27
	sqabs	b1, b1
	sqabs	d6, d22
	sqabs	d24, d20
	sqabs	d6, d14
	sqabs	d24, d11
	sqabs	h13, h20
	sqabs	h15, h15
	sqabs	h27, h19
	sqabs	h0, h22
	sqabs	s19, s6
	sqabs	s15, s10
	sqabs	s31, s12
	sqabs	s18, s0
	sqabs	v7.16b, v5.16b
	sqabs	v26.16b, v27.16b
	sqabs	v27.16b, v13.16b
	sqabs	v31.16b, v13.16b
	sqabs	v31.2d, v13.2d
	sqabs	v6.2d, v11.2d
	sqabs	v17.2d, v30.2d
	sqabs	v20.2d, v8.2d
	sqabs	v4.2s, v4.2s
	sqabs	v22.2s, v12.2s
	sqabs	v30.2s, v16.2s
	sqabs	v18.2s, v13.2s
	sqabs	v10.4h, v22.4h
	sqabs	v7.4h, v1.4h
	sqabs	v10.4h, v2.4h
	sqabs	v5.4h, v27.4h
	sqabs	v14.4s, v12.4s
	sqabs	v2.4s, v2.4s
	sqabs	v3.4s, v7.4s
	sqabs	v18.4s, v21.4s
	sqabs	v30.8b, v5.8b
	sqabs	v9.8b, v20.8b
	sqabs	v12.8b, v26.8b
	sqabs	v0.8b, v23.8b
	sqabs	v14.8h, v3.8h
	sqabs	v5.8h, v2.8h
	sqabs	v29.8h, v3.8h
	sqabs	v13.8h, v15.8h
	sqadd	b27, b19, b16
	sqadd	b2, b18, b14
	sqadd	b22, b1, b24
	sqadd	b14, b18, b0
	sqadd	d30, d17, d20
	sqadd	d7, d11, d23
	sqadd	d10, d4, d30
	sqadd	d22, d30, d19
	sqadd	h20, h1, h18
	sqadd	h1, h27, h21
	sqadd	h12, h29, h29
	sqadd	h13, h23, h0
	sqadd	s2, s5, s2
	sqadd	s28, s4, s9
	sqadd	s13, s8, s28
	sqadd	s2, s11, s31
	sqadd	v22.16b, v0.16b, v5.16b
	sqadd	v2.16b, v19.16b, v5.16b
	sqadd	v13.16b, v9.16b, v22.16b
	sqadd	v12.16b, v29.16b, v30.16b
	sqadd	v10.2d, v15.2d, v28.2d
	sqadd	v6.2d, v3.2d, v10.2d
	sqadd	v4.2d, v6.2d, v0.2d
	sqadd	v3.2d, v1.2d, v31.2d
	sqadd	v11.2s, v10.2s, v29.2s
	sqadd	v18.2s, v18.2s, v14.2s
	sqadd	v31.2s, v1.2s, v5.2s
	sqadd	v12.2s, v31.2s, v4.2s
	sqadd	v17.4h, v15.4h, v4.4h
	sqadd	v22.4h, v26.4h, v10.4h
	sqadd	v3.4h, v9.4h, v17.4h
	sqadd	v22.4h, v21.4h, v13.4h
	sqadd	v14.4s, v26.4s, v15.4s
	sqadd	v10.4s, v3.4s, v28.4s
	sqadd	v23.4s, v4.4s, v5.4s
	sqadd	v29.4s, v1.4s, v15.4s
	sqadd	v24.8b, v13.8b, v21.8b
	sqadd	v0.8b, v24.8b, v3.8b
	sqadd	v13.8b, v9.8b, v9.8b
	sqadd	v18.8b, v5.8b, v16.8b
	sqadd	v5.8h, v25.8h, v15.8h
	sqadd	v24.8h, v22.8h, v24.8h
	sqadd	v17.8h, v4.8h, v9.8h
	sqadd	v23.8h, v31.8h, v21.8h
	sqdmlal	s20, h17, v9.h[4]
	sqdmlal	s31, h27, v14.h[3]
	sqdmlal	s2, h27, v4.h[0]
	sqdmlal	s8, h24, v0.h[2]
	sqdmlal	d16, s3, v1.s[0]
	sqdmlal	d14, s28, v7.s[0]
	sqdmlal	d3, s8, v8.s[2]
	sqdmlal	d24, s10, v29.s[3]
	sqdmlal	v25.2d, v20.2s, v30.s[3]
	sqdmlal	v4.2d, v31.2s, v10.s[3]
	sqdmlal	v7.2d, v14.2s, v22.s[3]
	sqdmlal	v12.2d, v27.2s, v25.s[0]
	sqdmlal2	v8.2d, v9.4s, v28.s[3]
	sqdmlal2	v21.2d, v0.4s, v22.s[2]
	sqdmlal2	v6.2d, v9.4s, v9.s[0]
	sqdmlal2	v11.2d, v26.4s, v26.s[3]
	sqdmlal	v11.4s, v27.4h, v10.h[7]
	sqdmlal	v30.4s, v22.4h, v9.h[5]
	sqdmlal	v26.4s, v27.4h, v9.h[2]
	sqdmlal	v3.4s, v27.4h, v2.h[7]
	sqdmlal2	v30.4s, v18.8h, v4.h[7]
	sqdmlal2	v18.4s, v30.8h, v6.h[2]
	sqdmlal2	v20.4s, v18.8h, v9.h[6]
	sqdmlal2	v18.4s, v4.8h, v3.h[7]
	sqdmlal	s12, h18, h1
	sqdmlal	s24, h2, h28
	sqdmlal	s29, h0, h16
	sqdmlal	s24, h23, h11
	sqdmlal	d27, s18, s11
	sqdmlal	d14, s25, s20
	sqdmlal	d31, s18, s19
	sqdmlal	d28, s14, s28
	sqdmlal	v10.2d, v5.2s, v25.2s
	sqdmlal	v19.2d, v20.2s, v13.2s
	sqdmlal	v18.2d, v8.2s, v15.2s
	sqdmlal	v17.2d, v21.2s, v16.2s
	sqdmlal2	v28.2d, v10.4s, v28.4s
	sqdmlal2	v19.2d, v29.4s, v18.4s
	sqdmlal2	v19.2d, v9.4s, v22.4s
	sqdmlal2	v24.2d, v25.4s, v10.4s
	sqdmlal	v7.4s, v13.4h, v23.4h
	sqdmlal	v14.4s, v18.4h, v2.4h
	sqdmlal	v29.4s, v15.4h, v8.4h
	sqdmlal	v4.4s, v13.4h, v0.4h
	sqdmlal2	v6.4s, v0.8h, v9.8h
	sqdmlal2	v10.4s, v31.8h, v28.8h
	sqdmlal2	v27.4s, v30.8h, v4.8h
	sqdmlal2	v1.4s, v9.8h, v31.8h
	sqdmlsl	s7, h10, v14.h[7]
	sqdmlsl	s30, h13, v4.h[2]
	sqdmlsl	s14, h27, v10.h[3]
	sqdmlsl	s26, h30, v10.h[5]
	sqdmlsl	d12, s16, v10.s[3]
	sqdmlsl	d20, s18, v15.s[3]
	sqdmlsl	d26, s30, v13.s[2]
	sqdmlsl	d29, s22, v11.s[2]
	sqdmlsl	v24.2d, v20.2s, v6.s[3]
	sqdmlsl	v22.2d, v19.2s, v12.s[1]
	sqdmlsl	v8.2d, v21.2s, v1.s[0]
	sqdmlsl	v28.2d, v22.2s, v6.s[0]
	sqdmlsl2	v31.2d, v6.4s, v27.s[2]
	sqdmlsl2	v23.2d, v5.4s, v11.s[1]
	sqdmlsl2	v10.2d, v29.4s, v15.s[2]
	sqdmlsl2	v28.2d, v18.4s, v0.s[3]
	sqdmlsl	v5.4s, v22.4h, v2.h[6]
	sqdmlsl	v10.4s, v8.4h, v11.h[6]
	sqdmlsl	v21.4s, v9.4h, v1.h[1]
	sqdmlsl	v19.4s, v10.4h, v8.h[0]
	sqdmlsl2	v3.4s, v3.8h, v14.h[4]
	sqdmlsl2	v24.4s, v13.8h, v11.h[6]
	sqdmlsl2	v26.4s, v20.8h, v13.h[7]
	sqdmlsl2	v20.4s, v12.8h, v6.h[7]
	sqdmlsl	s3, h12, h19
	sqdmlsl	s1, h19, h31
	sqdmlsl	s17, h20, h6
	sqdmlsl	s11, h28, h22
	sqdmlsl	d15, s31, s18
	sqdmlsl	d29, s23, s14
	sqdmlsl	d5, s20, s24
	sqdmlsl	d18, s6, s8
	sqdmlsl	v0.2d, v14.2s, v29.2s
	sqdmlsl	v11.2d, v29.2s, v10.2s
	sqdmlsl	v9.2d, v4.2s, v16.2s
	sqdmlsl	v14.2d, v27.2s, v2.2s
	sqdmlsl2	v19.2d, v8.4s, v1.4s
	sqdmlsl2	v10.2d, v4.4s, v12.4s
	sqdmlsl2	v7.2d, v27.4s, v7.4s
	sqdmlsl2	v11.2d, v29.4s, v28.4s
	sqdmlsl	v3.4s, v22.4h, v27.4h
	sqdmlsl	v2.4s, v22.4h, v9.4h
	sqdmlsl	v14.4s, v23.4h, v15.4h
	sqdmlsl	v10.4s, v21.4h, v17.4h
	sqdmlsl2	v22.4s, v7.8h, v19.8h
	sqdmlsl2	v1.4s, v15.8h, v0.8h
	sqdmlsl2	v30.4s, v21.8h, v1.8h
	sqdmlsl2	v20.4s, v12.8h, v4.8h
	sqdmulh	h3, h21, v9.h[5]
	sqdmulh	h30, h0, v11.h[3]
	sqdmulh	h27, h28, v1.h[0]
	sqdmulh	h1, h11, v11.h[7]
	sqdmulh	s29, s5, v27.s[0]
	sqdmulh	s24, s31, v10.s[1]
	sqdmulh	s2, s21, v28.s[1]
	sqdmulh	s11, s12, v19.s[1]
	sqdmulh	v6.2s, v1.2s, v12.s[0]
	sqdmulh	v31.2s, v10.2s, v10.s[0]
	sqdmulh	v28.2s, v5.2s, v4.s[1]
	sqdmulh	v24.2s, v6.2s, v7.s[3]
	sqdmulh	v30.4h, v5.4h, v10.h[4]
	sqdmulh	v29.4h, v10.4h, v7.h[1]
	sqdmulh	v31.4h, v14.4h, v1.h[0]
	sqdmulh	v31.4h, v17.4h, v1.h[3]
	sqdmulh	v16.4s, v29.4s, v29.s[3]
	sqdmulh	v16.4s, v0.4s, v24.s[2]
	sqdmulh	v28.4s, v4.4s, v26.s[0]
	sqdmulh	v22.4s, v8.4s, v6.s[3]
	sqdmulh	v29.8h, v24.8h, v11.h[2]
	sqdmulh	v26.8h, v26.8h, v6.h[4]
	sqdmulh	v28.8h, v25.8h, v1.h[5]
	sqdmulh	v21.8h, v13.8h, v5.h[6]
	sqdmulh	h10, h8, h19
	sqdmulh	h10, h4, h18
	sqdmulh	h12, h9, h1
	sqdmulh	h26, h20, h9
	sqdmulh	s6, s20, s31
	sqdmulh	s29, s2, s21
	sqdmulh	s10, s11, s27
	sqdmulh	s20, s19, s26
	sqdmulh	v6.2s, v9.2s, v21.2s
	sqdmulh	v22.2s, v4.2s, v20.2s
	sqdmulh	v21.2s, v10.2s, v5.2s
	sqdmulh	v19.2s, v4.2s, v4.2s
	sqdmulh	v22.4h, v27.4h, v18.4h
	sqdmulh	v25.4h, v10.4h, v22.4h
	sqdmulh	v4.4h, v5.4h, v24.4h
	sqdmulh	v8.4h, v29.4h, v9.4h
	sqdmulh	v10.4s, v20.4s, v20.4s
	sqdmulh	v21.4s, v4.4s, v21.4s
	sqdmulh	v26.4s, v13.4s, v23.4s
	sqdmulh	v6.4s, v2.4s, v12.4s
	sqdmulh	v31.8h, v0.8h, v20.8h
	sqdmulh	v1.8h, v2.8h, v26.8h
	sqdmulh	v7.8h, v6.8h, v27.8h
	sqdmulh	v30.8h, v28.8h, v3.8h
	sqdmull	s7, h9, v3.h[0]
	sqdmull	s5, h8, v5.h[7]
	sqdmull	s25, h21, v6.h[0]
	sqdmull	s1, h31, v6.h[3]
	sqdmull	d3, s6, v1.s[2]
	sqdmull	d18, s14, v29.s[0]
	sqdmull	d15, s24, v14.s[0]
	sqdmull	d1, s31, v24.s[0]
	sqdmull	v4.2d, v30.2s, v31.s[1]
	sqdmull	v7.2d, v27.2s, v31.s[0]
	sqdmull	v6.2d, v22.2s, v15.s[1]
	sqdmull	v16.2d, v5.2s, v5.s[1]
	sqdmull2	v6.2d, v23.4s, v31.s[1]
	sqdmull2	v21.2d, v2.4s, v17.s[3]
	sqdmull2	v1.2d, v2.4s, v9.s[0]
	sqdmull2	v24.2d, v2.4s, v7.s[2]
	sqdmull	v23.4s, v0.4h, v15.h[0]
	sqdmull	v4.4s, v25.4h, v0.h[7]
	sqdmull	v25.4s, v10.4h, v9.h[5]
	sqdmull	v30.4s, v28.4h, v1.h[0]
	sqdmull2	v28.4s, v21.8h, v11.h[2]
	sqdmull2	v26.4s, v9.8h, v1.h[3]
	sqdmull2	v0.4s, v18.8h, v14.h[2]
	sqdmull2	v9.4s, v2.8h, v8.h[4]
	sqdmull	s26, h31, h14
	sqdmull	s30, h24, h10
	sqdmull	s19, h27, h26
	sqdmull	s11, h11, h1
	sqdmull	d7, s8, s23
	sqdmull	d22, s21, s28
	sqdmull	d12, s1, s10
	sqdmull	d30, s2, s23
	sqdmull	v15.2d, v5.2s, v13.2s
	sqdmull	v29.2d, v19.2s, v23.2s
	sqdmull	v4.2d, v0.2s, v27.2s
	sqdmull	v18.2d, v22.2s, v27.2s
	sqdmull2	v19.2d, v18.4s, v3.4s
	sqdmull2	v12.2d, v16.4s, v18.4s
	sqdmull2	v7.2d, v2.4s, v21.4s
	sqdmull2	v16.2d, v4.4s, v13.4s
	sqdmull	v21.4s, v16.4h, v21.4h
	sqdmull	v7.4s, v7.4h, v5.4h
	sqdmull	v12.4s, v28.4h, v29.4h
	sqdmull	v28.4s, v17.4h, v31.4h
	sqdmull2	v11.4s, v25.8h, v11.8h
	sqdmull2	v2.4s, v0.8h, v9.8h
	sqdmull2	v7.4s, v12.8h, v27.8h
	sqdmull2	v22.4s, v31.8h, v26.8h
	sqneg	b28, b21
	sqneg	b20, b8
	sqneg	b2, b26
	sqneg	b16, b7
	sqneg	d30, d19
	sqneg	d28, d25
	sqneg	d14, d24
	sqneg	d10, d5
	sqneg	h26, h21
	sqneg	h16, h1
	sqneg	h12, h17
	sqneg	h18, h17
	sqneg	s18, s19
	sqneg	s14, s24
	sqneg	s16, s29
	sqneg	s23, s9
	sqneg	v26.16b, v4.16b
	sqneg	v22.16b, v15.16b
	sqneg	v23.16b, v9.16b
	sqneg	v24.16b, v23.16b
	sqneg	v24.2d, v19.2d
	sqneg	v20.2d, v24.2d
	sqneg	v6.2d, v8.2d
	sqneg	v20.2d, v1.2d
	sqneg	v8.2s, v26.2s
	sqneg	v12.2s, v19.2s
	sqneg	v20.2s, v4.2s
	sqneg	v2.2s, v7.2s
	sqneg	v12.4h, v13.4h
	sqneg	v4.4h, v7.4h
	sqneg	v11.4h, v12.4h
	sqneg	v2.4h, v9.4h
	sqneg	v3.4s, v20.4s
	sqneg	v29.4s, v12.4s
	sqneg	v22.4s, v20.4s
	sqneg	v2.4s, v8.4s
	sqneg	v27.8b, v8.8b
	sqneg	v31.8b, v12.8b
	sqneg	v21.8b, v6.8b
	sqneg	v19.8b, v28.8b
	sqneg	v16.8h, v1.8h
	sqneg	v6.8h, v27.8h
	sqneg	v21.8h, v9.8h
	sqneg	v29.8h, v30.8h
	sqrdmulh	h2, h5, v13.h[5]
	sqrdmulh	h27, h3, v1.h[6]
	sqrdmulh	h28, h25, v10.h[4]
	sqrdmulh	h28, h20, v9.h[6]
	sqrdmulh	s19, s27, v3.s[0]
	sqrdmulh	s27, s14, v19.s[1]
	sqrdmulh	s15, s28, v11.s[1]
	sqrdmulh	s29, s20, v22.s[0]
	sqrdmulh	v21.2s, v4.2s, v4.s[3]
	sqrdmulh	v0.2s, v2.2s, v0.s[3]
	sqrdmulh	v13.2s, v15.2s, v4.s[1]
	sqrdmulh	v5.2s, v18.2s, v6.s[3]
	sqrdmulh	v29.4h, v18.4h, v6.h[1]
	sqrdmulh	v11.4h, v22.4h, v1.h[1]
	sqrdmulh	v31.4h, v18.4h, v4.h[5]
	sqrdmulh	v29.4h, v27.4h, v11.h[0]
	sqrdmulh	v21.4s, v29.4s, v31.s[0]
	sqrdmulh	v2.4s, v16.4s, v10.s[0]
	sqrdmulh	v1.4s, v12.4s, v16.s[3]
	sqrdmulh	v21.4s, v29.4s, v0.s[3]
	sqrdmulh	v4.8h, v29.8h, v15.h[0]
	sqrdmulh	v29.8h, v16.8h, v3.h[2]
	sqrdmulh	v21.8h, v16.8h, v5.h[6]
	sqrdmulh	v16.8h, v13.8h, v2.h[2]
	sqrdmulh	h9, h17, h30
	sqrdmulh	h10, h21, h4
	sqrdmulh	h20, h28, h10
	sqrdmulh	h28, h17, h5
	sqrdmulh	s18, s11, s9
	sqrdmulh	s2, s26, s24
	sqrdmulh	s3, s0, s1
	sqrdmulh	s19, s23, s17
	sqrdmulh	v5.2s, v3.2s, v17.2s
	sqrdmulh	v26.2s, v25.2s, v19.2s
	sqrdmulh	v17.2s, v23.2s, v25.2s
	sqrdmulh	v9.2s, v3.2s, v0.2s
	sqrdmulh	v22.4h, v11.4h, v12.4h
	sqrdmulh	v21.4h, v24.4h, v25.4h
	sqrdmulh	v19.4h, v6.4h, v21.4h
	sqrdmulh	v6.4h, v2.4h, v4.4h
	sqrdmulh	v1.4s, v16.4s, v23.4s
	sqrdmulh	v14.4s, v18.4s, v18.4s
	sqrdmulh	v22.4s, v18.4s, v29.4s
	sqrdmulh	v0.4s, v31.4s, v29.4s
	sqrdmulh	v26.8h, v18.8h, v8.8h
	sqrdmulh	v21.8h, v30.8h, v22.8h
	sqrdmulh	v20.8h, v31.8h, v24.8h
	sqrdmulh	v17.8h, v24.8h, v29.8h
	sqrshl	b0, b9, b12
	sqrshl	b5, b17, b21
	sqrshl	b28, b9, b13
	sqrshl	b18, b20, b2
	sqrshl	d3, d7, d18
	sqrshl	d15, d21, d8
	sqrshl	d17, d9, d26
	sqrshl	d24, d31, d19
	sqrshl	h2, h14, h29
	sqrshl	h24, h8, h27
	sqrshl	h9, h23, h1
	sqrshl	h23, h17, h22
	sqrshl	s21, s28, s2
	sqrshl	s12, s24, s22
	sqrshl	s0, s11, s14
	sqrshl	s4, s2, s18
	sqrshl	v9.16b, v8.16b, v17.16b
	sqrshl	v31.16b, v18.16b, v14.16b
	sqrshl	v6.16b, v9.16b, v31.16b
	sqrshl	v6.16b, v20.16b, v2.16b
	sqrshl	v31.2d, v25.2d, v0.2d
	sqrshl	v21.2d, v19.2d, v1.2d
	sqrshl	v24.2d, v5.2d, v30.2d
	sqrshl	v13.2d, v23.2d, v5.2d
	sqrshl	v15.2s, v10.2s, v17.2s
	sqrshl	v0.2s, v21.2s, v1.2s
	sqrshl	v21.2s, v19.2s, v24.2s
	sqrshl	v14.2s, v10.2s, v4.2s
	sqrshl	v31.4h, v20.4h, v11.4h
	sqrshl	v21.4h, v17.4h, v8.4h
	sqrshl	v13.4h, v13.4h, v29.4h
	sqrshl	v18.4h, v4.4h, v12.4h
	sqrshl	v5.4s, v16.4s, v30.4s
	sqrshl	v2.4s, v28.4s, v17.4s
	sqrshl	v24.4s, v13.4s, v29.4s
	sqrshl	v4.4s, v5.4s, v22.4s
	sqrshl	v27.8b, v8.8b, v21.8b
	sqrshl	v18.8b, v11.8b, v31.8b
	sqrshl	v29.8b, v22.8b, v26.8b
	sqrshl	v26.8b, v31.8b, v27.8b
	sqrshl	v22.8h, v26.8h, v26.8h
	sqrshl	v13.8h, v21.8h, v24.8h
	sqrshl	v30.8h, v1.8h, v4.8h
	sqrshl	v13.8h, v2.8h, v5.8h
	sqrshrn	b31, h1, #5
	sqrshrn	b11, h23, #6
	sqrshrn	b21, h21, #6
	sqrshrn	b20, h26, #3
	sqrshrn	h29, s10, #2
	sqrshrn	h24, s21, #1
	sqrshrn	h28, s13, #12
	sqrshrn	h29, s16, #10
	sqrshrn	s30, d27, #11
	sqrshrn	s5, d28, #3
	sqrshrn	s24, d14, #1
	sqrshrn	s5, d8, #16
	sqrshrn	v16.2s, v8.2d, #6
	sqrshrn	v12.2s, v12.2d, #16
	sqrshrn	v22.2s, v6.2d, #5
	sqrshrn	v31.2s, v5.2d, #11
	sqrshrn2	v25.4s, v31.2d, #1
	sqrshrn2	v21.4s, v27.2d, #8
	sqrshrn2	v26.4s, v14.2d, #30
	sqrshrn2	v3.4s, v11.2d, #30
	sqrshrn	v25.4h, v24.4s, #3
	sqrshrn	v17.4h, v30.4s, #12
	sqrshrn	v26.4h, v7.4s, #1
	sqrshrn	v2.4h, v3.4s, #1
	sqrshrn2	v18.8h, v31.4s, #7
	sqrshrn2	v14.8h, v9.4s, #10
	sqrshrn2	v19.8h, v2.4s, #12
	sqrshrn2	v31.8h, v5.4s, #1
	sqrshrn	v10.8b, v2.8h, #8
	sqrshrn	v9.8b, v14.8h, #3
	sqrshrn	v18.8b, v12.8h, #3
	sqrshrn	v29.8b, v16.8h, #8
	sqrshrn2	v23.16b, v17.8h, #5
	sqrshrn2	v9.16b, v31.8h, #1
	sqrshrn2	v1.16b, v20.8h, #2
	sqrshrn2	v8.16b, v29.8h, #1
	sqrshrun	b26, h5, #3
	sqrshrun	b21, h27, #6
	sqrshrun	b11, h25, #6
	sqrshrun	b16, h11, #3
	sqrshrun	h3, s8, #5
	sqrshrun	h31, s3, #1
	sqrshrun	h2, s30, #1
	sqrshrun	h30, s4, #11
	sqrshrun	s5, d22, #27
	sqrshrun	s4, d8, #1
	sqrshrun	s23, d29, #23
	sqrshrun	s16, d23, #25
	sqrshrun	v23.2s, v22.2d, #23
	sqrshrun	v14.2s, v3.2d, #32
	sqrshrun	v30.2s, v24.2d, #12
	sqrshrun	v26.2s, v26.2d, #11
	sqrshrun2	v5.4s, v9.2d, #16
	sqrshrun2	v12.4s, v31.2d, #1
	sqrshrun2	v7.4s, v20.2d, #19
	sqrshrun2	v12.4s, v0.2d, #28
	sqrshrun	v3.4h, v26.4s, #4
	sqrshrun	v13.4h, v14.4s, #13
	sqrshrun	v31.4h, v30.4s, #1
	sqrshrun	v22.4h, v27.4s, #1
	sqrshrun2	v31.8h, v25.4s, #8
	sqrshrun2	v5.8h, v6.4s, #13
	sqrshrun2	v4.8h, v15.4s, #7
	sqrshrun2	v23.8h, v10.4s, #16
	sqrshrun	v23.8b, v23.8h, #1
	sqrshrun	v29.8b, v20.8h, #8
	sqrshrun	v17.8b, v13.8h, #1
	sqrshrun	v16.8b, v7.8h, #8
	sqrshrun2	v16.16b, v14.8h, #7
	sqrshrun2	v7.16b, v8.8h, #1
	sqrshrun2	v8.16b, v27.8h, #2
	sqrshrun2	v8.16b, v31.8h, #1
	sqshlu	b5, b25, #3
	sqshlu	b8, b15, #0
	sqshlu	b0, b13, #1
	sqshlu	b18, b20, #1
	sqshlu	d27, d20, #0
	sqshlu	d20, d5, #53
	sqshlu	d13, d14, #0
	sqshlu	d25, d24, #14
	sqshlu	h17, h6, #14
	sqshlu	h27, h20, #6
	sqshlu	h4, h23, #2
	sqshlu	h27, h3, #11
	sqshlu	s25, s10, #20
	sqshlu	s18, s12, #0
	sqshlu	s15, s19, #1
	sqshlu	s3, s1, #11
	sqshlu	v1.16b, v3.16b, #2
	sqshlu	v28.16b, v23.16b, #2
	sqshlu	v17.16b, v15.16b, #3
	sqshlu	v18.16b, v26.16b, #3
	sqshlu	v13.2d, v1.2d, #21
	sqshlu	v28.2d, v23.2d, #40
	sqshlu	v1.2d, v15.2d, #34
	sqshlu	v25.2d, v7.2d, #17
	sqshlu	v23.2s, v22.2s, #0
	sqshlu	v3.2s, v11.2s, #5
	sqshlu	v8.2s, v22.2s, #0
	sqshlu	v31.2s, v17.2s, #31
	sqshlu	v18.4h, v7.4h, #0
	sqshlu	v7.4h, v10.4h, #15
	sqshlu	v13.4h, v25.4h, #15
	sqshlu	v1.4h, v7.4h, #14
	sqshlu	v23.4s, v13.4s, #1
	sqshlu	v2.4s, v28.4s, #22
	sqshlu	v17.4s, v24.4s, #0
	sqshlu	v7.4s, v21.4s, #31
	sqshlu	v19.8b, v17.8b, #3
	sqshlu	v18.8b, v9.8b, #5
	sqshlu	v7.8b, v0.8b, #2
	sqshlu	v21.8b, v8.8b, #4
	sqshlu	v9.8h, v14.8h, #15
	sqshlu	v23.8h, v16.8h, #14
	sqshlu	v3.8h, v10.8h, #1
	sqshlu	v5.8h, v9.8h, #7
	sqshl	b28, b7, #3
	sqshl	b3, b11, #1
	sqshl	b24, b17, #4
	sqshl	b21, b7, #3
	sqshl	d9, d26, #39
	sqshl	d31, d6, #61
	sqshl	d31, d29, #44
	sqshl	d17, d17, #46
	sqshl	h26, h30, #11
	sqshl	h1, h27, #5
	sqshl	h19, h28, #6
	sqshl	h17, h5, #3
	sqshl	s28, s22, #10
	sqshl	s7, s24, #27
	sqshl	s31, s20, #31
	sqshl	s31, s0, #31
	sqshl	v6.16b, v0.16b, #4
	sqshl	v30.16b, v22.16b, #4
	sqshl	v17.16b, v18.16b, #4
	sqshl	v0.16b, v4.16b, #4
	sqshl	v4.2d, v10.2d, #5
	sqshl	v21.2d, v15.2d, #1
	sqshl	v30.2d, v28.2d, #17
	sqshl	v13.2d, v21.2d, #38
	sqshl	v10.2s, v6.2s, #0
	sqshl	v29.2s, v27.2s, #30
	sqshl	v27.2s, v16.2s, #13
	sqshl	v19.2s, v24.2s, #12
	sqshl	v14.4h, v12.4h, #9
	sqshl	v9.4h, v18.4h, #15
	sqshl	v8.4h, v18.4h, #9
	sqshl	v18.4h, v17.4h, #0
	sqshl	v3.4s, v21.4s, #31
	sqshl	v20.4s, v28.4s, #23
	sqshl	v21.4s, v5.4s, #2
	sqshl	v5.4s, v2.4s, #1
	sqshl	v29.8b, v26.8b, #2
	sqshl	v19.8b, v9.8b, #4
	sqshl	v14.8b, v14.8b, #0
	sqshl	v7.8b, v25.8b, #0
	sqshl	v3.8h, v29.8h, #10
	sqshl	v21.8h, v2.8h, #5
	sqshl	v17.8h, v22.8h, #3
	sqshl	v25.8h, v27.8h, #0
	sqshl	b30, b30, b10
	sqshl	b31, b1, b29
	sqshl	b4, b10, b29
	sqshl	b6, b30, b22
	sqshl	d13, d22, d12
	sqshl	d8, d18, d1
	sqshl	d7, d13, d17
	sqshl	d4, d17, d25
	sqshl	h14, h16, h1
	sqshl	h18, h20, h2
	sqshl	h12, h31, h13
	sqshl	h0, h22, h25
	sqshl	s27, s14, s12
	sqshl	s24, s24, s31
	sqshl	s1, s11, s4
	sqshl	s7, s25, s22
	sqshl	v12.16b, v3.16b, v27.16b
	sqshl	v5.16b, v4.16b, v17.16b
	sqshl	v23.16b, v7.16b, v9.16b
	sqshl	v9.16b, v12.16b, v18.16b
	sqshl	v6.2d, v0.2d, v18.2d
	sqshl	v1.2d, v22.2d, v25.2d
	sqshl	v26.2d, v9.2d, v24.2d
	sqshl	v12.2d, v2.2d, v28.2d
	sqshl	v23.2s, v7.2s, v6.2s
	sqshl	v23.2s, v17.2s, v7.2s
	sqshl	v24.2s, v13.2s, v2.2s
	sqshl	v0.2s, v1.2s, v22.2s
	sqshl	v2.4h, v28.4h, v25.4h
	sqshl	v19.4h, v23.4h, v11.4h
	sqshl	v6.4h, v1.4h, v21.4h
	sqshl	v13.4h, v18.4h, v4.4h
	sqshl	v17.4s, v27.4s, v23.4s
	sqshl	v5.4s, v27.4s, v9.4s
	sqshl	v26.4s, v5.4s, v31.4s
	sqshl	v27.4s, v19.4s, v16.4s
	sqshl	v16.8b, v6.8b, v20.8b
	sqshl	v1.8b, v2.8b, v31.8b
	sqshl	v11.8b, v10.8b, v21.8b
	sqshl	v27.8b, v5.8b, v10.8b
	sqshl	v11.8h, v4.8h, v0.8h
	sqshl	v20.8h, v6.8h, v16.8h
	sqshl	v10.8h, v28.8h, v15.8h
	sqshl	v7.8h, v24.8h, v27.8h
	sqshrn	b15, h29, #7
	sqshrn	b11, h23, #8
	sqshrn	b14, h14, #1
	sqshrn	b24, h11, #7
	sqshrn	h28, s27, #2
	sqshrn	h6, s24, #6
	sqshrn	h0, s0, #13
	sqshrn	h14, s16, #16
	sqshrn	s5, d7, #3
	sqshrn	s27, d3, #22
	sqshrn	s0, d18, #22
	sqshrn	s27, d16, #13
	sqshrn	v2.2s, v4.2d, #25
	sqshrn	v30.2s, v26.2d, #10
	sqshrn	v11.2s, v4.2d, #32
	sqshrn	v19.2s, v3.2d, #16
	sqshrn2	v31.4s, v4.2d, #7
	sqshrn2	v6.4s, v26.2d, #26
	sqshrn2	v24.4s, v11.2d, #1
	sqshrn2	v9.4s, v29.2d, #26
	sqshrn	v11.4h, v27.4s, #14
	sqshrn	v5.4h, v12.4s, #8
	sqshrn	v5.4h, v12.4s, #12
	sqshrn	v7.4h, v25.4s, #1
	sqshrn2	v7.8h, v24.4s, #1
	sqshrn2	v0.8h, v12.4s, #1
	sqshrn2	v0.8h, v20.4s, #13
	sqshrn2	v17.8h, v6.4s, #4
	sqshrn	v10.8b, v24.8h, #8
	sqshrn	v28.8b, v16.8h, #1
	sqshrn	v31.8b, v15.8h, #3
	sqshrn	v31.8b, v28.8h, #4
	sqshrn2	v18.16b, v12.8h, #7
	sqshrn2	v2.16b, v19.8h, #4
	sqshrn2	v24.16b, v14.8h, #3
	sqshrn2	v6.16b, v14.8h, #2
	sqshrun	b20, h0, #3
	sqshrun	b16, h14, #1
	sqshrun	b24, h5, #8
	sqshrun	b15, h20, #5
	sqshrun	h1, s31, #4
	sqshrun	h9, s27, #9
	sqshrun	h16, s5, #1
	sqshrun	h18, s0, #15
	sqshrun	s13, d1, #6
	sqshrun	s20, d21, #1
	sqshrun	s7, d14, #8
	sqshrun	s10, d6, #1
	sqshrun	v4.2s, v27.2d, #11
	sqshrun	v8.2s, v24.2d, #26
	sqshrun	v17.2s, v7.2d, #32
	sqshrun	v11.2s, v18.2d, #25
	sqshrun2	v22.4s, v5.2d, #30
	sqshrun2	v20.4s, v21.2d, #20
	sqshrun2	v17.4s, v16.2d, #21
	sqshrun2	v14.4s, v9.2d, #3
	sqshrun	v21.4h, v7.4s, #16
	sqshrun	v0.4h, v31.4s, #6
	sqshrun	v22.4h, v19.4s, #2
	sqshrun	v29.4h, v28.4s, #13
	sqshrun2	v25.8h, v23.4s, #5
	sqshrun2	v16.8h, v6.4s, #7
	sqshrun2	v5.8h, v8.4s, #8
	sqshrun2	v16.8h, v24.4s, #8
	sqshrun	v12.8b, v21.8h, #7
	sqshrun	v2.8b, v29.8h, #2
	sqshrun	v14.8b, v8.8h, #7
	sqshrun	v18.8b, v25.8h, #7
	sqshrun2	v17.16b, v9.8h, #1
	sqshrun2	v17.16b, v27.8h, #1
	sqshrun2	v8.16b, v6.8h, #7
	sqshrun2	v25.16b, v8.8h, #1
	sqsub	b27, b29, b8
	sqsub	b28, b19, b17
	sqsub	b26, b28, b9
	sqsub	b11, b31, b22
	sqsub	d16, d31, d2
	sqsub	d25, d13, d31
	sqsub	d6, d15, d2
	sqsub	d7, d14, d24
	sqsub	h9, h5, h27
	sqsub	h17, h21, h23
	sqsub	h23, h4, h20
	sqsub	h28, h29, h21
	sqsub	s26, s7, s11
	sqsub	s31, s26, s20
	sqsub	s21, s21, s2
	sqsub	s11, s18, s17
	sqsub	v24.16b, v2.16b, v13.16b
	sqsub	v10.16b, v20.16b, v30.16b
	sqsub	v4.16b, v5.16b, v11.16b
	sqsub	v8.16b, v15.16b, v0.16b
	sqsub	v4.2d, v3.2d, v15.2d
	sqsub	v11.2d, v6.2d, v25.2d
	sqsub	v25.2d, v13.2d, v24.2d
	sqsub	v25.2d, v30.2d, v22.2d
	sqsub	v16.2s, v28.2s, v29.2s
	sqsub	v0.2s, v21.2s, v1.2s
	sqsub	v13.2s, v19.2s, v25.2s
	sqsub	v25.2s, v23.2s, v23.2s
	sqsub	v6.4h, v20.4h, v7.4h
	sqsub	v12.4h, v28.4h, v24.4h
	sqsub	v17.4h, v2.4h, v14.4h
	sqsub	v16.4h, v31.4h, v0.4h
	sqsub	v30.4s, v3.4s, v4.4s
	sqsub	v23.4s, v11.4s, v18.4s
	sqsub	v20.4s, v4.4s, v25.4s
	sqsub	v12.4s, v6.4s, v2.4s
	sqsub	v22.8b, v7.8b, v4.8b
	sqsub	v21.8b, v9.8b, v20.8b
	sqsub	v9.8b, v20.8b, v8.8b
	sqsub	v29.8b, v22.8b, v17.8b
	sqsub	v14.8h, v25.8h, v1.8h
	sqsub	v23.8h, v14.8h, v31.8h
	sqsub	v3.8h, v18.8h, v20.8h
	sqsub	v28.8h, v19.8h, v8.8h
	sqxtn	b14, h28
	sqxtn	b21, h14
	sqxtn	b27, h24
	sqxtn	b24, h25
	sqxtn	h26, s15
	sqxtn	h6, s5
	sqxtn	h10, s9
	sqxtn	h4, s27
	sqxtn	s26, d6
	sqxtn	s4, d13
	sqxtn	s29, d16
	sqxtn	s23, d16
	sqxtn	v17.2s, v20.2d
	sqxtn	v24.2s, v1.2d
	sqxtn	v6.2s, v13.2d
	sqxtn	v4.2s, v19.2d
	sqxtn2	v1.4s, v21.2d
	sqxtn2	v8.4s, v20.2d
	sqxtn2	v22.4s, v2.2d
	sqxtn2	v31.4s, v4.2d
	sqxtn	v26.4h, v20.4s
	sqxtn	v28.4h, v23.4s
	sqxtn	v15.4h, v8.4s
	sqxtn	v8.4h, v13.4s
	sqxtn2	v22.8h, v6.4s
	sqxtn2	v1.8h, v15.4s
	sqxtn2	v22.8h, v12.4s
	sqxtn2	v22.8h, v14.4s
	sqxtn	v18.8b, v9.8h
	sqxtn	v23.8b, v10.8h
	sqxtn	v10.8b, v0.8h
	sqxtn	v0.8b, v12.8h
	sqxtn2	v27.16b, v6.8h
	sqxtn2	v4.16b, v11.8h
	sqxtn2	v7.16b, v11.8h
	sqxtn2	v18.16b, v16.8h
	sqxtun	b22, h16
	sqxtun	b26, h26
	sqxtun	b30, h2
	sqxtun	b20, h27
	sqxtun	h26, s8
	sqxtun	h28, s1
	sqxtun	h11, s27
	sqxtun	h6, s2
	sqxtun	s0, d23
	sqxtun	s2, d3
	sqxtun	s29, d3
	sqxtun	s5, d4
	sqxtun	v26.2s, v25.2d
	sqxtun	v30.2s, v27.2d
	sqxtun	v1.2s, v12.2d
	sqxtun	v0.2s, v30.2d
	sqxtun2	v20.4s, v3.2d
	sqxtun2	v26.4s, v1.2d
	sqxtun2	v31.4s, v16.2d
	sqxtun2	v23.4s, v9.2d
	sqxtun	v23.4h, v25.4s
	sqxtun	v18.4h, v7.4s
	sqxtun	v8.4h, v16.4s
	sqxtun	v31.4h, v15.4s
	sqxtun2	v28.8h, v27.4s
	sqxtun2	v29.8h, v11.4s
	sqxtun2	v9.8h, v15.4s
	sqxtun2	v19.8h, v0.4s
	sqxtun	v10.8b, v31.8h
	sqxtun	v23.8b, v25.8h
	sqxtun	v28.8b, v12.8h
	sqxtun	v24.8b, v20.8h
	sqxtun2	v4.16b, v29.8h
	sqxtun2	v2.16b, v15.8h
	sqxtun2	v30.16b, v3.8h
	sqxtun2	v4.16b, v23.8h
	srhadd	v26.16b, v13.16b, v1.16b
	srhadd	v12.16b, v14.16b, v6.16b
	srhadd	v2.16b, v6.16b, v29.16b
	srhadd	v16.16b, v23.16b, v26.16b
	srhadd	v23.2s, v22.2s, v27.2s
	srhadd	v26.2s, v0.2s, v17.2s
	srhadd	v18.2s, v20.2s, v24.2s
	srhadd	v6.2s, v31.2s, v11.2s
	srhadd	v23.4h, v12.4h, v5.4h
	srhadd	v29.4h, v9.4h, v7.4h
	srhadd	v0.4h, v3.4h, v29.4h
	srhadd	v0.4h, v30.4h, v10.4h
	srhadd	v9.4s, v27.4s, v3.4s
	srhadd	v22.4s, v22.4s, v7.4s
	srhadd	v13.4s, v2.4s, v10.4s
	srhadd	v10.4s, v29.4s, v29.4s
	srhadd	v16.8b, v15.8b, v2.8b
	srhadd	v9.8b, v29.8b, v10.8b
	srhadd	v0.8b, v31.8b, v22.8b
	srhadd	v23.8b, v20.8b, v0.8b
	srhadd	v14.8h, v10.8h, v16.8h
	srhadd	v27.8h, v16.8h, v14.8h
	srhadd	v17.8h, v6.8h, v28.8h
	srhadd	v31.8h, v8.8h, v7.8h
	sri	d6, d25, #23
	sri	d31, d3, #1
	sri	d20, d19, #39
	sri	d1, d6, #43
	sri	v24.16b, v22.16b, #4
	sri	v0.16b, v13.16b, #1
	sri	v18.16b, v10.16b, #8
	sri	v27.16b, v1.16b, #1
	sri	v13.2d, v18.2d, #1
	sri	v24.2d, v18.2d, #19
	sri	v2.2d, v2.2d, #1
	sri	v13.2d, v10.2d, #21
	sri	v16.2s, v30.2s, #1
	sri	v28.2s, v7.2s, #27
	sri	v16.2s, v30.2s, #31
	sri	v15.2s, v0.2s, #32
	sri	v2.4h, v2.4h, #6
	sri	v22.4h, v6.4h, #13
	sri	v10.4h, v27.4h, #13
	sri	v16.4h, v20.4h, #9
	sri	v15.4s, v11.4s, #19
	sri	v21.4s, v5.4s, #2
	sri	v9.4s, v21.4s, #21
	sri	v29.4s, v22.4s, #1
	sri	v31.8b, v26.8b, #1
	sri	v28.8b, v18.8b, #2
	sri	v21.8b, v13.8b, #2
	sri	v16.8b, v22.8b, #1
	sri	v1.8h, v11.8h, #2
	sri	v12.8h, v30.8h, #11
	sri	v4.8h, v31.8h, #9
	sri	v21.8h, v17.8h, #4
	srshl	d16, d28, d10
	srshl	d6, d18, d25
	srshl	d22, d7, d28
	srshl	d28, d8, d26
	srshl	v18.16b, v0.16b, v25.16b
	srshl	v21.16b, v6.16b, v25.16b
	srshl	v1.16b, v9.16b, v3.16b
	srshl	v1.16b, v13.16b, v30.16b
	srshl	v5.2d, v11.2d, v25.2d
	srshl	v0.2d, v5.2d, v21.2d
	srshl	v13.2d, v18.2d, v8.2d
	srshl	v9.2d, v19.2d, v31.2d
	srshl	v4.2s, v20.2s, v6.2s
	srshl	v28.2s, v25.2s, v19.2s
	srshl	v31.2s, v7.2s, v4.2s
	srshl	v16.2s, v6.2s, v30.2s
	srshl	v14.4h, v9.4h, v31.4h
	srshl	v23.4h, v29.4h, v3.4h
	srshl	v8.4h, v31.4h, v22.4h
	srshl	v28.4h, v14.4h, v23.4h
	srshl	v31.4s, v10.4s, v12.4s
	srshl	v1.4s, v7.4s, v10.4s
	srshl	v8.4s, v24.4s, v26.4s
	srshl	v5.4s, v24.4s, v0.4s
	srshl	v23.8b, v25.8b, v15.8b
	srshl	v30.8b, v15.8b, v22.8b
	srshl	v19.8b, v12.8b, v9.8b
	srshl	v28.8b, v4.8b, v6.8b
	srshl	v20.8h, v31.8h, v26.8h
	srshl	v2.8h, v17.8h, v11.8h
	srshl	v17.8h, v6.8h, v6.8h
	srshl	v1.8h, v10.8h, v29.8h
	srshr	d6, d28, #16
	srshr	d28, d8, #41
	srshr	d22, d27, #2
	srshr	d11, d2, #26
	srshr	v15.16b, v10.16b, #1
	srshr	v30.16b, v7.16b, #8
	srshr	v18.16b, v7.16b, #8
	srshr	v12.16b, v9.16b, #1
	srshr	v12.2d, v14.2d, #1
	srshr	v31.2d, v30.2d, #1
	srshr	v17.2d, v14.2d, #10
	srshr	v19.2d, v23.2d, #49
	srshr	v21.2s, v24.2s, #31
	srshr	v8.2s, v30.2s, #32
	srshr	v22.2s, v26.2s, #21
	srshr	v4.2s, v23.2s, #16
	srshr	v19.4h, v2.4h, #7
	srshr	v22.4h, v24.4h, #12
	srshr	v14.4h, v2.4h, #16
	srshr	v31.4h, v10.4h, #15
	srshr	v2.4s, v20.4s, #16
	srshr	v16.4s, v23.4s, #21
	srshr	v14.4s, v6.4s, #31
	srshr	v21.4s, v30.4s, #10
	srshr	v19.8b, v31.8b, #3
	srshr	v3.8b, v5.8b, #6
	srshr	v27.8b, v5.8b, #6
	srshr	v0.8b, v10.8b, #8
	srshr	v0.8h, v12.8h, #1
	srshr	v20.8h, v20.8h, #16
	srshr	v2.8h, v30.8h, #12
	srshr	v15.8h, v22.8h, #15
	srsra	d20, d11, #1
	srsra	d18, d11, #42
	srsra	d25, d26, #54
	srsra	d12, d16, #51
	srsra	v22.16b, v17.16b, #7
	srsra	v3.16b, v18.16b, #6
	srsra	v21.16b, v4.16b, #1
	srsra	v23.16b, v9.16b, #4
	srsra	v16.2d, v20.2d, #51
	srsra	v8.2d, v8.2d, #45
	srsra	v20.2d, v25.2d, #7
	srsra	v1.2d, v27.2d, #35
	srsra	v5.2s, v18.2s, #5
	srsra	v26.2s, v17.2s, #9
	srsra	v7.2s, v17.2s, #30
	srsra	v17.2s, v21.2s, #32
	srsra	v13.4h, v30.4h, #8
	srsra	v4.4h, v7.4h, #5
	srsra	v28.4h, v21.4h, #1
	srsra	v3.4h, v21.4h, #10
	srsra	v27.4s, v6.4s, #32
	srsra	v13.4s, v1.4s, #7
	srsra	v26.4s, v21.4s, #29
	srsra	v29.4s, v27.4s, #21
	srsra	v14.8b, v22.8b, #7
	srsra	v2.8b, v12.8b, #3
	srsra	v14.8b, v24.8b, #7
	srsra	v14.8b, v12.8b, #4
	srsra	v29.8h, v22.8h, #13
	srsra	v24.8h, v28.8h, #13
	srsra	v0.8h, v31.8h, #14
	srsra	v22.8h, v17.8h, #5
	sshll	v16.2d, v20.2s, #1
	sshll	v3.2d, v5.2s, #30
	sshll	v3.2d, v26.2s, #20
	sshll	v20.2d, v4.2s, #15
	sshll2	v27.2d, v23.4s, #11
	sshll2	v13.2d, v29.4s, #6
	sshll2	v12.2d, v5.4s, #25
	sshll2	v3.2d, v0.4s, #24
	sshll	v20.4s, v27.4h, #12
	sshll	v18.4s, v2.4h, #9
	sshll	v23.4s, v2.4h, #8
	sshll	v14.4s, v8.4h, #1
	sshll2	v5.4s, v23.8h, #3
	sshll2	v27.4s, v7.8h, #0
	sshll2	v20.4s, v22.8h, #9
	sshll2	v26.4s, v8.8h, #14
	sshll	v19.8h, v18.8b, #1
	sshll	v28.8h, v2.8b, #0
	sshll	v0.8h, v13.8b, #6
	sshll	v16.8h, v11.8b, #2
	sshll2	v1.8h, v21.16b, #0
	sshll2	v20.8h, v26.16b, #4
	sshll2	v15.8h, v19.16b, #0
	sshll2	v7.8h, v22.16b, #7
	sshl	d9, d22, d17
	sshl	d19, d4, d0
	sshl	d5, d15, d26
	sshl	d12, d24, d4
	sshl	v17.16b, v1.16b, v15.16b
	sshl	v16.16b, v3.16b, v27.16b
	sshl	v12.16b, v30.16b, v11.16b
	sshl	v29.16b, v26.16b, v28.16b
	sshl	v24.2d, v16.2d, v4.2d
	sshl	v2.2d, v8.2d, v4.2d
	sshl	v9.2d, v8.2d, v7.2d
	sshl	v28.2d, v21.2d, v30.2d
	sshl	v6.2s, v12.2s, v29.2s
	sshl	v6.2s, v26.2s, v24.2s
	sshl	v14.2s, v31.2s, v9.2s
	sshl	v24.2s, v1.2s, v20.2s
	sshl	v16.4h, v12.4h, v4.4h
	sshl	v15.4h, v28.4h, v18.4h
	sshl	v6.4h, v15.4h, v20.4h
	sshl	v19.4h, v3.4h, v6.4h
	sshl	v18.4s, v13.4s, v14.4s
	sshl	v3.4s, v14.4s, v18.4s
	sshl	v26.4s, v12.4s, v21.4s
	sshl	v6.4s, v31.4s, v18.4s
	sshl	v15.8b, v24.8b, v1.8b
	sshl	v28.8b, v5.8b, v9.8b
	sshl	v2.8b, v11.8b, v17.8b
	sshl	v0.8b, v16.8b, v3.8b
	sshl	v20.8h, v1.8h, v10.8h
	sshl	v20.8h, v6.8h, v22.8h
	sshl	v20.8h, v3.8h, v13.8h
	sshl	v18.8h, v22.8h, v7.8h
	sshr	d21, d14, #16
	sshr	d7, d16, #6
	sshr	d24, d3, #25
	sshr	d22, d10, #35
	sshr	v25.16b, v14.16b, #4
	sshr	v1.16b, v11.16b, #6
	sshr	v25.16b, v15.16b, #1
	sshr	v21.16b, v6.16b, #6
	sshr	v30.2d, v22.2d, #20
	sshr	v28.2d, v24.2d, #45
	sshr	v2.2d, v21.2d, #58
	sshr	v21.2d, v12.2d, #29
	sshr	v26.2s, v21.2s, #1
	sshr	v20.2s, v15.2s, #20
	sshr	v19.2s, v12.2s, #17
	sshr	v10.2s, v2.2s, #32
	sshr	v1.4h, v16.4h, #5
	sshr	v15.4h, v23.4h, #1
	sshr	v8.4h, v20.4h, #10
	sshr	v3.4h, v6.4h, #3
	sshr	v27.4s, v2.4s, #1
	sshr	v25.4s, v21.4s, #9
	sshr	v18.4s, v18.4s, #4
	sshr	v6.4s, v0.4s, #20
	sshr	v6.8b, v21.8b, #1
	sshr	v3.8b, v1.8b, #3
	sshr	v11.8b, v14.8b, #1
	sshr	v28.8b, v29.8b, #3
	sshr	v31.8h, v19.8h, #1
	sshr	v16.8h, v4.8h, #9
	sshr	v10.8h, v15.8h, #14
	sshr	v22.8h, v15.8h, #16
	ssra	d18, d22, #21
	ssra	d15, d25, #52
	ssra	d17, d14, #29
	ssra	d10, d25, #1
	ssra	v28.16b, v13.16b, #7
	ssra	v6.16b, v4.16b, #4
	ssra	v16.16b, v24.16b, #8
	ssra	v1.16b, v9.16b, #2
	ssra	v19.2d, v19.2d, #25
	ssra	v1.2d, v1.2d, #64
	ssra	v25.2d, v29.2d, #25
	ssra	v23.2d, v17.2d, #30
	ssra	v27.2s, v22.2s, #20
	ssra	v2.2s, v30.2s, #22
	ssra	v30.2s, v15.2s, #1
	ssra	v14.2s, v10.2s, #32
	ssra	v0.4h, v8.4h, #2
	ssra	v25.4h, v3.4h, #7
	ssra	v28.4h, v21.4h, #5
	ssra	v8.4h, v2.4h, #16
	ssra	v9.4s, v11.4s, #16
	ssra	v29.4s, v4.4s, #16
	ssra	v18.4s, v31.4s, #30
	ssra	v4.4s, v28.4s, #1
	ssra	v28.8b, v16.8b, #2
	ssra	v10.8b, v10.8b, #8
	ssra	v17.8b, v23.8b, #3
	ssra	v19.8b, v16.8b, #7
	ssra	v30.8h, v13.8h, #14
	ssra	v23.8h, v27.8h, #1
	ssra	v10.8h, v14.8h, #1
	ssra	v28.8h, v3.8h, #1
	ssubl	v25.2d, v18.2s, v1.2s
	ssubl	v22.2d, v29.2s, v16.2s
	ssubl	v19.2d, v30.2s, v6.2s
	ssubl	v20.2d, v8.2s, v26.2s
	ssubl2	v15.2d, v11.4s, v18.4s
	ssubl2	v28.2d, v22.4s, v28.4s
	ssubl2	v2.2d, v16.4s, v7.4s
	ssubl2	v25.2d, v30.4s, v30.4s
	ssubl	v25.4s, v21.4h, v7.4h
	ssubl	v19.4s, v25.4h, v17.4h
	ssubl	v31.4s, v28.4h, v31.4h
	ssubl	v0.4s, v30.4h, v23.4h
	ssubl2	v20.4s, v4.8h, v9.8h
	ssubl2	v18.4s, v25.8h, v18.8h
	ssubl2	v18.4s, v0.8h, v5.8h
	ssubl2	v10.4s, v29.8h, v30.8h
	ssubl	v20.8h, v25.8b, v22.8b
	ssubl	v15.8h, v2.8b, v9.8b
	ssubl	v17.8h, v8.8b, v22.8b
	ssubl	v18.8h, v23.8b, v12.8b
	ssubl2	v30.8h, v9.16b, v1.16b
	ssubl2	v19.8h, v29.16b, v29.16b
	ssubl2	v26.8h, v17.16b, v4.16b
	ssubl2	v4.8h, v23.16b, v16.16b
	ssubw	v23.2d, v17.2d, v24.2s
	ssubw	v28.2d, v11.2d, v5.2s
	ssubw	v11.2d, v25.2d, v8.2s
	ssubw	v23.2d, v13.2d, v2.2s
	ssubw2	v11.2d, v3.2d, v3.4s
	ssubw2	v24.2d, v28.2d, v3.4s
	ssubw2	v27.2d, v29.2d, v29.4s
	ssubw2	v5.2d, v20.2d, v24.4s
	ssubw	v17.4s, v29.4s, v10.4h
	ssubw	v20.4s, v26.4s, v18.4h
	ssubw	v13.4s, v17.4s, v17.4h
	ssubw	v31.4s, v19.4s, v6.4h
	ssubw2	v28.4s, v24.4s, v7.8h
	ssubw2	v16.4s, v22.4s, v26.8h
	ssubw2	v20.4s, v1.4s, v20.8h
	ssubw2	v27.4s, v0.4s, v24.8h
	ssubw	v3.8h, v21.8h, v10.8b
	ssubw	v16.8h, v23.8h, v11.8b
	ssubw	v12.8h, v30.8h, v16.8b
	ssubw	v24.8h, v2.8h, v3.8b
	ssubw2	v6.8h, v2.8h, v18.16b
	ssubw2	v13.8h, v20.8h, v30.16b
	ssubw2	v23.8h, v18.8h, v13.16b
	ssubw2	v18.8h, v5.8h, v9.16b
	st1	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x8]
	st1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x16]
	st1	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x25]
	st1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x29]
	st1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x12], x18
	st1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x15], x25
	st1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x3], x13
	st1	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x17], x3
	st1	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x14]
	st1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x0]
	st1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x24]
	st1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x30]
	st1	{ v7.1d, v8.1d, v9.1d, v10.1d }, [x1], x23
	st1	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x9], x1
	st1	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x19], x25
	st1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x21], x28
	st1	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x2]
	st1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x20]
	st1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x15]
	st1	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x26]
	st1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x6], x30
	st1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x28], x19
	st1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x8], x8
	st1	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x24], x28
	st1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x10]
	st1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x14]
	st1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x9]
	st1	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x10]
	st1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x20], x27
	st1	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x6], x6
	st1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x10], x5
	st1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x30], x3
	st1	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x17]
	st1	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x22]
	st1	{ v11.4h, v12.4h, v13.4h, v14.4h }, [x13]
	st1	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x12]
	st1	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x5], x0
	st1	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x16], x21
	st1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x30], x0
	st1	{ v11.4h, v12.4h, v13.4h, v14.4h }, [x3], x19
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x23]
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x19]
	st1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x24]
	st1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x25]
	st1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x27], x9
	st1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x16], x11
	st1	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x1], x8
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x24], x17
	st1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x10]
	st1	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x30]
	st1	{ v22.8b, v23.8b, v24.8b, v25.8b }, [sp]
	st1	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x23]
	st1	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x8], x5
	st1	{ v0.8b, v1.8b, v2.8b, v3.8b }, [x15], x26
	st1	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x5], x6
	st1	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x11], x10
	st1	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x5]
	st1	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x14]
	st1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x3]
	st1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x23]
	st1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x16], x20
	st1	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x1], x28
	st1	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x23], x30
	st1	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x19], #64
	st1	{ v24.16b }, [x6]
	st1	{ v28.16b }, [x9]
	st1	{ v23.16b }, [x0]
	st1	{ v0.16b }, [x15]
	st1	{ v14.16b }, [x7], x27
	st1	{ v4.16b }, [x22], x16
	st1	{ v3.16b }, [x26], x7
	st1	{ v29.16b }, [x21], x2
	st1	{ v23.1d }, [x7]
	st1	{ v0.1d }, [x2]
	st1	{ v30.1d }, [x15]
	st1	{ v27.1d }, [x6]
	st1	{ v8.1d }, [x16], x25
	st1	{ v9.1d }, [x4], x12
	st1	{ v3.1d }, [x19], x25
	st1	{ v19.1d }, [x26], x16
	st1	{ v15.2d }, [x2]
	st1	{ v25.2d }, [x10]
	st1	{ v3.2d }, [x13]
	st1	{ v14.2d }, [x2]
	st1	{ v28.2d }, [x10], x29
	st1	{ v24.2d }, [x15], x3
	st1	{ v10.2d }, [x6], x2
	st1	{ v22.2d }, [x23], x14
	st1	{ v22.2s }, [x10]
	st1	{ v29.2s }, [x18]
	st1	{ v4.2s }, [x27]
	st1	{ v22.2s }, [x9]
	st1	{ v0.2s }, [x11], x4
	st1	{ v7.2s }, [x10], x24
	st1	{ v9.2s }, [x22], x2
	st1	{ v15.2s }, [x16], x3
	st1	{ v2.4h }, [x30]
	st1	{ v2.4h }, [x15]
	st1	{ v15.4h }, [x9]
	st1	{ v22.4h }, [x27]
	st1	{ v4.4h }, [x16], x26
	st1	{ v6.4h }, [x18], x24
	st1	{ v2.4h }, [x9], x25
	st1	{ v1.4h }, [x1], x9
	st1	{ v12.4s }, [x17]
	st1	{ v14.4s }, [x2]
	st1	{ v7.4s }, [x2]
	st1	{ v7.4s }, [x10]
	st1	{ v2.4s }, [x21], x19
	st1	{ v21.4s }, [x26], x9
	st1	{ v17.4s }, [x30], x2
	st1	{ v31.4s }, [x10], x12
	st1	{ v4.8b }, [x17]
	st1	{ v4.8b }, [x22]
	st1	{ v29.8b }, [x16]
	st1	{ v30.8b }, [x17]
	st1	{ v7.8b }, [x14], x19
	st1	{ v20.8b }, [x3], x18
	st1	{ v3.8b }, [x12], x1
	st1	{ v12.8b }, [x12], x7
	st1	{ v29.8h }, [x7]
	st1	{ v7.8h }, [sp]
	st1	{ v29.8h }, [x3]
	st1	{ v4.8h }, [x30]
	st1	{ v12.8h }, [x21], x2
	st1	{ v13.8h }, [x23], x24
	st1	{ v16.8h }, [x5], x3
	st1	{ v0.8h }, [x29], x14
	st1	{ v6.16b, v7.16b, v8.16b }, [x7]
	st1	{ v13.16b, v14.16b, v15.16b }, [x20]
	st1	{ v20.16b, v21.16b, v22.16b }, [x2]
	st1	{ v28.16b, v29.16b, v30.16b }, [x7]
	st1	{ v16.16b, v17.16b, v18.16b }, [x5], x30
	st1	{ v2.16b, v3.16b, v4.16b }, [x29], x28
	st1	{ v14.16b, v15.16b, v16.16b }, [x12], x9
	st1	{ v18.16b, v19.16b, v20.16b }, [x22], x27
	st1	{ v13.1d, v14.1d, v15.1d }, [x13]
	st1	{ v31.1d, v0.1d, v1.1d }, [x5]
	st1	{ v21.1d, v22.1d, v23.1d }, [x17]
	st1	{ v17.1d, v18.1d, v19.1d }, [x5]
	st1	{ v8.1d, v9.1d, v10.1d }, [x19], x9
	st1	{ v9.1d, v10.1d, v11.1d }, [sp], x8
	st1	{ v15.1d, v16.1d, v17.1d }, [x24], x23
	st1	{ v23.1d, v24.1d, v25.1d }, [x18], x5
	st1	{ v21.2d, v22.2d, v23.2d }, [x17]
	st1	{ v7.2d, v8.2d, v9.2d }, [x9]
	st1	{ v22.2d, v23.2d, v24.2d }, [x19]
	st1	{ v14.2d, v15.2d, v16.2d }, [x21]
	st1	{ v10.2d, v11.2d, v12.2d }, [x14], x5
	st1	{ v10.2d, v11.2d, v12.2d }, [x18], #48
	st1	{ v14.2d, v15.2d, v16.2d }, [x19], x22
	st1	{ v10.2d, v11.2d, v12.2d }, [x18], x18
	st1	{ v20.2s, v21.2s, v22.2s }, [x13]
	st1	{ v13.2s, v14.2s, v15.2s }, [x24]
	st1	{ v1.2s, v2.2s, v3.2s }, [x23]
	st1	{ v30.2s, v31.2s, v0.2s }, [x11]
	st1	{ v5.2s, v6.2s, v7.2s }, [x30], x29
	st1	{ v6.2s, v7.2s, v8.2s }, [x20], x9
	st1	{ v3.2s, v4.2s, v5.2s }, [x6], x12
	st1	{ v24.2s, v25.2s, v26.2s }, [x10], x8
	st1	{ v11.4h, v12.4h, v13.4h }, [x0]
	st1	{ v23.4h, v24.4h, v25.4h }, [x21]
	st1	{ v11.4h, v12.4h, v13.4h }, [x11]
	st1	{ v0.4h, v1.4h, v2.4h }, [x30]
	st1	{ v30.4h, v31.4h, v0.4h }, [x30], x19
	st1	{ v3.4h, v4.4h, v5.4h }, [x13], x26
	st1	{ v18.4h, v19.4h, v20.4h }, [sp], x9
	st1	{ v25.4h, v26.4h, v27.4h }, [x26], x26
	st1	{ v7.4s, v8.4s, v9.4s }, [x30]
	st1	{ v27.4s, v28.4s, v29.4s }, [x8]
	st1	{ v0.4s, v1.4s, v2.4s }, [x30]
	st1	{ v30.4s, v31.4s, v0.4s }, [x12]
	st1	{ v11.4s, v12.4s, v13.4s }, [x13], x4
	st1	{ v13.4s, v14.4s, v15.4s }, [x10], x23
	st1	{ v22.4s, v23.4s, v24.4s }, [x13], x25
	st1	{ v30.4s, v31.4s, v0.4s }, [x9], x0
	st1	{ v31.8b, v0.8b, v1.8b }, [sp]
	st1	{ v13.8b, v14.8b, v15.8b }, [x4]
	st1	{ v0.8b, v1.8b, v2.8b }, [x1]
	st1	{ v16.8b, v17.8b, v18.8b }, [x22]
	st1	{ v15.8b, v16.8b, v17.8b }, [sp], x24
	st1	{ v24.8b, v25.8b, v26.8b }, [x11], x30
	st1	{ v9.8b, v10.8b, v11.8b }, [x10], x8
	st1	{ v9.8b, v10.8b, v11.8b }, [sp], x21
	st1	{ v29.8h, v30.8h, v31.8h }, [x26]
	st1	{ v26.8h, v27.8h, v28.8h }, [x5]
	st1	{ v25.8h, v26.8h, v27.8h }, [x27]
	st1	{ v21.8h, v22.8h, v23.8h }, [x9]
	st1	{ v5.8h, v6.8h, v7.8h }, [x29], x8
	st1	{ v9.8h, v10.8h, v11.8h }, [x22], x12
	st1	{ v13.8h, v14.8h, v15.8h }, [x9], x18
	st1	{ v29.8h, v30.8h, v31.8h }, [x19], x26
	st1	{ v16.16b, v17.16b }, [x18]
	st1	{ v25.16b, v26.16b }, [x2]
	st1	{ v8.16b, v9.16b }, [x3]
	st1	{ v11.16b, v12.16b }, [x16]
	st1	{ v8.16b, v9.16b }, [x12], x8
	st1	{ v0.16b, v1.16b }, [x16], x9
	st1	{ v6.16b, v7.16b }, [x12], x23
	st1	{ v14.16b, v15.16b }, [x3], #32
	st1	{ v23.1d, v24.1d }, [x29]
	st1	{ v6.1d, v7.1d }, [x15]
	st1	{ v23.1d, v24.1d }, [x26]
	st1	{ v4.1d, v5.1d }, [x9]
	st1	{ v29.1d, v30.1d }, [x18], x22
	st1	{ v10.1d, v11.1d }, [x17], x23
	st1	{ v15.1d, v16.1d }, [x16], x20
	st1	{ v11.1d, v12.1d }, [x21], x6
	st1	{ v20.2d, v21.2d }, [x12]
	st1	{ v15.2d, v16.2d }, [x28]
	st1	{ v1.2d, v2.2d }, [x2]
	st1	{ v12.2d, v13.2d }, [x9]
	st1	{ v5.2d, v6.2d }, [x28], x7
	st1	{ v16.2d, v17.2d }, [x14], x23
	st1	{ v6.2d, v7.2d }, [x19], x10
	st1	{ v19.2d, v20.2d }, [x20], x4
	st1	{ v21.2s, v22.2s }, [x20]
	st1	{ v27.2s, v28.2s }, [x27]
	st1	{ v18.2s, v19.2s }, [x26]
	st1	{ v7.2s, v8.2s }, [x1]
	st1	{ v14.2s, v15.2s }, [x5], x20
	st1	{ v25.2s, v26.2s }, [x7], x17
	st1	{ v10.2s, v11.2s }, [x1], x7
	st1	{ v24.2s, v25.2s }, [x29], x28
	st1	{ v20.4h, v21.4h }, [x20]
	st1	{ v14.4h, v15.4h }, [x20]
	st1	{ v21.4h, v22.4h }, [x22]
	st1	{ v17.4h, v18.4h }, [x5]
	st1	{ v18.4h, v19.4h }, [x21], x17
	st1	{ v20.4h, v21.4h }, [x18], x7
	st1	{ v31.4h, v0.4h }, [x14], x7
	st1	{ v24.4h, v25.4h }, [x13], x1
	st1	{ v2.4s, v3.4s }, [x15]
	st1	{ v12.4s, v13.4s }, [x24]
	st1	{ v31.4s, v0.4s }, [x14]
	st1	{ v30.4s, v31.4s }, [x30]
	st1	{ v30.4s, v31.4s }, [x22], x28
	st1	{ v16.4s, v17.4s }, [x5], x6
	st1	{ v5.4s, v6.4s }, [x22], x21
	st1	{ v16.4s, v17.4s }, [x27], x11
	st1	{ v29.8b, v30.8b }, [x5]
	st1	{ v29.8b, v30.8b }, [x0]
	st1	{ v7.8b, v8.8b }, [x1]
	st1	{ v22.8b, v23.8b }, [x13]
	st1	{ v8.8b, v9.8b }, [x10], x18
	st1	{ v1.8b, v2.8b }, [x0], x21
	st1	{ v24.8b, v25.8b }, [x27], x5
	st1	{ v25.8b, v26.8b }, [x29], x3
	st1	{ v15.8h, v16.8h }, [x3]
	st1	{ v18.8h, v19.8h }, [x11]
	st1	{ v27.8h, v28.8h }, [x18]
	st1	{ v2.8h, v3.8h }, [x7]
	st1	{ v4.8h, v5.8h }, [x27], x20
	st1	{ v11.8h, v12.8h }, [x25], #32
	st1	{ v10.8h, v11.8h }, [x3], x20
	st1	{ v20.8h, v21.8h }, [x7], x25
	st1	{ v16.b }[11], [x24]
	st1	{ v27.b }[15], [x16]
	st1	{ v17.b }[0], [x27]
	st1	{ v6.b }[14], [x29]
	st1	{ v28.b }[11], [x2], x17
	st1	{ v25.b }[8], [x28], x18
	st1	{ v31.b }[14], [x19], x21
	st1	{ v3.b }[13], [x27], x12
	st1	{ v18.d }[1], [sp]
	st1	{ v27.d }[1], [x1]
	st1	{ v22.d }[0], [x12]
	st1	{ v10.d }[1], [x12]
	st1	{ v7.d }[1], [x7], x12
	st1	{ v20.d }[0], [x5], x18
	st1	{ v12.d }[0], [x7], x26
	st1	{ v18.d }[0], [x9], x16
	st1	{ v23.h }[4], [x27]
	st1	{ v20.h }[0], [sp]
	st1	{ v26.h }[1], [sp]
	st1	{ v21.h }[2], [x14]
	st1	{ v6.h }[1], [x8], x23
	st1	{ v29.h }[0], [x1], x10
	st1	{ v9.h }[1], [x14], x10
	st1	{ v21.h }[1], [x23], x21
	st1	{ v29.s }[3], [x15]
	st1	{ v30.s }[2], [x19]
	st1	{ v21.s }[1], [x3]
	st1	{ v23.s }[1], [x8]
	st1	{ v17.s }[1], [x17], x5
	st1	{ v13.s }[0], [x6], x24
	st1	{ v7.s }[1], [x24], x27
	st1	{ v14.s }[1], [x1], x2
	st2	{ v29.b, v30.b }[15], [x16]
	st2	{ v8.b, v9.b }[13], [x5]
	st2	{ v20.b, v21.b }[6], [x29]
	st2	{ v23.b, v24.b }[0], [x1]
	st2	{ v20.b, v21.b }[8], [x9], x12
	st2	{ v6.b, v7.b }[2], [x0], x23
	st2	{ v31.b, v0.b }[2], [x1], x1
	st2	{ v25.b, v26.b }[0], [x15], x26
	st2	{ v7.d, v8.d }[0], [x8]
	st2	{ v15.d, v16.d }[0], [x12]
	st2	{ v30.d, v31.d }[0], [x25]
	st2	{ v20.d, v21.d }[0], [x22]
	st2	{ v10.d, v11.d }[1], [x5], x12
	st2	{ v13.d, v14.d }[0], [x25], x3
	st2	{ v26.d, v27.d }[0], [x15], x3
	st2	{ v9.d, v10.d }[1], [x0], x15
	st2	{ v28.h, v29.h }[3], [x7]
	st2	{ v27.h, v28.h }[0], [x6]
	st2	{ v1.h, v2.h }[6], [x12]
	st2	{ v28.h, v29.h }[0], [sp]
	st2	{ v5.h, v6.h }[6], [x12], x18
	st2	{ v30.h, v31.h }[0], [x1], x11
	st2	{ v23.h, v24.h }[1], [x21], x0
	st2	{ v18.h, v19.h }[1], [x2], x13
	st2	{ v29.s, v30.s }[1], [x19]
	st2	{ v23.s, v24.s }[3], [x10]
	st2	{ v13.s, v14.s }[2], [x17]
	st2	{ v28.s, v29.s }[1], [x5]
	st2	{ v19.s, v20.s }[2], [sp], x17
	st2	{ v13.s, v14.s }[2], [x20], x10
	st2	{ v22.s, v23.s }[1], [x24], x14
	st2	{ v24.s, v25.s }[1], [x5], x20
	st2	{ v27.16b, v28.16b }, [x18]
	st2	{ v6.16b, v7.16b }, [x22]
	st2	{ v12.16b, v13.16b }, [x18]
	st2	{ v15.16b, v16.16b }, [x6]
	st2	{ v26.16b, v27.16b }, [x16], x25
	st2	{ v14.16b, v15.16b }, [x8], x0
	st2	{ v15.16b, v16.16b }, [x0], x25
	st2	{ v0.16b, v1.16b }, [x2], x22
	st2	{ v15.2d, v16.2d }, [x0]
	st2	{ v6.2d, v7.2d }, [x18]
	st2	{ v7.2d, v8.2d }, [x11]
	st2	{ v12.2d, v13.2d }, [x22]
	st2	{ v19.2d, v20.2d }, [x28], x12
	st2	{ v6.2d, v7.2d }, [x1], x2
	st2	{ v31.2d, v0.2d }, [x29], x29
	st2	{ v18.2d, v19.2d }, [x9], x5
	st2	{ v16.2s, v17.2s }, [x22]
	st2	{ v19.2s, v20.2s }, [x14]
	st2	{ v26.2s, v27.2s }, [x4]
	st2	{ v17.2s, v18.2s }, [x29]
	st2	{ v17.2s, v18.2s }, [x28], x4
	st2	{ v5.2s, v6.2s }, [x11], x3
	st2	{ v0.2s, v1.2s }, [x17], x16
	st2	{ v13.2s, v14.2s }, [x22], x14
	st2	{ v16.4h, v17.4h }, [x30]
	st2	{ v4.4h, v5.4h }, [x6]
	st2	{ v27.4h, v28.4h }, [x18]
	st2	{ v2.4h, v3.4h }, [x22]
	st2	{ v30.4h, v31.4h }, [x5], x17
	st2	{ v4.4h, v5.4h }, [x19], x9
	st2	{ v26.4h, v27.4h }, [x24], x27
	st2	{ v15.4h, v16.4h }, [x6], x6
	st2	{ v19.4s, v20.4s }, [x7]
	st2	{ v24.4s, v25.4s }, [x6]
	st2	{ v31.4s, v0.4s }, [x14]
	st2	{ v29.4s, v30.4s }, [x1]
	st2	{ v23.4s, v24.4s }, [x20], x3
	st2	{ v13.4s, v14.4s }, [x25], x29
	st2	{ v14.4s, v15.4s }, [x4], x14
	st2	{ v10.4s, v11.4s }, [x26], x29
	st2	{ v23.8b, v24.8b }, [x24]
	st2	{ v31.8b, v0.8b }, [x23]
	st2	{ v2.8b, v3.8b }, [x0]
	st2	{ v10.8b, v11.8b }, [x22]
	st2	{ v5.8b, v6.8b }, [x2], x13
	st2	{ v31.8b, v0.8b }, [x11], x20
	st2	{ v26.8b, v27.8b }, [x25], x26
	st2	{ v21.8b, v22.8b }, [x4], x18
	st2	{ v8.8h, v9.8h }, [x7]
	st2	{ v0.8h, v1.8h }, [x9]
	st2	{ v21.8h, v22.8h }, [x30]
	st2	{ v14.8h, v15.8h }, [x29]
	st2	{ v11.8h, v12.8h }, [x12], x13
	st2	{ v8.8h, v9.8h }, [x0], x6
	st2	{ v21.8h, v22.8h }, [x11], x29
	st2	{ v1.8h, v2.8h }, [x30], x16
	st3	{ v14.b, v15.b, v16.b }[13], [x24]
	st3	{ v6.b, v7.b, v8.b }[1], [x27]
	st3	{ v4.b, v5.b, v6.b }[12], [x15]
	st3	{ v19.b, v20.b, v21.b }[1], [x5]
	st3	{ v11.b, v12.b, v13.b }[15], [x13], x10
	st3	{ v9.b, v10.b, v11.b }[13], [x19], x23
	st3	{ v23.b, v24.b, v25.b }[10], [x10], x17
	st3	{ v4.b, v5.b, v6.b }[1], [x30], #3
	st3	{ v23.d, v24.d, v25.d }[1], [x29]
	st3	{ v19.d, v20.d, v21.d }[1], [x3]
	st3	{ v10.d, v11.d, v12.d }[1], [x5]
	st3	{ v24.d, v25.d, v26.d }[1], [x23]
	st3	{ v9.d, v10.d, v11.d }[1], [x19], x12
	st3	{ v13.d, v14.d, v15.d }[1], [x6], x29
	st3	{ v11.d, v12.d, v13.d }[0], [x24], x2
	st3	{ v30.d, v31.d, v0.d }[1], [x0], x5
	st3	{ v22.h, v23.h, v24.h }[7], [x2]
	st3	{ v0.h, v1.h, v2.h }[0], [x12]
	st3	{ v13.h, v14.h, v15.h }[1], [x11]
	st3	{ v19.h, v20.h, v21.h }[3], [x6]
	st3	{ v16.h, v17.h, v18.h }[3], [x22], x9
	st3	{ v8.h, v9.h, v10.h }[0], [x6], #6
	st3	{ v19.h, v20.h, v21.h }[0], [x14], x0
	st3	{ v4.h, v5.h, v6.h }[7], [sp], x9
	st3	{ v26.s, v27.s, v28.s }[0], [x22]
	st3	{ v20.s, v21.s, v22.s }[0], [x7]
	st3	{ v22.s, v23.s, v24.s }[1], [x9]
	st3	{ v30.s, v31.s, v0.s }[2], [x17]
	st3	{ v21.s, v22.s, v23.s }[1], [x6], x11
	st3	{ v29.s, v30.s, v31.s }[2], [x1], x23
	st3	{ v22.s, v23.s, v24.s }[3], [x7], x6
	st3	{ v23.s, v24.s, v25.s }[2], [x29], x23
	st3	{ v10.16b, v11.16b, v12.16b }, [x12]
	st3	{ v7.16b, v8.16b, v9.16b }, [x6]
	st3	{ v10.16b, v11.16b, v12.16b }, [x26]
	st3	{ v2.16b, v3.16b, v4.16b }, [x11]
	st3	{ v20.16b, v21.16b, v22.16b }, [x20], x0
	st3	{ v9.16b, v10.16b, v11.16b }, [x3], x12
	st3	{ v26.16b, v27.16b, v28.16b }, [x11], x17
	st3	{ v13.16b, v14.16b, v15.16b }, [x4], x30
	st3	{ v19.2d, v20.2d, v21.2d }, [x16]
	st3	{ v25.2d, v26.2d, v27.2d }, [x15]
	st3	{ v31.2d, v0.2d, v1.2d }, [x28]
	st3	{ v28.2d, v29.2d, v30.2d }, [x7]
	st3	{ v11.2d, v12.2d, v13.2d }, [x19], x24
	st3	{ v27.2d, v28.2d, v29.2d }, [x17], x11
	st3	{ v31.2d, v0.2d, v1.2d }, [x27], x5
	st3	{ v13.2d, v14.2d, v15.2d }, [x13], x19
	st3	{ v14.2s, v15.2s, v16.2s }, [x2]
	st3	{ v22.2s, v23.2s, v24.2s }, [x10]
	st3	{ v16.2s, v17.2s, v18.2s }, [x0]
	st3	{ v13.2s, v14.2s, v15.2s }, [x22]
	st3	{ v30.2s, v31.2s, v0.2s }, [x13], x29
	st3	{ v12.2s, v13.2s, v14.2s }, [x19], x10
	st3	{ v25.2s, v26.2s, v27.2s }, [x2], x0
	st3	{ v7.2s, v8.2s, v9.2s }, [x27], x6
	st3	{ v5.4h, v6.4h, v7.4h }, [x8]
	st3	{ v29.4h, v30.4h, v31.4h }, [x0]
	st3	{ v31.4h, v0.4h, v1.4h }, [x2]
	st3	{ v13.4h, v14.4h, v15.4h }, [x8]
	st3	{ v17.4h, v18.4h, v19.4h }, [x2], x7
	st3	{ v16.4h, v17.4h, v18.4h }, [x6], x7
	st3	{ v4.4h, v5.4h, v6.4h }, [x23], x21
	st3	{ v13.4h, v14.4h, v15.4h }, [x3], x14
	st3	{ v23.4s, v24.4s, v25.4s }, [x10]
	st3	{ v13.4s, v14.4s, v15.4s }, [x11]
	st3	{ v14.4s, v15.4s, v16.4s }, [x4]
	st3	{ v24.4s, v25.4s, v26.4s }, [x28]
	st3	{ v0.4s, v1.4s, v2.4s }, [x5], x26
	st3	{ v30.4s, v31.4s, v0.4s }, [x3], x5
	st3	{ v31.4s, v0.4s, v1.4s }, [x15], x10
	st3	{ v18.4s, v19.4s, v20.4s }, [x29], x5
	st3	{ v1.8b, v2.8b, v3.8b }, [x13]
	st3	{ v21.8b, v22.8b, v23.8b }, [x19]
	st3	{ v6.8b, v7.8b, v8.8b }, [x14]
	st3	{ v23.8b, v24.8b, v25.8b }, [x0]
	st3	{ v27.8b, v28.8b, v29.8b }, [x0], x9
	st3	{ v9.8b, v10.8b, v11.8b }, [x23], x9
	st3	{ v27.8b, v28.8b, v29.8b }, [x13], x13
	st3	{ v26.8b, v27.8b, v28.8b }, [x17], x20
	st3	{ v8.8h, v9.8h, v10.8h }, [x30]
	st3	{ v12.8h, v13.8h, v14.8h }, [x12]
	st3	{ v15.8h, v16.8h, v17.8h }, [x3]
	st3	{ v10.8h, v11.8h, v12.8h }, [x28]
	st3	{ v31.8h, v0.8h, v1.8h }, [x11], x19
	st3	{ v1.8h, v2.8h, v3.8h }, [x9], x30
	st3	{ v13.8h, v14.8h, v15.8h }, [x26], x17
	st3	{ v7.8h, v8.8h, v9.8h }, [x1], x25
	st4	{ v25.b, v26.b, v27.b, v28.b }[15], [x22]
	st4	{ v18.b, v19.b, v20.b, v21.b }[6], [x5]
	st4	{ v27.b, v28.b, v29.b, v30.b }[11], [x26]
	st4	{ v15.b, v16.b, v17.b, v18.b }[13], [x5]
	st4	{ v12.b, v13.b, v14.b, v15.b }[4], [x20], x30
	st4	{ v19.b, v20.b, v21.b, v22.b }[14], [x20], x25
	st4	{ v28.b, v29.b, v30.b, v31.b }[2], [x25], x29
	st4	{ v0.b, v1.b, v2.b, v3.b }[15], [x16], x7
	st4	{ v11.d, v12.d, v13.d, v14.d }[1], [x21]
	st4	{ v28.d, v29.d, v30.d, v31.d }[0], [x22]
	st4	{ v30.d, v31.d, v0.d, v1.d }[0], [x16]
	st4	{ v13.d, v14.d, v15.d, v16.d }[0], [x21]
	st4	{ v23.d, v24.d, v25.d, v26.d }[0], [x0], x26
	st4	{ v17.d, v18.d, v19.d, v20.d }[0], [x7], x19
	st4	{ v1.d, v2.d, v3.d, v4.d }[0], [x20], x1
	st4	{ v2.d, v3.d, v4.d, v5.d }[0], [x9], x23
	st4	{ v27.h, v28.h, v29.h, v30.h }[0], [x18]
	st4	{ v24.h, v25.h, v26.h, v27.h }[4], [x13]
	st4	{ v24.h, v25.h, v26.h, v27.h }[2], [x9]
	st4	{ v12.h, v13.h, v14.h, v15.h }[0], [x13]
	st4	{ v21.h, v22.h, v23.h, v24.h }[2], [x28], x9
	st4	{ v18.h, v19.h, v20.h, v21.h }[3], [x6], x6
	st4	{ v12.h, v13.h, v14.h, v15.h }[6], [x7], x19
	st4	{ v5.h, v6.h, v7.h, v8.h }[5], [x8], x8
	st4	{ v18.s, v19.s, v20.s, v21.s }[0], [x12]
	st4	{ v14.s, v15.s, v16.s, v17.s }[1], [x11]
	st4	{ v18.s, v19.s, v20.s, v21.s }[0], [x4]
	st4	{ v16.s, v17.s, v18.s, v19.s }[0], [x11]
	st4	{ v1.s, v2.s, v3.s, v4.s }[2], [x2], x1
	st4	{ v14.s, v15.s, v16.s, v17.s }[1], [x27], x13
	st4	{ v28.s, v29.s, v30.s, v31.s }[0], [x4], x14
	st4	{ v7.s, v8.s, v9.s, v10.s }[0], [x20], x24
	st4	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x28]
	st4	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x10]
	st4	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x19]
	st4	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x1]
	st4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x20], x10
	st4	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x2], x25
	st4	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x30], x24
	st4	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x19], x4
	st4	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x27]
	st4	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x11]
	st4	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x25]
	st4	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x19]
	st4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x2], x28
	st4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x2], x28
	st4	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x6], x28
	st4	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x17], x10
	st4	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x9]
	st4	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x13]
	st4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x1]
	st4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x19]
	st4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x5], x9
	st4	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x7], x14
	st4	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x21], x30
	st4	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x4], x4
	st4	{ v28.4h, v29.4h, v30.4h, v31.4h }, [sp]
	st4	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x25]
	st4	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x18]
	st4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x9]
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x22], x12
	st4	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x4], x18
	st4	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x27], x20
	st4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x20], x8
	st4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x28]
	st4	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x0]
	st4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x7]
	st4	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x5]
	st4	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x18], x24
	st4	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x30], x1
	st4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x12], x20
	st4	{ v4.4s, v5.4s, v6.4s, v7.4s }, [sp], x14
	st4	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x8]
	st4	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x25]
	st4	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x25]
	st4	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x30]
	st4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x0], x22
	st4	{ v27.8b, v28.8b, v29.8b, v30.8b }, [sp], x24
	st4	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x25], x9
	st4	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x18], x27
	st4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x24]
	st4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x4]
	st4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x4]
	st4	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x28]
	st4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x11], x9
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x9], x12
	st4	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x13], x19
	st4	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x11], x3
	stlr	w4, [sp]
	stlr	w6, [x1]
	stlr	w28, [x19]
	stlr	w8, [x29]
	stlr	x19, [x18]
	stlr	x26, [x19]
	stlr	x22, [x9]
	stlr	x30, [x9]
	stlrb	w25, [x15]
	stlrb	w2, [x3]
	stlrb	w11, [x27]
	stlrb	w30, [x9]
	stlrh	w4, [sp]
	stlrh	w4, [x26]
	stlrh	w12, [sp]
	stlrh	w16, [x11]
	stlxp	w23, w11, w17, [x4]
	stlxp	w14, w13, w15, [x17]
	stlxp	wzr, w22, w20, [x20]
	stlxp	w2, w15, w11, [x4]
	stlxp	w16, x23, x3, [x12]
	stlxp	w19, x20, x20, [x9]
	stlxp	w22, x0, x29, [x2]
	stlxp	w19, x22, x12, [x2]
	stlxr	w25, w28, [x3]
	stlxr	w11, w6, [x26]
	stlxr	w30, wzr, [x18]
	stlxr	w27, w2, [x2]
	stlxr	w24, x29, [x29]
	stlxr	w22, x21, [x9]
	stlxr	w13, x11, [x17]
	stlxr	w23, x4, [x0]
	stlxrb	w23, w22, [x4]
	stlxrb	w8, w27, [x28]
	stlxrb	w9, w29, [x5]
	stlxrb	w14, w22, [x29]
	stlxrh	w10, w20, [x25]
	stlxrh	w17, w13, [x2]
	stlxrh	w5, w11, [x27]
	stlxrh	w6, w13, [x18]
	stnp	d30, d2, [x9]
	stnp	d6, d23, [x18, #-8]
	stnp	d28, d17, [sp, #216]
	stnp	d11, d8, [x30]
	stnp	q15, q24, [x11]
	stnp	q11, q7, [x6, #-1024]
	stnp	q31, q17, [x19]
	stnp	q5, q2, [x9]
	stnp	s28, s27, [x7]
	stnp	s6, s10, [x17]
	stnp	s16, s14, [x2, #-184]
	stnp	s8, s2, [x19]
	stnp	w15, w23, [x0]
	stnp	w29, w0, [x15]
	stnp	w22, w4, [x11, #124]
	stnp	w27, w27, [x28, #152]
	stnp	x9, x27, [x0, #-152]
	stnp	xzr, xzr, [x7, #464]
	stnp	x17, x2, [x21, #272]
	stnp	x0, x26, [x30]
	stp	d4, d27, [x11]
	stp	d3, d11, [x14]
	stp	d6, d11, [x30, #-512]
	stp	d15, d20, [x28, #144]
	stp	d23, d26, [x12], #-224
	stp	d26, d14, [x29], #-24
	stp	d24, d24, [x21], #0
	stp	d19, d14, [x19], #-440
	stp	d25, d28, [x14, #56]!
	stp	d22, d26, [x17, #-80]!
	stp	d17, d14, [x26, #-304]!
	stp	d11, d29, [x30, #-264]!
	stp	q2, q7, [x26, #528]
	stp	q0, q7, [x6, #-1024]
	stp	q19, q17, [sp, #-848]
	stp	q22, q9, [x1, #624]
	stp	q1, q29, [x7], #304
	stp	q18, q19, [x8], #-688
	stp	q24, q13, [x20], #-192
	stp	q3, q13, [x1], #-864
	stp	q2, q16, [x12, #-832]!
	stp	q21, q16, [x17, #1008]!
	stp	q10, q1, [x0, #432]!
	stp	q28, q30, [x10, #-176]!
	stp	s10, s23, [x4, #-184]
	stp	s20, s4, [x28, #-84]
	stp	s15, s31, [x10, #252]
	stp	s9, s24, [x1, #-28]
	stp	s30, s15, [x29], #-80
	stp	s11, s11, [x8], #-156
	stp	s10, s6, [x21], #252
	stp	s10, s26, [x9], #-168
	stp	s25, s0, [x14, #-256]!
	stp	s17, s1, [x19, #184]!
	stp	s11, s7, [x26, #0]!
	stp	s29, s13, [x20, #-252]!
	stp	w1, w19, [x9]
	stp	w29, w10, [x17, #176]
	stp	w10, w2, [x13, #252]
	stp	w9, w14, [x8, #168]
	stp	w15, w29, [x17], #232
	stp	w14, w22, [x28], #208
	stp	w3, w14, [x21], #-100
	stp	w4, w11, [x3], #-256
	stp	w0, w17, [x7, #-164]!
	stp	w20, w12, [x27, #36]!
	stp	w3, w27, [x1, #112]!
	stp	w23, w25, [x5, #-4]!
	stp	x25, x26, [x17, #-504]
	stp	x3, x27, [x15, #-352]
	stp	x5, x5, [x11]
	stp	x26, x20, [x8]
	stp	x5, x18, [x30], #200
	stp	x12, x11, [x2], #-248
	stp	x27, x6, [x17], #-168
	stp	x15, x3, [x23], #160
	stp	x23, x5, [x7, #0]!
	stp	x20, x6, [x3, #-440]!
	stp	x10, x30, [x8, #296]!
	stp	x21, x29, [x4, #32]!
	stur	b14, [x30, #216]
	stur	b0, [x25]
	stur	b12, [x5]
	stur	b12, [x8, #3]
	str	b8, [x30], #-112
	str	b23, [x5], #0
	str	b20, [x9], #-191
	str	b30, [x4], #-201
	str	b26, [x0, #174]!
	str	b24, [x1, #-126]!
	str	b0, [x11, #1]!
	str	b2, [x13, #39]!
	str	b2, [x1, w7, sxtw #0]
	str	b16, [x2, w17, uxtw #0]
	str	b26, [x23, w8, sxtw #0]
	str	b31, [x23, w25, sxtw #0]
	str	b8, [x24, x21, sxtx]
	str	b27, [x28, x9]
	str	b9, [x4, x2, lsl #0]
	str	b2, [x22, x8, sxtx]
	str	b28, [x30]
	str	b23, [x16]
	str	b23, [x23, #1335]
	str	b17, [x9]
	sturb	w16, [x21]
	sturb	w3, [x19, #141]
	sturb	w16, [x4, #255]
	sturb	w11, [x3, #243]
	strb	w26, [x15], #-111
	strb	w10, [sp], #-1
	strb	w10, [x20], #255
	strb	w21, [x16], #-8
	strb	w3, [x11, #134]!
	strb	w14, [x20, #-249]!
	strb	w4, [x16, #-256]!
	strb	w14, [x15, #114]!
	strb	w27, [x23, w2, uxtw]
	strb	w17, [x19, w30, sxtw]
	strb	w28, [x10, w30, sxtw]
	strb	w0, [x17, w14, sxtw]
	strb	w2, [x19, x5, sxtx]
	strb	w18, [x19, x3]
	strb	w12, [x29, x14]
	strb	wzr, [x11, x14, sxtx #0]
	strb	w19, [x15]
	strb	w27, [sp, #2164]
	strb	w11, [x30]
	strb	w12, [x16]
	stur	d11, [x2, #-201]
	stur	d13, [x29, #-115]
	stur	d21, [x10, #-64]
	stur	d2, [x5, #245]
	str	d22, [x5], #-256
	str	d29, [x17], #-166
	str	d11, [x26], #-35
	str	d8, [x11], #170
	str	d17, [x22, #209]!
	str	d26, [x30, #-256]!
	str	d18, [x20, #-66]!
	str	d7, [x13, #20]!
	str	d4, [x11, w10, sxtw]
	str	d9, [x19, wzr, uxtw #3]
	str	d16, [x3, w30, uxtw #3]
	str	d18, [x30, w14, sxtw]
	str	d12, [x15, xzr, sxtx]
	str	d9, [x1, x20, sxtx #3]
	str	d23, [x24, x2, sxtx]
	str	d12, [x13, x29, sxtx]
	str	d3, [x16]
	str	d8, [x20, #32760]
	str	d11, [x30, #7640]
	str	d21, [x23]
	stur	h11, [x16, #44]
	stur	h14, [x28, #-103]
	stur	h3, [x27]
	stur	h26, [x8, #86]
	str	h22, [x11], #219
	str	h28, [x8], #-1
	str	h7, [x1], #-192
	str	h28, [x21], #47
	str	h23, [x23, #-31]!
	str	h8, [x10, #-129]!
	str	h16, [x12, #148]!
	str	h7, [x9, #-256]!
	str	h26, [x26, w3, uxtw #1]
	str	h13, [x7, w23, uxtw #1]
	str	h17, [x5, w7, sxtw]
	str	h6, [x7, w8, sxtw]
	str	h20, [x6, x2]
	str	h16, [x6, x4, sxtx #1]
	str	h4, [x16, x17, sxtx]
	str	h3, [x25, x17, lsl #1]
	str	h0, [x5, #2564]
	str	h21, [x20, #2442]
	str	h2, [x26, #7708]
	str	h2, [x26]
	sturh	w11, [x8]
	sturh	w29, [x26, #252]
	sturh	w11, [x11]
	sturh	w21, [x7, #155]
	strh	w0, [x6], #71
	strh	w1, [x16], #199
	strh	w5, [x27], #0
	strh	w17, [x26], #81
	strh	w5, [x13, #-256]!
	strh	w10, [x2, #-67]!
	strh	w12, [x11, #-210]!
	strh	w15, [x28, #228]!
	strh	w19, [x23, w10, sxtw #1]
	strh	w20, [x2, w1, sxtw]
	strh	w1, [x2, w3, uxtw]
	strh	w26, [x21, w0, uxtw]
	strh	w14, [x29, x13, sxtx #1]
	strh	w17, [x17, x0, sxtx #1]
	strh	w1, [x19, x3, sxtx #1]
	strh	wzr, [x16, x13, lsl #1]
	strh	w4, [x7, #6208]
	strh	w23, [x20]
	strh	w8, [x15]
	strh	w5, [x24, #5222]
	stur	q17, [x27]
	stur	q11, [x10, #-256]
	stur	q3, [x27]
	stur	q6, [x23, #-150]
	str	q7, [x23], #255
	str	q26, [x22], #174
	str	q14, [x10], #53
	str	q25, [x15], #180
	str	q13, [x14, #0]!
	str	q9, [x18, #-130]!
	str	q12, [x28, #160]!
	str	q23, [x15, #-189]!
	str	q5, [x10, w24, sxtw #4]
	str	q30, [x28, w14, sxtw #4]
	str	q21, [x28, w21, uxtw #4]
	str	q29, [x23, w10, uxtw #4]
	str	q22, [x10, x22, sxtx]
	str	q15, [x19, x11]
	str	q19, [x2, xzr, sxtx #4]
	str	q21, [x8, x12, sxtx #4]
	str	q27, [x6, #21280]
	str	q5, [x12, #59296]
	str	q19, [x29, #26720]
	str	q30, [x9]
	stur	s23, [x14]
	stur	s23, [x16, #-235]
	stur	s24, [x2, #144]
	stur	s18, [x29, #-130]
	str	s7, [x3], #-192
	str	s23, [x22], #-103
	str	s6, [x20], #-195
	str	s22, [x5], #-197
	str	s3, [x0, #-136]!
	str	s31, [x1, #-72]!
	str	s31, [x14, #161]!
	str	s15, [x10, #1]!
	str	s12, [x13, w26, sxtw #2]
	str	s26, [x14, w20, uxtw #2]
	str	s29, [x19, w7, sxtw #2]
	str	s27, [x16, w18, uxtw]
	str	s29, [x3, x11, lsl #2]
	str	s4, [x21, x1, lsl #2]
	str	s30, [x2, x10, sxtx #2]
	str	s0, [x16, x15, sxtx]
	str	s30, [x12]
	str	s9, [x25]
	str	s27, [x12, #9392]
	str	s16, [x13, #15868]
	stur	w12, [x25]
	stur	w28, [x18]
	stur	w9, [x28, #113]
	stur	w24, [x17]
	str	w8, [x25], #165
	str	w24, [x12], #149
	str	w5, [x0], #31
	str	w20, [x23], #43
	str	w0, [x24, #1]!
	str	w16, [sp, #118]!
	str	w30, [x22, #116]!
	str	w20, [x7, #148]!
	str	w3, [x15, w16, sxtw #2]
	str	w25, [x23, w13, sxtw]
	str	w11, [x22, w19, sxtw #2]
	str	w22, [x12, w24, uxtw #2]
	str	w5, [x7, x0, lsl #2]
	str	w27, [x27, x12]
	str	w10, [x24, x5, sxtx]
	str	wzr, [x9, x19, sxtx]
	str	w30, [x23]
	str	w21, [x4]
	str	w6, [x8, #1448]
	str	w18, [x19]
	stur	x13, [x18, #252]
	stur	x26, [x25, #127]
	stur	x10, [x12, #-20]
	stur	x23, [x0]
	str	x10, [x27], #-172
	str	x22, [x18], #108
	str	x10, [x8], #161
	str	x9, [x0], #125
	str	x21, [x10, #-162]!
	str	x4, [sp, #1]!
	str	x21, [sp, #118]!
	str	x15, [x11, #-36]!
	str	x15, [x19, w12, sxtw #3]
	str	x26, [x10, w0, sxtw]
	str	x13, [x7, w6, sxtw]
	str	x0, [x27, w1, sxtw #3]
	str	x9, [x17, x2, lsl #3]
	str	x3, [x20, x25]
	str	x23, [x1, x27, lsl #3]
	str	x0, [x10, x4, lsl #3]
	str	x29, [x26, #12856]
	str	x24, [x5, #21552]
	str	x0, [x10]
	str	x28, [x15, #32520]
	sttrb	w3, [x13]
	sttrb	w0, [x16]
	sttrb	w20, [sp, #212]
	sttrb	w23, [x29, #241]
	sttrh	w29, [x1, #-179]
	sttrh	w24, [x21]
	sttrh	w15, [x22, #-53]
	sttrh	w28, [sp]
	sttr	w4, [x19]
	sttr	w12, [x1, #157]
	sttr	wzr, [x17, #31]
	sttr	w23, [x20]
	sttr	x0, [x10]
	sttr	x3, [x28, #-54]
	sttr	x12, [x16, #251]
	sttr	x25, [x21]
	stxp	w18, w25, w12, [x19]
	stxp	w19, w8, w3, [x30]
	stxp	w28, w1, w22, [x11]
	stxp	w17, w3, w3, [x26]
	stxp	w22, x29, x8, [x30]
	stxp	w25, x19, x0, [x16]
	stxp	w0, x16, x30, [x26]
	stxp	w27, x5, xzr, [x17]
	stxr	w0, w11, [x9]
	stxr	wzr, w25, [x2]
	stxr	w8, w17, [x12]
	stxr	w6, w10, [x18]
	stxr	w1, x3, [x3]
	stxr	w30, x25, [x20]
	stxr	w12, x1, [x11]
	stxr	w10, x25, [x5]
	stxrb	w3, w14, [x18]
	stxrb	w7, w11, [x23]
	stxrb	w23, w16, [x21]
	stxrb	w14, w22, [x25]
	stxrh	w11, w3, [x27]
	stxrh	w24, w1, [sp]
	stxrh	w15, w8, [x16]
	stxrh	w26, w15, [x30]
	subhn	v13.2s, v1.2d, v12.2d
	subhn	v10.2s, v11.2d, v11.2d
	subhn	v11.2s, v28.2d, v7.2d
	subhn	v14.2s, v5.2d, v8.2d
	subhn2	v22.4s, v14.2d, v13.2d
	subhn2	v3.4s, v8.2d, v20.2d
	subhn2	v21.4s, v14.2d, v30.2d
	subhn2	v26.4s, v17.2d, v24.2d
	subhn	v23.4h, v16.4s, v0.4s
	subhn	v27.4h, v25.4s, v29.4s
	subhn	v22.4h, v26.4s, v21.4s
	subhn	v31.4h, v21.4s, v13.4s
	subhn2	v17.8h, v5.4s, v12.4s
	subhn2	v9.8h, v10.4s, v7.4s
	subhn2	v20.8h, v22.4s, v19.4s
	subhn2	v4.8h, v0.4s, v24.4s
	subhn	v10.8b, v5.8h, v26.8h
	subhn	v14.8b, v25.8h, v23.8h
	subhn	v29.8b, v21.8h, v19.8h
	subhn	v26.8b, v8.8h, v2.8h
	subhn2	v4.16b, v2.8h, v19.8h
	subhn2	v12.16b, v19.8h, v1.8h
	subhn2	v31.16b, v3.8h, v21.8h
	subhn2	v7.16b, v25.8h, v4.8h
	subs	w2, w0, #0, lsl #12
	subs	w24, w19, #2180, lsl #12
	subs	w11, w5, #2031
	subs	w26, w2, #806, lsl #12
	subs	w25, w17, w18, lsl #14
	cmp	w3, w5, lsr #27
	subs	w21, w20, wzr, asr #7
	subs	w4, w8, w21, asr #31
	subs	w14, w14, w17, uxtx #3
	subs	w12, w5, w21, sxtb #4
	subs	w0, w2, w12, sxtx #4
	subs	w25, w4, w5, sxtw #1
	cmp	x24, #944
	subs	x16, x27, #1352, lsl #12
	subs	x12, x24, #2931
	subs	x21, x5, #3205, lsl #12
	subs	x1, x15, x4, lsr #0
	subs	x0, x14, x22, lsl #5
	subs	x8, x10, x19
	subs	x13, x30, x16
	subs	x29, x29, w24, sxtw
	subs	x25, x17, w2, sxtb
	subs	x30, x28, w10, uxtw
	subs	x30, x6, w1, sxth
	subs	x21, sp, x26, sxtx #4
	subs	x24, x15, x5, uxtx #1
	cmp	x16, x1, uxtx
	subs	x0, x8, x4, uxtx
	sub	w7, w2, #3278
	sub	w0, w28, #1932
	sub	w28, w0, #0, lsl #12
	sub	w21, w12, #2153, lsl #12
	sub	w4, w8, w7, asr #19
	neg	w2, w27
	sub	w0, w10, wzr, lsl #27
	neg	w17, w21, lsr #5
	sub	w29, w17, w13, uxtx #4
	sub	w14, w29, w15, uxth
	sub	w2, w4, w5, sxtw #4
	sub	w21, wsp, w13, sxtw #3
	sub	x2, x2, #3703
	sub	x8, x19, #1359
	sub	x14, x3, #0
	sub	x6, x20, #4095, lsl #12
	sub	x0, x3, x5, asr #31
	neg	x30, x15
	neg	x3, x0, lsr #9
	sub	x25, x25, x2, lsr #0
	sub	x21, x29, w29, uxth #2
	sub	x19, x27, w11, uxtw #3
	sub	x17, x29, w25, sxth #3
	sub	x10, x30, w5, sxtb #1
	sub	x12, x25, x22, uxtx #2
	sub	x26, x13, x26, sxtx #1
	sub	x5, x25, x21, uxtx #4
	sub	x9, x30, x2, sxtx #1
	sub	d19, d11, d19
	sub	d20, d4, d29
	sub	d11, d11, d6
	sub	d17, d3, d14
	sub	v9.16b, v11.16b, v2.16b
	sub	v26.16b, v30.16b, v30.16b
	sub	v23.16b, v6.16b, v27.16b
	sub	v31.16b, v25.16b, v11.16b
	sub	v19.2d, v18.2d, v0.2d
	sub	v24.2d, v25.2d, v16.2d
	sub	v18.2d, v0.2d, v26.2d
	sub	v25.2d, v9.2d, v20.2d
	sub	v7.2s, v28.2s, v13.2s
	sub	v0.2s, v3.2s, v16.2s
	sub	v15.2s, v10.2s, v18.2s
	sub	v8.2s, v29.2s, v21.2s
	sub	v27.4h, v28.4h, v15.4h
	sub	v21.4h, v16.4h, v2.4h
	sub	v3.4h, v28.4h, v23.4h
	sub	v10.4h, v15.4h, v4.4h
	sub	v23.4s, v5.4s, v22.4s
	sub	v14.4s, v2.4s, v12.4s
	sub	v6.4s, v8.4s, v10.4s
	sub	v21.4s, v11.4s, v27.4s
	sub	v9.8b, v8.8b, v31.8b
	sub	v13.8b, v2.8b, v11.8b
	sub	v28.8b, v10.8b, v20.8b
	sub	v31.8b, v29.8b, v14.8b
	sub	v24.8h, v0.8h, v9.8h
	sub	v17.8h, v7.8h, v24.8h
	sub	v14.8h, v10.8h, v5.8h
	sub	v2.8h, v6.8h, v30.8h
	suqadd	b22, b25
	suqadd	b11, b27
	suqadd	b9, b29
	suqadd	b25, b10
	suqadd	d30, d0
	suqadd	d28, d10
	suqadd	d0, d8
	suqadd	d17, d12
	suqadd	h23, h14
	suqadd	h26, h17
	suqadd	h27, h17
	suqadd	h22, h24
	suqadd	s25, s7
	suqadd	s4, s22
	suqadd	s10, s29
	suqadd	s6, s19
	suqadd	v2.16b, v12.16b
	suqadd	v3.16b, v1.16b
	suqadd	v2.16b, v30.16b
	suqadd	v15.16b, v12.16b
	suqadd	v1.2d, v11.2d
	suqadd	v19.2d, v10.2d
	suqadd	v12.2d, v1.2d
	suqadd	v16.2d, v21.2d
	suqadd	v11.2s, v10.2s
	suqadd	v22.2s, v13.2s
	suqadd	v7.2s, v10.2s
	suqadd	v12.2s, v5.2s
	suqadd	v4.4h, v23.4h
	suqadd	v10.4h, v6.4h
	suqadd	v3.4h, v1.4h
	suqadd	v2.4h, v23.4h
	suqadd	v1.4s, v2.4s
	suqadd	v2.4s, v1.4s
	suqadd	v11.4s, v1.4s
	suqadd	v24.4s, v24.4s
	suqadd	v23.8b, v0.8b
	suqadd	v10.8b, v3.8b
	suqadd	v28.8b, v1.8b
	suqadd	v9.8b, v10.8b
	suqadd	v3.8h, v1.8h
	suqadd	v16.8h, v23.8h
	suqadd	v30.8h, v26.8h
	suqadd	v27.8h, v2.8h
	svc	#0x32ab
	svc	#0x1
	svc	#0x1
	svc	#0xa538
	sys	#7, c8, c15, #4, x5
	sys	#6, c1, c0, #3
	sys	#7, c13, c12, #2, x27
	sys	#0, c6, c0, #6, x13
	sysl	x20, #1, c7, c1, #5
	sysl	x24, #0, c6, c13, #0
	sysl	x30, #1, c0, c14, #3
	sysl	x14, #6, c0, c12, #3
	tbl	v0.16b, { v7.16b }, v17.16b
	tbl	v29.16b, { v18.16b }, v7.16b
	tbl	v3.16b, { v5.16b }, v19.16b
	tbl	v31.16b, { v2.16b }, v6.16b
	tbl	v13.16b, { v25.16b, v26.16b }, v18.16b
	tbl	v4.16b, { v23.16b, v24.16b }, v22.16b
	tbl	v17.16b, { v0.16b, v1.16b }, v2.16b
	tbl	v18.16b, { v31.16b, v0.16b }, v17.16b
	tbl	v29.16b, { v31.16b, v0.16b, v1.16b }, v7.16b
	tbl	v19.16b, { v3.16b, v4.16b, v5.16b }, v22.16b
	tbl	v18.16b, { v29.16b, v30.16b, v31.16b }, v18.16b
	tbl	v14.16b, { v4.16b, v5.16b, v6.16b }, v1.16b
	tbl	v4.16b, { v0.16b, v1.16b, v2.16b, v3.16b }, v12.16b
	tbl	v31.16b, { v15.16b, v16.16b, v17.16b, v18.16b }, v11.16b
	tbl	v18.16b, { v0.16b, v1.16b, v2.16b, v3.16b }, v16.16b
	tbl	v3.16b, { v3.16b, v4.16b, v5.16b, v6.16b }, v7.16b
	tbl	v30.8b, { v8.16b }, v23.8b
	tbl	v3.8b, { v23.16b }, v31.8b
	tbl	v29.8b, { v30.16b }, v26.8b
	tbl	v5.8b, { v1.16b }, v4.8b
	tbl	v24.8b, { v26.16b, v27.16b }, v1.8b
	tbl	v19.8b, { v16.16b, v17.16b }, v27.8b
	tbl	v15.8b, { v8.16b, v9.16b }, v16.8b
	tbl	v31.8b, { v28.16b, v29.16b }, v16.8b
	tbl	v0.8b, { v2.16b, v3.16b, v4.16b }, v26.8b
	tbl	v29.8b, { v26.16b, v27.16b, v28.16b }, v12.8b
	tbl	v5.8b, { v18.16b, v19.16b, v20.16b }, v12.8b
	tbl	v2.8b, { v11.16b, v12.16b, v13.16b }, v0.8b
	tbl	v0.8b, { v14.16b, v15.16b, v16.16b, v17.16b }, v28.8b
	tbl	v22.8b, { v12.16b, v13.16b, v14.16b, v15.16b }, v16.8b
	tbl	v26.8b, { v22.16b, v23.16b, v24.16b, v25.16b }, v9.8b
	tbl	v21.8b, { v11.16b, v12.16b, v13.16b, v14.16b }, v5.8b
	tbnz	w17, #16, #-19576
	tbnz	w0, #13, #-2424
	tbnz	w12, #28, #-20868
	tbnz	w17, #2, #24296
	tbnz	x17, #37, #28056
	tbnz	xzr, #60, #26416
	tbnz	x20, #39, #-29432
	tbnz	x11, #47, #23696
	tbx	v10.16b, { v13.16b }, v22.16b
	tbx	v31.16b, { v12.16b }, v19.16b
	tbx	v2.16b, { v3.16b }, v25.16b
	tbx	v11.16b, { v12.16b }, v3.16b
	tbx	v20.16b, { v6.16b, v7.16b }, v29.16b
	tbx	v18.16b, { v23.16b, v24.16b }, v31.16b
	tbx	v12.16b, { v31.16b, v0.16b }, v11.16b
	tbx	v14.16b, { v28.16b, v29.16b }, v20.16b
	tbx	v29.16b, { v27.16b, v28.16b, v29.16b }, v30.16b
	tbx	v3.16b, { v24.16b, v25.16b, v26.16b }, v27.16b
	tbx	v27.16b, { v16.16b, v17.16b, v18.16b }, v5.16b
	tbx	v6.16b, { v6.16b, v7.16b, v8.16b }, v9.16b
	tbx	v1.16b, { v6.16b, v7.16b, v8.16b, v9.16b }, v20.16b
	tbx	v24.16b, { v17.16b, v18.16b, v19.16b, v20.16b }, v2.16b
	tbx	v2.16b, { v12.16b, v13.16b, v14.16b, v15.16b }, v9.16b
	tbx	v25.16b, { v2.16b, v3.16b, v4.16b, v5.16b }, v0.16b
	tbx	v22.8b, { v25.16b }, v4.8b
	tbx	v9.8b, { v11.16b }, v3.8b
	tbx	v21.8b, { v4.16b }, v26.8b
	tbx	v7.8b, { v20.16b }, v14.8b
	tbx	v2.8b, { v1.16b, v2.16b }, v16.8b
	tbx	v16.8b, { v14.16b, v15.16b }, v6.8b
	tbx	v27.8b, { v26.16b, v27.16b }, v20.8b
	tbx	v26.8b, { v29.16b, v30.16b }, v22.8b
	tbx	v3.8b, { v17.16b, v18.16b, v19.16b }, v4.8b
	tbx	v11.8b, { v30.16b, v31.16b, v0.16b }, v18.8b
	tbx	v17.8b, { v18.16b, v19.16b, v20.16b }, v11.8b
	tbx	v0.8b, { v13.16b, v14.16b, v15.16b }, v4.8b
	tbx	v30.8b, { v9.16b, v10.16b, v11.16b, v12.16b }, v28.8b
	tbx	v16.8b, { v7.16b, v8.16b, v9.16b, v10.16b }, v31.8b
	tbx	v4.8b, { v12.16b, v13.16b, v14.16b, v15.16b }, v16.8b
	tbx	v13.8b, { v25.16b, v26.16b, v27.16b, v28.16b }, v1.8b
	tbz	w27, #26, #-2708
	tbz	w2, #5, #18768
	tbz	w23, #17, #-22128
	tbz	w3, #31, #25424
	tbz	xzr, #32, #-5492
	tbz	x16, #49, #-4
	tbz	x4, #53, #-32768
	tbz	x6, #32, #20580
	trn1	v13.16b, v14.16b, v0.16b
	trn1	v20.16b, v0.16b, v18.16b
	trn1	v12.16b, v30.16b, v15.16b
	trn1	v22.16b, v20.16b, v10.16b
	trn1	v14.2d, v22.2d, v10.2d
	trn1	v5.2d, v12.2d, v9.2d
	trn1	v13.2d, v27.2d, v29.2d
	trn1	v11.2d, v25.2d, v16.2d
	trn1	v18.2s, v20.2s, v6.2s
	trn1	v31.2s, v18.2s, v13.2s
	trn1	v9.2s, v30.2s, v17.2s
	trn1	v1.2s, v26.2s, v1.2s
	trn1	v16.4h, v22.4h, v14.4h
	trn1	v1.4h, v27.4h, v9.4h
	trn1	v4.4h, v19.4h, v27.4h
	trn1	v13.4h, v17.4h, v3.4h
	trn1	v26.4s, v28.4s, v0.4s
	trn1	v22.4s, v21.4s, v26.4s
	trn1	v28.4s, v15.4s, v4.4s
	trn1	v4.4s, v7.4s, v20.4s
	trn1	v21.8b, v29.8b, v3.8b
	trn1	v7.8b, v10.8b, v1.8b
	trn1	v7.8b, v8.8b, v23.8b
	trn1	v27.8b, v9.8b, v29.8b
	trn1	v13.8h, v17.8h, v11.8h
	trn1	v29.8h, v30.8h, v12.8h
	trn1	v10.8h, v14.8h, v8.8h
	trn1	v24.8h, v1.8h, v7.8h
	trn2	v14.16b, v28.16b, v1.16b
	trn2	v25.16b, v10.16b, v0.16b
	trn2	v12.16b, v31.16b, v8.16b
	trn2	v1.16b, v7.16b, v28.16b
	trn2	v14.2d, v28.2d, v22.2d
	trn2	v23.2d, v22.2d, v16.2d
	trn2	v7.2d, v7.2d, v3.2d
	trn2	v9.2d, v31.2d, v16.2d
	trn2	v20.2s, v8.2s, v1.2s
	trn2	v31.2s, v22.2s, v25.2s
	trn2	v0.2s, v14.2s, v26.2s
	trn2	v1.2s, v19.2s, v10.2s
	trn2	v9.4h, v2.4h, v31.4h
	trn2	v4.4h, v22.4h, v3.4h
	trn2	v27.4h, v19.4h, v28.4h
	trn2	v6.4h, v8.4h, v3.4h
	trn2	v26.4s, v25.4s, v23.4s
	trn2	v14.4s, v5.4s, v16.4s
	trn2	v17.4s, v26.4s, v15.4s
	trn2	v10.4s, v11.4s, v3.4s
	trn2	v22.8b, v21.8b, v20.8b
	trn2	v15.8b, v24.8b, v7.8b
	trn2	v23.8b, v26.8b, v6.8b
	trn2	v14.8b, v30.8b, v14.8b
	trn2	v23.8h, v28.8h, v23.8h
	trn2	v6.8h, v7.8h, v5.8h
	trn2	v11.8h, v19.8h, v0.8h
	trn2	v5.8h, v19.8h, v8.8h
	uabal	v26.2d, v0.2s, v13.2s
	uabal	v18.2d, v4.2s, v11.2s
	uabal	v10.2d, v6.2s, v0.2s
	uabal	v11.2d, v14.2s, v10.2s
	uabal2	v18.2d, v10.4s, v23.4s
	uabal2	v16.2d, v7.4s, v21.4s
	uabal2	v11.2d, v15.4s, v28.4s
	uabal2	v4.2d, v4.4s, v0.4s
	uabal	v14.4s, v17.4h, v15.4h
	uabal	v29.4s, v3.4h, v31.4h
	uabal	v26.4s, v12.4h, v11.4h
	uabal	v25.4s, v17.4h, v13.4h
	uabal2	v27.4s, v16.8h, v20.8h
	uabal2	v20.4s, v25.8h, v24.8h
	uabal2	v12.4s, v9.8h, v28.8h
	uabal2	v11.4s, v2.8h, v31.8h
	uabal	v28.8h, v18.8b, v17.8b
	uabal	v11.8h, v11.8b, v19.8b
	uabal	v20.8h, v31.8b, v22.8b
	uabal	v5.8h, v19.8b, v10.8b
	uabal2	v11.8h, v12.16b, v15.16b
	uabal2	v6.8h, v28.16b, v21.16b
	uabal2	v5.8h, v26.16b, v20.16b
	uabal2	v17.8h, v4.16b, v26.16b
	uaba	v22.16b, v22.16b, v15.16b
	uaba	v0.16b, v24.16b, v10.16b
	uaba	v3.16b, v27.16b, v23.16b
	uaba	v9.16b, v28.16b, v24.16b
	uaba	v24.2s, v24.2s, v31.2s
	uaba	v18.2s, v5.2s, v22.2s
	uaba	v14.2s, v5.2s, v17.2s
	uaba	v15.2s, v12.2s, v2.2s
	uaba	v11.4h, v29.4h, v23.4h
	uaba	v26.4h, v21.4h, v8.4h
	uaba	v24.4h, v12.4h, v13.4h
	uaba	v1.4h, v2.4h, v20.4h
	uaba	v24.4s, v15.4s, v16.4s
	uaba	v15.4s, v19.4s, v30.4s
	uaba	v17.4s, v9.4s, v19.4s
	uaba	v26.4s, v5.4s, v29.4s
	uaba	v0.8b, v10.8b, v11.8b
	uaba	v3.8b, v0.8b, v0.8b
	uaba	v9.8b, v9.8b, v25.8b
	uaba	v9.8b, v31.8b, v7.8b
	uaba	v25.8h, v2.8h, v21.8h
	uaba	v30.8h, v22.8h, v31.8h
	uaba	v9.8h, v23.8h, v8.8h
	uaba	v8.8h, v12.8h, v19.8h
	uabdl	v0.2d, v17.2s, v21.2s
	uabdl	v6.2d, v15.2s, v23.2s
	uabdl	v15.2d, v7.2s, v13.2s
	uabdl	v24.2d, v13.2s, v1.2s
	uabdl2	v8.2d, v28.4s, v11.4s
	uabdl2	v28.2d, v1.4s, v0.4s
	uabdl2	v10.2d, v27.4s, v25.4s
	uabdl2	v2.2d, v21.4s, v23.4s
	uabdl	v31.4s, v5.4h, v11.4h
	uabdl	v7.4s, v16.4h, v24.4h
	uabdl	v18.4s, v14.4h, v25.4h
	uabdl	v26.4s, v24.4h, v19.4h
	uabdl2	v20.4s, v21.8h, v16.8h
	uabdl2	v0.4s, v18.8h, v19.8h
	uabdl2	v28.4s, v27.8h, v11.8h
	uabdl2	v23.4s, v28.8h, v13.8h
	uabdl	v29.8h, v25.8b, v17.8b
	uabdl	v19.8h, v24.8b, v1.8b
	uabdl	v10.8h, v3.8b, v26.8b
	uabdl	v7.8h, v18.8b, v21.8b
	uabdl2	v0.8h, v10.16b, v26.16b
	uabdl2	v0.8h, v0.16b, v5.16b
	uabdl2	v14.8h, v26.16b, v15.16b
	uabdl2	v0.8h, v7.16b, v9.16b
	uabd	v21.16b, v22.16b, v25.16b
	uabd	v1.16b, v7.16b, v26.16b
	uabd	v9.16b, v27.16b, v18.16b
	uabd	v26.16b, v30.16b, v9.16b
	uabd	v9.2s, v7.2s, v11.2s
	uabd	v30.2s, v13.2s, v19.2s
	uabd	v12.2s, v8.2s, v7.2s
	uabd	v9.2s, v13.2s, v21.2s
	uabd	v6.4h, v25.4h, v9.4h
	uabd	v19.4h, v1.4h, v31.4h
	uabd	v6.4h, v8.4h, v31.4h
	uabd	v26.4h, v15.4h, v11.4h
	uabd	v19.4s, v28.4s, v10.4s
	uabd	v0.4s, v10.4s, v8.4s
	uabd	v1.4s, v8.4s, v3.4s
	uabd	v25.4s, v27.4s, v31.4s
	uabd	v7.8b, v2.8b, v3.8b
	uabd	v28.8b, v10.8b, v12.8b
	uabd	v18.8b, v22.8b, v13.8b
	uabd	v3.8b, v23.8b, v8.8b
	uabd	v10.8h, v19.8h, v25.8h
	uabd	v22.8h, v29.8h, v23.8h
	uabd	v21.8h, v9.8h, v26.8h
	uabd	v4.8h, v17.8h, v23.8h
	uadalp	v7.1d, v11.2s
	uadalp	v20.1d, v20.2s
	uadalp	v22.1d, v28.2s
	uadalp	v24.1d, v21.2s
	uadalp	v29.2d, v16.4s
	uadalp	v19.2d, v3.4s
	uadalp	v4.2d, v11.4s
	uadalp	v16.2d, v23.4s
	uadalp	v11.2s, v28.4h
	uadalp	v30.2s, v15.4h
	uadalp	v9.2s, v3.4h
	uadalp	v23.2s, v28.4h
	uadalp	v9.4h, v14.8b
	uadalp	v10.4h, v19.8b
	uadalp	v25.4h, v22.8b
	uadalp	v9.4h, v6.8b
	uadalp	v16.4s, v20.8h
	uadalp	v24.4s, v6.8h
	uadalp	v25.4s, v25.8h
	uadalp	v29.4s, v15.8h
	uadalp	v28.8h, v7.16b
	uadalp	v27.8h, v9.16b
	uadalp	v11.8h, v13.16b
	uadalp	v1.8h, v23.16b
	uaddlp	v7.1d, v10.2s
	uaddlp	v19.1d, v3.2s
	uaddlp	v3.1d, v16.2s
	uaddlp	v2.1d, v8.2s
	uaddlp	v8.2d, v13.4s
	uaddlp	v26.2d, v6.4s
	uaddlp	v28.2d, v24.4s
	uaddlp	v20.2d, v14.4s
	uaddlp	v31.2s, v0.4h
	uaddlp	v11.2s, v12.4h
	uaddlp	v27.2s, v2.4h
	uaddlp	v0.2s, v3.4h
	uaddlp	v29.4h, v7.8b
	uaddlp	v29.4h, v1.8b
	uaddlp	v2.4h, v24.8b
	uaddlp	v24.4h, v10.8b
	uaddlp	v23.4s, v3.8h
	uaddlp	v9.4s, v25.8h
	uaddlp	v22.4s, v13.8h
	uaddlp	v7.4s, v16.8h
	uaddlp	v14.8h, v21.16b
	uaddlp	v17.8h, v13.16b
	uaddlp	v18.8h, v8.16b
	uaddlp	v15.8h, v6.16b
	uaddlv	h17, v5.16b
	uaddlv	h31, v19.16b
	uaddlv	h13, v17.16b
	uaddlv	h1, v0.16b
	uaddlv	s19, v10.4h
	uaddlv	s7, v30.4h
	uaddlv	s23, v26.4h
	uaddlv	s20, v26.4h
	uaddlv	d30, v15.4s
	uaddlv	d7, v31.4s
	uaddlv	d9, v23.4s
	uaddlv	d14, v24.4s
	uaddlv	h27, v0.8b
	uaddlv	h24, v27.8b
	uaddlv	h2, v27.8b
	uaddlv	h8, v30.8b
	uaddlv	s29, v3.8h
	uaddlv	s0, v27.8h
	uaddlv	s2, v18.8h
	uaddlv	s2, v19.8h
	uaddl	v12.2d, v0.2s, v6.2s
	uaddl	v11.2d, v18.2s, v9.2s
	uaddl	v4.2d, v5.2s, v12.2s
	uaddl	v25.2d, v21.2s, v16.2s
	uaddl2	v26.2d, v27.4s, v31.4s
	uaddl2	v24.2d, v13.4s, v9.4s
	uaddl2	v8.2d, v26.4s, v16.4s
	uaddl2	v6.2d, v13.4s, v14.4s
	uaddl	v1.4s, v24.4h, v13.4h
	uaddl	v2.4s, v9.4h, v29.4h
	uaddl	v17.4s, v2.4h, v9.4h
	uaddl	v14.4s, v24.4h, v15.4h
	uaddl2	v8.4s, v25.8h, v15.8h
	uaddl2	v3.4s, v24.8h, v15.8h
	uaddl2	v30.4s, v29.8h, v11.8h
	uaddl2	v18.4s, v30.8h, v30.8h
	uaddl	v25.8h, v31.8b, v24.8b
	uaddl	v9.8h, v0.8b, v27.8b
	uaddl	v9.8h, v20.8b, v14.8b
	uaddl	v20.8h, v16.8b, v31.8b
	uaddl2	v9.8h, v0.16b, v15.16b
	uaddl2	v10.8h, v26.16b, v9.16b
	uaddl2	v10.8h, v5.16b, v16.16b
	uaddl2	v13.8h, v13.16b, v4.16b
	uaddw	v13.2d, v6.2d, v22.2s
	uaddw	v8.2d, v9.2d, v20.2s
	uaddw	v5.2d, v8.2d, v22.2s
	uaddw	v2.2d, v7.2d, v7.2s
	uaddw2	v21.2d, v19.2d, v20.4s
	uaddw2	v26.2d, v26.2d, v22.4s
	uaddw2	v0.2d, v16.2d, v10.4s
	uaddw2	v5.2d, v3.2d, v6.4s
	uaddw	v4.4s, v14.4s, v1.4h
	uaddw	v18.4s, v24.4s, v19.4h
	uaddw	v7.4s, v28.4s, v0.4h
	uaddw	v20.4s, v23.4s, v8.4h
	uaddw2	v17.4s, v8.4s, v27.8h
	uaddw2	v10.4s, v28.4s, v31.8h
	uaddw2	v22.4s, v0.4s, v26.8h
	uaddw2	v13.4s, v6.4s, v18.8h
	uaddw	v26.8h, v27.8h, v10.8b
	uaddw	v4.8h, v8.8h, v28.8b
	uaddw	v14.8h, v29.8h, v21.8b
	uaddw	v7.8h, v17.8h, v10.8b
	uaddw2	v27.8h, v3.8h, v14.16b
	uaddw2	v5.8h, v8.8h, v8.16b
	uaddw2	v6.8h, v2.8h, v8.16b
	uaddw2	v6.8h, v5.8h, v28.16b
	ubfiz	w13, w7, #14, #6
	ubfx	w28, w28, #8, #15
	lsr	w7, wzr, #0
	ubfx	w21, w15, #15, #13
	ubfiz	x23, x13, #1, #12
	ubfx	x1, x20, #17, #20
	ubfiz	x0, x29, #5, #36
	ubfx	x21, x3, #23, #14
	ucvtf	d21, w8
	ucvtf	d10, w29
	ucvtf	d0, w10
	ucvtf	d28, w15
	ucvtf	d1, w29, #21
	ucvtf	d26, w17, #8
	ucvtf	d5, w24, #1
	ucvtf	d24, w23, #29
	ucvtf	s15, w9
	ucvtf	s18, w18
	ucvtf	s4, w22
	ucvtf	s30, w13
	ucvtf	s6, w17, #28
	ucvtf	s16, w23, #24
	ucvtf	s16, w21, #21
	ucvtf	s12, w0, #17
	ucvtf	d17, x8
	ucvtf	d8, x1
	ucvtf	d10, x14
	ucvtf	d10, x28
	ucvtf	d1, x19, #58
	ucvtf	d17, x16, #64
	ucvtf	d0, x24, #38
	ucvtf	d31, x22, #42
	ucvtf	s29, x24
	ucvtf	s23, x21
	ucvtf	s14, x20
	ucvtf	s16, x1
	ucvtf	s9, x14, #31
	ucvtf	s25, x17, #6
	ucvtf	s23, x12, #19
	ucvtf	s4, x24, #60
	ucvtf	d13, d22, #56
	ucvtf	d24, d15, #4
	ucvtf	d10, d14, #7
	ucvtf	d4, d21, #1
	ucvtf	s6, s5, #17
	ucvtf	s5, s5, #2
	ucvtf	s2, s31, #1
	ucvtf	s5, s11, #16
	ucvtf	v14.2d, v13.2d, #47
	ucvtf	v22.2d, v26.2d, #1
	ucvtf	v19.2d, v10.2d, #1
	ucvtf	v1.2d, v18.2d, #62
	ucvtf	v10.2s, v22.2s, #4
	ucvtf	v26.2s, v25.2s, #10
	ucvtf	v15.2s, v21.2s, #1
	ucvtf	v20.2s, v22.2s, #6
	ucvtf	v1.4s, v14.4s, #6
	ucvtf	v4.4s, v13.4s, #25
	ucvtf	v14.4s, v20.4s, #11
	ucvtf	v16.4s, v25.4s, #28
	ucvtf	d30, d7
	ucvtf	d8, d1
	ucvtf	d27, d30
	ucvtf	d3, d15
	ucvtf	s1, s10
	ucvtf	s30, s2
	ucvtf	s15, s23
	ucvtf	s30, s9
	ucvtf	v1.2d, v23.2d
	ucvtf	v5.2d, v19.2d
	ucvtf	v25.2d, v16.2d
	ucvtf	v16.2d, v18.2d
	ucvtf	v23.2s, v15.2s
	ucvtf	v30.2s, v8.2s
	ucvtf	v13.2s, v28.2s
	ucvtf	v5.2s, v21.2s
	ucvtf	v10.4s, v15.4s
	ucvtf	v11.4s, v20.4s
	ucvtf	v16.4s, v31.4s
	ucvtf	v8.4s, v16.4s
	udf	#41015
	udf	#61387
	udf	#61483
	udf	#0
	udiv	w12, w4, w1
	udiv	w19, w25, w6
	udiv	w8, w25, w30
	udiv	w18, w29, w20
	udiv	x25, xzr, x23
	udiv	x7, x16, x18
	udiv	x21, x25, x10
	udiv	x21, x10, x17
	uhadd	v28.16b, v24.16b, v30.16b
	uhadd	v16.16b, v23.16b, v16.16b
	uhadd	v5.16b, v18.16b, v23.16b
	uhadd	v18.16b, v4.16b, v1.16b
	uhadd	v25.2s, v22.2s, v31.2s
	uhadd	v3.2s, v6.2s, v28.2s
	uhadd	v26.2s, v30.2s, v10.2s
	uhadd	v21.2s, v27.2s, v2.2s
	uhadd	v0.4h, v0.4h, v21.4h
	uhadd	v13.4h, v4.4h, v22.4h
	uhadd	v29.4h, v3.4h, v1.4h
	uhadd	v18.4h, v13.4h, v17.4h
	uhadd	v27.4s, v2.4s, v27.4s
	uhadd	v7.4s, v25.4s, v12.4s
	uhadd	v9.4s, v29.4s, v27.4s
	uhadd	v14.4s, v2.4s, v25.4s
	uhadd	v23.8b, v16.8b, v4.8b
	uhadd	v26.8b, v25.8b, v16.8b
	uhadd	v3.8b, v15.8b, v20.8b
	uhadd	v10.8b, v11.8b, v26.8b
	uhadd	v23.8h, v5.8h, v29.8h
	uhadd	v3.8h, v7.8h, v7.8h
	uhadd	v4.8h, v26.8h, v20.8h
	uhadd	v31.8h, v25.8h, v21.8h
	uhsub	v8.16b, v15.16b, v11.16b
	uhsub	v25.16b, v13.16b, v19.16b
	uhsub	v3.16b, v11.16b, v2.16b
	uhsub	v15.16b, v21.16b, v21.16b
	uhsub	v24.2s, v21.2s, v9.2s
	uhsub	v30.2s, v22.2s, v10.2s
	uhsub	v0.2s, v1.2s, v22.2s
	uhsub	v30.2s, v28.2s, v10.2s
	uhsub	v29.4h, v19.4h, v19.4h
	uhsub	v12.4h, v31.4h, v17.4h
	uhsub	v17.4h, v31.4h, v25.4h
	uhsub	v6.4h, v9.4h, v7.4h
	uhsub	v30.4s, v27.4s, v4.4s
	uhsub	v25.4s, v6.4s, v17.4s
	uhsub	v18.4s, v12.4s, v21.4s
	uhsub	v19.4s, v6.4s, v5.4s
	uhsub	v4.8b, v7.8b, v10.8b
	uhsub	v6.8b, v26.8b, v26.8b
	uhsub	v5.8b, v4.8b, v23.8b
	uhsub	v12.8b, v14.8b, v3.8b
	uhsub	v0.8h, v0.8h, v15.8h
	uhsub	v0.8h, v11.8h, v17.8h
	uhsub	v3.8h, v17.8h, v22.8h
	uhsub	v13.8h, v10.8h, v1.8h
	umaddl	xzr, w6, w14, x11
	umull	x6, w8, w28
	umaddl	x19, w15, w19, x7
	umaddl	x3, w16, w30, x12
	umaxp	v31.16b, v28.16b, v14.16b
	umaxp	v19.16b, v12.16b, v10.16b
	umaxp	v14.16b, v0.16b, v22.16b
	umaxp	v26.16b, v5.16b, v0.16b
	umaxp	v16.2s, v29.2s, v1.2s
	umaxp	v21.2s, v26.2s, v2.2s
	umaxp	v11.2s, v2.2s, v26.2s
	umaxp	v31.2s, v7.2s, v6.2s
	umaxp	v24.4h, v16.4h, v7.4h
	umaxp	v18.4h, v4.4h, v8.4h
	umaxp	v7.4h, v12.4h, v27.4h
	umaxp	v15.4h, v7.4h, v18.4h
	umaxp	v16.4s, v30.4s, v2.4s
	umaxp	v31.4s, v23.4s, v19.4s
	umaxp	v10.4s, v19.4s, v14.4s
	umaxp	v21.4s, v13.4s, v3.4s
	umaxp	v12.8b, v30.8b, v17.8b
	umaxp	v25.8b, v9.8b, v23.8b
	umaxp	v4.8b, v20.8b, v11.8b
	umaxp	v9.8b, v18.8b, v13.8b
	umaxp	v0.8h, v1.8h, v10.8h
	umaxp	v12.8h, v19.8h, v5.8h
	umaxp	v6.8h, v27.8h, v10.8h
	umaxp	v13.8h, v9.8h, v2.8h
	umaxv	b1, v31.16b
	umaxv	b4, v21.16b
	umaxv	b6, v26.16b
	umaxv	b0, v22.16b
	umaxv	h29, v11.4h
	umaxv	h28, v5.4h
	umaxv	h6, v5.4h
	umaxv	h2, v22.4h
	umaxv	s29, v22.4s
	umaxv	s6, v2.4s
	umaxv	s30, v1.4s
	umaxv	s2, v1.4s
	umaxv	b24, v16.8b
	umaxv	b0, v1.8b
	umaxv	b18, v6.8b
	umaxv	b19, v29.8b
	umaxv	h28, v19.8h
	umaxv	h23, v8.8h
	umaxv	h22, v26.8h
	umaxv	h30, v15.8h
	umax	v28.16b, v2.16b, v4.16b
	umax	v0.16b, v23.16b, v30.16b
	umax	v18.16b, v22.16b, v31.16b
	umax	v18.16b, v25.16b, v28.16b
	umax	v5.2s, v27.2s, v17.2s
	umax	v19.2s, v11.2s, v18.2s
	umax	v21.2s, v7.2s, v27.2s
	umax	v14.2s, v9.2s, v27.2s
	umax	v5.4h, v19.4h, v24.4h
	umax	v20.4h, v17.4h, v17.4h
	umax	v7.4h, v11.4h, v15.4h
	umax	v17.4h, v24.4h, v27.4h
	umax	v26.4s, v30.4s, v24.4s
	umax	v26.4s, v1.4s, v15.4s
	umax	v11.4s, v13.4s, v29.4s
	umax	v12.4s, v16.4s, v16.4s
	umax	v17.8b, v14.8b, v19.8b
	umax	v29.8b, v7.8b, v16.8b
	umax	v14.8b, v11.8b, v20.8b
	umax	v29.8b, v24.8b, v15.8b
	umax	v24.8h, v7.8h, v28.8h
	umax	v18.8h, v28.8h, v25.8h
	umax	v4.8h, v4.8h, v23.8h
	umax	v9.8h, v6.8h, v24.8h
	uminp	v17.16b, v6.16b, v18.16b
	uminp	v2.16b, v24.16b, v13.16b
	uminp	v29.16b, v22.16b, v27.16b
	uminp	v0.16b, v18.16b, v16.16b
	uminp	v31.2s, v7.2s, v2.2s
	uminp	v18.2s, v12.2s, v23.2s
	uminp	v26.2s, v24.2s, v25.2s
	uminp	v3.2s, v15.2s, v21.2s
	uminp	v26.4h, v30.4h, v20.4h
	uminp	v12.4h, v27.4h, v22.4h
	uminp	v1.4h, v16.4h, v12.4h
	uminp	v11.4h, v5.4h, v23.4h
	uminp	v21.4s, v11.4s, v7.4s
	uminp	v7.4s, v13.4s, v8.4s
	uminp	v2.4s, v13.4s, v16.4s
	uminp	v25.4s, v9.4s, v3.4s
	uminp	v28.8b, v28.8b, v9.8b
	uminp	v15.8b, v2.8b, v18.8b
	uminp	v15.8b, v23.8b, v25.8b
	uminp	v23.8b, v8.8b, v5.8b
	uminp	v6.8h, v20.8h, v31.8h
	uminp	v15.8h, v8.8h, v23.8h
	uminp	v13.8h, v1.8h, v11.8h
	uminp	v18.8h, v8.8h, v24.8h
	uminv	b2, v21.16b
	uminv	b9, v4.16b
	uminv	b15, v3.16b
	uminv	b23, v21.16b
	uminv	h20, v19.4h
	uminv	h27, v0.4h
	uminv	h10, v19.4h
	uminv	h24, v16.4h
	uminv	s26, v11.4s
	uminv	s5, v7.4s
	uminv	s24, v1.4s
	uminv	s4, v16.4s
	uminv	b12, v28.8b
	uminv	b2, v2.8b
	uminv	b23, v30.8b
	uminv	b28, v23.8b
	uminv	h10, v11.8h
	uminv	h10, v28.8h
	uminv	h19, v7.8h
	uminv	h18, v6.8h
	umin	v25.16b, v3.16b, v22.16b
	umin	v23.16b, v9.16b, v17.16b
	umin	v22.16b, v30.16b, v3.16b
	umin	v22.16b, v10.16b, v17.16b
	umin	v14.2s, v6.2s, v21.2s
	umin	v12.2s, v7.2s, v14.2s
	umin	v25.2s, v0.2s, v9.2s
	umin	v6.2s, v17.2s, v30.2s
	umin	v6.4h, v8.4h, v7.4h
	umin	v26.4h, v2.4h, v23.4h
	umin	v17.4h, v11.4h, v23.4h
	umin	v26.4h, v29.4h, v12.4h
	umin	v23.4s, v30.4s, v30.4s
	umin	v29.4s, v8.4s, v4.4s
	umin	v31.4s, v10.4s, v13.4s
	umin	v19.4s, v24.4s, v2.4s
	umin	v14.8b, v4.8b, v8.8b
	umin	v21.8b, v20.8b, v5.8b
	umin	v14.8b, v11.8b, v26.8b
	umin	v4.8b, v10.8b, v13.8b
	umin	v24.8h, v30.8h, v28.8h
	umin	v27.8h, v16.8h, v25.8h
	umin	v28.8h, v0.8h, v11.8h
	umin	v27.8h, v25.8h, v10.8h
	umlal	v28.2d, v18.2s, v3.s[3]
	umlal	v14.2d, v8.2s, v5.s[1]
	umlal	v24.2d, v20.2s, v7.s[0]
	umlal	v28.2d, v30.2s, v6.s[0]
	umlal2	v0.2d, v14.4s, v12.s[2]
	umlal2	v8.2d, v0.4s, v16.s[2]
	umlal2	v31.2d, v10.4s, v31.s[3]
	umlal2	v10.2d, v30.4s, v14.s[3]
	umlal	v16.4s, v7.4h, v0.h[7]
	umlal	v24.4s, v27.4h, v13.h[7]
	umlal	v10.4s, v25.4h, v9.h[6]
	umlal	v28.4s, v23.4h, v8.h[6]
	umlal2	v6.4s, v30.8h, v6.h[3]
	umlal2	v0.4s, v11.8h, v12.h[0]
	umlal2	v29.4s, v18.8h, v15.h[1]
	umlal2	v16.4s, v5.8h, v6.h[7]
	umlal	v5.2d, v11.2s, v25.2s
	umlal	v10.2d, v14.2s, v21.2s
	umlal	v31.2d, v27.2s, v15.2s
	umlal	v7.2d, v5.2s, v2.2s
	umlal2	v4.2d, v28.4s, v9.4s
	umlal2	v20.2d, v7.4s, v25.4s
	umlal2	v16.2d, v19.4s, v11.4s
	umlal2	v24.2d, v14.4s, v23.4s
	umlal	v9.4s, v17.4h, v5.4h
	umlal	v30.4s, v13.4h, v14.4h
	umlal	v5.4s, v28.4h, v12.4h
	umlal	v26.4s, v25.4h, v24.4h
	umlal2	v7.4s, v4.8h, v6.8h
	umlal2	v17.4s, v16.8h, v4.8h
	umlal2	v24.4s, v8.8h, v2.8h
	umlal2	v15.4s, v15.8h, v29.8h
	umlal	v29.8h, v12.8b, v25.8b
	umlal	v2.8h, v1.8b, v6.8b
	umlal	v30.8h, v14.8b, v18.8b
	umlal	v14.8h, v24.8b, v0.8b
	umlal2	v22.8h, v11.16b, v24.16b
	umlal2	v21.8h, v9.16b, v13.16b
	umlal2	v12.8h, v3.16b, v18.16b
	umlal2	v20.8h, v21.16b, v17.16b
	umlsl	v14.2d, v6.2s, v10.s[2]
	umlsl	v10.2d, v3.2s, v10.s[0]
	umlsl	v25.2d, v24.2s, v25.s[2]
	umlsl	v24.2d, v12.2s, v20.s[3]
	umlsl2	v24.2d, v4.4s, v11.s[0]
	umlsl2	v10.2d, v17.4s, v27.s[0]
	umlsl2	v29.2d, v8.4s, v2.s[0]
	umlsl2	v1.2d, v25.4s, v31.s[3]
	umlsl	v12.4s, v19.4h, v3.h[1]
	umlsl	v14.4s, v30.4h, v12.h[7]
	umlsl	v11.4s, v21.4h, v10.h[0]
	umlsl	v23.4s, v26.4h, v14.h[0]
	umlsl2	v16.4s, v25.8h, v14.h[5]
	umlsl2	v18.4s, v4.8h, v14.h[0]
	umlsl2	v23.4s, v30.8h, v14.h[2]
	umlsl2	v2.4s, v24.8h, v7.h[0]
	umlsl	v9.2d, v14.2s, v30.2s
	umlsl	v31.2d, v30.2s, v27.2s
	umlsl	v3.2d, v27.2s, v5.2s
	umlsl	v15.2d, v22.2s, v22.2s
	umlsl2	v18.2d, v26.4s, v15.4s
	umlsl2	v30.2d, v23.4s, v16.4s
	umlsl2	v28.2d, v14.4s, v29.4s
	umlsl2	v10.2d, v28.4s, v20.4s
	umlsl	v16.4s, v16.4h, v31.4h
	umlsl	v12.4s, v22.4h, v24.4h
	umlsl	v30.4s, v20.4h, v9.4h
	umlsl	v9.4s, v18.4h, v11.4h
	umlsl2	v20.4s, v26.8h, v14.8h
	umlsl2	v13.4s, v26.8h, v4.8h
	umlsl2	v24.4s, v28.8h, v7.8h
	umlsl2	v16.4s, v9.8h, v19.8h
	umlsl	v18.8h, v12.8b, v25.8b
	umlsl	v13.8h, v23.8b, v29.8b
	umlsl	v23.8h, v30.8b, v10.8b
	umlsl	v23.8h, v8.8b, v17.8b
	umlsl2	v12.8h, v2.16b, v13.16b
	umlsl2	v0.8h, v30.16b, v22.16b
	umlsl2	v5.8h, v28.16b, v27.16b
	umlsl2	v27.8h, v21.16b, v1.16b
	umov	w3, v7.b[6]
	umov	w6, v8.b[1]
	umov	w7, v19.b[4]
	umov	w21, v13.b[0]
	mov	x4, v30.d[1]
	mov	x20, v2.d[0]
	mov	x4, v13.d[0]
	mov	x14, v9.d[0]
	umov	w29, v15.h[0]
	umov	wzr, v24.h[5]
	umov	w28, v18.h[1]
	umov	w4, v31.h[7]
	mov	wzr, v17.s[1]
	mov	w0, v0.s[1]
	mov	w11, v19.s[2]
	mov	w2, v19.s[1]
	umnegl	x19, w24, w24
	umnegl	x14, w11, w2
	umsubl	x16, w19, w25, x11
	umsubl	x25, w30, w19, x5
	umulh	x4, x17, x15
	umulh	x13, x30, x17
	umulh	x3, x9, x9
	umulh	x3, x26, x15
	umull	v22.2d, v24.2s, v10.s[2]
	umull	v10.2d, v25.2s, v6.s[3]
	umull	v30.2d, v6.2s, v1.s[3]
	umull	v25.2d, v1.2s, v22.s[3]
	umull2	v12.2d, v31.4s, v22.s[1]
	umull2	v22.2d, v7.4s, v27.s[0]
	umull2	v2.2d, v4.4s, v25.s[3]
	umull2	v21.2d, v9.4s, v28.s[1]
	umull	v27.4s, v14.4h, v0.h[7]
	umull	v16.4s, v20.4h, v9.h[7]
	umull	v17.4s, v23.4h, v6.h[5]
	umull	v2.4s, v16.4h, v0.h[0]
	umull2	v13.4s, v10.8h, v13.h[5]
	umull2	v6.4s, v14.8h, v1.h[5]
	umull2	v22.4s, v28.8h, v11.h[7]
	umull2	v30.4s, v17.8h, v9.h[6]
	umull	v20.2d, v7.2s, v10.2s
	umull	v5.2d, v18.2s, v4.2s
	umull	v7.2d, v16.2s, v7.2s
	umull	v0.2d, v8.2s, v25.2s
	umull2	v24.2d, v23.4s, v22.4s
	umull2	v29.2d, v15.4s, v13.4s
	umull2	v15.2d, v24.4s, v2.4s
	umull2	v11.2d, v30.4s, v6.4s
	umull	v5.4s, v0.4h, v27.4h
	umull	v28.4s, v21.4h, v18.4h
	umull	v6.4s, v3.4h, v20.4h
	umull	v6.4s, v13.4h, v14.4h
	umull2	v19.4s, v28.8h, v13.8h
	umull2	v0.4s, v24.8h, v15.8h
	umull2	v24.4s, v5.8h, v30.8h
	umull2	v20.4s, v30.8h, v15.8h
	umull	v19.8h, v20.8b, v29.8b
	umull	v14.8h, v22.8b, v7.8b
	umull	v6.8h, v2.8b, v28.8b
	umull	v13.8h, v21.8b, v18.8b
	umull2	v7.8h, v14.16b, v12.16b
	umull2	v28.8h, v27.16b, v0.16b
	umull2	v30.8h, v4.16b, v11.16b
	umull2	v6.8h, v12.16b, v8.16b
	uqadd	b25, b3, b6
	uqadd	b9, b29, b25
	uqadd	b14, b31, b16
	uqadd	b11, b24, b7
	uqadd	d10, d27, d23
	uqadd	d21, d31, d24
	uqadd	d12, d21, d26
	uqadd	d9, d10, d25
	uqadd	h6, h24, h19
	uqadd	h17, h16, h6
	uqadd	h11, h20, h21
	uqadd	h6, h18, h18
	uqadd	s20, s21, s9
	uqadd	s10, s5, s26
	uqadd	s10, s31, s5
	uqadd	s13, s10, s13
	uqadd	v1.16b, v31.16b, v10.16b
	uqadd	v12.16b, v0.16b, v16.16b
	uqadd	v18.16b, v0.16b, v21.16b
	uqadd	v13.16b, v21.16b, v10.16b
	uqadd	v30.2d, v15.2d, v20.2d
	uqadd	v18.2d, v9.2d, v23.2d
	uqadd	v17.2d, v15.2d, v10.2d
	uqadd	v26.2d, v17.2d, v27.2d
	uqadd	v11.2s, v28.2s, v7.2s
	uqadd	v10.2s, v2.2s, v7.2s
	uqadd	v7.2s, v8.2s, v28.2s
	uqadd	v28.2s, v30.2s, v6.2s
	uqadd	v18.4h, v20.4h, v13.4h
	uqadd	v1.4h, v9.4h, v3.4h
	uqadd	v13.4h, v28.4h, v21.4h
	uqadd	v12.4h, v9.4h, v10.4h
	uqadd	v12.4s, v27.4s, v28.4s
	uqadd	v26.4s, v27.4s, v30.4s
	uqadd	v26.4s, v20.4s, v11.4s
	uqadd	v26.4s, v27.4s, v2.4s
	uqadd	v21.8b, v1.8b, v16.8b
	uqadd	v24.8b, v28.8b, v25.8b
	uqadd	v9.8b, v27.8b, v25.8b
	uqadd	v5.8b, v21.8b, v24.8b
	uqadd	v4.8h, v10.8h, v22.8h
	uqadd	v11.8h, v25.8h, v3.8h
	uqadd	v17.8h, v25.8h, v19.8h
	uqadd	v15.8h, v23.8h, v2.8h
	uqrshl	b26, b14, b22
	uqrshl	b28, b15, b1
	uqrshl	b13, b13, b3
	uqrshl	b8, b13, b3
	uqrshl	d4, d29, d29
	uqrshl	d28, d6, d10
	uqrshl	d13, d10, d24
	uqrshl	d26, d8, d11
	uqrshl	h20, h30, h1
	uqrshl	h10, h21, h6
	uqrshl	h23, h24, h22
	uqrshl	h19, h16, h19
	uqrshl	s31, s5, s16
	uqrshl	s25, s20, s21
	uqrshl	s5, s19, s18
	uqrshl	s19, s1, s1
	uqrshl	v16.16b, v6.16b, v15.16b
	uqrshl	v9.16b, v1.16b, v7.16b
	uqrshl	v19.16b, v19.16b, v22.16b
	uqrshl	v17.16b, v18.16b, v28.16b
	uqrshl	v11.2d, v26.2d, v20.2d
	uqrshl	v21.2d, v22.2d, v27.2d
	uqrshl	v19.2d, v4.2d, v6.2d
	uqrshl	v7.2d, v28.2d, v2.2d
	uqrshl	v0.2s, v31.2s, v31.2s
	uqrshl	v8.2s, v27.2s, v22.2s
	uqrshl	v13.2s, v13.2s, v13.2s
	uqrshl	v14.2s, v25.2s, v4.2s
	uqrshl	v16.4h, v14.4h, v10.4h
	uqrshl	v0.4h, v8.4h, v26.4h
	uqrshl	v26.4h, v29.4h, v13.4h
	uqrshl	v20.4h, v4.4h, v18.4h
	uqrshl	v14.4s, v11.4s, v2.4s
	uqrshl	v8.4s, v21.4s, v11.4s
	uqrshl	v16.4s, v21.4s, v4.4s
	uqrshl	v14.4s, v12.4s, v6.4s
	uqrshl	v6.8b, v16.8b, v27.8b
	uqrshl	v2.8b, v7.8b, v28.8b
	uqrshl	v3.8b, v10.8b, v6.8b
	uqrshl	v23.8b, v25.8b, v18.8b
	uqrshl	v20.8h, v16.8h, v26.8h
	uqrshl	v8.8h, v4.8h, v11.8h
	uqrshl	v21.8h, v28.8h, v26.8h
	uqrshl	v0.8h, v0.8h, v2.8h
	uqrshrn	b21, h12, #3
	uqrshrn	b1, h26, #2
	uqrshrn	b17, h6, #2
	uqrshrn	b13, h13, #1
	uqrshrn	h13, s16, #3
	uqrshrn	h29, s28, #8
	uqrshrn	h16, s10, #1
	uqrshrn	h6, s7, #1
	uqrshrn	s21, d4, #21
	uqrshrn	s22, d16, #31
	uqrshrn	s26, d1, #27
	uqrshrn	s26, d11, #1
	uqrshrn	v7.2s, v18.2d, #7
	uqrshrn	v31.2s, v20.2d, #1
	uqrshrn	v15.2s, v17.2d, #5
	uqrshrn	v12.2s, v7.2d, #32
	uqrshrn2	v7.4s, v30.2d, #20
	uqrshrn2	v27.4s, v11.2d, #24
	uqrshrn2	v17.4s, v28.2d, #1
	uqrshrn2	v28.4s, v25.2d, #1
	uqrshrn	v20.4h, v20.4s, #12
	uqrshrn	v4.4h, v15.4s, #1
	uqrshrn	v6.4h, v17.4s, #1
	uqrshrn	v31.4h, v31.4s, #11
	uqrshrn2	v21.8h, v14.4s, #4
	uqrshrn2	v29.8h, v30.4s, #12
	uqrshrn2	v15.8h, v1.4s, #15
	uqrshrn2	v17.8h, v20.4s, #1
	uqrshrn	v21.8b, v24.8h, #8
	uqrshrn	v26.8b, v3.8h, #1
	uqrshrn	v26.8b, v14.8h, #8
	uqrshrn	v15.8b, v4.8h, #1
	uqrshrn2	v25.16b, v13.8h, #2
	uqrshrn2	v12.16b, v20.8h, #1
	uqrshrn2	v26.16b, v22.8h, #3
	uqrshrn2	v31.16b, v3.8h, #7
	uqshl	b11, b7, #3
	uqshl	b17, b24, #3
	uqshl	b4, b15, #6
	uqshl	b1, b19, #4
	uqshl	d11, d3, #56
	uqshl	d14, d11, #43
	uqshl	d5, d19, #42
	uqshl	d18, d16, #25
	uqshl	h30, h15, #5
	uqshl	h11, h6, #13
	uqshl	h21, h17, #1
	uqshl	h12, h16, #5
	uqshl	s6, s23, #16
	uqshl	s28, s4, #29
	uqshl	s25, s15, #17
	uqshl	s6, s4, #0
	uqshl	v12.16b, v22.16b, #4
	uqshl	v25.16b, v1.16b, #0
	uqshl	v17.16b, v21.16b, #6
	uqshl	v15.16b, v3.16b, #4
	uqshl	v12.2d, v19.2d, #0
	uqshl	v15.2d, v8.2d, #18
	uqshl	v17.2d, v26.2d, #0
	uqshl	v8.2d, v17.2d, #63
	uqshl	v6.2s, v3.2s, #1
	uqshl	v31.2s, v17.2s, #15
	uqshl	v20.2s, v17.2s, #21
	uqshl	v24.2s, v13.2s, #8
	uqshl	v13.4h, v12.4h, #7
	uqshl	v16.4h, v28.4h, #15
	uqshl	v0.4h, v0.4h, #2
	uqshl	v15.4h, v19.4h, #0
	uqshl	v2.4s, v6.4s, #0
	uqshl	v13.4s, v5.4s, #20
	uqshl	v3.4s, v29.4s, #19
	uqshl	v1.4s, v15.4s, #10
	uqshl	v11.8b, v0.8b, #1
	uqshl	v25.8b, v18.8b, #7
	uqshl	v6.8b, v28.8b, #5
	uqshl	v6.8b, v8.8b, #0
	uqshl	v15.8h, v28.8h, #3
	uqshl	v26.8h, v1.8h, #7
	uqshl	v12.8h, v18.8h, #0
	uqshl	v20.8h, v23.8h, #12
	uqshl	b13, b11, b5
	uqshl	b3, b2, b8
	uqshl	b0, b29, b25
	uqshl	b12, b25, b14
	uqshl	d28, d16, d15
	uqshl	d1, d7, d16
	uqshl	d0, d11, d30
	uqshl	d31, d9, d17
	uqshl	h10, h15, h24
	uqshl	h10, h9, h14
	uqshl	h30, h9, h24
	uqshl	h1, h10, h6
	uqshl	s13, s26, s27
	uqshl	s18, s1, s16
	uqshl	s28, s14, s29
	uqshl	s9, s24, s15
	uqshl	v9.16b, v13.16b, v10.16b
	uqshl	v29.16b, v19.16b, v15.16b
	uqshl	v0.16b, v2.16b, v9.16b
	uqshl	v28.16b, v12.16b, v5.16b
	uqshl	v30.2d, v29.2d, v13.2d
	uqshl	v15.2d, v16.2d, v21.2d
	uqshl	v1.2d, v3.2d, v0.2d
	uqshl	v21.2d, v14.2d, v0.2d
	uqshl	v2.2s, v24.2s, v15.2s
	uqshl	v12.2s, v14.2s, v29.2s
	uqshl	v17.2s, v11.2s, v11.2s
	uqshl	v28.2s, v28.2s, v31.2s
	uqshl	v11.4h, v2.4h, v23.4h
	uqshl	v8.4h, v31.4h, v7.4h
	uqshl	v11.4h, v22.4h, v31.4h
	uqshl	v23.4h, v25.4h, v0.4h
	uqshl	v6.4s, v24.4s, v28.4s
	uqshl	v18.4s, v26.4s, v27.4s
	uqshl	v7.4s, v20.4s, v30.4s
	uqshl	v27.4s, v18.4s, v3.4s
	uqshl	v15.8b, v13.8b, v12.8b
	uqshl	v3.8b, v31.8b, v26.8b
	uqshl	v2.8b, v13.8b, v2.8b
	uqshl	v11.8b, v24.8b, v2.8b
	uqshl	v12.8h, v19.8h, v25.8h
	uqshl	v8.8h, v19.8h, v26.8h
	uqshl	v5.8h, v10.8h, v31.8h
	uqshl	v29.8h, v6.8h, v28.8h
	uqshrn	b21, h10, #7
	uqshrn	b9, h28, #5
	uqshrn	b23, h2, #5
	uqshrn	b26, h20, #5
	uqshrn	h16, s2, #14
	uqshrn	h15, s4, #15
	uqshrn	h18, s30, #3
	uqshrn	h31, s22, #8
	uqshrn	s29, d1, #12
	uqshrn	s7, d1, #14
	uqshrn	s21, d3, #29
	uqshrn	s10, d23, #1
	uqshrn	v6.2s, v26.2d, #14
	uqshrn	v17.2s, v19.2d, #31
	uqshrn	v26.2s, v16.2d, #30
	uqshrn	v18.2s, v2.2d, #5
	uqshrn2	v3.4s, v19.2d, #26
	uqshrn2	v1.4s, v1.2d, #11
	uqshrn2	v12.4s, v4.2d, #18
	uqshrn2	v28.4s, v25.2d, #5
	uqshrn	v4.4h, v1.4s, #9
	uqshrn	v15.4h, v21.4s, #14
	uqshrn	v16.4h, v25.4s, #1
	uqshrn	v1.4h, v23.4s, #4
	uqshrn2	v10.8h, v23.4s, #6
	uqshrn2	v28.8h, v10.4s, #1
	uqshrn2	v27.8h, v5.4s, #15
	uqshrn2	v21.8h, v16.4s, #8
	uqshrn	v1.8b, v21.8h, #6
	uqshrn	v2.8b, v28.8h, #8
	uqshrn	v25.8b, v16.8h, #5
	uqshrn	v24.8b, v22.8h, #7
	uqshrn2	v12.16b, v8.8h, #5
	uqshrn2	v26.16b, v28.8h, #8
	uqshrn2	v30.16b, v9.8h, #6
	uqshrn2	v20.16b, v22.8h, #2
	uqsub	b10, b26, b2
	uqsub	b27, b22, b5
	uqsub	b9, b20, b3
	uqsub	b31, b18, b18
	uqsub	d17, d9, d6
	uqsub	d16, d1, d31
	uqsub	d11, d13, d30
	uqsub	d5, d1, d31
	uqsub	h19, h8, h30
	uqsub	h31, h29, h23
	uqsub	h22, h2, h18
	uqsub	h29, h30, h28
	uqsub	s26, s17, s11
	uqsub	s16, s5, s1
	uqsub	s14, s9, s29
	uqsub	s14, s12, s17
	uqsub	v24.16b, v30.16b, v12.16b
	uqsub	v15.16b, v21.16b, v26.16b
	uqsub	v25.16b, v31.16b, v23.16b
	uqsub	v12.16b, v26.16b, v21.16b
	uqsub	v26.2d, v22.2d, v27.2d
	uqsub	v7.2d, v10.2d, v31.2d
	uqsub	v31.2d, v10.2d, v8.2d
	uqsub	v28.2d, v8.2d, v13.2d
	uqsub	v19.2s, v25.2s, v19.2s
	uqsub	v14.2s, v3.2s, v20.2s
	uqsub	v22.2s, v10.2s, v22.2s
	uqsub	v10.2s, v7.2s, v15.2s
	uqsub	v13.4h, v18.4h, v30.4h
	uqsub	v15.4h, v29.4h, v16.4h
	uqsub	v21.4h, v26.4h, v9.4h
	uqsub	v24.4h, v28.4h, v31.4h
	uqsub	v26.4s, v14.4s, v12.4s
	uqsub	v17.4s, v16.4s, v8.4s
	uqsub	v31.4s, v11.4s, v20.4s
	uqsub	v26.4s, v0.4s, v31.4s
	uqsub	v20.8b, v12.8b, v16.8b
	uqsub	v19.8b, v3.8b, v31.8b
	uqsub	v14.8b, v11.8b, v12.8b
	uqsub	v14.8b, v29.8b, v27.8b
	uqsub	v12.8h, v0.8h, v3.8h
	uqsub	v22.8h, v16.8h, v25.8h
	uqsub	v16.8h, v24.8h, v13.8h
	uqsub	v30.8h, v18.8h, v16.8h
	uqxtn	b29, h1
	uqxtn	b22, h2
	uqxtn	b24, h3
	uqxtn	b3, h6
	uqxtn	h13, s3
	uqxtn	h12, s0
	uqxtn	h8, s28
	uqxtn	h13, s23
	uqxtn	s15, d8
	uqxtn	s9, d27
	uqxtn	s24, d9
	uqxtn	s29, d10
	uqxtn	v13.2s, v5.2d
	uqxtn	v15.2s, v16.2d
	uqxtn	v0.2s, v25.2d
	uqxtn	v22.2s, v2.2d
	uqxtn2	v31.4s, v22.2d
	uqxtn2	v31.4s, v29.2d
	uqxtn2	v8.4s, v11.2d
	uqxtn2	v28.4s, v1.2d
	uqxtn	v9.4h, v6.4s
	uqxtn	v15.4h, v10.4s
	uqxtn	v21.4h, v2.4s
	uqxtn	v8.4h, v28.4s
	uqxtn2	v2.8h, v1.4s
	uqxtn2	v31.8h, v1.4s
	uqxtn2	v16.8h, v15.4s
	uqxtn2	v14.8h, v14.4s
	uqxtn	v10.8b, v28.8h
	uqxtn	v11.8b, v12.8h
	uqxtn	v6.8b, v29.8h
	uqxtn	v3.8b, v0.8h
	uqxtn2	v31.16b, v6.8h
	uqxtn2	v23.16b, v15.8h
	uqxtn2	v4.16b, v25.8h
	uqxtn2	v23.16b, v3.8h
	urecpe	v29.2s, v6.2s
	urecpe	v23.2s, v27.2s
	urecpe	v20.2s, v0.2s
	urecpe	v18.2s, v18.2s
	urecpe	v17.4s, v2.4s
	urecpe	v20.4s, v8.4s
	urecpe	v1.4s, v7.4s
	urecpe	v15.4s, v27.4s
	urhadd	v25.16b, v9.16b, v25.16b
	urhadd	v19.16b, v0.16b, v28.16b
	urhadd	v15.16b, v31.16b, v18.16b
	urhadd	v18.16b, v17.16b, v6.16b
	urhadd	v3.2s, v1.2s, v11.2s
	urhadd	v8.2s, v23.2s, v20.2s
	urhadd	v3.2s, v25.2s, v15.2s
	urhadd	v8.2s, v1.2s, v14.2s
	urhadd	v16.4h, v7.4h, v12.4h
	urhadd	v9.4h, v12.4h, v16.4h
	urhadd	v21.4h, v25.4h, v8.4h
	urhadd	v2.4h, v16.4h, v16.4h
	urhadd	v2.4s, v21.4s, v15.4s
	urhadd	v0.4s, v10.4s, v11.4s
	urhadd	v24.4s, v30.4s, v18.4s
	urhadd	v22.4s, v19.4s, v18.4s
	urhadd	v16.8b, v28.8b, v2.8b
	urhadd	v9.8b, v18.8b, v21.8b
	urhadd	v3.8b, v7.8b, v25.8b
	urhadd	v22.8b, v21.8b, v6.8b
	urhadd	v3.8h, v8.8h, v26.8h
	urhadd	v24.8h, v19.8h, v20.8h
	urhadd	v4.8h, v2.8h, v23.8h
	urhadd	v17.8h, v26.8h, v6.8h
	urshl	d9, d22, d6
	urshl	d17, d26, d18
	urshl	d22, d11, d17
	urshl	d12, d31, d17
	urshl	v7.16b, v19.16b, v15.16b
	urshl	v19.16b, v3.16b, v1.16b
	urshl	v8.16b, v22.16b, v3.16b
	urshl	v30.16b, v20.16b, v3.16b
	urshl	v29.2d, v9.2d, v16.2d
	urshl	v2.2d, v6.2d, v28.2d
	urshl	v10.2d, v17.2d, v22.2d
	urshl	v15.2d, v1.2d, v20.2d
	urshl	v1.2s, v1.2s, v12.2s
	urshl	v12.2s, v22.2s, v2.2s
	urshl	v5.2s, v20.2s, v25.2s
	urshl	v12.2s, v23.2s, v6.2s
	urshl	v31.4h, v31.4h, v7.4h
	urshl	v12.4h, v7.4h, v17.4h
	urshl	v28.4h, v11.4h, v16.4h
	urshl	v6.4h, v21.4h, v29.4h
	urshl	v6.4s, v24.4s, v4.4s
	urshl	v2.4s, v11.4s, v9.4s
	urshl	v20.4s, v15.4s, v15.4s
	urshl	v22.4s, v16.4s, v2.4s
	urshl	v6.8b, v4.8b, v21.8b
	urshl	v29.8b, v23.8b, v26.8b
	urshl	v8.8b, v17.8b, v27.8b
	urshl	v13.8b, v1.8b, v29.8b
	urshl	v0.8h, v9.8h, v16.8h
	urshl	v14.8h, v18.8h, v4.8h
	urshl	v17.8h, v6.8h, v18.8h
	urshl	v7.8h, v26.8h, v4.8h
	urshr	d15, d18, #47
	urshr	d26, d3, #1
	urshr	d2, d6, #39
	urshr	d22, d17, #12
	urshr	v28.16b, v22.16b, #1
	urshr	v16.16b, v19.16b, #5
	urshr	v13.16b, v14.16b, #5
	urshr	v1.16b, v10.16b, #8
	urshr	v19.2d, v4.2d, #15
	urshr	v11.2d, v22.2d, #21
	urshr	v31.2d, v10.2d, #1
	urshr	v21.2d, v27.2d, #60
	urshr	v29.2s, v0.2s, #13
	urshr	v22.2s, v1.2s, #1
	urshr	v19.2s, v14.2s, #4
	urshr	v12.2s, v23.2s, #30
	urshr	v5.4h, v22.4h, #3
	urshr	v15.4h, v27.4h, #7
	urshr	v24.4h, v13.4h, #14
	urshr	v22.4h, v11.4h, #4
	urshr	v4.4s, v14.4s, #20
	urshr	v13.4s, v2.4s, #32
	urshr	v29.4s, v10.4s, #11
	urshr	v17.4s, v3.4s, #2
	urshr	v25.8b, v1.8b, #7
	urshr	v21.8b, v21.8b, #1
	urshr	v29.8b, v26.8b, #3
	urshr	v0.8b, v17.8b, #5
	urshr	v2.8h, v21.8h, #6
	urshr	v14.8h, v23.8h, #3
	urshr	v27.8h, v6.8h, #1
	urshr	v0.8h, v7.8h, #3
	ursqrte	v4.2s, v2.2s
	ursqrte	v23.2s, v7.2s
	ursqrte	v13.2s, v15.2s
	ursqrte	v27.2s, v10.2s
	ursqrte	v28.4s, v4.4s
	ursqrte	v1.4s, v17.4s
	ursqrte	v22.4s, v3.4s
	ursqrte	v19.4s, v8.4s
	ursra	d29, d1, #5
	ursra	d4, d27, #56
	ursra	d5, d4, #13
	ursra	d12, d4, #64
	ursra	v3.16b, v1.16b, #4
	ursra	v12.16b, v18.16b, #5
	ursra	v2.16b, v14.16b, #1
	ursra	v29.16b, v11.16b, #1
	ursra	v7.2d, v8.2d, #63
	ursra	v5.2d, v1.2d, #61
	ursra	v5.2d, v22.2d, #49
	ursra	v13.2d, v0.2d, #64
	ursra	v0.2s, v31.2s, #9
	ursra	v2.2s, v17.2s, #16
	ursra	v11.2s, v27.2s, #23
	ursra	v27.2s, v29.2s, #11
	ursra	v31.4h, v19.4h, #7
	ursra	v23.4h, v27.4h, #4
	ursra	v23.4h, v9.4h, #1
	ursra	v9.4h, v31.4h, #16
	ursra	v5.4s, v27.4s, #26
	ursra	v30.4s, v13.4s, #18
	ursra	v21.4s, v14.4s, #20
	ursra	v5.4s, v2.4s, #2
	ursra	v14.8b, v14.8b, #4
	ursra	v21.8b, v22.8b, #6
	ursra	v10.8b, v12.8b, #8
	ursra	v25.8b, v22.8b, #2
	ursra	v28.8h, v7.8h, #1
	ursra	v5.8h, v15.8h, #9
	ursra	v13.8h, v15.8h, #2
	ursra	v29.8h, v19.8h, #5
	ushll	v15.2d, v12.2s, #30
	ushll	v1.2d, v24.2s, #0
	ushll	v28.2d, v3.2s, #27
	ushll	v31.2d, v22.2s, #19
	ushll2	v19.2d, v29.4s, #10
	ushll2	v14.2d, v18.4s, #10
	ushll2	v23.2d, v7.4s, #31
	ushll2	v24.2d, v27.4s, #4
	ushll	v13.4s, v20.4h, #0
	ushll	v22.4s, v30.4h, #9
	ushll	v16.4s, v12.4h, #12
	ushll	v23.4s, v26.4h, #6
	ushll2	v14.4s, v19.8h, #15
	ushll2	v29.4s, v26.8h, #0
	ushll2	v20.4s, v21.8h, #5
	ushll2	v13.4s, v14.8h, #11
	ushll	v18.8h, v14.8b, #0
	ushll	v28.8h, v19.8b, #4
	ushll	v30.8h, v24.8b, #1
	ushll	v24.8h, v20.8b, #3
	ushll2	v2.8h, v23.16b, #4
	ushll2	v25.8h, v1.16b, #1
	ushll2	v20.8h, v23.16b, #1
	ushll2	v26.8h, v11.16b, #0
	ushl	d4, d19, d4
	ushl	d7, d9, d26
	ushl	d4, d30, d3
	ushl	d22, d23, d14
	ushl	v9.16b, v8.16b, v17.16b
	ushl	v1.16b, v1.16b, v31.16b
	ushl	v18.16b, v0.16b, v19.16b
	ushl	v23.16b, v12.16b, v3.16b
	ushl	v22.2d, v3.2d, v3.2d
	ushl	v18.2d, v3.2d, v25.2d
	ushl	v20.2d, v7.2d, v6.2d
	ushl	v15.2d, v12.2d, v1.2d
	ushl	v9.2s, v13.2s, v12.2s
	ushl	v9.2s, v27.2s, v10.2s
	ushl	v23.2s, v5.2s, v4.2s
	ushl	v5.2s, v3.2s, v28.2s
	ushl	v7.4h, v18.4h, v19.4h
	ushl	v5.4h, v16.4h, v11.4h
	ushl	v26.4h, v23.4h, v6.4h
	ushl	v21.4h, v0.4h, v15.4h
	ushl	v19.4s, v18.4s, v19.4s
	ushl	v25.4s, v0.4s, v20.4s
	ushl	v4.4s, v31.4s, v8.4s
	ushl	v25.4s, v0.4s, v18.4s
	ushl	v29.8b, v15.8b, v2.8b
	ushl	v25.8b, v28.8b, v11.8b
	ushl	v9.8b, v17.8b, v7.8b
	ushl	v31.8b, v11.8b, v13.8b
	ushl	v27.8h, v7.8h, v19.8h
	ushl	v10.8h, v31.8h, v21.8h
	ushl	v9.8h, v30.8h, v10.8h
	ushl	v5.8h, v17.8h, v22.8h
	ushr	d9, d7, #53
	ushr	d19, d18, #38
	ushr	d24, d29, #64
	ushr	d24, d16, #1
	ushr	v23.16b, v25.16b, #8
	ushr	v7.16b, v18.16b, #1
	ushr	v11.16b, v5.16b, #3
	ushr	v16.16b, v3.16b, #1
	ushr	v23.2d, v13.2d, #60
	ushr	v1.2d, v25.2d, #13
	ushr	v29.2d, v1.2d, #32
	ushr	v22.2d, v9.2d, #26
	ushr	v15.2s, v21.2s, #27
	ushr	v2.2s, v12.2s, #26
	ushr	v11.2s, v5.2s, #15
	ushr	v1.2s, v8.2s, #9
	ushr	v2.4h, v9.4h, #16
	ushr	v20.4h, v7.4h, #1
	ushr	v20.4h, v6.4h, #4
	ushr	v2.4h, v22.4h, #12
	ushr	v20.4s, v22.4s, #5
	ushr	v1.4s, v26.4s, #25
	ushr	v16.4s, v23.4s, #32
	ushr	v28.4s, v22.4s, #28
	ushr	v19.8b, v17.8b, #8
	ushr	v29.8b, v21.8b, #7
	ushr	v24.8b, v17.8b, #1
	ushr	v5.8b, v6.8b, #1
	ushr	v7.8h, v22.8h, #3
	ushr	v25.8h, v6.8h, #10
	ushr	v4.8h, v1.8h, #16
	ushr	v6.8h, v7.8h, #7
	usqadd	b10, b20
	usqadd	b14, b14
	usqadd	b13, b1
	usqadd	b1, b13
	usqadd	d19, d17
	usqadd	d1, d21
	usqadd	d4, d4
	usqadd	d16, d12
	usqadd	h13, h21
	usqadd	h27, h5
	usqadd	h2, h16
	usqadd	h5, h10
	usqadd	s7, s15
	usqadd	s8, s2
	usqadd	s16, s14
	usqadd	s15, s7
	usqadd	v8.16b, v12.16b
	usqadd	v23.16b, v13.16b
	usqadd	v9.16b, v12.16b
	usqadd	v11.16b, v1.16b
	usqadd	v2.2d, v19.2d
	usqadd	v18.2d, v11.2d
	usqadd	v19.2d, v10.2d
	usqadd	v3.2d, v11.2d
	usqadd	v17.2s, v21.2s
	usqadd	v1.2s, v3.2s
	usqadd	v19.2s, v17.2s
	usqadd	v4.2s, v4.2s
	usqadd	v15.4h, v26.4h
	usqadd	v27.4h, v21.4h
	usqadd	v17.4h, v2.4h
	usqadd	v20.4h, v22.4h
	usqadd	v14.4s, v10.4s
	usqadd	v22.4s, v12.4s
	usqadd	v9.4s, v1.4s
	usqadd	v17.4s, v3.4s
	usqadd	v8.8b, v12.8b
	usqadd	v20.8b, v2.8b
	usqadd	v19.8b, v29.8b
	usqadd	v15.8b, v5.8b
	usqadd	v7.8h, v10.8h
	usqadd	v4.8h, v12.8h
	usqadd	v0.8h, v21.8h
	usqadd	v11.8h, v25.8h
	usra	d30, d31, #29
	usra	d28, d13, #59
	usra	d1, d4, #36
	usra	d19, d30, #33
	usra	v24.16b, v13.16b, #4
	usra	v19.16b, v27.16b, #4
	usra	v14.16b, v28.16b, #3
	usra	v5.16b, v15.16b, #5
	usra	v29.2d, v22.2d, #64
	usra	v5.2d, v4.2d, #9
	usra	v11.2d, v3.2d, #47
	usra	v5.2d, v31.2d, #63
	usra	v21.2s, v26.2s, #10
	usra	v26.2s, v10.2s, #1
	usra	v29.2s, v21.2s, #18
	usra	v25.2s, v31.2s, #2
	usra	v1.4h, v25.4h, #2
	usra	v24.4h, v0.4h, #8
	usra	v5.4h, v7.4h, #15
	usra	v27.4h, v5.4h, #13
	usra	v27.4s, v19.4s, #17
	usra	v5.4s, v10.4s, #15
	usra	v19.4s, v14.4s, #4
	usra	v0.4s, v28.4s, #11
	usra	v20.8b, v21.8b, #2
	usra	v18.8b, v24.8b, #8
	usra	v27.8b, v5.8b, #7
	usra	v22.8b, v16.8b, #6
	usra	v26.8h, v24.8h, #11
	usra	v23.8h, v28.8h, #1
	usra	v6.8h, v9.8h, #6
	usra	v4.8h, v23.8h, #1
	usubl	v21.2d, v6.2s, v23.2s
	usubl	v15.2d, v9.2s, v28.2s
	usubl	v25.2d, v23.2s, v15.2s
	usubl	v15.2d, v30.2s, v12.2s
	usubl2	v16.2d, v5.4s, v27.4s
	usubl2	v15.2d, v10.4s, v14.4s
	usubl2	v5.2d, v6.4s, v28.4s
	usubl2	v22.2d, v18.4s, v18.4s
	usubl	v16.4s, v14.4h, v2.4h
	usubl	v0.4s, v4.4h, v9.4h
	usubl	v10.4s, v26.4h, v31.4h
	usubl	v17.4s, v9.4h, v24.4h
	usubl2	v26.4s, v0.8h, v30.8h
	usubl2	v21.4s, v27.8h, v20.8h
	usubl2	v23.4s, v9.8h, v6.8h
	usubl2	v16.4s, v25.8h, v24.8h
	usubl	v6.8h, v11.8b, v4.8b
	usubl	v1.8h, v20.8b, v11.8b
	usubl	v30.8h, v6.8b, v29.8b
	usubl	v2.8h, v0.8b, v29.8b
	usubl2	v8.8h, v11.16b, v22.16b
	usubl2	v21.8h, v21.16b, v9.16b
	usubl2	v20.8h, v2.16b, v14.16b
	usubl2	v14.8h, v11.16b, v9.16b
	usubw	v23.2d, v11.2d, v2.2s
	usubw	v19.2d, v16.2d, v9.2s
	usubw	v9.2d, v27.2d, v24.2s
	usubw	v18.2d, v6.2d, v17.2s
	usubw2	v30.2d, v10.2d, v13.4s
	usubw2	v5.2d, v27.2d, v12.4s
	usubw2	v31.2d, v11.2d, v10.4s
	usubw2	v15.2d, v30.2d, v15.4s
	usubw	v27.4s, v30.4s, v1.4h
	usubw	v26.4s, v11.4s, v24.4h
	usubw	v14.4s, v5.4s, v13.4h
	usubw	v23.4s, v13.4s, v8.4h
	usubw2	v3.4s, v27.4s, v2.8h
	usubw2	v1.4s, v3.4s, v17.8h
	usubw2	v12.4s, v15.4s, v11.8h
	usubw2	v2.4s, v21.4s, v14.8h
	usubw	v3.8h, v3.8h, v1.8b
	usubw	v24.8h, v21.8h, v24.8b
	usubw	v17.8h, v11.8h, v13.8b
	usubw	v9.8h, v24.8h, v6.8b
	usubw2	v30.8h, v24.8h, v10.16b
	usubw2	v2.8h, v7.8h, v15.16b
	usubw2	v13.8h, v28.8h, v9.16b
	usubw2	v0.8h, v10.8h, v29.16b
	uzp1	v26.16b, v25.16b, v7.16b
	uzp1	v30.16b, v20.16b, v9.16b
	uzp1	v16.16b, v6.16b, v6.16b
	uzp1	v6.16b, v22.16b, v28.16b
	uzp1	v19.2d, v23.2d, v22.2d
	uzp1	v5.2d, v23.2d, v2.2d
	uzp1	v14.2d, v10.2d, v16.2d
	uzp1	v30.2d, v12.2d, v10.2d
	uzp1	v24.2s, v18.2s, v9.2s
	uzp1	v1.2s, v14.2s, v23.2s
	uzp1	v20.2s, v9.2s, v29.2s
	uzp1	v5.2s, v24.2s, v20.2s
	uzp1	v23.4h, v1.4h, v4.4h
	uzp1	v21.4h, v22.4h, v18.4h
	uzp1	v12.4h, v18.4h, v9.4h
	uzp1	v1.4h, v26.4h, v23.4h
	uzp1	v21.4s, v17.4s, v20.4s
	uzp1	v13.4s, v24.4s, v28.4s
	uzp1	v0.4s, v6.4s, v9.4s
	uzp1	v10.4s, v4.4s, v19.4s
	uzp1	v11.8b, v6.8b, v24.8b
	uzp1	v10.8b, v6.8b, v24.8b
	uzp1	v25.8b, v3.8b, v17.8b
	uzp1	v11.8b, v17.8b, v0.8b
	uzp1	v10.8h, v11.8h, v1.8h
	uzp1	v1.8h, v26.8h, v3.8h
	uzp1	v15.8h, v2.8h, v6.8h
	uzp1	v17.8h, v24.8h, v4.8h
	uzp2	v18.16b, v31.16b, v3.16b
	uzp2	v18.16b, v28.16b, v12.16b
	uzp2	v23.16b, v13.16b, v16.16b
	uzp2	v20.16b, v29.16b, v0.16b
	uzp2	v28.2d, v30.2d, v5.2d
	uzp2	v2.2d, v17.2d, v3.2d
	uzp2	v23.2d, v28.2d, v19.2d
	uzp2	v25.2d, v12.2d, v20.2d
	uzp2	v18.2s, v15.2s, v16.2s
	uzp2	v12.2s, v25.2s, v1.2s
	uzp2	v24.2s, v10.2s, v4.2s
	uzp2	v3.2s, v18.2s, v22.2s
	uzp2	v3.4h, v26.4h, v17.4h
	uzp2	v31.4h, v21.4h, v12.4h
	uzp2	v14.4h, v10.4h, v31.4h
	uzp2	v3.4h, v26.4h, v19.4h
	uzp2	v19.4s, v23.4s, v6.4s
	uzp2	v16.4s, v2.4s, v2.4s
	uzp2	v16.4s, v3.4s, v15.4s
	uzp2	v2.4s, v14.4s, v20.4s
	uzp2	v25.8b, v8.8b, v26.8b
	uzp2	v27.8b, v5.8b, v9.8b
	uzp2	v20.8b, v3.8b, v19.8b
	uzp2	v13.8b, v5.8b, v19.8b
	uzp2	v13.8h, v22.8h, v20.8h
	uzp2	v2.8h, v1.8h, v7.8h
	uzp2	v1.8h, v27.8h, v15.8h
	uzp2	v24.8h, v24.8h, v3.8h
	xtn	v9.2s, v22.2d
	xtn	v15.2s, v23.2d
	xtn	v16.2s, v23.2d
	xtn	v18.2s, v0.2d
	xtn2	v6.4s, v21.2d
	xtn2	v4.4s, v14.2d
	xtn2	v16.4s, v16.2d
	xtn2	v11.4s, v16.2d
	xtn	v27.4h, v29.4s
	xtn	v23.4h, v1.4s
	xtn	v22.4h, v7.4s
	xtn	v0.4h, v21.4s
	xtn2	v24.8h, v22.4s
	xtn2	v4.8h, v4.4s
	xtn2	v15.8h, v0.4s
	xtn2	v7.8h, v31.4s
	xtn	v29.8b, v22.8h
	xtn	v31.8b, v11.8h
	xtn	v29.8b, v17.8h
	xtn	v16.8b, v19.8h
	xtn2	v17.16b, v2.8h
	xtn2	v5.16b, v4.8h
	xtn2	v25.16b, v17.8h
	xtn2	v12.16b, v1.8h
	zip1	v9.16b, v13.16b, v13.16b
	zip1	v22.16b, v11.16b, v27.16b
	zip1	v19.16b, v8.16b, v6.16b
	zip1	v21.16b, v24.16b, v31.16b
	zip1	v18.2d, v7.2d, v19.2d
	zip1	v17.2d, v31.2d, v21.2d
	zip1	v20.2d, v1.2d, v24.2d
	zip1	v14.2d, v27.2d, v18.2d
	zip1	v26.2s, v20.2s, v24.2s
	zip1	v21.2s, v22.2s, v21.2s
	zip1	v22.2s, v18.2s, v5.2s
	zip1	v17.2s, v0.2s, v29.2s
	zip1	v18.4h, v0.4h, v10.4h
	zip1	v4.4h, v10.4h, v22.4h
	zip1	v30.4h, v11.4h, v9.4h
	zip1	v4.4h, v11.4h, v21.4h
	zip1	v1.4s, v28.4s, v25.4s
	zip1	v6.4s, v7.4s, v30.4s
	zip1	v31.4s, v25.4s, v24.4s
	zip1	v12.4s, v9.4s, v3.4s
	zip1	v0.8b, v4.8b, v14.8b
	zip1	v19.8b, v29.8b, v7.8b
	zip1	v27.8b, v8.8b, v17.8b
	zip1	v0.8b, v9.8b, v13.8b
	zip1	v25.8h, v11.8h, v23.8h
	zip1	v22.8h, v27.8h, v14.8h
	zip1	v9.8h, v1.8h, v29.8h
	zip1	v8.8h, v19.8h, v21.8h
	zip2	v22.16b, v14.16b, v2.16b
	zip2	v27.16b, v17.16b, v21.16b
	zip2	v18.16b, v2.16b, v26.16b
	zip2	v26.16b, v22.16b, v20.16b
	zip2	v2.2d, v1.2d, v3.2d
	zip2	v28.2d, v18.2d, v1.2d
	zip2	v7.2d, v31.2d, v4.2d
	zip2	v8.2d, v26.2d, v15.2d
	zip2	v24.2s, v23.2s, v24.2s
	zip2	v14.2s, v27.2s, v0.2s
	zip2	v22.2s, v2.2s, v7.2s
	zip2	v13.2s, v6.2s, v19.2s
	zip2	v23.4h, v8.4h, v8.4h
	zip2	v12.4h, v27.4h, v6.4h
	zip2	v25.4h, v13.4h, v9.4h
	zip2	v1.4h, v29.4h, v22.4h
	zip2	v16.4s, v27.4s, v25.4s
	zip2	v5.4s, v28.4s, v27.4s
	zip2	v9.4s, v7.4s, v20.4s
	zip2	v27.4s, v11.4s, v23.4s
	zip2	v6.8b, v17.8b, v30.8b
	zip2	v28.8b, v11.8b, v25.8b
	zip2	v2.8b, v2.8b, v25.8b
	zip2	v29.8b, v7.8b, v20.8b
	zip2	v8.8h, v22.8h, v5.8h
	zip2	v2.8h, v27.8h, v30.8h
	zip2	v26.8h, v16.8h, v12.8h
	zip2	v14.8h, v25.8h, v26.8h
