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
	add	d4, d29, d29
	add	d20, d14, d30
	add	d13, d20, d13
	add	d7, d31, d9
	add	v10.16b, v11.16b, v4.16b
	add	v11.16b, v27.16b, v11.16b
	add	v2.16b, v9.16b, v17.16b
	add	v11.16b, v27.16b, v0.16b
	add	v0.2d, v4.2d, v30.2d
	add	v27.2d, v5.2d, v15.2d
	add	v26.2d, v6.2d, v19.2d
	add	v22.2d, v30.2d, v26.2d
	add	v1.2s, v3.2s, v16.2s
	add	v23.2s, v29.2s, v24.2s
	add	v23.2s, v21.2s, v22.2s
	add	v16.2s, v20.2s, v17.2s
	add	v2.4h, v19.4h, v5.4h
	add	v22.4h, v15.4h, v9.4h
	add	v17.4h, v16.4h, v24.4h
	add	v21.4h, v12.4h, v10.4h
	add	v13.4s, v26.4s, v21.4s
	add	v28.4s, v17.4s, v17.4s
	add	v26.4s, v13.4s, v14.4s
	add	v15.4s, v1.4s, v20.4s
	add	v12.8b, v21.8b, v30.8b
	add	v30.8b, v20.8b, v15.8b
	add	v20.8b, v4.8b, v10.8b
	add	v6.8b, v2.8b, v8.8b
	add	v11.8h, v17.8h, v13.8h
	add	v24.8h, v3.8h, v27.8h
	add	v12.8h, v23.8h, v28.8h
	add	v22.8h, v22.8h, v8.8h
	adr	x7, #873986
	adr	x16, #496635
	adr	x27, #-722983
	adr	x1, #-445565
	adrp	x9, #-2215653376
	adrp	x12, #1300647936
	adrp	x24, #-3765985280
	adrp	x21, #3878891520
	tst	w25, #0x40000
	ands	w1, w23, #0xc000c
	ands	w0, w30, #0x8080808
	tst	w11, #0x9f9f9f9f
	ands	w5, w11, w19, ror #0
	ands	w9, w25, w15, asr #6
	ands	w28, w1, w28, ror #23
	ands	w9, w27, wzr, ror #11
	ands	x17, x7, #0xf000fffff000ffff
	ands	x30, x2, #0x1f1f1f1f1f1f1f1f
	tst	x28, #0x5555555555555555
	ands	x11, x22, #0x4444444444444444
	ands	x24, x25, x15, asr #1
	ands	x1, x11, x1, lsl #14
	ands	x28, x30, x10, ror #47
	ands	x4, x19, x8, lsl #53
	and	w16, w20, #0xc0000003
	and	w3, w20, #0xf1f1f1f1
	and	w16, w5, #0x77777777
	and	w3, w19, #0x1f
	and	w21, w12, w18, lsl #6
	and	w22, w29, w17, asr #18
	and	w25, w4, w25, lsl #7
	and	w23, w24, w3
	and	x11, x7, #0x40004000400040
	and	x16, x12, #0xe0e0e0e0e0e0e0e0
	and	x1, x4, #0x808080808080808
	and	x9, x7, #0x7fc07fc07fc07fc
	and	x1, x18, x25, lsr #1
	and	x11, x5, x13, ror #17
	and	x15, x20, xzr, lsl #9
	and	x27, x28, x2
	and	v3.16b, v12.16b, v9.16b
	and	v11.16b, v23.16b, v11.16b
	and	v15.16b, v4.16b, v1.16b
	and	v12.16b, v12.16b, v15.16b
	and	v18.8b, v30.8b, v27.8b
	and	v3.8b, v31.8b, v1.8b
	and	v25.8b, v4.8b, v24.8b
	and	v17.8b, v27.8b, v15.8b
	asr	w9, w26, w30
	asr	w0, w29, w7
	asr	w24, w9, w6
	asr	w29, w12, w17
	asr	x24, x8, x17
	asr	x15, x2, x16
	asr	x6, x12, x10
	asr	x15, x10, x16
	b	#110934160
	b	#118071728
	b	#-21576588
	b	#87450964
	bfxil	w0, w15, #0, #1
	bfi	w5, w23, #23, #1
	bfxil	w1, w11, #0, #1
	bfi	w30, w13, #17, #13
	bfxil	x21, x22, #11, #28
	bfi	x23, x3, #41, #1
	bfxil	x22, xzr, #6, #38
	bfxil	x19, x16, #21, #32
	bics	w24, w2, w2, lsr #29
	bics	w4, w5, w27, ror #0
	bics	w2, w20, w25, lsr #6
	bics	w3, w5, w22, lsr #10
	bics	x9, x13, x5
	bics	x26, x10, x1, asr #52
	bics	x9, xzr, x7, asr #56
	bics	x11, x16, x19
	bic	w23, w16, w24
	bic	w7, w14, w16
	bic	w19, w27, w7
	bic	w7, w12, w22, lsl #31
	bic	x28, x9, x24
	bic	x26, x18, x13, ror #37
	bic	x14, x19, x8, asr #1
	bic	x24, x23, x20
	bic	v19.2s, #0, lsl #16
	bic	v21.2s, #202, lsl #8
	bic	v16.2s, #52, lsl #8
	bic	v18.2s, #56
	bic	v7.4h, #214
	bic	v21.4h, #247, lsl #8
	bic	v1.4h, #4
	bic	v16.4h, #112, lsl #8
	bic	v30.4s, #157, lsl #16
	bic	v28.4s, #116, lsl #16
	bic	v3.4s, #167
	bic	v1.4s, #214, lsl #8
	bic	v30.8h, #202, lsl #8
	bic	v15.8h, #0, lsl #8
	bic	v21.8h, #106, lsl #8
	bic	v25.8h, #202
	bic	v6.16b, v14.16b, v20.16b
	bic	v23.16b, v11.16b, v15.16b
	bic	v0.16b, v16.16b, v31.16b
	bic	v17.16b, v3.16b, v20.16b
	bic	v23.8b, v24.8b, v24.8b
	bic	v21.8b, v11.8b, v9.8b
	bic	v23.8b, v4.8b, v14.8b
	bic	v4.8b, v5.8b, v0.8b
	bif	v5.16b, v12.16b, v13.16b
	bif	v11.16b, v10.16b, v26.16b
	bif	v9.16b, v14.16b, v26.16b
	bif	v3.16b, v8.16b, v13.16b
	bif	v17.8b, v13.8b, v30.8b
	bif	v26.8b, v14.8b, v19.8b
	bif	v25.8b, v8.8b, v3.8b
	bif	v2.8b, v11.8b, v20.8b
	bit	v20.16b, v17.16b, v13.16b
	bit	v9.16b, v8.16b, v10.16b
	bit	v5.16b, v5.16b, v10.16b
	bit	v13.16b, v4.16b, v11.16b
	bit	v24.8b, v26.8b, v24.8b
	bit	v26.8b, v2.8b, v28.8b
	bit	v16.8b, v8.8b, v9.8b
	bit	v4.8b, v24.8b, v18.8b
	bl	#-16936700
	bl	#-63425064
	bl	#-4
	bl	#-53837620
	blr	x28
	blr	x14
	blr	x17
	blr	x11
	br	x9
	br	x22
	br	x5
	br	x22
	brk	#0x1
	brk	#0
	brk	#0x3d64
	brk	#0x4016
	bsl	v9.16b, v18.16b, v7.16b
	bsl	v19.16b, v7.16b, v8.16b
	bsl	v7.16b, v0.16b, v12.16b
	bsl	v2.16b, v27.16b, v0.16b
	bsl	v17.8b, v24.8b, v21.8b
	bsl	v27.8b, v6.8b, v31.8b
	bsl	v31.8b, v16.8b, v18.8b
	bsl	v25.8b, v11.8b, v2.8b
	b.hi	#-280084
	b.hs	#944096
	b.nv	#140044
	b.pl	#29988
	cbnz	w30, #959272
	cbnz	w10, #0
	cbnz	w26, #72640
	cbnz	w6, #-1025804
	cbnz	x23, #218580
	cbnz	x2, #-165500
	cbnz	x5, #0
	cbnz	x13, #-696960
	cbz	w29, #-835684
	cbz	w12, #997348
	cbz	w9, #388
	cbz	w26, #-110732
	cbz	x11, #-456644
	cbz	x16, #-594460
	cbz	x7, #148236
	cbz	x18, #1026680
	ccmn	wzr, #12, #1, vc
	ccmn	w6, #19, #1, ne
	ccmn	w27, #31, #0, hs
	ccmn	w14, #1, #14, mi
	ccmn	w2, w27, #15, nv
	ccmn	w3, w18, #0, le
	ccmn	w26, w24, #7, al
	ccmn	w3, w30, #1, ls
	ccmn	x19, #28, #7, vc
	ccmn	x1, #1, #1, lt
	ccmn	x29, #29, #13, vc
	ccmn	x24, #19, #1, nv
	ccmn	x17, x7, #5, vs
	ccmn	x12, x18, #3, vs
	ccmn	x27, x15, #1, eq
	ccmn	x23, x21, #7, hs
	ccmp	w2, #13, #0, hs
	ccmp	w28, #17, #7, mi
	ccmp	w26, #3, #12, lt
	ccmp	w27, #17, #13, eq
	ccmp	w5, w8, #1, le
	ccmp	w25, w30, #0, vc
	ccmp	w30, w27, #10, ls
	ccmp	w6, w0, #12, hs
	ccmp	x6, #4, #14, vs
	ccmp	x11, #20, #7, gt
	ccmp	x26, #26, #7, vs
	ccmp	x28, #0, #9, al
	ccmp	x11, x26, #10, hs
	ccmp	x12, x9, #5, lt
	ccmp	x30, x6, #0, ge
	ccmp	x9, x27, #12, lo
	clrex	#0
	clrex	#10
	clrex	#8
	clrex	#13
	cls	w24, w27
	cls	w13, w3
	cls	w30, w19
	cls	w14, w29
	cls	x20, x15
	cls	x11, x16
	cls	x12, x0
	cls	x1, x14
	cls	v30.16b, v1.16b
	cls	v23.16b, v12.16b
	cls	v2.16b, v17.16b
	cls	v15.16b, v31.16b
	cls	v23.2s, v28.2s
	cls	v6.2s, v16.2s
	cls	v7.2s, v27.2s
	cls	v17.2s, v14.2s
	cls	v25.4h, v5.4h
	cls	v24.4h, v7.4h
	cls	v14.4h, v22.4h
	cls	v9.4h, v10.4h
	cls	v13.4s, v23.4s
	cls	v16.4s, v18.4s
	cls	v16.4s, v16.4s
	cls	v24.4s, v11.4s
	cls	v5.8b, v14.8b
	cls	v29.8b, v12.8b
	cls	v15.8b, v6.8b
	cls	v22.8b, v0.8b
	cls	v24.8h, v28.8h
	cls	v4.8h, v22.8h
	cls	v10.8h, v1.8h
	cls	v12.8h, v19.8h
	clz	w1, w3
	clz	w25, wzr
	clz	w12, w25
	clz	w25, w10
	clz	x17, x20
	clz	x25, x2
	clz	x25, x14
	clz	x3, x1
	clz	v6.16b, v2.16b
	clz	v15.16b, v14.16b
	clz	v15.16b, v9.16b
	clz	v19.16b, v13.16b
	clz	v28.2s, v29.2s
	clz	v12.2s, v26.2s
	clz	v0.2s, v4.2s
	clz	v25.2s, v20.2s
	clz	v4.4h, v8.4h
	clz	v28.4h, v7.4h
	clz	v26.4h, v25.4h
	clz	v19.4h, v8.4h
	clz	v7.4s, v18.4s
	clz	v1.4s, v24.4s
	clz	v0.4s, v11.4s
	clz	v20.4s, v2.4s
	clz	v6.8b, v5.8b
	clz	v3.8b, v27.8b
	clz	v15.8b, v17.8b
	clz	v7.8b, v13.8b
	clz	v14.8h, v15.8h
	clz	v4.8h, v9.8h
	clz	v20.8h, v12.8h
	clz	v7.8h, v28.8h
	cmeq	d7, d10, d21
	cmeq	d7, d25, d23
	cmeq	d31, d29, d5
	cmeq	d27, d13, d1
	cmeq	v21.16b, v6.16b, v29.16b
	cmeq	v13.16b, v28.16b, v6.16b
	cmeq	v15.16b, v10.16b, v28.16b
	cmeq	v20.16b, v23.16b, v6.16b
	cmeq	v9.2d, v21.2d, v3.2d
	cmeq	v22.2d, v23.2d, v12.2d
	cmeq	v30.2d, v26.2d, v17.2d
	cmeq	v19.2d, v3.2d, v28.2d
	cmeq	v15.2s, v12.2s, v30.2s
	cmeq	v14.2s, v19.2s, v27.2s
	cmeq	v19.2s, v8.2s, v25.2s
	cmeq	v21.2s, v24.2s, v14.2s
	cmeq	v26.4h, v30.4h, v2.4h
	cmeq	v11.4h, v30.4h, v28.4h
	cmeq	v15.4h, v29.4h, v10.4h
	cmeq	v4.4h, v27.4h, v1.4h
	cmeq	v17.4s, v24.4s, v24.4s
	cmeq	v29.4s, v22.4s, v27.4s
	cmeq	v27.4s, v1.4s, v7.4s
	cmeq	v31.4s, v24.4s, v23.4s
	cmeq	v0.8b, v11.8b, v26.8b
	cmeq	v8.8b, v8.8b, v0.8b
	cmeq	v11.8b, v28.8b, v0.8b
	cmeq	v6.8b, v10.8b, v14.8b
	cmeq	v10.8h, v26.8h, v22.8h
	cmeq	v29.8h, v9.8h, v1.8h
	cmeq	v29.8h, v8.8h, v8.8h
	cmeq	v10.8h, v21.8h, v2.8h
	cmeq	d18, d4, #0
	cmeq	d27, d11, #0
	cmeq	d22, d7, #0
	cmeq	d3, d23, #0
	cmeq	v20.16b, v24.16b, #0
	cmeq	v27.16b, v12.16b, #0
	cmeq	v28.16b, v22.16b, #0
	cmeq	v12.16b, v18.16b, #0
	cmeq	v10.2d, v25.2d, #0
	cmeq	v11.2d, v30.2d, #0
	cmeq	v1.2d, v4.2d, #0
	cmeq	v1.2d, v31.2d, #0
	cmeq	v5.2s, v14.2s, #0
	cmeq	v2.2s, v28.2s, #0
	cmeq	v11.2s, v26.2s, #0
	cmeq	v14.2s, v10.2s, #0
	cmeq	v14.4h, v16.4h, #0
	cmeq	v3.4h, v12.4h, #0
	cmeq	v24.4h, v17.4h, #0
	cmeq	v30.4h, v29.4h, #0
	cmeq	v21.4s, v30.4s, #0
	cmeq	v28.4s, v31.4s, #0
	cmeq	v15.4s, v6.4s, #0
	cmeq	v31.4s, v27.4s, #0
	cmeq	v3.8b, v9.8b, #0
	cmeq	v18.8b, v5.8b, #0
	cmeq	v22.8b, v12.8b, #0
	cmeq	v29.8b, v20.8b, #0
	cmeq	v26.8h, v18.8h, #0
	cmeq	v18.8h, v3.8h, #0
	cmeq	v2.8h, v2.8h, #0
	cmeq	v30.8h, v13.8h, #0
	cmge	d23, d10, d2
	cmge	d6, d25, d31
	cmge	d26, d26, d12
	cmge	d28, d6, d8
	cmge	v26.16b, v20.16b, v12.16b
	cmge	v24.16b, v20.16b, v28.16b
	cmge	v14.16b, v26.16b, v17.16b
	cmge	v15.16b, v6.16b, v12.16b
	cmge	v29.2d, v8.2d, v1.2d
	cmge	v31.2d, v11.2d, v20.2d
	cmge	v8.2d, v28.2d, v3.2d
	cmge	v15.2d, v24.2d, v10.2d
	cmge	v3.2s, v13.2s, v30.2s
	cmge	v30.2s, v6.2s, v16.2s
	cmge	v20.2s, v15.2s, v7.2s
	cmge	v22.2s, v24.2s, v10.2s
	cmge	v0.4h, v25.4h, v2.4h
	cmge	v17.4h, v26.4h, v20.4h
	cmge	v29.4h, v26.4h, v8.4h
	cmge	v25.4h, v28.4h, v22.4h
	cmge	v16.4s, v18.4s, v24.4s
	cmge	v4.4s, v27.4s, v6.4s
	cmge	v20.4s, v27.4s, v11.4s
	cmge	v23.4s, v30.4s, v23.4s
	cmge	v24.8b, v20.8b, v29.8b
	cmge	v0.8b, v24.8b, v16.8b
	cmge	v25.8b, v6.8b, v28.8b
	cmge	v7.8b, v6.8b, v7.8b
	cmge	v19.8h, v11.8h, v28.8h
	cmge	v1.8h, v31.8h, v31.8h
	cmge	v16.8h, v7.8h, v3.8h
	cmge	v24.8h, v6.8h, v15.8h
	cmge	d13, d21, #0
	cmge	d14, d21, #0
	cmge	d7, d15, #0
	cmge	d6, d1, #0
	cmge	v5.16b, v27.16b, #0
	cmge	v5.16b, v9.16b, #0
	cmge	v4.16b, v26.16b, #0
	cmge	v11.16b, v19.16b, #0
	cmge	v25.2d, v7.2d, #0
	cmge	v13.2d, v20.2d, #0
	cmge	v11.2d, v24.2d, #0
	cmge	v0.2d, v9.2d, #0
	cmge	v20.2s, v8.2s, #0
	cmge	v0.2s, v31.2s, #0
	cmge	v27.2s, v6.2s, #0
	cmge	v6.2s, v21.2s, #0
	cmge	v27.4h, v29.4h, #0
	cmge	v26.4h, v9.4h, #0
	cmge	v20.4h, v3.4h, #0
	cmge	v23.4h, v9.4h, #0
	cmge	v5.4s, v21.4s, #0
	cmge	v25.4s, v31.4s, #0
	cmge	v15.4s, v19.4s, #0
	cmge	v8.4s, v2.4s, #0
	cmge	v29.8b, v27.8b, #0
	cmge	v10.8b, v27.8b, #0
	cmge	v5.8b, v11.8b, #0
	cmge	v24.8b, v23.8b, #0
	cmge	v7.8h, v5.8h, #0
	cmge	v16.8h, v21.8h, #0
	cmge	v9.8h, v10.8h, #0
	cmge	v8.8h, v30.8h, #0
	cmgt	d17, d29, d12
	cmgt	d7, d28, d31
	cmgt	d6, d13, d15
	cmgt	d4, d11, d4
	cmgt	v27.16b, v2.16b, v2.16b
	cmgt	v23.16b, v7.16b, v25.16b
	cmgt	v28.16b, v30.16b, v15.16b
	cmgt	v31.16b, v0.16b, v30.16b
	cmgt	v7.2d, v18.2d, v27.2d
	cmgt	v18.2d, v18.2d, v11.2d
	cmgt	v18.2d, v28.2d, v19.2d
	cmgt	v26.2d, v31.2d, v20.2d
	cmgt	v15.2s, v7.2s, v6.2s
	cmgt	v6.2s, v18.2s, v31.2s
	cmgt	v25.2s, v16.2s, v10.2s
	cmgt	v19.2s, v15.2s, v3.2s
	cmgt	v1.4h, v29.4h, v21.4h
	cmgt	v26.4h, v27.4h, v9.4h
	cmgt	v18.4h, v30.4h, v29.4h
	cmgt	v1.4h, v10.4h, v21.4h
	cmgt	v22.4s, v1.4s, v13.4s
	cmgt	v29.4s, v19.4s, v14.4s
	cmgt	v6.4s, v3.4s, v23.4s
	cmgt	v5.4s, v0.4s, v1.4s
	cmgt	v22.8b, v6.8b, v4.8b
	cmgt	v16.8b, v10.8b, v6.8b
	cmgt	v22.8b, v3.8b, v20.8b
	cmgt	v9.8b, v28.8b, v21.8b
	cmgt	v13.8h, v25.8h, v27.8h
	cmgt	v30.8h, v8.8h, v10.8h
	cmgt	v0.8h, v2.8h, v19.8h
	cmgt	v13.8h, v4.8h, v0.8h
	cmgt	d13, d3, #0
	cmgt	d0, d16, #0
	cmgt	d19, d6, #0
	cmgt	d9, d15, #0
	cmgt	v22.16b, v30.16b, #0
	cmgt	v26.16b, v28.16b, #0
	cmgt	v24.16b, v24.16b, #0
	cmgt	v30.16b, v26.16b, #0
	cmgt	v0.2d, v16.2d, #0
	cmgt	v18.2d, v24.2d, #0
	cmgt	v1.2d, v7.2d, #0
	cmgt	v14.2d, v28.2d, #0
	cmgt	v28.2s, v28.2s, #0
	cmgt	v20.2s, v18.2s, #0
	cmgt	v21.2s, v28.2s, #0
	cmgt	v9.2s, v19.2s, #0
	cmgt	v19.4h, v17.4h, #0
	cmgt	v30.4h, v19.4h, #0
	cmgt	v25.4h, v0.4h, #0
	cmgt	v23.4h, v14.4h, #0
	cmgt	v10.4s, v18.4s, #0
	cmgt	v12.4s, v20.4s, #0
	cmgt	v16.4s, v0.4s, #0
	cmgt	v25.4s, v13.4s, #0
	cmgt	v19.8b, v29.8b, #0
	cmgt	v31.8b, v4.8b, #0
	cmgt	v23.8b, v27.8b, #0
	cmgt	v18.8b, v20.8b, #0
	cmgt	v28.8h, v20.8h, #0
	cmgt	v19.8h, v4.8h, #0
	cmgt	v6.8h, v19.8h, #0
	cmgt	v23.8h, v23.8h, #0
	cmhi	d6, d9, d29
	cmhi	d13, d24, d28
	cmhi	d4, d22, d17
	cmhi	d17, d26, d10
	cmhi	v8.16b, v10.16b, v7.16b
	cmhi	v11.16b, v28.16b, v29.16b
	cmhi	v25.16b, v21.16b, v20.16b
	cmhi	v1.16b, v2.16b, v7.16b
	cmhi	v24.2d, v18.2d, v3.2d
	cmhi	v22.2d, v10.2d, v15.2d
	cmhi	v8.2d, v25.2d, v7.2d
	cmhi	v16.2d, v16.2d, v29.2d
	cmhi	v30.2s, v20.2s, v29.2s
	cmhi	v2.2s, v18.2s, v17.2s
	cmhi	v26.2s, v29.2s, v27.2s
	cmhi	v0.2s, v31.2s, v14.2s
	cmhi	v6.4h, v7.4h, v13.4h
	cmhi	v7.4h, v22.4h, v2.4h
	cmhi	v22.4h, v16.4h, v3.4h
	cmhi	v9.4h, v5.4h, v28.4h
	cmhi	v11.4s, v0.4s, v28.4s
	cmhi	v5.4s, v7.4s, v8.4s
	cmhi	v1.4s, v23.4s, v7.4s
	cmhi	v24.4s, v10.4s, v20.4s
	cmhi	v21.8b, v24.8b, v20.8b
	cmhi	v9.8b, v5.8b, v24.8b
	cmhi	v19.8b, v28.8b, v21.8b
	cmhi	v20.8b, v11.8b, v30.8b
	cmhi	v31.8h, v28.8h, v8.8h
	cmhi	v28.8h, v5.8h, v4.8h
	cmhi	v19.8h, v23.8h, v10.8h
	cmhi	v2.8h, v2.8h, v23.8h
	cmhs	d31, d23, d17
	cmhs	d25, d12, d27
	cmhs	d16, d18, d31
	cmhs	d16, d29, d4
	cmhs	v16.16b, v29.16b, v22.16b
	cmhs	v30.16b, v19.16b, v14.16b
	cmhs	v20.16b, v26.16b, v14.16b
	cmhs	v0.16b, v20.16b, v6.16b
	cmhs	v11.2d, v26.2d, v12.2d
	cmhs	v3.2d, v21.2d, v28.2d
	cmhs	v26.2d, v15.2d, v17.2d
	cmhs	v21.2d, v16.2d, v3.2d
	cmhs	v5.2s, v17.2s, v22.2s
	cmhs	v3.2s, v7.2s, v16.2s
	cmhs	v5.2s, v7.2s, v2.2s
	cmhs	v18.2s, v25.2s, v22.2s
	cmhs	v31.4h, v26.4h, v15.4h
	cmhs	v16.4h, v1.4h, v8.4h
	cmhs	v18.4h, v6.4h, v11.4h
	cmhs	v6.4h, v31.4h, v2.4h
	cmhs	v9.4s, v19.4s, v8.4s
	cmhs	v13.4s, v13.4s, v13.4s
	cmhs	v29.4s, v22.4s, v17.4s
	cmhs	v24.4s, v14.4s, v14.4s
	cmhs	v23.8b, v30.8b, v30.8b
	cmhs	v18.8b, v25.8b, v16.8b
	cmhs	v15.8b, v5.8b, v27.8b
	cmhs	v10.8b, v22.8b, v31.8b
	cmhs	v23.8h, v27.8h, v21.8h
	cmhs	v14.8h, v31.8h, v15.8h
	cmhs	v27.8h, v11.8h, v31.8h
	cmhs	v10.8h, v16.8h, v15.8h
	cmle	d18, d10, #0
	cmle	d25, d10, #0
	cmle	d30, d4, #0
	cmle	d0, d31, #0
	cmle	v18.16b, v7.16b, #0
	cmle	v3.16b, v2.16b, #0
	cmle	v12.16b, v9.16b, #0
	cmle	v6.16b, v14.16b, #0
	cmle	v0.2d, v23.2d, #0
	cmle	v26.2d, v28.2d, #0
	cmle	v27.2d, v9.2d, #0
	cmle	v11.2d, v20.2d, #0
	cmle	v27.2s, v22.2s, #0
	cmle	v22.2s, v0.2s, #0
	cmle	v27.2s, v24.2s, #0
	cmle	v10.2s, v13.2s, #0
	cmle	v8.4h, v4.4h, #0
	cmle	v21.4h, v21.4h, #0
	cmle	v24.4h, v24.4h, #0
	cmle	v11.4h, v11.4h, #0
	cmle	v9.4s, v15.4s, #0
	cmle	v11.4s, v30.4s, #0
	cmle	v16.4s, v20.4s, #0
	cmle	v8.4s, v2.4s, #0
	cmle	v27.8b, v18.8b, #0
	cmle	v5.8b, v18.8b, #0
	cmle	v20.8b, v23.8b, #0
	cmle	v30.8b, v17.8b, #0
	cmle	v29.8h, v21.8h, #0
	cmle	v11.8h, v24.8h, #0
	cmle	v29.8h, v30.8h, #0
	cmle	v30.8h, v23.8h, #0
	cmlt	d22, d20, #0
	cmlt	d18, d23, #0
	cmlt	d18, d14, #0
	cmlt	d1, d31, #0
	cmlt	v10.16b, v8.16b, #0
	cmlt	v19.16b, v9.16b, #0
	cmlt	v31.16b, v12.16b, #0
	cmlt	v24.16b, v23.16b, #0
	cmlt	v3.2d, v23.2d, #0
	cmlt	v11.2d, v24.2d, #0
	cmlt	v5.2d, v21.2d, #0
	cmlt	v13.2d, v3.2d, #0
	cmlt	v12.2s, v14.2s, #0
	cmlt	v12.2s, v26.2s, #0
	cmlt	v20.2s, v17.2s, #0
	cmlt	v22.2s, v29.2s, #0
	cmlt	v10.4h, v28.4h, #0
	cmlt	v27.4h, v31.4h, #0
	cmlt	v0.4h, v6.4h, #0
	cmlt	v6.4h, v20.4h, #0
	cmlt	v4.4s, v21.4s, #0
	cmlt	v12.4s, v14.4s, #0
	cmlt	v16.4s, v6.4s, #0
	cmlt	v14.4s, v10.4s, #0
	cmlt	v27.8b, v20.8b, #0
	cmlt	v15.8b, v5.8b, #0
	cmlt	v9.8b, v17.8b, #0
	cmlt	v12.8b, v21.8b, #0
	cmlt	v18.8h, v23.8h, #0
	cmlt	v19.8h, v11.8h, #0
	cmlt	v13.8h, v27.8h, #0
	cmlt	v22.8h, v27.8h, #0
	cmtst	d25, d20, d14
	cmtst	d1, d28, d25
	cmtst	d6, d9, d23
	cmtst	d2, d29, d8
	cmtst	v27.16b, v8.16b, v14.16b
	cmtst	v31.16b, v3.16b, v25.16b
	cmtst	v11.16b, v26.16b, v24.16b
	cmtst	v21.16b, v7.16b, v4.16b
	cmtst	v22.2d, v21.2d, v15.2d
	cmtst	v18.2d, v1.2d, v5.2d
	cmtst	v7.2d, v17.2d, v7.2d
	cmtst	v4.2d, v5.2d, v4.2d
	cmtst	v31.2s, v8.2s, v25.2s
	cmtst	v2.2s, v26.2s, v19.2s
	cmtst	v22.2s, v17.2s, v17.2s
	cmtst	v12.2s, v0.2s, v13.2s
	cmtst	v2.4h, v3.4h, v4.4h
	cmtst	v15.4h, v19.4h, v20.4h
	cmtst	v10.4h, v25.4h, v14.4h
	cmtst	v11.4h, v2.4h, v7.4h
	cmtst	v7.4s, v22.4s, v9.4s
	cmtst	v12.4s, v1.4s, v21.4s
	cmtst	v18.4s, v31.4s, v17.4s
	cmtst	v22.4s, v7.4s, v3.4s
	cmtst	v18.8b, v21.8b, v17.8b
	cmtst	v12.8b, v13.8b, v25.8b
	cmtst	v17.8b, v31.8b, v12.8b
	cmtst	v16.8b, v29.8b, v28.8b
	cmtst	v27.8h, v19.8h, v17.8h
	cmtst	v29.8h, v18.8h, v8.8h
	cmtst	v25.8h, v15.8h, v25.8h
	cmtst	v8.8h, v23.8h, v6.8h
	cnt	v5.16b, v0.16b
	cnt	v30.16b, v4.16b
	cnt	v17.16b, v14.16b
	cnt	v12.16b, v29.16b
	cnt	v12.8b, v15.8b
	cnt	v11.8b, v27.8b
	cnt	v13.8b, v2.8b
	cnt	v6.8b, v7.8b
	csel	w19, w17, w2, ne
	csel	w21, w0, w4, ls
	csel	w18, w13, w13, ne
	csel	w21, w26, w23, lo
	csel	x18, x3, x29, vc
	csel	x27, x0, x30, le
	csel	x1, x17, x28, nv
	csel	x12, x13, x3, lt
	csinc	w14, w4, w23, lo
	csinc	w29, w15, w24, ls
	csinc	w4, w0, w4, hs
	cset	w7, mi
	cinc	x15, x27, gt
	csinc	x5, x18, x6, ne
	cset	x10, ls
	cset	x12, eq
	csinv	w12, w6, w28, gt
	csinv	wzr, w15, w3, lo
	csinv	w6, w2, w24, pl
	csinv	w14, w17, w28, mi
	csetm	x3, lt
	cinv	x7, x29, gt
	csetm	x10, le
	csinv	x1, x18, x18, al
	csneg	w13, w8, wzr, lt
	csneg	w8, w22, w20, ne
	csneg	w0, w23, w6, lo
	csneg	w10, w14, w10, ne
	cneg	x7, x26, eq
	csneg	x10, x21, x1, al
	csneg	x15, x25, x26, gt
	cneg	x8, x12, vc
	dcps1	#0x292a
	dcps1
	dcps1	#0x7571
	dcps1	#0x58c1
	dcps2	#0xfdd1
	dcps2
	dcps2	#0x898d
	dcps2	#0x6ef9
	dcps3
	dcps3	#0x9057
	dcps3
	dcps3
	dmb	oshst
	dmb	oshld
	dmb	#8
	dmb	ishst
	drps
	drps
	drps
	drps
	ssbb
	dsb	nshld
	dsb	#12
	ssbb
	mov	b22, v2.b[8]
	mov	b31, v1.b[7]
	mov	b29, v16.b[3]
	mov	b28, v13.b[8]
	mov	d9, v10.d[1]
	mov	d8, v1.d[0]
	mov	d30, v19.d[0]
	mov	d5, v8.d[1]
	mov	h12, v12.h[6]
	mov	h18, v1.h[2]
	mov	h24, v21.h[5]
	mov	h20, v13.h[6]
	mov	s17, v29.s[1]
	mov	s7, v18.s[3]
	mov	s4, v7.s[3]
	mov	s28, v11.s[0]
	dup	v18.16b, w24
	dup	v0.16b, w22
	dup	v24.16b, w17
	dup	v30.16b, w19
	dup	v14.16b, v14.b[13]
	dup	v27.16b, v3.b[15]
	dup	v10.16b, v31.b[6]
	dup	v2.16b, v29.b[9]
	dup	v29.2d, x7
	dup	v20.2d, x18
	dup	v23.2d, x28
	dup	v30.2d, x10
	dup	v28.2d, v26.d[0]
	dup	v18.2d, v9.d[0]
	dup	v5.2d, v2.d[0]
	dup	v7.2d, v24.d[0]
	dup	v5.2s, w8
	dup	v4.2s, w25
	dup	v3.2s, w0
	dup	v20.2s, w3
	dup	v31.2s, v0.s[0]
	dup	v0.2s, v6.s[1]
	dup	v11.2s, v5.s[0]
	dup	v23.2s, v9.s[3]
	dup	v20.4h, w3
	dup	v19.4h, w16
	dup	v26.4h, w3
	dup	v17.4h, w17
	dup	v22.4h, v31.h[5]
	dup	v1.4h, v22.h[5]
	dup	v12.4h, v7.h[2]
	dup	v5.4h, v19.h[3]
	dup	v20.4s, w9
	dup	v16.4s, w0
	dup	v13.4s, w13
	dup	v27.4s, w3
	dup	v27.4s, v14.s[0]
	dup	v4.4s, v12.s[0]
	dup	v21.4s, v28.s[0]
	dup	v2.4s, v14.s[2]
	dup	v28.8b, w27
	dup	v0.8b, w27
	dup	v20.8b, w7
	dup	v30.8b, w2
	dup	v30.8b, v14.b[2]
	dup	v29.8b, v9.b[4]
	dup	v22.8b, v8.b[3]
	dup	v25.8b, v19.b[9]
	dup	v6.8h, w28
	dup	v5.8h, w12
	dup	v3.8h, w24
	dup	v19.8h, w23
	dup	v29.8h, v0.h[1]
	dup	v4.8h, v10.h[5]
	dup	v30.8h, v21.h[2]
	dup	v26.8h, v2.h[2]
	eon	w9, w2, w27, lsl #31
	eon	w1, w4, w26
	eon	w22, w10, w23, asr #18
	eon	w22, w15, w21
	eon	x4, x5, x2, lsr #28
	eon	x20, x29, x8, lsr #0
	eon	x10, x8, x1
	eon	x13, x30, x17, lsl #32
	eor	w3, w9, #0x1010101
	eor	w9, w21, #0xfffff800
	eor	w17, w1, #0xf87ff87f
	eor	w8, w0, #0x55555555
	eor	w5, w9, w0, lsl #20
	eor	w27, w27, w7, lsr #0
	eor	w24, w28, w22
	eor	w25, w3, w15, lsr #14
	eor	x27, x28, #0x7fff7fff7fff7fff
	eor	x27, xzr, #0x101010101010101
	eor	x16, x23, #0xfffffe3ffffffe3f
	eor	x14, x28, #0x8888888888888888
	eor	x30, x24, x29, asr #20
	eor	x15, x0, x1
	eor	x2, x26, x24, lsl #44
	eor	x30, x19, x14, ror #47
	eor	v3.16b, v0.16b, v29.16b
	eor	v6.16b, v26.16b, v13.16b
	eor	v27.16b, v19.16b, v4.16b
	eor	v26.16b, v4.16b, v19.16b
	eor	v29.8b, v10.8b, v1.8b
	eor	v27.8b, v11.8b, v22.8b
	eor	v22.8b, v30.8b, v28.8b
	eor	v5.8b, v14.8b, v6.8b
	eret
	eret
	eret
	eret
	ror	w12, w4, #14
	extr	w6, w29, w4, #26
	extr	w8, w18, w9, #2
	ror	w24, w18, #0
	ror	x13, x27, #62
	ror	x0, x23, #48
	ror	x28, x24, #23
	extr	xzr, x26, x24, #50
	ext	v22.16b, v16.16b, v13.16b, #2
	ext	v18.16b, v17.16b, v15.16b, #5
	ext	v16.16b, v7.16b, v27.16b, #0
	ext	v15.16b, v17.16b, v24.16b, #0
	ext	v27.8b, v13.8b, v5.8b, #1
	ext	v5.8b, v0.8b, v5.8b, #0
	ext	v19.8b, v11.8b, v26.8b, #0
	ext	v11.8b, v12.8b, v0.8b, #6
	fabd	d24, d10, d6
	fabd	d4, d18, d13
	fabd	d27, d8, d30
	fabd	d22, d17, d26
	fabd	s7, s19, s18
	fabd	s0, s31, s16
	fabd	s15, s9, s6
	fabd	s14, s5, s4
	fabd	v31.2d, v5.2d, v8.2d
	fabd	v7.2d, v1.2d, v11.2d
	fabd	v12.2d, v9.2d, v28.2d
	fabd	v20.2d, v21.2d, v4.2d
	fabd	v27.2s, v19.2s, v1.2s
	fabd	v7.2s, v23.2s, v13.2s
	fabd	v13.2s, v19.2s, v9.2s
	fabd	v26.2s, v23.2s, v20.2s
	fabd	v3.4s, v23.4s, v31.4s
	fabd	v3.4s, v26.4s, v17.4s
	fabd	v29.4s, v31.4s, v18.4s
	fabd	v26.4s, v3.4s, v3.4s
	fabs	d8, d22
	fabs	d19, d13
	fabs	d21, d28
	fabs	d13, d23
	fabs	s8, s25
	fabs	s24, s2
	fabs	s25, s6
	fabs	s13, s19
	fabs	v30.2d, v7.2d
	fabs	v7.2d, v25.2d
	fabs	v22.2d, v9.2d
	fabs	v12.2d, v2.2d
	fabs	v9.2s, v7.2s
	fabs	v10.2s, v1.2s
	fabs	v4.2s, v31.2s
	fabs	v25.2s, v13.2s
	fabs	v1.4s, v18.4s
	fabs	v2.4s, v17.4s
	fabs	v27.4s, v11.4s
	fabs	v10.4s, v24.4s
	facge	d27, d29, d24
	facge	d12, d24, d11
	facge	d27, d25, d10
	facge	d4, d26, d12
	facge	s7, s0, s8
	facge	s26, s0, s29
	facge	s1, s4, s8
	facge	s12, s17, s20
	facge	v21.2d, v15.2d, v16.2d
	facge	v15.2d, v4.2d, v8.2d
	facge	v9.2d, v4.2d, v21.2d
	facge	v8.2d, v7.2d, v4.2d
	facge	v3.2s, v22.2s, v5.2s
	facge	v9.2s, v8.2s, v10.2s
	facge	v11.2s, v26.2s, v8.2s
	facge	v11.2s, v27.2s, v8.2s
	facge	v29.4s, v18.4s, v26.4s
	facge	v18.4s, v20.4s, v3.4s
	facge	v7.4s, v25.4s, v2.4s
	facge	v18.4s, v14.4s, v10.4s
	facgt	d18, d10, d21
	facgt	d22, d9, d12
	facgt	d29, d30, d3
	facgt	d25, d0, d22
	facgt	s26, s3, s20
	facgt	s21, s13, s16
	facgt	s21, s30, s11
	facgt	s27, s17, s23
	facgt	v29.2d, v28.2d, v22.2d
	facgt	v31.2d, v25.2d, v2.2d
	facgt	v28.2d, v3.2d, v19.2d
	facgt	v21.2d, v13.2d, v13.2d
	facgt	v7.2s, v6.2s, v1.2s
	facgt	v6.2s, v7.2s, v22.2s
	facgt	v15.2s, v17.2s, v11.2s
	facgt	v30.2s, v18.2s, v18.2s
	facgt	v12.4s, v16.4s, v11.4s
	facgt	v31.4s, v11.4s, v26.4s
	facgt	v9.4s, v8.4s, v12.4s
	facgt	v9.4s, v6.4s, v30.4s
	fadd	d30, d2, d4
	fadd	d23, d26, d15
	fadd	d30, d26, d22
	fadd	d27, d9, d4
	faddp	d3, v11.2d
	faddp	d3, v18.2d
	faddp	d26, v24.2d
	faddp	d14, v22.2d
	faddp	s22, v19.2s
	faddp	s2, v9.2s
	faddp	s11, v0.2s
	faddp	s29, v10.2s
	faddp	v15.2d, v0.2d, v1.2d
	faddp	v6.2d, v21.2d, v4.2d
	faddp	v23.2d, v15.2d, v23.2d
	faddp	v2.2d, v28.2d, v25.2d
	faddp	v13.2s, v18.2s, v4.2s
	faddp	v20.2s, v6.2s, v13.2s
	faddp	v5.2s, v16.2s, v11.2s
	faddp	v19.2s, v7.2s, v2.2s
	faddp	v8.4s, v28.4s, v0.4s
	faddp	v20.4s, v10.4s, v8.4s
	faddp	v14.4s, v7.4s, v24.4s
	faddp	v22.4s, v27.4s, v27.4s
	fadd	s20, s27, s31
	fadd	s25, s8, s20
	fadd	s30, s24, s14
	fadd	s7, s26, s27
	fadd	v28.2d, v5.2d, v26.2d
	fadd	v26.2d, v13.2d, v20.2d
	fadd	v2.2d, v23.2d, v31.2d
	fadd	v21.2d, v16.2d, v14.2d
	fadd	v17.2s, v10.2s, v24.2s
	fadd	v23.2s, v27.2s, v11.2s
	fadd	v12.2s, v1.2s, v21.2s
	fadd	v25.2s, v10.2s, v9.2s
	fadd	v7.4s, v3.4s, v31.4s
	fadd	v20.4s, v4.4s, v15.4s
	fadd	v4.4s, v6.4s, v0.4s
	fadd	v19.4s, v28.4s, v13.4s
	fccmp	d2, d31, #12, le
	fccmp	d2, d8, #5, hs
	fccmp	d23, d22, #0, vc
	fccmp	d4, d3, #15, pl
	fccmpe	d16, d1, #0, hi
	fccmpe	d0, d26, #7, lo
	fccmpe	d30, d1, #11, lo
	fccmpe	d11, d30, #0, hs
	fccmpe	s18, s9, #4, lt
	fccmpe	s29, s21, #0, lo
	fccmpe	s6, s5, #15, vc
	fccmpe	s2, s7, #0, hi
	fccmp	s24, s18, #2, le
	fccmp	s14, s4, #8, hs
	fccmp	s1, s14, #0, al
	fccmp	s28, s31, #2, al
	fcmeq	d27, d29, d14
	fcmeq	d24, d2, d12
	fcmeq	d30, d31, d11
	fcmeq	d21, d24, d25
	fcmeq	s4, s23, s5
	fcmeq	s29, s29, s13
	fcmeq	s26, s12, s4
	fcmeq	s3, s1, s5
	fcmeq	v11.2d, v16.2d, v21.2d
	fcmeq	v3.2d, v9.2d, v24.2d
	fcmeq	v4.2d, v19.2d, v9.2d
	fcmeq	v5.2d, v29.2d, v7.2d
	fcmeq	v25.2s, v23.2s, v5.2s
	fcmeq	v14.2s, v9.2s, v16.2s
	fcmeq	v19.2s, v7.2s, v21.2s
	fcmeq	v26.2s, v5.2s, v19.2s
	fcmeq	v12.4s, v17.4s, v14.4s
	fcmeq	v20.4s, v2.4s, v1.4s
	fcmeq	v9.4s, v23.4s, v21.4s
	fcmeq	v8.4s, v4.4s, v27.4s
	fcmeq	d24, d2, #0.0
	fcmeq	d26, d29, #0.0
	fcmeq	d11, d25, #0.0
	fcmeq	d17, d22, #0.0
	fcmeq	s3, s0, #0.0
	fcmeq	s20, s2, #0.0
	fcmeq	s13, s22, #0.0
	fcmeq	s25, s19, #0.0
	fcmeq	v14.2d, v30.2d, #0.0
	fcmeq	v10.2d, v7.2d, #0.0
	fcmeq	v18.2d, v17.2d, #0.0
	fcmeq	v7.2d, v29.2d, #0.0
	fcmeq	v17.2s, v14.2s, #0.0
	fcmeq	v22.2s, v11.2s, #0.0
	fcmeq	v7.2s, v24.2s, #0.0
	fcmeq	v31.2s, v24.2s, #0.0
	fcmeq	v25.4s, v31.4s, #0.0
	fcmeq	v18.4s, v31.4s, #0.0
	fcmeq	v24.4s, v25.4s, #0.0
	fcmeq	v12.4s, v11.4s, #0.0
	fcmge	d26, d27, d30
	fcmge	d6, d18, d12
	fcmge	d24, d2, d14
	fcmge	d13, d21, d6
	fcmge	s2, s14, s13
	fcmge	s25, s14, s9
	fcmge	s11, s15, s8
	fcmge	s8, s26, s20
	fcmge	v30.2d, v9.2d, v11.2d
	fcmge	v9.2d, v15.2d, v24.2d
	fcmge	v10.2d, v11.2d, v10.2d
	fcmge	v30.2d, v31.2d, v24.2d
	fcmge	v15.2s, v5.2s, v11.2s
	fcmge	v22.2s, v4.2s, v12.2s
	fcmge	v27.2s, v31.2s, v15.2s
	fcmge	v19.2s, v31.2s, v9.2s
	fcmge	v5.4s, v21.4s, v15.4s
	fcmge	v14.4s, v19.4s, v9.4s
	fcmge	v0.4s, v18.4s, v22.4s
	fcmge	v8.4s, v3.4s, v24.4s
	fcmge	d24, d2, #0.0
	fcmge	d30, d15, #0.0
	fcmge	d0, d26, #0.0
	fcmge	d2, d0, #0.0
	fcmge	s16, s30, #0.0
	fcmge	s31, s21, #0.0
	fcmge	s6, s30, #0.0
	fcmge	s17, s6, #0.0
	fcmge	v28.2d, v16.2d, #0.0
	fcmge	v30.2d, v2.2d, #0.0
	fcmge	v9.2d, v17.2d, #0.0
	fcmge	v30.2d, v21.2d, #0.0
	fcmge	v27.2s, v13.2s, #0.0
	fcmge	v31.2s, v28.2s, #0.0
	fcmge	v0.2s, v20.2s, #0.0
	fcmge	v20.2s, v25.2s, #0.0
	fcmge	v31.4s, v29.4s, #0.0
	fcmge	v26.4s, v18.4s, #0.0
	fcmge	v2.4s, v20.4s, #0.0
	fcmge	v10.4s, v4.4s, #0.0
	fcmgt	d27, d14, d10
	fcmgt	d9, d5, d13
	fcmgt	d31, d12, d21
	fcmgt	d9, d8, d8
	fcmgt	s10, s22, s17
	fcmgt	s4, s14, s30
	fcmgt	s3, s30, s17
	fcmgt	s28, s25, s7
	fcmgt	v12.2d, v30.2d, v13.2d
	fcmgt	v5.2d, v30.2d, v2.2d
	fcmgt	v22.2d, v1.2d, v7.2d
	fcmgt	v2.2d, v7.2d, v26.2d
	fcmgt	v4.2s, v1.2s, v6.2s
	fcmgt	v15.2s, v14.2s, v18.2s
	fcmgt	v28.2s, v29.2s, v23.2s
	fcmgt	v11.2s, v11.2s, v27.2s
	fcmgt	v13.4s, v22.4s, v11.4s
	fcmgt	v19.4s, v20.4s, v21.4s
	fcmgt	v22.4s, v16.4s, v2.4s
	fcmgt	v28.4s, v18.4s, v3.4s
	fcmgt	d0, d19, #0.0
	fcmgt	d0, d14, #0.0
	fcmgt	d15, d27, #0.0
	fcmgt	d31, d24, #0.0
	fcmgt	s3, s6, #0.0
	fcmgt	s10, s29, #0.0
	fcmgt	s29, s10, #0.0
	fcmgt	s6, s20, #0.0
	fcmgt	v25.2d, v28.2d, #0.0
	fcmgt	v22.2d, v15.2d, #0.0
	fcmgt	v31.2d, v20.2d, #0.0
	fcmgt	v25.2d, v13.2d, #0.0
	fcmgt	v6.2s, v18.2s, #0.0
	fcmgt	v23.2s, v31.2s, #0.0
	fcmgt	v20.2s, v16.2s, #0.0
	fcmgt	v19.2s, v10.2s, #0.0
	fcmgt	v7.4s, v0.4s, #0.0
	fcmgt	v25.4s, v29.4s, #0.0
	fcmgt	v18.4s, v1.4s, #0.0
	fcmgt	v27.4s, v10.4s, #0.0
	fcmle	d1, d18, #0.0
	fcmle	d25, d1, #0.0
	fcmle	d17, d9, #0.0
	fcmle	d28, d12, #0.0
	fcmle	s4, s1, #0.0
	fcmle	s6, s14, #0.0
	fcmle	s20, s0, #0.0
	fcmle	s17, s10, #0.0
	fcmle	v25.2d, v0.2d, #0.0
	fcmle	v27.2d, v14.2d, #0.0
	fcmle	v6.2d, v28.2d, #0.0
	fcmle	v11.2d, v10.2d, #0.0
	fcmle	v27.2s, v14.2s, #0.0
	fcmle	v23.2s, v1.2s, #0.0
	fcmle	v25.2s, v6.2s, #0.0
	fcmle	v19.2s, v12.2s, #0.0
	fcmle	v26.4s, v23.4s, #0.0
	fcmle	v0.4s, v5.4s, #0.0
	fcmle	v7.4s, v3.4s, #0.0
	fcmle	v27.4s, v6.4s, #0.0
	fcmlt	d22, d8, #0.0
	fcmlt	d20, d5, #0.0
	fcmlt	d26, d11, #0.0
	fcmlt	d27, d25, #0.0
	fcmlt	s19, s24, #0.0
	fcmlt	s4, s28, #0.0
	fcmlt	s9, s17, #0.0
	fcmlt	s16, s22, #0.0
	fcmlt	v27.2d, v4.2d, #0.0
	fcmlt	v28.2d, v0.2d, #0.0
	fcmlt	v29.2d, v15.2d, #0.0
	fcmlt	v11.2d, v30.2d, #0.0
	fcmlt	v24.2s, v24.2s, #0.0
	fcmlt	v18.2s, v6.2s, #0.0
	fcmlt	v18.2s, v18.2s, #0.0
	fcmlt	v8.2s, v14.2s, #0.0
	fcmlt	v8.4s, v12.4s, #0.0
	fcmlt	v21.4s, v12.4s, #0.0
	fcmlt	v20.4s, v13.4s, #0.0
	fcmlt	v22.4s, v31.4s, #0.0
	fcmp	d8, #0.0
	fcmp	d26, #0.0
	fcmp	d11, #0.0
	fcmp	d0, #0.0
	fcmp	d22, d25
	fcmp	d31, d3
	fcmp	d6, d15
	fcmp	d10, d24
	fcmpe	d28, #0.0
	fcmpe	d16, #0.0
	fcmpe	d30, #0.0
	fcmpe	d9, #0.0
	fcmpe	d22, d22
	fcmpe	d4, d4
	fcmpe	d8, d13
	fcmpe	d6, d2
	fcmpe	s21, #0.0
	fcmpe	s19, #0.0
	fcmpe	s30, #0.0
	fcmpe	s0, #0.0
	fcmpe	s26, s5
	fcmpe	s5, s9
	fcmpe	s17, s9
	fcmpe	s22, s24
	fcmp	s13, #0.0
	fcmp	s11, #0.0
	fcmp	s0, #0.0
	fcmp	s20, #0.0
	fcmp	s11, s21
	fcmp	s2, s4
	fcmp	s27, s21
	fcmp	s23, s25
	fcsel	d20, d31, d16, ge
	fcsel	d6, d18, d13, nv
	fcsel	d5, d5, d7, lo
	fcsel	d30, d25, d12, lt
	fcsel	s16, s7, s17, gt
	fcsel	s31, s3, s25, al
	fcsel	s3, s16, s10, mi
	fcsel	s7, s4, s2, hs
	fcvtas	w9, d4
	fcvtas	w18, d24
	fcvtas	w10, d19
	fcvtas	w3, d0
	fcvtas	w16, s27
	fcvtas	w24, s11
	fcvtas	w9, s20
	fcvtas	w6, s0
	fcvtas	x26, d14
	fcvtas	x27, d11
	fcvtas	x21, d0
	fcvtas	x5, d24
	fcvtas	x13, s18
	fcvtas	xzr, s26
	fcvtas	x30, s10
	fcvtas	x14, s10
	fcvtas	d19, d11
	fcvtas	d20, d8
	fcvtas	d25, d24
	fcvtas	d17, d14
	fcvtas	s12, s26
	fcvtas	s5, s13
	fcvtas	s14, s6
	fcvtas	s1, s27
	fcvtas	v20.2d, v8.2d
	fcvtas	v31.2d, v1.2d
	fcvtas	v5.2d, v20.2d
	fcvtas	v19.2d, v23.2d
	fcvtas	v1.2s, v25.2s
	fcvtas	v10.2s, v24.2s
	fcvtas	v17.2s, v5.2s
	fcvtas	v17.2s, v12.2s
	fcvtas	v29.4s, v5.4s
	fcvtas	v26.4s, v3.4s
	fcvtas	v11.4s, v15.4s
	fcvtas	v16.4s, v2.4s
	fcvtau	w29, d15
	fcvtau	w25, d19
	fcvtau	w4, d3
	fcvtau	w9, d5
	fcvtau	w29, s12
	fcvtau	wzr, s6
	fcvtau	w24, s9
	fcvtau	w2, s5
	fcvtau	x28, d9
	fcvtau	x28, d11
	fcvtau	x0, d31
	fcvtau	x14, d7
	fcvtau	x7, s28
	fcvtau	x26, s1
	fcvtau	xzr, s25
	fcvtau	x6, s26
	fcvtau	d1, d20
	fcvtau	d10, d6
	fcvtau	d21, d25
	fcvtau	d2, d24
	fcvtau	s8, s20
	fcvtau	s12, s20
	fcvtau	s6, s0
	fcvtau	s25, s12
	fcvtau	v5.2d, v0.2d
	fcvtau	v6.2d, v2.2d
	fcvtau	v7.2d, v4.2d
	fcvtau	v17.2d, v7.2d
	fcvtau	v0.2s, v21.2s
	fcvtau	v3.2s, v23.2s
	fcvtau	v29.2s, v19.2s
	fcvtau	v23.2s, v7.2s
	fcvtau	v0.4s, v0.4s
	fcvtau	v7.4s, v29.4s
	fcvtau	v0.4s, v17.4s
	fcvtau	v14.4s, v11.4s
	fcvt	d8, h0
	fcvt	d10, h19
	fcvt	d23, h3
	fcvt	d7, h27
	fcvt	d29, s24
	fcvt	d4, s18
	fcvt	d0, s5
	fcvt	d13, s25
	fcvt	h19, d7
	fcvt	h8, d9
	fcvt	h30, d17
	fcvt	h9, d8
	fcvt	h3, s14
	fcvt	h10, s11
	fcvt	h6, s15
	fcvt	h28, s3
	fcvtl	v10.2d, v17.2s
	fcvtl	v23.2d, v29.2s
	fcvtl	v16.2d, v17.2s
	fcvtl	v1.2d, v20.2s
	fcvtl	v28.4s, v1.4h
	fcvtl	v3.4s, v19.4h
	fcvtl	v15.4s, v18.4h
	fcvtl	v0.4s, v17.4h
	fcvtl2	v16.2d, v5.4s
	fcvtl2	v0.2d, v28.4s
	fcvtl2	v1.2d, v28.4s
	fcvtl2	v17.2d, v0.4s
	fcvtl2	v1.4s, v22.8h
	fcvtl2	v5.4s, v7.8h
	fcvtl2	v15.4s, v31.8h
	fcvtl2	v9.4s, v13.8h
	fcvtms	w30, d10
	fcvtms	wzr, d22
	fcvtms	w24, d11
	fcvtms	w22, d1
	fcvtms	w1, s17
	fcvtms	w6, s16
	fcvtms	w3, s27
	fcvtms	w18, s2
	fcvtms	x2, d11
	fcvtms	x26, d4
	fcvtms	x2, d1
	fcvtms	x3, d4
	fcvtms	x23, s31
	fcvtms	x13, s2
	fcvtms	x10, s17
	fcvtms	x3, s9
	fcvtms	d31, d11
	fcvtms	d16, d4
	fcvtms	d5, d28
	fcvtms	d16, d22
	fcvtms	s9, s22
	fcvtms	s31, s7
	fcvtms	s14, s18
	fcvtms	s5, s7
	fcvtms	v5.2d, v28.2d
	fcvtms	v29.2d, v10.2d
	fcvtms	v27.2d, v13.2d
	fcvtms	v12.2d, v1.2d
	fcvtms	v24.2s, v13.2s
	fcvtms	v27.2s, v4.2s
	fcvtms	v2.2s, v17.2s
	fcvtms	v29.2s, v24.2s
	fcvtms	v6.4s, v30.4s
	fcvtms	v18.4s, v31.4s
	fcvtms	v22.4s, v31.4s
	fcvtms	v7.4s, v9.4s
	fcvtmu	w9, d22
	fcvtmu	w23, d0
	fcvtmu	w7, d3
	fcvtmu	w21, d18
	fcvtmu	w30, s12
	fcvtmu	w15, s17
	fcvtmu	w15, s31
	fcvtmu	w17, s10
	fcvtmu	x25, d29
	fcvtmu	x13, d15
	fcvtmu	x12, d3
	fcvtmu	x23, d8
	fcvtmu	x2, s18
	fcvtmu	x3, s8
	fcvtmu	x2, s24
	fcvtmu	x16, s16
	fcvtmu	d5, d25
	fcvtmu	d13, d0
	fcvtmu	d3, d7
	fcvtmu	d17, d11
	fcvtmu	s2, s6
	fcvtmu	s19, s5
	fcvtmu	s12, s29
	fcvtmu	s5, s28
	fcvtmu	v25.2d, v20.2d
	fcvtmu	v13.2d, v28.2d
	fcvtmu	v4.2d, v24.2d
	fcvtmu	v23.2d, v23.2d
	fcvtmu	v24.2s, v13.2s
	fcvtmu	v9.2s, v1.2s
	fcvtmu	v28.2s, v1.2s
	fcvtmu	v15.2s, v12.2s
	fcvtmu	v20.4s, v21.4s
	fcvtmu	v17.4s, v23.4s
	fcvtmu	v22.4s, v18.4s
	fcvtmu	v29.4s, v8.4s
	fcvtns	w14, d1
	fcvtns	w25, d0
	fcvtns	w13, d9
	fcvtns	w24, d4
	fcvtns	w20, s7
	fcvtns	w30, s23
	fcvtns	w25, s17
	fcvtns	w17, s18
	fcvtns	x6, d18
	fcvtns	x4, d1
	fcvtns	x14, d12
	fcvtns	x15, d13
	fcvtns	x25, s16
	fcvtns	x4, s20
	fcvtns	x12, s18
	fcvtns	x26, s14
	fcvtns	d15, d8
	fcvtns	d3, d15
	fcvtns	d3, d23
	fcvtns	d11, d21
	fcvtns	s16, s3
	fcvtns	s6, s25
	fcvtns	s20, s2
	fcvtns	s12, s12
	fcvtns	v27.2d, v25.2d
	fcvtns	v11.2d, v18.2d
	fcvtns	v17.2d, v8.2d
	fcvtns	v10.2d, v25.2d
	fcvtns	v26.2s, v0.2s
	fcvtns	v30.2s, v27.2s
	fcvtns	v9.2s, v9.2s
	fcvtns	v19.2s, v12.2s
	fcvtns	v19.4s, v5.4s
	fcvtns	v22.4s, v22.4s
	fcvtns	v12.4s, v13.4s
	fcvtns	v0.4s, v7.4s
	fcvtnu	w18, d20
	fcvtnu	w5, d16
	fcvtnu	w22, d19
	fcvtnu	w9, d5
	fcvtnu	w0, s27
	fcvtnu	w25, s0
	fcvtnu	w20, s20
	fcvtnu	w0, s24
	fcvtnu	x1, d25
	fcvtnu	x0, d24
	fcvtnu	x18, d21
	fcvtnu	x21, d30
	fcvtnu	xzr, s26
	fcvtnu	x21, s26
	fcvtnu	x27, s29
	fcvtnu	x10, s18
	fcvtnu	d12, d27
	fcvtnu	d28, d11
	fcvtnu	d31, d26
	fcvtnu	d14, d13
	fcvtnu	s14, s31
	fcvtnu	s0, s17
	fcvtnu	s7, s19
	fcvtnu	s12, s14
	fcvtnu	v22.2d, v10.2d
	fcvtnu	v12.2d, v3.2d
	fcvtnu	v1.2d, v7.2d
	fcvtnu	v4.2d, v21.2d
	fcvtnu	v27.2s, v6.2s
	fcvtnu	v8.2s, v31.2s
	fcvtnu	v1.2s, v5.2s
	fcvtnu	v16.2s, v16.2s
	fcvtnu	v24.4s, v20.4s
	fcvtnu	v19.4s, v0.4s
	fcvtnu	v3.4s, v0.4s
	fcvtnu	v10.4s, v10.4s
	fcvtn	v11.2s, v26.2d
	fcvtn	v11.2s, v18.2d
	fcvtn	v8.2s, v22.2d
	fcvtn	v26.2s, v11.2d
	fcvtn	v2.4h, v7.4s
	fcvtn	v8.4h, v29.4s
	fcvtn	v18.4h, v25.4s
	fcvtn	v9.4h, v2.4s
	fcvtn2	v29.4s, v19.2d
	fcvtn2	v18.4s, v30.2d
	fcvtn2	v20.4s, v6.2d
	fcvtn2	v6.4s, v10.2d
	fcvtn2	v14.8h, v29.4s
	fcvtn2	v0.8h, v10.4s
	fcvtn2	v17.8h, v30.4s
	fcvtn2	v8.8h, v16.4s
	fcvtps	w8, d25
	fcvtps	w9, d17
	fcvtps	w7, d17
	fcvtps	wzr, d11
	fcvtps	w11, s31
	fcvtps	w24, s14
	fcvtps	w15, s2
	fcvtps	w29, s22
	fcvtps	x21, d3
	fcvtps	x10, d30
	fcvtps	x2, d3
	fcvtps	x18, d1
	fcvtps	x27, s27
	fcvtps	x10, s3
	fcvtps	x14, s8
	fcvtps	x18, s21
	fcvtps	d30, d8
	fcvtps	d5, d19
	fcvtps	d16, d23
	fcvtps	d11, d4
	fcvtps	s3, s22
	fcvtps	s4, s20
	fcvtps	s15, s27
	fcvtps	s24, s25
	fcvtps	v4.2d, v22.2d
	fcvtps	v21.2d, v23.2d
	fcvtps	v10.2d, v21.2d
	fcvtps	v14.2d, v12.2d
	fcvtps	v10.2s, v30.2s
	fcvtps	v9.2s, v20.2s
	fcvtps	v26.2s, v10.2s
	fcvtps	v11.2s, v27.2s
	fcvtps	v4.4s, v14.4s
	fcvtps	v19.4s, v21.4s
	fcvtps	v6.4s, v17.4s
	fcvtps	v1.4s, v25.4s
	fcvtpu	w13, d28
	fcvtpu	w23, d1
	fcvtpu	w25, d4
	fcvtpu	w14, d21
	fcvtpu	w1, s29
	fcvtpu	w1, s12
	fcvtpu	w25, s5
	fcvtpu	w30, s25
	fcvtpu	x27, d16
	fcvtpu	x4, d15
	fcvtpu	x12, d25
	fcvtpu	x20, d2
	fcvtpu	x14, s6
	fcvtpu	xzr, s0
	fcvtpu	x8, s7
	fcvtpu	x22, s27
	fcvtpu	d6, d28
	fcvtpu	d4, d4
	fcvtpu	d31, d12
	fcvtpu	d9, d26
	fcvtpu	s30, s17
	fcvtpu	s19, s26
	fcvtpu	s17, s27
	fcvtpu	s10, s28
	fcvtpu	v17.2d, v22.2d
	fcvtpu	v7.2d, v31.2d
	fcvtpu	v11.2d, v4.2d
	fcvtpu	v1.2d, v9.2d
	fcvtpu	v2.2s, v11.2s
	fcvtpu	v25.2s, v15.2s
	fcvtpu	v31.2s, v24.2s
	fcvtpu	v27.2s, v15.2s
	fcvtpu	v31.4s, v15.4s
	fcvtpu	v10.4s, v16.4s
	fcvtpu	v19.4s, v23.4s
	fcvtpu	v15.4s, v12.4s
	fcvt	s8, d24
	fcvt	s18, d2
	fcvt	s27, d0
	fcvt	s2, d14
	fcvt	s17, h5
	fcvt	s23, h15
	fcvt	s10, h8
	fcvt	s25, h27
	fcvtxn	s0, d17
	fcvtxn	s3, d26
	fcvtxn	s9, d17
	fcvtxn	s13, d23
	fcvtxn	v8.2s, v19.2d
	fcvtxn	v31.2s, v11.2d
	fcvtxn	v8.2s, v26.2d
	fcvtxn	v23.2s, v20.2d
	fcvtxn2	v5.4s, v26.2d
	fcvtxn2	v11.4s, v14.2d
	fcvtxn2	v15.4s, v11.2d
	fcvtxn2	v17.4s, v4.2d
	fcvtzs	w28, d17
	fcvtzs	w0, d3
	fcvtzs	w0, d10
	fcvtzs	w27, d25
	fcvtzs	w20, s18
	fcvtzs	w27, s23
	fcvtzs	w15, s6
	fcvtzs	w28, s23
	fcvtzs	x4, d31
	fcvtzs	x23, d22
	fcvtzs	x26, d24
	fcvtzs	x7, d4
	fcvtzs	x28, s24
	fcvtzs	x14, s12
	fcvtzs	x23, s17
	fcvtzs	x27, s15
	fcvtzs	w5, d15, #30
	fcvtzs	w26, d16, #16
	fcvtzs	w9, d5, #11
	fcvtzs	w6, d16, #7
	fcvtzs	w15, s14, #1
	fcvtzs	w21, s28, #28
	fcvtzs	w1, s16, #1
	fcvtzs	w6, s26, #1
	fcvtzs	x17, d17, #4
	fcvtzs	x25, d23, #4
	fcvtzs	x1, d18, #1
	fcvtzs	x20, d13, #26
	fcvtzs	x26, s19, #14
	fcvtzs	x3, s0, #27
	fcvtzs	x7, s31, #27
	fcvtzs	x6, s22, #55
	fcvtzs	d14, d21, #1
	fcvtzs	d25, d10, #50
	fcvtzs	d0, d17, #1
	fcvtzs	d19, d8, #4
	fcvtzs	s30, s5, #11
	fcvtzs	s9, s18, #12
	fcvtzs	s0, s2, #17
	fcvtzs	s0, s16, #14
	fcvtzs	v17.2d, v4.2d, #22
	fcvtzs	v10.2d, v1.2d, #23
	fcvtzs	v28.2d, v16.2d, #1
	fcvtzs	v20.2d, v15.2d, #24
	fcvtzs	v16.2s, v16.2s, #27
	fcvtzs	v9.2s, v29.2s, #1
	fcvtzs	v17.2s, v23.2s, #3
	fcvtzs	v8.2s, v11.2s, #12
	fcvtzs	v2.4s, v19.4s, #18
	fcvtzs	v9.4s, v29.4s, #27
	fcvtzs	v12.4s, v18.4s, #32
	fcvtzs	v31.4s, v26.4s, #1
	fcvtzs	d17, d8
	fcvtzs	d17, d1
	fcvtzs	d16, d7
	fcvtzs	d14, d31
	fcvtzs	s0, s16
	fcvtzs	s14, s7
	fcvtzs	s17, s29
	fcvtzs	s18, s20
	fcvtzs	v13.2d, v16.2d
	fcvtzs	v4.2d, v5.2d
	fcvtzs	v21.2d, v17.2d
	fcvtzs	v8.2d, v17.2d
	fcvtzs	v9.2s, v17.2s
	fcvtzs	v13.2s, v15.2s
	fcvtzs	v21.2s, v16.2s
	fcvtzs	v27.2s, v29.2s
	fcvtzs	v8.4s, v19.4s
	fcvtzs	v25.4s, v19.4s
	fcvtzs	v2.4s, v17.4s
	fcvtzs	v6.4s, v3.4s
	fcvtzu	w2, d22
	fcvtzu	w8, d6
	fcvtzu	w30, d22
	fcvtzu	w29, d19
	fcvtzu	w25, s23
	fcvtzu	w29, s31
	fcvtzu	w2, s12
	fcvtzu	w8, s11
	fcvtzu	x11, d30
	fcvtzu	x1, d22
	fcvtzu	x10, d28
	fcvtzu	x19, d19
	fcvtzu	x23, s14
	fcvtzu	x15, s0
	fcvtzu	x30, s21
	fcvtzu	x30, s24
	fcvtzu	w24, d31, #10
	fcvtzu	w14, d23, #24
	fcvtzu	w10, d30, #1
	fcvtzu	w27, d19, #10
	fcvtzu	w3, s27, #30
	fcvtzu	wzr, s22, #1
	fcvtzu	w11, s25, #32
	fcvtzu	w16, s16, #27
	fcvtzu	x0, d16, #41
	fcvtzu	x16, d7, #25
	fcvtzu	x0, d30, #1
	fcvtzu	x18, d18, #21
	fcvtzu	x12, s15, #64
	fcvtzu	x10, s19, #47
	fcvtzu	x20, s18, #7
	fcvtzu	x5, s20, #1
	fcvtzu	d12, d24, #46
	fcvtzu	d9, d8, #18
	fcvtzu	d16, d31, #25
	fcvtzu	d31, d20, #36
	fcvtzu	s29, s29, #1
	fcvtzu	s10, s12, #26
	fcvtzu	s23, s20, #20
	fcvtzu	s19, s25, #1
	fcvtzu	v10.2d, v11.2d, #3
	fcvtzu	v26.2d, v19.2d, #33
	fcvtzu	v1.2d, v14.2d, #21
	fcvtzu	v19.2d, v8.2d, #42
	fcvtzu	v4.2s, v3.2s, #31
	fcvtzu	v23.2s, v6.2s, #1
	fcvtzu	v18.2s, v22.2s, #18
	fcvtzu	v13.2s, v21.2s, #1
	fcvtzu	v16.4s, v16.4s, #1
	fcvtzu	v15.4s, v20.4s, #4
	fcvtzu	v3.4s, v15.4s, #3
	fcvtzu	v23.4s, v18.4s, #12
	fcvtzu	d1, d3
	fcvtzu	d24, d4
	fcvtzu	d5, d6
	fcvtzu	d3, d18
	fcvtzu	s23, s18
	fcvtzu	s26, s12
	fcvtzu	s7, s12
	fcvtzu	s11, s11
	fcvtzu	v26.2d, v20.2d
	fcvtzu	v0.2d, v3.2d
	fcvtzu	v16.2d, v9.2d
	fcvtzu	v22.2d, v24.2d
	fcvtzu	v26.2s, v15.2s
	fcvtzu	v11.2s, v16.2s
	fcvtzu	v20.2s, v28.2s
	fcvtzu	v29.2s, v29.2s
	fcvtzu	v30.4s, v13.4s
	fcvtzu	v5.4s, v5.4s
	fcvtzu	v11.4s, v2.4s
	fcvtzu	v1.4s, v28.4s
	fdiv	d12, d24, d8
	fdiv	d2, d17, d12
	fdiv	d15, d2, d23
	fdiv	d18, d16, d3
	fdiv	s10, s0, s26
	fdiv	s25, s18, s16
	fdiv	s30, s27, s27
	fdiv	s10, s19, s0
	fdiv	v29.2d, v23.2d, v19.2d
	fdiv	v12.2d, v13.2d, v17.2d
	fdiv	v22.2d, v6.2d, v26.2d
	fdiv	v15.2d, v15.2d, v15.2d
	fdiv	v3.2s, v2.2s, v22.2s
	fdiv	v13.2s, v24.2s, v2.2s
	fdiv	v7.2s, v24.2s, v16.2s
	fdiv	v12.2s, v15.2s, v14.2s
	fdiv	v10.4s, v10.4s, v30.4s
	fdiv	v10.4s, v22.4s, v11.4s
	fdiv	v18.4s, v25.4s, v28.4s
	fdiv	v9.4s, v11.4s, v10.4s
	fmadd	d29, d27, d6, d22
	fmadd	d20, d24, d24, d16
	fmadd	d5, d7, d4, d5
	fmadd	d26, d31, d11, d21
	fmadd	s28, s5, s18, s23
	fmadd	s30, s29, s19, s8
	fmadd	s27, s15, s12, s7
	fmadd	s6, s14, s1, s14
	fmax	d13, d31, d1
	fmax	d4, d19, d15
	fmax	d31, d31, d22
	fmax	d20, d20, d30
	fmaxnm	d6, d6, d18
	fmaxnm	d9, d3, d3
	fmaxnm	d31, d9, d9
	fmaxnm	d12, d27, d13
	fmaxnmp	d23, v26.2d
	fmaxnmp	d10, v26.2d
	fmaxnmp	d25, v31.2d
	fmaxnmp	d11, v27.2d
	fmaxnmp	s29, v10.2s
	fmaxnmp	s11, v7.2s
	fmaxnmp	s27, v7.2s
	fmaxnmp	s3, v5.2s
	fmaxnmp	v28.2d, v23.2d, v9.2d
	fmaxnmp	v14.2d, v18.2d, v8.2d
	fmaxnmp	v9.2d, v16.2d, v27.2d
	fmaxnmp	v12.2d, v9.2d, v11.2d
	fmaxnmp	v2.2s, v6.2s, v0.2s
	fmaxnmp	v12.2s, v18.2s, v15.2s
	fmaxnmp	v10.2s, v8.2s, v27.2s
	fmaxnmp	v31.2s, v4.2s, v10.2s
	fmaxnmp	v28.4s, v9.4s, v8.4s
	fmaxnmp	v4.4s, v12.4s, v25.4s
	fmaxnmp	v12.4s, v7.4s, v10.4s
	fmaxnmp	v11.4s, v12.4s, v19.4s
	fmaxnm	s25, s29, s4
	fmaxnm	s31, s3, s31
	fmaxnm	s26, s16, s13
	fmaxnm	s17, s28, s29
	fmaxnmv	s2, v21.4s
	fmaxnmv	s4, v26.4s
	fmaxnmv	s18, v20.4s
	fmaxnmv	s7, v22.4s
	fmaxnm	v6.2d, v0.2d, v22.2d
	fmaxnm	v30.2d, v25.2d, v17.2d
	fmaxnm	v16.2d, v0.2d, v30.2d
	fmaxnm	v8.2d, v20.2d, v11.2d
	fmaxnm	v15.2s, v2.2s, v29.2s
	fmaxnm	v28.2s, v16.2s, v11.2s
	fmaxnm	v11.2s, v28.2s, v2.2s
	fmaxnm	v11.2s, v24.2s, v0.2s
	fmaxnm	v21.4s, v17.4s, v4.4s
	fmaxnm	v8.4s, v1.4s, v11.4s
	fmaxnm	v30.4s, v2.4s, v24.4s
	fmaxnm	v18.4s, v19.4s, v29.4s
	fmaxp	d19, v18.2d
	fmaxp	d5, v18.2d
	fmaxp	d13, v31.2d
	fmaxp	d8, v11.2d
	fmaxp	s4, v1.2s
	fmaxp	s18, v25.2s
	fmaxp	s21, v6.2s
	fmaxp	s19, v19.2s
	fmaxp	v1.2d, v6.2d, v3.2d
	fmaxp	v13.2d, v15.2d, v30.2d
	fmaxp	v30.2d, v31.2d, v15.2d
	fmaxp	v12.2d, v31.2d, v29.2d
	fmaxp	v10.2s, v7.2s, v3.2s
	fmaxp	v14.2s, v21.2s, v26.2s
	fmaxp	v4.2s, v9.2s, v26.2s
	fmaxp	v22.2s, v13.2s, v8.2s
	fmaxp	v18.4s, v12.4s, v7.4s
	fmaxp	v22.4s, v13.4s, v19.4s
	fmaxp	v10.4s, v20.4s, v9.4s
	fmaxp	v12.4s, v10.4s, v13.4s
	fmax	s6, s19, s1
	fmax	s16, s26, s29
	fmax	s14, s27, s28
	fmax	s5, s13, s28
	fmaxv	s12, v9.4s
	fmaxv	s3, v15.4s
	fmaxv	s6, v9.4s
	fmaxv	s5, v14.4s
	fmax	v8.2d, v31.2d, v19.2d
	fmax	v14.2d, v19.2d, v0.2d
	fmax	v20.2d, v29.2d, v11.2d
	fmax	v7.2d, v17.2d, v7.2d
	fmax	v20.2s, v10.2s, v27.2s
	fmax	v23.2s, v3.2s, v27.2s
	fmax	v21.2s, v19.2s, v28.2s
	fmax	v7.2s, v26.2s, v31.2s
	fmax	v29.4s, v4.4s, v7.4s
	fmax	v2.4s, v11.4s, v26.4s
	fmax	v12.4s, v22.4s, v28.4s
	fmax	v29.4s, v0.4s, v23.4s
	fmin	d12, d29, d29
	fmin	d20, d19, d21
	fmin	d22, d12, d20
	fmin	d19, d22, d19
	fminnm	d27, d2, d14
	fminnm	d22, d18, d13
	fminnm	d2, d20, d4
	fminnm	d8, d21, d25
	fminnmp	d14, v8.2d
	fminnmp	d10, v9.2d
	fminnmp	d0, v21.2d
	fminnmp	d31, v13.2d
	fminnmp	s30, v2.2s
	fminnmp	s5, v19.2s
	fminnmp	s1, v10.2s
	fminnmp	s10, v10.2s
	fminnmp	v7.2d, v25.2d, v12.2d
	fminnmp	v31.2d, v11.2d, v26.2d
	fminnmp	v19.2d, v17.2d, v27.2d
	fminnmp	v13.2d, v28.2d, v20.2d
	fminnmp	v11.2s, v11.2s, v6.2s
	fminnmp	v5.2s, v17.2s, v24.2s
	fminnmp	v3.2s, v24.2s, v20.2s
	fminnmp	v12.2s, v5.2s, v9.2s
	fminnmp	v3.4s, v28.4s, v27.4s
	fminnmp	v5.4s, v26.4s, v3.4s
	fminnmp	v8.4s, v4.4s, v28.4s
	fminnmp	v4.4s, v3.4s, v22.4s
	fminnm	s2, s11, s31
	fminnm	s10, s10, s12
	fminnm	s27, s20, s12
	fminnm	s26, s8, s16
	fminnmv	s12, v8.4s
	fminnmv	s0, v20.4s
	fminnmv	s25, v9.4s
	fminnmv	s19, v7.4s
	fminnm	v27.2d, v14.2d, v16.2d
	fminnm	v6.2d, v28.2d, v8.2d
	fminnm	v10.2d, v12.2d, v2.2d
	fminnm	v7.2d, v9.2d, v23.2d
	fminnm	v23.2s, v12.2s, v30.2s
	fminnm	v25.2s, v31.2s, v3.2s
	fminnm	v8.2s, v30.2s, v6.2s
	fminnm	v26.2s, v0.2s, v24.2s
	fminnm	v31.4s, v18.4s, v20.4s
	fminnm	v9.4s, v13.4s, v12.4s
	fminnm	v31.4s, v21.4s, v26.4s
	fminnm	v17.4s, v21.4s, v4.4s
	fminp	d18, v27.2d
	fminp	d10, v30.2d
	fminp	d19, v7.2d
	fminp	d13, v2.2d
	fminp	s14, v24.2s
	fminp	s26, v3.2s
	fminp	s30, v13.2s
	fminp	s31, v31.2s
	fminp	v19.2d, v30.2d, v20.2d
	fminp	v21.2d, v9.2d, v5.2d
	fminp	v29.2d, v0.2d, v8.2d
	fminp	v21.2d, v29.2d, v30.2d
	fminp	v29.2s, v2.2s, v12.2s
	fminp	v7.2s, v5.2s, v24.2s
	fminp	v18.2s, v9.2s, v22.2s
	fminp	v28.2s, v26.2s, v4.2s
	fminp	v26.4s, v4.4s, v0.4s
	fminp	v19.4s, v25.4s, v20.4s
	fminp	v10.4s, v6.4s, v16.4s
	fminp	v20.4s, v10.4s, v6.4s
	fmin	s18, s13, s14
	fmin	s13, s6, s18
	fmin	s7, s16, s19
	fmin	s28, s4, s7
	fminv	s8, v28.4s
	fminv	s6, v3.4s
	fminv	s3, v7.4s
	fminv	s31, v21.4s
	fmin	v13.2d, v28.2d, v19.2d
	fmin	v8.2d, v24.2d, v0.2d
	fmin	v16.2d, v27.2d, v25.2d
	fmin	v14.2d, v8.2d, v10.2d
	fmin	v3.2s, v0.2s, v29.2s
	fmin	v8.2s, v11.2s, v6.2s
	fmin	v22.2s, v12.2s, v28.2s
	fmin	v31.2s, v23.2s, v1.2s
	fmin	v21.4s, v8.4s, v9.4s
	fmin	v3.4s, v15.4s, v14.4s
	fmin	v12.4s, v15.4s, v16.4s
	fmin	v30.4s, v10.4s, v9.4s
	fmla	d7, d21, v3.d[0]
	fmla	d19, d21, v28.d[1]
	fmla	d2, d7, v31.d[0]
	fmla	d14, d31, v29.d[1]
	fmla	s8, s20, v5.s[0]
	fmla	s4, s12, v3.s[1]
	fmla	s13, s0, v30.s[1]
	fmla	s15, s10, v4.s[0]
	fmla	v1.2d, v0.2d, v13.d[0]
	fmla	v4.2d, v7.2d, v17.d[0]
	fmla	v4.2d, v28.2d, v0.d[1]
	fmla	v24.2d, v19.2d, v30.d[0]
	fmla	v25.2s, v19.2s, v14.s[1]
	fmla	v11.2s, v12.2s, v12.s[0]
	fmla	v21.2s, v27.2s, v5.s[0]
	fmla	v9.2s, v22.2s, v18.s[2]
	fmla	v7.4s, v21.4s, v16.s[0]
	fmla	v9.4s, v19.4s, v24.s[2]
	fmla	v21.4s, v22.4s, v1.s[0]
	fmla	v0.4s, v29.4s, v9.s[1]
	fmla	v0.2d, v20.2d, v7.2d
	fmla	v7.2d, v21.2d, v20.2d
	fmla	v11.2d, v10.2d, v28.2d
	fmla	v9.2d, v5.2d, v26.2d
	fmla	v6.2s, v20.2s, v0.2s
	fmla	v17.2s, v13.2s, v15.2s
	fmla	v23.2s, v3.2s, v13.2s
	fmla	v12.2s, v8.2s, v21.2s
	fmla	v5.4s, v24.4s, v12.4s
	fmla	v3.4s, v2.4s, v9.4s
	fmla	v27.4s, v19.4s, v15.4s
	fmla	v16.4s, v3.4s, v16.4s
	fmls	d28, d2, v9.d[1]
	fmls	d21, d13, v13.d[0]
	fmls	d3, d19, v6.d[1]
	fmls	d7, d15, v22.d[0]
	fmls	s18, s31, v6.s[3]
	fmls	s19, s2, v3.s[0]
	fmls	s13, s30, v29.s[0]
	fmls	s11, s9, v7.s[2]
	fmls	v23.2d, v6.2d, v4.d[1]
	fmls	v22.2d, v13.2d, v7.d[1]
	fmls	v30.2d, v9.2d, v8.d[1]
	fmls	v2.2d, v18.2d, v14.d[0]
	fmls	v15.2s, v16.2s, v9.s[3]
	fmls	v26.2s, v25.2s, v8.s[3]
	fmls	v31.2s, v6.2s, v10.s[2]
	fmls	v0.2s, v8.2s, v5.s[1]
	fmls	v24.4s, v24.4s, v22.s[0]
	fmls	v0.4s, v4.4s, v6.s[0]
	fmls	v10.4s, v1.4s, v28.s[0]
	fmls	v10.4s, v20.4s, v21.s[1]
	fmls	v15.2d, v25.2d, v23.2d
	fmls	v15.2d, v6.2d, v20.2d
	fmls	v23.2d, v6.2d, v4.2d
	fmls	v4.2d, v17.2d, v30.2d
	fmls	v26.2s, v20.2s, v22.2s
	fmls	v5.2s, v19.2s, v27.2s
	fmls	v11.2s, v20.2s, v26.2s
	fmls	v17.2s, v9.2s, v1.2s
	fmls	v30.4s, v5.4s, v31.4s
	fmls	v30.4s, v27.4s, v17.4s
	fmls	v19.4s, v17.4s, v24.4s
	fmls	v7.4s, v5.4s, v7.4s
	fmov	v13.d[1], x10
	fmov	v1.d[1], x7
	fmov	v19.d[1], x12
	fmov	v16.d[1], x18
	fmov	x29, d5
	fmov	x28, d5
	fmov	x7, d28
	fmov	x0, d16
	fmov	d31, #0.12500000
	fmov	d25, #12.50000000
	fmov	d23, #1.87500000
	fmov	d31, #0.19531250
	fmov	d3, d17
	fmov	d23, d18
	fmov	d25, d0
	fmov	d16, d16
	fmov	w2, s2
	fmov	w17, s18
	fmov	w24, s16
	fmov	w30, s21
	fmov	s4, #-1.62500000
	fmov	s24, #-0.75000000
	fmov	s27, #23.00000000
	fmov	s11, #-0.42187500
	fmov	s21, s10
	fmov	s20, s1
	fmov	s8, s23
	fmov	s1, s18
	fmov	s9, w18
	fmov	s14, w27
	fmov	s26, w18
	fmov	s25, w23
	fmov	x14, v29.d[1]
	fmov	x10, v2.d[1]
	fmov	x0, v14.d[1]
	fmov	x12, v2.d[1]
	fmov	d14, x20
	fmov	d18, x25
	fmov	d30, x5
	fmov	d11, x29
	fmov	v16.2d, #0.13281250
	fmov	v24.2d, #1.18750000
	fmov	v5.2d, #-0.43750000
	fmov	v23.2d, #7.00000000
	fmov	v11.2s, #30.00000000
	fmov	v18.2s, #4.25000000
	fmov	v8.2s, #-15.00000000
	fmov	v18.2s, #-1.56250000
	fmov	v23.4s, #-0.12500000
	fmov	v24.4s, #0.40625000
	fmov	v28.4s, #1.18750000
	fmov	v12.4s, #-2.50000000
	fmsub	d20, d30, d15, d6
	fmsub	d5, d20, d25, d13
	fmsub	d3, d2, d9, d20
	fmsub	d16, d18, d4, d22
	fmsub	s29, s26, s4, s26
	fmsub	s10, s16, s2, s29
	fmsub	s22, s12, s16, s14
	fmsub	s18, s1, s26, s27
	fmul	d5, d12, d20
	fmul	d27, d29, d15
	fmul	d6, d31, d2
	fmul	d21, d8, d0
	fmul	s19, s13, s12
	fmul	s31, s18, s14
	fmul	s31, s26, s30
	fmul	s30, s14, s15
	fmulx	d10, d24, v9.d[0]
	fmulx	d24, d10, v1.d[1]
	fmulx	d26, d27, v4.d[1]
	fmulx	d14, d28, v23.d[0]
	fmulx	s0, s15, v27.s[2]
	fmulx	s25, s15, v18.s[2]
	fmulx	s26, s4, v6.s[0]
	fmulx	s21, s7, v2.s[0]
	fmulx	v27.2d, v21.2d, v14.d[1]
	fmulx	v28.2d, v4.2d, v13.d[0]
	fmulx	v7.2d, v8.2d, v21.d[0]
	fmulx	v31.2d, v12.2d, v26.d[1]
	fmulx	v5.2s, v4.2s, v28.s[0]
	fmulx	v27.2s, v28.2s, v1.s[0]
	fmulx	v24.2s, v1.2s, v18.s[1]
	fmulx	v25.2s, v7.2s, v15.s[3]
	fmulx	v9.4s, v30.4s, v6.s[0]
	fmulx	v26.4s, v12.4s, v16.s[1]
	fmulx	v16.4s, v13.4s, v11.s[0]
	fmulx	v14.4s, v13.4s, v10.s[0]
	fmulx	d24, d18, d3
	fmulx	d29, d10, d25
	fmulx	d9, d8, d14
	fmulx	d12, d10, d26
	fmulx	s9, s24, s30
	fmulx	s0, s27, s26
	fmulx	s22, s26, s6
	fmulx	s18, s25, s4
	fmulx	v28.2d, v22.2d, v27.2d
	fmulx	v30.2d, v20.2d, v11.2d
	fmulx	v19.2d, v19.2d, v31.2d
	fmulx	v13.2d, v6.2d, v21.2d
	fmulx	v11.2s, v2.2s, v3.2s
	fmulx	v12.2s, v21.2s, v13.2s
	fmulx	v24.2s, v30.2s, v10.2s
	fmulx	v9.2s, v29.2s, v26.2s
	fmulx	v12.4s, v15.4s, v0.4s
	fmulx	v1.4s, v30.4s, v4.4s
	fmulx	v5.4s, v5.4s, v15.4s
	fmulx	v24.4s, v29.4s, v28.4s
	fmul	d15, d28, v18.d[0]
	fmul	d11, d2, v17.d[1]
	fmul	d25, d13, v25.d[0]
	fmul	d27, d31, v12.d[1]
	fmul	s22, s9, v30.s[3]
	fmul	s8, s4, v24.s[0]
	fmul	s28, s0, v29.s[2]
	fmul	s8, s10, v0.s[0]
	fmul	v28.2d, v1.2d, v20.d[1]
	fmul	v10.2d, v30.2d, v8.d[0]
	fmul	v8.2d, v29.2d, v22.d[1]
	fmul	v0.2d, v9.2d, v6.d[1]
	fmul	v20.2s, v10.2s, v1.s[0]
	fmul	v27.2s, v16.2s, v14.s[3]
	fmul	v12.2s, v20.2s, v31.s[2]
	fmul	v19.2s, v8.2s, v31.s[0]
	fmul	v29.4s, v3.4s, v22.s[0]
	fmul	v20.4s, v2.4s, v10.s[3]
	fmul	v22.4s, v3.4s, v5.s[0]
	fmul	v29.4s, v27.4s, v21.s[0]
	fmul	v22.2d, v15.2d, v13.2d
	fmul	v4.2d, v10.2d, v23.2d
	fmul	v0.2d, v13.2d, v29.2d
	fmul	v28.2d, v20.2d, v10.2d
	fmul	v7.2s, v20.2s, v19.2s
	fmul	v6.2s, v23.2s, v13.2s
	fmul	v29.2s, v30.2s, v15.2s
	fmul	v1.2s, v23.2s, v17.2s
	fmul	v11.4s, v11.4s, v17.4s
	fmul	v30.4s, v8.4s, v3.4s
	fmul	v20.4s, v18.4s, v28.4s
	fmul	v26.4s, v15.4s, v21.4s
	fneg	d6, d15
	fneg	d23, d12
	fneg	d24, d1
	fneg	d9, d11
	fneg	s3, s1
	fneg	s14, s23
	fneg	s2, s28
	fneg	s29, s28
	fneg	v31.2d, v20.2d
	fneg	v18.2d, v0.2d
	fneg	v8.2d, v0.2d
	fneg	v22.2d, v16.2d
	fneg	v23.2s, v12.2s
	fneg	v14.2s, v9.2s
	fneg	v7.2s, v18.2s
	fneg	v19.2s, v0.2s
	fneg	v25.4s, v2.4s
	fneg	v27.4s, v5.4s
	fneg	v7.4s, v23.4s
	fneg	v23.4s, v25.4s
	fnmadd	d7, d13, d15, d22
	fnmadd	d23, d28, d14, d21
	fnmadd	d20, d8, d13, d12
	fnmadd	d31, d9, d31, d25
	fnmadd	s26, s13, s31, s11
	fnmadd	s31, s25, s4, s11
	fnmadd	s1, s9, s22, s1
	fnmadd	s28, s9, s23, s15
	fnmsub	d14, d12, d13, d16
	fnmsub	d29, d19, d29, d27
	fnmsub	d21, d20, d0, d3
	fnmsub	d12, d17, d22, d12
	fnmsub	s30, s20, s28, s1
	fnmsub	s31, s26, s30, s31
	fnmsub	s22, s30, s1, s0
	fnmsub	s10, s6, s9, s14
	fnmul	d23, d14, d3
	fnmul	d15, d18, d16
	fnmul	d15, d26, d5
	fnmul	d21, d4, d23
	fnmul	s22, s30, s29
	fnmul	s15, s3, s11
	fnmul	s0, s15, s0
	fnmul	s27, s21, s3
	frecpe	d12, d27
	frecpe	d28, d17
	frecpe	d18, d16
	frecpe	d28, d6
	frecpe	s6, s12
	frecpe	s13, s6
	frecpe	s9, s10
	frecpe	s12, s1
	frecpe	v14.2d, v13.2d
	frecpe	v5.2d, v17.2d
	frecpe	v13.2d, v24.2d
	frecpe	v3.2d, v19.2d
	frecpe	v0.2s, v25.2s
	frecpe	v7.2s, v21.2s
	frecpe	v1.2s, v24.2s
	frecpe	v17.2s, v26.2s
	frecpe	v8.4s, v24.4s
	frecpe	v9.4s, v0.4s
	frecpe	v12.4s, v10.4s
	frecpe	v31.4s, v13.4s
	frecps	d2, d17, d22
	frecps	d4, d22, d12
	frecps	d10, d22, d1
	frecps	d14, d5, d2
	frecps	s26, s8, s19
	frecps	s26, s21, s9
	frecps	s5, s14, s21
	frecps	s4, s26, s6
	frecps	v24.2d, v8.2d, v3.2d
	frecps	v22.2d, v16.2d, v21.2d
	frecps	v11.2d, v23.2d, v18.2d
	frecps	v8.2d, v13.2d, v2.2d
	frecps	v28.2s, v2.2s, v5.2s
	frecps	v28.2s, v16.2s, v8.2s
	frecps	v0.2s, v27.2s, v16.2s
	frecps	v10.2s, v29.2s, v21.2s
	frecps	v21.4s, v0.4s, v22.4s
	frecps	v26.4s, v1.4s, v11.4s
	frecps	v21.4s, v24.4s, v8.4s
	frecps	v20.4s, v6.4s, v6.4s
	frecpx	d8, d3
	frecpx	d18, d7
	frecpx	d3, d13
	frecpx	d18, d1
	frecpx	s5, s29
	frecpx	s9, s21
	frecpx	s23, s5
	frecpx	s16, s17
	frinta	d4, d5
	frinta	d5, d15
	frinta	d16, d14
	frinta	d24, d14
	frinta	s4, s25
	frinta	s31, s13
	frinta	s11, s30
	frinta	s31, s1
	frinta	v12.2d, v23.2d
	frinta	v29.2d, v0.2d
	frinta	v10.2d, v20.2d
	frinta	v29.2d, v13.2d
	frinta	v25.2s, v26.2s
	frinta	v28.2s, v0.2s
	frinta	v30.2s, v28.2s
	frinta	v9.2s, v20.2s
	frinta	v7.4s, v4.4s
	frinta	v0.4s, v16.4s
	frinta	v4.4s, v12.4s
	frinta	v30.4s, v25.4s
	frinti	d1, d22
	frinti	d17, d31
	frinti	d26, d21
	frinti	d2, d9
	frinti	s22, s23
	frinti	s31, s11
	frinti	s15, s5
	frinti	s1, s7
	frinti	v22.2d, v29.2d
	frinti	v6.2d, v23.2d
	frinti	v2.2d, v0.2d
	frinti	v13.2d, v31.2d
	frinti	v24.2s, v22.2s
	frinti	v23.2s, v8.2s
	frinti	v24.2s, v3.2s
	frinti	v3.2s, v23.2s
	frinti	v22.4s, v10.4s
	frinti	v21.4s, v14.4s
	frinti	v5.4s, v0.4s
	frinti	v19.4s, v11.4s
	frintm	d16, d18
	frintm	d0, d5
	frintm	d15, d3
	frintm	d2, d13
	frintm	s14, s17
	frintm	s25, s28
	frintm	s23, s26
	frintm	s3, s29
	frintm	v18.2d, v12.2d
	frintm	v14.2d, v23.2d
	frintm	v14.2d, v3.2d
	frintm	v2.2d, v31.2d
	frintm	v5.2s, v8.2s
	frintm	v21.2s, v17.2s
	frintm	v5.2s, v21.2s
	frintm	v26.2s, v30.2s
	frintm	v20.4s, v1.4s
	frintm	v10.4s, v30.4s
	frintm	v7.4s, v31.4s
	frintm	v0.4s, v16.4s
	frintn	d10, d14
	frintn	d18, d19
	frintn	d28, d24
	frintn	d11, d8
	frintn	s16, s8
	frintn	s13, s13
	frintn	s12, s9
	frintn	s21, s3
	frintn	v26.2d, v15.2d
	frintn	v5.2d, v14.2d
	frintn	v20.2d, v13.2d
	frintn	v23.2d, v9.2d
	frintn	v5.2s, v31.2s
	frintn	v18.2s, v8.2s
	frintn	v27.2s, v12.2s
	frintn	v1.2s, v26.2s
	frintn	v5.4s, v4.4s
	frintn	v7.4s, v3.4s
	frintn	v26.4s, v10.4s
	frintn	v28.4s, v19.4s
	frintp	d27, d29
	frintp	d8, d5
	frintp	d10, d6
	frintp	d28, d20
	frintp	s8, s3
	frintp	s27, s4
	frintp	s14, s23
	frintp	s30, s8
	frintp	v23.2d, v24.2d
	frintp	v26.2d, v16.2d
	frintp	v22.2d, v21.2d
	frintp	v26.2d, v25.2d
	frintp	v15.2s, v3.2s
	frintp	v18.2s, v17.2s
	frintp	v12.2s, v6.2s
	frintp	v31.2s, v23.2s
	frintp	v26.4s, v5.4s
	frintp	v26.4s, v13.4s
	frintp	v15.4s, v10.4s
	frintp	v0.4s, v16.4s
	frintx	d17, d26
	frintx	d28, d25
	frintx	d20, d4
	frintx	d12, d24
	frintx	s0, s9
	frintx	s0, s1
	frintx	s17, s30
	frintx	s6, s11
	frintx	v31.2d, v28.2d
	frintx	v30.2d, v16.2d
	frintx	v21.2d, v31.2d
	frintx	v26.2d, v9.2d
	frintx	v31.2s, v5.2s
	frintx	v8.2s, v14.2s
	frintx	v18.2s, v0.2s
	frintx	v21.2s, v27.2s
	frintx	v5.4s, v7.4s
	frintx	v22.4s, v10.4s
	frintx	v21.4s, v29.4s
	frintx	v10.4s, v14.4s
	frintz	d14, d22
	frintz	d24, d31
	frintz	d27, d26
	frintz	d28, d18
	frintz	s3, s10
	frintz	s18, s18
	frintz	s16, s26
	frintz	s15, s23
	frintz	v20.2d, v19.2d
	frintz	v10.2d, v6.2d
	frintz	v6.2d, v14.2d
	frintz	v10.2d, v11.2d
	frintz	v20.2s, v6.2s
	frintz	v28.2s, v24.2s
	frintz	v9.2s, v14.2s
	frintz	v18.2s, v22.2s
	frintz	v29.4s, v30.4s
	frintz	v25.4s, v14.4s
	frintz	v9.4s, v15.4s
	frintz	v5.4s, v0.4s
	frsqrte	d6, d14
	frsqrte	d25, d13
	frsqrte	d10, d21
	frsqrte	d17, d6
	frsqrte	s30, s16
	frsqrte	s3, s6
	frsqrte	s15, s24
	frsqrte	s21, s12
	frsqrte	v28.2d, v5.2d
	frsqrte	v22.2d, v26.2d
	frsqrte	v31.2d, v20.2d
	frsqrte	v30.2d, v4.2d
	frsqrte	v14.2s, v30.2s
	frsqrte	v18.2s, v31.2s
	frsqrte	v10.2s, v8.2s
	frsqrte	v14.2s, v17.2s
	frsqrte	v15.4s, v23.4s
	frsqrte	v1.4s, v22.4s
	frsqrte	v12.4s, v5.4s
	frsqrte	v18.4s, v12.4s
	frsqrts	d2, d0, d1
	frsqrts	d2, d10, d13
	frsqrts	d28, d18, d13
	frsqrts	d17, d11, d7
	frsqrts	s31, s9, s24
	frsqrts	s22, s26, s11
	frsqrts	s2, s28, s26
	frsqrts	s3, s8, s27
	frsqrts	v19.2d, v7.2d, v29.2d
	frsqrts	v9.2d, v3.2d, v11.2d
	frsqrts	v13.2d, v16.2d, v1.2d
	frsqrts	v6.2d, v19.2d, v29.2d
	frsqrts	v11.2s, v31.2s, v8.2s
	frsqrts	v0.2s, v16.2s, v23.2s
	frsqrts	v31.2s, v7.2s, v6.2s
	frsqrts	v13.2s, v25.2s, v29.2s
	frsqrts	v28.4s, v20.4s, v25.4s
	frsqrts	v5.4s, v5.4s, v7.4s
	frsqrts	v28.4s, v19.4s, v31.4s
	frsqrts	v25.4s, v15.4s, v13.4s
	fsqrt	d23, d23
	fsqrt	d23, d25
	fsqrt	d18, d27
	fsqrt	d19, d23
	fsqrt	s11, s25
	fsqrt	s4, s0
	fsqrt	s0, s20
	fsqrt	s21, s11
	fsqrt	v6.2d, v14.2d
	fsqrt	v4.2d, v20.2d
	fsqrt	v16.2d, v7.2d
	fsqrt	v7.2d, v0.2d
	fsqrt	v17.2s, v12.2s
	fsqrt	v27.2s, v17.2s
	fsqrt	v5.2s, v14.2s
	fsqrt	v24.2s, v7.2s
	fsqrt	v23.4s, v16.4s
	fsqrt	v21.4s, v0.4s
	fsqrt	v23.4s, v10.4s
	fsqrt	v26.4s, v20.4s
	fsub	d13, d3, d22
	fsub	d0, d31, d18
	fsub	d31, d19, d27
	fsub	d13, d28, d25
	fsub	s17, s12, s13
	fsub	s21, s15, s24
	fsub	s8, s2, s26
	fsub	s8, s25, s24
	fsub	v21.2d, v21.2d, v5.2d
	fsub	v19.2d, v7.2d, v31.2d
	fsub	v11.2d, v18.2d, v9.2d
	fsub	v4.2d, v6.2d, v16.2d
	fsub	v20.2s, v5.2s, v2.2s
	fsub	v31.2s, v10.2s, v25.2s
	fsub	v19.2s, v25.2s, v7.2s
	fsub	v9.2s, v20.2s, v11.2s
	fsub	v15.4s, v24.4s, v17.4s
	fsub	v3.4s, v26.4s, v10.4s
	fsub	v27.4s, v19.4s, v14.4s
	fsub	v22.4s, v20.4s, v25.4s
	wfe
	hint	#24
	hint	#90
	hint	#30
	hlt	#0xe5a1
	hlt	#0x8e5b
	hlt	#0xf238
	hlt	#0xe13b
	hvc	#0
	hvc	#0x9c9
	hvc	#0xead0
	hvc	#0xe162
	mov	v12.b[10], w19
	mov	v17.b[0], w17
	mov	v15.b[1], w20
	mov	v7.b[15], w29
	mov	v26.b[0], v0.b[15]
	mov	v19.b[15], v31.b[14]
	mov	v4.b[12], v27.b[2]
	mov	v7.b[5], v30.b[3]
	mov	v26.d[1], x12
	mov	v4.d[1], x15
	mov	v29.d[1], x23
	mov	v12.d[1], x24
	mov	v12.d[0], v11.d[0]
	mov	v8.d[0], v16.d[1]
	mov	v15.d[0], v24.d[0]
	mov	v18.d[1], v21.d[0]
	mov	v27.h[1], w4
	mov	v10.h[0], w12
	mov	v16.h[4], w20
	mov	v25.h[7], w22
	mov	v12.h[0], v0.h[0]
	mov	v13.h[3], v23.h[7]
	mov	v9.h[7], v0.h[0]
	mov	v12.h[7], v7.h[5]
	mov	v9.s[3], w7
	mov	v23.s[1], w6
	mov	v24.s[1], w21
	mov	v14.s[3], w3
	mov	v29.s[3], v20.s[1]
	mov	v16.s[0], v29.s[3]
	mov	v22.s[1], v30.s[2]
	mov	v8.s[1], v14.s[3]
	isb
	isb	#1
	isb	#1
	isb
	ld1	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x25]
	ld1	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x17]
	ld1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x24]
	ld1	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x22]
	ld1	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x27], x14
	ld1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x13], x20
	ld1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x22], x13
	ld1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x30], x19
	ld1	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x7]
	ld1	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x24]
	ld1	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x21]
	ld1	{ v20.1d, v21.1d, v22.1d, v23.1d }, [x15]
	ld1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x21], x23
	ld1	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x0], x24
	ld1	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x18], x28
	ld1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x5], #32
	ld1	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x0]
	ld1	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x27]
	ld1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x29]
	ld1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x25]
	ld1	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x17], x11
	ld1	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x6], x7
	ld1	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x4], x10
	ld1	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x1], x9
	ld1	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x21]
	ld1	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x19]
	ld1	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x5]
	ld1	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x2]
	ld1	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x27], x8
	ld1	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x10], x11
	ld1	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x26], x9
	ld1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x28], x20
	ld1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [sp]
	ld1	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x10]
	ld1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x16]
	ld1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x19]
	ld1	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x9], x27
	ld1	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x25], x26
	ld1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x4], x4
	ld1	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x12], x28
	ld1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x15]
	ld1	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x30]
	ld1	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x29]
	ld1	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x21]
	ld1	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x5], x10
	ld1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x12], x21
	ld1	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x26], x13
	ld1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x27], x20
	ld1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x17]
	ld1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [sp]
	ld1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x0]
	ld1	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x6]
	ld1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x12], x20
	ld1	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x1], x4
	ld1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x2], x25
	ld1	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x24], x27
	ld1	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x26]
	ld1	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x17]
	ld1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x4]
	ld1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x10]
	ld1	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x27], x29
	ld1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x19], x5
	ld1	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x18], x0
	ld1	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x24], x9
	ld1	{ v12.16b }, [x11]
	ld1	{ v19.16b }, [x1]
	ld1	{ v22.16b }, [x20]
	ld1	{ v28.16b }, [x18]
	ld1	{ v18.16b }, [x21], x5
	ld1	{ v2.16b }, [x4], x29
	ld1	{ v9.16b }, [x10], x18
	ld1	{ v9.16b }, [x27], x28
	ld1	{ v7.1d }, [x15]
	ld1	{ v4.1d }, [x15]
	ld1	{ v19.1d }, [x17]
	ld1	{ v8.1d }, [sp]
	ld1	{ v9.1d }, [x27], x16
	ld1	{ v30.1d }, [x9], x16
	ld1	{ v29.1d }, [x25], x29
	ld1	{ v21.1d }, [x5], x28
	ld1	{ v23.2d }, [x7]
	ld1	{ v22.2d }, [x11]
	ld1	{ v21.2d }, [x21]
	ld1	{ v9.2d }, [x7]
	ld1	{ v18.2d }, [x3], #16
	ld1	{ v11.2d }, [x2], x29
	ld1	{ v17.2d }, [x29], x21
	ld1	{ v14.2d }, [x2], x20
	ld1	{ v28.2s }, [x25]
	ld1	{ v3.2s }, [x0]
	ld1	{ v6.2s }, [x20]
	ld1	{ v15.2s }, [x20]
	ld1	{ v24.2s }, [x18], x21
	ld1	{ v26.2s }, [x3], x9
	ld1	{ v29.2s }, [x23], x8
	ld1	{ v23.2s }, [x7], x19
	ld1	{ v3.4h }, [x4]
	ld1	{ v11.4h }, [x15]
	ld1	{ v0.4h }, [x9]
	ld1	{ v24.4h }, [x25]
	ld1	{ v1.4h }, [x7], x30
	ld1	{ v9.4h }, [x24], x8
	ld1	{ v17.4h }, [x4], x11
	ld1	{ v14.4h }, [x15], x27
	ld1	{ v17.4s }, [x16]
	ld1	{ v1.4s }, [x27]
	ld1	{ v6.4s }, [x4]
	ld1	{ v1.4s }, [x29]
	ld1	{ v18.4s }, [x22], x26
	ld1	{ v4.4s }, [x15], x19
	ld1	{ v11.4s }, [x3], x1
	ld1	{ v0.4s }, [x29], x13
	ld1	{ v20.8b }, [x8]
	ld1	{ v4.8b }, [x12]
	ld1	{ v21.8b }, [x15]
	ld1	{ v8.8b }, [x29]
	ld1	{ v15.8b }, [sp], x16
	ld1	{ v23.8b }, [x20], x30
	ld1	{ v8.8b }, [x0], x1
	ld1	{ v20.8b }, [x26], x12
	ld1	{ v11.8h }, [x11]
	ld1	{ v24.8h }, [x0]
	ld1	{ v30.8h }, [x27]
	ld1	{ v27.8h }, [x23]
	ld1	{ v28.8h }, [x22], x18
	ld1	{ v17.8h }, [x20], x15
	ld1	{ v4.8h }, [x7], x27
	ld1	{ v14.8h }, [x7], x29
	ld1r	{ v17.16b }, [x12]
	ld1r	{ v15.16b }, [x13]
	ld1r	{ v30.16b }, [x19]
	ld1r	{ v7.16b }, [x26]
	ld1r	{ v17.16b }, [x5], x6
	ld1r	{ v17.16b }, [x6], x15
	ld1r	{ v27.16b }, [x26], x15
	ld1r	{ v19.16b }, [x23], x27
	ld1r	{ v13.1d }, [x22]
	ld1r	{ v2.1d }, [x30]
	ld1r	{ v31.1d }, [x16]
	ld1r	{ v23.1d }, [x4]
	ld1r	{ v5.1d }, [sp], x5
	ld1r	{ v25.1d }, [x12], x8
	ld1r	{ v30.1d }, [x0], x5
	ld1r	{ v7.1d }, [x16], x26
	ld1r	{ v31.2d }, [x1]
	ld1r	{ v14.2d }, [sp]
	ld1r	{ v1.2d }, [x16]
	ld1r	{ v4.2d }, [x14]
	ld1r	{ v13.2d }, [x22], x17
	ld1r	{ v5.2d }, [x19], x14
	ld1r	{ v14.2d }, [x10], x11
	ld1r	{ v24.2d }, [x19], x28
	ld1r	{ v12.2s }, [x19]
	ld1r	{ v26.2s }, [x12]
	ld1r	{ v18.2s }, [x3]
	ld1r	{ v6.2s }, [x24]
	ld1r	{ v26.2s }, [x17], x11
	ld1r	{ v16.2s }, [x9], x22
	ld1r	{ v17.2s }, [x17], x3
	ld1r	{ v0.2s }, [x7], x0
	ld1r	{ v29.4h }, [x29]
	ld1r	{ v30.4h }, [x19]
	ld1r	{ v6.4h }, [x23]
	ld1r	{ v30.4h }, [sp]
	ld1r	{ v22.4h }, [x0], x29
	ld1r	{ v2.4h }, [x18], x16
	ld1r	{ v20.4h }, [x20], x1
	ld1r	{ v10.4h }, [x21], x19
	ld1r	{ v31.4s }, [x24]
	ld1r	{ v27.4s }, [x4]
	ld1r	{ v22.4s }, [x21]
	ld1r	{ v1.4s }, [x0]
	ld1r	{ v28.4s }, [x6], x21
	ld1r	{ v19.4s }, [x2], x25
	ld1r	{ v19.4s }, [x21], x3
	ld1r	{ v3.4s }, [x10], x9
	ld1r	{ v9.8b }, [x30]
	ld1r	{ v10.8b }, [x19]
	ld1r	{ v4.8b }, [x23]
	ld1r	{ v20.8b }, [x15]
	ld1r	{ v10.8b }, [x29], x26
	ld1r	{ v31.8b }, [x14], x6
	ld1r	{ v23.8b }, [x26], x1
	ld1r	{ v28.8b }, [x20], x25
	ld1r	{ v10.8h }, [x13]
	ld1r	{ v20.8h }, [x10]
	ld1r	{ v9.8h }, [x3]
	ld1r	{ v9.8h }, [x23]
	ld1r	{ v26.8h }, [x19], x6
	ld1r	{ v3.8h }, [x4], x20
	ld1r	{ v29.8h }, [x26], x23
	ld1r	{ v8.8h }, [x14], x6
	ld1	{ v6.16b, v7.16b, v8.16b }, [x10]
	ld1	{ v3.16b, v4.16b, v5.16b }, [x28]
	ld1	{ v24.16b, v25.16b, v26.16b }, [x10]
	ld1	{ v22.16b, v23.16b, v24.16b }, [x7]
	ld1	{ v29.16b, v30.16b, v31.16b }, [x17], x26
	ld1	{ v17.16b, v18.16b, v19.16b }, [x25], x1
	ld1	{ v3.16b, v4.16b, v5.16b }, [x22], x2
	ld1	{ v14.16b, v15.16b, v16.16b }, [x12], x27
	ld1	{ v28.1d, v29.1d, v30.1d }, [x26]
	ld1	{ v3.1d, v4.1d, v5.1d }, [x17]
	ld1	{ v3.1d, v4.1d, v5.1d }, [x15]
	ld1	{ v3.1d, v4.1d, v5.1d }, [x10]
	ld1	{ v15.1d, v16.1d, v17.1d }, [x4], x23
	ld1	{ v22.1d, v23.1d, v24.1d }, [x1], x22
	ld1	{ v28.1d, v29.1d, v30.1d }, [x9], x17
	ld1	{ v18.1d, v19.1d, v20.1d }, [x24], x29
	ld1	{ v9.2d, v10.2d, v11.2d }, [x19]
	ld1	{ v15.2d, v16.2d, v17.2d }, [x14]
	ld1	{ v6.2d, v7.2d, v8.2d }, [x2]
	ld1	{ v30.2d, v31.2d, v0.2d }, [x8]
	ld1	{ v30.2d, v31.2d, v0.2d }, [x5], x7
	ld1	{ v30.2d, v31.2d, v0.2d }, [x28], x30
	ld1	{ v11.2d, v12.2d, v13.2d }, [x13], x22
	ld1	{ v20.2d, v21.2d, v22.2d }, [x14], x24
	ld1	{ v12.2s, v13.2s, v14.2s }, [x8]
	ld1	{ v21.2s, v22.2s, v23.2s }, [x24]
	ld1	{ v0.2s, v1.2s, v2.2s }, [x23]
	ld1	{ v0.2s, v1.2s, v2.2s }, [x14]
	ld1	{ v16.2s, v17.2s, v18.2s }, [x13], x13
	ld1	{ v19.2s, v20.2s, v21.2s }, [x25], x29
	ld1	{ v11.2s, v12.2s, v13.2s }, [x9], x26
	ld1	{ v15.2s, v16.2s, v17.2s }, [x14], x8
	ld1	{ v24.4h, v25.4h, v26.4h }, [x11]
	ld1	{ v18.4h, v19.4h, v20.4h }, [x2]
	ld1	{ v12.4h, v13.4h, v14.4h }, [x13]
	ld1	{ v17.4h, v18.4h, v19.4h }, [x22]
	ld1	{ v21.4h, v22.4h, v23.4h }, [x19], x24
	ld1	{ v18.4h, v19.4h, v20.4h }, [x20], x17
	ld1	{ v30.4h, v31.4h, v0.4h }, [x21], x20
	ld1	{ v24.4h, v25.4h, v26.4h }, [x10], x10
	ld1	{ v20.4s, v21.4s, v22.4s }, [x18]
	ld1	{ v29.4s, v30.4s, v31.4s }, [x18]
	ld1	{ v0.4s, v1.4s, v2.4s }, [x3]
	ld1	{ v14.4s, v15.4s, v16.4s }, [x17]
	ld1	{ v10.4s, v11.4s, v12.4s }, [x1], x11
	ld1	{ v3.4s, v4.4s, v5.4s }, [x18], x19
	ld1	{ v29.4s, v30.4s, v31.4s }, [x28], x9
	ld1	{ v2.4s, v3.4s, v4.4s }, [x25], x21
	ld1	{ v23.8b, v24.8b, v25.8b }, [x29]
	ld1	{ v0.8b, v1.8b, v2.8b }, [x11]
	ld1	{ v0.8b, v1.8b, v2.8b }, [x11]
	ld1	{ v0.8b, v1.8b, v2.8b }, [sp]
	ld1	{ v29.8b, v30.8b, v31.8b }, [x19], x27
	ld1	{ v6.8b, v7.8b, v8.8b }, [x20], x21
	ld1	{ v14.8b, v15.8b, v16.8b }, [x18], x6
	ld1	{ v28.8b, v29.8b, v30.8b }, [x11], x22
	ld1	{ v30.8h, v31.8h, v0.8h }, [x11]
	ld1	{ v26.8h, v27.8h, v28.8h }, [x24]
	ld1	{ v14.8h, v15.8h, v16.8h }, [x15]
	ld1	{ v19.8h, v20.8h, v21.8h }, [x17]
	ld1	{ v29.8h, v30.8h, v31.8h }, [x23], x15
	ld1	{ v1.8h, v2.8h, v3.8h }, [sp], x20
	ld1	{ v2.8h, v3.8h, v4.8h }, [x27], x27
	ld1	{ v27.8h, v28.8h, v29.8h }, [x29], x19
	ld1	{ v3.16b, v4.16b }, [x27]
	ld1	{ v21.16b, v22.16b }, [x3]
	ld1	{ v18.16b, v19.16b }, [sp]
	ld1	{ v8.16b, v9.16b }, [x21]
	ld1	{ v23.16b, v24.16b }, [x21], x19
	ld1	{ v16.16b, v17.16b }, [x13], x22
	ld1	{ v24.16b, v25.16b }, [x26], x20
	ld1	{ v20.16b, v21.16b }, [x26], x27
	ld1	{ v31.1d, v0.1d }, [x15]
	ld1	{ v17.1d, v18.1d }, [x21]
	ld1	{ v4.1d, v5.1d }, [x24]
	ld1	{ v21.1d, v22.1d }, [x3]
	ld1	{ v11.1d, v12.1d }, [x14], x2
	ld1	{ v25.1d, v26.1d }, [x25], x9
	ld1	{ v15.1d, v16.1d }, [x21], x26
	ld1	{ v0.1d, v1.1d }, [x25], x19
	ld1	{ v4.2d, v5.2d }, [x3]
	ld1	{ v2.2d, v3.2d }, [x4]
	ld1	{ v7.2d, v8.2d }, [x10]
	ld1	{ v8.2d, v9.2d }, [x29]
	ld1	{ v14.2d, v15.2d }, [x17], x20
	ld1	{ v27.2d, v28.2d }, [x16], x15
	ld1	{ v11.2d, v12.2d }, [x29], x26
	ld1	{ v23.2d, v24.2d }, [x7], x16
	ld1	{ v19.2s, v20.2s }, [x27]
	ld1	{ v10.2s, v11.2s }, [x25]
	ld1	{ v31.2s, v0.2s }, [x21]
	ld1	{ v2.2s, v3.2s }, [x19]
	ld1	{ v3.2s, v4.2s }, [x26], x1
	ld1	{ v24.2s, v25.2s }, [x4], x5
	ld1	{ v26.2s, v27.2s }, [x3], x4
	ld1	{ v3.2s, v4.2s }, [x23], x2
	ld1	{ v1.4h, v2.4h }, [x23]
	ld1	{ v11.4h, v12.4h }, [x20]
	ld1	{ v1.4h, v2.4h }, [x10]
	ld1	{ v5.4h, v6.4h }, [x1]
	ld1	{ v26.4h, v27.4h }, [x21], x14
	ld1	{ v23.4h, v24.4h }, [x7], x4
	ld1	{ v25.4h, v26.4h }, [x21], x26
	ld1	{ v5.4h, v6.4h }, [sp], x14
	ld1	{ v7.4s, v8.4s }, [x13]
	ld1	{ v18.4s, v19.4s }, [x15]
	ld1	{ v30.4s, v31.4s }, [x27]
	ld1	{ v24.4s, v25.4s }, [x8]
	ld1	{ v5.4s, v6.4s }, [x15], x20
	ld1	{ v17.4s, v18.4s }, [x2], x1
	ld1	{ v18.4s, v19.4s }, [x11], x14
	ld1	{ v7.4s, v8.4s }, [sp], x8
	ld1	{ v12.8b, v13.8b }, [x6]
	ld1	{ v29.8b, v30.8b }, [x18]
	ld1	{ v27.8b, v28.8b }, [x17]
	ld1	{ v15.8b, v16.8b }, [x30]
	ld1	{ v0.8b, v1.8b }, [x2], x19
	ld1	{ v19.8b, v20.8b }, [x19], x15
	ld1	{ v15.8b, v16.8b }, [x30], x19
	ld1	{ v4.8b, v5.8b }, [x25], x25
	ld1	{ v28.8h, v29.8h }, [x7]
	ld1	{ v7.8h, v8.8h }, [x7]
	ld1	{ v0.8h, v1.8h }, [x10]
	ld1	{ v27.8h, v28.8h }, [x2]
	ld1	{ v26.8h, v27.8h }, [x26], x10
	ld1	{ v7.8h, v8.8h }, [x7], x17
	ld1	{ v19.8h, v20.8h }, [x27], x23
	ld1	{ v29.8h, v30.8h }, [x0], x2
	ld1	{ v25.b }[8], [x18]
	ld1	{ v27.b }[0], [x13]
	ld1	{ v6.b }[11], [x19]
	ld1	{ v21.b }[0], [x8]
	ld1	{ v12.b }[15], [x24], x14
	ld1	{ v26.b }[1], [x26], x5
	ld1	{ v4.b }[4], [x25], x2
	ld1	{ v7.b }[5], [x29], x11
	ld1	{ v6.d }[0], [x24]
	ld1	{ v24.d }[1], [x15]
	ld1	{ v15.d }[0], [x1]
	ld1	{ v26.d }[0], [x5]
	ld1	{ v16.d }[0], [x7], x30
	ld1	{ v3.d }[0], [x5], x21
	ld1	{ v30.d }[1], [x18], x13
	ld1	{ v23.d }[0], [x18], x2
	ld1	{ v17.h }[2], [x29]
	ld1	{ v0.h }[0], [x27]
	ld1	{ v20.h }[1], [x24]
	ld1	{ v8.h }[3], [x6]
	ld1	{ v14.h }[0], [x10], x20
	ld1	{ v13.h }[5], [x14], x27
	ld1	{ v22.h }[3], [x28], x8
	ld1	{ v14.h }[0], [x29], x22
	ld1	{ v12.s }[3], [x18]
	ld1	{ v13.s }[0], [x20]
	ld1	{ v2.s }[1], [x25]
	ld1	{ v24.s }[1], [x5]
	ld1	{ v24.s }[2], [x23], x5
	ld1	{ v5.s }[0], [x26], x23
	ld1	{ v16.s }[0], [x21], x27
	ld1	{ v26.s }[0], [x8], x23
	ld2r	{ v20.16b, v21.16b }, [x24]
	ld2r	{ v28.16b, v29.16b }, [x1]
	ld2r	{ v19.16b, v20.16b }, [x11]
	ld2r	{ v17.16b, v18.16b }, [x2]
	ld2r	{ v10.16b, v11.16b }, [x24], x4
	ld2r	{ v0.16b, v1.16b }, [x22], x12
	ld2r	{ v23.16b, v24.16b }, [x17], x16
	ld2r	{ v21.16b, v22.16b }, [x2], x20
	ld2r	{ v11.1d, v12.1d }, [x11]
	ld2r	{ v11.1d, v12.1d }, [x29]
	ld2r	{ v10.1d, v11.1d }, [x24]
	ld2r	{ v22.1d, v23.1d }, [x13]
	ld2r	{ v25.1d, v26.1d }, [x16], x14
	ld2r	{ v25.1d, v26.1d }, [x0], x6
	ld2r	{ v18.1d, v19.1d }, [x12], x24
	ld2r	{ v10.1d, v11.1d }, [x29], x28
	ld2r	{ v16.2d, v17.2d }, [x5]
	ld2r	{ v26.2d, v27.2d }, [x4]
	ld2r	{ v28.2d, v29.2d }, [x6]
	ld2r	{ v0.2d, v1.2d }, [x22]
	ld2r	{ v19.2d, v20.2d }, [x30], x0
	ld2r	{ v21.2d, v22.2d }, [x27], x0
	ld2r	{ v2.2d, v3.2d }, [x19], x22
	ld2r	{ v16.2d, v17.2d }, [x17], x19
	ld2r	{ v19.2s, v20.2s }, [x27]
	ld2r	{ v1.2s, v2.2s }, [x2]
	ld2r	{ v19.2s, v20.2s }, [x21]
	ld2r	{ v1.2s, v2.2s }, [x4]
	ld2r	{ v27.2s, v28.2s }, [x30], x30
	ld2r	{ v0.2s, v1.2s }, [x9], x2
	ld2r	{ v9.2s, v10.2s }, [x7], x21
	ld2r	{ v21.2s, v22.2s }, [x7], x16
	ld2r	{ v17.4h, v18.4h }, [x1]
	ld2r	{ v1.4h, v2.4h }, [x11]
	ld2r	{ v7.4h, v8.4h }, [x27]
	ld2r	{ v22.4h, v23.4h }, [x16]
	ld2r	{ v13.4h, v14.4h }, [x28], x13
	ld2r	{ v26.4h, v27.4h }, [x25], x30
	ld2r	{ v1.4h, v2.4h }, [x6], x10
	ld2r	{ v29.4h, v30.4h }, [x25], x30
	ld2r	{ v12.4s, v13.4s }, [x2]
	ld2r	{ v2.4s, v3.4s }, [x10]
	ld2r	{ v0.4s, v1.4s }, [x24]
	ld2r	{ v0.4s, v1.4s }, [x12]
	ld2r	{ v30.4s, v31.4s }, [x7], x18
	ld2r	{ v7.4s, v8.4s }, [x13], x20
	ld2r	{ v15.4s, v16.4s }, [x28], x25
	ld2r	{ v20.4s, v21.4s }, [x30], x20
	ld2r	{ v2.8b, v3.8b }, [x5]
	ld2r	{ v20.8b, v21.8b }, [x21]
	ld2r	{ v17.8b, v18.8b }, [x20]
	ld2r	{ v13.8b, v14.8b }, [x16]
	ld2r	{ v18.8b, v19.8b }, [x26], x21
	ld2r	{ v12.8b, v13.8b }, [x2], x25
	ld2r	{ v18.8b, v19.8b }, [x26], x24
	ld2r	{ v11.8b, v12.8b }, [x6], x6
	ld2r	{ v10.8h, v11.8h }, [x18]
	ld2r	{ v3.8h, v4.8h }, [x30]
	ld2r	{ v3.8h, v4.8h }, [x24]
	ld2r	{ v4.8h, v5.8h }, [x3]
	ld2r	{ v7.8h, v8.8h }, [x22], x9
	ld2r	{ v9.8h, v10.8h }, [x8], x8
	ld2r	{ v28.8h, v29.8h }, [x0], x3
	ld2r	{ v20.8h, v21.8h }, [x16], x2
	ld2	{ v18.b, v19.b }[9], [x0]
	ld2	{ v27.b, v28.b }[13], [x14]
	ld2	{ v27.b, v28.b }[0], [x7]
	ld2	{ v20.b, v21.b }[13], [x1]
	ld2	{ v13.b, v14.b }[13], [x1], x6
	ld2	{ v4.b, v5.b }[13], [x0], x17
	ld2	{ v14.b, v15.b }[5], [x3], x11
	ld2	{ v13.b, v14.b }[14], [x22], x0
	ld2	{ v9.d, v10.d }[1], [x29]
	ld2	{ v13.d, v14.d }[1], [x28]
	ld2	{ v30.d, v31.d }[1], [x13]
	ld2	{ v4.d, v5.d }[0], [x27]
	ld2	{ v10.d, v11.d }[1], [x2], x17
	ld2	{ v24.d, v25.d }[1], [x5], x13
	ld2	{ v26.d, v27.d }[0], [x25], x22
	ld2	{ v8.d, v9.d }[0], [x28], x5
	ld2	{ v11.h, v12.h }[0], [x0]
	ld2	{ v20.h, v21.h }[0], [x0]
	ld2	{ v27.h, v28.h }[3], [x8]
	ld2	{ v6.h, v7.h }[7], [x18]
	ld2	{ v3.h, v4.h }[5], [x12], x12
	ld2	{ v23.h, v24.h }[0], [x18], x26
	ld2	{ v21.h, v22.h }[0], [x1], x4
	ld2	{ v1.h, v2.h }[0], [x6], x22
	ld2	{ v29.s, v30.s }[2], [x2]
	ld2	{ v15.s, v16.s }[2], [x10]
	ld2	{ v13.s, v14.s }[1], [x13]
	ld2	{ v9.s, v10.s }[1], [x9]
	ld2	{ v10.s, v11.s }[3], [x16], x28
	ld2	{ v24.s, v25.s }[3], [x1], x2
	ld2	{ v23.s, v24.s }[2], [x28], x2
	ld2	{ v2.s, v3.s }[1], [x12], x5
	ld2	{ v16.16b, v17.16b }, [x12]
	ld2	{ v2.16b, v3.16b }, [x4]
	ld2	{ v30.16b, v31.16b }, [x11]
	ld2	{ v3.16b, v4.16b }, [x21]
	ld2	{ v3.16b, v4.16b }, [x5], x15
	ld2	{ v10.16b, v11.16b }, [x20], x7
	ld2	{ v20.16b, v21.16b }, [x24], x10
	ld2	{ v30.16b, v31.16b }, [x23], x4
	ld2	{ v31.2d, v0.2d }, [x19]
	ld2	{ v3.2d, v4.2d }, [x13]
	ld2	{ v13.2d, v14.2d }, [x22]
	ld2	{ v26.2d, v27.2d }, [x20]
	ld2	{ v9.2d, v10.2d }, [sp], x15
	ld2	{ v11.2d, v12.2d }, [x3], x5
	ld2	{ v15.2d, v16.2d }, [x25], x12
	ld2	{ v3.2d, v4.2d }, [x7], x25
	ld2	{ v30.2s, v31.2s }, [x7]
	ld2	{ v13.2s, v14.2s }, [x20]
	ld2	{ v30.2s, v31.2s }, [x29]
	ld2	{ v26.2s, v27.2s }, [x17]
	ld2	{ v28.2s, v29.2s }, [x8], #16
	ld2	{ v17.2s, v18.2s }, [x10], x3
	ld2	{ v26.2s, v27.2s }, [x5], x10
	ld2	{ v1.2s, v2.2s }, [x17], x20
	ld2	{ v20.4h, v21.4h }, [x15]
	ld2	{ v16.4h, v17.4h }, [x0]
	ld2	{ v2.4h, v3.4h }, [x2]
	ld2	{ v1.4h, v2.4h }, [x2]
	ld2	{ v25.4h, v26.4h }, [x19], x9
	ld2	{ v30.4h, v31.4h }, [sp], x6
	ld2	{ v23.4h, v24.4h }, [sp], x1
	ld2	{ v3.4h, v4.4h }, [x1], x13
	ld2	{ v10.4s, v11.4s }, [x3]
	ld2	{ v14.4s, v15.4s }, [x16]
	ld2	{ v7.4s, v8.4s }, [x24]
	ld2	{ v19.4s, v20.4s }, [x1]
	ld2	{ v21.4s, v22.4s }, [x7], x10
	ld2	{ v17.4s, v18.4s }, [x7], x30
	ld2	{ v15.4s, v16.4s }, [x25], x6
	ld2	{ v27.4s, v28.4s }, [x10], x4
	ld2	{ v2.8b, v3.8b }, [x26]
	ld2	{ v28.8b, v29.8b }, [x19]
	ld2	{ v23.8b, v24.8b }, [x23]
	ld2	{ v13.8b, v14.8b }, [x13]
	ld2	{ v17.8b, v18.8b }, [x18], x25
	ld2	{ v18.8b, v19.8b }, [x23], x3
	ld2	{ v20.8b, v21.8b }, [x22], x24
	ld2	{ v20.8b, v21.8b }, [x13], x28
	ld2	{ v5.8h, v6.8h }, [x5]
	ld2	{ v25.8h, v26.8h }, [x6]
	ld2	{ v3.8h, v4.8h }, [x28]
	ld2	{ v12.8h, v13.8h }, [x22]
	ld2	{ v1.8h, v2.8h }, [x17], x2
	ld2	{ v21.8h, v22.8h }, [x2], x27
	ld2	{ v18.8h, v19.8h }, [x12], x5
	ld2	{ v18.8h, v19.8h }, [x17], x6
	ld3r	{ v11.16b, v12.16b, v13.16b }, [x11]
	ld3r	{ v24.16b, v25.16b, v26.16b }, [x16]
	ld3r	{ v11.16b, v12.16b, v13.16b }, [x30]
	ld3r	{ v8.16b, v9.16b, v10.16b }, [x18]
	ld3r	{ v26.16b, v27.16b, v28.16b }, [x6], x27
	ld3r	{ v29.16b, v30.16b, v31.16b }, [x12], x3
	ld3r	{ v5.16b, v6.16b, v7.16b }, [x2], x24
	ld3r	{ v9.16b, v10.16b, v11.16b }, [x15], x15
	ld3r	{ v5.1d, v6.1d, v7.1d }, [x15]
	ld3r	{ v28.1d, v29.1d, v30.1d }, [x30]
	ld3r	{ v24.1d, v25.1d, v26.1d }, [x24]
	ld3r	{ v7.1d, v8.1d, v9.1d }, [x28]
	ld3r	{ v4.1d, v5.1d, v6.1d }, [x7], x10
	ld3r	{ v12.1d, v13.1d, v14.1d }, [x29], x22
	ld3r	{ v15.1d, v16.1d, v17.1d }, [x30], x19
	ld3r	{ v1.1d, v2.1d, v3.1d }, [x27], x14
	ld3r	{ v16.2d, v17.2d, v18.2d }, [x13]
	ld3r	{ v15.2d, v16.2d, v17.2d }, [sp]
	ld3r	{ v29.2d, v30.2d, v31.2d }, [x30]
	ld3r	{ v4.2d, v5.2d, v6.2d }, [x12]
	ld3r	{ v5.2d, v6.2d, v7.2d }, [x22], x12
	ld3r	{ v11.2d, v12.2d, v13.2d }, [x20], x30
	ld3r	{ v21.2d, v22.2d, v23.2d }, [x0], x16
	ld3r	{ v31.2d, v0.2d, v1.2d }, [x17], x0
	ld3r	{ v16.2s, v17.2s, v18.2s }, [x29]
	ld3r	{ v4.2s, v5.2s, v6.2s }, [x21]
	ld3r	{ v29.2s, v30.2s, v31.2s }, [x20]
	ld3r	{ v3.2s, v4.2s, v5.2s }, [x12]
	ld3r	{ v0.2s, v1.2s, v2.2s }, [x28], #12
	ld3r	{ v2.2s, v3.2s, v4.2s }, [x10], x24
	ld3r	{ v25.2s, v26.2s, v27.2s }, [x8], x8
	ld3r	{ v30.2s, v31.2s, v0.2s }, [x25], x28
	ld3r	{ v2.4h, v3.4h, v4.4h }, [x18]
	ld3r	{ v6.4h, v7.4h, v8.4h }, [x25]
	ld3r	{ v21.4h, v22.4h, v23.4h }, [x21]
	ld3r	{ v21.4h, v22.4h, v23.4h }, [x15]
	ld3r	{ v29.4h, v30.4h, v31.4h }, [x0], x15
	ld3r	{ v13.4h, v14.4h, v15.4h }, [x3], x24
	ld3r	{ v15.4h, v16.4h, v17.4h }, [x10], x14
	ld3r	{ v20.4h, v21.4h, v22.4h }, [x3], x6
	ld3r	{ v27.4s, v28.4s, v29.4s }, [x11]
	ld3r	{ v7.4s, v8.4s, v9.4s }, [x5]
	ld3r	{ v13.4s, v14.4s, v15.4s }, [x23]
	ld3r	{ v15.4s, v16.4s, v17.4s }, [x11]
	ld3r	{ v13.4s, v14.4s, v15.4s }, [x8], x8
	ld3r	{ v12.4s, v13.4s, v14.4s }, [x12], x17
	ld3r	{ v12.4s, v13.4s, v14.4s }, [x24], x28
	ld3r	{ v9.4s, v10.4s, v11.4s }, [x23], x13
	ld3r	{ v24.8b, v25.8b, v26.8b }, [x15]
	ld3r	{ v1.8b, v2.8b, v3.8b }, [x9]
	ld3r	{ v29.8b, v30.8b, v31.8b }, [x9]
	ld3r	{ v14.8b, v15.8b, v16.8b }, [x29]
	ld3r	{ v22.8b, v23.8b, v24.8b }, [x16], x3
	ld3r	{ v31.8b, v0.8b, v1.8b }, [x18], x9
	ld3r	{ v16.8b, v17.8b, v18.8b }, [x22], x16
	ld3r	{ v19.8b, v20.8b, v21.8b }, [x8], x4
	ld3r	{ v16.8h, v17.8h, v18.8h }, [x19]
	ld3r	{ v21.8h, v22.8h, v23.8h }, [x0]
	ld3r	{ v7.8h, v8.8h, v9.8h }, [x20]
	ld3r	{ v14.8h, v15.8h, v16.8h }, [x29]
	ld3r	{ v13.8h, v14.8h, v15.8h }, [x21], x14
	ld3r	{ v8.8h, v9.8h, v10.8h }, [x12], x28
	ld3r	{ v16.8h, v17.8h, v18.8h }, [x11], x4
	ld3r	{ v2.8h, v3.8h, v4.8h }, [x2], x1
	ld3	{ v1.b, v2.b, v3.b }[1], [x13]
	ld3	{ v31.b, v0.b, v1.b }[10], [x23]
	ld3	{ v17.b, v18.b, v19.b }[13], [x17]
	ld3	{ v28.b, v29.b, v30.b }[8], [x23]
	ld3	{ v1.b, v2.b, v3.b }[15], [x23], x18
	ld3	{ v10.b, v11.b, v12.b }[15], [x30], x24
	ld3	{ v15.b, v16.b, v17.b }[5], [x6], x2
	ld3	{ v2.b, v3.b, v4.b }[4], [x4], x6
	ld3	{ v1.d, v2.d, v3.d }[0], [x8]
	ld3	{ v11.d, v12.d, v13.d }[1], [x2]
	ld3	{ v31.d, v0.d, v1.d }[0], [x6]
	ld3	{ v28.d, v29.d, v30.d }[0], [x27]
	ld3	{ v3.d, v4.d, v5.d }[0], [x23], x25
	ld3	{ v1.d, v2.d, v3.d }[1], [x18], x25
	ld3	{ v1.d, v2.d, v3.d }[1], [x23], x1
	ld3	{ v12.d, v13.d, v14.d }[1], [x13], x19
	ld3	{ v24.h, v25.h, v26.h }[4], [x27]
	ld3	{ v12.h, v13.h, v14.h }[1], [x12]
	ld3	{ v15.h, v16.h, v17.h }[0], [x11]
	ld3	{ v22.h, v23.h, v24.h }[1], [x1]
	ld3	{ v18.h, v19.h, v20.h }[4], [x20], x27
	ld3	{ v8.h, v9.h, v10.h }[2], [x6], x24
	ld3	{ v15.h, v16.h, v17.h }[4], [x6], x22
	ld3	{ v11.h, v12.h, v13.h }[2], [x4], x24
	ld3	{ v23.s, v24.s, v25.s }[3], [x30]
	ld3	{ v5.s, v6.s, v7.s }[3], [x17]
	ld3	{ v31.s, v0.s, v1.s }[1], [x13]
	ld3	{ v8.s, v9.s, v10.s }[2], [x11]
	ld3	{ v13.s, v14.s, v15.s }[2], [x21], x16
	ld3	{ v26.s, v27.s, v28.s }[0], [x3], x9
	ld3	{ v22.s, v23.s, v24.s }[0], [x20], x19
	ld3	{ v6.s, v7.s, v8.s }[3], [x16], x2
	ld3	{ v27.16b, v28.16b, v29.16b }, [x2]
	ld3	{ v12.16b, v13.16b, v14.16b }, [x5]
	ld3	{ v15.16b, v16.16b, v17.16b }, [x12]
	ld3	{ v4.16b, v5.16b, v6.16b }, [x28]
	ld3	{ v8.16b, v9.16b, v10.16b }, [x9], x29
	ld3	{ v17.16b, v18.16b, v19.16b }, [x17], x8
	ld3	{ v18.16b, v19.16b, v20.16b }, [x19], x25
	ld3	{ v14.16b, v15.16b, v16.16b }, [x22], x23
	ld3	{ v8.2d, v9.2d, v10.2d }, [x29]
	ld3	{ v4.2d, v5.2d, v6.2d }, [x2]
	ld3	{ v14.2d, v15.2d, v16.2d }, [x30]
	ld3	{ v28.2d, v29.2d, v30.2d }, [x4]
	ld3	{ v6.2d, v7.2d, v8.2d }, [x9], x24
	ld3	{ v31.2d, v0.2d, v1.2d }, [x0], x23
	ld3	{ v22.2d, v23.2d, v24.2d }, [x0], x21
	ld3	{ v3.2d, v4.2d, v5.2d }, [x20], x8
	ld3	{ v22.2s, v23.2s, v24.2s }, [x11]
	ld3	{ v21.2s, v22.2s, v23.2s }, [x23]
	ld3	{ v7.2s, v8.2s, v9.2s }, [x25]
	ld3	{ v0.2s, v1.2s, v2.2s }, [x23]
	ld3	{ v3.2s, v4.2s, v5.2s }, [x27], x1
	ld3	{ v23.2s, v24.2s, v25.2s }, [x12], x29
	ld3	{ v19.2s, v20.2s, v21.2s }, [x29], x22
	ld3	{ v31.2s, v0.2s, v1.2s }, [x6], x2
	ld3	{ v3.4h, v4.4h, v5.4h }, [x29]
	ld3	{ v19.4h, v20.4h, v21.4h }, [x27]
	ld3	{ v20.4h, v21.4h, v22.4h }, [x9]
	ld3	{ v12.4h, v13.4h, v14.4h }, [x9]
	ld3	{ v31.4h, v0.4h, v1.4h }, [x23], x10
	ld3	{ v8.4h, v9.4h, v10.4h }, [x17], x1
	ld3	{ v7.4h, v8.4h, v9.4h }, [x16], x10
	ld3	{ v19.4h, v20.4h, v21.4h }, [x4], x19
	ld3	{ v19.4s, v20.4s, v21.4s }, [x26]
	ld3	{ v11.4s, v12.4s, v13.4s }, [x17]
	ld3	{ v15.4s, v16.4s, v17.4s }, [x4]
	ld3	{ v24.4s, v25.4s, v26.4s }, [x13]
	ld3	{ v4.4s, v5.4s, v6.4s }, [x8], x11
	ld3	{ v6.4s, v7.4s, v8.4s }, [x26], x21
	ld3	{ v27.4s, v28.4s, v29.4s }, [x14], x6
	ld3	{ v14.4s, v15.4s, v16.4s }, [x22], x18
	ld3	{ v1.8b, v2.8b, v3.8b }, [x23]
	ld3	{ v18.8b, v19.8b, v20.8b }, [x19]
	ld3	{ v21.8b, v22.8b, v23.8b }, [x4]
	ld3	{ v0.8b, v1.8b, v2.8b }, [x14]
	ld3	{ v10.8b, v11.8b, v12.8b }, [x18], x11
	ld3	{ v19.8b, v20.8b, v21.8b }, [x6], x4
	ld3	{ v20.8b, v21.8b, v22.8b }, [x16], x21
	ld3	{ v0.8b, v1.8b, v2.8b }, [x10], x24
	ld3	{ v24.8h, v25.8h, v26.8h }, [x5]
	ld3	{ v10.8h, v11.8h, v12.8h }, [x2]
	ld3	{ v9.8h, v10.8h, v11.8h }, [x30]
	ld3	{ v7.8h, v8.8h, v9.8h }, [x17]
	ld3	{ v17.8h, v18.8h, v19.8h }, [x19], x23
	ld3	{ v19.8h, v20.8h, v21.8h }, [x25], x14
	ld3	{ v25.8h, v26.8h, v27.8h }, [x7], x18
	ld3	{ v24.8h, v25.8h, v26.8h }, [x20], x18
	ld4r	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x1]
	ld4r	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x22]
	ld4r	{ v19.16b, v20.16b, v21.16b, v22.16b }, [x13]
	ld4r	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x5]
	ld4r	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x6], x2
	ld4r	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x1], x24
	ld4r	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x9], x4
	ld4r	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x8], x13
	ld4r	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x13]
	ld4r	{ v7.1d, v8.1d, v9.1d, v10.1d }, [x18]
	ld4r	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x30]
	ld4r	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x25]
	ld4r	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x8], x4
	ld4r	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x22], x18
	ld4r	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x17], x4
	ld4r	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x7], x19
	ld4r	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x11]
	ld4r	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x23]
	ld4r	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x18]
	ld4r	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x8]
	ld4r	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x29], x15
	ld4r	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x22], x9
	ld4r	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x22], x4
	ld4r	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x24], x4
	ld4r	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x0]
	ld4r	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x3]
	ld4r	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x3]
	ld4r	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x10]
	ld4r	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x30], x22
	ld4r	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x28], x26
	ld4r	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x16], x0
	ld4r	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x12], x17
	ld4r	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x4]
	ld4r	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x29]
	ld4r	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x25]
	ld4r	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x3]
	ld4r	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x1], x11
	ld4r	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x9], x7
	ld4r	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x9], x28
	ld4r	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x3], x12
	ld4r	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x2]
	ld4r	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x3]
	ld4r	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x25]
	ld4r	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x27]
	ld4r	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x22], x21
	ld4r	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x20], x18
	ld4r	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x4], x4
	ld4r	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x18], x15
	ld4r	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x13]
	ld4r	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x15]
	ld4r	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x6]
	ld4r	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x5]
	ld4r	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x10], x23
	ld4r	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x15], x3
	ld4r	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x25], x11
	ld4r	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x28], x3
	ld4r	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x21]
	ld4r	{ v19.8h, v20.8h, v21.8h, v22.8h }, [sp]
	ld4r	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x23]
	ld4r	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x13]
	ld4r	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x3], #8
	ld4r	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x10], x19
	ld4r	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x17], x5
	ld4r	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x16], x20
	ld4	{ v4.b, v5.b, v6.b, v7.b }[1], [x21]
	ld4	{ v20.b, v21.b, v22.b, v23.b }[3], [x11]
	ld4	{ v19.b, v20.b, v21.b, v22.b }[7], [x27]
	ld4	{ v23.b, v24.b, v25.b, v26.b }[1], [x13]
	ld4	{ v6.b, v7.b, v8.b, v9.b }[14], [x8], x5
	ld4	{ v31.b, v0.b, v1.b, v2.b }[8], [x7], x3
	ld4	{ v22.b, v23.b, v24.b, v25.b }[2], [x21], x23
	ld4	{ v14.b, v15.b, v16.b, v17.b }[0], [x30], x20
	ld4	{ v17.d, v18.d, v19.d, v20.d }[0], [x16]
	ld4	{ v16.d, v17.d, v18.d, v19.d }[1], [x2]
	ld4	{ v18.d, v19.d, v20.d, v21.d }[0], [x19]
	ld4	{ v24.d, v25.d, v26.d, v27.d }[0], [x4]
	ld4	{ v22.d, v23.d, v24.d, v25.d }[1], [x16], x15
	ld4	{ v28.d, v29.d, v30.d, v31.d }[0], [x22], #32
	ld4	{ v15.d, v16.d, v17.d, v18.d }[0], [x11], x3
	ld4	{ v27.d, v28.d, v29.d, v30.d }[1], [sp], x24
	ld4	{ v17.h, v18.h, v19.h, v20.h }[0], [x25]
	ld4	{ v26.h, v27.h, v28.h, v29.h }[0], [x11]
	ld4	{ v28.h, v29.h, v30.h, v31.h }[1], [x29]
	ld4	{ v16.h, v17.h, v18.h, v19.h }[0], [x9]
	ld4	{ v20.h, v21.h, v22.h, v23.h }[5], [x1], x12
	ld4	{ v2.h, v3.h, v4.h, v5.h }[7], [x13], x24
	ld4	{ v18.h, v19.h, v20.h, v21.h }[3], [x26], x10
	ld4	{ v13.h, v14.h, v15.h, v16.h }[7], [x0], x9
	ld4	{ v27.s, v28.s, v29.s, v30.s }[1], [x16]
	ld4	{ v10.s, v11.s, v12.s, v13.s }[2], [x6]
	ld4	{ v15.s, v16.s, v17.s, v18.s }[3], [x4]
	ld4	{ v1.s, v2.s, v3.s, v4.s }[0], [x19]
	ld4	{ v14.s, v15.s, v16.s, v17.s }[3], [x18], x26
	ld4	{ v9.s, v10.s, v11.s, v12.s }[1], [x11], x5
	ld4	{ v17.s, v18.s, v19.s, v20.s }[3], [x29], x7
	ld4	{ v2.s, v3.s, v4.s, v5.s }[1], [x17], x21
	ld4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [sp]
	ld4	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x13]
	ld4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x18]
	ld4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x17]
	ld4	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x6], x23
	ld4	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x12], x30
	ld4	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x20], x13
	ld4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x0], x10
	ld4	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x20]
	ld4	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x6]
	ld4	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x30]
	ld4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x3]
	ld4	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x15], x17
	ld4	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x30], x17
	ld4	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x30], x25
	ld4	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x27], x19
	ld4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x15]
	ld4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x25]
	ld4	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x28]
	ld4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x26]
	ld4	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x0], x0
	ld4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x3], x29
	ld4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x16], x23
	ld4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x30], x3
	ld4	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x24]
	ld4	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x22]
	ld4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x26]
	ld4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x24]
	ld4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x25], x21
	ld4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x25], x1
	ld4	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x20], x28
	ld4	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x10], x26
	ld4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x25]
	ld4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x27]
	ld4	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x28]
	ld4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x5]
	ld4	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x2], x24
	ld4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x1], x27
	ld4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x9], x21
	ld4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x30], #64
	ld4	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x3]
	ld4	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x19]
	ld4	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x25]
	ld4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x19]
	ld4	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x0], x5
	ld4	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x2], x26
	ld4	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x12], x24
	ld4	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x10], x20
	ld4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x25]
	ld4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x24]
	ld4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x5]
	ld4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x21]
	ld4	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x6], x20
	ld4	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x28], x25
	ld4	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x17], x22
	ld4	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x30], x8
	ldar	w20, [x20]
	ldar	w25, [x13]
	ldar	wzr, [x28]
	ldar	w6, [x27]
	ldar	x12, [x26]
	ldar	x13, [sp]
	ldar	x7, [x0]
	ldar	x15, [x5]
	ldarb	w19, [x11]
	ldarb	w16, [x19]
	ldarb	w13, [x10]
	ldarb	w17, [x24]
	ldarh	w3, [x1]
	ldarh	w21, [x30]
	ldarh	w6, [x0]
	ldarh	w28, [x25]
	ldaxp	w8, w13, [x2]
	ldaxp	w2, w29, [x4]
	ldaxp	w10, w6, [x23]
	ldaxp	w20, w23, [x4]
	ldaxp	x26, x28, [x10]
	ldaxp	x2, x17, [x22]
	ldaxp	x6, x17, [x19]
	ldaxp	x0, x21, [x12]
	ldaxr	wzr, [x18]
	ldaxr	w24, [x10]
	ldaxr	wzr, [x5]
	ldaxr	w24, [x22]
	ldaxr	x27, [x28]
	ldaxr	x21, [x23]
	ldaxr	x1, [x5]
	ldaxr	x14, [sp]
	ldaxrb	w22, [x10]
	ldaxrb	w20, [x16]
	ldaxrb	w9, [x9]
	ldaxrb	w14, [x10]
	ldaxrh	w23, [x15]
	ldaxrh	w15, [x29]
	ldaxrh	w9, [x2]
	ldaxrh	w0, [x23]
	ldnp	d21, d25, [x1]
	ldnp	d2, d26, [x20]
	ldnp	d16, d27, [x14, #112]
	ldnp	d23, d19, [x0]
	ldnp	q21, q13, [x2, #-1024]
	ldnp	q20, q28, [x15]
	ldnp	q24, q21, [x2]
	ldnp	q24, q30, [x12]
	ldnp	s30, s8, [x25]
	ldnp	s25, s27, [x7]
	ldnp	s11, s5, [x23]
	ldnp	s24, s19, [sp, #36]
	ldnp	w19, w9, [x9, #184]
	ldnp	w16, w29, [x10, #-44]
	ldnp	w6, w30, [x0, #196]
	ldnp	w17, w25, [x26, #-40]
	ldnp	x10, x3, [x0]
	ldnp	x2, x20, [x6, #-8]
	ldnp	x1, x22, [x15, #-488]
	ldnp	x2, x14, [x7]
	ldp	d30, d31, [x9]
	ldp	d0, d20, [x30, #-8]
	ldp	d16, d9, [x12, #-24]
	ldp	d14, d24, [x9]
	ldp	d10, d12, [x13], #288
	ldp	d3, d22, [x5], #-152
	ldp	d10, d1, [x26], #96
	ldp	d18, d24, [x1], #-56
	ldp	d11, d26, [x1, #-296]!
	ldp	d8, d20, [x20, #-280]!
	ldp	d27, d5, [x9, #504]!
	ldp	d26, d30, [x16, #80]!
	ldp	q8, q18, [x25, #-1024]
	ldp	q10, q11, [x0, #1008]
	ldp	q2, q16, [x8]
	ldp	q7, q0, [x4]
	ldp	q2, q6, [x2], #752
	ldp	q26, q0, [x23], #0
	ldp	q25, q17, [x14], #-144
	ldp	q28, q18, [x4], #0
	ldp	q16, q4, [sp, #0]!
	ldp	q15, q14, [x23, #-80]!
	ldp	q3, q0, [x16, #32]!
	ldp	q24, q7, [x6, #-16]!
	ldpsw	x8, x24, [sp, #228]
	ldpsw	x1, x2, [x22, #-28]
	ldpsw	x2, x11, [x9, #172]
	ldpsw	x1, x16, [x0, #-256]
	ldpsw	x24, x21, [x9], #104
	ldpsw	x12, x3, [x16], #0
	ldpsw	x25, x15, [x10], #-160
	ldpsw	x20, x17, [x26], #128
	ldpsw	x22, x15, [x29, #-204]!
	ldpsw	x10, x1, [x3, #52]!
	ldpsw	x17, xzr, [x6, #132]!
	ldpsw	x7, x22, [x3, #-220]!
	ldp	s11, s26, [x22, #8]
	ldp	s29, s15, [x0, #104]
	ldp	s25, s0, [x26]
	ldp	s10, s4, [x13]
	ldp	s8, s4, [x26], #164
	ldp	s15, s25, [x12], #-24
	ldp	s28, s20, [x4], #140
	ldp	s14, s24, [sp], #176
	ldp	s25, s15, [x14, #252]!
	ldp	s3, s30, [x25, #-244]!
	ldp	s4, s21, [x21, #-4]!
	ldp	s31, s20, [x9, #-4]!
	ldp	w21, w26, [x19]
	ldp	w18, w4, [x21]
	ldp	w5, w30, [x4, #-232]
	ldp	w17, w13, [x6, #104]
	ldp	w15, w7, [sp], #-40
	ldp	w16, w10, [x29], #-176
	ldp	w13, w29, [x9], #-256
	ldp	w16, w30, [x1], #-200
	ldp	w8, w16, [x23, #-88]!
	ldp	w14, w9, [x12, #0]!
	ldp	w17, w14, [x9, #92]!
	ldp	w14, w9, [x6, #0]!
	ldp	x29, x25, [x1, #-80]
	ldp	x14, xzr, [x4, #-464]
	ldp	x22, x18, [x15]
	ldp	x27, x5, [x3, #-440]
	ldp	x6, x21, [x16], #-392
	ldp	xzr, x5, [x7], #0
	ldp	x11, x27, [x3], #-48
	ldp	x13, x15, [x16], #504
	ldp	x12, x5, [x28, #0]!
	ldp	x7, x17, [x30, #384]!
	ldp	x25, x6, [x21, #-432]!
	ldp	x4, x4, [x10, #368]!
	ldur	b14, [x10]
	ldur	b6, [x27]
	ldur	b28, [x11, #-147]
	ldur	b8, [x4, #-256]
	ldr	b8, [x5], #-171
	ldr	b30, [x27], #255
	ldr	b28, [x25], #75
	ldr	b11, [x11], #-118
	ldr	b28, [x23, #-226]!
	ldr	b23, [x25, #-175]!
	ldr	b1, [x7, #-132]!
	ldr	b18, [x18, #220]!
	ldr	b24, [x6, w15, sxtw #0]
	ldr	b18, [x9, w19, sxtw]
	ldr	b2, [x0, w6, sxtw #0]
	ldr	b23, [x11, w19, sxtw]
	ldr	b19, [x27, x2]
	ldr	b6, [x16, x0, sxtx #0]
	ldr	b28, [x7, x24, lsl #0]
	ldr	b20, [x12, x0, lsl #0]
	ldr	b22, [x29]
	ldr	b3, [x25]
	ldr	b1, [x22]
	ldr	b28, [x5]
	ldurb	w5, [sp, #-6]
	ldurb	w12, [x16, #216]
	ldurb	w6, [x1, #139]
	ldurb	w24, [x29, #-22]
	ldrb	w5, [x20], #-224
	ldrb	w29, [x7], #-236
	ldrb	w23, [x0], #-256
	ldrb	w18, [x21], #-187
	ldrb	w2, [x4, #-60]!
	ldrb	w9, [x0, #-230]!
	ldrb	w8, [sp, #-62]!
	ldrb	w21, [x8, #1]!
	ldrb	wzr, [x19, w11, sxtw]
	ldrb	w13, [x11, w16, uxtw]
	ldrb	w2, [x21, w12, sxtw #0]
	ldrb	w4, [x10, w3, uxtw]
	ldrb	w17, [x1, x11, lsl #0]
	ldrb	w17, [x13, x13, sxtx #0]
	ldrb	w16, [x9, x15, sxtx]
	ldrb	w29, [x21, x8]
	ldrb	w27, [x20]
	ldrb	w25, [x12]
	ldrb	w7, [x0]
	ldrb	w25, [x5, #3261]
	ldur	d15, [x6, #-223]
	ldur	d25, [x11]
	ldur	d11, [x19, #82]
	ldur	d1, [x24]
	ldr	d27, [x7], #29
	ldr	d25, [x16], #-256
	ldr	d9, [x1], #178
	ldr	d13, [x29], #-256
	ldr	d9, [x13, #-68]!
	ldr	d23, [x9, #221]!
	ldr	d30, [x3, #-41]!
	ldr	d10, [x25, #187]!
	ldr	d11, [x14, w20, uxtw #3]
	ldr	d22, [x2, w27, uxtw #3]
	ldr	d0, [x1, w19, uxtw #3]
	ldr	d13, [x14, w1, sxtw #3]
	ldr	d18, [x25, x6]
	ldr	d5, [x5, x16, lsl #3]
	ldr	d12, [x3, x26]
	ldr	d22, [x7, x22, sxtx #3]
	ldr	d25, [x30, #856]
	ldr	d8, [x21]
	ldr	d12, [x9, #30960]
	ldr	d21, [x3, #6416]
	ldr	d25, #-1048576
	ldr	d26, #0
	ldr	d8, #-17024
	ldr	d5, #759596
	ldur	h20, [x24, #255]
	ldur	h15, [x15]
	ldur	h26, [x24, #5]
	ldur	h31, [x25, #-1]
	ldr	h27, [x7], #85
	ldr	h26, [x13], #-83
	ldr	h27, [x7], #97
	ldr	h27, [x5], #236
	ldr	h7, [x10, #40]!
	ldr	h9, [x19, #178]!
	ldr	h1, [x22, #1]!
	ldr	h28, [x1, #-71]!
	ldr	h25, [x7, w9, sxtw #1]
	ldr	h31, [x11, w5, sxtw #1]
	ldr	h21, [x17, w27, uxtw #1]
	ldr	h22, [x12, w16, uxtw]
	ldr	h27, [x25, x18, sxtx #1]
	ldr	h28, [x7, x29, lsl #1]
	ldr	h17, [x18, xzr, sxtx #1]
	ldr	h23, [x9, x9, sxtx]
	ldr	h7, [x12]
	ldr	h26, [x16]
	ldr	h27, [x11, #720]
	ldr	h3, [x26, #5374]
	ldurh	w19, [x8, #-39]
	ldurh	w5, [x5]
	ldurh	w4, [x17, #-76]
	ldurh	w10, [x4, #152]
	ldrh	w8, [x5], #79
	ldrh	wzr, [x3], #-209
	ldrh	w27, [x9], #40
	ldrh	w10, [x2], #-195
	ldrh	w15, [x12, #-250]!
	ldrh	w1, [x9, #0]!
	ldrh	w24, [x7, #-112]!
	ldrh	w0, [x3, #-154]!
	ldrh	w11, [x0, w28, uxtw]
	ldrh	w21, [x28, w22, sxtw #1]
	ldrh	w4, [x17, w3, sxtw]
	ldrh	w15, [x14, w13, sxtw #1]
	ldrh	w4, [x18, x2, lsl #1]
	ldrh	w6, [x19, x14, sxtx #1]
	ldrh	w25, [x19, x25, sxtx]
	ldrh	w4, [x17, x9, sxtx #1]
	ldrh	w23, [x28, #8190]
	ldrh	w18, [x25, #3950]
	ldrh	w0, [x2]
	ldrh	w17, [x23, #7286]
	ldur	q27, [x19]
	ldur	q3, [x21, #-208]
	ldur	q5, [x11, #-130]
	ldur	q8, [x0, #-171]
	ldr	q30, [x29], #-253
	ldr	q13, [x15], #-185
	ldr	q1, [x22], #243
	ldr	q30, [x9], #232
	ldr	q21, [x3, #255]!
	ldr	q12, [x17, #236]!
	ldr	q27, [x26, #56]!
	ldr	q2, [x8, #-1]!
	ldr	q31, [x8, w19, uxtw #4]
	ldr	q29, [x6, w26, uxtw #4]
	ldr	q4, [x12, w10, sxtw #4]
	ldr	q0, [x4, w19, uxtw #4]
	ldr	q28, [sp, x8, sxtx #4]
	ldr	q0, [x3, x15, sxtx #4]
	ldr	q15, [x23, x12, sxtx]
	ldr	q7, [sp, x15, lsl #4]
	ldr	q24, [x13]
	ldr	q7, [x7]
	ldr	q30, [x0]
	ldr	q16, [x12, #52976]
	ldr	q24, #-83192
	ldr	q27, #446504
	ldr	q3, #-315592
	ldr	q13, #0
	ldursb	w9, [x28, #170]
	ldursb	w7, [sp, #-226]
	ldursb	w0, [x22, #-47]
	ldursb	w1, [x24]
	ldrsb	w12, [x25], #26
	ldrsb	w22, [x17], #1
	ldrsb	w2, [x27], #202
	ldrsb	w24, [x30], #-256
	ldrsb	w11, [x30, #-46]!
	ldrsb	w26, [x23, #-1]!
	ldrsb	w28, [x19, #120]!
	ldrsb	wzr, [x11, #-59]!
	ldrsb	w1, [x25, w0, sxtw]
	ldrsb	w21, [x25, w8, sxtw]
	ldrsb	w20, [x7, w7, sxtw #0]
	ldrsb	w6, [x28, w0, sxtw]
	ldrsb	w27, [x25, x11]
	ldrsb	w27, [x29, x18]
	ldrsb	w9, [x24, x4, sxtx]
	ldrsb	w25, [x3, x15, sxtx]
	ldrsb	w5, [x1, #504]
	ldrsb	w1, [x26]
	ldrsb	w11, [x21]
	ldrsb	w13, [x17]
	ldursb	x29, [x27]
	ldursb	x27, [x20, #1]
	ldursb	x28, [x23, #-1]
	ldursb	x5, [x12, #64]
	ldrsb	x4, [x14], #97
	ldrsb	x6, [x8], #-76
	ldrsb	x3, [x1], #-162
	ldrsb	x24, [x19], #-11
	ldrsb	x10, [x0, #-137]!
	ldrsb	xzr, [x30, #50]!
	ldrsb	x19, [x15, #216]!
	ldrsb	x23, [x9, #191]!
	ldrsb	x11, [x7, w13, uxtw]
	ldrsb	x10, [x17, w10, uxtw]
	ldrsb	xzr, [x16, w1, uxtw #0]
	ldrsb	x4, [x6, w12, uxtw]
	ldrsb	x17, [sp, x27, sxtx #0]
	ldrsb	x4, [x17, x10]
	ldrsb	x19, [x14, x24, sxtx]
	ldrsb	x23, [x28, x3]
	ldrsb	x4, [x16]
	ldrsb	x2, [x10]
	ldrsb	x13, [x22, #2780]
	ldrsb	x6, [x3, #3313]
	ldursh	w5, [x28, #-1]
	ldursh	w29, [x17, #108]
	ldursh	w19, [x9]
	ldursh	w12, [x16, #-161]
	ldrsh	w15, [x13], #1
	ldrsh	w26, [x22], #194
	ldrsh	w23, [x9], #77
	ldrsh	w21, [x12], #255
	ldrsh	w27, [x28, #255]!
	ldrsh	w9, [x5, #147]!
	ldrsh	w21, [x3, #-241]!
	ldrsh	w23, [x20, #-108]!
	ldrsh	w17, [x1, w22, uxtw]
	ldrsh	w8, [x5, w30, uxtw #1]
	ldrsh	w17, [x18, w27, sxtw #1]
	ldrsh	wzr, [x21, w1, sxtw #1]
	ldrsh	w12, [x30, x20]
	ldrsh	w17, [x3, x5]
	ldrsh	w19, [x27, x21, sxtx]
	ldrsh	w25, [x8, x22, lsl #1]
	ldrsh	w23, [x9, #6502]
	ldrsh	w3, [x6]
	ldrsh	w27, [x16, #830]
	ldrsh	wzr, [x22]
	ldursh	x5, [x20, #37]
	ldursh	x15, [x19]
	ldursh	x9, [x22, #203]
	ldursh	x14, [x15, #-167]
	ldrsh	x0, [x24], #0
	ldrsh	x25, [x11], #87
	ldrsh	x22, [x19], #-218
	ldrsh	x30, [sp], #-149
	ldrsh	x15, [x17, #-248]!
	ldrsh	x17, [x6, #238]!
	ldrsh	x9, [x17, #26]!
	ldrsh	x7, [x6, #-1]!
	ldrsh	x4, [x2, w3, uxtw #1]
	ldrsh	x15, [x26, w18, uxtw]
	ldrsh	x11, [x29, w13, uxtw #1]
	ldrsh	x29, [x18, w13, uxtw]
	ldrsh	x11, [x26, x3, sxtx #1]
	ldrsh	x19, [x4, x13, sxtx]
	ldrsh	x14, [x5, x14, lsl #1]
	ldrsh	x1, [x0, x22, lsl #1]
	ldrsh	x20, [x4]
	ldrsh	x14, [x5]
	ldrsh	x2, [x27]
	ldrsh	x28, [x19, #7302]
	ldursw	x8, [x12, #-26]
	ldursw	x28, [x7]
	ldursw	x9, [x11]
	ldursw	x16, [x19, #-227]
	ldrsw	x1, #374332
	ldrsw	x12, #951604
	ldrsw	x9, #6804
	ldrsw	x19, #983928
	ldrsw	x26, [x10], #-213
	ldrsw	x22, [x18], #90
	ldrsw	x5, [x17], #34
	ldrsw	x23, [x20], #-182
	ldrsw	x13, [x12, #-40]!
	ldrsw	x27, [x18, #0]!
	ldrsw	x6, [x14, #130]!
	ldrsw	x10, [x4, #-186]!
	ldrsw	x3, [x15, w0, sxtw #2]
	ldrsw	xzr, [x11, w20, sxtw #2]
	ldrsw	x18, [x16, w9, sxtw]
	ldrsw	x14, [x8, wzr, sxtw]
	ldrsw	x8, [x1, x0, sxtx #2]
	ldrsw	x30, [x19, x14]
	ldrsw	x2, [x7, x24]
	ldrsw	x6, [x26, x21, sxtx]
	ldrsw	x24, [x6, #10896]
	ldrsw	x28, [x13, #8816]
	ldrsw	x5, [x13, #4540]
	ldrsw	x27, [x28, #13184]
	ldur	s3, [x17, #-202]
	ldur	s15, [x27, #83]
	ldur	s28, [x16, #-207]
	ldur	s0, [x6, #-155]
	ldr	s28, [x9], #-3
	ldr	s26, [x2], #-83
	ldr	s20, [x6], #-40
	ldr	s22, [x24], #-183
	ldr	s29, [x8, #95]!
	ldr	s28, [x17, #40]!
	ldr	s20, [x17, #-123]!
	ldr	s18, [x3, #143]!
	ldr	s21, [x16, w30, uxtw]
	ldr	s28, [x1, w7, sxtw #2]
	ldr	s24, [x9, w6, uxtw #2]
	ldr	s14, [x9, w26, uxtw]
	ldr	s19, [x25, x24]
	ldr	s14, [x1, x24, sxtx #2]
	ldr	s29, [x2, x19, sxtx]
	ldr	s5, [x11, x1, sxtx #2]
	ldr	s6, [x30, #5640]
	ldr	s2, [x8]
	ldr	s20, [x5, #12208]
	ldr	s31, [x12, #9928]
	ldr	s17, #-662944
	ldr	s20, #0
	ldr	s6, #920612
	ldr	s31, #0
	ldur	w11, [x6]
	ldur	w23, [x1, #-230]
	ldur	w16, [x15, #73]
	ldur	wzr, [x11, #-9]
	ldr	w19, #0
	ldr	w24, #-882240
	ldr	w21, #-574188
	ldr	w1, #-4
	ldr	w25, [x9], #132
	ldr	w30, [x7], #-256
	ldr	w30, [x7], #147
	ldr	wzr, [x25], #98
	ldr	w30, [x27, #-102]!
	ldr	w16, [x6, #-144]!
	ldr	w0, [x16, #128]!
	ldr	w21, [x30, #-132]!
	ldr	w22, [x5, w30, sxtw #2]
	ldr	w20, [x1, w30, sxtw #2]
	ldr	w7, [x11, w0, uxtw]
	ldr	w26, [sp, w25, uxtw]
	ldr	w1, [x7, x17, lsl #2]
	ldr	w15, [x13, x12]
	ldr	w4, [x21, x19, sxtx]
	ldr	w1, [x26, x24, lsl #2]
	ldr	w23, [x7]
	ldr	w15, [x19, #12088]
	ldr	w11, [x17]
	ldr	w17, [x10]
	ldur	x14, [x10, #232]
	ldur	x20, [x9]
	ldur	x13, [x3, #-3]
	ldur	x3, [x28]
	ldr	x5, #-1047172
	ldr	x22, #941960
	ldr	x14, #-1027720
	ldr	x6, #0
	ldr	x6, [x3], #120
	ldr	x0, [x21], #220
	ldr	x4, [x22], #-184
	ldr	x18, [x2], #-13
	ldr	x15, [x27, #121]!
	ldr	x27, [x29, #254]!
	ldr	x30, [x20, #-29]!
	ldr	x14, [x23, #-76]!
	ldr	x12, [x2, w18, uxtw]
	ldr	x23, [x9, wzr, sxtw]
	ldr	x9, [x17, w26, uxtw]
	ldr	x15, [x1, w8, sxtw #3]
	ldr	x21, [x28, x15, lsl #3]
	ldr	x14, [x17, x26, lsl #3]
	ldr	x1, [x2, x23, sxtx #3]
	ldr	x16, [x22, x0, sxtx]
	ldr	x8, [x18]
	ldr	x7, [x25, #30512]
	ldr	x20, [x25, #26048]
	ldr	x21, [x24, #31240]
	ldtrb	w1, [x0, #123]
	ldtrb	w19, [x3, #-240]
	ldtrb	w22, [x9, #-1]
	ldtrb	w16, [x28]
	ldtrh	wzr, [x21, #224]
	ldtrh	w17, [x4]
	ldtrh	w21, [x24, #-249]
	ldtrh	w10, [x18, #252]
	ldtrsb	w14, [x23]
	ldtrsb	w8, [x12, #255]
	ldtrsb	w13, [x2]
	ldtrsb	w30, [x9, #-137]
	ldtrsb	x24, [x10]
	ldtrsb	x16, [x29, #161]
	ldtrsb	x4, [x2, #168]
	ldtrsb	x28, [x2]
	ldtrsh	w9, [x23, #-210]
	ldtrsh	w7, [x3, #107]
	ldtrsh	w25, [x2, #-206]
	ldtrsh	w18, [x30]
	ldtrsh	x28, [x11, #201]
	ldtrsh	x27, [x19]
	ldtrsh	x8, [x6]
	ldtrsh	x21, [x11, #1]
	ldtrsw	x18, [x8, #141]
	ldtrsw	x1, [x7, #126]
	ldtrsw	x13, [x10, #-132]
	ldtrsw	x29, [x1]
	ldtr	w28, [x26]
	ldtr	w23, [x10]
	ldtr	w20, [x7, #33]
	ldtr	w24, [x17, #255]
	ldtr	x26, [x19]
	ldtr	x18, [x8, #100]
	ldtr	x14, [x23]
	ldtr	x9, [sp, #148]
	ldxp	w6, w17, [x19]
	ldxp	w11, w22, [x9]
	ldxp	w21, w29, [x30]
	ldxp	w8, w23, [x6]
	ldxp	x13, x20, [x18]
	ldxp	x18, x1, [x20]
	ldxp	x5, x14, [x14]
	ldxp	x12, x10, [x0]
	ldxr	w12, [x26]
	ldxr	w6, [x27]
	ldxr	w16, [x19]
	ldxr	w4, [sp]
	ldxr	xzr, [x14]
	ldxr	xzr, [x11]
	ldxr	x4, [x0]
	ldxr	x3, [x15]
	ldxrb	w22, [x4]
	ldxrb	w15, [x16]
	ldxrb	w3, [x30]
	ldxrb	wzr, [x1]
	ldxrh	w19, [x18]
	ldxrh	w5, [sp]
	ldxrh	w13, [x16]
	ldxrh	w20, [x8]
	lsl	w9, w8, w1
	lsl	w24, wzr, w15
	lsl	wzr, w23, w6
	lsl	wzr, w3, w3
	lsl	x29, x8, x13
	lsl	x19, x7, x13
	lsl	x28, x29, x3
	lsl	x23, x10, x2
	lsr	w25, w22, w1
	lsr	w6, w22, w27
	lsr	w17, w21, w13
	lsr	w25, w27, wzr
	lsr	xzr, x25, x29
	lsr	x10, x30, x21
	lsr	x23, x22, x0
	lsr	x3, x26, x11
	mul	w2, w13, w1
	madd	w24, w8, w0, w4
	mul	w18, w23, w4
	mul	w4, w19, w15
	madd	x16, x14, x11, x23
	madd	x17, x26, x28, x25
	mul	x5, x5, x23
	mul	x17, x22, x29
	mla	v25.2s, v0.2s, v20.s[3]
	mla	v4.2s, v29.2s, v13.s[0]
	mla	v15.2s, v15.2s, v27.s[1]
	mla	v25.2s, v12.2s, v15.s[3]
	mla	v24.4h, v8.4h, v9.h[7]
	mla	v3.4h, v21.4h, v11.h[0]
	mla	v30.4h, v3.4h, v13.h[6]
	mla	v4.4h, v30.4h, v7.h[5]
	mla	v6.4s, v20.4s, v21.s[1]
	mla	v11.4s, v21.4s, v15.s[2]
	mla	v5.4s, v22.4s, v29.s[1]
	mla	v12.4s, v31.4s, v1.s[0]
	mla	v7.8h, v24.8h, v9.h[2]
	mla	v21.8h, v19.8h, v8.h[7]
	mla	v3.8h, v6.8h, v10.h[7]
	mla	v6.8h, v7.8h, v13.h[1]
	mla	v20.16b, v27.16b, v16.16b
	mla	v4.16b, v22.16b, v21.16b
	mla	v20.16b, v13.16b, v13.16b
	mla	v24.16b, v14.16b, v29.16b
	mla	v28.2s, v6.2s, v29.2s
	mla	v21.2s, v0.2s, v10.2s
	mla	v17.2s, v23.2s, v22.2s
	mla	v2.2s, v18.2s, v30.2s
	mla	v7.4h, v18.4h, v26.4h
	mla	v30.4h, v5.4h, v30.4h
	mla	v15.4h, v5.4h, v29.4h
	mla	v4.4h, v0.4h, v9.4h
	mla	v19.4s, v31.4s, v16.4s
	mla	v7.4s, v19.4s, v13.4s
	mla	v15.4s, v21.4s, v20.4s
	mla	v10.4s, v29.4s, v3.4s
	mla	v22.8b, v31.8b, v12.8b
	mla	v17.8b, v15.8b, v5.8b
	mla	v13.8b, v0.8b, v19.8b
	mla	v1.8b, v25.8b, v25.8b
	mla	v18.8h, v21.8h, v2.8h
	mla	v17.8h, v6.8h, v9.8h
	mla	v1.8h, v23.8h, v5.8h
	mla	v20.8h, v31.8h, v6.8h
	mls	v30.2s, v23.2s, v15.s[3]
	mls	v22.2s, v26.2s, v15.s[1]
	mls	v0.2s, v30.2s, v3.s[2]
	mls	v27.2s, v21.2s, v24.s[2]
	mls	v5.4h, v14.4h, v2.h[5]
	mls	v24.4h, v26.4h, v7.h[2]
	mls	v15.4h, v1.4h, v15.h[4]
	mls	v30.4h, v5.4h, v9.h[6]
	mls	v6.4s, v13.4s, v31.s[3]
	mls	v30.4s, v6.4s, v27.s[0]
	mls	v14.4s, v0.4s, v31.s[1]
	mls	v1.4s, v21.4s, v24.s[1]
	mls	v19.8h, v10.8h, v11.h[4]
	mls	v23.8h, v12.8h, v15.h[1]
	mls	v26.8h, v24.8h, v8.h[3]
	mls	v3.8h, v0.8h, v14.h[7]
	mls	v27.16b, v14.16b, v1.16b
	mls	v10.16b, v30.16b, v12.16b
	mls	v8.16b, v0.16b, v25.16b
	mls	v31.16b, v29.16b, v26.16b
	mls	v14.2s, v8.2s, v29.2s
	mls	v11.2s, v28.2s, v22.2s
	mls	v26.2s, v22.2s, v2.2s
	mls	v28.2s, v23.2s, v25.2s
	mls	v4.4h, v6.4h, v31.4h
	mls	v27.4h, v28.4h, v4.4h
	mls	v29.4h, v2.4h, v30.4h
	mls	v11.4h, v17.4h, v6.4h
	mls	v14.4s, v21.4s, v16.4s
	mls	v17.4s, v20.4s, v25.4s
	mls	v11.4s, v28.4s, v13.4s
	mls	v12.4s, v25.4s, v14.4s
	mls	v12.8b, v30.8b, v19.8b
	mls	v11.8b, v30.8b, v11.8b
	mls	v28.8b, v25.8b, v0.8b
	mls	v22.8b, v19.8b, v25.8b
	mls	v20.8h, v29.8h, v30.8h
	mls	v20.8h, v30.8h, v5.8h
	mls	v0.8h, v26.8h, v5.8h
	mls	v2.8h, v16.8h, v12.8h
	movi	d8, #0x0000ff00ff0000
	movi	d29, #0000000000000000
	movi	d2, #0xffff000000ff00
	movi	d31, #0xffffffffffffffff
	movi	v1.16b, #0
	movi	v15.16b, #236
	movi	v21.16b, #45
	movi	v1.16b, #161
	movi	v10.2d, #0xff000000ff00ff00
	movi	v11.2d, #0x00000000ff0000
	movi	v0.2d, #0000000000000000
	movi	v3.2d, #0xffff00ffffff0000
	movi	v28.2s, #163, lsl #16
	movi	v26.2s, #0, lsl #16
	movi	v0.2s, #1
	movi	v3.2s, #35, lsl #8
	movi	v29.2s, #62, msl #16
	movi	v2.2s, #117, msl #16
	movi	v13.2s, #103, msl #16
	movi	v25.2s, #208, msl #8
	movi	v2.4h, #0
	movi	v15.4h, #19
	movi	v30.4h, #136
	movi	v4.4h, #0, lsl #8
	movi	v10.4s, #252, lsl #16
	movi	v11.4s, #25, lsl #16
	movi	v26.4s, #187, lsl #24
	movi	v6.4s, #24, lsl #16
	movi	v12.4s, #8, msl #16
	movi	v24.4s, #236, msl #8
	movi	v27.4s, #0, msl #16
	movi	v12.4s, #120, msl #16
	movi	v23.8b, #0
	movi	v24.8b, #241
	movi	v7.8b, #1
	movi	v20.8b, #182
	movi	v19.8h, #59, lsl #8
	movi	v11.8h, #198, lsl #8
	movi	v5.8h, #255, lsl #8
	movi	v11.8h, #0, lsl #8
	movk	w4, #0
	movk	w26, #1144, lsl #16
	movk	w14, #1, lsl #16
	movk	w27, #31689, lsl #16
	movk	x29, #0
	movk	x19, #1
	movk	x25, #64371, lsl #32
	movk	x11, #29112, lsl #16
	mov	w9, #1156251647
	mov	w17, #-1
	movn	w29, #65535, lsl #16
	mov	w30, #-65537
	mov	x4, #-707395585
	mov	x22, #-10522669875201
	mov	x23, #-17548
	mov	x24, #-19469
	mov	w13, #20055
	movz	w25, #0, lsl #16
	mov	w10, #1541
	mov	w21, #-1803812864
	mov	x10, #1338703872
	mov	x27, #28705
	mov	x12, #60545
	mov	x21, #1920073728
	mrs	x5, TRCSSCCR6
	mrs	x18, DBGBVR14_EL1
	mrs	x28, TRBLIMITR_EL1
	mrs	x9, PMEVTYPER24_EL0
	msr	TRCDVCMR6, x6
	msr	S2_4_C11_C6_2, x10
	msr	S3_0_C11_C4_0, x4
	msr	S3_0_C11_C0_1, x28
	msr	PM, #0
	msr	PM, #1
	smstop	sm
	msr	PM, #1
	msr	SPSel, #8
	msr	SPSel, #2
	msr	SPSel, #0
	msr	DAIFSet, #9
	mneg	w11, w26, w30
	msub	w6, w21, w9, w14
	mneg	w25, w15, w23
	msub	w3, w23, w24, w8
	mneg	x21, x15, x2
	msub	x13, x25, x17, x23
	msub	x16, x7, x22, x7
	msub	x2, x26, x7, x21
	mul	v1.2s, v9.2s, v24.s[3]
	mul	v24.2s, v0.2s, v3.s[1]
	mul	v29.2s, v12.2s, v21.s[0]
	mul	v3.2s, v22.2s, v1.s[0]
	mul	v7.4h, v10.4h, v4.h[0]
	mul	v17.4h, v12.4h, v9.h[5]
	mul	v11.4h, v23.4h, v4.h[7]
	mul	v1.4h, v1.4h, v7.h[7]
	mul	v30.4s, v5.4s, v5.s[3]
	mul	v5.4s, v31.4s, v24.s[0]
	mul	v11.4s, v30.4s, v23.s[1]
	mul	v25.4s, v15.4s, v9.s[2]
	mul	v10.8h, v23.8h, v5.h[0]
	mul	v26.8h, v31.8h, v0.h[6]
	mul	v12.8h, v22.8h, v11.h[7]
	mul	v15.8h, v5.8h, v7.h[4]
	mul	v12.16b, v9.16b, v23.16b
	mul	v1.16b, v19.16b, v23.16b
	mul	v27.16b, v13.16b, v16.16b
	mul	v7.16b, v31.16b, v4.16b
	mul	v23.2s, v18.2s, v7.2s
	mul	v16.2s, v24.2s, v26.2s
	mul	v27.2s, v24.2s, v0.2s
	mul	v4.2s, v8.2s, v24.2s
	mul	v10.4h, v29.4h, v0.4h
	mul	v25.4h, v28.4h, v3.4h
	mul	v18.4h, v4.4h, v24.4h
	mul	v21.4h, v10.4h, v31.4h
	mul	v11.4s, v18.4s, v10.4s
	mul	v4.4s, v20.4s, v11.4s
	mul	v29.4s, v6.4s, v22.4s
	mul	v17.4s, v10.4s, v31.4s
	mul	v10.8b, v17.8b, v29.8b
	mul	v26.8b, v28.8b, v9.8b
	mul	v5.8b, v13.8b, v7.8b
	mul	v7.8b, v4.8b, v0.8b
	mul	v7.8h, v19.8h, v30.8h
	mul	v31.8h, v25.8h, v21.8h
	mul	v19.8h, v15.8h, v4.8h
	mul	v30.8h, v21.8h, v2.8h
	mvni	v5.2s, #0, lsl #24
	mvni	v15.2s, #185, lsl #16
	mvni	v18.2s, #53, lsl #24
	mvni	v3.2s, #255, lsl #24
	mvni	v20.2s, #71, msl #16
	mvni	v25.2s, #138, msl #16
	mvni	v4.2s, #245, msl #16
	mvni	v10.2s, #67, msl #16
	mvni	v13.4h, #0
	mvni	v8.4h, #0
	mvni	v2.4h, #8, lsl #8
	mvni	v22.4h, #22
	mvni	v7.4s, #0
	mvni	v16.4s, #242, lsl #16
	mvni	v26.4s, #96, lsl #24
	mvni	v1.4s, #0, lsl #24
	mvni	v24.4s, #217, msl #8
	mvni	v21.4s, #12, msl #8
	mvni	v10.4s, #146, msl #8
	mvni	v5.4s, #122, msl #8
	mvni	v24.8h, #135
	mvni	v28.8h, #98
	mvni	v17.8h, #0, lsl #8
	mvni	v18.8h, #184
	neg	d26, d29
	neg	d30, d31
	neg	d6, d11
	neg	d23, d6
	neg	v22.16b, v30.16b
	neg	v16.16b, v22.16b
	neg	v9.16b, v20.16b
	neg	v15.16b, v28.16b
	neg	v24.2d, v20.2d
	neg	v14.2d, v20.2d
	neg	v12.2d, v5.2d
	neg	v4.2d, v10.2d
	neg	v11.2s, v16.2s
	neg	v14.2s, v15.2s
	neg	v8.2s, v25.2s
	neg	v11.2s, v22.2s
	neg	v0.4h, v6.4h
	neg	v28.4h, v13.4h
	neg	v5.4h, v16.4h
	neg	v30.4h, v6.4h
	neg	v23.4s, v3.4s
	neg	v4.4s, v2.4s
	neg	v15.4s, v23.4s
	neg	v10.4s, v18.4s
	neg	v12.8b, v8.8b
	neg	v17.8b, v10.8b
	neg	v28.8b, v14.8b
	neg	v8.8b, v6.8b
	neg	v1.8h, v28.8h
	neg	v21.8h, v31.8h
	neg	v26.8h, v4.8h
	neg	v4.8h, v17.8h
	mvn	v31.16b, v5.16b
	mvn	v9.16b, v9.16b
	mvn	v27.16b, v22.16b
	mvn	v16.16b, v28.16b
	mvn	v4.8b, v28.8b
	mvn	v27.8b, v20.8b
	mvn	v30.8b, v2.8b
	mvn	v26.8b, v12.8b
	mvn	w6, w27
	orn	w5, w21, w2
	orn	w14, w20, w23, asr #28
	orn	w11, w10, w0, lsr #30
	orn	x18, x27, x0, ror #12
	orn	x20, x12, x19, lsr #0
	orn	x16, x8, x22, ror #6
	orn	x7, x9, x7
	orn	v20.16b, v3.16b, v19.16b
	orn	v25.16b, v14.16b, v1.16b
	orn	v19.16b, v24.16b, v17.16b
	orn	v23.16b, v30.16b, v2.16b
	orn	v26.8b, v18.8b, v30.8b
	orn	v23.8b, v10.8b, v17.8b
	orn	v4.8b, v10.8b, v22.8b
	orn	v19.8b, v14.8b, v16.8b
	orr	w5, w19, #0xf0f0f0f
	orr	w10, w19, #0x3ffff80
	orr	w23, w15, #0xcccccccc
	orr	w27, w26, #0x7f7f7f7f
	mov	w22, w4
	mov	w20, w20
	mov	w21, w19
	orr	w4, w16, w8, ror #1
	mov	x16, #1099511619584
	orr	x5, x30, #0x3ffe
	orr	x27, x29, #0x8888888888888888
	orr	x14, x10, #0x1
	orr	x26, x13, x16, lsr #11
	mov	x7, x20
	orr	x10, x8, x12
	orr	x1, x14, x18, ror #43
	orr	v13.2s, #115
	orr	v23.2s, #185, lsl #24
	orr	v22.2s, #141, lsl #24
	orr	v9.2s, #68
	orr	v15.4h, #0, lsl #8
	orr	v20.4h, #255, lsl #8
	orr	v26.4h, #44
	orr	v21.4h, #221, lsl #8
	orr	v13.4s, #125
	orr	v23.4s, #246, lsl #16
	orr	v11.4s, #221, lsl #24
	orr	v6.4s, #55, lsl #24
	orr	v26.8h, #192, lsl #8
	orr	v1.8h, #0
	orr	v26.8h, #0, lsl #8
	orr	v30.8h, #27
	mov	v11.16b, v27.16b
	orr	v26.16b, v6.16b, v31.16b
	orr	v0.16b, v19.16b, v7.16b
	orr	v26.16b, v15.16b, v1.16b
	mov	v2.8b, v30.8b
	mov	v21.8b, v14.8b
	orr	v12.8b, v27.8b, v23.8b
	orr	v12.8b, v12.8b, v27.8b
	pmull	v27.8h, v16.8b, v22.8b
	pmull	v9.8h, v13.8b, v7.8b
	pmull	v24.8h, v28.8b, v18.8b
	pmull	v16.8h, v10.8b, v27.8b
	pmull2	v13.8h, v15.16b, v23.16b
	pmull2	v12.8h, v15.16b, v7.16b
	pmull2	v26.8h, v29.16b, v2.16b
	pmull2	v3.8h, v27.16b, v14.16b
	pmul	v9.16b, v26.16b, v3.16b
	pmul	v13.16b, v15.16b, v23.16b
	pmul	v27.16b, v1.16b, v4.16b
	pmul	v31.16b, v16.16b, v5.16b
	pmul	v16.8b, v16.8b, v0.8b
	pmul	v20.8b, v10.8b, v2.8b
	pmul	v10.8b, v29.8b, v2.8b
	pmul	v25.8b, v29.8b, v8.8b
	prfm	#31, #154500
	prfm	#31, #50900
	prfm	pldl1keep, #-1048576
	prfm	pstl2strm, #-1048576
	prfm	#23, [x10, w7, sxtw]
	prfm	#14, [x20, w21, uxtw #3]
	prfm	pldl2keep, [x14, w4, sxtw]
	prfm	plil3keep, [x6, w30, sxtw #3]
	prfm	pstl2keep, [x13, x18, sxtx #3]
	prfm	pldl3keep, [x19, x0, sxtx]
	prfm	plil2keep, [x20, x6, sxtx #3]
	prfm	pldl2strm, [x1, x6, lsl #3]
	prfm	pldl1keep, [x19, #16008]
	prfm	pldl1strm, [x2]
	prfm	pldl1keep, [x29, #18872]
	prfm	pldl2strm, [x5, #2912]
	prfum	#26, [x11, #180]
	prfum	pldl1strm, [x8]
	prfum	pldl2strm, [x3, #-141]
	prfum	pstl1strm, [x12, #193]
	raddhn	v30.2s, v28.2d, v13.2d
	raddhn	v22.2s, v14.2d, v7.2d
	raddhn	v16.2s, v21.2d, v25.2d
	raddhn	v3.2s, v14.2d, v31.2d
	raddhn2	v30.4s, v21.2d, v12.2d
	raddhn2	v16.4s, v0.2d, v6.2d
	raddhn2	v21.4s, v28.2d, v19.2d
	raddhn2	v18.4s, v8.2d, v5.2d
	raddhn	v16.4h, v25.4s, v24.4s
	raddhn	v26.4h, v14.4s, v31.4s
	raddhn	v14.4h, v8.4s, v4.4s
	raddhn	v12.4h, v17.4s, v11.4s
	raddhn2	v7.8h, v24.4s, v28.4s
	raddhn2	v17.8h, v8.4s, v6.4s
	raddhn2	v21.8h, v20.4s, v10.4s
	raddhn2	v3.8h, v15.4s, v16.4s
	raddhn	v11.8b, v24.8h, v10.8h
	raddhn	v14.8b, v17.8h, v31.8h
	raddhn	v23.8b, v31.8h, v15.8h
	raddhn	v8.8b, v12.8h, v20.8h
	raddhn2	v1.16b, v3.8h, v2.8h
	raddhn2	v18.16b, v28.8h, v7.8h
	raddhn2	v21.16b, v29.8h, v20.8h
	raddhn2	v23.16b, v16.8h, v16.8h
	rbit	w1, w18
	rbit	w26, w20
	rbit	w13, w0
	rbit	w21, w19
	rbit	x4, x9
	rbit	x25, x30
	rbit	x29, x5
	rbit	x18, x6
	rbit	v15.16b, v20.16b
	rbit	v16.16b, v6.16b
	rbit	v15.16b, v26.16b
	rbit	v0.16b, v7.16b
	rbit	v10.8b, v31.8b
	rbit	v2.8b, v2.8b
	rbit	v22.8b, v4.8b
	rbit	v26.8b, v8.8b
	ret
	ret	x29
	ret
	ret
	rev16	w2, w8
	rev16	w30, w12
	rev16	w26, w22
	rev16	wzr, wzr
	rev16	x7, x5
	rev16	x1, x12
	rev16	x16, x11
	rev16	x15, x10
	rev16	v4.16b, v30.16b
	rev16	v30.16b, v20.16b
	rev16	v16.16b, v30.16b
	rev16	v3.16b, v9.16b
	rev16	v23.8b, v4.8b
	rev16	v24.8b, v8.8b
	rev16	v15.8b, v21.8b
	rev16	v14.8b, v17.8b
	rev32	x12, x30
	rev32	x26, x18
	rev32	x23, x14
	rev32	x11, x28
	rev32	v10.16b, v27.16b
	rev32	v28.16b, v1.16b
	rev32	v3.16b, v22.16b
	rev32	v19.16b, v5.16b
	rev32	v27.4h, v11.4h
	rev32	v6.4h, v24.4h
	rev32	v17.4h, v15.4h
	rev32	v13.4h, v22.4h
	rev32	v21.8b, v4.8b
	rev32	v20.8b, v22.8b
	rev32	v6.8b, v25.8b
	rev32	v18.8b, v21.8b
	rev32	v6.8h, v4.8h
	rev32	v29.8h, v2.8h
	rev32	v9.8h, v17.8h
	rev32	v20.8h, v10.8h
	rev64	v19.16b, v16.16b
	rev64	v24.16b, v14.16b
	rev64	v2.16b, v6.16b
	rev64	v23.16b, v14.16b
	rev64	v2.2s, v23.2s
	rev64	v25.2s, v17.2s
	rev64	v5.2s, v19.2s
	rev64	v11.2s, v30.2s
	rev64	v4.4h, v29.4h
	rev64	v30.4h, v8.4h
	rev64	v10.4h, v29.4h
	rev64	v7.4h, v0.4h
	rev64	v23.4s, v31.4s
	rev64	v9.4s, v2.4s
	rev64	v31.4s, v14.4s
	rev64	v19.4s, v25.4s
	rev64	v12.8b, v23.8b
	rev64	v23.8b, v27.8b
	rev64	v9.8b, v18.8b
	rev64	v23.8b, v5.8b
	rev64	v31.8h, v17.8h
	rev64	v23.8h, v25.8h
	rev64	v9.8h, v12.8h
	rev64	v27.8h, v14.8h
	rev	w0, w17
	rev	wzr, w22
	rev	w30, w27
	rev	w17, w10
	rev	x21, x18
	rev	x2, x12
	rev	x13, x13
	rev	x16, x19
	ror	w7, w17, w24
	ror	w21, w10, w4
	ror	w5, w18, w14
	ror	w23, wzr, w30
	ror	x11, x15, x22
	ror	x19, x25, x10
	ror	x23, x15, xzr
	ror	x27, x25, x12
	rprfm	pstkeep, x28, [x18]
	rprfm	pldstrm, x23, [x8]
	rprfm	pldkeep, x10, [x3]
	rprfm	#21, x18, [x22]
	rshrn	v1.2s, v19.2d, #15
	rshrn	v13.2s, v30.2d, #25
	rshrn	v2.2s, v19.2d, #29
	rshrn	v14.2s, v1.2d, #31
	rshrn2	v0.4s, v23.2d, #3
	rshrn2	v18.4s, v22.2d, #1
	rshrn2	v14.4s, v0.2d, #22
	rshrn2	v12.4s, v29.2d, #6
	rshrn	v2.4h, v19.4s, #1
	rshrn	v9.4h, v22.4s, #15
	rshrn	v18.4h, v18.4s, #11
	rshrn	v13.4h, v14.4s, #7
	rshrn2	v9.8h, v18.4s, #1
	rshrn2	v5.8h, v15.4s, #10
	rshrn2	v7.8h, v5.4s, #8
	rshrn2	v21.8h, v27.4s, #3
	rshrn	v7.8b, v2.8h, #6
	rshrn	v1.8b, v19.8h, #3
	rshrn	v2.8b, v19.8h, #6
	rshrn	v7.8b, v29.8h, #5
	rshrn2	v26.16b, v30.8h, #6
	rshrn2	v12.16b, v16.8h, #2
	rshrn2	v30.16b, v7.8h, #1
	rshrn2	v5.16b, v1.8h, #4
	rsubhn	v18.2s, v2.2d, v17.2d
	rsubhn	v4.2s, v1.2d, v18.2d
	rsubhn	v26.2s, v21.2d, v26.2d
	rsubhn	v16.2s, v20.2d, v30.2d
	rsubhn2	v17.4s, v26.2d, v11.2d
	rsubhn2	v3.4s, v8.2d, v26.2d
	rsubhn2	v13.4s, v31.2d, v0.2d
	rsubhn2	v9.4s, v19.2d, v12.2d
	rsubhn	v24.4h, v10.4s, v6.4s
	rsubhn	v27.4h, v3.4s, v19.4s
	rsubhn	v9.4h, v15.4s, v7.4s
	rsubhn	v31.4h, v23.4s, v25.4s
	rsubhn2	v11.8h, v29.4s, v29.4s
	rsubhn2	v15.8h, v10.4s, v11.4s
	rsubhn2	v16.8h, v6.4s, v5.4s
	rsubhn2	v30.8h, v16.4s, v24.4s
	rsubhn	v13.8b, v8.8h, v9.8h
	rsubhn	v31.8b, v22.8h, v7.8h
	rsubhn	v27.8b, v26.8h, v5.8h
	rsubhn	v15.8b, v30.8h, v26.8h
	rsubhn2	v26.16b, v15.8h, v25.8h
	rsubhn2	v27.16b, v1.8h, v3.8h
	rsubhn2	v22.16b, v25.8h, v9.8h
	rsubhn2	v7.16b, v12.8h, v13.8h
	sabal	v30.2d, v29.2s, v18.2s
	sabal	v24.2d, v14.2s, v28.2s
	sabal	v8.2d, v0.2s, v25.2s
	sabal	v11.2d, v28.2s, v14.2s
	sabal2	v19.2d, v25.4s, v30.4s
	sabal2	v4.2d, v14.4s, v4.4s
	sabal2	v7.2d, v21.4s, v8.4s
	sabal2	v23.2d, v21.4s, v7.4s
	sabal	v1.4s, v18.4h, v24.4h
	sabal	v12.4s, v28.4h, v5.4h
	sabal	v11.4s, v22.4h, v2.4h
	sabal	v25.4s, v9.4h, v27.4h
	sabal2	v20.4s, v15.8h, v9.8h
	sabal2	v24.4s, v9.8h, v19.8h
	sabal2	v3.4s, v6.8h, v29.8h
	sabal2	v8.4s, v15.8h, v23.8h
	sabal	v0.8h, v23.8b, v5.8b
	sabal	v20.8h, v30.8b, v28.8b
	sabal	v1.8h, v4.8b, v7.8b
	sabal	v20.8h, v3.8b, v17.8b
	sabal2	v24.8h, v2.16b, v14.16b
	sabal2	v16.8h, v31.16b, v12.16b
	sabal2	v13.8h, v16.16b, v20.16b
	sabal2	v8.8h, v29.16b, v22.16b
	saba	v0.16b, v20.16b, v3.16b
	saba	v31.16b, v26.16b, v5.16b
	saba	v19.16b, v22.16b, v15.16b
	saba	v17.16b, v8.16b, v7.16b
	saba	v16.2s, v0.2s, v15.2s
	saba	v16.2s, v25.2s, v23.2s
	saba	v15.2s, v3.2s, v19.2s
	saba	v0.2s, v8.2s, v16.2s
	saba	v25.4h, v16.4h, v4.4h
	saba	v3.4h, v9.4h, v9.4h
	saba	v26.4h, v23.4h, v28.4h
	saba	v21.4h, v8.4h, v25.4h
	saba	v6.4s, v24.4s, v12.4s
	saba	v11.4s, v14.4s, v9.4s
	saba	v30.4s, v0.4s, v9.4s
	saba	v13.4s, v21.4s, v14.4s
	saba	v9.8b, v7.8b, v12.8b
	saba	v18.8b, v2.8b, v23.8b
	saba	v18.8b, v11.8b, v6.8b
	saba	v4.8b, v12.8b, v6.8b
	saba	v23.8h, v9.8h, v28.8h
	saba	v5.8h, v0.8h, v31.8h
	saba	v19.8h, v12.8h, v29.8h
	saba	v29.8h, v12.8h, v17.8h
	sabdl	v12.2d, v14.2s, v22.2s
	sabdl	v6.2d, v22.2s, v11.2s
	sabdl	v31.2d, v23.2s, v25.2s
	sabdl	v3.2d, v4.2s, v29.2s
	sabdl2	v31.2d, v16.4s, v11.4s
	sabdl2	v0.2d, v17.4s, v29.4s
	sabdl2	v14.2d, v22.4s, v9.4s
	sabdl2	v27.2d, v30.4s, v31.4s
	sabdl	v9.4s, v19.4h, v3.4h
	sabdl	v28.4s, v20.4h, v30.4h
	sabdl	v12.4s, v31.4h, v21.4h
	sabdl	v27.4s, v29.4h, v4.4h
	sabdl2	v23.4s, v3.8h, v28.8h
	sabdl2	v25.4s, v0.8h, v20.8h
	sabdl2	v16.4s, v5.8h, v5.8h
	sabdl2	v22.4s, v25.8h, v0.8h
	sabdl	v23.8h, v25.8b, v26.8b
	sabdl	v30.8h, v23.8b, v15.8b
	sabdl	v24.8h, v3.8b, v22.8b
	sabdl	v16.8h, v24.8b, v28.8b
	sabdl2	v4.8h, v26.16b, v25.16b
	sabdl2	v11.8h, v3.16b, v6.16b
	sabdl2	v14.8h, v14.16b, v24.16b
	sabdl2	v19.8h, v23.16b, v27.16b
	sabd	v11.16b, v29.16b, v17.16b
	sabd	v28.16b, v0.16b, v22.16b
	sabd	v8.16b, v14.16b, v15.16b
	sabd	v18.16b, v19.16b, v7.16b
	sabd	v24.2s, v11.2s, v1.2s
	sabd	v6.2s, v13.2s, v11.2s
	sabd	v14.2s, v1.2s, v4.2s
	sabd	v13.2s, v31.2s, v31.2s
	sabd	v27.4h, v3.4h, v22.4h
	sabd	v26.4h, v11.4h, v29.4h
	sabd	v12.4h, v9.4h, v26.4h
	sabd	v23.4h, v5.4h, v6.4h
	sabd	v13.4s, v21.4s, v19.4s
	sabd	v5.4s, v3.4s, v1.4s
	sabd	v30.4s, v8.4s, v29.4s
	sabd	v27.4s, v21.4s, v19.4s
	sabd	v18.8b, v4.8b, v7.8b
	sabd	v18.8b, v24.8b, v29.8b
	sabd	v23.8b, v17.8b, v25.8b
	sabd	v20.8b, v15.8b, v27.8b
	sabd	v3.8h, v9.8h, v25.8h
	sabd	v18.8h, v18.8h, v19.8h
	sabd	v11.8h, v15.8h, v5.8h
	sabd	v29.8h, v14.8h, v1.8h
	sadalp	v23.1d, v14.2s
	sadalp	v30.1d, v20.2s
	sadalp	v9.1d, v14.2s
	sadalp	v31.1d, v4.2s
	sadalp	v16.2d, v19.4s
	sadalp	v30.2d, v25.4s
	sadalp	v27.2d, v23.4s
	sadalp	v10.2d, v17.4s
	sadalp	v1.2s, v5.4h
	sadalp	v2.2s, v21.4h
	sadalp	v6.2s, v16.4h
	sadalp	v7.2s, v21.4h
	sadalp	v31.4h, v8.8b
	sadalp	v29.4h, v27.8b
	sadalp	v26.4h, v4.8b
	sadalp	v7.4h, v7.8b
	sadalp	v21.4s, v14.8h
	sadalp	v22.4s, v28.8h
	sadalp	v15.4s, v26.8h
	sadalp	v7.4s, v12.8h
	sadalp	v2.8h, v27.16b
	sadalp	v29.8h, v8.16b
	sadalp	v13.8h, v8.16b
	sadalp	v25.8h, v15.16b
	saddlp	v20.1d, v27.2s
	saddlp	v24.1d, v18.2s
	saddlp	v21.1d, v28.2s
	saddlp	v7.1d, v11.2s
	saddlp	v23.2d, v25.4s
	saddlp	v25.2d, v8.4s
	saddlp	v15.2d, v23.4s
	saddlp	v10.2d, v18.4s
	saddlp	v24.2s, v25.4h
	saddlp	v1.2s, v21.4h
	saddlp	v15.2s, v8.4h
	saddlp	v0.2s, v29.4h
	saddlp	v30.4h, v25.8b
	saddlp	v16.4h, v3.8b
	saddlp	v7.4h, v5.8b
	saddlp	v9.4h, v6.8b
	saddlp	v23.4s, v18.8h
	saddlp	v0.4s, v23.8h
	saddlp	v19.4s, v20.8h
	saddlp	v24.4s, v24.8h
	saddlp	v3.8h, v1.16b
	saddlp	v1.8h, v29.16b
	saddlp	v28.8h, v7.16b
	saddlp	v5.8h, v5.16b
	saddlv	h23, v13.16b
	saddlv	h13, v29.16b
	saddlv	h27, v5.16b
	saddlv	h22, v14.16b
	saddlv	s11, v13.4h
	saddlv	s21, v10.4h
	saddlv	s20, v0.4h
	saddlv	s25, v20.4h
	saddlv	d27, v17.4s
	saddlv	d19, v25.4s
	saddlv	d19, v31.4s
	saddlv	d1, v27.4s
	saddlv	h29, v16.8b
	saddlv	h15, v2.8b
	saddlv	h29, v27.8b
	saddlv	h8, v22.8b
	saddlv	s2, v8.8h
	saddlv	s18, v24.8h
	saddlv	s1, v11.8h
	saddlv	s10, v16.8h
	saddl	v10.2d, v3.2s, v1.2s
	saddl	v6.2d, v15.2s, v14.2s
	saddl	v16.2d, v28.2s, v7.2s
	saddl	v2.2d, v29.2s, v3.2s
	saddl2	v11.2d, v8.4s, v8.4s
	saddl2	v10.2d, v22.4s, v24.4s
	saddl2	v14.2d, v10.4s, v29.4s
	saddl2	v16.2d, v28.4s, v25.4s
	saddl	v6.4s, v20.4h, v30.4h
	saddl	v22.4s, v24.4h, v4.4h
	saddl	v7.4s, v31.4h, v10.4h
	saddl	v27.4s, v27.4h, v7.4h
	saddl2	v29.4s, v14.8h, v22.8h
	saddl2	v5.4s, v6.8h, v12.8h
	saddl2	v9.4s, v27.8h, v25.8h
	saddl2	v6.4s, v25.8h, v8.8h
	saddl	v25.8h, v9.8b, v28.8b
	saddl	v25.8h, v25.8b, v21.8b
	saddl	v30.8h, v0.8b, v22.8b
	saddl	v8.8h, v18.8b, v6.8b
	saddl2	v28.8h, v9.16b, v9.16b
	saddl2	v19.8h, v4.16b, v11.16b
	saddl2	v7.8h, v26.16b, v26.16b
	saddl2	v21.8h, v24.16b, v11.16b
	saddw	v8.2d, v25.2d, v10.2s
	saddw	v7.2d, v26.2d, v13.2s
	saddw	v23.2d, v14.2d, v11.2s
	saddw	v18.2d, v2.2d, v29.2s
	saddw2	v1.2d, v15.2d, v8.4s
	saddw2	v4.2d, v15.2d, v13.4s
	saddw2	v0.2d, v6.2d, v30.4s
	saddw2	v0.2d, v9.2d, v10.4s
	saddw	v28.4s, v31.4s, v28.4h
	saddw	v27.4s, v3.4s, v30.4h
	saddw	v4.4s, v1.4s, v30.4h
	saddw	v9.4s, v31.4s, v13.4h
	saddw2	v2.4s, v31.4s, v2.8h
	saddw2	v8.4s, v8.4s, v3.8h
	saddw2	v21.4s, v6.4s, v0.8h
	saddw2	v26.4s, v10.4s, v11.8h
	saddw	v21.8h, v6.8h, v28.8b
	saddw	v16.8h, v29.8h, v1.8b
	saddw	v1.8h, v22.8h, v21.8b
	saddw	v28.8h, v31.8h, v22.8b
	saddw2	v7.8h, v9.8h, v26.16b
	saddw2	v10.8h, v6.8h, v17.16b
	saddw2	v3.8h, v18.8h, v25.16b
	saddw2	v10.8h, v16.8h, v25.16b
	sbcs	w2, w16, w21
	sbcs	w28, w14, w21
	ngcs	w5, w24
	sbcs	w6, w26, w26
	sbcs	x13, x3, x5
	sbcs	x1, x23, x1
	sbcs	x6, x23, x24
	ngcs	x6, x18
	ngc	w19, w15
	sbc	w16, w4, w4
	ngc	w25, w18
	sbc	w12, w12, w21
	sbc	x17, x5, x2
	sbc	x28, x1, xzr
	ngc	x8, x11
	sbc	x25, x1, x5
	sbfiz	w20, w9, #8, #1
	asr	w13, w13, #8
	sbfx	w6, w23, #29, #2
	sbfx	w21, w13, #16, #7
	sbfiz	x11, x11, #15, #2
	sbfiz	x17, x22, #5, #18
	sbfiz	x23, x30, #2, #6
	sbfiz	x8, x3, #1, #23
	scvtf	d24, wzr
	scvtf	d10, w10
	scvtf	d14, w2
	scvtf	d21, w28
	scvtf	d15, w14, #13
	scvtf	d19, w20, #7
	scvtf	d1, w12, #1
	scvtf	d31, w10, #21
	scvtf	s3, w29
	scvtf	s31, w17
	scvtf	s3, w22
	scvtf	s14, w16
	scvtf	s29, w29, #27
	scvtf	s16, w0, #19
	scvtf	s17, w28, #1
	scvtf	s19, w3, #9
	scvtf	d6, x27
	scvtf	d24, x29
	scvtf	d24, x23
	scvtf	d18, x10
	scvtf	d26, x26, #26
	scvtf	d17, x28, #8
	scvtf	d18, x21, #28
	scvtf	d10, x28, #22
	scvtf	s9, x21
	scvtf	s22, x4
	scvtf	s20, x21
	scvtf	s10, x5
	scvtf	s19, x4, #1
	scvtf	s27, x18, #22
	scvtf	s22, x4, #1
	scvtf	s8, x29, #22
	scvtf	d23, d26, #23
	scvtf	d29, d25, #59
	scvtf	d0, d8, #1
	scvtf	d7, d28, #63
	scvtf	s21, s2, #4
	scvtf	s4, s25, #1
	scvtf	s12, s25, #10
	scvtf	s14, s0, #27
	scvtf	v11.2d, v11.2d, #64
	scvtf	v8.2d, v23.2d, #55
	scvtf	v18.2d, v22.2d, #16
	scvtf	v5.2d, v12.2d, #21
	scvtf	v18.2s, v19.2s, #24
	scvtf	v17.2s, v31.2s, #4
	scvtf	v14.2s, v3.2s, #29
	scvtf	v30.2s, v18.2s, #1
	scvtf	v17.4s, v11.4s, #23
	scvtf	v8.4s, v9.4s, #1
	scvtf	v12.4s, v15.4s, #9
	scvtf	v8.4s, v20.4s, #1
	scvtf	d3, d9
	scvtf	d27, d12
	scvtf	d22, d24
	scvtf	d22, d20
	scvtf	s26, s27
	scvtf	s16, s29
	scvtf	s22, s17
	scvtf	s26, s20
	scvtf	v3.2d, v20.2d
	scvtf	v20.2d, v12.2d
	scvtf	v27.2d, v19.2d
	scvtf	v22.2d, v14.2d
	scvtf	v19.2s, v31.2s
	scvtf	v5.2s, v24.2s
	scvtf	v14.2s, v5.2s
	scvtf	v0.2s, v17.2s
	scvtf	v16.4s, v3.4s
	scvtf	v25.4s, v21.4s
	scvtf	v12.4s, v2.4s
	scvtf	v31.4s, v30.4s
	sdiv	w12, w0, w2
	sdiv	w15, w28, w20
	sdiv	w26, w26, w5
	sdiv	w3, w28, w19
	sdiv	x3, x1, x21
	sdiv	x19, x24, x7
	sdiv	x13, x30, x28
	sdiv	x21, x4, x29
	shadd	v12.16b, v9.16b, v18.16b
	shadd	v22.16b, v23.16b, v6.16b
	shadd	v18.16b, v18.16b, v14.16b
	shadd	v14.16b, v8.16b, v14.16b
	shadd	v24.2s, v25.2s, v3.2s
	shadd	v8.2s, v3.2s, v30.2s
	shadd	v16.2s, v21.2s, v30.2s
	shadd	v11.2s, v16.2s, v8.2s
	shadd	v19.4h, v22.4h, v14.4h
	shadd	v19.4h, v29.4h, v19.4h
	shadd	v21.4h, v14.4h, v28.4h
	shadd	v4.4h, v10.4h, v12.4h
	shadd	v29.4s, v6.4s, v17.4s
	shadd	v18.4s, v22.4s, v21.4s
	shadd	v8.4s, v5.4s, v18.4s
	shadd	v21.4s, v25.4s, v21.4s
	shadd	v22.8b, v17.8b, v19.8b
	shadd	v7.8b, v25.8b, v24.8b
	shadd	v16.8b, v4.8b, v1.8b
	shadd	v29.8b, v2.8b, v3.8b
	shadd	v8.8h, v15.8h, v17.8h
	shadd	v30.8h, v24.8h, v20.8h
	shadd	v21.8h, v16.8h, v28.8h
	shadd	v27.8h, v29.8h, v21.8h
	shll	v28.2d, v23.2s, #32
	shll	v12.2d, v15.2s, #32
	shll	v22.2d, v18.2s, #32
	shll	v28.2d, v7.2s, #32
	shll2	v14.2d, v20.4s, #32
	shll2	v14.2d, v27.4s, #32
	shll2	v24.2d, v7.4s, #32
	shll2	v25.2d, v5.4s, #32
	shll	v2.4s, v20.4h, #16
	shll	v4.4s, v26.4h, #16
	shll	v28.4s, v22.4h, #16
	shll	v18.4s, v30.4h, #16
	shll2	v15.4s, v15.8h, #16
	shll2	v4.4s, v6.8h, #16
	shll2	v4.4s, v1.8h, #16
	shll2	v13.4s, v16.8h, #16
	shll	v21.8h, v13.8b, #8
	shll	v11.8h, v31.8b, #8
	shll	v9.8h, v28.8b, #8
	shll	v8.8h, v13.8b, #8
	shll2	v13.8h, v8.16b, #8
	shll2	v16.8h, v7.16b, #8
	shll2	v22.8h, v20.16b, #8
	shll2	v19.8h, v24.16b, #8
	shl	d10, d26, #2
	shl	d9, d6, #34
	shl	d4, d16, #21
	shl	d15, d11, #9
	shl	v1.16b, v28.16b, #6
	shl	v29.16b, v15.16b, #3
	shl	v0.16b, v14.16b, #7
	shl	v17.16b, v11.16b, #6
	shl	v0.2d, v25.2d, #0
	shl	v9.2d, v27.2d, #62
	shl	v3.2d, v0.2d, #22
	shl	v19.2d, v12.2d, #54
	shl	v10.2s, v12.2s, #14
	shl	v22.2s, v8.2s, #19
	shl	v5.2s, v28.2s, #15
	shl	v17.2s, v12.2s, #0
	shl	v31.4h, v17.4h, #13
	shl	v22.4h, v9.4h, #7
	shl	v27.4h, v21.4h, #3
	shl	v18.4h, v12.4h, #3
	shl	v27.4s, v4.4s, #5
	shl	v25.4s, v23.4s, #31
	shl	v6.4s, v26.4s, #13
	shl	v5.4s, v23.4s, #14
	shl	v1.8b, v25.8b, #7
	shl	v11.8b, v22.8b, #0
	shl	v24.8b, v23.8b, #6
	shl	v19.8b, v17.8b, #1
	shl	v11.8h, v22.8h, #1
	shl	v27.8h, v30.8h, #6
	shl	v11.8h, v17.8h, #11
	shl	v14.8h, v27.8h, #1
	shrn	v8.2s, v21.2d, #5
	shrn	v13.2s, v2.2d, #1
	shrn	v5.2s, v23.2d, #32
	shrn	v17.2s, v12.2d, #24
	shrn2	v25.4s, v10.2d, #9
	shrn2	v9.4s, v30.2d, #1
	shrn2	v14.4s, v6.2d, #23
	shrn2	v3.4s, v19.2d, #12
	shrn	v2.4h, v25.4s, #2
	shrn	v17.4h, v8.4s, #2
	shrn	v25.4h, v18.4s, #2
	shrn	v3.4h, v11.4s, #11
	shrn2	v18.8h, v0.4s, #1
	shrn2	v1.8h, v21.4s, #13
	shrn2	v11.8h, v5.4s, #11
	shrn2	v21.8h, v9.4s, #1
	shrn	v17.8b, v19.8h, #4
	shrn	v6.8b, v3.8h, #3
	shrn	v0.8b, v21.8h, #1
	shrn	v16.8b, v12.8h, #5
	shrn2	v21.16b, v24.8h, #1
	shrn2	v1.16b, v28.8h, #8
	shrn2	v14.16b, v26.8h, #1
	shrn2	v24.16b, v5.8h, #8
	shsub	v1.16b, v22.16b, v28.16b
	shsub	v18.16b, v3.16b, v21.16b
	shsub	v13.16b, v7.16b, v27.16b
	shsub	v5.16b, v3.16b, v24.16b
	shsub	v21.2s, v13.2s, v2.2s
	shsub	v20.2s, v18.2s, v16.2s
	shsub	v29.2s, v23.2s, v20.2s
	shsub	v9.2s, v30.2s, v30.2s
	shsub	v19.4h, v27.4h, v3.4h
	shsub	v2.4h, v25.4h, v7.4h
	shsub	v0.4h, v28.4h, v13.4h
	shsub	v23.4h, v18.4h, v15.4h
	shsub	v17.4s, v29.4s, v20.4s
	shsub	v31.4s, v13.4s, v7.4s
	shsub	v30.4s, v13.4s, v0.4s
	shsub	v22.4s, v23.4s, v3.4s
	shsub	v26.8b, v23.8b, v22.8b
	shsub	v29.8b, v16.8b, v23.8b
	shsub	v0.8b, v30.8b, v31.8b
	shsub	v23.8b, v11.8b, v26.8b
	shsub	v3.8h, v2.8h, v6.8h
	shsub	v28.8h, v21.8h, v11.8h
	shsub	v16.8h, v2.8h, v17.8h
	shsub	v19.8h, v19.8h, v30.8h
	sli	d14, d1, #18
	sli	d1, d13, #5
	sli	d0, d18, #24
	sli	d19, d23, #43
	sli	v7.16b, v19.16b, #4
	sli	v0.16b, v18.16b, #0
	sli	v3.16b, v3.16b, #4
	sli	v7.16b, v28.16b, #7
	sli	v26.2d, v22.2d, #49
	sli	v8.2d, v17.2d, #13
	sli	v28.2d, v29.2d, #58
	sli	v19.2d, v27.2d, #20
	sli	v10.2s, v29.2s, #24
	sli	v12.2s, v0.2s, #0
	sli	v0.2s, v31.2s, #11
	sli	v16.2s, v31.2s, #15
	sli	v20.4h, v31.4h, #4
	sli	v10.4h, v25.4h, #1
	sli	v15.4h, v15.4h, #15
	sli	v14.4h, v15.4h, #10
	sli	v29.4s, v7.4s, #16
	sli	v0.4s, v22.4s, #14
	sli	v6.4s, v20.4s, #7
	sli	v10.4s, v4.4s, #18
	sli	v5.8b, v27.8b, #1
	sli	v24.8b, v7.8b, #0
	sli	v26.8b, v13.8b, #2
	sli	v27.8b, v10.8b, #1
	sli	v17.8h, v21.8h, #8
	sli	v24.8h, v9.8h, #4
	sli	v15.8h, v5.8h, #5
	sli	v21.8h, v22.8h, #5
	smaddl	x10, w5, w10, x1
	smaddl	x12, w16, w8, x11
	smull	x28, w1, w22
	smaddl	x3, w9, w1, x27
	smaxp	v13.16b, v20.16b, v14.16b
	smaxp	v8.16b, v1.16b, v29.16b
	smaxp	v16.16b, v27.16b, v27.16b
	smaxp	v27.16b, v17.16b, v15.16b
	smaxp	v12.2s, v21.2s, v31.2s
	smaxp	v5.2s, v16.2s, v7.2s
	smaxp	v4.2s, v20.2s, v16.2s
	smaxp	v19.2s, v9.2s, v22.2s
	smaxp	v26.4h, v1.4h, v23.4h
	smaxp	v30.4h, v18.4h, v18.4h
	smaxp	v2.4h, v10.4h, v28.4h
	smaxp	v4.4h, v31.4h, v25.4h
	smaxp	v11.4s, v18.4s, v12.4s
	smaxp	v8.4s, v0.4s, v10.4s
	smaxp	v1.4s, v11.4s, v10.4s
	smaxp	v22.4s, v15.4s, v18.4s
	smaxp	v6.8b, v16.8b, v16.8b
	smaxp	v18.8b, v26.8b, v15.8b
	smaxp	v10.8b, v16.8b, v30.8b
	smaxp	v9.8b, v27.8b, v3.8b
	smaxp	v26.8h, v27.8h, v11.8h
	smaxp	v22.8h, v25.8h, v25.8h
	smaxp	v31.8h, v25.8h, v28.8h
	smaxp	v0.8h, v29.8h, v11.8h
	smaxv	b13, v28.16b
	smaxv	b22, v10.16b
	smaxv	b12, v14.16b
	smaxv	b11, v12.16b
	smaxv	h27, v19.4h
	smaxv	h14, v21.4h
	smaxv	h25, v4.4h
	smaxv	h22, v15.4h
	smaxv	s13, v13.4s
	smaxv	s6, v18.4s
	smaxv	s23, v14.4s
	smaxv	s29, v5.4s
	smaxv	b23, v30.8b
	smaxv	b20, v16.8b
	smaxv	b29, v27.8b
	smaxv	b0, v11.8b
	smaxv	h9, v13.8h
	smaxv	h23, v24.8h
	smaxv	h10, v2.8h
	smaxv	h12, v23.8h
	smax	v19.16b, v19.16b, v9.16b
	smax	v17.16b, v15.16b, v31.16b
	smax	v11.16b, v30.16b, v11.16b
	smax	v26.16b, v22.16b, v14.16b
	smax	v9.2s, v3.2s, v26.2s
	smax	v10.2s, v21.2s, v31.2s
	smax	v7.2s, v26.2s, v24.2s
	smax	v3.2s, v13.2s, v18.2s
	smax	v26.4h, v14.4h, v13.4h
	smax	v29.4h, v23.4h, v11.4h
	smax	v23.4h, v18.4h, v17.4h
	smax	v26.4h, v23.4h, v17.4h
	smax	v30.4s, v29.4s, v9.4s
	smax	v17.4s, v14.4s, v2.4s
	smax	v12.4s, v13.4s, v1.4s
	smax	v25.4s, v1.4s, v5.4s
	smax	v13.8b, v18.8b, v19.8b
	smax	v1.8b, v1.8b, v28.8b
	smax	v23.8b, v8.8b, v8.8b
	smax	v9.8b, v1.8b, v20.8b
	smax	v20.8h, v2.8h, v10.8h
	smax	v28.8h, v23.8h, v21.8h
	smax	v25.8h, v20.8h, v22.8h
	smax	v4.8h, v2.8h, v1.8h
	smc	#0x1053
	smc	#0x2f83
	smc	#0x7aa
	smc	#0
	sminp	v10.16b, v0.16b, v7.16b
	sminp	v13.16b, v25.16b, v28.16b
	sminp	v24.16b, v28.16b, v11.16b
	sminp	v29.16b, v23.16b, v20.16b
	sminp	v24.2s, v31.2s, v17.2s
	sminp	v29.2s, v13.2s, v10.2s
	sminp	v0.2s, v6.2s, v31.2s
	sminp	v23.2s, v31.2s, v1.2s
	sminp	v7.4h, v25.4h, v21.4h
	sminp	v27.4h, v31.4h, v0.4h
	sminp	v9.4h, v22.4h, v9.4h
	sminp	v7.4h, v7.4h, v2.4h
	sminp	v22.4s, v11.4s, v24.4s
	sminp	v23.4s, v7.4s, v19.4s
	sminp	v29.4s, v23.4s, v13.4s
	sminp	v6.4s, v29.4s, v2.4s
	sminp	v28.8b, v21.8b, v29.8b
	sminp	v15.8b, v3.8b, v3.8b
	sminp	v3.8b, v5.8b, v26.8b
	sminp	v23.8b, v17.8b, v31.8b
	sminp	v5.8h, v27.8h, v17.8h
	sminp	v7.8h, v8.8h, v11.8h
	sminp	v22.8h, v17.8h, v24.8h
	sminp	v3.8h, v2.8h, v7.8h
	sminv	b15, v7.16b
	sminv	b6, v16.16b
	sminv	b24, v22.16b
	sminv	b25, v20.16b
	sminv	h16, v15.4h
	sminv	h28, v3.4h
	sminv	h10, v13.4h
	sminv	h13, v16.4h
	sminv	s4, v8.4s
	sminv	s11, v24.4s
	sminv	s23, v21.4s
	sminv	s24, v29.4s
	sminv	b29, v10.8b
	sminv	b23, v8.8b
	sminv	b14, v14.8b
	sminv	b3, v5.8b
	sminv	h9, v16.8h
	sminv	h31, v15.8h
	sminv	h21, v26.8h
	sminv	h2, v21.8h
	smin	v30.16b, v28.16b, v30.16b
	smin	v24.16b, v25.16b, v14.16b
	smin	v24.16b, v5.16b, v5.16b
	smin	v15.16b, v12.16b, v19.16b
	smin	v12.2s, v4.2s, v8.2s
	smin	v13.2s, v21.2s, v25.2s
	smin	v19.2s, v21.2s, v23.2s
	smin	v29.2s, v28.2s, v9.2s
	smin	v7.4h, v10.4h, v3.4h
	smin	v16.4h, v18.4h, v31.4h
	smin	v21.4h, v27.4h, v7.4h
	smin	v7.4h, v19.4h, v10.4h
	smin	v6.4s, v4.4s, v23.4s
	smin	v29.4s, v27.4s, v9.4s
	smin	v0.4s, v16.4s, v31.4s
	smin	v31.4s, v20.4s, v12.4s
	smin	v23.8b, v31.8b, v3.8b
	smin	v24.8b, v19.8b, v22.8b
	smin	v18.8b, v10.8b, v3.8b
	smin	v15.8b, v30.8b, v27.8b
	smin	v16.8h, v11.8h, v26.8h
	smin	v6.8h, v10.8h, v5.8h
	smin	v8.8h, v26.8h, v17.8h
	smin	v7.8h, v28.8h, v23.8h
	smlal	v9.2d, v23.2s, v24.s[0]
	smlal	v26.2d, v23.2s, v26.s[2]
	smlal	v5.2d, v31.2s, v10.s[0]
	smlal	v19.2d, v29.2s, v25.s[0]
	smlal2	v12.2d, v29.4s, v14.s[3]
	smlal2	v19.2d, v5.4s, v19.s[2]
	smlal2	v29.2d, v21.4s, v3.s[1]
	smlal2	v0.2d, v11.4s, v12.s[1]
	smlal	v11.4s, v20.4h, v1.h[5]
	smlal	v7.4s, v0.4h, v8.h[5]
	smlal	v13.4s, v19.4h, v12.h[2]
	smlal	v26.4s, v27.4h, v14.h[7]
	smlal2	v14.4s, v28.8h, v9.h[0]
	smlal2	v2.4s, v22.8h, v2.h[4]
	smlal2	v11.4s, v3.8h, v3.h[6]
	smlal2	v6.4s, v17.8h, v6.h[6]
	smlal	v7.2d, v15.2s, v0.2s
	smlal	v7.2d, v9.2s, v24.2s
	smlal	v30.2d, v11.2s, v0.2s
	smlal	v0.2d, v11.2s, v10.2s
	smlal2	v18.2d, v5.4s, v1.4s
	smlal2	v29.2d, v30.4s, v23.4s
	smlal2	v21.2d, v24.4s, v4.4s
	smlal2	v7.2d, v24.4s, v14.4s
	smlal	v16.4s, v24.4h, v11.4h
	smlal	v10.4s, v14.4h, v2.4h
	smlal	v15.4s, v12.4h, v28.4h
	smlal	v22.4s, v1.4h, v27.4h
	smlal2	v9.4s, v31.8h, v5.8h
	smlal2	v7.4s, v12.8h, v6.8h
	smlal2	v22.4s, v31.8h, v8.8h
	smlal2	v3.4s, v7.8h, v5.8h
	smlal	v14.8h, v27.8b, v14.8b
	smlal	v12.8h, v2.8b, v27.8b
	smlal	v3.8h, v18.8b, v26.8b
	smlal	v1.8h, v26.8b, v27.8b
	smlal2	v31.8h, v1.16b, v28.16b
	smlal2	v14.8h, v21.16b, v25.16b
	smlal2	v23.8h, v21.16b, v0.16b
	smlal2	v18.8h, v1.16b, v7.16b
	smlsl	v25.2d, v11.2s, v6.s[2]
	smlsl	v30.2d, v17.2s, v25.s[1]
	smlsl	v12.2d, v14.2s, v4.s[0]
	smlsl	v30.2d, v18.2s, v2.s[3]
	smlsl2	v10.2d, v30.4s, v1.s[0]
	smlsl2	v9.2d, v22.4s, v7.s[2]
	smlsl2	v25.2d, v30.4s, v19.s[1]
	smlsl2	v27.2d, v9.4s, v22.s[3]
	smlsl	v25.4s, v8.4h, v4.h[1]
	smlsl	v14.4s, v31.4h, v12.h[1]
	smlsl	v27.4s, v30.4h, v4.h[1]
	smlsl	v16.4s, v29.4h, v1.h[2]
	smlsl2	v9.4s, v5.8h, v12.h[5]
	smlsl2	v7.4s, v11.8h, v12.h[2]
	smlsl2	v21.4s, v4.8h, v7.h[7]
	smlsl2	v17.4s, v13.8h, v0.h[7]
	smlsl	v27.2d, v18.2s, v20.2s
	smlsl	v0.2d, v18.2s, v2.2s
	smlsl	v30.2d, v31.2s, v4.2s
	smlsl	v7.2d, v6.2s, v31.2s
	smlsl2	v9.2d, v4.4s, v8.4s
	smlsl2	v12.2d, v9.4s, v16.4s
	smlsl2	v14.2d, v28.4s, v24.4s
	smlsl2	v5.2d, v9.4s, v15.4s
	smlsl	v20.4s, v0.4h, v16.4h
	smlsl	v17.4s, v4.4h, v26.4h
	smlsl	v18.4s, v25.4h, v6.4h
	smlsl	v7.4s, v10.4h, v17.4h
	smlsl2	v29.4s, v18.8h, v1.8h
	smlsl2	v31.4s, v1.8h, v5.8h
	smlsl2	v19.4s, v0.8h, v22.8h
	smlsl2	v24.4s, v23.8h, v28.8h
	smlsl	v31.8h, v22.8b, v16.8b
	smlsl	v2.8h, v6.8b, v9.8b
	smlsl	v27.8h, v13.8b, v30.8b
	smlsl	v4.8h, v20.8b, v19.8b
	smlsl2	v9.8h, v20.16b, v18.16b
	smlsl2	v1.8h, v25.16b, v11.16b
	smlsl2	v18.8h, v16.16b, v16.16b
	smlsl2	v5.8h, v30.16b, v18.16b
	smov	w0, v21.b[8]
	smov	w27, v30.b[14]
	smov	w21, v23.b[0]
	smov	w19, v17.b[8]
	smov	w12, v28.h[1]
	smov	w18, v14.h[4]
	smov	w30, v6.h[1]
	smov	w28, v7.h[0]
	smov	x1, v20.b[15]
	smov	x9, v26.b[5]
	smov	x16, v4.b[10]
	smov	x18, v25.b[13]
	smov	x6, v12.h[0]
	smov	x19, v30.h[1]
	smov	x7, v24.h[0]
	smov	x28, v21.h[7]
	smov	x10, v9.s[3]
	smov	x27, v14.s[0]
	smov	x6, v19.s[0]
	smov	xzr, v30.s[0]
	smsubl	x21, w26, w20, x14
	smsubl	x28, w13, w2, x7
	smsubl	x20, w2, w25, x20
	smsubl	x4, w25, w10, x22
	smulh	x0, x2, x20
	smulh	x13, x16, x18
	smulh	x8, x19, x28
	smulh	x24, x14, x12
	smull	v14.2d, v6.2s, v26.s[0]
	smull	v9.2d, v6.2s, v2.s[1]
	smull	v31.2d, v31.2s, v21.s[1]
	smull	v22.2d, v13.2s, v12.s[1]
	smull2	v11.2d, v21.4s, v20.s[2]
	smull2	v5.2d, v9.4s, v10.s[2]
	smull2	v11.2d, v31.4s, v5.s[0]
	smull2	v7.2d, v7.4s, v21.s[2]
	smull	v22.4s, v12.4h, v15.h[7]
	smull	v24.4s, v21.4h, v9.h[6]
	smull	v24.4s, v17.4h, v15.h[3]
	smull	v17.4s, v11.4h, v2.h[1]
	smull2	v22.4s, v3.8h, v5.h[2]
	smull2	v13.4s, v2.8h, v11.h[6]
	smull2	v18.4s, v13.8h, v8.h[3]
	smull2	v13.4s, v8.8h, v2.h[0]
	smull	v7.2d, v7.2s, v1.2s
	smull	v16.2d, v9.2s, v13.2s
	smull	v26.2d, v2.2s, v15.2s
	smull	v8.2d, v11.2s, v10.2s
	smull2	v7.2d, v31.4s, v24.4s
	smull2	v9.2d, v28.4s, v15.4s
	smull2	v30.2d, v13.4s, v13.4s
	smull2	v3.2d, v4.4s, v14.4s
	smull	v31.4s, v21.4h, v0.4h
	smull	v22.4s, v17.4h, v10.4h
	smull	v9.4s, v19.4h, v7.4h
	smull	v10.4s, v17.4h, v12.4h
	smull2	v3.4s, v16.8h, v13.8h
	smull2	v1.4s, v29.8h, v27.8h
	smull2	v15.4s, v22.8h, v14.8h
	smull2	v1.4s, v26.8h, v29.8h
	smull	v28.8h, v14.8b, v10.8b
	smull	v7.8h, v9.8b, v14.8b
	smull	v23.8h, v5.8b, v0.8b
	smull	v31.8h, v22.8b, v23.8b
	smull2	v10.8h, v17.16b, v27.16b
	smull2	v4.8h, v1.16b, v10.16b
	smull2	v2.8h, v15.16b, v13.16b
	smull2	v7.8h, v10.16b, v28.16b
	sqabs	b25, b30
	sqabs	b22, b16
	sqabs	b28, b29
	sqabs	b0, b21
	sqabs	d1, d13
	sqabs	d19, d25
	sqabs	d25, d23
	sqabs	d23, d6
	sqabs	h20, h7
	sqabs	h12, h28
	sqabs	h24, h17
	sqabs	h2, h14
	sqabs	s16, s31
	sqabs	s0, s30
	sqabs	s3, s4
	sqabs	s23, s11
	sqabs	v18.16b, v20.16b
	sqabs	v4.16b, v25.16b
	sqabs	v12.16b, v6.16b
	sqabs	v2.16b, v22.16b
	sqabs	v7.2d, v4.2d
	sqabs	v21.2d, v9.2d
	sqabs	v20.2d, v9.2d
	sqabs	v20.2d, v8.2d
	sqabs	v29.2s, v22.2s
	sqabs	v17.2s, v14.2s
	sqabs	v25.2s, v1.2s
	sqabs	v23.2s, v14.2s
	sqabs	v31.4h, v3.4h
	sqabs	v18.4h, v20.4h
	sqabs	v28.4h, v19.4h
	sqabs	v8.4h, v18.4h
	sqabs	v29.4s, v5.4s
	sqabs	v4.4s, v2.4s
	sqabs	v11.4s, v7.4s
	sqabs	v22.4s, v29.4s
	sqabs	v18.8b, v31.8b
	sqabs	v8.8b, v26.8b
	sqabs	v18.8b, v14.8b
	sqabs	v17.8b, v0.8b
	sqabs	v20.8h, v12.8h
	sqabs	v11.8h, v21.8h
	sqabs	v20.8h, v28.8h
	sqabs	v4.8h, v12.8h
	sqadd	b3, b5, b4
	sqadd	b26, b25, b30
	sqadd	b27, b1, b12
	sqadd	b0, b30, b20
	sqadd	d0, d3, d26
	sqadd	d1, d1, d31
	sqadd	d4, d16, d23
	sqadd	d13, d9, d23
	sqadd	h25, h18, h7
	sqadd	h8, h16, h31
	sqadd	h15, h28, h26
	sqadd	h27, h29, h28
	sqadd	s11, s9, s22
	sqadd	s15, s19, s2
	sqadd	s0, s10, s31
	sqadd	s23, s25, s28
	sqadd	v12.16b, v24.16b, v20.16b
	sqadd	v4.16b, v6.16b, v29.16b
	sqadd	v2.16b, v13.16b, v15.16b
	sqadd	v30.16b, v26.16b, v3.16b
	sqadd	v4.2d, v19.2d, v23.2d
	sqadd	v3.2d, v18.2d, v26.2d
	sqadd	v1.2d, v15.2d, v26.2d
	sqadd	v24.2d, v5.2d, v31.2d
	sqadd	v9.2s, v30.2s, v21.2s
	sqadd	v21.2s, v21.2s, v26.2s
	sqadd	v18.2s, v12.2s, v23.2s
	sqadd	v10.2s, v13.2s, v17.2s
	sqadd	v14.4h, v4.4h, v30.4h
	sqadd	v9.4h, v2.4h, v6.4h
	sqadd	v18.4h, v18.4h, v0.4h
	sqadd	v20.4h, v17.4h, v20.4h
	sqadd	v7.4s, v9.4s, v26.4s
	sqadd	v28.4s, v25.4s, v6.4s
	sqadd	v0.4s, v2.4s, v6.4s
	sqadd	v13.4s, v22.4s, v14.4s
	sqadd	v0.8b, v28.8b, v4.8b
	sqadd	v1.8b, v28.8b, v23.8b
	sqadd	v24.8b, v0.8b, v7.8b
	sqadd	v21.8b, v12.8b, v14.8b
	sqadd	v4.8h, v10.8h, v19.8h
	sqadd	v0.8h, v16.8h, v21.8h
	sqadd	v2.8h, v26.8h, v13.8h
	sqadd	v1.8h, v12.8h, v14.8h
	sqdmlal	s17, h14, v11.h[1]
	sqdmlal	s23, h30, v14.h[3]
	sqdmlal	s2, h2, v9.h[4]
	sqdmlal	s1, h29, v14.h[0]
	sqdmlal	d7, s26, v26.s[3]
	sqdmlal	d14, s6, v6.s[2]
	sqdmlal	d12, s14, v22.s[3]
	sqdmlal	d4, s7, v6.s[2]
	sqdmlal	v24.2d, v20.2s, v1.s[0]
	sqdmlal	v27.2d, v5.2s, v26.s[1]
	sqdmlal	v10.2d, v1.2s, v26.s[0]
	sqdmlal	v8.2d, v14.2s, v13.s[3]
	sqdmlal2	v5.2d, v31.4s, v9.s[0]
	sqdmlal2	v18.2d, v23.4s, v16.s[3]
	sqdmlal2	v20.2d, v27.4s, v28.s[3]
	sqdmlal2	v21.2d, v31.4s, v19.s[3]
	sqdmlal	v1.4s, v17.4h, v14.h[4]
	sqdmlal	v17.4s, v0.4h, v5.h[1]
	sqdmlal	v30.4s, v22.4h, v8.h[1]
	sqdmlal	v12.4s, v27.4h, v12.h[3]
	sqdmlal2	v29.4s, v27.8h, v12.h[3]
	sqdmlal2	v10.4s, v22.8h, v15.h[0]
	sqdmlal2	v12.4s, v7.8h, v6.h[2]
	sqdmlal2	v2.4s, v30.8h, v6.h[1]
	sqdmlal	s28, h30, h20
	sqdmlal	s22, h17, h2
	sqdmlal	s29, h9, h0
	sqdmlal	s3, h14, h1
	sqdmlal	d14, s30, s11
	sqdmlal	d14, s7, s4
	sqdmlal	d17, s16, s28
	sqdmlal	d12, s17, s16
	sqdmlal	v13.2d, v27.2s, v26.2s
	sqdmlal	v0.2d, v14.2s, v25.2s
	sqdmlal	v12.2d, v20.2s, v13.2s
	sqdmlal	v18.2d, v14.2s, v0.2s
	sqdmlal2	v23.2d, v21.4s, v22.4s
	sqdmlal2	v26.2d, v29.4s, v7.4s
	sqdmlal2	v4.2d, v23.4s, v17.4s
	sqdmlal2	v27.2d, v19.4s, v21.4s
	sqdmlal	v9.4s, v3.4h, v30.4h
	sqdmlal	v15.4s, v26.4h, v17.4h
	sqdmlal	v3.4s, v2.4h, v31.4h
	sqdmlal	v24.4s, v24.4h, v7.4h
	sqdmlal2	v20.4s, v9.8h, v18.8h
	sqdmlal2	v22.4s, v31.8h, v8.8h
	sqdmlal2	v17.4s, v29.8h, v9.8h
	sqdmlal2	v6.4s, v21.8h, v26.8h
	sqdmlsl	s10, h5, v11.h[0]
	sqdmlsl	s23, h19, v14.h[5]
	sqdmlsl	s20, h29, v6.h[0]
	sqdmlsl	s13, h22, v13.h[0]
	sqdmlsl	d17, s27, v29.s[2]
	sqdmlsl	d14, s30, v2.s[0]
	sqdmlsl	d10, s24, v7.s[0]
	sqdmlsl	d10, s12, v17.s[0]
	sqdmlsl	v22.2d, v13.2s, v0.s[1]
	sqdmlsl	v21.2d, v14.2s, v9.s[2]
	sqdmlsl	v28.2d, v12.2s, v7.s[2]
	sqdmlsl	v1.2d, v20.2s, v19.s[0]
	sqdmlsl2	v10.2d, v7.4s, v20.s[0]
	sqdmlsl2	v17.2d, v0.4s, v20.s[1]
	sqdmlsl2	v12.2d, v12.4s, v7.s[1]
	sqdmlsl2	v2.2d, v11.4s, v7.s[0]
	sqdmlsl	v27.4s, v17.4h, v5.h[0]
	sqdmlsl	v30.4s, v31.4h, v11.h[0]
	sqdmlsl	v0.4s, v15.4h, v9.h[5]
	sqdmlsl	v28.4s, v3.4h, v13.h[0]
	sqdmlsl2	v23.4s, v22.8h, v7.h[5]
	sqdmlsl2	v30.4s, v10.8h, v7.h[4]
	sqdmlsl2	v8.4s, v4.8h, v5.h[5]
	sqdmlsl2	v2.4s, v29.8h, v14.h[7]
	sqdmlsl	s12, h14, h24
	sqdmlsl	s24, h18, h19
	sqdmlsl	s18, h30, h16
	sqdmlsl	s18, h5, h3
	sqdmlsl	d15, s20, s3
	sqdmlsl	d7, s1, s25
	sqdmlsl	d17, s14, s6
	sqdmlsl	d19, s23, s29
	sqdmlsl	v26.2d, v20.2s, v29.2s
	sqdmlsl	v1.2d, v1.2s, v14.2s
	sqdmlsl	v27.2d, v31.2s, v7.2s
	sqdmlsl	v15.2d, v21.2s, v17.2s
	sqdmlsl2	v14.2d, v18.4s, v4.4s
	sqdmlsl2	v31.2d, v0.4s, v2.4s
	sqdmlsl2	v19.2d, v10.4s, v10.4s
	sqdmlsl2	v28.2d, v26.4s, v6.4s
	sqdmlsl	v20.4s, v20.4h, v25.4h
	sqdmlsl	v8.4s, v8.4h, v21.4h
	sqdmlsl	v19.4s, v14.4h, v29.4h
	sqdmlsl	v2.4s, v2.4h, v29.4h
	sqdmlsl2	v6.4s, v13.8h, v16.8h
	sqdmlsl2	v19.4s, v17.8h, v17.8h
	sqdmlsl2	v3.4s, v3.8h, v16.8h
	sqdmlsl2	v21.4s, v12.8h, v6.8h
	sqdmulh	h9, h15, v8.h[5]
	sqdmulh	h14, h13, v5.h[5]
	sqdmulh	h0, h22, v5.h[2]
	sqdmulh	h24, h8, v10.h[6]
	sqdmulh	s1, s17, v30.s[1]
	sqdmulh	s28, s31, v14.s[0]
	sqdmulh	s22, s29, v23.s[2]
	sqdmulh	s20, s21, v25.s[3]
	sqdmulh	v5.2s, v8.2s, v22.s[3]
	sqdmulh	v21.2s, v10.2s, v15.s[2]
	sqdmulh	v7.2s, v26.2s, v6.s[0]
	sqdmulh	v3.2s, v1.2s, v25.s[3]
	sqdmulh	v20.4h, v16.4h, v14.h[7]
	sqdmulh	v30.4h, v0.4h, v6.h[0]
	sqdmulh	v25.4h, v1.4h, v10.h[7]
	sqdmulh	v15.4h, v17.4h, v2.h[0]
	sqdmulh	v9.4s, v4.4s, v15.s[2]
	sqdmulh	v26.4s, v7.4s, v30.s[3]
	sqdmulh	v26.4s, v20.4s, v11.s[0]
	sqdmulh	v17.4s, v1.4s, v4.s[2]
	sqdmulh	v17.8h, v29.8h, v2.h[6]
	sqdmulh	v30.8h, v2.8h, v10.h[7]
	sqdmulh	v0.8h, v30.8h, v7.h[3]
	sqdmulh	v16.8h, v11.8h, v15.h[1]
	sqdmulh	h20, h17, h17
	sqdmulh	h28, h7, h18
	sqdmulh	h31, h13, h25
	sqdmulh	h11, h30, h16
	sqdmulh	s6, s29, s24
	sqdmulh	s5, s16, s5
	sqdmulh	s8, s29, s17
	sqdmulh	s0, s21, s4
	sqdmulh	v7.2s, v13.2s, v31.2s
	sqdmulh	v30.2s, v15.2s, v9.2s
	sqdmulh	v7.2s, v21.2s, v12.2s
	sqdmulh	v0.2s, v6.2s, v27.2s
	sqdmulh	v5.4h, v30.4h, v20.4h
	sqdmulh	v19.4h, v21.4h, v9.4h
	sqdmulh	v17.4h, v5.4h, v11.4h
	sqdmulh	v14.4h, v4.4h, v0.4h
	sqdmulh	v7.4s, v30.4s, v6.4s
	sqdmulh	v11.4s, v8.4s, v3.4s
	sqdmulh	v6.4s, v11.4s, v3.4s
	sqdmulh	v22.4s, v15.4s, v18.4s
	sqdmulh	v30.8h, v27.8h, v7.8h
	sqdmulh	v5.8h, v8.8h, v25.8h
	sqdmulh	v9.8h, v28.8h, v25.8h
	sqdmulh	v21.8h, v1.8h, v2.8h
	sqdmull	s19, h29, v6.h[0]
	sqdmull	s24, h4, v13.h[0]
	sqdmull	s31, h26, v7.h[2]
	sqdmull	s27, h14, v13.h[6]
	sqdmull	d7, s15, v17.s[3]
	sqdmull	d17, s10, v30.s[3]
	sqdmull	d24, s4, v5.s[0]
	sqdmull	d14, s14, v29.s[2]
	sqdmull	v20.2d, v7.2s, v14.s[3]
	sqdmull	v1.2d, v19.2s, v25.s[0]
	sqdmull	v18.2d, v11.2s, v28.s[1]
	sqdmull	v9.2d, v12.2s, v25.s[2]
	sqdmull2	v28.2d, v17.4s, v15.s[1]
	sqdmull2	v6.2d, v19.4s, v30.s[0]
	sqdmull2	v30.2d, v25.4s, v17.s[2]
	sqdmull2	v6.2d, v2.4s, v21.s[0]
	sqdmull	v5.4s, v31.4h, v11.h[0]
	sqdmull	v19.4s, v14.4h, v14.h[1]
	sqdmull	v30.4s, v5.4h, v5.h[1]
	sqdmull	v10.4s, v22.4h, v8.h[6]
	sqdmull2	v22.4s, v19.8h, v8.h[0]
	sqdmull2	v30.4s, v21.8h, v13.h[1]
	sqdmull2	v14.4s, v8.8h, v1.h[1]
	sqdmull2	v26.4s, v24.8h, v5.h[5]
	sqdmull	s8, h29, h31
	sqdmull	s8, h20, h30
	sqdmull	s22, h5, h27
	sqdmull	s11, h5, h22
	sqdmull	d16, s27, s27
	sqdmull	d22, s30, s1
	sqdmull	d0, s24, s31
	sqdmull	d16, s1, s26
	sqdmull	v2.2d, v0.2s, v4.2s
	sqdmull	v0.2d, v21.2s, v8.2s
	sqdmull	v6.2d, v30.2s, v5.2s
	sqdmull	v14.2d, v12.2s, v6.2s
	sqdmull2	v26.2d, v2.4s, v26.4s
	sqdmull2	v4.2d, v7.4s, v25.4s
	sqdmull2	v0.2d, v31.4s, v11.4s
	sqdmull2	v18.2d, v28.4s, v2.4s
	sqdmull	v3.4s, v30.4h, v6.4h
	sqdmull	v0.4s, v16.4h, v13.4h
	sqdmull	v12.4s, v18.4h, v11.4h
	sqdmull	v0.4s, v8.4h, v19.4h
	sqdmull2	v29.4s, v19.8h, v2.8h
	sqdmull2	v29.4s, v21.8h, v6.8h
	sqdmull2	v9.4s, v8.8h, v7.8h
	sqdmull2	v7.4s, v6.8h, v14.8h
	sqneg	b26, b6
	sqneg	b25, b26
	sqneg	b14, b26
	sqneg	b21, b9
	sqneg	d26, d24
	sqneg	d5, d24
	sqneg	d26, d21
	sqneg	d21, d2
	sqneg	h27, h23
	sqneg	h31, h12
	sqneg	h13, h12
	sqneg	h24, h21
	sqneg	s0, s20
	sqneg	s15, s23
	sqneg	s18, s24
	sqneg	s18, s0
	sqneg	v16.16b, v6.16b
	sqneg	v8.16b, v17.16b
	sqneg	v23.16b, v4.16b
	sqneg	v28.16b, v7.16b
	sqneg	v6.2d, v17.2d
	sqneg	v14.2d, v30.2d
	sqneg	v19.2d, v19.2d
	sqneg	v12.2d, v9.2d
	sqneg	v27.2s, v17.2s
	sqneg	v20.2s, v19.2s
	sqneg	v30.2s, v7.2s
	sqneg	v28.2s, v6.2s
	sqneg	v13.4h, v2.4h
	sqneg	v2.4h, v12.4h
	sqneg	v16.4h, v28.4h
	sqneg	v11.4h, v1.4h
	sqneg	v16.4s, v10.4s
	sqneg	v2.4s, v18.4s
	sqneg	v4.4s, v16.4s
	sqneg	v7.4s, v3.4s
	sqneg	v9.8b, v20.8b
	sqneg	v8.8b, v31.8b
	sqneg	v11.8b, v26.8b
	sqneg	v13.8b, v30.8b
	sqneg	v19.8h, v2.8h
	sqneg	v27.8h, v19.8h
	sqneg	v31.8h, v1.8h
	sqneg	v16.8h, v19.8h
	sqrdmulh	h19, h13, v7.h[0]
	sqrdmulh	h22, h25, v11.h[4]
	sqrdmulh	h19, h5, v13.h[3]
	sqrdmulh	h26, h25, v13.h[0]
	sqrdmulh	s27, s1, v27.s[1]
	sqrdmulh	s14, s22, v6.s[3]
	sqrdmulh	s27, s2, v9.s[0]
	sqrdmulh	s23, s23, v23.s[2]
	sqrdmulh	v15.2s, v12.2s, v4.s[0]
	sqrdmulh	v17.2s, v3.2s, v1.s[1]
	sqrdmulh	v16.2s, v24.2s, v1.s[3]
	sqrdmulh	v14.2s, v16.2s, v26.s[0]
	sqrdmulh	v17.4h, v23.4h, v9.h[0]
	sqrdmulh	v20.4h, v2.4h, v9.h[3]
	sqrdmulh	v27.4h, v6.4h, v7.h[0]
	sqrdmulh	v10.4h, v3.4h, v4.h[0]
	sqrdmulh	v29.4s, v12.4s, v31.s[1]
	sqrdmulh	v16.4s, v5.4s, v1.s[0]
	sqrdmulh	v8.4s, v28.4s, v16.s[1]
	sqrdmulh	v1.4s, v14.4s, v16.s[0]
	sqrdmulh	v18.8h, v0.8h, v1.h[0]
	sqrdmulh	v3.8h, v26.8h, v12.h[2]
	sqrdmulh	v26.8h, v22.8h, v11.h[0]
	sqrdmulh	v28.8h, v9.8h, v6.h[1]
	sqrdmulh	h6, h26, h20
	sqrdmulh	h26, h9, h1
	sqrdmulh	h19, h10, h1
	sqrdmulh	h6, h24, h17
	sqrdmulh	s28, s19, s3
	sqrdmulh	s13, s30, s20
	sqrdmulh	s15, s19, s12
	sqrdmulh	s20, s11, s3
	sqrdmulh	v20.2s, v7.2s, v28.2s
	sqrdmulh	v28.2s, v27.2s, v19.2s
	sqrdmulh	v26.2s, v28.2s, v24.2s
	sqrdmulh	v8.2s, v28.2s, v14.2s
	sqrdmulh	v7.4h, v12.4h, v12.4h
	sqrdmulh	v4.4h, v14.4h, v11.4h
	sqrdmulh	v30.4h, v1.4h, v6.4h
	sqrdmulh	v13.4h, v4.4h, v10.4h
	sqrdmulh	v2.4s, v7.4s, v1.4s
	sqrdmulh	v1.4s, v18.4s, v29.4s
	sqrdmulh	v8.4s, v2.4s, v27.4s
	sqrdmulh	v17.4s, v3.4s, v22.4s
	sqrdmulh	v9.8h, v16.8h, v13.8h
	sqrdmulh	v12.8h, v3.8h, v0.8h
	sqrdmulh	v20.8h, v1.8h, v10.8h
	sqrdmulh	v10.8h, v11.8h, v12.8h
	sqrshl	b14, b8, b21
	sqrshl	b22, b1, b28
	sqrshl	b23, b8, b10
	sqrshl	b0, b5, b6
	sqrshl	d15, d28, d26
	sqrshl	d24, d0, d23
	sqrshl	d17, d24, d28
	sqrshl	d11, d5, d11
	sqrshl	h25, h8, h23
	sqrshl	h13, h2, h11
	sqrshl	h3, h3, h24
	sqrshl	h28, h3, h27
	sqrshl	s29, s29, s5
	sqrshl	s20, s24, s17
	sqrshl	s29, s10, s20
	sqrshl	s26, s18, s13
	sqrshl	v17.16b, v17.16b, v31.16b
	sqrshl	v19.16b, v6.16b, v28.16b
	sqrshl	v24.16b, v7.16b, v16.16b
	sqrshl	v22.16b, v26.16b, v20.16b
	sqrshl	v1.2d, v20.2d, v27.2d
	sqrshl	v0.2d, v24.2d, v3.2d
	sqrshl	v21.2d, v10.2d, v16.2d
	sqrshl	v23.2d, v11.2d, v12.2d
	sqrshl	v30.2s, v16.2s, v24.2s
	sqrshl	v2.2s, v3.2s, v6.2s
	sqrshl	v2.2s, v18.2s, v13.2s
	sqrshl	v20.2s, v30.2s, v23.2s
	sqrshl	v18.4h, v13.4h, v18.4h
	sqrshl	v5.4h, v9.4h, v0.4h
	sqrshl	v29.4h, v1.4h, v20.4h
	sqrshl	v9.4h, v15.4h, v2.4h
	sqrshl	v2.4s, v22.4s, v6.4s
	sqrshl	v5.4s, v30.4s, v6.4s
	sqrshl	v18.4s, v31.4s, v17.4s
	sqrshl	v8.4s, v30.4s, v28.4s
	sqrshl	v9.8b, v27.8b, v25.8b
	sqrshl	v1.8b, v11.8b, v2.8b
	sqrshl	v29.8b, v22.8b, v0.8b
	sqrshl	v25.8b, v9.8b, v10.8b
	sqrshl	v1.8h, v3.8h, v24.8h
	sqrshl	v29.8h, v9.8h, v9.8h
	sqrshl	v6.8h, v17.8h, v24.8h
	sqrshl	v26.8h, v25.8h, v26.8h
	sqrshrn	b3, h30, #8
	sqrshrn	b20, h7, #7
	sqrshrn	b9, h10, #4
	sqrshrn	b25, h17, #8
	sqrshrn	h0, s12, #15
	sqrshrn	h2, s15, #16
	sqrshrn	h11, s4, #2
	sqrshrn	h25, s6, #1
	sqrshrn	s6, d3, #5
	sqrshrn	s23, d30, #19
	sqrshrn	s17, d21, #26
	sqrshrn	s4, d6, #27
	sqrshrn	v20.2s, v25.2d, #28
	sqrshrn	v6.2s, v3.2d, #1
	sqrshrn	v22.2s, v5.2d, #32
	sqrshrn	v10.2s, v4.2d, #1
	sqrshrn2	v19.4s, v0.2d, #1
	sqrshrn2	v26.4s, v8.2d, #31
	sqrshrn2	v28.4s, v19.2d, #15
	sqrshrn2	v26.4s, v30.2d, #12
	sqrshrn	v24.4h, v17.4s, #6
	sqrshrn	v12.4h, v16.4s, #3
	sqrshrn	v16.4h, v13.4s, #5
	sqrshrn	v3.4h, v25.4s, #15
	sqrshrn2	v25.8h, v15.4s, #10
	sqrshrn2	v8.8h, v5.4s, #4
	sqrshrn2	v11.8h, v6.4s, #14
	sqrshrn2	v29.8h, v16.4s, #14
	sqrshrn	v25.8b, v27.8h, #1
	sqrshrn	v9.8b, v16.8h, #1
	sqrshrn	v11.8b, v1.8h, #8
	sqrshrn	v8.8b, v24.8h, #2
	sqrshrn2	v26.16b, v11.8h, #6
	sqrshrn2	v1.16b, v9.8h, #3
	sqrshrn2	v28.16b, v2.8h, #2
	sqrshrn2	v1.16b, v2.8h, #1
	sqrshrun	b2, h4, #8
	sqrshrun	b24, h29, #8
	sqrshrun	b16, h27, #1
	sqrshrun	b15, h7, #1
	sqrshrun	h2, s30, #5
	sqrshrun	h16, s15, #1
	sqrshrun	h10, s3, #16
	sqrshrun	h14, s22, #11
	sqrshrun	s2, d16, #31
	sqrshrun	s24, d9, #1
	sqrshrun	s25, d1, #1
	sqrshrun	s9, d12, #4
	sqrshrun	v2.2s, v10.2d, #18
	sqrshrun	v18.2s, v12.2d, #1
	sqrshrun	v1.2s, v12.2d, #14
	sqrshrun	v24.2s, v5.2d, #13
	sqrshrun2	v30.4s, v2.2d, #6
	sqrshrun2	v19.4s, v7.2d, #23
	sqrshrun2	v19.4s, v21.2d, #14
	sqrshrun2	v13.4s, v1.2d, #22
	sqrshrun	v8.4h, v11.4s, #1
	sqrshrun	v21.4h, v11.4s, #6
	sqrshrun	v26.4h, v7.4s, #14
	sqrshrun	v25.4h, v9.4s, #13
	sqrshrun2	v30.8h, v9.4s, #5
	sqrshrun2	v22.8h, v3.4s, #7
	sqrshrun2	v8.8h, v8.4s, #14
	sqrshrun2	v4.8h, v18.4s, #8
	sqrshrun	v28.8b, v1.8h, #8
	sqrshrun	v9.8b, v28.8h, #1
	sqrshrun	v7.8b, v14.8h, #2
	sqrshrun	v1.8b, v5.8h, #4
	sqrshrun2	v20.16b, v22.8h, #1
	sqrshrun2	v2.16b, v12.8h, #7
	sqrshrun2	v16.16b, v11.8h, #7
	sqrshrun2	v10.16b, v29.8h, #6
	sqshlu	b20, b28, #2
	sqshlu	b14, b14, #7
	sqshlu	b7, b27, #2
	sqshlu	b29, b10, #4
	sqshlu	d8, d30, #0
	sqshlu	d16, d16, #41
	sqshlu	d1, d14, #0
	sqshlu	d13, d1, #62
	sqshlu	h16, h17, #0
	sqshlu	h27, h6, #8
	sqshlu	h28, h20, #8
	sqshlu	h12, h10, #15
	sqshlu	s12, s7, #9
	sqshlu	s18, s15, #1
	sqshlu	s16, s23, #27
	sqshlu	s4, s8, #23
	sqshlu	v21.16b, v29.16b, #0
	sqshlu	v20.16b, v2.16b, #0
	sqshlu	v13.16b, v4.16b, #1
	sqshlu	v24.16b, v24.16b, #4
	sqshlu	v1.2d, v6.2d, #0
	sqshlu	v18.2d, v15.2d, #54
	sqshlu	v31.2d, v17.2d, #7
	sqshlu	v9.2d, v2.2d, #63
	sqshlu	v23.2s, v15.2s, #31
	sqshlu	v10.2s, v5.2s, #0
	sqshlu	v18.2s, v11.2s, #9
	sqshlu	v0.2s, v27.2s, #1
	sqshlu	v31.4h, v10.4h, #10
	sqshlu	v7.4h, v29.4h, #14
	sqshlu	v18.4h, v31.4h, #2
	sqshlu	v18.4h, v29.4h, #9
	sqshlu	v12.4s, v8.4s, #0
	sqshlu	v14.4s, v1.4s, #29
	sqshlu	v22.4s, v18.4s, #28
	sqshlu	v12.4s, v9.4s, #11
	sqshlu	v11.8b, v4.8b, #4
	sqshlu	v16.8b, v6.8b, #0
	sqshlu	v12.8b, v23.8b, #0
	sqshlu	v1.8b, v9.8b, #3
	sqshlu	v25.8h, v4.8h, #7
	sqshlu	v22.8h, v5.8h, #0
	sqshlu	v9.8h, v26.8h, #2
	sqshlu	v31.8h, v12.8h, #1
	sqshl	b15, b7, #0
	sqshl	b5, b13, #7
	sqshl	b4, b4, #5
	sqshl	b23, b19, #0
	sqshl	d30, d18, #29
	sqshl	d6, d22, #63
	sqshl	d4, d25, #39
	sqshl	d17, d6, #59
	sqshl	h23, h10, #4
	sqshl	h12, h11, #13
	sqshl	h24, h17, #6
	sqshl	h22, h13, #14
	sqshl	s0, s31, #0
	sqshl	s8, s2, #13
	sqshl	s11, s14, #0
	sqshl	s28, s5, #1
	sqshl	v26.16b, v3.16b, #5
	sqshl	v0.16b, v0.16b, #3
	sqshl	v12.16b, v15.16b, #7
	sqshl	v28.16b, v11.16b, #5
	sqshl	v18.2d, v15.2d, #11
	sqshl	v20.2d, v6.2d, #2
	sqshl	v24.2d, v27.2d, #43
	sqshl	v24.2d, v8.2d, #4
	sqshl	v19.2s, v23.2s, #2
	sqshl	v15.2s, v15.2s, #0
	sqshl	v20.2s, v23.2s, #0
	sqshl	v9.2s, v1.2s, #9
	sqshl	v29.4h, v10.4h, #0
	sqshl	v1.4h, v18.4h, #11
	sqshl	v26.4h, v15.4h, #10
	sqshl	v4.4h, v27.4h, #6
	sqshl	v16.4s, v13.4s, #1
	sqshl	v21.4s, v0.4s, #9
	sqshl	v2.4s, v24.4s, #31
	sqshl	v23.4s, v27.4s, #0
	sqshl	v18.8b, v24.8b, #1
	sqshl	v18.8b, v26.8b, #1
	sqshl	v12.8b, v14.8b, #6
	sqshl	v14.8b, v6.8b, #4
	sqshl	v10.8h, v9.8h, #8
	sqshl	v4.8h, v3.8h, #15
	sqshl	v28.8h, v17.8h, #1
	sqshl	v14.8h, v21.8h, #4
	sqshl	b12, b4, b23
	sqshl	b25, b18, b27
	sqshl	b24, b20, b20
	sqshl	b20, b25, b26
	sqshl	d8, d26, d28
	sqshl	d21, d0, d5
	sqshl	d7, d30, d5
	sqshl	d18, d20, d25
	sqshl	h24, h30, h29
	sqshl	h21, h1, h12
	sqshl	h2, h17, h20
	sqshl	h31, h4, h5
	sqshl	s14, s27, s8
	sqshl	s18, s25, s12
	sqshl	s25, s27, s30
	sqshl	s0, s20, s24
	sqshl	v22.16b, v31.16b, v27.16b
	sqshl	v24.16b, v24.16b, v25.16b
	sqshl	v30.16b, v17.16b, v9.16b
	sqshl	v18.16b, v8.16b, v2.16b
	sqshl	v27.2d, v17.2d, v24.2d
	sqshl	v29.2d, v4.2d, v27.2d
	sqshl	v4.2d, v22.2d, v28.2d
	sqshl	v11.2d, v14.2d, v11.2d
	sqshl	v9.2s, v9.2s, v19.2s
	sqshl	v11.2s, v12.2s, v13.2s
	sqshl	v22.2s, v13.2s, v19.2s
	sqshl	v11.2s, v5.2s, v14.2s
	sqshl	v3.4h, v10.4h, v31.4h
	sqshl	v2.4h, v17.4h, v9.4h
	sqshl	v29.4h, v7.4h, v24.4h
	sqshl	v22.4h, v27.4h, v7.4h
	sqshl	v9.4s, v12.4s, v22.4s
	sqshl	v5.4s, v31.4s, v17.4s
	sqshl	v7.4s, v0.4s, v14.4s
	sqshl	v0.4s, v26.4s, v31.4s
	sqshl	v17.8b, v3.8b, v4.8b
	sqshl	v16.8b, v1.8b, v27.8b
	sqshl	v20.8b, v5.8b, v15.8b
	sqshl	v21.8b, v29.8b, v19.8b
	sqshl	v3.8h, v4.8h, v12.8h
	sqshl	v15.8h, v16.8h, v1.8h
	sqshl	v5.8h, v6.8h, v1.8h
	sqshl	v5.8h, v10.8h, v4.8h
	sqshrn	b6, h3, #6
	sqshrn	b8, h2, #5
	sqshrn	b30, h20, #8
	sqshrn	b31, h18, #1
	sqshrn	h11, s2, #16
	sqshrn	h31, s22, #15
	sqshrn	h9, s13, #5
	sqshrn	h29, s19, #3
	sqshrn	s26, d12, #2
	sqshrn	s26, d12, #21
	sqshrn	s29, d22, #16
	sqshrn	s17, d2, #17
	sqshrn	v11.2s, v16.2d, #24
	sqshrn	v11.2s, v12.2d, #22
	sqshrn	v26.2s, v12.2d, #2
	sqshrn	v15.2s, v29.2d, #15
	sqshrn2	v22.4s, v28.2d, #1
	sqshrn2	v9.4s, v18.2d, #1
	sqshrn2	v6.4s, v6.2d, #1
	sqshrn2	v11.4s, v19.2d, #1
	sqshrn	v27.4h, v0.4s, #11
	sqshrn	v27.4h, v22.4s, #9
	sqshrn	v29.4h, v20.4s, #16
	sqshrn	v4.4h, v27.4s, #2
	sqshrn2	v20.8h, v2.4s, #10
	sqshrn2	v1.8h, v7.4s, #6
	sqshrn2	v23.8h, v19.4s, #1
	sqshrn2	v9.8h, v20.4s, #11
	sqshrn	v18.8b, v24.8h, #7
	sqshrn	v0.8b, v11.8h, #5
	sqshrn	v8.8b, v15.8h, #1
	sqshrn	v22.8b, v7.8h, #2
	sqshrn2	v0.16b, v13.8h, #1
	sqshrn2	v6.16b, v0.8h, #5
	sqshrn2	v20.16b, v4.8h, #5
	sqshrn2	v13.16b, v29.8h, #4
	sqshrun	b27, h20, #1
	sqshrun	b19, h5, #6
	sqshrun	b17, h12, #7
	sqshrun	b2, h20, #8
	sqshrun	h30, s20, #16
	sqshrun	h14, s8, #9
	sqshrun	h28, s25, #1
	sqshrun	h22, s10, #4
	sqshrun	s6, d30, #27
	sqshrun	s31, d24, #31
	sqshrun	s11, d2, #1
	sqshrun	s31, d11, #16
	sqshrun	v18.2s, v15.2d, #10
	sqshrun	v27.2s, v1.2d, #27
	sqshrun	v27.2s, v0.2d, #9
	sqshrun	v21.2s, v7.2d, #27
	sqshrun2	v6.4s, v12.2d, #28
	sqshrun2	v13.4s, v16.2d, #1
	sqshrun2	v26.4s, v26.2d, #27
	sqshrun2	v9.4s, v26.2d, #24
	sqshrun	v31.4h, v13.4s, #11
	sqshrun	v29.4h, v31.4s, #13
	sqshrun	v1.4h, v8.4s, #11
	sqshrun	v23.4h, v18.4s, #13
	sqshrun2	v14.8h, v17.4s, #15
	sqshrun2	v30.8h, v16.4s, #15
	sqshrun2	v9.8h, v8.4s, #9
	sqshrun2	v19.8h, v6.4s, #1
	sqshrun	v9.8b, v20.8h, #7
	sqshrun	v1.8b, v31.8h, #6
	sqshrun	v24.8b, v4.8h, #2
	sqshrun	v9.8b, v8.8h, #8
	sqshrun2	v14.16b, v14.8h, #1
	sqshrun2	v21.16b, v12.8h, #6
	sqshrun2	v28.16b, v23.8h, #6
	sqshrun2	v26.16b, v10.8h, #8
	sqsub	b0, b9, b31
	sqsub	b21, b2, b0
	sqsub	b13, b1, b3
	sqsub	b13, b3, b10
	sqsub	d0, d25, d27
	sqsub	d29, d27, d17
	sqsub	d17, d29, d11
	sqsub	d16, d6, d14
	sqsub	h26, h16, h15
	sqsub	h31, h2, h12
	sqsub	h2, h16, h9
	sqsub	h10, h10, h14
	sqsub	s22, s8, s8
	sqsub	s3, s7, s2
	sqsub	s11, s19, s17
	sqsub	s1, s31, s13
	sqsub	v14.16b, v22.16b, v3.16b
	sqsub	v17.16b, v21.16b, v16.16b
	sqsub	v8.16b, v3.16b, v11.16b
	sqsub	v0.16b, v10.16b, v1.16b
	sqsub	v10.2d, v16.2d, v23.2d
	sqsub	v25.2d, v18.2d, v3.2d
	sqsub	v29.2d, v18.2d, v7.2d
	sqsub	v0.2d, v0.2d, v27.2d
	sqsub	v3.2s, v10.2s, v4.2s
	sqsub	v10.2s, v19.2s, v2.2s
	sqsub	v23.2s, v10.2s, v28.2s
	sqsub	v30.2s, v28.2s, v28.2s
	sqsub	v31.4h, v14.4h, v2.4h
	sqsub	v13.4h, v31.4h, v24.4h
	sqsub	v20.4h, v11.4h, v23.4h
	sqsub	v3.4h, v15.4h, v28.4h
	sqsub	v19.4s, v4.4s, v2.4s
	sqsub	v23.4s, v13.4s, v10.4s
	sqsub	v23.4s, v4.4s, v27.4s
	sqsub	v28.4s, v22.4s, v15.4s
	sqsub	v19.8b, v6.8b, v31.8b
	sqsub	v21.8b, v30.8b, v17.8b
	sqsub	v5.8b, v15.8b, v25.8b
	sqsub	v0.8b, v9.8b, v6.8b
	sqsub	v2.8h, v4.8h, v20.8h
	sqsub	v4.8h, v28.8h, v11.8h
	sqsub	v19.8h, v10.8h, v28.8h
	sqsub	v28.8h, v26.8h, v4.8h
	sqxtn	b11, h11
	sqxtn	b6, h28
	sqxtn	b29, h17
	sqxtn	b8, h26
	sqxtn	h28, s27
	sqxtn	h14, s22
	sqxtn	h19, s31
	sqxtn	h4, s16
	sqxtn	s21, d19
	sqxtn	s12, d19
	sqxtn	s6, d21
	sqxtn	s10, d6
	sqxtn	v18.2s, v6.2d
	sqxtn	v12.2s, v9.2d
	sqxtn	v10.2s, v26.2d
	sqxtn	v19.2s, v6.2d
	sqxtn2	v31.4s, v16.2d
	sqxtn2	v25.4s, v4.2d
	sqxtn2	v0.4s, v6.2d
	sqxtn2	v0.4s, v9.2d
	sqxtn	v23.4h, v11.4s
	sqxtn	v25.4h, v1.4s
	sqxtn	v5.4h, v14.4s
	sqxtn	v25.4h, v0.4s
	sqxtn2	v24.8h, v0.4s
	sqxtn2	v19.8h, v1.4s
	sqxtn2	v14.8h, v29.4s
	sqxtn2	v0.8h, v1.4s
	sqxtn	v19.8b, v24.8h
	sqxtn	v12.8b, v20.8h
	sqxtn	v27.8b, v12.8h
	sqxtn	v22.8b, v23.8h
	sqxtn2	v25.16b, v17.8h
	sqxtn2	v4.16b, v26.8h
	sqxtn2	v11.16b, v0.8h
	sqxtn2	v0.16b, v20.8h
	sqxtun	b19, h29
	sqxtun	b27, h10
	sqxtun	b2, h13
	sqxtun	b2, h12
	sqxtun	h9, s14
	sqxtun	h8, s17
	sqxtun	h8, s2
	sqxtun	h24, s1
	sqxtun	s31, d15
	sqxtun	s29, d19
	sqxtun	s22, d2
	sqxtun	s31, d27
	sqxtun	v17.2s, v10.2d
	sqxtun	v23.2s, v19.2d
	sqxtun	v26.2s, v17.2d
	sqxtun	v15.2s, v29.2d
	sqxtun2	v8.4s, v8.2d
	sqxtun2	v23.4s, v2.2d
	sqxtun2	v4.4s, v30.2d
	sqxtun2	v2.4s, v21.2d
	sqxtun	v3.4h, v21.4s
	sqxtun	v0.4h, v13.4s
	sqxtun	v13.4h, v12.4s
	sqxtun	v30.4h, v28.4s
	sqxtun2	v14.8h, v1.4s
	sqxtun2	v7.8h, v29.4s
	sqxtun2	v21.8h, v31.4s
	sqxtun2	v0.8h, v17.4s
	sqxtun	v16.8b, v12.8h
	sqxtun	v12.8b, v21.8h
	sqxtun	v1.8b, v4.8h
	sqxtun	v29.8b, v26.8h
	sqxtun2	v29.16b, v3.8h
	sqxtun2	v14.16b, v26.8h
	sqxtun2	v24.16b, v7.8h
	sqxtun2	v17.16b, v10.8h
	srhadd	v19.16b, v11.16b, v16.16b
	srhadd	v1.16b, v15.16b, v13.16b
	srhadd	v15.16b, v18.16b, v21.16b
	srhadd	v6.16b, v26.16b, v3.16b
	srhadd	v10.2s, v22.2s, v7.2s
	srhadd	v11.2s, v29.2s, v29.2s
	srhadd	v18.2s, v1.2s, v3.2s
	srhadd	v27.2s, v18.2s, v23.2s
	srhadd	v25.4h, v3.4h, v21.4h
	srhadd	v7.4h, v4.4h, v6.4h
	srhadd	v20.4h, v0.4h, v3.4h
	srhadd	v27.4h, v0.4h, v14.4h
	srhadd	v23.4s, v24.4s, v0.4s
	srhadd	v20.4s, v23.4s, v5.4s
	srhadd	v23.4s, v25.4s, v31.4s
	srhadd	v0.4s, v20.4s, v25.4s
	srhadd	v26.8b, v17.8b, v10.8b
	srhadd	v11.8b, v16.8b, v22.8b
	srhadd	v17.8b, v6.8b, v2.8b
	srhadd	v1.8b, v19.8b, v30.8b
	srhadd	v11.8h, v15.8h, v0.8h
	srhadd	v21.8h, v13.8h, v10.8h
	srhadd	v6.8h, v0.8h, v3.8h
	srhadd	v27.8h, v15.8h, v22.8h
	sri	d16, d26, #1
	sri	d0, d16, #25
	sri	d5, d7, #17
	sri	d26, d26, #51
	sri	v17.16b, v6.16b, #5
	sri	v5.16b, v9.16b, #3
	sri	v11.16b, v4.16b, #5
	sri	v29.16b, v0.16b, #4
	sri	v1.2d, v1.2d, #30
	sri	v4.2d, v11.2d, #64
	sri	v4.2d, v13.2d, #1
	sri	v27.2d, v25.2d, #15
	sri	v20.2s, v16.2s, #1
	sri	v7.2s, v26.2s, #5
	sri	v10.2s, v4.2s, #1
	sri	v27.2s, v22.2s, #8
	sri	v5.4h, v2.4h, #12
	sri	v28.4h, v13.4h, #1
	sri	v23.4h, v27.4h, #5
	sri	v3.4h, v16.4h, #8
	sri	v5.4s, v19.4s, #25
	sri	v16.4s, v3.4s, #3
	sri	v0.4s, v31.4s, #26
	sri	v11.4s, v9.4s, #13
	sri	v4.8b, v0.8b, #7
	sri	v14.8b, v10.8b, #2
	sri	v31.8b, v6.8b, #6
	sri	v17.8b, v10.8b, #1
	sri	v20.8h, v28.8h, #9
	sri	v14.8h, v7.8h, #16
	sri	v21.8h, v28.8h, #5
	sri	v2.8h, v29.8h, #7
	srshl	d22, d7, d21
	srshl	d23, d17, d12
	srshl	d0, d1, d19
	srshl	d2, d29, d0
	srshl	v11.16b, v9.16b, v4.16b
	srshl	v13.16b, v20.16b, v15.16b
	srshl	v28.16b, v30.16b, v16.16b
	srshl	v4.16b, v11.16b, v16.16b
	srshl	v26.2d, v16.2d, v25.2d
	srshl	v9.2d, v13.2d, v5.2d
	srshl	v22.2d, v2.2d, v0.2d
	srshl	v21.2d, v26.2d, v6.2d
	srshl	v31.2s, v8.2s, v9.2s
	srshl	v26.2s, v20.2s, v18.2s
	srshl	v14.2s, v28.2s, v21.2s
	srshl	v22.2s, v24.2s, v8.2s
	srshl	v30.4h, v24.4h, v0.4h
	srshl	v28.4h, v13.4h, v0.4h
	srshl	v1.4h, v30.4h, v0.4h
	srshl	v31.4h, v15.4h, v12.4h
	srshl	v5.4s, v9.4s, v3.4s
	srshl	v27.4s, v27.4s, v2.4s
	srshl	v30.4s, v31.4s, v1.4s
	srshl	v20.4s, v12.4s, v15.4s
	srshl	v22.8b, v16.8b, v10.8b
	srshl	v2.8b, v13.8b, v18.8b
	srshl	v3.8b, v21.8b, v15.8b
	srshl	v1.8b, v26.8b, v8.8b
	srshl	v19.8h, v0.8h, v20.8h
	srshl	v0.8h, v26.8h, v5.8h
	srshl	v11.8h, v22.8h, v11.8h
	srshl	v25.8h, v23.8h, v18.8h
	srshr	d30, d28, #54
	srshr	d13, d8, #55
	srshr	d13, d29, #1
	srshr	d5, d5, #1
	srshr	v18.16b, v1.16b, #8
	srshr	v18.16b, v6.16b, #6
	srshr	v24.16b, v23.16b, #2
	srshr	v28.16b, v1.16b, #1
	srshr	v10.2d, v8.2d, #24
	srshr	v11.2d, v12.2d, #44
	srshr	v2.2d, v28.2d, #20
	srshr	v8.2d, v30.2d, #1
	srshr	v8.2s, v15.2s, #14
	srshr	v5.2s, v23.2s, #32
	srshr	v12.2s, v3.2s, #21
	srshr	v3.2s, v14.2s, #13
	srshr	v27.4h, v23.4h, #1
	srshr	v10.4h, v24.4h, #14
	srshr	v2.4h, v10.4h, #15
	srshr	v23.4h, v13.4h, #9
	srshr	v6.4s, v5.4s, #17
	srshr	v31.4s, v22.4s, #30
	srshr	v22.4s, v12.4s, #10
	srshr	v3.4s, v3.4s, #19
	srshr	v9.8b, v18.8b, #2
	srshr	v28.8b, v12.8b, #5
	srshr	v26.8b, v15.8b, #3
	srshr	v21.8b, v4.8b, #8
	srshr	v24.8h, v30.8h, #6
	srshr	v22.8h, v23.8h, #4
	srshr	v8.8h, v30.8h, #7
	srshr	v31.8h, v22.8h, #15
	srsra	d28, d14, #20
	srsra	d8, d1, #30
	srsra	d23, d31, #15
	srsra	d21, d18, #62
	srsra	v9.16b, v27.16b, #3
	srsra	v15.16b, v17.16b, #4
	srsra	v22.16b, v1.16b, #3
	srsra	v0.16b, v4.16b, #4
	srsra	v2.2d, v24.2d, #1
	srsra	v0.2d, v25.2d, #1
	srsra	v8.2d, v10.2d, #41
	srsra	v4.2d, v17.2d, #1
	srsra	v3.2s, v28.2s, #1
	srsra	v12.2s, v14.2s, #19
	srsra	v4.2s, v8.2s, #15
	srsra	v19.2s, v0.2s, #29
	srsra	v6.4h, v20.4h, #1
	srsra	v22.4h, v9.4h, #12
	srsra	v19.4h, v27.4h, #3
	srsra	v29.4h, v31.4h, #12
	srsra	v13.4s, v8.4s, #32
	srsra	v0.4s, v21.4s, #13
	srsra	v23.4s, v15.4s, #23
	srsra	v23.4s, v10.4s, #1
	srsra	v10.8b, v2.8b, #1
	srsra	v23.8b, v12.8b, #4
	srsra	v23.8b, v31.8b, #7
	srsra	v10.8b, v10.8b, #5
	srsra	v22.8h, v18.8h, #5
	srsra	v10.8h, v21.8h, #1
	srsra	v7.8h, v1.8h, #6
	srsra	v26.8h, v24.8h, #1
	sshll	v16.2d, v4.2s, #7
	sshll	v16.2d, v11.2s, #10
	sshll	v18.2d, v17.2s, #27
	sshll	v26.2d, v29.2s, #0
	sshll2	v21.2d, v9.4s, #15
	sshll2	v22.2d, v17.4s, #28
	sshll2	v31.2d, v23.4s, #0
	sshll2	v13.2d, v14.4s, #12
	sshll	v1.4s, v27.4h, #15
	sshll	v17.4s, v17.4h, #15
	sshll	v24.4s, v3.4h, #2
	sshll	v18.4s, v11.4h, #8
	sshll2	v27.4s, v22.8h, #14
	sshll2	v20.4s, v25.8h, #8
	sshll2	v0.4s, v21.8h, #9
	sshll2	v7.4s, v31.8h, #9
	sshll	v8.8h, v3.8b, #0
	sshll	v16.8h, v30.8b, #1
	sshll	v10.8h, v18.8b, #4
	sshll	v7.8h, v11.8b, #2
	sshll2	v16.8h, v26.16b, #1
	sshll2	v22.8h, v14.16b, #7
	sshll2	v20.8h, v3.16b, #4
	sshll2	v12.8h, v10.16b, #1
	sshl	d9, d1, d30
	sshl	d20, d30, d27
	sshl	d2, d0, d10
	sshl	d6, d26, d0
	sshl	v12.16b, v31.16b, v19.16b
	sshl	v19.16b, v27.16b, v5.16b
	sshl	v23.16b, v20.16b, v6.16b
	sshl	v6.16b, v16.16b, v16.16b
	sshl	v16.2d, v11.2d, v27.2d
	sshl	v24.2d, v31.2d, v8.2d
	sshl	v23.2d, v8.2d, v16.2d
	sshl	v5.2d, v19.2d, v18.2d
	sshl	v12.2s, v21.2s, v16.2s
	sshl	v5.2s, v29.2s, v17.2s
	sshl	v5.2s, v30.2s, v16.2s
	sshl	v4.2s, v0.2s, v29.2s
	sshl	v5.4h, v11.4h, v1.4h
	sshl	v7.4h, v26.4h, v23.4h
	sshl	v8.4h, v24.4h, v11.4h
	sshl	v4.4h, v21.4h, v30.4h
	sshl	v27.4s, v27.4s, v7.4s
	sshl	v12.4s, v25.4s, v21.4s
	sshl	v8.4s, v1.4s, v6.4s
	sshl	v2.4s, v17.4s, v23.4s
	sshl	v22.8b, v11.8b, v30.8b
	sshl	v25.8b, v11.8b, v8.8b
	sshl	v5.8b, v2.8b, v6.8b
	sshl	v28.8b, v11.8b, v14.8b
	sshl	v31.8h, v3.8h, v2.8h
	sshl	v19.8h, v10.8h, v24.8h
	sshl	v0.8h, v24.8h, v7.8h
	sshl	v8.8h, v6.8h, v8.8h
	sshr	d25, d12, #42
	sshr	d26, d31, #35
	sshr	d9, d12, #62
	sshr	d15, d17, #3
	sshr	v23.16b, v23.16b, #1
	sshr	v31.16b, v25.16b, #2
	sshr	v9.16b, v21.16b, #7
	sshr	v28.16b, v26.16b, #8
	sshr	v10.2d, v14.2d, #34
	sshr	v5.2d, v20.2d, #32
	sshr	v25.2d, v30.2d, #1
	sshr	v0.2d, v29.2d, #61
	sshr	v22.2s, v27.2s, #24
	sshr	v25.2s, v21.2s, #1
	sshr	v14.2s, v7.2s, #32
	sshr	v31.2s, v15.2s, #1
	sshr	v27.4h, v18.4h, #1
	sshr	v7.4h, v12.4h, #1
	sshr	v5.4h, v7.4h, #11
	sshr	v27.4h, v30.4h, #11
	sshr	v30.4s, v27.4s, #21
	sshr	v25.4s, v13.4s, #7
	sshr	v1.4s, v29.4s, #26
	sshr	v8.4s, v6.4s, #23
	sshr	v21.8b, v16.8b, #1
	sshr	v28.8b, v26.8b, #4
	sshr	v30.8b, v17.8b, #3
	sshr	v11.8b, v11.8b, #8
	sshr	v26.8h, v22.8h, #7
	sshr	v9.8h, v8.8h, #11
	sshr	v19.8h, v26.8h, #3
	sshr	v27.8h, v15.8h, #11
	ssra	d30, d3, #3
	ssra	d30, d1, #3
	ssra	d5, d1, #64
	ssra	d4, d5, #25
	ssra	v16.16b, v27.16b, #8
	ssra	v7.16b, v25.16b, #4
	ssra	v26.16b, v29.16b, #6
	ssra	v31.16b, v27.16b, #2
	ssra	v20.2d, v12.2d, #1
	ssra	v28.2d, v20.2d, #1
	ssra	v25.2d, v21.2d, #51
	ssra	v21.2d, v20.2d, #23
	ssra	v5.2s, v21.2s, #17
	ssra	v31.2s, v19.2s, #16
	ssra	v7.2s, v5.2s, #1
	ssra	v11.2s, v0.2s, #1
	ssra	v30.4h, v20.4h, #1
	ssra	v9.4h, v21.4h, #11
	ssra	v12.4h, v15.4h, #16
	ssra	v10.4h, v12.4h, #14
	ssra	v17.4s, v11.4s, #1
	ssra	v22.4s, v12.4s, #26
	ssra	v30.4s, v5.4s, #23
	ssra	v17.4s, v10.4s, #1
	ssra	v1.8b, v20.8b, #5
	ssra	v20.8b, v4.8b, #8
	ssra	v23.8b, v27.8b, #4
	ssra	v0.8b, v16.8b, #2
	ssra	v23.8h, v22.8h, #11
	ssra	v31.8h, v14.8h, #10
	ssra	v20.8h, v29.8h, #14
	ssra	v16.8h, v29.8h, #1
	ssubl	v29.2d, v25.2s, v7.2s
	ssubl	v10.2d, v30.2s, v21.2s
	ssubl	v0.2d, v28.2s, v30.2s
	ssubl	v10.2d, v0.2s, v6.2s
	ssubl2	v8.2d, v17.4s, v28.4s
	ssubl2	v12.2d, v23.4s, v10.4s
	ssubl2	v14.2d, v26.4s, v23.4s
	ssubl2	v17.2d, v27.4s, v20.4s
	ssubl	v17.4s, v22.4h, v15.4h
	ssubl	v24.4s, v25.4h, v31.4h
	ssubl	v7.4s, v4.4h, v20.4h
	ssubl	v22.4s, v10.4h, v25.4h
	ssubl2	v29.4s, v6.8h, v27.8h
	ssubl2	v19.4s, v2.8h, v16.8h
	ssubl2	v12.4s, v3.8h, v14.8h
	ssubl2	v1.4s, v2.8h, v15.8h
	ssubl	v30.8h, v15.8b, v1.8b
	ssubl	v12.8h, v1.8b, v0.8b
	ssubl	v11.8h, v19.8b, v8.8b
	ssubl	v10.8h, v12.8b, v19.8b
	ssubl2	v1.8h, v16.16b, v24.16b
	ssubl2	v21.8h, v11.16b, v10.16b
	ssubl2	v10.8h, v22.16b, v11.16b
	ssubl2	v13.8h, v7.16b, v0.16b
	ssubw	v3.2d, v31.2d, v29.2s
	ssubw	v22.2d, v5.2d, v21.2s
	ssubw	v23.2d, v11.2d, v13.2s
	ssubw	v21.2d, v28.2d, v3.2s
	ssubw2	v4.2d, v0.2d, v19.4s
	ssubw2	v23.2d, v22.2d, v12.4s
	ssubw2	v23.2d, v20.2d, v1.4s
	ssubw2	v1.2d, v9.2d, v28.4s
	ssubw	v8.4s, v16.4s, v9.4h
	ssubw	v8.4s, v6.4s, v30.4h
	ssubw	v27.4s, v19.4s, v22.4h
	ssubw	v2.4s, v7.4s, v31.4h
	ssubw2	v8.4s, v19.4s, v16.8h
	ssubw2	v0.4s, v18.4s, v31.8h
	ssubw2	v10.4s, v21.4s, v19.8h
	ssubw2	v0.4s, v7.4s, v11.8h
	ssubw	v24.8h, v29.8h, v3.8b
	ssubw	v19.8h, v8.8h, v1.8b
	ssubw	v28.8h, v6.8h, v19.8b
	ssubw	v12.8h, v17.8h, v16.8b
	ssubw2	v12.8h, v12.8h, v24.16b
	ssubw2	v1.8h, v26.8h, v28.16b
	ssubw2	v13.8h, v14.8h, v3.16b
	ssubw2	v21.8h, v26.8h, v10.16b
	st1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x14]
	st1	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x23]
	st1	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x28]
	st1	{ v19.16b, v20.16b, v21.16b, v22.16b }, [sp]
	st1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x1], x24
	st1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x27], x13
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x9], x21
	st1	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x22], x20
	st1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x20]
	st1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x25]
	st1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x10]
	st1	{ v3.1d, v4.1d, v5.1d, v6.1d }, [x16]
	st1	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x20], x11
	st1	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x11], x1
	st1	{ v11.1d, v12.1d, v13.1d, v14.1d }, [x18], x14
	st1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x13], x5
	st1	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x22]
	st1	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x29]
	st1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x6]
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x5]
	st1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x15], x15
	st1	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x4], x21
	st1	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x25], x29
	st1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x13], x17
	st1	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x25]
	st1	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x28]
	st1	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x8]
	st1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x16]
	st1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x26], x12
	st1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x13], x28
	st1	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x21], x3
	st1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x14], x2
	st1	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x30]
	st1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x16]
	st1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x30]
	st1	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x5]
	st1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x5], x27
	st1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x17], x8
	st1	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x22], x16
	st1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x29], x0
	st1	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x11]
	st1	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x29]
	st1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x0]
	st1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x23]
	st1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x7], x12
	st1	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x15], x16
	st1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x0], x30
	st1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x9], x18
	st1	{ v29.8b, v30.8b, v31.8b, v0.8b }, [sp]
	st1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x22]
	st1	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x12]
	st1	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x26]
	st1	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x24], x14
	st1	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x22], x14
	st1	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x19], x28
	st1	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x21], x4
	st1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x18]
	st1	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x8]
	st1	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x4]
	st1	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x21]
	st1	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x19], x3
	st1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x2], x10
	st1	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x4], x18
	st1	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x30], x11
	st1	{ v16.16b }, [x28]
	st1	{ v22.16b }, [x8]
	st1	{ v18.16b }, [x30]
	st1	{ v12.16b }, [x20]
	st1	{ v17.16b }, [x15], x14
	st1	{ v14.16b }, [x8], x26
	st1	{ v7.16b }, [x14], x21
	st1	{ v18.16b }, [x9], x9
	st1	{ v13.1d }, [x14]
	st1	{ v0.1d }, [x20]
	st1	{ v0.1d }, [x18]
	st1	{ v12.1d }, [x30]
	st1	{ v22.1d }, [x15], x10
	st1	{ v22.1d }, [x14], x5
	st1	{ v9.1d }, [x12], x27
	st1	{ v11.1d }, [x29], x16
	st1	{ v18.2d }, [x20]
	st1	{ v6.2d }, [sp]
	st1	{ v18.2d }, [x13]
	st1	{ v9.2d }, [x30]
	st1	{ v1.2d }, [x17], x1
	st1	{ v22.2d }, [x16], x1
	st1	{ v9.2d }, [x27], x19
	st1	{ v13.2d }, [x27], x3
	st1	{ v26.2s }, [x28]
	st1	{ v0.2s }, [x22]
	st1	{ v21.2s }, [x26]
	st1	{ v28.2s }, [x15]
	st1	{ v4.2s }, [x4], x20
	st1	{ v29.2s }, [x21], x7
	st1	{ v1.2s }, [x10], x8
	st1	{ v27.2s }, [x23], x29
	st1	{ v13.4h }, [x17]
	st1	{ v11.4h }, [x29]
	st1	{ v30.4h }, [x12]
	st1	{ v10.4h }, [x14]
	st1	{ v24.4h }, [x8], x7
	st1	{ v20.4h }, [x19], x3
	st1	{ v10.4h }, [x7], x1
	st1	{ v9.4h }, [x14], x13
	st1	{ v25.4s }, [x9]
	st1	{ v30.4s }, [x17]
	st1	{ v3.4s }, [x3]
	st1	{ v13.4s }, [x20]
	st1	{ v1.4s }, [x8], x28
	st1	{ v0.4s }, [x1], x30
	st1	{ v21.4s }, [x2], x10
	st1	{ v7.4s }, [sp], x19
	st1	{ v20.8b }, [x18]
	st1	{ v19.8b }, [x9]
	st1	{ v21.8b }, [sp]
	st1	{ v26.8b }, [x18]
	st1	{ v19.8b }, [x30], x13
	st1	{ v8.8b }, [x5], x8
	st1	{ v19.8b }, [x6], x1
	st1	{ v14.8b }, [x11], #8
	st1	{ v5.8h }, [x26]
	st1	{ v25.8h }, [x1]
	st1	{ v4.8h }, [x28]
	st1	{ v27.8h }, [x15]
	st1	{ v27.8h }, [x30], x17
	st1	{ v24.8h }, [x18], x23
	st1	{ v7.8h }, [x8], x6
	st1	{ v3.8h }, [x15], x0
	st1	{ v22.16b, v23.16b, v24.16b }, [x25]
	st1	{ v3.16b, v4.16b, v5.16b }, [x18]
	st1	{ v11.16b, v12.16b, v13.16b }, [x2]
	st1	{ v27.16b, v28.16b, v29.16b }, [x24]
	st1	{ v10.16b, v11.16b, v12.16b }, [x12], x15
	st1	{ v28.16b, v29.16b, v30.16b }, [x2], x11
	st1	{ v2.16b, v3.16b, v4.16b }, [x24], x17
	st1	{ v12.16b, v13.16b, v14.16b }, [x19], x11
	st1	{ v14.1d, v15.1d, v16.1d }, [x28]
	st1	{ v1.1d, v2.1d, v3.1d }, [x25]
	st1	{ v10.1d, v11.1d, v12.1d }, [x0]
	st1	{ v12.1d, v13.1d, v14.1d }, [sp]
	st1	{ v1.1d, v2.1d, v3.1d }, [x8], x28
	st1	{ v28.1d, v29.1d, v30.1d }, [x14], x23
	st1	{ v16.1d, v17.1d, v18.1d }, [x22], x7
	st1	{ v9.1d, v10.1d, v11.1d }, [x3], x16
	st1	{ v20.2d, v21.2d, v22.2d }, [x8]
	st1	{ v1.2d, v2.2d, v3.2d }, [sp]
	st1	{ v22.2d, v23.2d, v24.2d }, [x25]
	st1	{ v0.2d, v1.2d, v2.2d }, [x14]
	st1	{ v1.2d, v2.2d, v3.2d }, [x26], x10
	st1	{ v2.2d, v3.2d, v4.2d }, [x9], x4
	st1	{ v3.2d, v4.2d, v5.2d }, [x22], x19
	st1	{ v6.2d, v7.2d, v8.2d }, [x28], x3
	st1	{ v26.2s, v27.2s, v28.2s }, [x25]
	st1	{ v23.2s, v24.2s, v25.2s }, [x14]
	st1	{ v5.2s, v6.2s, v7.2s }, [x16]
	st1	{ v17.2s, v18.2s, v19.2s }, [x26]
	st1	{ v10.2s, v11.2s, v12.2s }, [x15], x3
	st1	{ v21.2s, v22.2s, v23.2s }, [x22], x15
	st1	{ v7.2s, v8.2s, v9.2s }, [x24], x26
	st1	{ v14.2s, v15.2s, v16.2s }, [x6], x14
	st1	{ v23.4h, v24.4h, v25.4h }, [x28]
	st1	{ v23.4h, v24.4h, v25.4h }, [x6]
	st1	{ v7.4h, v8.4h, v9.4h }, [x5]
	st1	{ v11.4h, v12.4h, v13.4h }, [x19]
	st1	{ v5.4h, v6.4h, v7.4h }, [x0], x8
	st1	{ v30.4h, v31.4h, v0.4h }, [x7], x10
	st1	{ v17.4h, v18.4h, v19.4h }, [x25], x3
	st1	{ v18.4h, v19.4h, v20.4h }, [x28], x7
	st1	{ v2.4s, v3.4s, v4.4s }, [x7]
	st1	{ v24.4s, v25.4s, v26.4s }, [x26]
	st1	{ v7.4s, v8.4s, v9.4s }, [x24]
	st1	{ v9.4s, v10.4s, v11.4s }, [x14]
	st1	{ v12.4s, v13.4s, v14.4s }, [x13], x12
	st1	{ v17.4s, v18.4s, v19.4s }, [x18], x5
	st1	{ v25.4s, v26.4s, v27.4s }, [x30], #48
	st1	{ v12.4s, v13.4s, v14.4s }, [x10], x1
	st1	{ v15.8b, v16.8b, v17.8b }, [x20]
	st1	{ v30.8b, v31.8b, v0.8b }, [x7]
	st1	{ v19.8b, v20.8b, v21.8b }, [x17]
	st1	{ v9.8b, v10.8b, v11.8b }, [x0]
	st1	{ v7.8b, v8.8b, v9.8b }, [x27], x25
	st1	{ v3.8b, v4.8b, v5.8b }, [x9], x18
	st1	{ v20.8b, v21.8b, v22.8b }, [x12], x18
	st1	{ v27.8b, v28.8b, v29.8b }, [x3], x11
	st1	{ v14.8h, v15.8h, v16.8h }, [x0]
	st1	{ v16.8h, v17.8h, v18.8h }, [x7]
	st1	{ v9.8h, v10.8h, v11.8h }, [x7]
	st1	{ v10.8h, v11.8h, v12.8h }, [x22]
	st1	{ v19.8h, v20.8h, v21.8h }, [x17], x10
	st1	{ v19.8h, v20.8h, v21.8h }, [x30], x30
	st1	{ v4.8h, v5.8h, v6.8h }, [x30], x6
	st1	{ v31.8h, v0.8h, v1.8h }, [x10], x21
	st1	{ v3.16b, v4.16b }, [x29]
	st1	{ v23.16b, v24.16b }, [x9]
	st1	{ v14.16b, v15.16b }, [x5]
	st1	{ v20.16b, v21.16b }, [x19]
	st1	{ v1.16b, v2.16b }, [sp], x5
	st1	{ v13.16b, v14.16b }, [x11], #32
	st1	{ v26.16b, v27.16b }, [x13], x29
	st1	{ v23.16b, v24.16b }, [x26], x13
	st1	{ v18.1d, v19.1d }, [x15]
	st1	{ v4.1d, v5.1d }, [x11]
	st1	{ v10.1d, v11.1d }, [x25]
	st1	{ v6.1d, v7.1d }, [x0]
	st1	{ v15.1d, v16.1d }, [x11], x10
	st1	{ v29.1d, v30.1d }, [x18], x23
	st1	{ v13.1d, v14.1d }, [x16], x21
	st1	{ v22.1d, v23.1d }, [x11], x28
	st1	{ v4.2d, v5.2d }, [x21]
	st1	{ v4.2d, v5.2d }, [x0]
	st1	{ v14.2d, v15.2d }, [x22]
	st1	{ v17.2d, v18.2d }, [x15]
	st1	{ v24.2d, v25.2d }, [x29], #32
	st1	{ v16.2d, v17.2d }, [x26], x11
	st1	{ v31.2d, v0.2d }, [x25], x13
	st1	{ v13.2d, v14.2d }, [x27], x20
	st1	{ v20.2s, v21.2s }, [x12]
	st1	{ v25.2s, v26.2s }, [x24]
	st1	{ v12.2s, v13.2s }, [x10]
	st1	{ v9.2s, v10.2s }, [x28]
	st1	{ v0.2s, v1.2s }, [x11], #16
	st1	{ v14.2s, v15.2s }, [x28], x17
	st1	{ v17.2s, v18.2s }, [x11], x19
	st1	{ v2.2s, v3.2s }, [x20], x22
	st1	{ v5.4h, v6.4h }, [x12]
	st1	{ v19.4h, v20.4h }, [x10]
	st1	{ v11.4h, v12.4h }, [sp]
	st1	{ v12.4h, v13.4h }, [x15]
	st1	{ v4.4h, v5.4h }, [x6], x21
	st1	{ v28.4h, v29.4h }, [x5], x20
	st1	{ v7.4h, v8.4h }, [x17], x26
	st1	{ v31.4h, v0.4h }, [x2], x5
	st1	{ v18.4s, v19.4s }, [x10]
	st1	{ v22.4s, v23.4s }, [x18]
	st1	{ v23.4s, v24.4s }, [x19]
	st1	{ v28.4s, v29.4s }, [x24]
	st1	{ v15.4s, v16.4s }, [x18], x9
	st1	{ v21.4s, v22.4s }, [x26], x10
	st1	{ v27.4s, v28.4s }, [x28], x27
	st1	{ v0.4s, v1.4s }, [x5], x17
	st1	{ v29.8b, v30.8b }, [x4]
	st1	{ v8.8b, v9.8b }, [x26]
	st1	{ v26.8b, v27.8b }, [x23]
	st1	{ v7.8b, v8.8b }, [x4]
	st1	{ v10.8b, v11.8b }, [x25], x10
	st1	{ v2.8b, v3.8b }, [x11], x26
	st1	{ v5.8b, v6.8b }, [x22], x30
	st1	{ v22.8b, v23.8b }, [x8], x8
	st1	{ v13.8h, v14.8h }, [x6]
	st1	{ v3.8h, v4.8h }, [x17]
	st1	{ v27.8h, v28.8h }, [x27]
	st1	{ v5.8h, v6.8h }, [x0]
	st1	{ v13.8h, v14.8h }, [x5], x9
	st1	{ v24.8h, v25.8h }, [x22], x15
	st1	{ v21.8h, v22.8h }, [x0], x10
	st1	{ v8.8h, v9.8h }, [x3], x23
	st1	{ v9.b }[2], [x8]
	st1	{ v22.b }[15], [x7]
	st1	{ v21.b }[10], [x26]
	st1	{ v26.b }[0], [x16]
	st1	{ v5.b }[0], [x10], x14
	st1	{ v18.b }[9], [x1], x28
	st1	{ v20.b }[4], [x0], x8
	st1	{ v10.b }[15], [x27], x0
	st1	{ v26.d }[0], [x18]
	st1	{ v26.d }[0], [x4]
	st1	{ v8.d }[0], [x29]
	st1	{ v21.d }[0], [x10]
	st1	{ v3.d }[0], [x27], x8
	st1	{ v2.d }[0], [x6], x28
	st1	{ v7.d }[1], [x13], x4
	st1	{ v20.d }[1], [x2], x16
	st1	{ v30.h }[7], [x17]
	st1	{ v26.h }[0], [x18]
	st1	{ v26.h }[3], [x26]
	st1	{ v26.h }[7], [x21]
	st1	{ v18.h }[2], [x26], x18
	st1	{ v13.h }[1], [x15], x28
	st1	{ v15.h }[6], [x25], x0
	st1	{ v31.h }[2], [sp], x22
	st1	{ v29.s }[1], [x12]
	st1	{ v31.s }[2], [x12]
	st1	{ v19.s }[0], [x25]
	st1	{ v17.s }[1], [x26]
	st1	{ v2.s }[0], [x2], x20
	st1	{ v22.s }[0], [x15], x3
	st1	{ v11.s }[1], [x0], x24
	st1	{ v14.s }[1], [x10], x10
	st2	{ v8.b, v9.b }[10], [x10]
	st2	{ v4.b, v5.b }[0], [x1]
	st2	{ v17.b, v18.b }[1], [x30]
	st2	{ v7.b, v8.b }[0], [x0]
	st2	{ v11.b, v12.b }[2], [x1], x24
	st2	{ v21.b, v22.b }[10], [x23], x1
	st2	{ v14.b, v15.b }[7], [x9], x17
	st2	{ v2.b, v3.b }[6], [x20], x9
	st2	{ v4.d, v5.d }[1], [x29]
	st2	{ v24.d, v25.d }[0], [x0]
	st2	{ v30.d, v31.d }[0], [x23]
	st2	{ v27.d, v28.d }[1], [x29]
	st2	{ v21.d, v22.d }[0], [x17], x18
	st2	{ v6.d, v7.d }[1], [x29], x0
	st2	{ v0.d, v1.d }[0], [x23], x13
	st2	{ v27.d, v28.d }[1], [x20], x29
	st2	{ v21.h, v22.h }[0], [x1]
	st2	{ v8.h, v9.h }[5], [x5]
	st2	{ v20.h, v21.h }[5], [x14]
	st2	{ v21.h, v22.h }[0], [x26]
	st2	{ v27.h, v28.h }[0], [x29], x18
	st2	{ v10.h, v11.h }[0], [x21], x25
	st2	{ v4.h, v5.h }[4], [x20], x28
	st2	{ v10.h, v11.h }[0], [x3], x4
	st2	{ v28.s, v29.s }[0], [x20]
	st2	{ v27.s, v28.s }[2], [x28]
	st2	{ v2.s, v3.s }[3], [x30]
	st2	{ v0.s, v1.s }[1], [x17]
	st2	{ v11.s, v12.s }[1], [x10], x21
	st2	{ v23.s, v24.s }[0], [x25], x29
	st2	{ v19.s, v20.s }[2], [x21], x21
	st2	{ v24.s, v25.s }[2], [x15], x7
	st2	{ v4.16b, v5.16b }, [sp]
	st2	{ v26.16b, v27.16b }, [x29]
	st2	{ v29.16b, v30.16b }, [x5]
	st2	{ v28.16b, v29.16b }, [x18]
	st2	{ v26.16b, v27.16b }, [x10], x22
	st2	{ v12.16b, v13.16b }, [x15], x27
	st2	{ v15.16b, v16.16b }, [x24], x3
	st2	{ v5.16b, v6.16b }, [sp], x10
	st2	{ v29.2d, v30.2d }, [x2]
	st2	{ v12.2d, v13.2d }, [x1]
	st2	{ v11.2d, v12.2d }, [x21]
	st2	{ v18.2d, v19.2d }, [x1]
	st2	{ v20.2d, v21.2d }, [x7], x1
	st2	{ v14.2d, v15.2d }, [x10], x14
	st2	{ v29.2d, v30.2d }, [x21], x27
	st2	{ v7.2d, v8.2d }, [x30], x14
	st2	{ v1.2s, v2.2s }, [x9]
	st2	{ v18.2s, v19.2s }, [x4]
	st2	{ v26.2s, v27.2s }, [x15]
	st2	{ v16.2s, v17.2s }, [x3]
	st2	{ v21.2s, v22.2s }, [x4], x0
	st2	{ v11.2s, v12.2s }, [x18], x5
	st2	{ v23.2s, v24.2s }, [x29], x8
	st2	{ v9.2s, v10.2s }, [x7], x4
	st2	{ v26.4h, v27.4h }, [x2]
	st2	{ v18.4h, v19.4h }, [x30]
	st2	{ v6.4h, v7.4h }, [x12]
	st2	{ v12.4h, v13.4h }, [x29]
	st2	{ v7.4h, v8.4h }, [x12], x28
	st2	{ v14.4h, v15.4h }, [x11], x15
	st2	{ v8.4h, v9.4h }, [x14], x1
	st2	{ v2.4h, v3.4h }, [x17], x2
	st2	{ v27.4s, v28.4s }, [x23]
	st2	{ v7.4s, v8.4s }, [x9]
	st2	{ v15.4s, v16.4s }, [x19]
	st2	{ v31.4s, v0.4s }, [x6]
	st2	{ v17.4s, v18.4s }, [x4], x25
	st2	{ v5.4s, v6.4s }, [x6], x28
	st2	{ v31.4s, v0.4s }, [x27], #32
	st2	{ v1.4s, v2.4s }, [x25], x15
	st2	{ v11.8b, v12.8b }, [x16]
	st2	{ v13.8b, v14.8b }, [x15]
	st2	{ v11.8b, v12.8b }, [x18]
	st2	{ v1.8b, v2.8b }, [x16]
	st2	{ v5.8b, v6.8b }, [x5], x23
	st2	{ v21.8b, v22.8b }, [x29], x1
	st2	{ v27.8b, v28.8b }, [x18], x22
	st2	{ v31.8b, v0.8b }, [x9], x28
	st2	{ v28.8h, v29.8h }, [x11]
	st2	{ v27.8h, v28.8h }, [x1]
	st2	{ v2.8h, v3.8h }, [sp]
	st2	{ v6.8h, v7.8h }, [x24]
	st2	{ v11.8h, v12.8h }, [x5], x27
	st2	{ v11.8h, v12.8h }, [x26], x25
	st2	{ v30.8h, v31.8h }, [x19], x9
	st2	{ v1.8h, v2.8h }, [x16], x26
	st3	{ v23.b, v24.b, v25.b }[15], [x20]
	st3	{ v16.b, v17.b, v18.b }[0], [x24]
	st3	{ v16.b, v17.b, v18.b }[0], [x12]
	st3	{ v20.b, v21.b, v22.b }[10], [x16]
	st3	{ v14.b, v15.b, v16.b }[13], [x1], x26
	st3	{ v2.b, v3.b, v4.b }[5], [x12], x4
	st3	{ v23.b, v24.b, v25.b }[15], [x19], x9
	st3	{ v5.b, v6.b, v7.b }[0], [x13], x28
	st3	{ v25.d, v26.d, v27.d }[1], [x3]
	st3	{ v1.d, v2.d, v3.d }[0], [x9]
	st3	{ v30.d, v31.d, v0.d }[1], [x2]
	st3	{ v8.d, v9.d, v10.d }[1], [x24]
	st3	{ v20.d, v21.d, v22.d }[0], [x14], x11
	st3	{ v20.d, v21.d, v22.d }[0], [x18], x24
	st3	{ v10.d, v11.d, v12.d }[1], [x0], x12
	st3	{ v10.d, v11.d, v12.d }[1], [x20], x17
	st3	{ v8.h, v9.h, v10.h }[4], [x20]
	st3	{ v13.h, v14.h, v15.h }[6], [x10]
	st3	{ v18.h, v19.h, v20.h }[0], [x5]
	st3	{ v31.h, v0.h, v1.h }[0], [x27]
	st3	{ v25.h, v26.h, v27.h }[1], [x6], x21
	st3	{ v5.h, v6.h, v7.h }[0], [x25], x23
	st3	{ v20.h, v21.h, v22.h }[1], [x27], x30
	st3	{ v18.h, v19.h, v20.h }[0], [sp], x26
	st3	{ v1.s, v2.s, v3.s }[2], [x20]
	st3	{ v19.s, v20.s, v21.s }[3], [x29]
	st3	{ v23.s, v24.s, v25.s }[0], [x12]
	st3	{ v21.s, v22.s, v23.s }[3], [x29]
	st3	{ v17.s, v18.s, v19.s }[2], [x1], x27
	st3	{ v4.s, v5.s, v6.s }[1], [x16], x19
	st3	{ v23.s, v24.s, v25.s }[2], [x4], x15
	st3	{ v6.s, v7.s, v8.s }[1], [x22], x8
	st3	{ v6.16b, v7.16b, v8.16b }, [x19]
	st3	{ v17.16b, v18.16b, v19.16b }, [x1]
	st3	{ v5.16b, v6.16b, v7.16b }, [x25]
	st3	{ v24.16b, v25.16b, v26.16b }, [x18]
	st3	{ v28.16b, v29.16b, v30.16b }, [x21], x24
	st3	{ v16.16b, v17.16b, v18.16b }, [x12], x1
	st3	{ v7.16b, v8.16b, v9.16b }, [x30], x1
	st3	{ v30.16b, v31.16b, v0.16b }, [x27], x15
	st3	{ v16.2d, v17.2d, v18.2d }, [x26]
	st3	{ v8.2d, v9.2d, v10.2d }, [x2]
	st3	{ v6.2d, v7.2d, v8.2d }, [x0]
	st3	{ v2.2d, v3.2d, v4.2d }, [x16]
	st3	{ v10.2d, v11.2d, v12.2d }, [x1], x2
	st3	{ v23.2d, v24.2d, v25.2d }, [x15], x9
	st3	{ v23.2d, v24.2d, v25.2d }, [x1], x19
	st3	{ v16.2d, v17.2d, v18.2d }, [x25], x18
	st3	{ v23.2s, v24.2s, v25.2s }, [x15]
	st3	{ v30.2s, v31.2s, v0.2s }, [x8]
	st3	{ v13.2s, v14.2s, v15.2s }, [x28]
	st3	{ v5.2s, v6.2s, v7.2s }, [x21]
	st3	{ v10.2s, v11.2s, v12.2s }, [x21], x4
	st3	{ v11.2s, v12.2s, v13.2s }, [x14], x15
	st3	{ v15.2s, v16.2s, v17.2s }, [x10], x20
	st3	{ v31.2s, v0.2s, v1.2s }, [x16], x16
	st3	{ v2.4h, v3.4h, v4.4h }, [x25]
	st3	{ v17.4h, v18.4h, v19.4h }, [x6]
	st3	{ v24.4h, v25.4h, v26.4h }, [x22]
	st3	{ v7.4h, v8.4h, v9.4h }, [x23]
	st3	{ v9.4h, v10.4h, v11.4h }, [x29], x22
	st3	{ v25.4h, v26.4h, v27.4h }, [x9], x26
	st3	{ v0.4h, v1.4h, v2.4h }, [x4], x3
	st3	{ v10.4h, v11.4h, v12.4h }, [x10], x10
	st3	{ v28.4s, v29.4s, v30.4s }, [x20]
	st3	{ v8.4s, v9.4s, v10.4s }, [x15]
	st3	{ v13.4s, v14.4s, v15.4s }, [x20]
	st3	{ v20.4s, v21.4s, v22.4s }, [sp]
	st3	{ v5.4s, v6.4s, v7.4s }, [x10], x9
	st3	{ v18.4s, v19.4s, v20.4s }, [x10], x10
	st3	{ v2.4s, v3.4s, v4.4s }, [x5], x29
	st3	{ v5.4s, v6.4s, v7.4s }, [x17], x27
	st3	{ v15.8b, v16.8b, v17.8b }, [x25]
	st3	{ v7.8b, v8.8b, v9.8b }, [x18]
	st3	{ v10.8b, v11.8b, v12.8b }, [x20]
	st3	{ v0.8b, v1.8b, v2.8b }, [x28]
	st3	{ v2.8b, v3.8b, v4.8b }, [x26], x30
	st3	{ v30.8b, v31.8b, v0.8b }, [x9], x17
	st3	{ v3.8b, v4.8b, v5.8b }, [x30], x19
	st3	{ v24.8b, v25.8b, v26.8b }, [x23], #24
	st3	{ v26.8h, v27.8h, v28.8h }, [x18]
	st3	{ v30.8h, v31.8h, v0.8h }, [x5]
	st3	{ v0.8h, v1.8h, v2.8h }, [x11]
	st3	{ v19.8h, v20.8h, v21.8h }, [x4]
	st3	{ v11.8h, v12.8h, v13.8h }, [x27], x6
	st3	{ v1.8h, v2.8h, v3.8h }, [x1], x27
	st3	{ v29.8h, v30.8h, v31.8h }, [x12], x19
	st3	{ v22.8h, v23.8h, v24.8h }, [x29], x28
	st4	{ v25.b, v26.b, v27.b, v28.b }[10], [x28]
	st4	{ v25.b, v26.b, v27.b, v28.b }[0], [x19]
	st4	{ v22.b, v23.b, v24.b, v25.b }[6], [x10]
	st4	{ v29.b, v30.b, v31.b, v0.b }[8], [x15]
	st4	{ v17.b, v18.b, v19.b, v20.b }[9], [x20], x29
	st4	{ v15.b, v16.b, v17.b, v18.b }[9], [x3], x10
	st4	{ v11.b, v12.b, v13.b, v14.b }[1], [x2], x4
	st4	{ v23.b, v24.b, v25.b, v26.b }[4], [x18], x24
	st4	{ v14.d, v15.d, v16.d, v17.d }[0], [x15]
	st4	{ v24.d, v25.d, v26.d, v27.d }[1], [x1]
	st4	{ v7.d, v8.d, v9.d, v10.d }[1], [x1]
	st4	{ v29.d, v30.d, v31.d, v0.d }[1], [x20]
	st4	{ v26.d, v27.d, v28.d, v29.d }[1], [x5], x17
	st4	{ v14.d, v15.d, v16.d, v17.d }[1], [x0], x28
	st4	{ v28.d, v29.d, v30.d, v31.d }[0], [x2], x23
	st4	{ v27.d, v28.d, v29.d, v30.d }[0], [x22], x20
	st4	{ v20.h, v21.h, v22.h, v23.h }[7], [x30]
	st4	{ v7.h, v8.h, v9.h, v10.h }[3], [x9]
	st4	{ v30.h, v31.h, v0.h, v1.h }[5], [x29]
	st4	{ v25.h, v26.h, v27.h, v28.h }[7], [x14]
	st4	{ v5.h, v6.h, v7.h, v8.h }[7], [x2], x24
	st4	{ v16.h, v17.h, v18.h, v19.h }[4], [x30], x18
	st4	{ v18.h, v19.h, v20.h, v21.h }[0], [x23], x22
	st4	{ v3.h, v4.h, v5.h, v6.h }[0], [sp], x30
	st4	{ v10.s, v11.s, v12.s, v13.s }[3], [x2]
	st4	{ v0.s, v1.s, v2.s, v3.s }[1], [x13]
	st4	{ v4.s, v5.s, v6.s, v7.s }[3], [x3]
	st4	{ v1.s, v2.s, v3.s, v4.s }[1], [x17]
	st4	{ v2.s, v3.s, v4.s, v5.s }[0], [x27], x12
	st4	{ v29.s, v30.s, v31.s, v0.s }[1], [x9], x25
	st4	{ v16.s, v17.s, v18.s, v19.s }[0], [x23], x16
	st4	{ v15.s, v16.s, v17.s, v18.s }[1], [x3], x26
	st4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x5]
	st4	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x3]
	st4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x7]
	st4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x26]
	st4	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x20], x21
	st4	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x24], x7
	st4	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x19], x22
	st4	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x13], x28
	st4	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x9]
	st4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x8]
	st4	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x28]
	st4	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x23]
	st4	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x29], x11
	st4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x19], x12
	st4	{ v2.2d, v3.2d, v4.2d, v5.2d }, [sp], x30
	st4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x16], x20
	st4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x23]
	st4	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x3]
	st4	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x29]
	st4	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x21]
	st4	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x21], x27
	st4	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x9], x9
	st4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x28], x11
	st4	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x19], x13
	st4	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x8]
	st4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x14]
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x3]
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x30]
	st4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x2], x16
	st4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x7], x25
	st4	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x24], x16
	st4	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x13], x27
	st4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x4]
	st4	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x9]
	st4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x1]
	st4	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x18]
	st4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x28], x1
	st4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x1], x10
	st4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x21], #64
	st4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x30], x3
	st4	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x0]
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x23]
	st4	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x11]
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x18]
	st4	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x11], x22
	st4	{ v14.8b, v15.8b, v16.8b, v17.8b }, [sp], x22
	st4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x24], x20
	st4	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x8], x25
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x19]
	st4	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x11]
	st4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x15]
	st4	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x21]
	st4	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x24], x30
	st4	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x22], x1
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x22], x10
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x29], x12
	stlr	w22, [x17]
	stlr	w19, [x27]
	stlr	w7, [x19]
	stlr	w29, [sp]
	stlr	x1, [x19]
	stlr	x10, [x18]
	stlr	x26, [x17]
	stlr	x1, [x21]
	stlrb	w17, [x11]
	stlrb	w5, [x26]
	stlrb	wzr, [x13]
	stlrb	w28, [x3]
	stlrh	w3, [x22]
	stlrh	w12, [x12]
	stlrh	w18, [x5]
	stlrh	w19, [x29]
	stlxp	w14, w16, w1, [x10]
	stlxp	w23, w22, w8, [x7]
	stlxp	w25, w8, w22, [x29]
	stlxp	w30, w1, w19, [x11]
	stlxp	w17, x1, x0, [x29]
	stlxp	w23, x24, x20, [x2]
	stlxp	w15, x2, x8, [x29]
	stlxp	w18, x2, x24, [x8]
	stlxr	w4, w14, [x7]
	stlxr	w14, w16, [x0]
	stlxr	w7, w23, [x30]
	stlxr	w9, w11, [sp]
	stlxr	w1, x7, [x3]
	stlxr	w16, x2, [x20]
	stlxr	w11, x2, [x22]
	stlxr	w23, x10, [x10]
	stlxrb	w26, w12, [x19]
	stlxrb	w3, w12, [x4]
	stlxrb	w15, w3, [x27]
	stlxrb	w29, w8, [x7]
	stlxrh	w3, w20, [x6]
	stlxrh	w29, w10, [sp]
	stlxrh	w19, w22, [x30]
	stlxrh	w9, w24, [x23]
	stnp	d26, d22, [x4, #472]
	stnp	d17, d27, [x6, #432]
	stnp	d17, d20, [x14, #-408]
	stnp	d7, d17, [x24]
	stnp	q16, q12, [x15]
	stnp	q4, q15, [x4, #288]
	stnp	q6, q19, [x1, #-112]
	stnp	q19, q29, [x16, #576]
	stnp	s3, s30, [x29]
	stnp	s17, s1, [x6, #-124]
	stnp	s0, s12, [x7, #192]
	stnp	s17, s20, [x13, #48]
	stnp	w17, w12, [x29, #108]
	stnp	w9, w17, [x22]
	stnp	w8, w7, [x26, #-4]
	stnp	w17, w11, [x23, #-120]
	stnp	x21, x20, [x5]
	stnp	x12, xzr, [x16, #-304]
	stnp	x25, x26, [x0]
	stnp	x2, x16, [x28]
	stp	d5, d21, [x12]
	stp	d29, d28, [x26, #-168]
	stp	d0, d15, [x23]
	stp	d24, d1, [x7, #-120]
	stp	d1, d22, [x25], #-208
	stp	d30, d15, [x28], #344
	stp	d13, d10, [x2], #136
	stp	d10, d5, [x7], #504
	stp	d7, d0, [x16, #152]!
	stp	d6, d3, [x18, #0]!
	stp	d19, d28, [x14, #-8]!
	stp	d24, d5, [x15, #-104]!
	stp	q28, q27, [x0, #400]
	stp	q1, q28, [x28, #128]
	stp	q7, q19, [x23]
	stp	q20, q6, [x9, #-960]
	stp	q19, q14, [sp], #672
	stp	q24, q7, [x15], #-16
	stp	q24, q19, [x1], #400
	stp	q18, q23, [x24], #448
	stp	q22, q23, [x28, #592]!
	stp	q8, q10, [x26, #960]!
	stp	q23, q12, [x29, #-112]!
	stp	q19, q15, [x16, #1008]!
	stp	s9, s29, [x25, #152]
	stp	s6, s24, [x19, #-164]
	stp	s13, s10, [x13]
	stp	s10, s12, [x0]
	stp	s11, s28, [x27], #84
	stp	s9, s10, [x12], #-104
	stp	s25, s5, [x27], #4
	stp	s9, s31, [x5], #-44
	stp	s26, s5, [x12, #20]!
	stp	s2, s22, [x29, #-144]!
	stp	s3, s26, [x7, #-136]!
	stp	s26, s23, [x26, #0]!
	stp	w25, w30, [x24]
	stp	w0, w12, [x29]
	stp	w14, w28, [x21]
	stp	w22, w29, [x25]
	stp	w14, w24, [x3], #-252
	stp	w12, w6, [x2], #-256
	stp	w25, w12, [x11], #-92
	stp	w10, w29, [x23], #0
	stp	w24, w6, [x1, #132]!
	stp	w6, w23, [x9, #-4]!
	stp	w3, w14, [x17, #-56]!
	stp	w21, w17, [x1, #252]!
	stp	x21, x15, [sp]
	stp	x4, x21, [x20]
	stp	x17, x18, [x7, #216]
	stp	x0, x12, [x14]
	stp	x17, x3, [x21], #-8
	stp	x23, x11, [x24], #-48
	stp	x7, x27, [x2], #504
	stp	x28, x14, [x4], #-8
	stp	x3, x24, [x5, #336]!
	stp	x30, x15, [x26, #384]!
	stp	x27, x14, [x24, #152]!
	stp	x23, x21, [x10, #456]!
	stur	b12, [x18, #-1]
	stur	b12, [x15, #-164]
	stur	b14, [x16, #-63]
	stur	b8, [x11]
	str	b30, [x6], #144
	str	b31, [x12], #-244
	str	b27, [x17], #19
	str	b7, [x20], #67
	str	b15, [x1, #-256]!
	str	b11, [x22, #125]!
	str	b2, [x23, #-16]!
	str	b24, [x22, #21]!
	str	b3, [x20, w6, uxtw #0]
	str	b25, [x23, w23, uxtw]
	str	b7, [x14, w15, uxtw #0]
	str	b19, [x23, w30, uxtw]
	str	b26, [x25, x30, lsl #0]
	str	b0, [x18, x25]
	str	b23, [x28, x30, lsl #0]
	str	b26, [x2, x28, lsl #0]
	str	b11, [x28, #3440]
	str	b31, [x14, #2147]
	str	b12, [x14, #3593]
	str	b3, [x27, #820]
	sturb	w14, [x15, #-158]
	sturb	w16, [x30]
	sturb	w30, [x3]
	sturb	w5, [x19]
	strb	w3, [x11], #-210
	strb	w8, [x24], #1
	strb	w1, [x15], #-173
	strb	w15, [x13], #-114
	strb	w23, [x10, #248]!
	strb	w11, [x21, #-177]!
	strb	w12, [x8, #-59]!
	strb	w1, [x12, #-170]!
	strb	w0, [x25, wzr, sxtw #0]
	strb	w3, [x18, w14, sxtw]
	strb	w20, [x4, w22, sxtw #0]
	strb	w13, [x4, w5, uxtw]
	strb	w25, [x2, x17, sxtx]
	strb	w20, [x14, x27]
	strb	w20, [x11, x6, sxtx]
	strb	w6, [x14, x6, lsl #0]
	strb	w28, [x15, #73]
	strb	w9, [x22]
	strb	w10, [x26]
	strb	w16, [sp, #1193]
	stur	d18, [sp, #153]
	stur	d19, [x20, #26]
	stur	d5, [x18]
	stur	d25, [x4, #49]
	str	d6, [x10], #1
	str	d10, [x8], #255
	str	d29, [x12], #255
	str	d22, [x14], #151
	str	d25, [x22, #-117]!
	str	d31, [x18, #255]!
	str	d1, [x20, #-223]!
	str	d29, [x2, #-12]!
	str	d4, [x9, w27, uxtw]
	str	d23, [x13, w26, uxtw #3]
	str	d3, [x24, w11, sxtw]
	str	d21, [x9, wzr, uxtw #3]
	str	d10, [x27, xzr, lsl #3]
	str	d23, [x23, x4]
	str	d27, [x6, x21, sxtx]
	str	d3, [x14, x25, lsl #3]
	str	d31, [x1]
	str	d0, [x4, #30216]
	str	d15, [x26]
	str	d24, [x24, #400]
	stur	h19, [x4, #-209]
	stur	h0, [x18, #218]
	stur	h12, [x25]
	stur	h15, [x30]
	str	h0, [x2], #0
	str	h9, [x15], #-1
	str	h26, [x2], #-199
	str	h29, [x3], #198
	str	h0, [x12, #-78]!
	str	h30, [x9, #-76]!
	str	h29, [x13, #-129]!
	str	h9, [x22, #-193]!
	str	h25, [x17, w9, uxtw]
	str	h0, [x19, wzr, sxtw #1]
	str	h3, [x8, w10, uxtw]
	str	h12, [x11, w15, sxtw #1]
	str	h17, [x4, x14, sxtx]
	str	h25, [x25, x12, sxtx]
	str	h3, [x4, xzr, lsl #1]
	str	h22, [x19, x24, sxtx #1]
	str	h18, [x12, #118]
	str	h9, [x0]
	str	h22, [x15, #678]
	str	h20, [sp]
	sturh	w15, [x22, #-1]
	sturh	w2, [x17]
	sturh	w12, [x28, #125]
	sturh	w22, [x29, #-128]
	strh	w24, [x25], #69
	strh	wzr, [x22], #1
	strh	w21, [sp], #-97
	strh	w9, [x20], #-127
	strh	w27, [sp, #-256]!
	strh	w2, [x7, #-60]!
	strh	w30, [x19, #0]!
	strh	w27, [x18, #-180]!
	strh	w20, [x15, w26, sxtw]
	strh	w7, [x19, w2, sxtw]
	strh	w29, [x12, w21, sxtw]
	strh	w25, [x2, w8, sxtw]
	strh	w14, [x6, x23]
	strh	w16, [x13, x9]
	strh	w14, [x11, x1]
	strh	wzr, [x24, x11, sxtx #1]
	strh	w9, [x0, #7558]
	strh	w7, [x11]
	strh	w26, [x24]
	strh	w0, [x3, #7388]
	stur	q19, [x20, #199]
	stur	q18, [x5, #255]
	stur	q14, [x2, #-1]
	stur	q28, [x4]
	str	q27, [x29], #193
	str	q10, [x6], #253
	str	q16, [x5], #26
	str	q28, [x18], #-35
	str	q13, [x13, #-114]!
	str	q11, [x21, #71]!
	str	q26, [x16, #255]!
	str	q28, [x21, #-256]!
	str	q2, [x17, w11, sxtw]
	str	q2, [x18, w26, sxtw]
	str	q1, [sp, w30, uxtw]
	str	q13, [x17, w6, uxtw]
	str	q10, [x27, x5]
	str	q5, [sp, x2]
	str	q15, [x2, x24]
	str	q27, [x30, x9]
	str	q6, [x13]
	str	q6, [x19]
	str	q26, [x11, #11760]
	str	q30, [x16, #42208]
	stur	s1, [x24, #191]
	stur	s9, [x29]
	stur	s4, [x7]
	stur	s24, [x2, #-165]
	str	s19, [x4], #-128
	str	s21, [x29], #250
	str	s29, [x20], #-256
	str	s1, [x4], #-130
	str	s18, [x20, #-26]!
	str	s9, [x10, #181]!
	str	s18, [x3, #166]!
	str	s17, [x1, #-153]!
	str	s15, [x1, w18, sxtw #2]
	str	s14, [x8, w4, sxtw]
	str	s25, [x7, w6, sxtw]
	str	s25, [x23, w26, sxtw #2]
	str	s6, [x15, x30, sxtx]
	str	s2, [x12, x7, sxtx]
	str	s30, [sp, x24, sxtx #2]
	str	s31, [x11, x12]
	str	s24, [x30, #4088]
	str	s13, [x25]
	str	s25, [x28, #3920]
	str	s31, [sp, #10728]
	stur	w8, [x30, #-90]
	stur	w3, [x0]
	stur	w14, [x24, #15]
	stur	w9, [x16, #-51]
	str	w21, [x8], #249
	str	w21, [x24], #-84
	str	w2, [x10], #-256
	str	w13, [x19], #-8
	str	w9, [x1, #102]!
	str	w16, [x4, #-75]!
	str	w27, [x9, #1]!
	str	w5, [x25, #-38]!
	str	w2, [x11, w1, sxtw #2]
	str	w3, [x14, w2, sxtw #2]
	str	w10, [x0, w28, uxtw #2]
	str	w2, [x22, w20, sxtw #2]
	str	w8, [sp, x4, lsl #2]
	str	w24, [x29, x29, lsl #2]
	str	w29, [x11, x16, lsl #2]
	str	w26, [x22, x4]
	str	w19, [x21, #2284]
	str	w5, [sp, #5236]
	str	w21, [x21, #9412]
	str	w1, [x6, #3104]
	stur	x14, [x14, #191]
	stur	x19, [x18]
	stur	x26, [x16, #-157]
	stur	x22, [x3, #-80]
	str	x25, [x30], #-102
	str	x23, [x17], #216
	str	x27, [x29], #35
	str	x30, [x18], #248
	str	x28, [x27, #-128]!
	str	x22, [x17, #0]!
	str	x9, [x3, #-32]!
	str	x24, [x1, #250]!
	str	x17, [x19, w26, sxtw #3]
	str	x6, [x21, w10, uxtw #3]
	str	x17, [x21, w24, sxtw #3]
	str	x22, [x10, w13, uxtw]
	str	x26, [x13, x11, sxtx]
	str	x29, [x20, x1, lsl #3]
	str	x24, [x16, x23]
	str	x25, [x10, x9, lsl #3]
	str	x18, [x17]
	str	x10, [x22, #12512]
	str	x29, [x21, #2328]
	str	x12, [x11, #22736]
	sttrb	w20, [x15]
	sttrb	w30, [x11, #-247]
	sttrb	w0, [x12]
	sttrb	w15, [x13]
	sttrh	w13, [x12, #-228]
	sttrh	w22, [x26]
	sttrh	w2, [x23, #246]
	sttrh	w28, [x29, #255]
	sttr	w24, [x22, #-196]
	sttr	w17, [x18]
	sttr	w26, [x29, #-41]
	sttr	w19, [x26]
	sttr	x28, [x14, #-1]
	sttr	x11, [x7, #-56]
	sttr	x17, [x24, #-29]
	sttr	x4, [x15, #135]
	stxp	w1, w19, w23, [x14]
	stxp	w12, w8, w6, [x8]
	stxp	w25, w29, w11, [x5]
	stxp	w25, w26, w22, [x1]
	stxp	w3, x13, x22, [x19]
	stxp	w11, x3, x21, [x5]
	stxp	w30, x18, x0, [x2]
	stxp	w19, x20, x30, [x5]
	stxr	w19, w8, [x29]
	stxr	w28, w14, [x11]
	stxr	w28, w19, [x27]
	stxr	w30, w3, [x14]
	stxr	w18, x7, [x6]
	stxr	w13, x2, [x6]
	stxr	w5, x19, [x26]
	stxr	w8, x5, [x30]
	stxrb	w15, wzr, [x25]
	stxrb	w6, w26, [x20]
	stxrb	w16, w0, [x19]
	stxrb	w19, w24, [x20]
	stxrh	w3, w21, [x18]
	stxrh	w16, w23, [x7]
	stxrh	w3, w11, [x11]
	stxrh	w30, w24, [x7]
	subhn	v12.2s, v5.2d, v30.2d
	subhn	v29.2s, v13.2d, v15.2d
	subhn	v16.2s, v21.2d, v1.2d
	subhn	v3.2s, v0.2d, v21.2d
	subhn2	v14.4s, v2.2d, v24.2d
	subhn2	v15.4s, v14.2d, v29.2d
	subhn2	v17.4s, v11.2d, v28.2d
	subhn2	v28.4s, v11.2d, v2.2d
	subhn	v23.4h, v8.4s, v31.4s
	subhn	v7.4h, v11.4s, v22.4s
	subhn	v31.4h, v23.4s, v25.4s
	subhn	v0.4h, v6.4s, v24.4s
	subhn2	v28.8h, v26.4s, v27.4s
	subhn2	v7.8h, v30.4s, v27.4s
	subhn2	v18.8h, v15.4s, v13.4s
	subhn2	v12.8h, v31.4s, v26.4s
	subhn	v2.8b, v13.8h, v2.8h
	subhn	v11.8b, v24.8h, v2.8h
	subhn	v12.8b, v19.8h, v25.8h
	subhn	v8.8b, v19.8h, v26.8h
	subhn2	v5.16b, v31.8h, v29.8h
	subhn2	v6.16b, v21.8h, v0.8h
	subhn2	v7.16b, v9.8h, v13.8h
	subhn2	v7.16b, v8.8h, v30.8h
	subs	w15, w19, #0, lsl #12
	cmp	w4, #3614
	subs	w9, w18, #1810, lsl #12
	subs	w2, w19, #2541
	negs	w7, w2
	subs	w21, w25, w25
	cmp	w30, w8, asr #5
	subs	w10, w5, w30
	subs	w10, w28, w24, sxtw #1
	cmp	w19, w19, sxtb #2
	cmp	w9, w11, sxtw #3
	subs	w10, w1, w23, uxtx #1
	cmp	x16, #1
	cmp	x29, #3778
	cmp	x22, #3786, lsl #12
	cmp	x19, #486
	negs	x28, xzr, lsl #5
	subs	x20, x26, x11, asr #63
	subs	x24, x9, x11, asr #1
	negs	x12, x7, asr #1
	subs	x21, x4, w7, uxtw #4
	subs	x3, x11, w8, uxth #3
	cmp	x12, w2, uxth #3
	cmp	x17, w11, uxtb #2
	cmp	x1, xzr, sxtx #1
	subs	x17, x5, x14, sxtx #2
	subs	x13, x28, x18, uxtx #1
	cmp	x13, x30, uxtx
	sub	w21, w13, #1675
	sub	w20, w26, #3606
	sub	w20, w3, #4095
	sub	w0, w12, #2599
	sub	w6, w21, w10, lsl #1
	sub	w4, w17, w10, lsr #10
	neg	w20, w0, lsl #25
	neg	w9, w25, asr #0
	sub	w17, w11, w9, uxth
	sub	w8, w15, w19, uxtb #3
	sub	w16, w23, w2, sxtx
	sub	w0, w19, w0, sxtx
	sub	x25, x14, #735
	sub	x28, x8, #2501, lsl #12
	sub	x20, x14, #0, lsl #12
	sub	x7, x21, #3850, lsl #12
	neg	x27, x14, lsl #43
	sub	x13, x19, x16
	sub	x11, x5, x5, lsr #63
	sub	x29, x22, x12
	sub	x3, x12, w19, sxtw
	sub	x26, x15, w4, uxtw #2
	sub	x25, x8, w12, sxth
	sub	x10, x15, w23, sxtw #1
	sub	x23, x15, x29, sxtx #2
	sub	x13, sp, x17, sxtx
	sub	x18, x18, x12, uxtx #4
	sub	x18, x18, x16, sxtx
	sub	d23, d30, d30
	sub	d21, d16, d22
	sub	d22, d2, d28
	sub	d6, d12, d25
	sub	v16.16b, v8.16b, v24.16b
	sub	v16.16b, v14.16b, v27.16b
	sub	v18.16b, v10.16b, v14.16b
	sub	v19.16b, v26.16b, v10.16b
	sub	v5.2d, v1.2d, v30.2d
	sub	v24.2d, v9.2d, v31.2d
	sub	v18.2d, v24.2d, v22.2d
	sub	v22.2d, v20.2d, v4.2d
	sub	v20.2s, v11.2s, v0.2s
	sub	v17.2s, v6.2s, v15.2s
	sub	v6.2s, v22.2s, v14.2s
	sub	v22.2s, v12.2s, v17.2s
	sub	v7.4h, v29.4h, v24.4h
	sub	v12.4h, v13.4h, v8.4h
	sub	v9.4h, v7.4h, v18.4h
	sub	v28.4h, v2.4h, v20.4h
	sub	v29.4s, v4.4s, v2.4s
	sub	v26.4s, v4.4s, v2.4s
	sub	v6.4s, v20.4s, v12.4s
	sub	v31.4s, v18.4s, v17.4s
	sub	v26.8b, v21.8b, v28.8b
	sub	v5.8b, v8.8b, v30.8b
	sub	v17.8b, v9.8b, v8.8b
	sub	v14.8b, v2.8b, v28.8b
	sub	v16.8h, v5.8h, v27.8h
	sub	v24.8h, v9.8h, v1.8h
	sub	v4.8h, v12.8h, v3.8h
	sub	v22.8h, v29.8h, v2.8h
	suqadd	b29, b0
	suqadd	b31, b6
	suqadd	b23, b15
	suqadd	b4, b25
	suqadd	d23, d3
	suqadd	d30, d23
	suqadd	d19, d23
	suqadd	d7, d15
	suqadd	h13, h4
	suqadd	h18, h10
	suqadd	h13, h6
	suqadd	h23, h20
	suqadd	s0, s18
	suqadd	s17, s20
	suqadd	s8, s7
	suqadd	s15, s5
	suqadd	v18.16b, v3.16b
	suqadd	v0.16b, v12.16b
	suqadd	v6.16b, v1.16b
	suqadd	v5.16b, v9.16b
	suqadd	v0.2d, v26.2d
	suqadd	v4.2d, v31.2d
	suqadd	v20.2d, v9.2d
	suqadd	v28.2d, v21.2d
	suqadd	v21.2s, v19.2s
	suqadd	v17.2s, v8.2s
	suqadd	v24.2s, v26.2s
	suqadd	v5.2s, v25.2s
	suqadd	v25.4h, v29.4h
	suqadd	v6.4h, v2.4h
	suqadd	v0.4h, v0.4h
	suqadd	v31.4h, v10.4h
	suqadd	v0.4s, v6.4s
	suqadd	v20.4s, v29.4s
	suqadd	v30.4s, v0.4s
	suqadd	v7.4s, v30.4s
	suqadd	v2.8b, v21.8b
	suqadd	v25.8b, v25.8b
	suqadd	v19.8b, v28.8b
	suqadd	v15.8b, v18.8b
	suqadd	v18.8h, v6.8h
	suqadd	v3.8h, v11.8h
	suqadd	v8.8h, v20.8h
	suqadd	v3.8h, v15.8h
	svc	#0x2534
	svc	#0
	svc	#0x474
	svc	#0x4879
	sys	#4, c13, c5, #0, x9
	sys	#0, c14, c5, #0, x15
	sys	#1, c12, c5, #6
	sys	#0, c3, c1, #0, x13
	sysl	x14, #4, c15, c10, #1
	sysl	x26, #2, c10, c0, #0
	sysl	x17, #0, c14, c0, #3
	sysl	x22, #0, c9, c5, #3
	tbl	v1.16b, { v25.16b }, v25.16b
	tbl	v28.16b, { v26.16b }, v1.16b
	tbl	v4.16b, { v13.16b }, v4.16b
	tbl	v20.16b, { v22.16b }, v7.16b
	tbl	v16.16b, { v18.16b, v19.16b }, v10.16b
	tbl	v17.16b, { v3.16b, v4.16b }, v8.16b
	tbl	v5.16b, { v22.16b, v23.16b }, v4.16b
	tbl	v12.16b, { v20.16b, v21.16b }, v14.16b
	tbl	v31.16b, { v9.16b, v10.16b, v11.16b }, v26.16b
	tbl	v31.16b, { v13.16b, v14.16b, v15.16b }, v17.16b
	tbl	v16.16b, { v6.16b, v7.16b, v8.16b }, v6.16b
	tbl	v6.16b, { v1.16b, v2.16b, v3.16b }, v25.16b
	tbl	v1.16b, { v12.16b, v13.16b, v14.16b, v15.16b }, v4.16b
	tbl	v19.16b, { v4.16b, v5.16b, v6.16b, v7.16b }, v29.16b
	tbl	v6.16b, { v17.16b, v18.16b, v19.16b, v20.16b }, v24.16b
	tbl	v19.16b, { v30.16b, v31.16b, v0.16b, v1.16b }, v3.16b
	tbl	v15.8b, { v7.16b }, v6.8b
	tbl	v10.8b, { v8.16b }, v23.8b
	tbl	v27.8b, { v21.16b }, v21.8b
	tbl	v5.8b, { v26.16b }, v29.8b
	tbl	v26.8b, { v8.16b, v9.16b }, v3.8b
	tbl	v5.8b, { v10.16b, v11.16b }, v1.8b
	tbl	v8.8b, { v18.16b, v19.16b }, v28.8b
	tbl	v24.8b, { v8.16b, v9.16b }, v28.8b
	tbl	v10.8b, { v13.16b, v14.16b, v15.16b }, v21.8b
	tbl	v12.8b, { v14.16b, v15.16b, v16.16b }, v9.8b
	tbl	v10.8b, { v0.16b, v1.16b, v2.16b }, v17.8b
	tbl	v23.8b, { v13.16b, v14.16b, v15.16b }, v8.8b
	tbl	v11.8b, { v20.16b, v21.16b, v22.16b, v23.16b }, v27.8b
	tbl	v7.8b, { v29.16b, v30.16b, v31.16b, v0.16b }, v28.8b
	tbl	v11.8b, { v7.16b, v8.16b, v9.16b, v10.16b }, v19.8b
	tbl	v25.8b, { v27.16b, v28.16b, v29.16b, v30.16b }, v22.8b
	tbnz	w28, #27, #0
	tbnz	w7, #31, #5376
	tbnz	w11, #1, #2524
	tbnz	w22, #0, #10316
	tbnz	x25, #32, #-17012
	tbnz	x2, #44, #-324
	tbnz	x4, #59, #-1032
	tbnz	x21, #63, #32764
	tbx	v8.16b, { v8.16b }, v0.16b
	tbx	v8.16b, { v0.16b }, v11.16b
	tbx	v21.16b, { v5.16b }, v29.16b
	tbx	v1.16b, { v29.16b }, v25.16b
	tbx	v28.16b, { v19.16b, v20.16b }, v20.16b
	tbx	v14.16b, { v22.16b, v23.16b }, v1.16b
	tbx	v12.16b, { v31.16b, v0.16b }, v2.16b
	tbx	v25.16b, { v5.16b, v6.16b }, v2.16b
	tbx	v4.16b, { v27.16b, v28.16b, v29.16b }, v14.16b
	tbx	v29.16b, { v9.16b, v10.16b, v11.16b }, v22.16b
	tbx	v19.16b, { v6.16b, v7.16b, v8.16b }, v30.16b
	tbx	v28.16b, { v28.16b, v29.16b, v30.16b }, v13.16b
	tbx	v16.16b, { v1.16b, v2.16b, v3.16b, v4.16b }, v2.16b
	tbx	v27.16b, { v22.16b, v23.16b, v24.16b, v25.16b }, v4.16b
	tbx	v18.16b, { v19.16b, v20.16b, v21.16b, v22.16b }, v21.16b
	tbx	v0.16b, { v15.16b, v16.16b, v17.16b, v18.16b }, v6.16b
	tbx	v28.8b, { v10.16b }, v10.8b
	tbx	v13.8b, { v7.16b }, v8.8b
	tbx	v24.8b, { v12.16b }, v17.8b
	tbx	v4.8b, { v10.16b }, v3.8b
	tbx	v27.8b, { v9.16b, v10.16b }, v30.8b
	tbx	v16.8b, { v3.16b, v4.16b }, v7.8b
	tbx	v19.8b, { v18.16b, v19.16b }, v5.8b
	tbx	v3.8b, { v2.16b, v3.16b }, v27.8b
	tbx	v15.8b, { v0.16b, v1.16b, v2.16b }, v15.8b
	tbx	v12.8b, { v18.16b, v19.16b, v20.16b }, v16.8b
	tbx	v5.8b, { v17.16b, v18.16b, v19.16b }, v6.8b
	tbx	v31.8b, { v13.16b, v14.16b, v15.16b }, v20.8b
	tbx	v11.8b, { v26.16b, v27.16b, v28.16b, v29.16b }, v11.8b
	tbx	v27.8b, { v16.16b, v17.16b, v18.16b, v19.16b }, v28.8b
	tbx	v16.8b, { v4.16b, v5.16b, v6.16b, v7.16b }, v14.8b
	tbx	v6.8b, { v29.16b, v30.16b, v31.16b, v0.16b }, v21.8b
	tbz	w11, #0, #-30316
	tbz	w28, #1, #0
	tbz	w1, #30, #32764
	tbz	w22, #24, #-13748
	tbz	x17, #60, #32764
	tbz	x18, #58, #26900
	tbz	x29, #61, #-14096
	tbz	x22, #44, #-12840
	trn1	v5.16b, v9.16b, v15.16b
	trn1	v8.16b, v8.16b, v1.16b
	trn1	v31.16b, v17.16b, v2.16b
	trn1	v21.16b, v6.16b, v21.16b
	trn1	v7.2d, v6.2d, v9.2d
	trn1	v17.2d, v29.2d, v31.2d
	trn1	v15.2d, v19.2d, v17.2d
	trn1	v13.2d, v5.2d, v15.2d
	trn1	v12.2s, v21.2s, v21.2s
	trn1	v18.2s, v6.2s, v31.2s
	trn1	v4.2s, v24.2s, v11.2s
	trn1	v19.2s, v2.2s, v19.2s
	trn1	v20.4h, v3.4h, v22.4h
	trn1	v4.4h, v18.4h, v3.4h
	trn1	v29.4h, v25.4h, v19.4h
	trn1	v30.4h, v14.4h, v16.4h
	trn1	v26.4s, v21.4s, v4.4s
	trn1	v13.4s, v21.4s, v18.4s
	trn1	v26.4s, v21.4s, v23.4s
	trn1	v6.4s, v29.4s, v15.4s
	trn1	v21.8b, v20.8b, v8.8b
	trn1	v9.8b, v10.8b, v4.8b
	trn1	v1.8b, v18.8b, v28.8b
	trn1	v24.8b, v18.8b, v30.8b
	trn1	v2.8h, v23.8h, v5.8h
	trn1	v31.8h, v8.8h, v3.8h
	trn1	v18.8h, v8.8h, v27.8h
	trn1	v15.8h, v22.8h, v24.8h
	trn2	v6.16b, v24.16b, v17.16b
	trn2	v25.16b, v15.16b, v22.16b
	trn2	v6.16b, v3.16b, v23.16b
	trn2	v9.16b, v17.16b, v5.16b
	trn2	v0.2d, v5.2d, v15.2d
	trn2	v1.2d, v28.2d, v5.2d
	trn2	v21.2d, v28.2d, v23.2d
	trn2	v27.2d, v18.2d, v7.2d
	trn2	v3.2s, v12.2s, v7.2s
	trn2	v18.2s, v17.2s, v10.2s
	trn2	v11.2s, v14.2s, v2.2s
	trn2	v3.2s, v9.2s, v23.2s
	trn2	v6.4h, v8.4h, v5.4h
	trn2	v5.4h, v24.4h, v8.4h
	trn2	v15.4h, v23.4h, v7.4h
	trn2	v6.4h, v10.4h, v17.4h
	trn2	v9.4s, v1.4s, v0.4s
	trn2	v1.4s, v7.4s, v21.4s
	trn2	v23.4s, v26.4s, v13.4s
	trn2	v20.4s, v16.4s, v23.4s
	trn2	v31.8b, v12.8b, v6.8b
	trn2	v23.8b, v0.8b, v28.8b
	trn2	v4.8b, v17.8b, v10.8b
	trn2	v4.8b, v17.8b, v7.8b
	trn2	v23.8h, v28.8h, v16.8h
	trn2	v3.8h, v31.8h, v21.8h
	trn2	v19.8h, v18.8h, v22.8h
	trn2	v17.8h, v17.8h, v1.8h
	uabal	v26.2d, v24.2s, v8.2s
	uabal	v30.2d, v5.2s, v18.2s
	uabal	v6.2d, v9.2s, v12.2s
	uabal	v5.2d, v29.2s, v22.2s
	uabal2	v24.2d, v25.4s, v14.4s
	uabal2	v19.2d, v16.4s, v17.4s
	uabal2	v16.2d, v19.4s, v1.4s
	uabal2	v19.2d, v31.4s, v18.4s
	uabal	v25.4s, v25.4h, v24.4h
	uabal	v30.4s, v10.4h, v16.4h
	uabal	v15.4s, v0.4h, v6.4h
	uabal	v20.4s, v27.4h, v24.4h
	uabal2	v27.4s, v4.8h, v26.8h
	uabal2	v14.4s, v23.8h, v28.8h
	uabal2	v30.4s, v16.8h, v15.8h
	uabal2	v17.4s, v20.8h, v15.8h
	uabal	v15.8h, v17.8b, v31.8b
	uabal	v15.8h, v24.8b, v23.8b
	uabal	v7.8h, v6.8b, v24.8b
	uabal	v16.8h, v16.8b, v9.8b
	uabal2	v14.8h, v10.16b, v18.16b
	uabal2	v20.8h, v18.16b, v9.16b
	uabal2	v16.8h, v12.16b, v30.16b
	uabal2	v1.8h, v10.16b, v0.16b
	uaba	v27.16b, v23.16b, v18.16b
	uaba	v23.16b, v9.16b, v23.16b
	uaba	v1.16b, v11.16b, v6.16b
	uaba	v18.16b, v24.16b, v9.16b
	uaba	v20.2s, v10.2s, v10.2s
	uaba	v30.2s, v1.2s, v8.2s
	uaba	v19.2s, v29.2s, v2.2s
	uaba	v3.2s, v17.2s, v10.2s
	uaba	v21.4h, v11.4h, v29.4h
	uaba	v14.4h, v21.4h, v15.4h
	uaba	v27.4h, v1.4h, v26.4h
	uaba	v31.4h, v14.4h, v16.4h
	uaba	v8.4s, v4.4s, v9.4s
	uaba	v22.4s, v8.4s, v31.4s
	uaba	v10.4s, v6.4s, v15.4s
	uaba	v12.4s, v3.4s, v7.4s
	uaba	v2.8b, v31.8b, v4.8b
	uaba	v28.8b, v31.8b, v3.8b
	uaba	v5.8b, v15.8b, v15.8b
	uaba	v11.8b, v30.8b, v1.8b
	uaba	v24.8h, v0.8h, v28.8h
	uaba	v3.8h, v25.8h, v14.8h
	uaba	v17.8h, v13.8h, v3.8h
	uaba	v23.8h, v29.8h, v9.8h
	uabdl	v27.2d, v23.2s, v14.2s
	uabdl	v18.2d, v5.2s, v30.2s
	uabdl	v23.2d, v14.2s, v0.2s
	uabdl	v16.2d, v10.2s, v1.2s
	uabdl2	v2.2d, v0.4s, v9.4s
	uabdl2	v18.2d, v15.4s, v4.4s
	uabdl2	v4.2d, v13.4s, v20.4s
	uabdl2	v15.2d, v19.4s, v29.4s
	uabdl	v11.4s, v22.4h, v12.4h
	uabdl	v2.4s, v3.4h, v7.4h
	uabdl	v15.4s, v14.4h, v5.4h
	uabdl	v31.4s, v20.4h, v28.4h
	uabdl2	v23.4s, v30.8h, v0.8h
	uabdl2	v22.4s, v30.8h, v15.8h
	uabdl2	v9.4s, v0.8h, v10.8h
	uabdl2	v9.4s, v18.8h, v19.8h
	uabdl	v12.8h, v12.8b, v1.8b
	uabdl	v4.8h, v30.8b, v7.8b
	uabdl	v21.8h, v19.8b, v2.8b
	uabdl	v25.8h, v18.8b, v16.8b
	uabdl2	v12.8h, v29.16b, v20.16b
	uabdl2	v10.8h, v1.16b, v24.16b
	uabdl2	v2.8h, v27.16b, v4.16b
	uabdl2	v3.8h, v8.16b, v12.16b
	uabd	v21.16b, v22.16b, v27.16b
	uabd	v16.16b, v27.16b, v19.16b
	uabd	v24.16b, v31.16b, v7.16b
	uabd	v20.16b, v23.16b, v18.16b
	uabd	v14.2s, v20.2s, v24.2s
	uabd	v17.2s, v22.2s, v26.2s
	uabd	v22.2s, v21.2s, v28.2s
	uabd	v19.2s, v29.2s, v12.2s
	uabd	v4.4h, v7.4h, v31.4h
	uabd	v9.4h, v11.4h, v19.4h
	uabd	v2.4h, v28.4h, v19.4h
	uabd	v16.4h, v14.4h, v22.4h
	uabd	v9.4s, v3.4s, v30.4s
	uabd	v3.4s, v8.4s, v29.4s
	uabd	v28.4s, v4.4s, v29.4s
	uabd	v13.4s, v9.4s, v30.4s
	uabd	v28.8b, v28.8b, v16.8b
	uabd	v30.8b, v24.8b, v29.8b
	uabd	v29.8b, v16.8b, v7.8b
	uabd	v2.8b, v28.8b, v19.8b
	uabd	v13.8h, v29.8h, v12.8h
	uabd	v24.8h, v1.8h, v11.8h
	uabd	v27.8h, v3.8h, v20.8h
	uabd	v12.8h, v7.8h, v24.8h
	uadalp	v2.1d, v8.2s
	uadalp	v15.1d, v2.2s
	uadalp	v27.1d, v31.2s
	uadalp	v19.1d, v20.2s
	uadalp	v23.2d, v28.4s
	uadalp	v26.2d, v4.4s
	uadalp	v2.2d, v19.4s
	uadalp	v4.2d, v9.4s
	uadalp	v26.2s, v30.4h
	uadalp	v3.2s, v23.4h
	uadalp	v14.2s, v8.4h
	uadalp	v17.2s, v1.4h
	uadalp	v31.4h, v0.8b
	uadalp	v19.4h, v12.8b
	uadalp	v3.4h, v3.8b
	uadalp	v3.4h, v3.8b
	uadalp	v25.4s, v7.8h
	uadalp	v6.4s, v12.8h
	uadalp	v1.4s, v13.8h
	uadalp	v12.4s, v27.8h
	uadalp	v10.8h, v5.16b
	uadalp	v4.8h, v3.16b
	uadalp	v28.8h, v18.16b
	uadalp	v19.8h, v16.16b
	uaddlp	v21.1d, v9.2s
	uaddlp	v30.1d, v10.2s
	uaddlp	v5.1d, v17.2s
	uaddlp	v22.1d, v9.2s
	uaddlp	v7.2d, v12.4s
	uaddlp	v26.2d, v23.4s
	uaddlp	v9.2d, v16.4s
	uaddlp	v23.2d, v0.4s
	uaddlp	v24.2s, v1.4h
	uaddlp	v19.2s, v16.4h
	uaddlp	v26.2s, v11.4h
	uaddlp	v15.2s, v16.4h
	uaddlp	v10.4h, v12.8b
	uaddlp	v26.4h, v19.8b
	uaddlp	v18.4h, v7.8b
	uaddlp	v27.4h, v17.8b
	uaddlp	v29.4s, v18.8h
	uaddlp	v31.4s, v27.8h
	uaddlp	v30.4s, v29.8h
	uaddlp	v0.4s, v3.8h
	uaddlp	v30.8h, v28.16b
	uaddlp	v25.8h, v9.16b
	uaddlp	v27.8h, v21.16b
	uaddlp	v18.8h, v24.16b
	uaddlv	h10, v24.16b
	uaddlv	h8, v25.16b
	uaddlv	h27, v26.16b
	uaddlv	h17, v5.16b
	uaddlv	s29, v22.4h
	uaddlv	s22, v21.4h
	uaddlv	s9, v10.4h
	uaddlv	s9, v16.4h
	uaddlv	d3, v1.4s
	uaddlv	d2, v23.4s
	uaddlv	d13, v22.4s
	uaddlv	d18, v20.4s
	uaddlv	h25, v9.8b
	uaddlv	h22, v20.8b
	uaddlv	h17, v12.8b
	uaddlv	h12, v2.8b
	uaddlv	s13, v13.8h
	uaddlv	s13, v6.8h
	uaddlv	s3, v8.8h
	uaddlv	s29, v1.8h
	uaddl	v25.2d, v13.2s, v16.2s
	uaddl	v26.2d, v18.2s, v4.2s
	uaddl	v3.2d, v5.2s, v22.2s
	uaddl	v16.2d, v16.2s, v0.2s
	uaddl2	v15.2d, v1.4s, v0.4s
	uaddl2	v18.2d, v9.4s, v6.4s
	uaddl2	v6.2d, v29.4s, v1.4s
	uaddl2	v10.2d, v15.4s, v25.4s
	uaddl	v24.4s, v20.4h, v4.4h
	uaddl	v20.4s, v15.4h, v19.4h
	uaddl	v16.4s, v21.4h, v17.4h
	uaddl	v5.4s, v1.4h, v5.4h
	uaddl2	v16.4s, v4.8h, v15.8h
	uaddl2	v22.4s, v9.8h, v25.8h
	uaddl2	v17.4s, v18.8h, v8.8h
	uaddl2	v9.4s, v28.8h, v19.8h
	uaddl	v10.8h, v11.8b, v11.8b
	uaddl	v28.8h, v4.8b, v19.8b
	uaddl	v2.8h, v10.8b, v3.8b
	uaddl	v24.8h, v12.8b, v15.8b
	uaddl2	v21.8h, v17.16b, v27.16b
	uaddl2	v24.8h, v15.16b, v9.16b
	uaddl2	v23.8h, v13.16b, v16.16b
	uaddl2	v20.8h, v22.16b, v1.16b
	uaddw	v19.2d, v0.2d, v28.2s
	uaddw	v22.2d, v28.2d, v15.2s
	uaddw	v9.2d, v26.2d, v0.2s
	uaddw	v26.2d, v23.2d, v20.2s
	uaddw2	v22.2d, v25.2d, v4.4s
	uaddw2	v22.2d, v10.2d, v8.4s
	uaddw2	v14.2d, v29.2d, v27.4s
	uaddw2	v4.2d, v1.2d, v5.4s
	uaddw	v16.4s, v8.4s, v21.4h
	uaddw	v5.4s, v8.4s, v31.4h
	uaddw	v4.4s, v1.4s, v26.4h
	uaddw	v16.4s, v31.4s, v12.4h
	uaddw2	v2.4s, v23.4s, v9.8h
	uaddw2	v19.4s, v16.4s, v11.8h
	uaddw2	v11.4s, v30.4s, v31.8h
	uaddw2	v1.4s, v1.4s, v2.8h
	uaddw	v31.8h, v3.8h, v24.8b
	uaddw	v16.8h, v23.8h, v1.8b
	uaddw	v9.8h, v28.8h, v22.8b
	uaddw	v24.8h, v23.8h, v11.8b
	uaddw2	v1.8h, v24.8h, v13.16b
	uaddw2	v6.8h, v30.8h, v13.16b
	uaddw2	v18.8h, v6.8h, v4.16b
	uaddw2	v10.8h, v1.8h, v19.16b
	lsr	w10, w19, #5
	uxtb	w10, w4
	ubfiz	w22, w2, #3, #22
	ubfx	w28, w28, #6, #11
	ubfx	x20, x25, #0, #54
	ubfiz	x15, x20, #46, #1
	ubfx	x15, x13, #9, #53
	ubfiz	x24, x24, #5, #17
	ucvtf	d7, w17
	ucvtf	d23, w3
	ucvtf	d20, w6
	ucvtf	d22, w13
	ucvtf	d7, w7, #8
	ucvtf	d26, w4, #12
	ucvtf	d2, w22, #1
	ucvtf	d15, w9, #18
	ucvtf	s31, w28
	ucvtf	s22, w30
	ucvtf	s2, w11
	ucvtf	s5, w28
	ucvtf	s16, w7, #20
	ucvtf	s25, w8, #31
	ucvtf	s24, w25, #32
	ucvtf	s22, w8, #18
	ucvtf	d13, x3
	ucvtf	d18, x24
	ucvtf	d31, x24
	ucvtf	d0, x14
	ucvtf	d25, x14, #64
	ucvtf	d13, x24, #39
	ucvtf	d30, x16, #37
	ucvtf	d16, x2, #33
	ucvtf	s13, x30
	ucvtf	s31, x3
	ucvtf	s17, x22
	ucvtf	s15, x14
	ucvtf	s13, x23, #41
	ucvtf	s11, x10, #1
	ucvtf	s20, x17, #41
	ucvtf	s3, x26, #11
	ucvtf	d29, d1, #1
	ucvtf	d25, d19, #63
	ucvtf	d30, d18, #49
	ucvtf	d20, d13, #26
	ucvtf	s27, s8, #32
	ucvtf	s14, s13, #8
	ucvtf	s30, s19, #32
	ucvtf	s2, s10, #1
	ucvtf	v31.2d, v26.2d, #21
	ucvtf	v20.2d, v2.2d, #47
	ucvtf	v31.2d, v8.2d, #1
	ucvtf	v27.2d, v3.2d, #1
	ucvtf	v24.2s, v30.2s, #15
	ucvtf	v15.2s, v14.2s, #32
	ucvtf	v26.2s, v7.2s, #10
	ucvtf	v27.2s, v27.2s, #29
	ucvtf	v1.4s, v26.4s, #25
	ucvtf	v3.4s, v13.4s, #1
	ucvtf	v22.4s, v16.4s, #1
	ucvtf	v30.4s, v26.4s, #30
	ucvtf	d13, d21
	ucvtf	d27, d22
	ucvtf	d11, d3
	ucvtf	d26, d10
	ucvtf	s28, s21
	ucvtf	s31, s4
	ucvtf	s18, s16
	ucvtf	s24, s25
	ucvtf	v11.2d, v12.2d
	ucvtf	v15.2d, v31.2d
	ucvtf	v7.2d, v17.2d
	ucvtf	v26.2d, v1.2d
	ucvtf	v11.2s, v26.2s
	ucvtf	v9.2s, v20.2s
	ucvtf	v24.2s, v5.2s
	ucvtf	v3.2s, v12.2s
	ucvtf	v16.4s, v16.4s
	ucvtf	v29.4s, v5.4s
	ucvtf	v26.4s, v14.4s
	ucvtf	v4.4s, v20.4s
	udf	#33255
	udf	#11839
	udf	#0
	udf	#11408
	udiv	w20, w19, w21
	udiv	w14, w17, w30
	udiv	w6, w24, w21
	udiv	w7, w12, w19
	udiv	x2, x23, x24
	udiv	x4, x29, x0
	udiv	x26, x21, x26
	udiv	x23, x11, x14
	uhadd	v18.16b, v31.16b, v13.16b
	uhadd	v12.16b, v2.16b, v26.16b
	uhadd	v29.16b, v2.16b, v21.16b
	uhadd	v6.16b, v30.16b, v9.16b
	uhadd	v26.2s, v9.2s, v11.2s
	uhadd	v20.2s, v27.2s, v19.2s
	uhadd	v25.2s, v28.2s, v16.2s
	uhadd	v16.2s, v29.2s, v2.2s
	uhadd	v1.4h, v16.4h, v15.4h
	uhadd	v18.4h, v31.4h, v3.4h
	uhadd	v18.4h, v28.4h, v12.4h
	uhadd	v23.4h, v13.4h, v16.4h
	uhadd	v20.4s, v29.4s, v0.4s
	uhadd	v28.4s, v30.4s, v5.4s
	uhadd	v2.4s, v17.4s, v3.4s
	uhadd	v23.4s, v28.4s, v19.4s
	uhadd	v25.8b, v12.8b, v20.8b
	uhadd	v18.8b, v15.8b, v16.8b
	uhadd	v12.8b, v25.8b, v1.8b
	uhadd	v24.8b, v10.8b, v4.8b
	uhadd	v3.8h, v18.8h, v22.8h
	uhadd	v3.8h, v26.8h, v17.8h
	uhadd	v31.8h, v21.8h, v12.8h
	uhadd	v14.8h, v10.8h, v31.8h
	uhsub	v13.16b, v12.16b, v4.16b
	uhsub	v1.16b, v26.16b, v3.16b
	uhsub	v29.16b, v28.16b, v13.16b
	uhsub	v6.16b, v22.16b, v15.16b
	uhsub	v18.2s, v23.2s, v3.2s
	uhsub	v10.2s, v0.2s, v12.2s
	uhsub	v10.2s, v30.2s, v23.2s
	uhsub	v24.2s, v28.2s, v13.2s
	uhsub	v19.4h, v4.4h, v5.4h
	uhsub	v1.4h, v29.4h, v18.4h
	uhsub	v3.4h, v30.4h, v21.4h
	uhsub	v28.4h, v20.4h, v24.4h
	uhsub	v30.4s, v18.4s, v28.4s
	uhsub	v4.4s, v1.4s, v19.4s
	uhsub	v26.4s, v19.4s, v17.4s
	uhsub	v3.4s, v3.4s, v0.4s
	uhsub	v26.8b, v25.8b, v17.8b
	uhsub	v21.8b, v8.8b, v14.8b
	uhsub	v0.8b, v13.8b, v16.8b
	uhsub	v18.8b, v0.8b, v16.8b
	uhsub	v18.8h, v25.8h, v1.8h
	uhsub	v6.8h, v8.8h, v29.8h
	uhsub	v22.8h, v22.8h, v30.8h
	uhsub	v5.8h, v11.8h, v3.8h
	umaddl	x12, w11, w28, x3
	umull	x24, w19, w11
	umaddl	x15, w12, w21, x19
	umaddl	x3, w21, w28, x19
	umaxp	v24.16b, v13.16b, v19.16b
	umaxp	v6.16b, v13.16b, v6.16b
	umaxp	v18.16b, v9.16b, v26.16b
	umaxp	v17.16b, v23.16b, v19.16b
	umaxp	v12.2s, v3.2s, v8.2s
	umaxp	v25.2s, v24.2s, v6.2s
	umaxp	v21.2s, v0.2s, v15.2s
	umaxp	v30.2s, v17.2s, v24.2s
	umaxp	v0.4h, v5.4h, v0.4h
	umaxp	v15.4h, v3.4h, v19.4h
	umaxp	v15.4h, v1.4h, v31.4h
	umaxp	v3.4h, v14.4h, v24.4h
	umaxp	v21.4s, v24.4s, v14.4s
	umaxp	v17.4s, v2.4s, v31.4s
	umaxp	v17.4s, v0.4s, v31.4s
	umaxp	v12.4s, v21.4s, v21.4s
	umaxp	v19.8b, v12.8b, v11.8b
	umaxp	v4.8b, v19.8b, v30.8b
	umaxp	v11.8b, v24.8b, v25.8b
	umaxp	v21.8b, v25.8b, v31.8b
	umaxp	v4.8h, v25.8h, v12.8h
	umaxp	v13.8h, v12.8h, v11.8h
	umaxp	v11.8h, v24.8h, v0.8h
	umaxp	v14.8h, v6.8h, v29.8h
	umaxv	b1, v22.16b
	umaxv	b23, v20.16b
	umaxv	b10, v20.16b
	umaxv	b12, v14.16b
	umaxv	h5, v12.4h
	umaxv	h4, v21.4h
	umaxv	h27, v19.4h
	umaxv	h18, v8.4h
	umaxv	s8, v2.4s
	umaxv	s11, v4.4s
	umaxv	s14, v15.4s
	umaxv	s26, v24.4s
	umaxv	b28, v4.8b
	umaxv	b14, v17.8b
	umaxv	b31, v18.8b
	umaxv	b31, v28.8b
	umaxv	h23, v7.8h
	umaxv	h0, v26.8h
	umaxv	h29, v16.8h
	umaxv	h2, v5.8h
	umax	v26.16b, v28.16b, v21.16b
	umax	v28.16b, v15.16b, v12.16b
	umax	v5.16b, v15.16b, v9.16b
	umax	v12.16b, v5.16b, v22.16b
	umax	v26.2s, v0.2s, v31.2s
	umax	v25.2s, v9.2s, v19.2s
	umax	v27.2s, v23.2s, v22.2s
	umax	v5.2s, v24.2s, v12.2s
	umax	v1.4h, v5.4h, v25.4h
	umax	v13.4h, v9.4h, v1.4h
	umax	v28.4h, v30.4h, v1.4h
	umax	v21.4h, v31.4h, v29.4h
	umax	v5.4s, v7.4s, v21.4s
	umax	v16.4s, v0.4s, v7.4s
	umax	v5.4s, v20.4s, v3.4s
	umax	v6.4s, v20.4s, v12.4s
	umax	v3.8b, v5.8b, v19.8b
	umax	v28.8b, v20.8b, v1.8b
	umax	v22.8b, v23.8b, v26.8b
	umax	v12.8b, v1.8b, v3.8b
	umax	v16.8h, v22.8h, v29.8h
	umax	v4.8h, v27.8h, v9.8h
	umax	v16.8h, v16.8h, v22.8h
	umax	v5.8h, v9.8h, v23.8h
	uminp	v11.16b, v12.16b, v16.16b
	uminp	v27.16b, v29.16b, v23.16b
	uminp	v1.16b, v22.16b, v7.16b
	uminp	v0.16b, v21.16b, v24.16b
	uminp	v30.2s, v22.2s, v4.2s
	uminp	v7.2s, v4.2s, v15.2s
	uminp	v28.2s, v0.2s, v7.2s
	uminp	v31.2s, v31.2s, v29.2s
	uminp	v22.4h, v31.4h, v11.4h
	uminp	v29.4h, v17.4h, v16.4h
	uminp	v19.4h, v17.4h, v1.4h
	uminp	v2.4h, v5.4h, v12.4h
	uminp	v4.4s, v25.4s, v14.4s
	uminp	v17.4s, v12.4s, v17.4s
	uminp	v1.4s, v5.4s, v29.4s
	uminp	v29.4s, v15.4s, v10.4s
	uminp	v27.8b, v26.8b, v31.8b
	uminp	v20.8b, v0.8b, v13.8b
	uminp	v25.8b, v17.8b, v5.8b
	uminp	v6.8b, v8.8b, v11.8b
	uminp	v28.8h, v20.8h, v20.8h
	uminp	v19.8h, v4.8h, v31.8h
	uminp	v29.8h, v6.8h, v25.8h
	uminp	v29.8h, v27.8h, v6.8h
	uminv	b21, v20.16b
	uminv	b1, v24.16b
	uminv	b14, v27.16b
	uminv	b18, v26.16b
	uminv	h20, v24.4h
	uminv	h21, v22.4h
	uminv	h21, v22.4h
	uminv	h18, v5.4h
	uminv	s17, v0.4s
	uminv	s29, v18.4s
	uminv	s0, v10.4s
	uminv	s4, v10.4s
	uminv	b22, v30.8b
	uminv	b11, v9.8b
	uminv	b4, v11.8b
	uminv	b21, v1.8b
	uminv	h28, v25.8h
	uminv	h6, v7.8h
	uminv	h30, v31.8h
	uminv	h25, v24.8h
	umin	v8.16b, v12.16b, v8.16b
	umin	v8.16b, v24.16b, v18.16b
	umin	v18.16b, v3.16b, v5.16b
	umin	v11.16b, v14.16b, v5.16b
	umin	v2.2s, v0.2s, v17.2s
	umin	v7.2s, v15.2s, v23.2s
	umin	v10.2s, v17.2s, v5.2s
	umin	v23.2s, v11.2s, v6.2s
	umin	v6.4h, v8.4h, v9.4h
	umin	v3.4h, v17.4h, v15.4h
	umin	v24.4h, v1.4h, v27.4h
	umin	v31.4h, v26.4h, v20.4h
	umin	v22.4s, v24.4s, v20.4s
	umin	v24.4s, v11.4s, v16.4s
	umin	v16.4s, v18.4s, v13.4s
	umin	v15.4s, v9.4s, v17.4s
	umin	v30.8b, v14.8b, v1.8b
	umin	v26.8b, v31.8b, v25.8b
	umin	v9.8b, v20.8b, v14.8b
	umin	v29.8b, v2.8b, v19.8b
	umin	v5.8h, v0.8h, v27.8h
	umin	v29.8h, v13.8h, v29.8h
	umin	v17.8h, v7.8h, v24.8h
	umin	v14.8h, v31.8h, v23.8h
	umlal	v24.2d, v12.2s, v16.s[0]
	umlal	v26.2d, v12.2s, v11.s[1]
	umlal	v2.2d, v5.2s, v4.s[2]
	umlal	v4.2d, v14.2s, v26.s[1]
	umlal2	v3.2d, v19.4s, v21.s[3]
	umlal2	v14.2d, v22.4s, v7.s[2]
	umlal2	v25.2d, v2.4s, v10.s[3]
	umlal2	v7.2d, v29.4s, v6.s[0]
	umlal	v3.4s, v6.4h, v9.h[3]
	umlal	v4.4s, v26.4h, v9.h[2]
	umlal	v2.4s, v1.4h, v12.h[2]
	umlal	v11.4s, v2.4h, v8.h[1]
	umlal2	v17.4s, v27.8h, v7.h[4]
	umlal2	v23.4s, v2.8h, v12.h[0]
	umlal2	v23.4s, v2.8h, v8.h[0]
	umlal2	v23.4s, v8.8h, v5.h[6]
	umlal	v24.2d, v19.2s, v8.2s
	umlal	v21.2d, v12.2s, v16.2s
	umlal	v18.2d, v8.2s, v6.2s
	umlal	v5.2d, v31.2s, v3.2s
	umlal2	v16.2d, v6.4s, v2.4s
	umlal2	v13.2d, v30.4s, v27.4s
	umlal2	v1.2d, v9.4s, v22.4s
	umlal2	v4.2d, v2.4s, v15.4s
	umlal	v20.4s, v10.4h, v24.4h
	umlal	v10.4s, v20.4h, v16.4h
	umlal	v8.4s, v21.4h, v16.4h
	umlal	v20.4s, v9.4h, v20.4h
	umlal2	v8.4s, v22.8h, v31.8h
	umlal2	v15.4s, v15.8h, v19.8h
	umlal2	v17.4s, v7.8h, v29.8h
	umlal2	v24.4s, v4.8h, v30.8h
	umlal	v10.8h, v25.8b, v22.8b
	umlal	v10.8h, v14.8b, v26.8b
	umlal	v7.8h, v3.8b, v26.8b
	umlal	v18.8h, v22.8b, v24.8b
	umlal2	v25.8h, v12.16b, v21.16b
	umlal2	v31.8h, v23.16b, v19.16b
	umlal2	v5.8h, v5.16b, v3.16b
	umlal2	v10.8h, v22.16b, v27.16b
	umlsl	v16.2d, v4.2s, v29.s[1]
	umlsl	v12.2d, v19.2s, v4.s[1]
	umlsl	v16.2d, v20.2s, v26.s[0]
	umlsl	v0.2d, v6.2s, v26.s[2]
	umlsl2	v19.2d, v18.4s, v21.s[0]
	umlsl2	v17.2d, v24.4s, v8.s[2]
	umlsl2	v31.2d, v0.4s, v16.s[1]
	umlsl2	v29.2d, v6.4s, v28.s[2]
	umlsl	v24.4s, v22.4h, v10.h[5]
	umlsl	v24.4s, v31.4h, v9.h[1]
	umlsl	v26.4s, v3.4h, v4.h[2]
	umlsl	v10.4s, v24.4h, v12.h[7]
	umlsl2	v2.4s, v11.8h, v3.h[4]
	umlsl2	v22.4s, v21.8h, v13.h[7]
	umlsl2	v24.4s, v29.8h, v1.h[1]
	umlsl2	v30.4s, v7.8h, v13.h[2]
	umlsl	v21.2d, v16.2s, v3.2s
	umlsl	v4.2d, v16.2s, v10.2s
	umlsl	v31.2d, v1.2s, v21.2s
	umlsl	v17.2d, v6.2s, v3.2s
	umlsl2	v13.2d, v30.4s, v28.4s
	umlsl2	v25.2d, v21.4s, v21.4s
	umlsl2	v11.2d, v15.4s, v11.4s
	umlsl2	v11.2d, v25.4s, v26.4s
	umlsl	v0.4s, v22.4h, v31.4h
	umlsl	v21.4s, v17.4h, v4.4h
	umlsl	v21.4s, v3.4h, v24.4h
	umlsl	v5.4s, v21.4h, v10.4h
	umlsl2	v0.4s, v2.8h, v22.8h
	umlsl2	v7.4s, v1.8h, v18.8h
	umlsl2	v13.4s, v13.8h, v9.8h
	umlsl2	v22.4s, v0.8h, v10.8h
	umlsl	v10.8h, v13.8b, v7.8b
	umlsl	v20.8h, v5.8b, v16.8b
	umlsl	v6.8h, v15.8b, v30.8b
	umlsl	v9.8h, v14.8b, v12.8b
	umlsl2	v3.8h, v31.16b, v19.16b
	umlsl2	v19.8h, v5.16b, v13.16b
	umlsl2	v17.8h, v2.16b, v0.16b
	umlsl2	v1.8h, v16.16b, v12.16b
	umov	w7, v5.b[7]
	umov	w10, v16.b[1]
	umov	w21, v10.b[0]
	umov	w12, v23.b[14]
	mov	x9, v2.d[0]
	mov	x8, v13.d[0]
	mov	xzr, v27.d[0]
	mov	x30, v29.d[0]
	umov	w10, v0.h[5]
	umov	w8, v9.h[0]
	umov	w13, v17.h[7]
	umov	w14, v13.h[7]
	mov	w2, v18.s[3]
	mov	w0, v6.s[2]
	mov	w11, v14.s[0]
	mov	w26, v31.s[3]
	umnegl	x27, w25, w7
	umsubl	x23, w0, w13, x13
	umsubl	x4, w10, w28, x22
	umsubl	x20, w0, w24, x18
	umulh	x19, x25, x5
	umulh	x10, x0, x10
	umulh	x11, x16, x13
	umulh	x20, x23, x12
	umull	v6.2d, v2.2s, v14.s[0]
	umull	v21.2d, v27.2s, v4.s[0]
	umull	v16.2d, v16.2s, v27.s[0]
	umull	v10.2d, v27.2s, v8.s[3]
	umull2	v8.2d, v22.4s, v22.s[3]
	umull2	v17.2d, v19.4s, v30.s[0]
	umull2	v1.2d, v29.4s, v7.s[2]
	umull2	v11.2d, v11.4s, v14.s[1]
	umull	v8.4s, v28.4h, v5.h[0]
	umull	v9.4s, v16.4h, v5.h[7]
	umull	v3.4s, v11.4h, v10.h[1]
	umull	v28.4s, v12.4h, v3.h[6]
	umull2	v29.4s, v10.8h, v4.h[1]
	umull2	v7.4s, v4.8h, v10.h[6]
	umull2	v7.4s, v21.8h, v15.h[1]
	umull2	v21.4s, v9.8h, v3.h[0]
	umull	v15.2d, v26.2s, v4.2s
	umull	v6.2d, v29.2s, v27.2s
	umull	v14.2d, v23.2s, v23.2s
	umull	v20.2d, v28.2s, v12.2s
	umull2	v3.2d, v24.4s, v26.4s
	umull2	v25.2d, v21.4s, v2.4s
	umull2	v0.2d, v26.4s, v27.4s
	umull2	v8.2d, v10.4s, v0.4s
	umull	v1.4s, v19.4h, v0.4h
	umull	v13.4s, v6.4h, v15.4h
	umull	v20.4s, v29.4h, v10.4h
	umull	v14.4s, v3.4h, v3.4h
	umull2	v12.4s, v1.8h, v30.8h
	umull2	v26.4s, v3.8h, v9.8h
	umull2	v5.4s, v15.8h, v14.8h
	umull2	v22.4s, v7.8h, v5.8h
	umull	v6.8h, v17.8b, v24.8b
	umull	v29.8h, v19.8b, v30.8b
	umull	v26.8h, v15.8b, v11.8b
	umull	v23.8h, v16.8b, v3.8b
	umull2	v27.8h, v16.16b, v7.16b
	umull2	v8.8h, v24.16b, v21.16b
	umull2	v15.8h, v12.16b, v21.16b
	umull2	v9.8h, v18.16b, v0.16b
	uqadd	b26, b23, b9
	uqadd	b11, b3, b29
	uqadd	b0, b30, b14
	uqadd	b18, b18, b2
	uqadd	d10, d5, d26
	uqadd	d10, d20, d1
	uqadd	d7, d20, d6
	uqadd	d26, d24, d14
	uqadd	h2, h21, h7
	uqadd	h0, h3, h17
	uqadd	h20, h10, h22
	uqadd	h29, h5, h17
	uqadd	s2, s23, s11
	uqadd	s31, s8, s2
	uqadd	s13, s1, s13
	uqadd	s10, s17, s28
	uqadd	v17.16b, v27.16b, v13.16b
	uqadd	v6.16b, v30.16b, v27.16b
	uqadd	v3.16b, v16.16b, v10.16b
	uqadd	v8.16b, v7.16b, v5.16b
	uqadd	v13.2d, v13.2d, v29.2d
	uqadd	v19.2d, v24.2d, v27.2d
	uqadd	v12.2d, v7.2d, v2.2d
	uqadd	v16.2d, v26.2d, v17.2d
	uqadd	v24.2s, v21.2s, v12.2s
	uqadd	v20.2s, v30.2s, v7.2s
	uqadd	v16.2s, v29.2s, v3.2s
	uqadd	v6.2s, v15.2s, v21.2s
	uqadd	v27.4h, v12.4h, v30.4h
	uqadd	v1.4h, v5.4h, v1.4h
	uqadd	v7.4h, v9.4h, v6.4h
	uqadd	v3.4h, v10.4h, v17.4h
	uqadd	v2.4s, v7.4s, v10.4s
	uqadd	v13.4s, v29.4s, v3.4s
	uqadd	v15.4s, v17.4s, v15.4s
	uqadd	v4.4s, v9.4s, v7.4s
	uqadd	v31.8b, v1.8b, v5.8b
	uqadd	v8.8b, v15.8b, v17.8b
	uqadd	v25.8b, v13.8b, v24.8b
	uqadd	v6.8b, v12.8b, v22.8b
	uqadd	v19.8h, v17.8h, v24.8h
	uqadd	v2.8h, v15.8h, v22.8h
	uqadd	v18.8h, v16.8h, v8.8h
	uqadd	v19.8h, v6.8h, v12.8h
	uqrshl	b27, b2, b9
	uqrshl	b5, b20, b11
	uqrshl	b16, b19, b30
	uqrshl	b26, b30, b4
	uqrshl	d30, d24, d12
	uqrshl	d15, d31, d28
	uqrshl	d18, d27, d11
	uqrshl	d7, d16, d13
	uqrshl	h2, h17, h13
	uqrshl	h28, h31, h19
	uqrshl	h2, h28, h0
	uqrshl	h9, h25, h2
	uqrshl	s29, s24, s0
	uqrshl	s23, s11, s19
	uqrshl	s2, s18, s5
	uqrshl	s30, s14, s16
	uqrshl	v18.16b, v10.16b, v18.16b
	uqrshl	v0.16b, v22.16b, v31.16b
	uqrshl	v7.16b, v7.16b, v10.16b
	uqrshl	v26.16b, v26.16b, v4.16b
	uqrshl	v12.2d, v16.2d, v11.2d
	uqrshl	v16.2d, v19.2d, v7.2d
	uqrshl	v4.2d, v29.2d, v14.2d
	uqrshl	v8.2d, v7.2d, v5.2d
	uqrshl	v29.2s, v9.2s, v6.2s
	uqrshl	v12.2s, v5.2s, v14.2s
	uqrshl	v2.2s, v28.2s, v2.2s
	uqrshl	v26.2s, v16.2s, v15.2s
	uqrshl	v26.4h, v8.4h, v10.4h
	uqrshl	v31.4h, v28.4h, v0.4h
	uqrshl	v2.4h, v27.4h, v17.4h
	uqrshl	v1.4h, v22.4h, v12.4h
	uqrshl	v15.4s, v0.4s, v18.4s
	uqrshl	v1.4s, v16.4s, v20.4s
	uqrshl	v29.4s, v2.4s, v9.4s
	uqrshl	v30.4s, v3.4s, v27.4s
	uqrshl	v28.8b, v6.8b, v22.8b
	uqrshl	v23.8b, v21.8b, v6.8b
	uqrshl	v18.8b, v31.8b, v12.8b
	uqrshl	v7.8b, v1.8b, v16.8b
	uqrshl	v3.8h, v13.8h, v27.8h
	uqrshl	v16.8h, v20.8h, v21.8h
	uqrshl	v16.8h, v15.8h, v21.8h
	uqrshl	v0.8h, v11.8h, v14.8h
	uqrshrn	b7, h7, #2
	uqrshrn	b18, h20, #6
	uqrshrn	b10, h17, #6
	uqrshrn	b19, h0, #1
	uqrshrn	h10, s7, #8
	uqrshrn	h8, s31, #12
	uqrshrn	h21, s15, #9
	uqrshrn	h20, s11, #1
	uqrshrn	s9, d18, #27
	uqrshrn	s17, d6, #6
	uqrshrn	s20, d30, #28
	uqrshrn	s20, d16, #4
	uqrshrn	v23.2s, v20.2d, #21
	uqrshrn	v22.2s, v7.2d, #22
	uqrshrn	v23.2s, v10.2d, #18
	uqrshrn	v11.2s, v10.2d, #2
	uqrshrn2	v15.4s, v16.2d, #1
	uqrshrn2	v17.4s, v0.2d, #1
	uqrshrn2	v0.4s, v23.2d, #10
	uqrshrn2	v13.4s, v15.2d, #10
	uqrshrn	v4.4h, v9.4s, #9
	uqrshrn	v15.4h, v16.4s, #7
	uqrshrn	v4.4h, v30.4s, #16
	uqrshrn	v19.4h, v10.4s, #14
	uqrshrn2	v5.8h, v26.4s, #12
	uqrshrn2	v23.8h, v22.4s, #13
	uqrshrn2	v13.8h, v9.4s, #2
	uqrshrn2	v11.8h, v26.4s, #10
	uqrshrn	v19.8b, v1.8h, #8
	uqrshrn	v28.8b, v13.8h, #1
	uqrshrn	v1.8b, v31.8h, #8
	uqrshrn	v16.8b, v18.8h, #4
	uqrshrn2	v4.16b, v13.8h, #1
	uqrshrn2	v31.16b, v23.8h, #1
	uqrshrn2	v6.16b, v26.8h, #1
	uqrshrn2	v5.16b, v23.8h, #4
	uqshl	b10, b20, #0
	uqshl	b14, b21, #7
	uqshl	b25, b22, #2
	uqshl	b25, b19, #0
	uqshl	d23, d6, #44
	uqshl	d6, d28, #59
	uqshl	d30, d5, #0
	uqshl	d10, d13, #50
	uqshl	h5, h30, #3
	uqshl	h23, h15, #0
	uqshl	h31, h20, #0
	uqshl	h28, h15, #7
	uqshl	s31, s11, #24
	uqshl	s26, s24, #31
	uqshl	s3, s21, #14
	uqshl	s22, s13, #7
	uqshl	v31.16b, v10.16b, #6
	uqshl	v23.16b, v15.16b, #7
	uqshl	v4.16b, v20.16b, #3
	uqshl	v3.16b, v26.16b, #6
	uqshl	v24.2d, v13.2d, #43
	uqshl	v10.2d, v17.2d, #19
	uqshl	v9.2d, v8.2d, #44
	uqshl	v5.2d, v14.2d, #43
	uqshl	v30.2s, v18.2s, #0
	uqshl	v24.2s, v18.2s, #2
	uqshl	v7.2s, v0.2s, #31
	uqshl	v30.2s, v21.2s, #1
	uqshl	v31.4h, v4.4h, #3
	uqshl	v27.4h, v7.4h, #6
	uqshl	v5.4h, v13.4h, #9
	uqshl	v12.4h, v13.4h, #1
	uqshl	v8.4s, v5.4s, #15
	uqshl	v24.4s, v27.4s, #28
	uqshl	v7.4s, v28.4s, #31
	uqshl	v3.4s, v16.4s, #1
	uqshl	v28.8b, v19.8b, #0
	uqshl	v25.8b, v5.8b, #4
	uqshl	v30.8b, v7.8b, #4
	uqshl	v30.8b, v11.8b, #0
	uqshl	v19.8h, v2.8h, #1
	uqshl	v4.8h, v16.8h, #8
	uqshl	v7.8h, v5.8h, #11
	uqshl	v15.8h, v2.8h, #6
	uqshl	b27, b15, b1
	uqshl	b24, b19, b26
	uqshl	b4, b5, b19
	uqshl	b19, b11, b9
	uqshl	d25, d20, d30
	uqshl	d11, d9, d5
	uqshl	d19, d23, d24
	uqshl	d28, d7, d6
	uqshl	h16, h18, h19
	uqshl	h4, h4, h11
	uqshl	h27, h26, h4
	uqshl	h27, h6, h28
	uqshl	s14, s8, s0
	uqshl	s19, s0, s21
	uqshl	s12, s4, s13
	uqshl	s25, s25, s14
	uqshl	v8.16b, v8.16b, v14.16b
	uqshl	v19.16b, v23.16b, v10.16b
	uqshl	v31.16b, v10.16b, v30.16b
	uqshl	v27.16b, v8.16b, v18.16b
	uqshl	v1.2d, v12.2d, v12.2d
	uqshl	v12.2d, v22.2d, v16.2d
	uqshl	v10.2d, v15.2d, v0.2d
	uqshl	v24.2d, v16.2d, v0.2d
	uqshl	v29.2s, v20.2s, v16.2s
	uqshl	v16.2s, v30.2s, v29.2s
	uqshl	v5.2s, v4.2s, v2.2s
	uqshl	v30.2s, v10.2s, v8.2s
	uqshl	v26.4h, v16.4h, v9.4h
	uqshl	v22.4h, v31.4h, v11.4h
	uqshl	v17.4h, v23.4h, v27.4h
	uqshl	v4.4h, v26.4h, v8.4h
	uqshl	v2.4s, v19.4s, v27.4s
	uqshl	v7.4s, v18.4s, v26.4s
	uqshl	v28.4s, v14.4s, v7.4s
	uqshl	v9.4s, v20.4s, v17.4s
	uqshl	v0.8b, v26.8b, v15.8b
	uqshl	v24.8b, v29.8b, v8.8b
	uqshl	v10.8b, v0.8b, v24.8b
	uqshl	v6.8b, v17.8b, v16.8b
	uqshl	v25.8h, v17.8h, v19.8h
	uqshl	v6.8h, v6.8h, v30.8h
	uqshl	v22.8h, v5.8h, v22.8h
	uqshl	v27.8h, v20.8h, v18.8h
	uqshrn	b28, h18, #1
	uqshrn	b29, h3, #4
	uqshrn	b15, h20, #1
	uqshrn	b22, h24, #4
	uqshrn	h31, s13, #12
	uqshrn	h10, s25, #10
	uqshrn	h6, s26, #15
	uqshrn	h4, s17, #16
	uqshrn	s23, d9, #12
	uqshrn	s3, d18, #18
	uqshrn	s9, d25, #1
	uqshrn	s26, d13, #32
	uqshrn	v25.2s, v25.2d, #32
	uqshrn	v29.2s, v24.2d, #21
	uqshrn	v2.2s, v9.2d, #26
	uqshrn	v22.2s, v21.2d, #23
	uqshrn2	v21.4s, v23.2d, #8
	uqshrn2	v19.4s, v15.2d, #14
	uqshrn2	v1.4s, v8.2d, #23
	uqshrn2	v28.4s, v7.2d, #5
	uqshrn	v29.4h, v21.4s, #8
	uqshrn	v17.4h, v15.4s, #4
	uqshrn	v9.4h, v12.4s, #12
	uqshrn	v5.4h, v26.4s, #16
	uqshrn2	v18.8h, v28.4s, #16
	uqshrn2	v18.8h, v18.4s, #13
	uqshrn2	v30.8h, v12.4s, #3
	uqshrn2	v18.8h, v23.4s, #12
	uqshrn	v26.8b, v1.8h, #2
	uqshrn	v24.8b, v26.8h, #1
	uqshrn	v21.8b, v20.8h, #6
	uqshrn	v24.8b, v10.8h, #6
	uqshrn2	v30.16b, v0.8h, #5
	uqshrn2	v6.16b, v31.8h, #1
	uqshrn2	v13.16b, v18.8h, #2
	uqshrn2	v9.16b, v7.8h, #2
	uqsub	b10, b22, b24
	uqsub	b0, b28, b11
	uqsub	b2, b23, b30
	uqsub	b6, b18, b19
	uqsub	d20, d30, d8
	uqsub	d1, d2, d24
	uqsub	d9, d17, d1
	uqsub	d25, d8, d6
	uqsub	h21, h24, h27
	uqsub	h7, h14, h5
	uqsub	h7, h17, h12
	uqsub	h6, h30, h24
	uqsub	s18, s28, s11
	uqsub	s3, s0, s21
	uqsub	s26, s19, s31
	uqsub	s26, s10, s18
	uqsub	v29.16b, v19.16b, v26.16b
	uqsub	v0.16b, v25.16b, v5.16b
	uqsub	v5.16b, v13.16b, v6.16b
	uqsub	v23.16b, v5.16b, v29.16b
	uqsub	v21.2d, v23.2d, v7.2d
	uqsub	v12.2d, v27.2d, v4.2d
	uqsub	v18.2d, v9.2d, v9.2d
	uqsub	v19.2d, v21.2d, v3.2d
	uqsub	v26.2s, v26.2s, v11.2s
	uqsub	v12.2s, v14.2s, v26.2s
	uqsub	v7.2s, v1.2s, v18.2s
	uqsub	v19.2s, v6.2s, v6.2s
	uqsub	v1.4h, v20.4h, v18.4h
	uqsub	v31.4h, v25.4h, v4.4h
	uqsub	v20.4h, v27.4h, v24.4h
	uqsub	v15.4h, v7.4h, v30.4h
	uqsub	v17.4s, v26.4s, v4.4s
	uqsub	v4.4s, v13.4s, v29.4s
	uqsub	v12.4s, v29.4s, v1.4s
	uqsub	v16.4s, v21.4s, v21.4s
	uqsub	v27.8b, v2.8b, v10.8b
	uqsub	v11.8b, v15.8b, v14.8b
	uqsub	v9.8b, v5.8b, v6.8b
	uqsub	v12.8b, v9.8b, v12.8b
	uqsub	v11.8h, v29.8h, v3.8h
	uqsub	v27.8h, v0.8h, v2.8h
	uqsub	v9.8h, v2.8h, v17.8h
	uqsub	v20.8h, v18.8h, v15.8h
	uqxtn	b26, h7
	uqxtn	b28, h23
	uqxtn	b23, h4
	uqxtn	b27, h4
	uqxtn	h6, s22
	uqxtn	h27, s6
	uqxtn	h13, s23
	uqxtn	h14, s29
	uqxtn	s9, d29
	uqxtn	s15, d27
	uqxtn	s18, d12
	uqxtn	s20, d0
	uqxtn	v12.2s, v3.2d
	uqxtn	v18.2s, v3.2d
	uqxtn	v20.2s, v31.2d
	uqxtn	v3.2s, v10.2d
	uqxtn2	v2.4s, v8.2d
	uqxtn2	v11.4s, v16.2d
	uqxtn2	v15.4s, v29.2d
	uqxtn2	v6.4s, v21.2d
	uqxtn	v10.4h, v14.4s
	uqxtn	v20.4h, v1.4s
	uqxtn	v9.4h, v30.4s
	uqxtn	v8.4h, v2.4s
	uqxtn2	v21.8h, v6.4s
	uqxtn2	v7.8h, v26.4s
	uqxtn2	v31.8h, v2.4s
	uqxtn2	v20.8h, v2.4s
	uqxtn	v21.8b, v21.8h
	uqxtn	v6.8b, v9.8h
	uqxtn	v2.8b, v6.8h
	uqxtn	v25.8b, v26.8h
	uqxtn2	v18.16b, v1.8h
	uqxtn2	v12.16b, v16.8h
	uqxtn2	v18.16b, v18.8h
	uqxtn2	v22.16b, v24.8h
	urecpe	v22.2s, v0.2s
	urecpe	v10.2s, v18.2s
	urecpe	v9.2s, v2.2s
	urecpe	v14.2s, v7.2s
	urecpe	v27.4s, v7.4s
	urecpe	v17.4s, v0.4s
	urecpe	v21.4s, v23.4s
	urecpe	v11.4s, v14.4s
	urhadd	v6.16b, v9.16b, v19.16b
	urhadd	v17.16b, v22.16b, v23.16b
	urhadd	v2.16b, v18.16b, v3.16b
	urhadd	v15.16b, v27.16b, v28.16b
	urhadd	v26.2s, v20.2s, v0.2s
	urhadd	v14.2s, v28.2s, v17.2s
	urhadd	v30.2s, v25.2s, v31.2s
	urhadd	v2.2s, v7.2s, v29.2s
	urhadd	v20.4h, v4.4h, v9.4h
	urhadd	v27.4h, v6.4h, v10.4h
	urhadd	v14.4h, v25.4h, v26.4h
	urhadd	v5.4h, v19.4h, v18.4h
	urhadd	v26.4s, v20.4s, v12.4s
	urhadd	v18.4s, v18.4s, v9.4s
	urhadd	v5.4s, v23.4s, v27.4s
	urhadd	v21.4s, v21.4s, v19.4s
	urhadd	v1.8b, v28.8b, v8.8b
	urhadd	v8.8b, v14.8b, v29.8b
	urhadd	v11.8b, v28.8b, v6.8b
	urhadd	v10.8b, v7.8b, v27.8b
	urhadd	v24.8h, v8.8h, v27.8h
	urhadd	v2.8h, v31.8h, v27.8h
	urhadd	v31.8h, v25.8h, v31.8h
	urhadd	v15.8h, v17.8h, v21.8h
	urshl	d5, d11, d31
	urshl	d14, d2, d26
	urshl	d19, d30, d24
	urshl	d21, d14, d19
	urshl	v12.16b, v17.16b, v29.16b
	urshl	v19.16b, v3.16b, v9.16b
	urshl	v19.16b, v31.16b, v11.16b
	urshl	v16.16b, v16.16b, v30.16b
	urshl	v7.2d, v21.2d, v15.2d
	urshl	v7.2d, v9.2d, v0.2d
	urshl	v4.2d, v30.2d, v29.2d
	urshl	v17.2d, v4.2d, v3.2d
	urshl	v20.2s, v13.2s, v26.2s
	urshl	v7.2s, v16.2s, v6.2s
	urshl	v16.2s, v3.2s, v17.2s
	urshl	v30.2s, v28.2s, v21.2s
	urshl	v25.4h, v1.4h, v2.4h
	urshl	v4.4h, v4.4h, v1.4h
	urshl	v23.4h, v1.4h, v6.4h
	urshl	v11.4h, v18.4h, v0.4h
	urshl	v19.4s, v27.4s, v24.4s
	urshl	v11.4s, v11.4s, v7.4s
	urshl	v17.4s, v25.4s, v29.4s
	urshl	v16.4s, v6.4s, v0.4s
	urshl	v2.8b, v14.8b, v1.8b
	urshl	v3.8b, v27.8b, v19.8b
	urshl	v19.8b, v20.8b, v11.8b
	urshl	v23.8b, v28.8b, v3.8b
	urshl	v0.8h, v7.8h, v1.8h
	urshl	v28.8h, v2.8h, v11.8h
	urshl	v28.8h, v22.8h, v29.8h
	urshl	v30.8h, v25.8h, v11.8h
	urshr	d26, d5, #21
	urshr	d5, d24, #16
	urshr	d3, d12, #1
	urshr	d18, d0, #39
	urshr	v27.16b, v13.16b, #3
	urshr	v31.16b, v3.16b, #1
	urshr	v27.16b, v11.16b, #8
	urshr	v14.16b, v10.16b, #5
	urshr	v19.2d, v27.2d, #37
	urshr	v3.2d, v14.2d, #55
	urshr	v11.2d, v28.2d, #60
	urshr	v0.2d, v22.2d, #46
	urshr	v10.2s, v13.2s, #17
	urshr	v13.2s, v17.2s, #12
	urshr	v7.2s, v17.2s, #4
	urshr	v28.2s, v16.2s, #29
	urshr	v24.4h, v19.4h, #2
	urshr	v13.4h, v5.4h, #9
	urshr	v26.4h, v8.4h, #2
	urshr	v14.4h, v13.4h, #15
	urshr	v10.4s, v30.4s, #1
	urshr	v23.4s, v10.4s, #30
	urshr	v9.4s, v6.4s, #27
	urshr	v18.4s, v12.4s, #14
	urshr	v22.8b, v7.8b, #8
	urshr	v28.8b, v4.8b, #1
	urshr	v29.8b, v28.8b, #5
	urshr	v15.8b, v9.8b, #5
	urshr	v17.8h, v11.8h, #1
	urshr	v18.8h, v16.8h, #2
	urshr	v28.8h, v23.8h, #4
	urshr	v30.8h, v30.8h, #1
	ursqrte	v18.2s, v25.2s
	ursqrte	v6.2s, v9.2s
	ursqrte	v9.2s, v8.2s
	ursqrte	v22.2s, v27.2s
	ursqrte	v20.4s, v6.4s
	ursqrte	v19.4s, v23.4s
	ursqrte	v11.4s, v19.4s
	ursqrte	v27.4s, v10.4s
	ursra	d14, d28, #1
	ursra	d26, d2, #52
	ursra	d0, d21, #16
	ursra	d5, d18, #27
	ursra	v26.16b, v13.16b, #5
	ursra	v7.16b, v28.16b, #1
	ursra	v11.16b, v18.16b, #7
	ursra	v21.16b, v27.16b, #1
	ursra	v25.2d, v4.2d, #29
	ursra	v10.2d, v7.2d, #64
	ursra	v9.2d, v11.2d, #49
	ursra	v1.2d, v11.2d, #52
	ursra	v29.2s, v30.2s, #16
	ursra	v14.2s, v1.2s, #9
	ursra	v10.2s, v15.2s, #32
	ursra	v19.2s, v9.2s, #3
	ursra	v18.4h, v5.4h, #3
	ursra	v12.4h, v11.4h, #14
	ursra	v8.4h, v1.4h, #7
	ursra	v1.4h, v15.4h, #7
	ursra	v11.4s, v7.4s, #14
	ursra	v11.4s, v20.4s, #15
	ursra	v18.4s, v22.4s, #20
	ursra	v2.4s, v27.4s, #1
	ursra	v2.8b, v7.8b, #1
	ursra	v10.8b, v10.8b, #5
	ursra	v0.8b, v3.8b, #1
	ursra	v30.8b, v26.8b, #4
	ursra	v25.8h, v28.8h, #7
	ursra	v9.8h, v22.8h, #1
	ursra	v9.8h, v1.8h, #9
	ursra	v28.8h, v17.8h, #11
	ushll	v9.2d, v6.2s, #13
	ushll	v27.2d, v8.2s, #5
	ushll	v29.2d, v9.2s, #0
	ushll	v21.2d, v29.2s, #24
	ushll2	v3.2d, v2.4s, #3
	ushll2	v31.2d, v8.4s, #30
	ushll2	v8.2d, v22.4s, #2
	ushll2	v23.2d, v9.4s, #2
	ushll	v30.4s, v21.4h, #14
	ushll	v23.4s, v20.4h, #3
	ushll	v5.4s, v1.4h, #10
	ushll	v4.4s, v21.4h, #12
	ushll2	v30.4s, v7.8h, #3
	ushll2	v1.4s, v5.8h, #1
	ushll2	v19.4s, v4.8h, #10
	ushll2	v4.4s, v22.8h, #13
	ushll	v31.8h, v29.8b, #7
	ushll	v27.8h, v13.8b, #2
	ushll	v23.8h, v27.8b, #4
	ushll	v18.8h, v18.8b, #0
	ushll2	v29.8h, v28.16b, #2
	ushll2	v19.8h, v23.16b, #2
	ushll2	v6.8h, v30.16b, #4
	ushll2	v10.8h, v29.16b, #6
	ushl	d28, d29, d26
	ushl	d17, d19, d3
	ushl	d20, d10, d15
	ushl	d20, d4, d18
	ushl	v31.16b, v23.16b, v25.16b
	ushl	v30.16b, v29.16b, v23.16b
	ushl	v5.16b, v5.16b, v14.16b
	ushl	v14.16b, v11.16b, v25.16b
	ushl	v19.2d, v31.2d, v2.2d
	ushl	v10.2d, v6.2d, v8.2d
	ushl	v30.2d, v21.2d, v1.2d
	ushl	v7.2d, v24.2d, v23.2d
	ushl	v13.2s, v29.2s, v10.2s
	ushl	v9.2s, v25.2s, v4.2s
	ushl	v7.2s, v7.2s, v25.2s
	ushl	v31.2s, v30.2s, v27.2s
	ushl	v17.4h, v7.4h, v16.4h
	ushl	v9.4h, v5.4h, v7.4h
	ushl	v30.4h, v1.4h, v10.4h
	ushl	v29.4h, v2.4h, v29.4h
	ushl	v8.4s, v1.4s, v7.4s
	ushl	v12.4s, v20.4s, v14.4s
	ushl	v22.4s, v2.4s, v23.4s
	ushl	v8.4s, v6.4s, v22.4s
	ushl	v19.8b, v0.8b, v6.8b
	ushl	v30.8b, v16.8b, v10.8b
	ushl	v5.8b, v14.8b, v26.8b
	ushl	v8.8b, v7.8b, v20.8b
	ushl	v0.8h, v22.8h, v26.8h
	ushl	v12.8h, v2.8h, v5.8h
	ushl	v7.8h, v26.8h, v20.8h
	ushl	v14.8h, v11.8h, v2.8h
	ushr	d23, d9, #64
	ushr	d0, d18, #25
	ushr	d21, d1, #47
	ushr	d23, d23, #1
	ushr	v20.16b, v30.16b, #2
	ushr	v19.16b, v8.16b, #2
	ushr	v31.16b, v7.16b, #1
	ushr	v19.16b, v17.16b, #2
	ushr	v23.2d, v14.2d, #51
	ushr	v4.2d, v23.2d, #40
	ushr	v26.2d, v1.2d, #1
	ushr	v19.2d, v8.2d, #31
	ushr	v15.2s, v23.2s, #26
	ushr	v28.2s, v12.2s, #26
	ushr	v17.2s, v10.2s, #9
	ushr	v18.2s, v22.2s, #24
	ushr	v9.4h, v30.4h, #16
	ushr	v29.4h, v20.4h, #15
	ushr	v24.4h, v23.4h, #5
	ushr	v4.4h, v11.4h, #15
	ushr	v28.4s, v0.4s, #28
	ushr	v2.4s, v12.4s, #14
	ushr	v3.4s, v23.4s, #8
	ushr	v1.4s, v3.4s, #16
	ushr	v12.8b, v7.8b, #2
	ushr	v27.8b, v10.8b, #7
	ushr	v27.8b, v6.8b, #1
	ushr	v8.8b, v25.8b, #4
	ushr	v10.8h, v20.8h, #9
	ushr	v22.8h, v6.8h, #8
	ushr	v25.8h, v7.8h, #9
	ushr	v29.8h, v11.8h, #16
	usqadd	b25, b28
	usqadd	b5, b8
	usqadd	b18, b11
	usqadd	b31, b14
	usqadd	d9, d9
	usqadd	d15, d16
	usqadd	d26, d26
	usqadd	d25, d24
	usqadd	h29, h1
	usqadd	h29, h22
	usqadd	h7, h20
	usqadd	h24, h23
	usqadd	s1, s24
	usqadd	s0, s28
	usqadd	s10, s5
	usqadd	s5, s27
	usqadd	v0.16b, v15.16b
	usqadd	v18.16b, v9.16b
	usqadd	v19.16b, v30.16b
	usqadd	v15.16b, v21.16b
	usqadd	v22.2d, v3.2d
	usqadd	v14.2d, v24.2d
	usqadd	v30.2d, v14.2d
	usqadd	v10.2d, v31.2d
	usqadd	v21.2s, v4.2s
	usqadd	v16.2s, v7.2s
	usqadd	v23.2s, v30.2s
	usqadd	v23.2s, v20.2s
	usqadd	v7.4h, v18.4h
	usqadd	v2.4h, v31.4h
	usqadd	v20.4h, v20.4h
	usqadd	v20.4h, v6.4h
	usqadd	v11.4s, v18.4s
	usqadd	v17.4s, v25.4s
	usqadd	v25.4s, v21.4s
	usqadd	v21.4s, v19.4s
	usqadd	v6.8b, v5.8b
	usqadd	v8.8b, v25.8b
	usqadd	v15.8b, v11.8b
	usqadd	v22.8b, v12.8b
	usqadd	v9.8h, v27.8h
	usqadd	v3.8h, v28.8h
	usqadd	v14.8h, v30.8h
	usqadd	v3.8h, v29.8h
	usra	d4, d2, #23
	usra	d26, d8, #29
	usra	d23, d13, #61
	usra	d27, d10, #51
	usra	v2.16b, v5.16b, #6
	usra	v4.16b, v21.16b, #5
	usra	v3.16b, v9.16b, #7
	usra	v0.16b, v7.16b, #5
	usra	v12.2d, v0.2d, #61
	usra	v21.2d, v16.2d, #1
	usra	v9.2d, v13.2d, #52
	usra	v30.2d, v4.2d, #27
	usra	v21.2s, v3.2s, #19
	usra	v12.2s, v4.2s, #24
	usra	v10.2s, v26.2s, #16
	usra	v13.2s, v13.2s, #1
	usra	v6.4h, v6.4h, #1
	usra	v27.4h, v15.4h, #10
	usra	v7.4h, v2.4h, #1
	usra	v12.4h, v30.4h, #1
	usra	v6.4s, v3.4s, #2
	usra	v3.4s, v13.4s, #1
	usra	v6.4s, v28.4s, #30
	usra	v26.4s, v11.4s, #1
	usra	v28.8b, v11.8b, #3
	usra	v14.8b, v2.8b, #5
	usra	v10.8b, v0.8b, #1
	usra	v9.8b, v5.8b, #8
	usra	v31.8h, v5.8h, #8
	usra	v27.8h, v8.8h, #8
	usra	v2.8h, v10.8h, #1
	usra	v26.8h, v10.8h, #16
	usubl	v30.2d, v17.2s, v7.2s
	usubl	v27.2d, v10.2s, v26.2s
	usubl	v2.2d, v12.2s, v13.2s
	usubl	v19.2d, v16.2s, v10.2s
	usubl2	v21.2d, v31.4s, v24.4s
	usubl2	v6.2d, v22.4s, v28.4s
	usubl2	v5.2d, v16.4s, v23.4s
	usubl2	v18.2d, v1.4s, v24.4s
	usubl	v9.4s, v26.4h, v13.4h
	usubl	v1.4s, v4.4h, v3.4h
	usubl	v6.4s, v11.4h, v10.4h
	usubl	v28.4s, v22.4h, v5.4h
	usubl2	v11.4s, v21.8h, v13.8h
	usubl2	v21.4s, v9.8h, v27.8h
	usubl2	v13.4s, v4.8h, v29.8h
	usubl2	v17.4s, v5.8h, v13.8h
	usubl	v2.8h, v7.8b, v30.8b
	usubl	v4.8h, v18.8b, v22.8b
	usubl	v24.8h, v29.8b, v17.8b
	usubl	v13.8h, v28.8b, v31.8b
	usubl2	v2.8h, v0.16b, v7.16b
	usubl2	v29.8h, v12.16b, v2.16b
	usubl2	v19.8h, v17.16b, v2.16b
	usubl2	v7.8h, v23.16b, v27.16b
	usubw	v2.2d, v28.2d, v10.2s
	usubw	v5.2d, v4.2d, v0.2s
	usubw	v14.2d, v30.2d, v5.2s
	usubw	v15.2d, v5.2d, v17.2s
	usubw2	v8.2d, v23.2d, v3.4s
	usubw2	v12.2d, v15.2d, v16.4s
	usubw2	v23.2d, v1.2d, v0.4s
	usubw2	v2.2d, v17.2d, v18.4s
	usubw	v15.4s, v0.4s, v13.4h
	usubw	v7.4s, v29.4s, v16.4h
	usubw	v22.4s, v26.4s, v6.4h
	usubw	v1.4s, v21.4s, v0.4h
	usubw2	v26.4s, v8.4s, v9.8h
	usubw2	v6.4s, v17.4s, v30.8h
	usubw2	v19.4s, v4.4s, v21.8h
	usubw2	v21.4s, v0.4s, v20.8h
	usubw	v24.8h, v7.8h, v15.8b
	usubw	v9.8h, v4.8h, v18.8b
	usubw	v24.8h, v21.8h, v24.8b
	usubw	v19.8h, v2.8h, v19.8b
	usubw2	v29.8h, v7.8h, v7.16b
	usubw2	v12.8h, v9.8h, v27.16b
	usubw2	v23.8h, v7.8h, v31.16b
	usubw2	v5.8h, v8.8h, v3.16b
	uzp1	v31.16b, v0.16b, v17.16b
	uzp1	v3.16b, v13.16b, v10.16b
	uzp1	v9.16b, v21.16b, v31.16b
	uzp1	v23.16b, v29.16b, v2.16b
	uzp1	v22.2d, v3.2d, v6.2d
	uzp1	v24.2d, v8.2d, v25.2d
	uzp1	v0.2d, v3.2d, v3.2d
	uzp1	v28.2d, v28.2d, v25.2d
	uzp1	v5.2s, v23.2s, v25.2s
	uzp1	v13.2s, v20.2s, v4.2s
	uzp1	v26.2s, v23.2s, v18.2s
	uzp1	v1.2s, v0.2s, v13.2s
	uzp1	v26.4h, v17.4h, v29.4h
	uzp1	v1.4h, v4.4h, v18.4h
	uzp1	v15.4h, v13.4h, v11.4h
	uzp1	v13.4h, v27.4h, v18.4h
	uzp1	v22.4s, v14.4s, v11.4s
	uzp1	v5.4s, v23.4s, v7.4s
	uzp1	v3.4s, v1.4s, v12.4s
	uzp1	v9.4s, v25.4s, v9.4s
	uzp1	v24.8b, v15.8b, v27.8b
	uzp1	v5.8b, v31.8b, v26.8b
	uzp1	v2.8b, v13.8b, v28.8b
	uzp1	v13.8b, v7.8b, v6.8b
	uzp1	v31.8h, v26.8h, v19.8h
	uzp1	v28.8h, v2.8h, v26.8h
	uzp1	v28.8h, v29.8h, v29.8h
	uzp1	v16.8h, v23.8h, v10.8h
	uzp2	v23.16b, v14.16b, v4.16b
	uzp2	v3.16b, v20.16b, v29.16b
	uzp2	v4.16b, v7.16b, v24.16b
	uzp2	v4.16b, v18.16b, v6.16b
	uzp2	v23.2d, v8.2d, v9.2d
	uzp2	v8.2d, v2.2d, v7.2d
	uzp2	v10.2d, v27.2d, v26.2d
	uzp2	v20.2d, v20.2d, v11.2d
	uzp2	v22.2s, v5.2s, v6.2s
	uzp2	v21.2s, v15.2s, v6.2s
	uzp2	v17.2s, v30.2s, v7.2s
	uzp2	v16.2s, v17.2s, v1.2s
	uzp2	v1.4h, v5.4h, v5.4h
	uzp2	v16.4h, v25.4h, v18.4h
	uzp2	v2.4h, v2.4h, v17.4h
	uzp2	v23.4h, v17.4h, v20.4h
	uzp2	v21.4s, v22.4s, v4.4s
	uzp2	v15.4s, v15.4s, v12.4s
	uzp2	v11.4s, v19.4s, v27.4s
	uzp2	v14.4s, v18.4s, v0.4s
	uzp2	v17.8b, v17.8b, v22.8b
	uzp2	v27.8b, v12.8b, v8.8b
	uzp2	v6.8b, v2.8b, v7.8b
	uzp2	v1.8b, v16.8b, v0.8b
	uzp2	v6.8h, v26.8h, v3.8h
	uzp2	v1.8h, v15.8h, v19.8h
	uzp2	v15.8h, v23.8h, v15.8h
	uzp2	v19.8h, v9.8h, v25.8h
	xtn	v10.2s, v4.2d
	xtn	v1.2s, v26.2d
	xtn	v6.2s, v13.2d
	xtn	v11.2s, v17.2d
	xtn2	v6.4s, v21.2d
	xtn2	v3.4s, v27.2d
	xtn2	v10.4s, v23.2d
	xtn2	v7.4s, v10.2d
	xtn	v14.4h, v15.4s
	xtn	v2.4h, v0.4s
	xtn	v28.4h, v10.4s
	xtn	v27.4h, v21.4s
	xtn2	v20.8h, v3.4s
	xtn2	v1.8h, v4.4s
	xtn2	v29.8h, v14.4s
	xtn2	v29.8h, v8.4s
	xtn	v19.8b, v20.8h
	xtn	v0.8b, v29.8h
	xtn	v6.8b, v13.8h
	xtn	v0.8b, v27.8h
	xtn2	v28.16b, v29.8h
	xtn2	v9.16b, v1.8h
	xtn2	v1.16b, v17.8h
	xtn2	v14.16b, v14.8h
	zip1	v31.16b, v27.16b, v12.16b
	zip1	v28.16b, v16.16b, v18.16b
	zip1	v1.16b, v20.16b, v31.16b
	zip1	v4.16b, v5.16b, v18.16b
	zip1	v1.2d, v2.2d, v16.2d
	zip1	v26.2d, v9.2d, v30.2d
	zip1	v27.2d, v5.2d, v15.2d
	zip1	v19.2d, v20.2d, v24.2d
	zip1	v28.2s, v8.2s, v0.2s
	zip1	v24.2s, v1.2s, v27.2s
	zip1	v12.2s, v2.2s, v6.2s
	zip1	v5.2s, v4.2s, v28.2s
	zip1	v23.4h, v5.4h, v14.4h
	zip1	v10.4h, v3.4h, v0.4h
	zip1	v0.4h, v19.4h, v19.4h
	zip1	v13.4h, v7.4h, v28.4h
	zip1	v4.4s, v26.4s, v11.4s
	zip1	v8.4s, v4.4s, v4.4s
	zip1	v11.4s, v7.4s, v10.4s
	zip1	v16.4s, v20.4s, v24.4s
	zip1	v7.8b, v13.8b, v19.8b
	zip1	v4.8b, v5.8b, v25.8b
	zip1	v4.8b, v16.8b, v6.8b
	zip1	v4.8b, v10.8b, v6.8b
	zip1	v3.8h, v26.8h, v1.8h
	zip1	v1.8h, v8.8h, v2.8h
	zip1	v23.8h, v31.8h, v23.8h
	zip1	v11.8h, v18.8h, v31.8h
	zip2	v5.16b, v12.16b, v28.16b
	zip2	v29.16b, v15.16b, v20.16b
	zip2	v20.16b, v0.16b, v21.16b
	zip2	v25.16b, v8.16b, v23.16b
	zip2	v13.2d, v10.2d, v1.2d
	zip2	v25.2d, v25.2d, v26.2d
	zip2	v23.2d, v29.2d, v24.2d
	zip2	v19.2d, v30.2d, v15.2d
	zip2	v10.2s, v19.2s, v11.2s
	zip2	v24.2s, v26.2s, v7.2s
	zip2	v26.2s, v5.2s, v3.2s
	zip2	v0.2s, v21.2s, v11.2s
	zip2	v27.4h, v23.4h, v6.4h
	zip2	v11.4h, v14.4h, v2.4h
	zip2	v3.4h, v7.4h, v28.4h
	zip2	v19.4h, v20.4h, v3.4h
	zip2	v28.4s, v22.4s, v12.4s
	zip2	v11.4s, v6.4s, v23.4s
	zip2	v14.4s, v6.4s, v12.4s
	zip2	v23.4s, v27.4s, v4.4s
	zip2	v8.8b, v28.8b, v9.8b
	zip2	v18.8b, v17.8b, v15.8b
	zip2	v20.8b, v11.8b, v27.8b
	zip2	v17.8b, v21.8b, v30.8b
	zip2	v16.8h, v25.8h, v14.8h
	zip2	v0.8h, v13.8h, v27.8h
	zip2	v9.8h, v12.8h, v19.8h
	zip2	v15.8h, v29.8h, v8.8h
