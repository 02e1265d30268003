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
	cnt	v26.16b, v2.16b
	cnt	v17.16b, v3.16b
	cnt	v6.16b, v28.16b
	cnt	v1.16b, v17.16b
	cnt	v16.8b, v24.8b
	cnt	v30.8b, v7.8b
	cnt	v31.8b, v9.8b
	cnt	v6.8b, v15.8b
	csel	w23, w12, w10, al
	csel	w24, w15, w18, al
	csel	w6, w7, w21, pl
	csel	w12, w21, w19, ne
	csel	x13, x7, x11, vs
	csel	x25, x4, x15, hi
	csel	x4, x8, x21, vc
	csel	x8, x23, x15, gt
	csinc	w0, w12, w16, mi
	csinc	w26, w12, w7, al
	csinc	w16, w7, w9, vs
	cinc	w30, w5, ls
	cinc	x22, x21, ne
	csinc	x3, x17, x23, le
	cset	x2, mi
	cset	x19, eq
	csinv	w21, w0, w4, ls
	cinv	w18, w13, eq
	csinv	w21, w26, w23, lo
	csinv	w18, w3, w29, vc
	csetm	x27, gt
	csinv	x1, x17, x17, nv
	csetm	x12, ge
	cinv	x14, x4, hs
	csneg	w29, w15, w24, ls
	csneg	w4, w0, w4, hs
	csneg	w7, wzr, w27, pl
	csneg	w15, w27, w16, le
	cneg	x5, x18, eq
	csneg	x10, x25, x19, hi
	csneg	x12, x8, x2, ne
	cneg	x12, x6, le
	dcps1	#0x3de7
	dcps1
	dcps1
	dcps1	#0x5b4e
	dcps2	#0x4a4c
	dcps2
	dcps2	#0xf95f
	dcps2	#0xffff
	dcps3
	dcps3	#0xffff
	dcps3	#0xfdd1
	dcps3
	dmb	ishld
	dmb	#12
	dmb	oshst
	dmb	ld
	drps
	drps
	drps
	drps
	ssbb
	dsb	oshld
	dsb	#12
	dsb	oshld
	mov	b15, v5.b[6]
	mov	b31, v8.b[0]
	mov	b29, v1.b[0]
	mov	b9, v24.b[5]
	mov	d4, v11.d[1]
	mov	d11, v9.d[1]
	mov	d26, v5.d[0]
	mov	d5, v26.d[0]
	mov	h3, v29.h[0]
	mov	h19, v9.h[0]
	mov	h21, v22.h[7]
	mov	h28, v15.h[1]
	mov	s29, v23.s[3]
	mov	s0, v4.s[3]
	mov	s13, v16.s[0]
	mov	s8, v13.s[1]
	dup	v23.16b, w24
	dup	v7.16b, w28
	dup	v12.16b, w6
	dup	v2.16b, w3
	dup	v30.16b, v18.b[1]
	dup	v19.16b, v17.b[0]
	dup	v14.16b, v15.b[8]
	dup	v30.16b, v7.b[6]
	dup	v27.2d, x16
	dup	v9.2d, x10
	dup	v31.2d, x24
	dup	v8.2d, x1
	dup	v25.2d, v0.d[1]
	dup	v22.2d, v2.d[1]
	dup	v0.2d, v23.d[0]
	dup	v29.2d, v25.d[0]
	dup	v8.2s, w11
	dup	v24.2s, w21
	dup	v15.2s, w20
	dup	v20.2s, w13
	dup	v16.2s, v24.s[3]
	dup	v27.2s, v13.s[0]
	dup	v16.2s, v28.s[3]
	dup	v0.2s, v7.s[1]
	dup	v31.4h, w4
	dup	v18.4h, w24
	dup	v0.4h, w22
	dup	v24.4h, w17
	dup	v30.4h, v19.h[3]
	dup	v28.4h, v27.h[0]
	dup	v29.4h, v31.h[7]
	dup	v19.4h, v13.h[0]
	dup	v17.4s, w18
	dup	v29.4s, w7
	dup	v20.4s, w18
	dup	v23.4s, w28
	dup	v30.4s, v10.s[3]
	dup	v2.4s, v6.s[1]
	dup	v15.4s, v5.s[0]
	dup	v13.4s, v15.s[1]
	dup	v6.8b, w29
	dup	v5.8b, w8
	dup	v4.8b, w25
	dup	v3.8b, w0
	dup	v20.8b, v3.b[0]
	dup	v17.8b, v0.b[0]
	dup	v25.8b, v15.b[2]
	dup	v13.8b, v3.b[4]
	dup	v30.8h, w27
	dup	v20.8h, w3
	dup	v19.8h, w16
	dup	v26.8h, w3
	dup	v17.8h, v17.h[7]
	dup	v28.8h, v21.h[1]
	dup	v15.8h, v22.h[1]
	dup	v14.8h, v8.h[1]
	eon	w18, w14, w20, asr #0
	eon	w13, w27, w3, lsr #0
	eon	w4, w12, w6, asr #1
	eon	w26, w2, w14, asr #27
	eon	x0, x27, x20
	eon	x30, x2, x30, ror #0
	eon	x9, x20, x8, lsr #12
	eon	x25, x19, x22, lsl #10
	eor	w1, w23, #0x3ff03ff0
	eor	w12, w30, #0x1c000
	eor	w13, w26, #0x99999999
	eor	w28, w30, #0x10001
	eor	w18, w7, w27, lsl #8
	eor	w12, w9, w28, lsl #14
	eor	w25, w6, w8, asr #0
	eor	w17, w21, w13
	eor	x30, x28, #0x1e0000001e
	eor	x23, x15, #0x40004000400040
	eor	x1, x6, #0x2000000020000
	eor	x2, x2, #0xaaaaaaaaaaaaaaaa
	eor	x21, x26, x26, ror #35
	eor	x1, x21, x23, ror #16
	eor	x0, x5, x25
	eor	x26, x5, x12, ror #15
	eor	v18.16b, v2.16b, v11.16b
	eor	v28.16b, v21.16b, v25.16b
	eor	v30.16b, v6.16b, v13.16b
	eor	v16.16b, v19.16b, v26.16b
	eor	v13.8b, v18.8b, v15.8b
	eor	v20.8b, v19.8b, v19.8b
	eor	v22.8b, v15.8b, v31.8b
	eor	v29.8b, v25.8b, v18.8b
	eret
	eret
	eret
	eret
	ror	w17, w2, #0
	extr	w17, w27, w15, #9
	extr	w23, w8, w7, #28
	ror	wzr, w13, #9
	ror	x18, x13, #9
	ror	x3, x12, #0
	ror	x16, x27, #23
	extr	x14, x2, x30, #54
	ext	v21.16b, v17.16b, v11.16b, #10
	ext	v26.16b, v27.16b, v24.16b, #12
	ext	v6.16b, v30.16b, v13.16b, #1
	ext	v15.16b, v26.16b, v11.16b, #14
	ext	v22.8b, v16.8b, v13.8b, #1
	ext	v18.8b, v17.8b, v15.8b, #2
	ext	v16.8b, v7.8b, v27.8b, #0
	ext	v15.8b, v17.8b, v24.8b, #0
	fabd	d20, d28, d7
	fabd	d20, d8, d23
	fabd	d23, d20, d29
	fabd	d30, d25, d7
	fabd	s16, s23, s30
	fabd	s18, s13, s31
	fabd	s30, s13, s22
	fabd	s16, s3, s19
	fabd	v22.2d, v13.2d, v18.2d
	fabd	v8.2d, v21.2d, v17.2d
	fabd	v14.2d, v24.2d, v21.2d
	fabd	v25.2d, v11.2d, v4.2d
	fabd	v20.2s, v11.2s, v23.2s
	fabd	v28.2s, v16.2s, v22.2s
	fabd	v8.2s, v31.2s, v6.2s
	fabd	v15.2s, v15.2s, v19.2s
	fabd	v18.4s, v13.4s, v27.4s
	fabd	v8.4s, v30.4s, v22.4s
	fabd	v17.4s, v26.4s, v7.4s
	fabd	v19.4s, v7.4s, v2.4s
	fabs	d31, d16
	fabs	d15, d9
	fabs	d6, d14
	fabs	d5, d4
	fabs	s28, s20
	fabs	s21, s4
	fabs	s27, s19
	fabs	s1, s7
	fabs	v21.2d, v28.2d
	fabs	v13.2d, v23.2d
	fabs	v15.2d, v5.2d
	fabs	v1.2d, v20.2d
	fabs	v14.2s, v29.2s
	fabs	v26.2s, v20.2s
	fabs	v8.2s, v25.2s
	fabs	v24.2s, v2.2s
	fabs	v22.4s, v6.4s
	fabs	v12.4s, v8.4s
	fabs	v14.4s, v26.4s
	fabs	v17.4s, v30.4s
	facge	d22, d9, d3
	facge	d16, d1, d18
	facge	d2, d17, d27
	facge	d11, d10, d24
	facge	s12, s19, s4
	facge	s18, s26, s16
	facge	s31, s17, s12
	facge	s22, s15, s23
	facge	v3.2d, v21.2d, v29.2d
	facge	v26.2d, v20.2d, v28.2d
	facge	v22.2d, v5.2d, v17.2d
	facge	v2.2d, v5.2d, v28.2d
	facge	v14.2s, v18.2s, v14.2s
	facge	v7.2s, v4.2s, v15.2s
	facge	v29.2s, v8.2s, v29.2s
	facge	v12.2s, v0.2s, v22.2s
	facge	v24.4s, v11.4s, v27.4s
	facge	v25.4s, v10.4s, v4.4s
	facge	v26.4s, v12.4s, v28.4s
	facge	v7.4s, v16.4s, v1.4s
	facgt	d20, d3, d7
	facgt	d25, d2, d18
	facgt	d14, d10, d20
	facgt	d11, d18, d9
	facgt	s15, s2, s27
	facgt	s6, s15, s20
	facgt	s10, s8, s16
	facgt	s21, s2, s16
	facgt	v9.2d, v2.2d, v5.2d
	facgt	v8.2d, v18.2d, v9.2d
	facgt	v1.2d, v25.2d, v20.2d
	facgt	v5.2d, v14.2d, v8.2d
	facgt	v2.2s, v22.2s, v10.2s
	facgt	v2.2s, v31.2s, v1.2s
	facgt	v11.2s, v2.2s, v23.2s
	facgt	v13.2s, v17.2s, v7.2s
	facgt	v9.4s, v12.4s, v29.4s
	facgt	v30.4s, v3.4s, v25.4s
	facgt	v0.4s, v22.4s, v10.4s
	facgt	v25.4s, v25.4s, v16.4s
	fadd	d11, d26, d9
	fadd	d8, d12, d9
	fadd	d6, d30, d4
	fadd	d24, d8, d18
	faddp	d26, v15.2d
	faddp	d30, v26.2d
	faddp	d22, v27.2d
	faddp	d9, v4.2d
	faddp	s11, v26.2s
	faddp	s21, v5.2s
	faddp	s3, v3.2s
	faddp	s4, v13.2s
	faddp	v5.2d, v11.2d, v0.2d
	faddp	v15.2d, v20.2d, v18.2d
	faddp	v16.2d, v22.2d, v29.2d
	faddp	v28.2d, v22.2d, v25.2d
	faddp	v2.2s, v28.2s, v19.2s
	faddp	v27.2s, v21.2s, v19.2s
	faddp	v12.2s, v16.2s, v22.2s
	faddp	v4.2s, v20.2s, v23.2s
	faddp	v18.4s, v15.4s, v10.4s
	faddp	v4.4s, v2.4s, v25.4s
	faddp	v23.4s, v6.4s, v3.4s
	faddp	v11.4s, v3.4s, v18.4s
	fadd	s9, s25, s16
	fadd	s27, s2, s6
	fadd	s21, s15, s8
	fadd	s28, s0, s20
	fadd	v31.2d, v17.2d, v25.2d
	fadd	v7.2d, v31.2d, v22.2d
	fadd	v29.2d, v20.2d, v18.2d
	fadd	v7.2d, v5.2d, v23.2d
	fadd	v11.2s, v24.2s, v8.2s
	fadd	v15.2s, v16.2s, v24.2s
	fadd	v2.2s, v24.2s, v24.2s
	fadd	v15.2s, v26.2s, v20.2s
	fadd	v19.4s, v10.4s, v16.4s
	fadd	v23.4s, v20.4s, v1.4s
	fadd	v5.4s, v12.4s, v5.4s
	fadd	v23.4s, v16.4s, v31.4s
	fccmp	d2, d16, #1, pl
	fccmp	d31, d7, #13, ls
	fccmp	d28, d25, #3, vc
	fccmp	d3, d7, #8, nv
	fccmpe	d15, d14, #4, vs
	fccmpe	d9, d14, #15, hs
	fccmpe	d23, d22, #0, vc
	fccmpe	d4, d3, #15, pl
	fccmpe	s3, s4, #12, eq
	fccmpe	s19, s27, #0, gt
	fccmpe	s7, s5, #9, ge
	fccmpe	s5, s13, #15, ne
	fccmp	s29, s5, #5, lo
	fccmp	s6, s15, #1, vc
	fccmp	s15, s24, #0, pl
	fccmp	s9, s3, #9, pl
	fcmeq	d26, d5, d7
	fcmeq	d21, d23, d15
	fcmeq	d17, d7, d22
	fcmeq	d10, d0, d12
	fcmeq	s13, s3, s28
	fcmeq	s3, s26, s12
	fcmeq	s21, s5, s25
	fcmeq	s0, s4, s8
	fcmeq	v0.2d, v31.2d, v15.2d
	fcmeq	v22.2d, v23.2d, v26.2d
	fcmeq	v27.2d, v5.2d, v3.2d
	fcmeq	v26.2d, v23.2d, v22.2d
	fcmeq	v31.2s, v16.2s, v9.2s
	fcmeq	v8.2s, v0.2s, v29.2s
	fcmeq	v6.2s, v30.2s, v23.2s
	fcmeq	v4.2s, v0.2s, v1.2s
	fcmeq	v2.4s, v12.4s, v30.4s
	fcmeq	v31.4s, v11.4s, v21.4s
	fcmeq	v24.4s, v25.4s, v26.4s
	fcmeq	v2.4s, v12.4s, v15.4s
	fcmeq	d29, d13, #0.0
	fcmeq	d26, d12, #0.0
	fcmeq	d4, d3, #0.0
	fcmeq	d1, d5, #0.0
	fcmeq	s9, s5, #0.0
	fcmeq	s29, s7, #0.0
	fcmeq	s25, s23, #0.0
	fcmeq	s5, s14, #0.0
	fcmeq	v9.2d, v16.2d, #0.0
	fcmeq	v19.2d, v7.2d, #0.0
	fcmeq	v21.2d, v26.2d, #0.0
	fcmeq	v5.2d, v19.2d, #0.0
	fcmeq	v24.2s, v27.2s, #0.0
	fcmeq	v16.2s, v22.2s, #0.0
	fcmeq	v31.2s, v5.2s, #0.0
	fcmeq	v24.2s, v30.2s, #0.0
	fcmeq	v2.4s, v1.4s, #0.0
	fcmeq	v9.4s, v23.4s, #0.0
	fcmeq	v21.4s, v8.4s, #0.0
	fcmeq	v4.4s, v27.4s, #0.0
	fcmge	d2, d26, d0
	fcmge	d0, d1, d17
	fcmge	d9, d0, d4
	fcmge	d6, d11, d10
	fcmge	s6, s8, s21
	fcmge	s22, s13, s7
	fcmge	s4, s14, s26
	fcmge	s30, s18, s7
	fcmge	v3.2d, v8.2d, v8.2d
	fcmge	v5.2d, v25.2d, v12.2d
	fcmge	v3.2d, v0.2d, v29.2d
	fcmge	v23.2d, v30.2d, v18.2d
	fcmge	v19.2s, v14.2s, v25.2s
	fcmge	v21.2s, v16.2s, v26.2s
	fcmge	v18.2s, v29.2s, v2.2s
	fcmge	v16.2s, v27.2s, v18.2s
	fcmge	v18.4s, v12.4s, v24.4s
	fcmge	v2.4s, v14.4s, v13.4s
	fcmge	v21.4s, v6.4s, v18.4s
	fcmge	v28.4s, v31.4s, v20.4s
	fcmge	d14, d9, #0.0
	fcmge	d11, d15, #0.0
	fcmge	d8, d8, #0.0
	fcmge	d26, d20, #0.0
	fcmge	s10, s30, #0.0
	fcmge	s31, s24, #0.0
	fcmge	s15, s5, #0.0
	fcmge	s11, s22, #0.0
	fcmge	v4.2d, v12.2d, #0.0
	fcmge	v27.2d, v31.2d, #0.0
	fcmge	v15.2d, v19.2d, #0.0
	fcmge	v31.2d, v9.2d, #0.0
	fcmge	v8.2s, v17.2s, #0.0
	fcmge	v22.2s, v10.2s, #0.0
	fcmge	v5.2s, v23.2s, #0.0
	fcmge	v18.2s, v15.2s, #0.0
	fcmge	v19.4s, v9.4s, #0.0
	fcmge	v0.4s, v18.4s, #0.0
	fcmge	v22.4s, v8.4s, #0.0
	fcmge	v3.4s, v24.4s, #0.0
	fcmgt	d26, d11, d15
	fcmgt	d7, d15, d31
	fcmgt	d9, d10, d12
	fcmgt	d17, d13, d22
	fcmgt	s12, s12, s21
	fcmgt	s25, s20, s31
	fcmgt	s20, s8, s30
	fcmgt	s2, s13, s8
	fcmgt	v4.2d, v10.2d, v17.2d
	fcmgt	v28.2d, v13.2d, v15.2d
	fcmgt	v19.2d, v4.2d, v24.2d
	fcmgt	v8.2d, v14.2d, v31.2d
	fcmgt	v9.2s, v19.2s, v10.2s
	fcmgt	v13.2s, v20.2s, v21.2s
	fcmgt	v8.2s, v9.2s, v12.2s
	fcmgt	v16.2s, v10.2s, v25.2s
	fcmgt	v5.4s, v13.4s, v31.4s
	fcmgt	v12.4s, v21.4s, v9.4s
	fcmgt	v8.4s, v8.4s, v0.4s
	fcmgt	v21.4s, v28.4s, v18.4s
	fcmgt	d14, d30, #0.0
	fcmgt	d3, d30, #0.0
	fcmgt	d17, d28, #0.0
	fcmgt	d25, d7, #0.0
	fcmgt	s7, s2, #0.0
	fcmgt	s7, s26, #0.0
	fcmgt	s4, s1, #0.0
	fcmgt	s6, s15, #0.0
	fcmgt	v14.2d, v18.2d, #0.0
	fcmgt	v28.2d, v29.2d, #0.0
	fcmgt	v23.2d, v11.2d, #0.0
	fcmgt	v11.2d, v27.2d, #0.0
	fcmgt	v9.2s, v2.2s, #0.0
	fcmgt	v20.2s, v1.2s, #0.0
	fcmgt	v31.2s, v4.2s, #0.0
	fcmgt	v30.2s, v12.2s, #0.0
	fcmgt	v20.4s, v21.4s, #0.0
	fcmgt	v22.4s, v16.4s, #0.0
	fcmgt	v2.4s, v28.4s, #0.0
	fcmgt	v18.4s, v3.4s, #0.0
	fcmle	d2, d22, #0.0
	fcmle	d7, d16, #0.0
	fcmle	d18, d29, #0.0
	fcmle	d12, d12, #0.0
	fcmle	s26, s29, #0.0
	fcmle	s6, s8, #0.0
	fcmle	s20, s6, #0.0
	fcmle	s16, s1, #0.0
	fcmle	v9.2d, v17.2d, #0.0
	fcmle	v0.2d, v19.2d, #0.0
	fcmle	v6.2d, v8.2d, #0.0
	fcmle	v2.2d, v25.2d, #0.0
	fcmle	v30.2s, v30.2s, #0.0
	fcmle	v24.2s, v17.2s, #0.0
	fcmle	v21.2s, v0.2s, #0.0
	fcmle	v13.2s, v6.2s, #0.0
	fcmle	v19.4s, v26.4s, #0.0
	fcmle	v25.4s, v4.4s, #0.0
	fcmle	v2.4s, v0.4s, #0.0
	fcmle	v16.4s, v24.4s, #0.0
	fcmlt	d27, d14, #0.0
	fcmlt	d23, d1, #0.0
	fcmlt	d25, d6, #0.0
	fcmlt	d19, d12, #0.0
	fcmlt	s26, s23, #0.0
	fcmlt	s0, s5, #0.0
	fcmlt	s7, s3, #0.0
	fcmlt	s27, s6, #0.0
	fcmlt	v22.2d, v22.2d, #0.0
	fcmlt	v6.2d, v14.2d, #0.0
	fcmlt	v29.2d, v23.2d, #0.0
	fcmlt	v27.2d, v23.2d, #0.0
	fcmlt	v12.2s, v12.2s, #0.0
	fcmlt	v13.2s, v7.2s, #0.0
	fcmlt	v28.2s, v20.2s, #0.0
	fcmlt	v25.2s, v10.2s, #0.0
	fcmlt	v19.4s, v7.4s, #0.0
	fcmlt	v11.4s, v5.4s, #0.0
	fcmlt	v6.4s, v30.4s, #0.0
	fcmlt	v12.4s, v24.4s, #0.0
	fcmp	d7, #0.0
	fcmp	d13, #0.0
	fcmp	d30, #0.0
	fcmp	d11, #0.0
	fcmp	d27, d29
	fcmp	d26, d9
	fcmp	d16, d6
	fcmp	d25, d20
	fcmpe	d16, #0.0
	fcmpe	d10, #0.0
	fcmpe	d21, #0.0
	fcmpe	d23, #0.0
	fcmpe	d1, d7
	fcmpe	d17, d3
	fcmpe	d11, d26
	fcmpe	d13, d6
	fcmpe	s9, #0.0
	fcmpe	s0, #0.0
	fcmpe	s28, #0.0
	fcmpe	s18, #0.0
	fcmpe	s15, s13
	fcmpe	s31, s6
	fcmpe	s4, s5
	fcmpe	s1, s0
	fcmp	s18, #0.0
	fcmp	s10, #0.0
	fcmp	s7, #0.0
	fcmp	s6, #0.0
	fcmp	s17, s22
	fcmp	s30, s23
	fcmp	s8, s26
	fcmp	s11, s0
	fcsel	d18, d13, d18, ge
	fcsel	d25, d25, d18, mi
	fcsel	d12, d18, d27, al
	fcsel	d12, d8, d7, le
	fcsel	s18, s22, s5, eq
	fcsel	s19, s29, s6, pl
	fcsel	s29, s16, s7, mi
	fcsel	s13, s12, s16, hi
	fcvtas	w9, d26
	fcvtas	w1, d8
	fcvtas	w18, d0
	fcvtas	w29, d10
	fcvtas	w15, s10
	fcvtas	w26, s19
	fcvtas	w20, s31
	fcvtas	w16, s21
	fcvtas	x6, d18
	fcvtas	x13, d31
	fcvtas	x5, d5
	fcvtas	x7, d6
	fcvtas	x24, s6
	fcvtas	x4, s16
	fcvtas	x7, s1
	fcvtas	x5, s16
	fcvtas	d21, d11
	fcvtas	d20, d21
	fcvtas	d16, d7
	fcvtas	d17, d25
	fcvtas	s7, s4
	fcvtas	s2, s5
	fcvtas	s9, s4
	fcvtas	s18, s24
	fcvtas	v10.2d, v19.2d
	fcvtas	v3.2d, v0.2d
	fcvtas	v27.2d, v31.2d
	fcvtas	v24.2d, v17.2d
	fcvtas	v5.2s, v8.2s
	fcvtas	v25.2s, v28.2s
	fcvtas	v16.2s, v27.2s
	fcvtas	v24.2s, v11.2s
	fcvtas	v21.4s, v0.4s
	fcvtas	v5.4s, v24.4s
	fcvtas	v4.4s, v13.4s
	fcvtas	v11.4s, v14.4s
	fcvtau	w30, d10
	fcvtau	w14, d10
	fcvtau	w19, d11
	fcvtau	w20, d8
	fcvtau	w1, s5
	fcvtau	w29, s0
	fcvtau	w12, s26
	fcvtau	w5, s13
	fcvtau	x14, d6
	fcvtau	x1, d27
	fcvtau	x20, d8
	fcvtau	xzr, d1
	fcvtau	x17, s5
	fcvtau	x17, s12
	fcvtau	x8, s31
	fcvtau	x3, s23
	fcvtau	d11, d3
	fcvtau	d14, d23
	fcvtau	d29, d5
	fcvtau	d26, d3
	fcvtau	s15, s0
	fcvtau	s7, s26
	fcvtau	s29, s15
	fcvtau	s25, s19
	fcvtau	v4.2d, v3.2d
	fcvtau	v9.2d, v5.2d
	fcvtau	v31.2d, v1.2d
	fcvtau	v21.2d, v26.2d
	fcvtau	v21.2s, v26.2s
	fcvtau	v24.2s, v13.2s
	fcvtau	v29.2s, v12.2s
	fcvtau	v31.2s, v6.2s
	fcvtau	v0.4s, v31.4s
	fcvtau	v14.4s, v7.4s
	fcvtau	v27.4s, v17.4s
	fcvtau	v26.4s, v27.4s
	fcvt	d31, h25
	fcvt	d6, h26
	fcvt	d1, h20
	fcvt	d10, h6
	fcvt	d21, s25
	fcvt	d2, s24
	fcvt	d4, s12
	fcvt	d22, s6
	fcvt	h24, d22
	fcvt	h17, d10
	fcvt	h8, d20
	fcvt	h12, d20
	fcvt	h6, s0
	fcvt	h25, s12
	fcvt	h5, s0
	fcvt	h6, s2
	fcvtl	v23.2d, v3.2s
	fcvtl	v7.2d, v27.2s
	fcvtl	v29.2d, v24.2s
	fcvtl	v4.2d, v18.2s
	fcvtl	v0.4s, v5.4h
	fcvtl	v13.4s, v25.4h
	fcvtl	v19.4s, v7.4h
	fcvtl	v8.4s, v9.4h
	fcvtl2	v30.2d, v17.4s
	fcvtl2	v9.2d, v8.4s
	fcvtl2	v3.2d, v14.4s
	fcvtl2	v10.2d, v11.4s
	fcvtl2	v6.4s, v15.8h
	fcvtl2	v28.4s, v3.8h
	fcvtl2	v30.4s, v31.8h
	fcvtl2	v19.4s, v23.8h
	fcvtms	w19, d0
	fcvtms	w20, d18
	fcvtms	w2, d22
	fcvtms	w6, d25
	fcvtms	w10, s13
	fcvtms	w29, s7
	fcvtms	w0, s11
	fcvtms	w28, s17
	fcvtms	x20, d19
	fcvtms	x9, d27
	fcvtms	x27, d22
	fcvtms	x30, d22
	fcvtms	x16, s17
	fcvtms	x1, s20
	fcvtms	x28, s1
	fcvtms	x3, s19
	fcvtms	d15, d18
	fcvtms	d0, d17
	fcvtms	d16, d5
	fcvtms	d0, d28
	fcvtms	s15, s31
	fcvtms	s9, s13
	fcvtms	s30, s10
	fcvtms	s31, s22
	fcvtms	v24.2d, v11.2d
	fcvtms	v22.2d, v1.2d
	fcvtms	v3.2d, v21.2d
	fcvtms	v21.2d, v28.2d
	fcvtms	v28.2s, v7.2s
	fcvtms	v12.2s, v30.2s
	fcvtms	v1.2s, v17.2s
	fcvtms	v6.2s, v16.2s
	fcvtms	v2.4s, v1.4s
	fcvtms	v3.4s, v4.4s
	fcvtms	v3.4s, v8.4s
	fcvtms	v3.4s, v2.4s
	fcvtmu	w10, d17
	fcvtmu	w3, d9
	fcvtmu	wzr, d11
	fcvtmu	w16, d4
	fcvtmu	w24, s24
	fcvtmu	w13, s2
	fcvtmu	w9, s22
	fcvtmu	wzr, s7
	fcvtmu	x14, d18
	fcvtmu	x5, d7
	fcvtmu	x5, d28
	fcvtmu	x29, d10
	fcvtmu	x2, s17
	fcvtmu	x29, s24
	fcvtmu	x27, s25
	fcvtmu	x12, s19
	fcvtmu	d4, d19
	fcvtmu	d16, d16
	fcvtmu	d6, d30
	fcvtmu	d18, d31
	fcvtmu	s16, s17
	fcvtmu	s11, s20
	fcvtmu	s9, s22
	fcvtmu	s23, s0
	fcvtmu	v7.2d, v3.2d
	fcvtmu	v21.2d, v18.2d
	fcvtmu	v0.2d, v27.2d
	fcvtmu	v24.2d, v25.2d
	fcvtmu	v14.2s, v2.2s
	fcvtmu	v10.2s, v20.2s
	fcvtmu	v30.2s, v12.2s
	fcvtmu	v15.2s, v17.2s
	fcvtmu	v12.4s, v3.4s
	fcvtmu	v23.4s, v8.4s
	fcvtmu	v13.4s, v8.4s
	fcvtmu	v23.4s, v26.4s
	fcvtns	w3, d7
	fcvtns	w17, d11
	fcvtns	w11, d24
	fcvtns	w0, d18
	fcvtns	w12, s29
	fcvtns	w5, s28
	fcvtns	w25, s20
	fcvtns	w13, s28
	fcvtns	x4, d24
	fcvtns	x23, d23
	fcvtns	x24, d13
	fcvtns	x9, d1
	fcvtns	x0, s12
	fcvtns	x4, s13
	fcvtns	x20, s21
	fcvtns	x17, s23
	fcvtns	d22, d18
	fcvtns	d29, d8
	fcvtns	d14, d8
	fcvtns	d26, d12
	fcvtns	s12, s24
	fcvtns	s20, s27
	fcvtns	s14, s1
	fcvtns	s25, s0
	fcvtns	v13.2d, v9.2d
	fcvtns	v24.2d, v4.2d
	fcvtns	v0.2d, v6.2d
	fcvtns	v26.2d, v16.2d
	fcvtns	v7.2s, v4.2s
	fcvtns	v28.2s, v4.2s
	fcvtns	v20.2s, v7.2s
	fcvtns	v30.2s, v23.2s
	fcvtns	v14.4s, v12.4s
	fcvtns	v15.4s, v13.4s
	fcvtns	v0.4s, v15.4s
	fcvtns	v11.4s, v10.4s
	fcvtnu	w20, d0
	fcvtnu	w17, d7
	fcvtnu	w20, d28
	fcvtnu	w28, d26
	fcvtnu	w18, s23
	fcvtnu	w12, s15
	fcvtnu	w0, s24
	fcvtnu	w11, s18
	fcvtnu	x6, d21
	fcvtnu	x28, d20
	fcvtnu	x18, d16
	fcvtnu	x2, d15
	fcvtnu	x28, s22
	fcvtnu	x29, s17
	fcvtnu	x7, s23
	fcvtnu	x24, s21
	fcvtnu	d9, d18
	fcvtnu	d25, d13
	fcvtnu	d4, d14
	fcvtnu	d26, d30
	fcvtnu	s1, s17
	fcvtnu	s23, s4
	fcvtnu	s18, s20
	fcvtnu	s5, s16
	fcvtnu	v22.2d, v19.2d
	fcvtnu	v9.2d, v5.2d
	fcvtnu	v15.2d, v22.2d
	fcvtnu	v26.2d, v12.2d
	fcvtnu	v25.2s, v23.2s
	fcvtnu	v29.2s, v1.2s
	fcvtnu	v0.2s, v27.2s
	fcvtnu	v25.2s, v0.2s
	fcvtnu	v18.4s, v21.4s
	fcvtnu	v21.4s, v30.4s
	fcvtnu	v1.4s, v14.4s
	fcvtnu	v24.4s, v4.4s
	fcvtn	v7.2s, v19.2d
	fcvtn	v12.2s, v14.2d
	fcvtn	v22.2s, v10.2d
	fcvtn	v12.2s, v3.2d
	fcvtn	v1.4h, v7.4s
	fcvtn	v4.4h, v21.4s
	fcvtn	v27.4h, v6.4s
	fcvtn	v8.4h, v31.4s
	fcvtn2	v1.4s, v16.2d
	fcvtn2	v16.4s, v16.2d
	fcvtn2	v26.4s, v7.2d
	fcvtn2	v13.4s, v28.2d
	fcvtn2	v24.8h, v19.4s
	fcvtn2	v0.8h, v0.4s
	fcvtn2	v10.8h, v14.4s
	fcvtn2	v19.8h, v18.4s
	fcvtps	w26, d21
	fcvtps	w21, d17
	fcvtps	w13, d24
	fcvtps	w1, d27
	fcvtps	w16, s3
	fcvtps	w30, s28
	fcvtps	w3, s25
	fcvtps	w24, s6
	fcvtps	x14, d15
	fcvtps	x24, d6
	fcvtps	x11, d26
	fcvtps	x11, d18
	fcvtps	x18, s25
	fcvtps	x9, s2
	fcvtps	x29, s21
	fcvtps	x19, s18
	fcvtps	d4, d30
	fcvtps	d20, d28
	fcvtps	d6, d6
	fcvtps	d19, d10
	fcvtps	s30, s8
	fcvtps	s15, s16
	fcvtps	s8, s25
	fcvtps	s9, s17
	fcvtps	v7.2d, v17.2d
	fcvtps	v31.2d, v11.2d
	fcvtps	v1.2d, v7.2d
	fcvtps	v13.2d, v26.2d
	fcvtps	v30.2s, v30.2s
	fcvtps	v9.2s, v25.2s
	fcvtps	v11.2s, v31.2s
	fcvtps	v24.2s, v14.2s
	fcvtps	v2.4s, v3.4s
	fcvtps	v18.4s, v1.4s
	fcvtps	v22.4s, v22.4s
	fcvtps	v11.4s, v17.4s
	fcvtpu	w14, d8
	fcvtpu	w18, d21
	fcvtpu	w30, d8
	fcvtpu	w5, d19
	fcvtpu	w17, s24
	fcvtpu	w13, s26
	fcvtpu	w3, s22
	fcvtpu	w4, s20
	fcvtpu	x15, d27
	fcvtpu	x24, d25
	fcvtpu	x4, d22
	fcvtpu	x21, d23
	fcvtpu	x26, s10
	fcvtpu	x11, s27
	fcvtpu	x4, s4
	fcvtpu	x9, s9
	fcvtpu	d10, d10
	fcvtpu	d15, d27
	fcvtpu	d4, d14
	fcvtpu	d19, d21
	fcvtpu	s1, s14
	fcvtpu	s21, s2
	fcvtpu	s13, s28
	fcvtpu	s23, s1
	fcvtpu	v25.2d, v4.2d
	fcvtpu	v14.2d, v21.2d
	fcvtpu	v15.2d, v29.2d
	fcvtpu	v2.2d, v8.2d
	fcvtpu	v16.2s, v29.2s
	fcvtpu	v11.2s, v13.2s
	fcvtpu	v1.2s, v29.2s
	fcvtpu	v1.2s, v12.2s
	fcvtpu	v12.4s, v25.4s
	fcvtpu	v20.4s, v2.4s
	fcvtpu	v0.4s, v6.4s
	fcvtpu	v4.4s, v10.4s
	fcvt	s8, d7
	fcvt	s22, d27
	fcvt	s6, d28
	fcvt	s4, d4
	fcvt	s31, h12
	fcvt	s9, h26
	fcvt	s4, h1
	fcvt	s4, h6
	fcvtxn	s11, d4
	fcvtxn	s1, d9
	fcvtxn	s2, d11
	fcvtxn	s25, d15
	fcvtxn	v31.2s, v24.2d
	fcvtxn	v27.2s, v15.2d
	fcvtxn	v11.2s, v21.2d
	fcvtxn	v18.2s, v17.2d
	fcvtxn2	v19.4s, v20.2d
	fcvtxn2	v18.4s, v15.2d
	fcvtxn2	v10.4s, v19.2d
	fcvtxn2	v23.4s, v12.2d
	fcvtzs	w17, d5
	fcvtzs	w23, d15
	fcvtzs	w10, d8
	fcvtzs	w25, d27
	fcvtzs	w23, s19
	fcvtzs	w29, s2
	fcvtzs	w13, s24
	fcvtzs	w26, s14
	fcvtzs	x0, d17
	fcvtzs	x3, d26
	fcvtzs	x9, d17
	fcvtzs	x13, d23
	fcvtzs	x5, s9
	fcvtzs	x26, s11
	fcvtzs	x17, s14
	fcvtzs	x15, s10
	fcvtzs	w29, d1, #3
	fcvtzs	w18, d22, #1
	fcvtzs	w28, d21, #1
	fcvtzs	w21, d3, #9
	fcvtzs	wzr, s24, #1
	fcvtzs	w20, s5, #6
	fcvtzs	w21, s26, #18
	fcvtzs	w7, s6, #5
	fcvtzs	x28, d8, #57
	fcvtzs	x24, d28, #11
	fcvtzs	x8, d4, #1
	fcvtzs	x0, d10, #44
	fcvtzs	x6, s16, #13
	fcvtzs	x19, s4, #1
	fcvtzs	x7, s3, #1
	fcvtzs	x6, s22, #1
	fcvtzs	d0, d9, #1
	fcvtzs	d15, d14, #1
	fcvtzs	d21, d28, #4
	fcvtzs	d1, d18, #3
	fcvtzs	s19, s8, #2
	fcvtzs	s0, s12, #27
	fcvtzs	s2, s27, #5
	fcvtzs	s10, s18, #30
	fcvtzs	v13.2d, v8.2d, #57
	fcvtzs	v30.2d, v5.2d, #22
	fcvtzs	v9.2d, v18.2d, #24
	fcvtzs	v0.2d, v2.2d, #33
	fcvtzs	v0.2s, v16.2s, #14
	fcvtzs	v17.2s, v4.2s, #11
	fcvtzs	v10.2s, v1.2s, #12
	fcvtzs	v28.2s, v16.2s, #1
	fcvtzs	v8.4s, v11.4s, #12
	fcvtzs	v3.4s, v15.4s, #21
	fcvtzs	v27.4s, v25.4s, #10
	fcvtzs	v16.4s, v31.4s, #24
	fcvtzs	d31, d26
	fcvtzs	d0, d22
	fcvtzs	d11, d0
	fcvtzs	d23, d10
	fcvtzs	s18, s17
	fcvtzs	s17, s30
	fcvtzs	s0, s9
	fcvtzs	s31, s9
	fcvtzs	v10.2d, v16.2d
	fcvtzs	v13.2d, v10.2d
	fcvtzs	v26.2d, v13.2d
	fcvtzs	v6.2d, v20.2d
	fcvtzs	v22.2s, v13.2s
	fcvtzs	v9.2s, v4.2s
	fcvtzs	v28.2s, v2.2s
	fcvtzs	v1.2s, v29.2s
	fcvtzs	v4.4s, v9.4s
	fcvtzs	v12.4s, v19.4s
	fcvtzs	v11.4s, v24.4s
	fcvtzs	v12.4s, v24.4s
	fcvtzu	w27, d19
	fcvtzu	w11, d25
	fcvtzu	w9, d27
	fcvtzu	w9, d11
	fcvtzu	w0, s30
	fcvtzu	w26, s10
	fcvtzu	w17, s8
	fcvtzu	w17, s1
	fcvtzu	x16, d7
	fcvtzu	x14, d31
	fcvtzu	x24, d23
	fcvtzu	x11, d4
	fcvtzu	x17, s29
	fcvtzu	x18, s20
	fcvtzu	x13, s16
	fcvtzu	x4, s5
	fcvtzu	w16, d15, #18
	fcvtzu	w20, d25, #21
	fcvtzu	w7, d23, #13
	fcvtzu	w19, d21, #28
	fcvtzu	w22, s12, #28
	fcvtzu	w9, s16, #23
	fcvtzu	w28, s23, #26
	fcvtzu	w11, s4, #27
	fcvtzu	x25, d13, #1
	fcvtzu	x7, d4, #9
	fcvtzu	x16, d25, #1
	fcvtzu	x14, d19, #22
	fcvtzu	x17, s25, #1
	fcvtzu	x24, s31, #20
	fcvtzu	x14, s23, #47
	fcvtzu	x10, s30, #1
	fcvtzu	d27, d19, #12
	fcvtzu	d3, d27, #41
	fcvtzu	d16, d7, #9
	fcvtzu	d2, d15, #7
	fcvtzu	s31, s20, #18
	fcvtzu	s2, s10, #27
	fcvtzu	s0, s17, #6
	fcvtzu	s14, s25, #24
	fcvtzu	v2.2d, v20.2d, #48
	fcvtzu	v29.2d, v29.2d, #1
	fcvtzu	v10.2d, v12.2d, #52
	fcvtzu	v23.2d, v20.2d, #39
	fcvtzu	v19.2s, v25.2s, #1
	fcvtzu	v10.2s, v11.2s, #2
	fcvtzu	v26.2s, v19.2s, #17
	fcvtzu	v1.2s, v14.2s, #11
	fcvtzu	v13.4s, v21.4s, #1
	fcvtzu	v4.4s, v6.4s, #23
	fcvtzu	v24.4s, v14.4s, #3
	fcvtzu	v6.4s, v19.4s, #29
	fcvtzu	d23, d18
	fcvtzu	d13, d18
	fcvtzu	d21, d17
	fcvtzu	d18, d17
	fcvtzu	s13, s4
	fcvtzu	s3, s11
	fcvtzu	s5, s6
	fcvtzu	s20, s0
	fcvtzu	v1.2d, v9.2d
	fcvtzu	v28.2d, v1.2d
	fcvtzu	v15.2d, v18.2d
	fcvtzu	v18.2d, v9.2d
	fcvtzu	v0.2s, v30.2s
	fcvtzu	v2.2s, v28.2s
	fcvtzu	v3.2s, v3.2s
	fcvtzu	v4.2s, v20.2s
	fcvtzu	v4.4s, v0.4s
	fcvtzu	v9.4s, v29.4s
	fcvtzu	v16.4s, v27.4s
	fcvtzu	v16.4s, v20.4s
	fdiv	d19, d12, d16
	fdiv	d13, d23, d14
	fdiv	d4, d16, d15
	fdiv	d29, d7, d8
	fdiv	s17, s12, s15
	fdiv	s2, s23, s18
	fdiv	s16, s3, s12
	fdiv	s6, s29, s0
	fdiv	v3.2d, v26.2d, v23.2d
	fdiv	v4.2d, v26.2d, v13.2d
	fdiv	v14.2d, v12.2d, v10.2d
	fdiv	v0.2d, v26.2d, v25.2d
	fdiv	v18.2s, v16.2s, v30.2s
	fdiv	v27.2s, v27.2s, v10.2s
	fdiv	v19.2s, v0.2s, v9.2s
	fdiv	v14.2s, v0.2s, v7.2s
	fdiv	v25.4s, v8.4s, v19.4s
	fdiv	v29.4s, v27.4s, v20.4s
	fdiv	v1.4s, v7.4s, v12.4s
	fdiv	v15.4s, v29.4s, v3.4s
	fmadd	d25, d5, d30, d22
	fmadd	d23, d11, d2, d13
	fmadd	d11, d6, d6, d28
	fmadd	d25, d9, d21, d0
	fmadd	s27, s29, s19, s7
	fmadd	s20, s1, s9, s30
	fmadd	s23, s16, s5, s0
	fmadd	s18, s25, s16, s4
	fmax	d27, d15, d12
	fmax	d7, d6, d14
	fmax	d1, d14, d8
	fmax	d31, d10, d3
	fmaxnm	d31, d16, d2
	fmaxnm	d23, d12, d20
	fmaxnm	d4, d6, d21
	fmaxnm	d20, d0, d21
	fmaxnmp	d3, v3.2d
	fmaxnmp	d31, v9.2d
	fmaxnmp	d9, v12.2d
	fmaxnmp	d27, v13.2d
	fmaxnmp	s18, v6.2s
	fmaxnmp	s1, v31.2s
	fmaxnmp	s24, v15.2s
	fmaxnmp	s5, v30.2s
	fmaxnmp	v25.2d, v31.2d, v18.2d
	fmaxnmp	v5.2d, v12.2d, v8.2d
	fmaxnmp	v10.2d, v18.2d, v13.2d
	fmaxnmp	v17.2d, v3.2d, v6.2d
	fmaxnmp	v14.2s, v24.2s, v18.2s
	fmaxnmp	v23.2s, v7.2s, v5.2s
	fmaxnmp	v29.2s, v4.2s, v19.2s
	fmaxnmp	v25.2s, v6.2s, v14.2s
	fmaxnmp	v7.4s, v31.4s, v28.4s
	fmaxnmp	v17.4s, v24.4s, v7.4s
	fmaxnmp	v8.4s, v29.4s, v23.4s
	fmaxnmp	v26.4s, v10.4s, v26.4s
	fmaxnm	s0, s29, s29
	fmaxnm	s18, s4, s25
	fmaxnm	s26, s29, s28
	fmaxnm	s9, s8, s4
	fmaxnmv	s0, v15.4s
	fmaxnmv	s17, v26.4s
	fmaxnmv	s2, v26.4s
	fmaxnmv	s10, v1.4s
	fmaxnm	v23.2d, v1.2d, v0.2d
	fmaxnm	v25.2d, v19.2d, v6.2d
	fmaxnm	v31.2d, v11.2d, v20.2d
	fmaxnm	v28.2d, v22.2d, v15.2d
	fmaxnm	v20.2s, v17.2s, v25.2s
	fmaxnm	v29.2s, v1.2s, v27.2s
	fmaxnm	v22.2s, v13.2s, v11.2s
	fmaxnm	v5.2s, v18.2s, v16.2s
	fmaxnm	v29.4s, v14.4s, v2.4s
	fmaxnm	v21.4s, v15.4s, v20.4s
	fmaxnm	v15.4s, v3.4s, v14.4s
	fmaxnm	v23.4s, v15.4s, v20.4s
	fmaxp	d1, v11.2d
	fmaxp	d30, v2.2d
	fmaxp	d24, v18.2d
	fmaxp	d19, v29.2d
	fmaxp	s0, v1.2s
	fmaxp	s25, v24.2s
	fmaxp	s28, v30.2s
	fmaxp	s29, v2.2s
	fmaxp	v25.2d, v13.2d, v9.2d
	fmaxp	v22.2d, v19.2d, v25.2d
	fmaxp	v7.2d, v13.2d, v25.2d
	fmaxp	v9.2d, v8.2d, v5.2d
	fmaxp	v17.2s, v31.2s, v14.2s
	fmaxp	v15.2s, v7.2s, v21.2s
	fmaxp	v25.2s, v24.2s, v17.2s
	fmaxp	v31.2s, v5.2s, v13.2s
	fmaxp	v15.4s, v7.4s, v12.4s
	fmaxp	v14.4s, v15.4s, v26.4s
	fmaxp	v18.4s, v6.4s, v19.4s
	fmaxp	v18.4s, v5.4s, v18.4s
	fmax	s11, s14, s30
	fmax	s13, s11, s4
	fmax	s9, s18, s18
	fmax	s12, s7, s22
	fmaxv	s1, v31.4s
	fmaxv	s15, v23.4s
	fmaxv	s16, v16.4s
	fmaxv	s10, v6.4s
	fmax	v0.2d, v13.2d, v12.2d
	fmax	v16.2d, v21.2d, v3.2d
	fmax	v27.2d, v0.2d, v26.2d
	fmax	v27.2d, v21.2d, v7.2d
	fmax	v25.2s, v29.2s, v20.2s
	fmax	v3.2s, v7.2s, v30.2s
	fmax	v4.2s, v11.2s, v19.2s
	fmax	v13.2s, v16.2s, v21.2s
	fmax	v6.4s, v0.4s, v8.4s
	fmax	v8.4s, v19.4s, v12.4s
	fmax	v27.4s, v7.4s, v22.4s
	fmax	v17.4s, v20.4s, v20.4s
	fmin	d28, d0, d28
	fmin	d29, d14, d21
	fmin	d17, d24, d8
	fmin	d31, d19, d14
	fminnm	d3, d27, d21
	fminnm	d19, d28, d7
	fminnm	d26, d31, d13
	fminnm	d28, d13, d26
	fminnmp	d18, v13.2d
	fminnmp	d2, v20.2d
	fminnmp	d4, v8.2d
	fminnmp	d21, v25.2d
	fminnmp	s8, v3.2s
	fminnmp	s5, v7.2s
	fminnmp	s7, v26.2s
	fminnmp	s9, v9.2s
	fminnmp	v11.2d, v27.2d, v6.2d
	fminnmp	v5.2d, v29.2d, v22.2d
	fminnmp	v2.2d, v21.2d, v31.2d
	fminnmp	v9.2d, v22.2d, v29.2d
	fminnmp	v1.2s, v7.2s, v16.2s
	fminnmp	v15.2s, v9.2s, v6.2s
	fminnmp	v12.2s, v19.2s, v26.2s
	fminnmp	v1.2s, v27.2s, v3.2s
	fminnmp	v18.4s, v14.4s, v27.4s
	fminnmp	v29.4s, v23.4s, v3.4s
	fminnmp	v15.4s, v30.4s, v14.4s
	fminnmp	v8.4s, v10.4s, v9.4s
	fminnm	s0, s24, s23
	fminnm	s1, s5, s6
	fminnm	s10, s11, s3
	fminnm	s28, s27, s5
	fminnmv	s10, v5.4s
	fminnmv	s1, v11.4s
	fminnmv	s17, v22.4s
	fminnmv	s10, v19.4s
	fminnm	v8.2d, v3.2d, v10.2d
	fminnm	v8.2d, v6.2d, v27.2d
	fminnm	v15.2d, v9.2d, v14.2d
	fminnm	v27.2d, v31.2d, v18.2d
	fminnm	v7.2s, v23.2s, v23.2s
	fminnm	v6.2s, v25.2s, v0.2s
	fminnm	v27.2s, v11.2s, v11.2s
	fminnm	v27.2s, v4.2s, v3.2s
	fminnm	v1.4s, v31.4s, v10.4s
	fminnm	v7.4s, v14.4s, v22.4s
	fminnm	v26.4s, v4.4s, v19.4s
	fminnm	v1.4s, v16.4s, v30.4s
	fminp	d13, v12.2d
	fminp	d31, v21.2d
	fminp	d26, v17.2d
	fminp	d21, v4.2d
	fminp	s2, v6.2s
	fminp	s4, v31.2s
	fminp	s12, v31.2s
	fminp	s2, v18.2s
	fminp	v9.2d, v22.2d, v23.2d
	fminp	v1.2d, v7.2d, v18.2d
	fminp	v22.2d, v19.2d, v26.2d
	fminp	v12.2d, v12.2d, v8.2d
	fminp	v25.2s, v14.2s, v14.2s
	fminp	v5.2s, v13.2s, v23.2s
	fminp	v17.2s, v25.2s, v17.2s
	fminp	v27.2s, v19.2s, v10.2s
	fminp	v11.4s, v21.4s, v14.4s
	fminp	v18.4s, v7.4s, v0.4s
	fminp	v28.4s, v15.4s, v18.4s
	fminp	v27.4s, v10.4s, v30.4s
	fmin	s8, s28, s10
	fmin	s12, s23, s14
	fmin	s4, s13, s26
	fmin	s4, s0, s19
	fminv	s3, v25.4s
	fminv	s4, v31.4s
	fminv	s29, v6.4s
	fminv	s7, v12.4s
	fmin	v2.2d, v6.2d, v28.2d
	fmin	v5.2d, v14.2d, v1.2d
	fmin	v26.2d, v26.2d, v13.2d
	fmin	v0.2d, v9.2d, v20.2d
	fmin	v30.2s, v7.2s, v31.2s
	fmin	v20.2s, v18.2s, v24.2s
	fmin	v3.2s, v11.2s, v12.2s
	fmin	v14.2s, v22.2s, v24.2s
	fmin	v11.4s, v10.4s, v7.4s
	fmin	v28.4s, v19.4s, v27.4s
	fmin	v9.4s, v12.4s, v17.4s
	fmin	v1.4s, v9.4s, v23.4s
	fmla	d9, d16, v2.d[1]
	fmla	d15, d22, v25.d[0]
	fmla	d24, d6, v26.d[0]
	fmla	d22, d0, v18.d[1]
	fmla	s28, s9, v2.s[0]
	fmla	s31, s21, v25.s[0]
	fmla	s23, s1, v23.s[1]
	fmla	s0, s7, v13.s[0]
	fmla	v30.2d, v19.2d, v6.d[1]
	fmla	v21.2d, v2.2d, v15.d[0]
	fmla	v6.2d, v14.2d, v9.d[1]
	fmla	v27.2d, v16.2d, v16.d[0]
	fmla	v4.2s, v26.2s, v29.s[2]
	fmla	v0.2s, v30.2s, v7.s[0]
	fmla	v16.2s, v5.2s, v5.s[1]
	fmla	v6.2s, v8.2s, v22.s[0]
	fmla	v7.4s, v4.4s, v19.s[0]
	fmla	v23.4s, v4.4s, v26.s[0]
	fmla	v27.4s, v24.4s, v8.s[3]
	fmla	v21.4s, v25.4s, v26.s[1]
	fmla	v25.2d, v18.2d, v16.2d
	fmla	v24.2d, v31.2d, v27.2d
	fmla	v10.2d, v25.2d, v7.2d
	fmla	v30.2d, v29.2d, v31.2d
	fmla	v14.2s, v7.2s, v22.2s
	fmla	v7.2s, v21.2s, v16.2s
	fmla	v2.2s, v9.2s, v14.2s
	fmla	v19.2s, v15.2s, v16.2s
	fmla	v15.4s, v12.4s, v29.4s
	fmla	v26.4s, v29.4s, v10.4s
	fmla	v19.4s, v31.4s, v11.4s
	fmla	v9.4s, v7.4s, v14.4s
	fmls	d23, d9, v0.d[1]
	fmls	d30, d9, v24.d[0]
	fmls	d26, d16, v28.d[0]
	fmls	d26, d17, v13.d[0]
	fmls	s10, s14, v4.s[2]
	fmls	s30, s23, v9.s[2]
	fmls	s1, s27, v24.s[1]
	fmls	s18, s28, v18.s[3]
	fmls	v9.2d, v21.2d, v29.d[0]
	fmls	v20.2d, v3.2d, v3.d[0]
	fmls	v2.2d, v7.2d, v10.d[1]
	fmls	v30.2d, v17.2d, v14.d[1]
	fmls	v8.2s, v31.2s, v7.s[2]
	fmls	v8.2s, v26.2s, v26.s[0]
	fmls	v10.2s, v11.2s, v17.s[1]
	fmls	v31.2s, v18.2s, v13.s[0]
	fmls	v18.4s, v22.4s, v25.s[0]
	fmls	v0.4s, v30.4s, v19.s[1]
	fmls	v17.4s, v2.4s, v12.s[1]
	fmls	v7.4s, v15.4s, v18.s[1]
	fmls	v0.2d, v2.2d, v24.2d
	fmls	v20.2d, v18.2d, v30.2d
	fmls	v31.2d, v6.2d, v3.2d
	fmls	v14.2d, v10.2d, v20.2d
	fmls	v30.2s, v0.2s, v11.2s
	fmls	v24.2s, v24.2s, v22.2s
	fmls	v19.2s, v0.2s, v4.2s
	fmls	v4.2s, v29.2s, v1.2s
	fmls	v19.4s, v10.4s, v17.4s
	fmls	v29.4s, v2.4s, v31.4s
	fmls	v23.4s, v1.4s, v14.4s
	fmls	v9.4s, v25.4s, v8.4s
	fmov	v30.d[1], x14
	fmov	v1.d[1], x3
	fmov	v1.d[1], xzr
	fmov	v16.d[1], x28
	fmov	x25, d2
	fmov	x0, d31
	fmov	x21, d19
	fmov	x13, d1
	fmov	d9, #1.37500000
	fmov	d20, #4.50000000
	fmov	d11, #-1.81250000
	fmov	d23, #7.25000000
	fmov	d21, d28
	fmov	d25, d7
	fmov	d0, d6
	fmov	d3, d21
	fmov	w27, s27
	fmov	w20, s30
	fmov	w13, s10
	fmov	w1, s7
	fmov	s19, #0.50000000
	fmov	s16, #-4.25000000
	fmov	s29, #14.00000000
	fmov	s28, #13.00000000
	fmov	s7, s28
	fmov	s0, s16
	fmov	s31, s8
	fmov	s25, s5
	fmov	s25, w0
	fmov	s16, w16
	fmov	s26, w28
	fmov	s0, w3
	fmov	x10, v27.d[1]
	fmov	x15, v31.d[1]
	fmov	x15, v8.d[1]
	fmov	x6, v30.d[1]
	fmov	d4, x3
	fmov	d3, x27
	fmov	d19, x20
	fmov	d10, x27
	fmov	v19.2d, #3.00000000
	fmov	v7.2d, #2.62500000
	fmov	v2.2d, #4.25000000
	fmov	v17.2d, #-5.25000000
	fmov	v24.2s, #-2.75000000
	fmov	v30.2s, #-14.00000000
	fmov	v4.2s, #-1.62500000
	fmov	v24.2s, #-0.75000000
	fmov	v8.4s, #-29.00000000
	fmov	v1.4s, #-5.50000000
	fmov	v2.4s, #1.87500000
	fmov	v0.4s, #-2.50000000
	fmsub	d13, d6, d19, d12
	fmsub	d7, d5, d18, d18
	fmsub	d31, d18, d12, d30
	fmsub	d28, d25, d17, d21
	fmsub	s20, s10, s15, s11
	fmsub	s9, s5, s24, s31
	fmsub	s2, s30, s30, s26
	fmsub	s5, s20, s6, s18
	fmul	d17, d29, d27
	fmul	d28, d13, d26
	fmul	d26, d23, d21
	fmul	d15, d6, d10
	fmul	s5, s20, s25
	fmul	s13, s3, s2
	fmul	s9, s20, s16
	fmul	s18, s4, s22
	fmulx	d13, d25, v26.d[0]
	fmulx	d30, d18, v1.d[0]
	fmulx	d12, d31, v18.d[1]
	fmulx	d26, d30, v30.d[0]
	fmulx	s15, s0, v8.s[3]
	fmulx	s1, s2, v10.s[2]
	fmulx	s10, s3, v18.s[1]
	fmulx	s23, s8, v27.s[2]
	fmulx	v26.2d, v5.2d, v13.d[1]
	fmulx	v22.2d, v14.2d, v16.d[1]
	fmulx	v9.2d, v13.2d, v5.d[0]
	fmulx	v1.2d, v31.2d, v31.d[1]
	fmulx	v4.2s, v29.2s, v31.s[3]
	fmulx	v23.2s, v16.2s, v2.s[2]
	fmulx	v4.2s, v31.2s, v6.s[0]
	fmulx	v15.2s, v13.2s, v7.s[3]
	fmulx	v6.4s, v21.4s, v6.s[0]
	fmulx	v2.4s, v0.4s, v26.s[2]
	fmulx	v14.4s, v28.4s, v30.s[0]
	fmulx	v13.4s, v13.4s, v14.s[3]
	fmulx	d18, d3, d23
	fmulx	d25, d7, d15
	fmulx	d30, d26, d30
	fmulx	d11, d4, d6
	fmulx	s31, s17, s10
	fmulx	s28, s9, s30
	fmulx	s6, s1, s27
	fmulx	s26, s12, s16
	fmulx	v11.2d, v13.2d, v16.2d
	fmulx	v13.2d, v11.2d, v0.2d
	fmulx	v14.2d, v14.2d, v13.2d
	fmulx	v10.2d, v17.2d, v4.2d
	fmulx	v24.2s, v8.2s, v5.2s
	fmulx	v10.2s, v8.2s, v19.2s
	fmulx	v25.2s, v11.2s, v9.2s
	fmulx	v9.2s, v4.2s, v20.2s
	fmulx	v10.4s, v25.4s, v9.4s
	fmulx	v8.4s, v14.4s, v12.4s
	fmulx	v10.4s, v26.4s, v2.4s
	fmulx	v10.4s, v17.4s, v22.4s
	fmul	d9, d12, v22.d[1]
	fmul	d29, d0, v26.d[1]
	fmul	d19, d26, v13.d[1]
	fmul	d31, d22, v8.d[1]
	fmul	s1, s18, v15.s[2]
	fmul	s12, s26, v11.s[3]
	fmul	s15, s12, v26.s[0]
	fmul	s14, s7, v16.s[0]
	fmul	v7.2d, v6.2d, v26.d[0]
	fmul	v1.2d, v14.2d, v15.d[1]
	fmul	v18.2d, v15.2d, v1.d[0]
	fmul	v17.2d, v3.2d, v7.d[0]
	fmul	v25.2s, v2.2s, v0.s[3]
	fmul	v12.2s, v10.2s, v19.s[2]
	fmul	v22.2s, v19.2s, v6.s[0]
	fmul	v29.2s, v12.2s, v13.s[3]
	fmul	v29.4s, v30.4s, v19.s[1]
	fmul	v0.4s, v5.4s, v28.s[0]
	fmul	v20.4s, v4.4s, v12.s[3]
	fmul	v8.4s, v21.4s, v7.s[3]
	fmul	v31.2d, v20.2d, v23.2d
	fmul	v19.2d, v8.2d, v31.2d
	fmul	v23.2d, v3.2d, v23.2d
	fmul	v23.2d, v29.2d, v16.2d
	fmul	v8.2s, v9.2s, v28.2s
	fmul	v14.2s, v10.2s, v19.2s
	fmul	v22.2s, v9.2s, v4.2s
	fmul	v29.2s, v16.2s, v6.2s
	fmul	v0.4s, v7.4s, v22.4s
	fmul	v3.4s, v5.4s, v0.4s
	fmul	v30.4s, v29.4s, v27.4s
	fmul	v21.4s, v7.4s, v18.4s
	fneg	d28, d30
	fneg	d9, d13
	fneg	d18, d4
	fneg	d31, d24
	fneg	s29, s28
	fneg	s20, s10
	fneg	s7, s20
	fneg	s19, s6
	fneg	v24.2d, v1.2d
	fneg	v9.2d, v11.2d
	fneg	v24.2d, v0.2d
	fneg	v16.2d, v5.2d
	fneg	v4.2s, v30.2s
	fneg	v25.2s, v10.2s
	fneg	v3.2s, v1.2s
	fneg	v14.2s, v23.2s
	fneg	v29.4s, v28.4s
	fneg	v8.4s, v5.4s
	fneg	v12.4s, v4.4s
	fneg	v17.4s, v24.4s
	fnmadd	d23, d31, d28, d26
	fnmadd	d11, d12, d23, d24
	fnmadd	d20, d30, d25, d15
	fnmadd	d4, d25, d6, d17
	fnmadd	s8, s0, s22, s16
	fnmadd	s23, s12, s14, s9
	fnmadd	s7, s18, s19, s0
	fnmadd	s21, s25, s0, s29
	fnmsub	d10, d22, d5, d6
	fnmsub	d4, d12, d11, d14
	fnmsub	d5, d26, d0, d21
	fnmsub	d6, d6, d31, d15
	fnmsub	s31, s11, s28, s11
	fnmsub	s11, s29, s0, s1
	fnmsub	s31, s24, s18, s30
	fnmsub	s6, s13, s26, s31
	fnmul	d3, d14, d30
	fnmul	d31, d24, d0
	fnmul	d17, d23, d6
	fnmul	d3, d6, d0
	fnmul	s29, s19, s29
	fnmul	s27, s21, s20
	fnmul	s0, s3, s12
	fnmul	s17, s22, s12
	frecpe	d22, d30
	frecpe	d1, d0
	frecpe	d10, d6
	frecpe	d9, d14
	frecpe	s5, s21
	frecpe	s4, s23
	frecpe	s20, s26
	frecpe	s19, s11
	frecpe	v23.2d, v8.2d
	frecpe	v3.2d, v28.2d
	frecpe	v8.2d, v17.2d
	frecpe	v17.2d, v22.2d
	frecpe	v22.2s, v30.2s
	frecpe	v29.2s, v15.2s
	frecpe	v3.2s, v11.2s
	frecpe	v0.2s, v15.2s
	frecpe	v20.4s, v27.4s
	frecpe	v25.4s, v28.4s
	frecpe	v28.4s, v2.4s
	frecpe	v7.4s, v11.4s
	frecps	d0, d25, d7
	frecps	d21, d1, d24
	frecps	d17, d26, d20
	frecps	d15, d10, d21
	frecps	s4, s15, s15
	frecps	s31, s13, s29
	frecps	s13, s7, s10
	frecps	s27, s30, s21
	frecps	v17.2d, v28.2d, v0.2d
	frecps	v3.2d, v15.2d, v27.2d
	frecps	v17.2d, v30.2d, v17.2d
	frecps	v11.2d, v5.2d, v11.2d
	frecps	v2.2s, v17.2s, v3.2s
	frecps	v7.2s, v27.2s, v6.2s
	frecps	v3.2s, v21.2s, v18.2s
	frecps	v22.2s, v20.2s, v20.2s
	frecps	v22.4s, v12.4s, v10.4s
	frecps	v22.4s, v1.4s, v14.4s
	frecps	v5.4s, v2.4s, v26.4s
	frecps	v20.4s, v4.4s, v13.4s
	frecpx	d1, d11
	frecpx	d21, d24
	frecpx	d8, d20
	frecpx	d6, d6
	frecpx	s2, s11
	frecpx	s26, s28
	frecpx	s0, s29
	frecpx	s31, s17
	frinta	d8, d7
	frinta	d8, d29
	frinta	d24, d21
	frinta	d26, d12
	frinta	s4, s29
	frinta	s0, s11
	frinta	s10, s1
	frinta	s30, s0
	frinta	v11.2d, v30.2d
	frinta	v31.2d, v1.2d
	frinta	v1.2d, v10.2d
	frinta	v0.2d, v28.2d
	frinta	v4.2s, v15.2s
	frinta	v7.2s, v14.2s
	frinta	v30.2s, v4.2s
	frinta	v11.2s, v27.2s
	frinta	v29.4s, v18.4s
	frinta	v8.4s, v7.4s
	frinta	v10.4s, v16.4s
	frinta	v4.4s, v10.4s
	frinti	d10, d3
	frinti	d11, d12
	frinti	d21, d25
	frinti	d5, d27
	frinti	s0, s12
	frinti	s28, s0
	frinti	s12, s1
	frinti	s18, s9
	frinti	v26.2d, v21.2d
	frinti	v2.2d, v9.2d
	frinti	v23.2d, v31.2d
	frinti	v3.2d, v30.2d
	frinti	v2.2s, v11.2s
	frinti	v1.2s, v4.2s
	frinti	v22.2s, v23.2s
	frinti	v31.2s, v11.2s
	frinti	v13.4s, v22.4s
	frinti	v19.4s, v8.4s
	frinti	v2.4s, v23.4s
	frinti	v6.4s, v30.4s
	frintm	d17, d27
	frintm	d28, d23
	frintm	d24, d13
	frintm	d25, d27
	frintm	s10, s2
	frintm	s0, s10
	frintm	s17, s18
	frintm	s14, s22
	frintm	v23.2d, v26.2d
	frintm	v3.2d, v29.2d
	frintm	v18.2d, v25.2d
	frintm	v0.2d, v9.2d
	frintm	v15.2s, v4.2s
	frintm	v5.2s, v16.2s
	frintm	v9.2s, v26.2s
	frintm	v1.2s, v9.2s
	frintm	v16.4s, v10.4s
	frintm	v4.4s, v22.4s
	frintm	v23.4s, v31.4s
	frintm	v22.4s, v15.4s
	frintn	d3, d25
	frintn	d9, d18
	frintn	d28, d14
	frintn	d3, d9
	frintn	s15, s21
	frintn	s3, s17
	frintn	s15, s29
	frintn	s17, s21
	frintn	v12.2d, v9.2d
	frintn	v21.2d, v3.2d
	frintn	v29.2d, v8.2d
	frintn	v3.2d, v27.2d
	frintn	v15.2s, v23.2s
	frintn	v23.2s, v0.2s
	frintn	v9.2s, v19.2s
	frintn	v12.2s, v2.2s
	frintn	v10.4s, v25.4s
	frintn	v7.4s, v30.4s
	frintn	v2.4s, v23.4s
	frintn	v4.4s, v30.4s
	frintp	d12, d29
	frintp	d15, d20
	frintp	d25, d16
	frintp	d16, d21
	frintp	s30, s20
	frintp	s2, s4
	frintp	s13, s13
	frintp	s1, s10
	frintp	v14.2d, v23.2d
	frintp	v30.2d, v8.2d
	frintp	v16.2d, v2.2d
	frintp	v10.2d, v27.2d
	frintp	v20.2s, v31.2s
	frintp	v6.2s, v8.2s
	frintp	v23.2s, v14.2s
	frintp	v2.2s, v27.2s
	frintp	v8.4s, v27.4s
	frintp	v20.4s, v12.4s
	frintp	v30.4s, v27.4s
	frintp	v9.4s, v25.4s
	frintx	d18, d18
	frintx	d12, d30
	frintx	d27, d16
	frintx	d10, d29
	frintx	s17, s14
	frintx	s0, s31
	frintx	s23, s24
	frintx	s11, s24
	frintx	v20.2d, v4.2d
	frintx	v12.2d, v24.2d
	frintx	v16.2d, v20.2d
	frintx	v24.2d, v29.2d
	frintx	v25.2s, v30.2s
	frintx	v10.2s, v8.2s
	frintx	v0.2s, v9.2s
	frintx	v0.2s, v1.2s
	frintx	v18.4s, v9.4s
	frintx	v16.4s, v13.4s
	frintx	v16.4s, v26.4s
	frintx	v25.4s, v26.4s
	frintz	d23, d27
	frintz	d13, d23
	frintz	d1, d0
	frintz	d14, d27
	frintz	s6, s21
	frintz	s2, s16
	frintz	s30, s15
	frintz	s16, s14
	frintz	v27.2d, v26.2d
	frintz	v28.2d, v18.2d
	frintz	v23.2d, v29.2d
	frintz	v3.2d, v4.2d
	frintz	v9.2s, v12.2s
	frintz	v4.2s, v2.2s
	frintz	v3.2s, v10.2s
	frintz	v18.2s, v18.2s
	frintz	v9.4s, v19.4s
	frintz	v14.4s, v30.4s
	frintz	v1.4s, v21.4s
	frintz	v10.4s, v26.4s
	frsqrte	d20, d22
	frsqrte	d9, d28
	frsqrte	d20, d19
	frsqrte	d10, d6
	frsqrte	s9, s14
	frsqrte	s18, s22
	frsqrte	s12, s17
	frsqrte	s27, s17
	frsqrte	v17.2d, v10.2d
	frsqrte	v31.2d, v3.2d
	frsqrte	v29.2d, v30.2d
	frsqrte	v25.2d, v14.2d
	frsqrte	v9.2s, v15.2s
	frsqrte	v5.2s, v0.2s
	frsqrte	v5.2s, v29.2s
	frsqrte	v1.2s, v10.2s
	frsqrte	v27.4s, v21.4s
	frsqrte	v14.4s, v30.4s
	frsqrte	v26.4s, v10.4s
	frsqrte	v24.4s, v1.4s
	frsqrts	d14, d30, d18
	frsqrts	d31, d10, d8
	frsqrts	d14, d17, d9
	frsqrts	d4, d5, d15
	frsqrts	s27, s5, s21
	frsqrts	s11, s24, s10
	frsqrts	s0, s12, s6
	frsqrts	s8, s2, s11
	frsqrts	v29.2d, v1.2d, v24.2d
	frsqrts	v6.2d, v26.2d, v1.2d
	frsqrts	v6.2d, v28.2d, v22.2d
	frsqrts	v22.2d, v15.2d, v29.2d
	frsqrts	v17.2s, v4.2s, v21.2s
	frsqrts	v15.2s, v25.2s, v10.2s
	frsqrts	v28.2s, v26.2s, v16.2s
	frsqrts	v11.2s, v3.2s, v14.2s
	frsqrts	v10.4s, v13.4s, v28.4s
	frsqrts	v18.4s, v13.4s, v17.4s
	frsqrts	v11.4s, v7.4s, v12.4s
	frsqrts	v5.4s, v5.4s, v21.4s
	fsqrt	d15, d8
	fsqrt	d7, d17
	fsqrt	d20, d5
	fsqrt	d24, d9
	fsqrt	s7, s31
	fsqrt	s1, s31
	fsqrt	s28, s6
	fsqrt	s22, s24
	fsqrt	v18.2d, v27.2d
	fsqrt	v19.2d, v23.2d
	fsqrt	v20.2d, v11.2d
	fsqrt	v22.2d, v5.2d
	fsqrt	v4.2s, v3.2s
	fsqrt	v22.2s, v16.2s
	fsqrt	v11.2s, v25.2s
	fsqrt	v4.2s, v0.2s
	fsqrt	v18.4s, v19.4s
	fsqrt	v14.4s, v23.4s
	fsqrt	v6.4s, v0.4s
	fsqrt	v1.4s, v13.4s
	fsub	d9, d20, d11
	fsub	d25, d8, d22
	fsub	d5, d8, d5
	fsub	d15, d10, d1
	fsub	s17, s6, s23
	fsub	s26, s4, s17
	fsub	s5, s2, s8
	fsub	s7, s6, s4
	fsub	v9.2d, v18.2d, v14.2d
	fsub	v6.2d, v7.2d, v9.2d
	fsub	v19.2d, v28.2d, v10.2d
	fsub	v10.2d, v12.2d, v18.2d
	fsub	v2.2s, v19.2s, v7.2s
	fsub	v30.2s, v3.2s, v12.2s
	fsub	v5.2s, v12.2s, v21.2s
	fsub	v7.2s, v6.2s, v14.2s
	fsub	v31.4s, v12.4s, v5.4s
	fsub	v31.4s, v4.4s, v0.4s
	fsub	v0.4s, v14.4s, v2.4s
	fsub	v20.4s, v9.4s, v13.4s
	hint	#55
	hint	#46
	hint	#90
	hint	#34
	hlt	#0xbfcd
	hlt	#0x2245
	hlt	#0xab31
	hlt	#0xb4aa
	hvc	#0xb1f1
	hvc	#0xfb95
	hvc	#0x589
	hvc	#0xe816
	mov	v15.b[1], w24
	mov	v27.b[12], w23
	mov	v1.b[15], w8
	mov	v14.b[1], w0
	mov	v4.b[12], v0.b[3]
	mov	v31.b[8], v19.b[12]
	mov	v30.b[12], v20.b[14]
	mov	v12.b[15], v17.b[2]
	mov	v15.d[0], x27
	mov	v30.d[0], x10
	mov	v26.d[1], x12
	mov	v20.d[0], x17
	mov	v16.d[1], v26.d[0]
	mov	v26.d[0], v2.d[1]
	mov	v24.d[1], v30.d[1]
	mov	v17.d[0], v17.d[0]
	mov	v2.h[1], wzr
	mov	v13.h[6], w19
	mov	v3.h[1], wzr
	mov	v19.h[7], wzr
	mov	v17.h[7], v11.h[6]
	mov	v21.h[0], v29.h[7]
	mov	v28.h[7], v10.h[3]
	mov	v4.h[1], v15.h[3]
	mov	v7.s[1], w7
	mov	v15.s[1], w16
	mov	v15.s[1], w6
	mov	v8.s[0], w16
	mov	v31.s[1], v5.s[1]
	mov	v31.s[2], v25.s[2]
	mov	v13.s[1], v29.s[0]
	mov	v10.s[0], v12.s[2]
	isb
	isb
	isb	#4
	isb	#14
	ld1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x12]
	ld1	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x0]
	ld1	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x21]
	ld1	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x20]
	ld1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x24], x2
	ld1	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x30], #64
	ld1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x29], x24
	ld1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x11], x4
	ld1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x0]
	ld1	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x15]
	ld1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x26]
	ld1	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x10]
	ld1	{ v20.1d, v21.1d, v22.1d, v23.1d }, [x11], x5
	ld1	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x8], x3
	ld1	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x12], x8
	ld1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x24], x12
	ld1	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x15]
	ld1	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x30]
	ld1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x23]
	ld1	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x5]
	ld1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x29], x29
	ld1	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x21], x16
	ld1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x5], x28
	ld1	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x20], x1
	ld1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x19]
	ld1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x28]
	ld1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x26]
	ld1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x27]
	ld1	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x24], x0
	ld1	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x9], x26
	ld1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x9], x13
	ld1	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x11], x21
	ld1	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x17]
	ld1	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x1]
	ld1	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x25]
	ld1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x17]
	ld1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x26], x22
	ld1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x27], x14
	ld1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x13], x20
	ld1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x22], x13
	ld1	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x16]
	ld1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x19]
	ld1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x7]
	ld1	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x24]
	ld1	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x24], x15
	ld1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x21], x23
	ld1	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x0], x24
	ld1	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x18], x28
	ld1	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x16]
	ld1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [sp]
	ld1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x0]
	ld1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x27]
	ld1	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x4], x25
	ld1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x17], x11
	ld1	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x6], x7
	ld1	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x4], x10
	ld1	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x27]
	ld1	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x9]
	ld1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x21]
	ld1	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x19]
	ld1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x1], x2
	ld1	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x27], x8
	ld1	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x10], x11
	ld1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x26], x9
	ld1	{ v11.16b }, [x10]
	ld1	{ v3.16b }, [sp]
	ld1	{ v27.16b }, [x16]
	ld1	{ v12.16b }, [sp]
	ld1	{ v8.16b }, [x29], x7
	ld1	{ v3.16b }, [x5], x18
	ld1	{ v9.16b }, [sp], x29
	ld1	{ v2.16b }, [x12], x25
	ld1	{ v15.1d }, [x9]
	ld1	{ v7.1d }, [x19]
	ld1	{ v9.1d }, [x20]
	ld1	{ v29.1d }, [x0]
	ld1	{ v17.1d }, [x5], x8
	ld1	{ v8.1d }, [x7], #8
	ld1	{ v22.1d }, [x25], x22
	ld1	{ v15.1d }, [x26], x29
	ld1	{ v2.2d }, [x10]
	ld1	{ v16.2d }, [x14]
	ld1	{ v10.2d }, [x13]
	ld1	{ v14.2d }, [x14]
	ld1	{ v1.2d }, [x6], x12
	ld1	{ v11.2d }, [x25], x3
	ld1	{ v18.2d }, [x14], x24
	ld1	{ v14.2d }, [x25], x28
	ld1	{ v5.2s }, [x15]
	ld1	{ v4.2s }, [x23]
	ld1	{ v25.2s }, [x25]
	ld1	{ v12.2s }, [x21]
	ld1	{ v3.2s }, [x10], x12
	ld1	{ v31.2s }, [x15], x17
	ld1	{ v20.2s }, [x15], x9
	ld1	{ v13.2s }, [x29], x24
	ld1	{ v22.4h }, [x21]
	ld1	{ v1.4h }, [x4]
	ld1	{ v31.4h }, [x16]
	ld1	{ v2.4h }, [x6]
	ld1	{ v31.4h }, [x10], x27
	ld1	{ v5.4h }, [x13], x9
	ld1	{ v30.4h }, [x26], x10
	ld1	{ v24.4h }, [sp], x30
	ld1	{ v25.4s }, [x11]
	ld1	{ v13.4s }, [x4]
	ld1	{ v28.4s }, [x10]
	ld1	{ v29.4s }, [x24]
	ld1	{ v19.4s }, [x16], x4
	ld1	{ v26.4s }, [x11], x15
	ld1	{ v22.4s }, [x19], x18
	ld1	{ v18.4s }, [x30], x28
	ld1	{ v15.8b }, [x18]
	ld1	{ v2.8b }, [x0]
	ld1	{ v12.8b }, [x4]
	ld1	{ v16.8b }, [x19]
	ld1	{ v19.8b }, [x15], x17
	ld1	{ v25.8b }, [x8], x17
	ld1	{ v15.8b }, [x19], x4
	ld1	{ v11.8b }, [x27], x26
	ld1	{ v5.8h }, [x15]
	ld1	{ v13.8h }, [x14]
	ld1	{ v23.8h }, [x28]
	ld1	{ v13.8h }, [x21]
	ld1	{ v31.8h }, [x13], x21
	ld1	{ v11.8h }, [x12], x1
	ld1	{ v20.8h }, [x22], x18
	ld1	{ v18.8h }, [x21], x5
	ld1r	{ v25.16b }, [x6]
	ld1r	{ v13.16b }, [x8]
	ld1r	{ v24.16b }, [x29]
	ld1r	{ v25.16b }, [x26]
	ld1r	{ v0.16b }, [x23], x22
	ld1r	{ v25.16b }, [x14], x16
	ld1r	{ v17.16b }, [x4], x6
	ld1r	{ v9.16b }, [x14], x14
	ld1r	{ v27.1d }, [x2]
	ld1r	{ v6.1d }, [x22]
	ld1r	{ v2.1d }, [x24]
	ld1r	{ v7.1d }, [x8]
	ld1r	{ v30.1d }, [x16], x8
	ld1r	{ v6.1d }, [x28], x14
	ld1r	{ v28.1d }, [x5], x23
	ld1r	{ v11.1d }, [x8], x27
	ld1r	{ v30.2d }, [x15]
	ld1r	{ v30.2d }, [x27]
	ld1r	{ v16.2d }, [x3]
	ld1r	{ v3.2d }, [x24]
	ld1r	{ v11.2d }, [x21], x9
	ld1r	{ v22.2d }, [x29], x29
	ld1r	{ v23.2d }, [x19], x19
	ld1r	{ v9.2d }, [x30], x1
	ld1r	{ v25.2s }, [x29]
	ld1r	{ v11.2s }, [x19]
	ld1r	{ v8.2s }, [sp]
	ld1r	{ v0.2s }, [x13]
	ld1r	{ v15.2s }, [x24], x25
	ld1r	{ v31.2s }, [x0], x2
	ld1r	{ v7.2s }, [x3], x24
	ld1r	{ v13.2s }, [x6], x30
	ld1r	{ v31.4h }, [x9]
	ld1r	{ v8.4h }, [x6]
	ld1r	{ v2.4h }, [x16]
	ld1r	{ v4.4h }, [x22]
	ld1r	{ v1.4h }, [x7], x22
	ld1r	{ v13.4h }, [x20], x21
	ld1r	{ v5.4h }, [x25], x28
	ld1r	{ v23.4h }, [x12], x29
	ld1r	{ v19.4s }, [x11]
	ld1r	{ v17.4s }, [x17]
	ld1r	{ v5.4s }, [x30]
	ld1r	{ v19.4s }, [x13]
	ld1r	{ v30.4s }, [x3], x6
	ld1r	{ v18.4s }, [x17], x4
	ld1r	{ v20.4s }, [sp], x28
	ld1r	{ v4.4s }, [x15], x21
	ld1r	{ v27.8b }, [x29]
	ld1r	{ v30.8b }, [x13]
	ld1r	{ v28.8b }, [x1]
	ld1r	{ v6.8b }, [x4]
	ld1r	{ v20.8b }, [x3], x12
	ld1r	{ v24.8b }, [x8], x6
	ld1r	{ v6.8b }, [x21], x8
	ld1r	{ v8.8b }, [x1], x12
	ld1r	{ v28.8h }, [x25]
	ld1r	{ v5.8h }, [x18]
	ld1r	{ v26.8h }, [x22]
	ld1r	{ v10.8h }, [x13]
	ld1r	{ v9.8h }, [x11], x3
	ld1r	{ v27.8h }, [x5], x29
	ld1r	{ v12.8h }, [x22], x4
	ld1r	{ v15.8h }, [x27], x4
	ld1	{ v24.16b, v25.16b, v26.16b }, [sp]
	ld1	{ v10.16b, v11.16b, v12.16b }, [x25]
	ld1	{ v19.16b, v20.16b, v21.16b }, [x19]
	ld1	{ v27.16b, v28.16b, v29.16b }, [x27]
	ld1	{ v9.16b, v10.16b, v11.16b }, [x26], x6
	ld1	{ v9.16b, v10.16b, v11.16b }, [x24], x19
	ld1	{ v2.16b, v3.16b, v4.16b }, [sp], x18
	ld1	{ v15.16b, v16.16b, v17.16b }, [x12], x30
	ld1	{ v10.1d, v11.1d, v12.1d }, [x27]
	ld1	{ v26.1d, v27.1d, v28.1d }, [x6]
	ld1	{ v22.1d, v23.1d, v24.1d }, [x28]
	ld1	{ v3.1d, v4.1d, v5.1d }, [x7]
	ld1	{ v3.1d, v4.1d, v5.1d }, [x2], x15
	ld1	{ v29.1d, v30.1d, v31.1d }, [x18], x8
	ld1	{ v14.1d, v15.1d, v16.1d }, [x7], x14
	ld1	{ v14.1d, v15.1d, v16.1d }, [x2], x17
	ld1	{ v8.2d, v9.2d, v10.2d }, [x14]
	ld1	{ v2.2d, v3.2d, v4.2d }, [x7]
	ld1	{ v21.2d, v22.2d, v23.2d }, [x24]
	ld1	{ v14.2d, v15.2d, v16.2d }, [x15]
	ld1	{ v12.2d, v13.2d, v14.2d }, [x26], x0
	ld1	{ v2.2d, v3.2d, v4.2d }, [x28], #48
	ld1	{ v0.2d, v1.2d, v2.2d }, [x7], x1
	ld1	{ v30.2d, v31.2d, v0.2d }, [x10], x26
	ld1	{ v20.2s, v21.2s, v22.2s }, [x11]
	ld1	{ v28.2s, v29.2s, v30.2s }, [x15]
	ld1	{ v3.2s, v4.2s, v5.2s }, [x24]
	ld1	{ v20.2s, v21.2s, v22.2s }, [x0]
	ld1	{ v27.2s, v28.2s, v29.2s }, [x28], x0
	ld1	{ v22.2s, v23.2s, v24.2s }, [x27], x11
	ld1	{ v13.2s, v14.2s, v15.2s }, [x17], x24
	ld1	{ v1.2s, v2.2s, v3.2s }, [x0], x6
	ld1	{ v16.4h, v17.4h, v18.4h }, [sp]
	ld1	{ v31.4h, v0.4h, v1.4h }, [x10]
	ld1	{ v17.4h, v18.4h, v19.4h }, [x5]
	ld1	{ v7.4h, v8.4h, v9.4h }, [x6]
	ld1	{ v17.4h, v18.4h, v19.4h }, [x13], x16
	ld1	{ v8.4h, v9.4h, v10.4h }, [x23], x26
	ld1	{ v23.4h, v24.4h, v25.4h }, [x28], x30
	ld1	{ v16.4h, v17.4h, v18.4h }, [x6], x2
	ld1	{ v21.4s, v22.4s, v23.4s }, [sp]
	ld1	{ v3.4s, v4.4s, v5.4s }, [x3]
	ld1	{ v4.4s, v5.4s, v6.4s }, [x27]
	ld1	{ v21.4s, v22.4s, v23.4s }, [x5]
	ld1	{ v15.4s, v16.4s, v17.4s }, [x30], x22
	ld1	{ v5.4s, v6.4s, v7.4s }, [x20], x22
	ld1	{ v0.4s, v1.4s, v2.4s }, [x15], x9
	ld1	{ v3.4s, v4.4s, v5.4s }, [sp], x27
	ld1	{ v13.8b, v14.8b, v15.8b }, [x11]
	ld1	{ v17.8b, v18.8b, v19.8b }, [x7]
	ld1	{ v7.8b, v8.8b, v9.8b }, [x1]
	ld1	{ v19.8b, v20.8b, v21.8b }, [x2]
	ld1	{ v15.8b, v16.8b, v17.8b }, [x6], x9
	ld1	{ v19.8b, v20.8b, v21.8b }, [x17], x22
	ld1	{ v7.8b, v8.8b, v9.8b }, [x3], x2
	ld1	{ v18.8b, v19.8b, v20.8b }, [x18], x7
	ld1	{ v15.8h, v16.8h, v17.8h }, [x29]
	ld1	{ v28.8h, v29.8h, v30.8h }, [x18]
	ld1	{ v29.8h, v30.8h, v31.8h }, [x21]
	ld1	{ v18.8h, v19.8h, v20.8h }, [x29]
	ld1	{ v2.8h, v3.8h, v4.8h }, [x8], x27
	ld1	{ v16.8h, v17.8h, v18.8h }, [x27], x6
	ld1	{ v2.8h, v3.8h, v4.8h }, [x4], x7
	ld1	{ v30.8h, v31.8h, v0.8h }, [x20], x26
	ld1	{ v27.16b, v28.16b }, [x5]
	ld1	{ v3.16b, v4.16b }, [x8]
	ld1	{ v3.16b, v4.16b }, [x3]
	ld1	{ v31.16b, v0.16b }, [x16]
	ld1	{ v14.16b, v15.16b }, [x27], x14
	ld1	{ v27.16b, v28.16b }, [x24], x18
	ld1	{ v19.16b, v20.16b }, [x2], x9
	ld1	{ v23.16b, v24.16b }, [x0], x4
	ld1	{ v17.1d, v18.1d }, [x8]
	ld1	{ v27.1d, v28.1d }, [x4]
	ld1	{ v16.1d, v17.1d }, [x30]
	ld1	{ v12.1d, v13.1d }, [x1]
	ld1	{ v27.1d, v28.1d }, [sp], x7
	ld1	{ v7.1d, v8.1d }, [x6], x5
	ld1	{ v26.1d, v27.1d }, [x7], x16
	ld1	{ v14.1d, v15.1d }, [x17], x28
	ld1	{ v5.2d, v6.2d }, [x1]
	ld1	{ v16.2d, v17.2d }, [x24]
	ld1	{ v26.2d, v27.2d }, [x25]
	ld1	{ v11.2d, v12.2d }, [x12]
	ld1	{ v13.2d, v14.2d }, [x12], x11
	ld1	{ v12.2d, v13.2d }, [x4], x24
	ld1	{ v30.2d, v31.2d }, [x17], x26
	ld1	{ v10.2d, v11.2d }, [x6], x28
	ld1	{ v24.2s, v25.2s }, [x10]
	ld1	{ v22.2s, v23.2s }, [x7]
	ld1	{ v17.2s, v18.2s }, [x29]
	ld1	{ v19.2s, v20.2s }, [x26]
	ld1	{ v17.2s, v18.2s }, [x25], x1
	ld1	{ v3.2s, v4.2s }, [x22], x2
	ld1	{ v14.2s, v15.2s }, [x12], x27
	ld1	{ v26.2s, v27.2s }, [x28], x17
	ld1	{ v3.4h, v4.4h }, [x15]
	ld1	{ v3.4h, v4.4h }, [x10]
	ld1	{ v4.4h, v5.4h }, [x15]
	ld1	{ v19.4h, v20.4h }, [x23]
	ld1	{ v22.4h, v23.4h }, [x1], x22
	ld1	{ v28.4h, v29.4h }, [x9], x17
	ld1	{ v18.4h, v19.4h }, [x24], x29
	ld1	{ v19.4h, v20.4h }, [x9], x14
	ld1	{ v6.4s, v7.4s }, [x2]
	ld1	{ v30.4s, v31.4s }, [x8]
	ld1	{ v5.4s, v6.4s }, [x30]
	ld1	{ v13.4s, v14.4s }, [x7]
	ld1	{ v30.4s, v31.4s }, [x28], x30
	ld1	{ v11.4s, v12.4s }, [x13], x22
	ld1	{ v20.4s, v21.4s }, [x14], x24
	ld1	{ v8.4s, v9.4s }, [x12], x24
	ld1	{ v0.8b, v1.8b }, [x23]
	ld1	{ v0.8b, v1.8b }, [x14]
	ld1	{ v13.8b, v14.8b }, [x16]
	ld1	{ v3.8b, v4.8b }, [x13]
	ld1	{ v19.8b, v20.8b }, [x25], x29
	ld1	{ v11.8b, v12.8b }, [x9], x26
	ld1	{ v15.8b, v16.8b }, [x14], x8
	ld1	{ v11.8b, v12.8b }, [x24], x2
	ld1	{ v12.8h, v13.8h }, [x13]
	ld1	{ v17.8h, v18.8h }, [x22]
	ld1	{ v19.8h, v20.8h }, [x21]
	ld1	{ v24.8h, v25.8h }, [x24]
	ld1	{ v18.8h, v19.8h }, [x20], x17
	ld1	{ v30.8h, v31.8h }, [x21], x20
	ld1	{ v24.8h, v25.8h }, [x10], x10
	ld1	{ v18.8h, v19.8h }, [x20], x18
	ld1	{ v0.b }[4], [x16]
	ld1	{ v28.b }[4], [x26]
	ld1	{ v20.b }[5], [x9]
	ld1	{ v29.b }[12], [x24]
	ld1	{ v6.b }[11], [x1], x8
	ld1	{ v11.b }[14], [x17], x10
	ld1	{ v17.b }[1], [x0], x18
	ld1	{ v9.b }[0], [x13], x7
	ld1	{ v15.d }[0], [x17]
	ld1	{ v24.d }[1], [x12]
	ld1	{ v29.d }[1], [x28]
	ld1	{ v23.d }[0], [x4]
	ld1	{ v23.d }[1], [x8], x16
	ld1	{ v16.d }[1], [x4], x10
	ld1	{ v21.d }[1], [x17], x30
	ld1	{ v21.d }[0], [x23], x22
	ld1	{ v27.h }[3], [x0]
	ld1	{ v18.h }[2], [x29]
	ld1	{ v17.h }[2], [x18]
	ld1	{ v8.h }[7], [x22]
	ld1	{ v27.h }[3], [x16], x7
	ld1	{ v21.h }[4], [x4], x15
	ld1	{ v5.h }[4], [x2], x25
	ld1	{ v19.h }[5], [x14], x10
	ld1	{ v18.s }[0], [x6]
	ld1	{ v11.s }[3], [x23]
	ld1	{ v25.s }[3], [x13]
	ld1	{ v12.s }[0], [x17]
	ld1	{ v26.s }[3], [x3], x13
	ld1	{ v22.s }[0], [x17], x20
	ld1	{ v9.s }[2], [x17], x8
	ld1	{ v13.s }[0], [x22], x3
	ld2r	{ v24.16b, v25.16b }, [x11]
	ld2r	{ v19.16b, v20.16b }, [x28]
	ld2r	{ v2.16b, v3.16b }, [x9]
	ld2r	{ v28.16b, v29.16b }, [x0]
	ld2r	{ v8.16b, v9.16b }, [x23], x23
	ld2r	{ v23.16b, v24.16b }, [x6], x23
	ld2r	{ v19.16b, v20.16b }, [x20], x14
	ld2r	{ v3.16b, v4.16b }, [x25], x22
	ld2r	{ v12.1d, v13.1d }, [x0]
	ld2r	{ v2.1d, v3.1d }, [x16]
	ld2r	{ v1.1d, v2.1d }, [x8]
	ld2r	{ v2.1d, v3.1d }, [x9]
	ld2r	{ v24.1d, v25.1d }, [x22], x26
	ld2r	{ v15.1d, v16.1d }, [x25], x16
	ld2r	{ v27.1d, v28.1d }, [x18], x0
	ld2r	{ v13.1d, v14.1d }, [x29], x16
	ld2r	{ v21.2d, v22.2d }, [x22]
	ld2r	{ v19.2d, v20.2d }, [x21]
	ld2r	{ v18.2d, v19.2d }, [x7]
	ld2r	{ v30.2d, v31.2d }, [x8]
	ld2r	{ v12.2d, v13.2d }, [x24], x10
	ld2r	{ v17.2d, v18.2d }, [sp], x26
	ld2r	{ v29.2d, v30.2d }, [x26], x20
	ld2r	{ v5.2d, v6.2d }, [x7], x4
	ld2r	{ v11.2s, v12.2s }, [sp]
	ld2r	{ v9.2s, v10.2s }, [x6]
	ld2r	{ v2.2s, v3.2s }, [x29]
	ld2r	{ v7.2s, v8.2s }, [x28]
	ld2r	{ v11.2s, v12.2s }, [x23], x11
	ld2r	{ v24.2s, v25.2s }, [x6], x13
	ld2r	{ v24.2s, v25.2s }, [x24], x6
	ld2r	{ v15.2s, v16.2s }, [x12], x6
	ld2r	{ v7.4h, v8.4h }, [x5]
	ld2r	{ v1.4h, v2.4h }, [x26]
	ld2r	{ v27.4h, v28.4h }, [x15]
	ld2r	{ v8.4h, v9.4h }, [x5]
	ld2r	{ v16.4h, v17.4h }, [x7], x22
	ld2r	{ v13.4h, v14.4h }, [x14], x5
	ld2r	{ v9.4h, v10.4h }, [x3], x0
	ld2r	{ v21.4h, v22.4h }, [x26], x30
	ld2r	{ v8.4s, v9.4s }, [x16]
	ld2r	{ v24.4s, v25.4s }, [x23]
	ld2r	{ v13.4s, v14.4s }, [x18]
	ld2r	{ v23.4s, v24.4s }, [x5]
	ld2r	{ v29.4s, v30.4s }, [x4], x2
	ld2r	{ v4.4s, v5.4s }, [x17], x8
	ld2r	{ v0.4s, v1.4s }, [x29], x1
	ld2r	{ v27.4s, v28.4s }, [x18], x16
	ld2r	{ v3.8b, v4.8b }, [x22]
	ld2r	{ v24.8b, v25.8b }, [x8]
	ld2r	{ v29.8b, v30.8b }, [x26]
	ld2r	{ v12.8b, v13.8b }, [x6]
	ld2r	{ v14.8b, v15.8b }, [x10], x5
	ld2r	{ v0.8b, v1.8b }, [x27], x14
	ld2r	{ v10.8b, v11.8b }, [x13], x21
	ld2r	{ v27.8b, v28.8b }, [x22], x22
	ld2r	{ v0.8h, v1.8h }, [x29]
	ld2r	{ v13.8h, v14.8h }, [sp]
	ld2r	{ v8.8h, v9.8h }, [x29]
	ld2r	{ v14.8h, v15.8h }, [x4]
	ld2r	{ v13.8h, v14.8h }, [x0], x22
	ld2r	{ v16.8h, v17.8h }, [x12], #4
	ld2r	{ v13.8h, v14.8h }, [x18], x1
	ld2r	{ v20.8h, v21.8h }, [x4], x22
	ld2	{ v0.b, v1.b }[15], [x12]
	ld2	{ v18.b, v19.b }[14], [x10]
	ld2	{ v11.b, v12.b }[2], [x26]
	ld2	{ v4.b, v5.b }[0], [x22]
	ld2	{ v19.b, v20.b }[0], [x30], x8
	ld2	{ v19.b, v20.b }[11], [x0], x16
	ld2	{ v19.b, v20.b }[0], [x14], x19
	ld2	{ v1.b, v2.b }[13], [x21], x30
	ld2	{ v9.d, v10.d }[0], [x7]
	ld2	{ v9.d, v10.d }[0], [x21]
	ld2	{ v22.d, v23.d }[0], [x1]
	ld2	{ v11.d, v12.d }[1], [x16]
	ld2	{ v13.d, v14.d }[1], [x28], x0
	ld2	{ v6.d, v7.d }[0], [x30], x29
	ld2	{ v30.d, v31.d }[0], [x30], x0
	ld2	{ v0.d, v1.d }[0], [x24], x18
	ld2	{ v13.h, v14.h }[5], [x28]
	ld2	{ v15.h, v16.h }[7], [x20]
	ld2	{ v7.h, v8.h }[0], [x20]
	ld2	{ v21.h, v22.h }[3], [x16]
	ld2	{ v18.h, v19.h }[0], [x26], x23
	ld2	{ v26.h, v27.h }[6], [x25], x11
	ld2	{ v6.h, v7.h }[0], [x10], x3
	ld2	{ v4.h, v5.h }[1], [x24], x9
	ld2	{ v8.s, v9.s }[1], [x0]
	ld2	{ v28.s, v29.s }[0], [x20]
	ld2	{ v8.s, v9.s }[3], [x4]
	ld2	{ v23.s, v24.s }[1], [x1]
	ld2	{ v25.s, v26.s }[3], [x14], x23
	ld2	{ v4.s, v5.s }[1], [x5], x12
	ld2	{ v29.s, v30.s }[3], [x13], x22
	ld2	{ v25.s, v26.s }[0], [x22], x30
	ld2	{ v30.16b, v31.16b }, [x2]
	ld2	{ v27.16b, v28.16b }, [x24]
	ld2	{ v14.16b, v15.16b }, [x23]
	ld2	{ v3.16b, v4.16b }, [x10]
	ld2	{ v1.16b, v2.16b }, [x23], x7
	ld2	{ v20.16b, v21.16b }, [x9], x18
	ld2	{ v10.16b, v11.16b }, [x30], x18
	ld2	{ v20.16b, v21.16b }, [x10], x9
	ld2	{ v10.2d, v11.2d }, [x1]
	ld2	{ v22.2d, v23.2d }, [x1]
	ld2	{ v3.2d, v4.2d }, [x17]
	ld2	{ v30.2d, v31.2d }, [x29]
	ld2	{ v14.2d, v15.2d }, [x21], x7
	ld2	{ v26.2d, v27.2d }, [x9], x26
	ld2	{ v5.2d, v6.2d }, [x16], x17
	ld2	{ v8.2d, v9.2d }, [x25], #32
	ld2	{ v2.2s, v3.2s }, [x17]
	ld2	{ v2.2s, v3.2s }, [x6]
	ld2	{ v31.2s, v0.2s }, [x1]
	ld2	{ v29.2s, v30.2s }, [x20]
	ld2	{ v18.2s, v19.2s }, [x23], x6
	ld2	{ v9.2s, v10.2s }, [x26], x18
	ld2	{ v28.2s, v29.2s }, [x4], x3
	ld2	{ v3.2s, v4.2s }, [x7], x4
	ld2	{ v18.4h, v19.4h }, [x4]
	ld2	{ v26.4h, v27.4h }, [x19]
	ld2	{ v0.4h, v1.4h }, [x27]
	ld2	{ v0.4h, v1.4h }, [x16]
	ld2	{ v14.4h, v15.4h }, [x26], x25
	ld2	{ v2.4h, v3.4h }, [x3], x20
	ld2	{ v12.4h, v13.4h }, [x15], x1
	ld2	{ v13.4h, v14.4h }, [x1], x30
	ld2	{ v26.4s, v27.4s }, [x15]
	ld2	{ v6.4s, v7.4s }, [x0]
	ld2	{ v4.4s, v5.4s }, [x16]
	ld2	{ v29.4s, v30.4s }, [x26]
	ld2	{ v17.4s, v18.4s }, [x9], x14
	ld2	{ v25.4s, v26.4s }, [x18], x23
	ld2	{ v22.4s, v23.4s }, [x11], x13
	ld2	{ v28.4s, v29.4s }, [x28], x0
	ld2	{ v9.8b, v10.8b }, [x16]
	ld2	{ v22.8b, v23.8b }, [x28]
	ld2	{ v29.8b, v30.8b }, [x13]
	ld2	{ v10.8b, v11.8b }, [x26]
	ld2	{ v28.8b, v29.8b }, [x23], x12
	ld2	{ v18.8b, v19.8b }, [x17], x4
	ld2	{ v30.8b, v31.8b }, [x17], x27
	ld2	{ v10.8b, v11.8b }, [x2], x3
	ld2	{ v22.8h, v23.8h }, [x30]
	ld2	{ v17.8h, v18.8h }, [x5]
	ld2	{ v24.8h, v25.8h }, [sp]
	ld2	{ v26.8h, v27.8h }, [x23]
	ld2	{ v13.8h, v14.8h }, [x25], x26
	ld2	{ v18.8h, v19.8h }, [x28], x14
	ld2	{ v28.8h, v29.8h }, [x22], x5
	ld2	{ v5.8h, v6.8h }, [x16], x5
	ld3r	{ v2.16b, v3.16b, v4.16b }, [x4]
	ld3r	{ v31.16b, v0.16b, v1.16b }, [x29]
	ld3r	{ v4.16b, v5.16b, v6.16b }, [x6]
	ld3r	{ v1.16b, v2.16b, v3.16b }, [x17]
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x25], x22
	ld3r	{ v30.16b, v31.16b, v0.16b }, [x29], x19
	ld3r	{ v15.16b, v16.16b, v17.16b }, [x2], x22
	ld3r	{ v10.16b, v11.16b, v12.16b }, [x20], #3
	ld3r	{ v22.1d, v23.1d, v24.1d }, [x8]
	ld3r	{ v13.1d, v14.1d, v15.1d }, [x9]
	ld3r	{ v20.1d, v21.1d, v22.1d }, [x22]
	ld3r	{ v14.1d, v15.1d, v16.1d }, [x9]
	ld3r	{ v10.1d, v11.1d, v12.1d }, [x16], x18
	ld3r	{ v15.1d, v16.1d, v17.1d }, [x26], x1
	ld3r	{ v20.1d, v21.1d, v22.1d }, [x24], x27
	ld3r	{ v2.1d, v3.1d, v4.1d }, [x7], x23
	ld3r	{ v24.2d, v25.2d, v26.2d }, [x21]
	ld3r	{ v17.2d, v18.2d, v19.2d }, [x17]
	ld3r	{ v2.2d, v3.2d, v4.2d }, [x12]
	ld3r	{ v2.2d, v3.2d, v4.2d }, [x15]
	ld3r	{ v12.2d, v13.2d, v14.2d }, [x17], x5
	ld3r	{ v12.2d, v13.2d, v14.2d }, [x16], x4
	ld3r	{ v11.2d, v12.2d, v13.2d }, [x30], x21
	ld3r	{ v3.2d, v4.2d, v5.2d }, [x5], x15
	ld3r	{ v20.2s, v21.2s, v22.2s }, [x10]
	ld3r	{ v11.2s, v12.2s, v13.2s }, [x7]
	ld3r	{ v24.2s, v25.2s, v26.2s }, [x20]
	ld3r	{ v18.2s, v19.2s, v20.2s }, [x10]
	ld3r	{ v30.2s, v31.2s, v0.2s }, [x23], x4
	ld3r	{ v19.2s, v20.2s, v21.2s }, [sp], x13
	ld3r	{ v22.2s, v23.2s, v24.2s }, [x13], x20
	ld3r	{ v9.2s, v10.2s, v11.2s }, [sp], x15
	ld3r	{ v3.4h, v4.4h, v5.4h }, [x11]
	ld3r	{ v1.4h, v2.4h, v3.4h }, [x5]
	ld3r	{ v25.4h, v26.4h, v27.4h }, [x15]
	ld3r	{ v22.4h, v23.4h, v24.4h }, [x12]
	ld3r	{ v3.4h, v4.4h, v5.4h }, [x7], x25
	ld3r	{ v7.4h, v8.4h, v9.4h }, [x30], x20
	ld3r	{ v29.4h, v30.4h, v31.4h }, [x30], x17
	ld3r	{ v28.4h, v29.4h, v30.4h }, [x8], #6
	ld3r	{ v10.4s, v11.4s, v12.4s }, [x17]
	ld3r	{ v10.4s, v11.4s, v12.4s }, [x3]
	ld3r	{ v5.4s, v6.4s, v7.4s }, [x26]
	ld3r	{ v4.4s, v5.4s, v6.4s }, [x10]
	ld3r	{ v1.4s, v2.4s, v3.4s }, [x17], x20
	ld3r	{ v15.4s, v16.4s, v17.4s }, [x20], x0
	ld3r	{ v2.4s, v3.4s, v4.4s }, [x2], x2
	ld3r	{ v25.4s, v26.4s, v27.4s }, [x19], x9
	ld3r	{ v31.8b, v0.8b, v1.8b }, [x30]
	ld3r	{ v21.8b, v22.8b, v23.8b }, [x6]
	ld3r	{ v31.8b, v0.8b, v1.8b }, [x23]
	ld3r	{ v9.8b, v10.8b, v11.8b }, [x1]
	ld3r	{ v3.8b, v4.8b, v5.8b }, [x1], x13
	ld3r	{ v3.8b, v4.8b, v5.8b }, [x10], x16
	ld3r	{ v24.8b, v25.8b, v26.8b }, [x7], x1
	ld3r	{ v21.8b, v22.8b, v23.8b }, [x7], x10
	ld3r	{ v7.8h, v8.8h, v9.8h }, [x17]
	ld3r	{ v10.8h, v11.8h, v12.8h }, [x30]
	ld3r	{ v25.8h, v26.8h, v27.8h }, [x15]
	ld3r	{ v29.8h, v30.8h, v31.8h }, [x6]
	ld3r	{ v27.8h, v28.8h, v29.8h }, [x10], x4
	ld3r	{ v26.8h, v27.8h, v28.8h }, [x2], x19
	ld3r	{ v23.8h, v24.8h, v25.8h }, [x23], x13
	ld3r	{ v17.8h, v18.8h, v19.8h }, [x18], x25
	ld3	{ v11.b, v12.b, v13.b }[8], [x11]
	ld3	{ v30.b, v31.b, v0.b }[3], [x26]
	ld3	{ v29.b, v30.b, v31.b }[14], [x2]
	ld3	{ v3.b, v4.b, v5.b }[0], [x24]
	ld3	{ v9.b, v10.b, v11.b }[2], [x15], x28
	ld3	{ v24.b, v25.b, v26.b }[0], [x30], x4
	ld3	{ v10.b, v11.b, v12.b }[0], [x22], x30
	ld3	{ v19.b, v20.b, v21.b }[0], [x15], x14
	ld3	{ v16.d, v17.d, v18.d }[1], [x29]
	ld3	{ v30.d, v31.d, v0.d }[1], [x5]
	ld3	{ v15.d, v16.d, v17.d }[0], [x10]
	ld3	{ v30.d, v31.d, v0.d }[0], [x16]
	ld3	{ v31.d, v0.d, v1.d }[0], [x17], x4
	ld3	{ v29.d, v30.d, v31.d }[0], [x21], x0
	ld3	{ v31.d, v0.d, v1.d }[0], [x8], x8
	ld3	{ v9.d, v10.d, v11.d }[1], [x25], x28
	ld3	{ v2.h, v3.h, v4.h }[1], [x21]
	ld3	{ v21.h, v22.h, v23.h }[0], [x29]
	ld3	{ v31.h, v0.h, v1.h }[0], [x14]
	ld3	{ v24.h, v25.h, v26.h }[2], [x14]
	ld3	{ v20.h, v21.h, v22.h }[0], [x3], x7
	ld3	{ v13.h, v14.h, v15.h }[2], [x5], x13
	ld3	{ v8.h, v9.h, v10.h }[3], [x27], x24
	ld3	{ v12.h, v13.h, v14.h }[2], [x12], x13
	ld3	{ v24.s, v25.s, v26.s }[3], [x29]
	ld3	{ v9.s, v10.s, v11.s }[2], [x22]
	ld3	{ v11.s, v12.s, v13.s }[3], [x15]
	ld3	{ v9.s, v10.s, v11.s }[1], [x16]
	ld3	{ v19.s, v20.s, v21.s }[0], [x8], x21
	ld3	{ v7.s, v8.s, v9.s }[3], [x0], x13
	ld3	{ v14.s, v15.s, v16.s }[1], [sp], x11
	ld3	{ v23.s, v24.s, v25.s }[0], [x16], x1
	ld3	{ v28.16b, v29.16b, v30.16b }, [x6]
	ld3	{ v2.16b, v3.16b, v4.16b }, [x16]
	ld3	{ v21.16b, v22.16b, v23.16b }, [x17]
	ld3	{ v29.16b, v30.16b, v31.16b }, [x17]
	ld3	{ v12.16b, v13.16b, v14.16b }, [x6], x26
	ld3	{ v26.16b, v27.16b, v28.16b }, [x29], x20
	ld3	{ v2.16b, v3.16b, v4.16b }, [x10], x6
	ld3	{ v18.16b, v19.16b, v20.16b }, [x17], x8
	ld3	{ v3.2d, v4.2d, v5.2d }, [x7]
	ld3	{ v28.2d, v29.2d, v30.2d }, [x5]
	ld3	{ v17.2d, v18.2d, v19.2d }, [x12]
	ld3	{ v7.2d, v8.2d, v9.2d }, [sp]
	ld3	{ v20.2d, v21.2d, v22.2d }, [x25], x25
	ld3	{ v4.2d, v5.2d, v6.2d }, [x4], x4
	ld3	{ v13.2d, v14.2d, v15.2d }, [x12], x11
	ld3	{ v5.2d, v6.2d, v7.2d }, [sp], x13
	ld3	{ v15.2s, v16.2s, v17.2s }, [x25]
	ld3	{ v3.2s, v4.2s, v5.2s }, [x21]
	ld3	{ v31.2s, v0.2s, v1.2s }, [x27]
	ld3	{ v25.2s, v26.2s, v27.2s }, [x18]
	ld3	{ v5.2s, v6.2s, v7.2s }, [x10], x15
	ld3	{ v12.2s, v13.2s, v14.2s }, [x14], x13
	ld3	{ v27.2s, v28.2s, v29.2s }, [x10], x7
	ld3	{ v4.2s, v5.2s, v6.2s }, [x0], x28
	ld3	{ v26.4h, v27.4h, v28.4h }, [x3]
	ld3	{ v17.4h, v18.4h, v19.4h }, [x18]
	ld3	{ v21.4h, v22.4h, v23.4h }, [x8]
	ld3	{ v4.4h, v5.4h, v6.4h }, [x7]
	ld3	{ v15.4h, v16.4h, v17.4h }, [x0], x1
	ld3	{ v31.4h, v0.4h, v1.4h }, [x1], #24
	ld3	{ v8.4h, v9.4h, v10.4h }, [x30], x19
	ld3	{ v13.4h, v14.4h, v15.4h }, [x9], x29
	ld3	{ v9.4s, v10.4s, v11.4s }, [x28]
	ld3	{ v29.4s, v30.4s, v31.4s }, [x12]
	ld3	{ v0.4s, v1.4s, v2.4s }, [x10]
	ld3	{ v26.4s, v27.4s, v28.4s }, [x8]
	ld3	{ v15.4s, v16.4s, v17.4s }, [x25], x4
	ld3	{ v23.4s, v24.4s, v25.4s }, [x1], x2
	ld3	{ v31.4s, v0.4s, v1.4s }, [x13], x11
	ld3	{ v23.4s, v24.4s, v25.4s }, [x21], x10
	ld3	{ v24.8b, v25.8b, v26.8b }, [x27]
	ld3	{ v17.8b, v18.8b, v19.8b }, [x28]
	ld3	{ v9.8b, v10.8b, v11.8b }, [x22]
	ld3	{ v17.8b, v18.8b, v19.8b }, [x23]
	ld3	{ v1.8b, v2.8b, v3.8b }, [x23], x10
	ld3	{ v12.8b, v13.8b, v14.8b }, [x30], x30
	ld3	{ v7.8b, v8.8b, v9.8b }, [x10], x8
	ld3	{ v24.8b, v25.8b, v26.8b }, [x24], x15
	ld3	{ v9.8h, v10.8h, v11.8h }, [x27]
	ld3	{ v11.8h, v12.8h, v13.8h }, [x29]
	ld3	{ v2.8h, v3.8h, v4.8h }, [x4]
	ld3	{ v2.8h, v3.8h, v4.8h }, [x27]
	ld3	{ v8.8h, v9.8h, v10.8h }, [x26], x6
	ld3	{ v24.8h, v25.8h, v26.8h }, [x1], x14
	ld3	{ v11.8h, v12.8h, v13.8h }, [x8], x25
	ld3	{ v2.8h, v3.8h, v4.8h }, [sp], x4
	ld4r	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x9]
	ld4r	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x17]
	ld4r	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x12]
	ld4r	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x29]
	ld4r	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x6], x27
	ld4r	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x26], x22
	ld4r	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x8], x1
	ld4r	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x20], x30
	ld4r	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x30]
	ld4r	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x6]
	ld4r	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x16]
	ld4r	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x9]
	ld4r	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x1], x15
	ld4r	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x29], x8
	ld4r	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x22], x13
	ld4r	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x27], x24
	ld4r	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x4]
	ld4r	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x28]
	ld4r	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x5]
	ld4r	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x14]
	ld4r	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x26], x8
	ld4r	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x20], x8
	ld4r	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x11], x11
	ld4r	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x21], x22
	ld4r	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x17]
	ld4r	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x3]
	ld4r	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x16]
	ld4r	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x0]
	ld4r	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x27], x22
	ld4r	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x15], x0
	ld4r	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x19], x9
	ld4r	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x28], x2
	ld4r	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x2]
	ld4r	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x5]
	ld4r	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x12]
	ld4r	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x28]
	ld4r	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x9], x29
	ld4r	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x17], x8
	ld4r	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x19], x25
	ld4r	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x22], x23
	ld4r	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x29]
	ld4r	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x2]
	ld4r	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x30]
	ld4r	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x4]
	ld4r	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x9], x24
	ld4r	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x0], x23
	ld4r	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x0], x21
	ld4r	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x20], x8
	ld4r	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x11]
	ld4r	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x23]
	ld4r	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x25]
	ld4r	{ v0.8b, v1.8b, v2.8b, v3.8b }, [x23]
	ld4r	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x27], x1
	ld4r	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x12], x29
	ld4r	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x29], x22
	ld4r	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x6], x2
	ld4r	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x29]
	ld4r	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x27]
	ld4r	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x9]
	ld4r	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x9]
	ld4r	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x23], x10
	ld4r	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x17], x1
	ld4r	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x16], x10
	ld4r	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x4], x19
	ld4	{ v27.b, v28.b, v29.b, v30.b }[4], [x2]
	ld4	{ v30.b, v31.b, v0.b, v1.b }[8], [x28]
	ld4	{ v15.b, v16.b, v17.b, v18.b }[15], [x7]
	ld4	{ v16.b, v17.b, v18.b, v19.b }[0], [x26]
	ld4	{ v13.b, v14.b, v15.b, v16.b }[4], [x13], x22
	ld4	{ v1.b, v2.b, v3.b, v4.b }[11], [x27], x6
	ld4	{ v25.b, v26.b, v27.b, v28.b }[0], [x12], x19
	ld4	{ v25.b, v26.b, v27.b, v28.b }[15], [x13], x2
	ld4	{ v1.d, v2.d, v3.d, v4.d }[1], [x9]
	ld4	{ v1.d, v2.d, v3.d, v4.d }[1], [x11]
	ld4	{ v13.d, v14.d, v15.d, v16.d }[0], [x7]
	ld4	{ v18.d, v19.d, v20.d, v21.d }[0], [x25]
	ld4	{ v15.d, v16.d, v17.d, v18.d }[1], [x8], x6
	ld4	{ v17.d, v18.d, v19.d, v20.d }[0], [x18], x29
	ld4	{ v19.d, v20.d, v21.d, v22.d }[0], [x23], x8
	ld4	{ v8.d, v9.d, v10.d, v11.d }[1], [x18], x15
	ld4	{ v22.h, v23.h, v24.h, v25.h }[2], [x22]
	ld4	{ v10.h, v11.h, v12.h, v13.h }[1], [x4]
	ld4	{ v27.h, v28.h, v29.h, v30.h }[0], [x10]
	ld4	{ v3.h, v4.h, v5.h, v6.h }[1], [x10]
	ld4	{ v14.h, v15.h, v16.h, v17.h }[7], [x30], x4
	ld4	{ v16.h, v17.h, v18.h, v19.h }[0], [x26], x29
	ld4	{ v17.h, v18.h, v19.h, v20.h }[0], [x23], x1
	ld4	{ v26.h, v27.h, v28.h, v29.h }[7], [x25], x11
	ld4	{ v9.s, v10.s, v11.s, v12.s }[0], [x9]
	ld4	{ v23.s, v24.s, v25.s, v26.s }[0], [x20]
	ld4	{ v21.s, v22.s, v23.s, v24.s }[0], [x0]
	ld4	{ v3.s, v4.s, v5.s, v6.s }[3], [x27]
	ld4	{ v26.s, v27.s, v28.s, v29.s }[2], [x22], x27
	ld4	{ v4.s, v5.s, v6.s, v7.s }[0], [x18], x1
	ld4	{ v15.s, v16.s, v17.s, v18.s }[2], [x18], x19
	ld4	{ v16.s, v17.s, v18.s, v19.s }[2], [x6], x23
	ld4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x29]
	ld4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x3]
	ld4	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x20]
	ld4	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x11]
	ld4	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x28], x3
	ld4	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x12], #64
	ld4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x29], x13
	ld4	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x3], #64
	ld4	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x9]
	ld4	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x19]
	ld4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x12]
	ld4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x5]
	ld4	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x16], x20
	ld4	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x20], x8
	ld4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x27], x5
	ld4	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x12], x19
	ld4	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x9]
	ld4	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x2]
	ld4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x14]
	ld4	{ v19.2s, v20.2s, v21.2s, v22.2s }, [sp]
	ld4	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x11], x12
	ld4	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x29], #32
	ld4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [sp], x1
	ld4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x7], x5
	ld4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x29]
	ld4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x6]
	ld4	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x19]
	ld4	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x10]
	ld4	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x22], x15
	ld4	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x3], x22
	ld4	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x12], x18
	ld4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x29], x9
	ld4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x10]
	ld4	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x28]
	ld4	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x8]
	ld4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x9]
	ld4	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x12], x6
	ld4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x11], x26
	ld4	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x30], x4
	ld4	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x15], x19
	ld4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x10]
	ld4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x25]
	ld4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x20]
	ld4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [sp]
	ld4	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x9], x25
	ld4	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x1], x2
	ld4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x23], x17
	ld4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x21], x12
	ld4	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x12]
	ld4	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x3]
	ld4	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x20]
	ld4	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x11]
	ld4	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x6], x20
	ld4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x12], x23
	ld4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x2], x13
	ld4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x8], x14
	ldar	w26, [x24]
	ldar	w1, [x16]
	ldar	w6, [x19]
	ldar	w1, [x13]
	ldar	x1, [x28]
	ldar	x1, [x22]
	ldar	x11, [x30]
	ldar	x2, [x17]
	ldarb	w20, [x20]
	ldarb	w24, [x2]
	ldarb	w30, [x22]
	ldarb	w26, [x13]
	ldarh	w11, [x18]
	ldarh	w10, [x30]
	ldarh	w24, [x3]
	ldarh	w21, [x29]
	ldaxp	w2, w30, [x5]
	ldaxp	w25, w26, [x19]
	ldaxp	w25, w7, [x17]
	ldaxp	w5, w12, [x28]
	ldaxp	x20, x23, [x1]
	ldaxp	x14, x7, [x12]
	ldaxp	x15, x12, [x28]
	ldaxp	x28, x5, [x4]
	ldaxr	w11, [x14]
	ldaxr	w4, [x21]
	ldaxr	w27, [x19]
	ldaxr	w21, [x26]
	ldaxr	x9, [x2]
	ldaxr	xzr, [x2]
	ldaxr	x16, [x16]
	ldaxr	x4, [sp]
	ldaxrb	wzr, [x0]
	ldaxrb	w12, [x29]
	ldaxrb	w16, [x1]
	ldaxrb	w7, [x14]
	ldaxrh	w6, [x29]
	ldaxrh	w1, [x20]
	ldaxrh	w19, [x12]
	ldaxrh	wzr, [x1]
	ldnp	d23, d24, [x20, #-504]
	ldnp	d1, d6, [x4, #424]
	ldnp	d24, d31, [x30]
	ldnp	d23, d10, [x6]
	ldnp	q23, q16, [x4, #304]
	ldnp	q9, q6, [x12]
	ldnp	q13, q22, [x4]
	ldnp	q7, q8, [x15]
	ldnp	s30, s12, [x20, #-8]
	ldnp	s4, s23, [x25, #220]
	ldnp	s19, s31, [x6, #-252]
	ldnp	s3, s10, [x1, #180]
	ldnp	w14, w28, [x28]
	ldnp	w13, w27, [x20, #-212]
	ldnp	w0, w9, [x9]
	ldnp	w15, w8, [x27, #12]
	ldnp	x21, x25, [x1]
	ldnp	x2, x26, [x20]
	ldnp	x16, x27, [x14, #112]
	ldnp	x23, x19, [x0]
	ldp	d20, d10, [x14, #-392]
	ldp	d9, d19, [x8, #160]
	ldp	d14, d10, [x4, #120]
	ldp	d4, d23, [x21, #32]
	ldp	d17, d0, [x25], #232
	ldp	d18, d15, [x7], #336
	ldp	d26, d14, [x6], #456
	ldp	d7, d14, [x30], #152
	ldp	d28, d17, [x10, #-56]!
	ldp	d10, d4, [x14, #0]!
	ldp	d7, d3, [x28, #440]!
	ldp	d6, d27, [x27, #-376]!
	ldp	q31, q24, [x9]
	ldp	q23, q6, [x24, #-928]
	ldp	q13, q28, [x30, #576]
	ldp	q8, q28, [x0]
	ldp	q25, q3, [x12], #-16
	ldp	q14, q24, [x15], #608
	ldp	q10, q12, [x13], #576
	ldp	q3, q22, [x5], #-304
	ldp	q10, q1, [x26, #192]!
	ldp	q18, q24, [x1, #-112]!
	ldp	q11, q26, [x1, #-592]!
	ldp	q8, q20, [x20, #-560]!
	ldpsw	x9, x27, [x5]
	ldpsw	x21, x10, [x17, #-164]
	ldpsw	xzr, x7, [x0]
	ldpsw	x13, x20, [sp]
	ldpsw	x7, x0, [x8], #-188
	ldpsw	x17, x14, [x2], #20
	ldpsw	x13, x4, [x0], #8
	ldpsw	x25, x0, [x12], #168
	ldpsw	x10, x26, [x24, #-168]!
	ldpsw	x21, x0, [x17, #-184]!
	ldpsw	x25, x28, [x21, #-232]!
	ldpsw	x0, x0, [x24, #0]!
	ldp	s30, s1, [x2, #208]
	ldp	s14, s2, [x11, #52]
	ldp	s27, s1, [x16]
	ldp	s0, s9, [x24, #244]
	ldp	s22, s16, [x19], #0
	ldp	s16, s10, [x5], #-184
	ldp	s6, s26, [x25], #172
	ldp	s24, s29, [x17], #-176
	ldp	s14, s6, [x30, #-176]!
	ldp	s5, s9, [x8, #196]!
	ldp	s12, s1, [x14, #-144]!
	ldp	s4, s19, [x16, #-128]!
	ldp	wzr, w29, [x16]
	ldp	w17, w13, [x20, #-56]
	ldp	w25, w12, [x0, #136]
	ldp	w11, w1, [x3]
	ldp	w22, w10, [x16], #92
	ldp	w23, w15, [x20], #-256
	ldp	w3, w25, [x9], #108
	ldp	w10, w25, [x3], #-216
	ldp	w0, w21, [x8, #-208]!
	ldp	w14, w20, [sp, #-248]!
	ldp	w22, w4, [x3, #-92]!
	ldp	w7, w20, [x8, #132]!
	ldp	x29, x10, [x4, #-512]
	ldp	x23, x16, [x0, #-8]
	ldp	xzr, x15, [x7, #504]
	ldp	x21, x0, [x29]
	ldp	x19, x16, [x28], #472
	ldp	x18, x14, [x3], #200
	ldp	x25, x30, [x10], #-104
	ldp	x18, x6, [x28], #-208
	ldp	x12, x22, [x13, #264]!
	ldp	x17, x9, [x5, #-40]!
	ldp	x21, x6, [x9, #-200]!
	ldp	x11, x25, [x14, #320]!
	ldur	b9, [x18]
	ldur	b13, [x23]
	ldur	b29, [x27, #16]
	ldur	b30, [x20, #-1]
	ldr	b9, [x27], #255
	ldr	b27, [x9], #194
	ldr	b7, [x27], #-175
	ldr	b29, [x20], #42
	ldr	b30, [x13, #162]!
	ldr	b26, [x19, #-190]!
	ldr	b8, [x25, #-177]!
	ldr	b3, [x12, #88]!
	ldr	b24, [x14, w29, sxtw #0]
	ldr	b11, [x11, w21, uxtw #0]
	ldr	b28, [x18, w19, sxtw]
	ldr	b7, [x2, w8, sxtw]
	ldr	b19, [x27, x19, sxtx]
	ldr	b6, [x28, x24]
	ldr	b31, [x16, x16, sxtx #0]
	ldr	b6, [x16, x18, lsl #0]
	ldr	b29, [x9]
	ldr	b8, [x14, #2762]
	ldr	b2, [x11, #1370]
	ldr	b29, [x16, #2862]
	ldurb	w5, [x13, #1]
	ldurb	wzr, [x7]
	ldurb	w25, [x0, #-39]
	ldurb	w10, [x13, #-130]
	ldrb	w19, [x17], #-144
	ldrb	w30, [x5], #-159
	ldrb	w0, [x21], #0
	ldrb	w28, [x6], #-7
	ldrb	w25, [x9, #167]!
	ldrb	w21, [x18, #-223]!
	ldrb	w6, [x0, #-137]!
	ldrb	w11, [x24, #-234]!
	ldrb	w27, [x1, w18, sxtw]
	ldrb	w4, [x4, w3, sxtw]
	ldrb	w14, [x1, w22, sxtw]
	ldrb	w29, [x16, w17, sxtw]
	ldrb	w13, [x17, x16, sxtx #0]
	ldrb	w18, [x2, x6, sxtx]
	ldrb	w0, [x28, x5, lsl #0]
	ldrb	w5, [sp, x25, lsl #0]
	ldrb	w28, [x20, #3830]
	ldrb	w10, [x21]
	ldrb	w29, [x8, #2689]
	ldrb	w15, [x22, #2645]
	ldur	d1, [x0]
	ldur	d1, [x10]
	ldur	d26, [x20, #124]
	ldur	d26, [x5, #-1]
	ldr	d7, [x18], #-1
	ldr	d16, [x23], #-25
	ldr	d25, [x25], #255
	ldr	d12, [x11], #131
	ldr	d13, [x28, #233]!
	ldr	d30, [x2, #-44]!
	ldr	d16, [x11, #-38]!
	ldr	d16, [x13, #153]!
	ldr	d28, [x19, w28, uxtw #3]
	ldr	d22, [x30, w8, uxtw]
	ldr	d3, [x10, w20, uxtw]
	ldr	d30, [x7, w0, sxtw]
	ldr	d0, [x24, x17, sxtx]
	ldr	d6, [x26, x3, lsl #3]
	ldr	d10, [x29, x30, lsl #3]
	ldr	d19, [x25, x5, lsl #3]
	ldr	d0, [x13]
	ldr	d29, [x15, #19488]
	ldr	d31, [x5]
	ldr	d2, [x11, #2656]
	ldr	d4, #511208
	ldr	d18, #671936
	ldr	d23, #-757900
	ldr	d4, #1048572
	ldur	h4, [x11, #217]
	ldur	h13, [x13, #-256]
	ldur	h13, [x9, #-242]
	ldur	h11, [x9, #-19]
	ldr	h29, [x14], #222
	ldr	h13, [x4], #232
	ldr	h27, [x16], #39
	ldr	h18, [x23], #0
	ldr	h5, [x4, #-133]!
	ldr	h18, [x20, #1]!
	ldr	h28, [x25, #161]!
	ldr	h27, [x13, #0]!
	ldr	h6, [x29, w0, sxtw #1]
	ldr	h3, [x8, w30, sxtw]
	ldr	h18, [x16, w2, uxtw #1]
	ldr	h7, [x21, w9, uxtw]
	ldr	h15, [sp, x16, lsl #1]
	ldr	h30, [x25, x6, sxtx]
	ldr	h2, [x26, x5, sxtx]
	ldr	h25, [x10, xzr, lsl #1]
	ldr	h13, [x5, #5164]
	ldr	h28, [x19]
	ldr	h26, [x24]
	ldr	h31, [x25]
	ldurh	w7, [x27, #52]
	ldurh	w21, [x13]
	ldurh	w20, [x10, #8]
	ldurh	w16, [x27]
	ldrh	w13, [x30], #-110
	ldrh	w16, [sp], #-91
	ldrh	w16, [x1], #122
	ldrh	w14, [x2], #27
	ldrh	w15, [x27, #251]!
	ldrh	w24, [x21, #-196]!
	ldrh	w5, [x21, #74]!
	ldrh	w24, [x27, #179]!
	ldrh	w9, [x10, w0, sxtw #1]
	ldrh	w9, [x28, w20, sxtw]
	ldrh	w13, [x27, w12, sxtw #1]
	ldrh	w0, [x30, w1, sxtw #1]
	ldrh	w2, [x18, x2, sxtx #1]
	ldrh	w3, [x15, x13]
	ldrh	w13, [x13, x9, lsl #1]
	ldrh	w29, [x15, x28, lsl #1]
	ldrh	w4, [x30]
	ldrh	w4, [x12, #598]
	ldrh	wzr, [x17, #3824]
	ldrh	w14, [x2]
	ldur	q5, [x8, #-21]
	ldur	q20, [x3]
	ldur	q13, [x2, #-9]
	ldur	q9, [x4, #186]
	ldr	q30, [x29], #255
	ldr	q6, [x15], #-109
	ldr	q0, [x1], #-77
	ldr	q1, [x20], #14
	ldr	q0, [x30, #-21]!
	ldr	q25, [x13, #0]!
	ldr	q13, [x2, #-243]!
	ldr	q18, [x11, #-10]!
	ldr	q0, [x2, w3, uxtw #4]
	ldr	q23, [x7, w26, sxtw]
	ldr	q0, [x3, w3, uxtw]
	ldr	q4, [x24, w19, sxtw #4]
	ldr	q5, [x13, xzr, sxtx #4]
	ldr	q19, [x29, x13]
	ldr	q9, [x3, x8, sxtx]
	ldr	q15, [x27, x4, sxtx]
	ldr	q6, [x29]
	ldr	q25, [x2, #20496]
	ldr	q4, [x22, #34416]
	ldr	q13, [x14, #9280]
	ldr	q18, #1048572
	ldr	q0, #0
	ldr	q13, #448448
	ldr	q4, #41068
	ldursb	w8, [x24, #-164]
	ldursb	w4, [x12]
	ldursb	w3, [x21, #35]
	ldursb	w27, [x24, #-118]
	ldrsb	wzr, [x4], #-46
	ldrsb	w4, [x22], #126
	ldrsb	w23, [x15], #75
	ldrsb	w9, [x5], #-127
	ldrsb	w15, [x9, #-1]!
	ldrsb	w10, [x22, #222]!
	ldrsb	w30, [x17, #4]!
	ldrsb	w24, [x25, #189]!
	ldrsb	w29, [x0, w10, sxtw]
	ldrsb	w28, [x1, w30, uxtw #0]
	ldrsb	wzr, [x8, w10, sxtw #0]
	ldrsb	w30, [x4, w22, uxtw #0]
	ldrsb	w6, [x16, x17, sxtx #0]
	ldrsb	w28, [x27, x30, sxtx #0]
	ldrsb	w22, [x17, x1, lsl #0]
	ldrsb	w0, [x11, x13]
	ldrsb	w9, [x28, #3408]
	ldrsb	w7, [sp, #243]
	ldrsb	w0, [x22]
	ldrsb	w1, [x24]
	ldursb	x25, [x12]
	ldursb	x17, [x17, #-124]
	ldursb	x26, [x13, #-169]
	ldursb	x20, [x28, #202]
	ldrsb	x21, [x25], #244
	ldrsb	x6, [x24], #147
	ldrsb	x18, [x0], #-75
	ldrsb	x20, [x29], #-67
	ldrsb	x15, [x21, #27]!
	ldrsb	x17, [x15, #244]!
	ldrsb	x14, [x21, #182]!
	ldrsb	x23, [x28, #-29]!
	ldrsb	x6, [x24, w20, uxtw]
	ldrsb	x2, [x22, w13, sxtw]
	ldrsb	x13, [x0, w4, sxtw #0]
	ldrsb	x15, [x30, w14, uxtw #0]
	ldrsb	x0, [x29, x3, sxtx]
	ldrsb	x6, [x8, x25, lsl #0]
	ldrsb	x0, [x17, x21, lsl #0]
	ldrsb	x10, [x1, x9, lsl #0]
	ldrsb	x4, [x26]
	ldrsb	x4, [x18]
	ldrsb	x16, [x11]
	ldrsb	x10, [x14, #1230]
	ldursh	w18, [x4, #-1]
	ldursh	w27, [x4, #193]
	ldursh	w14, [x0, #229]
	ldursh	w28, [x1, #-1]
	ldrsh	w30, [x18], #-49
	ldrsh	w14, [x4], #-34
	ldrsh	w4, [x13], #0
	ldrsh	w10, [x2], #1
	ldrsh	w10, [x7, #-115]!
	ldrsh	w20, [x13, #77]!
	ldrsh	w15, [x1, #92]!
	ldrsh	w20, [x14, #102]!
	ldrsh	w4, [x27, w28, uxtw #1]
	ldrsh	w2, [x18, w19, uxtw #1]
	ldrsh	w14, [x26, w30, uxtw #1]
	ldrsh	w12, [x16, w22, uxtw #1]
	ldrsh	w20, [x25, x18]
	ldrsh	w27, [x18, x18, lsl #1]
	ldrsh	w9, [x18, x26]
	ldrsh	w13, [x15, x14, lsl #1]
	ldrsh	w22, [x26, #84]
	ldrsh	w28, [x9, #4214]
	ldrsh	w1, [x20]
	ldrsh	w24, [x17]
	ldursh	x16, [x19]
	ldursh	x26, [x11, #-113]
	ldursh	x10, [x3, #-203]
	ldursh	x7, [x2, #184]
	ldrsh	x19, [x22], #107
	ldrsh	x25, [x5], #39
	ldrsh	x4, [x10], #13
	ldrsh	x29, [x12], #0
	ldrsh	x10, [x21, #-252]!
	ldrsh	x4, [x6, #81]!
	ldrsh	x15, [x18, #183]!
	ldrsh	x22, [x9, #-30]!
	ldrsh	x15, [x14, w27, uxtw]
	ldrsh	x21, [x2, w17, uxtw]
	ldrsh	x1, [x5, w2, sxtw]
	ldrsh	x15, [x30, w28, uxtw #1]
	ldrsh	x0, [x3, x2, sxtx]
	ldrsh	x25, [x24, x23, lsl #1]
	ldrsh	x5, [x13, x30, lsl #1]
	ldrsh	x5, [x7, x27, sxtx #1]
	ldrsh	x20, [x15, #4298]
	ldrsh	x2, [x18]
	ldrsh	x28, [x9, #4060]
	ldrsh	x30, [x21, #3958]
	ldursw	x3, [x18, #-1]
	ldursw	x15, [x25, #-256]
	ldursw	x30, [x10]
	ldursw	x11, [x17, #255]
	ldrsw	x27, #-4
	ldrsw	x4, #-1048576
	ldrsw	x8, #711928
	ldrsw	x3, #300496
	ldrsw	x7, [x4], #-161
	ldrsw	x20, [x1], #-80
	ldrsw	x28, [sp], #200
	ldrsw	x12, [x8], #192
	ldrsw	x6, [x7, #-68]!
	ldrsw	x5, [x7, #204]!
	ldrsw	x27, [x28, #-13]!
	ldrsw	x7, [sp, #-66]!
	ldrsw	x14, [x1, w30, sxtw #2]
	ldrsw	x18, [x0, w17, sxtw]
	ldrsw	x3, [x16, w30, uxtw]
	ldrsw	x15, [x26, w11, uxtw #2]
	ldrsw	x21, [x5, x29]
	ldrsw	x15, [x6, x4]
	ldrsw	x20, [x16, x19, lsl #2]
	ldrsw	x23, [x20, x5, lsl #2]
	ldrsw	x27, [x5, #4112]
	ldrsw	x26, [x4, #16380]
	ldrsw	x13, [x11, #1924]
	ldrsw	x27, [x5]
	ldur	s0, [x20]
	ldur	s13, [x27]
	ldur	s29, [x0, #-171]
	ldur	s2, [x17, #-89]
	ldr	s29, [x3], #-167
	ldr	s16, [x22], #-256
	ldr	s21, [x4], #15
	ldr	s30, [x9], #130
	ldr	s8, [x6, #-129]!
	ldr	s24, [x1, #-225]!
	ldr	s22, [x24, #-249]!
	ldr	s25, [x0, #169]!
	ldr	s5, [x21, w25, uxtw #2]
	ldr	s28, [x7, w17, sxtw]
	ldr	s25, [x20, w12, uxtw #2]
	ldr	s24, [x8, w16, sxtw]
	ldr	s14, [x25, x3, lsl #2]
	ldr	s21, [x1, x14, lsl #2]
	ldr	s6, [x2, x2, sxtx]
	ldr	s29, [x7, x23, sxtx]
	ldr	s1, [x22]
	ldr	s18, [x12]
	ldr	s6, [x27]
	ldr	s28, [x3, #8096]
	ldr	s2, #-3876
	ldr	s27, #521652
	ldr	s27, #0
	ldr	s13, #-102448
	ldur	w4, [x8, #255]
	ldur	w29, [x25]
	ldur	w17, [x28]
	ldur	w18, [x17, #28]
	ldr	w3, #134676
	ldr	w14, #117436
	ldr	w14, #818680
	ldr	w12, #1048572
	ldr	w26, [x1], #1
	ldr	w24, [x26], #-159
	ldr	w20, [x17], #125
	ldr	w12, [sp], #-1
	ldr	w0, [x24, #71]!
	ldr	w19, [x9, #-1]!
	ldr	w28, [x17, #-190]!
	ldr	w0, [x14, #155]!
	ldr	w20, [x4, w2, sxtw]
	ldr	w25, [x19, w19, sxtw #2]
	ldr	w5, [x3, w14, sxtw #2]
	ldr	w11, [x25, w20, uxtw]
	ldr	w28, [x15, x27, sxtx]
	ldr	w9, [x29, x13, lsl #2]
	ldr	w12, [x4, x22, lsl #2]
	ldr	w0, [x17, x24]
	ldr	w11, [x26, #3164]
	ldr	w20, [x10, #13264]
	ldr	w3, [x28, #3896]
	ldr	w30, [x1]
	ldur	x7, [x30, #98]
	ldur	x25, [x25, #245]
	ldur	x21, [x22, #58]
	ldur	x21, [x18, #9]
	ldr	x19, #-614124
	ldr	x25, #-4
	ldr	x7, #359420
	ldr	x5, #-1001212
	ldr	x26, [x7], #-146
	ldr	x26, [x1], #171
	ldr	x21, [sp], #40
	ldr	x17, [x27], #-247
	ldr	x10, [x15, #-177]!
	ldr	x5, [x4, #-141]!
	ldr	x25, [x9, #196]!
	ldr	x13, [x4, #1]!
	ldr	x15, [x5, w28, uxtw]
	ldr	x18, [sp, w24, sxtw #3]
	ldr	x8, [x20, w15, sxtw]
	ldr	x11, [x0, w4, uxtw #3]
	ldr	x1, [x29, x30, sxtx]
	ldr	x22, [x1, x8, sxtx #3]
	ldr	x18, [x5, x16, sxtx]
	ldr	x6, [x0, x22]
	ldr	x11, [x2, #24208]
	ldr	x26, [x0, #6376]
	ldr	x26, [x13, #22432]
	ldr	x0, [x5, #30504]
	ldtrb	w5, [x6, #-256]
	ldtrb	w26, [x24, #-1]
	ldtrb	w7, [x17, #-53]
	ldtrb	w18, [x2, #-218]
	ldtrh	w1, [x28, #255]
	ldtrh	w2, [x18, #-82]
	ldtrh	w11, [x4, #252]
	ldtrh	w30, [sp, #-112]
	ldtrsb	w17, [x12, #57]
	ldtrsb	w10, [x22]
	ldtrsb	w11, [x10, #94]
	ldtrsb	w16, [x2]
	ldtrsb	x11, [x2]
	ldtrsb	x13, [x24]
	ldtrsb	x11, [x24, #-1]
	ldtrsb	x13, [x24, #106]
	ldtrsh	w10, [x9, #-256]
	ldtrsh	w18, [x21, #-256]
	ldtrsh	w14, [x30, #-1]
	ldtrsh	w29, [x12]
	ldtrsh	x5, [x19, #-53]
	ldtrsh	x3, [x28]
	ldtrsh	x5, [x20]
	ldtrsh	x3, [x11, #-112]
	ldtrsw	x8, [x24, #108]
	ldtrsw	x0, [x16, #14]
	ldtrsw	x28, [x9]
	ldtrsw	x5, [x16, #-158]
	ldtr	w30, [x13]
	ldtr	w6, [x27, #170]
	ldtr	w21, [x22, #136]
	ldtr	w5, [x25]
	ldtr	x26, [x12]
	ldtr	x5, [x18]
	ldtr	x9, [x17, #193]
	ldtr	x18, [x16]
	ldxp	w30, wzr, [x22]
	ldxp	w24, w3, [x13]
	ldxp	w10, w17, [x22]
	ldxp	w24, wzr, [x20]
	ldxp	x14, x18, [sp]
	ldxp	xzr, x1, [x20]
	ldxp	x20, x27, [x2]
	ldxp	x28, x3, [x8]
	ldxr	w26, [x28]
	ldxr	w26, [x1]
	ldxr	w7, [x10]
	ldxr	w6, [x15]
	ldxr	x3, [x22]
	ldxr	x23, [sp]
	ldxr	x16, [x24]
	ldxr	x30, [x7]
	ldxrb	w10, [x26]
	ldxrb	w13, [sp]
	ldxrb	w2, [x0]
	ldxrb	w2, [x2]
	ldxrh	w5, [x8]
	ldxrh	w2, [x7]
	ldxrh	w7, [x25]
	ldxrh	w6, [x7]
	lsl	w11, w29, w21
	lsl	w6, w28, w3
	lsl	w13, w10, w13
	lsl	w3, wzr, w21
	lsl	x30, xzr, x20
	lsl	x23, x23, x12
	lsl	x16, x28, x11
	lsl	x3, x13, x22
	lsr	w19, w11, w7
	lsr	w20, w13, w20
	lsr	w21, w26, w16
	lsr	w15, w16, w26
	lsr	x22, x12, x0
	lsr	x6, x6, x12
	lsr	x3, x1, x13
	lsr	xzr, x19, x28
	mul	w28, w27, wzr
	mul	w11, w4, w4
	madd	w14, w9, w22, w25
	madd	w3, w11, w14, w30
	madd	x17, x24, x28, x17
	madd	x11, x29, x29, x18
	madd	x6, x4, x6, x10
	madd	x16, x7, x30, x5
	mla	v24.2s, v18.2s, v14.s[0]
	mla	v27.2s, v15.2s, v11.s[1]
	mla	v1.2s, v24.2s, v5.s[0]
	mla	v23.2s, v5.2s, v27.s[2]
	mla	v18.4h, v30.4h, v8.h[5]
	mla	v22.4h, v23.4h, v1.h[5]
	mla	v31.4h, v4.4h, v2.h[0]
	mla	v29.4h, v9.4h, v7.h[3]
	mla	v29.4s, v9.4s, v26.s[0]
	mla	v15.4s, v30.4s, v3.s[1]
	mla	v2.4s, v11.4s, v27.s[0]
	mla	v4.4s, v24.4s, v15.s[1]
	mla	v13.8h, v24.8h, v7.h[1]
	mla	v21.8h, v20.8h, v1.h[0]
	mla	v10.8h, v26.8h, v13.h[6]
	mla	v24.8h, v23.8h, v3.h[0]
	mla	v1.16b, v24.16b, v8.16b
	mla	v0.16b, v18.16b, v23.16b
	mla	v4.16b, v4.16b, v19.16b
	mla	v15.16b, v16.16b, v14.16b
	mla	v11.2s, v17.2s, v26.2s
	mla	v28.2s, v5.2s, v5.2s
	mla	v23.2s, v17.2s, v22.2s
	mla	v29.2s, v4.2s, v12.2s
	mla	v24.4h, v2.4h, v9.4h
	mla	v2.4h, v9.4h, v15.4h
	mla	v26.4h, v0.4h, v20.4h
	mla	v10.4h, v11.4h, v24.4h
	mla	v7.4s, v1.4s, v13.4s
	mla	v18.4s, v2.4s, v28.4s
	mla	v4.4s, v15.4s, v13.4s
	mla	v28.4s, v23.4s, v5.4s
	mla	v13.8b, v13.8b, v9.8b
	mla	v12.8b, v15.8b, v24.8b
	mla	v24.8b, v25.8b, v19.8b
	mla	v1.8b, v1.8b, v8.8b
	mla	v25.8h, v28.8h, v14.8h
	mla	v1.8h, v0.8h, v28.8h
	mla	v22.8h, v5.8h, v12.8h
	mla	v4.8h, v16.8h, v23.8h
	mls	v1.2s, v13.2s, v17.s[2]
	mls	v24.2s, v7.2s, v13.s[2]
	mls	v24.2s, v10.2s, v6.s[2]
	mls	v19.2s, v1.2s, v27.s[1]
	mls	v17.4h, v15.4h, v0.h[7]
	mls	v20.4h, v4.4h, v3.h[0]
	mls	v27.4h, v30.4h, v13.h[3]
	mls	v2.4h, v30.4h, v12.h[3]
	mls	v22.4s, v5.4s, v27.s[1]
	mls	v3.4s, v10.4s, v18.s[0]
	mls	v29.4s, v15.4s, v2.s[0]
	mls	v5.4s, v22.4s, v7.s[0]
	mls	v14.8h, v15.8h, v1.h[7]
	mls	v25.8h, v0.8h, v10.h[7]
	mls	v4.8h, v29.8h, v6.h[0]
	mls	v15.8h, v15.8h, v13.h[2]
	mls	v25.16b, v12.16b, v15.16b
	mls	v6.16b, v24.16b, v12.16b
	mls	v8.16b, v12.16b, v31.16b
	mls	v3.16b, v21.16b, v23.16b
	mls	v2.2s, v30.2s, v29.2s
	mls	v3.2s, v24.2s, v24.2s
	mls	v4.2s, v30.2s, v14.2s
	mls	v28.2s, v6.2s, v16.2s
	mls	v20.4h, v17.4h, v14.4h
	mls	v11.4h, v21.4h, v15.4h
	mls	v19.4h, v5.4h, v12.4h
	mls	v22.4h, v11.4h, v13.4h
	mls	v12.4s, v31.4s, v1.4s
	mls	v13.4s, v7.4s, v21.4s
	mls	v24.4s, v25.4s, v9.4s
	mls	v21.4s, v19.4s, v17.4s
	mls	v24.8b, v3.8b, v19.8b
	mls	v6.8b, v29.8b, v28.8b
	mls	v6.8b, v7.8b, v27.8b
	mls	v6.8b, v20.8b, v29.8b
	mls	v27.8h, v4.8h, v23.8h
	mls	v22.8h, v20.8h, v6.8h
	mls	v13.8h, v24.8h, v7.8h
	mls	v14.8h, v28.8h, v4.8h
	movi	d18, #0xffffffffffff00ff
	movi	d2, #0xff0000ffffffff
	movi	d10, #0x000000ffff00ff
	movi	d20, #0x00ff00000000ff
	movi	v29.16b, #218
	movi	v25.16b, #68
	movi	v10.16b, #225
	movi	v20.16b, #0
	movi	v23.2d, #0xff00ffffffffffff
	movi	v16.2d, #0000000000000000
	movi	v24.2d, #0xffffffff00000000
	movi	v6.2d, #0xff00ff00ffff0000
	movi	v1.2s, #22, lsl #8
	movi	v14.2s, #126
	movi	v25.2s, #153
	movi	v26.2s, #0, lsl #24
	movi	v12.2s, #0, msl #8
	movi	v29.2s, #184, msl #16
	movi	v29.2s, #9, msl #8
	movi	v21.2s, #0, msl #16
	movi	v5.4h, #195
	movi	v13.4h, #43
	movi	v1.4h, #138, lsl #8
	movi	v10.4h, #116
	movi	v18.4s, #0, lsl #16
	movi	v11.4s, #97, lsl #24
	movi	v22.4s, #0, lsl #8
	movi	v11.4s, #255, lsl #24
	movi	v14.4s, #105, msl #8
	movi	v25.4s, #82, msl #8
	movi	v26.4s, #1, msl #8
	movi	v11.4s, #123, msl #16
	movi	v7.8b, #21
	movi	v31.8b, #58
	movi	v7.8b, #100
	movi	v5.8b, #234
	movi	v6.8h, #99, lsl #8
	movi	v25.8h, #1, lsl #8
	movi	v16.8h, #131
	movi	v22.8h, #168, lsl #8
	movk	w12, #20721
	movk	w20, #60473, lsl #16
	movk	w2, #0
	movk	w12, #837
	movk	x5, #46438, lsl #48
	movk	x9, #39834, lsl #48
	movk	x29, #20199, lsl #32
	movk	x9, #8239, lsl #48
	mov	w1, #-2
	mov	w7, #1778515967
	mov	w23, #30605311
	movn	w27, #65535, lsl #16
	mov	x30, #-6824079335373144065
	mov	x25, #-4178247681
	mov	x0, #-1758
	mov	x4, #-2439184385
	mov	w3, #65536
	mov	w3, #1
	mov	w21, #51365
	mov	w12, #1967587328
	mov	x5, #2864709632
	mov	x1, #0
	mov	x6, #-5623588559702196224
	mov	x24, #231833744703488
	mrs	x20, PMEVCNTR5_EL0
	mrs	x4, S2_5_C15_C0_6
	mrs	x23, S3_1_C15_C1_6
	mrs	x28, TRCDVCVR7
	msr	S3_0_C11_C3_0, x21
	msr	PMEVTYPER20_EL0, x14
	msr	S2_2_C15_C14_3, x4
	msr	S3_0_C15_C13_1, x18
	msr	PM, #1
	smstop	za
	msr	PM, #1
	msr	PM, #0
	msr	DAIFSet, #5
	msr	DAIFClr, #0
	msr	DAIFClr, #1
	msr	DAIFSet, #0
	msub	w19, w26, w6, w3
	msub	w12, w20, w4, w18
	mneg	w3, w18, w17
	msub	w28, w11, w4, w25
	msub	xzr, x1, x9, x16
	msub	x7, xzr, x3, x13
	msub	x16, x13, x17, x18
	mneg	x18, x8, x12
	mul	v20.2s, v11.2s, v24.s[3]
	mul	v20.2s, v16.2s, v14.s[0]
	mul	v23.2s, v15.2s, v21.s[3]
	mul	v4.2s, v27.2s, v26.s[0]
	mul	v16.4h, v11.4h, v1.h[5]
	mul	v23.4h, v11.4h, v4.h[1]
	mul	v1.4h, v0.4h, v12.h[0]
	mul	v27.4h, v12.4h, v12.h[4]
	mul	v14.4s, v0.4s, v14.s[3]
	mul	v2.4s, v7.4s, v20.s[2]
	mul	v27.4s, v20.4s, v24.s[3]
	mul	v26.4s, v4.4s, v12.s[0]
	mul	v27.8h, v2.8h, v15.h[1]
	mul	v13.8h, v19.8h, v4.h[6]
	mul	v7.8h, v31.8h, v4.h[7]
	mul	v0.8h, v20.8h, v6.h[0]
	mul	v21.16b, v27.16b, v12.16b
	mul	v7.16b, v7.16b, v22.16b
	mul	v5.16b, v26.16b, v1.16b
	mul	v0.16b, v4.16b, v14.16b
	mul	v19.2s, v27.2s, v15.2s
	mul	v13.2s, v24.2s, v5.2s
	mul	v5.2s, v1.2s, v21.2s
	mul	v8.2s, v20.2s, v18.2s
	mul	v5.4h, v13.4h, v7.4h
	mul	v26.4h, v19.4h, v19.4h
	mul	v5.4h, v29.4h, v1.4h
	mul	v0.4h, v1.4h, v6.4h
	mul	v8.4s, v30.4s, v2.4s
	mul	v1.4s, v27.4s, v13.4s
	mul	v9.4s, v23.4s, v22.4s
	mul	v25.4s, v14.4s, v1.4s
	mul	v27.8b, v15.8b, v14.8b
	mul	v31.8b, v13.8b, v29.8b
	mul	v19.8b, v27.8b, v30.8b
	mul	v22.8b, v25.8b, v22.8b
	mul	v24.8h, v3.8h, v6.8h
	mul	v10.8h, v16.8h, v16.8h
	mul	v14.8h, v11.8h, v13.8h
	mul	v28.8h, v10.8h, v23.8h
	mvni	v4.2s, #174, lsl #16
	mvni	v12.2s, #0
	mvni	v18.2s, #237, lsl #8
	mvni	v11.2s, #0
	mvni	v4.2s, #232, msl #8
	mvni	v26.2s, #1, msl #8
	mvni	v24.2s, #0, msl #16
	mvni	v10.2s, #62, msl #8
	mvni	v15.4h, #168
	mvni	v26.4h, #247
	mvni	v22.4h, #1
	mvni	v16.4h, #125, lsl #8
	mvni	v30.4s, #41
	mvni	v26.4s, #36, lsl #24
	mvni	v14.4s, #255
	mvni	v11.4s, #255, lsl #24
	mvni	v11.4s, #215, msl #16
	mvni	v2.4s, #133, msl #8
	mvni	v8.4s, #249, msl #16
	mvni	v1.4s, #1, msl #8
	mvni	v20.8h, #0
	mvni	v21.8h, #149, lsl #8
	mvni	v28.8h, #22, lsl #8
	mvni	v13.8h, #173
	neg	d11, d20
	neg	d3, d19
	neg	d23, d26
	neg	d26, d23
	neg	v31.16b, v28.16b
	neg	v6.16b, v10.16b
	neg	v3.16b, v15.16b
	neg	v22.16b, v12.16b
	neg	v17.2d, v1.2d
	neg	v24.2d, v29.2d
	neg	v24.2d, v17.2d
	neg	v29.2d, v13.2d
	neg	v6.2s, v27.2s
	neg	v1.2s, v0.2s
	neg	v24.2s, v17.2s
	neg	v12.2s, v10.2s
	neg	v15.4h, v29.4h
	neg	v21.4h, v23.4h
	neg	v1.4h, v23.4h
	neg	v24.4h, v11.4h
	neg	v15.4s, v12.4s
	neg	v8.4s, v6.4s
	neg	v18.4s, v27.4s
	neg	v6.4s, v24.4s
	neg	v31.8b, v21.8b
	neg	v22.8b, v10.8b
	neg	v5.8b, v12.8b
	neg	v4.8b, v29.8b
	neg	v30.8h, v7.8h
	neg	v2.8h, v31.8h
	neg	v20.8h, v27.8h
	neg	v2.8h, v31.8h
	mvn	v20.16b, v25.16b
	mvn	v18.16b, v27.16b
	mvn	v9.16b, v0.16b
	mvn	v10.16b, v19.16b
	mvn	v1.8b, v29.8b
	mvn	v24.8b, v19.8b
	mvn	v3.8b, v21.8b
	mvn	v20.8b, v13.8b
	mvn	w26, w26, asr #4
	orn	w0, w15, w28
	mvn	w6, w11, asr #26
	orn	w30, w20, w12, ror #7
	orn	x28, x5, x28, lsr #24
	orn	xzr, x13, x18, asr #24
	orn	x23, x14, x18
	orn	x23, x20, x18, asr #0
	orn	v25.16b, v15.16b, v26.16b
	orn	v12.16b, v19.16b, v3.16b
	orn	v29.16b, v1.16b, v18.16b
	orn	v14.16b, v5.16b, v22.16b
	orn	v15.8b, v18.8b, v26.8b
	orn	v11.8b, v30.8b, v13.8b
	orn	v30.8b, v9.8b, v5.8b
	orn	v25.8b, v0.8b, v26.8b
	orr	w14, w16, #0x3030303
	orr	w24, w6, #0x11111111
	orr	w18, w28, #0x33333333
	orr	w4, w2, #0x807f807f
	orr	w11, w29, w24, lsl #10
	orr	w11, w19, w26, lsl #29
	orr	w9, w24, w13, asr #2
	orr	w19, w1, w30, lsl #30
	orr	x17, x14, #0x3ff000003ff
	orr	sp, x29, #0x3333333333333333
	orr	x23, x16, #0x8080808080808080
	orr	x6, x15, #0x2000000000
	orr	x11, x10, x5, lsl #2
	orr	x9, x2, x4, asr #45
	mov	x1, x7
	orr	x19, x28, x8, lsl #63
	orr	v12.2s, #212, lsl #8
	orr	v5.2s, #35
	orr	v21.2s, #153, lsl #8
	orr	v2.2s, #121, lsl #24
	orr	v29.4h, #2
	orr	v19.4h, #186
	orr	v13.4h, #255, lsl #8
	orr	v5.4h, #156, lsl #8
	orr	v11.4s, #171, lsl #8
	orr	v9.4s, #121, lsl #24
	orr	v3.4s, #65, lsl #8
	orr	v2.4s, #200, lsl #16
	orr	v16.8h, #57
	orr	v7.8h, #252
	orr	v27.8h, #230, lsl #8
	orr	v28.8h, #12, lsl #8
	orr	v13.16b, v8.16b, v3.16b
	mov	v3.16b, v19.16b
	mov	v23.16b, v30.16b
	mov	v8.16b, v27.16b
	orr	v13.8b, v8.8b, v18.8b
	orr	v18.8b, v0.8b, v14.8b
	orr	v3.8b, v25.8b, v18.8b
	orr	v22.8b, v16.8b, v14.8b
	pmull	v9.8h, v9.8b, v18.8b
	pmull	v8.8h, v16.8b, v6.8b
	pmull	v10.8h, v8.8b, v27.8b
	pmull	v26.8h, v13.8b, v9.8b
	pmull2	v17.8h, v3.16b, v31.16b
	pmull2	v23.8h, v10.16b, v8.16b
	pmull2	v8.8h, v18.16b, v21.16b
	pmull2	v3.8h, v21.16b, v3.16b
	pmul	v20.16b, v18.16b, v21.16b
	pmul	v10.16b, v11.16b, v20.16b
	pmul	v29.16b, v6.16b, v26.16b
	pmul	v10.16b, v17.16b, v25.16b
	pmul	v30.8b, v4.8b, v23.8b
	pmul	v16.8b, v17.8b, v7.8b
	pmul	v5.8b, v24.8b, v15.8b
	pmul	v12.8b, v18.8b, v27.8b
	prfm	pldl3keep, #227916
	prfm	pldl1strm, #712600
	prfm	plil3strm, #0
	prfm	plil2keep, #-851712
	prfm	plil3keep, [sp, w29, sxtw #3]
	prfm	pstl2strm, [x17, w7, sxtw #3]
	prfm	plil1strm, [x14, w19, sxtw #3]
	prfm	pstl1keep, [x22, w7, sxtw #3]
	prfm	#15, [x26, x28, sxtx]
	prfm	pstl2keep, [x15, x11]
	prfm	pldl3strm, [x8, x3, sxtx #3]
	prfm	pldl1keep, [x23, x8, lsl #3]
	prfm	pldl3strm, [x12, #18704]
	prfm	#22, [x10]
	prfm	pldl2strm, [x10, #26376]
	prfm	plil3keep, [x18]
	prfum	plil2keep, [x10, #-69]
	prfum	pstl2strm, [x17, #-124]
	prfum	pldl2strm, [x18, #224]
	prfum	pldl1keep, [x27, #127]
	raddhn	v3.2s, v10.2d, v10.2d
	raddhn	v30.2s, v21.2d, v28.2d
	raddhn	v29.2s, v20.2d, v10.2d
	raddhn	v12.2s, v27.2d, v23.2d
	raddhn2	v8.4s, v17.2d, v10.2d
	raddhn2	v23.4s, v12.2d, v23.2d
	raddhn2	v7.4s, v9.2d, v7.2d
	raddhn2	v21.4s, v28.2d, v4.2d
	raddhn	v31.4h, v27.4s, v30.4s
	raddhn	v9.4h, v14.4s, v4.4s
	raddhn	v15.4h, v10.4s, v1.4s
	raddhn	v21.4h, v30.4s, v21.4s
	raddhn2	v20.8h, v18.4s, v1.4s
	raddhn2	v11.8h, v12.4s, v10.4s
	raddhn2	v3.8h, v0.4s, v5.4s
	raddhn2	v5.8h, v19.4s, v21.4s
	raddhn	v30.8b, v10.8h, v0.8h
	raddhn	v20.8b, v7.8h, v5.8h
	raddhn	v0.8b, v15.8h, v14.8h
	raddhn	v27.8b, v15.8h, v12.8h
	raddhn2	v4.16b, v26.8h, v4.8h
	raddhn2	v4.16b, v3.8h, v19.8h
	raddhn2	v14.16b, v17.8h, v4.8h
	raddhn2	v27.16b, v14.8h, v28.8h
	rbit	w11, w0
	rbit	w21, w26
	rbit	w21, w2
	rbit	w3, w18
	rbit	x15, x27
	rbit	x10, x25
	rbit	x22, x19
	rbit	x27, x0
	rbit	v9.16b, v20.16b
	rbit	v16.16b, v9.16b
	rbit	v0.16b, v23.16b
	rbit	v21.16b, v16.16b
	rbit	v12.8b, v24.8b
	rbit	v16.8b, v1.8b
	rbit	v8.8b, v22.8b
	rbit	v10.8b, v4.8b
	ret	x2
	ret	x4
	ret
	ret	x7
	rev16	w21, w1
	rev16	w27, w12
	rev16	w27, w11
	rev16	w29, w23
	rev16	x20, x29
	rev16	x30, x5
	rev16	x14, x10
	rev16	x24, x22
	rev16	v21.16b, v26.16b
	rev16	v19.16b, v29.16b
	rev16	v2.16b, v23.16b
	rev16	v5.16b, v26.16b
	rev16	v7.8b, v9.8b
	rev16	v6.8b, v27.8b
	rev16	v26.8b, v10.8b
	rev16	v2.8b, v31.8b
	rev32	x9, x2
	rev32	x13, x24
	rev32	x29, x11
	rev32	x7, x17
	rev32	v27.16b, v16.16b
	rev32	v24.16b, v7.16b
	rev32	v30.16b, v31.16b
	rev32	v15.16b, v30.16b
	rev32	v28.4h, v13.4h
	rev32	v22.4h, v14.4h
	rev32	v7.4h, v16.4h
	rev32	v21.4h, v25.4h
	rev32	v3.8b, v14.8b
	rev32	v31.8b, v30.8b
	rev32	v26.8b, v21.8b
	rev32	v12.8b, v16.8b
	rev32	v22.8h, v0.8h
	rev32	v6.8h, v21.8h
	rev32	v12.8h, v28.8h
	rev32	v19.8h, v18.8h
	rev64	v11.16b, v8.16b
	rev64	v5.16b, v16.16b
	rev64	v25.16b, v24.16b
	rev64	v26.16b, v14.16b
	rev64	v31.2s, v14.2s
	rev64	v8.2s, v4.2s
	rev64	v12.2s, v17.2s
	rev64	v11.2s, v7.2s
	rev64	v26.4h, v24.4h
	rev64	v28.4h, v17.4h
	rev64	v6.4h, v8.4h
	rev64	v6.4h, v21.4h
	rev64	v24.4s, v20.4s
	rev64	v10.4s, v3.4s
	rev64	v11.4s, v15.4s
	rev64	v16.4s, v11.4s
	rev64	v24.8b, v10.8b
	rev64	v14.8b, v17.8b
	rev64	v31.8b, v23.8b
	rev64	v31.8b, v15.8b
	rev64	v8.8h, v12.8h
	rev64	v20.8h, v1.8h
	rev64	v23.8h, v3.8h
	rev64	v2.8h, v18.8h
	rev	wzr, w18
	rev	w15, w15
	rev	w20, w16
	rev	w6, w15
	rev	x26, x0
	rev	x7, x10
	rev	xzr, x2
	rev	x2, x22
	ror	w7, w29, w11
	ror	w5, w27, w17
	ror	wzr, w17, wzr
	ror	w22, w28, w15
	ror	x15, x21, x0
	ror	x23, x8, x19
	ror	x21, x17, x22
	ror	x29, x17, x24
	rprfm	pldstrm, x9, [x29]
	rprfm	pstkeep, x0, [x7]
	rprfm	pstkeep, x12, [x29]
	rprfm	pldkeep, x22, [x11]
	rshrn	v19.2s, v4.2d, #1
	rshrn	v6.2s, v2.2d, #14
	rshrn	v20.2s, v14.2d, #16
	rshrn	v11.2s, v6.2d, #3
	rshrn2	v22.4s, v20.2d, #30
	rshrn2	v21.4s, v24.2d, #25
	rshrn2	v0.4s, v26.2d, #10
	rshrn2	v0.4s, v6.2d, #6
	rshrn	v3.4h, v12.4s, #11
	rshrn	v1.4h, v23.4s, #16
	rshrn	v6.4h, v25.4s, #3
	rshrn	v5.4h, v15.4s, #6
	rshrn2	v1.8h, v12.4s, #8
	rshrn2	v25.8h, v23.4s, #16
	rshrn2	v29.8h, v29.4s, #1
	rshrn2	v9.8h, v28.4s, #5
	rshrn	v24.8b, v14.8h, #1
	rshrn	v2.8b, v26.8h, #8
	rshrn	v17.8b, v22.8h, #4
	rshrn	v5.8b, v16.8h, #6
	rshrn2	v4.16b, v8.8h, #2
	rshrn2	v7.16b, v27.8h, #6
	rshrn2	v8.16b, v4.8h, #2
	rshrn2	v5.16b, v18.8h, #2
	rsubhn	v21.2s, v15.2d, v9.2d
	rsubhn	v20.2s, v14.2d, v1.2d
	rsubhn	v2.2s, v26.2d, v17.2d
	rsubhn	v25.2s, v29.2d, v26.2d
	rsubhn2	v23.4s, v24.2d, v20.2d
	rsubhn2	v16.4s, v25.2d, v4.2d
	rsubhn2	v2.4s, v27.2d, v17.2d
	rsubhn2	v10.4s, v10.2d, v5.2d
	rsubhn	v13.4h, v0.4s, v20.4s
	rsubhn	v9.4h, v18.4s, v30.4s
	rsubhn	v17.4h, v27.4s, v21.4s
	rsubhn	v6.4h, v12.4s, v22.4s
	rsubhn2	v29.8h, v9.4s, v20.4s
	rsubhn2	v1.8h, v4.4s, v12.4s
	rsubhn2	v15.8h, v20.4s, v28.4s
	rsubhn2	v16.8h, v5.4s, v11.4s
	rsubhn	v28.8b, v24.8h, v21.8h
	rsubhn	v3.8b, v8.8h, v11.8h
	rsubhn	v21.8b, v19.8h, v3.8h
	rsubhn	v10.8b, v0.8h, v6.8h
	rsubhn2	v8.16b, v20.8h, v16.8h
	rsubhn2	v3.16b, v21.8h, v5.8h
	rsubhn2	v3.16b, v13.8h, v10.8h
	rsubhn2	v18.16b, v8.8h, v24.8h
	sabal	v8.2d, v12.2s, v26.2s
	sabal	v22.2d, v31.2s, v7.2s
	sabal	v5.2d, v12.2s, v16.2s
	sabal	v11.2d, v10.2s, v4.2s
	sabal2	v30.2d, v20.4s, v16.4s
	sabal2	v30.2d, v9.4s, v23.4s
	sabal2	v4.2d, v8.4s, v15.4s
	sabal2	v21.2d, v17.4s, v12.4s
	sabal	v30.4s, v18.4h, v23.4h
	sabal	v14.4s, v28.4h, v10.4h
	sabal	v27.4s, v1.4h, v3.4h
	sabal	v22.4s, v5.4h, v27.4h
	sabal2	v11.4s, v24.8h, v17.8h
	sabal2	v15.4s, v22.8h, v21.8h
	sabal2	v4.4s, v22.8h, v6.8h
	sabal2	v25.4s, v21.8h, v6.8h
	sabal	v4.8h, v2.8b, v9.8b
	sabal	v17.8h, v10.8b, v19.8b
	sabal	v16.8h, v14.8b, v2.8b
	sabal	v6.8h, v14.8b, v2.8b
	sabal2	v23.8h, v17.16b, v5.16b
	sabal2	v19.8h, v30.16b, v4.16b
	sabal2	v29.8h, v8.16b, v10.16b
	sabal2	v29.8h, v0.16b, v23.16b
	saba	v21.16b, v9.16b, v7.16b
	saba	v14.16b, v30.16b, v10.16b
	saba	v14.16b, v25.16b, v13.16b
	saba	v13.16b, v14.16b, v17.16b
	saba	v2.2s, v5.2s, v16.2s
	saba	v10.2s, v0.2s, v30.2s
	saba	v12.2s, v30.2s, v15.2s
	saba	v9.2s, v8.2s, v2.2s
	saba	v17.4h, v15.4h, v30.4h
	saba	v10.4h, v24.4h, v5.4h
	saba	v8.4h, v30.4h, v14.4h
	saba	v7.4h, v21.4h, v6.4h
	saba	v19.4s, v8.4s, v9.4s
	saba	v6.4s, v6.4s, v30.4s
	saba	v18.4s, v12.4s, v8.4s
	saba	v28.4s, v20.4s, v4.4s
	saba	v3.8b, v28.8b, v29.8b
	saba	v26.8b, v29.8b, v0.8b
	saba	v17.8b, v22.8b, v30.8b
	saba	v27.8b, v10.8b, v21.8b
	saba	v18.8h, v12.8h, v13.8h
	saba	v13.8h, v19.8h, v4.8h
	saba	v10.8h, v2.8h, v4.8h
	saba	v22.8h, v17.8h, v27.8h
	sabdl	v8.2d, v1.2s, v30.2s
	sabdl	v5.2d, v18.2s, v31.2s
	sabdl	v31.2d, v11.2s, v9.2s
	sabdl	v28.2d, v18.2s, v30.2s
	sabdl2	v22.2d, v29.4s, v17.4s
	sabdl2	v8.2d, v20.4s, v23.4s
	sabdl2	v12.2d, v19.4s, v10.4s
	sabdl2	v26.2d, v24.4s, v11.4s
	sabdl	v17.4s, v13.4h, v20.4h
	sabdl	v27.4s, v20.4h, v30.4h
	sabdl	v22.4s, v15.4h, v6.4h
	sabdl	v14.4s, v29.4h, v5.4h
	sabdl2	v5.4s, v19.8h, v13.8h
	sabdl2	v10.4s, v1.8h, v15.8h
	sabdl2	v11.4s, v6.8h, v13.8h
	sabdl2	v11.4s, v19.8h, v24.8h
	sabdl	v15.8h, v6.8b, v3.8b
	sabdl	v4.8h, v20.8b, v21.8b
	sabdl	v2.8h, v24.8b, v30.8b
	sabdl	v21.8h, v18.8b, v28.8b
	sabdl2	v20.8h, v3.16b, v13.16b
	sabdl2	v30.8h, v28.16b, v12.16b
	sabdl2	v3.8h, v18.16b, v1.16b
	sabdl2	v6.8h, v8.16b, v1.16b
	sabd	v27.16b, v25.16b, v12.16b
	sabd	v22.16b, v14.16b, v28.16b
	sabd	v18.16b, v9.16b, v1.16b
	sabd	v23.16b, v8.16b, v6.16b
	sabd	v13.2s, v10.2s, v3.2s
	sabd	v25.2s, v24.2s, v9.2s
	sabd	v10.2s, v18.2s, v22.2s
	sabd	v2.2s, v15.2s, v15.2s
	sabd	v18.4h, v30.4h, v21.4h
	sabd	v9.4h, v30.4h, v16.4h
	sabd	v17.4h, v8.4h, v19.4h
	sabd	v2.4h, v23.4h, v2.4h
	sabd	v20.4s, v21.4s, v19.4s
	sabd	v21.4s, v30.4s, v14.4s
	sabd	v28.4s, v12.4s, v13.4s
	sabd	v13.4s, v31.4s, v28.4s
	sabd	v6.8b, v17.8b, v1.8b
	sabd	v0.8b, v22.8b, v29.8b
	sabd	v16.8b, v17.8b, v27.8b
	sabd	v28.8b, v25.8b, v21.8b
	sabd	v17.8h, v20.8h, v29.8h
	sabd	v30.8h, v26.8h, v22.8h
	sabd	v2.8h, v21.8h, v24.8h
	sabd	v7.8h, v14.8h, v11.8h
	sadalp	v16.1d, v21.2s
	sadalp	v29.1d, v17.2s
	sadalp	v30.1d, v4.2s
	sadalp	v8.1d, v16.2s
	sadalp	v3.2d, v24.4s
	sadalp	v20.2d, v16.4s
	sadalp	v14.2d, v31.4s
	sadalp	v24.2d, v3.4s
	sadalp	v14.2s, v22.4h
	sadalp	v30.2s, v12.4h
	sadalp	v13.2s, v25.4h
	sadalp	v19.2s, v13.4h
	sadalp	v20.4h, v4.8b
	sadalp	v6.4h, v1.8b
	sadalp	v10.4h, v9.8b
	sadalp	v20.4h, v14.8b
	sadalp	v29.4s, v0.8h
	sadalp	v1.4s, v4.8h
	sadalp	v27.4s, v14.8h
	sadalp	v5.4s, v24.8h
	sadalp	v15.8h, v0.16b
	sadalp	v21.8h, v5.16b
	sadalp	v18.8h, v29.16b
	sadalp	v6.8h, v6.16b
	saddlp	v31.1d, v13.2s
	saddlp	v31.1d, v13.2s
	saddlp	v6.1d, v11.2s
	saddlp	v17.1d, v30.2s
	saddlp	v20.2d, v8.4s
	saddlp	v4.2d, v4.4s
	saddlp	v22.2d, v12.4s
	saddlp	v30.2d, v16.4s
	saddlp	v18.2s, v13.4h
	saddlp	v10.2s, v22.4h
	saddlp	v7.2s, v1.4h
	saddlp	v10.2s, v2.4h
	saddlp	v5.4h, v27.8b
	saddlp	v14.4h, v12.8b
	saddlp	v2.4h, v2.8b
	saddlp	v3.4h, v7.8b
	saddlp	v18.4s, v21.8h
	saddlp	v30.4s, v5.8h
	saddlp	v9.4s, v20.8h
	saddlp	v12.4s, v26.8h
	saddlp	v0.8h, v23.16b
	saddlp	v14.8h, v3.16b
	saddlp	v5.8h, v2.16b
	saddlp	v29.8h, v3.16b
	saddlv	h29, v16.16b
	saddlv	h16, v25.16b
	saddlv	h26, v1.16b
	saddlv	h11, v15.16b
	saddlv	s3, v20.4h
	saddlv	s29, v2.4h
	saddlv	s14, v30.4h
	saddlv	s8, v13.4h
	saddlv	d0, v10.4s
	saddlv	d10, v18.4s
	saddlv	d1, v16.4s
	saddlv	d25, v30.4s
	saddlv	h28, v28.8b
	saddlv	h26, v16.8b
	saddlv	h25, v23.8b
	saddlv	h27, v30.8b
	saddlv	s16, v10.8h
	saddlv	s11, v13.8h
	saddlv	s17, v18.8h
	saddlv	s20, v11.8h
	saddl	v19.2d, v31.2s, v21.2s
	saddl	v16.2d, v3.2s, v12.2s
	saddl	v0.2d, v2.2s, v29.2s
	saddl	v27.2d, v19.2s, v29.2s
	saddl2	v15.2d, v12.4s, v0.4s
	saddl2	v0.2d, v5.4s, v7.4s
	saddl2	v21.2d, v13.4s, v27.4s
	saddl2	v6.2d, v18.4s, v11.4s
	saddl	v14.4s, v24.4h, v19.4h
	saddl	v18.4s, v16.4h, v1.4h
	saddl	v19.4s, v7.4h, v19.4h
	saddl	v25.4s, v26.4h, v12.4h
	saddl2	v16.4s, v20.8h, v7.8h
	saddl2	v31.4s, v15.8h, v20.8h
	saddl2	v24.4s, v25.8h, v1.8h
	saddl2	v4.4s, v23.8h, v31.8h
	saddl	v14.8h, v13.8b, v30.8b
	saddl	v13.8h, v26.8b, v27.8b
	saddl	v24.8h, v15.8b, v2.8b
	saddl	v18.8h, v11.8b, v7.8b
	saddl2	v20.8h, v17.16b, v5.16b
	saddl2	v9.8h, v30.16b, v24.16b
	saddl2	v20.8h, v15.16b, v24.16b
	saddl2	v2.8h, v19.16b, v31.16b
	saddw	v13.2d, v9.2d, v22.2s
	saddw	v12.2d, v29.2d, v30.2s
	saddw	v10.2d, v15.2d, v28.2s
	saddw	v6.2d, v3.2d, v10.2s
	saddw2	v4.2d, v6.2d, v0.4s
	saddw2	v3.2d, v1.2d, v31.4s
	saddw2	v11.2d, v10.2d, v29.4s
	saddw2	v18.2d, v18.2d, v14.4s
	saddw	v31.4s, v1.4s, v5.4h
	saddw	v12.4s, v31.4s, v4.4h
	saddw	v17.4s, v15.4s, v4.4h
	saddw	v22.4s, v26.4s, v10.4h
	saddw2	v3.4s, v9.4s, v17.8h
	saddw2	v22.4s, v21.4s, v13.8h
	saddw2	v14.4s, v26.4s, v15.8h
	saddw2	v10.4s, v3.4s, v28.8h
	saddw	v23.8h, v4.8h, v5.8b
	saddw	v29.8h, v1.8h, v15.8b
	saddw	v24.8h, v13.8h, v21.8b
	saddw	v0.8h, v24.8h, v3.8b
	saddw2	v13.8h, v9.8h, v9.16b
	saddw2	v18.8h, v5.8h, v16.16b
	saddw2	v5.8h, v25.8h, v15.16b
	saddw2	v24.8h, v22.8h, v24.16b
	sbcs	w10, w23, w21
	sbcs	w11, w24, w8
	sbcs	w6, w27, w16
	sbcs	w22, w20, w18
	sbcs	x20, x1, x19
	ngcs	x21, x0
	sbcs	x3, x4, x25
	sbcs	x3, x28, x23
	sbc	w20, w9, w27
	sbc	w22, w29, w11
	sbc	w5, w2, w11
	sbc	w2, w19, w28
	sbc	x25, x0, xzr
	ngc	x14, x25
	ngc	x28, x20
	sbc	x1, x14, x3
	sbfiz	w22, w25, #23, #1
	sbfx	w17, w15, #1, #14
	sbfx	w19, w5, #1, #7
	sbfiz	w25, w1, #4, #5
	sbfx	x2, x25, #0, #36
	sbfx	x3, x0, #47, #11
	sbfiz	x24, x18, #12, #20
	sbfx	x23, x19, #31, #24
	scvtf	d7, w20
	scvtf	d23, w3
	scvtf	d17, w24
	scvtf	d29, w2
	scvtf	d14, w16, #32
	scvtf	d12, w13, #1
	scvtf	d20, w8, #30
	scvtf	d22, w5, #11
	scvtf	s31, w9
	scvtf	s31, w8
	scvtf	s14, w13
	scvtf	s29, w2
	scvtf	s4, w16, #18
	scvtf	s6, w14, #1
	scvtf	s26, w19, #24
	scvtf	s6, w28, #1
	scvtf	d14, x29
	scvtf	d20, x28
	scvtf	d10, x27
	scvtf	d1, xzr
	scvtf	d27, x10, #1
	scvtf	d15, x0, #42
	scvtf	d3, xzr, #53
	scvtf	d5, x19, #1
	scvtf	s4, x3
	scvtf	s2, x9
	scvtf	s9, x26
	scvtf	s16, x23
	scvtf	s28, x21, #64
	scvtf	s25, x6, #50
	scvtf	s12, x11, #30
	scvtf	s9, x30, #1
	scvtf	d22, d9, #57
	scvtf	d25, d0, #50
	scvtf	d28, d4, #47
	scvtf	d31, d10, #18
	scvtf	s26, s11, #22
	scvtf	s19, s18, #32
	scvtf	s18, s24, #15
	scvtf	s1, s11, #30
	scvtf	v2.2d, v11.2d, #11
	scvtf	v16.2d, v2.2d, #21
	scvtf	v4.2d, v16.2d, #13
	scvtf	v0.2d, v16.2d, #29
	scvtf	v22.2s, v16.2s, #31
	scvtf	v15.2s, v13.2s, #23
	scvtf	v0.2s, v7.2s, #1
	scvtf	v11.2s, v3.2s, #20
	scvtf	v23.4s, v19.4s, #19
	scvtf	v29.4s, v2.4s, #1
	scvtf	v5.4s, v15.4s, #1
	scvtf	v11.4s, v18.4s, #1
	scvtf	d28, d7
	scvtf	d2, d29
	scvtf	d3, d11
	scvtf	d8, d8
	scvtf	s25, s6
	scvtf	s20, s30
	scvtf	s22, s24
	scvtf	s4, s7
	scvtf	v31.2d, v10.2d
	scvtf	v27.2d, v27.2d
	scvtf	v7.2d, v29.2d
	scvtf	v14.2d, v22.2d
	scvtf	v5.2s, v6.2s
	scvtf	v12.2s, v9.2s
	scvtf	v27.2s, v25.2s
	scvtf	v6.2s, v25.2s
	scvtf	v0.4s, v22.4s
	scvtf	v8.4s, v18.4s
	scvtf	v6.4s, v28.4s
	scvtf	v9.4s, v9.4s
	sdiv	w30, w13, w30
	sdiv	w10, w20, w20
	sdiv	w18, w19, wzr
	sdiv	w26, w18, w4
	sdiv	x4, x6, x12
	sdiv	x30, x12, x2
	sdiv	x18, x1, x24
	sdiv	x24, x2, x28
	shadd	v13.16b, v19.16b, v9.16b
	shadd	v12.16b, v29.16b, v1.16b
	shadd	v5.16b, v26.16b, v14.16b
	shadd	v5.16b, v5.16b, v14.16b
	shadd	v17.2s, v20.2s, v22.2s
	shadd	v1.2s, v4.2s, v23.2s
	shadd	v26.2s, v12.2s, v6.2s
	shadd	v15.2s, v8.2s, v4.2s
	shadd	v25.4h, v19.4h, v1.4h
	shadd	v5.4h, v7.4h, v9.4h
	shadd	v22.4h, v30.4h, v9.4h
	shadd	v8.4h, v1.4h, v28.4h
	shadd	v11.4s, v29.4s, v25.4s
	shadd	v24.4s, v25.4s, v5.4s
	shadd	v22.4s, v7.4s, v6.4s
	shadd	v2.4s, v31.4s, v5.4s
	shadd	v4.8b, v19.8b, v30.8b
	shadd	v7.8b, v28.8b, v31.8b
	shadd	v25.8b, v5.8b, v29.8b
	shadd	v0.8b, v8.8b, v5.8b
	shadd	v21.8h, v7.8h, v28.8h
	shadd	v21.8h, v7.8h, v9.8h
	shadd	v7.8h, v0.8h, v18.8h
	shadd	v5.8h, v8.8h, v10.8h
	shll	v4.2d, v10.2s, #32
	shll	v25.2d, v21.2s, #32
	shll	v13.2d, v5.2s, #32
	shll	v5.2d, v1.2s, #32
	shll2	v31.2d, v13.4s, #32
	shll2	v27.2d, v13.4s, #32
	shll2	v3.2d, v6.4s, #32
	shll2	v1.2d, v27.4s, #32
	shll	v19.4s, v18.4h, #16
	shll	v14.4s, v29.4h, #16
	shll	v15.4s, v4.4h, #16
	shll	v15.4s, v24.4h, #16
	shll2	v14.4s, v7.8h, #16
	shll2	v29.4s, v1.8h, #16
	shll2	v31.4s, v24.8h, #16
	shll2	v19.4s, v2.8h, #16
	shll	v4.8h, v30.8b, #8
	shll	v31.8h, v30.8b, #8
	shll	v15.8h, v7.8b, #8
	shll	v27.8h, v31.8b, #8
	shll2	v27.8h, v6.16b, #8
	shll2	v6.8h, v22.16b, #8
	shll2	v15.8h, v16.16b, #8
	shll2	v13.8h, v16.16b, #8
	shl	d5, d5, #48
	shl	d2, d7, #61
	shl	d28, d3, #19
	shl	d2, d16, #44
	shl	v21.16b, v28.16b, #6
	shl	v19.16b, v18.16b, #7
	shl	v16.16b, v18.16b, #7
	shl	v11.16b, v25.16b, #5
	shl	v18.2d, v7.2d, #33
	shl	v20.2d, v22.2d, #0
	shl	v22.2d, v19.2d, #27
	shl	v3.2d, v20.2d, #27
	shl	v0.2s, v3.2s, #13
	shl	v6.2s, v1.2s, #23
	shl	v18.2s, v6.2s, #30
	shl	v24.2s, v3.2s, #3
	shl	v10.4h, v2.4h, #0
	shl	v31.4h, v13.4h, #0
	shl	v11.4h, v27.4h, #14
	shl	v30.4h, v23.4h, #6
	shl	v12.4s, v28.4s, #15
	shl	v23.4s, v12.4s, #0
	shl	v12.4s, v24.4s, #6
	shl	v0.4s, v10.4s, #19
	shl	v12.8b, v5.8b, #0
	shl	v12.8b, v13.8b, #5
	shl	v11.8b, v26.8b, #1
	shl	v24.8b, v14.8b, #0
	shl	v17.8h, v3.8h, #1
	shl	v1.8h, v29.8h, #13
	shl	v20.8h, v14.8h, #5
	shl	v3.8h, v16.8h, #13
	shrn	v31.2s, v26.2d, #23
	shrn	v19.2s, v16.2d, #8
	shrn	v14.2s, v22.2d, #25
	shrn	v4.2s, v12.2d, #26
	shrn2	v28.4s, v4.2d, #1
	shrn2	v0.4s, v16.2d, #6
	shrn2	v25.4s, v29.2d, #11
	shrn2	v16.4s, v5.2d, #31
	shrn	v26.4h, v11.4s, #7
	shrn	v16.4h, v15.4s, #11
	shrn	v5.4h, v24.4s, #5
	shrn	v3.4h, v14.4s, #8
	shrn2	v30.8h, v6.4s, #8
	shrn2	v17.8h, v29.4s, #16
	shrn2	v6.8h, v24.4s, #1
	shrn2	v28.8h, v6.4s, #3
	shrn	v19.8b, v15.8h, #1
	shrn	v22.8b, v3.8h, #2
	shrn	v10.8b, v7.8h, #1
	shrn	v28.8b, v21.8h, #1
	shrn2	v12.16b, v18.8h, #7
	shrn2	v19.16b, v24.8h, #8
	shrn2	v20.16b, v8.8h, #8
	shrn2	v12.16b, v20.8h, #8
	shsub	v25.16b, v29.16b, v0.16b
	shsub	v17.16b, v3.16b, v18.16b
	shsub	v18.16b, v4.16b, v11.16b
	shsub	v1.16b, v15.16b, v0.16b
	shsub	v11.2s, v28.2s, v10.2s
	shsub	v22.2s, v15.2s, v2.2s
	shsub	v2.2s, v28.2s, v7.2s
	shsub	v18.2s, v29.2s, v14.2s
	shsub	v31.4h, v27.4h, v12.4h
	shsub	v0.4h, v5.4h, v18.4h
	shsub	v3.4h, v21.4h, v8.4h
	shsub	v24.4h, v23.4h, v10.4h
	shsub	v4.4s, v21.4s, v25.4s
	shsub	v7.4s, v23.4s, v4.4s
	shsub	v23.4s, v23.4s, v22.4s
	shsub	v6.4s, v19.4s, v21.4s
	shsub	v15.8b, v1.8b, v23.8b
	shsub	v15.8b, v25.8b, v9.8b
	shsub	v28.8b, v25.8b, v10.8b
	shsub	v26.8b, v12.8b, v21.8b
	shsub	v27.8h, v29.8h, v2.8h
	shsub	v8.8h, v0.8h, v5.8h
	shsub	v3.8h, v19.8h, v29.8h
	shsub	v4.8h, v21.8h, v24.8h
	sli	d15, d16, #20
	sli	d7, d27, #63
	sli	d20, d7, #41
	sli	d0, d9, #6
	sli	v0.16b, v28.16b, #0
	sli	v16.16b, v5.16b, #4
	sli	v1.16b, v29.16b, #7
	sli	v21.16b, v0.16b, #0
	sli	v0.2d, v27.2d, #62
	sli	v3.2d, v29.2d, #38
	sli	v12.2d, v25.2d, #25
	sli	v21.2d, v14.2d, #46
	sli	v14.2s, v2.2s, #0
	sli	v28.2s, v20.2s, #0
	sli	v27.2s, v2.2s, #0
	sli	v30.2s, v29.2s, #23
	sli	v11.4h, v31.4h, #2
	sli	v14.4h, v16.4h, #0
	sli	v30.4h, v14.4h, #6
	sli	v8.4h, v18.4h, #9
	sli	v7.4s, v4.4s, #5
	sli	v25.4s, v6.4s, #31
	sli	v27.4s, v21.4s, #25
	sli	v4.4s, v11.4s, #13
	sli	v4.8b, v6.8b, #2
	sli	v23.8b, v19.8b, #7
	sli	v9.8b, v23.8b, #1
	sli	v30.8b, v5.8b, #1
	sli	v17.8h, v29.8h, #6
	sli	v11.8h, v8.8h, #15
	sli	v4.8h, v28.8h, #10
	sli	v28.8h, v5.8h, #12
	smull	x9, w27, w24
	smull	x1, w25, w18
	smaddl	x4, w15, w4, x4
	smull	x15, w20, w19
	smaxp	v17.16b, v2.16b, v31.16b
	smaxp	v19.16b, v15.16b, v21.16b
	smaxp	v24.16b, v19.16b, v12.16b
	smaxp	v8.16b, v0.16b, v15.16b
	smaxp	v0.2s, v7.2s, v10.2s
	smaxp	v8.2s, v15.2s, v17.2s
	smaxp	v23.2s, v14.2s, v31.2s
	smaxp	v8.2s, v15.2s, v27.2s
	smaxp	v19.4h, v5.4h, v27.4h
	smaxp	v15.4h, v29.4h, v7.4h
	smaxp	v13.4h, v11.4h, v28.4h
	smaxp	v5.4h, v18.4h, v6.4h
	smaxp	v0.4s, v9.4s, v12.4s
	smaxp	v5.4s, v17.4s, v21.4s
	smaxp	v28.4s, v9.4s, v13.4s
	smaxp	v18.4s, v20.4s, v2.4s
	smaxp	v3.8b, v7.8b, v18.8b
	smaxp	v15.8b, v21.8b, v8.8b
	smaxp	v17.8b, v9.8b, v26.8b
	smaxp	v24.8b, v31.8b, v19.8b
	smaxp	v2.8h, v14.8h, v29.8h
	smaxp	v24.8h, v8.8h, v27.8h
	smaxp	v9.8h, v23.8h, v1.8h
	smaxp	v23.8h, v17.8h, v22.8h
	smaxv	b14, v5.16b
	smaxv	b23, v10.16b
	smaxv	b20, v13.16b
	smaxv	b7, v16.16b
	smaxv	h31, v14.4h
	smaxv	h21, v18.4h
	smaxv	h4, v28.4h
	smaxv	h12, v10.4h
	smaxv	s15, v0.4s
	smaxv	s3, v13.4s
	smaxv	s31, v17.4s
	smaxv	s12, v14.4s
	smaxv	b24, v18.8b
	smaxv	b28, v17.8b
	smaxv	b17, v9.8b
	smaxv	b0, v30.8b
	smaxv	h22, v30.8h
	smaxv	h4, v2.8h
	smaxv	h27, v12.8h
	smaxv	h25, v29.8h
	smax	v23.16b, v21.16b, v24.16b
	smax	v27.16b, v13.16b, v12.16b
	smax	v29.16b, v0.16b, v27.16b
	smax	v26.16b, v8.16b, v11.16b
	smax	v17.2s, v24.2s, v2.2s
	smax	v24.2s, v22.2s, v26.2s
	smax	v18.2s, v8.2s, v25.2s
	smax	v7.2s, v26.2s, v16.2s
	smax	v14.4h, v15.4h, v24.4h
	smax	v0.4h, v16.4h, v4.4h
	smax	v31.4h, v24.4h, v26.4h
	smax	v31.4h, v15.4h, v4.4h
	smax	v28.4s, v1.4s, v15.4s
	smax	v22.4s, v14.4s, v2.4s
	smax	v29.4s, v3.4s, v9.4s
	smax	v11.4s, v28.4s, v31.4s
	smax	v2.8b, v7.8b, v7.8b
	smax	v23.8b, v17.8b, v16.8b
	smax	v1.8b, v20.8b, v11.8b
	smax	v8.8b, v31.8b, v31.8b
	smax	v25.8h, v28.8h, v24.8h
	smax	v29.8h, v25.8h, v24.8h
	smax	v21.8h, v19.8h, v10.8h
	smax	v3.8h, v8.8h, v1.8h
	smc	#0x97a5
	smc	#0x8d6d
	smc	#0
	smc	#0xd9e
	sminp	v15.16b, v5.16b, v1.16b
	sminp	v24.16b, v10.16b, v2.16b
	sminp	v2.16b, v8.16b, v9.16b
	sminp	v14.16b, v25.16b, v20.16b
	sminp	v4.2s, v15.2s, v11.2s
	sminp	v1.2s, v21.2s, v7.2s
	sminp	v10.2s, v19.2s, v17.2s
	sminp	v13.2s, v31.2s, v2.2s
	sminp	v1.4h, v8.4h, v14.4h
	sminp	v9.4h, v18.4h, v12.4h
	sminp	v9.4h, v30.4h, v21.4h
	sminp	v21.4h, v2.4h, v15.4h
	sminp	v29.4s, v16.4s, v0.4s
	sminp	v10.4s, v18.4s, v28.4s
	sminp	v8.4s, v22.4s, v27.4s
	sminp	v21.4s, v15.4s, v8.4s
	sminp	v29.8b, v16.8b, v22.8b
	sminp	v8.8b, v13.8b, v16.8b
	sminp	v18.8b, v1.8b, v24.8b
	sminp	v13.8b, v0.8b, v3.8b
	sminp	v15.8h, v3.8h, v21.8h
	sminp	v1.8h, v22.8h, v0.8h
	sminp	v6.8h, v31.8h, v23.8h
	sminp	v25.8h, v17.8h, v6.8h
	sminv	b9, v26.16b
	sminv	b6, v5.16b
	sminv	b0, v2.16b
	sminv	b7, v24.16b
	sminv	h7, v27.4h
	sminv	h18, v4.4h
	sminv	h15, v0.4h
	sminv	h5, v26.4h
	sminv	s10, v10.4s
	sminv	s10, v29.4s
	sminv	s24, v26.4s
	sminv	s8, v30.4s
	sminv	b26, v7.8b
	sminv	b18, v26.8b
	sminv	b0, v25.8b
	sminv	b28, v30.8b
	sminv	h3, v16.8h
	sminv	h3, v5.8h
	sminv	h7, v24.8h
	sminv	h12, v20.8h
	smin	v0.16b, v14.16b, v4.16b
	smin	v7.16b, v13.16b, v14.16b
	smin	v18.16b, v23.16b, v14.16b
	smin	v2.16b, v5.16b, v6.16b
	smin	v22.2s, v13.2s, v15.2s
	smin	v30.2s, v17.2s, v22.2s
	smin	v15.2s, v26.2s, v27.2s
	smin	v18.2s, v20.2s, v25.2s
	smin	v31.4h, v30.4h, v21.4h
	smin	v30.4h, v17.4h, v23.4h
	smin	v5.4h, v11.4h, v27.4h
	smin	v19.4h, v23.4h, v26.4h
	smin	v4.4s, v7.4s, v15.4s
	smin	v31.4s, v7.4s, v10.4s
	smin	v9.4s, v0.4s, v22.4s
	smin	v27.4s, v27.4s, v29.4s
	smin	v1.8b, v27.8b, v14.8b
	smin	v6.8b, v2.8b, v8.8b
	smin	v4.8b, v14.8b, v15.8b
	smin	v11.8b, v14.8b, v4.8b
	smin	v15.8h, v22.8h, v20.8h
	smin	v1.8h, v31.8h, v30.8h
	smin	v25.8h, v20.8h, v10.8h
	smin	v31.8h, v1.8h, v18.8h
	smlal	v24.2d, v20.2s, v15.s[2]
	smlal	v26.2d, v3.2s, v23.s[1]
	smlal	v28.2d, v7.2s, v11.s[0]
	smlal	v14.2d, v17.2s, v5.s[0]
	smlal2	v6.2d, v31.4s, v15.s[2]
	smlal2	v19.2d, v17.4s, v15.s[1]
	smlal2	v30.2d, v26.4s, v22.s[1]
	smlal2	v3.2d, v10.4s, v21.s[0]
	smlal	v26.4s, v3.4h, v6.h[6]
	smlal	v14.4s, v29.4h, v11.h[5]
	smlal	v18.4s, v26.4h, v11.h[7]
	smlal	v29.4s, v17.4h, v7.h[7]
	smlal2	v13.4s, v25.8h, v0.h[0]
	smlal2	v18.4s, v1.8h, v0.h[5]
	smlal2	v8.4s, v9.8h, v0.h[5]
	smlal2	v2.4s, v28.8h, v11.h[6]
	smlal	v20.2d, v4.2s, v2.2s
	smlal	v1.2d, v2.2s, v5.2s
	smlal	v13.2d, v7.2s, v15.2s
	smlal	v4.2d, v0.2s, v20.2s
	smlal2	v1.2d, v31.4s, v0.4s
	smlal2	v14.2d, v2.4s, v7.4s
	smlal2	v4.2d, v29.4s, v22.4s
	smlal2	v26.2d, v3.4s, v22.4s
	smlal	v10.4s, v19.4h, v17.4h
	smlal	v25.4s, v23.4h, v12.4h
	smlal	v5.4s, v23.4h, v7.4h
	smlal	v29.4s, v9.4h, v31.4h
	smlal2	v13.4s, v13.8h, v7.8h
	smlal2	v30.4s, v28.8h, v8.8h
	smlal2	v23.4s, v0.8h, v0.8h
	smlal2	v3.4s, v14.8h, v17.8h
	smlal	v20.8h, v11.8b, v25.8b
	smlal	v8.8h, v8.8b, v28.8b
	smlal	v5.8h, v20.8b, v6.8b
	smlal	v20.8h, v27.8b, v5.8b
	smlal2	v8.8h, v2.16b, v22.16b
	smlal2	v31.8h, v17.16b, v24.16b
	smlal2	v12.8h, v21.16b, v20.16b
	smlal2	v26.8h, v10.16b, v9.16b
	smlsl	v24.2d, v22.2s, v22.s[0]
	smlsl	v15.2d, v9.2s, v2.s[0]
	smlsl	v4.2d, v5.2s, v29.s[0]
	smlsl	v26.2d, v24.2s, v15.s[1]
	smlsl2	v19.2d, v28.4s, v29.s[1]
	smlsl2	v28.2d, v14.4s, v9.s[0]
	smlsl2	v22.2d, v4.4s, v17.s[3]
	smlsl2	v17.2d, v17.4s, v5.s[1]
	smlsl	v30.4s, v25.4h, v2.h[0]
	smlsl	v27.4s, v14.4h, v10.h[0]
	smlsl	v29.4s, v4.4h, v3.h[5]
	smlsl	v16.4s, v24.4h, v14.h[0]
	smlsl2	v13.4s, v21.8h, v14.h[6]
	smlsl2	v14.4s, v7.8h, v7.h[2]
	smlsl2	v7.4s, v23.8h, v14.h[4]
	smlsl2	v16.4s, v3.8h, v8.h[5]
	smlsl	v16.2d, v28.2s, v8.2s
	smlsl	v3.2d, v22.2s, v27.2s
	smlsl	v31.2d, v0.2s, v7.2s
	smlsl	v31.2d, v2.2s, v8.2s
	smlsl2	v6.2d, v30.4s, v10.4s
	smlsl2	v16.2d, v8.4s, v27.4s
	smlsl2	v17.2d, v22.4s, v15.4s
	smlsl2	v16.2d, v27.4s, v14.4s
	smlsl	v22.4s, v13.4h, v17.4h
	smlsl	v30.4s, v22.4h, v20.4h
	smlsl	v31.4s, v7.4h, v18.4h
	smlsl	v29.4s, v12.4h, v29.4h
	smlsl2	v9.4s, v17.8h, v25.8h
	smlsl2	v22.4s, v1.8h, v19.8h
	smlsl2	v17.4s, v19.8h, v19.8h
	smlsl2	v27.4s, v31.8h, v8.8h
	smlsl	v17.8h, v15.8b, v17.8b
	smlsl	v24.8h, v10.8b, v12.8b
	smlsl	v14.8h, v2.8b, v17.8b
	smlsl	v0.8h, v15.8b, v20.8b
	smlsl2	v2.8h, v8.16b, v13.16b
	smlsl2	v26.8h, v23.16b, v25.16b
	smlsl2	v27.8h, v19.16b, v15.16b
	smlsl2	v29.8h, v4.16b, v19.16b
	smov	w14, v13.b[1]
	smov	w26, v3.b[14]
	smov	w2, v25.b[9]
	smov	w18, v17.b[0]
	smov	w3, v21.h[5]
	smov	w13, v10.h[3]
	smov	w25, v13.h[6]
	smov	w22, v30.h[7]
	smov	x26, v23.b[15]
	smov	x20, v28.b[14]
	smov	x5, v18.b[5]
	smov	x27, v2.b[4]
	smov	x13, v11.h[0]
	smov	x9, v11.h[1]
	smov	x21, v5.h[7]
	smov	x30, v24.h[7]
	smov	x21, v22.s[1]
	smov	x13, v21.s[3]
	smov	xzr, v29.s[0]
	smov	x5, v2.s[2]
	smnegl	x28, w3, w1
	smnegl	x19, w3, w14
	smsubl	x2, w12, w3, x17
	smsubl	xzr, w12, w3, x1
	smulh	x30, x30, x10
	smulh	xzr, x1, x29
	smulh	x4, x10, x29
	smulh	x6, x30, x22
	smull	v0.2d, v0.2s, v20.s[2]
	smull	v2.2d, v11.2s, v9.s[2]
	smull	v23.2d, v27.2s, v16.s[0]
	smull	v27.2d, v6.2s, v28.s[3]
	smull2	v2.2d, v0.4s, v28.s[2]
	smull2	v11.2d, v20.4s, v13.s[0]
	smull2	v26.2d, v26.4s, v21.s[1]
	smull2	v17.2d, v25.4s, v30.s[0]
	smull	v21.4s, v25.4h, v13.h[5]
	smull	v9.4s, v6.4h, v15.h[7]
	smull	v8.4s, v5.4h, v1.h[4]
	smull	v2.4s, v7.4h, v12.h[1]
	smull2	v6.4s, v18.8h, v3.h[2]
	smull2	v13.4s, v22.8h, v2.h[2]
	smull2	v14.4s, v12.8h, v3.h[3]
	smull2	v27.4s, v0.8h, v11.h[6]
	smull	v2.2d, v6.2s, v25.2s
	smull	v4.2d, v11.2s, v0.2s
	smull	v9.2d, v26.2s, v21.2s
	smull	v12.2d, v25.2s, v8.2s
	smull2	v12.2d, v31.4s, v5.4s
	smull2	v21.2d, v24.4s, v24.4s
	smull2	v9.2d, v10.4s, v20.4s
	smull2	v15.2d, v23.4s, v10.4s
	smull	v18.4s, v4.4h, v3.4h
	smull	v28.4s, v26.4h, v20.4h
	smull	v26.4s, v9.4h, v26.4h
	smull	v10.4s, v5.4h, v6.4h
	smull2	v7.4s, v29.8h, v30.8h
	smull2	v27.4s, v17.8h, v6.8h
	smull2	v23.4s, v30.8h, v20.8h
	smull2	v26.4s, v29.8h, v18.8h
	smull	v1.8h, v16.8b, v13.8b
	smull	v25.8h, v11.8b, v23.8b
	smull	v23.8h, v23.8b, v28.8b
	smull	v30.8h, v24.8b, v0.8b
	smull2	v29.8h, v10.16b, v29.16b
	smull2	v25.8h, v11.16b, v22.16b
	smull2	v1.8h, v27.16b, v0.16b
	smull2	v21.8h, v13.16b, v7.16b
	sqabs	b21, b5
	sqabs	b19, b31
	sqabs	b22, b29
	sqabs	b10, b21
	sqabs	d3, d4
	sqabs	d19, d0
	sqabs	d13, d11
	sqabs	d12, d1
	sqabs	h24, h11
	sqabs	h31, h20
	sqabs	h3, h15
	sqabs	h21, h7
	sqabs	s9, s0
	sqabs	s16, s16
	sqabs	s20, s13
	sqabs	s13, s19
	sqabs	v24.16b, v13.16b
	sqabs	v8.16b, v26.16b
	sqabs	v28.16b, v27.16b
	sqabs	v28.16b, v18.16b
	sqabs	v31.2d, v14.2d
	sqabs	v2.2d, v28.2d
	sqabs	v18.2d, v15.2d
	sqabs	v2.2d, v2.2d
	sqabs	v5.2s, v22.2s
	sqabs	v5.2s, v19.2s
	sqabs	v16.2s, v11.2s
	sqabs	v9.2s, v3.2s
	sqabs	v6.4h, v24.4h
	sqabs	v25.4h, v6.4h
	sqabs	v7.4h, v17.4h
	sqabs	v13.4h, v30.4h
	sqabs	v26.4s, v7.4s
	sqabs	v5.4s, v15.4s
	sqabs	v0.4s, v7.4s
	sqabs	v20.4s, v9.4s
	sqabs	v24.8b, v30.8b
	sqabs	v20.8b, v11.8b
	sqabs	v0.8b, v0.8b
	sqabs	v13.8b, v11.8b
	sqabs	v10.8h, v18.8h
	sqabs	v24.8h, v5.8h
	sqabs	v1.8h, v29.8h
	sqabs	v13.8h, v30.8h
	sqadd	b30, b14, b5
	sqadd	b23, b0, b7
	sqadd	b15, b10, b4
	sqadd	b15, b1, b0
	sqadd	d21, d25, d24
	sqadd	d14, d11, d5
	sqadd	d19, d9, d23
	sqadd	d29, d6, d29
	sqadd	h9, h22, h13
	sqadd	h2, h3, h23
	sqadd	h13, h19, h9
	sqadd	h10, h26, h7
	sqadd	s25, s3, s25
	sqadd	s25, s11, s27
	sqadd	s15, s30, s16
	sqadd	s3, s13, s28
	sqadd	v31.16b, v25.16b, v18.16b
	sqadd	v22.16b, v7.16b, v31.16b
	sqadd	v26.16b, v5.16b, v4.16b
	sqadd	v8.16b, v5.16b, v27.16b
	sqadd	v5.2d, v12.2d, v24.2d
	sqadd	v12.2d, v0.2d, v11.2d
	sqadd	v20.2d, v17.2d, v9.2d
	sqadd	v5.2d, v8.2d, v0.2d
	sqadd	v6.2s, v1.2s, v21.2s
	sqadd	v25.2s, v30.2s, v13.2s
	sqadd	v27.2s, v14.2s, v5.2s
	sqadd	v12.2s, v27.2s, v19.2s
	sqadd	v12.4h, v11.4h, v9.4h
	sqadd	v8.4h, v1.4h, v6.4h
	sqadd	v31.4h, v6.4h, v29.4h
	sqadd	v2.4h, v24.4h, v17.4h
	sqadd	v24.4s, v19.4s, v1.4s
	sqadd	v23.4s, v7.4s, v25.4s
	sqadd	v5.4s, v28.4s, v7.4s
	sqadd	v9.4s, v24.4s, v4.4s
	sqadd	v18.8b, v0.8b, v18.8b
	sqadd	v12.8b, v4.8b, v28.8b
	sqadd	v0.8b, v29.8b, v20.8b
	sqadd	v22.8b, v16.8b, v27.8b
	sqadd	v11.8h, v9.8h, v22.8h
	sqadd	v6.8h, v24.8h, v10.8h
	sqadd	v5.8h, v14.8h, v6.8h
	sqadd	v29.8h, v15.8h, v20.8h
	sqdmlal	s9, h16, v8.h[7]
	sqdmlal	s13, h11, v3.h[4]
	sqdmlal	s16, h5, v8.h[3]
	sqdmlal	s24, h2, v12.h[0]
	sqdmlal	d23, s8, v1.s[3]
	sqdmlal	d8, s19, v17.s[3]
	sqdmlal	d9, s31, v22.s[3]
	sqdmlal	d2, s13, v31.s[0]
	sqdmlal	v2.2d, v14.2s, v24.s[0]
	sqdmlal	v27.2d, v21.2s, v23.s[0]
	sqdmlal	v20.2d, v29.2s, v21.s[0]
	sqdmlal	v11.2d, v26.2s, v20.s[2]
	sqdmlal2	v2.2d, v18.4s, v17.s[0]
	sqdmlal2	v13.2d, v20.4s, v30.s[0]
	sqdmlal2	v11.2d, v15.4s, v0.s[0]
	sqdmlal2	v15.2d, v6.4s, v25.s[1]
	sqdmlal	v24.4s, v30.4h, v11.h[7]
	sqdmlal	v29.4s, v21.4h, v0.h[4]
	sqdmlal	v25.4s, v23.4h, v11.h[1]
	sqdmlal	v7.4s, v28.4h, v12.h[0]
	sqdmlal2	v14.4s, v31.8h, v0.h[0]
	sqdmlal2	v4.4s, v11.8h, v9.h[1]
	sqdmlal2	v25.4s, v6.8h, v1.h[1]
	sqdmlal2	v4.4s, v9.8h, v10.h[5]
	sqdmlal	s8, h22, h17
	sqdmlal	s14, h1, h23
	sqdmlal	s14, h3, h18
	sqdmlal	s20, h19, h8
	sqdmlal	d18, s5, s4
	sqdmlal	d2, s7, s22
	sqdmlal	d29, s31, s8
	sqdmlal	d26, s14, s17
	sqdmlal	v0.2d, v12.2s, v11.2s
	sqdmlal	v21.2d, v28.2s, v4.2s
	sqdmlal	v12.2d, v8.2s, v0.2s
	sqdmlal	v5.2d, v17.2s, v18.2s
	sqdmlal2	v15.2d, v18.4s, v14.4s
	sqdmlal2	v0.2d, v3.4s, v13.4s
	sqdmlal2	v19.2d, v14.4s, v24.4s
	sqdmlal2	v1.2d, v16.4s, v7.4s
	sqdmlal	v28.4s, v4.4h, v27.4h
	sqdmlal	v15.4s, v6.4h, v13.4h
	sqdmlal	v12.4s, v16.4h, v28.4h
	sqdmlal	v14.4s, v21.4h, v14.4h
	sqdmlal2	v27.4s, v24.8h, v25.8h
	sqdmlal2	v26.4s, v6.8h, v5.8h
	sqdmlal2	v10.4s, v4.8h, v27.8h
	sqdmlal2	v26.4s, v4.8h, v13.8h
	sqdmlsl	s20, h9, v13.h[6]
	sqdmlsl	s6, h2, v3.h[5]
	sqdmlsl	s14, h28, v2.h[0]
	sqdmlsl	s23, h0, v3.h[3]
	sqdmlsl	d14, s10, v19.s[0]
	sqdmlsl	d21, s26, v13.s[0]
	sqdmlsl	d14, s2, v6.s[2]
	sqdmlsl	d23, s23, v22.s[3]
	sqdmlsl	v0.2d, v18.2s, v20.s[0]
	sqdmlsl	v31.2d, v23.2s, v12.s[0]
	sqdmlsl	v9.2d, v0.2s, v3.s[0]
	sqdmlsl	v30.2d, v9.2s, v27.s[1]
	sqdmlsl2	v22.2d, v13.4s, v2.s[1]
	sqdmlsl2	v29.2d, v16.4s, v15.s[3]
	sqdmlsl2	v29.2d, v0.4s, v31.s[2]
	sqdmlsl2	v20.2d, v14.4s, v10.s[3]
	sqdmlsl	v16.4s, v17.4h, v3.h[7]
	sqdmlsl	v8.4s, v30.4h, v9.h[1]
	sqdmlsl	v29.4s, v28.4h, v9.h[3]
	sqdmlsl	v27.4s, v23.4h, v9.h[5]
	sqdmlsl2	v8.4s, v19.8h, v13.h[3]
	sqdmlsl2	v6.4s, v6.8h, v2.h[3]
	sqdmlsl2	v2.4s, v17.8h, v2.h[0]
	sqdmlsl2	v6.4s, v26.8h, v0.h[5]
	sqdmlsl	s24, h18, h31
	sqdmlsl	s11, h6, h24
	sqdmlsl	s13, h11, h11
	sqdmlsl	s18, h3, h5
	sqdmlsl	d1, s21, s22
	sqdmlsl	d4, s12, s21
	sqdmlsl	d21, s6, s3
	sqdmlsl	d4, s19, s8
	sqdmlsl	v7.2d, v29.2s, v9.2s
	sqdmlsl	v4.2d, v16.2s, v31.2s
	sqdmlsl	v17.2d, v25.2s, v8.2s
	sqdmlsl	v18.2d, v31.2s, v14.2s
	sqdmlsl2	v28.2d, v27.4s, v25.4s
	sqdmlsl2	v24.2d, v5.4s, v30.4s
	sqdmlsl2	v17.2d, v24.4s, v9.4s
	sqdmlsl2	v13.2d, v3.4s, v23.4s
	sqdmlsl	v9.4s, v7.4h, v24.4h
	sqdmlsl	v16.4s, v9.4h, v1.4h
	sqdmlsl	v17.4s, v3.4h, v1.4h
	sqdmlsl	v23.4s, v8.4h, v5.4h
	sqdmlsl2	v11.4s, v2.8h, v25.8h
	sqdmlsl2	v15.4s, v24.8h, v17.8h
	sqdmlsl2	v0.4s, v15.8h, v28.8h
	sqdmlsl2	v15.4s, v4.8h, v23.8h
	sqdmulh	h17, h2, v2.h[1]
	sqdmulh	h27, h9, v0.h[3]
	sqdmulh	h9, h25, v3.h[0]
	sqdmulh	h5, h2, v3.h[3]
	sqdmulh	s1, s10, v18.s[3]
	sqdmulh	s2, s3, v24.s[0]
	sqdmulh	s18, s10, v31.s[3]
	sqdmulh	s11, s14, v19.s[1]
	sqdmulh	v16.2s, v13.2s, v30.s[0]
	sqdmulh	v28.2s, v22.2s, v7.s[0]
	sqdmulh	v1.2s, v22.2s, v28.s[1]
	sqdmulh	v31.2s, v26.2s, v1.s[0]
	sqdmulh	v30.4h, v5.4h, v7.h[5]
	sqdmulh	v26.4h, v16.4h, v8.h[2]
	sqdmulh	v8.4h, v24.4h, v14.h[0]
	sqdmulh	v5.4h, v6.4h, v4.h[7]
	sqdmulh	v15.4s, v23.4s, v22.s[3]
	sqdmulh	v25.4s, v30.4s, v15.s[0]
	sqdmulh	v3.4s, v7.4s, v2.s[0]
	sqdmulh	v28.4s, v15.4s, v22.s[1]
	sqdmulh	v30.8h, v24.8h, v2.h[0]
	sqdmulh	v25.8h, v16.8h, v7.h[1]
	sqdmulh	v22.8h, v21.8h, v5.h[5]
	sqdmulh	v6.8h, v23.8h, v15.h[7]
	sqdmulh	h17, h2, h4
	sqdmulh	h20, h12, h19
	sqdmulh	h25, h31, h10
	sqdmulh	h20, h13, h26
	sqdmulh	s11, s25, s10
	sqdmulh	s10, s27, s28
	sqdmulh	s11, s1, s27
	sqdmulh	s15, s2, s25
	sqdmulh	v8.2s, v30.2s, v18.2s
	sqdmulh	v26.2s, v2.2s, v10.2s
	sqdmulh	v22.2s, v6.2s, v26.2s
	sqdmulh	v6.2s, v24.2s, v16.2s
	sqdmulh	v7.4h, v20.4h, v30.4h
	sqdmulh	v17.4h, v2.4h, v26.4h
	sqdmulh	v11.4h, v31.4h, v21.4h
	sqdmulh	v15.4h, v20.4h, v16.4h
	sqdmulh	v6.4s, v4.4s, v18.4s
	sqdmulh	v3.4s, v4.4s, v6.4s
	sqdmulh	v4.4s, v16.4s, v15.4s
	sqdmulh	v5.4s, v11.4s, v15.4s
	sqdmulh	v14.8h, v19.8h, v5.8h
	sqdmulh	v23.8h, v25.8h, v11.8h
	sqdmulh	v15.8h, v24.8h, v18.8h
	sqdmulh	v3.8h, v16.8h, v31.8h
	sqdmull	s21, h31, v15.h[3]
	sqdmull	s15, h29, v4.h[3]
	sqdmull	s17, h17, v9.h[0]
	sqdmull	s21, h10, v8.h[1]
	sqdmull	d0, s21, v27.s[2]
	sqdmull	d15, s30, v12.s[0]
	sqdmull	d17, s18, v30.s[3]
	sqdmull	d6, s18, v6.s[1]
	sqdmull	v22.2d, v22.2s, v29.s[0]
	sqdmull	v3.2d, v15.2s, v21.s[0]
	sqdmull	v26.2d, v29.2s, v14.s[0]
	sqdmull	v9.2d, v19.2s, v22.s[0]
	sqdmull2	v12.2d, v3.4s, v29.s[1]
	sqdmull2	v18.2d, v31.4s, v11.s[2]
	sqdmull2	v14.2d, v3.4s, v14.s[2]
	sqdmull2	v6.2d, v24.4s, v7.s[0]
	sqdmull	v13.4s, v11.4h, v4.h[6]
	sqdmull	v8.4s, v3.4h, v1.h[7]
	sqdmull	v24.4s, v14.4h, v4.h[2]
	sqdmull	v11.4s, v31.4h, v4.h[0]
	sqdmull2	v0.4s, v2.8h, v7.h[0]
	sqdmull2	v9.4s, v18.8h, v2.h[2]
	sqdmull2	v17.4s, v21.8h, v10.h[7]
	sqdmull2	v29.4s, v22.8h, v10.h[0]
	sqdmull	s7, h24, h16
	sqdmull	s11, h8, h0
	sqdmull	s22, h25, h22
	sqdmull	s5, h7, h12
	sqdmull	d7, s11, s3
	sqdmull	d7, s6, s17
	sqdmull	d30, s3, s23
	sqdmull	d31, s24, s0
	sqdmull	v12.2d, v18.2s, v6.2s
	sqdmull	v2.2d, v24.2s, v20.2s
	sqdmull	v24.2d, v26.2s, v7.2s
	sqdmull	v7.2d, v27.2s, v2.2s
	sqdmull2	v0.2d, v29.4s, v28.4s
	sqdmull2	v16.2d, v21.4s, v14.4s
	sqdmull2	v19.2d, v4.4s, v16.4s
	sqdmull2	v28.2d, v10.4s, v6.4s
	sqdmull	v18.4s, v25.4h, v22.4h
	sqdmull	v7.4s, v28.4h, v28.4h
	sqdmull	v8.4s, v26.4h, v18.4h
	sqdmull	v0.4s, v25.4h, v21.4h
	sqdmull2	v6.4s, v25.8h, v1.8h
	sqdmull2	v9.4s, v3.8h, v1.8h
	sqdmull2	v13.4s, v30.8h, v5.8h
	sqdmull2	v11.4s, v25.8h, v0.8h
	sqneg	b16, b21
	sqneg	b6, b12
	sqneg	b6, b23
	sqneg	b17, b1
	sqneg	d6, d29
	sqneg	d12, d30
	sqneg	d8, d26
	sqneg	d10, d2
	sqneg	h31, h22
	sqneg	h7, h26
	sqneg	h28, h10
	sqneg	h19, h0
	sqneg	s1, s16
	sqneg	s18, s16
	sqneg	s25, s15
	sqneg	s0, s3
	sqneg	v9.16b, v26.16b
	sqneg	v1.16b, v7.16b
	sqneg	v19.16b, v5.16b
	sqneg	v27.16b, v28.16b
	sqneg	v5.2d, v31.2d
	sqneg	v7.2d, v3.2d
	sqneg	v17.2d, v28.2d
	sqneg	v19.2d, v29.2d
	sqneg	v23.2s, v1.2s
	sqneg	v26.2s, v29.2s
	sqneg	v3.2s, v26.2s
	sqneg	v15.2s, v26.2s
	sqneg	v13.4h, v8.4h
	sqneg	v10.4h, v16.4h
	sqneg	v1.4h, v16.4h
	sqneg	v12.4h, v29.4h
	sqneg	v3.4s, v4.4s
	sqneg	v12.4s, v28.4s
	sqneg	v8.4s, v3.4s
	sqneg	v6.4s, v23.4s
	sqneg	v28.8b, v1.8b
	sqneg	v14.8b, v8.8b
	sqneg	v2.8b, v3.8b
	sqneg	v19.8b, v28.8b
	sqneg	v16.8h, v17.8h
	sqneg	v16.8h, v30.8h
	sqneg	v26.8h, v3.8h
	sqneg	v1.8h, v6.8h
	sqrdmulh	h8, h25, v13.h[1]
	sqrdmulh	h29, h30, v8.h[0]
	sqrdmulh	h19, h12, v12.h[6]
	sqrdmulh	h19, h24, v14.h[5]
	sqrdmulh	s7, s11, v0.s[0]
	sqrdmulh	s10, s22, v8.s[0]
	sqrdmulh	s27, s14, v5.s[3]
	sqrdmulh	s26, s17, v20.s[0]
	sqrdmulh	v14.2s, v8.2s, v23.s[3]
	sqrdmulh	v14.2s, v12.2s, v11.s[3]
	sqrdmulh	v23.2s, v14.2s, v4.s[1]
	sqrdmulh	v10.2s, v10.2s, v25.s[0]
	sqrdmulh	v13.4h, v25.4h, v9.h[2]
	sqrdmulh	v4.4h, v8.4h, v4.h[3]
	sqrdmulh	v25.4h, v12.4h, v12.h[7]
	sqrdmulh	v12.4h, v3.4h, v7.h[5]
	sqrdmulh	v1.4s, v27.4s, v3.s[1]
	sqrdmulh	v3.4s, v2.4s, v28.s[2]
	sqrdmulh	v29.4s, v28.4s, v10.s[0]
	sqrdmulh	v27.4s, v31.4s, v0.s[1]
	sqrdmulh	v2.8h, v30.8h, v1.h[7]
	sqrdmulh	v28.8h, v26.8h, v0.h[6]
	sqrdmulh	v29.8h, v3.8h, v7.h[5]
	sqrdmulh	v28.8h, v1.8h, v13.h[4]
	sqrdmulh	h0, h20, h20
	sqrdmulh	h4, h22, h13
	sqrdmulh	h22, h18, h31
	sqrdmulh	h0, h28, h23
	sqrdmulh	s23, s18, s26
	sqrdmulh	s7, s24, s8
	sqrdmulh	s11, s22, s31
	sqrdmulh	s15, s27, s23
	sqrdmulh	v31.2s, v10.2s, v24.2s
	sqrdmulh	v13.2s, v22.2s, v8.2s
	sqrdmulh	v25.2s, v20.2s, v16.2s
	sqrdmulh	v20.2s, v4.2s, v13.2s
	sqrdmulh	v2.4h, v3.4h, v3.4h
	sqrdmulh	v2.4h, v5.4h, v11.4h
	sqrdmulh	v13.4h, v29.4h, v14.4h
	sqrdmulh	v14.4h, v28.4h, v13.4h
	sqrdmulh	v19.4s, v27.4s, v21.4s
	sqrdmulh	v12.4s, v17.4s, v26.4s
	sqrdmulh	v15.4s, v22.4s, v23.4s
	sqrdmulh	v1.4s, v19.4s, v5.4s
	sqrdmulh	v20.8h, v6.8h, v12.8h
	sqrdmulh	v5.8h, v12.8h, v31.8h
	sqrdmulh	v23.8h, v15.8h, v29.8h
	sqrdmulh	v6.8h, v23.8h, v14.8h
	sqrshl	b17, b15, b26
	sqrshl	b15, b16, b0
	sqrshl	b20, b22, b23
	sqrshl	b18, b24, b10
	sqrshl	d4, d12, d24
	sqrshl	d18, d5, d25
	sqrshl	d6, d5, d21
	sqrshl	d19, d3, d18
	sqrshl	h7, h19, h26
	sqrshl	h8, h27, h3
	sqrshl	h5, h1, h3
	sqrshl	h10, h2, h28
	sqrshl	s9, s8, s29
	sqrshl	s2, s18, s4
	sqrshl	s17, s23, s31
	sqrshl	s29, s19, s18
	sqrshl	v23.16b, v25.16b, v21.16b
	sqrshl	v1.16b, v10.16b, v13.16b
	sqrshl	v13.16b, v12.16b, v5.16b
	sqrshl	v18.16b, v12.16b, v31.16b
	sqrshl	v21.2d, v31.2d, v9.2d
	sqrshl	v24.2d, v17.2d, v4.2d
	sqrshl	v28.2d, v2.2d, v17.2d
	sqrshl	v22.2d, v0.2d, v15.2d
	sqrshl	v2.2s, v19.2s, v16.2s
	sqrshl	v15.2s, v11.2s, v27.2s
	sqrshl	v29.2s, v18.2s, v2.2s
	sqrshl	v28.2s, v2.2s, v31.2s
	sqrshl	v19.4h, v1.4h, v0.4h
	sqrshl	v13.4h, v18.4h, v20.4h
	sqrshl	v7.4h, v28.4h, v23.4h
	sqrshl	v9.4h, v4.4h, v8.4h
	sqrshl	v19.4s, v13.4s, v10.4s
	sqrshl	v16.4s, v3.4s, v28.4s
	sqrshl	v20.4s, v20.4s, v25.4s
	sqrshl	v27.4s, v16.4s, v11.4s
	sqrshl	v16.8b, v24.8b, v31.8b
	sqrshl	v31.8b, v30.8b, v13.8b
	sqrshl	v18.8b, v24.8b, v11.8b
	sqrshl	v30.8b, v1.8b, v7.8b
	sqrshl	v6.8h, v15.8h, v20.8h
	sqrshl	v3.8h, v18.8h, v10.8h
	sqrshl	v1.8h, v21.8h, v4.8h
	sqrshl	v18.8h, v20.8h, v26.8h
	sqrshrn	b4, h31, #5
	sqrshrn	b7, h8, #1
	sqrshrn	b29, h4, #5
	sqrshrn	b6, h29, #1
	sqrshrn	h18, s19, #16
	sqrshrn	h1, s8, #15
	sqrshrn	h25, s3, #13
	sqrshrn	h8, s19, #1
	sqrshrn	s13, d19, #1
	sqrshrn	s12, d30, #23
	sqrshrn	s5, d27, #30
	sqrshrn	s12, d19, #20
	sqrshrn	v1.2s, v30.2d, #25
	sqrshrn	v15.2s, v16.2d, #13
	sqrshrn	v7.2s, v26.2d, #26
	sqrshrn	v12.2s, v30.2d, #7
	sqrshrn2	v1.4s, v17.2d, #4
	sqrshrn2	v20.4s, v24.2d, #18
	sqrshrn2	v1.4s, v14.2d, #24
	sqrshrn2	v20.4s, v3.2d, #1
	sqrshrn	v10.4h, v2.4s, #3
	sqrshrn	v20.4h, v18.4s, #7
	sqrshrn	v26.4h, v31.4s, #1
	sqrshrn	v31.4h, v2.4s, #7
	sqrshrn2	v21.8h, v14.4s, #5
	sqrshrn2	v25.8h, v29.4s, #16
	sqrshrn2	v24.8h, v18.4s, #1
	sqrshrn2	v0.8h, v27.4s, #8
	sqrshrn	v16.8b, v17.8h, #2
	sqrshrn	v19.8b, v12.8h, #5
	sqrshrn	v22.8b, v9.8h, #4
	sqrshrn	v29.8b, v27.8h, #2
	sqrshrn2	v26.16b, v1.8h, #8
	sqrshrn2	v0.16b, v18.8h, #1
	sqrshrn2	v3.16b, v14.8h, #1
	sqrshrn2	v6.16b, v1.8h, #7
	sqrshrun	b1, h17, #2
	sqrshrun	b4, h29, #5
	sqrshrun	b7, h18, #1
	sqrshrun	b6, h14, #1
	sqrshrun	h25, s24, #10
	sqrshrun	h10, s1, #15
	sqrshrun	h28, s27, #3
	sqrshrun	h10, s2, #11
	sqrshrun	s1, d10, #12
	sqrshrun	s18, d28, #1
	sqrshrun	s30, d23, #10
	sqrshrun	s17, d8, #12
	sqrshrun	v17.2s, v7.2d, #1
	sqrshrun	v15.2s, v1.2d, #31
	sqrshrun	v22.2s, v30.2d, #1
	sqrshrun	v20.2s, v15.2d, #8
	sqrshrun2	v4.4s, v18.2d, #25
	sqrshrun2	v0.4s, v17.2d, #30
	sqrshrun2	v29.4s, v20.2d, #23
	sqrshrun2	v26.4s, v1.2d, #3
	sqrshrun	v18.4h, v13.4s, #4
	sqrshrun	v5.4h, v30.4s, #5
	sqrshrun	v10.4h, v1.4s, #1
	sqrshrun	v29.4h, v9.4s, #16
	sqrshrun2	v23.8h, v15.4s, #7
	sqrshrun2	v27.8h, v22.4s, #7
	sqrshrun2	v22.8h, v4.4s, #6
	sqrshrun2	v1.8h, v17.4s, #9
	sqrshrun	v18.8b, v21.8h, #2
	sqrshrun	v29.8b, v27.8h, #8
	sqrshrun	v4.8b, v20.8h, #3
	sqrshrun	v13.8b, v27.8h, #5
	sqrshrun2	v12.16b, v23.8h, #1
	sqrshrun2	v10.16b, v7.8h, #3
	sqrshrun2	v17.16b, v7.8h, #2
	sqrshrun2	v2.16b, v2.8h, #1
	sqshlu	b19, b22, #1
	sqshlu	b16, b1, #4
	sqshlu	b31, b4, #0
	sqshlu	b6, b24, #4
	sqshlu	d11, d28, #16
	sqshlu	d12, d27, #17
	sqshlu	d2, d12, #1
	sqshlu	d11, d24, #20
	sqshlu	h10, h12, #4
	sqshlu	h4, h16, #7
	sqshlu	h8, h3, #13
	sqshlu	h29, h25, #7
	sqshlu	s7, s19, #19
	sqshlu	s22, s27, #13
	sqshlu	s6, s12, #1
	sqshlu	s29, s0, #24
	sqshlu	v26.16b, v25.16b, #2
	sqshlu	v22.16b, v30.16b, #4
	sqshlu	v31.16b, v10.16b, #7
	sqshlu	v0.16b, v30.16b, #0
	sqshlu	v29.2d, v2.2d, #0
	sqshlu	v18.2d, v11.2d, #21
	sqshlu	v4.2d, v9.2d, #60
	sqshlu	v24.2d, v7.2d, #0
	sqshlu	v29.2s, v7.2s, #7
	sqshlu	v2.2s, v15.2s, #25
	sqshlu	v28.2s, v18.2s, #22
	sqshlu	v7.2s, v1.2s, #17
	sqshlu	v4.4h, v25.4h, #3
	sqshlu	v1.4h, v10.4h, #15
	sqshlu	v6.4h, v6.4h, #10
	sqshlu	v22.4h, v26.4h, #2
	sqshlu	v17.4s, v17.4s, #11
	sqshlu	v29.4s, v11.4s, #0
	sqshlu	v6.4s, v1.4s, #23
	sqshlu	v7.4s, v27.4s, #5
	sqshlu	v6.8b, v20.8b, #0
	sqshlu	v21.8b, v29.8b, #6
	sqshlu	v29.8b, v8.8b, #4
	sqshlu	v27.8b, v24.8b, #4
	sqshlu	v28.8h, v18.8h, #4
	sqshlu	v29.8h, v9.8h, #9
	sqshlu	v10.8h, v26.8h, #15
	sqshlu	v9.8h, v2.8h, #7
	sqshl	b23, b5, #5
	sqshl	b30, b11, #0
	sqshl	b23, b21, #6
	sqshl	b10, b26, #5
	sqshl	d27, d25, #49
	sqshl	d25, d30, #10
	sqshl	d18, d8, #7
	sqshl	d11, d16, #59
	sqshl	h6, h15, #5
	sqshl	h31, h6, #3
	sqshl	h17, h10, #12
	sqshl	h23, h17, #15
	sqshl	s1, s7, #20
	sqshl	s15, s7, #30
	sqshl	s14, s28, #0
	sqshl	s8, s6, #8
	sqshl	v25.16b, v18.16b, #0
	sqshl	v13.16b, v21.16b, #1
	sqshl	v24.16b, v20.16b, #7
	sqshl	v0.16b, v30.16b, #6
	sqshl	v21.2d, v30.2d, #13
	sqshl	v31.2d, v24.2d, #31
	sqshl	v27.2d, v7.2d, #1
	sqshl	v26.2d, v12.2d, #35
	sqshl	v30.2s, v5.2s, #1
	sqshl	v1.2s, v24.2s, #1
	sqshl	v16.2s, v27.2s, #2
	sqshl	v7.2s, v6.2s, #1
	sqshl	v4.4h, v10.4h, #15
	sqshl	v29.4h, v25.4h, #4
	sqshl	v0.4h, v6.4h, #15
	sqshl	v10.4h, v2.4h, #10
	sqshl	v31.4s, v27.4s, #1
	sqshl	v6.4s, v5.4s, #0
	sqshl	v4.4s, v29.4s, #15
	sqshl	v31.4s, v2.4s, #4
	sqshl	v27.8b, v1.8b, #7
	sqshl	v19.8b, v17.8b, #0
	sqshl	v4.8b, v26.8b, #4
	sqshl	v16.8b, v31.8b, #1
	sqshl	v13.8h, v28.8h, #15
	sqshl	v0.8h, v22.8h, #13
	sqshl	v31.8h, v31.8h, #1
	sqshl	v19.8h, v20.8h, #10
	sqshl	b9, b14, b14
	sqshl	b5, b11, b7
	sqshl	b27, b8, b8
	sqshl	b19, b24, b27
	sqshl	d8, d5, d29
	sqshl	d5, d9, d2
	sqshl	d29, d12, d4
	sqshl	d29, d28, d12
	sqshl	h11, h29, h10
	sqshl	h8, h0, h3
	sqshl	h3, h29, h1
	sqshl	h24, h28, h11
	sqshl	s29, s3, s2
	sqshl	s28, s5, s20
	sqshl	s9, s30, s16
	sqshl	s8, s30, s1
	sqshl	v5.16b, v16.16b, v16.16b
	sqshl	v20.16b, v30.16b, v12.16b
	sqshl	v18.16b, v18.16b, v11.16b
	sqshl	v6.16b, v31.16b, v27.16b
	sqshl	v16.2d, v13.2d, v8.2d
	sqshl	v27.2d, v0.2d, v22.2d
	sqshl	v29.2d, v21.2d, v20.2d
	sqshl	v1.2d, v14.2d, v20.2d
	sqshl	v12.2s, v31.2s, v3.2s
	sqshl	v23.2s, v31.2s, v22.2s
	sqshl	v8.2s, v18.2s, v1.2s
	sqshl	v14.2s, v1.2s, v17.2s
	sqshl	v19.4h, v14.4h, v31.4h
	sqshl	v8.4h, v0.4h, v13.4h
	sqshl	v1.4h, v18.4h, v19.4h
	sqshl	v22.4h, v21.4h, v0.4h
	sqshl	v8.4s, v14.4s, v25.4s
	sqshl	v7.4s, v4.4s, v27.4s
	sqshl	v16.4s, v21.4s, v23.4s
	sqshl	v24.4s, v27.4s, v23.4s
	sqshl	v31.8b, v16.8b, v17.8b
	sqshl	v1.8b, v3.8b, v27.8b
	sqshl	v6.8b, v15.8b, v28.8b
	sqshl	v29.8b, v2.8b, v28.8b
	sqshl	v15.8h, v23.8h, v27.8h
	sqshl	v17.8h, v28.8h, v25.8h
	sqshl	v30.8h, v17.8h, v4.8h
	sqshl	v18.8h, v19.8h, v31.8h
	sqshrn	b14, h23, #3
	sqshrn	b11, h11, #2
	sqshrn	b19, h13, #1
	sqshrn	b6, h16, #4
	sqshrn	h0, s6, #1
	sqshrn	h3, s8, #7
	sqshrn	h25, s13, #1
	sqshrn	h26, s3, #3
	sqshrn	s29, d6, #1
	sqshrn	s27, d12, #24
	sqshrn	s10, d7, #14
	sqshrn	s23, d17, #23
	sqshrn	v0.2s, v19.2d, #27
	sqshrn	v10.2s, v25.2d, #12
	sqshrn	v12.2s, v22.2d, #23
	sqshrn	v19.2s, v14.2d, #14
	sqshrn2	v25.4s, v16.2d, #30
	sqshrn2	v27.4s, v15.2d, #32
	sqshrn2	v19.4s, v24.2d, #27
	sqshrn2	v10.4s, v29.2d, #27
	sqshrn	v2.4h, v26.4s, #1
	sqshrn	v21.4h, v18.4s, #11
	sqshrn	v30.4h, v29.4s, #9
	sqshrn	v24.4h, v22.4s, #9
	sqshrn2	v2.8h, v17.4s, #13
	sqshrn2	v6.8h, v16.4s, #10
	sqshrn2	v21.8h, v21.4s, #13
	sqshrn2	v27.8h, v14.4s, #1
	sqshrn	v12.8b, v8.8h, #4
	sqshrn	v8.8b, v18.8h, #8
	sqshrn	v14.8b, v5.8h, #4
	sqshrn	v26.8b, v24.8h, #3
	sqshrn2	v19.16b, v21.8h, #6
	sqshrn2	v29.16b, v27.8h, #4
	sqshrn2	v23.16b, v17.8h, #1
	sqshrn2	v26.16b, v12.8h, #1
	sqshrun	b0, h13, #5
	sqshrun	b8, h5, #3
	sqshrun	b4, h11, #1
	sqshrun	b20, h16, #2
	sqshrun	h30, s24, #1
	sqshrun	h16, s10, #13
	sqshrun	h17, s4, #1
	sqshrun	h12, s11, #12
	sqshrun	s15, d10, #17
	sqshrun	s23, d30, #1
	sqshrun	s10, d4, #25
	sqshrun	s20, d20, #30
	sqshrun	v21.2s, v1.2d, #21
	sqshrun	v24.2s, v22.2d, #5
	sqshrun	v22.2s, v28.2d, #32
	sqshrun	v2.2s, v17.2d, #27
	sqshrun2	v31.4s, v3.2d, #1
	sqshrun2	v1.4s, v20.2d, #1
	sqshrun2	v21.4s, v19.2d, #1
	sqshrun2	v12.4s, v16.2d, #1
	sqshrun	v6.4h, v1.4s, #16
	sqshrun	v4.4h, v14.4s, #5
	sqshrun	v5.4h, v26.4s, #14
	sqshrun	v12.4h, v1.4s, #1
	sqshrun2	v4.8h, v27.4s, #4
	sqshrun2	v22.8h, v6.4s, #7
	sqshrun2	v30.8h, v16.4s, #16
	sqshrun2	v27.8h, v2.4s, #16
	sqshrun	v15.8b, v13.8h, #4
	sqshrun	v26.8b, v3.8h, #5
	sqshrun	v21.8b, v17.8h, #2
	sqshrun	v29.8b, v12.8h, #4
	sqshrun2	v28.16b, v16.8h, #5
	sqshrun2	v4.16b, v10.8h, #3
	sqshrun2	v0.16b, v5.8h, #1
	sqshrun2	v24.16b, v3.8h, #8
	sqsub	b23, b11, b16
	sqsub	b13, b18, b24
	sqsub	b4, b31, b6
	sqsub	b1, b28, b19
	sqsub	d8, d29, d19
	sqsub	d18, d26, d19
	sqsub	d22, d9, d30
	sqsub	d9, d25, d15
	sqsub	h2, h3, h11
	sqsub	h27, h30, h9
	sqsub	h4, h31, h4
	sqsub	h26, h12, h31
	sqsub	s16, s11, s7
	sqsub	s8, s21, s19
	sqsub	s18, s14, s18
	sqsub	s16, s23, s4
	sqsub	v16.16b, v21.16b, v2.16b
	sqsub	v2.16b, v1.16b, v26.16b
	sqsub	v12.16b, v10.16b, v19.16b
	sqsub	v22.16b, v13.16b, v9.16b
	sqsub	v15.2d, v9.2d, v9.2d
	sqsub	v9.2d, v12.2d, v16.2d
	sqsub	v5.2d, v9.2d, v7.2d
	sqsub	v1.2d, v20.2d, v13.2d
	sqsub	v20.2s, v29.2s, v22.2s
	sqsub	v9.2s, v23.2s, v20.2s
	sqsub	v30.2s, v0.2s, v18.2s
	sqsub	v23.2s, v1.2s, v8.2s
	sqsub	v23.4h, v28.4h, v0.4h
	sqsub	v8.4h, v2.4h, v24.4h
	sqsub	v14.4h, v18.4h, v15.4h
	sqsub	v17.4h, v2.4h, v13.4h
	sqsub	v8.4s, v19.4s, v30.4s
	sqsub	v7.4s, v2.4s, v0.4s
	sqsub	v16.4s, v1.4s, v18.4s
	sqsub	v10.4s, v28.4s, v7.4s
	sqsub	v4.8b, v9.8b, v13.8b
	sqsub	v2.8b, v16.8b, v11.8b
	sqsub	v16.8b, v30.8b, v2.8b
	sqsub	v29.8b, v20.8b, v14.8b
	sqsub	v8.8h, v4.8h, v2.8h
	sqsub	v22.8h, v14.8h, v21.8h
	sqsub	v15.8h, v3.8h, v4.8h
	sqsub	v9.8h, v2.8h, v15.8h
	sqxtn	b14, h22
	sqxtn	b29, h28
	sqxtn	b22, h2
	sqxtn	b23, h26
	sqxtn	h26, s19
	sqxtn	h15, s15
	sqxtn	h28, s1
	sqxtn	h13, s15
	sqxtn	s28, d25
	sqxtn	s19, d11
	sqxtn	s13, d0
	sqxtn	s9, d10
	sqxtn	v18.2s, v0.2d
	sqxtn	v21.2s, v6.2d
	sqxtn	v0.2s, v6.2d
	sqxtn	v3.2s, v20.2d
	sqxtn2	v11.4s, v19.2d
	sqxtn2	v6.4s, v27.2d
	sqxtn2	v0.4s, v18.2d
	sqxtn2	v17.4s, v23.2d
	sqxtn	v8.4h, v27.4s
	sqxtn	v15.4h, v3.4s
	sqxtn	v8.4h, v23.4s
	sqxtn	v7.4h, v25.4s
	sqxtn2	v15.8h, v17.4s
	sqxtn2	v21.8h, v27.4s
	sqxtn2	v22.8h, v16.4s
	sqxtn2	v30.8h, v4.4s
	sqxtn	v25.8b, v7.8h
	sqxtn	v15.8b, v15.8h
	sqxtn	v31.8b, v5.8h
	sqxtn	v19.8b, v27.8h
	sqxtn2	v1.16b, v4.8h
	sqxtn2	v14.16b, v29.8h
	sqxtn2	v20.16b, v8.8h
	sqxtn2	v10.16b, v2.8h
	sqxtun	b3, h20
	sqxtun	b18, h28
	sqxtun	b4, h8
	sqxtun	b25, h3
	sqxtun	h21, s27
	sqxtun	h12, s6
	sqxtun	h31, s0
	sqxtun	h11, s23
	sqxtun	s21, d19
	sqxtun	s4, d27
	sqxtun	s9, d23
	sqxtun	s20, d7
	sqxtun	v23.2s, v1.2d
	sqxtun	v25.2s, v21.2d
	sqxtun	v27.2s, v23.2d
	sqxtun	v22.2s, v8.2d
	sqxtun2	v13.4s, v9.2d
	sqxtun2	v24.4s, v16.2d
	sqxtun2	v25.4s, v21.2d
	sqxtun2	v18.4s, v8.2d
	sqxtun	v10.4h, v25.4s
	sqxtun	v5.4h, v17.4s
	sqxtun	v18.4h, v5.4s
	sqxtun	v28.4h, v9.4s
	sqxtun2	v8.8h, v7.4s
	sqxtun2	v20.8h, v8.4s
	sqxtun2	v23.8h, v27.4s
	sqxtun2	v0.8h, v22.4s
	sqxtun	v12.8b, v22.8h
	sqxtun	v20.8b, v29.8h
	sqxtun	v17.8b, v23.8h
	sqxtun	v9.8b, v17.8h
	sqxtun2	v3.16b, v21.8h
	sqxtun2	v6.16b, v24.8h
	sqxtun2	v24.16b, v18.8h
	sqxtun2	v8.16b, v21.8h
	srhadd	v19.16b, v4.16b, v17.16b
	srhadd	v17.16b, v30.16b, v0.16b
	srhadd	v9.16b, v13.16b, v26.16b
	srhadd	v21.16b, v5.16b, v14.16b
	srhadd	v24.2s, v30.2s, v3.2s
	srhadd	v31.2s, v3.2s, v24.2s
	srhadd	v7.2s, v16.2s, v13.2s
	srhadd	v13.2s, v29.2s, v23.2s
	srhadd	v20.4h, v12.4h, v2.4h
	srhadd	v20.4h, v28.4h, v16.4h
	srhadd	v21.4h, v14.4h, v28.4h
	srhadd	v2.4h, v10.4h, v28.4h
	srhadd	v26.4s, v28.4s, v21.4s
	srhadd	v12.4s, v12.4s, v2.4s
	srhadd	v23.4s, v9.4s, v3.4s
	srhadd	v8.4s, v26.4s, v19.4s
	srhadd	v8.8b, v10.8b, v15.8b
	srhadd	v7.8b, v24.8b, v9.8b
	srhadd	v0.8b, v16.8b, v10.8b
	srhadd	v12.8b, v22.8b, v5.8b
	srhadd	v13.8h, v26.8h, v28.8h
	srhadd	v18.8h, v18.8h, v31.8h
	srhadd	v15.8h, v28.8h, v23.8h
	srhadd	v8.8h, v19.8h, v24.8h
	sri	d22, d11, #48
	sri	d27, d28, #52
	sri	d9, d0, #23
	sri	d31, d7, #62
	sri	v17.16b, v21.16b, #7
	sri	v0.16b, v30.16b, #5
	sri	v4.16b, v30.16b, #5
	sri	v12.16b, v28.16b, #3
	sri	v17.2d, v31.2d, #33
	sri	v28.2d, v20.2d, #64
	sri	v30.2d, v30.2d, #29
	sri	v24.2d, v7.2d, #15
	sri	v25.2s, v11.2s, #32
	sri	v27.2s, v15.2s, #28
	sri	v0.2s, v5.2s, #8
	sri	v30.2s, v26.2s, #13
	sri	v7.4h, v17.4h, #9
	sri	v0.4h, v26.4h, #1
	sri	v15.4h, v27.4h, #14
	sri	v11.4h, v17.4h, #8
	sri	v2.4s, v0.4s, #17
	sri	v16.4s, v0.4s, #12
	sri	v22.4s, v30.4s, #6
	sri	v10.4s, v9.4s, #17
	sri	v30.8b, v6.8b, #1
	sri	v16.8b, v11.8b, #1
	sri	v10.8b, v31.8b, #1
	sri	v5.8b, v11.8b, #2
	sri	v9.8h, v1.8h, #11
	sri	v28.8h, v20.8h, #16
	sri	v20.8h, v9.8h, #16
	sri	v13.8h, v24.8h, #14
	srshl	d19, d20, d2
	srshl	d21, d26, d1
	srshl	d25, d28, d29
	srshl	d31, d13, d5
	srshl	v29.16b, v19.16b, v29.16b
	srshl	v11.16b, v25.16b, v5.16b
	srshl	v20.16b, v24.16b, v13.16b
	srshl	v27.16b, v11.16b, v1.16b
	srshl	v19.2d, v5.2d, v31.2d
	srshl	v23.2d, v9.2d, v8.2d
	srshl	v23.2d, v6.2d, v31.2d
	srshl	v0.2d, v9.2d, v31.2d
	srshl	v21.2s, v2.2s, v0.2s
	srshl	v13.2s, v1.2s, v3.2s
	srshl	v13.2s, v3.2s, v10.2s
	srshl	v0.2s, v25.2s, v27.2s
	srshl	v29.4h, v27.4h, v17.4h
	srshl	v17.4h, v29.4h, v11.4h
	srshl	v16.4h, v6.4h, v14.4h
	srshl	v26.4h, v16.4h, v15.4h
	srshl	v31.4s, v2.4s, v12.4s
	srshl	v2.4s, v16.4s, v9.4s
	srshl	v10.4s, v10.4s, v14.4s
	srshl	v22.4s, v8.4s, v8.4s
	srshl	v3.8b, v7.8b, v2.8b
	srshl	v11.8b, v19.8b, v17.8b
	srshl	v1.8b, v31.8b, v13.8b
	srshl	v14.8b, v22.8b, v3.8b
	srshl	v17.8h, v21.8h, v16.8h
	srshl	v8.8h, v3.8h, v11.8h
	srshl	v0.8h, v10.8h, v1.8h
	srshl	v10.8h, v16.8h, v23.8h
	srshr	d1, d31, #17
	srshr	d23, d0, #1
	srshr	d16, d30, #1
	srshr	d21, d3, #14
	srshr	v17.16b, v16.16b, #4
	srshr	v10.16b, v30.16b, #1
	srshr	v17.16b, v31.16b, #2
	srshr	v15.16b, v15.16b, #7
	srshr	v29.2d, v22.2d, #16
	srshr	v11.2d, v29.2d, #2
	srshr	v14.2d, v23.2d, #35
	srshr	v6.2d, v2.2d, #1
	srshr	v30.2s, v11.2s, #17
	srshr	v0.2s, v19.2s, #28
	srshr	v28.2s, v31.2s, #19
	srshr	v29.2s, v25.2s, #17
	srshr	v22.4h, v18.4h, #13
	srshr	v13.4h, v2.4h, #1
	srshr	v26.4h, v18.4h, #11
	srshr	v9.4h, v27.4h, #5
	srshr	v30.4s, v29.4s, #25
	srshr	v5.4s, v16.4s, #1
	srshr	v6.4s, v3.4s, #3
	srshr	v12.4s, v12.4s, #16
	srshr	v20.8b, v2.8b, #3
	srshr	v14.8b, v2.8b, #5
	srshr	v1.8b, v13.8b, #2
	srshr	v26.8b, v1.8b, #1
	srshr	v19.8h, v21.8h, #1
	srshr	v1.8h, v19.8h, #1
	srshr	v4.8h, v14.8h, #13
	srshr	v0.8h, v31.8h, #3
	srsra	d11, d9, #26
	srsra	d4, d0, #55
	srsra	d14, d10, #16
	srsra	d31, d6, #46
	srsra	v17.16b, v10.16b, #1
	srsra	v20.16b, v28.16b, #5
	srsra	v14.16b, v7.16b, #8
	srsra	v21.16b, v28.16b, #3
	srsra	v2.2d, v29.2d, #27
	srsra	v14.2d, v17.2d, #58
	srsra	v1.2d, v14.2d, #1
	srsra	v19.2d, v14.2d, #50
	srsra	v15.2s, v23.2s, #12
	srsra	v26.2s, v13.2s, #18
	srsra	v30.2s, v5.2s, #1
	srsra	v29.2s, v27.2s, #1
	srsra	v14.4h, v31.4h, #1
	srsra	v11.4h, v2.4h, #12
	srsra	v17.4h, v5.4h, #9
	srsra	v11.4h, v13.4h, #12
	srsra	v17.4s, v26.4s, #13
	srsra	v24.4s, v29.4s, #31
	srsra	v25.4s, v5.4s, #7
	srsra	v24.4s, v14.4s, #1
	srsra	v8.8b, v17.8b, #8
	srsra	v10.8b, v13.8b, #8
	srsra	v20.8b, v9.8b, #1
	srsra	v22.8b, v23.8b, #3
	srsra	v30.8h, v20.8h, #12
	srsra	v17.8h, v0.8h, #1
	srsra	v2.8h, v0.8h, #3
	srsra	v22.8h, v0.8h, #1
	sshll	v2.2d, v21.2s, #18
	sshll	v29.2d, v6.2s, #1
	sshll	v26.2d, v15.2s, #11
	sshll	v11.2d, v22.2s, #21
	sshll2	v7.2d, v21.4s, #6
	sshll2	v0.2d, v27.4s, #20
	sshll2	v16.2d, v1.4s, #0
	sshll2	v23.2d, v3.4s, #6
	sshll	v0.4s, v13.4h, #14
	sshll	v3.4s, v27.4h, #2
	sshll	v24.4s, v10.4h, #13
	sshll	v12.4s, v17.4h, #13
	sshll2	v8.4s, v11.8h, #14
	sshll2	v8.4s, v1.8h, #0
	sshll2	v1.4s, v1.8h, #1
	sshll2	v21.4s, v17.8h, #10
	sshll	v9.8h, v25.8b, #2
	sshll	v28.8h, v29.8b, #1
	sshll	v12.8h, v18.8b, #0
	sshll	v7.8h, v19.8b, #2
	sshll2	v18.8h, v2.16b, #0
	sshll2	v16.8h, v2.16b, #7
	sshll2	v3.8h, v9.16b, #4
	sshll2	v11.8h, v18.16b, #0
	sshl	d17, d6, d14
	sshl	d28, d29, d22
	sshl	d12, d15, d18
	sshl	d5, d16, d7
	sshl	v2.16b, v5.16b, v5.16b
	sshl	v19.16b, v3.16b, v19.16b
	sshl	v15.16b, v25.16b, v5.16b
	sshl	v11.16b, v5.16b, v4.16b
	sshl	v9.2d, v3.2d, v3.2d
	sshl	v16.2d, v15.2d, v30.2d
	sshl	v10.2d, v11.2d, v10.2d
	sshl	v21.2d, v3.2d, v8.2d
	sshl	v18.2s, v6.2s, v27.2s
	sshl	v14.2s, v13.2s, v14.2s
	sshl	v2.2s, v16.2s, v18.2s
	sshl	v9.2s, v18.2s, v17.2s
	sshl	v22.4h, v11.4h, v29.4h
	sshl	v0.4h, v22.4h, v20.4h
	sshl	v2.4h, v9.4h, v9.4h
	sshl	v13.4h, v18.4h, v12.4h
	sshl	v12.4s, v1.4s, v7.4s
	sshl	v28.4s, v7.4s, v28.4s
	sshl	v12.4s, v25.4s, v27.4s
	sshl	v1.4s, v22.4s, v0.4s
	sshl	v9.8b, v31.8b, v31.8b
	sshl	v21.8b, v4.8b, v4.8b
	sshl	v24.8b, v22.8b, v5.8b
	sshl	v2.8b, v16.8b, v3.8b
	sshl	v18.8h, v26.8h, v15.8h
	sshl	v23.8h, v7.8h, v9.8h
	sshl	v10.8h, v20.8h, v23.8h
	sshl	v2.8h, v25.8h, v20.8h
	sshr	d3, d7, #57
	sshr	d23, d21, #28
	sshr	d15, d19, #1
	sshr	d24, d28, #58
	sshr	v0.16b, v28.16b, #4
	sshr	v9.16b, v11.16b, #2
	sshr	v14.16b, v7.16b, #1
	sshr	v1.16b, v24.16b, #3
	sshr	v22.2d, v11.2d, #64
	sshr	v0.2d, v16.2d, #25
	sshr	v11.2d, v23.2d, #1
	sshr	v3.2d, v31.2d, #35
	sshr	v19.2s, v24.2s, #8
	sshr	v12.2s, v16.2s, #1
	sshr	v22.2s, v23.2s, #4
	sshr	v9.2s, v20.2s, #31
	sshr	v23.4h, v3.4h, #1
	sshr	v31.4h, v10.4h, #1
	sshr	v3.4h, v16.4h, #4
	sshr	v1.4h, v31.4h, #11
	sshr	v11.4s, v14.4s, #32
	sshr	v11.4s, v26.4s, #8
	sshr	v17.4s, v18.4s, #11
	sshr	v30.4s, v26.4s, #1
	sshr	v15.8b, v20.8b, #1
	sshr	v12.8b, v20.8b, #3
	sshr	v25.8b, v21.8b, #1
	sshr	v5.8b, v7.8b, #3
	sshr	v0.8h, v24.8h, #11
	sshr	v15.8h, v22.8h, #15
	sshr	v18.8h, v10.8h, #5
	sshr	v28.8h, v15.8h, #13
	ssra	d23, d10, #1
	ssra	d10, d2, #1
	ssra	d23, d12, #30
	ssra	d23, d31, #55
	ssra	v10.16b, v10.16b, #5
	ssra	v22.16b, v18.16b, #3
	ssra	v10.16b, v21.16b, #1
	ssra	v7.16b, v1.16b, #3
	ssra	v26.2d, v24.2d, #1
	ssra	v14.2d, v16.2d, #64
	ssra	v15.2d, v22.2d, #5
	ssra	v26.2d, v10.2d, #48
	ssra	v9.2s, v20.2s, #7
	ssra	v8.2s, v23.2s, #1
	ssra	v14.2s, v17.2s, #22
	ssra	v6.2s, v7.2s, #1
	ssra	v27.4h, v24.4h, #6
	ssra	v4.4h, v28.4h, #6
	ssra	v19.4h, v24.4h, #1
	ssra	v29.4h, v29.4h, #1
	ssra	v3.4s, v20.4s, #19
	ssra	v3.4s, v27.4s, #11
	ssra	v22.4s, v6.4s, #30
	ssra	v31.4s, v3.4s, #28
	ssra	v30.8b, v29.8b, #4
	ssra	v1.8b, v31.8b, #2
	ssra	v31.8b, v28.8b, #8
	ssra	v31.8b, v19.8b, #2
	ssra	v27.8h, v25.8h, #8
	ssra	v29.8h, v10.8h, #10
	ssra	v24.8h, v27.8h, #3
	ssra	v15.8h, v16.8h, #1
	ssubl	v31.2d, v17.2s, v17.2s
	ssubl	v2.2d, v9.2s, v24.2s
	ssubl	v3.2d, v30.2s, v10.2s
	ssubl	v13.2d, v25.2s, v17.2s
	ssubl2	v11.2d, v13.4s, v21.4s
	ssubl2	v27.2d, v30.4s, v29.4s
	ssubl2	v22.2d, v17.4s, v23.4s
	ssubl2	v20.2d, v10.4s, v0.4s
	ssubl	v4.4s, v18.4h, v11.4h
	ssubl	v22.4s, v2.4h, v23.4h
	ssubl	v30.4s, v10.4h, v4.4h
	ssubl	v27.4s, v19.4h, v5.4h
	ssubl2	v6.4s, v16.8h, v19.8h
	ssubl2	v27.4s, v0.8h, v10.8h
	ssubl2	v23.4s, v5.8h, v17.8h
	ssubl2	v27.4s, v22.8h, v16.8h
	ssubl	v24.8h, v26.8b, v25.8b
	ssubl	v12.8h, v18.8b, v23.8b
	ssubl	v31.8h, v2.8b, v17.8b
	ssubl	v2.8h, v5.8b, v4.8b
	ssubl2	v3.8h, v28.16b, v30.16b
	ssubl2	v13.8h, v28.16b, v20.16b
	ssubl2	v25.8h, v23.16b, v2.16b
	ssubl2	v25.8h, v4.16b, v6.16b
	ssubw	v0.2d, v16.2d, v30.2s
	ssubw	v26.2d, v27.2d, v5.2s
	ssubw	v31.2d, v17.2d, v21.2s
	ssubw	v4.2d, v21.2d, v0.2s
	ssubw2	v11.2d, v9.2d, v31.4s
	ssubw2	v25.2d, v2.2d, v8.4s
	ssubw2	v17.2d, v12.2d, v6.4s
	ssubw2	v10.2d, v18.2d, v22.4s
	ssubw	v8.4s, v22.4s, v1.4h
	ssubw	v3.4s, v3.4s, v30.4h
	ssubw	v25.4s, v20.4s, v12.4h
	ssubw	v1.4s, v11.4s, v10.4h
	ssubw2	v25.4s, v5.4s, v3.8h
	ssubw2	v14.4s, v18.4s, v7.8h
	ssubw2	v11.4s, v23.4s, v23.8h
	ssubw2	v16.4s, v21.4s, v14.8h
	ssubw	v22.8h, v25.8h, v2.8b
	ssubw	v28.8h, v2.8h, v11.8b
	ssubw	v3.8h, v27.8h, v24.8b
	ssubw	v1.8h, v31.8h, v15.8b
	ssubw2	v8.8h, v16.8h, v26.16b
	ssubw2	v15.8h, v30.8h, v0.16b
	ssubw2	v18.8h, v24.8h, v29.16b
	ssubw2	v22.8h, v29.8h, v13.16b
	st1	{ v25.16b, v26.16b, v27.16b, v28.16b }, [sp]
	st1	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x15]
	st1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x25]
	st1	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x7]
	st1	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x13], x22
	st1	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x14], x2
	st1	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x8], x0
	st1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x13], x3
	st1	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x29]
	st1	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x29]
	st1	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x1]
	st1	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x17]
	st1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x2], x3
	st1	{ v28.1d, v29.1d, v30.1d, v31.1d }, [x30], x15
	st1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x9], x6
	st1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x1], x5
	st1	{ v21.2d, v22.2d, v23.2d, v24.2d }, [sp]
	st1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x18]
	st1	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x27]
	st1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x15]
	st1	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x5], x9
	st1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x23], x5
	st1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x21], x8
	st1	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x4], x18
	st1	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x2]
	st1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x25]
	st1	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x0]
	st1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x10]
	st1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x15], x0
	st1	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x3], x21
	st1	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x12], x27
	st1	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x4], x8
	st1	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x24]
	st1	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x2]
	st1	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x27]
	st1	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x0]
	st1	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x10], x8
	st1	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x11], x29
	st1	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x21], x26
	st1	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x5], x13
	st1	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x1]
	st1	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x14]
	st1	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x15]
	st1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x5]
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x5], x5
	st1	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x24], x21
	st1	{ v13.4s, v14.4s, v15.4s, v16.4s }, [sp], x21
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x20], x27
	st1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x6]
	st1	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x19]
	st1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x10]
	st1	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x14]
	st1	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x3], x2
	st1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x6], x12
	st1	{ v0.8b, v1.8b, v2.8b, v3.8b }, [x19], x5
	st1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x22], x15
	st1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x8]
	st1	{ v15.8h, v16.8h, v17.8h, v18.8h }, [sp]
	st1	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x6]
	st1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x3]
	st1	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x10], x18
	st1	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x20], x25
	st1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x2], x6
	st1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x2], x29
	st1	{ v11.16b }, [x24]
	st1	{ v29.16b }, [x3]
	st1	{ v19.16b }, [x8]
	st1	{ v1.16b }, [x28]
	st1	{ v19.16b }, [x6], x17
	st1	{ v12.16b }, [x16], x24
	st1	{ v26.16b }, [x1], x13
	st1	{ v3.16b }, [x14], x26
	st1	{ v10.1d }, [x21]
	st1	{ v21.1d }, [x10]
	st1	{ v17.1d }, [x4]
	st1	{ v14.1d }, [x30]
	st1	{ v20.1d }, [x3], x6
	st1	{ v23.1d }, [x12], x5
	st1	{ v1.1d }, [x11], x10
	st1	{ v5.1d }, [x10], x3
	st1	{ v4.2d }, [x0]
	st1	{ v26.2d }, [x30]
	st1	{ v6.2d }, [x11]
	st1	{ v8.2d }, [x29]
	st1	{ v18.2d }, [x20], x19
	st1	{ v26.2d }, [x10], x15
	st1	{ v0.2d }, [x21], x7
	st1	{ v14.2d }, [x20], x6
	st1	{ v5.2s }, [x16]
	st1	{ v17.2s }, [x18]
	st1	{ v18.2s }, [x28]
	st1	{ v4.2s }, [x14]
	st1	{ v1.2s }, [x1], x16
	st1	{ v10.2s }, [x26], x5
	st1	{ v29.2s }, [x13], x3
	st1	{ v28.2s }, [x15], x23
	st1	{ v6.4h }, [x25]
	st1	{ v0.4h }, [x17]
	st1	{ v1.4h }, [x26]
	st1	{ v3.4h }, [x9]
	st1	{ v2.4h }, [sp], x7
	st1	{ v19.4h }, [x13], x16
	st1	{ v11.4h }, [x30], x21
	st1	{ v2.4h }, [x17], x6
	st1	{ v25.4s }, [x1]
	st1	{ v20.4s }, [x5]
	st1	{ v22.4s }, [x13]
	st1	{ v30.4s }, [x29]
	st1	{ v29.4s }, [x16], x14
	st1	{ v29.4s }, [x4], x15
	st1	{ v17.4s }, [x28], x12
	st1	{ v13.4s }, [x29], x2
	st1	{ v15.8b }, [x13]
	st1	{ v23.8b }, [x5]
	st1	{ v3.8b }, [x30]
	st1	{ v14.8b }, [x19]
	st1	{ v20.8b }, [x29], x16
	st1	{ v7.8b }, [x17], x26
	st1	{ v3.8b }, [x19], x27
	st1	{ v21.8b }, [x16], x24
	st1	{ v7.8h }, [x0]
	st1	{ v10.8h }, [x28]
	st1	{ v8.8h }, [x20]
	st1	{ v25.8h }, [x26]
	st1	{ v21.8h }, [x17], x25
	st1	{ v26.8h }, [x3], #16
	st1	{ v9.8h }, [x14], x20
	st1	{ v25.8h }, [sp], x4
	st1	{ v9.16b, v10.16b, v11.16b }, [x15]
	st1	{ v0.16b, v1.16b, v2.16b }, [x15]
	st1	{ v29.16b, v30.16b, v31.16b }, [x9]
	st1	{ v27.16b, v28.16b, v29.16b }, [x29]
	st1	{ v9.16b, v10.16b, v11.16b }, [x4], x10
	st1	{ v6.16b, v7.16b, v8.16b }, [x19], x29
	st1	{ v24.16b, v25.16b, v26.16b }, [x26], x12
	st1	{ v13.16b, v14.16b, v15.16b }, [x11], x21
	st1	{ v3.1d, v4.1d, v5.1d }, [x13]
	st1	{ v12.1d, v13.1d, v14.1d }, [x20]
	st1	{ v11.1d, v12.1d, v13.1d }, [x22]
	st1	{ v0.1d, v1.1d, v2.1d }, [sp]
	st1	{ v19.1d, v20.1d, v21.1d }, [x1], x28
	st1	{ v0.1d, v1.1d, v2.1d }, [x13], x17
	st1	{ v4.1d, v5.1d, v6.1d }, [x19], x18
	st1	{ v30.1d, v31.1d, v0.1d }, [x9], x2
	st1	{ v28.2d, v29.2d, v30.2d }, [x6]
	st1	{ v20.2d, v21.2d, v22.2d }, [x15]
	st1	{ v12.2d, v13.2d, v14.2d }, [x24]
	st1	{ v30.2d, v31.2d, v0.2d }, [x15]
	st1	{ v1.2d, v2.2d, v3.2d }, [x20], #48
	st1	{ v14.2d, v15.2d, v16.2d }, [x0], x30
	st1	{ v17.2d, v18.2d, v19.2d }, [x21], x0
	st1	{ v10.2d, v11.2d, v12.2d }, [x29], x26
	st1	{ v4.2s, v5.2s, v6.2s }, [x26]
	st1	{ v6.2s, v7.2s, v8.2s }, [x29]
	st1	{ v20.2s, v21.2s, v22.2s }, [x20]
	st1	{ v6.2s, v7.2s, v8.2s }, [x27]
	st1	{ v21.2s, v22.2s, v23.2s }, [x16], x27
	st1	{ v2.2s, v3.2s, v4.2s }, [x16], x27
	st1	{ v3.2s, v4.2s, v5.2s }, [x22], x30
	st1	{ v31.2s, v0.2s, v1.2s }, [x21], x20
	st1	{ v22.4h, v23.4h, v24.4h }, [x4]
	st1	{ v9.4h, v10.4h, v11.4h }, [x18]
	st1	{ v15.4h, v16.4h, v17.4h }, [x5]
	st1	{ v19.4h, v20.4h, v21.4h }, [x25]
	st1	{ v11.4h, v12.4h, v13.4h }, [x12], x2
	st1	{ v12.4h, v13.4h, v14.4h }, [x2], x6
	st1	{ v26.4h, v27.4h, v28.4h }, [x6], x29
	st1	{ v2.4h, v3.4h, v4.4h }, [x4], x20
	st1	{ v21.4s, v22.4s, v23.4s }, [x29]
	st1	{ v9.4s, v10.4s, v11.4s }, [x18]
	st1	{ v6.4s, v7.4s, v8.4s }, [x12]
	st1	{ v19.4s, v20.4s, v21.4s }, [x7]
	st1	{ v28.4s, v29.4s, v30.4s }, [x29], x16
	st1	{ v8.4s, v9.4s, v10.4s }, [x23], x20
	st1	{ v9.4s, v10.4s, v11.4s }, [x30], x18
	st1	{ v7.4s, v8.4s, v9.4s }, [x26], x9
	st1	{ v29.8b, v30.8b, v31.8b }, [x10]
	st1	{ v31.8b, v0.8b, v1.8b }, [x9]
	st1	{ v25.8b, v26.8b, v27.8b }, [x4]
	st1	{ v10.8b, v11.8b, v12.8b }, [x12]
	st1	{ v8.8b, v9.8b, v10.8b }, [x16], #24
	st1	{ v24.8b, v25.8b, v26.8b }, [x6], x23
	st1	{ v11.8b, v12.8b, v13.8b }, [x25], x9
	st1	{ v13.8b, v14.8b, v15.8b }, [x5], x10
	st1	{ v9.8h, v10.8h, v11.8h }, [x21]
	st1	{ v30.8h, v31.8h, v0.8h }, [x28]
	st1	{ v18.8h, v19.8h, v20.8h }, [x5]
	st1	{ v21.8h, v22.8h, v23.8h }, [x22]
	st1	{ v23.8h, v24.8h, v25.8h }, [x9], x12
	st1	{ v28.8h, v29.8h, v30.8h }, [x22], x10
	st1	{ v0.8h, v1.8h, v2.8h }, [x9], x20
	st1	{ v26.8h, v27.8h, v28.8h }, [x23], x27
	st1	{ v0.16b, v1.16b }, [x19]
	st1	{ v0.16b, v1.16b }, [x28]
	st1	{ v30.16b, v31.16b }, [x10]
	st1	{ v19.16b, v20.16b }, [x10]
	st1	{ v29.16b, v30.16b }, [x23], x12
	st1	{ v20.16b, v21.16b }, [x21], x24
	st1	{ v21.16b, v22.16b }, [x8], #32
	st1	{ v12.16b, v13.16b }, [x4], x2
	st1	{ v11.1d, v12.1d }, [x28]
	st1	{ v26.1d, v27.1d }, [x12]
	st1	{ v24.1d, v25.1d }, [x18]
	st1	{ v24.1d, v25.1d }, [x4]
	st1	{ v2.1d, v3.1d }, [x1], x10
	st1	{ v22.1d, v23.1d }, [x21], x12
	st1	{ v23.1d, v24.1d }, [x9], x30
	st1	{ v12.1d, v13.1d }, [x22], x27
	st1	{ v0.2d, v1.2d }, [x18]
	st1	{ v18.2d, v19.2d }, [x13]
	st1	{ v4.2d, v5.2d }, [x2]
	st1	{ v16.2d, v17.2d }, [sp]
	st1	{ v29.2d, v30.2d }, [x13], x29
	st1	{ v28.2d, v29.2d }, [x26], x6
	st1	{ v16.2d, v17.2d }, [sp], x17
	st1	{ v15.2d, v16.2d }, [x5], x27
	st1	{ v13.2s, v14.2s }, [x20]
	st1	{ v22.2s, v23.2s }, [x15]
	st1	{ v1.2s, v2.2s }, [x30]
	st1	{ v19.2s, v20.2s }, [x17]
	st1	{ v20.2s, v21.2s }, [x12], x15
	st1	{ v18.2s, v19.2s }, [x8], x6
	st1	{ v16.2s, v17.2s }, [x14], x5
	st1	{ v15.2s, v16.2s }, [x22], x24
	st1	{ v14.4h, v15.4h }, [x25]
	st1	{ v21.4h, v22.4h }, [x19]
	st1	{ v7.4h, v8.4h }, [x14]
	st1	{ v25.4h, v26.4h }, [x30]
	st1	{ v0.4h, v1.4h }, [x26], x17
	st1	{ v0.4h, v1.4h }, [x1], x22
	st1	{ v23.4h, v24.4h }, [sp], x13
	st1	{ v29.4h, v30.4h }, [x29], x12
	st1	{ v27.4s, v28.4s }, [x12]
	st1	{ v15.4s, v16.4s }, [sp]
	st1	{ v18.4s, v19.4s }, [x18]
	st1	{ v21.4s, v22.4s }, [x12]
	st1	{ v0.4s, v1.4s }, [x29], x4
	st1	{ v29.4s, v30.4s }, [x1], x9
	st1	{ v3.4s, v4.4s }, [x27], x30
	st1	{ v17.4s, v18.4s }, [x16], x16
	st1	{ v7.8b, v8.8b }, [x6]
	st1	{ v2.8b, v3.8b }, [sp]
	st1	{ v8.8b, v9.8b }, [x18]
	st1	{ v9.8b, v10.8b }, [x26]
	st1	{ v5.8b, v6.8b }, [x10], x30
	st1	{ v6.8b, v7.8b }, [x21], x5
	st1	{ v29.8b, v30.8b }, [sp], x3
	st1	{ v21.8b, v22.8b }, [x24], x15
	st1	{ v17.8h, v18.8h }, [x30]
	st1	{ v6.8h, v7.8h }, [x25]
	st1	{ v21.8h, v22.8h }, [sp]
	st1	{ v28.8h, v29.8h }, [x8]
	st1	{ v11.8h, v12.8h }, [x13], x15
	st1	{ v29.8h, v30.8h }, [x14], #32
	st1	{ v13.8h, v14.8h }, [x14], x19
	st1	{ v17.8h, v18.8h }, [x10], x29
	st1	{ v15.b }[0], [x26]
	st1	{ v19.b }[13], [x2]
	st1	{ v22.b }[8], [x12]
	st1	{ v21.b }[6], [x26]
	st1	{ v29.b }[0], [x28], x15
	st1	{ v24.b }[13], [x7], x14
	st1	{ v31.b }[1], [x25], #1
	st1	{ v13.b }[7], [x18], x21
	st1	{ v6.d }[0], [x11]
	st1	{ v9.d }[0], [x25]
	st1	{ v27.d }[0], [x13]
	st1	{ v22.d }[1], [x12]
	st1	{ v2.d }[0], [x19], x11
	st1	{ v12.d }[1], [x13], x6
	st1	{ v18.d }[1], [x29], x12
	st1	{ v31.d }[0], [x29], x28
	st1	{ v20.h }[5], [x27]
	st1	{ v30.h }[7], [x24]
	st1	{ v27.h }[4], [x16]
	st1	{ v5.h }[1], [x6]
	st1	{ v1.h }[1], [x9], x24
	st1	{ v17.h }[0], [x29], x12
	st1	{ v25.h }[0], [x9], x22
	st1	{ v25.h }[7], [x10], x11
	st1	{ v3.s }[3], [x4]
	st1	{ v26.s }[0], [x20]
	st1	{ v14.s }[0], [x1]
	st1	{ v16.s }[0], [x14]
	st1	{ v27.s }[3], [x6], x26
	st1	{ v29.s }[0], [x24], x17
	st1	{ v11.s }[0], [x4], x17
	st1	{ v18.s }[0], [x1], x13
	st2	{ v10.b, v11.b }[15], [x26]
	st2	{ v29.b, v30.b }[10], [x24]
	st2	{ v5.b, v6.b }[8], [x0]
	st2	{ v2.b, v3.b }[11], [x7]
	st2	{ v3.b, v4.b }[8], [x13], x11
	st2	{ v0.b, v1.b }[1], [x17], x14
	st2	{ v11.b, v12.b }[1], [x0], x7
	st2	{ v16.b, v17.b }[3], [x16], x12
	st2	{ v24.d, v25.d }[1], [x12]
	st2	{ v20.d, v21.d }[0], [x3]
	st2	{ v10.d, v11.d }[1], [x7]
	st2	{ v18.d, v19.d }[0], [sp]
	st2	{ v21.d, v22.d }[1], [x19], x2
	st2	{ v13.d, v14.d }[0], [x6], x30
	st2	{ v27.d, v28.d }[0], [x12], x21
	st2	{ v7.d, v8.d }[0], [x26], x15
	st2	{ v30.h, v31.h }[7], [x22]
	st2	{ v8.h, v9.h }[7], [x12]
	st2	{ v20.h, v21.h }[4], [x26]
	st2	{ v14.h, v15.h }[3], [x16]
	st2	{ v14.h, v15.h }[1], [x26], x9
	st2	{ v15.h, v16.h }[3], [x18], x0
	st2	{ v0.h, v1.h }[3], [x20], x15
	st2	{ v20.h, v21.h }[3], [x22], x10
	st2	{ v5.s, v6.s }[1], [x13]
	st2	{ v27.s, v28.s }[1], [x25]
	st2	{ v16.s, v17.s }[2], [x6]
	st2	{ v31.s, v0.s }[1], [x9]
	st2	{ v17.s, v18.s }[0], [x30], x16
	st2	{ v14.s, v15.s }[0], [x22], x4
	st2	{ v27.s, v28.s }[2], [x19], x26
	st2	{ v0.s, v1.s }[2], [x28], x28
	st2	{ v15.16b, v16.16b }, [x4]
	st2	{ v4.16b, v5.16b }, [x7]
	st2	{ v20.16b, v21.16b }, [x21]
	st2	{ v29.16b, v30.16b }, [x3]
	st2	{ v10.16b, v11.16b }, [x7], x7
	st2	{ v23.16b, v24.16b }, [x8], x9
	st2	{ v13.16b, v14.16b }, [x29], x11
	st2	{ v30.16b, v31.16b }, [x29], x10
	st2	{ v14.2d, v15.2d }, [x8]
	st2	{ v24.2d, v25.2d }, [x1]
	st2	{ v7.2d, v8.2d }, [x19]
	st2	{ v20.2d, v21.2d }, [sp]
	st2	{ v7.2d, v8.2d }, [x3], x9
	st2	{ v14.2d, v15.2d }, [x1], x29
	st2	{ v25.2d, v26.2d }, [x13], x30
	st2	{ v3.2d, v4.2d }, [x17], x13
	st2	{ v20.2s, v21.2s }, [x8]
	st2	{ v1.2s, v2.2s }, [x18]
	st2	{ v28.2s, v29.2s }, [x1]
	st2	{ v0.2s, v1.2s }, [x21]
	st2	{ v2.2s, v3.2s }, [x30], x2
	st2	{ v31.2s, v0.2s }, [x10], x5
	st2	{ v20.2s, v21.2s }, [x19], x19
	st2	{ v21.2s, v22.2s }, [x9], x26
	st2	{ v18.4h, v19.4h }, [x30]
	st2	{ v19.4h, v20.4h }, [x10]
	st2	{ v13.4h, v14.4h }, [x5]
	st2	{ v8.4h, v9.4h }, [x24]
	st2	{ v6.4h, v7.4h }, [x8], x29
	st2	{ v11.4h, v12.4h }, [x1], x13
	st2	{ v5.4h, v6.4h }, [sp], x25
	st2	{ v4.4h, v5.4h }, [x1], x27
	st2	{ v15.4s, v16.4s }, [x30]
	st2	{ v27.4s, v28.4s }, [x26]
	st2	{ v17.4s, v18.4s }, [x18]
	st2	{ v24.4s, v25.4s }, [x5]
	st2	{ v8.4s, v9.4s }, [x23], x2
	st2	{ v15.4s, v16.4s }, [x6], x13
	st2	{ v22.4s, v23.4s }, [x0], x3
	st2	{ v11.4s, v12.4s }, [x18], x27
	st2	{ v24.8b, v25.8b }, [x12]
	st2	{ v10.8b, v11.8b }, [x7]
	st2	{ v15.8b, v16.8b }, [x2]
	st2	{ v28.8b, v29.8b }, [x5]
	st2	{ v24.8b, v25.8b }, [x11], x24
	st2	{ v19.8b, v20.8b }, [x17], x4
	st2	{ v14.8b, v15.8b }, [x11], x1
	st2	{ v10.8b, v11.8b }, [x25], x12
	st2	{ v31.8h, v0.8h }, [x8]
	st2	{ v1.8h, v2.8h }, [x7]
	st2	{ v28.8h, v29.8h }, [x14]
	st2	{ v28.8h, v29.8h }, [x22]
	st2	{ v22.8h, v23.8h }, [x23], x7
	st2	{ v3.8h, v4.8h }, [x7], #32
	st2	{ v20.8h, v21.8h }, [x16], x1
	st2	{ v22.8h, v23.8h }, [sp], x0
	st3	{ v19.b, v20.b, v21.b }[0], [x17]
	st3	{ v5.b, v6.b, v7.b }[6], [x6]
	st3	{ v31.b, v0.b, v1.b }[13], [x14]
	st3	{ v29.b, v30.b, v31.b }[11], [x0]
	st3	{ v18.b, v19.b, v20.b }[2], [x13], x10
	st3	{ v6.b, v7.b, v8.b }[15], [x25], x14
	st3	{ v18.b, v19.b, v20.b }[5], [x10], x16
	st3	{ v7.b, v8.b, v9.b }[5], [x13], x15
	st3	{ v28.d, v29.d, v30.d }[1], [x4]
	st3	{ v0.d, v1.d, v2.d }[1], [x17]
	st3	{ v15.d, v16.d, v17.d }[1], [x3]
	st3	{ v31.d, v0.d, v1.d }[1], [x12]
	st3	{ v25.d, v26.d, v27.d }[1], [x11], x27
	st3	{ v16.d, v17.d, v18.d }[1], [x13], x25
	st3	{ v12.d, v13.d, v14.d }[0], [x24], x11
	st3	{ v2.d, v3.d, v4.d }[1], [x0], x18
	st3	{ v17.h, v18.h, v19.h }[4], [x11]
	st3	{ v19.h, v20.h, v21.h }[0], [sp]
	st3	{ v22.h, v23.h, v24.h }[7], [x19]
	st3	{ v10.h, v11.h, v12.h }[7], [x12]
	st3	{ v6.h, v7.h, v8.h }[0], [x15], x5
	st3	{ v26.h, v27.h, v28.h }[4], [x28], x4
	st3	{ v2.h, v3.h, v4.h }[2], [x26], x18
	st3	{ v22.h, v23.h, v24.h }[5], [x10], x28
	st3	{ v24.s, v25.s, v26.s }[1], [x29]
	st3	{ v9.s, v10.s, v11.s }[2], [x5]
	st3	{ v10.s, v11.s, v12.s }[3], [x20]
	st3	{ v27.s, v28.s, v29.s }[0], [x25]
	st3	{ v29.s, v30.s, v31.s }[3], [x17], x26
	st3	{ v7.s, v8.s, v9.s }[0], [x23], x28
	st3	{ v11.s, v12.s, v13.s }[0], [x10], x22
	st3	{ v23.s, v24.s, v25.s }[1], [x5], x0
	st3	{ v8.16b, v9.16b, v10.16b }, [x13]
	st3	{ v6.16b, v7.16b, v8.16b }, [x3]
	st3	{ v17.16b, v18.16b, v19.16b }, [x27]
	st3	{ v27.16b, v28.16b, v29.16b }, [x5]
	st3	{ v5.16b, v6.16b, v7.16b }, [x0], x22
	st3	{ v22.16b, v23.16b, v24.16b }, [x9], x22
	st3	{ v0.16b, v1.16b, v2.16b }, [x15], x24
	st3	{ v3.16b, v4.16b, v5.16b }, [x10], x27
	st3	{ v23.2d, v24.2d, v25.2d }, [x9]
	st3	{ v6.2d, v7.2d, v8.2d }, [x28]
	st3	{ v24.2d, v25.2d, v26.2d }, [x24]
	st3	{ v11.2d, v12.2d, v13.2d }, [x24]
	st3	{ v18.2d, v19.2d, v20.2d }, [sp], x5
	st3	{ v14.2d, v15.2d, v16.2d }, [x22], x5
	st3	{ v15.2d, v16.2d, v17.2d }, [x17], x12
	st3	{ v11.2d, v12.2d, v13.2d }, [x2], x29
	st3	{ v23.2s, v24.2s, v25.2s }, [x26]
	st3	{ v22.2s, v23.2s, v24.2s }, [x21]
	st3	{ v8.2s, v9.2s, v10.2s }, [x24]
	st3	{ v23.2s, v24.2s, v25.2s }, [x12]
	st3	{ v1.2s, v2.2s, v3.2s }, [x13], x2
	st3	{ v24.2s, v25.2s, v26.2s }, [x20], x15
	st3	{ v15.2s, v16.2s, v17.2s }, [x16], x19
	st3	{ v17.2s, v18.2s, v19.2s }, [x30], x9
	st3	{ v19.4h, v20.4h, v21.4h }, [x26]
	st3	{ v2.4h, v3.4h, v4.4h }, [x5]
	st3	{ v29.4h, v30.4h, v31.4h }, [x0]
	st3	{ v25.4h, v26.4h, v27.4h }, [x10]
	st3	{ v3.4h, v4.4h, v5.4h }, [x11], x0
	st3	{ v9.4h, v10.4h, v11.4h }, [x0], x9
	st3	{ v9.4h, v10.4h, v11.4h }, [x25], #24
	st3	{ v25.4h, v26.4h, v27.4h }, [x7], x2
	st3	{ v21.4s, v22.4s, v23.4s }, [x30]
	st3	{ v18.4s, v19.4s, v20.4s }, [x22]
	st3	{ v31.4s, v0.4s, v1.4s }, [x9]
	st3	{ v6.4s, v7.4s, v8.4s }, [x23]
	st3	{ v8.4s, v9.4s, v10.4s }, [x8], x12
	st3	{ v13.4s, v14.4s, v15.4s }, [x19], x20
	st3	{ v20.4s, v21.4s, v22.4s }, [x21], x5
	st3	{ v16.4s, v17.4s, v18.4s }, [x20], x5
	st3	{ v21.8b, v22.8b, v23.8b }, [x10]
	st3	{ v16.8b, v17.8b, v18.8b }, [x2]
	st3	{ v13.8b, v14.8b, v15.8b }, [x27]
	st3	{ v29.8b, v30.8b, v31.8b }, [x18]
	st3	{ v30.8b, v31.8b, v0.8b }, [x22], x16
	st3	{ v17.8b, v18.8b, v19.8b }, [x9], x26
	st3	{ v1.8b, v2.8b, v3.8b }, [x15], x21
	st3	{ v17.8b, v18.8b, v19.8b }, [x28], x20
	st3	{ v24.8h, v25.8h, v26.8h }, [x7]
	st3	{ v6.8h, v7.8h, v8.8h }, [x1]
	st3	{ v16.8h, v17.8h, v18.8h }, [x2]
	st3	{ v12.8h, v13.8h, v14.8h }, [x30]
	st3	{ v5.8h, v6.8h, v7.8h }, [x27], x20
	st3	{ v18.8h, v19.8h, v20.8h }, [x18], x20
	st3	{ v24.8h, v25.8h, v26.8h }, [x21], x15
	st3	{ v10.8h, v11.8h, v12.8h }, [x22], x18
	st4	{ v19.b, v20.b, v21.b, v22.b }[0], [x23]
	st4	{ v24.b, v25.b, v26.b, v27.b }[11], [x25]
	st4	{ v1.b, v2.b, v3.b, v4.b }[0], [x9]
	st4	{ v27.b, v28.b, v29.b, v30.b }[13], [x30]
	st4	{ v9.b, v10.b, v11.b, v12.b }[15], [x9], x13
	st4	{ v12.b, v13.b, v14.b, v15.b }[3], [x19], x13
	st4	{ v6.b, v7.b, v8.b, v9.b }[4], [x21], x1
	st4	{ v6.b, v7.b, v8.b, v9.b }[15], [sp], x15
	st4	{ v11.d, v12.d, v13.d, v14.d }[1], [x10]
	st4	{ v0.d, v1.d, v2.d, v3.d }[0], [x1]
	st4	{ v8.d, v9.d, v10.d, v11.d }[0], [x27]
	st4	{ v31.d, v0.d, v1.d, v2.d }[0], [x3]
	st4	{ v10.d, v11.d, v12.d, v13.d }[1], [x28], x13
	st4	{ v23.d, v24.d, v25.d, v26.d }[0], [x3], x25
	st4	{ v29.d, v30.d, v31.d, v0.d }[1], [x22], x26
	st4	{ v17.d, v18.d, v19.d, v20.d }[0], [x4], x21
	st4	{ v31.h, v0.h, v1.h, v2.h }[7], [x10]
	st4	{ v3.h, v4.h, v5.h, v6.h }[5], [sp]
	st4	{ v7.h, v8.h, v9.h, v10.h }[2], [x2]
	st4	{ v7.h, v8.h, v9.h, v10.h }[5], [x28]
	st4	{ v8.h, v9.h, v10.h, v11.h }[1], [x10], x16
	st4	{ v20.h, v21.h, v22.h, v23.h }[7], [x25], x15
	st4	{ v18.h, v19.h, v20.h, v21.h }[0], [x6], x16
	st4	{ v20.h, v21.h, v22.h, v23.h }[1], [x6], x21
	st4	{ v31.s, v0.s, v1.s, v2.s }[3], [x0]
	st4	{ v3.s, v4.s, v5.s, v6.s }[0], [x11]
	st4	{ v20.s, v21.s, v22.s, v23.s }[1], [x22]
	st4	{ v10.s, v11.s, v12.s, v13.s }[3], [x1]
	st4	{ v29.s, v30.s, v31.s, v0.s }[2], [x21], x30
	st4	{ v4.s, v5.s, v6.s, v7.s }[3], [x3], x10
	st4	{ v11.s, v12.s, v13.s, v14.s }[3], [x23], x5
	st4	{ v9.s, v10.s, v11.s, v12.s }[0], [x15], x10
	st4	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x9]
	st4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x14]
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x9]
	st4	{ v19.16b, v20.16b, v21.16b, v22.16b }, [x25]
	st4	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x25], x16
	st4	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x6], x20
	st4	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x24], x25
	st4	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x2], x18
	st4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x28]
	st4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x7]
	st4	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x13]
	st4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x11]
	st4	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x21], x18
	st4	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x23], x27
	st4	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x12], x5
	st4	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x2], x12
	st4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x6]
	st4	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x13]
	st4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x20]
	st4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x22]
	st4	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x12], x9
	st4	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x13], x8
	st4	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x2], x11
	st4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x7], x29
	st4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x7]
	st4	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x19]
	st4	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x3]
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x2]
	st4	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x8], x26
	st4	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x6], x20
	st4	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x14], x11
	st4	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x12], x0
	st4	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x29]
	st4	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x29]
	st4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x2]
	st4	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x24]
	st4	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x10], x9
	st4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x25], x7
	st4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x16], x17
	st4	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x13], x15
	st4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x7]
	st4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x23]
	st4	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x18]
	st4	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x28]
	st4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x7], x14
	st4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x7], x16
	st4	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x20], x7
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x5], x10
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x26]
	st4	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x19]
	st4	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x7]
	st4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x30]
	st4	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x20], x5
	st4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x16], #64
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x19], x1
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x0], x7
	stlr	w4, [x20]
	stlr	w16, [x13]
	stlr	w14, [x15]
	stlr	w9, [x18]
	stlr	x18, [x4]
	stlr	x22, [x30]
	stlr	x13, [x6]
	stlr	x17, [x9]
	stlrb	w27, [x16]
	stlrb	w23, [x17]
	stlrb	w23, [x16]
	stlrb	w21, [x20]
	stlrh	w20, [x12]
	stlrh	w0, [x29]
	stlrh	w16, [x17]
	stlrh	w8, [x8]
	stlxp	w12, w21, wzr, [x26]
	stlxp	w29, w1, w17, [x27]
	stlxp	w22, w28, w27, [x16]
	stlxp	w4, w12, w9, [x19]
	stlxp	w19, x4, x23, [x16]
	stlxp	w20, x9, x15, [x22]
	stlxp	w6, x30, x12, [x9]
	stlxp	w8, x6, x19, [x17]
	stlxr	w1, w5, [x25]
	stlxr	w24, w18, [x21]
	stlxr	w28, w14, [x24]
	stlxr	w12, w16, [x28]
	stlxr	w1, x30, [x7]
	stlxr	w8, x1, [x27]
	stlxr	w30, x3, [x15]
	stlxr	w16, x26, [x8]
	stlxrb	w2, w6, [x0]
	stlxrb	w2, w16, [x1]
	stlxrb	w10, w30, [x2]
	stlxrb	w15, w23, [x30]
	stlxrh	w9, w1, [x23]
	stlxrh	w5, w19, [x25]
	stlxrh	w23, w15, [x30]
	stlxrh	w8, w13, [x28]
	stnp	d5, d21, [x21, #48]
	stnp	d6, d24, [x22, #-168]
	stnp	d28, d20, [x8, #40]
	stnp	d5, d23, [x27, #-400]
	stnp	q8, q19, [x23]
	stnp	q27, q12, [x29, #240]
	stnp	q25, q31, [x23, #272]
	stnp	q21, q7, [x28, #-16]
	stnp	s1, s0, [x5]
	stnp	s16, s24, [x8]
	stnp	s6, s26, [x0, #-128]
	stnp	s13, s15, [x28, #-164]
	stnp	w1, w22, [x15]
	stnp	w27, w0, [x20, #-64]
	stnp	w24, w25, [x21, #144]
	stnp	w3, w5, [x19, #40]
	stnp	x1, x10, [x2, #56]
	stnp	x1, x7, [x29, #384]
	stnp	x2, x28, [x6]
	stnp	x11, x23, [x29, #72]
	stp	d13, d16, [x6]
	stp	d6, d11, [x11, #-8]
	stp	d21, d14, [x14]
	stp	d2, d4, [x0, #-48]
	stp	d27, d5, [x9], #-104
	stp	d12, d16, [x29], #304
	stp	d4, d23, [x4], #-192
	stp	d23, d31, [x26], #-176
	stp	d6, d11, [x29, #-384]!
	stp	d7, d8, [x26, #224]!
	stp	d24, d25, [x26, #-264]!
	stp	d8, d2, [x13, #128]!
	stp	q31, q15, [x8, #560]
	stp	q26, q3, [x15]
	stp	q1, q25, [x10, #496]
	stp	q10, q29, [x21]
	stp	q16, q4, [x12], #-32
	stp	q21, q9, [x2], #-928
	stp	q16, q12, [x4], #-1024
	stp	q30, q28, [x23], #256
	stp	q30, q18, [x17, #0]!
	stp	q28, q31, [x29, #176]!
	stp	q9, q26, [x23, #160]!
	stp	q12, q29, [x9, #384]!
	stp	s8, s7, [x25]
	stp	s29, s30, [x30, #252]
	stp	s23, s24, [x20]
	stp	s2, s8, [x29]
	stp	s1, s7, [sp], #180
	stp	s8, s7, [x29], #96
	stp	s21, s16, [x19], #172
	stp	s15, s8, [x29], #-24
	stp	s21, s27, [x8, #-140]!
	stp	s7, s7, [x13, #-192]!
	stp	s2, s10, [x18, #-172]!
	stp	s14, s25, [x0, #-8]!
	stp	w2, w12, [x3]
	stp	w2, w11, [x7, #-92]
	stp	w22, w16, [x13]
	stp	w8, w10, [x9, #-76]
	stp	w25, w6, [x23], #0
	stp	w29, w0, [sp], #0
	stp	w17, w12, [x19], #108
	stp	w17, w22, [x9], #-4
	stp	w17, w14, [x10, #-80]!
	stp	w26, w29, [x23, #-164]!
	stp	w11, w26, [x14, #20]!
	stp	w26, w7, [x4, #136]!
	stp	x8, x9, [x6]
	stp	x28, x2, [x29]
	stp	x11, x10, [x30]
	stp	x2, x22, [x8, #-416]
	stp	x30, x4, [x21], #120
	stp	x30, x2, [x20], #-32
	stp	x28, xzr, [x3], #-200
	stp	x16, x25, [x8], #-192
	stp	x8, x21, [x13, #264]!
	stp	x27, x20, [x24, #8]!
	stp	x18, xzr, [x19, #-296]!
	stp	x26, x6, [x27, #-24]!
	stur	b0, [x5]
	stur	b11, [x25, #-5]
	stur	b7, [x25, #-210]
	stur	b28, [x12]
	str	b29, [x15], #-79
	str	b21, [x24], #2
	str	b28, [x21], #-1
	str	b25, [x7], #0
	str	b20, [x19, #243]!
	str	b1, [x19, #-73]!
	str	b8, [x22, #218]!
	str	b8, [x17, #-23]!
	str	b18, [x18, w12, sxtw #0]
	str	b19, [x20, w9, uxtw #0]
	str	b28, [x27, w8, sxtw]
	str	b14, [x19, w15, uxtw #0]
	str	b19, [x2, x9, sxtx #0]
	str	b11, [x3, x5, lsl #0]
	str	b25, [x21, x28]
	str	b12, [x7, x27, lsl #0]
	str	b21, [x12, #4095]
	str	b16, [x12, #3227]
	str	b18, [x18]
	str	b5, [x11, #2634]
	sturb	w24, [x25, #188]
	sturb	w22, [x6, #-144]
	sturb	w14, [x9, #-20]
	sturb	w25, [x29, #-7]
	strb	w5, [x3], #174
	strb	w30, [x15], #128
	strb	w14, [x30], #2
	strb	w9, [x22], #92
	strb	w13, [x2, #-229]!
	strb	wzr, [x30, #-215]!
	strb	w29, [x2, #-187]!
	strb	w24, [x30, #128]!
	strb	w11, [x23, w28, sxtw]
	strb	w21, [x4, wzr, uxtw]
	strb	wzr, [x17, w0, sxtw]
	strb	w0, [x1, w23, uxtw #0]
	strb	w28, [x20, x2, sxtx]
	strb	w10, [x19, x24, sxtx]
	strb	w14, [x11, x2, sxtx #0]
	strb	w19, [x25, x11, sxtx #0]
	strb	w19, [x5, #1790]
	strb	w26, [x2, #497]
	strb	w11, [x19, #1754]
	strb	w5, [x10]
	stur	d15, [x23]
	stur	d3, [x29, #-245]
	stur	d18, [x13, #-193]
	stur	d26, [x15, #-43]
	str	d7, [x7], #246
	str	d14, [x11], #-158
	str	d26, [x6], #-256
	str	d27, [x1], #-1
	str	d12, [x30, #255]!
	str	d27, [x16, #-24]!
	str	d21, [x19, #142]!
	str	d11, [x18, #-182]!
	str	d21, [x19, w19, sxtw #3]
	str	d30, [x17, w7, sxtw]
	str	d7, [x10, w7, sxtw #3]
	str	d24, [x10, w21, sxtw]
	str	d25, [x6, x3, lsl #3]
	str	d6, [x1, x6, lsl #3]
	str	d1, [x22, x6]
	str	d31, [x22, x23, lsl #3]
	str	d7, [x27]
	str	d20, [x18, #32760]
	str	d17, [x23, #22552]
	str	d22, [x28, #424]
	stur	h8, [x25, #43]
	stur	h6, [x3]
	stur	h29, [x14, #-155]
	stur	h12, [x8, #53]
	str	h25, [x17], #65
	str	h9, [x6], #251
	str	h14, [x19], #174
	str	h24, [x15], #-42
	str	h15, [sp, #-250]!
	str	h16, [sp, #194]!
	str	h22, [x23, #94]!
	str	h14, [x16, #-23]!
	str	h27, [x1, w18, sxtw #1]
	str	h1, [x28, w24, uxtw]
	str	h14, [x16, w19, uxtw #1]
	str	h3, [x6, w9, sxtw #1]
	str	h14, [sp, x16, lsl #1]
	str	h7, [x10, x27, sxtx #1]
	str	h31, [x24, x12, sxtx #1]
	str	h9, [x10, x25, lsl #1]
	str	h19, [x17]
	str	h10, [x13]
	str	h10, [x12]
	str	h18, [x0]
	sturh	w7, [x10]
	sturh	w7, [x8, #177]
	sturh	w28, [x26]
	sturh	w21, [x24, #255]
	strh	w11, [x22], #0
	strh	w19, [x25], #9
	strh	w4, [x27], #17
	strh	w10, [x2], #209
	strh	w2, [x29, #-85]!
	strh	w29, [x9, #156]!
	strh	w24, [x30, #247]!
	strh	w26, [x17, #199]!
	strh	w30, [x30, w9, uxtw]
	strh	w15, [x8, w2, sxtw]
	strh	w14, [x24, w13, sxtw]
	strh	w27, [x12, w30, sxtw]
	strh	w13, [x3, x14]
	strh	w27, [x14, x20]
	strh	w0, [x2, x12, lsl #1]
	strh	w0, [x5, x11, sxtx]
	strh	w20, [x21, #6118]
	strh	w10, [x29, #2422]
	strh	w19, [x4]
	strh	w29, [x6, #6694]
	stur	q30, [x3, #249]
	stur	q2, [x30, #-1]
	stur	q20, [x30]
	stur	q31, [x13, #239]
	str	q15, [x22], #-48
	str	q22, [x1], #-197
	str	q24, [x20], #-96
	str	q14, [x22], #249
	str	q12, [x2, #41]!
	str	q26, [x11, #1]!
	str	q6, [x23, #88]!
	str	q22, [x22, #1]!
	str	q22, [x7, w3, uxtw #4]
	str	q31, [x20, w29, sxtw #4]
	str	q29, [x23, w3, uxtw #4]
	str	q18, [x22, w10, uxtw #4]
	str	q27, [x0, x7, sxtx]
	str	q12, [x5, x27, sxtx]
	str	q23, [x21, x1, sxtx #4]
	str	q3, [x30, xzr, sxtx #4]
	str	q10, [x5]
	str	q6, [x17, #43136]
	str	q27, [x12]
	str	q26, [x20]
	stur	s25, [x3, #19]
	stur	s13, [x2, #-216]
	stur	s20, [x10, #255]
	stur	s28, [x22, #139]
	str	s21, [x23], #111
	str	s22, [x11], #118
	str	s16, [x2], #-1
	str	s14, [x18], #-109
	str	s10, [x10, #159]!
	str	s23, [x23, #47]!
	str	s0, [x25, #227]!
	str	s27, [x6, #119]!
	str	s3, [x27, w19, sxtw]
	str	s26, [x22, w30, sxtw #2]
	str	s16, [x12, w14, uxtw #2]
	str	s15, [x28, wzr, uxtw]
	str	s16, [x15, xzr]
	str	s18, [x14, x29]
	str	s28, [x3, x27, sxtx]
	str	s23, [x5, x8, lsl #2]
	str	s11, [x10]
	str	s21, [x26, #2712]
	str	s19, [x18]
	str	s3, [x27]
	stur	w24, [x8, #-256]
	stur	wzr, [x15, #-1]
	stur	w9, [x0]
	stur	w27, [x6]
	str	w7, [x0], #15
	str	w21, [x18], #9
	str	w10, [x15], #-169
	str	w26, [x14], #175
	str	w3, [x8, #-247]!
	str	w4, [x6, #79]!
	str	w22, [x4, #-67]!
	str	w22, [x6, #-167]!
	str	w16, [x23, w17, uxtw]
	str	w21, [x0, w9, sxtw]
	str	w0, [x10, w26, uxtw]
	str	w9, [x9, w26, uxtw]
	str	w17, [x14, x18, lsl #2]
	str	w29, [x3, x18, lsl #2]
	str	w30, [x16, xzr, sxtx]
	str	w5, [x3, x22, sxtx #2]
	str	w12, [x4]
	str	w24, [x8]
	str	w8, [x20, #220]
	str	wzr, [x18, #15140]
	stur	x8, [x10, #-47]
	stur	x14, [x25]
	stur	x21, [x19, #-1]
	stur	xzr, [x19]
	str	x30, [x12], #42
	str	x22, [x20], #-38
	str	x13, [x26], #-1
	str	x24, [x11], #82
	str	x2, [x27, #21]!
	str	x2, [x0, #250]!
	str	x23, [x17, #-185]!
	str	x19, [sp, #185]!
	str	x15, [x15, w0, sxtw]
	str	x22, [x12, w11, sxtw]
	str	x19, [x20, w17, sxtw]
	str	x6, [x15, w2, sxtw]
	str	x30, [x27, x2, lsl #3]
	str	x22, [x29, x8, sxtx #3]
	str	x9, [x4, x9, sxtx #3]
	str	x27, [x28, x5]
	str	x12, [x4, #8856]
	str	x27, [x26, #7552]
	str	x18, [x19]
	str	x0, [x11]
	sttrb	w4, [x14, #34]
	sttrb	w12, [x6]
	sttrb	w0, [x9]
	sttrb	w29, [x26, #1]
	sttrh	w29, [x20]
	sttrh	w24, [x3, #-160]
	sttrh	w14, [x26, #-24]
	sttrh	w4, [x0]
	sttr	w29, [x27, #124]
	sttr	w13, [x3, #68]
	sttr	w15, [x0, #-80]
	sttr	w3, [x28]
	sttr	x6, [x4, #-155]
	sttr	x17, [x19]
	sttr	x22, [x29, #-182]
	sttr	x18, [x17, #41]
	stxp	w2, w28, w15, [x6]
	stxp	w4, w17, w18, [x9]
	stxp	w9, w11, w15, [x13]
	stxp	w12, w19, w30, [x13]
	stxp	w4, x14, x18, [x27]
	stxp	w14, x21, x9, [x16]
	stxp	w16, x0, x18, [x19]
	stxp	w13, x12, x21, [x27]
	stxr	w26, w0, [x20]
	stxr	w4, w20, [x15]
	stxr	w26, w30, [x7]
	stxr	w7, w19, [x2]
	stxr	w24, x7, [x29]
	stxr	w12, x21, [x23]
	stxr	w6, x25, [x2]
	stxr	w8, x28, [x12]
	stxrb	w14, w6, [x23]
	stxrb	w15, w6, [x16]
	stxrb	w13, w9, [x1]
	stxrb	w15, w14, [x11]
	stxrh	w1, w10, [x0]
	stxrh	wzr, w24, [x11]
	stxrh	w29, w30, [x9]
	stxrh	w0, w14, [x13]
	subhn	v23.2s, v26.2d, v17.2d
	subhn	v26.2s, v6.2d, v15.2d
	subhn	v30.2s, v22.2d, v0.2d
	subhn	v2.2s, v12.2d, v7.2d
	subhn2	v30.4s, v30.2d, v31.2d
	subhn2	v24.4s, v30.2d, v31.2d
	subhn2	v11.4s, v14.2d, v15.2d
	subhn2	v24.4s, v8.2d, v9.2d
	subhn	v30.4h, v21.4s, v12.4s
	subhn	v16.4h, v19.4s, v11.4s
	subhn	v12.4h, v4.4s, v17.4s
	subhn	v18.4h, v19.4s, v0.4s
	subhn2	v14.8h, v14.4s, v7.4s
	subhn2	v13.8h, v18.4s, v21.4s
	subhn2	v8.8h, v26.4s, v14.4s
	subhn2	v1.8h, v2.4s, v5.4s
	subhn	v3.8b, v25.8h, v0.8h
	subhn	v30.8b, v29.8h, v12.8h
	subhn	v26.8b, v30.8h, v25.8h
	subhn	v28.8b, v9.8h, v10.8h
	subhn2	v5.16b, v6.8h, v24.8h
	subhn2	v31.16b, v29.8h, v7.8h
	subhn2	v12.16b, v10.8h, v9.8h
	subhn2	v0.16b, v29.8h, v7.8h
	subs	w23, w17, #3661, lsl #12
	cmp	w8, #3347
	subs	w2, w11, #0, lsl #12
	cmp	w14, #0, lsl #12
	subs	w10, w0, w28
	subs	w25, w2, w22, lsr #8
	cmp	wzr, w7, asr #29
	cmp	w19, w29, lsr #1
	subs	w26, w22, w4, uxtx #3
	subs	w21, w7, w30, sxtb #4
	subs	w23, w30, w16, uxth #4
	subs	w17, w12, w27, uxtb
	subs	x4, x5, #3986, lsl #12
	subs	x1, sp, #3330, lsl #12
	cmp	x22, #4082, lsl #12
	subs	x27, x1, #2685
	cmp	x21, x21, lsr #17
	cmp	x21, x14, lsr #60
	subs	x28, x10, x18, lsr #36
	negs	x1, x29
	subs	x30, x24, w1, sxtw #4
	cmp	x30, w12, sxtw #3
	subs	x22, x8, w24, uxth #2
	cmp	x15, w18, uxtb
	subs	x13, x9, x10, sxtx #1
	subs	x6, x30, x2, uxtx
	cmp	x18, x12, sxtx #3
	subs	x20, x13, x12, uxtx #1
	sub	w8, w29, #3744
	sub	w18, w19, #3379, lsl #12
	sub	w17, w11, #1, lsl #12
	sub	w8, w25, #633
	sub	w2, w6, w0
	sub	w5, w28, w9
	neg	w22, w30, asr #3
	sub	w10, w23, w7, asr #2
	sub	w7, w25, w25, sxtb #1
	sub	w30, w25, w26, sxtx
	sub	w14, w13, w15, sxth
	sub	w4, w3, w1, uxtb #2
	sub	x16, x20, #2198, lsl #12
	sub	x30, x29, #518
	sub	x23, x25, #1710, lsl #12
	sub	x1, x7, #118
	neg	x4, x22, asr #0
	sub	x14, x12, x22, lsl #16
	neg	x20, x6
	sub	x22, x22, x30, lsr #9
	sub	x10, x13, w30, sxtb
	sub	x7, x22, w20, uxth #2
	sub	x29, x23, w5, uxtb #4
	sub	x27, x28, w23, uxth #4
	sub	x4, x11, xzr, sxtx #4
	sub	x13, x22, x14, sxtx
	sub	x12, x28, x8, uxtx #4
	sub	sp, x14, x26, lsl #1
	sub	d26, d16, d13
	sub	d26, d5, d9
	sub	d21, d5, d3
	sub	d22, d2, d20
	sub	v23.16b, v0.16b, v11.16b
	sub	v23.16b, v30.16b, v17.16b
	sub	v16.16b, v28.16b, v14.16b
	sub	v3.16b, v24.16b, v11.16b
	sub	v7.2d, v15.2d, v15.2d
	sub	v20.2d, v25.2d, v21.2d
	sub	v15.2d, v26.2d, v19.2d
	sub	v21.2d, v30.2d, v4.2d
	sub	v29.2s, v24.2s, v12.2s
	sub	v28.2s, v16.2s, v24.2s
	sub	v12.2s, v17.2s, v24.2s
	sub	v30.2s, v18.2s, v9.2s
	sub	v7.4h, v29.4h, v17.4h
	sub	v12.4h, v17.4h, v24.4h
	sub	v5.4h, v18.4h, v13.4h
	sub	v11.4h, v25.4h, v27.4h
	sub	v24.4s, v18.4s, v14.4s
	sub	v4.4s, v15.4s, v28.4s
	sub	v9.4s, v28.4s, v7.4s
	sub	v9.4s, v9.4s, v21.4s
	sub	v10.8b, v30.8b, v16.8b
	sub	v18.8b, v1.8b, v11.8b
	sub	v26.8b, v7.8b, v30.8b
	sub	v9.8b, v24.8b, v1.8b
	sub	v19.8h, v23.8h, v14.8h
	sub	v12.8h, v8.8h, v6.8h
	sub	v8.8h, v25.8h, v29.8h
	sub	v11.8h, v5.8h, v25.8h
	suqadd	b7, b10
	suqadd	b11, b27
	suqadd	b15, b27
	suqadd	b8, b16
	suqadd	d2, d6
	suqadd	d30, d30
	suqadd	d23, d10
	suqadd	d17, d25
	suqadd	h18, h9
	suqadd	h6, h24
	suqadd	h0, h18
	suqadd	h13, h11
	suqadd	s2, s19
	suqadd	s11, s23
	suqadd	s1, s26
	suqadd	s4, s6
	suqadd	v8.16b, v27.16b
	suqadd	v23.16b, v15.16b
	suqadd	v19.16b, v15.16b
	suqadd	v21.16b, v18.16b
	suqadd	v18.2d, v12.2d
	suqadd	v21.2d, v6.2d
	suqadd	v3.2d, v28.2d
	suqadd	v31.2d, v4.2d
	suqadd	v11.2s, v5.2s
	suqadd	v16.2s, v8.2s
	suqadd	v1.2s, v15.2s
	suqadd	v3.2s, v11.2s
	suqadd	v10.4h, v6.4h
	suqadd	v26.4h, v17.4h
	suqadd	v17.4h, v7.4h
	suqadd	v14.4h, v6.4h
	suqadd	v18.4s, v28.4s
	suqadd	v6.4s, v1.4s
	suqadd	v0.4s, v2.4s
	suqadd	v20.4s, v12.4s
	suqadd	v18.8b, v3.8b
	suqadd	v20.8b, v20.8b
	suqadd	v31.8b, v27.8b
	suqadd	v7.8b, v1.8b
	suqadd	v31.8h, v30.8h
	suqadd	v12.8h, v0.8h
	suqadd	v16.8h, v30.8h
	suqadd	v2.8h, v13.8h
	svc	#0xc0f5
	svc	#0x87a2
	svc	#0xe200
	svc	#0xd323
	sys	#4, c5, c2, #7, x4
	sys	#4, c0, c8, #2, x23
	sys	#3, c6, c8, #7, x5
	sys	#1, c7, c14, #3, x24
	sysl	x4, #7, c11, c12, #0
	sysl	x12, #0, c7, c4, #0
	sysl	x19, #6, c0, c0, #0
	sysl	x17, #3, c11, c15, #7
	tbl	v21.16b, { v31.16b }, v4.16b
	tbl	v4.16b, { v1.16b }, v17.16b
	tbl	v3.16b, { v29.16b }, v0.16b
	tbl	v2.16b, { v31.16b }, v9.16b
	tbl	v2.16b, { v0.16b, v1.16b }, v20.16b
	tbl	v6.16b, { v5.16b, v6.16b }, v11.16b
	tbl	v2.16b, { v13.16b, v14.16b }, v20.16b
	tbl	v3.16b, { v17.16b, v18.16b }, v15.16b
	tbl	v21.16b, { v23.16b, v24.16b, v25.16b }, v11.16b
	tbl	v18.16b, { v25.16b, v26.16b, v27.16b }, v22.16b
	tbl	v8.16b, { v3.16b, v4.16b, v5.16b }, v16.16b
	tbl	v1.16b, { v23.16b, v24.16b, v25.16b }, v29.16b
	tbl	v28.16b, { v8.16b, v9.16b, v10.16b, v11.16b }, v26.16b
	tbl	v10.16b, { v28.16b, v29.16b, v30.16b, v31.16b }, v29.16b
	tbl	v26.16b, { v16.16b, v17.16b, v18.16b, v19.16b }, v25.16b
	tbl	v8.16b, { v17.16b, v18.16b, v19.16b, v20.16b }, v22.16b
	tbl	v15.8b, { v15.16b }, v22.8b
	tbl	v23.8b, { v14.16b }, v29.8b
	tbl	v19.8b, { v7.16b }, v2.8b
	tbl	v21.8b, { v29.16b }, v5.8b
	tbl	v18.8b, { v21.16b, v22.16b }, v0.8b
	tbl	v1.8b, { v23.16b, v24.16b }, v24.8b
	tbl	v28.8b, { v25.16b, v26.16b }, v7.8b
	tbl	v13.8b, { v21.16b, v22.16b }, v24.8b
	tbl	v15.8b, { v12.16b, v13.16b, v14.16b }, v9.8b
	tbl	v8.8b, { v25.16b, v26.16b, v27.16b }, v6.8b
	tbl	v9.8b, { v0.16b, v1.16b, v2.16b }, v18.8b
	tbl	v28.8b, { v7.16b, v8.16b, v9.16b }, v10.8b
	tbl	v0.8b, { v23.16b, v24.16b, v25.16b, v26.16b }, v9.8b
	tbl	v15.8b, { v22.16b, v23.16b, v24.16b, v25.16b }, v31.8b
	tbl	v20.8b, { v19.16b, v20.16b, v21.16b, v22.16b }, v0.8b
	tbl	v26.8b, { v23.16b, v24.16b, v25.16b, v26.16b }, v1.8b
	tbnz	w11, #30, #10088
	tbnz	w6, #19, #19564
	tbnz	w18, #28, #32764
	tbnz	w25, #31, #2276
	tbnz	x7, #38, #700
	tbnz	x5, #47, #8612
	tbnz	x24, #48, #-8808
	tbnz	x11, #47, #5952
	tbx	v19.16b, { v22.16b }, v5.16b
	tbx	v30.16b, { v3.16b }, v11.16b
	tbx	v13.16b, { v15.16b }, v8.16b
	tbx	v10.16b, { v10.16b }, v17.16b
	tbx	v16.16b, { v27.16b, v28.16b }, v0.16b
	tbx	v18.16b, { v0.16b, v1.16b }, v4.16b
	tbx	v27.16b, { v26.16b, v27.16b }, v19.16b
	tbx	v17.16b, { v22.16b, v23.16b }, v9.16b
	tbx	v2.16b, { v29.16b, v30.16b, v31.16b }, v30.16b
	tbx	v31.16b, { v16.16b, v17.16b, v18.16b }, v5.16b
	tbx	v26.16b, { v22.16b, v23.16b, v24.16b }, v0.16b
	tbx	v0.16b, { v21.16b, v22.16b, v23.16b }, v9.16b
	tbx	v2.16b, { v1.16b, v2.16b, v3.16b, v4.16b }, v14.16b
	tbx	v3.16b, { v16.16b, v17.16b, v18.16b, v19.16b }, v22.16b
	tbx	v29.16b, { v0.16b, v1.16b, v2.16b, v3.16b }, v10.16b
	tbx	v26.16b, { v27.16b, v28.16b, v29.16b, v30.16b }, v22.16b
	tbx	v5.8b, { v20.16b }, v3.8b
	tbx	v31.8b, { v18.16b }, v17.8b
	tbx	v9.8b, { v16.16b }, v1.8b
	tbx	v31.8b, { v13.16b }, v30.8b
	tbx	v5.8b, { v31.16b, v0.16b }, v19.8b
	tbx	v8.8b, { v31.16b, v0.16b }, v29.8b
	tbx	v23.8b, { v2.16b, v3.16b }, v18.8b
	tbx	v29.8b, { v28.16b, v29.16b }, v26.8b
	tbx	v17.8b, { v16.16b, v17.16b, v18.16b }, v5.8b
	tbx	v1.8b, { v9.16b, v10.16b, v11.16b }, v29.8b
	tbx	v14.8b, { v17.16b, v18.16b, v19.16b }, v24.8b
	tbx	v30.8b, { v15.16b, v16.16b, v17.16b }, v21.8b
	tbx	v26.8b, { v31.16b, v0.16b, v1.16b, v2.16b }, v23.8b
	tbx	v12.8b, { v21.16b, v22.16b, v23.16b, v24.16b }, v26.8b
	tbx	v22.8b, { v7.16b, v8.16b, v9.16b, v10.16b }, v10.8b
	tbx	v31.8b, { v10.16b, v11.16b, v12.16b, v13.16b }, v8.8b
	tbz	w28, #15, #21348
	tbz	w0, #16, #-8980
	tbz	w9, #20, #16764
	tbz	w15, #0, #-5284
	tbz	x3, #48, #0
	tbz	x22, #32, #-4
	tbz	xzr, #40, #0
	tbz	x12, #32, #-4168
	trn1	v22.16b, v19.16b, v18.16b
	trn1	v16.16b, v28.16b, v2.16b
	trn1	v9.16b, v18.16b, v21.16b
	trn1	v3.16b, v7.16b, v25.16b
	trn1	v22.2d, v21.2d, v6.2d
	trn1	v3.2d, v8.2d, v26.2d
	trn1	v24.2d, v19.2d, v20.2d
	trn1	v4.2d, v2.2d, v23.2d
	trn1	v17.2s, v26.2s, v6.2s
	trn1	v11.2s, v30.2s, v11.2s
	trn1	v15.2s, v6.2s, v30.2s
	trn1	v22.2s, v24.2s, v21.2s
	trn1	v23.4h, v25.4h, v28.4h
	trn1	v19.4h, v21.4h, v0.4h
	trn1	v25.4h, v14.4h, v20.4h
	trn1	v28.4h, v23.4h, v24.4h
	trn1	v13.4s, v15.4s, v4.4s
	trn1	v8.4s, v12.4s, v22.4s
	trn1	v4.4s, v17.4s, v26.4s
	trn1	v26.4s, v29.4s, v9.4s
	trn1	v28.8b, v1.8b, v30.8b
	trn1	v13.8b, v6.8b, v9.8b
	trn1	v5.8b, v5.8b, v4.8b
	trn1	v29.8b, v6.8b, v8.8b
	trn1	v21.8h, v2.8h, v18.8h
	trn1	v1.8h, v6.8h, v25.8h
	trn1	v30.8h, v20.8h, v31.8h
	trn1	v15.8h, v19.8h, v0.8h
	trn2	v1.16b, v12.16b, v12.16b
	trn2	v22.16b, v2.16b, v5.16b
	trn2	v20.16b, v25.16b, v12.16b
	trn2	v23.16b, v6.16b, v31.16b
	trn2	v31.2d, v7.2d, v12.2d
	trn2	v7.2d, v17.2d, v28.2d
	trn2	v11.2d, v16.2d, v6.2d
	trn2	v21.2d, v29.2d, v6.2d
	trn2	v24.2s, v4.2s, v2.2s
	trn2	v11.2s, v9.2s, v20.2s
	trn2	v15.2s, v15.2s, v22.2s
	trn2	v16.2s, v2.2s, v6.2s
	trn2	v4.4h, v21.4h, v29.4h
	trn2	v23.4h, v26.4h, v8.4h
	trn2	v17.4h, v27.4h, v13.4h
	trn2	v1.4h, v29.4h, v0.4h
	trn2	v9.4s, v16.4s, v14.4s
	trn2	v18.4s, v4.4s, v17.4s
	trn2	v6.4s, v18.4s, v7.4s
	trn2	v26.4s, v4.4s, v1.4s
	trn2	v0.8b, v23.8b, v16.8b
	trn2	v10.8b, v6.8b, v8.8b
	trn2	v19.8b, v19.8b, v30.8b
	trn2	v24.8b, v14.8b, v23.8b
	trn2	v31.8h, v15.8h, v22.8h
	trn2	v16.8h, v8.8h, v11.8h
	trn2	v5.8h, v23.8h, v10.8h
	trn2	v21.8h, v23.8h, v22.8h
	uabal	v25.2d, v11.2s, v13.2s
	uabal	v24.2d, v3.2s, v21.2s
	uabal	v16.2d, v31.2s, v14.2s
	uabal	v31.2d, v7.2s, v17.2s
	uabal2	v12.2d, v2.4s, v26.4s
	uabal2	v23.2d, v21.4s, v1.4s
	uabal2	v7.2d, v14.4s, v8.4s
	uabal2	v8.2d, v10.4s, v18.4s
	uabal	v3.4s, v15.4h, v9.4h
	uabal	v14.4s, v6.4h, v1.4h
	uabal	v28.4s, v18.4h, v8.4h
	uabal	v11.4s, v21.4h, v3.4h
	uabal2	v21.4s, v14.8h, v22.8h
	uabal2	v3.4s, v9.8h, v2.8h
	uabal2	v14.4s, v19.8h, v31.8h
	uabal2	v22.4s, v19.8h, v8.8h
	uabal	v6.8h, v24.8b, v2.8b
	uabal	v22.8h, v23.8b, v13.8b
	uabal	v18.8h, v28.8b, v16.8b
	uabal	v8.8h, v3.8b, v4.8b
	uabal2	v30.8h, v22.16b, v20.16b
	uabal2	v27.8h, v25.16b, v12.16b
	uabal2	v21.8h, v13.16b, v0.16b
	uabal2	v17.8h, v3.16b, v14.16b
	uaba	v0.16b, v23.16b, v26.16b
	uaba	v3.16b, v17.16b, v2.16b
	uaba	v6.16b, v6.16b, v1.16b
	uaba	v9.16b, v3.16b, v1.16b
	uaba	v27.2s, v15.2s, v30.2s
	uaba	v3.2s, v31.2s, v16.2s
	uaba	v18.2s, v19.2s, v22.2s
	uaba	v17.2s, v0.2s, v31.2s
	uaba	v28.4h, v11.4h, v10.4h
	uaba	v19.4h, v20.4h, v19.4h
	uaba	v24.4h, v13.4h, v6.4h
	uaba	v29.4h, v5.4h, v28.4h
	uaba	v22.4s, v21.4s, v21.4s
	uaba	v2.4s, v4.4s, v29.4s
	uaba	v20.4s, v22.4s, v10.4s
	uaba	v23.4s, v2.4s, v12.4s
	uaba	v0.8b, v1.8b, v16.8b
	uaba	v19.8b, v6.8b, v27.8b
	uaba	v20.8b, v10.8b, v23.8b
	uaba	v3.8b, v6.8b, v5.8b
	uaba	v21.8h, v6.8h, v25.8h
	uaba	v2.8h, v19.8h, v13.8h
	uaba	v14.8h, v17.8h, v11.8h
	uaba	v15.8h, v19.8h, v25.8h
	uabdl	v10.2d, v0.2s, v17.2s
	uabdl	v21.2d, v27.2s, v25.2s
	uabdl	v23.2d, v4.2s, v31.2s
	uabdl	v16.2d, v8.2s, v19.2s
	uabdl2	v17.2d, v17.4s, v27.4s
	uabdl2	v26.2d, v15.4s, v8.4s
	uabdl2	v22.2d, v20.4s, v1.4s
	uabdl2	v20.2d, v29.4s, v29.4s
	uabdl	v0.4s, v9.4h, v1.4h
	uabdl	v16.4s, v2.4h, v2.4h
	uabdl	v21.4s, v27.4h, v27.4h
	uabdl	v17.4s, v2.4h, v27.4h
	uabdl2	v7.4s, v12.8h, v15.8h
	uabdl2	v19.4s, v24.8h, v24.8h
	uabdl2	v12.4s, v22.8h, v1.8h
	uabdl2	v2.4s, v31.8h, v19.8h
	uabdl	v14.8h, v10.8b, v8.8b
	uabdl	v28.8h, v4.8b, v13.8b
	uabdl	v17.8h, v10.8b, v16.8b
	uabdl	v29.8h, v7.8b, v16.8b
	uabdl2	v17.8h, v2.16b, v0.16b
	uabdl2	v19.8h, v12.16b, v0.16b
	uabdl2	v3.8h, v12.16b, v23.16b
	uabdl2	v25.8h, v20.16b, v2.16b
	uabd	v8.16b, v0.16b, v23.16b
	uabd	v13.16b, v11.16b, v8.16b
	uabd	v31.16b, v19.16b, v15.16b
	uabd	v9.16b, v26.16b, v22.16b
	uabd	v11.2s, v22.2s, v11.2s
	uabd	v9.2s, v17.2s, v31.2s
	uabd	v9.2s, v16.2s, v20.2s
	uabd	v23.2s, v2.2s, v0.2s
	uabd	v27.4h, v26.4h, v25.4h
	uabd	v28.4h, v24.4h, v7.4h
	uabd	v7.4h, v4.4h, v14.4h
	uabd	v29.4h, v20.4h, v6.4h
	uabd	v16.4s, v15.4s, v16.4s
	uabd	v13.4s, v18.4s, v18.4s
	uabd	v12.4s, v20.4s, v9.4s
	uabd	v1.4s, v20.4s, v31.4s
	uabd	v19.8b, v4.8b, v19.8b
	uabd	v13.8b, v2.8b, v18.8b
	uabd	v26.8b, v31.8b, v10.8b
	uabd	v24.8b, v19.8b, v7.8b
	uabd	v26.8h, v19.8h, v8.8h
	uabd	v5.8h, v16.8h, v3.8h
	uabd	v22.8h, v13.8h, v4.8h
	uabd	v27.8h, v31.8h, v29.8h
	uadalp	v24.1d, v30.2s
	uadalp	v3.1d, v7.2s
	uadalp	v6.1d, v8.2s
	uadalp	v23.1d, v21.2s
	uadalp	v21.2d, v26.4s
	uadalp	v29.2d, v8.4s
	uadalp	v3.2d, v10.4s
	uadalp	v1.2d, v18.4s
	uadalp	v28.2s, v8.4h
	uadalp	v28.2s, v13.4h
	uadalp	v21.2s, v14.4h
	uadalp	v9.2s, v0.4h
	uadalp	v17.4h, v13.8b
	uadalp	v8.4h, v20.8b
	uadalp	v27.4h, v29.8b
	uadalp	v28.4h, v7.8b
	uadalp	v19.4s, v27.8h
	uadalp	v22.4s, v12.8h
	uadalp	v16.4s, v21.8h
	uadalp	v9.4s, v23.8h
	uadalp	v1.8h, v6.16b
	uadalp	v28.8h, v7.16b
	uadalp	v24.8h, v18.16b
	uadalp	v15.8h, v1.16b
	uaddlp	v4.1d, v18.2s
	uaddlp	v11.1d, v28.2s
	uaddlp	v1.1d, v29.2s
	uaddlp	v30.1d, v10.2s
	uaddlp	v17.2d, v4.4s
	uaddlp	v4.2d, v11.4s
	uaddlp	v1.2d, v6.4s
	uaddlp	v4.2d, v21.4s
	uaddlp	v20.2s, v12.4h
	uaddlp	v17.2s, v9.4h
	uaddlp	v1.2s, v28.4h
	uaddlp	v17.2s, v27.4h
	uaddlp	v17.4h, v24.8b
	uaddlp	v26.4h, v4.8b
	uaddlp	v2.4h, v23.8b
	uaddlp	v7.4h, v13.8b
	uaddlp	v15.4s, v27.8h
	uaddlp	v10.4s, v28.8h
	uaddlp	v4.4s, v1.8h
	uaddlp	v17.4s, v22.8h
	uaddlp	v3.8h, v19.16b
	uaddlp	v8.8h, v17.16b
	uaddlp	v17.8h, v0.16b
	uaddlp	v22.8h, v31.16b
	uaddlv	h2, v12.16b
	uaddlv	h1, v11.16b
	uaddlv	h6, v1.16b
	uaddlv	h19, v13.16b
	uaddlv	s25, v21.4h
	uaddlv	s15, v22.4h
	uaddlv	s18, v4.4h
	uaddlv	s25, v12.4h
	uaddlv	d19, v19.4s
	uaddlv	d17, v13.4s
	uaddlv	d7, v4.4s
	uaddlv	d7, v22.4s
	uaddlv	h26, v5.8b
	uaddlv	h9, v4.8b
	uaddlv	h30, v19.8b
	uaddlv	h12, v10.8b
	uaddlv	s21, v15.8h
	uaddlv	s4, v31.8h
	uaddlv	s11, v2.8h
	uaddlv	s20, v3.8h
	uaddl	v13.2d, v24.2s, v31.2s
	uaddl	v14.2d, v28.2s, v16.2s
	uaddl	v27.2d, v3.2s, v17.2s
	uaddl	v8.2d, v0.2s, v0.2s
	uaddl2	v27.2d, v12.4s, v31.4s
	uaddl2	v26.2d, v30.4s, v31.4s
	uaddl2	v5.2d, v21.4s, v17.4s
	uaddl2	v5.2d, v13.4s, v13.4s
	uaddl	v13.4s, v6.4h, v5.4h
	uaddl	v30.4s, v13.4h, v14.4h
	uaddl	v15.4s, v21.4h, v1.4h
	uaddl	v12.4s, v0.4h, v7.4h
	uaddl2	v27.4s, v31.8h, v24.8h
	uaddl2	v26.4s, v4.8h, v9.8h
	uaddl2	v16.4s, v20.8h, v27.8h
	uaddl2	v8.4s, v10.8h, v17.8h
	uaddl	v6.8h, v8.8b, v8.8b
	uaddl	v2.8h, v26.8b, v16.8b
	uaddl	v8.8h, v7.8b, v25.8b
	uaddl	v22.8h, v4.8b, v23.8b
	uaddl2	v22.8h, v28.16b, v22.16b
	uaddl2	v1.8h, v1.16b, v8.16b
	uaddl2	v31.8h, v12.16b, v31.16b
	uaddl2	v6.8h, v8.16b, v14.16b
	uaddw	v25.2d, v11.2d, v5.2s
	uaddw	v2.2d, v4.2d, v18.2s
	uaddw	v27.2d, v14.2d, v29.2s
	uaddw	v13.2d, v9.2d, v22.2s
	uaddw2	v19.2d, v15.2d, v6.4s
	uaddw2	v30.2d, v28.2d, v8.4s
	uaddw2	v28.2d, v13.2d, v16.4s
	uaddw2	v18.2d, v1.2d, v2.4s
	uaddw	v27.4s, v5.4s, v22.4h
	uaddw	v4.4s, v18.4s, v23.4h
	uaddw	v19.4s, v21.4s, v0.4h
	uaddw	v0.4s, v15.4s, v6.4h
	uaddw2	v28.4s, v30.4s, v10.8h
	uaddw2	v10.4s, v13.4s, v17.8h
	uaddw2	v7.4s, v8.4s, v24.8h
	uaddw2	v6.4s, v12.4s, v17.8h
	uaddw	v4.8h, v4.8h, v10.8b
	uaddw	v3.8h, v27.8h, v1.8b
	uaddw	v9.8h, v30.8h, v16.8b
	uaddw	v8.8h, v3.8h, v7.8b
	uaddw2	v19.8h, v20.8h, v18.16b
	uaddw2	v5.8h, v3.8h, v4.16b
	uaddw2	v2.8h, v27.8h, v15.16b
	uaddw2	v26.8h, v0.8h, v15.16b
	ubfiz	w12, w22, #4, #19
	ubfiz	w13, w2, #11, #14
	ubfx	w5, w18, #0, #17
	uxth	w9, w17
	ubfiz	x2, x0, #1, #27
	ubfx	x2, x21, #15, #17
	ubfiz	x24, x16, #47, #1
	lsr	x8, x6, #54
	ucvtf	d23, w6
	ucvtf	d29, w15
	ucvtf	d21, w20
	ucvtf	d8, w9
	ucvtf	d10, w4, #1
	ucvtf	d28, w24, #31
	ucvtf	d2, w23, #1
	ucvtf	d8, w3, #9
	ucvtf	s11, w20
	ucvtf	s25, w22
	ucvtf	s1, w5
	ucvtf	s28, w13
	ucvtf	s28, w11, #8
	ucvtf	s14, w24, #11
	ucvtf	s17, w11, #29
	ucvtf	s26, w25, #21
	ucvtf	d19, x29
	ucvtf	d13, x4
	ucvtf	d22, x0
	ucvtf	d3, x8
	ucvtf	d18, x11, #64
	ucvtf	d4, x14, #1
	ucvtf	d24, x23, #1
	ucvtf	d12, x4, #32
	ucvtf	s17, x14
	ucvtf	s16, x21
	ucvtf	s12, x28
	ucvtf	s20, x25
	ucvtf	s10, x30, #53
	ucvtf	s0, x23, #1
	ucvtf	s6, x24, #51
	ucvtf	s15, x22, #1
	ucvtf	d1, d6, #45
	ucvtf	d26, d12, #24
	ucvtf	d27, d3, #1
	ucvtf	d19, d8, #1
	ucvtf	s16, s18, #1
	ucvtf	s7, s26, #25
	ucvtf	s10, s24, #13
	ucvtf	s29, s2, #9
	ucvtf	v31.2d, v4.2d, #20
	ucvtf	v20.2d, v13.2d, #59
	ucvtf	v14.2d, v12.2d, #64
	ucvtf	v10.2d, v1.2d, #31
	ucvtf	v11.2s, v4.2s, #10
	ucvtf	v6.2s, v4.2s, #30
	ucvtf	v3.2s, v9.2s, #1
	ucvtf	v23.2s, v21.2s, #17
	ucvtf	v30.4s, v7.4s, #13
	ucvtf	v27.4s, v22.4s, #2
	ucvtf	v15.4s, v16.4s, #28
	ucvtf	v22.4s, v12.4s, #1
	ucvtf	d13, d29
	ucvtf	d12, d24
	ucvtf	d1, d11
	ucvtf	d27, d3
	ucvtf	s31, s18
	ucvtf	s2, s27
	ucvtf	s15, s0
	ucvtf	s12, s27
	ucvtf	v20.2d, v15.2d
	ucvtf	v30.2d, v24.2d
	ucvtf	v29.2d, v0.2d
	ucvtf	v13.2d, v2.2d
	ucvtf	v23.2s, v15.2s
	ucvtf	v24.2s, v3.2s
	ucvtf	v15.2s, v6.2s
	ucvtf	v29.2s, v14.2s
	ucvtf	v22.4s, v20.4s
	ucvtf	v16.4s, v25.4s
	ucvtf	v1.4s, v17.4s
	ucvtf	v4.4s, v9.4s
	udf	#9717
	udf	#40811
	udf	#24962
	udf	#12585
	udiv	w21, w9, w30
	udiv	w10, w5, w17
	udiv	w22, w9, w7
	udiv	w12, w26, w23
	udiv	x9, x16, x23
	udiv	x0, x24, x1
	udiv	x19, x16, x26
	udiv	x11, x15, x16
	uhadd	v11.16b, v13.16b, v1.16b
	uhadd	v2.16b, v30.16b, v19.16b
	uhadd	v18.16b, v17.16b, v11.16b
	uhadd	v19.16b, v13.16b, v10.16b
	uhadd	v3.2s, v3.2s, v11.2s
	uhadd	v17.2s, v8.2s, v21.2s
	uhadd	v1.2s, v13.2s, v3.2s
	uhadd	v19.2s, v24.2s, v17.2s
	uhadd	v4.4h, v19.4h, v4.4h
	uhadd	v15.4h, v1.4h, v26.4h
	uhadd	v27.4h, v6.4h, v21.4h
	uhadd	v17.4h, v20.4h, v2.4h
	uhadd	v20.4s, v23.4s, v22.4s
	uhadd	v14.4s, v18.4s, v10.4s
	uhadd	v22.4s, v15.4s, v12.4s
	uhadd	v9.4s, v28.4s, v1.4s
	uhadd	v17.8b, v22.8b, v3.8b
	uhadd	v8.8b, v12.8b, v12.8b
	uhadd	v20.8b, v20.8b, v2.8b
	uhadd	v19.8b, v6.8b, v29.8b
	uhadd	v15.8h, v5.8h, v5.8h
	uhadd	v7.8h, v10.8h, v10.8h
	uhadd	v4.8h, v31.8h, v12.8h
	uhadd	v0.8h, v8.8h, v21.8h
	uhsub	v18.16b, v29.16b, v10.16b
	uhsub	v2.16b, v1.16b, v23.16b
	uhsub	v0.16b, v24.16b, v24.16b
	uhsub	v21.16b, v6.16b, v24.16b
	uhsub	v31.2s, v28.2s, v22.2s
	uhsub	v30.2s, v2.2s, v11.2s
	uhsub	v5.2s, v28.2s, v16.2s
	uhsub	v7.2s, v15.2s, v19.2s
	uhsub	v25.4h, v8.4h, v25.4h
	uhsub	v30.4h, v24.4h, v25.4h
	uhsub	v14.4h, v31.4h, v22.4h
	uhsub	v8.4h, v30.4h, v17.4h
	uhsub	v13.4s, v3.4s, v18.4s
	uhsub	v24.4s, v31.4s, v24.4s
	uhsub	v0.4s, v14.4s, v25.4s
	uhsub	v14.4s, v9.4s, v31.4s
	uhsub	v13.8b, v24.8b, v24.8b
	uhsub	v19.8b, v30.8b, v16.8b
	uhsub	v11.8b, v18.8b, v16.8b
	uhsub	v2.8b, v29.8b, v16.8b
	uhsub	v25.8h, v24.8h, v19.8h
	uhsub	v6.8h, v8.8h, v28.8h
	uhsub	v22.8h, v27.8h, v9.8h
	uhsub	v28.8h, v22.8h, v6.8h
	umaddl	x27, w25, w24, x17
	umull	x24, w18, w27
	umaddl	x11, w24, wzr, x18
	umull	x13, w30, wzr
	umaxp	v11.16b, v21.16b, v3.16b
	umaxp	v23.16b, v14.16b, v9.16b
	umaxp	v2.16b, v5.16b, v12.16b
	umaxp	v4.16b, v1.16b, v15.16b
	umaxp	v30.2s, v27.2s, v1.2s
	umaxp	v23.2s, v13.2s, v19.2s
	umaxp	v12.2s, v10.2s, v28.2s
	umaxp	v6.2s, v31.2s, v2.2s
	umaxp	v21.4h, v19.4h, v5.4h
	umaxp	v7.4h, v3.4h, v30.4h
	umaxp	v6.4h, v2.4h, v2.4h
	umaxp	v25.4h, v0.4h, v10.4h
	umaxp	v7.4s, v0.4s, v18.4s
	umaxp	v24.4s, v8.4s, v5.4s
	umaxp	v21.4s, v30.4s, v6.4s
	umaxp	v31.4s, v9.4s, v15.4s
	umaxp	v11.8b, v23.8b, v27.8b
	umaxp	v4.8b, v12.8b, v11.8b
	umaxp	v25.8b, v20.8b, v27.8b
	umaxp	v14.8b, v31.8b, v12.8b
	umaxp	v22.8h, v22.8h, v10.8h
	umaxp	v14.8h, v28.8h, v28.8h
	umaxp	v13.8h, v22.8h, v8.8h
	umaxp	v4.8h, v18.8h, v27.8h
	umaxv	b12, v14.16b
	umaxv	b6, v28.16b
	umaxv	b21, v9.16b
	umaxv	b1, v26.16b
	umaxv	h0, v14.4h
	umaxv	h13, v21.4h
	umaxv	h20, v16.4h
	umaxv	h18, v4.4h
	umaxv	s6, v23.4s
	umaxv	s30, v27.4s
	umaxv	s26, v9.4s
	umaxv	s5, v1.4s
	umaxv	b15, v16.8b
	umaxv	b5, v7.8b
	umaxv	b27, v8.8b
	umaxv	b4, v6.8b
	umaxv	h14, v13.8h
	umaxv	h31, v22.8h
	umaxv	h31, v10.8h
	umaxv	h30, v9.8h
	umax	v17.16b, v31.16b, v21.16b
	umax	v16.16b, v28.16b, v7.16b
	umax	v9.16b, v0.16b, v17.16b
	umax	v20.16b, v6.16b, v7.16b
	umax	v28.2s, v0.2s, v2.2s
	umax	v11.2s, v13.2s, v29.2s
	umax	v13.2s, v5.2s, v21.2s
	umax	v10.2s, v26.2s, v6.2s
	umax	v23.4h, v26.4h, v13.4h
	umax	v5.4h, v25.4h, v28.4h
	umax	v12.4h, v25.4h, v11.4h
	umax	v9.4h, v9.4h, v29.4h
	umax	v24.4s, v21.4s, v19.4s
	umax	v9.4s, v2.4s, v17.4s
	umax	v9.4s, v27.4s, v9.4s
	umax	v3.4s, v0.4s, v29.4s
	umax	v14.8b, v7.8b, v3.8b
	umax	v7.8b, v31.8b, v24.8b
	umax	v30.8b, v26.8b, v23.8b
	umax	v13.8b, v28.8b, v23.8b
	umax	v11.8h, v2.8h, v19.8h
	umax	v16.8h, v9.8h, v9.8h
	umax	v27.8h, v24.8h, v18.8h
	umax	v6.8h, v17.8h, v30.8h
	uminp	v21.16b, v5.16b, v12.16b
	uminp	v11.16b, v25.16b, v31.16b
	uminp	v30.16b, v16.16b, v23.16b
	uminp	v10.16b, v3.16b, v31.16b
	uminp	v28.2s, v1.2s, v6.2s
	uminp	v29.2s, v2.2s, v0.2s
	uminp	v29.2s, v24.2s, v25.2s
	uminp	v22.2s, v27.2s, v29.2s
	uminp	v23.4h, v21.4h, v1.4h
	uminp	v21.4h, v30.4h, v14.4h
	uminp	v13.4h, v13.4h, v9.4h
	uminp	v12.4h, v8.4h, v20.4h
	uminp	v9.4s, v15.4s, v13.4s
	uminp	v15.4s, v5.4s, v2.4s
	uminp	v5.4s, v5.4s, v17.4s
	uminp	v17.4s, v0.4s, v31.4s
	uminp	v10.8b, v28.8b, v12.8b
	uminp	v23.8b, v16.8b, v23.8b
	uminp	v14.8b, v15.8b, v10.8b
	uminp	v12.8b, v27.8b, v21.8b
	uminp	v28.8h, v20.8h, v7.8h
	uminp	v4.8h, v8.8h, v0.8h
	uminp	v7.8h, v3.8h, v24.8h
	uminp	v4.8h, v4.8h, v0.8h
	uminv	b22, v22.16b
	uminv	b23, v2.16b
	uminv	b20, v24.16b
	uminv	b9, v5.16b
	uminv	h5, v2.4h
	uminv	h26, v22.4h
	uminv	h6, v3.4h
	uminv	h22, v1.4h
	uminv	s1, v9.4s
	uminv	s2, v22.4s
	uminv	s31, v13.4s
	uminv	s22, v10.4s
	uminv	b7, v22.8b
	uminv	b5, v24.8b
	uminv	b16, v1.8b
	uminv	b23, v23.8b
	uminv	h6, v26.8h
	uminv	h17, v0.8h
	uminv	h7, v19.8h
	uminv	h25, v31.8h
	umin	v4.16b, v25.16b, v12.16b
	umin	v13.16b, v12.16b, v11.16b
	umin	v11.16b, v24.16b, v0.16b
	umin	v14.16b, v6.16b, v29.16b
	umin	v7.2s, v4.2s, v28.2s
	umin	v20.2s, v7.2s, v7.2s
	umin	v12.2s, v6.2s, v2.2s
	umin	v26.2s, v10.2s, v10.2s
	umin	v19.4h, v4.4h, v1.4h
	umin	v21.4h, v9.4h, v3.4h
	umin	v19.4h, v23.4h, v15.4h
	umin	v28.4h, v23.4h, v30.4h
	umin	v18.4s, v3.4s, v18.4s
	umin	v15.4s, v2.4s, v19.4s
	umin	v31.4s, v6.4s, v16.4s
	umin	v17.4s, v8.4s, v22.4s
	umin	v27.8b, v14.8b, v19.8b
	umin	v10.8b, v3.8b, v6.8b
	umin	v1.8b, v28.8b, v21.8b
	umin	v28.8b, v8.8b, v28.8b
	umin	v0.8h, v19.8h, v3.8h
	umin	v13.8h, v1.8h, v18.8h
	umin	v3.8h, v26.8h, v14.8h
	umin	v9.8h, v23.8h, v23.8h
	umlal	v14.2d, v16.2s, v8.s[2]
	umlal	v6.2d, v11.2s, v1.s[0]
	umlal	v22.2d, v2.2s, v24.s[1]
	umlal	v3.2d, v4.2s, v3.s[2]
	umlal2	v26.2d, v23.4s, v25.s[1]
	umlal2	v27.2d, v19.4s, v3.s[3]
	umlal2	v26.2d, v31.4s, v5.s[0]
	umlal2	v8.2d, v20.4s, v11.s[0]
	umlal	v8.4s, v0.4h, v9.h[0]
	umlal	v21.4s, v21.4h, v12.h[0]
	umlal	v28.4s, v24.4h, v3.h[4]
	umlal	v10.4s, v27.4h, v4.h[4]
	umlal2	v7.4s, v8.8h, v14.h[7]
	umlal2	v21.4s, v15.8h, v6.h[0]
	umlal2	v9.4s, v5.8h, v11.h[0]
	umlal2	v31.4s, v9.8h, v9.h[5]
	umlal	v22.2d, v24.2s, v12.2s
	umlal	v1.2d, v25.2s, v13.2s
	umlal	v9.2d, v28.2s, v30.2s
	umlal	v1.2d, v31.2s, v29.2s
	umlal2	v5.2d, v21.4s, v16.4s
	umlal2	v0.2d, v5.4s, v20.4s
	umlal2	v3.2d, v20.4s, v12.4s
	umlal2	v3.2d, v19.4s, v28.4s
	umlal	v20.4s, v22.4h, v23.4h
	umlal	v26.4s, v1.4h, v3.4h
	umlal	v16.4s, v29.4h, v4.4h
	umlal	v27.4s, v16.4h, v16.4h
	umlal2	v22.4s, v9.8h, v23.8h
	umlal2	v19.4s, v26.8h, v16.8h
	umlal2	v21.4s, v18.8h, v1.8h
	umlal2	v28.4s, v15.8h, v6.8h
	umlal	v8.8h, v11.8b, v3.8b
	umlal	v2.8h, v25.8b, v3.8b
	umlal	v4.8h, v20.8b, v9.8b
	umlal	v1.8h, v21.8b, v30.8b
	umlal2	v31.8h, v22.16b, v9.16b
	umlal2	v5.8h, v8.16b, v19.16b
	umlal2	v21.8h, v23.16b, v25.16b
	umlal2	v20.8h, v17.16b, v11.16b
	umlsl	v16.2d, v13.2s, v20.s[0]
	umlsl	v0.2d, v20.2s, v21.s[1]
	umlsl	v13.2d, v23.2s, v30.s[0]
	umlsl	v18.2d, v26.2s, v28.s[0]
	umlsl2	v3.2d, v7.4s, v4.s[2]
	umlsl2	v12.2d, v20.4s, v26.s[0]
	umlsl2	v6.2d, v14.4s, v10.s[3]
	umlsl2	v5.2d, v19.4s, v4.s[1]
	umlsl	v1.4s, v2.4h, v5.h[2]
	umlsl	v2.4s, v9.4h, v12.h[5]
	umlsl	v14.4s, v22.4h, v3.h[7]
	umlsl	v3.4s, v28.4h, v6.h[0]
	umlsl2	v9.4s, v20.8h, v12.h[3]
	umlsl2	v20.4s, v11.8h, v2.h[6]
	umlsl2	v10.4s, v18.8h, v0.h[0]
	umlsl2	v25.4s, v20.8h, v15.h[6]
	umlsl	v25.2d, v1.2s, v9.2s
	umlsl	v7.2d, v25.2s, v20.2s
	umlsl	v27.2d, v19.2s, v4.2s
	umlsl	v2.2d, v27.2s, v29.2s
	umlsl2	v27.2d, v27.4s, v22.4s
	umlsl2	v31.2d, v24.4s, v7.4s
	umlsl2	v5.2d, v12.4s, v14.4s
	umlsl2	v23.2d, v28.4s, v7.4s
	umlsl	v3.4s, v17.4h, v13.4h
	umlsl	v14.4s, v17.4h, v28.4h
	umlsl	v10.4s, v25.4h, v30.4h
	umlsl	v17.4s, v13.4h, v27.4h
	umlsl2	v19.4s, v15.8h, v9.8h
	umlsl2	v1.4s, v6.8h, v17.8h
	umlsl2	v17.4s, v31.8h, v0.8h
	umlsl2	v24.4s, v27.8h, v7.8h
	umlsl	v21.8h, v22.8b, v6.8b
	umlsl	v8.8h, v8.8b, v8.8b
	umlsl	v24.8h, v18.8b, v3.8b
	umlsl	v5.8h, v14.8b, v5.8b
	umlsl2	v2.8h, v17.16b, v7.16b
	umlsl2	v15.8h, v10.16b, v17.16b
	umlsl2	v5.8h, v11.16b, v6.16b
	umlsl2	v6.8h, v9.16b, v3.16b
	umov	w19, v5.b[1]
	umov	wzr, v5.b[15]
	umov	w28, v29.b[2]
	umov	w24, v22.b[7]
	mov	x15, v4.d[1]
	mov	x22, v28.d[0]
	mov	x26, v12.d[0]
	mov	x17, v11.d[1]
	umov	w15, v12.h[4]
	umov	w25, v8.h[3]
	umov	w13, v24.h[1]
	umov	w21, v27.h[3]
	mov	w24, v27.s[1]
	mov	w6, v25.s[1]
	mov	w7, v17.s[1]
	mov	w10, v4.s[0]
	umsubl	x3, w12, w28, x22
	umnegl	x26, w14, w10
	umnegl	x30, w9, w5
	umnegl	x18, w3, w9
	umulh	x14, x23, x11
	umulh	x3, x25, x13
	umulh	x12, x25, x23
	umulh	x23, x9, x21
	umull	v26.2d, v11.2s, v23.s[3]
	umull	v0.2d, v23.2s, v2.s[2]
	umull	v29.2d, v7.2s, v19.s[0]
	umull	v3.2d, v28.2s, v14.s[3]
	umull2	v21.2d, v13.4s, v22.s[2]
	umull2	v23.2d, v22.4s, v7.s[3]
	umull2	v22.2d, v17.4s, v4.s[3]
	umull2	v17.2d, v1.4s, v27.s[2]
	umull	v5.4s, v19.4h, v14.h[0]
	umull	v20.4s, v1.4h, v13.h[2]
	umull	v9.4s, v11.4h, v13.h[1]
	umull	v25.4s, v25.4h, v15.h[5]
	umull2	v19.4s, v14.8h, v6.h[3]
	umull2	v25.4s, v11.8h, v9.h[1]
	umull2	v26.4s, v27.8h, v1.h[3]
	umull2	v23.4s, v20.8h, v12.h[6]
	umull	v27.2d, v13.2s, v0.2s
	umull	v27.2d, v31.2s, v14.2s
	umull	v11.2d, v29.2s, v2.2s
	umull	v5.2d, v16.2s, v9.2s
	umull2	v4.2d, v7.4s, v2.4s
	umull2	v8.2d, v9.4s, v24.4s
	umull2	v21.2d, v20.4s, v23.4s
	umull2	v17.2d, v30.4s, v17.4s
	umull	v13.4s, v11.4h, v29.4h
	umull	v25.4s, v30.4h, v24.4h
	umull	v12.4s, v6.4h, v21.4h
	umull	v22.4s, v22.4h, v21.4h
	umull2	v5.4s, v24.8h, v11.8h
	umull2	v7.4s, v20.8h, v28.8h
	umull2	v0.4s, v5.8h, v12.8h
	umull2	v13.4s, v10.8h, v7.8h
	umull	v16.8h, v8.8b, v22.8b
	umull	v5.8h, v29.8b, v22.8b
	umull	v6.8h, v27.8b, v21.8b
	umull	v18.8h, v23.8b, v6.8b
	umull2	v13.8h, v15.16b, v26.16b
	umull2	v7.8h, v0.16b, v12.16b
	umull2	v5.8h, v8.16b, v10.16b
	umull2	v11.8h, v18.16b, v8.16b
	uqadd	b24, b12, b19
	uqadd	b8, b21, b28
	uqadd	b12, b16, b18
	uqadd	b0, b8, b6
	uqadd	d5, d10, d31
	uqadd	d3, d16, d2
	uqadd	d6, d2, d13
	uqadd	d8, d30, d27
	uqadd	h1, h19, h9
	uqadd	h22, h4, h5
	uqadd	h2, h15, h20
	uqadd	h4, h10, h24
	uqadd	s10, s20, s20
	uqadd	s16, s8, s29
	uqadd	s21, s16, s20
	uqadd	s29, s9, s20
	uqadd	v8.16b, v17.16b, v22.16b
	uqadd	v31.16b, v15.16b, v6.16b
	uqadd	v15.16b, v19.16b, v17.16b
	uqadd	v13.16b, v7.16b, v29.16b
	uqadd	v24.2d, v20.2d, v4.2d
	uqadd	v30.2d, v10.2d, v31.2d
	uqadd	v25.2d, v22.2d, v10.2d
	uqadd	v28.2d, v14.2d, v26.2d
	uqadd	v7.2s, v2.2s, v3.2s
	uqadd	v26.2s, v18.2s, v14.2s
	uqadd	v22.2s, v24.2s, v25.2s
	uqadd	v23.2s, v12.2s, v21.2s
	uqadd	v31.4h, v16.4h, v23.4h
	uqadd	v19.4h, v5.4h, v31.4h
	uqadd	v5.4h, v3.4h, v10.4h
	uqadd	v8.4h, v22.4h, v27.4h
	uqadd	v15.4s, v9.4s, v23.4s
	uqadd	v30.4s, v8.4s, v5.4s
	uqadd	v2.4s, v18.4s, v23.4s
	uqadd	v22.4s, v30.4s, v26.4s
	uqadd	v23.8b, v14.8b, v11.8b
	uqadd	v30.8b, v26.8b, v21.8b
	uqadd	v1.8b, v17.8b, v19.8b
	uqadd	v29.8b, v29.8b, v9.8b
	uqadd	v14.8h, v8.8h, v28.8h
	uqadd	v13.8h, v2.8h, v12.8h
	uqadd	v7.8h, v18.8h, v23.8h
	uqadd	v10.8h, v8.8h, v7.8h
	uqrshl	b11, b0, b27
	uqrshl	b24, b11, b23
	uqrshl	b25, b30, b25
	uqrshl	b19, b28, b5
	uqrshl	d3, d13, d3
	uqrshl	d24, d6, d28
	uqrshl	d19, d4, d5
	uqrshl	d19, d11, d26
	uqrshl	h4, h24, h24
	uqrshl	h15, h20, h12
	uqrshl	h25, h5, h14
	uqrshl	h8, h2, h16
	uqrshl	s1, s5, s15
	uqrshl	s22, s2, s18
	uqrshl	s30, s4, s19
	uqrshl	s28, s17, s9
	uqrshl	v15.16b, v8.16b, v25.16b
	uqrshl	v26.16b, v21.16b, v18.16b
	uqrshl	v7.16b, v26.16b, v30.16b
	uqrshl	v0.16b, v19.16b, v20.16b
	uqrshl	v9.2d, v5.2d, v22.2d
	uqrshl	v17.2d, v24.2d, v21.2d
	uqrshl	v11.2d, v27.2d, v31.2d
	uqrshl	v29.2d, v6.2d, v27.2d
	uqrshl	v12.2s, v0.2s, v26.2s
	uqrshl	v8.2s, v26.2s, v29.2s
	uqrshl	v1.2s, v17.2s, v6.2s
	uqrshl	v24.2s, v8.2s, v1.2s
	uqrshl	v22.4h, v14.4h, v29.4h
	uqrshl	v4.4h, v31.4h, v27.4h
	uqrshl	v21.4h, v3.4h, v9.4h
	uqrshl	v1.4h, v10.4h, v4.4h
	uqrshl	v16.4s, v19.4s, v7.4s
	uqrshl	v11.4s, v8.4s, v22.4s
	uqrshl	v5.4s, v1.4s, v18.4s
	uqrshl	v1.4s, v30.4s, v18.4s
	uqrshl	v27.8b, v25.8b, v23.8b
	uqrshl	v7.8b, v0.8b, v26.8b
	uqrshl	v25.8b, v13.8b, v30.8b
	uqrshl	v26.8b, v31.8b, v18.8b
	uqrshl	v22.8h, v20.8h, v15.8h
	uqrshl	v16.8h, v14.8h, v8.8h
	uqrshl	v24.8h, v19.8h, v8.8h
	uqrshl	v14.8h, v27.8h, v22.8h
	uqrshrn	b1, h2, #4
	uqrshrn	b13, h11, #1
	uqrshrn	b29, h23, #1
	uqrshrn	b18, h6, #4
	uqrshrn	h27, s4, #11
	uqrshrn	h28, s20, #7
	uqrshrn	h11, s23, #7
	uqrshrn	h15, s11, #7
	uqrshrn	s10, d22, #25
	uqrshrn	s2, d12, #2
	uqrshrn	s11, d20, #32
	uqrshrn	s3, d7, #1
	uqrshrn	v10.2s, v14.2d, #19
	uqrshrn	v8.2s, v6.2d, #1
	uqrshrn	v3.2s, v16.2d, #24
	uqrshrn	v0.2s, v11.2d, #12
	uqrshrn2	v13.4s, v7.2d, #31
	uqrshrn2	v2.4s, v27.2d, #1
	uqrshrn2	v23.4s, v14.2d, #12
	uqrshrn2	v0.4s, v26.2d, #1
	uqrshrn	v29.4h, v25.4s, #1
	uqrshrn	v15.4h, v17.4s, #14
	uqrshrn	v30.4h, v14.4s, #16
	uqrshrn	v5.4h, v11.4s, #13
	uqrshrn2	v25.8h, v31.4s, #13
	uqrshrn2	v29.8h, v5.4s, #9
	uqrshrn2	v13.8h, v31.4s, #3
	uqrshrn2	v17.8h, v31.4s, #16
	uqrshrn	v5.8b, v5.8h, #2
	uqrshrn	v31.8b, v29.8h, #3
	uqrshrn	v4.8b, v11.8h, #2
	uqrshrn	v0.8b, v4.8h, #8
	uqrshrn2	v8.16b, v2.8h, #8
	uqrshrn2	v31.16b, v31.8h, #8
	uqrshrn2	v13.16b, v2.8h, #2
	uqrshrn2	v1.16b, v22.8h, #2
	uqshl	b10, b10, #6
	uqshl	b22, b21, #7
	uqshl	b4, b1, #0
	uqshl	b14, b28, #7
	uqshl	d19, d4, #0
	uqshl	d18, d3, #36
	uqshl	d26, d0, #15
	uqshl	d5, d2, #26
	uqshl	h2, h4, #8
	uqshl	h21, h28, #10
	uqshl	h16, h30, #7
	uqshl	h14, h30, #5
	uqshl	s16, s19, #17
	uqshl	s13, s28, #30
	uqshl	s14, s16, #7
	uqshl	s4, s29, #8
	uqshl	v10.16b, v31.16b, #7
	uqshl	v3.16b, v27.16b, #5
	uqshl	v16.16b, v15.16b, #1
	uqshl	v9.16b, v3.16b, #1
	uqshl	v26.2d, v9.2d, #45
	uqshl	v1.2d, v18.2d, #25
	uqshl	v14.2d, v16.2d, #42
	uqshl	v4.2d, v27.2d, #59
	uqshl	v19.2s, v4.2s, #21
	uqshl	v22.2s, v15.2s, #15
	uqshl	v26.2s, v15.2s, #19
	uqshl	v12.2s, v11.2s, #26
	uqshl	v17.4h, v29.4h, #6
	uqshl	v11.4h, v4.4h, #15
	uqshl	v0.4h, v16.4h, #0
	uqshl	v10.4h, v29.4h, #1
	uqshl	v7.4s, v12.4s, #24
	uqshl	v10.4s, v18.4s, #31
	uqshl	v15.4s, v23.4s, #20
	uqshl	v29.4s, v22.4s, #12
	uqshl	v25.8b, v5.8b, #1
	uqshl	v31.8b, v24.8b, #1
	uqshl	v26.8b, v0.8b, #7
	uqshl	v18.8b, v20.8b, #3
	uqshl	v30.8h, v28.8h, #0
	uqshl	v11.8h, v1.8h, #0
	uqshl	v11.8h, v13.8h, #11
	uqshl	v20.8h, v0.8h, #3
	uqshl	b30, b10, b19
	uqshl	b5, b15, b10
	uqshl	b0, b26, b16
	uqshl	b15, b10, b4
	uqshl	d7, d5, d18
	uqshl	d20, d8, d7
	uqshl	d16, d13, d18
	uqshl	d11, d3, d2
	uqshl	h15, h9, h11
	uqshl	h27, h18, h23
	uqshl	h17, h15, h26
	uqshl	h22, h10, h17
	uqshl	s24, s31, s10
	uqshl	s4, s11, s22
	uqshl	s16, s23, s5
	uqshl	s4, s1, s31
	uqshl	v16.16b, v31.16b, v9.16b
	uqshl	v27.16b, v15.16b, v22.16b
	uqshl	v19.16b, v0.16b, v6.16b
	uqshl	v2.16b, v10.16b, v7.16b
	uqshl	v23.2d, v15.2d, v14.2d
	uqshl	v5.2d, v18.2d, v18.2d
	uqshl	v27.2d, v12.2d, v0.2d
	uqshl	v18.2d, v15.2d, v29.2d
	uqshl	v5.2s, v24.2s, v0.2s
	uqshl	v9.2s, v29.2s, v14.2s
	uqshl	v8.2s, v31.2s, v17.2s
	uqshl	v7.2s, v11.2s, v30.2s
	uqshl	v25.4h, v9.4h, v3.4h
	uqshl	v20.4h, v19.4h, v21.4h
	uqshl	v7.4h, v29.4h, v2.4h
	uqshl	v7.4h, v6.4h, v6.4h
	uqshl	v9.4s, v22.4s, v21.4s
	uqshl	v15.4s, v6.4s, v4.4s
	uqshl	v27.4s, v5.4s, v22.4s
	uqshl	v14.4s, v28.4s, v15.4s
	uqshl	v31.8b, v9.8b, v6.8b
	uqshl	v16.8b, v2.8b, v19.8b
	uqshl	v25.8b, v1.8b, v30.8b
	uqshl	v16.8b, v20.8b, v11.8b
	uqshl	v12.8h, v26.8h, v20.8h
	uqshl	v2.8h, v29.8h, v11.8h
	uqshl	v10.8h, v20.8h, v3.8h
	uqshl	v11.8h, v6.8h, v4.8h
	uqshrn	b14, h26, #3
	uqshrn	b13, h1, #7
	uqshrn	b7, h11, #1
	uqshrn	b3, h27, #8
	uqshrn	h18, s27, #12
	uqshrn	h25, s26, #1
	uqshrn	h18, s1, #7
	uqshrn	h3, s18, #15
	uqshrn	s17, d6, #1
	uqshrn	s15, d4, #21
	uqshrn	s9, d11, #3
	uqshrn	s31, d4, #25
	uqshrn	v2.2s, v21.2d, #6
	uqshrn	v11.2s, v16.2d, #13
	uqshrn	v25.2s, v9.2d, #1
	uqshrn	v20.2s, v26.2d, #8
	uqshrn2	v5.4s, v25.2d, #15
	uqshrn2	v29.4s, v30.2d, #2
	uqshrn2	v21.4s, v21.2d, #1
	uqshrn2	v14.4s, v8.2d, #7
	uqshrn	v3.4h, v3.4s, #1
	uqshrn	v13.4h, v13.4s, #2
	uqshrn	v9.4h, v18.4s, #11
	uqshrn	v18.4h, v26.4s, #4
	uqshrn2	v0.8h, v16.4s, #8
	uqshrn2	v18.8h, v29.4s, #14
	uqshrn2	v29.8h, v0.4s, #14
	uqshrn2	v15.8h, v23.4s, #4
	uqshrn	v12.8b, v23.8h, #8
	uqshrn	v23.8b, v17.8h, #2
	uqshrn	v1.8b, v24.8h, #6
	uqshrn	v18.8b, v25.8h, #1
	uqshrn2	v19.16b, v10.8h, #5
	uqshrn2	v19.16b, v6.8h, #5
	uqshrn2	v28.16b, v20.8h, #8
	uqshrn2	v11.16b, v24.8h, #8
	uqsub	b7, b1, b31
	uqsub	b4, b16, b13
	uqsub	b11, b17, b15
	uqsub	b7, b0, b26
	uqsub	d27, d13, d10
	uqsub	d18, d28, d28
	uqsub	d22, d17, d27
	uqsub	d6, d27, d7
	uqsub	h31, h27, h0
	uqsub	h15, h10, h6
	uqsub	h13, h15, h11
	uqsub	h10, h28, h12
	uqsub	s26, s6, s31
	uqsub	s16, s23, s12
	uqsub	s5, s13, s23
	uqsub	s16, s4, s20
	uqsub	v19.16b, v19.16b, v1.16b
	uqsub	v2.16b, v29.16b, v8.16b
	uqsub	v21.16b, v29.16b, v8.16b
	uqsub	v23.16b, v17.16b, v2.16b
	uqsub	v3.2d, v19.2d, v12.2d
	uqsub	v13.2d, v30.2d, v16.2d
	uqsub	v2.2d, v20.2d, v24.2d
	uqsub	v27.2d, v21.2d, v3.2d
	uqsub	v9.2s, v6.2s, v9.2s
	uqsub	v24.2s, v7.2s, v31.2s
	uqsub	v29.2s, v25.2s, v22.2s
	uqsub	v2.2s, v8.2s, v5.2s
	uqsub	v19.4h, v15.4h, v30.4h
	uqsub	v22.4h, v21.4h, v25.4h
	uqsub	v27.4h, v28.4h, v26.4h
	uqsub	v20.4h, v25.4h, v30.4h
	uqsub	v10.4s, v22.4s, v4.4s
	uqsub	v19.4s, v23.4s, v15.4s
	uqsub	v24.4s, v27.4s, v29.4s
	uqsub	v23.4s, v29.4s, v23.4s
	uqsub	v1.8b, v9.8b, v10.8b
	uqsub	v10.8b, v24.8b, v23.8b
	uqsub	v11.8b, v18.8b, v14.8b
	uqsub	v9.8b, v25.8b, v16.8b
	uqsub	v29.8h, v28.8h, v7.8h
	uqsub	v28.8h, v2.8h, v7.8h
	uqsub	v3.8h, v16.8h, v5.8h
	uqsub	v30.8h, v28.8h, v19.8h
	uqxtn	b4, h12
	uqxtn	b19, h2
	uqxtn	b21, h5
	uqxtn	b31, h9
	uqxtn	h10, s27
	uqxtn	h22, s20
	uqxtn	h22, s24
	uqxtn	h26, s25
	uqxtn	s30, d23
	uqxtn	s7, d16
	uqxtn	s10, d2
	uqxtn	s4, d16
	uqxtn	v18.2s, v2.2d
	uqxtn	v20.2s, v9.2d
	uqxtn	v11.2s, v30.2d
	uqxtn	v0.2s, v14.2d
	uqxtn2	v21.4s, v6.2d
	uqxtn2	v17.4s, v6.2d
	uqxtn2	v17.4s, v28.2d
	uqxtn2	v17.4s, v5.2d
	uqxtn	v25.4h, v29.4s
	uqxtn	v21.4h, v4.4s
	uqxtn	v4.4h, v14.4s
	uqxtn	v1.4h, v11.4s
	uqxtn2	v4.8h, v22.4s
	uqxtn2	v29.8h, v29.4s
	uqxtn2	v26.8h, v1.4s
	uqxtn2	v23.8h, v2.4s
	uqxtn	v13.8b, v9.8h
	uqxtn	v6.8b, v27.8h
	uqxtn	v17.8b, v29.8h
	uqxtn	v4.8b, v14.8h
	uqxtn2	v1.16b, v21.8h
	uqxtn2	v2.16b, v11.8h
	uqxtn2	v14.16b, v30.8h
	uqxtn2	v13.16b, v15.8h
	urecpe	v19.2s, v23.2s
	urecpe	v24.2s, v28.2s
	urecpe	v7.2s, v6.2s
	urecpe	v16.2s, v18.2s
	urecpe	v19.4s, v4.4s
	urecpe	v4.4s, v11.4s
	urecpe	v27.4s, v26.4s
	urecpe	v4.4s, v27.4s
	urhadd	v27.16b, v7.16b, v18.16b
	urhadd	v26.16b, v28.16b, v14.16b
	urhadd	v7.16b, v9.16b, v20.16b
	urhadd	v17.16b, v0.16b, v26.16b
	urhadd	v15.2s, v24.2s, v29.2s
	urhadd	v8.2s, v10.2s, v0.2s
	urhadd	v24.2s, v6.2s, v17.2s
	urhadd	v16.2s, v25.2s, v17.2s
	urhadd	v19.4h, v6.4h, v6.4h
	urhadd	v30.4h, v22.4h, v5.4h
	urhadd	v22.4h, v27.4h, v20.4h
	urhadd	v18.4h, v15.4h, v16.4h
	urhadd	v1.4s, v27.4s, v30.4s
	urhadd	v6.4s, v20.4s, v24.4s
	urhadd	v3.4s, v19.4s, v23.4s
	urhadd	v17.4s, v12.4s, v22.4s
	urhadd	v19.8b, v2.8b, v23.8b
	urhadd	v31.8b, v1.8b, v31.8b
	urhadd	v7.8b, v30.8b, v16.8b
	urhadd	v14.8b, v21.8b, v6.8b
	urhadd	v28.8h, v12.8h, v28.8h
	urhadd	v26.8h, v1.8h, v7.8h
	urhadd	v7.8h, v14.8h, v31.8h
	urhadd	v6.8h, v14.8h, v25.8h
	urshl	d12, d29, d15
	urshl	d3, d17, d25
	urshl	d0, d31, d31
	urshl	d17, d1, d6
	urshl	v7.16b, v10.16b, v5.16b
	urshl	v7.16b, v6.16b, v21.16b
	urshl	v16.16b, v1.16b, v31.16b
	urshl	v4.16b, v1.16b, v23.16b
	urshl	v28.2d, v5.2d, v11.2d
	urshl	v13.2d, v1.2d, v24.2d
	urshl	v25.2d, v28.2d, v27.2d
	urshl	v13.2d, v28.2d, v12.2d
	urshl	v20.2s, v20.2s, v31.2s
	urshl	v14.2s, v20.2s, v17.2s
	urshl	v21.2s, v24.2s, v13.2s
	urshl	v31.2s, v6.2s, v15.2s
	urshl	v16.4h, v26.4h, v22.4h
	urshl	v16.4h, v17.4h, v31.4h
	urshl	v28.4h, v18.4h, v4.4h
	urshl	v20.4h, v29.4h, v3.4h
	urshl	v18.4s, v18.4s, v16.4s
	urshl	v1.4s, v13.4s, v7.4s
	urshl	v27.4s, v12.4s, v8.4s
	urshl	v13.4s, v30.4s, v17.4s
	urshl	v14.8b, v17.8b, v5.8b
	urshl	v10.8b, v30.8b, v12.8b
	urshl	v15.8b, v20.8b, v3.8b
	urshl	v2.8b, v22.8b, v24.8b
	urshl	v19.8h, v10.8h, v27.8h
	urshl	v20.8h, v21.8h, v24.8h
	urshl	v31.8h, v22.8h, v15.8h
	urshl	v24.8h, v15.8h, v7.8h
	urshr	d1, d25, #19
	urshr	d22, d28, #43
	urshr	d3, d4, #58
	urshr	d20, d14, #22
	urshr	v11.16b, v6.16b, #7
	urshr	v2.16b, v23.16b, #1
	urshr	v2.16b, v10.16b, #1
	urshr	v13.16b, v20.16b, #2
	urshr	v3.2d, v24.2d, #1
	urshr	v18.2d, v14.2d, #6
	urshr	v22.2d, v12.2d, #1
	urshr	v11.2d, v13.2d, #1
	urshr	v26.2s, v5.2s, #24
	urshr	v20.2s, v16.2s, #18
	urshr	v25.2s, v25.2s, #26
	urshr	v27.2s, v4.2s, #17
	urshr	v3.4h, v21.4h, #1
	urshr	v4.4h, v22.4h, #5
	urshr	v14.4h, v19.4h, #14
	urshr	v1.4h, v18.4h, #1
	urshr	v19.4s, v12.4s, #15
	urshr	v31.4s, v18.4s, #1
	urshr	v13.4s, v11.4s, #14
	urshr	v16.4s, v15.4s, #1
	urshr	v11.8b, v3.8b, #7
	urshr	v15.8b, v1.8b, #5
	urshr	v30.8b, v16.8b, #4
	urshr	v11.8b, v7.8b, #8
	urshr	v28.8h, v16.8h, #1
	urshr	v11.8h, v0.8h, #10
	urshr	v20.8h, v31.8h, #15
	urshr	v2.8h, v8.8h, #1
	ursqrte	v22.2s, v7.2s
	ursqrte	v22.2s, v26.2s
	ursqrte	v5.2s, v5.2s
	ursqrte	v10.2s, v31.2s
	ursqrte	v25.4s, v19.4s
	ursqrte	v10.4s, v22.4s
	ursqrte	v24.4s, v0.4s
	ursqrte	v28.4s, v11.4s
	ursra	d15, d29, #64
	ursra	d17, d20, #27
	ursra	d18, d16, #45
	ursra	d0, d18, #38
	ursra	v26.16b, v17.16b, #7
	ursra	v21.16b, v8.16b, #7
	ursra	v22.16b, v3.16b, #6
	ursra	v23.16b, v18.16b, #1
	ursra	v27.2d, v26.2d, #30
	ursra	v25.2d, v5.2d, #18
	ursra	v14.2d, v11.2d, #18
	ursra	v10.2d, v3.2d, #5
	ursra	v9.2s, v8.2s, #1
	ursra	v20.2s, v15.2s, #28
	ursra	v26.2s, v19.2s, #1
	ursra	v19.2s, v12.2s, #13
	ursra	v11.4h, v4.4h, #1
	ursra	v2.4h, v12.4h, #12
	ursra	v4.4h, v11.4h, #14
	ursra	v26.4h, v31.4h, #12
	ursra	v14.4s, v3.4s, #16
	ursra	v29.4s, v7.4s, #32
	ursra	v12.4s, v16.4s, #17
	ursra	v11.4s, v0.4s, #8
	ursra	v14.8b, v18.8b, #2
	ursra	v9.8b, v12.8b, #1
	ursra	v1.8b, v16.8b, #7
	ursra	v29.8b, v11.8b, #6
	ursra	v20.8h, v10.8h, #8
	ursra	v19.8h, v17.8h, #16
	ursra	v29.8h, v4.8h, #1
	ursra	v13.8h, v7.8h, #6
	ushll	v26.2d, v20.2s, #5
	ushll	v16.2d, v18.2s, #26
	ushll	v8.2d, v22.2s, #5
	ushll	v0.2d, v19.2s, #23
	ushll2	v20.2d, v30.4s, #0
	ushll2	v3.2d, v29.4s, #28
	ushll2	v18.2d, v30.4s, #15
	ushll2	v20.2d, v16.4s, #0
	ushll	v2.4s, v13.4h, #15
	ushll	v17.4s, v27.4h, #0
	ushll	v15.4s, v27.4h, #1
	ushll	v12.4s, v20.4h, #7
	ushll2	v22.4s, v21.8h, #0
	ushll2	v20.4s, v5.8h, #0
	ushll2	v28.4s, v10.8h, #4
	ushll2	v12.4s, v9.8h, #3
	ushll	v19.8h, v23.8b, #4
	ushll	v10.8h, v10.8b, #7
	ushll	v14.8h, v17.8b, #0
	ushll	v3.8h, v26.8b, #4
	ushll2	v30.8h, v27.16b, #7
	ushll2	v15.8h, v26.16b, #7
	ushll2	v25.8h, v30.16b, #4
	ushll2	v16.8h, v6.16b, #6
	ushl	d29, d9, d28
	ushl	d2, d30, d2
	ushl	d6, d17, d21
	ushl	d10, d13, d27
	ushl	v13.16b, v13.16b, v7.16b
	ushl	v5.16b, v31.16b, v18.16b
	ushl	v6.16b, v0.16b, v16.16b
	ushl	v11.16b, v10.16b, v31.16b
	ushl	v25.2d, v5.2d, v24.2d
	ushl	v28.2d, v5.2d, v2.2d
	ushl	v9.2d, v5.2d, v6.2d
	ushl	v0.2d, v1.2d, v28.2d
	ushl	v11.2s, v26.2s, v31.2s
	ushl	v1.2s, v2.2s, v13.2s
	ushl	v2.2s, v31.2s, v31.2s
	ushl	v27.2s, v10.2s, v31.2s
	ushl	v28.4h, v17.4h, v7.4h
	ushl	v6.4h, v24.4h, v24.4h
	ushl	v30.4h, v13.4h, v11.4h
	ushl	v0.4h, v28.4h, v13.4h
	ushl	v22.4s, v26.4s, v31.4s
	ushl	v7.4s, v14.4s, v7.4s
	ushl	v1.4s, v6.4s, v10.4s
	ushl	v22.4s, v9.4s, v21.4s
	ushl	v28.8b, v14.8b, v1.8b
	ushl	v30.8b, v17.8b, v29.8b
	ushl	v6.8b, v18.8b, v24.8b
	ushl	v23.8b, v16.8b, v18.8b
	ushl	v19.8h, v3.8h, v19.8h
	ushl	v8.8h, v16.8h, v1.8h
	ushl	v28.8h, v10.8h, v6.8h
	ushl	v21.8h, v15.8h, v9.8h
	ushr	d8, d21, #60
	ushr	d31, d31, #63
	ushr	d30, d22, #48
	ushr	d21, d25, #1
	ushr	v0.16b, v25.16b, #5
	ushr	v12.16b, v19.16b, #8
	ushr	v1.16b, v17.16b, #5
	ushr	v20.16b, v17.16b, #5
	ushr	v30.2d, v21.2d, #1
	ushr	v18.2d, v21.2d, #29
	ushr	v1.2d, v26.2d, #56
	ushr	v0.2d, v20.2d, #20
	ushr	v7.2s, v24.2s, #23
	ushr	v10.2s, v6.2s, #1
	ushr	v14.2s, v13.2s, #16
	ushr	v7.2s, v21.2s, #23
	ushr	v29.4h, v21.4h, #12
	ushr	v13.4h, v0.4h, #14
	ushr	v13.4h, v6.4h, #3
	ushr	v24.4h, v4.4h, #1
	ushr	v4.4s, v7.4s, #5
	ushr	v17.4s, v15.4s, #21
	ushr	v20.4s, v8.4s, #32
	ushr	v7.4s, v11.4s, #1
	ushr	v8.8b, v4.8b, #8
	ushr	v6.8b, v2.8b, #4
	ushr	v9.8b, v22.8b, #3
	ushr	v7.8b, v31.8b, #3
	ushr	v3.8h, v20.8h, #8
	ushr	v18.8h, v22.8h, #9
	ushr	v19.8h, v2.8h, #1
	ushr	v18.8h, v6.8h, #9
	usqadd	b1, b21
	usqadd	b12, b0
	usqadd	b29, b29
	usqadd	b0, b4
	usqadd	d0, d21
	usqadd	d29, d28
	usqadd	d22, d12
	usqadd	d2, d18
	usqadd	h15, h17
	usqadd	h20, h8
	usqadd	h3, h17
	usqadd	h31, h0
	usqadd	s6, s25
	usqadd	s17, s26
	usqadd	s17, s4
	usqadd	s19, s28
	usqadd	v23.16b, v0.16b
	usqadd	v11.16b, v21.16b
	usqadd	v14.16b, v24.16b
	usqadd	v8.16b, v24.16b
	usqadd	v15.2d, v14.2d
	usqadd	v19.2d, v12.2d
	usqadd	v17.2d, v9.2d
	usqadd	v2.2d, v27.2d
	usqadd	v13.2s, v25.2s
	usqadd	v15.2s, v11.2s
	usqadd	v3.2s, v23.2s
	usqadd	v23.2s, v14.2s
	usqadd	v12.4h, v16.4h
	usqadd	v9.4h, v6.4h
	usqadd	v16.4h, v27.4h
	usqadd	v27.4h, v24.4h
	usqadd	v3.4s, v5.4s
	usqadd	v6.4s, v4.4s
	usqadd	v0.4s, v1.4s
	usqadd	v27.4s, v15.4s
	usqadd	v9.8b, v15.8b
	usqadd	v0.8b, v30.8b
	usqadd	v6.8b, v4.8b
	usqadd	v16.8b, v2.8b
	usqadd	v14.8h, v25.8h
	usqadd	v12.8h, v5.8h
	usqadd	v26.8h, v12.8h
	usqadd	v11.8h, v28.8h
	usra	d6, d25, #12
	usra	d2, d17, #1
	usra	d9, d20, #56
	usra	d8, d26, #19
	usra	v2.16b, v21.16b, #1
	usra	v24.16b, v2.16b, #1
	usra	v31.16b, v9.16b, #3
	usra	v22.16b, v29.16b, #3
	usra	v25.2d, v14.2d, #1
	usra	v18.2d, v0.2d, #57
	usra	v8.2d, v19.2d, #24
	usra	v30.2d, v20.2d, #58
	usra	v31.2s, v12.2s, #3
	usra	v27.2s, v17.2s, #19
	usra	v7.2s, v29.2s, #1
	usra	v15.2s, v6.2s, #1
	usra	v5.4h, v19.4h, #1
	usra	v25.4h, v11.4h, #16
	usra	v27.4h, v0.4h, #1
	usra	v29.4h, v16.4h, #6
	usra	v31.4s, v15.4s, #14
	usra	v8.4s, v27.4s, #25
	usra	v30.4s, v24.4s, #16
	usra	v19.4s, v19.4s, #2
	usra	v4.8b, v19.8b, #7
	usra	v31.8b, v6.8b, #4
	usra	v26.8b, v22.8b, #8
	usra	v23.8b, v30.8b, #2
	usra	v24.8h, v13.8h, #16
	usra	v1.8h, v29.8h, #1
	usra	v8.8h, v7.8h, #14
	usra	v8.8h, v20.8h, #1
	usubl	v16.2d, v10.2s, v23.2s
	usubl	v6.2d, v24.2s, v7.2s
	usubl	v19.2d, v8.2s, v18.2s
	usubl	v21.2d, v30.2s, v30.2s
	usubl2	v5.2d, v16.4s, v21.4s
	usubl2	v2.2d, v10.4s, v23.4s
	usubl2	v26.2d, v19.4s, v7.4s
	usubl2	v20.2d, v14.4s, v23.4s
	usubl	v27.4s, v4.4h, v31.4h
	usubl	v7.4s, v7.4h, v2.4h
	usubl	v18.4s, v15.4h, v28.4h
	usubl	v14.4s, v16.4h, v13.4h
	usubl2	v4.4s, v24.8h, v22.8h
	usubl2	v28.4s, v28.8h, v27.8h
	usubl2	v4.4s, v4.8h, v14.8h
	usubl2	v0.4s, v19.8h, v17.8h
	usubl	v23.8h, v29.8b, v17.8b
	usubl	v18.8h, v9.8b, v23.8b
	usubl	v5.8h, v7.8b, v8.8b
	usubl	v27.8h, v24.8b, v17.8b
	usubl2	v16.8h, v10.16b, v30.16b
	usubl2	v30.8h, v10.16b, v6.16b
	usubl2	v23.8h, v14.16b, v16.16b
	usubl2	v9.8h, v5.16b, v4.16b
	usubw	v12.2d, v15.2d, v15.2s
	usubw	v23.2d, v29.2d, v5.2s
	usubw	v20.2d, v12.2d, v7.2s
	usubw	v14.2d, v28.2d, v5.2s
	usubw2	v6.2d, v20.2d, v22.4s
	usubw2	v29.2d, v0.2d, v17.4s
	usubw2	v11.2d, v11.2d, v17.4s
	usubw2	v25.2d, v28.2d, v12.4s
	usubw	v31.4s, v1.4s, v31.4h
	usubw	v30.4s, v6.4s, v30.4h
	usubw	v31.4s, v13.4s, v16.4h
	usubw	v24.4s, v4.4s, v31.4h
	usubw2	v2.4s, v13.4s, v29.8h
	usubw2	v3.4s, v27.4s, v25.8h
	usubw2	v17.4s, v10.4s, v14.8h
	usubw2	v27.4s, v22.4s, v0.8h
	usubw	v23.8h, v30.8h, v29.8b
	usubw	v3.8h, v6.8h, v25.8b
	usubw	v25.8h, v1.8h, v26.8b
	usubw	v8.8h, v21.8h, v1.8b
	usubw2	v10.8h, v8.8h, v18.16b
	usubw2	v22.8h, v11.8h, v3.16b
	usubw2	v18.8h, v12.8h, v3.16b
	usubw2	v20.8h, v26.8h, v19.16b
	uzp1	v10.16b, v7.16b, v2.16b
	uzp1	v5.16b, v21.16b, v17.16b
	uzp1	v7.16b, v22.16b, v17.16b
	uzp1	v30.16b, v0.16b, v1.16b
	uzp1	v7.2d, v1.2d, v21.2d
	uzp1	v8.2d, v29.2d, v22.2d
	uzp1	v28.2d, v29.2d, v11.2d
	uzp1	v12.2d, v30.2d, v22.2d
	uzp1	v28.2s, v5.2s, v31.2s
	uzp1	v18.2s, v5.2s, v14.2s
	uzp1	v23.2s, v17.2s, v18.2s
	uzp1	v6.2s, v30.2s, v22.2s
	uzp1	v30.4h, v29.4h, v16.4h
	uzp1	v13.4h, v22.4h, v9.4h
	uzp1	v6.4h, v31.4h, v26.4h
	uzp1	v3.4h, v10.4h, v16.4h
	uzp1	v9.4s, v8.4s, v21.4s
	uzp1	v3.4s, v11.4s, v2.4s
	uzp1	v16.4s, v27.4s, v12.4s
	uzp1	v28.4s, v28.4s, v4.4s
	uzp1	v10.8b, v15.8b, v24.8b
	uzp1	v23.8b, v15.8b, v7.8b
	uzp1	v16.8b, v21.8b, v27.8b
	uzp1	v22.8b, v7.8b, v1.8b
	uzp1	v5.8h, v29.8h, v12.8h
	uzp1	v25.8h, v22.8h, v11.8h
	uzp1	v11.8h, v25.8h, v12.8h
	uzp1	v19.8h, v19.8h, v29.8h
	uzp2	v16.16b, v30.16b, v21.16b
	uzp2	v0.16b, v13.16b, v2.16b
	uzp2	v2.16b, v10.16b, v14.16b
	uzp2	v29.16b, v7.16b, v27.16b
	uzp2	v29.2d, v9.2d, v8.2d
	uzp2	v4.2d, v0.2d, v23.2d
	uzp2	v9.2d, v7.2d, v22.2d
	uzp2	v21.2d, v7.2d, v27.2d
	uzp2	v30.2s, v21.2s, v16.2s
	uzp2	v10.2s, v20.2s, v27.2s
	uzp2	v6.2s, v15.2s, v0.2s
	uzp2	v0.2s, v14.2s, v26.2s
	uzp2	v24.4h, v2.4h, v18.4h
	uzp2	v12.4h, v15.4h, v9.4h
	uzp2	v26.4h, v10.4h, v7.4h
	uzp2	v31.4h, v22.4h, v13.4h
	uzp2	v15.4s, v31.4s, v29.4s
	uzp2	v16.4s, v15.4s, v23.4s
	uzp2	v25.4s, v24.4s, v28.4s
	uzp2	v5.4s, v7.4s, v8.4s
	uzp2	v18.8b, v31.8b, v11.8b
	uzp2	v31.8b, v26.8b, v14.8b
	uzp2	v9.8b, v15.8b, v9.8b
	uzp2	v15.8b, v14.8b, v16.8b
	uzp2	v26.8h, v25.8h, v26.8h
	uzp2	v25.8h, v22.8h, v24.8h
	uzp2	v29.8h, v15.8h, v1.8h
	uzp2	v29.8h, v1.8h, v22.8h
	xtn	v0.2s, v30.2d
	xtn	v0.2s, v29.2d
	xtn	v9.2s, v6.2d
	xtn	v25.2s, v3.2d
	xtn2	v18.4s, v18.2d
	xtn2	v6.4s, v26.2d
	xtn2	v4.4s, v7.2d
	xtn2	v25.4s, v22.2d
	xtn	v18.4h, v21.4s
	xtn	v7.4h, v26.4s
	xtn	v29.4h, v1.4s
	xtn	v30.4h, v22.4s
	xtn2	v17.8h, v1.4s
	xtn2	v10.8h, v9.4s
	xtn2	v16.8h, v12.4s
	xtn2	v17.8h, v1.4s
	xtn	v28.8b, v10.8h
	xtn	v20.8b, v10.8h
	xtn	v12.8b, v29.8h
	xtn	v23.8b, v30.8h
	xtn2	v18.16b, v14.8h
	xtn2	v1.16b, v4.8h
	xtn2	v3.16b, v28.8h
	xtn2	v9.16b, v11.8h
	zip1	v23.16b, v23.16b, v18.16b
	zip1	v3.16b, v4.16b, v0.16b
	zip1	v4.16b, v31.16b, v24.16b
	zip1	v4.16b, v23.16b, v26.16b
	zip1	v18.2d, v21.2d, v15.2d
	zip1	v12.2d, v13.2d, v15.2d
	zip1	v28.2d, v24.2d, v5.2d
	zip1	v27.2d, v2.2d, v18.2d
	zip1	v19.2s, v27.2s, v9.2s
	zip1	v1.2s, v9.2s, v28.2s
	zip1	v1.2s, v28.2s, v26.2s
	zip1	v19.2s, v23.2s, v3.2s
	zip1	v6.4h, v18.4h, v0.4h
	zip1	v9.4h, v10.4h, v30.4h
	zip1	v24.4h, v2.4h, v12.4h
	zip1	v30.4h, v18.4h, v31.4h
	zip1	v19.4s, v4.4s, v28.4s
	zip1	v9.4s, v1.4s, v25.4s
	zip1	v20.4s, v30.4s, v6.4s
	zip1	v25.4s, v21.4s, v6.4s
	zip1	v31.8b, v2.8b, v0.8b
	zip1	v27.8b, v15.8b, v3.8b
	zip1	v18.8b, v7.8b, v22.8b
	zip1	v24.8b, v2.8b, v11.8b
	zip1	v18.8h, v29.8h, v4.8h
	zip1	v10.8h, v14.8h, v28.8h
	zip1	v23.8h, v14.8h, v4.8h
	zip1	v3.8h, v20.8h, v29.8h
	zip2	v2.16b, v10.16b, v15.16b
	zip2	v8.16b, v7.16b, v23.16b
	zip2	v4.16b, v16.16b, v25.16b
	zip2	v14.16b, v31.16b, v6.16b
	zip2	v27.2d, v17.2d, v9.2d
	zip2	v8.2d, v5.2d, v5.2d
	zip2	v7.2d, v22.2d, v29.2d
	zip2	v21.2d, v2.2d, v8.2d
	zip2	v16.2s, v4.2s, v19.2s
	zip2	v24.2s, v21.2s, v12.2s
	zip2	v6.2s, v10.2s, v26.2s
	zip2	v16.2s, v30.2s, v3.2s
	zip2	v9.4h, v5.4h, v27.4h
	zip2	v22.4h, v13.4h, v7.4h
	zip2	v29.4h, v5.4h, v27.4h
	zip2	v27.4h, v19.4h, v9.4h
	zip2	v27.4s, v22.4s, v11.4s
	zip2	v22.4s, v1.4s, v15.4s
	zip2	v12.4s, v29.4s, v31.4s
	zip2	v28.4s, v7.4s, v26.4s
	zip2	v26.8b, v20.8b, v7.8b
	zip2	v9.8b, v0.8b, v14.8b
	zip2	v12.8b, v28.8b, v25.8b
	zip2	v3.8b, v26.8b, v21.8b
	zip2	v29.8h, v0.8h, v2.8h
	zip2	v14.8h, v11.8h, v28.8h
	zip2	v1.8h, v12.8h, v7.8h
	zip2	v22.8h, v24.8h, v9.8h
