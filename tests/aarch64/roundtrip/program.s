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
	movi	d29, #0xff0000ff000000
	movi	d17, #0xff000000ff00ff
	movi	d15, #0x00ff00000000ff
	movi	d17, #0x0000ffffffff00
	movi	v20.16b, #0
	movi	v12.16b, #236
	movi	v26.16b, #178
	movi	v23.16b, #22
	movi	v12.2d, #0xffffff00ff00ff
	movi	v31.2d, #0000000000000000
	movi	v21.2d, #0x000000ff00ff00
	movi	v5.2d, #0000000000000000
	movi	v6.2s, #177, lsl #24
	movi	v14.2s, #163, lsl #24
	movi	v23.2s, #1, lsl #16
	movi	v9.2s, #9, lsl #24
	movi	v20.2s, #133, msl #8
	movi	v25.2s, #207, msl #8
	movi	v20.2s, #48, msl #16
	movi	v25.2s, #83, msl #8
	movi	v25.4h, #11, lsl #8
	movi	v21.4h, #0, lsl #8
	movi	v26.4h, #0
	movi	v29.4h, #203, lsl #8
	movi	v18.4s, #192, lsl #8
	movi	v26.4s, #0
	movi	v5.4s, #172
	movi	v25.4s, #217, lsl #24
	movi	v2.4s, #0, msl #16
	movi	v26.4s, #187, msl #8
	movi	v1.4s, #216, msl #8
	movi	v1.4s, #16, msl #16
	movi	v27.8b, #111
	movi	v22.8b, #255
	movi	v29.8b, #255
	movi	v24.8b, #70
	movi	v30.8h, #7, lsl #8
	movi	v12.8h, #1, lsl #8
	movi	v24.8h, #0
	movi	v31.8h, #240, lsl #8
	movk	w8, #0, lsl #16
	movk	wzr, #61341
	movk	w18, #38182
	movk	wzr, #56448, lsl #16
	movk	x25, #31744, lsl #16
	movk	x12, #0
	movk	x26, #0, lsl #48
	movk	x19, #40472, lsl #16
	mov	w8, #-22963
	mov	w5, #-7167
	mov	w0, #-799997953
	mov	w4, #-59478
	movn	x27, #0, lsl #32
	mov	x12, #4903857044253048831
	mov	x14, #-1921629666003648513
	mov	x1, #-154696132067329
	mov	w29, #-791609344
	mov	w7, #1911881728
	mov	w9, #354156544
	mov	w0, #20265
	mov	x3, #29096
	mov	x30, #253742372880384
	mov	x20, #-927178573284900864
	mov	x11, #4294901760
	mrs	x21, TRCCNTCTLR0
	mrs	x30, S2_3_C11_C12_5
	mrs	x25, S2_0_C15_C3_6
	mrs	x29, S3_6_C15_C0_7
	msr	ICH_LR6_EL2, x29
	msr	CNTVOFF_EL2, x13
	msr	TRCRSCTLR27, x22
	msr	TRCSEQSTR, x0
	smstart	sm
	msr	PM, #1
	smstart
	msr	PM, #0
	msr	SPSel, #1
	msr	DAIFClr, #2
	msr	SPSel, #9
	msr	DAIFSet, #7
	mneg	w14, w3, w14
	msub	w18, w20, w11, w24
	mneg	w29, wzr, w20
	msub	w14, w11, w3, w23
	mneg	x15, x21, x28
	msub	x4, x27, x26, x13
	msub	x7, x16, x11, x2
	msub	x30, x23, x23, x11
	mul	v29.2s, v30.2s, v7.s[0]
	mul	v20.2s, v27.2s, v2.s[0]
	mul	v21.2s, v22.2s, v7.s[1]
	mul	v14.2s, v10.2s, v4.s[0]
	mul	v0.4h, v7.4h, v15.h[4]
	mul	v21.4h, v7.4h, v3.h[2]
	mul	v21.4h, v24.4h, v9.h[1]
	mul	v7.4h, v11.4h, v15.h[2]
	mul	v3.4s, v18.4s, v12.s[0]
	mul	v20.4s, v0.4s, v15.s[0]
	mul	v4.4s, v9.4s, v0.s[1]
	mul	v3.4s, v5.4s, v21.s[3]
	mul	v30.8h, v21.8h, v7.h[7]
	mul	v12.8h, v5.8h, v6.h[1]
	mul	v2.8h, v1.8h, v9.h[1]
	mul	v20.8h, v12.8h, v15.h[2]
	mul	v4.16b, v19.16b, v14.16b
	mul	v11.16b, v9.16b, v18.16b
	mul	v23.16b, v21.16b, v17.16b
	mul	v7.16b, v4.16b, v12.16b
	mul	v29.2s, v6.2s, v10.2s
	mul	v23.2s, v30.2s, v0.2s
	mul	v24.2s, v24.2s, v4.2s
	mul	v14.2s, v5.2s, v8.2s
	mul	v22.4h, v28.4h, v1.4h
	mul	v16.4h, v23.4h, v18.4h
	mul	v8.4h, v6.4h, v24.4h
	mul	v28.4h, v9.4h, v7.4h
	mul	v26.4s, v11.4s, v28.4s
	mul	v2.4s, v27.4s, v14.4s
	mul	v11.4s, v7.4s, v27.4s
	mul	v22.4s, v0.4s, v6.4s
	mul	v21.8b, v0.8b, v21.8b
	mul	v17.8b, v4.8b, v15.8b
	mul	v20.8b, v18.8b, v18.8b
	mul	v20.8b, v25.8b, v18.8b
	mul	v27.8h, v9.8h, v0.8h
	mul	v10.8h, v19.8h, v1.8h
	mul	v29.8h, v24.8h, v19.8h
	mul	v3.8h, v21.8h, v20.8h
	mvni	v13.2s, #90
	mvni	v18.2s, #0, lsl #16
	mvni	v15.2s, #236, lsl #8
	mvni	v19.2s, #210, lsl #24
	mvni	v18.2s, #176, msl #8
	mvni	v15.2s, #47, msl #8
	mvni	v11.2s, #138, msl #16
	mvni	v30.2s, #101, msl #16
	mvni	v23.4h, #0
	mvni	v27.4h, #83, lsl #8
	mvni	v13.4h, #214, lsl #8
	mvni	v12.4h, #119
	mvni	v23.4s, #147, lsl #16
	mvni	v5.4s, #146
	mvni	v4.4s, #46, lsl #8
	mvni	v6.4s, #140
	mvni	v8.4s, #198, msl #8
	mvni	v26.4s, #158, msl #8
	mvni	v1.4s, #116, msl #16
	mvni	v15.4s, #209, msl #16
	mvni	v13.8h, #78, lsl #8
	mvni	v0.8h, #221, lsl #8
	mvni	v0.8h, #171, lsl #8
	mvni	v31.8h, #217
	neg	d4, d5
	neg	d31, d29
	neg	d7, d20
	neg	d15, d4
	neg	v16.16b, v23.16b
	neg	v16.16b, v15.16b
	neg	v6.16b, v4.16b
	neg	v25.16b, v6.16b
	neg	v6.2d, v15.2d
	neg	v30.2d, v5.2d
	neg	v3.2d, v16.2d
	neg	v13.2d, v11.2d
	neg	v10.2s, v5.2s
	neg	v29.2s, v3.2s
	neg	v30.2s, v1.2s
	neg	v9.2s, v2.2s
	neg	v4.4h, v13.4h
	neg	v19.4h, v8.4h
	neg	v22.4h, v1.4h
	neg	v1.4h, v7.4h
	neg	v28.4s, v23.4s
	neg	v28.4s, v28.4s
	neg	v19.4s, v28.4s
	neg	v8.4s, v29.4s
	neg	v6.8b, v3.8b
	neg	v7.8b, v7.8b
	neg	v20.8b, v25.8b
	neg	v7.8b, v31.8b
	neg	v24.8h, v10.8h
	neg	v12.8h, v12.8h
	neg	v30.8h, v1.8h
	neg	v18.8h, v30.8h
	mvn	v3.16b, v26.16b
	mvn	v0.16b, v22.16b
	mvn	v9.16b, v19.16b
	mvn	v19.16b, v12.16b
	mvn	v23.8b, v15.8b
	mvn	v15.8b, v13.8b
	mvn	v16.8b, v3.8b
	mvn	v8.8b, v14.8b
	orn	w15, w23, w28
	orn	w23, w24, w8, lsr #1
	orn	w13, w25, w17, asr #1
	orn	w7, w2, w26
	orn	x21, x10, xzr
	orn	x29, x27, x1, ror #38
	orn	x28, x24, x28
	orn	x15, x17, x13, lsl #1
	orn	v22.16b, v16.16b, v14.16b
	orn	v15.16b, v2.16b, v3.16b
	orn	v17.16b, v15.16b, v25.16b
	orn	v4.16b, v25.16b, v8.16b
	orn	v24.8b, v4.8b, v28.8b
	orn	v12.8b, v12.8b, v28.8b
	orn	v25.8b, v8.8b, v18.8b
	orn	v2.8b, v6.8b, v17.8b
	mov	w10, #-1717986919
	mov	w6, #1048568
	orr	w6, w15, #0x99999999
	orr	w24, w24, #0x55555555
	orr	w2, w23, w1, ror #0
	orr	w10, w15, w4
	orr	w19, w21, w0
	mov	w1, w3
	orr	x29, x17, #0x5555555555555555
	orr	sp, x1, #0x100000001
	mov	x23, #268435455
	mov	x16, #-6148914691236517206
	orr	x12, x9, x25
	mov	x1, x26
	mov	xzr, x28
	mov	x2, x0
	orr	v4.2s, #136
	orr	v24.2s, #149, lsl #16
	orr	v0.2s, #54, lsl #24
	orr	v31.2s, #1, lsl #16
	orr	v16.4h, #103
	orr	v19.4h, #142, lsl #8
	orr	v23.4h, #8, lsl #8
	orr	v11.4h, #2, lsl #8
	orr	v12.4s, #169
	orr	v3.4s, #0, lsl #24
	orr	v10.4s, #0, lsl #8
	orr	v19.4s, #93, lsl #8
	orr	v21.8h, #0
	orr	v6.8h, #0, lsl #8
	orr	v5.8h, #37, lsl #8
	orr	v30.8h, #99
	orr	v9.16b, v28.16b, v18.16b
	mov	v10.16b, v23.16b
	mov	v4.16b, v17.16b
	orr	v31.16b, v0.16b, v26.16b
	mov	v26.8b, v12.8b
	orr	v22.8b, v24.8b, v28.8b
	orr	v15.8b, v5.8b, v15.8b
	orr	v17.8b, v18.8b, v12.8b
	pmull	v10.8h, v27.8b, v21.8b
	pmull	v23.8h, v4.8b, v14.8b
	pmull	v23.8h, v1.8b, v13.8b
	pmull	v15.8h, v25.8b, v1.8b
	pmull2	v31.8h, v28.16b, v6.16b
	pmull2	v5.8h, v28.16b, v6.16b
	pmull2	v9.8h, v30.16b, v14.16b
	pmull2	v21.8h, v6.16b, v24.16b
	pmul	v23.16b, v28.16b, v31.16b
	pmul	v9.16b, v14.16b, v7.16b
	pmul	v26.16b, v18.16b, v11.16b
	pmul	v19.16b, v21.16b, v28.16b
	pmul	v8.8b, v8.8b, v31.8b
	pmul	v15.8b, v1.8b, v20.8b
	pmul	v27.8b, v9.8b, v5.8b
	pmul	v2.8b, v19.8b, v8.8b
	prfm	plil2strm, #56288
	prfm	plil1strm, #-32276
	prfm	pldl1strm, #-924332
	prfm	#31, #-1048576
	prfm	pldl2strm, [x5, w15, uxtw]
	prfm	pstl3strm, [x16, w20, sxtw #3]
	prfm	pstl1keep, [sp, w6, sxtw #3]
	prfm	pstl2keep, [x18, w7, sxtw #3]
	prfm	plil1strm, [x19, x6, lsl #3]
	prfm	pldl1keep, [x2, x12]
	prfm	pstl2strm, [x17, x16]
	prfm	pldl2strm, [x30, x2, sxtx #3]
	prfm	#6, [x11, #504]
	prfm	pldl2keep, [x7, #9888]
	prfm	plil3strm, [x22, #24568]
	prfm	#15, [x7, #20760]
	prfum	plil2keep, [x29]
	prfum	pstl2keep, [x6, #243]
	prfum	pldl3strm, [x16, #-43]
	prfum	pstl3strm, [x9, #194]
	raddhn	v27.2s, v18.2d, v8.2d
	raddhn	v14.2s, v19.2d, v0.2d
	raddhn	v27.2s, v8.2d, v31.2d
	raddhn	v26.2s, v30.2d, v13.2d
	raddhn2	v20.4s, v22.2d, v20.2d
	raddhn2	v10.4s, v10.2d, v4.2d
	raddhn2	v1.4s, v5.2d, v17.2d
	raddhn2	v1.4s, v19.2d, v10.2d
	raddhn	v22.4h, v22.4s, v7.4s
	raddhn	v10.4h, v30.4s, v21.4s
	raddhn	v27.4h, v22.4s, v2.4s
	raddhn	v27.4h, v29.4s, v22.4s
	raddhn2	v6.8h, v18.4s, v1.4s
	raddhn2	v15.8h, v19.4s, v13.4s
	raddhn2	v1.8h, v14.4s, v15.4s
	raddhn2	v11.8h, v18.4s, v15.4s
	raddhn	v12.8b, v8.8h, v20.8h
	raddhn	v12.8b, v11.8h, v23.8h
	raddhn	v19.8b, v3.8h, v26.8h
	raddhn	v29.8b, v27.8h, v21.8h
	raddhn2	v7.16b, v6.8h, v17.8h
	raddhn2	v29.16b, v7.8h, v26.8h
	raddhn2	v19.16b, v5.8h, v11.8h
	raddhn2	v23.16b, v18.8h, v9.8h
	rbit	w26, w18
	rbit	w28, w2
	rbit	w6, w20
	rbit	w11, w26
	rbit	x11, x29
	rbit	x15, x13
	rbit	x15, x18
	rbit	x18, x15
	rbit	v4.16b, v8.16b
	rbit	v27.16b, v29.16b
	rbit	v27.16b, v13.16b
	rbit	v23.16b, v23.16b
	rbit	v14.8b, v21.8b
	rbit	v0.8b, v28.8b
	rbit	v22.8b, v13.8b
	rbit	v19.8b, v24.8b
	ret	x15
	ret
	ret	x9
	ret	x27
	rev16	w15, w24
	rev16	w14, w23
	rev16	w19, w27
	rev16	w13, w24
	rev16	x28, x29
	rev16	x14, x15
	rev16	x25, x29
	rev16	x0, x11
	rev16	v27.16b, v11.16b
	rev16	v15.16b, v2.16b
	rev16	v23.16b, v9.16b
	rev16	v23.16b, v11.16b
	rev16	v6.8b, v23.8b
	rev16	v0.8b, v22.8b
	rev16	v26.8b, v26.8b
	rev16	v17.8b, v31.8b
	rev32	xzr, x1
	rev32	x16, x9
	rev32	x27, x7
	rev32	x27, x15
	rev32	v5.16b, v3.16b
	rev32	v24.16b, v5.16b
	rev32	v6.16b, v2.16b
	rev32	v22.16b, v22.16b
	rev32	v26.4h, v17.4h
	rev32	v6.4h, v19.4h
	rev32	v20.4h, v10.4h
	rev32	v14.4h, v3.4h
	rev32	v25.8b, v25.8b
	rev32	v25.8b, v8.8b
	rev32	v2.8b, v3.8b
	rev32	v14.8b, v17.8b
	rev32	v20.8h, v30.8h
	rev32	v22.8h, v30.8h
	rev32	v8.8h, v5.8h
	rev32	v1.8h, v5.8h
	rev64	v21.16b, v14.16b
	rev64	v0.16b, v3.16b
	rev64	v6.16b, v15.16b
	rev64	v14.16b, v14.16b
	rev64	v18.2s, v24.2s
	rev64	v21.2s, v28.2s
	rev64	v30.2s, v10.2s
	rev64	v18.2s, v0.2s
	rev64	v9.4h, v17.4h
	rev64	v2.4h, v19.4h
	rev64	v26.4h, v0.4h
	rev64	v25.4h, v5.4h
	rev64	v15.4s, v23.4s
	rev64	v9.4s, v11.4s
	rev64	v31.4s, v9.4s
	rev64	v17.4s, v27.4s
	rev64	v7.8b, v23.8b
	rev64	v21.8b, v19.8b
	rev64	v15.8b, v11.8b
	rev64	v31.8b, v9.8b
	rev64	v14.8h, v15.8h
	rev64	v29.8h, v17.8h
	rev64	v9.8h, v19.8h
	rev64	v2.8h, v16.8h
	rev	w25, w6
	rev	w11, w19
	rev	w4, w5
	rev	w28, w6
	rev	x2, x25
	rev	x26, x19
	rev	x24, x19
	rev	x0, x2
	ror	w15, w10, w10
	ror	w26, w10, w16
	ror	w29, w13, w24
	ror	w21, w3, w11
	ror	x22, x6, x6
	ror	x1, x11, x16
	ror	x11, x1, xzr
	ror	x12, x16, x6
	rprfm	pldkeep, x23, [x7]
	rprfm	pldkeep, x17, [x24]
	rprfm	pldstrm, x11, [x6]
	rprfm	pldkeep, x25, [x15]
	rshrn	v31.2s, v29.2d, #32
	rshrn	v28.2s, v19.2d, #13
	rshrn	v16.2s, v11.2d, #18
	rshrn	v12.2s, v30.2d, #25
	rshrn2	v17.4s, v13.2d, #20
	rshrn2	v16.4s, v14.2d, #32
	rshrn2	v23.4s, v2.2d, #10
	rshrn2	v2.4s, v14.2d, #15
	rshrn	v10.4h, v12.4s, #14
	rshrn	v8.4h, v25.4s, #15
	rshrn	v0.4h, v21.4s, #3
	rshrn	v16.4h, v10.4s, #13
	rshrn2	v5.8h, v2.4s, #5
	rshrn2	v28.8h, v20.4s, #1
	rshrn2	v3.8h, v29.4s, #9
	rshrn2	v19.8h, v10.4s, #16
	rshrn	v16.8b, v18.8h, #8
	rshrn	v31.8b, v6.8h, #7
	rshrn	v23.8b, v4.8h, #4
	rshrn	v31.8b, v8.8h, #1
	rshrn2	v5.16b, v31.8h, #3
	rshrn2	v17.16b, v20.8h, #4
	rshrn2	v11.16b, v24.8h, #4
	rshrn2	v3.16b, v1.8h, #3
	rsubhn	v2.2s, v20.2d, v21.2d
	rsubhn	v19.2s, v21.2d, v30.2d
	rsubhn	v14.2s, v28.2d, v12.2d
	rsubhn	v13.2s, v13.2d, v31.2d
	rsubhn2	v28.4s, v17.2d, v1.2d
	rsubhn2	v0.4s, v29.2d, v16.2d
	rsubhn2	v17.4s, v28.2d, v25.2d
	rsubhn2	v21.4s, v20.2d, v29.2d
	rsubhn	v30.4h, v26.4s, v22.4s
	rsubhn	v2.4h, v21.4s, v24.4s
	rsubhn	v7.4h, v14.4s, v11.4s
	rsubhn	v13.4h, v10.4s, v21.4s
	rsubhn2	v16.8h, v3.4s, v18.4s
	rsubhn2	v14.8h, v10.4s, v6.4s
	rsubhn2	v4.8h, v31.4s, v4.4s
	rsubhn2	v23.8h, v9.4s, v23.4s
	rsubhn	v22.8b, v1.8h, v21.8h
	rsubhn	v25.8b, v17.8h, v19.8h
	rsubhn	v20.8b, v25.8h, v31.8h
	rsubhn	v23.8b, v19.8h, v20.8h
	rsubhn2	v25.16b, v18.8h, v12.8h
	rsubhn2	v4.16b, v1.8h, v10.8h
	rsubhn2	v23.16b, v16.8h, v6.8h
	rsubhn2	v5.16b, v0.8h, v10.8h
	sabal	v3.2d, v17.2s, v19.2s
	sabal	v13.2d, v19.2s, v19.2s
	sabal	v24.2d, v16.2s, v16.2s
	sabal	v3.2d, v17.2s, v17.2s
	sabal2	v27.2d, v1.4s, v6.4s
	sabal2	v22.2d, v20.4s, v6.4s
	sabal2	v14.2d, v11.4s, v13.4s
	sabal2	v20.2d, v15.4s, v27.4s
	sabal	v19.4s, v22.4h, v19.4h
	sabal	v6.4s, v10.4h, v31.4h
	sabal	v12.4s, v0.4h, v7.4h
	sabal	v5.4s, v27.4h, v27.4h
	sabal2	v13.4s, v13.8h, v31.8h
	sabal2	v13.4s, v11.8h, v17.8h
	sabal2	v30.4s, v8.8h, v4.8h
	sabal2	v4.4s, v12.8h, v30.8h
	sabal	v16.8h, v13.8b, v10.8b
	sabal	v22.8h, v1.8b, v10.8b
	sabal	v2.8h, v27.8b, v14.8b
	sabal	v12.8h, v2.8b, v3.8b
	sabal2	v7.8h, v21.16b, v30.16b
	sabal2	v5.8h, v20.16b, v12.16b
	sabal2	v26.8h, v23.16b, v14.16b
	sabal2	v3.8h, v2.16b, v29.16b
	saba	v16.16b, v23.16b, v27.16b
	saba	v30.16b, v10.16b, v11.16b
	saba	v13.16b, v18.16b, v20.16b
	saba	v11.16b, v31.16b, v21.16b
	saba	v16.2s, v12.2s, v0.2s
	saba	v2.2s, v27.2s, v19.2s
	saba	v29.2s, v12.2s, v0.2s
	saba	v0.2s, v7.2s, v21.2s
	saba	v13.4h, v6.4h, v18.4h
	saba	v11.4h, v24.4h, v19.4h
	saba	v18.4h, v1.4h, v19.4h
	saba	v7.4h, v25.4h, v26.4h
	saba	v12.4s, v20.4s, v7.4s
	saba	v31.4s, v20.4s, v24.4s
	saba	v25.4s, v4.4s, v23.4s
	saba	v31.4s, v13.4s, v30.4s
	saba	v13.8b, v27.8b, v24.8b
	saba	v15.8b, v18.8b, v11.8b
	saba	v7.8b, v17.8b, v5.8b
	saba	v9.8b, v24.8b, v20.8b
	saba	v15.8h, v2.8h, v19.8h
	saba	v31.8h, v29.8h, v12.8h
	saba	v26.8h, v5.8h, v12.8h
	saba	v3.8h, v6.8h, v0.8h
	sabdl	v21.2d, v12.2s, v29.2s
	sabdl	v29.2d, v13.2s, v23.2s
	sabdl	v0.2d, v2.2s, v5.2s
	sabdl	v2.2d, v28.2s, v4.2s
	sabdl2	v9.2d, v13.4s, v8.4s
	sabdl2	v28.2d, v2.4s, v11.4s
	sabdl2	v31.2d, v22.4s, v0.4s
	sabdl2	v5.2d, v2.4s, v19.4s
	sabdl	v5.4s, v13.4h, v9.4h
	sabdl	v22.4s, v12.4h, v29.4h
	sabdl	v30.4s, v10.4h, v15.4h
	sabdl	v28.4s, v6.4h, v3.4h
	sabdl2	v10.4s, v4.8h, v6.8h
	sabdl2	v0.4s, v3.8h, v1.8h
	sabdl2	v31.4s, v11.8h, v10.8h
	sabdl2	v29.4s, v18.8h, v18.8h
	sabdl	v14.8h, v31.8b, v1.8b
	sabdl	v5.8h, v12.8b, v31.8b
	sabdl	v4.8h, v17.8b, v15.8b
	sabdl	v4.8h, v22.8b, v26.8b
	sabdl2	v10.8h, v3.16b, v9.16b
	sabdl2	v17.8h, v22.16b, v21.16b
	sabdl2	v13.8h, v14.16b, v26.16b
	sabdl2	v15.8h, v10.16b, v3.16b
	sabd	v30.16b, v30.16b, v25.16b
	sabd	v15.16b, v23.16b, v17.16b
	sabd	v29.16b, v20.16b, v12.16b
	sabd	v23.16b, v2.16b, v17.16b
	sabd	v26.2s, v14.2s, v15.2s
	sabd	v10.2s, v31.2s, v4.2s
	sabd	v7.2s, v2.2s, v25.2s
	sabd	v6.2s, v1.2s, v26.2s
	sabd	v10.4h, v10.4h, v23.4h
	sabd	v21.4h, v11.4h, v24.4h
	sabd	v8.4h, v6.4h, v27.4h
	sabd	v16.4h, v22.4h, v20.4h
	sabd	v18.4s, v20.4s, v1.4s
	sabd	v19.4s, v21.4s, v28.4s
	sabd	v0.4s, v3.4s, v4.4s
	sabd	v25.4s, v3.4s, v28.4s
	sabd	v23.8b, v20.8b, v9.8b
	sabd	v27.8b, v22.8b, v29.8b
	sabd	v11.8b, v5.8b, v2.8b
	sabd	v11.8b, v2.8b, v19.8b
	sabd	v28.8h, v25.8h, v0.8h
	sabd	v31.8h, v14.8h, v30.8h
	sabd	v25.8h, v28.8h, v16.8h
	sabd	v20.8h, v1.8h, v14.8h
	sadalp	v10.1d, v30.2s
	sadalp	v11.1d, v1.2s
	sadalp	v14.1d, v8.2s
	sadalp	v14.1d, v11.2s
	sadalp	v14.2d, v5.4s
	sadalp	v2.2d, v16.4s
	sadalp	v22.2d, v30.4s
	sadalp	v28.2d, v19.4s
	sadalp	v15.2s, v22.4h
	sadalp	v7.2s, v28.4h
	sadalp	v23.2s, v8.4h
	sadalp	v28.2s, v25.4h
	sadalp	v1.4h, v12.8b
	sadalp	v1.4h, v5.8b
	sadalp	v1.4h, v7.8b
	sadalp	v16.4h, v27.8b
	sadalp	v13.4s, v4.8h
	sadalp	v9.4s, v22.8h
	sadalp	v28.4s, v25.8h
	sadalp	v20.4s, v10.8h
	sadalp	v26.8h, v17.16b
	sadalp	v8.8h, v17.16b
	sadalp	v9.8h, v17.16b
	sadalp	v25.8h, v11.16b
	saddlp	v15.1d, v17.2s
	saddlp	v18.1d, v2.2s
	saddlp	v17.1d, v4.2s
	saddlp	v1.1d, v18.2s
	saddlp	v26.2d, v21.4s
	saddlp	v26.2d, v16.4s
	saddlp	v20.2d, v30.4s
	saddlp	v17.2d, v26.4s
	saddlp	v26.2s, v11.4h
	saddlp	v3.2s, v0.4h
	saddlp	v8.2s, v26.4h
	saddlp	v13.2s, v26.4h
	saddlp	v31.4h, v0.8b
	saddlp	v9.4h, v23.8b
	saddlp	v19.4h, v12.8b
	saddlp	v24.4h, v10.8b
	saddlp	v6.4s, v27.8h
	saddlp	v3.4s, v19.8h
	saddlp	v9.4s, v15.8h
	saddlp	v7.4s, v31.8h
	saddlp	v23.8h, v25.16b
	saddlp	v11.8h, v25.16b
	saddlp	v29.8h, v29.16b
	saddlp	v15.8h, v24.16b
	saddlv	h12, v13.16b
	saddlv	h27, v8.16b
	saddlv	h12, v29.16b
	saddlv	h31, v11.16b
	saddlv	s16, v0.4h
	saddlv	s12, v30.4h
	saddlv	s2, v22.4h
	saddlv	s2, v4.4h
	saddlv	d1, v17.4s
	saddlv	d21, v3.4s
	saddlv	d16, v9.4s
	saddlv	d17, v1.4s
	saddlv	h16, v0.8b
	saddlv	h3, v14.8b
	saddlv	h4, v21.8b
	saddlv	h30, v3.8b
	saddlv	s0, v19.8h
	saddlv	s29, v12.8h
	saddlv	s25, v31.8h
	saddlv	s10, v7.8h
	saddl	v7.2d, v28.2s, v10.2s
	saddl	v12.2d, v6.2s, v2.2s
	saddl	v4.2d, v2.2s, v10.2s
	saddl	v27.2d, v9.2s, v28.2s
	saddl2	v27.2d, v8.4s, v2.4s
	saddl2	v10.2d, v19.4s, v23.4s
	saddl2	v29.2d, v23.4s, v11.4s
	saddl2	v21.2d, v11.4s, v3.4s
	saddl	v12.4s, v24.4h, v27.4h
	saddl	v24.4s, v27.4h, v30.4h
	saddl	v4.4s, v20.4h, v27.4h
	saddl	v1.4s, v6.4h, v15.4h
	saddl2	v0.4s, v20.8h, v26.8h
	saddl2	v27.4s, v5.8h, v4.8h
	saddl2	v10.4s, v12.8h, v23.8h
	saddl2	v15.4s, v4.8h, v5.8h
	saddl	v13.8h, v27.8b, v30.8b
	saddl	v30.8h, v30.8b, v22.8b
	saddl	v5.8h, v27.8b, v27.8b
	saddl	v9.8h, v30.8b, v8.8b
	saddl2	v29.8h, v18.16b, v24.16b
	saddl2	v14.8h, v14.16b, v28.16b
	saddl2	v8.8h, v2.16b, v0.16b
	saddl2	v25.8h, v11.16b, v21.16b
	saddw	v4.2d, v31.2d, v9.2s
	saddw	v31.2d, v8.2d, v14.2s
	saddw	v13.2d, v29.2d, v2.2s
	saddw	v4.2d, v16.2d, v19.2s
	saddw2	v17.2d, v6.2d, v14.4s
	saddw2	v0.2d, v4.2d, v26.4s
	saddw2	v19.2d, v24.2d, v23.4s
	saddw2	v6.2d, v28.2d, v7.4s
	saddw	v23.4s, v14.4s, v29.4h
	saddw	v20.4s, v28.4s, v10.4h
	saddw	v27.4s, v1.4s, v31.4h
	saddw	v27.4s, v10.4s, v0.4h
	saddw2	v23.4s, v15.4s, v0.8h
	saddw2	v26.4s, v20.4s, v3.8h
	saddw2	v31.4s, v28.4s, v26.8h
	saddw2	v5.4s, v19.4s, v6.8h
	saddw	v22.8h, v15.8h, v17.8b
	saddw	v28.8h, v8.8h, v7.8b
	saddw	v16.8h, v1.8h, v0.8b
	saddw	v15.8h, v16.8h, v28.8b
	saddw2	v25.8h, v23.8h, v15.16b
	saddw2	v3.8h, v3.8h, v19.16b
	saddw2	v0.8h, v18.8h, v8.16b
	saddw2	v16.8h, v25.8h, v18.16b
	ngcs	w22, wzr
	sbcs	w0, w28, w29
	sbcs	w22, w7, w21
	sbcs	w1, w20, w8
	sbcs	x20, x14, x11
	ngcs	x7, x0
	sbcs	x21, x15, x25
	sbcs	x19, x11, x3
	sbc	w25, w23, w8
	ngc	w3, w27
	ngc	w13, w29
	sbc	w13, w14, w16
	ngc	x5, x14
	sbc	x25, x24, x29
	sbc	x6, x18, x8
	sbc	x29, x19, x1
	sbfiz	w18, w22, #24, #1
	sxth	w17, w29
	sbfiz	w24, w3, #4, #6
	sbfx	w25, w11, #0, #19
	sxtb	x28, w6
	sbfiz	x11, x29, #62, #1
	sbfx	xzr, xzr, #3, #53
	sbfiz	x3, x9, #29, #8
	scvtf	d16, w3
	scvtf	d7, w5
	scvtf	d9, w6
	scvtf	d23, w18
	scvtf	d0, w23, #21
	scvtf	d24, w24, #1
	scvtf	d1, w29, #8
	scvtf	d5, w5, #1
	scvtf	s16, w0
	scvtf	s25, w29
	scvtf	s15, w7
	scvtf	s19, w3
	scvtf	s19, w30, #14
	scvtf	s13, w29, #6
	scvtf	s22, w14, #14
	scvtf	s21, w10, #1
	scvtf	d25, x20
	scvtf	d27, x17
	scvtf	d19, x25
	scvtf	d19, xzr
	scvtf	d1, x27, #33
	scvtf	d15, x2, #55
	scvtf	d8, x22, #64
	scvtf	d18, x24, #64
	scvtf	s28, x25
	scvtf	s6, x20
	scvtf	s30, x22
	scvtf	s24, x4
	scvtf	s7, xzr, #55
	scvtf	s27, x7, #29
	scvtf	s22, x5, #64
	scvtf	s9, x27, #14
	scvtf	d18, d19, #32
	scvtf	d8, d4, #19
	scvtf	d31, d13, #1
	scvtf	d2, d8, #57
	scvtf	s25, s18, #22
	scvtf	s5, s31, #14
	scvtf	s15, s16, #1
	scvtf	s25, s16, #10
	scvtf	v12.2d, v25.2d, #28
	scvtf	v12.2d, v27.2d, #50
	scvtf	v29.2d, v8.2d, #48
	scvtf	v11.2d, v19.2d, #1
	scvtf	v3.2s, v9.2s, #12
	scvtf	v6.2s, v15.2s, #28
	scvtf	v20.2s, v17.2s, #26
	scvtf	v30.2s, v26.2s, #23
	scvtf	v27.4s, v7.4s, #21
	scvtf	v6.4s, v11.4s, #7
	scvtf	v8.4s, v0.4s, #9
	scvtf	v1.4s, v10.4s, #23
	scvtf	d15, d18
	scvtf	d13, d6
	scvtf	d16, d14
	scvtf	d11, d12
	scvtf	s17, s20
	scvtf	s30, s18
	scvtf	s9, s22
	scvtf	s12, s21
	scvtf	v31.2d, v25.2d
	scvtf	v16.2d, v7.2d
	scvtf	v16.2d, v1.2d
	scvtf	v5.2d, v26.2d
	scvtf	v0.2s, v2.2s
	scvtf	v26.2s, v20.2s
	scvtf	v21.2s, v26.2s
	scvtf	v6.2s, v27.2s
	scvtf	v11.4s, v1.4s
	scvtf	v14.4s, v1.4s
	scvtf	v27.4s, v3.4s
	scvtf	v21.4s, v18.4s
	sdiv	w7, w29, wzr
	sdiv	w10, w10, w20
	sdiv	w0, w28, w5
	sdiv	w4, w9, w14
	sdiv	x24, x6, x7
	sdiv	x5, x9, x30
	sdiv	x5, x20, x23
	sdiv	x19, x29, x10
	shadd	v21.16b, v30.16b, v8.16b
	shadd	v2.16b, v14.16b, v19.16b
	shadd	v31.16b, v4.16b, v17.16b
	shadd	v27.16b, v8.16b, v8.16b
	shadd	v0.2s, v7.2s, v15.2s
	shadd	v6.2s, v18.2s, v18.2s
	shadd	v26.2s, v8.2s, v28.2s
	shadd	v31.2s, v9.2s, v28.2s
	shadd	v1.4h, v0.4h, v11.4h
	shadd	v18.4h, v16.4h, v31.4h
	shadd	v18.4h, v6.4h, v13.4h
	shadd	v12.4h, v18.4h, v17.4h
	shadd	v12.4s, v24.4s, v12.4s
	shadd	v6.4s, v0.4s, v21.4s
	shadd	v4.4s, v8.4s, v14.4s
	shadd	v12.4s, v11.4s, v10.4s
	shadd	v5.8b, v10.8b, v6.8b
	shadd	v14.8b, v8.8b, v23.8b
	shadd	v19.8b, v18.8b, v31.8b
	shadd	v31.8b, v16.8b, v29.8b
	shadd	v21.8h, v24.8h, v25.8h
	shadd	v0.8h, v15.8h, v19.8h
	shadd	v21.8h, v23.8h, v17.8h
	shadd	v3.8h, v9.8h, v20.8h
	shll	v25.2d, v21.2s, #32
	shll	v8.2d, v9.2s, #32
	shll	v24.2d, v25.2s, #32
	shll	v18.2d, v6.2s, #32
	shll2	v28.2d, v2.4s, #32
	shll2	v25.2d, v13.4s, #32
	shll2	v15.2d, v1.4s, #32
	shll2	v25.2d, v27.4s, #32
	shll	v18.4s, v8.4h, #16
	shll	v26.4s, v17.4h, #16
	shll	v1.4s, v12.4h, #16
	shll	v6.4s, v14.4h, #16
	shll2	v10.4s, v28.8h, #16
	shll2	v22.4s, v26.8h, #16
	shll2	v10.4s, v16.8h, #16
	shll2	v19.4s, v12.8h, #16
	shll	v16.8h, v0.8b, #8
	shll	v9.8h, v7.8b, #8
	shll	v26.8h, v19.8b, #8
	shll	v14.8h, v27.8b, #8
	shll2	v23.8h, v4.16b, #8
	shll2	v12.8h, v9.16b, #8
	shll2	v18.8h, v4.16b, #8
	shll2	v2.8h, v21.16b, #8
	shl	d5, d24, #38
	shl	d25, d21, #42
	shl	d14, d26, #10
	shl	d15, d6, #63
	shl	v24.16b, v4.16b, #5
	shl	v25.16b, v28.16b, #2
	shl	v27.16b, v12.16b, #0
	shl	v2.16b, v3.16b, #3
	shl	v18.2d, v7.2d, #1
	shl	v28.2d, v26.2d, #17
	shl	v1.2d, v9.2d, #45
	shl	v6.2d, v8.2d, #20
	shl	v27.2s, v28.2s, #15
	shl	v28.2s, v0.2s, #29
	shl	v13.2s, v11.2s, #26
	shl	v24.2s, v14.2s, #16
	shl	v3.4h, v31.4h, #1
	shl	v22.4h, v1.4h, #13
	shl	v17.4h, v17.4h, #4
	shl	v29.4h, v30.4h, #15
	shl	v23.4s, v8.4s, #28
	shl	v25.4s, v14.4s, #23
	shl	v9.4s, v26.4s, #0
	shl	v15.4s, v23.4s, #2
	shl	v7.8b, v12.8b, #7
	shl	v12.8b, v21.8b, #6
	shl	v19.8b, v11.8b, #2
	shl	v28.8b, v11.8b, #7
	shl	v8.8h, v5.8h, #1
	shl	v26.8h, v16.8h, #0
	shl	v31.8h, v12.8h, #12
	shl	v7.8h, v2.8h, #12
	shrn	v19.2s, v4.2d, #1
	shrn	v9.2s, v14.2d, #16
	shrn	v28.2s, v25.2d, #15
	shrn	v12.2s, v1.2d, #12
	shrn2	v14.4s, v0.2d, #8
	shrn2	v28.4s, v21.2d, #26
	shrn2	v27.4s, v13.2d, #20
	shrn2	v11.4s, v31.2d, #7
	shrn	v19.4h, v27.4s, #11
	shrn	v28.4h, v3.4s, #2
	shrn	v0.4h, v12.4s, #13
	shrn	v18.4h, v10.4s, #9
	shrn2	v10.8h, v26.4s, #4
	shrn2	v2.8h, v30.4s, #15
	shrn2	v28.8h, v22.4s, #6
	shrn2	v1.8h, v31.4s, #2
	shrn	v15.8b, v26.8h, #7
	shrn	v7.8b, v21.8h, #7
	shrn	v4.8b, v13.8h, #5
	shrn	v13.8b, v4.8h, #2
	shrn2	v0.16b, v23.8h, #7
	shrn2	v11.16b, v16.8h, #5
	shrn2	v18.16b, v1.8h, #7
	shrn2	v30.16b, v28.8h, #5
	shsub	v12.16b, v16.16b, v29.16b
	shsub	v30.16b, v21.16b, v29.16b
	shsub	v0.16b, v26.16b, v30.16b
	shsub	v4.16b, v29.16b, v30.16b
	shsub	v3.2s, v6.2s, v29.2s
	shsub	v16.2s, v7.2s, v29.2s
	shsub	v11.2s, v21.2s, v16.2s
	shsub	v11.2s, v17.2s, v26.2s
	shsub	v16.4h, v13.4h, v4.4h
	shsub	v31.4h, v8.4h, v9.4h
	shsub	v17.4h, v30.4h, v10.4h
	shsub	v21.4h, v4.4h, v20.4h
	shsub	v28.4s, v10.4s, v28.4s
	shsub	v17.4s, v5.4s, v18.4s
	shsub	v11.4s, v9.4s, v2.4s
	shsub	v26.4s, v24.4s, v3.4s
	shsub	v0.8b, v1.8b, v19.8b
	shsub	v23.8b, v17.8b, v5.8b
	shsub	v3.8b, v17.8b, v26.8b
	shsub	v25.8b, v19.8b, v17.8b
	shsub	v23.8h, v25.8h, v9.8h
	shsub	v3.8h, v0.8h, v22.8h
	shsub	v11.8h, v12.8h, v21.8h
	shsub	v24.8h, v25.8h, v19.8h
	sli	d22, d26, #21
	sli	d20, d7, #48
	sli	d18, d17, #41
	sli	d10, d15, #28
	sli	v14.16b, v6.16b, #5
	sli	v3.16b, v19.16b, #2
	sli	v2.16b, v20.16b, #0
	sli	v9.16b, v26.16b, #1
	sli	v7.2d, v23.2d, #63
	sli	v19.2d, v5.2d, #0
	sli	v4.2d, v5.2d, #42
	sli	v23.2d, v21.2d, #0
	sli	v8.2s, v21.2s, #6
	sli	v16.2s, v3.2s, #13
	sli	v2.2s, v27.2s, #14
	sli	v18.2s, v28.2s, #16
	sli	v6.4h, v30.4h, #11
	sli	v5.4h, v11.4h, #14
	sli	v23.4h, v16.4h, #13
	sli	v23.4h, v2.4h, #2
	sli	v7.4s, v11.4s, #5
	sli	v7.4s, v17.4s, #14
	sli	v24.4s, v19.4s, #31
	sli	v7.4s, v28.4s, #5
	sli	v8.8b, v13.8b, #5
	sli	v23.8b, v22.8b, #2
	sli	v10.8b, v28.8b, #2
	sli	v13.8b, v18.8b, #5
	sli	v13.8h, v27.8h, #0
	sli	v24.8h, v13.8h, #0
	sli	v18.8h, v29.8h, #8
	sli	v29.8h, v31.8h, #11
	smaddl	x24, w26, wzr, x15
	smaddl	x4, w28, w1, x15
	smaddl	x22, w14, w2, x29
	smull	x3, w9, w11
	smaxp	v6.16b, v24.16b, v29.16b
	smaxp	v26.16b, v3.16b, v10.16b
	smaxp	v5.16b, v27.16b, v5.16b
	smaxp	v15.16b, v7.16b, v30.16b
	smaxp	v11.2s, v7.2s, v14.2s
	smaxp	v24.2s, v1.2s, v18.2s
	smaxp	v2.2s, v31.2s, v11.2s
	smaxp	v30.2s, v23.2s, v30.2s
	smaxp	v25.4h, v27.4h, v13.4h
	smaxp	v13.4h, v29.4h, v16.4h
	smaxp	v16.4h, v15.4h, v11.4h
	smaxp	v29.4h, v9.4h, v1.4h
	smaxp	v9.4s, v13.4s, v14.4s
	smaxp	v24.4s, v9.4s, v21.4s
	smaxp	v31.4s, v1.4s, v13.4s
	smaxp	v14.4s, v4.4s, v9.4s
	smaxp	v4.8b, v28.8b, v8.8b
	smaxp	v0.8b, v22.8b, v5.8b
	smaxp	v20.8b, v2.8b, v0.8b
	smaxp	v12.8b, v18.8b, v19.8b
	smaxp	v19.8h, v2.8h, v23.8h
	smaxp	v15.8h, v19.8h, v2.8h
	smaxp	v22.8h, v19.8h, v3.8h
	smaxp	v4.8h, v1.8h, v6.8h
	smaxv	b2, v18.16b
	smaxv	b9, v10.16b
	smaxv	b31, v26.16b
	smaxv	b6, v20.16b
	smaxv	h5, v8.4h
	smaxv	h14, v21.4h
	smaxv	h17, v29.4h
	smaxv	h26, v1.4h
	smaxv	s22, v6.4s
	smaxv	s23, v20.4s
	smaxv	s1, v0.4s
	smaxv	s0, v1.4s
	smaxv	b3, v20.8b
	smaxv	b9, v20.8b
	smaxv	b23, v13.8b
	smaxv	b15, v31.8b
	smaxv	h8, v31.8h
	smaxv	h24, v8.8h
	smaxv	h2, v17.8h
	smaxv	h9, v13.8h
	smax	v11.16b, v30.16b, v31.16b
	smax	v16.16b, v31.16b, v30.16b
	smax	v24.16b, v10.16b, v15.16b
	smax	v8.16b, v26.16b, v8.16b
	smax	v31.2s, v1.2s, v26.2s
	smax	v25.2s, v19.2s, v6.2s
	smax	v11.2s, v19.2s, v4.2s
	smax	v18.2s, v11.2s, v28.2s
	smax	v11.4h, v26.4h, v26.4h
	smax	v25.4h, v6.4h, v0.4h
	smax	v18.4h, v18.4h, v30.4h
	smax	v13.4h, v1.4h, v14.4h
	smax	v25.4s, v15.4s, v9.4s
	smax	v5.4s, v19.4s, v31.4s
	smax	v12.4s, v31.4s, v10.4s
	smax	v5.4s, v21.4s, v9.4s
	smax	v16.8b, v30.8b, v26.8b
	smax	v17.8b, v26.8b, v23.8b
	smax	v13.8b, v20.8b, v14.8b
	smax	v8.8b, v1.8b, v29.8b
	smax	v16.8h, v27.8h, v27.8h
	smax	v27.8h, v17.8h, v15.8h
	smax	v12.8h, v21.8h, v31.8h
	smax	v5.8h, v16.8h, v7.8h
	smc	#0
	smc	#0x967f
	smc	#0x84eb
	smc	#0x9b6
	sminp	v1.16b, v31.16b, v30.16b
	sminp	v25.16b, v20.16b, v10.16b
	sminp	v31.16b, v1.16b, v18.16b
	sminp	v13.16b, v12.16b, v8.16b
	sminp	v28.2s, v17.2s, v17.2s
	sminp	v16.2s, v3.2s, v11.2s
	sminp	v7.2s, v9.2s, v30.2s
	sminp	v15.2s, v5.2s, v13.2s
	sminp	v6.4h, v14.4h, v10.4h
	sminp	v13.4h, v30.4h, v26.4h
	sminp	v13.4h, v28.4h, v22.4h
	sminp	v10.4h, v12.4h, v14.4h
	sminp	v11.4s, v12.4s, v27.4s
	sminp	v19.4s, v14.4s, v21.4s
	sminp	v25.4s, v4.4s, v22.4s
	sminp	v15.4s, v13.4s, v13.4s
	sminp	v6.8b, v18.8b, v23.8b
	sminp	v14.8b, v29.8b, v5.8b
	sminp	v23.8b, v30.8b, v20.8b
	sminp	v16.8b, v29.8b, v27.8b
	sminp	v0.8h, v11.8h, v9.8h
	sminp	v13.8h, v23.8h, v24.8h
	sminp	v10.8h, v2.8h, v12.8h
	sminp	v23.8h, v23.8h, v19.8h
	sminv	b17, v8.16b
	sminv	b21, v20.16b
	sminv	b8, v10.16b
	sminv	b11, v6.16b
	sminv	h14, v8.4h
	sminv	h19, v4.4h
	sminv	h8, v31.4h
	sminv	h31, v8.4h
	sminv	s31, v6.4s
	sminv	s3, v16.4s
	sminv	s27, v21.4s
	sminv	s10, v13.4s
	sminv	b27, v14.8b
	sminv	b25, v20.8b
	sminv	b12, v18.8b
	sminv	b15, v8.8b
	sminv	h3, v27.8h
	sminv	h26, v17.8h
	sminv	h8, v7.8h
	sminv	h15, v9.8h
	smin	v1.16b, v20.16b, v20.16b
	smin	v2.16b, v10.16b, v28.16b
	smin	v23.16b, v21.16b, v25.16b
	smin	v20.16b, v22.16b, v4.16b
	smin	v2.2s, v1.2s, v8.2s
	smin	v2.2s, v5.2s, v13.2s
	smin	v5.2s, v7.2s, v15.2s
	smin	v4.2s, v7.2s, v0.2s
	smin	v20.4h, v1.4h, v15.4h
	smin	v31.4h, v0.4h, v14.4h
	smin	v14.4h, v2.4h, v7.4h
	smin	v4.4h, v10.4h, v29.4h
	smin	v22.4s, v26.4s, v27.4s
	smin	v3.4s, v22.4s, v10.4s
	smin	v8.4s, v19.4s, v17.4s
	smin	v25.4s, v7.4s, v23.4s
	smin	v12.8b, v5.8b, v12.8b
	smin	v23.8b, v7.8b, v29.8b
	smin	v5.8b, v9.8b, v31.8b
	smin	v13.8b, v20.8b, v13.8b
	smin	v7.8h, v30.8h, v6.8h
	smin	v28.8h, v8.8h, v23.8h
	smin	v22.8h, v0.8h, v0.8h
	smin	v3.8h, v11.8h, v14.8h
	smlal	v6.2d, v8.2s, v20.s[2]
	smlal	v15.2d, v14.2s, v14.s[0]
	smlal	v11.2d, v17.2s, v3.s[3]
	smlal	v30.2d, v13.2s, v11.s[2]
	smlal2	v25.2d, v22.4s, v20.s[0]
	smlal2	v19.2d, v13.4s, v24.s[2]
	smlal2	v22.2d, v27.4s, v15.s[1]
	smlal2	v2.2d, v7.4s, v4.s[0]
	smlal	v29.4s, v7.4h, v13.h[6]
	smlal	v15.4s, v11.4h, v9.h[7]
	smlal	v29.4s, v15.4h, v14.h[3]
	smlal	v9.4s, v7.4h, v11.h[1]
	smlal2	v17.4s, v11.8h, v8.h[4]
	smlal2	v5.4s, v8.8h, v15.h[0]
	smlal2	v4.4s, v1.8h, v13.h[3]
	smlal2	v20.4s, v16.8h, v14.h[1]
	smlal	v7.2d, v22.2s, v16.2s
	smlal	v27.2d, v29.2s, v18.2s
	smlal	v2.2d, v1.2s, v21.2s
	smlal	v28.2d, v25.2s, v14.2s
	smlal2	v21.2d, v15.4s, v26.4s
	smlal2	v10.2d, v24.4s, v23.4s
	smlal2	v28.2d, v16.4s, v16.4s
	smlal2	v29.2d, v16.4s, v21.4s
	smlal	v22.4s, v17.4h, v28.4h
	smlal	v8.4s, v20.4h, v22.4h
	smlal	v27.4s, v20.4h, v0.4h
	smlal	v7.4s, v0.4h, v2.4h
	smlal2	v8.4s, v0.8h, v30.8h
	smlal2	v10.4s, v27.8h, v8.8h
	smlal2	v27.4s, v20.8h, v22.8h
	smlal2	v15.4s, v8.8h, v27.8h
	smlal	v14.8h, v0.8b, v13.8b
	smlal	v17.8h, v22.8b, v22.8b
	smlal	v20.8h, v27.8b, v7.8b
	smlal	v18.8h, v2.8b, v12.8b
	smlal2	v29.8h, v10.16b, v17.16b
	smlal2	v25.8h, v30.16b, v1.16b
	smlal2	v19.8h, v18.16b, v19.16b
	smlal2	v19.8h, v10.16b, v31.16b
	smlsl	v3.2d, v28.2s, v28.s[3]
	smlsl	v20.2d, v25.2s, v14.s[3]
	smlsl	v12.2d, v15.2s, v10.s[2]
	smlsl	v21.2d, v26.2s, v27.s[1]
	smlsl2	v1.2d, v25.4s, v5.s[0]
	smlsl2	v16.2d, v8.4s, v14.s[3]
	smlsl2	v18.2d, v7.4s, v31.s[0]
	smlsl2	v31.2d, v4.4s, v29.s[2]
	smlsl	v0.4s, v2.4h, v4.h[1]
	smlsl	v27.4s, v12.4h, v9.h[2]
	smlsl	v8.4s, v16.4h, v14.h[7]
	smlsl	v26.4s, v9.4h, v6.h[3]
	smlsl2	v14.4s, v8.8h, v13.h[4]
	smlsl2	v3.4s, v11.8h, v3.h[0]
	smlsl2	v3.4s, v16.8h, v12.h[0]
	smlsl2	v5.4s, v2.8h, v11.h[2]
	smlsl	v9.2d, v5.2s, v21.2s
	smlsl	v3.2d, v15.2s, v9.2s
	smlsl	v8.2d, v27.2s, v16.2s
	smlsl	v23.2d, v23.2s, v6.2s
	smlsl2	v11.2d, v4.4s, v7.4s
	smlsl2	v3.2d, v22.4s, v6.4s
	smlsl2	v17.2d, v29.4s, v25.4s
	smlsl2	v9.2d, v11.4s, v8.4s
	smlsl	v21.4s, v6.4h, v2.4h
	smlsl	v30.4s, v9.4h, v7.4h
	smlsl	v23.4s, v24.4h, v4.4h
	smlsl	v26.4s, v23.4h, v26.4h
	smlsl2	v13.4s, v5.8h, v15.8h
	smlsl2	v31.4s, v18.8h, v6.8h
	smlsl2	v19.4s, v29.8h, v25.8h
	smlsl2	v17.4s, v12.8h, v15.8h
	smlsl	v29.8h, v14.8b, v30.8b
	smlsl	v19.8h, v5.8b, v19.8b
	smlsl	v31.8h, v29.8b, v10.8b
	smlsl	v21.8h, v4.8b, v19.8b
	smlsl2	v0.8h, v11.16b, v12.16b
	smlsl2	v1.8h, v11.16b, v31.16b
	smlsl2	v20.8h, v15.16b, v21.16b
	smlsl2	v7.8h, v0.16b, v16.16b
	smov	w16, v28.b[14]
	smov	w20, v11.b[14]
	smov	w1, v25.b[6]
	smov	w24, v30.b[8]
	smov	w12, v17.h[0]
	smov	w13, v13.h[3]
	smov	w27, v25.h[7]
	smov	w25, v2.h[6]
	smov	x9, v11.b[0]
	smov	x11, v19.b[0]
	smov	xzr, v17.b[15]
	smov	x26, v3.b[4]
	smov	x28, v0.h[5]
	smov	x27, v28.h[7]
	smov	x15, v31.h[1]
	smov	x18, v17.h[1]
	smov	xzr, v31.s[2]
	smov	x1, v16.s[0]
	smov	x9, v21.s[3]
	smov	x2, v6.s[3]
	smsubl	x26, w18, w15, x4
	smnegl	x18, w30, w14
	smsubl	x23, w0, w7, x15
	smnegl	x10, w4, w15
	smulh	x6, x24, x10
	smulh	x5, x14, x6
	smulh	x29, x15, x20
	smulh	x22, x3, x25
	smull	v31.2d, v17.2s, v23.s[0]
	smull	v17.2d, v11.2s, v23.s[3]
	smull	v21.2d, v11.2s, v6.s[1]
	smull	v9.2d, v1.2s, v23.s[1]
	smull2	v29.2d, v19.4s, v14.s[0]
	smull2	v26.2d, v15.4s, v11.s[0]
	smull2	v27.2d, v3.4s, v4.s[0]
	smull2	v1.2d, v24.4s, v6.s[0]
	smull	v24.4s, v4.4h, v10.h[4]
	smull	v30.4s, v10.4h, v5.h[0]
	smull	v5.4s, v20.4h, v5.h[1]
	smull	v22.4s, v29.4h, v12.h[0]
	smull2	v11.4s, v6.8h, v3.h[0]
	smull2	v3.4s, v10.8h, v4.h[5]
	smull2	v3.4s, v11.8h, v4.h[2]
	smull2	v31.4s, v4.8h, v10.h[0]
	smull	v20.2d, v18.2s, v5.2s
	smull	v18.2d, v17.2s, v20.2s
	smull	v6.2d, v19.2s, v30.2s
	smull	v2.2d, v14.2s, v24.2s
	smull2	v9.2d, v16.4s, v18.4s
	smull2	v31.2d, v15.4s, v29.4s
	smull2	v20.2d, v9.4s, v11.4s
	smull2	v21.2d, v28.4s, v7.4s
	smull	v22.4s, v17.4h, v8.4h
	smull	v15.4s, v4.4h, v6.4h
	smull	v9.4s, v1.4h, v27.4h
	smull	v22.4s, v24.4h, v23.4h
	smull2	v28.4s, v18.8h, v21.8h
	smull2	v30.4s, v30.8h, v17.8h
	smull2	v8.4s, v3.8h, v3.8h
	smull2	v0.4s, v24.8h, v5.8h
	smull	v15.8h, v22.8b, v11.8b
	smull	v15.8h, v27.8b, v11.8b
	smull	v29.8h, v6.8b, v9.8b
	smull	v26.8h, v15.8b, v19.8b
	smull2	v29.8h, v0.16b, v25.16b
	smull2	v23.8h, v14.16b, v13.16b
	smull2	v28.8h, v24.16b, v7.16b
	smull2	v11.8h, v1.16b, v7.16b
	sqabs	b16, b17
	sqabs	b25, b12
	sqabs	b11, b6
	sqabs	b19, b19
	sqabs	d30, d18
	sqabs	d17, d25
	sqabs	d18, d10
	sqabs	d12, d27
	sqabs	h14, h4
	sqabs	h12, h5
	sqabs	h30, h18
	sqabs	h18, h2
	sqabs	s26, s28
	sqabs	s10, s17
	sqabs	s30, s1
	sqabs	s27, s4
	sqabs	v9.16b, v3.16b
	sqabs	v22.16b, v7.16b
	sqabs	v9.16b, v20.16b
	sqabs	v25.16b, v8.16b
	sqabs	v30.2d, v19.2d
	sqabs	v12.2d, v10.2d
	sqabs	v27.2d, v16.2d
	sqabs	v9.2d, v22.2d
	sqabs	v25.2s, v25.2s
	sqabs	v25.2s, v11.2s
	sqabs	v8.2s, v8.2s
	sqabs	v3.2s, v21.2s
	sqabs	v14.4h, v31.4h
	sqabs	v31.4h, v24.4h
	sqabs	v1.4h, v20.4h
	sqabs	v27.4h, v20.4h
	sqabs	v30.4s, v8.4s
	sqabs	v24.4s, v6.4s
	sqabs	v16.4s, v30.4s
	sqabs	v29.4s, v3.4s
	sqabs	v19.8b, v10.8b
	sqabs	v9.8b, v7.8b
	sqabs	v5.8b, v24.8b
	sqabs	v30.8b, v20.8b
	sqabs	v7.8h, v6.8h
	sqabs	v11.8h, v24.8h
	sqabs	v25.8h, v10.8h
	sqabs	v21.8h, v3.8h
	sqadd	b13, b28, b27
	sqadd	b11, b8, b11
	sqadd	b6, b2, b10
	sqadd	b8, b24, b27
	sqadd	d26, d27, d10
	sqadd	d22, d7, d4
	sqadd	d12, d2, d13
	sqadd	d1, d17, d11
	sqadd	h16, h1, h2
	sqadd	h7, h25, h17
	sqadd	h7, h6, h12
	sqadd	h11, h18, h8
	sqadd	s20, s6, s18
	sqadd	s31, s10, s23
	sqadd	s21, s17, s12
	sqadd	s11, s14, s8
	sqadd	v17.16b, v24.16b, v21.16b
	sqadd	v6.16b, v24.16b, v22.16b
	sqadd	v12.16b, v5.16b, v7.16b
	sqadd	v8.16b, v5.16b, v3.16b
	sqadd	v5.2d, v8.2d, v29.2d
	sqadd	v16.2d, v17.2d, v28.2d
	sqadd	v5.2d, v14.2d, v15.2d
	sqadd	v5.2d, v21.2d, v4.2d
	sqadd	v12.2s, v29.2s, v20.2s
	sqadd	v20.2s, v21.2s, v9.2s
	sqadd	v18.2s, v30.2s, v30.2s
	sqadd	v16.2s, v0.2s, v21.2s
	sqadd	v10.4h, v17.4h, v27.4h
	sqadd	v30.4h, v17.4h, v29.4h
	sqadd	v21.4h, v23.4h, v5.4h
	sqadd	v30.4h, v19.4h, v17.4h
	sqadd	v22.4s, v16.4s, v12.4s
	sqadd	v28.4s, v24.4s, v5.4s
	sqadd	v18.4s, v14.4s, v15.4s
	sqadd	v19.4s, v30.4s, v6.4s
	sqadd	v23.8b, v7.8b, v28.8b
	sqadd	v7.8b, v21.8b, v3.8b
	sqadd	v1.8b, v20.8b, v14.8b
	sqadd	v31.8b, v9.8b, v26.8b
	sqadd	v15.8h, v11.8h, v16.8h
	sqadd	v4.8h, v31.8h, v20.8h
	sqadd	v18.8h, v25.8h, v10.8h
	sqadd	v26.8h, v6.8h, v12.8h
	sqdmlal	s13, h23, v1.h[3]
	sqdmlal	s9, h0, v11.h[0]
	sqdmlal	s8, h3, v3.h[2]
	sqdmlal	s17, h1, v1.h[1]
	sqdmlal	d22, s23, v27.s[0]
	sqdmlal	d27, s30, v22.s[2]
	sqdmlal	d8, s19, v31.s[3]
	sqdmlal	d12, s25, v20.s[1]
	sqdmlal	v10.2d, v4.2s, v15.s[2]
	sqdmlal	v23.2d, v20.2s, v12.s[1]
	sqdmlal	v4.2d, v0.2s, v0.s[0]
	sqdmlal	v16.2d, v8.2s, v10.s[3]
	sqdmlal2	v14.2d, v28.4s, v18.s[2]
	sqdmlal2	v22.2d, v28.4s, v18.s[1]
	sqdmlal2	v15.2d, v14.4s, v31.s[2]
	sqdmlal2	v1.2d, v30.4s, v19.s[0]
	sqdmlal	v18.4s, v2.4h, v0.h[0]
	sqdmlal	v10.4s, v29.4h, v9.h[1]
	sqdmlal	v3.4s, v14.4h, v9.h[0]
	sqdmlal	v24.4s, v18.4h, v9.h[7]
	sqdmlal2	v11.4s, v2.8h, v2.h[1]
	sqdmlal2	v27.4s, v0.8h, v15.h[2]
	sqdmlal2	v25.4s, v9.8h, v1.h[0]
	sqdmlal2	v6.4s, v13.8h, v0.h[4]
	sqdmlal	s3, h2, h3
	sqdmlal	s24, h1, h18
	sqdmlal	s10, h4, h9
	sqdmlal	s11, h19, h18
	sqdmlal	d10, s13, s30
	sqdmlal	d3, s28, s22
	sqdmlal	d7, s4, s1
	sqdmlal	d22, s28, s15
	sqdmlal	v31.2d, v1.2s, v2.2s
	sqdmlal	v1.2d, v5.2s, v15.2s
	sqdmlal	v11.2d, v26.2s, v16.2s
	sqdmlal	v16.2d, v11.2s, v8.2s
	sqdmlal2	v24.2d, v31.4s, v2.4s
	sqdmlal2	v5.2d, v9.4s, v21.4s
	sqdmlal2	v28.2d, v23.4s, v22.4s
	sqdmlal2	v10.2d, v25.4s, v30.4s
	sqdmlal	v15.4s, v0.4h, v3.4h
	sqdmlal	v7.4s, v26.4h, v2.4h
	sqdmlal	v28.4s, v22.4h, v24.4h
	sqdmlal	v14.4s, v24.4h, v5.4h
	sqdmlal2	v19.4s, v25.8h, v16.8h
	sqdmlal2	v14.4s, v7.8h, v22.8h
	sqdmlal2	v21.4s, v22.8h, v22.8h
	sqdmlal2	v6.4s, v31.8h, v26.8h
	sqdmlsl	s21, h17, v12.h[0]
	sqdmlsl	s21, h19, v8.h[7]
	sqdmlsl	s12, h0, v8.h[7]
	sqdmlsl	s16, h6, v9.h[0]
	sqdmlsl	d23, s22, v29.s[0]
	sqdmlsl	d3, s21, v5.s[0]
	sqdmlsl	d29, s1, v27.s[2]
	sqdmlsl	d22, s7, v12.s[0]
	sqdmlsl	v26.2d, v18.2s, v31.s[3]
	sqdmlsl	v21.2d, v3.2s, v14.s[2]
	sqdmlsl	v6.2d, v7.2s, v12.s[0]
	sqdmlsl	v11.2d, v13.2s, v24.s[0]
	sqdmlsl2	v3.2d, v29.4s, v24.s[1]
	sqdmlsl2	v14.2d, v11.4s, v31.s[2]
	sqdmlsl2	v0.2d, v2.4s, v14.s[0]
	sqdmlsl2	v9.2d, v4.4s, v14.s[2]
	sqdmlsl	v21.4s, v15.4h, v15.h[5]
	sqdmlsl	v20.4s, v3.4h, v3.h[4]
	sqdmlsl	v11.4s, v0.4h, v11.h[5]
	sqdmlsl	v5.4s, v12.4h, v3.h[0]
	sqdmlsl2	v7.4s, v17.8h, v15.h[1]
	sqdmlsl2	v31.4s, v0.8h, v6.h[1]
	sqdmlsl2	v2.4s, v20.8h, v12.h[1]
	sqdmlsl2	v7.4s, v2.8h, v0.h[7]
	sqdmlsl	s16, h14, h19
	sqdmlsl	s4, h28, h10
	sqdmlsl	s6, h25, h22
	sqdmlsl	s7, h28, h8
	sqdmlsl	d26, s0, s25
	sqdmlsl	d21, s25, s1
	sqdmlsl	d9, s1, s13
	sqdmlsl	d30, s11, s25
	sqdmlsl	v0.2d, v21.2s, v13.2s
	sqdmlsl	v18.2d, v9.2s, v19.2s
	sqdmlsl	v31.2d, v20.2s, v6.2s
	sqdmlsl	v28.2d, v19.2s, v31.2s
	sqdmlsl2	v7.2d, v16.4s, v6.4s
	sqdmlsl2	v30.2d, v9.4s, v31.4s
	sqdmlsl2	v23.2d, v3.4s, v8.4s
	sqdmlsl2	v31.2d, v28.4s, v14.4s
	sqdmlsl	v23.4s, v10.4h, v12.4h
	sqdmlsl	v1.4s, v10.4h, v8.4h
	sqdmlsl	v24.4s, v5.4h, v24.4h
	sqdmlsl	v0.4s, v25.4h, v15.4h
	sqdmlsl2	v30.4s, v22.8h, v19.8h
	sqdmlsl2	v12.4s, v28.8h, v4.8h
	sqdmlsl2	v6.4s, v31.8h, v26.8h
	sqdmlsl2	v2.4s, v11.8h, v17.8h
	sqdmulh	h12, h5, v7.h[6]
	sqdmulh	h26, h4, v15.h[7]
	sqdmulh	h28, h17, v12.h[5]
	sqdmulh	h1, h16, v1.h[5]
	sqdmulh	s5, s26, v31.s[1]
	sqdmulh	s24, s1, v26.s[0]
	sqdmulh	s8, s31, v14.s[2]
	sqdmulh	s27, s5, v25.s[1]
	sqdmulh	v11.2s, v1.2s, v18.s[2]
	sqdmulh	v16.2s, v30.2s, v24.s[2]
	sqdmulh	v27.2s, v28.2s, v30.s[2]
	sqdmulh	v18.2s, v31.2s, v19.s[3]
	sqdmulh	v1.4h, v24.4h, v8.h[7]
	sqdmulh	v16.4h, v17.4h, v12.h[7]
	sqdmulh	v2.4h, v22.4h, v15.h[5]
	sqdmulh	v17.4h, v15.4h, v2.h[5]
	sqdmulh	v27.4s, v24.4s, v17.s[3]
	sqdmulh	v9.4s, v27.4s, v25.s[1]
	sqdmulh	v10.4s, v3.4s, v22.s[0]
	sqdmulh	v1.4s, v12.4s, v18.s[0]
	sqdmulh	v25.8h, v11.8h, v1.h[7]
	sqdmulh	v12.8h, v22.8h, v2.h[2]
	sqdmulh	v30.8h, v20.8h, v11.h[4]
	sqdmulh	v2.8h, v29.8h, v6.h[0]
	sqdmulh	h3, h12, h14
	sqdmulh	h1, h14, h31
	sqdmulh	h30, h11, h14
	sqdmulh	h13, h7, h4
	sqdmulh	s17, s7, s16
	sqdmulh	s28, s12, s27
	sqdmulh	s17, s16, s13
	sqdmulh	s16, s27, s26
	sqdmulh	v0.2s, v17.2s, v14.2s
	sqdmulh	v25.2s, v12.2s, v20.2s
	sqdmulh	v20.2s, v13.2s, v18.2s
	sqdmulh	v22.2s, v14.2s, v0.2s
	sqdmulh	v23.4h, v20.4h, v21.4h
	sqdmulh	v22.4h, v26.4h, v31.4h
	sqdmulh	v29.4h, v7.4h, v4.4h
	sqdmulh	v19.4h, v23.4h, v17.4h
	sqdmulh	v27.4s, v29.4s, v19.4s
	sqdmulh	v21.4s, v9.4s, v15.4s
	sqdmulh	v3.4s, v30.4s, v15.4s
	sqdmulh	v31.4s, v26.4s, v17.4s
	sqdmulh	v3.8h, v16.8h, v2.8h
	sqdmulh	v31.8h, v24.8h, v21.8h
	sqdmulh	v24.8h, v7.8h, v20.8h
	sqdmulh	v9.8h, v9.8h, v18.8h
	sqdmull	s28, h2, v10.h[5]
	sqdmull	s2, h5, v13.h[0]
	sqdmull	s22, h0, v5.h[2]
	sqdmull	s18, h24, v15.h[0]
	sqdmull	d15, s16, v23.s[2]
	sqdmull	d23, s25, v4.s[1]
	sqdmull	d9, s24, v8.s[0]
	sqdmull	d17, s2, v19.s[1]
	sqdmull	v20.2d, v14.2s, v6.s[3]
	sqdmull	v7.2d, v8.2s, v4.s[1]
	sqdmull	v21.2d, v26.2s, v9.s[1]
	sqdmull	v11.2d, v14.2s, v17.s[3]
	sqdmull2	v30.2d, v21.4s, v30.s[1]
	sqdmull2	v0.2d, v10.4s, v9.s[0]
	sqdmull2	v4.2d, v21.4s, v14.s[0]
	sqdmull2	v21.2d, v17.4s, v24.s[0]
	sqdmull	v9.4s, v19.4h, v15.h[5]
	sqdmull	v24.4s, v29.4h, v11.h[4]
	sqdmull	v6.4s, v7.4h, v13.h[6]
	sqdmull	v2.4s, v22.4h, v4.h[0]
	sqdmull2	v10.4s, v3.8h, v2.h[1]
	sqdmull2	v16.4s, v23.8h, v11.h[7]
	sqdmull2	v22.4s, v22.8h, v10.h[7]
	sqdmull2	v13.4s, v4.8h, v15.h[7]
	sqdmull	s22, h27, h5
	sqdmull	s26, h17, h26
	sqdmull	s27, h29, h21
	sqdmull	s23, h14, h18
	sqdmull	d30, s2, s2
	sqdmull	d12, s10, s11
	sqdmull	d24, s7, s20
	sqdmull	d0, s10, s14
	sqdmull	v12.2d, v17.2s, v13.2s
	sqdmull	v3.2d, v22.2s, v26.2s
	sqdmull	v13.2d, v0.2s, v22.2s
	sqdmull	v13.2d, v21.2s, v28.2s
	sqdmull2	v14.2d, v9.4s, v11.4s
	sqdmull2	v23.2d, v28.4s, v0.4s
	sqdmull2	v12.2d, v7.4s, v15.4s
	sqdmull2	v19.2d, v1.4s, v3.4s
	sqdmull	v20.4s, v19.4h, v18.4h
	sqdmull	v0.4s, v10.4h, v11.4h
	sqdmull	v7.4s, v20.4h, v20.4h
	sqdmull	v5.4s, v17.4h, v25.4h
	sqdmull2	v0.4s, v20.8h, v20.8h
	sqdmull2	v14.4s, v12.8h, v13.8h
	sqdmull2	v12.4s, v7.8h, v1.8h
	sqdmull2	v25.4s, v2.8h, v28.8h
	sqneg	b7, b23
	sqneg	b4, b14
	sqneg	b9, b15
	sqneg	b11, b12
	sqneg	d31, d23
	sqneg	d15, d23
	sqneg	d23, d22
	sqneg	d10, d15
	sqneg	h23, h0
	sqneg	h31, h11
	sqneg	h28, h29
	sqneg	h10, h16
	sqneg	s13, s5
	sqneg	s17, s27
	sqneg	s30, s22
	sqneg	s15, s17
	sqneg	v21.16b, v4.16b
	sqneg	v20.16b, v9.16b
	sqneg	v8.16b, v2.16b
	sqneg	v17.16b, v4.16b
	sqneg	v23.2d, v26.2d
	sqneg	v29.2d, v26.2d
	sqneg	v17.2d, v24.2d
	sqneg	v26.2d, v22.2d
	sqneg	v17.2s, v26.2s
	sqneg	v20.2s, v27.2s
	sqneg	v5.2s, v7.2s
	sqneg	v29.2s, v23.2s
	sqneg	v2.4h, v20.4h
	sqneg	v24.4h, v31.4h
	sqneg	v7.4h, v19.4h
	sqneg	v30.4h, v8.4h
	sqneg	v14.4s, v12.4s
	sqneg	v4.4s, v27.4s
	sqneg	v10.4s, v28.4s
	sqneg	v19.4s, v27.4s
	sqneg	v10.8b, v20.8b
	sqneg	v1.8b, v20.8b
	sqneg	v6.8b, v13.8b
	sqneg	v30.8b, v6.8b
	sqneg	v22.8h, v20.8h
	sqneg	v0.8h, v10.8h
	sqneg	v28.8h, v2.8h
	sqneg	v24.8h, v24.8h
	sqrdmulh	h7, h3, v4.h[2]
	sqrdmulh	h31, h11, v13.h[7]
	sqrdmulh	h19, h2, v13.h[7]
	sqrdmulh	h1, h16, v9.h[1]
	sqrdmulh	s0, s29, v26.s[1]
	sqrdmulh	s21, s4, v11.s[1]
	sqrdmulh	s7, s24, v22.s[3]
	sqrdmulh	s15, s23, v31.s[1]
	sqrdmulh	v5.2s, v30.2s, v13.s[2]
	sqrdmulh	v2.2s, v29.2s, v31.s[0]
	sqrdmulh	v31.2s, v26.2s, v24.s[0]
	sqrdmulh	v8.2s, v20.2s, v29.s[2]
	sqrdmulh	v30.4h, v14.4h, v13.h[2]
	sqrdmulh	v26.4h, v1.4h, v1.h[1]
	sqrdmulh	v8.4h, v11.4h, v10.h[0]
	sqrdmulh	v3.4h, v6.4h, v8.h[1]
	sqrdmulh	v24.4s, v24.4s, v21.s[0]
	sqrdmulh	v0.4s, v12.4s, v15.s[0]
	sqrdmulh	v4.4s, v28.4s, v6.s[0]
	sqrdmulh	v27.4s, v2.4s, v1.s[3]
	sqrdmulh	v21.8h, v25.8h, v8.h[6]
	sqrdmulh	v7.8h, v26.8h, v3.h[1]
	sqrdmulh	v29.8h, v0.8h, v0.h[4]
	sqrdmulh	v0.8h, v12.8h, v0.h[4]
	sqrdmulh	h18, h8, h6
	sqrdmulh	h3, h6, h16
	sqrdmulh	h12, h26, h12
	sqrdmulh	h13, h24, h8
	sqrdmulh	s16, s7, s30
	sqrdmulh	s16, s28, s25
	sqrdmulh	s3, s6, s0
	sqrdmulh	s14, s13, s20
	sqrdmulh	v23.2s, v20.2s, v14.2s
	sqrdmulh	v25.2s, v2.2s, v12.2s
	sqrdmulh	v6.2s, v26.2s, v5.2s
	sqrdmulh	v23.2s, v1.2s, v14.2s
	sqrdmulh	v25.4h, v8.4h, v19.4h
	sqrdmulh	v6.4h, v21.4h, v13.4h
	sqrdmulh	v19.4h, v1.4h, v4.4h
	sqrdmulh	v12.4h, v30.4h, v12.4h
	sqrdmulh	v13.4s, v10.4s, v28.4s
	sqrdmulh	v2.4s, v20.4s, v4.4s
	sqrdmulh	v18.4s, v27.4s, v1.4s
	sqrdmulh	v21.4s, v0.4s, v3.4s
	sqrdmulh	v1.8h, v19.8h, v3.8h
	sqrdmulh	v23.8h, v22.8h, v5.8h
	sqrdmulh	v27.8h, v21.8h, v13.8h
	sqrdmulh	v27.8h, v22.8h, v4.8h
	sqrshl	b29, b13, b21
	sqrshl	b28, b14, b3
	sqrshl	b20, b3, b24
	sqrshl	b23, b14, b12
	sqrshl	d14, d10, d16
	sqrshl	d27, d17, d30
	sqrshl	d20, d2, d16
	sqrshl	d11, d26, d1
	sqrshl	h5, h31, h17
	sqrshl	h1, h6, h14
	sqrshl	h25, h23, h25
	sqrshl	h5, h27, h22
	sqrshl	s9, s7, s19
	sqrshl	s30, s16, s18
	sqrshl	s6, s12, s28
	sqrshl	s24, s22, s23
	sqrshl	v20.16b, v21.16b, v3.16b
	sqrshl	v2.16b, v25.16b, v10.16b
	sqrshl	v2.16b, v13.16b, v26.16b
	sqrshl	v1.16b, v28.16b, v1.16b
	sqrshl	v2.2d, v8.2d, v17.2d
	sqrshl	v30.2d, v19.2d, v25.2d
	sqrshl	v30.2d, v25.2d, v10.2d
	sqrshl	v7.2d, v30.2d, v31.2d
	sqrshl	v5.2s, v20.2s, v18.2s
	sqrshl	v13.2s, v10.2s, v5.2s
	sqrshl	v0.2s, v5.2s, v15.2s
	sqrshl	v7.2s, v22.2s, v13.2s
	sqrshl	v23.4h, v2.4h, v3.4h
	sqrshl	v24.4h, v15.4h, v29.4h
	sqrshl	v14.4h, v21.4h, v13.4h
	sqrshl	v26.4h, v31.4h, v0.4h
	sqrshl	v24.4s, v31.4s, v2.4s
	sqrshl	v17.4s, v29.4s, v24.4s
	sqrshl	v0.4s, v3.4s, v9.4s
	sqrshl	v7.4s, v22.4s, v30.4s
	sqrshl	v18.8b, v8.8b, v9.8b
	sqrshl	v29.8b, v7.8b, v31.8b
	sqrshl	v14.8b, v7.8b, v12.8b
	sqrshl	v21.8b, v22.8b, v14.8b
	sqrshl	v18.8h, v31.8h, v30.8h
	sqrshl	v27.8h, v30.8h, v12.8h
	sqrshl	v1.8h, v15.8h, v25.8h
	sqrshl	v14.8h, v30.8h, v5.8h
	sqrshrn	b18, h1, #1
	sqrshrn	b21, h8, #8
	sqrshrn	b4, h12, #7
	sqrshrn	b13, h3, #5
	sqrshrn	h22, s10, #12
	sqrshrn	h27, s10, #14
	sqrshrn	h16, s26, #16
	sqrshrn	h17, s13, #14
	sqrshrn	s23, d2, #24
	sqrshrn	s21, d19, #27
	sqrshrn	s28, d1, #9
	sqrshrn	s4, d4, #17
	sqrshrn	v17.2s, v7.2d, #13
	sqrshrn	v7.2s, v22.2d, #21
	sqrshrn	v15.2s, v19.2d, #13
	sqrshrn	v12.2s, v4.2d, #18
	sqrshrn2	v3.4s, v9.2d, #17
	sqrshrn2	v19.4s, v6.2d, #8
	sqrshrn2	v19.4s, v17.2d, #31
	sqrshrn2	v20.4s, v22.2d, #5
	sqrshrn	v4.4h, v23.4s, #15
	sqrshrn	v27.4h, v21.4s, #1
	sqrshrn	v21.4h, v3.4s, #8
	sqrshrn	v28.4h, v15.4s, #15
	sqrshrn2	v23.8h, v10.4s, #1
	sqrshrn2	v6.8h, v28.4s, #2
	sqrshrn2	v24.8h, v3.4s, #4
	sqrshrn2	v28.8h, v7.4s, #9
	sqrshrn	v24.8b, v2.8h, #1
	sqrshrn	v2.8b, v18.8h, #6
	sqrshrn	v6.8b, v5.8h, #7
	sqrshrn	v9.8b, v10.8h, #1
	sqrshrn2	v24.16b, v9.8h, #8
	sqrshrn2	v23.16b, v15.8h, #4
	sqrshrn2	v27.16b, v22.8h, #4
	sqrshrn2	v22.16b, v4.8h, #3
	sqrshrun	b15, h2, #5
	sqrshrun	b31, h14, #6
	sqrshrun	b15, h11, #8
	sqrshrun	b4, h25, #4
	sqrshrun	h17, s9, #1
	sqrshrun	h3, s26, #10
	sqrshrun	h2, s27, #1
	sqrshrun	h0, s19, #16
	sqrshrun	s12, d31, #2
	sqrshrun	s13, d0, #18
	sqrshrun	s13, d0, #1
	sqrshrun	s19, d11, #32
	sqrshrun	v8.2s, v12.2d, #14
	sqrshrun	v8.2s, v2.2d, #13
	sqrshrun	v29.2s, v8.2d, #3
	sqrshrun	v26.2s, v18.2d, #4
	sqrshrun2	v16.4s, v13.2d, #18
	sqrshrun2	v4.4s, v19.2d, #24
	sqrshrun2	v30.4s, v14.2d, #11
	sqrshrun2	v20.4s, v22.2d, #12
	sqrshrun	v13.4h, v6.4s, #11
	sqrshrun	v23.4h, v20.4s, #13
	sqrshrun	v20.4h, v14.4s, #3
	sqrshrun	v11.4h, v14.4s, #1
	sqrshrun2	v25.8h, v28.4s, #15
	sqrshrun2	v20.8h, v23.4s, #1
	sqrshrun2	v2.8h, v18.4s, #1
	sqrshrun2	v25.8h, v4.4s, #10
	sqrshrun	v16.8b, v28.8h, #1
	sqrshrun	v11.8b, v25.8h, #2
	sqrshrun	v18.8b, v3.8h, #4
	sqrshrun	v13.8b, v21.8h, #2
	sqrshrun2	v24.16b, v9.8h, #1
	sqrshrun2	v27.16b, v28.8h, #6
	sqrshrun2	v23.16b, v10.8h, #4
	sqrshrun2	v0.16b, v21.8h, #7
	sqshlu	b7, b0, #1
	sqshlu	b15, b27, #3
	sqshlu	b2, b25, #5
	sqshlu	b22, b30, #5
	sqshlu	d9, d21, #0
	sqshlu	d15, d20, #0
	sqshlu	d30, d2, #3
	sqshlu	d1, d22, #60
	sqshlu	h17, h3, #15
	sqshlu	h31, h5, #6
	sqshlu	h3, h2, #15
	sqshlu	h12, h6, #2
	sqshlu	s16, s6, #1
	sqshlu	s0, s1, #12
	sqshlu	s14, s19, #31
	sqshlu	s9, s18, #14
	sqshlu	v10.16b, v23.16b, #0
	sqshlu	v10.16b, v9.16b, #7
	sqshlu	v5.16b, v5.16b, #2
	sqshlu	v11.16b, v0.16b, #1
	sqshlu	v30.2d, v27.2d, #19
	sqshlu	v30.2d, v26.2d, #1
	sqshlu	v31.2d, v13.2d, #0
	sqshlu	v1.2d, v16.2d, #59
	sqshlu	v26.2s, v26.2s, #1
	sqshlu	v27.2s, v21.2s, #16
	sqshlu	v18.2s, v25.2s, #31
	sqshlu	v3.2s, v11.2s, #23
	sqshlu	v29.4h, v6.4h, #10
	sqshlu	v11.4h, v31.4h, #9
	sqshlu	v6.4h, v17.4h, #3
	sqshlu	v25.4h, v23.4h, #10
	sqshlu	v18.4s, v9.4s, #31
	sqshlu	v14.4s, v30.4s, #29
	sqshlu	v5.4s, v29.4s, #31
	sqshlu	v1.4s, v22.4s, #15
	sqshlu	v3.8b, v18.8b, #1
	sqshlu	v20.8b, v9.8b, #6
	sqshlu	v27.8b, v2.8b, #3
	sqshlu	v10.8b, v0.8b, #6
	sqshlu	v27.8h, v24.8h, #9
	sqshlu	v8.8h, v31.8h, #0
	sqshlu	v5.8h, v2.8h, #10
	sqshlu	v19.8h, v25.8h, #6
	sqshl	b27, b0, #0
	sqshl	b17, b19, #4
	sqshl	b21, b23, #6
	sqshl	b17, b28, #4
	sqshl	d26, d18, #38
	sqshl	d12, d5, #46
	sqshl	d10, d16, #16
	sqshl	d23, d1, #58
	sqshl	h26, h27, #1
	sqshl	h5, h6, #12
	sqshl	h30, h29, #5
	sqshl	h10, h0, #5
	sqshl	s5, s19, #31
	sqshl	s19, s2, #15
	sqshl	s10, s9, #12
	sqshl	s23, s26, #31
	sqshl	v3.16b, v13.16b, #0
	sqshl	v30.16b, v20.16b, #4
	sqshl	v2.16b, v22.16b, #5
	sqshl	v2.16b, v9.16b, #3
	sqshl	v1.2d, v10.2d, #57
	sqshl	v6.2d, v7.2d, #0
	sqshl	v16.2d, v20.2d, #45
	sqshl	v25.2d, v20.2d, #29
	sqshl	v31.2s, v19.2s, #20
	sqshl	v13.2s, v0.2s, #7
	sqshl	v26.2s, v1.2s, #14
	sqshl	v23.2s, v5.2s, #0
	sqshl	v10.4h, v17.4h, #10
	sqshl	v19.4h, v12.4h, #0
	sqshl	v31.4h, v21.4h, #1
	sqshl	v1.4h, v15.4h, #10
	sqshl	v10.4s, v14.4s, #13
	sqshl	v3.4s, v0.4s, #28
	sqshl	v7.4s, v5.4s, #27
	sqshl	v0.4s, v2.4s, #28
	sqshl	v15.8b, v15.8b, #1
	sqshl	v19.8b, v14.8b, #3
	sqshl	v9.8b, v14.8b, #0
	sqshl	v15.8b, v0.8b, #0
	sqshl	v6.8h, v23.8h, #1
	sqshl	v31.8h, v18.8h, #5
	sqshl	v5.8h, v15.8h, #0
	sqshl	v0.8h, v31.8h, #9
	sqshl	b4, b1, b9
	sqshl	b24, b26, b29
	sqshl	b27, b6, b15
	sqshl	b2, b6, b19
	sqshl	d7, d24, d6
	sqshl	d31, d14, d29
	sqshl	d1, d20, d23
	sqshl	d11, d3, d25
	sqshl	h13, h7, h29
	sqshl	h4, h14, h11
	sqshl	h14, h26, h10
	sqshl	h9, h29, h23
	sqshl	s24, s31, s23
	sqshl	s2, s0, s10
	sqshl	s22, s2, s5
	sqshl	s22, s13, s11
	sqshl	v31.16b, v17.16b, v20.16b
	sqshl	v25.16b, v26.16b, v2.16b
	sqshl	v26.16b, v4.16b, v21.16b
	sqshl	v21.16b, v18.16b, v8.16b
	sqshl	v7.2d, v0.2d, v9.2d
	sqshl	v21.2d, v30.2d, v14.2d
	sqshl	v29.2d, v12.2d, v11.2d
	sqshl	v10.2d, v13.2d, v0.2d
	sqshl	v8.2s, v20.2s, v6.2s
	sqshl	v11.2s, v21.2s, v30.2s
	sqshl	v29.2s, v30.2s, v1.2s
	sqshl	v0.2s, v16.2s, v17.2s
	sqshl	v18.4h, v26.4h, v28.4h
	sqshl	v27.4h, v7.4h, v23.4h
	sqshl	v5.4h, v25.4h, v1.4h
	sqshl	v3.4h, v27.4h, v8.4h
	sqshl	v16.4s, v24.4s, v22.4s
	sqshl	v8.4s, v19.4s, v25.4s
	sqshl	v16.4s, v5.4s, v9.4s
	sqshl	v1.4s, v24.4s, v1.4s
	sqshl	v17.8b, v8.8b, v11.8b
	sqshl	v19.8b, v1.8b, v1.8b
	sqshl	v1.8b, v29.8b, v17.8b
	sqshl	v2.8b, v15.8b, v17.8b
	sqshl	v15.8h, v0.8h, v9.8h
	sqshl	v26.8h, v12.8h, v5.8h
	sqshl	v2.8h, v3.8h, v31.8h
	sqshl	v7.8h, v18.8h, v5.8h
	sqshrn	b13, h5, #6
	sqshrn	b3, h1, #1
	sqshrn	b2, h21, #5
	sqshrn	b7, h2, #7
	sqshrn	h5, s2, #10
	sqshrn	h1, s25, #6
	sqshrn	h28, s20, #11
	sqshrn	h12, s10, #13
	sqshrn	s31, d15, #1
	sqshrn	s23, d4, #1
	sqshrn	s26, d7, #28
	sqshrn	s0, d18, #2
	sqshrn	v9.2s, v6.2d, #19
	sqshrn	v20.2s, v5.2d, #15
	sqshrn	v1.2s, v27.2d, #6
	sqshrn	v28.2s, v16.2d, #20
	sqshrn2	v25.4s, v4.2d, #1
	sqshrn2	v12.4s, v21.2d, #16
	sqshrn2	v10.4s, v9.2d, #1
	sqshrn2	v15.4s, v30.2d, #29
	sqshrn	v31.4h, v1.4s, #11
	sqshrn	v25.4h, v26.4s, #7
	sqshrn	v2.4h, v17.4s, #16
	sqshrn	v27.4h, v24.4s, #6
	sqshrn2	v14.8h, v9.4s, #15
	sqshrn2	v7.8h, v22.4s, #9
	sqshrn2	v1.8h, v20.4s, #1
	sqshrn2	v21.8h, v19.4s, #1
	sqshrn	v12.8b, v15.8h, #6
	sqshrn	v17.8b, v17.8h, #4
	sqshrn	v16.8b, v0.8h, #4
	sqshrn	v18.8b, v22.8h, #8
	sqshrn2	v4.16b, v22.8h, #6
	sqshrn2	v3.16b, v29.8h, #4
	sqshrn2	v13.16b, v26.8h, #1
	sqshrn2	v27.16b, v16.8h, #7
	sqshrun	b27, h30, #6
	sqshrun	b4, h16, #2
	sqshrun	b9, h7, #1
	sqshrun	b13, h20, #4
	sqshrun	h18, s15, #7
	sqshrun	h2, s16, #2
	sqshrun	h15, s23, #5
	sqshrun	h8, s21, #4
	sqshrun	s18, d1, #30
	sqshrun	s16, d14, #20
	sqshrun	s11, d13, #32
	sqshrun	s10, d18, #1
	sqshrun	v6.2s, v0.2d, #1
	sqshrun	v20.2s, v11.2d, #8
	sqshrun	v25.2s, v15.2d, #20
	sqshrun	v27.2s, v1.2d, #21
	sqshrun2	v28.4s, v22.2d, #1
	sqshrun2	v30.4s, v27.2d, #4
	sqshrun2	v20.4s, v2.2d, #19
	sqshrun2	v1.4s, v7.2d, #12
	sqshrun	v23.4h, v21.4s, #5
	sqshrun	v24.4h, v4.4s, #4
	sqshrun	v20.4h, v9.4s, #11
	sqshrun	v6.4h, v8.4s, #4
	sqshrun2	v10.8h, v21.4s, #16
	sqshrun2	v2.8h, v11.4s, #9
	sqshrun2	v22.8h, v20.4s, #11
	sqshrun2	v5.8h, v24.4s, #11
	sqshrun	v14.8b, v28.8h, #8
	sqshrun	v28.8b, v26.8h, #1
	sqshrun	v16.8b, v10.8h, #8
	sqshrun	v18.8b, v17.8h, #4
	sqshrun2	v15.16b, v13.8h, #6
	sqshrun2	v20.16b, v2.8h, #3
	sqshrun2	v23.16b, v0.8h, #1
	sqshrun2	v24.16b, v29.8h, #2
	sqsub	b24, b27, b16
	sqsub	b14, b30, b29
	sqsub	b25, b9, b27
	sqsub	b0, b26, b10
	sqsub	d0, d3, d19
	sqsub	d5, d9, d20
	sqsub	d16, d10, d1
	sqsub	d8, d1, d5
	sqsub	h17, h6, h29
	sqsub	h11, h31, h31
	sqsub	h7, h29, h27
	sqsub	h22, h17, h12
	sqsub	s13, s30, s18
	sqsub	s9, s3, s17
	sqsub	s22, s22, s15
	sqsub	s23, s18, s31
	sqsub	v30.16b, v17.16b, v2.16b
	sqsub	v21.16b, v14.16b, v27.16b
	sqsub	v2.16b, v20.16b, v29.16b
	sqsub	v15.16b, v9.16b, v5.16b
	sqsub	v13.2d, v1.2d, v20.2d
	sqsub	v5.2d, v8.2d, v16.2d
	sqsub	v9.2d, v26.2d, v25.2d
	sqsub	v24.2d, v0.2d, v26.2d
	sqsub	v30.2s, v29.2s, v30.2s
	sqsub	v20.2s, v12.2s, v6.2s
	sqsub	v18.2s, v23.2s, v5.2s
	sqsub	v17.2s, v19.2s, v12.2s
	sqsub	v17.4h, v5.4h, v31.4h
	sqsub	v20.4h, v2.4h, v8.4h
	sqsub	v18.4h, v4.4h, v28.4h
	sqsub	v30.4h, v14.4h, v8.4h
	sqsub	v22.4s, v1.4s, v5.4s
	sqsub	v0.4s, v10.4s, v31.4s
	sqsub	v6.4s, v3.4s, v8.4s
	sqsub	v19.4s, v6.4s, v5.4s
	sqsub	v23.8b, v21.8b, v2.8b
	sqsub	v16.8b, v12.8b, v16.8b
	sqsub	v28.8b, v25.8b, v2.8b
	sqsub	v21.8b, v22.8b, v10.8b
	sqsub	v21.8h, v10.8h, v7.8h
	sqsub	v24.8h, v4.8h, v20.8h
	sqsub	v5.8h, v11.8h, v0.8h
	sqsub	v21.8h, v30.8h, v25.8h
	sqxtn	b21, h18
	sqxtn	b17, h14
	sqxtn	b24, h8
	sqxtn	b7, h16
	sqxtn	h7, s15
	sqxtn	h18, s15
	sqxtn	h14, s19
	sqxtn	h2, s28
	sqxtn	s12, d12
	sqxtn	s18, d6
	sqxtn	s9, d2
	sqxtn	s26, d16
	sqxtn	v7.2s, v25.2d
	sqxtn	v21.2s, v11.2d
	sqxtn	v3.2s, v9.2d
	sqxtn	v27.2s, v1.2d
	sqxtn2	v15.4s, v17.2d
	sqxtn2	v28.4s, v27.2d
	sqxtn2	v4.4s, v13.2d
	sqxtn2	v24.4s, v3.2d
	sqxtn	v4.4h, v10.4s
	sqxtn	v30.4h, v9.4s
	sqxtn	v10.4h, v26.4s
	sqxtn	v27.4h, v0.4s
	sqxtn2	v28.8h, v27.4s
	sqxtn2	v20.8h, v17.4s
	sqxtn2	v30.8h, v4.4s
	sqxtn2	v10.8h, v2.4s
	sqxtn	v13.8b, v16.8h
	sqxtn	v28.8b, v28.8h
	sqxtn	v23.8b, v8.8h
	sqxtn	v21.8b, v7.8h
	sqxtn2	v30.16b, v26.8h
	sqxtn2	v18.16b, v8.8h
	sqxtn2	v3.16b, v29.8h
	sqxtn2	v1.16b, v16.8h
	sqxtun	b13, h12
	sqxtun	b3, h24
	sqxtun	b18, h2
	sqxtun	b23, h14
	sqxtun	h17, s14
	sqxtun	h6, s17
	sqxtun	h4, s23
	sqxtun	h31, s13
	sqxtun	s15, d2
	sqxtun	s10, d0
	sqxtun	s18, d6
	sqxtun	s11, d15
	sqxtun	v28.2s, v23.2d
	sqxtun	v29.2s, v5.2d
	sqxtun	v0.2s, v24.2d
	sqxtun	v5.2s, v19.2d
	sqxtun2	v10.4s, v29.2d
	sqxtun2	v31.4s, v16.2d
	sqxtun2	v16.4s, v0.2d
	sqxtun2	v23.4s, v3.2d
	sqxtun	v18.4h, v18.4s
	sqxtun	v31.4h, v30.4s
	sqxtun	v8.4h, v4.4s
	sqxtun	v22.4h, v14.4s
	sqxtun2	v12.8h, v1.4s
	sqxtun2	v8.8h, v27.4s
	sqxtun2	v11.8h, v19.4s
	sqxtun2	v30.8h, v24.4s
	sqxtun	v22.8b, v26.8h
	sqxtun	v12.8b, v6.8h
	sqxtun	v30.8b, v24.8h
	sqxtun	v10.8b, v23.8h
	sqxtun2	v11.16b, v23.8h
	sqxtun2	v18.16b, v8.8h
	sqxtun2	v21.16b, v10.8h
	sqxtun2	v9.16b, v9.8h
	srhadd	v15.16b, v18.16b, v22.16b
	srhadd	v14.16b, v5.16b, v9.16b
	srhadd	v16.16b, v1.16b, v16.16b
	srhadd	v19.16b, v7.16b, v6.16b
	srhadd	v8.2s, v18.2s, v19.2s
	srhadd	v2.2s, v26.2s, v25.2s
	srhadd	v13.2s, v31.2s, v16.2s
	srhadd	v15.2s, v20.2s, v20.2s
	srhadd	v11.4h, v20.4h, v28.4h
	srhadd	v20.4h, v20.4h, v1.4h
	srhadd	v9.4h, v20.4h, v21.4h
	srhadd	v9.4h, v25.4h, v22.4h
	srhadd	v13.4s, v19.4s, v25.4s
	srhadd	v2.4s, v9.4s, v11.4s
	srhadd	v14.4s, v30.4s, v20.4s
	srhadd	v12.4s, v10.4s, v9.4s
	srhadd	v25.8b, v24.8b, v1.8b
	srhadd	v31.8b, v13.8b, v2.8b
	srhadd	v24.8b, v23.8b, v23.8b
	srhadd	v20.8b, v9.8b, v10.8b
	srhadd	v20.8h, v18.8h, v20.8h
	srhadd	v8.8h, v12.8h, v3.8h
	srhadd	v4.8h, v21.8h, v20.8h
	srhadd	v21.8h, v24.8h, v4.8h
	sri	d18, d21, #1
	sri	d24, d7, #1
	sri	d11, d19, #38
	sri	d19, d19, #42
	sri	v24.16b, v27.16b, #4
	sri	v1.16b, v13.16b, #8
	sri	v0.16b, v27.16b, #3
	sri	v10.16b, v14.16b, #5
	sri	v8.2d, v11.2d, #64
	sri	v1.2d, v16.2d, #22
	sri	v28.2d, v28.2d, #27
	sri	v10.2d, v4.2d, #10
	sri	v20.2s, v28.2s, #12
	sri	v15.2s, v10.2s, #32
	sri	v9.2s, v1.2s, #15
	sri	v29.2s, v15.2s, #17
	sri	v11.4h, v11.4h, #7
	sri	v19.4h, v21.4h, #10
	sri	v6.4h, v31.4h, #15
	sri	v0.4h, v1.4h, #1
	sri	v25.4s, v29.4s, #16
	sri	v6.4s, v1.4s, #31
	sri	v3.4s, v29.4s, #20
	sri	v29.4s, v10.4s, #1
	sri	v2.8b, v9.8b, #6
	sri	v19.8b, v17.8b, #4
	sri	v13.8b, v30.8b, #1
	sri	v4.8b, v26.8b, #6
	sri	v10.8h, v25.8h, #7
	sri	v31.8h, v1.8h, #8
	sri	v23.8h, v28.8h, #8
	sri	v13.8h, v18.8h, #2
	srshl	d29, d31, d6
	srshl	d12, d1, d1
	srshl	d19, d27, d31
	srshl	d21, d5, d12
	srshl	v8.16b, v26.16b, v15.16b
	srshl	v26.16b, v7.16b, v27.16b
	srshl	v29.16b, v12.16b, v14.16b
	srshl	v16.16b, v3.16b, v30.16b
	srshl	v1.2d, v4.2d, v14.2d
	srshl	v21.2d, v4.2d, v28.2d
	srshl	v16.2d, v30.2d, v8.2d
	srshl	v25.2d, v17.2d, v8.2d
	srshl	v6.2s, v7.2s, v23.2s
	srshl	v1.2s, v15.2s, v12.2s
	srshl	v15.2s, v20.2s, v25.2s
	srshl	v0.2s, v31.2s, v22.2s
	srshl	v8.4h, v6.4h, v14.4h
	srshl	v9.4h, v5.4h, v23.4h
	srshl	v17.4h, v5.4h, v14.4h
	srshl	v9.4h, v20.4h, v7.4h
	srshl	v31.4s, v13.4s, v4.4s
	srshl	v2.4s, v5.4s, v9.4s
	srshl	v4.4s, v2.4s, v6.4s
	srshl	v16.4s, v27.4s, v24.4s
	srshl	v15.8b, v4.8b, v10.8b
	srshl	v9.8b, v11.8b, v4.8b
	srshl	v4.8b, v30.8b, v4.8b
	srshl	v16.8b, v23.8b, v4.8b
	srshl	v26.8h, v22.8h, v14.8h
	srshl	v18.8h, v5.8h, v18.8h
	srshl	v6.8h, v21.8h, v3.8h
	srshl	v16.8h, v5.8h, v5.8h
	srshr	d22, d9, #11
	srshr	d7, d1, #49
	srshr	d4, d28, #22
	srshr	d28, d15, #29
	srshr	v29.16b, v7.16b, #8
	srshr	v21.16b, v4.16b, #1
	srshr	v9.16b, v2.16b, #4
	srshr	v15.16b, v13.16b, #3
	srshr	v22.2d, v29.2d, #48
	srshr	v11.2d, v2.2d, #7
	srshr	v13.2d, v29.2d, #18
	srshr	v21.2d, v10.2d, #25
	srshr	v2.2s, v5.2s, #32
	srshr	v5.2s, v22.2s, #8
	srshr	v13.2s, v18.2s, #16
	srshr	v24.2s, v22.2s, #21
	srshr	v3.4h, v10.4h, #7
	srshr	v30.4h, v0.4h, #7
	srshr	v17.4h, v12.4h, #12
	srshr	v20.4h, v19.4h, #15
	srshr	v13.4s, v9.4s, #21
	srshr	v8.4s, v9.4s, #1
	srshr	v22.4s, v20.4s, #7
	srshr	v11.4s, v30.4s, #8
	srshr	v21.8b, v23.8b, #2
	srshr	v11.8b, v16.8b, #5
	srshr	v14.8b, v28.8b, #3
	srshr	v3.8b, v27.8b, #1
	srshr	v26.8h, v8.8h, #11
	srshr	v11.8h, v22.8h, #10
	srshr	v29.8h, v8.8h, #1
	srshr	v4.8h, v18.8h, #5
	srsra	d14, d18, #1
	srsra	d24, d18, #38
	srsra	d7, d24, #22
	srsra	d8, d29, #26
	srsra	v17.16b, v24.16b, #4
	srsra	v17.16b, v11.16b, #6
	srsra	v10.16b, v16.16b, #4
	srsra	v16.16b, v17.16b, #1
	srsra	v12.2d, v27.2d, #18
	srsra	v15.2d, v25.2d, #50
	srsra	v10.2d, v16.2d, #5
	srsra	v10.2d, v10.2d, #1
	srsra	v3.2s, v28.2s, #7
	srsra	v23.2s, v18.2s, #1
	srsra	v2.2s, v10.2s, #32
	srsra	v16.2s, v17.2s, #1
	srsra	v14.4h, v6.4h, #15
	srsra	v8.4h, v2.4h, #10
	srsra	v5.4h, v7.4h, #1
	srsra	v5.4h, v3.4h, #2
	srsra	v8.4s, v6.4s, #10
	srsra	v9.4s, v18.4s, #5
	srsra	v4.4s, v22.4s, #1
	srsra	v16.4s, v18.4s, #4
	srsra	v25.8b, v21.8b, #1
	srsra	v10.8b, v30.8b, #3
	srsra	v22.8b, v11.8b, #3
	srsra	v30.8b, v6.8b, #6
	srsra	v25.8h, v9.8h, #1
	srsra	v24.8h, v11.8h, #1
	srsra	v19.8h, v4.8h, #9
	srsra	v9.8h, v11.8h, #5
	sshll	v25.2d, v19.2s, #12
	sshll	v21.2d, v14.2s, #0
	sshll	v11.2d, v23.2s, #6
	sshll	v28.2d, v5.2s, #23
	sshll2	v15.2d, v22.4s, #30
	sshll2	v18.2d, v21.4s, #7
	sshll2	v20.2d, v2.4s, #25
	sshll2	v3.2d, v15.4s, #31
	sshll	v5.4s, v7.4h, #0
	sshll	v26.4s, v27.4h, #4
	sshll	v6.4s, v15.4h, #12
	sshll	v6.4s, v8.4h, #1
	sshll2	v18.4s, v19.8h, #0
	sshll2	v13.4s, v18.8h, #15
	sshll2	v26.4s, v25.8h, #11
	sshll2	v10.4s, v12.8h, #7
	sshll	v23.8h, v0.8b, #3
	sshll	v27.8h, v10.8b, #7
	sshll	v21.8h, v3.8b, #0
	sshll	v4.8h, v12.8b, #0
	sshll2	v2.8h, v23.16b, #0
	sshll2	v7.8h, v15.16b, #4
	sshll2	v6.8h, v1.16b, #6
	sshll2	v5.8h, v23.16b, #7
	sshl	d9, d24, d20
	sshl	d4, d31, d6
	sshl	d18, d2, d26
	sshl	d2, d10, d18
	sshl	v23.16b, v10.16b, v21.16b
	sshl	v18.16b, v28.16b, v6.16b
	sshl	v31.16b, v1.16b, v0.16b
	sshl	v28.16b, v19.16b, v28.16b
	sshl	v29.2d, v18.2d, v0.2d
	sshl	v28.2d, v23.2d, v9.2d
	sshl	v10.2d, v20.2d, v18.2d
	sshl	v5.2d, v31.2d, v4.2d
	sshl	v28.2s, v3.2s, v27.2s
	sshl	v31.2s, v21.2s, v0.2s
	sshl	v16.2s, v30.2s, v21.2s
	sshl	v16.2s, v26.2s, v24.2s
	sshl	v13.4h, v6.4h, v8.4h
	sshl	v28.4h, v23.4h, v5.4h
	sshl	v31.4h, v14.4h, v12.4h
	sshl	v17.4h, v22.4h, v23.4h
	sshl	v11.4s, v15.4s, v15.4s
	sshl	v17.4s, v8.4s, v2.4s
	sshl	v3.4s, v14.4s, v21.4s
	sshl	v4.4s, v29.4s, v6.4s
	sshl	v6.8b, v5.8b, v13.8b
	sshl	v21.8b, v6.8b, v25.8b
	sshl	v7.8b, v11.8b, v13.8b
	sshl	v15.8b, v19.8b, v12.8b
	sshl	v22.8h, v28.8h, v26.8h
	sshl	v10.8h, v0.8h, v28.8h
	sshl	v3.8h, v13.8h, v7.8h
	sshl	v6.8h, v17.8h, v14.8h
	sshr	d0, d27, #1
	sshr	d26, d9, #5
	sshr	d28, d29, #40
	sshr	d12, d24, #1
	sshr	v29.16b, v1.16b, #6
	sshr	v7.16b, v30.16b, #4
	sshr	v1.16b, v12.16b, #6
	sshr	v7.16b, v9.16b, #4
	sshr	v22.2d, v13.2d, #19
	sshr	v25.2d, v2.2d, #64
	sshr	v5.2d, v26.2d, #29
	sshr	v26.2d, v13.2d, #52
	sshr	v19.2s, v17.2s, #18
	sshr	v10.2s, v12.2s, #32
	sshr	v26.2s, v13.2s, #20
	sshr	v9.2s, v22.2s, #5
	sshr	v14.4h, v20.4h, #6
	sshr	v29.4h, v23.4h, #9
	sshr	v31.4h, v29.4h, #1
	sshr	v0.4h, v16.4h, #5
	sshr	v24.4s, v4.4s, #18
	sshr	v8.4s, v7.4s, #24
	sshr	v2.4s, v18.4s, #3
	sshr	v22.4s, v12.4s, #1
	sshr	v24.8b, v23.8b, #8
	sshr	v28.8b, v31.8b, #1
	sshr	v30.8b, v10.8b, #3
	sshr	v22.8b, v2.8b, #6
	sshr	v16.8h, v24.8h, #13
	sshr	v23.8h, v2.8h, #11
	sshr	v24.8h, v3.8h, #16
	sshr	v8.8h, v31.8h, #1
	ssra	d25, d27, #20
	ssra	d28, d28, #30
	ssra	d29, d12, #28
	ssra	d25, d0, #52
	ssra	v21.16b, v29.16b, #5
	ssra	v28.16b, v18.16b, #1
	ssra	v14.16b, v14.16b, #7
	ssra	v2.16b, v14.16b, #7
	ssra	v17.2d, v21.2d, #38
	ssra	v5.2d, v2.2d, #19
	ssra	v7.2d, v15.2d, #35
	ssra	v28.2d, v3.2d, #42
	ssra	v9.2s, v24.2s, #6
	ssra	v3.2s, v12.2s, #2
	ssra	v5.2s, v17.2s, #28
	ssra	v30.2s, v17.2s, #28
	ssra	v25.4h, v16.4h, #15
	ssra	v2.4h, v11.4h, #1
	ssra	v11.4h, v28.4h, #12
	ssra	v22.4h, v4.4h, #10
	ssra	v21.4s, v0.4s, #26
	ssra	v25.4s, v7.4s, #13
	ssra	v30.4s, v9.4s, #22
	ssra	v4.4s, v30.4s, #21
	ssra	v8.8b, v21.8b, #6
	ssra	v13.8b, v20.8b, #8
	ssra	v9.8b, v10.8b, #5
	ssra	v26.8b, v2.8b, #1
	ssra	v2.8h, v12.8h, #14
	ssra	v31.8h, v29.8h, #7
	ssra	v2.8h, v29.8h, #1
	ssra	v20.8h, v25.8h, #2
	ssubl	v23.2d, v1.2s, v13.2s
	ssubl	v26.2d, v14.2s, v31.2s
	ssubl	v13.2d, v6.2s, v6.2s
	ssubl	v4.2d, v28.2s, v11.2s
	ssubl2	v3.2d, v28.4s, v8.4s
	ssubl2	v2.2d, v0.4s, v3.4s
	ssubl2	v3.2d, v22.4s, v24.4s
	ssubl2	v19.2d, v24.4s, v17.4s
	ssubl	v21.4s, v11.4h, v5.4h
	ssubl	v25.4s, v15.4h, v6.4h
	ssubl	v26.4s, v2.4h, v30.4h
	ssubl	v6.4s, v21.4h, v25.4h
	ssubl2	v17.4s, v18.8h, v8.8h
	ssubl2	v9.4s, v15.8h, v14.8h
	ssubl2	v21.4s, v3.8h, v5.8h
	ssubl2	v23.4s, v13.8h, v12.8h
	ssubl	v27.8h, v21.8b, v20.8b
	ssubl	v31.8h, v10.8b, v29.8b
	ssubl	v17.8h, v7.8b, v4.8b
	ssubl	v8.8h, v21.8b, v28.8b
	ssubl2	v27.8h, v10.16b, v31.16b
	ssubl2	v14.8h, v14.16b, v17.16b
	ssubl2	v15.8h, v20.16b, v25.16b
	ssubl2	v12.8h, v5.16b, v21.16b
	ssubw	v15.2d, v9.2d, v1.2s
	ssubw	v30.2d, v6.2d, v1.2s
	ssubw	v21.2d, v19.2d, v5.2s
	ssubw	v21.2d, v31.2d, v26.2s
	ssubw2	v18.2d, v27.2d, v27.4s
	ssubw2	v24.2d, v15.2d, v5.4s
	ssubw2	v13.2d, v15.2d, v9.4s
	ssubw2	v23.2d, v16.2d, v1.4s
	ssubw	v5.4s, v21.4s, v1.4h
	ssubw	v0.4s, v8.4s, v4.4h
	ssubw	v6.4s, v5.4s, v18.4h
	ssubw	v7.4s, v2.4s, v19.4h
	ssubw2	v25.4s, v10.4s, v0.8h
	ssubw2	v28.4s, v10.4s, v15.8h
	ssubw2	v12.4s, v28.4s, v0.8h
	ssubw2	v3.4s, v0.4s, v22.8h
	ssubw	v21.8h, v12.8h, v16.8b
	ssubw	v16.8h, v27.8h, v4.8b
	ssubw	v8.8h, v7.8h, v8.8b
	ssubw	v25.8h, v24.8h, v19.8b
	ssubw2	v2.8h, v31.8h, v27.16b
	ssubw2	v4.8h, v0.8h, v10.16b
	ssubw2	v31.8h, v29.8h, v8.16b
	ssubw2	v11.8h, v27.8h, v17.16b
	st1	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x26]
	st1	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x26]
	st1	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x29]
	st1	{ v10.16b, v11.16b, v12.16b, v13.16b }, [sp]
	st1	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x9], x10
	st1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x12], x30
	st1	{ v6.16b, v7.16b, v8.16b, v9.16b }, [sp], x16
	st1	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x23], x10
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x5]
	st1	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x27]
	st1	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x9]
	st1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x30]
	st1	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x28], x21
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x22], x23
	st1	{ v22.1d, v23.1d, v24.1d, v25.1d }, [x12], x23
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x10], x23
	st1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x23]
	st1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x26]
	st1	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x0]
	st1	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x0]
	st1	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x28], x19
	st1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x10], x10
	st1	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x12], x24
	st1	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x24], x21
	st1	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x4]
	st1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [sp]
	st1	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x11]
	st1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x26]
	st1	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x12], x24
	st1	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x4], x16
	st1	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x10], x5
	st1	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x12], x15
	st1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x22]
	st1	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x10]
	st1	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x0]
	st1	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x18]
	st1	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x13], x16
	st1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [sp], x18
	st1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x29], x0
	st1	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x6], x22
	st1	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x5]
	st1	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x23]
	st1	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x13]
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x22]
	st1	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x15], x19
	st1	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x17], x20
	st1	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x15], x15
	st1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x6], x19
	st1	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x22]
	st1	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x5]
	st1	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x14]
	st1	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x21]
	st1	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x19], x25
	st1	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x30], x11
	st1	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x17], x19
	st1	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x22], x24
	st1	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x29]
	st1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x7]
	st1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x27]
	st1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x15]
	st1	{ v18.8h, v19.8h, v20.8h, v21.8h }, [sp], x21
	st1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x12], x4
	st1	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x4], x13
	st1	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x9], x16
	st1	{ v5.16b }, [x17]
	st1	{ v11.16b }, [x25]
	st1	{ v0.16b }, [x28]
	st1	{ v7.16b }, [x8]
	st1	{ v16.16b }, [x15], x12
	st1	{ v12.16b }, [x26], x14
	st1	{ v28.16b }, [x19], x2
	st1	{ v3.16b }, [x12], x15
	st1	{ v12.1d }, [x2]
	st1	{ v15.1d }, [x30]
	st1	{ v2.1d }, [x16]
	st1	{ v24.1d }, [x30]
	st1	{ v5.1d }, [x8], x24
	st1	{ v27.1d }, [sp], x24
	st1	{ v8.1d }, [x24], x19
	st1	{ v16.1d }, [sp], x26
	st1	{ v10.2d }, [x0]
	st1	{ v11.2d }, [x11]
	st1	{ v17.2d }, [x29]
	st1	{ v22.2d }, [x0]
	st1	{ v23.2d }, [x5], x19
	st1	{ v12.2d }, [x25], x16
	st1	{ v16.2d }, [x2], x4
	st1	{ v30.2d }, [x20], x4
	st1	{ v8.2s }, [x18]
	st1	{ v29.2s }, [sp]
	st1	{ v23.2s }, [x22]
	st1	{ v25.2s }, [x12]
	st1	{ v26.2s }, [x7], x1
	st1	{ v14.2s }, [x17], x26
	st1	{ v14.2s }, [x21], x17
	st1	{ v28.2s }, [x5], x8
	st1	{ v8.4h }, [x4]
	st1	{ v16.4h }, [x18]
	st1	{ v4.4h }, [x8]
	st1	{ v4.4h }, [x4]
	st1	{ v21.4h }, [x1], x10
	st1	{ v3.4h }, [x29], x28
	st1	{ v10.4h }, [x20], x24
	st1	{ v18.4h }, [x14], x19
	st1	{ v25.4s }, [x11]
	st1	{ v15.4s }, [sp]
	st1	{ v3.4s }, [x1]
	st1	{ v17.4s }, [x12]
	st1	{ v2.4s }, [x29], x24
	st1	{ v6.4s }, [x27], x0
	st1	{ v28.4s }, [x24], x22
	st1	{ v30.4s }, [x7], x26
	st1	{ v20.8b }, [x11]
	st1	{ v18.8b }, [x9]
	st1	{ v1.8b }, [x11]
	st1	{ v28.8b }, [x13]
	st1	{ v7.8b }, [x17], x2
	st1	{ v19.8b }, [x2], x2
	st1	{ v4.8b }, [x6], x22
	st1	{ v30.8b }, [x17], x15
	st1	{ v16.8h }, [x6]
	st1	{ v16.8h }, [x12]
	st1	{ v21.8h }, [x10]
	st1	{ v7.8h }, [x2]
	st1	{ v13.8h }, [x4], x29
	st1	{ v10.8h }, [x18], x7
	st1	{ v27.8h }, [sp], x27
	st1	{ v28.8h }, [x22], x24
	st1	{ v20.16b, v21.16b, v22.16b }, [x6]
	st1	{ v7.16b, v8.16b, v9.16b }, [x5]
	st1	{ v7.16b, v8.16b, v9.16b }, [x26]
	st1	{ v1.16b, v2.16b, v3.16b }, [x17]
	st1	{ v2.16b, v3.16b, v4.16b }, [x23], x30
	st1	{ v28.16b, v29.16b, v30.16b }, [x10], x7
	st1	{ v30.16b, v31.16b, v0.16b }, [x26], x4
	st1	{ v2.16b, v3.16b, v4.16b }, [x7], x14
	st1	{ v11.1d, v12.1d, v13.1d }, [x17]
	st1	{ v17.1d, v18.1d, v19.1d }, [x8]
	st1	{ v26.1d, v27.1d, v28.1d }, [x26]
	st1	{ v9.1d, v10.1d, v11.1d }, [x26]
	st1	{ v23.1d, v24.1d, v25.1d }, [x21], x25
	st1	{ v3.1d, v4.1d, v5.1d }, [x3], x29
	st1	{ v23.1d, v24.1d, v25.1d }, [x23], x1
	st1	{ v27.1d, v28.1d, v29.1d }, [x21], x4
	st1	{ v9.2d, v10.2d, v11.2d }, [x21]
	st1	{ v17.2d, v18.2d, v19.2d }, [x2]
	st1	{ v29.2d, v30.2d, v31.2d }, [x11]
	st1	{ v14.2d, v15.2d, v16.2d }, [x12]
	st1	{ v13.2d, v14.2d, v15.2d }, [x9], x17
	st1	{ v8.2d, v9.2d, v10.2d }, [x20], x1
	st1	{ v3.2d, v4.2d, v5.2d }, [x21], x0
	st1	{ v2.2d, v3.2d, v4.2d }, [x25], x0
	st1	{ v13.2s, v14.2s, v15.2s }, [x15]
	st1	{ v4.2s, v5.2s, v6.2s }, [x14]
	st1	{ v26.2s, v27.2s, v28.2s }, [x19]
	st1	{ v28.2s, v29.2s, v30.2s }, [x26]
	st1	{ v22.2s, v23.2s, v24.2s }, [x2], x16
	st1	{ v21.2s, v22.2s, v23.2s }, [x12], x12
	st1	{ v28.2s, v29.2s, v30.2s }, [x26], x4
	st1	{ v15.2s, v16.2s, v17.2s }, [x28], x7
	st1	{ v24.4h, v25.4h, v26.4h }, [x25]
	st1	{ v26.4h, v27.4h, v28.4h }, [x28]
	st1	{ v14.4h, v15.4h, v16.4h }, [x25]
	st1	{ v31.4h, v0.4h, v1.4h }, [x10]
	st1	{ v18.4h, v19.4h, v20.4h }, [x2], x18
	st1	{ v10.4h, v11.4h, v12.4h }, [x13], x20
	st1	{ v6.4h, v7.4h, v8.4h }, [x21], x1
	st1	{ v9.4h, v10.4h, v11.4h }, [x11], x1
	st1	{ v25.4s, v26.4s, v27.4s }, [x27]
	st1	{ v10.4s, v11.4s, v12.4s }, [x7]
	st1	{ v13.4s, v14.4s, v15.4s }, [x22]
	st1	{ v31.4s, v0.4s, v1.4s }, [x27]
	st1	{ v19.4s, v20.4s, v21.4s }, [x12], x15
	st1	{ v25.4s, v26.4s, v27.4s }, [x3], x13
	st1	{ v3.4s, v4.4s, v5.4s }, [x12], x0
	st1	{ v29.4s, v30.4s, v31.4s }, [x6], x23
	st1	{ v23.8b, v24.8b, v25.8b }, [sp]
	st1	{ v12.8b, v13.8b, v14.8b }, [x29]
	st1	{ v31.8b, v0.8b, v1.8b }, [x11]
	st1	{ v14.8b, v15.8b, v16.8b }, [x14]
	st1	{ v20.8b, v21.8b, v22.8b }, [x28], x20
	st1	{ v30.8b, v31.8b, v0.8b }, [x27], x10
	st1	{ v27.8b, v28.8b, v29.8b }, [x24], x19
	st1	{ v5.8b, v6.8b, v7.8b }, [x16], x21
	st1	{ v6.8h, v7.8h, v8.8h }, [x9]
	st1	{ v1.8h, v2.8h, v3.8h }, [x9]
	st1	{ v6.8h, v7.8h, v8.8h }, [x20]
	st1	{ v24.8h, v25.8h, v26.8h }, [x29]
	st1	{ v2.8h, v3.8h, v4.8h }, [x17], x17
	st1	{ v9.8h, v10.8h, v11.8h }, [x12], x14
	st1	{ v0.8h, v1.8h, v2.8h }, [x2], x10
	st1	{ v4.8h, v5.8h, v6.8h }, [x25], x3
	st1	{ v11.16b, v12.16b }, [x3]
	st1	{ v21.16b, v22.16b }, [x29]
	st1	{ v4.16b, v5.16b }, [x26]
	st1	{ v7.16b, v8.16b }, [sp]
	st1	{ v14.16b, v15.16b }, [x20], x1
	st1	{ v16.16b, v17.16b }, [x1], x5
	st1	{ v6.16b, v7.16b }, [x14], x14
	st1	{ v20.16b, v21.16b }, [x26], x24
	st1	{ v29.1d, v30.1d }, [x22]
	st1	{ v3.1d, v4.1d }, [x15]
	st1	{ v17.1d, v18.1d }, [x4]
	st1	{ v11.1d, v12.1d }, [x0]
	st1	{ v18.1d, v19.1d }, [x30], x1
	st1	{ v11.1d, v12.1d }, [x18], x8
	st1	{ v4.1d, v5.1d }, [x13], x20
	st1	{ v28.1d, v29.1d }, [x9], x10
	st1	{ v7.2d, v8.2d }, [sp]
	st1	{ v4.2d, v5.2d }, [x8]
	st1	{ v12.2d, v13.2d }, [x16]
	st1	{ v13.2d, v14.2d }, [x25]
	st1	{ v1.2d, v2.2d }, [x25], x8
	st1	{ v24.2d, v25.2d }, [x30], x19
	st1	{ v24.2d, v25.2d }, [x5], x19
	st1	{ v2.2d, v3.2d }, [x14], x27
	st1	{ v12.2s, v13.2s }, [sp]
	st1	{ v18.2s, v19.2s }, [x21]
	st1	{ v26.2s, v27.2s }, [x21]
	st1	{ v18.2s, v19.2s }, [x4]
	st1	{ v19.2s, v20.2s }, [x24], x23
	st1	{ v21.2s, v22.2s }, [x11], x23
	st1	{ v6.2s, v7.2s }, [x30], x21
	st1	{ v1.2s, v2.2s }, [x11], x2
	st1	{ v8.4h, v9.4h }, [x6]
	st1	{ v30.4h, v31.4h }, [x2]
	st1	{ v21.4h, v22.4h }, [sp]
	st1	{ v1.4h, v2.4h }, [x10]
	st1	{ v25.4h, v26.4h }, [x22], x15
	st1	{ v20.4h, v21.4h }, [x28], x29
	st1	{ v5.4h, v6.4h }, [x3], x26
	st1	{ v21.4h, v22.4h }, [x25], x16
	st1	{ v28.4s, v29.4s }, [x19]
	st1	{ v29.4s, v30.4s }, [x2]
	st1	{ v28.4s, v29.4s }, [x11]
	st1	{ v7.4s, v8.4s }, [x28]
	st1	{ v8.4s, v9.4s }, [x28], x25
	st1	{ v11.4s, v12.4s }, [x23], x6
	st1	{ v23.4s, v24.4s }, [x24], x17
	st1	{ v27.4s, v28.4s }, [x6], x2
	st1	{ v5.8b, v6.8b }, [x29]
	st1	{ v3.8b, v4.8b }, [x19]
	st1	{ v20.8b, v21.8b }, [x30]
	st1	{ v17.8b, v18.8b }, [x15]
	st1	{ v7.8b, v8.8b }, [x8], x4
	st1	{ v29.8b, v30.8b }, [x7], x24
	st1	{ v19.8b, v20.8b }, [x12], x23
	st1	{ v17.8b, v18.8b }, [x2], x29
	st1	{ v5.8h, v6.8h }, [x3]
	st1	{ v18.8h, v19.8h }, [x0]
	st1	{ v3.8h, v4.8h }, [x7]
	st1	{ v8.8h, v9.8h }, [x8]
	st1	{ v14.8h, v15.8h }, [x25], x1
	st1	{ v2.8h, v3.8h }, [x27], x3
	st1	{ v4.8h, v5.8h }, [x10], #32
	st1	{ v0.8h, v1.8h }, [x14], x13
	st1	{ v19.b }[8], [x26]
	st1	{ v9.b }[13], [x2]
	st1	{ v5.b }[0], [x25]
	st1	{ v10.b }[1], [x8]
	st1	{ v0.b }[13], [x0], x25
	st1	{ v24.b }[3], [x9], x4
	st1	{ v21.b }[9], [x2], #1
	st1	{ v6.b }[4], [x9], x4
	st1	{ v12.d }[0], [x13]
	st1	{ v20.d }[1], [x28]
	st1	{ v5.d }[1], [x18]
	st1	{ v5.d }[0], [x16]
	st1	{ v13.d }[1], [x2], x22
	st1	{ v0.d }[0], [x30], x25
	st1	{ v15.d }[0], [x26], x28
	st1	{ v20.d }[1], [x17], x6
	st1	{ v1.h }[0], [x12]
	st1	{ v30.h }[1], [x3]
	st1	{ v20.h }[4], [x0]
	st1	{ v20.h }[6], [x1]
	st1	{ v22.h }[5], [x15], #2
	st1	{ v10.h }[0], [x9], x18
	st1	{ v23.h }[5], [x21], x12
	st1	{ v17.h }[1], [x0], x23
	st1	{ v15.s }[0], [x24]
	st1	{ v13.s }[3], [x28]
	st1	{ v11.s }[0], [x0]
	st1	{ v10.s }[3], [x2]
	st1	{ v23.s }[0], [x21], x7
	st1	{ v24.s }[1], [x16], x26
	st1	{ v19.s }[2], [x24], x0
	st1	{ v19.s }[3], [x18], x23
	st2	{ v17.b, v18.b }[9], [x8]
	st2	{ v15.b, v16.b }[15], [x20]
	st2	{ v23.b, v24.b }[0], [x21]
	st2	{ v28.b, v29.b }[1], [x6]
	st2	{ v7.b, v8.b }[0], [x14], x20
	st2	{ v3.b, v4.b }[0], [x2], x7
	st2	{ v30.b, v31.b }[9], [x10], x16
	st2	{ v2.b, v3.b }[10], [x7], x5
	st2	{ v5.d, v6.d }[1], [x5]
	st2	{ v31.d, v0.d }[0], [x17]
	st2	{ v1.d, v2.d }[1], [x10]
	st2	{ v7.d, v8.d }[1], [x26]
	st2	{ v26.d, v27.d }[0], [x20], #16
	st2	{ v23.d, v24.d }[1], [x9], x0
	st2	{ v27.d, v28.d }[0], [x24], x30
	st2	{ v3.d, v4.d }[0], [x29], x18
	st2	{ v2.h, v3.h }[3], [x0]
	st2	{ v6.h, v7.h }[4], [x9]
	st2	{ v4.h, v5.h }[7], [x25]
	st2	{ v21.h, v22.h }[6], [x27]
	st2	{ v24.h, v25.h }[2], [sp], x26
	st2	{ v6.h, v7.h }[3], [x16], x24
	st2	{ v2.h, v3.h }[7], [x13], x2
	st2	{ v14.h, v15.h }[3], [x9], x25
	st2	{ v15.s, v16.s }[1], [x15]
	st2	{ v30.s, v31.s }[1], [x18]
	st2	{ v30.s, v31.s }[3], [sp]
	st2	{ v24.s, v25.s }[0], [x27]
	st2	{ v20.s, v21.s }[2], [x9], #8
	st2	{ v0.s, v1.s }[1], [x9], x9
	st2	{ v5.s, v6.s }[1], [x10], x4
	st2	{ v16.s, v17.s }[3], [x14], x6
	st2	{ v4.16b, v5.16b }, [x14]
	st2	{ v8.16b, v9.16b }, [x9]
	st2	{ v30.16b, v31.16b }, [x4]
	st2	{ v29.16b, v30.16b }, [x25]
	st2	{ v26.16b, v27.16b }, [x18], x16
	st2	{ v4.16b, v5.16b }, [sp], x18
	st2	{ v23.16b, v24.16b }, [x14], x15
	st2	{ v14.16b, v15.16b }, [x26], x1
	st2	{ v30.2d, v31.2d }, [sp]
	st2	{ v4.2d, v5.2d }, [x14]
	st2	{ v10.2d, v11.2d }, [x16]
	st2	{ v23.2d, v24.2d }, [x19]
	st2	{ v7.2d, v8.2d }, [x21], x25
	st2	{ v3.2d, v4.2d }, [x18], x26
	st2	{ v28.2d, v29.2d }, [x4], x30
	st2	{ v3.2d, v4.2d }, [x22], x20
	st2	{ v7.2s, v8.2s }, [x19]
	st2	{ v13.2s, v14.2s }, [x27]
	st2	{ v16.2s, v17.2s }, [x27]
	st2	{ v19.2s, v20.2s }, [x14]
	st2	{ v3.2s, v4.2s }, [x13], x20
	st2	{ v12.2s, v13.2s }, [x0], x30
	st2	{ v16.2s, v17.2s }, [x11], x11
	st2	{ v17.2s, v18.2s }, [x25], x12
	st2	{ v24.4h, v25.4h }, [x21]
	st2	{ v22.4h, v23.4h }, [x16]
	st2	{ v7.4h, v8.4h }, [x27]
	st2	{ v1.4h, v2.4h }, [x5]
	st2	{ v28.4h, v29.4h }, [x23], x10
	st2	{ v23.4h, v24.4h }, [x18], x24
	st2	{ v22.4h, v23.4h }, [x5], x16
	st2	{ v16.4h, v17.4h }, [x25], x5
	st2	{ v31.4s, v0.4s }, [x4]
	st2	{ v10.4s, v11.4s }, [x15]
	st2	{ v6.4s, v7.4s }, [x20]
	st2	{ v23.4s, v24.4s }, [x8]
	st2	{ v2.4s, v3.4s }, [x9], x11
	st2	{ v19.4s, v20.4s }, [x11], x1
	st2	{ v14.4s, v15.4s }, [x25], x6
	st2	{ v8.4s, v9.4s }, [x22], x20
	st2	{ v5.8b, v6.8b }, [x8]
	st2	{ v22.8b, v23.8b }, [x2]
	st2	{ v7.8b, v8.8b }, [x7]
	st2	{ v21.8b, v22.8b }, [x19]
	st2	{ v26.8b, v27.8b }, [x20], x22
	st2	{ v16.8b, v17.8b }, [x0], x5
	st2	{ v6.8b, v7.8b }, [x3], x14
	st2	{ v18.8b, v19.8b }, [x1], x19
	st2	{ v7.8h, v8.8h }, [x28]
	st2	{ v0.8h, v1.8h }, [x20]
	st2	{ v23.8h, v24.8h }, [x8]
	st2	{ v17.8h, v18.8h }, [x8]
	st2	{ v10.8h, v11.8h }, [x27], #32
	st2	{ v0.8h, v1.8h }, [x22], x13
	st2	{ v18.8h, v19.8h }, [x6], x27
	st2	{ v4.8h, v5.8h }, [x10], x28
	st3	{ v13.b, v14.b, v15.b }[8], [x27]
	st3	{ v8.b, v9.b, v10.b }[1], [x7]
	st3	{ v26.b, v27.b, v28.b }[11], [x4]
	st3	{ v5.b, v6.b, v7.b }[0], [x17]
	st3	{ v18.b, v19.b, v20.b }[0], [sp], x10
	st3	{ v23.b, v24.b, v25.b }[11], [x18], x19
	st3	{ v27.b, v28.b, v29.b }[3], [x5], x22
	st3	{ v27.b, v28.b, v29.b }[14], [x12], x19
	st3	{ v3.d, v4.d, v5.d }[1], [x15]
	st3	{ v23.d, v24.d, v25.d }[1], [x17]
	st3	{ v29.d, v30.d, v31.d }[0], [x11]
	st3	{ v14.d, v15.d, v16.d }[1], [x17]
	st3	{ v3.d, v4.d, v5.d }[1], [x21], x21
	st3	{ v17.d, v18.d, v19.d }[1], [x17], x23
	st3	{ v30.d, v31.d, v0.d }[0], [x6], x5
	st3	{ v11.d, v12.d, v13.d }[1], [x7], x11
	st3	{ v25.h, v26.h, v27.h }[0], [x27]
	st3	{ v24.h, v25.h, v26.h }[0], [x28]
	st3	{ v15.h, v16.h, v17.h }[2], [x7]
	st3	{ v31.h, v0.h, v1.h }[6], [x26]
	st3	{ v4.h, v5.h, v6.h }[0], [x15], x4
	st3	{ v5.h, v6.h, v7.h }[0], [x13], x8
	st3	{ v28.h, v29.h, v30.h }[6], [x28], x22
	st3	{ v18.h, v19.h, v20.h }[1], [x7], x7
	st3	{ v16.s, v17.s, v18.s }[1], [x12]
	st3	{ v0.s, v1.s, v2.s }[0], [x20]
	st3	{ v9.s, v10.s, v11.s }[3], [x8]
	st3	{ v31.s, v0.s, v1.s }[3], [x18]
	st3	{ v2.s, v3.s, v4.s }[2], [x6], x16
	st3	{ v19.s, v20.s, v21.s }[1], [x16], x21
	st3	{ v17.s, v18.s, v19.s }[0], [x7], x8
	st3	{ v7.s, v8.s, v9.s }[2], [x15], x8
	st3	{ v10.16b, v11.16b, v12.16b }, [x29]
	st3	{ v0.16b, v1.16b, v2.16b }, [x10]
	st3	{ v28.16b, v29.16b, v30.16b }, [x15]
	st3	{ v1.16b, v2.16b, v3.16b }, [x29]
	st3	{ v20.16b, v21.16b, v22.16b }, [x30], x17
	st3	{ v7.16b, v8.16b, v9.16b }, [x14], x24
	st3	{ v19.16b, v20.16b, v21.16b }, [x0], x23
	st3	{ v28.16b, v29.16b, v30.16b }, [x24], x21
	st3	{ v20.2d, v21.2d, v22.2d }, [x26]
	st3	{ v17.2d, v18.2d, v19.2d }, [x24]
	st3	{ v22.2d, v23.2d, v24.2d }, [x30]
	st3	{ v30.2d, v31.2d, v0.2d }, [x11]
	st3	{ v3.2d, v4.2d, v5.2d }, [x16], x0
	st3	{ v7.2d, v8.2d, v9.2d }, [x12], x30
	st3	{ v4.2d, v5.2d, v6.2d }, [x8], x16
	st3	{ v14.2d, v15.2d, v16.2d }, [x13], x9
	st3	{ v18.2s, v19.2s, v20.2s }, [x18]
	st3	{ v4.2s, v5.2s, v6.2s }, [x22]
	st3	{ v30.2s, v31.2s, v0.2s }, [x13]
	st3	{ v6.2s, v7.2s, v8.2s }, [x17]
	st3	{ v27.2s, v28.2s, v29.2s }, [x9], x23
	st3	{ v23.2s, v24.2s, v25.2s }, [x17], x21
	st3	{ v20.2s, v21.2s, v22.2s }, [x20], x0
	st3	{ v16.2s, v17.2s, v18.2s }, [x29], x8
	st3	{ v8.4h, v9.4h, v10.4h }, [x1]
	st3	{ v10.4h, v11.4h, v12.4h }, [x14]
	st3	{ v10.4h, v11.4h, v12.4h }, [x28]
	st3	{ v1.4h, v2.4h, v3.4h }, [x19]
	st3	{ v28.4h, v29.4h, v30.4h }, [x20], x16
	st3	{ v9.4h, v10.4h, v11.4h }, [x5], x24
	st3	{ v18.4h, v19.4h, v20.4h }, [x25], x22
	st3	{ v20.4h, v21.4h, v22.4h }, [x14], x10
	st3	{ v26.4s, v27.4s, v28.4s }, [x24]
	st3	{ v8.4s, v9.4s, v10.4s }, [x10]
	st3	{ v20.4s, v21.4s, v22.4s }, [x10]
	st3	{ v4.4s, v5.4s, v6.4s }, [x2]
	st3	{ v1.4s, v2.4s, v3.4s }, [x13], x20
	st3	{ v30.4s, v31.4s, v0.4s }, [x2], x3
	st3	{ v0.4s, v1.4s, v2.4s }, [x17], x11
	st3	{ v4.4s, v5.4s, v6.4s }, [x18], x24
	st3	{ v23.8b, v24.8b, v25.8b }, [x21]
	st3	{ v14.8b, v15.8b, v16.8b }, [x20]
	st3	{ v16.8b, v17.8b, v18.8b }, [x1]
	st3	{ v9.8b, v10.8b, v11.8b }, [x14]
	st3	{ v15.8b, v16.8b, v17.8b }, [x14], x17
	st3	{ v2.8b, v3.8b, v4.8b }, [x20], x12
	st3	{ v9.8b, v10.8b, v11.8b }, [x10], x24
	st3	{ v29.8b, v30.8b, v31.8b }, [x29], x9
	st3	{ v9.8h, v10.8h, v11.8h }, [x0]
	st3	{ v30.8h, v31.8h, v0.8h }, [x30]
	st3	{ v3.8h, v4.8h, v5.8h }, [x23]
	st3	{ v27.8h, v28.8h, v29.8h }, [x9]
	st3	{ v29.8h, v30.8h, v31.8h }, [x20], x21
	st3	{ v12.8h, v13.8h, v14.8h }, [x21], x18
	st3	{ v6.8h, v7.8h, v8.8h }, [x29], x10
	st3	{ v0.8h, v1.8h, v2.8h }, [x12], x0
	st4	{ v10.b, v11.b, v12.b, v13.b }[0], [x2]
	st4	{ v19.b, v20.b, v21.b, v22.b }[0], [x23]
	st4	{ v7.b, v8.b, v9.b, v10.b }[7], [x19]
	st4	{ v31.b, v0.b, v1.b, v2.b }[0], [x17]
	st4	{ v25.b, v26.b, v27.b, v28.b }[0], [x6], x28
	st4	{ v31.b, v0.b, v1.b, v2.b }[0], [x27], x1
	st4	{ v15.b, v16.b, v17.b, v18.b }[8], [x30], x15
	st4	{ v18.b, v19.b, v20.b, v21.b }[0], [x11], x5
	st4	{ v16.d, v17.d, v18.d, v19.d }[1], [x21]
	st4	{ v20.d, v21.d, v22.d, v23.d }[0], [x27]
	st4	{ v22.d, v23.d, v24.d, v25.d }[0], [sp]
	st4	{ v23.d, v24.d, v25.d, v26.d }[1], [x11]
	st4	{ v1.d, v2.d, v3.d, v4.d }[0], [x27], x24
	st4	{ v11.d, v12.d, v13.d, v14.d }[1], [x5], x11
	st4	{ v25.d, v26.d, v27.d, v28.d }[1], [x17], x9
	st4	{ v1.d, v2.d, v3.d, v4.d }[1], [x16], x6
	st4	{ v9.h, v10.h, v11.h, v12.h }[3], [x13]
	st4	{ v21.h, v22.h, v23.h, v24.h }[0], [x10]
	st4	{ v12.h, v13.h, v14.h, v15.h }[5], [x22]
	st4	{ v20.h, v21.h, v22.h, v23.h }[4], [x27]
	st4	{ v27.h, v28.h, v29.h, v30.h }[7], [x10], x23
	st4	{ v26.h, v27.h, v28.h, v29.h }[0], [x22], x10
	st4	{ v26.h, v27.h, v28.h, v29.h }[0], [x5], x17
	st4	{ v31.h, v0.h, v1.h, v2.h }[3], [x14], x17
	st4	{ v20.s, v21.s, v22.s, v23.s }[2], [x15]
	st4	{ v30.s, v31.s, v0.s, v1.s }[3], [x24]
	st4	{ v18.s, v19.s, v20.s, v21.s }[1], [x22]
	st4	{ v10.s, v11.s, v12.s, v13.s }[2], [x7]
	st4	{ v28.s, v29.s, v30.s, v31.s }[3], [x12], x23
	st4	{ v8.s, v9.s, v10.s, v11.s }[1], [x29], x18
	st4	{ v3.s, v4.s, v5.s, v6.s }[3], [x10], x3
	st4	{ v21.s, v22.s, v23.s, v24.s }[2], [x0], x9
	st4	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x15]
	st4	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x18]
	st4	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x3]
	st4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x23]
	st4	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x12], x21
	st4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x3], x22
	st4	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x15], x14
	st4	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x10], x5
	st4	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x11]
	st4	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x20]
	st4	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x24]
	st4	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x19]
	st4	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x4], x1
	st4	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x9], x5
	st4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x12], x14
	st4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x21], x29
	st4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x6]
	st4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x20]
	st4	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x20]
	st4	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x25]
	st4	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x20], x13
	st4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x16], x15
	st4	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x16], x6
	st4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x5], x21
	st4	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x21]
	st4	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x7]
	st4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x10]
	st4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x25]
	st4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x11], x28
	st4	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x11], x24
	st4	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x12], x30
	st4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x25], x23
	st4	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x6]
	st4	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x7]
	st4	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x20]
	st4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x7]
	st4	{ v24.4s, v25.4s, v26.4s, v27.4s }, [sp], x21
	st4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x0], x13
	st4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x21], x14
	st4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x24], x26
	st4	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x2]
	st4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x11]
	st4	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x4]
	st4	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x23]
	st4	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x30], x9
	st4	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x13], x13
	st4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x10], x28
	st4	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x20], x9
	st4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x9]
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x11]
	st4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x2]
	st4	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x13]
	st4	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x25], x20
	st4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x29], x11
	st4	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x18], x10
	st4	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x29], x10
	stlr	wzr, [x8]
	stlr	w21, [x28]
	stlr	w27, [x23]
	stlr	w29, [x26]
	stlr	x7, [x11]
	stlr	x19, [x9]
	stlr	x12, [x12]
	stlr	xzr, [x2]
	stlrb	w12, [x30]
	stlrb	w16, [x29]
	stlrb	w25, [x20]
	stlrb	w17, [x23]
	stlrh	w23, [x3]
	stlrh	w3, [x29]
	stlrh	w6, [x21]
	stlrh	w21, [x16]
	stlxp	w9, w17, w23, [x1]
	stlxp	w15, w26, w18, [x24]
	stlxp	w24, w22, w16, [x26]
	stlxp	w10, w23, w12, [sp]
	stlxp	w26, x10, x6, [x18]
	stlxp	w12, x15, x27, [x15]
	stlxp	w15, x27, x9, [x3]
	stlxp	w8, x4, x13, [x12]
	stlxr	w15, w9, [x21]
	stlxr	w11, w3, [x26]
	stlxr	wzr, w16, [x7]
	stlxr	w3, w21, [x18]
	stlxr	w30, x19, [x18]
	stlxr	w18, x19, [x3]
	stlxr	w29, x9, [x19]
	stlxr	w2, xzr, [x7]
	stlxrb	w19, w15, [sp]
	stlxrb	w13, w24, [x2]
	stlxrb	w9, wzr, [x3]
	stlxrb	wzr, w12, [x0]
	stlxrh	w2, w25, [x30]
	stlxrh	w12, w16, [x27]
	stlxrh	w16, w25, [x12]
	stlxrh	w26, w13, [x30]
	stnp	d31, d14, [x10, #-512]
	stnp	d8, d1, [x5, #-216]
	stnp	d30, d30, [x25]
	stnp	d6, d21, [x3, #-160]
	stnp	q6, q12, [x12, #320]
	stnp	q3, q6, [x24, #-384]
	stnp	q13, q20, [x19]
	stnp	q1, q28, [x2]
	stnp	s23, s30, [x18]
	stnp	s19, s24, [x20, #-60]
	stnp	s16, s16, [x17, #-184]
	stnp	s4, s23, [x9, #-96]
	stnp	w26, w23, [sp]
	stnp	w10, w29, [x6, #80]
	stnp	w26, w4, [x26, #-220]
	stnp	w18, w12, [x23]
	stnp	x21, x11, [x7]
	stnp	x23, x8, [x5, #488]
	stnp	x1, x13, [x15]
	stnp	x26, x3, [x15, #96]
	stp	d12, d0, [sp, #-512]
	stp	d2, d2, [x29, #-8]
	stp	d24, d12, [x26, #-8]
	stp	d19, d30, [x6]
	stp	d11, d30, [x17], #448
	stp	d1, d21, [x17], #-16
	stp	d24, d19, [x6], #216
	stp	d12, d5, [x21], #-256
	stp	d25, d18, [x8, #424]!
	stp	d11, d31, [x5, #-512]!
	stp	d24, d6, [x14, #144]!
	stp	d26, d24, [x25, #504]!
	stp	q27, q2, [x10]
	stp	q5, q19, [x6, #848]
	stp	q23, q3, [x16, #-880]
	stp	q22, q24, [x15, #-1024]
	stp	q25, q14, [x9], #480
	stp	q16, q28, [x23], #-432
	stp	q11, q18, [x9], #-544
	stp	q25, q13, [x12], #416
	stp	q9, q28, [x5, #-768]!
	stp	q11, q21, [x15, #-144]!
	stp	q8, q10, [x6, #-192]!
	stp	q12, q14, [x9, #-608]!
	stp	s31, s17, [x0]
	stp	s11, s2, [x24, #244]
	stp	s30, s16, [x30]
	stp	s2, s25, [x13, #176]
	stp	s3, s11, [x7], #-40
	stp	s10, s5, [x5], #64
	stp	s11, s3, [x8], #-248
	stp	s13, s10, [x18], #0
	stp	s30, s22, [x1, #0]!
	stp	s13, s30, [x15, #252]!
	stp	s3, s26, [x9, #-44]!
	stp	s7, s0, [x7, #-76]!
	stp	w14, w21, [x7, #-156]
	stp	w26, w25, [x5]
	stp	w27, w15, [x4, #-8]
	stp	w8, w17, [x9]
	stp	w27, w25, [x8], #-176
	stp	w30, w24, [x21], #-236
	stp	w4, w21, [x1], #-96
	stp	w6, w3, [x25], #180
	stp	w1, w2, [x28, #-116]!
	stp	w23, w12, [x17, #196]!
	stp	w30, w30, [x22, #116]!
	stp	w29, w15, [x22, #-32]!
	stp	x19, x28, [x13]
	stp	x15, x24, [x5, #-48]
	stp	x12, x28, [x27]
	stp	x4, x11, [x6]
	stp	x19, x17, [x30], #-48
	stp	x6, x9, [x20], #488
	stp	x14, x2, [x19], #-24
	stp	x7, x18, [x24], #-16
	stp	x14, x19, [x7, #-16]!
	stp	x0, x6, [x8, #336]!
	stp	x11, x12, [x1, #176]!
	stp	x17, x29, [x8, #-472]!
	stur	b28, [x24]
	stur	b10, [x27, #72]
	stur	b21, [x6]
	stur	b0, [x16, #187]
	str	b28, [x11], #89
	str	b9, [x12], #152
	str	b27, [x9], #-1
	str	b4, [x24], #245
	str	b12, [x6, #161]!
	str	b26, [x5, #223]!
	str	b22, [x2, #-143]!
	str	b3, [x7, #226]!
	str	b7, [x26, w26, sxtw]
	str	b0, [x29, w25, sxtw #0]
	str	b0, [x28, w0, uxtw #0]
	str	b2, [x3, w14, sxtw #0]
	str	b13, [x2, x9, lsl #0]
	str	b28, [x2, x27, sxtx #0]
	str	b26, [x7, xzr, sxtx #0]
	str	b26, [sp, x11, sxtx #0]
	str	b25, [x20, #441]
	str	b14, [x24, #1394]
	str	b0, [x2]
	str	b22, [x6, #2089]
	sturb	w13, [x4, #-256]
	sturb	w2, [x11, #26]
	sturb	w3, [x14]
	sturb	w12, [x1, #-36]
	strb	w4, [x20], #168
	strb	w28, [x6], #83
	strb	w22, [x17], #121
	strb	w17, [x11], #-211
	strb	w27, [x7, #255]!
	strb	w28, [x4, #-256]!
	strb	w5, [x23, #-10]!
	strb	w26, [x5, #-78]!
	strb	w1, [x23, w28, sxtw #0]
	strb	w14, [sp, w16, sxtw #0]
	strb	w26, [x5, w21, sxtw #0]
	strb	w2, [x1, w26, sxtw]
	strb	w3, [x12, x20, sxtx #0]
	strb	w29, [x29, x30, sxtx #0]
	strb	w3, [x3, x17, sxtx #0]
	strb	w10, [x15, x21, sxtx]
	strb	w7, [x28]
	strb	w9, [x16, #2231]
	strb	wzr, [x27]
	strb	w28, [x29]
	stur	d25, [x22, #255]
	stur	d25, [x30, #21]
	stur	d9, [x28, #1]
	stur	d2, [x6, #-89]
	str	d25, [x20], #105
	str	d0, [x16], #-178
	str	d17, [x22], #60
	str	d20, [x28], #63
	str	d12, [x13, #255]!
	str	d23, [x10, #0]!
	str	d6, [x25, #-78]!
	str	d23, [x14, #-157]!
	str	d3, [sp, w25, sxtw #3]
	str	d6, [x10, w7, uxtw]
	str	d8, [x29, w19, sxtw #3]
	str	d13, [x9, w26, sxtw #3]
	str	d6, [x19, x0, sxtx #3]
	str	d0, [x14, x23, sxtx #3]
	str	d1, [x27, x26, lsl #3]
	str	d1, [x22, x11, sxtx]
	str	d12, [x3]
	str	d30, [x6, #32528]
	str	d31, [x23]
	str	d19, [x27]
	stur	h31, [x9, #-90]
	stur	h14, [x16, #174]
	stur	h15, [x10]
	stur	h15, [x5]
	str	h26, [x20], #-47
	str	h18, [x13], #-256
	str	h7, [x3], #190
	str	h5, [x6], #255
	str	h19, [x13, #255]!
	str	h10, [x25, #-236]!
	str	h11, [x19, #-229]!
	str	h15, [x13, #-168]!
	str	h24, [x17, w4, uxtw]
	str	h13, [x25, w15, sxtw]
	str	h11, [x17, w18, sxtw]
	str	h3, [x29, w18, sxtw]
	str	h20, [x12, x5]
	str	h1, [x13, x16]
	str	h7, [x23, x13, sxtx]
	str	h6, [x4, x4, sxtx]
	str	h12, [x2]
	str	h13, [x4]
	str	h7, [x25]
	str	h19, [x13, #2644]
	sturh	w9, [x15, #-169]
	sturh	w0, [x10]
	sturh	w30, [x16, #-248]
	sturh	w9, [x18]
	strh	w19, [x25], #26
	strh	w18, [x5], #-197
	strh	w11, [x19], #-61
	strh	w16, [x13], #-1
	strh	w13, [x9, #-169]!
	strh	w21, [x23, #-1]!
	strh	w19, [sp, #-50]!
	strh	w18, [x30, #77]!
	strh	w22, [x5, w27, uxtw]
	strh	w3, [x14, w18, sxtw]
	strh	w15, [x23, w15, uxtw]
	strh	w27, [x14, w15, sxtw]
	strh	w26, [x13, x28, lsl #1]
	strh	w11, [x24, x12, sxtx]
	strh	wzr, [x15, x25, lsl #1]
	strh	wzr, [x9, x26, sxtx #1]
	strh	w4, [x8]
	strh	w6, [x21, #7556]
	strh	w20, [x20]
	strh	w16, [x21, #4588]
	stur	q31, [x12, #-1]
	stur	q4, [sp]
	stur	q29, [x27, #-223]
	stur	q31, [x15, #-161]
	str	q1, [x10], #1
	str	q25, [x12], #1
	str	q14, [x28], #-28
	str	q14, [x5], #-97
	str	q2, [x24, #1]!
	str	q25, [x4, #215]!
	str	q15, [x25, #-245]!
	str	q13, [x3, #235]!
	str	q21, [x7, w12, sxtw #4]
	str	q12, [x21, w29, uxtw #4]
	str	q19, [x1, w8, sxtw #4]
	str	q0, [x5, w7, uxtw]
	str	q29, [x10, x11, lsl #4]
	str	q23, [x12, x25, lsl #4]
	str	q16, [x14, x26, lsl #4]
	str	q8, [x20, x14]
	str	q22, [x9]
	str	q13, [x18, #19584]
	str	q14, [x1]
	str	q31, [x16, #52896]
	stur	s12, [x23, #15]
	stur	s8, [x5, #160]
	stur	s3, [x30, #-50]
	stur	s18, [x15, #1]
	str	s6, [x10], #210
	str	s4, [x14], #-108
	str	s27, [x29], #-36
	str	s24, [x3], #-256
	str	s28, [x8, #-252]!
	str	s6, [x25, #-155]!
	str	s19, [x17, #-83]!
	str	s11, [x18, #-209]!
	str	s13, [x18, w2, sxtw]
	str	s6, [x4, w17, sxtw]
	str	s15, [x7, w15, uxtw]
	str	s11, [x15, w13, uxtw #2]
	str	s30, [x13, x4, lsl #2]
	str	s27, [x14, x21, lsl #2]
	str	s16, [x0, x18, sxtx]
	str	s12, [x21, x27]
	str	s15, [x26]
	str	s4, [x20]
	str	s12, [x14]
	str	s30, [x9]
	stur	w13, [x14, #-256]
	stur	w24, [sp, #124]
	stur	w3, [x11, #16]
	stur	w9, [x20]
	str	w3, [x21], #-194
	str	w19, [x15], #195
	str	w29, [x4], #185
	str	w11, [x13], #-94
	str	w10, [x13, #6]!
	str	w20, [x25, #0]!
	str	w19, [x18, #0]!
	str	w15, [x6, #255]!
	str	w19, [x19, w22, sxtw #2]
	str	w28, [x11, w26, sxtw #2]
	str	w22, [x27, w19, uxtw]
	str	w7, [x28, w2, uxtw #2]
	str	wzr, [x8, x27, sxtx]
	str	w13, [x13, x14, sxtx]
	str	w16, [x14, x10]
	str	w26, [x26, x29, lsl #2]
	str	w4, [x18, #14432]
	str	w3, [x10, #6052]
	str	w26, [x1]
	str	w26, [x23]
	stur	x2, [x12]
	stur	x2, [x24]
	stur	x27, [x30, #-225]
	stur	x12, [x18, #229]
	str	x17, [x14], #-14
	str	x7, [x12], #-78
	str	x11, [x10], #-106
	str	x21, [x20], #74
	str	x16, [x28, #-256]!
	str	x7, [x19, #-1]!
	str	x2, [x11, #-54]!
	str	x2, [x18, #-1]!
	str	x15, [x5, w14, uxtw]
	str	x28, [x24, w13, sxtw #3]
	str	x20, [x29, w25, uxtw]
	str	x4, [x1, w20, uxtw #3]
	str	x1, [x26, x21]
	str	x3, [x26, x14]
	str	x20, [x1, x25, sxtx #3]
	str	x7, [x20, x18, sxtx #3]
	str	x5, [x5]
	str	x6, [x8]
	str	x12, [x30]
	str	x23, [x4, #9792]
	sttrb	w11, [x26, #255]
	sttrb	w3, [x0, #106]
	sttrb	w14, [x24, #15]
	sttrb	w9, [x16, #-51]
	sttrh	w8, [x21, #-162]
	sttrh	wzr, [x24, #209]
	sttrh	w14, [x10]
	sttrh	w2, [x15, #-156]
	sttr	w4, [x12]
	sttr	w10, [x9]
	sttr	w21, [x30, #36]
	sttr	w30, [x3]
	sttr	x23, [x24, #224]
	sttr	x17, [x1]
	sttr	x1, [sp, #-31]
	sttr	x26, [x8]
	stxp	w30, w24, w1, [x28]
	stxp	w5, w10, w19, [x30]
	stxp	w12, wzr, w8, [x19]
	stxp	w22, w8, w24, [x6]
	stxp	w18, x1, x21, [x2]
	stxp	w13, x9, x10, [x21]
	stxp	w27, x11, x6, [x30]
	stxp	w2, x5, x1, [x27]
	stxr	w19, w18, [x12]
	stxr	w28, w17, [x20]
	stxr	w20, w13, [x12]
	stxr	w15, w21, [x8]
	stxr	w8, x29, [x23]
	stxr	w29, x11, [x18]
	stxr	w19, x16, [x26]
	stxr	w16, x17, [x11]
	stxrb	w0, w21, [x24]
	stxrb	w8, w25, [x28]
	stxrb	w4, w1, [x2]
	stxrb	w5, w28, [x9]
	stxrh	w6, w22, [x3]
	stxrh	w30, w28, [x28]
	stxrh	w26, w3, [x10]
	stxrh	w23, w7, [x10]
	subhn	v0.2s, v2.2d, v19.2d
	subhn	v20.2s, v30.2d, v5.2d
	subhn	v19.2s, v8.2d, v29.2d
	subhn	v28.2s, v14.2d, v11.2d
	subhn2	v28.4s, v27.2d, v30.2d
	subhn2	v3.4s, v18.2d, v7.2d
	subhn2	v6.4s, v2.2d, v6.2d
	subhn2	v28.4s, v28.2d, v0.2d
	subhn	v0.4h, v21.4s, v5.4s
	subhn	v19.4h, v26.4s, v8.4s
	subhn	v5.4h, v30.4s, v15.4s
	subhn	v31.4h, v25.4s, v6.4s
	subhn2	v26.8h, v16.4s, v0.4s
	subhn2	v19.8h, v24.4s, v20.4s
	subhn2	v3.8h, v18.4s, v16.4s
	subhn2	v23.8h, v3.4s, v11.4s
	subhn	v11.8b, v30.8h, v24.8h
	subhn	v7.8b, v13.8h, v21.8h
	subhn	v20.8b, v25.8h, v26.8h
	subhn	v18.8b, v4.8h, v27.8h
	subhn2	v11.16b, v30.8h, v15.8h
	subhn2	v17.16b, v2.8h, v24.8h
	subhn2	v21.16b, v23.8h, v30.8h
	subhn2	v17.16b, v20.8h, v30.8h
	cmp	w9, #3333
	subs	w3, w8, #422
	cmp	w3, #0, lsl #12
	subs	w17, wsp, #3456
	subs	w21, w18, w19
	subs	w11, w7, w26, lsl #1
	subs	w20, w22, w15, lsr #1
	subs	w13, w27, w15, asr #1
	subs	w8, w6, w6, uxtb
	subs	w12, w17, w21, sxtw #4
	subs	w24, w27, w30, uxtb #1
	cmp	w11, w0, sxtx #2
	subs	x1, x13, #1
	cmp	x12, #2524
	cmp	x14, #3897, lsl #12
	cmp	x5, #0, lsl #12
	subs	x9, x5, x3, lsr #57
	cmp	x27, x0, lsl #63
	subs	x14, x4, x9, lsl #50
	cmp	x28, x9
	subs	x2, x7, w23, uxth #3
	subs	x6, x1, w4, uxth #1
	subs	x12, sp, w10, uxtb
	cmp	x14, w23, sxth #3
	subs	x12, x2, x13, uxtx #4
	subs	x0, x28, x30, sxtx #2
	subs	x1, x2, x6, uxtx
	subs	x5, x7, x24, sxtx
	sub	w15, wsp, #544
	sub	w9, w7, #1935
	sub	w4, w14, #485, lsl #12
	sub	w24, w13, #0
	sub	w0, w27, w17, lsr #2
	neg	w27, w5
	neg	w19, w1, lsr #10
	neg	w8, w19
	sub	w14, w14, w13, sxtw #1
	sub	w20, w10, w7, uxtw #1
	sub	w0, w27, w15, sxth #1
	sub	w1, w16, w2, sxtx
	sub	x4, x30, #156
	sub	x17, x7, #2324
	sub	x9, x6, #3180
	sub	x16, x18, #3414
	sub	x2, x11, x19, lsl #2
	sub	x27, x26, x4, lsl #25
	neg	x27, x23, lsr #0
	sub	x21, x2, x18, asr #42
	sub	x17, x6, w3, uxtw #4
	sub	x11, x4, w11, sxtb
	sub	x22, x8, w1, sxtb
	sub	x5, x11, w10, uxth
	sub	x1, x17, x17, sxtx
	sub	x15, x6, x18, sxtx #1
	sub	x0, x1, x0, sxtx #1
	sub	x14, x12, x18, uxtx #1
	sub	d23, d30, d8
	sub	d17, d29, d21
	sub	d5, d10, d5
	sub	d30, d11, d1
	sub	v19.16b, v0.16b, v10.16b
	sub	v28.16b, v24.16b, v26.16b
	sub	v27.16b, v7.16b, v10.16b
	sub	v19.16b, v19.16b, v18.16b
	sub	v8.2d, v15.2d, v19.2d
	sub	v9.2d, v11.2d, v25.2d
	sub	v16.2d, v21.2d, v10.2d
	sub	v1.2d, v23.2d, v12.2d
	sub	v31.2s, v7.2s, v0.2s
	sub	v16.2s, v7.2s, v23.2s
	sub	v7.2s, v14.2s, v29.2s
	sub	v21.2s, v29.2s, v2.2s
	sub	v4.4h, v22.4h, v10.4h
	sub	v29.4h, v23.4h, v18.4h
	sub	v19.4h, v29.4h, v3.4h
	sub	v11.4h, v28.4h, v12.4h
	sub	v31.4s, v9.4s, v5.4s
	sub	v22.4s, v2.4s, v20.4s
	sub	v26.4s, v11.4s, v13.4s
	sub	v31.4s, v1.4s, v7.4s
	sub	v24.8b, v9.8b, v11.8b
	sub	v27.8b, v23.8b, v4.8b
	sub	v20.8b, v12.8b, v0.8b
	sub	v7.8b, v16.8b, v26.8b
	sub	v3.8h, v19.8h, v21.8h
	sub	v4.8h, v7.8h, v14.8h
	sub	v1.8h, v7.8h, v3.8h
	sub	v11.8h, v8.8h, v8.8h
	suqadd	b28, b10
	suqadd	b21, b26
	suqadd	b25, b21
	suqadd	b27, b21
	suqadd	d1, d31
	suqadd	d11, d10
	suqadd	d7, d1
	suqadd	d27, d5
	suqadd	h9, h11
	suqadd	h8, h6
	suqadd	h21, h5
	suqadd	h26, h5
	suqadd	s11, s23
	suqadd	s28, s28
	suqadd	s21, s16
	suqadd	s18, s19
	suqadd	v26.16b, v18.16b
	suqadd	v27.16b, v5.16b
	suqadd	v14.16b, v20.16b
	suqadd	v28.16b, v19.16b
	suqadd	v6.2d, v14.2d
	suqadd	v1.2d, v25.2d
	suqadd	v18.2d, v21.2d
	suqadd	v10.2d, v1.2d
	suqadd	v4.2s, v17.2s
	suqadd	v26.2s, v30.2s
	suqadd	v30.2s, v16.2s
	suqadd	v22.2s, v2.2s
	suqadd	v28.4h, v12.4h
	suqadd	v25.4h, v8.4h
	suqadd	v24.4h, v14.4h
	suqadd	v27.4h, v10.4h
	suqadd	v14.4s, v26.4s
	suqadd	v10.4s, v1.4s
	suqadd	v30.4s, v9.4s
	suqadd	v31.4s, v24.4s
	suqadd	v22.8b, v20.8b
	suqadd	v4.8b, v11.8b
	suqadd	v0.8b, v6.8b
	suqadd	v15.8b, v22.8b
	suqadd	v14.8h, v12.8h
	suqadd	v17.8h, v29.8h
	suqadd	v24.8h, v13.8h
	suqadd	v8.8h, v7.8h
	svc	#0xcc0c
	svc	#0x6d56
	svc	#0x3a91
	svc	#0x71ed
	sys	#0, c13, c4, #3, x1
	sys	#5, c7, c0, #1, x10
	sys	#1, c6, c0, #7
	sys	#5, c9, c2, #1, x10
	sysl	x0, #4, c0, c15, #1
	sysl	x12, #4, c9, c8, #1
	sysl	x2, #5, c1, c10, #7
	sysl	x13, #7, c0, c0, #6
	tbl	v26.16b, { v8.16b }, v17.16b
	tbl	v27.16b, { v13.16b }, v1.16b
	tbl	v29.16b, { v0.16b }, v9.16b
	tbl	v16.16b, { v14.16b }, v18.16b
	tbl	v4.16b, { v17.16b, v18.16b }, v6.16b
	tbl	v18.16b, { v7.16b, v8.16b }, v26.16b
	tbl	v4.16b, { v1.16b, v2.16b }, v0.16b
	tbl	v23.16b, { v16.16b, v17.16b }, v10.16b
	tbl	v6.16b, { v8.16b, v9.16b, v10.16b }, v19.16b
	tbl	v19.16b, { v30.16b, v31.16b, v0.16b }, v24.16b
	tbl	v14.16b, { v23.16b, v24.16b, v25.16b }, v31.16b
	tbl	v15.16b, { v22.16b, v23.16b, v24.16b }, v16.16b
	tbl	v8.16b, { v11.16b, v12.16b, v13.16b, v14.16b }, v5.16b
	tbl	v23.16b, { v10.16b, v11.16b, v12.16b, v13.16b }, v21.16b
	tbl	v23.16b, { v22.16b, v23.16b, v24.16b, v25.16b }, v16.16b
	tbl	v10.16b, { v8.16b, v9.16b, v10.16b, v11.16b }, v7.16b
	tbl	v4.8b, { v3.16b }, v16.8b
	tbl	v12.8b, { v25.16b }, v22.8b
	tbl	v26.8b, { v26.16b }, v16.8b
	tbl	v12.8b, { v24.16b }, v5.8b
	tbl	v8.8b, { v4.16b, v5.16b }, v23.8b
	tbl	v1.8b, { v1.16b, v2.16b }, v24.8b
	tbl	v16.8b, { v5.16b, v6.16b }, v8.8b
	tbl	v3.8b, { v17.16b, v18.16b }, v2.8b
	tbl	v27.8b, { v17.16b, v18.16b, v19.16b }, v10.8b
	tbl	v15.8b, { v12.16b, v13.16b, v14.16b }, v0.8b
	tbl	v9.8b, { v19.16b, v20.16b, v21.16b }, v10.8b
	tbl	v5.8b, { v19.16b, v20.16b, v21.16b }, v1.8b
	tbl	v31.8b, { v25.16b, v26.16b, v27.16b, v28.16b }, v10.8b
	tbl	v6.8b, { v7.16b, v8.16b, v9.16b, v10.16b }, v1.8b
	tbl	v13.8b, { v25.16b, v26.16b, v27.16b, v28.16b }, v22.8b
	tbl	v0.8b, { v10.16b, v11.16b, v12.16b, v13.16b }, v24.8b
	tbnz	w11, #0, #32764
	tbnz	w13, #21, #13092
	tbnz	w29, #16, #-2820
	tbnz	w8, #17, #-15856
	tbnz	x6, #32, #-4
	tbnz	x18, #44, #10836
	tbnz	x15, #55, #13876
	tbnz	x15, #60, #29812
	tbx	v22.16b, { v3.16b }, v1.16b
	tbx	v27.16b, { v23.16b }, v5.16b
	tbx	v9.16b, { v0.16b }, v27.16b
	tbx	v20.16b, { v10.16b }, v27.16b
	tbx	v16.16b, { v10.16b, v11.16b }, v31.16b
	tbx	v10.16b, { v17.16b, v18.16b }, v21.16b
	tbx	v27.16b, { v23.16b, v24.16b }, v4.16b
	tbx	v31.16b, { v8.16b, v9.16b }, v19.16b
	tbx	v17.16b, { v27.16b, v28.16b, v29.16b }, v26.16b
	tbx	v15.16b, { v22.16b, v23.16b, v24.16b }, v20.16b
	tbx	v1.16b, { v29.16b, v30.16b, v31.16b }, v29.16b
	tbx	v0.16b, { v1.16b, v2.16b, v3.16b }, v16.16b
	tbx	v2.16b, { v21.16b, v22.16b, v23.16b, v24.16b }, v27.16b
	tbx	v27.16b, { v2.16b, v3.16b, v4.16b, v5.16b }, v27.16b
	tbx	v7.16b, { v15.16b, v16.16b, v17.16b, v18.16b }, v19.16b
	tbx	v24.16b, { v12.16b, v13.16b, v14.16b, v15.16b }, v22.16b
	tbx	v1.8b, { v31.16b }, v19.8b
	tbx	v14.8b, { v8.16b }, v28.8b
	tbx	v4.8b, { v17.16b }, v10.8b
	tbx	v16.8b, { v7.16b }, v16.8b
	tbx	v17.8b, { v0.16b, v1.16b }, v19.8b
	tbx	v12.8b, { v3.16b, v4.16b }, v12.8b
	tbx	v23.8b, { v20.16b, v21.16b }, v2.8b
	tbx	v13.8b, { v16.16b, v17.16b }, v8.8b
	tbx	v24.8b, { v18.16b, v19.16b, v20.16b }, v26.8b
	tbx	v22.8b, { v17.16b, v18.16b, v19.16b }, v12.8b
	tbx	v9.8b, { v29.16b, v30.16b, v31.16b }, v5.8b
	tbx	v22.8b, { v18.16b, v19.16b, v20.16b }, v22.8b
	tbx	v20.8b, { v13.16b, v14.16b, v15.16b, v16.16b }, v2.8b
	tbx	v20.8b, { v20.16b, v21.16b, v22.16b, v23.16b }, v14.8b
	tbx	v7.8b, { v28.16b, v29.16b, v30.16b, v31.16b }, v30.8b
	tbx	v15.8b, { v5.16b, v6.16b, v7.16b, v8.16b }, v15.8b
	tbz	w27, #13, #-540
	tbz	w9, #28, #-30172
	tbz	w20, #16, #-4
	tbz	w13, #1, #-16628
	tbz	x16, #48, #-32768
	tbz	x6, #32, #32764
	tbz	x4, #53, #0
	tbz	x29, #41, #13876
	trn1	v26.16b, v5.16b, v9.16b
	trn1	v4.16b, v30.16b, v19.16b
	trn1	v12.16b, v10.16b, v21.16b
	trn1	v15.16b, v4.16b, v31.16b
	trn1	v11.2d, v2.2d, v20.2d
	trn1	v3.2d, v13.2d, v24.2d
	trn1	v31.2d, v14.2d, v28.2d
	trn1	v16.2d, v27.2d, v3.2d
	trn1	v17.2s, v8.2s, v0.2s
	trn1	v0.2s, v27.2s, v12.2s
	trn1	v31.2s, v26.2s, v30.2s
	trn1	v31.2s, v5.2s, v21.2s
	trn1	v17.4h, v5.4h, v13.4h
	trn1	v13.4h, v13.4h, v6.4h
	trn1	v5.4h, v30.4h, v13.4h
	trn1	v14.4h, v15.4h, v21.4h
	trn1	v1.4s, v12.4s, v0.4s
	trn1	v7.4s, v27.4s, v31.4s
	trn1	v24.4s, v26.4s, v4.4s
	trn1	v9.4s, v16.4s, v20.4s
	trn1	v27.8b, v8.8b, v10.8b
	trn1	v17.8b, v6.8b, v8.8b
	trn1	v8.8b, v2.8b, v26.8b
	trn1	v16.8b, v8.8b, v7.8b
	trn1	v25.8h, v22.8h, v4.8h
	trn1	v23.8h, v22.8h, v28.8h
	trn1	v22.8h, v1.8h, v1.8h
	trn1	v8.8h, v31.8h, v12.8h
	trn2	v1.16b, v1.16b, v29.16b
	trn2	v25.16b, v28.16b, v27.16b
	trn2	v19.16b, v20.16b, v14.16b
	trn2	v0.16b, v22.16b, v1.16b
	trn2	v12.2d, v26.2d, v31.2d
	trn2	v2.2d, v25.2d, v11.2d
	trn2	v5.2d, v2.2d, v4.2d
	trn2	v18.2d, v27.2d, v14.2d
	trn2	v29.2s, v13.2s, v9.2s
	trn2	v22.2s, v19.2s, v15.2s
	trn2	v6.2s, v30.2s, v28.2s
	trn2	v8.2s, v28.2s, v13.2s
	trn2	v16.4h, v18.4h, v1.4h
	trn2	v2.4h, v27.4h, v5.4h
	trn2	v22.4h, v4.4h, v18.4h
	trn2	v23.4h, v19.4h, v21.4h
	trn2	v0.4s, v0.4s, v15.4s
	trn2	v6.4s, v28.4s, v30.4s
	trn2	v10.4s, v10.4s, v13.4s
	trn2	v17.4s, v7.4s, v8.4s
	trn2	v24.8b, v6.8b, v12.8b
	trn2	v17.8b, v4.8b, v4.8b
	trn2	v10.8b, v3.8b, v27.8b
	trn2	v1.8b, v9.8b, v30.8b
	trn2	v16.8h, v8.8h, v3.8h
	trn2	v7.8h, v19.8h, v20.8h
	trn2	v18.8h, v5.8h, v3.8h
	trn2	v4.8h, v2.8h, v27.8h
	uabal	v1.2d, v15.2s, v26.2s
	uabal	v3.2d, v12.2s, v26.2s
	uabal	v31.2d, v13.2s, v24.2s
	uabal	v0.2d, v9.2s, v17.2s
	uabal2	v10.2d, v28.4s, v11.4s
	uabal2	v16.2d, v23.4s, v9.4s
	uabal2	v1.2d, v10.4s, v9.4s
	uabal2	v17.2d, v31.4s, v0.4s
	uabal	v18.4s, v20.4h, v4.4h
	uabal	v3.4s, v16.4h, v0.4h
	uabal	v19.4s, v1.4h, v13.4h
	uabal	v10.4s, v28.4h, v5.4h
	uabal2	v12.4s, v17.8h, v8.8h
	uabal2	v2.4s, v17.8h, v16.8h
	uabal2	v7.4s, v20.8h, v5.8h
	uabal2	v2.4s, v27.8h, v16.8h
	uabal	v10.8h, v26.8b, v26.8b
	uabal	v6.8h, v27.8b, v31.8b
	uabal	v15.8h, v6.8b, v27.8b
	uabal	v17.8h, v24.8b, v19.8b
	uabal2	v1.8h, v14.16b, v20.16b
	uabal2	v16.8h, v29.16b, v14.16b
	uabal2	v21.8h, v2.16b, v21.16b
	uabal2	v8.8h, v27.16b, v20.16b
	uaba	v3.16b, v9.16b, v19.16b
	uaba	v31.16b, v9.16b, v5.16b
	uaba	v31.16b, v24.16b, v26.16b
	uaba	v31.16b, v25.16b, v13.16b
	uaba	v31.2s, v30.2s, v30.2s
	uaba	v30.2s, v8.2s, v11.2s
	uaba	v7.2s, v21.2s, v25.2s
	uaba	v30.2s, v13.2s, v19.2s
	uaba	v14.4h, v20.4h, v10.4h
	uaba	v13.4h, v8.4h, v19.4h
	uaba	v9.4h, v11.4h, v23.4h
	uaba	v11.4h, v22.4h, v31.4h
	uaba	v17.4s, v19.4s, v14.4s
	uaba	v31.4s, v14.4s, v29.4s
	uaba	v30.4s, v15.4s, v3.4s
	uaba	v24.4s, v24.4s, v24.4s
	uaba	v18.8b, v17.8b, v4.8b
	uaba	v8.8b, v5.8b, v14.8b
	uaba	v2.8b, v22.8b, v2.8b
	uaba	v3.8b, v6.8b, v25.8b
	uaba	v22.8h, v28.8h, v12.8h
	uaba	v29.8h, v23.8h, v17.8h
	uaba	v17.8h, v1.8h, v14.8h
	uaba	v31.8h, v11.8h, v1.8h
	uabdl	v8.2d, v1.2s, v31.2s
	uabdl	v17.2d, v2.2s, v21.2s
	uabdl	v6.2d, v21.2s, v7.2s
	uabdl	v6.2d, v9.2s, v17.2s
	uabdl2	v29.2d, v31.4s, v15.4s
	uabdl2	v19.2d, v17.4s, v13.4s
	uabdl2	v5.2d, v15.4s, v12.4s
	uabdl2	v21.2d, v21.4s, v18.4s
	uabdl	v6.4s, v31.4h, v4.4h
	uabdl	v24.4s, v11.4h, v19.4h
	uabdl	v2.4s, v19.4h, v20.4h
	uabdl	v3.4s, v22.4h, v4.4h
	uabdl2	v18.4s, v3.8h, v29.8h
	uabdl2	v25.4s, v19.8h, v30.8h
	uabdl2	v14.4s, v16.8h, v26.8h
	uabdl2	v21.4s, v4.8h, v13.8h
	uabdl	v21.8h, v18.8b, v26.8b
	uabdl	v21.8h, v23.8b, v6.8b
	uabdl	v29.8h, v15.8b, v21.8b
	uabdl	v20.8h, v8.8b, v9.8b
	uabdl2	v10.8h, v4.16b, v1.16b
	uabdl2	v18.8h, v28.16b, v24.16b
	uabdl2	v18.8h, v30.16b, v2.16b
	uabdl2	v23.8h, v5.16b, v31.16b
	uabd	v4.16b, v14.16b, v2.16b
	uabd	v27.16b, v24.16b, v23.16b
	uabd	v25.16b, v0.16b, v12.16b
	uabd	v4.16b, v20.16b, v15.16b
	uabd	v0.2s, v25.2s, v6.2s
	uabd	v31.2s, v19.2s, v13.2s
	uabd	v21.2s, v18.2s, v11.2s
	uabd	v4.2s, v5.2s, v29.2s
	uabd	v11.4h, v2.4h, v29.4h
	uabd	v24.4h, v28.4h, v13.4h
	uabd	v2.4h, v23.4h, v28.4h
	uabd	v23.4h, v22.4h, v9.4h
	uabd	v17.4s, v14.4s, v16.4s
	uabd	v21.4s, v12.4s, v28.4s
	uabd	v20.4s, v25.4s, v10.4s
	uabd	v30.4s, v28.4s, v26.4s
	uabd	v0.8b, v23.8b, v4.8b
	uabd	v31.8b, v6.8b, v24.8b
	uabd	v17.8b, v25.8b, v15.8b
	uabd	v22.8b, v6.8b, v3.8b
	uabd	v23.8h, v9.8h, v17.8h
	uabd	v5.8h, v0.8h, v5.8h
	uabd	v15.8h, v1.8h, v28.8h
	uabd	v5.8h, v21.8h, v28.8h
	uadalp	v10.1d, v17.2s
	uadalp	v7.1d, v28.2s
	uadalp	v16.1d, v31.2s
	uadalp	v21.1d, v18.2s
	uadalp	v22.2d, v17.4s
	uadalp	v1.2d, v31.4s
	uadalp	v14.2d, v22.4s
	uadalp	v29.2d, v9.4s
	uadalp	v27.2s, v23.4h
	uadalp	v14.2s, v11.4h
	uadalp	v22.2s, v22.4h
	uadalp	v19.2s, v29.4h
	uadalp	v26.4h, v5.8b
	uadalp	v22.4h, v15.8b
	uadalp	v3.4h, v0.8b
	uadalp	v6.4h, v31.8b
	uadalp	v21.4s, v7.8h
	uadalp	v26.4s, v26.8h
	uadalp	v21.4s, v30.8h
	uadalp	v19.4s, v2.8h
	uadalp	v8.8h, v4.16b
	uadalp	v7.8h, v17.16b
	uadalp	v6.8h, v1.16b
	uadalp	v6.8h, v29.16b
	uaddlp	v27.1d, v3.2s
	uaddlp	v1.1d, v13.2s
	uaddlp	v19.1d, v8.2s
	uaddlp	v2.1d, v26.2s
	uaddlp	v27.2d, v19.4s
	uaddlp	v23.2d, v28.4s
	uaddlp	v26.2d, v27.4s
	uaddlp	v24.2d, v8.4s
	uaddlp	v30.2s, v29.4h
	uaddlp	v5.2s, v18.4h
	uaddlp	v6.2s, v5.4h
	uaddlp	v9.2s, v12.4h
	uaddlp	v5.4h, v10.8b
	uaddlp	v29.4h, v22.8b
	uaddlp	v24.4h, v3.8b
	uaddlp	v25.4h, v14.8b
	uaddlp	v19.4s, v25.8h
	uaddlp	v16.4s, v17.8h
	uaddlp	v16.4s, v0.8h
	uaddlp	v19.4s, v1.8h
	uaddlp	v19.8h, v30.16b
	uaddlp	v31.8h, v18.16b
	uaddlp	v25.8h, v29.16b
	uaddlp	v25.8h, v24.16b
	uaddlv	h7, v8.16b
	uaddlv	h6, v24.16b
	uaddlv	h16, v18.16b
	uaddlv	h16, v9.16b
	uaddlv	s14, v13.4h
	uaddlv	s10, v18.4h
	uaddlv	s20, v17.4h
	uaddlv	s18, v9.4h
	uaddlv	d16, v22.4s
	uaddlv	d12, v30.4s
	uaddlv	d1, v24.4s
	uaddlv	d10, v0.4s
	uaddlv	h7, v26.8b
	uaddlv	h17, v7.8b
	uaddlv	h18, v22.8b
	uaddlv	h8, v6.8b
	uaddlv	s3, v20.8h
	uaddlv	s17, v10.8h
	uaddlv	s20, v2.8h
	uaddlv	s0, v19.8h
	uaddl	v8.2d, v7.2s, v18.2s
	uaddl	v24.2d, v10.2s, v24.2s
	uaddl	v22.2d, v26.2s, v26.2s
	uaddl	v29.2d, v23.2s, v10.2s
	uaddl2	v30.2d, v1.4s, v26.4s
	uaddl2	v15.2d, v28.4s, v12.4s
	uaddl2	v15.2d, v3.4s, v0.4s
	uaddl2	v26.2d, v29.4s, v12.4s
	uaddl	v29.4s, v2.4h, v17.4h
	uaddl	v3.4s, v2.4h, v23.4h
	uaddl	v17.4s, v0.4h, v18.4h
	uaddl	v10.4s, v29.4h, v21.4h
	uaddl2	v31.4s, v13.8h, v13.8h
	uaddl2	v16.4s, v0.8h, v22.8h
	uaddl2	v5.4s, v8.8h, v31.8h
	uaddl2	v4.4s, v7.8h, v0.8h
	uaddl	v27.8h, v17.8b, v23.8b
	uaddl	v18.8h, v23.8b, v9.8b
	uaddl	v9.8h, v23.8b, v1.8b
	uaddl	v10.8h, v11.8b, v6.8b
	uaddl2	v18.8h, v6.16b, v24.16b
	uaddl2	v9.8h, v20.16b, v13.16b
	uaddl2	v10.8h, v10.16b, v30.16b
	uaddl2	v28.8h, v1.16b, v8.16b
	uaddw	v18.2d, v24.2d, v7.2s
	uaddw	v4.2d, v8.2d, v17.2s
	uaddw	v17.2d, v28.2d, v8.2s
	uaddw	v5.2d, v4.2d, v31.2s
	uaddw2	v23.2d, v3.2d, v21.4s
	uaddw2	v29.2d, v30.2d, v23.4s
	uaddw2	v10.2d, v23.2d, v7.4s
	uaddw2	v3.2d, v8.2d, v24.4s
	uaddw	v27.4s, v23.4s, v14.4h
	uaddw	v18.4s, v5.4s, v30.4h
	uaddw	v23.4s, v14.4s, v0.4h
	uaddw	v16.4s, v10.4s, v1.4h
	uaddw2	v2.4s, v0.4s, v9.8h
	uaddw2	v18.4s, v15.4s, v4.8h
	uaddw2	v4.4s, v13.4s, v20.8h
	uaddw2	v15.4s, v19.4s, v29.8h
	uaddw	v11.8h, v22.8h, v12.8b
	uaddw	v2.8h, v3.8h, v7.8b
	uaddw	v15.8h, v14.8h, v5.8b
	uaddw	v31.8h, v20.8h, v28.8b
	uaddw2	v23.8h, v30.8h, v0.16b
	uaddw2	v22.8h, v30.8h, v15.16b
	uaddw2	v9.8h, v0.8h, v10.16b
	uaddw2	v9.8h, v18.8h, v19.16b
	ubfx	w12, w12, #0, #4
	ubfx	w8, w12, #1, #20
	ubfx	w21, w18, #13, #8
	ubfiz	w23, w18, #13, #2
	ubfiz	x19, x16, #3, #25
	ubfx	x7, x24, #0, #30
	ubfiz	x22, x20, #27, #10
	lsr	x30, x3, #6
	ucvtf	d24, w20
	ucvtf	d4, w20
	ucvtf	d15, w19
	ucvtf	d16, w21
	ucvtf	d17, w5, #1
	ucvtf	d16, w4, #23
	ucvtf	d9, w25, #19
	ucvtf	d8, w9, #20
	ucvtf	s26, w5
	ucvtf	s23, w20
	ucvtf	s15, w24
	ucvtf	s26, w2
	ucvtf	s12, w12, #11
	ucvtf	s1, w28, #14
	ucvtf	s16, w29, #24
	ucvtf	s10, w21, #16
	ucvtf	d3, x13
	ucvtf	d25, x11
	ucvtf	d5, x12
	ucvtf	d30, x8
	ucvtf	d16, x6, #1
	ucvtf	d17, x9, #41
	ucvtf	d8, x22, #62
	ucvtf	d18, x19, #3
	ucvtf	s14, x16
	ucvtf	s7, x1
	ucvtf	s8, x27
	ucvtf	s5, x27
	ucvtf	s20, x30, #30
	ucvtf	s22, x15, #42
	ucvtf	s7, x0, #41
	ucvtf	s6, x17, #21
	ucvtf	d28, d23, #7
	ucvtf	d9, d11, #33
	ucvtf	d9, d4, #48
	ucvtf	d16, d26, #15
	ucvtf	s9, s21, #6
	ucvtf	s15, s13, #5
	ucvtf	s29, s1, #25
	ucvtf	s11, s30, #20
	ucvtf	v8.2d, v17.2d, #1
	ucvtf	v21.2d, v4.2d, #1
	ucvtf	v16.2d, v11.2d, #63
	ucvtf	v2.2d, v16.2d, #5
	ucvtf	v30.2s, v19.2s, #18
	ucvtf	v4.2s, v19.2s, #1
	ucvtf	v1.2s, v26.2s, #2
	ucvtf	v17.2s, v22.2s, #32
	ucvtf	v14.4s, v10.4s, #7
	ucvtf	v15.4s, v10.4s, #14
	ucvtf	v7.4s, v7.4s, #12
	ucvtf	v31.4s, v9.4s, #25
	ucvtf	d13, d23
	ucvtf	d17, d20
	ucvtf	d11, d10
	ucvtf	d7, d15
	ucvtf	s25, s28
	ucvtf	s3, s31
	ucvtf	s6, s3
	ucvtf	s19, s25
	ucvtf	v22.2d, v16.2d
	ucvtf	v5.2d, v14.2d
	ucvtf	v21.2d, v25.2d
	ucvtf	v19.2d, v14.2d
	ucvtf	v6.2s, v0.2s
	ucvtf	v21.2s, v5.2s
	ucvtf	v15.2s, v16.2s
	ucvtf	v1.2s, v25.2s
	ucvtf	v7.4s, v29.4s
	ucvtf	v18.4s, v19.4s
	ucvtf	v13.4s, v20.4s
	ucvtf	v10.4s, v4.4s
	udf	#14310
	udf	#49805
	udf	#29934
	udf	#65259
	udiv	w30, w18, w15
	udiv	w25, w16, w19
	udiv	w11, w25, w17
	udiv	w28, w18, w2
	udiv	x23, x27, x3
	udiv	x0, x18, x14
	udiv	x16, x24, x20
	udiv	x13, x25, x2
	uhadd	v21.16b, v20.16b, v16.16b
	uhadd	v3.16b, v20.16b, v13.16b
	uhadd	v9.16b, v22.16b, v29.16b
	uhadd	v30.16b, v31.16b, v27.16b
	uhadd	v17.2s, v31.2s, v21.2s
	uhadd	v16.2s, v28.2s, v7.2s
	uhadd	v9.2s, v0.2s, v17.2s
	uhadd	v20.2s, v6.2s, v7.2s
	uhadd	v28.4h, v0.4h, v2.4h
	uhadd	v11.4h, v13.4h, v29.4h
	uhadd	v13.4h, v5.4h, v21.4h
	uhadd	v10.4h, v26.4h, v6.4h
	uhadd	v23.4s, v26.4s, v13.4s
	uhadd	v5.4s, v25.4s, v28.4s
	uhadd	v12.4s, v25.4s, v11.4s
	uhadd	v9.4s, v9.4s, v29.4s
	uhadd	v24.8b, v21.8b, v19.8b
	uhadd	v9.8b, v2.8b, v17.8b
	uhadd	v9.8b, v27.8b, v9.8b
	uhadd	v3.8b, v0.8b, v29.8b
	uhadd	v14.8h, v7.8h, v3.8h
	uhadd	v7.8h, v31.8h, v24.8h
	uhadd	v30.8h, v26.8h, v23.8h
	uhadd	v13.8h, v28.8h, v23.8h
	uhsub	v16.16b, v23.16b, v14.16b
	uhsub	v15.16b, v10.16b, v12.16b
	uhsub	v27.16b, v21.16b, v28.16b
	uhsub	v20.16b, v7.16b, v4.16b
	uhsub	v8.2s, v0.2s, v7.2s
	uhsub	v3.2s, v24.2s, v4.2s
	uhsub	v4.2s, v0.2s, v15.2s
	uhsub	v4.2s, v0.2s, v1.2s
	uhsub	v26.4h, v30.4h, v17.4h
	uhsub	v5.4h, v19.4h, v12.4h
	uhsub	v22.4h, v16.4h, v20.4h
	uhsub	v22.4h, v17.4h, v2.4h
	uhsub	v8.4s, v30.4s, v14.4s
	uhsub	v9.4s, v24.4s, v5.4s
	uhsub	v24.4s, v21.4s, v26.4s
	uhsub	v0.4s, v31.4s, v4.4s
	uhsub	v27.8b, v19.8b, v8.8b
	uhsub	v18.8b, v23.8b, v24.8b
	uhsub	v6.8b, v4.8b, v13.8b
	uhsub	v21.8b, v30.8b, v12.8b
	uhsub	v15.8h, v31.8h, v12.8h
	uhsub	v21.8h, v2.8h, v20.8h
	uhsub	v28.8h, v15.8h, v9.8h
	uhsub	v22.8h, v11.8h, v20.8h
	umaddl	x25, w9, w25, x18
	umull	x11, w13, w12
	umaddl	x15, w17, w30, x12
	umull	x18, w2, w15
	umaxp	v7.16b, v19.16b, v25.16b
	umaxp	v31.16b, v11.16b, v27.16b
	umaxp	v25.16b, v18.16b, v18.16b
	umaxp	v22.16b, v8.16b, v10.16b
	umaxp	v8.2s, v3.2s, v19.2s
	umaxp	v26.2s, v5.2s, v9.2s
	umaxp	v9.2s, v29.2s, v25.2s
	umaxp	v9.2s, v19.2s, v13.2s
	umaxp	v16.4h, v27.4h, v23.4h
	umaxp	v23.4h, v13.4h, v22.4h
	umaxp	v18.4h, v14.4h, v26.4h
	umaxp	v13.4h, v16.4h, v25.4h
	umaxp	v12.4s, v2.4s, v23.4s
	umaxp	v5.4s, v10.4s, v12.4s
	umaxp	v6.4s, v26.4s, v25.4s
	umaxp	v7.4s, v30.4s, v20.4s
	umaxp	v9.8b, v16.8b, v6.8b
	umaxp	v6.8b, v6.8b, v22.8b
	umaxp	v28.8b, v19.8b, v23.8b
	umaxp	v22.8b, v5.8b, v23.8b
	umaxp	v2.8h, v14.8h, v10.8h
	umaxp	v16.8h, v30.8h, v12.8h
	umaxp	v10.8h, v24.8h, v18.8h
	umaxp	v9.8h, v1.8h, v14.8h
	umaxv	b12, v15.16b
	umaxv	b13, v10.16b
	umaxv	b0, v30.16b
	umaxv	b10, v11.16b
	umaxv	h12, v5.4h
	umaxv	h9, v24.4h
	umaxv	h22, v19.4h
	umaxv	h20, v30.4h
	umaxv	s28, v18.4s
	umaxv	s18, v14.4s
	umaxv	s30, v31.4s
	umaxv	s21, v14.4s
	umaxv	b8, v1.8b
	umaxv	b6, v24.8b
	umaxv	b15, v11.8b
	umaxv	b26, v11.8b
	umaxv	h5, v7.8h
	umaxv	h0, v25.8h
	umaxv	h13, v26.8h
	umaxv	h7, v30.8h
	umax	v18.16b, v24.16b, v13.16b
	umax	v27.16b, v12.16b, v19.16b
	umax	v22.16b, v0.16b, v19.16b
	umax	v30.16b, v12.16b, v22.16b
	umax	v14.2s, v15.2s, v4.2s
	umax	v22.2s, v11.2s, v12.2s
	umax	v16.2s, v20.2s, v16.2s
	umax	v29.2s, v10.2s, v12.2s
	umax	v8.4h, v10.4h, v1.4h
	umax	v19.4h, v6.4h, v2.4h
	umax	v27.4h, v24.4h, v14.4h
	umax	v4.4h, v14.4h, v23.4h
	umax	v5.4s, v21.4s, v7.4s
	umax	v31.4s, v12.4s, v1.4s
	umax	v17.4s, v0.4s, v29.4s
	umax	v6.4s, v18.4s, v12.4s
	umax	v23.8b, v12.8b, v22.8b
	umax	v7.8b, v30.8b, v25.8b
	umax	v22.8b, v5.8b, v13.8b
	umax	v21.8b, v17.8b, v29.8b
	umax	v16.8h, v19.8h, v30.8h
	umax	v11.8h, v11.8h, v31.8h
	umax	v2.8h, v28.8h, v28.8h
	umax	v13.8h, v20.8h, v2.8h
	uminp	v0.16b, v29.16b, v2.16b
	uminp	v8.16b, v24.16b, v27.16b
	uminp	v4.16b, v25.16b, v28.16b
	uminp	v4.16b, v15.16b, v24.16b
	uminp	v8.2s, v15.2s, v26.2s
	uminp	v27.2s, v2.2s, v18.2s
	uminp	v28.2s, v10.2s, v29.2s
	uminp	v26.2s, v7.2s, v9.2s
	uminp	v19.4h, v29.4h, v4.4h
	uminp	v11.4h, v21.4h, v10.4h
	uminp	v28.4h, v25.4h, v13.4h
	uminp	v8.4h, v9.4h, v2.4h
	uminp	v17.4s, v4.4s, v13.4s
	uminp	v8.4s, v22.4s, v1.4s
	uminp	v22.4s, v30.4s, v2.4s
	uminp	v3.4s, v29.4s, v26.4s
	uminp	v30.8b, v20.8b, v17.8b
	uminp	v5.8b, v10.8b, v24.8b
	uminp	v11.8b, v16.8b, v18.8b
	uminp	v1.8b, v6.8b, v25.8b
	uminp	v13.8h, v21.8h, v30.8h
	uminp	v20.8h, v11.8h, v11.8h
	uminp	v0.8h, v6.8h, v21.8h
	uminp	v28.8h, v0.8h, v7.8h
	uminv	b6, v8.16b
	uminv	b29, v28.16b
	uminv	b17, v25.16b
	uminv	b29, v19.16b
	uminv	h23, v13.4h
	uminv	h4, v17.4h
	uminv	h7, v11.4h
	uminv	h30, v25.4h
	uminv	s6, v14.4s
	uminv	s0, v19.4s
	uminv	s8, v15.4s
	uminv	s0, v13.4s
	uminv	b3, v14.8b
	uminv	b25, v15.8b
	uminv	b8, v11.8b
	uminv	b23, v6.8b
	uminv	h9, v19.8h
	uminv	h31, v3.8h
	uminv	h17, v23.8h
	uminv	h20, v27.8h
	umin	v16.16b, v26.16b, v0.16b
	umin	v13.16b, v31.16b, v10.16b
	umin	v9.16b, v3.16b, v13.16b
	umin	v19.16b, v7.16b, v6.16b
	umin	v13.2s, v0.2s, v27.2s
	umin	v2.2s, v7.2s, v10.2s
	umin	v12.2s, v17.2s, v12.2s
	umin	v20.2s, v15.2s, v2.2s
	umin	v28.4h, v15.4h, v30.4h
	umin	v14.4h, v11.4h, v12.4h
	umin	v26.4h, v19.4h, v9.4h
	umin	v14.4h, v28.4h, v9.4h
	umin	v11.4s, v18.4s, v24.4s
	umin	v20.4s, v13.4s, v21.4s
	umin	v31.4s, v7.4s, v25.4s
	umin	v26.4s, v7.4s, v22.4s
	umin	v6.8b, v6.8b, v28.8b
	umin	v30.8b, v17.8b, v4.8b
	umin	v20.8b, v1.8b, v26.8b
	umin	v8.8b, v10.8b, v3.8b
	umin	v1.8h, v8.8h, v15.8h
	umin	v22.8h, v14.8h, v2.8h
	umin	v27.8h, v17.8h, v21.8h
	umin	v18.8h, v2.8h, v26.8h
	umlal	v31.2d, v14.2s, v31.s[3]
	umlal	v26.2d, v24.2s, v22.s[1]
	umlal	v15.2d, v18.2s, v31.s[3]
	umlal	v29.2d, v26.2s, v12.s[0]
	umlal2	v17.2d, v17.4s, v26.s[1]
	umlal2	v18.2d, v25.4s, v8.s[1]
	umlal2	v13.2d, v24.4s, v5.s[3]
	umlal2	v11.2d, v24.4s, v27.s[1]
	umlal	v6.4s, v0.4h, v12.h[0]
	umlal	v12.4s, v10.4h, v2.h[1]
	umlal	v3.4s, v28.4h, v11.h[3]
	umlal	v10.4s, v30.4h, v4.h[0]
	umlal2	v18.4s, v9.8h, v12.h[0]
	umlal2	v30.4s, v2.8h, v14.h[1]
	umlal2	v30.4s, v31.8h, v4.h[0]
	umlal2	v5.4s, v17.8h, v15.h[0]
	umlal	v4.2d, v0.2s, v6.2s
	umlal	v7.2d, v22.2s, v5.2s
	umlal	v10.2d, v10.2s, v9.2s
	umlal	v4.2d, v11.2s, v3.2s
	umlal2	v14.2d, v17.4s, v4.4s
	umlal2	v13.2d, v22.4s, v11.4s
	umlal2	v0.2d, v17.4s, v16.4s
	umlal2	v24.2d, v3.4s, v9.4s
	umlal	v30.4s, v30.4h, v29.4h
	umlal	v29.4s, v23.4h, v20.4h
	umlal	v19.4s, v5.4h, v23.4h
	umlal	v0.4s, v3.4h, v10.4h
	umlal2	v0.4s, v10.8h, v4.8h
	umlal2	v2.4s, v19.8h, v7.8h
	umlal2	v13.4s, v12.8h, v21.8h
	umlal2	v3.4s, v4.8h, v25.8h
	umlal	v18.8h, v12.8b, v31.8b
	umlal	v6.8h, v8.8b, v18.8b
	umlal	v18.8h, v21.8b, v9.8b
	umlal	v8.8h, v13.8b, v19.8b
	umlal2	v4.8h, v10.16b, v24.16b
	umlal2	v14.8h, v6.16b, v13.16b
	umlal2	v23.8h, v3.16b, v23.16b
	umlal2	v14.8h, v11.16b, v3.16b
	umlsl	v21.2d, v30.2s, v13.s[0]
	umlsl	v16.2d, v21.2s, v18.s[1]
	umlsl	v28.2d, v28.2s, v30.s[1]
	umlsl	v10.2d, v2.2s, v30.s[2]
	umlsl2	v4.2d, v2.4s, v8.s[0]
	umlsl2	v17.2d, v25.4s, v4.s[0]
	umlsl2	v10.2d, v19.4s, v22.s[3]
	umlsl2	v23.2d, v21.4s, v10.s[0]
	umlsl	v10.4s, v14.4h, v8.h[0]
	umlsl	v26.4s, v4.4h, v7.h[6]
	umlsl	v6.4s, v20.4h, v8.h[3]
	umlsl	v27.4s, v8.4h, v13.h[7]
	umlsl2	v28.4s, v8.8h, v7.h[5]
	umlsl2	v11.4s, v21.8h, v2.h[3]
	umlsl2	v15.4s, v5.8h, v2.h[7]
	umlsl2	v28.4s, v9.8h, v1.h[1]
	umlsl	v12.2d, v10.2s, v17.2s
	umlsl	v13.2d, v6.2s, v11.2s
	umlsl	v6.2d, v7.2s, v20.2s
	umlsl	v26.2d, v14.2s, v16.2s
	umlsl2	v23.2d, v17.4s, v16.4s
	umlsl2	v18.2d, v11.4s, v13.4s
	umlsl2	v19.2d, v7.4s, v9.4s
	umlsl2	v3.2d, v15.4s, v26.4s
	umlsl	v23.4s, v4.4h, v0.4h
	umlsl	v12.4s, v19.4h, v29.4h
	umlsl	v9.4s, v17.4h, v0.4h
	umlsl	v6.4s, v28.4h, v21.4h
	umlsl2	v1.4s, v17.8h, v7.8h
	umlsl2	v13.4s, v13.8h, v10.8h
	umlsl2	v5.4s, v18.8h, v29.8h
	umlsl2	v25.4s, v19.8h, v27.8h
	umlsl	v11.8h, v10.8b, v5.8b
	umlsl	v8.8h, v12.8b, v23.8b
	umlsl	v3.8h, v15.8b, v25.8b
	umlsl	v24.8h, v2.8b, v23.8b
	umlsl2	v27.8h, v3.16b, v30.16b
	umlsl2	v22.8h, v4.16b, v22.16b
	umlsl2	v15.8h, v14.16b, v27.16b
	umlsl2	v18.8h, v31.16b, v4.16b
	umov	w11, v17.b[8]
	umov	w10, v21.b[15]
	umov	w5, v13.b[7]
	umov	w19, v7.b[12]
	mov	x29, v1.d[1]
	mov	x3, v9.d[0]
	mov	x20, v26.d[0]
	mov	x14, v3.d[1]
	umov	w27, v11.h[0]
	umov	w23, v18.h[1]
	umov	w14, v28.h[1]
	umov	w14, v9.h[7]
	mov	w13, v5.s[2]
	mov	w19, v5.s[3]
	mov	w2, v10.s[0]
	mov	w2, v21.s[2]
	umsubl	x4, w14, w24, x2
	umsubl	x14, w20, w0, x1
	umsubl	x21, w2, w23, x22
	umnegl	x14, w4, w17
	umulh	x11, x0, x30
	umulh	x24, x1, x22
	umulh	x29, x11, x20
	umulh	x9, x26, x6
	umull	v25.2d, v7.2s, v21.s[1]
	umull	v6.2d, v15.2s, v11.s[0]
	umull	v25.2d, v26.2s, v0.s[1]
	umull	v31.2d, v21.2s, v18.s[0]
	umull2	v21.2d, v2.4s, v3.s[0]
	umull2	v2.2d, v21.4s, v10.s[0]
	umull2	v2.2d, v22.4s, v7.s[0]
	umull2	v18.2d, v13.4s, v15.s[1]
	umull	v22.4s, v30.4h, v0.h[2]
	umull	v22.4s, v13.4h, v3.h[2]
	umull	v5.4s, v16.4h, v3.h[3]
	umull	v30.4s, v9.4h, v4.h[3]
	umull2	v3.4s, v2.8h, v15.h[4]
	umull2	v31.4s, v5.8h, v6.h[5]
	umull2	v2.4s, v0.8h, v0.h[4]
	umull2	v12.4s, v22.8h, v11.h[2]
	umull	v20.2d, v12.2s, v22.2s
	umull	v29.2d, v6.2s, v2.2s
	umull	v18.2d, v6.2s, v21.2s
	umull	v23.2d, v20.2s, v27.2s
	umull2	v4.2d, v19.4s, v15.4s
	umull2	v24.2d, v5.4s, v0.4s
	umull2	v18.2d, v22.4s, v4.4s
	umull2	v31.2d, v28.4s, v11.4s
	umull	v28.4s, v19.4h, v12.4h
	umull	v0.4s, v9.4h, v3.4h
	umull	v16.4s, v5.4h, v24.4h
	umull	v17.4s, v27.4h, v19.4h
	umull2	v12.4s, v30.8h, v10.8h
	umull2	v31.4s, v15.8h, v20.8h
	umull2	v26.4s, v21.8h, v15.8h
	umull2	v12.4s, v11.8h, v20.8h
	umull	v22.8h, v8.8b, v27.8b
	umull	v15.8h, v31.8b, v28.8b
	umull	v16.8h, v11.8b, v7.8b
	umull	v31.8h, v22.8b, v11.8b
	umull2	v11.8h, v30.16b, v9.16b
	umull2	v12.8h, v1.16b, v13.16b
	umull2	v11.8h, v28.16b, v15.16b
	umull2	v5.8h, v9.16b, v29.16b
	uqadd	b8, b23, b8
	uqadd	b6, b0, b23
	uqadd	b13, b9, b15
	uqadd	b0, b22, b18
	uqadd	d5, d13, d10
	uqadd	d9, d23, d18
	uqadd	d28, d21, d25
	uqadd	d10, d0, d20
	uqadd	h31, h3, h29
	uqadd	h11, h7, h15
	uqadd	h1, h16, h11
	uqadd	h25, h30, h28
	uqadd	s17, s6, s11
	uqadd	s2, s24, s9
	uqadd	s15, s30, s21
	uqadd	s23, s15, s0
	uqadd	v20.16b, v11.16b, v9.16b
	uqadd	v21.16b, v22.16b, v6.16b
	uqadd	v31.16b, v15.16b, v27.16b
	uqadd	v3.16b, v7.16b, v0.16b
	uqadd	v23.2d, v25.2d, v9.2d
	uqadd	v2.2d, v5.2d, v22.2d
	uqadd	v19.2d, v31.2d, v11.2d
	uqadd	v28.2d, v20.2d, v27.2d
	uqadd	v17.2s, v22.2s, v20.2s
	uqadd	v5.2s, v30.2s, v31.2s
	uqadd	v20.2s, v5.2s, v31.2s
	uqadd	v15.2s, v14.2s, v10.2s
	uqadd	v24.4h, v9.4h, v26.4h
	uqadd	v4.4h, v7.4h, v18.4h
	uqadd	v13.4h, v11.4h, v19.4h
	uqadd	v25.4h, v5.4h, v10.4h
	uqadd	v0.4s, v10.4s, v11.4s
	uqadd	v16.4s, v13.4s, v20.4s
	uqadd	v23.4s, v12.4s, v7.4s
	uqadd	v16.4s, v7.4s, v22.4s
	uqadd	v5.8b, v13.8b, v23.8b
	uqadd	v5.8b, v9.8b, v3.8b
	uqadd	v0.8b, v24.8b, v27.8b
	uqadd	v11.8b, v30.8b, v7.8b
	uqadd	v14.8h, v5.8h, v6.8h
	uqadd	v14.8h, v21.8h, v18.8h
	uqadd	v14.8h, v29.8h, v19.8h
	uqadd	v1.8h, v6.8h, v21.8h
	uqrshl	b1, b17, b27
	uqrshl	b7, b29, b13
	uqrshl	b24, b10, b10
	uqrshl	b24, b10, b29
	uqrshl	d3, d12, d26
	uqrshl	d22, d23, d0
	uqrshl	d3, d14, d18
	uqrshl	d8, d8, d20
	uqrshl	h10, h30, h8
	uqrshl	h12, h19, h22
	uqrshl	h26, h24, h27
	uqrshl	h10, h31, h16
	uqrshl	s11, s9, s14
	uqrshl	s14, s25, s15
	uqrshl	s9, s29, s0
	uqrshl	s0, s13, s5
	uqrshl	v15.16b, v10.16b, v4.16b
	uqrshl	v30.16b, v12.16b, v9.16b
	uqrshl	v26.16b, v14.16b, v20.16b
	uqrshl	v31.16b, v8.16b, v22.16b
	uqrshl	v2.2d, v3.2d, v8.2d
	uqrshl	v9.2d, v4.2d, v7.2d
	uqrshl	v9.2d, v17.2d, v0.2d
	uqrshl	v27.2d, v20.2d, v28.2d
	uqrshl	v6.2s, v22.2s, v6.2s
	uqrshl	v8.2s, v8.2s, v22.2s
	uqrshl	v3.2s, v25.2s, v1.2s
	uqrshl	v12.2s, v18.2s, v8.2s
	uqrshl	v18.4h, v17.4h, v22.4h
	uqrshl	v20.4h, v0.4h, v13.4h
	uqrshl	v20.4h, v24.4h, v24.4h
	uqrshl	v3.4h, v26.4h, v23.4h
	uqrshl	v10.4s, v6.4s, v9.4s
	uqrshl	v13.4s, v7.4s, v1.4s
	uqrshl	v28.4s, v21.4s, v25.4s
	uqrshl	v17.4s, v0.4s, v14.4s
	uqrshl	v23.8b, v15.8b, v27.8b
	uqrshl	v28.8b, v26.8b, v14.8b
	uqrshl	v3.8b, v25.8b, v19.8b
	uqrshl	v27.8b, v30.8b, v10.8b
	uqrshl	v0.8h, v21.8h, v27.8h
	uqrshl	v15.8h, v27.8h, v31.8h
	uqrshl	v13.8h, v8.8h, v30.8h
	uqrshl	v23.8h, v30.8h, v23.8h
	uqrshrn	b19, h12, #8
	uqrshrn	b18, h27, #7
	uqrshrn	b0, h23, #7
	uqrshrn	b26, h4, #4
	uqrshrn	h2, s28, #1
	uqrshrn	h16, s15, #11
	uqrshrn	h29, s2, #7
	uqrshrn	h27, s16, #15
	uqrshrn	s4, d6, #1
	uqrshrn	s26, d11, #1
	uqrshrn	s26, d9, #23
	uqrshrn	s1, d18, #13
	uqrshrn	v14.2s, v16.2d, #22
	uqrshrn	v4.2s, v27.2d, #30
	uqrshrn	v19.2s, v4.2d, #22
	uqrshrn	v22.2s, v15.2d, #16
	uqrshrn2	v26.4s, v9.2d, #13
	uqrshrn2	v11.4s, v12.2d, #30
	uqrshrn2	v14.4s, v15.2d, #22
	uqrshrn2	v22.4s, v9.2d, #16
	uqrshrn	v10.4h, v29.4s, #2
	uqrshrn	v7.4h, v12.4s, #13
	uqrshrn	v10.4h, v18.4s, #16
	uqrshrn	v15.4h, v23.4s, #11
	uqrshrn2	v29.8h, v31.4s, #13
	uqrshrn2	v5.8h, v1.4s, #13
	uqrshrn2	v2.8h, v26.4s, #1
	uqrshrn2	v8.8h, v20.4s, #8
	uqrshrn	v30.8b, v28.8h, #1
	uqrshrn	v11.8b, v1.8h, #1
	uqrshrn	v11.8b, v13.8h, #6
	uqrshrn	v20.8b, v0.8h, #2
	uqrshrn2	v30.16b, v19.8h, #1
	uqrshrn2	v10.16b, v26.8h, #3
	uqrshrn2	v11.16b, v18.8h, #1
	uqrshrn2	v31.16b, v31.8h, #4
	uqshl	b5, b8, #3
	uqshl	b0, b9, #2
	uqshl	b10, b16, #0
	uqshl	b11, b19, #5
	uqshl	d10, d31, #57
	uqshl	d15, d0, #1
	uqshl	d26, d13, #37
	uqshl	d14, d26, #19
	uqshl	h13, h1, #13
	uqshl	h7, h11, #0
	uqshl	h3, h27, #15
	uqshl	h18, h27, #11
	uqshl	s25, s26, #0
	uqshl	s18, s1, #12
	uqshl	s3, s18, #28
	uqshl	s17, s6, #0
	uqshl	v15.16b, v4.16b, #5
	uqshl	v9.16b, v11.16b, #0
	uqshl	v31.16b, v4.16b, #6
	uqshl	v2.16b, v21.16b, #1
	uqshl	v11.2d, v16.2d, #25
	uqshl	v25.2d, v9.2d, #0
	uqshl	v20.2d, v26.2d, #15
	uqshl	v5.2d, v5.2d, #19
	uqshl	v14.2s, v29.2s, #1
	uqshl	v24.2s, v1.2s, #30
	uqshl	v2.2s, v25.2s, #0
	uqshl	v18.2s, v8.2s, #6
	uqshl	v3.4h, v3.4h, #0
	uqshl	v13.4h, v13.4h, #1
	uqshl	v9.4h, v18.4h, #10
	uqshl	v18.4h, v26.4h, #3
	uqshl	v0.4s, v3.4s, #4
	uqshl	v15.4s, v18.4s, #21
	uqshl	v22.4s, v26.4s, #22
	uqshl	v18.4s, v20.4s, #19
	uqshl	v1.8b, v25.8b, #6
	uqshl	v6.8b, v22.8b, #3
	uqshl	v20.8b, v29.8b, #2
	uqshl	v8.8b, v28.8b, #0
	uqshl	v18.8h, v25.8h, #1
	uqshl	v19.8h, v25.8h, #7
	uqshl	v17.8h, v19.8h, #0
	uqshl	v14.8h, v5.8h, #7
	uqshl	b20, b21, b8
	uqshl	b3, b5, b30
	uqshl	b27, b29, b14
	uqshl	b5, b25, b17
	uqshl	d1, d30, d25
	uqshl	d23, d3, d14
	uqshl	d31, d11, d25
	uqshl	d24, d2, d12
	uqshl	h2, h28, h1
	uqshl	h8, h27, h8
	uqshl	h1, h27, h17
	uqshl	h17, h31, h13
	uqshl	s13, s24, s26
	uqshl	s24, s3, s8
	uqshl	s3, s21, s17
	uqshl	s16, s17, s28
	uqshl	v17.16b, v4.16b, v4.16b
	uqshl	v1.16b, v29.16b, v12.16b
	uqshl	v17.16b, v0.16b, v1.16b
	uqshl	v24.16b, v30.16b, v3.16b
	uqshl	v7.2d, v14.2d, v22.2d
	uqshl	v13.2d, v12.2d, v20.2d
	uqshl	v22.2d, v1.2d, v11.2d
	uqshl	v28.2d, v28.2d, v12.2d
	uqshl	v18.2s, v27.2s, v12.2s
	uqshl	v6.2s, v22.2s, v7.2s
	uqshl	v7.2s, v17.2s, v14.2s
	uqshl	v7.2s, v31.2s, v10.2s
	uqshl	v13.4h, v23.4h, v6.4h
	uqshl	v2.4h, v20.4h, v10.4h
	uqshl	v27.4h, v21.4h, v28.4h
	uqshl	v2.4h, v6.4h, v24.4h
	uqshl	v5.4s, v25.4s, v9.4s
	uqshl	v21.4s, v27.4s, v26.4s
	uqshl	v23.4s, v15.4s, v9.4s
	uqshl	v5.4s, v14.4s, v5.4s
	uqshl	v6.8b, v9.8b, v17.8b
	uqshl	v29.8b, v12.8b, v21.8b
	uqshl	v3.8b, v21.8b, v25.8b
	uqshl	v17.8b, v28.8b, v7.8b
	uqshl	v7.8h, v29.8h, v4.8h
	uqshl	v20.8h, v26.8h, v21.8h
	uqshl	v21.8h, v4.8h, v24.8h
	uqshl	v2.8h, v10.8h, v0.8h
	uqshrn	b30, h11, #7
	uqshrn	b6, h28, #3
	uqshrn	b31, h10, #6
	uqshrn	b16, h16, #2
	uqshrn	h26, s8, #1
	uqshrn	h27, s7, #4
	uqshrn	h17, s16, #4
	uqshrn	h20, s24, #1
	uqshrn	s23, d17, #27
	uqshrn	s1, d7, #9
	uqshrn	s10, d20, #28
	uqshrn	s7, d20, #1
	uqshrn	v20.2s, v30.2d, #28
	uqshrn	v29.2s, v9.2d, #13
	uqshrn	v6.2s, v28.2d, #22
	uqshrn	v31.2s, v26.2d, #11
	uqshrn2	v20.4s, v26.2d, #3
	uqshrn2	v0.4s, v0.2d, #17
	uqshrn2	v30.4s, v17.2d, #1
	uqshrn2	v7.4s, v4.2d, #25
	uqshrn	v16.4h, v25.4s, #13
	uqshrn	v16.4h, v8.4s, #4
	uqshrn	v6.4h, v2.4s, #1
	uqshrn	v28.4h, v17.4s, #1
	uqshrn2	v0.8h, v5.4s, #9
	uqshrn2	v24.8h, v24.4s, #12
	uqshrn2	v22.8h, v6.4s, #14
	uqshrn2	v11.8h, v24.4s, #13
	uqshrn	v21.8b, v19.8h, #2
	uqshrn	v6.8b, v21.8h, #4
	uqshrn	v20.8b, v20.8h, #5
	uqshrn	v4.8b, v20.8h, #3
	uqshrn2	v30.16b, v15.8h, #7
	uqshrn2	v25.16b, v28.8h, #2
	uqshrn2	v20.16b, v0.8h, #5
	uqshrn2	v31.16b, v19.8h, #1
	uqsub	b3, b4, b29
	uqsub	b21, b16, b25
	uqsub	b9, b4, b31
	uqsub	b5, b17, b11
	uqsub	d17, d15, d8
	uqsub	d19, d12, d25
	uqsub	d20, d28, d20
	uqsub	d14, d17, d15
	uqsub	h13, h5, h16
	uqsub	h12, h23, h10
	uqsub	h28, h21, h2
	uqsub	h26, h22, h2
	uqsub	s21, s5, s12
	uqsub	s10, s11, s6
	uqsub	s9, s12, s16
	uqsub	s19, s8, s14
	uqsub	v5.16b, v14.16b, v11.16b
	uqsub	v27.16b, v5.16b, v29.16b
	uqsub	v24.16b, v6.16b, v13.16b
	uqsub	v25.16b, v25.16b, v27.16b
	uqsub	v2.2d, v23.2d, v5.2d
	uqsub	v26.2d, v2.2d, v10.2d
	uqsub	v18.2d, v2.2d, v28.2d
	uqsub	v5.2d, v11.2d, v18.2d
	uqsub	v0.2s, v18.2s, v18.2s
	uqsub	v3.2s, v28.2s, v28.2s
	uqsub	v4.2s, v7.2s, v26.2s
	uqsub	v8.2s, v16.2s, v3.2s
	uqsub	v13.4h, v20.4h, v30.4h
	uqsub	v18.4h, v25.4h, v13.4h
	uqsub	v26.4h, v24.4h, v30.4h
	uqsub	v4.4h, v12.4h, v6.4h
	uqsub	v1.4s, v12.4s, v10.4s
	uqsub	v30.4s, v31.4s, v16.4s
	uqsub	v13.4s, v5.4s, v3.4s
	uqsub	v24.4s, v3.4s, v25.4s
	uqsub	v18.8b, v14.8b, v24.8b
	uqsub	v2.8b, v4.8b, v18.8b
	uqsub	v0.8b, v23.8b, v9.8b
	uqsub	v5.8b, v28.8b, v15.8b
	uqsub	v10.8h, v12.8h, v27.8h
	uqsub	v10.8h, v14.8h, v14.8h
	uqsub	v25.8h, v2.8h, v22.8h
	uqsub	v12.8h, v27.8h, v24.8h
	uqxtn	b25, h25
	uqxtn	b20, h13
	uqxtn	b3, h22
	uqxtn	b30, h11
	uqxtn	h0, s25
	uqxtn	h16, s21
	uqxtn	h13, s26
	uqxtn	h20, s7
	uqxtn	s5, d15
	uqxtn	s10, d25
	uqxtn	s27, d4
	uqxtn	s18, d16
	uqxtn	v20.2s, v20.2d
	uqxtn	v18.2s, v6.2d
	uqxtn	v12.2s, v31.2d
	uqxtn	v0.2s, v25.2d
	uqxtn2	v13.4s, v18.2d
	uqxtn2	v18.4s, v21.2d
	uqxtn2	v24.4s, v3.2d
	uqxtn2	v21.4s, v17.2d
	uqxtn	v3.4h, v28.4s
	uqxtn	v23.4h, v29.4s
	uqxtn	v13.4h, v14.4s
	uqxtn	v15.4h, v12.4s
	uqxtn2	v5.8h, v22.4s
	uqxtn2	v7.8h, v28.4s
	uqxtn2	v22.8h, v4.4s
	uqxtn2	v22.8h, v10.4s
	uqxtn	v31.8b, v6.8h
	uqxtn	v31.8b, v31.8h
	uqxtn	v7.8b, v28.8h
	uqxtn	v25.8b, v29.8h
	uqxtn2	v8.16b, v12.8h
	uqxtn2	v15.16b, v17.8h
	uqxtn2	v28.16b, v14.8h
	uqxtn2	v19.16b, v23.8h
	urecpe	v1.2s, v18.2s
	urecpe	v1.2s, v22.2s
	urecpe	v19.2s, v12.2s
	urecpe	v27.2s, v2.2s
	urecpe	v10.4s, v11.4s
	urecpe	v27.4s, v30.4s
	urecpe	v27.4s, v13.4s
	urecpe	v6.4s, v5.4s
	urhadd	v31.16b, v19.16b, v6.16b
	urhadd	v2.16b, v18.16b, v14.16b
	urhadd	v19.16b, v27.16b, v15.16b
	urhadd	v1.16b, v14.16b, v23.16b
	urhadd	v5.2s, v30.2s, v27.2s
	urhadd	v15.2s, v22.2s, v20.2s
	urhadd	v27.2s, v0.2s, v9.2s
	urhadd	v24.2s, v19.2s, v30.2s
	urhadd	v30.4h, v8.4h, v12.4h
	urhadd	v17.4h, v30.4h, v16.4h
	urhadd	v12.4h, v10.4h, v8.4h
	urhadd	v18.4h, v26.4h, v25.4h
	urhadd	v3.4s, v16.4s, v11.4s
	urhadd	v15.4s, v9.4s, v8.4s
	urhadd	v22.4s, v5.4s, v12.4s
	urhadd	v19.4s, v20.4s, v14.4s
	urhadd	v11.8b, v7.8b, v16.8b
	urhadd	v18.8b, v4.8b, v27.8b
	urhadd	v21.8b, v27.8b, v3.8b
	urhadd	v0.8b, v3.8b, v21.8b
	urhadd	v16.8h, v20.8h, v15.8h
	urhadd	v29.8h, v24.8h, v10.8h
	urhadd	v19.8h, v28.8h, v28.8h
	urhadd	v16.8h, v25.8h, v19.8h
	urshl	d28, d21, d10
	urshl	d14, d20, d1
	urshl	d9, d30, d8
	urshl	d2, d21, d13
	urshl	v6.16b, v7.16b, v28.16b
	urshl	v26.16b, v31.16b, v17.16b
	urshl	v2.16b, v20.16b, v16.16b
	urshl	v2.16b, v21.16b, v21.16b
	urshl	v6.2d, v9.2d, v2.2d
	urshl	v6.2d, v25.2d, v26.2d
	urshl	v18.2d, v5.2d, v1.2d
	urshl	v12.2d, v9.2d, v16.2d
	urshl	v18.2s, v13.2s, v18.2s
	urshl	v22.2s, v16.2s, v24.2s
	urshl	v15.2s, v17.2s, v26.2s
	urshl	v8.2s, v1.2s, v28.2s
	urshl	v9.4h, v14.4h, v7.4h
	urshl	v4.4h, v5.4h, v2.4h
	urshl	v30.4h, v3.4h, v9.4h
	urshl	v26.4h, v22.4h, v0.4h
	urshl	v10.4s, v18.4s, v9.4s
	urshl	v2.4s, v14.4s, v7.4s
	urshl	v27.4s, v7.4s, v17.4s
	urshl	v0.4s, v21.4s, v23.4s
	urshl	v11.8b, v14.8b, v14.8b
	urshl	v0.8b, v30.8b, v24.8b
	urshl	v0.8b, v18.8b, v26.8b
	urshl	v10.8b, v17.8b, v14.8b
	urshl	v3.8h, v26.8h, v10.8h
	urshl	v19.8h, v30.8h, v2.8h
	urshl	v20.8h, v28.8h, v28.8h
	urshl	v2.8h, v14.8h, v27.8h
	urshr	d23, d0, #16
	urshr	d14, d7, #60
	urshr	d7, d9, #11
	urshr	d1, d7, #17
	urshr	v8.16b, v3.16b, #1
	urshr	v16.16b, v2.16b, #1
	urshr	v20.16b, v2.16b, #6
	urshr	v14.16b, v19.16b, #1
	urshr	v4.2d, v30.2d, #4
	urshr	v2.2d, v4.2d, #1
	urshr	v23.2d, v1.2d, #29
	urshr	v1.2d, v3.2d, #61
	urshr	v25.2s, v11.2s, #22
	urshr	v28.2s, v23.2s, #1
	urshr	v5.2s, v22.2s, #22
	urshr	v4.2s, v9.2s, #28
	urshr	v4.4h, v23.4h, #16
	urshr	v20.4h, v25.4h, #8
	urshr	v10.4h, v29.4h, #1
	urshr	v2.4h, v9.4h, #4
	urshr	v19.4s, v6.4s, #1
	urshr	v21.4s, v0.4s, #5
	urshr	v29.4s, v13.4s, #19
	urshr	v15.4s, v30.4s, #32
	urshr	v15.8b, v18.8b, #2
	urshr	v20.8b, v2.8b, #1
	urshr	v15.8b, v14.8b, #6
	urshr	v20.8b, v11.8b, #1
	urshr	v30.8h, v28.8h, #4
	urshr	v29.8h, v20.8h, #7
	urshr	v14.8h, v19.8h, #15
	urshr	v7.8h, v13.8h, #10
	ursqrte	v0.2s, v19.2s
	ursqrte	v26.2s, v5.2s
	ursqrte	v18.2s, v10.2s
	ursqrte	v29.2s, v28.2s
	ursqrte	v9.4s, v12.4s
	ursqrte	v29.4s, v20.4s
	ursqrte	v5.4s, v31.4s
	ursqrte	v16.4s, v9.4s
	ursra	d29, d24, #1
	ursra	d2, d5, #36
	ursra	d26, d30, #30
	ursra	d13, d30, #62
	ursra	v0.16b, v23.16b, #2
	ursra	v29.16b, v6.16b, #7
	ursra	v18.16b, v26.16b, #1
	ursra	v17.16b, v3.16b, #2
	ursra	v1.2d, v29.2d, #57
	ursra	v17.2d, v9.2d, #38
	ursra	v17.2d, v1.2d, #58
	ursra	v10.2d, v2.2d, #29
	ursra	v23.2s, v30.2s, #31
	ursra	v7.2s, v25.2s, #32
	ursra	v9.2s, v22.2s, #2
	ursra	v30.2s, v26.2s, #19
	ursra	v0.4h, v14.4h, #2
	ursra	v17.4h, v12.4h, #12
	ursra	v18.4h, v19.4h, #9
	ursra	v18.4h, v31.4h, #1
	ursra	v2.4s, v22.4s, #14
	ursra	v13.4s, v5.4s, #1
	ursra	v1.4s, v11.4s, #31
	ursra	v13.4s, v0.4s, #31
	ursra	v17.8b, v6.8b, #3
	ursra	v21.8b, v28.8b, #8
	ursra	v15.8b, v23.8b, #4
	ursra	v16.8b, v2.8b, #7
	ursra	v0.8h, v18.8h, #16
	ursra	v5.8h, v18.8h, #6
	ursra	v23.8h, v9.8h, #5
	ursra	v14.8h, v14.8h, #12
	ushll	v14.2d, v10.2s, #7
	ushll	v2.2d, v24.2s, #6
	ushll	v23.2d, v4.2s, #0
	ushll	v26.2d, v20.2s, #4
	ushll2	v0.2d, v4.4s, #0
	ushll2	v17.2d, v31.4s, #11
	ushll2	v2.2d, v21.4s, #27
	ushll2	v13.2d, v26.4s, #0
	ushll	v27.4s, v27.4h, #0
	ushll	v27.4s, v30.4h, #14
	ushll	v28.4s, v20.4h, #4
	ushll	v7.4s, v17.4h, #3
	ushll2	v14.4s, v0.8h, #12
	ushll2	v9.4s, v27.8h, #15
	ushll2	v18.4s, v25.8h, #13
	ushll2	v1.4s, v30.8h, #8
	ushll	v24.8h, v9.8b, #2
	ushll	v30.8h, v5.8b, #7
	ushll	v28.8h, v5.8b, #5
	ushll	v2.8h, v13.8b, #5
	ushll2	v22.8h, v6.16b, #6
	ushll2	v16.8h, v18.16b, #4
	ushll2	v23.8h, v2.16b, #5
	ushll2	v4.8h, v10.16b, #3
	ushl	d15, d18, d23
	ushl	d14, d9, d0
	ushl	d2, d21, d6
	ushl	d12, d25, d17
	ushl	v11.16b, v29.16b, v20.16b
	ushl	v0.16b, v5.16b, v11.16b
	ushl	v24.16b, v12.16b, v28.16b
	ushl	v27.16b, v1.16b, v31.16b
	ushl	v31.2d, v25.2d, v12.2d
	ushl	v8.2d, v5.2d, v2.2d
	ushl	v19.2d, v17.2d, v5.2d
	ushl	v26.2d, v9.2d, v6.2d
	ushl	v20.2s, v30.2s, v4.2s
	ushl	v23.2s, v16.2s, v0.2s
	ushl	v8.2s, v12.2s, v15.2s
	ushl	v30.2s, v30.2s, v20.2s
	ushl	v23.4h, v6.4h, v14.4h
	ushl	v29.4h, v8.4h, v13.4h
	ushl	v27.4h, v8.4h, v24.4h
	ushl	v26.4h, v25.4h, v23.4h
	ushl	v21.4s, v20.4s, v20.4s
	ushl	v1.4s, v18.4s, v11.4s
	ushl	v26.4s, v17.4s, v23.4s
	ushl	v0.4s, v3.4s, v27.4s
	ushl	v20.8b, v5.8b, v29.8b
	ushl	v9.8b, v2.8b, v16.8b
	ushl	v21.8b, v29.8b, v8.8b
	ushl	v29.8b, v6.8b, v6.8b
	ushl	v20.8h, v7.8h, v25.8h
	ushl	v23.8h, v22.8h, v29.8h
	ushl	v22.8h, v5.8h, v17.8h
	ushl	v18.8h, v15.8h, v31.8h
	ushr	d1, d24, #1
	ushr	d17, d28, #17
	ushr	d9, d8, #45
	ushr	d26, d29, #20
	ushr	v25.16b, v26.16b, #6
	ushr	v9.16b, v2.16b, #6
	ushr	v18.16b, v16.16b, #1
	ushr	v10.16b, v30.16b, #6
	ushr	v10.2d, v1.2d, #15
	ushr	v29.2d, v26.2d, #12
	ushr	v5.2d, v29.2d, #20
	ushr	v21.2d, v20.2d, #1
	ushr	v28.2s, v7.2s, #30
	ushr	v5.2s, v9.2s, #30
	ushr	v5.2s, v11.2s, #32
	ushr	v2.2s, v17.2s, #24
	ushr	v30.4h, v30.4h, #14
	ushr	v19.4h, v28.4h, #4
	ushr	v7.4h, v13.4h, #14
	ushr	v22.4h, v9.4h, #12
	ushr	v25.4s, v30.4s, #8
	ushr	v24.4s, v23.4s, #8
	ushr	v30.4s, v1.4s, #1
	ushr	v6.4s, v30.4s, #15
	ushr	v11.8b, v2.8b, #3
	ushr	v1.8b, v22.8b, #1
	ushr	v13.8b, v12.8b, #7
	ushr	v25.8b, v23.8b, #2
	ushr	v16.8h, v10.8h, #10
	ushr	v7.8h, v20.8h, #15
	ushr	v28.8h, v27.8h, #1
	ushr	v14.8h, v0.8h, #16
	usqadd	b19, b7
	usqadd	b8, b6
	usqadd	b20, b21
	usqadd	b25, b2
	usqadd	d29, d22
	usqadd	d6, d15
	usqadd	d29, d19
	usqadd	d16, d10
	usqadd	h3, h19
	usqadd	h24, h29
	usqadd	h6, h18
	usqadd	h14, h7
	usqadd	s24, s4
	usqadd	s2, s9
	usqadd	s13, s5
	usqadd	s27, s20
	usqadd	v19.16b, v19.16b
	usqadd	v9.16b, v17.16b
	usqadd	v29.16b, v5.16b
	usqadd	v7.16b, v21.16b
	usqadd	v21.2d, v1.2d
	usqadd	v17.2d, v1.2d
	usqadd	v0.2d, v20.2d
	usqadd	v3.2d, v27.2d
	usqadd	v2.2s, v15.2s
	usqadd	v12.2s, v10.2s
	usqadd	v0.2s, v7.2s
	usqadd	v13.2s, v5.2s
	usqadd	v3.4h, v4.4h
	usqadd	v26.4h, v20.4h
	usqadd	v27.4h, v11.4h
	usqadd	v20.4h, v13.4h
	usqadd	v28.4s, v30.4s
	usqadd	v10.4s, v0.4s
	usqadd	v31.4s, v6.4s
	usqadd	v12.4s, v31.4s
	usqadd	v2.8b, v18.8b
	usqadd	v10.8b, v28.8b
	usqadd	v15.8b, v27.8b
	usqadd	v20.8b, v27.8b
	usqadd	v29.8h, v26.8h
	usqadd	v4.8h, v20.8h
	usqadd	v26.8h, v24.8h
	usqadd	v5.8h, v1.8h
	usra	d28, d7, #45
	usra	d24, d15, #1
	usra	d1, d7, #2
	usra	d13, d18, #21
	usra	v26.16b, v21.16b, #6
	usra	v27.16b, v20.16b, #3
	usra	v30.16b, v15.16b, #2
	usra	v22.16b, v16.16b, #3
	usra	v25.2d, v15.2d, #50
	usra	v2.2d, v27.2d, #25
	usra	v7.2d, v24.2d, #40
	usra	v12.2d, v21.2d, #36
	usra	v26.2s, v5.2s, #1
	usra	v16.2s, v26.2s, #23
	usra	v15.2s, v0.2s, #18
	usra	v23.2s, v4.2s, #15
	usra	v4.4h, v7.4h, #1
	usra	v9.4h, v10.4h, #16
	usra	v25.4h, v13.4h, #8
	usra	v13.4h, v8.4h, #14
	usra	v13.4s, v25.4s, #30
	usra	v26.4s, v10.4s, #19
	usra	v23.4s, v5.4s, #8
	usra	v30.4s, v20.4s, #20
	usra	v30.8b, v21.8b, #3
	usra	v19.8b, v9.8b, #1
	usra	v20.8b, v28.8b, #1
	usra	v8.8b, v14.8b, #5
	usra	v26.8h, v5.8h, #13
	usra	v13.8h, v28.8h, #11
	usra	v12.8h, v26.8h, #10
	usra	v17.8h, v15.8h, #11
	usubl	v10.2d, v4.2s, v26.2s
	usubl	v10.2d, v31.2s, v7.2s
	usubl	v7.2d, v23.2s, v3.2s
	usubl	v19.2d, v0.2s, v25.2s
	usubl2	v20.2d, v27.4s, v16.4s
	usubl2	v24.2d, v23.4s, v8.4s
	usubl2	v22.2d, v31.4s, v15.4s
	usubl2	v13.2d, v1.4s, v13.4s
	usubl	v2.4s, v13.4h, v6.4h
	usubl	v26.4s, v6.4h, v3.4h
	usubl	v30.4s, v27.4h, v2.4h
	usubl	v15.4s, v29.4h, v22.4h
	usubl2	v24.4s, v18.8h, v10.8h
	usubl2	v0.4s, v5.8h, v20.8h
	usubl2	v0.4s, v16.8h, v18.8h
	usubl2	v29.4s, v18.8h, v14.8h
	usubl	v25.8h, v31.8b, v6.8b
	usubl	v18.8h, v7.8b, v31.8b
	usubl	v2.8h, v2.8b, v0.8b
	usubl	v12.8h, v19.8b, v30.8b
	usubl2	v4.8h, v25.16b, v6.16b
	usubl2	v11.8h, v3.16b, v26.16b
	usubl2	v1.8h, v0.16b, v12.16b
	usubl2	v25.8h, v19.16b, v23.16b
	usubw	v13.2d, v31.2d, v24.2s
	usubw	v14.2d, v6.2d, v18.2s
	usubw	v13.2d, v13.2d, v12.2s
	usubw	v22.2d, v25.2d, v19.2s
	usubw2	v10.2d, v1.2d, v0.4s
	usubw2	v25.2d, v5.2d, v2.4s
	usubw2	v14.2d, v24.2d, v26.4s
	usubw2	v3.2d, v4.2d, v1.4s
	usubw	v5.4s, v21.4s, v25.4h
	usubw	v15.4s, v11.4s, v21.4h
	usubw	v5.4s, v25.4s, v2.4h
	usubw	v9.4s, v11.4s, v5.4h
	usubw2	v23.4s, v21.4s, v8.8h
	usubw2	v15.4s, v6.4s, v23.8h
	usubw2	v2.4s, v15.4s, v20.8h
	usubw2	v30.4s, v10.4s, v12.8h
	usubw	v24.8h, v28.8h, v19.8b
	usubw	v19.8h, v5.8h, v28.8b
	usubw	v31.8h, v8.8h, v5.8b
	usubw	v7.8h, v25.8h, v23.8b
	usubw2	v25.8h, v28.8h, v2.16b
	usubw2	v12.8h, v29.8h, v13.16b
	usubw2	v22.8h, v4.8h, v7.16b
	usubw2	v20.8h, v14.8h, v6.16b
	uzp1	v21.16b, v7.16b, v22.16b
	uzp1	v27.16b, v7.16b, v15.16b
	uzp1	v2.16b, v5.16b, v21.16b
	uzp1	v13.16b, v30.16b, v0.16b
	uzp1	v14.2d, v15.2d, v26.2d
	uzp1	v1.2d, v18.2d, v15.2d
	uzp1	v29.2d, v10.2d, v12.2d
	uzp1	v25.2d, v20.2d, v1.2d
	uzp1	v27.2s, v3.2s, v9.2s
	uzp1	v24.2s, v2.2s, v12.2s
	uzp1	v31.2s, v14.2s, v20.2s
	uzp1	v14.2s, v4.2s, v3.2s
	uzp1	v30.4h, v17.4h, v5.4h
	uzp1	v2.4h, v26.4h, v18.4h
	uzp1	v2.4h, v10.4h, v21.4h
	uzp1	v27.4h, v12.4h, v18.4h
	uzp1	v10.4s, v29.4s, v30.4s
	uzp1	v5.4s, v25.4s, v20.4s
	uzp1	v20.4s, v25.4s, v19.4s
	uzp1	v27.4s, v8.4s, v2.4s
	uzp1	v12.8b, v0.8b, v16.8b
	uzp1	v28.8b, v23.8b, v16.8b
	uzp1	v1.8b, v13.8b, v12.8b
	uzp1	v17.8b, v10.8b, v12.8b
	uzp1	v18.8h, v28.8h, v12.8h
	uzp1	v11.8h, v15.8h, v7.8h
	uzp1	v26.8h, v23.8h, v13.8h
	uzp1	v26.8h, v11.8h, v13.8h
	uzp2	v14.16b, v26.16b, v4.16b
	uzp2	v9.16b, v7.16b, v25.16b
	uzp2	v20.16b, v22.16b, v18.16b
	uzp2	v21.16b, v7.16b, v26.16b
	uzp2	v29.2d, v1.2d, v30.2d
	uzp2	v22.2d, v17.2d, v21.2d
	uzp2	v1.2d, v10.2d, v14.2d
	uzp2	v9.2d, v16.2d, v3.2d
	uzp2	v12.2s, v17.2s, v21.2s
	uzp2	v1.2s, v28.2s, v10.2s
	uzp2	v20.2s, v10.2s, v12.2s
	uzp2	v29.2s, v23.2s, v30.2s
	uzp2	v18.4h, v18.4h, v14.4h
	uzp2	v1.4h, v7.4h, v4.4h
	uzp2	v3.4h, v5.4h, v28.4h
	uzp2	v9.4h, v21.4h, v11.4h
	uzp2	v3.4s, v19.4s, v19.4s
	uzp2	v21.4s, v2.4s, v24.4s
	uzp2	v1.4s, v23.4s, v24.4s
	uzp2	v23.4s, v7.4s, v29.4s
	uzp2	v1.8b, v22.8b, v0.8b
	uzp2	v19.8b, v21.8b, v3.8b
	uzp2	v14.8b, v26.8b, v11.8b
	uzp2	v14.8b, v20.8b, v1.8b
	uzp2	v11.8h, v11.8h, v17.8h
	uzp2	v12.8h, v12.8h, v24.8h
	uzp2	v25.8h, v17.8h, v7.8h
	uzp2	v25.8h, v26.8h, v19.8h
	xtn	v26.2s, v10.2d
	xtn	v5.2s, v21.2d
	xtn	v31.2s, v16.2d
	xtn	v17.2s, v27.2d
	xtn2	v29.4s, v1.2d
	xtn2	v29.4s, v30.2d
	xtn2	v24.4s, v31.2d
	xtn2	v5.4s, v5.2d
	xtn	v4.4h, v4.4s
	xtn	v21.4h, v30.4s
	xtn	v20.4h, v20.4s
	xtn	v23.4h, v1.4s
	xtn2	v28.8h, v4.4s
	xtn2	v10.8h, v3.4s
	xtn2	v24.8h, v14.4s
	xtn2	v31.8h, v6.4s
	xtn	v11.8b, v11.8h
	xtn	v6.8b, v15.8h
	xtn	v10.8b, v24.8h
	xtn	v0.8b, v19.8h
	xtn2	v17.16b, v0.8h
	xtn2	v10.16b, v3.8h
	xtn2	v13.16b, v25.8h
	xtn2	v22.16b, v20.8h
	zip1	v26.16b, v2.16b, v20.16b
	zip1	v23.16b, v0.16b, v9.16b
	zip1	v9.16b, v2.16b, v9.16b
	zip1	v10.16b, v31.16b, v21.16b
	zip1	v25.2d, v22.2d, v21.2d
	zip1	v14.2d, v7.2d, v26.2d
	zip1	v2.2d, v23.2d, v12.2d
	zip1	v30.2d, v25.2d, v3.2d
	zip1	v16.2s, v5.2s, v26.2s
	zip1	v18.2s, v25.2s, v14.2s
	zip1	v16.2s, v9.2s, v6.2s
	zip1	v13.2s, v1.2s, v21.2s
	zip1	v18.4h, v22.4h, v17.4h
	zip1	v18.4h, v13.4h, v13.4h
	zip1	v26.4h, v30.4h, v10.4h
	zip1	v4.4h, v1.4h, v26.4h
	zip1	v6.4s, v13.4s, v11.4s
	zip1	v17.4s, v6.4s, v6.4s
	zip1	v21.4s, v3.4s, v8.4s
	zip1	v27.4s, v10.4s, v3.4s
	zip1	v23.8b, v7.8b, v2.8b
	zip1	v10.8b, v14.8b, v15.8b
	zip1	v2.8b, v0.8b, v28.8b
	zip1	v10.8b, v27.8b, v21.8b
	zip1	v20.8h, v23.8h, v3.8h
	zip1	v1.8h, v18.8h, v4.8h
	zip1	v29.8h, v3.8h, v14.8h
	zip1	v29.8h, v8.8h, v8.8h
	zip2	v24.16b, v29.16b, v26.16b
	zip2	v24.16b, v19.16b, v26.16b
	zip2	v12.16b, v26.16b, v13.16b
	zip2	v31.16b, v17.16b, v7.16b
	zip2	v23.2d, v26.2d, v3.2d
	zip2	v26.2d, v11.2d, v8.2d
	zip2	v30.2d, v0.2d, v30.2d
	zip2	v14.2d, v1.2d, v7.2d
	zip2	v31.2s, v9.2s, v1.2s
	zip2	v5.2s, v8.2s, v0.2s
	zip2	v9.2s, v13.2s, v26.2s
	zip2	v14.2s, v29.2s, v16.2s
	zip2	v12.4h, v26.4h, v11.4h
	zip2	v9.4h, v27.4h, v27.4h
	zip2	v30.4h, v3.4h, v12.4h
	zip2	v23.4h, v4.4h, v20.4h
	zip2	v3.4s, v12.4s, v4.4s
	zip2	v22.4s, v17.4s, v25.4s
	zip2	v9.4s, v5.4s, v15.4s
	zip2	v3.4s, v1.4s, v22.4s
	zip2	v25.8b, v28.8b, v27.8b
	zip2	v13.8b, v31.8b, v2.8b
	zip2	v31.8b, v21.8b, v9.8b
	zip2	v16.8b, v10.8b, v18.8b
	zip2	v5.8h, v21.8h, v23.8h
	zip2	v12.8h, v14.8h, v0.8h
	zip2	v6.8h, v21.8h, v28.8h
	zip2	v21.8h, v19.8h, v24.8h
