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
	pmull	v23.8h, v14.8b, v1.8b
	pmull	v14.8h, v21.8b, v12.8b
	pmull	v20.8h, v10.8b, v18.8b
	pmull	v21.8h, v0.8b, v25.8b
	pmull2	v6.8h, v9.16b, v1.16b
	pmull2	v20.8h, v3.16b, v3.16b
	pmull2	v18.8h, v28.16b, v8.16b
	pmull2	v2.8h, v4.16b, v10.16b
	pmul	v18.16b, v13.16b, v26.16b
	pmul	v1.16b, v7.16b, v25.16b
	pmul	v17.16b, v17.16b, v3.16b
	pmul	v19.16b, v27.16b, v6.16b
	pmul	v14.8b, v7.8b, v13.8b
	pmul	v17.8b, v25.8b, v25.8b
	pmul	v18.8b, v20.8b, v17.8b
	pmul	v14.8b, v9.8b, v0.8b
	prfm	pldl1keep, #424872
	prfm	plil3keep, #-1048576
	prfm	pstl3strm, #-4
	prfm	plil2keep, #-168496
	prfm	plil2strm, [x30, w11, sxtw #3]
	prfm	pldl1keep, [x27, w21, sxtw #3]
	prfm	pstl3strm, [x1, w8, uxtw]
	prfm	pldl1keep, [x19, w11, uxtw]
	prfm	pstl2keep, [x18, x26, sxtx]
	prfm	pldl1keep, [x3, x22, sxtx]
	prfm	plil2strm, [x13, x6]
	prfm	plil3strm, [x10, x22, sxtx]
	prfm	pldl1strm, [x12, #376]
	prfm	pstl2strm, [x24]
	prfm	pstl1strm, [x0, #13656]
	prfm	#27, [x25]
	prfum	plil1keep, [x13, #-108]
	prfum	pldl3keep, [sp]
	prfum	pstl3keep, [x4, #1]
	prfum	plil3strm, [x29, #-65]
	raddhn	v4.2s, v9.2d, v25.2d
	raddhn	v30.2s, v29.2d, v5.2d
	raddhn	v18.2s, v6.2d, v18.2d
	raddhn	v20.2s, v30.2d, v24.2d
	raddhn2	v4.4s, v12.2d, v23.2d
	raddhn2	v12.4s, v29.2d, v16.2d
	raddhn2	v25.4s, v8.2d, v21.2d
	raddhn2	v13.4s, v4.2d, v12.2d
	raddhn	v8.4h, v20.4s, v17.4s
	raddhn	v0.4h, v11.4s, v21.4s
	raddhn	v10.4h, v26.4s, v28.4s
	raddhn	v16.4h, v12.4s, v21.4s
	raddhn2	v1.8h, v26.4s, v8.4s
	raddhn2	v13.8h, v19.4s, v21.4s
	raddhn2	v24.8h, v6.4s, v6.4s
	raddhn2	v3.8h, v10.4s, v18.4s
	raddhn	v24.8b, v9.8h, v11.8h
	raddhn	v5.8b, v30.8h, v26.8h
	raddhn	v7.8b, v13.8h, v9.8h
	raddhn	v26.8b, v25.8h, v24.8h
	raddhn2	v12.16b, v18.8h, v15.8h
	raddhn2	v15.16b, v16.8h, v6.8h
	raddhn2	v15.16b, v0.8h, v7.8h
	raddhn2	v10.16b, v2.8h, v2.8h
	rbit	wzr, w23
	rbit	w2, w18
	rbit	w25, w27
	rbit	w30, w0
	rbit	x1, x23
	rbit	x0, x13
	rbit	xzr, x22
	rbit	x8, x4
	rbit	v21.16b, v10.16b
	rbit	v24.16b, v21.16b
	rbit	v2.16b, v13.16b
	rbit	v8.16b, v9.16b
	rbit	v2.8b, v23.8b
	rbit	v23.8b, v3.8b
	rbit	v20.8b, v3.8b
	rbit	v7.8b, v28.8b
	ret
	ret	x24
	ret
	ret
	rev16	wzr, w14
	rev16	w19, w25
	rev16	w12, w23
	rev16	w23, w27
	rev16	x9, x18
	rev16	x23, x5
	rev16	xzr, x17
	rev16	x23, x25
	rev16	v9.16b, v12.16b
	rev16	v27.16b, v14.16b
	rev16	v10.16b, v12.16b
	rev16	v19.16b, v30.16b
	rev16	v30.8b, v16.8b
	rev16	v0.8b, v23.8b
	rev16	v25.8b, v0.8b
	rev16	v29.8b, v0.8b
	rev32	x21, x17
	rev32	x22, x23
	rev32	x27, x13
	rev32	x17, x27
	rev32	v8.16b, v25.16b
	rev32	v14.16b, v18.16b
	rev32	v14.16b, v22.16b
	rev32	v17.16b, v12.16b
	rev32	v21.4h, v9.4h
	rev32	v8.4h, v13.4h
	rev32	v25.4h, v26.4h
	rev32	v22.4h, v21.4h
	rev32	v6.8b, v19.8b
	rev32	v0.8b, v29.8b
	rev32	v0.8b, v21.8b
	rev32	v21.8b, v9.8b
	rev32	v7.8h, v14.8h
	rev32	v12.8h, v30.8h
	rev32	v10.8h, v14.8h
	rev32	v3.8h, v25.8h
	rev64	v13.16b, v13.16b
	rev64	v6.16b, v14.16b
	rev64	v17.16b, v2.16b
	rev64	v14.16b, v5.16b
	rev64	v16.2s, v10.2s
	rev64	v13.2s, v0.2s
	rev64	v30.2s, v12.2s
	rev64	v29.2s, v30.2s
	rev64	v15.4h, v9.4h
	rev64	v27.4h, v8.4h
	rev64	v2.4h, v17.4h
	rev64	v28.4h, v15.4h
	rev64	v30.4s, v10.4s
	rev64	v14.4s, v24.4s
	rev64	v5.4s, v8.4s
	rev64	v2.4s, v30.4s
	rev64	v14.8b, v7.8b
	rev64	v11.8b, v21.8b
	rev64	v6.8b, v19.8b
	rev64	v10.8b, v8.8b
	rev64	v9.8h, v6.8h
	rev64	v26.8h, v6.8h
	rev64	v30.8h, v18.8h
	rev64	v10.8h, v12.8h
	rev	w5, w18
	rev	wzr, wzr
	rev	w11, w9
	rev	w28, w18
	rev	x30, x22
	rev	x29, x17
	rev	x8, x20
	rev	x23, x12
	ror	w14, w25, w10
	ror	w6, w4, w6
	ror	wzr, w4, w23
	ror	w14, w9, w23
	ror	x22, x1, x21
	ror	x25, x17, x19
	ror	x20, x25, xzr
	ror	x23, x19, x20
	rprfm	pststrm, x18, [x12]
	rprfm	#63, x23, [x26]
	rprfm	pstkeep, x5, [x17]
	rprfm	pldkeep, x5, [x16]
	rshrn	v1.2s, v28.2d, #1
	rshrn	v20.2s, v24.2d, #6
	rshrn	v4.2s, v2.2d, #21
	rshrn	v7.2s, v11.2d, #24
	rshrn2	v0.4s, v5.2d, #1
	rshrn2	v4.4s, v13.2d, #11
	rshrn2	v15.4s, v6.2d, #32
	rshrn2	v4.4s, v0.2d, #1
	rshrn	v31.4h, v11.4s, #2
	rshrn	v9.4h, v17.4s, #11
	rshrn	v0.4h, v24.4s, #1
	rshrn	v9.4h, v9.4s, #15
	rshrn2	v31.8h, v28.4s, #8
	rshrn2	v28.8h, v29.4s, #9
	rshrn2	v26.8h, v15.4s, #14
	rshrn2	v16.8h, v20.4s, #15
	rshrn	v11.8b, v5.8h, #8
	rshrn	v2.8b, v19.8h, #6
	rshrn	v7.8b, v29.8h, #5
	rshrn	v26.8b, v7.8h, #1
	rshrn2	v23.16b, v10.8h, #6
	rshrn2	v7.16b, v28.8h, #1
	rshrn2	v1.16b, v1.8h, #8
	rshrn2	v16.16b, v27.8h, #5
	rsubhn	v1.2s, v18.2d, v26.2d
	rsubhn	v21.2s, v26.2d, v16.2d
	rsubhn	v20.2s, v30.2d, v17.2d
	rsubhn	v26.2s, v26.2d, v11.2d
	rsubhn2	v3.4s, v8.2d, v26.2d
	rsubhn2	v13.4s, v31.2d, v0.2d
	rsubhn2	v9.4s, v19.2d, v12.2d
	rsubhn2	v24.4s, v6.2d, v27.2d
	rsubhn	v3.4h, v19.4s, v9.4s
	rsubhn	v15.4h, v7.4s, v31.4s
	rsubhn	v23.4h, v25.4s, v11.4s
	rsubhn	v25.4h, v29.4s, v29.4s
	rsubhn2	v15.8h, v10.4s, v11.4s
	rsubhn2	v16.8h, v6.4s, v5.4s
	rsubhn2	v30.8h, v16.4s, v24.4s
	rsubhn2	v13.8h, v9.4s, v31.4s
	rsubhn	v22.8b, v7.8h, v27.8h
	rsubhn	v26.8b, v5.8h, v15.8h
	rsubhn	v30.8b, v26.8h, v26.8h
	rsubhn	v17.8b, v15.8h, v25.8h
	rsubhn2	v27.16b, v1.8h, v3.8h
	rsubhn2	v22.16b, v25.8h, v9.8h
	rsubhn2	v7.16b, v12.8h, v13.8h
	rsubhn2	v27.16b, v12.8h, v29.8h
	sabal	v24.2d, v14.2s, v28.2s
	sabal	v8.2d, v0.2s, v25.2s
	sabal	v11.2d, v28.2s, v14.2s
	sabal	v19.2d, v25.2s, v30.2s
	sabal2	v4.2d, v14.4s, v4.4s
	sabal2	v7.2d, v21.4s, v8.4s
	sabal2	v23.2d, v21.4s, v7.4s
	sabal2	v1.2d, v18.4s, v24.4s
	sabal	v12.4s, v28.4h, v5.4h
	sabal	v11.4s, v22.4h, v2.4h
	sabal	v25.4s, v9.4h, v27.4h
	sabal	v20.4s, v15.4h, v9.4h
	sabal2	v24.4s, v9.8h, v19.8h
	sabal2	v3.4s, v6.8h, v29.8h
	sabal2	v8.4s, v15.8h, v23.8h
	sabal2	v0.4s, v23.8h, v5.8h
	sabal	v20.8h, v30.8b, v28.8b
	sabal	v1.8h, v4.8b, v7.8b
	sabal	v20.8h, v3.8b, v17.8b
	sabal	v24.8h, v2.8b, v14.8b
	sabal2	v16.8h, v31.16b, v12.16b
	sabal2	v13.8h, v16.16b, v20.16b
	sabal2	v8.8h, v29.16b, v22.16b
	sabal2	v5.8h, v10.16b, v13.16b
	saba	v31.16b, v26.16b, v5.16b
	saba	v19.16b, v22.16b, v15.16b
	saba	v17.16b, v8.16b, v7.16b
	saba	v16.16b, v0.16b, v15.16b
	saba	v16.2s, v25.2s, v23.2s
	saba	v15.2s, v3.2s, v19.2s
	saba	v0.2s, v8.2s, v16.2s
	saba	v25.2s, v16.2s, v4.2s
	saba	v3.4h, v9.4h, v9.4h
	saba	v26.4h, v23.4h, v28.4h
	saba	v21.4h, v8.4h, v25.4h
	saba	v6.4h, v24.4h, v12.4h
	saba	v11.4s, v14.4s, v9.4s
	saba	v30.4s, v0.4s, v9.4s
	saba	v13.4s, v21.4s, v14.4s
	saba	v9.4s, v7.4s, v12.4s
	saba	v18.8b, v2.8b, v23.8b
	saba	v18.8b, v11.8b, v6.8b
	saba	v4.8b, v12.8b, v6.8b
	saba	v23.8b, v9.8b, v28.8b
	saba	v5.8h, v0.8h, v31.8h
	saba	v19.8h, v12.8h, v29.8h
	saba	v29.8h, v12.8h, v17.8h
	saba	v11.8h, v22.8h, v3.8h
	sabdl	v22.2d, v11.2s, v31.2s
	sabdl	v23.2d, v25.2s, v3.2s
	sabdl	v4.2d, v29.2s, v31.2s
	sabdl	v16.2d, v11.2s, v0.2s
	sabdl2	v17.2d, v29.4s, v14.4s
	sabdl2	v22.2d, v9.4s, v27.4s
	sabdl2	v30.2d, v31.4s, v9.4s
	sabdl2	v19.2d, v3.4s, v28.4s
	sabdl	v20.4s, v30.4h, v12.4h
	sabdl	v31.4s, v21.4h, v27.4h
	sabdl	v29.4s, v4.4h, v23.4h
	sabdl	v3.4s, v28.4h, v25.4h
	sabdl2	v0.4s, v20.8h, v16.8h
	sabdl2	v5.4s, v5.8h, v22.8h
	sabdl2	v25.4s, v0.8h, v23.8h
	sabdl2	v25.4s, v26.8h, v30.8h
	sabdl	v23.8h, v15.8b, v24.8b
	sabdl	v3.8h, v22.8b, v16.8b
	sabdl	v24.8h, v28.8b, v4.8b
	sabdl	v26.8h, v25.8b, v11.8b
	sabdl2	v3.8h, v6.16b, v14.16b
	sabdl2	v14.8h, v24.16b, v19.16b
	sabdl2	v23.8h, v27.16b, v29.16b
	sabdl2	v28.8h, v29.16b, v14.16b
	sabd	v0.16b, v22.16b, v8.16b
	sabd	v14.16b, v15.16b, v18.16b
	sabd	v19.16b, v7.16b, v24.16b
	sabd	v11.16b, v1.16b, v6.16b
	sabd	v13.2s, v11.2s, v14.2s
	sabd	v1.2s, v4.2s, v13.2s
	sabd	v31.2s, v31.2s, v27.2s
	sabd	v3.2s, v22.2s, v26.2s
	sabd	v11.4h, v29.4h, v12.4h
	sabd	v9.4h, v26.4h, v23.4h
	sabd	v5.4h, v6.4h, v13.4h
	sabd	v21.4h, v19.4h, v5.4h
	sabd	v3.4s, v1.4s, v30.4s
	sabd	v8.4s, v29.4s, v27.4s
	sabd	v21.4s, v19.4s, v18.4s
	sabd	v4.4s, v7.4s, v18.4s
	sabd	v24.8b, v29.8b, v23.8b
	sabd	v17.8b, v25.8b, v20.8b
	sabd	v15.8b, v27.8b, v3.8b
	sabd	v9.8b, v25.8b, v18.8b
	sabd	v18.8h, v19.8h, v11.8h
	sabd	v15.8h, v5.8h, v29.8h
	sabd	v14.8h, v1.8h, v11.8h
	sabd	v8.8h, v19.8h, v13.8h
	sadalp	v12.1d, v9.2s
	sadalp	v18.1d, v31.2s
	sadalp	v10.1d, v16.2s
	sadalp	v18.1d, v30.2s
	sadalp	v9.2d, v27.4s
	sadalp	v9.2d, v10.4s
	sadalp	v5.2d, v1.4s
	sadalp	v22.2d, v2.4s
	sadalp	v28.2s, v6.4h
	sadalp	v0.2s, v7.4h
	sadalp	v6.2s, v31.4h
	sadalp	v22.2s, v29.4h
	sadalp	v2.4h, v26.8b
	sadalp	v18.4h, v7.8b
	sadalp	v31.4h, v21.8b
	sadalp	v6.4h, v22.8b
	sadalp	v16.4s, v15.8h
	sadalp	v13.4s, v7.8h
	sadalp	v22.4s, v2.8h
	sadalp	v20.4s, v29.8h
	sadalp	v19.8h, v13.16b
	sadalp	v6.8h, v25.16b
	sadalp	v30.8h, v13.16b
	sadalp	v23.8h, v3.16b
	saddlp	v21.1d, v28.2s
	saddlp	v7.1d, v11.2s
	saddlp	v23.1d, v25.2s
	saddlp	v25.1d, v8.2s
	saddlp	v15.2d, v23.4s
	saddlp	v10.2d, v18.4s
	saddlp	v24.2d, v25.4s
	saddlp	v1.2d, v21.4s
	saddlp	v15.2s, v8.4h
	saddlp	v0.2s, v29.4h
	saddlp	v30.2s, v25.4h
	saddlp	v16.2s, v3.4h
	saddlp	v7.4h, v5.8b
	saddlp	v9.4h, v6.8b
	saddlp	v23.4h, v18.8b
	saddlp	v0.4h, v23.8b
	saddlp	v19.4s, v20.8h
	saddlp	v24.4s, v24.8h
	saddlp	v3.4s, v1.8h
	saddlp	v1.4s, v29.8h
	saddlp	v28.8h, v7.16b
	saddlp	v5.8h, v5.16b
	saddlp	v0.8h, v21.16b
	saddlp	v4.8h, v25.16b
	saddlv	h27, v5.16b
	saddlv	h22, v14.16b
	saddlv	h11, v13.16b
	saddlv	h21, v10.16b
	saddlv	s20, v0.4h
	saddlv	s25, v20.4h
	saddlv	s27, v17.4h
	saddlv	s19, v25.4h
	saddlv	d19, v31.4s
	saddlv	d1, v27.4s
	saddlv	d29, v16.4s
	saddlv	d15, v2.4s
	saddlv	h29, v27.8b
	saddlv	h8, v22.8b
	saddlv	h2, v8.8b
	saddlv	h18, v24.8b
	saddlv	s1, v11.8h
	saddlv	s10, v16.8h
	saddlv	s10, v3.8h
	saddlv	s1, v6.8h
	saddl	v15.2d, v14.2s, v16.2s
	saddl	v28.2d, v7.2s, v2.2s
	saddl	v29.2d, v3.2s, v11.2s
	saddl	v8.2d, v8.2s, v10.2s
	saddl2	v22.2d, v24.4s, v14.4s
	saddl2	v10.2d, v29.4s, v16.4s
	saddl2	v28.2d, v25.4s, v6.4s
	saddl2	v20.2d, v30.4s, v22.4s
	saddl	v24.4s, v4.4h, v7.4h
	saddl	v31.4s, v10.4h, v27.4h
	saddl	v27.4s, v7.4h, v29.4h
	saddl	v14.4s, v22.4h, v5.4h
	saddl2	v6.4s, v12.8h, v9.8h
	saddl2	v27.4s, v25.8h, v6.8h
	saddl2	v25.4s, v8.8h, v25.8h
	saddl2	v9.4s, v28.8h, v25.8h
	saddl	v25.8h, v21.8b, v30.8b
	saddl	v0.8h, v22.8b, v8.8b
	saddl	v18.8h, v6.8b, v28.8b
	saddl	v9.8h, v9.8b, v19.8b
	saddl2	v4.8h, v11.16b, v7.16b
	saddl2	v26.8h, v26.16b, v21.16b
	saddl2	v24.8h, v11.16b, v5.16b
	saddl2	v27.8h, v21.16b, v30.16b
	saddw	v26.2d, v13.2d, v23.2s
	saddw	v14.2d, v11.2d, v18.2s
	saddw	v2.2d, v29.2d, v1.2s
	saddw	v15.2d, v8.2d, v4.2s
	saddw2	v15.2d, v13.2d, v0.4s
	saddw2	v6.2d, v30.2d, v0.4s
	saddw2	v9.2d, v10.2d, v28.4s
	saddw2	v31.2d, v28.2d, v27.4s
	saddw	v3.4s, v30.4s, v4.4h
	saddw	v1.4s, v30.4s, v9.4h
	saddw	v31.4s, v13.4s, v2.4h
	saddw	v31.4s, v2.4s, v8.4h
	saddw2	v8.4s, v3.4s, v21.8h
	saddw2	v6.4s, v0.4s, v26.8h
	saddw2	v10.4s, v11.4s, v21.8h
	saddw2	v6.4s, v28.4s, v16.8h
	saddw	v29.8h, v1.8h, v1.8b
	saddw	v22.8h, v21.8h, v28.8b
	saddw	v31.8h, v22.8h, v7.8b
	saddw	v9.8h, v26.8h, v10.8b
	saddw2	v6.8h, v17.8h, v3.16b
	saddw2	v18.8h, v25.8h, v10.16b
	saddw2	v16.8h, v25.8h, v6.16b
	saddw2	v23.8h, v10.8h, v22.16b
	sbcs	w14, w21, w5
	sbcs	wzr, w24, w6
	ngcs	w26, w13
	sbcs	w3, w5, w1
	sbcs	x23, x1, x6
	sbcs	x23, x24, x6
	sbcs	x10, x18, x19
	ngcs	x13, x16
	ngc	w4, w25
	sbc	w16, w18, w12
	ngc	w12, w17
	sbc	w5, w2, w28
	ngc	x1, x8
	sbc	x24, x11, x25
	ngc	x1, x20
	sbc	x9, x12, x25
	sbfiz	w12, w8, #5, #25
	sbfx	w29, w8, #23, #7
	sbfx	w19, w6, #13, #4
	sbfx	w10, w8, #11, #14
	sbfiz	x4, x28, #43, #21
	sbfx	x14, x8, #7, #18
	sbfiz	x13, x2, #34, #29
	sbfx	x29, x11, #8, #22
	scvtf	d5, w20
	scvtf	d23, w19
	scvtf	d29, w10
	scvtf	d15, w1
	scvtf	d19, wzr, #4
	scvtf	d3, w29, #18
	scvtf	d3, w22, #17
	scvtf	d29, w29, #27
	scvtf	s17, w28
	scvtf	s25, w3
	scvtf	s18, w21
	scvtf	s21, w13
	scvtf	s10, w28, #11
	scvtf	s8, w19, #5
	scvtf	s18, w12, #2
	scvtf	s26, w20, #7
	scvtf	d20, xzr
	scvtf	d29, x2
	scvtf	d21, x10
	scvtf	d11, x27
	scvtf	d20, x19, #13
	scvtf	d9, x21, #10
	scvtf	d20, x21, #12
	scvtf	d19, x4, #1
	scvtf	s0, x20
	scvtf	s1, x2
	scvtf	s26, x7
	scvtf	s6, x27
	scvtf	s30, x28, #1
	scvtf	s16, x26, #58
	scvtf	s27, x25, #61
	scvtf	s16, x28, #24
	scvtf	d31, d25, #1
	scvtf	d0, d8, #1
	scvtf	d7, d28, #63
	scvtf	d13, d27, #63
	scvtf	s4, s25, #1
	scvtf	s12, s25, #10
	scvtf	s14, s0, #27
	scvtf	s11, s11, #32
	scvtf	v8.2d, v23.2d, #55
	scvtf	v18.2d, v22.2d, #16
	scvtf	v5.2d, v12.2d, #21
	scvtf	v18.2d, v19.2d, #47
	scvtf	v17.2s, v31.2s, #4
	scvtf	v14.2s, v3.2s, #29
	scvtf	v30.2s, v18.2s, #1
	scvtf	v29.2s, v1.2s, #16
	scvtf	v8.4s, v9.4s, #1
	scvtf	v12.4s, v15.4s, #9
	scvtf	v8.4s, v20.4s, #1
	scvtf	v8.4s, v25.4s, #31
	scvtf	d22, d17
	scvtf	d26, d20
	scvtf	d3, d20
	scvtf	d20, d12
	scvtf	s14, s5
	scvtf	s0, s17
	scvtf	s3, s3
	scvtf	s29, s1
	scvtf	v29.2d, v23.2d
	scvtf	v11.2d, v10.2d
	scvtf	v16.2d, v3.2d
	scvtf	v25.2d, v21.2d
	scvtf	v12.2s, v2.2s
	scvtf	v31.2s, v30.2s
	scvtf	v9.2s, v28.2s
	scvtf	v9.2s, v6.2s
	scvtf	v21.4s, v3.4s
	scvtf	v3.4s, v25.4s
	scvtf	v15.4s, v25.4s
	scvtf	v29.4s, v10.4s
	sdiv	w28, w21, w4
	sdiv	w29, w22, w9
	sdiv	w28, w0, w15
	sdiv	w9, w1, w28
	sdiv	x25, x3, x9
	sdiv	x3, x13, x29
	sdiv	x13, x18, xzr
	sdiv	x18, x24, x16
	shadd	v30.16b, v11.16b, v16.16b
	shadd	v8.16b, v19.16b, v22.16b
	shadd	v14.16b, v19.16b, v29.16b
	shadd	v19.16b, v21.16b, v14.16b
	shadd	v28.2s, v4.2s, v10.2s
	shadd	v12.2s, v29.2s, v6.2s
	shadd	v17.2s, v18.2s, v22.2s
	shadd	v21.2s, v8.2s, v5.2s
	shadd	v18.4h, v21.4h, v25.4h
	shadd	v21.4h, v22.4h, v17.4h
	shadd	v19.4h, v7.4h, v25.4h
	shadd	v24.4h, v16.4h, v4.4h
	shadd	v1.4s, v29.4s, v2.4s
	shadd	v3.4s, v8.4s, v15.4s
	shadd	v17.4s, v30.4s, v24.4s
	shadd	v20.4s, v21.4s, v16.4s
	shadd	v28.8b, v27.8b, v29.8b
	shadd	v21.8b, v28.8b, v23.8b
	shadd	v12.8b, v15.8b, v22.8b
	shadd	v18.8b, v28.8b, v7.8b
	shadd	v14.8h, v20.8h, v14.8h
	shadd	v27.8h, v24.8h, v7.8h
	shadd	v25.8h, v5.8h, v2.8h
	shadd	v20.8h, v4.8h, v26.8h
	shll	v28.2d, v22.2s, #32
	shll	v18.2d, v30.2s, #32
	shll	v15.2d, v15.2s, #32
	shll	v4.2d, v6.2s, #32
	shll2	v4.2d, v1.4s, #32
	shll2	v13.2d, v16.4s, #32
	shll2	v21.2d, v13.4s, #32
	shll2	v11.2d, v31.4s, #32
	shll	v9.4s, v28.4h, #16
	shll	v8.4s, v13.4h, #16
	shll	v13.4s, v8.4h, #16
	shll	v16.4s, v7.4h, #16
	shll2	v22.4s, v20.8h, #16
	shll2	v19.4s, v24.8h, #16
	shll2	v10.4s, v26.8h, #16
	shll2	v10.4s, v12.8h, #16
	shll	v24.8h, v12.8b, #8
	shll	v28.8h, v13.8b, #8
	shll	v25.8h, v26.8b, #8
	shll	v15.8h, v25.8b, #8
	shll2	v11.8h, v6.16b, #8
	shll2	v31.8h, v5.16b, #8
	shll2	v17.8h, v1.16b, #8
	shll2	v10.8h, v1.16b, #8
	shl	d9, d6, #34
	shl	d4, d16, #21
	shl	d15, d11, #9
	shl	d1, d28, #49
	shl	v29.16b, v15.16b, #3
	shl	v0.16b, v14.16b, #7
	shl	v17.16b, v11.16b, #6
	shl	v0.16b, v25.16b, #0
	shl	v9.2d, v27.2d, #62
	shl	v3.2d, v0.2d, #22
	shl	v19.2d, v12.2d, #54
	shl	v10.2d, v12.2d, #28
	shl	v22.2s, v8.2s, #19
	shl	v5.2s, v28.2s, #15
	shl	v17.2s, v12.2s, #0
	shl	v31.2s, v17.2s, #27
	shl	v22.4h, v9.4h, #7
	shl	v27.4h, v21.4h, #3
	shl	v18.4h, v12.4h, #3
	shl	v27.4h, v4.4h, #2
	shl	v25.4s, v23.4s, #31
	shl	v6.4s, v26.4s, #13
	shl	v5.4s, v23.4s, #14
	shl	v1.4s, v25.4s, #31
	shl	v11.8b, v22.8b, #0
	shl	v24.8b, v23.8b, #6
	shl	v19.8b, v17.8b, #1
	shl	v11.8b, v22.8b, #1
	shl	v27.8h, v30.8h, #6
	shl	v11.8h, v17.8h, #11
	shl	v14.8h, v27.8h, #1
	shl	v5.8h, v26.8h, #9
	shrn	v13.2s, v2.2d, #1
	shrn	v5.2s, v23.2d, #32
	shrn	v17.2s, v12.2d, #24
	shrn	v25.2s, v18.2d, #14
	shrn2	v8.4s, v27.2d, #7
	shrn2	v9.4s, v13.2d, #3
	shrn2	v11.4s, v26.2d, #18
	shrn2	v0.4s, v25.2d, #27
	shrn	v10.4h, v21.4s, #8
	shrn	v13.4h, v18.4s, #11
	shrn	v25.4h, v0.4s, #1
	shrn	v21.4h, v14.4s, #9
	shrn2	v20.8h, v27.4s, #2
	shrn2	v19.8h, v24.4s, #10
	shrn2	v3.8h, v11.4s, #4
	shrn2	v13.8h, v27.4s, #3
	shrn	v5.8b, v11.8h, #8
	shrn	v23.8b, v26.8h, #7
	shrn	v26.8b, v23.8h, #7
	shrn	v4.8b, v5.8h, #8
	shrn2	v0.16b, v5.8h, #6
	shrn2	v17.16b, v14.8h, #4
	shrn2	v29.16b, v4.8h, #8
	shrn2	v9.16b, v27.8h, #5
	shsub	v4.16b, v10.16b, v1.16b
	shsub	v25.16b, v4.16b, v14.16b
	shsub	v10.16b, v5.16b, v28.16b
	shsub	v13.16b, v9.16b, v28.16b
	shsub	v5.2s, v18.2s, v30.2s
	shsub	v9.2s, v20.2s, v3.2s
	shsub	v23.2s, v20.2s, v10.2s
	shsub	v12.2s, v25.2s, v28.2s
	shsub	v18.4h, v12.4h, v2.4h
	shsub	v24.4h, v14.4h, v4.4h
	shsub	v15.4h, v5.4h, v8.4h
	shsub	v31.4h, v3.4h, v20.4h
	shsub	v14.4s, v3.4s, v18.4s
	shsub	v25.4s, v17.4s, v30.4s
	shsub	v24.4s, v2.4s, v1.4s
	shsub	v1.4s, v28.4s, v10.4s
	shsub	v6.8b, v9.8b, v15.8b
	shsub	v16.8b, v8.8b, v10.8b
	shsub	v25.8b, v23.8b, v29.8b
	shsub	v13.8b, v2.8b, v2.8b
	shsub	v2.8h, v28.8h, v24.8h
	shsub	v24.8h, v5.8h, v26.8h
	shsub	v17.8h, v7.8h, v18.8h
	shsub	v12.8h, v5.8h, v12.8h
	sli	d7, d19, #32
	sli	d0, d18, #1
	sli	d3, d3, #36
	sli	d7, d28, #59
	sli	v26.16b, v22.16b, #6
	sli	v8.16b, v17.16b, #1
	sli	v28.16b, v29.16b, #7
	sli	v19.16b, v27.16b, #2
	sli	v10.2d, v29.2d, #48
	sli	v12.2d, v0.2d, #0
	sli	v0.2d, v31.2d, #23
	sli	v16.2d, v31.2d, #31
	sli	v20.2s, v31.2s, #8
	sli	v10.2s, v25.2s, #3
	sli	v15.2s, v15.2s, #31
	sli	v14.2s, v15.2s, #20
	sli	v29.4h, v7.4h, #8
	sli	v0.4h, v22.4h, #7
	sli	v6.4h, v20.4h, #3
	sli	v10.4h, v4.4h, #9
	sli	v5.4s, v27.4s, #4
	sli	v24.4s, v7.4s, #0
	sli	v26.4s, v13.4s, #10
	sli	v27.4s, v10.4s, #5
	sli	v17.8b, v21.8b, #4
	sli	v24.8b, v9.8b, #2
	sli	v15.8b, v5.8b, #2
	sli	v21.8b, v22.8b, #2
	sli	v25.8h, v24.8h, #5
	sli	v28.8h, v17.8h, #13
	sli	v3.8h, v31.8h, #2
	sli	v26.8h, v29.8h, #15
	smaddl	x1, w29, w16, x27
	smaddl	x27, w27, w17, x15
	smull	x12, w21, wzr
	smaddl	x16, w7, w4, x20
	smaxp	v2.16b, v5.16b, v6.16b
	smaxp	v22.16b, v13.16b, v15.16b
	smaxp	v30.16b, v17.16b, v22.16b
	smaxp	v15.16b, v26.16b, v27.16b
	smaxp	v18.2s, v20.2s, v25.2s
	smaxp	v31.2s, v30.2s, v21.2s
	smaxp	v30.2s, v17.2s, v23.2s
	smaxp	v5.2s, v11.2s, v27.2s
	smaxp	v19.4h, v23.4h, v26.4h
	smaxp	v4.4h, v7.4h, v15.4h
	smaxp	v31.4h, v7.4h, v10.4h
	smaxp	v9.4h, v0.4h, v22.4h
	smaxp	v27.4s, v27.4s, v29.4s
	smaxp	v1.4s, v27.4s, v14.4s
	smaxp	v6.4s, v2.4s, v8.4s
	smaxp	v4.4s, v14.4s, v15.4s
	smaxp	v11.8b, v14.8b, v4.8b
	smaxp	v15.8b, v22.8b, v20.8b
	smaxp	v1.8b, v31.8b, v30.8b
	smaxp	v25.8b, v20.8b, v10.8b
	smaxp	v31.8h, v1.8h, v18.8h
	smaxp	v13.8h, v12.8h, v8.8h
	smaxp	v28.8h, v17.8h, v17.8h
	smaxp	v16.8h, v3.8h, v11.8h
	smaxv	b29, v13.16b
	smaxv	b28, v16.16b
	smaxv	b25, v14.16b
	smaxv	b15, v30.16b
	smaxv	h15, v5.4h
	smaxv	h20, v21.4h
	smaxv	h3, v10.4h
	smaxv	h30, v13.4h
	smaxv	s27, v15.4s
	smaxv	s16, v5.4s
	smaxv	s6, v8.4s
	smaxv	s11, v26.4s
	smaxv	b7, v7.8b
	smaxv	b8, v25.8b
	smaxv	b14, v1.8b
	smaxv	b22, v1.8b
	smaxv	h7, v3.8h
	smaxv	h8, v19.8h
	smaxv	h11, v7.8h
	smaxv	h2, v22.8h
	smax	v15.16b, v31.16b, v0.16b
	smax	v14.16b, v14.16b, v2.16b
	smax	v7.16b, v4.16b, v10.16b
	smax	v29.16b, v22.16b, v26.16b
	smax	v27.2s, v3.2s, v22.2s
	smax	v10.2s, v8.2s, v19.2s
	smax	v17.2s, v25.2s, v7.2s
	smax	v23.2s, v12.2s, v5.2s
	smax	v12.4h, v23.4h, v7.4h
	smax	v29.4h, v5.4h, v9.4h
	smax	v31.4h, v13.4h, v20.4h
	smax	v13.4h, v7.4h, v30.4h
	smax	v6.4s, v28.4s, v8.4s
	smax	v23.4s, v22.4s, v0.4s
	smax	v0.4s, v3.4s, v11.4s
	smax	v14.4s, v17.4s, v20.4s
	smax	v8.8b, v11.8b, v25.8b
	smax	v8.8b, v18.8b, v8.8b
	smax	v28.8b, v5.8b, v17.8b
	smax	v20.8b, v6.8b, v20.8b
	smax	v13.8h, v27.8h, v5.8h
	smax	v8.8h, v22.8h, v2.8h
	smax	v22.8h, v31.8h, v17.8h
	smax	v17.8h, v24.8h, v12.8h
	smc	#0xbcb6
	smc	#0x39bd
	smc	#0x523c
	smc	#0
	sminp	v16.16b, v25.16b, v30.16b
	sminp	v2.16b, v16.16b, v9.16b
	sminp	v18.16b, v4.16b, v17.16b
	sminp	v12.16b, v15.16b, v18.16b
	sminp	v9.2s, v30.2s, v3.2s
	sminp	v17.2s, v7.2s, v21.2s
	sminp	v22.2s, v4.2s, v24.2s
	sminp	v8.2s, v11.2s, v7.2s
	sminp	v0.4h, v27.4h, v16.4h
	sminp	v23.4h, v1.4h, v27.4h
	sminp	v22.4h, v7.4h, v0.4h
	sminp	v27.4h, v3.4h, v4.4h
	sminp	v5.4s, v29.4s, v1.4s
	sminp	v10.4s, v24.4s, v14.4s
	sminp	v23.4s, v19.4s, v24.4s
	sminp	v14.4s, v8.4s, v2.4s
	sminp	v24.8b, v12.8b, v10.8b
	sminp	v21.8b, v8.8b, v31.8b
	sminp	v22.8b, v8.8b, v14.8b
	sminp	v14.8b, v20.8b, v15.8b
	sminp	v11.8h, v5.8h, v12.8h
	sminp	v30.8h, v30.8h, v30.8h
	sminp	v19.8h, v11.8h, v22.8h
	sminp	v9.8h, v17.8h, v9.8h
	sminv	b23, v9.16b
	sminv	b19, v8.16b
	sminv	b3, v27.16b
	sminv	b30, v18.16b
	sminv	h26, v7.4h
	sminv	h21, v16.4h
	sminv	h20, v17.4h
	sminv	h11, v24.4h
	sminv	s21, v17.4s
	sminv	s0, v17.4s
	sminv	s23, v0.4s
	sminv	s29, v18.4s
	sminv	b6, v11.8b
	sminv	b5, v28.8b
	sminv	b28, v25.8b
	sminv	b14, v6.8b
	sminv	h10, v14.8h
	sminv	h0, v5.8h
	sminv	h8, v21.8h
	sminv	h30, v8.8h
	smin	v20.16b, v20.16b, v16.16b
	smin	v0.16b, v19.16b, v18.16b
	smin	v9.16b, v0.16b, v28.16b
	smin	v29.16b, v12.16b, v10.16b
	smin	v22.2s, v17.2s, v12.2s
	smin	v14.2s, v12.2s, v22.2s
	smin	v11.2s, v0.2s, v26.2s
	smin	v1.2s, v29.2s, v19.2s
	smin	v30.4h, v2.4h, v13.4h
	smin	v19.4h, v8.4h, v9.4h
	smin	v23.4h, v5.4h, v26.4h
	smin	v5.4h, v18.4h, v9.4h
	smin	v18.4s, v16.4s, v20.4s
	smin	v29.4s, v11.4s, v17.4s
	smin	v31.4s, v1.4s, v19.4s
	smin	v16.4s, v25.4s, v23.4s
	smin	v24.8b, v14.8b, v22.8b
	smin	v28.8b, v6.8b, v28.8b
	smin	v30.8b, v8.8b, v18.8b
	smin	v17.8b, v6.8b, v22.8b
	smin	v20.8h, v6.8h, v3.8h
	smin	v14.8h, v13.8h, v20.8h
	smin	v2.8h, v26.8h, v3.8h
	smin	v9.8h, v29.8h, v2.8h
	smlal	v11.2d, v3.2s, v6.s[3]
	smlal	v6.2d, v17.2s, v13.s[3]
	smlal	v7.2d, v15.2s, v0.s[1]
	smlal	v9.2d, v30.2s, v20.s[0]
	smlal2	v0.2d, v11.4s, v10.s[3]
	smlal2	v5.2d, v29.4s, v13.s[2]
	smlal2	v21.2d, v24.4s, v4.s[0]
	smlal2	v24.2d, v16.4s, v16.s[1]
	smlal	v10.4s, v14.4h, v1.h[3]
	smlal	v12.4s, v22.4h, v10.h[0]
	smlal	v9.4s, v31.4h, v2.h[1]
	smlal	v12.4s, v22.4h, v11.h[2]
	smlal2	v3.4s, v7.8h, v2.h[4]
	smlal2	v27.4s, v12.8h, v8.h[0]
	smlal2	v3.4s, v18.8h, v13.h[0]
	smlal2	v26.4s, v31.8h, v8.h[0]
	smlal	v14.2d, v21.2s, v25.2s
	smlal	v23.2d, v21.2s, v0.2s
	smlal	v18.2d, v1.2s, v7.2s
	smlal	v20.2d, v11.2s, v4.2s
	smlal2	v17.2d, v7.4s, v15.4s
	smlal2	v16.2d, v29.4s, v2.4s
	smlal2	v14.2d, v21.4s, v27.4s
	smlal2	v16.2d, v24.4s, v20.4s
	smlal	v12.4s, v27.4h, v27.4h
	smlal	v22.4s, v12.4h, v3.4h
	smlal	v22.4s, v31.4h, v3.4h
	smlal	v17.4s, v12.4h, v2.4h
	smlal2	v4.4s, v15.8h, v17.8h
	smlal2	v20.4s, v16.8h, v28.8h
	smlal2	v19.4s, v20.8h, v11.8h
	smlal2	v24.4s, v1.8h, v25.8h
	smlal	v12.8h, v24.8b, v30.8b
	smlal	v26.8h, v12.8b, v17.8b
	smlal	v2.8h, v13.8b, v13.8b
	smlal	v11.8h, v27.8b, v25.8b
	smlal2	v26.8h, v25.16b, v2.16b
	smlal2	v11.8h, v9.16b, v11.16b
	smlal2	v4.8h, v11.16b, v19.16b
	smlal2	v3.8h, v31.16b, v17.16b
	smlsl	v21.2d, v4.2s, v14.s[3]
	smlsl	v17.2d, v13.2s, v0.s[3]
	smlsl	v27.2d, v18.2s, v20.s[0]
	smlsl	v18.2d, v30.2s, v14.s[0]
	smlsl2	v7.2d, v6.4s, v31.s[3]
	smlsl2	v4.2d, v12.4s, v10.s[2]
	smlsl2	v14.2d, v28.4s, v24.s[0]
	smlsl2	v9.2d, v20.4s, v22.s[0]
	smlsl	v17.4s, v4.4h, v13.h[3]
	smlsl	v25.4s, v7.4h, v12.h[4]
	smlsl	v29.4s, v18.4h, v0.h[1]
	smlsl	v1.4s, v19.4h, v9.h[1]
	smlsl2	v24.4s, v23.8h, v14.h[2]
	smlsl2	v22.4s, v2.8h, v15.h[7]
	smlsl2	v27.4s, v13.8h, v15.h[0]
	smlsl2	v20.4s, v9.8h, v10.h[4]
	smlsl	v1.2d, v25.2s, v11.2s
	smlsl	v18.2d, v16.2s, v16.2s
	smlsl	v5.2d, v30.2s, v18.2s
	smlsl	v0.2d, v24.2s, v9.2s
	smlsl2	v6.2d, v15.4s, v14.4s
	smlsl2	v31.2d, v19.4s, v15.4s
	smlsl2	v27.2d, v26.4s, v16.4s
	smlsl2	v29.2d, v29.4s, v13.4s
	smlsl	v1.4s, v4.4h, v5.4h
	smlsl	v2.4s, v16.4h, v30.4h
	smlsl	v12.4s, v1.4h, v27.4h
	smlsl	v27.4s, v11.4h, v1.4h
	smlsl2	v8.4s, v5.8h, v20.8h
	smlsl2	v21.4s, v11.8h, v10.8h
	smlsl2	v15.4s, v25.8h, v24.8h
	smlsl2	v0.4s, v29.8h, v22.8h
	smlsl	v10.8h, v2.8b, v1.8b
	smlsl	v14.8h, v0.8b, v7.8b
	smlsl	v14.8h, v26.8b, v16.8b
	smlsl	v24.8h, v8.8b, v6.8b
	smlsl2	v0.8h, v18.16b, v1.16b
	smlsl2	v31.8h, v6.16b, v24.16b
	smlsl2	v21.8h, v7.16b, v10.16b
	smlsl2	v6.8h, v31.16b, v4.16b
	smov	w28, v13.b[15]
	smov	w20, v2.b[10]
	smov	w4, v25.b[11]
	smov	w19, v28.b[2]
	smov	w4, v8.h[1]
	smov	w30, v24.h[4]
	smov	w2, v17.h[5]
	smov	w27, v3.h[0]
	smov	x28, v22.b[0]
	smov	x1, v14.b[15]
	smov	x8, v13.b[10]
	smov	x6, v8.b[10]
	smov	x0, v18.h[6]
	smov	x17, v23.h[7]
	smov	x12, v24.h[4]
	smov	x21, v1.h[0]
	smov	x12, v4.s[2]
	smov	x25, v21.s[1]
	smov	x16, v9.s[0]
	smov	x19, v26.s[0]
	smsubl	x8, wzr, w5, x28
	smsubl	x20, w30, w11, x6
	smsubl	x25, w24, w16, x5
	smsubl	x12, w5, w30, x8
	smulh	x18, xzr, x18
	smulh	x0, x30, x19
	smulh	x27, x17, x7
	smulh	x9, x28, x0
	smull	v9.2d, v13.2s, v26.s[0]
	smull	v8.2d, v11.2s, v10.s[0]
	smull	v24.2d, v9.2s, v28.s[3]
	smull	v13.2d, v13.2s, v3.s[0]
	smull2	v31.2d, v21.4s, v0.s[2]
	smull2	v10.2d, v9.4s, v19.s[3]
	smull2	v17.2d, v12.4s, v3.s[1]
	smull2	v1.2d, v29.4s, v27.s[2]
	smull	v14.4s, v1.4h, v13.h[7]
	smull	v14.4s, v10.4h, v3.h[3]
	smull	v23.4s, v5.4h, v0.h[5]
	smull	v23.4s, v10.4h, v8.h[1]
	smull2	v1.4s, v10.8h, v1.h[3]
	smull2	v7.4s, v10.8h, v14.h[5]
	smull2	v17.4s, v11.8h, v6.h[6]
	smull2	v14.4s, v7.8h, v12.h[1]
	smull	v15.2d, v27.2s, v27.2s
	smull	v13.2d, v30.2s, v3.2s
	smull	v27.2d, v28.2s, v31.2s
	smull	v12.2d, v2.2s, v4.2s
	smull2	v2.2d, v17.4s, v16.4s
	smull2	v9.2d, v25.4s, v20.4s
	smull2	v1.2d, v2.4s, v15.4s
	smull2	v7.2d, v6.4s, v12.4s
	smull	v5.4s, v17.4h, v0.4h
	smull	v2.4s, v25.4h, v15.4h
	smull	v1.4s, v17.4h, v29.4h
	smull	v28.4s, v6.4h, v22.4h
	smull2	v29.4s, v31.8h, v3.8h
	smull2	v13.4s, v13.8h, v19.8h
	smull2	v13.4s, v8.8h, v19.8h
	smull2	v31.4s, v30.8h, v24.8h
	smull	v4.8h, v4.8b, v27.8b
	smull	v5.8h, v25.8b, v26.8b
	smull	v4.8h, v26.8b, v16.8b
	smull	v15.8h, v30.8b, v24.8b
	smull2	v26.8h, v12.16b, v9.16b
	smull2	v14.8h, v16.16b, v25.16b
	smull2	v2.8h, v9.16b, v9.16b
	smull2	v16.8h, v16.16b, v4.16b
	sqabs	b20, b28
	sqabs	b4, b12
	sqabs	b9, b8
	sqabs	b0, b5
	sqabs	d27, d17
	sqabs	d18, d15
	sqabs	d17, d18
	sqabs	d14, d0
	sqabs	h18, h3
	sqabs	h13, h19
	sqabs	h11, h14
	sqabs	h24, h1
	sqabs	s25, s16
	sqabs	s7, s28
	sqabs	s16, s4
	sqabs	s27, s15
	sqabs	v17.16b, v6.16b
	sqabs	v13.16b, v12.16b
	sqabs	v0.16b, v16.16b
	sqabs	v28.16b, v14.16b
	sqabs	v28.2d, v21.2d
	sqabs	v14.2d, v27.2d
	sqabs	v24.2d, v24.2d
	sqabs	v25.2d, v26.2d
	sqabs	v15.2s, v6.2s
	sqabs	v5.2s, v10.2s
	sqabs	v9.2s, v4.2s
	sqabs	v27.2s, v26.2s
	sqabs	v6.4h, v4.4h
	sqabs	v13.4h, v29.4h
	sqabs	v16.4h, v23.4h
	sqabs	v16.4h, v17.4h
	sqabs	v20.4s, v24.4s
	sqabs	v1.4s, v6.4s
	sqabs	v13.4s, v4.4s
	sqabs	v19.4s, v1.4s
	sqabs	v17.8b, v21.8b
	sqabs	v8.8b, v14.8b
	sqabs	v20.8b, v22.8b
	sqabs	v27.8b, v2.8b
	sqabs	v31.8h, v7.8h
	sqabs	v4.8h, v26.8h
	sqabs	v20.8h, v28.8h
	sqabs	v23.8h, v15.8h
	sqadd	b14, b4, b30
	sqadd	b9, b2, b6
	sqadd	b18, b18, b0
	sqadd	b20, b17, b20
	sqadd	d7, d9, d26
	sqadd	d28, d25, d6
	sqadd	d0, d2, d6
	sqadd	d13, d22, d14
	sqadd	h0, h28, h4
	sqadd	h1, h28, h23
	sqadd	h24, h0, h7
	sqadd	h21, h12, h14
	sqadd	s4, s10, s19
	sqadd	s0, s16, s21
	sqadd	s2, s26, s13
	sqadd	s1, s12, s14
	sqadd	v6.16b, v2.16b, v6.16b
	sqadd	v29.16b, v16.16b, v23.16b
	sqadd	v26.16b, v23.16b, v22.16b
	sqadd	v27.16b, v26.16b, v0.16b
	sqadd	v17.2d, v18.2d, v20.2d
	sqadd	v24.2d, v6.2d, v31.2d
	sqadd	v11.2d, v23.2d, v12.2d
	sqadd	v5.2d, v29.2d, v9.2d
	sqadd	v7.2s, v0.2s, v3.2s
	sqadd	v29.2s, v0.2s, v30.2s
	sqadd	v10.2s, v9.2s, v27.2s
	sqadd	v3.2s, v22.2s, v22.2s
	sqadd	v7.4h, v13.4h, v2.4h
	sqadd	v10.4h, v10.4h, v29.4h
	sqadd	v29.4h, v16.4h, v15.4h
	sqadd	v2.4h, v9.4h, v29.4h
	sqadd	v10.4s, v0.4s, v31.4s
	sqadd	v22.4s, v23.4s, v20.4s
	sqadd	v0.4s, v14.4s, v10.4s
	sqadd	v16.4s, v27.4s, v16.4s
	sqadd	v14.8b, v17.8b, v6.8b
	sqadd	v28.8b, v31.8b, v8.8b
	sqadd	v7.8b, v30.8b, v18.8b
	sqadd	v23.8b, v4.8b, v29.8b
	sqadd	v15.8h, v28.8h, v19.8h
	sqadd	v17.8h, v12.8h, v27.8h
	sqadd	v9.8h, v23.8h, v19.8h
	sqadd	v26.8h, v20.8h, v8.8h
	sqdmlal	s29, h9, v0.h[7]
	sqdmlal	s14, h14, v15.h[2]
	sqdmlal	s14, h7, v2.h[1]
	sqdmlal	s16, h12, v13.h[4]
	sqdmlal	d13, s27, v26.s[0]
	sqdmlal	d14, s12, v20.s[1]
	sqdmlal	d18, s14, v0.s[2]
	sqdmlal	d21, s26, v31.s[0]
	sqdmlal	v4.2d, v23.2s, v17.s[3]
	sqdmlal	v19.2d, v9.2s, v15.s[0]
	sqdmlal	v15.2d, v26.2s, v17.s[0]
	sqdmlal	v2.2d, v24.2s, v21.s[0]
	sqdmlal2	v20.2d, v9.4s, v18.s[1]
	sqdmlal2	v31.2d, v17.4s, v22.s[1]
	sqdmlal2	v6.2d, v21.4s, v26.s[1]
	sqdmlal2	v30.2d, v31.4s, v22.s[3]
	sqdmlal	v13.4s, v7.4h, v10.h[1]
	sqdmlal	v11.4s, v9.4h, v11.h[1]
	sqdmlal	v31.4s, v26.4h, v8.h[5]
	sqdmlal	v23.4s, v22.4h, v15.h[0]
	sqdmlal2	v15.4s, v22.8h, v7.h[0]
	sqdmlal2	v12.4s, v20.8h, v2.h[4]
	sqdmlal2	v3.4s, v28.8h, v8.h[1]
	sqdmlal2	v4.4s, v9.8h, v1.h[2]
	sqdmlal	s26, h15, h17
	sqdmlal	s15, h2, h11
	sqdmlal	s30, h27, h3
	sqdmlal	s14, h23, h4
	sqdmlal	d25, s12, s26
	sqdmlal	d4, s18, s11
	sqdmlal	d13, s24, s13
	sqdmlal	d29, s12, s7
	sqdmlal	v13.2d, v18.2s, v20.2s
	sqdmlal	v19.2d, v4.2s, v18.2s
	sqdmlal	v28.2d, v12.2s, v24.2s
	sqdmlal	v23.2d, v2.2s, v24.2s
	sqdmlal2	v15.2d, v17.4s, v28.4s
	sqdmlal2	v21.2d, v11.4s, v28.4s
	sqdmlal2	v10.2d, v16.4s, v27.4s
	sqdmlal2	v16.2d, v31.4s, v17.4s
	sqdmlal	v30.4s, v10.4h, v27.4h
	sqdmlal	v25.4s, v5.4h, v7.4h
	sqdmlal	v27.4s, v22.4h, v31.4h
	sqdmlal	v23.4s, v23.4h, v10.4h
	sqdmlal2	v9.4s, v4.8h, v19.8h
	sqdmlal2	v28.4s, v20.8h, v12.8h
	sqdmlal2	v23.4s, v5.8h, v26.8h
	sqdmlal2	v0.4s, v22.8h, v0.8h
	sqdmlsl	s18, h30, v8.h[1]
	sqdmlsl	s5, h15, v11.h[0]
	sqdmlsl	s7, h1, v12.h[7]
	sqdmlsl	s14, h19, v6.h[7]
	sqdmlsl	d26, s20, v29.s[0]
	sqdmlsl	d1, s27, v0.s[0]
	sqdmlsl	d15, s21, v17.s[2]
	sqdmlsl	d18, s31, v22.s[0]
	sqdmlsl	v19.2d, v10.2s, v10.s[1]
	sqdmlsl	v26.2d, v20.2s, v24.s[3]
	sqdmlsl	v8.2d, v8.2s, v21.s[2]
	sqdmlsl	v14.2d, v2.2s, v9.s[0]
	sqdmlsl2	v6.2d, v13.4s, v16.s[2]
	sqdmlsl2	v17.2d, v3.4s, v0.s[0]
	sqdmlsl2	v21.2d, v12.4s, v6.s[2]
	sqdmlsl2	v1.2d, v29.4s, v12.s[1]
	sqdmlsl	v26.4s, v2.4h, v15.h[1]
	sqdmlsl	v26.4s, v10.4h, v9.h[0]
	sqdmlsl	v16.4s, v16.4h, v12.h[0]
	sqdmlsl	v3.4s, v26.4h, v0.h[1]
	sqdmlsl2	v5.4s, v28.8h, v2.h[1]
	sqdmlsl2	v3.4s, v28.8h, v9.h[5]
	sqdmlsl2	v1.4s, v29.8h, v1.h[3]
	sqdmlsl2	v26.4s, v8.8h, v5.h[0]
	sqdmlsl	s16, h29, h3
	sqdmlsl	s4, h28, h8
	sqdmlsl	s3, h23, h28
	sqdmlsl	s1, h8, h2
	sqdmlsl	d3, s28, s16
	sqdmlsl	d17, s30, s26
	sqdmlsl	d3, s6, s26
	sqdmlsl	d29, s10, s6
	sqdmlsl	v16.2d, v7.2s, v23.2s
	sqdmlsl	v20.2d, v20.2s, v5.2s
	sqdmlsl	v16.2d, v28.2s, v3.2s
	sqdmlsl	v22.2d, v2.2s, v30.2s
	sqdmlsl2	v8.2d, v26.4s, v6.4s
	sqdmlsl2	v27.2d, v10.4s, v28.4s
	sqdmlsl2	v31.2d, v17.4s, v1.4s
	sqdmlsl2	v12.2d, v24.4s, v1.4s
	sqdmlsl	v26.4s, v13.4h, v4.4h
	sqdmlsl	v9.4s, v2.4h, v0.4h
	sqdmlsl	v21.4s, v3.4h, v3.4h
	sqdmlsl	v23.4s, v10.4h, v24.4h
	sqdmlsl2	v6.4s, v10.8h, v23.8h
	sqdmlsl2	v15.4s, v12.8h, v25.8h
	sqdmlsl2	v15.4s, v18.8h, v13.8h
	sqdmlsl2	v22.4s, v13.8h, v4.8h
	sqdmulh	h12, h0, v3.h[1]
	sqdmulh	h30, h20, v9.h[2]
	sqdmulh	h17, h5, v5.h[1]
	sqdmulh	h0, h7, v15.h[7]
	sqdmulh	s8, s3, v6.s[0]
	sqdmulh	s22, s15, v18.s[3]
	sqdmulh	s7, s5, v8.s[1]
	sqdmulh	s28, s25, v21.s[0]
	sqdmulh	v3.2s, v30.2s, v21.s[2]
	sqdmulh	v27.2s, v17.2s, v22.s[0]
	sqdmulh	v20.2s, v22.2s, v21.s[0]
	sqdmulh	v21.2s, v27.2s, v0.s[0]
	sqdmulh	v19.4h, v27.4h, v5.h[0]
	sqdmulh	v8.4h, v14.4h, v10.h[0]
	sqdmulh	v24.4h, v7.4h, v8.h[3]
	sqdmulh	v30.4h, v1.4h, v10.h[3]
	sqdmulh	v27.4s, v31.4s, v13.s[0]
	sqdmulh	v13.4s, v30.4s, v2.s[0]
	sqdmulh	v16.4s, v22.4s, v16.s[3]
	sqdmulh	v3.4s, v14.4s, v11.s[2]
	sqdmulh	v10.8h, v3.8h, v3.h[5]
	sqdmulh	v21.8h, v26.8h, v12.h[7]
	sqdmulh	v10.8h, v18.8h, v0.h[4]
	sqdmulh	v30.8h, v9.8h, v2.h[3]
	sqdmulh	h17, h24, h12
	sqdmulh	h28, h29, h5
	sqdmulh	h27, h12, h9
	sqdmulh	h4, h18, h11
	sqdmulh	s1, s6, s21
	sqdmulh	s5, s19, s21
	sqdmulh	s16, s21, s31
	sqdmulh	s27, s19, s26
	sqdmulh	v20.2s, v14.2s, v13.2s
	sqdmulh	v22.2s, v19.2s, v2.2s
	sqdmulh	v17.2s, v18.2s, v7.2s
	sqdmulh	v2.2s, v18.2s, v10.2s
	sqdmulh	v15.4h, v27.4h, v21.4h
	sqdmulh	v22.4h, v12.4h, v1.4h
	sqdmulh	v21.4h, v17.4h, v20.4h
	sqdmulh	v26.4h, v2.4h, v2.4h
	sqdmulh	v12.4s, v28.4s, v10.4s
	sqdmulh	v1.4s, v22.4s, v3.4s
	sqdmulh	v19.4s, v7.4s, v20.4s
	sqdmulh	v27.4s, v5.4s, v1.4s
	sqdmulh	v27.8h, v23.8h, v7.8h
	sqdmulh	v17.8h, v9.8h, v22.8h
	sqdmulh	v10.8h, v14.8h, v5.8h
	sqdmulh	v24.8h, v28.8h, v19.8h
	sqdmull	s5, h14, v6.h[0]
	sqdmull	s2, h26, v2.h[0]
	sqdmull	s0, h31, v5.h[7]
	sqdmull	s2, h3, v15.h[0]
	sqdmull	d16, s13, v12.s[1]
	sqdmull	d0, s8, v19.s[2]
	sqdmull	d2, s29, v21.s[3]
	sqdmull	d8, s7, v7.s[0]
	sqdmull	v20.2d, v10.2s, v31.s[2]
	sqdmull	v7.2d, v27.2s, v13.s[2]
	sqdmull	v27.2d, v31.2s, v15.s[0]
	sqdmull	v3.2d, v12.2s, v31.s[0]
	sqdmull2	v29.2d, v20.4s, v31.s[1]
	sqdmull2	v9.2d, v19.4s, v22.s[0]
	sqdmull2	v21.2d, v28.4s, v13.s[0]
	sqdmull2	v5.2d, v14.4s, v15.s[1]
	sqdmull	v4.4s, v14.4h, v4.h[2]
	sqdmull	v12.4s, v31.4h, v11.h[5]
	sqdmull	v23.4s, v22.4h, v5.h[5]
	sqdmull	v0.4s, v31.4h, v5.h[7]
	sqdmull2	v10.4s, v16.8h, v6.h[0]
	sqdmull2	v27.4s, v30.8h, v11.h[4]
	sqdmull2	v21.4s, v4.8h, v10.h[2]
	sqdmull2	v2.4s, v17.8h, v2.h[6]
	sqdmull	s29, h26, h17
	sqdmull	s24, h26, h22
	sqdmull	s17, h26, h20
	sqdmull	s27, h5, h7
	sqdmull	d29, s23, s2
	sqdmull	d20, s24, s31
	sqdmull	d7, s19, s30
	sqdmull	d8, s14, s12
	sqdmull	v4.2d, v27.2s, v10.2s
	sqdmull	v28.2d, v19.2s, v27.2s
	sqdmull	v10.2d, v20.2s, v1.2s
	sqdmull	v20.2d, v6.2s, v13.2s
	sqdmull2	v30.2d, v6.4s, v22.4s
	sqdmull2	v20.2d, v0.4s, v10.4s
	sqdmull2	v28.2d, v2.4s, v24.4s
	sqdmull2	v24.2d, v2.4s, v13.4s
	sqdmull	v31.4s, v7.4h, v4.4h
	sqdmull	v24.4s, v29.4h, v8.4h
	sqdmull	v4.4s, v10.4h, v19.4h
	sqdmull	v28.4s, v18.4h, v31.4h
	sqdmull2	v31.4s, v28.8h, v6.8h
	sqdmull2	v7.4s, v13.8h, v7.8h
	sqdmull2	v6.4s, v4.8h, v29.8h
	sqdmull2	v13.4s, v30.8h, v29.8h
	sqneg	b17, b0
	sqneg	b12, b15
	sqneg	b1, b29
	sqneg	b4, b28
	sqneg	d6, d4
	sqneg	d5, d27
	sqneg	d2, d1
	sqneg	d23, d25
	sqneg	h21, h25
	sqneg	h16, h9
	sqneg	h27, h7
	sqneg	h26, h6
	sqneg	s16, s6
	sqneg	s29, s0
	sqneg	s1, s18
	sqneg	s19, s0
	sqneg	v12.16b, v1.16b
	sqneg	v8.16b, v18.16b
	sqneg	v18.16b, v8.16b
	sqneg	v6.16b, v3.16b
	sqneg	v6.2d, v16.2d
	sqneg	v12.2d, v26.2d
	sqneg	v12.2d, v13.2d
	sqneg	v24.2d, v8.2d
	sqneg	v16.2s, v7.2s
	sqneg	v30.2s, v16.2s
	sqneg	v28.2s, v25.2s
	sqneg	v3.2s, v6.2s
	sqneg	v0.4h, v14.4h
	sqneg	v13.4h, v20.4h
	sqneg	v23.4h, v20.4h
	sqneg	v14.4h, v25.4h
	sqneg	v2.4s, v12.4s
	sqneg	v6.4s, v26.4s
	sqneg	v5.4s, v23.4s
	sqneg	v1.4s, v14.4s
	sqneg	v25.8b, v8.8b
	sqneg	v19.8b, v6.8b
	sqneg	v21.8b, v13.8b
	sqneg	v19.8b, v1.8b
	sqneg	v4.8h, v12.8h
	sqneg	v30.8h, v12.8h
	sqneg	v13.8h, v10.8h
	sqneg	v28.8h, v2.8h
	sqrdmulh	h28, h14, v3.h[3]
	sqrdmulh	h4, h14, v5.h[0]
	sqrdmulh	h6, h13, v2.h[0]
	sqrdmulh	h7, h1, v0.h[7]
	sqrdmulh	s8, s2, v27.s[0]
	sqrdmulh	s22, s9, v16.s[1]
	sqrdmulh	s3, s0, v20.s[3]
	sqrdmulh	s10, s11, v12.s[0]
	sqrdmulh	v18.2s, v1.2s, v22.s[2]
	sqrdmulh	v19.2s, v30.2s, v6.s[1]
	sqrdmulh	v26.2s, v15.2s, v11.s[3]
	sqrdmulh	v22.2s, v28.2s, v2.s[0]
	sqrdmulh	v25.4h, v30.4h, v15.h[5]
	sqrdmulh	v7.4h, v19.4h, v12.h[7]
	sqrdmulh	v28.4h, v31.4h, v0.h[5]
	sqrdmulh	v20.4h, v4.4h, v4.h[6]
	sqrdmulh	v18.4s, v18.4s, v0.s[3]
	sqrdmulh	v29.4s, v30.4s, v20.s[2]
	sqrdmulh	v15.4s, v2.4s, v9.s[1]
	sqrdmulh	v22.4s, v18.4s, v23.s[3]
	sqrdmulh	v9.8h, v1.8h, v9.h[7]
	sqrdmulh	v26.8h, v17.8h, v2.h[1]
	sqrdmulh	v16.8h, v0.8h, v5.h[1]
	sqrdmulh	v4.8h, v31.8h, v7.h[1]
	sqrdmulh	h4, h21, h21
	sqrdmulh	h16, h0, h3
	sqrdmulh	h26, h28, h27
	sqrdmulh	h21, h0, h15
	sqrdmulh	s21, s3, s20
	sqrdmulh	s24, s30, s22
	sqrdmulh	s30, s4, s4
	sqrdmulh	s20, s15, s31
	sqrdmulh	v24.2s, v11.2s, v13.2s
	sqrdmulh	v23.2s, v4.2s, v30.2s
	sqrdmulh	v16.2s, v15.2s, v28.2s
	sqrdmulh	v15.2s, v10.2s, v28.2s
	sqrdmulh	v24.4h, v25.4h, v13.4h
	sqrdmulh	v14.4h, v7.4h, v4.4h
	sqrdmulh	v11.4h, v18.4h, v13.4h
	sqrdmulh	v7.4h, v14.4h, v8.4h
	sqrdmulh	v21.4s, v22.4s, v1.4s
	sqrdmulh	v28.4s, v23.4s, v8.4s
	sqrdmulh	v10.4s, v0.4s, v5.4s
	sqrdmulh	v6.4s, v15.4s, v28.4s
	sqrdmulh	v26.8h, v24.8h, v0.8h
	sqrdmulh	v23.8h, v17.8h, v24.8h
	sqrdmulh	v28.8h, v11.8h, v5.8h
	sqrdmulh	v11.8h, v25.8h, v8.8h
	sqrshl	b24, b6, b4
	sqrshl	b29, b16, b24
	sqrshl	b11, b9, b19
	sqrshl	b12, b27, b24
	sqrshl	d22, d29, d17
	sqrshl	d17, d18, d7
	sqrshl	d14, d4, d14
	sqrshl	d27, d24, d6
	sqrshl	h27, h1, h11
	sqrshl	h15, h13, h8
	sqrshl	h12, h22, h7
	sqrshl	h4, h19, h11
	sqrshl	s30, s18, s18
	sqrshl	s13, s17, s30
	sqrshl	s26, s5, s19
	sqrshl	s27, s14, s9
	sqrshl	v4.16b, v11.16b, v4.16b
	sqrshl	v11.16b, v1.16b, v25.16b
	sqrshl	v17.16b, v31.16b, v25.16b
	sqrshl	v23.16b, v1.16b, v14.16b
	sqrshl	v21.2d, v1.2d, v20.2d
	sqrshl	v1.2d, v10.2d, v5.2d
	sqrshl	v14.2d, v5.2d, v5.2d
	sqrshl	v0.2d, v8.2d, v24.2d
	sqrshl	v17.2s, v18.2s, v21.2s
	sqrshl	v6.2s, v12.2s, v6.2s
	sqrshl	v8.2s, v10.2s, v4.2s
	sqrshl	v4.2s, v27.2s, v1.2s
	sqrshl	v20.4h, v19.4h, v31.4h
	sqrshl	v19.4h, v1.4h, v21.4h
	sqrshl	v31.4h, v9.4h, v4.4h
	sqrshl	v29.4h, v27.4h, v9.4h
	sqrshl	v16.4s, v31.4s, v18.4s
	sqrshl	v12.4s, v19.4s, v29.4s
	sqrshl	v18.4s, v17.4s, v7.4s
	sqrshl	v15.4s, v24.4s, v3.4s
	sqrshl	v1.8b, v31.8b, v24.8b
	sqrshl	v29.8b, v29.8b, v4.8b
	sqrshl	v20.8b, v17.8b, v9.8b
	sqrshl	v6.8b, v9.8b, v5.8b
	sqrshl	v29.8h, v20.8h, v1.8h
	sqrshl	v0.8h, v0.8h, v9.8h
	sqrshl	v24.8h, v26.8h, v7.8h
	sqrshl	v0.8h, v27.8h, v7.8h
	sqrshrn	b16, h14, #3
	sqrshrn	b17, h4, #1
	sqrshrn	b27, h29, #8
	sqrshrn	b14, h7, #6
	sqrshrn	h19, s22, #6
	sqrshrn	h13, s6, #11
	sqrshrn	h23, s20, #13
	sqrshrn	h20, s14, #3
	sqrshrn	s11, d14, #2
	sqrshrn	s25, d9, #10
	sqrshrn	s28, d20, #1
	sqrshrn	s2, d29, #1
	sqrshrn	v18.2s, v3.2d, #1
	sqrshrn	v23.2s, v4.2d, #20
	sqrshrn	v16.2s, v28.2d, #1
	sqrshrn	v11.2s, v25.2d, #6
	sqrshrn2	v18.4s, v21.2d, #14
	sqrshrn2	v21.4s, v14.2d, #1
	sqrshrn2	v3.4s, v8.2d, #9
	sqrshrn2	v9.4s, v9.2d, #18
	sqrshrn	v31.4h, v26.4s, #1
	sqrshrn	v22.4h, v7.4s, #1
	sqrshrn	v15.4h, v0.4s, #7
	sqrshrn	v16.4h, v15.4s, #9
	sqrshrn2	v10.8h, v9.4s, #10
	sqrshrn2	v10.8h, v6.4s, #8
	sqrshrn2	v18.8h, v22.4s, #4
	sqrshrn2	v18.8h, v19.4s, #1
	sqrshrn	v29.8b, v15.8h, #3
	sqrshrn	v22.8b, v11.8h, #8
	sqrshrn	v9.8b, v6.8h, #8
	sqrshrn	v10.8b, v6.8h, #4
	sqrshrn2	v17.16b, v12.8h, #4
	sqrshrn2	v12.16b, v25.8h, #7
	sqrshrn2	v20.16b, v27.8h, #6
	sqrshrn2	v31.16b, v15.8h, #1
	sqrshrun	b25, h23, #6
	sqrshrun	b18, h9, #8
	sqrshrun	b14, h30, #8
	sqrshrun	b5, h29, #8
	sqrshrun	h1, s22, #8
	sqrshrun	h3, s18, #4
	sqrshrun	h20, s9, #14
	sqrshrun	h27, s2, #8
	sqrshrun	s10, d0, #25
	sqrshrun	s27, d24, #20
	sqrshrun	s8, d31, #1
	sqrshrun	s5, d2, #22
	sqrshrun	v19.2s, v25.2d, #13
	sqrshrun	v4.2s, v15.2d, #29
	sqrshrun	v16.2s, v20.2d, #24
	sqrshrun	v18.2s, v17.2d, #32
	sqrshrun2	v30.4s, v22.2d, #16
	sqrshrun2	v7.4s, v1.2d, #30
	sqrshrun2	v3.4s, v3.2d, #30
	sqrshrun2	v18.4s, v17.2d, #12
	sqrshrun	v25.4h, v15.4s, #2
	sqrshrun	v11.4h, v19.4s, #11
	sqrshrun	v1.4h, v4.4s, #8
	sqrshrun	v19.4h, v16.4s, #2
	sqrshrun2	v6.8h, v28.4s, #16
	sqrshrun2	v0.8h, v30.4s, #16
	sqrshrun2	v12.8h, v18.4s, #11
	sqrshrun2	v28.8h, v23.4s, #8
	sqrshrun	v5.8b, v11.8h, #8
	sqrshrun	v12.8b, v11.8h, #3
	sqrshrun	v30.8b, v16.8h, #3
	sqrshrun	v27.8b, v0.8h, #1
	sqrshrun2	v17.16b, v14.8h, #6
	sqrshrun2	v23.16b, v27.8h, #8
	sqrshrun2	v25.16b, v17.8h, #1
	sqrshrun2	v19.16b, v16.8h, #6
	sqshlu	b7, b23, #0
	sqshlu	b1, b3, #4
	sqshlu	b1, b1, #1
	sqshlu	b17, b2, #3
	sqshlu	d1, d25, #0
	sqshlu	d16, d22, #0
	sqshlu	d21, d29, #0
	sqshlu	d28, d12, #14
	sqshlu	h21, h20, #12
	sqshlu	h17, h13, #0
	sqshlu	h11, h14, #0
	sqshlu	h4, h6, #3
	sqshlu	s18, s2, #21
	sqshlu	s27, s20, #19
	sqshlu	s27, s31, #31
	sqshlu	s1, s21, #0
	sqshlu	v1.16b, v22.16b, #7
	sqshlu	v2.16b, v0.16b, #4
	sqshlu	v31.16b, v14.16b, #1
	sqshlu	v0.16b, v31.16b, #1
	sqshlu	v29.2d, v29.2d, #13
	sqshlu	v21.2d, v30.2d, #20
	sqshlu	v18.2d, v13.2d, #22
	sqshlu	v26.2d, v12.2d, #35
	sqshlu	v27.2s, v8.2s, #13
	sqshlu	v30.2s, v11.2s, #31
	sqshlu	v2.2s, v13.2s, #23
	sqshlu	v10.2s, v13.2s, #29
	sqshlu	v18.4h, v11.4h, #0
	sqshlu	v13.4h, v21.4h, #8
	sqshlu	v26.4h, v6.4h, #13
	sqshlu	v13.4h, v9.4h, #0
	sqshlu	v17.4s, v16.4s, #10
	sqshlu	v13.4s, v21.4s, #3
	sqshlu	v17.4s, v17.4s, #31
	sqshlu	v23.4s, v16.4s, #29
	sqshlu	v0.8b, v23.8b, #0
	sqshlu	v20.8b, v16.8b, #7
	sqshlu	v5.8b, v22.8b, #4
	sqshlu	v18.8b, v27.8b, #7
	sqshlu	v28.8h, v20.8h, #10
	sqshlu	v12.8h, v10.8h, #12
	sqshlu	v31.8h, v15.8h, #0
	sqshlu	v23.8h, v4.8h, #0
	sqshl	b27, b12, #0
	sqshl	b13, b4, #2
	sqshl	b17, b7, #6
	sqshl	b4, b0, #2
	sqshl	d3, d18, #50
	sqshl	d7, d20, #17
	sqshl	d13, d29, #2
	sqshl	d21, d30, #19
	sqshl	h10, h8, #14
	sqshl	h0, h15, #9
	sqshl	h5, h4, #0
	sqshl	h31, h2, #15
	sqshl	s24, s3, #21
	sqshl	s9, s8, #29
	sqshl	s18, s27, #19
	sqshl	s4, s1, #0
	sqshl	v24.16b, v19.16b, #5
	sqshl	v31.16b, v3.16b, #1
	sqshl	v26.16b, v21.16b, #5
	sqshl	v11.16b, v20.16b, #7
	sqshl	v27.2d, v4.2d, #51
	sqshl	v31.2d, v15.2d, #0
	sqshl	v9.2d, v21.2d, #38
	sqshl	v0.2d, v27.2d, #58
	sqshl	v27.2s, v7.2s, #14
	sqshl	v23.2s, v12.2s, #12
	sqshl	v18.2s, v20.2s, #6
	sqshl	v30.2s, v5.2s, #1
	sqshl	v27.4h, v28.4h, #10
	sqshl	v4.4h, v23.4h, #11
	sqshl	v9.4h, v30.4h, #3
	sqshl	v8.4h, v21.4h, #6
	sqshl	v9.4s, v15.4s, #30
	sqshl	v0.4s, v18.4s, #30
	sqshl	v7.4s, v2.4s, #0
	sqshl	v1.4s, v18.4s, #2
	sqshl	v22.8b, v14.8b, #0
	sqshl	v1.8b, v5.8b, #7
	sqshl	v11.8b, v0.8b, #5
	sqshl	v14.8b, v24.8b, #2
	sqshl	v13.8h, v1.8h, #6
	sqshl	v15.8h, v28.8h, #9
	sqshl	v6.8h, v26.8h, #8
	sqshl	v21.8h, v20.8h, #2
	sqshl	b14, b17, b29
	sqshl	b20, b17, b8
	sqshl	b10, b6, b2
	sqshl	b21, b0, b11
	sqshl	d22, d13, d23
	sqshl	d20, d28, d20
	sqshl	d22, d2, d21
	sqshl	d30, d4, d27
	sqshl	h9, h8, h0
	sqshl	h2, h25, h26
	sqshl	h5, h15, h7
	sqshl	h12, h13, h8
	sqshl	s3, s11, s10
	sqshl	s21, s27, s3
	sqshl	s20, s20, s2
	sqshl	s15, s0, s7
	sqshl	v26.16b, v11.16b, v12.16b
	sqshl	v12.16b, v14.16b, v13.16b
	sqshl	v17.16b, v30.16b, v18.16b
	sqshl	v14.16b, v15.16b, v6.16b
	sqshl	v0.2d, v28.2d, v18.2d
	sqshl	v1.2d, v20.2d, v7.2d
	sqshl	v25.2d, v9.2d, v10.2d
	sqshl	v3.2d, v20.2d, v18.2d
	sqshl	v28.2s, v4.2s, v8.2s
	sqshl	v25.2s, v3.2s, v21.2s
	sqshl	v27.2s, v12.2s, v6.2s
	sqshl	v31.2s, v0.2s, v11.2s
	sqshl	v23.4h, v21.4h, v19.4h
	sqshl	v4.4h, v27.4h, v9.4h
	sqshl	v23.4h, v20.4h, v7.4h
	sqshl	v23.4h, v1.4h, v25.4h
	sqshl	v21.4s, v27.4s, v23.4s
	sqshl	v22.4s, v8.4s, v13.4s
	sqshl	v0.4s, v9.4s, v24.4s
	sqshl	v4.4s, v16.4s, v25.4s
	sqshl	v18.8b, v21.8b, v18.8b
	sqshl	v24.8b, v8.8b, v10.8b
	sqshl	v25.8b, v5.8b, v17.8b
	sqshl	v18.8b, v5.8b, v28.8b
	sqshl	v9.8h, v8.8h, v9.8h
	sqshl	v7.8h, v20.8h, v9.8h
	sqshl	v8.8h, v23.8h, v25.8h
	sqshl	v27.8h, v0.8h, v11.8h
	sqshrn	b22, h24, #2
	sqshrn	b24, h30, #6
	sqshrn	b24, h13, #1
	sqshrn	b25, h24, #1
	sqshrn	h24, s22, #16
	sqshrn	h30, s5, #1
	sqshrn	h24, s11, #15
	sqshrn	h5, s19, #6
	sqshrn	s0, d3, #30
	sqshrn	s27, d22, #22
	sqshrn	s14, d27, #1
	sqshrn	s29, d15, #21
	sqshrn	v12.2s, v6.2d, #9
	sqshrn	v22.2s, v1.2d, #1
	sqshrn	v10.2s, v31.2d, #1
	sqshrn	v8.2s, v19.2d, #25
	sqshrn2	v4.4s, v5.2d, #27
	sqshrn2	v29.4s, v7.2d, #8
	sqshrn2	v30.4s, v22.2d, #18
	sqshrn2	v20.4s, v7.2d, #29
	sqshrn	v12.4h, v12.4s, #15
	sqshrn	v13.4h, v27.4s, #16
	sqshrn	v13.4h, v24.4s, #3
	sqshrn	v4.4h, v10.4s, #3
	sqshrn2	v29.8h, v8.4s, #1
	sqshrn2	v7.8h, v22.4s, #14
	sqshrn2	v26.8h, v14.4s, #9
	sqshrn2	v16.8h, v12.4s, #1
	sqshrn	v18.8b, v2.8h, #4
	sqshrn	v28.8b, v23.8h, #1
	sqshrn	v18.8b, v18.8h, #7
	sqshrn	v22.8b, v26.8h, #3
	sqshrn2	v27.16b, v16.8h, #2
	sqshrn2	v5.16b, v14.8h, #3
	sqshrn2	v0.16b, v7.8h, #3
	sqshrn2	v16.16b, v18.8h, #8
	sqshrun	b13, h1, #1
	sqshrun	b3, h10, #1
	sqshrun	b27, h29, #3
	sqshrun	b10, h14, #5
	sqshrun	h8, s3, #6
	sqshrun	h4, s10, #2
	sqshrun	h15, s28, #9
	sqshrun	h5, s15, #7
	sqshrun	s19, d0, #25
	sqshrun	s18, d9, #31
	sqshrun	s30, d11, #1
	sqshrun	s2, d26, #18
	sqshrun	v8.2s, v26.2d, #7
	sqshrun	v12.2s, v9.2d, #12
	sqshrun	v25.2s, v1.2d, #1
	sqshrun	v25.2s, v0.2d, #13
	sqshrun2	v22.4s, v25.2d, #4
	sqshrun2	v0.4s, v5.2d, #28
	sqshrun2	v8.4s, v4.2d, #3
	sqshrun2	v20.4s, v14.2d, #15
	sqshrun	v8.4h, v17.4s, #9
	sqshrun	v15.4h, v29.4s, #7
	sqshrun	v30.4h, v28.4s, #3
	sqshrun	v29.4h, v26.4s, #11
	sqshrun2	v10.8h, v25.4s, #7
	sqshrun2	v31.8h, v1.4s, #8
	sqshrun2	v23.8h, v28.4s, #8
	sqshrun2	v13.8h, v18.4s, #2
	sqshrun	v21.8b, v7.8h, #8
	sqshrun	v20.8b, v0.8h, #1
	sqshrun	v0.8b, v14.8h, #6
	sqshrun	v17.8b, v6.8h, #1
	sqshrun2	v19.16b, v11.8h, #5
	sqshrun2	v0.16b, v26.8h, #8
	sqshrun2	v31.16b, v28.8h, #7
	sqshrun2	v26.16b, v20.8h, #1
	sqsub	b25, b0, b31
	sqsub	b22, b8, b6
	sqsub	b14, b9, b5
	sqsub	b23, b17, b5
	sqsub	d14, d9, d20
	sqsub	d7, d31, d13
	sqsub	d4, d2, d5
	sqsub	d9, d4, d2
	sqsub	h6, h16, h27
	sqsub	h24, h15, h4
	sqsub	h10, h9, h11
	sqsub	h4, h4, h30
	sqsub	s4, s16, s23
	sqsub	s4, s26, s22
	sqsub	s14, s18, s5
	sqsub	s18, s6, s21
	sqsub	v3.16b, v16.16b, v5.16b
	sqsub	v5.16b, v17.16b, v29.16b
	sqsub	v3.16b, v0.16b, v26.16b
	sqsub	v19.16b, v10.16b, v20.16b
	sqsub	v17.2d, v5.2d, v17.2d
	sqsub	v26.2d, v21.2d, v30.2d
	sqsub	v2.2d, v24.2d, v16.2d
	sqsub	v23.2d, v13.2d, v13.2d
	sqsub	v20.2s, v15.2s, v1.2s
	sqsub	v26.2s, v1.2s, v24.2s
	sqsub	v7.2s, v22.2s, v17.2s
	sqsub	v21.2s, v10.2s, v9.2s
	sqsub	v29.4h, v3.4h, v22.4h
	sqsub	v24.4h, v10.4h, v22.4h
	sqsub	v18.4h, v23.4h, v5.4h
	sqsub	v4.4h, v14.4h, v4.4h
	sqsub	v8.4s, v11.4s, v0.4s
	sqsub	v8.4s, v4.4s, v28.4s
	sqsub	v13.4s, v2.4s, v13.4s
	sqsub	v27.4s, v16.4s, v25.4s
	sqsub	v31.8b, v28.8b, v9.8b
	sqsub	v22.8b, v31.8b, v26.8b
	sqsub	v10.8b, v30.8b, v8.8b
	sqsub	v9.8b, v31.8b, v22.8b
	sqsub	v2.8h, v4.8h, v18.8h
	sqsub	v2.8h, v1.8h, v7.8h
	sqsub	v20.8h, v24.8h, v16.8h
	sqsub	v2.8h, v17.8h, v7.8h
	sqxtn	b0, h18
	sqxtn	b22, h4
	sqxtn	b15, h4
	sqxtn	b23, h28
	sqxtn	h31, s13
	sqxtn	h5, s23
	sqxtn	h23, s7
	sqxtn	h27, s26
	sqxtn	s19, d3
	sqxtn	s8, d0
	sqxtn	s14, d22
	sqxtn	s29, d6
	sqxtn	v12.2s, v27.2d
	sqxtn	v6.2s, v20.2d
	sqxtn	v1.2s, v23.2d
	sqxtn	v10.2s, v17.2d
	sqxtn2	v9.4s, v14.2d
	sqxtn2	v16.4s, v25.2d
	sqxtn2	v6.4s, v26.2d
	sqxtn2	v7.4s, v6.2d
	sqxtn	v23.4h, v3.4s
	sqxtn	v8.4h, v25.4s
	sqxtn	v20.4h, v9.4s
	sqxtn	v8.4h, v21.4s
	sqxtn2	v12.8h, v5.4s
	sqxtn2	v3.8h, v8.4s
	sqxtn2	v6.8h, v21.4s
	sqxtn2	v3.8h, v7.4s
	sqxtn	v31.8b, v25.8h
	sqxtn	v30.8b, v24.8h
	sqxtn	v0.8b, v20.8h
	sqxtn	v13.8b, v13.8h
	sqxtn2	v10.16b, v24.8h
	sqxtn2	v16.16b, v3.8h
	sqxtn2	v9.16b, v3.8h
	sqxtn2	v17.16b, v14.8h
	sqxtun	b19, h19
	sqxtun	b10, h29
	sqxtun	b22, h9
	sqxtun	b15, h11
	sqxtun	h3, s11
	sqxtun	h25, s23
	sqxtun	h23, s24
	sqxtun	h27, s14
	sqxtun	s3, d10
	sqxtun	s29, d7
	sqxtun	s8, d0
	sqxtun	s25, d5
	sqxtun	v7.2s, v1.2d
	sqxtun	v28.2s, v24.2d
	sqxtun	v20.2s, v14.2d
	sqxtun	v8.2s, v14.2d
	sqxtun2	v26.4s, v14.2d
	sqxtun2	v7.4s, v0.2d
	sqxtun2	v6.4s, v10.2d
	sqxtun2	v1.4s, v24.2d
	sqxtun	v4.4h, v28.4s
	sqxtun	v17.4h, v13.4s
	sqxtun	v0.4h, v16.4s
	sqxtun	v4.4h, v31.4s
	sqxtun2	v0.8h, v20.4s
	sqxtun2	v20.8h, v17.4s
	sqxtun2	v30.8h, v0.4s
	sqxtun2	v16.8h, v10.4s
	sqxtun	v28.8b, v15.8h
	sqxtun	v27.8b, v13.8h
	sqxtun	v23.8b, v7.8h
	sqxtun	v10.8b, v21.8h
	sqxtun2	v5.16b, v27.8h
	sqxtun2	v15.16b, v7.8h
	sqxtun2	v23.16b, v17.8h
	sqxtun2	v31.16b, v14.8h
	srhadd	v17.16b, v11.16b, v3.16b
	srhadd	v2.16b, v24.16b, v24.16b
	srhadd	v17.16b, v10.16b, v23.16b
	srhadd	v19.16b, v13.16b, v16.16b
	srhadd	v11.2s, v30.2s, v30.2s
	srhadd	v9.2s, v22.2s, v29.2s
	srhadd	v28.2s, v1.2s, v29.2s
	srhadd	v14.2s, v7.2s, v12.2s
	srhadd	v22.4h, v7.4h, v6.4h
	srhadd	v30.4h, v0.4h, v6.4h
	srhadd	v17.4h, v10.4h, v12.4h
	srhadd	v16.4h, v0.4h, v23.4h
	srhadd	v11.4s, v2.4s, v28.4s
	srhadd	v0.4s, v19.4s, v21.4s
	srhadd	v14.4s, v12.4s, v29.4s
	srhadd	v28.4s, v16.4s, v7.4s
	srhadd	v1.8b, v31.8b, v20.8b
	srhadd	v3.8b, v20.8b, v18.8b
	srhadd	v9.8b, v3.8b, v13.8b
	srhadd	v29.8b, v27.8b, v10.8b
	srhadd	v24.8h, v15.8h, v23.8h
	srhadd	v23.8h, v24.8h, v10.8h
	srhadd	v29.8h, v0.8h, v16.8h
	srhadd	v18.8h, v0.8h, v27.8h
	sri	d14, d21, #8
	sri	d27, d2, #17
	sri	d19, d20, #1
	sri	d5, d22, #3
	sri	v17.16b, v2.16b, #6
	sri	v31.16b, v9.16b, #5
	sri	v12.16b, v8.16b, #1
	sri	v30.16b, v12.16b, #1
	sri	v31.2d, v22.2d, #7
	sri	v19.2d, v29.2d, #18
	sri	v2.2d, v26.2d, #47
	sri	v10.2d, v6.2d, #1
	sri	v11.2s, v6.2s, #1
	sri	v27.2s, v16.2s, #19
	sri	v21.2s, v14.2s, #8
	sri	v5.2s, v11.2s, #14
	sri	v15.4h, v19.4h, #1
	sri	v3.4h, v28.4h, #3
	sri	v29.4h, v18.4h, #13
	sri	v5.4h, v9.4h, #9
	sri	v8.4s, v14.4s, #1
	sri	v7.4s, v23.4s, #1
	sri	v13.4s, v13.4s, #6
	sri	v5.4s, v4.4s, #13
	sri	v14.8b, v18.8b, #1
	sri	v24.8b, v18.8b, #5
	sri	v7.8b, v24.8b, #3
	sri	v8.8b, v29.8b, #4
	sri	v17.8h, v24.8h, #8
	sri	v17.8h, v11.8h, #12
	sri	v10.8h, v16.8h, #7
	sri	v16.8h, v17.8h, #2
	srshl	d17, d8, d12
	srshl	d28, d19, d29
	srshl	d27, d24, d1
	srshl	d24, d5, d11
	srshl	v4.16b, v26.16b, v19.16b
	srshl	v11.16b, v4.16b, v14.16b
	srshl	v7.16b, v3.16b, v5.16b
	srshl	v1.16b, v24.16b, v13.16b
	srshl	v30.2d, v9.2d, v4.2d
	srshl	v13.2d, v23.2d, v14.2d
	srshl	v1.2d, v28.2d, v23.2d
	srshl	v16.2d, v16.2d, v9.2d
	srshl	v20.2s, v11.2s, v16.2s
	srshl	v11.2s, v9.2s, v22.2s
	srshl	v11.2s, v1.2s, v9.2s
	srshl	v0.2s, v16.2s, v23.2s
	srshl	v16.4h, v7.4h, v4.4h
	srshl	v1.4h, v24.4h, v2.4h
	srshl	v9.4h, v9.4h, v19.4h
	srshl	v18.4h, v17.4h, v11.4h
	srshl	v22.4s, v5.4s, v15.4s
	srshl	v25.4s, v12.4s, v11.4s
	srshl	v23.4s, v2.4s, v25.4s
	srshl	v3.4s, v31.4s, v25.4s
	srshl	v18.8b, v29.8b, v29.8b
	srshl	v14.8b, v17.8b, v1.8b
	srshl	v19.8b, v7.8b, v11.8b
	srshl	v19.8b, v17.8b, v10.8b
	srshl	v27.8h, v3.8h, v7.8h
	srshl	v14.8h, v17.8h, v19.8h
	srshl	v24.8h, v7.8h, v3.8h
	srshl	v7.8h, v6.8h, v7.8h
	srshr	d28, d18, #16
	srshr	d9, d28, #47
	srshr	d24, d17, #21
	srshr	d25, d8, #64
	srshr	v10.16b, v27.16b, #2
	srshr	v28.16b, v23.16b, #1
	srshr	v25.16b, v19.16b, #4
	srshr	v21.16b, v14.16b, #1
	srshr	v11.2d, v23.2d, #13
	srshr	v28.2d, v5.2d, #48
	srshr	v15.2d, v22.2d, #62
	srshr	v18.2d, v21.2d, #16
	srshr	v20.2s, v2.2s, #26
	srshr	v3.2s, v15.2s, #32
	srshr	v5.2s, v7.2s, #1
	srshr	v26.2s, v27.2s, #10
	srshr	v6.4h, v15.4h, #13
	srshr	v6.4h, v8.4h, #2
	srshr	v18.4h, v19.4h, #1
	srshr	v13.4h, v18.4h, #16
	srshr	v26.4s, v25.4s, #24
	srshr	v10.4s, v12.4s, #15
	srshr	v23.4s, v0.4s, #13
	srshr	v27.4s, v10.4s, #32
	srshr	v21.8b, v3.8b, #1
	srshr	v4.8b, v12.8b, #1
	srshr	v2.8b, v23.8b, #1
	srshr	v7.8b, v15.8b, #5
	srshr	v6.8h, v1.8h, #13
	srshr	v5.8h, v23.8h, #16
	srshr	v9.8h, v24.8h, #1
	srshr	v0.8h, v28.8h, #16
	srsra	d26, d11, #20
	srsra	d22, d2, #42
	srsra	d31, d0, #60
	srsra	d10, d3, #1
	srsra	v24.16b, v14.16b, #8
	srsra	v22.16b, v24.16b, #8
	srsra	v5.16b, v19.16b, #2
	srsra	v6.16b, v23.16b, #8
	srsra	v24.2d, v27.2d, #46
	srsra	v3.2d, v10.2d, #33
	srsra	v1.2d, v31.2d, #27
	srsra	v21.2d, v30.2d, #39
	srsra	v5.2s, v16.2s, #3
	srsra	v17.2s, v5.2s, #1
	srsra	v28.2s, v13.2s, #17
	srsra	v24.2s, v17.2s, #1
	srsra	v24.4h, v23.4h, #5
	srsra	v31.4h, v29.4h, #15
	srsra	v1.4h, v11.4h, #3
	srsra	v31.4h, v21.4h, #1
	srsra	v0.4s, v9.4s, #21
	srsra	v12.4s, v11.4s, #3
	srsra	v11.4s, v27.4s, #7
	srsra	v29.4s, v14.4s, #1
	srsra	v22.8b, v22.8b, #1
	srsra	v30.8b, v3.8b, #5
	srsra	v12.8b, v18.8b, #1
	srsra	v19.8b, v21.8b, #7
	srsra	v2.8h, v10.8h, #14
	srsra	v24.8h, v8.8h, #15
	srsra	v5.8h, v1.8h, #4
	srsra	v2.8h, v23.8h, #13
	sshll	v31.2d, v17.2s, #31
	sshll	v22.2d, v12.2s, #18
	sshll	v16.2d, v12.2s, #31
	sshll	v14.2d, v13.2s, #0
	sshll2	v8.2d, v20.4s, #31
	sshll2	v21.2d, v13.4s, #5
	sshll2	v26.2d, v14.4s, #3
	sshll2	v3.2d, v21.4s, #12
	sshll	v11.4s, v11.4h, #1
	sshll	v3.4s, v20.4h, #14
	sshll	v31.4s, v16.4h, #0
	sshll	v20.4s, v26.4h, #9
	sshll2	v21.4s, v11.8h, #13
	sshll2	v25.4s, v5.8h, #2
	sshll2	v23.4s, v1.8h, #13
	sshll2	v3.4s, v29.8h, #1
	sshll	v15.8h, v2.8b, #6
	sshll	v7.8h, v30.8b, #5
	sshll	v31.8h, v20.8b, #2
	sshll	v6.8h, v7.8b, #0
	sshll2	v12.8h, v1.16b, #0
	sshll2	v29.8h, v0.16b, #7
	sshll2	v23.8h, v1.16b, #5
	sshll2	v24.8h, v19.16b, #2
	sshl	d15, d14, d21
	sshl	d3, d5, d23
	sshl	d13, d12, d27
	sshl	d21, d20, d31
	sshl	v10.16b, v29.16b, v17.16b
	sshl	v7.16b, v4.16b, v8.16b
	sshl	v21.16b, v28.16b, v27.16b
	sshl	v10.16b, v31.16b, v14.16b
	sshl	v14.2d, v17.2d, v15.2d
	sshl	v20.2d, v25.2d, v12.2d
	sshl	v5.2d, v21.2d, v19.2d
	sshl	v0.2d, v6.2d, v0.2d
	sshl	v2.2s, v12.2s, v29.2s
	sshl	v28.2s, v29.2s, v25.2s
	sshl	v4.2s, v5.2s, v25.2s
	sshl	v19.2s, v10.2s, v17.2s
	sshl	v24.4h, v21.4h, v7.4h
	sshl	v15.4h, v16.4h, v27.4h
	sshl	v10.4h, v10.4h, v20.4h
	sshl	v12.4h, v24.4h, v20.4h
	sshl	v22.4s, v11.4s, v21.4s
	sshl	v5.4s, v9.4s, v25.4s
	sshl	v31.4s, v1.4s, v15.4s
	sshl	v4.4s, v25.4s, v12.4s
	sshl	v7.8b, v13.8b, v0.8b
	sshl	v14.8b, v22.8b, v14.8b
	sshl	v5.8b, v24.8b, v2.8b
	sshl	v8.8b, v10.8b, v19.8b
	sshl	v0.8h, v13.8h, v30.8h
	sshl	v16.8h, v3.8h, v29.8h
	sshl	v29.8h, v24.8h, v29.8h
	sshl	v5.8h, v1.8h, v25.8h
	sshr	d17, d2, #54
	sshr	d18, d27, #11
	sshr	d18, d7, #1
	sshr	d25, d10, #1
	sshr	v10.16b, v15.16b, #5
	sshr	v2.16b, v31.16b, #5
	sshr	v13.16b, v12.16b, #8
	sshr	v14.16b, v29.16b, #1
	sshr	v27.2d, v28.2d, #7
	sshr	v5.2d, v22.2d, #51
	sshr	v25.2d, v2.2d, #60
	sshr	v25.2d, v21.2d, #47
	sshr	v13.2s, v11.2s, #1
	sshr	v21.2s, v8.2s, #32
	sshr	v1.2s, v19.2s, #16
	sshr	v7.2s, v26.2s, #1
	sshr	v26.4h, v7.4h, #1
	sshr	v5.4h, v3.4h, #3
	sshr	v1.4h, v6.4h, #13
	sshr	v11.4h, v0.4h, #12
	sshr	v1.4s, v9.4s, #23
	sshr	v0.4s, v20.4s, #21
	sshr	v1.4s, v13.4s, #11
	sshr	v0.4s, v28.4s, #1
	sshr	v20.8b, v20.8b, #6
	sshr	v4.8b, v4.8b, #8
	sshr	v23.8b, v6.8b, #8
	sshr	v13.8b, v0.8b, #1
	sshr	v15.8h, v10.8h, #3
	sshr	v22.8h, v14.8h, #1
	sshr	v6.8h, v8.8h, #1
	sshr	v9.8h, v17.8h, #12
	ssra	d2, d26, #64
	ssra	d3, d24, #1
	ssra	d23, d0, #53
	ssra	d27, d2, #13
	ssra	v2.16b, v3.16b, #6
	ssra	v20.16b, v1.16b, #1
	ssra	v18.16b, v10.16b, #4
	ssra	v12.16b, v1.16b, #1
	ssra	v6.2d, v23.2d, #60
	ssra	v20.2d, v24.2d, #37
	ssra	v28.2d, v14.2d, #1
	ssra	v28.2d, v26.2d, #8
	ssra	v9.2s, v2.2s, #6
	ssra	v22.2s, v30.2s, #16
	ssra	v13.2s, v5.2s, #1
	ssra	v14.2s, v29.2s, #11
	ssra	v28.4h, v20.4h, #3
	ssra	v9.4h, v0.4h, #6
	ssra	v13.4h, v21.4h, #1
	ssra	v12.4h, v11.4h, #10
	ssra	v2.4s, v6.4s, #1
	ssra	v29.4s, v27.4s, #23
	ssra	v3.4s, v30.4s, #13
	ssra	v10.4s, v6.4s, #29
	ssra	v16.8b, v8.8b, #4
	ssra	v16.8b, v30.8b, #5
	ssra	v5.8b, v22.8b, #5
	ssra	v0.8b, v30.8b, #8
	ssra	v2.8h, v28.8h, #16
	ssra	v22.8h, v10.8h, #16
	ssra	v16.8h, v17.8h, #1
	ssra	v23.8h, v13.8h, #10
	ssubl	v26.2d, v28.2s, v18.2s
	ssubl	v9.2d, v30.2s, v17.2s
	ssubl	v0.2d, v22.2s, v29.2s
	ssubl	v18.2d, v11.2s, v15.2s
	ssubl2	v28.2d, v12.4s, v21.4s
	ssubl2	v11.2d, v29.4s, v20.4s
	ssubl2	v6.2d, v29.4s, v5.4s
	ssubl2	v8.2d, v6.4s, v26.4s
	ssubl	v5.4s, v31.4h, v18.4h
	ssubl	v5.4s, v22.4h, v25.4h
	ssubl	v25.4s, v19.4h, v3.4h
	ssubl	v4.4s, v14.4h, v18.4h
	ssubl2	v25.4s, v26.8h, v29.8h
	ssubl2	v13.4s, v30.8h, v25.8h
	ssubl2	v19.4s, v16.8h, v3.8h
	ssubl2	v11.4s, v12.8h, v30.8h
	ssubl	v0.8h, v23.8b, v17.8b
	ssubl	v15.8h, v9.8b, v24.8b
	ssubl	v10.8h, v30.8b, v21.8b
	ssubl	v4.8h, v1.8b, v23.8b
	ssubl2	v1.8h, v25.16b, v3.16b
	ssubl2	v0.8h, v8.16b, v14.16b
	ssubl2	v21.8h, v26.16b, v16.16b
	ssubl2	v16.8h, v13.16b, v0.16b
	ssubw	v9.2d, v2.2d, v17.2s
	ssubw	v6.2d, v20.2d, v7.2s
	ssubw	v27.2d, v8.2d, v7.2s
	ssubw	v21.2d, v24.2d, v9.2s
	ssubw2	v28.2d, v27.2d, v24.4s
	ssubw2	v28.2d, v28.2d, v21.4s
	ssubw2	v7.2d, v14.2d, v31.4s
	ssubw2	v1.2d, v21.2d, v9.4s
	ssubw	v5.4s, v11.4s, v13.4h
	ssubw	v29.4s, v6.4s, v19.4h
	ssubw	v6.4s, v15.4s, v15.4h
	ssubw	v28.4s, v6.4s, v1.4h
	ssubw2	v3.4s, v13.4s, v10.8h
	ssubw2	v21.4s, v14.4s, v29.8h
	ssubw2	v3.4s, v13.4s, v18.8h
	ssubw2	v5.4s, v0.4s, v2.8h
	ssubw	v4.8h, v0.8h, v30.8b
	ssubw	v18.8h, v27.8h, v13.8b
	ssubw	v29.8h, v17.8h, v21.8b
	ssubw	v13.8h, v6.8h, v25.8b
	ssubw2	v18.8h, v17.8h, v16.16b
	ssubw2	v1.8h, v18.8h, v29.16b
	ssubw2	v23.8h, v8.8h, v25.16b
	ssubw2	v25.8h, v17.8h, v11.16b
	st1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x17]
	st1	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x22]
	st1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x28]
	st1	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x19]
	st1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x15], x17
	st1	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x5], x22
	st1	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x21], x29
	st1	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x23], x1
	st1	{ v0.1d, v1.1d, v2.1d, v3.1d }, [x6]
	st1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x2]
	st1	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x0]
	st1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x4]
	st1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x19], x20
	st1	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x6], x19
	st1	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x21], x1
	st1	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x19], x28
	st1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x7]
	st1	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x30]
	st1	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x1]
	st1	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x30]
	st1	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x21], x24
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x11], x22
	st1	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x28], x20
	st1	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x28], x8
	st1	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x0]
	st1	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x13]
	st1	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x13]
	st1	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x1]
	st1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x22], x19
	st1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x25], x2
	st1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x26], x16
	st1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x21], x12
	st1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x27]
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x14]
	st1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x20]
	st1	{ v14.4h, v15.4h, v16.4h, v17.4h }, [sp]
	st1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [sp], x9
	st1	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x26], x21
	st1	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x24], x17
	st1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x0], x23
	st1	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x13]
	st1	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x29]
	st1	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x20]
	st1	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x17]
	st1	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x0], x28
	st1	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x14], x7
	st1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x19], x16
	st1	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x16], x24
	st1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x24]
	st1	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x20]
	st1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x20]
	st1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x8]
	st1	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x3], x27
	st1	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x7], x12
	st1	{ v19.8b, v20.8b, v21.8b, v22.8b }, [sp], x3
	st1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x21], x6
	st1	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x20]
	st1	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x13]
	st1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x12]
	st1	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x3]
	st1	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x1], x26
	st1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x7], #64
	st1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x15], x28
	st1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x22], x30
	st1	{ v11.16b }, [x28]
	st1	{ v1.16b }, [x0]
	st1	{ v10.16b }, [x27]
	st1	{ v25.16b }, [x2]
	st1	{ v23.16b }, [x21], x5
	st1	{ v7.16b }, [x11], x24
	st1	{ v14.16b }, [x18], x26
	st1	{ v19.16b }, [x24], x21
	st1	{ v16.1d }, [x0]
	st1	{ v18.1d }, [x19]
	st1	{ v28.1d }, [x27]
	st1	{ v11.1d }, [x23]
	st1	{ v13.1d }, [x28], x25
	st1	{ v19.1d }, [x17], x1
	st1	{ v3.1d }, [x10], x7
	st1	{ v21.1d }, [x18], x10
	st1	{ v26.2d }, [x0]
	st1	{ v0.2d }, [x5]
	st1	{ v14.2d }, [x26]
	st1	{ v15.2d }, [x0]
	st1	{ v9.2d }, [x7], x4
	st1	{ v22.2d }, [x8], x23
	st1	{ v3.2d }, [x25], x14
	st1	{ v25.2d }, [x21], x25
	st1	{ v24.2s }, [x4]
	st1	{ v23.2s }, [x18]
	st1	{ v1.2s }, [x11]
	st1	{ v30.2s }, [x3]
	st1	{ v13.2s }, [x12], x1
	st1	{ v12.2s }, [x8], x2
	st1	{ v15.2s }, [x27], x17
	st1	{ v16.2s }, [x10], x16
	st1	{ v2.4h }, [x5]
	st1	{ v15.4h }, [x25]
	st1	{ v30.4h }, [x14]
	st1	{ v25.4h }, [x19]
	st1	{ v31.4h }, [x25], x4
	st1	{ v2.4h }, [x16], x30
	st1	{ v6.4h }, [x24], x5
	st1	{ v19.4h }, [x27], x27
	st1	{ v23.4s }, [x24]
	st1	{ v21.4s }, [x22]
	st1	{ v25.4s }, [x1]
	st1	{ v7.4s }, [x26]
	st1	{ v27.4s }, [x9], x26
	st1	{ v9.4s }, [x30], x7
	st1	{ v30.4s }, [x11], x19
	st1	{ v8.4s }, [x12], x9
	st1	{ v13.8b }, [x21]
	st1	{ v6.8b }, [x25]
	st1	{ v9.8b }, [x19]
	st1	{ v1.8b }, [sp]
	st1	{ v8.8b }, [x6], x26
	st1	{ v11.8b }, [x15], x28
	st1	{ v0.8b }, [x10], x8
	st1	{ v8.8b }, [x1], x25
	st1	{ v27.8h }, [sp]
	st1	{ v7.8h }, [x2]
	st1	{ v3.8h }, [x28]
	st1	{ v10.8h }, [x12]
	st1	{ v22.8h }, [x18], x3
	st1	{ v8.8h }, [x23], x19
	st1	{ v22.8h }, [x25], x23
	st1	{ v9.8h }, [x21], x4
	st1	{ v17.16b, v18.16b, v19.16b }, [x23]
	st1	{ v10.16b, v11.16b, v12.16b }, [x18]
	st1	{ v21.16b, v22.16b, v23.16b }, [sp]
	st1	{ v11.16b, v12.16b, v13.16b }, [x30]
	st1	{ v3.16b, v4.16b, v5.16b }, [x10], x23
	st1	{ v7.16b, v8.16b, v9.16b }, [sp], x8
	st1	{ v7.16b, v8.16b, v9.16b }, [x2], x22
	st1	{ v10.16b, v11.16b, v12.16b }, [x28], x27
	st1	{ v6.1d, v7.1d, v8.1d }, [sp]
	st1	{ v16.1d, v17.1d, v18.1d }, [x25]
	st1	{ v20.1d, v21.1d, v22.1d }, [sp]
	st1	{ v29.1d, v30.1d, v31.1d }, [x2]
	st1	{ v6.1d, v7.1d, v8.1d }, [x15], x6
	st1	{ v14.1d, v15.1d, v16.1d }, [x28], x6
	st1	{ v1.1d, v2.1d, v3.1d }, [x20], x8
	st1	{ v31.1d, v0.1d, v1.1d }, [x21], x24
	st1	{ v0.2d, v1.2d, v2.2d }, [x3]
	st1	{ v7.2d, v8.2d, v9.2d }, [x2]
	st1	{ v11.2d, v12.2d, v13.2d }, [x20]
	st1	{ v6.2d, v7.2d, v8.2d }, [x20]
	st1	{ v10.2d, v11.2d, v12.2d }, [x22], x24
	st1	{ v21.2d, v22.2d, v23.2d }, [x1], x24
	st1	{ v19.2d, v20.2d, v21.2d }, [x16], x3
	st1	{ v1.2d, v2.2d, v3.2d }, [x4], x16
	st1	{ v10.2s, v11.2s, v12.2s }, [x23]
	st1	{ v11.2s, v12.2s, v13.2s }, [x28]
	st1	{ v28.2s, v29.2s, v30.2s }, [x30]
	st1	{ v5.2s, v6.2s, v7.2s }, [x15]
	st1	{ v13.2s, v14.2s, v15.2s }, [x9], x23
	st1	{ v28.2s, v29.2s, v30.2s }, [x10], x23
	st1	{ v10.2s, v11.2s, v12.2s }, [x14], x19
	st1	{ v25.2s, v26.2s, v27.2s }, [x25], x9
	st1	{ v16.4h, v17.4h, v18.4h }, [x6]
	st1	{ v16.4h, v17.4h, v18.4h }, [x14]
	st1	{ v20.4h, v21.4h, v22.4h }, [x24]
	st1	{ v14.4h, v15.4h, v16.4h }, [x6]
	st1	{ v2.4h, v3.4h, v4.4h }, [x25], x29
	st1	{ v15.4h, v16.4h, v17.4h }, [x18], x30
	st1	{ v27.4h, v28.4h, v29.4h }, [x7], x9
	st1	{ v21.4h, v22.4h, v23.4h }, [x11], x1
	st1	{ v18.4s, v19.4s, v20.4s }, [x23]
	st1	{ v22.4s, v23.4s, v24.4s }, [x20]
	st1	{ v27.4s, v28.4s, v29.4s }, [x12]
	st1	{ v28.4s, v29.4s, v30.4s }, [x30]
	st1	{ v2.4s, v3.4s, v4.4s }, [x5], x15
	st1	{ v27.4s, v28.4s, v29.4s }, [x12], x7
	st1	{ v24.4s, v25.4s, v26.4s }, [x13], x11
	st1	{ v12.4s, v13.4s, v14.4s }, [x22], x30
	st1	{ v9.8b, v10.8b, v11.8b }, [x13]
	st1	{ v1.8b, v2.8b, v3.8b }, [x28]
	st1	{ v8.8b, v9.8b, v10.8b }, [x2]
	st1	{ v3.8b, v4.8b, v5.8b }, [x4]
	st1	{ v7.8b, v8.8b, v9.8b }, [x11], x2
	st1	{ v29.8b, v30.8b, v31.8b }, [x29], x10
	st1	{ v3.8b, v4.8b, v5.8b }, [x19], x16
	st1	{ v8.8b, v9.8b, v10.8b }, [x2], x13
	st1	{ v26.8h, v27.8h, v28.8h }, [x6]
	st1	{ v28.8h, v29.8h, v30.8h }, [x24]
	st1	{ v20.8h, v21.8h, v22.8h }, [x14]
	st1	{ v31.8h, v0.8h, v1.8h }, [x0]
	st1	{ v12.8h, v13.8h, v14.8h }, [x11], x2
	st1	{ v3.8h, v4.8h, v5.8h }, [x0], x7
	st1	{ v1.8h, v2.8h, v3.8h }, [x29], x24
	st1	{ v10.8h, v11.8h, v12.8h }, [x24], x3
	st1	{ v9.16b, v10.16b }, [x25]
	st1	{ v22.16b, v23.16b }, [x13]
	st1	{ v7.16b, v8.16b }, [x16]
	st1	{ v14.16b, v15.16b }, [x21]
	st1	{ v13.16b, v14.16b }, [x17], x8
	st1	{ v6.16b, v7.16b }, [x15], x20
	st1	{ v4.16b, v5.16b }, [x23], x21
	st1	{ v7.16b, v8.16b }, [x28], x6
	st1	{ v14.1d, v15.1d }, [x7]
	st1	{ v28.1d, v29.1d }, [x1]
	st1	{ v16.1d, v17.1d }, [x20]
	st1	{ v2.1d, v3.1d }, [x3]
	st1	{ v5.1d, v6.1d }, [x7], x7
	st1	{ v30.1d, v31.1d }, [x10], x18
	st1	{ v16.1d, v17.1d }, [x19], x2
	st1	{ v20.1d, v21.1d }, [x30], x5
	st1	{ v5.2d, v6.2d }, [x16]
	st1	{ v17.2d, v18.2d }, [x5]
	st1	{ v31.2d, v0.2d }, [x19]
	st1	{ v13.2d, v14.2d }, [x17]
	st1	{ v0.2d, v1.2d }, [x1], x10
	st1	{ v30.2d, v31.2d }, [x7], x26
	st1	{ v26.2d, v27.2d }, [x20], x15
	st1	{ v31.2d, v0.2d }, [x7], x23
	st1	{ v14.2s, v15.2s }, [x24]
	st1	{ v27.2s, v28.2s }, [x0]
	st1	{ v24.2s, v25.2s }, [x27]
	st1	{ v2.2s, v3.2s }, [x27]
	st1	{ v30.2s, v31.2s }, [x8], x3
	st1	{ v27.2s, v28.2s }, [x0], x18
	st1	{ v19.2s, v20.2s }, [x2], x0
	st1	{ v11.2s, v12.2s }, [x6], x9
	st1	{ v4.4h, v5.4h }, [x5]
	st1	{ v12.4h, v13.4h }, [x25]
	st1	{ v21.4h, v22.4h }, [x16]
	st1	{ v26.4h, v27.4h }, [x27]
	st1	{ v24.4h, v25.4h }, [sp], x9
	st1	{ v26.4h, v27.4h }, [x8], x6
	st1	{ v14.4h, v15.4h }, [x13], x24
	st1	{ v2.4h, v3.4h }, [x13], x29
	st1	{ v17.4s, v18.4s }, [x2]
	st1	{ v9.4s, v10.4s }, [x14]
	st1	{ v24.4s, v25.4s }, [x15]
	st1	{ v8.4s, v9.4s }, [x25]
	st1	{ v3.4s, v4.4s }, [x15], x15
	st1	{ v29.4s, v30.4s }, [x30], x18
	st1	{ v30.4s, v31.4s }, [x30], #32
	st1	{ v9.4s, v10.4s }, [x24], x27
	st1	{ v9.8b, v10.8b }, [x20]
	st1	{ v14.8b, v15.8b }, [x20]
	st1	{ v16.8b, v17.8b }, [sp]
	st1	{ v9.8b, v10.8b }, [x0]
	st1	{ v10.8b, v11.8b }, [x15], x9
	st1	{ v5.8b, v6.8b }, [x10], x13
	st1	{ v4.8b, v5.8b }, [x13], x16
	st1	{ v27.8b, v28.8b }, [x29], x6
	st1	{ v4.8h, v5.8h }, [x14]
	st1	{ v8.8h, v9.8h }, [x9]
	st1	{ v30.8h, v31.8h }, [x4]
	st1	{ v29.8h, v30.8h }, [x25]
	st1	{ v26.8h, v27.8h }, [x18], x16
	st1	{ v4.8h, v5.8h }, [sp], x18
	st1	{ v23.8h, v24.8h }, [x14], x15
	st1	{ v14.8h, v15.8h }, [x26], x1
	st1	{ v16.b }[14], [x21]
	st1	{ v20.b }[0], [x27]
	st1	{ v22.b }[4], [sp]
	st1	{ v23.b }[14], [x11]
	st1	{ v1.b }[0], [x27], x24
	st1	{ v11.b }[13], [x5], x11
	st1	{ v25.b }[15], [x17], x9
	st1	{ v1.b }[13], [x16], x6
	st1	{ v9.d }[0], [x13]
	st1	{ v21.d }[0], [x10]
	st1	{ v12.d }[1], [x22]
	st1	{ v20.d }[1], [x27]
	st1	{ v27.d }[1], [x10], x23
	st1	{ v26.d }[0], [x22], x10
	st1	{ v26.d }[0], [x5], x17
	st1	{ v31.d }[0], [x14], x17
	st1	{ v20.h }[4], [x15]
	st1	{ v30.h }[7], [x24]
	st1	{ v18.h }[2], [x22]
	st1	{ v10.h }[5], [x7]
	st1	{ v28.h }[6], [x12], x23
	st1	{ v8.h }[3], [x29], x18
	st1	{ v3.h }[6], [x10], x3
	st1	{ v21.h }[5], [x0], x9
	st1	{ v9.s }[3], [x18]
	st1	{ v24.s }[1], [x23]
	st1	{ v12.s }[1], [x21]
	st1	{ v3.s }[2], [x22]
	st1	{ v17.s }[0], [x15], x2
	st1	{ v5.s }[1], [x0], x20
	st1	{ v24.s }[2], [x27], x5
	st1	{ v1.s }[0], [x3], x5
	st2	{ v13.b, v14.b }[2], [x2]
	st2	{ v20.b, v21.b }[8], [x5]
	st2	{ v23.b, v24.b }[7], [x25]
	st2	{ v7.b, v8.b }[5], [x20]
	st2	{ v28.b, v29.b }[1], [x0], x30
	st2	{ v30.b, v31.b }[0], [x9], x3
	st2	{ v19.b, v20.b }[12], [x8], #2
	st2	{ v18.b, v19.b }[2], [x26], x11
	st2	{ v19.d, v20.d }[0], [x11]
	st2	{ v27.d, v28.d }[0], [x1]
	st2	{ v25.d, v26.d }[0], [x29]
	st2	{ v8.d, v9.d }[1], [x22]
	st2	{ v28.d, v29.d }[0], [x23], x19
	st2	{ v6.d, v7.d }[1], [x25], x18
	st2	{ v20.d, v21.d }[1], [x29], x7
	st2	{ v18.d, v19.d }[1], [x16], x21
	st2	{ v10.h, v11.h }[2], [x4]
	st2	{ v4.h, v5.h }[1], [x20]
	st2	{ v8.h, v9.h }[1], [x21]
	st2	{ v7.h, v8.h }[5], [x23]
	st2	{ v29.h, v30.h }[0], [x7], x11
	st2	{ v9.h, v10.h }[6], [x29], x16
	st2	{ v14.h, v15.h }[4], [x2], x0
	st2	{ v22.h, v23.h }[7], [x5], x5
	st2	{ v1.s, v2.s }[1], [x5]
	st2	{ v24.s, v25.s }[1], [x22]
	st2	{ v13.s, v14.s }[0], [x6]
	st2	{ v31.s, v0.s }[3], [x8]
	st2	{ v6.s, v7.s }[1], [x28], x8
	st2	{ v23.s, v24.s }[1], [x5], x25
	st2	{ v11.s, v12.s }[3], [x21], x4
	st2	{ v26.s, v27.s }[3], [x6], x27
	st2	{ v24.16b, v25.16b }, [x1]
	st2	{ v28.16b, v29.16b }, [x3]
	st2	{ v10.16b, v11.16b }, [x14]
	st2	{ v23.16b, v24.16b }, [x10]
	st2	{ v15.16b, v16.16b }, [x15], x1
	st2	{ v15.16b, v16.16b }, [x5], x13
	st2	{ v28.16b, v29.16b }, [x15], x12
	st2	{ v11.16b, v12.16b }, [x21], x6
	st2	{ v8.2d, v9.2d }, [x10]
	st2	{ v21.2d, v22.2d }, [x1]
	st2	{ v18.2d, v19.2d }, [x26]
	st2	{ v15.2d, v16.2d }, [x13]
	st2	{ v13.2d, v14.2d }, [x12], x5
	st2	{ v22.2d, v23.2d }, [x1], x2
	st2	{ v27.2d, v28.2d }, [x16], x20
	st2	{ v29.2d, v30.2d }, [x22], x11
	st2	{ v2.2s, v3.2s }, [x25]
	st2	{ v22.2s, v23.2s }, [x26]
	st2	{ v10.2s, v11.2s }, [x17]
	st2	{ v8.2s, v9.2s }, [x16]
	st2	{ v20.2s, v21.2s }, [x0], x4
	st2	{ v12.2s, v13.2s }, [x9], x25
	st2	{ v31.2s, v0.2s }, [x21], x12
	st2	{ v13.2s, v14.2s }, [x10], x5
	st2	{ v13.4h, v14.4h }, [x9]
	st2	{ v1.4h, v2.4h }, [x21]
	st2	{ v13.4h, v14.4h }, [x28]
	st2	{ v25.4h, v26.4h }, [x13]
	st2	{ v28.4h, v29.4h }, [x20], x3
	st2	{ v19.4h, v20.4h }, [x5], x17
	st2	{ v10.4h, v11.4h }, [x13], x8
	st2	{ v15.4h, v16.4h }, [x16], x17
	st2	{ v20.4s, v21.4s }, [x18]
	st2	{ v7.4s, v8.4s }, [x29]
	st2	{ v3.4s, v4.4s }, [x15]
	st2	{ v23.4s, v24.4s }, [x18]
	st2	{ v10.4s, v11.4s }, [x1], x11
	st2	{ v2.4s, v3.4s }, [x14], x4
	st2	{ v23.4s, v24.4s }, [x18], x9
	st2	{ v24.4s, v25.4s }, [x2], #32
	st2	{ v12.8b, v13.8b }, [x15]
	st2	{ v24.8b, v25.8b }, [x30]
	st2	{ v17.8b, v18.8b }, [x1]
	st2	{ v7.8b, v8.8b }, [x29]
	st2	{ v1.8b, v2.8b }, [x30], x8
	st2	{ v20.8b, v21.8b }, [x22], x26
	st2	{ v31.8b, v0.8b }, [x29], x17
	st2	{ v14.8b, v15.8b }, [x0], #16
	st2	{ v19.8h, v20.8h }, [x28]
	st2	{ v2.8h, v3.8h }, [x28]
	st2	{ v6.8h, v7.8h }, [x16]
	st2	{ v14.8h, v15.8h }, [x23]
	st2	{ v27.8h, v28.8h }, [x22], x4
	st2	{ v20.8h, v21.8h }, [x0], x27
	st2	{ v30.8h, v31.8h }, [x28], x19
	st2	{ v9.8h, v10.8h }, [x15], x11
	st3	{ v0.b, v1.b, v2.b }[10], [x5]
	st3	{ v7.b, v8.b, v9.b }[15], [x16]
	st3	{ v25.b, v26.b, v27.b }[0], [x0]
	st3	{ v17.b, v18.b, v19.b }[13], [x11]
	st3	{ v18.b, v19.b, v20.b }[14], [x17], x22
	st3	{ v14.b, v15.b, v16.b }[1], [sp], x20
	st3	{ v20.b, v21.b, v22.b }[7], [x13], x25
	st3	{ v19.b, v20.b, v21.b }[15], [x13], x15
	st3	{ v21.d, v22.d, v23.d }[1], [x21]
	st3	{ v9.d, v10.d, v11.d }[1], [x10]
	st3	{ v0.d, v1.d, v2.d }[1], [x30]
	st3	{ v28.d, v29.d, v30.d }[1], [x19]
	st3	{ v12.d, v13.d, v14.d }[1], [x19], #24
	st3	{ v6.d, v7.d, v8.d }[0], [x25], x27
	st3	{ v25.d, v26.d, v27.d }[0], [x4], x12
	st3	{ v19.d, v20.d, v21.d }[0], [x21], x7
	st3	{ v10.h, v11.h, v12.h }[0], [x26]
	st3	{ v5.h, v6.h, v7.h }[1], [x12]
	st3	{ v14.h, v15.h, v16.h }[0], [x0]
	st3	{ v15.h, v16.h, v17.h }[7], [x17]
	st3	{ v17.h, v18.h, v19.h }[3], [x3], x1
	st3	{ v6.h, v7.h, v8.h }[2], [sp], x8
	st3	{ v20.h, v21.h, v22.h }[3], [x28], x7
	st3	{ v16.h, v17.h, v18.h }[3], [x3], x26
	st3	{ v12.s, v13.s, v14.s }[2], [x16]
	st3	{ v8.s, v9.s, v10.s }[1], [x21]
	st3	{ v19.s, v20.s, v21.s }[2], [x19]
	st3	{ v15.s, v16.s, v17.s }[2], [x2]
	st3	{ v11.s, v12.s, v13.s }[3], [x21], x9
	st3	{ v26.s, v27.s, v28.s }[2], [x12], x18
	st3	{ v7.s, v8.s, v9.s }[2], [x4], x4
	st3	{ v11.s, v12.s, v13.s }[0], [x9], x29
	st3	{ v6.16b, v7.16b, v8.16b }, [x0]
	st3	{ v18.16b, v19.16b, v20.16b }, [x7]
	st3	{ v18.16b, v19.16b, v20.16b }, [x5]
	st3	{ v9.16b, v10.16b, v11.16b }, [x21]
	st3	{ v5.16b, v6.16b, v7.16b }, [x14], x16
	st3	{ v10.16b, v11.16b, v12.16b }, [x1], x15
	st3	{ v5.16b, v6.16b, v7.16b }, [x20], x7
	st3	{ v9.16b, v10.16b, v11.16b }, [x29], x28
	st3	{ v14.2d, v15.2d, v16.2d }, [x19]
	st3	{ v12.2d, v13.2d, v14.2d }, [x10]
	st3	{ v14.2d, v15.2d, v16.2d }, [x0]
	st3	{ v22.2d, v23.2d, v24.2d }, [x26]
	st3	{ v0.2d, v1.2d, v2.2d }, [x5], x29
	st3	{ v21.2d, v22.2d, v23.2d }, [x1], x2
	st3	{ v2.2d, v3.2d, v4.2d }, [x11], #48
	st3	{ v6.2d, v7.2d, v8.2d }, [x7], x16
	st3	{ v7.2s, v8.2s, v9.2s }, [x18]
	st3	{ v4.2s, v5.2s, v6.2s }, [x8]
	st3	{ v7.2s, v8.2s, v9.2s }, [x12]
	st3	{ v27.2s, v28.2s, v29.2s }, [x15]
	st3	{ v18.2s, v19.2s, v20.2s }, [x7], x30
	st3	{ v31.2s, v0.2s, v1.2s }, [x2], x19
	st3	{ v19.2s, v20.2s, v21.2s }, [x10], x21
	st3	{ v3.2s, v4.2s, v5.2s }, [x13], x30
	st3	{ v17.4h, v18.4h, v19.4h }, [x25]
	st3	{ v9.4h, v10.4h, v11.4h }, [x23]
	st3	{ v4.4h, v5.4h, v6.4h }, [x20]
	st3	{ v11.4h, v12.4h, v13.4h }, [x9]
	st3	{ v13.4h, v14.4h, v15.4h }, [x18], x1
	st3	{ v12.4h, v13.4h, v14.4h }, [x10], x5
	st3	{ v27.4h, v28.4h, v29.4h }, [x6], x13
	st3	{ v2.4h, v3.4h, v4.4h }, [x9], x18
	st3	{ v22.4s, v23.4s, v24.4s }, [x11]
	st3	{ v10.4s, v11.4s, v12.4s }, [x13]
	st3	{ v7.4s, v8.4s, v9.4s }, [x10]
	st3	{ v2.4s, v3.4s, v4.4s }, [x7]
	st3	{ v22.4s, v23.4s, v24.4s }, [x14], x8
	st3	{ v17.4s, v18.4s, v19.4s }, [x6], x30
	st3	{ v10.4s, v11.4s, v12.4s }, [x5], x8
	st3	{ v12.4s, v13.4s, v14.4s }, [x1], x22
	st3	{ v22.8b, v23.8b, v24.8b }, [x5]
	st3	{ v2.8b, v3.8b, v4.8b }, [x16]
	st3	{ v3.8b, v4.8b, v5.8b }, [x4]
	st3	{ v31.8b, v0.8b, v1.8b }, [x23]
	st3	{ v13.8b, v14.8b, v15.8b }, [x7], x4
	st3	{ v28.8b, v29.8b, v30.8b }, [x25], x15
	st3	{ v3.8b, v4.8b, v5.8b }, [x19], x18
	st3	{ v18.8b, v19.8b, v20.8b }, [x13], x6
	st3	{ v3.8h, v4.8h, v5.8h }, [x11]
	st3	{ v13.8h, v14.8h, v15.8h }, [x14]
	st3	{ v19.8h, v20.8h, v21.8h }, [x1]
	st3	{ v11.8h, v12.8h, v13.8h }, [x13]
	st3	{ v26.8h, v27.8h, v28.8h }, [x19], x5
	st3	{ v0.8h, v1.8h, v2.8h }, [x7], x13
	st3	{ v24.8h, v25.8h, v26.8h }, [x26], x29
	st3	{ v6.8h, v7.8h, v8.8h }, [x12], x4
	st4	{ v19.b, v20.b, v21.b, v22.b }[15], [x19]
	st4	{ v4.b, v5.b, v6.b, v7.b }[8], [x28]
	st4	{ v29.b, v30.b, v31.b, v0.b }[4], [x11]
	st4	{ v18.b, v19.b, v20.b, v21.b }[1], [x9]
	st4	{ v8.b, v9.b, v10.b, v11.b }[2], [x8], x12
	st4	{ v17.b, v18.b, v19.b, v20.b }[9], [x7], x15
	st4	{ v13.b, v14.b, v15.b, v16.b }[8], [x26], x2
	st4	{ v20.b, v21.b, v22.b, v23.b }[2], [x14], x8
	st4	{ v9.d, v10.d, v11.d, v12.d }[0], [x2]
	st4	{ v10.d, v11.d, v12.d, v13.d }[1], [x20]
	st4	{ v16.d, v17.d, v18.d, v19.d }[1], [x11]
	st4	{ v31.d, v0.d, v1.d, v2.d }[0], [x6]
	st4	{ v3.d, v4.d, v5.d, v6.d }[1], [x30], x16
	st4	{ v3.d, v4.d, v5.d, v6.d }[1], [x21], x6
	st4	{ v18.d, v19.d, v20.d, v21.d }[0], [x18], x10
	st4	{ v24.d, v25.d, v26.d, v27.d }[1], [x23], x23
	st4	{ v0.h, v1.h, v2.h, v3.h }[0], [x2]
	st4	{ v3.h, v4.h, v5.h, v6.h }[0], [x16]
	st4	{ v16.h, v17.h, v18.h, v19.h }[1], [x21]
	st4	{ v7.h, v8.h, v9.h, v10.h }[5], [x17]
	st4	{ v27.h, v28.h, v29.h, v30.h }[1], [x19], #8
	st4	{ v19.h, v20.h, v21.h, v22.h }[4], [x1], x17
	st4	{ v21.h, v22.h, v23.h, v24.h }[2], [x1], x26
	st4	{ v13.h, v14.h, v15.h, v16.h }[0], [sp], x22
	st4	{ v12.s, v13.s, v14.s, v15.s }[2], [x5]
	st4	{ v19.s, v20.s, v21.s, v22.s }[1], [x18]
	st4	{ v7.s, v8.s, v9.s, v10.s }[2], [x1]
	st4	{ v1.s, v2.s, v3.s, v4.s }[1], [x21]
	st4	{ v13.s, v14.s, v15.s, v16.s }[3], [x9], x12
	st4	{ v22.s, v23.s, v24.s, v25.s }[1], [x24], x11
	st4	{ v25.s, v26.s, v27.s, v28.s }[0], [x15], x17
	st4	{ v1.s, v2.s, v3.s, v4.s }[3], [x23], x24
	st4	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x22]
	st4	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x26]
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x23]
	st4	{ v12.16b, v13.16b, v14.16b, v15.16b }, [sp]
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x26], x18
	st4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x12], x15
	st4	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x15], x3
	st4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x8], x12
	st4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x9]
	st4	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x11]
	st4	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x26]
	st4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x16]
	st4	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x7], x18
	st4	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x30], x14
	st4	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x14], x19
	st4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x3], x19
	st4	{ v2.2s, v3.2s, v4.2s, v5.2s }, [sp]
	st4	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x19]
	st4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [sp]
	st4	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x24]
	st4	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x2], x3
	st4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [sp], x2
	st4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x25], x29
	st4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x0], x27
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x25]
	st4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x26]
	st4	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x30]
	st4	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x14]
	st4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x10], x20
	st4	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x11], x17
	st4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x12], x19
	st4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x12], x26
	st4	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x26]
	st4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x8]
	st4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x5]
	st4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x10]
	st4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x23], x0
	st4	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x23], x26
	st4	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x23], x12
	st4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x11], x9
	st4	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x30]
	st4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x18]
	st4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x17]
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x15]
	st4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x1], x30
	st4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x7], x29
	st4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x0], x16
	st4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x12], x3
	st4	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x24]
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x16]
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x4]
	st4	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x14]
	st4	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x28], x25
	st4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x13], x10
	st4	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x0], x12
	st4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x12], x16
	stlr	w8, [x21]
	stlr	w27, [sp]
	stlr	w11, [x18]
	stlr	w27, [x21]
	stlr	x16, [x29]
	stlr	x13, [x3]
	stlr	x7, [x17]
	stlr	x24, [x2]
	stlrb	w10, [x16]
	stlrb	w12, [x15]
	stlrb	wzr, [x7]
	stlrb	w13, [x7]
	stlrh	w7, [x10]
	stlrh	w6, [x26]
	stlrh	w15, [x13]
	stlrh	w9, [x24]
	stlxp	w6, w16, w21, [x28]
	stlxp	w28, w3, w21, [x7]
	stlxp	w25, w17, w5, [x18]
	stlxp	w30, w25, w12, [x0]
	stlxp	wzr, x2, x0, [x2]
	stlxp	w2, x29, x14, [x1]
	stlxp	w11, xzr, x8, [x30]
	stlxp	wzr, x19, x1, [x13]
	stlxr	w11, w24, [x20]
	stlxr	w23, w4, [x14]
	stlxr	w20, w16, [x24]
	stlxr	w12, w26, [x0]
	stlxr	w21, x19, [x30]
	stlxr	w6, x8, [x11]
	stlxr	w22, x8, [x29]
	stlxr	w28, x22, [x23]
	stlxrb	w3, w22, [x2]
	stlxrb	w8, w12, [x30]
	stlxrb	w18, w17, [x1]
	stlxrb	w21, w17, [x11]
	stlxrh	w30, w20, [x29]
	stlxrh	w17, w8, [x2]
	stlxrh	w18, w29, [x25]
	stlxrh	w3, w24, [x5]
	stnp	d26, d5, [sp]
	stnp	d12, d26, [x30, #192]
	stnp	d11, d14, [x19, #-248]
	stnp	d12, d7, [x27]
	stnp	q11, q31, [x15]
	stnp	q10, q5, [x15, #-112]
	stnp	q3, q10, [x14, #688]
	stnp	q2, q10, [sp, #-688]
	stnp	s19, s6, [x20]
	stnp	s3, s16, [x14, #104]
	stnp	s24, s15, [x3, #252]
	stnp	s25, s14, [x30, #120]
	stnp	w23, w16, [x28, #72]
	stnp	w9, w9, [x11]
	stnp	w18, w7, [x12, #-256]
	stnp	w18, w30, [x22, #252]
	stnp	x28, x27, [x27]
	stnp	x11, x21, [x23, #-72]
	stnp	x6, x8, [x10]
	stnp	x19, x30, [x9]
	stp	d6, d23, [x12]
	stp	d17, d3, [x14, #-8]
	stp	d12, d1, [x21]
	stp	d4, d1, [x18, #-304]
	stp	d15, d19, [x28], #192
	stp	d7, d28, [x15], #328
	stp	d22, d22, [x28], #-416
	stp	d4, d28, [x9], #-512
	stp	d5, d3, [x23, #-328]!
	stp	d26, d30, [x26, #-8]!
	stp	d11, d26, [x18, #0]!
	stp	d6, d17, [x23, #192]!
	stp	q22, q2, [x1, #400]
	stp	q10, q15, [x21, #960]
	stp	q21, q26, [x10, #1008]
	stp	q16, q7, [x12, #-1024]
	stp	q9, q30, [x15], #-528
	stp	q19, q5, [x6], #0
	stp	q31, q11, [x16], #-304
	stp	q7, q26, [x12], #384
	stp	q3, q9, [x25, #-896]!
	stp	q7, q22, [x16, #-336]!
	stp	q22, q16, [x28, #336]!
	stp	q22, q7, [x30, #208]!
	stp	s13, s26, [x23, #144]
	stp	s6, s22, [x18, #-32]
	stp	s23, s9, [x10, #-204]
	stp	s31, s25, [x23]
	stp	s18, s25, [x0], #52
	stp	s6, s27, [x30], #116
	stp	s27, s19, [x3], #-16
	stp	s9, s12, [sp], #0
	stp	s2, s13, [x29, #-220]!
	stp	s5, s21, [x15, #0]!
	stp	s4, s9, [x30, #-256]!
	stp	s5, s19, [x6, #-76]!
	stp	w3, w27, [x21, #140]
	stp	w8, w1, [x0]
	stp	w12, w25, [x10]
	stp	w15, w27, [x9]
	stp	w7, w9, [x23], #0
	stp	w17, w25, [x1], #88
	stp	w11, w5, [x18], #16
	stp	w26, w8, [x18], #240
	stp	w6, w4, [x0, #76]!
	stp	w22, w21, [x4, #-164]!
	stp	w10, w6, [x22, #112]!
	stp	w12, w8, [x17, #252]!
	stp	x22, x5, [x0, #-376]
	stp	x20, x30, [x16]
	stp	x9, x18, [sp, #296]
	stp	x19, x20, [x17]
	stp	x22, x2, [x13], #-256
	stp	x0, xzr, [x22], #424
	stp	x10, x21, [x8], #312
	stp	x6, x3, [x28], #224
	stp	x19, x23, [sp, #-8]!
	stp	x8, x18, [x10, #448]!
	stp	xzr, x25, [x18, #80]!
	stp	x1, x15, [x24, #-208]!
	stur	b31, [x15, #-26]
	stur	b25, [x13, #64]
	stur	b21, [x15, #123]
	stur	b12, [x28]
	str	b31, [x19], #-5
	str	b0, [x15], #-1
	str	b11, [x12], #217
	str	b20, [x8], #163
	str	b14, [x28, #-28]!
	str	b14, [x5, #-97]!
	str	b2, [x24, #1]!
	str	b25, [x4, #215]!
	str	b25, [x15, w21, uxtw #0]
	str	b24, [x1, w16, sxtw #0]
	str	b16, [x20, w16, uxtw #0]
	str	b23, [x16, w22, sxtw]
	str	b0, [x3, x13]
	str	b3, [x29, x10, sxtx #0]
	str	b25, [x1, x5]
	str	b1, [x22, x6, sxtx]
	str	b9, [x30, #927]
	str	b11, [x13, #1911]
	str	b11, [x7, #2935]
	str	b17, [x10, #1]
	sturb	w17, [x9, #21]
	sturb	w4, [x14]
	sturb	w12, [x6]
	sturb	w0, [x9]
	strb	w26, [x29], #28
	strb	w18, [x12], #1
	strb	w6, [x10], #210
	strb	w4, [x14], #-108
	strb	w27, [x29, #-36]!
	strb	w24, [x3, #-256]!
	strb	w28, [x8, #-252]!
	strb	w6, [x25, #-155]!
	strb	w17, [x19, w5, sxtw #0]
	strb	w29, [x29, w11, sxtw #0]
	strb	w5, [x28, w3, uxtw #0]
	strb	w9, [x6, w28, sxtw #0]
	strb	w10, [x18, x11, lsl #0]
	strb	w17, [x8, x15, sxtx #0]
	strb	w1, [x1, x17]
	strb	wzr, [x27, x29]
	strb	w7, [x2, #1783]
	strb	w12, [x19, #3458]
	strb	w15, [x15]
	strb	w23, [x6, #252]
	stur	d10, [x0, #-11]
	stur	d6, [x15, #-256]
	stur	d15, [x30]
	stur	d22, [x14, #1]
	str	d30, [x24], #-201
	str	d30, [x22], #224
	str	d23, [x4], #-122
	str	d2, [x14], #8
	str	d11, [x30, #-190]!
	str	d29, [x29, #56]!
	str	d19, [x16, #0]!
	str	d20, [x25, #0]!
	str	d18, [x19, w1, uxtw #3]
	str	d6, [x15, w9, uxtw]
	str	d19, [x19, w22, sxtw #3]
	str	d28, [x11, w26, sxtw #3]
	str	d22, [x27, x19]
	str	d7, [x28, x2, lsl #3]
	str	d31, [x8, x27, sxtx]
	str	d13, [x13, x14, sxtx]
	str	d16, [x14]
	str	d4, [x14, #9064]
	str	d4, [x11]
	str	d10, [x5, #25368]
	stur	h0, [x11, #-5]
	stur	h12, [x1, #-136]
	stur	h3, [x30]
	stur	h18, [x14]
	str	h24, [x9], #15
	str	h17, [x18], #-189
	str	h28, [x29], #174
	str	h23, [x22], #93
	str	h19, [x10, #-163]!
	str	h6, [x14, #85]!
	str	h10, [x14, #191]!
	str	h8, [x6, #-55]!
	str	h30, [x0, w10, sxtw]
	str	h10, [x30, wzr, sxtw #1]
	str	h0, [x2, w27, uxtw #1]
	str	h3, [x23, w23, sxtw #1]
	str	h22, [x17, x9, sxtx]
	str	h29, [x9, x24]
	str	h22, [x5, x2, sxtx]
	str	h17, [x6, x8]
	str	h21, [x26, #5844]
	str	h14, [x8]
	str	h4, [x25, #7768]
	str	h10, [x30]
	sturh	w11, [x12]
	sturh	w18, [x19]
	sturh	w19, [x14, #213]
	sturh	w12, [x26, #-242]
	strh	w29, [x4], #104
	strh	w20, [x10], #-202
	strh	w3, [x10], #106
	strh	w24, [x14], #-108
	strh	w11, [x16, #0]!
	strh	w1, [x2, #155]!
	strh	w21, [x4, #250]!
	strh	w19, [x16, #-36]!
	strh	w5, [x26, w27, sxtw #1]
	strh	w8, [x18, w6, sxtw #1]
	strh	w0, [x2, w15, sxtw #1]
	strh	w8, [x17, w8, uxtw]
	strh	w9, [x9, x6, sxtx]
	strh	w20, [x1, xzr, sxtx]
	strh	w6, [x4, x12]
	strh	w6, [x7, x7, sxtx #1]
	strh	w4, [x16, #2824]
	strh	w11, [x9]
	strh	w28, [x29]
	strh	w24, [x26, #5786]
	stur	q20, [x20, #108]
	stur	q4, [x15, #-255]
	stur	q6, [x17, #-256]
	stur	q31, [sp]
	str	q24, [x21], #-150
	str	q2, [x29], #104
	str	q18, [x15], #202
	str	q20, [x17], #-256
	str	q24, [x21, #172]!
	str	q10, [x3, #-28]!
	str	q15, [x13, #-155]!
	str	q25, [x23, #206]!
	str	q4, [x12, w8, sxtw]
	str	q6, [x29, w9, uxtw]
	str	q22, [x22, w30, sxtw #4]
	str	q30, [x4, w10, uxtw #4]
	str	q16, [x3, x26, lsl #4]
	str	q20, [x7, x13, sxtx #4]
	str	q23, [x5, x3, lsl #4]
	str	q27, [x28, x23, lsl #4]
	str	q27, [x4]
	str	q14, [x26]
	str	q3, [x13, #65520]
	str	q26, [x9, #65520]
	stur	s2, [x28, #92]
	stur	s4, [x16]
	stur	s17, [x6]
	stur	s1, [x29, #-168]
	str	s22, [x10], #215
	str	s28, [x21], #-77
	str	s24, [x29], #-240
	str	s10, [x25], #223
	str	s17, [x21, #-252]!
	str	s4, [x7, #-65]!
	str	s1, [x23, #-157]!
	str	s20, [x2, #0]!
	str	s30, [x11, w8, uxtw #2]
	str	s28, [x2, w20, sxtw]
	str	s10, [x5, w14, sxtw]
	str	s26, [x16, w15, uxtw]
	str	s0, [x12, x5, sxtx]
	str	s13, [x16, x26, sxtx #2]
	str	s17, [x3, x1]
	str	s20, [x25, x16]
	str	s20, [sp, #3028]
	str	s4, [x16]
	str	s6, [x27, #15084]
	str	s10, [x14, #7896]
	stur	w1, [sp, #26]
	stur	w20, [x13]
	stur	w30, [x29, #-213]
	stur	w20, [x23, #255]
	str	w30, [x23], #-181
	str	w24, [x29], #-44
	str	w25, [x11], #-72
	str	w7, [x26], #-238
	str	w13, [x3, #60]!
	str	w29, [x8, #-252]!
	str	w21, [x0, #-198]!
	str	w18, [x21, #-55]!
	str	w30, [x15, w17, sxtw]
	str	w24, [x21, w15, sxtw #2]
	str	w17, [x5, w20, sxtw]
	str	w16, [x8, w12, uxtw]
	str	w11, [x6, x17]
	str	w4, [x27, x23, sxtx #2]
	str	w20, [x0, x27, sxtx #2]
	str	w29, [x8, x22, sxtx #2]
	str	w21, [x17, #1672]
	str	w12, [x16, #5228]
	str	w6, [x23, #8612]
	str	w28, [x4, #15116]
	stur	x25, [x15, #16]
	stur	x6, [x4]
	stur	x12, [x22, #63]
	stur	x25, [x1, #-245]
	str	x21, [x17], #-15
	str	x29, [x3], #58
	str	x19, [x0], #238
	str	x17, [x9], #-256
	str	x17, [x8, #166]!
	str	x3, [x23, #-150]!
	str	x3, [x1, #-39]!
	str	x13, [x1, #-107]!
	str	x5, [x3, wzr, uxtw #3]
	str	x28, [sp, w27, uxtw #3]
	str	x0, [x2, w7, uxtw]
	str	x9, [x19, w8, uxtw #3]
	str	x5, [x28, x9, sxtx]
	str	x0, [x13, x2, lsl #3]
	str	x8, [x28, x19]
	str	x4, [x8, x3, sxtx]
	str	xzr, [x10]
	str	x15, [x19, #1424]
	str	x2, [x6]
	str	x13, [x5, #21160]
	sttrb	w13, [x11]
	sttrb	w2, [x8, #1]
	sttrb	w25, [x12]
	sttrb	w9, [x14]
	sttrh	w9, [x13, #-205]
	sttrh	w0, [x21]
	sttrh	wzr, [x7, #-207]
	sttrh	w15, [x13, #-88]
	sttr	wzr, [x29, #254]
	sttr	w23, [x8]
	sttr	w0, [x30, #-168]
	sttr	w16, [x13]
	sttr	x23, [sp, #-134]
	sttr	x11, [x17, #-32]
	sttr	xzr, [x24, #-216]
	sttr	x23, [x24]
	stxp	w8, w27, w9, [x4]
	stxp	w18, w11, w12, [sp]
	stxp	w19, w17, w17, [x0]
	stxp	w11, w9, w16, [x7]
	stxp	w16, x25, x0, [x11]
	stxp	w1, x25, x23, [x18]
	stxp	w0, x1, x20, [x14]
	stxp	w3, x12, x2, [x26]
	stxr	w8, w24, [x18]
	stxr	w1, w16, [x30]
	stxr	w13, w6, [x22]
	stxr	w27, w30, [x23]
	stxr	w23, x15, [x25]
	stxr	w10, x2, [x2]
	stxr	w10, x20, [x4]
	stxr	w26, x20, [x5]
	stxrb	w5, w19, [x10]
	stxrb	w14, w10, [x13]
	stxrb	w22, w29, [x26]
	stxrb	w9, w15, [x19]
	stxrh	w3, w30, [x8]
	stxrh	w24, w7, [x0]
	stxrh	w19, w8, [x8]
	stxrh	w26, w8, [x11]
	subhn	v20.2s, v19.2d, v0.2d
	subhn	v26.2s, v23.2d, v1.2d
	subhn	v11.2s, v7.2d, v12.2d
	subhn	v3.2s, v10.2d, v25.2d
	subhn2	v25.4s, v28.2d, v10.2d
	subhn2	v10.4s, v18.2d, v26.2d
	subhn2	v25.4s, v21.2d, v27.2d
	subhn2	v30.4s, v1.2d, v0.2d
	subhn	v31.4h, v11.4s, v9.4s
	subhn	v10.4h, v7.4s, v20.4s
	subhn	v1.4h, v27.4s, v18.4s
	subhn	v5.4h, v9.4s, v13.4s
	subhn2	v11.8h, v20.4s, v6.4s
	subhn2	v21.8h, v5.4s, v26.4s
	subhn2	v9.8h, v11.4s, v10.4s
	subhn2	v23.8h, v5.4s, v28.4s
	subhn	v21.8b, v25.8h, v16.8h
	subhn	v18.8b, v22.8h, v19.8h
	subhn	v26.8b, v27.8h, v18.8h
	subhn	v27.8b, v0.8h, v5.8h
	subhn2	v14.16b, v20.8h, v28.8h
	subhn2	v3.16b, v6.8h, v19.8h
	subhn2	v14.16b, v21.8h, v25.8h
	subhn2	v18.16b, v21.8h, v10.8h
	subs	w23, w1, #3947, lsl #12
	cmp	w23, #2800
	subs	w10, w25, #1512
	subs	w2, w11, #1722, lsl #12
	negs	w13, w19, lsr #31
	subs	w24, w9, w6, asr #0
	cmp	w27, w21, lsr #0
	subs	w27, w27, w27
	subs	w7, w13, w22, sxtw #1
	cmp	w27, w11, uxtx #1
	cmp	w21, w16, uxtw #1
	subs	w19, w15, w5, sxtx #4
	cmp	x9, #3607, lsl #12
	cmp	x3, #1137, lsl #12
	cmp	x25, #3861, lsl #12
	cmp	x30, #775, lsl #12
	negs	x19, x19
	subs	x20, x17, x15
	subs	x27, x24, x13, lsr #1
	negs	x5, x8
	subs	x11, x13, w19, uxtw #1
	subs	x10, x10, w17, sxtb #4
	cmp	x18, w15, uxtb
	cmp	x26, w19, sxtb #3
	cmp	x2, x15, sxtx #4
	subs	x4, x16, x5, sxtx #1
	subs	x0, x0, x0, sxtx
	cmp	x1, x14, uxtx #2
	sub	w22, w29, #89
	sub	w26, w2, #2889
	sub	w9, w20, #0, lsl #12
	sub	w18, w17, #848, lsl #12
	neg	w1, w11, asr #0
	sub	wzr, w19, w8, asr #23
	neg	w22, w18, asr #26
	neg	w17, w16
	sub	w1, w14, w9, sxtx #1
	sub	w17, w24, w30, uxtx #3
	sub	w26, w25, wzr, sxth #4
	sub	w21, w26, w22, sxtw #4
	sub	sp, sp, #1068, lsl #12
	sub	x8, x13, #3320, lsl #12
	sub	x14, x3, #2907
	sub	x22, x10, #0
	neg	x18, x15, lsr #52
	sub	x9, x24, x28, asr #25
	sub	x17, x16, x8, lsr #52
	neg	x0, x20, lsr #7
	sub	sp, x14, w11, uxtw #4
	sub	x27, x12, w0, uxtb #2
	sub	x25, x16, w24, uxtw #2
	sub	x16, x26, w17, sxtw #4
	sub	x7, x16, x2, uxtx #1
	sub	x9, x15, x15, uxtx #2
	sub	x23, x30, x21, sxtx #4
	sub	x21, x25, x26, uxtx
	sub	d19, d15, d19
	sub	d3, d1, d8
	sub	d22, d3, d30
	sub	d20, d3, d29
	sub	v9.16b, v16.16b, v2.16b
	sub	v6.16b, v28.16b, v10.16b
	sub	v17.16b, v22.16b, v15.16b
	sub	v1.16b, v20.16b, v1.16b
	sub	v1.2d, v12.2d, v12.2d
	sub	v22.2d, v2.2d, v5.2d
	sub	v20.2d, v25.2d, v12.2d
	sub	v23.2d, v6.2d, v31.2d
	sub	v31.2s, v7.2s, v12.2s
	sub	v7.2s, v17.2s, v28.2s
	sub	v11.2s, v16.2s, v6.2s
	sub	v21.2s, v29.2s, v6.2s
	sub	v24.4h, v4.4h, v2.4h
	sub	v11.4h, v9.4h, v20.4h
	sub	v15.4h, v15.4h, v22.4h
	sub	v16.4h, v2.4h, v6.4h
	sub	v4.4s, v21.4s, v29.4s
	sub	v23.4s, v26.4s, v8.4s
	sub	v17.4s, v27.4s, v13.4s
	sub	v1.4s, v29.4s, v0.4s
	sub	v9.8b, v16.8b, v14.8b
	sub	v18.8b, v4.8b, v17.8b
	sub	v6.8b, v18.8b, v7.8b
	sub	v26.8b, v4.8b, v1.8b
	sub	v0.8h, v23.8h, v16.8h
	sub	v10.8h, v6.8h, v8.8h
	sub	v19.8h, v19.8h, v30.8h
	sub	v24.8h, v14.8h, v23.8h
	suqadd	b15, b5
	suqadd	b15, b13
	suqadd	b29, b20
	suqadd	b13, b5
	suqadd	d30, d12
	suqadd	d10, d25
	suqadd	d27, d5
	suqadd	d1, d24
	suqadd	h13, h29
	suqadd	h2, h29
	suqadd	h23, h8
	suqadd	h0, h13
	suqadd	s11, s31
	suqadd	s19, s9
	suqadd	s26, s11
	suqadd	s22, s9
	suqadd	v17.16b, v9.16b
	suqadd	v16.16b, v23.16b
	suqadd	v2.16b, v27.16b
	suqadd	v26.16b, v28.16b
	suqadd	v24.2d, v7.2d
	suqadd	v4.2d, v29.2d
	suqadd	v20.2d, v16.2d
	suqadd	v15.2d, v13.2d
	suqadd	v18.2s, v12.2s
	suqadd	v20.2s, v1.2s
	suqadd	v20.2s, v19.2s
	suqadd	v4.2s, v13.2s
	suqadd	v2.4h, v26.4h
	suqadd	v31.4h, v24.4h
	suqadd	v19.4h, v26.4h
	suqadd	v19.4h, v5.4h
	suqadd	v16.4s, v22.4s
	suqadd	v13.4s, v27.4s
	suqadd	v31.4s, v10.4s
	suqadd	v15.4s, v31.4s
	suqadd	v1.8b, v25.8b
	suqadd	v28.8b, v1.8b
	suqadd	v4.8b, v4.8b
	suqadd	v20.8b, v7.8b
	suqadd	v16.8h, v10.8h
	suqadd	v17.8h, v8.8h
	suqadd	v5.8h, v4.8h
	suqadd	v12.8h, v14.8h
	svc	#0xc12d
	svc	#0x3b75
	svc	#0x7dec
	svc	#0x1
	sys	#4, c1, c8, #2, x17
	sys	#7, c0, c2, #0, x28
	sys	#6, c1, c13, #7
	sys	#2, c14, c15, #6, x26
	sysl	x6, #7, c10, c1, #5
	sysl	x7, #3, c8, c8, #5
	sysl	x8, #7, c12, c15, #3
	sysl	x19, #5, c7, c10, #3
	tbl	v21.16b, { v18.16b }, v26.16b
	tbl	v21.16b, { v23.16b }, v6.16b
	tbl	v29.16b, { v15.16b }, v21.16b
	tbl	v20.16b, { v8.16b }, v9.16b
	tbl	v10.16b, { v4.16b, v5.16b }, v1.16b
	tbl	v18.16b, { v28.16b, v29.16b }, v24.16b
	tbl	v18.16b, { v30.16b, v31.16b }, v2.16b
	tbl	v23.16b, { v5.16b, v6.16b }, v31.16b
	tbl	v8.16b, { v3.16b, v4.16b, v5.16b }, v18.16b
	tbl	v8.16b, { v27.16b, v28.16b, v29.16b }, v15.16b
	tbl	v22.16b, { v24.16b, v25.16b, v26.16b }, v17.16b
	tbl	v7.16b, { v10.16b, v11.16b, v12.16b }, v11.16b
	tbl	v3.16b, { v24.16b, v25.16b, v26.16b, v27.16b }, v28.16b
	tbl	v13.16b, { v24.16b, v25.16b, v26.16b, v27.16b }, v10.16b
	tbl	v1.16b, { v26.16b, v27.16b, v28.16b, v29.16b }, v16.16b
	tbl	v26.16b, { v17.16b, v18.16b, v19.16b, v20.16b }, v29.16b
	tbl	v6.8b, { v12.16b }, v7.8b
	tbl	v13.8b, { v11.16b }, v20.8b
	tbl	v25.8b, { v22.16b }, v1.8b
	tbl	v5.8b, { v28.16b }, v13.8b
	tbl	v28.8b, { v11.16b, v12.16b }, v23.8b
	tbl	v7.8b, { v14.16b, v15.16b }, v24.8b
	tbl	v29.8b, { v10.16b, v11.16b }, v17.8b
	tbl	v11.8b, { v27.16b, v28.16b }, v28.8b
	tbl	v26.8b, { v25.16b, v26.16b, v27.16b }, v27.8b
	tbl	v20.8b, { v19.16b, v20.16b, v21.16b }, v29.8b
	tbl	v13.8b, { v4.16b, v5.16b, v6.16b }, v22.8b
	tbl	v0.8b, { v3.16b, v4.16b, v5.16b }, v8.8b
	tbl	v18.8b, { v11.16b, v12.16b, v13.16b, v14.16b }, v30.8b
	tbl	v31.8b, { v4.16b, v5.16b, v6.16b, v7.16b }, v14.8b
	tbl	v2.8b, { v27.16b, v28.16b, v29.16b, v30.16b }, v24.8b
	tbl	v23.8b, { v25.16b, v26.16b, v27.16b, v28.16b }, v0.8b
	tbnz	w12, #0, #26232
	tbnz	w13, #0, #15372
	tbnz	w4, #28, #-4
	tbnz	w28, #8, #-32768
	tbnz	x24, #48, #31948
	tbnz	x21, #46, #-20376
	tbnz	x12, #40, #21896
	tbnz	xzr, #32, #3852
	tbx	v8.16b, { v18.16b }, v24.16b
	tbx	v10.16b, { v22.16b }, v26.16b
	tbx	v26.16b, { v23.16b }, v10.16b
	tbx	v30.16b, { v26.16b }, v15.16b
	tbx	v28.16b, { v15.16b, v16.16b }, v3.16b
	tbx	v0.16b, { v29.16b, v30.16b }, v12.16b
	tbx	v29.16b, { v17.16b, v18.16b }, v3.16b
	tbx	v2.16b, { v17.16b, v18.16b }, v0.16b
	tbx	v18.16b, { v29.16b, v30.16b, v31.16b }, v21.16b
	tbx	v31.16b, { v13.16b, v14.16b, v15.16b }, v16.16b
	tbx	v0.16b, { v5.16b, v6.16b, v7.16b }, v8.16b
	tbx	v31.16b, { v7.16b, v8.16b, v9.16b }, v0.16b
	tbx	v27.16b, { v23.16b, v24.16b, v25.16b, v26.16b }, v18.16b
	tbx	v23.16b, { v9.16b, v10.16b, v11.16b, v12.16b }, v23.16b
	tbx	v1.16b, { v11.16b, v12.16b, v13.16b, v14.16b }, v6.16b
	tbx	v18.16b, { v24.16b, v25.16b, v26.16b, v27.16b }, v9.16b
	tbx	v20.8b, { v10.16b }, v10.8b
	tbx	v30.8b, { v1.16b }, v8.8b
	tbx	v19.8b, { v29.16b }, v2.8b
	tbx	v3.8b, { v17.16b }, v10.8b
	tbx	v21.8b, { v11.16b, v12.16b }, v29.8b
	tbx	v14.8b, { v21.16b, v22.16b }, v15.8b
	tbx	v27.8b, { v1.16b, v2.16b }, v26.8b
	tbx	v31.8b, { v14.16b, v15.16b }, v16.8b
	tbx	v8.8b, { v4.16b, v5.16b, v6.16b }, v9.8b
	tbx	v22.8b, { v8.16b, v9.16b, v10.16b }, v31.8b
	tbx	v10.8b, { v6.16b, v7.16b, v8.16b }, v15.8b
	tbx	v12.8b, { v3.16b, v4.16b, v5.16b }, v7.8b
	tbx	v2.8b, { v31.16b, v0.16b, v1.16b, v2.16b }, v4.8b
	tbx	v28.8b, { v31.16b, v0.16b, v1.16b, v2.16b }, v3.8b
	tbx	v5.8b, { v15.16b, v16.16b, v17.16b, v18.16b }, v15.8b
	tbx	v11.8b, { v30.16b, v31.16b, v0.16b, v1.16b }, v1.8b
	tbz	w24, #0, #10248
	tbz	w12, #4, #17960
	tbz	w22, #23, #-4
	tbz	w29, #16, #-27112
	tbz	x3, #50, #-29984
	tbz	x24, #32, #-32768
	tbz	x8, #42, #32764
	tbz	x1, #50, #-5080
	trn1	v15.16b, v12.16b, v1.16b
	trn1	v9.16b, v13.16b, v12.16b
	trn1	v9.16b, v27.16b, v10.16b
	trn1	v23.16b, v5.16b, v4.16b
	trn1	v5.2d, v3.2d, v28.2d
	trn1	v7.2d, v18.2d, v19.2d
	trn1	v5.2d, v16.2d, v11.2d
	trn1	v26.2d, v23.2d, v6.2d
	trn1	v21.2s, v0.2s, v15.2s
	trn1	v19.2s, v18.2s, v19.2s
	trn1	v25.2s, v0.2s, v20.2s
	trn1	v4.2s, v31.2s, v8.2s
	trn1	v25.4h, v0.4h, v18.4h
	trn1	v29.4h, v15.4h, v2.4h
	trn1	v25.4h, v28.4h, v11.4h
	trn1	v9.4h, v17.4h, v7.4h
	trn1	v31.4s, v11.4s, v13.4s
	trn1	v27.4s, v7.4s, v19.4s
	trn1	v10.4s, v31.4s, v21.4s
	trn1	v9.4s, v30.4s, v10.4s
	trn1	v5.8b, v17.8b, v22.8b
	trn1	v9.8b, v7.8b, v12.8b
	trn1	v26.8b, v23.8b, v9.8b
	trn1	v16.8b, v23.8b, v0.8b
	trn1	v24.8h, v1.8h, v19.8h
	trn1	v16.8h, v26.8h, v11.8h
	trn1	v15.8h, v16.8h, v10.8h
	trn1	v12.8h, v26.8h, v19.8h
	trn2	v15.16b, v1.16b, v0.16b
	trn2	v18.16b, v9.16b, v6.16b
	trn2	v6.16b, v29.16b, v1.16b
	trn2	v10.16b, v15.16b, v25.16b
	trn2	v24.2d, v20.2d, v4.2d
	trn2	v20.2d, v15.2d, v19.2d
	trn2	v16.2d, v21.2d, v17.2d
	trn2	v5.2d, v1.2d, v5.2d
	trn2	v16.2s, v4.2s, v15.2s
	trn2	v22.2s, v9.2s, v25.2s
	trn2	v17.2s, v18.2s, v8.2s
	trn2	v9.2s, v28.2s, v19.2s
	trn2	v10.4h, v11.4h, v11.4h
	trn2	v28.4h, v4.4h, v19.4h
	trn2	v2.4h, v10.4h, v3.4h
	trn2	v24.4h, v12.4h, v15.4h
	trn2	v21.4s, v17.4s, v27.4s
	trn2	v24.4s, v15.4s, v9.4s
	trn2	v23.4s, v13.4s, v16.4s
	trn2	v20.4s, v22.4s, v1.4s
	trn2	v26.8b, v5.8b, v23.8b
	trn2	v20.8b, v15.8b, v24.8b
	trn2	v26.8b, v2.8b, v12.8b
	trn2	v12.8b, v14.8b, v10.8b
	trn2	v1.8h, v28.8h, v24.8h
	trn2	v13.8h, v16.8h, v29.8h
	trn2	v26.8h, v23.8h, v10.8h
	trn2	v21.8h, v27.8h, v15.8h
	uabal	v0.2d, v23.2s, v20.2s
	uabal	v22.2d, v4.2s, v22.2s
	uabal	v10.2d, v14.2s, v29.2s
	uabal	v27.2d, v1.2s, v5.2s
	uabal2	v16.2d, v21.4s, v5.4s
	uabal2	v8.2d, v4.4s, v1.4s
	uabal2	v26.2d, v31.4s, v12.4s
	uabal2	v2.2d, v9.4s, v19.4s
	uabal	v16.4s, v11.4h, v30.4h
	uabal	v31.4s, v1.4h, v2.4h
	uabal	v31.4s, v24.4h, v16.4h
	uabal	v23.4s, v9.4h, v28.4h
	uabal2	v22.4s, v23.8h, v11.8h
	uabal2	v1.4s, v13.8h, v6.8h
	uabal2	v30.4s, v18.8h, v6.8h
	uabal2	v4.4s, v1.8h, v19.8h
	uabal	v10.8h, v27.8b, v19.8b
	uabal	v17.8h, v6.8b, v16.8b
	uabal	v0.8h, v17.8b, v2.8b
	uabal	v10.8h, v28.8b, v18.8b
	uabal2	v2.8h, v21.16b, v5.16b
	uabal2	v25.8h, v31.16b, v29.16b
	uabal2	v21.8h, v21.16b, v7.16b
	uabal2	v26.8h, v11.16b, v1.16b
	uaba	v22.16b, v12.16b, v2.16b
	uaba	v27.16b, v17.16b, v6.16b
	uaba	v2.16b, v18.16b, v4.16b
	uaba	v1.16b, v23.16b, v7.16b
	uaba	v3.2s, v28.2s, v28.2s
	uaba	v17.2s, v21.2s, v8.2s
	uaba	v8.2s, v18.2s, v27.2s
	uaba	v11.2s, v31.2s, v6.2s
	uaba	v7.4h, v30.4h, v15.4h
	uaba	v16.4h, v20.4h, v12.4h
	uaba	v14.4h, v5.4h, v13.4h
	uaba	v15.4h, v24.4h, v12.4h
	uaba	v17.4s, v13.4s, v6.4s
	uaba	v17.4s, v31.4s, v16.4s
	uaba	v20.4s, v4.4s, v5.4s
	uaba	v20.4s, v14.4s, v10.4s
	uaba	v5.8b, v11.8b, v8.8b
	uaba	v6.8b, v1.8b, v22.8b
	uaba	v28.8b, v6.8b, v26.8b
	uaba	v5.8b, v15.8b, v20.8b
	uaba	v9.8h, v20.8h, v20.8h
	uaba	v4.8h, v25.8h, v10.8h
	uaba	v12.8h, v11.8h, v9.8h
	uaba	v3.8h, v24.8h, v12.8h
	uabdl	v16.2d, v11.2s, v12.2s
	uabdl	v13.2d, v26.2s, v21.2s
	uabdl	v27.2d, v8.2s, v5.2s
	uabdl	v2.2d, v3.2s, v16.2s
	uabdl2	v5.2d, v14.4s, v10.4s
	uabdl2	v7.2d, v17.4s, v15.4s
	uabdl2	v8.2d, v31.4s, v2.4s
	uabdl2	v16.2d, v22.4s, v14.4s
	uabdl	v15.4s, v12.4h, v7.4h
	uabdl	v8.4s, v3.4h, v12.4h
	uabdl	v23.4s, v20.4h, v13.4h
	uabdl	v9.4s, v15.4h, v12.4h
	uabdl2	v11.4s, v13.8h, v1.8h
	uabdl2	v2.4s, v30.8h, v19.8h
	uabdl2	v18.4s, v17.8h, v11.8h
	uabdl2	v19.4s, v13.8h, v10.8h
	uabdl	v3.8h, v3.8b, v11.8b
	uabdl	v17.8h, v8.8b, v21.8b
	uabdl	v1.8h, v13.8b, v3.8b
	uabdl	v19.8h, v24.8b, v17.8b
	uabdl2	v4.8h, v19.16b, v4.16b
	uabdl2	v15.8h, v1.16b, v26.16b
	uabdl2	v27.8h, v6.16b, v21.16b
	uabdl2	v17.8h, v20.16b, v2.16b
	uabd	v13.16b, v31.16b, v23.16b
	uabd	v10.16b, v22.16b, v24.16b
	uabd	v3.16b, v25.16b, v29.16b
	uabd	v24.16b, v10.16b, v27.16b
	uabd	v22.2s, v3.2s, v28.2s
	uabd	v13.2s, v16.2s, v0.2s
	uabd	v3.2s, v17.2s, v22.2s
	uabd	v30.2s, v7.2s, v19.2s
	uabd	v8.4h, v15.4h, v24.4h
	uabd	v24.4h, v21.4h, v6.4h
	uabd	v23.4h, v4.4h, v14.4h
	uabd	v10.4h, v8.4h, v1.4h
	uabd	v25.4s, v28.4s, v7.4s
	uabd	v7.4s, v8.4s, v14.4s
	uabd	v21.4s, v16.4s, v25.4s
	uabd	v1.4s, v24.4s, v1.4s
	uabd	v25.8b, v10.8b, v20.8b
	uabd	v6.8b, v15.8b, v10.8b
	uabd	v16.8b, v24.8b, v9.8b
	uabd	v30.8b, v17.8b, v19.8b
	uabd	v16.8h, v10.8h, v22.8h
	uabd	v10.8h, v7.8h, v17.8h
	uabd	v23.8h, v3.8h, v20.8h
	uabd	v6.8h, v22.8h, v13.8h
	uadalp	v16.1d, v15.2s
	uadalp	v19.1d, v8.2s
	uadalp	v25.1d, v24.2s
	uadalp	v25.1d, v31.2s
	uadalp	v22.2d, v30.4s
	uadalp	v17.2d, v3.4s
	uadalp	v18.2d, v31.4s
	uadalp	v24.2d, v14.4s
	uadalp	v25.2s, v9.4h
	uadalp	v31.2s, v24.4h
	uadalp	v24.2s, v30.4h
	uadalp	v16.2s, v18.4h
	uadalp	v16.4h, v29.8b
	uadalp	v16.4h, v24.8b
	uadalp	v19.4h, v8.8b
	uadalp	v28.4h, v27.8b
	uadalp	v9.4s, v22.8h
	uadalp	v6.4s, v25.8h
	uadalp	v24.4s, v24.8h
	uadalp	v18.4s, v8.8h
	uadalp	v11.8h, v31.16b
	uadalp	v18.8h, v30.16b
	uadalp	v31.8h, v17.16b
	uadalp	v22.8h, v14.16b
	uaddlp	v15.1d, v16.2s
	uaddlp	v1.1d, v25.2s
	uaddlp	v26.1d, v12.2s
	uaddlp	v13.1d, v27.2s
	uaddlp	v13.2d, v20.4s
	uaddlp	v16.2d, v30.4s
	uaddlp	v7.2d, v29.4s
	uaddlp	v18.2d, v19.4s
	uaddlp	v13.2s, v20.4h
	uaddlp	v10.2s, v4.4h
	uaddlp	v8.2s, v1.4h
	uaddlp	v17.2s, v28.4h
	uaddlp	v11.4h, v21.8b
	uaddlp	v3.4h, v23.8b
	uaddlp	v14.4h, v9.8b
	uaddlp	v2.4h, v5.8b
	uaddlp	v12.4s, v4.8h
	uaddlp	v1.4s, v15.8h
	uaddlp	v30.4s, v27.8h
	uaddlp	v1.4s, v23.8h
	uaddlp	v13.8h, v19.16b
	uaddlp	v12.8h, v10.16b
	uaddlp	v28.8h, v6.16b
	uaddlp	v31.8h, v2.16b
	uaddlv	h22, v22.16b
	uaddlv	h10, v14.16b
	uaddlv	h28, v28.16b
	uaddlv	h13, v22.16b
	uaddlv	s8, v4.4h
	uaddlv	s18, v27.4h
	uaddlv	s1, v8.4h
	uaddlv	s0, v31.4h
	uaddlv	d30, v14.4s
	uaddlv	d28, v3.4s
	uaddlv	d10, v3.4s
	uaddlv	d4, v14.4s
	uaddlv	h29, v1.8b
	uaddlv	h0, v4.8b
	uaddlv	h25, v19.8b
	uaddlv	h10, v24.8b
	uaddlv	s9, v4.8h
	uaddlv	s11, v16.8h
	uaddlv	s24, v18.8h
	uaddlv	s17, v13.8h
	uaddl	v26.2d, v29.2s, v20.2s
	uaddl	v22.2d, v24.2s, v17.2s
	uaddl	v19.2d, v31.2s, v30.2s
	uaddl	v18.2d, v15.2s, v25.2s
	uaddl2	v16.2d, v19.4s, v11.4s
	uaddl2	v25.2d, v17.4s, v28.4s
	uaddl2	v18.2d, v2.4s, v23.4s
	uaddl2	v27.2d, v3.4s, v0.4s
	uaddl	v18.4s, v14.4h, v16.4h
	uaddl	v24.4s, v20.4h, v13.4h
	uaddl	v25.4s, v2.4h, v22.4h
	uaddl	v5.4s, v2.4h, v19.4h
	uaddl2	v6.4s, v17.8h, v16.8h
	uaddl2	v11.4s, v29.8h, v3.8h
	uaddl2	v6.4s, v20.8h, v19.8h
	uaddl2	v25.4s, v21.8h, v12.8h
	uaddl	v19.8h, v19.8b, v27.8b
	uaddl	v20.8h, v25.8b, v26.8b
	uaddl	v23.8h, v17.8b, v6.8b
	uaddl	v14.8h, v3.8b, v25.8b
	uaddl2	v11.8h, v14.16b, v2.16b
	uaddl2	v16.8h, v24.16b, v27.16b
	uaddl2	v9.8h, v23.16b, v12.16b
	uaddl2	v14.8h, v6.16b, v28.16b
	uaddw	v26.2d, v4.2d, v8.2s
	uaddw	v14.2d, v15.2d, v14.2s
	uaddw	v3.2d, v9.2d, v26.2s
	uaddw	v7.2d, v10.2d, v4.2s
	uaddw2	v5.2d, v29.2d, v10.4s
	uaddw2	v21.2d, v11.2d, v11.4s
	uaddw2	v4.2d, v25.2d, v29.4s
	uaddw2	v12.2d, v25.2d, v19.4s
	uaddw	v5.4s, v23.4s, v3.4h
	uaddw	v9.4s, v27.4s, v27.4h
	uaddw	v31.4s, v19.4s, v18.4h
	uaddw	v17.4s, v25.4s, v21.4h
	uaddw2	v31.4s, v22.4s, v27.8h
	uaddw2	v13.4s, v1.4s, v0.8h
	uaddw2	v18.4s, v19.4s, v9.8h
	uaddw2	v11.4s, v25.4s, v28.8h
	uaddw	v30.8h, v7.8h, v29.8b
	uaddw	v24.8h, v4.8h, v23.8b
	uaddw	v1.8h, v1.8h, v19.8b
	uaddw	v25.8h, v31.8h, v7.8b
	uaddw2	v29.8h, v31.8h, v1.16b
	uaddw2	v14.8h, v27.8h, v0.16b
	uaddw2	v9.8h, v22.8h, v24.16b
	uaddw2	v5.8h, v13.8h, v27.16b
	lsr	w8, w10, #3
	uxtb	w18, w3
	ubfx	w3, w13, #0, #17
	ubfx	w10, w10, #1, #15
	ubfiz	x18, x4, #20, #34
	ubfiz	x24, x25, #9, #1
	ubfx	x13, x20, #1, #54
	ubfiz	x10, x13, #16, #44
	ucvtf	d28, w7
	ucvtf	d9, w0
	ucvtf	d17, w20
	ucvtf	d6, w7
	ucvtf	d28, w0, #32
	ucvtf	d13, w29, #6
	ucvtf	d21, w10, #7
	ucvtf	d23, w26, #6
	ucvtf	s31, w24
	ucvtf	s30, w26
	ucvtf	s23, w13
	ucvtf	s28, w23
	ucvtf	s11, w2, #17
	ucvtf	s9, w9, #25
	ucvtf	s18, w6, #31
	ucvtf	s10, w13, #1
	ucvtf	d12, xzr
	ucvtf	d11, x10
	ucvtf	d15, x30
	ucvtf	d15, x27
	ucvtf	d30, x1, #24
	ucvtf	d24, x14, #1
	ucvtf	d23, x13, #8
	ucvtf	d27, x2, #1
	ucvtf	s15, x13
	ucvtf	s28, x9
	ucvtf	s0, x10
	ucvtf	s29, x5
	ucvtf	s17, x24, #11
	ucvtf	s21, x5, #24
	ucvtf	s25, xzr, #33
	ucvtf	s23, x10, #1
	ucvtf	d5, d17, #64
	ucvtf	d13, d5, #29
	ucvtf	d25, d1, #4
	ucvtf	d1, d9, #1
	ucvtf	s30, s12, #23
	ucvtf	s18, s12, #12
	ucvtf	s6, s24, #7
	ucvtf	s17, s24, #1
	ucvtf	v2.2d, v26.2d, #11
	ucvtf	v23.2d, v10.2d, #28
	ucvtf	v12.2d, v15.2d, #29
	ucvtf	v30.2d, v31.2d, #62
	ucvtf	v18.2s, v31.2s, #29
	ucvtf	v16.2s, v16.2s, #29
	ucvtf	v30.2s, v5.2s, #1
	ucvtf	v3.2s, v23.2s, #4
	ucvtf	v17.4s, v10.4s, #2
	ucvtf	v17.4s, v5.4s, #15
	ucvtf	v24.4s, v19.4s, #2
	ucvtf	v26.4s, v3.4s, #14
	ucvtf	d16, d18
	ucvtf	d0, d16
	ucvtf	d18, d25
	ucvtf	d1, d6
	ucvtf	s12, s11
	ucvtf	s28, s3
	ucvtf	s24, s19
	ucvtf	s11, s12
	ucvtf	v15.2d, v12.2d
	ucvtf	v21.2d, v19.2d
	ucvtf	v3.2d, v21.2d
	ucvtf	v28.2d, v19.2d
	ucvtf	v16.2s, v26.2s
	ucvtf	v18.2s, v2.2s
	ucvtf	v21.2s, v14.2s
	ucvtf	v13.2s, v31.2s
	ucvtf	v3.4s, v7.4s
	ucvtf	v7.4s, v15.4s
	ucvtf	v23.4s, v20.4s
	ucvtf	v24.4s, v0.4s
	udf	#0
	udf	#21019
	udf	#12404
	udf	#49769
	udiv	w25, w21, w25
	udiv	wzr, w4, w25
	udiv	w12, w13, w12
	udiv	w11, w11, w24
	udiv	x0, x14, x6
	udiv	x29, x7, x4
	udiv	x28, x20, x7
	udiv	x7, x12, x6
	uhadd	v3.16b, v11.16b, v17.16b
	uhadd	v25.16b, v14.16b, v3.16b
	uhadd	v28.16b, v27.16b, v0.16b
	uhadd	v21.16b, v7.16b, v7.16b
	uhadd	v20.2s, v7.2s, v15.2s
	uhadd	v20.2s, v25.2s, v8.2s
	uhadd	v13.2s, v28.2s, v12.2s
	uhadd	v30.2s, v19.2s, v12.2s
	uhadd	v14.4h, v19.4h, v29.4h
	uhadd	v28.4h, v16.4h, v6.4h
	uhadd	v8.4h, v13.4h, v16.4h
	uhadd	v31.4h, v2.4h, v18.4h
	uhadd	v19.4s, v9.4s, v31.4s
	uhadd	v30.4s, v1.4s, v31.4s
	uhadd	v24.4s, v6.4s, v14.4s
	uhadd	v4.4s, v31.4s, v15.4s
	uhadd	v4.8b, v1.8b, v8.8b
	uhadd	v3.8b, v29.8b, v28.8b
	uhadd	v26.8b, v7.8b, v6.8b
	uhadd	v22.8b, v31.8b, v30.8b
	uhadd	v10.8h, v1.8h, v4.8h
	uhadd	v27.8h, v31.8h, v1.8h
	uhadd	v9.8h, v27.8h, v26.8h
	uhadd	v6.8h, v16.8h, v8.8h
	uhsub	v27.16b, v9.16b, v28.16b
	uhsub	v18.16b, v7.16b, v11.16b
	uhsub	v8.16b, v28.16b, v26.16b
	uhsub	v28.16b, v21.16b, v28.16b
	uhsub	v15.2s, v12.2s, v5.2s
	uhsub	v15.2s, v9.2s, v12.2s
	uhsub	v5.2s, v22.2s, v26.2s
	uhsub	v0.2s, v31.2s, v25.2s
	uhsub	v9.4h, v19.4h, v27.4h
	uhsub	v23.4h, v22.4h, v5.4h
	uhsub	v24.4h, v12.4h, v1.4h
	uhsub	v5.4h, v25.4h, v13.4h
	uhsub	v9.4s, v1.4s, v28.4s
	uhsub	v30.4s, v1.4s, v21.4s
	uhsub	v31.4s, v29.4s, v5.4s
	uhsub	v7.4s, v21.4s, v16.4s
	uhsub	v0.8b, v7.8b, v5.8b
	uhsub	v20.8b, v3.8b, v6.8b
	uhsub	v20.8b, v12.8b, v3.8b
	uhsub	v5.8b, v19.8b, v28.8b
	uhsub	v20.8h, v1.8h, v22.8h
	uhsub	v23.8h, v26.8h, v12.8h
	uhsub	v1.8h, v3.8h, v16.8h
	uhsub	v22.8h, v29.8h, v4.8h
	umaddl	x27, w9, w16, x16
	umull	x22, w5, w9
	umaddl	x19, w10, w26, x16
	umaddl	x21, w4, w18, x1
	umaxp	v7.16b, v0.16b, v21.16b
	umaxp	v24.16b, v30.16b, v22.16b
	umaxp	v4.16b, v7.16b, v4.16b
	umaxp	v15.16b, v28.16b, v0.16b
	umaxp	v7.2s, v31.2s, v31.2s
	umaxp	v29.2s, v22.2s, v31.2s
	umaxp	v11.2s, v29.2s, v17.2s
	umaxp	v16.2s, v19.2s, v17.2s
	umaxp	v1.4h, v2.4h, v5.4h
	umaxp	v12.4h, v4.4h, v25.4h
	umaxp	v14.4h, v17.4h, v12.4h
	umaxp	v17.4h, v1.4h, v5.4h
	umaxp	v29.4s, v29.4s, v15.4s
	umaxp	v10.4s, v27.4s, v26.4s
	umaxp	v31.4s, v20.4s, v0.4s
	umaxp	v13.4s, v25.4s, v17.4s
	umaxp	v5.8b, v6.8b, v8.8b
	umaxp	v11.8b, v28.8b, v20.8b
	umaxp	v20.8b, v19.8b, v4.8b
	umaxp	v31.8b, v29.8b, v6.8b
	umaxp	v25.8h, v29.8h, v27.8h
	umaxp	v6.8h, v9.8h, v9.8h
	umaxp	v25.8h, v15.8h, v5.8h
	umaxp	v6.8h, v11.8h, v12.8h
	umaxv	b20, v24.16b
	umaxv	b21, v22.16b
	umaxv	b21, v22.16b
	umaxv	b18, v5.16b
	umaxv	h17, v0.4h
	umaxv	h29, v18.4h
	umaxv	h0, v10.4h
	umaxv	h4, v10.4h
	umaxv	s22, v30.4s
	umaxv	s11, v9.4s
	umaxv	s4, v11.4s
	umaxv	s21, v1.4s
	umaxv	b28, v25.8b
	umaxv	b6, v7.8b
	umaxv	b30, v31.8b
	umaxv	b25, v24.8b
	umaxv	h12, v9.8h
	umaxv	h3, v0.8h
	umaxv	h4, v14.8h
	umaxv	h19, v29.8h
	umax	v17.16b, v3.16b, v13.16b
	umax	v27.16b, v19.16b, v4.16b
	umax	v15.16b, v9.16b, v1.16b
	umax	v20.16b, v6.16b, v17.16b
	umax	v17.2s, v28.2s, v31.2s
	umax	v0.2s, v24.2s, v22.2s
	umax	v27.2s, v7.2s, v21.2s
	umax	v26.2s, v22.2s, v6.2s
	umax	v8.4h, v12.4h, v8.4h
	umax	v8.4h, v24.4h, v18.4h
	umax	v18.4h, v3.4h, v5.4h
	umax	v11.4h, v14.4h, v5.4h
	umax	v2.4s, v0.4s, v17.4s
	umax	v7.4s, v15.4s, v23.4s
	umax	v10.4s, v17.4s, v5.4s
	umax	v23.4s, v11.4s, v6.4s
	umax	v6.8b, v8.8b, v9.8b
	umax	v3.8b, v17.8b, v15.8b
	umax	v24.8b, v1.8b, v27.8b
	umax	v31.8b, v26.8b, v20.8b
	umax	v22.8h, v24.8h, v20.8h
	umax	v24.8h, v11.8h, v16.8h
	umax	v16.8h, v18.8h, v13.8h
	umax	v15.8h, v9.8h, v17.8h
	uminp	v31.16b, v10.16b, v18.16b
	uminp	v31.16b, v5.16b, v9.16b
	uminp	v12.16b, v10.16b, v28.16b
	uminp	v5.16b, v20.16b, v19.16b
	uminp	v6.2s, v19.2s, v2.2s
	uminp	v31.2s, v3.2s, v29.2s
	uminp	v31.2s, v11.2s, v22.2s
	uminp	v8.2s, v29.2s, v12.2s
	uminp	v19.4h, v16.4h, v14.4h
	uminp	v30.4h, v20.4h, v12.4h
	uminp	v17.4h, v28.4h, v7.4h
	uminp	v10.4h, v15.4h, v17.4h
	uminp	v2.4s, v3.4s, v30.4s
	uminp	v2.4s, v31.4s, v0.4s
	uminp	v19.4s, v19.4s, v0.4s
	uminp	v26.4s, v26.4s, v16.4s
	uminp	v30.8b, v1.8b, v12.8b
	uminp	v13.8b, v8.8b, v24.8b
	uminp	v13.8b, v27.8b, v2.8b
	uminp	v18.8b, v0.8b, v22.8b
	uminp	v2.8h, v14.8h, v5.8h
	uminp	v14.8h, v11.8h, v21.8h
	uminp	v1.8h, v15.8h, v29.8h
	uminp	v12.8h, v25.8h, v11.8h
	uminv	b18, v3.16b
	uminv	b9, v24.16b
	uminv	b1, v14.16b
	uminv	b30, v20.16b
	uminv	h2, v29.4h
	uminv	h31, v5.4h
	uminv	h30, v30.4h
	uminv	h31, v9.4h
	uminv	s5, v15.4s
	uminv	s5, v5.4s
	uminv	s17, v31.4s
	uminv	s7, v13.4s
	uminv	b4, v0.8b
	uminv	b0, v6.8b
	uminv	b7, v29.8b
	uminv	b22, v5.8b
	uminv	h10, v28.8h
	uminv	h10, v9.8h
	uminv	h4, v19.8h
	uminv	h11, v3.8h
	umin	v17.16b, v13.16b, v7.16b
	umin	v29.16b, v24.16b, v20.16b
	umin	v4.16b, v30.16b, v10.16b
	umin	v31.16b, v25.16b, v22.16b
	umin	v10.2s, v28.2s, v14.2s
	umin	v26.2s, v7.2s, v2.2s
	umin	v3.2s, v26.2s, v18.2s
	umin	v14.2s, v22.2s, v24.2s
	umin	v25.4h, v23.4h, v12.4h
	umin	v21.4h, v31.4h, v16.4h
	umin	v23.4h, v19.4h, v5.4h
	umin	v31.4h, v5.4h, v3.4h
	umin	v10.4s, v8.4s, v22.4s
	umin	v27.4s, v15.4s, v9.4s
	umin	v23.4s, v30.4s, v8.4s
	umin	v5.4s, v2.4s, v18.4s
	umin	v23.8b, v22.8b, v30.8b
	umin	v26.8b, v23.8b, v14.8b
	umin	v11.8b, v30.8b, v26.8b
	umin	v21.8b, v1.8b, v17.8b
	umin	v19.8h, v29.8h, v29.8h
	umin	v9.8h, v14.8h, v8.8h
	umin	v28.8h, v13.8h, v2.8h
	umin	v12.8h, v7.8h, v18.8h
	umlal	v24.2d, v12.2s, v20.s[3]
	umlal	v0.2d, v23.2s, v14.s[3]
	umlal	v6.2d, v24.2s, v20.s[1]
	umlal	v22.2d, v9.2s, v22.s[2]
	umlal2	v31.2d, v5.4s, v22.s[1]
	umlal2	v3.2d, v8.4s, v9.s[3]
	umlal2	v24.2d, v30.4s, v29.s[0]
	umlal2	v11.2d, v25.4s, v19.s[2]
	umlal	v21.4s, v5.4h, v3.h[5]
	umlal	v29.4s, v29.4h, v3.h[0]
	umlal	v7.4s, v21.4h, v4.h[6]
	umlal	v16.4s, v4.4h, v4.h[2]
	umlal2	v31.4s, v1.8h, v10.h[6]
	umlal2	v6.4s, v13.8h, v7.h[7]
	umlal2	v25.4s, v21.8h, v10.h[1]
	umlal2	v15.4s, v11.8h, v3.h[6]
	umlal	v0.2d, v22.2s, v31.2s
	umlal	v21.2d, v17.2s, v4.2s
	umlal	v21.2d, v3.2s, v24.2s
	umlal	v5.2d, v21.2s, v10.2s
	umlal2	v0.2d, v2.4s, v22.4s
	umlal2	v7.2d, v1.4s, v18.4s
	umlal2	v13.2d, v13.4s, v9.4s
	umlal2	v22.2d, v0.4s, v10.4s
	umlal	v10.4s, v13.4h, v7.4h
	umlal	v20.4s, v5.4h, v16.4h
	umlal	v6.4s, v15.4h, v30.4h
	umlal	v9.4s, v14.4h, v12.4h
	umlal2	v3.4s, v31.8h, v19.8h
	umlal2	v19.4s, v5.8h, v13.8h
	umlal2	v17.4s, v2.8h, v0.8h
	umlal2	v1.4s, v16.8h, v12.8h
	umlal	v22.8h, v17.8b, v9.8b
	umlal	v20.8h, v22.8b, v29.8b
	umlal	v6.8h, v18.8b, v6.8b
	umlal	v21.8h, v20.8b, v27.8b
	umlal2	v4.8h, v15.16b, v24.16b
	umlal2	v5.8h, v18.16b, v22.16b
	umlal2	v4.8h, v28.16b, v11.16b
	umlal2	v28.8h, v12.16b, v0.16b
	umlsl	v0.2d, v19.2s, v31.s[0]
	umlsl	v13.2d, v31.2s, v0.s[2]
	umlsl	v3.2d, v22.2s, v17.s[1]
	umlsl	v17.2d, v26.2s, v27.s[3]
	umlsl2	v17.2d, v26.4s, v1.s[1]
	umlsl2	v12.2d, v7.4s, v28.s[0]
	umlsl2	v0.2d, v13.4s, v8.s[0]
	umlsl2	v19.2d, v27.4s, v21.s[1]
	umlsl	v4.4s, v19.4h, v6.h[1]
	umlsl	v0.4s, v28.4h, v12.h[0]
	umlsl	v23.4s, v20.4h, v15.h[0]
	umlsl	v9.4s, v12.4h, v2.h[0]
	umlsl2	v24.4s, v1.8h, v7.h[7]
	umlsl2	v15.4s, v11.8h, v8.h[7]
	umlsl2	v14.4s, v13.8h, v2.h[4]
	umlsl2	v28.4s, v18.8h, v15.h[0]
	umlsl	v10.2d, v25.2s, v22.2s
	umlsl	v12.2d, v3.2s, v21.2s
	umlsl	v1.2d, v3.2s, v2.2s
	umlsl	v26.2d, v9.2s, v11.2s
	umlsl2	v3.2d, v0.4s, v30.4s
	umlsl2	v14.2d, v18.4s, v2.4s
	umlsl2	v10.2d, v26.4s, v10.4s
	umlsl2	v20.2d, v7.4s, v20.4s
	umlsl	v6.4s, v24.4h, v14.4h
	umlsl	v2.4s, v7.4h, v0.4h
	umlsl	v3.4s, v20.4h, v10.4h
	umlsl	v22.4s, v5.4h, v17.4h
	umlsl2	v2.4s, v11.8h, v31.8h
	umlsl2	v8.4s, v13.8h, v1.8h
	umlsl2	v13.4s, v17.8h, v28.8h
	umlsl2	v17.4s, v13.8h, v6.8h
	umlsl	v30.8h, v3.8b, v16.8b
	umlsl	v10.8h, v7.8b, v5.8b
	umlsl	v13.8h, v29.8b, v19.8b
	umlsl	v24.8h, v12.8b, v7.8b
	umlsl2	v2.8h, v26.16b, v17.16b
	umlsl2	v24.8h, v12.16b, v20.16b
	umlsl2	v30.8h, v16.16b, v29.16b
	umlsl2	v3.8h, v15.16b, v21.16b
	umov	w27, v26.b[14]
	umov	w30, v6.b[4]
	umov	w26, v27.b[11]
	umov	w27, v18.b[0]
	mov	x0, v16.d[0]
	mov	x7, v5.d[1]
	mov	xzr, v31.d[0]
	mov	x20, v28.d[1]
	umov	w13, v8.h[1]
	umov	w12, v13.h[4]
	umov	w24, v17.h[0]
	umov	w7, v3.h[5]
	mov	w20, v12.s[1]
	mov	w18, v10.s[2]
	mov	w10, v16.s[2]
	mov	w21, v6.s[3]
	umnegl	x9, w8, w7
	umsubl	x21, w24, w21, x3
	umsubl	x6, w24, w17, x23
	umsubl	x4, w2, w14, x30
	umulh	x26, x29, x1
	umulh	x17, x6, x24
	umulh	x8, x1, x22
	umulh	x14, x29, x4
	umull	v1.2d, v9.2s, v29.s[3]
	umull	v7.2d, v5.2s, v24.s[2]
	umull	v22.2d, v5.2s, v29.s[2]
	umull	v0.2d, v24.2s, v25.s[0]
	umull2	v4.2d, v22.4s, v25.s[0]
	umull2	v9.2d, v13.4s, v2.s[3]
	umull2	v24.2d, v31.4s, v11.s[3]
	umull2	v16.2d, v14.4s, v5.s[0]
	umull	v23.4s, v16.4h, v15.h[1]
	umull	v9.4s, v0.4h, v13.h[2]
	umull	v21.4s, v4.4h, v6.h[4]
	umull	v2.4s, v30.4h, v15.h[1]
	umull2	v22.4s, v21.8h, v13.h[3]
	umull2	v23.4s, v0.8h, v5.h[7]
	umull2	v21.4s, v15.8h, v4.h[3]
	umull2	v2.4s, v17.8h, v13.h[1]
	umull	v5.2d, v21.2s, v14.2s
	umull	v30.2d, v5.2s, v5.2s
	umull	v7.2d, v10.2s, v22.2s
	umull	v22.2d, v25.2s, v4.2s
	umull2	v12.2d, v16.4s, v7.4s
	umull2	v20.2d, v25.4s, v27.4s
	umull2	v7.2d, v30.4s, v9.4s
	umull2	v6.2d, v21.4s, v29.4s
	umull	v5.4s, v7.4h, v2.4h
	umull	v16.4s, v1.4h, v4.4h
	umull	v14.4s, v16.4h, v6.4h
	umull	v15.4s, v30.4h, v23.4h
	umull2	v30.4s, v18.8h, v1.8h
	umull2	v12.4s, v15.8h, v29.8h
	umull2	v21.4s, v14.8h, v17.8h
	umull2	v9.4s, v28.8h, v26.8h
	umull	v29.8h, v17.8b, v20.8b
	umull	v4.8h, v9.8b, v0.8b
	umull	v24.8h, v19.8b, v21.8b
	umull	v23.8h, v25.8b, v2.8b
	umull2	v22.8h, v17.16b, v24.16b
	umull2	v13.8h, v30.16b, v27.16b
	umull2	v7.8h, v5.16b, v27.16b
	umull2	v7.8h, v2.16b, v4.16b
	uqadd	b1, b2, b15
	uqadd	b25, b23, b6
	uqadd	b11, b23, b14
	uqadd	b20, b14, b8
	uqadd	d18, d6, d19
	uqadd	d25, d25, d31
	uqadd	d4, d12, d13
	uqadd	d11, d28, d14
	uqadd	h20, h11, h23
	uqadd	h25, h0, h31
	uqadd	h31, h2, h9
	uqadd	h14, h1, h23
	uqadd	s11, s4, s7
	uqadd	s2, s29, s23
	uqadd	s5, s19, s18
	uqadd	s6, s14, s19
	uqadd	v26.16b, v10.16b, v10.16b
	uqadd	v1.16b, v27.16b, v12.16b
	uqadd	v9.16b, v18.16b, v13.16b
	uqadd	v23.16b, v1.16b, v31.16b
	uqadd	v0.2d, v20.2d, v10.2d
	uqadd	v13.2d, v27.2d, v4.2d
	uqadd	v6.2d, v30.2d, v19.2d
	uqadd	v2.2d, v23.2d, v8.2d
	uqadd	v9.2s, v17.2s, v6.2s
	uqadd	v31.2s, v14.2s, v16.2s
	uqadd	v12.2s, v21.2s, v4.2s
	uqadd	v0.2s, v14.2s, v21.2s
	uqadd	v28.4h, v20.4h, v28.4h
	uqadd	v7.4h, v1.4h, v20.4h
	uqadd	v9.4h, v27.4h, v5.4h
	uqadd	v27.4h, v15.4h, v23.4h
	uqadd	v30.4s, v0.4s, v14.4s
	uqadd	v16.4s, v1.4s, v29.4s
	uqadd	v13.4s, v13.4s, v11.4s
	uqadd	v23.4s, v12.4s, v3.4s
	uqadd	v2.8b, v18.8b, v23.8b
	uqadd	v20.8b, v5.8b, v2.8b
	uqadd	v20.8b, v15.8b, v20.8b
	uqadd	v9.8b, v13.8b, v28.8b
	uqadd	v28.8h, v20.8h, v5.8h
	uqadd	v12.8h, v15.8h, v11.8h
	uqadd	v7.8h, v10.8h, v19.8h
	uqadd	v23.8h, v9.8h, v30.8h
	uqrshl	b12, b30, b1
	uqrshl	b6, b7, b14
	uqrshl	b16, b2, b18
	uqrshl	b0, b18, b8
	uqrshl	d11, d5, d9
	uqrshl	d12, d4, d30
	uqrshl	d26, d17, d23
	uqrshl	d10, d15, d8
	uqrshl	h24, h1, h24
	uqrshl	h9, h16, h21
	uqrshl	h9, h24, h19
	uqrshl	h12, h26, h30
	uqrshl	s19, s10, s24
	uqrshl	s23, s29, s4
	uqrshl	s8, s19, s25
	uqrshl	s7, s29, s9
	uqrshl	v11.16b, v2.16b, v16.16b
	uqrshl	v5.16b, v30.16b, v7.16b
	uqrshl	v31.16b, v26.16b, v5.16b
	uqrshl	v30.16b, v26.16b, v10.16b
	uqrshl	v14.2d, v28.2d, v12.2d
	uqrshl	v28.2d, v3.2d, v19.2d
	uqrshl	v19.2d, v0.2d, v9.2d
	uqrshl	v2.2d, v26.2d, v1.2d
	uqrshl	v30.2s, v24.2s, v13.2s
	uqrshl	v14.2s, v23.2s, v23.2s
	uqrshl	v21.2s, v22.2s, v16.2s
	uqrshl	v0.2s, v10.2s, v1.2s
	uqrshl	v15.4h, v19.4h, v3.4h
	uqrshl	v20.4h, v10.4h, v12.4h
	uqrshl	v22.4h, v25.4h, v11.4h
	uqrshl	v28.4h, v5.4h, v8.4h
	uqrshl	v11.4s, v24.4s, v13.4s
	uqrshl	v20.4s, v9.4s, v20.4s
	uqrshl	v11.4s, v3.4s, v13.4s
	uqrshl	v15.4s, v12.4s, v1.4s
	uqrshl	v10.8b, v31.8b, v14.8b
	uqrshl	v17.8b, v28.8b, v12.8b
	uqrshl	v0.8b, v9.8b, v7.8b
	uqrshl	v5.8b, v2.8b, v11.8b
	uqrshl	v17.8h, v26.8h, v12.8h
	uqrshl	v12.8h, v23.8h, v9.8h
	uqrshl	v26.8h, v19.8h, v1.8h
	uqrshl	v0.8h, v7.8h, v20.8h
	uqrshrn	b31, h6, #7
	uqrshrn	b10, h30, #5
	uqrshrn	b5, h6, #5
	uqrshrn	b28, h15, #4
	uqrshrn	h31, s11, #13
	uqrshrn	h26, s24, #16
	uqrshrn	h3, s21, #8
	uqrshrn	h22, s13, #4
	uqrshrn	s31, d10, #27
	uqrshrn	s23, d15, #30
	uqrshrn	s4, d20, #15
	uqrshrn	s3, d26, #25
	uqrshrn	v24.2s, v13.2d, #22
	uqrshrn	v10.2s, v17.2d, #10
	uqrshrn	v9.2s, v8.2d, #23
	uqrshrn	v5.2s, v14.2d, #22
	uqrshrn2	v30.4s, v0.2d, #1
	uqrshrn2	v18.4s, v18.2d, #1
	uqrshrn2	v30.4s, v8.2d, #1
	uqrshrn2	v0.4s, v8.2d, #31
	uqrshrn	v5.4h, v24.4s, #4
	uqrshrn	v0.4h, v26.4s, #4
	uqrshrn	v13.4h, v15.4s, #10
	uqrshrn	v1.4h, v2.4s, #14
	uqrshrn2	v21.8h, v9.4s, #14
	uqrshrn2	v28.8h, v20.4s, #6
	uqrshrn2	v24.8h, v11.4s, #7
	uqrshrn2	v25.8h, v10.4s, #4
	uqrshrn	v14.8b, v8.8h, #2
	uqrshrn	v12.8b, v23.8h, #4
	uqrshrn	v19.8b, v2.8h, #1
	uqrshrn	v4.8b, v16.8h, #5
	uqrshrn2	v7.16b, v25.8h, #4
	uqrshrn2	v2.16b, v9.8h, #4
	uqrshrn2	v1.16b, v19.8h, #2
	uqrshrn2	v6.16b, v18.8h, #2
	uqshl	b2, b3, #4
	uqshl	b2, b23, #6
	uqshl	b28, b12, #6
	uqshl	b14, b0, #0
	uqshl	d4, d21, #9
	uqshl	d2, d28, #57
	uqshl	d14, d23, #0
	uqshl	d18, d10, #33
	uqshl	h22, h22, #2
	uqshl	h21, h27, #5
	uqshl	h0, h31, #12
	uqshl	h9, h4, #2
	uqshl	s16, s12, #19
	uqshl	s8, s14, #0
	uqshl	s11, s27, #1
	uqshl	s24, s6, #18
	uqshl	v18.16b, v3.16b, #1
	uqshl	v12.16b, v6.16b, #0
	uqshl	v10.16b, v30.16b, #1
	uqshl	v28.16b, v15.16b, #5
	uqshl	v2.2d, v30.2d, #30
	uqshl	v21.2d, v20.2d, #46
	uqshl	v24.2d, v10.2d, #44
	uqshl	v30.2d, v11.2d, #0
	uqshl	v16.2s, v21.2s, #31
	uqshl	v0.2s, v25.2s, #14
	uqshl	v15.2s, v12.2s, #31
	uqshl	v22.2s, v7.2s, #4
	uqshl	v12.4h, v15.4h, #0
	uqshl	v28.4h, v8.4h, #1
	uqshl	v16.4h, v27.4h, #0
	uqshl	v1.4h, v22.4h, #8
	uqshl	v30.4s, v14.4s, #30
	uqshl	v8.4s, v0.4s, #26
	uqshl	v19.4s, v13.4s, #19
	uqshl	v6.4s, v2.4s, #24
	uqshl	v19.8b, v30.8b, #2
	uqshl	v22.8b, v5.8b, #5
	uqshl	v15.8b, v29.8b, #5
	uqshl	v5.8b, v29.8b, #0
	uqshl	v18.8h, v10.8h, #6
	uqshl	v10.8h, v3.8h, #10
	uqshl	v12.8h, v21.8h, #0
	uqshl	v28.8h, v11.8h, #0
	uqshl	b30, b6, b18
	uqshl	b19, b20, b30
	uqshl	b8, b1, b2
	uqshl	b24, b9, b17
	uqshl	d1, d25, d8
	uqshl	d6, d21, d24
	uqshl	d27, d7, d14
	uqshl	d5, d7, d17
	uqshl	h12, h6, h30
	uqshl	h24, h18, h28
	uqshl	h11, h3, h0
	uqshl	h21, h26, h19
	uqshl	s31, s26, s10
	uqshl	s18, s29, s19
	uqshl	s26, s0, s25
	uqshl	s5, s5, s13
	uqshl	v6.16b, v23.16b, v5.16b
	uqshl	v29.16b, v21.16b, v23.16b
	uqshl	v7.16b, v12.16b, v27.16b
	uqshl	v4.16b, v18.16b, v9.16b
	uqshl	v9.2d, v19.2d, v21.2d
	uqshl	v3.2d, v26.2d, v26.2d
	uqshl	v11.2d, v12.2d, v14.2d
	uqshl	v26.2d, v7.2d, v1.2d
	uqshl	v18.2s, v19.2s, v6.2s
	uqshl	v6.2s, v1.2s, v20.2s
	uqshl	v18.2s, v31.2s, v25.2s
	uqshl	v4.2s, v20.2s, v27.2s
	uqshl	v24.4h, v15.4h, v7.4h
	uqshl	v30.4h, v17.4h, v26.4h
	uqshl	v4.4h, v4.4h, v13.4h
	uqshl	v29.4h, v12.4h, v29.4h
	uqshl	v1.4s, v16.4s, v21.4s
	uqshl	v21.4s, v27.4s, v2.4s
	uqshl	v10.4s, v11.4s, v15.4s
	uqshl	v14.4s, v9.4s, v5.4s
	uqshl	v6.8b, v12.8b, v9.8b
	uqshl	v12.8b, v11.8b, v29.8b
	uqshl	v3.8b, v27.8b, v0.8b
	uqshl	v2.8b, v9.8b, v2.8b
	uqshl	v17.8h, v20.8h, v18.8h
	uqshl	v15.8h, v16.8h, v22.8h
	uqshl	v24.8h, v15.8h, v10.8h
	uqshl	v30.8h, v11.8h, v10.8h
	uqshrn	b3, h3, #7
	uqshrn	b2, h24, #3
	uqshrn	b19, h30, #4
	uqshrn	b5, h18, #7
	uqshrn	h11, s17, #1
	uqshrn	h31, s7, #4
	uqshrn	h18, s22, #5
	uqshrn	h19, s12, #1
	uqshrn	s1, d2, #10
	uqshrn	s25, d29, #3
	uqshrn	s3, d20, #31
	uqshrn	s24, d21, #8
	uqshrn	v9.2s, v0.2d, #1
	uqshrn	v29.2s, v17.2d, #1
	uqshrn	v20.2s, v13.2d, #2
	uqshrn	v6.2s, v11.2d, #4
	uqshrn2	v27.4s, v19.2d, #23
	uqshrn2	v27.4s, v29.2d, #30
	uqshrn2	v5.4s, v25.2d, #32
	uqshrn2	v2.4s, v17.2d, #1
	uqshrn	v23.4h, v0.4s, #12
	uqshrn	v27.4h, v6.4s, #6
	uqshrn	v31.4h, v30.4s, #4
	uqshrn	v20.4h, v23.4s, #15
	uqshrn2	v26.8h, v18.4s, #1
	uqshrn2	v21.8h, v4.4s, #10
	uqshrn2	v25.8h, v2.4s, #10
	uqshrn2	v8.8h, v10.4s, #1
	uqshrn	v0.8b, v2.8h, #2
	uqshrn	v28.8b, v19.8h, #7
	uqshrn	v14.8b, v11.8h, #6
	uqshrn	v15.8b, v24.8h, #5
	uqshrn2	v5.16b, v3.8h, #3
	uqshrn2	v23.16b, v31.8h, #3
	uqshrn2	v16.16b, v4.8h, #1
	uqshrn2	v16.16b, v23.8h, #6
	uqsub	b23, b11, b25
	uqsub	b5, b14, b11
	uqsub	b17, b11, b7
	uqsub	b17, b10, b19
	uqsub	d23, d14, d31
	uqsub	d15, d27, d19
	uqsub	d12, d9, d26
	uqsub	d18, d10, d3
	uqsub	h29, h21, h1
	uqsub	h3, h28, h16
	uqsub	h11, h10, h17
	uqsub	h25, h5, h28
	uqsub	s28, s12, s10
	uqsub	s16, s5, s0
	uqsub	s26, s20, s20
	uqsub	s2, s29, s28
	uqsub	v24.16b, v19.16b, v23.16b
	uqsub	v19.16b, v6.16b, v8.16b
	uqsub	v15.16b, v13.16b, v22.16b
	uqsub	v10.16b, v7.16b, v13.16b
	uqsub	v22.2d, v5.2d, v16.2d
	uqsub	v18.2d, v11.2d, v30.2d
	uqsub	v0.2d, v2.2d, v13.2d
	uqsub	v5.2d, v23.2d, v13.2d
	uqsub	v26.2s, v6.2s, v25.2s
	uqsub	v18.2s, v18.2s, v23.2s
	uqsub	v23.2s, v18.2s, v20.2s
	uqsub	v26.2s, v8.2s, v22.2s
	uqsub	v9.4h, v26.4h, v6.4h
	uqsub	v17.4h, v26.4h, v8.4h
	uqsub	v30.4h, v10.4h, v27.4h
	uqsub	v0.4h, v25.4h, v21.4h
	uqsub	v7.4s, v11.4s, v3.4s
	uqsub	v20.4s, v6.4s, v5.4s
	uqsub	v0.4s, v19.4s, v9.4s
	uqsub	v28.4s, v12.4s, v3.4s
	uqsub	v14.8b, v13.8b, v25.8b
	uqsub	v30.8b, v24.8b, v22.8b
	uqsub	v20.8b, v28.8b, v19.8b
	uqsub	v28.8b, v1.8b, v27.8b
	uqsub	v4.8h, v23.8h, v20.8h
	uqsub	v30.8h, v2.8h, v15.8h
	uqsub	v3.8h, v29.8h, v10.8h
	uqsub	v30.8h, v0.8h, v1.8h
	uqxtn	b22, h7
	uqxtn	b0, h7
	uqxtn	b28, h4
	uqxtn	b1, h19
	uqxtn	h29, s28
	uqxtn	h26, s24
	uqxtn	h9, s31
	uqxtn	h17, s27
	uqxtn	s2, d22
	uqxtn	s15, d27
	uqxtn	s31, d4
	uqxtn	s1, d16
	uqxtn	v26.2s, v22.2d
	uqxtn	v28.2s, v17.2d
	uqxtn	v15.2s, v9.2d
	uqxtn	v20.2s, v10.2d
	uqxtn2	v24.4s, v17.2d
	uqxtn2	v21.4s, v2.2d
	uqxtn2	v12.4s, v17.2d
	uqxtn2	v28.4s, v17.2d
	uqxtn	v11.4h, v7.4s
	uqxtn	v29.4h, v18.4s
	uqxtn	v17.4h, v11.4s
	uqxtn	v1.4h, v21.4s
	uqxtn2	v18.8h, v15.4s
	uqxtn2	v5.8h, v15.4s
	uqxtn2	v22.8h, v5.4s
	uqxtn2	v18.8h, v5.4s
	uqxtn	v29.8b, v5.8h
	uqxtn	v8.8b, v3.8h
	uqxtn	v28.8b, v10.8h
	uqxtn	v30.8b, v2.8h
	uqxtn2	v28.16b, v10.8h
	uqxtn2	v13.16b, v2.8h
	uqxtn2	v1.16b, v13.8h
	uqxtn2	v1.16b, v10.8h
	urecpe	v22.2s, v8.2s
	urecpe	v12.2s, v9.2s
	urecpe	v13.2s, v2.2s
	urecpe	v15.2s, v11.2s
	urecpe	v20.4s, v21.4s
	urecpe	v30.4s, v7.4s
	urecpe	v18.4s, v25.4s
	urecpe	v6.4s, v9.4s
	urhadd	v26.16b, v12.16b, v24.16b
	urhadd	v27.16b, v15.16b, v8.16b
	urhadd	v5.16b, v3.16b, v23.16b
	urhadd	v28.16b, v15.16b, v26.16b
	urhadd	v26.2s, v24.2s, v11.2s
	urhadd	v3.2s, v18.2s, v13.2s
	urhadd	v27.2s, v22.2s, v18.2s
	urhadd	v23.2s, v19.2s, v19.2s
	urhadd	v6.4h, v9.4h, v26.4h
	urhadd	v4.4h, v23.4h, v29.4h
	urhadd	v25.4h, v30.4h, v28.4h
	urhadd	v27.4h, v9.4h, v24.4h
	urhadd	v10.4s, v27.4s, v28.4s
	urhadd	v19.4s, v17.4s, v18.4s
	urhadd	v22.4s, v31.4s, v13.4s
	urhadd	v18.4s, v2.4s, v29.4s
	urhadd	v20.8b, v17.8b, v16.8b
	urhadd	v6.8b, v7.8b, v9.8b
	urhadd	v19.8b, v4.8b, v31.8b
	urhadd	v24.8b, v15.8b, v27.8b
	urhadd	v9.8h, v1.8h, v2.8h
	urhadd	v25.8h, v22.8h, v14.8h
	urhadd	v22.8h, v7.8h, v2.8h
	urhadd	v26.8h, v29.8h, v9.8h
	urshl	d15, d22, d10
	urshl	d6, d1, d23
	urshl	d14, d13, d17
	urshl	d25, d24, d1
	urshl	v30.16b, v11.16b, v20.16b
	urshl	v6.16b, v19.16b, v30.16b
	urshl	v24.16b, v0.16b, v23.16b
	urshl	v26.16b, v1.16b, v4.16b
	urshl	v26.2d, v15.2d, v7.2d
	urshl	v21.2d, v31.2d, v0.2d
	urshl	v23.2d, v25.2d, v29.2d
	urshl	v25.2d, v30.2d, v7.2d
	urshl	v26.2s, v18.2s, v5.2s
	urshl	v10.2s, v15.2s, v11.2s
	urshl	v4.2s, v8.2s, v2.2s
	urshl	v22.2s, v29.2s, v21.2s
	urshl	v14.4h, v22.4h, v27.4h
	urshl	v18.4h, v15.4h, v14.4h
	urshl	v15.4h, v1.4h, v22.4h
	urshl	v5.4h, v27.4h, v17.4h
	urshl	v16.4s, v3.4s, v17.4s
	urshl	v22.4s, v9.4s, v23.4s
	urshl	v13.4s, v0.4s, v25.4s
	urshl	v3.4s, v29.4s, v19.4s
	urshl	v0.8b, v8.8b, v10.8b
	urshl	v21.8b, v15.8b, v7.8b
	urshl	v22.8b, v12.8b, v10.8b
	urshl	v25.8b, v18.8b, v25.8b
	urshl	v17.8h, v26.8h, v13.8h
	urshl	v6.8h, v10.8h, v17.8h
	urshl	v16.8h, v30.8h, v15.8h
	urshl	v19.8h, v31.8h, v19.8h
	urshr	d25, d13, #45
	urshr	d15, d5, #12
	urshr	d21, d26, #64
	urshr	d17, d19, #55
	urshr	v6.16b, v9.16b, #2
	urshr	v26.16b, v8.16b, #8
	urshr	v20.16b, v1.16b, #1
	urshr	v8.16b, v16.16b, #7
	urshr	v15.2d, v2.2d, #52
	urshr	v7.2d, v16.2d, #54
	urshr	v2.2d, v22.2d, #64
	urshr	v16.2d, v5.2d, #13
	urshr	v20.2s, v6.2s, #11
	urshr	v8.2s, v8.2s, #25
	urshr	v8.2s, v26.2s, #5
	urshr	v5.2s, v6.2s, #1
	urshr	v30.4h, v4.4h, #1
	urshr	v21.4h, v29.4h, #16
	urshr	v24.4h, v0.4h, #11
	urshr	v14.4h, v27.4h, #14
	urshr	v25.4s, v15.4s, #28
	urshr	v17.4s, v24.4s, #1
	urshr	v5.4s, v6.4s, #17
	urshr	v20.4s, v2.4s, #25
	urshr	v29.8b, v8.8b, #3
	urshr	v16.8b, v10.8b, #5
	urshr	v2.8b, v13.8b, #7
	urshr	v10.8b, v2.8b, #8
	urshr	v23.8h, v22.8h, #5
	urshr	v18.8h, v24.8h, #3
	urshr	v31.8h, v28.8h, #1
	urshr	v15.8h, v17.8h, #6
	ursqrte	v21.2s, v2.2s
	ursqrte	v24.2s, v14.2s
	ursqrte	v23.2s, v31.2s
	ursqrte	v12.2s, v18.2s
	ursqrte	v0.4s, v7.4s
	ursqrte	v4.4s, v22.4s
	ursqrte	v30.4s, v11.4s
	ursqrte	v8.4s, v23.4s
	ursra	d7, d31, #1
	ursra	d0, d29, #9
	ursra	d19, d5, #64
	ursra	d30, d14, #4
	ursra	v29.16b, v25.16b, #1
	ursra	v19.16b, v27.16b, #7
	ursra	v2.16b, v7.16b, #1
	ursra	v0.16b, v15.16b, #2
	ursra	v25.2d, v13.2d, #15
	ursra	v10.2d, v4.2d, #12
	ursra	v13.2d, v30.2d, #39
	ursra	v24.2d, v7.2d, #47
	ursra	v15.2s, v17.2s, #27
	ursra	v1.2s, v22.2s, #18
	ursra	v25.2s, v25.2s, #2
	ursra	v14.2s, v26.2s, #19
	ursra	v31.4h, v25.4h, #1
	ursra	v7.4h, v23.4h, #4
	ursra	v30.4h, v10.4h, #4
	ursra	v30.4h, v10.4h, #1
	ursra	v26.4s, v7.4s, #1
	ursra	v18.4s, v12.4s, #2
	ursra	v13.4s, v15.4s, #4
	ursra	v4.4s, v30.4s, #8
	ursra	v19.8b, v18.8b, #8
	ursra	v7.8b, v2.8b, #5
	ursra	v23.8b, v17.8b, #5
	ursra	v9.8b, v4.8b, #7
	ursra	v5.8h, v5.8h, #9
	ursra	v29.8h, v12.8h, #16
	ursra	v11.8h, v13.8h, #4
	ursra	v14.8h, v5.8h, #16
	ushll	v16.2d, v10.2s, #31
	ushll	v22.2d, v13.2s, #14
	ushll	v9.2d, v15.2s, #12
	ushll	v20.2d, v24.2s, #0
	ushll2	v1.2d, v23.4s, #4
	ushll2	v30.2d, v15.4s, #0
	ushll2	v22.2d, v13.4s, #0
	ushll2	v14.2d, v24.4s, #20
	ushll	v7.4s, v23.4h, #4
	ushll	v21.4s, v21.4h, #1
	ushll	v7.4s, v28.4h, #10
	ushll	v15.4s, v5.4h, #11
	ushll2	v20.4s, v23.8h, #15
	ushll2	v9.4s, v28.8h, #1
	ushll2	v11.4s, v7.8h, #14
	ushll2	v22.4s, v29.8h, #6
	ushll	v29.8h, v12.8b, #5
	ushll	v29.8h, v18.8b, #5
	ushll	v3.8h, v6.8b, #1
	ushll	v7.8h, v10.8b, #7
	ushll2	v7.8h, v4.16b, #0
	ushll2	v14.8h, v29.16b, #1
	ushll2	v25.8h, v27.16b, #0
	ushll2	v15.8h, v13.16b, #7
	ushl	d21, d14, d15
	ushl	d27, d18, d6
	ushl	d21, d5, d7
	ushl	d3, d15, d5
	ushl	v26.16b, v27.16b, v22.16b
	ushl	v26.16b, v15.16b, v26.16b
	ushl	v13.16b, v12.16b, v25.16b
	ushl	v14.16b, v15.16b, v3.16b
	ushl	v25.2d, v20.2d, v21.2d
	ushl	v16.2d, v16.2d, v4.2d
	ushl	v2.2d, v29.2d, v4.2d
	ushl	v24.2d, v2.2d, v19.2d
	ushl	v28.2s, v13.2s, v29.2s
	ushl	v26.2s, v7.2s, v10.2s
	ushl	v7.2s, v12.2s, v8.2s
	ushl	v28.2s, v12.2s, v4.2s
	ushl	v28.4h, v12.4h, v6.4h
	ushl	v11.4h, v11.4h, v26.4h
	ushl	v19.4h, v8.4h, v21.4h
	ushl	v0.4h, v30.4h, v18.4h
	ushl	v23.4s, v10.4s, v5.4s
	ushl	v6.4s, v19.4s, v1.4s
	ushl	v0.4s, v24.4s, v15.4s
	ushl	v6.4s, v15.4s, v17.4s
	ushl	v17.8b, v14.8b, v23.8b
	ushl	v5.8b, v13.8b, v15.8b
	ushl	v16.8b, v27.8b, v7.8b
	ushl	v30.8b, v10.8b, v20.8b
	ushl	v9.8h, v7.8h, v17.8h
	ushl	v31.8h, v28.8h, v7.8h
	ushl	v2.8h, v29.8h, v15.8h
	ushl	v9.8h, v30.8h, v27.8h
	ushr	d16, d10, #51
	ushr	d2, d4, #1
	ushr	d10, d19, #43
	ushr	d28, d27, #1
	ushr	v23.16b, v3.16b, #7
	ushr	v3.16b, v18.16b, #3
	ushr	v26.16b, v14.16b, #4
	ushr	v27.16b, v26.16b, #5
	ushr	v4.2d, v18.2d, #27
	ushr	v19.2d, v19.2d, #35
	ushr	v25.2d, v11.2d, #4
	ushr	v8.2d, v26.2d, #23
	ushr	v8.2s, v21.2s, #28
	ushr	v16.2s, v24.2s, #16
	ushr	v29.2s, v22.2s, #32
	ushr	v2.2s, v2.2s, #32
	ushr	v19.4h, v30.4h, #1
	ushr	v6.4h, v11.4h, #1
	ushr	v1.4h, v0.4h, #7
	ushr	v1.4h, v18.4h, #1
	ushr	v28.4s, v18.4s, #1
	ushr	v25.4s, v19.4s, #16
	ushr	v28.4s, v8.4s, #14
	ushr	v8.4s, v14.4s, #1
	ushr	v14.8b, v16.8b, #1
	ushr	v0.8b, v25.8b, #1
	ushr	v14.8b, v24.8b, #6
	ushr	v8.8b, v15.8b, #2
	ushr	v25.8h, v23.8h, #5
	ushr	v12.8h, v21.8h, #12
	ushr	v10.8h, v16.8h, #14
	ushr	v11.8h, v10.8h, #16
	usqadd	b26, b18
	usqadd	b15, b10
	usqadd	b12, b20
	usqadd	b1, b3
	usqadd	d9, d2
	usqadd	d12, d14
	usqadd	d20, d4
	usqadd	d3, d17
	usqadd	h5, h26
	usqadd	h18, h10
	usqadd	h21, h12
	usqadd	h18, h29
	usqadd	s30, s25
	usqadd	s20, s25
	usqadd	s19, s8
	usqadd	s2, s0
	usqadd	v16.16b, v23.16b
	usqadd	v16.16b, v13.16b
	usqadd	v12.16b, v10.16b
	usqadd	v12.16b, v28.16b
	usqadd	v12.2d, v15.2d
	usqadd	v7.2d, v23.2d
	usqadd	v13.2d, v11.2d
	usqadd	v13.2d, v22.2d
	usqadd	v18.2s, v28.2s
	usqadd	v25.2s, v30.2s
	usqadd	v2.2s, v31.2s
	usqadd	v8.2s, v17.2s
	usqadd	v13.4h, v22.4h
	usqadd	v16.4h, v31.4h
	usqadd	v18.4h, v7.4h
	usqadd	v13.4h, v3.4h
	usqadd	v15.4s, v4.4s
	usqadd	v1.4s, v11.4s
	usqadd	v0.4s, v27.4s
	usqadd	v13.4s, v5.4s
	usqadd	v4.8b, v6.8b
	usqadd	v11.8b, v0.8b
	usqadd	v6.8b, v16.8b
	usqadd	v12.8b, v2.8b
	usqadd	v19.8h, v6.8h
	usqadd	v16.8h, v23.8h
	usqadd	v19.8h, v8.8h
	usqadd	v9.8h, v4.8h
	usra	d17, d23, #58
	usra	d24, d27, #1
	usra	d19, d9, #64
	usra	d28, d28, #9
	usra	v28.16b, v1.16b, #1
	usra	v11.16b, v29.16b, #8
	usra	v14.16b, v23.16b, #3
	usra	v27.16b, v20.16b, #5
	usra	v25.2d, v2.2d, #1
	usra	v23.2d, v20.2d, #17
	usra	v6.2d, v7.2d, #1
	usra	v0.2d, v26.2d, #1
	usra	v15.2s, v15.2s, #18
	usra	v23.2s, v29.2s, #9
	usra	v7.2s, v4.2s, #17
	usra	v4.2s, v24.2s, #28
	usra	v19.4h, v27.4h, #7
	usra	v28.4h, v3.4h, #10
	usra	v12.4h, v1.4h, #10
	usra	v10.4h, v17.4h, #7
	usra	v6.4s, v0.4s, #3
	usra	v1.4s, v22.4s, #13
	usra	v30.4s, v22.4s, #1
	usra	v15.4s, v17.4s, #26
	usra	v18.8b, v28.8b, #3
	usra	v6.8b, v30.8b, #7
	usra	v6.8b, v13.8b, #6
	usra	v23.8b, v6.8b, #4
	usra	v1.8h, v4.8h, #9
	usra	v17.8h, v3.8h, #7
	usra	v20.8h, v4.8h, #16
	usra	v27.8h, v8.8h, #8
	usubl	v8.2d, v29.2s, v28.2s
	usubl	v2.2d, v3.2s, v28.2s
	usubl	v28.2d, v11.2s, v19.2s
	usubl	v4.2d, v25.2s, v0.2s
	usubl2	v21.2d, v11.4s, v18.4s
	usubl2	v2.2d, v16.4s, v23.4s
	usubl2	v2.2d, v4.4s, v20.4s
	usubl2	v12.2d, v27.4s, v10.4s
	usubl	v14.4s, v6.4h, v17.4h
	usubl	v10.4s, v5.4h, v24.4h
	usubl	v8.4s, v22.4h, v12.4h
	usubl	v31.4s, v0.4h, v1.4h
	usubl2	v26.4s, v4.8h, v20.8h
	usubl2	v8.4s, v1.8h, v23.8h
	usubl2	v30.4s, v31.8h, v20.8h
	usubl2	v1.4s, v8.8h, v29.8h
	usubl	v31.8h, v26.8b, v10.8b
	usubl	v30.8h, v24.8b, v18.8b
	usubl	v10.8h, v10.8b, v0.8b
	usubl	v24.8h, v0.8b, v8.8b
	usubl2	v31.8h, v23.16b, v3.16b
	usubl2	v10.8h, v2.16b, v27.16b
	usubl2	v19.8h, v16.16b, v18.16b
	usubl2	v9.8h, v29.16b, v23.16b
	usubw	v24.2d, v27.2d, v15.2s
	usubw	v20.2d, v0.2d, v27.2s
	usubw	v24.2d, v4.2d, v20.2s
	usubw	v27.2d, v24.2d, v19.2s
	usubw2	v8.2d, v19.2d, v20.4s
	usubw2	v22.2d, v10.2d, v8.4s
	usubw2	v17.2d, v16.2d, v0.4s
	usubw2	v28.2d, v13.2d, v15.4s
	usubw	v0.4s, v2.4s, v26.4h
	usubw	v11.4s, v1.4s, v30.4h
	usubw	v24.4s, v31.4s, v28.4h
	usubw	v8.4s, v14.4s, v9.4h
	usubw2	v18.4s, v27.4s, v11.8h
	usubw2	v27.4s, v11.4s, v16.8h
	usubw2	v12.4s, v27.4s, v21.8h
	usubw2	v14.4s, v26.4s, v21.8h
	usubw	v31.8h, v7.8h, v24.8b
	usubw	v5.8h, v30.8h, v8.8b
	usubw	v31.8h, v26.8h, v11.8b
	usubw	v26.8h, v31.8h, v10.8b
	usubw2	v31.8h, v24.8h, v13.16b
	usubw2	v28.8h, v30.8h, v13.16b
	usubw2	v13.8h, v0.8h, v13.16b
	usubw2	v13.8h, v8.8h, v26.16b
	uzp1	v8.16b, v9.16b, v10.16b
	uzp1	v25.16b, v1.16b, v19.16b
	uzp1	v30.16b, v5.16b, v23.16b
	uzp1	v1.16b, v20.16b, v1.16b
	uzp1	v28.2d, v21.2d, v20.2d
	uzp1	v29.2d, v31.2d, v30.2d
	uzp1	v12.2d, v14.2d, v22.2d
	uzp1	v30.2d, v2.2d, v19.2d
	uzp1	v27.2s, v3.2s, v23.2s
	uzp1	v5.2s, v28.2s, v0.2s
	uzp1	v31.2s, v4.2s, v11.2s
	uzp1	v10.2s, v18.2s, v12.2s
	uzp1	v4.4h, v2.4h, v5.4h
	uzp1	v15.4h, v1.4h, v2.4h
	uzp1	v4.4h, v20.4h, v29.4h
	uzp1	v18.4h, v9.4h, v20.4h
	uzp1	v16.4s, v20.4s, v0.4s
	uzp1	v3.4s, v15.4s, v21.4s
	uzp1	v28.4s, v1.4s, v30.4s
	uzp1	v6.4s, v11.4s, v1.4s
	uzp1	v13.8b, v26.8b, v28.8b
	uzp1	v23.8b, v6.8b, v21.8b
	uzp1	v13.8b, v4.8b, v13.8b
	uzp1	v2.8b, v12.8b, v19.8b
	uzp1	v5.8h, v1.8h, v3.8h
	uzp1	v24.8h, v14.8h, v11.8h
	uzp1	v19.8h, v19.8h, v30.8h
	uzp1	v29.8h, v10.8h, v15.8h
	uzp2	v20.16b, v9.16b, v2.16b
	uzp2	v17.16b, v8.16b, v18.16b
	uzp2	v9.16b, v15.16b, v14.16b
	uzp2	v17.16b, v10.16b, v24.16b
	uzp2	v20.2d, v12.2d, v14.2d
	uzp2	v8.2d, v30.2d, v14.2d
	uzp2	v14.2d, v8.2d, v7.2d
	uzp2	v14.2d, v6.2d, v6.2d
	uzp2	v29.2s, v1.2s, v24.2s
	uzp2	v19.2s, v22.2s, v30.2s
	uzp2	v12.2s, v7.2s, v11.2s
	uzp2	v18.2s, v29.2s, v3.2s
	uzp2	v29.4h, v15.4h, v6.4h
	uzp2	v25.4h, v29.4h, v12.4h
	uzp2	v30.4h, v12.4h, v21.4h
	uzp2	v17.4h, v26.4h, v7.4h
	uzp2	v22.4s, v7.4s, v12.4s
	uzp2	v28.4s, v1.4s, v1.4s
	uzp2	v18.4s, v14.4s, v7.4s
	uzp2	v20.4s, v10.4s, v27.4s
	uzp2	v26.8b, v4.8b, v6.8b
	uzp2	v21.8b, v16.8b, v2.8b
	uzp2	v19.8b, v19.8b, v4.8b
	uzp2	v13.8b, v27.8b, v28.8b
	uzp2	v23.8h, v29.8h, v10.8h
	uzp2	v17.8h, v9.8h, v0.8h
	uzp2	v1.8h, v0.8h, v18.8h
	uzp2	v18.8h, v29.8h, v10.8h
	xtn	v5.2s, v24.2d
	xtn	v4.2s, v9.2d
	xtn	v7.2s, v22.2d
	xtn	v19.2s, v20.2d
	xtn2	v22.4s, v26.2d
	xtn2	v28.4s, v13.2d
	xtn2	v3.4s, v28.2d
	xtn2	v21.4s, v12.2d
	xtn	v27.4h, v9.4s
	xtn	v24.4h, v6.4s
	xtn	v17.4h, v28.4s
	xtn	v24.4h, v16.4s
	xtn2	v17.8h, v30.4s
	xtn2	v18.8h, v23.4s
	xtn2	v31.8h, v11.4s
	xtn2	v4.8h, v4.4s
	xtn	v6.8b, v15.8h
	xtn	v14.8b, v20.8h
	xtn	v6.8b, v14.8h
	xtn	v6.8b, v29.8h
	xtn2	v14.16b, v17.8h
	xtn2	v24.16b, v24.8h
	xtn2	v15.16b, v18.8h
	xtn2	v19.16b, v29.8h
	zip1	v21.16b, v21.16b, v23.16b
	zip1	v15.16b, v5.16b, v18.16b
	zip1	v4.16b, v10.16b, v9.16b
	zip1	v26.16b, v25.16b, v27.16b
	zip1	v2.2d, v15.2d, v12.2d
	zip1	v2.2d, v28.2d, v8.2d
	zip1	v20.2d, v12.2d, v22.2d
	zip1	v16.2d, v11.2d, v30.2d
	zip1	v10.2s, v25.2s, v1.2s
	zip1	v20.2s, v23.2s, v0.2s
	zip1	v3.2s, v31.2s, v3.2s
	zip1	v16.2s, v19.2s, v7.2s
	zip1	v22.4h, v5.4h, v24.4h
	zip1	v13.4h, v13.4h, v31.4h
	zip1	v10.4h, v6.4h, v23.4h
	zip1	v17.4h, v10.4h, v23.4h
	zip1	v26.4s, v9.4s, v17.4s
	zip1	v28.4s, v30.4s, v0.4s
	zip1	v18.4s, v0.4s, v3.4s
	zip1	v6.4s, v12.4s, v30.4s
	zip1	v5.8b, v17.8b, v13.8b
	zip1	v13.8b, v3.8b, v20.8b
	zip1	v16.8b, v22.8b, v3.8b
	zip1	v21.8b, v27.8b, v3.8b
	zip1	v13.8h, v30.8h, v5.8h
	zip1	v16.8h, v4.8h, v19.8h
	zip1	v15.8h, v12.8h, v2.8h
	zip1	v10.8h, v24.8h, v31.8h
	zip2	v31.16b, v13.16b, v0.16b
	zip2	v9.16b, v4.16b, v9.16b
	zip2	v9.16b, v29.16b, v26.16b
	zip2	v3.16b, v0.16b, v19.16b
	zip2	v1.2d, v22.2d, v27.2d
	zip2	v29.2d, v12.2d, v17.2d
	zip2	v0.2d, v13.2d, v10.2d
	zip2	v7.2d, v29.2d, v25.2d
	zip2	v19.2s, v27.2s, v14.2s
	zip2	v20.2s, v16.2s, v12.2s
	zip2	v23.2s, v3.2s, v12.2s
	zip2	v13.2s, v2.2s, v24.2s
	zip2	v14.4h, v10.4h, v8.4h
	zip2	v23.4h, v2.4h, v13.4h
	zip2	v28.4h, v9.4h, v14.4h
	zip2	v3.4h, v8.4h, v25.4h
	zip2	v20.4s, v29.4s, v1.4s
	zip2	v31.4s, v16.4s, v15.4s
	zip2	v8.4s, v29.4s, v8.4s
	zip2	v6.4s, v7.4s, v18.4s
	zip2	v6.8b, v1.8b, v4.8b
	zip2	v7.8b, v26.8b, v13.8b
	zip2	v31.8b, v1.8b, v6.8b
	zip2	v28.8b, v30.8b, v7.8b
	zip2	v16.8h, v1.8h, v22.8h
	zip2	v6.8h, v14.8h, v29.8h
	zip2	v6.8h, v21.8h, v15.8h
	zip2	v8.8h, v15.8h, v3.8h
