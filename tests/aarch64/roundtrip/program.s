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
	addhn	v0.2s, v16.2d, v22.2d
	addhn	v27.2s, v31.2d, v31.2d
	addhn	v17.2s, v24.2d, v17.2d
	addhn	v5.2s, v2.2d, v27.2d
	addhn2	v17.4s, v14.2d, v28.2d
	addhn2	v3.4s, v22.2d, v2.2d
	addhn2	v3.4s, v25.2d, v15.2d
	addhn2	v31.4s, v13.2d, v3.2d
	addhn	v26.4h, v24.4s, v9.4s
	addhn	v26.4h, v14.4s, v30.4s
	addhn	v12.4h, v4.4s, v11.4s
	addhn	v26.4h, v3.4s, v25.4s
	addhn2	v16.8h, v21.4s, v14.4s
	addhn2	v8.8h, v25.4s, v21.4s
	addhn2	v1.8h, v9.4s, v14.4s
	addhn2	v26.8h, v14.4s, v0.4s
	addhn	v28.8b, v14.8h, v24.8h
	addhn	v25.8b, v23.8h, v0.8h
	addhn	v12.8b, v31.8h, v6.8h
	addhn	v29.8b, v6.8h, v0.8h
	addhn2	v25.16b, v29.8h, v23.8h
	addhn2	v9.16b, v17.8h, v27.8h
	addhn2	v11.16b, v10.8h, v10.8h
	addhn2	v17.16b, v14.8h, v6.8h
	addp	d19, v23.2d
	addp	d20, v14.2d
	addp	d31, v24.2d
	addp	d15, v23.2d
	addp	v3.16b, v13.16b, v12.16b
	addp	v21.16b, v23.16b, v23.16b
	addp	v12.16b, v24.16b, v15.16b
	addp	v10.16b, v28.16b, v20.16b
	addp	v2.2d, v20.2d, v3.2d
	addp	v25.2d, v29.2d, v17.2d
	addp	v14.2d, v18.2d, v1.2d
	addp	v29.2d, v1.2d, v1.2d
	addp	v10.2s, v15.2s, v16.2s
	addp	v18.2s, v5.2s, v21.2s
	addp	v4.2s, v9.2s, v17.2s
	addp	v12.2s, v8.2s, v31.2s
	addp	v23.4h, v18.4h, v2.4h
	addp	v25.4h, v6.4h, v4.4h
	addp	v10.4h, v4.4h, v24.4h
	addp	v26.4h, v27.4h, v21.4h
	addp	v6.4s, v6.4s, v1.4s
	addp	v10.4s, v21.4s, v9.4s
	addp	v18.4s, v6.4s, v30.4s
	addp	v2.4s, v0.4s, v4.4s
	addp	v6.8b, v30.8b, v14.8b
	addp	v8.8b, v19.8b, v29.8b
	addp	v24.8b, v15.8b, v27.8b
	addp	v19.8b, v22.8b, v22.8b
	addp	v12.8h, v17.8h, v7.8h
	addp	v12.8h, v24.8h, v4.8h
	addp	v7.8h, v7.8h, v14.8h
	addp	v4.8h, v3.8h, v1.8h
	cmn	w26, #479, lsl #12
	cmn	w26, #2327
	cmn	w17, #1929, lsl #12
	adds	w12, w6, #0
	adds	w0, w8, w17
	cmn	w17, w16, lsl #15
	cmn	w30, w26, lsl #6
	adds	w10, w25, w12, asr #22
	adds	w30, w28, w29, uxtb
	cmn	w28, w30, sxtx
	cmn	w25, w2, uxth #4
	adds	w27, w4, w16, sxtb #1
	adds	x30, x10, #3968, lsl #12
	adds	x7, x1, #1, lsl #12
	adds	x19, x17, #1091
	adds	x22, x2, #1979, lsl #12
	cmn	x25, x17, lsl #3
	adds	x28, x16, x11, asr #61
	adds	x15, x4, x1
	adds	x28, x14, x23, asr #23
	adds	x29, x28, w29, uxth
	adds	x27, x17, w21, uxtw #4
	adds	x27, x3, w20, uxtw #1
	adds	x25, x26, w9, uxtb
	adds	x10, x2, x24, sxtx #3
	cmn	x27, x16, uxtx #2
	cmn	x24, x22, sxtx
	adds	x1, x14, x0, uxtx
	addv	b10, v2.16b
	addv	b12, v24.16b
	addv	b23, v17.16b
	addv	b30, v26.16b
	addv	h20, v19.4h
	addv	h19, v9.4h
	addv	h18, v11.4h
	addv	h10, v31.4h
	addv	s6, v17.4s
	addv	s1, v25.4s
	addv	s12, v23.4s
	addv	s20, v19.4s
	addv	b18, v21.8b
	addv	b21, v0.8b
	addv	b13, v2.8b
	addv	b24, v18.8b
	addv	h3, v2.8h
	addv	h10, v4.8h
	addv	h25, v1.8h
	addv	h20, v8.8h
	add	w20, w19, #3495, lsl #12
	add	w21, w29, #0, lsl #12
	add	w4, w27, #0
	add	w9, w10, #401, lsl #12
	add	w19, w17, w28, lsr #14
	add	w13, w13, w14
	add	w25, w2, w2
	add	w19, w3, w15, lsr #6
	add	w1, w9, w22, sxtw
	add	w18, w25, w5, sxtw
	add	w19, w10, w18, sxth #1
	add	w26, w5, w7, sxtb #2
	add	x23, x7, #0
	add	x27, x27, #0
	add	x17, x21, #488
	add	x3, x22, #4095
	add	x21, x26, x24
	add	xzr, x17, x15
	add	x18, x1, x0, asr #15
	add	x21, x0, xzr, lsr #5
	add	x21, x28, w27, uxtw #2
	add	x20, x10, w5, sxtb #2
	add	x20, x22, w8, uxtb #4
	add	x26, x12, w25, uxtw
	add	x22, x21, xzr, uxtx
	add	x29, sp, x9, sxtx #3
	add	x2, x20, x6, uxtx #1
	add	x2, x8, x5, uxtx
	add	d10, d1, d18
	add	d1, d24, d10
	add	d22, d30, d23
	add	d19, d3, d29
	add	v2.16b, v22.16b, v1.16b
	add	v13.16b, v25.16b, v17.16b
	add	v22.16b, v31.16b, v21.16b
	add	v24.16b, v23.16b, v1.16b
	add	v8.2d, v31.2d, v7.2d
	add	v3.2d, v18.2d, v14.2d
	add	v16.2d, v11.2d, v13.2d
	add	v28.2d, v6.2d, v26.2d
	add	v23.2s, v30.2s, v16.2s
	add	v29.2s, v31.2s, v11.2s
	add	v12.2s, v5.2s, v27.2s
	add	v9.2s, v6.2s, v3.2s
	add	v28.4h, v14.4h, v10.4h
	add	v11.4h, v0.4h, v1.4h
	add	v12.4h, v3.4h, v20.4h
	add	v22.4h, v16.4h, v0.4h
	add	v0.4s, v10.4s, v2.4s
	add	v18.4s, v28.4s, v12.4s
	add	v4.4s, v22.4s, v9.4s
	add	v10.4s, v13.4s, v9.4s
	add	v18.8b, v13.8b, v31.8b
	add	v1.8b, v23.8b, v24.8b
	add	v19.8b, v6.8b, v19.8b
	add	v8.8b, v0.8b, v18.8b
	add	v8.8h, v10.8h, v5.8h
	add	v17.8h, v0.8h, v31.8h
	add	v11.8h, v14.8h, v16.8h
	add	v15.8h, v29.8h, v31.8h
	adr	x30, #926570
	adr	x15, #159029
	adr	x16, #357790
	adr	x13, #-188317
	adrp	x10, #1920495616
	adrp	x13, #-159289344
	adrp	x12, #1089933312
	adrp	x21, #709152768
	tst	w18, #0x3ffc3ffc
	ands	w3, w0, #0x7ff07ff
	ands	w14, w18, #0xf7f7f7f7
	tst	w17, #0xffffffbf
	ands	w30, w26, w3, ror #6
	ands	w16, w24, w27, ror #0
	ands	w2, w25, w28, asr #25
	ands	w17, w18, w22, ror #4
	ands	x13, x25, #0x3ffe00003ffe
	ands	x14, x1, #0x8888888888888888
	tst	x10, #0x5555555555555555
	ands	x28, x28, #0x1010101010101010
	ands	x7, x22, x5, lsr #19
	ands	x1, x15, x8
	ands	x17, x30, x23, lsr #52
	ands	x7, x16, x27, lsr #25
	and	w23, w26, #0x20202020
	and	w21, w14, #0xe0e0e0e
	and	w27, w5, #0xe00fffff
	and	w17, w22, #0x1ff81ff8
	and	w1, w16, w30, ror #0
	and	w26, w22, w14, ror #15
	and	w13, w23, w5, ror #31
	and	w29, w23, w9
	and	x6, x15, #0x3fc000003fc0
	and	x15, x10, #0x2222222222222222
	and	x11, x6, #0x1fffe00000
	and	x27, x13, #0x1fffffe
	and	x11, x14, x8, lsl #55
	and	x22, x6, x25, lsr #1
	and	x28, x29, xzr, lsr #63
	and	x8, x16, x28, ror #10
	and	v22.16b, v10.16b, v6.16b
	and	v4.16b, v8.16b, v19.16b
	and	v24.16b, v25.16b, v15.16b
	and	v22.16b, v23.16b, v6.16b
	and	v22.8b, v1.8b, v11.8b
	and	v1.8b, v11.8b, v7.8b
	and	v20.8b, v7.8b, v28.8b
	and	v30.8b, v10.8b, v29.8b
	asr	w5, w3, w26
	asr	w0, w11, w1
	asr	w9, w30, w14
	asr	w13, w21, w30
	asr	x28, xzr, x26
	asr	x1, x3, x15
	asr	x1, x24, x24
	asr	x13, x14, x26
	b	#20291528
	b	#0
	b	#117600040
	b	#20215348
	bfxil	w21, w25, #3, #5
	bfxil	w18, w5, #0, #22
	bfxil	w17, w30, #0, #9
	bfi	w1, w23, #4, #13
	bfxil	x22, x12, #33, #31
	bfi	x5, x4, #42, #11
	bfi	x20, x3, #57, #6
	bfxil	x30, x0, #11, #38
	bics	w18, w18, w23, lsr #4
	bics	w7, w13, w15, asr #0
	bics	w23, w11, w14, asr #11
	bics	w25, w3, w23, lsr #0
	bics	x8, x17, x0
	bics	x26, x3, x1, asr #63
	bics	xzr, x5, x23, asr #8
	bics	x19, x5, x14, lsl #50
	bic	w11, wzr, w23, ror #20
	bic	w0, w3, w8, lsr #16
	bic	w6, w0, w19
	bic	w1, w30, w24
	bic	x7, x10, x7, ror #13
	bic	x11, x30, x30, lsl #4
	bic	x9, x18, x11
	bic	x4, x5, x28, lsr #0
	bic	v19.2s, #168, lsl #8
	bic	v12.2s, #159, lsl #16
	bic	v13.2s, #255, lsl #24
	bic	v18.2s, #217, lsl #24
	bic	v12.4h, #151
	bic	v26.4h, #17
	bic	v20.4h, #0, lsl #8
	bic	v3.4h, #30
	bic	v5.4s, #0
	bic	v15.4s, #93, lsl #24
	bic	v3.4s, #39, lsl #24
	bic	v22.4s, #255
	bic	v21.8h, #198
	bic	v7.8h, #6, lsl #8
	bic	v24.8h, #199
	bic	v11.8h, #131, lsl #8
	bic	v6.16b, v23.16b, v7.16b
	bic	v3.16b, v6.16b, v2.16b
	bic	v20.16b, v9.16b, v4.16b
	bic	v30.16b, v25.16b, v17.16b
	bic	v23.8b, v24.8b, v0.8b
	bic	v30.8b, v12.8b, v19.8b
	bic	v3.8b, v6.8b, v12.8b
	bic	v8.8b, v25.8b, v5.8b
	bif	v22.16b, v12.16b, v28.16b
	bif	v21.16b, v31.16b, v29.16b
	bif	v19.16b, v16.16b, v5.16b
	bif	v15.16b, v11.16b, v11.16b
	bif	v10.8b, v12.8b, v20.8b
	bif	v25.8b, v12.8b, v24.8b
	bif	v8.8b, v4.8b, v22.8b
	bif	v13.8b, v21.8b, v27.8b
	bit	v3.16b, v4.16b, v9.16b
	bit	v18.16b, v22.16b, v24.16b
	bit	v28.16b, v10.16b, v13.16b
	bit	v11.16b, v7.16b, v31.16b
	bit	v20.8b, v27.8b, v9.8b
	bit	v4.8b, v8.8b, v2.8b
	bit	v15.8b, v3.8b, v21.8b
	bit	v4.8b, v11.8b, v30.8b
	bl	#-50849984
	bl	#-127007572
	bl	#-68963072
	bl	#110061204
	blr	xzr
	blr	x3
	blr	x27
	blr	x14
	br	x7
	br	x24
	br	x7
	br	x19
	brk	#0
	brk	#0xa83a
	brk	#0x1
	brk	#0x2284
	bsl	v5.16b, v31.16b, v20.16b
	bsl	v31.16b, v8.16b, v21.16b
	bsl	v25.16b, v18.16b, v25.16b
	bsl	v1.16b, v22.16b, v14.16b
	bsl	v9.8b, v1.8b, v11.8b
	bsl	v31.8b, v12.8b, v22.8b
	bsl	v15.8b, v7.8b, v15.8b
	bsl	v7.8b, v25.8b, v3.8b
	b.hi	#472484
	b.hs	#-474052
	b.hi	#217180
	b.ne	#-4
	cbnz	w20, #-10828
	cbnz	w15, #202868
	cbnz	w27, #874956
	cbnz	w15, #804424
	cbnz	x5, #-1018976
	cbnz	x25, #809852
	cbnz	x18, #75160
	cbnz	x24, #594276
	cbz	w8, #0
	cbz	w27, #-516436
	cbz	w16, #382148
	cbz	w3, #767136
	cbz	x18, #-121288
	cbz	x26, #-176972
	cbz	x23, #-850620
	cbz	x20, #-1020088
	ccmn	w10, #25, #2, pl
	ccmn	w13, #24, #10, vs
	ccmn	w29, #4, #9, mi
	ccmn	w28, #28, #13, hi
	ccmn	w2, w3, #1, ls
	ccmn	w20, w27, #2, lt
	ccmn	w7, w10, #0, lo
	ccmn	w13, w9, #0, le
	ccmn	x1, #31, #4, mi
	ccmn	x4, #24, #15, le
	ccmn	x0, #0, #5, eq
	ccmn	x28, #23, #0, ne
	ccmn	x23, x8, #13, mi
	ccmn	x30, x15, #10, lt
	ccmn	x9, x28, #14, gt
	ccmn	x26, x16, #5, lo
	ccmp	wzr, #28, #10, ls
	ccmp	w19, #28, #4, vc
	ccmp	w18, #27, #7, mi
	ccmp	w4, #17, #3, ls
	ccmp	w10, w16, #13, ge
	ccmp	w7, w26, #10, eq
	ccmp	w24, w2, #15, mi
	ccmp	w13, w30, #1, pl
	ccmp	x19, #31, #15, hi
	ccmp	x26, #0, #10, hs
	ccmp	x8, #8, #7, lo
	ccmp	x22, #0, #3, vs
	ccmp	x21, x8, #15, hi
	ccmp	x7, x15, #2, al
	ccmp	x17, x12, #9, ne
	ccmp	x27, x23, #1, lt
	clrex	#10
	clrex	#0
	clrex	#12
	clrex	#0
	cls	w10, w5
	cls	w16, w25
	cls	w27, w19
	cls	w5, w14
	cls	x3, x27
	cls	x2, x14
	cls	x6, x12
	cls	x29, x0
	cls	v22.16b, v3.16b
	cls	v3.16b, v8.16b
	cls	v4.16b, v20.16b
	cls	v17.16b, v16.16b
	cls	v24.2s, v29.2s
	cls	v27.2s, v28.2s
	cls	v28.2s, v8.2s
	cls	v2.2s, v27.2s
	cls	v21.4h, v28.4h
	cls	v15.4h, v10.4h
	cls	v18.4h, v19.4h
	cls	v26.4h, v6.4h
	cls	v30.4s, v31.4s
	cls	v14.4s, v0.4s
	cls	v12.4s, v14.4s
	cls	v17.4s, v6.4s
	cls	v19.8b, v30.8b
	cls	v31.8b, v3.8b
	cls	v18.8b, v1.8b
	cls	v3.8b, v26.8b
	cls	v26.8h, v24.8h
	cls	v18.8h, v10.8h
	cls	v17.8h, v24.8h
	cls	v19.8h, v8.8h
	clz	w6, w4
	clz	w7, w6
	clz	w28, w3
	clz	w17, w29
	clz	x25, x8
	clz	x8, x15
	clz	x29, x3
	clz	x30, x18
	clz	v20.16b, v23.16b
	clz	v31.16b, v12.16b
	clz	v27.16b, v24.16b
	clz	v4.16b, v12.16b
	clz	v0.2s, v6.2s
	clz	v1.2s, v14.2s
	clz	v13.2s, v28.2s
	clz	v0.2s, v5.2s
	clz	v13.4h, v30.4h
	clz	v27.4h, v13.4h
	clz	v11.4h, v30.4h
	clz	v21.4h, v27.4h
	clz	v25.4s, v6.4s
	clz	v28.4s, v31.4s
	clz	v2.4s, v23.4s
	clz	v29.4s, v7.4s
	clz	v5.8b, v27.8b
	clz	v19.8b, v11.8b
	clz	v11.8b, v24.8b
	clz	v3.8b, v12.8b
	clz	v15.8h, v5.8h
	clz	v31.8h, v13.8h
	clz	v21.8h, v13.8h
	clz	v13.8h, v26.8h
	cmeq	d29, d20, d26
	cmeq	d6, d11, d21
	cmeq	d13, d23, d31
	cmeq	d3, d30, d23
	cmeq	v5.16b, v31.16b, v17.16b
	cmeq	v7.16b, v16.16b, v31.16b
	cmeq	v26.16b, v15.16b, v24.16b
	cmeq	v18.16b, v8.16b, v24.16b
	cmeq	v4.2d, v24.2d, v5.2d
	cmeq	v19.2d, v28.2d, v30.2d
	cmeq	v12.2d, v25.2d, v22.2d
	cmeq	v6.2d, v5.2d, v19.2d
	cmeq	v3.2s, v1.2s, v19.2s
	cmeq	v3.2s, v28.2s, v30.2s
	cmeq	v17.2s, v7.2s, v20.2s
	cmeq	v28.2s, v28.2s, v16.2s
	cmeq	v8.4h, v0.4h, v5.4h
	cmeq	v31.4h, v9.4h, v29.4h
	cmeq	v28.4h, v10.4h, v31.4h
	cmeq	v22.4h, v24.4h, v12.4h
	cmeq	v12.4s, v11.4s, v12.4s
	cmeq	v12.4s, v18.4s, v16.4s
	cmeq	v7.4s, v6.4s, v22.4s
	cmeq	v29.4s, v1.4s, v18.4s
	cmeq	v24.8b, v0.8b, v15.8b
	cmeq	v26.8b, v18.8b, v9.8b
	cmeq	v30.8b, v1.8b, v15.8b
	cmeq	v16.8b, v7.8b, v12.8b
	cmeq	v27.8h, v15.8h, v31.8h
	cmeq	v28.8h, v20.8h, v9.8h
	cmeq	v9.8h, v0.8h, v7.8h
	cmeq	v5.8h, v21.8h, v20.8h
	cmeq	d13, d27, #0
	cmeq	d4, d7, #0
	cmeq	d30, d16, #0
	cmeq	d14, d18, #0
	cmeq	v7.16b, v1.16b, #0
	cmeq	v3.16b, v15.16b, #0
	cmeq	v15.16b, v8.16b, #0
	cmeq	v3.16b, v31.16b, #0
	cmeq	v27.2d, v23.2d, #0
	cmeq	v18.2d, v5.2d, #0
	cmeq	v6.2d, v25.2d, #0
	cmeq	v30.2d, v2.2d, #0
	cmeq	v23.2s, v31.2s, #0
	cmeq	v23.2s, v0.2s, #0
	cmeq	v24.2s, v27.2s, #0
	cmeq	v3.2s, v9.2s, #0
	cmeq	v25.4h, v31.4h, #0
	cmeq	v14.4h, v24.4h, #0
	cmeq	v26.4h, v10.4h, #0
	cmeq	v28.4h, v0.4h, #0
	cmeq	v3.4s, v14.4s, #0
	cmeq	v22.4s, v19.4s, #0
	cmeq	v9.4s, v20.4s, #0
	cmeq	v30.4s, v6.4s, #0
	cmeq	v20.8b, v9.8b, #0
	cmeq	v25.8b, v6.8b, #0
	cmeq	v27.8b, v15.8b, #0
	cmeq	v31.8b, v23.8b, #0
	cmeq	v24.8h, v4.8h, #0
	cmeq	v7.8h, v26.8h, #0
	cmeq	v26.8h, v12.8h, #0
	cmeq	v19.8h, v19.8h, #0
	cmge	d29, d21, d15
	cmge	d23, d30, d30
	cmge	d17, d26, d10
	cmge	d4, d6, d15
	cmge	v12.16b, v13.16b, v26.16b
	cmge	v23.16b, v23.16b, v30.16b
	cmge	v23.16b, v24.16b, v9.16b
	cmge	v25.16b, v25.16b, v16.16b
	cmge	v7.2d, v26.2d, v25.2d
	cmge	v2.2d, v31.2d, v23.2d
	cmge	v12.2d, v15.2d, v3.2d
	cmge	v28.2d, v5.2d, v14.2d
	cmge	v30.2s, v10.2s, v18.2s
	cmge	v2.2s, v2.2s, v9.2s
	cmge	v6.2s, v14.2s, v0.2s
	cmge	v7.2s, v13.2s, v27.2s
	cmge	v9.4h, v8.4h, v24.4h
	cmge	v7.4h, v0.4h, v23.4h
	cmge	v16.4h, v11.4h, v20.4h
	cmge	v17.4h, v26.4h, v0.4h
	cmge	v19.4s, v26.4s, v8.4s
	cmge	v26.4s, v7.4s, v27.4s
	cmge	v24.4s, v9.4s, v6.4s
	cmge	v3.4s, v21.4s, v17.4s
	cmge	v28.8b, v20.8b, v16.8b
	cmge	v10.8b, v16.8b, v26.8b
	cmge	v9.8b, v17.8b, v1.8b
	cmge	v9.8b, v25.8b, v1.8b
	cmge	v18.8h, v30.8h, v2.8h
	cmge	v20.8h, v22.8h, v6.8h
	cmge	v29.8h, v29.8h, v10.8h
	cmge	v26.8h, v30.8h, v31.8h
	cmge	d23, d9, #0
	cmge	d14, d3, #0
	cmge	d14, d14, #0
	cmge	d17, d7, #0
	cmge	v0.16b, v2.16b, #0
	cmge	v14.16b, v2.16b, #0
	cmge	v19.16b, v12.16b, #0
	cmge	v4.16b, v24.16b, #0
	cmge	v8.2d, v23.2d, #0
	cmge	v13.2d, v15.2d, #0
	cmge	v2.2d, v13.2d, #0
	cmge	v18.2d, v23.2d, #0
	cmge	v25.2s, v13.2s, #0
	cmge	v0.2s, v25.2s, #0
	cmge	v31.2s, v25.2s, #0
	cmge	v12.2s, v8.2s, #0
	cmge	v19.4h, v30.4h, #0
	cmge	v14.4h, v10.4h, #0
	cmge	v18.4h, v28.4h, #0
	cmge	v27.4h, v7.4h, #0
	cmge	v8.4s, v31.4s, #0
	cmge	v20.4s, v25.4s, #0
	cmge	v27.4s, v21.4s, #0
	cmge	v20.4s, v21.4s, #0
	cmge	v13.8b, v3.8b, #0
	cmge	v28.8b, v27.8b, #0
	cmge	v6.8b, v30.8b, #0
	cmge	v17.8b, v17.8b, #0
	cmge	v21.8h, v9.8h, #0
	cmge	v15.8h, v31.8h, #0
	cmge	v16.8h, v18.8h, #0
	cmge	v12.8h, v19.8h, #0
	cmgt	d25, d31, d12
	cmgt	d25, d25, d10
	cmgt	d17, d20, d25
	cmgt	d2, d25, d14
	cmgt	v3.16b, v1.16b, v3.16b
	cmgt	v8.16b, v18.16b, v1.16b
	cmgt	v28.16b, v0.16b, v12.16b
	cmgt	v15.16b, v16.16b, v16.16b
	cmgt	v23.2d, v13.2d, v28.2d
	cmgt	v17.2d, v10.2d, v1.2d
	cmgt	v1.2d, v16.2d, v18.2d
	cmgt	v4.2d, v10.2d, v20.2d
	cmgt	v7.2s, v27.2s, v30.2s
	cmgt	v4.2s, v5.2s, v16.2s
	cmgt	v2.2s, v17.2s, v22.2s
	cmgt	v31.2s, v10.2s, v22.2s
	cmgt	v0.4h, v7.4h, v4.4h
	cmgt	v13.4h, v21.4h, v16.4h
	cmgt	v13.4h, v0.4h, v27.4h
	cmgt	v24.4h, v1.4h, v7.4h
	cmgt	v2.4s, v24.4s, v16.4s
	cmgt	v19.4s, v28.4s, v2.4s
	cmgt	v24.4s, v14.4s, v6.4s
	cmgt	v20.4s, v11.4s, v22.4s
	cmgt	v12.8b, v23.8b, v4.8b
	cmgt	v27.8b, v1.8b, v14.8b
	cmgt	v6.8b, v2.8b, v15.8b
	cmgt	v14.8b, v15.8b, v9.8b
	cmgt	v19.8h, v13.8h, v28.8h
	cmgt	v29.8h, v12.8h, v26.8h
	cmgt	v0.8h, v4.8h, v25.8h
	cmgt	v20.8h, v4.8h, v8.8h
	cmgt	d28, d7, #0
	cmgt	d7, d13, #0
	cmgt	d13, d1, #0
	cmgt	d30, d26, #0
	cmgt	v2.16b, v11.16b, #0
	cmgt	v24.16b, v23.16b, #0
	cmgt	v26.16b, v8.16b, #0
	cmgt	v21.16b, v2.16b, #0
	cmgt	v23.2d, v5.2d, #0
	cmgt	v10.2d, v13.2d, #0
	cmgt	v0.2d, v5.2d, #0
	cmgt	v28.2d, v30.2d, #0
	cmgt	v10.2s, v14.2s, #0
	cmgt	v15.2s, v16.2s, #0
	cmgt	v7.2s, v31.2s, #0
	cmgt	v6.2s, v25.2s, #0
	cmgt	v4.4h, v2.4h, #0
	cmgt	v25.4h, v18.4h, #0
	cmgt	v6.4h, v19.4h, #0
	cmgt	v29.4h, v17.4h, #0
	cmgt	v19.4s, v26.4s, #0
	cmgt	v28.4s, v25.4s, #0
	cmgt	v17.4s, v1.4s, #0
	cmgt	v24.4s, v6.4s, #0
	cmgt	v13.8b, v12.8b, #0
	cmgt	v9.8b, v7.8b, #0
	cmgt	v23.8b, v1.8b, #0
	cmgt	v21.8b, v2.8b, #0
	cmgt	v1.8h, v3.8h, #0
	cmgt	v12.8h, v15.8h, #0
	cmgt	v6.8h, v13.8h, #0
	cmgt	v21.8h, v9.8h, #0
	cmhi	d24, d20, d28
	cmhi	d9, d22, d16
	cmhi	d16, d16, d6
	cmhi	d27, d29, d19
	cmhi	v18.16b, v3.16b, v8.16b
	cmhi	v1.16b, v3.16b, v24.16b
	cmhi	v18.16b, v5.16b, v28.16b
	cmhi	v13.16b, v17.16b, v17.16b
	cmhi	v0.2d, v23.2d, v21.2d
	cmhi	v2.2d, v1.2d, v30.2d
	cmhi	v29.2d, v20.2d, v8.2d
	cmhi	v26.2d, v3.2d, v26.2d
	cmhi	v22.2s, v17.2s, v22.2s
	cmhi	v12.2s, v2.2s, v23.2s
	cmhi	v29.2s, v20.2s, v6.2s
	cmhi	v29.2s, v26.2s, v18.2s
	cmhi	v5.4h, v1.4h, v18.4h
	cmhi	v3.4h, v11.4h, v6.4h
	cmhi	v18.4h, v26.4h, v14.4h
	cmhi	v3.4h, v2.4h, v11.4h
	cmhi	v12.4s, v20.4s, v0.4s
	cmhi	v21.4s, v3.4s, v14.4s
	cmhi	v9.4s, v2.4s, v19.4s
	cmhi	v13.4s, v2.4s, v2.4s
	cmhi	v1.8b, v7.8b, v30.8b
	cmhi	v13.8b, v6.8b, v22.8b
	cmhi	v23.8b, v10.8b, v2.8b
	cmhi	v6.8b, v25.8b, v31.8b
	cmhi	v26.8h, v26.8h, v12.8h
	cmhi	v28.8h, v6.8h, v8.8h
	cmhi	v26.8h, v20.8h, v12.8h
	cmhi	v24.8h, v20.8h, v28.8h
	cmhs	d14, d26, d17
	cmhs	d15, d6, d12
	cmhs	d29, d8, d1
	cmhs	d31, d11, d20
	cmhs	v8.16b, v28.16b, v3.16b
	cmhs	v15.16b, v24.16b, v10.16b
	cmhs	v3.16b, v13.16b, v30.16b
	cmhs	v30.16b, v6.16b, v16.16b
	cmhs	v20.2d, v15.2d, v7.2d
	cmhs	v22.2d, v24.2d, v10.2d
	cmhs	v0.2d, v25.2d, v2.2d
	cmhs	v17.2d, v26.2d, v20.2d
	cmhs	v29.2s, v26.2s, v8.2s
	cmhs	v25.2s, v28.2s, v22.2s
	cmhs	v16.2s, v18.2s, v24.2s
	cmhs	v4.2s, v27.2s, v6.2s
	cmhs	v20.4h, v27.4h, v11.4h
	cmhs	v23.4h, v30.4h, v23.4h
	cmhs	v24.4h, v20.4h, v29.4h
	cmhs	v0.4h, v24.4h, v16.4h
	cmhs	v25.4s, v6.4s, v28.4s
	cmhs	v7.4s, v6.4s, v7.4s
	cmhs	v19.4s, v11.4s, v28.4s
	cmhs	v1.4s, v31.4s, v31.4s
	cmhs	v16.8b, v7.8b, v3.8b
	cmhs	v24.8b, v6.8b, v15.8b
	cmhs	v13.8b, v21.8b, v27.8b
	cmhs	v3.8b, v22.8b, v3.8b
	cmhs	v11.8h, v20.8h, v19.8h
	cmhs	v31.8h, v25.8h, v3.8h
	cmhs	v25.8h, v31.8h, v6.8h
	cmhs	v26.8h, v7.8h, v24.8h
	cmle	d9, d30, #0
	cmle	d0, d5, #0
	cmle	d13, d19, #0
	cmle	d12, d8, #0
	cmle	v28.16b, v21.16b, #0
	cmle	v21.16b, v14.16b, #0
	cmle	v15.16b, v0.16b, #0
	cmle	v26.16b, v21.16b, #0
	cmle	v0.2d, v30.2d, #0
	cmle	v6.2d, v7.2d, #0
	cmle	v11.2d, v20.2d, #0
	cmle	v6.2d, v13.2d, #0
	cmle	v26.2s, v6.2s, #0
	cmle	v2.2s, v1.2s, #0
	cmle	v27.2s, v8.2s, #0
	cmle	v0.2s, v8.2s, #0
	cmle	v26.4h, v15.4h, #0
	cmle	v22.4h, v19.4h, #0
	cmle	v31.4h, v0.4h, #0
	cmle	v30.4h, v6.4h, #0
	cmle	v18.4s, v19.4s, #0
	cmle	v28.4s, v9.4s, #0
	cmle	v14.4s, v22.4s, #0
	cmle	v29.4s, v27.4s, #0
	cmle	v12.8b, v7.8b, #0
	cmle	v0.8b, v30.8b, #0
	cmle	v25.8b, v16.8b, #0
	cmle	v13.8b, v29.8b, #0
	cmle	v28.8h, v21.8h, #0
	cmle	v8.8h, v6.8h, #0
	cmle	v1.8h, v6.8h, #0
	cmle	v9.8h, v22.8h, #0
	cmlt	d20, d18, #0
	cmlt	d25, d0, #0
	cmlt	d10, d23, #0
	cmlt	d16, d27, #0
	cmlt	v12.16b, v28.16b, #0
	cmlt	v17.16b, v19.16b, #0
	cmlt	v1.16b, v2.16b, #0
	cmlt	v31.16b, v4.16b, #0
	cmlt	v4.2d, v29.2d, #0
	cmlt	v10.2d, v3.2d, #0
	cmlt	v7.2d, v23.2d, #0
	cmlt	v4.2d, v29.2d, #0
	cmlt	v10.2s, v30.2s, #0
	cmlt	v6.2s, v25.2s, #0
	cmlt	v14.2s, v29.2s, #0
	cmlt	v11.2s, v12.2s, #0
	cmlt	v22.4h, v6.4h, #0
	cmlt	v31.4h, v6.4h, #0
	cmlt	v15.4h, v6.4h, #0
	cmlt	v31.4h, v3.4h, #0
	cmlt	v18.4s, v18.4s, #0
	cmlt	v14.4s, v10.4s, #0
	cmlt	v23.4s, v11.4s, #0
	cmlt	v18.4s, v25.4s, #0
	cmlt	v1.8b, v18.8b, #0
	cmlt	v30.8b, v1.8b, #0
	cmlt	v26.8b, v10.8b, #0
	cmlt	v8.8b, v25.8b, #0
	cmlt	v13.8h, v7.8h, #0
	cmlt	v10.8h, v20.8h, #0
	cmlt	v19.8h, v23.8h, #0
	cmlt	v22.8h, v30.8h, #0
	cmtst	d18, d6, d7
	cmtst	d4, d30, d17
	cmtst	d11, d8, d6
	cmtst	d0, d27, d13
	cmtst	v10.16b, v2.16b, v29.16b
	cmtst	v6.16b, v11.16b, v17.16b
	cmtst	v19.16b, v28.16b, v25.16b
	cmtst	v5.16b, v4.16b, v27.16b
	cmtst	v20.2d, v13.2d, v31.2d
	cmtst	v4.2d, v1.2d, v2.2d
	cmtst	v14.2d, v30.2d, v26.2d
	cmtst	v2.2d, v7.2d, v9.2d
	cmtst	v22.2s, v15.2s, v28.2s
	cmtst	v14.2s, v6.2s, v3.2s
	cmtst	v26.2s, v15.2s, v9.2s
	cmtst	v14.2s, v28.2s, v15.2s
	cmtst	v28.4h, v0.4h, v14.4h
	cmtst	v3.4h, v9.4h, v4.4h
	cmtst	v10.4h, v21.4h, v31.4h
	cmtst	v6.4h, v15.4h, v18.4h
	cmtst	v31.4s, v9.4s, v29.4s
	cmtst	v17.4s, v2.4s, v28.4s
	cmtst	v31.4s, v28.4s, v24.4s
	cmtst	v3.4s, v31.4s, v15.4s
	cmtst	v23.8b, v2.8b, v25.8b
	cmtst	v26.8b, v26.8b, v11.8b
	cmtst	v20.8b, v6.8b, v11.8b
	cmtst	v0.8b, v10.8b, v16.8b
	cmtst	v31.8h, v0.8h, v30.8h
	cmtst	v16.8h, v16.8h, v12.8h
	cmtst	v22.8h, v8.8h, v28.8h
	cmtst	v2.8h, v9.8h, v8.8h
	cnt	v25.16b, v12.16b
	cnt	v2.16b, v8.16b
	cnt	v2.16b, v18.16b
	cnt	v31.16b, v19.16b
	cnt	v0.8b, v13.8b
	cnt	v0.8b, v28.8b
	cnt	v9.8b, v29.8b
	cnt	v18.8b, v17.8b
	csel	w11, w13, w11, nv
	csel	w30, w19, w0, ge
	csel	w0, wzr, w22, mi
	csel	w29, w23, w20, pl
	csel	x15, x12, x26, le
	csel	x4, x28, x14, vs
	csel	x25, x0, x20, al
	csel	x13, x1, x22, lo
	csinc	w9, w26, w9, vc
	csinc	w23, w28, w11, hs
	csinc	w13, w4, w1, hs
	cinc	w6, w6, hi
	cinc	x12, x28, mi
	csinc	x22, x10, x8, vc
	csinc	x22, xzr, xzr, nv
	cset	x28, lo
	csinv	w25, w12, w26, mi
	csinv	w20, w6, w2, ne
	csinv	w6, w11, w19, mi
	csinv	w18, w11, w16, le
	csetm	x20, pl
	cinv	x18, x14, lo
	csetm	x20, ge
	cinv	x12, x12, lo
	csneg	w17, w23, w27, gt
	csneg	w29, w4, w14, hs
	csneg	w20, w21, w23, hi
	csneg	w30, w0, w6, lo
	cneg	x23, x15, ls
	csneg	x1, x7, x23, ge
	csneg	x28, x22, x22, nv
	cneg	x0, x17, le
	dcps1	#0x10dd
	dcps1
	dcps1
	dcps1	#0x6956
	dcps2
	dcps2
	dcps2	#0xb51b
	dcps2	#0xe8d6
	dcps3
	dcps3	#0xb3ea
	dcps3	#0xf26e
	dcps3
	dmb	ishst
	dmb	nshld
	dmb	nshst
	dmb	oshld
	drps
	drps
	drps
	drps
	ssbb
	ssbb
	dsb	#12
	dsb	nsh
	mov	b16, v7.b[6]
	mov	b30, v5.b[8]
	mov	b22, v21.b[0]
	mov	b3, v17.b[13]
	mov	d2, v5.d[1]
	mov	d19, v17.d[0]
	mov	d21, v0.d[0]
	mov	d18, v13.d[0]
	mov	h21, v26.h[1]
	mov	h18, v3.h[3]
	mov	h27, v0.h[6]
	mov	h1, v17.h[7]
	mov	s12, v13.s[1]
	mov	s14, v4.s[0]
	mov	s29, v15.s[2]
	mov	s4, v0.s[0]
	dup	v7.16b, wzr
	dup	v27.16b, w11
	dup	v15.16b, w27
	dup	v16.16b, w27
	dup	v5.16b, v18.b[0]
	dup	v10.16b, v25.b[8]
	dup	v12.16b, v8.b[0]
	dup	v12.16b, v6.b[12]
	dup	v31.2d, x15
	dup	v3.2d, x6
	dup	v6.2d, x2
	dup	v24.2d, x10
	dup	v14.2d, v17.d[0]
	dup	v3.2d, v9.d[1]
	dup	v7.2d, v29.d[1]
	dup	v10.2d, v7.d[1]
	dup	v1.2s, w18
	dup	v14.2s, w28
	dup	v13.2s, w8
	dup	v31.2s, w22
	dup	v8.2s, v22.s[0]
	dup	v0.2s, v23.s[3]
	dup	v10.2s, v14.s[0]
	dup	v7.2s, v26.s[0]
	dup	v10.4h, w21
	dup	v1.4h, w28
	dup	v15.4h, w25
	dup	v26.4h, w25
	dup	v8.4h, v12.h[3]
	dup	v27.4h, v19.h[3]
	dup	v27.4h, v7.h[7]
	dup	v1.4h, v1.h[0]
	dup	v21.4s, w12
	dup	v31.4s, w13
	dup	v25.4s, w29
	dup	v7.4s, w28
	dup	v8.4s, v0.s[3]
	dup	v4.4s, v14.s[0]
	dup	v4.4s, v30.s[2]
	dup	v29.4s, v4.s[1]
	dup	v17.8b, w13
	dup	v15.8b, w27
	dup	v3.8b, w21
	dup	v29.8b, w11
	dup	v22.8b, v6.b[3]
	dup	v18.8b, v22.b[11]
	dup	v15.8b, v6.b[2]
	dup	v21.8b, v15.b[0]
	dup	v12.8h, w9
	dup	v15.8h, w25
	dup	v29.8h, w5
	dup	v15.8h, w26
	dup	v15.8h, v15.h[2]
	dup	v29.8h, v11.h[4]
	dup	v1.8h, v24.h[3]
	dup	v19.8h, v21.h[2]
	eon	w12, w29, w14, ror #6
	eon	w30, w3, w23, lsl #31
	eon	w4, w12, w12, ror #11
	eon	w17, w21, w18
	eon	x26, x17, x30
	eon	x28, x25, x2, lsr #1
	eon	x29, xzr, x0, ror #32
	eon	x12, x27, x2, ror #13
	eor	w9, w2, #0xf0f0f0f
	eor	w28, w13, #0x55555555
	eor	w24, w4, #0x80008000
	eor	w19, w17, #0x20202020
	eor	w20, w1, w11
	eor	w8, w4, w1
	eor	w14, w23, w29
	eor	w17, w5, w9, asr #19
	eor	x14, x19, #0xcccccccccccccccc
	eor	x24, x6, #0x3000300030003
	eor	x11, x6, #0x1ffffffffff8000
	eor	x15, x13, #0x9fffffff9fffffff
	eor	x1, x26, x0
	eor	x16, x1, x13, lsr #59
	eor	x21, x16, x13, asr #16
	eor	x14, x22, x22, asr #23
	eor	v1.16b, v5.16b, v0.16b
	eor	v14.16b, v24.16b, v5.16b
	eor	v13.16b, v11.16b, v18.16b
	eor	v9.16b, v10.16b, v21.16b
	eor	v25.8b, v5.8b, v28.8b
	eor	v19.8b, v23.8b, v17.8b
	eor	v5.8b, v18.8b, v29.8b
	eor	v25.8b, v17.8b, v10.8b
	eret
	eret
	eret
	eret
	extr	w14, w11, wzr, #4
	extr	w19, w13, w15, #1
	ror	w20, w12, #24
	extr	w0, w20, w22, #0
	ror	x8, x8, #28
	extr	x14, x21, x18, #18
	extr	x1, x17, x15, #18
	extr	x1, x21, x24, #5
	ext	v14.16b, v27.16b, v29.16b, #1
	ext	v3.16b, v9.16b, v22.16b, #7
	ext	v21.16b, v5.16b, v24.16b, #8
	ext	v2.16b, v27.16b, v4.16b, #4
	ext	v13.8b, v15.8b, v22.8b, #2
	ext	v15.8b, v19.8b, v11.8b, #2
	ext	v0.8b, v21.8b, v22.8b, #0
	ext	v8.8b, v13.8b, v0.8b, #3
	fabd	d3, d31, d0
	fabd	d17, d0, d0
	fabd	d6, d25, d15
	fabd	d11, d5, d13
	fabd	s17, s22, s31
	fabd	s28, s21, s1
	fabd	s22, s15, s22
	fabd	s12, s7, s14
	fabd	v8.2d, v5.2d, v19.2d
	fabd	v18.2d, v14.2d, v20.2d
	fabd	v9.2d, v16.2d, v0.2d
	fabd	v13.2d, v13.2d, v27.2d
	fabd	v3.2s, v27.2s, v14.2s
	fabd	v27.2s, v0.2s, v4.2s
	fabd	v12.2s, v6.2s, v28.2s
	fabd	v21.2s, v28.2s, v1.2s
	fabd	v2.4s, v30.4s, v14.4s
	fabd	v29.4s, v4.4s, v29.4s
	fabd	v9.4s, v20.4s, v8.4s
	fabd	v22.4s, v8.4s, v12.4s
	fabs	d23, d29
	fabs	d0, d22
	fabs	d5, d4
	fabs	d10, d18
	fabs	s11, s9
	fabs	s2, s27
	fabs	s25, s0
	fabs	s7, s9
	fabs	v3.2d, v29.2d
	fabs	v18.2d, v2.2d
	fabs	v9.2d, v9.2d
	fabs	v13.2d, v20.2d
	fabs	v5.2s, v3.2s
	fabs	v8.2s, v0.2s
	fabs	v18.2s, v20.2s
	fabs	v25.2s, v4.2s
	fabs	v17.4s, v27.4s
	fabs	v20.4s, v24.4s
	fabs	v5.4s, v13.4s
	fabs	v21.4s, v26.4s
	facge	d24, d23, d12
	facge	d30, d18, d30
	facge	d27, d1, d24
	facge	d4, d25, d23
	facge	s20, s7, s0
	facge	s28, s22, s12
	facge	s20, s7, s28
	facge	s28, s19, s25
	facge	v5.2d, v14.2d, v16.2d
	facge	v18.2d, v26.2d, v3.2d
	facge	v15.2d, v20.2d, v9.2d
	facge	v8.2d, v11.2d, v17.2d
	facge	v16.2s, v6.2s, v7.2s
	facge	v18.2s, v11.2s, v11.2s
	facge	v15.2s, v2.2s, v0.2s
	facge	v28.2s, v27.2s, v20.2s
	facge	v21.4s, v25.4s, v26.4s
	facge	v22.4s, v16.4s, v16.4s
	facge	v0.4s, v16.4s, v10.4s
	facge	v11.4s, v21.4s, v22.4s
	facgt	d9, d28, d29
	facgt	d2, d8, d14
	facgt	d25, d6, d8
	facgt	d15, d21, d1
	facgt	s23, s15, s16
	facgt	s7, s2, s13
	facgt	s20, s1, s6
	facgt	s26, s1, s3
	facgt	v9.2d, v15.2d, v2.2d
	facgt	v2.2d, v2.2d, v3.2d
	facgt	v9.2d, v21.2d, v26.2d
	facgt	v26.2d, v20.2d, v31.2d
	facgt	v21.2s, v17.2s, v1.2s
	facgt	v21.2s, v23.2s, v24.2s
	facgt	v29.2s, v11.2s, v8.2s
	facgt	v0.2s, v5.2s, v25.2s
	facgt	v12.4s, v4.4s, v0.4s
	facgt	v24.4s, v28.4s, v22.4s
	facgt	v3.4s, v25.4s, v3.4s
	facgt	v15.4s, v8.4s, v10.4s
	fadd	d8, d10, d24
	fadd	d21, d27, d22
	fadd	d17, d19, d5
	fadd	d2, d21, d9
	faddp	d25, v24.2d
	faddp	d12, v28.2d
	faddp	d29, v12.2d
	faddp	d31, v26.2d
	faddp	s7, v10.2s
	faddp	s6, v18.2s
	faddp	s1, v24.2s
	faddp	s0, v20.2s
	faddp	v7.2d, v2.2d, v14.2d
	faddp	v24.2d, v10.2d, v26.2d
	faddp	v22.2d, v16.2d, v5.2d
	faddp	v22.2d, v20.2d, v24.2d
	faddp	v11.2s, v27.2s, v21.2s
	faddp	v3.2s, v0.2s, v29.2s
	faddp	v6.2s, v26.2s, v13.2s
	faddp	v27.2s, v19.2s, v4.2s
	faddp	v5.4s, v14.4s, v6.4s
	faddp	v24.4s, v0.4s, v18.4s
	faddp	v30.4s, v12.4s, v28.4s
	faddp	v6.4s, v24.4s, v0.4s
	fadd	s14, s5, s0
	fadd	s4, s28, s19
	fadd	s6, s25, s10
	fadd	s23, s30, s10
	fadd	v1.2d, v11.2d, v15.2d
	fadd	v8.2d, v25.2d, v1.2d
	fadd	v13.2d, v17.2d, v22.2d
	fadd	v28.2d, v20.2d, v6.2d
	fadd	v28.2s, v7.2s, v24.2s
	fadd	v17.2s, v2.2s, v30.2s
	fadd	v0.2s, v3.2s, v17.2s
	fadd	v27.2s, v15.2s, v25.2s
	fadd	v15.4s, v18.4s, v28.4s
	fadd	v14.4s, v9.4s, v23.4s
	fadd	v8.4s, v7.4s, v16.4s
	fadd	v21.4s, v21.4s, v31.4s
	fccmp	d7, d7, #11, mi
	fccmp	d16, d8, #13, ne
	fccmp	d0, d4, #0, ge
	fccmp	d27, d13, #15, hi
	fccmpe	d20, d28, #8, ne
	fccmpe	d22, d14, #2, vc
	fccmpe	d11, d12, #0, lo
	fccmpe	d0, d28, #6, ge
	fccmpe	s11, s20, #1, mi
	fccmpe	s31, s30, #6, ls
	fccmpe	s8, s21, #7, ls
	fccmpe	s11, s28, #13, lo
	fccmp	s26, s3, #1, mi
	fccmp	s10, s9, #2, eq
	fccmp	s20, s14, #6, mi
	fccmp	s14, s26, #8, lt
	fcmeq	d0, d8, d26
	fcmeq	d0, d29, d1
	fcmeq	d4, d8, d12
	fcmeq	d17, d20, d21
	fcmeq	s22, s5, s9
	fcmeq	s8, s10, s11
	fcmeq	s26, s8, s11
	fcmeq	s27, s8, s29
	fcmeq	v10.2d, v21.2d, v11.2d
	fcmeq	v9.2d, v22.2d, v11.2d
	fcmeq	v17.2d, v27.2d, v22.2d
	fcmeq	v18.2d, v25.2d, v29.2d
	fcmeq	v18.2s, v26.2s, v18.2s
	fcmeq	v20.2s, v3.2s, v7.2s
	fcmeq	v25.2s, v2.2s, v18.2s
	fcmeq	v14.2s, v10.2s, v20.2s
	fcmeq	v6.4s, v4.4s, v24.4s
	fcmeq	v15.4s, v2.4s, v27.4s
	fcmeq	v6.4s, v15.4s, v20.4s
	fcmeq	v10.4s, v8.4s, v16.4s
	fcmeq	d5, d14, #0.0
	fcmeq	d8, d2, #0.0
	fcmeq	d22, d10, #0.0
	fcmeq	d2, d31, #0.0
	fcmeq	s30, s30, #0.0
	fcmeq	s22, s27, #0.0
	fcmeq	s7, s30, #0.0
	fcmeq	s3, s18, #0.0
	fcmeq	v10.2d, v21.2d, #0.0
	fcmeq	v22.2d, v9.2d, #0.0
	fcmeq	v12.2d, v29.2d, #0.0
	fcmeq	v30.2d, v3.2d, #0.0
	fcmeq	v25.2s, v0.2s, #0.0
	fcmeq	v22.2s, v10.2s, #0.0
	fcmeq	v25.2s, v25.2s, #0.0
	fcmeq	v16.2s, v23.2s, #0.0
	fcmeq	v3.4s, v20.4s, #0.0
	fcmeq	v21.4s, v13.4s, #0.0
	fcmeq	v16.4s, v21.4s, #0.0
	fcmeq	v30.4s, v11.4s, #0.0
	fcmge	d15, d22, d24
	fcmge	d6, d9, d18
	fcmge	d14, d16, d31
	fcmge	d3, d1, d5
	fcmge	s15, s30, s26
	fcmge	s22, s27, s9
	fcmge	s4, s0, s1
	fcmge	s9, s26, s11
	fcmge	v8.2d, v22.2d, v30.2d
	fcmge	v11.2d, v26.2d, v21.2d
	fcmge	v5.2d, v3.2d, v3.2d
	fcmge	v4.2d, v13.2d, v5.2d
	fcmge	v11.2s, v0.2s, v15.2s
	fcmge	v20.2s, v18.2s, v16.2s
	fcmge	v22.2s, v29.2s, v28.2s
	fcmge	v22.2s, v25.2s, v2.2s
	fcmge	v5.4s, v9.4s, v3.4s
	fcmge	v5.4s, v11.4s, v4.4s
	fcmge	v6.4s, v6.4s, v24.4s
	fcmge	v27.4s, v8.4s, v18.4s
	fcmge	d24, d14, #0.0
	fcmge	d22, d15, #0.0
	fcmge	d8, d2, #0.0
	fcmge	d23, d4, #0.0
	fcmge	s0, s29, #0.0
	fcmge	s10, s15, #0.0
	fcmge	s0, s1, #0.0
	fcmge	s6, s21, #0.0
	fcmge	v4.2d, v23.2d, #0.0
	fcmge	v15.2d, v23.2d, #0.0
	fcmge	v2.2d, v28.2d, #0.0
	fcmge	v25.2d, v13.2d, #0.0
	fcmge	v18.2s, v4.2s, #0.0
	fcmge	v20.2s, v6.2s, #0.0
	fcmge	v13.2s, v5.2s, #0.0
	fcmge	v16.2s, v11.2s, #0.0
	fcmge	v25.4s, v16.4s, #0.0
	fcmge	v27.4s, v2.4s, #0.0
	fcmge	v6.4s, v21.4s, #0.0
	fcmge	v15.4s, v8.4s, #0.0
	fcmgt	d27, d24, d30
	fcmgt	d5, d10, d26
	fcmgt	d6, d27, d4
	fcmgt	d6, d21, d28
	fcmgt	s29, s1, s2
	fcmgt	s25, s29, s20
	fcmgt	s16, s24, s23
	fcmgt	s30, s7, s16
	fcmgt	v2.2d, v27.2d, v20.2d
	fcmgt	v16.2d, v24.2d, v14.2d
	fcmgt	v4.2d, v19.2d, v2.2d
	fcmgt	v22.2d, v18.2d, v7.2d
	fcmgt	v5.2s, v26.2s, v3.2s
	fcmgt	v8.2s, v17.2s, v1.2s
	fcmgt	v7.2s, v4.2s, v15.2s
	fcmgt	v27.2s, v0.2s, v31.2s
	fcmgt	v3.4s, v24.4s, v18.4s
	fcmgt	v19.4s, v28.4s, v0.4s
	fcmgt	v5.4s, v3.4s, v16.4s
	fcmgt	v0.4s, v23.4s, v4.4s
	fcmgt	d11, d18, #0.0
	fcmgt	d1, d3, #0.0
	fcmgt	d0, d24, #0.0
	fcmgt	d7, d25, #0.0
	fcmgt	s5, s20, #0.0
	fcmgt	s6, s17, #0.0
	fcmgt	s10, s3, #0.0
	fcmgt	s11, s3, #0.0
	fcmgt	v3.2d, v14.2d, #0.0
	fcmgt	v29.2d, v18.2d, #0.0
	fcmgt	v23.2d, v25.2d, #0.0
	fcmgt	v27.2d, v23.2d, #0.0
	fcmgt	v10.2s, v12.2s, #0.0
	fcmgt	v6.2s, v17.2s, #0.0
	fcmgt	v28.2s, v21.2s, #0.0
	fcmgt	v13.2s, v10.2s, #0.0
	fcmgt	v16.4s, v5.4s, #0.0
	fcmgt	v28.4s, v0.4s, #0.0
	fcmgt	v29.4s, v1.4s, #0.0
	fcmgt	v8.4s, v0.4s, #0.0
	fcmle	d2, d30, #0.0
	fcmle	d14, d4, #0.0
	fcmle	d27, d21, #0.0
	fcmle	d0, d28, #0.0
	fcmle	s13, s11, #0.0
	fcmle	s6, s15, #0.0
	fcmle	s2, s21, #0.0
	fcmle	s26, s9, #0.0
	fcmle	v30.2d, v15.2d, #0.0
	fcmle	v12.2d, v25.2d, #0.0
	fcmle	v0.2d, v15.2d, #0.0
	fcmle	v30.2d, v9.2d, #0.0
	fcmle	v30.2s, v20.2s, #0.0
	fcmle	v8.2s, v30.2s, #0.0
	fcmle	v11.2s, v0.2s, #0.0
	fcmle	v25.2s, v28.2s, #0.0
	fcmle	v2.4s, v20.4s, #0.0
	fcmle	v23.4s, v30.4s, #0.0
	fcmle	v30.4s, v9.4s, #0.0
	fcmle	v21.4s, v14.4s, #0.0
	fcmlt	d14, d7, #0.0
	fcmlt	d24, d1, #0.0
	fcmlt	d17, d4, #0.0
	fcmlt	d11, d16, #0.0
	fcmlt	s27, s24, #0.0
	fcmlt	s16, s28, #0.0
	fcmlt	s20, s15, #0.0
	fcmlt	s12, s17, #0.0
	fcmlt	v14.2d, v11.2d, #0.0
	fcmlt	v24.2d, v24.2d, #0.0
	fcmlt	v3.2d, v27.2d, #0.0
	fcmlt	v31.2d, v7.2d, #0.0
	fcmlt	v4.2s, v24.2s, #0.0
	fcmlt	v13.2s, v27.2s, #0.0
	fcmlt	v16.2s, v1.2s, #0.0
	fcmlt	v28.2s, v27.2s, #0.0
	fcmlt	v4.4s, v12.4s, #0.0
	fcmlt	v5.4s, v4.4s, #0.0
	fcmlt	v3.4s, v22.4s, #0.0
	fcmlt	v30.4s, v24.4s, #0.0
	fcmp	d9, #0.0
	fcmp	d14, #0.0
	fcmp	d4, #0.0
	fcmp	d10, #0.0
	fcmp	d5, d23
	fcmp	d22, d0
	fcmp	d16, d15
	fcmp	d4, d3
	fcmpe	d5, #0.0
	fcmpe	d12, #0.0
	fcmpe	d10, #0.0
	fcmpe	d16, #0.0
	fcmpe	d1, d3
	fcmpe	d19, d16
	fcmpe	d0, d26
	fcmpe	d19, d3
	fcmpe	s11, #0.0
	fcmpe	s12, #0.0
	fcmpe	s12, #0.0
	fcmpe	s14, #0.0
	fcmpe	s7, s30
	fcmpe	s1, s20
	fcmpe	s28, s28
	fcmpe	s1, s18
	fcmp	s23, #0.0
	fcmp	s7, #0.0
	fcmp	s11, #0.0
	fcmp	s30, #0.0
	fcmp	s2, s3
	fcmp	s4, s3
	fcmp	s4, s8
	fcmp	s30, s20
	fcsel	d11, d2, d10, le
	fcsel	d1, d22, d10, lo
	fcsel	d6, d15, d23, vs
	fcsel	d9, d13, d25, nv
	fcsel	s27, s19, s31, al
	fcsel	s18, s2, s18, nv
	fcsel	s3, s15, s8, mi
	fcsel	s10, s29, s11, ge
	fcvtas	w1, d11
	fcvtas	w9, d3
	fcvtas	w11, d16
	fcvtas	w11, d26
	fcvtas	wzr, s10
	fcvtas	w11, s7
	fcvtas	w20, s19
	fcvtas	w10, s24
	fcvtas	x18, d7
	fcvtas	x17, d22
	fcvtas	x6, d15
	fcvtas	x26, d17
	fcvtas	x1, s11
	fcvtas	x5, s26
	fcvtas	x14, s4
	fcvtas	x30, s25
	fcvtas	d18, d1
	fcvtas	d22, d28
	fcvtas	d2, d28
	fcvtas	d25, d14
	fcvtas	s4, s1
	fcvtas	s14, s4
	fcvtas	s23, s28
	fcvtas	s28, s31
	fcvtas	v17.2d, v16.2d
	fcvtas	v12.2d, v25.2d
	fcvtas	v28.2d, v5.2d
	fcvtas	v23.2d, v19.2d
	fcvtas	v6.2s, v11.2s
	fcvtas	v7.2s, v21.2s
	fcvtas	v19.2s, v13.2s
	fcvtas	v31.2s, v2.2s
	fcvtas	v16.4s, v20.4s
	fcvtas	v16.4s, v10.4s
	fcvtas	v10.4s, v23.4s
	fcvtas	v11.4s, v30.4s
	fcvtau	w20, d20
	fcvtau	w30, d15
	fcvtau	w4, d8
	fcvtau	w26, d14
	fcvtau	w16, s8
	fcvtau	w17, s14
	fcvtau	w8, s2
	fcvtau	w1, s4
	fcvtau	x27, d16
	fcvtau	x19, d15
	fcvtau	x27, d28
	fcvtau	x30, d0
	fcvtau	x16, s19
	fcvtau	x24, s22
	fcvtau	x14, s4
	fcvtau	x17, s6
	fcvtau	d20, d26
	fcvtau	d28, d5
	fcvtau	d6, d11
	fcvtau	d14, d14
	fcvtau	s26, s10
	fcvtau	s29, s4
	fcvtau	s26, s17
	fcvtau	s12, s16
	fcvtau	v0.2d, v24.2d
	fcvtau	v1.2d, v23.2d
	fcvtau	v13.2d, v28.2d
	fcvtau	v22.2d, v26.2d
	fcvtau	v28.2s, v1.2s
	fcvtau	v7.2s, v26.2s
	fcvtau	v21.2s, v31.2s
	fcvtau	v12.2s, v18.2s
	fcvtau	v17.4s, v4.4s
	fcvtau	v12.4s, v6.4s
	fcvtau	v8.4s, v16.4s
	fcvtau	v28.4s, v11.4s
	fcvt	d15, h4
	fcvt	d20, h10
	fcvt	d2, h15
	fcvt	d7, h6
	fcvt	d24, s19
	fcvt	d12, s27
	fcvt	d19, s25
	fcvt	d30, s8
	fcvt	h27, d7
	fcvt	h27, d12
	fcvt	h5, d15
	fcvt	h6, d1
	fcvt	h28, s19
	fcvt	h17, s26
	fcvt	h5, s7
	fcvt	h21, s23
	fcvtl	v31.2d, v15.2s
	fcvtl	v22.2d, v23.2s
	fcvtl	v26.2d, v27.2s
	fcvtl	v5.2d, v3.2s
	fcvtl	v26.4s, v23.4h
	fcvtl	v22.4s, v31.4h
	fcvtl	v16.4s, v9.4h
	fcvtl	v8.4s, v0.4h
	fcvtl2	v29.2d, v6.4s
	fcvtl2	v30.2d, v23.4s
	fcvtl2	v4.2d, v0.4s
	fcvtl2	v1.2d, v14.4s
	fcvtl2	v15.4s, v0.8h
	fcvtl2	v1.4s, v6.8h
	fcvtl2	v31.4s, v6.8h
	fcvtl2	v19.4s, v27.8h
	fcvtms	w29, d14
	fcvtms	w24, d2
	fcvtms	w12, d30
	fcvtms	wzr, d11
	fcvtms	w2, s1
	fcvtms	w15, s15
	fcvtms	w21, s18
	fcvtms	w3, s4
	fcvtms	x23, d5
	fcvtms	x29, d29
	fcvtms	x13, d26
	fcvtms	x12, d4
	fcvtms	x24, s4
	fcvtms	x19, s9
	fcvtms	x5, s29
	fcvtms	x7, s25
	fcvtms	d23, d5
	fcvtms	d14, d9
	fcvtms	d16, d19
	fcvtms	d7, d21
	fcvtms	s5, s24
	fcvtms	s30, s3
	fcvtms	s1, s21
	fcvtms	s28, s12
	fcvtms	v17.2d, v14.2d
	fcvtms	v20.2d, v2.2d
	fcvtms	v1.2d, v9.2d
	fcvtms	v23.2d, v21.2d
	fcvtms	v8.2s, v4.2s
	fcvtms	v27.2s, v20.2s
	fcvtms	v28.2s, v8.2s
	fcvtms	v30.2s, v24.2s
	fcvtms	v2.4s, v26.4s
	fcvtms	v29.4s, v11.4s
	fcvtms	v25.4s, v17.4s
	fcvtms	v22.4s, v14.4s
	fcvtmu	w0, d20
	fcvtmu	w2, d13
	fcvtmu	w22, d25
	fcvtmu	w19, d14
	fcvtmu	w14, s22
	fcvtmu	w11, s7
	fcvtmu	w24, s31
	fcvtmu	w24, s15
	fcvtmu	x7, d7
	fcvtmu	x3, d4
	fcvtmu	x30, d28
	fcvtmu	x15, d25
	fcvtmu	x27, s26
	fcvtmu	x1, s13
	fcvtmu	x26, s7
	fcvtmu	x1, s3
	fcvtmu	d11, d28
	fcvtmu	d25, d26
	fcvtmu	d18, d7
	fcvtmu	d25, d8
	fcvtmu	s26, s0
	fcvtmu	s0, s1
	fcvtmu	s17, s9
	fcvtmu	s0, s4
	fcvtmu	v6.2d, v11.2d
	fcvtmu	v10.2d, v14.2d
	fcvtmu	v18.2d, v12.2d
	fcvtmu	v12.2d, v10.2d
	fcvtmu	v13.2s, v17.2s
	fcvtmu	v20.2s, v29.2s
	fcvtmu	v27.2s, v3.2s
	fcvtmu	v7.2s, v6.2s
	fcvtmu	v30.4s, v18.4s
	fcvtmu	v7.4s, v3.4s
	fcvtmu	v8.4s, v8.4s
	fcvtmu	v5.4s, v25.4s
	fcvtns	w14, d25
	fcvtns	w21, d16
	fcvtns	w26, d18
	fcvtns	w29, d2
	fcvtns	w25, s7
	fcvtns	w28, s26
	fcvtns	w27, s30
	fcvtns	w6, s18
	fcvtns	x12, d24
	fcvtns	x2, d14
	fcvtns	x13, d21
	fcvtns	x6, d18
	fcvtns	x0, s20
	fcvtns	x27, s2
	fcvtns	x14, s13
	fcvtns	x25, s14
	fcvtns	d9, d11
	fcvtns	d15, d8
	fcvtns	d8, d26
	fcvtns	d20, d30
	fcvtns	s30, s31
	fcvtns	s24, s15
	fcvtns	s5, s11
	fcvtns	s22, s4
	fcvtns	v12.2d, v27.2d
	fcvtns	v31.2d, v15.2d
	fcvtns	v19.2d, v31.2d
	fcvtns	v9.2d, v8.2d
	fcvtns	v17.2s, v22.2s
	fcvtns	v10.2s, v5.2s
	fcvtns	v23.2s, v18.2s
	fcvtns	v15.2s, v23.2s
	fcvtns	v9.4s, v0.4s
	fcvtns	v18.4s, v22.4s
	fcvtns	v8.4s, v3.4s
	fcvtns	v24.4s, v26.4s
	fcvtnu	w17, d30
	fcvtnu	w21, d27
	fcvtnu	w13, d31
	fcvtnu	w28, d0
	fcvtnu	w24, s31
	fcvtnu	w3, s31
	fcvtnu	w29, s26
	fcvtnu	w18, s2
	fcvtnu	x20, d10
	fcvtnu	x4, d13
	fcvtnu	x12, d8
	fcvtnu	x28, d14
	fcvtnu	x8, s20
	fcvtnu	x19, s12
	fcvtnu	x8, s1
	fcvtnu	x3, s5
	fcvtnu	d4, d10
	fcvtnu	d21, d26
	fcvtnu	d11, d15
	fcvtnu	d7, d15
	fcvtnu	s6, s31
	fcvtnu	s6, s17
	fcvtnu	s31, s29
	fcvtnu	s13, s10
	fcvtnu	v22.2d, v18.2d
	fcvtnu	v24.2d, v12.2d
	fcvtnu	v12.2d, v21.2d
	fcvtnu	v25.2d, v20.2d
	fcvtnu	v31.2s, v20.2s
	fcvtnu	v8.2s, v30.2s
	fcvtnu	v2.2s, v13.2s
	fcvtnu	v8.2s, v4.2s
	fcvtnu	v8.4s, v14.4s
	fcvtnu	v31.4s, v9.4s
	fcvtnu	v19.4s, v10.4s
	fcvtnu	v13.4s, v20.4s
	fcvtn	v26.2s, v28.2d
	fcvtn	v5.2s, v16.2d
	fcvtn	v19.2s, v28.2d
	fcvtn	v23.2s, v27.2d
	fcvtn	v14.4h, v10.4s
	fcvtn	v9.4h, v5.4s
	fcvtn	v13.4h, v31.4s
	fcvtn	v12.4h, v21.4s
	fcvtn2	v9.4s, v8.2d
	fcvtn2	v0.4s, v28.2d
	fcvtn2	v18.4s, v29.2d
	fcvtn2	v27.4s, v10.2d
	fcvtn2	v17.8h, v4.4s
	fcvtn2	v10.8h, v17.4s
	fcvtn2	v4.8h, v30.4s
	fcvtn2	v3.8h, v17.4s
	fcvtps	w28, d25
	fcvtps	w7, d12
	fcvtps	w30, d13
	fcvtps	w5, d30
	fcvtps	w1, s6
	fcvtps	w15, s14
	fcvtps	w18, s28
	fcvtps	w29, s23
	fcvtps	x11, d11
	fcvtps	x27, d9
	fcvtps	x2, d20
	fcvtps	x1, d31
	fcvtps	x22, s11
	fcvtps	x19, s20
	fcvtps	x21, s22
	fcvtps	x16, s2
	fcvtps	d28, d18
	fcvtps	d3, d27
	fcvtps	d28, d19
	fcvtps	d23, d3
	fcvtps	s19, s0
	fcvtps	s14, s15
	fcvtps	s27, s31
	fcvtps	s24, s31
	fcvtps	v19.2d, v22.2d
	fcvtps	v14.2d, v29.2d
	fcvtps	v13.2d, v14.2d
	fcvtps	v27.2d, v3.2d
	fcvtps	v6.2s, v10.2s
	fcvtps	v29.2s, v29.2s
	fcvtps	v10.2s, v6.2s
	fcvtps	v20.2s, v25.2s
	fcvtps	v18.4s, v23.4s
	fcvtps	v31.4s, v20.4s
	fcvtps	v16.4s, v19.4s
	fcvtps	v10.4s, v26.4s
	fcvtpu	w0, d25
	fcvtpu	w29, d18
	fcvtpu	w1, d27
	fcvtpu	w10, d26
	fcvtpu	w21, s15
	fcvtpu	w24, s25
	fcvtpu	w17, s29
	fcvtpu	w0, s13
	fcvtpu	x8, d25
	fcvtpu	x8, d21
	fcvtpu	x6, d4
	fcvtpu	x2, d23
	fcvtpu	x10, s10
	fcvtpu	x1, s22
	fcvtpu	x17, s24
	fcvtpu	x26, s25
	fcvtpu	d7, d31
	fcvtpu	d12, d27
	fcvtpu	d7, d22
	fcvtpu	d24, d18
	fcvtpu	s7, s2
	fcvtpu	s17, s20
	fcvtpu	s14, s27
	fcvtpu	s28, s29
	fcvtpu	v14.2d, v17.2d
	fcvtpu	v9.2d, v23.2d
	fcvtpu	v24.2d, v25.2d
	fcvtpu	v0.2d, v31.2d
	fcvtpu	v17.2s, v25.2s
	fcvtpu	v8.2s, v21.2s
	fcvtpu	v9.2s, v28.2s
	fcvtpu	v13.2s, v11.2s
	fcvtpu	v28.4s, v4.4s
	fcvtpu	v17.4s, v26.4s
	fcvtpu	v18.4s, v30.4s
	fcvtpu	v11.4s, v25.4s
	fcvt	s12, d0
	fcvt	s23, d26
	fcvt	s2, d13
	fcvt	s9, d9
	fcvt	s24, h18
	fcvt	s26, h8
	fcvt	s27, h29
	fcvt	s0, h12
	fcvtxn	s5, d30
	fcvtxn	s13, d2
	fcvtxn	s25, d1
	fcvtxn	s13, d5
	fcvtxn	v23.2s, v24.2d
	fcvtxn	v29.2s, v18.2d
	fcvtxn	v25.2s, v10.2d
	fcvtxn	v8.2s, v26.2d
	fcvtxn2	v26.4s, v24.2d
	fcvtxn2	v12.4s, v5.2d
	fcvtxn2	v21.4s, v31.2d
	fcvtxn2	v8.4s, v12.2d
	fcvtzs	w22, d10
	fcvtzs	w4, d13
	fcvtzs	w19, d14
	fcvtzs	w5, d27
	fcvtzs	w22, s21
	fcvtzs	w7, s13
	fcvtzs	w23, s21
	fcvtzs	w2, s1
	fcvtzs	x30, d13
	fcvtzs	x25, d15
	fcvtzs	x2, d2
	fcvtzs	x19, d20
	fcvtzs	x11, s13
	fcvtzs	x21, s12
	fcvtzs	x16, s12
	fcvtzs	x23, s11
	fcvtzs	w22, d7, #19
	fcvtzs	w29, d12, #14
	fcvtzs	w22, d18, #23
	fcvtzs	w1, d4, #27
	fcvtzs	w30, s24, #22
	fcvtzs	w0, s13, #1
	fcvtzs	w5, s7, #1
	fcvtzs	w12, s6, #20
	fcvtzs	x26, d25, #1
	fcvtzs	x0, d16, #13
	fcvtzs	x28, d3, #64
	fcvtzs	x6, d12, #50
	fcvtzs	x7, s10, #10
	fcvtzs	x1, s6, #41
	fcvtzs	x0, s17, #52
	fcvtzs	x0, s27, #13
	fcvtzs	d28, d11, #53
	fcvtzs	d23, d0, #64
	fcvtzs	d3, d27, #1
	fcvtzs	d22, d6, #46
	fcvtzs	s25, s6, #28
	fcvtzs	s15, s23, #2
	fcvtzs	s7, s17, #32
	fcvtzs	s26, s13, #1
	fcvtzs	v6.2d, v3.2d, #10
	fcvtzs	v5.2d, v1.2d, #64
	fcvtzs	v27.2d, v26.2d, #17
	fcvtzs	v26.2d, v11.2d, #1
	fcvtzs	v25.2s, v31.2s, #32
	fcvtzs	v15.2s, v10.2s, #14
	fcvtzs	v6.2s, v28.2s, #31
	fcvtzs	v28.2s, v13.2s, #28
	fcvtzs	v26.4s, v1.4s, #21
	fcvtzs	v31.4s, v16.4s, #25
	fcvtzs	v6.4s, v4.4s, #4
	fcvtzs	v16.4s, v10.4s, #6
	fcvtzs	d20, d19
	fcvtzs	d23, d1
	fcvtzs	d25, d10
	fcvtzs	d24, d17
	fcvtzs	s3, s14
	fcvtzs	s23, s29
	fcvtzs	s5, s26
	fcvtzs	s3, s11
	fcvtzs	v15.2d, v16.2d
	fcvtzs	v2.2d, v3.2d
	fcvtzs	v2.2d, v0.2d
	fcvtzs	v25.2d, v15.2d
	fcvtzs	v0.2s, v7.2s
	fcvtzs	v26.2s, v29.2s
	fcvtzs	v15.2s, v25.2s
	fcvtzs	v19.2s, v4.2s
	fcvtzs	v26.4s, v24.4s
	fcvtzs	v13.4s, v29.4s
	fcvtzs	v12.4s, v31.4s
	fcvtzs	v6.4s, v24.4s
	fcvtzu	wzr, d14
	fcvtzu	w7, d27
	fcvtzu	w17, d26
	fcvtzu	w27, d2
	fcvtzu	w25, s6
	fcvtzu	w26, s1
	fcvtzu	w20, s10
	fcvtzu	w6, s21
	fcvtzu	x25, d2
	fcvtzu	x24, d4
	fcvtzu	x12, d22
	fcvtzu	x6, d24
	fcvtzu	x0, s25
	fcvtzu	x12, s5
	fcvtzu	x0, s6
	fcvtzu	x2, s7
	fcvtzu	w17, d1, #29
	fcvtzu	w1, d3, #16
	fcvtzu	w18, d0, #17
	fcvtzu	w5, d0, #2
	fcvtzu	w11, s22, #1
	fcvtzu	w21, s21, #29
	fcvtzu	w7, s12, #2
	fcvtzu	w17, s6, #4
	fcvtzu	x27, d18, #1
	fcvtzu	x11, d26, #1
	fcvtzu	x1, d3, #1
	fcvtzu	x8, d3, #1
	fcvtzu	x28, s16, #63
	fcvtzu	x3, s17, #50
	fcvtzu	x24, s13, #64
	fcvtzu	x22, s31, #1
	fcvtzu	d18, d5, #55
	fcvtzu	d25, d12, #33
	fcvtzu	d17, d11, #61
	fcvtzu	d12, d15, #22
	fcvtzu	s24, s20, #21
	fcvtzu	s7, s30, #22
	fcvtzu	s30, s31, #20
	fcvtzu	s3, s31, #1
	fcvtzu	v17.2d, v3.2d, #53
	fcvtzu	v0.2d, v30.2d, #25
	fcvtzu	v13.2d, v0.2d, #24
	fcvtzu	v29.2d, v4.2d, #9
	fcvtzu	v14.2s, v26.2s, #23
	fcvtzu	v19.2s, v9.2s, #1
	fcvtzu	v22.2s, v26.2s, #19
	fcvtzu	v21.2s, v21.2s, #13
	fcvtzu	v25.4s, v24.4s, #1
	fcvtzu	v15.4s, v24.4s, #32
	fcvtzu	v26.4s, v11.4s, #5
	fcvtzu	v30.4s, v20.4s, #9
	fcvtzu	d22, d4
	fcvtzu	d20, d15
	fcvtzu	d27, d24
	fcvtzu	d25, d4
	fcvtzu	s30, s9
	fcvtzu	s20, s26
	fcvtzu	s10, s11
	fcvtzu	s27, s4
	fcvtzu	v4.2d, v9.2d
	fcvtzu	v9.2d, v10.2d
	fcvtzu	v10.2d, v15.2d
	fcvtzu	v27.2d, v4.2d
	fcvtzu	v14.2s, v19.2s
	fcvtzu	v21.2s, v6.2s
	fcvtzu	v17.2s, v1.2s
	fcvtzu	v25.2s, v23.2s
	fcvtzu	v28.4s, v23.4s
	fcvtzu	v1.4s, v25.4s
	fcvtzu	v4.4s, v14.4s
	fcvtzu	v21.4s, v15.4s
	fdiv	d24, d18, d2
	fdiv	d27, d0, d2
	fdiv	d14, d17, d5
	fdiv	d23, d15, d10
	fdiv	s23, s12, s26
	fdiv	s28, s17, s0
	fdiv	s3, s0, s10
	fdiv	s27, s25, s11
	fdiv	v6.2d, v24.2d, v16.2d
	fdiv	v27.2d, v4.2d, v11.2d
	fdiv	v0.2d, v18.2d, v17.2d
	fdiv	v30.2d, v17.2d, v8.2d
	fdiv	v14.2s, v7.2s, v9.2s
	fdiv	v7.2s, v14.2s, v6.2s
	fdiv	v13.2s, v14.2s, v14.2s
	fdiv	v18.2s, v4.2s, v5.2s
	fdiv	v10.4s, v24.4s, v29.4s
	fdiv	v22.4s, v7.4s, v8.4s
	fdiv	v13.4s, v19.4s, v12.4s
	fdiv	v21.4s, v5.4s, v23.4s
	fmadd	d26, d1, d29, d17
	fmadd	d17, d8, d1, d25
	fmadd	d23, d19, d1, d1
	fmadd	d18, d7, d24, d20
	fmadd	s15, s27, s11, s26
	fmadd	s19, s10, s6, s3
	fmadd	s0, s23, s13, s7
	fmadd	s31, s26, s13, s6
	fmax	d6, d30, d9
	fmax	d3, d10, d30
	fmax	d15, d17, d23
	fmax	d8, d26, d2
	fmaxnm	d31, d17, d29
	fmaxnm	d0, d22, d22
	fmaxnm	d4, d10, d18
	fmaxnm	d11, d17, d17
	fmaxnmp	d5, v23.2d
	fmaxnmp	d22, v8.2d
	fmaxnmp	d22, v4.2d
	fmaxnmp	d3, v20.2d
	fmaxnmp	s2, v23.2s
	fmaxnmp	s7, v7.2s
	fmaxnmp	s8, v11.2s
	fmaxnmp	s16, v21.2s
	fmaxnmp	v31.2d, v3.2d, v21.2d
	fmaxnmp	v15.2d, v5.2d, v15.2d
	fmaxnmp	v23.2d, v18.2d, v17.2d
	fmaxnmp	v25.2d, v16.2d, v0.2d
	fmaxnmp	v16.2s, v16.2s, v9.2s
	fmaxnmp	v6.2s, v14.2s, v20.2s
	fmaxnmp	v5.2s, v13.2s, v26.2s
	fmaxnmp	v12.2s, v11.2s, v14.2s
	fmaxnmp	v11.4s, v9.4s, v30.4s
	fmaxnmp	v1.4s, v10.4s, v11.4s
	fmaxnmp	v12.4s, v14.4s, v4.4s
	fmaxnmp	v11.4s, v30.4s, v7.4s
	fmaxnm	s16, s14, s9
	fmaxnm	s8, s5, s16
	fmaxnm	s22, s19, s29
	fmaxnm	s12, s11, s20
	fmaxnmv	s31, v3.4s
	fmaxnmv	s15, v8.4s
	fmaxnmv	s16, v28.4s
	fmaxnmv	s11, v3.4s
	fmaxnm	v3.2d, v29.2d, v26.2d
	fmaxnm	v12.2d, v18.2d, v19.2d
	fmaxnm	v13.2d, v7.2d, v18.2d
	fmaxnm	v18.2d, v21.2d, v30.2d
	fmaxnm	v14.2s, v20.2s, v4.2s
	fmaxnm	v14.2s, v28.2s, v24.2s
	fmaxnm	v13.2s, v7.2s, v9.2s
	fmaxnm	v20.2s, v31.2s, v31.2s
	fmaxnm	v25.4s, v11.4s, v4.4s
	fmaxnm	v18.4s, v17.4s, v17.4s
	fmaxnm	v30.4s, v0.4s, v9.4s
	fmaxnm	v31.4s, v9.4s, v10.4s
	fmaxp	d8, v17.2d
	fmaxp	d1, v16.2d
	fmaxp	d7, v14.2d
	fmaxp	d31, v24.2d
	fmaxp	s16, v14.2s
	fmaxp	s7, v17.2s
	fmaxp	s29, v18.2s
	fmaxp	s20, v13.2s
	fmaxp	v16.2d, v4.2d, v5.2d
	fmaxp	v21.2d, v17.2d, v8.2d
	fmaxp	v17.2d, v9.2d, v17.2d
	fmaxp	v13.2d, v15.2d, v21.2d
	fmaxp	v16.2s, v27.2s, v29.2s
	fmaxp	v26.2s, v21.2s, v15.2s
	fmaxp	v17.2s, v31.2s, v31.2s
	fmaxp	v0.2s, v7.2s, v8.2s
	fmaxp	v10.4s, v5.4s, v22.4s
	fmaxp	v2.4s, v22.4s, v8.4s
	fmaxp	v6.4s, v30.4s, v22.4s
	fmaxp	v29.4s, v19.4s, v13.4s
	fmax	s25, s20, s20
	fmax	s25, s20, s25
	fmax	s4, s3, s19
	fmax	s23, s15, s18
	fmaxv	s23, v3.4s
	fmaxv	s5, v2.4s
	fmaxv	s21, v19.4s
	fmaxv	s0, v27.4s
	fmax	v18.2d, v11.2d, v10.2d
	fmax	v9.2d, v13.2d, v27.2d
	fmax	v14.2d, v26.2d, v5.2d
	fmax	v11.2d, v4.2d, v2.2d
	fmax	v15.2s, v18.2s, v18.2s
	fmax	v0.2s, v15.2s, v20.2s
	fmax	v12.2s, v12.2s, v15.2s
	fmax	v14.2s, v31.2s, v10.2s
	fmax	v24.4s, v17.4s, v14.4s
	fmax	v31.4s, v14.4s, v22.4s
	fmax	v24.4s, v8.4s, v2.4s
	fmax	v6.4s, v2.4s, v30.4s
	fmin	d13, d15, d6
	fmin	d0, d15, d0
	fmin	d7, d13, d26
	fmin	d18, d4, d16
	fminnm	d11, d20, d23
	fminnm	d14, d16, d3
	fminnm	d16, d24, d7
	fminnm	d31, d12, d31
	fminnmp	d25, v23.2d
	fminnmp	d2, v17.2d
	fminnmp	d6, v1.2d
	fminnmp	d20, v16.2d
	fminnmp	s9, v19.2s
	fminnmp	s23, v2.2s
	fminnmp	s20, v6.2s
	fminnmp	s18, v22.2s
	fminnmp	v2.2d, v10.2d, v10.2d
	fminnmp	v7.2d, v25.2d, v12.2d
	fminnmp	v25.2d, v4.2d, v18.2d
	fminnmp	v19.2d, v4.2d, v10.2d
	fminnmp	v11.2s, v25.2s, v23.2s
	fminnmp	v29.2s, v29.2s, v3.2s
	fminnmp	v12.2s, v10.2s, v12.2s
	fminnmp	v31.2s, v1.2s, v22.2s
	fminnmp	v28.4s, v17.4s, v25.4s
	fminnmp	v23.4s, v20.4s, v11.4s
	fminnmp	v3.4s, v18.4s, v17.4s
	fminnmp	v10.4s, v19.4s, v22.4s
	fminnm	s25, s11, s27
	fminnm	s26, s2, s28
	fminnm	s16, s1, s14
	fminnm	s15, s28, s4
	fminnmv	s8, v0.4s
	fminnmv	s21, v15.4s
	fminnmv	s9, v16.4s
	fminnmv	s24, v27.4s
	fminnm	v15.2d, v19.2d, v3.2d
	fminnm	v3.2d, v15.2d, v6.2d
	fminnm	v28.2d, v13.2d, v25.2d
	fminnm	v11.2d, v14.2d, v7.2d
	fminnm	v31.2s, v0.2s, v17.2s
	fminnm	v27.2s, v1.2s, v3.2s
	fminnm	v30.2s, v22.2s, v1.2s
	fminnm	v8.2s, v2.2s, v23.2s
	fminnm	v4.4s, v24.4s, v30.4s
	fminnm	v13.4s, v4.4s, v3.4s
	fminnm	v11.4s, v5.4s, v6.4s
	fminnm	v20.4s, v0.4s, v1.4s
	fminp	d18, v26.2d
	fminp	d12, v7.2d
	fminp	d12, v11.2d
	fminp	d11, v26.2d
	fminp	s15, v11.2s
	fminp	s16, v20.2s
	fminp	s28, v29.2s
	fminp	s29, v8.2s
	fminp	v17.2d, v13.2d, v1.2d
	fminp	v27.2d, v28.2d, v22.2d
	fminp	v7.2d, v30.2d, v13.2d
	fminp	v5.2d, v5.2d, v11.2d
	fminp	v2.2s, v1.2s, v28.2s
	fminp	v2.2s, v18.2s, v24.2s
	fminp	v2.2s, v6.2s, v14.2s
	fminp	v6.2s, v7.2s, v20.2s
	fminp	v23.4s, v18.4s, v19.4s
	fminp	v23.4s, v25.4s, v24.4s
	fminp	v1.4s, v30.4s, v18.4s
	fminp	v17.4s, v18.4s, v8.4s
	fmin	s22, s27, s27
	fmin	s5, s10, s13
	fmin	s11, s23, s9
	fmin	s5, s15, s21
	fminv	s24, v8.4s
	fminv	s2, v17.4s
	fminv	s12, v15.4s
	fminv	s2, v23.4s
	fmin	v3.2d, v24.2d, v29.2d
	fmin	v18.2d, v6.2d, v28.2d
	fmin	v7.2d, v29.2d, v23.2d
	fmin	v19.2d, v12.2d, v13.2d
	fmin	v17.2s, v22.2s, v6.2s
	fmin	v26.2s, v15.2s, v15.2s
	fmin	v15.2s, v3.2s, v2.2s
	fmin	v22.2s, v13.2s, v24.2s
	fmin	v30.4s, v26.4s, v0.4s
	fmin	v1.4s, v15.4s, v30.4s
	fmin	v29.4s, v10.4s, v10.4s
	fmin	v30.4s, v10.4s, v22.4s
	fmla	d31, d21, v7.d[0]
	fmla	d16, d5, v28.d[0]
	fmla	d15, d9, v29.d[1]
	fmla	d10, d5, v18.d[1]
	fmla	s0, s2, v31.s[0]
	fmla	s23, s20, v4.s[1]
	fmla	s20, s21, v22.s[3]
	fmla	s11, s8, v17.s[2]
	fmla	v3.2d, v23.2d, v27.d[1]
	fmla	v24.2d, v5.2d, v21.d[0]
	fmla	v7.2d, v25.2d, v14.d[0]
	fmla	v15.2d, v13.2d, v8.d[0]
	fmla	v31.2s, v4.2s, v19.s[3]
	fmla	v31.2s, v20.2s, v20.s[3]
	fmla	v19.2s, v28.2s, v29.s[3]
	fmla	v11.2s, v5.2s, v12.s[0]
	fmla	v15.4s, v30.4s, v25.s[2]
	fmla	v5.4s, v8.4s, v10.s[1]
	fmla	v17.4s, v6.4s, v14.s[2]
	fmla	v23.4s, v5.4s, v29.s[1]
	fmla	v26.2d, v26.2d, v25.2d
	fmla	v31.2d, v27.2d, v22.2d
	fmla	v1.2d, v27.2d, v6.2d
	fmla	v3.2d, v14.2d, v29.2d
	fmla	v10.2s, v7.2s, v27.2s
	fmla	v7.2s, v5.2s, v28.2s
	fmla	v23.2s, v14.2s, v18.2s
	fmla	v8.2s, v16.2s, v27.2s
	fmla	v20.4s, v9.4s, v0.4s
	fmla	v29.4s, v18.4s, v4.4s
	fmla	v25.4s, v29.4s, v28.4s
	fmla	v9.4s, v4.4s, v12.4s
	fmls	d8, d11, v15.d[0]
	fmls	d28, d11, v11.d[0]
	fmls	d11, d0, v10.d[0]
	fmls	d5, d21, v10.d[1]
	fmls	s1, s24, v28.s[3]
	fmls	s2, s13, v9.s[2]
	fmls	s25, s13, v25.s[1]
	fmls	s5, s31, v14.s[0]
	fmls	v21.2d, v24.2d, v17.d[0]
	fmls	v13.2d, v20.2d, v3.d[0]
	fmls	v20.2d, v6.2d, v15.d[1]
	fmls	v19.2d, v7.2d, v12.d[0]
	fmls	v26.2s, v6.2s, v19.s[0]
	fmls	v18.2s, v31.2s, v8.s[2]
	fmls	v26.2s, v1.2s, v21.s[0]
	fmls	v6.2s, v1.2s, v18.s[2]
	fmls	v22.4s, v8.4s, v14.s[3]
	fmls	v11.4s, v14.4s, v30.s[1]
	fmls	v4.4s, v18.4s, v18.s[0]
	fmls	v22.4s, v19.4s, v10.s[1]
	fmls	v18.2d, v0.2d, v5.2d
	fmls	v30.2d, v24.2d, v13.2d
	fmls	v10.2d, v29.2d, v13.2d
	fmls	v0.2d, v1.2d, v1.2d
	fmls	v31.2s, v23.2s, v16.2s
	fmls	v16.2s, v6.2s, v29.2s
	fmls	v14.2s, v18.2s, v6.2s
	fmls	v19.2s, v16.2s, v26.2s
	fmls	v17.4s, v0.4s, v26.4s
	fmls	v10.4s, v25.4s, v7.4s
	fmls	v9.4s, v16.4s, v24.4s
	fmls	v22.4s, v23.4s, v22.4s
	fmov	v31.d[1], x19
	fmov	v14.d[1], x19
	fmov	v0.d[1], x20
	fmov	v29.d[1], x11
	fmov	x7, d17
	fmov	x7, d20
	fmov	x10, d27
	fmov	x23, d3
	fmov	d27, #-14.50000000
	fmov	d19, #-0.56250000
	fmov	d7, #-0.26562500
	fmov	d31, #0.78125000
	fmov	d28, d13
	fmov	d26, d2
	fmov	d7, d3
	fmov	d31, d9
	fmov	w21, s22
	fmov	w12, s20
	fmov	w19, s22
	fmov	w19, s18
	fmov	s14, #0.68750000
	fmov	s13, #3.50000000
	fmov	s10, #-2.87500000
	fmov	s11, #-0.34375000
	fmov	s19, s26
	fmov	s0, s27
	fmov	s2, s14
	fmov	s22, s18
	fmov	s6, w0
	fmov	s2, w14
	fmov	s2, w10
	fmov	s25, w8
	fmov	x3, v5.d[1]
	fmov	x7, v7.d[1]
	fmov	x26, v9.d[1]
	fmov	x9, v11.d[1]
	fmov	d27, x6
	fmov	d5, x29
	fmov	d22, x2
	fmov	d21, xzr
	fmov	v6.2d, #0.71875000
	fmov	v19.2d, #-0.28125000
	fmov	v1.2d, #-0.39062500
	fmov	v3.2d, #-0.62500000
	fmov	v29.2s, #0.34375000
	fmov	v28.2s, #1.68750000
	fmov	v8.2s, #-4.25000000
	fmov	v11.2s, #-0.62500000
	fmov	v3.4s, #1.81250000
	fmov	v30.4s, #1.25000000
	fmov	v8.4s, #0.35937500
	fmov	v9.4s, #2.50000000
	fmsub	d16, d2, d15, d1
	fmsub	d20, d2, d10, d19
	fmsub	d31, d9, d26, d5
	fmsub	d5, d27, d24, d31
	fmsub	s7, s5, s21, s10
	fmsub	s5, s1, s11, s17
	fmsub	s22, s10, s19, s12
	fmsub	s23, s6, s6, s2
	fmul	d11, d31, d10
	fmul	d10, d12, d27
	fmul	d20, d12, d26
	fmul	d8, d16, d5
	fmul	s4, s25, s23
	fmul	s0, s17, s5
	fmul	s10, s23, s21
	fmul	s13, s2, s6
	fmulx	d29, d1, v9.d[0]
	fmulx	d11, d24, v8.d[1]
	fmulx	d6, d14, v9.d[0]
	fmulx	d3, d3, v22.d[0]
	fmulx	s24, s11, v10.s[3]
	fmulx	s22, s4, v22.s[0]
	fmulx	s2, s19, v19.s[1]
	fmulx	s24, s23, v11.s[3]
	fmulx	v4.2d, v28.2d, v5.d[1]
	fmulx	v23.2d, v31.2d, v21.d[1]
	fmulx	v18.2d, v0.2d, v12.d[0]
	fmulx	v5.2d, v25.2d, v29.d[1]
	fmulx	v16.2s, v17.2s, v28.s[0]
	fmulx	v29.2s, v24.2s, v30.s[2]
	fmulx	v12.2s, v9.2s, v8.s[0]
	fmulx	v6.2s, v30.2s, v12.s[1]
	fmulx	v31.4s, v30.4s, v7.s[3]
	fmulx	v23.4s, v31.4s, v0.s[1]
	fmulx	v28.4s, v9.4s, v11.s[0]
	fmulx	v0.4s, v24.4s, v10.s[0]
	fmulx	d29, d26, d30
	fmulx	d27, d26, d13
	fmulx	d8, d22, d15
	fmulx	d28, d23, d8
	fmulx	s23, s23, s6
	fmulx	s25, s0, s27
	fmulx	s11, s11, s27
	fmulx	s4, s3, s1
	fmulx	v24.2d, v22.2d, v6.2d
	fmulx	v15.2d, v12.2d, v19.2d
	fmulx	v13.2d, v20.2d, v16.2d
	fmulx	v15.2d, v6.2d, v1.2d
	fmulx	v31.2s, v10.2s, v7.2s
	fmulx	v14.2s, v22.2s, v26.2s
	fmulx	v4.2s, v19.2s, v1.2s
	fmulx	v16.2s, v30.2s, v20.2s
	fmulx	v11.4s, v13.4s, v19.4s
	fmulx	v25.4s, v11.4s, v25.4s
	fmulx	v14.4s, v27.4s, v14.4s
	fmulx	v16.4s, v6.4s, v28.4s
	fmul	d6, d7, v12.d[0]
	fmul	d12, d11, v18.d[0]
	fmul	d13, d6, v18.d[0]
	fmul	d19, d28, v4.d[1]
	fmul	s24, s27, v26.s[0]
	fmul	s12, s9, v10.s[0]
	fmul	s21, s2, v11.s[0]
	fmul	s21, s7, v15.s[3]
	fmul	v15.2d, v29.2d, v16.d[1]
	fmul	v6.2d, v3.2d, v3.d[0]
	fmul	v21.2d, v8.2d, v4.d[1]
	fmul	v24.2d, v15.2d, v2.d[1]
	fmul	v23.2s, v15.2s, v13.s[3]
	fmul	v1.2s, v7.2s, v13.s[1]
	fmul	v10.2s, v16.2s, v22.s[3]
	fmul	v9.2s, v8.2s, v9.s[3]
	fmul	v3.4s, v16.4s, v28.s[0]
	fmul	v0.4s, v31.4s, v8.s[3]
	fmul	v1.4s, v24.4s, v27.s[0]
	fmul	v3.4s, v24.4s, v2.s[1]
	fmul	v16.2d, v26.2d, v30.2d
	fmul	v30.2d, v28.2d, v16.2d
	fmul	v15.2d, v5.2d, v18.2d
	fmul	v10.2d, v31.2d, v1.2d
	fmul	v6.2s, v10.2s, v3.2s
	fmul	v24.2s, v2.2s, v22.2s
	fmul	v18.2s, v21.2s, v9.2s
	fmul	v7.2s, v27.2s, v16.2s
	fmul	v28.4s, v13.4s, v21.4s
	fmul	v21.4s, v13.4s, v9.4s
	fmul	v3.4s, v24.4s, v5.4s
	fmul	v14.4s, v9.4s, v4.4s
	fneg	d20, d5
	fneg	d24, d0
	fneg	d25, d30
	fneg	d2, d2
	fneg	s27, s13
	fneg	s8, s17
	fneg	s21, s1
	fneg	s15, s5
	fneg	v13.2d, v26.2d
	fneg	v25.2d, v6.2d
	fneg	v23.2d, v6.2d
	fneg	v8.2d, v11.2d
	fneg	v10.2s, v7.2s
	fneg	v28.2s, v19.2s
	fneg	v27.2s, v9.2s
	fneg	v12.2s, v17.2s
	fneg	v26.4s, v16.4s
	fneg	v0.4s, v20.4s
	fneg	v18.4s, v28.4s
	fneg	v4.4s, v3.4s
	fnmadd	d28, d19, d8, d24
	fnmadd	d0, d16, d27, d25
	fnmadd	d14, d8, d10, d3
	fnmadd	d0, d29, d8, d11
	fnmadd	s8, s5, s6, s21
	fnmadd	s8, s9, s3, s15
	fnmadd	s14, s12, s15, s16
	fnmadd	s30, s10, s9, s22
	fnmsub	d21, d21, d15, d4
	fnmsub	d10, d17, d20, d13
	fnmsub	d15, d4, d1, d19
	fnmsub	d14, d8, d14, d15
	fnmsub	s11, s7, s19, s1
	fnmsub	s21, s8, s20, s11
	fnmsub	s15, s3, s17, s4
	fnmsub	s11, s26, s6, s26
	fnmul	d2, d6, d6
	fnmul	d15, d22, d24
	fnmul	d21, d4, d7
	fnmul	d21, d25, d7
	fnmul	s3, s15, s17
	fnmul	s26, s24, s25
	fnmul	s18, s30, s19
	fnmul	s27, s29, s0
	frecpe	d27, d7
	frecpe	d27, d6
	frecpe	d17, d30
	frecpe	d18, d6
	frecpe	s0, s21
	frecpe	s9, s26
	frecpe	s15, s29
	frecpe	s11, s27
	frecpe	v23.2d, v30.2d
	frecpe	v1.2d, v12.2d
	frecpe	v21.2d, v26.2d
	frecpe	v1.2d, v14.2d
	frecpe	v15.2s, v13.2s
	frecpe	v25.2s, v0.2s
	frecpe	v9.2s, v11.2s
	frecpe	v21.2s, v4.2s
	frecpe	v11.4s, v12.4s
	frecpe	v14.4s, v6.4s
	frecpe	v30.4s, v0.4s
	frecpe	v17.4s, v28.4s
	frecps	d16, d17, d27
	frecps	d21, d28, d5
	frecps	d3, d12, d0
	frecps	d26, d6, d16
	frecps	s29, s30, s10
	frecps	s9, s23, s11
	frecps	s8, s20, s5
	frecps	s15, s23, s4
	frecps	v22.2d, v22.2d, v10.2d
	frecps	v9.2d, v13.2d, v7.2d
	frecps	v2.2d, v21.2d, v25.2d
	frecps	v31.2d, v2.2d, v0.2d
	frecps	v23.2s, v4.2s, v22.2s
	frecps	v15.2s, v27.2s, v21.2s
	frecps	v28.2s, v12.2s, v18.2s
	frecps	v17.2s, v24.2s, v4.2s
	frecps	v6.4s, v19.4s, v28.4s
	frecps	v0.4s, v7.4s, v14.4s
	frecps	v22.4s, v24.4s, v20.4s
	frecps	v15.4s, v15.4s, v14.4s
	frecpx	d6, d27
	frecpx	d10, d13
	frecpx	d4, d3
	frecpx	d25, d12
	frecpx	s0, s20
	frecpx	s7, s30
	frecpx	s5, s22
	frecpx	s14, s7
	frinta	d13, d14
	frinta	d18, d1
	frinta	d15, d30
	frinta	d10, d11
	frinta	s14, s9
	frinta	s28, s31
	frinta	s8, s11
	frinta	s4, s7
	frinta	v21.2d, v3.2d
	frinta	v23.2d, v14.2d
	frinta	v7.2d, v15.2d
	frinta	v19.2d, v8.2d
	frinta	v21.2s, v17.2s
	frinta	v15.2s, v14.2s
	frinta	v9.2s, v6.2s
	frinta	v1.2s, v15.2s
	frinta	v26.4s, v17.4s
	frinta	v25.4s, v24.4s
	frinta	v1.4s, v25.4s
	frinta	v22.4s, v7.4s
	frinti	d13, d2
	frinti	d0, d16
	frinti	d30, d0
	frinti	d25, d11
	frinti	s27, s4
	frinti	s30, s10
	frinti	s23, s25
	frinti	s10, s0
	frinti	v2.2d, v20.2d
	frinti	v2.2d, v9.2d
	frinti	v8.2d, v16.2d
	frinti	v9.2d, v10.2d
	frinti	v25.2s, v25.2s
	frinti	v17.2s, v19.2s
	frinti	v16.2s, v26.2s
	frinti	v15.2s, v19.2s
	frinti	v14.4s, v12.4s
	frinti	v22.4s, v2.4s
	frinti	v29.4s, v23.4s
	frinti	v1.4s, v2.4s
	frintm	d14, d30
	frintm	d5, d13
	frintm	d7, d21
	frintm	d24, d21
	frintm	s22, s13
	frintm	s21, s15
	frintm	s1, s30
	frintm	s6, s9
	frintm	v25.2d, v10.2d
	frintm	v4.2d, v12.2d
	frintm	v17.2d, v27.2d
	frintm	v9.2d, v9.2d
	frintm	v10.2s, v23.2s
	frintm	v25.2s, v16.2s
	frintm	v3.2s, v10.2s
	frintm	v14.2s, v18.2s
	frintm	v9.4s, v6.4s
	frintm	v24.4s, v22.4s
	frintm	v26.4s, v31.4s
	frintm	v30.4s, v0.4s
	frintn	d11, d4
	frintn	d27, d16
	frintn	d0, d28
	frintn	d26, d13
	frintn	s2, s6
	frintn	s25, s0
	frintn	s3, s6
	frintn	s18, s28
	frintn	v1.2d, v21.2d
	frintn	v2.2d, v24.2d
	frintn	v19.2d, v22.2d
	frintn	v12.2d, v29.2d
	frintn	v23.2s, v27.2s
	frintn	v17.2s, v9.2s
	frintn	v12.2s, v27.2s
	frintn	v28.2s, v12.2s
	frintn	v0.4s, v30.4s
	frintn	v1.4s, v22.4s
	frintn	v25.4s, v15.4s
	frintn	v6.4s, v14.4s
	frintp	d12, d28
	frintp	d11, d20
	frintp	d12, d28
	frintp	d22, d2
	frintp	s8, s12
	frintp	s17, s1
	frintp	s14, s1
	frintp	s29, s21
	frintp	v16.2d, v13.2d
	frintp	v23.2d, v14.2d
	frintp	v8.2d, v2.2d
	frintp	v24.2d, v8.2d
	frintp	v17.2s, v27.2s
	frintp	v17.2s, v31.2s
	frintp	v12.2s, v17.2s
	frintp	v26.2s, v4.2s
	frintp	v8.4s, v5.4s
	frintp	v6.4s, v25.4s
	frintp	v31.4s, v17.4s
	frintp	v13.4s, v10.4s
	frintx	d23, d5
	frintx	d10, d4
	frintx	d1, d12
	frintx	d17, d22
	frintx	s1, s5
	frintx	s22, s18
	frintx	s16, s31
	frintx	s31, s3
	frintx	v27.2d, v29.2d
	frintx	v16.2d, v4.2d
	frintx	v30.2d, v11.2d
	frintx	v31.2d, v7.2d
	frintx	v9.2s, v3.2s
	frintx	v30.2s, v13.2s
	frintx	v17.2s, v12.2s
	frintx	v3.2s, v29.2s
	frintx	v17.4s, v13.4s
	frintx	v25.4s, v9.4s
	frintx	v15.4s, v16.4s
	frintx	v2.4s, v29.4s
	frintz	d5, d6
	frintz	d26, d17
	frintz	d0, d22
	frintz	d0, d0
	frintz	s14, s29
	frintz	s25, s22
	frintz	s20, s18
	frintz	s23, s11
	frintz	v31.2d, v14.2d
	frintz	v9.2d, v31.2d
	frintz	v29.2d, v27.2d
	frintz	v21.2d, v16.2d
	frintz	v16.2s, v12.2s
	frintz	v3.2s, v4.2s
	frintz	v1.2s, v26.2s
	frintz	v29.2s, v17.2s
	frintz	v29.4s, v5.4s
	frintz	v5.4s, v18.4s
	frintz	v12.4s, v6.4s
	frintz	v24.4s, v8.4s
	frsqrte	d17, d23
	frsqrte	d14, d4
	frsqrte	d26, d28
	frsqrte	d0, d27
	frsqrte	s26, s19
	frsqrte	s14, s30
	frsqrte	s11, s11
	frsqrte	s22, s12
	frsqrte	v12.2d, v24.2d
	frsqrte	v2.2d, v21.2d
	frsqrte	v6.2d, v27.2d
	frsqrte	v5.2d, v1.2d
	frsqrte	v14.2s, v9.2s
	frsqrte	v31.2s, v22.2s
	frsqrte	v18.2s, v30.2s
	frsqrte	v16.2s, v30.2s
	frsqrte	v21.4s, v31.4s
	frsqrte	v27.4s, v10.4s
	frsqrte	v14.4s, v25.4s
	frsqrte	v7.4s, v30.4s
	frsqrts	d21, d31, d11
	frsqrts	d9, d18, d7
	frsqrts	d14, d11, d6
	frsqrts	d30, d1, d0
	frsqrts	s27, s5, s26
	frsqrts	s6, s3, s20
	frsqrts	s0, s17, s4
	frsqrts	s13, s15, s23
	frsqrts	v29.2d, v3.2d, v13.2d
	frsqrts	v12.2d, v15.2d, v8.2d
	frsqrts	v21.2d, v28.2d, v29.2d
	frsqrts	v20.2d, v16.2d, v7.2d
	frsqrts	v3.2s, v9.2s, v8.2s
	frsqrts	v1.2s, v6.2s, v26.2s
	frsqrts	v24.2s, v20.2s, v30.2s
	frsqrts	v15.2s, v23.2s, v5.2s
	frsqrts	v19.4s, v3.4s, v16.4s
	frsqrts	v31.4s, v21.4s, v28.4s
	frsqrts	v17.4s, v20.4s, v15.4s
	frsqrts	v3.4s, v23.4s, v25.4s
	fsqrt	d15, d9
	fsqrt	d22, d8
	fsqrt	d3, d15
	fsqrt	d14, d14
	fsqrt	s15, s4
	fsqrt	s30, s20
	fsqrt	s30, s25
	fsqrt	s30, s2
	fsqrt	v15.2d, v7.2d
	fsqrt	v23.2d, v9.2d
	fsqrt	v22.2d, v17.2d
	fsqrt	v8.2d, v21.2d
	fsqrt	v2.2s, v10.2s
	fsqrt	v8.2s, v29.2s
	fsqrt	v12.2s, v21.2s
	fsqrt	v13.2s, v27.2s
	fsqrt	v12.4s, v22.4s
	fsqrt	v20.4s, v17.4s
	fsqrt	v19.4s, v24.4s
	fsqrt	v22.4s, v22.4s
	fsub	d0, d27, d23
	fsub	d31, d24, d5
	fsub	d27, d23, d12
	fsub	d1, d23, d30
	fsub	s1, s28, s12
	fsub	s21, s26, s26
	fsub	s9, s6, s2
	fsub	s16, s11, s28
	fsub	v5.2d, v22.2d, v0.2d
	fsub	v25.2d, v4.2d, v17.2d
	fsub	v20.2d, v17.2d, v29.2d
	fsub	v27.2d, v23.2d, v10.2d
	fsub	v22.2s, v17.2s, v19.2s
	fsub	v22.2s, v22.2s, v25.2s
	fsub	v18.2s, v8.2s, v29.2s
	fsub	v10.2s, v27.2s, v20.2s
	fsub	v13.4s, v31.4s, v13.4s
	fsub	v19.4s, v31.4s, v6.4s
	fsub	v11.4s, v18.4s, v11.4s
	fsub	v7.4s, v11.4s, v29.4s
	hint	#123
	hint	#34
	hint	#107
	hint	#7
	hlt	#0x9bcc
	hlt	#0
	hlt	#0
	hlt	#0
	hvc	#0xb7e2
	hvc	#0x7f34
	hvc	#0x66a
	hvc	#0xfc00
	mov	v6.b[5], w14
	mov	v5.b[1], w6
	mov	v6.b[13], w14
	mov	v17.b[5], w26
	mov	v4.b[14], v5.b[8]
	mov	v10.b[5], v28.b[5]
	mov	v29.b[0], v24.b[15]
	mov	v6.b[15], v3.b[15]
	mov	v31.d[0], x23
	mov	v6.d[0], xzr
	mov	v1.d[0], x26
	mov	v18.d[0], x13
	mov	v16.d[1], v27.d[1]
	mov	v0.d[1], v22.d[1]
	mov	v11.d[0], v18.d[1]
	mov	v25.d[1], v19.d[0]
	mov	v29.h[7], w1
	mov	v31.h[7], w22
	mov	v30.h[7], w6
	mov	v9.h[3], w3
	mov	v15.h[3], v26.h[1]
	mov	v4.h[6], v19.h[5]
	mov	v8.h[2], v17.h[5]
	mov	v22.h[3], v3.h[0]
	mov	v15.s[2], w3
	mov	v5.s[2], w20
	mov	v27.s[3], w2
	mov	v7.s[0], wzr
	mov	v23.s[2], v30.s[0]
	mov	v7.s[3], v28.s[2]
	mov	v16.s[0], v6.s[0]
	mov	v9.s[0], v6.s[1]
	isb	#4
	isb
	isb
	isb
	ld1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x23]
	ld1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x13]
	ld1	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x1]
	ld1	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x14]
	ld1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x27], x30
	ld1	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x0], #64
	ld1	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x9], x2
	ld1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x16], x16
	ld1	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x6]
	ld1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x27]
	ld1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [sp]
	ld1	{ v28.1d, v29.1d, v30.1d, v31.1d }, [x30]
	ld1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x16], x26
	ld1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x9], x8
	ld1	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x14], x21
	ld1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x27], x17
	ld1	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x17]
	ld1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x4]
	ld1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x5]
	ld1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x22]
	ld1	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x10], x10
	ld1	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x14], x21
	ld1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x2], x5
	ld1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x1], x24
	ld1	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x27]
	ld1	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x28]
	ld1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x23]
	ld1	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x3]
	ld1	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x4], x4
	ld1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x2], x18
	ld1	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x18], x15
	ld1	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x23], x15
	ld1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x9]
	ld1	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x14]
	ld1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x1]
	ld1	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x10]
	ld1	{ v7.4h, v8.4h, v9.4h, v10.4h }, [x26], x3
	ld1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x3], x13
	ld1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x22], x18
	ld1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x29], x10
	ld1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x2]
	ld1	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x2]
	ld1	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x9]
	ld1	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x30]
	ld1	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x24], x16
	ld1	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x2], x23
	ld1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x15], x9
	ld1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x28], x10
	ld1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x6]
	ld1	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x10]
	ld1	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x20]
	ld1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x28]
	ld1	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x24], x18
	ld1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x22], x27
	ld1	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x17], #32
	ld1	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x3], x25
	ld1	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x9]
	ld1	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x5]
	ld1	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x5]
	ld1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x1]
	ld1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x10], x15
	ld1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x8], x11
	ld1	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x2], x14
	ld1	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x30], x24
	ld1	{ v7.16b }, [x28]
	ld1	{ v10.16b }, [x9]
	ld1	{ v27.16b }, [x27]
	ld1	{ v21.16b }, [x7]
	ld1	{ v23.16b }, [x3], x21
	ld1	{ v23.16b }, [x0], x26
	ld1	{ v1.16b }, [x20], x29
	ld1	{ v12.16b }, [x17], x6
	ld1	{ v25.1d }, [x13]
	ld1	{ v3.1d }, [x22]
	ld1	{ v0.1d }, [sp]
	ld1	{ v18.1d }, [sp]
	ld1	{ v27.1d }, [x19], x28
	ld1	{ v29.1d }, [x25], x12
	ld1	{ v27.1d }, [x17], x30
	ld1	{ v20.1d }, [x14], #8
	ld1	{ v1.2d }, [x30]
	ld1	{ v31.2d }, [x3]
	ld1	{ v13.2d }, [x18]
	ld1	{ v30.2d }, [x6]
	ld1	{ v5.2d }, [x11], x30
	ld1	{ v11.2d }, [x24], #16
	ld1	{ v8.2d }, [x0], x23
	ld1	{ v27.2d }, [x12], x2
	ld1	{ v6.2s }, [x15]
	ld1	{ v29.2s }, [x9]
	ld1	{ v27.2s }, [x17]
	ld1	{ v20.2s }, [x12]
	ld1	{ v30.2s }, [x3], x30
	ld1	{ v9.2s }, [x15], x18
	ld1	{ v17.2s }, [x1], x23
	ld1	{ v4.2s }, [x26], x5
	ld1	{ v2.4h }, [x8]
	ld1	{ v7.4h }, [x6]
	ld1	{ v4.4h }, [x16]
	ld1	{ v12.4h }, [x25]
	ld1	{ v19.4h }, [x18], x11
	ld1	{ v24.4h }, [x3], x21
	ld1	{ v0.4h }, [x30], x4
	ld1	{ v31.4h }, [x5], x5
	ld1	{ v27.4s }, [x15]
	ld1	{ v17.4s }, [x25]
	ld1	{ v4.4s }, [x13]
	ld1	{ v12.4s }, [x13]
	ld1	{ v25.4s }, [x22], x13
	ld1	{ v22.4s }, [x21], x14
	ld1	{ v14.4s }, [x10], x12
	ld1	{ v4.4s }, [x16], x8
	ld1	{ v25.8b }, [x20]
	ld1	{ v9.8b }, [sp]
	ld1	{ v13.8b }, [x1]
	ld1	{ v8.8b }, [x18]
	ld1	{ v16.8b }, [x13], x18
	ld1	{ v17.8b }, [x24], x13
	ld1	{ v15.8b }, [x21], x8
	ld1	{ v26.8b }, [x2], x25
	ld1	{ v24.8h }, [x15]
	ld1	{ v30.8h }, [x14]
	ld1	{ v19.8h }, [x10]
	ld1	{ v29.8h }, [x21]
	ld1	{ v9.8h }, [x0], x8
	ld1	{ v18.8h }, [x7], x17
	ld1	{ v24.8h }, [x17], x10
	ld1	{ v24.8h }, [x21], x5
	ld1r	{ v13.16b }, [x15]
	ld1r	{ v4.16b }, [x20]
	ld1r	{ v24.16b }, [x14]
	ld1r	{ v8.16b }, [x9]
	ld1r	{ v10.16b }, [x7], x17
	ld1r	{ v5.16b }, [x13], x22
	ld1r	{ v10.16b }, [x0], x9
	ld1r	{ v5.16b }, [x9], x16
	ld1r	{ v25.1d }, [x26]
	ld1r	{ v31.1d }, [x17]
	ld1r	{ v10.1d }, [x14]
	ld1r	{ v21.1d }, [x5]
	ld1r	{ v26.1d }, [x26], x25
	ld1r	{ v11.1d }, [x22], x23
	ld1r	{ v13.1d }, [x18], x16
	ld1r	{ v3.1d }, [x19], x9
	ld1r	{ v23.2d }, [x13]
	ld1r	{ v10.2d }, [x9]
	ld1r	{ v7.2d }, [x5]
	ld1r	{ v22.2d }, [x25]
	ld1r	{ v1.2d }, [x9], x27
	ld1r	{ v24.2d }, [x6], x26
	ld1r	{ v8.2d }, [x0], x26
	ld1r	{ v25.2d }, [x16], x24
	ld1r	{ v3.2s }, [x21]
	ld1r	{ v13.2s }, [x3]
	ld1r	{ v0.2s }, [x17]
	ld1r	{ v3.2s }, [x17]
	ld1r	{ v31.2s }, [x20], x29
	ld1r	{ v2.2s }, [sp], x20
	ld1r	{ v24.2s }, [x25], x28
	ld1r	{ v28.2s }, [x6], x5
	ld1r	{ v21.4h }, [x1]
	ld1r	{ v6.4h }, [x30]
	ld1r	{ v13.4h }, [x11]
	ld1r	{ v9.4h }, [x18]
	ld1r	{ v12.4h }, [x10], x18
	ld1r	{ v1.4h }, [x2], x29
	ld1r	{ v27.4h }, [x18], x25
	ld1r	{ v5.4h }, [x28], x10
	ld1r	{ v25.4s }, [x24]
	ld1r	{ v24.4s }, [x18]
	ld1r	{ v15.4s }, [x9]
	ld1r	{ v7.4s }, [x21]
	ld1r	{ v0.4s }, [x7], x19
	ld1r	{ v19.4s }, [x21], x20
	ld1r	{ v25.4s }, [x8], x19
	ld1r	{ v8.4s }, [x26], x27
	ld1r	{ v15.8b }, [x11]
	ld1r	{ v21.8b }, [x15]
	ld1r	{ v27.8b }, [x21]
	ld1r	{ v0.8b }, [x20]
	ld1r	{ v26.8b }, [x24], x7
	ld1r	{ v23.8b }, [x30], x20
	ld1r	{ v27.8b }, [sp], x3
	ld1r	{ v13.8b }, [x16], x0
	ld1r	{ v13.8h }, [x1]
	ld1r	{ v2.8h }, [x9]
	ld1r	{ v13.8h }, [x19]
	ld1r	{ v20.8h }, [x5]
	ld1r	{ v11.8h }, [x28], x12
	ld1r	{ v27.8h }, [x1], #2
	ld1r	{ v3.8h }, [x5], x8
	ld1r	{ v3.8h }, [x18], x17
	ld1	{ v20.16b, v21.16b, v22.16b }, [x11]
	ld1	{ v19.16b, v20.16b, v21.16b }, [sp]
	ld1	{ v2.16b, v3.16b, v4.16b }, [x23]
	ld1	{ v28.16b, v29.16b, v30.16b }, [x20]
	ld1	{ v13.16b, v14.16b, v15.16b }, [x9], x14
	ld1	{ v18.16b, v19.16b, v20.16b }, [x13], x19
	ld1	{ v16.16b, v17.16b, v18.16b }, [x24], x19
	ld1	{ v26.16b, v27.16b, v28.16b }, [x15], x7
	ld1	{ v10.1d, v11.1d, v12.1d }, [x29]
	ld1	{ v18.1d, v19.1d, v20.1d }, [x29]
	ld1	{ v25.1d, v26.1d, v27.1d }, [x25]
	ld1	{ v7.1d, v8.1d, v9.1d }, [x16]
	ld1	{ v27.1d, v28.1d, v29.1d }, [x5], x10
	ld1	{ v1.1d, v2.1d, v3.1d }, [x28], x19
	ld1	{ v19.1d, v20.1d, v21.1d }, [x2], x0
	ld1	{ v20.1d, v21.1d, v22.1d }, [x11], x5
	ld1	{ v21.2d, v22.2d, v23.2d }, [x14]
	ld1	{ v16.2d, v17.2d, v18.2d }, [x6]
	ld1	{ v10.2d, v11.2d, v12.2d }, [x25]
	ld1	{ v17.2d, v18.2d, v19.2d }, [x13]
	ld1	{ v2.2d, v3.2d, v4.2d }, [x0], x13
	ld1	{ v20.2d, v21.2d, v22.2d }, [x3], x4
	ld1	{ v11.2d, v12.2d, v13.2d }, [x11], x9
	ld1	{ v16.2d, v17.2d, v18.2d }, [x21], x8
	ld1	{ v1.2s, v2.2s, v3.2s }, [sp]
	ld1	{ v12.2s, v13.2s, v14.2s }, [x2]
	ld1	{ v2.2s, v3.2s, v4.2s }, [x16]
	ld1	{ v24.2s, v25.2s, v26.2s }, [x29]
	ld1	{ v18.2s, v19.2s, v20.2s }, [x1], x9
	ld1	{ v29.2s, v30.2s, v31.2s }, [x3], x17
	ld1	{ v8.2s, v9.2s, v10.2s }, [x20], x14
	ld1	{ v30.2s, v31.2s, v0.2s }, [x14], x28
	ld1	{ v8.4h, v9.4h, v10.4h }, [x13]
	ld1	{ v9.4h, v10.4h, v11.4h }, [x22]
	ld1	{ v18.4h, v19.4h, v20.4h }, [x27]
	ld1	{ v30.4h, v31.4h, v0.4h }, [x8]
	ld1	{ v27.4h, v28.4h, v29.4h }, [x29], x16
	ld1	{ v18.4h, v19.4h, v20.4h }, [x16], x0
	ld1	{ v0.4h, v1.4h, v2.4h }, [x8], x21
	ld1	{ v0.4h, v1.4h, v2.4h }, [x15], x0
	ld1	{ v23.4s, v24.4s, v25.4s }, [x5]
	ld1	{ v15.4s, v16.4s, v17.4s }, [x20]
	ld1	{ v2.4s, v3.4s, v4.4s }, [x24]
	ld1	{ v29.4s, v30.4s, v31.4s }, [x8]
	ld1	{ v5.4s, v6.4s, v7.4s }, [x5], x10
	ld1	{ v8.4s, v9.4s, v10.4s }, [x0], x17
	ld1	{ v16.4s, v17.4s, v18.4s }, [x0], x26
	ld1	{ v19.4s, v20.4s, v21.4s }, [x15], x9
	ld1	{ v4.8b, v5.8b, v6.8b }, [x30]
	ld1	{ v15.8b, v16.8b, v17.8b }, [x3]
	ld1	{ v9.8b, v10.8b, v11.8b }, [x18]
	ld1	{ v29.8b, v30.8b, v31.8b }, [x4]
	ld1	{ v18.8b, v19.8b, v20.8b }, [x2], x17
	ld1	{ v10.8b, v11.8b, v12.8b }, [x18], x20
	ld1	{ v7.8b, v8.8b, v9.8b }, [x0], x17
	ld1	{ v2.8b, v3.8b, v4.8b }, [x5], x11
	ld1	{ v18.8h, v19.8h, v20.8h }, [x6]
	ld1	{ v12.8h, v13.8h, v14.8h }, [x17]
	ld1	{ v16.8h, v17.8h, v18.8h }, [x4]
	ld1	{ v22.8h, v23.8h, v24.8h }, [x7]
	ld1	{ v7.8h, v8.8h, v9.8h }, [x21], x13
	ld1	{ v4.8h, v5.8h, v6.8h }, [x12], x30
	ld1	{ v18.8h, v19.8h, v20.8h }, [x11], x9
	ld1	{ v27.8h, v28.8h, v29.8h }, [x6], x13
	ld1	{ v27.16b, v28.16b }, [x6]
	ld1	{ v27.16b, v28.16b }, [x17]
	ld1	{ v28.16b, v29.16b }, [x13]
	ld1	{ v20.16b, v21.16b }, [x11]
	ld1	{ v25.16b, v26.16b }, [x22], x12
	ld1	{ v15.16b, v16.16b }, [x14], x17
	ld1	{ v0.16b, v1.16b }, [x11], x13
	ld1	{ v26.16b, v27.16b }, [sp], x13
	ld1	{ v20.1d, v21.1d }, [x17]
	ld1	{ v20.1d, v21.1d }, [x0]
	ld1	{ v8.1d, v9.1d }, [x16]
	ld1	{ v23.1d, v24.1d }, [x7]
	ld1	{ v12.1d, v13.1d }, [x12], x0
	ld1	{ v30.1d, v31.1d }, [x28], x20
	ld1	{ v5.1d, v6.1d }, [x30], x24
	ld1	{ v14.1d, v15.1d }, [x24], x19
	ld1	{ v7.2d, v8.2d }, [x18]
	ld1	{ v30.2d, v31.2d }, [x16]
	ld1	{ v27.2d, v28.2d }, [x22]
	ld1	{ v17.2d, v18.2d }, [x21]
	ld1	{ v2.2d, v3.2d }, [x10], x1
	ld1	{ v18.2d, v19.2d }, [x19], x7
	ld1	{ v29.2d, v30.2d }, [x6], x7
	ld1	{ v28.2d, v29.2d }, [x8], x17
	ld1	{ v9.2s, v10.2s }, [x13]
	ld1	{ v24.2s, v25.2s }, [x14]
	ld1	{ v17.2s, v18.2s }, [x21]
	ld1	{ v31.2s, v0.2s }, [x25]
	ld1	{ v7.2s, v8.2s }, [x9], x20
	ld1	{ v18.2s, v19.2s }, [x28], x17
	ld1	{ v11.2s, v12.2s }, [x0], x21
	ld1	{ v14.2s, v15.2s }, [x28], x19
	ld1	{ v10.4h, v11.4h }, [x0]
	ld1	{ v8.4h, v9.4h }, [x20]
	ld1	{ v25.4h, v26.4h }, [x9]
	ld1	{ v9.4h, v10.4h }, [x0]
	ld1	{ v2.4h, v3.4h }, [x18], x20
	ld1	{ v14.4h, v15.4h }, [x4], x11
	ld1	{ v10.4h, v11.4h }, [x28], x18
	ld1	{ v1.4h, v2.4h }, [x30], x16
	ld1	{ v23.4s, v24.4s }, [x23]
	ld1	{ v21.4s, v22.4s }, [x3]
	ld1	{ v31.4s, v0.4s }, [x24]
	ld1	{ v26.4s, v27.4s }, [x28]
	ld1	{ v17.4s, v18.4s }, [x16], x27
	ld1	{ v30.4s, v31.4s }, [x28], x10
	ld1	{ v28.4s, v29.4s }, [x20], x13
	ld1	{ v5.4s, v6.4s }, [x12], x15
	ld1	{ v21.8b, v22.8b }, [x25]
	ld1	{ v0.8b, v1.8b }, [x25]
	ld1	{ v24.8b, v25.8b }, [x10]
	ld1	{ v15.8b, v16.8b }, [x18]
	ld1	{ v20.8b, v21.8b }, [x28], x22
	ld1	{ v7.8b, v8.8b }, [x17], x25
	ld1	{ v9.8b, v10.8b }, [x0], #16
	ld1	{ v16.8b, v17.8b }, [x16], x16
	ld1	{ v3.8h, v4.8h }, [x16]
	ld1	{ v29.8h, v30.8h }, [x9]
	ld1	{ v4.8h, v5.8h }, [x23]
	ld1	{ v3.8h, v4.8h }, [x20]
	ld1	{ v27.8h, v28.8h }, [x0], x7
	ld1	{ v31.8h, v0.8h }, [x28], x9
	ld1	{ v8.8h, v9.8h }, [x30], x9
	ld1	{ v25.8h, v26.8h }, [x29], x8
	ld1	{ v25.b }[0], [x24]
	ld1	{ v13.b }[4], [x0]
	ld1	{ v29.b }[11], [x30]
	ld1	{ v23.b }[0], [x20]
	ld1	{ v4.b }[5], [x15], x10
	ld1	{ v28.b }[1], [x11], x13
	ld1	{ v2.b }[15], [x29], x9
	ld1	{ v31.b }[12], [x11], x5
	ld1	{ v15.d }[1], [x29]
	ld1	{ v10.d }[0], [x13]
	ld1	{ v25.d }[0], [x8]
	ld1	{ v15.d }[1], [sp]
	ld1	{ v7.d }[1], [x15], x4
	ld1	{ v31.d }[1], [x19], x25
	ld1	{ v13.d }[0], [x22], x28
	ld1	{ v15.d }[0], [x18], x13
	ld1	{ v18.h }[1], [x25]
	ld1	{ v27.h }[6], [x11]
	ld1	{ v10.h }[0], [x14]
	ld1	{ v19.h }[5], [x4]
	ld1	{ v9.h }[3], [x17], x28
	ld1	{ v19.h }[7], [x5], x10
	ld1	{ v1.h }[7], [x30], x22
	ld1	{ v18.h }[3], [x5], x28
	ld1	{ v10.s }[2], [x7]
	ld1	{ v11.s }[2], [x17]
	ld1	{ v8.s }[0], [x7]
	ld1	{ v5.s }[2], [x12]
	ld1	{ v1.s }[2], [x9], x7
	ld1	{ v2.s }[3], [x18], x19
	ld1	{ v3.s }[1], [x24], x25
	ld1	{ v0.s }[3], [x18], x11
	ld2r	{ v24.16b, v25.16b }, [x1]
	ld2r	{ v23.16b, v24.16b }, [x23]
	ld2r	{ v23.16b, v24.16b }, [x4]
	ld2r	{ v26.16b, v27.16b }, [x10]
	ld2r	{ v3.16b, v4.16b }, [x9], x19
	ld2r	{ v31.16b, v0.16b }, [x12], x19
	ld2r	{ v28.16b, v29.16b }, [x9], x28
	ld2r	{ v30.16b, v31.16b }, [x7], x26
	ld2r	{ v28.1d, v29.1d }, [x25]
	ld2r	{ v8.1d, v9.1d }, [x23]
	ld2r	{ v31.1d, v0.1d }, [x17]
	ld2r	{ v1.1d, v2.1d }, [x24]
	ld2r	{ v27.1d, v28.1d }, [x23], x8
	ld2r	{ v9.1d, v10.1d }, [x19], x1
	ld2r	{ v19.1d, v20.1d }, [x7], x26
	ld2r	{ v26.1d, v27.1d }, [x29], x24
	ld2r	{ v21.2d, v22.2d }, [x4]
	ld2r	{ v17.2d, v18.2d }, [x17]
	ld2r	{ v6.2d, v7.2d }, [x30]
	ld2r	{ v23.2d, v24.2d }, [x16]
	ld2r	{ v0.2d, v1.2d }, [x1], x29
	ld2r	{ v3.2d, v4.2d }, [x3], x28
	ld2r	{ v7.2d, v8.2d }, [x26], x7
	ld2r	{ v22.2d, v23.2d }, [x19], x6
	ld2r	{ v5.2s, v6.2s }, [x30]
	ld2r	{ v6.2s, v7.2s }, [x10]
	ld2r	{ v30.2s, v31.2s }, [x2]
	ld2r	{ v3.2s, v4.2s }, [x5]
	ld2r	{ v4.2s, v5.2s }, [x5], x22
	ld2r	{ v9.2s, v10.2s }, [x24], x10
	ld2r	{ v28.2s, v29.2s }, [x18], x11
	ld2r	{ v14.2s, v15.2s }, [x0], x30
	ld2r	{ v21.4h, v22.4h }, [x18]
	ld2r	{ v21.4h, v22.4h }, [sp]
	ld2r	{ v12.4h, v13.4h }, [x4]
	ld2r	{ v6.4h, v7.4h }, [x22]
	ld2r	{ v2.4h, v3.4h }, [x3], x12
	ld2r	{ v8.4h, v9.4h }, [x7], x19
	ld2r	{ v3.4h, v4.4h }, [x17], x22
	ld2r	{ v23.4h, v24.4h }, [x8], x26
	ld2r	{ v20.4s, v21.4s }, [x4]
	ld2r	{ v10.4s, v11.4s }, [x7]
	ld2r	{ v19.4s, v20.4s }, [x30]
	ld2r	{ v13.4s, v14.4s }, [x18]
	ld2r	{ v31.4s, v0.4s }, [x18], x0
	ld2r	{ v20.4s, v21.4s }, [x1], x4
	ld2r	{ v27.4s, v28.4s }, [x6], x16
	ld2r	{ v25.4s, v26.4s }, [x17], x17
	ld2r	{ v27.8b, v28.8b }, [x14]
	ld2r	{ v31.8b, v0.8b }, [x17]
	ld2r	{ v10.8b, v11.8b }, [x21]
	ld2r	{ v9.8b, v10.8b }, [x5]
	ld2r	{ v29.8b, v30.8b }, [x6], x9
	ld2r	{ v26.8b, v27.8b }, [x10], x29
	ld2r	{ v13.8b, v14.8b }, [x16], x19
	ld2r	{ v24.8b, v25.8b }, [x10], x0
	ld2r	{ v25.8h, v26.8h }, [x23]
	ld2r	{ v14.8h, v15.8h }, [x15]
	ld2r	{ v8.8h, v9.8h }, [x24]
	ld2r	{ v19.8h, v20.8h }, [x29]
	ld2r	{ v14.8h, v15.8h }, [x1], x7
	ld2r	{ v3.8h, v4.8h }, [x9], x24
	ld2r	{ v19.8h, v20.8h }, [x24], x28
	ld2r	{ v18.8h, v19.8h }, [x15], x4
	ld2	{ v1.b, v2.b }[2], [x28]
	ld2	{ v3.b, v4.b }[13], [x24]
	ld2	{ v7.b, v8.b }[15], [sp]
	ld2	{ v18.b, v19.b }[7], [x11]
	ld2	{ v11.b, v12.b }[10], [x13], x17
	ld2	{ v1.b, v2.b }[0], [x17], x26
	ld2	{ v21.b, v22.b }[11], [x24], x14
	ld2	{ v26.b, v27.b }[11], [x13], x16
	ld2	{ v13.d, v14.d }[0], [x19]
	ld2	{ v5.d, v6.d }[1], [x24]
	ld2	{ v21.d, v22.d }[1], [x19]
	ld2	{ v21.d, v22.d }[1], [x3]
	ld2	{ v18.d, v19.d }[1], [x24], x16
	ld2	{ v31.d, v0.d }[1], [x6], x4
	ld2	{ v26.d, v27.d }[0], [x29], x11
	ld2	{ v18.d, v19.d }[0], [x6], x20
	ld2	{ v10.h, v11.h }[5], [x9]
	ld2	{ v21.h, v22.h }[4], [x1]
	ld2	{ v5.h, v6.h }[0], [x25]
	ld2	{ v27.h, v28.h }[1], [x28]
	ld2	{ v26.h, v27.h }[7], [x11], x3
	ld2	{ v20.h, v21.h }[3], [x13], x2
	ld2	{ v10.h, v11.h }[3], [x16], x27
	ld2	{ v27.h, v28.h }[1], [x25], x3
	ld2	{ v4.s, v5.s }[1], [x28]
	ld2	{ v26.s, v27.s }[3], [x24]
	ld2	{ v29.s, v30.s }[0], [x3]
	ld2	{ v3.s, v4.s }[2], [sp]
	ld2	{ v26.s, v27.s }[0], [x21], x26
	ld2	{ v20.s, v21.s }[3], [x6], x20
	ld2	{ v15.s, v16.s }[2], [x0], x20
	ld2	{ v8.s, v9.s }[0], [x1], x15
	ld2	{ v25.16b, v26.16b }, [x24]
	ld2	{ v17.16b, v18.16b }, [x29]
	ld2	{ v27.16b, v28.16b }, [x22]
	ld2	{ v26.16b, v27.16b }, [x10]
	ld2	{ v2.16b, v3.16b }, [x17], x5
	ld2	{ v27.16b, v28.16b }, [x10], x3
	ld2	{ v19.16b, v20.16b }, [x29], x10
	ld2	{ v18.16b, v19.16b }, [x5], x6
	ld2	{ v0.2d, v1.2d }, [x24]
	ld2	{ v18.2d, v19.2d }, [x10]
	ld2	{ v9.2d, v10.2d }, [x22]
	ld2	{ v10.2d, v11.2d }, [x9]
	ld2	{ v31.2d, v0.2d }, [sp], x15
	ld2	{ v28.2d, v29.2d }, [x13], x30
	ld2	{ v9.2d, v10.2d }, [x30], x18
	ld2	{ v25.2d, v26.2d }, [x20], x7
	ld2	{ v14.2s, v15.2s }, [x30]
	ld2	{ v31.2s, v0.2s }, [x7]
	ld2	{ v11.2s, v12.2s }, [x3]
	ld2	{ v0.2s, v1.2s }, [x18]
	ld2	{ v7.2s, v8.2s }, [x23], x29
	ld2	{ v13.2s, v14.2s }, [x24], x23
	ld2	{ v31.2s, v0.2s }, [x0], x16
	ld2	{ v24.2s, v25.2s }, [x13], x13
	ld2	{ v2.4h, v3.4h }, [x7]
	ld2	{ v6.4h, v7.4h }, [x2]
	ld2	{ v22.4h, v23.4h }, [x29]
	ld2	{ v24.4h, v25.4h }, [x28]
	ld2	{ v16.4h, v17.4h }, [x24], x26
	ld2	{ v26.4h, v27.4h }, [x12], x29
	ld2	{ v28.4h, v29.4h }, [x19], x7
	ld2	{ v13.4h, v14.4h }, [x26], x28
	ld2	{ v9.4s, v10.4s }, [x7]
	ld2	{ v23.4s, v24.4s }, [x11]
	ld2	{ v31.4s, v0.4s }, [x10]
	ld2	{ v22.4s, v23.4s }, [x7]
	ld2	{ v4.4s, v5.4s }, [x24], x10
	ld2	{ v17.4s, v18.4s }, [x13], #32
	ld2	{ v10.4s, v11.4s }, [x6], x7
	ld2	{ v1.4s, v2.4s }, [x25], x28
	ld2	{ v30.8b, v31.8b }, [x15]
	ld2	{ v23.8b, v24.8b }, [x12]
	ld2	{ v1.8b, v2.8b }, [x16]
	ld2	{ v9.8b, v10.8b }, [x19]
	ld2	{ v0.8b, v1.8b }, [x20], x13
	ld2	{ v12.8b, v13.8b }, [x0], x21
	ld2	{ v31.8b, v0.8b }, [sp], x2
	ld2	{ v15.8b, v16.8b }, [x0], x20
	ld2	{ v17.8h, v18.8h }, [x8]
	ld2	{ v30.8h, v31.8h }, [x6]
	ld2	{ v29.8h, v30.8h }, [x2]
	ld2	{ v29.8h, v30.8h }, [x2]
	ld2	{ v16.8h, v17.8h }, [x24], x6
	ld2	{ v20.8h, v21.8h }, [x4], x24
	ld2	{ v14.8h, v15.8h }, [x7], x20
	ld2	{ v23.8h, v24.8h }, [x23], x18
	ld3r	{ v1.16b, v2.16b, v3.16b }, [sp]
	ld3r	{ v15.16b, v16.16b, v17.16b }, [x25]
	ld3r	{ v22.16b, v23.16b, v24.16b }, [x29]
	ld3r	{ v10.16b, v11.16b, v12.16b }, [x4]
	ld3r	{ v19.16b, v20.16b, v21.16b }, [x17], x8
	ld3r	{ v16.16b, v17.16b, v18.16b }, [x30], x20
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x11], x28
	ld3r	{ v13.16b, v14.16b, v15.16b }, [x4], x30
	ld3r	{ v26.1d, v27.1d, v28.1d }, [x30]
	ld3r	{ v1.1d, v2.1d, v3.1d }, [x12]
	ld3r	{ v27.1d, v28.1d, v29.1d }, [x10]
	ld3r	{ v0.1d, v1.1d, v2.1d }, [x23]
	ld3r	{ v26.1d, v27.1d, v28.1d }, [x29], x8
	ld3r	{ v26.1d, v27.1d, v28.1d }, [x10], x2
	ld3r	{ v14.1d, v15.1d, v16.1d }, [x8], x25
	ld3r	{ v22.1d, v23.1d, v24.1d }, [x11], x24
	ld3r	{ v22.2d, v23.2d, v24.2d }, [x13]
	ld3r	{ v23.2d, v24.2d, v25.2d }, [x13]
	ld3r	{ v3.2d, v4.2d, v5.2d }, [x8]
	ld3r	{ v22.2d, v23.2d, v24.2d }, [x14]
	ld3r	{ v5.2d, v6.2d, v7.2d }, [x17], x9
	ld3r	{ v16.2d, v17.2d, v18.2d }, [x11], x30
	ld3r	{ v1.2d, v2.2d, v3.2d }, [x23], x1
	ld3r	{ v6.2d, v7.2d, v8.2d }, [x22], x16
	ld3r	{ v5.2s, v6.2s, v7.2s }, [x2]
	ld3r	{ v22.2s, v23.2s, v24.2s }, [x13]
	ld3r	{ v28.2s, v29.2s, v30.2s }, [x24]
	ld3r	{ v12.2s, v13.2s, v14.2s }, [x11]
	ld3r	{ v29.2s, v30.2s, v31.2s }, [x4], x18
	ld3r	{ v1.2s, v2.2s, v3.2s }, [x25], x22
	ld3r	{ v30.2s, v31.2s, v0.2s }, [x12], x1
	ld3r	{ v14.2s, v15.2s, v16.2s }, [x18], x17
	ld3r	{ v1.4h, v2.4h, v3.4h }, [x15]
	ld3r	{ v19.4h, v20.4h, v21.4h }, [x5]
	ld3r	{ v20.4h, v21.4h, v22.4h }, [x26]
	ld3r	{ v7.4h, v8.4h, v9.4h }, [x18]
	ld3r	{ v31.4h, v0.4h, v1.4h }, [x14], x3
	ld3r	{ v6.4h, v7.4h, v8.4h }, [x16], x30
	ld3r	{ v29.4h, v30.4h, v31.4h }, [x20], x20
	ld3r	{ v23.4h, v24.4h, v25.4h }, [x13], x23
	ld3r	{ v13.4s, v14.4s, v15.4s }, [x30]
	ld3r	{ v3.4s, v4.4s, v5.4s }, [x9]
	ld3r	{ v17.4s, v18.4s, v19.4s }, [x22]
	ld3r	{ v22.4s, v23.4s, v24.4s }, [x2]
	ld3r	{ v21.4s, v22.4s, v23.4s }, [x10], x4
	ld3r	{ v24.4s, v25.4s, v26.4s }, [x18], x7
	ld3r	{ v15.4s, v16.4s, v17.4s }, [x30], x22
	ld3r	{ v23.4s, v24.4s, v25.4s }, [x13], x5
	ld3r	{ v4.8b, v5.8b, v6.8b }, [x14]
	ld3r	{ v2.8b, v3.8b, v4.8b }, [x30]
	ld3r	{ v14.8b, v15.8b, v16.8b }, [x9]
	ld3r	{ v6.8b, v7.8b, v8.8b }, [x2]
	ld3r	{ v4.8b, v5.8b, v6.8b }, [x11], x6
	ld3r	{ v13.8b, v14.8b, v15.8b }, [x6], x23
	ld3r	{ v21.8b, v22.8b, v23.8b }, [x28], x20
	ld3r	{ v3.8b, v4.8b, v5.8b }, [x8], x19
	ld3r	{ v5.8h, v6.8h, v7.8h }, [x0]
	ld3r	{ v16.8h, v17.8h, v18.8h }, [x24]
	ld3r	{ v17.8h, v18.8h, v19.8h }, [x1]
	ld3r	{ v17.8h, v18.8h, v19.8h }, [x13]
	ld3r	{ v5.8h, v6.8h, v7.8h }, [x7], x21
	ld3r	{ v30.8h, v31.8h, v0.8h }, [sp], x0
	ld3r	{ v4.8h, v5.8h, v6.8h }, [x19], x6
	ld3r	{ v18.8h, v19.8h, v20.8h }, [x18], x6
	ld3	{ v14.b, v15.b, v16.b }[3], [x3]
	ld3	{ v30.b, v31.b, v0.b }[12], [x22]
	ld3	{ v29.b, v30.b, v31.b }[2], [x29]
	ld3	{ v16.b, v17.b, v18.b }[15], [x21]
	ld3	{ v15.b, v16.b, v17.b }[11], [x22], x16
	ld3	{ v4.b, v5.b, v6.b }[1], [x18], x27
	ld3	{ v25.b, v26.b, v27.b }[8], [x12], x13
	ld3	{ v9.b, v10.b, v11.b }[4], [x0], x2
	ld3	{ v13.d, v14.d, v15.d }[0], [x0]
	ld3	{ v11.d, v12.d, v13.d }[0], [x27]
	ld3	{ v16.d, v17.d, v18.d }[1], [x8]
	ld3	{ v12.d, v13.d, v14.d }[0], [x20]
	ld3	{ v31.d, v0.d, v1.d }[1], [x18], x2
	ld3	{ v25.d, v26.d, v27.d }[0], [x12], x9
	ld3	{ v29.d, v30.d, v31.d }[0], [x20], x8
	ld3	{ v8.d, v9.d, v10.d }[1], [x7], x24
	ld3	{ v22.h, v23.h, v24.h }[4], [x29]
	ld3	{ v2.h, v3.h, v4.h }[3], [x10]
	ld3	{ v13.h, v14.h, v15.h }[1], [x1]
	ld3	{ v8.h, v9.h, v10.h }[2], [x20]
	ld3	{ v14.h, v15.h, v16.h }[6], [x3], x14
	ld3	{ v28.h, v29.h, v30.h }[1], [x29], x25
	ld3	{ v12.h, v13.h, v14.h }[0], [x25], x12
	ld3	{ v31.h, v0.h, v1.h }[3], [x15], x5
	ld3	{ v9.s, v10.s, v11.s }[1], [x24]
	ld3	{ v22.s, v23.s, v24.s }[0], [sp]
	ld3	{ v16.s, v17.s, v18.s }[3], [sp]
	ld3	{ v15.s, v16.s, v17.s }[0], [x12]
	ld3	{ v26.s, v27.s, v28.s }[1], [x9], x24
	ld3	{ v30.s, v31.s, v0.s }[1], [x5], x28
	ld3	{ v29.s, v30.s, v31.s }[2], [x10], x4
	ld3	{ v26.s, v27.s, v28.s }[2], [x11], x11
	ld3	{ v18.16b, v19.16b, v20.16b }, [x30]
	ld3	{ v18.16b, v19.16b, v20.16b }, [x17]
	ld3	{ v28.16b, v29.16b, v30.16b }, [x15]
	ld3	{ v18.16b, v19.16b, v20.16b }, [x2]
	ld3	{ v12.16b, v13.16b, v14.16b }, [x0], x16
	ld3	{ v15.16b, v16.16b, v17.16b }, [x19], x18
	ld3	{ v8.16b, v9.16b, v10.16b }, [x17], x8
	ld3	{ v19.16b, v20.16b, v21.16b }, [x17], x29
	ld3	{ v4.2d, v5.2d, v6.2d }, [x27]
	ld3	{ v11.2d, v12.2d, v13.2d }, [x29]
	ld3	{ v26.2d, v27.2d, v28.2d }, [x5]
	ld3	{ v15.2d, v16.2d, v17.2d }, [x13]
	ld3	{ v23.2d, v24.2d, v25.2d }, [x14], x13
	ld3	{ v13.2d, v14.2d, v15.2d }, [x21], x1
	ld3	{ v12.2d, v13.2d, v14.2d }, [x21], x19
	ld3	{ v22.2d, v23.2d, v24.2d }, [x1], x28
	ld3	{ v18.2s, v19.2s, v20.2s }, [x21]
	ld3	{ v18.2s, v19.2s, v20.2s }, [x28]
	ld3	{ v5.2s, v6.2s, v7.2s }, [x4]
	ld3	{ v2.2s, v3.2s, v4.2s }, [x11]
	ld3	{ v10.2s, v11.2s, v12.2s }, [x29], x13
	ld3	{ v27.2s, v28.2s, v29.2s }, [x18], x1
	ld3	{ v7.2s, v8.2s, v9.2s }, [x28], x4
	ld3	{ v19.2s, v20.2s, v21.2s }, [x15], x8
	ld3	{ v31.4h, v0.4h, v1.4h }, [x27]
	ld3	{ v9.4h, v10.4h, v11.4h }, [x17]
	ld3	{ v16.4h, v17.4h, v18.4h }, [x9]
	ld3	{ v30.4h, v31.4h, v0.4h }, [x20]
	ld3	{ v25.4h, v26.4h, v27.4h }, [x16], x10
	ld3	{ v5.4h, v6.4h, v7.4h }, [x29], x28
	ld3	{ v23.4h, v24.4h, v25.4h }, [x28], x22
	ld3	{ v21.4h, v22.4h, v23.4h }, [x11], x9
	ld3	{ v7.4s, v8.4s, v9.4s }, [x3]
	ld3	{ v18.4s, v19.4s, v20.4s }, [x27]
	ld3	{ v31.4s, v0.4s, v1.4s }, [x2]
	ld3	{ v11.4s, v12.4s, v13.4s }, [x0]
	ld3	{ v29.4s, v30.4s, v31.4s }, [x29], x4
	ld3	{ v2.4s, v3.4s, v4.4s }, [x21], x18
	ld3	{ v28.4s, v29.4s, v30.4s }, [x20], x3
	ld3	{ v6.4s, v7.4s, v8.4s }, [x0], x15
	ld3	{ v20.8b, v21.8b, v22.8b }, [x18]
	ld3	{ v24.8b, v25.8b, v26.8b }, [x9]
	ld3	{ v21.8b, v22.8b, v23.8b }, [x3]
	ld3	{ v26.8b, v27.8b, v28.8b }, [x14]
	ld3	{ v23.8b, v24.8b, v25.8b }, [x9], x11
	ld3	{ v7.8b, v8.8b, v9.8b }, [x8], x17
	ld3	{ v3.8b, v4.8b, v5.8b }, [x19], x11
	ld3	{ v0.8b, v1.8b, v2.8b }, [x15], x24
	ld3	{ v25.8h, v26.8h, v27.8h }, [x7]
	ld3	{ v1.8h, v2.8h, v3.8h }, [x29]
	ld3	{ v30.8h, v31.8h, v0.8h }, [x24]
	ld3	{ v9.8h, v10.8h, v11.8h }, [x27]
	ld3	{ v4.8h, v5.8h, v6.8h }, [x8], x14
	ld3	{ v15.8h, v16.8h, v17.8h }, [x11], x7
	ld3	{ v17.8h, v18.8h, v19.8h }, [x27], x1
	ld3	{ v6.8h, v7.8h, v8.8h }, [x27], x1
	ld4r	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x26]
	ld4r	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x13]
	ld4r	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x11]
	ld4r	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x24]
	ld4r	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x0], x27
	ld4r	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x23], x0
	ld4r	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x18], x1
	ld4r	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x15], x18
	ld4r	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x7]
	ld4r	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x16]
	ld4r	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x14]
	ld4r	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x19]
	ld4r	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x15], x0
	ld4r	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x9], x2
	ld4r	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x10], x16
	ld4r	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x6], x7
	ld4r	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x3]
	ld4r	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x8]
	ld4r	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x18]
	ld4r	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x5]
	ld4r	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x17], x29
	ld4r	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x30], x11
	ld4r	{ v10.2d, v11.2d, v12.2d, v13.2d }, [sp], x20
	ld4r	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x23], x29
	ld4r	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x6]
	ld4r	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x23]
	ld4r	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x26]
	ld4r	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x30]
	ld4r	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x21], x26
	ld4r	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x23], x1
	ld4r	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x6], x24
	ld4r	{ v30.2s, v31.2s, v0.2s, v1.2s }, [sp], x10
	ld4r	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x13]
	ld4r	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x11]
	ld4r	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x11]
	ld4r	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x0]
	ld4r	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x28], #8
	ld4r	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x23], x20
	ld4r	{ v7.4h, v8.4h, v9.4h, v10.4h }, [x30], x21
	ld4r	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x13], x25
	ld4r	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x22]
	ld4r	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x5]
	ld4r	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x24]
	ld4r	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x30]
	ld4r	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x18], x6
	ld4r	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x3], x27
	ld4r	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x25], x10
	ld4r	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x23], x23
	ld4r	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x0]
	ld4r	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x13]
	ld4r	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x12]
	ld4r	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x23]
	ld4r	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x28], x6
	ld4r	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x11], x5
	ld4r	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x11], x10
	ld4r	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x12], x10
	ld4r	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x1]
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x29]
	ld4r	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x1]
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x9]
	ld4r	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x17], x24
	ld4r	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x23], x28
	ld4r	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x24], x0
	ld4r	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x4], x16
	ld4	{ v22.b, v23.b, v24.b, v25.b }[0], [x3]
	ld4	{ v8.b, v9.b, v10.b, v11.b }[1], [x24]
	ld4	{ v4.b, v5.b, v6.b, v7.b }[12], [x3]
	ld4	{ v6.b, v7.b, v8.b, v9.b }[4], [x0]
	ld4	{ v30.b, v31.b, v0.b, v1.b }[3], [x18], x22
	ld4	{ v28.b, v29.b, v30.b, v31.b }[9], [x16], x3
	ld4	{ v4.b, v5.b, v6.b, v7.b }[7], [x8], x9
	ld4	{ v4.b, v5.b, v6.b, v7.b }[0], [x30], x17
	ld4	{ v28.d, v29.d, v30.d, v31.d }[0], [x26]
	ld4	{ v13.d, v14.d, v15.d, v16.d }[0], [x12]
	ld4	{ v27.d, v28.d, v29.d, v30.d }[1], [x0]
	ld4	{ v18.d, v19.d, v20.d, v21.d }[1], [x19]
	ld4	{ v0.d, v1.d, v2.d, v3.d }[1], [x2], x0
	ld4	{ v26.d, v27.d, v28.d, v29.d }[0], [x17], x20
	ld4	{ v24.d, v25.d, v26.d, v27.d }[0], [x10], x17
	ld4	{ v25.d, v26.d, v27.d, v28.d }[1], [x1], x23
	ld4	{ v15.h, v16.h, v17.h, v18.h }[3], [x14]
	ld4	{ v16.h, v17.h, v18.h, v19.h }[0], [x28]
	ld4	{ v24.h, v25.h, v26.h, v27.h }[0], [x14]
	ld4	{ v19.h, v20.h, v21.h, v22.h }[1], [x24]
	ld4	{ v6.h, v7.h, v8.h, v9.h }[0], [x27], x27
	ld4	{ v27.h, v28.h, v29.h, v30.h }[4], [x4], x12
	ld4	{ v1.h, v2.h, v3.h, v4.h }[1], [x19], x2
	ld4	{ v18.h, v19.h, v20.h, v21.h }[0], [x20], x11
	ld4	{ v6.s, v7.s, v8.s, v9.s }[1], [x11]
	ld4	{ v5.s, v6.s, v7.s, v8.s }[0], [x16]
	ld4	{ v14.s, v15.s, v16.s, v17.s }[0], [x16]
	ld4	{ v17.s, v18.s, v19.s, v20.s }[2], [x30]
	ld4	{ v24.s, v25.s, v26.s, v27.s }[3], [x7], x11
	ld4	{ v4.s, v5.s, v6.s, v7.s }[1], [x22], x18
	ld4	{ v14.s, v15.s, v16.s, v17.s }[1], [x23], x21
	ld4	{ v19.s, v20.s, v21.s, v22.s }[1], [x2], x18
	ld4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x2]
	ld4	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x28]
	ld4	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x5]
	ld4	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x0]
	ld4	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x5], x19
	ld4	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x6], x13
	ld4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x3], x5
	ld4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x16], x13
	ld4	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x6]
	ld4	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x26]
	ld4	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x28]
	ld4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x30]
	ld4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [sp], x14
	ld4	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x1], x17
	ld4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x12], x16
	ld4	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x24], x10
	ld4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x30]
	ld4	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x7]
	ld4	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x14]
	ld4	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x1]
	ld4	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x23], x26
	ld4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x19], x24
	ld4	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x24], x8
	ld4	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x20], x13
	ld4	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x15]
	ld4	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x13]
	ld4	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x20]
	ld4	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x17]
	ld4	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x27], x10
	ld4	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x21], x9
	ld4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x23], x27
	ld4	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x6], x17
	ld4	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x25]
	ld4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x19]
	ld4	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x1]
	ld4	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x12]
	ld4	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x5], x8
	ld4	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x2], x8
	ld4	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x0], x15
	ld4	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x25], x19
	ld4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x28]
	ld4	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x29]
	ld4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x6]
	ld4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x9]
	ld4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x22], x24
	ld4	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x20], x21
	ld4	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x27], x5
	ld4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [sp], x8
	ld4	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x27]
	ld4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x0]
	ld4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x13]
	ld4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x23]
	ld4	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x3], x27
	ld4	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x4], x12
	ld4	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x0], x22
	ld4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x5], x17
	ldar	w15, [x26]
	ldar	w27, [x5]
	ldar	w15, [x23]
	ldar	w19, [x27]
	ldar	x27, [x13]
	ldar	x22, [x2]
	ldar	x30, [sp]
	ldar	x16, [x23]
	ldarb	w4, [sp]
	ldarb	w5, [x12]
	ldarb	w5, [x12]
	ldarb	w25, [x29]
	ldarh	w8, [x0]
	ldarh	w30, [x2]
	ldarh	w5, [x16]
	ldarh	w7, [x8]
	ldaxp	w26, wzr, [x1]
	ldaxp	w14, wzr, [x1]
	ldaxp	w16, w4, [x14]
	ldaxp	w22, w13, [x2]
	ldaxp	x17, x19, [x5]
	ldaxp	x8, x14, [x10]
	ldaxp	x14, x11, [x11]
	ldaxp	x19, x24, [sp]
	ldaxr	w28, [x12]
	ldaxr	w19, [x26]
	ldaxr	w12, [x18]
	ldaxr	w3, [x6]
	ldaxr	x24, [x17]
	ldaxr	x26, [x2]
	ldaxr	x11, [x9]
	ldaxr	x16, [x18]
	ldaxrb	w22, [x17]
	ldaxrb	w17, [x7]
	ldaxrb	w3, [x7]
	ldaxrb	w0, [x27]
	ldaxrh	w0, [x29]
	ldaxrh	w29, [x30]
	ldaxrh	w19, [x6]
	ldaxrh	w23, [x30]
	ldnp	d29, d16, [x22]
	ldnp	d7, d20, [x14, #384]
	ldnp	d6, d2, [x16]
	ldnp	d26, d8, [x3]
	ldnp	q11, q31, [x5, #-208]
	ldnp	q10, q27, [x21]
	ldnp	q31, q4, [sp]
	ldnp	q27, q4, [x1, #64]
	ldnp	s23, s23, [x1, #252]
	ldnp	s30, s12, [x18, #160]
	ldnp	s8, s7, [x6, #-4]
	ldnp	s9, s14, [x8, #152]
	ldnp	w4, w4, [x28, #-148]
	ldnp	w11, w25, [x0, #-120]
	ldnp	w0, w22, [x1, #156]
	ldnp	w18, w8, [x22, #252]
	ldnp	x13, x27, [x9, #-248]
	ldnp	x11, x20, [x17]
	ldnp	x2, x29, [x0, #-240]
	ldnp	xzr, x29, [x17, #384]
	ldp	d25, d1, [x16, #-512]
	ldp	d14, d27, [x23]
	ldp	d3, d13, [x8, #-336]
	ldp	d7, d29, [x19, #96]
	ldp	d11, d15, [sp], #0
	ldp	d3, d31, [x20], #504
	ldp	d28, d24, [x20], #-504
	ldp	d1, d20, [x9], #-200
	ldp	d13, d20, [x0, #-368]!
	ldp	d3, d4, [x1, #-72]!
	ldp	d29, d23, [x20, #64]!
	ldp	d12, d5, [x23, #-24]!
	ldp	q18, q23, [x17]
	ldp	q20, q26, [x0, #96]
	ldp	q22, q18, [x26, #672]
	ldp	q12, q25, [x27, #928]
	ldp	q14, q31, [x2], #1008
	ldp	q4, q25, [x19], #880
	ldp	q27, q24, [x25], #-1024
	ldp	q6, q31, [x21], #320
	ldp	q9, q1, [x23, #1008]!
	ldp	q14, q21, [x9, #768]!
	ldp	q3, q19, [x4, #-960]!
	ldp	q16, q21, [x14, #0]!
	ldpsw	x2, xzr, [x15, #88]
	ldpsw	x11, x24, [x21, #60]
	ldpsw	x5, x17, [x2, #-212]
	ldpsw	x1, xzr, [x17]
	ldpsw	x16, x2, [x21], #-4
	ldpsw	x22, x24, [x27], #-124
	ldpsw	x13, x30, [x5], #-52
	ldpsw	x0, x15, [x13], #-4
	ldpsw	x30, x30, [x16, #204]!
	ldpsw	x15, x27, [x16, #-216]!
	ldpsw	x21, x2, [x24, #-112]!
	ldpsw	x25, x29, [x2, #44]!
	ldp	s4, s23, [x9, #-116]
	ldp	s12, s7, [x8, #-256]
	ldp	s12, s21, [x20]
	ldp	s3, s25, [x21]
	ldp	s6, s10, [x2], #248
	ldp	s2, s18, [x15], #76
	ldp	s5, s9, [x24], #124
	ldp	s19, s11, [x25], #-32
	ldp	s14, s30, [x18, #-72]!
	ldp	s7, s16, [x23, #-256]!
	ldp	s28, s8, [x15, #-224]!
	ldp	s24, s16, [x10, #-64]!
	ldp	w2, w11, [x7]
	ldp	w10, w2, [x28, #-212]
	ldp	w7, w28, [x16, #140]
	ldp	w13, w0, [x24, #84]
	ldp	w1, w28, [x3], #0
	ldp	w25, w16, [x21], #-252
	ldp	w19, w5, [x28], #-220
	ldp	w30, w15, [x25], #-48
	ldp	w11, w11, [sp, #-256]!
	ldp	w21, w15, [x4, #-4]!
	ldp	w30, w30, [x12, #-116]!
	ldp	w3, w22, [x27, #152]!
	ldp	x5, x27, [x2]
	ldp	x15, x28, [x14, #-464]
	ldp	x4, x10, [x27]
	ldp	x23, x17, [x19]
	ldp	x19, x18, [x26], #184
	ldp	x18, x0, [sp], #480
	ldp	x15, x25, [x9], #0
	ldp	x29, x19, [x13], #504
	ldp	x25, xzr, [x3, #-432]!
	ldp	x16, xzr, [x24, #-8]!
	ldp	x27, x18, [x8, #232]!
	ldp	x16, x27, [x19, #-32]!
	ldur	b19, [x13]
	ldur	b6, [x23]
	ldur	b10, [sp, #-1]
	ldur	b22, [x27]
	ldr	b9, [x29], #-1
	ldr	b10, [x17], #-54
	ldr	b6, [x19], #-20
	ldr	b21, [x9], #1
	ldr	b10, [x9, #170]!
	ldr	b24, [x26, #123]!
	ldr	b27, [x3, #-193]!
	ldr	b29, [x10, #-43]!
	ldr	b30, [x13, w30, uxtw #0]
	ldr	b7, [x13, w5, sxtw #0]
	ldr	b29, [x12, w19, uxtw]
	ldr	b29, [x0, w16, uxtw]
	ldr	b5, [x13, x1, lsl #0]
	ldr	b26, [x12, x28]
	ldr	b23, [x7, x8, sxtx]
	ldr	b20, [x24, x14]
	ldr	b7, [x24]
	ldr	b26, [x24, #125]
	ldr	b17, [x19]
	ldr	b2, [x5, #937]
	ldurb	w21, [x19, #-140]
	ldurb	w17, [x18, #7]
	ldurb	wzr, [x2]
	ldurb	w17, [x13, #243]
	ldrb	w26, [x13], #253
	ldrb	w5, [x10], #163
	ldrb	w18, [x5], #-256
	ldrb	w21, [x8], #-114
	ldrb	w0, [sp, #-256]!
	ldrb	wzr, [x7, #92]!
	ldrb	w30, [x8, #135]!
	ldrb	w23, [x21, #-142]!
	ldrb	w6, [x22, w20, sxtw #0]
	ldrb	w12, [x30, w14, uxtw #0]
	ldrb	w15, [x19, w11, sxtw #0]
	ldrb	w29, [x5, w14, uxtw]
	ldrb	w10, [x6, x10, sxtx]
	ldrb	wzr, [x13, x0]
	ldrb	w29, [x6, x0, lsl #0]
	ldrb	w7, [sp, x14, sxtx #0]
	ldrb	w6, [x7, #3000]
	ldrb	w7, [x3, #1225]
	ldrb	w21, [sp, #6]
	ldrb	w4, [x15, #4095]
	ldur	d31, [x26]
	ldur	d18, [x29, #148]
	ldur	d29, [x18]
	ldur	d26, [x22, #-210]
	ldr	d1, [x7], #-1
	ldr	d0, [x19], #0
	ldr	d5, [x23], #-39
	ldr	d20, [x6], #-69
	ldr	d18, [x8, #28]!
	ldr	d27, [x7, #-197]!
	ldr	d0, [x17, #9]!
	ldr	d12, [x29, #-234]!
	ldr	d27, [x9, w16, sxtw]
	ldr	d12, [x21, w21, uxtw]
	ldr	d0, [x11, w22, sxtw]
	ldr	d6, [x12, w3, sxtw]
	ldr	d14, [x25, x10]
	ldr	d16, [x28, xzr, sxtx]
	ldr	d16, [x13, x4]
	ldr	d29, [x4, x9, sxtx]
	ldr	d6, [sp]
	ldr	d21, [x10, #3224]
	ldr	d14, [x16]
	ldr	d12, [sp, #3232]
	ldr	d14, #973992
	ldr	d20, #-436624
	ldr	d31, #-580608
	ldr	d24, #789656
	ldur	h25, [x29, #-200]
	ldur	h24, [x19, #244]
	ldur	h10, [x10, #255]
	ldur	h7, [x2, #106]
	ldr	h23, [x29], #-1
	ldr	h13, [x27], #-216
	ldr	h30, [x29], #150
	ldr	h10, [x20], #255
	ldr	h13, [x11, #156]!
	ldr	h6, [x16, #147]!
	ldr	h6, [x6, #121]!
	ldr	h29, [x22, #71]!
	ldr	h12, [x8, w12, uxtw #1]
	ldr	h15, [x8, w14, sxtw]
	ldr	h8, [x3, w12, uxtw #1]
	ldr	h10, [x3, w5, uxtw]
	ldr	h27, [x26, x23, sxtx]
	ldr	h20, [x21, x27, sxtx]
	ldr	h4, [x16, xzr, sxtx #1]
	ldr	h19, [x2, x7]
	ldr	h31, [x27, #3132]
	ldr	h25, [x14]
	ldr	h22, [x3, #1728]
	ldr	h11, [x6]
	ldurh	w29, [x20, #-256]
	ldurh	w5, [x19]
	ldurh	w6, [x20, #1]
	ldurh	w24, [x5, #-130]
	ldrh	w17, [x30], #-101
	ldrh	w29, [x12], #-17
	ldrh	w6, [x12], #129
	ldrh	w3, [x4], #176
	ldrh	w8, [x21, #-207]!
	ldrh	w19, [x26, #242]!
	ldrh	w30, [x3, #-246]!
	ldrh	w0, [x5, #212]!
	ldrh	w23, [x28, w2, sxtw #1]
	ldrh	w10, [x19, w13, sxtw #1]
	ldrh	w24, [x8, w29, sxtw]
	ldrh	w20, [x12, w5, uxtw #1]
	ldrh	w9, [x1, x22, sxtx #1]
	ldrh	w23, [x21, x13]
	ldrh	w22, [x29, x10, sxtx]
	ldrh	w17, [x21, x30, sxtx #1]
	ldrh	w11, [x11, #5122]
	ldrh	w0, [x2, #960]
	ldrh	w16, [x24, #2234]
	ldrh	w4, [x8]
	ldur	q16, [x21, #179]
	ldur	q24, [x7, #54]
	ldur	q30, [x6, #-256]
	ldur	q4, [x18]
	ldr	q29, [x14], #-256
	ldr	q16, [sp], #136
	ldr	q23, [x10], #-223
	ldr	q16, [x27], #-106
	ldr	q0, [x15, #-133]!
	ldr	q28, [x29, #228]!
	ldr	q4, [x19, #-163]!
	ldr	q29, [x20, #-121]!
	ldr	q12, [x4, w6, uxtw #4]
	ldr	q5, [x17, w30, sxtw #4]
	ldr	q16, [x24, w29, uxtw]
	ldr	q7, [x3, w9, sxtw #4]
	ldr	q23, [x9, xzr, sxtx]
	ldr	q13, [x19, x21, lsl #4]
	ldr	q28, [x18, x10, sxtx]
	ldr	q12, [x6, x17]
	ldr	q30, [x23]
	ldr	q14, [x14, #10864]
	ldr	q1, [x16, #65520]
	ldr	q19, [x7, #57232]
	ldr	q27, #-927308
	ldr	q10, #774304
	ldr	q21, #0
	ldr	q22, #624292
	ldursb	w22, [x26]
	ldursb	w30, [x15, #255]
	ldursb	w1, [x13, #-14]
	ldursb	w28, [x21, #-17]
	ldrsb	w16, [x21], #37
	ldrsb	w11, [x12], #-232
	ldrsb	w10, [x14], #-203
	ldrsb	wzr, [x24], #-1
	ldrsb	w23, [x11, #0]!
	ldrsb	w16, [x2, #-54]!
	ldrsb	w26, [x30, #255]!
	ldrsb	w8, [x15, #-236]!
	ldrsb	w6, [x15, w16, sxtw]
	ldrsb	w26, [x24, w18, sxtw #0]
	ldrsb	w3, [x13, w13, sxtw #0]
	ldrsb	w14, [x28, w23, uxtw]
	ldrsb	w25, [x3, x4, lsl #0]
	ldrsb	w13, [x11, x28, lsl #0]
	ldrsb	w18, [x7, x21]
	ldrsb	w29, [x4, x10, sxtx]
	ldrsb	w17, [x0, #1118]
	ldrsb	w11, [x27, #3464]
	ldrsb	w16, [x6, #1465]
	ldrsb	w13, [x19, #2859]
	ldursb	x20, [x26]
	ldursb	x22, [x13, #87]
	ldursb	x19, [x2]
	ldursb	x29, [x30, #-71]
	ldrsb	x19, [x6], #0
	ldrsb	x12, [x26], #118
	ldrsb	x14, [x23], #176
	ldrsb	x26, [x0], #-9
	ldrsb	x26, [x22, #-193]!
	ldrsb	x4, [x14, #155]!
	ldrsb	x9, [x23, #-161]!
	ldrsb	x29, [x25, #1]!
	ldrsb	x27, [x9, w17, uxtw #0]
	ldrsb	x7, [x6, w12, sxtw]
	ldrsb	x24, [x20, w16, uxtw]
	ldrsb	x29, [x25, w24, sxtw]
	ldrsb	x27, [x11, x8, lsl #0]
	ldrsb	x19, [x0, x12, sxtx]
	ldrsb	xzr, [x30, x12, sxtx #0]
	ldrsb	x19, [x29, x23]
	ldrsb	x18, [x2, #3435]
	ldrsb	x25, [x27]
	ldrsb	x15, [x23, #3237]
	ldrsb	x30, [x12, #3263]
	ldursh	w10, [x16, #255]
	ldursh	w5, [x19, #1]
	ldursh	w4, [x0]
	ldursh	w26, [x11, #-157]
	ldrsh	w12, [x8], #255
	ldrsh	w22, [x17], #0
	ldrsh	w26, [x14], #207
	ldrsh	w29, [x20], #163
	ldrsh	w6, [x0, #-238]!
	ldrsh	w25, [x17, #-256]!
	ldrsh	w12, [x1, #-177]!
	ldrsh	w2, [x16, #59]!
	ldrsh	w17, [x28, w19, sxtw #1]
	ldrsh	w2, [sp, w29, sxtw]
	ldrsh	w22, [x18, w24, uxtw #1]
	ldrsh	w29, [x25, w0, uxtw]
	ldrsh	w9, [x29, x0, lsl #1]
	ldrsh	w21, [x30, x16, lsl #1]
	ldrsh	w11, [x27, x18]
	ldrsh	w8, [x5, x9, lsl #1]
	ldrsh	w23, [x17, #4036]
	ldrsh	w17, [x14, #2232]
	ldrsh	w3, [x20]
	ldrsh	w15, [x6]
	ldursh	x15, [x11, #-245]
	ldursh	x28, [x14]
	ldursh	x25, [x4]
	ldursh	x16, [x11]
	ldrsh	x16, [x13], #1
	ldrsh	x29, [x1], #-150
	ldrsh	xzr, [x7], #-86
	ldrsh	x6, [x9], #-163
	ldrsh	x18, [x25, #255]!
	ldrsh	x6, [x9, #42]!
	ldrsh	x30, [x10, #-87]!
	ldrsh	x24, [x20, #42]!
	ldrsh	x3, [x2, w5, uxtw #1]
	ldrsh	x8, [x13, w12, uxtw #1]
	ldrsh	x18, [x17, w23, sxtw]
	ldrsh	x13, [x19, w25, uxtw #1]
	ldrsh	x2, [x10, x10, sxtx #1]
	ldrsh	x29, [x3, x26, sxtx #1]
	ldrsh	x20, [x29, x29, sxtx #1]
	ldrsh	x5, [x26, x13, sxtx]
	ldrsh	x20, [x16, #3670]
	ldrsh	x28, [x26, #8124]
	ldrsh	x9, [x15, #6962]
	ldrsh	x23, [x8, #1638]
	ldursw	x4, [x4]
	ldursw	x4, [x1, #73]
	ldursw	x21, [x0]
	ldursw	x5, [x16, #206]
	ldrsw	x24, #-1018256
	ldrsw	x30, #188748
	ldrsw	x12, #-76028
	ldrsw	x14, #482920
	ldrsw	x28, [sp], #-59
	ldrsw	x21, [x16], #-256
	ldrsw	x21, [x22], #251
	ldrsw	x11, [x27], #5
	ldrsw	x7, [x0, #160]!
	ldrsw	x12, [x2, #-169]!
	ldrsw	x23, [x24, #-249]!
	ldrsw	x23, [x17, #-1]!
	ldrsw	x16, [x1, w16, uxtw]
	ldrsw	x4, [x0, w19, uxtw #2]
	ldrsw	x2, [x18, w7, sxtw]
	ldrsw	x28, [x21, w9, uxtw]
	ldrsw	x22, [x30, x10, lsl #2]
	ldrsw	x24, [x14, x18, sxtx]
	ldrsw	x4, [x20, x30, sxtx #2]
	ldrsw	x14, [x28, x9, lsl #2]
	ldrsw	x4, [x8]
	ldrsw	x30, [x14]
	ldrsw	x16, [x6, #12848]
	ldrsw	x2, [x18]
	ldur	s23, [x22, #-181]
	ldur	s1, [x22]
	ldur	s19, [x18]
	ldur	s18, [sp]
	ldr	s0, [x16], #71
	ldr	s22, [x28], #-52
	ldr	s1, [x8], #36
	ldr	s23, [x2], #255
	ldr	s5, [x3, #-178]!
	ldr	s12, [x2, #-121]!
	ldr	s28, [x3, #154]!
	ldr	s11, [x2, #-256]!
	ldr	s7, [x17, w1, uxtw #2]
	ldr	s6, [x19, w23, sxtw]
	ldr	s10, [x22, w18, sxtw #2]
	ldr	s19, [x4, w22, uxtw]
	ldr	s4, [x14, x5, sxtx #2]
	ldr	s0, [x21, x4, sxtx]
	ldr	s2, [x9, x12]
	ldr	s12, [x28, x13]
	ldr	s29, [x22]
	ldr	s15, [x6]
	ldr	s3, [x11, #4084]
	ldr	s7, [x7, #4276]
	ldr	s5, #-506264
	ldr	s15, #-1033728
	ldr	s13, #946324
	ldr	s18, #0
	ldur	w19, [x9, #-227]
	ldur	w27, [x16, #107]
	ldur	w9, [x13, #1]
	ldur	w0, [x25, #1]
	ldr	w29, #938880
	ldr	w22, #-4
	ldr	w24, #-922944
	ldr	w17, #-634716
	ldr	w20, [x2], #8
	ldr	w0, [x22], #-102
	ldr	w29, [x2], #-1
	ldr	w16, [x4], #-64
	ldr	w4, [x9, #77]!
	ldr	w18, [x24, #135]!
	ldr	w16, [x13, #-204]!
	ldr	w30, [x22, #175]!
	ldr	w2, [x24, w15, uxtw #2]
	ldr	w12, [x2, w9, uxtw #2]
	ldr	w18, [x28, w25, uxtw #2]
	ldr	w1, [x15, w27, uxtw]
	ldr	w15, [x26, x9]
	ldr	w20, [x10, x26, sxtx #2]
	ldr	w10, [x22, x30, sxtx]
	ldr	w30, [x18, x11, sxtx #2]
	ldr	w4, [x2]
	ldr	w2, [x11, #1224]
	ldr	w6, [x2, #3656]
	ldr	w24, [x17]
	ldur	x23, [x16]
	ldur	x7, [x29, #252]
	ldur	x16, [x5]
	ldur	x21, [x3, #-190]
	ldr	x1, #-1048576
	ldr	x17, #-269228
	ldr	x5, #911188
	ldr	x6, #100232
	ldr	x24, [x10], #0
	ldr	x19, [x8], #135
	ldr	x30, [x2], #191
	ldr	x26, [x0], #45
	ldr	x29, [x17, #-1]!
	ldr	x10, [x16, #203]!
	ldr	x29, [x2, #-114]!
	ldr	x22, [x15, #255]!
	ldr	x9, [x15, w12, uxtw #3]
	ldr	x24, [x3, wzr, sxtw]
	ldr	x10, [x22, w20, sxtw #3]
	ldr	xzr, [x6, w26, uxtw #3]
	ldr	x22, [x27, x4, sxtx]
	ldr	x29, [x28, x22, lsl #3]
	ldr	x22, [x12, x23]
	ldr	x3, [x6, x27, sxtx]
	ldr	x23, [x9, #1776]
	ldr	x19, [x9]
	ldr	x28, [x23]
	ldr	x23, [x25, #18384]
	ldtrb	w26, [x0, #-256]
	ldtrb	w17, [x14, #-5]
	ldtrb	w17, [x0, #95]
	ldtrb	w23, [x15, #-32]
	ldtrh	w10, [x19]
	ldtrh	w24, [x9, #40]
	ldtrh	w18, [x16, #240]
	ldtrh	w12, [x13]
	ldtrsb	w22, [x22]
	ldtrsb	w11, [x9, #178]
	ldtrsb	w1, [x16]
	ldtrsb	w0, [x9]
	ldtrsb	xzr, [x19, #79]
	ldtrsb	x13, [x18, #-195]
	ldtrsb	x10, [x21]
	ldtrsb	x28, [x15]
	ldtrsh	w26, [x0]
	ldtrsh	w12, [x14, #-109]
	ldtrsh	w17, [x23, #-25]
	ldtrsh	w12, [x1]
	ldtrsh	x7, [x16, #-1]
	ldtrsh	xzr, [x19, #-1]
	ldtrsh	x15, [x0]
	ldtrsh	x11, [x6]
	ldtrsw	x19, [x1, #-39]
	ldtrsw	x11, [x13, #-185]
	ldtrsw	x6, [x28, #221]
	ldtrsw	x24, [x11, #172]
	ldtr	w30, [x25, #-58]
	ldtr	w24, [x21, #126]
	ldtr	w15, [x14]
	ldtr	w9, [x3]
	ldtr	x15, [x22]
	ldtr	x25, [x3]
	ldtr	x8, [x0, #-144]
	ldtr	x30, [x3, #-136]
	ldxp	w6, w7, [x19]
	ldxp	w15, w8, [x6]
	ldxp	w11, w26, [x22]
	ldxp	w3, w6, [x27]
	ldxp	x4, x6, [x20]
	ldxp	x1, x29, [x22]
	ldxp	x19, x2, [x10]
	ldxp	x12, x1, [x9]
	ldxr	w19, [x8]
	ldxr	w27, [x15]
	ldxr	w8, [x8]
	ldxr	w1, [x7]
	ldxr	x7, [x5]
	ldxr	x0, [x10]
	ldxr	x7, [x28]
	ldxr	x27, [x29]
	ldxrb	w16, [x22]
	ldxrb	w30, [x21]
	ldxrb	w26, [x27]
	ldxrb	w17, [x18]
	ldxrh	w10, [x8]
	ldxrh	w12, [x7]
	ldxrh	w21, [x7]
	ldxrh	w8, [x17]
	lsl	w18, w18, w0
	lsl	w16, w25, w6
	lsl	w2, w3, w26
	lsl	w16, w21, w1
	lsl	x17, x30, x20
	lsl	x1, x21, x27
	lsl	x9, x19, x0
	lsl	x7, x9, x27
	lsr	w16, w26, w1
	lsr	wzr, w8, w23
	lsr	w10, w15, w1
	lsr	w7, w27, w18
	lsr	x27, x30, x2
	lsr	x30, x30, x11
	lsr	x26, x12, x24
	lsr	x23, x9, x12
	madd	w30, w2, w18, w2
	madd	w19, w24, w3, w15
	madd	w13, w5, w5, w13
	mul	w13, w9, w9
	madd	x29, x15, x28, x11
	mul	x23, x4, x30
	madd	x28, x4, x12, x12
	madd	x22, x4, x17, x13
	mla	v5.2s, v21.2s, v17.s[0]
	mla	v11.2s, v18.2s, v12.s[3]
	mla	v15.2s, v15.2s, v26.s[3]
	mla	v2.2s, v3.2s, v5.s[0]
	mla	v20.4h, v16.4h, v3.h[1]
	mla	v26.4h, v8.4h, v12.h[3]
	mla	v10.4h, v22.4h, v5.h[7]
	mla	v0.4h, v18.4h, v7.h[7]
	mla	v31.4s, v29.4s, v17.s[0]
	mla	v7.4s, v16.4s, v13.s[2]
	mla	v5.4s, v30.4s, v12.s[2]
	mla	v22.4s, v1.4s, v18.s[0]
	mla	v22.8h, v3.8h, v1.h[0]
	mla	v6.8h, v0.8h, v0.h[3]
	mla	v25.8h, v24.8h, v15.h[7]
	mla	v18.8h, v15.8h, v10.h[4]
	mla	v11.16b, v2.16b, v4.16b
	mla	v25.16b, v4.16b, v22.16b
	mla	v1.16b, v21.16b, v28.16b
	mla	v11.16b, v25.16b, v7.16b
	mla	v4.2s, v16.2s, v9.2s
	mla	v17.2s, v14.2s, v5.2s
	mla	v16.2s, v24.2s, v31.2s
	mla	v9.2s, v22.2s, v15.2s
	mla	v5.4h, v13.4h, v7.4h
	mla	v3.4h, v27.4h, v7.4h
	mla	v22.4h, v30.4h, v15.4h
	mla	v5.4h, v12.4h, v2.4h
	mla	v30.4s, v21.4s, v9.4s
	mla	v1.4s, v17.4s, v12.4s
	mla	v27.4s, v18.4s, v18.4s
	mla	v24.4s, v25.4s, v12.4s
	mla	v30.8b, v11.8b, v3.8b
	mla	v18.8b, v24.8b, v28.8b
	mla	v30.8b, v30.8b, v26.8b
	mla	v27.8b, v29.8b, v30.8b
	mla	v13.8h, v10.8h, v1.8h
	mla	v30.8h, v18.8h, v19.8h
	mla	v8.8h, v31.8h, v19.8h
	mla	v29.8h, v27.8h, v19.8h
	mls	v30.2s, v17.2s, v31.s[1]
	mls	v28.2s, v30.2s, v4.s[0]
	mls	v23.2s, v16.2s, v17.s[2]
	mls	v28.2s, v30.2s, v19.s[2]
	mls	v17.4h, v5.4h, v13.h[7]
	mls	v13.4h, v15.4h, v4.h[4]
	mls	v9.4h, v4.4h, v1.h[1]
	mls	v18.4h, v12.4h, v4.h[7]
	mls	v24.4s, v15.4s, v26.s[0]
	mls	v31.4s, v8.4s, v27.s[2]
	mls	v29.4s, v6.4s, v21.s[3]
	mls	v19.4s, v24.4s, v15.s[0]
	mls	v1.8h, v22.8h, v7.h[3]
	mls	v21.8h, v20.8h, v5.h[1]
	mls	v7.8h, v14.8h, v2.h[1]
	mls	v30.8h, v13.8h, v0.h[0]
	mls	v13.16b, v12.16b, v12.16b
	mls	v18.16b, v13.16b, v5.16b
	mls	v27.16b, v16.16b, v3.16b
	mls	v16.16b, v7.16b, v24.16b
	mls	v14.2s, v26.2s, v17.2s
	mls	v4.2s, v17.2s, v22.2s
	mls	v27.2s, v28.2s, v27.2s
	mls	v2.2s, v19.2s, v14.2s
	mls	v0.4h, v21.4h, v17.4h
	mls	v24.4h, v4.4h, v7.4h
	mls	v8.4h, v13.4h, v27.4h
	mls	v31.4h, v27.4h, v28.4h
	mls	v30.4s, v23.4s, v2.4s
	mls	v4.4s, v11.4s, v9.4s
	mls	v26.4s, v22.4s, v17.4s
	mls	v5.4s, v28.4s, v9.4s
	mls	v14.8b, v15.8b, v9.8b
	mls	v10.8b, v17.8b, v27.8b
	mls	v7.8b, v23.8b, v26.8b
	mls	v16.8b, v22.8b, v19.8b
	mls	v28.8h, v21.8h, v18.8h
	mls	v29.8h, v1.8h, v26.8h
	mls	v24.8h, v10.8h, v14.8h
	mls	v2.8h, v4.8h, v18.8h
	movi	d12, #0000000000000000
	movi	d11, #0xffffffffffffffff
	movi	d26, #0x00ff00ffffff00
	movi	d9, #0000000000000000
	movi	v17.16b, #221
	movi	v27.16b, #22
	movi	v14.16b, #76
	movi	v2.16b, #56
	movi	v2.2d, #0000000000000000
	movi	v30.2d, #0000000000000000
	movi	v5.2d, #0xff000000ffff00ff
	movi	v6.2d, #0x00ff00ffffffff
	movi	v22.2s, #220, lsl #24
	movi	v2.2s, #192
	movi	v7.2s, #160
	movi	v26.2s, #0, lsl #24
	movi	v23.2s, #94, msl #8
	movi	v0.2s, #244, msl #8
	movi	v18.2s, #89, msl #16
	movi	v23.2s, #156, msl #16
	movi	v15.4h, #174, lsl #8
	movi	v14.4h, #9, lsl #8
	movi	v10.4h, #237, lsl #8
	movi	v28.4h, #218
	movi	v2.4s, #168
	movi	v1.4s, #133, lsl #16
	movi	v20.4s, #255
	movi	v29.4s, #96
	movi	v21.4s, #0, msl #8
	movi	v23.4s, #10, msl #8
	movi	v5.4s, #23, msl #16
	movi	v0.4s, #79, msl #8
	movi	v22.8b, #84
	movi	v22.8b, #255
	movi	v29.8b, #8
	movi	v8.8b, #0
	movi	v17.8h, #198, lsl #8
	movi	v6.8h, #191
	movi	v1.8h, #48
	movi	v18.8h, #162
	movk	w4, #63727, lsl #16
	movk	w12, #0
	movk	w14, #22371
	movk	w4, #0, lsl #16
	movk	x18, #0, lsl #48
	movk	x4, #25218, lsl #32
	movk	xzr, #65150, lsl #48
	movk	xzr, #1, lsl #16
	mov	w3, #-46250
	mov	w0, #-26598
	mov	w25, #-1
	mov	w19, #-36410
	mov	x18, #281474976710655
	mov	x8, #6936950801034117119
	movn	x9, #0, lsl #16
	mov	x16, #-2083520513
	mov	w1, #1858928640
	mov	w15, #4531
	mov	w24, #-65536
	mov	w27, #-2019491840
	mov	x29, #36322538422272
	mov	x11, #1446576128
	movz	x0, #0, lsl #32
	movz	x1, #0, lsl #48
	mrs	x28, S3_2_C11_C15_0
	mrs	x1, TRBTRG_EL1
	mrs	x1, S2_1_C15_C11_4
	mrs	x5, SPSel
	msr	TRCDVCMR0, x16
	msr	S2_6_C11_C13_1, xzr
	msr	S3_2_C11_C6_5, x20
	msr	SPMINTENSET_EL1, x30
	msr	PM, #0
	msr	PM, #0
	msr	PM, #0
	msr	PM, #1
	msr	DAIFClr, #11
	msr	DAIFClr, #2
	msr	DAIFClr, #10
	msr	DAIFSet, #2
	mneg	w23, w14, w17
	msub	w10, w23, w9, w12
	msub	w30, wzr, w28, w27
	msub	w19, w15, w8, w20
	mneg	x2, x8, x5
	msub	x30, x4, x10, x7
	mneg	x0, x4, x11
	mneg	x13, x0, x14
	mul	v18.2s, v29.2s, v21.s[0]
	mul	v3.2s, v23.2s, v2.s[0]
	mul	v7.2s, v10.2s, v22.s[0]
	mul	v31.2s, v4.2s, v28.s[3]
	mul	v27.4h, v26.4h, v6.h[7]
	mul	v30.4h, v25.4h, v9.h[6]
	mul	v9.4h, v30.4h, v15.h[3]
	mul	v11.4h, v16.4h, v15.h[2]
	mul	v22.4s, v13.4s, v16.s[0]
	mul	v3.4s, v13.4s, v17.s[3]
	mul	v20.4s, v8.4s, v17.s[1]
	mul	v8.4s, v7.4s, v16.s[3]
	mul	v21.8h, v5.8h, v14.h[7]
	mul	v26.8h, v20.8h, v15.h[3]
	mul	v27.8h, v30.8h, v3.h[0]
	mul	v19.8h, v22.8h, v1.h[1]
	mul	v4.16b, v18.16b, v9.16b
	mul	v26.16b, v0.16b, v19.16b
	mul	v23.16b, v8.16b, v17.16b
	mul	v24.16b, v8.16b, v6.16b
	mul	v14.2s, v5.2s, v11.2s
	mul	v11.2s, v26.2s, v29.2s
	mul	v21.2s, v23.2s, v6.2s
	mul	v26.2s, v30.2s, v9.2s
	mul	v7.4h, v29.4h, v4.4h
	mul	v20.4h, v3.4h, v18.4h
	mul	v24.4h, v9.4h, v10.4h
	mul	v16.4h, v8.4h, v1.4h
	mul	v17.4s, v27.4s, v30.4s
	mul	v5.4s, v6.4s, v12.4s
	mul	v20.4s, v17.4s, v27.4s
	mul	v1.4s, v23.4s, v23.4s
	mul	v6.8b, v14.8b, v9.8b
	mul	v3.8b, v26.8b, v28.8b
	mul	v0.8b, v23.8b, v6.8b
	mul	v4.8b, v7.8b, v6.8b
	mul	v17.8h, v19.8h, v11.8h
	mul	v22.8h, v9.8h, v21.8h
	mul	v29.8h, v30.8h, v8.8h
	mul	v23.8h, v6.8h, v13.8h
	mvni	v20.2s, #150, lsl #8
	mvni	v30.2s, #170
	mvni	v14.2s, #86, lsl #24
	mvni	v26.2s, #0, lsl #16
	mvni	v4.2s, #255, msl #16
	mvni	v11.2s, #0, msl #8
	mvni	v22.2s, #0, msl #8
	mvni	v30.2s, #15, msl #16
	mvni	v5.4h, #108, lsl #8
	mvni	v8.4h, #150
	mvni	v3.4h, #34
	mvni	v0.4h, #245
	mvni	v5.4s, #0, lsl #8
	mvni	v12.4s, #232
	mvni	v31.4s, #87, lsl #8
	mvni	v21.4s, #106, lsl #16
	mvni	v15.4s, #38, msl #8
	mvni	v23.4s, #0, msl #16
	mvni	v17.4s, #1, msl #16
	mvni	v28.4s, #92, msl #8
	mvni	v30.8h, #163
	mvni	v31.8h, #116
	mvni	v9.8h, #11, lsl #8
	mvni	v15.8h, #189
	neg	d9, d13
	neg	d1, d25
	neg	d3, d4
	neg	d30, d21
	neg	v24.16b, v23.16b
	neg	v18.16b, v27.16b
	neg	v16.16b, v14.16b
	neg	v11.16b, v14.16b
	neg	v31.2d, v9.2d
	neg	v29.2d, v28.2d
	neg	v10.2d, v15.2d
	neg	v26.2d, v26.2d
	neg	v15.2s, v1.2s
	neg	v21.2s, v6.2s
	neg	v19.2s, v23.2s
	neg	v11.2s, v18.2s
	neg	v3.4h, v27.4h
	neg	v20.4h, v30.4h
	neg	v29.4h, v28.4h
	neg	v25.4h, v3.4h
	neg	v16.4s, v21.4s
	neg	v3.4s, v25.4s
	neg	v15.4s, v2.4s
	neg	v17.4s, v19.4s
	neg	v22.8b, v14.8b
	neg	v3.8b, v3.8b
	neg	v10.8b, v2.8b
	neg	v0.8b, v16.8b
	neg	v8.8h, v20.8h
	neg	v27.8h, v10.8h
	neg	v10.8h, v4.8h
	neg	v26.8h, v14.8h
	mvn	v9.16b, v22.16b
	mvn	v11.16b, v12.16b
	mvn	v11.16b, v7.16b
	mvn	v1.16b, v29.16b
	mvn	v19.8b, v7.8b
	mvn	v4.8b, v7.8b
	mvn	v18.8b, v18.8b
	mvn	v17.8b, v14.8b
	orn	wzr, w6, w25, lsl #7
	orn	w16, w28, w26, lsl #1
	orn	w4, w29, w19
	mvn	w20, w9
	orn	x30, x16, x22, ror #4
	orn	x3, x2, x23, asr #14
	orn	x1, x27, x6
	mvn	x5, x8, lsl #1
	orn	v5.16b, v15.16b, v20.16b
	orn	v20.16b, v19.16b, v20.16b
	orn	v8.16b, v27.16b, v2.16b
	orn	v1.16b, v19.16b, v11.16b
	orn	v7.8b, v20.8b, v13.8b
	orn	v20.8b, v21.8b, v26.8b
	orn	v16.8b, v15.8b, v16.8b
	orn	v26.8b, v22.8b, v12.8b
	mov	w27, #-1145324613
	mov	w11, #-3932221
	orr	w6, w7, #0xf000000
	orr	w22, w5, #0xaaaaaaaa
	orr	w6, w7, w24, ror #18
	mov	w4, w25
	orr	w20, w10, w20, ror #1
	mov	w15, w11
	orr	x15, x12, #0x4000400040004000
	mov	x29, #6148914691236517205
	orr	x2, x9, #0x7fffffffffe0
	orr	x14, x20, #0x2000200020002
	orr	x11, x15, x26, ror #23
	orr	x21, x11, x28, ror #0
	orr	x9, x1, x9
	orr	x15, x8, x28
	orr	v30.2s, #159, lsl #24
	orr	v7.2s, #49, lsl #16
	orr	v20.2s, #116
	orr	v14.2s, #203
	orr	v0.4h, #248
	orr	v28.4h, #0
	orr	v31.4h, #195, lsl #8
	orr	v17.4h, #219
	orr	v1.4s, #0
	orr	v28.4s, #188
	orr	v27.4s, #179, lsl #24
	orr	v22.4s, #173, lsl #24
	orr	v27.8h, #205
	orr	v30.8h, #176
	orr	v26.8h, #0
	orr	v9.8h, #255
	orr	v8.16b, v5.16b, v16.16b
	orr	v10.16b, v7.16b, v13.16b
	mov	v17.16b, v18.16b
	mov	v16.16b, v10.16b
	orr	v22.8b, v2.8b, v13.8b
	mov	v18.8b, v14.8b
	orr	v8.8b, v30.8b, v24.8b
	orr	v1.8b, v27.8b, v31.8b
	pmull	v24.8h, v15.8b, v29.8b
	pmull	v8.8h, v30.8b, v12.8b
	pmull	v6.8h, v14.8b, v8.8b
	pmull	v16.8h, v7.8b, v9.8b
	pmull2	v27.8h, v10.16b, v25.16b
	pmull2	v26.8h, v12.16b, v23.16b
	pmull2	v15.8h, v22.16b, v20.16b
	pmull2	v13.8h, v27.16b, v4.16b
	pmul	v3.16b, v25.16b, v10.16b
	pmul	v25.16b, v4.16b, v14.16b
	pmul	v29.16b, v10.16b, v19.16b
	pmul	v9.16b, v28.16b, v4.16b
	pmul	v8.8b, v3.8b, v0.8b
	pmul	v29.8b, v26.8b, v30.8b
	pmul	v6.8b, v8.8b, v16.8b
	pmul	v5.8b, v10.8b, v13.8b
	prfm	pldl1keep, #-604892
	prfm	#23, #0
	prfm	pldl1keep, #318700
	prfm	pldl1keep, #-686328
	prfm	pstl2strm, [x10, w3, sxtw]
	prfm	pldl2strm, [x13, w29, uxtw]
	prfm	#7, [x0, w3, uxtw #3]
	prfm	#6, [x15, w10, sxtw #3]
	prfm	pstl3strm, [x1, x26, sxtx]
	prfm	plil2keep, [x27, x6, sxtx]
	prfm	pstl1strm, [x24, x7, lsl #3]
	prfm	pstl3keep, [x10, xzr]
	prfm	pldl2strm, [x8, #22064]
	prfm	pldl2strm, [x2, #15856]
	prfm	pstl2keep, [x21]
	prfm	#27, [x24, #21960]
	prfum	pldl3strm, [x18, #15]
	prfum	pstl2keep, [x18]
	prfum	plil2strm, [x19, #-197]
	prfum	plil3strm, [x28, #255]
	raddhn	v2.2s, v28.2d, v29.2d
	raddhn	v22.2s, v14.2d, v26.2d
	raddhn	v18.2s, v12.2d, v4.2d
	raddhn	v26.2s, v29.2d, v28.2d
	raddhn2	v30.4s, v2.2d, v16.2d
	raddhn2	v30.4s, v2.2d, v4.2d
	raddhn2	v12.4s, v25.2d, v20.2d
	raddhn2	v24.4s, v24.2d, v30.2d
	raddhn	v12.4h, v11.4s, v29.4s
	raddhn	v11.4h, v6.4s, v3.4s
	raddhn	v25.4h, v4.4s, v0.4s
	raddhn	v25.4h, v20.4s, v28.4s
	raddhn2	v19.8h, v23.4s, v2.4s
	raddhn2	v27.8h, v23.4s, v26.4s
	raddhn2	v13.8h, v20.4s, v18.4s
	raddhn2	v14.8h, v12.4s, v16.4s
	raddhn	v9.8b, v7.8h, v6.8h
	raddhn	v9.8b, v28.8h, v11.8h
	raddhn	v5.8b, v14.8h, v24.8h
	raddhn	v15.8b, v20.8h, v13.8h
	raddhn2	v6.16b, v10.8h, v16.8h
	raddhn2	v14.16b, v26.8h, v10.8h
	raddhn2	v12.16b, v10.8h, v9.8h
	raddhn2	v9.16b, v16.8h, v13.8h
	rbit	w2, w20
	rbit	w30, w11
	rbit	w25, w13
	rbit	w6, w12
	rbit	x24, x27
	rbit	x20, x21
	rbit	x30, x18
	rbit	x3, x23
	rbit	v5.16b, v16.16b
	rbit	v13.16b, v24.16b
	rbit	v20.16b, v18.16b
	rbit	v23.16b, v15.16b
	rbit	v28.8b, v30.8b
	rbit	v21.8b, v5.8b
	rbit	v5.8b, v24.8b
	rbit	v22.8b, v14.8b
	ret
	ret
	ret	x11
	ret	x5
	rev16	w26, w26
	rev16	w6, w29
	rev16	w18, w26
	rev16	w21, w28
	rev16	x24, x19
	rev16	x21, x21
	rev16	x30, x12
	rev16	x18, x23
	rev16	v14.16b, v19.16b
	rev16	v5.16b, v27.16b
	rev16	v18.16b, v25.16b
	rev16	v10.16b, v28.16b
	rev16	v27.8b, v4.8b
	rev16	v11.8b, v18.8b
	rev16	v12.8b, v19.8b
	rev16	v16.8b, v4.8b
	rev32	x28, x1
	rev32	x24, x4
	rev32	x21, x18
	rev32	x12, x16
	rev32	v18.16b, v26.16b
	rev32	v17.16b, v31.16b
	rev32	v26.16b, v31.16b
	rev32	v15.16b, v18.16b
	rev32	v19.4h, v1.4h
	rev32	v5.4h, v11.4h
	rev32	v29.4h, v5.4h
	rev32	v19.4h, v18.4h
	rev32	v25.8b, v1.8b
	rev32	v25.8b, v26.8b
	rev32	v22.8b, v3.8b
	rev32	v12.8b, v23.8b
	rev32	v12.8h, v26.8h
	rev32	v0.8h, v28.8h
	rev32	v5.8h, v21.8h
	rev32	v22.8h, v10.8h
	rev64	v7.16b, v3.16b
	rev64	v3.16b, v13.16b
	rev64	v1.16b, v30.16b
	rev64	v31.16b, v9.16b
	rev64	v20.2s, v17.2s
	rev64	v1.2s, v8.2s
	rev64	v4.2s, v2.2s
	rev64	v2.2s, v0.2s
	rev64	v3.4h, v19.4h
	rev64	v27.4h, v17.4h
	rev64	v15.4h, v8.4h
	rev64	v12.4h, v19.4h
	rev64	v11.4s, v4.4s
	rev64	v0.4s, v17.4s
	rev64	v12.4s, v18.4s
	rev64	v6.4s, v21.4s
	rev64	v12.8b, v30.8b
	rev64	v7.8b, v22.8b
	rev64	v30.8b, v27.8b
	rev64	v9.8b, v8.8b
	rev64	v23.8h, v6.8h
	rev64	v9.8h, v13.8h
	rev64	v0.8h, v27.8h
	rev64	v24.8h, v12.8h
	rev	w26, w21
	rev	w30, w30
	rev	w13, w24
	rev	wzr, w6
	rev	x10, x18
	rev	x12, x19
	rev	x29, x1
	rev	x29, x15
	ror	w16, w1, w29
	ror	wzr, w1, w9
	ror	w14, w23, w5
	ror	w3, w6, w8
	ror	x16, x2, x14
	ror	x24, x29, x28
	ror	x26, x16, x2
	ror	x1, x7, x25
	rprfm	#32, x29, [x5]
	rprfm	#39, x17, [x3]
	rprfm	pstkeep, x10, [x14]
	rprfm	#37, x8, [x17]
	rshrn	v11.2s, v5.2d, #31
	rshrn	v11.2s, v14.2d, #5
	rshrn	v10.2s, v27.2d, #14
	rshrn	v31.2s, v18.2d, #11
	rshrn2	v25.4s, v5.2d, #30
	rshrn2	v6.4s, v12.2d, #13
	rshrn2	v10.4s, v10.2d, #1
	rshrn2	v0.4s, v29.2d, #18
	rshrn	v17.4h, v19.4s, #10
	rshrn	v17.4h, v23.4s, #1
	rshrn	v3.4h, v4.4s, #8
	rshrn	v10.4h, v7.4s, #11
	rshrn2	v14.8h, v0.4s, #1
	rshrn2	v9.8h, v3.4s, #8
	rshrn2	v10.8h, v31.4s, #5
	rshrn2	v15.8h, v4.4s, #16
	rshrn	v24.8b, v22.8h, #1
	rshrn	v24.8b, v4.8h, #6
	rshrn	v3.8b, v22.8h, #7
	rshrn	v2.8b, v12.8h, #7
	rshrn2	v20.16b, v31.8h, #7
	rshrn2	v12.16b, v20.8h, #7
	rshrn2	v28.16b, v4.8h, #1
	rshrn2	v5.16b, v21.8h, #1
	rsubhn	v14.2s, v25.2d, v18.2d
	rsubhn	v4.2s, v31.2d, v12.2d
	rsubhn	v22.2s, v27.2d, v17.2d
	rsubhn	v25.2s, v16.2d, v18.2d
	rsubhn2	v15.4s, v12.2d, v21.2d
	rsubhn2	v6.4s, v2.2d, v26.2d
	rsubhn2	v27.4s, v0.2d, v30.2d
	rsubhn2	v19.4s, v30.2d, v19.2d
	rsubhn	v10.4h, v8.4s, v18.4s
	rsubhn	v11.4h, v14.4s, v5.4s
	rsubhn	v17.4h, v3.4s, v13.4s
	rsubhn	v0.4h, v21.4s, v5.4s
	rsubhn2	v26.8h, v10.4s, v29.4s
	rsubhn2	v13.8h, v3.4s, v13.4s
	rsubhn2	v17.8h, v28.4s, v23.4s
	rsubhn2	v30.8h, v9.4s, v3.4s
	rsubhn	v26.8b, v1.8h, v25.8h
	rsubhn	v17.8b, v22.8h, v30.8h
	rsubhn	v19.8b, v28.8h, v24.8h
	rsubhn	v17.8b, v5.8h, v22.8h
	rsubhn2	v29.16b, v24.8h, v4.8h
	rsubhn2	v9.16b, v3.8h, v19.8h
	rsubhn2	v15.16b, v5.8h, v25.8h
	rsubhn2	v3.16b, v15.8h, v19.8h
	sabal	v19.2d, v27.2s, v14.2s
	sabal	v13.2d, v22.2s, v19.2s
	sabal	v25.2d, v12.2s, v24.2s
	sabal	v25.2d, v30.2s, v6.2s
	sabal2	v5.2d, v22.4s, v26.4s
	sabal2	v19.2d, v8.4s, v14.4s
	sabal2	v29.2d, v29.4s, v2.4s
	sabal2	v21.2d, v11.4s, v9.4s
	sabal	v9.4s, v24.4h, v14.4h
	sabal	v4.4s, v8.4h, v28.4h
	sabal	v18.4s, v20.4h, v30.4h
	sabal	v27.4s, v5.4h, v11.4h
	sabal2	v10.4s, v18.8h, v13.8h
	sabal2	v21.4s, v24.8h, v0.8h
	sabal2	v16.4s, v24.8h, v10.8h
	sabal2	v31.4s, v29.8h, v8.8h
	sabal	v24.8h, v27.8b, v5.8b
	sabal	v14.8h, v12.8b, v21.8b
	sabal	v24.8h, v30.8b, v24.8b
	sabal	v25.8h, v11.8b, v12.8b
	sabal2	v24.8h, v25.16b, v6.16b
	sabal2	v30.8h, v13.16b, v0.16b
	sabal2	v6.8h, v29.16b, v4.16b
	sabal2	v25.8h, v31.16b, v26.16b
	saba	v10.16b, v31.16b, v9.16b
	saba	v4.16b, v21.16b, v0.16b
	saba	v29.16b, v16.16b, v16.16b
	saba	v17.16b, v10.16b, v17.16b
	saba	v5.2s, v9.2s, v4.2s
	saba	v29.2s, v10.2s, v13.2s
	saba	v28.2s, v22.2s, v28.2s
	saba	v10.2s, v24.2s, v18.2s
	saba	v0.4h, v30.4h, v22.4h
	saba	v26.4h, v29.4h, v24.4h
	saba	v29.4h, v9.4h, v17.4h
	saba	v13.4h, v17.4h, v30.4h
	saba	v2.4s, v14.4s, v17.4s
	saba	v24.4s, v5.4s, v9.4s
	saba	v4.4s, v28.4s, v27.4s
	saba	v12.4s, v25.4s, v15.4s
	saba	v29.8b, v18.8b, v24.8b
	saba	v26.8b, v12.8b, v20.8b
	saba	v5.8b, v5.8b, v23.8b
	saba	v16.8b, v8.8b, v20.8b
	saba	v1.8h, v23.8h, v5.8h
	saba	v31.8h, v17.8h, v29.8h
	saba	v26.8h, v21.8h, v18.8h
	saba	v3.8h, v23.8h, v1.8h
	sabdl	v7.2d, v5.2s, v5.2s
	sabdl	v31.2d, v14.2s, v2.2s
	sabdl	v5.2d, v23.2s, v3.2s
	sabdl	v22.2d, v19.2s, v9.2s
	sabdl2	v1.2d, v10.4s, v5.4s
	sabdl2	v31.2d, v30.4s, v27.4s
	sabdl2	v12.2d, v16.4s, v3.4s
	sabdl2	v18.2d, v15.4s, v19.4s
	sabdl	v15.4s, v10.4h, v11.4h
	sabdl	v20.4s, v10.4h, v29.4h
	sabdl	v0.4s, v0.4h, v8.4h
	sabdl	v24.4s, v25.4h, v25.4h
	sabdl2	v9.4s, v5.8h, v7.8h
	sabdl2	v1.4s, v14.8h, v25.8h
	sabdl2	v10.4s, v23.8h, v31.8h
	sabdl2	v13.4s, v24.8h, v23.8h
	sabdl	v2.8h, v24.8b, v22.8b
	sabdl	v0.8h, v11.8b, v12.8b
	sabdl	v18.8h, v9.8b, v31.8b
	sabdl	v14.8h, v3.8b, v14.8b
	sabdl2	v6.8h, v18.16b, v20.16b
	sabdl2	v11.8h, v24.16b, v29.16b
	sabdl2	v31.8h, v20.16b, v16.16b
	sabdl2	v14.8h, v11.16b, v3.16b
	sabd	v28.16b, v0.16b, v20.16b
	sabd	v12.16b, v22.16b, v0.16b
	sabd	v21.16b, v27.16b, v12.16b
	sabd	v7.16b, v7.16b, v22.16b
	sabd	v5.2s, v26.2s, v1.2s
	sabd	v0.2s, v4.2s, v14.2s
	sabd	v19.2s, v27.2s, v15.2s
	sabd	v13.2s, v24.2s, v5.2s
	sabd	v5.4h, v1.4h, v21.4h
	sabd	v8.4h, v20.4h, v18.4h
	sabd	v5.4h, v13.4h, v7.4h
	sabd	v26.4h, v19.4h, v19.4h
	sabd	v5.4s, v29.4s, v1.4s
	sabd	v0.4s, v1.4s, v6.4s
	sabd	v8.4s, v30.4s, v2.4s
	sabd	v1.4s, v27.4s, v13.4s
	sabd	v9.8b, v23.8b, v22.8b
	sabd	v25.8b, v14.8b, v1.8b
	sabd	v27.8b, v15.8b, v14.8b
	sabd	v31.8b, v13.8b, v29.8b
	sabd	v19.8h, v27.8h, v30.8h
	sabd	v22.8h, v25.8h, v22.8h
	sabd	v24.8h, v3.8h, v6.8h
	sabd	v10.8h, v16.8h, v16.8h
	sadalp	v21.1d, v7.2s
	sadalp	v26.1d, v30.2s
	sadalp	v11.1d, v22.2s
	sadalp	v5.1d, v19.2s
	sadalp	v6.2d, v18.4s
	sadalp	v15.2d, v17.4s
	sadalp	v30.2d, v5.4s
	sadalp	v30.2d, v26.4s
	sadalp	v24.2s, v18.4h
	sadalp	v24.2s, v4.4h
	sadalp	v7.2s, v2.4h
	sadalp	v11.2s, v6.4h
	sadalp	v14.4h, v11.8b
	sadalp	v18.4h, v8.8b
	sadalp	v26.4h, v29.8b
	sadalp	v16.4h, v2.8b
	sadalp	v8.4s, v31.8h
	sadalp	v5.4s, v1.8h
	sadalp	v4.4s, v15.8h
	sadalp	v11.4s, v6.8h
	sadalp	v29.8h, v7.16b
	sadalp	v21.8h, v18.16b
	sadalp	v9.8h, v28.16b
	sadalp	v12.8h, v24.16b
	saddlp	v11.1d, v29.2s
	saddlp	v23.1d, v7.2s
	saddlp	v28.1d, v23.2s
	saddlp	v2.1d, v28.2s
	saddlp	v14.2d, v6.4s
	saddlp	v8.2d, v13.4s
	saddlp	v15.2d, v12.4s
	saddlp	v26.2d, v21.4s
	saddlp	v25.2s, v21.4h
	saddlp	v26.2s, v23.4h
	saddlp	v11.2s, v2.4h
	saddlp	v4.2s, v13.4h
	saddlp	v28.4h, v1.8b
	saddlp	v15.4h, v9.8b
	saddlp	v2.4h, v25.8b
	saddlp	v3.4h, v30.8b
	saddlp	v15.4s, v17.8h
	saddlp	v0.4s, v13.8h
	saddlp	v4.4s, v2.8h
	saddlp	v18.4s, v6.8h
	saddlp	v8.8h, v10.16b
	saddlp	v21.8h, v31.16b
	saddlp	v20.8h, v16.16b
	saddlp	v11.8h, v20.16b
	saddlv	h24, v11.16b
	saddlv	h15, v12.16b
	saddlv	h8, v6.16b
	saddlv	h18, v27.16b
	saddlv	s6, v24.4h
	saddlv	s31, v21.4h
	saddlv	s22, v10.4h
	saddlv	s5, v12.4h
	saddlv	d4, v29.4s
	saddlv	d30, v7.4s
	saddlv	d2, v31.4s
	saddlv	d20, v27.4s
	saddlv	h2, v31.8b
	saddlv	h4, v21.8b
	saddlv	h22, v7.8b
	saddlv	h16, v13.8b
	saddlv	s14, v10.8h
	saddlv	s4, v24.8h
	saddlv	s1, v0.8h
	saddlv	s7, v30.8h
	saddl	v22.2d, v19.2s, v21.2s
	saddl	v7.2d, v7.2s, v10.2s
	saddl	v11.2d, v21.2s, v24.2s
	saddl	v18.2d, v28.2s, v5.2s
	saddl2	v7.2d, v11.4s, v30.4s
	saddl2	v27.2d, v11.4s, v3.4s
	saddl2	v18.2d, v12.4s, v19.4s
	saddl2	v4.2d, v20.4s, v0.4s
	saddl	v15.4s, v4.4h, v26.4h
	saddl	v4.4s, v9.4h, v0.4h
	saddl	v26.4s, v14.4h, v3.4h
	saddl	v5.4s, v21.4h, v18.4h
	saddl2	v27.4s, v30.8h, v21.8h
	saddl2	v15.4s, v21.8h, v29.8h
	saddl2	v12.4s, v5.8h, v13.8h
	saddl2	v3.4s, v19.8h, v2.8h
	saddl	v1.8h, v19.8b, v6.8b
	saddl	v25.8h, v20.8b, v12.8b
	saddl	v31.8h, v21.8b, v11.8b
	saddl	v4.8h, v19.8b, v14.8b
	saddl2	v11.8h, v9.16b, v18.16b
	saddl2	v23.8h, v21.16b, v17.16b
	saddl2	v7.8h, v4.16b, v12.16b
	saddl2	v29.8h, v6.16b, v10.16b
	saddw	v18.2d, v26.2d, v20.2s
	saddw	v16.2d, v12.2d, v23.2s
	saddw	v14.2d, v18.2d, v1.2s
	saddw	v23.2d, v20.2d, v18.2s
	saddw2	v29.2d, v19.2d, v5.4s
	saddw2	v15.2d, v18.2d, v7.4s
	saddw2	v3.2d, v4.2d, v29.4s
	saddw2	v5.2d, v28.2d, v8.4s
	saddw	v6.4s, v18.4s, v17.4h
	saddw	v30.4s, v0.4s, v8.4h
	saddw	v17.4s, v24.4s, v25.4h
	saddw	v15.4s, v26.4s, v12.4h
	saddw2	v19.4s, v3.4s, v29.8h
	saddw2	v1.4s, v18.4s, v14.8h
	saddw2	v5.4s, v22.4s, v15.8h
	saddw2	v18.4s, v26.4s, v11.8h
	saddw	v30.8h, v13.8h, v30.8b
	saddw	v9.8h, v5.8h, v25.8b
	saddw	v0.8h, v26.8h, v27.8b
	saddw	v10.8h, v30.8h, v0.8b
	saddw2	v13.8h, v21.8h, v18.16b
	saddw2	v18.8h, v31.8h, v10.16b
	saddw2	v27.8h, v9.8h, v11.16b
	saddw2	v27.8h, v22.8h, v14.16b
	sbcs	w8, w27, w19
	sbcs	w13, w4, w4
	sbcs	w2, w22, w26
	sbcs	w16, w24, w2
	sbcs	x11, x29, x24
	sbcs	x14, x4, x23
	sbcs	x10, x11, x19
	sbcs	x26, x11, x1
	sbc	w28, w29, w9
	ngc	w24, w18
	ngc	w18, w2
	sbc	w19, w1, w30
	ngc	x18, x16
	sbc	x30, x17, x14
	ngc	x25, x10
	sbc	x4, x5, xzr
	sbfx	w29, w7, #13, #16
	sbfiz	w23, w28, #2, #1
	sbfx	w30, w22, #1, #22
	sbfiz	w4, w13, #1, #15
	sbfx	x26, x9, #36, #6
	sbfiz	x25, x29, #1, #39
	sbfiz	x0, x22, #1, #34
	sbfiz	x3, x8, #34, #15
	scvtf	d17, w14
	scvtf	d25, w15
	scvtf	d7, w25
	scvtf	d6, w12
	scvtf	d13, w20, #1
	scvtf	d31, w4, #12
	scvtf	d18, w9, #23
	scvtf	d11, wzr, #1
	scvtf	s13, wzr
	scvtf	s3, w2
	scvtf	s6, w15
	scvtf	s5, w1
	scvtf	s23, w21, #3
	scvtf	s12, w25, #31
	scvtf	s15, w10, #32
	scvtf	s25, w18, #13
	scvtf	d6, x5
	scvtf	d27, x22
	scvtf	d17, x28
	scvtf	d29, x6
	scvtf	d15, x11, #25
	scvtf	d18, x14, #50
	scvtf	d3, x6, #5
	scvtf	d23, x1, #54
	scvtf	s26, xzr
	scvtf	s1, x24
	scvtf	s5, x23
	scvtf	s5, x27
	scvtf	s23, x23, #56
	scvtf	s14, x6, #34
	scvtf	s0, x4, #37
	scvtf	s12, x9, #6
	scvtf	d4, d17, #13
	scvtf	d26, d10, #44
	scvtf	d6, d6, #55
	scvtf	d19, d23, #8
	scvtf	s17, s26, #2
	scvtf	s19, s23, #25
	scvtf	s10, s29, #1
	scvtf	s28, s3, #32
	scvtf	v10.2d, v17.2d, #31
	scvtf	v4.2d, v30.2d, #8
	scvtf	v2.2d, v11.2d, #21
	scvtf	v29.2d, v8.2d, #46
	scvtf	v27.2s, v2.2s, #2
	scvtf	v5.2s, v30.2s, #6
	scvtf	v16.2s, v15.2s, #19
	scvtf	v12.2s, v23.2s, #19
	scvtf	v0.4s, v12.4s, #1
	scvtf	v0.4s, v23.4s, #11
	scvtf	v3.4s, v20.4s, #23
	scvtf	v9.4s, v20.4s, #23
	scvtf	d22, d23
	scvtf	d28, d31
	scvtf	d9, d14
	scvtf	d7, d26
	scvtf	s15, s1
	scvtf	s20, s27
	scvtf	s9, s5
	scvtf	s2, s19
	scvtf	v8.2d, v27.2d
	scvtf	v21.2d, v3.2d
	scvtf	v10.2d, v5.2d
	scvtf	v21.2d, v7.2d
	scvtf	v4.2s, v29.2s
	scvtf	v0.2s, v15.2s
	scvtf	v16.2s, v12.2s
	scvtf	v14.2s, v28.2s
	scvtf	v12.4s, v24.4s
	scvtf	v2.4s, v14.4s
	scvtf	v21.4s, v12.4s
	scvtf	v31.4s, v29.4s
	sdiv	w6, w4, w13
	sdiv	w23, w15, w26
	sdiv	w26, w30, w12
	sdiv	w28, w2, w2
	sdiv	x11, x11, x0
	sdiv	x16, x6, x22
	sdiv	x27, x0, x5
	sdiv	x21, x2, x6
	shadd	v17.16b, v16.16b, v17.16b
	shadd	v12.16b, v7.16b, v17.16b
	shadd	v5.16b, v0.16b, v27.16b
	shadd	v6.16b, v29.16b, v19.16b
	shadd	v4.2s, v18.2s, v8.2s
	shadd	v9.2s, v14.2s, v5.2s
	shadd	v7.2s, v3.2s, v3.2s
	shadd	v27.2s, v21.2s, v14.2s
	shadd	v27.4h, v20.4h, v14.4h
	shadd	v8.4h, v2.4h, v27.4h
	shadd	v19.4h, v9.4h, v4.4h
	shadd	v0.4h, v13.4h, v19.4h
	shadd	v8.4s, v4.4s, v24.4s
	shadd	v0.4s, v24.4s, v21.4s
	shadd	v28.4s, v0.4s, v30.4s
	shadd	v30.4s, v24.4s, v30.4s
	shadd	v8.8b, v16.8b, v6.8b
	shadd	v25.8b, v18.8b, v15.8b
	shadd	v26.8b, v19.8b, v2.8b
	shadd	v0.8b, v16.8b, v5.8b
	shadd	v20.8h, v17.8h, v20.8h
	shadd	v23.8h, v13.8h, v27.8h
	shadd	v16.8h, v3.8h, v16.8h
	shadd	v11.8h, v12.8h, v15.8h
	shll	v22.2d, v5.2s, #32
	shll	v16.2d, v26.2s, #32
	shll	v29.2d, v28.2s, #32
	shll	v8.2d, v13.2s, #32
	shll2	v0.2d, v14.4s, #32
	shll2	v14.2d, v13.4s, #32
	shll2	v18.2d, v31.4s, #32
	shll2	v3.2d, v28.4s, #32
	shll	v6.4s, v7.4h, #16
	shll	v14.4s, v21.4h, #16
	shll	v25.4s, v14.4h, #16
	shll	v28.4s, v15.4h, #16
	shll2	v2.4s, v15.8h, #16
	shll2	v12.4s, v21.8h, #16
	shll2	v5.4s, v3.8h, #16
	shll2	v18.4s, v7.8h, #16
	shll	v31.8h, v29.8b, #8
	shll	v16.8h, v20.8b, #8
	shll	v6.8h, v27.8b, #8
	shll	v12.8h, v25.8b, #8
	shll2	v17.8h, v7.16b, #8
	shll2	v22.8h, v20.16b, #8
	shll2	v0.8h, v18.16b, #8
	shll2	v27.8h, v13.16b, #8
	shl	d14, d19, #10
	shl	d15, d11, #63
	shl	d11, d21, #20
	shl	d31, d13, #62
	shl	v22.16b, v10.16b, #7
	shl	v30.16b, v24.16b, #7
	shl	v8.16b, v8.16b, #0
	shl	v30.16b, v10.16b, #1
	shl	v5.2d, v12.2d, #31
	shl	v3.2d, v18.2d, #33
	shl	v28.2d, v20.2d, #48
	shl	v28.2d, v18.2d, #49
	shl	v2.2s, v8.2s, #16
	shl	v5.2s, v16.2s, #4
	shl	v14.2s, v27.2s, #23
	shl	v6.2s, v30.2s, #2
	shl	v19.4h, v26.4h, #0
	shl	v8.4h, v28.4h, #0
	shl	v14.4h, v21.4h, #2
	shl	v10.4h, v5.4h, #8
	shl	v17.4s, v3.4s, #26
	shl	v18.4s, v14.4s, #22
	shl	v20.4s, v26.4s, #13
	shl	v9.4s, v6.4s, #8
	shl	v5.8b, v10.8b, #2
	shl	v11.8b, v7.8b, #3
	shl	v4.8b, v10.8b, #0
	shl	v7.8b, v17.8b, #3
	shl	v31.8h, v7.8h, #9
	shl	v29.8h, v24.8h, #7
	shl	v28.8h, v1.8h, #9
	shl	v16.8h, v14.8h, #9
	shrn	v22.2s, v19.2d, #20
	shrn	v31.2s, v22.2d, #14
	shrn	v30.2s, v25.2d, #28
	shrn	v12.2s, v18.2d, #2
	shrn2	v8.4s, v10.2d, #1
	shrn2	v10.4s, v2.2d, #11
	shrn2	v31.4s, v21.2d, #1
	shrn2	v17.4s, v25.2d, #31
	shrn	v30.4h, v11.4s, #8
	shrn	v18.4h, v2.4s, #10
	shrn	v27.4h, v2.4s, #16
	shrn	v25.4h, v23.4s, #13
	shrn2	v7.8h, v31.4s, #5
	shrn2	v22.8h, v0.4s, #11
	shrn2	v4.8h, v24.4s, #15
	shrn2	v15.8h, v20.4s, #14
	shrn	v17.8b, v16.8h, #8
	shrn	v7.8b, v13.8h, #5
	shrn	v7.8b, v26.8h, #3
	shrn	v28.8b, v6.8h, #1
	shrn2	v4.16b, v0.8h, #1
	shrn2	v15.16b, v3.8h, #2
	shrn2	v23.16b, v3.8h, #1
	shrn2	v17.16b, v4.8h, #6
	shsub	v13.16b, v1.16b, v2.16b
	shsub	v14.16b, v15.16b, v11.16b
	shsub	v13.16b, v18.16b, v15.16b
	shsub	v12.16b, v8.16b, v20.16b
	shsub	v12.2s, v11.2s, v23.2s
	shsub	v19.2s, v3.2s, v26.2s
	shsub	v29.2s, v27.2s, v21.2s
	shsub	v7.2s, v29.2s, v6.2s
	shsub	v17.4h, v29.4h, v21.4h
	shsub	v7.4h, v26.4h, v19.4h
	shsub	v12.4h, v5.4h, v11.4h
	shsub	v23.4h, v3.4h, v18.4h
	shsub	v9.4s, v29.4s, v4.4s
	shsub	v1.4s, v11.4s, v10.4s
	shsub	v22.4s, v18.4s, v6.4s
	shsub	v6.4s, v5.4s, v6.4s
	shsub	v27.8b, v11.8b, v21.8b
	shsub	v5.8b, v22.8b, v14.8b
	shsub	v2.8b, v14.8b, v28.8b
	shsub	v3.8b, v16.8b, v12.8b
	shsub	v3.8h, v26.8h, v18.8h
	shsub	v28.8h, v2.8h, v6.8h
	shsub	v20.8h, v11.8h, v26.8h
	shsub	v11.8h, v29.8h, v15.8h
	sli	d15, d0, #31
	sli	d5, d2, #42
	sli	d13, d24, #25
	sli	d28, d1, #31
	sli	v3.16b, v18.16b, #1
	sli	v27.16b, v11.16b, #2
	sli	v18.16b, v12.16b, #3
	sli	v24.16b, v27.16b, #6
	sli	v4.2d, v29.2d, #21
	sli	v13.2d, v11.2d, #13
	sli	v7.2d, v3.2d, #38
	sli	v0.2d, v7.2d, #0
	sli	v28.2s, v10.2s, #15
	sli	v12.2s, v11.2s, #8
	sli	v5.2s, v10.2s, #9
	sli	v11.2s, v23.2s, #1
	sli	v21.4h, v0.4h, #3
	sli	v6.4h, v6.4h, #8
	sli	v22.4h, v9.4h, #2
	sli	v20.4h, v18.4h, #1
	sli	v31.4s, v9.4s, #5
	sli	v9.4s, v28.4s, #31
	sli	v14.4s, v5.4s, #0
	sli	v26.4s, v24.4s, #0
	sli	v26.8b, v22.8b, #1
	sli	v23.8b, v3.8b, #4
	sli	v5.8b, v19.8b, #5
	sli	v31.8b, v1.8b, #7
	sli	v2.8h, v5.8h, #13
	sli	v16.8h, v7.8h, #10
	sli	v12.8h, v22.8h, #15
	sli	v21.8h, v28.8h, #3
	smull	x23, w0, w13
	smaddl	x22, w8, w4, x27
	smaddl	x15, w10, w26, x4
	smaddl	x14, w12, w17, x19
	smaxp	v23.16b, v23.16b, v3.16b
	smaxp	v20.16b, v3.16b, v7.16b
	smaxp	v28.16b, v9.16b, v3.16b
	smaxp	v30.16b, v10.16b, v5.16b
	smaxp	v20.2s, v0.2s, v4.2s
	smaxp	v31.2s, v15.2s, v8.2s
	smaxp	v0.2s, v26.2s, v21.2s
	smaxp	v8.2s, v31.2s, v19.2s
	smaxp	v19.4h, v21.4h, v0.4h
	smaxp	v18.4h, v17.4h, v22.4h
	smaxp	v6.4h, v30.4h, v22.4h
	smaxp	v17.4h, v10.4h, v15.4h
	smaxp	v20.4s, v12.4s, v23.4s
	smaxp	v9.4s, v18.4s, v6.4s
	smaxp	v21.4s, v11.4s, v1.4s
	smaxp	v18.4s, v27.4s, v27.4s
	smaxp	v13.8b, v1.8b, v16.8b
	smaxp	v0.8b, v7.8b, v29.8b
	smaxp	v11.8b, v5.8b, v27.8b
	smaxp	v17.8b, v31.8b, v17.8b
	smaxp	v31.8h, v22.8h, v28.8h
	smaxp	v15.8h, v15.8h, v21.8h
	smaxp	v0.8h, v23.8h, v8.8h
	smaxp	v19.8h, v21.8h, v17.8h
	smaxv	b10, v2.16b
	smaxv	b15, v9.16b
	smaxv	b8, v3.16b
	smaxv	b8, v15.16b
	smaxv	h21, v5.4h
	smaxv	h16, v30.4h
	smaxv	h29, v11.4h
	smaxv	h30, v22.4h
	smaxv	s29, v12.4s
	smaxv	s5, v28.4s
	smaxv	s5, v31.4s
	smaxv	s24, v25.4s
	smaxv	b24, v23.8b
	smaxv	b21, v12.8b
	smaxv	b1, v2.8b
	smaxv	b17, v25.8b
	smaxv	h25, v24.8h
	smaxv	h21, v21.8h
	smaxv	h22, v12.8h
	smaxv	h8, v9.8h
	smax	v26.16b, v3.16b, v30.16b
	smax	v20.16b, v21.16b, v26.16b
	smax	v4.16b, v20.16b, v1.16b
	smax	v23.16b, v4.16b, v10.16b
	smax	v6.2s, v25.2s, v17.2s
	smax	v17.2s, v14.2s, v15.2s
	smax	v3.2s, v4.2s, v18.2s
	smax	v2.2s, v16.2s, v9.2s
	smax	v25.4h, v31.4h, v10.4h
	smax	v18.4h, v3.4h, v0.4h
	smax	v1.4h, v4.4h, v5.4h
	smax	v15.4h, v10.4h, v10.4h
	smax	v26.4s, v10.4s, v16.4s
	smax	v29.4s, v13.4s, v24.4s
	smax	v21.4s, v3.4s, v11.4s
	smax	v22.4s, v6.4s, v6.4s
	smax	v1.8b, v11.8b, v16.8b
	smax	v11.8b, v1.8b, v31.8b
	smax	v12.8b, v16.8b, v6.8b
	smax	v2.8b, v10.8b, v23.8b
	smax	v7.8h, v4.8h, v0.8h
	smax	v17.8h, v24.8h, v15.8h
	smax	v15.8h, v11.8h, v6.8h
	smax	v31.8h, v28.8h, v1.8h
	smc	#0x2eba
	smc	#0x87
	smc	#0x1404
	smc	#0x3944
	sminp	v21.16b, v10.16b, v10.16b
	sminp	v18.16b, v2.16b, v18.16b
	sminp	v30.16b, v21.16b, v4.16b
	sminp	v0.16b, v6.16b, v18.16b
	sminp	v3.2s, v14.2s, v11.2s
	sminp	v9.2s, v25.2s, v22.2s
	sminp	v8.2s, v29.2s, v4.2s
	sminp	v6.2s, v15.2s, v30.2s
	sminp	v15.4h, v14.4h, v28.4h
	sminp	v15.4h, v9.4h, v12.4h
	sminp	v29.4h, v13.4h, v7.4h
	sminp	v3.4h, v19.4h, v13.4h
	sminp	v24.4s, v24.4s, v5.4s
	sminp	v5.4s, v3.4s, v18.4s
	sminp	v20.4s, v10.4s, v10.4s
	sminp	v31.4s, v6.4s, v4.4s
	sminp	v30.8b, v7.8b, v25.8b
	sminp	v25.8b, v12.8b, v6.8b
	sminp	v7.8b, v17.8b, v11.8b
	sminp	v22.8b, v18.8b, v4.8b
	sminp	v22.8h, v19.8h, v7.8h
	sminp	v25.8h, v0.8h, v9.8h
	sminp	v7.8h, v30.8h, v25.8h
	sminp	v6.8h, v24.8h, v29.8h
	sminv	b10, v26.16b
	sminv	b10, v5.16b
	sminv	b13, v0.16b
	sminv	b20, v9.16b
	sminv	h18, v30.4h
	sminv	h17, v27.4h
	sminv	h21, v6.4h
	sminv	h12, v22.4h
	sminv	s29, v0.4s
	sminv	s9, v20.4s
	sminv	s1, v30.4s
	sminv	s4, v12.4s
	sminv	b15, v6.8b
	sminv	b20, v28.8b
	sminv	b16, v14.8b
	sminv	b5, v11.8b
	sminv	h28, v24.8h
	sminv	h21, v3.8h
	sminv	h8, v11.8h
	sminv	h21, v19.8h
	smin	v20.16b, v3.16b, v13.16b
	smin	v30.16b, v28.16b, v12.16b
	smin	v3.16b, v18.16b, v1.16b
	smin	v6.16b, v8.16b, v1.16b
	smin	v23.2s, v27.2s, v31.2s
	smin	v6.2s, v13.2s, v28.2s
	smin	v12.2s, v19.2s, v4.2s
	smin	v10.2s, v30.2s, v5.2s
	smin	v12.4h, v24.4h, v9.4h
	smin	v18.4h, v31.4h, v29.4h
	smin	v30.4h, v26.4h, v29.4h
	smin	v0.4h, v29.4h, v1.4h
	smin	v6.4s, v16.4s, v19.4s
	smin	v9.4s, v2.4s, v23.4s
	smin	v31.4s, v12.4s, v18.4s
	smin	v0.4s, v12.4s, v20.4s
	smin	v21.8b, v8.8b, v12.8b
	smin	v10.8b, v26.8b, v11.8b
	smin	v2.8b, v7.8b, v17.8b
	smin	v24.8b, v21.8b, v10.8b
	smin	v4.8h, v5.8h, v18.8h
	smin	v14.8h, v23.8h, v31.8h
	smin	v30.8h, v11.8h, v15.8h
	smin	v22.8h, v19.8h, v25.8h
	smlal	v29.2d, v8.2s, v6.s[0]
	smlal	v20.2d, v8.2s, v28.s[3]
	smlal	v20.2d, v13.2s, v17.s[0]
	smlal	v19.2d, v19.2s, v31.s[3]
	smlal2	v18.2d, v25.4s, v3.s[2]
	smlal2	v19.2d, v12.4s, v19.s[3]
	smlal2	v28.2d, v16.4s, v3.s[2]
	smlal2	v17.2d, v1.4s, v1.s[1]
	smlal	v24.4s, v6.4h, v7.h[2]
	smlal	v13.4s, v15.4h, v7.h[4]
	smlal	v0.4s, v19.4h, v3.h[2]
	smlal	v31.4s, v18.4h, v0.h[0]
	smlal2	v26.4s, v27.8h, v6.h[3]
	smlal2	v31.4s, v6.8h, v5.h[7]
	smlal2	v20.4s, v4.8h, v2.h[3]
	smlal2	v30.4s, v18.8h, v6.h[5]
	smlal	v7.2d, v10.2s, v2.2s
	smlal	v5.2d, v14.2s, v12.2s
	smlal	v2.2d, v3.2s, v7.2s
	smlal	v18.2d, v30.2s, v5.2s
	smlal2	v9.2d, v12.4s, v26.4s
	smlal2	v0.2d, v14.4s, v3.4s
	smlal2	v5.2d, v29.4s, v3.4s
	smlal2	v13.2d, v13.4s, v21.4s
	smlal	v27.4s, v31.4h, v6.4h
	smlal	v10.4s, v12.4h, v8.4h
	smlal	v18.4s, v15.4h, v3.4h
	smlal	v6.4s, v19.4h, v29.4h
	smlal2	v4.4s, v3.8h, v2.8h
	smlal2	v26.4s, v6.8h, v9.8h
	smlal2	v26.4s, v22.8h, v18.8h
	smlal2	v12.4s, v11.8h, v26.8h
	smlal	v29.8h, v16.8b, v25.8b
	smlal	v26.8h, v11.8b, v15.8b
	smlal	v3.8h, v29.8b, v2.8b
	smlal	v14.8h, v8.8b, v13.8b
	smlal2	v0.8h, v10.16b, v18.16b
	smlal2	v1.8h, v25.16b, v30.16b
	smlal2	v28.8h, v26.16b, v16.16b
	smlal2	v25.8h, v27.16b, v30.16b
	smlsl	v29.2d, v10.2s, v15.s[0]
	smlsl	v3.2d, v4.2s, v6.s[0]
	smlsl	v1.2d, v11.2s, v10.s[2]
	smlsl	v18.2d, v31.2s, v1.s[0]
	smlsl2	v31.2d, v17.4s, v15.s[1]
	smlsl2	v26.2d, v3.4s, v9.s[2]
	smlsl2	v21.2d, v14.4s, v26.s[1]
	smlsl2	v3.2d, v23.4s, v4.s[0]
	smlsl	v1.4s, v24.4h, v6.h[0]
	smlsl	v24.4s, v13.4h, v4.h[4]
	smlsl	v5.4s, v5.4h, v12.h[6]
	smlsl	v22.4s, v17.4h, v2.h[5]
	smlsl2	v31.4s, v8.8h, v8.h[7]
	smlsl2	v9.4s, v27.8h, v9.h[1]
	smlsl2	v28.4s, v8.8h, v14.h[7]
	smlsl2	v3.4s, v21.8h, v6.h[0]
	smlsl	v12.2d, v28.2s, v1.2s
	smlsl	v29.2d, v12.2s, v14.2s
	smlsl	v21.2d, v27.2s, v30.2s
	smlsl	v30.2d, v15.2s, v23.2s
	smlsl2	v17.2d, v20.4s, v12.4s
	smlsl2	v23.2d, v17.4s, v26.4s
	smlsl2	v14.2d, v10.4s, v31.4s
	smlsl2	v4.2d, v2.4s, v25.4s
	smlsl	v6.4s, v26.4h, v10.4h
	smlsl	v10.4s, v21.4h, v11.4h
	smlsl	v24.4s, v6.4h, v27.4h
	smlsl	v16.4s, v20.4h, v18.4h
	smlsl2	v20.4s, v19.8h, v21.8h
	smlsl2	v28.4s, v3.8h, v4.8h
	smlsl2	v25.4s, v28.8h, v23.8h
	smlsl2	v20.4s, v27.8h, v22.8h
	smlsl	v29.8h, v5.8b, v2.8b
	smlsl	v11.8h, v19.8b, v28.8b
	smlsl	v25.8h, v31.8b, v14.8b
	smlsl	v30.8h, v28.8b, v16.8b
	smlsl2	v20.8h, v14.16b, v3.16b
	smlsl2	v22.8h, v12.16b, v5.16b
	smlsl2	v23.8h, v29.16b, v26.16b
	smlsl2	v29.8h, v16.16b, v11.16b
	smov	w23, v13.b[7]
	smov	w17, v18.b[0]
	smov	w4, v1.b[13]
	smov	w21, v26.b[10]
	smov	w30, v17.h[6]
	smov	w11, v3.h[7]
	smov	w26, v13.h[7]
	smov	w0, v9.h[4]
	smov	x12, v24.b[3]
	smov	x27, v3.b[4]
	smov	x15, v7.b[11]
	smov	x25, v11.b[14]
	smov	x29, v15.h[2]
	smov	x11, v16.h[1]
	smov	x5, v30.h[4]
	smov	x24, v13.h[2]
	smov	xzr, v22.s[0]
	smov	x26, v5.s[3]
	smov	x26, v26.s[1]
	smov	x25, v27.s[0]
	smnegl	x3, w22, w26
	smsubl	x9, w7, w12, x12
	smsubl	x13, w27, w8, x12
	smsubl	x29, wzr, w11, x16
	smulh	x4, x7, x11
	smulh	x21, x8, x23
	smulh	x0, x21, x7
	smulh	x1, x0, x18
	smull	v19.2d, v0.2s, v18.s[2]
	smull	v25.2d, v18.2s, v16.s[0]
	smull	v2.2d, v9.2s, v9.s[2]
	smull	v23.2d, v28.2s, v21.s[3]
	smull2	v25.2d, v6.4s, v9.s[1]
	smull2	v11.2d, v25.4s, v14.s[3]
	smull2	v0.2d, v0.4s, v9.s[3]
	smull2	v21.2d, v14.4s, v9.s[3]
	smull	v12.4s, v18.4h, v5.h[1]
	smull	v18.4s, v11.4h, v5.h[0]
	smull	v17.4s, v12.4h, v3.h[3]
	smull	v9.4s, v28.4h, v2.h[0]
	smull2	v31.4s, v19.8h, v2.h[7]
	smull2	v29.4s, v19.8h, v6.h[2]
	smull2	v23.4s, v22.8h, v1.h[0]
	smull2	v28.4s, v29.8h, v11.h[1]
	smull	v1.2d, v20.2s, v8.2s
	smull	v20.2d, v14.2s, v11.2s
	smull	v7.2d, v16.2s, v0.2s
	smull	v21.2d, v15.2s, v25.2s
	smull2	v19.2d, v11.4s, v3.4s
	smull2	v25.2d, v23.4s, v8.4s
	smull2	v3.2d, v11.4s, v27.4s
	smull2	v13.2d, v27.4s, v29.4s
	smull	v13.4s, v14.4h, v16.4h
	smull	v5.4s, v31.4h, v14.4h
	smull	v25.4s, v24.4h, v29.4h
	smull	v6.4s, v18.4h, v8.4h
	smull2	v29.4s, v19.8h, v1.8h
	smull2	v18.4s, v22.8h, v21.8h
	smull2	v25.4s, v31.8h, v17.8h
	smull2	v27.4s, v13.8h, v12.8h
	smull	v12.8h, v5.8b, v24.8b
	smull	v12.8h, v16.8b, v1.8b
	smull	v2.8h, v28.8b, v27.8b
	smull	v16.8h, v8.8b, v21.8b
	smull2	v7.8h, v12.16b, v14.16b
	smull2	v22.8h, v6.16b, v22.16b
	smull2	v11.8h, v31.16b, v23.16b
	smull2	v25.8h, v3.16b, v4.16b
	sqabs	b18, b24
	sqabs	b29, b23
	sqabs	b17, b25
	sqabs	b20, b15
	sqabs	d27, d3
	sqabs	d9, d25
	sqabs	d18, d18
	sqabs	d19, d11
	sqabs	h15, h5
	sqabs	h29, h14
	sqabs	h1, h11
	sqabs	h8, h19
	sqabs	s13, s0
	sqabs	s6, s31
	sqabs	s17, s19
	sqabs	s17, s8
	sqabs	v2.16b, v8.16b
	sqabs	v3.16b, v14.16b
	sqabs	v28.16b, v15.16b
	sqabs	v17.16b, v29.16b
	sqabs	v2.2d, v11.2d
	sqabs	v21.2d, v16.2d
	sqabs	v0.2d, v20.2d
	sqabs	v3.2d, v9.2d
	sqabs	v9.2s, v31.2s
	sqabs	v6.2s, v17.2s
	sqabs	v3.2s, v21.2s
	sqabs	v6.2s, v24.2s
	sqabs	v30.4h, v18.4h
	sqabs	v26.4h, v5.4h
	sqabs	v16.4h, v2.4h
	sqabs	v19.4h, v13.4h
	sqabs	v21.4s, v5.4s
	sqabs	v3.4s, v1.4s
	sqabs	v0.4s, v23.4s
	sqabs	v22.4s, v14.4s
	sqabs	v30.8b, v12.8b
	sqabs	v20.8b, v9.8b
	sqabs	v18.8b, v14.8b
	sqabs	v31.8b, v10.8b
	sqabs	v4.8h, v16.8h
	sqabs	v18.8h, v19.8h
	sqabs	v30.8h, v9.8h
	sqabs	v25.8h, v27.8h
	sqadd	b0, b25, b29
	sqadd	b15, b7, b19
	sqadd	b3, b19, b30
	sqadd	b23, b13, b13
	sqadd	d29, d27, d5
	sqadd	d22, d14, d11
	sqadd	d13, d21, d10
	sqadd	d20, d0, d25
	sqadd	h20, h27, h17
	sqadd	h19, h25, h19
	sqadd	h31, h1, h27
	sqadd	h29, h16, h15
	sqadd	s2, s29, s27
	sqadd	s8, s22, s2
	sqadd	s8, s18, s24
	sqadd	s1, s11, s10
	sqadd	v16.16b, v10.16b, v3.16b
	sqadd	v1.16b, v6.16b, v15.16b
	sqadd	v14.16b, v16.16b, v28.16b
	sqadd	v7.16b, v2.16b, v29.16b
	sqadd	v3.2d, v11.2d, v8.2d
	sqadd	v8.2d, v10.2d, v22.2d
	sqadd	v24.2d, v14.2d, v10.2d
	sqadd	v29.2d, v16.2d, v28.2d
	sqadd	v25.2s, v6.2s, v20.2s
	sqadd	v30.2s, v22.2s, v24.2s
	sqadd	v4.2s, v7.2s, v31.2s
	sqadd	v10.2s, v27.2s, v27.2s
	sqadd	v7.4h, v29.4h, v14.4h
	sqadd	v22.4h, v5.4h, v6.4h
	sqadd	v12.4h, v9.4h, v27.4h
	sqadd	v25.4h, v6.4h, v25.4h
	sqadd	v8.4s, v25.4s, v9.4s
	sqadd	v28.4s, v25.4s, v25.4s
	sqadd	v21.4s, v30.4s, v0.4s
	sqadd	v22.4s, v8.4s, v18.4s
	sqadd	v6.8b, v28.8b, v9.8b
	sqadd	v9.8b, v19.8b, v4.8b
	sqadd	v11.8b, v7.8b, v26.8b
	sqadd	v26.8b, v21.8b, v24.8b
	sqadd	v11.8h, v5.8h, v27.8h
	sqadd	v21.8h, v30.8h, v29.8h
	sqadd	v30.8h, v0.8h, v22.8h
	sqadd	v19.8h, v14.8h, v23.8h
	sqdmlal	s8, h15, v7.h[2]
	sqdmlal	s3, h6, v1.h[5]
	sqdmlal	s18, h18, v14.h[5]
	sqdmlal	s1, h5, v0.h[1]
	sqdmlal	d5, s12, v14.s[2]
	sqdmlal	d14, s24, v3.s[1]
	sqdmlal	d21, s7, v16.s[1]
	sqdmlal	d17, s29, v17.s[2]
	sqdmlal	v24.2d, v30.2s, v3.s[0]
	sqdmlal	v4.2d, v31.2s, v13.s[1]
	sqdmlal	v11.2d, v23.2s, v8.s[1]
	sqdmlal	v9.2d, v2.2s, v12.s[3]
	sqdmlal2	v0.2d, v3.4s, v18.s[1]
	sqdmlal2	v25.2d, v30.4s, v23.s[1]
	sqdmlal2	v18.2d, v3.4s, v11.s[1]
	sqdmlal2	v20.2d, v18.4s, v8.s[2]
	sqdmlal	v15.4s, v27.4h, v6.h[7]
	sqdmlal	v18.4s, v24.4h, v7.h[6]
	sqdmlal	v22.4s, v16.4h, v15.h[3]
	sqdmlal	v2.4s, v8.4h, v14.h[3]
	sqdmlal2	v23.4s, v5.8h, v6.h[6]
	sqdmlal2	v24.4s, v15.8h, v0.h[7]
	sqdmlal2	v8.4s, v3.8h, v8.h[2]
	sqdmlal2	v25.4s, v7.8h, v7.h[1]
	sqdmlal	s0, h9, h30
	sqdmlal	s9, h10, h9
	sqdmlal	s25, h8, h17
	sqdmlal	s3, h20, h7
	sqdmlal	d30, s24, s19
	sqdmlal	d12, s2, s22
	sqdmlal	d12, s21, s16
	sqdmlal	d21, s9, s27
	sqdmlal	v12.2d, v24.2s, v22.2s
	sqdmlal	v20.2d, v26.2s, v3.2s
	sqdmlal	v18.2d, v21.2s, v21.2s
	sqdmlal	v11.2d, v27.2s, v16.2s
	sqdmlal2	v29.2d, v17.4s, v26.4s
	sqdmlal2	v20.2d, v20.4s, v20.4s
	sqdmlal2	v12.2d, v19.4s, v22.4s
	sqdmlal2	v14.2d, v31.4s, v5.4s
	sqdmlal	v24.4s, v5.4h, v0.4h
	sqdmlal	v17.4s, v3.4h, v29.4h
	sqdmlal	v1.4s, v23.4h, v11.4h
	sqdmlal	v10.4s, v3.4h, v25.4h
	sqdmlal2	v21.4s, v2.8h, v31.8h
	sqdmlal2	v30.4s, v28.8h, v9.8h
	sqdmlal2	v6.4s, v2.8h, v27.8h
	sqdmlal2	v20.4s, v23.8h, v18.8h
	sqdmlsl	s1, h31, v2.h[3]
	sqdmlsl	s30, h17, v4.h[7]
	sqdmlsl	s5, h2, v6.h[5]
	sqdmlsl	s2, h27, v13.h[0]
	sqdmlsl	d13, s19, v4.s[0]
	sqdmlsl	d18, s7, v14.s[1]
	sqdmlsl	d30, s2, v14.s[3]
	sqdmlsl	d4, s27, v8.s[0]
	sqdmlsl	v7.2d, v6.2s, v18.s[3]
	sqdmlsl	v8.2d, v31.2s, v9.s[0]
	sqdmlsl	v0.2d, v18.2s, v16.s[2]
	sqdmlsl	v6.2d, v12.2s, v18.s[1]
	sqdmlsl2	v24.2d, v6.4s, v0.s[0]
	sqdmlsl2	v8.2d, v12.4s, v11.s[0]
	sqdmlsl2	v10.2d, v14.4s, v8.s[2]
	sqdmlsl2	v18.2d, v31.4s, v16.s[2]
	sqdmlsl	v24.4s, v0.4h, v7.h[5]
	sqdmlsl	v23.4s, v3.4h, v4.h[6]
	sqdmlsl	v21.4s, v9.4h, v12.h[4]
	sqdmlsl	v6.4s, v2.4h, v12.h[3]
	sqdmlsl2	v1.4s, v27.8h, v9.h[6]
	sqdmlsl2	v17.4s, v12.8h, v3.h[2]
	sqdmlsl2	v28.4s, v26.8h, v5.h[4]
	sqdmlsl2	v12.4s, v0.8h, v4.h[0]
	sqdmlsl	s19, h27, h23
	sqdmlsl	s4, h9, h18
	sqdmlsl	s4, h21, h5
	sqdmlsl	s24, h1, h22
	sqdmlsl	d31, s19, s0
	sqdmlsl	d19, s30, s23
	sqdmlsl	d23, s11, s13
	sqdmlsl	d8, s19, s25
	sqdmlsl	v21.2d, v25.2s, v22.2s
	sqdmlsl	v19.2d, v29.2s, v7.2s
	sqdmlsl	v11.2d, v1.2s, v29.2s
	sqdmlsl	v3.2d, v2.2s, v5.2s
	sqdmlsl2	v28.2d, v21.4s, v14.4s
	sqdmlsl2	v26.2d, v5.4s, v7.4s
	sqdmlsl2	v14.2d, v28.4s, v26.4s
	sqdmlsl2	v10.2d, v19.4s, v8.4s
	sqdmlsl	v5.4s, v7.4h, v15.4h
	sqdmlsl	v18.4s, v5.4h, v15.4h
	sqdmlsl	v6.4s, v12.4h, v24.4h
	sqdmlsl	v4.4s, v28.4h, v9.4h
	sqdmlsl2	v2.4s, v25.8h, v0.8h
	sqdmlsl2	v9.4s, v27.8h, v31.8h
	sqdmlsl2	v2.4s, v12.8h, v16.8h
	sqdmlsl2	v27.4s, v23.8h, v25.8h
	sqdmulh	h5, h24, v15.h[4]
	sqdmulh	h20, h26, v4.h[2]
	sqdmulh	h14, h24, v5.h[2]
	sqdmulh	h27, h28, v3.h[2]
	sqdmulh	s3, s14, v23.s[0]
	sqdmulh	s1, s31, v7.s[1]
	sqdmulh	s2, s1, v25.s[1]
	sqdmulh	s28, s0, v7.s[1]
	sqdmulh	v30.2s, v10.2s, v6.s[2]
	sqdmulh	v17.2s, v29.2s, v29.s[3]
	sqdmulh	v14.2s, v27.2s, v21.s[3]
	sqdmulh	v13.2s, v11.2s, v23.s[2]
	sqdmulh	v15.4h, v17.4h, v2.h[1]
	sqdmulh	v7.4h, v6.4h, v13.h[0]
	sqdmulh	v13.4h, v28.4h, v2.h[0]
	sqdmulh	v24.4h, v14.4h, v8.h[2]
	sqdmulh	v30.4s, v20.4s, v12.s[3]
	sqdmulh	v12.4s, v0.4s, v6.s[3]
	sqdmulh	v3.4s, v4.4s, v19.s[2]
	sqdmulh	v3.4s, v31.4s, v3.s[2]
	sqdmulh	v1.8h, v26.8h, v5.h[0]
	sqdmulh	v7.8h, v2.8h, v9.h[1]
	sqdmulh	v9.8h, v0.8h, v11.h[0]
	sqdmulh	v15.8h, v23.8h, v7.h[4]
	sqdmulh	h17, h17, h8
	sqdmulh	h10, h24, h11
	sqdmulh	h4, h31, h31
	sqdmulh	h19, h28, h4
	sqdmulh	s10, s7, s27
	sqdmulh	s25, s26, s28
	sqdmulh	s8, s29, s30
	sqdmulh	s2, s12, s23
	sqdmulh	v8.2s, v11.2s, v16.2s
	sqdmulh	v8.2s, v26.2s, v0.2s
	sqdmulh	v12.2s, v0.2s, v28.2s
	sqdmulh	v21.2s, v20.2s, v8.2s
	sqdmulh	v2.4h, v26.4h, v16.4h
	sqdmulh	v7.4h, v30.4h, v19.4h
	sqdmulh	v28.4h, v25.4h, v14.4h
	sqdmulh	v24.4h, v10.4h, v5.4h
	sqdmulh	v26.4s, v21.4s, v16.4s
	sqdmulh	v1.4s, v12.4s, v17.4s
	sqdmulh	v18.4s, v17.4s, v18.4s
	sqdmulh	v19.4s, v14.4s, v24.4s
	sqdmulh	v16.8h, v29.8h, v23.8h
	sqdmulh	v9.8h, v26.8h, v4.8h
	sqdmulh	v22.8h, v15.8h, v23.8h
	sqdmulh	v9.8h, v24.8h, v23.8h
	sqdmull	s1, h26, v7.h[7]
	sqdmull	s12, h13, v10.h[7]
	sqdmull	s0, h17, v1.h[4]
	sqdmull	s4, h11, v0.h[0]
	sqdmull	d11, s28, v10.s[1]
	sqdmull	d2, s2, v28.s[0]
	sqdmull	d29, s14, v31.s[1]
	sqdmull	d0, s5, v18.s[1]
	sqdmull	v8.2d, v24.2s, v23.s[0]
	sqdmull	v21.2d, v25.2s, v7.s[0]
	sqdmull	v23.2d, v23.2s, v22.s[1]
	sqdmull	v21.2d, v15.2s, v1.s[1]
	sqdmull2	v25.2d, v9.4s, v28.s[1]
	sqdmull2	v26.2d, v12.4s, v21.s[3]
	sqdmull2	v2.2d, v8.4s, v0.s[0]
	sqdmull2	v19.2d, v29.4s, v4.s[3]
	sqdmull	v9.4s, v2.4h, v13.h[7]
	sqdmull	v24.4s, v7.4h, v10.h[7]
	sqdmull	v8.4s, v15.4h, v11.h[5]
	sqdmull	v13.4s, v22.4h, v5.h[2]
	sqdmull2	v30.4s, v24.8h, v6.h[7]
	sqdmull2	v27.4s, v28.8h, v15.h[0]
	sqdmull2	v12.4s, v8.8h, v8.h[0]
	sqdmull2	v11.4s, v28.8h, v14.h[7]
	sqdmull	s9, h14, h31
	sqdmull	s10, h25, h23
	sqdmull	s17, h16, h10
	sqdmull	s6, h29, h27
	sqdmull	d10, s20, s13
	sqdmull	d27, s9, s2
	sqdmull	d23, s13, s24
	sqdmull	d27, s17, s1
	sqdmull	v27.2d, v5.2s, v7.2s
	sqdmull	v0.2d, v3.2s, v7.2s
	sqdmull	v9.2d, v10.2s, v11.2s
	sqdmull	v11.2d, v3.2s, v19.2s
	sqdmull2	v8.2d, v29.4s, v12.4s
	sqdmull2	v27.2d, v19.4s, v10.4s
	sqdmull2	v20.2d, v18.4s, v10.4s
	sqdmull2	v20.2d, v12.4s, v20.4s
	sqdmull	v27.4s, v14.4h, v23.4h
	sqdmull	v12.4s, v0.4h, v23.4h
	sqdmull	v15.4s, v4.4h, v31.4h
	sqdmull	v19.4s, v12.4h, v15.4h
	sqdmull2	v5.4s, v1.8h, v29.8h
	sqdmull2	v4.4s, v11.8h, v15.8h
	sqdmull2	v0.4s, v21.8h, v15.8h
	sqdmull2	v24.4s, v1.8h, v12.8h
	sqneg	b17, b0
	sqneg	b21, b1
	sqneg	b21, b19
	sqneg	b24, b14
	sqneg	d10, d4
	sqneg	d31, d20
	sqneg	d11, d21
	sqneg	d17, d8
	sqneg	h13, h13
	sqneg	h29, h18
	sqneg	h4, h12
	sqneg	h5, h16
	sqneg	s30, s2
	sqneg	s28, s17
	sqneg	s24, s13
	sqneg	s29, s4
	sqneg	v5.16b, v22.16b
	sqneg	v27.16b, v8.16b
	sqneg	v21.16b, v18.16b
	sqneg	v11.16b, v31.16b
	sqneg	v29.2d, v22.2d
	sqneg	v26.2d, v26.2d
	sqneg	v31.2d, v27.2d
	sqneg	v22.2d, v26.2d
	sqneg	v26.2s, v13.2s
	sqneg	v21.2s, v24.2s
	sqneg	v30.2s, v1.2s
	sqneg	v4.2s, v13.2s
	sqneg	v2.4h, v5.4h
	sqneg	v14.4h, v5.4h
	sqneg	v23.4h, v10.4h
	sqneg	v20.4h, v13.4h
	sqneg	v7.4s, v16.4s
	sqneg	v31.4s, v14.4s
	sqneg	v21.4s, v18.4s
	sqneg	v4.4s, v28.4s
	sqneg	v12.8b, v10.8b
	sqneg	v15.8b, v0.8b
	sqneg	v3.8b, v13.8b
	sqneg	v31.8b, v17.8b
	sqneg	v12.8h, v14.8h
	sqneg	v24.8h, v18.8h
	sqneg	v28.8h, v17.8h
	sqneg	v17.8h, v9.8h
	sqrdmulh	h8, h2, v8.h[3]
	sqrdmulh	h11, h9, v7.h[7]
	sqrdmulh	h23, h29, v2.h[7]
	sqrdmulh	h10, h17, v11.h[0]
	sqrdmulh	s6, s28, v31.s[3]
	sqrdmulh	s22, s15, v23.s[2]
	sqrdmulh	s23, s14, v12.s[0]
	sqrdmulh	s12, s19, v17.s[2]
	sqrdmulh	v21.2s, v29.2s, v19.s[3]
	sqrdmulh	v25.2s, v9.2s, v26.s[0]
	sqrdmulh	v0.2s, v2.2s, v7.s[0]
	sqrdmulh	v27.2s, v18.2s, v4.s[0]
	sqrdmulh	v5.4h, v26.4h, v5.h[2]
	sqrdmulh	v29.4h, v24.4h, v13.h[7]
	sqrdmulh	v26.4h, v7.4h, v9.h[0]
	sqrdmulh	v25.4h, v28.4h, v15.h[0]
	sqrdmulh	v3.4s, v5.4s, v7.s[1]
	sqrdmulh	v20.4s, v0.4s, v25.s[2]
	sqrdmulh	v6.4s, v14.4s, v30.s[0]
	sqrdmulh	v12.4s, v31.4s, v24.s[3]
	sqrdmulh	v21.8h, v20.8h, v6.h[0]
	sqrdmulh	v0.8h, v4.8h, v15.h[2]
	sqrdmulh	v19.8h, v5.8h, v9.h[1]
	sqrdmulh	v23.8h, v26.8h, v9.h[0]
	sqrdmulh	h27, h19, h18
	sqrdmulh	h4, h26, h11
	sqrdmulh	h16, h10, h31
	sqrdmulh	h29, h25, h10
	sqrdmulh	s1, s9, s5
	sqrdmulh	s6, s20, s16
	sqrdmulh	s11, s1, s27
	sqrdmulh	s5, s23, s29
	sqrdmulh	v16.2s, v20.2s, v15.2s
	sqrdmulh	v20.2s, v16.2s, v31.2s
	sqrdmulh	v18.2s, v31.2s, v27.2s
	sqrdmulh	v13.2s, v18.2s, v31.2s
	sqrdmulh	v19.4h, v8.4h, v12.4h
	sqrdmulh	v2.4h, v8.4h, v21.4h
	sqrdmulh	v23.4h, v24.4h, v0.4h
	sqrdmulh	v29.4h, v28.4h, v8.4h
	sqrdmulh	v10.4s, v12.4s, v25.4s
	sqrdmulh	v29.4s, v11.4s, v18.4s
	sqrdmulh	v23.4s, v8.4s, v1.4s
	sqrdmulh	v19.4s, v29.4s, v17.4s
	sqrdmulh	v20.8h, v20.8h, v4.8h
	sqrdmulh	v28.8h, v22.8h, v13.8h
	sqrdmulh	v29.8h, v28.8h, v3.8h
	sqrdmulh	v15.8h, v19.8h, v15.8h
	sqrshl	b4, b13, b9
	sqrshl	b30, b8, b7
	sqrshl	b22, b4, b21
	sqrshl	b1, b29, b15
	sqrshl	d11, d9, d25
	sqrshl	d4, d24, d9
	sqrshl	d7, d1, d22
	sqrshl	d26, d19, d13
	sqrshl	h7, h26, h26
	sqrshl	h25, h31, h22
	sqrshl	h8, h10, h27
	sqrshl	h18, h31, h22
	sqrshl	s3, s8, s29
	sqrshl	s18, s20, s10
	sqrshl	s27, s0, s10
	sqrshl	s12, s0, s3
	sqrshl	v8.16b, v27.16b, v28.16b
	sqrshl	v7.16b, v2.16b, v16.16b
	sqrshl	v20.16b, v5.16b, v12.16b
	sqrshl	v24.16b, v5.16b, v21.16b
	sqrshl	v18.2d, v13.2d, v5.2d
	sqrshl	v17.2d, v18.2d, v21.2d
	sqrshl	v27.2d, v26.2d, v5.2d
	sqrshl	v1.2d, v1.2d, v9.2d
	sqrshl	v13.2s, v31.2s, v3.2s
	sqrshl	v12.2s, v14.2s, v14.2s
	sqrshl	v30.2s, v21.2s, v7.2s
	sqrshl	v1.2s, v27.2s, v17.2s
	sqrshl	v24.4h, v29.4h, v9.4h
	sqrshl	v15.4h, v7.4h, v4.4h
	sqrshl	v29.4h, v15.4h, v17.4h
	sqrshl	v9.4h, v9.4h, v21.4h
	sqrshl	v27.4s, v21.4s, v0.4s
	sqrshl	v7.4s, v10.4s, v8.4s
	sqrshl	v1.4s, v7.4s, v8.4s
	sqrshl	v15.4s, v26.4s, v5.4s
	sqrshl	v14.8b, v16.8b, v1.8b
	sqrshl	v8.8b, v13.8b, v4.8b
	sqrshl	v13.8b, v31.8b, v30.8b
	sqrshl	v14.8b, v22.8b, v27.8b
	sqrshl	v1.8h, v15.8h, v29.8h
	sqrshl	v16.8h, v6.8h, v11.8h
	sqrshl	v21.8h, v27.8h, v22.8h
	sqrshl	v11.8h, v9.8h, v3.8h
	sqrshrn	b14, h6, #8
	sqrshrn	b4, h14, #4
	sqrshrn	b8, h28, #4
	sqrshrn	b28, h22, #6
	sqrshrn	h14, s29, #1
	sqrshrn	h30, s20, #13
	sqrshrn	h23, s26, #7
	sqrshrn	h2, s28, #15
	sqrshrn	s13, d28, #7
	sqrshrn	s8, d11, #32
	sqrshrn	s26, d30, #12
	sqrshrn	s6, d14, #26
	sqrshrn	v20.2s, v12.2d, #4
	sqrshrn	v9.2s, v18.2d, #32
	sqrshrn	v3.2s, v17.2d, #1
	sqrshrn	v18.2s, v22.2d, #25
	sqrshrn2	v9.4s, v3.2d, #14
	sqrshrn2	v4.4s, v26.2d, #3
	sqrshrn2	v8.4s, v1.2d, #30
	sqrshrn2	v16.4s, v13.2d, #1
	sqrshrn	v27.4h, v13.4s, #2
	sqrshrn	v30.4h, v17.4s, #8
	sqrshrn	v10.4h, v3.4s, #3
	sqrshrn	v6.4h, v13.4s, #1
	sqrshrn2	v31.8h, v13.4s, #1
	sqrshrn2	v0.8h, v24.4s, #5
	sqrshrn2	v2.8h, v24.4s, #14
	sqrshrn2	v23.8h, v8.4s, #1
	sqrshrn	v22.8b, v26.8h, #1
	sqrshrn	v1.8b, v31.8h, #4
	sqrshrn	v22.8b, v17.8h, #7
	sqrshrn	v16.8b, v8.8h, #7
	sqrshrn2	v31.16b, v25.8h, #8
	sqrshrn2	v29.16b, v7.8h, #2
	sqrshrn2	v17.16b, v4.8h, #3
	sqrshrn2	v10.16b, v24.8h, #2
	sqrshrun	b10, h0, #4
	sqrshrun	b10, h0, #1
	sqrshrun	b23, h31, #8
	sqrshrun	b25, h21, #4
	sqrshrun	h6, s29, #1
	sqrshrun	h21, s29, #13
	sqrshrun	h3, s2, #9
	sqrshrun	h9, s18, #1
	sqrshrun	s12, d15, #2
	sqrshrun	s27, d22, #25
	sqrshrun	s12, d10, #23
	sqrshrun	s9, d17, #25
	sqrshrun	v22.2s, v25.2d, #30
	sqrshrun	v10.2s, v23.2d, #3
	sqrshrun	v12.2s, v19.2d, #4
	sqrshrun	v9.2s, v10.2d, #24
	sqrshrun2	v9.4s, v8.2d, #1
	sqrshrun2	v30.4s, v26.2d, #6
	sqrshrun2	v28.4s, v25.2d, #12
	sqrshrun2	v22.4s, v7.2d, #9
	sqrshrun	v13.4h, v13.4s, #12
	sqrshrun	v10.4h, v12.4s, #1
	sqrshrun	v15.4h, v18.4s, #2
	sqrshrun	v10.4h, v1.4s, #9
	sqrshrun2	v28.8h, v30.4s, #15
	sqrshrun2	v5.8h, v31.4s, #2
	sqrshrun2	v15.8h, v15.4s, #9
	sqrshrun2	v8.8h, v15.4s, #2
	sqrshrun	v17.8b, v17.8h, #8
	sqrshrun	v6.8b, v19.8h, #5
	sqrshrun	v15.8b, v11.8h, #1
	sqrshrun	v4.8b, v16.8h, #2
	sqrshrun2	v25.16b, v31.8h, #1
	sqrshrun2	v3.16b, v7.8h, #4
	sqrshrun2	v3.16b, v7.8h, #7
	sqrshrun2	v17.16b, v26.8h, #8
	sqshlu	b31, b3, #4
	sqshlu	b7, b28, #4
	sqshlu	b18, b9, #1
	sqshlu	b29, b12, #2
	sqshlu	d9, d23, #1
	sqshlu	d5, d18, #12
	sqshlu	d28, d30, #50
	sqshlu	d10, d19, #61
	sqshlu	h25, h28, #5
	sqshlu	h19, h2, #10
	sqshlu	h8, h27, #6
	sqshlu	h3, h17, #13
	sqshlu	s28, s9, #17
	sqshlu	s8, s3, #0
	sqshlu	s15, s18, #0
	sqshlu	s0, s24, #3
	sqshlu	v22.16b, v25.16b, #3
	sqshlu	v14.16b, v28.16b, #7
	sqshlu	v31.16b, v24.16b, #1
	sqshlu	v30.16b, v22.16b, #0
	sqshlu	v12.2d, v31.2d, #6
	sqshlu	v27.2d, v5.2d, #0
	sqshlu	v23.2d, v7.2d, #15
	sqshlu	v6.2d, v23.2d, #26
	sqshlu	v18.2s, v4.2s, #31
	sqshlu	v11.2s, v10.2s, #0
	sqshlu	v5.2s, v7.2s, #1
	sqshlu	v27.2s, v15.2s, #18
	sqshlu	v23.4h, v27.4h, #13
	sqshlu	v26.4h, v26.4h, #14
	sqshlu	v8.4h, v5.4h, #0
	sqshlu	v19.4h, v2.4h, #10
	sqshlu	v12.4s, v27.4s, #0
	sqshlu	v27.4s, v24.4s, #31
	sqshlu	v25.4s, v4.4s, #15
	sqshlu	v23.4s, v10.4s, #6
	sqshlu	v23.8b, v30.8b, #2
	sqshlu	v29.8b, v25.8b, #1
	sqshlu	v9.8b, v3.8b, #5
	sqshlu	v16.8b, v26.8b, #1
	sqshlu	v31.8h, v20.8h, #1
	sqshlu	v10.8h, v4.8h, #8
	sqshlu	v28.8h, v23.8h, #12
	sqshlu	v3.8h, v3.8h, #7
	sqshl	b19, b9, #0
	sqshl	b25, b25, #2
	sqshl	b5, b27, #7
	sqshl	b24, b12, #7
	sqshl	d20, d17, #22
	sqshl	d9, d8, #63
	sqshl	d31, d6, #1
	sqshl	d18, d12, #1
	sqshl	h0, h29, #1
	sqshl	h25, h17, #2
	sqshl	h18, h7, #15
	sqshl	h8, h28, #3
	sqshl	s9, s0, #30
	sqshl	s0, s8, #16
	sqshl	s9, s14, #31
	sqshl	s10, s17, #5
	sqshl	v29.16b, v6.16b, #7
	sqshl	v24.16b, v18.16b, #5
	sqshl	v11.16b, v6.16b, #6
	sqshl	v3.16b, v4.16b, #1
	sqshl	v1.2d, v24.2d, #12
	sqshl	v22.2d, v29.2d, #16
	sqshl	v31.2d, v4.2d, #37
	sqshl	v31.2d, v15.2d, #49
	sqshl	v23.2s, v28.2s, #29
	sqshl	v6.2s, v9.2s, #28
	sqshl	v0.2s, v23.2s, #5
	sqshl	v3.2s, v3.2s, #24
	sqshl	v8.4h, v11.4h, #0
	sqshl	v6.4h, v8.4h, #1
	sqshl	v22.4h, v28.4h, #8
	sqshl	v26.4h, v27.4h, #14
	sqshl	v11.4s, v12.4s, #17
	sqshl	v18.4s, v6.4s, #1
	sqshl	v30.4s, v27.4s, #5
	sqshl	v20.4s, v14.4s, #2
	sqshl	v12.8b, v30.8b, #3
	sqshl	v27.8b, v14.8b, #7
	sqshl	v5.8b, v30.8b, #6
	sqshl	v8.8b, v30.8b, #7
	sqshl	v24.8h, v1.8h, #15
	sqshl	v20.8h, v7.8h, #13
	sqshl	v23.8h, v18.8h, #6
	sqshl	v10.8h, v9.8h, #9
	sqshl	b12, b25, b6
	sqshl	b7, b25, b10
	sqshl	b17, b29, b14
	sqshl	b18, b1, b31
	sqshl	d6, d1, d5
	sqshl	d19, d18, d0
	sqshl	d22, d24, d24
	sqshl	d23, d28, d31
	sqshl	h10, h22, h16
	sqshl	h2, h30, h6
	sqshl	h9, h27, h31
	sqshl	h13, h30, h4
	sqshl	s6, s20, s19
	sqshl	s9, s20, s20
	sqshl	s18, s1, s0
	sqshl	s25, s11, s18
	sqshl	v27.16b, v16.16b, v16.16b
	sqshl	v5.16b, v1.16b, v30.16b
	sqshl	v18.16b, v0.16b, v18.16b
	sqshl	v24.16b, v9.16b, v6.16b
	sqshl	v11.2d, v15.2d, v14.2d
	sqshl	v31.2d, v13.2d, v19.2d
	sqshl	v15.2d, v27.2d, v13.2d
	sqshl	v26.2d, v16.2d, v29.2d
	sqshl	v22.2s, v29.2s, v13.2s
	sqshl	v1.2s, v17.2s, v4.2s
	sqshl	v5.2s, v2.2s, v27.2s
	sqshl	v16.2s, v30.2s, v12.2s
	sqshl	v22.4h, v1.4h, v27.4h
	sqshl	v27.4h, v13.4h, v11.4h
	sqshl	v1.4h, v8.4h, v6.4h
	sqshl	v5.4h, v20.4h, v21.4h
	sqshl	v30.4s, v11.4s, v10.4s
	sqshl	v15.4s, v0.4s, v25.4s
	sqshl	v24.4s, v0.4s, v27.4s
	sqshl	v29.4s, v22.4s, v10.4s
	sqshl	v2.8b, v2.8b, v1.8b
	sqshl	v14.8b, v29.8b, v0.8b
	sqshl	v7.8b, v14.8b, v14.8b
	sqshl	v26.8b, v16.8b, v24.8b
	sqshl	v0.8h, v8.8h, v6.8h
	sqshl	v0.8h, v11.8h, v18.8h
	sqshl	v1.8h, v31.8h, v4.8h
	sqshl	v6.8h, v24.8h, v21.8h
	sqshrn	b19, h27, #5
	sqshrn	b9, h22, #1
	sqshrn	b28, h27, #1
	sqshrn	b8, h14, #4
	sqshrn	h25, s25, #12
	sqshrn	h5, s2, #11
	sqshrn	h3, s25, #3
	sqshrn	h8, s2, #16
	sqshrn	s13, d14, #17
	sqshrn	s9, d14, #8
	sqshrn	s31, d24, #8
	sqshrn	s10, d17, #10
	sqshrn	v14.2s, v23.2d, #1
	sqshrn	v31.2s, v22.2d, #13
	sqshrn	v20.2s, v24.2d, #3
	sqshrn	v17.2s, v16.2d, #30
	sqshrn2	v28.4s, v22.2d, #27
	sqshrn2	v4.4s, v16.2d, #1
	sqshrn2	v11.4s, v18.2d, #28
	sqshrn2	v29.4s, v28.2d, #8
	sqshrn	v14.4h, v24.4s, #11
	sqshrn	v21.4h, v21.4s, #16
	sqshrn	v18.4h, v17.4s, #13
	sqshrn	v25.4h, v13.4s, #11
	sqshrn2	v7.8h, v28.4s, #4
	sqshrn2	v2.8h, v7.4s, #1
	sqshrn2	v9.8h, v9.4s, #10
	sqshrn2	v29.8h, v4.4s, #16
	sqshrn	v7.8b, v22.8h, #3
	sqshrn	v8.8b, v0.8h, #1
	sqshrn	v17.8b, v18.8h, #5
	sqshrn	v4.8b, v27.8h, #4
	sqshrn2	v6.16b, v10.8h, #2
	sqshrn2	v19.16b, v17.8h, #4
	sqshrn2	v22.16b, v6.8h, #1
	sqshrn2	v15.16b, v30.8h, #3
	sqshrun	b27, h20, #1
	sqshrun	b20, h13, #3
	sqshrun	b0, h7, #8
	sqshrun	b18, h18, #3
	sqshrun	h26, s1, #9
	sqshrun	h2, s20, #15
	sqshrun	h27, s13, #2
	sqshrun	h12, s26, #1
	sqshrun	s7, d3, #7
	sqshrun	s25, d8, #32
	sqshrun	s11, d3, #1
	sqshrun	s20, d13, #18
	sqshrun	v19.2s, v1.2d, #32
	sqshrun	v21.2s, v22.2d, #13
	sqshrun	v22.2s, v25.2d, #1
	sqshrun	v0.2s, v13.2d, #1
	sqshrun2	v18.4s, v10.2d, #32
	sqshrun2	v27.4s, v1.2d, #4
	sqshrun2	v13.4s, v18.2d, #1
	sqshrun2	v24.4s, v18.2d, #10
	sqshrun	v2.4h, v5.4s, #1
	sqshrun	v18.4h, v13.4s, #16
	sqshrun	v18.4h, v3.4s, #7
	sqshrun	v30.4h, v3.4s, #3
	sqshrun2	v15.8h, v21.4s, #12
	sqshrun2	v10.8h, v25.4s, #10
	sqshrun2	v1.8h, v16.4s, #7
	sqshrun2	v19.8h, v31.4s, #16
	sqshrun	v18.8b, v26.8h, #8
	sqshrun	v22.8b, v6.8h, #2
	sqshrun	v18.8b, v3.8h, #1
	sqshrun	v4.8b, v16.8h, #4
	sqshrun2	v11.16b, v18.8h, #2
	sqshrun2	v13.16b, v1.8h, #4
	sqshrun2	v4.16b, v20.8h, #6
	sqshrun2	v7.16b, v16.8h, #1
	sqsub	b19, b31, b4
	sqsub	b20, b6, b28
	sqsub	b25, b19, b31
	sqsub	b7, b4, b16
	sqsub	d6, d30, d14
	sqsub	d9, d31, d23
	sqsub	d29, d3, d8
	sqsub	d31, d22, d28
	sqsub	h14, h23, h31
	sqsub	h10, h12, h1
	sqsub	h7, h10, h8
	sqsub	h24, h26, h5
	sqsub	s24, s0, s23
	sqsub	s25, s15, s30
	sqsub	s15, s22, s19
	sqsub	s12, s9, s28
	sqsub	v4.16b, v6.16b, v20.16b
	sqsub	v31.16b, v26.16b, v2.16b
	sqsub	v17.16b, v11.16b, v17.16b
	sqsub	v6.16b, v6.16b, v1.16b
	sqsub	v10.2d, v29.2d, v15.2d
	sqsub	v28.2d, v22.2d, v8.2d
	sqsub	v12.2d, v28.2d, v21.2d
	sqsub	v0.2d, v1.2d, v24.2d
	sqsub	v10.2s, v8.2s, v16.2s
	sqsub	v16.2s, v15.2s, v15.2s
	sqsub	v9.2s, v4.2s, v25.2s
	sqsub	v18.2s, v25.2s, v6.2s
	sqsub	v14.4h, v24.4h, v30.4h
	sqsub	v15.4h, v18.4h, v8.4h
	sqsub	v7.4h, v17.4h, v11.4h
	sqsub	v17.4h, v7.4h, v3.4h
	sqsub	v24.4s, v4.4s, v30.4s
	sqsub	v6.4s, v2.4s, v28.4s
	sqsub	v1.4s, v26.4s, v20.4s
	sqsub	v15.4s, v14.4s, v11.4s
	sqsub	v26.8b, v25.8b, v10.8b
	sqsub	v25.8b, v12.8b, v19.8b
	sqsub	v23.8b, v3.8b, v23.8b
	sqsub	v13.8b, v15.8b, v22.8b
	sqsub	v15.8h, v30.8h, v4.8h
	sqsub	v9.8h, v0.8h, v22.8h
	sqsub	v9.8h, v4.8h, v30.8h
	sqsub	v22.8h, v15.8h, v30.8h
	sqxtn	b10, h29
	sqxtn	b20, h5
	sqxtn	b18, h27
	sqxtn	b8, h13
	sqxtn	h8, s26
	sqxtn	h31, s17
	sqxtn	h5, s24
	sqxtn	h28, s15
	sqxtn	s14, d3
	sqxtn	s26, d11
	sqxtn	s31, d1
	sqxtn	s12, d12
	sqxtn	v7.2s, v29.2d
	sqxtn	v21.2s, v0.2d
	sqxtn	v13.2s, v3.2d
	sqxtn	v12.2s, v4.2d
	sqxtn2	v8.4s, v13.2d
	sqxtn2	v22.4s, v10.2d
	sqxtn2	v28.4s, v24.2d
	sqxtn2	v9.4s, v0.2d
	sqxtn	v27.4h, v26.4s
	sqxtn	v6.4h, v8.4s
	sqxtn	v31.4h, v18.4s
	sqxtn	v16.4h, v6.4s
	sqxtn2	v6.8h, v19.4s
	sqxtn2	v0.8h, v17.4s
	sqxtn2	v15.8h, v13.4s
	sqxtn2	v14.8h, v14.4s
	sqxtn	v15.8b, v7.8h
	sqxtn	v28.8b, v7.8h
	sqxtn	v3.8b, v18.8h
	sqxtn	v31.8b, v11.8h
	sqxtn2	v21.16b, v17.8h
	sqxtn2	v20.16b, v15.8h
	sqxtn2	v20.16b, v19.8h
	sqxtn2	v15.16b, v4.8h
	sqxtun	b18, h26
	sqxtun	b19, h1
	sqxtun	b31, h29
	sqxtun	b29, h3
	sqxtun	h2, s7
	sqxtun	h6, s26
	sqxtun	h26, s23
	sqxtun	h27, s14
	sqxtun	s13, d6
	sqxtun	s6, d11
	sqxtun	s17, d12
	sqxtun	s5, d14
	sqxtun	v22.2s, v25.2d
	sqxtun	v26.2s, v4.2d
	sqxtun	v31.2s, v7.2d
	sqxtun	v6.2s, v28.2d
	sqxtun2	v17.4s, v17.2d
	sqxtun2	v20.4s, v16.2d
	sqxtun2	v3.4s, v21.2d
	sqxtun2	v5.4s, v31.2d
	sqxtun	v14.4h, v10.4s
	sqxtun	v24.4h, v1.4s
	sqxtun	v26.4h, v7.4s
	sqxtun	v28.4h, v8.4s
	sqxtun2	v31.8h, v13.4s
	sqxtun2	v20.8h, v5.4s
	sqxtun2	v25.8h, v9.4s
	sqxtun2	v11.8h, v18.4s
	sqxtun	v27.8b, v23.8h
	sqxtun	v16.8b, v30.8h
	sqxtun	v24.8b, v20.8h
	sqxtun	v22.8b, v27.8h
	sqxtun2	v28.16b, v26.8h
	sqxtun2	v21.16b, v31.8h
	sqxtun2	v19.16b, v30.8h
	sqxtun2	v1.16b, v17.8h
	srhadd	v11.16b, v14.16b, v13.16b
	srhadd	v7.16b, v4.16b, v17.16b
	srhadd	v7.16b, v16.16b, v28.16b
	srhadd	v12.16b, v27.16b, v17.16b
	srhadd	v16.2s, v13.2s, v16.2s
	srhadd	v27.2s, v26.2s, v0.2s
	srhadd	v17.2s, v14.2s, v25.2s
	srhadd	v12.2s, v20.2s, v20.2s
	srhadd	v13.4h, v18.4h, v22.4h
	srhadd	v14.4h, v0.4h, v23.4h
	srhadd	v20.4h, v21.4h, v22.4h
	srhadd	v26.4h, v31.4h, v29.4h
	srhadd	v7.4s, v4.4s, v19.4s
	srhadd	v23.4s, v17.4s, v27.4s
	srhadd	v29.4s, v19.4s, v21.4s
	srhadd	v9.4s, v15.4s, v3.4s
	srhadd	v30.8b, v15.8b, v31.8b
	srhadd	v26.8b, v17.8b, v3.8b
	srhadd	v16.8b, v2.8b, v31.8b
	srhadd	v24.8b, v21.8b, v24.8b
	srhadd	v7.8h, v20.8h, v9.8h
	srhadd	v9.8h, v18.8h, v22.8h
	srhadd	v13.8h, v31.8h, v8.8h
	srhadd	v17.8h, v22.8h, v29.8h
	sri	d29, d23, #8
	sri	d22, d13, #1
	sri	d13, d28, #24
	sri	d7, d20, #1
	sri	v25.16b, v20.16b, #3
	sri	v31.16b, v30.16b, #6
	sri	v15.16b, v14.16b, #8
	sri	v30.16b, v12.16b, #1
	sri	v24.2d, v11.2d, #51
	sri	v17.2d, v14.2d, #32
	sri	v27.2d, v17.2d, #50
	sri	v20.2d, v8.2d, #35
	sri	v17.2s, v0.2s, #1
	sri	v21.2s, v12.2s, #1
	sri	v17.2s, v6.2s, #19
	sri	v16.2s, v15.2s, #1
	sri	v9.4h, v1.4h, #2
	sri	v26.4h, v26.4h, #1
	sri	v14.4h, v2.4h, #1
	sri	v28.4h, v17.4h, #11
	sri	v5.4s, v14.4s, #2
	sri	v12.4s, v24.4s, #1
	sri	v17.4s, v4.4s, #31
	sri	v12.4s, v15.4s, #19
	sri	v27.8b, v9.8b, #7
	sri	v21.8b, v16.8b, #4
	sri	v3.8b, v14.8b, #6
	sri	v0.8b, v14.8b, #1
	sri	v26.8h, v27.8h, #11
	sri	v19.8h, v0.8h, #14
	sri	v17.8h, v9.8h, #12
	sri	v0.8h, v11.8h, #12
	srshl	d19, d21, d9
	srshl	d17, d5, d11
	srshl	d14, d4, d0
	srshl	d7, d30, d6
	srshl	v11.16b, v8.16b, v3.16b
	srshl	v6.16b, v11.16b, v3.16b
	srshl	v22.16b, v15.16b, v18.16b
	srshl	v30.16b, v27.16b, v7.16b
	srshl	v5.2d, v8.2d, v25.2d
	srshl	v9.2d, v28.2d, v25.2d
	srshl	v21.2d, v1.2d, v2.2d
	srshl	v3.2d, v30.2d, v21.2d
	srshl	v31.2s, v17.2s, v27.2s
	srshl	v17.2s, v22.2s, v0.2s
	srshl	v16.2s, v20.2s, v22.2s
	srshl	v21.2s, v29.2s, v7.2s
	srshl	v21.4h, v27.4h, v0.4h
	srshl	v18.4h, v4.4h, v19.4h
	srshl	v27.4h, v10.4h, v6.4h
	srshl	v31.4h, v8.4h, v14.4h
	srshl	v20.4s, v5.4s, v16.4s
	srshl	v24.4s, v7.4s, v17.4s
	srshl	v21.4s, v15.4s, v30.4s
	srshl	v1.4s, v20.4s, v30.4s
	srshl	v15.8b, v27.8b, v31.8b
	srshl	v13.8b, v7.8b, v1.8b
	srshl	v13.8b, v30.8b, v2.8b
	srshl	v6.8b, v1.8b, v16.8b
	srshl	v22.8h, v16.8h, v10.8h
	srshl	v28.8h, v3.8h, v14.8h
	srshl	v11.8h, v25.8h, v20.8h
	srshl	v10.8h, v3.8h, v6.8h
	srshr	d13, d22, #40
	srshr	d22, d6, #63
	srshr	d23, d15, #61
	srshr	d22, d15, #35
	srshr	v26.16b, v20.16b, #3
	srshr	v28.16b, v19.16b, #1
	srshr	v13.16b, v31.16b, #2
	srshr	v4.16b, v29.16b, #5
	srshr	v9.2d, v12.2d, #24
	srshr	v14.2d, v23.2d, #1
	srshr	v31.2d, v0.2d, #35
	srshr	v28.2d, v23.2d, #26
	srshr	v27.2s, v2.2s, #1
	srshr	v5.2s, v22.2s, #17
	srshr	v13.2s, v0.2s, #17
	srshr	v1.2s, v27.2s, #9
	srshr	v23.4h, v6.4h, #6
	srshr	v20.4h, v26.4h, #5
	srshr	v21.4h, v12.4h, #15
	srshr	v15.4h, v18.4h, #1
	srshr	v18.4s, v25.4s, #19
	srshr	v31.4s, v0.4s, #14
	srshr	v22.4s, v8.4s, #14
	srshr	v19.4s, v27.4s, #16
	srshr	v29.8b, v6.8b, #6
	srshr	v30.8b, v14.8b, #4
	srshr	v17.8b, v12.8b, #1
	srshr	v10.8b, v1.8b, #1
	srshr	v18.8h, v6.8h, #16
	srshr	v4.8h, v9.8h, #11
	srshr	v10.8h, v4.8h, #3
	srshr	v20.8h, v21.8h, #12
	srsra	d2, d17, #1
	srsra	d3, d1, #58
	srsra	d17, d26, #47
	srsra	d10, d28, #42
	srsra	v3.16b, v16.16b, #6
	srsra	v9.16b, v23.16b, #5
	srsra	v21.16b, v4.16b, #2
	srsra	v9.16b, v9.16b, #1
	srsra	v10.2d, v25.2d, #56
	srsra	v6.2d, v21.2d, #34
	srsra	v5.2d, v15.2d, #51
	srsra	v10.2d, v22.2d, #1
	srsra	v9.2s, v5.2s, #1
	srsra	v9.2s, v7.2s, #8
	srsra	v12.2s, v23.2s, #22
	srsra	v21.2s, v27.2s, #9
	srsra	v17.4h, v4.4h, #4
	srsra	v13.4h, v2.4h, #6
	srsra	v26.4h, v30.4h, #6
	srsra	v10.4h, v7.4h, #2
	srsra	v4.4s, v26.4s, #8
	srsra	v8.4s, v20.4s, #1
	srsra	v3.4s, v16.4s, #28
	srsra	v2.4s, v23.4s, #13
	srsra	v1.8b, v18.8b, #7
	srsra	v3.8b, v0.8b, #5
	srsra	v6.8b, v13.8b, #1
	srsra	v1.8b, v3.8b, #4
	srsra	v1.8h, v28.8h, #3
	srsra	v8.8h, v19.8h, #1
	srsra	v16.8h, v15.8h, #16
	srsra	v27.8h, v2.8h, #8
	sshll	v15.2d, v25.2s, #10
	sshll	v25.2d, v26.2s, #0
	sshll	v12.2d, v23.2s, #0
	sshll	v11.2d, v0.2s, #0
	sshll2	v22.2d, v26.4s, #2
	sshll2	v31.2d, v30.4s, #21
	sshll2	v30.2d, v13.4s, #26
	sshll2	v1.2d, v2.4s, #0
	sshll	v4.4s, v2.4h, #8
	sshll	v23.4s, v26.4h, #7
	sshll	v21.4s, v20.4h, #13
	sshll	v22.4s, v3.4h, #0
	sshll2	v16.4s, v4.8h, #4
	sshll2	v24.4s, v19.8h, #0
	sshll2	v8.4s, v13.8h, #2
	sshll2	v12.4s, v21.8h, #6
	sshll	v3.8h, v28.8b, #5
	sshll	v10.8h, v12.8b, #6
	sshll	v10.8h, v12.8b, #4
	sshll	v26.8h, v10.8b, #4
	sshll2	v13.8h, v19.16b, #5
	sshll2	v2.8h, v27.16b, #1
	sshll2	v10.8h, v8.16b, #1
	sshll2	v1.8h, v28.16b, #4
	sshl	d24, d0, d20
	sshl	d2, d19, d16
	sshl	d12, d27, d6
	sshl	d15, d31, d3
	sshl	v10.16b, v3.16b, v8.16b
	sshl	v4.16b, v4.16b, v29.16b
	sshl	v12.16b, v31.16b, v15.16b
	sshl	v14.16b, v16.16b, v5.16b
	sshl	v1.2d, v6.2d, v26.2d
	sshl	v8.2d, v28.2d, v16.2d
	sshl	v4.2d, v23.2d, v1.2d
	sshl	v14.2d, v16.2d, v17.2d
	sshl	v7.2s, v18.2s, v0.2s
	sshl	v3.2s, v6.2s, v14.2s
	sshl	v3.2s, v26.2s, v25.2s
	sshl	v24.2s, v10.2s, v26.2s
	sshl	v22.4h, v23.4h, v3.4h
	sshl	v16.4h, v28.4h, v9.4h
	sshl	v12.4h, v7.4h, v22.4h
	sshl	v6.4h, v26.4h, v20.4h
	sshl	v26.4s, v9.4s, v1.4s
	sshl	v19.4s, v10.4s, v1.4s
	sshl	v6.4s, v24.4s, v17.4s
	sshl	v28.4s, v19.4s, v3.4s
	sshl	v13.8b, v30.8b, v20.8b
	sshl	v15.8b, v19.8b, v12.8b
	sshl	v20.8b, v11.8b, v3.8b
	sshl	v20.8b, v7.8b, v28.8b
	sshl	v28.8h, v27.8h, v19.8h
	sshl	v26.8h, v28.8h, v24.8h
	sshl	v8.8h, v28.8h, v14.8h
	sshl	v7.8h, v12.8h, v12.8h
	sshr	d4, d14, #7
	sshr	d22, d9, #34
	sshr	d19, d30, #44
	sshr	d7, d19, #21
	sshr	v29.16b, v30.16b, #8
	sshr	v26.16b, v17.16b, #1
	sshr	v23.16b, v16.16b, #8
	sshr	v17.16b, v7.16b, #1
	sshr	v15.2d, v1.2d, #61
	sshr	v22.2d, v30.2d, #1
	sshr	v20.2d, v15.2d, #15
	sshr	v4.2d, v11.2d, #54
	sshr	v24.2s, v0.2s, #4
	sshr	v27.2s, v29.2s, #25
	sshr	v7.2s, v16.2s, #25
	sshr	v2.2s, v3.2s, #1
	sshr	v18.4h, v13.4h, #4
	sshr	v5.4h, v30.4h, #5
	sshr	v10.4h, v1.4h, #1
	sshr	v29.4h, v9.4h, #16
	sshr	v23.4s, v18.4s, #20
	sshr	v12.4s, v27.4s, #14
	sshr	v8.4s, v12.4s, #5
	sshr	v11.4s, v4.4s, #6
	sshr	v0.8b, v8.8b, #1
	sshr	v21.8b, v31.8b, #1
	sshr	v31.8b, v24.8b, #2
	sshr	v0.8b, v27.8b, #6
	sshr	v3.8h, v9.8h, #16
	sshr	v21.8h, v28.8h, #12
	sshr	v14.8h, v12.8h, #16
	sshr	v17.8h, v11.8h, #9
	ssra	d15, d1, #60
	ssra	d15, d15, #16
	ssra	d21, d31, #45
	ssra	d0, d2, #1
	ssra	v0.16b, v31.16b, #1
	ssra	v29.16b, v10.16b, #1
	ssra	v19.16b, v26.16b, #5
	ssra	v2.16b, v6.16b, #1
	ssra	v19.2d, v5.2d, #64
	ssra	v10.2d, v19.2d, #39
	ssra	v8.2d, v6.2d, #52
	ssra	v19.2d, v28.2d, #17
	ssra	v12.2s, v24.2s, #3
	ssra	v12.2s, v30.2s, #12
	ssra	v31.2s, v10.2s, #1
	ssra	v8.2s, v16.2s, #15
	ssra	v8.4h, v25.4h, #15
	ssra	v25.4h, v15.4h, #10
	ssra	v8.4h, v5.4h, #4
	ssra	v11.4h, v6.4h, #14
	ssra	v29.4s, v16.4s, #27
	ssra	v25.4s, v5.4s, #32
	ssra	v16.4s, v20.4s, #9
	ssra	v7.4s, v5.4s, #4
	ssra	v28.8b, v16.8b, #5
	ssra	v23.8b, v23.8b, #8
	ssra	v2.8b, v3.8b, #4
	ssra	v11.8b, v9.8b, #5
	ssra	v3.8h, v30.8h, #11
	ssra	v19.8h, v1.8h, #5
	ssra	v11.8h, v22.8h, #15
	ssra	v29.8h, v31.8h, #6
	ssubl	v3.2d, v31.2s, v28.2s
	ssubl	v18.2d, v28.2s, v25.2s
	ssubl	v8.2d, v5.2s, v6.2s
	ssubl	v20.2d, v2.2s, v23.2s
	ssubl2	v21.2d, v29.4s, v28.4s
	ssubl2	v10.2d, v6.4s, v22.4s
	ssubl2	v7.2d, v30.4s, v4.4s
	ssubl2	v6.2d, v14.4s, v20.4s
	ssubl	v26.4s, v3.4h, v12.4h
	ssubl	v21.4s, v13.4h, v14.4h
	ssubl	v17.4s, v24.4h, v29.4h
	ssubl	v8.4s, v15.4h, v17.4h
	ssubl2	v19.4s, v12.8h, v24.8h
	ssubl2	v19.4s, v23.8h, v2.8h
	ssubl2	v6.4s, v19.8h, v16.8h
	ssubl2	v2.4s, v3.8h, v14.8h
	ssubl	v15.8h, v25.8b, v25.8b
	ssubl	v17.8h, v27.8b, v24.8b
	ssubl	v27.8h, v12.8b, v12.8b
	ssubl	v23.8h, v25.8b, v21.8b
	ssubl2	v1.8h, v20.16b, v6.16b
	ssubl2	v21.8h, v9.16b, v19.16b
	ssubl2	v7.8h, v22.16b, v23.16b
	ssubl2	v13.8h, v27.16b, v17.16b
	ssubw	v28.2d, v21.2d, v28.2s
	ssubw	v10.2d, v24.2d, v14.2s
	ssubw	v9.2d, v14.2d, v13.2s
	ssubw	v10.2d, v4.2d, v4.2s
	ssubw2	v18.2d, v17.2d, v5.4s
	ssubw2	v11.2d, v19.2d, v28.4s
	ssubw2	v16.2d, v0.2d, v30.4s
	ssubw2	v26.2d, v17.2d, v4.4s
	ssubw	v28.4s, v27.4s, v17.4h
	ssubw	v4.4s, v9.4s, v27.4h
	ssubw	v15.4s, v14.4s, v27.4h
	ssubw	v13.4s, v25.4s, v3.4h
	ssubw2	v13.4s, v25.4s, v10.8h
	ssubw2	v20.4s, v9.4s, v17.8h
	ssubw2	v0.4s, v28.4s, v16.8h
	ssubw2	v12.4s, v1.4s, v6.8h
	ssubw	v19.8h, v3.8h, v25.8b
	ssubw	v6.8h, v7.8h, v30.8b
	ssubw	v8.8h, v7.8h, v15.8b
	ssubw	v2.8h, v4.8h, v27.8b
	ssubw2	v23.8h, v25.8h, v29.16b
	ssubw2	v17.8h, v1.8h, v7.16b
	ssubw2	v16.8h, v12.8h, v22.16b
	ssubw2	v12.8h, v30.8h, v3.16b
	st1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x15]
	st1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x25]
	st1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x5]
	st1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x25]
	st1	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x5], x15
	st1	{ v2.16b, v3.16b, v4.16b, v5.16b }, [sp], x25
	st1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x15], x24
	st1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x7], x19
	st1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x19]
	st1	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x18]
	st1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x6]
	st1	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x4]
	st1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x27], x11
	st1	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x19], x15
	st1	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x21], x8
	st1	{ v20.1d, v21.1d, v22.1d, v23.1d }, [x19], x2
	st1	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x13]
	st1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x30]
	st1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x11]
	st1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x1]
	st1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x4], x19
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x11], x18
	st1	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x6], x28
	st1	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x1], x19
	st1	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x3]
	st1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x19]
	st1	{ v16.2s, v17.2s, v18.2s, v19.2s }, [sp]
	st1	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x16]
	st1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [sp], x12
	st1	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x16], x12
	st1	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x10], x29
	st1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x1], x6
	st1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x28]
	st1	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x12]
	st1	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x17]
	st1	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x0]
	st1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x20], x12
	st1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x5], x2
	st1	{ v31.4h, v0.4h, v1.4h, v2.4h }, [sp], #32
	st1	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x0], x6
	st1	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x12]
	st1	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x18]
	st1	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x22]
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x7]
	st1	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x23], x16
	st1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x26], x27
	st1	{ v31.4s, v0.4s, v1.4s, v2.4s }, [sp], x30
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x19], x18
	st1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x12]
	st1	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x0]
	st1	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x29]
	st1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x28]
	st1	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x17], x20
	st1	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x12], x21
	st1	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x9], x5
	st1	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x11], x8
	st1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x19]
	st1	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x27]
	st1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x5]
	st1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x5]
	st1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x9], x12
	st1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x4], x12
	st1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x11], x8
	st1	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x0], x29
	st1	{ v2.16b }, [x21]
	st1	{ v25.16b }, [x12]
	st1	{ v25.16b }, [x13]
	st1	{ v3.16b }, [x25]
	st1	{ v3.16b }, [x26], x26
	st1	{ v25.16b }, [x3], x3
	st1	{ v9.16b }, [x0], x26
	st1	{ v15.16b }, [x9], #16
	st1	{ v15.1d }, [x7]
	st1	{ v27.1d }, [x5]
	st1	{ v29.1d }, [x6]
	st1	{ v1.1d }, [x17]
	st1	{ v12.1d }, [x27], x7
	st1	{ v31.1d }, [x5], x5
	st1	{ v27.1d }, [x26], x18
	st1	{ v30.1d }, [x1], x30
	st1	{ v17.2d }, [x11]
	st1	{ v21.2d }, [x23]
	st1	{ v10.2d }, [x7]
	st1	{ v27.2d }, [x0]
	st1	{ v18.2d }, [x2], x22
	st1	{ v13.2d }, [x20], x29
	st1	{ v19.2d }, [x14], x20
	st1	{ v10.2d }, [x29], x13
	st1	{ v23.2s }, [x17]
	st1	{ v28.2s }, [x15]
	st1	{ v15.2s }, [x5]
	st1	{ v31.2s }, [x19]
	st1	{ v23.2s }, [x14], x17
	st1	{ v13.2s }, [x20], x22
	st1	{ v10.2s }, [x20], x22
	st1	{ v19.2s }, [x0], x14
	st1	{ v5.4h }, [x24]
	st1	{ v15.4h }, [x9]
	st1	{ v14.4h }, [x20]
	st1	{ v27.4h }, [x18]
	st1	{ v22.4h }, [x6], x18
	st1	{ v6.4h }, [x15], x26
	st1	{ v25.4h }, [x10], x14
	st1	{ v0.4h }, [x21], x15
	st1	{ v0.4s }, [x25]
	st1	{ v2.4s }, [x0]
	st1	{ v6.4s }, [x22]
	st1	{ v15.4s }, [x0]
	st1	{ v18.4s }, [x6], x11
	st1	{ v22.4s }, [x12], x19
	st1	{ v12.4s }, [x26], x6
	st1	{ v2.4s }, [x23], #16
	st1	{ v18.8b }, [x29]
	st1	{ v9.8b }, [x18]
	st1	{ v8.8b }, [x5]
	st1	{ v16.8b }, [x22]
	st1	{ v14.8b }, [x19], x4
	st1	{ v29.8b }, [x17], x17
	st1	{ v4.8b }, [x19], x5
	st1	{ v3.8b }, [x15], x0
	st1	{ v31.8h }, [x16]
	st1	{ v22.8h }, [x13]
	st1	{ v25.8h }, [x14]
	st1	{ v16.8h }, [x30]
	st1	{ v6.8h }, [x4], x18
	st1	{ v22.8h }, [x2], x30
	st1	{ v17.8h }, [x17], x4
	st1	{ v9.8h }, [x1], x26
	st1	{ v29.16b, v30.16b, v31.16b }, [x27]
	st1	{ v6.16b, v7.16b, v8.16b }, [x15]
	st1	{ v2.16b, v3.16b, v4.16b }, [x6]
	st1	{ v19.16b, v20.16b, v21.16b }, [x7]
	st1	{ v6.16b, v7.16b, v8.16b }, [x24], x14
	st1	{ v1.16b, v2.16b, v3.16b }, [x29], x23
	st1	{ v3.16b, v4.16b, v5.16b }, [x11], x13
	st1	{ v29.16b, v30.16b, v31.16b }, [x7], x14
	st1	{ v11.1d, v12.1d, v13.1d }, [x14]
	st1	{ v26.1d, v27.1d, v28.1d }, [x10]
	st1	{ v9.1d, v10.1d, v11.1d }, [x29]
	st1	{ v23.1d, v24.1d, v25.1d }, [x24]
	st1	{ v23.1d, v24.1d, v25.1d }, [sp], x0
	st1	{ v22.1d, v23.1d, v24.1d }, [x10], x5
	st1	{ v13.1d, v14.1d, v15.1d }, [x22], #24
	st1	{ v20.1d, v21.1d, v22.1d }, [x17], x26
	st1	{ v2.2d, v3.2d, v4.2d }, [x26]
	st1	{ v4.2d, v5.2d, v6.2d }, [x21]
	st1	{ v21.2d, v22.2d, v23.2d }, [x18]
	st1	{ v8.2d, v9.2d, v10.2d }, [x7]
	st1	{ v9.2d, v10.2d, v11.2d }, [x0], x30
	st1	{ v29.2d, v30.2d, v31.2d }, [x14], x11
	st1	{ v13.2d, v14.2d, v15.2d }, [x10], x8
	st1	{ v6.2d, v7.2d, v8.2d }, [x20], x21
	st1	{ v30.2s, v31.2s, v0.2s }, [x29]
	st1	{ v30.2s, v31.2s, v0.2s }, [x1]
	st1	{ v0.2s, v1.2s, v2.2s }, [x16]
	st1	{ v17.2s, v18.2s, v19.2s }, [x18]
	st1	{ v28.2s, v29.2s, v30.2s }, [x26], x7
	st1	{ v5.2s, v6.2s, v7.2s }, [x23], x1
	st1	{ v27.2s, v28.2s, v29.2s }, [x3], x16
	st1	{ v22.2s, v23.2s, v24.2s }, [x24], x19
	st1	{ v25.4h, v26.4h, v27.4h }, [x16]
	st1	{ v5.4h, v6.4h, v7.4h }, [x9]
	st1	{ v1.4h, v2.4h, v3.4h }, [x24]
	st1	{ v1.4h, v2.4h, v3.4h }, [x17]
	st1	{ v11.4h, v12.4h, v13.4h }, [x8], x1
	st1	{ v1.4h, v2.4h, v3.4h }, [x1], x17
	st1	{ v15.4h, v16.4h, v17.4h }, [x2], x15
	st1	{ v9.4h, v10.4h, v11.4h }, [x0], x12
	st1	{ v5.4s, v6.4s, v7.4s }, [x2]
	st1	{ v3.4s, v4.4s, v5.4s }, [sp]
	st1	{ v7.4s, v8.4s, v9.4s }, [x18]
	st1	{ v5.4s, v6.4s, v7.4s }, [x11]
	st1	{ v23.4s, v24.4s, v25.4s }, [x16], x1
	st1	{ v6.4s, v7.4s, v8.4s }, [x25], x16
	st1	{ v4.4s, v5.4s, v6.4s }, [x22], x21
	st1	{ v2.4s, v3.4s, v4.4s }, [x29], x28
	st1	{ v12.8b, v13.8b, v14.8b }, [sp]
	st1	{ v31.8b, v0.8b, v1.8b }, [x14]
	st1	{ v17.8b, v18.8b, v19.8b }, [x11]
	st1	{ v19.8b, v20.8b, v21.8b }, [x9]
	st1	{ v18.8b, v19.8b, v20.8b }, [x1], x25
	st1	{ v23.8b, v24.8b, v25.8b }, [x21], x26
	st1	{ v21.8b, v22.8b, v23.8b }, [x7], x21
	st1	{ v16.8b, v17.8b, v18.8b }, [x20], x3
	st1	{ v30.8h, v31.8h, v0.8h }, [x17]
	st1	{ v26.8h, v27.8h, v28.8h }, [x22]
	st1	{ v28.8h, v29.8h, v30.8h }, [x4]
	st1	{ v24.8h, v25.8h, v26.8h }, [x27]
	st1	{ v14.8h, v15.8h, v16.8h }, [x9], x14
	st1	{ v8.8h, v9.8h, v10.8h }, [x12], x17
	st1	{ v12.8h, v13.8h, v14.8h }, [x13], x21
	st1	{ v3.8h, v4.8h, v5.8h }, [sp], x6
	st1	{ v9.16b, v10.16b }, [x14]
	st1	{ v12.16b, v13.16b }, [x23]
	st1	{ v5.16b, v6.16b }, [x8]
	st1	{ v6.16b, v7.16b }, [x15]
	st1	{ v18.16b, v19.16b }, [x8], x11
	st1	{ v5.16b, v6.16b }, [x14], x4
	st1	{ v13.16b, v14.16b }, [x6], x10
	st1	{ v7.16b, v8.16b }, [x19], x3
	st1	{ v3.1d, v4.1d }, [x15]
	st1	{ v7.1d, v8.1d }, [x22]
	st1	{ v27.1d, v28.1d }, [x4]
	st1	{ v14.1d, v15.1d }, [x14]
	st1	{ v24.1d, v25.1d }, [x26], x18
	st1	{ v27.1d, v28.1d }, [x2], x29
	st1	{ v15.1d, v16.1d }, [x25], x9
	st1	{ v5.1d, v6.1d }, [x3], x11
	st1	{ v17.2d, v18.2d }, [sp]
	st1	{ v22.2d, v23.2d }, [x10]
	st1	{ v19.2d, v20.2d }, [x9]
	st1	{ v21.2d, v22.2d }, [x27]
	st1	{ v23.2d, v24.2d }, [x20], x23
	st1	{ v20.2d, v21.2d }, [x21], x17
	st1	{ v4.2d, v5.2d }, [x30], x20
	st1	{ v31.2d, v0.2d }, [x6], #32
	st1	{ v22.2s, v23.2s }, [x29]
	st1	{ v19.2s, v20.2s }, [x27]
	st1	{ v31.2s, v0.2s }, [x3]
	st1	{ v10.2s, v11.2s }, [x1]
	st1	{ v5.2s, v6.2s }, [x21], x1
	st1	{ v23.2s, v24.2s }, [x22], x9
	st1	{ v29.2s, v30.2s }, [x29], x12
	st1	{ v13.2s, v14.2s }, [x6], x25
	st1	{ v17.4h, v18.4h }, [x29]
	st1	{ v24.4h, v25.4h }, [x11]
	st1	{ v21.4h, v22.4h }, [x13]
	st1	{ v28.4h, v29.4h }, [x2]
	st1	{ v30.4h, v31.4h }, [x0], #16
	st1	{ v5.4h, v6.4h }, [x30], x27
	st1	{ v2.4h, v3.4h }, [x30], x26
	st1	{ v12.4h, v13.4h }, [x1], x18
	st1	{ v5.4s, v6.4s }, [x11]
	st1	{ v19.4s, v20.4s }, [sp]
	st1	{ v14.4s, v15.4s }, [x6]
	st1	{ v22.4s, v23.4s }, [x16]
	st1	{ v13.4s, v14.4s }, [x26], x9
	st1	{ v8.4s, v9.4s }, [x6], x3
	st1	{ v31.4s, v0.4s }, [x24], x19
	st1	{ v13.4s, v14.4s }, [x6], x0
	st1	{ v31.8b, v0.8b }, [x4]
	st1	{ v25.8b, v26.8b }, [x29]
	st1	{ v29.8b, v30.8b }, [x9]
	st1	{ v26.8b, v27.8b }, [x27]
	st1	{ v22.8b, v23.8b }, [x0], x17
	st1	{ v7.8b, v8.8b }, [x1], x17
	st1	{ v9.8b, v10.8b }, [x10], x12
	st1	{ v17.8b, v18.8b }, [x19], x21
	st1	{ v30.8h, v31.8h }, [x15]
	st1	{ v21.8h, v22.8h }, [x11]
	st1	{ v1.8h, v2.8h }, [x29]
	st1	{ v21.8h, v22.8h }, [x21]
	st1	{ v23.8h, v24.8h }, [x17], x22
	st1	{ v10.8h, v11.8h }, [x1], x6
	st1	{ v23.8h, v24.8h }, [x29], x18
	st1	{ v23.8h, v24.8h }, [x13], x12
	st1	{ v12.b }[10], [x25]
	st1	{ v28.b }[1], [x30]
	st1	{ v27.b }[1], [x20]
	st1	{ v1.b }[3], [x25]
	st1	{ v28.b }[11], [sp], x10
	st1	{ v9.b }[0], [x14], x1
	st1	{ v19.b }[15], [x30], x9
	st1	{ v18.b }[0], [x7], x16
	st1	{ v23.d }[0], [x2]
	st1	{ v10.d }[0], [sp]
	st1	{ v1.d }[0], [x18]
	st1	{ v25.d }[1], [x16]
	st1	{ v12.d }[1], [x9], x18
	st1	{ v24.d }[1], [x27], x25
	st1	{ v8.d }[1], [x26], x0
	st1	{ v7.d }[0], [x5], x20
	st1	{ v25.h }[7], [x29]
	st1	{ v21.h }[7], [x2]
	st1	{ v17.h }[7], [x4]
	st1	{ v5.h }[6], [x8]
	st1	{ v25.h }[6], [x18], x30
	st1	{ v20.h }[5], [x0], x27
	st1	{ v24.h }[7], [x24], x9
	st1	{ v8.h }[0], [x18], x24
	st1	{ v29.s }[0], [x4]
	st1	{ v22.s }[1], [x14]
	st1	{ v11.s }[1], [x19]
	st1	{ v11.s }[1], [x22]
	st1	{ v19.s }[0], [x13], x3
	st1	{ v31.s }[0], [x10], x29
	st1	{ v24.s }[3], [x7], x9
	st1	{ v22.s }[0], [x12], x7
	st2	{ v19.b, v20.b }[15], [x1]
	st2	{ v30.b, v31.b }[14], [x18]
	st2	{ v27.b, v28.b }[7], [sp]
	st2	{ v5.b, v6.b }[13], [x5]
	st2	{ v8.b, v9.b }[12], [x6], x15
	st2	{ v12.b, v13.b }[0], [x27], x4
	st2	{ v5.b, v6.b }[1], [x1], x24
	st2	{ v10.b, v11.b }[5], [x12], x2
	st2	{ v12.d, v13.d }[0], [x6]
	st2	{ v15.d, v16.d }[1], [x19]
	st2	{ v6.d, v7.d }[1], [sp]
	st2	{ v3.d, v4.d }[1], [x22]
	st2	{ v14.d, v15.d }[0], [x3], x9
	st2	{ v24.d, v25.d }[0], [x0], x8
	st2	{ v14.d, v15.d }[0], [x26], x9
	st2	{ v3.d, v4.d }[0], [x17], x17
	st2	{ v5.h, v6.h }[0], [x12]
	st2	{ v30.h, v31.h }[3], [x22]
	st2	{ v16.h, v17.h }[1], [x11]
	st2	{ v20.h, v21.h }[7], [x27]
	st2	{ v19.h, v20.h }[6], [x4], x28
	st2	{ v18.h, v19.h }[0], [x2], x7
	st2	{ v19.h, v20.h }[6], [x3], x22
	st2	{ v31.h, v0.h }[0], [x25], x9
	st2	{ v21.s, v22.s }[1], [sp]
	st2	{ v25.s, v26.s }[1], [x21]
	st2	{ v1.s, v2.s }[2], [x8]
	st2	{ v10.s, v11.s }[0], [sp]
	st2	{ v8.s, v9.s }[0], [x2], x26
	st2	{ v5.s, v6.s }[2], [x5], x7
	st2	{ v13.s, v14.s }[3], [x6], x8
	st2	{ v17.s, v18.s }[1], [x2], x27
	st2	{ v7.16b, v8.16b }, [x19]
	st2	{ v0.16b, v1.16b }, [x13]
	st2	{ v24.16b, v25.16b }, [x24]
	st2	{ v15.16b, v16.16b }, [x28]
	st2	{ v24.16b, v25.16b }, [x28], #32
	st2	{ v30.16b, v31.16b }, [x18], x18
	st2	{ v29.16b, v30.16b }, [x30], x23
	st2	{ v28.16b, v29.16b }, [x12], x16
	st2	{ v22.2d, v23.2d }, [x6]
	st2	{ v19.2d, v20.2d }, [x10]
	st2	{ v31.2d, v0.2d }, [x15]
	st2	{ v18.2d, v19.2d }, [x28]
	st2	{ v31.2d, v0.2d }, [x30], x24
	st2	{ v15.2d, v16.2d }, [x18], x18
	st2	{ v8.2d, v9.2d }, [x20], x0
	st2	{ v19.2d, v20.2d }, [x30], x26
	st2	{ v25.2s, v26.2s }, [x5]
	st2	{ v27.2s, v28.2s }, [x11]
	st2	{ v0.2s, v1.2s }, [x11]
	st2	{ v2.2s, v3.2s }, [x25]
	st2	{ v20.2s, v21.2s }, [x15], x30
	st2	{ v28.2s, v29.2s }, [x5], x16
	st2	{ v0.2s, v1.2s }, [x26], x29
	st2	{ v21.2s, v22.2s }, [x1], x9
	st2	{ v30.4h, v31.4h }, [sp]
	st2	{ v22.4h, v23.4h }, [x8]
	st2	{ v19.4h, v20.4h }, [x22]
	st2	{ v1.4h, v2.4h }, [x27]
	st2	{ v13.4h, v14.4h }, [x28], x8
	st2	{ v18.4h, v19.4h }, [x15], x10
	st2	{ v15.4h, v16.4h }, [x7], x28
	st2	{ v9.4h, v10.4h }, [x28], x12
	st2	{ v23.4s, v24.4s }, [x7]
	st2	{ v21.4s, v22.4s }, [x4]
	st2	{ v23.4s, v24.4s }, [x11]
	st2	{ v16.4s, v17.4s }, [x13]
	st2	{ v24.4s, v25.4s }, [x18], #32
	st2	{ v1.4s, v2.4s }, [x6], x19
	st2	{ v29.4s, v30.4s }, [x8], x18
	st2	{ v19.4s, v20.4s }, [x26], x9
	st2	{ v30.8b, v31.8b }, [x9]
	st2	{ v25.8b, v26.8b }, [x15]
	st2	{ v2.8b, v3.8b }, [x3]
	st2	{ v11.8b, v12.8b }, [x27]
	st2	{ v9.8b, v10.8b }, [x30], #16
	st2	{ v26.8b, v27.8b }, [x4], #16
	st2	{ v11.8b, v12.8b }, [x16], x8
	st2	{ v19.8b, v20.8b }, [x21], x14
	st2	{ v18.8h, v19.8h }, [x16]
	st2	{ v23.8h, v24.8h }, [x4]
	st2	{ v16.8h, v17.8h }, [x21]
	st2	{ v2.8h, v3.8h }, [x2]
	st2	{ v26.8h, v27.8h }, [x1], x10
	st2	{ v22.8h, v23.8h }, [x19], x9
	st2	{ v9.8h, v10.8h }, [x15], x9
	st2	{ v16.8h, v17.8h }, [x12], x9
	st3	{ v13.b, v14.b, v15.b }[15], [x10]
	st3	{ v18.b, v19.b, v20.b }[1], [x6]
	st3	{ v0.b, v1.b, v2.b }[0], [x20]
	st3	{ v11.b, v12.b, v13.b }[9], [x6]
	st3	{ v27.b, v28.b, v29.b }[15], [x26], x17
	st3	{ v23.b, v24.b, v25.b }[13], [x24], x3
	st3	{ v23.b, v24.b, v25.b }[0], [x8], x24
	st3	{ v21.b, v22.b, v23.b }[13], [x17], x25
	st3	{ v16.d, v17.d, v18.d }[0], [x4]
	st3	{ v25.d, v26.d, v27.d }[0], [x15]
	st3	{ v31.d, v0.d, v1.d }[1], [x27]
	st3	{ v1.d, v2.d, v3.d }[0], [x14]
	st3	{ v29.d, v30.d, v31.d }[1], [x17], x10
	st3	{ v2.d, v3.d, v4.d }[0], [x6], x22
	st3	{ v23.d, v24.d, v25.d }[1], [x13], x22
	st3	{ v21.d, v22.d, v23.d }[0], [x2], x9
	st3	{ v8.h, v9.h, v10.h }[0], [x25]
	st3	{ v26.h, v27.h, v28.h }[0], [x7]
	st3	{ v12.h, v13.h, v14.h }[2], [x3]
	st3	{ v11.h, v12.h, v13.h }[5], [x27]
	st3	{ v20.h, v21.h, v22.h }[0], [x3], x0
	st3	{ v26.h, v27.h, v28.h }[3], [x7], x14
	st3	{ v17.h, v18.h, v19.h }[4], [x13], x15
	st3	{ v0.h, v1.h, v2.h }[4], [x6], x20
	st3	{ v7.s, v8.s, v9.s }[1], [x10]
	st3	{ v3.s, v4.s, v5.s }[2], [x28]
	st3	{ v4.s, v5.s, v6.s }[3], [x3]
	st3	{ v21.s, v22.s, v23.s }[1], [x6]
	st3	{ v0.s, v1.s, v2.s }[2], [sp], x19
	st3	{ v27.s, v28.s, v29.s }[2], [x4], x7
	st3	{ v1.s, v2.s, v3.s }[2], [x23], x23
	st3	{ v8.s, v9.s, v10.s }[0], [x22], x24
	st3	{ v4.16b, v5.16b, v6.16b }, [x16]
	st3	{ v25.16b, v26.16b, v27.16b }, [x18]
	st3	{ v21.16b, v22.16b, v23.16b }, [x18]
	st3	{ v24.16b, v25.16b, v26.16b }, [x8]
	st3	{ v25.16b, v26.16b, v27.16b }, [x10], x17
	st3	{ v5.16b, v6.16b, v7.16b }, [x18], x9
	st3	{ v9.16b, v10.16b, v11.16b }, [x8], x20
	st3	{ v8.16b, v9.16b, v10.16b }, [x9], x25
	st3	{ v27.2d, v28.2d, v29.2d }, [x0]
	st3	{ v11.2d, v12.2d, v13.2d }, [x22]
	st3	{ v12.2d, v13.2d, v14.2d }, [x22]
	st3	{ v20.2d, v21.2d, v22.2d }, [x29]
	st3	{ v23.2d, v24.2d, v25.2d }, [x17], x17
	st3	{ v2.2d, v3.2d, v4.2d }, [x3], x6
	st3	{ v24.2d, v25.2d, v26.2d }, [x8], x12
	st3	{ v8.2d, v9.2d, v10.2d }, [x18], x21
	st3	{ v24.2s, v25.2s, v26.2s }, [x9]
	st3	{ v2.2s, v3.2s, v4.2s }, [x19]
	st3	{ v7.2s, v8.2s, v9.2s }, [x9]
	st3	{ v28.2s, v29.2s, v30.2s }, [x19]
	st3	{ v23.2s, v24.2s, v25.2s }, [x14], x10
	st3	{ v21.2s, v22.2s, v23.2s }, [x16], x28
	st3	{ v22.2s, v23.2s, v24.2s }, [x2], x21
	st3	{ v16.2s, v17.2s, v18.2s }, [x13], x26
	st3	{ v20.4h, v21.4h, v22.4h }, [x7]
	st3	{ v1.4h, v2.4h, v3.4h }, [x26]
	st3	{ v21.4h, v22.4h, v23.4h }, [x8]
	st3	{ v5.4h, v6.4h, v7.4h }, [sp]
	st3	{ v11.4h, v12.4h, v13.4h }, [x2], x24
	st3	{ v0.4h, v1.4h, v2.4h }, [x6], x13
	st3	{ v24.4h, v25.4h, v26.4h }, [x4], x11
	st3	{ v28.4h, v29.4h, v30.4h }, [x0], x1
	st3	{ v10.4s, v11.4s, v12.4s }, [sp]
	st3	{ v20.4s, v21.4s, v22.4s }, [x28]
	st3	{ v17.4s, v18.4s, v19.4s }, [x22]
	st3	{ v8.4s, v9.4s, v10.4s }, [x20]
	st3	{ v3.4s, v4.4s, v5.4s }, [x19], x13
	st3	{ v29.4s, v30.4s, v31.4s }, [x10], x20
	st3	{ v4.4s, v5.4s, v6.4s }, [x19], x17
	st3	{ v0.4s, v1.4s, v2.4s }, [x30], x13
	st3	{ v26.8b, v27.8b, v28.8b }, [x21]
	st3	{ v5.8b, v6.8b, v7.8b }, [x14]
	st3	{ v24.8b, v25.8b, v26.8b }, [x30]
	st3	{ v3.8b, v4.8b, v5.8b }, [sp]
	st3	{ v24.8b, v25.8b, v26.8b }, [x3], x16
	st3	{ v13.8b, v14.8b, v15.8b }, [x13], x23
	st3	{ v12.8b, v13.8b, v14.8b }, [x20], x20
	st3	{ v16.8b, v17.8b, v18.8b }, [x28], x14
	st3	{ v28.8h, v29.8h, v30.8h }, [x2]
	st3	{ v10.8h, v11.8h, v12.8h }, [x28]
	st3	{ v26.8h, v27.8h, v28.8h }, [x28]
	st3	{ v21.8h, v22.8h, v23.8h }, [x12]
	st3	{ v2.8h, v3.8h, v4.8h }, [x12], x9
	st3	{ v8.8h, v9.8h, v10.8h }, [x3], x19
	st3	{ v10.8h, v11.8h, v12.8h }, [x8], x7
	st3	{ v9.8h, v10.8h, v11.8h }, [x24], x16
	st4	{ v8.b, v9.b, v10.b, v11.b }[11], [x11]
	st4	{ v6.b, v7.b, v8.b, v9.b }[6], [x15]
	st4	{ v21.b, v22.b, v23.b, v24.b }[3], [x18]
	st4	{ v23.b, v24.b, v25.b, v26.b }[15], [x6]
	st4	{ v18.b, v19.b, v20.b, v21.b }[1], [x23], x17
	st4	{ v9.b, v10.b, v11.b, v12.b }[1], [sp], x3
	st4	{ v16.b, v17.b, v18.b, v19.b }[0], [x30], #4
	st4	{ v0.b, v1.b, v2.b, v3.b }[0], [x12], x19
	st4	{ v23.d, v24.d, v25.d, v26.d }[0], [x30]
	st4	{ v5.d, v6.d, v7.d, v8.d }[0], [x24]
	st4	{ v11.d, v12.d, v13.d, v14.d }[1], [x15]
	st4	{ v9.d, v10.d, v11.d, v12.d }[0], [x27]
	st4	{ v23.d, v24.d, v25.d, v26.d }[1], [x7], x17
	st4	{ v15.d, v16.d, v17.d, v18.d }[1], [x1], x11
	st4	{ v6.d, v7.d, v8.d, v9.d }[0], [x7], x17
	st4	{ v5.d, v6.d, v7.d, v8.d }[0], [x19], x9
	st4	{ v6.h, v7.h, v8.h, v9.h }[7], [x27]
	st4	{ v7.h, v8.h, v9.h, v10.h }[5], [x23]
	st4	{ v8.h, v9.h, v10.h, v11.h }[4], [x27]
	st4	{ v23.h, v24.h, v25.h, v26.h }[0], [x10]
	st4	{ v2.h, v3.h, v4.h, v5.h }[2], [x1], x17
	st4	{ v6.h, v7.h, v8.h, v9.h }[4], [x2], x1
	st4	{ v26.h, v27.h, v28.h, v29.h }[4], [x6], x10
	st4	{ v30.h, v31.h, v0.h, v1.h }[1], [x18], x0
	st4	{ v27.s, v28.s, v29.s, v30.s }[1], [x29]
	st4	{ v16.s, v17.s, v18.s, v19.s }[0], [x27]
	st4	{ v27.s, v28.s, v29.s, v30.s }[2], [x4]
	st4	{ v31.s, v0.s, v1.s, v2.s }[0], [x5]
	st4	{ v19.s, v20.s, v21.s, v22.s }[0], [x12], x11
	st4	{ v15.s, v16.s, v17.s, v18.s }[3], [x10], x19
	st4	{ v6.s, v7.s, v8.s, v9.s }[2], [x12], x30
	st4	{ v27.s, v28.s, v29.s, v30.s }[0], [x12], x22
	st4	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x27]
	st4	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x8]
	st4	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x29]
	st4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x23]
	st4	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x0], x11
	st4	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x6], x30
	st4	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x13], x24
	st4	{ v19.16b, v20.16b, v21.16b, v22.16b }, [x30], x6
	st4	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x0]
	st4	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x29]
	st4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x15]
	st4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x29]
	st4	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x1], x22
	st4	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x10], x24
	st4	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x13], x25
	st4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x24], x24
	st4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x4]
	st4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x30]
	st4	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x6]
	st4	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x24]
	st4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x11], x25
	st4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x8], x0
	st4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x3], x26
	st4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x23], x28
	st4	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x29]
	st4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x5]
	st4	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x27]
	st4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x15]
	st4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x10], x24
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x27], x30
	st4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x29], x27
	st4	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x0], x0
	st4	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x19]
	st4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x9]
	st4	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x16]
	st4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x1]
	st4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x8], x17
	st4	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x6], #64
	st4	{ v7.4s, v8.4s, v9.4s, v10.4s }, [sp], x27
	st4	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x22], x13
	st4	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x18]
	st4	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x3]
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x22]
	st4	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x15]
	st4	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x23], x30
	st4	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x17], x14
	st4	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x27], x29
	st4	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x15], x13
	st4	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x20]
	st4	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x8]
	st4	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x9]
	st4	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x25]
	st4	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x24], x30
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x29], x12
	st4	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x6], x5
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x17], x17
	stlr	w28, [x0]
	stlr	wzr, [x7]
	stlr	w16, [x15]
	stlr	w21, [x24]
	stlr	x24, [x21]
	stlr	x6, [x26]
	stlr	x19, [x19]
	stlr	x14, [x5]
	stlrb	w28, [x6]
	stlrb	w17, [x10]
	stlrb	w29, [x23]
	stlrb	w20, [x2]
	stlrh	w18, [x6]
	stlrh	w30, [x30]
	stlrh	w1, [x6]
	stlrh	w8, [x18]
	stlxp	w17, w16, w12, [x12]
	stlxp	w21, w1, w4, [x29]
	stlxp	w26, w29, w21, [x3]
	stlxp	w14, w3, w26, [x24]
	stlxp	w8, x7, x17, [x15]
	stlxp	w10, x30, x22, [x29]
	stlxp	w16, x3, x21, [x10]
	stlxp	w2, x25, x18, [x9]
	stlxr	w3, w4, [x11]
	stlxr	w23, w4, [x5]
	stlxr	w7, w0, [x17]
	stlxr	wzr, w15, [x5]
	stlxr	w12, x11, [x18]
	stlxr	w12, xzr, [x24]
	stlxr	w1, x12, [x10]
	stlxr	w18, x28, [x25]
	stlxrb	w29, w23, [x3]
	stlxrb	w6, w15, [x15]
	stlxrb	w12, wzr, [x9]
	stlxrb	w18, w19, [x1]
	stlxrh	w15, w23, [x3]
	stlxrh	w28, w22, [x13]
	stlxrh	w8, w1, [x25]
	stlxrh	w14, w16, [x26]
	stnp	d29, d22, [x27]
	stnp	d29, d29, [x18, #-512]
	stnp	d27, d18, [x23, #-336]
	stnp	d23, d25, [sp, #-8]
	stnp	q25, q26, [x17]
	stnp	q3, q27, [x15, #-704]
	stnp	q5, q5, [x11, #848]
	stnp	q26, q20, [x8, #-688]
	stnp	s30, s5, [x18]
	stnp	s22, s2, [x12]
	stnp	s0, s8, [x17, #120]
	stnp	s20, s19, [x11]
	stnp	w23, w28, [x3]
	stnp	w5, w27, [x20]
	stnp	w13, w17, [x25, #216]
	stnp	w26, w10, [x20, #236]
	stnp	x10, x17, [x30, #16]
	stnp	x28, x7, [x11, #-264]
	stnp	x7, x5, [x25, #336]
	stnp	x7, x27, [x29]
	stp	d22, d7, [x13]
	stp	d6, d0, [x17]
	stp	d31, d11, [x14, #-440]
	stp	d24, d24, [x17, #208]
	stp	d6, d30, [x7], #0
	stp	d1, d31, [x7], #-8
	stp	d9, d3, [x18], #-112
	stp	d21, d10, [x8], #-432
	stp	d15, d21, [x5, #-160]!
	stp	d2, d17, [x1, #376]!
	stp	d26, d11, [x5, #-80]!
	stp	d8, d13, [x11, #-8]!
	stp	q21, q22, [x25, #368]
	stp	q9, q20, [x10, #288]
	stp	q18, q7, [x22, #-176]
	stp	q7, q6, [x12, #-736]
	stp	q10, q29, [x11], #976
	stp	q8, q9, [x20], #-512
	stp	q3, q6, [x20], #384
	stp	q21, q23, [x7], #-320
	stp	q26, q16, [x16, #320]!
	stp	q24, q8, [x22, #896]!
	stp	q1, q20, [sp, #624]!
	stp	q11, q22, [x5, #96]!
	stp	s2, s2, [x21, #236]
	stp	s29, s9, [x23, #-4]
	stp	s13, s20, [x4, #-256]
	stp	s4, s18, [x15, #-256]
	stp	s29, s15, [x7], #-76
	stp	s9, s7, [x6], #0
	stp	s8, s1, [x10], #-68
	stp	s3, s19, [x16], #-132
	stp	s2, s4, [x8, #112]!
	stp	s20, s6, [x10, #252]!
	stp	s6, s4, [x16, #8]!
	stp	s23, s18, [x22, #-64]!
	stp	w28, w7, [x5]
	stp	w24, w13, [x15, #-100]
	stp	w21, w0, [x3]
	stp	w8, w2, [x21, #44]
	stp	w6, w3, [x29], #136
	stp	w11, w11, [sp], #88
	stp	w21, w23, [x7], #180
	stp	w18, w0, [x11], #-256
	stp	w18, w1, [x4, #36]!
	stp	w26, w24, [x6, #32]!
	stp	w7, w2, [x18, #-84]!
	stp	w16, w29, [x8, #0]!
	stp	x13, x16, [x23, #-8]
	stp	x10, x13, [x15, #48]
	stp	x26, x9, [x2]
	stp	x12, x6, [x16]
	stp	x14, x29, [x15], #-376
	stp	x12, x3, [x7], #0
	stp	x28, x11, [sp], #-48
	stp	x7, x21, [x4], #320
	stp	x28, x28, [x27, #256]!
	stp	x2, x16, [x18, #504]!
	stp	x9, x16, [x3, #56]!
	stp	x10, x16, [x8, #384]!
	stur	b29, [x22, #-180]
	stur	b9, [x3]
	stur	b15, [x30]
	stur	b22, [x11, #156]
	str	b1, [x27], #255
	str	b31, [sp], #-256
	str	b22, [x24], #0
	str	b18, [x3], #153
	str	b21, [x8, #255]!
	str	b30, [x24, #101]!
	str	b11, [x23, #228]!
	str	b6, [x11, #149]!
	str	b0, [x9, w28, uxtw]
	str	b10, [x4, w14, uxtw]
	str	b7, [x17, w8, uxtw #0]
	str	b19, [x29, w27, sxtw]
	str	b24, [x5, x11, lsl #0]
	str	b19, [x11, x4]
	str	b3, [x5, x1, sxtx]
	str	b30, [x9, x4, lsl #0]
	str	b14, [x1]
	str	b7, [x4]
	str	b2, [x9, #2422]
	str	b29, [x29, #405]
	sturb	w7, [x6]
	sturb	w22, [x23, #-203]
	sturb	w9, [x20, #227]
	sturb	w23, [x3, #-1]
	strb	w10, [sp], #-203
	strb	w23, [x16], #241
	strb	w21, [x9], #242
	strb	w20, [x30], #-11
	strb	w2, [x21, #33]!
	strb	w2, [x8, #255]!
	strb	w23, [x7, #53]!
	strb	w19, [sp, #-158]!
	strb	w5, [x7, w14, sxtw #0]
	strb	w9, [x8, w2, uxtw #0]
	strb	w29, [x16, w20, sxtw]
	strb	w27, [x12, w8, sxtw]
	strb	w0, [x24, x7]
	strb	w8, [x14, x23, lsl #0]
	strb	w14, [x22, x30, sxtx #0]
	strb	w16, [x13, x30, lsl #0]
	strb	w15, [x22]
	strb	w18, [x10, #1215]
	strb	w28, [x15]
	strb	w17, [x21]
	stur	d8, [x2, #165]
	stur	d12, [x24, #-180]
	stur	d25, [x0, #255]
	stur	d10, [x10, #67]
	str	d6, [x4], #1
	str	d6, [x3], #-1
	str	d21, [x12], #33
	str	d8, [x4], #-23
	str	d21, [x19, #203]!
	str	d6, [x6, #-1]!
	str	d27, [x22, #103]!
	str	d25, [x19, #-166]!
	str	d29, [x7, wzr, uxtw #3]
	str	d17, [x15, w30, sxtw #3]
	str	d9, [x6, w15, sxtw]
	str	d1, [x9, w4, sxtw]
	str	d23, [x13, x2, lsl #3]
	str	d19, [x27, x21]
	str	d25, [x6, x8, sxtx #3]
	str	d1, [x4, x17, lsl #3]
	str	d5, [sp]
	str	d21, [x21, #23600]
	str	d24, [x15, #23240]
	str	d23, [x13]
	stur	h17, [x14, #107]
	stur	h21, [x2, #255]
	stur	h0, [x3]
	stur	h30, [x14, #-141]
	str	h25, [x15], #-234
	str	h28, [x7], #255
	str	h10, [x22], #-8
	str	h22, [x7], #169
	str	h10, [x2, #-102]!
	str	h20, [x10, #1]!
	str	h28, [x4, #-20]!
	str	h17, [x12, #-156]!
	str	h25, [x7, w11, uxtw]
	str	h19, [x12, w22, sxtw #1]
	str	h10, [x0, w28, uxtw]
	str	h7, [x6, w17, uxtw]
	str	h27, [x1, x24, sxtx]
	str	h17, [x2, x3, sxtx]
	str	h20, [x25, x5, lsl #1]
	str	h1, [x27, x1, sxtx]
	str	h10, [x4]
	str	h29, [x26, #3214]
	str	h24, [x5, #5390]
	str	h0, [x10]
	sturh	w28, [x15]
	sturh	w7, [x12, #-216]
	sturh	w3, [x5]
	sturh	w2, [x1, #135]
	strh	w20, [x14], #1
	strh	w28, [x21], #0
	strh	w17, [x11], #1
	strh	w28, [x1], #-34
	strh	w26, [x16, #1]!
	strh	w25, [x29, #214]!
	strh	w10, [x17, #255]!
	strh	w13, [x26, #-99]!
	strh	w22, [x25, w2, sxtw #1]
	strh	w20, [x27, w0, uxtw]
	strh	w27, [x17, w3, uxtw]
	strh	w15, [x0, w16, uxtw]
	strh	w20, [sp, x20]
	strh	w24, [x6, x15, sxtx #1]
	strh	w22, [x1, x17, lsl #1]
	strh	w28, [x7, x16, lsl #1]
	strh	w23, [x29, #7954]
	strh	w29, [x1, #1244]
	strh	w24, [x21]
	strh	w15, [x22, #3256]
	stur	q28, [sp]
	stur	q4, [x19, #-1]
	stur	q12, [x1]
	stur	q31, [x17, #31]
	str	q20, [x23], #-256
	str	q11, [x18], #-1
	str	q10, [x30], #158
	str	q18, [x12], #-155
	str	q0, [x18, #138]!
	str	q8, [x6, #-108]!
	str	q29, [sp, #-198]!
	str	q22, [x26, #-253]!
	str	q11, [x9, wzr, sxtw]
	str	q8, [x17, w12, uxtw]
	str	q18, [x22, w8, sxtw]
	str	q3, [x3, w30, sxtw #4]
	str	q12, [x1, x11, lsl #4]
	str	q5, [x3, x14, sxtx]
	str	q11, [x23, x23, sxtx #4]
	str	q14, [x22, x25, lsl #4]
	str	q2, [x11]
	str	q24, [x1, #44672]
	str	q14, [x2, #24560]
	str	q29, [x23, #36048]
	stur	s13, [x16]
	stur	s16, [x12, #63]
	stur	s19, [x27, #-1]
	stur	s20, [x6]
	str	s16, [x16], #237
	str	s4, [x16], #145
	str	s8, [x21], #-201
	str	s19, [x2], #67
	str	s25, [x21, #-66]!
	str	s16, [x26, #69]!
	str	s23, [x5, #-15]!
	str	s8, [x6, #227]!
	str	s29, [x14, w23, uxtw]
	str	s26, [x5, w18, uxtw]
	str	s21, [x17, w28, uxtw #2]
	str	s5, [x22, w14, uxtw]
	str	s31, [x9, x1, sxtx]
	str	s29, [x28, x10, sxtx #2]
	str	s26, [x27, x5, lsl #2]
	str	s26, [x1, x24, lsl #2]
	str	s14, [x19]
	str	s18, [x17]
	str	s10, [x28, #8108]
	str	s23, [x9, #7944]
	stur	w22, [x20]
	stur	w3, [x26]
	stur	w26, [x24, #-166]
	stur	w3, [x7]
	str	w5, [x1], #81
	str	w30, [x27], #225
	str	w25, [x27], #-42
	str	w2, [x28], #122
	str	w4, [x11, #0]!
	str	w22, [x23, #-1]!
	str	w28, [x7, #1]!
	str	w21, [x22, #-221]!
	str	w28, [x26, w9, sxtw]
	str	w16, [sp, w17, uxtw]
	str	w22, [x12, w30, uxtw]
	str	w12, [x1, w0, uxtw]
	str	w30, [x17, x6, lsl #2]
	str	w17, [x13, x7, sxtx #2]
	str	w16, [x12, x21]
	str	w30, [x13, x1]
	str	w11, [x11]
	str	w26, [x22, #6444]
	str	w9, [x8, #11012]
	str	w19, [x26, #2336]
	stur	x27, [x15, #71]
	stur	x27, [x25, #8]
	stur	x2, [x2, #-11]
	stur	x12, [x19]
	str	x26, [x4], #0
	str	x15, [x28], #-36
	str	x13, [x27], #-7
	str	x19, [x2], #226
	str	x21, [x13, #255]!
	str	x23, [x25, #27]!
	str	x22, [x18, #220]!
	str	x11, [x0, #-238]!
	str	x13, [x26, w14, sxtw]
	str	x6, [x6, w4, sxtw]
	str	x3, [x28, w8, uxtw]
	str	x3, [x3, w22, sxtw #3]
	str	x24, [x17, x21]
	str	x25, [x15, x6, sxtx]
	str	x30, [x6, x21, sxtx #3]
	str	x18, [x8, x9]
	str	x21, [x3]
	str	x13, [x12, #17792]
	str	x15, [x20]
	str	x10, [x17, #25632]
	sttrb	w2, [x4, #-1]
	sttrb	w3, [x6]
	sttrb	w2, [x6, #255]
	sttrb	w20, [x7, #-96]
	sttrh	w0, [x28, #188]
	sttrh	w11, [x12]
	sttrh	w16, [x12, #-135]
	sttrh	w8, [x21]
	sttr	w26, [x3]
	sttr	w16, [sp]
	sttr	w14, [x28, #174]
	sttr	w5, [sp]
	sttr	x29, [x0]
	sttr	x30, [x3, #-153]
	sttr	x16, [x27, #-249]
	sttr	xzr, [x22]
	stxp	w18, w21, w28, [x20]
	stxp	w24, w2, w0, [x27]
	stxp	w17, w2, w11, [x3]
	stxp	w21, w22, w8, [x12]
	stxp	w18, x22, x0, [x20]
	stxp	w26, x15, x15, [sp]
	stxp	w27, x20, x1, [x25]
	stxp	w1, x25, x30, [x13]
	stxr	w5, w20, [x1]
	stxr	w13, w15, [x18]
	stxr	w25, w4, [x6]
	stxr	w11, w3, [x22]
	stxr	w24, x2, [x12]
	stxr	w21, x5, [x8]
	stxr	w22, x17, [x14]
	stxr	w10, x0, [x28]
	stxrb	w1, w28, [x20]
	stxrb	w20, w21, [x6]
	stxrb	w22, w8, [x13]
	stxrb	w25, w23, [x2]
	stxrh	w24, w6, [x20]
	stxrh	w7, w5, [x16]
	stxrh	w20, w4, [x4]
	stxrh	w20, w4, [x29]
	subhn	v28.2s, v8.2d, v20.2d
	subhn	v25.2s, v26.2d, v17.2d
	subhn	v21.2s, v19.2d, v25.2d
	subhn	v3.2s, v26.2d, v4.2d
	subhn2	v31.4s, v9.2d, v19.2d
	subhn2	v20.4s, v25.2d, v5.2d
	subhn2	v4.4s, v15.2d, v0.2d
	subhn2	v15.4s, v9.2d, v27.2d
	subhn	v29.4h, v4.4s, v9.4s
	subhn	v13.4h, v10.4s, v19.4s
	subhn	v6.4h, v30.4s, v29.4s
	subhn	v26.4h, v24.4s, v10.4s
	subhn2	v12.8h, v13.4s, v18.4s
	subhn2	v21.8h, v13.4s, v12.4s
	subhn2	v20.8h, v22.4s, v0.4s
	subhn2	v31.8h, v19.4s, v17.4s
	subhn	v28.8b, v13.8h, v0.8h
	subhn	v25.8b, v17.8h, v19.8h
	subhn	v4.8b, v5.8h, v18.8h
	subhn	v9.8b, v30.8h, v19.8h
	subhn2	v2.16b, v6.8h, v20.8h
	subhn2	v15.16b, v24.8h, v30.8h
	subhn2	v15.16b, v1.8h, v20.8h
	subhn2	v31.16b, v14.8h, v6.8h
	subs	w25, w21, #948
	subs	w25, w30, #43
	subs	w17, w1, #1, lsl #12
	cmp	w23, #1783, lsl #12
	subs	w29, w7, w12, lsr #31
	cmp	w18, w21, asr #0
	subs	w4, w1, w29, lsl #3
	subs	w16, w30, w16, asr #7
	subs	w6, w2, wzr, uxtw #1
	subs	w26, w10, w5, uxtb #3
	subs	w6, w7, w5, sxtx #1
	subs	w3, w24, w21, uxtb #2
	cmp	x6, #2701, lsl #12
	subs	x28, x8, #1523, lsl #12
	subs	x15, x14, #3023, lsl #12
	subs	x14, x13, #2464
	subs	x17, x15, x29
	subs	x0, x14, x27
	subs	x13, x16, x24, asr #63
	subs	x22, x17, x21, asr #45
	subs	x19, x14, w18, uxtw #2
	subs	x15, x8, w16, sxth #1
	subs	x8, x30, w2, uxth #4
	subs	x18, x2, w28, sxth #4
	subs	x16, x6, x0, uxtx #1
	subs	x1, x14, x29, uxtx
	cmp	x26, x28, sxtx #4
	subs	x17, x0, x22, sxtx #1
	sub	w15, w28, #2693
	sub	w29, w20, #0
	sub	w8, w6, #685, lsl #12
	sub	w18, w5, #3277, lsl #12
	sub	w19, w3, w4, lsr #26
	sub	w29, w13, w30, lsr #3
	sub	w11, w12, w30
	neg	w23, w15, asr #30
	sub	w21, w4, w1, sxth
	sub	w3, w0, w8, uxtx #4
	sub	w16, w16, w13, uxtb #4
	sub	w2, w10, w26, sxtx #4
	sub	x23, x18, #3928, lsl #12
	sub	x8, x8, #2963, lsl #12
	sub	x29, x22, #297, lsl #12
	sub	x8, x4, #1241, lsl #12
	sub	x17, x9, x20
	neg	x18, x19
	neg	x29, x0, asr #21
	sub	x13, x26, x22, lsr #25
	sub	x27, x12, w15, sxtb #1
	sub	x20, x6, w23, uxth #1
	sub	x14, x23, w19, sxtb #4
	sub	x23, x12, w7, uxtw
	sub	x17, x6, x20, uxtx #1
	sub	x7, x21, x24, uxtx #4
	sub	x24, x28, x28, sxtx
	sub	sp, x1, x21, lsl #4
	sub	d17, d20, d5
	sub	d1, d12, d31
	sub	d22, d2, d24
	sub	d23, d7, d16
	sub	v22.16b, v16.16b, v11.16b
	sub	v8.16b, v2.16b, v7.16b
	sub	v17.16b, v22.16b, v0.16b
	sub	v11.16b, v29.16b, v20.16b
	sub	v29.2d, v2.2d, v23.2d
	sub	v8.2d, v30.2d, v7.2d
	sub	v16.2d, v9.2d, v30.2d
	sub	v7.2d, v1.2d, v11.2d
	sub	v0.2s, v7.2s, v17.2s
	sub	v29.2s, v18.2s, v7.2s
	sub	v3.2s, v5.2s, v19.2s
	sub	v31.2s, v2.2s, v6.2s
	sub	v13.4h, v25.4h, v18.4h
	sub	v4.4h, v23.4h, v22.4h
	sub	v17.4h, v0.4h, v2.4h
	sub	v18.4h, v31.4h, v17.4h
	sub	v29.4s, v31.4s, v7.4s
	sub	v19.4s, v3.4s, v22.4s
	sub	v18.4s, v29.4s, v18.4s
	sub	v14.4s, v4.4s, v1.4s
	sub	v4.8b, v0.8b, v12.8b
	sub	v31.8b, v15.8b, v11.8b
	sub	v18.8b, v0.8b, v16.8b
	sub	v3.8b, v3.8b, v7.8b
	sub	v30.8h, v8.8h, v23.8h
	sub	v3.8h, v23.8h, v31.8h
	sub	v29.8h, v30.8h, v26.8h
	sub	v5.8h, v1.8h, v4.8h
	suqadd	b7, b24
	suqadd	b28, b22
	suqadd	b7, b6
	suqadd	b26, b11
	suqadd	d18, d1
	suqadd	d11, d13
	suqadd	d17, d23
	suqadd	d2, d19
	suqadd	h1, h6
	suqadd	h4, h22
	suqadd	h17, h21
	suqadd	h15, h6
	suqadd	s16, s21
	suqadd	s10, s2
	suqadd	s4, s19
	suqadd	s29, s10
	suqadd	v19.16b, v31.16b
	suqadd	v27.16b, v27.16b
	suqadd	v22.16b, v3.16b
	suqadd	v24.16b, v6.16b
	suqadd	v7.2d, v7.2d
	suqadd	v26.2d, v17.2d
	suqadd	v23.2d, v2.2d
	suqadd	v30.2d, v28.2d
	suqadd	v31.2s, v26.2s
	suqadd	v30.2s, v4.2s
	suqadd	v7.2s, v24.2s
	suqadd	v14.2s, v17.2s
	suqadd	v17.4h, v26.4h
	suqadd	v26.4h, v26.4h
	suqadd	v21.4h, v30.4h
	suqadd	v25.4h, v3.4h
	suqadd	v4.4s, v23.4s
	suqadd	v23.4s, v1.4s
	suqadd	v21.4s, v9.4s
	suqadd	v4.4s, v21.4s
	suqadd	v17.8b, v29.8b
	suqadd	v11.8b, v12.8b
	suqadd	v9.8b, v22.8b
	suqadd	v17.8b, v8.8b
	suqadd	v30.8h, v21.8h
	suqadd	v3.8h, v0.8h
	suqadd	v25.8h, v15.8h
	suqadd	v0.8h, v15.8h
	svc	#0
	svc	#0x7f25
	svc	#0xa100
	svc	#0x9dc0
	sys	#5, c2, c10, #4, x22
	sys	#1, c6, c10, #5, x21
	sys	#7, c0, c0, #2, x3
	sys	#2, c15, c13, #0, x9
	sysl	x21, #6, c4, c8, #3
	sysl	x22, #7, c6, c15, #7
	sysl	x0, #5, c4, c6, #2
	sysl	x1, #0, c15, c1, #7
	tbl	v6.16b, { v14.16b }, v30.16b
	tbl	v14.16b, { v23.16b }, v28.16b
	tbl	v23.16b, { v6.16b }, v7.16b
	tbl	v5.16b, { v11.16b }, v19.16b
	tbl	v0.16b, { v5.16b, v6.16b }, v19.16b
	tbl	v8.16b, { v7.16b, v8.16b }, v30.16b
	tbl	v14.16b, { v10.16b, v11.16b }, v25.16b
	tbl	v17.16b, { v14.16b, v15.16b }, v3.16b
	tbl	v28.16b, { v18.16b, v19.16b, v20.16b }, v0.16b
	tbl	v7.16b, { v2.16b, v3.16b, v4.16b }, v7.16b
	tbl	v24.16b, { v26.16b, v27.16b, v28.16b }, v7.16b
	tbl	v24.16b, { v9.16b, v10.16b, v11.16b }, v14.16b
	tbl	v13.16b, { v12.16b, v13.16b, v14.16b, v15.16b }, v18.16b
	tbl	v12.16b, { v18.16b, v19.16b, v20.16b, v21.16b }, v17.16b
	tbl	v12.16b, { v5.16b, v6.16b, v7.16b, v8.16b }, v30.16b
	tbl	v25.16b, { v17.16b, v18.16b, v19.16b, v20.16b }, v31.16b
	tbl	v10.8b, { v12.16b }, v11.8b
	tbl	v1.8b, { v15.16b }, v20.8b
	tbl	v30.8b, { v7.16b }, v19.8b
	tbl	v17.8b, { v9.16b }, v0.8b
	tbl	v27.8b, { v7.16b, v8.16b }, v29.8b
	tbl	v25.8b, { v9.16b, v10.16b }, v3.8b
	tbl	v0.8b, { v18.16b, v19.16b }, v12.8b
	tbl	v20.8b, { v18.16b, v19.16b }, v18.8b
	tbl	v3.8b, { v27.16b, v28.16b, v29.16b }, v27.8b
	tbl	v11.8b, { v14.16b, v15.16b, v16.16b }, v0.8b
	tbl	v16.8b, { v7.16b, v8.16b, v9.16b }, v9.8b
	tbl	v7.8b, { v10.16b, v11.16b, v12.16b }, v22.8b
	tbl	v17.8b, { v19.16b, v20.16b, v21.16b, v22.16b }, v31.8b
	tbl	v10.8b, { v30.16b, v31.16b, v0.16b, v1.16b }, v19.8b
	tbl	v5.8b, { v30.16b, v31.16b, v0.16b, v1.16b }, v30.8b
	tbl	v4.8b, { v16.16b, v17.16b, v18.16b, v19.16b }, v6.8b
	tbnz	w10, #6, #-9484
	tbnz	w15, #0, #-5412
	tbnz	w16, #11, #25388
	tbnz	w21, #1, #16416
	tbnz	x18, #40, #-14828
	tbnz	x22, #63, #10512
	tbnz	x24, #46, #-7860
	tbnz	x13, #32, #-4
	tbx	v13.16b, { v13.16b }, v1.16b
	tbx	v8.16b, { v11.16b }, v28.16b
	tbx	v1.16b, { v10.16b }, v27.16b
	tbx	v25.16b, { v21.16b }, v23.16b
	tbx	v31.16b, { v11.16b, v12.16b }, v7.16b
	tbx	v16.16b, { v18.16b, v19.16b }, v14.16b
	tbx	v25.16b, { v24.16b, v25.16b }, v19.16b
	tbx	v20.16b, { v16.16b, v17.16b }, v0.16b
	tbx	v18.16b, { v28.16b, v29.16b, v30.16b }, v27.16b
	tbx	v11.16b, { v28.16b, v29.16b, v30.16b }, v13.16b
	tbx	v29.16b, { v17.16b, v18.16b, v19.16b }, v19.16b
	tbx	v24.16b, { v10.16b, v11.16b, v12.16b }, v3.16b
	tbx	v26.16b, { v18.16b, v19.16b, v20.16b, v21.16b }, v21.16b
	tbx	v0.16b, { v26.16b, v27.16b, v28.16b, v29.16b }, v0.16b
	tbx	v0.16b, { v14.16b, v15.16b, v16.16b, v17.16b }, v26.16b
	tbx	v15.16b, { v7.16b, v8.16b, v9.16b, v10.16b }, v9.16b
	tbx	v2.8b, { v8.16b }, v22.8b
	tbx	v20.8b, { v25.16b }, v3.8b
	tbx	v7.8b, { v21.16b }, v25.8b
	tbx	v20.8b, { v24.16b }, v4.8b
	tbx	v23.8b, { v1.16b, v2.16b }, v11.8b
	tbx	v30.8b, { v12.16b, v13.16b }, v13.8b
	tbx	v12.8b, { v8.16b, v9.16b }, v12.8b
	tbx	v15.8b, { v27.16b, v28.16b }, v15.8b
	tbx	v24.8b, { v10.16b, v11.16b, v12.16b }, v16.8b
	tbx	v22.8b, { v2.16b, v3.16b, v4.16b }, v5.8b
	tbx	v15.8b, { v30.16b, v31.16b, v0.16b }, v14.8b
	tbx	v25.8b, { v25.16b, v26.16b, v27.16b }, v31.8b
	tbx	v26.8b, { v16.16b, v17.16b, v18.16b, v19.16b }, v2.8b
	tbx	v10.8b, { v24.16b, v25.16b, v26.16b, v27.16b }, v6.8b
	tbx	v22.8b, { v27.16b, v28.16b, v29.16b, v30.16b }, v19.8b
	tbx	v2.8b, { v23.16b, v24.16b, v25.16b, v26.16b }, v24.8b
	tbz	w21, #12, #7676
	tbz	w28, #22, #4272
	tbz	w21, #8, #8516
	tbz	w1, #24, #-4
	tbz	x29, #41, #1316
	tbz	x14, #53, #-16872
	tbz	x13, #62, #0
	tbz	x29, #32, #19552
	trn1	v29.16b, v6.16b, v4.16b
	trn1	v14.16b, v8.16b, v9.16b
	trn1	v30.16b, v4.16b, v29.16b
	trn1	v25.16b, v18.16b, v26.16b
	trn1	v5.2d, v16.2d, v31.2d
	trn1	v4.2d, v0.2d, v18.2d
	trn1	v14.2d, v23.2d, v31.2d
	trn1	v15.2d, v26.2d, v14.2d
	trn1	v28.2s, v1.2s, v30.2s
	trn1	v31.2s, v4.2s, v14.2s
	trn1	v10.2s, v16.2s, v23.2s
	trn1	v19.2s, v21.2s, v7.2s
	trn1	v28.4h, v25.4h, v18.4h
	trn1	v3.4h, v6.4h, v26.4h
	trn1	v4.4h, v28.4h, v6.4h
	trn1	v30.4h, v22.4h, v3.4h
	trn1	v28.4s, v20.4s, v7.4s
	trn1	v19.4s, v13.4s, v27.4s
	trn1	v16.4s, v27.4s, v19.4s
	trn1	v14.4s, v13.4s, v3.4s
	trn1	v27.8b, v20.8b, v0.8b
	trn1	v12.8b, v22.8b, v30.8b
	trn1	v11.8b, v16.8b, v17.8b
	trn1	v11.8b, v25.8b, v17.8b
	trn1	v16.8h, v12.8h, v24.8h
	trn1	v21.8h, v22.8h, v16.8h
	trn1	v7.8h, v27.8h, v1.8h
	trn1	v5.8h, v23.8h, v28.8h
	trn2	v7.16b, v4.16b, v2.16b
	trn2	v20.16b, v18.16b, v18.16b
	trn2	v18.16b, v16.16b, v30.16b
	trn2	v22.16b, v30.16b, v17.16b
	trn2	v26.2d, v4.2d, v1.2d
	trn2	v18.2d, v26.2d, v16.2d
	trn2	v14.2d, v26.2d, v26.2d
	trn2	v0.2d, v11.2d, v21.2d
	trn2	v26.2s, v18.2s, v23.2s
	trn2	v9.2s, v23.2s, v18.2s
	trn2	v15.2s, v13.2s, v28.2s
	trn2	v5.2s, v28.2s, v28.2s
	trn2	v25.4h, v15.4h, v15.4h
	trn2	v24.4h, v19.4h, v0.4h
	trn2	v31.4h, v31.4h, v24.4h
	trn2	v8.4h, v4.4h, v22.4h
	trn2	v29.4s, v13.4s, v12.4s
	trn2	v12.4s, v31.4s, v8.4s
	trn2	v20.4s, v12.4s, v19.4s
	trn2	v15.4s, v4.4s, v25.4s
	trn2	v17.8b, v17.8b, v8.8b
	trn2	v26.8b, v2.8b, v2.8b
	trn2	v23.8b, v4.8b, v18.8b
	trn2	v20.8b, v15.8b, v22.8b
	trn2	v7.8h, v31.8h, v5.8h
	trn2	v3.8h, v0.8h, v11.8h
	trn2	v21.8h, v15.8h, v24.8h
	trn2	v24.8h, v10.8h, v14.8h
	uabal	v18.2d, v16.2s, v22.2s
	uabal	v12.2d, v10.2s, v29.2s
	uabal	v14.2d, v3.2s, v11.2s
	uabal	v17.2d, v23.2s, v1.2s
	uabal2	v10.2d, v29.4s, v6.4s
	uabal2	v1.2d, v14.4s, v18.4s
	uabal2	v18.2d, v21.4s, v3.4s
	uabal2	v7.2d, v5.4s, v21.4s
	uabal	v17.4s, v27.4h, v31.4h
	uabal	v18.4s, v6.4h, v30.4h
	uabal	v7.4s, v21.4h, v5.4h
	uabal	v7.4s, v15.4h, v31.4h
	uabal2	v0.4s, v25.8h, v7.8h
	uabal2	v5.4s, v24.8h, v9.8h
	uabal2	v3.4s, v15.8h, v10.8h
	uabal2	v9.4s, v31.8h, v18.8h
	uabal	v27.8h, v15.8b, v4.8b
	uabal	v0.8h, v25.8b, v4.8b
	uabal	v13.8h, v15.8b, v3.8b
	uabal	v5.8h, v28.8b, v28.8b
	uabal2	v26.8h, v4.16b, v22.16b
	uabal2	v7.8h, v13.16b, v4.16b
	uabal2	v7.8h, v16.16b, v20.16b
	uabal2	v15.8h, v0.16b, v2.16b
	uaba	v30.16b, v16.16b, v3.16b
	uaba	v26.16b, v12.16b, v7.16b
	uaba	v7.16b, v8.16b, v4.16b
	uaba	v20.16b, v13.16b, v14.16b
	uaba	v15.2s, v18.2s, v18.2s
	uaba	v4.2s, v30.2s, v13.2s
	uaba	v6.2s, v9.2s, v27.2s
	uaba	v16.2s, v17.2s, v23.2s
	uaba	v16.4h, v20.4h, v20.4h
	uaba	v12.4h, v29.4h, v16.4h
	uaba	v17.4h, v8.4h, v1.4h
	uaba	v10.4h, v10.4h, v28.4h
	uaba	v1.4s, v20.4s, v28.4s
	uaba	v17.4s, v5.4s, v9.4s
	uaba	v0.4s, v25.4s, v18.4s
	uaba	v31.4s, v14.4s, v20.4s
	uaba	v1.8b, v26.8b, v24.8b
	uaba	v8.8b, v20.8b, v10.8b
	uaba	v4.8b, v13.8b, v1.8b
	uaba	v17.8b, v2.8b, v30.8b
	uaba	v7.8h, v17.8h, v0.8h
	uaba	v1.8h, v18.8h, v4.8h
	uaba	v29.8h, v23.8h, v21.8h
	uaba	v14.8h, v16.8h, v1.8h
	uabdl	v3.2d, v18.2s, v21.2s
	uabdl	v10.2d, v16.2s, v1.2s
	uabdl	v21.2d, v25.2s, v20.2s
	uabdl	v4.2d, v16.2s, v19.2s
	uabdl2	v9.2d, v28.4s, v3.4s
	uabdl2	v10.2d, v23.4s, v0.4s
	uabdl2	v26.2d, v4.4s, v28.4s
	uabdl2	v14.2d, v4.4s, v20.4s
	uabdl	v27.4s, v23.4h, v20.4h
	uabdl	v28.4s, v2.4h, v19.4h
	uabdl	v26.4s, v30.4h, v0.4h
	uabdl	v5.4s, v21.4h, v17.4h
	uabdl2	v10.4s, v11.8h, v26.8h
	uabdl2	v11.4s, v13.8h, v21.8h
	uabdl2	v25.4s, v23.8h, v7.8h
	uabdl2	v14.4s, v13.8h, v29.8h
	uabdl	v21.8h, v19.8b, v15.8b
	uabdl	v17.8h, v29.8b, v21.8b
	uabdl	v15.8h, v24.8b, v13.8b
	uabdl	v22.8h, v30.8b, v7.8b
	uabdl2	v4.8h, v31.16b, v26.16b
	uabdl2	v29.8h, v29.16b, v5.16b
	uabdl2	v28.8h, v18.16b, v10.16b
	uabdl2	v26.8h, v27.16b, v22.16b
	uabd	v6.16b, v12.16b, v12.16b
	uabd	v29.16b, v12.16b, v7.16b
	uabd	v2.16b, v28.16b, v11.16b
	uabd	v14.16b, v21.16b, v15.16b
	uabd	v14.2s, v8.2s, v10.2s
	uabd	v1.2s, v17.2s, v2.2s
	uabd	v19.2s, v2.2s, v27.2s
	uabd	v23.2s, v7.2s, v9.2s
	uabd	v15.4h, v19.4h, v31.4h
	uabd	v6.4h, v4.4h, v17.4h
	uabd	v6.4h, v25.4h, v6.4h
	uabd	v5.4h, v11.4h, v28.4h
	uabd	v27.4s, v31.4s, v5.4s
	uabd	v31.4s, v25.4s, v1.4s
	uabd	v30.4s, v15.4s, v11.4s
	uabd	v16.4s, v13.4s, v15.4s
	uabd	v11.8b, v18.8b, v1.8b
	uabd	v16.8b, v5.8b, v5.8b
	uabd	v16.8b, v23.8b, v29.8b
	uabd	v21.8b, v20.8b, v1.8b
	uabd	v18.8h, v27.8h, v22.8h
	uabd	v22.8h, v9.8h, v31.8h
	uabd	v23.8h, v28.8h, v28.8h
	uabd	v11.8h, v27.8h, v1.8h
	uadalp	v19.1d, v5.2s
	uadalp	v26.1d, v18.2s
	uadalp	v25.1d, v14.2s
	uadalp	v31.1d, v13.2s
	uadalp	v14.2d, v20.4s
	uadalp	v22.2d, v15.4s
	uadalp	v30.2d, v31.4s
	uadalp	v24.2d, v30.4s
	uadalp	v10.2s, v10.4h
	uadalp	v14.2s, v7.4h
	uadalp	v12.2s, v25.4h
	uadalp	v25.2s, v23.4h
	uadalp	v29.4h, v16.8b
	uadalp	v14.4h, v18.8b
	uadalp	v10.4h, v26.8b
	uadalp	v25.4h, v3.8b
	uadalp	v0.4s, v20.8h
	uadalp	v20.4s, v9.8h
	uadalp	v9.4s, v25.8h
	uadalp	v18.4s, v3.8h
	uadalp	v23.8h, v12.16b
	uadalp	v9.8h, v21.16b
	uadalp	v3.8h, v20.16b
	uadalp	v22.8h, v17.16b
	uaddlp	v2.1d, v25.2s
	uaddlp	v20.1d, v7.2s
	uaddlp	v31.1d, v13.2s
	uaddlp	v16.1d, v30.2s
	uaddlp	v10.2d, v15.4s
	uaddlp	v16.2d, v5.4s
	uaddlp	v23.2d, v6.4s
	uaddlp	v5.2d, v22.4s
	uaddlp	v9.2s, v21.4h
	uaddlp	v27.2s, v21.4h
	uaddlp	v31.2s, v7.4h
	uaddlp	v22.2s, v10.4h
	uaddlp	v18.4h, v25.8b
	uaddlp	v11.4h, v29.8b
	uaddlp	v15.4h, v28.8b
	uaddlp	v11.4h, v9.8b
	uaddlp	v16.4s, v24.8h
	uaddlp	v12.4s, v24.8h
	uaddlp	v10.4s, v30.8h
	uaddlp	v25.4s, v22.8h
	uaddlp	v1.8h, v23.16b
	uaddlp	v11.8h, v6.16b
	uaddlp	v23.8h, v7.16b
	uaddlp	v9.8h, v20.16b
	uaddlv	h25, v28.16b
	uaddlv	h20, v3.16b
	uaddlv	h1, v9.16b
	uaddlv	h14, v9.16b
	uaddlv	s30, v11.4h
	uaddlv	s27, v2.4h
	uaddlv	s8, v13.4h
	uaddlv	s25, v24.4h
	uaddlv	d14, v20.4s
	uaddlv	d29, v6.4s
	uaddlv	d31, v11.4s
	uaddlv	d18, v20.4s
	uaddlv	h16, v10.8b
	uaddlv	h29, v24.8b
	uaddlv	h0, v10.8b
	uaddlv	h21, v28.8b
	uaddlv	s4, v12.8h
	uaddlv	s20, v10.8h
	uaddlv	s16, v25.8h
	uaddlv	s13, v17.8h
	uaddl	v8.2d, v21.2s, v18.2s
	uaddl	v20.2d, v13.2s, v16.2s
	uaddl	v27.2d, v10.2s, v18.2s
	uaddl	v0.2d, v13.2s, v5.2s
	uaddl2	v31.2d, v7.4s, v4.4s
	uaddl2	v27.2d, v6.4s, v25.4s
	uaddl2	v13.2d, v7.4s, v19.4s
	uaddl2	v21.2d, v25.4s, v5.4s
	uaddl	v6.4s, v4.4h, v23.4h
	uaddl	v23.4s, v27.4h, v20.4h
	uaddl	v9.4s, v6.4h, v20.4h
	uaddl	v30.4s, v31.4h, v18.4h
	uaddl2	v2.4s, v5.8h, v15.8h
	uaddl2	v26.4s, v1.8h, v24.8h
	uaddl2	v20.4s, v20.8h, v19.8h
	uaddl2	v11.4s, v27.8h, v29.8h
	uaddl	v23.8h, v17.8b, v6.8b
	uaddl	v12.8h, v21.8b, v31.8b
	uaddl	v26.8h, v29.8b, v1.8b
	uaddl	v17.8h, v27.8b, v22.8b
	uaddl2	v28.8h, v27.16b, v16.16b
	uaddl2	v4.8h, v12.16b, v9.16b
	uaddl2	v19.8h, v19.16b, v4.16b
	uaddl2	v23.8h, v16.16b, v20.16b
	uaddw	v5.2d, v2.2d, v20.2s
	uaddw	v29.2d, v17.2d, v5.2s
	uaddw	v23.2d, v27.2d, v15.2s
	uaddw	v25.2d, v7.2d, v18.2s
	uaddw2	v10.2d, v20.2d, v0.4s
	uaddw2	v28.2d, v26.2d, v2.4s
	uaddw2	v6.2d, v30.2d, v9.4s
	uaddw2	v30.2d, v0.2d, v17.4s
	uaddw	v30.4s, v3.4s, v8.4h
	uaddw	v19.4s, v23.4s, v24.4h
	uaddw	v26.4s, v31.4s, v26.4h
	uaddw	v18.4s, v30.4s, v5.4h
	uaddw2	v0.4s, v11.4s, v19.8h
	uaddw2	v4.4s, v27.4s, v11.8h
	uaddw2	v27.4s, v6.4s, v1.8h
	uaddw2	v1.4s, v25.4s, v27.8h
	uaddw	v12.8h, v29.8h, v8.8b
	uaddw	v19.8h, v29.8h, v22.8b
	uaddw	v23.8h, v28.8h, v12.8b
	uaddw	v4.8h, v1.8h, v19.8b
	uaddw2	v25.8h, v6.8h, v8.16b
	uaddw2	v25.8h, v30.8h, v18.16b
	uaddw2	v29.8h, v20.8h, v25.16b
	uaddw2	v31.8h, v23.8h, v7.16b
	uxth	w16, w18
	ubfx	w1, w0, #0, #17
	ubfiz	w24, w8, #28, #2
	uxth	w5, w15
	ubfiz	x22, x26, #37, #1
	ubfx	x13, x9, #0, #31
	ubfiz	x20, x17, #17, #18
	ubfx	x22, x20, #1, #55
	ucvtf	d25, w12
	ucvtf	d9, w29
	ucvtf	d27, w14
	ucvtf	d2, w25
	ucvtf	d23, w16, #1
	ucvtf	d25, w16, #1
	ucvtf	d20, w10, #27
	ucvtf	d23, w5, #4
	ucvtf	s21, w28
	ucvtf	s27, w23
	ucvtf	s29, w26
	ucvtf	s7, w11
	ucvtf	s19, w9, #13
	ucvtf	s31, w2, #31
	ucvtf	s16, w29, #21
	ucvtf	s17, w23, #4
	ucvtf	d3, x29
	ucvtf	d6, x21
	ucvtf	d21, x16
	ucvtf	d20, x27
	ucvtf	d9, x0, #19
	ucvtf	d28, x20, #24
	ucvtf	d19, x10, #1
	ucvtf	d6, x8, #29
	ucvtf	s22, x1
	ucvtf	s13, x18
	ucvtf	s28, x12
	ucvtf	s23, x1
	ucvtf	s1, x0, #64
	ucvtf	s21, x5, #1
	ucvtf	s30, x16, #7
	ucvtf	s27, x0, #48
	ucvtf	d13, d21, #36
	ucvtf	d15, d18, #64
	ucvtf	d11, d17, #12
	ucvtf	d15, d16, #64
	ucvtf	s23, s19, #14
	ucvtf	s0, s1, #11
	ucvtf	s2, s7, #6
	ucvtf	s2, s16, #1
	ucvtf	v31.2d, v23.2d, #23
	ucvtf	v13.2d, v14.2d, #14
	ucvtf	v1.2d, v4.2d, #20
	ucvtf	v8.2d, v22.2d, #1
	ucvtf	v1.2s, v31.2s, #1
	ucvtf	v6.2s, v26.2s, #1
	ucvtf	v29.2s, v11.2s, #2
	ucvtf	v18.2s, v6.2s, #5
	ucvtf	v8.4s, v5.4s, #16
	ucvtf	v7.4s, v9.4s, #18
	ucvtf	v9.4s, v11.4s, #14
	ucvtf	v14.4s, v16.4s, #29
	ucvtf	d31, d13
	ucvtf	d28, d3
	ucvtf	d3, d22
	ucvtf	d12, d12
	ucvtf	s18, s1
	ucvtf	s1, s18
	ucvtf	s8, s21
	ucvtf	s9, s13
	ucvtf	v6.2d, v7.2d
	ucvtf	v21.2d, v12.2d
	ucvtf	v24.2d, v22.2d
	ucvtf	v15.2d, v12.2d
	ucvtf	v16.2s, v11.2s
	ucvtf	v15.2s, v25.2s
	ucvtf	v9.2s, v3.2s
	ucvtf	v9.2s, v17.2s
	ucvtf	v16.4s, v26.4s
	ucvtf	v10.4s, v23.4s
	ucvtf	v12.4s, v31.4s
	ucvtf	v26.4s, v10.4s
	udf	#37156
	udf	#65309
	udf	#57089
	udf	#60118
	udiv	w25, w18, w28
	udiv	w17, w17, w15
	udiv	w1, w28, w6
	udiv	w30, w7, w23
	udiv	x30, x29, x0
	udiv	x20, x22, x16
	udiv	x12, x6, x21
	udiv	x3, x21, x24
	uhadd	v13.16b, v8.16b, v2.16b
	uhadd	v13.16b, v16.16b, v25.16b
	uhadd	v9.16b, v3.16b, v28.16b
	uhadd	v28.16b, v9.16b, v15.16b
	uhadd	v2.2s, v18.2s, v15.2s
	uhadd	v23.2s, v25.2s, v23.2s
	uhadd	v8.2s, v5.2s, v6.2s
	uhadd	v20.2s, v31.2s, v15.2s
	uhadd	v8.4h, v23.4h, v13.4h
	uhadd	v1.4h, v11.4h, v18.4h
	uhadd	v8.4h, v24.4h, v6.4h
	uhadd	v1.4h, v21.4h, v21.4h
	uhadd	v16.4s, v31.4s, v1.4s
	uhadd	v13.4s, v15.4s, v1.4s
	uhadd	v24.4s, v26.4s, v3.4s
	uhadd	v15.4s, v24.4s, v30.4s
	uhadd	v19.8b, v12.8b, v22.8b
	uhadd	v8.8b, v8.8b, v18.8b
	uhadd	v22.8b, v9.8b, v11.8b
	uhadd	v12.8b, v12.8b, v5.8b
	uhadd	v29.8h, v7.8h, v30.8h
	uhadd	v19.8h, v1.8h, v25.8h
	uhadd	v10.8h, v9.8h, v17.8h
	uhadd	v4.8h, v18.8h, v13.8h
	uhsub	v29.16b, v28.16b, v31.16b
	uhsub	v26.16b, v26.16b, v30.16b
	uhsub	v14.16b, v25.16b, v26.16b
	uhsub	v21.16b, v4.16b, v22.16b
	uhsub	v31.2s, v30.2s, v26.2s
	uhsub	v23.2s, v26.2s, v27.2s
	uhsub	v22.2s, v5.2s, v0.2s
	uhsub	v19.2s, v23.2s, v9.2s
	uhsub	v26.4h, v6.4h, v31.4h
	uhsub	v11.4h, v15.4h, v25.4h
	uhsub	v8.4h, v8.4h, v9.4h
	uhsub	v8.4h, v24.4h, v12.4h
	uhsub	v19.4s, v0.4s, v30.4s
	uhsub	v10.4s, v18.4s, v13.4s
	uhsub	v8.4s, v18.4s, v9.4s
	uhsub	v12.4s, v29.4s, v23.4s
	uhsub	v31.8b, v26.8b, v28.8b
	uhsub	v10.8b, v13.8b, v22.8b
	uhsub	v25.8b, v30.8b, v10.8b
	uhsub	v10.8b, v30.8b, v1.8b
	uhsub	v14.8h, v16.8h, v1.8h
	uhsub	v10.8h, v23.8h, v22.8h
	uhsub	v8.8h, v7.8h, v25.8h
	uhsub	v8.8h, v22.8h, v29.8h
	umaddl	x1, w4, w1, x16
	umull	x20, w10, w9
	umull	x30, w1, w19
	umaddl	x17, w1, w0, x29
	umaxp	v9.16b, v24.16b, v23.16b
	umaxp	v26.16b, v22.16b, v4.16b
	umaxp	v17.16b, v24.16b, v2.16b
	umaxp	v22.16b, v19.16b, v21.16b
	umaxp	v16.2s, v26.2s, v14.2s
	umaxp	v13.2s, v29.2s, v24.2s
	umaxp	v21.2s, v21.2s, v30.2s
	umaxp	v11.2s, v6.2s, v31.2s
	umaxp	v17.4h, v27.4h, v6.4h
	umaxp	v18.4h, v20.4h, v8.4h
	umaxp	v25.4h, v26.4h, v29.4h
	umaxp	v15.4h, v8.4h, v17.4h
	umaxp	v11.4s, v5.4s, v3.4s
	umaxp	v0.4s, v13.4s, v24.4s
	umaxp	v19.4s, v10.4s, v29.4s
	umaxp	v17.4s, v20.4s, v14.4s
	umaxp	v10.8b, v28.8b, v17.8b
	umaxp	v2.8b, v28.8b, v14.8b
	umaxp	v8.8b, v21.8b, v27.8b
	umaxp	v31.8b, v11.8b, v18.8b
	umaxp	v27.8h, v21.8h, v16.8h
	umaxp	v29.8h, v13.8h, v3.8h
	umaxp	v7.8h, v17.8h, v24.8h
	umaxp	v2.8h, v10.8h, v16.8h
	umaxv	b20, v1.16b
	umaxv	b0, v31.16b
	umaxv	b28, v10.16b
	umaxv	b13, v29.16b
	umaxv	h17, v1.4h
	umaxv	h6, v23.4h
	umaxv	h6, v23.4h
	umaxv	h4, v10.4h
	umaxv	s22, v16.4s
	umaxv	s13, v9.4s
	umaxv	s16, v23.4s
	umaxv	s6, v29.4s
	umaxv	b1, v13.8b
	umaxv	b23, v2.8b
	umaxv	b8, v0.8b
	umaxv	b12, v7.8b
	umaxv	h20, v11.8h
	umaxv	h15, v8.8h
	umaxv	h8, v8.8h
	umaxv	h10, v9.8h
	umax	v22.16b, v23.16b, v11.16b
	umax	v24.16b, v21.16b, v23.16b
	umax	v9.16b, v13.16b, v12.16b
	umax	v16.16b, v3.16b, v18.16b
	umax	v20.2s, v16.2s, v21.2s
	umax	v17.2s, v11.2s, v23.2s
	umax	v19.2s, v20.2s, v0.2s
	umax	v3.2s, v6.2s, v16.2s
	umax	v21.4h, v28.4h, v28.4h
	umax	v3.4h, v21.4h, v7.4h
	umax	v25.4h, v17.4h, v5.4h
	umax	v18.4h, v19.4h, v20.4h
	umax	v3.4s, v19.4s, v30.4s
	umax	v25.4s, v12.4s, v0.4s
	umax	v31.4s, v2.4s, v0.4s
	umax	v2.4s, v2.4s, v29.4s
	umax	v14.8b, v1.8b, v11.8b
	umax	v31.8b, v8.8b, v30.8b
	umax	v31.8b, v19.8b, v1.8b
	umax	v13.8b, v11.8b, v24.8b
	umax	v20.8h, v23.8h, v4.8h
	umax	v14.8h, v20.8h, v16.8h
	umax	v24.8h, v12.8h, v26.8h
	umax	v0.8h, v21.8h, v19.8h
	uminp	v6.16b, v24.16b, v19.16b
	uminp	v2.16b, v9.16b, v29.16b
	uminp	v28.16b, v11.16b, v3.16b
	uminp	v5.16b, v12.16b, v28.16b
	uminp	v25.2s, v21.2s, v28.2s
	uminp	v6.2s, v8.2s, v12.2s
	uminp	v7.2s, v27.2s, v8.2s
	uminp	v23.2s, v21.2s, v12.2s
	uminp	v5.4h, v12.4h, v16.4h
	uminp	v12.4h, v30.4h, v8.4h
	uminp	v27.4h, v31.4h, v14.4h
	uminp	v11.4h, v8.4h, v0.4h
	uminp	v31.4s, v12.4s, v11.4s
	uminp	v31.4s, v15.4s, v28.4s
	uminp	v21.4s, v8.4s, v8.4s
	uminp	v25.4s, v18.4s, v18.4s
	uminp	v20.8b, v2.8b, v3.8b
	uminp	v26.8b, v9.8b, v20.8b
	uminp	v29.8b, v8.8b, v7.8b
	uminp	v1.8b, v29.8b, v10.8b
	uminp	v5.8h, v15.8h, v12.8h
	uminp	v25.8h, v22.8h, v29.8h
	uminp	v5.8h, v11.8h, v31.8h
	uminp	v25.8h, v5.8h, v0.8h
	uminv	b9, v25.16b
	uminv	b14, v30.16b
	uminv	b31, v29.16b
	uminv	b30, v27.16b
	uminv	h3, v25.4h
	uminv	h27, v5.4h
	uminv	h15, v5.4h
	uminv	h22, v22.4h
	uminv	s18, v10.4s
	uminv	s26, v15.4s
	uminv	s30, v23.4s
	uminv	s23, v16.4s
	uminv	b28, v22.8b
	uminv	b14, v29.8b
	uminv	b10, v15.8b
	uminv	b28, v20.8b
	uminv	h16, v4.8h
	uminv	h16, v31.8h
	uminv	h12, v31.8h
	uminv	h22, v24.8h
	umin	v17.16b, v18.16b, v9.16b
	umin	v25.16b, v20.16b, v7.16b
	umin	v10.16b, v5.16b, v18.16b
	umin	v4.16b, v7.16b, v16.16b
	umin	v7.2s, v0.2s, v8.2s
	umin	v25.2s, v24.2s, v23.2s
	umin	v22.2s, v29.2s, v15.2s
	umin	v13.2s, v15.2s, v24.2s
	umin	v2.4h, v11.4h, v30.4h
	umin	v6.4h, v5.4h, v0.4h
	umin	v27.4h, v28.4h, v21.4h
	umin	v18.4h, v6.4h, v3.4h
	umin	v20.4s, v6.4s, v13.4s
	umin	v14.4s, v19.4s, v28.4s
	umin	v13.4s, v0.4s, v24.4s
	umin	v15.4s, v24.4s, v5.4s
	umin	v30.8b, v20.8b, v30.8b
	umin	v15.8b, v19.8b, v20.8b
	umin	v29.8b, v14.8b, v22.8b
	umin	v7.8b, v6.8b, v2.8b
	umin	v28.8h, v13.8h, v21.8h
	umin	v18.8h, v7.8h, v14.8h
	umin	v12.8h, v28.8h, v27.8h
	umin	v0.8h, v30.8h, v4.8h
	umlal	v18.2d, v23.2s, v1.s[3]
	umlal	v13.2d, v14.2s, v16.s[1]
	umlal	v25.2d, v6.2s, v9.s[3]
	umlal	v14.2d, v16.2s, v11.s[0]
	umlal2	v10.2d, v23.4s, v21.s[3]
	umlal2	v12.2d, v26.4s, v9.s[3]
	umlal2	v6.2d, v19.4s, v17.s[0]
	umlal2	v11.2d, v21.4s, v6.s[2]
	umlal	v20.4s, v9.4h, v5.h[0]
	umlal	v10.4s, v5.4h, v6.h[3]
	umlal	v1.4s, v10.4h, v6.h[0]
	umlal	v18.4s, v21.4h, v6.h[2]
	umlal2	v30.4s, v20.8h, v9.h[5]
	umlal2	v17.4s, v10.8h, v13.h[6]
	umlal2	v11.4s, v7.8h, v5.h[7]
	umlal2	v7.4s, v28.8h, v14.h[1]
	umlal	v18.2d, v13.2s, v1.2s
	umlal	v9.2d, v13.2s, v28.2s
	umlal	v21.2d, v9.2s, v10.2s
	umlal	v12.2d, v28.2s, v26.2s
	umlal2	v27.2d, v26.4s, v20.4s
	umlal2	v11.2d, v27.4s, v2.4s
	umlal2	v21.2d, v16.4s, v24.4s
	umlal2	v28.2d, v9.4s, v27.4s
	umlal	v25.4s, v21.4h, v24.4h
	umlal	v4.4s, v22.4h, v11.4h
	umlal	v25.4s, v17.4h, v25.4h
	umlal	v19.4s, v23.4h, v2.4h
	umlal2	v11.4s, v5.8h, v30.8h
	umlal2	v16.4s, v9.8h, v31.8h
	umlal2	v6.4s, v25.8h, v28.8h
	umlal2	v14.4s, v3.8h, v16.8h
	umlal	v27.8h, v17.8b, v20.8b
	umlal	v0.8h, v5.8b, v31.8b
	umlal	v12.8h, v13.8b, v12.8b
	umlal	v26.8h, v26.8b, v11.8b
	umlal2	v18.8h, v18.16b, v25.16b
	umlal2	v17.8h, v10.16b, v25.16b
	umlal2	v8.8h, v2.16b, v22.16b
	umlal2	v22.8h, v20.16b, v30.16b
	umlsl	v17.2d, v0.2s, v29.s[3]
	umlsl	v30.2d, v16.2s, v31.s[1]
	umlsl	v17.2d, v23.2s, v16.s[0]
	umlsl	v21.2d, v16.2s, v3.s[2]
	umlsl2	v15.2d, v2.4s, v30.s[1]
	umlsl2	v20.2d, v0.4s, v2.s[1]
	umlsl2	v20.2d, v1.4s, v18.s[3]
	umlsl2	v2.2d, v6.4s, v1.s[3]
	umlsl	v22.4s, v18.4h, v3.h[7]
	umlsl	v22.4s, v26.4h, v3.h[3]
	umlsl	v19.4s, v12.4h, v3.h[1]
	umlsl	v3.4s, v24.4h, v11.h[0]
	umlsl2	v14.4s, v13.8h, v0.h[5]
	umlsl2	v17.4s, v15.8h, v3.h[4]
	umlsl2	v30.4s, v4.8h, v11.h[3]
	umlsl2	v16.4s, v17.8h, v1.h[0]
	umlsl	v20.2d, v23.2s, v11.2s
	umlsl	v17.2d, v28.2s, v22.2s
	umlsl	v22.2d, v20.2s, v24.2s
	umlsl	v15.2d, v22.2s, v20.2s
	umlsl2	v16.2d, v4.4s, v18.4s
	umlsl2	v10.2d, v14.4s, v2.4s
	umlsl2	v7.2d, v17.4s, v3.4s
	umlsl2	v9.2d, v28.4s, v14.4s
	umlsl	v6.4s, v23.4h, v5.4h
	umlsl	v3.4s, v8.4h, v19.4h
	umlsl	v2.4s, v2.4h, v12.4h
	umlsl	v2.4s, v11.4h, v6.4h
	umlsl2	v26.4s, v27.8h, v13.8h
	umlsl2	v24.4s, v15.8h, v5.8h
	umlsl2	v26.4s, v30.8h, v15.8h
	umlsl2	v5.4s, v18.8h, v11.8h
	umlsl	v26.8h, v0.8b, v25.8b
	umlsl	v23.8h, v17.8b, v7.8b
	umlsl	v8.8h, v15.8b, v11.8b
	umlsl	v1.8h, v28.8b, v24.8b
	umlsl2	v27.8h, v31.16b, v16.16b
	umlsl2	v30.8h, v26.16b, v5.16b
	umlsl2	v21.8h, v22.16b, v2.16b
	umlsl2	v1.8h, v22.16b, v7.16b
	umov	w20, v7.b[3]
	umov	w30, v24.b[10]
	umov	w30, v22.b[0]
	umov	w9, v24.b[13]
	mov	x27, v12.d[1]
	mov	x20, v1.d[1]
	mov	x4, v3.d[0]
	mov	x22, v19.d[1]
	umov	w23, v25.h[0]
	umov	w22, v31.h[1]
	umov	w13, v12.h[1]
	umov	w9, v10.h[5]
	mov	w2, v16.s[0]
	mov	w22, v18.s[2]
	mov	w28, v10.s[0]
	mov	w29, v12.s[0]
	umsubl	x0, w15, w28, x15
	umsubl	x22, w24, w11, x14
	umsubl	x23, w9, w10, x10
	umsubl	x20, w6, w0, x3
	umulh	x2, x23, x5
	umulh	x8, x7, x21
	umulh	x11, x10, x14
	umulh	x16, x29, x2
	umull	v5.2d, v14.2s, v26.s[0]
	umull	v26.2d, v4.2s, v5.s[2]
	umull	v4.2d, v8.2s, v12.s[3]
	umull	v15.2d, v31.2s, v0.s[2]
	umull2	v18.2d, v26.4s, v8.s[0]
	umull2	v18.2d, v18.4s, v7.s[1]
	umull2	v5.2d, v12.4s, v12.s[0]
	umull2	v16.2d, v6.4s, v11.s[1]
	umull	v13.4s, v31.4h, v0.h[0]
	umull	v4.4s, v19.4h, v4.h[0]
	umull	v12.4s, v25.4h, v2.h[0]
	umull	v31.4s, v16.4h, v13.h[0]
	umull2	v14.4s, v24.8h, v1.h[1]
	umull2	v22.4s, v21.8h, v14.h[1]
	umull2	v5.4s, v15.8h, v3.h[0]
	umull2	v17.4s, v19.8h, v6.h[3]
	umull	v27.2d, v4.2s, v1.2s
	umull	v20.2d, v11.2s, v6.2s
	umull	v22.2d, v10.2s, v6.2s
	umull	v14.2d, v6.2s, v9.2s
	umull2	v21.2d, v28.4s, v15.4s
	umull2	v10.2d, v9.4s, v15.4s
	umull2	v31.2d, v27.4s, v27.4s
	umull2	v14.2d, v22.4s, v30.4s
	umull	v5.4s, v5.4h, v16.4h
	umull	v23.4s, v17.4h, v12.4h
	umull	v8.4s, v21.4h, v0.4h
	umull	v9.4s, v22.4h, v5.4h
	umull2	v0.4s, v10.8h, v26.8h
	umull2	v11.4s, v13.8h, v9.8h
	umull2	v9.4s, v26.8h, v9.8h
	umull2	v13.4s, v17.8h, v14.8h
	umull	v18.8h, v9.8b, v27.8b
	umull	v29.8h, v3.8b, v18.8b
	umull	v4.8h, v20.8b, v30.8b
	umull	v16.8h, v31.8b, v25.8b
	umull2	v7.8h, v5.16b, v3.16b
	umull2	v22.8h, v31.16b, v23.16b
	umull2	v12.8h, v4.16b, v12.16b
	umull2	v0.8h, v22.16b, v11.16b
	uqadd	b4, b8, b4
	uqadd	b27, b6, b21
	uqadd	b27, b2, b3
	uqadd	b14, b25, b13
	uqadd	d17, d31, d1
	uqadd	d25, d0, d24
	uqadd	d20, d9, d7
	uqadd	d6, d5, d29
	uqadd	h20, h20, h17
	uqadd	h0, h2, h20
	uqadd	h21, h15, h8
	uqadd	h0, h4, h17
	uqadd	s30, s3, s6
	uqadd	s21, s11, s1
	uqadd	s11, s19, s16
	uqadd	s21, s23, s31
	uqadd	v17.16b, v23.16b, v12.16b
	uqadd	v28.16b, v29.16b, v15.16b
	uqadd	v26.16b, v24.16b, v29.16b
	uqadd	v20.16b, v24.16b, v5.16b
	uqadd	v16.2d, v16.2d, v3.2d
	uqadd	v17.2d, v31.2d, v12.2d
	uqadd	v1.2d, v22.2d, v4.2d
	uqadd	v31.2d, v19.2d, v31.2d
	uqadd	v10.2s, v24.2s, v24.2s
	uqadd	v9.2s, v18.2s, v8.2s
	uqadd	v19.2s, v1.2s, v13.2s
	uqadd	v25.2s, v21.2s, v9.2s
	uqadd	v6.4h, v28.4h, v18.4h
	uqadd	v31.4h, v29.4h, v27.4h
	uqadd	v15.4h, v15.4h, v0.4h
	uqadd	v19.4h, v4.4h, v22.4h
	uqadd	v12.4s, v11.4s, v18.4s
	uqadd	v10.4s, v19.4s, v20.4s
	uqadd	v17.4s, v25.4s, v4.4s
	uqadd	v6.4s, v15.4s, v2.4s
	uqadd	v31.8b, v15.8b, v30.8b
	uqadd	v27.8b, v2.8b, v0.8b
	uqadd	v18.8b, v22.8b, v29.8b
	uqadd	v8.8b, v20.8b, v23.8b
	uqadd	v9.8h, v4.8h, v9.8h
	uqadd	v25.8h, v29.8h, v27.8h
	uqadd	v28.8h, v5.8h, v10.8h
	uqadd	v1.8h, v12.8h, v4.8h
	uqrshl	b20, b1, b22
	uqrshl	b26, b11, b10
	uqrshl	b27, b21, b9
	uqrshl	b12, b31, b4
	uqrshl	d9, d31, d14
	uqrshl	d25, d30, d7
	uqrshl	d6, d27, d12
	uqrshl	d12, d2, d23
	uqrshl	h21, h21, h31
	uqrshl	h18, h12, h5
	uqrshl	h18, h24, h23
	uqrshl	h14, h12, h23
	uqrshl	s24, s29, s10
	uqrshl	s14, s18, s31
	uqrshl	s28, s29, s2
	uqrshl	s6, s24, s22
	uqrshl	v17.16b, v29.16b, v13.16b
	uqrshl	v0.16b, v5.16b, v20.16b
	uqrshl	v10.16b, v21.16b, v19.16b
	uqrshl	v15.16b, v1.16b, v31.16b
	uqrshl	v11.2d, v1.2d, v26.2d
	uqrshl	v7.2d, v29.2d, v3.2d
	uqrshl	v17.2d, v18.2d, v12.2d
	uqrshl	v8.2d, v0.2d, v19.2d
	uqrshl	v25.2s, v26.2s, v24.2s
	uqrshl	v21.2s, v10.2s, v17.2s
	uqrshl	v20.2s, v13.2s, v13.2s
	uqrshl	v31.2s, v9.2s, v20.2s
	uqrshl	v27.4h, v10.4h, v26.4h
	uqrshl	v29.4h, v31.4h, v3.4h
	uqrshl	v23.4h, v8.4h, v14.4h
	uqrshl	v17.4h, v4.4h, v11.4h
	uqrshl	v5.4s, v1.4s, v30.4s
	uqrshl	v29.4s, v10.4s, v28.4s
	uqrshl	v26.4s, v19.4s, v27.4s
	uqrshl	v13.4s, v19.4s, v26.4s
	uqrshl	v16.8b, v13.8b, v26.8b
	uqrshl	v5.8b, v9.8b, v21.8b
	uqrshl	v5.8b, v3.8b, v22.8b
	uqrshl	v2.8b, v20.8b, v23.8b
	uqrshl	v0.8h, v11.8h, v23.8h
	uqrshl	v30.8h, v17.8h, v16.8h
	uqrshl	v28.8h, v14.8h, v3.8h
	uqrshl	v24.8h, v11.8h, v7.8h
	uqrshrn	b21, h9, #1
	uqrshrn	b5, h26, #6
	uqrshrn	b22, h15, #4
	uqrshrn	b17, h21, #2
	uqrshrn	h22, s8, #2
	uqrshrn	h31, s15, #15
	uqrshrn	h9, s31, #1
	uqrshrn	h13, s2, #10
	uqrshrn	s14, d23, #7
	uqrshrn	s1, d3, #5
	uqrshrn	s14, d20, #1
	uqrshrn	s24, d13, #1
	uqrshrn	v9.2s, v0.2d, #9
	uqrshrn	v10.2s, v19.2d, #28
	uqrshrn	v8.2s, v1.2d, #29
	uqrshrn	v24.2s, v0.2d, #9
	uqrshrn2	v12.4s, v23.2d, #32
	uqrshrn2	v11.4s, v11.2d, #18
	uqrshrn2	v29.4s, v14.2d, #21
	uqrshrn2	v23.4s, v31.2d, #12
	uqrshrn	v5.4h, v3.4s, #16
	uqrshrn	v0.4h, v29.4s, #8
	uqrshrn	v24.4h, v10.4s, #5
	uqrshrn	v24.4h, v15.4s, #11
	uqrshrn2	v1.8h, v0.4s, #12
	uqrshrn2	v8.8h, v7.4s, #2
	uqrshrn2	v15.8h, v12.4s, #1
	uqrshrn2	v26.8h, v13.4s, #16
	uqrshrn	v24.8b, v2.8h, #4
	uqrshrn	v7.8b, v12.8h, #2
	uqrshrn	v27.8b, v14.8h, #7
	uqrshrn	v4.8b, v24.8h, #1
	uqrshrn2	v19.16b, v27.8h, #3
	uqrshrn2	v13.16b, v8.8h, #2
	uqrshrn2	v20.16b, v13.8h, #4
	uqrshrn2	v29.16b, v14.8h, #8
	uqshl	b22, b12, #1
	uqshl	b2, b10, #4
	uqshl	b18, b12, #0
	uqshl	b12, b18, #4
	uqshl	d15, d30, #48
	uqshl	d3, d19, #52
	uqshl	d0, d2, #0
	uqshl	d14, d13, #38
	uqshl	h7, h28, #2
	uqshl	h11, h5, #13
	uqshl	h18, h31, #14
	uqshl	h20, h20, #7
	uqshl	s25, s30, #1
	uqshl	s16, s4, #0
	uqshl	s19, s25, #1
	uqshl	s28, s1, #10
	uqshl	v12.16b, v11.16b, #1
	uqshl	v30.16b, v1.16b, #6
	uqshl	v28.16b, v22.16b, #0
	uqshl	v17.16b, v3.16b, #5
	uqshl	v23.2d, v11.2d, #50
	uqshl	v8.2d, v17.2d, #46
	uqshl	v24.2d, v28.2d, #0
	uqshl	v23.2d, v9.2d, #57
	uqshl	v10.2s, v10.2s, #1
	uqshl	v27.2s, v18.2s, #31
	uqshl	v13.2s, v11.2s, #16
	uqshl	v18.2s, v22.2s, #21
	uqshl	v25.4h, v18.4h, #14
	uqshl	v6.4h, v12.4h, #4
	uqshl	v31.4h, v18.4h, #3
	uqshl	v29.4h, v24.4h, #6
	uqshl	v31.4s, v18.4s, #9
	uqshl	v1.4s, v4.4s, #29
	uqshl	v29.4s, v28.4s, #18
	uqshl	v15.4s, v15.4s, #0
	uqshl	v3.8b, v26.8b, #1
	uqshl	v7.8b, v29.8b, #7
	uqshl	v0.8b, v11.8b, #5
	uqshl	v15.8b, v10.8b, #0
	uqshl	v5.8h, v24.8h, #8
	uqshl	v5.8h, v30.8h, #8
	uqshl	v17.8h, v14.8h, #11
	uqshl	v13.8h, v28.8h, #12
	uqshl	b16, b6, b29
	uqshl	b27, b27, b27
	uqshl	b6, b7, b13
	uqshl	b22, b25, b17
	uqshl	d6, d15, d27
	uqshl	d11, d13, d7
	uqshl	d22, d11, d21
	uqshl	d16, d9, d20
	uqshl	h8, h19, h15
	uqshl	h5, h28, h21
	uqshl	h25, h27, h9
	uqshl	h8, h28, h16
	uqshl	s21, s3, s19
	uqshl	s8, s20, s27
	uqshl	s25, s8, s30
	uqshl	s28, s9, s30
	uqshl	v28.16b, v6.16b, v30.16b
	uqshl	v19.16b, v3.16b, v19.16b
	uqshl	v1.16b, v20.16b, v17.16b
	uqshl	v15.16b, v7.16b, v27.16b
	uqshl	v24.2d, v13.2d, v15.2d
	uqshl	v19.2d, v3.2d, v22.2d
	uqshl	v5.2d, v30.2d, v8.2d
	uqshl	v3.2d, v11.2d, v13.2d
	uqshl	v19.2s, v15.2s, v8.2s
	uqshl	v10.2s, v10.2s, v10.2s
	uqshl	v17.2s, v16.2s, v31.2s
	uqshl	v27.2s, v0.2s, v18.2s
	uqshl	v15.4h, v0.4h, v4.4h
	uqshl	v27.4h, v3.4h, v26.4h
	uqshl	v19.4h, v17.4h, v15.4h
	uqshl	v22.4h, v9.4h, v2.4h
	uqshl	v15.4s, v29.4s, v30.4s
	uqshl	v31.4s, v4.4s, v16.4s
	uqshl	v5.4s, v26.4s, v0.4s
	uqshl	v22.4s, v0.4s, v0.4s
	uqshl	v0.8b, v21.8b, v9.8b
	uqshl	v2.8b, v1.8b, v1.8b
	uqshl	v14.8b, v3.8b, v15.8b
	uqshl	v16.8b, v22.8b, v29.8b
	uqshl	v15.8h, v0.8h, v10.8h
	uqshl	v26.8h, v2.8h, v27.8h
	uqshl	v22.8h, v5.8h, v9.8h
	uqshl	v20.8h, v3.8h, v31.8h
	uqshrn	b22, h4, #6
	uqshrn	b2, h18, #8
	uqshrn	b25, h30, #4
	uqshrn	b24, h12, #4
	uqshrn	h1, s4, #5
	uqshrn	h15, s7, #12
	uqshrn	h6, s17, #16
	uqshrn	h20, s3, #2
	uqshrn	s5, d20, #25
	uqshrn	s4, d2, #14
	uqshrn	s1, d29, #32
	uqshrn	s16, d14, #31
	uqshrn	v24.2s, v14.2d, #5
	uqshrn	v3.2s, v16.2d, #9
	uqshrn	v3.2s, v17.2d, #1
	uqshrn	v17.2s, v10.2d, #23
	uqshrn2	v0.4s, v24.2d, #6
	uqshrn2	v23.4s, v30.2d, #24
	uqshrn2	v24.4s, v22.2d, #22
	uqshrn2	v16.4s, v31.2d, #9
	uqshrn	v30.4h, v10.4s, #11
	uqshrn	v3.4h, v14.4s, #12
	uqshrn	v18.4h, v23.4s, #11
	uqshrn	v26.4h, v13.4s, #1
	uqshrn2	v12.8h, v14.4s, #14
	uqshrn2	v21.8h, v2.4s, #10
	uqshrn2	v11.8h, v26.4s, #1
	uqshrn2	v12.8h, v22.4s, #1
	uqshrn	v28.8b, v23.8h, #1
	uqshrn	v0.8b, v31.8h, #7
	uqshrn	v16.8b, v13.8h, #6
	uqshrn	v10.8b, v2.8h, #6
	uqshrn2	v22.16b, v25.8h, #1
	uqshrn2	v19.16b, v14.8h, #5
	uqshrn2	v1.16b, v17.8h, #5
	uqshrn2	v4.16b, v7.8h, #6
	uqsub	b6, b1, b25
	uqsub	b1, b12, b4
	uqsub	b19, b4, b29
	uqsub	b6, b17, b24
	uqsub	d19, d30, d3
	uqsub	d15, d7, d6
	uqsub	d10, d8, d23
	uqsub	d27, d21, d21
	uqsub	h5, h26, h29
	uqsub	h26, h8, h3
	uqsub	h5, h10, h1
	uqsub	h8, h18, h28
	uqsub	s24, s8, s28
	uqsub	s10, s13, s21
	uqsub	s12, s14, s9
	uqsub	s10, s0, s17
	uqsub	v23.16b, v13.16b, v8.16b
	uqsub	v11.16b, v20.16b, v27.16b
	uqsub	v7.16b, v29.16b, v28.16b
	uqsub	v11.16b, v7.16b, v19.16b
	uqsub	v25.2d, v27.2d, v22.2d
	uqsub	v28.2d, v12.2d, v16.2d
	uqsub	v2.2d, v21.2d, v9.2d
	uqsub	v30.2d, v23.2d, v1.2d
	uqsub	v15.2s, v6.2s, v28.2s
	uqsub	v1.2s, v7.2s, v24.2s
	uqsub	v0.2s, v18.2s, v15.2s
	uqsub	v27.2s, v1.2s, v16.2s
	uqsub	v7.4h, v11.4h, v14.4h
	uqsub	v23.4h, v26.4h, v31.4h
	uqsub	v11.4h, v12.4h, v19.4h
	uqsub	v5.4h, v10.4h, v24.4h
	uqsub	v31.4s, v6.4s, v4.4s
	uqsub	v31.4s, v23.4s, v18.4s
	uqsub	v31.4s, v12.4s, v19.4s
	uqsub	v4.4s, v27.4s, v6.4s
	uqsub	v3.8b, v20.8b, v0.8b
	uqsub	v7.8b, v21.8b, v22.8b
	uqsub	v24.8b, v5.8b, v17.8b
	uqsub	v5.8b, v24.8b, v4.8b
	uqsub	v18.8h, v11.8h, v28.8h
	uqsub	v1.8h, v29.8h, v30.8h
	uqsub	v10.8h, v17.8h, v4.8h
	uqsub	v4.8h, v11.8h, v1.8h
	uqxtn	b27, h28
	uqxtn	b8, h29
	uqxtn	b10, h14
	uqxtn	b3, h7
	uqxtn	h2, s19
	uqxtn	h27, s2
	uqxtn	h12, s1
	uqxtn	h11, s6
	uqxtn	s1, d19
	uqxtn	s13, d25
	uqxtn	s21, d15
	uqxtn	s22, d18
	uqxtn	v4.2s, v25.2d
	uqxtn	v12.2s, v19.2d
	uqxtn	v19.2s, v17.2d
	uqxtn	v13.2s, v7.2d
	uqxtn2	v4.4s, v22.2d
	uqxtn2	v26.4s, v9.2d
	uqxtn2	v4.4s, v19.2d
	uqxtn2	v12.4s, v21.2d
	uqxtn	v15.4h, v4.4s
	uqxtn	v31.4h, v11.4s
	uqxtn	v2.4h, v20.4s
	uqxtn	v3.4h, v13.4s
	uqxtn2	v24.8h, v14.4s
	uqxtn2	v28.8h, v27.4s
	uqxtn2	v3.8h, v8.4s
	uqxtn2	v0.8h, v27.4s
	uqxtn	v12.8b, v31.8h
	uqxtn	v26.8b, v30.8h
	uqxtn	v31.8b, v5.8h
	uqxtn	v21.8b, v17.8h
	uqxtn2	v5.16b, v13.8h
	uqxtn2	v13.16b, v5.8h
	uqxtn2	v30.16b, v14.8h
	uqxtn2	v15.16b, v1.8h
	urecpe	v8.2s, v8.2s
	urecpe	v2.2s, v26.2s
	urecpe	v16.2s, v8.2s
	urecpe	v7.2s, v25.2s
	urecpe	v22.4s, v4.4s
	urecpe	v23.4s, v22.4s
	urecpe	v28.4s, v22.4s
	urecpe	v1.4s, v1.4s
	urhadd	v21.16b, v1.16b, v31.16b
	urhadd	v11.16b, v9.16b, v27.16b
	urhadd	v24.16b, v26.16b, v18.16b
	urhadd	v21.16b, v25.16b, v5.16b
	urhadd	v27.2s, v12.2s, v11.2s
	urhadd	v22.2s, v2.2s, v18.2s
	urhadd	v11.2s, v18.2s, v14.2s
	urhadd	v9.2s, v30.2s, v28.2s
	urhadd	v13.4h, v0.4h, v2.4h
	urhadd	v2.4h, v26.4h, v4.4h
	urhadd	v23.4h, v29.4h, v22.4h
	urhadd	v17.4h, v14.4h, v8.4h
	urhadd	v17.4s, v8.4s, v0.4s
	urhadd	v8.4s, v5.4s, v0.4s
	urhadd	v11.4s, v21.4s, v10.4s
	urhadd	v5.4s, v29.4s, v1.4s
	urhadd	v1.8b, v29.8b, v25.8b
	urhadd	v28.8b, v27.8b, v19.8b
	urhadd	v20.8b, v14.8b, v0.8b
	urhadd	v22.8b, v1.8b, v12.8b
	urhadd	v26.8h, v31.8h, v2.8h
	urhadd	v25.8h, v11.8h, v5.8h
	urhadd	v2.8h, v4.8h, v18.8h
	urhadd	v27.8h, v14.8h, v29.8h
	urshl	d28, d4, d31
	urshl	d5, d16, d1
	urshl	d12, d28, d22
	urshl	d16, d13, d5
	urshl	v18.16b, v25.16b, v20.16b
	urshl	v9.16b, v27.16b, v25.16b
	urshl	v25.16b, v1.16b, v28.16b
	urshl	v26.16b, v0.16b, v30.16b
	urshl	v5.2d, v6.2d, v22.2d
	urshl	v13.2d, v5.2d, v4.2d
	urshl	v0.2d, v26.2d, v31.2d
	urshl	v10.2d, v2.2d, v1.2d
	urshl	v20.2s, v15.2s, v26.2s
	urshl	v3.2s, v24.2s, v12.2s
	urshl	v26.2s, v31.2s, v24.2s
	urshl	v13.2s, v24.2s, v0.2s
	urshl	v16.4h, v9.4h, v17.4h
	urshl	v10.4h, v11.4h, v28.4h
	urshl	v11.4h, v16.4h, v16.4h
	urshl	v23.4h, v9.4h, v1.4h
	urshl	v28.4s, v10.4s, v9.4s
	urshl	v17.4s, v20.4s, v31.4s
	urshl	v0.4s, v18.4s, v31.4s
	urshl	v20.4s, v4.4s, v3.4s
	urshl	v22.8b, v16.8b, v0.8b
	urshl	v19.8b, v0.8b, v1.8b
	urshl	v13.8b, v10.8b, v8.8b
	urshl	v28.8b, v5.8b, v12.8b
	urshl	v18.8h, v17.8h, v8.8h
	urshl	v2.8h, v0.8h, v17.8h
	urshl	v16.8h, v7.8h, v27.8h
	urshl	v20.8h, v5.8h, v2.8h
	urshr	d3, d29, #43
	urshr	d20, d8, #56
	urshr	d15, d22, #13
	urshr	d12, d7, #35
	urshr	v11.16b, v27.16b, #2
	urshr	v14.16b, v2.16b, #3
	urshr	v4.16b, v5.16b, #4
	urshr	v28.16b, v20.16b, #6
	urshr	v9.2d, v17.2d, #1
	urshr	v5.2d, v15.2d, #1
	urshr	v5.2d, v21.2d, #14
	urshr	v8.2d, v5.2d, #1
	urshr	v8.2s, v15.2s, #32
	urshr	v12.2s, v6.2s, #23
	urshr	v17.2s, v17.2s, #32
	urshr	v31.2s, v14.2s, #27
	urshr	v28.4h, v5.4h, #16
	urshr	v19.4h, v20.4h, #16
	urshr	v10.4h, v4.4h, #5
	urshr	v2.4h, v26.4h, #1
	urshr	v17.4s, v1.4s, #27
	urshr	v27.4s, v24.4s, #20
	urshr	v25.4s, v16.4s, #16
	urshr	v28.4s, v0.4s, #18
	urshr	v28.8b, v20.8b, #4
	urshr	v13.8b, v10.8b, #5
	urshr	v22.8b, v8.8b, #1
	urshr	v20.8b, v17.8b, #8
	urshr	v1.8h, v26.8h, #10
	urshr	v10.8h, v29.8h, #12
	urshr	v9.8h, v9.8h, #10
	urshr	v31.8h, v29.8h, #1
	ursqrte	v14.2s, v14.2s
	ursqrte	v16.2s, v8.2s
	ursqrte	v14.2s, v4.2s
	ursqrte	v9.2s, v22.2s
	ursqrte	v20.4s, v8.4s
	ursqrte	v31.4s, v10.4s
	ursqrte	v1.4s, v6.4s
	ursqrte	v15.4s, v12.4s
	ursra	d13, d30, #24
	ursra	d27, d20, #61
	ursra	d24, d0, #30
	ursra	d22, d16, #64
	ursra	v19.16b, v20.16b, #6
	ursra	v14.16b, v8.16b, #2
	ursra	v6.16b, v12.16b, #8
	ursra	v13.16b, v9.16b, #6
	ursra	v0.2d, v19.2d, #20
	ursra	v17.2d, v31.2d, #53
	ursra	v23.2d, v16.2d, #36
	ursra	v29.2d, v31.2d, #34
	ursra	v5.2s, v23.2s, #30
	ursra	v29.2s, v18.2s, #1
	ursra	v11.2s, v14.2s, #17
	ursra	v3.2s, v2.2s, #4
	ursra	v8.4h, v1.4h, #4
	ursra	v6.4h, v1.4h, #8
	ursra	v22.4h, v25.4h, #8
	ursra	v21.4h, v27.4h, #7
	ursra	v12.4s, v10.4s, #1
	ursra	v24.4s, v16.4s, #5
	ursra	v26.4s, v9.4s, #26
	ursra	v5.4s, v21.4s, #1
	ursra	v21.8b, v17.8b, #8
	ursra	v24.8b, v22.8b, #5
	ursra	v29.8b, v31.8b, #6
	ursra	v28.8b, v9.8b, #5
	ursra	v8.8h, v5.8h, #1
	ursra	v1.8h, v31.8h, #1
	ursra	v16.8h, v1.8h, #10
	ursra	v10.8h, v27.8h, #13
	ushll	v8.2d, v25.2s, #25
	ushll	v14.2d, v9.2s, #8
	ushll	v28.2d, v22.2s, #13
	ushll	v30.2d, v31.2s, #0
	ushll2	v22.2d, v15.4s, #25
	ushll2	v28.2d, v3.4s, #15
	ushll2	v16.2d, v1.4s, #8
	ushll2	v1.2d, v17.4s, #13
	ushll	v19.4s, v12.4h, #3
	ushll	v0.4s, v18.4h, #13
	ushll	v14.4s, v31.4h, #15
	ushll	v14.4s, v28.4h, #15
	ushll2	v3.4s, v4.8h, #13
	ushll2	v29.4s, v20.8h, #11
	ushll2	v27.4s, v3.8h, #0
	ushll2	v14.4s, v16.8h, #9
	ushll	v25.8h, v21.8b, #6
	ushll	v27.8h, v9.8b, #1
	ushll	v23.8h, v30.8b, #7
	ushll	v10.8h, v30.8b, #0
	ushll2	v10.8h, v4.16b, #1
	ushll2	v26.8h, v24.16b, #5
	ushll2	v2.8h, v23.16b, #7
	ushll2	v8.8h, v6.16b, #1
	ushl	d9, d7, d1
	ushl	d26, d4, d8
	ushl	d14, d15, d14
	ushl	d3, d9, d26
	ushl	v7.16b, v10.16b, v4.16b
	ushl	v5.16b, v29.16b, v10.16b
	ushl	v21.16b, v11.16b, v11.16b
	ushl	v4.16b, v25.16b, v29.16b
	ushl	v12.2d, v25.2d, v19.2d
	ushl	v5.2d, v23.2d, v3.2d
	ushl	v9.2d, v27.2d, v27.2d
	ushl	v31.2d, v19.2d, v18.2d
	ushl	v17.2s, v25.2s, v21.2s
	ushl	v31.2s, v22.2s, v27.2s
	ushl	v13.2s, v1.2s, v0.2s
	ushl	v18.2s, v19.2s, v9.2s
	ushl	v11.4h, v25.4h, v28.4h
	ushl	v30.4h, v7.4h, v29.4h
	ushl	v24.4h, v4.4h, v23.4h
	ushl	v1.4h, v1.4h, v19.4h
	ushl	v25.4s, v31.4s, v7.4s
	ushl	v29.4s, v31.4s, v1.4s
	ushl	v14.4s, v27.4s, v0.4s
	ushl	v9.4s, v22.4s, v24.4s
	ushl	v5.8b, v13.8b, v27.8b
	ushl	v8.8b, v10.8b, v14.8b
	ushl	v3.8b, v24.8b, v2.8b
	ushl	v0.8b, v25.8b, v27.8b
	ushl	v25.8h, v19.8h, v21.8h
	ushl	v9.8h, v16.8h, v18.8h
	ushl	v15.8h, v17.8h, v3.8h
	ushl	v1.8h, v3.8h, v28.8h
	ushr	d7, d8, #1
	ushr	d5, d3, #40
	ushr	d29, d27, #39
	ushr	d29, d24, #61
	ushr	v26.16b, v6.16b, #2
	ushr	v13.16b, v1.16b, #2
	ushr	v7.16b, v27.16b, #1
	ushr	v3.16b, v0.16b, #1
	ushr	v13.2d, v10.2d, #58
	ushr	v21.2d, v31.2d, #1
	ushr	v16.2d, v24.2d, #60
	ushr	v27.2d, v4.2d, #1
	ushr	v20.2s, v0.2s, #17
	ushr	v27.2s, v10.2s, #18
	ushr	v24.2s, v21.2s, #1
	ushr	v17.2s, v0.2s, #4
	ushr	v6.4h, v10.4h, #9
	ushr	v10.4h, v4.4h, #1
	ushr	v5.4h, v15.4h, #11
	ushr	v19.4h, v21.4h, #14
	ushr	v23.4s, v11.4s, #22
	ushr	v11.4s, v15.4s, #29
	ushr	v25.4s, v23.4s, #15
	ushr	v2.4s, v0.4s, #32
	ushr	v10.8b, v26.8b, #3
	ushr	v4.8b, v1.8b, #4
	ushr	v11.8b, v9.8b, #8
	ushr	v7.8b, v9.8b, #1
	ushr	v20.8h, v6.8h, #13
	ushr	v28.8h, v12.8h, #8
	ushr	v7.8h, v3.8h, #10
	ushr	v6.8h, v17.8h, #13
	usqadd	b5, b22
	usqadd	b9, b20
	usqadd	b5, b11
	usqadd	b12, b19
	usqadd	d3, d27
	usqadd	d16, d18
	usqadd	d14, d1
	usqadd	d16, d22
	usqadd	h22, h2
	usqadd	h20, h9
	usqadd	h5, h2
	usqadd	h26, h6
	usqadd	s3, s1
	usqadd	s1, s2
	usqadd	s22, s13
	usqadd	s22, s7
	usqadd	v22.16b, v24.16b
	usqadd	v16.16b, v23.16b
	usqadd	v23.16b, v26.16b
	usqadd	v17.16b, v7.16b
	usqadd	v19.2d, v31.2d
	usqadd	v11.2d, v25.2d
	usqadd	v18.2d, v22.2d
	usqadd	v8.2d, v8.2d
	usqadd	v3.2s, v26.2s
	usqadd	v5.2s, v9.2s
	usqadd	v29.2s, v9.2s
	usqadd	v19.2s, v16.2s
	usqadd	v27.4h, v23.4h
	usqadd	v13.4h, v18.4h
	usqadd	v14.4h, v13.4h
	usqadd	v16.4h, v12.4h
	usqadd	v2.4s, v5.4s
	usqadd	v10.4s, v6.4s
	usqadd	v26.4s, v7.4s
	usqadd	v30.4s, v9.4s
	usqadd	v16.8b, v6.8b
	usqadd	v6.8b, v28.8b
	usqadd	v19.8b, v22.8b
	usqadd	v5.8b, v2.8b
	usqadd	v14.8h, v16.8h
	usqadd	v30.8h, v10.8h
	usqadd	v24.8h, v9.8h
	usqadd	v1.8h, v23.8h
	usra	d1, d15, #26
	usra	d18, d8, #59
	usra	d23, d31, #53
	usra	d15, d18, #35
	usra	v14.16b, v6.16b, #1
	usra	v18.16b, v5.16b, #1
	usra	v10.16b, v12.16b, #7
	usra	v30.16b, v28.16b, #1
	usra	v19.2d, v19.2d, #51
	usra	v1.2d, v8.2d, #44
	usra	v19.2d, v21.2d, #36
	usra	v3.2d, v7.2d, #46
	usra	v2.2s, v20.2s, #14
	usra	v5.2s, v20.2s, #9
	usra	v25.2s, v6.2s, #25
	usra	v21.2s, v14.2s, #26
	usra	v21.4h, v31.4h, #1
	usra	v12.4h, v12.4h, #6
	usra	v10.4h, v4.4h, #1
	usra	v9.4h, v19.4h, #14
	usra	v14.4s, v10.4s, #32
	usra	v1.4s, v21.4s, #12
	usra	v14.4s, v13.4s, #29
	usra	v28.4s, v4.4s, #6
	usra	v12.8b, v21.8b, #5
	usra	v31.8b, v23.8b, #7
	usra	v4.8b, v9.8b, #5
	usra	v9.8b, v15.8b, #6
	usra	v12.8h, v6.8h, #8
	usra	v16.8h, v8.8h, #13
	usra	v30.8h, v28.8h, #1
	usra	v25.8h, v6.8h, #6
	usubl	v14.2d, v25.2s, v6.2s
	usubl	v27.2d, v20.2s, v9.2s
	usubl	v16.2d, v28.2s, v30.2s
	usubl	v17.2d, v1.2s, v23.2s
	usubl2	v17.2d, v2.4s, v14.4s
	usubl2	v19.2d, v13.4s, v9.4s
	usubl2	v0.2d, v0.4s, v23.4s
	usubl2	v8.2d, v29.4s, v3.4s
	usubl	v17.4s, v7.4h, v26.4h
	usubl	v18.4s, v0.4h, v24.4h
	usubl	v12.4s, v18.4h, v0.4h
	usubl	v27.4s, v2.4h, v20.4h
	usubl2	v29.4s, v15.8h, v3.8h
	usubl2	v26.4s, v3.8h, v15.8h
	usubl2	v19.4s, v26.8h, v29.8h
	usubl2	v6.4s, v14.8h, v0.8h
	usubl	v29.8h, v2.8b, v8.8b
	usubl	v24.8h, v27.8b, v4.8b
	usubl	v25.8h, v28.8b, v4.8b
	usubl	v15.8h, v24.8b, v8.8b
	usubl2	v15.8h, v26.16b, v27.16b
	usubl2	v2.8h, v18.16b, v28.16b
	usubl2	v10.8h, v29.16b, v26.16b
	usubl2	v7.8h, v9.16b, v19.16b
	usubw	v27.2d, v4.2d, v29.2s
	usubw	v6.2d, v0.2d, v10.2s
	usubw	v6.2d, v22.2d, v31.2s
	usubw	v0.2d, v17.2d, v3.2s
	usubw2	v18.2d, v8.2d, v10.4s
	usubw2	v24.2d, v20.2d, v12.4s
	usubw2	v0.2d, v31.2d, v10.4s
	usubw2	v6.2d, v17.2d, v25.4s
	usubw	v1.4s, v11.4s, v23.4h
	usubw	v11.4s, v2.4s, v0.4h
	usubw	v25.4s, v13.4s, v5.4h
	usubw	v7.4s, v29.4s, v25.4h
	usubw2	v9.4s, v3.4s, v11.8h
	usubw2	v16.4s, v10.4s, v24.8h
	usubw2	v12.4s, v4.4s, v7.8h
	usubw2	v3.4s, v7.4s, v21.8h
	usubw	v20.8h, v6.8h, v4.8b
	usubw	v27.8h, v3.8h, v8.8b
	usubw	v10.8h, v0.8h, v19.8b
	usubw	v8.8h, v31.8h, v21.8b
	usubw2	v16.8h, v27.8h, v21.16b
	usubw2	v31.8h, v7.8h, v29.16b
	usubw2	v17.8h, v6.8h, v27.16b
	usubw2	v19.8h, v31.8h, v6.16b
	uzp1	v9.16b, v19.16b, v24.16b
	uzp1	v30.16b, v13.16b, v2.16b
	uzp1	v19.16b, v14.16b, v22.16b
	uzp1	v16.16b, v8.16b, v27.16b
	uzp1	v19.2d, v6.2d, v22.2d
	uzp1	v11.2d, v1.2d, v3.2d
	uzp1	v18.2d, v22.2d, v7.2d
	uzp1	v2.2d, v24.2d, v3.2d
	uzp1	v23.2s, v3.2s, v11.2s
	uzp1	v4.2s, v3.2s, v20.2s
	uzp1	v19.2s, v26.2s, v0.2s
	uzp1	v23.2s, v25.2s, v10.2s
	uzp1	v12.4h, v27.4h, v31.4h
	uzp1	v19.4h, v3.4h, v28.4h
	uzp1	v27.4h, v26.4h, v29.4h
	uzp1	v31.4h, v5.4h, v26.4h
	uzp1	v1.4s, v8.4s, v13.4s
	uzp1	v20.4s, v11.4s, v4.4s
	uzp1	v3.4s, v8.4s, v31.4s
	uzp1	v0.4s, v19.4s, v1.4s
	uzp1	v1.8b, v21.8b, v21.8b
	uzp1	v21.8b, v25.8b, v13.8b
	uzp1	v1.8b, v28.8b, v13.8b
	uzp1	v24.8b, v6.8b, v25.8b
	uzp1	v18.8h, v10.8h, v22.8h
	uzp1	v27.8h, v9.8h, v28.8h
	uzp1	v18.8h, v7.8h, v11.8h
	uzp1	v8.8h, v28.8h, v26.8h
	uzp2	v31.16b, v23.16b, v25.16b
	uzp2	v20.16b, v12.16b, v17.16b
	uzp2	v11.16b, v12.16b, v17.16b
	uzp2	v0.16b, v9.16b, v22.16b
	uzp2	v15.2d, v23.2d, v16.2d
	uzp2	v23.2d, v18.2d, v0.2d
	uzp2	v6.2d, v17.2d, v21.2d
	uzp2	v4.2d, v9.2d, v14.2d
	uzp2	v16.2s, v19.2s, v16.2s
	uzp2	v11.2s, v12.2s, v16.2s
	uzp2	v27.2s, v29.2s, v23.2s
	uzp2	v1.2s, v22.2s, v7.2s
	uzp2	v0.4h, v21.4h, v24.4h
	uzp2	v30.4h, v22.4h, v4.4h
	uzp2	v7.4h, v4.4h, v15.4h
	uzp2	v28.4h, v0.4h, v7.4h
	uzp2	v31.4s, v31.4s, v29.4s
	uzp2	v22.4s, v31.4s, v11.4s
	uzp2	v29.4s, v17.4s, v16.4s
	uzp2	v19.4s, v17.4s, v1.4s
	uzp2	v2.8b, v5.8b, v12.8b
	uzp2	v4.8b, v25.8b, v14.8b
	uzp2	v17.8b, v12.8b, v17.8b
	uzp2	v1.8b, v5.8b, v29.8b
	uzp2	v29.8h, v15.8h, v10.8h
	uzp2	v27.8h, v26.8h, v31.8h
	uzp2	v20.8h, v0.8h, v13.8h
	uzp2	v25.8h, v17.8h, v5.8h
	xtn	v3.2s, v12.2d
	xtn	v20.2s, v7.2d
	xtn	v21.2s, v0.2d
	xtn	v23.2s, v25.2d
	xtn2	v30.4s, v4.2d
	xtn2	v4.4s, v9.2d
	xtn2	v22.4s, v10.2d
	xtn2	v23.4s, v17.2d
	xtn	v23.4h, v25.4s
	xtn	v6.4h, v22.4s
	xtn	v23.4h, v6.4s
	xtn	v4.4h, v31.4s
	xtn2	v3.8h, v28.4s
	xtn2	v23.8h, v27.4s
	xtn2	v31.8h, v31.4s
	xtn2	v7.8h, v22.4s
	xtn	v4.8b, v20.8h
	xtn	v17.8b, v1.8h
	xtn	v28.8b, v5.8h
	xtn	v9.8b, v26.8h
	xtn2	v11.16b, v9.8h
	xtn2	v24.16b, v23.8h
	xtn2	v2.16b, v18.8h
	xtn2	v29.16b, v19.8h
	zip1	v28.16b, v0.16b, v5.16b
	zip1	v12.16b, v13.16b, v10.16b
	zip1	v7.16b, v16.16b, v8.16b
	zip1	v22.16b, v5.16b, v29.16b
	zip1	v22.2d, v6.2d, v27.2d
	zip1	v21.2d, v18.2d, v23.2d
	zip1	v6.2d, v13.2d, v15.2d
	zip1	v26.2d, v7.2d, v0.2d
	zip1	v12.2s, v5.2s, v8.2s
	zip1	v10.2s, v11.2s, v18.2s
	zip1	v8.2s, v20.2s, v13.2s
	zip1	v28.2s, v3.2s, v10.2s
	zip1	v13.4h, v17.4h, v20.4h
	zip1	v14.4h, v12.4h, v23.4h
	zip1	v13.4h, v18.4h, v29.4h
	zip1	v10.4h, v20.4h, v27.4h
	zip1	v10.4s, v3.4s, v30.4s
	zip1	v0.4s, v5.4s, v0.4s
	zip1	v22.4s, v4.4s, v7.4s
	zip1	v31.4s, v17.4s, v26.4s
	zip1	v25.8b, v23.8b, v7.8b
	zip1	v24.8b, v5.8b, v24.8b
	zip1	v3.8b, v19.8b, v1.8b
	zip1	v25.8b, v25.8b, v2.8b
	zip1	v9.8h, v29.8h, v18.8h
	zip1	v24.8h, v7.8h, v6.8h
	zip1	v22.8h, v18.8h, v25.8h
	zip1	v26.8h, v3.8h, v15.8h
	zip2	v19.16b, v30.16b, v11.16b
	zip2	v2.16b, v10.16b, v1.16b
	zip2	v24.16b, v29.16b, v8.16b
	zip2	v11.16b, v31.16b, v2.16b
	zip2	v17.2d, v8.2d, v6.2d
	zip2	v17.2d, v4.2d, v27.2d
	zip2	v15.2d, v23.2d, v19.2d
	zip2	v23.2d, v17.2d, v2.2d
	zip2	v24.2s, v7.2s, v18.2s
	zip2	v23.2s, v19.2s, v2.2s
	zip2	v16.2s, v4.2s, v15.2s
	zip2	v23.2s, v12.2s, v8.2s
	zip2	v11.4h, v27.4h, v26.4h
	zip2	v24.4h, v12.4h, v19.4h
	zip2	v8.4h, v21.4h, v28.4h
	zip2	v12.4h, v16.4h, v18.4h
	zip2	v0.4s, v8.4s, v6.4s
	zip2	v5.4s, v10.4s, v31.4s
	zip2	v3.4s, v16.4s, v2.4s
	zip2	v6.4s, v2.4s, v13.4s
	zip2	v8.8b, v30.8b, v27.8b
	zip2	v1.8b, v19.8b, v9.8b
	zip2	v22.8b, v4.8b, v5.8b
	zip2	v2.8b, v15.8b, v20.8b
	zip2	v4.8h, v10.8h, v24.8h
	zip2	v10.8h, v20.8h, v20.8h
	zip2	v16.8h, v8.8h, v29.8h
	zip2	v21.8h, v16.8h, v20.8h
