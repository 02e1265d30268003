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
	hint	#25
	hint	#87
	hint	#31
	hlt	#0x93d5
	hlt	#0x96e
	hlt	#0x637e
	hlt	#0x1
	hvc	#0xd3d3
	hvc	#0x435b
	hvc	#0x2f21
	hvc	#0
	mov	v2.b[0], w2
	mov	v23.b[0], w13
	mov	v31.b[9], w3
	mov	v13.b[15], w19
	mov	v15.b[0], v17.b[2]
	mov	v9.b[13], v21.b[15]
	mov	v27.b[15], v28.b[0]
	mov	v28.b[6], v4.b[0]
	mov	v20.d[0], x7
	mov	v10.d[0], x15
	mov	v18.d[1], x15
	mov	v4.d[0], x8
	mov	v0.d[0], v31.d[0]
	mov	v11.d[1], v31.d[0]
	mov	v23.d[1], v13.d[0]
	mov	v10.d[0], v10.d[1]
	mov	v2.h[5], w21
	mov	v17.h[0], w3
	mov	v10.h[2], w10
	mov	v0.h[0], w13
	mov	v29.h[5], v18.h[2]
	mov	v15.h[0], v1.h[3]
	mov	v5.h[1], v8.h[2]
	mov	v13.h[1], v23.h[0]
	mov	v13.s[2], w15
	mov	v8.s[2], w16
	mov	v30.s[1], w22
	mov	v25.s[1], w16
	mov	v0.s[0], v31.s[2]
	mov	v18.s[3], v14.s[1]
	mov	v23.s[1], v9.s[1]
	mov	v19.s[3], v12.s[0]
	isb
	isb	#6
	isb	#3
	isb
	ld1	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x21]
	ld1	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x19]
	ld1	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x5]
	ld1	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x2]
	ld1	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x27], x8
	ld1	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x10], x11
	ld1	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x26], x9
	ld1	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x28], x20
	ld1	{ v24.1d, v25.1d, v26.1d, v27.1d }, [sp]
	ld1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x10]
	ld1	{ v2.1d, v3.1d, v4.1d, v5.1d }, [x16]
	ld1	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x19]
	ld1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x9], x27
	ld1	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x25], x26
	ld1	{ v20.1d, v21.1d, v22.1d, v23.1d }, [x4], x4
	ld1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x12], x28
	ld1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x15]
	ld1	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x30]
	ld1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x29]
	ld1	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x21]
	ld1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x5], x10
	ld1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x12], x21
	ld1	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x26], x13
	ld1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x27], x20
	ld1	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x17]
	ld1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [sp]
	ld1	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x0]
	ld1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x6]
	ld1	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x12], x20
	ld1	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x1], x4
	ld1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x2], x25
	ld1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x24], x27
	ld1	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x26]
	ld1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x17]
	ld1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x4]
	ld1	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x10]
	ld1	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x27], x29
	ld1	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x19], x5
	ld1	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x18], x0
	ld1	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x24], x9
	ld1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x10]
	ld1	{ v9.4s, v10.4s, v11.4s, v12.4s }, [sp]
	ld1	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x19]
	ld1	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x13]
	ld1	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x28], x30
	ld1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x9], x20
	ld1	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x25], x14
	ld1	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x30], x11
	ld1	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x0]
	ld1	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x23]
	ld1	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x17]
	ld1	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x24]
	ld1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x13], x0
	ld1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [sp], x13
	ld1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x24], x2
	ld1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x7], x22
	ld1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x24]
	ld1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x24]
	ld1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x22]
	ld1	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x12]
	ld1	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x26], x19
	ld1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x28], x26
	ld1	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x13], x9
	ld1	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x7], #64
	ld1	{ v23.16b }, [x29]
	ld1	{ v11.16b }, [x8]
	ld1	{ v7.16b }, [x23]
	ld1	{ v17.16b }, [x19]
	ld1	{ v4.16b }, [x3], x15
	ld1	{ v9.16b }, [x0], x25
	ld1	{ v1.16b }, [x7], x30
	ld1	{ v9.16b }, [x24], x8
	ld1	{ v4.1d }, [x17]
	ld1	{ v14.1d }, [x11]
	ld1	{ v15.1d }, [x14]
	ld1	{ v7.1d }, [x27]
	ld1	{ v16.1d }, [x17], x27
	ld1	{ v4.1d }, [x6], x29
	ld1	{ v18.1d }, [x22], x26
	ld1	{ v4.1d }, [x15], x19
	ld1	{ v3.2d }, [x11]
	ld1	{ v1.2d }, [x1]
	ld1	{ v29.2d }, [x0]
	ld1	{ v23.2d }, [x13]
	ld1	{ v8.2d }, [x20], x12
	ld1	{ v15.2d }, [x21], x29
	ld1	{ v15.2d }, [sp], x16
	ld1	{ v23.2d }, [x20], x30
	ld1	{ v0.2s }, [x8]
	ld1	{ v22.2s }, [x1]
	ld1	{ v26.2s }, [x20]
	ld1	{ v13.2s }, [x12]
	ld1	{ v11.2s }, [x11], x0
	ld1	{ v27.2s }, [x30], x23
	ld1	{ v28.2s }, [x22], x18
	ld1	{ v17.2s }, [x20], x15
	ld1	{ v7.4h }, [x4]
	ld1	{ v18.4h }, [x27]
	ld1	{ v7.4h }, [x14]
	ld1	{ v16.4h }, [x29]
	ld1	{ v30.4h }, [x14], x15
	ld1	{ v8.4h }, [x10], x9
	ld1	{ v4.4h }, [x4], x10
	ld1	{ v20.4h }, [x27], x6
	ld1	{ v15.4s }, [x21]
	ld1	{ v7.4s }, [x16]
	ld1	{ v3.4s }, [x22]
	ld1	{ v8.4s }, [x18]
	ld1	{ v6.4s }, [x18], x17
	ld1	{ v25.4s }, [x22], x30
	ld1	{ v8.4s }, [x30], #16
	ld1	{ v12.4s }, [x10], x23
	ld1	{ v26.8b }, [x19]
	ld1	{ v29.8b }, [x17]
	ld1	{ v6.8b }, [x3]
	ld1	{ v23.8b }, [x20]
	ld1	{ v29.8b }, [x26], x21
	ld1	{ v6.8b }, [x22], x23
	ld1	{ v11.8b }, [x14], x6
	ld1	{ v20.8b }, [x14], #8
	ld1	{ v30.8h }, [x8]
	ld1	{ v10.8h }, [x14]
	ld1	{ v13.8h }, [x8]
	ld1	{ v11.8h }, [x6]
	ld1	{ v23.8h }, [x11], x28
	ld1	{ v12.8h }, [x18], x23
	ld1	{ v31.8h }, [x20], x30
	ld1	{ v8.8h }, [x7], x13
	ld1r	{ v13.16b }, [x22]
	ld1r	{ v2.16b }, [x30]
	ld1r	{ v31.16b }, [x16]
	ld1r	{ v23.16b }, [x4]
	ld1r	{ v5.16b }, [sp], x5
	ld1r	{ v25.16b }, [x12], x8
	ld1r	{ v30.16b }, [x0], x5
	ld1r	{ v7.16b }, [x16], x26
	ld1r	{ v31.1d }, [x1]
	ld1r	{ v14.1d }, [sp]
	ld1r	{ v1.1d }, [x16]
	ld1r	{ v4.1d }, [x14]
	ld1r	{ v13.1d }, [x22], x17
	ld1r	{ v5.1d }, [x19], x14
	ld1r	{ v14.1d }, [x10], x11
	ld1r	{ v24.1d }, [x19], x28
	ld1r	{ v12.2d }, [x19]
	ld1r	{ v26.2d }, [x12]
	ld1r	{ v18.2d }, [x3]
	ld1r	{ v6.2d }, [x24]
	ld1r	{ v26.2d }, [x17], x11
	ld1r	{ v16.2d }, [x9], x22
	ld1r	{ v17.2d }, [x17], x3
	ld1r	{ v0.2d }, [x7], x0
	ld1r	{ v29.2s }, [x29]
	ld1r	{ v30.2s }, [x19]
	ld1r	{ v6.2s }, [x23]
	ld1r	{ v30.2s }, [sp]
	ld1r	{ v22.2s }, [x0], x29
	ld1r	{ v2.2s }, [x18], x16
	ld1r	{ v20.2s }, [x20], x1
	ld1r	{ v10.2s }, [x21], x19
	ld1r	{ v31.4h }, [x24]
	ld1r	{ v27.4h }, [x4]
	ld1r	{ v22.4h }, [x21]
	ld1r	{ v1.4h }, [x0]
	ld1r	{ v28.4h }, [x6], x21
	ld1r	{ v19.4h }, [x2], x25
	ld1r	{ v19.4h }, [x21], x3
	ld1r	{ v3.4h }, [x10], x9
	ld1r	{ v9.4s }, [x30]
	ld1r	{ v10.4s }, [x19]
	ld1r	{ v4.4s }, [x23]
	ld1r	{ v20.4s }, [x15]
	ld1r	{ v10.4s }, [x29], x26
	ld1r	{ v31.4s }, [x14], x6
	ld1r	{ v23.4s }, [x26], x1
	ld1r	{ v28.4s }, [x20], x25
	ld1r	{ v10.8b }, [x13]
	ld1r	{ v20.8b }, [x10]
	ld1r	{ v9.8b }, [x3]
	ld1r	{ v9.8b }, [x23]
	ld1r	{ v26.8b }, [x19], x6
	ld1r	{ v3.8b }, [x4], x20
	ld1r	{ v29.8b }, [x26], x23
	ld1r	{ v8.8b }, [x14], x6
	ld1r	{ v7.8h }, [x19]
	ld1r	{ v19.8h }, [x0]
	ld1r	{ v31.8h }, [x28]
	ld1r	{ v31.8h }, [x10]
	ld1r	{ v31.8h }, [x26], x5
	ld1r	{ v21.8h }, [x30], #2
	ld1r	{ v3.8h }, [x29], x13
	ld1r	{ v17.8h }, [x3], x8
	ld1	{ v29.16b, v30.16b, v31.16b }, [x21]
	ld1	{ v18.16b, v19.16b, v20.16b }, [x29]
	ld1	{ v8.16b, v9.16b, v10.16b }, [x2]
	ld1	{ v17.16b, v18.16b, v19.16b }, [x27]
	ld1	{ v16.16b, v17.16b, v18.16b }, [x27], x6
	ld1	{ v2.16b, v3.16b, v4.16b }, [x4], x7
	ld1	{ v30.16b, v31.16b, v0.16b }, [x20], x26
	ld1	{ v5.16b, v6.16b, v7.16b }, [x27], x8
	ld1	{ v3.1d, v4.1d, v5.1d }, [x3]
	ld1	{ v31.1d, v0.1d, v1.1d }, [x16]
	ld1	{ v27.1d, v28.1d, v29.1d }, [x14]
	ld1	{ v24.1d, v25.1d, v26.1d }, [x14]
	ld1	{ v27.1d, v28.1d, v29.1d }, [x24], x18
	ld1	{ v19.1d, v20.1d, v21.1d }, [x2], x9
	ld1	{ v23.1d, v24.1d, v25.1d }, [x0], x4
	ld1	{ v8.1d, v9.1d, v10.1d }, [x17], x4
	ld1	{ v16.2d, v17.2d, v18.2d }, [x30]
	ld1	{ v12.2d, v13.2d, v14.2d }, [x1]
	ld1	{ v31.2d, v0.2d, v1.2d }, [x27]
	ld1	{ v2.2d, v3.2d, v4.2d }, [x7]
	ld1	{ v7.2d, v8.2d, v9.2d }, [x6], x5
	ld1	{ v26.2d, v27.2d, v28.2d }, [x7], x16
	ld1	{ v14.2d, v15.2d, v16.2d }, [x17], x28
	ld1	{ v1.2d, v2.2d, v3.2d }, [x5], x24
	ld1	{ v26.2s, v27.2s, v28.2s }, [x25]
	ld1	{ v11.2s, v12.2s, v13.2s }, [x12]
	ld1	{ v12.2s, v13.2s, v14.2s }, [x13]
	ld1	{ v26.2s, v27.2s, v28.2s }, [x11]
	ld1	{ v12.2s, v13.2s, v14.2s }, [x4], x24
	ld1	{ v30.2s, v31.2s, v0.2s }, [x17], x26
	ld1	{ v10.2s, v11.2s, v12.2s }, [x6], x28
	ld1	{ v10.2s, v11.2s, v12.2s }, [x24], x7
	ld1	{ v17.4h, v18.4h, v19.4h }, [x29]
	ld1	{ v19.4h, v20.4h, v21.4h }, [x26]
	ld1	{ v25.4h, v26.4h, v27.4h }, [x17]
	ld1	{ v20.4h, v21.4h, v22.4h }, [x1]
	ld1	{ v3.4h, v4.4h, v5.4h }, [x22], x2
	ld1	{ v14.4h, v15.4h, v16.4h }, [x12], x27
	ld1	{ v26.4h, v27.4h, v28.4h }, [x28], x17
	ld1	{ v15.4h, v16.4h, v17.4h }, [x3], x10
	ld1	{ v4.4s, v5.4s, v6.4s }, [x15]
	ld1	{ v19.4s, v20.4s, v21.4s }, [x23]
	ld1	{ v1.4s, v2.4s, v3.4s }, [x22]
	ld1	{ v2.4s, v3.4s, v4.4s }, [x22]
	ld1	{ v28.4s, v29.4s, v30.4s }, [x9], x17
	ld1	{ v18.4s, v19.4s, v20.4s }, [x24], x29
	ld1	{ v19.4s, v20.4s, v21.4s }, [x9], x14
	ld1	{ v2.4s, v3.4s, v4.4s }, [x6], x8
	ld1	{ v5.8b, v6.8b, v7.8b }, [x30]
	ld1	{ v13.8b, v14.8b, v15.8b }, [x7]
	ld1	{ v28.8b, v29.8b, v30.8b }, [x30]
	ld1	{ v27.8b, v28.8b, v29.8b }, [x30]
	ld1	{ v11.8b, v12.8b, v13.8b }, [x13], x22
	ld1	{ v20.8b, v21.8b, v22.8b }, [x14], x24
	ld1	{ v8.8b, v9.8b, v10.8b }, [x12], x24
	ld1	{ v23.8b, v24.8b, v25.8b }, [x0], x14
	ld1	{ v13.8h, v14.8h, v15.8h }, [x16]
	ld1	{ v3.8h, v4.8h, v5.8h }, [x13]
	ld1	{ v25.8h, v26.8h, v27.8h }, [x19]
	ld1	{ v24.8h, v25.8h, v26.8h }, [x29]
	ld1	{ v11.8h, v12.8h, v13.8h }, [x9], x26
	ld1	{ v15.8h, v16.8h, v17.8h }, [x14], x8
	ld1	{ v11.8h, v12.8h, v13.8h }, [x24], x2
	ld1	{ v13.8h, v14.8h, v15.8h }, [x12], x22
	ld1	{ v19.16b, v20.16b }, [x21]
	ld1	{ v24.16b, v25.16b }, [x24]
	ld1	{ v20.16b, v21.16b }, [x18]
	ld1	{ v30.16b, v31.16b }, [x17]
	ld1	{ v30.16b, v31.16b }, [x21], x20
	ld1	{ v24.16b, v25.16b }, [x10], x10
	ld1	{ v18.16b, v19.16b }, [x20], x18
	ld1	{ v3.16b, v4.16b }, [x0], x17
	ld1	{ v1.1d, v2.1d }, [x10]
	ld1	{ v15.1d, v16.1d }, [x11]
	ld1	{ v18.1d, v19.1d }, [x3]
	ld1	{ v22.1d, v23.1d }, [x19]
	ld1	{ v29.1d, v30.1d }, [x28], x9
	ld1	{ v2.1d, v3.1d }, [x25], x21
	ld1	{ v29.1d, v30.1d }, [x23], x11
	ld1	{ v11.1d, v12.1d }, [x0], #16
	ld1	{ v19.2d, v20.2d }, [x29]
	ld1	{ v18.2d, v19.2d }, [x27]
	ld1	{ v20.2d, v21.2d }, [x6]
	ld1	{ v26.2d, v27.2d }, [x21]
	ld1	{ v14.2d, v15.2d }, [x18], x6
	ld1	{ v28.2d, v29.2d }, [x11], x22
	ld1	{ v11.2d, v12.2d }, [x30], x24
	ld1	{ v15.2d, v16.2d }, [x14], x17
	ld1	{ v23.2s, v24.2s }, [x29]
	ld1	{ v17.2s, v18.2s }, [x15]
	ld1	{ v31.2s, v0.2s }, [x1]
	ld1	{ v12.2s, v13.2s }, [x20]
	ld1	{ v2.2s, v3.2s }, [x27], x27
	ld1	{ v27.2s, v28.2s }, [x29], x19
	ld1	{ v27.2s, v28.2s }, [x3], x3
	ld1	{ v31.2s, v0.2s }, [x18], x21
	ld1	{ v21.4h, v22.4h }, [x23]
	ld1	{ v21.4h, v22.4h }, [x19]
	ld1	{ v13.4h, v14.4h }, [x16]
	ld1	{ v11.4h, v12.4h }, [x22]
	ld1	{ v24.4h, v25.4h }, [x26], x20
	ld1	{ v20.4h, v21.4h }, [x26], x27
	ld1	{ v15.4h, v16.4h }, [sp], x21
	ld1	{ v24.4h, v25.4h }, [x4], x3
	ld1	{ v14.4s, v15.4s }, [x11]
	ld1	{ v25.4s, v26.4s }, [x2]
	ld1	{ v25.4s, v26.4s }, [x25]
	ld1	{ v18.4s, v19.4s }, [x9]
	ld1	{ v15.4s, v16.4s }, [x21], x26
	ld1	{ v0.4s, v1.4s }, [x25], x19
	ld1	{ v3.4s, v4.4s }, [x4], x4
	ld1	{ v10.4s, v11.4s }, [x7], x29
	ld1	{ v17.8b, v18.8b }, [x14]
	ld1	{ v7.8b, v8.8b }, [x20]
	ld1	{ v16.8b, v17.8b }, [x27]
	ld1	{ v30.8b, v31.8b }, [x15]
	ld1	{ v11.8b, v12.8b }, [x29], x26
	ld1	{ v23.8b, v24.8b }, [x7], x16
	ld1	{ v27.8b, v28.8b }, [x19], x25
	ld1	{ v21.8b, v22.8b }, [sp], x19
	ld1	{ v26.8h, v27.8h }, [x3]
	ld1	{ v31.8h, v0.8h }, [x1]
	ld1	{ v4.8h, v5.8h }, [x24]
	ld1	{ v25.8h, v26.8h }, [x5]
	ld1	{ v26.8h, v27.8h }, [x3], x4
	ld1	{ v3.8h, v4.8h }, [x23], x2
	ld1	{ v23.8h, v24.8h }, [x1], x20
	ld1	{ v10.8h, v11.8h }, [x1], x1
	ld1	{ v31.b }[1], [x24]
	ld1	{ v11.b }[1], [x9]
	ld1	{ v28.b }[4], [x7]
	ld1	{ v23.b }[8], [x23]
	ld1	{ v19.b }[12], [x20], x29
	ld1	{ v12.b }[0], [x22], x8
	ld1	{ v9.b }[0], [x2], x25
	ld1	{ v15.b }[13], [x15], x0
	ld1	{ v29.d }[0], [x21]
	ld1	{ v22.d }[1], [x7]
	ld1	{ v30.d }[0], [x5]
	ld1	{ v10.d }[0], [x26]
	ld1	{ v29.d }[0], [x26], x25
	ld1	{ v11.d }[0], [x4], x29
	ld1	{ v28.d }[0], [x7], x6
	ld1	{ v21.d }[1], [x24], x6
	ld1	{ v12.h }[1], [x7]
	ld1	{ v5.h }[6], [x15]
	ld1	{ v8.h }[0], [x25]
	ld1	{ v22.h }[7], [x5]
	ld1	{ v9.h }[0], [x3], x18
	ld1	{ v8.h }[5], [x30], x18
	ld1	{ v5.h }[5], [x23], x17
	ld1	{ v25.h }[0], [x4], x1
	ld1	{ v18.s }[2], [x3]
	ld1	{ v22.s }[3], [x26]
	ld1	{ v12.s }[1], [x6]
	ld1	{ v5.s }[1], [x14]
	ld1	{ v10.s }[2], [x13], x28
	ld1	{ v0.s }[3], [x22], x29
	ld1	{ v4.s }[3], [x14], x12
	ld1	{ v25.s }[1], [x16], x1
	ld2r	{ v1.16b, v2.16b }, [x15]
	ld2r	{ v9.16b, v10.16b }, [x23]
	ld2r	{ v22.16b, v23.16b }, [x23]
	ld2r	{ v2.16b, v3.16b }, [x19]
	ld2r	{ v7.16b, v8.16b }, [x4], x3
	ld2r	{ v28.16b, v29.16b }, [x6], x15
	ld2r	{ v15.16b, v16.16b }, [x30], x13
	ld2r	{ v30.16b, v31.16b }, [x8], x29
	ld2r	{ v29.1d, v30.1d }, [x21]
	ld2r	{ v26.1d, v27.1d }, [x17]
	ld2r	{ v2.1d, v3.1d }, [x23]
	ld2r	{ v12.1d, v13.1d }, [x16]
	ld2r	{ v10.1d, v11.1d }, [x0], x29
	ld2r	{ v14.1d, v15.1d }, [x16], x14
	ld2r	{ v24.1d, v25.1d }, [x20], x1
	ld2r	{ v11.1d, v12.1d }, [x19], x2
	ld2r	{ v24.2d, v25.2d }, [x10]
	ld2r	{ v29.2d, v30.2d }, [x4]
	ld2r	{ v22.2d, v23.2d }, [x0]
	ld2r	{ v18.2d, v19.2d }, [x12]
	ld2r	{ v23.2d, v24.2d }, [x17], x16
	ld2r	{ v21.2d, v22.2d }, [x2], x20
	ld2r	{ v11.2d, v12.2d }, [x11], x29
	ld2r	{ v24.2d, v25.2d }, [x10], x13
	ld2r	{ v16.2s, v17.2s }, [x25]
	ld2r	{ v5.2s, v6.2s }, [x14]
	ld2r	{ v0.2s, v1.2s }, [x25]
	ld2r	{ v5.2s, v6.2s }, [x6]
	ld2r	{ v18.2s, v19.2s }, [x12], x24
	ld2r	{ v10.2s, v11.2s }, [x29], x28
	ld2r	{ v5.2s, v6.2s }, [x16], x4
	ld2r	{ v6.2s, v7.2s }, [x28], x22
	ld2r	{ v30.4h, v31.4h }, [x19]
	ld2r	{ v7.4h, v8.4h }, [x0]
	ld2r	{ v27.4h, v28.4h }, [x21]
	ld2r	{ v8.4h, v9.4h }, [x0]
	ld2r	{ v2.4h, v3.4h }, [x19], x22
	ld2r	{ v16.4h, v17.4h }, [x17], x19
	ld2r	{ v27.4h, v28.4h }, [x19], x2
	ld2r	{ v21.4h, v22.4h }, [x19], x4
	ld2r	{ v30.4s, v31.4s }, [x27]
	ld2r	{ v25.4s, v26.4s }, [x30]
	ld2r	{ v9.4s, v10.4s }, [x0]
	ld2r	{ v2.4s, v3.4s }, [x2]
	ld2r	{ v9.4s, v10.4s }, [x7], x21
	ld2r	{ v21.4s, v22.4s }, [x7], x16
	ld2r	{ v1.4s, v2.4s }, [x17], x11
	ld2r	{ v27.4s, v28.4s }, [x7], x16
	ld2r	{ v28.8b, v29.8b }, [x13]
	ld2r	{ v19.8b, v20.8b }, [x13]
	ld2r	{ v25.8b, v26.8b }, [x26]
	ld2r	{ v0.8b, v1.8b }, [x30]
	ld2r	{ v1.8b, v2.8b }, [x6], x10
	ld2r	{ v29.8b, v30.8b }, [x25], x30
	ld2r	{ v2.8b, v3.8b }, [x12], x10
	ld2r	{ v24.8b, v25.8b }, [x0], x12
	ld2r	{ v7.8h, v8.8h }, [x30]
	ld2r	{ v12.8h, v13.8h }, [x18]
	ld2r	{ v13.8h, v14.8h }, [x7]
	ld2r	{ v30.8h, v31.8h }, [x20]
	ld2r	{ v15.8h, v16.8h }, [x28], x25
	ld2r	{ v20.8h, v21.8h }, [x30], x20
	ld2r	{ v5.8h, v6.8h }, [x2], x21
	ld2r	{ v20.8h, v21.8h }, [x17], x16
	ld2	{ v21.b, v22.b }[15], [x9]
	ld2	{ v26.b, v27.b }[8], [x5]
	ld2	{ v23.b, v24.b }[4], [x11]
	ld2	{ v31.b, v0.b }[1], [x6]
	ld2	{ v1.b, v2.b }[11], [sp], x14
	ld2	{ v26.b, v27.b }[0], [x6], x28
	ld2	{ v3.b, v4.b }[0], [x4], x18
	ld2	{ v26.b, v27.b }[0], [x4], x16
	ld2	{ v26.d, v27.d }[1], [x3]
	ld2	{ v2.d, v3.d }[0], [x12]
	ld2	{ v27.d, v28.d }[0], [x5]
	ld2	{ v30.d, v31.d }[0], [x0]
	ld2	{ v16.d, v17.d }[0], [x4], x3
	ld2	{ v18.d, v19.d }[1], [x14], x22
	ld2	{ v13.d, v14.d }[0], [x13], x9
	ld2	{ v22.d, v23.d }[0], [x16], x26
	ld2	{ v23.h, v24.h }[3], [x17]
	ld2	{ v18.h, v19.h }[0], [x30]
	ld2	{ v4.h, v5.h }[7], [x28]
	ld2	{ v3.h, v4.h }[4], [x5]
	ld2	{ v31.h, v0.h }[6], [x24], x25
	ld2	{ v28.h, v29.h }[0], [x26], x28
	ld2	{ v5.h, v6.h }[7], [x8], x11
	ld2	{ v3.h, v4.h }[1], [x2], x7
	ld2	{ v14.s, v15.s }[2], [x10]
	ld2	{ v13.s, v14.s }[0], [x25]
	ld2	{ v29.s, v30.s }[0], [x3]
	ld2	{ v27.s, v28.s }[3], [x18]
	ld2	{ v10.s, v11.s }[2], [x23], x1
	ld2	{ v2.s, v3.s }[3], [x21], x6
	ld2	{ v17.s, v18.s }[1], [x1], x29
	ld2	{ v9.s, v10.s }[0], [x30], x22
	ld2	{ v20.16b, v21.16b }, [x10]
	ld2	{ v13.16b, v14.16b }, [sp]
	ld2	{ v22.16b, v23.16b }, [x8]
	ld2	{ v13.16b, v14.16b }, [x9]
	ld2	{ v22.16b, v23.16b }, [x20], x9
	ld2	{ v10.16b, v11.16b }, [x16], x18
	ld2	{ v15.16b, v16.16b }, [x26], x1
	ld2	{ v20.16b, v21.16b }, [x24], x27
	ld2	{ v7.2d, v8.2d }, [x2]
	ld2	{ v28.2d, v29.2d }, [x23]
	ld2	{ v24.2d, v25.2d }, [x21]
	ld2	{ v17.2d, v18.2d }, [x17]
	ld2	{ v12.2d, v13.2d }, [x2], x15
	ld2	{ v12.2d, v13.2d }, [x17], x5
	ld2	{ v12.2d, v13.2d }, [x16], x4
	ld2	{ v11.2d, v12.2d }, [x30], x21
	ld2	{ v5.2s, v6.2s }, [x3]
	ld2	{ v17.2s, v18.2s }, [x15]
	ld2	{ v20.2s, v21.2s }, [x10]
	ld2	{ v11.2s, v12.2s }, [x7]
	ld2	{ v20.2s, v21.2s }, [x24], x10
	ld2	{ v30.2s, v31.2s }, [x23], x4
	ld2	{ v19.2s, v20.2s }, [sp], x13
	ld2	{ v22.2s, v23.2s }, [x13], x20
	ld2	{ v31.4h, v0.4h }, [x9]
	ld2	{ v13.4h, v14.4h }, [x15]
	ld2	{ v3.4h, v4.4h }, [x11]
	ld2	{ v1.4h, v2.4h }, [x5]
	ld2	{ v15.4h, v16.4h }, [x25], x12
	ld2	{ v3.4h, v4.4h }, [x7], x25
	ld2	{ v7.4h, v8.4h }, [x30], x20
	ld2	{ v29.4h, v30.4h }, [x30], x17
	ld2	{ v8.4s, v9.4s }, [x28]
	ld2	{ v6.4s, v7.4s }, [sp]
	ld2	{ v10.4s, v11.4s }, [x17]
	ld2	{ v10.4s, v11.4s }, [x3]
	ld2	{ v26.4s, v27.4s }, [x5], x10
	ld2	{ v1.4s, v2.4s }, [x17], x20
	ld2	{ v15.4s, v16.4s }, [x20], x0
	ld2	{ v2.4s, v3.4s }, [x2], x2
	ld2	{ v19.8b, v20.8b }, [x25]
	ld2	{ v15.8b, v16.8b }, [x9]
	ld2	{ v31.8b, v0.8b }, [x30]
	ld2	{ v21.8b, v22.8b }, [x6]
	ld2	{ v23.8b, v24.8b }, [sp], x1
	ld2	{ v3.8b, v4.8b }, [x1], x13
	ld2	{ v3.8b, v4.8b }, [x10], x16
	ld2	{ v24.8b, v25.8b }, [x7], x1
	ld2	{ v7.8h, v8.8h }, [x21]
	ld2	{ v18.8h, v19.8h }, [x10]
	ld2	{ v7.8h, v8.8h }, [x17]
	ld2	{ v10.8h, v11.8h }, [x30]
	ld2	{ v15.8h, v16.8h }, [x25], x6
	ld2	{ v27.8h, v28.8h }, [x10], x4
	ld2	{ v26.8h, v27.8h }, [x2], x19
	ld2	{ v23.8h, v24.8h }, [x23], x13
	ld3r	{ v12.16b, v13.16b, v14.16b }, [x6]
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x25]
	ld3r	{ v15.16b, v16.16b, v17.16b }, [x12]
	ld3r	{ v22.16b, v23.16b, v24.16b }, [x13]
	ld3r	{ v18.16b, v19.16b, v20.16b }, [x21], x18
	ld3r	{ v20.16b, v21.16b, v22.16b }, [x23], x16
	ld3r	{ v16.16b, v17.16b, v18.16b }, [x29], x2
	ld3r	{ v11.16b, v12.16b, v13.16b }, [sp], x23
	ld3r	{ v26.1d, v27.1d, v28.1d }, [x3]
	ld3r	{ v4.1d, v5.1d, v6.1d }, [x10]
	ld3r	{ v9.1d, v10.1d, v11.1d }, [x29]
	ld3r	{ v28.1d, v29.1d, v30.1d }, [x13]
	ld3r	{ v3.1d, v4.1d, v5.1d }, [x10], x28
	ld3r	{ v8.1d, v9.1d, v10.1d }, [x0], x21
	ld3r	{ v11.1d, v12.1d, v13.1d }, [x11], x16
	ld3r	{ v30.1d, v31.1d, v0.1d }, [x11], x18
	ld3r	{ v6.2d, v7.2d, v8.2d }, [x26]
	ld3r	{ v29.2d, v30.2d, v31.2d }, [x27]
	ld3r	{ v12.2d, v13.2d, v14.2d }, [x29]
	ld3r	{ v2.2d, v3.2d, v4.2d }, [x3]
	ld3r	{ v5.2d, v6.2d, v7.2d }, [x2], x24
	ld3r	{ v9.2d, v10.2d, v11.2d }, [x15], x15
	ld3r	{ v15.2d, v16.2d, v17.2d }, [x5], x30
	ld3r	{ v24.2d, v25.2d, v26.2d }, [x24], x28
	ld3r	{ v7.2s, v8.2s, v9.2s }, [x4]
	ld3r	{ v22.2s, v23.2s, v24.2s }, [x10]
	ld3r	{ v29.2s, v30.2s, v31.2s }, [x12]
	ld3r	{ v1.2s, v2.2s, v3.2s }, [x22]
	ld3r	{ v15.2s, v16.2s, v17.2s }, [x30], x19
	ld3r	{ v1.2s, v2.2s, v3.2s }, [x27], x14
	ld3r	{ v13.2s, v14.2s, v15.2s }, [x16], #12
	ld3r	{ v30.2s, v31.2s, v0.2s }, [x29], x12
	ld3r	{ v22.4h, v23.4h, v24.4h }, [x5]
	ld3r	{ v15.4h, v16.4h, v17.4h }, [x12]
	ld3r	{ v20.4h, v21.4h, v22.4h }, [x11]
	ld3r	{ v10.4h, v11.4h, v12.4h }, [x30]
	ld3r	{ v21.4h, v22.4h, v23.4h }, [x0], x16
	ld3r	{ v31.4h, v0.4h, v1.4h }, [x17], x0
	ld3r	{ v29.4h, v30.4h, v31.4h }, [x16], x21
	ld3r	{ v20.4h, v21.4h, v22.4h }, [x29], x12
	ld3r	{ v28.4s, v29.4s, v30.4s }, [x0]
	ld3r	{ v8.4s, v9.4s, v10.4s }, [sp]
	ld3r	{ v10.4s, v11.4s, v12.4s }, [x2]
	ld3r	{ v1.4s, v2.4s, v3.4s }, [x24]
	ld3r	{ v25.4s, v26.4s, v27.4s }, [x8], x8
	ld3r	{ v30.4s, v31.4s, v0.4s }, [x25], x28
	ld3r	{ v18.4s, v19.4s, v20.4s }, [x2], x25
	ld3r	{ v21.4s, v22.4s, v23.4s }, [x21], x15
	ld3r	{ v0.8b, v1.8b, v2.8b }, [x29]
	ld3r	{ v31.8b, v0.8b, v1.8b }, [x15]
	ld3r	{ v3.8b, v4.8b, v5.8b }, [x13]
	ld3r	{ v14.8b, v15.8b, v16.8b }, [x24]
	ld3r	{ v15.8b, v16.8b, v17.8b }, [x10], x14
	ld3r	{ v20.8b, v21.8b, v22.8b }, [x3], x6
	ld3r	{ v11.8b, v12.8b, v13.8b }, [x27], x5
	ld3r	{ v23.8b, v24.8b, v25.8b }, [x13], x11
	ld3r	{ v8.8h, v9.8h, v10.8h }, [x13]
	ld3r	{ v27.8h, v28.8h, v29.8h }, [x8]
	ld3r	{ v12.8h, v13.8h, v14.8h }, [x12]
	ld3r	{ v15.8h, v16.8h, v17.8h }, [x17]
	ld3r	{ v12.8h, v13.8h, v14.8h }, [x24], x28
	ld3r	{ v9.8h, v10.8h, v11.8h }, [x23], x13
	ld3r	{ v15.8h, v16.8h, v17.8h }, [x24], x9
	ld3r	{ v9.8h, v10.8h, v11.8h }, [x29], x29
	ld3	{ v0.b, v1.b, v2.b }[14], [x26]
	ld3	{ v3.b, v4.b, v5.b }[10], [x8]
	ld3	{ v4.b, v5.b, v6.b }[0], [x30]
	ld3	{ v1.b, v2.b, v3.b }[2], [sp]
	ld3	{ v8.b, v9.b, v10.b }[4], [x30], x18
	ld3	{ v9.b, v10.b, v11.b }[6], [x29], x10
	ld3	{ v8.b, v9.b, v10.b }[13], [x26], x1
	ld3	{ v19.b, v20.b, v21.b }[15], [x23], x11
	ld3	{ v21.d, v22.d, v23.d }[0], [x24]
	ld3	{ v27.d, v28.d, v29.d }[0], [x22]
	ld3	{ v17.d, v18.d, v19.d }[0], [x2]
	ld3	{ v10.d, v11.d, v12.d }[1], [x30]
	ld3	{ v7.d, v8.d, v9.d }[1], [x10], x6
	ld3	{ v9.d, v10.d, v11.d }[1], [x15], x4
	ld3	{ v27.d, v28.d, v29.d }[0], [x2], x1
	ld3	{ v9.d, v10.d, v11.d }[0], [x24], x25
	ld3	{ v31.h, v0.h, v1.h }[1], [x19]
	ld3	{ v10.h, v11.h, v12.h }[4], [x0]
	ld3	{ v0.h, v1.h, v2.h }[0], [x25]
	ld3	{ v4.h, v5.h, v6.h }[6], [x18]
	ld3	{ v2.h, v3.h, v4.h }[2], [x1], x23
	ld3	{ v11.h, v12.h, v13.h }[3], [x1], x13
	ld3	{ v6.h, v7.h, v8.h }[0], [x12], x24
	ld3	{ v11.h, v12.h, v13.h }[3], [x9], x29
	ld3	{ v6.s, v7.s, v8.s }[3], [x26]
	ld3	{ v3.s, v4.s, v5.s }[1], [x0]
	ld3	{ v22.s, v23.s, v24.s }[2], [x20]
	ld3	{ v30.s, v31.s, v0.s }[3], [x6]
	ld3	{ v16.s, v17.s, v18.s }[0], [x8], x6
	ld3	{ v29.s, v30.s, v31.s }[1], [x15], x4
	ld3	{ v13.s, v14.s, v15.s }[2], [x11], x23
	ld3	{ v18.s, v19.s, v20.s }[0], [x4], x14
	ld3	{ v26.16b, v27.16b, v28.16b }, [x17]
	ld3	{ v31.16b, v0.16b, v1.16b }, [x8]
	ld3	{ v20.16b, v21.16b, v22.16b }, [x11]
	ld3	{ v13.16b, v14.16b, v15.16b }, [x8]
	ld3	{ v20.16b, v21.16b, v22.16b }, [x11], x11
	ld3	{ v13.16b, v14.16b, v15.16b }, [x21], x22
	ld3	{ v17.16b, v18.16b, v19.16b }, [x16], x3
	ld3	{ v16.16b, v17.16b, v18.16b }, [x26], x0
	ld3	{ v27.2d, v28.2d, v29.2d }, [x9]
	ld3	{ v20.2d, v21.2d, v22.2d }, [x22]
	ld3	{ v15.2d, v16.2d, v17.2d }, [x2]
	ld3	{ v29.2d, v30.2d, v31.2d }, [x0]
	ld3	{ v16.2d, v17.2d, v18.2d }, [x19], x9
	ld3	{ v25.2d, v26.2d, v27.2d }, [x28], x2
	ld3	{ v2.2d, v3.2d, v4.2d }, [x27], x5
	ld3	{ v12.2d, v13.2d, v14.2d }, [x15], x28
	ld3	{ v9.2s, v10.2s, v11.2s }, [x8]
	ld3	{ v31.2s, v0.2s, v1.2s }, [x29]
	ld3	{ v17.2s, v18.2s, v19.2s }, [x17]
	ld3	{ v21.2s, v22.2s, v23.2s }, [x8]
	ld3	{ v18.2s, v19.2s, v20.2s }, [x19], x25
	ld3	{ v14.2s, v15.2s, v16.2s }, [x22], x23
	ld3	{ v29.2s, v30.2s, v31.2s }, [x8], x2
	ld3	{ v30.2s, v31.2s, v0.2s }, [x14], x4
	ld3	{ v9.4h, v10.4h, v11.4h }, [x6]
	ld3	{ v9.4h, v10.4h, v11.4h }, [x24]
	ld3	{ v0.4h, v1.4h, v2.4h }, [sp]
	ld3	{ v1.4h, v2.4h, v3.4h }, [x23]
	ld3	{ v22.4h, v23.4h, v24.4h }, [x0], x21
	ld3	{ v3.4h, v4.4h, v5.4h }, [x20], x8
	ld3	{ v11.4h, v12.4h, v13.4h }, [x22], x23
	ld3	{ v25.4h, v26.4h, v27.4h }, [x7], x23
	ld3	{ v27.4s, v28.4s, v29.4s }, [x3]
	ld3	{ v7.4s, v8.4s, v9.4s }, [x1]
	ld3	{ v12.4s, v13.4s, v14.4s }, [x23]
	ld3	{ v27.4s, v28.4s, v29.4s }, [x29]
	ld3	{ v19.4s, v20.4s, v21.4s }, [x29], x22
	ld3	{ v31.4s, v0.4s, v1.4s }, [x6], x2
	ld3	{ v29.4s, v30.4s, v31.4s }, [x3], x27
	ld3	{ v9.4s, v10.4s, v11.4s }, [x20], x9
	ld3	{ v23.8b, v24.8b, v25.8b }, [sp]
	ld3	{ v25.8b, v26.8b, v27.8b }, [x10]
	ld3	{ v17.8b, v18.8b, v19.8b }, [x8]
	ld3	{ v13.8b, v14.8b, v15.8b }, [x1]
	ld3	{ v7.8b, v8.8b, v9.8b }, [x16], x10
	ld3	{ v19.8b, v20.8b, v21.8b }, [x4], x19
	ld3	{ v26.8b, v27.8b, v28.8b }, [x19], x17
	ld3	{ v4.8b, v5.8b, v6.8b }, [x15], x13
	ld3	{ v8.8h, v9.8h, v10.8h }, [x4]
	ld3	{ v26.8h, v27.8h, v28.8h }, [x11]
	ld3	{ v26.8h, v27.8h, v28.8h }, [x6]
	ld3	{ v8.8h, v9.8h, v10.8h }, [x21]
	ld3	{ v27.8h, v28.8h, v29.8h }, [x14], x6
	ld3	{ v14.8h, v15.8h, v16.8h }, [x22], x18
	ld3	{ v23.8h, v24.8h, v25.8h }, [x1], x19
	ld3	{ v4.8h, v5.8h, v6.8h }, [x21], x14
	ld4r	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x28]
	ld4r	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x5]
	ld4r	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x25]
	ld4r	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x9]
	ld4r	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x2], x20
	ld4r	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x17], x7
	ld4r	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x29], x16
	ld4r	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x13], x26
	ld4r	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x13]
	ld4r	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x27]
	ld4r	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x18]
	ld4r	{ v22.1d, v23.1d, v24.1d, v25.1d }, [x27]
	ld4r	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x1], x23
	ld4r	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x9], x25
	ld4r	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x14], x22
	ld4r	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x19], x5
	ld4r	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x10]
	ld4r	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x2]
	ld4r	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x12]
	ld4r	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x24]
	ld4r	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x9], x4
	ld4r	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x8], x13
	ld4r	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x8], x18
	ld4r	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x9], x25
	ld4r	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x15]
	ld4r	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x4]
	ld4r	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x17]
	ld4r	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x18]
	ld4r	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x17], x4
	ld4r	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x7], x19
	ld4r	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x16], x23
	ld4r	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x8], x8
	ld4r	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x25]
	ld4r	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x15]
	ld4r	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x26]
	ld4r	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x9]
	ld4r	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x22], x4
	ld4r	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x24], x4
	ld4r	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x29], x3
	ld4r	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x13], x10
	ld4r	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x14]
	ld4r	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x22]
	ld4r	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x6]
	ld4r	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x26]
	ld4r	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x16], x0
	ld4r	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x12], x17
	ld4r	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x3], x29
	ld4r	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x1], x3
	ld4r	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x10]
	ld4r	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x11]
	ld4r	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x18]
	ld4r	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x7]
	ld4r	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x9], x28
	ld4r	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x3], x12
	ld4r	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x30], x3
	ld4r	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x14], x27
	ld4r	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x26]
	ld4r	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x21]
	ld4r	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x3]
	ld4r	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x18]
	ld4r	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x4], x4
	ld4r	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x18], x15
	ld4r	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x25], x15
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x19], x5
	ld4	{ v12.b, v13.b, v14.b, v15.b }[3], [x11]
	ld4	{ v2.b, v3.b, v4.b, v5.b }[15], [x18]
	ld4	{ v15.b, v16.b, v17.b, v18.b }[15], [x13]
	ld4	{ v19.b, v20.b, v21.b, v22.b }[5], [x25]
	ld4	{ v20.b, v21.b, v22.b, v23.b }[4], [x10], x6
	ld4	{ v1.b, v2.b, v3.b, v4.b }[0], [x25], x23
	ld4	{ v17.b, v18.b, v19.b, v20.b }[1], [x5], x4
	ld4	{ v8.b, v9.b, v10.b, v11.b }[10], [x12], x11
	ld4	{ v6.d, v7.d, v8.d, v9.d }[1], [x12]
	ld4	{ v14.d, v15.d, v16.d, v17.d }[0], [x15]
	ld4	{ v3.d, v4.d, v5.d, v6.d }[0], [x30]
	ld4	{ v14.d, v15.d, v16.d, v17.d }[0], [x7]
	ld4	{ v7.d, v8.d, v9.d, v10.d }[1], [sp], x21
	ld4	{ v18.d, v19.d, v20.d, v21.d }[1], [x22], x30
	ld4	{ v25.d, v26.d, v27.d, v28.d }[0], [x14], x17
	ld4	{ v4.d, v5.d, v6.d, v7.d }[1], [x27], x28
	ld4	{ v18.h, v19.h, v20.h, v21.h }[0], [x7]
	ld4	{ v29.h, v30.h, v31.h, v0.h }[4], [x22]
	ld4	{ v12.h, v13.h, v14.h, v15.h }[5], [x19]
	ld4	{ v30.h, v31.h, v0.h, v1.h }[3], [x22]
	ld4	{ v14.h, v15.h, v16.h, v17.h }[4], [x28], x11
	ld4	{ v18.h, v19.h, v20.h, v21.h }[5], [x15], #8
	ld4	{ v4.h, v5.h, v6.h, v7.h }[7], [x27], x17
	ld4	{ v5.h, v6.h, v7.h, v8.h }[6], [x29], x4
	ld4	{ v0.s, v1.s, v2.s, v3.s }[1], [x11]
	ld4	{ v5.s, v6.s, v7.s, v8.s }[1], [x19]
	ld4	{ v0.s, v1.s, v2.s, v3.s }[1], [x11]
	ld4	{ v13.s, v14.s, v15.s, v16.s }[1], [x13]
	ld4	{ v16.s, v17.s, v18.s, v19.s }[0], [x2], x26
	ld4	{ v9.s, v10.s, v11.s, v12.s }[3], [x18], x0
	ld4	{ v20.s, v21.s, v22.s, v23.s }[0], [x13], x27
	ld4	{ v31.s, v0.s, v1.s, v2.s }[1], [x16], x24
	ld4	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x6]
	ld4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x15]
	ld4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x24]
	ld4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x1]
	ld4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x3], x19
	ld4	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x18], x28
	ld4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [sp], x11
	ld4	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x9], x14
	ld4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x5]
	ld4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x17]
	ld4	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x20]
	ld4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x23]
	ld4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x7], #64
	ld4	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x7], x21
	ld4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x4], x13
	ld4	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x20], x17
	ld4	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x6]
	ld4	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x23]
	ld4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x5]
	ld4	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x30]
	ld4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x20], x13
	ld4	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x0], x10
	ld4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x16], x6
	ld4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x19], x3
	ld4	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x18]
	ld4	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x17]
	ld4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x8]
	ld4	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x17]
	ld4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x30], x25
	ld4	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x27], x19
	ld4	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x20], x25
	ld4	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x26], x26
	ld4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x23]
	ld4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x0]
	ld4	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x30]
	ld4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x29]
	ld4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x16], x23
	ld4	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x30], x3
	ld4	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x10], x22
	ld4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x18], x24
	ld4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x2]
	ld4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x21]
	ld4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x12]
	ld4	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x1]
	ld4	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x20], x28
	ld4	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x10], x26
	ld4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x12], x27
	ld4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x8], x5
	ld4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x21]
	ld4	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x24]
	ld4	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x22]
	ld4	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x27]
	ld4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x9], x21
	ld4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x30], #64
	ld4	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x30], x19
	ld4	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x4], x19
	ldar	w21, [x8]
	ldar	w16, [x17]
	ldar	w5, [x4]
	ldar	w26, [x13]
	ldar	x7, [x10]
	ldar	x24, [x24]
	ldar	x19, [x10]
	ldar	x30, [x1]
	ldarb	w8, [x18]
	ldarb	w28, [x15]
	ldarb	w10, [x28]
	ldarb	w8, [x18]
	ldarh	w20, [x25]
	ldarh	w28, [x21]
	ldarh	w19, [x27]
	ldarh	w22, [x6]
	ldaxp	w28, w9, [x21]
	ldaxp	w23, w5, [x23]
	ldaxp	w16, w25, [x20]
	ldaxp	w20, w25, [x13]
	ldaxp	xzr, x28, [x6]
	ldaxp	x27, x12, [x26]
	ldaxp	x13, xzr, [x7]
	ldaxp	x0, x15, [x5]
	ldaxr	w19, [x11]
	ldaxr	w16, [x19]
	ldaxr	w13, [x10]
	ldaxr	w17, [x24]
	ldaxr	x3, [x1]
	ldaxr	x21, [x30]
	ldaxr	x6, [x0]
	ldaxr	x28, [x25]
	ldaxrb	w8, [x13]
	ldaxrb	w2, [x2]
	ldaxrb	w29, [x4]
	ldaxrb	w10, [x6]
	ldaxrh	w23, [x20]
	ldaxrh	w23, [x4]
	ldaxrh	w26, [x28]
	ldaxrh	w10, [x2]
	ldnp	d22, d1, [x29]
	ldnp	d12, d26, [x16]
	ldnp	d12, d6, [x19]
	ldnp	d20, d11, [x25]
	ldnp	q30, q8, [x3, #112]
	ldnp	q10, q25, [x2]
	ldnp	q24, q19, [x4]
	ldnp	q12, q28, [x13]
	ldnp	s18, s25, [x2]
	ldnp	s26, s16, [x12]
	ldnp	s21, s9, [x27, #132]
	ldnp	s28, s2, [x9]
	ldnp	w18, w18, [x17, #-116]
	ldnp	w12, w23, [x13, #-236]
	ldnp	w9, w25, [x10, #-108]
	ldnp	w0, w3, [x25, #-196]
	ldnp	xzr, x7, [x12]
	ldnp	x19, x11, [x0, #152]
	ldnp	x3, x18, [x12, #456]
	ldnp	x0, x8, [x26]
	ldp	d28, d7, [x3]
	ldp	d29, d27, [x6, #496]
	ldp	d3, d4, [sp, #-240]
	ldp	d20, d19, [x23]
	ldp	d6, d10, [x28], #480
	ldp	d9, d3, [x9], #464
	ldp	d20, d16, [x3], #296
	ldp	d14, d24, [x15], #304
	ldp	d10, d12, [x13, #288]!
	ldp	d3, d22, [x5, #-152]!
	ldp	d10, d1, [x26, #96]!
	ldp	d18, d24, [x1, #-56]!
	ldp	q1, q11, [x26, #-64]
	ldp	q6, q20, [x8, #112]
	ldp	q9, q7, [x9, #-48]
	ldp	q4, q16, [x21]
	ldp	q5, q31, [x8], #-1024
	ldp	q13, q20, [x21], #-624
	ldp	q7, q0, [x8], #-752
	ldp	q17, q14, [x2], #80
	ldp	q13, q4, [x0, #32]!
	ldp	q25, q0, [x12, #672]!
	ldp	q10, q26, [x24, #-672]!
	ldp	q21, q0, [x17, #-736]!
	ldpsw	x21, x25, [x28, #112]
	ldpsw	x1, x24, [x0, #-4]
	ldpsw	x1, x18, [x30, #-256]
	ldpsw	x21, x17, [x10, #56]
	ldpsw	x24, x19, [x5], #84
	ldpsw	xzr, x10, [x22], #-208
	ldpsw	x5, x16, [x14], #-236
	ldpsw	x25, x6, [x4], #-152
	ldpsw	x17, x24, [x26, #4]!
	ldpsw	x4, x3, [x5, #-80]!
	ldpsw	x16, x19, [x22, #28]!
	ldpsw	x0, x24, [x7, #-72]!
	ldp	s28, s12, [x20, #92]
	ldp	s25, s12, [x22, #-216]
	ldp	s0, s31, [x13]
	ldp	s10, s1, [x22]
	ldp	s12, s10, [x28], #52
	ldp	s28, s3, [x11], #20
	ldp	s21, s16, [x3], #-168
	ldp	s3, s18, [x21], #-216
	ldp	s21, s26, [x19, #84]!
	ldp	s4, s21, [x18, #-172]!
	ldp	s4, s14, [x30, #-48]!
	ldp	s26, s4, [x6, #-144]!
	ldp	w1, w9, [x28]
	ldp	w11, w19, [sp]
	ldp	w14, w23, [x28, #-256]
	ldp	w11, w1, [x6, #144]
	ldp	w8, w10, [x4], #84
	ldp	w1, w6, [x26], #-4
	ldp	w3, w12, [x11], #0
	ldp	w14, w9, [x12], #0
	ldp	w17, w14, [x9, #92]!
	ldp	w14, w9, [x6, #0]!
	ldp	w25, w1, [x29, #-20]!
	ldp	w4, w26, [sp, #36]!
	ldp	x15, x2, [x28, #-112]
	ldp	x16, x17, [x2, #384]
	ldp	x17, x22, [x25, #504]
	ldp	xzr, x5, [x24]
	ldp	x11, x27, [x3], #-48
	ldp	x13, x15, [x16], #504
	ldp	x12, x5, [x28], #0
	ldp	x7, x17, [x30], #384
	ldp	x25, x6, [x21, #-432]!
	ldp	x4, x4, [x10, #368]!
	ldp	x16, x22, [x29, #-296]!
	ldp	x4, x1, [x0, #160]!
	ldur	b3, [x15]
	ldur	b20, [x21]
	ldur	b26, [x14, #12]
	ldur	b15, [x6, #-36]
	ldr	b30, [x1], #-35
	ldr	b25, [x15], #-39
	ldr	b13, [x10], #0
	ldr	b8, [x0], #-11
	ldr	b25, [x30, #-158]!
	ldr	b17, [x10, #-160]!
	ldr	b4, [x28, #-99]!
	ldr	b18, [x25, #42]!
	ldr	b21, [x0, w17, uxtw #0]
	ldr	b20, [x17, w30, sxtw #0]
	ldr	b6, [x15, w26, sxtw #0]
	ldr	b9, [x19, w21, uxtw]
	ldr	b0, [x6, x21, sxtx #0]
	ldr	b11, [x19, xzr, lsl #0]
	ldr	b27, [x2, x14]
	ldr	b16, [x0, x27, sxtx #0]
	ldr	b7, [x24]
	ldr	b18, [x1, #2265]
	ldr	b21, [x4]
	ldr	b12, [x19, #3424]
	ldurb	wzr, [x29, #117]
	ldurb	w18, [x25, #250]
	ldurb	w8, [x29, #-195]
	ldurb	w22, [x6, #-66]
	ldrb	w5, [x10], #-11
	ldrb	w23, [x17], #-1
	ldrb	w5, [x26], #-209
	ldrb	w5, [x23], #-256
	ldrb	w22, [x16, #-103]!
	ldrb	w18, [sp, #-125]!
	ldrb	w10, [x23, #255]!
	ldrb	w18, [x27, #49]!
	ldrb	w11, [sp, w9, uxtw]
	ldrb	w16, [x14, w9, uxtw #0]
	ldrb	w12, [x20, w24, uxtw]
	ldrb	w3, [x14, w8, sxtw]
	ldrb	w11, [x5, x23, sxtx]
	ldrb	w13, [x16, x25, sxtx]
	ldrb	w15, [x28, x8, sxtx #0]
	ldrb	w8, [x0, x1, sxtx #0]
	ldrb	w1, [x13, #1298]
	ldrb	w9, [x30]
	ldrb	wzr, [x19]
	ldrb	w2, [x25, #2747]
	ldur	d11, [x2, #-95]
	ldur	d22, [x8]
	ldur	d13, [x21, #-1]
	ldur	d26, [x0]
	ldr	d29, [x6], #155
	ldr	d4, [x0], #255
	ldr	d11, [x4], #-42
	ldr	d4, [x13], #13
	ldr	d0, [x19, #230]!
	ldr	d14, [x14, #1]!
	ldr	d29, [x9, #1]!
	ldr	d31, [x9, #17]!
	ldr	d24, [x2, w24, sxtw #3]
	ldr	d8, [x5, wzr, sxtw #3]
	ldr	d5, [x30, w16, sxtw]
	ldr	d14, [x20, w13, sxtw #3]
	ldr	d2, [x27, x13, sxtx]
	ldr	d1, [x19, x9, sxtx]
	ldr	d14, [x1, x18, sxtx #3]
	ldr	d25, [x6, x13]
	ldr	d5, [x16, #20568]
	ldr	d18, [x8]
	ldr	d25, [x28]
	ldr	d13, [x2, #4128]
	ldr	d1, #377800
	ldr	d9, #602220
	ldr	d10, #-481548
	ldr	d17, #0
	ldur	h18, [x20, #-11]
	ldur	h2, [x12]
	ldur	h12, [x16, #99]
	ldur	h24, [x28]
	ldr	h19, [x5], #9
	ldr	h20, [x11], #8
	ldr	h27, [x16], #1
	ldr	h13, [x14], #-138
	ldr	h26, [x5, #255]!
	ldr	h10, [x28, #1]!
	ldr	h23, [x5, #-180]!
	ldr	h23, [x25, #255]!
	ldr	h1, [x16, w8, sxtw #1]
	ldr	h1, [x6, w3, sxtw]
	ldr	h28, [x13, w26, uxtw]
	ldr	h23, [x17, w20, uxtw #1]
	ldr	h23, [x2, x14, sxtx]
	ldr	h2, [x0, x8, sxtx]
	ldr	h25, [x7, x9, sxtx #1]
	ldr	h31, [x11, x5, sxtx #1]
	ldr	h21, [x17]
	ldr	h17, [x18, #2588]
	ldr	h19, [x9]
	ldr	h21, [x5, #4052]
	ldurh	w20, [x27, #8]
	ldurh	w20, [x27]
	ldurh	w25, [x30]
	ldurh	w2, [x19, #229]
	ldrh	w28, [x4], #-131
	ldrh	wzr, [x2], #-17
	ldrh	w2, [x14], #115
	ldrh	w26, [x24], #-127
	ldrh	w19, [x17, #255]!
	ldrh	w8, [x27, #255]!
	ldrh	w21, [x25, #0]!
	ldrh	w3, [x0, #-69]!
	ldrh	w6, [x6, w9, sxtw #1]
	ldrh	w27, [x29, w30, uxtw]
	ldrh	w12, [x15, w6, sxtw #1]
	ldrh	w16, [x9, w6, sxtw #1]
	ldrh	w0, [x0, x30, sxtx #1]
	ldrh	w25, [x19, x2, sxtx]
	ldrh	w0, [x9, x1]
	ldrh	w17, [x7, x24, sxtx #1]
	ldrh	w11, [x29, #1130]
	ldrh	w30, [sp]
	ldrh	w28, [x15]
	ldrh	w2, [x13, #7270]
	ldur	q0, [x11]
	ldur	q12, [x15, #-256]
	ldur	q3, [x12, #-46]
	ldur	q31, [x28, #220]
	ldr	q5, [x17], #177
	ldr	q5, [x3], #-130
	ldr	q0, [x8], #213
	ldr	q12, [x30], #-6
	ldr	q25, [x13, #98]!
	ldr	q14, [x1, #-100]!
	ldr	q22, [x30, #-1]!
	ldr	q7, [x13, #21]!
	ldr	q12, [x27, w15, sxtw #4]
	ldr	q24, [x13, w25, uxtw #4]
	ldr	q5, [x11, w3, sxtw #4]
	ldr	q24, [x28, w30, uxtw #4]
	ldr	q26, [x27, x6, sxtx #4]
	ldr	q13, [x0, x10, lsl #4]
	ldr	q16, [x18, x19]
	ldr	q31, [x19, x29, lsl #4]
	ldr	q19, [x8]
	ldr	q1, [x20]
	ldr	q1, [x24]
	ldr	q9, [x29, #64736]
	ldr	q18, #245232
	ldr	q22, #-509048
	ldr	q20, #928116
	ldr	q14, #1048572
	ldursb	w16, [x25, #166]
	ldursb	w14, [x27, #109]
	ldursb	w3, [x23, #-47]
	ldursb	w1, [x15, #-2]
	ldrsb	w0, [x1], #-47
	ldrsb	w24, [x1], #67
	ldrsb	w17, [x26], #-184
	ldrsb	w8, [x7], #18
	ldrsb	w20, [x5, #202]!
	ldrsb	w21, [x25, #244]!
	ldrsb	w6, [x24, #147]!
	ldrsb	w18, [x0, #-75]!
	ldrsb	w10, [x10, w27, sxtw #0]
	ldrsb	w11, [x9, w9, sxtw]
	ldrsb	w26, [x4, w25, uxtw]
	ldrsb	w26, [x2, w5, uxtw]
	ldrsb	w17, [x29, x20, sxtx #0]
	ldrsb	w26, [x17, x24]
	ldrsb	w2, [x5, x22]
	ldrsb	w7, [x3, x1, sxtx]
	ldrsb	w18, [x11, #891]
	ldrsb	w1, [x13, #4056]
	ldrsb	w20, [x29]
	ldrsb	w9, [x27]
	ldursb	x13, [x9]
	ldursb	x16, [x15, #-168]
	ldursb	x17, [x10, #255]
	ldursb	x10, [x26, #1]
	ldrsb	x28, [x29], #-256
	ldrsb	x20, [x15], #255
	ldrsb	x24, [x16], #-235
	ldrsb	x30, [x28], #249
	ldrsb	x26, [x0, #-1]!
	ldrsb	x10, [x2, #-103]!
	ldrsb	x4, [x18, #251]!
	ldrsb	x20, [x9, #138]!
	ldrsb	x18, [x30, w28, uxtw]
	ldrsb	x21, [x18, w30, sxtw]
	ldrsb	x7, [x13, w13, uxtw]
	ldrsb	x17, [x10, w2, uxtw #0]
	ldrsb	x16, [x1, x5, sxtx]
	ldrsb	x6, [x12, x4, lsl #0]
	ldrsb	xzr, [x27, x28, sxtx]
	ldrsb	x17, [x10, x12, lsl #0]
	ldrsb	x14, [x24, #1337]
	ldrsb	x16, [x6]
	ldrsb	x20, [x22, #2671]
	ldrsb	x1, [x15, #3610]
	ldursh	w21, [x14, #-25]
	ldursh	w27, [x22, #1]
	ldursh	w28, [x13]
	ldursh	w18, [x3, #1]
	ldrsh	w1, [sp], #-128
	ldrsh	w30, [x10], #146
	ldrsh	w11, [x27], #-100
	ldrsh	w16, [x4], #-256
	ldrsh	w9, [x13, #16]!
	ldrsh	w0, [x19, #-241]!
	ldrsh	w18, [sp, #0]!
	ldrsh	w3, [x23, #-1]!
	ldrsh	w21, [x28, wzr, uxtw #1]
	ldrsh	w1, [x22, w2, uxtw]
	ldrsh	w5, [x30, w7, sxtw #1]
	ldrsh	w18, [x27, w22, sxtw #1]
	ldrsh	w21, [x1, x18, sxtx]
	ldrsh	w30, [x20, x10, lsl #1]
	ldrsh	w3, [x5, x9, lsl #1]
	ldrsh	w27, [x21, x22, lsl #1]
	ldrsh	w8, [x22]
	ldrsh	w23, [x9, #6502]
	ldrsh	w3, [x6]
	ldrsh	w27, [x16]
	ldursh	xzr, [x22, #-190]
	ldursh	x5, [x20]
	ldursh	x15, [x19, #183]
	ldursh	x9, [x22, #203]
	ldrsh	x15, [x14], #128
	ldrsh	x3, [x0], #64
	ldrsh	x7, [x15], #34
	ldrsh	x8, [x30], #1
	ldrsh	x25, [x30, #-256]!
	ldrsh	x9, [x12, #-220]!
	ldrsh	xzr, [x7, #-63]!
	ldrsh	x1, [x9, #-7]!
	ldrsh	x17, [x13, w7, sxtw]
	ldrsh	x24, [x24, w0, uxtw #1]
	ldrsh	x10, [x4, w4, uxtw #1]
	ldrsh	x6, [x7, w27, uxtw #1]
	ldrsh	x4, [x2, x3, lsl #1]
	ldrsh	x15, [x26, x18]
	ldrsh	x11, [x29, x13, lsl #1]
	ldrsh	x29, [x18, x13]
	ldrsh	x11, [x26]
	ldrsh	x24, [x19]
	ldrsh	x25, [x13]
	ldrsh	x22, [x11]
	ldursw	x8, [x5, #100]
	ldursw	x7, [x18]
	ldursw	x13, [x26]
	ldursw	x13, [x16, #-166]
	ldrsw	x25, #323376
	ldrsw	x5, #1048572
	ldrsw	x17, #1048572
	ldrsw	x19, #-351028
	ldrsw	x11, [x19], #-93
	ldrsw	x26, [x11], #1
	ldrsw	x12, [x21], #-102
	ldrsw	x15, [x9], #121
	ldrsw	x20, [x23, #-102]!
	ldrsw	x15, [x16, #-208]!
	ldrsw	x24, [x25, #127]!
	ldrsw	x18, [x25, #-192]!
	ldrsw	xzr, [x3, w8, uxtw #2]
	ldrsw	x9, [x29, w18, sxtw #2]
	ldrsw	x0, [x24, w14, sxtw]
	ldrsw	x4, [x12, w13, uxtw #2]
	ldrsw	x30, [x18, x25, sxtx]
	ldrsw	x27, [x26, x27]
	ldrsw	x17, [x16, x11, sxtx]
	ldrsw	x29, [x13, x18, sxtx #2]
	ldrsw	x5, [x15, #13524]
	ldrsw	x21, [sp, #11676]
	ldrsw	x27, [x20, #7400]
	ldrsw	x8, [sp, #3488]
	ldur	s26, [x21, #131]
	ldur	s14, [x17, #132]
	ldur	s22, [sp, #-249]
	ldur	s0, [x25, #170]
	ldr	s5, [x26], #-97
	ldr	s25, [x14], #-228
	ldr	s21, [x22], #-57
	ldr	s0, [x3], #-155
	ldr	s28, [x9, #-3]!
	ldr	s26, [x2, #-83]!
	ldr	s20, [x6, #-40]!
	ldr	s22, [x24, #-183]!
	ldr	s8, [x29, w25, sxtw]
	ldr	s15, [x10, w22, sxtw #2]
	ldr	s5, [x3, w13, uxtw #2]
	ldr	s29, [x6, w22, sxtw #2]
	ldr	s21, [x17, x28, sxtx]
	ldr	s26, [x25, x0]
	ldr	s21, [x24, x7, sxtx #2]
	ldr	s26, [x7, x2, lsl #2]
	ldr	s7, [x18, #10232]
	ldr	s17, [x3, #9240]
	ldr	s14, [x8, #7580]
	ldr	s9, [x26]
	ldr	s19, #717892
	ldr	s25, #0
	ldr	s26, #-852908
	ldr	s8, #0
	ldur	w20, [x5]
	ldur	wzr, [x12, #54]
	ldur	w17, [x11, #74]
	ldur	w2, [x26, #128]
	ldr	w30, #-170708
	ldr	w28, #-461448
	ldr	w0, #199304
	ldr	w19, #-450116
	ldr	w13, [x29], #-145
	ldr	w12, [x6], #225
	ldr	w25, [x21], #-1
	ldr	w7, [x0], #-1
	ldr	w25, [x9, #132]!
	ldr	w30, [x7, #-256]!
	ldr	w30, [x7, #147]!
	ldr	wzr, [x25, #98]!
	ldr	w27, [x30, w5, sxtw]
	ldr	w21, [x28, w14, uxtw]
	ldr	wzr, [x21, w10, sxtw]
	ldr	w16, [x24, w19, sxtw #2]
	ldr	w9, [x6, x16, sxtx #2]
	ldr	w18, [x11, x12]
	ldr	w9, [x1, x15, lsl #2]
	ldr	w10, [x7, x16, sxtx]
	ldr	w18, [x7]
	ldr	w7, [x12, #2992]
	ldr	w21, [x17]
	ldr	wzr, [x25]
	ldur	x1, [x7, #151]
	ldur	x23, [x7]
	ldur	x15, [x19, #121]
	ldur	x11, [x17]
	ldr	x17, #708928
	ldr	x2, #-854292
	ldr	x14, #-443652
	ldr	x25, #865460
	ldr	x4, [x28], #-63
	ldr	x0, [x11], #0
	ldr	x29, [x1], #-71
	ldr	x22, [x2], #-242
	ldr	x14, [x27, #-96]!
	ldr	x23, [x4, #-256]!
	ldr	x23, [x20, #250]!
	ldr	x17, [sp, #165]!
	ldr	x13, [x22, w13, uxtw]
	ldr	x23, [x12, w9, uxtw #3]
	ldr	x4, [x2, w18, sxtw]
	ldr	x21, [x6, w17, uxtw]
	ldr	x12, [x8, x27, sxtx]
	ldr	xzr, [x28, xzr, sxtx]
	ldr	x11, [x15, x27]
	ldr	x8, [x17, x5, sxtx]
	ldr	x1, [x19]
	ldr	x24, [x30, #3656]
	ldr	x9, [sp, #25232]
	ldr	x23, [x14, #32760]
	ldtrb	w3, [x22, #152]
	ldtrb	w8, [x11, #112]
	ldtrb	w16, [x6, #249]
	ldtrb	w23, [x14]
	ldtrh	w8, [x1, #60]
	ldtrh	w11, [x16]
	ldtrh	w25, [x2, #132]
	ldtrh	w15, [x8, #-256]
	ldtrsb	w24, [x7, #83]
	ldtrsb	w1, [x0, #123]
	ldtrsb	w19, [x3]
	ldtrsb	w22, [x9, #-1]
	ldtrsb	x16, [x28]
	ldtrsb	xzr, [x21, #224]
	ldtrsb	x17, [x4, #-109]
	ldtrsb	x21, [x24]
	ldtrsh	w10, [x18, #252]
	ldtrsh	w14, [x23]
	ldtrsh	w8, [x12, #255]
	ldtrsh	w13, [x2, #-5]
	ldtrsh	x30, [x9, #-137]
	ldtrsh	x24, [x10]
	ldtrsh	x16, [x29]
	ldtrsh	x4, [x2, #168]
	ldtrsw	x28, [x2, #100]
	ldtrsw	x9, [x23, #-210]
	ldtrsw	x7, [x3, #107]
	ldtrsw	x25, [x2]
	ldtr	w18, [x30]
	ldtr	w28, [x11]
	ldtr	w27, [x19, #-30]
	ldtr	w8, [x6]
	ldtr	x21, [x11]
	ldtr	x18, [x8, #141]
	ldtr	x1, [x7]
	ldtr	x13, [x10, #-132]
	ldxp	w19, wzr, [x3]
	ldxp	w0, w7, [sp]
	ldxp	w23, w14, [x12]
	ldxp	w26, w14, [sp]
	ldxp	x24, x3, [x28]
	ldxp	x27, xzr, [x18]
	ldxp	x24, x16, [x28]
	ldxp	x17, x15, [x10]
	ldxr	w7, [x18]
	ldxr	w29, [x21]
	ldxr	w6, [x28]
	ldxr	w3, [x23]
	ldxr	x2, [x16]
	ldxr	x2, [x7]
	ldxr	x10, [x22]
	ldxr	x7, [x3]
	ldxrb	wzr, [x4]
	ldxrb	w28, [sp]
	ldxrb	w24, [x27]
	ldxrb	w26, [x13]
	ldxrh	w30, [sp]
	ldxrh	w30, [x25]
	ldxrh	w18, [x10]
	ldxrh	w24, [x9]
	lsl	w11, w26, w29
	lsl	w21, w23, w6
	lsl	w26, w30, w9
	lsl	w7, w29, w4
	lsl	x20, x3, x18
	lsl	x24, x9, x10
	lsl	x16, x8, x1
	lsl	x17, x27, x30
	lsr	w13, w20, w14
	lsr	w16, w15, w21
	lsr	w6, w14, w27
	lsr	w6, w1, wzr
	lsr	x0, x18, x11
	lsr	x29, x21, x16
	lsr	x28, x15, x2
	lsr	xzr, x22, x8
	mul	w22, w29, w1
	madd	w12, w24, w28, w2
	mul	w9, w2, w18
	mul	w15, w26, w2
	madd	x20, x10, x4, x11
	madd	x24, x7, x6, x1
	mul	x13, x18, x7
	mul	x28, x4, x5
	mla	v31.2s, v8.2s, v21.s[0]
	mla	v0.2s, v29.2s, v3.s[3]
	mla	v24.2s, v18.2s, v30.s[3]
	mla	v20.2s, v16.2s, v20.s[2]
	mla	v14.4h, v12.4h, v10.h[4]
	mla	v17.4h, v12.4h, v11.h[2]
	mla	v13.4h, v3.4h, v15.h[0]
	mla	v4.4h, v21.4h, v12.h[6]
	mla	v9.4s, v9.4s, v19.s[3]
	mla	v28.4s, v19.4s, v6.s[3]
	mla	v28.4s, v3.4s, v7.s[0]
	mla	v21.4s, v29.4s, v27.s[0]
	mla	v23.8h, v21.8h, v10.h[0]
	mla	v13.8h, v7.8h, v7.h[7]
	mla	v4.8h, v29.8h, v10.h[0]
	mla	v10.8h, v5.8h, v11.h[0]
	mla	v23.16b, v30.16b, v7.16b
	mla	v21.16b, v26.16b, v30.16b
	mla	v16.16b, v30.16b, v15.16b
	mla	v4.16b, v29.16b, v4.16b
	mla	v25.2s, v9.2s, v19.2s
	mla	v1.2s, v16.2s, v7.2s
	mla	v27.2s, v13.2s, v15.2s
	mla	v22.2s, v20.2s, v10.2s
	mla	v31.4h, v3.4h, v22.4h
	mla	v16.4h, v12.4h, v17.4h
	mla	v3.4h, v5.4h, v13.4h
	mla	v17.4h, v19.4h, v1.4h
	mla	v11.4s, v25.4s, v18.4s
	mla	v5.4s, v2.4s, v17.4s
	mla	v15.4s, v9.4s, v1.4s
	mla	v9.4s, v5.4s, v20.4s
	mla	v11.8b, v6.8b, v3.8b
	mla	v25.8b, v23.8b, v5.8b
	mla	v17.8b, v27.8b, v2.8b
	mla	v30.8b, v10.8b, v18.8b
	mla	v1.8h, v20.8h, v18.8h
	mla	v7.8h, v19.8h, v9.8h
	mla	v1.8h, v2.8h, v0.8h
	mla	v7.8h, v20.8h, v21.8h
	mls	v22.2s, v15.2s, v26.s[2]
	mls	v9.2s, v4.2s, v1.s[1]
	mls	v16.2s, v24.2s, v5.s[2]
	mls	v25.2s, v18.2s, v13.s[2]
	mls	v30.4h, v5.4h, v3.h[4]
	mls	v3.4h, v28.4h, v0.h[6]
	mls	v13.4h, v15.4h, v10.h[5]
	mls	v11.4h, v21.4h, v5.h[5]
	mls	v17.4s, v14.4s, v12.s[0]
	mls	v24.4s, v11.4s, v24.s[3]
	mls	v13.4s, v20.4s, v0.s[0]
	mls	v12.4s, v31.4s, v14.s[3]
	mls	v3.8h, v12.8h, v4.h[0]
	mls	v25.8h, v0.8h, v14.h[3]
	mls	v11.8h, v29.8h, v5.h[7]
	mls	v22.8h, v11.8h, v11.h[0]
	mls	v30.16b, v25.16b, v4.16b
	mls	v10.16b, v31.16b, v27.16b
	mls	v21.16b, v4.16b, v29.16b
	mls	v25.16b, v30.16b, v11.16b
	mls	v19.2s, v6.2s, v14.2s
	mls	v28.2s, v16.2s, v17.2s
	mls	v15.2s, v25.2s, v11.2s
	mls	v22.2s, v13.2s, v12.2s
	mls	v14.4h, v14.4h, v12.4h
	mls	v20.4h, v19.4h, v11.4h
	mls	v4.4h, v11.4h, v28.4h
	mls	v10.4h, v0.4h, v22.4h
	mls	v22.4s, v25.4s, v20.4s
	mls	v8.4s, v30.4s, v20.4s
	mls	v10.4s, v5.4s, v0.4s
	mls	v3.4s, v5.4s, v2.4s
	mls	v4.8b, v12.8b, v3.8b
	mls	v12.8b, v31.8b, v31.8b
	mls	v0.8b, v29.8b, v22.8b
	mls	v6.8b, v3.8b, v22.8b
	mls	v13.8h, v13.8h, v18.8h
	mls	v4.8h, v20.8h, v23.8h
	mls	v14.8h, v12.8h, v26.8h
	mls	v29.8h, v2.8h, v11.8h
	movi	d20, #0000000000000000
	movi	d18, #0x000000000000ff
	movi	d9, #0xff0000ff0000ff
	movi	d20, #0xffff00000000ff
	movi	v2.16b, #15
	movi	v14.16b, #172
	movi	v27.16b, #104
	movi	v20.16b, #236
	movi	v23.2d, #0000000000000000
	movi	v23.2d, #0000000000000000
	movi	v14.2d, #0xffffffffffffffff
	movi	v13.2d, #0xffff0000ffffff
	movi	v26.2s, #204, lsl #24
	movi	v23.2s, #18
	movi	v28.2s, #0
	movi	v25.2s, #0, lsl #16
	movi	v0.2s, #39, msl #8
	movi	v6.2s, #81, msl #16
	movi	v20.2s, #89, msl #8
	movi	v19.2s, #209, msl #16
	movi	v31.4h, #53
	movi	v15.4h, #100
	movi	v24.4h, #199, lsl #8
	movi	v13.4h, #0
	movi	v24.4s, #102, lsl #8
	movi	v29.4s, #187, lsl #8
	movi	v24.4s, #122, lsl #8
	movi	v6.4s, #221, lsl #8
	movi	v31.4s, #178, msl #8
	movi	v12.4s, #0, msl #8
	movi	v2.4s, #166, msl #8
	movi	v31.4s, #1, msl #8
	movi	v16.8b, #198
	movi	v18.8b, #33
	movi	v9.8b, #1
	movi	v14.8b, #0
	movi	v21.8h, #221, lsl #8
	movi	v15.8h, #238
	movi	v13.8h, #1
	movi	v19.8h, #1
	movk	wzr, #9698, lsl #16
	movk	w14, #38684, lsl #16
	movk	w21, #0
	movk	w29, #48242, lsl #16
	movk	x0, #10184, lsl #16
	movk	x5, #58406
	movk	x16, #17547
	movk	x24, #14486, lsl #48
	mov	w11, #-284622849
	mov	w14, #-1045364737
	movn	w22, #65535, lsl #16
	mov	w0, #-36149
	mov	x15, #-158346854268929
	mov	x20, #7515381878174515199
	mov	x9, #-281470681743361
	mov	x1, #-215049012510721
	mov	w22, #-65536
	mov	w10, #0
	movz	w18, #0, lsl #16
	mov	w21, #65535
	mov	x2, #-6746392241801003008
	mov	x6, #131078106906624
	mov	x17, #936443904
	mov	x1, #868089856
	mrs	x4, TRCACVR4
	mrs	x11, S2_7_C11_C14_2
	mrs	x24, S3_0_C15_C9_0
	mrs	x30, SPMEVFILT2R1_EL0
	msr	S2_3_C15_C0_5, x24
	msr	PMEVTYPER4_EL0, x14
	msr	S3_1_C11_C13_7, x30
	msr	S2_7_C11_C12_1, x19
	smstart	sm
	msr	PM, #1
	smstart	sm
	msr	PM, #0
	msr	DAIFClr, #11
	msr	SPSel, #1
	msr	DAIFClr, #4
	msr	DAIFSet, #5
	mneg	w15, w2, w23
	msub	w25, w17, w23, w16
	msub	w7, w22, w7, w2
	msub	w26, w7, w21, w10
	msub	xzr, x7, x29, x27
	msub	x1, x21, x28, x21
	mneg	x19, x28, x24
	msub	x1, x15, x17, x13
	mul	v9.2s, v23.2s, v1.s[2]
	mul	v27.2s, v13.2s, v16.s[0]
	mul	v4.2s, v23.2s, v18.s[0]
	mul	v24.2s, v26.2s, v27.s[0]
	mul	v4.4h, v8.4h, v12.h[7]
	mul	v0.4h, v25.4h, v14.h[0]
	mul	v4.4h, v24.4h, v10.h[7]
	mul	v11.4h, v18.4h, v5.h[1]
	mul	v11.4s, v29.4s, v6.s[2]
	mul	v10.4s, v31.4s, v10.s[3]
	mul	v26.4s, v28.4s, v9.s[0]
	mul	v7.4s, v7.4s, v4.s[3]
	mul	v19.8h, v30.8h, v15.h[5]
	mul	v19.8h, v15.8h, v2.h[5]
	mul	v2.8h, v5.8h, v1.h[5]
	mul	v29.8h, v15.8h, v15.h[5]
	mul	v17.16b, v18.16b, v26.16b
	mul	v6.16b, v14.16b, v25.16b
	mul	v3.16b, v2.16b, v11.16b
	mul	v9.16b, v27.16b, v20.16b
	mul	v16.2s, v8.2s, v1.2s
	mul	v8.2s, v25.2s, v8.2s
	mul	v17.2s, v10.2s, v31.2s
	mul	v4.2s, v26.2s, v30.2s
	mul	v11.4h, v29.4h, v10.4h
	mul	v29.4h, v8.4h, v22.4h
	mul	v31.4h, v13.4h, v4.4h
	mul	v5.4h, v5.4h, v1.4h
	mul	v8.4s, v7.4s, v14.4s
	mul	v4.4s, v3.4s, v2.4s
	mul	v22.4s, v1.4s, v0.4s
	mul	v6.4s, v22.4s, v27.4s
	mul	v2.8b, v30.8b, v3.8b
	mul	v7.8b, v1.8b, v0.8b
	mul	v11.8b, v5.8b, v16.8b
	mul	v17.8b, v30.8b, v17.8b
	mul	v17.8h, v26.8h, v11.8h
	mul	v12.8h, v19.8h, v25.8h
	mul	v1.8h, v5.8h, v30.8h
	mul	v29.8h, v27.8h, v24.8h
	mvni	v21.2s, #62, lsl #8
	mvni	v24.2s, #0, lsl #8
	mvni	v27.2s, #162
	mvni	v16.2s, #195, lsl #24
	mvni	v25.2s, #2, msl #16
	mvni	v22.2s, #228, msl #8
	mvni	v0.2s, #150, msl #16
	mvni	v12.2s, #82, msl #8
	mvni	v2.4h, #89, lsl #8
	mvni	v12.4h, #0
	mvni	v9.4h, #142, lsl #8
	mvni	v11.4h, #245, lsl #8
	mvni	v10.4s, #202
	mvni	v1.4s, #129, lsl #24
	mvni	v9.4s, #255, lsl #8
	mvni	v28.4s, #123
	mvni	v26.4s, #170, msl #8
	mvni	v10.4s, #0, msl #8
	mvni	v24.4s, #42, msl #16
	mvni	v15.4s, #0, msl #8
	mvni	v22.8h, #65
	mvni	v16.8h, #0
	mvni	v12.8h, #0
	mvni	v28.8h, #56
	neg	d4, d14
	neg	d23, d1
	neg	d13, d15
	neg	d25, d1
	neg	v31.16b, v28.16b
	neg	v6.16b, v5.16b
	neg	v28.16b, v6.16b
	neg	v9.16b, v30.16b
	neg	v14.2d, v21.2d
	neg	v6.2d, v24.2d
	neg	v16.2d, v19.2d
	neg	v31.2d, v17.2d
	neg	v30.2s, v12.2s
	neg	v3.2s, v22.2s
	neg	v26.2s, v0.2s
	neg	v11.2s, v22.2s
	neg	v23.4h, v28.4h
	neg	v31.4h, v9.4h
	neg	v14.4h, v7.4h
	neg	v26.4h, v18.4h
	neg	v11.4s, v19.4s
	neg	v21.4s, v28.4s
	neg	v8.4s, v8.4s
	neg	v31.4s, v15.4s
	neg	v1.8b, v20.8b
	neg	v27.8b, v9.8b
	neg	v5.8b, v2.8b
	neg	v19.8b, v8.8b
	neg	v27.8h, v21.8h
	neg	v3.8h, v10.8h
	neg	v5.8h, v21.8h
	neg	v7.8h, v4.8h
	mvn	v11.16b, v15.16b
	mvn	v25.16b, v23.16b
	mvn	v27.16b, v8.16b
	mvn	v2.16b, v21.16b
	mvn	v14.8b, v31.8b
	mvn	v9.8b, v27.8b
	mvn	v0.8b, v21.8b
	mvn	v20.8b, v3.8b
	orn	w4, w10, w22, lsr #15
	orn	wzr, w1, w25, lsr #0
	orn	w19, w29, w13, ror #0
	mvn	w27, w30
	orn	x11, x9, x0
	mvn	x4, x18
	orn	x20, x26, x18, lsr #52
	orn	x16, x18, x3, asr #10
	orn	v5.16b, v8.16b, v22.16b
	orn	v16.16b, v28.16b, v2.16b
	orn	v4.16b, v5.16b, v19.16b
	orn	v17.16b, v11.16b, v16.16b
	orn	v0.8b, v17.8b, v10.8b
	orn	v19.8b, v27.8b, v19.8b
	orn	v19.8b, v27.8b, v25.8b
	orn	v23.8b, v15.8b, v7.8b
	orr	w26, w13, #0x87878787
	mov	w7, #8323199
	mov	w10, #269488144
	orr	w21, w30, #0xfe3ffe3f
	mov	w2, w8
	orr	w30, w6, w24, ror #16
	orr	w14, w26, w4
	orr	w11, w15, w21, ror #0
	orr	x21, x3, #0xfc1ffc1ffc1ffc1f
	mov	x6, #4919131752989213764
	orr	x5, x30, #0xffffffffff1fffff
	orr	x25, x14, #0xc00000ffc00000ff
	orr	x12, x27, x27
	mov	x4, x5
	mov	x10, x20
	orr	x28, x28, x20, lsl #4
	orr	v28.2s, #0
	orr	v28.2s, #245, lsl #8
	orr	v3.2s, #255, lsl #8
	orr	v26.2s, #3
	orr	v26.4h, #0, lsl #8
	orr	v21.4h, #99, lsl #8
	orr	v12.4h, #251
	orr	v9.4h, #15, lsl #8
	orr	v23.4s, #117, lsl #24
	orr	v21.4s, #77, lsl #8
	orr	v29.4s, #91, lsl #24
	orr	v7.4s, #93, lsl #8
	orr	v3.8h, #243, lsl #8
	orr	v28.8h, #86
	orr	v6.8h, #81, lsl #8
	orr	v11.8h, #247
	mov	v10.16b, v31.16b
	orr	v6.16b, v26.16b, v29.16b
	orr	v17.16b, v16.16b, v17.16b
	orr	v12.16b, v7.16b, v17.16b
	mov	v5.8b, v0.8b
	mov	v6.8b, v29.8b
	orr	v4.8b, v18.8b, v8.8b
	mov	v9.8b, v14.8b
	pmull	v31.8h, v22.8b, v20.8b
	pmull	v26.8h, v19.8b, v2.8b
	pmull	v16.8h, v17.8b, v15.8b
	pmull	v8.8h, v0.8b, v15.8b
	pmull2	v9.8h, v16.16b, v13.16b
	pmull2	v16.8h, v0.16b, v18.16b
	pmull2	v1.8h, v2.16b, v14.16b
	pmull2	v13.8h, v9.16b, v6.16b
	pmul	v18.16b, v4.16b, v1.16b
	pmul	v26.16b, v11.16b, v8.16b
	pmul	v5.16b, v10.16b, v27.16b
	pmul	v1.16b, v5.16b, v20.16b
	pmul	v12.8b, v7.8b, v25.8b
	pmul	v6.8b, v27.8b, v29.8b
	pmul	v28.8b, v27.8b, v21.8b
	pmul	v5.8b, v25.8b, v24.8b
	prfm	pldl1strm, #59884
	prfm	plil3strm, #-1048576
	prfm	pstl1keep, #-452996
	prfm	plil3keep, #261380
	prfm	pstl1strm, [x22, w26, uxtw #3]
	prfm	#15, [x2, w19, sxtw #3]
	prfm	pldl2keep, [x6, w17, uxtw #3]
	prfm	pldl3strm, [x14, w10, uxtw]
	prfm	pldl1strm, [x18, x1, sxtx]
	prfm	plil3strm, [x0, x13, sxtx #3]
	prfm	pldl2strm, [x11, x19, sxtx #3]
	prfm	pstl2keep, [x24, x11]
	prfm	#27, [x1, #4080]
	prfm	pstl3keep, [x4]
	prfm	plil3strm, [x29, #12272]
	prfm	#22, [x29, #12272]
	prfum	#29, [x20]
	prfum	pstl1strm, [x3, #235]
	prfum	#28, [x9]
	prfum	plil3keep, [x9, #-53]
	raddhn	v15.2s, v10.2d, v26.2d
	raddhn	v4.2s, v14.2d, v12.2d
	raddhn	v17.2s, v19.2d, v0.2d
	raddhn	v15.2s, v23.2d, v28.2d
	raddhn2	v5.4s, v23.2d, v29.2d
	raddhn2	v11.4s, v19.2d, v12.2d
	raddhn2	v19.4s, v18.2d, v3.2d
	raddhn2	v19.4s, v21.2d, v26.2d
	raddhn	v30.4h, v20.4s, v10.4s
	raddhn	v14.4h, v26.4s, v14.4s
	raddhn	v26.4h, v1.4s, v26.4s
	raddhn	v8.4h, v24.4s, v9.4s
	raddhn2	v12.8h, v0.4s, v13.4s
	raddhn2	v12.8h, v20.4s, v25.4s
	raddhn2	v19.8h, v9.4s, v27.4s
	raddhn2	v14.8h, v3.4s, v24.4s
	raddhn	v3.8b, v22.8h, v4.8h
	raddhn	v4.8b, v5.8h, v6.8h
	raddhn	v15.8b, v21.8h, v10.8h
	raddhn	v24.8b, v21.8h, v2.8h
	raddhn2	v13.16b, v9.8h, v2.8h
	raddhn2	v23.16b, v3.8h, v20.8h
	raddhn2	v3.16b, v28.8h, v9.8h
	raddhn2	v3.16b, v10.8h, v5.8h
	rbit	w20, w12
	rbit	w23, w9
	rbit	w18, w6
	rbit	w21, w11
	rbit	x1, x18
	rbit	x27, x27
	rbit	x13, x1
	rbit	x16, x0
	rbit	v23.16b, v6.16b
	rbit	v24.16b, v22.16b
	rbit	v29.16b, v31.16b
	rbit	v10.16b, v31.16b
	rbit	v14.8b, v2.8b
	rbit	v2.8b, v19.8b
	rbit	v11.8b, v10.8b
	rbit	v17.8b, v8.8b
	ret	x14
	ret	x19
	ret	x25
	ret	x12
	rev16	w16, w12
	rev16	w26, w25
	rev16	w15, w15
	rev16	wzr, w5
	rev16	x12, x12
	rev16	x30, x16
	rev16	x18, x23
	rev16	x23, x30
	rev16	v10.16b, v25.16b
	rev16	v16.16b, v14.16b
	rev16	v3.16b, v10.16b
	rev16	v20.16b, v0.16b
	rev16	v10.8b, v31.8b
	rev16	v18.8b, v29.8b
	rev16	v23.8b, v6.8b
	rev16	v31.8b, v31.8b
	rev32	x6, x6
	rev32	x30, x16
	rev32	x16, x10
	rev32	x7, x24
	rev32	v17.16b, v19.16b
	rev32	v9.16b, v4.16b
	rev32	v30.16b, v10.16b
	rev32	v26.16b, v2.16b
	rev32	v13.4h, v2.4h
	rev32	v26.4h, v23.4h
	rev32	v4.4h, v25.4h
	rev32	v20.4h, v9.4h
	rev32	v27.8b, v27.8b
	rev32	v0.8b, v28.8b
	rev32	v17.8b, v22.8b
	rev32	v18.8b, v13.8b
	rev32	v23.8h, v7.8h
	rev32	v5.8h, v13.8h
	rev32	v13.8h, v6.8h
	rev32	v13.8h, v31.8h
	rev64	v8.16b, v1.16b
	rev64	v30.16b, v5.16b
	rev64	v18.16b, v31.16b
	rev64	v31.16b, v11.16b
	rev64	v9.2s, v28.2s
	rev64	v18.2s, v30.2s
	rev64	v22.2s, v29.2s
	rev64	v17.2s, v8.2s
	rev64	v20.4h, v23.4h
	rev64	v12.4h, v19.4h
	rev64	v10.4h, v26.4h
	rev64	v24.4h, v11.4h
	rev64	v17.4s, v13.4s
	rev64	v20.4s, v27.4s
	rev64	v20.4s, v30.4s
	rev64	v22.4s, v15.4s
	rev64	v6.8b, v14.8b
	rev64	v29.8b, v5.8b
	rev64	v5.8b, v19.8b
	rev64	v13.8b, v10.8b
	rev64	v1.8h, v15.8h
	rev64	v11.8h, v6.8h
	rev64	v13.8h, v11.8h
	rev64	v19.8h, v24.8h
	rev	w18, w30
	rev	w21, w9
	rev	w30, w16
	rev	w17, w8
	rev	x19, x2
	rev	x23, x2
	rev	x20, x21
	rev	x19, x21
	ror	w2, w27, w19
	ror	w15, w19, wzr
	ror	wzr, w30, w18
	ror	w16, w25, w3
	ror	x28, x17, x19
	ror	x13, x12, x19
	ror	x19, x24, x28
	ror	x16, x16, x3
	rprfm	#55, x1, [x1]
	rprfm	#40, x6, [x14]
	rprfm	pststrm, x13, [x20]
	rprfm	pldstrm, x27, [x19]
	rshrn	v21.2s, v7.2d, #32
	rshrn	v4.2s, v7.2d, #1
	rshrn	v6.2s, v1.2d, #22
	rshrn	v28.2s, v0.2d, #1
	rshrn2	v25.4s, v28.2d, #31
	rshrn2	v25.4s, v16.2d, #10
	rshrn2	v13.4s, v0.2d, #27
	rshrn2	v11.4s, v0.2d, #1
	rshrn	v11.4h, v1.4s, #8
	rshrn	v19.4h, v5.4s, #1
	rshrn	v16.4h, v22.4s, #1
	rshrn	v16.4h, v12.4s, #1
	rshrn2	v5.8h, v1.4s, #8
	rshrn2	v17.8h, v18.4s, #6
	rshrn2	v4.8h, v12.4s, #1
	rshrn2	v7.8h, v24.4s, #1
	rshrn	v17.8b, v18.8h, #7
	rshrn	v1.8b, v12.8h, #5
	rshrn	v4.8b, v1.8h, #8
	rshrn	v0.8b, v9.8h, #8
	rshrn2	v29.16b, v24.8h, #7
	rshrn2	v5.16b, v30.8h, #7
	rshrn2	v8.16b, v29.8h, #1
	rshrn2	v16.16b, v3.8h, #2
	rsubhn	v7.2s, v1.2d, v0.2d
	rsubhn	v18.2s, v24.2d, v12.2d
	rsubhn	v21.2s, v28.2d, v5.2d
	rsubhn	v11.2s, v7.2d, v22.2d
	rsubhn2	v2.4s, v12.2d, v9.2d
	rsubhn2	v27.4s, v22.2d, v15.2d
	rsubhn2	v9.4s, v14.2d, v9.2d
	rsubhn2	v19.4s, v18.2d, v6.2d
	rsubhn	v29.4h, v8.4s, v11.4s
	rsubhn	v15.4h, v23.4s, v0.4s
	rsubhn	v12.4h, v23.4s, v5.4s
	rsubhn	v20.4h, v11.4s, v30.4s
	rsubhn2	v28.8h, v6.4s, v4.4s
	rsubhn2	v7.8h, v23.4s, v3.4s
	rsubhn2	v17.8h, v29.4s, v2.4s
	rsubhn2	v14.8h, v21.4s, v31.4s
	rsubhn	v12.8b, v13.8h, v6.8h
	rsubhn	v16.8b, v20.8h, v8.8h
	rsubhn	v31.8b, v29.8h, v22.8h
	rsubhn	v5.8b, v13.8h, v10.8h
	rsubhn2	v13.16b, v30.8h, v29.8h
	rsubhn2	v27.16b, v10.8h, v28.8h
	rsubhn2	v2.16b, v11.8h, v22.8h
	rsubhn2	v25.16b, v28.8h, v7.8h
	sabal	v12.2d, v25.2s, v14.2s
	sabal	v9.2d, v0.2s, v0.2s
	sabal	v9.2d, v24.2s, v21.2s
	sabal	v14.2d, v2.2s, v7.2s
	sabal2	v12.2d, v11.4s, v2.4s
	sabal2	v23.2d, v11.4s, v11.4s
	sabal2	v6.2d, v17.4s, v12.4s
	sabal2	v6.2d, v13.4s, v9.4s
	sabal	v28.4s, v15.4h, v0.4h
	sabal	v31.4s, v4.4h, v12.4h
	sabal	v29.4s, v19.4h, v12.4h
	sabal	v17.4s, v23.4h, v22.4h
	sabal2	v3.4s, v0.8h, v28.8h
	sabal2	v29.4s, v7.8h, v21.8h
	sabal2	v1.4s, v8.8h, v20.8h
	sabal2	v14.4s, v7.8h, v16.8h
	sabal	v0.8h, v15.8b, v25.8b
	sabal	v19.8h, v3.8b, v25.8b
	sabal	v23.8h, v3.8b, v11.8b
	sabal	v27.8h, v27.8b, v29.8b
	sabal2	v13.8h, v16.16b, v5.16b
	sabal2	v31.8h, v25.16b, v24.16b
	sabal2	v29.8h, v18.16b, v8.16b
	sabal2	v29.8h, v1.16b, v18.16b
	saba	v5.16b, v22.16b, v25.16b
	saba	v0.16b, v25.16b, v26.16b
	saba	v30.16b, v15.16b, v24.16b
	saba	v3.16b, v16.16b, v24.16b
	saba	v28.2s, v26.2s, v25.2s
	saba	v11.2s, v6.2s, v14.2s
	saba	v14.2s, v19.2s, v23.2s
	saba	v27.2s, v28.2s, v29.2s
	saba	v14.4h, v2.4h, v23.4h
	saba	v31.4h, v17.4h, v8.4h
	saba	v31.4h, v19.4h, v5.4h
	saba	v19.4h, v9.4h, v17.4h
	saba	v5.4s, v11.4s, v4.4s
	saba	v3.4s, v16.4s, v8.4s
	saba	v29.4s, v16.4s, v26.4s
	saba	v21.4s, v30.4s, v19.4s
	saba	v0.8b, v18.8b, v23.8b
	saba	v3.8b, v18.8b, v28.8b
	saba	v6.8b, v2.8b, v3.8b
	saba	v13.8b, v30.8b, v17.8b
	saba	v20.8h, v24.8h, v18.8h
	saba	v3.8h, v5.8h, v1.8h
	saba	v10.8h, v15.8h, v5.8h
	saba	v22.8h, v29.8h, v17.8h
	sabdl	v13.2d, v0.2s, v6.2s
	sabdl	v31.2d, v17.2s, v19.2s
	sabdl	v17.2d, v8.2s, v2.2s
	sabdl	v8.2d, v3.2s, v14.2s
	sabdl2	v28.2d, v15.4s, v17.4s
	sabdl2	v29.2d, v2.4s, v11.4s
	sabdl2	v21.2d, v16.4s, v0.4s
	sabdl2	v20.2d, v3.4s, v9.4s
	sabdl	v9.4s, v31.4h, v6.4h
	sabdl	v17.4s, v3.4h, v21.4h
	sabdl	v6.4s, v24.4h, v30.4h
	sabdl	v18.4s, v26.4h, v5.4h
	sabdl2	v16.4s, v2.8h, v19.8h
	sabdl2	v13.4s, v21.8h, v5.8h
	sabdl2	v3.4s, v1.8h, v0.8h
	sabdl2	v23.4s, v22.8h, v14.8h
	sabdl	v30.8h, v12.8b, v20.8b
	sabdl	v9.8h, v18.8b, v14.8b
	sabdl	v31.8h, v10.8b, v4.8b
	sabdl	v16.8h, v18.8b, v19.8b
	sabdl2	v30.8h, v9.16b, v25.16b
	sabdl2	v27.8h, v9.16b, v23.16b
	sabdl2	v10.8h, v5.16b, v17.16b
	sabdl2	v1.8h, v22.16b, v5.16b
	sabd	v0.16b, v7.16b, v0.16b
	sabd	v22.16b, v11.16b, v3.16b
	sabd	v30.16b, v16.16b, v9.16b
	sabd	v7.16b, v3.16b, v18.16b
	sabd	v16.2s, v17.2s, v20.2s
	sabd	v8.2s, v4.2s, v6.2s
	sabd	v5.2s, v10.2s, v16.2s
	sabd	v12.2s, v24.2s, v19.2s
	sabd	v3.4h, v3.4h, v3.4h
	sabd	v10.4h, v10.4h, v24.4h
	sabd	v29.4h, v3.4h, v7.4h
	sabd	v30.4h, v4.4h, v6.4h
	sabd	v12.4s, v6.4s, v23.4s
	sabd	v27.4s, v27.4s, v0.4s
	sabd	v23.4s, v25.4s, v24.4s
	sabd	v16.4s, v17.4s, v25.4s
	sabd	v0.8b, v27.8b, v17.8b
	sabd	v17.8b, v17.8b, v20.8b
	sabd	v27.8b, v24.8b, v18.8b
	sabd	v21.8b, v28.8b, v7.8b
	sabd	v11.8h, v23.8h, v25.8h
	sabd	v25.8h, v8.8h, v15.8h
	sabd	v23.8h, v10.8h, v18.8h
	sabd	v24.8h, v25.8h, v1.8h
	sadalp	v8.1d, v20.2s
	sadalp	v14.1d, v0.2s
	sadalp	v4.1d, v0.2s
	sadalp	v25.1d, v15.2s
	sadalp	v7.2d, v3.4s
	sadalp	v19.2d, v23.4s
	sadalp	v13.2d, v29.4s
	sadalp	v27.2d, v22.4s
	sadalp	v14.2s, v13.4h
	sadalp	v21.2s, v20.4h
	sadalp	v0.2s, v20.4h
	sadalp	v27.2s, v19.4h
	sadalp	v25.4h, v31.8b
	sadalp	v1.4h, v29.8b
	sadalp	v16.4h, v2.8b
	sadalp	v29.4h, v8.8b
	sadalp	v22.4s, v8.8h
	sadalp	v18.4s, v1.8h
	sadalp	v11.4s, v16.8h
	sadalp	v10.4s, v1.8h
	sadalp	v6.8h, v14.16b
	sadalp	v16.8h, v7.16b
	sadalp	v2.8h, v3.16b
	sadalp	v11.8h, v8.16b
	saddlp	v30.1d, v8.2s
	saddlp	v3.1d, v18.2s
	saddlp	v27.1d, v5.2s
	saddlp	v17.1d, v30.2s
	saddlp	v30.2d, v9.4s
	saddlp	v18.2d, v8.4s
	saddlp	v0.2d, v6.4s
	saddlp	v18.2d, v3.4s
	saddlp	v30.2s, v13.4h
	saddlp	v30.2s, v10.4h
	saddlp	v20.2s, v20.4h
	saddlp	v18.2s, v19.4h
	saddlp	v31.4h, v26.8b
	saddlp	v18.4h, v4.8b
	saddlp	v4.4h, v6.8b
	saddlp	v12.4h, v30.8b
	saddlp	v12.4s, v2.8h
	saddlp	v18.4s, v1.8h
	saddlp	v24.4s, v24.8h
	saddlp	v2.4s, v28.8h
	saddlp	v29.8h, v7.16b
	saddlp	v0.8h, v16.16b
	saddlp	v24.8h, v13.16b
	saddlp	v23.8h, v11.16b
	saddlv	h19, v14.16b
	saddlv	h29, v18.16b
	saddlv	h19, v28.16b
	saddlv	h9, v22.16b
	saddlv	s24, v8.4h
	saddlv	s25, v10.4h
	saddlv	s7, v26.4h
	saddlv	s13, v23.4h
	saddlv	d14, v11.4s
	saddlv	d18, v2.4s
	saddlv	d29, v1.4s
	saddlv	d15, v8.4s
	saddlv	h4, v15.8b
	saddlv	h13, v0.8b
	saddlv	h6, v30.8b
	saddlv	h0, v9.8b
	saddlv	s10, v28.8h
	saddlv	s31, v28.8h
	saddlv	s27, v3.8h
	saddlv	s30, v4.8h
	saddl	v1.2d, v30.2s, v9.2s
	saddl	v31.2d, v13.2s, v2.2s
	saddl	v31.2d, v2.2s, v8.2s
	saddl	v8.2d, v3.2s, v21.2s
	saddl2	v6.2d, v0.4s, v26.4s
	saddl2	v10.2d, v11.4s, v21.4s
	saddl2	v6.2d, v28.4s, v16.4s
	saddl2	v29.2d, v1.4s, v1.4s
	saddl	v22.4s, v21.4h, v28.4h
	saddl	v31.4s, v22.4h, v7.4h
	saddl	v9.4s, v26.4h, v10.4h
	saddl	v6.4s, v17.4h, v3.4h
	saddl2	v18.4s, v25.8h, v10.8h
	saddl2	v16.4s, v25.8h, v6.8h
	saddl2	v23.4s, v10.8h, v22.8h
	saddl2	v22.4s, v29.8h, v29.8h
	saddl	v0.8h, v2.8b, v17.8b
	saddl	v31.8h, v31.8b, v8.8b
	saddl	v15.8h, v0.8b, v9.8b
	saddl	v17.8h, v16.8b, v29.8b
	saddl2	v25.8h, v19.16b, v10.16b
	saddl2	v7.8h, v13.16b, v27.16b
	saddl2	v24.8h, v15.16b, v0.16b
	saddl2	v29.8h, v20.16b, v20.16b
	saddw	v30.2d, v26.2d, v17.2s
	saddw	v19.2d, v26.2d, v16.2s
	saddw	v22.2d, v6.2d, v4.2s
	saddw	v23.2d, v0.2d, v13.2s
	saddw2	v13.2d, v16.2d, v24.4s
	saddw2	v29.2d, v8.2d, v24.4s
	saddw2	v28.2d, v13.2d, v7.4s
	saddw2	v12.2d, v25.2d, v2.4s
	saddw	v13.4s, v13.4s, v26.4h
	saddw	v20.4s, v30.4s, v9.4h
	saddw	v8.4s, v3.4s, v7.4h
	saddw	v6.4s, v23.4s, v11.4h
	saddw2	v19.4s, v1.4s, v27.8h
	saddw2	v3.4s, v9.4s, v24.8h
	saddw2	v23.4s, v30.4s, v14.8h
	saddw2	v0.4s, v12.4s, v0.8h
	saddw	v28.8h, v16.8h, v6.8b
	saddw	v0.8h, v29.8h, v19.8b
	saddw	v6.8h, v9.8h, v1.8b
	saddw	v20.8h, v11.8h, v6.8b
	saddw2	v15.8h, v17.8h, v5.16b
	saddw2	v9.8h, v7.8h, v18.16b
	saddw2	v10.8h, v28.8h, v5.16b
	saddw2	v12.8h, v30.8h, v21.16b
	sbcs	wzr, w3, w6
	sbcs	w27, w21, w16
	sbcs	w23, w29, w5
	ngcs	w11, w15
	ngcs	x10, x29
	sbcs	x15, x13, x21
	ngcs	x28, x18
	sbcs	x0, x30, x30
	sbc	w5, w17, w22
	sbc	w5, w20, w26
	ngc	w10, w8
	sbc	w23, w30, w24
	ngc	x21, x9
	ngc	x2, x5
	ngc	x19, x10
	sbc	x16, x3, xzr
	sbfx	w3, w14, #1, #13
	sbfx	w2, w8, #0, #19
	sbfx	w29, w1, #10, #13
	sbfx	w27, w7, #0, #5
	sbfiz	x11, x29, #24, #34
	sbfx	x0, x5, #0, #34
	sbfiz	x14, x11, #1, #43
	sbfiz	x18, x26, #33, #22
	scvtf	d13, w9
	scvtf	d0, w2
	scvtf	d7, w3
	scvtf	d10, w17
	scvtf	d16, w1, #12
	scvtf	d14, w1, #7
	scvtf	d27, w18, #7
	scvtf	d23, w15, #3
	scvtf	s2, wzr
	scvtf	s12, w30
	scvtf	s27, w29
	scvtf	s12, w2
	scvtf	s19, w16, #25
	scvtf	s13, w19, #13
	scvtf	s29, w1, #1
	scvtf	s14, w5, #1
	scvtf	d17, x20
	scvtf	d22, x1
	scvtf	d4, x23
	scvtf	d26, x12
	scvtf	d6, x15, #9
	scvtf	d25, x19, #1
	scvtf	d7, x9, #62
	scvtf	d9, x8, #1
	scvtf	s21, x7
	scvtf	s28, x21
	scvtf	s7, x9
	scvtf	s7, x0
	scvtf	s18, x5, #22
	scvtf	s4, x10, #44
	scvtf	s13, x5, #1
	scvtf	s31, x13, #28
	scvtf	d19, d23, #1
	scvtf	d27, d18, #16
	scvtf	d7, d5, #54
	scvtf	d10, d18, #7
	scvtf	s15, s16, #12
	scvtf	s4, s12, #28
	scvtf	s6, s3, #15
	scvtf	s26, s18, #24
	scvtf	v24.2d, v1.2d, #12
	scvtf	v2.2d, v12.2d, #24
	scvtf	v8.2d, v8.2d, #50
	scvtf	v22.2d, v15.2d, #4
	scvtf	v15.2s, v1.2s, #31
	scvtf	v9.2s, v16.2s, #23
	scvtf	v12.2s, v13.2s, #22
	scvtf	v11.2s, v26.2s, #6
	scvtf	v3.4s, v16.4s, #27
	scvtf	v26.4s, v5.4s, #1
	scvtf	v19.4s, v3.4s, #1
	scvtf	v19.4s, v24.4s, #10
	scvtf	d2, d31
	scvtf	d27, d1
	scvtf	d18, d20
	scvtf	d30, d14
	scvtf	s24, s13
	scvtf	s18, s0
	scvtf	s5, s30
	scvtf	s4, s21
	scvtf	v5.2d, v30.2d
	scvtf	v18.2d, v25.2d
	scvtf	v15.2d, v7.2d
	scvtf	v25.2d, v25.2d
	scvtf	v19.2s, v23.2s
	scvtf	v31.2s, v5.2s
	scvtf	v9.2s, v30.2s
	scvtf	v29.2s, v19.2s
	scvtf	v19.4s, v27.4s
	scvtf	v2.4s, v23.4s
	scvtf	v27.4s, v1.4s
	scvtf	v21.4s, v10.4s
	sdiv	w1, w5, wzr
	sdiv	w4, w17, w13
	sdiv	w30, w3, w17
	sdiv	w8, w10, w30
	sdiv	x5, x29, x2
	sdiv	x12, x24, x21
	sdiv	x2, x23, x27
	sdiv	x26, x21, x3
	shadd	v12.16b, v9.16b, v10.16b
	shadd	v30.16b, v11.16b, v1.16b
	shadd	v24.16b, v12.16b, v24.16b
	shadd	v29.16b, v15.16b, v28.16b
	shadd	v25.2s, v22.2s, v9.2s
	shadd	v9.2s, v4.2s, v15.2s
	shadd	v6.2s, v3.2s, v0.2s
	shadd	v23.2s, v28.2s, v4.2s
	shadd	v16.4h, v16.4h, v24.4h
	shadd	v5.4h, v12.4h, v0.4h
	shadd	v14.4h, v12.4h, v1.4h
	shadd	v14.4h, v26.4h, v24.4h
	shadd	v25.4s, v3.4s, v21.4s
	shadd	v23.4s, v16.4s, v5.4s
	shadd	v7.4s, v16.4s, v28.4s
	shadd	v16.4s, v1.4s, v25.4s
	shadd	v29.8b, v17.8b, v11.8b
	shadd	v14.8b, v29.8b, v0.8b
	shadd	v15.8b, v23.8b, v11.8b
	shadd	v10.8b, v0.8b, v11.8b
	shadd	v9.8h, v15.8h, v2.8h
	shadd	v13.8h, v1.8h, v9.8h
	shadd	v31.8h, v21.8h, v26.8h
	shadd	v0.8h, v25.8h, v7.8h
	shll	v28.2d, v30.2s, #32
	shll	v21.2d, v23.2s, #32
	shll	v20.2d, v23.2s, #32
	shll	v27.2d, v28.2s, #32
	shll2	v28.2d, v27.4s, #32
	shll2	v28.2d, v6.4s, #32
	shll2	v2.2d, v12.4s, #32
	shll2	v20.2d, v0.4s, #32
	shll	v0.4s, v9.4h, #16
	shll	v27.4s, v17.4h, #16
	shll	v25.4s, v27.4h, #16
	shll	v15.4s, v13.4h, #16
	shll2	v28.4s, v25.8h, #16
	shll2	v24.4s, v29.8h, #16
	shll2	v13.4s, v30.8h, #16
	shll2	v4.4s, v26.8h, #16
	shll	v1.8h, v15.8b, #8
	shll	v9.8h, v9.8b, #8
	shll	v31.8h, v3.8b, #8
	shll	v0.8h, v29.8b, #8
	shll2	v28.8h, v19.16b, #8
	shll2	v11.8h, v30.16b, #8
	shll2	v31.8h, v21.16b, #8
	shll2	v31.8h, v11.16b, #8
	shl	d27, d29, #0
	shl	d8, d7, #1
	shl	d14, d5, #39
	shl	d3, d1, #59
	shl	v2.16b, v30.16b, #7
	shl	v10.16b, v29.16b, #5
	shl	v11.16b, v8.16b, #4
	shl	v5.16b, v14.16b, #2
	shl	v2.2d, v4.2d, #21
	shl	v9.2d, v19.2d, #0
	shl	v30.2d, v21.2d, #16
	shl	v8.2d, v29.2d, #35
	shl	v24.2s, v25.2s, #29
	shl	v22.2s, v23.2s, #1
	shl	v31.2s, v17.2s, #3
	shl	v23.2s, v19.2s, #30
	shl	v25.4h, v5.4h, #2
	shl	v17.4h, v15.4h, #15
	shl	v13.4h, v11.4h, #6
	shl	v1.4h, v31.4h, #0
	shl	v28.4s, v10.4s, #28
	shl	v27.4s, v5.4s, #25
	shl	v20.4s, v21.4s, #28
	shl	v11.4s, v26.4s, #15
	shl	v4.8b, v12.8b, #4
	shl	v9.8b, v17.8b, #3
	shl	v16.8b, v29.8b, #4
	shl	v11.8b, v17.8b, #1
	shl	v18.8h, v11.8h, #11
	shl	v25.8h, v9.8h, #0
	shl	v22.8h, v11.8h, #9
	shl	v29.8h, v0.8h, #14
	shrn	v19.2s, v7.2d, #1
	shrn	v1.2s, v4.2d, #20
	shrn	v25.2s, v21.2d, #20
	shrn	v4.2s, v14.2d, #32
	shrn2	v1.4s, v14.2d, #17
	shrn2	v20.4s, v27.2d, #3
	shrn2	v19.4s, v24.2d, #19
	shrn2	v3.4s, v11.2d, #7
	shrn	v13.4h, v30.4s, #12
	shrn	v5.4h, v5.4s, #11
	shrn	v28.4h, v23.4s, #8
	shrn	v24.4h, v26.4s, #1
	shrn2	v24.8h, v5.4s, #16
	shrn2	v0.8h, v5.4s, #11
	shrn2	v17.8h, v14.4s, #7
	shrn2	v29.8h, v4.4s, #15
	shrn	v9.8b, v8.8h, #2
	shrn	v19.8b, v7.8h, #4
	shrn	v13.8b, v12.8h, #6
	shrn	v14.8b, v29.8h, #1
	shrn2	v10.16b, v22.8h, #6
	shrn2	v20.16b, v30.8h, #4
	shrn2	v7.16b, v13.8h, #1
	shrn2	v23.16b, v26.8h, #5
	shsub	v31.16b, v5.16b, v14.16b
	shsub	v21.16b, v24.16b, v1.16b
	shsub	v14.16b, v1.16b, v26.16b
	shsub	v8.16b, v0.16b, v21.16b
	shsub	v7.2s, v20.2s, v2.2s
	shsub	v18.2s, v26.2s, v18.2s
	shsub	v5.2s, v10.2s, v25.2s
	shsub	v11.2s, v31.2s, v2.2s
	shsub	v23.4h, v21.4h, v24.4h
	shsub	v27.4h, v13.4h, v12.4h
	shsub	v29.4h, v0.4h, v27.4h
	shsub	v26.4h, v8.4h, v11.4h
	shsub	v17.4s, v24.4s, v2.4s
	shsub	v24.4s, v22.4s, v26.4s
	shsub	v18.4s, v8.4s, v25.4s
	shsub	v7.4s, v26.4s, v16.4s
	shsub	v14.8b, v15.8b, v24.8b
	shsub	v0.8b, v16.8b, v4.8b
	shsub	v31.8b, v24.8b, v26.8b
	shsub	v31.8b, v15.8b, v4.8b
	shsub	v28.8h, v1.8h, v15.8h
	shsub	v22.8h, v14.8h, v2.8h
	shsub	v29.8h, v3.8h, v9.8h
	shsub	v11.8h, v28.8h, v31.8h
	sli	d24, d21, #31
	sli	d0, d26, #33
	sli	d3, d7, #42
	sli	d20, d30, #0
	sli	v4.16b, v8.16b, #4
	sli	v10.16b, v29.16b, #5
	sli	v16.16b, v18.16b, #2
	sli	v12.16b, v29.16b, #3
	sli	v19.2d, v7.2d, #28
	sli	v20.2d, v7.2d, #58
	sli	v15.2d, v7.2d, #0
	sli	v4.2d, v8.2d, #12
	sli	v4.2s, v12.2s, #1
	sli	v3.2s, v11.2s, #17
	sli	v0.2s, v20.2s, #4
	sli	v13.2s, v30.2s, #26
	sli	v19.4h, v7.4h, #13
	sli	v0.4h, v12.4h, #0
	sli	v8.4h, v28.4h, #2
	sli	v1.4h, v9.4h, #2
	sli	v29.4s, v17.4s, #1
	sli	v8.4s, v4.4s, #3
	sli	v1.4s, v6.4s, #5
	sli	v7.4s, v13.4s, #0
	sli	v1.8b, v24.8b, #1
	sli	v24.8b, v13.8b, #3
	sli	v8.8b, v25.8b, #0
	sli	v23.8b, v13.8b, #0
	sli	v1.8h, v26.8h, #15
	sli	v18.8h, v20.8h, #0
	sli	v24.8h, v15.8h, #7
	sli	v17.8h, v6.8h, #0
	smaddl	x18, w26, w15, x10
	smaddl	x16, w30, w9, x27
	smaddl	x3, w26, w27, x11
	smull	x22, w25, w25
	smaxp	v15.16b, v11.16b, v14.16b
	smaxp	v4.16b, v15.16b, v22.16b
	smaxp	v20.16b, v1.16b, v31.16b
	smaxp	v30.16b, v25.16b, v20.16b
	smaxp	v10.2s, v31.2s, v1.2s
	smaxp	v18.2s, v13.2s, v12.2s
	smaxp	v8.2s, v28.2s, v17.2s
	smaxp	v17.2s, v16.2s, v3.2s
	smaxp	v11.4h, v7.4h, v9.4h
	smaxp	v30.4h, v15.4h, v5.4h
	smaxp	v13.4h, v6.4h, v14.4h
	smaxp	v10.4h, v13.4h, v30.4h
	smaxp	v26.4s, v13.4s, v28.4s
	smaxp	v22.4s, v10.4s, v12.4s
	smaxp	v14.4s, v11.4s, v12.4s
	smaxp	v27.4s, v19.4s, v14.4s
	smaxp	v21.8b, v25.8b, v4.8b
	smaxp	v22.8b, v15.8b, v13.8b
	smaxp	v13.8b, v6.8b, v18.8b
	smaxp	v23.8b, v14.8b, v29.8b
	smaxp	v5.8h, v23.8h, v30.8h
	smaxp	v20.8h, v16.8h, v29.8h
	smaxp	v27.8h, v0.8h, v11.8h
	smaxp	v9.8h, v13.8h, v23.8h
	smaxv	b27, v19.16b
	smaxv	b24, v5.16b
	smaxv	b15, v22.16b
	smaxv	b4, v17.16b
	smaxv	h8, v21.4h
	smaxv	h20, v8.4h
	smaxv	h10, v11.4h
	smaxv	h6, v14.4h
	smaxv	s8, v19.4s
	smaxv	s4, v8.4s
	smaxv	s31, v31.4s
	smaxv	s8, v31.4s
	smaxv	b6, v3.8b
	smaxv	b16, v27.8b
	smaxv	b21, v10.8b
	smaxv	b13, v27.8b
	smaxv	h14, v25.8h
	smaxv	h20, v12.8h
	smaxv	h18, v15.8h
	smaxv	h8, v3.8h
	smax	v8.16b, v22.16b, v2.16b
	smax	v22.16b, v31.16b, v17.16b
	smax	v17.16b, v24.16b, v12.16b
	smax	v26.16b, v21.16b, v20.16b
	smax	v26.2s, v7.2s, v10.2s
	smax	v9.2s, v28.2s, v13.2s
	smax	v3.2s, v4.2s, v27.2s
	smax	v24.2s, v14.2s, v31.2s
	smax	v18.4h, v7.4h, v23.4h
	smax	v19.4h, v14.4h, v10.4h
	smax	v6.4h, v16.4h, v20.4h
	smax	v17.4h, v29.4h, v10.4h
	smax	v7.4s, v8.4s, v9.4s
	smax	v26.4s, v26.4s, v25.4s
	smax	v10.4s, v0.4s, v7.4s
	smax	v10.4s, v0.4s, v7.4s
	smax	v13.8b, v25.8b, v28.8b
	smax	v24.8b, v28.8b, v11.8b
	smax	v29.8b, v23.8b, v20.8b
	smax	v24.8b, v31.8b, v17.8b
	smax	v29.8h, v13.8h, v10.8h
	smax	v0.8h, v6.8h, v31.8h
	smax	v23.8h, v31.8h, v1.8h
	smax	v7.8h, v25.8h, v21.8h
	smc	#0x6ebf
	smc	#0x1
	smc	#0x1
	smc	#0xb792
	sminp	v2.16b, v24.16b, v12.16b
	sminp	v10.16b, v21.16b, v8.16b
	sminp	v31.16b, v22.16b, v8.16b
	sminp	v14.16b, v14.16b, v20.16b
	sminp	v15.2s, v11.2s, v5.2s
	sminp	v12.2s, v30.2s, v30.2s
	sminp	v30.2s, v19.2s, v11.2s
	sminp	v22.2s, v9.2s, v17.2s
	sminp	v9.4h, v14.4h, v2.4h
	sminp	v9.4h, v23.4h, v16.4h
	sminp	v9.4h, v29.4h, v29.4h
	sminp	v9.4h, v18.4h, v20.4h
	sminp	v6.4s, v15.4s, v7.4s
	sminp	v6.4s, v16.4s, v24.4s
	sminp	v22.4s, v25.4s, v20.4s
	sminp	v16.4s, v15.4s, v28.4s
	sminp	v3.8b, v10.8b, v13.8b
	sminp	v13.8b, v16.8b, v4.8b
	sminp	v8.8b, v11.8b, v24.8b
	sminp	v23.8b, v21.8b, v24.8b
	sminp	v29.8h, v29.8h, v10.8h
	sminp	v23.8h, v8.8h, v14.8h
	sminp	v14.8h, v3.8h, v5.8h
	sminp	v9.8h, v16.8h, v31.8h
	sminv	b11, v22.16b
	sminv	b4, v7.16b
	sminv	b18, v11.16b
	sminv	b18, v4.16b
	sminv	h24, v12.4h
	sminv	h4, v21.4h
	sminv	h4, v15.4h
	sminv	h12, v25.4h
	sminv	s19, v22.4s
	sminv	s9, v27.4s
	sminv	s23, v8.4s
	sminv	s13, v13.4s
	sminv	b30, v0.8b
	sminv	b21, v24.8b
	sminv	b4, v4.8b
	sminv	b15, v14.8b
	sminv	h3, v20.8h
	sminv	h18, v28.8h
	sminv	h19, v7.8h
	sminv	h26, v18.8h
	smin	v10.16b, v6.16b, v4.16b
	smin	v23.16b, v29.16b, v27.16b
	smin	v9.16b, v0.16b, v16.16b
	smin	v31.16b, v31.16b, v20.16b
	smin	v12.2s, v23.2s, v31.2s
	smin	v3.2s, v24.2s, v19.2s
	smin	v22.2s, v18.2s, v10.2s
	smin	v3.2s, v15.2s, v30.2s
	smin	v27.4h, v16.4h, v11.4h
	smin	v26.4h, v6.4h, v10.4h
	smin	v5.4h, v8.4h, v26.4h
	smin	v17.4h, v7.4h, v28.4h
	smin	v23.4s, v23.4s, v15.4s
	smin	v7.4s, v27.4s, v24.4s
	smin	v17.4s, v13.4s, v19.4s
	smin	v24.4s, v31.4s, v10.4s
	smin	v24.8b, v20.8b, v20.8b
	smin	v16.8b, v0.8b, v19.8b
	smin	v18.8b, v9.8b, v0.8b
	smin	v28.8b, v29.8b, v12.8b
	smin	v10.8h, v22.8h, v17.8h
	smin	v12.8h, v14.8h, v12.8h
	smin	v22.8h, v11.8h, v0.8h
	smin	v26.8h, v1.8h, v29.8h
	smlal	v22.2d, v10.2s, v21.s[0]
	smlal	v19.2d, v13.2s, v11.s[0]
	smlal	v24.2d, v31.2s, v20.s[0]
	smlal	v21.2d, v9.2s, v0.s[2]
	smlal2	v20.2d, v13.4s, v19.s[1]
	smlal2	v8.2d, v28.4s, v27.s[2]
	smlal2	v31.2d, v2.4s, v28.s[1]
	smlal2	v2.2d, v5.4s, v22.s[1]
	smlal	v16.4s, v9.4h, v1.h[1]
	smlal	v25.4s, v7.4h, v8.h[7]
	smlal	v26.4s, v5.4h, v7.h[7]
	smlal	v20.4s, v24.4h, v15.h[2]
	smlal2	v0.4s, v13.8h, v5.h[4]
	smlal2	v24.4s, v1.8h, v14.h[7]
	smlal2	v23.4s, v7.8h, v12.h[7]
	smlal2	v30.4s, v14.8h, v8.h[6]
	smlal	v11.2d, v11.2s, v14.2s
	smlal	v2.2d, v13.2s, v12.2s
	smlal	v28.2d, v21.2s, v1.2s
	smlal	v27.2d, v27.2s, v31.2s
	smlal2	v5.2d, v25.4s, v12.4s
	smlal2	v6.2d, v23.4s, v31.4s
	smlal2	v8.2d, v0.4s, v7.4s
	smlal2	v5.2d, v19.4s, v27.4s
	smlal	v14.4s, v16.4h, v2.4h
	smlal	v27.4s, v11.4h, v18.4h
	smlal	v26.4s, v0.4h, v26.4h
	smlal	v27.4s, v16.4h, v1.4h
	smlal2	v28.4s, v30.8h, v21.8h
	smlal2	v25.4s, v15.8h, v21.8h
	smlal2	v0.4s, v23.8h, v1.8h
	smlal2	v7.4s, v8.8h, v11.8h
	smlal	v4.8h, v9.8b, v7.8b
	smlal	v15.8h, v26.8b, v29.8b
	smlal	v2.8h, v27.8b, v21.8b
	smlal	v27.8h, v27.8b, v24.8b
	smlal2	v20.8h, v26.16b, v27.16b
	smlal2	v27.8h, v4.16b, v12.16b
	smlal2	v3.8h, v6.16b, v31.16b
	smlal2	v3.8h, v12.16b, v12.16b
	smlsl	v20.2d, v8.2s, v30.s[1]
	smlsl	v10.2d, v16.2s, v9.s[3]
	smlsl	v25.2d, v11.2s, v8.s[0]
	smlsl	v21.2d, v31.2s, v31.s[0]
	smlsl2	v20.2d, v20.4s, v30.s[3]
	smlsl2	v6.2d, v30.4s, v29.s[1]
	smlsl2	v10.2d, v7.4s, v5.s[3]
	smlsl2	v20.2d, v6.4s, v11.s[3]
	smlsl	v10.4s, v3.4h, v2.h[7]
	smlsl	v30.4s, v1.4h, v6.h[7]
	smlsl	v28.4s, v23.4h, v9.h[0]
	smlsl	v15.4s, v2.4h, v15.h[7]
	smlsl2	v4.4s, v9.8h, v3.h[2]
	smlsl2	v27.4s, v8.8h, v6.h[2]
	smlsl2	v16.4s, v3.8h, v14.h[1]
	smlsl2	v0.4s, v15.8h, v10.h[0]
	smlsl	v16.2d, v9.2s, v4.2s
	smlsl	v26.2d, v12.2s, v25.2s
	smlsl	v6.2d, v25.2s, v10.2s
	smlsl	v17.2d, v14.2s, v18.2s
	smlsl2	v1.2d, v6.4s, v1.4s
	smlsl2	v5.2d, v18.4s, v0.4s
	smlsl2	v22.2d, v24.4s, v23.4s
	smlsl2	v28.2d, v10.4s, v22.4s
	smlsl	v16.4s, v30.4h, v6.4h
	smlsl	v9.4s, v31.4h, v13.4h
	smlsl	v30.4s, v6.4h, v20.4h
	smlsl	v19.4s, v20.4h, v20.4h
	smlsl2	v18.4s, v0.8h, v25.8h
	smlsl2	v11.4s, v27.8h, v16.8h
	smlsl2	v16.4s, v1.8h, v30.8h
	smlsl2	v18.4s, v18.8h, v24.8h
	smlsl	v9.8h, v11.8b, v15.8b
	smlsl	v14.8h, v13.8b, v19.8b
	smlsl	v15.8h, v13.8b, v26.8b
	smlsl	v16.8h, v22.8b, v29.8b
	smlsl2	v13.8h, v17.16b, v4.16b
	smlsl2	v5.8h, v27.16b, v16.16b
	smlsl2	v30.8h, v22.16b, v1.16b
	smlsl2	v27.8h, v13.16b, v11.16b
	smov	wzr, v9.b[7]
	smov	w11, v16.b[0]
	smov	w20, v18.b[5]
	smov	w26, v6.b[3]
	smov	w17, v19.h[0]
	smov	w21, v7.h[7]
	smov	w1, v28.h[1]
	smov	w10, v10.h[4]
	smov	x27, v27.b[7]
	smov	x2, v6.b[15]
	smov	x0, v31.b[9]
	smov	x5, v21.b[10]
	smov	x14, v28.h[0]
	smov	x7, v20.h[1]
	smov	x20, v4.h[2]
	smov	x22, v19.h[5]
	smov	x5, v4.s[3]
	smov	x5, v30.s[2]
	smov	x18, v2.s[3]
	smov	x20, v27.s[0]
	smsubl	x29, w28, w22, x4
	smsubl	x4, w1, w14, x3
	smsubl	x7, w8, w13, x27
	smnegl	x21, w6, w8
	smulh	x22, x2, x0
	smulh	x30, x25, x22
	smulh	x22, x21, x7
	smulh	x25, x3, x8
	smull	v7.2d, v7.2s, v21.s[2]
	smull	v22.2d, v12.2s, v30.s[3]
	smull	v24.2d, v21.2s, v19.s[3]
	smull	v24.2d, v17.2s, v30.s[1]
	smull2	v17.2d, v11.4s, v4.s[0]
	smull2	v22.2d, v3.4s, v10.s[1]
	smull2	v13.2d, v2.4s, v23.s[3]
	smull2	v18.2d, v13.4s, v16.s[1]
	smull	v13.4s, v8.4h, v2.h[0]
	smull	v7.4s, v7.4h, v0.h[2]
	smull	v13.4s, v26.4h, v1.h[2]
	smull	v11.4s, v10.4h, v3.h[6]
	smull2	v9.4s, v28.8h, v7.h[3]
	smull2	v13.4s, v3.8h, v2.h[7]
	smull2	v21.4s, v0.8h, v11.h[2]
	smull2	v9.4s, v19.8h, v3.h[4]
	smull	v12.2d, v3.2s, v16.2s
	smull	v13.2d, v1.2s, v29.2s
	smull	v27.2d, v15.2s, v22.2s
	smull	v14.2d, v1.2s, v26.2s
	smull2	v29.2d, v28.4s, v14.4s
	smull2	v10.2d, v7.4s, v9.4s
	smull2	v14.2d, v23.4s, v5.4s
	smull2	v0.2d, v31.4s, v22.4s
	smull	v23.4s, v10.4h, v17.4h
	smull	v27.4s, v4.4h, v1.4h
	smull	v10.4s, v2.4h, v15.4h
	smull	v13.4s, v7.4h, v10.4h
	smull2	v28.4s, v29.8h, v23.8h
	smull2	v17.4s, v11.8h, v12.8h
	smull2	v20.4s, v24.8h, v14.8h
	smull2	v7.4s, v25.8h, v2.8h
	smull	v20.8h, v15.8b, v27.8b
	smull	v27.8h, v13.8b, v30.8b
	smull	v3.8h, v27.8b, v28.8b
	smull	v31.8h, v12.8b, v2.8b
	smull2	v4.8h, v2.16b, v17.16b
	smull2	v16.8h, v9.16b, v25.16b
	smull2	v20.8h, v1.16b, v2.16b
	smull2	v15.8h, v7.16b, v6.16b
	sqabs	b25, b12
	sqabs	b6, b2
	sqabs	b22, b7
	sqabs	b4, b21
	sqabs	d9, d20
	sqabs	d9, d20
	sqabs	d8, d29
	sqabs	d22, d17
	sqabs	h14, h25
	sqabs	h1, h23
	sqabs	h14, h31
	sqabs	h3, h18
	sqabs	s20, s28
	sqabs	s19, s8
	sqabs	s18, s29
	sqabs	s5, s4
	sqabs	v2.16b, v11.16b
	sqabs	v7.16b, v22.16b
	sqabs	v29.16b, v18.16b
	sqabs	v31.16b, v8.16b
	sqabs	v26.2d, v18.2d
	sqabs	v14.2d, v17.2d
	sqabs	v0.2d, v20.2d
	sqabs	v12.2d, v11.2d
	sqabs	v21.2s, v20.2s
	sqabs	v28.2s, v4.2s
	sqabs	v12.2s, v9.2s
	sqabs	v8.2s, v0.2s
	sqabs	v5.4h, v27.4h
	sqabs	v17.4h, v18.4h
	sqabs	v15.4h, v17.4h
	sqabs	v18.4h, v14.4h
	sqabs	v0.4s, v18.4s
	sqabs	v3.4s, v13.4s
	sqabs	v19.4s, v11.4s
	sqabs	v14.4s, v24.4s
	sqabs	v1.8b, v25.8b
	sqabs	v16.8b, v7.8b
	sqabs	v28.8b, v16.8b
	sqabs	v4.8b, v27.8b
	sqabs	v15.8h, v17.8h
	sqabs	v6.8h, v13.8h
	sqabs	v12.8h, v0.8h
	sqabs	v16.8h, v28.8h
	sqadd	b28, b11, b9
	sqadd	b22, b15, b19
	sqadd	b2, b0, b10
	sqadd	b31, b23, b25
	sqadd	d28, d12, d24
	sqadd	d20, d4, d6
	sqadd	d29, d2, d13
	sqadd	d15, d30, d26
	sqadd	h3, h4, h19
	sqadd	h23, h3, h18
	sqadd	h26, h1, h15
	sqadd	h26, h24, h5
	sqadd	s31, s9, s30
	sqadd	s21, s21, s21
	sqadd	s26, s18, s12
	sqadd	s23, s10, s13
	sqadd	v17.16b, v14.16b, v4.16b
	sqadd	v30.16b, v9.16b, v2.16b
	sqadd	v6.16b, v18.16b, v18.16b
	sqadd	v0.16b, v20.16b, v17.16b
	sqadd	v20.2d, v7.2d, v9.2d
	sqadd	v26.2d, v28.2d, v25.2d
	sqadd	v6.2d, v0.2d, v2.2d
	sqadd	v6.2d, v13.2d, v22.2d
	sqadd	v14.2s, v0.2s, v28.2s
	sqadd	v4.2s, v1.2s, v28.2s
	sqadd	v23.2s, v24.2s, v0.2s
	sqadd	v7.2s, v21.2s, v12.2s
	sqadd	v14.4h, v4.4h, v10.4h
	sqadd	v19.4h, v0.4h, v16.4h
	sqadd	v21.4h, v2.4h, v26.4h
	sqadd	v13.4h, v1.4h, v12.4h
	sqadd	v14.4s, v6.4s, v2.4s
	sqadd	v6.4s, v29.4s, v16.4s
	sqadd	v23.4s, v26.4s, v23.4s
	sqadd	v22.4s, v27.4s, v26.4s
	sqadd	v0.8b, v17.8b, v18.8b
	sqadd	v20.8b, v24.8b, v6.8b
	sqadd	v31.8b, v11.8b, v23.8b
	sqadd	v12.8b, v5.8b, v29.8b
	sqadd	v9.8h, v7.8h, v0.8h
	sqadd	v3.8h, v29.8h, v0.8h
	sqadd	v30.8h, v10.8h, v9.8h
	sqadd	v27.8h, v3.8h, v22.8h
	sqdmlal	s24, h11, v1.h[7]
	sqdmlal	s14, h17, v7.h[7]
	sqdmlal	s23, h24, v8.h[7]
	sqdmlal	s9, h25, v6.h[2]
	sqdmlal	d3, s30, v7.s[3]
	sqdmlal	d18, s13, v25.s[0]
	sqdmlal	d17, s12, v22.s[0]
	sqdmlal	d9, s20, v22.s[2]
	sqdmlal	v2.2d, v12.2s, v9.s[0]
	sqdmlal	v12.2d, v1.2s, v14.s[3]
	sqdmlal	v11.2d, v13.2s, v7.s[0]
	sqdmlal	v7.2d, v28.2s, v12.s[2]
	sqdmlal2	v16.2d, v16.4s, v27.s[0]
	sqdmlal2	v17.2d, v25.4s, v12.s[2]
	sqdmlal2	v13.2d, v22.4s, v14.s[1]
	sqdmlal2	v20.2d, v22.4s, v26.s[3]
	sqdmlal	v7.4s, v19.4h, v11.h[6]
	sqdmlal	v29.4s, v21.4h, v4.h[0]
	sqdmlal	v30.4s, v31.4h, v13.h[0]
	sqdmlal	v16.4s, v31.4h, v12.h[6]
	sqdmlal2	v7.4s, v9.8h, v4.h[5]
	sqdmlal2	v13.4s, v8.8h, v8.h[7]
	sqdmlal2	v9.4s, v31.8h, v10.h[7]
	sqdmlal2	v8.4s, v20.8h, v15.h[7]
	sqdmlal	s25, h9, h7
	sqdmlal	s21, h20, h11
	sqdmlal	s13, h23, h29
	sqdmlal	s6, h22, h26
	sqdmlal	d16, s23, s23
	sqdmlal	d12, s30, s11
	sqdmlal	d1, s12, s22
	sqdmlal	d14, s0, s12
	sqdmlal	v14.2d, v4.2s, v23.2s
	sqdmlal	v19.2d, v22.2s, v28.2s
	sqdmlal	v16.2d, v22.2s, v4.2s
	sqdmlal	v5.2d, v2.2s, v15.2s
	sqdmlal2	v10.2d, v9.4s, v15.4s
	sqdmlal2	v17.2d, v19.4s, v2.4s
	sqdmlal2	v11.2d, v26.4s, v27.4s
	sqdmlal2	v3.2d, v10.4s, v23.4s
	sqdmlal	v4.4s, v26.4h, v12.4h
	sqdmlal	v26.4s, v12.4h, v18.4h
	sqdmlal	v11.4s, v22.4h, v24.4h
	sqdmlal	v13.4s, v6.4h, v12.4h
	sqdmlal2	v7.4s, v24.8h, v18.8h
	sqdmlal2	v20.4s, v23.8h, v4.8h
	sqdmlal2	v18.4s, v0.8h, v12.8h
	sqdmlal2	v24.4s, v14.8h, v2.8h
	sqdmlsl	s27, h22, v2.h[0]
	sqdmlsl	s14, h18, v9.h[7]
	sqdmlsl	s19, h27, v12.h[1]
	sqdmlsl	s15, h14, v13.h[7]
	sqdmlsl	d3, s14, v20.s[1]
	sqdmlsl	d7, s10, v18.s[0]
	sqdmlsl	d22, s28, v30.s[1]
	sqdmlsl	d0, s24, v24.s[2]
	sqdmlsl	v19.2d, v16.2s, v30.s[2]
	sqdmlsl	v7.2d, v3.2s, v15.s[2]
	sqdmlsl	v3.2d, v1.2s, v1.s[2]
	sqdmlsl	v29.2d, v6.2s, v19.s[2]
	sqdmlsl2	v29.2d, v13.4s, v20.s[0]
	sqdmlsl2	v3.2d, v14.4s, v27.s[0]
	sqdmlsl2	v7.2d, v27.4s, v21.s[1]
	sqdmlsl2	v21.2d, v4.4s, v31.s[0]
	sqdmlsl	v2.4s, v0.4h, v5.h[7]
	sqdmlsl	v10.4s, v6.4h, v10.h[5]
	sqdmlsl	v25.4s, v29.4h, v4.h[4]
	sqdmlsl	v22.4s, v29.4h, v1.h[0]
	sqdmlsl2	v29.4s, v22.8h, v6.h[4]
	sqdmlsl2	v17.4s, v17.8h, v1.h[0]
	sqdmlsl2	v16.4s, v6.8h, v6.h[1]
	sqdmlsl2	v17.4s, v6.8h, v14.h[7]
	sqdmlsl	s8, h10, h2
	sqdmlsl	s31, h7, h26
	sqdmlsl	s28, h19, h0
	sqdmlsl	s1, h18, h16
	sqdmlsl	d25, s0, s3
	sqdmlsl	d9, s1, s7
	sqdmlsl	d19, s27, s28
	sqdmlsl	d5, s7, s3
	sqdmlsl	v17.2d, v19.2s, v29.2s
	sqdmlsl	v23.2d, v26.2s, v29.2s
	sqdmlsl	v3.2d, v15.2s, v26.2s
	sqdmlsl	v13.2d, v10.2s, v16.2s
	sqdmlsl2	v1.2d, v12.4s, v29.4s
	sqdmlsl2	v3.2d, v12.4s, v28.4s
	sqdmlsl2	v8.2d, v6.4s, v23.4s
	sqdmlsl2	v28.2d, v14.4s, v8.4s
	sqdmlsl	v2.4s, v19.4h, v28.4h
	sqdmlsl	v16.4s, v16.4h, v30.4h
	sqdmlsl	v26.4s, v1.4h, v6.4h
	sqdmlsl	v26.4s, v26.4h, v10.4h
	sqdmlsl2	v6.4s, v29.8h, v7.8h
	sqdmlsl2	v23.4s, v17.8h, v20.8h
	sqdmlsl2	v5.4s, v14.8h, v28.8h
	sqdmlsl2	v3.4s, v25.8h, v2.8h
	sqdmulh	h29, h27, v15.h[1]
	sqdmulh	h4, h10, v0.h[3]
	sqdmulh	h23, h13, v8.h[7]
	sqdmulh	h8, h7, v10.h[4]
	sqdmulh	s28, s7, v18.s[1]
	sqdmulh	s25, s11, v30.s[0]
	sqdmulh	s29, s24, v5.s[0]
	sqdmulh	s8, s29, v17.s[1]
	sqdmulh	v4.2s, v7.2s, v13.s[3]
	sqdmulh	v15.2s, v9.2s, v7.s[1]
	sqdmulh	v0.2s, v6.2s, v27.s[0]
	sqdmulh	v20.2s, v19.2s, v21.s[2]
	sqdmulh	v5.4h, v11.4h, v7.h[0]
	sqdmulh	v7.4h, v30.4h, v3.h[2]
	sqdmulh	v3.4h, v6.4h, v5.h[1]
	sqdmulh	v15.4h, v18.4h, v15.h[1]
	sqdmulh	v5.4s, v8.4s, v25.s[3]
	sqdmulh	v25.4s, v21.4s, v1.s[0]
	sqdmulh	v30.4s, v21.4s, v31.s[3]
	sqdmulh	v17.4s, v22.4s, v0.s[2]
	sqdmulh	v22.8h, v21.8h, v14.h[1]
	sqdmulh	v27.8h, v0.8h, v9.h[1]
	sqdmulh	v27.8h, v10.8h, v3.h[2]
	sqdmulh	v14.8h, v20.8h, v2.h[6]
	sqdmulh	h7, h17, h21
	sqdmulh	h15, h30, h1
	sqdmulh	h20, h30, h15
	sqdmulh	h27, h31, h13
	sqdmulh	s7, s1, s13
	sqdmulh	s30, s2, s6
	sqdmulh	s1, s16, s22
	sqdmulh	s16, s10, s28
	sqdmulh	v3.2s, v14.2s, v11.2s
	sqdmulh	v25.2s, v20.2s, v10.2s
	sqdmulh	v3.2s, v6.2s, v26.2s
	sqdmulh	v22.2s, v21.2s, v26.2s
	sqdmulh	v24.4h, v20.4h, v30.4h
	sqdmulh	v10.4h, v18.4h, v0.4h
	sqdmulh	v25.4h, v18.4h, v30.4h
	sqdmulh	v9.4h, v5.4h, v13.4h
	sqdmulh	v12.4s, v17.4s, v24.4s
	sqdmulh	v12.4s, v28.4s, v29.4s
	sqdmulh	v5.4s, v27.4s, v12.4s
	sqdmulh	v9.4s, v4.4s, v18.4s
	sqdmulh	v11.8h, v1.8h, v6.8h
	sqdmulh	v21.8h, v5.8h, v19.8h
	sqdmulh	v21.8h, v16.8h, v21.8h
	sqdmulh	v31.8h, v27.8h, v19.8h
	sqdmull	s29, h0, v15.h[6]
	sqdmull	s21, h4, v7.h[0]
	sqdmull	s3, h21, v13.h[2]
	sqdmull	s23, h23, v4.h[7]
	sqdmull	d8, s20, v30.s[0]
	sqdmull	d27, s11, v5.s[2]
	sqdmull	d27, s27, v22.s[0]
	sqdmull	d0, s24, v31.s[0]
	sqdmull	v26.2d, v2.2s, v0.s[0]
	sqdmull	v21.2d, v8.2s, v6.s[0]
	sqdmull	v14.2d, v12.2s, v6.s[0]
	sqdmull	v26.2d, v4.2s, v7.s[0]
	sqdmull2	v31.2d, v11.4s, v18.s[0]
	sqdmull2	v3.2d, v30.4s, v6.s[0]
	sqdmull2	v13.2d, v12.4s, v18.s[0]
	sqdmull2	v8.2d, v19.4s, v29.s[0]
	sqdmull	v29.4s, v21.4h, v3.h[2]
	sqdmull	v7.4s, v7.4h, v3.h[5]
	sqdmull	v10.4s, v31.4h, v7.h[1]
	sqdmull	v27.4s, v13.4h, v11.h[6]
	sqdmull2	v31.4s, v15.8h, v1.h[0]
	sqdmull2	v12.4s, v31.8h, v0.h[7]
	sqdmull2	v20.4s, v31.8h, v1.h[2]
	sqdmull2	v19.4s, v22.8h, v3.h[5]
	sqdmull	s28, h13, h23
	sqdmull	s7, h5, h14
	sqdmull	s15, h7, h23
	sqdmull	s4, h14, h9
	sqdmull	d15, s11, s12
	sqdmull	d31, s23, s15
	sqdmull	d23, s23, s22
	sqdmull	d10, s15, s23
	sqdmull	v0.2d, v31.2s, v11.2s
	sqdmull	v28.2d, v29.2s, v10.2s
	sqdmull	v16.2d, v13.2s, v5.2s
	sqdmull	v17.2d, v27.2s, v30.2s
	sqdmull2	v22.2d, v15.4s, v17.4s
	sqdmull2	v21.2d, v4.4s, v20.4s
	sqdmull2	v9.2d, v8.4s, v2.4s
	sqdmull2	v17.2d, v4.4s, v23.4s
	sqdmull	v26.4s, v29.4h, v26.4h
	sqdmull	v17.4s, v24.4h, v26.4h
	sqdmull	v22.4s, v17.4h, v26.4h
	sqdmull	v20.4s, v27.4h, v5.4h
	sqdmull2	v7.4s, v29.8h, v23.8h
	sqdmull2	v2.4s, v20.8h, v24.8h
	sqdmull2	v31.4s, v7.8h, v19.8h
	sqdmull2	v30.4s, v8.8h, v14.8h
	sqneg	b10, b2
	sqneg	b18, b4
	sqneg	b16, b7
	sqneg	b3, b9
	sqneg	d20, d8
	sqneg	d31, d11
	sqneg	d26, d13
	sqneg	d30, d19
	sqneg	h2, h27
	sqneg	h19, h31
	sqneg	h1, h16
	sqneg	h19, h22
	sqneg	s5, s0
	sqneg	s29, s26
	sqneg	s5, s21
	sqneg	s21, s4
	sqneg	v11.16b, v10.16b
	sqneg	v12.16b, v7.16b
	sqneg	v24.16b, v22.16b
	sqneg	v7.16b, v8.16b
	sqneg	v15.2d, v23.2d
	sqneg	v31.2d, v19.2d
	sqneg	v15.2d, v5.2d
	sqneg	v30.2d, v13.2d
	sqneg	v10.2s, v17.2s
	sqneg	v2.2s, v29.2s
	sqneg	v31.2s, v3.2s
	sqneg	v4.2s, v31.2s
	sqneg	v26.4h, v24.4h
	sqneg	v17.4h, v1.4h
	sqneg	v8.4h, v20.4h
	sqneg	v29.4h, v31.4h
	sqneg	v16.4s, v30.4s
	sqneg	v14.4s, v26.4s
	sqneg	v13.4s, v10.4s
	sqneg	v26.4s, v1.4s
	sqneg	v3.8b, v19.8b
	sqneg	v7.8b, v8.8b
	sqneg	v11.8b, v20.8b
	sqneg	v3.8b, v18.8b
	sqneg	v3.8h, v6.8h
	sqneg	v16.8h, v14.8h
	sqneg	v7.8h, v24.8h
	sqneg	v24.8h, v21.8h
	sqrdmulh	h20, h2, v9.h[3]
	sqrdmulh	h27, h6, v7.h[0]
	sqrdmulh	h10, h3, v4.h[0]
	sqrdmulh	h29, h12, v15.h[3]
	sqrdmulh	s16, s5, v1.s[0]
	sqrdmulh	s8, s28, v16.s[1]
	sqrdmulh	s1, s14, v16.s[0]
	sqrdmulh	s18, s0, v3.s[0]
	sqrdmulh	v3.2s, v26.2s, v25.s[1]
	sqrdmulh	v26.2s, v22.2s, v23.s[0]
	sqrdmulh	v28.2s, v9.2s, v12.s[1]
	sqrdmulh	v6.2s, v26.2s, v20.s[1]
	sqrdmulh	v1.4h, v19.4h, v5.h[7]
	sqrdmulh	v24.4h, v17.4h, v14.h[0]
	sqrdmulh	v13.4h, v30.4h, v10.h[4]
	sqrdmulh	v12.4h, v20.4h, v5.h[1]
	sqrdmulh	v7.4s, v28.4s, v28.s[2]
	sqrdmulh	v26.4s, v28.4s, v24.s[3]
	sqrdmulh	v14.4s, v7.4s, v12.s[0]
	sqrdmulh	v14.4s, v11.4s, v30.s[3]
	sqrdmulh	v13.8h, v4.8h, v5.h[7]
	sqrdmulh	v1.8h, v1.8h, v9.h[2]
	sqrdmulh	v2.8h, v27.8h, v8.h[1]
	sqrdmulh	v9.8h, v16.8h, v6.h[0]
	sqrdmulh	h0, h20, h1
	sqrdmulh	h10, h10, h11
	sqrdmulh	h12, h3, h25
	sqrdmulh	h18, h1, h22
	sqrdmulh	s29, s16, s19
	sqrdmulh	s30, s6, s20
	sqrdmulh	s8, s26, s15
	sqrdmulh	s11, s18, s28
	sqrdmulh	v22.2s, v28.2s, v2.2s
	sqrdmulh	v16.2s, v7.2s, v25.2s
	sqrdmulh	v30.2s, v30.2s, v25.2s
	sqrdmulh	v21.2s, v7.2s, v19.2s
	sqrdmulh	v25.4h, v17.4h, v31.4h
	sqrdmulh	v28.4h, v31.4h, v0.4h
	sqrdmulh	v30.4h, v23.4h, v20.4h
	sqrdmulh	v4.4h, v9.4h, v18.4h
	sqrdmulh	v25.4s, v18.4s, v18.4s
	sqrdmulh	v0.4s, v5.4s, v10.4s
	sqrdmulh	v29.4s, v30.4s, v20.4s
	sqrdmulh	v25.4s, v22.4s, v15.4s
	sqrdmulh	v2.8h, v9.8h, v17.8h
	sqrdmulh	v8.8h, v22.8h, v18.8h
	sqrdmulh	v23.8h, v12.8h, v30.8h
	sqrdmulh	v9.8h, v1.8h, v19.8h
	sqrshl	b3, b21, b10
	sqrshl	b16, b23, b11
	sqrshl	b12, b30, b16
	sqrshl	b24, b2, b3
	sqrshl	d6, d2, d18
	sqrshl	d13, d20, d30
	sqrshl	d23, d18, d13
	sqrshl	d18, d5, d9
	sqrshl	h0, h29, h1
	sqrshl	h20, h9, h15
	sqrshl	h2, h2, h22
	sqrshl	h6, h5, h30
	sqrshl	s6, s18, s31
	sqrshl	s17, s8, s30
	sqrshl	s28, s9, s27
	sqrshl	s25, s1, s11
	sqrshl	v2.16b, v29.16b, v22.16b
	sqrshl	v0.16b, v25.16b, v9.16b
	sqrshl	v10.16b, v1.16b, v3.16b
	sqrshl	v24.16b, v29.16b, v9.16b
	sqrshl	v9.2d, v6.2d, v17.2d
	sqrshl	v24.2d, v26.2d, v25.2d
	sqrshl	v26.2d, v28.2d, v5.2d
	sqrshl	v15.2d, v4.2d, v9.2d
	sqrshl	v0.2s, v24.2s, v21.2s
	sqrshl	v21.2s, v20.2s, v30.2s
	sqrshl	v23.2s, v18.2s, v15.2s
	sqrshl	v14.2s, v8.2s, v18.2s
	sqrshl	v14.4h, v6.4h, v22.4h
	sqrshl	v14.4h, v27.4h, v24.4h
	sqrshl	v6.4h, v4.4h, v29.4h
	sqrshl	v16.4h, v24.4h, v11.4h
	sqrshl	v9.4s, v19.4s, v12.4s
	sqrshl	v27.4s, v24.4s, v22.4s
	sqrshl	v29.4s, v17.4s, v17.4s
	sqrshl	v18.4s, v7.4s, v14.4s
	sqrshl	v4.8b, v14.8b, v27.8b
	sqrshl	v24.8b, v6.8b, v27.8b
	sqrshl	v1.8b, v11.8b, v15.8b
	sqrshl	v13.8b, v8.8b, v12.8b
	sqrshl	v22.8h, v7.8h, v4.8h
	sqrshl	v19.8h, v11.8h, v30.8h
	sqrshl	v18.8h, v18.8h, v13.8h
	sqrshl	v17.8h, v30.8h, v26.8h
	sqrshrn	b8, h0, #1
	sqrshrn	b26, h0, #8
	sqrshrn	b30, h28, #7
	sqrshrn	b24, h14, #4
	sqrshrn	h3, s30, #6
	sqrshrn	h31, s10, #11
	sqrshrn	h0, s8, #1
	sqrshrn	h13, s25, #2
	sqrshrn	s25, d14, #26
	sqrshrn	s21, d15, #20
	sqrshrn	s8, d24, #32
	sqrshrn	s24, d29, #1
	sqrshrn	v14.2s, v10.2d, #6
	sqrshrn	v30.2s, v19.2d, #22
	sqrshrn	v30.2s, v30.2d, #10
	sqrshrn	v16.2s, v5.2d, #24
	sqrshrn2	v8.4s, v9.2d, #1
	sqrshrn2	v0.4s, v26.2d, #32
	sqrshrn2	v14.4s, v11.2d, #10
	sqrshrn2	v28.4s, v31.2d, #1
	sqrshrn	v19.4h, v13.4s, #2
	sqrshrn	v19.4h, v18.4s, #1
	sqrshrn	v25.4h, v23.4s, #1
	sqrshrn	v2.4h, v27.4s, #16
	sqrshrn2	v6.8h, v1.4s, #1
	sqrshrn2	v0.8h, v11.4s, #6
	sqrshrn2	v4.8h, v7.4s, #13
	sqrshrn2	v7.8h, v13.4s, #1
	sqrshrn	v24.8b, v7.8h, #1
	sqrshrn	v6.8b, v28.8h, #5
	sqrshrn	v12.8b, v4.8h, #1
	sqrshrn	v14.8b, v1.8h, #5
	sqrshrn2	v11.16b, v22.8h, #3
	sqrshrn2	v4.16b, v14.8h, #1
	sqrshrn2	v21.16b, v12.8h, #3
	sqrshrn2	v2.16b, v26.8h, #1
	sqrshrun	b18, h10, #3
	sqrshrun	b30, h5, #1
	sqrshrun	b20, h6, #8
	sqrshrun	b30, h30, #3
	sqrshrun	h0, s30, #1
	sqrshrun	h31, s31, #5
	sqrshrun	h31, s9, #7
	sqrshrun	h9, s13, #5
	sqrshrun	s16, d0, #10
	sqrshrun	s18, d29, #1
	sqrshrun	s17, d10, #10
	sqrshrun	s28, d5, #32
	sqrshrun	v14.2s, v16.2d, #1
	sqrshrun	v19.2s, v6.2d, #21
	sqrshrun	v7.2s, v25.2d, #6
	sqrshrun	v21.2s, v18.2d, #25
	sqrshrun2	v31.4s, v30.2d, #30
	sqrshrun2	v5.4s, v0.2d, #26
	sqrshrun2	v24.4s, v15.2d, #1
	sqrshrun2	v11.4s, v18.2d, #32
	sqrshrun	v27.4h, v4.4s, #13
	sqrshrun	v23.4h, v29.4s, #1
	sqrshrun	v22.4h, v12.4s, #16
	sqrshrun	v12.4h, v22.4s, #1
	sqrshrun2	v13.8h, v8.4s, #3
	sqrshrun2	v7.8h, v18.4s, #6
	sqrshrun2	v5.8h, v19.4s, #11
	sqrshrun2	v1.8h, v23.4s, #14
	sqrshrun	v31.8b, v4.8h, #2
	sqrshrun	v3.8b, v31.8h, #8
	sqrshrun	v28.8b, v16.8h, #7
	sqrshrun	v23.8b, v18.8h, #2
	sqrshrun2	v25.16b, v20.8h, #5
	sqrshrun2	v9.16b, v0.8h, #7
	sqrshrun2	v6.16b, v4.8h, #1
	sqrshrun2	v29.16b, v21.8h, #1
	sqshlu	b17, b10, #1
	sqshlu	b20, b19, #5
	sqshlu	b1, b31, #3
	sqshlu	b30, b6, #0
	sqshlu	d15, d26, #1
	sqshlu	d13, d3, #63
	sqshlu	d26, d26, #63
	sqshlu	d12, d5, #37
	sqshlu	h1, h22, #2
	sqshlu	h31, h19, #12
	sqshlu	h15, h9, #0
	sqshlu	h0, h15, #0
	sqshlu	s2, s0, #0
	sqshlu	s15, s0, #29
	sqshlu	s9, s18, #3
	sqshlu	s17, s0, #17
	sqshlu	v19.16b, v4.16b, #7
	sqshlu	v24.16b, v26.16b, #0
	sqshlu	v25.16b, v13.16b, #5
	sqshlu	v2.16b, v5.16b, #2
	sqshlu	v21.2d, v30.2d, #33
	sqshlu	v17.2d, v18.2d, #32
	sqshlu	v5.2d, v9.2d, #0
	sqshlu	v1.2d, v17.2d, #4
	sqshlu	v3.2s, v31.2s, #2
	sqshlu	v0.2s, v28.2s, #21
	sqshlu	v7.2s, v21.2s, #8
	sqshlu	v24.2s, v17.2s, #18
	sqshlu	v0.4h, v11.4h, #2
	sqshlu	v14.4h, v14.4h, #15
	sqshlu	v22.4h, v10.4h, #15
	sqshlu	v23.4h, v31.4h, #14
	sqshlu	v26.4s, v12.4s, #5
	sqshlu	v22.4s, v27.4s, #13
	sqshlu	v10.4s, v9.4s, #31
	sqshlu	v7.4s, v3.4s, #22
	sqshlu	v20.8b, v17.8b, #7
	sqshlu	v22.8b, v17.8b, #5
	sqshlu	v7.8b, v22.8b, #7
	sqshlu	v26.8b, v6.8b, #0
	sqshlu	v3.8h, v9.8h, #3
	sqshlu	v19.8h, v11.8h, #5
	sqshlu	v16.8h, v0.8h, #3
	sqshlu	v5.8h, v8.8h, #10
	sqshl	b16, b8, #7
	sqshl	b2, b1, #1
	sqshl	b4, b6, #6
	sqshl	b30, b28, #7
	sqshl	d2, d20, #1
	sqshl	d6, d25, #18
	sqshl	d7, d18, #0
	sqshl	d21, d16, #24
	sqshl	h4, h23, #2
	sqshl	h18, h20, #12
	sqshl	h12, h25, #13
	sqshl	h17, h24, #9
	sqshl	s11, s5, #31
	sqshl	s17, s7, #0
	sqshl	s0, s26, #16
	sqshl	s1, s5, #20
	sqshl	v9.16b, v0.16b, #5
	sqshl	v19.16b, v24.16b, #1
	sqshl	v7.16b, v27.16b, #0
	sqshl	v25.16b, v28.16b, #5
	sqshl	v3.2d, v21.2d, #3
	sqshl	v19.2d, v17.2d, #0
	sqshl	v10.2d, v3.2d, #55
	sqshl	v25.2d, v7.2d, #2
	sqshl	v8.2s, v13.2s, #27
	sqshl	v1.2s, v21.2s, #24
	sqshl	v9.2s, v10.2s, #27
	sqshl	v28.2s, v0.2s, #7
	sqshl	v19.4h, v5.4h, #0
	sqshl	v24.4h, v31.4h, #0
	sqshl	v7.4h, v24.4h, #15
	sqshl	v0.4h, v29.4h, #0
	sqshl	v22.4s, v24.4s, #26
	sqshl	v11.4s, v29.4s, #30
	sqshl	v27.4s, v5.4s, #31
	sqshl	v17.4s, v25.4s, #0
	sqshl	v27.8b, v12.8b, #1
	sqshl	v19.8b, v4.8b, #0
	sqshl	v3.8b, v24.8b, #3
	sqshl	v22.8b, v31.8b, #0
	sqshl	v23.8h, v22.8h, #0
	sqshl	v3.8h, v5.8h, #4
	sqshl	v17.8h, v17.8h, #15
	sqshl	v30.8h, v12.8h, #14
	sqshl	b2, b18, b7
	sqshl	b2, b9, b7
	sqshl	b3, b19, b29
	sqshl	b26, b12, b22
	sqshl	d25, d31, d15
	sqshl	d3, d13, d9
	sqshl	d21, d18, d11
	sqshl	d31, d25, d21
	sqshl	h12, h21, h1
	sqshl	h10, h16, h8
	sqshl	h10, h6, h3
	sqshl	h31, h2, h8
	sqshl	s19, s0, s27
	sqshl	s26, s5, s5
	sqshl	s9, s20, s14
	sqshl	s7, s6, s13
	sqshl	v1.16b, v10.16b, v20.16b
	sqshl	v8.16b, v2.16b, v17.16b
	sqshl	v16.16b, v13.16b, v29.16b
	sqshl	v27.16b, v7.16b, v19.16b
	sqshl	v0.2d, v13.2d, v24.2d
	sqshl	v24.2d, v15.2d, v28.2d
	sqshl	v28.2d, v24.2d, v17.2d
	sqshl	v31.2d, v18.2d, v30.2d
	sqshl	v20.2s, v18.2s, v30.2s
	sqshl	v29.2s, v14.2s, v23.2s
	sqshl	v12.2s, v28.2s, v22.2s
	sqshl	v16.2s, v22.2s, v6.2s
	sqshl	v19.4h, v10.4h, v31.4h
	sqshl	v15.4h, v18.4h, v28.4h
	sqshl	v30.4h, v31.4h, v18.4h
	sqshl	v24.4h, v18.4h, v15.4h
	sqshl	v12.4s, v18.4s, v20.4s
	sqshl	v8.4s, v23.4s, v0.4s
	sqshl	v30.4s, v19.4s, v2.4s
	sqshl	v26.4s, v25.4s, v5.4s
	sqshl	v27.8b, v11.8b, v0.8b
	sqshl	v11.8b, v2.8b, v25.8b
	sqshl	v15.8b, v20.8b, v6.8b
	sqshl	v30.8b, v5.8b, v28.8b
	sqshl	v26.8h, v16.8h, v26.8h
	sqshl	v0.8h, v30.8h, v29.8h
	sqshl	v1.8h, v21.8h, v28.8h
	sqshl	v9.8h, v30.8h, v31.8h
	sqshrn	b15, h21, #6
	sqshrn	b7, h21, #1
	sqshrn	b13, h13, #1
	sqshrn	b6, h11, #1
	sqshrn	h5, s1, #3
	sqshrn	h17, s17, #7
	sqshrn	h29, s23, #2
	sqshrn	h23, s9, #16
	sqshrn	s26, d19, #32
	sqshrn	s15, d28, #8
	sqshrn	s12, d10, #8
	sqshrn	s23, d11, #13
	sqshrn	v19.2s, v20.2d, #3
	sqshrn	v25.2s, v28.2d, #32
	sqshrn	v6.2s, v26.2d, #1
	sqshrn	v23.2s, v22.2d, #32
	sqshrn2	v27.4s, v9.2d, #31
	sqshrn2	v2.4s, v13.2d, #7
	sqshrn2	v23.4s, v1.2d, #23
	sqshrn2	v1.4s, v19.2d, #24
	sqshrn	v16.4h, v23.4s, #1
	sqshrn	v1.4h, v15.4s, #7
	sqshrn	v28.4h, v27.4s, #9
	sqshrn	v2.4h, v6.4s, #12
	sqshrn2	v13.8h, v16.4s, #6
	sqshrn2	v15.8h, v8.4s, #1
	sqshrn2	v12.8h, v30.4s, #1
	sqshrn2	v18.8h, v11.4s, #8
	sqshrn	v15.8b, v29.8h, #1
	sqshrn	v0.8b, v22.8h, #2
	sqshrn	v19.8b, v24.8h, #8
	sqshrn	v29.8b, v5.8h, #7
	sqshrn2	v10.16b, v3.8h, #8
	sqshrn2	v27.16b, v17.8h, #4
	sqshrn2	v27.16b, v20.8h, #8
	sqshrn2	v30.16b, v12.8h, #4
	sqshrun	b23, h23, #7
	sqshrun	b4, h10, #4
	sqshrun	b27, h14, #1
	sqshrun	b21, h13, #4
	sqshrun	h20, s28, #11
	sqshrun	h12, s23, #7
	sqshrun	h5, s9, #1
	sqshrun	h31, s7, #12
	sqshrun	s20, d2, #12
	sqshrun	s29, d2, #16
	sqshrun	s0, d26, #20
	sqshrun	s15, d0, #1
	sqshrun	v7.2s, v30.2d, #25
	sqshrun	v14.2s, v16.2d, #20
	sqshrun	v1.2s, v30.2d, #7
	sqshrun	v6.2s, v4.2d, #21
	sqshrun2	v21.4s, v2.2d, #1
	sqshrun2	v16.4s, v26.2d, #1
	sqshrun2	v6.4s, v0.2d, #30
	sqshrun2	v19.4s, v11.2d, #1
	sqshrun	v9.4h, v31.4s, #6
	sqshrun	v16.4h, v6.4s, #4
	sqshrun	v2.4h, v11.4s, #6
	sqshrun	v16.4h, v23.4s, #15
	sqshrun2	v30.8h, v28.4s, #6
	sqshrun2	v23.8h, v27.4s, #11
	sqshrun2	v4.8h, v11.4s, #8
	sqshrun2	v31.8h, v4.4s, #5
	sqshrun	v4.8b, v10.8h, #7
	sqshrun	v29.8b, v10.8h, #1
	sqshrun	v16.8b, v11.8h, #6
	sqshrun	v19.8b, v12.8h, #3
	sqshrun2	v4.16b, v18.8h, #1
	sqshrun2	v14.16b, v29.8h, #1
	sqshrun2	v1.16b, v24.8h, #6
	sqshrun2	v29.16b, v0.8h, #1
	sqsub	b30, b16, b0
	sqsub	b19, b26, b30
	sqsub	b16, b22, b24
	sqsub	b24, b0, b5
	sqsub	d5, d5, d11
	sqsub	d7, d11, d17
	sqsub	d3, d25, d31
	sqsub	d27, d28, d31
	sqsub	h13, h28, h25
	sqsub	h16, h22, h27
	sqsub	h26, h14, h29
	sqsub	h26, h20, h8
	sqsub	s17, s27, s14
	sqsub	s18, s2, s18
	sqsub	s29, s25, s26
	sqsub	s1, s20, s4
	sqsub	v30.16b, v8.16b, v4.16b
	sqsub	v16.16b, v31.16b, v5.16b
	sqsub	v30.16b, v5.16b, v18.16b
	sqsub	v14.16b, v15.16b, v29.16b
	sqsub	v1.2d, v16.2d, v22.2d
	sqsub	v18.2d, v14.2d, v27.2d
	sqsub	v7.2d, v6.2d, v8.2d
	sqsub	v9.2d, v2.2d, v19.2d
	sqsub	v0.2s, v31.2s, v1.2s
	sqsub	v22.2s, v2.2s, v12.2s
	sqsub	v11.2s, v28.2s, v10.2s
	sqsub	v24.2s, v13.2s, v2.2s
	sqsub	v0.4h, v0.4h, v26.4h
	sqsub	v18.4h, v27.4h, v3.4h
	sqsub	v8.4h, v17.4h, v3.4h
	sqsub	v17.4h, v4.4h, v30.4h
	sqsub	v0.4s, v8.4s, v17.4s
	sqsub	v27.4s, v6.4s, v3.4s
	sqsub	v24.4s, v2.4s, v5.4s
	sqsub	v20.4s, v9.4s, v27.4s
	sqsub	v15.8b, v14.8b, v4.8b
	sqsub	v14.8b, v10.8b, v7.8b
	sqsub	v30.8b, v29.8b, v23.8b
	sqsub	v20.8b, v19.8b, v11.8b
	sqsub	v23.8h, v15.8h, v3.8h
	sqsub	v25.8h, v7.8h, v9.8h
	sqsub	v30.8h, v29.8h, v30.8h
	sqsub	v9.8h, v29.8h, v0.8h
	sqxtn	b9, h11
	sqxtn	b4, h8
	sqxtn	b18, h25
	sqxtn	b4, h21
	sqxtn	h29, s26
	sqxtn	h10, s20
	sqxtn	h9, s3
	sqxtn	h29, s18
	sqxtn	s23, d11
	sqxtn	s14, d2
	sqxtn	s11, d12
	sqxtn	s27, d19
	sqxtn	v19.2s, v12.2d
	sqxtn	v14.2s, v17.2d
	sqxtn	v14.2s, v30.2d
	sqxtn	v10.2s, v17.2d
	sqxtn2	v30.4s, v24.2d
	sqxtn2	v5.4s, v19.2d
	sqxtn2	v1.4s, v24.2d
	sqxtn2	v28.4s, v16.2d
	sqxtn	v6.4h, v26.4s
	sqxtn	v3.4h, v29.4s
	sqxtn	v0.4h, v25.4s
	sqxtn	v16.4h, v28.4s
	sqxtn2	v7.8h, v25.4s
	sqxtn2	v15.8h, v4.4s
	sqxtn2	v26.8h, v4.4s
	sqxtn2	v28.8h, v21.4s
	sqxtn	v23.8b, v24.8h
	sqxtn	v10.8b, v29.8h
	sqxtn	v12.8b, v5.8h
	sqxtn	v10.8b, v7.8h
	sqxtn2	v7.16b, v25.8h
	sqxtn2	v27.16b, v29.8h
	sqxtn2	v31.16b, v12.8h
	sqxtn2	v1.16b, v19.8h
	sqxtun	b2, h6
	sqxtun	b16, h27
	sqxtun	b24, h15
	sqxtun	b4, h10
	sqxtun	h9, s11
	sqxtun	h4, s4
	sqxtun	h30, s4
	sqxtun	h16, s23
	sqxtun	s4, d26
	sqxtun	s22, d14
	sqxtun	s18, d5
	sqxtun	s18, d6
	sqxtun	v21.2s, v3.2d
	sqxtun	v16.2s, v5.2d
	sqxtun	v5.2s, v17.2d
	sqxtun	v29.2s, v3.2d
	sqxtun2	v0.4s, v19.2d
	sqxtun2	v10.4s, v17.2d
	sqxtun2	v5.4s, v26.2d
	sqxtun2	v21.4s, v2.2d
	sqxtun	v24.4h, v16.4s
	sqxtun	v23.4h, v13.4s
	sqxtun	v13.4h, v20.4s
	sqxtun	v15.4h, v1.4s
	sqxtun2	v26.8h, v24.4s
	sqxtun2	v7.8h, v17.4s
	sqxtun2	v21.8h, v9.4s
	sqxtun2	v29.8h, v22.4s
	sqxtun	v24.8b, v10.8h
	sqxtun	v22.8b, v18.8h
	sqxtun	v23.8b, v5.8h
	sqxtun	v4.8b, v14.8h
	sqxtun2	v4.16b, v11.8h
	sqxtun2	v0.16b, v4.8h
	sqxtun2	v28.16b, v2.8h
	sqxtun2	v13.16b, v16.8h
	srhadd	v29.16b, v29.16b, v12.16b
	srhadd	v11.16b, v30.16b, v15.16b
	srhadd	v7.16b, v5.16b, v17.16b
	srhadd	v2.16b, v15.16b, v26.16b
	srhadd	v23.2s, v16.2s, v11.2s
	srhadd	v0.2s, v3.2s, v23.2s
	srhadd	v9.2s, v30.2s, v27.2s
	srhadd	v0.2s, v18.2s, v22.2s
	srhadd	v4.4h, v15.4h, v4.4h
	srhadd	v23.4h, v28.4h, v31.4h
	srhadd	v13.4h, v5.4h, v23.4h
	srhadd	v23.4h, v7.4h, v27.4h
	srhadd	v26.4s, v19.4s, v3.4s
	srhadd	v8.4s, v0.4s, v14.4s
	srhadd	v22.4s, v29.4s, v6.4s
	srhadd	v12.4s, v27.4s, v6.4s
	srhadd	v20.8b, v1.8b, v23.8b
	srhadd	v10.8b, v17.8b, v9.8b
	srhadd	v3.8b, v14.8b, v16.8b
	srhadd	v21.8b, v25.8b, v6.8b
	srhadd	v20.8h, v26.8h, v7.8h
	srhadd	v1.8h, v6.8h, v23.8h
	srhadd	v3.8h, v8.8h, v25.8h
	srhadd	v20.8h, v9.8h, v8.8h
	sri	d9, d29, #48
	sri	d11, d28, #1
	sri	d21, d12, #32
	sri	d23, d24, #53
	sri	v29.16b, v21.16b, #8
	sri	v0.16b, v1.16b, #3
	sri	v26.16b, v23.16b, #8
	sri	v29.16b, v1.16b, #7
	sri	v5.2d, v21.2d, #34
	sri	v8.2d, v9.2d, #6
	sri	v1.2d, v18.2d, #61
	sri	v11.2d, v7.2d, #1
	sri	v23.2s, v19.2s, #30
	sri	v13.2s, v19.2s, #9
	sri	v9.2s, v20.2s, #21
	sri	v3.2s, v11.2s, #23
	sri	v7.4h, v23.4h, #3
	sri	v11.4h, v26.4h, #8
	sri	v28.4h, v22.4h, #14
	sri	v27.4h, v30.4h, #10
	sri	v0.4s, v0.4s, #12
	sri	v31.4s, v12.4s, #1
	sri	v2.4s, v21.4s, #32
	sri	v29.4s, v23.4s, #1
	sri	v13.8b, v4.8b, #1
	sri	v4.8b, v15.8b, #1
	sri	v7.8b, v15.8b, #6
	sri	v11.8b, v9.8b, #5
	sri	v13.8h, v25.8h, #1
	sri	v1.8h, v12.8h, #15
	sri	v9.8h, v9.8h, #10
	sri	v11.8h, v7.8h, #3
	srshl	d15, d14, d29
	srshl	d13, d16, d19
	srshl	d17, d17, d0
	srshl	d19, d19, d1
	srshl	v19.16b, v3.16b, v21.16b
	srshl	v17.16b, v31.16b, v16.16b
	srshl	v13.16b, v5.16b, v23.16b
	srshl	v4.16b, v7.16b, v12.16b
	srshl	v3.2d, v12.2d, v5.2d
	srshl	v27.2d, v31.2d, v28.2d
	srshl	v11.2d, v1.2d, v24.2d
	srshl	v20.2d, v9.2d, v25.2d
	srshl	v26.2s, v1.2s, v25.2s
	srshl	v5.2s, v24.2s, v23.2s
	srshl	v20.2s, v3.2s, v14.2s
	srshl	v8.2s, v15.2s, v25.2s
	srshl	v25.4h, v14.4h, v4.4h
	srshl	v7.4h, v21.4h, v8.4h
	srshl	v28.4h, v29.4h, v5.4h
	srshl	v27.4h, v12.4h, v18.4h
	srshl	v26.4s, v21.4s, v12.4s
	srshl	v27.4s, v23.4s, v5.4s
	srshl	v24.4s, v10.4s, v24.4s
	srshl	v16.4s, v11.4s, v26.4s
	srshl	v21.8b, v21.8b, v10.8b
	srshl	v18.8b, v15.8b, v0.8b
	srshl	v7.8b, v19.8b, v16.8b
	srshl	v0.8b, v29.8b, v12.8b
	srshl	v20.8h, v17.8h, v27.8h
	srshl	v2.8h, v10.8h, v11.8h
	srshl	v10.8h, v0.8h, v4.8h
	srshl	v3.8h, v27.8h, v28.8h
	srshr	d13, d30, #24
	srshr	d1, d9, #1
	srshr	d23, d16, #48
	srshr	d2, d25, #1
	srshr	v25.16b, v18.16b, #7
	srshr	v7.16b, v3.16b, #5
	srshr	v3.16b, v4.16b, #2
	srshr	v2.16b, v3.16b, #6
	srshr	v16.2d, v30.2d, #33
	srshr	v4.2d, v18.2d, #5
	srshr	v17.2d, v13.2d, #61
	srshr	v31.2d, v12.2d, #11
	srshr	v4.2s, v26.2s, #15
	srshr	v20.2s, v13.2s, #22
	srshr	v1.2s, v12.2s, #14
	srshr	v27.2s, v27.2s, #8
	srshr	v14.4h, v17.4h, #13
	srshr	v7.4h, v11.4h, #16
	srshr	v14.4h, v23.4h, #2
	srshr	v6.4h, v7.4h, #6
	srshr	v31.4s, v11.4s, #6
	srshr	v28.4s, v12.4s, #11
	srshr	v17.4s, v20.4s, #31
	srshr	v2.4s, v5.4s, #3
	srshr	v25.8b, v25.8b, #3
	srshr	v12.8b, v21.8b, #2
	srshr	v17.8b, v0.8b, #3
	srshr	v3.8b, v31.8b, #3
	srshr	v14.8h, v7.8h, #6
	srshr	v2.8h, v12.8h, #4
	srshr	v2.8h, v11.8h, #14
	srshr	v22.8h, v12.8h, #4
	srsra	d17, d2, #1
	srsra	d21, d29, #2
	srsra	d28, d13, #11
	srsra	d8, d1, #53
	srsra	v9.16b, v30.16b, #6
	srsra	v22.16b, v14.16b, #1
	srsra	v15.16b, v24.16b, #5
	srsra	v31.16b, v13.16b, #6
	srsra	v27.2d, v7.2d, #13
	srsra	v2.2d, v5.2d, #35
	srsra	v2.2d, v9.2d, #30
	srsra	v20.2d, v5.2d, #39
	srsra	v14.2s, v13.2s, #26
	srsra	v19.2s, v21.2s, #11
	srsra	v12.2s, v9.2s, #28
	srsra	v18.2s, v9.2s, #17
	srsra	v4.4h, v20.4h, #6
	srsra	v29.4h, v29.4h, #16
	srsra	v29.4h, v13.4h, #1
	srsra	v12.4h, v30.4h, #11
	srsra	v12.4s, v29.4s, #1
	srsra	v19.4s, v24.4s, #1
	srsra	v18.4s, v7.4s, #18
	srsra	v27.4s, v12.4s, #21
	srsra	v10.8b, v4.8b, #7
	srsra	v31.8b, v19.8b, #7
	srsra	v30.8b, v22.8b, #2
	srsra	v16.8b, v27.8b, #8
	srsra	v23.8h, v17.8h, #16
	srsra	v13.8h, v20.8h, #13
	srsra	v17.8h, v21.8h, #10
	srsra	v7.8h, v8.8h, #5
	sshll	v29.2d, v26.2s, #0
	sshll	v2.2d, v28.2s, #11
	sshll	v25.2d, v17.2s, #24
	sshll	v19.2d, v18.2s, #1
	sshll2	v2.2d, v15.4s, #7
	sshll2	v31.2d, v15.4s, #17
	sshll2	v28.2d, v7.4s, #1
	sshll2	v15.2d, v12.4s, #24
	sshll	v11.4s, v12.4h, #3
	sshll	v12.4s, v14.4h, #2
	sshll	v7.4s, v17.4h, #13
	sshll	v30.4s, v19.4h, #15
	sshll2	v27.4s, v25.8h, #12
	sshll2	v13.4s, v28.8h, #0
	sshll2	v11.4s, v6.8h, #2
	sshll2	v22.4s, v5.8h, #13
	sshll	v13.8h, v1.8b, #6
	sshll	v23.8h, v29.8b, #1
	sshll	v16.8h, v31.8b, #4
	sshll	v17.8h, v13.8b, #1
	sshll2	v14.8h, v5.16b, #5
	sshll2	v16.8h, v0.16b, #5
	sshll2	v12.8h, v22.16b, #1
	sshll2	v28.8h, v2.16b, #1
	sshl	d11, d26, d31
	sshl	d14, d29, d6
	sshl	d25, d0, d12
	sshl	d11, d11, d3
	sshl	v26.16b, v3.16b, v20.16b
	sshl	v27.16b, v25.16b, v23.16b
	sshl	v19.16b, v1.16b, v1.16b
	sshl	v16.16b, v13.16b, v2.16b
	sshl	v31.2d, v29.2d, v6.2d
	sshl	v31.2d, v20.2d, v24.2d
	sshl	v25.2d, v19.2d, v29.2d
	sshl	v31.2d, v16.2d, v2.2d
	sshl	v2.2s, v20.2s, v26.2s
	sshl	v8.2s, v31.2s, v0.2s
	sshl	v28.2s, v11.2s, v18.2s
	sshl	v28.2s, v19.2s, v31.2s
	sshl	v2.4h, v30.4h, v9.4h
	sshl	v12.4h, v22.4h, v30.4h
	sshl	v15.4h, v12.4h, v19.4h
	sshl	v21.4h, v11.4h, v15.4h
	sshl	v10.4s, v26.4s, v5.4s
	sshl	v25.4s, v18.4s, v2.4s
	sshl	v5.4s, v9.4s, v18.4s
	sshl	v17.4s, v29.4s, v8.4s
	sshl	v21.8b, v12.8b, v12.8b
	sshl	v4.8b, v26.8b, v25.8b
	sshl	v5.8b, v14.8b, v28.8b
	sshl	v15.8b, v21.8b, v24.8b
	sshl	v9.8h, v3.8h, v4.8h
	sshl	v29.8h, v5.8h, v2.8h
	sshl	v29.8h, v26.8h, v13.8h
	sshl	v20.8h, v4.8h, v23.8h
	sshr	d5, d23, #64
	sshr	d13, d27, #12
	sshr	d27, d15, #1
	sshr	d16, d27, #28
	sshr	v21.16b, v17.16b, #8
	sshr	v25.16b, v23.16b, #7
	sshr	v17.16b, v18.16b, #1
	sshr	v3.16b, v29.16b, #8
	sshr	v16.2d, v11.2d, #1
	sshr	v25.2d, v15.2d, #27
	sshr	v6.2d, v6.2d, #1
	sshr	v11.2d, v3.2d, #53
	sshr	v2.2s, v30.2s, #1
	sshr	v25.2s, v17.2s, #18
	sshr	v7.2s, v4.2s, #7
	sshr	v0.2s, v2.2s, #11
	sshr	v10.4h, v20.4h, #1
	sshr	v14.4h, v22.4h, #1
	sshr	v25.4h, v17.4h, #1
	sshr	v20.4h, v3.4h, #14
	sshr	v24.4s, v15.4s, #1
	sshr	v15.4s, v9.4s, #1
	sshr	v28.4s, v10.4s, #25
	sshr	v19.4s, v2.4s, #30
	sshr	v17.8b, v13.8b, #4
	sshr	v27.8b, v21.8b, #6
	sshr	v7.8b, v12.8b, #1
	sshr	v28.8b, v18.8b, #3
	sshr	v12.8h, v23.8h, #9
	sshr	v12.8h, v26.8h, #5
	sshr	v21.8h, v4.8h, #10
	sshr	v28.8h, v0.8h, #1
	ssra	d31, d14, #39
	ssra	d20, d29, #54
	ssra	d16, d29, #1
	ssra	d4, d27, #24
	ssra	v9.16b, v10.16b, #4
	ssra	v20.16b, v14.16b, #1
	ssra	v30.16b, v11.16b, #1
	ssra	v15.16b, v24.16b, #5
	ssra	v7.2d, v5.2d, #1
	ssra	v0.2d, v26.2d, #30
	ssra	v19.2d, v15.2d, #56
	ssra	v28.2d, v11.2d, #39
	ssra	v0.2s, v25.2s, #26
	ssra	v7.2s, v30.2s, #28
	ssra	v20.2s, v22.2s, #4
	ssra	v14.2s, v2.2s, #12
	ssra	v10.4h, v22.4h, #2
	ssra	v25.4h, v1.4h, #15
	ssra	v25.4h, v9.4h, #9
	ssra	v27.4h, v11.4h, #1
	ssra	v5.4s, v30.4s, #22
	ssra	v28.4s, v4.4s, #1
	ssra	v23.4s, v12.4s, #32
	ssra	v8.4s, v16.4s, #1
	ssra	v31.8b, v21.8b, #4
	ssra	v24.8b, v26.8b, #2
	ssra	v12.8b, v27.8b, #8
	ssra	v1.8b, v10.8b, #7
	ssra	v10.8h, v21.8h, #1
	ssra	v7.8h, v14.8h, #3
	ssra	v13.8h, v29.8h, #1
	ssra	v28.8h, v23.8h, #1
	ssubl	v12.2d, v0.2s, v29.2s
	ssubl	v10.2d, v27.2s, v26.2s
	ssubl	v4.2d, v26.2s, v6.2s
	ssubl	v29.2d, v20.2s, v20.2s
	ssubl2	v6.2d, v27.4s, v16.4s
	ssubl2	v21.2d, v10.4s, v27.4s
	ssubl2	v16.2d, v2.4s, v8.4s
	ssubl2	v27.2d, v22.4s, v3.4s
	ssubl	v11.4s, v30.4h, v21.4h
	ssubl	v31.4s, v4.4h, v20.4h
	ssubl	v22.4s, v4.4h, v9.4h
	ssubl	v18.4s, v15.4h, v5.4h
	ssubl2	v19.4s, v25.8h, v12.8h
	ssubl2	v11.4s, v24.8h, v2.8h
	ssubl2	v2.4s, v12.8h, v10.8h
	ssubl2	v6.4s, v6.8h, v26.8h
	ssubl	v10.8h, v29.8b, v4.8b
	ssubl	v2.8h, v28.8b, v20.8b
	ssubl	v21.8h, v29.8b, v9.8b
	ssubl	v18.8h, v6.8b, v12.8b
	ssubl2	v19.8h, v7.16b, v29.16b
	ssubl2	v28.8h, v28.16b, v16.16b
	ssubl2	v23.8h, v8.16b, v23.16b
	ssubl2	v20.8h, v30.16b, v9.16b
	ssubw	v21.2d, v31.2d, v4.2s
	ssubw	v12.2d, v31.2d, v2.2s
	ssubw	v11.2d, v28.2d, v26.2s
	ssubw	v12.2d, v24.2d, v18.2s
	ssubw2	v24.2d, v4.2d, v1.4s
	ssubw2	v2.2d, v16.2d, v10.4s
	ssubw2	v21.2d, v22.2d, v5.4s
	ssubw2	v12.2d, v9.2d, v23.4s
	ssubw	v15.4s, v30.4s, v22.4h
	ssubw	v12.4s, v10.4s, v27.4h
	ssubw	v0.4s, v18.4s, v18.4h
	ssubw	v13.4s, v4.4s, v2.4h
	ssubw2	v16.4s, v31.4s, v13.8h
	ssubw2	v29.4s, v18.4s, v29.8h
	ssubw2	v26.4s, v28.4s, v0.8h
	ssubw2	v6.4s, v31.4s, v16.8h
	ssubw	v22.8h, v17.8h, v5.8b
	ssubw	v15.8h, v23.8h, v27.8b
	ssubw	v13.8h, v20.8h, v22.8b
	ssubw	v15.8h, v1.8h, v30.8b
	ssubw2	v19.8h, v17.8h, v12.16b
	ssubw2	v20.8h, v20.8h, v15.16b
	ssubw2	v8.8h, v18.8h, v15.16b
	ssubw2	v6.8h, v14.8h, v16.16b
	st1	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x6]
	st1	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x18]
	st1	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x23]
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x12]
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x29], x14
	st1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x14], x29
	st1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x20], x3
	st1	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x10], x27
	st1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x16]
	st1	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x6]
	st1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x6]
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x1]
	st1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x9], x24
	st1	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x29], x2
	st1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x17], x25
	st1	{ v2.1d, v3.1d, v4.1d, v5.1d }, [x14], x22
	st1	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x25]
	st1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x9]
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x11]
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x21]
	st1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x29], x7
	st1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [sp], x2
	st1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x1], x16
	st1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x5], x27
	st1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x26]
	st1	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x26]
	st1	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x29]
	st1	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x3]
	st1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x15], x11
	st1	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x0], x17
	st1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x1], x0
	st1	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x8], x30
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x9]
	st1	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x16]
	st1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x7]
	st1	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x4]
	st1	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x8], x13
	st1	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x25], x27
	st1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x8], x9
	st1	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x19], x19
	st1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x14]
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x20]
	st1	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x12]
	st1	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x18]
	st1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x21], x18
	st1	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x4], x22
	st1	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x23], x11
	st1	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x23], x17
	st1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x11]
	st1	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x14]
	st1	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x8]
	st1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x30]
	st1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x2], x1
	st1	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x10], x27
	st1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x15], x20
	st1	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x29], x29
	st1	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x25]
	st1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x17]
	st1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x28]
	st1	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x29]
	st1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x2], x7
	st1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x28], x23
	st1	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x25], x22
	st1	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x6], x0
	st1	{ v26.16b }, [x14]
	st1	{ v29.16b }, [x26]
	st1	{ v23.16b }, [x0]
	st1	{ v13.16b }, [x18]
	st1	{ v4.16b }, [x15], x10
	st1	{ v6.16b }, [x25], x11
	st1	{ v14.16b }, [x15], x18
	st1	{ v10.16b }, [x29], x16
	st1	{ v13.1d }, [x7]
	st1	{ v21.1d }, [x11]
	st1	{ v22.1d }, [x15]
	st1	{ v28.1d }, [x4]
	st1	{ v4.1d }, [x21], x14
	st1	{ v17.1d }, [x22], x29
	st1	{ v3.1d }, [x24], x26
	st1	{ v12.1d }, [x16], x25
	st1	{ v31.2d }, [x17]
	st1	{ v13.2d }, [x27]
	st1	{ v13.2d }, [x16]
	st1	{ v20.2d }, [x20]
	st1	{ v25.2d }, [x12], x12
	st1	{ v9.2d }, [x10], x11
	st1	{ v2.2d }, [x0], x28
	st1	{ v18.2d }, [x14], x11
	st1	{ v17.2s }, [x11]
	st1	{ v19.2s }, [x20]
	st1	{ v2.2s }, [sp]
	st1	{ v22.2s }, [x5]
	st1	{ v19.2s }, [x12], x11
	st1	{ v12.2s }, [sp], x6
	st1	{ v28.2s }, [x4], x5
	st1	{ v26.2s }, [x28], x17
	st1	{ v7.4h }, [x4]
	st1	{ v26.4h }, [x2]
	st1	{ v31.4h }, [x8]
	st1	{ v5.4h }, [x18]
	st1	{ v22.4h }, [x10], x23
	st1	{ v28.4h }, [x19], x18
	st1	{ v29.4h }, [x15], x26
	st1	{ v5.4h }, [x21], x28
	st1	{ v27.4s }, [x20]
	st1	{ v27.4s }, [x5]
	st1	{ v0.4s }, [x25]
	st1	{ v17.4s }, [x29]
	st1	{ v8.4s }, [x4], x26
	st1	{ v7.4s }, [x23], x25
	st1	{ v28.4s }, [x10], x11
	st1	{ v3.4s }, [x2], x22
	st1	{ v5.8b }, [x23]
	st1	{ v30.8b }, [x8]
	st1	{ v22.8b }, [x0]
	st1	{ v8.8b }, [x13]
	st1	{ v3.8b }, [x6], x27
	st1	{ v5.8b }, [x27], x5
	st1	{ v22.8b }, [x13], x22
	st1	{ v22.8b }, [x24], x0
	st1	{ v21.8h }, [x24]
	st1	{ v10.8h }, [x3]
	st1	{ v8.8h }, [x27]
	st1	{ v23.8h }, [x9]
	st1	{ v28.8h }, [x6], x24
	st1	{ v24.8h }, [x11], x18
	st1	{ v5.8h }, [x20], x14
	st1	{ v5.8h }, [x8], x15
	st1	{ v25.16b, v26.16b, v27.16b }, [x12]
	st1	{ v2.16b, v3.16b, v4.16b }, [x11]
	st1	{ v22.16b, v23.16b, v24.16b }, [x29]
	st1	{ v23.16b, v24.16b, v25.16b }, [x26]
	st1	{ v21.16b, v22.16b, v23.16b }, [x22], x24
	st1	{ v12.16b, v13.16b, v14.16b }, [x23], x1
	st1	{ v2.16b, v3.16b, v4.16b }, [x3], x24
	st1	{ v15.16b, v16.16b, v17.16b }, [x14], x15
	st1	{ v27.1d, v28.1d, v29.1d }, [x19]
	st1	{ v30.1d, v31.1d, v0.1d }, [x17]
	st1	{ v26.1d, v27.1d, v28.1d }, [x9]
	st1	{ v19.1d, v20.1d, v21.1d }, [x26]
	st1	{ v5.1d, v6.1d, v7.1d }, [x2], x0
	st1	{ v10.1d, v11.1d, v12.1d }, [x25], x3
	st1	{ v0.1d, v1.1d, v2.1d }, [x8], x9
	st1	{ v9.1d, v10.1d, v11.1d }, [x26], x9
	st1	{ v24.2d, v25.2d, v26.2d }, [sp]
	st1	{ v7.2d, v8.2d, v9.2d }, [x25]
	st1	{ v4.2d, v5.2d, v6.2d }, [x2]
	st1	{ v21.2d, v22.2d, v23.2d }, [x30]
	st1	{ v22.2d, v23.2d, v24.2d }, [x18], x9
	st1	{ v23.2d, v24.2d, v25.2d }, [x6], x8
	st1	{ v12.2d, v13.2d, v14.2d }, [x4], x13
	st1	{ v20.2d, v21.2d, v22.2d }, [x13], x20
	st1	{ v28.2s, v29.2s, v30.2s }, [x5]
	st1	{ v20.2s, v21.2s, v22.2s }, [x16]
	st1	{ v18.2s, v19.2s, v20.2s }, [x5]
	st1	{ v21.2s, v22.2s, v23.2s }, [x10]
	st1	{ v2.2s, v3.2s, v4.2s }, [x16], x27
	st1	{ v18.2s, v19.2s, v20.2s }, [x29], x30
	st1	{ v16.2s, v17.2s, v18.2s }, [x0], x17
	st1	{ v26.2s, v27.2s, v28.2s }, [x25], x1
	st1	{ v4.4h, v5.4h, v6.4h }, [x21]
	st1	{ v28.4h, v29.4h, v30.4h }, [x17]
	st1	{ v20.4h, v21.4h, v22.4h }, [x20]
	st1	{ v24.4h, v25.4h, v26.4h }, [x7]
	st1	{ v1.4h, v2.4h, v3.4h }, [x6], x2
	st1	{ v30.4h, v31.4h, v0.4h }, [x12], x5
	st1	{ v20.4h, v21.4h, v22.4h }, [x3], x18
	st1	{ v20.4h, v21.4h, v22.4h }, [x0], x24
	st1	{ v1.4s, v2.4s, v3.4s }, [x15]
	st1	{ v22.4s, v23.4s, v24.4s }, [x10]
	st1	{ v23.4s, v24.4s, v25.4s }, [x18]
	st1	{ v31.4s, v0.4s, v1.4s }, [x9]
	st1	{ v0.4s, v1.4s, v2.4s }, [x10], x1
	st1	{ v21.4s, v22.4s, v23.4s }, [x18], x20
	st1	{ v23.4s, v24.4s, v25.4s }, [x23], x0
	st1	{ v21.4s, v22.4s, v23.4s }, [x17], x15
	st1	{ v23.8b, v24.8b, v25.8b }, [x15]
	st1	{ v7.8b, v8.8b, v9.8b }, [x13]
	st1	{ v24.8b, v25.8b, v26.8b }, [x13]
	st1	{ v1.8b, v2.8b, v3.8b }, [x8]
	st1	{ v11.8b, v12.8b, v13.8b }, [x28], x1
	st1	{ v10.8b, v11.8b, v12.8b }, [x0], x25
	st1	{ v21.8b, v22.8b, v23.8b }, [x2], #24
	st1	{ v11.8b, v12.8b, v13.8b }, [x5], x16
	st1	{ v24.8h, v25.8h, v26.8h }, [x18]
	st1	{ v14.8h, v15.8h, v16.8h }, [x25]
	st1	{ v26.8h, v27.8h, v28.8h }, [x24]
	st1	{ v19.8h, v20.8h, v21.8h }, [x20]
	st1	{ v16.8h, v17.8h, v18.8h }, [x21], x18
	st1	{ v28.8h, v29.8h, v30.8h }, [x19], x11
	st1	{ v28.8h, v29.8h, v30.8h }, [x23], x29
	st1	{ v17.8h, v18.8h, v19.8h }, [x25], x24
	st1	{ v1.16b, v2.16b }, [x10]
	st1	{ v3.16b, v4.16b }, [x26]
	st1	{ v7.16b, v8.16b }, [x18]
	st1	{ v21.16b, v22.16b }, [x0]
	st1	{ v26.16b, v27.16b }, [x10], x0
	st1	{ v14.16b, v15.16b }, [x5], x15
	st1	{ v7.16b, v8.16b }, [x0], x2
	st1	{ v8.16b, v9.16b }, [x4], x20
	st1	{ v23.1d, v24.1d }, [x25]
	st1	{ v3.1d, v4.1d }, [x7]
	st1	{ v14.1d, v15.1d }, [x21]
	st1	{ v25.1d, v26.1d }, [x20]
	st1	{ v24.1d, v25.1d }, [x25], x23
	st1	{ v1.1d, v2.1d }, [x18], x30
	st1	{ v12.1d, v13.1d }, [x3], x12
	st1	{ v8.1d, v9.1d }, [x1], x15
	st1	{ v2.2d, v3.2d }, [x27]
	st1	{ v15.2d, v16.2d }, [x24]
	st1	{ v17.2d, v18.2d }, [x10]
	st1	{ v16.2d, v17.2d }, [x22]
	st1	{ v2.2d, v3.2d }, [x16], x15
	st1	{ v30.2d, v31.2d }, [x25], x25
	st1	{ v25.2d, v26.2d }, [x19], x26
	st1	{ v16.2d, v17.2d }, [x4], x10
	st1	{ v30.2s, v31.2s }, [x24]
	st1	{ v6.2s, v7.2s }, [x22]
	st1	{ v5.2s, v6.2s }, [x27]
	st1	{ v19.2s, v20.2s }, [x2]
	st1	{ v23.2s, v24.2s }, [x27], x21
	st1	{ v25.2s, v26.2s }, [x22], x7
	st1	{ v9.2s, v10.2s }, [x26], x18
	st1	{ v30.2s, v31.2s }, [x26], x9
	st1	{ v7.4h, v8.4h }, [x11]
	st1	{ v30.4h, v31.4h }, [x13]
	st1	{ v19.4h, v20.4h }, [x12]
	st1	{ v8.4h, v9.4h }, [x7]
	st1	{ v13.4h, v14.4h }, [x9], x6
	st1	{ v9.4h, v10.4h }, [x25], x1
	st1	{ v6.4h, v7.4h }, [sp], #16
	st1	{ v15.4h, v16.4h }, [x26], x19
	st1	{ v28.4s, v29.4s }, [x10]
	st1	{ v0.4s, v1.4s }, [x10]
	st1	{ v8.4s, v9.4s }, [x1]
	st1	{ v8.4s, v9.4s }, [x3]
	st1	{ v27.4s, v28.4s }, [x25], x7
	st1	{ v3.4s, v4.4s }, [x2], x10
	st1	{ v18.4s, v19.4s }, [x12], x13
	st1	{ v23.4s, v24.4s }, [x3], x10
	st1	{ v19.8b, v20.8b }, [x25]
	st1	{ v22.8b, v23.8b }, [x29]
	st1	{ v23.8b, v24.8b }, [x21]
	st1	{ v9.8b, v10.8b }, [x26]
	st1	{ v17.8b, v18.8b }, [x4], x10
	st1	{ v21.8b, v22.8b }, [x18], x11
	st1	{ v10.8b, v11.8b }, [x30], x28
	st1	{ v31.8b, v0.8b }, [x23], x25
	st1	{ v8.8h, v9.8h }, [x2]
	st1	{ v7.8h, v8.8h }, [x26]
	st1	{ v22.8h, v23.8h }, [x28]
	st1	{ v10.8h, v11.8h }, [x8]
	st1	{ v6.8h, v7.8h }, [x27], x16
	st1	{ v20.8h, v21.8h }, [x25], x29
	st1	{ v15.8h, v16.8h }, [x2], x18
	st1	{ v28.8h, v29.8h }, [x6], x16
	st1	{ v17.b }[3], [x5]
	st1	{ v24.b }[1], [x24]
	st1	{ v23.b }[14], [x4]
	st1	{ v21.b }[13], [x17]
	st1	{ v22.b }[15], [x24], x16
	st1	{ v26.b }[15], [x3], x7
	st1	{ v8.b }[1], [x30], x13
	st1	{ v15.b }[9], [x14], x4
	st1	{ v22.d }[0], [x6]
	st1	{ v17.d }[1], [x16]
	st1	{ v23.d }[1], [x16]
	st1	{ v21.d }[1], [x12]
	st1	{ v29.d }[1], [x0], x8
	st1	{ v10.d }[0], [x1], x1
	st1	{ v20.d }[1], [x19], x5
	st1	{ v0.d }[1], [x9], #8
	st1	{ v22.h }[5], [x1]
	st1	{ v10.h }[6], [x8]
	st1	{ v10.h }[2], [x4]
	st1	{ v2.h }[0], [x17]
	st1	{ v2.h }[1], [x20], x17
	st1	{ v1.h }[4], [x0], x29
	st1	{ v23.h }[3], [x24], x16
	st1	{ v9.h }[3], [x1], x25
	st1	{ v17.s }[0], [x23]
	st1	{ v12.s }[1], [x4]
	st1	{ v24.s }[3], [x24]
	st1	{ v9.s }[0], [x30]
	st1	{ v3.s }[3], [x30], x20
	st1	{ v17.s }[2], [x29], x5
	st1	{ v29.s }[0], [x18], x12
	st1	{ v23.s }[3], [x0], x16
	st2	{ v5.b, v6.b }[5], [x26]
	st2	{ v20.b, v21.b }[12], [x19]
	st2	{ v19.b, v20.b }[0], [x3]
	st2	{ v1.b, v2.b }[2], [x3]
	st2	{ v12.b, v13.b }[2], [x5], x21
	st2	{ v3.b, v4.b }[12], [x0], x27
	st2	{ v13.b, v14.b }[1], [x20], x20
	st2	{ v31.b, v0.b }[8], [x7], x10
	st2	{ v15.d, v16.d }[0], [x23]
	st2	{ v6.d, v7.d }[1], [x9]
	st2	{ v21.d, v22.d }[1], [sp]
	st2	{ v7.d, v8.d }[0], [x18]
	st2	{ v11.d, v12.d }[0], [x25], x11
	st2	{ v16.d, v17.d }[0], [x9], x10
	st2	{ v25.d, v26.d }[0], [x30], x11
	st2	{ v23.d, v24.d }[1], [x6], x16
	st2	{ v7.h, v8.h }[6], [x16]
	st2	{ v21.h, v22.h }[7], [x20]
	st2	{ v13.h, v14.h }[4], [x1]
	st2	{ v14.h, v15.h }[6], [x11]
	st2	{ v12.h, v13.h }[0], [x26], x16
	st2	{ v19.h, v20.h }[7], [x4], x15
	st2	{ v13.h, v14.h }[0], [x9], x10
	st2	{ v25.h, v26.h }[5], [x28], x1
	st2	{ v9.s, v10.s }[1], [x30]
	st2	{ v11.s, v12.s }[0], [x8]
	st2	{ v13.s, v14.s }[3], [x14]
	st2	{ v20.s, v21.s }[0], [sp]
	st2	{ v18.s, v19.s }[2], [x11], x29
	st2	{ v0.s, v1.s }[2], [x24], x4
	st2	{ v20.s, v21.s }[2], [x12], x13
	st2	{ v8.s, v9.s }[2], [x17], x13
	st2	{ v16.16b, v17.16b }, [x27]
	st2	{ v10.16b, v11.16b }, [x18]
	st2	{ v0.16b, v1.16b }, [x13]
	st2	{ v5.16b, v6.16b }, [sp]
	st2	{ v4.16b, v5.16b }, [x7], x6
	st2	{ v13.16b, v14.16b }, [x25], x19
	st2	{ v25.16b, v26.16b }, [x21], x6
	st2	{ v23.16b, v24.16b }, [x4], x27
	st2	{ v20.2d, v21.2d }, [x9]
	st2	{ v6.2d, v7.2d }, [x20]
	st2	{ v30.2d, v31.2d }, [sp]
	st2	{ v18.2d, v19.2d }, [x2]
	st2	{ v15.2d, v16.2d }, [x5], x1
	st2	{ v20.2d, v21.2d }, [x24], x19
	st2	{ v27.2d, v28.2d }, [x11], x23
	st2	{ v6.2d, v7.2d }, [x17], x21
	st2	{ v31.2s, v0.2s }, [x26]
	st2	{ v29.2s, v30.2s }, [x1]
	st2	{ v17.2s, v18.2s }, [x27]
	st2	{ v22.2s, v23.2s }, [x28]
	st2	{ v16.2s, v17.2s }, [x27], x12
	st2	{ v19.2s, v20.2s }, [x9], x4
	st2	{ v16.2s, v17.2s }, [x23], x9
	st2	{ v22.2s, v23.2s }, [x15], x30
	st2	{ v12.4h, v13.4h }, [x9]
	st2	{ v8.4h, v9.4h }, [x6]
	st2	{ v19.4h, v20.4h }, [x17]
	st2	{ v1.4h, v2.4h }, [x5]
	st2	{ v24.4h, v25.4h }, [x25], x21
	st2	{ v14.4h, v15.4h }, [x28], x12
	st2	{ v28.4h, v29.4h }, [x16], x30
	st2	{ v8.4h, v9.4h }, [x7], x27
	st2	{ v30.4s, v31.4s }, [x3]
	st2	{ v15.4s, v16.4s }, [x16]
	st2	{ v26.4s, v27.4s }, [x8]
	st2	{ v2.4s, v3.4s }, [x6]
	st2	{ v2.4s, v3.4s }, [x0], x1
	st2	{ v30.4s, v31.4s }, [x10], x15
	st2	{ v30.4s, v31.4s }, [x23], x1
	st2	{ v5.4s, v6.4s }, [x23], x25
	st2	{ v16.8b, v17.8b }, [x16]
	st2	{ v18.8b, v19.8b }, [x23]
	st2	{ v15.8b, v16.8b }, [x30]
	st2	{ v8.8b, v9.8b }, [x13]
	st2	{ v5.8b, v6.8b }, [x28], x21
	st2	{ v2.8b, v3.8b }, [x10], x14
	st2	{ v10.8b, v11.8b }, [x11], x10
	st2	{ v11.8b, v12.8b }, [x15], x16
	st2	{ v31.8h, v0.8h }, [x8]
	st2	{ v16.8h, v17.8h }, [x2]
	st2	{ v25.8h, v26.8h }, [x17]
	st2	{ v6.8h, v7.8h }, [x24]
	st2	{ v7.8h, v8.8h }, [x22], x29
	st2	{ v11.8h, v12.8h }, [x9], x9
	st2	{ v6.8h, v7.8h }, [x25], x4
	st2	{ v8.8h, v9.8h }, [x0], x10
	st3	{ v3.b, v4.b, v5.b }[7], [x23]
	st3	{ v10.b, v11.b, v12.b }[7], [x6]
	st3	{ v1.b, v2.b, v3.b }[0], [x8]
	st3	{ v13.b, v14.b, v15.b }[14], [x16]
	st3	{ v21.b, v22.b, v23.b }[10], [x12], x8
	st3	{ v21.b, v22.b, v23.b }[0], [x10], x15
	st3	{ v12.b, v13.b, v14.b }[3], [x13], x1
	st3	{ v15.b, v16.b, v17.b }[0], [x22], x0
	st3	{ v20.d, v21.d, v22.d }[1], [x10]
	st3	{ v11.d, v12.d, v13.d }[1], [x22]
	st3	{ v26.d, v27.d, v28.d }[1], [x8]
	st3	{ v16.d, v17.d, v18.d }[1], [x30]
	st3	{ v9.d, v10.d, v11.d }[1], [x4], x21
	st3	{ v9.d, v10.d, v11.d }[0], [sp], x2
	st3	{ v13.d, v14.d, v15.d }[0], [x5], x13
	st3	{ v25.d, v26.d, v27.d }[1], [x28], x25
	st3	{ v3.h, v4.h, v5.h }[0], [x22]
	st3	{ v17.h, v18.h, v19.h }[2], [x29]
	st3	{ v8.h, v9.h, v10.h }[3], [x20]
	st3	{ v17.h, v18.h, v19.h }[4], [x7]
	st3	{ v3.h, v4.h, v5.h }[5], [x29], x1
	st3	{ v2.h, v3.h, v4.h }[3], [x10], #6
	st3	{ v18.h, v19.h, v20.h }[2], [x4], x2
	st3	{ v14.h, v15.h, v16.h }[3], [x24], x24
	st3	{ v30.s, v31.s, v0.s }[0], [x7]
	st3	{ v29.s, v30.s, v31.s }[0], [x29]
	st3	{ v8.s, v9.s, v10.s }[2], [x5]
	st3	{ v26.s, v27.s, v28.s }[3], [x18]
	st3	{ v0.s, v1.s, v2.s }[2], [x17], x19
	st3	{ v2.s, v3.s, v4.s }[0], [x28], x14
	st3	{ v22.s, v23.s, v24.s }[0], [x23], x0
	st3	{ v20.s, v21.s, v22.s }[3], [x20], x7
	st3	{ v19.16b, v20.16b, v21.16b }, [x15]
	st3	{ v9.16b, v10.16b, v11.16b }, [x30]
	st3	{ v11.16b, v12.16b, v13.16b }, [x23]
	st3	{ v29.16b, v30.16b, v31.16b }, [x25]
	st3	{ v11.16b, v12.16b, v13.16b }, [x5], x2
	st3	{ v6.16b, v7.16b, v8.16b }, [x5], x28
	st3	{ v30.16b, v31.16b, v0.16b }, [x24], x23
	st3	{ v5.16b, v6.16b, v7.16b }, [x16], x23
	st3	{ v18.2d, v19.2d, v20.2d }, [x4]
	st3	{ v1.2d, v2.2d, v3.2d }, [x25]
	st3	{ v22.2d, v23.2d, v24.2d }, [sp]
	st3	{ v3.2d, v4.2d, v5.2d }, [x6]
	st3	{ v26.2d, v27.2d, v28.2d }, [x28], x10
	st3	{ v27.2d, v28.2d, v29.2d }, [x21], x0
	st3	{ v21.2d, v22.2d, v23.2d }, [x0], x4
	st3	{ v29.2d, v30.2d, v31.2d }, [x22], x1
	st3	{ v18.2s, v19.2s, v20.2s }, [x13]
	st3	{ v17.2s, v18.2s, v19.2s }, [x27]
	st3	{ v2.2s, v3.2s, v4.2s }, [x27]
	st3	{ v7.2s, v8.2s, v9.2s }, [x25]
	st3	{ v9.2s, v10.2s, v11.2s }, [x12], x27
	st3	{ v2.2s, v3.2s, v4.2s }, [x14], x23
	st3	{ v4.2s, v5.2s, v6.2s }, [x16], x25
	st3	{ v3.2s, v4.2s, v5.2s }, [x16], x20
	st3	{ v10.4h, v11.4h, v12.4h }, [x11]
	st3	{ v26.4h, v27.4h, v28.4h }, [x23]
	st3	{ v5.4h, v6.4h, v7.4h }, [x29]
	st3	{ v3.4h, v4.4h, v5.4h }, [x7]
	st3	{ v4.4h, v5.4h, v6.4h }, [x7], x20
	st3	{ v25.4h, v26.4h, v27.4h }, [sp], x24
	st3	{ v13.4h, v14.4h, v15.4h }, [x9], x19
	st3	{ v16.4h, v17.4h, v18.4h }, [x18], x13
	st3	{ v22.4s, v23.4s, v24.4s }, [x20]
	st3	{ v28.4s, v29.4s, v30.4s }, [x3]
	st3	{ v9.4s, v10.4s, v11.4s }, [sp]
	st3	{ v8.4s, v9.4s, v10.4s }, [x21]
	st3	{ v27.4s, v28.4s, v29.4s }, [x28], x29
	st3	{ v7.4s, v8.4s, v9.4s }, [x26], x19
	st3	{ v12.4s, v13.4s, v14.4s }, [x9], #48
	st3	{ v12.4s, v13.4s, v14.4s }, [x2], x16
	st3	{ v29.8b, v30.8b, v31.8b }, [x25]
	st3	{ v20.8b, v21.8b, v22.8b }, [x17]
	st3	{ v23.8b, v24.8b, v25.8b }, [x23]
	st3	{ v3.8b, v4.8b, v5.8b }, [x3]
	st3	{ v6.8b, v7.8b, v8.8b }, [x29], x21
	st3	{ v20.8b, v21.8b, v22.8b }, [x16], x9
	st3	{ v23.8b, v24.8b, v25.8b }, [x0], x28
	st3	{ v9.8b, v10.8b, v11.8b }, [x20], x19
	st3	{ v10.8h, v11.8h, v12.8h }, [x2]
	st3	{ v13.8h, v14.8h, v15.8h }, [x6]
	st3	{ v8.8h, v9.8h, v10.8h }, [x12]
	st3	{ v14.8h, v15.8h, v16.8h }, [x16]
	st3	{ v16.8h, v17.8h, v18.8h }, [x3], x2
	st3	{ v16.8h, v17.8h, v18.8h }, [x20], x7
	st3	{ v18.8h, v19.8h, v20.8h }, [x18], x24
	st3	{ v2.8h, v3.8h, v4.8h }, [x23], x13
	st4	{ v7.b, v8.b, v9.b, v10.b }[2], [x9]
	st4	{ v21.b, v22.b, v23.b, v24.b }[2], [x15]
	st4	{ v16.b, v17.b, v18.b, v19.b }[15], [x24]
	st4	{ v15.b, v16.b, v17.b, v18.b }[2], [x30]
	st4	{ v29.b, v30.b, v31.b, v0.b }[15], [x7], x14
	st4	{ v12.b, v13.b, v14.b, v15.b }[7], [x19], x22
	st4	{ v5.b, v6.b, v7.b, v8.b }[0], [x26], x1
	st4	{ v26.b, v27.b, v28.b, v29.b }[15], [x21], x26
	st4	{ v31.d, v0.d, v1.d, v2.d }[1], [x24]
	st4	{ v16.d, v17.d, v18.d, v19.d }[0], [x4]
	st4	{ v8.d, v9.d, v10.d, v11.d }[1], [x27]
	st4	{ v15.d, v16.d, v17.d, v18.d }[0], [x16]
	st4	{ v2.d, v3.d, v4.d, v5.d }[1], [x30], x10
	st4	{ v14.d, v15.d, v16.d, v17.d }[0], [x19], x12
	st4	{ v17.d, v18.d, v19.d, v20.d }[0], [x30], x4
	st4	{ v11.d, v12.d, v13.d, v14.d }[1], [x20], x0
	st4	{ v1.h, v2.h, v3.h, v4.h }[3], [x19]
	st4	{ v5.h, v6.h, v7.h, v8.h }[0], [x10]
	st4	{ v13.h, v14.h, v15.h, v16.h }[0], [x17]
	st4	{ v18.h, v19.h, v20.h, v21.h }[2], [x10]
	st4	{ v7.h, v8.h, v9.h, v10.h }[0], [x13], x14
	st4	{ v1.h, v2.h, v3.h, v4.h }[1], [x22], x18
	st4	{ v5.h, v6.h, v7.h, v8.h }[5], [x30], x1
	st4	{ v8.h, v9.h, v10.h, v11.h }[5], [x12], x2
	st4	{ v16.s, v17.s, v18.s, v19.s }[0], [sp]
	st4	{ v23.s, v24.s, v25.s, v26.s }[0], [x24]
	st4	{ v4.s, v5.s, v6.s, v7.s }[3], [x13]
	st4	{ v15.s, v16.s, v17.s, v18.s }[0], [x6]
	st4	{ v13.s, v14.s, v15.s, v16.s }[3], [x18], x3
	st4	{ v13.s, v14.s, v15.s, v16.s }[2], [x11], x11
	st4	{ v19.s, v20.s, v21.s, v22.s }[1], [x13], x7
	st4	{ v31.s, v0.s, v1.s, v2.s }[3], [x0], x25
	st4	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x12]
	st4	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x1]
	st4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x22]
	st4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x24]
	st4	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x1], x3
	st4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x4], x29
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x4], x10
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x3], x8
	st4	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x2]
	st4	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x1]
	st4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x4]
	st4	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x6]
	st4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x26], x29
	st4	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x11], x6
	st4	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x5], x29
	st4	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x22], x30
	st4	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x2]
	st4	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x24]
	st4	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x0]
	st4	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x18]
	st4	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x6], x28
	st4	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x19], x22
	st4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x26], x30
	st4	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x7], x9
	st4	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x7]
	st4	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x20]
	st4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x6]
	st4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x20]
	st4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x3], x10
	st4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x6], x7
	st4	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x8], x0
	st4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x24], x9
	st4	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x22]
	st4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x22]
	st4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x8]
	st4	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x26]
	st4	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x6], x23
	st4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x3], x7
	st4	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x18], x7
	st4	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x5], x16
	st4	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x22]
	st4	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x12]
	st4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x6]
	st4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x5]
	st4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x15], x1
	st4	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x9], x2
	st4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x29], x17
	st4	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x16], x6
	st4	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x16]
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [sp]
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x25]
	st4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x20]
	st4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x20], x8
	st4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x5], x12
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x15], x14
	st4	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x0], x21
	stlr	w11, [x7]
	stlr	w7, [x13]
	stlr	w8, [x2]
	stlr	w13, [x16]
	stlr	x25, [x9]
	stlr	x3, [x28]
	stlr	x28, [x9]
	stlr	x15, [x2]
	stlrb	w18, [x15]
	stlrb	w23, [x25]
	stlrb	w23, [x8]
	stlrb	w5, [x6]
	stlrh	w20, [sp]
	stlrh	w15, [x8]
	stlrh	w23, [x13]
	stlrh	w1, [x11]
	stlxp	w27, w25, w10, [x12]
	stlxp	wzr, w16, w17, [x4]
	stlxp	w26, w7, w24, [x16]
	stlxp	w6, w1, w26, [x23]
	stlxp	w15, x25, xzr, [x0]
	stlxp	w9, x6, x12, [x6]
	stlxp	w25, x26, x0, [x15]
	stlxp	w24, x8, x9, [x6]
	stlxr	w26, w1, [x21]
	stlxr	w4, w21, [x20]
	stlxr	w15, w7, [sp]
	stlxr	w20, w2, [x16]
	stlxr	w28, x13, [x11]
	stlxr	w28, x2, [x29]
	stlxr	w13, x15, [x22]
	stlxr	w23, x28, [sp]
	stlxrb	w28, w11, [x21]
	stlxrb	w13, w24, [x29]
	stlxrb	w0, w18, [x3]
	stlxrb	w11, w10, [x30]
	stlxrh	w1, w27, [x2]
	stlxrh	w22, w8, [x12]
	stlxrh	w24, w2, [x13]
	stlxrh	w2, w7, [x28]
	stnp	d0, d4, [x21]
	stnp	d16, d22, [x13, #336]
	stnp	d10, d29, [sp, #344]
	stnp	d8, d26, [x18, #416]
	stnp	q4, q16, [x16]
	stnp	q24, q21, [x16, #784]
	stnp	q28, q18, [x3, #-608]
	stnp	q2, q30, [x0, #-400]
	stnp	s25, s30, [x14, #252]
	stnp	s16, s27, [x7]
	stnp	s29, s24, [x6, #172]
	stnp	s30, s12, [x28, #20]
	stnp	w30, w5, [x10]
	stnp	w20, w15, [x7, #-176]
	stnp	w2, w28, [x12]
	stnp	w15, w29, [x29]
	stnp	x24, x21, [x23]
	stnp	x21, x28, [x28, #-8]
	stnp	x7, x25, [x17]
	stnp	x19, x20, [x3, #480]
	stp	d9, d8, [x14, #-400]
	stp	d21, d22, [x10, #-8]
	stp	d16, d14, [x15, #-56]
	stp	d27, d1, [x18, #-64]
	stp	d16, d11, [sp], #24
	stp	d11, d20, [x6], #-168
	stp	d0, d16, [x12], #-8
	stp	d21, d10, [x13], #-296
	stp	d28, d28, [x8, #0]!
	stp	d13, d1, [x20, #0]!
	stp	d21, d12, [x28, #400]!
	stp	d9, d27, [x25, #-8]!
	stp	q24, q4, [x10, #960]
	stp	q6, q12, [x25, #624]
	stp	q5, q26, [x11, #880]
	stp	q2, q22, [x18]
	stp	q3, q26, [x7], #-544
	stp	q26, q23, [x26], #0
	stp	q30, q24, [x25], #960
	stp	q26, q7, [x17], #896
	stp	q9, q0, [x30, #-112]!
	stp	q4, q27, [x11, #128]!
	stp	q6, q6, [x15, #512]!
	stp	q2, q16, [x6, #-1024]!
	stp	s0, s2, [x11, #24]
	stp	s3, s14, [x16]
	stp	s1, s21, [x17]
	stp	s1, s18, [x17]
	stp	s19, s2, [x15], #-12
	stp	s28, s19, [x7], #192
	stp	s22, s28, [x22], #-108
	stp	s28, s14, [x4], #-4
	stp	s3, s24, [x5, #168]!
	stp	s30, s15, [x26, #192]!
	stp	s27, s14, [x24, #76]!
	stp	s29, s30, [x29, #76]!
	stp	w10, w23, [x21]
	stp	w25, w3, [x30]
	stp	w12, w15, [x13, #-20]
	stp	w16, wzr, [x11]
	stp	w12, w7, [x11], #188
	stp	w25, w3, [x22], #-44
	stp	w16, w7, [x2], #-228
	stp	w28, w22, [x10], #112
	stp	w30, w22, [x21, #92]!
	stp	w13, w26, [x19, #144]!
	stp	w22, w18, [x6, #116]!
	stp	w10, w10, [x9, #156]!
	stp	x23, x23, [x6, #88]
	stp	x25, x0, [x14, #448]
	stp	x6, x27, [x17, #232]
	stp	x3, x27, [x19]
	stp	xzr, x9, [x15], #-56
	stp	x29, x2, [x16], #-384
	stp	x15, x5, [x2], #-512
	stp	x30, x4, [x16], #-176
	stp	x12, x16, [x15, #-464]!
	stp	x14, x27, [x7, #-8]!
	stp	x1, x0, [x8, #-128]!
	stp	x10, x5, [x25, #112]!
	stur	b11, [x8, #-229]
	stur	b13, [x15, #-180]
	stur	b5, [x24, #32]
	stur	b7, [x20, #55]
	str	b12, [x9], #192
	str	b4, [x13], #-147
	str	b6, [x14], #-60
	str	b21, [x8], #181
	str	b3, [x29, #-1]!
	str	b16, [x30, #-107]!
	str	b31, [x18, #60]!
	str	b17, [x20, #42]!
	str	b6, [x8, w25, uxtw]
	str	b22, [x0, wzr, sxtw]
	str	b26, [x28, w0, sxtw]
	str	b20, [x20, w4, uxtw #0]
	str	b11, [x19, x10]
	str	b1, [x29, x8, lsl #0]
	str	b4, [x10, x12, sxtx #0]
	str	b0, [x12, x14, sxtx]
	str	b13, [x16, #3317]
	str	b7, [x14]
	str	b31, [x29]
	str	b20, [x1]
	sturb	w24, [x14]
	sturb	w30, [x18, #42]
	sturb	w20, [x22]
	sturb	w6, [x14]
	strb	w24, [x18], #-61
	strb	w9, [x21], #-206
	strb	w25, [x14], #64
	strb	w15, [x21], #-256
	strb	w30, [x17, #135]!
	strb	w20, [x29, #0]!
	strb	w3, [x16, #155]!
	strb	w9, [x21, #18]!
	strb	w25, [x4, w6, uxtw]
	strb	wzr, [x15, w30, sxtw]
	strb	w0, [x18, w22, sxtw]
	strb	w20, [x23, w9, uxtw]
	strb	w25, [x29, x27, sxtx]
	strb	w10, [x1, x12, lsl #0]
	strb	w12, [x25, x26, lsl #0]
	strb	w28, [x14, x5]
	strb	w13, [x22, #4088]
	strb	w9, [x12, #3000]
	strb	w2, [x26]
	strb	w9, [x9, #3219]
	stur	d15, [x21]
	stur	d3, [x13, #255]
	stur	d3, [x29]
	stur	d30, [x16, #-67]
	str	d18, [x8], #-48
	str	d18, [x13], #-20
	str	d0, [x1], #-47
	str	d25, [x25], #-255
	str	d8, [x16, #160]!
	str	d30, [x3, #40]!
	str	d0, [x15, #151]!
	str	d0, [x6, #-53]!
	str	d21, [x18, w9, sxtw #3]
	str	d18, [x20, w29, uxtw]
	str	d23, [x30, w21, uxtw]
	str	d28, [x21, w16, uxtw]
	str	d16, [x28, x23]
	str	d24, [x27, x29, sxtx #3]
	str	d18, [x23, x30, sxtx #3]
	str	d29, [x30, x6, sxtx #3]
	str	d5, [x10, #184]
	str	d6, [x1, #31568]
	str	d31, [x21]
	str	d27, [x17]
	stur	h19, [x5, #-83]
	stur	h18, [x11]
	stur	h17, [x8, #-213]
	stur	h28, [x15]
	str	h18, [x14], #75
	str	h20, [x4], #-50
	str	h6, [x14], #-110
	str	h14, [x0], #-71
	str	h31, [x23, #233]!
	str	h21, [x1, #239]!
	str	h26, [x24, #114]!
	str	h14, [x12, #-224]!
	str	h2, [x24, w28, uxtw #1]
	str	h11, [x9, w0, sxtw]
	str	h14, [x30, w2, uxtw #1]
	str	h19, [x1, w25, sxtw #1]
	str	h11, [x12, x29, sxtx]
	str	h11, [x10, x26, lsl #1]
	str	h28, [x15, x1]
	str	h3, [x8, x13]
	str	h29, [x29, #5722]
	str	h19, [x16]
	str	h7, [x19, #212]
	str	h31, [sp, #3514]
	sturh	w20, [x4, #-131]
	sturh	w28, [x3]
	sturh	w11, [x26]
	sturh	w18, [x26, #-161]
	strh	w2, [sp], #0
	strh	w24, [x2], #74
	strh	w12, [x15], #-136
	strh	w30, [x3], #37
	strh	w15, [x14, #130]!
	strh	w11, [x26, #24]!
	strh	w9, [x21, #195]!
	strh	w20, [x0, #119]!
	strh	w13, [x6, w28, sxtw #1]
	strh	w5, [x4, w19, uxtw #1]
	strh	w1, [x21, w11, uxtw #1]
	strh	w8, [x18, w5, sxtw]
	strh	w19, [x6, x12]
	strh	w4, [x8, x29, sxtx]
	strh	w27, [x19, x12, sxtx]
	strh	w19, [x2, x22]
	strh	w14, [x6]
	strh	w24, [x13, #774]
	strh	w26, [x14]
	strh	w20, [x1]
	stur	q4, [x26]
	stur	q4, [x19]
	stur	q29, [x0, #1]
	stur	q3, [x18, #-1]
	str	q25, [x23], #-115
	str	q12, [x12], #112
	str	q14, [x22], #1
	str	q25, [x4], #-91
	str	q31, [x30, #-54]!
	str	q17, [x4, #-168]!
	str	q25, [x3, #-55]!
	str	q10, [x24, #-256]!
	str	q29, [x7, wzr, sxtw #4]
	str	q28, [x7, w13, uxtw]
	str	q3, [x25, w22, uxtw]
	str	q6, [x2, w28, sxtw #4]
	str	q10, [x20, x8, sxtx #4]
	str	q31, [x1, x13, sxtx #4]
	str	q20, [x16, x18, lsl #4]
	str	q18, [x2, x0, lsl #4]
	str	q3, [x10]
	str	q14, [x26]
	str	q28, [x25]
	str	q10, [x3, #34048]
	stur	s2, [x1, #-1]
	stur	s11, [x6]
	stur	s19, [x1, #52]
	stur	s19, [x18, #-163]
	str	s27, [x26], #-99
	str	s26, [x6], #187
	str	s2, [x23], #230
	str	s30, [x0], #255
	str	s18, [x25, #-231]!
	str	s30, [x18, #-134]!
	str	s24, [x23, #23]!
	str	s10, [x1, #253]!
	str	s16, [x26, w28, uxtw #2]
	str	s21, [sp, w30, sxtw]
	str	s21, [x20, w2, uxtw #2]
	str	s21, [x24, w14, sxtw]
	str	s18, [x21, x14, sxtx]
	str	s20, [x30, x28, lsl #2]
	str	s23, [x21, x22, sxtx]
	str	s6, [x29, x2, sxtx #2]
	str	s1, [x28, #16380]
	str	s19, [x30]
	str	s10, [x21, #7996]
	str	s21, [x8, #14352]
	stur	w4, [x1, #255]
	stur	w0, [x6, #1]
	stur	w9, [x6, #56]
	stur	w20, [x11, #-16]
	str	w20, [x16], #-177
	str	w22, [x9], #97
	str	w30, [x22], #-164
	str	w15, [x3], #238
	str	w28, [x12, #-137]!
	str	w1, [x27, #223]!
	str	w22, [x24, #80]!
	str	w9, [x19, #134]!
	str	w28, [x19, w22, uxtw]
	str	w10, [x2, w26, uxtw]
	str	w22, [x1, w29, sxtw]
	str	w8, [x30, w24, sxtw #2]
	str	w15, [x3, x25]
	str	w8, [x21, x18, sxtx]
	str	w5, [x10, x22, lsl #2]
	str	w23, [x18, x12, lsl #2]
	str	w9, [x28, #4300]
	str	w28, [x19]
	str	w1, [x11, #15404]
	str	w4, [x25, #9192]
	stur	x11, [x23, #34]
	stur	x22, [x26, #255]
	stur	x21, [x15, #70]
	stur	x15, [x2, #10]
	str	x2, [x15], #0
	str	x28, [x5], #253
	str	x13, [x26], #-228
	str	x26, [x22], #-213
	str	x21, [x23, #217]!
	str	x6, [x2, #210]!
	str	x17, [x3, #-90]!
	str	x29, [x26, #-1]!
	str	x8, [x14, w17, uxtw]
	str	x5, [x1, w30, sxtw]
	str	x28, [x26, w19, sxtw]
	str	x19, [x26, w16, uxtw #3]
	str	x5, [x9, x21]
	str	x22, [x2, x20, sxtx]
	str	x11, [x23, x30, sxtx #3]
	str	x28, [x14, x3, sxtx]
	str	x7, [x15, #17416]
	str	x24, [x30, #4272]
	str	x15, [x28, #1760]
	str	x19, [x23, #11392]
	sttrb	w23, [x11, #187]
	sttrb	w13, [x0]
	sttrb	w18, [x29, #-1]
	sttrb	w7, [x23, #-53]
	sttrh	w10, [x17, #244]
	sttrh	w11, [x4]
	sttrh	w28, [x1, #204]
	sttrh	w14, [x23]
	sttr	w21, [x13, #-15]
	sttr	w3, [x29, #-49]
	sttr	w19, [x0, #157]
	sttr	w0, [x30, #176]
	sttr	x7, [x21, #-37]
	sttr	x27, [x15]
	sttr	x30, [x3, #-130]
	sttr	x12, [x14, #-254]
	stxp	wzr, w0, w2, [x7]
	stxp	w14, w4, w9, [x19]
	stxp	w8, w11, w25, [x5]
	stxp	w28, w9, wzr, [x0]
	stxp	w0, x13, x2, [x7]
	stxp	w23, x8, x28, [x19]
	stxp	w6, x1, x4, [x8]
	stxp	w3, x22, x12, [sp]
	stxr	w10, w5, [x5]
	stxr	w15, w19, [x14]
	stxr	w23, w24, [x8]
	stxr	w19, w12, [x2]
	stxr	w13, x3, [x29]
	stxr	w26, x0, [x28]
	stxr	w14, x1, [x2]
	stxr	w6, x1, [x3]
	stxrb	w13, w5, [x7]
	stxrb	w24, w25, [x16]
	stxrb	w5, w15, [sp]
	stxrb	wzr, w4, [x10]
	stxrh	w9, w7, [x14]
	stxrh	w15, w9, [x4]
	stxrh	w14, w20, [x3]
	stxrh	w29, w24, [x13]
	subhn	v27.2s, v23.2d, v4.2d
	subhn	v20.2s, v12.2d, v0.2d
	subhn	v7.2s, v16.2d, v26.2d
	subhn	v3.2s, v19.2d, v21.2d
	subhn2	v4.4s, v14.2d, v1.2d
	subhn2	v7.4s, v11.2d, v8.2d
	subhn2	v8.4s, v25.2d, v18.2d
	subhn2	v12.4s, v8.2d, v27.2d
	subhn	v20.4h, v18.4s, v17.4s
	subhn	v11.4h, v2.4s, v29.4s
	subhn	v13.4h, v22.4s, v1.4s
	subhn	v31.4h, v28.4s, v21.4s
	subhn2	v8.8h, v5.4s, v14.4s
	subhn2	v30.8h, v12.4s, v13.4s
	subhn2	v28.8h, v4.4s, v22.4s
	subhn2	v12.8h, v13.4s, v30.4s
	subhn	v6.8b, v2.8h, v31.8h
	subhn	v21.8b, v13.8h, v30.8h
	subhn	v13.8b, v3.8h, v20.8h
	subhn	v26.8b, v10.8h, v28.8h
	subhn2	v0.16b, v3.8h, v7.8h
	subhn2	v9.16b, v0.8h, v12.8h
	subhn2	v12.16b, v14.8h, v6.8h
	subhn2	v21.16b, v14.8h, v0.8h
	cmp	w5, #1
	subs	w27, w22, #4095
	cmp	w14, #1719, lsl #12
	subs	w19, w8, #0, lsl #12
	subs	w20, w30, w20, asr #28
	cmp	w18, wzr, lsl #30
	cmp	w16, w19
	subs	w3, w24, w27
	cmp	w6, w29, sxth #2
	cmp	w29, w29, sxtb #4
	cmp	w3, w2, sxtx #1
	cmp	w10, w12, uxth #3
	cmp	x4, #2061
	subs	x3, x5, #3271, lsl #12
	subs	x19, x9, #0, lsl #12
	cmp	x7, #4095, lsl #12
	subs	x11, x14, x12, lsl #3
	subs	x28, x1, x21, lsr #62
	negs	x22, x20, lsl #26
	negs	x21, x6, lsr #24
	cmp	x4, w26, sxtw #4
	subs	x30, x14, w14, sxtb #1
	subs	x12, x16, w11, sxtb #3
	cmp	x17, w28, uxtw #4
	subs	x22, x19, x27, sxtx #4
	subs	x16, x7, x18, sxtx
	cmp	x10, x21, sxtx
	cmp	x17, x3, sxtx
	sub	wsp, w9, #0, lsl #12
	sub	w6, w5, #376
	sub	w20, w3, #1968, lsl #12
	sub	w23, w11, #3291, lsl #12
	neg	w8, w16
	sub	w23, w29, w28, asr #28
	sub	w29, w26, w16, lsl #22
	sub	w15, w15, w22, lsr #19
	sub	w7, w2, w21, sxtx
	sub	w21, w0, w1, sxth #4
	sub	w25, w7, w13, sxth #2
	sub	w12, w9, w8, sxtw #4
	sub	x0, x18, #919
	sub	x0, x23, #1997, lsl #12
	sub	sp, x20, #41, lsl #12
	sub	x23, x1, #985
	sub	x3, x10, x25, lsl #20
	sub	x10, x21, x18, asr #43
	neg	x27, x21
	neg	x0, x11, lsl #1
	sub	x1, x27, w18, uxth #2
	sub	x11, x8, w20, uxth #3
	sub	x5, x26, w9, uxtb #1
	sub	x23, x28, w5, sxtw #4
	sub	x16, x18, x22, sxtx #4
	sub	x18, x27, x0, uxtx #3
	sub	x20, x28, x3, sxtx #1
	sub	x14, x1, x21, sxtx #3
	sub	d29, d30, d28
	sub	d26, d17, d11
	sub	d16, d5, d1
	sub	d14, d9, d29
	sub	v14.16b, v12.16b, v17.16b
	sub	v24.16b, v30.16b, v12.16b
	sub	v15.16b, v21.16b, v26.16b
	sub	v25.16b, v31.16b, v23.16b
	sub	v12.2d, v26.2d, v21.2d
	sub	v26.2d, v22.2d, v27.2d
	sub	v7.2d, v10.2d, v31.2d
	sub	v31.2d, v10.2d, v8.2d
	sub	v28.2s, v8.2s, v13.2s
	sub	v19.2s, v25.2s, v19.2s
	sub	v14.2s, v3.2s, v20.2s
	sub	v22.2s, v10.2s, v22.2s
	sub	v10.4h, v7.4h, v15.4h
	sub	v13.4h, v18.4h, v30.4h
	sub	v15.4h, v29.4h, v16.4h
	sub	v21.4h, v26.4h, v9.4h
	sub	v24.4s, v28.4s, v31.4s
	sub	v26.4s, v14.4s, v12.4s
	sub	v17.4s, v16.4s, v8.4s
	sub	v31.4s, v11.4s, v20.4s
	sub	v26.8b, v0.8b, v31.8b
	sub	v20.8b, v12.8b, v16.8b
	sub	v19.8b, v3.8b, v31.8b
	sub	v14.8b, v11.8b, v12.8b
	sub	v14.8h, v29.8h, v27.8h
	sub	v12.8h, v0.8h, v3.8h
	sub	v22.8h, v16.8h, v25.8h
	sub	v16.8h, v24.8h, v13.8h
	suqadd	b30, b14
	suqadd	b23, b15
	suqadd	b22, b8
	suqadd	b11, b23
	suqadd	d10, d23
	suqadd	d22, d10
	suqadd	d8, d4
	suqadd	d3, d12
	suqadd	h25, h26
	suqadd	h26, h12
	suqadd	h24, h8
	suqadd	h4, h1
	suqadd	s1, s16
	suqadd	s5, s3
	suqadd	s17, s27
	suqadd	s17, s15
	suqadd	v12.16b, v9.16b
	suqadd	v19.16b, v5.16b
	suqadd	v19.16b, v31.16b
	suqadd	v25.16b, v6.16b
	suqadd	v7.2d, v13.2d
	suqadd	v25.2d, v0.2d
	suqadd	v10.2d, v11.2d
	suqadd	v3.2d, v1.2d
	suqadd	v12.2s, v19.2s
	suqadd	v5.2s, v17.2s
	suqadd	v10.2s, v24.2s
	suqadd	v22.2s, v18.2s
	suqadd	v6.4h, v23.4h
	suqadd	v16.4h, v14.4h
	suqadd	v15.4h, v12.4h
	suqadd	v13.4h, v8.4h
	suqadd	v30.4s, v6.4s
	suqadd	v20.4s, v6.4s
	suqadd	v1.4s, v17.4s
	suqadd	v18.4s, v24.4s
	suqadd	v18.8b, v29.8b
	suqadd	v17.8b, v23.8b
	suqadd	v22.8b, v9.8b
	suqadd	v18.8b, v25.8b
	suqadd	v25.8h, v11.8h
	suqadd	v13.8h, v23.8h
	suqadd	v3.8h, v16.8h
	suqadd	v12.8h, v14.8h
	svc	#0xf48d
	svc	#0x8109
	svc	#0x64e7
	svc	#0
	sys	#0, c3, c9, #1
	sys	#0, c0, c2, #5
	sys	#3, c4, c0, #3, x16
	sys	#0, c15, c0, #7, x11
	sysl	x12, #5, c15, c11, #0
	sysl	x6, #0, c6, c4, #1
	sysl	x17, #0, c4, c8, #0
	sysl	xzr, #1, c2, c9, #2
	tbl	v4.16b, { v4.16b }, v10.16b
	tbl	v3.16b, { v27.16b }, v1.16b
	tbl	v9.16b, { v30.16b }, v16.16b
	tbl	v8.16b, { v3.16b }, v7.16b
	tbl	v19.16b, { v20.16b, v21.16b }, v18.16b
	tbl	v5.16b, { v3.16b, v4.16b }, v4.16b
	tbl	v2.16b, { v27.16b, v28.16b }, v15.16b
	tbl	v26.16b, { v0.16b, v1.16b }, v15.16b
	tbl	v12.16b, { v22.16b, v23.16b, v24.16b }, v18.16b
	tbl	v16.16b, { v5.16b, v6.16b, v7.16b }, v24.16b
	tbl	v17.16b, { v6.16b, v7.16b, v8.16b }, v31.16b
	tbl	v0.16b, { v13.16b, v14.16b, v15.16b }, v20.16b
	tbl	v11.16b, { v29.16b, v30.16b, v31.16b, v0.16b }, v26.16b
	tbl	v11.16b, { v27.16b, v28.16b, v29.16b, v30.16b }, v5.16b
	tbl	v16.16b, { v28.16b, v29.16b, v30.16b, v31.16b }, v16.16b
	tbl	v2.16b, { v4.16b, v5.16b, v6.16b, v7.16b }, v14.16b
	tbl	v6.8b, { v14.16b }, v29.8b
	tbl	v21.8b, { v11.16b }, v28.8b
	tbl	v1.8b, { v7.16b }, v19.8b
	tbl	v28.8b, { v5.16b }, v0.8b
	tbl	v20.8b, { v18.16b, v19.16b }, v13.8b
	tbl	v2.8b, { v9.16b, v10.16b }, v16.8b
	tbl	v16.8b, { v19.16b, v20.16b }, v20.8b
	tbl	v9.8b, { v0.16b, v1.16b }, v7.8b
	tbl	v3.8b, { v8.16b, v9.16b, v10.16b }, v14.8b
	tbl	v30.8b, { v4.16b, v5.16b, v6.16b }, v14.8b
	tbl	v13.8b, { v23.16b, v24.16b, v25.16b }, v26.8b
	tbl	v21.8b, { v23.16b, v24.16b, v25.16b }, v10.8b
	tbl	v17.8b, { v0.16b, v1.16b, v2.16b, v3.16b }, v11.8b
	tbl	v15.8b, { v1.16b, v2.16b, v3.16b, v4.16b }, v28.8b
	tbl	v4.8b, { v31.16b, v0.16b, v1.16b, v2.16b }, v5.8b
	tbl	v16.8b, { v1.16b, v2.16b, v3.16b, v4.16b }, v12.8b
	tbnz	w28, #6, #32252
	tbnz	w24, #9, #-15388
	tbnz	w28, #31, #21348
	tbnz	w26, #29, #-23840
	tbnz	x29, #41, #220
	tbnz	x12, #41, #-32768
	tbnz	x9, #62, #-15196
	tbnz	x19, #36, #-26980
	tbx	v18.16b, { v29.16b }, v25.16b
	tbx	v19.16b, { v14.16b }, v16.16b
	tbx	v26.16b, { v4.16b }, v13.16b
	tbx	v21.16b, { v26.16b }, v21.16b
	tbx	v23.16b, { v29.16b, v30.16b }, v15.16b
	tbx	v21.16b, { v8.16b, v9.16b }, v9.16b
	tbx	v10.16b, { v1.16b, v2.16b }, v18.16b
	tbx	v28.16b, { v18.16b, v19.16b }, v30.16b
	tbx	v2.16b, { v5.16b, v6.16b, v7.16b }, v31.16b
	tbx	v8.16b, { v18.16b, v19.16b, v20.16b }, v8.16b
	tbx	v27.16b, { v22.16b, v23.16b, v24.16b }, v24.16b
	tbx	v17.16b, { v10.16b, v11.16b, v12.16b }, v11.16b
	tbx	v3.16b, { v28.16b, v29.16b, v30.16b, v31.16b }, v13.16b
	tbx	v24.16b, { v1.16b, v2.16b, v3.16b, v4.16b }, v26.16b
	tbx	v16.16b, { v17.16b, v18.16b, v19.16b, v20.16b }, v29.16b
	tbx	v6.16b, { v7.16b, v8.16b, v9.16b, v10.16b }, v13.16b
	tbx	v11.8b, { v25.16b }, v22.8b
	tbx	v1.8b, { v28.16b }, v13.8b
	tbx	v28.8b, { v23.16b }, v7.8b
	tbx	v14.8b, { v29.16b }, v10.8b
	tbx	v17.8b, { v27.16b, v28.16b }, v28.8b
	tbx	v26.8b, { v27.16b, v28.16b }, v20.8b
	tbx	v19.8b, { v13.16b, v14.16b }, v4.8b
	tbx	v22.8b, { v3.16b, v4.16b }, v8.8b
	tbx	v18.8b, { v30.16b, v31.16b, v0.16b }, v31.8b
	tbx	v4.8b, { v2.16b, v3.16b, v4.16b }, v27.8b
	tbx	v24.8b, { v25.16b, v26.16b, v27.16b }, v0.8b
	tbx	v12.8b, { v20.16b, v21.16b, v22.16b }, v15.8b
	tbx	v0.8b, { v6.16b, v7.16b, v8.16b, v9.16b }, v31.8b
	tbx	v19.8b, { v21.16b, v22.16b, v23.16b, v24.16b }, v18.8b
	tbx	v11.8b, { v5.16b, v6.16b, v7.16b, v8.16b }, v29.8b
	tbx	v11.8b, { v29.16b, v30.16b, v31.16b, v0.16b }, v24.8b
	tbz	w28, #28, #-30912
	tbz	w5, #14, #-32768
	tbz	w9, #7, #3692
	tbz	w7, #29, #13076
	tbz	x8, #52, #32764
	tbz	x10, #63, #-26860
	tbz	x26, #33, #16184
	tbz	x28, #35, #17636
	trn1	v10.16b, v1.16b, v6.16b
	trn1	v15.16b, v12.16b, v21.16b
	trn1	v3.16b, v7.16b, v2.16b
	trn1	v25.16b, v31.16b, v4.16b
	trn1	v28.2d, v17.2d, v31.2d
	trn1	v3.2d, v5.2d, v0.2d
	trn1	v15.2d, v15.2d, v11.2d
	trn1	v4.2d, v30.2d, v1.2d
	trn1	v24.2s, v4.2s, v0.2s
	trn1	v28.2s, v3.2s, v12.2s
	trn1	v25.2s, v14.2s, v17.2s
	trn1	v20.2s, v13.2s, v3.2s
	trn1	v23.4h, v7.4h, v29.4h
	trn1	v9.4h, v6.4h, v4.4h
	trn1	v12.4h, v5.4h, v21.4h
	trn1	v12.4h, v27.4h, v31.4h
	trn1	v22.4s, v23.4s, v10.4s
	trn1	v29.4s, v9.4s, v3.4s
	trn1	v16.4s, v24.4s, v24.4s
	trn1	v10.4s, v6.4s, v29.4s
	trn1	v3.8b, v9.8b, v1.8b
	trn1	v4.8b, v23.8b, v21.8b
	trn1	v19.8b, v19.8b, v29.8b
	trn1	v6.8b, v26.8b, v2.8b
	trn1	v17.8h, v16.8h, v12.8h
	trn1	v25.8h, v11.8h, v6.8h
	trn1	v14.8h, v14.8h, v22.8h
	trn1	v24.8h, v22.8h, v16.8h
	trn2	v26.16b, v16.16b, v2.16b
	trn2	v8.16b, v24.16b, v18.16b
	trn2	v31.16b, v22.16b, v10.16b
	trn2	v1.16b, v7.16b, v1.16b
	trn2	v15.2d, v16.2d, v26.2d
	trn2	v6.2d, v1.2d, v16.2d
	trn2	v12.2d, v14.2d, v19.2d
	trn2	v0.2d, v9.2d, v29.2d
	trn2	v26.2s, v4.2s, v3.2s
	trn2	v20.2s, v21.2s, v18.2s
	trn2	v22.2s, v27.2s, v22.2s
	trn2	v12.2s, v4.2s, v15.2s
	trn2	v21.4h, v17.4h, v8.4h
	trn2	v26.4h, v12.4h, v6.4h
	trn2	v27.4h, v29.4h, v9.4h
	trn2	v1.4h, v11.4h, v13.4h
	trn2	v14.4s, v14.4s, v30.4s
	trn2	v5.4s, v9.4s, v14.4s
	trn2	v31.4s, v10.4s, v21.4s
	trn2	v22.4s, v27.4s, v16.4s
	trn2	v27.8b, v19.8b, v24.8b
	trn2	v31.8b, v7.8b, v20.8b
	trn2	v23.8b, v18.8b, v14.8b
	trn2	v20.8b, v24.8b, v17.8b
	trn2	v22.8h, v26.8h, v22.8h
	trn2	v21.8h, v28.8h, v19.8h
	trn2	v29.8h, v12.8h, v4.8h
	trn2	v7.8h, v31.8h, v9.8h
	uabal	v23.2d, v28.2s, v26.2s
	uabal	v11.2d, v2.2s, v4.2s
	uabal	v19.2d, v7.2s, v9.2s
	uabal	v26.2d, v30.2s, v3.2s
	uabal2	v22.2d, v14.4s, v9.4s
	uabal2	v8.2d, v1.4s, v1.4s
	uabal2	v31.2d, v0.4s, v19.4s
	uabal2	v23.2d, v3.4s, v22.4s
	uabal	v3.4s, v18.4h, v3.4h
	uabal	v25.4s, v7.4h, v6.4h
	uabal	v15.4s, v1.4h, v9.4h
	uabal	v13.4s, v9.4h, v27.4h
	uabal2	v10.4s, v5.8h, v4.8h
	uabal2	v5.4s, v28.8h, v7.8h
	uabal2	v18.4s, v5.8h, v16.8h
	uabal2	v11.4s, v23.8h, v6.8h
	uabal	v21.8h, v15.8b, v19.8b
	uabal	v18.8h, v25.8b, v0.8b
	uabal	v20.8h, v31.8b, v8.8b
	uabal	v25.8h, v18.8b, v29.8b
	uabal2	v15.8h, v25.16b, v28.16b
	uabal2	v11.8h, v17.16b, v7.16b
	uabal2	v31.8h, v13.16b, v27.16b
	uabal2	v7.8h, v10.16b, v31.16b
	uaba	v31.16b, v16.16b, v30.16b
	uaba	v10.16b, v23.16b, v11.16b
	uaba	v25.16b, v29.16b, v7.16b
	uaba	v18.16b, v27.16b, v11.16b
	uaba	v5.2s, v31.2s, v15.2s
	uaba	v10.2s, v8.2s, v25.2s
	uaba	v27.2s, v17.2s, v5.2s
	uaba	v29.2s, v22.2s, v21.2s
	uaba	v9.4h, v9.4h, v16.4h
	uaba	v3.4h, v2.4h, v23.4h
	uaba	v13.4h, v18.4h, v20.4h
	uaba	v25.4h, v22.4h, v20.4h
	uaba	v17.4s, v12.4s, v2.4s
	uaba	v13.4s, v13.4s, v6.4s
	uaba	v3.4s, v29.4s, v1.4s
	uaba	v25.4s, v16.4s, v26.4s
	uaba	v18.8b, v3.8b, v5.8b
	uaba	v22.8b, v16.8b, v0.8b
	uaba	v15.8b, v0.8b, v18.8b
	uaba	v9.8b, v6.8b, v29.8b
	uaba	v1.8h, v15.8h, v25.8h
	uaba	v24.8h, v4.8h, v20.8h
	uaba	v15.8h, v16.8h, v21.8h
	uaba	v17.8h, v1.8h, v5.8h
	uabdl	v17.2d, v9.2s, v8.2s
	uabdl	v20.2d, v8.2s, v22.2s
	uabdl	v20.2d, v30.2s, v18.2s
	uabdl	v19.2d, v14.2s, v1.2s
	uabdl2	v8.2d, v22.4s, v18.4s
	uabdl2	v3.2d, v27.4s, v11.4s
	uabdl2	v26.2d, v25.4s, v5.4s
	uabdl2	v7.2d, v21.4s, v0.4s
	uabdl	v2.4s, v21.4h, v23.4h
	uabdl	v17.4s, v27.4h, v15.4h
	uabdl	v8.4s, v2.4h, v9.4h
	uabdl	v13.4s, v7.4h, v5.4h
	uabdl2	v14.4s, v16.8h, v7.8h
	uabdl2	v1.4s, v8.8h, v27.8h
	uabdl2	v5.4s, v27.8h, v20.8h
	uabdl2	v30.4s, v24.8h, v14.8h
	uabdl	v22.8h, v15.8b, v31.8b
	uabdl	v20.8h, v7.8b, v0.8b
	uabdl	v18.8h, v20.8b, v6.8b
	uabdl	v17.8h, v20.8b, v10.8b
	uabdl2	v23.8h, v13.16b, v30.16b
	uabdl2	v29.8h, v10.16b, v9.16b
	uabdl2	v17.8h, v29.16b, v5.16b
	uabdl2	v31.8h, v19.16b, v31.16b
	uabd	v23.16b, v1.16b, v9.16b
	uabd	v28.16b, v22.16b, v24.16b
	uabd	v23.16b, v11.16b, v1.16b
	uabd	v24.16b, v13.16b, v6.16b
	uabd	v30.2s, v13.2s, v18.2s
	uabd	v6.2s, v4.2s, v10.2s
	uabd	v1.2s, v19.2s, v10.2s
	uabd	v19.2s, v27.2s, v19.2s
	uabd	v17.4h, v31.4h, v6.4h
	uabd	v16.4h, v0.4h, v5.4h
	uabd	v17.4h, v2.4h, v10.4h
	uabd	v11.4h, v28.4h, v18.4h
	uabd	v2.4s, v7.4s, v21.4s
	uabd	v5.4s, v25.4s, v12.4s
	uabd	v31.4s, v29.4s, v21.4s
	uabd	v11.4s, v21.4s, v7.4s
	uabd	v26.8b, v14.8b, v11.8b
	uabd	v1.8b, v28.8b, v23.8b
	uabd	v17.8b, v8.8b, v11.8b
	uabd	v30.8b, v10.8b, v4.8b
	uabd	v30.8h, v31.8h, v27.8h
	uabd	v24.8h, v17.8h, v1.8h
	uabd	v15.8h, v5.8h, v6.8h
	uabd	v30.8h, v24.8h, v3.8h
	uadalp	v27.1d, v17.2s
	uadalp	v6.1d, v8.2s
	uadalp	v18.1d, v1.2s
	uadalp	v24.1d, v7.2s
	uadalp	v3.2d, v28.4s
	uadalp	v28.2d, v25.4s
	uadalp	v21.2d, v8.4s
	uadalp	v21.2d, v27.4s
	uadalp	v11.2s, v31.4h
	uadalp	v6.2s, v6.4h
	uadalp	v30.2s, v16.4h
	uadalp	v6.2s, v12.4h
	uadalp	v14.4h, v5.8b
	uadalp	v13.4h, v11.8b
	uadalp	v24.4h, v17.8b
	uadalp	v10.4h, v6.8b
	uadalp	v17.4s, v31.8h
	uadalp	v16.4s, v25.8h
	uadalp	v4.4s, v20.8h
	uadalp	v8.4s, v10.8h
	uadalp	v5.8h, v11.16b
	uadalp	v8.8h, v5.16b
	uadalp	v1.8h, v28.16b
	uadalp	v9.8h, v26.16b
	uaddlp	v22.1d, v11.2s
	uaddlp	v25.1d, v22.2s
	uaddlp	v4.1d, v3.2s
	uaddlp	v18.1d, v4.2s
	uaddlp	v29.2d, v1.4s
	uaddlp	v7.2d, v25.4s
	uaddlp	v19.2d, v17.4s
	uaddlp	v12.2d, v8.4s
	uaddlp	v0.2s, v12.4h
	uaddlp	v19.2s, v6.4h
	uaddlp	v26.2s, v21.4h
	uaddlp	v22.2s, v3.4h
	uaddlp	v17.4h, v30.8b
	uaddlp	v24.4h, v24.8b
	uaddlp	v11.4h, v30.8b
	uaddlp	v27.4h, v24.8b
	uaddlp	v29.4s, v3.8h
	uaddlp	v22.4s, v10.8h
	uaddlp	v2.4s, v20.8h
	uaddlp	v14.4s, v24.8h
	uaddlp	v14.8h, v13.16b
	uaddlp	v28.8h, v1.16b
	uaddlp	v1.8h, v29.16b
	uaddlp	v13.8h, v19.16b
	uaddlv	h3, v12.16b
	uaddlv	h23, v20.16b
	uaddlv	h13, v9.16b
	uaddlv	h15, v12.16b
	uaddlv	s11, v13.4h
	uaddlv	s1, v2.4h
	uaddlv	s30, v19.4h
	uaddlv	s18, v17.4h
	uaddlv	d11, v19.4s
	uaddlv	d13, v10.4s
	uaddlv	d3, v3.4s
	uaddlv	d11, v17.4s
	uaddlv	h8, v21.8b
	uaddlv	h1, v13.8b
	uaddlv	h3, v19.8b
	uaddlv	h24, v17.8b
	uaddlv	s4, v19.8h
	uaddlv	s4, v15.8h
	uaddlv	s1, v26.8h
	uaddlv	s27, v6.8h
	uaddl	v21.2d, v17.2s, v20.2s
	uaddl	v2.2d, v20.2s, v23.2s
	uaddl	v22.2d, v14.2s, v18.2s
	uaddl	v10.2d, v22.2s, v15.2s
	uaddl2	v12.2d, v9.4s, v28.4s
	uaddl2	v1.2d, v17.4s, v22.4s
	uaddl2	v3.2d, v8.4s, v12.4s
	uaddl2	v12.2d, v20.4s, v20.4s
	uaddl	v2.4s, v19.4h, v6.4h
	uaddl	v29.4s, v15.4h, v5.4h
	uaddl	v5.4s, v7.4h, v10.4h
	uaddl	v10.4s, v4.4h, v31.4h
	uaddl2	v12.4s, v0.8h, v8.8h
	uaddl2	v21.4s, v11.8h, v26.8h
	uaddl2	v25.4s, v3.8h, v11.8h
	uaddl2	v15.4s, v30.8h, v22.8h
	uaddl	v14.8h, v31.8b, v17.8b
	uaddl	v11.8h, v28.8b, v22.8b
	uaddl	v5.8h, v22.8b, v20.8b
	uaddl	v0.8h, v23.8b, v30.8b
	uaddl2	v7.8h, v13.16b, v16.16b
	uaddl2	v24.8h, v8.16b, v7.16b
	uaddl2	v4.8h, v9.16b, v13.16b
	uaddl2	v31.8h, v23.16b, v10.16b
	uaddw	v25.2d, v8.2d, v25.2s
	uaddw	v30.2d, v24.2d, v25.2s
	uaddw	v14.2d, v31.2d, v22.2s
	uaddw	v8.2d, v30.2d, v17.2s
	uaddw2	v13.2d, v3.2d, v18.4s
	uaddw2	v24.2d, v31.2d, v24.4s
	uaddw2	v0.2d, v14.2d, v25.4s
	uaddw2	v14.2d, v9.2d, v31.4s
	uaddw	v13.4s, v24.4s, v24.4h
	uaddw	v19.4s, v30.4s, v16.4h
	uaddw	v11.4s, v18.4s, v16.4h
	uaddw	v2.4s, v29.4s, v16.4h
	uaddw2	v25.4s, v24.4s, v19.8h
	uaddw2	v6.4s, v8.4s, v28.8h
	uaddw2	v22.4s, v27.4s, v9.8h
	uaddw2	v28.4s, v22.4s, v6.8h
	uaddw	v27.8h, v25.8h, v24.8b
	uaddw	v17.8h, v24.8h, v18.8b
	uaddw	v27.8h, v8.8h, v11.8b
	uaddw	v24.8h, v31.8h, v18.8b
	uaddw2	v13.8h, v30.8h, v31.16b
	uaddw2	v3.8h, v17.8h, v22.16b
	uaddw2	v15.8h, v14.8h, v13.16b
	uaddw2	v23.8h, v17.8h, v20.16b
	ubfiz	w11, w10, #7, #13
	uxth	w13, w27
	ubfx	w14, w9, #0, #20
	lsl	w5, w7, #31
	ubfiz	x2, x25, #1, #24
	ubfiz	x25, x20, #47, #2
	lsr	x30, x14, #33
	ubfiz	x11, x25, #53, #1
	ucvtf	d31, w22
	ucvtf	d27, w13
	ucvtf	d1, w0
	ucvtf	d18, w19
	ucvtf	d9, w11, #29
	ucvtf	d30, w7, #25
	ucvtf	d4, w23, #1
	ucvtf	d19, w25, #8
	ucvtf	s9, w16
	ucvtf	s18, w15
	ucvtf	s17, w3
	ucvtf	s1, w3
	ucvtf	s28, w7, #1
	ucvtf	s15, w5, #32
	ucvtf	s25, w1, #23
	ucvtf	s5, w30, #32
	ucvtf	d12, x18
	ucvtf	d18, x3
	ucvtf	d1, x26
	ucvtf	d10, xzr
	ucvtf	d19, x29, #30
	ucvtf	d5, x30, #1
	ucvtf	d29, x25, #19
	ucvtf	d16, x13, #50
	ucvtf	s30, x26
	ucvtf	s6, x16
	ucvtf	s5, x16
	ucvtf	s10, x15
	ucvtf	s31, x3, #58
	ucvtf	s22, x16, #22
	ucvtf	s28, x8, #59
	ucvtf	s5, x13, #1
	ucvtf	d17, d24, #44
	ucvtf	d23, d5, #29
	ucvtf	d1, d24, #48
	ucvtf	d29, d9, #40
	ucvtf	s22, s18, #28
	ucvtf	s20, s23, #9
	ucvtf	s11, s22, #23
	ucvtf	s29, s30, #12
	ucvtf	v13.2d, v29.2d, #60
	ucvtf	v24.2d, v21.2d, #53
	ucvtf	v23.2d, v13.2d, #55
	ucvtf	v12.2d, v31.2d, #8
	ucvtf	v27.2s, v2.2s, #1
	ucvtf	v17.2s, v12.2s, #31
	ucvtf	v24.2s, v10.2s, #32
	ucvtf	v15.2s, v13.2s, #17
	ucvtf	v15.4s, v4.4s, #1
	ucvtf	v26.4s, v30.4s, #22
	ucvtf	v26.4s, v0.4s, #22
	ucvtf	v2.4s, v20.4s, #13
	ucvtf	d8, d3
	ucvtf	d19, d26
	ucvtf	d5, d9
	ucvtf	d9, d29
	ucvtf	s13, s22
	ucvtf	s18, s14
	ucvtf	s26, s13
	ucvtf	s16, s25
	ucvtf	v12.2d, v2.2d
	ucvtf	v23.2d, v5.2d
	ucvtf	v10.2d, v12.2d
	ucvtf	v6.2d, v26.2d
	ucvtf	v25.2s, v7.2s
	ucvtf	v30.2s, v20.2s
	ucvtf	v9.2s, v16.2s
	ucvtf	v6.2s, v6.2s
	ucvtf	v2.4s, v14.4s
	ucvtf	v10.4s, v16.4s
	ucvtf	v30.4s, v12.4s
	ucvtf	v10.4s, v24.4s
	udf	#0
	udf	#50695
	udf	#36278
	udf	#65535
	udiv	w23, w10, w21
	udiv	w3, w12, w13
	udiv	w0, w2, w26
	udiv	w9, w18, w18
	udiv	x1, x16, x3
	udiv	x28, x13, x7
	udiv	x20, x13, x12
	udiv	x15, x13, x10
	uhadd	v22.16b, v0.16b, v18.16b
	uhadd	v1.16b, v17.16b, v14.16b
	uhadd	v16.16b, v31.16b, v8.16b
	uhadd	v24.16b, v23.16b, v1.16b
	uhadd	v12.2s, v19.2s, v28.2s
	uhadd	v14.2s, v3.2s, v28.2s
	uhadd	v0.2s, v14.2s, v7.2s
	uhadd	v10.2s, v25.2s, v8.2s
	uhadd	v9.4h, v5.4h, v24.4h
	uhadd	v30.4h, v4.4h, v28.4h
	uhadd	v1.4h, v4.4h, v25.4h
	uhadd	v30.4h, v6.4h, v11.4h
	uhadd	v18.4s, v24.4s, v13.4s
	uhadd	v27.4s, v12.4s, v19.4s
	uhadd	v22.4s, v0.4s, v19.4s
	uhadd	v30.4s, v12.4s, v22.4s
	uhadd	v14.8b, v15.8b, v4.8b
	uhadd	v22.8b, v11.8b, v12.8b
	uhadd	v16.8b, v20.8b, v16.8b
	uhadd	v29.8b, v10.8b, v12.8b
	uhadd	v8.8h, v10.8h, v1.8h
	uhadd	v19.8h, v6.8h, v2.8h
	uhadd	v27.8h, v24.8h, v14.8h
	uhadd	v4.8h, v14.8h, v23.8h
	uhsub	v21.16b, v10.16b, v28.16b
	uhsub	v25.16b, v13.16b, v8.16b
	uhsub	v9.16b, v2.16b, v17.16b
	uhsub	v4.16b, v13.16b, v8.16b
	uhsub	v22.2s, v1.2s, v22.2s
	uhsub	v30.2s, v2.2s, v3.2s
	uhsub	v29.2s, v26.2s, v30.2s
	uhsub	v20.2s, v17.2s, v5.2s
	uhsub	v10.4h, v24.4h, v11.4h
	uhsub	v16.4h, v18.4h, v1.4h
	uhsub	v6.4h, v25.4h, v13.4h
	uhsub	v21.4h, v30.4h, v20.4h
	uhsub	v11.4s, v11.4s, v0.4s
	uhsub	v6.4s, v21.4s, v28.4s
	uhsub	v0.4s, v7.4s, v11.4s
	uhsub	v10.4s, v19.4s, v29.4s
	uhsub	v5.8b, v20.8b, v25.8b
	uhsub	v26.8b, v1.8b, v30.8b
	uhsub	v6.8b, v0.8b, v7.8b
	uhsub	v11.8b, v5.8b, v14.8b
	uhsub	v4.8h, v0.8h, v11.8h
	uhsub	v7.8h, v15.8h, v14.8h
	uhsub	v6.8h, v2.8h, v5.8h
	uhsub	v27.8h, v4.8h, v29.8h
	umull	x6, w0, w10
	umaddl	x22, wzr, w0, x17
	umull	x3, w18, w8
	umaddl	x24, w20, w12, x0
	umaxp	v7.16b, v11.16b, v30.16b
	umaxp	v25.16b, v6.16b, v14.16b
	umaxp	v0.16b, v19.16b, v8.16b
	umaxp	v15.16b, v0.16b, v13.16b
	umaxp	v3.2s, v14.2s, v25.2s
	umaxp	v15.2s, v8.2s, v11.2s
	umaxp	v23.2s, v6.2s, v9.2s
	umaxp	v19.2s, v31.2s, v3.2s
	umaxp	v17.4h, v23.4h, v20.4h
	umaxp	v27.4h, v21.4h, v12.4h
	umaxp	v24.4h, v24.4h, v19.4h
	umaxp	v11.4h, v10.4h, v15.4h
	umaxp	v3.4s, v29.4s, v1.4s
	umaxp	v6.4s, v20.4s, v3.4s
	umaxp	v20.4s, v2.4s, v1.4s
	umaxp	v16.4s, v14.4s, v20.4s
	umaxp	v12.8b, v17.8b, v25.8b
	umaxp	v16.8b, v16.8b, v19.8b
	umaxp	v11.8b, v2.8b, v30.8b
	umaxp	v29.8b, v4.8b, v3.8b
	umaxp	v27.8h, v11.8h, v18.8h
	umaxp	v11.8h, v22.8h, v1.8h
	umaxp	v26.8h, v0.8h, v10.8h
	umaxp	v4.8h, v4.8h, v15.8h
	umaxv	b29, v28.16b
	umaxv	b26, v7.16b
	umaxv	b6, v22.16b
	umaxv	b31, v30.16b
	umaxv	h10, v1.4h
	umaxv	h4, v27.4h
	umaxv	h31, v1.4h
	umaxv	h9, v27.4h
	umaxv	s26, v6.4s
	umaxv	s16, v8.4s
	umaxv	s23, v2.4s
	umaxv	s22, v25.4s
	umaxv	b27, v0.8b
	umaxv	b31, v30.8b
	umaxv	b31, v19.8b
	umaxv	b2, v26.8b
	umaxv	h29, v10.8h
	umaxv	h12, v27.8h
	umaxv	h7, v7.8h
	umaxv	h14, v31.8h
	umax	v8.16b, v8.16b, v12.16b
	umax	v27.16b, v6.16b, v25.16b
	umax	v13.16b, v9.16b, v1.16b
	umax	v29.16b, v22.16b, v16.16b
	umax	v27.2s, v25.2s, v5.2s
	umax	v28.2s, v27.2s, v9.2s
	umax	v7.2s, v20.2s, v27.2s
	umax	v11.2s, v23.2s, v6.2s
	umax	v17.4h, v30.4h, v28.4h
	umax	v11.4h, v25.4h, v2.4h
	umax	v2.4h, v25.4h, v29.4h
	umax	v7.4h, v20.4h, v8.4h
	umax	v22.4s, v5.4s, v2.4s
	umax	v27.4s, v30.4s, v26.4s
	umax	v16.4s, v12.4s, v14.4s
	umax	v25.4s, v26.4s, v17.4s
	umax	v3.8b, v21.8b, v24.8b
	umax	v2.8b, v18.8b, v17.8b
	umax	v27.8b, v26.8b, v21.8b
	umax	v21.8b, v13.8b, v7.8b
	umax	v4.8h, v4.8h, v3.8h
	umax	v25.8h, v3.8h, v8.8h
	umax	v25.8h, v28.8h, v23.8h
	umax	v5.8h, v22.8h, v13.8h
	uminp	v0.16b, v17.16b, v27.16b
	uminp	v16.16b, v19.16b, v0.16b
	uminp	v18.16b, v17.16b, v4.16b
	uminp	v6.16b, v7.16b, v16.16b
	uminp	v15.2s, v0.2s, v11.2s
	uminp	v20.2s, v3.2s, v9.2s
	uminp	v3.2s, v12.2s, v8.2s
	uminp	v25.2s, v24.2s, v8.2s
	uminp	v5.4h, v22.4h, v3.4h
	uminp	v1.4h, v28.4h, v6.4h
	uminp	v25.4h, v7.4h, v31.4h
	uminp	v14.4h, v16.4h, v25.4h
	uminp	v1.4s, v1.4s, v21.4s
	uminp	v12.4s, v10.4s, v23.4s
	uminp	v7.4s, v28.4s, v2.4s
	uminp	v28.4s, v6.4s, v8.4s
	uminp	v31.8b, v16.8b, v28.8b
	uminp	v14.8b, v4.8b, v7.8b
	uminp	v26.8b, v29.8b, v21.8b
	uminp	v13.8b, v9.8b, v24.8b
	uminp	v18.8h, v18.8h, v0.8h
	uminp	v29.8h, v6.8h, v6.8h
	uminp	v1.8h, v9.8h, v19.8h
	uminp	v22.8h, v16.8h, v15.8h
	uminv	b8, v21.16b
	uminv	b5, v28.16b
	uminv	b10, v0.16b
	uminv	b24, v24.16b
	uminv	h10, v27.4h
	uminv	h19, v16.4h
	uminv	h31, v30.4h
	uminv	h26, v31.4h
	uminv	s27, v8.4s
	uminv	s9, v15.4s
	uminv	s25, v0.4s
	uminv	s27, v7.4s
	uminv	b21, v5.8b
	uminv	b6, v11.8b
	uminv	b6, v4.8b
	uminv	b29, v14.8b
	uminv	h27, v6.8h
	uminv	h21, v27.8h
	uminv	h18, v3.8h
	uminv	h24, v6.8h
	umin	v30.16b, v24.16b, v30.16b
	umin	v4.16b, v26.16b, v18.16b
	umin	v26.16b, v13.16b, v5.16b
	umin	v6.16b, v29.16b, v11.16b
	umin	v22.2s, v3.2s, v12.2s
	umin	v20.2s, v7.2s, v21.2s
	umin	v0.2s, v23.2s, v25.2s
	umin	v30.2s, v9.2s, v4.2s
	umin	v4.4h, v21.4h, v9.4h
	umin	v22.4h, v0.4h, v10.4h
	umin	v23.4h, v20.4h, v17.4h
	umin	v23.4h, v25.4h, v6.4h
	umin	v22.4s, v23.4s, v6.4s
	umin	v4.4s, v31.4s, v3.4s
	umin	v13.4s, v28.4s, v23.4s
	umin	v24.4s, v27.4s, v31.4s
	umin	v22.8b, v31.8b, v7.8b
	umin	v25.8b, v22.8b, v4.8b
	umin	v20.8b, v17.8b, v1.8b
	umin	v28.8b, v5.8b, v9.8b
	umin	v26.8h, v11.8h, v23.8h
	umin	v9.8h, v24.8h, v0.8h
	umin	v23.8h, v2.8h, v29.8h
	umin	v18.8h, v29.8h, v7.8h
	umlal	v24.2d, v2.2s, v23.s[2]
	umlal	v3.2d, v22.2s, v13.s[1]
	umlal	v15.2d, v14.2s, v27.s[3]
	umlal	v31.2d, v23.2s, v14.s[1]
	umlal2	v12.2d, v14.4s, v17.s[2]
	umlal2	v25.2d, v7.4s, v0.s[0]
	umlal2	v20.2d, v27.4s, v23.s[3]
	umlal2	v5.2d, v8.4s, v22.s[0]
	umlal	v21.4s, v7.4h, v12.h[6]
	umlal	v12.4s, v10.4h, v6.h[4]
	umlal	v20.4s, v25.4h, v14.h[4]
	umlal	v13.4s, v7.4h, v5.h[7]
	umlal2	v3.4s, v5.8h, v13.h[2]
	umlal2	v12.4s, v15.8h, v13.h[7]
	umlal2	v12.4s, v15.8h, v10.h[6]
	umlal2	v11.4s, v22.8h, v1.h[1]
	umlal	v0.2d, v21.2s, v14.2s
	umlal	v5.2d, v30.2s, v9.2s
	umlal	v27.2d, v4.2s, v15.2s
	umlal	v1.2d, v18.2s, v23.2s
	umlal2	v31.2d, v17.4s, v12.4s
	umlal2	v3.2d, v31.4s, v17.4s
	umlal2	v12.2d, v17.4s, v6.4s
	umlal2	v22.2d, v17.4s, v24.4s
	umlal	v1.4s, v26.4h, v28.4h
	umlal	v10.4s, v25.4h, v16.4h
	umlal	v10.4s, v8.4h, v11.4h
	umlal	v10.4s, v9.4h, v9.4h
	umlal2	v16.4s, v1.8h, v26.8h
	umlal2	v7.4s, v28.8h, v27.8h
	umlal2	v5.4s, v31.8h, v9.8h
	umlal2	v24.4s, v6.8h, v29.8h
	umlal	v8.8h, v22.8b, v10.8b
	umlal	v30.8h, v26.8b, v9.8b
	umlal	v5.8h, v31.8b, v30.8b
	umlal	v19.8h, v29.8b, v8.8b
	umlal2	v30.8h, v26.16b, v9.16b
	umlal2	v6.8h, v10.16b, v29.16b
	umlal2	v26.8h, v28.16b, v23.16b
	umlal2	v26.8h, v29.16b, v13.16b
	umlsl	v11.2d, v30.2s, v28.s[0]
	umlsl	v11.2d, v24.2s, v9.s[3]
	umlsl	v21.2d, v15.2s, v0.s[1]
	umlsl	v9.2d, v22.2s, v6.s[1]
	umlsl2	v27.2d, v7.4s, v0.s[3]
	umlsl2	v9.2d, v5.4s, v22.s[3]
	umlsl2	v11.2d, v20.4s, v27.s[2]
	umlsl2	v20.2d, v30.4s, v31.s[0]
	umlsl	v31.4s, v14.4h, v5.h[2]
	umlsl	v26.4s, v7.4h, v9.h[2]
	umlsl	v19.4s, v5.4h, v5.h[7]
	umlsl	v11.4s, v13.4h, v10.h[3]
	umlsl2	v7.4s, v7.8h, v11.h[0]
	umlsl2	v23.4s, v9.8h, v1.h[1]
	umlsl2	v27.4s, v30.8h, v3.h[1]
	umlsl2	v6.4s, v21.8h, v9.h[7]
	umlsl	v19.2d, v6.2s, v21.2s
	umlsl	v1.2d, v22.2s, v16.2s
	umlsl	v3.2d, v12.2s, v31.2s
	umlsl	v22.2d, v14.2s, v22.2s
	umlsl2	v24.2d, v1.4s, v7.4s
	umlsl2	v26.2d, v16.4s, v23.4s
	umlsl2	v0.2d, v17.4s, v16.4s
	umlsl2	v17.2d, v3.4s, v9.4s
	umlsl	v20.4s, v8.4h, v24.4h
	umlsl	v20.4s, v24.4h, v20.4h
	umlsl	v28.4s, v9.4h, v4.4h
	umlsl	v3.4s, v23.4h, v27.4h
	umlsl2	v5.4s, v29.8h, v29.8h
	umlsl2	v23.4s, v1.8h, v16.8h
	umlsl2	v10.4s, v3.8h, v19.8h
	umlsl2	v2.4s, v19.8h, v4.8h
	umlsl	v31.8h, v15.8b, v4.8b
	umlsl	v17.8h, v13.8b, v7.8b
	umlsl	v2.8h, v16.8b, v31.8b
	umlsl	v3.8h, v2.8b, v16.8b
	umlsl2	v14.8h, v10.16b, v4.16b
	umlsl2	v31.8h, v29.16b, v27.16b
	umlsl2	v29.8h, v3.16b, v27.16b
	umlsl2	v20.8h, v23.16b, v14.16b
	umov	w24, v21.b[6]
	umov	w21, v9.b[0]
	umov	w4, v28.b[9]
	umov	w9, v9.b[0]
	mov	x5, v5.d[1]
	mov	x4, v25.d[0]
	mov	x21, v13.d[0]
	mov	x0, v18.d[1]
	umov	w14, v24.h[6]
	umov	w1, v10.h[3]
	umov	w17, v10.h[7]
	umov	w5, v28.h[3]
	mov	w6, v13.s[2]
	mov	w22, v26.s[2]
	mov	w11, v13.s[3]
	mov	w7, v24.s[2]
	umnegl	x26, w3, w8
	umnegl	x24, w1, w4
	umsubl	x9, w21, w29, x1
	umsubl	x3, w25, w1, x27
	umulh	x18, x30, x5
	umulh	x14, x10, x22
	umulh	x25, x22, x12
	umulh	x4, x3, x21
	umull	v27.2d, v11.2s, v8.s[0]
	umull	v27.2d, v17.2s, v25.s[3]
	umull	v15.2d, v19.2s, v17.s[3]
	umull	v3.2d, v12.2s, v17.s[0]
	umull2	v16.2d, v31.4s, v3.s[0]
	umull2	v8.2d, v7.4s, v28.s[0]
	umull2	v6.2d, v29.4s, v22.s[3]
	umull2	v21.2d, v28.4s, v18.s[3]
	umull	v13.4s, v21.4h, v1.h[0]
	umull	v30.4s, v0.4h, v12.h[5]
	umull	v29.4s, v17.4h, v3.h[7]
	umull	v15.4s, v25.4h, v0.h[5]
	umull2	v10.4s, v11.8h, v6.h[3]
	umull2	v23.4s, v8.8h, v2.h[2]
	umull2	v4.4s, v26.8h, v10.h[5]
	umull2	v11.4s, v0.8h, v7.h[1]
	umull	v29.2d, v12.2s, v31.2s
	umull	v29.2d, v29.2s, v18.2s
	umull	v0.2d, v22.2s, v12.2s
	umull	v25.2d, v24.2s, v9.2s
	umull2	v29.2d, v14.4s, v14.4s
	umull2	v26.2d, v23.4s, v30.4s
	umull2	v11.2d, v13.4s, v17.4s
	umull2	v18.2d, v15.4s, v22.4s
	umull	v4.4s, v9.4h, v22.4h
	umull	v0.4s, v30.4h, v6.4h
	umull	v10.4s, v5.4h, v27.4h
	umull	v26.4s, v10.4h, v28.4h
	umull2	v30.4s, v6.8h, v23.8h
	umull2	v9.4s, v26.8h, v27.8h
	umull2	v30.4s, v23.8h, v27.8h
	umull2	v18.4s, v7.8h, v1.8h
	umull	v0.8h, v16.8b, v22.8b
	umull	v10.8h, v7.8b, v5.8b
	umull	v18.8h, v17.8b, v31.8b
	umull	v31.8h, v31.8b, v15.8b
	umull2	v20.8h, v28.16b, v20.16b
	umull2	v22.8h, v13.16b, v8.16b
	umull2	v1.8h, v23.16b, v12.16b
	umull2	v13.8h, v23.16b, v16.16b
	uqadd	b14, b8, b24
	uqadd	b19, b8, b14
	uqadd	b27, b22, b28
	uqadd	b2, b25, b1
	uqadd	d0, d21, d30
	uqadd	d8, d25, d13
	uqadd	d10, d29, d23
	uqadd	d29, d10, d3
	uqadd	h22, h29, h16
	uqadd	h30, h15, h6
	uqadd	h20, h29, h0
	uqadd	h9, h0, h18
	uqadd	s18, s17, s8
	uqadd	s20, s13, s2
	uqadd	s0, s12, s7
	uqadd	s19, s5, s5
	uqadd	v11.16b, v20.16b, v30.16b
	uqadd	v31.16b, v10.16b, v6.16b
	uqadd	v12.16b, v13.16b, v4.16b
	uqadd	v24.16b, v3.16b, v23.16b
	uqadd	v27.2d, v31.2d, v30.2d
	uqadd	v6.2d, v3.2d, v16.2d
	uqadd	v13.2d, v30.2d, v29.2d
	uqadd	v9.2d, v15.2d, v25.2d
	uqadd	v0.2s, v21.2s, v22.2s
	uqadd	v23.2s, v29.2s, v30.2s
	uqadd	v19.2s, v24.2s, v25.2s
	uqadd	v29.2s, v1.2s, v30.2s
	uqadd	v8.4h, v23.4h, v16.4h
	uqadd	v26.4h, v26.4h, v22.4h
	uqadd	v13.4h, v20.4h, v7.4h
	uqadd	v5.4h, v26.4h, v25.4h
	uqadd	v11.4s, v28.4s, v9.4s
	uqadd	v29.4s, v6.4s, v27.4s
	uqadd	v26.4s, v12.4s, v16.4s
	uqadd	v23.4s, v21.4s, v16.4s
	uqadd	v11.8b, v25.8b, v30.8b
	uqadd	v26.8b, v7.8b, v19.8b
	uqadd	v21.8b, v21.8b, v1.8b
	uqadd	v9.8b, v29.8b, v15.8b
	uqadd	v28.8h, v7.8h, v5.8h
	uqadd	v24.8h, v31.8h, v21.8h
	uqadd	v22.8h, v5.8h, v29.8h
	uqadd	v30.8h, v20.8h, v0.8h
	uqrshl	b11, b1, b1
	uqrshl	b19, b11, b13
	uqrshl	b23, b31, b9
	uqrshl	b26, b30, b28
	uqrshl	d20, d31, d22
	uqrshl	d21, d10, d24
	uqrshl	d4, d0, d11
	uqrshl	d17, d28, d22
	uqrshl	h20, h0, h24
	uqrshl	h28, h8, h25
	uqrshl	h24, h4, h13
	uqrshl	h30, h20, h6
	uqrshl	s2, s30, s7
	uqrshl	s7, s8, s18
	uqrshl	s7, s7, s30
	uqrshl	s10, s19, s5
	uqrshl	v15.16b, v10.16b, v0.16b
	uqrshl	v26.16b, v16.16b, v15.16b
	uqrshl	v10.16b, v4.16b, v7.16b
	uqrshl	v5.16b, v18.16b, v20.16b
	uqrshl	v8.2d, v7.2d, v16.2d
	uqrshl	v13.2d, v18.2d, v11.2d
	uqrshl	v3.2d, v2.2d, v15.2d
	uqrshl	v9.2d, v11.2d, v27.2d
	uqrshl	v18.2s, v23.2s, v17.2s
	uqrshl	v15.2s, v26.2s, v22.2s
	uqrshl	v10.2s, v17.2s, v24.2s
	uqrshl	v31.2s, v10.2s, v4.2s
	uqrshl	v11.4h, v22.4h, v16.4h
	uqrshl	v23.4h, v5.4h, v4.4h
	uqrshl	v1.4h, v31.4h, v16.4h
	uqrshl	v31.4h, v9.4h, v27.4h
	uqrshl	v15.4s, v22.4s, v19.4s
	uqrshl	v0.4s, v6.4s, v2.4s
	uqrshl	v10.4s, v7.4s, v23.4s
	uqrshl	v15.4s, v14.4s, v5.4s
	uqrshl	v18.8b, v18.8b, v27.8b
	uqrshl	v12.8b, v0.8b, v18.8b
	uqrshl	v15.8b, v29.8b, v5.8b
	uqrshl	v24.8b, v0.8b, v9.8b
	uqrshl	v29.8h, v14.8h, v8.8h
	uqrshl	v31.8h, v17.8h, v7.8h
	uqrshl	v11.8h, v30.8h, v25.8h
	uqrshl	v9.8h, v3.8h, v20.8h
	uqrshrn	b15, h4, #6
	uqrshrn	b9, h11, #1
	uqrshrn	b31, h4, #7
	uqrshrn	b2, h21, #2
	uqrshrn	h11, s16, #7
	uqrshrn	h25, s9, #1
	uqrshrn	h20, s26, #4
	uqrshrn	h5, s5, #5
	uqrshrn	s14, d29, #2
	uqrshrn	s24, d1, #31
	uqrshrn	s2, d25, #1
	uqrshrn	s18, d8, #7
	uqrshrn	v3.2s, v3.2d, #2
	uqrshrn	v13.2s, v13.2d, #3
	uqrshrn	v9.2s, v18.2d, #22
	uqrshrn	v18.2s, v26.2d, #8
	uqrshrn2	v0.4s, v16.2d, #16
	uqrshrn2	v18.4s, v29.2d, #27
	uqrshrn2	v29.4s, v0.2d, #27
	uqrshrn2	v15.4s, v23.2d, #7
	uqrshrn	v12.4h, v23.4s, #15
	uqrshrn	v23.4h, v17.4s, #3
	uqrshrn	v1.4h, v24.4s, #12
	uqrshrn	v18.4h, v25.4s, #1
	uqrshrn2	v19.8h, v10.4s, #9
	uqrshrn2	v19.8h, v6.4s, #9
	uqrshrn2	v28.8h, v20.4s, #16
	uqrshrn2	v11.8h, v24.4s, #16
	uqrshrn	v2.8b, v28.8h, #8
	uqrshrn	v27.8b, v8.8h, #1
	uqrshrn	v17.8b, v17.8h, #1
	uqrshrn	v29.8b, v12.8h, #4
	uqrshrn2	v18.16b, v12.8h, #1
	uqrshrn2	v7.16b, v17.8h, #7
	uqrshrn2	v9.16b, v27.8h, #8
	uqrshrn2	v7.16b, v29.8h, #1
	uqshl	b3, b5, #0
	uqshl	b28, b0, #3
	uqshl	b25, b2, #1
	uqshl	b8, b25, #6
	uqshl	d15, d26, #0
	uqshl	d18, d2, #0
	uqshl	d9, d5, #53
	uqshl	d24, d24, #1
	uqshl	h26, h8, #7
	uqshl	h5, h3, #7
	uqshl	h9, h21, #0
	uqshl	h9, h21, #7
	uqshl	s2, s5, #6
	uqshl	s18, s27, #17
	uqshl	s0, s16, #31
	uqshl	s4, s30, #24
	uqshl	v12.16b, v30.16b, #3
	uqshl	v6.16b, v21.16b, #2
	uqshl	v31.16b, v24.16b, #6
	uqshl	v21.16b, v19.16b, #1
	uqshl	v6.2d, v21.2d, #24
	uqshl	v20.2d, v20.2d, #37
	uqshl	v4.2d, v20.2d, #21
	uqshl	v30.2d, v12.2d, #15
	uqshl	v26.2s, v25.2s, #19
	uqshl	v19.2s, v6.2s, #3
	uqshl	v28.2s, v0.2s, #10
	uqshl	v13.2s, v6.2s, #0
	uqshl	v27.4h, v28.4h, #0
	uqshl	v7.4h, v5.4h, #4
	uqshl	v18.4h, v8.4h, #9
	uqshl	v22.4h, v16.4h, #12
	uqshl	v1.4s, v5.4s, #7
	uqshl	v21.4s, v31.4s, #1
	uqshl	v29.4s, v31.4s, #16
	uqshl	v14.4s, v20.4s, #31
	uqshl	v26.8b, v2.8b, #0
	uqshl	v20.8b, v8.8b, #7
	uqshl	v15.8b, v31.8b, #0
	uqshl	v12.8b, v24.8b, #2
	uqshl	v9.8h, v11.8h, #11
	uqshl	v20.8h, v26.8h, #13
	uqshl	v26.8h, v13.8h, #15
	uqshl	v13.8h, v22.8h, #2
	uqshl	b31, b5, b17
	uqshl	b11, b17, b15
	uqshl	b8, b19, b12
	uqshl	b25, b20, b28
	uqshl	d20, d14, d17
	uqshl	d15, d13, d5
	uqshl	d16, d12, d23
	uqshl	d10, d28, d21
	uqshl	h2, h26, h22
	uqshl	h2, h21, h5
	uqshl	h12, h10, h11
	uqshl	h6, h9, h12
	uqshl	s16, s19, s8
	uqshl	s14, s5, s14
	uqshl	s11, s27, s5
	uqshl	s29, s24, s6
	uqshl	v13.16b, v25.16b, v25.16b
	uqshl	v27.16b, v2.16b, v23.16b
	uqshl	v5.16b, v26.16b, v2.16b
	uqshl	v10.16b, v18.16b, v2.16b
	uqshl	v28.2d, v5.2d, v11.2d
	uqshl	v18.2d, v0.2d, v18.2d
	uqshl	v18.2d, v3.2d, v28.2d
	uqshl	v28.2d, v4.2d, v7.2d
	uqshl	v26.2s, v8.2s, v16.2s
	uqshl	v3.2s, v13.2s, v20.2s
	uqshl	v30.2s, v18.2s, v25.2s
	uqshl	v13.2s, v26.2s, v24.2s
	uqshl	v30.4h, v4.4h, v12.4h
	uqshl	v6.4h, v1.4h, v12.4h
	uqshl	v10.4h, v30.4h, v31.4h
	uqshl	v16.4h, v13.4h, v5.4h
	uqshl	v3.4s, v24.4s, v3.4s
	uqshl	v25.4s, v18.4s, v14.4s
	uqshl	v24.4s, v2.4s, v4.4s
	uqshl	v18.4s, v0.4s, v23.4s
	uqshl	v9.8b, v5.8b, v28.8b
	uqshl	v15.8b, v10.8b, v12.8b
	uqshl	v27.8b, v10.8b, v14.8b
	uqshl	v14.8b, v25.8b, v2.8b
	uqshl	v22.8h, v12.8h, v27.8h
	uqshl	v24.8h, v3.8h, v23.8h
	uqshl	v26.8h, v1.8h, v12.8h
	uqshl	v20.8h, v2.8h, v30.8h
	uqshrn	b2, h23, #7
	uqshrn	b27, h7, #7
	uqshrn	b10, h18, #2
	uqshrn	b18, h9, #6
	uqshrn	h18, s31, #9
	uqshrn	h21, s21, #2
	uqshrn	h9, s2, #5
	uqshrn	h2, s15, #15
	uqshrn	s29, d16, #15
	uqshrn	s28, d22, #24
	uqshrn	s14, d29, #23
	uqshrn	s8, d11, #1
	uqshrn	v15.2s, v1.2d, #27
	uqshrn	v31.2s, v17.2d, #1
	uqshrn	v16.2s, v2.2d, #23
	uqshrn	v16.2s, v24.2d, #1
	uqshrn2	v10.4s, v9.2d, #1
	uqshrn2	v7.4s, v7.2d, #27
	uqshrn2	v10.4s, v30.2d, #1
	uqshrn2	v28.4s, v2.2d, #28
	uqshrn	v30.4h, v8.4s, #16
	uqshrn	v13.4h, v26.4s, #11
	uqshrn	v0.4h, v14.4s, #3
	uqshrn	v19.4h, v18.4s, #15
	uqshrn2	v11.8h, v6.4s, #12
	uqshrn2	v3.8h, v28.4s, #11
	uqshrn2	v8.8h, v5.4s, #1
	uqshrn2	v6.8h, v14.4s, #15
	uqshrn	v1.8b, v16.8h, #5
	uqshrn	v17.8b, v12.8h, #4
	uqshrn	v11.8b, v19.8h, #1
	uqshrn	v5.8b, v2.8h, #3
	uqshrn2	v28.16b, v4.8h, #5
	uqshrn2	v0.16b, v26.8h, #3
	uqshrn2	v14.16b, v14.8h, #1
	uqshrn2	v26.16b, v11.8h, #2
	uqsub	b4, b15, b23
	uqsub	b0, b26, b27
	uqsub	b24, b20, b17
	uqsub	b19, b2, b21
	uqsub	d4, d9, d15
	uqsub	d23, d19, d21
	uqsub	d17, d2, d12
	uqsub	d23, d27, d6
	uqsub	h22, h22, h15
	uqsub	h19, h30, h30
	uqsub	h10, h27, h4
	uqsub	h23, h23, h14
	uqsub	s18, s7, s15
	uqsub	s15, s19, s10
	uqsub	s31, s30, s15
	uqsub	s2, s13, s0
	uqsub	v6.16b, v17.16b, v19.16b
	uqsub	v30.16b, v20.16b, v25.16b
	uqsub	v26.16b, v15.16b, v1.16b
	uqsub	v23.16b, v13.16b, v6.16b
	uqsub	v7.2d, v6.2d, v20.2d
	uqsub	v23.2d, v12.2d, v30.2d
	uqsub	v13.2d, v23.2d, v22.2d
	uqsub	v13.2d, v10.2d, v15.2d
	uqsub	v10.2s, v29.2s, v3.2s
	uqsub	v21.2s, v2.2s, v9.2s
	uqsub	v16.2s, v15.2s, v13.2s
	uqsub	v28.2s, v26.2s, v1.2s
	uqsub	v18.4h, v2.4h, v17.4h
	uqsub	v21.4h, v28.4h, v4.4h
	uqsub	v27.4h, v8.4h, v25.4h
	uqsub	v29.4h, v3.4h, v6.4h
	uqsub	v19.4s, v6.4s, v0.4s
	uqsub	v14.4s, v21.4s, v0.4s
	uqsub	v19.4s, v17.4s, v7.4s
	uqsub	v13.4s, v5.4s, v18.4s
	uqsub	v25.8b, v28.8b, v2.8b
	uqsub	v22.8b, v10.8b, v13.8b
	uqsub	v16.8b, v16.8b, v18.8b
	uqsub	v9.8b, v13.8b, v4.8b
	uqsub	v29.8h, v13.8h, v14.8h
	uqsub	v5.8h, v28.8h, v10.8h
	uqsub	v14.8h, v11.8h, v18.8h
	uqsub	v8.8h, v28.8h, v10.8h
	uqxtn	b4, h22
	uqxtn	b15, h24
	uqxtn	b25, h30
	uqxtn	b19, h24
	uqxtn	h18, s27
	uqxtn	h26, s23
	uqxtn	h20, s11
	uqxtn	h0, s25
	uqxtn	s30, d28
	uqxtn	s6, d2
	uqxtn	s18, d19
	uqxtn	s5, d9
	uqxtn	v3.2s, v30.2d
	uqxtn	v22.2s, v2.2d
	uqxtn	v4.2s, v23.2d
	uqxtn	v23.2s, v27.2d
	uqxtn2	v4.4s, v24.2d
	uqxtn2	v7.4s, v20.2d
	uqxtn2	v12.4s, v9.2d
	uqxtn2	v31.4s, v23.2d
	uqxtn	v30.4h, v31.4s
	uqxtn	v9.4h, v31.4s
	uqxtn	v29.4h, v12.4s
	uqxtn	v9.4h, v0.4s
	uqxtn2	v3.8h, v10.4s
	uqxtn2	v12.8h, v19.4s
	uqxtn2	v10.8h, v25.4s
	uqxtn2	v6.8h, v11.4s
	uqxtn	v16.8b, v13.8h
	uqxtn	v4.8b, v27.8h
	uqxtn	v29.8b, v8.8h
	uqxtn	v6.8b, v16.8h
	uqxtn2	v14.16b, v31.8h
	uqxtn2	v29.16b, v13.8h
	uqxtn2	v10.16b, v12.8h
	uqxtn2	v13.16b, v13.8h
	urecpe	v30.2s, v14.2s
	urecpe	v6.2s, v30.2s
	urecpe	v25.2s, v22.2s
	urecpe	v9.2s, v11.2s
	urecpe	v21.4s, v1.4s
	urecpe	v6.4s, v28.4s
	urecpe	v0.4s, v19.4s
	urecpe	v26.4s, v5.4s
	urhadd	v20.16b, v24.16b, v3.16b
	urhadd	v25.16b, v6.16b, v3.16b
	urhadd	v24.16b, v8.16b, v28.16b
	urhadd	v1.16b, v27.16b, v24.16b
	urhadd	v8.2s, v3.2s, v30.2s
	urhadd	v21.2s, v19.2s, v11.2s
	urhadd	v31.2s, v3.2s, v16.2s
	urhadd	v15.2s, v6.2s, v25.2s
	urhadd	v5.4h, v30.4h, v24.4h
	urhadd	v13.4h, v3.4h, v22.4h
	urhadd	v27.4h, v25.4h, v28.4h
	urhadd	v1.4h, v25.4h, v1.4h
	urhadd	v9.4s, v3.4s, v27.4s
	urhadd	v11.4s, v11.4s, v31.4s
	urhadd	v26.4s, v10.4s, v31.4s
	urhadd	v14.4s, v31.4s, v8.4s
	urhadd	v4.8b, v31.8b, v14.8b
	urhadd	v19.8b, v10.8b, v26.8b
	urhadd	v8.8b, v29.8b, v21.8b
	urhadd	v31.8b, v14.8b, v10.8b
	urhadd	v8.8h, v24.8h, v8.8h
	urhadd	v15.8h, v13.8h, v10.8h
	urhadd	v3.8h, v18.8h, v13.8h
	urhadd	v4.8h, v7.8h, v2.8h
	urshl	d26, d24, d9
	urshl	d31, d17, d27
	urshl	d2, d22, d15
	urshl	d27, d31, d4
	urshl	v1.16b, v16.16b, v26.16b
	urshl	v22.16b, v28.16b, v17.16b
	urshl	v15.16b, v9.16b, v20.16b
	urshl	v10.16b, v24.16b, v18.16b
	urshl	v17.2d, v21.2d, v22.2d
	urshl	v2.2d, v12.2d, v20.2d
	urshl	v17.2d, v28.2d, v14.2d
	urshl	v17.2d, v11.2d, v7.2d
	urshl	v29.2s, v18.2s, v17.2s
	urshl	v11.2s, v1.2s, v21.2s
	urshl	v18.2s, v16.2s, v15.2s
	urshl	v5.2s, v13.2s, v15.2s
	urshl	v22.4h, v21.4h, v5.4h
	urshl	v18.4h, v20.4h, v5.4h
	urshl	v29.4h, v5.4h, v8.4h
	urshl	v3.4h, v28.4h, v10.4h
	urshl	v30.4s, v2.4s, v28.4s
	urshl	v23.4s, v10.4s, v13.4s
	urshl	v15.4s, v2.4s, v1.4s
	urshl	v5.4s, v13.4s, v1.4s
	urshl	v28.8b, v10.8b, v20.8b
	urshl	v25.8b, v20.8b, v29.8b
	urshl	v26.8b, v14.8b, v23.8b
	urshl	v6.8b, v30.8b, v30.8b
	urshl	v0.8h, v19.8h, v9.8h
	urshl	v6.8h, v24.8h, v19.8h
	urshl	v22.8h, v8.8h, v12.8h
	urshl	v9.8h, v13.8h, v2.8h
	urshr	d0, d25, #33
	urshr	d12, d19, #62
	urshr	d1, d17, #36
	urshr	d20, d17, #37
	urshr	v30.16b, v21.16b, #1
	urshr	v18.16b, v21.16b, #4
	urshr	v1.16b, v26.16b, #7
	urshr	v0.16b, v20.16b, #3
	urshr	v7.2d, v24.2d, #46
	urshr	v10.2d, v6.2d, #1
	urshr	v14.2d, v13.2d, #31
	urshr	v7.2d, v21.2d, #46
	urshr	v29.2s, v21.2s, #24
	urshr	v13.2s, v0.2s, #27
	urshr	v13.2s, v6.2s, #5
	urshr	v24.2s, v4.2s, #1
	urshr	v4.4h, v7.4h, #3
	urshr	v17.4h, v15.4h, #11
	urshr	v20.4h, v8.4h, #16
	urshr	v7.4h, v11.4h, #1
	urshr	v8.4s, v4.4s, #32
	urshr	v6.4s, v2.4s, #16
	urshr	v9.4s, v22.4s, #11
	urshr	v7.4s, v31.4s, #12
	urshr	v3.8b, v20.8b, #4
	urshr	v18.8b, v22.8b, #5
	urshr	v19.8b, v2.8b, #1
	urshr	v18.8b, v6.8b, #5
	urshr	v7.8h, v5.8h, #11
	urshr	v16.8h, v12.8h, #6
	urshr	v18.8h, v18.8h, #16
	urshr	v25.8h, v3.8h, #5
	ursqrte	v4.2s, v23.2s
	ursqrte	v25.2s, v13.2s
	ursqrte	v30.2s, v21.2s
	ursqrte	v18.2s, v18.2s
	ursqrte	v7.4s, v28.4s
	ursqrte	v10.4s, v28.4s
	ursqrte	v24.4s, v23.4s
	ursqrte	v14.4s, v21.4s
	ursra	d15, d17, #9
	ursra	d19, d28, #26
	ursra	d17, d9, #1
	ursra	d27, d26, #1
	ursra	v27.16b, v17.16b, #7
	ursra	v30.16b, v3.16b, #1
	ursra	v20.16b, v14.16b, #8
	ursra	v8.16b, v24.16b, #3
	ursra	v8.2d, v1.2d, #51
	ursra	v0.2d, v25.2d, #57
	ursra	v2.2d, v16.2d, #1
	ursra	v23.2d, v7.2d, #13
	ursra	v17.2s, v0.2s, #21
	ursra	v3.2s, v2.2s, #28
	ursra	v12.2s, v30.2s, #30
	ursra	v14.2s, v16.2s, #12
	ursra	v8.4h, v1.4h, #8
	ursra	v28.4h, v26.4h, #9
	ursra	v28.4h, v23.4h, #16
	ursra	v20.4h, v17.4h, #8
	ursra	v30.4s, v6.4s, #10
	ursra	v0.4s, v21.4s, #1
	ursra	v25.4s, v11.4s, #20
	ursra	v17.4s, v26.4s, #30
	ursra	v8.8b, v27.8b, #6
	ursra	v5.8b, v9.8b, #1
	ursra	v21.8b, v8.8b, #1
	ursra	v2.8b, v28.8b, #3
	ursra	v9.8h, v18.8h, #14
	ursra	v29.8h, v31.8h, #14
	ursra	v14.8h, v23.8h, #11
	ursra	v22.8h, v28.8h, #13
	ushll	v10.2d, v8.2s, #20
	ushll	v11.2d, v23.2s, #11
	ushll	v18.2d, v7.2s, #24
	ushll	v7.2d, v22.2s, #25
	ushll2	v31.2d, v29.4s, #28
	ushll2	v3.2d, v5.4s, #9
	ushll2	v29.2d, v2.4s, #21
	ushll2	v22.2d, v28.4s, #25
	ushll	v5.4s, v15.4h, #9
	ushll	v11.4s, v20.4h, #15
	ushll	v22.4s, v4.4h, #13
	ushll	v15.4s, v24.4h, #1
	ushll2	v16.4s, v16.8h, #6
	ushll2	v21.4s, v25.8h, #12
	ushll2	v6.4s, v29.8h, #0
	ushll2	v18.4s, v14.8h, #4
	ushll	v11.8h, v17.8b, #6
	ushll	v2.8h, v18.8b, #3
	ushll	v11.8h, v20.8b, #2
	ushll	v0.8h, v28.8b, #0
	ushll2	v29.8h, v19.16b, #6
	ushll2	v11.8h, v30.16b, #4
	ushll2	v5.8h, v19.16b, #1
	ushll2	v21.8h, v17.16b, #5
	ushl	d28, d5, d31
	ushl	d18, d5, d14
	ushl	d23, d17, d18
	ushl	d6, d30, d22
	ushl	v30.16b, v29.16b, v16.16b
	ushl	v13.16b, v22.16b, v9.16b
	ushl	v6.16b, v31.16b, v26.16b
	ushl	v3.16b, v10.16b, v16.16b
	ushl	v9.2d, v8.2d, v21.2d
	ushl	v3.2d, v11.2d, v2.2d
	ushl	v16.2d, v27.2d, v12.2d
	ushl	v28.2d, v28.2d, v4.2d
	ushl	v10.2s, v15.2s, v24.2s
	ushl	v23.2s, v15.2s, v7.2s
	ushl	v16.2s, v21.2s, v27.2s
	ushl	v22.2s, v7.2s, v1.2s
	ushl	v5.4h, v29.4h, v12.4h
	ushl	v25.4h, v22.4h, v11.4h
	ushl	v11.4h, v25.4h, v12.4h
	ushl	v19.4h, v19.4h, v29.4h
	ushl	v2.4s, v10.4s, v3.4s
	ushl	v0.4s, v15.4s, v31.4s
	ushl	v27.4s, v16.4s, v18.4s
	ushl	v8.4s, v11.4s, v27.4s
	ushl	v6.8b, v26.8b, v3.8b
	ushl	v25.8b, v11.8b, v15.8b
	ushl	v22.8b, v9.8b, v11.8b
	ushl	v23.8b, v17.8b, v30.8b
	ushl	v18.8h, v26.8h, v2.8h
	ushl	v4.8h, v10.8h, v7.8h
	ushl	v22.8h, v25.8h, v4.8h
	ushl	v5.8h, v17.8h, v4.8h
	ushr	d8, d3, #1
	ushr	d6, d15, #22
	ushr	d18, d14, #54
	ushr	d28, d11, #44
	ushr	v30.16b, v11.16b, #1
	ushr	v7.16b, v14.16b, #2
	ushr	v0.16b, v23.16b, #7
	ushr	v24.16b, v2.16b, #7
	ushr	v28.2d, v5.2d, #52
	ushr	v22.2d, v24.2d, #58
	ushr	v10.2d, v31.2d, #1
	ushr	v10.2d, v27.2d, #1
	ushr	v15.2s, v18.2s, #11
	ushr	v26.2s, v31.2s, #32
	ushr	v20.2s, v27.2s, #21
	ushr	v5.2s, v8.2s, #4
	ushr	v29.4h, v29.4h, #14
	ushr	v3.4h, v13.4h, #15
	ushr	v20.4h, v22.4h, #4
	ushr	v7.4h, v4.4h, #15
	ushr	v10.4s, v11.4s, #13
	ushr	v12.4s, v13.4s, #1
	ushr	v19.4s, v12.4s, #1
	ushr	v26.4s, v24.4s, #1
	ushr	v12.8b, v16.8b, #7
	ushr	v12.8b, v22.8b, #5
	ushr	v24.8b, v16.8b, #1
	ushr	v9.8b, v12.8b, #4
	ushr	v0.8h, v17.8h, #1
	ushr	v24.8h, v1.8h, #14
	ushr	v28.8h, v31.8h, #2
	ushr	v15.8h, v5.8h, #3
	usqadd	b18, b25
	usqadd	b8, b12
	usqadd	b23, b10
	usqadd	b29, b7
	usqadd	d29, d31
	usqadd	d11, d15
	usqadd	d28, d11
	usqadd	d30, d30
	usqadd	h3, h18
	usqadd	h18, h8
	usqadd	h4, h23
	usqadd	h15, h24
	usqadd	s18, s8
	usqadd	s14, s2
	usqadd	s14, s10
	usqadd	s13, s13
	usqadd	v13.16b, v24.16b
	usqadd	v14.16b, v18.16b
	usqadd	v13.16b, v12.16b
	usqadd	v22.16b, v19.16b
	usqadd	v10.2d, v0.2d
	usqadd	v25.2d, v2.2d
	usqadd	v14.2d, v26.2d
	usqadd	v3.2d, v1.2d
	usqadd	v5.2s, v25.2s
	usqadd	v15.2s, v21.2s
	usqadd	v5.2s, v2.2s
	usqadd	v9.2s, v5.2s
	usqadd	v23.4h, v8.4h
	usqadd	v15.4h, v23.4h
	usqadd	v2.4h, v20.4h
	usqadd	v30.4h, v12.4h
	usqadd	v24.4s, v19.4s
	usqadd	v19.4s, v28.4s
	usqadd	v31.4s, v5.4s
	usqadd	v7.4s, v23.4s
	usqadd	v25.8b, v2.8b
	usqadd	v12.8b, v13.8b
	usqadd	v22.8b, v7.8b
	usqadd	v20.8b, v6.8b
	usqadd	v9.8h, v14.8h
	usqadd	v27.8h, v8.8h
	usqadd	v12.8h, v12.8h
	usqadd	v24.8h, v29.8h
	usra	d15, d4, #18
	usra	d3, d27, #48
	usra	d28, d17, #58
	usra	d26, d29, #15
	usra	v15.16b, v19.16b, #6
	usra	v13.16b, v0.16b, #4
	usra	v31.16b, v20.16b, #8
	usra	v5.16b, v20.16b, #4
	usra	v18.2d, v12.2d, #6
	usra	v8.2d, v8.2d, #1
	usra	v13.2d, v22.2d, #56
	usra	v13.2d, v5.2d, #1
	usra	v6.2s, v20.2s, #1
	usra	v20.2s, v12.2s, #25
	usra	v5.2s, v14.2s, #14
	usra	v2.2s, v1.2s, #1
	usra	v3.4h, v10.4h, #4
	usra	v25.4h, v22.4h, #9
	usra	v21.4h, v28.4h, #11
	usra	v11.4h, v19.4h, #14
	usra	v11.4s, v20.4s, #32
	usra	v11.4s, v12.4s, #27
	usra	v20.4s, v28.4s, #31
	usra	v23.4s, v7.4s, #20
	usra	v21.8b, v13.8b, #8
	usra	v2.8b, v3.8b, #1
	usra	v8.8b, v0.8b, #1
	usra	v28.8b, v25.8b, #1
	usra	v25.8h, v20.8h, #1
	usra	v23.8h, v1.8h, #1
	usra	v26.8h, v29.8h, #1
	usra	v18.8h, v13.8h, #8
	usubl	v5.2d, v27.2s, v2.2s
	usubl	v18.2d, v19.2s, v27.2s
	usubl	v9.2d, v1.2s, v9.2s
	usubl	v28.2d, v1.2s, v28.2s
	usubl2	v26.2d, v19.4s, v23.4s
	usubl2	v3.2d, v6.4s, v18.4s
	usubl2	v0.2d, v9.4s, v10.4s
	usubl2	v30.2d, v24.4s, v2.4s
	usubl	v12.4s, v30.4h, v18.4h
	usubl	v31.4s, v19.4h, v4.4h
	usubl	v28.4s, v9.4h, v1.4h
	usubl	v25.4s, v20.4h, v30.4h
	usubl2	v6.4s, v25.8h, v21.8h
	usubl2	v6.4s, v31.8h, v2.8h
	usubl2	v0.4s, v27.8h, v15.8h
	usubl2	v3.4s, v18.8h, v7.8h
	usubl	v22.8h, v24.8b, v2.8b
	usubl	v11.8h, v18.8b, v29.8b
	usubl	v4.8h, v10.8b, v14.8b
	usubl	v28.8h, v23.8b, v14.8b
	usubl2	v4.8h, v3.16b, v20.16b
	usubl2	v29.8h, v4.16b, v7.16b
	usubl2	v24.8h, v4.16b, v18.16b
	usubl2	v6.8h, v23.16b, v8.16b
	usubw	v12.2d, v30.2d, v3.2s
	usubw	v8.2d, v26.2d, v24.2s
	usubw	v29.2d, v14.2d, v9.2s
	usubw	v20.2d, v17.2d, v23.2s
	usubw2	v30.2d, v29.2d, v28.4s
	usubw2	v0.2d, v14.2d, v30.4s
	usubw2	v11.2d, v2.2d, v24.4s
	usubw2	v22.2d, v10.2d, v2.4s
	usubw	v12.4s, v19.4s, v14.4h
	usubw	v8.4s, v2.4s, v10.4h
	usubw	v15.4s, v8.4s, v7.4h
	usubw	v23.4s, v4.4s, v16.4h
	usubw2	v25.4s, v14.4s, v31.8h
	usubw2	v6.4s, v27.4s, v17.8h
	usubw2	v9.4s, v8.4s, v5.8h
	usubw2	v5.4s, v7.4s, v22.8h
	usubw	v29.8h, v21.8h, v2.8b
	usubw	v8.8h, v16.8h, v4.8b
	usubw	v19.8h, v24.8h, v21.8b
	usubw	v12.8h, v6.8h, v10.8b
	usubw2	v26.8h, v16.8h, v30.16b
	usubw2	v3.8h, v9.8h, v5.16b
	usubw2	v27.8h, v22.8h, v13.16b
	usubw2	v7.8h, v29.8h, v5.16b
	uzp1	v2.16b, v4.16b, v20.16b
	uzp1	v12.16b, v27.16b, v10.16b
	uzp1	v14.16b, v6.16b, v17.16b
	uzp1	v10.16b, v5.16b, v24.16b
	uzp1	v8.2d, v22.2d, v12.2d
	uzp1	v31.2d, v0.2d, v1.2d
	uzp1	v26.2d, v4.2d, v20.2d
	uzp1	v8.2d, v1.2d, v23.2d
	uzp1	v30.2s, v31.2s, v20.2s
	uzp1	v1.2s, v8.2s, v29.2s
	uzp1	v31.2s, v26.2s, v10.2s
	uzp1	v30.2s, v24.2s, v18.2s
	uzp1	v10.4h, v10.4h, v0.4h
	uzp1	v24.4h, v0.4h, v8.4h
	uzp1	v31.4h, v23.4h, v3.4h
	uzp1	v10.4h, v2.4h, v27.4h
	uzp1	v19.4s, v16.4s, v18.4s
	uzp1	v9.4s, v29.4s, v23.4s
	uzp1	v25.4s, v23.4s, v14.4s
	uzp1	v22.4s, v3.4s, v24.4s
	uzp1	v3.8b, v14.8b, v21.8b
	uzp1	v4.8b, v30.8b, v4.8b
	uzp1	v0.8b, v21.8b, v25.8b
	uzp1	v11.8b, v0.8b, v2.8b
	uzp1	v26.8h, v24.8h, v27.8h
	uzp1	v6.8h, v29.8h, v22.8h
	uzp1	v28.8h, v11.8h, v8.8h
	uzp1	v5.8h, v8.8h, v0.8h
	uzp2	v13.16b, v0.16b, v13.16b
	uzp2	v13.16b, v8.16b, v26.16b
	uzp2	v0.16b, v17.16b, v31.16b
	uzp2	v18.16b, v29.16b, v22.16b
	uzp2	v19.2d, v27.2d, v16.2d
	uzp2	v28.2d, v22.2d, v3.2d
	uzp2	v7.2d, v23.2d, v30.2d
	uzp2	v13.2d, v9.2d, v0.2d
	uzp2	v21.2s, v10.2s, v28.2s
	uzp2	v14.2s, v23.2s, v9.2s
	uzp2	v6.2s, v19.2s, v11.2s
	uzp2	v24.2s, v16.2s, v2.2s
	uzp2	v19.4h, v3.4h, v8.4h
	uzp2	v31.4h, v19.4h, v13.4h
	uzp2	v16.4h, v23.4h, v19.4h
	uzp2	v31.4h, v22.4h, v27.4h
	uzp2	v12.4s, v7.4s, v19.4s
	uzp2	v11.4s, v0.4s, v2.4s
	uzp2	v26.4s, v2.4s, v1.4s
	uzp2	v12.4s, v6.4s, v20.4s
	uzp2	v3.8b, v20.8b, v10.8b
	uzp2	v11.8b, v2.8b, v12.8b
	uzp2	v22.8b, v29.8b, v21.8b
	uzp2	v24.8b, v0.8b, v9.8b
	uzp2	v17.8h, v4.8h, v19.8h
	uzp2	v14.8h, v27.8h, v6.8h
	uzp2	v16.8h, v19.8h, v15.8h
	uzp2	v10.8h, v31.8h, v4.8h
	xtn	v30.2s, v5.2d
	xtn	v31.2s, v21.2d
	xtn	v9.2s, v22.2d
	xtn	v1.2s, v17.2d
	xtn2	v16.4s, v20.2d
	xtn2	v10.4s, v20.2d
	xtn2	v18.4s, v9.2d
	xtn2	v10.4s, v3.2d
	xtn	v7.4h, v27.4s
	xtn	v24.4h, v23.4s
	xtn	v24.4h, v26.4s
	xtn	v10.4h, v31.4s
	xtn2	v8.8h, v18.4s
	xtn2	v19.8h, v24.4s
	xtn2	v20.8h, v31.4s
	xtn2	v9.8h, v29.4s
	xtn	v12.8b, v12.8h
	xtn	v21.8b, v22.8h
	xtn	v29.8b, v22.8h
	xtn	v6.8b, v5.8h
	xtn2	v3.16b, v19.8h
	xtn2	v16.16b, v3.8h
	xtn2	v8.16b, v10.8h
	xtn2	v17.16b, v23.8h
	zip1	v12.16b, v23.16b, v20.16b
	zip1	v11.16b, v24.16b, v26.16b
	zip1	v15.16b, v4.16b, v19.16b
	zip1	v29.16b, v28.16b, v11.16b
	zip1	v0.2d, v4.2d, v7.2d
	zip1	v30.2d, v4.2d, v1.2d
	zip1	v2.2d, v25.2d, v25.2d
	zip1	v6.2d, v14.2d, v18.2d
	zip1	v6.2s, v30.2s, v18.2s
	zip1	v10.2s, v18.2s, v15.2s
	zip1	v9.2s, v5.2s, v25.2s
	zip1	v4.2s, v2.2s, v1.2s
	zip1	v27.4h, v26.4h, v20.4h
	zip1	v8.4h, v29.4h, v28.4h
	zip1	v10.4h, v19.4h, v23.4h
	zip1	v24.4h, v20.4h, v24.4h
	zip1	v8.4s, v31.4s, v23.4s
	zip1	v20.4s, v31.4s, v27.4s
	zip1	v24.4s, v10.4s, v31.4s
	zip1	v21.4s, v2.4s, v3.4s
	zip1	v6.8b, v16.8b, v7.8b
	zip1	v16.8b, v6.8b, v22.8b
	zip1	v1.8b, v20.8b, v19.8b
	zip1	v10.8b, v6.8b, v19.8b
	zip1	v30.8h, v12.8h, v11.8h
	zip1	v25.8h, v0.8h, v29.8h
	zip1	v23.8h, v14.8h, v1.8h
	zip1	v30.8h, v5.8h, v28.8h
	zip2	v24.16b, v12.16b, v0.16b
	zip2	v21.16b, v3.16b, v17.16b
	zip2	v13.16b, v5.16b, v12.16b
	zip2	v2.16b, v4.16b, v23.16b
	zip2	v31.2d, v27.2d, v22.2d
	zip2	v6.2d, v10.2d, v21.2d
	zip2	v28.2d, v17.2d, v5.2d
	zip2	v13.2d, v19.2d, v17.2d
	zip2	v27.2s, v27.2s, v6.2s
	zip2	v6.2s, v21.2s, v8.2s
	zip2	v11.2s, v29.2s, v12.2s
	zip2	v24.2s, v11.2s, v26.2s
	zip2	v25.4h, v14.4h, v23.4h
	zip2	v19.4h, v20.4h, v5.4h
	zip2	v19.4h, v14.4h, v18.4h
	zip2	v26.4h, v12.4h, v8.4h
	zip2	v4.4s, v18.4s, v16.4s
	zip2	v2.4s, v25.4s, v9.4s
	zip2	v24.4s, v5.4s, v5.4s
	zip2	v12.4s, v11.4s, v12.4s
	zip2	v5.8b, v7.8b, v22.8b
	zip2	v14.8b, v11.8b, v27.8b
	zip2	v7.8b, v20.8b, v21.8b
	zip2	v0.8b, v18.8b, v1.8b
	zip2	v30.8h, v18.8h, v16.8h
	zip2	v21.8h, v6.8h, v24.8h
	zip2	v30.8h, v11.8h, v9.8h
	zip2	v5.8h, v28.8h, v28.8h
