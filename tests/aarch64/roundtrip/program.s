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
	bfxil	w20, w25, #8, #8
	bfxil	w17, w27, #18, #14
	bfxil	w23, w15, #2, #26
	bfi	w16, w1, #11, #4
	bfxil	x29, x3, #16, #8
	bfxil	x22, x29, #0, #2
	bfi	x7, x18, #40, #22
	bfi	x3, x21, #38, #2
	bics	w23, w3, w0
	bics	w29, w7, w22
	bics	w8, wzr, wzr
	bics	w3, w6, w5, ror #24
	bics	x8, x3, x2, asr #54
	bics	xzr, x16, x17
	bics	x21, x7, x4
	bics	x24, x7, x20
	bic	w18, w11, w2
	bic	w10, w21, w23, lsr #5
	bic	w24, w16, w11, ror #13
	bic	w26, w26, w2, asr #16
	bic	x29, x24, x13, ror #63
	bic	x16, x27, x2, lsr #0
	bic	x23, x28, x2, lsr #0
	bic	x21, x4, x29, lsr #43
	bic	v15.2s, #9, lsl #16
	bic	v15.2s, #6
	bic	v29.2s, #255, lsl #8
	bic	v28.2s, #98, lsl #16
	bic	v24.4h, #0
	bic	v2.4h, #18, lsl #8
	bic	v15.4h, #142
	bic	v26.4h, #2, lsl #8
	bic	v25.4s, #186
	bic	v10.4s, #45, lsl #8
	bic	v28.4s, #170
	bic	v19.4s, #107
	bic	v23.8h, #86
	bic	v13.8h, #36, lsl #8
	bic	v8.8h, #181
	bic	v9.8h, #0
	bic	v2.16b, v24.16b, v21.16b
	bic	v1.16b, v3.16b, v10.16b
	bic	v30.16b, v7.16b, v22.16b
	bic	v8.16b, v30.16b, v23.16b
	bic	v28.8b, v28.8b, v12.8b
	bic	v15.8b, v30.8b, v22.8b
	bic	v10.8b, v31.8b, v26.8b
	bic	v19.8b, v12.8b, v18.8b
	bif	v5.16b, v27.16b, v11.16b
	bif	v22.16b, v28.16b, v28.16b
	bif	v8.16b, v14.16b, v18.16b
	bif	v16.16b, v16.16b, v4.16b
	bif	v22.8b, v6.8b, v25.8b
	bif	v22.8b, v13.8b, v13.8b
	bif	v18.8b, v5.8b, v19.8b
	bif	v6.8b, v19.8b, v27.8b
	bit	v23.16b, v15.16b, v22.16b
	bit	v0.16b, v28.16b, v1.16b
	bit	v6.16b, v30.16b, v0.16b
	bit	v8.16b, v28.16b, v17.16b
	bit	v0.8b, v14.8b, v6.8b
	bit	v20.8b, v29.8b, v7.8b
	bit	v18.8b, v5.8b, v30.8b
	bit	v9.8b, v8.8b, v16.8b
	bl	#113898724
	bl	#-114545516
	bl	#-104316800
	bl	#134217724
	blr	x18
	blr	x2
	blr	x4
	blr	x3
	br	x1
	br	x14
	br	x0
	br	x2
	brk	#0x856e
	brk	#0xfe75
	brk	#0xffff
	brk	#0
	bsl	v29.16b, v5.16b, v12.16b
	bsl	v31.16b, v23.16b, v14.16b
	bsl	v20.16b, v4.16b, v19.16b
	bsl	v5.16b, v26.16b, v5.16b
	bsl	v30.8b, v26.8b, v19.8b
	bsl	v13.8b, v19.8b, v22.8b
	bsl	v21.8b, v14.8b, v28.8b
	bsl	v12.8b, v20.8b, v7.8b
	b.hi	#250444
	b.hs	#0
	b.gt	#1048572
	b.pl	#-676796
	cbnz	w21, #1018980
	cbnz	w23, #72112
	cbnz	w23, #690688
	cbnz	w24, #-1026584
	cbnz	x22, #1004404
	cbnz	x27, #991360
	cbnz	x26, #-265996
	cbnz	x30, #-878208
	cbz	w9, #619904
	cbz	w23, #1038816
	cbz	w13, #-178568
	cbz	w4, #34432
	cbz	x16, #-600508
	cbz	x12, #604908
	cbz	x16, #-14332
	cbz	x7, #944600
	ccmn	w12, #30, #15, al
	ccmn	w8, #31, #2, eq
	ccmn	w19, #3, #5, lt
	ccmn	w21, #11, #0, ne
	ccmn	w12, w16, #5, vs
	ccmn	w19, w6, #15, hi
	ccmn	w7, w25, #15, hs
	ccmn	w19, w0, #9, pl
	ccmn	x8, #31, #2, vs
	ccmn	x21, #19, #6, lt
	ccmn	x28, #28, #1, vc
	ccmn	x19, #6, #9, eq
	ccmn	x22, x23, #12, eq
	ccmn	x29, x22, #1, hi
	ccmn	x5, x1, #1, hi
	ccmn	x27, x16, #10, mi
	ccmp	w22, #12, #10, le
	ccmp	w7, #0, #0, ne
	ccmp	w13, #0, #0, eq
	ccmp	w19, #21, #3, ne
	ccmp	wzr, w17, #0, le
	ccmp	w24, w2, #15, vc
	ccmp	w15, w29, #0, le
	ccmp	w20, wzr, #6, hs
	ccmp	x10, #31, #1, pl
	ccmp	x1, #2, #3, vc
	ccmp	x16, #18, #9, nv
	ccmp	x12, #19, #4, le
	ccmp	x6, x15, #15, eq
	ccmp	x17, x24, #12, mi
	ccmp	x6, x28, #11, mi
	ccmp	x16, x18, #1, vs
	clrex	#2
	clrex	#12
	clrex	#9
	clrex	#9
	cls	w4, w6
	cls	w5, w28
	cls	w13, w10
	cls	w11, w9
	cls	x15, x18
	cls	x7, x19
	cls	x17, x7
	cls	x8, x7
	cls	v9.16b, v17.16b
	cls	v30.16b, v7.16b
	cls	v18.16b, v10.16b
	cls	v16.16b, v11.16b
	cls	v26.2s, v3.2s
	cls	v4.2s, v1.2s
	cls	v13.2s, v31.2s
	cls	v28.2s, v18.2s
	cls	v10.4h, v13.4h
	cls	v20.4h, v10.4h
	cls	v26.4h, v3.4h
	cls	v3.4h, v18.4h
	cls	v27.4s, v20.4s
	cls	v7.4s, v26.4s
	cls	v19.4s, v9.4s
	cls	v8.4s, v22.4s
	cls	v31.8b, v24.8b
	cls	v16.8b, v10.8b
	cls	v0.8b, v23.8b
	cls	v16.8b, v17.8b
	cls	v14.8h, v24.8h
	cls	v12.8h, v0.8h
	cls	v11.8h, v21.8h
	cls	v1.8h, v24.8h
	clz	w2, w26
	clz	w0, w20
	clz	w17, w19
	clz	w10, w24
	clz	x5, x7
	clz	x7, x15
	clz	x29, x16
	clz	x30, x19
	clz	v3.16b, v4.16b
	clz	v30.16b, v21.16b
	clz	v5.16b, v8.16b
	clz	v26.16b, v15.16b
	clz	v8.2s, v0.2s
	clz	v9.2s, v28.2s
	clz	v17.2s, v27.2s
	clz	v8.2s, v28.2s
	clz	v15.4h, v31.4h
	clz	v10.4h, v18.4h
	clz	v21.4h, v30.4h
	clz	v0.4h, v8.4h
	clz	v9.4s, v22.4s
	clz	v2.4s, v16.4s
	clz	v29.4s, v25.4s
	clz	v3.4s, v28.4s
	clz	v15.8b, v18.8b
	clz	v5.8b, v20.8b
	clz	v31.8b, v20.8b
	clz	v1.8b, v25.8b
	clz	v9.8h, v14.8h
	clz	v7.8h, v22.8h
	clz	v4.8h, v1.8h
	clz	v14.8h, v21.8h
	cmeq	d8, d0, d11
	cmeq	d19, d15, d21
	cmeq	d10, d4, d10
	cmeq	d9, d26, d15
	cmeq	v28.16b, v23.16b, v5.16b
	cmeq	v6.16b, v13.16b, v21.16b
	cmeq	v8.16b, v6.16b, v7.16b
	cmeq	v17.16b, v7.16b, v15.16b
	cmeq	v24.2d, v24.2d, v12.2d
	cmeq	v4.2d, v8.2d, v1.2d
	cmeq	v18.2d, v30.2d, v0.2d
	cmeq	v29.2d, v14.2d, v6.2d
	cmeq	v5.2s, v3.2s, v9.2s
	cmeq	v6.2s, v30.2s, v5.2s
	cmeq	v28.2s, v17.2s, v12.2s
	cmeq	v25.2s, v25.2s, v9.2s
	cmeq	v3.4h, v31.4h, v28.4h
	cmeq	v10.4h, v20.4h, v22.4h
	cmeq	v11.4h, v9.4h, v26.4h
	cmeq	v3.4h, v11.4h, v5.4h
	cmeq	v31.4s, v4.4s, v19.4s
	cmeq	v2.4s, v27.4s, v23.4s
	cmeq	v14.4s, v31.4s, v29.4s
	cmeq	v22.4s, v13.4s, v17.4s
	cmeq	v11.8b, v24.8b, v16.8b
	cmeq	v28.8b, v0.8b, v23.8b
	cmeq	v4.8b, v10.8b, v30.8b
	cmeq	v12.8b, v8.8b, v3.8b
	cmeq	v22.8h, v27.8h, v16.8h
	cmeq	v2.8h, v11.8h, v5.8h
	cmeq	v17.8h, v21.8h, v4.8h
	cmeq	v19.8h, v25.8h, v8.8h
	cmeq	d18, d3, #0
	cmeq	d2, d19, #0
	cmeq	d16, d2, #0
	cmeq	d23, d12, #0
	cmeq	v7.16b, v25.16b, #0
	cmeq	v16.16b, v5.16b, #0
	cmeq	v27.16b, v5.16b, #0
	cmeq	v4.16b, v1.16b, #0
	cmeq	v13.2d, v2.2d, #0
	cmeq	v17.2d, v21.2d, #0
	cmeq	v27.2d, v0.2d, #0
	cmeq	v28.2d, v19.2d, #0
	cmeq	v5.2s, v27.2s, #0
	cmeq	v28.2s, v0.2s, #0
	cmeq	v30.2s, v4.2s, #0
	cmeq	v1.2s, v3.2s, #0
	cmeq	v29.4h, v19.4h, #0
	cmeq	v17.4h, v7.4h, #0
	cmeq	v5.4h, v0.4h, #0
	cmeq	v23.4h, v14.4h, #0
	cmeq	v28.4s, v3.4s, #0
	cmeq	v26.4s, v12.4s, #0
	cmeq	v22.4s, v19.4s, #0
	cmeq	v19.4s, v29.4s, #0
	cmeq	v2.8b, v24.8b, #0
	cmeq	v16.8b, v9.8b, #0
	cmeq	v9.8b, v20.8b, #0
	cmeq	v6.8b, v7.8b, #0
	cmeq	v18.8h, v25.8h, #0
	cmeq	v18.8h, v2.8h, #0
	cmeq	v9.8h, v30.8h, #0
	cmeq	v0.8h, v19.8h, #0
	cmge	d25, d30, d24
	cmge	d12, d29, d20
	cmge	d10, d25, d18
	cmge	d0, d31, d29
	cmge	v14.16b, v2.16b, v3.16b
	cmge	v27.16b, v0.16b, v11.16b
	cmge	v7.16b, v20.16b, v21.16b
	cmge	v21.16b, v20.16b, v23.16b
	cmge	v3.2d, v27.2d, v29.2d
	cmge	v18.2d, v3.2d, v18.2d
	cmge	v4.2d, v20.2d, v5.2d
	cmge	v15.2d, v15.2d, v0.2d
	cmge	v5.2s, v14.2s, v1.2s
	cmge	v29.2s, v31.2s, v3.2s
	cmge	v10.2s, v23.2s, v4.2s
	cmge	v22.2s, v3.2s, v3.2s
	cmge	v8.4h, v4.4h, v20.4h
	cmge	v17.4h, v16.4h, v24.4h
	cmge	v29.4h, v27.4h, v28.4h
	cmge	v28.4h, v8.4h, v2.4h
	cmge	v27.4s, v21.4s, v28.4s
	cmge	v15.4s, v10.4s, v18.4s
	cmge	v19.4s, v26.4s, v6.4s
	cmge	v30.4s, v31.4s, v14.4s
	cmge	v0.8b, v12.8b, v14.8b
	cmge	v17.8b, v6.8b, v19.8b
	cmge	v30.8b, v31.8b, v3.8b
	cmge	v18.8b, v1.8b, v3.8b
	cmge	v26.8h, v26.8h, v24.8h
	cmge	v18.8h, v10.8h, v17.8h
	cmge	v24.8h, v19.8h, v8.8h
	cmge	v6.8h, v4.8h, v7.8h
	cmge	d6, d28, #0
	cmge	d29, d25, #0
	cmge	d23, d14, #0
	cmge	d0, d2, #0
	cmge	v15.16b, v7.16b, #0
	cmge	v14.16b, v1.16b, #0
	cmge	v14.16b, v13.16b, #0
	cmge	v7.16b, v5.16b, #0
	cmge	v6.2d, v11.2d, #0
	cmge	v24.2d, v4.2d, #0
	cmge	v7.2d, v20.2d, #0
	cmge	v12.2d, v18.2d, #0
	cmge	v12.2s, v27.2s, #0
	cmge	v3.2s, v1.2s, #0
	cmge	v22.2s, v15.2s, #0
	cmge	v16.2s, v15.2s, #0
	cmge	v2.4h, v25.4h, #0
	cmge	v18.4h, v31.4h, #0
	cmge	v1.4h, v23.4h, #0
	cmge	v23.4h, v7.4h, #0
	cmge	v11.4s, v3.4s, #0
	cmge	v22.4s, v15.4s, #0
	cmge	v24.4s, v3.4s, #0
	cmge	v23.4s, v27.4s, #0
	cmge	v9.8b, v18.8b, #0
	cmge	v9.8b, v6.8b, #0
	cmge	v25.8b, v30.8b, #0
	cmge	v14.8b, v30.8b, #0
	cmge	v20.8h, v19.8h, #0
	cmge	v19.8h, v17.8h, #0
	cmge	v11.8h, v0.8h, #0
	cmge	v17.8h, v3.8h, #0
	cmgt	d25, d13, d1
	cmgt	d17, d3, d11
	cmgt	d24, d29, d27
	cmgt	d3, d9, d29
	cmgt	v12.16b, v11.16b, v9.16b
	cmgt	v19.16b, v22.16b, v22.16b
	cmgt	v21.16b, v15.16b, v30.16b
	cmgt	v22.16b, v16.16b, v21.16b
	cmgt	v9.2d, v30.2d, v10.2d
	cmgt	v11.2d, v13.2d, v25.2d
	cmgt	v31.2d, v20.2d, v20.2d
	cmgt	v22.2d, v30.2d, v9.2d
	cmgt	v0.2s, v14.2s, v16.2s
	cmgt	v1.2s, v5.2s, v0.2s
	cmgt	v8.2s, v7.2s, v22.2s
	cmgt	v0.2s, v13.2s, v13.2s
	cmgt	v20.4h, v14.4h, v24.4h
	cmgt	v26.4h, v6.4h, v13.4h
	cmgt	v17.4h, v10.4h, v26.4h
	cmgt	v27.4h, v27.4h, v6.4h
	cmgt	v17.4s, v5.4s, v10.4s
	cmgt	v3.4s, v5.4s, v3.4s
	cmgt	v10.4s, v11.4s, v16.4s
	cmgt	v26.4s, v10.4s, v7.4s
	cmgt	v29.8b, v3.8b, v29.8b
	cmgt	v31.8b, v14.8b, v2.8b
	cmgt	v7.8b, v1.8b, v12.8b
	cmgt	v5.8b, v4.8b, v16.8b
	cmgt	v14.8h, v27.8h, v2.8h
	cmgt	v14.8h, v12.8h, v28.8h
	cmgt	v0.8h, v4.8h, v11.8h
	cmgt	v3.8h, v14.8h, v13.8h
	cmgt	d28, d13, #0
	cmgt	d4, d28, #0
	cmgt	d18, d15, #0
	cmgt	d12, d6, #0
	cmgt	v14.16b, v4.16b, #0
	cmgt	v6.16b, v24.16b, #0
	cmgt	v26.16b, v13.16b, #0
	cmgt	v9.16b, v4.16b, #0
	cmgt	v0.2d, v19.2d, #0
	cmgt	v11.2d, v10.2d, #0
	cmgt	v17.2d, v19.2d, #0
	cmgt	v23.2d, v23.2d, #0
	cmgt	v14.2s, v30.2s, #0
	cmgt	v11.2s, v20.2s, #0
	cmgt	v10.2s, v16.2s, #0
	cmgt	v31.2s, v23.2s, #0
	cmgt	v17.4h, v14.4h, #0
	cmgt	v25.4h, v13.4h, #0
	cmgt	v23.4h, v14.4h, #0
	cmgt	v6.4h, v10.4h, #0
	cmgt	v20.4s, v12.4s, #0
	cmgt	v16.4s, v6.4s, #0
	cmgt	v27.4s, v21.4s, #0
	cmgt	v10.4s, v16.4s, #0
	cmgt	v14.8b, v30.8b, #0
	cmgt	v1.8b, v4.8b, #0
	cmgt	v3.8b, v18.8b, #0
	cmgt	v12.8b, v25.8b, #0
	cmgt	v10.8h, v0.8h, #0
	cmgt	v9.8h, v31.8h, #0
	cmgt	v26.8h, v12.8h, #0
	cmgt	v7.8h, v19.8h, #0
	cmhi	d9, d14, d10
	cmhi	d9, d24, d20
	cmhi	d1, d27, d14
	cmhi	d28, d22, d22
	cmhi	v19.16b, v25.16b, v17.16b
	cmhi	v9.16b, v23.16b, v14.16b
	cmhi	v30.16b, v24.16b, v19.16b
	cmhi	v18.16b, v28.16b, v5.16b
	cmhi	v8.2d, v27.2d, v7.2d
	cmhi	v9.2d, v28.2d, v26.2d
	cmhi	v23.2d, v30.2d, v22.2d
	cmhi	v23.2d, v14.2d, v8.2d
	cmhi	v10.2s, v10.2s, v12.2s
	cmhi	v26.2s, v30.2s, v4.2s
	cmhi	v25.2s, v3.2s, v22.2s
	cmhi	v8.2s, v31.2s, v8.2s
	cmhi	v1.4h, v8.4h, v7.4h
	cmhi	v29.4h, v1.4h, v31.4h
	cmhi	v16.4h, v19.4h, v29.4h
	cmhi	v7.4h, v14.4h, v31.4h
	cmhi	v29.4s, v21.4s, v8.4s
	cmhi	v2.4s, v9.4s, v20.4s
	cmhi	v25.4s, v1.4s, v20.4s
	cmhi	v27.4s, v21.4s, v27.4s
	cmhi	v20.8b, v30.8b, v2.8b
	cmhi	v12.8b, v9.8b, v20.8b
	cmhi	v21.8b, v14.8b, v28.8b
	cmhi	v14.8b, v14.8b, v12.8b
	cmhi	v22.8h, v7.8h, v5.8h
	cmhi	v19.8h, v16.8h, v20.8h
	cmhi	v21.8h, v26.8h, v4.8h
	cmhi	v10.8h, v26.8h, v26.8h
	cmhs	d23, d23, d21
	cmhs	d3, d21, d29
	cmhs	d17, d29, d26
	cmhs	d15, d27, d24
	cmhs	v27.16b, v13.16b, v3.16b
	cmhs	v30.16b, v19.16b, v14.16b
	cmhs	v29.16b, v20.16b, v15.16b
	cmhs	v11.16b, v16.16b, v12.16b
	cmhs	v0.2d, v1.2d, v14.2d
	cmhs	v7.2d, v31.2d, v13.2d
	cmhs	v11.2d, v13.2d, v1.2d
	cmhs	v28.2d, v27.2d, v14.2d
	cmhs	v17.2s, v18.2s, v24.2s
	cmhs	v24.2s, v29.2s, v22.2s
	cmhs	v26.2s, v20.2s, v25.2s
	cmhs	v2.2s, v12.2s, v5.2s
	cmhs	v22.4h, v21.4h, v12.4h
	cmhs	v14.4h, v28.4h, v6.4h
	cmhs	v30.4h, v14.4h, v10.4h
	cmhs	v22.4h, v7.4h, v8.4h
	cmhs	v5.4s, v3.4s, v15.4s
	cmhs	v28.4s, v13.4s, v30.4s
	cmhs	v9.4s, v14.4s, v9.4s
	cmhs	v13.4s, v3.4s, v11.4s
	cmhs	v26.8b, v17.8b, v17.8b
	cmhs	v0.8b, v21.8b, v21.8b
	cmhs	v9.8b, v10.8b, v16.8b
	cmhs	v11.8b, v12.8b, v4.8b
	cmhs	v6.8h, v18.8h, v20.8h
	cmhs	v0.8h, v7.8h, v5.8h
	cmhs	v18.8h, v30.8h, v1.8h
	cmhs	v23.8h, v12.8h, v2.8h
	cmle	d17, d7, #0
	cmle	d27, d13, #0
	cmle	d6, d29, #0
	cmle	d19, d3, #0
	cmle	v28.16b, v15.16b, #0
	cmle	v11.16b, v26.16b, #0
	cmle	v10.16b, v21.16b, #0
	cmle	v4.16b, v23.16b, #0
	cmle	v23.2d, v11.2d, #0
	cmle	v17.2d, v3.2d, #0
	cmle	v13.2d, v21.2d, #0
	cmle	v7.2d, v20.2d, #0
	cmle	v0.2s, v15.2s, #0
	cmle	v25.2s, v30.2s, #0
	cmle	v29.2s, v26.2s, #0
	cmle	v6.2s, v4.2s, #0
	cmle	v1.4h, v12.4h, #0
	cmle	v26.4h, v6.4h, #0
	cmle	v21.4h, v29.4h, #0
	cmle	v16.4h, v19.4h, #0
	cmle	v2.4s, v28.4s, #0
	cmle	v26.4s, v17.4s, #0
	cmle	v31.4s, v12.4s, #0
	cmle	v22.4s, v10.4s, #0
	cmle	v1.8b, v3.8b, #0
	cmle	v29.8b, v30.8b, #0
	cmle	v20.8b, v18.8b, #0
	cmle	v15.8b, v6.8b, #0
	cmle	v17.8h, v15.8h, #0
	cmle	v9.8h, v2.8h, #0
	cmle	v29.8h, v21.8h, #0
	cmle	v2.8h, v21.8h, #0
	cmlt	d31, d28, #0
	cmlt	d6, d26, #0
	cmlt	d27, d31, #0
	cmlt	d2, d22, #0
	cmlt	v9.16b, v22.16b, #0
	cmlt	v17.16b, v0.16b, #0
	cmlt	v20.16b, v6.16b, #0
	cmlt	v21.16b, v3.16b, #0
	cmlt	v31.2d, v26.2d, #0
	cmlt	v8.2d, v1.2d, #0
	cmlt	v22.2d, v24.2d, #0
	cmlt	v6.2d, v20.2d, #0
	cmlt	v11.2s, v28.2s, #0
	cmlt	v31.2s, v16.2s, #0
	cmlt	v31.2s, v6.2s, #0
	cmlt	v10.2s, v8.2s, #0
	cmlt	v12.4h, v16.4h, #0
	cmlt	v11.4h, v29.4h, #0
	cmlt	v5.4h, v2.4h, #0
	cmlt	v20.4h, v14.4h, #0
	cmlt	v2.4s, v15.4s, #0
	cmlt	v30.4s, v4.4s, #0
	cmlt	v19.4s, v6.4s, #0
	cmlt	v7.4s, v28.4s, #0
	cmlt	v20.8b, v23.8b, #0
	cmlt	v24.8b, v20.8b, #0
	cmlt	v9.8b, v12.8b, #0
	cmlt	v8.8b, v28.8b, #0
	cmlt	v8.8h, v7.8h, #0
	cmlt	v6.8h, v29.8h, #0
	cmlt	v21.8h, v20.8h, #0
	cmlt	v29.8h, v29.8h, #0
	cmtst	d9, d16, d0
	cmtst	d17, d7, d11
	cmtst	d30, d0, d11
	cmtst	d5, d29, d16
	cmtst	v15.16b, v3.16b, v9.16b
	cmtst	v28.16b, v14.16b, v28.16b
	cmtst	v10.16b, v27.16b, v1.16b
	cmtst	v7.16b, v12.16b, v10.16b
	cmtst	v22.2d, v11.2d, v12.2d
	cmtst	v1.2d, v24.2d, v5.2d
	cmtst	v3.2d, v7.2d, v14.2d
	cmtst	v16.2d, v20.2d, v25.2d
	cmtst	v12.2s, v17.2s, v26.2s
	cmtst	v8.2s, v25.2s, v8.2s
	cmtst	v6.2s, v18.2s, v0.2s
	cmtst	v6.2s, v24.2s, v8.2s
	cmtst	v10.4h, v2.4h, v25.4h
	cmtst	v5.4h, v2.4h, v31.4h
	cmtst	v21.4h, v8.4h, v24.4h
	cmtst	v26.4h, v17.4h, v23.4h
	cmtst	v13.4s, v13.4s, v28.4s
	cmtst	v9.4s, v24.4s, v20.4s
	cmtst	v25.4s, v12.4s, v21.4s
	cmtst	v20.4s, v27.4s, v16.4s
	cmtst	v22.8b, v27.8b, v5.8b
	cmtst	v26.8b, v12.8b, v7.8b
	cmtst	v26.8b, v27.8b, v17.8b
	cmtst	v19.8b, v23.8b, v15.8b
	cmtst	v29.8h, v30.8h, v3.8h
	cmtst	v8.8h, v7.8h, v13.8h
	cmtst	v29.8h, v30.8h, v30.8h
	cmtst	v4.8h, v29.8h, v6.8h
	cnt	v19.16b, v14.16b
	cnt	v22.16b, v26.16b
	cnt	v15.16b, v13.16b
	cnt	v31.16b, v16.16b
	cnt	v14.8b, v12.8b
	cnt	v26.8b, v27.8b
	cnt	v6.8b, v30.8b
	cnt	v17.8b, v26.8b
	csel	w13, w10, w2, al
	csel	w6, w11, w17, ls
	csel	w28, w25, w5, hs
	csel	w27, w20, w13, nv
	csel	x4, x1, x2, vc
	csel	x30, x26, x2, lo
	csel	x9, x22, x15, al
	csel	x14, x6, x3, le
	csinc	w15, w9, w14, al
	csinc	w15, w28, w0, vc
	csinc	w3, w9, w4, pl
	cset	w21, vs
	csinc	x18, xzr, xzr, al
	csinc	x17, x2, x28, nv
	csinc	x28, xzr, xzr, nv
	cset	x15, le
	csinv	w26, w26, w11, ge
	csinv	w6, w11, w0, pl
	csinv	w16, wzr, w0, nv
	csinv	w16, w16, w12, lt
	csetm	x8, pl
	cinv	x8, x17, ne
	csetm	x8, lo
	cinv	x24, x18, hi
	csneg	w0, w29, w22, ge
	csneg	w17, w24, w30, vc
	csneg	w0, w16, w10, vc
	csneg	w24, w13, w4, hs
	csneg	x25, x11, x11, al
	csneg	x5, x28, xzr, hi
	csneg	x11, x0, x1, ne
	cneg	x15, x19, hs
	dcps1	#0x1
	dcps1
	dcps1
	dcps1
	dcps2
	dcps2
	dcps2	#0xd5bd
	dcps2	#0xb5c7
	dcps3
	dcps3	#0xb153
	dcps3	#0xf108
	dcps3
	dmb	osh
	dmb	oshld
	dmb	ishst
	dmb	oshld
	drps
	drps
	drps
	drps
	ssbb
	dsb	sy
	dsb	#12
	dsb	ish
	mov	b13, v2.b[0]
	mov	b15, v19.b[5]
	mov	b25, v14.b[1]
	mov	b7, v7.b[4]
	mov	d12, v1.d[1]
	mov	d31, v17.d[0]
	mov	d3, v18.d[1]
	mov	d12, v13.d[1]
	mov	h31, v12.h[7]
	mov	h28, v27.h[4]
	mov	h29, v18.h[6]
	mov	h15, v25.h[5]
	mov	s6, v16.s[2]
	mov	s0, v26.s[0]
	mov	s8, v1.s[3]
	mov	s5, v2.s[3]
	dup	v1.16b, w27
	dup	v19.16b, w22
	dup	v26.16b, w7
	dup	v0.16b, w27
	dup	v3.16b, v11.b[9]
	dup	v22.16b, v21.b[9]
	dup	v20.16b, v20.b[0]
	dup	v3.16b, v18.b[7]
	dup	v28.2d, x15
	dup	v29.2d, x1
	dup	v1.2d, x22
	dup	v30.2d, x4
	dup	v19.2d, v22.d[1]
	dup	v0.2d, v11.d[1]
	dup	v1.2d, v30.d[0]
	dup	v22.2d, v16.d[0]
	dup	v26.2s, w26
	dup	v20.2s, w14
	dup	v24.2s, w10
	dup	v13.2s, w20
	dup	v10.2s, v6.s[2]
	dup	v1.2s, v13.s[2]
	dup	v10.2s, v3.s[3]
	dup	v30.2s, v22.s[3]
	dup	v6.4h, w28
	dup	v27.4h, w12
	dup	v21.4h, w23
	dup	v25.4h, w16
	dup	v25.4h, v5.h[5]
	dup	v25.4h, v16.h[0]
	dup	v17.4h, v14.h[0]
	dup	v17.4h, v11.h[1]
	dup	v21.4s, w2
	dup	v15.4s, w12
	dup	v4.4s, w15
	dup	v14.4s, w1
	dup	v7.4s, v8.s[3]
	dup	v16.4s, v11.s[0]
	dup	v31.4s, v17.s[3]
	dup	v12.4s, v21.s[2]
	dup	v20.8b, w20
	dup	v18.8b, w24
	dup	v31.8b, w28
	dup	v8.8b, w10
	dup	v26.8b, v13.b[7]
	dup	v26.8b, v22.b[1]
	dup	v6.8b, v25.b[0]
	dup	v18.8b, v7.b[0]
	dup	v28.8h, w9
	dup	v7.8h, w19
	dup	v13.8h, w9
	dup	v15.8h, w1
	dup	v4.8h, v16.h[6]
	dup	v23.8h, v17.h[0]
	dup	v19.8h, v23.h[7]
	dup	v18.8h, v17.h[0]
	eon	w14, w8, w15, lsr #10
	eon	w26, w17, wzr, ror #6
	eon	w4, w14, w16, ror #16
	eon	w29, w1, w15, ror #28
	eon	x9, x13, x11
	eon	x7, x6, x12, lsr #0
	eon	x18, x19, x9, lsr #0
	eon	x30, x28, x12, asr #0
	eor	w3, w17, #0xaaaaaaaa
	eor	w1, w12, #0xf000f
	eor	w15, w20, #0xfc7ffc7f
	eor	w9, w10, #0xffff03ff
	eor	wzr, w24, w24, asr #19
	eor	w18, wzr, w10
	eor	w10, w2, w1
	eor	w17, w5, w0, lsl #14
	eor	x12, x29, #0xe0e0e0e0e0e0e0e0
	eor	x2, x6, #0xdddddddddddddddd
	eor	x17, x30, #0xfff00000fff0
	eor	sp, x12, #0x8000800080008000
	eor	xzr, x11, x5
	eor	x2, x13, x0, lsr #46
	eor	x10, x15, x24, asr #0
	eor	x17, x1, x26, asr #0
	eor	v8.16b, v16.16b, v1.16b
	eor	v28.16b, v29.16b, v23.16b
	eor	v1.16b, v9.16b, v9.16b
	eor	v0.16b, v4.16b, v3.16b
	eor	v30.8b, v24.8b, v20.8b
	eor	v25.8b, v0.8b, v19.8b
	eor	v15.8b, v23.8b, v23.8b
	eor	v31.8b, v11.8b, v19.8b
	eret
	eret
	eret
	eret
	extr	w9, w30, w15, #31
	extr	w20, w29, w10, #3
	ror	w15, w11, #20
	extr	w13, w27, wzr, #24
	ror	x7, x25, #13
	extr	x26, x18, x14, #26
	extr	x21, x29, x27, #14
	extr	x11, x13, x25, #0
	ext	v12.16b, v27.16b, v19.16b, #14
	ext	v8.16b, v0.16b, v9.16b, #1
	ext	v21.16b, v29.16b, v11.16b, #4
	ext	v15.16b, v25.16b, v29.16b, #0
	ext	v26.8b, v15.8b, v15.8b, #6
	ext	v25.8b, v27.8b, v6.8b, #0
	ext	v26.8b, v17.8b, v30.8b, #4
	ext	v12.8b, v27.8b, v2.8b, #3
	fabd	d2, d23, d18
	fabd	d10, d24, d3
	fabd	d12, d9, d14
	fabd	d19, d27, d29
	fabd	s26, s11, s25
	fabd	s12, s25, s12
	fabd	s12, s25, s23
	fabd	s8, s14, s2
	fabd	v12.2d, v10.2d, v31.2d
	fabd	v1.2d, v27.2d, v21.2d
	fabd	v2.2d, v4.2d, v16.2d
	fabd	v11.2d, v26.2d, v26.2d
	fabd	v30.2s, v17.2s, v11.2s
	fabd	v24.2s, v16.2s, v4.2s
	fabd	v10.2s, v30.2s, v22.2s
	fabd	v11.2s, v26.2s, v15.2s
	fabd	v15.4s, v17.4s, v23.4s
	fabd	v15.4s, v11.4s, v17.4s
	fabd	v4.4s, v7.4s, v24.4s
	fabd	v5.4s, v31.4s, v28.4s
	fabs	d29, d6
	fabs	d1, d26
	fabs	d6, d6
	fabs	d26, d25
	fabs	s14, s1
	fabs	s5, s7
	fabs	s14, s28
	fabs	s27, s10
	fabs	v12.2d, v5.2d
	fabs	v1.2d, v3.2d
	fabs	v4.2d, v29.2d
	fabs	v7.2d, v9.2d
	fabs	v3.2s, v29.2s
	fabs	v9.2s, v2.2s
	fabs	v18.2s, v21.2s
	fabs	v16.2s, v6.2s
	fabs	v22.4s, v20.4s
	fabs	v1.4s, v10.4s
	fabs	v3.4s, v19.4s
	fabs	v17.4s, v16.4s
	facge	d1, d13, d21
	facge	d10, d13, d29
	facge	d21, d16, d13
	facge	d17, d21, d31
	facge	s20, s14, s16
	facge	s27, s16, s15
	facge	s23, s18, s16
	facge	s29, s29, s6
	facge	v6.2d, v5.2d, v17.2d
	facge	v30.2d, v1.2d, v2.2d
	facge	v16.2d, v21.2d, v30.2d
	facge	v4.2d, v30.2d, v29.2d
	facge	v30.2s, v16.2s, v26.2s
	facge	v14.2s, v18.2s, v24.2s
	facge	v31.2s, v9.2s, v13.2s
	facge	v13.2s, v5.2s, v10.2s
	facge	v1.4s, v3.4s, v3.4s
	facge	v23.4s, v4.4s, v9.4s
	facge	v3.4s, v8.4s, v22.4s
	facge	v6.4s, v24.4s, v10.4s
	facgt	d18, d9, d10
	facgt	d21, d25, d5
	facgt	d28, d19, d23
	facgt	d17, d5, d18
	facgt	s9, s6, s7
	facgt	s12, s15, s11
	facgt	s2, s23, s3
	facgt	s25, s23, s8
	facgt	v5.2d, v13.2d, v12.2d
	facgt	v0.2d, v30.2d, v2.2d
	facgt	v10.2d, v22.2d, v25.2d
	facgt	v7.2d, v4.2d, v24.2d
	facgt	v6.2s, v9.2s, v13.2s
	facgt	v5.2s, v21.2s, v29.2s
	facgt	v29.2s, v18.2s, v10.2s
	facgt	v8.2s, v14.2s, v27.2s
	facgt	v29.4s, v0.4s, v22.4s
	facgt	v7.4s, v27.4s, v5.4s
	facgt	v8.4s, v17.4s, v21.4s
	facgt	v9.4s, v9.4s, v10.4s
	fadd	d17, d21, d9
	fadd	d14, d12, d11
	fadd	d2, d12, d26
	fadd	d6, d7, d14
	faddp	d12, v15.2d
	faddp	d0, v27.2d
	faddp	d25, v15.2d
	faddp	d17, v12.2d
	faddp	s12, v25.2s
	faddp	s19, v27.2s
	faddp	s18, v22.2s
	faddp	s21, v27.2s
	faddp	v25.2d, v19.2d, v6.2d
	faddp	v23.2d, v28.2d, v20.2d
	faddp	v9.2d, v1.2d, v21.2d
	faddp	v24.2d, v27.2d, v0.2d
	faddp	v4.2s, v12.2s, v1.2s
	faddp	v28.2s, v16.2s, v25.2s
	faddp	v20.2s, v1.2s, v22.2s
	faddp	v6.2s, v10.2s, v31.2s
	faddp	v0.4s, v10.4s, v13.4s
	faddp	v14.4s, v8.4s, v4.4s
	faddp	v2.4s, v16.4s, v20.4s
	faddp	v11.4s, v11.4s, v12.4s
	fadd	s11, s0, s24
	fadd	s2, s5, s24
	fadd	s25, s28, s9
	fadd	s29, s3, s7
	fadd	v22.2d, v17.2d, v30.2d
	fadd	v28.2d, v15.2d, v0.2d
	fadd	v20.2d, v29.2d, v23.2d
	fadd	v31.2d, v30.2d, v0.2d
	fadd	v4.2s, v1.2s, v9.2s
	fadd	v13.2s, v16.2s, v12.2s
	fadd	v0.2s, v8.2s, v13.2s
	fadd	v0.2s, v24.2s, v23.2s
	fadd	v17.4s, v31.4s, v1.4s
	fadd	v14.4s, v15.4s, v29.4s
	fadd	v16.4s, v30.4s, v7.4s
	fadd	v28.4s, v13.4s, v27.4s
	fccmp	d8, d24, #11, hs
	fccmp	d15, d14, #9, nv
	fccmp	d27, d1, #3, eq
	fccmp	d28, d22, #5, hi
	fccmpe	d16, d6, #5, hs
	fccmpe	d1, d25, #0, gt
	fccmpe	d26, d22, #3, lt
	fccmpe	d19, d3, #12, vs
	fccmpe	s23, s15, #10, le
	fccmpe	s26, s20, #13, hs
	fccmpe	s12, s20, #7, le
	fccmpe	s28, s19, #11, vc
	fccmp	s12, s27, #6, hi
	fccmp	s19, s26, #12, gt
	fccmp	s12, s28, #12, eq
	fccmp	s20, s7, #0, gt
	fcmeq	d17, d12, d22
	fcmeq	d31, d17, d20
	fcmeq	d28, d18, d5
	fcmeq	d0, d26, d0
	fcmeq	s28, s21, s1
	fcmeq	s26, s29, s9
	fcmeq	s29, s12, s5
	fcmeq	s24, s6, s30
	fcmeq	v4.2d, v0.2d, v4.2d
	fcmeq	v6.2d, v23.2d, v0.2d
	fcmeq	v28.2d, v7.2d, v27.2d
	fcmeq	v30.2d, v11.2d, v20.2d
	fcmeq	v18.2s, v17.2s, v21.2s
	fcmeq	v16.2s, v30.2s, v31.2s
	fcmeq	v6.2s, v29.2s, v25.2s
	fcmeq	v23.2s, v0.2s, v13.2s
	fcmeq	v15.4s, v3.4s, v27.4s
	fcmeq	v29.4s, v6.4s, v17.4s
	fcmeq	v3.4s, v21.4s, v31.4s
	fcmeq	v1.4s, v19.4s, v31.4s
	fcmeq	d31, d3, #0.0
	fcmeq	d7, d21, #0.0
	fcmeq	d2, d4, #0.0
	fcmeq	d19, d26, #0.0
	fcmeq	s24, s20, #0.0
	fcmeq	s0, s21, #0.0
	fcmeq	s17, s25, #0.0
	fcmeq	s4, s6, #0.0
	fcmeq	v12.2d, v26.2d, #0.0
	fcmeq	v18.2d, v9.2d, #0.0
	fcmeq	v14.2d, v31.2d, #0.0
	fcmeq	v12.2d, v30.2d, #0.0
	fcmeq	v24.2s, v30.2s, #0.0
	fcmeq	v13.2s, v30.2s, #0.0
	fcmeq	v5.2s, v17.2s, #0.0
	fcmeq	v12.2s, v17.2s, #0.0
	fcmeq	v1.4s, v28.4s, #0.0
	fcmeq	v9.4s, v22.4s, #0.0
	fcmeq	v23.4s, v5.4s, #0.0
	fcmeq	v4.4s, v23.4s, #0.0
	fcmge	d6, d30, d11
	fcmge	d31, d20, d20
	fcmge	d22, d12, d4
	fcmge	d25, d29, d4
	fcmge	s26, s10, s26
	fcmge	s14, s6, s29
	fcmge	s4, s6, s21
	fcmge	s24, s9, s7
	fcmge	v21.2d, v11.2d, v14.2d
	fcmge	v2.2d, v30.2d, v9.2d
	fcmge	v6.2d, v3.2d, v13.2d
	fcmge	v12.2d, v5.2d, v26.2d
	fcmge	v26.2s, v8.2s, v18.2s
	fcmge	v9.2s, v25.2s, v4.2s
	fcmge	v14.2s, v14.2s, v28.2s
	fcmge	v1.2s, v27.2s, v8.2s
	fcmge	v26.4s, v0.4s, v18.4s
	fcmge	v13.4s, v27.4s, v19.4s
	fcmge	v13.4s, v13.4s, v1.4s
	fcmge	v5.4s, v26.4s, v2.4s
	fcmge	d0, d23, #0.0
	fcmge	d25, d9, #0.0
	fcmge	d4, d10, #0.0
	fcmge	d27, d4, #0.0
	fcmge	s3, s0, #0.0
	fcmge	s28, s26, #0.0
	fcmge	s24, s28, #0.0
	fcmge	s24, s11, #0.0
	fcmge	v22.2d, v14.2d, #0.0
	fcmge	v20.2d, v20.2d, #0.0
	fcmge	v7.2d, v6.2d, #0.0
	fcmge	v23.2d, v0.2d, #0.0
	fcmge	v29.2s, v14.2s, #0.0
	fcmge	v0.2s, v11.2s, #0.0
	fcmge	v11.2s, v4.2s, #0.0
	fcmge	v29.2s, v15.2s, #0.0
	fcmge	v9.4s, v3.4s, #0.0
	fcmge	v6.4s, v4.4s, #0.0
	fcmge	v6.4s, v8.4s, #0.0
	fcmge	v12.4s, v12.4s, #0.0
	fcmgt	d27, d13, d10
	fcmgt	d20, d25, d6
	fcmgt	d30, d13, d19
	fcmgt	d0, d11, d18
	fcmgt	s24, s3, s15
	fcmgt	s26, s11, s14
	fcmgt	s15, s23, s4
	fcmgt	s14, s1, s6
	fcmgt	v7.2d, v7.2d, v24.2d
	fcmgt	v1.2d, v0.2d, v2.2d
	fcmgt	v3.2d, v25.2d, v4.2d
	fcmgt	v3.2d, v29.2d, v22.2d
	fcmgt	v16.2s, v13.2s, v12.2s
	fcmgt	v14.2s, v20.2s, v3.2s
	fcmgt	v3.2s, v22.2s, v9.2s
	fcmgt	v16.2s, v8.2s, v25.2s
	fcmgt	v18.4s, v9.4s, v10.4s
	fcmgt	v5.4s, v27.4s, v3.4s
	fcmgt	v0.4s, v4.4s, v23.4s
	fcmgt	v17.4s, v23.4s, v21.4s
	fcmgt	d24, d1, #0.0
	fcmgt	d20, d27, #0.0
	fcmgt	d13, d5, #0.0
	fcmgt	d8, d17, #0.0
	fcmgt	s31, s17, #0.0
	fcmgt	s18, s19, #0.0
	fcmgt	s13, s30, #0.0
	fcmgt	s3, s4, #0.0
	fcmgt	v5.2d, v0.2d, #0.0
	fcmgt	v5.2d, v17.2d, #0.0
	fcmgt	v3.2d, v22.2d, #0.0
	fcmgt	v14.2d, v17.2d, #0.0
	fcmgt	v27.2s, v2.2s, #0.0
	fcmgt	v17.2s, v3.2s, #0.0
	fcmgt	v18.2s, v26.2s, #0.0
	fcmgt	v15.2s, v6.2s, #0.0
	fcmgt	v4.4s, v14.4s, #0.0
	fcmgt	v11.4s, v12.4s, #0.0
	fcmgt	v0.4s, v18.4s, #0.0
	fcmgt	v6.4s, v0.4s, #0.0
	fcmle	d26, d6, #0.0
	fcmle	d0, d21, #0.0
	fcmle	d3, d10, #0.0
	fcmle	d13, d27, #0.0
	fcmle	s4, s26, #0.0
	fcmle	s12, s28, #0.0
	fcmle	s7, s16, #0.0
	fcmle	s1, s23, #0.0
	fcmle	v1.2d, v16.2d, #0.0
	fcmle	v0.2d, v12.2d, #0.0
	fcmle	v26.2d, v11.2d, #0.0
	fcmle	v6.2d, v7.2d, #0.0
	fcmle	v0.2s, v8.2s, #0.0
	fcmle	v26.2s, v0.2s, #0.0
	fcmle	v29.2s, v1.2s, #0.0
	fcmle	v4.2s, v8.2s, #0.0
	fcmle	v8.4s, v9.4s, #0.0
	fcmle	v4.4s, v21.4s, #0.0
	fcmle	v8.4s, v7.4s, #0.0
	fcmle	v4.4s, v3.4s, #0.0
	fcmlt	d2, d9, #0.0
	fcmlt	d8, d10, #0.0
	fcmlt	d6, d4, #0.0
	fcmlt	d24, d15, #0.0
	fcmlt	s21, s2, #0.0
	fcmlt	s16, s9, #0.0
	fcmlt	s2, s5, #0.0
	fcmlt	s8, s18, #0.0
	fcmlt	v9.2d, v1.2d, #0.0
	fcmlt	v25.2d, v20.2d, #0.0
	fcmlt	v5.2d, v14.2d, #0.0
	fcmlt	v8.2d, v2.2d, #0.0
	fcmlt	v22.2s, v10.2s, #0.0
	fcmlt	v2.2s, v31.2s, #0.0
	fcmlt	v1.2s, v11.2s, #0.0
	fcmlt	v2.2s, v23.2s, #0.0
	fcmlt	v7.4s, v30.4s, #0.0
	fcmlt	v3.4s, v18.4s, #0.0
	fcmlt	v10.4s, v21.4s, #0.0
	fcmlt	v22.4s, v9.4s, #0.0
	fcmp	d26, #0.0
	fcmp	d1, #0.0
	fcmp	d14, #0.0
	fcmp	d0, #0.0
	fcmp	d19, d20
	fcmp	d29, d20
	fcmp	d18, d8
	fcmp	d31, d12
	fcmpe	d20, #0.0
	fcmpe	d2, #0.0
	fcmpe	d28, #0.0
	fcmpe	d30, #0.0
	fcmpe	d20, d17
	fcmpe	d11, d15
	fcmpe	d3, d6
	fcmpe	d28, d20
	fcmpe	s31, #0.0
	fcmpe	s3, #0.0
	fcmpe	s1, #0.0
	fcmpe	s5, #0.0
	fcmpe	s5, s2
	fcmpe	s17, s28
	fcmpe	s10, s0
	fcmpe	s27, s30
	fcmp	s1, #0.0
	fcmp	s9, #0.0
	fcmp	s26, #0.0
	fcmp	s11, #0.0
	fcmp	s8, s22
	fcmp	s30, s11
	fcmp	s26, s21
	fcmp	s5, s3
	fcsel	d24, d22, d20, mi
	fcsel	d25, d16, d27, ne
	fcsel	d6, d21, d15, mi
	fcsel	d28, d0, d20, pl
	fcsel	s17, s23, s18, vs
	fcsel	s27, s4, s12, hi
	fcsel	s22, s18, s18, gt
	fcsel	s2, s7, s31, vs
	fcvtas	w19, d1
	fcvtas	w4, d28
	fcvtas	w14, d16
	fcvtas	w27, d23
	fcvtas	w5, s30
	fcvtas	w16, s11
	fcvtas	w21, s8
	fcvtas	w11, s20
	fcvtas	x27, d31
	fcvtas	x25, d8
	fcvtas	x20, d30
	fcvtas	x24, d14
	fcvtas	x7, s19
	fcvtas	x13, s17
	fcvtas	x13, s18
	fcvtas	x7, s7
	fcvtas	d5, d3
	fcvtas	d3, d1
	fcvtas	d6, d21
	fcvtas	d29, d30
	fcvtas	s4, s6
	fcvtas	s21, s28
	fcvtas	s28, s29
	fcvtas	s17, s5
	fcvtas	v29.2d, v22.2d
	fcvtas	v12.2d, v11.2d
	fcvtas	v1.2d, v7.2d
	fcvtas	v13.2d, v7.2d
	fcvtas	v29.2s, v1.2s
	fcvtas	v2.2s, v25.2s
	fcvtas	v29.2s, v20.2s
	fcvtas	v16.2s, v24.2s
	fcvtas	v24.4s, v14.4s
	fcvtas	v4.4s, v19.4s
	fcvtas	v2.4s, v22.4s
	fcvtas	v18.4s, v7.4s
	fcvtau	w15, d27
	fcvtau	w0, d31
	fcvtau	w4, d27
	fcvtau	w1, d8
	fcvtau	w3, s24
	fcvtau	w18, s19
	fcvtau	w28, s0
	fcvtau	w5, s3
	fcvtau	x16, d0
	fcvtau	x23, d4
	fcvtau	x20, d27
	fcvtau	x4, d17
	fcvtau	x11, s18
	fcvtau	x1, s3
	fcvtau	x0, s24
	fcvtau	x7, s25
	fcvtau	d4, d16
	fcvtau	d1, d29
	fcvtau	d4, d10
	fcvtau	d14, d5
	fcvtau	s3, s14
	fcvtau	s29, s18
	fcvtau	s23, s25
	fcvtau	s27, s23
	fcvtau	v10.2d, v12.2d
	fcvtau	v6.2d, v17.2d
	fcvtau	v28.2d, v21.2d
	fcvtau	v13.2d, v10.2d
	fcvtau	v2.2s, v25.2s
	fcvtau	v24.2s, v8.2s
	fcvtau	v26.2s, v18.2s
	fcvtau	v14.2s, v11.2s
	fcvtau	v30.4s, v10.4s
	fcvtau	v20.4s, v22.4s
	fcvtau	v7.4s, v26.4s
	fcvtau	v20.4s, v5.4s
	fcvt	d19, h9
	fcvt	d12, h26
	fcvt	d12, h10
	fcvt	d28, h14
	fcvt	d1, s1
	fcvt	d13, s0
	fcvt	d6, s18
	fcvt	d19, s8
	fcvt	h5, d13
	fcvt	h7, d31
	fcvt	h17, d25
	fcvt	h7, d31
	fcvt	h22, s29
	fcvt	h20, s18
	fcvt	h7, s5
	fcvt	h23, s11
	fcvtl	v23.2d, v16.2s
	fcvtl	v31.2d, v18.2s
	fcvtl	v12.2d, v5.2s
	fcvtl	v24.2d, v23.2s
	fcvtl	v24.4s, v10.4h
	fcvtl	v27.4s, v21.4h
	fcvtl	v2.4s, v1.4h
	fcvtl	v9.4s, v28.4h
	fcvtl2	v21.2d, v12.4s
	fcvtl2	v9.2d, v2.4s
	fcvtl2	v29.2d, v2.4s
	fcvtl2	v1.2d, v28.4s
	fcvtl2	v5.4s, v26.8h
	fcvtl2	v26.4s, v13.8h
	fcvtl2	v20.4s, v2.8h
	fcvtl2	v23.4s, v31.8h
	fcvtms	w21, d16
	fcvtms	w14, d17
	fcvtms	w10, d24
	fcvtms	w23, d27
	fcvtms	w23, s0
	fcvtms	w14, s28
	fcvtms	wzr, s12
	fcvtms	w8, s0
	fcvtms	x12, d27
	fcvtms	x9, d7
	fcvtms	x3, d31
	fcvtms	x20, d4
	fcvtms	x26, s15
	fcvtms	x19, s22
	fcvtms	x25, s4
	fcvtms	x14, s19
	fcvtms	d24, d0
	fcvtms	d12, d22
	fcvtms	d12, d21
	fcvtms	d7, d17
	fcvtms	s31, s28
	fcvtms	s18, s29
	fcvtms	s11, s25
	fcvtms	s31, s8
	fcvtms	v28.2d, v16.2d
	fcvtms	v17.2d, v28.2d
	fcvtms	v14.2d, v20.2d
	fcvtms	v12.2d, v7.2d
	fcvtms	v22.2s, v28.2s
	fcvtms	v26.2s, v23.2s
	fcvtms	v22.2s, v7.2s
	fcvtms	v15.2s, v30.2s
	fcvtms	v0.4s, v28.4s
	fcvtms	v17.4s, v16.4s
	fcvtms	v12.4s, v12.4s
	fcvtms	v18.4s, v28.4s
	fcvtmu	w8, d1
	fcvtmu	w5, d6
	fcvtmu	w7, d24
	fcvtmu	w1, d25
	fcvtmu	w14, s12
	fcvtmu	w14, s13
	fcvtmu	w22, s12
	fcvtmu	w15, s1
	fcvtmu	x26, d25
	fcvtmu	x15, d24
	fcvtmu	x0, d21
	fcvtmu	x2, d12
	fcvtmu	x2, s4
	fcvtmu	x21, s2
	fcvtmu	x20, s17
	fcvtmu	x9, s13
	fcvtmu	d19, d11
	fcvtmu	d5, d10
	fcvtmu	d19, d1
	fcvtmu	d24, d11
	fcvtmu	s14, s29
	fcvtmu	s11, s4
	fcvtmu	s17, s15
	fcvtmu	s3, s21
	fcvtmu	v14.2d, v12.2d
	fcvtmu	v7.2d, v11.2d
	fcvtmu	v11.2d, v17.2d
	fcvtmu	v4.2d, v7.2d
	fcvtmu	v24.2s, v22.2s
	fcvtmu	v27.2s, v27.2s
	fcvtmu	v4.2s, v6.2s
	fcvtmu	v23.2s, v31.2s
	fcvtmu	v28.4s, v8.4s
	fcvtmu	v22.4s, v1.4s
	fcvtmu	v21.4s, v21.4s
	fcvtmu	v4.4s, v16.4s
	fcvtns	w19, d30
	fcvtns	w4, d30
	fcvtns	w11, d8
	fcvtns	w2, d5
	fcvtns	w13, s26
	fcvtns	w14, s30
	fcvtns	w7, s1
	fcvtns	w14, s28
	fcvtns	x23, d9
	fcvtns	x14, d8
	fcvtns	x17, d2
	fcvtns	x26, d3
	fcvtns	x19, s4
	fcvtns	x28, s15
	fcvtns	x18, s31
	fcvtns	xzr, s4
	fcvtns	d0, d16
	fcvtns	d19, d2
	fcvtns	d30, d26
	fcvtns	d30, d28
	fcvtns	s24, s3
	fcvtns	s3, s1
	fcvtns	s14, s0
	fcvtns	s13, s2
	fcvtns	v2.2d, v30.2d
	fcvtns	v14.2d, v4.2d
	fcvtns	v27.2d, v21.2d
	fcvtns	v0.2d, v28.2d
	fcvtns	v16.2s, v31.2s
	fcvtns	v21.2s, v4.2s
	fcvtns	v24.2s, v25.2s
	fcvtns	v13.2s, v14.2s
	fcvtns	v30.4s, v15.4s
	fcvtns	v12.4s, v25.4s
	fcvtns	v0.4s, v15.4s
	fcvtns	v30.4s, v9.4s
	fcvtnu	w18, d4
	fcvtnu	w17, d4
	fcvtnu	w9, d14
	fcvtnu	w18, d14
	fcvtnu	w30, s4
	fcvtnu	w8, s12
	fcvtnu	w17, s31
	fcvtnu	w13, s10
	fcvtnu	x5, d7
	fcvtnu	x0, d30
	fcvtnu	x14, d7
	fcvtnu	x24, d1
	fcvtnu	x9, s9
	fcvtnu	x27, s11
	fcvtnu	x27, s24
	fcvtnu	x16, s28
	fcvtnu	d20, d15
	fcvtnu	d12, d17
	fcvtnu	d14, d11
	fcvtnu	d24, d24
	fcvtnu	s16, s1
	fcvtnu	s28, s27
	fcvtnu	s8, s1
	fcvtnu	s21, s2
	fcvtnu	v16.2d, v12.2d
	fcvtnu	v13.2d, v18.2d
	fcvtnu	v4.2d, v12.2d
	fcvtnu	v5.2d, v4.2d
	fcvtnu	v3.2s, v22.2s
	fcvtnu	v30.2s, v24.2s
	fcvtnu	v18.2s, v6.2s
	fcvtnu	v19.2s, v11.2s
	fcvtnu	v0.4s, v12.4s
	fcvtnu	v30.4s, v21.4s
	fcvtnu	v26.4s, v0.4s
	fcvtnu	v7.4s, v30.4s
	fcvtn	v19.2s, v28.2d
	fcvtn	v25.2s, v23.2d
	fcvtn	v29.2s, v22.2d
	fcvtn	v2.2s, v18.2d
	fcvtn	v9.4h, v2.4s
	fcvtn	v1.4h, v21.4s
	fcvtn	v12.4h, v23.4s
	fcvtn	v16.4h, v6.4s
	fcvtn2	v5.4s, v24.2d
	fcvtn2	v2.4s, v14.2d
	fcvtn2	v3.4s, v17.2d
	fcvtn2	v10.4s, v2.2d
	fcvtn2	v31.8h, v14.4s
	fcvtn2	v3.8h, v20.4s
	fcvtn2	v25.8h, v10.4s
	fcvtn2	v15.8h, v7.4s
	fcvtps	w22, d17
	fcvtps	w30, d15
	fcvtps	w14, d22
	fcvtps	w25, d27
	fcvtps	w23, s14
	fcvtps	w8, s13
	fcvtps	w14, s4
	fcvtps	w9, s12
	fcvtps	x9, d14
	fcvtps	x4, d10
	fcvtps	x5, d23
	fcvtps	x22, d0
	fcvtps	x1, s3
	fcvtps	x19, s16
	fcvtps	x0, s26
	fcvtps	x19, s3
	fcvtps	d3, d14
	fcvtps	d16, d29
	fcvtps	d26, d6
	fcvtps	d21, d23
	fcvtps	s7, s30
	fcvtps	s1, s20
	fcvtps	s28, s28
	fcvtps	s1, s18
	fcvtps	v8.2d, v17.2d
	fcvtps	v16.2d, v22.2d
	fcvtps	v17.2d, v0.2d
	fcvtps	v24.2d, v21.2d
	fcvtps	v20.2s, v27.2s
	fcvtps	v29.2s, v21.2s
	fcvtps	v23.2s, v7.2s
	fcvtps	v11.2s, v30.2s
	fcvtps	v10.4s, v24.4s
	fcvtps	v1.4s, v11.4s
	fcvtps	v21.4s, v10.4s
	fcvtps	v18.4s, v17.4s
	fcvtpu	w19, d27
	fcvtpu	w2, d16
	fcvtpu	w24, d7
	fcvtpu	w5, d8
	fcvtpu	w8, s1
	fcvtpu	w19, s8
	fcvtpu	w13, s27
	fcvtpu	w11, s11
	fcvtpu	x18, d20
	fcvtpu	x5, d13
	fcvtpu	x3, d6
	fcvtpu	x3, d18
	fcvtpu	x6, s14
	fcvtpu	x18, s24
	fcvtpu	x16, s20
	fcvtpu	x10, s21
	fcvtpu	d29, d7
	fcvtpu	d9, d23
	fcvtpu	d29, d21
	fcvtpu	d6, d17
	fcvtpu	s0, s18
	fcvtpu	s16, s29
	fcvtpu	s5, s31
	fcvtpu	s3, s26
	fcvtpu	v17.2d, v22.2d
	fcvtpu	v12.2d, v10.2d
	fcvtpu	v13.2d, v23.2d
	fcvtpu	v7.2d, v22.2d
	fcvtpu	v11.2s, v2.2s
	fcvtpu	v10.2s, v27.2s
	fcvtpu	v1.2s, v22.2s
	fcvtpu	v10.2s, v6.2s
	fcvtpu	v17.4s, v22.4s
	fcvtpu	v26.4s, v24.4s
	fcvtpu	v1.4s, v19.4s
	fcvtpu	v31.4s, v14.4s
	fcvt	s27, d19
	fcvt	s31, d29
	fcvt	s18, d2
	fcvt	s18, d31
	fcvt	s3, h15
	fcvt	s8, h9
	fcvt	s10, h29
	fcvt	s11, h21
	fcvtxn	s31, d10
	fcvtxn	s11, d7
	fcvtxn	s20, d19
	fcvtxn	s10, d24
	fcvtxn	v18.2s, v7.2d
	fcvtxn	v17.2s, v22.2d
	fcvtxn	v6.2s, v15.2d
	fcvtxn	v26.2s, v17.2d
	fcvtxn2	v10.4s, v26.2d
	fcvtxn2	v22.4s, v5.2d
	fcvtxn2	v3.4s, v1.2d
	fcvtxn2	v11.4s, v26.2d
	fcvtzs	w10, d31
	fcvtzs	w15, d16
	fcvtzs	w4, d1
	fcvtzs	w14, d4
	fcvtzs	w28, s5
	fcvtzs	w23, s19
	fcvtzs	w6, s11
	fcvtzs	w7, s21
	fcvtzs	x19, d13
	fcvtzs	xzr, d2
	fcvtzs	x4, d4
	fcvtzs	x28, d16
	fcvtzs	x10, s23
	fcvtzs	x11, s30
	fcvtzs	x25, s23
	fcvtzs	x3, s7
	fcvtzs	w27, d31, #16
	fcvtzs	w15, d4, #11
	fcvtzs	w2, d15, #1
	fcvtzs	w24, d19, #28
	fcvtzs	w5, s7, #24
	fcvtzs	w15, s17, #1
	fcvtzs	w10, s0, #22
	fcvtzs	w7, s0, #9
	fcvtzs	x13, d6, #45
	fcvtzs	x25, d24, #28
	fcvtzs	x3, d28, #1
	fcvtzs	x12, d21, #1
	fcvtzs	x16, s9, #2
	fcvtzs	x29, s6, #47
	fcvtzs	x4, s0, #1
	fcvtzs	x15, s0, #1
	fcvtzs	d31, d6, #14
	fcvtzs	d2, d1, #24
	fcvtzs	d16, d21, #64
	fcvtzs	d24, d4, #49
	fcvtzs	s30, s28, #4
	fcvtzs	s11, s28, #2
	fcvtzs	s17, s9, #1
	fcvtzs	s6, s11, #14
	fcvtzs	v7.2d, v4.2d, #39
	fcvtzs	v14.2d, v25.2d, #53
	fcvtzs	v27.2d, v30.2d, #47
	fcvtzs	v0.2d, v20.2d, #32
	fcvtzs	v24.2s, v10.2s, #9
	fcvtzs	v17.2s, v22.2s, #23
	fcvtzs	v8.2s, v3.2s, #1
	fcvtzs	v26.2s, v2.2s, #1
	fcvtzs	v17.4s, v13.4s, #21
	fcvtzs	v31.4s, v20.4s, #10
	fcvtzs	v19.4s, v10.4s, #28
	fcvtzs	v14.4s, v10.4s, #11
	fcvtzs	d30, d30
	fcvtzs	d29, d13
	fcvtzs	d22, d11
	fcvtzs	d19, d20
	fcvtzs	s28, s19
	fcvtzs	s23, s3
	fcvtzs	s17, s9
	fcvtzs	s23, s9
	fcvtzs	v16.2d, v20.2d
	fcvtzs	v21.2d, v0.2d
	fcvtzs	v19.2d, v0.2d
	fcvtzs	v14.2d, v15.2d
	fcvtzs	v27.2s, v31.2s
	fcvtzs	v24.2s, v31.2s
	fcvtzs	v19.2s, v22.2s
	fcvtzs	v14.2s, v29.2s
	fcvtzs	v10.4s, v6.4s
	fcvtzs	v20.4s, v25.4s
	fcvtzs	v28.4s, v22.4s
	fcvtzs	v15.4s, v31.4s
	fcvtzu	w16, d19
	fcvtzu	w10, d26
	fcvtzu	w26, d12
	fcvtzu	w14, d0
	fcvtzu	w1, s27
	fcvtzu	w10, s26
	fcvtzu	w14, s3
	fcvtzu	w12, s12
	fcvtzu	x21, d1
	fcvtzu	x7, d14
	fcvtzu	x21, d15
	fcvtzu	x24, d25
	fcvtzu	x6, s4
	fcvtzu	x2, s23
	fcvtzu	x15, s21
	fcvtzu	x16, s11
	fcvtzu	w25, d1, #6
	fcvtzu	w23, d24, #19
	fcvtzu	w25, d10, #27
	fcvtzu	w26, d9, #13
	fcvtzu	w1, s4, #23
	fcvtzu	w4, s19, #2
	fcvtzu	w22, s10, #1
	fcvtzu	w19, s14, #1
	fcvtzu	x9, d17, #1
	fcvtzu	x9, d14, #4
	fcvtzu	x22, d21, #1
	fcvtzu	x23, d21, #1
	fcvtzu	x11, s13, #26
	fcvtzu	x16, s12, #24
	fcvtzu	x2, s20, #53
	fcvtzu	x27, s31, #56
	fcvtzu	d19, d10, #63
	fcvtzu	d30, d21, #28
	fcvtzu	d4, d9, #8
	fcvtzu	d13, d22, #17
	fcvtzu	s28, s3, #21
	fcvtzu	s11, s17, #7
	fcvtzu	s28, s11, #27
	fcvtzu	s23, s0, #32
	fcvtzu	v3.2d, v27.2d, #1
	fcvtzu	v22.2d, v6.2d, #46
	fcvtzu	v17.2d, v20.2d, #34
	fcvtzu	v14.2d, v26.2d, #39
	fcvtzu	v24.2s, v4.2s, #19
	fcvtzu	v18.2s, v8.2s, #6
	fcvtzu	v25.2s, v6.2s, #28
	fcvtzu	v15.2s, v23.2s, #2
	fcvtzu	v27.4s, v26.4s, #9
	fcvtzu	v26.4s, v11.4s, #1
	fcvtzu	v25.4s, v31.4s, #32
	fcvtzu	v15.4s, v10.4s, #14
	fcvtzu	d18, d27
	fcvtzu	d28, d12
	fcvtzu	d8, d7
	fcvtzu	d27, d8
	fcvtzu	s13, s6
	fcvtzu	s15, s1
	fcvtzu	s13, s30
	fcvtzu	s23, s18
	fcvtzu	v22.2d, v5.2d
	fcvtzu	v1.2d, v19.2d
	fcvtzu	v29.2d, v6.2d
	fcvtzu	v11.2d, v29.2d
	fcvtzu	v16.2s, v7.2s
	fcvtzu	v9.2s, v13.2s
	fcvtzu	v12.2s, v16.2s
	fcvtzu	v16.2s, v9.2s
	fcvtzu	v12.4s, v30.4s
	fcvtzu	v6.4s, v28.4s
	fcvtzu	v14.4s, v28.4s
	fcvtzu	v6.4s, v15.4s
	fdiv	d24, d17, d14
	fdiv	d28, d6, d28
	fdiv	d20, d1, d5
	fdiv	d29, d0, d12
	fdiv	s26, s24, s13
	fdiv	s29, s12, s31
	fdiv	s6, s24, s9
	fdiv	s2, s5, s28
	fdiv	v0.2d, v6.2d, v2.2d
	fdiv	v7.2d, v4.2d, v17.2d
	fdiv	v7.2d, v0.2d, v21.2d
	fdiv	v3.2d, v23.2d, v29.2d
	fdiv	v19.2s, v23.2s, v7.2s
	fdiv	v21.2s, v8.2s, v7.2s
	fdiv	v6.2s, v16.2s, v11.2s
	fdiv	v12.2s, v26.2s, v0.2s
	fdiv	v24.4s, v13.4s, v0.4s
	fdiv	v8.4s, v0.4s, v10.4s
	fdiv	v19.4s, v23.4s, v3.4s
	fdiv	v7.4s, v27.4s, v29.4s
	fmadd	d27, d18, d2, d2
	fmadd	d11, d26, d4, d2
	fmadd	d1, d3, d4, d3
	fmadd	d8, d3, d2, d20
	fmadd	s28, s16, s22, s31
	fmadd	s3, s17, s30, s24
	fmadd	s24, s13, s2, s9
	fmadd	s22, s31, s7, s14
	fmax	d12, d15, d17
	fmax	d15, d31, d17
	fmax	d10, d25, d29
	fmax	d13, d15, d12
	fmaxnm	d18, d3, d8
	fmaxnm	d2, d24, d16
	fmaxnm	d16, d5, d25
	fmaxnm	d13, d0, d3
	fmaxnmp	d13, v26.2d
	fmaxnmp	d3, v12.2d
	fmaxnmp	d24, v20.2d
	fmaxnmp	d27, v14.2d
	fmaxnmp	s6, v26.2s
	fmaxnmp	s16, v7.2s
	fmaxnmp	s4, v28.2s
	fmaxnmp	s4, v20.2s
	fmaxnmp	v7.2d, v30.2d, v23.2d
	fmaxnmp	v25.2d, v17.2d, v17.2d
	fmaxnmp	v18.2d, v6.2d, v18.2d
	fmaxnmp	v4.2d, v1.2d, v14.2d
	fmaxnmp	v12.2s, v15.2s, v13.2s
	fmaxnmp	v0.2s, v15.2s, v11.2s
	fmaxnmp	v10.2s, v21.2s, v30.2s
	fmaxnmp	v31.2s, v9.2s, v25.2s
	fmaxnmp	v23.4s, v11.4s, v21.4s
	fmaxnmp	v19.4s, v3.4s, v31.4s
	fmaxnmp	v3.4s, v2.4s, v17.4s
	fmaxnmp	v3.4s, v23.4s, v16.4s
	fmaxnm	s21, s28, s20
	fmaxnm	s18, s16, s2
	fmaxnm	s15, s11, s29
	fmaxnm	s4, s7, s9
	fmaxnmv	s23, v29.4s
	fmaxnmv	s1, v0.4s
	fmaxnmv	s27, v25.4s
	fmaxnmv	s0, v20.4s
	fmaxnm	v26.2d, v11.2d, v18.2d
	fmaxnm	v8.2d, v22.2d, v26.2d
	fmaxnm	v11.2d, v2.2d, v7.2d
	fmaxnm	v8.2d, v29.2d, v18.2d
	fmaxnm	v25.2s, v9.2s, v2.2s
	fmaxnm	v29.2s, v21.2s, v19.2s
	fmaxnm	v18.2s, v4.2s, v30.2s
	fmaxnm	v20.2s, v28.2s, v6.2s
	fmaxnm	v8.4s, v15.4s, v16.4s
	fmaxnm	v8.4s, v25.4s, v9.4s
	fmaxnm	v17.4s, v7.4s, v17.4s
	fmaxnm	v31.4s, v11.4s, v1.4s
	fmaxp	d27, v24.2d
	fmaxp	d25, v4.2d
	fmaxp	d22, v21.2d
	fmaxp	d23, v10.2d
	fmaxp	s10, v11.2s
	fmaxp	s27, v4.2s
	fmaxp	s4, v9.2s
	fmaxp	s9, v10.2s
	fmaxp	v10.2d, v15.2d, v27.2d
	fmaxp	v4.2d, v14.2d, v19.2d
	fmaxp	v21.2d, v6.2d, v17.2d
	fmaxp	v1.2d, v25.2d, v23.2d
	fmaxp	v29.2s, v20.2s, v28.2s
	fmaxp	v1.2s, v14.2s, v21.2s
	fmaxp	v2.2s, v13.2s, v28.2s
	fmaxp	v23.2s, v1.2s, v25.2s
	fmaxp	v29.4s, v1.4s, v12.4s
	fmaxp	v25.4s, v5.4s, v30.4s
	fmaxp	v25.4s, v27.4s, v16.4s
	fmaxp	v4.4s, v15.4s, v12.4s
	fmax	s4, s1, s9
	fmax	s2, s11, s25
	fmax	s15, s31, s24
	fmax	s27, s15, s11
	fmaxv	s25, v29.4s
	fmaxv	s19, v23.4s
	fmaxv	s19, v29.4s
	fmaxv	s2, v13.4s
	fmax	v14.2d, v7.2d, v9.2d
	fmax	v7.2d, v14.2d, v6.2d
	fmax	v13.2d, v14.2d, v14.2d
	fmax	v18.2d, v4.2d, v5.2d
	fmax	v19.2s, v9.2s, v4.2s
	fmax	v17.2s, v26.2s, v28.2s
	fmax	v8.2s, v3.2s, v21.2s
	fmax	v7.2s, v4.2s, v22.2s
	fmax	v7.4s, v26.4s, v20.4s
	fmax	v29.4s, v1.4s, v24.4s
	fmax	v2.4s, v18.4s, v22.4s
	fmax	v3.4s, v25.4s, v28.4s
	fmin	d22, d26, d29
	fmin	d9, d29, d8
	fmin	d19, d18, d4
	fmin	d3, d30, d31
	fminnm	d6, d29, d4
	fminnm	d28, d8, d29
	fminnm	d28, d24, d28
	fminnm	d27, d5, d8
	fminnmp	d17, v8.2d
	fminnmp	d1, v25.2d
	fminnmp	d23, v19.2d
	fminnmp	d1, v1.2d
	fminnmp	s3, v16.2s
	fminnmp	s15, v10.2s
	fminnmp	s22, v30.2s
	fminnmp	s29, v26.2s
	fminnmp	v4.2d, v25.2d, v1.2d
	fminnmp	v11.2d, v15.2d, v27.2d
	fminnmp	v11.2d, v26.2d, v19.2d
	fminnmp	v10.2d, v6.2d, v3.2d
	fminnmp	v0.2s, v23.2s, v13.2s
	fminnmp	v7.2s, v31.2s, v26.2s
	fminnmp	v13.2s, v6.2s, v22.2s
	fminnmp	v30.2s, v27.2s, v14.2s
	fminnmp	v5.4s, v6.4s, v28.4s
	fminnmp	v9.4s, v10.4s, v9.4s
	fminnmp	v9.4s, v31.4s, v4.4s
	fminnmp	v3.4s, v24.4s, v0.4s
	fminnm	s13, s1, s31
	fminnm	s3, s1, s22
	fminnm	s8, s0, s31
	fminnm	s17, s29, s0
	fminnmv	s5, v21.4s
	fminnmv	s14, v12.4s
	fminnmv	s10, v2.4s
	fminnmv	s31, v6.4s
	fminnm	v15.2d, v20.2d, v12.2d
	fminnm	v26.2d, v18.2d, v26.2d
	fminnm	v20.2d, v4.2d, v31.2d
	fminnm	v22.2d, v0.2d, v10.2d
	fminnm	v26.2s, v9.2s, v3.2s
	fminnm	v3.2s, v4.2s, v11.2s
	fminnm	v11.2s, v16.2s, v16.2s
	fminnm	v14.2s, v9.2s, v8.2s
	fminnm	v2.4s, v6.4s, v26.4s
	fminnm	v9.4s, v29.4s, v4.4s
	fminnm	v1.4s, v17.4s, v23.4s
	fminnm	v31.4s, v27.4s, v31.4s
	fminp	d11, v11.2d
	fminp	d24, v20.2d
	fminp	d29, v7.2d
	fminp	d4, v21.2d
	fminp	s31, v15.2s
	fminp	s2, v26.2s
	fminp	s31, v2.2s
	fminp	s23, v10.2s
	fminp	v20.2d, v13.2d, v30.2d
	fminp	v29.2d, v10.2d, v17.2d
	fminp	v4.2d, v31.2d, v3.2d
	fminp	v3.2d, v23.2d, v20.2d
	fminp	v5.2s, v15.2s, v22.2s
	fminp	v15.2s, v22.2s, v21.2s
	fminp	v12.2s, v0.2s, v2.2s
	fminp	v19.2s, v22.2s, v15.2s
	fminp	v10.4s, v1.4s, v4.4s
	fminp	v23.4s, v22.4s, v24.4s
	fminp	v12.4s, v5.4s, v25.4s
	fminp	v28.4s, v7.4s, v0.4s
	fmin	s0, s23, s10
	fmin	s20, s3, s22
	fmin	s18, s11, s25
	fmin	s11, s4, s18
	fminv	s31, v19.4s
	fminv	s13, v27.4s
	fminv	s19, v11.4s
	fminv	s25, v9.4s
	fmin	v22.2d, v19.2d, v21.2d
	fmin	v23.2d, v14.2d, v15.2d
	fmin	v0.2d, v30.2d, v21.2d
	fmin	v30.2d, v24.2d, v1.2d
	fmin	v16.2s, v25.2s, v11.2s
	fmin	v12.2s, v11.2s, v23.2s
	fmin	v25.2s, v20.2s, v25.2s
	fmin	v20.2s, v20.2s, v25.2s
	fmin	v7.4s, v3.4s, v13.4s
	fmin	v14.4s, v1.4s, v11.4s
	fmin	v21.4s, v18.4s, v8.4s
	fmin	v8.4s, v26.4s, v28.4s
	fmla	d14, d2, v3.d[1]
	fmla	d1, d0, v6.d[1]
	fmla	d19, d30, v26.d[1]
	fmla	d2, d19, v7.d[1]
	fmla	s20, s26, v4.s[3]
	fmla	s9, s7, v4.s[0]
	fmla	s1, s22, v16.s[2]
	fmla	s3, s15, v6.s[1]
	fmla	v25.2d, v14.2d, v7.d[0]
	fmla	v17.2d, v1.2d, v3.d[1]
	fmla	v1.2d, v2.2d, v23.d[0]
	fmla	v18.2d, v17.2d, v18.d[0]
	fmla	v3.2s, v1.2s, v1.s[1]
	fmla	v30.2s, v4.2s, v3.s[0]
	fmla	v6.2s, v0.2s, v1.s[3]
	fmla	v1.2s, v18.2s, v18.s[0]
	fmla	v1.4s, v15.4s, v16.s[0]
	fmla	v21.4s, v15.4s, v17.s[0]
	fmla	v3.4s, v4.4s, v5.s[0]
	fmla	v18.4s, v6.4s, v17.s[0]
	fmla	v28.2d, v29.2d, v8.2d
	fmla	v17.2d, v1.2d, v27.2d
	fmla	v28.2d, v7.2d, v30.2d
	fmla	v13.2d, v5.2d, v11.2d
	fmla	v2.2s, v28.2s, v2.2s
	fmla	v18.2s, v2.2s, v6.2s
	fmla	v14.2s, v7.2s, v20.2s
	fmla	v5.2s, v19.2s, v28.2s
	fmla	v18.4s, v18.4s, v8.4s
	fmla	v1.4s, v7.4s, v0.4s
	fmla	v6.4s, v18.4s, v7.4s
	fmla	v10.4s, v29.4s, v8.4s
	fmls	d22, d7, v31.d[1]
	fmls	d30, d24, v6.d[0]
	fmls	d27, d19, v24.d[0]
	fmls	d16, d10, v13.d[1]
	fmls	s13, s31, v11.s[0]
	fmls	s13, s30, v7.s[3]
	fmls	s1, s4, v29.s[1]
	fmls	s8, s14, v14.s[0]
	fmls	v11.2d, v23.2d, v1.d[0]
	fmls	v30.2d, v19.2d, v13.d[0]
	fmls	v31.2d, v30.2d, v7.d[1]
	fmls	v28.2d, v4.2d, v0.d[1]
	fmls	v19.2s, v10.2s, v21.s[0]
	fmls	v30.2s, v17.2s, v12.s[0]
	fmls	v15.2s, v2.2s, v9.s[1]
	fmls	v0.2s, v12.2s, v8.s[2]
	fmls	v8.4s, v22.4s, v10.s[0]
	fmls	v30.4s, v21.4s, v11.s[1]
	fmls	v29.4s, v0.4s, v1.s[1]
	fmls	v28.4s, v20.4s, v8.s[3]
	fmls	v18.2d, v27.2d, v26.2d
	fmls	v8.2d, v23.2d, v8.2d
	fmls	v16.2d, v2.2d, v8.2d
	fmls	v23.2d, v27.2d, v0.2d
	fmls	v5.2s, v12.2s, v15.2s
	fmls	v24.2s, v1.2s, v25.2s
	fmls	v4.2s, v11.2s, v0.2s
	fmls	v27.2s, v26.2s, v19.2s
	fmls	v25.4s, v10.4s, v11.4s
	fmls	v26.4s, v12.4s, v1.4s
	fmls	v15.4s, v13.4s, v30.4s
	fmls	v1.4s, v19.4s, v14.4s
	fmov	v12.d[1], x15
	fmov	v10.d[1], x30
	fmov	v28.d[1], x2
	fmov	v19.d[1], x6
	fmov	x26, d6
	fmov	x28, d13
	fmov	x5, d5
	fmov	x1, d4
	fmov	d13, #11.00000000
	fmov	d1, #9.00000000
	fmov	d6, #-12.50000000
	fmov	d30, #-1.18750000
	fmov	d23, d4
	fmov	d29, d20
	fmov	d5, d18
	fmov	d10, d13
	fmov	w0, s16
	fmov	w9, s27
	fmov	w29, s19
	fmov	w7, s20
	fmov	s1, #0.19531250
	fmov	s30, #-30.00000000
	fmov	s16, #13.50000000
	fmov	s0, #-5.25000000
	fmov	s25, s16
	fmov	s4, s11
	fmov	s29, s3
	fmov	s0, s12
	fmov	s25, w16
	fmov	s28, w12
	fmov	s12, w28
	fmov	s15, w29
	fmov	x27, v6.d[1]
	fmov	x22, v20.d[1]
	fmov	x24, v24.d[1]
	fmov	x16, v5.d[1]
	fmov	d7, x4
	fmov	d5, x26
	fmov	d31, x11
	fmov	d21, x7
	fmov	v15.2d, #0.23437500
	fmov	v9.2d, #-0.87500000
	fmov	v11.2d, #-0.78125000
	fmov	v10.2d, #-0.68750000
	fmov	v5.2s, #-4.75000000
	fmov	v23.2s, #-1.18750000
	fmov	v29.2s, #-7.25000000
	fmov	v8.2s, #-0.46875000
	fmov	v31.4s, #0.28125000
	fmov	v3.4s, #-0.50000000
	fmov	v18.4s, #-0.39062500
	fmov	v5.4s, #0.14062500
	fmsub	d10, d24, d11, d22
	fmsub	d5, d12, d27, d6
	fmsub	d6, d18, d9, d3
	fmsub	d3, d31, d9, d9
	fmsub	s15, s5, s30, s25
	fmsub	s31, s18, s5, s12
	fmsub	s8, s10, s18, s13
	fmsub	s17, s3, s6, s14
	fmul	d24, d18, d23
	fmul	d7, d5, d29
	fmul	d4, d19, d25
	fmul	d6, d14, d12
	fmul	s31, s28, s17
	fmul	s24, s7, s8
	fmul	s29, s23, s26
	fmul	s10, s26, s25
	fmulx	d29, d29, v18.d[0]
	fmulx	d26, d29, v28.d[0]
	fmulx	d4, d12, v25.d[0]
	fmulx	d10, d11, v12.d[0]
	fmulx	s10, s26, v31.s[3]
	fmulx	s26, s3, v29.s[0]
	fmulx	s9, s24, v30.s[0]
	fmulx	s0, s15, v17.s[0]
	fmulx	v26.2d, v10.2d, v1.d[1]
	fmulx	v25.2d, v9.2d, v25.d[0]
	fmulx	v31.2d, v3.2d, v31.d[1]
	fmulx	v13.2d, v17.2d, v28.d[1]
	fmulx	v14.2s, v3.2s, v15.s[0]
	fmulx	v20.2s, v2.2s, v24.s[1]
	fmulx	v12.2s, v22.2s, v3.s[2]
	fmulx	v29.2s, v17.2s, v19.s[1]
	fmulx	v15.4s, v15.4s, v31.s[1]
	fmulx	v4.4s, v26.4s, v18.s[0]
	fmulx	v22.4s, v24.4s, v10.s[1]
	fmulx	v26.4s, v14.4s, v28.s[1]
	fmulx	d20, d24, d20
	fmulx	d2, d25, d26
	fmulx	d27, d22, d0
	fmulx	d9, d16, d29
	fmulx	s6, s8, s12
	fmulx	s22, s30, s28
	fmulx	s23, s9, s23
	fmulx	s26, s5, s10
	fmulx	v24.2d, v2.2d, v20.2d
	fmulx	v24.2d, v10.2d, v6.2d
	fmulx	v30.2d, v1.2d, v22.2d
	fmulx	v25.2d, v16.2d, v26.2d
	fmulx	v8.2s, v20.2s, v20.2s
	fmulx	v14.2s, v5.2s, v12.2s
	fmulx	v21.2s, v26.2s, v24.2s
	fmulx	v12.2s, v24.2s, v12.2s
	fmulx	v21.4s, v25.4s, v4.4s
	fmulx	v15.4s, v22.4s, v19.4s
	fmulx	v27.4s, v13.4s, v28.4s
	fmulx	v9.4s, v27.4s, v11.4s
	fmul	d25, d7, v13.d[0]
	fmul	d8, d5, v17.d[0]
	fmul	d15, d7, v21.d[1]
	fmul	d17, d31, v5.d[1]
	fmul	s18, s5, v18.s[3]
	fmul	s8, s11, v20.s[2]
	fmul	s1, s21, v8.s[3]
	fmul	s4, s1, v18.s[2]
	fmul	v6.2d, v19.2d, v19.d[1]
	fmul	v3.2d, v13.2d, v15.d[1]
	fmul	v31.2d, v15.2d, v12.d[1]
	fmul	v10.2d, v7.2d, v3.d[1]
	fmul	v26.2s, v4.2s, v9.s[2]
	fmul	v13.2s, v8.2s, v14.s[3]
	fmul	v11.2s, v11.2s, v14.s[1]
	fmul	v11.2s, v4.2s, v9.s[2]
	fmul	v22.4s, v17.4s, v18.s[3]
	fmul	v3.4s, v19.4s, v9.s[0]
	fmul	v15.4s, v0.4s, v18.s[0]
	fmul	v5.4s, v30.4s, v15.s[1]
	fmul	v19.2d, v1.2d, v16.2d
	fmul	v26.2d, v29.2d, v14.2d
	fmul	v27.2d, v28.2d, v5.2d
	fmul	v13.2d, v28.2d, v30.2d
	fmul	v10.2s, v31.2s, v7.2s
	fmul	v9.2s, v9.2s, v15.2s
	fmul	v0.2s, v30.2s, v17.2s
	fmul	v8.2s, v0.2s, v26.2s
	fmul	v12.4s, v28.4s, v7.4s
	fmul	v3.4s, v16.4s, v21.4s
	fmul	v10.4s, v17.4s, v26.4s
	fmul	v11.4s, v6.4s, v21.4s
	fneg	d9, d5
	fneg	d14, d30
	fneg	d11, d26
	fneg	d11, d26
	fneg	s28, s18
	fneg	s14, s0
	fneg	s12, s11
	fneg	s17, s18
	fneg	v14.2d, v18.2d
	fneg	v5.2d, v4.2d
	fneg	v14.2d, v31.2d
	fneg	v2.2d, v24.2d
	fneg	v6.2s, v18.2s
	fneg	v18.2s, v23.2s
	fneg	v1.2s, v11.2s
	fneg	v26.2s, v17.2s
	fneg	v30.4s, v17.4s
	fneg	v6.4s, v27.4s
	fneg	v15.4s, v24.4s
	fneg	v14.4s, v18.4s
	fnmadd	d3, d1, d30, d20
	fnmadd	d9, d18, d1, d6
	fnmadd	d15, d31, d14, d28
	fnmadd	d4, d12, d8, d11
	fnmadd	s23, s25, s8, s31
	fnmadd	s1, s15, s24, s4
	fnmadd	s8, s11, s3, s18
	fnmadd	s28, s17, s1, s27
	fnmsub	d29, d10, d28, d15
	fnmsub	d8, d18, d11, d28
	fnmsub	d30, d17, d24, d18
	fnmsub	d14, d27, d29, d23
	fnmsub	s23, s2, s14, s30
	fnmsub	s2, s5, s19, s1
	fnmsub	s10, s10, s10, s7
	fnmsub	s25, s12, s31, s11
	fnmul	d26, d19, d17
	fnmul	d27, d13, d28
	fnmul	d20, d11, d11
	fnmul	d6, d5, d17
	fnmul	s24, s23, s1
	fnmul	s5, s6, s10
	fnmul	s11, s3, s28
	fnmul	s27, s5, s26
	frecpe	d12, d20
	frecpe	d2, d9
	frecpe	d18, d19
	frecpe	d14, d24
	frecpe	s7, s5
	frecpe	s21, s10
	frecpe	s5, s1
	frecpe	s11, s17
	frecpe	v22.2d, v10.2d
	frecpe	v19.2d, v12.2d
	frecpe	v23.2d, v6.2d
	frecpe	v6.2d, v2.2d
	frecpe	v11.2s, v31.2s
	frecpe	v10.2s, v10.2s
	frecpe	v12.2s, v27.2s
	frecpe	v20.2s, v12.2s
	frecpe	v28.4s, v26.4s
	frecpe	v12.4s, v24.4s
	frecpe	v9.4s, v3.4s
	frecpe	v20.4s, v9.4s
	frecps	d26, d4, d7
	frecps	d4, d11, d20
	frecps	d15, d20, d6
	frecps	d9, d10, d27
	frecps	s31, s26, s6
	frecps	s14, s9, s8
	frecps	s7, s3, s3
	frecps	s22, s0, s0
	frecps	v28.2d, v25.2d, v7.2d
	frecps	v17.2d, v0.2d, v21.2d
	frecps	v2.2d, v25.2d, v7.2d
	frecps	v23.2d, v24.2d, v19.2d
	frecps	v30.2s, v26.2s, v22.2s
	frecps	v30.2s, v14.2s, v27.2s
	frecps	v26.2s, v8.2s, v24.2s
	frecps	v11.2s, v10.2s, v3.2s
	frecps	v23.4s, v11.4s, v0.4s
	frecps	v6.4s, v4.4s, v28.4s
	frecps	v5.4s, v2.4s, v23.4s
	frecps	v23.4s, v31.4s, v21.4s
	frecpx	d26, d9
	frecpx	d28, d9
	frecpx	d11, d0
	frecpx	d3, d0
	frecpx	s2, s2
	frecpx	s2, s18
	frecpx	s22, s6
	frecpx	s27, s30
	frinta	d12, d12
	frinta	d8, d25
	frinta	d14, d14
	frinta	d5, d13
	frinta	s30, s21
	frinta	s20, s1
	frinta	s11, s22
	frinta	s19, s5
	frinta	v2.2d, v12.2d
	frinta	v7.2d, v5.2d
	frinta	v24.2d, v18.2d
	frinta	v9.2d, v22.2d
	frinta	v28.2s, v26.2s
	frinta	v4.2s, v23.2s
	frinta	v15.2s, v9.2s
	frinta	v28.2s, v8.2s
	frinta	v4.4s, v0.4s
	frinta	v19.4s, v25.4s
	frinta	v20.4s, v10.4s
	frinta	v6.4s, v16.4s
	frinti	d19, d6
	frinti	d15, d2
	frinti	d3, d8
	frinti	d23, d15
	frinti	s21, s7
	frinti	s26, s21
	frinti	s9, s10
	frinti	s0, s28
	frinti	v22.2d, v30.2d
	frinti	v6.2d, v3.2d
	frinti	v24.2d, v27.2d
	frinti	v26.2d, v20.2d
	frinti	v2.2s, v12.2s
	frinti	v9.2s, v10.2s
	frinti	v7.2s, v28.2s
	frinti	v21.2s, v2.2s
	frinti	v15.4s, v29.4s
	frinti	v16.4s, v8.4s
	frinti	v28.4s, v6.4s
	frinti	v3.4s, v3.4s
	frintm	d15, d2
	frintm	d26, d31
	frintm	d23, d15
	frintm	d13, d11
	frintm	s22, s8
	frintm	s24, s9
	frintm	s8, s9
	frintm	s20, s28
	frintm	v9.2d, v2.2d
	frintm	v20.2d, v14.2d
	frintm	v7.2d, v26.2d
	frintm	v29.2d, v8.2d
	frintm	v29.2s, v6.2s
	frintm	v26.2s, v22.2s
	frintm	v16.2s, v26.2s
	frintm	v30.2s, v30.2s
	frintm	v6.4s, v10.4s
	frintm	v3.4s, v24.4s
	frintm	v2.4s, v22.4s
	frintm	v18.4s, v21.4s
	frintn	d19, d24
	frintn	d0, d1
	frintn	d29, d14
	frintn	d28, d22
	frintn	s5, s14
	frintn	s9, s4
	frintn	s25, s25
	frintn	s16, s21
	frintn	v6.2d, v11.2d
	frintn	v3.2d, v2.2d
	frintn	v6.2d, v28.2d
	frintn	v5.2d, v14.2d
	frintn	v1.2s, v26.2s
	frintn	v26.2s, v13.2s
	frintn	v0.2s, v9.2s
	frintn	v20.2s, v30.2s
	frintn	v14.4s, v22.4s
	frintn	v24.4s, v12.4s
	frintn	v20.4s, v15.4s
	frintn	v23.4s, v8.4s
	frintp	d10, d7
	frintp	d28, d19
	frintp	d27, d9
	frintp	d12, d17
	frintp	s26, s16
	frintp	s0, s20
	frintp	s18, s28
	frintp	s4, s3
	frintp	v14.2d, v12.2d
	frintp	v15.2d, v16.2d
	frintp	v30.2d, v10.2d
	frintp	v9.2d, v22.2d
	frintp	v0.2s, v26.2s
	frintp	v31.2s, v5.2s
	frintp	v26.2s, v23.2s
	frintp	v2.2s, v23.2s
	frintp	v15.4s, v12.4s
	frintp	v3.4s, v9.4s
	frintp	v18.4s, v29.4s
	frintp	v22.4s, v5.4s
	frintx	d17, d22
	frintx	d29, d27
	frintx	d20, d25
	frintx	d13, d27
	frintx	s16, s28
	frintx	s18, s9
	frintx	s22, s31
	frintx	s18, s27
	frintx	v28.2d, v21.2d
	frintx	v7.2d, v5.2d
	frintx	v3.2d, v31.2d
	frintx	v29.2d, v3.2d
	frintx	v19.2s, v31.2s
	frintx	v17.2s, v27.2s
	frintx	v2.2s, v2.2s
	frintx	v6.2s, v7.2s
	frintx	v18.4s, v12.4s
	frintx	v6.4s, v23.4s
	frintx	v28.4s, v21.4s
	frintx	v28.4s, v15.4s
	frintz	d26, d19
	frintz	d1, d16
	frintz	d0, d10
	frintz	d1, d10
	frintz	s11, s28
	frintz	s22, s1
	frintz	s23, s4
	frintz	s18, s29
	frintz	v5.2d, v2.2d
	frintz	v1.2d, v7.2d
	frintz	v1.2d, v30.2d
	frintz	v21.2d, v23.2d
	frintz	v1.2s, v0.2s
	frintz	v4.2s, v8.2s
	frintz	v0.2s, v30.2s
	frintz	v0.2s, v10.2s
	frintz	v21.4s, v21.4s
	frintz	v15.4s, v4.4s
	frintz	v10.4s, v17.4s
	frintz	v20.4s, v13.4s
	frsqrte	d15, d3
	frsqrte	d17, d4
	frsqrte	d11, d26
	frsqrte	d6, d26
	frsqrte	s7, s21
	frsqrte	s25, s7
	frsqrte	s12, s16
	frsqrte	s9, s4
	frsqrte	v12.2d, v4.2d
	frsqrte	v7.2d, v23.2d
	frsqrte	v5.2d, v17.2d
	frsqrte	v3.2d, v5.2d
	frsqrte	v3.2s, v15.2s
	frsqrte	v17.2s, v26.2s
	frsqrte	v24.2s, v25.2s
	frsqrte	v18.2s, v30.2s
	frsqrte	v8.4s, v14.4s
	frsqrte	v2.4s, v29.4s
	frsqrte	v4.4s, v27.4s
	frsqrte	v27.4s, v15.4s
	frsqrts	d15, d13, d25
	frsqrts	d0, d9, d11
	frsqrts	d21, d4, d1
	frsqrts	d17, d17, d31
	frsqrts	s23, s21, s22
	frsqrts	s23, s19, s23
	frsqrts	s22, s21, s30
	frsqrts	s20, s24, s30
	frsqrts	v13.2d, v27.2d, v11.2d
	frsqrts	v10.2d, v31.2d, v9.2d
	frsqrts	v14.2d, v6.2d, v18.2d
	frsqrts	v19.2d, v17.2d, v14.2d
	frsqrts	v12.2s, v1.2s, v30.2s
	frsqrts	v21.2s, v5.2s, v2.2s
	frsqrts	v0.2s, v7.2s, v1.2s
	frsqrts	v21.2s, v1.2s, v2.2s
	frsqrts	v28.4s, v5.4s, v3.4s
	frsqrts	v12.4s, v0.4s, v26.4s
	frsqrts	v6.4s, v16.4s, v18.4s
	frsqrts	v12.4s, v27.4s, v4.4s
	fsqrt	d2, d26
	fsqrt	d14, d17
	fsqrt	d18, d9
	fsqrt	d5, d14
	fsqrt	s9, s10
	fsqrt	s16, s26
	fsqrt	s0, s30
	fsqrt	s21, s26
	fsqrt	v30.2d, v15.2d
	fsqrt	v13.2d, v9.2d
	fsqrt	v2.2d, v19.2d
	fsqrt	v4.2d, v13.2d
	fsqrt	v1.2s, v13.2s
	fsqrt	v23.2s, v30.2s
	fsqrt	v9.2s, v2.2s
	fsqrt	v25.2s, v11.2s
	fsqrt	v1.4s, v2.4s
	fsqrt	v10.4s, v25.4s
	fsqrt	v4.4s, v14.4s
	fsqrt	v26.4s, v30.4s
	fsub	d4, d22, d14
	fsub	d0, d7, d0
	fsub	d2, d11, d7
	fsub	d11, d28, d31
	fsub	s12, s19, s27
	fsub	s23, s0, s3
	fsub	s16, s6, s16
	fsub	s2, s7, s8
	fsub	v14.2d, v12.2d, v22.2d
	fsub	v2.2d, v29.2d, v23.2d
	fsub	v1.2d, v2.2d, v28.2d
	fsub	v14.2d, v15.2d, v22.2d
	fsub	v18.2s, v21.2s, v6.2s
	fsub	v1.2s, v14.2s, v30.2s
	fsub	v5.2s, v13.2s, v7.2s
	fsub	v21.2s, v24.2s, v21.2s
	fsub	v1.4s, v30.4s, v6.4s
	fsub	v9.4s, v5.4s, v3.4s
	fsub	v15.4s, v30.4s, v5.4s
	fsub	v7.4s, v7.4s, v16.4s
	hint	#60
	hint	#127
	hint	#7
	hint	#19
	hlt	#0xcbf8
	hlt	#0xad54
	hlt	#0x9de1
	hlt	#0x80c5
	hvc	#0x2c85
	hvc	#0
	hvc	#0x67f
	hvc	#0x3d82
	mov	v30.b[8], w21
	mov	v28.b[3], w8
	mov	v22.b[13], w8
	mov	v7.b[15], w2
	mov	v13.b[7], v11.b[2]
	mov	v24.b[0], v30.b[2]
	mov	v20.b[8], v29.b[14]
	mov	v13.b[11], v21.b[3]
	mov	v10.d[1], x12
	mov	v15.d[0], x20
	mov	v30.d[0], x20
	mov	v25.d[0], x9
	mov	v20.d[0], v22.d[1]
	mov	v10.d[1], v17.d[1]
	mov	v27.d[1], v8.d[1]
	mov	v29.d[0], v10.d[0]
	mov	v29.h[4], w14
	mov	v18.h[6], w5
	mov	v12.h[7], w15
	mov	v6.h[1], w8
	mov	v0.h[1], v25.h[6]
	mov	v26.h[7], v18.h[1]
	mov	v13.h[4], v14.h[6]
	mov	v30.h[3], v14.h[6]
	mov	v14.s[1], w28
	mov	v13.s[3], w2
	mov	v1.s[1], w4
	mov	v11.s[0], w8
	mov	v11.s[0], v10.s[2]
	mov	v10.s[2], v14.s[1]
	mov	v27.s[3], v5.s[2]
	mov	v24.s[2], v10.s[1]
	isb	#4
	isb	#13
	isb
	isb
	ld1	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x14]
	ld1	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x13]
	ld1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x29]
	ld1	{ v19.16b, v20.16b, v21.16b, v22.16b }, [x29]
	ld1	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x27], x0
	ld1	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x3], x22
	ld1	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x12], x25
	ld1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x3], x30
	ld1	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x25]
	ld1	{ v28.1d, v29.1d, v30.1d, v31.1d }, [x21]
	ld1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x19]
	ld1	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x4]
	ld1	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x29], x28
	ld1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x1], x30
	ld1	{ v22.1d, v23.1d, v24.1d, v25.1d }, [sp], x1
	ld1	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x0], x9
	ld1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x23]
	ld1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x3]
	ld1	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x18]
	ld1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x15]
	ld1	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x26], x4
	ld1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x23], x19
	ld1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x11], x3
	ld1	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x28], x17
	ld1	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x22]
	ld1	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x29]
	ld1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x3]
	ld1	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x0]
	ld1	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x15], x21
	ld1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x3], x28
	ld1	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x20], x25
	ld1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x28], x7
	ld1	{ v11.4h, v12.4h, v13.4h, v14.4h }, [x13]
	ld1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [sp]
	ld1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x2]
	ld1	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x21]
	ld1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x30], x7
	ld1	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x22], x28
	ld1	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x17], x28
	ld1	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x6], x10
	ld1	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x9]
	ld1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x3]
	ld1	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x6]
	ld1	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x13]
	ld1	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x6], x12
	ld1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x1], x5
	ld1	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x17], x3
	ld1	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x19], x7
	ld1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x1]
	ld1	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x17]
	ld1	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x20]
	ld1	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x10]
	ld1	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x21], x11
	ld1	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x29], x9
	ld1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x0], #32
	ld1	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x13], x15
	ld1	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x13]
	ld1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x13]
	ld1	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x10]
	ld1	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x30]
	ld1	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x21], x0
	ld1	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x3], x17
	ld1	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x30], x5
	ld1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x11], x3
	ld1	{ v1.16b }, [x17]
	ld1	{ v27.16b }, [x28]
	ld1	{ v23.16b }, [x24]
	ld1	{ v13.16b }, [x25]
	ld1	{ v27.16b }, [x27], x9
	ld1	{ v21.16b }, [x5], x10
	ld1	{ v10.16b }, [x18], x0
	ld1	{ v17.16b }, [x10], x14
	ld1	{ v22.1d }, [x24]
	ld1	{ v7.1d }, [x14]
	ld1	{ v14.1d }, [x22]
	ld1	{ v29.1d }, [x6]
	ld1	{ v2.1d }, [x23], x13
	ld1	{ v24.1d }, [sp], x23
	ld1	{ v24.1d }, [x8], x3
	ld1	{ v19.1d }, [x23], x14
	ld1	{ v12.2d }, [x25]
	ld1	{ v18.2d }, [x22]
	ld1	{ v10.2d }, [x22]
	ld1	{ v10.2d }, [x21]
	ld1	{ v5.2d }, [x14], x19
	ld1	{ v29.2d }, [x11], x27
	ld1	{ v27.2d }, [x2], x28
	ld1	{ v16.2d }, [x15], x0
	ld1	{ v5.2s }, [x15]
	ld1	{ v3.2s }, [x2]
	ld1	{ v13.2s }, [x28]
	ld1	{ v7.2s }, [x10]
	ld1	{ v2.2s }, [x26], x11
	ld1	{ v14.2s }, [sp], x25
	ld1	{ v23.2s }, [x28], x3
	ld1	{ v18.2s }, [x29], x0
	ld1	{ v9.4h }, [x15]
	ld1	{ v4.4h }, [x5]
	ld1	{ v16.4h }, [x9]
	ld1	{ v26.4h }, [x1]
	ld1	{ v6.4h }, [x9], x24
	ld1	{ v16.4h }, [x1], x7
	ld1	{ v16.4h }, [x30], x4
	ld1	{ v23.4h }, [x22], x22
	ld1	{ v15.4s }, [x11]
	ld1	{ v20.4s }, [x11]
	ld1	{ v17.4s }, [x3]
	ld1	{ v24.4s }, [x6]
	ld1	{ v3.4s }, [x2], x9
	ld1	{ v28.4s }, [x18], x3
	ld1	{ v4.4s }, [x9], x28
	ld1	{ v15.4s }, [x12], x27
	ld1	{ v30.8b }, [x15]
	ld1	{ v21.8b }, [x3]
	ld1	{ v17.8b }, [x15]
	ld1	{ v29.8b }, [x17]
	ld1	{ v26.8b }, [x21], x2
	ld1	{ v18.8b }, [x10], x14
	ld1	{ v14.8b }, [x23], x2
	ld1	{ v5.8b }, [sp], x21
	ld1	{ v17.8h }, [x5]
	ld1	{ v21.8h }, [x26]
	ld1	{ v30.8h }, [x7]
	ld1	{ v1.8h }, [x9]
	ld1	{ v21.8h }, [x2], x23
	ld1	{ v20.8h }, [x6], x10
	ld1	{ v7.8h }, [x30], x0
	ld1	{ v30.8h }, [x16], x6
	ld1r	{ v3.16b }, [x22]
	ld1r	{ v1.16b }, [x19]
	ld1r	{ v29.16b }, [x16]
	ld1r	{ v7.16b }, [x15]
	ld1r	{ v26.16b }, [x24], x26
	ld1r	{ v25.16b }, [x16], x20
	ld1r	{ v26.16b }, [x6], x14
	ld1r	{ v5.16b }, [x8], x20
	ld1r	{ v15.1d }, [x19]
	ld1r	{ v31.1d }, [x26]
	ld1r	{ v14.1d }, [x29]
	ld1r	{ v0.1d }, [x20]
	ld1r	{ v5.1d }, [x0], x5
	ld1r	{ v28.1d }, [x12], x1
	ld1r	{ v6.1d }, [x17], x15
	ld1r	{ v31.1d }, [x6], x14
	ld1r	{ v18.2d }, [x11]
	ld1r	{ v12.2d }, [x2]
	ld1r	{ v17.2d }, [x18]
	ld1r	{ v13.2d }, [x7]
	ld1r	{ v9.2d }, [x19], x13
	ld1r	{ v28.2d }, [x4], x26
	ld1r	{ v17.2d }, [x26], x27
	ld1r	{ v15.2d }, [x14], x11
	ld1r	{ v11.2s }, [x8]
	ld1r	{ v11.2s }, [x2]
	ld1r	{ v20.2s }, [x0]
	ld1r	{ v17.2s }, [x3]
	ld1r	{ v20.2s }, [x10], x7
	ld1r	{ v21.2s }, [x16], x6
	ld1r	{ v21.2s }, [x25], #4
	ld1r	{ v17.2s }, [x29], x4
	ld1r	{ v28.4h }, [x16]
	ld1r	{ v4.4h }, [x4]
	ld1r	{ v1.4h }, [x15]
	ld1r	{ v22.4h }, [x19]
	ld1r	{ v20.4h }, [x20], x9
	ld1r	{ v24.4h }, [x0], x6
	ld1r	{ v21.4h }, [x19], x30
	ld1r	{ v15.4h }, [x15], x15
	ld1r	{ v21.4s }, [x18]
	ld1r	{ v10.4s }, [x16]
	ld1r	{ v8.4s }, [x23]
	ld1r	{ v23.4s }, [x7]
	ld1r	{ v20.4s }, [x9], x28
	ld1r	{ v0.4s }, [x11], x2
	ld1r	{ v8.4s }, [x6], x9
	ld1r	{ v0.4s }, [x4], x18
	ld1r	{ v14.8b }, [sp]
	ld1r	{ v19.8b }, [x3]
	ld1r	{ v23.8b }, [x10]
	ld1r	{ v6.8b }, [x19]
	ld1r	{ v12.8b }, [x9], x20
	ld1r	{ v2.8b }, [x27], x28
	ld1r	{ v30.8b }, [x6], x3
	ld1r	{ v24.8b }, [x12], x0
	ld1r	{ v5.8h }, [x25]
	ld1r	{ v23.8h }, [x11]
	ld1r	{ v18.8h }, [x7]
	ld1r	{ v12.8h }, [x5]
	ld1r	{ v0.8h }, [x11], x10
	ld1r	{ v23.8h }, [x24], x10
	ld1r	{ v15.8h }, [x18], x13
	ld1r	{ v15.8h }, [x4], x9
	ld1	{ v25.16b, v26.16b, v27.16b }, [x24]
	ld1	{ v24.16b, v25.16b, v26.16b }, [x18]
	ld1	{ v15.16b, v16.16b, v17.16b }, [x9]
	ld1	{ v7.16b, v8.16b, v9.16b }, [x21]
	ld1	{ v0.16b, v1.16b, v2.16b }, [x7], x19
	ld1	{ v19.16b, v20.16b, v21.16b }, [x21], x20
	ld1	{ v25.16b, v26.16b, v27.16b }, [x8], x19
	ld1	{ v8.16b, v9.16b, v10.16b }, [x26], x27
	ld1	{ v15.1d, v16.1d, v17.1d }, [x11]
	ld1	{ v21.1d, v22.1d, v23.1d }, [x15]
	ld1	{ v27.1d, v28.1d, v29.1d }, [x21]
	ld1	{ v0.1d, v1.1d, v2.1d }, [x20]
	ld1	{ v26.1d, v27.1d, v28.1d }, [x24], x7
	ld1	{ v23.1d, v24.1d, v25.1d }, [x30], x20
	ld1	{ v27.1d, v28.1d, v29.1d }, [sp], x3
	ld1	{ v13.1d, v14.1d, v15.1d }, [x16], x0
	ld1	{ v13.2d, v14.2d, v15.2d }, [x1]
	ld1	{ v2.2d, v3.2d, v4.2d }, [x9]
	ld1	{ v13.2d, v14.2d, v15.2d }, [x19]
	ld1	{ v20.2d, v21.2d, v22.2d }, [x5]
	ld1	{ v11.2d, v12.2d, v13.2d }, [x28], x12
	ld1	{ v27.2d, v28.2d, v29.2d }, [x1], #48
	ld1	{ v3.2d, v4.2d, v5.2d }, [x5], x8
	ld1	{ v3.2d, v4.2d, v5.2d }, [x18], x17
	ld1	{ v16.2s, v17.2s, v18.2s }, [x2]
	ld1	{ v22.2s, v23.2s, v24.2s }, [x11]
	ld1	{ v6.2s, v7.2s, v8.2s }, [x25]
	ld1	{ v31.2s, v0.2s, v1.2s }, [x24]
	ld1	{ v10.2s, v11.2s, v12.2s }, [x13], x18
	ld1	{ v13.2s, v14.2s, v15.2s }, [x28], x25
	ld1	{ v1.2s, v2.2s, v3.2s }, [x6], #24
	ld1	{ v9.2s, v10.2s, v11.2s }, [sp], x18
	ld1	{ v1.4h, v2.4h, v3.4h }, [x22]
	ld1	{ v4.4h, v5.4h, v6.4h }, [sp]
	ld1	{ v15.4h, v16.4h, v17.4h }, [x15]
	ld1	{ v24.4h, v25.4h, v26.4h }, [x18]
	ld1	{ v0.4h, v1.4h, v2.4h }, [x14], x16
	ld1	{ v22.4h, v23.4h, v24.4h }, [x18], x14
	ld1	{ v25.4h, v26.4h, v27.4h }, [x30], x14
	ld1	{ v3.4h, v4.4h, v5.4h }, [x18], x29
	ld1	{ v12.4s, v13.4s, v14.4s }, [x5]
	ld1	{ v30.4s, v31.4s, v0.4s }, [x20]
	ld1	{ v31.4s, v0.4s, v1.4s }, [sp]
	ld1	{ v3.4s, v4.4s, v5.4s }, [x29]
	ld1	{ v14.4s, v15.4s, v16.4s }, [x4], x26
	ld1	{ v8.4s, v9.4s, v10.4s }, [x26], x12
	ld1	{ v3.4s, v4.4s, v5.4s }, [x3], x27
	ld1	{ v24.4s, v25.4s, v26.4s }, [x19], x7
	ld1	{ v26.8b, v27.8b, v28.8b }, [x25]
	ld1	{ v11.8b, v12.8b, v13.8b }, [x8]
	ld1	{ v27.8b, v28.8b, v29.8b }, [x23]
	ld1	{ v10.8b, v11.8b, v12.8b }, [x12]
	ld1	{ v28.8b, v29.8b, v30.8b }, [x4], x0
	ld1	{ v17.8b, v18.8b, v19.8b }, [x3], x21
	ld1	{ v7.8b, v8.8b, v9.8b }, [x6], x21
	ld1	{ v11.8b, v12.8b, v13.8b }, [x30], x6
	ld1	{ v23.8h, v24.8h, v25.8h }, [x12]
	ld1	{ v26.8h, v27.8h, v28.8h }, [x1]
	ld1	{ v22.8h, v23.8h, v24.8h }, [x11]
	ld1	{ v5.8h, v6.8h, v7.8h }, [x17]
	ld1	{ v30.8h, v31.8h, v0.8h }, [x23], x10
	ld1	{ v1.8h, v2.8h, v3.8h }, [sp], x29
	ld1	{ v23.8h, v24.8h, v25.8h }, [x1], x27
	ld1	{ v3.8h, v4.8h, v5.8h }, [x15], x21
	ld1	{ v28.16b, v29.16b }, [x30]
	ld1	{ v28.16b, v29.16b }, [x16]
	ld1	{ v4.16b, v5.16b }, [x7]
	ld1	{ v4.16b, v5.16b }, [x3]
	ld1	{ v31.16b, v0.16b }, [x30], x19
	ld1	{ v5.16b, v6.16b }, [x10], x13
	ld1	{ v11.16b, v12.16b }, [x28], x7
	ld1	{ v9.16b, v10.16b }, [x21], x21
	ld1	{ v8.1d, v9.1d }, [x25]
	ld1	{ v15.1d, v16.1d }, [x21]
	ld1	{ v18.1d, v19.1d }, [x28]
	ld1	{ v2.1d, v3.1d }, [x24]
	ld1	{ v25.1d, v26.1d }, [x30], x14
	ld1	{ v15.1d, v16.1d }, [x23], x1
	ld1	{ v30.1d, v31.1d }, [x18], x8
	ld1	{ v1.1d, v2.1d }, [x5], x17
	ld1	{ v4.2d, v5.2d }, [x12]
	ld1	{ v6.2d, v7.2d }, [x23]
	ld1	{ v22.2d, v23.2d }, [x6]
	ld1	{ v28.2d, v29.2d }, [x5]
	ld1	{ v0.2d, v1.2d }, [x4], x15
	ld1	{ v21.2d, v22.2d }, [x4], #32
	ld1	{ v2.2d, v3.2d }, [sp], #32
	ld1	{ v2.2d, v3.2d }, [x20], x29
	ld1	{ v26.2s, v27.2s }, [x14]
	ld1	{ v6.2s, v7.2s }, [x26]
	ld1	{ v10.2s, v11.2s }, [x19]
	ld1	{ v19.2s, v20.2s }, [x14]
	ld1	{ v4.2s, v5.2s }, [x29], #16
	ld1	{ v30.2s, v31.2s }, [x24], x30
	ld1	{ v12.2s, v13.2s }, [x13], x9
	ld1	{ v18.2s, v19.2s }, [x27], x8
	ld1	{ v2.4h, v3.4h }, [x3]
	ld1	{ v21.4h, v22.4h }, [x18]
	ld1	{ v9.4h, v10.4h }, [x28]
	ld1	{ v9.4h, v10.4h }, [x6]
	ld1	{ v1.4h, v2.4h }, [x1], x15
	ld1	{ v1.4h, v2.4h }, [x24], x0
	ld1	{ v2.4h, v3.4h }, [x0], x28
	ld1	{ v10.4h, v11.4h }, [x4], x19
	ld1	{ v20.4s, v21.4s }, [x9]
	ld1	{ v27.4s, v28.4s }, [x13]
	ld1	{ v16.4s, v17.4s }, [x24]
	ld1	{ v10.4s, v11.4s }, [x20]
	ld1	{ v18.4s, v19.4s }, [x8], #32
	ld1	{ v5.4s, v6.4s }, [x22], x7
	ld1	{ v27.4s, v28.4s }, [x7], x10
	ld1	{ v25.4s, v26.4s }, [x20], x4
	ld1	{ v15.8b, v16.8b }, [x21]
	ld1	{ v15.8b, v16.8b }, [x24]
	ld1	{ v13.8b, v14.8b }, [x12]
	ld1	{ v19.8b, v20.8b }, [x19]
	ld1	{ v14.8b, v15.8b }, [x19], x15
	ld1	{ v31.8b, v0.8b }, [x28], x12
	ld1	{ v20.8b, v21.8b }, [x23], x3
	ld1	{ v23.8b, v24.8b }, [x8], x29
	ld1	{ v3.8h, v4.8h }, [x9]
	ld1	{ v21.8h, v22.8h }, [x28]
	ld1	{ v9.8h, v10.8h }, [x21]
	ld1	{ v22.8h, v23.8h }, [x22]
	ld1	{ v2.8h, v3.8h }, [x22], x4
	ld1	{ v26.8h, v27.8h }, [x12], x11
	ld1	{ v2.8h, v3.8h }, [x5], x21
	ld1	{ v30.8h, v31.8h }, [x5], x7
	ld1	{ v22.b }[10], [x26]
	ld1	{ v13.b }[7], [x15]
	ld1	{ v18.b }[12], [x24]
	ld1	{ v29.b }[15], [x28]
	ld1	{ v11.b }[12], [x28], x20
	ld1	{ v18.b }[14], [x15], x20
	ld1	{ v1.b }[0], [x6], x9
	ld1	{ v1.b }[3], [x19], x8
	ld1	{ v1.d }[1], [x7]
	ld1	{ v23.d }[1], [x29]
	ld1	{ v5.d }[0], [x9]
	ld1	{ v26.d }[0], [x16]
	ld1	{ v24.d }[1], [x11], #8
	ld1	{ v15.d }[0], [x24], x5
	ld1	{ v4.d }[0], [x30], x23
	ld1	{ v1.d }[0], [x15], x28
	ld1	{ v29.h }[0], [x20]
	ld1	{ v19.h }[0], [x4]
	ld1	{ v2.h }[5], [x5]
	ld1	{ v8.h }[0], [x9]
	ld1	{ v27.h }[2], [x8], x9
	ld1	{ v1.h }[4], [x7], x11
	ld1	{ v11.h }[3], [x17], x28
	ld1	{ v23.h }[0], [x1], x5
	ld1	{ v9.s }[0], [x18]
	ld1	{ v15.s }[0], [x24]
	ld1	{ v27.s }[3], [x23]
	ld1	{ v1.s }[3], [x8]
	ld1	{ v6.s }[0], [x14], x15
	ld1	{ v24.s }[0], [x15], x4
	ld1	{ v16.s }[3], [x13], x14
	ld1	{ v24.s }[3], [x19], x28
	ld2r	{ v3.16b, v4.16b }, [x9]
	ld2r	{ v17.16b, v18.16b }, [x17]
	ld2r	{ v5.16b, v6.16b }, [x15]
	ld2r	{ v16.16b, v17.16b }, [sp]
	ld2r	{ v27.16b, v28.16b }, [x13], x17
	ld2r	{ v3.16b, v4.16b }, [x27], x26
	ld2r	{ v12.16b, v13.16b }, [x25], x12
	ld2r	{ v1.16b, v2.16b }, [x20], x12
	ld2r	{ v17.1d, v18.1d }, [x16]
	ld2r	{ v20.1d, v21.1d }, [x12]
	ld2r	{ v23.1d, v24.1d }, [x26]
	ld2r	{ v27.1d, v28.1d }, [x9]
	ld2r	{ v6.1d, v7.1d }, [x26], x7
	ld2r	{ v13.1d, v14.1d }, [x2], x24
	ld2r	{ v12.1d, v13.1d }, [x20], x30
	ld2r	{ v19.1d, v20.1d }, [x21], x13
	ld2r	{ v3.2d, v4.2d }, [x2]
	ld2r	{ v17.2d, v18.2d }, [x15]
	ld2r	{ v0.2d, v1.2d }, [x2]
	ld2r	{ v23.2d, v24.2d }, [x20]
	ld2r	{ v31.2d, v0.2d }, [x7], #16
	ld2r	{ v26.2d, v27.2d }, [x29], x3
	ld2r	{ v0.2d, v1.2d }, [x13], #16
	ld2r	{ v15.2d, v16.2d }, [x19], x7
	ld2r	{ v31.2s, v0.2s }, [x17]
	ld2r	{ v29.2s, v30.2s }, [x4]
	ld2r	{ v9.2s, v10.2s }, [x11]
	ld2r	{ v24.2s, v25.2s }, [x27]
	ld2r	{ v5.2s, v6.2s }, [x21], x27
	ld2r	{ v10.2s, v11.2s }, [x29], x28
	ld2r	{ v26.2s, v27.2s }, [x6], x10
	ld2r	{ v12.2s, v13.2s }, [x29], x23
	ld2r	{ v0.4h, v1.4h }, [x20]
	ld2r	{ v15.4h, v16.4h }, [x29]
	ld2r	{ v14.4h, v15.4h }, [x7]
	ld2r	{ v10.4h, v11.4h }, [x23]
	ld2r	{ v7.4h, v8.4h }, [x12], x18
	ld2r	{ v12.4h, v13.4h }, [x24], x15
	ld2r	{ v11.4h, v12.4h }, [x4], x6
	ld2r	{ v0.4h, v1.4h }, [x8], x7
	ld2r	{ v16.4s, v17.4s }, [sp]
	ld2r	{ v19.4s, v20.4s }, [x15]
	ld2r	{ v11.4s, v12.4s }, [x5]
	ld2r	{ v2.4s, v3.4s }, [x24]
	ld2r	{ v3.4s, v4.4s }, [sp], x23
	ld2r	{ v28.4s, v29.4s }, [x25], x13
	ld2r	{ v27.4s, v28.4s }, [x5], x29
	ld2r	{ v4.4s, v5.4s }, [x5], x14
	ld2r	{ v31.8b, v0.8b }, [x2]
	ld2r	{ v12.8b, v13.8b }, [x16]
	ld2r	{ v21.8b, v22.8b }, [x21]
	ld2r	{ v17.8b, v18.8b }, [x20]
	ld2r	{ v1.8b, v2.8b }, [x25], x10
	ld2r	{ v12.8b, v13.8b }, [x22], x10
	ld2r	{ v0.8b, v1.8b }, [x0], x15
	ld2r	{ v29.8b, v30.8b }, [x13], x13
	ld2r	{ v23.8h, v24.8h }, [x18]
	ld2r	{ v30.8h, v31.8h }, [x9]
	ld2r	{ v15.8h, v16.8h }, [x12]
	ld2r	{ v31.8h, v0.8h }, [x0]
	ld2r	{ v31.8h, v0.8h }, [x1], x5
	ld2r	{ v11.8h, v12.8h }, [x6], x8
	ld2r	{ v9.8h, v10.8h }, [x23], x28
	ld2r	{ v7.8h, v8.8h }, [sp], x5
	ld2	{ v2.b, v3.b }[0], [x11]
	ld2	{ v20.b, v21.b }[1], [x14]
	ld2	{ v16.b, v17.b }[12], [x17]
	ld2	{ v13.b, v14.b }[15], [x13]
	ld2	{ v20.b, v21.b }[15], [x3], x21
	ld2	{ v21.b, v22.b }[15], [x9], #2
	ld2	{ v2.b, v3.b }[12], [x12], x1
	ld2	{ v4.b, v5.b }[0], [x18], x17
	ld2	{ v20.d, v21.d }[0], [x14]
	ld2	{ v30.d, v31.d }[0], [x13]
	ld2	{ v9.d, v10.d }[1], [x30]
	ld2	{ v8.d, v9.d }[1], [x16]
	ld2	{ v18.d, v19.d }[1], [x16], x14
	ld2	{ v15.d, v16.d }[0], [x21], x5
	ld2	{ v20.d, v21.d }[1], [x15], x5
	ld2	{ v9.d, v10.d }[1], [x5], x17
	ld2	{ v0.h, v1.h }[6], [x15]
	ld2	{ v19.h, v20.h }[1], [x30]
	ld2	{ v15.h, v16.h }[4], [x29]
	ld2	{ v4.h, v5.h }[1], [x17]
	ld2	{ v10.h, v11.h }[0], [x18], x15
	ld2	{ v5.h, v6.h }[2], [x17], x6
	ld2	{ v17.h, v18.h }[1], [x12], x21
	ld2	{ v29.h, v30.h }[1], [x7], x30
	ld2	{ v11.s, v12.s }[3], [x6]
	ld2	{ v27.s, v28.s }[3], [x6]
	ld2	{ v27.s, v28.s }[1], [x20]
	ld2	{ v11.s, v12.s }[0], [x12]
	ld2	{ v15.s, v16.s }[1], [x14], x20
	ld2	{ v31.s, v0.s }[1], [x13], x17
	ld2	{ v0.s, v1.s }[2], [x20], x12
	ld2	{ v3.s, v4.s }[3], [x12], x20
	ld2	{ v30.16b, v31.16b }, [x5]
	ld2	{ v14.16b, v15.16b }, [x24]
	ld2	{ v24.16b, v25.16b }, [x14]
	ld2	{ v25.16b, v26.16b }, [x19]
	ld2	{ v18.16b, v19.16b }, [x7], x16
	ld2	{ v22.16b, v23.16b }, [x27], x21
	ld2	{ v2.16b, v3.16b }, [x10], x1
	ld2	{ v18.16b, v19.16b }, [x19], x7
	ld2	{ v6.2d, v7.2d }, [x29]
	ld2	{ v17.2d, v18.2d }, [x7]
	ld2	{ v8.2d, v9.2d }, [x28]
	ld2	{ v29.2d, v30.2d }, [x17]
	ld2	{ v13.2d, v14.2d }, [x9], x14
	ld2	{ v21.2d, v22.2d }, [x17], x25
	ld2	{ v7.2d, v8.2d }, [x9], x20
	ld2	{ v18.2d, v19.2d }, [x28], x17
	ld2	{ v0.2s, v1.2s }, [x11]
	ld2	{ v30.2s, v31.2s }, [x21]
	ld2	{ v28.2s, v29.2s }, [x14]
	ld2	{ v1.2s, v2.2s }, [x19]
	ld2	{ v0.2s, v1.2s }, [x10], x20
	ld2	{ v9.2s, v10.2s }, [x25], x0
	ld2	{ v2.2s, v3.2s }, [x18], x20
	ld2	{ v14.2s, v15.2s }, [x4], x11
	ld2	{ v28.4h, v29.4h }, [x10]
	ld2	{ v31.4h, v0.4h }, [x18]
	ld2	{ v30.4h, v31.4h }, [x1]
	ld2	{ v18.4h, v19.4h }, [x16]
	ld2	{ v23.4h, v24.4h }, [x23], x3
	ld2	{ v24.4h, v25.4h }, [sp], x28
	ld2	{ v17.4h, v18.4h }, [x16], x27
	ld2	{ v30.4h, v31.4h }, [x28], x10
	ld2	{ v20.4s, v21.4s }, [x28]
	ld2	{ v25.4s, v26.4s }, [x13]
	ld2	{ v12.4s, v13.4s }, [x5]
	ld2	{ v12.4s, v13.4s }, [x15]
	ld2	{ v25.4s, v26.4s }, [x21], x25
	ld2	{ v10.4s, v11.4s }, [x24], x18
	ld2	{ v20.4s, v21.4s }, [x28], x22
	ld2	{ v7.4s, v8.4s }, [x17], x25
	ld2	{ v0.8b, v1.8b }, [x9]
	ld2	{ v7.8b, v8.8b }, [sp]
	ld2	{ v16.8b, v17.8b }, [x16]
	ld2	{ v9.8b, v10.8b }, [x16]
	ld2	{ v16.8b, v17.8b }, [x3], x9
	ld2	{ v23.8b, v24.8b }, [x4], x20
	ld2	{ v27.8b, v28.8b }, [x0], x7
	ld2	{ v31.8b, v0.8b }, [x28], x9
	ld2	{ v30.8h, v31.8h }, [x8]
	ld2	{ v4.8h, v5.8h }, [x9]
	ld2	{ v29.8h, v30.8h }, [x25]
	ld2	{ v5.8h, v6.8h }, [x8]
	ld2	{ v11.8h, v12.8h }, [x11], x6
	ld2	{ v3.8h, v4.8h }, [x24], x24
	ld2	{ v2.8h, v3.8h }, [x9], x2
	ld2	{ v9.8h, v10.8h }, [x2], x23
	ld3r	{ v27.16b, v28.16b, v29.16b }, [x12]
	ld3r	{ v20.16b, v21.16b, v22.16b }, [x1]
	ld3r	{ v23.16b, v24.16b, v25.16b }, [x7]
	ld3r	{ v11.16b, v12.16b, v13.16b }, [x17]
	ld3r	{ v30.16b, v31.16b, v0.16b }, [x4], x4
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x14], x4
	ld3r	{ v27.16b, v28.16b, v29.16b }, [x23], x27
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x30], x0
	ld3r	{ v24.1d, v25.1d, v26.1d }, [x29]
	ld3r	{ v8.1d, v9.1d, v10.1d }, [x21]
	ld3r	{ v5.1d, v6.1d, v7.1d }, [x24]
	ld3r	{ v16.1d, v17.1d, v18.1d }, [x22]
	ld3r	{ v13.1d, v14.1d, v15.1d }, [sp], x2
	ld3r	{ v12.1d, v13.1d, v14.1d }, [x29], x10
	ld3r	{ v12.1d, v13.1d, v14.1d }, [x23], #24
	ld3r	{ v2.1d, v3.1d, v4.1d }, [x11], x5
	ld3r	{ v22.2d, v23.2d, v24.2d }, [x26]
	ld3r	{ v29.2d, v30.2d, v31.2d }, [x10]
	ld3r	{ v14.2d, v15.2d, v16.2d }, [x28]
	ld3r	{ v3.2d, v4.2d, v5.2d }, [sp]
	ld3r	{ v6.2d, v7.2d, v8.2d }, [x25], x26
	ld3r	{ v27.2d, v28.2d, v29.2d }, [x30], x16
	ld3r	{ v22.2d, v23.2d, v24.2d }, [x1], #24
	ld3r	{ v1.2d, v2.2d, v3.2d }, [x17], x7
	ld3r	{ v24.2s, v25.2s, v26.2s }, [x7]
	ld3r	{ v30.2s, v31.2s, v0.2s }, [x27]
	ld3r	{ v23.2s, v24.2s, v25.2s }, [x26]
	ld3r	{ v25.2s, v26.2s, v27.2s }, [x2]
	ld3r	{ v8.2s, v9.2s, v10.2s }, [x26], x28
	ld3r	{ v19.2s, v20.2s, v21.2s }, [x22], x15
	ld3r	{ v7.2s, v8.2s, v9.2s }, [x9], x10
	ld3r	{ v5.2s, v6.2s, v7.2s }, [x4], x18
	ld3r	{ v3.4h, v4.4h, v5.4h }, [x19]
	ld3r	{ v8.4h, v9.4h, v10.4h }, [x20]
	ld3r	{ v19.4h, v20.4h, v21.4h }, [x8]
	ld3r	{ v6.4h, v7.4h, v8.4h }, [x12]
	ld3r	{ v24.4h, v25.4h, v26.4h }, [x29], x23
	ld3r	{ v18.4h, v19.4h, v20.4h }, [x9], x7
	ld3r	{ v30.4h, v31.4h, v0.4h }, [x7], x0
	ld3r	{ v25.4h, v26.4h, v27.4h }, [x8], x29
	ld3r	{ v17.4s, v18.4s, v19.4s }, [x21]
	ld3r	{ v9.4s, v10.4s, v11.4s }, [x22]
	ld3r	{ v20.4s, v21.4s, v22.4s }, [x22]
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x6]
	ld3r	{ v18.4s, v19.4s, v20.4s }, [x27], x5
	ld3r	{ v17.4s, v18.4s, v19.4s }, [x20], x10
	ld3r	{ v12.4s, v13.4s, v14.4s }, [x9], x5
	ld3r	{ v4.4s, v5.4s, v6.4s }, [x13], x27
	ld3r	{ v27.8b, v28.8b, v29.8b }, [x26]
	ld3r	{ v5.8b, v6.8b, v7.8b }, [x3]
	ld3r	{ v30.8b, v31.8b, v0.8b }, [x28]
	ld3r	{ v1.8b, v2.8b, v3.8b }, [x5]
	ld3r	{ v15.8b, v16.8b, v17.8b }, [x18], x0
	ld3r	{ v26.8b, v27.8b, v28.8b }, [x9], x6
	ld3r	{ v19.8b, v20.8b, v21.8b }, [x4], x14
	ld3r	{ v11.8b, v12.8b, v13.8b }, [x4], x27
	ld3r	{ v2.8h, v3.8h, v4.8h }, [x3]
	ld3r	{ v7.8h, v8.8h, v9.8h }, [sp]
	ld3r	{ v28.8h, v29.8h, v30.8h }, [x20]
	ld3r	{ v24.8h, v25.8h, v26.8h }, [x1]
	ld3r	{ v22.8h, v23.8h, v24.8h }, [x1], x20
	ld3r	{ v28.8h, v29.8h, v30.8h }, [x3], x1
	ld3r	{ v26.8h, v27.8h, v28.8h }, [x7], x25
	ld3r	{ v3.8h, v4.8h, v5.8h }, [x26], #6
	ld3	{ v31.b, v0.b, v1.b }[8], [x17]
	ld3	{ v2.b, v3.b, v4.b }[15], [x20]
	ld3	{ v12.b, v13.b, v14.b }[15], [x5]
	ld3	{ v3.b, v4.b, v5.b }[13], [x18]
	ld3	{ v11.b, v12.b, v13.b }[0], [x26], x9
	ld3	{ v2.b, v3.b, v4.b }[0], [x14], x11
	ld3	{ v29.b, v30.b, v31.b }[1], [x27], x23
	ld3	{ v14.b, v15.b, v16.b }[0], [x19], x7
	ld3	{ v5.d, v6.d, v7.d }[0], [x21]
	ld3	{ v10.d, v11.d, v12.d }[1], [x27]
	ld3	{ v23.d, v24.d, v25.d }[0], [x4]
	ld3	{ v20.d, v21.d, v22.d }[0], [x12]
	ld3	{ v13.d, v14.d, v15.d }[0], [x24], x29
	ld3	{ v21.d, v22.d, v23.d }[1], [x21], x13
	ld3	{ v20.d, v21.d, v22.d }[1], [x0], x10
	ld3	{ v10.d, v11.d, v12.d }[0], [x17], x24
	ld3	{ v29.h, v30.h, v31.h }[0], [x17]
	ld3	{ v2.h, v3.h, v4.h }[2], [x11]
	ld3	{ v31.h, v0.h, v1.h }[6], [x8]
	ld3	{ v5.h, v6.h, v7.h }[1], [x27]
	ld3	{ v10.h, v11.h, v12.h }[0], [x29], x25
	ld3	{ v21.h, v22.h, v23.h }[3], [x25], x15
	ld3	{ v31.h, v0.h, v1.h }[1], [x27], x23
	ld3	{ v4.h, v5.h, v6.h }[1], [x12], x29
	ld3	{ v27.s, v28.s, v29.s }[1], [x5]
	ld3	{ v14.s, v15.s, v16.s }[3], [x18]
	ld3	{ v15.s, v16.s, v17.s }[0], [x10]
	ld3	{ v13.s, v14.s, v15.s }[3], [x7]
	ld3	{ v27.s, v28.s, v29.s }[3], [x25], x10
	ld3	{ v31.s, v0.s, v1.s }[2], [x10], x19
	ld3	{ v4.s, v5.s, v6.s }[2], [x23], x13
	ld3	{ v28.s, v29.s, v30.s }[1], [x19], x30
	ld3	{ v17.16b, v18.16b, v19.16b }, [x10]
	ld3	{ v30.16b, v31.16b, v0.16b }, [x1]
	ld3	{ v29.16b, v30.16b, v31.16b }, [x2]
	ld3	{ v11.16b, v12.16b, v13.16b }, [x15]
	ld3	{ v5.16b, v6.16b, v7.16b }, [x22], x20
	ld3	{ v12.16b, v13.16b, v14.16b }, [x25], x28
	ld3	{ v23.16b, v24.16b, v25.16b }, [x10], x21
	ld3	{ v11.16b, v12.16b, v13.16b }, [x7], x13
	ld3	{ v19.2d, v20.2d, v21.2d }, [x17]
	ld3	{ v8.2d, v9.2d, v10.2d }, [x21]
	ld3	{ v8.2d, v9.2d, v10.2d }, [x2]
	ld3	{ v7.2d, v8.2d, v9.2d }, [x5]
	ld3	{ v9.2d, v10.2d, v11.2d }, [x9], x12
	ld3	{ v1.2d, v2.2d, v3.2d }, [x9], x11
	ld3	{ v16.2d, v17.2d, v18.2d }, [x16], x18
	ld3	{ v19.2d, v20.2d, v21.2d }, [x2], x7
	ld3	{ v16.2s, v17.2s, v18.2s }, [x19]
	ld3	{ v24.2s, v25.2s, v26.2s }, [x3]
	ld3	{ v12.2s, v13.2s, v14.2s }, [x22]
	ld3	{ v9.2s, v10.2s, v11.2s }, [x8]
	ld3	{ v18.2s, v19.2s, v20.2s }, [x25], x20
	ld3	{ v8.2s, v9.2s, v10.2s }, [x4], x11
	ld3	{ v1.2s, v2.2s, v3.2s }, [x24], x23
	ld3	{ v4.2s, v5.2s, v6.2s }, [x23], x10
	ld3	{ v9.4h, v10.4h, v11.4h }, [x3]
	ld3	{ v27.4h, v28.4h, v29.4h }, [x19]
	ld3	{ v12.4h, v13.4h, v14.4h }, [sp]
	ld3	{ v0.4h, v1.4h, v2.4h }, [x19]
	ld3	{ v28.4h, v29.4h, v30.4h }, [x9], x28
	ld3	{ v30.4h, v31.4h, v0.4h }, [x7], x26
	ld3	{ v25.4h, v26.4h, v27.4h }, [x28], x23
	ld3	{ v17.4h, v18.4h, v19.4h }, [sp], x24
	ld3	{ v23.4s, v24.4s, v25.4s }, [x27]
	ld3	{ v24.4s, v25.4s, v26.4s }, [x8]
	ld3	{ v19.4s, v20.4s, v21.4s }, [x9]
	ld3	{ v19.4s, v20.4s, v21.4s }, [x1]
	ld3	{ v19.4s, v20.4s, v21.4s }, [x7], x26
	ld3	{ v26.4s, v27.4s, v28.4s }, [x29], x24
	ld3	{ v4.4s, v5.4s, v6.4s }, [x21], x17
	ld3	{ v30.4s, v31.4s, v0.4s }, [x6], x16
	ld3	{ v1.8b, v2.8b, v3.8b }, [x0]
	ld3	{ v17.8b, v18.8b, v19.8b }, [x29]
	ld3	{ v3.8b, v4.8b, v5.8b }, [x3]
	ld3	{ v4.8b, v5.8b, v6.8b }, [x28]
	ld3	{ v7.8b, v8.8b, v9.8b }, [x26], x7
	ld3	{ v22.8b, v23.8b, v24.8b }, [x19], x6
	ld3	{ v30.8b, v31.8b, v0.8b }, [x5], x10
	ld3	{ v2.8b, v3.8b, v4.8b }, [x30], x5
	ld3	{ v5.8h, v6.8h, v7.8h }, [x4]
	ld3	{ v23.8h, v24.8h, v25.8h }, [x22]
	ld3	{ v24.8h, v25.8h, v26.8h }, [x9]
	ld3	{ v17.8h, v18.8h, v19.8h }, [x10]
	ld3	{ v28.8h, v29.8h, v30.8h }, [x18], x11
	ld3	{ v14.8h, v15.8h, v16.8h }, [x0], x30
	ld3	{ v18.8h, v19.8h, v20.8h }, [x21], #48
	ld3	{ v4.8h, v5.8h, v6.8h }, [x12], x22
	ld4r	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x25]
	ld4r	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x17]
	ld4r	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x14]
	ld4r	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x17]
	ld4r	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x10], x5
	ld4r	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x6], x9
	ld4r	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x10], x29
	ld4r	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x16], x19
	ld4r	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x24]
	ld4r	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x0]
	ld4r	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x23]
	ld4r	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x15]
	ld4r	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x8], x29
	ld4r	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x1], x7
	ld4r	{ v3.1d, v4.1d, v5.1d, v6.1d }, [x9], x24
	ld4r	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x24], x28
	ld4r	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x18]
	ld4r	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x4]
	ld4r	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x21]
	ld4r	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x4]
	ld4r	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x3], x20
	ld4r	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x1], x2
	ld4r	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x25], x20
	ld4r	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x13], x30
	ld4r	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x13]
	ld4r	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x10]
	ld4r	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x13]
	ld4r	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x23]
	ld4r	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x1], x11
	ld4r	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x28], x0
	ld4r	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x18], x11
	ld4r	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x0], x18
	ld4r	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x24]
	ld4r	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x2]
	ld4r	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x30]
	ld4r	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x12]
	ld4r	{ v29.4h, v30.4h, v31.4h, v0.4h }, [sp], x12
	ld4r	{ v11.4h, v12.4h, v13.4h, v14.4h }, [x24], x16
	ld4r	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x4], x4
	ld4r	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x15], x17
	ld4r	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x11]
	ld4r	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x18]
	ld4r	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x8]
	ld4r	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x5]
	ld4r	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x3], x22
	ld4r	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x8], x1
	ld4r	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x12], x0
	ld4r	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x30], x2
	ld4r	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x29]
	ld4r	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x27]
	ld4r	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x21]
	ld4r	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x13]
	ld4r	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x16], x16
	ld4r	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x28], x30
	ld4r	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x1], x5
	ld4r	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x28], x18
	ld4r	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x24]
	ld4r	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x24]
	ld4r	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x9]
	ld4r	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x18]
	ld4r	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x26], x11
	ld4r	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x13], x20
	ld4r	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x21], x17
	ld4r	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x1], x1
	ld4	{ v26.b, v27.b, v28.b, v29.b }[1], [x4]
	ld4	{ v12.b, v13.b, v14.b, v15.b }[14], [x26]
	ld4	{ v15.b, v16.b, v17.b, v18.b }[12], [x29]
	ld4	{ v12.b, v13.b, v14.b, v15.b }[0], [x3]
	ld4	{ v12.b, v13.b, v14.b, v15.b }[10], [x10], x25
	ld4	{ v13.b, v14.b, v15.b, v16.b }[3], [x4], x30
	ld4	{ v28.b, v29.b, v30.b, v31.b }[0], [x17], x6
	ld4	{ v23.b, v24.b, v25.b, v26.b }[0], [x12], x13
	ld4	{ v4.d, v5.d, v6.d, v7.d }[0], [x25]
	ld4	{ v24.d, v25.d, v26.d, v27.d }[1], [x22]
	ld4	{ v26.d, v27.d, v28.d, v29.d }[0], [x4]
	ld4	{ v5.d, v6.d, v7.d, v8.d }[0], [x3]
	ld4	{ v19.d, v20.d, v21.d, v22.d }[0], [x29], x4
	ld4	{ v0.d, v1.d, v2.d, v3.d }[0], [x6], x22
	ld4	{ v9.d, v10.d, v11.d, v12.d }[1], [x10], x13
	ld4	{ v17.d, v18.d, v19.d, v20.d }[0], [x28], x18
	ld4	{ v20.h, v21.h, v22.h, v23.h }[1], [x14]
	ld4	{ v30.h, v31.h, v0.h, v1.h }[7], [x3]
	ld4	{ v0.h, v1.h, v2.h, v3.h }[1], [x17]
	ld4	{ v29.h, v30.h, v31.h, v0.h }[6], [x23]
	ld4	{ v31.h, v0.h, v1.h, v2.h }[3], [x0], x30
	ld4	{ v2.h, v3.h, v4.h, v5.h }[0], [x13], x29
	ld4	{ v28.h, v29.h, v30.h, v31.h }[5], [x24], x12
	ld4	{ v13.h, v14.h, v15.h, v16.h }[7], [x26], x7
	ld4	{ v26.s, v27.s, v28.s, v29.s }[3], [x9]
	ld4	{ v7.s, v8.s, v9.s, v10.s }[3], [x10]
	ld4	{ v22.s, v23.s, v24.s, v25.s }[0], [x0]
	ld4	{ v10.s, v11.s, v12.s, v13.s }[2], [sp]
	ld4	{ v10.s, v11.s, v12.s, v13.s }[1], [x6], x13
	ld4	{ v30.s, v31.s, v0.s, v1.s }[1], [x28], x16
	ld4	{ v19.s, v20.s, v21.s, v22.s }[1], [x9], x0
	ld4	{ v22.s, v23.s, v24.s, v25.s }[3], [x12], x2
	ld4	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x15]
	ld4	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x20]
	ld4	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x8]
	ld4	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x6]
	ld4	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x29], x2
	ld4	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x24], x6
	ld4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x4], x24
	ld4	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x7], x20
	ld4	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x23]
	ld4	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x18]
	ld4	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x3]
	ld4	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x14]
	ld4	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x21], x1
	ld4	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x18], x0
	ld4	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x11], x0
	ld4	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x7], x6
	ld4	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x25]
	ld4	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x30]
	ld4	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x2]
	ld4	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x7]
	ld4	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x14], x15
	ld4	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x7], x24
	ld4	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x1], x25
	ld4	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x22], x4
	ld4	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x19]
	ld4	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x8]
	ld4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x16]
	ld4	{ v7.4h, v8.4h, v9.4h, v10.4h }, [x20]
	ld4	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x11], x28
	ld4	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x4], x30
	ld4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x26], x12
	ld4	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x27], x23
	ld4	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x26]
	ld4	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x8]
	ld4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x26]
	ld4	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x2]
	ld4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x8], x25
	ld4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x11], x24
	ld4	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x22], x13
	ld4	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x3], x14
	ld4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x5]
	ld4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x9]
	ld4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x16]
	ld4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x30]
	ld4	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x23], x1
	ld4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x22], x16
	ld4	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x5], x13
	ld4	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x28], x11
	ld4	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x29]
	ld4	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x18]
	ld4	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x1]
	ld4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x22]
	ld4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x12], x1
	ld4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x18], x17
	ld4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x1], x5
	ld4	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x20], x18
	ldar	w26, [x13]
	ldar	w19, [x23]
	ldar	w28, [x9]
	ldar	w24, [x4]
	ldar	x15, [x0]
	ldar	x28, [x9]
	ldar	x28, [x3]
	ldar	x23, [x27]
	ldarb	w8, [x22]
	ldarb	w11, [x28]
	ldarb	w4, [x1]
	ldarb	w20, [x6]
	ldarh	w7, [x10]
	ldarh	w12, [x14]
	ldarh	w24, [x17]
	ldarh	w3, [x2]
	ldaxp	w25, w14, [x7]
	ldaxp	w18, w16, [x0]
	ldaxp	w13, w12, [x23]
	ldaxp	w23, wzr, [x5]
	ldaxp	x6, x13, [x4]
	ldaxp	x30, x16, [x27]
	ldaxp	x17, x7, [x9]
	ldaxp	x26, x29, [x5]
	ldaxr	w21, [x21]
	ldaxr	w8, [x25]
	ldaxr	w23, [x22]
	ldaxr	w17, [sp]
	ldaxr	x25, [x22]
	ldaxr	xzr, [x14]
	ldaxr	x4, [x12]
	ldaxr	x24, [sp]
	ldaxrb	w15, [x17]
	ldaxrb	w20, [x8]
	ldaxrb	w30, [x25]
	ldaxrb	w18, [x13]
	ldaxrh	w30, [x17]
	ldaxrh	w4, [x27]
	ldaxrh	w2, [x6]
	ldaxrh	w29, [x19]
	ldnp	d4, d11, [sp]
	ldnp	d12, d15, [x15, #-416]
	ldnp	d9, d7, [x0]
	ldnp	d25, d8, [x29]
	ldnp	q1, q18, [x27, #-80]
	ldnp	q13, q10, [x8]
	ldnp	q16, q25, [sp]
	ldnp	q29, q10, [x17, #672]
	ldnp	s14, s1, [x15, #-36]
	ldnp	s8, s30, [x28, #68]
	ldnp	s24, s28, [x1, #80]
	ldnp	s14, s20, [x11, #-120]
	ldnp	w24, w29, [x10, #-248]
	ldnp	w19, w2, [x26, #-112]
	ldnp	w0, w2, [x2, #-40]
	ldnp	w19, w13, [x25, #-248]
	ldnp	x12, x7, [x30, #160]
	ldnp	x17, x20, [x13]
	ldnp	x18, x3, [x30, #-8]
	ldnp	x4, x3, [x22, #-368]
	ldp	d28, d12, [x6]
	ldp	d15, d12, [x22]
	ldp	d3, d4, [x10, #448]
	ldp	d8, d18, [x6, #400]
	ldp	d15, d31, [x13], #-496
	ldp	d16, d29, [x0], #288
	ldp	d3, d28, [x30], #-144
	ldp	d3, d20, [x14], #0
	ldp	d7, d5, [x11, #-16]!
	ldp	d24, d15, [x13, #-248]!
	ldp	d0, d4, [x19, #232]!
	ldp	d2, d16, [x6, #320]!
	ldp	q8, q3, [x7]
	ldp	q31, q5, [x18, #-368]
	ldp	q27, q21, [x7, #-1024]
	ldp	q19, q28, [x26]
	ldp	q21, q8, [x18], #-464
	ldp	q29, q12, [x28], #64
	ldp	q24, q27, [x10], #528
	ldp	q6, q15, [x24], #288
	ldp	q31, q2, [x25, #-16]!
	ldp	q6, q28, [x10, #-1024]!
	ldp	q23, q3, [x27, #-1024]!
	ldp	q25, q18, [x28, #-16]!
	ldpsw	x30, x10, [x25, #16]
	ldpsw	x27, x12, [x8, #12]
	ldpsw	x30, x27, [x6, #-108]
	ldpsw	x19, x24, [x23]
	ldpsw	x30, x5, [x28], #0
	ldpsw	x16, x3, [x17], #40
	ldpsw	x27, x2, [x2], #0
	ldpsw	x4, x28, [x12], #-192
	ldpsw	x14, x30, [x2, #252]!
	ldpsw	x9, x24, [x6, #-256]!
	ldpsw	x27, x3, [x23, #252]!
	ldpsw	x27, x29, [x23, #152]!
	ldp	s10, s17, [x8, #-40]
	ldp	s8, s4, [x26, #88]
	ldp	s4, s0, [x14]
	ldp	s10, s2, [x9]
	ldp	s7, s15, [x18], #0
	ldp	s18, s6, [x28], #56
	ldp	s25, s23, [x17], #208
	ldp	s7, s16, [sp], #0
	ldp	s25, s5, [x13, #-136]!
	ldp	s9, s30, [x18, #4]!
	ldp	s12, s23, [x11, #188]!
	ldp	s29, s0, [x4, #0]!
	ldp	w3, w24, [x10]
	ldp	w3, w29, [x1, #84]
	ldp	w12, w30, [x2, #-256]
	ldp	w14, w25, [sp, #156]
	ldp	w19, w15, [x13], #216
	ldp	w12, w21, [x3], #0
	ldp	w9, w20, [x8], #44
	ldp	w11, w13, [sp], #-28
	ldp	w8, w10, [x19, #-184]!
	ldp	w17, w8, [x28, #112]!
	ldp	w4, w11, [x20, #-168]!
	ldp	w4, w0, [x27, #48]!
	ldp	x30, x18, [x8]
	ldp	x9, x20, [x28, #-128]
	ldp	x19, x0, [x9]
	ldp	x11, x13, [x21]
	ldp	x11, xzr, [x20], #-408
	ldp	x17, x19, [x4], #432
	ldp	x7, x17, [x23], #-136
	ldp	x6, x30, [x5], #216
	ldp	x30, x8, [x17, #-504]!
	ldp	x26, x0, [x23, #296]!
	ldp	x25, x2, [x24, #-248]!
	ldp	x10, x5, [x28, #-200]!
	ldur	b30, [x30]
	ldur	b21, [x8]
	ldur	b9, [x20]
	ldur	b29, [x26]
	ldr	b21, [x12], #145
	ldr	b25, [x3], #1
	ldr	b6, [x2], #36
	ldr	b15, [sp], #157
	ldr	b20, [x24, #255]!
	ldr	b22, [x4, #0]!
	ldr	b31, [x16, #1]!
	ldr	b22, [sp, #103]!
	ldr	b18, [x23, w30, sxtw #0]
	ldr	b8, [x14, w14, uxtw]
	ldr	b18, [x14, w30, sxtw #0]
	ldr	b2, [x20, w24, sxtw #0]
	ldr	b7, [x16, x30, lsl #0]
	ldr	b14, [x8, x22]
	ldr	b11, [x11, x23, lsl #0]
	ldr	b24, [x1, x4, lsl #0]
	ldr	b8, [x28]
	ldr	b10, [x24, #1624]
	ldr	b21, [x12, #4095]
	ldr	b7, [x9, #1393]
	ldurb	w2, [x28, #-210]
	ldurb	w7, [x28, #-181]
	ldurb	w24, [x13]
	ldurb	w28, [x15, #-239]
	ldrb	w4, [x28], #147
	ldrb	w28, [x5], #1
	ldrb	w16, [x5], #156
	ldrb	w21, [x1], #235
	ldrb	w15, [x30, #185]!
	ldrb	w22, [x3, #156]!
	ldrb	w27, [x5, #243]!
	ldrb	w28, [x15, #-231]!
	ldrb	w4, [x10, w27, sxtw]
	ldrb	w3, [x5, w23, uxtw #0]
	ldrb	w25, [x3, w3, uxtw]
	ldrb	w11, [sp, w21, uxtw #0]
	ldrb	w19, [x23, x17, sxtx]
	ldrb	w0, [x18, x23, sxtx]
	ldrb	w17, [x29, x15, lsl #0]
	ldrb	w11, [x26, x5]
	ldrb	w28, [x21, #4029]
	ldrb	w24, [x2, #3440]
	ldrb	w16, [x10, #3808]
	ldrb	w2, [x0, #831]
	ldur	d3, [x25]
	ldur	d9, [x2, #-64]
	ldur	d6, [x15]
	ldur	d23, [x22, #-234]
	ldr	d6, [x16], #0
	ldr	d28, [x1], #138
	ldr	d21, [x3], #1
	ldr	d25, [x5], #-173
	ldr	d11, [x4, #-1]!
	ldr	d19, [x27, #-155]!
	ldr	d1, [x29, #90]!
	ldr	d2, [x16, #1]!
	ldr	d29, [x11, w15, sxtw #3]
	ldr	d3, [x8, w12, uxtw]
	ldr	d29, [x10, w15, uxtw #3]
	ldr	d31, [x9, w11, sxtw]
	ldr	d4, [x17, x28]
	ldr	d31, [x16, x29, lsl #3]
	ldr	d2, [x0, x10, lsl #3]
	ldr	d12, [x28, x9, lsl #3]
	ldr	d4, [x26]
	ldr	d14, [x19, #4184]
	ldr	d3, [x2, #7496]
	ldr	d0, [x29, #28008]
	ldr	d17, #-341652
	ldr	d30, #1048572
	ldr	d18, #480468
	ldr	d5, #-28448
	ldur	h5, [x19, #-224]
	ldur	h2, [x29, #255]
	ldur	h6, [x23, #129]
	ldur	h10, [sp, #-1]
	ldr	h27, [x22], #212
	ldr	h2, [x9], #-37
	ldr	h25, [x10], #-222
	ldr	h11, [x22], #228
	ldr	h10, [x7, #-3]!
	ldr	h8, [x13, #-185]!
	ldr	h5, [x26, #184]!
	ldr	h9, [x17, #-50]!
	ldr	h19, [x2, w2, sxtw]
	ldr	h16, [x12, w9, uxtw]
	ldr	h1, [x13, w27, sxtw]
	ldr	h28, [x3, w0, sxtw]
	ldr	h8, [x16, x0, sxtx #1]
	ldr	h14, [x10, x6, lsl #1]
	ldr	h0, [x14, x26, sxtx]
	ldr	h19, [x5, x28]
	ldr	h5, [x7, #6950]
	ldr	h2, [x13]
	ldr	h7, [x22, #892]
	ldr	h30, [x14]
	ldurh	w18, [x4, #179]
	ldurh	w9, [x5]
	ldurh	w6, [x18, #51]
	ldurh	w25, [x22, #40]
	ldrh	w2, [x4], #131
	ldrh	w17, [x26], #94
	ldrh	w1, [x4], #133
	ldrh	w13, [x26], #-131
	ldrh	w23, [x25, #-77]!
	ldrh	w26, [x20, #0]!
	ldrh	w6, [x21, #119]!
	ldrh	w3, [x7, #1]!
	ldrh	w24, [x4, w12, sxtw]
	ldrh	w17, [x25, w27, sxtw #1]
	ldrh	w9, [x26, w29, sxtw]
	ldrh	w21, [sp, w23, sxtw #1]
	ldrh	w26, [x10, x6, sxtx #1]
	ldrh	w1, [x10, x24]
	ldrh	w23, [x15, x18, sxtx]
	ldrh	w4, [x15, x3, lsl #1]
	ldrh	w26, [x27, #4634]
	ldrh	w29, [x15, #8190]
	ldrh	w13, [x29, #2828]
	ldrh	w16, [x15]
	ldur	q13, [x7, #-1]
	ldur	q14, [x23, #-197]
	ldur	q17, [x23, #-1]
	ldur	q28, [x26]
	ldr	q30, [x21], #32
	ldr	q11, [x8], #182
	ldr	q23, [x0], #-252
	ldr	q25, [x21], #-55
	ldr	q29, [x14, #-107]!
	ldr	q31, [x16, #-93]!
	ldr	q7, [x2, #-180]!
	ldr	q1, [x22, #-1]!
	ldr	q13, [x18, w23, uxtw #4]
	ldr	q30, [x4, w26, sxtw]
	ldr	q11, [x21, w10, sxtw]
	ldr	q12, [x14, w9, uxtw]
	ldr	q15, [x7, x9, sxtx #4]
	ldr	q2, [x14, x3, sxtx #4]
	ldr	q3, [x14, x16, lsl #4]
	ldr	q12, [sp, x21, sxtx]
	ldr	q10, [x14]
	ldr	q17, [x8]
	ldr	q31, [x7, #51680]
	ldr	q8, [x15, #2272]
	ldr	q21, #-287108
	ldr	q25, #-931532
	ldr	q6, #617460
	ldr	q11, #713332
	ldursb	w16, [x2]
	ldursb	w27, [x13, #-104]
	ldursb	w2, [x29, #-37]
	ldursb	w14, [x25, #163]
	ldrsb	w24, [x27], #-119
	ldrsb	w17, [x2], #-74
	ldrsb	w16, [x19], #181
	ldrsb	w26, [x27], #-60
	ldrsb	w29, [x7, #-256]!
	ldrsb	w4, [x3, #-105]!
	ldrsb	wzr, [x6, #-61]!
	ldrsb	w14, [x25, #96]!
	ldrsb	w3, [x12, w14, uxtw]
	ldrsb	w29, [x1, w19, sxtw]
	ldrsb	w2, [x9, w7, uxtw]
	ldrsb	w2, [x16, w25, uxtw]
	ldrsb	w6, [x6, x29, sxtx #0]
	ldrsb	w3, [x5, x5, sxtx]
	ldrsb	w30, [x1, x5, lsl #0]
	ldrsb	w14, [x1, x6, sxtx #0]
	ldrsb	w2, [x10, #1575]
	ldrsb	w2, [x26]
	ldrsb	wzr, [x30, #1013]
	ldrsb	w26, [x7, #1533]
	ldursb	x2, [x3, #-168]
	ldursb	x28, [x30, #184]
	ldursb	x0, [x25]
	ldursb	x4, [x19, #-142]
	ldrsb	x29, [x25], #91
	ldrsb	x19, [x30], #92
	ldrsb	x12, [x24], #23
	ldrsb	x9, [x16], #-37
	ldrsb	x23, [x30, #-227]!
	ldrsb	x22, [x10, #34]!
	ldrsb	x21, [x2, #115]!
	ldrsb	x20, [x2, #-192]!
	ldrsb	x16, [x30, w13, uxtw #0]
	ldrsb	x13, [x19, w8, uxtw]
	ldrsb	x20, [x14, w11, uxtw #0]
	ldrsb	x21, [x13, w23, uxtw #0]
	ldrsb	x25, [x1, x12, sxtx #0]
	ldrsb	x13, [x15, x28, sxtx #0]
	ldrsb	x10, [x6, x25]
	ldrsb	x7, [x15, x14]
	ldrsb	x20, [x29, #3023]
	ldrsb	x24, [x26]
	ldrsb	x1, [sp, #795]
	ldrsb	x6, [x24, #180]
	ldursh	w16, [x20, #1]
	ldursh	w16, [x4, #-106]
	ldursh	w15, [x0]
	ldursh	w7, [x29, #56]
	ldrsh	w30, [x18], #255
	ldrsh	w29, [x25], #1
	ldrsh	w18, [x29], #-55
	ldrsh	w18, [x15], #0
	ldrsh	w18, [x21, #215]!
	ldrsh	w13, [x2, #255]!
	ldrsh	w20, [x30, #-136]!
	ldrsh	w30, [x12, #94]!
	ldrsh	w14, [x14, w8, sxtw #1]
	ldrsh	w9, [x16, w24, uxtw #1]
	ldrsh	w23, [x0, w10, uxtw #1]
	ldrsh	w29, [x12, w30, sxtw]
	ldrsh	w1, [x16, x2, lsl #1]
	ldrsh	w7, [x16, x15, sxtx]
	ldrsh	w13, [x19, x17, sxtx]
	ldrsh	wzr, [x9, x30]
	ldrsh	w25, [x24, #4020]
	ldrsh	w17, [x0, #8190]
	ldrsh	w25, [x25]
	ldrsh	w29, [x22]
	ldursh	x22, [x26, #-139]
	ldursh	x30, [x15]
	ldursh	x1, [x13]
	ldursh	x28, [x21]
	ldrsh	x16, [x21], #37
	ldrsh	x11, [x12], #-232
	ldrsh	x10, [x14], #-203
	ldrsh	xzr, [x24], #-1
	ldrsh	x23, [x11, #0]!
	ldrsh	x16, [x2, #-54]!
	ldrsh	x26, [x30, #255]!
	ldrsh	x8, [x15, #-236]!
	ldrsh	x6, [x15, w16, sxtw]
	ldrsh	x26, [x24, w18, sxtw #1]
	ldrsh	x3, [x13, w13, sxtw #1]
	ldrsh	x14, [x28, w23, uxtw]
	ldrsh	x25, [x3, x4, lsl #1]
	ldrsh	x13, [x11, x28, lsl #1]
	ldrsh	x18, [x7, x21]
	ldrsh	x29, [x4, x10, sxtx]
	ldrsh	x17, [x0, #2236]
	ldrsh	x11, [x27, #6928]
	ldrsh	x16, [x6, #2930]
	ldrsh	x13, [x19, #5718]
	ldursw	x20, [x26]
	ldursw	x22, [x13, #87]
	ldursw	x19, [x2]
	ldursw	x29, [x30, #-71]
	ldrsw	x6, #627340
	ldrsw	xzr, #-1048576
	ldrsw	x0, #-1048576
	ldrsw	x23, #-216372
	ldrsw	x21, [x0], #1
	ldrsw	x25, [x29], #170
	ldrsw	x23, [x0], #-192
	ldrsw	x12, [x9], #-98
	ldrsw	x20, [x11, #217]!
	ldrsw	x4, [sp, #129]!
	ldrsw	x7, [x17, #-160]!
	ldrsw	x18, [x4, #173]!
	ldrsw	x25, [x27, w20, uxtw #2]
	ldrsw	x6, [x18, w23, uxtw #2]
	ldrsw	x12, [x26, w23, sxtw #2]
	ldrsw	x20, [x23, w2, sxtw #2]
	ldrsw	x15, [x23, x24, sxtx #2]
	ldrsw	x27, [x1, x21, sxtx]
	ldrsw	x12, [x0, x18, lsl #2]
	ldrsw	x20, [x3, x25, lsl #2]
	ldrsw	x30, [x12]
	ldrsw	x10, [x16]
	ldrsw	x5, [x19]
	ldrsw	x4, [x0]
	ldur	s26, [x11, #-157]
	ldur	s8, [x12]
	ldur	s22, [x4]
	ldur	s6, [x17]
	ldr	s7, [x2], #-53
	ldr	s0, [x27], #-256
	ldr	s25, [x7], #147
	ldr	s6, [x12], #0
	ldr	s21, [x12, #-214]!
	ldr	s9, [x26, #-1]!
	ldr	s11, [x13, #251]!
	ldr	s31, [x29, #10]!
	ldr	s8, [sp, w11, sxtw #2]
	ldr	s4, [x1, w8, uxtw]
	ldr	s8, [x26, w23, sxtw #2]
	ldr	s19, [x1, w20, uxtw]
	ldr	s4, [x15, x22]
	ldr	s28, [x29, x3]
	ldr	s23, [x15, x17]
	ldr	s21, [x28, x29, sxtx #2]
	ldr	s14, [sp]
	ldr	s29, [x19]
	ldr	s31, [x26, #10464]
	ldr	s22, [x27]
	ldr	s13, #834820
	ldr	s15, #868720
	ldr	s6, #1048572
	ldr	s27, #105080
	ldur	w12, [x6, #241]
	ldur	w30, [x24, #1]
	ldur	w6, [x8, #87]
	ldur	w16, [x3, #-182]
	ldr	w7, #-86528
	ldr	w7, #0
	ldr	w10, #663936
	ldr	w3, #-157488
	ldr	w23, [x12], #60
	ldr	w13, [x25], #255
	ldr	w26, [x10], #-20
	ldr	w28, [x1], #-66
	ldr	w23, [x30, #89]!
	ldr	w11, [x2, #-123]!
	ldr	w30, [x4, #-35]!
	ldr	w25, [x7, #181]!
	ldr	w24, [x13, w27, sxtw]
	ldr	wzr, [x25, w27, sxtw]
	ldr	w8, [x20, w21, uxtw]
	ldr	w28, [x4, w26, sxtw #2]
	ldr	w17, [x27, x17]
	ldr	w9, [x8, x19, lsl #2]
	ldr	w5, [x24, x5, sxtx #2]
	ldr	w1, [x26, x16, sxtx]
	ldr	w24, [x7]
	ldr	w19, [x4]
	ldr	w16, [x16, #12864]
	ldr	w4, [x11]
	ldur	x15, [x21, #91]
	ldur	x11, [x30, #-245]
	ldur	x28, [x24]
	ldur	x12, [x16, #111]
	ldr	xzr, #1048572
	ldr	x30, #-937568
	ldr	x29, #817496
	ldr	x22, #189340
	ldr	x18, [x2], #-1
	ldr	x24, [x29], #-154
	ldr	x2, [x10], #-213
	ldr	x7, [x18], #66
	ldr	x22, [x30, #-237]!
	ldr	xzr, [x10, #72]!
	ldr	x23, [x6, #-94]!
	ldr	x3, [x29, #125]!
	ldr	x19, [x17, w12, sxtw #3]
	ldr	x30, [x19, wzr, uxtw]
	ldr	x14, [x22, w19, sxtw #3]
	ldr	x2, [x22, w11, sxtw]
	ldr	x24, [x16, x21, sxtx #3]
	ldr	x19, [x0, x3]
	ldr	x13, [x14, x18, sxtx #3]
	ldr	x25, [x1, x29, sxtx]
	ldr	x25, [x11, #1032]
	ldr	x13, [x23]
	ldr	x24, [x4]
	ldr	x2, [x21, #584]
	ldtrb	w10, [x24, #197]
	ldtrb	w16, [x8, #-251]
	ldtrb	w3, [x24, #1]
	ldtrb	w3, [x25, #-248]
	ldtrh	w26, [x5]
	ldtrh	w17, [x29, #-256]
	ldtrh	w24, [x16, #-193]
	ldtrh	w16, [x28]
	ldtrsb	w27, [x17]
	ldtrsb	w11, [x25, #130]
	ldtrsb	w15, [x22]
	ldtrsb	wzr, [x6]
	ldtrsb	x3, [x6, #-223]
	ldtrsb	x21, [x18, #-55]
	ldtrsb	x20, [x25]
	ldtrsb	x20, [x5, #-187]
	ldtrsh	w0, [x28]
	ldtrsh	w14, [x11, #-207]
	ldtrsh	w11, [x7, #209]
	ldtrsh	w21, [x24]
	ldtrsh	x30, [x20, #-99]
	ldtrsh	x9, [x3, #60]
	ldtrsh	x26, [x5, #53]
	ldtrsh	x6, [x0]
	ldtrsw	x1, [x27, #-106]
	ldtrsw	x17, [x15, #108]
	ldtrsw	x17, [x21]
	ldtrsw	x29, [x1, #-28]
	ldtr	w14, [x6, #-79]
	ldtr	w14, [x11, #-65]
	ldtr	w21, [x11]
	ldtr	w2, [x19]
	ldtr	x17, [x11]
	ldtr	x21, [x10]
	ldtr	x24, [x30, #-81]
	ldtr	x10, [x20, #11]
	ldxp	wzr, w11, [x7]
	ldxp	w22, w1, [x26]
	ldxp	w10, w27, [x2]
	ldxp	w4, w18, [x24]
	ldxp	x20, x11, [x2]
	ldxp	x2, x6, [x6]
	ldxp	x8, x7, [x0]
	ldxp	x29, x9, [x1]
	ldxr	w15, [x14]
	ldxr	w26, [x30]
	ldxr	w25, [x7]
	ldxr	wzr, [x16]
	ldxr	x17, [x12]
	ldxr	x0, [x28]
	ldxr	x23, [x26]
	ldxr	x0, [x4]
	ldxrb	w2, [x17]
	ldxrb	w14, [x25]
	ldxrb	w17, [x14]
	ldxrb	w28, [x10]
	ldxrh	w25, [x25]
	ldxrh	w1, [sp]
	ldxrh	w20, [x25]
	ldxrh	w16, [x14]
	lsl	w5, w24, w9
	lsl	w10, w4, w9
	lsl	w15, w5, w17
	lsl	w21, w0, w25
	lsl	x20, x26, x14
	lsl	x16, x6, x24
	lsl	x7, x6, x18
	lsl	x18, x16, x15
	lsr	w27, w5, w3
	lsr	w20, w27, w11
	lsr	w17, w4, w24
	lsr	w1, w7, w6
	lsr	x24, x9, x20
	lsr	x7, x25, x12
	lsr	x16, x17, x2
	lsr	x16, x6, x21
	madd	w6, w21, w20, w23
	madd	w11, w19, wzr, w2
	madd	w19, w27, w2, w14
	mul	w5, w6, w16
	madd	x27, x17, x28, x7
	mul	x24, x11, x17
	madd	x12, x0, x5, x21
	madd	x22, x29, x15, x12
	mla	v9.2s, v28.2s, v8.s[2]
	mla	v8.2s, v1.2s, v27.s[0]
	mla	v13.2s, v12.2s, v8.s[3]
	mla	v19.2s, v15.2s, v29.s[3]
	mla	v8.4h, v8.4h, v1.h[5]
	mla	v10.4h, v30.4h, v3.h[0]
	mla	v10.4h, v24.4h, v8.h[1]
	mla	v6.4h, v3.4h, v7.h[2]
	mla	v29.4s, v3.4s, v31.s[3]
	mla	v5.4s, v23.4s, v0.s[0]
	mla	v26.4s, v15.4s, v13.s[2]
	mla	v11.4s, v1.4s, v18.s[0]
	mla	v25.8h, v6.8h, v8.h[2]
	mla	v11.8h, v19.8h, v15.h[0]
	mla	v8.8h, v23.8h, v10.h[0]
	mla	v21.8h, v2.8h, v12.h[1]
	mla	v14.16b, v22.16b, v14.16b
	mla	v3.16b, v11.16b, v28.16b
	mla	v14.16b, v1.16b, v18.16b
	mla	v16.16b, v10.16b, v22.16b
	mla	v8.2s, v19.2s, v20.2s
	mla	v0.2s, v28.2s, v26.2s
	mla	v2.2s, v23.2s, v22.2s
	mla	v0.2s, v21.2s, v6.2s
	mla	v3.4h, v16.4h, v13.4h
	mla	v21.4h, v24.4h, v26.4h
	mla	v0.4h, v27.4h, v23.4h
	mla	v18.4h, v18.4h, v25.4h
	mla	v29.4s, v21.4s, v15.4s
	mla	v0.4s, v10.4s, v3.4s
	mla	v29.4s, v27.4s, v6.4s
	mla	v29.4s, v26.4s, v23.4s
	mla	v23.8b, v16.8b, v14.8b
	mla	v23.8b, v2.8b, v31.8b
	mla	v6.8b, v8.8b, v29.8b
	mla	v4.8b, v16.8b, v25.8b
	mla	v0.8h, v4.8h, v1.8h
	mla	v9.8h, v11.8h, v18.8h
	mla	v29.8h, v26.8h, v28.8h
	mla	v4.8h, v2.8h, v3.8h
	mls	v2.2s, v17.2s, v18.s[3]
	mls	v21.2s, v19.2s, v12.s[3]
	mls	v15.2s, v2.2s, v26.s[3]
	mls	v4.2s, v17.2s, v6.s[0]
	mls	v26.4h, v3.4h, v4.h[5]
	mls	v3.4h, v16.4h, v1.h[6]
	mls	v7.4h, v9.4h, v5.h[3]
	mls	v31.4h, v1.4h, v8.h[6]
	mls	v6.4s, v1.4s, v2.s[0]
	mls	v17.4s, v25.4s, v10.s[0]
	mls	v17.4s, v5.4s, v27.s[3]
	mls	v26.4s, v10.4s, v19.s[0]
	mls	v30.8h, v5.8h, v4.h[0]
	mls	v18.8h, v20.8h, v14.h[5]
	mls	v28.8h, v11.8h, v10.h[0]
	mls	v30.8h, v27.8h, v10.h[1]
	mls	v10.16b, v15.16b, v2.16b
	mls	v12.16b, v24.16b, v19.16b
	mls	v15.16b, v24.16b, v23.16b
	mls	v18.16b, v14.16b, v9.16b
	mls	v5.2s, v8.2s, v31.2s
	mls	v2.2s, v16.2s, v12.2s
	mls	v16.2s, v25.2s, v6.2s
	mls	v25.2s, v27.2s, v23.2s
	mls	v8.4h, v4.4h, v12.4h
	mls	v29.4h, v14.4h, v15.4h
	mls	v25.4h, v22.4h, v24.4h
	mls	v28.4h, v16.4h, v5.4h
	mls	v19.4s, v13.4s, v26.4s
	mls	v14.4s, v22.4s, v16.4s
	mls	v29.4s, v7.4s, v15.4s
	mls	v10.4s, v26.4s, v10.4s
	mls	v8.8b, v23.8b, v16.8b
	mls	v11.8b, v10.8b, v7.8b
	mls	v27.8b, v26.8b, v2.8b
	mls	v31.8b, v2.8b, v27.8b
	mls	v21.8h, v21.8h, v29.8h
	mls	v5.8h, v26.8h, v7.8h
	mls	v16.8h, v27.8h, v22.8h
	mls	v5.8h, v14.8h, v13.8h
	movi	d31, #0000000000000000
	movi	d12, #0xff00ffff00ff0000
	movi	d25, #0xffffffffffffffff
	movi	d9, #0x000000000000ff
	movi	v15.16b, #9
	movi	v0.16b, #77
	movi	v2.16b, #0
	movi	v24.16b, #76
	movi	v0.2d, #0xffffffffffff00ff
	movi	v1.2d, #0000000000000000
	movi	v22.2d, #0xffff0000ffffff00
	movi	v31.2d, #0xffff00ffffff0000
	movi	v25.2s, #200
	movi	v0.2s, #3, lsl #24
	movi	v23.2s, #255, lsl #24
	movi	v21.2s, #222
	movi	v31.2s, #1, msl #8
	movi	v11.2s, #0, msl #8
	movi	v16.2s, #0, msl #16
	movi	v21.2s, #77, msl #8
	movi	v28.4h, #150
	movi	v4.4h, #79
	movi	v0.4h, #86
	movi	v19.4h, #0
	movi	v0.4s, #128, lsl #24
	movi	v19.4s, #224, lsl #24
	movi	v14.4s, #42
	movi	v4.4s, #60, lsl #24
	movi	v30.4s, #144, msl #16
	movi	v22.4s, #255, msl #8
	movi	v25.4s, #0, msl #8
	movi	v21.4s, #1, msl #16
	movi	v7.8b, #204
	movi	v3.8b, #212
	movi	v24.8b, #213
	movi	v31.8b, #51
	movi	v19.8h, #221
	movi	v20.8h, #244, lsl #8
	movi	v10.8h, #222
	movi	v17.8h, #163
	movk	w10, #0
	movk	w29, #5002
	movk	w10, #65535, lsl #16
	movk	w27, #0
	movk	x26, #0
	movk	x5, #62528, lsl #32
	movk	x9, #24850, lsl #32
	movk	x3, #59308, lsl #16
	mov	w4, #-59417
	mov	w7, #825819135
	mov	w29, #-506134529
	mov	w5, #-195952641
	mov	x22, #7192530079887392767
	mov	x7, #-3329884161
	mov	x29, #-648609793
	movn	x15, #0, lsl #16
	mov	w29, #601751552
	mov	wzr, #32695
	mov	w20, #-1794113536
	mov	w1, #-295895040
	mov	x4, #65536
	mov	x29, #21483
	mov	x26, #3033268224
	mov	x12, #65536
	mrs	x2, S3_2_C11_C0_4
	mrs	x1, S2_6_C15_C2_0
	mrs	x16, S3_3_C15_C8_4
	mrs	x13, S2_0_C15_C4_7
	msr	CPACR_EL1, x23
	msr	S3_0_C15_C15_2, x8
	msr	SPMEVFILT2R14_EL0, x13
	msr	S3_4_C15_C9_1, x18
	msr	PM, #1
	msr	PM, #1
	msr	PM, #0
	msr	PM, #1
	msr	DAIFSet, #6
	msr	DAIFSet, #5
	msr	SPSel, #1
	msr	DAIFClr, #8
	mneg	w22, w5, w20
	msub	w18, w3, w7, w24
	msub	w5, w8, wzr, w25
	msub	w22, w27, w4, w28
	mneg	x19, x1, x21
	msub	x29, x21, x15, x21
	mneg	x12, x13, x15
	mneg	x29, x4, x17
	mul	v10.2s, v7.2s, v24.s[0]
	mul	v19.2s, v12.2s, v12.s[0]
	mul	v24.2s, v26.2s, v30.s[0]
	mul	v8.2s, v2.2s, v15.s[3]
	mul	v24.4h, v13.4h, v14.h[1]
	mul	v23.4h, v20.4h, v1.h[0]
	mul	v6.4h, v7.4h, v1.h[5]
	mul	v20.4h, v11.4h, v0.h[0]
	mul	v22.4s, v31.4s, v22.s[0]
	mul	v2.4s, v5.4s, v8.s[1]
	mul	v18.4s, v10.4s, v11.s[0]
	mul	v2.4s, v5.4s, v20.s[1]
	mul	v7.8h, v3.8h, v15.h[0]
	mul	v29.8h, v12.8h, v8.h[0]
	mul	v17.8h, v31.8h, v15.h[3]
	mul	v2.8h, v25.8h, v7.h[1]
	mul	v22.16b, v11.16b, v0.16b
	mul	v28.16b, v12.16b, v12.16b
	mul	v25.16b, v2.16b, v31.16b
	mul	v1.16b, v19.16b, v9.16b
	mul	v17.2s, v12.2s, v18.2s
	mul	v6.2s, v11.2s, v25.2s
	mul	v8.2s, v11.2s, v19.2s
	mul	v28.2s, v9.2s, v1.2s
	mul	v28.4h, v15.4h, v16.4h
	mul	v15.4h, v15.4h, v14.4h
	mul	v1.4h, v19.4h, v10.4h
	mul	v22.4h, v7.4h, v21.4h
	mul	v19.4s, v23.4s, v16.4s
	mul	v6.4s, v28.4s, v6.4s
	mul	v16.4s, v29.4s, v6.4s
	mul	v23.4s, v22.4s, v18.4s
	mul	v15.8b, v27.8b, v10.8b
	mul	v15.8b, v11.8b, v10.8b
	mul	v30.8b, v20.8b, v17.8b
	mul	v31.8b, v23.8b, v14.8b
	mul	v20.8h, v29.8h, v5.8h
	mul	v25.8h, v0.8h, v20.8h
	mul	v14.8h, v16.8h, v22.8h
	mul	v9.8h, v4.8h, v21.8h
	mvni	v16.2s, #0
	mvni	v13.2s, #12
	mvni	v16.2s, #255, lsl #24
	mvni	v15.2s, #216, lsl #8
	mvni	v11.2s, #255, msl #8
	mvni	v19.2s, #131, msl #8
	mvni	v11.2s, #255, msl #8
	mvni	v22.2s, #253, msl #16
	mvni	v13.4h, #166, lsl #8
	mvni	v6.4h, #23, lsl #8
	mvni	v11.4h, #42, lsl #8
	mvni	v12.4h, #233, lsl #8
	mvni	v11.4s, #14, lsl #8
	mvni	v24.4s, #65
	mvni	v24.4s, #255, lsl #24
	mvni	v22.4s, #135, lsl #16
	mvni	v4.4s, #93, msl #8
	mvni	v9.4s, #0, msl #16
	mvni	v1.4s, #0, msl #8
	mvni	v25.4s, #103, msl #16
	mvni	v5.8h, #241, lsl #8
	mvni	v24.8h, #37, lsl #8
	mvni	v19.8h, #0, lsl #8
	mvni	v23.8h, #94, lsl #8
	neg	d6, d31
	neg	d14, d23
	neg	d5, d17
	neg	d8, d12
	neg	v20.16b, v20.16b
	neg	v20.16b, v6.16b
	neg	v30.16b, v13.16b
	neg	v6.16b, v23.16b
	neg	v6.2d, v27.2d
	neg	v18.2d, v15.2d
	neg	v14.2d, v0.2d
	neg	v16.2d, v2.2d
	neg	v18.2s, v31.2s
	neg	v13.2s, v2.2s
	neg	v30.2s, v2.2s
	neg	v12.2s, v0.2s
	neg	v22.4h, v4.4h
	neg	v18.4h, v26.4h
	neg	v21.4h, v22.4h
	neg	v22.4h, v25.4h
	neg	v10.4s, v6.4s
	neg	v19.4s, v4.4s
	neg	v13.4s, v15.4s
	neg	v30.4s, v9.4s
	neg	v27.8b, v5.8b
	neg	v12.8b, v10.8b
	neg	v3.8b, v3.8b
	neg	v21.8b, v24.8b
	neg	v5.8h, v25.8h
	neg	v20.8h, v20.8h
	neg	v20.8h, v9.8h
	neg	v7.8h, v12.8h
	mvn	v0.16b, v18.16b
	mvn	v28.16b, v11.16b
	mvn	v22.16b, v5.16b
	mvn	v27.16b, v7.16b
	mvn	v20.8b, v9.8b
	mvn	v24.8b, v23.8b
	mvn	v14.8b, v17.8b
	mvn	v21.8b, v10.8b
	orn	w4, w10, w7
	orn	w4, w11, w11, lsl #8
	orn	w6, w3, w15, lsr #0
	mvn	w18, w24
	orn	x0, x4, x19, lsl #7
	orn	x13, x23, x1, ror #29
	orn	x13, x24, x1
	mvn	x27, x7, asr #35
	orn	v27.16b, v4.16b, v10.16b
	orn	v28.16b, v21.16b, v13.16b
	orn	v26.16b, v8.16b, v3.16b
	orn	v7.16b, v7.16b, v14.16b
	orn	v23.8b, v5.8b, v7.8b
	orn	v29.8b, v1.8b, v7.8b
	orn	v22.8b, v12.8b, v25.8b
	orn	v4.8b, v3.8b, v19.8b
	mov	w20, #2139062143
	mov	w24, #1431655765
	orr	w19, w7, #0x22222222
	orr	w0, w29, #0x55555555
	orr	w18, w25, w12, asr #0
	mov	w18, w14
	orr	w2, w14, w10, asr #13
	mov	w10, w5
	orr	x28, x22, #0xefefefefefefefef
	mov	x8, #2459565876494606882
	orr	x6, x4, #0x200000002
	orr	x26, x9, #0x7ffffffe0
	orr	x9, x24, x28, ror #20
	orr	x16, x20, x13, lsr #1
	orr	x21, x25, x4, asr #22
	orr	x11, x30, x20
	orr	v14.2s, #255
	orr	v14.2s, #206, lsl #8
	orr	v14.2s, #99, lsl #16
	orr	v4.2s, #51, lsl #24
	orr	v21.4h, #26
	orr	v13.4h, #173, lsl #8
	orr	v20.4h, #100, lsl #8
	orr	v11.4h, #183
	orr	v9.4s, #195, lsl #8
	orr	v14.4s, #1, lsl #24
	orr	v2.4s, #238, lsl #24
	orr	v27.4s, #190, lsl #8
	orr	v14.8h, #227
	orr	v30.8h, #45, lsl #8
	orr	v20.8h, #163, lsl #8
	orr	v23.8h, #152
	orr	v0.16b, v7.16b, v31.16b
	orr	v23.16b, v14.16b, v12.16b
	mov	v26.16b, v14.16b
	mov	v24.16b, v3.16b
	orr	v27.8b, v31.8b, v18.8b
	mov	v24.8b, v16.8b
	orr	v17.8b, v15.8b, v10.8b
	orr	v7.8b, v18.8b, v29.8b
	pmull	v20.8h, v27.8b, v15.8b
	pmull	v31.8h, v13.8b, v14.8b
	pmull	v5.8h, v17.8b, v9.8b
	pmull	v8.8h, v1.8b, v24.8b
	pmull2	v31.8h, v15.16b, v31.16b
	pmull2	v23.8h, v6.16b, v31.16b
	pmull2	v3.8h, v3.16b, v29.16b
	pmull2	v8.8h, v13.16b, v19.16b
	pmul	v9.16b, v11.16b, v19.16b
	pmul	v26.16b, v9.16b, v18.16b
	pmul	v0.16b, v1.16b, v17.16b
	pmul	v29.16b, v30.16b, v30.16b
	pmul	v11.8b, v3.8b, v5.8b
	pmul	v18.8b, v22.8b, v9.8b
	pmul	v19.8b, v0.8b, v20.8b
	pmul	v23.8b, v1.8b, v6.8b
	prfm	#22, #-784192
	prfm	plil2strm, #606880
	prfm	plil3strm, #604532
	prfm	pstl3strm, #418912
	prfm	pldl2strm, [x1, w25, uxtw #3]
	prfm	pstl2strm, [x6, w9, sxtw #3]
	prfm	plil3strm, [x3, w9, uxtw #3]
	prfm	#6, [x11, w24, sxtw #3]
	prfm	plil3keep, [x20, x30]
	prfm	pstl1strm, [x23, x17]
	prfm	pldl1keep, [x18, x1, sxtx #3]
	prfm	plil3keep, [x9, x27, sxtx]
	prfm	plil3strm, [x20, #8752]
	prfm	pldl1keep, [x24, #4608]
	prfm	plil3keep, [x13, #27216]
	prfm	pstl3keep, [x10, #32760]
	prfum	pstl1keep, [x23, #-240]
	prfum	pldl3keep, [x20]
	prfum	pstl2strm, [x6, #252]
	prfum	pstl2keep, [x4, #-256]
	raddhn	v22.2s, v2.2d, v24.2d
	raddhn	v29.2s, v13.2d, v26.2d
	raddhn	v24.2s, v31.2d, v31.2d
	raddhn	v15.2s, v27.2d, v17.2d
	raddhn2	v15.4s, v21.2d, v19.2d
	raddhn2	v1.4s, v11.2d, v3.2d
	raddhn2	v4.4s, v17.2d, v9.2d
	raddhn2	v29.4s, v20.2d, v21.2d
	raddhn	v8.4h, v29.4s, v30.4s
	raddhn	v20.4h, v26.4s, v22.4s
	raddhn	v27.4h, v25.4s, v31.4s
	raddhn	v4.4h, v20.4s, v28.4s
	raddhn2	v16.8h, v4.4s, v12.4s
	raddhn2	v11.8h, v10.4s, v15.4s
	raddhn2	v3.8h, v1.4s, v19.4s
	raddhn2	v13.8h, v9.4s, v22.4s
	raddhn	v24.8b, v17.8h, v7.8h
	raddhn	v13.8b, v10.8h, v18.8h
	raddhn	v24.8b, v21.8h, v10.8h
	raddhn	v6.8b, v12.8h, v18.8h
	raddhn2	v19.16b, v1.8h, v27.8h
	raddhn2	v8.16b, v17.8h, v19.8h
	raddhn2	v15.16b, v11.8h, v29.8h
	raddhn2	v20.16b, v4.8h, v7.8h
	rbit	wzr, w6
	rbit	w29, w10
	rbit	w15, w2
	rbit	w15, w4
	rbit	x5, x20
	rbit	x22, x7
	rbit	x17, x7
	rbit	x14, x25
	rbit	v5.16b, v12.16b
	rbit	v22.16b, v29.16b
	rbit	v11.16b, v13.16b
	rbit	v12.16b, v3.16b
	rbit	v31.8b, v1.8b
	rbit	v13.8b, v4.8b
	rbit	v7.8b, v21.8b
	rbit	v24.8b, v18.8b
	ret
	ret
	ret	x24
	ret	x27
	rev16	w20, w25
	rev16	w28, wzr
	rev16	w4, w11
	rev16	w5, w17
	rev16	x28, x25
	rev16	x6, x0
	rev16	x18, x10
	rev16	x19, x24
	rev16	v3.16b, v29.16b
	rev16	v21.16b, v25.16b
	rev16	v29.16b, v24.16b
	rev16	v20.16b, v2.16b
	rev16	v10.8b, v28.8b
	rev16	v11.8b, v7.8b
	rev16	v23.8b, v12.8b
	rev16	v0.8b, v31.8b
	rev32	x21, x5
	rev32	x24, xzr
	rev32	x6, x29
	rev32	x13, x29
	rev32	v13.16b, v17.16b
	rev32	v30.16b, v2.16b
	rev32	v4.16b, v17.16b
	rev32	v28.16b, v8.16b
	rev32	v9.4h, v8.4h
	rev32	v31.4h, v20.4h
	rev32	v20.4h, v2.4h
	rev32	v6.4h, v15.4h
	rev32	v27.8b, v9.8b
	rev32	v13.8b, v6.8b
	rev32	v9.8b, v2.8b
	rev32	v21.8b, v10.8b
	rev32	v17.8h, v5.8h
	rev32	v9.8h, v10.8h
	rev32	v22.8h, v5.8h
	rev32	v9.8h, v23.8h
	rev64	v25.16b, v1.16b
	rev64	v30.16b, v10.16b
	rev64	v13.16b, v23.16b
	rev64	v13.16b, v26.16b
	rev64	v29.2s, v21.2s
	rev64	v22.2s, v15.2s
	rev64	v28.2s, v5.2s
	rev64	v5.2s, v12.2s
	rev64	v7.4h, v31.4h
	rev64	v13.4h, v9.4h
	rev64	v20.4h, v7.4h
	rev64	v0.4h, v30.4h
	rev64	v7.4s, v26.4s
	rev64	v16.4s, v11.4s
	rev64	v30.4s, v13.4s
	rev64	v4.4s, v30.4s
	rev64	v30.8b, v13.8b
	rev64	v22.8b, v12.8b
	rev64	v23.8b, v4.8b
	rev64	v31.8b, v3.8b
	rev64	v13.8h, v21.8h
	rev64	v9.8h, v28.8h
	rev64	v26.8h, v29.8h
	rev64	v31.8h, v25.8h
	rev	w24, w30
	rev	w19, w3
	rev	w14, w14
	rev	w1, w20
	rev	x20, x12
	rev	x21, x16
	rev	xzr, x2
	rev	x7, x21
	ror	w2, w9, w7
	ror	w17, w3, w22
	ror	w0, w25, w27
	ror	w6, w10, wzr
	ror	x2, x7, x10
	ror	x28, xzr, x21
	ror	x28, x15, x27
	ror	x15, x1, x1
	rprfm	pldkeep, x10, [x21]
	rprfm	pstkeep, x4, [x24]
	rprfm	#2, x6, [x23]
	rprfm	#63, x21, [x4]
	rshrn	v14.2s, v8.2d, #27
	rshrn	v23.2s, v9.2d, #24
	rshrn	v18.2s, v4.2d, #27
	rshrn	v22.2s, v5.2d, #32
	rshrn2	v27.4s, v19.2d, #4
	rshrn2	v27.4s, v31.2d, #2
	rshrn2	v11.4s, v21.2d, #16
	rshrn2	v20.4s, v6.2d, #1
	rshrn	v21.4h, v3.4s, #10
	rshrn	v31.4h, v12.4s, #1
	rshrn	v4.4h, v8.4s, #9
	rshrn	v0.4h, v8.4s, #8
	rshrn2	v21.8h, v0.4s, #6
	rshrn2	v5.8h, v26.4s, #1
	rshrn2	v28.8h, v18.4s, #8
	rshrn2	v3.8h, v12.4s, #7
	rshrn	v10.8b, v4.8h, #5
	rshrn	v6.8b, v1.8h, #4
	rshrn	v17.8b, v3.8h, #8
	rshrn	v29.8b, v1.8h, #1
	rshrn2	v21.16b, v8.8h, #6
	rshrn2	v26.16b, v25.8h, #6
	rshrn2	v14.16b, v5.8h, #6
	rshrn2	v18.16b, v16.8h, #1
	rsubhn	v4.2s, v7.2d, v22.2d
	rsubhn	v15.2s, v11.2d, v17.2d
	rsubhn	v14.2s, v31.2d, v25.2d
	rsubhn	v15.2s, v26.2d, v28.2d
	rsubhn2	v24.4s, v10.2d, v11.2d
	rsubhn2	v14.4s, v10.2d, v31.2d
	rsubhn2	v2.4s, v15.2d, v1.2d
	rsubhn2	v11.4s, v24.2d, v15.2d
	rsubhn	v6.4h, v5.4s, v1.4s
	rsubhn	v31.4h, v19.4s, v0.4s
	rsubhn	v25.4h, v13.4s, v10.4s
	rsubhn	v30.4h, v4.4s, v23.4s
	rsubhn2	v21.8h, v14.4s, v12.4s
	rsubhn2	v30.8h, v14.4s, v24.4s
	rsubhn2	v3.8h, v7.4s, v28.4s
	rsubhn2	v13.8h, v7.4s, v1.4s
	rsubhn	v8.8b, v29.8h, v30.8h
	rsubhn	v31.8b, v7.8h, v30.8h
	rsubhn	v11.8b, v31.8h, v20.8h
	rsubhn	v27.8b, v24.8h, v15.8h
	rsubhn2	v15.16b, v13.8h, v6.8h
	rsubhn2	v15.16b, v9.8h, v10.8h
	rsubhn2	v30.16b, v24.8h, v12.8h
	rsubhn2	v10.16b, v7.8h, v6.8h
	sabal	v22.2d, v6.2s, v30.2s
	sabal	v31.2d, v28.2s, v9.2s
	sabal	v6.2d, v21.2s, v31.2s
	sabal	v31.2d, v16.2s, v10.2s
	sabal2	v12.2d, v11.4s, v11.4s
	sabal2	v11.2d, v17.4s, v3.4s
	sabal2	v14.2d, v3.4s, v13.4s
	sabal2	v3.2d, v22.4s, v10.4s
	sabal	v16.4s, v9.4h, v30.4h
	sabal	v7.4s, v1.4h, v5.4h
	sabal	v7.4s, v22.4h, v30.4h
	sabal	v7.4s, v1.4h, v30.4h
	sabal2	v7.4s, v31.8h, v1.8h
	sabal2	v28.4s, v6.8h, v7.8h
	sabal2	v22.4s, v25.8h, v12.8h
	sabal2	v9.4s, v14.8h, v16.8h
	sabal	v25.8h, v20.8b, v0.8b
	sabal	v26.8h, v2.8b, v18.8b
	sabal	v9.8h, v16.8b, v1.8b
	sabal	v29.8h, v1.8b, v9.8b
	sabal2	v14.8h, v5.16b, v3.16b
	sabal2	v6.8h, v16.16b, v2.16b
	sabal2	v14.8h, v29.16b, v28.16b
	sabal2	v26.8h, v2.16b, v1.16b
	saba	v15.16b, v1.16b, v18.16b
	saba	v15.16b, v29.16b, v25.16b
	saba	v2.16b, v14.16b, v6.16b
	saba	v1.16b, v13.16b, v28.16b
	saba	v26.2s, v17.2s, v9.2s
	saba	v19.2s, v31.2s, v24.2s
	saba	v24.2s, v23.2s, v16.2s
	saba	v13.2s, v3.2s, v28.2s
	saba	v11.4h, v31.4h, v31.4h
	saba	v18.4h, v23.4h, v27.4h
	saba	v5.4h, v21.4h, v3.4h
	saba	v3.4h, v25.4h, v13.4h
	saba	v25.4s, v23.4s, v22.4s
	saba	v20.4s, v16.4s, v27.4s
	saba	v10.4s, v18.4s, v1.4s
	saba	v6.4s, v29.4s, v14.4s
	saba	v24.8b, v28.8b, v17.8b
	saba	v18.8b, v5.8b, v18.8b
	saba	v7.8b, v27.8b, v4.8b
	saba	v0.8b, v20.8b, v25.8b
	saba	v8.8h, v4.8h, v16.8h
	saba	v30.8h, v24.8h, v28.8h
	saba	v27.8h, v13.8h, v9.8h
	saba	v13.8h, v6.8h, v28.8h
	sabdl	v3.2d, v29.2s, v5.2s
	sabdl	v18.2d, v19.2s, v15.2s
	sabdl	v14.2d, v9.2s, v23.2s
	sabdl	v15.2d, v19.2s, v24.2s
	sabdl2	v5.2d, v18.4s, v8.4s
	sabdl2	v31.2d, v2.4s, v18.4s
	sabdl2	v9.2d, v10.4s, v12.4s
	sabdl2	v1.2d, v20.4s, v21.4s
	sabdl	v4.4s, v29.4h, v29.4h
	sabdl	v28.4s, v5.4h, v2.4h
	sabdl	v16.4s, v13.4h, v8.4h
	sabdl	v21.4s, v11.4h, v16.4h
	sabdl2	v1.4s, v8.8h, v29.8h
	sabdl2	v15.4s, v17.8h, v27.8h
	sabdl2	v24.4s, v27.8h, v25.8h
	sabdl2	v24.4s, v19.8h, v18.8h
	sabdl	v3.8h, v20.8b, v10.8b
	sabdl	v26.8h, v26.8b, v30.8b
	sabdl	v6.8h, v25.8b, v20.8b
	sabdl	v0.8h, v23.8b, v13.8b
	sabdl2	v9.8h, v2.16b, v8.16b
	sabdl2	v10.8h, v25.16b, v25.16b
	sabdl2	v25.8h, v23.16b, v21.16b
	sabdl2	v28.8h, v20.16b, v14.16b
	sabd	v30.16b, v5.16b, v9.16b
	sabd	v24.16b, v23.16b, v14.16b
	sabd	v13.16b, v13.16b, v5.16b
	sabd	v31.16b, v5.16b, v1.16b
	sabd	v21.2s, v17.2s, v6.2s
	sabd	v19.2s, v10.2s, v30.2s
	sabd	v14.2s, v25.2s, v5.2s
	sabd	v18.2s, v0.2s, v0.2s
	sabd	v17.4h, v17.4h, v11.4h
	sabd	v15.4h, v12.4h, v19.4h
	sabd	v27.4h, v22.4h, v1.4h
	sabd	v15.4h, v4.4h, v24.4h
	sabd	v11.4s, v5.4s, v11.4s
	sabd	v23.4s, v28.4s, v14.4s
	sabd	v28.4s, v13.4s, v17.4s
	sabd	v0.4s, v25.4s, v8.4s
	sabd	v10.8b, v7.8b, v3.8b
	sabd	v26.8b, v0.8b, v20.8b
	sabd	v3.8b, v30.8b, v11.8b
	sabd	v14.8b, v15.8b, v17.8b
	sabd	v28.8h, v7.8h, v12.8h
	sabd	v2.8h, v23.8h, v26.8h
	sabd	v5.8h, v31.8h, v23.8h
	sabd	v18.8h, v13.8h, v9.8h
	sadalp	v3.1d, v25.2s
	sadalp	v27.1d, v1.2s
	sadalp	v11.1d, v9.2s
	sadalp	v20.1d, v11.2s
	sadalp	v19.2d, v23.4s
	sadalp	v16.2d, v6.4s
	sadalp	v22.2d, v24.4s
	sadalp	v18.2d, v2.4s
	sadalp	v22.2s, v19.4h
	sadalp	v16.2s, v16.4h
	sadalp	v2.2s, v22.4h
	sadalp	v15.2s, v25.4h
	sadalp	v23.4h, v10.8b
	sadalp	v22.4h, v2.8b
	sadalp	v20.4h, v15.8b
	sadalp	v29.4h, v2.8b
	sadalp	v25.4s, v14.8h
	sadalp	v8.4s, v1.8h
	sadalp	v27.4s, v12.8h
	sadalp	v5.4s, v16.8h
	sadalp	v22.8h, v9.16b
	sadalp	v17.8h, v19.16b
	sadalp	v26.8h, v2.16b
	sadalp	v12.8h, v22.16b
	saddlp	v14.1d, v12.2s
	saddlp	v0.1d, v5.2s
	saddlp	v16.1d, v9.2s
	saddlp	v27.1d, v3.2s
	saddlp	v7.2d, v6.4s
	saddlp	v31.2d, v12.4s
	saddlp	v16.2d, v1.4s
	saddlp	v20.2d, v31.4s
	saddlp	v17.2s, v24.4h
	saddlp	v15.2s, v3.4h
	saddlp	v9.2s, v3.4h
	saddlp	v25.2s, v3.4h
	saddlp	v20.4h, v14.8b
	saddlp	v10.4h, v22.8b
	saddlp	v31.4h, v10.8b
	saddlp	v31.4h, v23.8b
	saddlp	v11.4s, v17.8h
	saddlp	v18.4s, v31.8h
	saddlp	v8.4s, v14.8h
	saddlp	v19.4s, v16.8h
	saddlp	v22.8h, v29.16b
	saddlp	v29.8h, v9.16b
	saddlp	v17.8h, v22.16b
	saddlp	v8.8h, v15.16b
	saddlv	h10, v9.16b
	saddlv	h24, v16.16b
	saddlv	h2, v22.16b
	saddlv	h14, v22.16b
	saddlv	s3, v22.4h
	saddlv	s23, v8.4h
	saddlv	s17, v27.4h
	saddlv	s28, v7.4h
	saddlv	d23, v3.4s
	saddlv	d2, v19.4s
	saddlv	d28, v3.4s
	saddlv	d5, v20.4s
	saddlv	h15, v21.8b
	saddlv	h15, v25.8b
	saddlv	h2, v12.8b
	saddlv	h25, v14.8b
	saddlv	s31, v5.8h
	saddlv	s14, v21.8h
	saddlv	s15, v1.8h
	saddlv	s5, v6.8h
	saddl	v2.2d, v6.2s, v9.2s
	saddl	v22.2d, v30.2s, v24.2s
	saddl	v14.2d, v26.2s, v20.2s
	saddl	v23.2d, v31.2s, v23.2s
	saddl2	v6.2d, v21.4s, v12.4s
	saddl2	v16.2d, v9.4s, v21.4s
	saddl2	v1.2d, v28.4s, v25.4s
	saddl2	v20.2d, v21.4s, v16.4s
	saddl	v19.4s, v1.4h, v25.4h
	saddl	v11.4s, v25.4h, v12.4h
	saddl	v13.4s, v20.4h, v13.4h
	saddl	v6.4s, v4.4h, v9.4h
	saddl2	v25.4s, v22.8h, v10.8h
	saddl2	v23.4s, v1.8h, v25.8h
	saddl2	v23.4s, v1.8h, v19.8h
	saddl2	v21.4s, v21.8h, v5.8h
	saddl	v2.8h, v25.8b, v28.8b
	saddl	v26.8h, v4.8b, v18.8b
	saddl	v21.8h, v4.8b, v29.8b
	saddl	v27.8h, v25.8b, v18.8b
	saddl2	v22.8h, v18.16b, v24.16b
	saddl2	v24.8h, v18.16b, v12.16b
	saddl2	v26.8h, v6.16b, v5.16b
	saddl2	v20.8h, v0.16b, v5.16b
	saddw	v31.2d, v12.2d, v22.2s
	saddw	v27.2d, v17.2d, v25.2s
	saddw	v16.2d, v18.2d, v15.2s
	saddw	v8.2d, v12.2d, v21.2s
	saddw2	v6.2d, v16.2d, v2.4s
	saddw2	v26.2d, v27.2d, v5.4s
	saddw2	v0.2d, v30.2d, v19.4s
	saddw2	v28.2d, v30.2d, v19.4s
	saddw	v10.4s, v8.4s, v18.4h
	saddw	v11.4s, v14.4s, v5.4h
	saddw	v17.4s, v3.4s, v13.4h
	saddw	v0.4s, v21.4s, v5.4h
	saddw2	v26.4s, v4.4s, v10.8h
	saddw2	v29.4s, v13.4s, v27.8h
	saddw2	v3.4s, v13.4s, v17.8h
	saddw2	v12.4s, v28.4s, v23.8h
	saddw	v30.8h, v14.8h, v9.8b
	saddw	v3.8h, v26.8h, v1.8b
	saddw	v25.8h, v17.8h, v22.8b
	saddw	v30.8h, v19.8h, v28.8b
	saddw2	v24.8h, v17.8h, v5.16b
	saddw2	v22.8h, v29.8h, v0.16b
	saddw2	v24.8h, v4.8h, v9.16b
	saddw2	v27.8h, v3.8h, v19.16b
	sbcs	w4, w8, w19
	sbcs	w26, w6, w3
	sbcs	w12, w20, w4
	sbcs	w18, w3, w18
	sbcs	x17, x15, x28
	sbcs	x11, x4, x25
	sbcs	xzr, x1, x9
	sbcs	x16, x7, xzr
	sbc	w3, w13, w16
	ngc	w13, w18
	ngc	w18, w12
	sbc	w23, w6, w17
	ngc	x26, x23
	sbc	x2, x19, x22
	ngc	x27, x13
	sbc	x19, x22, x19
	sbfx	w25, w1, #2, #10
	sbfiz	w5, w11, #22, #7
	asr	w30, w24, #31
	sbfiz	w5, w0, #11, #8
	sbfiz	x3, x25, #45, #2
	sbfx	x21, x0, #2, #33
	asr	x13, x5, #31
	asr	x23, x5, #15
	scvtf	d7, w5
	scvtf	d5, wzr
	scvtf	d14, w2
	scvtf	d5, w23
	scvtf	d3, w22, #10
	scvtf	d1, w10, #1
	scvtf	d30, w27, #17
	scvtf	d3, w18, #20
	scvtf	s2, w24
	scvtf	s22, w0
	scvtf	s11, w12
	scvtf	s18, w9
	scvtf	s31, w14, #1
	scvtf	s6, w18, #12
	scvtf	s24, w29, #21
	scvtf	s16, w14, #4
	scvtf	d23, x15
	scvtf	d21, x28
	scvtf	d31, x4
	scvtf	d27, x26
	scvtf	d13, x7, #24
	scvtf	d2, x30, #48
	scvtf	d11, x9, #14
	scvtf	d1, x0, #4
	scvtf	s6, x16
	scvtf	s27, x2
	scvtf	s31, x22
	scvtf	s4, x13
	scvtf	s19, x8, #49
	scvtf	s7, xzr, #52
	scvtf	s28, x0, #25
	scvtf	s22, x0, #56
	scvtf	d21, d29, #37
	scvtf	d5, d30, #38
	scvtf	d26, d8, #14
	scvtf	d29, d18, #47
	scvtf	s11, s29, #24
	scvtf	s11, s2, #1
	scvtf	s28, s1, #32
	scvtf	s20, s16, #2
	scvtf	v24.2d, v29.2d, #47
	scvtf	v24.2d, v11.2d, #15
	scvtf	v2.2d, v31.2d, #61
	scvtf	v22.2d, v19.2d, #25
	scvtf	v19.2s, v4.2s, #16
	scvtf	v21.2s, v29.2s, #15
	scvtf	v11.2s, v9.2s, #6
	scvtf	v8.2s, v22.2s, #12
	scvtf	v26.4s, v18.4s, #23
	scvtf	v24.4s, v23.4s, #19
	scvtf	v1.4s, v23.4s, #31
	scvtf	v0.4s, v8.4s, #12
	scvtf	d6, d12
	scvtf	d1, d19
	scvtf	d19, d6
	scvtf	d18, d28
	scvtf	s26, s16
	scvtf	s24, s2
	scvtf	s11, s29
	scvtf	s24, s14
	scvtf	v4.2d, v23.2d
	scvtf	v10.2d, v11.2d
	scvtf	v19.2d, v26.2d
	scvtf	v11.2d, v1.2d
	scvtf	v28.2s, v29.2s
	scvtf	v9.2s, v24.2s
	scvtf	v13.2s, v18.2s
	scvtf	v18.2s, v26.2s
	scvtf	v17.4s, v14.4s
	scvtf	v25.4s, v10.4s
	scvtf	v10.4s, v4.4s
	scvtf	v5.4s, v31.4s
	sdiv	w28, w19, w28
	sdiv	w8, w29, w6
	sdiv	w3, w7, w7
	sdiv	w20, w25, w7
	sdiv	xzr, x24, x10
	sdiv	x12, x12, x30
	sdiv	x1, x18, x30
	sdiv	x22, x9, x24
	shadd	v12.16b, v29.16b, v8.16b
	shadd	v19.16b, v25.16b, v20.16b
	shadd	v17.16b, v27.16b, v19.16b
	shadd	v23.16b, v20.16b, v8.16b
	shadd	v1.2s, v9.2s, v24.2s
	shadd	v11.2s, v29.2s, v24.2s
	shadd	v0.2s, v3.2s, v21.2s
	shadd	v12.2s, v29.2s, v12.2s
	shadd	v21.4h, v30.4h, v3.4h
	shadd	v3.4h, v22.4h, v1.4h
	shadd	v0.4h, v0.4h, v7.4h
	shadd	v10.4h, v8.4h, v1.4h
	shadd	v31.4s, v17.4s, v12.4s
	shadd	v19.4s, v21.4s, v22.4s
	shadd	v11.4s, v23.4s, v8.4s
	shadd	v21.4s, v29.4s, v1.4s
	shadd	v1.8b, v14.8b, v1.8b
	shadd	v6.8b, v30.8b, v5.8b
	shadd	v5.8b, v13.8b, v25.8b
	shadd	v5.8b, v31.8b, v24.8b
	shadd	v4.8h, v4.8h, v11.8h
	shadd	v30.8h, v23.8h, v17.8h
	shadd	v12.8h, v25.8h, v15.8h
	shadd	v9.8h, v28.8h, v18.8h
	shll	v10.2d, v23.2s, #32
	shll	v10.2d, v4.2s, #32
	shll	v17.2d, v26.2s, #32
	shll	v31.2d, v0.2s, #32
	shll2	v26.2d, v26.4s, #32
	shll2	v12.2d, v22.4s, #32
	shll2	v22.2d, v24.4s, #32
	shll2	v28.2d, v15.4s, #32
	shll	v5.4s, v15.4h, #16
	shll	v17.4s, v18.4h, #16
	shll	v12.4s, v9.4h, #16
	shll	v23.4s, v1.4h, #16
	shll2	v19.4s, v23.8h, #16
	shll2	v27.4s, v13.8h, #16
	shll2	v16.4s, v7.8h, #16
	shll2	v31.4s, v4.8h, #16
	shll	v23.8h, v18.8b, #8
	shll	v7.8h, v16.8b, #8
	shll	v24.8h, v26.8b, #8
	shll	v27.8h, v24.8b, #8
	shll2	v0.8h, v4.16b, #8
	shll2	v8.8h, v24.16b, #8
	shll2	v10.8h, v29.16b, #8
	shll2	v0.8h, v25.16b, #8
	shl	d28, d3, #63
	shl	d10, d17, #30
	shl	d4, d30, #7
	shl	d2, d11, #20
	shl	v29.16b, v8.16b, #5
	shl	v27.16b, v2.16b, #0
	shl	v5.16b, v30.16b, #1
	shl	v16.16b, v15.16b, #4
	shl	v12.2d, v23.2d, #37
	shl	v11.2d, v12.2d, #26
	shl	v28.2d, v15.2d, #50
	shl	v15.2d, v1.2d, #0
	shl	v13.2s, v22.2s, #27
	shl	v0.2s, v12.2s, #1
	shl	v0.2s, v23.2s, #10
	shl	v3.2s, v20.2s, #22
	shl	v9.4h, v20.4h, #11
	shl	v0.4h, v6.4h, #5
	shl	v28.4h, v14.4h, #5
	shl	v30.4h, v15.4h, #3
	shl	v5.4s, v28.4s, #11
	shl	v22.4s, v23.4s, #27
	shl	v9.4s, v5.4s, #0
	shl	v8.4s, v27.4s, #30
	shl	v19.8b, v28.8b, #1
	shl	v13.8b, v25.8b, #2
	shl	v27.8b, v22.8b, #7
	shl	v12.8b, v28.8b, #0
	shl	v11.8h, v11.8h, #0
	shl	v6.8h, v22.8h, #5
	shl	v31.8h, v30.8h, #15
	shl	v28.8h, v23.8h, #15
	shrn	v2.2s, v26.2d, #1
	shrn	v19.2s, v7.2d, #14
	shrn	v9.2s, v11.2d, #4
	shrn	v25.2s, v11.2d, #11
	shrn2	v2.4s, v6.2d, #18
	shrn2	v16.4s, v12.2d, #28
	shrn2	v21.4s, v27.2d, #29
	shrn2	v0.4s, v30.2d, #24
	shrn	v13.4h, v27.4s, #7
	shrn	v18.4h, v31.4s, #1
	shrn	v6.4h, v7.4s, #11
	shrn	v6.4h, v27.4s, #4
	shrn2	v25.8h, v30.4s, #5
	shrn2	v3.8h, v25.4s, #1
	shrn2	v22.8h, v19.4s, #2
	shrn2	v27.8h, v12.4s, #12
	shrn	v11.8b, v29.8h, #4
	shrn	v16.8b, v23.8h, #6
	shrn	v28.8b, v25.8h, #1
	shrn	v17.8b, v6.8h, #8
	shrn2	v27.16b, v31.8h, #6
	shrn2	v17.16b, v29.8h, #7
	shrn2	v16.16b, v9.8h, #1
	shrn2	v27.16b, v22.8h, #1
	shsub	v1.16b, v28.16b, v19.16b
	shsub	v3.16b, v28.16b, v1.16b
	shsub	v22.16b, v13.16b, v19.16b
	shsub	v18.16b, v13.16b, v26.16b
	shsub	v1.2s, v7.2s, v25.2s
	shsub	v17.2s, v17.2s, v3.2s
	shsub	v19.2s, v27.2s, v6.2s
	shsub	v14.2s, v7.2s, v13.2s
	shsub	v17.4h, v25.4h, v25.4h
	shsub	v18.4h, v20.4h, v17.4h
	shsub	v14.4h, v9.4h, v0.4h
	shsub	v16.4h, v12.4h, v26.4h
	shsub	v18.4s, v14.4s, v13.4s
	shsub	v30.4s, v2.4s, v10.4s
	shsub	v4.4s, v0.4s, v10.4s
	shsub	v20.4s, v3.4s, v22.4s
	shsub	v10.8b, v25.8b, v6.8b
	shsub	v4.8b, v18.8b, v9.8b
	shsub	v31.8b, v22.8b, v20.8b
	shsub	v26.8b, v19.8b, v2.8b
	shsub	v16.8h, v17.8h, v15.8h
	shsub	v8.8h, v0.8h, v15.8h
	shsub	v9.8h, v16.8h, v13.8h
	shsub	v16.8h, v0.8h, v18.8h
	sli	d23, d0, #1
	sli	d19, d18, #0
	sli	d5, d11, #17
	sli	d24, d23, #60
	sli	v5.16b, v29.16b, #2
	sli	v5.16b, v4.16b, #1
	sli	v12.16b, v22.16b, #0
	sli	v2.16b, v20.16b, #7
	sli	v0.2d, v21.2d, #25
	sli	v3.2d, v31.2d, #3
	sli	v3.2d, v23.2d, #1
	sli	v20.2d, v9.2d, #51
	sli	v3.2s, v10.2s, #7
	sli	v18.2s, v7.2s, #27
	sli	v18.2s, v11.2s, #0
	sli	v15.2s, v27.2s, #28
	sli	v6.4h, v16.4h, #5
	sli	v18.4h, v12.4h, #5
	sli	v18.4h, v7.4h, #7
	sli	v1.4h, v1.4h, #11
	sli	v28.4s, v4.4s, #9
	sli	v20.4s, v9.4s, #0
	sli	v21.4s, v12.4s, #27
	sli	v12.4s, v12.4s, #25
	sli	v28.8b, v10.8b, #3
	sli	v1.8b, v6.8b, #3
	sli	v4.8b, v3.8b, #0
	sli	v29.8b, v15.8b, #0
	sli	v13.8h, v2.8h, #6
	sli	v16.8h, v21.8h, #0
	sli	v20.8h, v0.8h, #7
	sli	v8.8h, v30.8h, #2
	smull	x24, w2, w9
	smaddl	x29, w19, w7, x5
	smaddl	x10, w30, w5, x7
	smaddl	x30, w15, w12, x6
	smaxp	v20.16b, v10.16b, v20.16b
	smaxp	v10.16b, v4.16b, v1.16b
	smaxp	v6.16b, v5.16b, v17.16b
	smaxp	v1.16b, v15.16b, v19.16b
	smaxp	v10.2s, v22.2s, v22.2s
	smaxp	v7.2s, v10.2s, v30.2s
	smaxp	v21.2s, v27.2s, v22.2s
	smaxp	v2.2s, v27.2s, v29.2s
	smaxp	v22.4h, v6.4h, v9.4h
	smaxp	v18.4h, v1.4h, v15.4h
	smaxp	v30.4h, v19.4h, v13.4h
	smaxp	v1.4h, v2.4h, v14.4h
	smaxp	v15.4s, v11.4s, v13.4s
	smaxp	v18.4s, v15.4s, v12.4s
	smaxp	v8.4s, v20.4s, v12.4s
	smaxp	v11.4s, v23.4s, v19.4s
	smaxp	v3.8b, v26.8b, v29.8b
	smaxp	v27.8b, v21.8b, v7.8b
	smaxp	v29.8b, v6.8b, v17.8b
	smaxp	v29.8b, v21.8b, v7.8b
	smaxp	v26.8h, v19.8h, v12.8h
	smaxp	v5.8h, v11.8h, v23.8h
	smaxp	v3.8h, v18.8h, v9.8h
	smaxp	v29.8h, v4.8h, v1.8h
	smaxv	b19, v5.16b
	smaxv	b30, v14.16b
	smaxv	b17, v4.16b
	smaxv	b8, v27.16b
	smaxv	h29, v27.4h
	smaxv	h13, v23.4h
	smaxv	h23, v14.4h
	smaxv	h21, v0.4h
	smaxv	s28, v22.4s
	smaxv	s13, v19.4s
	smaxv	s24, v12.4s
	smaxv	s22, v26.4s
	smaxv	b13, v28.8b
	smaxv	b30, v16.8b
	smaxv	b17, v20.8b
	smaxv	b2, v19.8b
	smaxv	h31, v24.8h
	smaxv	h5, v11.8h
	smaxv	h6, v17.8h
	smaxv	h3, v23.8h
	smax	v21.16b, v13.16b, v0.16b
	smax	v12.16b, v31.16b, v25.16b
	smax	v21.16b, v22.16b, v4.16b
	smax	v20.16b, v30.16b, v27.16b
	smax	v30.2s, v21.2s, v1.2s
	smax	v12.2s, v4.2s, v24.2s
	smax	v3.2s, v3.2s, v7.2s
	smax	v6.2s, v20.2s, v6.2s
	smax	v14.4h, v5.4h, v14.4h
	smax	v17.4h, v2.4h, v4.4h
	smax	v15.4h, v7.4h, v12.4h
	smax	v23.4h, v22.4h, v18.4h
	smax	v11.4s, v25.4s, v3.4s
	smax	v17.4s, v31.4s, v16.4s
	smax	v22.4s, v2.4s, v9.4s
	smax	v19.4s, v26.4s, v9.4s
	smax	v2.8b, v20.8b, v13.8b
	smax	v25.8b, v26.8b, v17.8b
	smax	v11.8b, v6.8b, v27.8b
	smax	v9.8b, v30.8b, v29.8b
	smax	v12.8h, v27.8h, v5.8h
	smax	v20.8h, v20.8h, v18.8h
	smax	v10.8h, v24.8h, v11.8h
	smax	v2.8h, v30.8h, v18.8h
	smc	#0xa8d
	smc	#0xe7df
	smc	#0xffff
	smc	#0x1ee7
	sminp	v7.16b, v9.16b, v6.16b
	sminp	v27.16b, v26.16b, v10.16b
	sminp	v2.16b, v31.16b, v9.16b
	sminp	v2.16b, v13.16b, v24.16b
	sminp	v29.2s, v11.2s, v7.2s
	sminp	v17.2s, v27.2s, v16.2s
	sminp	v24.2s, v7.2s, v30.2s
	sminp	v31.2s, v15.2s, v30.2s
	sminp	v28.4h, v13.4h, v22.4h
	sminp	v14.4h, v7.4h, v16.4h
	sminp	v21.4h, v25.4h, v3.4h
	sminp	v14.4h, v31.4h, v30.4h
	sminp	v26.4s, v21.4s, v12.4s
	sminp	v16.4s, v22.4s, v0.4s
	sminp	v6.4s, v21.4s, v12.4s
	sminp	v28.4s, v19.4s, v18.4s
	sminp	v11.8b, v8.8b, v5.8b
	sminp	v16.8b, v25.8b, v24.8b
	sminp	v26.8b, v14.8b, v31.8b
	sminp	v14.8b, v8.8b, v4.8b
	sminp	v12.8h, v17.8h, v11.8h
	sminp	v7.8h, v26.8h, v24.8h
	sminp	v28.8h, v17.8h, v6.8h
	sminp	v8.8h, v6.8h, v21.8h
	sminv	b20, v17.16b
	sminv	b0, v11.16b
	sminv	b21, v10.16b
	sminv	b26, v28.16b
	sminv	h16, v12.4h
	sminv	h21, v1.4h
	sminv	h3, v26.4h
	sminv	h8, v13.4h
	sminv	s10, v19.4s
	sminv	s21, v24.4s
	sminv	s9, v6.4s
	sminv	s6, v3.4s
	sminv	b21, v10.8b
	sminv	b18, v24.8b
	sminv	b9, v11.8b
	sminv	b5, v30.8b
	sminv	h26, v7.8h
	sminv	h13, v9.8h
	sminv	h26, v25.8h
	sminv	h24, v12.8h
	smin	v8.16b, v2.16b, v3.16b
	smin	v14.16b, v17.16b, v20.16b
	smin	v30.16b, v22.16b, v30.16b
	smin	v8.16b, v5.16b, v1.16b
	smin	v5.2s, v21.2s, v14.2s
	smin	v0.2s, v3.2s, v6.2s
	smin	v15.2s, v14.2s, v14.2s
	smin	v18.2s, v24.2s, v21.2s
	smin	v28.4h, v30.4h, v10.4h
	smin	v18.4h, v0.4h, v9.4h
	smin	v17.4h, v2.4h, v19.4h
	smin	v26.4h, v0.4h, v25.4h
	smin	v5.4s, v15.4s, v23.4s
	smin	v9.4s, v11.4s, v31.4s
	smin	v9.4s, v17.4s, v27.4s
	smin	v7.4s, v23.4s, v21.4s
	smin	v19.8b, v15.8b, v11.8b
	smin	v31.8b, v9.8b, v14.8b
	smin	v15.8b, v29.8b, v17.8b
	smin	v9.8b, v19.8b, v2.8b
	smin	v16.8h, v14.8h, v24.8h
	smin	v25.8h, v30.8h, v8.8h
	smin	v1.8h, v13.8h, v1.8h
	smin	v17.8h, v6.8h, v23.8h
	smlal	v20.2d, v22.2s, v5.s[1]
	smlal	v23.2d, v4.2s, v25.s[2]
	smlal	v15.2d, v23.2s, v0.s[3]
	smlal	v0.2d, v26.2s, v10.s[1]
	smlal2	v17.2d, v27.4s, v21.s[1]
	smlal2	v27.2d, v12.4s, v9.s[2]
	smlal2	v0.2d, v9.4s, v0.s[0]
	smlal2	v26.2d, v10.4s, v3.s[0]
	smlal	v26.4s, v5.4h, v7.h[4]
	smlal	v7.4s, v26.4h, v4.h[1]
	smlal	v3.4s, v7.4h, v3.h[1]
	smlal	v31.4s, v10.4h, v13.h[7]
	smlal2	v26.4s, v30.8h, v10.h[6]
	smlal2	v4.4s, v1.8h, v11.h[7]
	smlal2	v6.4s, v17.8h, v8.h[3]
	smlal2	v3.4s, v18.8h, v1.h[2]
	smlal	v25.2d, v10.2s, v18.2s
	smlal	v3.2d, v1.2s, v4.2s
	smlal	v5.2d, v10.2s, v10.2s
	smlal	v26.2d, v16.2s, v29.2s
	smlal2	v13.2d, v21.4s, v3.4s
	smlal2	v11.2d, v6.4s, v6.4s
	smlal2	v1.2d, v16.4s, v11.4s
	smlal2	v1.2d, v12.4s, v16.4s
	smlal	v6.4s, v10.4h, v23.4h
	smlal	v7.4s, v0.4h, v17.4h
	smlal	v24.4s, v15.4h, v11.4h
	smlal	v6.4s, v28.4h, v1.4h
	smlal2	v14.4s, v15.8h, v23.8h
	smlal2	v20.4s, v21.8h, v24.8h
	smlal2	v20.4s, v22.8h, v6.8h
	smlal2	v23.4s, v20.8h, v24.8h
	smlal	v16.8h, v13.8b, v19.8b
	smlal	v24.8h, v29.8b, v11.8b
	smlal	v29.8h, v19.8b, v9.8b
	smlal	v25.8h, v24.8b, v22.8b
	smlal2	v21.8h, v11.16b, v0.16b
	smlal2	v25.8h, v6.16b, v24.16b
	smlal2	v31.8h, v4.16b, v11.16b
	smlal2	v3.8h, v26.16b, v9.16b
	smlsl	v6.2d, v3.2s, v24.s[1]
	smlsl	v2.2d, v30.2s, v17.s[3]
	smlsl	v31.2d, v6.2s, v29.s[3]
	smlsl	v1.2d, v14.2s, v15.s[3]
	smlsl2	v31.2d, v21.4s, v0.s[1]
	smlsl2	v29.2d, v13.4s, v27.s[3]
	smlsl2	v7.2d, v4.4s, v3.s[1]
	smlsl2	v9.2d, v14.4s, v1.s[0]
	smlsl	v17.4s, v29.4h, v13.h[0]
	smlsl	v24.4s, v16.4h, v3.h[1]
	smlsl	v2.4s, v27.4h, v8.h[6]
	smlsl	v10.4s, v13.4h, v0.h[2]
	smlsl2	v18.4s, v17.8h, v13.h[1]
	smlsl2	v12.4s, v29.8h, v0.h[5]
	smlsl2	v1.4s, v4.8h, v6.h[1]
	smlsl2	v20.4s, v16.8h, v7.h[7]
	smlsl	v28.2d, v21.2s, v3.2s
	smlsl	v8.2d, v21.2s, v19.2s
	smlsl	v3.2d, v0.2s, v6.2s
	smlsl	v8.2d, v20.2s, v16.2s
	smlsl2	v3.2d, v21.4s, v5.4s
	smlsl2	v3.2d, v13.4s, v10.4s
	smlsl2	v18.2d, v8.4s, v24.4s
	smlsl2	v20.2d, v16.4s, v24.4s
	smlsl	v30.4s, v20.4h, v8.4h
	smlsl	v20.4s, v20.4h, v23.4h
	smlsl	v25.4s, v14.4h, v10.4h
	smlsl	v13.4s, v9.4h, v1.4h
	smlsl2	v31.4s, v25.8h, v5.8h
	smlsl2	v29.4s, v28.8h, v29.8h
	smlsl2	v31.4s, v14.8h, v22.8h
	smlsl2	v0.4s, v6.8h, v0.8h
	smlsl	v16.8h, v10.8b, v5.8b
	smlsl	v14.8h, v30.8b, v22.8b
	smlsl	v30.8h, v19.8b, v8.8b
	smlsl	v3.8h, v6.8b, v23.8b
	smlsl2	v15.8h, v31.16b, v29.16b
	smlsl2	v24.8h, v20.16b, v17.16b
	smlsl2	v2.8h, v22.16b, v1.16b
	smlsl2	v6.8h, v19.16b, v31.16b
	smov	w22, v31.b[3]
	smov	w5, v1.b[8]
	smov	w11, v15.b[2]
	smov	w30, v30.b[8]
	smov	w30, v3.h[5]
	smov	w4, v24.h[3]
	smov	w21, v14.h[3]
	smov	w30, v26.h[5]
	smov	x14, v11.b[5]
	smov	x27, v28.b[0]
	smov	x22, v19.b[0]
	smov	x11, v6.b[8]
	smov	x15, v13.h[5]
	smov	x4, v20.h[1]
	smov	x25, v18.h[1]
	smov	x4, v29.h[7]
	smov	x17, v20.s[2]
	smov	x16, v24.s[0]
	smov	x6, v23.s[0]
	smov	x23, v25.s[0]
	smnegl	x19, w11, w30
	smsubl	x29, w30, w8, x10
	smsubl	x29, w7, w0, x23
	smnegl	xzr, w9, w2
	smulh	x6, x26, x6
	smulh	x30, x18, x10
	smulh	x12, x8, x28
	smulh	x1, x20, x4
	smull	v15.2d, v6.2s, v3.s[1]
	smull	v21.2d, v2.2s, v24.s[2]
	smull	v18.2d, v28.2s, v20.s[0]
	smull	v30.2d, v28.2s, v12.s[0]
	smull2	v1.2d, v6.4s, v8.s[1]
	smull2	v27.2d, v31.4s, v6.s[3]
	smull2	v12.2d, v19.4s, v4.s[3]
	smull2	v5.2d, v12.4s, v24.s[2]
	smull	v31.4s, v29.4h, v15.h[7]
	smull	v0.4s, v29.4h, v0.h[0]
	smull	v19.4s, v9.4h, v1.h[7]
	smull	v12.4s, v18.4h, v0.h[5]
	smull2	v21.4s, v8.8h, v6.h[6]
	smull2	v11.4s, v2.8h, v3.h[6]
	smull2	v21.4s, v10.8h, v2.h[0]
	smull2	v14.4s, v23.8h, v15.h[2]
	smull	v15.2d, v22.2s, v19.2s
	smull	v25.2d, v10.2s, v23.2s
	smull	v15.2d, v31.2s, v27.2s
	smull	v25.2d, v12.2s, v22.2s
	smull2	v14.2d, v28.4s, v18.4s
	smull2	v9.2d, v1.4s, v23.4s
	smull2	v8.2d, v6.4s, v13.4s
	smull2	v10.2d, v3.4s, v25.4s
	smull	v24.4s, v9.4h, v10.4h
	smull	v18.4s, v22.4h, v2.4h
	smull	v15.4s, v15.4h, v18.4h
	smull	v30.4s, v21.4h, v9.4h
	smull2	v30.4s, v16.8h, v17.8h
	smull2	v8.4s, v19.8h, v2.8h
	smull2	v23.4s, v2.8h, v20.8h
	smull2	v21.4s, v19.8h, v21.8h
	smull	v30.8h, v14.8b, v28.8b
	smull	v12.8h, v13.8b, v13.8b
	smull	v31.8h, v28.8b, v6.8b
	smull	v17.8h, v1.8b, v0.8b
	smull2	v22.8h, v29.16b, v16.16b
	smull2	v17.8h, v27.16b, v28.16b
	smull2	v25.8h, v21.16b, v17.16b
	smull2	v20.8h, v29.16b, v30.16b
	sqabs	b24, b11
	sqabs	b13, b20
	sqabs	b15, b15
	sqabs	b27, b19
	sqabs	d0, d22
	sqabs	d19, d6
	sqabs	d15, d10
	sqabs	d31, d12
	sqabs	h18, h0
	sqabs	h7, h5
	sqabs	h26, h27
	sqabs	h27, h13
	sqabs	s31, s13
	sqabs	s31, s13
	sqabs	s6, s11
	sqabs	s17, s30
	sqabs	v20.16b, v8.16b
	sqabs	v4.16b, v4.16b
	sqabs	v22.16b, v12.16b
	sqabs	v30.16b, v16.16b
	sqabs	v18.2d, v13.2d
	sqabs	v10.2d, v22.2d
	sqabs	v7.2d, v1.2d
	sqabs	v10.2d, v2.2d
	sqabs	v5.2s, v27.2s
	sqabs	v14.2s, v12.2s
	sqabs	v2.2s, v2.2s
	sqabs	v3.2s, v7.2s
	sqabs	v18.4h, v21.4h
	sqabs	v30.4h, v5.4h
	sqabs	v9.4h, v20.4h
	sqabs	v12.4h, v26.4h
	sqabs	v0.4s, v23.4s
	sqabs	v14.4s, v3.4s
	sqabs	v5.4s, v2.4s
	sqabs	v29.4s, v3.4s
	sqabs	v13.8b, v15.8b
	sqabs	v13.8b, v21.8b
	sqabs	v27.8b, v21.8b
	sqabs	v31.8b, v6.8b
	sqabs	v10.8h, v3.8h
	sqabs	v12.8h, v8.8h
	sqabs	v18.8h, v13.8h
	sqabs	v15.8h, v3.8h
	sqadd	b20, b7, b11
	sqadd	b23, b10, b4
	sqadd	b30, b22, b30
	sqadd	b19, b20, b1
	sqadd	d18, d1, d27
	sqadd	d21, d12, d29
	sqadd	d29, d13, d23
	sqadd	d0, d2, d5
	sqadd	h2, h28, h4
	sqadd	h9, h13, h8
	sqadd	h28, h2, h11
	sqadd	h31, h22, h0
	sqadd	s5, s2, s19
	sqadd	s5, s13, s9
	sqadd	s22, s12, s29
	sqadd	s30, s10, s15
	sqadd	v28.16b, v6.16b, v3.16b
	sqadd	v10.16b, v4.16b, v6.16b
	sqadd	v0.16b, v3.16b, v1.16b
	sqadd	v31.16b, v11.16b, v10.16b
	sqadd	v29.2d, v18.2d, v18.2d
	sqadd	v14.2d, v31.2d, v1.2d
	sqadd	v5.2d, v12.2d, v31.2d
	sqadd	v4.2d, v17.2d, v15.2d
	sqadd	v4.2s, v22.2s, v26.2s
	sqadd	v10.2s, v3.2s, v9.2s
	sqadd	v17.2s, v22.2s, v21.2s
	sqadd	v13.2s, v14.2s, v26.2s
	sqadd	v15.4h, v10.4h, v3.4h
	sqadd	v28.4h, v23.4h, v4.4h
	sqadd	v5.4h, v29.4h, v1.4h
	sqadd	v15.4h, v24.4h, v13.4h
	sqadd	v21.4s, v0.4s, v24.4s
	sqadd	v3.4s, v13.4s, v9.4s
	sqadd	v9.4s, v18.4s, v5.4s
	sqadd	v16.4s, v5.4s, v25.4s
	sqadd	v15.8b, v24.8b, v22.8b
	sqadd	v24.8b, v17.8b, v4.8b
	sqadd	v9.8b, v23.8b, v31.8b
	sqadd	v21.8b, v8.8b, v16.8b
	sqadd	v29.8h, v31.8h, v9.8h
	sqadd	v28.8h, v27.8h, v19.8h
	sqadd	v19.8h, v7.8h, v28.8h
	sqadd	v5.8h, v8.8h, v29.8h
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
