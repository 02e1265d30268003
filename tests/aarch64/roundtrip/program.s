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
	bfi	wzr, w29, #19, #8
	bfxil	w3, w1, #12, #20
	bfxil	w15, w7, #1, #27
	bfi	w5, w14, #6, #2
	bfxil	x25, x25, #35, #25
	bfi	x18, x13, #11, #32
	bfxil	x6, x30, #0, #1
	bfi	x18, x6, #1, #34
	bics	w5, w17, wzr, ror #8
	bics	w21, w25, w16, ror #0
	bics	w22, w14, w9, lsl #31
	bics	w13, w12, w22, ror #0
	bics	x7, xzr, x25
	bics	x22, x9, x18, lsr #1
	bics	x10, x22, x24, asr #45
	bics	x30, x12, x16
	bic	w1, w7, w29, asr #31
	bic	w27, w6, w23
	bic	w11, w25, w25, ror #17
	bic	w13, w23, w19, asr #0
	bic	x24, x26, x14, lsl #50
	bic	x15, x0, x16, ror #37
	bic	x5, x0, x19, lsl #19
	bic	x9, x27, xzr, lsr #25
	bic	v5.2s, #1, lsl #24
	bic	v5.2s, #92, lsl #8
	bic	v19.2s, #157
	bic	v20.2s, #167, lsl #8
	bic	v8.4h, #0, lsl #8
	bic	v1.4h, #244, lsl #8
	bic	v2.4h, #34
	bic	v7.4h, #0
	bic	v4.4s, #228
	bic	v10.4s, #255
	bic	v23.4s, #255, lsl #8
	bic	v7.4s, #17, lsl #24
	bic	v6.8h, #90, lsl #8
	bic	v10.8h, #138, lsl #8
	bic	v28.8h, #100
	bic	v13.8h, #250
	bic	v8.16b, v29.16b, v28.16b
	bic	v9.16b, v24.16b, v6.16b
	bic	v28.16b, v24.16b, v11.16b
	bic	v30.16b, v25.16b, v19.16b
	bic	v7.8b, v18.8b, v6.8b
	bic	v3.8b, v20.8b, v29.8b
	bic	v1.8b, v26.8b, v15.8b
	bic	v18.8b, v21.8b, v9.8b
	bif	v3.16b, v19.16b, v17.16b
	bif	v0.16b, v13.16b, v16.16b
	bif	v11.16b, v19.16b, v17.16b
	bif	v16.16b, v6.16b, v29.16b
	bif	v7.8b, v21.8b, v18.8b
	bif	v6.8b, v9.8b, v16.8b
	bif	v25.8b, v2.8b, v21.8b
	bif	v30.8b, v10.8b, v15.8b
	bit	v19.16b, v11.16b, v30.16b
	bit	v14.16b, v19.16b, v0.16b
	bit	v22.16b, v28.16b, v28.16b
	bit	v11.16b, v5.16b, v23.16b
	bit	v26.8b, v21.8b, v24.8b
	bit	v11.8b, v18.8b, v1.8b
	bit	v1.8b, v12.8b, v24.8b
	bit	v1.8b, v22.8b, v4.8b
	bl	#-17609212
	bl	#-116301344
	bl	#-4
	bl	#90173772
	blr	xzr
	blr	x9
	blr	x24
	blr	x0
	br	xzr
	br	x6
	br	x26
	br	x2
	brk	#0x87fb
	brk	#0x76c7
	brk	#0xd144
	brk	#0xb2cc
	bsl	v17.16b, v13.16b, v17.16b
	bsl	v4.16b, v30.16b, v26.16b
	bsl	v7.16b, v19.16b, v25.16b
	bsl	v24.16b, v3.16b, v2.16b
	bsl	v25.8b, v20.8b, v20.8b
	bsl	v16.8b, v13.8b, v9.8b
	bsl	v2.8b, v10.8b, v5.8b
	bsl	v25.8b, v10.8b, v13.8b
	b.hi	#1048572
	b.hs	#-366740
	b.hi	#-1048576
	b.pl	#0
	cbnz	w2, #-558288
	cbnz	wzr, #1001128
	cbnz	w28, #1019404
	cbnz	w24, #321516
	cbnz	x17, #172264
	cbnz	xzr, #217084
	cbnz	x21, #-677476
	cbnz	x9, #269240
	cbz	w3, #0
	cbz	w21, #1048572
	cbz	w26, #-419980
	cbz	w22, #0
	cbz	x29, #-99852
	cbz	x21, #372296
	cbz	x8, #1048572
	cbz	x17, #-606332
	ccmn	w30, #1, #15, hs
	ccmn	w19, #1, #4, ne
	ccmn	w22, #19, #8, ne
	ccmn	w7, #23, #11, al
	ccmn	w7, w25, #0, hi
	ccmn	w5, w0, #0, mi
	ccmn	w3, w27, #0, al
	ccmn	w25, w12, #9, mi
	ccmn	x2, #19, #13, eq
	ccmn	x1, #9, #1, al
	ccmn	x5, #22, #1, eq
	ccmn	x16, #30, #1, hs
	ccmn	x23, x3, #8, hi
	ccmn	x22, x23, #12, eq
	ccmn	x20, x27, #4, ls
	ccmn	x28, x13, #15, vc
	ccmp	w5, #30, #0, hs
	ccmp	w4, #20, #13, ls
	ccmp	w16, #31, #15, mi
	ccmp	w17, #1, #11, nv
	ccmp	w20, w2, #0, vs
	ccmp	w23, w19, #0, eq
	ccmp	w14, wzr, #12, pl
	ccmp	w21, w9, #8, vs
	ccmp	x16, #10, #2, le
	ccmp	x19, #0, #13, ne
	ccmp	x14, #26, #7, ne
	ccmp	x3, #5, #10, hi
	ccmp	x16, x24, #7, eq
	ccmp	x12, x14, #4, lo
	ccmp	x4, x7, #10, nv
	ccmp	x28, x1, #0, vc
	clrex	#0
	clrex	#3
	clrex	#1
	clrex	#6
	cls	w28, w13
	cls	w9, w19
	cls	w29, w27
	cls	w5, w30
	cls	x3, x7
	cls	x18, x22
	cls	x10, x18
	cls	x28, x11
	cls	v17.16b, v25.16b
	cls	v6.16b, v7.16b
	cls	v6.16b, v24.16b
	cls	v10.16b, v0.16b
	cls	v7.2s, v29.2s
	cls	v19.2s, v20.2s
	cls	v9.2s, v12.2s
	cls	v31.2s, v1.2s
	cls	v0.4h, v3.4h
	cls	v30.4h, v12.4h
	cls	v5.4h, v27.4h
	cls	v15.4h, v27.4h
	cls	v26.4s, v13.4s
	cls	v3.4s, v19.4s
	cls	v9.4s, v4.4s
	cls	v2.4s, v22.4s
	cls	v0.8b, v19.8b
	cls	v29.8b, v0.8b
	cls	v17.8b, v9.8b
	cls	v1.8b, v11.8b
	cls	v18.8h, v31.8h
	cls	v23.8h, v21.8h
	cls	v25.8h, v1.8h
	cls	v24.8h, v5.8h
	clz	w1, w27
	clz	w29, w18
	clz	w11, w10
	clz	w29, w10
	clz	x5, x21
	clz	x14, x5
	clz	x30, x24
	clz	x4, x1
	clz	v7.16b, v0.16b
	clz	v23.16b, v16.16b
	clz	v11.16b, v20.16b
	clz	v17.16b, v26.16b
	clz	v0.2s, v19.2s
	clz	v26.2s, v8.2s
	clz	v26.2s, v7.2s
	clz	v27.2s, v24.2s
	clz	v9.4h, v6.4h
	clz	v3.4h, v21.4h
	clz	v17.4h, v28.4h
	clz	v20.4h, v16.4h
	clz	v10.4s, v16.4s
	clz	v26.4s, v9.4s
	clz	v17.4s, v1.4s
	clz	v9.4s, v25.4s
	clz	v1.8b, v18.8b
	clz	v30.8b, v2.8b
	clz	v20.8b, v22.8b
	clz	v6.8b, v29.8b
	clz	v29.8h, v10.8h
	clz	v26.8h, v30.8h
	clz	v31.8h, v23.8h
	clz	v9.8h, v26.8h
	cmeq	d19, d18, d25
	cmeq	d12, d26, d26
	cmeq	d2, d21, d7
	cmeq	d12, d26, d27
	cmeq	v3.16b, v24.16b, v7.16b
	cmeq	v4.16b, v17.16b, v14.16b
	cmeq	v3.16b, v8.16b, v25.16b
	cmeq	v13.16b, v3.16b, v29.16b
	cmeq	v23.2d, v14.2d, v2.2d
	cmeq	v24.2d, v6.2d, v10.2d
	cmeq	v24.2d, v16.2d, v23.2d
	cmeq	v5.2d, v13.2d, v5.2d
	cmeq	v28.2s, v14.2s, v14.2s
	cmeq	v7.2s, v29.2s, v19.2s
	cmeq	v1.2s, v24.2s, v11.2s
	cmeq	v5.2s, v9.2s, v17.2s
	cmeq	v20.4h, v12.4h, v24.4h
	cmeq	v14.4h, v22.4h, v16.4h
	cmeq	v23.4h, v19.4h, v27.4h
	cmeq	v17.4h, v7.4h, v15.4h
	cmeq	v7.4s, v8.4s, v16.4s
	cmeq	v14.4s, v8.4s, v13.4s
	cmeq	v24.4s, v8.4s, v16.4s
	cmeq	v6.4s, v8.4s, v9.4s
	cmeq	v29.8b, v15.8b, v15.8b
	cmeq	v13.8b, v4.8b, v0.8b
	cmeq	v2.8b, v18.8b, v18.8b
	cmeq	v4.8b, v19.8b, v6.8b
	cmeq	v7.8h, v8.8h, v7.8h
	cmeq	v0.8h, v27.8h, v21.8h
	cmeq	v11.8h, v30.8h, v12.8h
	cmeq	v11.8h, v13.8h, v27.8h
	cmeq	d29, d14, #0
	cmeq	d9, d30, #0
	cmeq	d26, d11, #0
	cmeq	d10, d6, #0
	cmeq	v29.16b, v19.16b, #0
	cmeq	v27.16b, v2.16b, #0
	cmeq	v4.16b, v27.16b, #0
	cmeq	v24.16b, v30.16b, #0
	cmeq	v10.2d, v0.2d, #0
	cmeq	v9.2d, v31.2d, #0
	cmeq	v26.2d, v12.2d, #0
	cmeq	v7.2d, v19.2d, #0
	cmeq	v9.2s, v14.2s, #0
	cmeq	v19.2s, v18.2s, #0
	cmeq	v30.2s, v4.2s, #0
	cmeq	v29.2s, v21.2s, #0
	cmeq	v28.4h, v14.4h, #0
	cmeq	v21.4h, v29.4h, #0
	cmeq	v0.4h, v1.4h, #0
	cmeq	v25.4h, v2.4h, #0
	cmeq	v13.4s, v30.4s, #0
	cmeq	v6.4s, v18.4s, #0
	cmeq	v27.4s, v17.4s, #0
	cmeq	v14.4s, v29.4s, #0
	cmeq	v25.8b, v25.8b, #0
	cmeq	v16.8b, v23.8b, #0
	cmeq	v17.8b, v22.8b, #0
	cmeq	v19.8b, v28.8b, #0
	cmeq	v14.8h, v6.8h, #0
	cmeq	v29.8h, v12.8h, #0
	cmeq	v11.8h, v20.8h, #0
	cmeq	v5.8h, v3.8h, #0
	cmge	d23, d31, d29
	cmge	d5, d27, d13
	cmge	d1, d21, d6
	cmge	d29, d13, d28
	cmge	v6.16b, v15.16b, v10.16b
	cmge	v28.16b, v20.16b, v23.16b
	cmge	v6.16b, v9.16b, v21.16b
	cmge	v3.16b, v22.16b, v23.16b
	cmge	v12.2d, v30.2d, v26.2d
	cmge	v17.2d, v19.2d, v3.2d
	cmge	v28.2d, v15.2d, v12.2d
	cmge	v30.2d, v14.2d, v19.2d
	cmge	v27.2s, v19.2s, v8.2s
	cmge	v25.2s, v21.2s, v24.2s
	cmge	v14.2s, v26.2s, v30.2s
	cmge	v2.2s, v11.2s, v30.2s
	cmge	v28.4h, v15.4h, v29.4h
	cmge	v10.4h, v4.4h, v27.4h
	cmge	v1.4h, v17.4h, v24.4h
	cmge	v24.4h, v29.4h, v22.4h
	cmge	v27.4s, v27.4s, v1.4s
	cmge	v7.4s, v31.4s, v24.4s
	cmge	v23.4s, v0.4s, v11.4s
	cmge	v26.4s, v8.4s, v8.4s
	cmge	v0.8b, v11.8b, v28.8b
	cmge	v0.8b, v6.8b, v10.8b
	cmge	v14.8b, v10.8b, v26.8b
	cmge	v22.8b, v29.8b, v9.8b
	cmge	v1.8h, v29.8h, v8.8h
	cmge	v8.8h, v10.8h, v21.8h
	cmge	v2.8h, v18.8h, v4.8h
	cmge	v23.8h, v1.8h, v21.8h
	cmge	d23, d11, #0
	cmge	d17, d3, #0
	cmge	d13, d21, #0
	cmge	d7, d20, #0
	cmge	v0.16b, v15.16b, #0
	cmge	v25.16b, v30.16b, #0
	cmge	v29.16b, v26.16b, #0
	cmge	v6.16b, v4.16b, #0
	cmge	v1.2d, v12.2d, #0
	cmge	v26.2d, v6.2d, #0
	cmge	v21.2d, v29.2d, #0
	cmge	v16.2d, v19.2d, #0
	cmge	v2.2s, v28.2s, #0
	cmge	v26.2s, v17.2s, #0
	cmge	v31.2s, v12.2s, #0
	cmge	v22.2s, v10.2s, #0
	cmge	v1.4h, v3.4h, #0
	cmge	v29.4h, v30.4h, #0
	cmge	v20.4h, v18.4h, #0
	cmge	v15.4h, v6.4h, #0
	cmge	v17.4s, v15.4s, #0
	cmge	v9.4s, v2.4s, #0
	cmge	v29.4s, v21.4s, #0
	cmge	v2.4s, v21.4s, #0
	cmge	v31.8b, v28.8b, #0
	cmge	v6.8b, v26.8b, #0
	cmge	v27.8b, v31.8b, #0
	cmge	v2.8b, v22.8b, #0
	cmge	v9.8h, v22.8h, #0
	cmge	v17.8h, v0.8h, #0
	cmge	v20.8h, v6.8h, #0
	cmge	v21.8h, v3.8h, #0
	cmgt	d31, d26, d26
	cmgt	d12, d28, d6
	cmgt	d8, d26, d20
	cmgt	d12, d24, d20
	cmgt	v28.16b, v14.16b, v26.16b
	cmgt	v17.16b, v15.16b, v6.16b
	cmgt	v12.16b, v29.16b, v8.16b
	cmgt	v1.16b, v31.16b, v11.16b
	cmgt	v20.2d, v8.2d, v28.2d
	cmgt	v3.2d, v15.2d, v24.2d
	cmgt	v10.2d, v3.2d, v13.2d
	cmgt	v30.2d, v30.2d, v6.2d
	cmgt	v16.2s, v20.2s, v15.2s
	cmgt	v7.2s, v22.2s, v24.2s
	cmgt	v10.2s, v0.2s, v25.2s
	cmgt	v2.2s, v17.2s, v26.2s
	cmgt	v20.4h, v29.4h, v26.4h
	cmgt	v8.4h, v25.4h, v28.4h
	cmgt	v22.4h, v16.4h, v18.4h
	cmgt	v24.4h, v4.4h, v27.4h
	cmgt	v6.4s, v20.4s, v27.4s
	cmgt	v11.4s, v23.4s, v30.4s
	cmgt	v23.4s, v24.4s, v20.4s
	cmgt	v29.4s, v0.4s, v24.4s
	cmgt	v16.8b, v25.8b, v6.8b
	cmgt	v28.8b, v7.8b, v6.8b
	cmgt	v7.8b, v19.8b, v11.8b
	cmgt	v28.8b, v1.8b, v31.8b
	cmgt	v31.8h, v16.8h, v7.8h
	cmgt	v3.8h, v24.8h, v6.8h
	cmgt	v15.8h, v13.8h, v21.8h
	cmgt	v27.8h, v3.8h, v22.8h
	cmgt	d3, d11, #0
	cmgt	d25, d22, #0
	cmgt	d22, d19, #0
	cmgt	d15, d19, #0
	cmgt	v11.16b, v20.16b, #0
	cmgt	v16.16b, v15.16b, #0
	cmgt	v12.16b, v13.16b, #0
	cmgt	v20.16b, v16.16b, #0
	cmgt	v4.2d, v30.2d, #0
	cmgt	v11.2d, v3.2d, #0
	cmgt	v5.2d, v3.2d, #0
	cmgt	v7.2d, v28.2d, #0
	cmgt	v20.2s, v23.2s, #0
	cmgt	v24.2s, v20.2s, #0
	cmgt	v9.2s, v12.2s, #0
	cmgt	v8.2s, v28.2s, #0
	cmgt	v8.4h, v7.4h, #0
	cmgt	v6.4h, v29.4h, #0
	cmgt	v21.4h, v20.4h, #0
	cmgt	v29.4h, v29.4h, #0
	cmgt	v9.4s, v5.4s, #0
	cmgt	v25.4s, v30.4s, #0
	cmgt	v24.4s, v20.4s, #0
	cmgt	v3.4s, v11.4s, #0
	cmgt	v30.8b, v10.8b, #0
	cmgt	v25.8b, v8.8b, #0
	cmgt	v19.8b, v23.8b, #0
	cmgt	v14.8b, v23.8b, #0
	cmgt	v15.8h, v12.8h, #0
	cmgt	v2.8h, v15.8h, #0
	cmgt	v6.8h, v5.8h, #0
	cmgt	v25.8h, v26.8h, #0
	cmhi	d7, d11, d5
	cmhi	d10, d28, d24
	cmhi	d30, d8, d30
	cmhi	d5, d18, d17
	cmhi	v29.16b, v12.16b, v7.16b
	cmhi	v28.16b, v31.16b, v6.16b
	cmhi	v13.16b, v15.16b, v4.16b
	cmhi	v11.16b, v4.16b, v27.16b
	cmhi	v2.2d, v2.2d, v23.2d
	cmhi	v7.2d, v25.2d, v28.2d
	cmhi	v30.2d, v15.2d, v31.2d
	cmhi	v0.2d, v30.2d, v7.2d
	cmhi	v18.2s, v27.2s, v18.2s
	cmhi	v18.2s, v11.2s, v18.2s
	cmhi	v28.2s, v19.2s, v26.2s
	cmhi	v31.2s, v20.2s, v15.2s
	cmhi	v7.4h, v6.4h, v6.4h
	cmhi	v18.4h, v31.4h, v25.4h
	cmhi	v16.4h, v10.4h, v19.4h
	cmhi	v15.4h, v3.4h, v1.4h
	cmhi	v29.4s, v21.4s, v26.4s
	cmhi	v27.4s, v9.4s, v18.4s
	cmhi	v30.4s, v29.4s, v1.4s
	cmhi	v10.4s, v21.4s, v22.4s
	cmhi	v1.8b, v13.8b, v29.8b
	cmhi	v19.8b, v14.8b, v6.8b
	cmhi	v3.8b, v23.8b, v5.8b
	cmhi	v0.8b, v1.8b, v22.8b
	cmhi	v6.8h, v4.8h, v16.8h
	cmhi	v10.8h, v6.8h, v22.8h
	cmhi	v3.8h, v20.8h, v9.8h
	cmhi	v28.8h, v21.8h, v13.8h
	cmhs	d25, d27, d30
	cmhs	d8, d10, d0
	cmhs	d2, d19, d13
	cmhs	d4, d0, d13
	cmhs	v3.16b, v1.16b, v22.16b
	cmhs	v0.16b, v16.16b, v8.16b
	cmhs	v6.16b, v9.16b, v16.16b
	cmhs	v28.16b, v3.16b, v22.16b
	cmhs	v10.2d, v10.2d, v23.2d
	cmhs	v17.2d, v10.2d, v26.2d
	cmhs	v2.2d, v20.2d, v20.2d
	cmhs	v5.2d, v10.2d, v19.2d
	cmhs	v6.2s, v1.2s, v6.2s
	cmhs	v9.2s, v15.2s, v9.2s
	cmhs	v0.2s, v15.2s, v3.2s
	cmhs	v0.2s, v17.2s, v23.2s
	cmhs	v11.4h, v11.4h, v20.4h
	cmhs	v21.4h, v9.4h, v0.4h
	cmhs	v21.4h, v7.4h, v20.4h
	cmhs	v9.4h, v22.4h, v22.4h
	cmhs	v30.4s, v28.4s, v25.4s
	cmhs	v27.4s, v16.4s, v17.4s
	cmhs	v3.4s, v17.4s, v8.4s
	cmhs	v30.4s, v20.4s, v15.4s
	cmhs	v8.8b, v3.8b, v6.8b
	cmhs	v21.8b, v22.8b, v20.8b
	cmhs	v18.8b, v26.8b, v28.8b
	cmhs	v13.8b, v16.8b, v17.8b
	cmhs	v3.8h, v16.8h, v14.8h
	cmhs	v28.8h, v14.8h, v10.8h
	cmhs	v17.8h, v3.8h, v20.8h
	cmhs	v13.8h, v1.8h, v20.8h
	cmle	d14, d20, #0
	cmle	d11, d7, #0
	cmle	d19, d4, #0
	cmle	d18, d28, #0
	cmle	v31.16b, v21.16b, #0
	cmle	v9.16b, v28.16b, #0
	cmle	v12.16b, v11.16b, #0
	cmle	v29.16b, v22.16b, #0
	cmle	v20.2d, v23.2d, #0
	cmle	v0.2d, v13.2d, #0
	cmle	v13.2d, v15.2d, #0
	cmle	v29.2d, v2.2d, #0
	cmle	v24.2s, v7.2s, #0
	cmle	v27.2s, v5.2s, #0
	cmle	v5.2s, v20.2s, #0
	cmle	v27.2s, v21.2s, #0
	cmle	v20.4h, v23.4h, #0
	cmle	v12.4h, v16.4h, #0
	cmle	v21.4h, v28.4h, #0
	cmle	v9.4h, v29.4h, #0
	cmle	v1.4s, v2.4s, #0
	cmle	v17.4s, v26.4s, #0
	cmle	v0.4s, v28.4s, #0
	cmle	v8.4s, v1.4s, #0
	cmle	v28.8b, v8.8b, #0
	cmle	v16.8b, v29.8b, #0
	cmle	v29.8b, v22.8b, #0
	cmle	v21.8b, v16.8b, #0
	cmle	v17.8h, v22.8h, #0
	cmle	v16.8h, v5.8h, #0
	cmle	v19.8h, v8.8h, #0
	cmle	v10.8h, v22.8h, #0
	cmlt	d16, d10, #0
	cmlt	d3, d8, #0
	cmlt	d5, d6, #0
	cmlt	d5, d10, #0
	cmlt	v1.16b, v4.16b, #0
	cmlt	v25.16b, v3.16b, #0
	cmlt	v27.16b, v24.16b, #0
	cmlt	v20.16b, v27.16b, #0
	cmlt	v23.2d, v18.2d, #0
	cmlt	v27.2d, v29.2d, #0
	cmlt	v7.2d, v2.2d, #0
	cmlt	v25.2d, v27.2d, #0
	cmlt	v30.2s, v24.2s, #0
	cmlt	v3.2s, v7.2s, #0
	cmlt	v11.2s, v17.2s, #0
	cmlt	v23.2s, v22.2s, #0
	cmlt	v16.4h, v23.4h, #0
	cmlt	v17.4h, v10.4h, #0
	cmlt	v29.4h, v20.4h, #0
	cmlt	v0.4h, v27.4h, #0
	cmlt	v21.4s, v23.4s, #0
	cmlt	v2.4s, v27.4s, #0
	cmlt	v17.4s, v6.4s, #0
	cmlt	v26.4s, v12.4s, #0
	cmlt	v6.8b, v22.8b, #0
	cmlt	v6.8b, v12.8b, #0
	cmlt	v16.8b, v3.8b, #0
	cmlt	v16.8b, v19.8b, #0
	cmlt	v26.8h, v10.8h, #0
	cmlt	v6.8h, v7.8h, #0
	cmlt	v19.8h, v2.8h, #0
	cmlt	v28.8h, v17.8h, #0
	cmtst	d24, d3, d9
	cmtst	d14, d20, d11
	cmtst	d10, d5, d9
	cmtst	d5, d24, d22
	cmtst	v10.16b, v12.16b, v3.16b
	cmtst	v16.16b, v28.16b, v11.16b
	cmtst	v31.16b, v11.16b, v25.16b
	cmtst	v31.16b, v1.16b, v17.16b
	cmtst	v9.2d, v27.2d, v12.2d
	cmtst	v18.2d, v16.2d, v18.2d
	cmtst	v3.2d, v4.2d, v18.2d
	cmtst	v4.2d, v24.2d, v16.2d
	cmtst	v19.2s, v24.2s, v28.2s
	cmtst	v3.2s, v31.2s, v6.2s
	cmtst	v16.2s, v21.2s, v7.2s
	cmtst	v27.2s, v5.2s, v17.2s
	cmtst	v21.4h, v5.4h, v4.4h
	cmtst	v10.4h, v23.4h, v14.4h
	cmtst	v18.4h, v13.4h, v16.4h
	cmtst	v15.4h, v26.4h, v25.4h
	cmtst	v12.4s, v2.4s, v8.4s
	cmtst	v2.4s, v18.4s, v31.4s
	cmtst	v19.4s, v0.4s, v13.4s
	cmtst	v0.4s, v28.4s, v9.4s
	cmtst	v29.8b, v18.8b, v17.8b
	cmtst	v9.8b, v6.8b, v14.8b
	cmtst	v23.8b, v0.8b, v23.8b
	cmtst	v28.8b, v6.8b, v27.8b
	cmtst	v31.8h, v24.8h, v22.8h
	cmtst	v2.8h, v7.8h, v18.8h
	cmtst	v11.8h, v29.8h, v30.8h
	cmtst	v6.8h, v7.8h, v17.8h
	cnt	v23.16b, v18.16b
	cnt	v31.16b, v28.16b
	cnt	v28.16b, v7.16b
	cnt	v4.16b, v25.16b
	cnt	v12.8b, v26.8b
	cnt	v8.8b, v20.8b
	cnt	v6.8b, v2.8b
	cnt	v2.8b, v6.8b
	csel	w17, w4, w29, le
	csel	w13, w3, w3, gt
	csel	w0, w5, w30, vs
	csel	w20, w23, w24, ne
	csel	x5, x6, x29, vs
	csel	x29, x30, x2, al
	csel	x15, x11, x14, ls
	csel	x22, x13, x21, lo
	csinc	w14, w4, w8, ne
	csinc	w8, w16, w11, lo
	csinc	w9, w1, w9, hs
	cinc	w14, w16, ge
	cinc	x18, x1, ls
	csinc	x1, x21, x13, hi
	csinc	x27, xzr, xzr, al
	cset	x3, mi
	csinv	w19, w7, w5, eq
	csinv	w30, w14, w26, pl
	csinv	w14, w21, w12, le
	csinv	w5, w3, w20, lo
	csetm	x29, ne
	cinv	x19, x25, eq
	csetm	x25, le
	csinv	x7, x7, x7, al
	csneg	w5, w30, w17, eq
	csneg	w6, w1, w6, mi
	csneg	w7, w13, w8, eq
	csneg	w9, w28, w14, lt
	cneg	x6, x18, ge
	csneg	x10, x24, x0, le
	csneg	x26, x11, x7, lt
	cneg	x28, x23, hs
	dcps1
	dcps1
	dcps1	#0x7cc9
	dcps1	#0x67c9
	dcps2	#0x5d9d
	dcps2
	dcps2	#0xfc2b
	dcps2	#0x7fd0
	dcps3
	dcps3	#0x604d
	dcps3	#0x5e41
	dcps3
	dmb	ishld
	dmb	nshld
	dmb	ishst
	dmb	#12
	drps
	drps
	drps
	drps
	ssbb
	dsb	osh
	dsb	#12
	dsb	ishst
	mov	b20, v1.b[2]
	mov	b8, v4.b[0]
	mov	b14, v23.b[0]
	mov	b17, v5.b[13]
	mov	d18, v13.d[0]
	mov	d19, v7.d[1]
	mov	d15, v18.d[0]
	mov	d21, v30.d[0]
	mov	h2, v11.h[0]
	mov	h26, v21.h[6]
	mov	h15, v13.h[2]
	mov	h30, v26.h[0]
	mov	s26, v0.s[0]
	mov	s1, v13.s[1]
	mov	s13, v29.s[2]
	mov	s13, v17.s[3]
	dup	v8.16b, w14
	dup	v22.16b, w22
	dup	v24.16b, w23
	dup	v26.16b, w11
	dup	v6.16b, v8.b[0]
	dup	v20.16b, v14.b[13]
	dup	v16.16b, v15.b[9]
	dup	v16.16b, v29.b[3]
	dup	v6.2d, x5
	dup	v17.2d, x30
	dup	v1.2d, x2
	dup	v16.2d, x21
	dup	v30.2d, v4.d[1]
	dup	v30.2d, v16.d[0]
	dup	v18.2d, v24.d[0]
	dup	v13.2d, v13.d[1]
	dup	v9.2s, w2
	dup	v11.2s, w9
	dup	v18.2s, w11
	dup	v11.2s, w14
	dup	v23.2s, v5.s[2]
	dup	v1.2s, v3.s[1]
	dup	v4.2s, v9.s[3]
	dup	v22.2s, v6.s[1]
	dup	v28.4h, w6
	dup	v14.4h, w17
	dup	v25.4h, w14
	dup	v16.4h, w24
	dup	v28.4h, v10.h[6]
	dup	v19.4h, v25.h[2]
	dup	v1.4h, v8.h[0]
	dup	v20.4h, v6.h[4]
	dup	v0.4s, w6
	dup	v23.4s, w12
	dup	v27.4s, w14
	dup	v18.4s, w4
	dup	v6.4s, v11.s[2]
	dup	v23.4s, v29.s[0]
	dup	v19.4s, v24.s[3]
	dup	v7.4s, v31.s[3]
	dup	v8.8b, wzr
	dup	v22.8b, w16
	dup	v1.8b, w5
	dup	v0.8b, w14
	dup	v24.8b, v5.b[5]
	dup	v18.8b, v9.b[10]
	dup	v25.8b, v5.b[9]
	dup	v23.8b, v17.b[0]
	dup	v29.8h, w25
	dup	v17.8h, w10
	dup	v20.8h, w18
	dup	v30.8h, w12
	dup	v29.8h, v5.h[5]
	dup	v9.8h, v6.h[0]
	dup	v15.8h, v11.h[1]
	dup	v3.8h, v25.h[2]
	eon	w5, w13, w12
	eon	w30, w2, w10, ror #0
	eon	w24, w6, w9, lsl #29
	eon	w29, w18, w10, lsr #16
	eon	x28, x9, x18, ror #8
	eon	x22, x10, x17, ror #1
	eon	x7, x27, x5, asr #18
	eon	x9, x10, x16, lsr #18
	eor	w22, w23, #0x8
	eor	w17, w4, #0x55555555
	eor	w4, w19, #0x2000200
	eor	w24, w23, #0x8080808
	eor	w1, w16, w8, lsr #31
	eor	w13, w1, w29
	eor	w2, w22, w10
	eor	w4, w9, w29, lsl #24
	eor	x28, x18, #0x7f7f7f7f7f7f7f7f
	eor	x14, x27, #0x2
	eor	x22, x14, #0x7c7c7c7c7c7c7c7c
	eor	x7, x28, #0xaaaaaaaaaaaaaaaa
	eor	x9, x2, x12
	eor	x6, x26, x14, lsl #44
	eor	x18, x16, x2, asr #0
	eor	x26, x22, x18, asr #2
	eor	v16.16b, v9.16b, v10.16b
	eor	v31.16b, v24.16b, v8.16b
	eor	v1.16b, v25.16b, v0.16b
	eor	v30.16b, v19.16b, v22.16b
	eor	v2.8b, v5.8b, v8.8b
	eor	v0.8b, v23.8b, v12.8b
	eor	v12.8b, v29.8b, v25.8b
	eor	v18.8b, v1.8b, v8.8b
	eret
	eret
	eret
	eret
	ror	w1, w7, #19
	extr	w15, w25, w16, #14
	extr	w16, w18, w26, #0
	ror	w20, w9, #4
	ror	x9, x28, #9
	ror	x29, xzr, #60
	ror	x7, x23, #28
	extr	x25, x10, x28, #4
	ext	v10.16b, v15.16b, v0.16b, #0
	ext	v2.16b, v26.16b, v24.16b, #5
	ext	v24.16b, v21.16b, v27.16b, #2
	ext	v14.16b, v4.16b, v7.16b, #9
	ext	v2.8b, v11.8b, v28.8b, #7
	ext	v25.8b, v18.8b, v18.8b, #0
	ext	v4.8b, v14.8b, v25.8b, #1
	ext	v18.8b, v1.8b, v24.8b, #0
	fabd	d5, d0, d26
	fabd	d0, d6, d16
	fabd	d19, d2, d0
	fabd	d27, d13, d6
	fabd	s5, s24, s6
	fabd	s30, s4, s0
	fabd	s4, s6, s23
	fabd	s0, s28, s7
	fabd	v27.2d, v30.2d, v11.2d
	fabd	v20.2d, v18.2d, v17.2d
	fabd	v21.2d, v16.2d, v30.2d
	fabd	v31.2d, v6.2d, v29.2d
	fabd	v25.2s, v23.2s, v0.2s
	fabd	v13.2s, v1.2s, v11.2s
	fabd	v10.2s, v2.2s, v0.2s
	fabd	v14.2s, v30.2s, v21.2s
	fabd	v31.4s, v1.4s, v19.4s
	fabd	v31.4s, v2.4s, v6.4s
	fabd	v14.4s, v23.4s, v26.4s
	fabd	v11.4s, v14.4s, v25.4s
	fabs	d5, d6
	fabs	d20, d27
	fabs	d6, d4
	fabs	d17, d15
	fabs	s12, s26
	fabs	s18, s9
	fabs	s14, s31
	fabs	s12, s30
	fabs	v10.2d, v5.2d
	fabs	v0.2d, v29.2d
	fabs	v12.2d, v8.2d
	fabs	v15.2d, v17.2d
	fabs	v12.2s, v8.2s
	fabs	v8.2s, v4.2s
	fabs	v15.2s, v18.2s
	fabs	v28.2s, v14.2s
	fabs	v3.4s, v1.4s
	fabs	v29.4s, v4.4s
	fabs	v31.4s, v14.4s
	fabs	v14.4s, v13.4s
	facge	d29, d0, d1
	facge	d4, d26, d10
	facge	d26, d14, d6
	facge	d29, d4, d6
	facge	s13, s12, s5
	facge	s26, s26, s8
	facge	s18, s9, s25
	facge	s4, s14, s14
	facge	v28.2d, v1.2d, v27.2d
	facge	v8.2d, v12.2d, v23.2d
	facge	v17.2d, v18.2d, v10.2d
	facge	v13.2d, v19.2d, v23.2d
	facge	v28.2s, v2.2s, v24.2s
	facge	v18.2s, v26.2s, v0.2s
	facge	v18.2s, v13.2s, v27.2s
	facge	v19.2s, v13.2s, v13.2s
	facge	v4.4s, v10.4s, v1.4s
	facge	v31.4s, v0.4s, v23.4s
	facge	v25.4s, v9.4s, v4.4s
	facge	v10.4s, v27.4s, v4.4s
	facgt	d27, d30, d27
	facgt	d6, d30, d8
	facgt	d1, d25, d0
	facgt	d10, d18, d15
	facgt	s29, s26, s2
	facgt	s4, s5, s12
	facgt	s4, s10, s14
	facgt	s8, s7, s9
	facgt	v25.2d, v20.2d, v22.2d
	facgt	v14.2d, v10.2d, v13.2d
	facgt	v29.2d, v21.2d, v17.2d
	facgt	v11.2d, v18.2d, v5.2d
	facgt	v12.2s, v11.2s, v10.2s
	facgt	v25.2s, v24.2s, v11.2s
	facgt	v4.2s, v20.2s, v16.2s
	facgt	v8.2s, v29.2s, v2.2s
	facgt	v19.4s, v26.4s, v3.4s
	facgt	v31.4s, v25.4s, v24.4s
	facgt	v3.4s, v23.4s, v27.4s
	facgt	v13.4s, v10.4s, v20.4s
	fadd	d9, d24, d22
	fadd	d5, d18, d17
	fadd	d15, d19, d18
	fadd	d9, d10, d5
	faddp	d6, v12.2d
	faddp	d11, v1.2d
	faddp	d0, v19.2d
	faddp	d11, v26.2d
	faddp	s28, v26.2s
	faddp	s3, v17.2s
	faddp	s28, v17.2s
	faddp	s2, v19.2s
	faddp	v30.2d, v22.2d, v4.2d
	faddp	v12.2d, v25.2d, v4.2d
	faddp	v27.2d, v7.2d, v0.2d
	faddp	v13.2d, v12.2d, v20.2d
	faddp	v25.2s, v23.2s, v27.2s
	faddp	v1.2s, v1.2s, v25.2s
	faddp	v6.2s, v31.2s, v18.2s
	faddp	v20.2s, v8.2s, v16.2s
	faddp	v6.4s, v20.4s, v23.4s
	faddp	v28.4s, v12.4s, v31.4s
	faddp	v18.4s, v28.4s, v28.4s
	faddp	v1.4s, v6.4s, v12.4s
	fadd	s21, s5, s30
	fadd	s2, s8, s31
	fadd	s30, s27, s15
	fadd	s23, s1, s16
	fadd	v2.2d, v5.2d, v28.2d
	fadd	v14.2d, v18.2d, v14.2d
	fadd	v7.2d, v4.2d, v15.2d
	fadd	v29.2d, v8.2d, v29.2d
	fadd	v12.2s, v0.2s, v22.2s
	fadd	v31.2s, v26.2s, v6.2s
	fadd	v0.2s, v21.2s, v3.2s
	fadd	v10.2s, v13.2s, v27.2s
	fadd	v7.4s, v16.4s, v1.4s
	fadd	v23.4s, v1.4s, v16.4s
	fadd	v0.4s, v12.4s, v26.4s
	fadd	v11.4s, v6.4s, v7.4s
	fccmp	d11, d2, #1, lo
	fccmp	d19, d13, #5, le
	fccmp	d6, d27, #0, ge
	fccmp	d28, d28, #8, gt
	fccmpe	d23, d30, #4, hi
	fccmpe	d1, d7, #0, le
	fccmpe	d0, d31, #1, eq
	fccmpe	d8, d5, #11, hs
	fccmpe	s3, s14, #4, le
	fccmpe	s18, s14, #8, lo
	fccmpe	s14, s3, #9, ls
	fccmpe	s8, s5, #7, hi
	fccmp	s12, s27, #11, gt
	fccmp	s4, s14, #15, al
	fccmp	s18, s29, #3, vc
	fccmp	s30, s25, #5, le
	fcmeq	d10, d16, d5
	fcmeq	d19, d0, d9
	fcmeq	d29, d15, d2
	fcmeq	d20, d23, d30
	fcmeq	s2, s19, s6
	fcmeq	s6, s10, s4
	fcmeq	s22, s11, s18
	fcmeq	s4, s17, s4
	fcmeq	v9.2d, v14.2d, v18.2d
	fcmeq	v14.2d, v24.2d, v28.2d
	fcmeq	v3.2d, v27.2d, v2.2d
	fcmeq	v24.2d, v19.2d, v12.2d
	fcmeq	v30.2s, v4.2s, v8.2s
	fcmeq	v12.2s, v17.2s, v31.2s
	fcmeq	v13.2s, v10.2s, v5.2s
	fcmeq	v7.2s, v0.2s, v30.2s
	fcmeq	v9.4s, v9.4s, v27.4s
	fcmeq	v11.4s, v27.4s, v24.4s
	fcmeq	v16.4s, v28.4s, v20.4s
	fcmeq	v15.4s, v12.4s, v17.4s
	fcmeq	d16, d1, #0.0
	fcmeq	d28, d27, #0.0
	fcmeq	d8, d1, #0.0
	fcmeq	d21, d2, #0.0
	fcmeq	s3, s22, #0.0
	fcmeq	s30, s24, #0.0
	fcmeq	s18, s6, #0.0
	fcmeq	s19, s11, #0.0
	fcmeq	v15.2d, v14.2d, #0.0
	fcmeq	v2.2d, v10.2d, #0.0
	fcmeq	v31.2d, v7.2d, #0.0
	fcmeq	v15.2d, v16.2d, #0.0
	fcmeq	v0.2s, v12.2s, #0.0
	fcmeq	v30.2s, v21.2s, #0.0
	fcmeq	v26.2s, v0.2s, #0.0
	fcmeq	v7.2s, v30.2s, #0.0
	fcmeq	v19.4s, v28.4s, #0.0
	fcmeq	v25.4s, v23.4s, #0.0
	fcmeq	v29.4s, v22.4s, #0.0
	fcmeq	v2.4s, v18.4s, #0.0
	fcmge	d11, d12, d12
	fcmge	d14, d7, d30
	fcmge	d1, d20, d28
	fcmge	d28, d1, d18
	fcmge	s23, s7, s11
	fcmge	s30, s2, s3
	fcmge	s4, s3, s4
	fcmge	s8, s30, s20
	fcmge	v10.2d, v24.2d, v1.2d
	fcmge	v11.2d, v21.2d, v10.2d
	fcmge	v18.2d, v17.2d, v30.2d
	fcmge	v19.2d, v28.2d, v18.2d
	fcmge	v23.2s, v25.2s, v25.2s
	fcmge	v0.2s, v19.2s, v27.2s
	fcmge	v2.2s, v16.2s, v24.2s
	fcmge	v7.2s, v5.2s, v8.2s
	fcmge	v13.4s, v27.4s, v11.4s
	fcmge	v11.4s, v18.4s, v20.4s
	fcmge	v5.4s, v13.4s, v3.4s
	fcmge	v6.4s, v3.4s, v18.4s
	fcmge	d16, d20, #0.0
	fcmge	d10, d21, #0.0
	fcmge	d29, d7, #0.0
	fcmge	d9, d23, #0.0
	fcmge	s12, s15, #0.0
	fcmge	s2, s7, #0.0
	fcmge	s0, s18, #0.0
	fcmge	s16, s29, #0.0
	fcmge	v5.2d, v31.2d, #0.0
	fcmge	v3.2d, v26.2d, #0.0
	fcmge	v17.2d, v22.2d, #0.0
	fcmge	v12.2d, v10.2d, #0.0
	fcmge	v13.2s, v23.2s, #0.0
	fcmge	v7.2s, v22.2s, #0.0
	fcmge	v11.2s, v2.2s, #0.0
	fcmge	v10.2s, v27.2s, #0.0
	fcmge	v9.4s, v13.4s, #0.0
	fcmge	v25.4s, v31.4s, #0.0
	fcmge	v17.4s, v22.4s, #0.0
	fcmge	v26.4s, v24.4s, #0.0
	fcmgt	d4, d1, d14
	fcmgt	d4, d23, d28
	fcmgt	d28, d31, d17
	fcmgt	d16, d12, d25
	fcmgt	s4, s4, s28
	fcmgt	s16, s13, s4
	fcmgt	s25, s7, s16
	fcmgt	s20, s16, s10
	fcmgt	v10.2d, v23.2d, v11.2d
	fcmgt	v30.2d, v25.2d, v23.2d
	fcmgt	v3.2d, v7.2d, v11.2d
	fcmgt	v4.2d, v31.2d, v20.2d
	fcmgt	v20.2s, v20.2s, v30.2s
	fcmgt	v15.2s, v4.2s, v8.2s
	fcmgt	v26.2s, v14.2s, v4.2s
	fcmgt	v6.2s, v20.2s, v20.2s
	fcmgt	v27.4s, v16.4s, v19.4s
	fcmgt	v15.4s, v27.4s, v28.4s
	fcmgt	v30.4s, v0.4s, v12.4s
	fcmgt	v15.4s, v10.4s, v6.4s
	fcmgt	d20, d26, #0.0
	fcmgt	d28, d5, #0.0
	fcmgt	d6, d11, #0.0
	fcmgt	d14, d14, #0.0
	fcmgt	s26, s10, #0.0
	fcmgt	s29, s4, #0.0
	fcmgt	s26, s17, #0.0
	fcmgt	s12, s16, #0.0
	fcmgt	v0.2d, v24.2d, #0.0
	fcmgt	v1.2d, v23.2d, #0.0
	fcmgt	v13.2d, v28.2d, #0.0
	fcmgt	v22.2d, v26.2d, #0.0
	fcmgt	v28.2s, v1.2s, #0.0
	fcmgt	v7.2s, v26.2s, #0.0
	fcmgt	v21.2s, v31.2s, #0.0
	fcmgt	v12.2s, v18.2s, #0.0
	fcmgt	v17.4s, v4.4s, #0.0
	fcmgt	v12.4s, v6.4s, #0.0
	fcmgt	v8.4s, v16.4s, #0.0
	fcmgt	v28.4s, v11.4s, #0.0
	fcmle	d17, d22, #0.0
	fcmle	d10, d5, #0.0
	fcmle	d23, d18, #0.0
	fcmle	d15, d23, #0.0
	fcmle	s9, s0, #0.0
	fcmle	s18, s22, #0.0
	fcmle	s8, s3, #0.0
	fcmle	s24, s26, #0.0
	fcmle	v3.2d, v23.2d, #0.0
	fcmle	v5.2d, v21.2d, #0.0
	fcmle	v29.2d, v0.2d, #0.0
	fcmle	v7.2d, v5.2d, #0.0
	fcmle	v12.2s, v17.2s, #0.0
	fcmle	v11.2s, v24.2s, #0.0
	fcmle	v2.2s, v30.2s, #0.0
	fcmle	v15.2s, v0.2s, #0.0
	fcmle	v20.4s, v27.4s, #0.0
	fcmle	v22.4s, v16.4s, #0.0
	fcmle	v30.4s, v31.4s, #0.0
	fcmle	v21.4s, v6.4s, #0.0
	fcmlt	d29, d26, #0.0
	fcmlt	d22, d6, #0.0
	fcmlt	d8, d20, #0.0
	fcmlt	d19, d12, #0.0
	fcmlt	s11, s15, #0.0
	fcmlt	s7, s15, #0.0
	fcmlt	s31, s9, #0.0
	fcmlt	s10, s12, #0.0
	fcmlt	v17.2d, v13.2d, #0.0
	fcmlt	v22.2d, v15.2d, #0.0
	fcmlt	v6.2d, v31.2d, #0.0
	fcmlt	v6.2d, v17.2d, #0.0
	fcmlt	v31.2s, v29.2s, #0.0
	fcmlt	v13.2s, v10.2s, #0.0
	fcmlt	v22.2s, v18.2s, #0.0
	fcmlt	v24.2s, v12.2s, #0.0
	fcmlt	v2.4s, v13.4s, #0.0
	fcmlt	v8.4s, v4.4s, #0.0
	fcmlt	v10.4s, v17.4s, #0.0
	fcmlt	v28.4s, v13.4s, #0.0
	fcmp	d4, #0.0
	fcmp	d30, #0.0
	fcmp	d12, #0.0
	fcmp	d26, #0.0
	fcmp	d30, d30
	fcmp	d29, d13
	fcmp	d22, d11
	fcmp	d19, d20
	fcmpe	d21, #0.0
	fcmpe	d22, #0.0
	fcmpe	d16, #0.0
	fcmpe	d2, #0.0
	fcmpe	d28, d18
	fcmpe	d3, d27
	fcmpe	d28, d19
	fcmpe	d23, d3
	fcmpe	s27, #0.0
	fcmpe	s31, #0.0
	fcmpe	s24, #0.0
	fcmpe	s31, #0.0
	fcmpe	s19, s22
	fcmpe	s14, s29
	fcmpe	s13, s14
	fcmpe	s27, s3
	fcmp	s20, #0.0
	fcmp	s25, #0.0
	fcmp	s13, #0.0
	fcmp	s6, #0.0
	fcmp	s18, s23
	fcmp	s31, s20
	fcmp	s16, s19
	fcmp	s10, s26
	fcsel	d9, d21, d4, ls
	fcsel	d30, d0, d3, vc
	fcsel	d28, d4, d17, le
	fcsel	d18, d30, d11, gt
	fcsel	s24, s18, s26, mi
	fcsel	s27, s29, s0, vs
	fcsel	s13, s10, s6, lt
	fcsel	s15, s6, s17, vc
	fcvtas	w29, d10
	fcvtas	w12, d13
	fcvtas	w29, d15
	fcvtas	w9, d5
	fcvtas	w23, s24
	fcvtas	w29, s18
	fcvtas	w25, s10
	fcvtas	w8, s26
	fcvtas	x26, d9
	fcvtas	x24, d12
	fcvtas	x27, d5
	fcvtas	x21, d23
	fcvtas	x12, s19
	fcvtas	x4, s21
	fcvtas	x1, s4
	fcvtas	x25, s22
	fcvtas	d4, d19
	fcvtas	d11, d1
	fcvtas	d22, d10
	fcvtas	d4, d13
	fcvtas	s9, s14
	fcvtas	s17, s1
	fcvtas	s22, s21
	fcvtas	s7, s13
	fcvtas	v23.2d, v21.2d
	fcvtas	v2.2d, v1.2d
	fcvtas	v30.2d, v13.2d
	fcvtas	v25.2d, v15.2d
	fcvtas	v2.2s, v2.2s
	fcvtas	v19.2s, v20.2s
	fcvtas	v15.2s, v30.2s
	fcvtas	v9.2s, v25.2s
	fcvtas	v16.4s, v12.4s
	fcvtas	v23.4s, v11.4s
	fcvtas	v2.4s, v20.4s
	fcvtas	v16.4s, v26.4s
	fcvtau	w26, d1
	fcvtau	w21, d7
	fcvtau	w17, d7
	fcvtau	w8, d3
	fcvtau	w30, s21
	fcvtau	w6, s28
	fcvtau	wzr, s3
	fcvtau	w6, s21
	fcvtau	x20, d8
	fcvtau	x29, d6
	fcvtau	x22, d7
	fcvtau	x22, d3
	fcvtau	x26, s28
	fcvtau	x25, s8
	fcvtau	x2, s11
	fcvtau	x2, s24
	fcvtau	d19, d10
	fcvtau	d13, d13
	fcvtau	d30, d4
	fcvtau	d12, d3
	fcvtau	s21, s25
	fcvtau	s7, s3
	fcvtau	s3, s14
	fcvtau	s17, s5
	fcvtau	v12.2d, v30.2d
	fcvtau	v20.2d, v8.2d
	fcvtau	v4.2d, v5.2d
	fcvtau	v27.2d, v10.2d
	fcvtau	v30.2s, v9.2s
	fcvtau	v30.2s, v25.2s
	fcvtau	v7.2s, v30.2s
	fcvtau	v25.2s, v7.2s
	fcvtau	v20.4s, v30.4s
	fcvtau	v29.4s, v2.4s
	fcvtau	v22.4s, v7.4s
	fcvtau	v16.4s, v18.4s
	fcvt	d1, h4
	fcvt	d15, h26
	fcvt	d29, h6
	fcvt	d8, h20
	fcvt	d6, s16
	fcvt	d1, s9
	fcvt	d17, s0
	fcvt	d19, s6
	fcvt	h8, d2
	fcvt	h25, d30
	fcvt	h30, d24
	fcvt	h17, d21
	fcvt	h0, s13
	fcvt	h6, s19
	fcvt	h5, s7
	fcvt	h7, s30
	fcvtl	v1.2d, v6.2s
	fcvtl	v14.2d, v20.2s
	fcvtl	v0.2d, v17.2s
	fcvtl	v10.2d, v25.2s
	fcvtl	v0.4s, v27.4h
	fcvtl	v14.4s, v6.4h
	fcvtl	v28.4s, v11.4h
	fcvtl	v10.4s, v27.4h
	fcvtl2	v14.2d, v23.4s
	fcvtl2	v1.2d, v25.4s
	fcvtl2	v6.2d, v19.4s
	fcvtl2	v12.2d, v21.4s
	fcvtl2	v19.4s, v10.8h
	fcvtl2	v22.4s, v21.8h
	fcvtl2	v6.4s, v9.8h
	fcvtl2	v16.4s, v26.8h
	fcvtms	w23, d0
	fcvtms	w5, d7
	fcvtms	w3, d27
	fcvtms	w6, d22
	fcvtms	w12, s13
	fcvtms	w7, s28
	fcvtms	w20, s25
	fcvtms	w10, s3
	fcvtms	x29, d20
	fcvtms	x23, d22
	fcvtms	x17, d20
	fcvtms	x22, d19
	fcvtms	x13, s16
	fcvtms	x29, s31
	fcvtms	x3, s29
	fcvtms	x0, s16
	fcvtms	d14, d26
	fcvtms	d9, d22
	fcvtms	d8, d20
	fcvtms	d5, d26
	fcvtms	s19, s3
	fcvtms	s10, s19
	fcvtms	s24, s4
	fcvtms	s28, s9
	fcvtms	v17.2d, v16.2d
	fcvtms	v22.2d, v27.2d
	fcvtms	v4.2d, v28.2d
	fcvtms	v0.2d, v29.2d
	fcvtms	v15.2s, v11.2s
	fcvtms	v30.2s, v24.2s
	fcvtms	v24.2s, v18.2s
	fcvtms	v6.2s, v18.2s
	fcvtms	v6.4s, v12.4s
	fcvtms	v14.4s, v8.4s
	fcvtms	v12.4s, v21.4s
	fcvtms	v12.4s, v20.4s
	fcvtmu	w26, d22
	fcvtmu	w4, d26
	fcvtmu	w3, d7
	fcvtmu	w2, d22
	fcvtmu	w15, s23
	fcvtmu	w21, s7
	fcvtmu	w13, s30
	fcvtmu	w11, s27
	fcvtmu	x29, d26
	fcvtmu	x9, d16
	fcvtmu	x6, d25
	fcvtmu	x20, d16
	fcvtmu	x26, s13
	fcvtmu	x6, s23
	fcvtmu	x6, s3
	fcvtmu	x24, s18
	fcvtmu	d22, d14
	fcvtmu	d23, d7
	fcvtmu	d20, d5
	fcvtmu	d7, d9
	fcvtmu	s5, s1
	fcvtmu	s0, s11
	fcvtmu	s27, s26
	fcvtmu	s27, s15
	fcvtmu	v0.2d, v5.2d
	fcvtmu	v15.2d, v16.2d
	fcvtmu	v26.2d, v26.2d
	fcvtmu	v16.2d, v18.2d
	fcvtmu	v10.2s, v7.2s
	fcvtmu	v6.2s, v17.2s
	fcvtmu	v22.2s, v30.2s
	fcvtmu	v23.2s, v8.2s
	fcvtmu	v15.4s, v10.4s
	fcvtmu	v24.4s, v28.4s
	fcvtmu	v16.4s, v30.4s
	fcvtmu	v9.4s, v22.4s
	fcvtns	w21, d15
	fcvtns	w1, d21
	fcvtns	w19, d30
	fcvtns	w0, d26
	fcvtns	w28, s13
	fcvtns	w16, s6
	fcvtns	w27, s5
	fcvtns	w1, s27
	fcvtns	x1, d0
	fcvtns	x8, d13
	fcvtns	x11, d0
	fcvtns	x20, d11
	fcvtns	x22, s24
	fcvtns	x2, s22
	fcvtns	x7, s25
	fcvtns	x29, s27
	fcvtns	d12, d18
	fcvtns	d5, d11
	fcvtns	d0, d13
	fcvtns	d5, d11
	fcvtns	s21, s20
	fcvtns	s26, s18
	fcvtns	s13, s18
	fcvtns	s21, s25
	fcvtns	v25.2d, v18.2d
	fcvtns	v9.2d, v12.2d
	fcvtns	v18.2d, v27.2d
	fcvtns	v28.2d, v12.2d
	fcvtns	v8.2s, v7.2s
	fcvtns	v27.2s, v8.2s
	fcvtns	v18.2s, v13.2s
	fcvtns	v13.2s, v5.2s
	fcvtns	v13.4s, v30.4s
	fcvtns	v23.4s, v18.4s
	fcvtns	v22.4s, v5.4s
	fcvtns	v1.4s, v19.4s
	fcvtnu	w6, d4
	fcvtnu	w16, d7
	fcvtnu	w1, d5
	fcvtnu	w16, d21
	fcvtnu	w3, s25
	fcvtnu	w29, s3
	fcvtnu	w16, s10
	fcvtnu	w9, s7
	fcvtnu	x4, d2
	fcvtnu	x5, d9
	fcvtnu	x4, d18
	fcvtnu	x24, d10
	fcvtnu	x8, s25
	fcvtnu	x28, s16
	fcvtnu	x27, s24
	fcvtnu	x11, s9
	fcvtnu	d20, d6
	fcvtnu	d0, d26
	fcvtnu	d14, d27
	fcvtnu	d11, d21
	fcvtnu	s4, s23
	fcvtnu	s10, s13
	fcvtnu	s18, s31
	fcvtnu	s26, s30
	fcvtnu	v10.2d, v14.2d
	fcvtnu	v10.2d, v19.2d
	fcvtnu	v11.2d, v20.2d
	fcvtnu	v8.2d, v25.2d
	fcvtnu	v24.2s, v17.2s
	fcvtnu	v14.2s, v28.2s
	fcvtnu	v6.2s, v28.2s
	fcvtnu	v20.2s, v1.2s
	fcvtnu	v6.4s, v1.4s
	fcvtnu	v27.4s, v20.4s
	fcvtnu	v8.4s, v31.4s
	fcvtnu	v1.4s, v5.4s
	fcvtn	v0.2s, v7.2d
	fcvtn	v26.2s, v29.2d
	fcvtn	v15.2s, v25.2d
	fcvtn	v19.2s, v4.2d
	fcvtn	v3.4h, v9.4s
	fcvtn	v5.4h, v31.4s
	fcvtn	v1.4h, v21.4s
	fcvtn	v26.4h, v21.4s
	fcvtn2	v26.4s, v13.2d
	fcvtn2	v29.4s, v31.2d
	fcvtn2	v6.4s, v9.2d
	fcvtn2	v2.4s, v28.2d
	fcvtn2	v9.8h, v11.4s
	fcvtn2	v0.8h, v14.4s
	fcvtn2	v7.8h, v17.4s
	fcvtn2	v26.8h, v2.4s
	fcvtps	w10, d18
	fcvtps	w29, d7
	fcvtps	w28, d26
	fcvtps	w1, d31
	fcvtps	w25, s2
	fcvtps	w24, s4
	fcvtps	w12, s22
	fcvtps	w6, s24
	fcvtps	x22, d17
	fcvtps	x10, d8
	fcvtps	x20, d12
	fcvtps	x20, d6
	fcvtps	x4, s17
	fcvtps	x7, s0
	fcvtps	x21, s3
	fcvtps	x23, s29
	fcvtps	d19, d23
	fcvtps	d7, d21
	fcvtps	d8, d7
	fcvtps	d6, d16
	fcvtps	s17, s14
	fcvtps	s11, s19
	fcvtps	s11, s24
	fcvtps	s17, s26
	fcvtps	v24.2d, v13.2d
	fcvtps	v0.2d, v8.2d
	fcvtps	v0.2d, v10.2d
	fcvtps	v19.2d, v23.2d
	fcvtps	v3.2s, v7.2s
	fcvtps	v27.2s, v29.2s
	fcvtps	v24.2s, v4.2s
	fcvtps	v18.2s, v0.2s
	fcvtps	v17.4s, v9.4s
	fcvtps	v8.4s, v3.4s
	fcvtps	v14.4s, v10.4s
	fcvtps	v11.4s, v6.4s
	fcvtpu	w0, d20
	fcvtpu	w18, d2
	fcvtpu	w22, d6
	fcvtpu	w25, d9
	fcvtpu	w13, s29
	fcvtpu	w7, s0
	fcvtpu	w11, s28
	fcvtpu	w17, s20
	fcvtpu	x19, d9
	fcvtpu	x27, d27
	fcvtpu	x22, d30
	fcvtpu	x22, d26
	fcvtpu	x17, s1
	fcvtpu	x20, s28
	fcvtpu	x1, s3
	fcvtpu	x19, s15
	fcvtpu	d18, d0
	fcvtpu	d17, d16
	fcvtpu	d5, d0
	fcvtpu	d28, d1
	fcvtpu	s31, s9
	fcvtpu	s13, s30
	fcvtpu	s10, s31
	fcvtpu	s22, s24
	fcvtpu	v11.2d, v22.2d
	fcvtpu	v1.2d, v3.2d
	fcvtpu	v21.2d, v21.2d
	fcvtpu	v28.2d, v28.2d
	fcvtpu	v7.2s, v12.2s
	fcvtpu	v30.2s, v1.2s
	fcvtpu	v17.2s, v6.2s
	fcvtpu	v16.2s, v3.2s
	fcvtpu	v1.4s, v3.4s
	fcvtpu	v4.4s, v3.4s
	fcvtpu	v8.4s, v3.4s
	fcvtpu	v2.4s, v20.4s
	fcvt	s17, d3
	fcvt	s9, d31
	fcvt	s11, d16
	fcvt	s4, d5
	fcvt	s28, h16
	fcvt	s22, h31
	fcvt	s3, h17
	fcvt	s30, h24
	fcvtxn	s13, d12
	fcvtxn	s1, d24
	fcvtxn	s13, d27
	fcvtxn	s4, d2
	fcvtxn	v17.2s, v29.2d
	fcvtxn	v24.2s, v27.2d
	fcvtxn	v25.2s, v12.2d
	fcvtxn	v19.2s, v4.2d
	fcvtxn2	v19.4s, v16.2d
	fcvtxn2	v6.4s, v18.2d
	fcvtxn2	v31.4s, v31.2d
	fcvtxn2	v7.4s, v15.2d
	fcvtzs	w27, d24
	fcvtzs	w25, d14
	fcvtzs	w2, d10
	fcvtzs	w20, d30
	fcvtzs	w29, s13
	fcvtzs	w15, s12
	fcvtzs	w3, s23
	fcvtzs	w8, s13
	fcvtzs	x8, d23
	fcvtzs	x26, d10
	fcvtzs	x15, d20
	fcvtzs	x12, d2
	fcvtzs	x25, s13
	fcvtzs	x0, s3
	fcvtzs	x7, s17
	fcvtzs	x11, s11
	fcvtzs	w3, d6, #21
	fcvtzs	w2, d12, #28
	fcvtzs	w25, d11, #18
	fcvtzs	w8, d10, #27
	fcvtzs	w5, s22, #13
	fcvtzs	w13, s0, #1
	fcvtzs	w23, s12, #1
	fcvtzs	w24, s11, #7
	fcvtzs	x21, d28, #37
	fcvtzs	x16, d2, #24
	fcvtzs	x29, d4, #64
	fcvtzs	x19, d19, #58
	fcvtzs	x16, s21, #59
	fcvtzs	x1, s4, #1
	fcvtzs	x17, s23, #1
	fcvtzs	x20, s5, #45
	fcvtzs	d19, d9, #1
	fcvtzs	d22, d26, #38
	fcvtzs	d21, d21, #26
	fcvtzs	d27, d28, #16
	fcvtzs	s15, s24, #32
	fcvtzs	s26, s11, #5
	fcvtzs	s30, s20, #9
	fcvtzs	s25, s9, #16
	fcvtzs	v2.2d, v29.2d, #56
	fcvtzs	v27.2d, v10.2d, #1
	fcvtzs	v8.2d, v18.2d, #7
	fcvtzs	v22.2d, v4.2d, #53
	fcvtzs	v10.2s, v11.2s, #24
	fcvtzs	v29.2s, v20.2s, #17
	fcvtzs	v29.2s, v11.2s, #1
	fcvtzs	v6.2s, v4.2s, #32
	fcvtzs	v0.4s, v2.4s, #24
	fcvtzs	v19.4s, v29.4s, #1
	fcvtzs	v24.4s, v26.4s, #6
	fcvtzs	v9.4s, v26.4s, #18
	fcvtzs	d14, d6
	fcvtzs	d13, d14
	fcvtzs	d14, d18
	fcvtzs	d4, d5
	fcvtzs	s21, s7
	fcvtzs	s4, s22
	fcvtzs	s10, s24
	fcvtzs	s29, s22
	fcvtzs	v7.2d, v8.2d
	fcvtzs	v13.2d, v19.2d
	fcvtzs	v12.2d, v21.2d
	fcvtzs	v5.2d, v23.2d
	fcvtzs	v7.2s, v26.2s
	fcvtzs	v20.2s, v29.2s
	fcvtzs	v1.2s, v24.2s
	fcvtzs	v2.2s, v18.2s
	fcvtzs	v3.4s, v15.4s
	fcvtzs	v8.4s, v29.4s
	fcvtzs	v10.4s, v6.4s
	fcvtzs	v23.4s, v10.4s
	fcvtzu	w4, d3
	fcvtzu	w30, d31
	fcvtzu	w24, d4
	fcvtzu	w26, d20
	fcvtzu	w6, s29
	fcvtzu	w4, s28
	fcvtzu	w8, s29
	fcvtzu	w28, s24
	fcvtzu	x28, d27
	fcvtzu	x5, d8
	fcvtzu	x4, d0
	fcvtzu	x15, d0
	fcvtzu	x15, s25
	fcvtzu	x29, s26
	fcvtzu	x16, s22
	fcvtzu	x15, s9
	fcvtzu	w22, d24, #7
	fcvtzu	wzr, d12, #1
	fcvtzu	w12, d19, #32
	fcvtzu	w12, d3, #24
	fcvtzu	w13, s1, #4
	fcvtzu	w1, s22, #1
	fcvtzu	wzr, s17, #1
	fcvtzu	w22, s22, #32
	fcvtzu	x18, d11, #35
	fcvtzu	x23, d14, #63
	fcvtzu	x6, d22, #32
	fcvtzu	x7, d18, #1
	fcvtzu	x28, s15, #1
	fcvtzu	x10, s5, #62
	fcvtzu	x5, s21, #25
	fcvtzu	x10, s2, #14
	fcvtzu	d27, d28, #18
	fcvtzu	d22, d4, #1
	fcvtzu	d24, d22, #1
	fcvtzu	d8, d24, #38
	fcvtzu	s26, s9, #1
	fcvtzu	s4, s11, #14
	fcvtzu	s2, s6, #7
	fcvtzu	s8, s10, #6
	fcvtzu	v31.2d, v3.2d, #47
	fcvtzu	v23.2d, v26.2d, #44
	fcvtzu	v26.2d, v22.2d, #60
	fcvtzu	v10.2d, v17.2d, #1
	fcvtzu	v3.2s, v3.2s, #9
	fcvtzu	v5.2s, v31.2s, #1
	fcvtzu	v17.2s, v17.2s, #13
	fcvtzu	v3.2s, v29.2s, #8
	fcvtzu	v31.4s, v19.4s, #1
	fcvtzu	v30.4s, v26.4s, #1
	fcvtzu	v16.4s, v14.4s, #22
	fcvtzu	v16.4s, v27.4s, #27
	fcvtzu	d25, d20
	fcvtzu	d20, d25
	fcvtzu	d20, d25
	fcvtzu	d4, d3
	fcvtzu	s7, s3
	fcvtzu	s13, s14
	fcvtzu	s1, s11
	fcvtzu	s21, s18
	fcvtzu	v8.2d, v8.2d
	fcvtzu	v26.2d, v28.2d
	fcvtzu	v16.2d, v2.2d
	fcvtzu	v4.2d, v14.2d
	fcvtzu	v27.2s, v24.2s
	fcvtzu	v25.2s, v16.2s
	fcvtzu	v15.2s, v13.2s
	fcvtzu	v17.2s, v20.2s
	fcvtzu	v21.4s, v13.4s
	fcvtzu	v27.4s, v6.4s
	fcvtzu	v9.4s, v28.4s
	fcvtzu	v10.4s, v17.4s
	fdiv	d15, d18, d18
	fdiv	d0, d15, d20
	fdiv	d12, d12, d15
	fdiv	d14, d31, d10
	fdiv	s11, s20, s23
	fdiv	s14, s16, s3
	fdiv	s16, s24, s7
	fdiv	s31, s12, s31
	fdiv	v13.2d, v10.2d, v3.2d
	fdiv	v11.2d, v29.2d, v2.2d
	fdiv	v4.2d, v14.2d, v0.2d
	fdiv	v3.2d, v5.2d, v14.2d
	fdiv	v25.2s, v23.2s, v2.2s
	fdiv	v17.2s, v6.2s, v1.2s
	fdiv	v20.2s, v16.2s, v6.2s
	fdiv	v28.2s, v20.2s, v6.2s
	fdiv	v2.4s, v10.4s, v10.4s
	fdiv	v7.4s, v25.4s, v12.4s
	fdiv	v25.4s, v4.4s, v18.4s
	fdiv	v19.4s, v4.4s, v10.4s
	fmadd	d10, d25, d4, d23
	fmadd	d23, d28, d2, d19
	fmadd	d13, d7, d23, d26
	fmadd	d11, d29, d20, d4
	fmadd	s8, s27, s30, s23
	fmadd	s6, s2, s1, s18
	fmadd	s22, s19, s12, s22
	fmadd	s23, s12, s25, s11
	fmax	d29, d11, d22
	fmax	d5, d1, d10
	fmax	d1, d4, d19
	fmax	d15, d28, d27
	fmaxnm	d20, d30, d26
	fmaxnm	d4, d20, d30
	fmaxnm	d9, d9, d7
	fmaxnm	d4, d26, d3
	fmaxnmp	d30, v2.2d
	fmaxnmp	d28, v3.2d
	fmaxnmp	d3, v4.2d
	fmaxnmp	d20, v29.2d
	fmaxnmp	s0, v9.2s
	fmaxnmp	s29, v16.2s
	fmaxnmp	s27, v16.2s
	fmaxnmp	s20, v13.2s
	fmaxnmp	v1.2d, v20.2d, v15.2d
	fmaxnmp	v16.2d, v29.2d, v0.2d
	fmaxnmp	v21.2d, v7.2d, v15.2d
	fmaxnmp	v17.2d, v5.2d, v1.2d
	fmaxnmp	v3.2s, v24.2s, v4.2s
	fmaxnmp	v5.2s, v6.2s, v3.2s
	fmaxnmp	v18.2s, v23.2s, v6.2s
	fmaxnmp	v17.2s, v27.2s, v2.2s
	fmaxnmp	v20.4s, v0.4s, v3.4s
	fmaxnmp	v16.4s, v9.4s, v22.4s
	fmaxnmp	v24.4s, v26.4s, v15.4s
	fmaxnmp	v11.4s, v16.4s, v20.4s
	fmaxnm	s18, s17, s18
	fmaxnm	s8, s1, s28
	fmaxnm	s7, s0, s6
	fmaxnm	s8, s18, s7
	fmaxnmv	s10, v13.4s
	fmaxnmv	s11, v23.4s
	fmaxnmv	s9, v5.4s
	fmaxnmv	s15, v21.4s
	fmaxnm	v24.2d, v22.2d, v5.2d
	fmaxnm	v17.2d, v2.2d, v2.2d
	fmaxnm	v27.2d, v12.2d, v18.2d
	fmaxnm	v3.2d, v15.2d, v6.2d
	fmaxnm	v2.2s, v25.2s, v19.2s
	fmaxnm	v13.2s, v24.2s, v11.2s
	fmaxnm	v1.2s, v15.2s, v3.2s
	fmaxnm	v31.2s, v26.2s, v24.2s
	fmaxnm	v27.4s, v8.4s, v4.4s
	fmaxnm	v25.4s, v20.4s, v26.4s
	fmaxnm	v31.4s, v8.4s, v4.4s
	fmaxnm	v22.4s, v21.4s, v28.4s
	fmaxp	d0, v28.2d
	fmaxp	d24, v11.2d
	fmaxp	d18, v27.2d
	fmaxp	d9, v25.2d
	fmaxp	s28, v21.2s
	fmaxp	s27, v6.2s
	fmaxp	s13, v29.2s
	fmaxp	s31, v11.2s
	fmaxp	v3.2d, v15.2d, v13.2d
	fmaxp	v9.2d, v30.2d, v7.2d
	fmaxp	v13.2d, v28.2d, v1.2d
	fmaxp	v13.2d, v4.2d, v29.2d
	fmaxp	v24.2s, v8.2s, v8.2s
	fmaxp	v8.2s, v14.2s, v14.2s
	fmaxp	v5.2s, v1.2s, v11.2s
	fmaxp	v21.2s, v23.2s, v1.2s
	fmaxp	v13.4s, v22.4s, v28.4s
	fmaxp	v13.4s, v4.4s, v0.4s
	fmaxp	v22.4s, v26.4s, v19.4s
	fmaxp	v4.4s, v10.4s, v21.4s
	fmax	s15, s3, s30
	fmax	s2, s21, s11
	fmax	s19, s15, s29
	fmax	s3, s0, s1
	fmaxv	s23, v2.4s
	fmaxv	s27, v0.4s
	fmaxv	s5, v16.4s
	fmaxv	s12, v15.4s
	fmax	v16.2d, v2.2d, v23.2d
	fmax	v12.2d, v20.2d, v4.2d
	fmax	v6.2d, v21.2d, v20.2d
	fmax	v0.2d, v21.2d, v22.2d
	fmax	v26.2s, v26.2s, v11.2s
	fmax	v20.2s, v8.2s, v17.2s
	fmax	v20.2s, v23.2s, v3.2s
	fmax	v11.2s, v23.2s, v27.2s
	fmax	v29.4s, v9.4s, v15.4s
	fmax	v14.4s, v13.4s, v8.4s
	fmax	v3.4s, v13.4s, v31.4s
	fmax	v1.4s, v4.4s, v19.4s
	fmin	d10, d24, d11
	fmin	d22, d5, d12
	fmin	d27, d6, d6
	fmin	d18, d9, d3
	fminnm	d10, d1, d1
	fminnm	d18, d6, d1
	fminnm	d31, d24, d15
	fminnm	d5, d30, d25
	fminnmp	d10, v11.2d
	fminnmp	d7, v27.2d
	fminnmp	d7, v3.2d
	fminnmp	d5, v28.2d
	fminnmp	s12, v9.2s
	fminnmp	s11, v2.2s
	fminnmp	s6, v0.2s
	fminnmp	s12, v18.2s
	fminnmp	v15.2d, v10.2d, v8.2d
	fminnmp	v27.2d, v31.2d, v4.2d
	fminnmp	v10.2d, v5.2d, v20.2d
	fminnmp	v17.2d, v9.2d, v0.2d
	fminnmp	v29.2s, v29.2s, v18.2s
	fminnmp	v4.2s, v25.2s, v26.2s
	fminnmp	v29.2s, v28.2s, v9.2s
	fminnmp	v8.2s, v4.2s, v12.2s
	fminnmp	v19.4s, v25.4s, v8.4s
	fminnmp	v25.4s, v3.4s, v9.4s
	fminnmp	v5.4s, v8.4s, v26.4s
	fminnmp	v29.4s, v20.4s, v11.4s
	fminnm	s27, s20, s2
	fminnm	s24, s3, s20
	fminnm	s12, s22, s3
	fminnm	s14, s20, s29
	fminnmv	s12, v3.4s
	fminnmv	s1, v15.4s
	fminnmv	s9, v1.4s
	fminnmv	s14, v25.4s
	fminnm	v11.2d, v11.2d, v28.2d
	fminnm	v2.2d, v11.2d, v24.2d
	fminnm	v0.2d, v10.2d, v16.2d
	fminnm	v7.2d, v5.2d, v30.2d
	fminnm	v21.2s, v10.2s, v31.2s
	fminnm	v17.2s, v20.2s, v16.2s
	fminnm	v3.2s, v21.2s, v17.2s
	fminnm	v4.2s, v8.2s, v1.2s
	fminnm	v0.4s, v14.4s, v30.4s
	fminnm	v0.4s, v1.4s, v25.4s
	fminnm	v24.4s, v28.4s, v30.4s
	fminnm	v29.4s, v2.4s, v25.4s
	fminp	d1, v18.2d
	fminp	d25, v21.2d
	fminp	d6, v19.2d
	fminp	d19, v1.2d
	fminp	s12, v31.2s
	fminp	s29, v10.2s
	fminp	s7, v3.2s
	fminp	s14, v21.2s
	fminp	v26.2d, v4.2d, v9.2d
	fminp	v26.2d, v22.2d, v13.2d
	fminp	v8.2d, v14.2d, v2.2d
	fminp	v9.2d, v11.2d, v11.2d
	fminp	v14.2s, v30.2s, v13.2s
	fminp	v11.2s, v4.2s, v9.2s
	fminp	v18.2s, v18.2s, v12.2s
	fminp	v7.2s, v22.2s, v13.2s
	fminp	v4.4s, v10.4s, v15.4s
	fminp	v11.4s, v22.4s, v17.4s
	fminp	v18.4s, v5.4s, v10.4s
	fminp	v3.4s, v19.4s, v9.4s
	fmin	s9, s15, s0
	fmin	s30, s17, s8
	fmin	s0, s26, s10
	fmin	s17, s25, s7
	fminv	s6, v4.4s
	fminv	s9, v9.4s
	fminv	s28, v18.4s
	fminv	s14, v0.4s
	fmin	v27.2d, v21.2d, v19.2d
	fmin	v28.2d, v7.2d, v26.2d
	fmin	v31.2d, v13.2d, v28.2d
	fmin	v13.2d, v26.2d, v2.2d
	fmin	v7.2s, v3.2s, v31.2s
	fmin	v9.2s, v29.2s, v0.2s
	fmin	v18.2s, v29.2s, v4.2s
	fmin	v7.2s, v2.2s, v11.2s
	fmin	v12.4s, v11.4s, v11.4s
	fmin	v21.4s, v17.4s, v18.4s
	fmin	v11.4s, v12.4s, v29.4s
	fmin	v29.4s, v20.4s, v19.4s
	fmla	d28, d21, v21.d[0]
	fmla	d3, d5, v14.d[0]
	fmla	d25, d16, v21.d[1]
	fmla	d26, d14, v20.d[1]
	fmla	s10, s0, v22.s[0]
	fmla	s9, s31, v20.s[1]
	fmla	s21, s18, v22.s[3]
	fmla	s3, s6, v28.s[0]
	fmla	v1.2d, v26.2d, v13.d[1]
	fmla	v20.2d, v7.2d, v31.d[1]
	fmla	v24.2d, v11.2d, v12.d[1]
	fmla	v24.2d, v20.2d, v15.d[0]
	fmla	v13.2s, v25.2s, v6.s[0]
	fmla	v8.2s, v10.2s, v7.s[2]
	fmla	v27.2s, v12.2s, v17.s[3]
	fmla	v23.2s, v29.2s, v1.s[3]
	fmla	v14.4s, v10.4s, v3.s[0]
	fmla	v8.4s, v6.4s, v22.s[3]
	fmla	v31.4s, v1.4s, v1.s[1]
	fmla	v5.4s, v25.4s, v28.s[2]
	fmla	v24.2d, v5.2d, v6.2d
	fmla	v22.2d, v18.2d, v17.2d
	fmla	v15.2d, v3.2d, v9.2d
	fmla	v18.2d, v22.2d, v5.2d
	fmla	v24.2s, v30.2s, v7.2s
	fmla	v13.2s, v17.2s, v27.2s
	fmla	v17.2s, v29.2s, v27.2s
	fmla	v20.2s, v13.2s, v27.2s
	fmla	v20.4s, v20.4s, v19.4s
	fmla	v31.4s, v24.4s, v30.4s
	fmla	v16.4s, v26.4s, v22.4s
	fmla	v5.4s, v25.4s, v18.4s
	fmls	d11, d23, v1.d[1]
	fmls	d25, d1, v25.d[0]
	fmls	d24, d7, v19.d[0]
	fmls	d3, d13, v2.d[0]
	fmls	s12, s19, v5.s[0]
	fmls	s25, s21, v22.s[3]
	fmls	s19, s1, v7.s[1]
	fmls	s11, s3, v17.s[1]
	fmls	v12.2d, v29.2d, v11.d[1]
	fmls	v16.2d, v25.2d, v6.d[1]
	fmls	v4.2d, v13.2d, v2.d[1]
	fmls	v26.2d, v2.2d, v20.d[1]
	fmls	v8.2s, v9.2s, v10.s[3]
	fmls	v17.2s, v16.2s, v26.s[2]
	fmls	v9.2s, v7.2s, v7.s[0]
	fmls	v31.2s, v14.2s, v12.s[0]
	fmls	v13.4s, v17.4s, v31.s[1]
	fmls	v21.4s, v1.4s, v30.s[3]
	fmls	v5.4s, v15.4s, v30.s[3]
	fmls	v7.4s, v3.4s, v30.s[3]
	fmls	v31.2d, v5.2d, v5.2d
	fmls	v0.2d, v29.2d, v8.2d
	fmls	v15.2d, v21.2d, v13.2d
	fmls	v25.2d, v4.2d, v12.2d
	fmls	v17.2s, v9.2s, v9.2s
	fmls	v10.2s, v25.2s, v16.2s
	fmls	v3.2s, v14.2s, v18.2s
	fmls	v0.2s, v25.2s, v9.2s
	fmls	v23.4s, v27.4s, v24.4s
	fmls	v11.4s, v27.4s, v16.4s
	fmls	v0.4s, v26.4s, v13.4s
	fmls	v6.4s, v2.4s, v6.4s
	fmov	v30.d[1], x11
	fmov	v31.d[1], x7
	fmov	v9.d[1], x3
	fmov	v30.d[1], x13
	fmov	x17, d12
	fmov	x3, d29
	fmov	x21, d12
	fmov	x18, d6
	fmov	d13, #0.42187500
	fmov	d27, #10.50000000
	fmov	d17, #0.93750000
	fmov	d25, #0.21093750
	fmov	d15, d16
	fmov	d2, d29
	fmov	d26, d15
	fmov	d12, d22
	fmov	w25, s15
	fmov	w9, s2
	fmov	w26, s21
	fmov	w23, s28
	fmov	s22, #0.23437500
	fmov	s2, #-0.78125000
	fmov	s0, #-1.75000000
	fmov	s25, #-14.50000000
	fmov	s25, s30
	fmov	s5, s23
	fmov	s10, s1
	fmov	s23, s31
	fmov	s5, w19
	fmov	s6, w21
	fmov	s28, w21
	fmov	s28, w2
	fmov	x15, v7.d[1]
	fmov	xzr, v6.d[1]
	fmov	xzr, v14.d[1]
	fmov	x9, v31.d[1]
	fmov	d29, x27
	fmov	d21, x16
	fmov	d16, x12
	fmov	d3, x4
	fmov	v7.2d, #13.00000000
	fmov	v3.2d, #-2.12500000
	fmov	v29.2d, #14.00000000
	fmov	v5.2d, #-5.00000000
	fmov	v12.2s, #20.00000000
	fmov	v24.2s, #0.16406250
	fmov	v22.2s, #-11.00000000
	fmov	v5.2s, #2.75000000
	fmov	v29.4s, #2.75000000
	fmov	v30.4s, #-22.00000000
	fmov	v15.4s, #1.62500000
	fmov	v8.4s, #0.26562500
	fmsub	d7, d29, d31, d14
	fmsub	d30, d7, d22, d7
	fmsub	d20, d21, d16, d2
	fmsub	d28, d9, d14, d19
	fmsub	s23, s19, s3, s15
	fmsub	s25, s12, s29, s26
	fmsub	s30, s29, s10, s19
	fmsub	s21, s31, s11, s9
	fmul	d18, d7, d14
	fmul	d11, d6, d30
	fmul	d1, d0, d16
	fmul	d20, d7, d7
	fmul	s3, s20, s0
	fmul	s17, s4, s13
	fmul	s15, s23, s29
	fmul	s3, s13, s12
	fmulx	d21, d27, v28.d[1]
	fmulx	d2, d8, v8.d[0]
	fmulx	d16, d0, v9.d[0]
	fmulx	d30, d31, v4.d[1]
	fmulx	s21, s13, v27.s[0]
	fmulx	s9, s27, v17.s[0]
	fmulx	s1, s3, v8.s[3]
	fmulx	s12, s28, v9.s[0]
	fmulx	v6.2d, v4.2d, v0.d[1]
	fmulx	v1.2d, v10.2d, v24.d[1]
	fmulx	v6.2d, v25.2d, v15.d[0]
	fmulx	v28.2d, v27.2d, v9.d[1]
	fmulx	v7.2s, v18.2s, v30.s[2]
	fmulx	v21.2s, v20.2s, v3.s[2]
	fmulx	v21.2s, v3.2s, v28.s[1]
	fmulx	v2.2s, v1.2s, v1.s[0]
	fmulx	v3.4s, v15.4s, v14.s[1]
	fmulx	v24.4s, v28.4s, v23.s[3]
	fmulx	v1.4s, v23.4s, v15.s[0]
	fmulx	v20.4s, v30.4s, v25.s[0]
	fmulx	d12, d30, d13
	fmulx	d7, d15, d2
	fmulx	d30, d30, d13
	fmulx	d24, d15, d17
	fmulx	s7, s27, s10
	fmulx	s7, s15, s7
	fmulx	s23, s9, s22
	fmulx	s17, s8, s21
	fmulx	v2.2d, v10.2d, v8.2d
	fmulx	v29.2d, v12.2d, v21.2d
	fmulx	v13.2d, v27.2d, v11.2d
	fmulx	v7.2d, v25.2d, v16.2d
	fmulx	v7.2s, v31.2s, v18.2s
	fmulx	v25.2s, v12.2s, v22.2s
	fmulx	v20.2s, v17.2s, v19.2s
	fmulx	v24.2s, v22.2s, v22.2s
	fmulx	v24.4s, v5.4s, v27.4s
	fmulx	v23.4s, v12.4s, v1.4s
	fmulx	v23.4s, v30.4s, v3.4s
	fmulx	v5.4s, v30.4s, v25.4s
	fmul	d29, d6, v23.d[0]
	fmul	d8, d26, v30.d[0]
	fmul	d0, d25, v21.d[0]
	fmul	d19, d8, v21.d[1]
	fmul	s0, s20, v13.s[1]
	fmul	s15, s20, v26.s[3]
	fmul	s11, s2, v5.s[3]
	fmul	s25, s5, v22.s[1]
	fmul	v4.2d, v17.2d, v20.d[1]
	fmul	v27.2d, v23.2d, v10.d[1]
	fmul	v19.2d, v22.2d, v22.d[1]
	fmul	v8.2d, v29.2d, v10.d[1]
	fmul	v1.2s, v13.2s, v31.s[2]
	fmul	v1.2s, v13.2s, v31.s[3]
	fmul	v23.2s, v6.2s, v13.s[1]
	fmul	v19.2s, v31.2s, v6.s[2]
	fmul	v24.4s, v25.4s, v12.s[0]
	fmul	v12.4s, v18.4s, v17.s[3]
	fmul	v24.4s, v14.4s, v0.s[0]
	fmul	v31.4s, v3.4s, v1.s[1]
	fmul	v8.2d, v21.2d, v24.2d
	fmul	v2.2d, v21.2d, v21.2d
	fmul	v0.2d, v9.2d, v14.2d
	fmul	v19.2d, v29.2d, v8.2d
	fmul	v16.2s, v23.2s, v17.2s
	fmul	v13.2s, v13.2s, v3.2s
	fmul	v1.2s, v24.2s, v9.2s
	fmul	v28.2s, v1.2s, v15.2s
	fmul	v1.4s, v15.4s, v30.4s
	fmul	v24.4s, v14.4s, v21.4s
	fmul	v4.4s, v26.4s, v17.4s
	fmul	v11.4s, v21.4s, v24.4s
	fneg	d3, d25
	fneg	d26, d24
	fneg	d18, d23
	fneg	d21, d17
	fneg	s13, s3
	fneg	s3, s8
	fneg	s1, s20
	fneg	s9, s5
	fneg	v29.2d, v14.2d
	fneg	v25.2d, v26.2d
	fneg	v14.2d, v17.2d
	fneg	v8.2d, v22.2d
	fneg	v28.2s, v26.2s
	fneg	v22.2s, v29.2s
	fneg	v28.2s, v10.2s
	fneg	v20.2s, v20.2s
	fneg	v15.4s, v28.4s
	fneg	v0.4s, v30.4s
	fneg	v18.4s, v2.4s
	fneg	v4.4s, v29.4s
	fnmadd	d31, d7, d25, d15
	fnmadd	d25, d5, d7, d3
	fnmadd	d20, d1, d0, d4
	fnmadd	d17, d20, d26, d23
	fnmadd	s2, s12, s16, s29
	fnmadd	s27, s9, s14, s19
	fnmadd	s7, s10, s0, s22
	fnmadd	s8, s22, s9, s16
	fnmsub	d18, d0, d26, d8
	fnmsub	d5, d5, d20, d7
	fnmsub	d3, d2, d16, d0
	fnmsub	d25, d2, d24, d20
	fnmsub	s10, s24, s22, s19
	fnmsub	s0, s0, s4, s4
	fnmsub	s6, s29, s1, s10
	fnmsub	s6, s1, s28, s16
	fnmul	d1, d10, d22
	fnmul	d20, d21, d30
	fnmul	d13, d14, d1
	fnmul	d7, d26, d19
	fnmul	s31, s25, s8
	fnmul	s18, s16, s13
	fnmul	s6, s15, s3
	fnmul	s25, s23, s15
	frecpe	d31, d9
	frecpe	d1, d21
	frecpe	d20, d5
	frecpe	d31, d11
	frecpe	s6, s21
	frecpe	s26, s30
	frecpe	s24, s5
	frecpe	s31, s30
	frecpe	v27.2d, v27.2d
	frecpe	v17.2d, v19.2d
	frecpe	v13.2d, v17.2d
	frecpe	v24.2d, v7.2d
	frecpe	v17.2s, v5.2s
	frecpe	v7.2s, v18.2s
	frecpe	v11.2s, v3.2s
	frecpe	v15.2s, v19.2s
	frecpe	v14.4s, v27.4s
	frecpe	v6.4s, v21.4s
	frecpe	v0.4s, v2.4s
	frecpe	v11.4s, v23.4s
	frecps	d23, d1, d28
	frecps	d18, d30, d18
	frecps	d25, d27, d3
	frecps	d29, d12, d22
	frecps	s12, s24, s23
	frecps	s30, s12, s6
	frecps	s10, s6, s21
	frecps	s26, s31, s22
	frecps	v21.2d, v31.2d, v14.2d
	frecps	v11.2d, v4.2d, v2.2d
	frecps	v28.2d, v3.2d, v17.2d
	frecps	v20.2d, v22.2d, v17.2d
	frecps	v0.2s, v28.2s, v25.2s
	frecps	v1.2s, v28.2s, v1.2s
	frecps	v26.2s, v23.2s, v7.2s
	frecps	v25.2s, v8.2s, v8.2s
	frecps	v24.4s, v16.4s, v11.4s
	frecps	v15.4s, v7.4s, v26.4s
	frecps	v0.4s, v19.4s, v30.4s
	frecps	v12.4s, v20.4s, v30.4s
	frecpx	d10, d19
	frecpx	d30, d26
	frecpx	d0, d18
	frecpx	d15, d23
	frecpx	s31, s16
	frecpx	s28, s25
	frecpx	s2, s0
	frecpx	s31, s21
	frinta	d29, d10
	frinta	d2, d0
	frinta	d14, d12
	frinta	d2, d14
	frinta	s13, s5
	frinta	s27, s23
	frinta	s30, s26
	frinta	s24, s16
	frinta	v10.2d, v15.2d
	frinta	v11.2d, v9.2d
	frinta	v5.2d, v24.2d
	frinta	v31.2d, v2.2d
	frinta	v30.2s, v30.2s
	frinta	v26.2s, v5.2s
	frinta	v20.2s, v6.2s
	frinta	v18.2s, v17.2s
	frinta	v15.4s, v6.4s
	frinta	v10.4s, v28.4s
	frinta	v8.4s, v25.4s
	frinta	v12.4s, v15.4s
	frinti	d20, d25
	frinti	d13, d3
	frinti	d2, d9
	frinti	d20, d16
	frinti	s20, s17
	frinti	s25, s22
	frinti	s27, s31
	frinti	s0, s24
	frinti	v14.2d, v31.2d
	frinti	v26.2d, v30.2d
	frinti	v30.2d, v14.2d
	frinti	v15.2d, v14.2d
	frinti	v12.2s, v26.2s
	frinti	v14.2s, v5.2s
	frinti	v8.2s, v15.2s
	frinti	v28.2s, v13.2s
	frinti	v4.4s, v11.4s
	frinti	v22.4s, v15.4s
	frinti	v0.4s, v8.4s
	frinti	v11.4s, v30.4s
	frintm	d20, d14
	frintm	d23, d8
	frintm	d27, d28
	frintm	d20, d26
	frintm	s24, s9
	frintm	s13, s5
	frintm	s24, s10
	frintm	s1, s31
	frintm	v6.2d, v15.2d
	frintm	v31.2d, v12.2d
	frintm	v26.2d, v5.2d
	frintm	v10.2d, v5.2d
	frintm	v4.2s, v28.2s
	frintm	v7.2s, v29.2s
	frintm	v27.2s, v28.2s
	frintm	v1.2s, v7.2s
	frintm	v15.4s, v30.4s
	frintm	v26.4s, v30.4s
	frintm	v11.4s, v4.4s
	frintm	v6.4s, v1.4s
	frintn	d25, d24
	frintn	d31, d31
	frintn	d17, d10
	frintn	d28, d9
	frintn	s13, s16
	frintn	s13, s11
	frintn	s0, s14
	frintn	s14, s13
	frintn	v11.2d, v19.2d
	frintn	v19.2d, v31.2d
	frintn	v13.2d, v6.2d
	frintn	v21.2d, v11.2d
	frintn	v2.2s, v3.2s
	frintn	v12.2s, v21.2s
	frintn	v13.2s, v24.2s
	frintn	v30.2s, v10.2s
	frintn	v28.4s, v10.4s
	frintn	v7.4s, v4.4s
	frintn	v14.4s, v20.4s
	frintn	v30.4s, v12.4s
	frintp	d24, d29
	frintp	d28, d15
	frintp	d9, d25
	frintp	d5, d2
	frintp	s7, s25
	frintp	s3, s10
	frintp	s17, s5
	frintp	s17, s16
	frintp	v8.2d, v23.2d
	frintp	v16.2d, v13.2d
	frintp	v30.2d, v4.2d
	frintp	v13.2d, v1.2d
	frintp	v30.2s, v21.2s
	frintp	v9.2s, v10.2s
	frintp	v27.2s, v29.2s
	frintp	v24.2s, v8.2s
	frintp	v10.4s, v4.4s
	frintp	v30.4s, v2.4s
	frintp	v26.4s, v1.4s
	frintp	v12.4s, v6.4s
	frintx	d13, d24
	frintx	d12, d21
	frintx	d7, d30
	frintx	d4, d1
	frintx	s22, s14
	frintx	s27, s24
	frintx	s17, s20
	frintx	s30, s9
	frintx	v24.2d, v15.2d
	frintx	v12.2d, v26.2d
	frintx	v11.2d, v7.2d
	frintx	v14.2d, v7.2d
	frintx	v16.2s, v27.2s
	frintx	v5.2s, v7.2s
	frintx	v6.2s, v26.2s
	frintx	v19.2s, v6.2s
	frintx	v11.4s, v2.4s
	frintx	v17.4s, v3.4s
	frintx	v7.4s, v25.4s
	frintx	v13.4s, v25.4s
	frintz	d18, d22
	frintz	d19, d6
	frintz	d18, d7
	frintz	d29, d12
	frintz	s1, s4
	frintz	s25, s22
	frintz	s9, s30
	frintz	s3, s10
	frintz	v20.2d, v23.2d
	frintz	v19.2d, v8.2d
	frintz	v31.2d, v23.2d
	frintz	v3.2d, v23.2d
	frintz	v23.2s, v29.2s
	frintz	v16.2s, v8.2s
	frintz	v9.2s, v28.2s
	frintz	v14.2s, v10.2s
	frintz	v5.4s, v4.4s
	frintz	v31.4s, v29.4s
	frintz	v3.4s, v22.4s
	frintz	v7.4s, v14.4s
	frsqrte	d4, d31
	frsqrte	d24, d22
	frsqrte	d15, d13
	frsqrte	d4, d10
	frsqrte	s20, s19
	frsqrte	s6, s23
	frsqrte	s13, s29
	frsqrte	s30, s15
	frsqrte	v1.2d, v23.2d
	frsqrte	v17.2d, v13.2d
	frsqrte	v2.2d, v23.2d
	frsqrte	v16.2d, v18.2d
	frsqrte	v3.2s, v23.2s
	frsqrte	v23.2s, v0.2s
	frsqrte	v8.2s, v23.2s
	frsqrte	v18.2s, v11.2s
	frsqrte	v26.4s, v15.4s
	frsqrte	v21.4s, v3.4s
	frsqrte	v29.4s, v19.4s
	frsqrte	v20.4s, v23.4s
	frsqrts	d9, d8, d22
	frsqrts	d7, d3, d6
	frsqrts	d25, d23, d31
	frsqrts	d28, d26, d11
	frsqrts	s22, s25, s11
	frsqrts	s30, s16, s24
	frsqrts	s19, s23, s2
	frsqrts	s1, s6, s31
	frsqrts	v20.2d, v18.2d, v0.2d
	frsqrts	v8.2d, v0.2d, v22.2d
	frsqrts	v16.2d, v23.2d, v12.2d
	frsqrts	v14.2d, v9.2d, v7.2d
	frsqrts	v18.2s, v19.2s, v0.2s
	frsqrts	v21.2s, v25.2s, v0.2s
	frsqrts	v29.2s, v30.2s, v28.2s
	frsqrts	v31.2s, v5.2s, v25.2s
	frsqrts	v4.4s, v10.4s, v26.4s
	frsqrts	v7.4s, v13.4s, v15.4s
	frsqrts	v22.4s, v23.4s, v28.4s
	frsqrts	v14.4s, v21.4s, v20.4s
	fsqrt	d0, d17
	fsqrt	d23, d6
	fsqrt	d3, d6
	fsqrt	d0, d31
	fsqrt	s12, s13
	fsqrt	s16, s29
	fsqrt	s19, s29
	fsqrt	s27, s21
	fsqrt	v21.2d, v4.2d
	fsqrt	v23.2d, v20.2d
	fsqrt	v26.2d, v19.2d
	fsqrt	v11.2d, v23.2d
	fsqrt	v8.2s, v3.2s
	fsqrt	v28.2s, v8.2s
	fsqrt	v17.2s, v17.2s
	fsqrt	v22.2s, v22.2s
	fsqrt	v27.4s, v21.4s
	fsqrt	v3.4s, v5.4s
	fsqrt	v19.4s, v28.4s
	fsqrt	v20.4s, v20.4s
	fsub	d1, d31, d23
	fsub	d2, d21, d21
	fsub	d30, d1, d1
	fsub	d7, d22, d12
	fsub	s4, s12, s5
	fsub	s26, s8, s19
	fsub	s26, s21, s9
	fsub	s5, s14, s21
	fsub	v10.2d, v7.2d, v3.2d
	fsub	v4.2d, v29.2d, v0.2d
	fsub	v11.2d, v10.2d, v1.2d
	fsub	v30.2d, v0.2d, v28.2d
	fsub	v18.2s, v20.2s, v2.2s
	fsub	v5.2s, v0.2s, v4.2s
	fsub	v2.2s, v5.2s, v28.2s
	fsub	v5.2s, v31.2s, v8.2s
	fsub	v7.4s, v5.4s, v11.4s
	fsub	v31.4s, v25.4s, v9.4s
	fsub	v16.4s, v26.4s, v8.4s
	fsub	v21.4s, v28.4s, v17.4s
	hint	#15
	csdb
	hint	#42
	hint	#34
	hlt	#0x8763
	hlt	#0x3d68
	hlt	#0xbad
	hlt	#0x8f44
	hvc	#0xaaf2
	hvc	#0xffff
	hvc	#0x3028
	hvc	#0xf562
	mov	v10.b[10], w28
	mov	v7.b[4], w12
	mov	v14.b[3], w8
	mov	v4.b[12], w8
	mov	v22.b[1], v16.b[6]
	mov	v20.b[0], v19.b[11]
	mov	v10.b[13], v18.b[0]
	mov	v5.b[8], v14.b[4]
	mov	v7.d[0], x26
	mov	v21.d[0], x6
	mov	v3.d[1], x24
	mov	v15.d[0], x23
	mov	v17.d[1], v19.d[0]
	mov	v17.d[1], v9.d[0]
	mov	v14.d[1], v3.d[1]
	mov	v15.d[1], v4.d[0]
	mov	v20.h[4], w20
	mov	v22.h[2], w14
	mov	v15.h[0], w15
	mov	v15.h[3], w12
	mov	v27.h[2], v26.h[0]
	mov	v11.h[1], v4.h[4]
	mov	v9.h[0], v28.h[0]
	mov	v2.h[1], v14.h[1]
	mov	v16.s[1], wzr
	mov	v16.s[3], w27
	mov	v15.s[0], w22
	mov	v25.s[2], w0
	mov	v3.s[0], v12.s[2]
	mov	v20.s[3], v17.s[0]
	mov	v3.s[3], v14.s[1]
	mov	v16.s[3], v27.s[0]
	isb
	isb
	isb	#10
	isb	#2
	ld1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x22]
	ld1	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x23]
	ld1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x9]
	ld1	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x7]
	ld1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x14], x1
	ld1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x10], x2
	ld1	{ v11.16b, v12.16b, v13.16b, v14.16b }, [sp], x10
	ld1	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x8], x25
	ld1	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x28]
	ld1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x12]
	ld1	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x15]
	ld1	{ v0.1d, v1.1d, v2.1d, v3.1d }, [x6]
	ld1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x27], x8
	ld1	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x10], x29
	ld1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x7], x29
	ld1	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x15], x28
	ld1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x6]
	ld1	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x20]
	ld1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x2]
	ld1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x8]
	ld1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x3], #64
	ld1	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x9], x9
	ld1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x28], x17
	ld1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x18], x29
	ld1	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x15]
	ld1	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x0]
	ld1	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x18]
	ld1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x19]
	ld1	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x24], x24
	ld1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x24], x16
	ld1	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x16], x20
	ld1	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x25], x9
	ld1	{ v11.4h, v12.4h, v13.4h, v14.4h }, [x4]
	ld1	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x24]
	ld1	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x8]
	ld1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x0]
	ld1	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x14], x5
	ld1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x12], x10
	ld1	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x7], x30
	ld1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x8], x18
	ld1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x2]
	ld1	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x7]
	ld1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x18]
	ld1	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x7]
	ld1	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x18], x12
	ld1	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x13], x14
	ld1	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x23], x6
	ld1	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x4], x6
	ld1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x0]
	ld1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x30]
	ld1	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x26]
	ld1	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x21]
	ld1	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x12], x1
	ld1	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x11], x18
	ld1	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x14], x13
	ld1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [sp], x13
	ld1	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x29]
	ld1	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x20]
	ld1	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x13]
	ld1	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x11]
	ld1	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x14], x10
	ld1	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x29], x29
	ld1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x26], x28
	ld1	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x28], #64
	ld1	{ v23.16b }, [x23]
	ld1	{ v21.16b }, [x3]
	ld1	{ v31.16b }, [x24]
	ld1	{ v26.16b }, [x28]
	ld1	{ v17.16b }, [x16], x27
	ld1	{ v30.16b }, [x28], x10
	ld1	{ v28.16b }, [x20], x13
	ld1	{ v5.16b }, [x12], x15
	ld1	{ v21.1d }, [x25]
	ld1	{ v0.1d }, [x25]
	ld1	{ v24.1d }, [x10]
	ld1	{ v15.1d }, [x18]
	ld1	{ v20.1d }, [x28], x22
	ld1	{ v7.1d }, [x17], x25
	ld1	{ v9.1d }, [x0], #8
	ld1	{ v16.1d }, [x16], x16
	ld1	{ v3.2d }, [x16]
	ld1	{ v29.2d }, [x9]
	ld1	{ v4.2d }, [x23]
	ld1	{ v3.2d }, [x20]
	ld1	{ v27.2d }, [x0], x7
	ld1	{ v31.2d }, [x28], x9
	ld1	{ v8.2d }, [x30], x9
	ld1	{ v25.2d }, [x29], x8
	ld1	{ v11.2s }, [x11]
	ld1	{ v28.2s }, [x6]
	ld1	{ v24.2s }, [x3]
	ld1	{ v18.2s }, [x24]
	ld1	{ v2.2s }, [x9], x2
	ld1	{ v9.2s }, [x2], x23
	ld1	{ v14.2s }, [x0], #8
	ld1	{ v9.2s }, [x25], x10
	ld1	{ v3.4h }, [x26]
	ld1	{ v15.4h }, [x3]
	ld1	{ v2.4h }, [x6]
	ld1	{ v2.4h }, [x30]
	ld1	{ v17.4h }, [x2], x21
	ld1	{ v3.4h }, [x13], x20
	ld1	{ v5.4h }, [x11], x18
	ld1	{ v10.4h }, [x10], x2
	ld1	{ v28.4s }, [x17]
	ld1	{ v2.4s }, [x14]
	ld1	{ v27.4s }, [x12]
	ld1	{ v20.4s }, [x1]
	ld1	{ v7.4s }, [x23], x17
	ld1	{ v30.4s }, [x4], x4
	ld1	{ v0.4s }, [x14], x4
	ld1	{ v27.4s }, [x23], x27
	ld1	{ v30.8b }, [x0]
	ld1	{ v22.8b }, [x0]
	ld1	{ v24.8b }, [x29]
	ld1	{ v8.8b }, [x21]
	ld1	{ v24.8b }, [x5], x22
	ld1	{ v13.8b }, [sp], x2
	ld1	{ v12.8b }, [x29], x10
	ld1	{ v12.8b }, [x23], #8
	ld1	{ v11.8h }, [x2]
	ld1	{ v8.8h }, [x5]
	ld1	{ v22.8h }, [x26]
	ld1	{ v29.8h }, [x10]
	ld1	{ v28.8h }, [x14], #16
	ld1	{ v6.8h }, [x25], x26
	ld1	{ v27.8h }, [x30], x16
	ld1	{ v22.8h }, [x1], #16
	ld1r	{ v30.16b }, [x24]
	ld1r	{ v9.16b }, [x27]
	ld1r	{ v8.16b }, [x4]
	ld1r	{ v17.16b }, [x14]
	ld1r	{ v15.16b }, [x11], x7
	ld1r	{ v17.16b }, [x27], x1
	ld1r	{ v6.16b }, [x27], x1
	ld1r	{ v22.16b }, [x29], x25
	ld1r	{ v26.1d }, [x15]
	ld1r	{ v4.1d }, [x16]
	ld1r	{ v19.1d }, [x3]
	ld1r	{ v11.1d }, [x1]
	ld1r	{ v29.1d }, [x1], x23
	ld1r	{ v20.1d }, [x13], x4
	ld1r	{ v21.1d }, [x12], x8
	ld1r	{ v31.1d }, [x29], x9
	ld1r	{ v16.2d }, [x20]
	ld1r	{ v23.2d }, [x0]
	ld1r	{ v30.2d }, [x0]
	ld1r	{ v8.2d }, [x22]
	ld1r	{ v26.2d }, [x1], x13
	ld1r	{ v11.2d }, [x12], x24
	ld1r	{ v30.2d }, [x0], x27
	ld1r	{ v22.2d }, [x23], x0
	ld1r	{ v18.2s }, [x20]
	ld1r	{ v17.2s }, [x1]
	ld1r	{ v15.2s }, [x7]
	ld1r	{ v4.2s }, [x18]
	ld1r	{ v7.2s }, [x27], x16
	ld1r	{ v14.2s }, [x29], x19
	ld1r	{ v10.2s }, [x15], x0
	ld1r	{ v4.2s }, [x9], x2
	ld1r	{ v10.4h }, [x27]
	ld1r	{ v20.4h }, [x16]
	ld1r	{ v6.4h }, [x15]
	ld1r	{ v21.4h }, [x7]
	ld1r	{ v3.4h }, [x16], x8
	ld1r	{ v18.4h }, [x18], x5
	ld1r	{ v22.4h }, [x17], x29
	ld1r	{ v30.4h }, [x30], x11
	ld1r	{ v31.4s }, [x10]
	ld1r	{ v12.4s }, [x20]
	ld1r	{ v23.4s }, [x26]
	ld1r	{ v19.4s }, [x29]
	ld1r	{ v6.4s }, [x17], x23
	ld1r	{ v26.4s }, [x20], x30
	ld1r	{ v22.4s }, [x21], x26
	ld1r	{ v14.4s }, [x23], x1
	ld1r	{ v6.8b }, [x14]
	ld1r	{ v20.8b }, [x24]
	ld1r	{ v31.8b }, [x30]
	ld1r	{ v8.8b }, [x10]
	ld1r	{ v13.8b }, [x14], x11
	ld1r	{ v11.8b }, [x6], x0
	ld1r	{ v18.8b }, [x28], #1
	ld1r	{ v20.8b }, [x23], x20
	ld1r	{ v30.8h }, [x7]
	ld1r	{ v8.8h }, [x21]
	ld1r	{ v13.8h }, [x2]
	ld1r	{ v3.8h }, [x25]
	ld1r	{ v22.8h }, [x6], x5
	ld1r	{ v24.8h }, [x28], x30
	ld1r	{ v4.8h }, [x18], x6
	ld1r	{ v22.8h }, [x3], x27
	ld1	{ v8.16b, v9.16b, v10.16b }, [x30]
	ld1	{ v29.16b, v30.16b, v31.16b }, [x6]
	ld1	{ v29.16b, v30.16b, v31.16b }, [x22]
	ld1	{ v27.16b, v28.16b, v29.16b }, [x9]
	ld1	{ v11.16b, v12.16b, v13.16b }, [x18], x5
	ld1	{ v17.16b, v18.16b, v19.16b }, [x10], x10
	ld1	{ v30.16b, v31.16b, v0.16b }, [x16], x29
	ld1	{ v15.16b, v16.16b, v17.16b }, [x13], x0
	ld1	{ v22.1d, v23.1d, v24.1d }, [x18]
	ld1	{ v7.1d, v8.1d, v9.1d }, [x15]
	ld1	{ v29.1d, v30.1d, v31.1d }, [x9]
	ld1	{ v9.1d, v10.1d, v11.1d }, [x25]
	ld1	{ v22.1d, v23.1d, v24.1d }, [x13], x10
	ld1	{ v21.1d, v22.1d, v23.1d }, [x13], x0
	ld1	{ v22.1d, v23.1d, v24.1d }, [x19], x27
	ld1	{ v26.1d, v27.1d, v28.1d }, [x4], x2
	ld1	{ v10.2d, v11.2d, v12.2d }, [x10]
	ld1	{ v4.2d, v5.2d, v6.2d }, [x15]
	ld1	{ v19.2d, v20.2d, v21.2d }, [x24]
	ld1	{ v7.2d, v8.2d, v9.2d }, [x17]
	ld1	{ v28.2d, v29.2d, v30.2d }, [x10], x5
	ld1	{ v20.2d, v21.2d, v22.2d }, [x18], x12
	ld1	{ v7.2d, v8.2d, v9.2d }, [x11], x12
	ld1	{ v27.2d, v28.2d, v29.2d }, [x24], x0
	ld1	{ v9.2s, v10.2s, v11.2s }, [x29]
	ld1	{ v24.2s, v25.2s, v26.2s }, [x7]
	ld1	{ v7.2s, v8.2s, v9.2s }, [x27]
	ld1	{ v24.2s, v25.2s, v26.2s }, [x19]
	ld1	{ v13.2s, v14.2s, v15.2s }, [x29], x29
	ld1	{ v24.2s, v25.2s, v26.2s }, [x3], x4
	ld1	{ v6.2s, v7.2s, v8.2s }, [x22], x25
	ld1	{ v31.2s, v0.2s, v1.2s }, [x30], x4
	ld1	{ v28.4h, v29.4h, v30.4h }, [x29]
	ld1	{ v9.4h, v10.4h, v11.4h }, [x27]
	ld1	{ v4.4h, v5.4h, v6.4h }, [x30]
	ld1	{ v5.4h, v6.4h, v7.4h }, [x14]
	ld1	{ v3.4h, v4.4h, v5.4h }, [x21], x17
	ld1	{ v23.4h, v24.4h, v25.4h }, [x22], x23
	ld1	{ v11.4h, v12.4h, v13.4h }, [x16], x15
	ld1	{ v5.4h, v6.4h, v7.4h }, [x20], x1
	ld1	{ v30.4s, v31.4s, v0.4s }, [x18]
	ld1	{ v21.4s, v22.4s, v23.4s }, [x6]
	ld1	{ v21.4s, v22.4s, v23.4s }, [x16]
	ld1	{ v17.4s, v18.4s, v19.4s }, [x4]
	ld1	{ v9.4s, v10.4s, v11.4s }, [x14], x23
	ld1	{ v29.4s, v30.4s, v31.4s }, [x2], x26
	ld1	{ v0.4s, v1.4s, v2.4s }, [x29], x6
	ld1	{ v5.4s, v6.4s, v7.4s }, [x22], x9
	ld1	{ v6.8b, v7.8b, v8.8b }, [x11]
	ld1	{ v5.8b, v6.8b, v7.8b }, [x24]
	ld1	{ v18.8b, v19.8b, v20.8b }, [x18]
	ld1	{ v13.8b, v14.8b, v15.8b }, [x5]
	ld1	{ v20.8b, v21.8b, v22.8b }, [x23], x20
	ld1	{ v17.8b, v18.8b, v19.8b }, [x21], x12
	ld1	{ v15.8b, v16.8b, v17.8b }, [x18], x27
	ld1	{ v28.8b, v29.8b, v30.8b }, [x11], x24
	ld1	{ v11.8h, v12.8h, v13.8h }, [x16]
	ld1	{ v9.8h, v10.8h, v11.8h }, [x23]
	ld1	{ v27.8h, v28.8h, v29.8h }, [x5]
	ld1	{ v27.8h, v28.8h, v29.8h }, [x0]
	ld1	{ v20.8h, v21.8h, v22.8h }, [x28], x3
	ld1	{ v23.8h, v24.8h, v25.8h }, [x24], #48
	ld1	{ v25.8h, v26.8h, v27.8h }, [x8], x22
	ld1	{ v13.8h, v14.8h, v15.8h }, [x26], x21
	ld1	{ v7.16b, v8.16b }, [x29]
	ld1	{ v12.16b, v13.16b }, [x27]
	ld1	{ v16.16b, v17.16b }, [x29]
	ld1	{ v4.16b, v5.16b }, [x25]
	ld1	{ v10.16b, v11.16b }, [x27], x3
	ld1	{ v21.16b, v22.16b }, [x3], x9
	ld1	{ v23.16b, v24.16b }, [x25], x27
	ld1	{ v14.16b, v15.16b }, [sp], x16
	ld1	{ v4.1d, v5.1d }, [x30]
	ld1	{ v31.1d, v0.1d }, [x6]
	ld1	{ v2.1d, v3.1d }, [x16]
	ld1	{ v20.1d, v21.1d }, [x16]
	ld1	{ v29.1d, v30.1d }, [x10], x28
	ld1	{ v16.1d, v17.1d }, [x17], x4
	ld1	{ v14.1d, v15.1d }, [x17], x7
	ld1	{ v27.1d, v28.1d }, [x7], x4
	ld1	{ v10.2d, v11.2d }, [x22]
	ld1	{ v12.2d, v13.2d }, [x16]
	ld1	{ v11.2d, v12.2d }, [x8]
	ld1	{ v14.2d, v15.2d }, [x12]
	ld1	{ v31.2d, v0.2d }, [x0], x15
	ld1	{ v16.2d, v17.2d }, [x1], x24
	ld1	{ v14.2d, v15.2d }, [x12], x19
	ld1	{ v17.2d, v18.2d }, [x10], x22
	ld1	{ v6.2s, v7.2s }, [x10]
	ld1	{ v25.2s, v26.2s }, [x5]
	ld1	{ v15.2s, v16.2s }, [x21]
	ld1	{ v21.2s, v22.2s }, [x3]
	ld1	{ v22.2s, v23.2s }, [x21], x0
	ld1	{ v19.2s, v20.2s }, [x28], x25
	ld1	{ v10.2s, v11.2s }, [x4], x3
	ld1	{ v1.2s, v2.2s }, [x13], x27
	ld1	{ v3.4h, v4.4h }, [x27]
	ld1	{ v17.4h, v18.4h }, [x4]
	ld1	{ v28.4h, v29.4h }, [x27]
	ld1	{ v23.4h, v24.4h }, [sp]
	ld1	{ v20.4h, v21.4h }, [x29], x10
	ld1	{ v30.4h, v31.4h }, [x26], x13
	ld1	{ v15.4h, v16.4h }, [x20], x20
	ld1	{ v23.4h, v24.4h }, [x29], x4
	ld1	{ v6.4s, v7.4s }, [sp]
	ld1	{ v1.4s, v2.4s }, [x13]
	ld1	{ v21.4s, v22.4s }, [x16]
	ld1	{ v23.4s, v24.4s }, [x13]
	ld1	{ v29.4s, v30.4s }, [x15], x3
	ld1	{ v5.4s, v6.4s }, [x18], x12
	ld1	{ v1.4s, v2.4s }, [x24], x9
	ld1	{ v4.4s, v5.4s }, [x9], x19
	ld1	{ v9.8b, v10.8b }, [x29]
	ld1	{ v9.8b, v10.8b }, [x9]
	ld1	{ v6.8b, v7.8b }, [x19]
	ld1	{ v1.8b, v2.8b }, [x4]
	ld1	{ v17.8b, v18.8b }, [x2], x27
	ld1	{ v6.8b, v7.8b }, [x20], x19
	ld1	{ v20.8b, v21.8b }, [x27], x28
	ld1	{ v25.8b, v26.8b }, [x20], x13
	ld1	{ v8.8h, v9.8h }, [x24]
	ld1	{ v29.8h, v30.8h }, [x25]
	ld1	{ v26.8h, v27.8h }, [x23]
	ld1	{ v0.8h, v1.8h }, [x23]
	ld1	{ v14.8h, v15.8h }, [x22], x12
	ld1	{ v4.8h, v5.8h }, [x16], x30
	ld1	{ v14.8h, v15.8h }, [x6], #32
	ld1	{ v27.8h, v28.8h }, [x14], x6
	ld1	{ v18.b }[15], [x17]
	ld1	{ v11.b }[0], [x18]
	ld1	{ v5.b }[15], [x23]
	ld1	{ v0.b }[8], [x1]
	ld1	{ v1.b }[8], [x9], x13
	ld1	{ v16.b }[6], [x28], x18
	ld1	{ v15.b }[0], [x7], x4
	ld1	{ v25.b }[1], [x3], x6
	ld1	{ v13.d }[0], [x16]
	ld1	{ v3.d }[1], [x12]
	ld1	{ v27.d }[0], [x14]
	ld1	{ v19.d }[0], [x27]
	ld1	{ v16.d }[0], [x5], x20
	ld1	{ v11.d }[1], [x28], x12
	ld1	{ v25.d }[1], [x24], x29
	ld1	{ v17.d }[0], [x4], x3
	ld1	{ v10.h }[5], [x14]
	ld1	{ v9.h }[2], [x10]
	ld1	{ v18.h }[5], [x4]
	ld1	{ v29.h }[2], [x2]
	ld1	{ v14.h }[2], [x9], x26
	ld1	{ v21.h }[1], [x3], x24
	ld1	{ v20.h }[7], [x24], x18
	ld1	{ v5.h }[0], [x18], x10
	ld1	{ v22.s }[2], [x16]
	ld1	{ v30.s }[0], [x14]
	ld1	{ v25.s }[2], [x2]
	ld1	{ v4.s }[3], [x27]
	ld1	{ v18.s }[0], [x0], x16
	ld1	{ v20.s }[1], [x5], x1
	ld1	{ v8.s }[1], [x19], x14
	ld1	{ v20.s }[1], [x19], x12
	ld2r	{ v3.16b, v4.16b }, [x14]
	ld2r	{ v3.16b, v4.16b }, [x4]
	ld2r	{ v14.16b, v15.16b }, [x22]
	ld2r	{ v19.16b, v20.16b }, [x0]
	ld2r	{ v29.16b, v30.16b }, [x5], x30
	ld2r	{ v27.16b, v28.16b }, [x30], x2
	ld2r	{ v12.16b, v13.16b }, [x20], x10
	ld2r	{ v21.16b, v22.16b }, [x11], x20
	ld2r	{ v8.1d, v9.1d }, [x2]
	ld2r	{ v3.1d, v4.1d }, [x0]
	ld2r	{ v20.1d, v21.1d }, [sp]
	ld2r	{ v16.1d, v17.1d }, [x5]
	ld2r	{ v14.1d, v15.1d }, [x15], x0
	ld2r	{ v0.1d, v1.1d }, [x19], x28
	ld2r	{ v24.1d, v25.1d }, [x18], x27
	ld2r	{ v11.1d, v12.1d }, [x28], x12
	ld2r	{ v20.2d, v21.2d }, [x8]
	ld2r	{ v10.2d, v11.2d }, [x1]
	ld2r	{ v14.2d, v15.2d }, [x7]
	ld2r	{ v30.2d, v31.2d }, [x23]
	ld2r	{ v29.2d, v30.2d }, [x30], x16
	ld2r	{ v30.2d, v31.2d }, [x7], x13
	ld2r	{ v6.2d, v7.2d }, [x10], x30
	ld2r	{ v4.2d, v5.2d }, [x20], x27
	ld2r	{ v25.2s, v26.2s }, [x17]
	ld2r	{ v13.2s, v14.2s }, [x10]
	ld2r	{ v19.2s, v20.2s }, [x30]
	ld2r	{ v21.2s, v22.2s }, [x20]
	ld2r	{ v4.2s, v5.2s }, [x6], x16
	ld2r	{ v4.2s, v5.2s }, [x24], x10
	ld2r	{ v18.2s, v19.2s }, [x24], x29
	ld2r	{ v29.2s, v30.2s }, [x8], #8
	ld2r	{ v3.4h, v4.4h }, [x19]
	ld2r	{ v1.4h, v2.4h }, [x27]
	ld2r	{ v1.4h, v2.4h }, [x12]
	ld2r	{ v13.4h, v14.4h }, [x4]
	ld2r	{ v13.4h, v14.4h }, [x20], x14
	ld2r	{ v6.4h, v7.4h }, [x11], x17
	ld2r	{ v29.4h, v30.4h }, [x3], x15
	ld2r	{ v22.4h, v23.4h }, [x27], x24
	ld2r	{ v22.4s, v23.4s }, [x4]
	ld2r	{ v6.4s, v7.4s }, [x18]
	ld2r	{ v15.4s, v16.4s }, [x25]
	ld2r	{ v14.4s, v15.4s }, [x13]
	ld2r	{ v12.4s, v13.4s }, [x20], x16
	ld2r	{ v8.4s, v9.4s }, [x17], x18
	ld2r	{ v3.4s, v4.4s }, [x15], x19
	ld2r	{ v20.4s, v21.4s }, [x27], x0
	ld2r	{ v25.8b, v26.8b }, [x23]
	ld2r	{ v26.8b, v27.8b }, [x8]
	ld2r	{ v14.8b, v15.8b }, [x5]
	ld2r	{ v12.8b, v13.8b }, [x21]
	ld2r	{ v19.8b, v20.8b }, [x10], x15
	ld2r	{ v24.8b, v25.8b }, [x11], x28
	ld2r	{ v1.8b, v2.8b }, [x11], x2
	ld2r	{ v30.8b, v31.8b }, [x26], x17
	ld2r	{ v24.8h, v25.8h }, [x11]
	ld2r	{ v9.8h, v10.8h }, [x4]
	ld2r	{ v31.8h, v0.8h }, [x16]
	ld2r	{ v10.8h, v11.8h }, [x13]
	ld2r	{ v10.8h, v11.8h }, [x8], x10
	ld2r	{ v2.8h, v3.8h }, [x20], x27
	ld2r	{ v29.8h, v30.8h }, [x6], x17
	ld2r	{ v4.8h, v5.8h }, [x29], x22
	ld2	{ v29.b, v30.b }[11], [x23]
	ld2	{ v10.b, v11.b }[1], [x25]
	ld2	{ v31.b, v0.b }[1], [sp]
	ld2	{ v10.b, v11.b }[9], [x27]
	ld2	{ v26.b, v27.b }[3], [x27], x9
	ld2	{ v19.b, v20.b }[0], [x22], x12
	ld2	{ v29.b, v30.b }[13], [x15], x6
	ld2	{ v28.b, v29.b }[0], [x22], x21
	ld2	{ v15.d, v16.d }[0], [x8]
	ld2	{ v7.d, v8.d }[0], [x2]
	ld2	{ v14.d, v15.d }[0], [x14]
	ld2	{ v2.d, v3.d }[1], [x14]
	ld2	{ v26.d, v27.d }[0], [x15], x2
	ld2	{ v31.d, v0.d }[1], [x8], x10
	ld2	{ v1.d, v2.d }[0], [x30], x15
	ld2	{ v24.d, v25.d }[0], [x3], x27
	ld2	{ v0.h, v1.h }[3], [x11]
	ld2	{ v17.h, v18.h }[6], [x0]
	ld2	{ v1.h, v2.h }[0], [sp]
	ld2	{ v31.h, v0.h }[1], [x7]
	ld2	{ v13.h, v14.h }[0], [x6], x8
	ld2	{ v26.h, v27.h }[3], [x26], x6
	ld2	{ v7.h, v8.h }[7], [x16], x3
	ld2	{ v27.h, v28.h }[0], [x4], x29
	ld2	{ v22.s, v23.s }[0], [x22]
	ld2	{ v15.s, v16.s }[1], [sp]
	ld2	{ v3.s, v4.s }[1], [x11]
	ld2	{ v17.s, v18.s }[0], [x19]
	ld2	{ v6.s, v7.s }[1], [x2], x19
	ld2	{ v22.s, v23.s }[1], [x24], x18
	ld2	{ v3.s, v4.s }[3], [x18], x18
	ld2	{ v21.s, v22.s }[1], [x29], x17
	ld2	{ v27.16b, v28.16b }, [x27]
	ld2	{ v16.16b, v17.16b }, [x10]
	ld2	{ v6.16b, v7.16b }, [x4]
	ld2	{ v2.16b, v3.16b }, [x29]
	ld2	{ v20.16b, v21.16b }, [x7], x5
	ld2	{ v27.16b, v28.16b }, [x26], x3
	ld2	{ v3.16b, v4.16b }, [x8], #32
	ld2	{ v27.16b, v28.16b }, [x16], x24
	ld2	{ v14.2d, v15.2d }, [x24]
	ld2	{ v27.2d, v28.2d }, [x28]
	ld2	{ v18.2d, v19.2d }, [x2]
	ld2	{ v19.2d, v20.2d }, [x4]
	ld2	{ v0.2d, v1.2d }, [x9], x10
	ld2	{ v17.2d, v18.2d }, [x4], x27
	ld2	{ v16.2d, v17.2d }, [x4], x12
	ld2	{ v31.2d, v0.2d }, [x1], x2
	ld2	{ v7.2s, v8.2s }, [x6]
	ld2	{ v7.2s, v8.2s }, [x10]
	ld2	{ v5.2s, v6.2s }, [x7]
	ld2	{ v26.2s, v27.2s }, [x6]
	ld2	{ v17.2s, v18.2s }, [x16], x9
	ld2	{ v5.2s, v6.2s }, [x28], x16
	ld2	{ v26.2s, v27.2s }, [x24], x11
	ld2	{ v12.2s, v13.2s }, [x12], x26
	ld2	{ v11.4h, v12.4h }, [x4]
	ld2	{ v12.4h, v13.4h }, [x27]
	ld2	{ v24.4h, v25.4h }, [x17]
	ld2	{ v30.4h, v31.4h }, [x14]
	ld2	{ v6.4h, v7.4h }, [x26], x3
	ld2	{ v24.4h, v25.4h }, [x28], x22
	ld2	{ v17.4h, v18.4h }, [x7], x19
	ld2	{ v25.4h, v26.4h }, [x26], x20
	ld2	{ v1.4s, v2.4s }, [x22]
	ld2	{ v3.4s, v4.4s }, [x3]
	ld2	{ v2.4s, v3.4s }, [x12]
	ld2	{ v14.4s, v15.4s }, [x15]
	ld2	{ v28.4s, v29.4s }, [x27], x3
	ld2	{ v3.4s, v4.4s }, [x17], x3
	ld2	{ v4.4s, v5.4s }, [x10], x19
	ld2	{ v1.4s, v2.4s }, [x23], x2
	ld2	{ v22.8b, v23.8b }, [x9]
	ld2	{ v28.8b, v29.8b }, [x0]
	ld2	{ v17.8b, v18.8b }, [x24]
	ld2	{ v18.8b, v19.8b }, [x10]
	ld2	{ v9.8b, v10.8b }, [x29], x15
	ld2	{ v6.8b, v7.8b }, [x14], x30
	ld2	{ v5.8b, v6.8b }, [x8], x13
	ld2	{ v28.8b, v29.8b }, [x7], x27
	ld2	{ v30.8h, v31.8h }, [x13]
	ld2	{ v11.8h, v12.8h }, [x23]
	ld2	{ v22.8h, v23.8h }, [x14]
	ld2	{ v20.8h, v21.8h }, [x14]
	ld2	{ v12.8h, v13.8h }, [x24], x21
	ld2	{ v0.8h, v1.8h }, [x24], x0
	ld2	{ v13.8h, v14.8h }, [x14], x3
	ld2	{ v25.8h, v26.8h }, [x13], x24
	ld3r	{ v18.16b, v19.16b, v20.16b }, [x0]
	ld3r	{ v3.16b, v4.16b, v5.16b }, [x14]
	ld3r	{ v17.16b, v18.16b, v19.16b }, [x1]
	ld3r	{ v10.16b, v11.16b, v12.16b }, [x15]
	ld3r	{ v18.16b, v19.16b, v20.16b }, [x11], x22
	ld3r	{ v28.16b, v29.16b, v30.16b }, [x19], x28
	ld3r	{ v25.16b, v26.16b, v27.16b }, [x9], x5
	ld3r	{ v23.16b, v24.16b, v25.16b }, [x21], x0
	ld3r	{ v11.1d, v12.1d, v13.1d }, [x0]
	ld3r	{ v11.1d, v12.1d, v13.1d }, [x0]
	ld3r	{ v31.1d, v0.1d, v1.1d }, [x19]
	ld3r	{ v29.1d, v30.1d, v31.1d }, [x18]
	ld3r	{ v20.1d, v21.1d, v22.1d }, [x27], x26
	ld3r	{ v18.1d, v19.1d, v20.1d }, [x21], x14
	ld3r	{ v11.1d, v12.1d, v13.1d }, [x6], x2
	ld3r	{ v30.1d, v31.1d, v0.1d }, [x22], x26
	ld3r	{ v24.2d, v25.2d, v26.2d }, [x14]
	ld3r	{ v15.2d, v16.2d, v17.2d }, [x19]
	ld3r	{ v17.2d, v18.2d, v19.2d }, [x23]
	ld3r	{ v29.2d, v30.2d, v31.2d }, [x17]
	ld3r	{ v31.2d, v0.2d, v1.2d }, [x15], x12
	ld3r	{ v27.2d, v28.2d, v29.2d }, [x20], x29
	ld3r	{ v29.2d, v30.2d, v31.2d }, [x27], x24
	ld3r	{ v3.2d, v4.2d, v5.2d }, [x19], x21
	ld3r	{ v3.2s, v4.2s, v5.2s }, [x18]
	ld3r	{ v31.2s, v0.2s, v1.2s }, [x8]
	ld3r	{ v21.2s, v22.2s, v23.2s }, [x21]
	ld3r	{ v23.2s, v24.2s, v25.2s }, [x21]
	ld3r	{ v13.2s, v14.2s, v15.2s }, [x19], x11
	ld3r	{ v26.2s, v27.2s, v28.2s }, [x22], x17
	ld3r	{ v26.2s, v27.2s, v28.2s }, [x20], x8
	ld3r	{ v31.2s, v0.2s, v1.2s }, [x27], x17
	ld3r	{ v21.4h, v22.4h, v23.4h }, [x4]
	ld3r	{ v24.4h, v25.4h, v26.4h }, [x21]
	ld3r	{ v3.4h, v4.4h, v5.4h }, [x14]
	ld3r	{ v11.4h, v12.4h, v13.4h }, [x25]
	ld3r	{ v25.4h, v26.4h, v27.4h }, [x2], x18
	ld3r	{ v21.4h, v22.4h, v23.4h }, [x9], x17
	ld3r	{ v25.4h, v26.4h, v27.4h }, [x26], x26
	ld3r	{ v4.4h, v5.4h, v6.4h }, [x19], x2
	ld3r	{ v4.4s, v5.4s, v6.4s }, [x7]
	ld3r	{ v10.4s, v11.4s, v12.4s }, [x8]
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x17]
	ld3r	{ v14.4s, v15.4s, v16.4s }, [x7]
	ld3r	{ v16.4s, v17.4s, v18.4s }, [x20], x30
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x15], x26
	ld3r	{ v7.4s, v8.4s, v9.4s }, [x26], x13
	ld3r	{ v19.4s, v20.4s, v21.4s }, [x16], x10
	ld3r	{ v25.8b, v26.8b, v27.8b }, [sp]
	ld3r	{ v21.8b, v22.8b, v23.8b }, [x2]
	ld3r	{ v19.8b, v20.8b, v21.8b }, [x26]
	ld3r	{ v3.8b, v4.8b, v5.8b }, [sp]
	ld3r	{ v4.8b, v5.8b, v6.8b }, [x1], x25
	ld3r	{ v3.8b, v4.8b, v5.8b }, [x5], x12
	ld3r	{ v23.8b, v24.8b, v25.8b }, [x4], x12
	ld3r	{ v1.8b, v2.8b, v3.8b }, [x2], x11
	ld3r	{ v20.8h, v21.8h, v22.8h }, [x1]
	ld3r	{ v10.8h, v11.8h, v12.8h }, [x5]
	ld3r	{ v1.8h, v2.8h, v3.8h }, [x21]
	ld3r	{ v26.8h, v27.8h, v28.8h }, [x12]
	ld3r	{ v7.8h, v8.8h, v9.8h }, [x14], x2
	ld3r	{ v21.8h, v22.8h, v23.8h }, [x4], x20
	ld3r	{ v31.8h, v0.8h, v1.8h }, [x26], #6
	ld3r	{ v7.8h, v8.8h, v9.8h }, [x14], x18
	ld3	{ v6.b, v7.b, v8.b }[15], [x14]
	ld3	{ v21.b, v22.b, v23.b }[12], [x0]
	ld3	{ v3.b, v4.b, v5.b }[12], [x16]
	ld3	{ v5.b, v6.b, v7.b }[4], [x19]
	ld3	{ v25.b, v26.b, v27.b }[10], [x23], x25
	ld3	{ v13.b, v14.b, v15.b }[12], [x15], x27
	ld3	{ v9.b, v10.b, v11.b }[15], [x26], x6
	ld3	{ v16.b, v17.b, v18.b }[14], [x13], x29
	ld3	{ v21.d, v22.d, v23.d }[0], [x1]
	ld3	{ v17.d, v18.d, v19.d }[0], [x14]
	ld3	{ v16.d, v17.d, v18.d }[1], [x9]
	ld3	{ v6.d, v7.d, v8.d }[0], [x5]
	ld3	{ v9.d, v10.d, v11.d }[1], [x23], x21
	ld3	{ v14.d, v15.d, v16.d }[1], [x0], x29
	ld3	{ v27.d, v28.d, v29.d }[0], [x22], x4
	ld3	{ v21.d, v22.d, v23.d }[0], [x30], x8
	ld3	{ v5.h, v6.h, v7.h }[0], [x23]
	ld3	{ v7.h, v8.h, v9.h }[0], [x27]
	ld3	{ v11.h, v12.h, v13.h }[6], [x16]
	ld3	{ v29.h, v30.h, v31.h }[3], [x3]
	ld3	{ v9.h, v10.h, v11.h }[3], [x5], x0
	ld3	{ v27.h, v28.h, v29.h }[5], [x30], x12
	ld3	{ v20.h, v21.h, v22.h }[5], [x21], x17
	ld3	{ v28.h, v29.h, v30.h }[1], [x24], x20
	ld3	{ v10.s, v11.s, v12.s }[3], [x2]
	ld3	{ v25.s, v26.s, v27.s }[2], [x25]
	ld3	{ v2.s, v3.s, v4.s }[1], [sp]
	ld3	{ v18.s, v19.s, v20.s }[3], [sp]
	ld3	{ v27.s, v28.s, v29.s }[0], [x0], x3
	ld3	{ v20.s, v21.s, v22.s }[2], [x11], x26
	ld3	{ v12.s, v13.s, v14.s }[1], [x25], x23
	ld3	{ v17.s, v18.s, v19.s }[2], [x13], x12
	ld3	{ v16.16b, v17.16b, v18.16b }, [x21]
	ld3	{ v22.16b, v23.16b, v24.16b }, [x6]
	ld3	{ v10.16b, v11.16b, v12.16b }, [x20]
	ld3	{ v27.16b, v28.16b, v29.16b }, [x7]
	ld3	{ v22.16b, v23.16b, v24.16b }, [x5], x21
	ld3	{ v14.16b, v15.16b, v16.16b }, [x4], x22
	ld3	{ v3.16b, v4.16b, v5.16b }, [x13], x20
	ld3	{ v9.16b, v10.16b, v11.16b }, [x22], x17
	ld3	{ v15.2d, v16.2d, v17.2d }, [x0]
	ld3	{ v5.2d, v6.2d, v7.2d }, [x21]
	ld3	{ v1.2d, v2.2d, v3.2d }, [x17]
	ld3	{ v28.2d, v29.2d, v30.2d }, [x17]
	ld3	{ v11.2d, v12.2d, v13.2d }, [x29], x26
	ld3	{ v29.2d, v30.2d, v31.2d }, [x9], x7
	ld3	{ v2.2d, v3.2d, v4.2d }, [x24], x12
	ld3	{ v22.2d, v23.2d, v24.2d }, [x28], x10
	ld3	{ v30.2s, v31.2s, v0.2s }, [sp]
	ld3	{ v1.2s, v2.2s, v3.2s }, [x14]
	ld3	{ v21.2s, v22.2s, v23.2s }, [x4]
	ld3	{ v0.2s, v1.2s, v2.2s }, [sp]
	ld3	{ v7.2s, v8.2s, v9.2s }, [x11], x8
	ld3	{ v9.2s, v10.2s, v11.2s }, [x26], x7
	ld3	{ v7.2s, v8.2s, v9.2s }, [x19], x14
	ld3	{ v16.2s, v17.2s, v18.2s }, [x19], x24
	ld3	{ v15.4h, v16.4h, v17.4h }, [x20]
	ld3	{ v1.4h, v2.4h, v3.4h }, [x2]
	ld3	{ v26.4h, v27.4h, v28.4h }, [x25]
	ld3	{ v16.4h, v17.4h, v18.4h }, [x6]
	ld3	{ v18.4h, v19.4h, v20.4h }, [x21], x11
	ld3	{ v27.4h, v28.4h, v29.4h }, [x13], x11
	ld3	{ v17.4h, v18.4h, v19.4h }, [x14], x22
	ld3	{ v6.4h, v7.4h, v8.4h }, [x8], x22
	ld3	{ v7.4s, v8.4s, v9.4s }, [x29]
	ld3	{ v2.4s, v3.4s, v4.4s }, [x30]
	ld3	{ v28.4s, v29.4s, v30.4s }, [x15]
	ld3	{ v7.4s, v8.4s, v9.4s }, [x16]
	ld3	{ v28.4s, v29.4s, v30.4s }, [x4], x3
	ld3	{ v29.4s, v30.4s, v31.4s }, [x24], x16
	ld3	{ v6.4s, v7.4s, v8.4s }, [x20], x24
	ld3	{ v11.4s, v12.4s, v13.4s }, [x19], x27
	ld3	{ v10.8b, v11.8b, v12.8b }, [x7]
	ld3	{ v27.8b, v28.8b, v29.8b }, [x13]
	ld3	{ v13.8b, v14.8b, v15.8b }, [x4]
	ld3	{ v19.8b, v20.8b, v21.8b }, [x17]
	ld3	{ v27.8b, v28.8b, v29.8b }, [x16], x20
	ld3	{ v15.8b, v16.8b, v17.8b }, [x13], x28
	ld3	{ v30.8b, v31.8b, v0.8b }, [x14], x2
	ld3	{ v24.8b, v25.8b, v26.8b }, [x20], x26
	ld3	{ v17.8h, v18.8h, v19.8h }, [x27]
	ld3	{ v3.8h, v4.8h, v5.8h }, [x26]
	ld3	{ v10.8h, v11.8h, v12.8h }, [x27]
	ld3	{ v9.8h, v10.8h, v11.8h }, [x10]
	ld3	{ v28.8h, v29.8h, v30.8h }, [x17], x17
	ld3	{ v24.8h, v25.8h, v26.8h }, [x26], x10
	ld3	{ v5.8h, v6.8h, v7.8h }, [x25], x19
	ld3	{ v2.8h, v3.8h, v4.8h }, [x14], x1
	ld4r	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x24]
	ld4r	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x11]
	ld4r	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x24]
	ld4r	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x6]
	ld4r	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x23], x11
	ld4r	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x12], x14
	ld4r	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x30], x29
	ld4r	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x3], x16
	ld4r	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x5]
	ld4r	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x6]
	ld4r	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x17]
	ld4r	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x3]
	ld4r	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x1], x10
	ld4r	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x29], x7
	ld4r	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x23], x20
	ld4r	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x22], x15
	ld4r	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x14]
	ld4r	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x27]
	ld4r	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x19]
	ld4r	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x23]
	ld4r	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x22], x6
	ld4r	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x17], x30
	ld4r	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x9], x3
	ld4r	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x3], x7
	ld4r	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x20]
	ld4r	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x13]
	ld4r	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x19]
	ld4r	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x14]
	ld4r	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x15], x13
	ld4r	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x19], x28
	ld4r	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x23], x6
	ld4r	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x9], x1
	ld4r	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x9]
	ld4r	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x2]
	ld4r	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x19]
	ld4r	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x26]
	ld4r	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x17], #8
	ld4r	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x23], x21
	ld4r	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x11], x8
	ld4r	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x12], x20
	ld4r	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x29]
	ld4r	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x18]
	ld4r	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x9]
	ld4r	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x1]
	ld4r	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x19], x12
	ld4r	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x27], x4
	ld4r	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x26], x7
	ld4r	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x24], x28
	ld4r	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x10]
	ld4r	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x5]
	ld4r	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x19]
	ld4r	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x13]
	ld4r	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x17], x1
	ld4r	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x26], x17
	ld4r	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x24], x21
	ld4r	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x9], x16
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x18]
	ld4r	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x0]
	ld4r	{ v25.8h, v26.8h, v27.8h, v28.8h }, [sp]
	ld4r	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x6]
	ld4r	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x30], x21
	ld4r	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x29], #8
	ld4r	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x13], x11
	ld4r	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x17], x20
	ld4	{ v14.b, v15.b, v16.b, v17.b }[4], [x22]
	ld4	{ v27.b, v28.b, v29.b, v30.b }[7], [x0]
	ld4	{ v18.b, v19.b, v20.b, v21.b }[5], [x29]
	ld4	{ v17.b, v18.b, v19.b, v20.b }[5], [x18]
	ld4	{ v20.b, v21.b, v22.b, v23.b }[11], [x8], x27
	ld4	{ v28.b, v29.b, v30.b, v31.b }[15], [x18], x21
	ld4	{ v24.b, v25.b, v26.b, v27.b }[0], [x23], x5
	ld4	{ v19.b, v20.b, v21.b, v22.b }[12], [x4], x19
	ld4	{ v7.d, v8.d, v9.d, v10.d }[1], [x10]
	ld4	{ v18.d, v19.d, v20.d, v21.d }[0], [x6]
	ld4	{ v11.d, v12.d, v13.d, v14.d }[1], [x23]
	ld4	{ v25.d, v26.d, v27.d, v28.d }[1], [x13]
	ld4	{ v21.d, v22.d, v23.d, v24.d }[0], [x12], x26
	ld4	{ v9.d, v10.d, v11.d, v12.d }[0], [x9], x22
	ld4	{ v13.d, v14.d, v15.d, v16.d }[1], [x15], x9
	ld4	{ v9.d, v10.d, v11.d, v12.d }[0], [x9], x13
	ld4	{ v21.h, v22.h, v23.h, v24.h }[0], [x3]
	ld4	{ v24.h, v25.h, v26.h, v27.h }[7], [x2]
	ld4	{ v9.h, v10.h, v11.h, v12.h }[1], [x8]
	ld4	{ v7.h, v8.h, v9.h, v10.h }[1], [x17]
	ld4	{ v20.h, v21.h, v22.h, v23.h }[3], [x23], x3
	ld4	{ v22.h, v23.h, v24.h, v25.h }[0], [x29], x1
	ld4	{ v2.h, v3.h, v4.h, v5.h }[6], [x8], x26
	ld4	{ v15.h, v16.h, v17.h, v18.h }[4], [x25], x8
	ld4	{ v0.s, v1.s, v2.s, v3.s }[0], [x16]
	ld4	{ v21.s, v22.s, v23.s, v24.s }[2], [x18]
	ld4	{ v7.s, v8.s, v9.s, v10.s }[3], [x12]
	ld4	{ v5.s, v6.s, v7.s, v8.s }[2], [x14]
	ld4	{ v26.s, v27.s, v28.s, v29.s }[1], [x26], x5
	ld4	{ v4.s, v5.s, v6.s, v7.s }[1], [x25], x2
	ld4	{ v7.s, v8.s, v9.s, v10.s }[1], [x29], x11
	ld4	{ v24.s, v25.s, v26.s, v27.s }[3], [x6], x30
	ld4	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x12]
	ld4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x15]
	ld4	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x7]
	ld4	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x1]
	ld4	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x26], x8
	ld4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x5], x25
	ld4	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x22], x30
	ld4	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x5], x7
	ld4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x26]
	ld4	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x18]
	ld4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x8]
	ld4	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x24]
	ld4	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x23], x23
	ld4	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x5], x20
	ld4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x2], x25
	ld4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x8], x26
	ld4	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x18]
	ld4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x20]
	ld4	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x3]
	ld4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x24]
	ld4	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x8], x12
	ld4	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x6], x6
	ld4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x5], x20
	ld4	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x14], x8
	ld4	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x22]
	ld4	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x28]
	ld4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x0]
	ld4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x13]
	ld4	{ v8.4h, v9.4h, v10.4h, v11.4h }, [sp], x14
	ld4	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x4], x27
	ld4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x22], x25
	ld4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [sp], x1
	ld4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x4]
	ld4	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x2]
	ld4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x8]
	ld4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x25]
	ld4	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x24], x23
	ld4	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x5], x29
	ld4	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x10], x5
	ld4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x26], x4
	ld4	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x12]
	ld4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x21]
	ld4	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x28]
	ld4	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x4]
	ld4	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x16], x26
	ld4	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x14], x9
	ld4	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x23], x2
	ld4	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x19], x4
	ld4	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x6]
	ld4	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x28]
	ld4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x30]
	ld4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x7]
	ld4	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x13], x28
	ld4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x29], x26
	ld4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x17], x12
	ld4	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x16], x15
	ldar	w10, [x4]
	ldar	w19, [x3]
	ldar	w19, [x19]
	ldar	w26, [x11]
	ldar	x17, [x15]
	ldar	x4, [x24]
	ldar	x13, [x8]
	ldar	x4, [x26]
	ldarb	w11, [x26]
	ldarb	w6, [x8]
	ldarb	w21, [x14]
	ldarb	w27, [x12]
	ldarh	w6, [x22]
	ldarh	w14, [x10]
	ldarh	w18, [x1]
	ldarh	w23, [x18]
	ldaxp	w19, w21, [x4]
	ldaxp	w0, w14, [x18]
	ldaxp	w10, w16, [x11]
	ldaxp	w6, w19, [sp]
	ldaxp	x4, x16, [x20]
	ldaxp	x26, x21, [x10]
	ldaxp	x0, xzr, [x24]
	ldaxp	x24, x5, [x10]
	ldaxr	w2, [x9]
	ldaxr	w30, [x7]
	ldaxr	w17, [x19]
	ldaxr	w17, [x10]
	ldaxr	x23, [x25]
	ldaxr	x19, [x8]
	ldaxr	x14, [x7]
	ldaxr	x25, [sp]
	ldaxrb	w18, [x20]
	ldaxrb	w24, [x28]
	ldaxrb	w18, [x7]
	ldaxrb	w15, [x3]
	ldaxrh	w4, [x15]
	ldaxrh	w28, [x18]
	ldaxrh	w6, [x6]
	ldaxrh	w15, [x11]
	ldnp	d26, d5, [x18, #-400]
	ldnp	d15, d21, [x28, #-336]
	ldnp	d30, d29, [x6]
	ldnp	d15, d20, [x4]
	ldnp	q26, q15, [x10, #176]
	ldnp	q21, q18, [x5]
	ldnp	q2, q13, [x7]
	ldnp	q30, q20, [x23]
	ldnp	s12, s30, [x23, #92]
	ldnp	s14, s14, [x8, #-228]
	ldnp	s16, s2, [x10, #128]
	ldnp	s8, s27, [x27, #-228]
	ldnp	w10, w25, [x25]
	ldnp	w29, w22, [x25, #96]
	ldnp	w26, w22, [x20]
	ldnp	w4, w12, [x1, #-124]
	ldnp	x15, x28, [x21]
	ldnp	x21, x16, [x12]
	ldnp	x12, x11, [x4, #-464]
	ldnp	x14, x10, [x21]
	ldp	d20, d13, [sp, #-152]
	ldp	d27, d11, [x30, #24]
	ldp	d12, d10, [x28, #-512]
	ldp	d30, d8, [x23, #504]
	ldp	d9, d1, [x23], #0
	ldp	d25, d4, [x22], #504
	ldp	d21, d15, [x15], #448
	ldp	d23, d31, [x30], #-88
	ldp	d16, d21, [x12, #-512]!
	ldp	d21, d8, [x22, #504]!
	ldp	d15, d31, [sp, #-512]!
	ldp	d22, d31, [x22, #200]!
	ldp	q10, q1, [x29]
	ldp	q22, q11, [x14, #-1024]
	ldp	q6, q4, [x26, #1008]
	ldp	q1, q22, [x13]
	ldp	q15, q0, [x20], #0
	ldp	q2, q24, [x18], #384
	ldp	q6, q10, [x4], #832
	ldp	q18, q7, [x2], #256
	ldp	q22, q16, [x30, #-352]!
	ldp	q30, q25, [sp, #480]!
	ldp	q12, q4, [x30, #-352]!
	ldp	q1, q15, [x14, #304]!
	ldpsw	x22, x30, [x19]
	ldpsw	x19, x0, [x3, #-56]
	ldpsw	x5, x27, [x14]
	ldpsw	x17, x15, [x13]
	ldpsw	x2, x0, [x21], #-240
	ldpsw	x15, x8, [x29], #12
	ldpsw	x25, x1, [x21], #-220
	ldpsw	x20, x11, [x26], #0
	ldpsw	x8, x3, [x30, #-96]!
	ldpsw	x2, x11, [x25, #-256]!
	ldpsw	x17, x1, [x7, #-32]!
	ldpsw	x24, x21, [x5, #-140]!
	ldp	s11, s4, [x16, #80]
	ldp	s9, s12, [x8, #228]
	ldp	s31, s28, [x2]
	ldp	s31, s18, [x18, #164]
	ldp	s12, s23, [x8], #-236
	ldp	s25, s10, [x9], #-248
	ldp	s25, s28, [x3], #-140
	ldp	s6, s17, [x12], #-256
	ldp	s4, s3, [x26, #32]!
	ldp	s31, s27, [sp, #-212]!
	ldp	s31, s30, [x15, #-104]!
	ldp	s23, s31, [x22, #228]!
	ldp	w0, w11, [x19]
	ldp	w0, w22, [x4, #-120]
	ldp	w14, w27, [x1, #-84]
	ldp	w22, w14, [x8]
	ldp	w21, w8, [x30], #-68
	ldp	w17, w29, [x22], #28
	ldp	w23, w3, [x7], #92
	ldp	w26, w2, [x5], #-216
	ldp	w26, w9, [x15, #-4]!
	ldp	w26, w17, [x10, #108]!
	ldp	w30, w21, [x25, #96]!
	ldp	w30, w20, [x16, #-76]!
	ldp	x7, x5, [x22, #264]
	ldp	x9, x12, [x27, #496]
	ldp	x24, x3, [x27, #-8]
	ldp	x12, x25, [x16]
	ldp	x19, x19, [x24], #16
	ldp	x4, x1, [x28], #0
	ldp	x20, x7, [x12], #-480
	ldp	x20, x27, [x15], #-48
	ldp	x5, x5, [x21, #-208]!
	ldp	x22, x14, [x1, #280]!
	ldp	x19, x16, [x2, #-496]!
	ldp	x21, x25, [x15, #-8]!
	ldur	b27, [x28]
	ldur	b29, [x1]
	ldur	b29, [x28]
	ldur	b9, [x15, #255]
	ldr	b3, [x8], #-1
	ldr	b3, [x5], #-256
	ldr	b25, [x11], #-64
	ldr	b11, [x18], #1
	ldr	b9, [x16, #255]!
	ldr	b22, [x29, #59]!
	ldr	b16, [x18, #-145]!
	ldr	b5, [x19, #248]!
	ldr	b19, [x11, w6, uxtw]
	ldr	b6, [x30, w12, uxtw #0]
	ldr	b28, [x26, w27, sxtw]
	ldr	b10, [x4, w24, sxtw #0]
	ldr	b15, [x18, x3]
	ldr	b11, [x21, x7, lsl #0]
	ldr	b24, [x30, x17, lsl #0]
	ldr	b4, [x23, x21, sxtx #0]
	ldr	b23, [x10, #3585]
	ldr	b16, [x5, #2317]
	ldr	b15, [x3, #3422]
	ldr	b6, [x26, #1826]
	ldurb	w29, [x30, #-157]
	ldurb	w14, [x3]
	ldurb	w11, [x0, #-227]
	ldurb	w13, [x21, #169]
	ldrb	w24, [x18], #-238
	ldrb	w5, [x6], #-145
	ldrb	w20, [x10], #-107
	ldrb	w3, [x9], #239
	ldrb	w20, [x3, #-199]!
	ldrb	w15, [x25, #92]!
	ldrb	w25, [x24, #30]!
	ldrb	w1, [x12, #-256]!
	ldrb	w22, [x13, w11, sxtw #0]
	ldrb	w27, [x25, wzr, sxtw #0]
	ldrb	w7, [x30, w3, uxtw #0]
	ldrb	w2, [x30, w16, uxtw]
	ldrb	w4, [x5, x5, sxtx #0]
	ldrb	w13, [x23, xzr, sxtx #0]
	ldrb	w6, [x2, x16, sxtx]
	ldrb	w0, [x28, x9]
	ldrb	w5, [x28, #8]
	ldrb	w30, [x3, #2243]
	ldrb	w25, [x18]
	ldrb	w23, [x14, #4095]
	ldur	d26, [x17]
	ldur	d20, [x8]
	ldur	d9, [x7, #-93]
	ldur	d15, [x4, #-79]
	ldr	d16, [x2], #1
	ldr	d0, [x7], #-65
	ldr	d2, [x2], #255
	ldr	d0, [x7], #-186
	ldr	d17, [x2, #-5]!
	ldr	d0, [x17, #1]!
	ldr	d8, [x18, #-244]!
	ldr	d21, [x10, #0]!
	ldr	d23, [x15, w14, sxtw #3]
	ldr	d27, [x28, w17, uxtw]
	ldr	d19, [x21, w3, sxtw #3]
	ldr	d10, [x26, w1, uxtw #3]
	ldr	d21, [x14, x16]
	ldr	d12, [x6, x20, lsl #3]
	ldr	d9, [x10, x4]
	ldr	d5, [x17, x21, lsl #3]
	ldr	d20, [x26]
	ldr	d28, [x6, #1632]
	ldr	d24, [x0]
	ldr	d1, [x18, #7056]
	ldr	d17, #-695484
	ldr	d19, #610516
	ldr	d21, #-1048576
	ldr	d15, #1048572
	ldur	h15, [x12, #184]
	ldur	h1, [x10, #127]
	ldur	h9, [x13]
	ldur	h3, [x10, #255]
	ldr	h28, [x28], #0
	ldr	h0, [x26], #-59
	ldr	h13, [x14], #121
	ldr	h18, [x22], #177
	ldr	h5, [x17, #255]!
	ldr	h4, [x17, #255]!
	ldr	h7, [x11, #255]!
	ldr	h11, [x11, #-66]!
	ldr	h26, [x22, w20, uxtw #1]
	ldr	h29, [x16, w20, uxtw #1]
	ldr	h14, [x21, w27, sxtw]
	ldr	h12, [x22, w22, sxtw #1]
	ldr	h29, [x15, x0, sxtx #1]
	ldr	h17, [x13, x20, sxtx]
	ldr	h19, [x17, x13]
	ldr	h11, [x26, x3, sxtx]
	ldr	h22, [x25]
	ldr	h16, [x12]
	ldr	h13, [x16]
	ldr	h8, [x4, #5792]
	ldurh	w26, [x12, #-63]
	ldurh	w10, [x5]
	ldurh	w11, [x28, #255]
	ldurh	w24, [sp]
	ldrh	w3, [x16], #80
	ldrh	w18, [x3], #-216
	ldrh	w21, [x19], #-21
	ldrh	w18, [x21], #-45
	ldrh	w5, [x1, #0]!
	ldrh	w27, [x28, #168]!
	ldrh	w14, [x4, #-160]!
	ldrh	w21, [x6, #-81]!
	ldrh	w30, [x13, w6, sxtw]
	ldrh	w19, [sp, w3, sxtw]
	ldrh	w23, [x28, w4, uxtw]
	ldrh	w1, [x6, w14, uxtw]
	ldrh	w13, [x29, x8]
	ldrh	w1, [x16, x30, sxtx]
	ldrh	w25, [x30, x4, sxtx #1]
	ldrh	w16, [x9, x16, sxtx #1]
	ldrh	w27, [x16]
	ldrh	w7, [x27]
	ldrh	w8, [x16, #3458]
	ldrh	w10, [x17, #3220]
	ldur	q13, [x3, #40]
	ldur	q6, [x22]
	ldur	q12, [x16, #247]
	ldur	q4, [x26, #103]
	ldr	q15, [x18], #154
	ldr	q16, [x12], #0
	ldr	q21, [x6], #-194
	ldr	q31, [x7], #212
	ldr	q30, [x3, #-35]!
	ldr	q1, [x20, #235]!
	ldr	q17, [x7, #197]!
	ldr	q25, [x21, #58]!
	ldr	q2, [x10, w4, uxtw]
	ldr	q12, [x1, w9, sxtw]
	ldr	q27, [x15, w8, uxtw]
	ldr	q7, [x7, w5, uxtw]
	ldr	q7, [x28, x27, sxtx #4]
	ldr	q22, [x30, x21, sxtx #4]
	ldr	q17, [x18, x10]
	ldr	q7, [x21, x7, lsl #4]
	ldr	q1, [x15]
	ldr	q15, [x26]
	ldr	q30, [sp, #23008]
	ldr	q24, [x22, #40768]
	ldr	q18, #-430208
	ldr	q19, #1048572
	ldr	q9, #189528
	ldr	q7, #-658020
	ldursb	w2, [x1, #-237]
	ldursb	w24, [x0]
	ldursb	w16, [x29, #-256]
	ldursb	w17, [x26, #-29]
	ldrsb	w29, [x28], #-3
	ldrsb	w1, [x26], #-76
	ldrsb	w12, [x17], #-117
	ldrsb	w12, [x17], #-57
	ldrsb	w29, [x27, #0]!
	ldrsb	w14, [x8, #-209]!
	ldrsb	w26, [x11, #12]!
	ldrsb	w6, [x15, #1]!
	ldrsb	w28, [x11, wzr, uxtw #0]
	ldrsb	w5, [x6, w4, sxtw]
	ldrsb	w14, [x22, w22, uxtw]
	ldrsb	w1, [x30, wzr, uxtw]
	ldrsb	w8, [x4, x2]
	ldrsb	w8, [x29, x24, lsl #0]
	ldrsb	w13, [x24, x0, lsl #0]
	ldrsb	w13, [x15, x25]
	ldrsb	w3, [x5, #1575]
	ldrsb	w6, [x13, #4095]
	ldrsb	w15, [x19]
	ldrsb	w17, [x28, #601]
	ldursb	x26, [sp]
	ldursb	x19, [sp, #133]
	ldursb	x15, [x23, #40]
	ldursb	x27, [x22, #83]
	ldrsb	x17, [x0], #-158
	ldrsb	x20, [x21], #-77
	ldrsb	x20, [x17], #-256
	ldrsb	x22, [x21], #-188
	ldrsb	x25, [x3, #-154]!
	ldrsb	x12, [sp, #-127]!
	ldrsb	x21, [sp, #-182]!
	ldrsb	x10, [x5, #-215]!
	ldrsb	x9, [x24, w11, sxtw #0]
	ldrsb	x29, [sp, w8, sxtw #0]
	ldrsb	x4, [x27, w20, uxtw]
	ldrsb	x16, [x26, w17, sxtw #0]
	ldrsb	x23, [x8, x18, lsl #0]
	ldrsb	x5, [x3, x22, lsl #0]
	ldrsb	x29, [x19, x18]
	ldrsb	x17, [x21, x7, lsl #0]
	ldrsb	x5, [x27]
	ldrsb	x20, [x16]
	ldrsb	x3, [x24]
	ldrsb	x22, [x0, #1228]
	ldursh	wzr, [x18, #255]
	ldursh	w29, [x3, #-7]
	ldursh	w1, [x7, #-196]
	ldursh	w29, [sp, #-31]
	ldrsh	w17, [x8], #-226
	ldrsh	w20, [x27], #76
	ldrsh	w9, [x10], #-208
	ldrsh	w19, [sp], #255
	ldrsh	w0, [x23, #1]!
	ldrsh	w15, [x29, #255]!
	ldrsh	w16, [x5, #-80]!
	ldrsh	w14, [x28, #0]!
	ldrsh	w16, [x6, w10, sxtw]
	ldrsh	w11, [x19, w20, uxtw #1]
	ldrsh	w28, [x26, w2, uxtw #1]
	ldrsh	w22, [x0, w0, sxtw]
	ldrsh	w3, [x7, x16, lsl #1]
	ldrsh	w1, [x24, x26, lsl #1]
	ldrsh	w27, [x23, x18, sxtx #1]
	ldrsh	w25, [x29, x19, sxtx]
	ldrsh	w0, [x15, #8070]
	ldrsh	w6, [x19, #7320]
	ldrsh	w4, [x11]
	ldrsh	w5, [x1]
	ldursh	x1, [x4]
	ldursh	x12, [x0, #113]
	ldursh	x15, [x10, #242]
	ldursh	x23, [x28, #135]
	ldrsh	x24, [x2], #182
	ldrsh	x20, [x13], #-1
	ldrsh	x24, [x9], #-199
	ldrsh	x22, [x12], #-47
	ldrsh	x21, [x2, #25]!
	ldrsh	x29, [x6, #-11]!
	ldrsh	x16, [sp, #-175]!
	ldrsh	x7, [x27, #114]!
	ldrsh	x28, [x16, w11, sxtw #1]
	ldrsh	x2, [x30, w15, sxtw #1]
	ldrsh	x24, [x6, w10, uxtw]
	ldrsh	x2, [x12, w26, sxtw #1]
	ldrsh	x15, [x1, x24, sxtx #1]
	ldrsh	x16, [x14, x9, lsl #1]
	ldrsh	x8, [sp, x2, lsl #1]
	ldrsh	x12, [x16, xzr, sxtx]
	ldrsh	x25, [x7, #1432]
	ldrsh	x19, [x21]
	ldrsh	x11, [x20, #1936]
	ldrsh	x16, [x16, #4804]
	ldursw	x13, [x30, #244]
	ldursw	x19, [x9, #119]
	ldursw	x17, [x3]
	ldursw	x20, [x10, #-67]
	ldrsw	x5, #798940
	ldrsw	x7, #-70240
	ldrsw	x5, #0
	ldrsw	x0, #261808
	ldrsw	x21, [x30], #-1
	ldrsw	x15, [x26], #-228
	ldrsw	x20, [x16], #-235
	ldrsw	x30, [x25], #-71
	ldrsw	x4, [x23, #1]!
	ldrsw	x12, [x4, #251]!
	ldrsw	x8, [x17, #-219]!
	ldrsw	x25, [x3, #173]!
	ldrsw	x14, [x20, w3, sxtw #2]
	ldrsw	x21, [x19, w22, sxtw #2]
	ldrsw	x2, [x12, w18, uxtw #2]
	ldrsw	x6, [x9, w0, uxtw #2]
	ldrsw	x19, [x13, x2, lsl #2]
	ldrsw	x8, [x16, x3, lsl #2]
	ldrsw	x21, [x2, x4]
	ldrsw	x3, [x26, x16, lsl #2]
	ldrsw	x15, [x9]
	ldrsw	x2, [x10, #6296]
	ldrsw	x3, [x12, #8356]
	ldrsw	x10, [x0]
	ldur	s26, [x0, #129]
	ldur	s0, [x18]
	ldur	s17, [x3, #151]
	ldur	s19, [x25, #-143]
	ldr	s16, [x1], #164
	ldr	s8, [x26], #-256
	ldr	s10, [x7], #212
	ldr	s15, [x3], #1
	ldr	s6, [x10, #-51]!
	ldr	s2, [x25, #-256]!
	ldr	s7, [x11, #-251]!
	ldr	s18, [x11, #-60]!
	ldr	s8, [x18, w22, uxtw]
	ldr	s18, [x5, w2, sxtw]
	ldr	s3, [x2, w4, sxtw]
	ldr	s9, [x0, w0, uxtw]
	ldr	s25, [sp, x24, sxtx #2]
	ldr	s31, [x18, x20, lsl #2]
	ldr	s26, [x19, x11]
	ldr	s4, [x25, x22, lsl #2]
	ldr	s1, [x14]
	ldr	s9, [x30]
	ldr	s30, [x3]
	ldr	s18, [x27, #9876]
	ldr	s8, #0
	ldr	s19, #-188320
	ldr	s22, #1048572
	ldr	s10, #-14596
	ldur	w23, [x12, #75]
	ldur	w5, [x9]
	ldur	w8, [x9]
	ldur	w11, [x8, #125]
	ldr	w10, #429228
	ldr	w3, #-693672
	ldr	w17, #938144
	ldr	w19, #-797680
	ldr	w6, [x26], #219
	ldr	w6, [x9], #-82
	ldr	w7, [x29], #-33
	ldr	w27, [x5], #190
	ldr	w7, [x2, #229]!
	ldr	w23, [x24, #1]!
	ldr	w9, [x11, #118]!
	ldr	w16, [x26, #40]!
	ldr	w10, [x0, w21, sxtw]
	ldr	wzr, [x24, w6, sxtw]
	ldr	w23, [x19, w26, sxtw #2]
	ldr	w24, [x4, w8, uxtw #2]
	ldr	w28, [x11, x24]
	ldr	w1, [x25, x0, sxtx]
	ldr	w21, [x25, x8, sxtx]
	ldr	w20, [x7, x7, sxtx #2]
	ldr	w6, [x28]
	ldr	w6, [x27, #13756]
	ldr	w2, [x5, #16380]
	ldr	w17, [x29, #2372]
	ldur	x18, [x11, #-145]
	ldur	x1, [x13, #251]
	ldur	x20, [x29, #-84]
	ldur	x9, [x27, #54]
	ldr	x13, #-740580
	ldr	x19, #126468
	ldr	x21, #0
	ldr	x10, #1048572
	ldr	x26, [x10], #-206
	ldr	x4, [x0], #36
	ldr	x11, [x16], #-92
	ldr	x21, [x14], #255
	ldr	x7, [x11, #203]!
	ldr	x19, [x24, #-122]!
	ldr	x29, [x6, #40]!
	ldr	x27, [x30, #-190]!
	ldr	x14, [x17, wzr, sxtw #3]
	ldr	x22, [x4, w17, uxtw]
	ldr	x13, [x19, w14, sxtw #3]
	ldr	x0, [x23, w28, uxtw]
	ldr	x13, [x4, x16]
	ldr	x2, [x10, x30, lsl #3]
	ldr	x7, [x10, x16]
	ldr	xzr, [x4, x6, sxtx]
	ldr	x24, [x8, #32760]
	ldr	x19, [x13, #4904]
	ldr	x21, [x6, #32760]
	ldr	x17, [x17, #1592]
	ldtrb	w1, [x19, #-1]
	ldtrb	w24, [x2, #127]
	ldtrb	w25, [x18, #-127]
	ldtrb	w4, [sp, #255]
	ldtrh	w4, [x17, #152]
	ldtrh	w18, [x6, #-19]
	ldtrh	w6, [x3, #130]
	ldtrh	w4, [x10, #72]
	ldtrsb	w4, [x3, #182]
	ldtrsb	w2, [x8]
	ldtrsb	w29, [x29, #-45]
	ldtrsb	w19, [x19]
	ldtrsb	x15, [x13]
	ldtrsb	x4, [x9]
	ldtrsb	x8, [x5, #17]
	ldtrsb	x23, [x11, #-158]
	ldtrsh	w25, [x20, #82]
	ldtrsh	w6, [x2, #1]
	ldtrsh	w4, [x29, #-45]
	ldtrsh	w19, [x27]
	ldtrsh	x22, [x27]
	ldtrsh	x3, [x2]
	ldtrsh	x25, [x27, #170]
	ldtrsh	x12, [x10, #-217]
	ldtrsw	x26, [x21, #-115]
	ldtrsw	x22, [sp, #-164]
	ldtrsw	x3, [x13]
	ldtrsw	x29, [x6, #147]
	ldtr	w26, [x7]
	ldtr	w18, [x7, #-135]
	ldtr	w19, [x17, #255]
	ldtr	w3, [x18]
	ldtr	x24, [x21, #-163]
	ldtr	x4, [x19, #175]
	ldtr	x25, [x6, #-217]
	ldtr	x11, [x2, #-80]
	ldxp	w25, w23, [x7]
	ldxp	w3, w4, [x15]
	ldxp	w19, w20, [x6]
	ldxp	w2, w23, [x3]
	ldxp	x27, x11, [x15]
	ldxp	x1, x26, [sp]
	ldxp	x21, x19, [x9]
	ldxp	x16, x4, [x28]
	ldxr	w23, [x11]
	ldxr	w17, [x23]
	ldxr	w25, [x1]
	ldxr	w7, [x8]
	ldxr	x19, [x28]
	ldxr	x9, [x6]
	ldxr	x19, [x18]
	ldxr	x27, [x17]
	ldxrb	w10, [x20]
	ldxrb	w27, [x30]
	ldxrb	w9, [x17]
	ldxrb	w10, [x26]
	ldxrh	w27, [x19]
	ldxrh	w3, [x17]
	ldxrh	w19, [x20]
	ldxrh	w1, [x2]
	lsl	w29, w28, w4
	lsl	w13, w15, w3
	lsl	w28, w15, w5
	lsl	w28, w0, w6
	lsl	x18, xzr, x24
	lsl	x29, x17, x8
	lsl	x20, x15, x24
	lsl	x12, x11, x0
	lsr	w5, w22, w18
	lsr	w27, w21, w30
	lsr	w2, w14, w24
	lsr	w4, w13, w7
	lsr	x29, x20, x2
	lsr	x14, x26, x2
	lsr	x1, x6, x10
	lsr	x23, x27, x11
	mul	w15, w21, w11
	mul	w29, w18, w8
	madd	w5, w0, w4, w19
	madd	w11, w1, w21, w3
	madd	x13, x23, x1, x29
	madd	x30, x12, x14, x13
	madd	x24, x1, x7, x27
	madd	x18, x7, x22, x23
	mla	v0.2s, v18.2s, v17.s[3]
	mla	v15.2s, v26.2s, v26.s[3]
	mla	v22.2s, v10.2s, v5.s[0]
	mla	v5.2s, v29.2s, v10.s[0]
	mla	v27.4h, v17.4h, v7.h[3]
	mla	v3.4h, v28.4h, v1.h[4]
	mla	v24.4h, v16.4h, v6.h[1]
	mla	v29.4h, v21.4h, v10.h[1]
	mla	v24.4s, v11.4s, v29.s[0]
	mla	v28.4s, v13.4s, v10.s[0]
	mla	v31.4s, v30.4s, v31.s[2]
	mla	v23.4s, v16.4s, v28.s[0]
	mla	v13.8h, v2.8h, v0.h[2]
	mla	v29.8h, v25.8h, v6.h[5]
	mla	v3.8h, v25.8h, v15.h[0]
	mla	v25.8h, v30.8h, v13.h[0]
	mla	v10.16b, v9.16b, v12.16b
	mla	v14.16b, v28.16b, v28.16b
	mla	v11.16b, v30.16b, v9.16b
	mla	v17.16b, v5.16b, v9.16b
	mla	v20.2s, v22.2s, v20.2s
	mla	v9.2s, v23.2s, v0.2s
	mla	v11.2s, v31.2s, v3.2s
	mla	v0.2s, v31.2s, v23.2s
	mla	v14.4h, v26.4h, v14.4h
	mla	v31.4h, v3.4h, v28.4h
	mla	v27.4h, v18.4h, v24.4h
	mla	v16.4h, v17.4h, v15.4h
	mla	v10.4s, v18.4s, v29.4s
	mla	v21.4s, v28.4s, v3.4s
	mla	v23.4s, v16.4s, v2.4s
	mla	v7.4s, v22.4s, v7.4s
	mla	v3.8b, v4.8b, v28.8b
	mla	v31.8b, v27.8b, v26.8b
	mla	v13.8b, v31.8b, v30.8b
	mla	v25.8b, v10.8b, v24.8b
	mla	v9.8h, v31.8h, v29.8h
	mla	v13.8h, v16.8h, v30.8h
	mla	v29.8h, v22.8h, v13.8h
	mla	v16.8h, v4.8h, v3.8h
	mls	v21.2s, v19.2s, v15.s[1]
	mls	v4.2s, v5.2s, v0.s[3]
	mls	v2.2s, v5.2s, v2.s[1]
	mls	v8.2s, v26.2s, v29.s[0]
	mls	v31.4h, v10.4h, v6.h[5]
	mls	v8.4h, v29.4h, v8.h[4]
	mls	v4.4h, v13.4h, v11.h[0]
	mls	v5.4h, v17.4h, v0.h[5]
	mls	v17.4s, v17.4s, v11.s[0]
	mls	v30.4s, v20.4s, v27.s[3]
	mls	v13.4s, v5.4s, v17.s[1]
	mls	v1.4s, v31.4s, v15.s[2]
	mls	v6.8h, v3.8h, v1.h[2]
	mls	v13.8h, v7.8h, v6.h[7]
	mls	v3.8h, v10.8h, v1.h[7]
	mls	v16.8h, v9.8h, v5.h[6]
	mls	v9.16b, v0.16b, v1.16b
	mls	v17.16b, v30.16b, v30.16b
	mls	v11.16b, v5.16b, v18.16b
	mls	v22.16b, v19.16b, v0.16b
	mls	v20.2s, v1.2s, v6.2s
	mls	v21.2s, v20.2s, v6.2s
	mls	v3.2s, v12.2s, v2.2s
	mls	v3.2s, v10.2s, v12.2s
	mls	v21.4h, v3.4h, v3.4h
	mls	v9.4h, v12.4h, v4.4h
	mls	v13.4h, v27.4h, v3.4h
	mls	v1.4h, v21.4h, v31.4h
	mls	v17.4s, v29.4s, v1.4s
	mls	v28.4s, v21.4s, v4.4s
	mls	v9.4s, v19.4s, v26.4s
	mls	v23.4s, v1.4s, v16.4s
	mls	v20.8b, v3.8b, v20.8b
	mls	v5.8b, v6.8b, v20.8b
	mls	v17.8b, v16.8b, v20.8b
	mls	v13.8b, v1.8b, v6.8b
	mls	v29.8h, v31.8h, v3.8h
	mls	v29.8h, v23.8h, v9.8h
	mls	v6.8h, v9.8h, v13.8h
	mls	v1.8h, v3.8h, v4.8h
	movi	d30, #0xffff00ffffffff
	movi	d0, #0x0000ff00000000
	movi	d13, #0xffff0000ff0000
	movi	d21, #0x000000000000ff
	movi	v10.16b, #94
	movi	v29.16b, #5
	movi	v20.16b, #131
	movi	v6.16b, #9
	movi	v20.2d, #0xffffffffff00ffff
	movi	v23.2d, #0xff0000ffffffff
	movi	v5.2d, #0xff00ff00ff000000
	movi	v30.2d, #0x000000000000ff
	movi	v28.2s, #0, lsl #8
	movi	v16.2s, #199, lsl #24
	movi	v13.2s, #0, lsl #16
	movi	v24.2s, #15, lsl #24
	movi	v17.2s, #145, msl #16
	movi	v12.2s, #34, msl #8
	movi	v4.2s, #75, msl #8
	movi	v1.2s, #0, msl #8
	movi	v2.4h, #236
	movi	v26.4h, #102
	movi	v29.4h, #242
	movi	v16.4h, #121
	movi	v12.4s, #207, lsl #24
	movi	v5.4s, #240, lsl #8
	movi	v29.4s, #55
	movi	v4.4s, #0, lsl #24
	movi	v19.4s, #189, msl #8
	movi	v25.4s, #214, msl #16
	movi	v20.4s, #114, msl #8
	movi	v16.4s, #60, msl #16
	movi	v28.8b, #83
	movi	v9.8b, #140
	movi	v21.8b, #198
	movi	v27.8b, #125
	movi	v9.8h, #117, lsl #8
	movi	v16.8h, #1
	movi	v29.8h, #25, lsl #8
	movi	v11.8h, #112
	movk	w29, #33657
	movk	w20, #64930
	movk	w19, #0
	movk	w4, #42502
	movk	x14, #37224, lsl #16
	movk	x28, #13499
	movk	x12, #0, lsl #16
	movk	x24, #48072, lsl #16
	mov	w28, #-44750
	mov	w5, #-45540
	mov	w0, #-57408
	movn	w29, #0, lsl #16
	mov	x12, #875387177570140159
	mov	x26, #-4294901761
	mov	x22, #-1
	mov	x20, #-3173646337
	mov	w0, #1012465664
	mov	w16, #62483
	mov	w4, #61647
	mov	w22, #48144
	movz	xzr, #0, lsl #32
	mov	x9, #-3159838088553824256
	mov	xzr, #9637
	movz	x26, #0, lsl #48
	mrs	x7, S3_4_C15_C14_3
	mrs	x28, PMUACR_EL1
	mrs	x8, S3_2_C11_C15_2
	mrs	x5, SPSR_EL3
	msr	DBGBVR11_EL1, x21
	msr	S2_7_C11_C15_4, x21
	msr	PIR_EL2, x21
	msr	ICH_AP0R2_EL2, x30
	msr	PM, #1
	smstop	sm
	smstart	sm
	msr	PM, #1
	msr	SPSel, #15
	msr	DAIFClr, #0
	msr	SPSel, #15
	msr	DAIFClr, #2
	msub	w10, w0, w2, w18
	mneg	w10, w27, wzr
	msub	w18, w29, w6, w2
	msub	w22, w17, w22, w1
	msub	x13, x9, x9, x4
	mneg	x20, x14, x8
	mneg	x6, x0, x22
	msub	x13, x26, x20, x23
	mul	v21.2s, v26.2s, v31.s[3]
	mul	v4.2s, v0.2s, v14.s[0]
	mul	v4.2s, v30.2s, v25.s[2]
	mul	v28.2s, v23.2s, v18.s[0]
	mul	v9.4h, v2.4h, v13.h[1]
	mul	v26.4h, v8.4h, v5.h[0]
	mul	v12.4h, v1.4h, v2.h[0]
	mul	v27.4h, v11.4h, v3.h[0]
	mul	v24.4s, v14.4s, v8.s[3]
	mul	v19.4s, v19.4s, v0.s[3]
	mul	v22.4s, v27.4s, v1.s[0]
	mul	v25.4s, v9.4s, v6.s[0]
	mul	v26.8h, v23.8h, v4.h[1]
	mul	v26.8h, v31.8h, v0.h[1]
	mul	v21.8h, v27.8h, v13.h[7]
	mul	v25.8h, v27.8h, v11.h[0]
	mul	v23.16b, v18.16b, v4.16b
	mul	v12.16b, v10.16b, v22.16b
	mul	v1.16b, v21.16b, v7.16b
	mul	v12.16b, v6.16b, v6.16b
	mul	v3.2s, v2.2s, v22.2s
	mul	v5.2s, v22.2s, v5.2s
	mul	v31.2s, v16.2s, v26.2s
	mul	v22.2s, v5.2s, v24.2s
	mul	v25.4h, v12.4h, v27.4h
	mul	v2.4h, v27.4h, v16.4h
	mul	v25.4h, v17.4h, v7.4h
	mul	v17.4h, v10.4h, v24.4h
	mul	v23.4s, v23.4s, v24.4s
	mul	v23.4s, v31.4s, v27.4s
	mul	v7.4s, v19.4s, v28.4s
	mul	v20.4s, v12.4s, v20.4s
	mul	v8.8b, v29.8b, v26.8b
	mul	v28.8b, v28.8b, v16.8b
	mul	v21.8b, v0.8b, v20.8b
	mul	v25.8b, v22.8b, v13.8b
	mul	v3.8h, v3.8h, v27.8h
	mul	v19.8h, v31.8h, v18.8h
	mul	v27.8h, v9.8h, v25.8h
	mul	v21.8h, v16.8h, v29.8h
	mvni	v7.2s, #164
	mvni	v25.2s, #33, lsl #8
	mvni	v1.2s, #213, lsl #16
	mvni	v20.2s, #3, lsl #24
	mvni	v3.2s, #147, msl #8
	mvni	v7.2s, #72, msl #16
	mvni	v5.2s, #163, msl #8
	mvni	v4.2s, #173, msl #16
	mvni	v7.4h, #35, lsl #8
	mvni	v17.4h, #200, lsl #8
	mvni	v27.4h, #177
	mvni	v27.4h, #249, lsl #8
	mvni	v24.4s, #203, lsl #16
	mvni	v27.4s, #1, lsl #24
	mvni	v23.4s, #143, lsl #16
	mvni	v11.4s, #0, lsl #8
	mvni	v30.4s, #0, msl #8
	mvni	v12.4s, #246, msl #8
	mvni	v9.4s, #0, msl #16
	mvni	v22.4s, #7, msl #16
	mvni	v23.8h, #94, lsl #8
	mvni	v4.8h, #42
	mvni	v31.8h, #151, lsl #8
	mvni	v8.8h, #174
	neg	d11, d22
	neg	d0, d14
	neg	d26, d12
	neg	d17, d14
	neg	v10.16b, v26.16b
	neg	v27.16b, v29.16b
	neg	v30.16b, v29.16b
	neg	v1.16b, v1.16b
	neg	v2.2d, v21.2d
	neg	v15.2d, v8.2d
	neg	v31.2d, v23.2d
	neg	v17.2d, v1.2d
	neg	v4.2s, v30.2s
	neg	v28.2s, v4.2s
	neg	v4.2s, v21.2s
	neg	v3.2s, v20.2s
	neg	v31.4h, v15.4h
	neg	v1.4h, v21.4h
	neg	v17.4h, v20.4h
	neg	v26.4h, v15.4h
	neg	v25.4s, v11.4s
	neg	v2.4s, v26.4s
	neg	v26.4s, v6.4s
	neg	v29.4s, v18.4s
	neg	v26.8b, v21.8b
	neg	v28.8b, v24.8b
	neg	v19.8b, v21.8b
	neg	v21.8b, v30.8b
	neg	v12.8h, v18.8h
	neg	v23.8h, v14.8h
	neg	v19.8h, v5.8h
	neg	v27.8h, v18.8h
	mvn	v31.16b, v25.16b
	mvn	v15.16b, v26.16b
	mvn	v28.16b, v24.16b
	mvn	v2.16b, v10.16b
	mvn	v11.8b, v14.8b
	mvn	v26.8b, v10.8b
	mvn	v31.8b, v2.8b
	mvn	v4.8b, v15.8b
	orn	w23, w21, w8, lsr #25
	orn	w14, w24, w3
	mvn	w7, w13, lsl #31
	orn	w29, w30, wzr
	orn	x30, x11, xzr, ror #30
	orn	x15, x3, x13
	orn	x15, x19, x9, ror #48
	mvn	x12, x14
	orn	v18.16b, v12.16b, v19.16b
	orn	v29.16b, v1.16b, v29.16b
	orn	v15.16b, v5.16b, v3.16b
	orn	v13.16b, v5.16b, v13.16b
	orn	v27.8b, v24.8b, v15.8b
	orn	v3.8b, v24.8b, v18.8b
	orn	v22.8b, v7.8b, v18.8b
	orn	v12.8b, v0.8b, v17.8b
	mov	w9, #-572662307
	orr	w16, w10, #0xc1c1c1c1
	mov	w21, #1431655765
	orr	w3, w13, #0xaaaaaaaa
	mov	w10, w9
	orr	w1, w5, w7
	mov	w22, w7
	orr	w0, wzr, w1, asr #31
	mov	x22, #4393751544831
	orr	x16, x25, #0x2000000000000
	orr	x2, x18, #0x3333333333333333
	orr	sp, x1, #0x7777777777777777
	mov	x6, x16
	orr	x14, x24, x29, ror #5
	orr	x1, x7, x25, asr #32
	orr	x29, x5, x26, lsr #34
	orr	v21.2s, #145
	orr	v18.2s, #216
	orr	v25.2s, #71
	orr	v16.2s, #198, lsl #24
	orr	v31.4h, #106
	orr	v28.4h, #1
	orr	v8.4h, #1
	orr	v25.4h, #63
	orr	v27.4s, #104
	orr	v27.4s, #0
	orr	v6.4s, #0
	orr	v25.4s, #119, lsl #8
	orr	v17.8h, #19
	orr	v3.8h, #168
	orr	v9.8h, #0
	orr	v30.8h, #161
	orr	v6.16b, v9.16b, v6.16b
	orr	v31.16b, v8.16b, v21.16b
	mov	v30.16b, v3.16b
	orr	v5.16b, v18.16b, v19.16b
	mov	v15.8b, v14.8b
	mov	v23.8b, v15.8b
	orr	v24.8b, v5.8b, v18.8b
	orr	v8.8b, v31.8b, v2.8b
	pmull	v0.8h, v23.8b, v16.8b
	pmull	v29.8h, v6.8b, v22.8b
	pmull	v12.8h, v24.8b, v18.8b
	pmull	v25.8h, v2.8b, v22.8b
	pmull2	v3.8h, v19.16b, v16.16b
	pmull2	v25.8h, v16.16b, v2.16b
	pmull2	v25.8h, v22.16b, v15.16b
	pmull2	v21.8h, v25.16b, v23.16b
	pmul	v2.16b, v14.16b, v8.16b
	pmul	v12.16b, v1.16b, v27.16b
	pmul	v0.16b, v12.16b, v5.16b
	pmul	v22.16b, v16.16b, v22.16b
	pmul	v30.8b, v9.8b, v17.8b
	pmul	v17.8b, v19.8b, v26.8b
	pmul	v29.8b, v2.8b, v12.8b
	pmul	v9.8b, v22.8b, v9.8b
	prfm	#14, #900616
	prfm	pstl1keep, #-1039784
	prfm	plil2strm, #-638924
	prfm	#28, #-982188
	prfm	pldl2strm, [sp, w11, sxtw #3]
	prfm	pldl1keep, [x16, w0, uxtw]
	prfm	#23, [x1, w4, sxtw]
	prfm	pldl1keep, [x18, w7, sxtw]
	prfm	plil3keep, [x20, x28]
	prfm	#22, [x21, x7, lsl #3]
	prfm	pstl3strm, [x17, x19, sxtx]
	prfm	plil1strm, [x14, x10, lsl #3]
	prfm	pldl2strm, [x8, #10856]
	prfm	pstl2keep, [x0]
	prfm	pldl1keep, [x29, #12736]
	prfm	pldl2keep, [x11, #26728]
	prfum	pstl1strm, [x2]
	prfum	pstl2strm, [x15, #67]
	prfum	plil2strm, [x20, #-1]
	prfum	#23, [sp]
	raddhn	v12.2s, v13.2d, v20.2d
	raddhn	v1.2s, v30.2d, v31.2d
	raddhn	v4.2s, v24.2d, v11.2d
	raddhn	v18.2s, v9.2d, v26.2d
	raddhn2	v22.4s, v31.2d, v3.2d
	raddhn2	v21.4s, v11.2d, v19.2d
	raddhn2	v17.4s, v23.2d, v22.2d
	raddhn2	v10.4s, v27.2d, v4.2d
	raddhn	v1.4h, v12.4s, v6.4s
	raddhn	v16.4h, v23.4s, v12.4s
	raddhn	v23.4h, v29.4s, v21.4s
	raddhn	v9.4h, v28.4s, v31.4s
	raddhn2	v10.8h, v31.4s, v3.4s
	raddhn2	v2.8h, v15.4s, v5.4s
	raddhn2	v1.8h, v21.4s, v10.4s
	raddhn2	v2.8h, v25.4s, v31.4s
	raddhn	v30.8b, v15.8h, v10.8h
	raddhn	v5.8b, v8.8h, v25.8h
	raddhn	v18.8b, v21.8h, v12.8h
	raddhn	v6.8b, v5.8h, v27.8h
	raddhn2	v22.16b, v28.8h, v29.8h
	raddhn2	v6.16b, v11.8h, v28.8h
	raddhn2	v12.16b, v14.8h, v24.8h
	raddhn2	v24.16b, v6.8h, v26.8h
	rbit	w22, w29
	rbit	w17, w3
	rbit	w3, w26
	rbit	wzr, w1
	rbit	x24, x5
	rbit	x23, x5
	rbit	x27, x23
	rbit	x23, x27
	rbit	v12.16b, v28.16b
	rbit	v1.16b, v2.16b
	rbit	v29.16b, v17.16b
	rbit	v8.16b, v0.16b
	rbit	v14.8b, v16.8b
	rbit	v14.8b, v15.8b
	rbit	v6.8b, v12.8b
	rbit	v0.8b, v28.8b
	ret
	ret	x1
	ret
	ret	x3
	rev16	w30, w8
	rev16	w16, w6
	rev16	w25, w18
	rev16	w15, w26
	rev16	x19, x2
	rev16	x0, x16
	rev16	x5, x20
	rev16	x17, x20
	rev16	v23.16b, v13.16b
	rev16	v27.16b, v16.16b
	rev16	v3.16b, v16.16b
	rev16	v11.16b, v12.16b
	rev16	v15.8b, v22.8b
	rev16	v5.8b, v16.8b
	rev16	v26.8b, v29.8b
	rev16	v28.8b, v8.8b
	rev32	x13, x0
	rev32	x14, x14
	rev32	x13, x18
	rev32	xzr, x3
	rev32	v28.16b, v6.16b
	rev32	v7.16b, v14.16b
	rev32	v21.16b, v25.16b
	rev32	v14.16b, v28.16b
	rev32	v15.4h, v2.4h
	rev32	v15.4h, v12.4h
	rev32	v21.4h, v5.4h
	rev32	v3.4h, v18.4h
	rev32	v7.8b, v31.8b
	rev32	v29.8b, v16.8b
	rev32	v20.8b, v6.8b
	rev32	v27.8b, v12.8b
	rev32	v25.8h, v17.8h
	rev32	v7.8h, v22.8h
	rev32	v20.8h, v0.8h
	rev32	v18.8h, v27.8h
	rev64	v13.16b, v14.16b
	rev64	v19.16b, v26.16b
	rev64	v18.16b, v22.16b
	rev64	v14.16b, v22.16b
	rev64	v7.2s, v25.2s
	rev64	v19.2s, v30.2s
	rev64	v27.2s, v21.2s
	rev64	v20.2s, v26.2s
	rev64	v28.4h, v29.4h
	rev64	v8.4h, v25.4h
	rev64	v5.4h, v15.4h
	rev64	v11.4h, v3.4h
	rev64	v7.4s, v11.4s
	rev64	v21.4s, v19.4s
	rev64	v7.4s, v8.4s
	rev64	v3.4s, v16.4s
	rev64	v25.8b, v16.8b
	rev64	v29.8b, v3.8b
	rev64	v0.8b, v23.8b
	rev64	v8.8b, v4.8b
	rev64	v17.8h, v9.8h
	rev64	v1.8h, v12.8h
	rev64	v10.8h, v31.8h
	rev64	v13.8h, v13.8h
	rev	w16, w8
	rev	w0, w13
	rev	w15, w3
	rev	w18, wzr
	rev	x3, x1
	rev	x8, x6
	rev	x1, x18
	rev	x14, x3
	ror	w3, w28, w1
	ror	w22, w13, w19
	ror	w18, w13, w26
	ror	w1, w7, w25
	ror	x17, x17, x3
	ror	x19, x27, x6
	ror	x14, x7, x13
	ror	x17, x25, x25
	rprfm	#29, x9, [x0]
	rprfm	pstkeep, x26, [x18]
	rprfm	pldstrm, x30, [x2]
	rprfm	pldstrm, x0, [x10]
	rshrn	v1.2s, v31.2d, #6
	rshrn	v7.2s, v22.2d, #12
	rshrn	v18.2s, v22.2d, #32
	rshrn	v29.2s, v27.2d, #22
	rshrn2	v28.4s, v20.2d, #6
	rshrn2	v28.4s, v31.2d, #13
	rshrn2	v10.4s, v24.2d, #1
	rshrn2	v5.4s, v19.2d, #5
	rshrn	v20.4h, v3.4s, #8
	rshrn	v11.4h, v9.4s, #11
	rshrn	v2.4h, v3.4s, #8
	rshrn	v0.4h, v28.4s, #10
	rshrn2	v22.8h, v26.4s, #14
	rshrn2	v21.8h, v3.4s, #11
	rshrn2	v16.8h, v24.4s, #7
	rshrn2	v8.8h, v12.4s, #15
	rshrn	v25.8b, v10.8h, #4
	rshrn	v1.8b, v23.8h, #8
	rshrn	v14.8b, v4.8h, #7
	rshrn	v23.8b, v12.8h, #2
	rshrn2	v16.16b, v9.8h, #6
	rshrn2	v0.16b, v17.8h, #2
	rshrn2	v16.16b, v7.8h, #4
	rshrn2	v29.16b, v31.8h, #5
	rsubhn	v3.2s, v15.2d, v21.2d
	rsubhn	v20.2s, v26.2d, v13.2d
	rsubhn	v5.2s, v22.2d, v24.2d
	rsubhn	v31.2s, v7.2d, v0.2d
	rsubhn2	v18.4s, v29.2d, v1.2d
	rsubhn2	v15.4s, v3.2d, v7.2d
	rsubhn2	v26.4s, v0.2d, v4.2d
	rsubhn2	v31.4s, v1.2d, v4.2d
	rsubhn	v28.4h, v28.4s, v27.4s
	rsubhn	v5.4h, v25.4s, v29.4s
	rsubhn	v1.4h, v11.4s, v5.4s
	rsubhn	v23.4h, v17.4s, v3.4s
	rsubhn2	v0.8h, v17.4s, v5.4s
	rsubhn2	v4.8h, v11.4s, v26.4s
	rsubhn2	v28.8h, v19.4s, v25.4s
	rsubhn2	v12.8h, v27.4s, v13.4s
	rsubhn	v20.8b, v23.8h, v2.8h
	rsubhn	v12.8b, v18.8h, v24.8h
	rsubhn	v20.8b, v1.8h, v21.8h
	rsubhn	v5.8b, v26.8h, v13.8h
	rsubhn2	v1.16b, v19.8h, v3.8h
	rsubhn2	v2.16b, v23.8h, v9.8h
	rsubhn2	v1.16b, v16.8h, v24.8h
	rsubhn2	v2.16b, v10.8h, v29.8h
	sabal	v2.2d, v29.2s, v22.2s
	sabal	v6.2d, v18.2s, v1.2s
	sabal	v15.2d, v19.2s, v13.2s
	sabal	v1.2d, v14.2s, v15.2s
	sabal2	v11.2d, v18.4s, v15.4s
	sabal2	v12.2d, v20.4s, v12.4s
	sabal2	v11.2d, v19.4s, v3.4s
	sabal2	v26.2d, v27.4s, v21.4s
	sabal	v7.4s, v6.4h, v17.4h
	sabal	v29.4s, v7.4h, v26.4h
	sabal	v19.4s, v5.4h, v11.4h
	sabal	v23.4s, v18.4h, v9.4h
	sabal2	v29.4s, v1.8h, v11.8h
	sabal2	v10.4s, v18.8h, v6.8h
	sabal2	v6.4s, v6.8h, v27.8h
	sabal2	v11.4s, v5.8h, v22.8h
	sabal	v14.8h, v14.8b, v28.8b
	sabal	v3.8h, v12.8b, v3.8b
	sabal	v26.8h, v28.8b, v2.8b
	sabal	v6.8h, v11.8b, v26.8b
	sabal2	v11.8h, v15.16b, v13.16b
	sabal2	v15.8h, v18.16b, v15.16b
	sabal2	v30.8h, v30.16b, v21.16b
	sabal2	v0.8h, v2.16b, v16.16b
	saba	v14.16b, v0.16b, v28.16b
	saba	v22.16b, v19.16b, v24.16b
	saba	v12.16b, v26.16b, v13.16b
	saba	v28.16b, v16.16b, v17.16b
	saba	v20.2s, v19.2s, v31.2s
	saba	v24.2s, v11.2s, v6.2s
	saba	v17.2s, v23.2s, v9.2s
	saba	v0.2s, v10.2s, v13.2s
	saba	v7.4h, v6.4h, v18.4h
	saba	v1.4h, v3.4h, v20.4h
	saba	v10.4h, v13.4h, v19.4h
	saba	v27.4h, v13.4h, v11.4h
	saba	v19.4s, v27.4s, v25.4s
	saba	v3.4s, v11.4s, v5.4s
	saba	v13.4s, v31.4s, v25.4s
	saba	v27.4s, v17.4s, v5.4s
	saba	v21.8b, v1.8b, v24.8b
	saba	v19.8b, v24.8b, v5.8b
	saba	v6.8b, v9.8b, v7.8b
	saba	v15.8b, v4.8b, v3.8b
	saba	v29.8h, v4.8h, v2.8h
	saba	v26.8h, v7.8h, v29.8h
	saba	v17.8h, v16.8h, v14.8h
	saba	v10.8h, v29.8h, v7.8h
	sabdl	v1.2d, v23.2s, v26.2s
	sabdl	v5.2d, v30.2s, v30.2s
	sabdl	v24.2d, v26.2s, v28.2s
	sabdl	v9.2d, v5.2s, v14.2s
	sabdl2	v28.2d, v22.4s, v29.4s
	sabdl2	v12.2d, v9.4s, v26.4s
	sabdl2	v18.2d, v0.4s, v1.4s
	sabdl2	v9.2d, v17.4s, v4.4s
	sabdl	v12.4s, v31.4h, v13.4h
	sabdl	v5.4s, v14.4h, v22.4h
	sabdl	v15.4s, v27.4h, v2.4h
	sabdl	v3.4s, v12.4h, v31.4h
	sabdl2	v8.4s, v15.8h, v31.8h
	sabdl2	v26.4s, v19.8h, v17.8h
	sabdl2	v30.4s, v15.8h, v5.8h
	sabdl2	v0.4s, v7.8h, v9.8h
	sabdl	v7.8h, v7.8b, v15.8b
	sabdl	v14.8h, v14.8b, v26.8b
	sabdl	v29.8h, v18.8b, v28.8b
	sabdl	v28.8h, v11.8b, v8.8b
	sabdl2	v19.8h, v6.16b, v6.16b
	sabdl2	v15.8h, v5.16b, v15.16b
	sabdl2	v2.8h, v22.16b, v1.16b
	sabdl2	v3.8h, v24.16b, v7.16b
	sabd	v3.16b, v31.16b, v27.16b
	sabd	v13.16b, v12.16b, v31.16b
	sabd	v5.16b, v30.16b, v31.16b
	sabd	v3.16b, v22.16b, v2.16b
	sabd	v29.2s, v27.2s, v13.2s
	sabd	v28.2s, v11.2s, v18.2s
	sabd	v1.2s, v12.2s, v7.2s
	sabd	v5.2s, v21.2s, v0.2s
	sabd	v21.4h, v6.4h, v30.4h
	sabd	v3.4h, v21.4h, v9.4h
	sabd	v24.4h, v25.4h, v29.4h
	sabd	v8.4h, v11.4h, v5.4h
	sabd	v26.4s, v14.4s, v24.4s
	sabd	v28.4s, v27.4s, v14.4s
	sabd	v21.4s, v11.4s, v4.4s
	sabd	v3.4s, v16.4s, v21.4s
	sabd	v24.8b, v14.8b, v18.8b
	sabd	v1.8b, v30.8b, v17.8b
	sabd	v3.8b, v6.8b, v18.8b
	sabd	v25.8b, v24.8b, v4.8b
	sabd	v29.8h, v29.8h, v7.8h
	sabd	v31.8h, v22.8h, v28.8h
	sabd	v24.8h, v0.8h, v26.8h
	sabd	v27.8h, v27.8h, v7.8h
	sadalp	v5.1d, v0.2s
	sadalp	v27.1d, v17.2s
	sadalp	v14.1d, v31.2s
	sadalp	v10.1d, v2.2s
	sadalp	v26.2d, v7.4s
	sadalp	v8.2d, v15.4s
	sadalp	v7.2d, v21.4s
	sadalp	v15.2d, v28.4s
	sadalp	v19.2s, v23.4h
	sadalp	v6.2s, v1.4h
	sadalp	v7.2s, v8.4h
	sadalp	v9.2s, v24.4h
	sadalp	v12.4h, v17.8b
	sadalp	v30.4h, v9.8b
	sadalp	v31.4h, v12.8b
	sadalp	v22.4h, v22.8b
	sadalp	v16.4s, v0.8h
	sadalp	v27.4s, v8.8h
	sadalp	v6.4s, v15.8h
	sadalp	v10.4s, v27.8h
	sadalp	v19.8h, v16.16b
	sadalp	v23.8h, v5.16b
	sadalp	v31.8h, v13.16b
	sadalp	v5.8h, v15.16b
	saddlp	v17.1d, v11.2s
	saddlp	v6.1d, v27.2s
	saddlp	v9.1d, v30.2s
	saddlp	v29.1d, v12.2s
	saddlp	v27.2d, v5.4s
	saddlp	v20.2d, v20.4s
	saddlp	v18.2d, v10.4s
	saddlp	v24.2d, v11.4s
	saddlp	v2.2s, v30.4h
	saddlp	v18.2s, v11.4h
	saddlp	v27.2s, v20.4h
	saddlp	v23.2s, v17.4h
	saddlp	v22.4h, v3.8b
	saddlp	v17.4h, v23.8b
	saddlp	v6.4h, v13.8b
	saddlp	v2.4h, v31.8b
	saddlp	v25.4s, v9.8h
	saddlp	v10.4s, v10.8h
	saddlp	v1.4s, v24.8h
	saddlp	v4.4s, v8.8h
	saddlp	v8.8h, v0.16b
	saddlp	v8.8h, v2.16b
	saddlp	v16.8h, v6.16b
	saddlp	v16.8h, v27.16b
	saddlv	h4, v14.16b
	saddlv	h17, v21.16b
	saddlv	h17, v1.16b
	saddlv	h10, v19.16b
	saddlv	s17, v5.4h
	saddlv	s21, v19.4h
	saddlv	s28, v14.4h
	saddlv	s11, v18.4h
	saddlv	d26, v30.4s
	saddlv	d28, v23.4s
	saddlv	d10, v8.4s
	saddlv	d1, v9.4s
	saddlv	h1, v18.8b
	saddlv	h20, v6.8b
	saddlv	h6, v21.8b
	saddlv	h31, v21.8b
	saddlv	s1, v27.8h
	saddlv	s12, v27.8h
	saddlv	s11, v29.8h
	saddlv	s23, v20.8h
	saddl	v29.2d, v30.2s, v5.2s
	saddl	v14.2d, v10.2s, v24.2s
	saddl	v22.2d, v21.2s, v26.2s
	saddl	v19.2d, v29.2s, v2.2s
	saddl2	v23.2d, v5.4s, v26.4s
	saddl2	v7.2d, v9.4s, v6.4s
	saddl2	v27.2d, v26.4s, v10.4s
	saddl2	v2.2d, v31.4s, v9.4s
	saddl	v2.4s, v13.4h, v24.4h
	saddl	v29.4s, v11.4h, v7.4h
	saddl	v17.4s, v27.4h, v16.4h
	saddl	v24.4s, v7.4h, v30.4h
	saddl2	v31.4s, v15.8h, v30.8h
	saddl2	v28.4s, v13.8h, v22.8h
	saddl2	v14.4s, v7.8h, v16.8h
	saddl2	v21.4s, v25.8h, v3.8h
	saddl	v14.8h, v31.8b, v30.8b
	saddl	v26.8h, v21.8b, v12.8b
	saddl	v16.8h, v22.8b, v0.8b
	saddl	v6.8h, v21.8b, v12.8b
	saddl2	v28.8h, v19.16b, v18.16b
	saddl2	v11.8h, v8.16b, v5.16b
	saddl2	v16.8h, v25.16b, v24.16b
	saddl2	v26.8h, v14.16b, v31.16b
	saddw	v4.2d, v12.2d, v8.2s
	saddw	v20.2d, v17.2d, v0.2s
	saddw	v11.2d, v21.2d, v10.2s
	saddw	v26.2d, v28.2d, v16.2s
	saddw2	v12.2d, v21.2d, v1.4s
	saddw2	v3.2d, v26.2d, v8.4s
	saddw2	v13.2d, v10.2d, v19.4s
	saddw2	v21.2d, v24.2d, v9.4s
	saddw	v6.4s, v6.4s, v3.4h
	saddw	v21.4s, v10.4s, v18.4h
	saddw	v24.4s, v9.4s, v11.4h
	saddw	v5.4s, v30.4s, v26.4h
	saddw2	v7.4s, v13.4s, v9.8h
	saddw2	v26.4s, v25.4s, v24.8h
	saddw2	v12.4s, v31.4s, v18.8h
	saddw2	v15.4s, v15.4s, v20.8h
	saddw	v16.8h, v6.8h, v15.8b
	saddw	v26.8h, v0.8h, v7.8b
	saddw	v10.8h, v31.8h, v2.8b
	saddw	v2.8h, v22.8h, v4.8b
	saddw2	v26.8h, v8.8h, v28.16b
	saddw2	v26.8h, v21.8h, v2.16b
	saddw2	v29.8h, v10.8h, v26.16b
	saddw2	v31.8h, v9.8h, v24.16b
	ngcs	w8, w9
	sbcs	w12, w16, w0
	sbcs	w13, w12, w3
	sbcs	w20, w25, w19
	sbcs	x12, x9, x27
	sbcs	x14, x22, x3
	ngcs	x24, x22
	sbcs	x4, x4, x5
	sbc	w6, w15, w21
	ngc	w10, w21
	ngc	w2, w8
	ngc	w9, w23
	ngc	x23, x20
	sbc	x3, x7, x28
	sbc	x9, x3, x30
	sbc	x10, x5, x20
	sbfiz	w0, w4, #10, #17
	sbfiz	w0, w7, #11, #5
	sbfiz	w9, w22, #11, #3
	sbfiz	w19, w11, #6, #18
	sbfiz	x25, x11, #5, #44
	sbfx	x21, x22, #34, #6
	asr	x30, x17, #6
	sbfiz	x22, x5, #26, #24
	scvtf	d16, w11
	scvtf	d11, w13
	scvtf	d13, w8
	scvtf	d23, w10
	scvtf	d13, w29, #1
	scvtf	d10, w3, #32
	scvtf	d7, w28, #12
	scvtf	d19, w21, #3
	scvtf	s1, w1
	scvtf	s13, w20
	scvtf	s14, w8
	scvtf	s31, w20
	scvtf	s20, w21, #8
	scvtf	s20, w1, #32
	scvtf	s26, w6, #29
	scvtf	s18, w16, #12
	scvtf	d6, xzr
	scvtf	d2, x2
	scvtf	d8, x19
	scvtf	d11, x4
	scvtf	d9, x5, #37
	scvtf	d15, x27, #1
	scvtf	d8, x19, #1
	scvtf	d1, x20, #31
	scvtf	s8, x23
	scvtf	s13, x4
	scvtf	s25, x8
	scvtf	s22, x15
	scvtf	s25, x23, #1
	scvtf	s24, x0, #54
	scvtf	s10, x16, #36
	scvtf	s7, x27, #21
	scvtf	d5, d20, #43
	scvtf	d12, d11, #1
	scvtf	d17, d6, #59
	scvtf	d19, d16, #53
	scvtf	s18, s30, #16
	scvtf	s14, s28, #11
	scvtf	s31, s6, #1
	scvtf	s7, s25, #26
	scvtf	v6.2d, v24.2d, #6
	scvtf	v6.2d, v22.2d, #1
	scvtf	v27.2d, v29.2d, #62
	scvtf	v17.2d, v12.2d, #30
	scvtf	v12.2s, v29.2s, #18
	scvtf	v25.2s, v29.2s, #14
	scvtf	v0.2s, v20.2s, #16
	scvtf	v6.2s, v20.2s, #9
	scvtf	v9.4s, v19.4s, #13
	scvtf	v3.4s, v31.4s, #6
	scvtf	v1.4s, v12.4s, #22
	scvtf	v14.4s, v17.4s, #12
	scvtf	d29, d0
	scvtf	d21, d17
	scvtf	d22, d23
	scvtf	d27, d13
	scvtf	s17, s12
	scvtf	s21, s9
	scvtf	s8, s13
	scvtf	s25, s26
	scvtf	v22.2d, v21.2d
	scvtf	v6.2d, v19.2d
	scvtf	v0.2d, v29.2d
	scvtf	v0.2d, v21.2d
	scvtf	v21.2s, v9.2s
	scvtf	v7.2s, v14.2s
	scvtf	v12.2s, v30.2s
	scvtf	v10.2s, v14.2s
	scvtf	v14.4s, v5.4s
	scvtf	v16.4s, v10.4s
	scvtf	v13.4s, v0.4s
	scvtf	v30.4s, v12.4s
	sdiv	w3, w28, w29
	sdiv	w26, w9, w29
	sdiv	w0, w17, wzr
	sdiv	w22, w30, w27
	sdiv	x17, x10, x21
	sdiv	x18, x2, x12
	sdiv	x13, x13, x16
	sdiv	x19, x4, x10
	shadd	v24.16b, v3.16b, v2.16b
	shadd	v26.16b, v16.16b, v6.16b
	shadd	v9.16b, v26.16b, v9.16b
	shadd	v22.16b, v18.16b, v12.16b
	shadd	v16.2s, v11.2s, v26.2s
	shadd	v29.2s, v16.2s, v16.2s
	shadd	v25.2s, v26.2s, v1.2s
	shadd	v11.2s, v15.2s, v3.2s
	shadd	v20.4h, v29.4h, v2.4h
	shadd	v14.4h, v30.4h, v8.4h
	shadd	v13.4h, v0.4h, v10.4h
	shadd	v10.4h, v18.4h, v1.4h
	shadd	v16.4s, v25.4s, v30.4s
	shadd	v28.4s, v28.4s, v26.4s
	shadd	v16.4s, v25.4s, v23.4s
	shadd	v27.4s, v30.4s, v16.4s
	shadd	v10.8b, v11.8b, v13.8b
	shadd	v17.8b, v18.8b, v20.8b
	shadd	v11.8b, v19.8b, v31.8b
	shadd	v21.8b, v16.8b, v3.8b
	shadd	v12.8h, v0.8h, v2.8h
	shadd	v29.8h, v27.8h, v19.8h
	shadd	v29.8h, v15.8h, v12.8h
	shadd	v0.8h, v0.8h, v5.8h
	shll	v7.2d, v21.2s, #32
	shll	v13.2d, v27.2s, #32
	shll	v6.2d, v18.2s, #32
	shll	v11.2d, v14.2s, #32
	shll2	v24.2d, v19.4s, #32
	shll2	v18.2d, v16.4s, #32
	shll2	v1.2d, v19.4s, #32
	shll2	v7.2d, v19.4s, #32
	shll	v25.4s, v26.4h, #16
	shll	v12.4s, v16.4h, #16
	shll	v20.4s, v7.4h, #16
	shll	v31.4s, v15.4h, #16
	shll2	v20.4s, v24.8h, #16
	shll2	v25.4s, v1.8h, #16
	shll2	v4.4s, v23.8h, #16
	shll2	v31.4s, v14.8h, #16
	shll	v13.8h, v30.8b, #8
	shll	v13.8h, v26.8b, #8
	shll	v27.8h, v24.8b, #8
	shll	v15.8h, v2.8b, #8
	shll2	v18.8h, v11.16b, #8
	shll2	v7.8h, v20.16b, #8
	shll2	v17.8h, v5.16b, #8
	shll2	v9.8h, v30.16b, #8
	shl	d24, d20, #14
	shl	d3, d26, #27
	shl	d14, d0, #1
	shl	d0, d10, #33
	shl	v2.16b, v18.16b, #7
	shl	v19.16b, v20.16b, #0
	shl	v1.16b, v27.16b, #2
	shl	v31.16b, v22.16b, #0
	shl	v2.2d, v19.2d, #0
	shl	v9.2d, v22.2d, #59
	shl	v18.2d, v18.2d, #43
	shl	v13.2d, v14.2d, #26
	shl	v9.2s, v9.2s, #29
	shl	v31.2s, v9.2s, #12
	shl	v15.2s, v28.2s, #1
	shl	v18.2s, v12.2s, #14
	shl	v15.4h, v10.4h, #8
	shl	v22.4h, v20.4h, #14
	shl	v11.4h, v5.4h, #15
	shl	v2.4h, v19.4h, #11
	shl	v7.4s, v29.4s, #19
	shl	v26.4s, v7.4s, #0
	shl	v23.4s, v12.4s, #16
	shl	v22.4s, v7.4s, #16
	shl	v12.8b, v1.8b, #0
	shl	v1.8b, v1.8b, #3
	shl	v17.8b, v8.8b, #3
	shl	v11.8b, v4.8b, #3
	shl	v5.8h, v0.8h, #0
	shl	v17.8h, v23.8h, #11
	shl	v13.8h, v29.8h, #5
	shl	v3.8h, v0.8h, #7
	shrn	v8.2s, v3.2d, #30
	shrn	v19.2s, v1.2d, #28
	shrn	v16.2s, v8.2d, #1
	shrn	v17.2s, v29.2d, #5
	shrn2	v23.4s, v28.2d, #23
	shrn2	v16.4s, v28.2d, #1
	shrn2	v25.4s, v3.2d, #9
	shrn2	v31.4s, v19.2d, #1
	shrn	v30.4h, v9.4s, #1
	shrn	v5.4h, v18.4s, #2
	shrn	v3.4h, v5.4s, #16
	shrn	v4.4h, v15.4s, #1
	shrn2	v11.8h, v17.4s, #3
	shrn2	v13.8h, v31.4s, #1
	shrn2	v30.8h, v29.4s, #13
	shrn2	v18.8h, v19.4s, #2
	shrn	v8.8b, v3.8h, #1
	shrn	v21.8b, v6.8h, #8
	shrn	v12.8b, v20.8h, #5
	shrn	v1.8b, v22.8h, #1
	shrn2	v28.16b, v6.8h, #1
	shrn2	v7.16b, v21.8h, #8
	shrn2	v15.16b, v26.8h, #7
	shrn2	v3.16b, v25.8h, #3
	shsub	v19.16b, v3.16b, v19.16b
	shsub	v30.16b, v23.16b, v13.16b
	shsub	v13.16b, v29.16b, v27.16b
	shsub	v5.16b, v22.16b, v14.16b
	shsub	v11.2s, v13.2s, v21.2s
	shsub	v10.2s, v20.2s, v0.2s
	shsub	v25.2s, v20.2s, v27.2s
	shsub	v17.2s, v19.2s, v25.2s
	shsub	v19.4h, v31.4h, v1.4h
	shsub	v27.4h, v29.4h, v16.4h
	shsub	v15.4h, v2.4h, v29.4h
	shsub	v27.4h, v8.4h, v22.4h
	shsub	v2.4s, v8.4s, v18.4s
	shsub	v24.4s, v1.4s, v11.4s
	shsub	v10.4s, v16.4s, v10.4s
	shsub	v3.4s, v1.4s, v6.4s
	shsub	v15.8b, v14.8b, v16.8b
	shsub	v28.8b, v7.8b, v2.8b
	shsub	v29.8b, v3.8b, v11.8b
	shsub	v8.8b, v8.8b, v10.8b
	shsub	v22.8h, v24.8h, v14.8h
	shsub	v10.8h, v29.8h, v16.8h
	shsub	v28.8h, v25.8h, v6.8h
	shsub	v20.8h, v30.8h, v22.8h
	sli	d2, d21, #48
	sli	d6, d18, #63
	sli	d8, d11, #49
	sli	d7, d0, #8
	sli	v23.16b, v13.16b, #2
	sli	v8.16b, v7.16b, #0
	sli	v11.16b, v1.16b, #2
	sli	v1.16b, v11.16b, #3
	sli	v10.2d, v20.2d, #30
	sli	v25.2d, v26.2d, #45
	sli	v12.2d, v12.2d, #54
	sli	v21.2d, v23.2d, #11
	sli	v17.2s, v5.2s, #16
	sli	v3.2s, v3.2s, #20
	sli	v31.2s, v13.2s, #31
	sli	v3.2s, v12.2s, #29
	sli	v1.4h, v14.4h, #0
	sli	v20.4h, v18.4h, #13
	sli	v2.4h, v5.4h, #13
	sli	v2.4h, v22.4h, #15
	sli	v13.4s, v1.4s, #8
	sli	v27.4s, v0.4s, #24
	sli	v14.4s, v16.4s, #0
	sli	v2.4s, v30.4s, #14
	sli	v11.8b, v29.8b, #4
	sli	v7.8b, v1.8b, #1
	sli	v0.8b, v26.8b, #6
	sli	v3.8b, v18.8b, #7
	sli	v5.8h, v6.8h, #0
	sli	v31.8h, v10.8h, #5
	sli	v10.8h, v0.8h, #7
	sli	v1.8h, v31.8h, #9
	smull	x19, w9, w12
	smaddl	x1, w5, w26, x14
	smaddl	x5, w5, w14, x17
	smaddl	x20, w22, w1, x4
	smaxp	v13.16b, v27.16b, v13.16b
	smaxp	v3.16b, v6.16b, v1.16b
	smaxp	v27.16b, v19.16b, v18.16b
	smaxp	v14.16b, v29.16b, v15.16b
	smaxp	v4.2s, v15.2s, v24.2s
	smaxp	v14.2s, v7.2s, v29.2s
	smaxp	v1.2s, v31.2s, v24.2s
	smaxp	v19.2s, v2.2s, v4.2s
	smaxp	v30.4h, v31.4h, v30.4h
	smaxp	v15.4h, v7.4h, v27.4h
	smaxp	v31.4h, v27.4h, v6.4h
	smaxp	v6.4h, v22.4h, v15.4h
	smaxp	v16.4s, v13.4s, v16.4s
	smaxp	v5.4s, v5.4s, v19.4s
	smaxp	v15.4s, v6.4s, v23.4s
	smaxp	v31.4s, v2.4s, v24.4s
	smaxp	v21.8b, v2.8b, v17.8b
	smaxp	v26.8b, v28.8b, v1.8b
	smaxp	v2.8b, v9.8b, v13.8b
	smaxp	v3.8b, v24.8b, v2.8b
	smaxp	v7.8h, v14.8h, v18.8h
	smaxp	v23.8h, v0.8h, v30.8h
	smaxp	v27.8h, v3.8h, v4.8h
	smaxp	v25.8h, v0.8h, v3.8h
	smaxv	b9, v7.16b
	smaxv	b12, v27.16b
	smaxv	b22, v31.16b
	smaxv	b26, v10.16b
	smaxv	h18, v19.4h
	smaxv	h11, v6.4h
	smaxv	h9, v7.4h
	smaxv	h20, v18.4h
	smaxv	s7, v20.4s
	smaxv	s28, v13.4s
	smaxv	s27, v17.4s
	smaxv	s4, v3.4s
	smaxv	b22, v31.8b
	smaxv	b3, v23.8b
	smaxv	b17, v31.8b
	smaxv	b10, v25.8b
	smaxv	h2, v6.8h
	smaxv	h16, v20.8h
	smaxv	h22, v2.8h
	smaxv	h20, v22.8h
	smax	v18.16b, v17.16b, v12.16b
	smax	v24.16b, v12.16b, v6.16b
	smax	v0.16b, v21.16b, v4.16b
	smax	v8.16b, v14.16b, v12.16b
	smax	v11.2s, v10.2s, v5.2s
	smax	v10.2s, v6.2s, v14.2s
	smax	v8.2s, v23.2s, v19.2s
	smax	v18.2s, v31.2s, v31.2s
	smax	v16.4h, v29.4h, v21.4h
	smax	v24.4h, v25.4h, v0.4h
	smax	v15.4h, v19.4h, v21.4h
	smax	v23.4h, v17.4h, v3.4h
	smax	v9.4s, v20.4s, v25.4s
	smax	v21.4s, v8.4s, v9.4s
	smax	v24.4s, v25.4s, v18.4s
	smax	v6.4s, v28.4s, v2.4s
	smax	v25.8b, v13.8b, v15.8b
	smax	v1.8b, v25.8b, v27.8b
	smax	v18.8b, v8.8b, v26.8b
	smax	v17.8b, v1.8b, v12.8b
	smax	v6.8h, v14.8h, v10.8h
	smax	v28.8h, v22.8h, v26.8h
	smax	v10.8h, v16.8h, v19.8h
	smax	v12.8h, v16.8h, v0.8h
	smc	#0xe1a
	smc	#0xa964
	smc	#0xaac7
	smc	#0x9468
	sminp	v22.16b, v3.16b, v2.16b
	sminp	v3.16b, v17.16b, v10.16b
	sminp	v16.16b, v27.16b, v6.16b
	sminp	v10.16b, v16.16b, v15.16b
	sminp	v5.2s, v22.2s, v1.2s
	sminp	v28.2s, v9.2s, v23.2s
	sminp	v1.2s, v11.2s, v20.2s
	sminp	v13.2s, v18.2s, v7.2s
	sminp	v5.4h, v31.4h, v28.4h
	sminp	v26.4h, v31.4h, v7.4h
	sminp	v30.4h, v26.4h, v11.4h
	sminp	v23.4h, v20.4h, v2.4h
	sminp	v6.4s, v27.4s, v6.4s
	sminp	v9.4s, v18.4s, v19.4s
	sminp	v17.4s, v27.4s, v28.4s
	sminp	v8.4s, v1.4s, v9.4s
	sminp	v20.8b, v0.8b, v12.8b
	sminp	v16.8b, v15.8b, v21.8b
	sminp	v10.8b, v6.8b, v24.8b
	sminp	v17.8b, v2.8b, v13.8b
	sminp	v15.8h, v22.8h, v28.8h
	sminp	v13.8h, v26.8h, v22.8h
	sminp	v6.8h, v8.8h, v27.8h
	sminp	v5.8h, v21.8h, v5.8h
	sminv	b3, v26.16b
	sminv	b22, v1.16b
	sminv	b26, v10.16b
	sminv	b2, v26.16b
	sminv	h7, v2.4h
	sminv	h19, v17.4h
	sminv	h7, v9.4h
	sminv	h0, v22.4h
	sminv	s3, v26.4s
	sminv	s15, v23.4s
	sminv	s14, v26.4s
	sminv	s17, v17.4s
	sminv	b17, v8.8b
	sminv	b10, v24.8b
	sminv	b11, v4.8b
	sminv	b31, v31.8b
	sminv	h19, v28.8h
	sminv	h4, v10.8h
	sminv	h7, v27.8h
	sminv	h25, v26.8h
	smin	v30.16b, v21.16b, v23.16b
	smin	v20.16b, v23.16b, v27.16b
	smin	v28.16b, v28.16b, v27.16b
	smin	v28.16b, v6.16b, v2.16b
	smin	v12.2s, v20.2s, v0.2s
	smin	v0.2s, v9.2s, v27.2s
	smin	v17.2s, v25.2s, v27.2s
	smin	v15.2s, v13.2s, v28.2s
	smin	v25.4h, v24.4h, v29.4h
	smin	v13.4h, v30.4h, v4.4h
	smin	v26.4h, v1.4h, v15.4h
	smin	v9.4h, v9.4h, v31.4h
	smin	v3.4s, v0.4s, v29.4s
	smin	v28.4s, v19.4s, v11.4s
	smin	v30.4s, v31.4s, v21.4s
	smin	v31.4s, v11.4s, v27.4s
	smin	v29.8b, v9.8b, v21.8b
	smin	v15.8b, v10.8b, v18.8b
	smin	v2.8b, v11.8b, v19.8b
	smin	v12.8b, v10.8b, v25.8b
	smin	v9.8h, v6.8h, v19.8h
	smin	v27.8h, v29.8h, v29.8h
	smin	v0.8h, v8.8h, v7.8h
	smin	v4.8h, v29.8h, v14.8h
	smlal	v22.2d, v4.2s, v13.s[3]
	smlal	v31.2d, v6.2s, v16.s[2]
	smlal	v23.2d, v11.2s, v13.s[1]
	smlal	v9.2d, v9.2s, v18.s[0]
	smlal2	v13.2d, v23.4s, v8.s[2]
	smlal2	v1.2d, v17.4s, v19.s[1]
	smlal2	v1.2d, v8.4s, v3.s[3]
	smlal2	v0.2d, v23.4s, v16.s[0]
	smlal	v11.4s, v3.4h, v11.h[3]
	smlal	v1.4s, v11.4h, v11.h[0]
	smlal	v24.4s, v24.4h, v5.h[4]
	smlal	v31.4s, v23.4h, v2.h[6]
	smlal2	v5.4s, v31.8h, v9.h[6]
	smlal2	v31.4s, v19.8h, v8.h[4]
	smlal2	v18.4s, v1.8h, v5.h[4]
	smlal2	v5.4s, v15.8h, v14.h[1]
	smlal	v9.2d, v1.2s, v7.2s
	smlal	v11.2d, v0.2s, v30.2s
	smlal	v27.2d, v22.2s, v28.2s
	smlal	v14.2d, v30.2s, v13.2s
	smlal2	v11.2d, v8.4s, v7.4s
	smlal2	v22.2d, v4.4s, v26.4s
	smlal2	v16.2d, v21.4s, v12.4s
	smlal2	v11.2d, v9.4s, v2.4s
	smlal	v3.4s, v12.4h, v1.4h
	smlal	v31.4s, v25.4h, v28.4h
	smlal	v10.4s, v3.4h, v27.4h
	smlal	v25.4s, v6.4h, v23.4h
	smlal2	v14.4s, v17.8h, v4.8h
	smlal2	v8.4s, v12.8h, v15.8h
	smlal2	v22.4s, v28.8h, v27.8h
	smlal2	v5.4s, v18.8h, v10.8h
	smlal	v20.8h, v23.8b, v2.8b
	smlal	v5.8h, v22.8b, v23.8b
	smlal	v27.8h, v2.8b, v17.8b
	smlal	v26.8h, v25.8b, v20.8b
	smlal2	v21.8h, v28.16b, v20.16b
	smlal2	v18.8h, v27.16b, v19.16b
	smlal2	v27.8h, v15.16b, v4.16b
	smlal2	v27.8h, v19.16b, v27.16b
	smlsl	v1.2d, v2.2s, v9.s[2]
	smlsl	v22.2d, v27.2s, v23.s[2]
	smlsl	v24.2d, v27.2s, v28.s[2]
	smlsl	v25.2d, v6.2s, v16.s[2]
	smlsl2	v2.2d, v29.4s, v7.s[0]
	smlsl2	v26.2d, v21.4s, v4.s[3]
	smlsl2	v26.2d, v10.4s, v23.s[2]
	smlsl2	v26.2d, v0.4s, v26.s[1]
	smlsl	v0.4s, v10.4h, v15.h[6]
	smlsl	v17.4s, v14.4h, v3.h[0]
	smlsl	v30.4s, v23.4h, v8.h[0]
	smlsl	v19.4s, v21.4h, v12.h[3]
	smlsl2	v8.4s, v15.8h, v0.h[7]
	smlsl2	v8.4s, v17.8h, v11.h[7]
	smlsl2	v8.4s, v27.8h, v9.h[0]
	smlsl2	v15.4s, v7.8h, v6.h[7]
	smlsl	v5.2d, v6.2s, v0.2s
	smlsl	v9.2d, v5.2s, v17.2s
	smlsl	v21.2d, v9.2s, v13.2s
	smlsl	v18.2d, v2.2s, v3.2s
	smlsl2	v7.2d, v15.4s, v21.4s
	smlsl2	v8.2d, v9.4s, v26.4s
	smlsl2	v24.2d, v19.4s, v2.4s
	smlsl2	v14.2d, v24.4s, v8.4s
	smlsl	v27.4s, v23.4h, v1.4h
	smlsl	v23.4s, v22.4h, v21.4h
	smlsl	v28.4s, v12.4h, v24.4h
	smlsl	v22.4s, v11.4h, v14.4h
	smlsl2	v4.4s, v18.8h, v9.8h
	smlsl2	v8.4s, v31.8h, v18.8h
	smlsl2	v14.4s, v9.8h, v31.8h
	smlsl2	v6.4s, v2.8h, v31.8h
	smlsl	v25.8h, v21.8b, v19.8b
	smlsl	v1.8h, v5.8b, v30.8b
	smlsl	v13.8h, v5.8b, v15.8b
	smlsl	v10.8h, v0.8b, v21.8b
	smlsl2	v1.8h, v19.16b, v24.16b
	smlsl2	v14.8h, v4.16b, v31.16b
	smlsl2	v20.8h, v21.16b, v17.16b
	smlsl2	v8.8h, v13.16b, v29.16b
	smov	w23, v21.b[15]
	smov	w18, v15.b[13]
	smov	w10, v21.b[1]
	smov	w25, v18.b[7]
	smov	w12, v12.h[4]
	smov	w7, v5.h[0]
	smov	w4, v23.h[0]
	smov	w13, v18.h[0]
	smov	x3, v11.b[10]
	smov	x12, v2.b[0]
	smov	x18, v28.b[12]
	smov	x21, v23.b[10]
	smov	x25, v0.h[5]
	smov	x18, v31.h[0]
	smov	x27, v1.h[5]
	smov	x25, v8.h[1]
	smov	x14, v0.s[0]
	smov	x21, v14.s[2]
	smov	x6, v5.s[2]
	smov	x12, v24.s[3]
	smnegl	x5, w13, w26
	smnegl	x7, wzr, w6
	smsubl	x20, w3, w27, x28
	smsubl	x8, w4, w26, x28
	smulh	x26, x28, x14
	smulh	x24, x26, x23
	smulh	x10, x2, x17
	smulh	x25, x15, x3
	smull	v10.2d, v29.2s, v21.s[3]
	smull	v0.2d, v23.2s, v10.s[1]
	smull	v28.2d, v18.2s, v3.s[1]
	smull	v7.2d, v27.2s, v5.s[1]
	smull2	v21.2d, v13.4s, v2.s[2]
	smull2	v16.2d, v29.4s, v23.s[1]
	smull2	v30.2d, v30.4s, v19.s[0]
	smull2	v2.2d, v25.4s, v7.s[0]
	smull	v13.4s, v23.4h, v9.h[4]
	smull	v29.4s, v20.4h, v15.h[1]
	smull	v30.4s, v13.4h, v0.h[5]
	smull	v3.4s, v26.4h, v11.h[7]
	smull2	v16.4s, v23.8h, v0.h[7]
	smull2	v23.4s, v11.8h, v13.h[0]
	smull2	v6.4s, v28.8h, v10.h[4]
	smull2	v2.4s, v17.8h, v9.h[7]
	smull	v27.2d, v22.2s, v28.2s
	smull	v8.2d, v27.2s, v15.2s
	smull	v8.2d, v1.2s, v3.2s
	smull	v7.2d, v8.2s, v25.2s
	smull2	v4.2d, v10.4s, v1.4s
	smull2	v25.2d, v4.4s, v14.4s
	smull2	v10.2d, v5.4s, v28.4s
	smull2	v13.2d, v9.4s, v28.4s
	smull	v5.4s, v18.4h, v30.4h
	smull	v9.4s, v20.4h, v3.4h
	smull	v23.4s, v20.4h, v10.4h
	smull	v12.4s, v25.4h, v28.4h
	smull2	v18.4s, v12.8h, v2.8h
	smull2	v24.4s, v14.8h, v4.8h
	smull2	v15.4s, v5.8h, v8.8h
	smull2	v31.4s, v3.8h, v20.8h
	smull	v14.8h, v3.8b, v18.8b
	smull	v25.8h, v17.8b, v30.8b
	smull	v24.8h, v2.8b, v1.8b
	smull	v1.8h, v28.8b, v10.8b
	smull2	v6.8h, v9.16b, v15.16b
	smull2	v16.8h, v8.16b, v10.16b
	smull2	v25.8h, v23.16b, v29.16b
	smull2	v13.8h, v2.16b, v2.16b
	sqabs	b24, b4
	sqabs	b22, b26
	sqabs	b7, b3
	sqabs	b17, b2
	sqabs	d3, d29
	sqabs	d6, d24
	sqabs	d29, d26
	sqabs	d3, d10
	sqabs	h5, h27
	sqabs	h5, h15
	sqabs	h7, h30
	sqabs	h11, h7
	sqabs	s14, s24
	sqabs	s1, s18
	sqabs	s2, s31
	sqabs	s11, s30
	sqabs	v23.16b, v30.16b
	sqabs	v25.16b, v27.16b
	sqabs	v13.16b, v13.16b
	sqabs	v29.16b, v16.16b
	sqabs	v16.2d, v15.2d
	sqabs	v11.2d, v29.2d
	sqabs	v9.2d, v1.2d
	sqabs	v9.2d, v13.2d
	sqabs	v14.2s, v24.2s
	sqabs	v9.2s, v21.2s
	sqabs	v31.2s, v1.2s
	sqabs	v13.2s, v14.2s
	sqabs	v4.4h, v9.4h
	sqabs	v4.4h, v28.4h
	sqabs	v8.4h, v0.4h
	sqabs	v22.4h, v5.4h
	sqabs	v20.4s, v2.4s
	sqabs	v0.4s, v12.4s
	sqabs	v18.4s, v19.4s
	sqabs	v19.4s, v2.4s
	sqabs	v23.8b, v15.8b
	sqabs	v19.8b, v2.8b
	sqabs	v22.8b, v19.8b
	sqabs	v3.8b, v4.8b
	sqabs	v1.8h, v6.8h
	sqabs	v19.8h, v5.8h
	sqabs	v9.8h, v8.8h
	sqabs	v12.8h, v19.8h
	sqadd	b25, b28, b30
	sqadd	b3, b16, b3
	sqadd	b5, b7, b24
	sqadd	b12, b20, b0
	sqadd	d25, d13, d16
	sqadd	d6, d14, d30
	sqadd	d1, d26, d12
	sqadd	d31, d24, d0
	sqadd	h11, h21, h20
	sqadd	h12, h30, h0
	sqadd	h0, h4, h31
	sqadd	h8, h10, h19
	sqadd	s5, s18, s20
	sqadd	s5, s23, s26
	sqadd	s19, s7, s31
	sqadd	s27, s19, s18
	sqadd	v4.16b, v26.16b, v11.16b
	sqadd	v16.16b, v10.16b, v31.16b
	sqadd	v29.16b, v25.16b, v10.16b
	sqadd	v1.16b, v9.16b, v5.16b
	sqadd	v6.2d, v20.2d, v16.2d
	sqadd	v11.2d, v1.2d, v27.2d
	sqadd	v5.2d, v23.2d, v29.2d
	sqadd	v16.2d, v20.2d, v15.2d
	sqadd	v20.2s, v16.2s, v31.2s
	sqadd	v18.2s, v31.2s, v27.2s
	sqadd	v13.2s, v18.2s, v31.2s
	sqadd	v19.2s, v8.2s, v12.2s
	sqadd	v2.4h, v8.4h, v21.4h
	sqadd	v23.4h, v24.4h, v0.4h
	sqadd	v29.4h, v28.4h, v8.4h
	sqadd	v10.4h, v12.4h, v25.4h
	sqadd	v29.4s, v11.4s, v18.4s
	sqadd	v23.4s, v8.4s, v1.4s
	sqadd	v19.4s, v29.4s, v17.4s
	sqadd	v20.4s, v20.4s, v4.4s
	sqadd	v28.8b, v22.8b, v13.8b
	sqadd	v29.8b, v28.8b, v3.8b
	sqadd	v15.8b, v19.8b, v15.8b
	sqadd	v7.8b, v10.8b, v6.8b
	sqadd	v10.8h, v30.8h, v16.8h
	sqadd	v31.8h, v20.8h, v26.8h
	sqadd	v7.8h, v13.8h, v23.8h
	sqadd	v21.8h, v24.8h, v12.8h
	sqdmlal	s11, h11, v13.h[3]
	sqdmlal	s9, h26, v5.h[7]
	sqdmlal	s7, h24, v1.h[4]
	sqdmlal	s26, h13, v14.h[2]
	sqdmlal	d23, s17, v26.s[2]
	sqdmlal	d30, s9, v17.s[0]
	sqdmlal	d12, s1, v25.s[0]
	sqdmlal	d13, s19, v1.s[0]
	sqdmlal	v23.2d, v8.2s, v9.s[1]
	sqdmlal	v20.2d, v10.2s, v28.s[2]
	sqdmlal	v25.2d, v22.2s, v4.s[0]
	sqdmlal	v8.2d, v5.2s, v13.s[3]
	sqdmlal2	v15.2d, v7.4s, v0.s[0]
	sqdmlal2	v15.2d, v0.4s, v14.s[0]
	sqdmlal2	v7.2d, v10.4s, v29.s[3]
	sqdmlal2	v27.2d, v22.4s, v10.s[2]
	sqdmlal	v17.4s, v7.4h, v11.h[1]
	sqdmlal	v12.4s, v7.4h, v14.h[7]
	sqdmlal	v31.4s, v20.4h, v6.h[0]
	sqdmlal	v6.4s, v8.4h, v11.h[0]
	sqdmlal2	v0.4s, v11.8h, v7.h[5]
	sqdmlal2	v8.4s, v25.8h, v4.h[2]
	sqdmlal2	v28.4s, v17.8h, v10.h[1]
	sqdmlal2	v13.4s, v5.8h, v4.h[0]
	sqdmlal	s22, h17, h17
	sqdmlal	s24, h26, h21
	sqdmlal	s20, h7, h10
	sqdmlal	s9, h13, h3
	sqdmlal	d4, s24, s14
	sqdmlal	d31, s7, s23
	sqdmlal	d19, s10, s6
	sqdmlal	d16, s17, s29
	sqdmlal	v10.2d, v8.2s, v9.2s
	sqdmlal	v26.2d, v25.2s, v10.2s
	sqdmlal	v0.2d, v10.2s, v0.2s
	sqdmlal	v7.2d, v25.2s, v28.2s
	sqdmlal2	v24.2d, v11.4s, v29.4s
	sqdmlal2	v23.2d, v24.4s, v31.4s
	sqdmlal2	v17.2d, v13.4s, v10.4s
	sqdmlal2	v0.2d, v31.4s, v23.4s
	sqdmlal	v31.4s, v7.4h, v25.4h
	sqdmlal	v21.4s, v31.4h, v0.4h
	sqdmlal	v9.4s, v9.4h, v7.4h
	sqdmlal	v7.4s, v22.4h, v11.4h
	sqdmlal2	v24.4s, v7.8h, v19.8h
	sqdmlal2	v29.4s, v13.8h, v6.8h
	sqdmlal2	v29.4s, v28.8h, v21.8h
	sqdmlal2	v29.4s, v3.8h, v3.8h
	sqdmlsl	s22, h29, v7.h[2]
	sqdmlsl	s22, h7, v9.h[4]
	sqdmlsl	s4, h12, v2.h[1]
	sqdmlsl	s15, h25, v9.h[2]
	sqdmlsl	d27, s8, v13.s[3]
	sqdmlsl	d0, s24, v4.s[0]
	sqdmlsl	d14, s20, v18.s[2]
	sqdmlsl	d7, s18, v31.s[1]
	sqdmlsl	v12.2d, v19.2s, v15.s[3]
	sqdmlsl	v24.2d, v20.2s, v14.s[3]
	sqdmlsl	v20.2d, v24.2s, v25.s[0]
	sqdmlsl	v16.2d, v7.2s, v5.s[3]
	sqdmlsl2	v1.2d, v16.4s, v16.s[0]
	sqdmlsl2	v12.2d, v3.4s, v19.s[2]
	sqdmlsl2	v30.2d, v22.4s, v4.s[2]
	sqdmlsl2	v16.2d, v5.4s, v30.s[3]
	sqdmlsl	v19.4s, v23.4h, v9.h[0]
	sqdmlsl	v4.4s, v7.4h, v8.h[5]
	sqdmlsl	v19.4s, v16.4h, v14.h[0]
	sqdmlsl	v31.4s, v10.4h, v14.h[2]
	sqdmlsl2	v2.4s, v10.8h, v12.h[0]
	sqdmlsl2	v31.4s, v23.8h, v2.h[7]
	sqdmlsl2	v2.4s, v0.8h, v7.h[1]
	sqdmlsl2	v22.4s, v22.8h, v8.h[1]
	sqdmlsl	s2, h26, h11
	sqdmlsl	s26, h18, h31
	sqdmlsl	s25, h8, h30
	sqdmlsl	s15, h13, h27
	sqdmlsl	d10, s17, s18
	sqdmlsl	d7, s20, s2
	sqdmlsl	d8, s14, s11
	sqdmlsl	d16, s3, s17
	sqdmlsl	v17.2d, v11.2s, v6.2s
	sqdmlsl	v19.2d, v30.2s, v14.2s
	sqdmlsl	v26.2d, v18.2s, v5.2s
	sqdmlsl	v4.2d, v31.2s, v0.2s
	sqdmlsl2	v5.2d, v21.4s, v24.4s
	sqdmlsl2	v5.2d, v18.4s, v15.4s
	sqdmlsl2	v11.2d, v22.4s, v4.4s
	sqdmlsl2	v16.2d, v31.4s, v12.4s
	sqdmlsl	v13.4s, v17.4h, v22.4h
	sqdmlsl	v13.4s, v29.4h, v7.4h
	sqdmlsl	v8.4s, v14.4h, v11.4h
	sqdmlsl	v3.4s, v5.4h, v25.4h
	sqdmlsl2	v10.4s, v6.8h, v6.8h
	sqdmlsl2	v23.4s, v13.8h, v30.8h
	sqdmlsl2	v30.4s, v21.8h, v29.8h
	sqdmlsl2	v22.4s, v6.8h, v30.8h
	sqdmulh	h27, h17, v10.h[3]
	sqdmulh	h16, h8, v13.h[5]
	sqdmulh	h0, h13, v8.h[5]
	sqdmulh	h22, h20, v15.h[1]
	sqdmulh	s18, s29, v2.s[3]
	sqdmulh	s9, s10, v17.s[2]
	sqdmulh	s30, s1, v19.s[2]
	sqdmulh	s19, s19, v27.s[3]
	sqdmulh	v8.2s, v17.2s, v16.s[2]
	sqdmulh	v24.2s, v20.2s, v10.s[1]
	sqdmulh	v17.2s, v2.2s, v17.s[0]
	sqdmulh	v15.2s, v20.2s, v2.s[1]
	sqdmulh	v13.4h, v26.4h, v10.h[6]
	sqdmulh	v27.4h, v27.4h, v9.h[7]
	sqdmulh	v19.4h, v4.4h, v9.h[7]
	sqdmulh	v9.4h, v26.4h, v1.h[0]
	sqdmulh	v23.4s, v1.4s, v5.s[3]
	sqdmulh	v28.4s, v5.4s, v31.s[1]
	sqdmulh	v22.4s, v19.4s, v2.s[1]
	sqdmulh	v3.4s, v29.4s, v30.s[0]
	sqdmulh	v6.8h, v23.8h, v15.h[7]
	sqdmulh	v24.8h, v25.8h, v7.h[1]
	sqdmulh	v5.8h, v15.8h, v6.h[3]
	sqdmulh	v4.8h, v8.8h, v6.h[6]
	sqdmulh	h19, h21, h23
	sqdmulh	h29, h28, h9
	sqdmulh	h7, h10, h3
	sqdmulh	h16, h18, h31
	sqdmulh	s21, s27, s7
	sqdmulh	s7, s19, s10
	sqdmulh	s6, s4, s23
	sqdmulh	s29, s27, s9
	sqdmulh	v0.2s, v16.2s, v31.2s
	sqdmulh	v31.2s, v20.2s, v12.2s
	sqdmulh	v23.2s, v31.2s, v3.2s
	sqdmulh	v24.2s, v19.2s, v22.2s
	sqdmulh	v18.4h, v10.4h, v3.4h
	sqdmulh	v15.4h, v30.4h, v27.4h
	sqdmulh	v16.4h, v11.4h, v26.4h
	sqdmulh	v6.4h, v10.4h, v5.4h
	sqdmulh	v8.4s, v26.4s, v17.4s
	sqdmulh	v7.4s, v28.4s, v23.4s
	sqdmulh	v23.4s, v15.4s, v7.4s
	sqdmulh	v27.4s, v24.4s, v17.4s
	sqdmulh	v13.8h, v19.8h, v24.8h
	sqdmulh	v31.8h, v10.8h, v24.8h
	sqdmulh	v20.8h, v20.8h, v16.8h
	sqdmulh	v0.8h, v19.8h, v18.8h
	sqdmull	s1, h29, v13.h[5]
	sqdmull	s19, h18, v2.h[2]
	sqdmull	s28, h30, v11.h[0]
	sqdmull	s28, h9, v8.h[0]
	sqdmull	d8, s19, v9.s[1]
	sqdmull	d3, s21, v0.s[2]
	sqdmull	d21, s2, v29.s[2]
	sqdmull	d8, s3, v1.s[1]
	sqdmull	v18.2d, v14.2s, v14.s[1]
	sqdmull	v7.2d, v25.2s, v0.s[0]
	sqdmull	v29.2d, v26.2s, v26.s[1]
	sqdmull	v20.2d, v7.2s, v13.s[0]
	sqdmull2	v24.2d, v22.4s, v13.s[2]
	sqdmull2	v16.2d, v10.4s, v7.s[2]
	sqdmull2	v2.2d, v17.4s, v30.s[0]
	sqdmull2	v23.2d, v26.4s, v26.s[1]
	sqdmull	v25.4s, v25.4h, v3.h[6]
	sqdmull	v29.4s, v27.4h, v5.h[4]
	sqdmull	v22.4s, v27.4h, v10.h[5]
	sqdmull	v26.4s, v24.4h, v12.h[3]
	sqdmull2	v28.4s, v3.8h, v4.h[6]
	sqdmull2	v21.4s, v25.8h, v10.h[0]
	sqdmull2	v27.4s, v4.8h, v0.h[7]
	sqdmull2	v10.4s, v31.8h, v0.h[1]
	sqdmull	s10, h29, h6
	sqdmull	s30, h22, h13
	sqdmull	s22, h12, h8
	sqdmull	s18, h1, h7
	sqdmull	d13, s17, s4
	sqdmull	d17, s25, s14
	sqdmull	d16, s1, s18
	sqdmull	d20, s2, s12
	sqdmull	v31.2d, v13.2s, v0.2s
	sqdmull	v22.2d, v25.2s, v27.2s
	sqdmull	v14.2d, v12.2s, v24.2s
	sqdmull	v24.2d, v31.2s, v1.2s
	sqdmull2	v11.2d, v4.4s, v7.4s
	sqdmull2	v25.2d, v22.4s, v12.4s
	sqdmull2	v3.2d, v27.4s, v5.4s
	sqdmull2	v4.2d, v17.4s, v23.4s
	sqdmull	v7.4s, v9.4h, v9.4h
	sqdmull	v12.4s, v18.4h, v6.4h
	sqdmull	v0.4s, v18.4h, v1.4h
	sqdmull	v22.4s, v25.4h, v26.4h
	sqdmull2	v9.4s, v24.8h, v12.8h
	sqdmull2	v2.4s, v28.8h, v23.8h
	sqdmull2	v7.4s, v6.8h, v23.8h
	sqdmull2	v17.4s, v7.8h, v24.8h
	sqneg	b4, b21
	sqneg	b18, b1
	sqneg	b20, b18
	sqneg	b5, b18
	sqneg	d17, d20
	sqneg	d6, d19
	sqneg	d30, d2
	sqneg	d14, d24
	sqneg	h9, h16
	sqneg	h18, h31
	sqneg	h15, h29
	sqneg	h20, h9
	sqneg	s11, s21
	sqneg	s28, s7
	sqneg	s22, s17
	sqneg	s8, s15
	sqneg	v4.16b, v6.16b
	sqneg	v9.16b, v1.16b
	sqneg	v27.16b, v22.16b
	sqneg	v24.16b, v23.16b
	sqneg	v28.2d, v18.2d
	sqneg	v21.2d, v30.2d
	sqneg	v30.2d, v17.2d
	sqneg	v8.2d, v3.2d
	sqneg	v3.2s, v0.2s
	sqneg	v24.2s, v5.2s
	sqneg	v15.2s, v22.2s
	sqneg	v11.2s, v15.2s
	sqneg	v27.4h, v11.4h
	sqneg	v29.4h, v6.4h
	sqneg	v9.4h, v26.4h
	sqneg	v15.4h, v19.4h
	sqneg	v29.4s, v0.4s
	sqneg	v25.4s, v23.4s
	sqneg	v14.4s, v13.4s
	sqneg	v28.4s, v24.4s
	sqneg	v7.8b, v11.8b
	sqneg	v1.8b, v7.8b
	sqneg	v9.8b, v29.8b
	sqneg	v28.8b, v0.8b
	sqneg	v23.8h, v28.8h
	sqneg	v17.8h, v20.8h
	sqneg	v23.8h, v28.8h
	sqneg	v23.8h, v14.8h
	sqrdmulh	h17, h12, v1.h[3]
	sqrdmulh	h1, h29, v13.h[5]
	sqrdmulh	h14, h1, v13.h[7]
	sqrdmulh	h14, h10, v3.h[3]
	sqrdmulh	s23, s5, v0.s[2]
	sqrdmulh	s23, s10, v17.s[0]
	sqrdmulh	s1, s10, v2.s[1]
	sqrdmulh	s7, s10, v28.s[2]
	sqrdmulh	v17.2s, v11.2s, v12.s[3]
	sqrdmulh	v14.2s, v7.2s, v25.s[1]
	sqrdmulh	v15.2s, v27.2s, v27.s[3]
	sqrdmulh	v3.2s, v27.2s, v28.s[1]
	sqrdmulh	v2.4h, v4.4h, v1.h[4]
	sqrdmulh	v9.4h, v25.4h, v10.h[0]
	sqrdmulh	v15.4h, v7.4h, v3.h[1]
	sqrdmulh	v17.4h, v0.4h, v1.h[3]
	sqrdmulh	v1.4s, v17.4s, v29.s[0]
	sqrdmulh	v22.4s, v29.4s, v31.s[0]
	sqrdmulh	v13.4s, v19.4s, v13.s[2]
	sqrdmulh	v31.4s, v30.4s, v24.s[0]
	sqrdmulh	v27.8h, v5.8h, v12.h[1]
	sqrdmulh	v26.8h, v16.8h, v7.h[6]
	sqrdmulh	v26.8h, v12.8h, v4.h[4]
	sqrdmulh	v25.8h, v2.8h, v4.h[4]
	sqrdmulh	h16, h4, h12
	sqrdmulh	h13, h0, h11
	sqrdmulh	h7, h18, h18
	sqrdmulh	h16, h25, h5
	sqrdmulh	s16, s12, s13
	sqrdmulh	s24, s26, s2
	sqrdmulh	s24, s4, s16
	sqrdmulh	s23, s21, s8
	sqrdmulh	v1.2s, v27.2s, v29.2s
	sqrdmulh	v8.2s, v28.2s, v19.2s
	sqrdmulh	v17.2s, v26.2s, v28.2s
	sqrdmulh	v9.2s, v11.2s, v31.2s
	sqrdmulh	v22.4h, v16.4h, v31.4h
	sqrdmulh	v2.4h, v25.4h, v13.4h
	sqrdmulh	v31.4h, v6.4h, v15.4h
	sqrdmulh	v2.4h, v7.4h, v14.4h
	sqrdmulh	v24.4s, v9.4s, v5.4s
	sqrdmulh	v27.4s, v17.4s, v21.4s
	sqrdmulh	v23.4s, v23.4s, v4.4s
	sqrdmulh	v20.4s, v28.4s, v29.4s
	sqrdmulh	v21.8h, v26.8h, v7.8h
	sqrdmulh	v11.8h, v31.8h, v26.8h
	sqrdmulh	v20.8h, v21.8h, v21.8h
	sqrdmulh	v2.8h, v11.8h, v18.8h
	sqrshl	b24, b1, b25
	sqrshl	b16, b7, b28
	sqrshl	b16, b4, b27
	sqrshl	b15, b17, b6
	sqrshl	d13, d12, d0
	sqrshl	d16, d28, d14
	sqrshl	d28, d21, d14
	sqrshl	d27, d24, d24
	sqrshl	h25, h26, h15
	sqrshl	h6, h5, h10
	sqrshl	h9, h4, h27
	sqrshl	h26, h6, h4
	sqrshl	s13, s29, s16
	sqrshl	s23, s16, s17
	sqrshl	s20, s24, s1
	sqrshl	s6, s13, s4
	sqrshl	v19.16b, v1.16b, v17.16b
	sqrshl	v21.16b, v8.16b, v14.16b
	sqrshl	v20.16b, v22.16b, v27.16b
	sqrshl	v2.16b, v31.16b, v7.16b
	sqrshl	v4.2d, v26.2d, v20.2d
	sqrshl	v28.2d, v23.2d, v15.2d
	sqrshl	v8.2d, v8.2d, v13.2d
	sqrshl	v22.2d, v10.2d, v6.2d
	sqrshl	v1.2s, v2.2s, v15.2s
	sqrshl	v22.2s, v30.2s, v12.2s
	sqrshl	v22.2s, v26.2s, v14.2s
	sqrshl	v18.2s, v9.2s, v23.2s
	sqrshl	v10.4h, v10.4h, v0.4h
	sqrshl	v0.4h, v12.4h, v27.4h
	sqrshl	v2.4h, v6.4h, v4.4h
	sqrshl	v24.4h, v11.4h, v7.4h
	sqrshl	v4.4s, v11.4s, v18.4s
	sqrshl	v0.4s, v16.4s, v1.4s
	sqrshl	v2.4s, v4.4s, v28.4s
	sqrshl	v11.4s, v3.4s, v28.4s
	sqrshl	v23.8b, v16.8b, v18.8b
	sqrshl	v24.8b, v8.8b, v1.8b
	sqrshl	v21.8b, v26.8b, v0.8b
	sqrshl	v15.8b, v19.8b, v18.8b
	sqrshl	v1.8h, v31.8h, v11.8h
	sqrshl	v3.8h, v19.8h, v16.8h
	sqrshl	v30.8h, v19.8h, v18.8h
	sqrshl	v7.8h, v27.8h, v3.8h
	sqrshrn	b13, h14, #1
	sqrshrn	b22, h19, #7
	sqrshrn	b6, h1, #6
	sqrshrn	b24, h14, #7
	sqrshrn	h1, s3, #5
	sqrshrn	h3, s1, #9
	sqrshrn	h30, s19, #4
	sqrshrn	h3, s24, #13
	sqrshrn	s8, d16, #12
	sqrshrn	s3, d6, #8
	sqrshrn	s23, d10, #24
	sqrshrn	s8, d12, #19
	sqrshrn	v20.2s, v12.2d, #1
	sqrshrn	v4.2s, v15.2d, #1
	sqrshrn	v13.2s, v3.2d, #10
	sqrshrn	v15.2s, v29.2d, #27
	sqrshrn2	v29.4s, v3.2d, #29
	sqrshrn2	v7.4s, v9.2d, #1
	sqrshrn2	v13.4s, v25.2d, #2
	sqrshrn2	v18.4s, v31.2d, #32
	sqrshrn	v11.4h, v14.4s, #8
	sqrshrn	v31.4h, v26.4s, #1
	sqrshrn	v1.4h, v30.4s, #1
	sqrshrn	v11.4h, v21.4s, #12
	sqrshrn2	v10.8h, v25.4s, #10
	sqrshrn2	v1.8h, v16.4s, #7
	sqrshrn2	v19.8h, v31.4s, #16
	sqrshrn2	v18.8h, v2.4s, #11
	sqrshrn	v16.8b, v6.8h, #1
	sqrshrn	v3.8b, v4.8h, #1
	sqrshrn	v16.8b, v15.8h, #8
	sqrshrn	v15.8b, v14.8h, #8
	sqrshrn2	v5.16b, v7.8h, #5
	sqrshrn2	v21.16b, v22.8h, #4
	sqrshrn2	v22.16b, v19.8h, #8
	sqrshrn2	v17.16b, v21.8h, #3
	sqrshrun	b0, h16, #7
	sqrshrun	b12, h5, #3
	sqrshrun	b29, h20, #1
	sqrshrun	b27, h8, #2
	sqrshrun	h29, s21, #1
	sqrshrun	h3, s12, #16
	sqrshrun	h17, s13, #4
	sqrshrun	h5, s19, #1
	sqrshrun	s17, d15, #30
	sqrshrun	s15, d20, #29
	sqrshrun	s25, d6, #8
	sqrshrun	s17, d0, #13
	sqrshrun	v30.2s, v28.2d, #27
	sqrshrun	v23.2s, v27.2d, #18
	sqrshrun	v24.2s, v17.2d, #32
	sqrshrun	v14.2s, v13.2d, #29
	sqrshrun2	v30.4s, v21.2d, #31
	sqrshrun2	v14.4s, v17.2d, #31
	sqrshrun2	v7.4s, v12.2d, #18
	sqrshrun2	v2.4s, v12.2d, #29
	sqrshrun	v12.4h, v27.4s, #1
	sqrshrun	v23.4h, v20.4s, #16
	sqrshrun	v15.4h, v31.4s, #5
	sqrshrun	v17.4h, v22.4s, #11
	sqrshrun2	v2.8h, v11.4s, #8
	sqrshrun2	v12.8h, v14.4s, #1
	sqrshrun2	v12.8h, v20.4s, #1
	sqrshrun2	v19.8h, v22.4s, #6
	sqrshrun	v30.8b, v26.8h, #4
	sqrshrun	v29.8b, v6.8h, #7
	sqrshrun	v15.8b, v10.8h, #7
	sqrshrun	v25.8b, v24.8h, #8
	sqrshrun2	v27.16b, v22.8h, #1
	sqrshrun2	v5.16b, v0.8h, #4
	sqrshrun2	v9.16b, v8.8h, #6
	sqrshrun2	v26.16b, v20.8h, #6
	sqshlu	b29, b26, #7
	sqshlu	b8, b23, #1
	sqshlu	b9, b1, #0
	sqshlu	b21, b18, #0
	sqshlu	d23, d0, #8
	sqshlu	d22, d2, #40
	sqshlu	d10, d11, #44
	sqshlu	d7, d25, #43
	sqshlu	h5, h24, #14
	sqshlu	h12, h10, #5
	sqshlu	h5, h3, #8
	sqshlu	h23, h1, #4
	sqshlu	s15, s16, #22
	sqshlu	s11, s25, #29
	sqshlu	s23, s15, #26
	sqshlu	s6, s14, #0
	sqshlu	v1.16b, v25.16b, #3
	sqshlu	v17.16b, v5.16b, #0
	sqshlu	v9.16b, v4.16b, #4
	sqshlu	v17.16b, v29.16b, #1
	sqshlu	v27.2d, v30.2d, #0
	sqshlu	v4.2d, v10.2d, #1
	sqshlu	v14.2d, v23.2d, #33
	sqshlu	v6.2d, v29.2d, #43
	sqshlu	v12.2s, v0.2s, #1
	sqshlu	v5.2s, v30.2s, #11
	sqshlu	v3.2s, v22.2s, #31
	sqshlu	v17.2s, v27.2s, #6
	sqshlu	v31.4h, v8.4h, #3
	sqshlu	v1.4h, v13.4h, #13
	sqshlu	v22.4h, v21.4h, #14
	sqshlu	v29.4h, v5.4h, #13
	sqshlu	v20.4s, v14.4s, #17
	sqshlu	v20.4s, v26.4s, #0
	sqshlu	v12.4s, v28.4s, #14
	sqshlu	v5.4s, v24.4s, #27
	sqshlu	v14.8b, v26.8b, #3
	sqshlu	v14.8b, v29.8b, #2
	sqshlu	v12.8b, v25.8b, #1
	sqshlu	v2.8b, v21.8b, #2
	sqshlu	v22.8h, v16.8h, #13
	sqshlu	v24.8h, v11.8h, #11
	sqshlu	v30.8h, v1.8h, #0
	sqshlu	v31.8h, v16.8h, #1
	sqshl	b29, b30, #1
	sqshl	b10, b22, #7
	sqshl	b14, b12, #2
	sqshl	b4, b8, #5
	sqshl	d3, d2, #62
	sqshl	d28, d26, #0
	sqshl	d25, d29, #0
	sqshl	d23, d20, #46
	sqshl	h18, h26, #8
	sqshl	h20, h4, #8
	sqshl	h26, h15, #7
	sqshl	h30, h15, #10
	sqshl	s14, s10, #10
	sqshl	s29, s0, #18
	sqshl	s6, s3, #4
	sqshl	s2, s24, #1
	sqshl	v31.16b, v29.16b, #0
	sqshl	v21.16b, v31.16b, #0
	sqshl	v30.16b, v19.16b, #1
	sqshl	v25.16b, v6.16b, #0
	sqshl	v19.2d, v3.2d, #37
	sqshl	v4.2d, v17.2d, #43
	sqshl	v31.2d, v9.2d, #5
	sqshl	v28.2d, v2.2d, #6
	sqshl	v28.2s, v20.2s, #6
	sqshl	v15.2s, v20.2s, #0
	sqshl	v10.2s, v1.2s, #12
	sqshl	v12.2s, v5.2s, #8
	sqshl	v2.4h, v27.4h, #12
	sqshl	v4.4h, v17.4h, #0
	sqshl	v16.4h, v3.4h, #10
	sqshl	v30.4h, v6.4h, #3
	sqshl	v15.4s, v20.4s, #1
	sqshl	v28.4s, v5.4s, #22
	sqshl	v7.4s, v21.4s, #30
	sqshl	v7.4s, v7.4s, #3
	sqshl	v2.8b, v24.8b, #1
	sqshl	v24.8b, v13.8b, #2
	sqshl	v1.8b, v29.8b, #1
	sqshl	v27.8b, v11.8b, #3
	sqshl	v9.8h, v19.8h, #2
	sqshl	v28.8h, v21.8h, #7
	sqshl	v21.8h, v30.8h, #7
	sqshl	v9.8h, v28.8h, #3
	sqshl	b22, b2, b21
	sqshl	b9, b25, b5
	sqshl	b1, b16, b9
	sqshl	b14, b7, b6
	sqshl	d26, d6, d11
	sqshl	d19, d18, d26
	sqshl	d17, d12, d28
	sqshl	d21, d12, d23
	sqshl	h31, h25, h7
	sqshl	h0, h7, h12
	sqshl	h1, h23, h30
	sqshl	h7, h26, h29
	sqshl	s26, s6, s25
	sqshl	s26, s14, s26
	sqshl	s21, s9, s26
	sqshl	s24, s5, s24
	sqshl	v26.16b, v21.16b, v21.16b
	sqshl	v2.16b, v27.16b, v23.16b
	sqshl	v31.16b, v12.16b, v13.16b
	sqshl	v12.16b, v24.16b, v21.16b
	sqshl	v0.2d, v20.2d, v15.2d
	sqshl	v23.2d, v18.2d, v24.2d
	sqshl	v18.2d, v0.2d, v16.2d
	sqshl	v6.2d, v8.2d, v17.2d
	sqshl	v23.2s, v4.2s, v28.2s
	sqshl	v7.2s, v6.2s, v17.2s
	sqshl	v14.2s, v30.2s, v19.2s
	sqshl	v19.2s, v12.2s, v9.2s
	sqshl	v27.4h, v17.4h, v20.4h
	sqshl	v19.4h, v30.4h, v7.4h
	sqshl	v28.4h, v6.4h, v13.4h
	sqshl	v2.4h, v2.4h, v12.4h
	sqshl	v16.4s, v28.4s, v11.4s
	sqshl	v1.4s, v16.4s, v10.4s
	sqshl	v2.4s, v18.4s, v4.4s
	sqshl	v16.4s, v7.4s, v3.4s
	sqshl	v9.8b, v20.8b, v8.8b
	sqshl	v31.8b, v11.8b, v26.8b
	sqshl	v13.8b, v30.8b, v19.8b
	sqshl	v2.8b, v27.8b, v19.8b
	sqshl	v31.8h, v1.8h, v16.8h
	sqshl	v19.8h, v22.8h, v5.8h
	sqshl	v0.8h, v29.8h, v26.8h
	sqshl	v5.8h, v21.8h, v21.8h
	sqshrn	b22, h14, #3
	sqshrn	b25, h31, #8
	sqshrn	b30, h24, #1
	sqshrn	b15, h8, #2
	sqshrn	h10, s21, #5
	sqshrn	h7, s25, #11
	sqshrn	h13, s18, #7
	sqshrn	h9, s10, #2
	sqshrn	s31, d23, #14
	sqshrn	s19, d8, #15
	sqshrn	s22, d21, #6
	sqshrn	s19, d29, #21
	sqshrn	v10.2s, v3.2d, #20
	sqshrn	v21.2s, v12.2d, #29
	sqshrn	v1.2s, v5.2d, #5
	sqshrn	v23.2s, v28.2d, #32
	sqshrn2	v23.4s, v17.2d, #15
	sqshrn2	v27.4s, v22.2d, #20
	sqshrn2	v2.4s, v30.2d, #22
	sqshrn2	v30.4s, v15.2d, #1
	sqshrn	v14.4h, v12.4s, #3
	sqshrn	v2.4h, v29.4s, #12
	sqshrn	v26.4h, v14.4s, #16
	sqshrn	v10.4h, v30.4s, #11
	sqshrn2	v2.8h, v1.4s, #3
	sqshrn2	v17.8h, v1.4s, #2
	sqshrn2	v21.8h, v13.4s, #3
	sqshrn2	v12.8h, v12.4s, #2
	sqshrn	v28.8b, v15.8h, #3
	sqshrn	v12.8b, v10.8h, #3
	sqshrn	v12.8b, v15.8h, #7
	sqshrn	v10.8b, v22.8h, #4
	sqshrn2	v19.16b, v15.8h, #1
	sqshrn2	v22.16b, v22.8h, #4
	sqshrn2	v22.16b, v30.8h, #1
	sqshrn2	v1.16b, v10.8h, #5
	sqshrun	b11, h2, #7
	sqshrun	b28, h5, #6
	sqshrun	b14, h27, #2
	sqshrun	b14, h4, #5
	sqshrun	h18, s13, #12
	sqshrun	h1, s14, #4
	sqshrun	h8, s10, #1
	sqshrun	h27, s1, #15
	sqshrun	s18, d17, #21
	sqshrun	s1, d0, #32
	sqshrun	s24, d26, #15
	sqshrun	s30, d7, #12
	sqshrun	v23.2s, v15.2d, #28
	sqshrun	v13.2s, v12.2d, #3
	sqshrun	v1.2s, v21.2d, #27
	sqshrun	v20.2s, v0.2d, #2
	sqshrun2	v13.4s, v11.2d, #22
	sqshrun2	v10.4s, v2.2d, #28
	sqshrun2	v7.4s, v5.2d, #10
	sqshrun2	v0.4s, v10.2d, #14
	sqshrun	v19.4h, v5.4s, #2
	sqshrun	v2.4h, v30.4s, #7
	sqshrun	v2.4h, v7.4s, #15
	sqshrun	v1.4h, v26.4s, #14
	sqshrun2	v13.8h, v12.4s, #14
	sqshrun2	v30.8h, v15.4s, #9
	sqshrun2	v11.8h, v0.4s, #5
	sqshrun2	v29.8h, v15.4s, #16
	sqshrun	v11.8b, v4.8h, #1
	sqshrun	v25.8b, v6.8h, #1
	sqshrun	v6.8b, v3.8h, #2
	sqshrun	v23.8b, v30.8h, #5
	sqshrun2	v17.16b, v26.8h, #2
	sqshrun2	v6.16b, v28.8h, #7
	sqshrun2	v17.16b, v20.8h, #1
	sqshrun2	v19.16b, v5.8h, #8
	sqsub	b8, b24, b20
	sqsub	b14, b17, b28
	sqsub	b10, b22, b30
	sqsub	b22, b31, b4
	sqsub	d23, d8, d7
	sqsub	d9, d5, d15
	sqsub	d0, d6, d26
	sqsub	d5, d11, d14
	sqsub	h6, h11, h16
	sqsub	h31, h10, h9
	sqsub	h5, h11, h14
	sqsub	h2, h3, h28
	sqsub	s23, s16, s16
	sqsub	s24, s20, s1
	sqsub	s25, s9, s28
	sqsub	s23, s31, s0
	sqsub	v30.16b, v19.16b, v13.16b
	sqsub	v30.16b, v31.16b, v0.16b
	sqsub	v16.16b, v19.16b, v23.16b
	sqsub	v17.16b, v23.16b, v9.16b
	sqsub	v23.2d, v9.2d, v28.2d
	sqsub	v20.2d, v2.2d, v23.2d
	sqsub	v2.2d, v29.2d, v2.2d
	sqsub	v19.2d, v18.2d, v3.2d
	sqsub	v1.2s, v25.2s, v23.2s
	sqsub	v4.2s, v29.2s, v2.2s
	sqsub	v27.2s, v3.2s, v10.2s
	sqsub	v6.2s, v5.2s, v1.2s
	sqsub	v3.4h, v2.4h, v0.4h
	sqsub	v18.4h, v11.4h, v21.4h
	sqsub	v17.4h, v17.4h, v21.4h
	sqsub	v19.4h, v16.4h, v28.4h
	sqsub	v0.4s, v13.4s, v11.4s
	sqsub	v25.4s, v9.4s, v14.4s
	sqsub	v13.4s, v31.4s, v25.4s
	sqsub	v29.4s, v10.4s, v4.4s
	sqsub	v9.8b, v7.8b, v30.8b
	sqsub	v23.8b, v5.8b, v17.8b
	sqsub	v31.8b, v20.8b, v15.8b
	sqsub	v5.8b, v18.8b, v3.8b
	sqsub	v21.8h, v30.8h, v24.8h
	sqsub	v19.8h, v3.8h, v0.8h
	sqsub	v30.8h, v24.8h, v7.8h
	sqsub	v1.8h, v13.8h, v29.8h
	sqxtn	b1, h31
	sqxtn	b15, h0
	sqxtn	b18, h11
	sqxtn	b5, h22
	sqxtn	h23, s10
	sqxtn	h10, s15
	sqxtn	h20, s14
	sqxtn	h13, s28
	sqxtn	s12, d10
	sqxtn	s17, d4
	sqxtn	s25, d12
	sqxtn	s16, d15
	sqxtn	v15.2s, v10.2d
	sqxtn	v4.2s, v12.2d
	sqxtn	v14.2s, v0.2d
	sqxtn	v21.2s, v21.2d
	sqxtn2	v19.4s, v31.2d
	sqxtn2	v5.4s, v0.2d
	sqxtn2	v7.4s, v10.2d
	sqxtn2	v16.4s, v25.2d
	sqxtn	v9.4h, v6.4s
	sqxtn	v11.4h, v15.4s
	sqxtn	v0.4h, v25.4s
	sqxtn	v13.4h, v8.4s
	sqxtn2	v2.8h, v26.4s
	sqxtn2	v4.8h, v7.4s
	sqxtn2	v30.8h, v6.4s
	sqxtn2	v31.8h, v10.4s
	sqxtn	v23.8b, v6.8h
	sqxtn	v28.8b, v6.8h
	sqxtn	v22.8b, v6.8h
	sqxtn	v1.8b, v11.8h
	sqxtn2	v1.16b, v16.8h
	sqxtn2	v8.16b, v21.8h
	sqxtn2	v20.16b, v26.8h
	sqxtn2	v18.16b, v15.8h
	sqxtun	b27, h16
	sqxtun	b20, h19
	sqxtun	b8, h28
	sqxtun	b9, h6
	sqxtun	h18, s25
	sqxtun	h24, s3
	sqxtun	h31, s28
	sqxtun	h18, s28
	sqxtun	s25, d8
	sqxtun	s5, d6
	sqxtun	s20, d2
	sqxtun	s23, d21
	sqxtun	v29.2s, v28.2d
	sqxtun	v10.2s, v6.2d
	sqxtun	v22.2s, v7.2d
	sqxtun	v30.2s, v4.2d
	sqxtun2	v6.4s, v20.2d
	sqxtun2	v26.4s, v12.2d
	sqxtun2	v21.4s, v14.2d
	sqxtun2	v17.4s, v29.2d
	sqxtun	v8.4h, v15.4s
	sqxtun	v17.4h, v19.4s
	sqxtun	v12.4h, v24.4s
	sqxtun	v19.4h, v23.4s
	sqxtun2	v2.8h, v19.4s
	sqxtun2	v16.8h, v3.4s
	sqxtun2	v14.8h, v25.4s
	sqxtun2	v25.8h, v27.4s
	sqxtun	v24.8b, v27.8h
	sqxtun	v12.8b, v12.8h
	sqxtun	v23.8b, v25.8h
	sqxtun	v21.8b, v1.8h
	sqxtun2	v20.16b, v21.8h
	sqxtun2	v9.16b, v7.8h
	sqxtun2	v22.16b, v13.8h
	sqxtun2	v27.16b, v28.8h
	srhadd	v12.16b, v2.16b, v0.16b
	srhadd	v15.16b, v31.16b, v4.16b
	srhadd	v14.16b, v28.16b, v21.16b
	srhadd	v28.16b, v10.16b, v24.16b
	srhadd	v14.2s, v9.2s, v14.2s
	srhadd	v13.2s, v10.2s, v4.2s
	srhadd	v4.2s, v18.2s, v17.2s
	srhadd	v5.2s, v11.2s, v19.2s
	srhadd	v28.4h, v16.4h, v0.4h
	srhadd	v30.4h, v26.4h, v17.4h
	srhadd	v4.4h, v28.4h, v27.4h
	srhadd	v17.4h, v4.4h, v9.4h
	srhadd	v27.4s, v15.4s, v14.4s
	srhadd	v27.4s, v13.4s, v25.4s
	srhadd	v3.4s, v13.4s, v25.4s
	srhadd	v10.4s, v20.4s, v9.4s
	srhadd	v17.8b, v0.8b, v28.8b
	srhadd	v16.8b, v12.8b, v1.8b
	srhadd	v6.8b, v19.8b, v3.8b
	srhadd	v25.8b, v6.8b, v7.8b
	srhadd	v30.8h, v8.8h, v7.8h
	srhadd	v15.8h, v2.8h, v4.8h
	srhadd	v27.8h, v23.8h, v25.8h
	srhadd	v29.8h, v17.8h, v1.8h
	sri	d29, d6, #61
	sri	d30, d19, #2
	sri	d30, d12, #63
	sri	d13, d0, #1
	sri	v22.16b, v15.16b, #2
	sri	v25.16b, v21.16b, #5
	sri	v18.16b, v2.16b, #4
	sri	v2.16b, v23.16b, #1
	sri	v20.2d, v11.2d, #48
	sri	v19.2d, v17.2d, #15
	sri	v25.2d, v17.2d, #64
	sri	v1.2d, v29.2d, #32
	sri	v7.2s, v31.2s, #32
	sri	v13.2s, v31.2s, #1
	sri	v15.2s, v24.2s, #17
	sri	v11.2s, v29.2s, #1
	sri	v0.4h, v1.4h, #2
	sri	v15.4h, v18.4h, #4
	sri	v20.4h, v25.4h, #14
	sri	v2.4h, v17.4h, #1
	sri	v16.4s, v8.4s, #17
	sri	v16.4s, v9.4s, #24
	sri	v5.4s, v28.4s, #20
	sri	v25.4s, v13.4s, #16
	sri	v26.8b, v29.8b, #6
	sri	v20.8b, v28.8b, #4
	sri	v30.8b, v22.8b, #4
	sri	v7.8b, v1.8b, #8
	sri	v3.8h, v3.8h, #15
	sri	v18.8h, v17.8h, #6
	sri	v25.8h, v26.8h, #6
	sri	v19.8h, v10.8h, #3
	srshl	d21, d5, d20
	srshl	d23, d21, d29
	srshl	d26, d27, d15
	srshl	d30, d25, d19
	srshl	v19.16b, v21.16b, v26.16b
	srshl	v8.16b, v3.16b, v23.16b
	srshl	v13.16b, v15.16b, v8.16b
	srshl	v17.16b, v17.16b, v3.16b
	srshl	v20.2d, v2.2d, v5.2d
	srshl	v6.2d, v13.2d, v4.2d
	srshl	v6.2d, v26.2d, v24.2d
	srshl	v24.2d, v7.2d, v18.2d
	srshl	v9.2s, v28.2s, v27.2s
	srshl	v1.2s, v14.2s, v26.2s
	srshl	v15.2s, v3.2s, v2.2s
	srshl	v25.2s, v30.2s, v29.2s
	srshl	v8.4h, v28.4h, v13.4h
	srshl	v16.4h, v1.4h, v6.4h
	srshl	v0.4h, v15.4h, v18.4h
	srshl	v15.4h, v9.4h, v22.4h
	srshl	v3.4s, v9.4s, v31.4s
	srshl	v9.4s, v15.4s, v11.4s
	srshl	v10.4s, v0.4s, v14.4s
	srshl	v28.4s, v12.4s, v26.4s
	srshl	v29.8b, v22.8b, v30.8b
	srshl	v27.8b, v31.8b, v17.8b
	srshl	v28.8b, v17.8b, v22.8b
	srshl	v17.8b, v31.8b, v2.8b
	srshl	v11.8h, v10.8h, v5.8h
	srshl	v19.8h, v8.8h, v13.8h
	srshl	v15.8h, v18.8h, v19.8h
	srshl	v19.8h, v27.8h, v3.8h
	srshr	d13, d14, #14
	srshr	d16, d8, #1
	srshr	d6, d13, #1
	srshr	d23, d1, #16
	srshr	v12.16b, v30.16b, #1
	srshr	v25.16b, v20.16b, #1
	srshr	v25.16b, v13.16b, #1
	srshr	v9.16b, v26.16b, #2
	srshr	v31.2d, v12.2d, #1
	srshr	v27.2d, v30.2d, #41
	srshr	v13.2d, v29.2d, #30
	srshr	v23.2d, v31.2d, #30
	srshr	v20.2s, v27.2s, #1
	srshr	v25.2s, v2.2s, #1
	srshr	v22.2s, v15.2s, #32
	srshr	v18.2s, v7.2s, #9
	srshr	v5.4h, v16.4h, #16
	srshr	v16.4h, v22.4h, #1
	srshr	v9.4h, v24.4h, #6
	srshr	v3.4h, v25.4h, #6
	srshr	v22.4s, v2.4s, #1
	srshr	v13.4s, v11.4s, #15
	srshr	v29.4s, v12.4s, #27
	srshr	v28.4s, v27.4s, #2
	srshr	v24.8b, v1.8b, #2
	srshr	v2.8b, v3.8b, #8
	srshr	v2.8b, v0.8b, #2
	srshr	v21.8b, v7.8b, #4
	srshr	v8.8h, v24.8h, #5
	srshr	v18.8h, v0.8h, #14
	srshr	v4.8h, v14.8h, #9
	srshr	v31.8h, v22.8h, #4
	srsra	d4, d13, #49
	srsra	d3, d17, #63
	srsra	d23, d22, #1
	srsra	d23, d1, #33
	srsra	v29.16b, v5.16b, #1
	srsra	v18.16b, v27.16b, #8
	srsra	v28.16b, v29.16b, #4
	srsra	v10.16b, v23.16b, #4
	srsra	v7.2d, v26.2d, #6
	srsra	v2.2d, v7.2d, #56
	srsra	v0.2d, v18.2d, #20
	srsra	v6.2d, v26.2d, #12
	srsra	v12.2s, v23.2s, #15
	srsra	v6.2s, v12.2s, #10
	srsra	v19.2s, v1.2s, #28
	srsra	v12.2s, v21.2s, #16
	srsra	v10.4h, v9.4h, #1
	srsra	v15.4h, v30.4h, #15
	srsra	v31.4h, v25.4h, #1
	srsra	v25.4h, v22.4h, #11
	srsra	v0.4s, v7.4s, #15
	srsra	v27.4s, v18.4s, #19
	srsra	v8.4s, v27.4s, #23
	srsra	v13.4s, v11.4s, #1
	srsra	v3.8b, v31.8b, #1
	srsra	v9.8b, v7.8b, #1
	srsra	v4.8b, v1.8b, #3
	srsra	v4.8b, v19.8b, #2
	srsra	v26.8h, v7.8h, #1
	srsra	v9.8h, v5.8h, #14
	srsra	v31.8h, v27.8h, #4
	srsra	v11.8h, v31.8h, #16
	sshll	v9.2d, v4.2s, #16
	sshll	v21.2d, v2.2s, #0
	sshll	v26.2d, v12.2s, #20
	sshll	v29.2d, v22.2s, #15
	sshll2	v17.2d, v2.4s, #16
	sshll2	v11.2d, v16.4s, #23
	sshll2	v11.2d, v12.4s, #21
	sshll2	v26.2d, v12.4s, #1
	sshll	v15.4s, v29.4h, #7
	sshll	v22.4s, v29.4h, #6
	sshll	v0.4s, v9.4h, #9
	sshll	v17.4s, v24.4h, #8
	sshll2	v30.4s, v12.8h, #0
	sshll2	v7.4s, v15.8h, #10
	sshll2	v0.4s, v11.8h, #13
	sshll2	v5.4s, v15.8h, #5
	sshll	v12.8h, v12.8b, #0
	sshll	v20.8h, v18.8b, #2
	sshll	v23.8h, v20.8b, #5
	sshll	v18.8h, v24.8b, #6
	sshll2	v0.8h, v11.16b, #4
	sshll2	v8.8h, v15.16b, #0
	sshll2	v22.8h, v7.16b, #1
	sshll2	v0.8h, v13.16b, #4
	sshl	d3, d11, d13
	sshl	d10, d29, d16
	sshl	d20, d19, d4
	sshl	d17, d17, d30
	sshl	v0.16b, v9.16b, v13.16b
	sshl	v26.16b, v21.16b, v5.16b
	sshl	v14.16b, v24.16b, v30.16b
	sshl	v3.16b, v31.16b, v3.16b
	sshl	v24.2d, v7.2d, v16.2d
	sshl	v13.2d, v13.2d, v29.2d
	sshl	v23.2d, v20.2d, v12.2d
	sshl	v2.2d, v20.2d, v28.2d
	sshl	v16.2s, v21.2s, v14.2s
	sshl	v28.2s, v2.2s, v10.2s
	sshl	v28.2s, v26.2s, v28.2s
	sshl	v21.2s, v12.2s, v12.2s
	sshl	v2.4h, v23.4h, v9.4h
	sshl	v3.4h, v8.4h, v26.4h
	sshl	v19.4h, v8.4h, v10.4h
	sshl	v15.4h, v7.4h, v24.4h
	sshl	v9.4s, v0.4s, v16.4s
	sshl	v10.4s, v12.4s, v22.4s
	sshl	v5.4s, v13.4s, v26.4s
	sshl	v28.4s, v18.4s, v18.4s
	sshl	v31.8b, v15.8b, v28.8b
	sshl	v23.8b, v8.8b, v19.8b
	sshl	v24.8b, v5.8b, v6.8b
	sshl	v28.8b, v18.8b, v17.8b
	sshl	v9.8h, v2.8h, v4.8h
	sshl	v28.8h, v19.8h, v9.8h
	sshl	v5.8h, v22.8h, v7.8h
	sshl	v12.8h, v10.8h, v9.8h
	sshr	d27, d19, #1
	sshr	d29, d12, #31
	sshr	d17, d31, #51
	sshr	d28, d9, #61
	sshr	v31.16b, v18.16b, #2
	sshr	v8.16b, v27.16b, #4
	sshr	v18.16b, v30.16b, #8
	sshr	v13.16b, v27.16b, #6
	sshr	v18.2d, v1.2d, #46
	sshr	v1.2d, v28.2d, #15
	sshr	v23.2d, v16.2d, #29
	sshr	v5.2d, v2.2d, #4
	sshr	v2.2s, v23.2s, #8
	sshr	v21.2s, v21.2s, #1
	sshr	v22.2s, v13.2s, #23
	sshr	v11.2s, v10.2s, #25
	sshr	v27.4h, v17.4h, #16
	sshr	v19.4h, v6.4h, #1
	sshr	v0.4h, v8.4h, #13
	sshr	v0.4h, v31.4h, #2
	sshr	v24.4s, v14.4s, #28
	sshr	v16.4s, v14.4s, #9
	sshr	v1.4s, v5.4s, #18
	sshr	v22.4s, v22.4s, #2
	sshr	v20.8b, v5.8b, #5
	sshr	v19.8b, v12.8b, #8
	sshr	v6.8b, v3.8b, #3
	sshr	v7.8b, v24.8b, #1
	sshr	v5.8h, v11.8h, #1
	sshr	v30.8h, v25.8h, #15
	sshr	v17.8h, v15.8h, #4
	sshr	v4.8h, v27.8h, #4
	ssra	d6, d10, #40
	ssra	d2, d25, #46
	ssra	d13, d25, #64
	ssra	d11, d30, #37
	ssra	v20.16b, v12.16b, #1
	ssra	v21.16b, v21.16b, #8
	ssra	v1.16b, v9.16b, #1
	ssra	v26.16b, v7.16b, #1
	ssra	v11.2d, v5.2d, #1
	ssra	v20.2d, v13.2d, #26
	ssra	v23.2d, v9.2d, #19
	ssra	v29.2d, v14.2d, #34
	ssra	v15.2s, v24.2s, #7
	ssra	v30.2s, v1.2s, #32
	ssra	v18.2s, v2.2s, #8
	ssra	v15.2s, v1.2s, #13
	ssra	v22.4h, v3.4h, #14
	ssra	v19.4h, v2.4h, #2
	ssra	v28.4h, v4.4h, #2
	ssra	v2.4h, v6.4h, #6
	ssra	v4.4s, v17.4s, #24
	ssra	v22.4s, v7.4s, #14
	ssra	v4.4s, v2.4s, #22
	ssra	v26.4s, v25.4s, #20
	ssra	v5.8b, v23.8b, #1
	ssra	v25.8b, v29.8b, #3
	ssra	v10.8b, v22.8b, #3
	ssra	v3.8b, v0.8b, #3
	ssra	v19.8h, v23.8h, #10
	ssra	v4.8h, v23.8h, #1
	ssra	v9.8h, v2.8h, #1
	ssra	v4.8h, v11.8h, #8
	ssubl	v15.2d, v12.2s, v7.2s
	ssubl	v14.2d, v6.2s, v25.2s
	ssubl	v15.2d, v6.2s, v0.2s
	ssubl	v1.2d, v19.2s, v9.2s
	ssubl2	v18.2d, v13.4s, v29.4s
	ssubl2	v27.2d, v8.4s, v3.4s
	ssubl2	v4.2d, v23.4s, v4.4s
	ssubl2	v25.2d, v18.4s, v2.4s
	ssubl	v28.4s, v26.4h, v21.4h
	ssubl	v30.4s, v3.4h, v16.4h
	ssubl	v29.4s, v10.4h, v17.4h
	ssubl	v31.4s, v16.4h, v10.4h
	ssubl2	v2.4s, v20.8h, v17.8h
	ssubl2	v14.4s, v9.8h, v20.8h
	ssubl2	v22.4s, v29.8h, v2.8h
	ssubl2	v2.4s, v19.8h, v19.8h
	ssubl	v19.8h, v29.8b, v27.8b
	ssubl	v10.8h, v2.8b, v13.8b
	ssubl	v2.8h, v12.8b, v9.8b
	ssubl	v14.8h, v8.8b, v17.8b
	ssubl2	v8.8h, v2.16b, v24.16b
	ssubl2	v1.8h, v31.16b, v15.16b
	ssubl2	v29.8h, v19.16b, v22.16b
	ssubl2	v2.8h, v31.16b, v27.16b
	ssubw	v4.2d, v11.2d, v23.2s
	ssubw	v4.2d, v5.2d, v7.2s
	ssubw	v0.2d, v17.2d, v31.2s
	ssubw	v15.2d, v5.2d, v12.2s
	ssubw2	v11.2d, v18.2d, v12.4s
	ssubw2	v31.2d, v24.2d, v1.4s
	ssubw2	v12.2d, v10.2d, v18.4s
	ssubw2	v28.2d, v25.2d, v29.4s
	ssubw	v23.4s, v3.4s, v6.4h
	ssubw	v15.4s, v15.4s, v12.4h
	ssubw	v31.4s, v9.4s, v18.4h
	ssubw	v19.4s, v1.4s, v15.4h
	ssubw2	v23.4s, v3.4s, v28.8h
	ssubw2	v22.4s, v13.4s, v8.8h
	ssubw2	v1.4s, v25.4s, v14.8h
	ssubw2	v16.4s, v26.4s, v29.8h
	ssubw	v22.8h, v27.8h, v20.8b
	ssubw	v12.8h, v19.8h, v11.8b
	ssubw	v16.8h, v1.8h, v15.8b
	ssubw	v13.8h, v15.8h, v18.8b
	ssubw2	v21.8h, v6.8h, v26.16b
	ssubw2	v3.8h, v10.8h, v22.16b
	ssubw2	v7.8h, v11.8h, v29.16b
	ssubw2	v29.8h, v18.8h, v1.16b
	st1	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x25]
	st1	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x30]
	st1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x20]
	st1	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x10]
	st1	{ v15.16b, v16.16b, v17.16b, v18.16b }, [sp], x17
	st1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x12], x17
	st1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x22], x22
	st1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x9], x26
	st1	{ v22.1d, v23.1d, v24.1d, v25.1d }, [x13]
	st1	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x0]
	st1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x2]
	st1	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x12]
	st1	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x24], x30
	st1	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x26], x1
	st1	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x20], x22
	st1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x10], x12
	st1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x11]
	st1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x19]
	st1	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x25]
	st1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x5]
	st1	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x30], x30
	st1	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x11], x6
	st1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x12], x19
	st1	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x30], x2
	st1	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x6]
	st1	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x3]
	st1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x5]
	st1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x8]
	st1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x29], x11
	st1	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x10], x9
	st1	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x19], x19
	st1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x16], x2
	st1	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x18]
	st1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x14]
	st1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x3]
	st1	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x15]
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [sp], x9
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x1], x20
	st1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x23], x21
	st1	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x6], x29
	st1	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x15]
	st1	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x16]
	st1	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x6]
	st1	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x20]
	st1	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x3], x30
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x30], x1
	st1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x8], x16
	st1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x0], x19
	st1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x1]
	st1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x27]
	st1	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x7]
	st1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x23]
	st1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x17], x1
	st1	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x19], x0
	st1	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x11], x13
	st1	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x20], x30
	st1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x4]
	st1	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x16]
	st1	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x16]
	st1	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x9]
	st1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x13], x2
	st1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x0], x6
	st1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [sp], x26
	st1	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x20], x28
	st1	{ v9.16b }, [x18]
	st1	{ v17.16b }, [x22]
	st1	{ v11.16b }, [x29]
	st1	{ v0.16b }, [x22]
	st1	{ v2.16b }, [x20], x9
	st1	{ v18.16b }, [x13], x12
	st1	{ v7.16b }, [x1], x7
	st1	{ v12.16b }, [x28], x27
	st1	{ v1.1d }, [x22]
	st1	{ v0.1d }, [x9]
	st1	{ v31.1d }, [sp]
	st1	{ v21.1d }, [x4]
	st1	{ v24.1d }, [x4], x5
	st1	{ v16.1d }, [x2], x18
	st1	{ v15.1d }, [x26], x7
	st1	{ v10.1d }, [x9], x23
	st1	{ v2.2d }, [x25]
	st1	{ v20.2d }, [x3]
	st1	{ v7.2d }, [x24]
	st1	{ v21.2d }, [x18]
	st1	{ v3.2d }, [x28], x8
	st1	{ v4.2d }, [x21], x10
	st1	{ v30.2d }, [x24], x30
	st1	{ v14.2d }, [x28], x23
	st1	{ v21.2s }, [x28]
	st1	{ v21.2s }, [x14]
	st1	{ v17.2s }, [x29]
	st1	{ v23.2s }, [x10]
	st1	{ v25.2s }, [x8], x10
	st1	{ v23.2s }, [x22], x15
	st1	{ v11.2s }, [x19], x15
	st1	{ v2.2s }, [x19], x24
	st1	{ v28.4h }, [x21]
	st1	{ v8.4h }, [x12]
	st1	{ v27.4h }, [x25]
	st1	{ v27.4h }, [x6]
	st1	{ v30.4h }, [x8], x6
	st1	{ v30.4h }, [x22], x18
	st1	{ v20.4h }, [x23], x0
	st1	{ v16.4h }, [x28], x10
	st1	{ v3.4s }, [x10]
	st1	{ v5.4s }, [x12]
	st1	{ v31.4s }, [x22]
	st1	{ v25.4s }, [x0]
	st1	{ v28.4s }, [x9], x7
	st1	{ v4.4s }, [x10], x9
	st1	{ v7.4s }, [x11], x8
	st1	{ v28.4s }, [x12], x29
	st1	{ v27.8b }, [x24]
	st1	{ v1.8b }, [x24]
	st1	{ v5.8b }, [x11]
	st1	{ v4.8b }, [x26]
	st1	{ v11.8b }, [x19], x14
	st1	{ v3.8b }, [x7], x1
	st1	{ v13.8b }, [x24], x9
	st1	{ v13.8b }, [x4], x14
	st1	{ v1.8h }, [x28]
	st1	{ v23.8h }, [x16]
	st1	{ v16.8h }, [x9]
	st1	{ v20.8h }, [x11]
	st1	{ v11.8h }, [x16], x22
	st1	{ v1.8h }, [x11], x0
	st1	{ v23.8h }, [x16], x7
	st1	{ v1.8h }, [x4], x2
	st1	{ v9.16b, v10.16b, v11.16b }, [x9]
	st1	{ v19.16b, v20.16b, v21.16b }, [x18]
	st1	{ v17.16b, v18.16b, v19.16b }, [x11]
	st1	{ v22.16b, v23.16b, v24.16b }, [x5]
	st1	{ v25.16b, v26.16b, v27.16b }, [x15], x11
	st1	{ v2.16b, v3.16b, v4.16b }, [x23], x3
	st1	{ v25.16b, v26.16b, v27.16b }, [sp], x29
	st1	{ v14.16b, v15.16b, v16.16b }, [x29], x1
	st1	{ v19.1d, v20.1d, v21.1d }, [x7]
	st1	{ v11.1d, v12.1d, v13.1d }, [x19]
	st1	{ v17.1d, v18.1d, v19.1d }, [x10]
	st1	{ v27.1d, v28.1d, v29.1d }, [x3]
	st1	{ v14.1d, v15.1d, v16.1d }, [x7], x19
	st1	{ v7.1d, v8.1d, v9.1d }, [x24], x7
	st1	{ v7.1d, v8.1d, v9.1d }, [x6], x27
	st1	{ v2.1d, v3.1d, v4.1d }, [sp], x30
	st1	{ v5.2d, v6.2d, v7.2d }, [x27]
	st1	{ v5.2d, v6.2d, v7.2d }, [x14]
	st1	{ v23.2d, v24.2d, v25.2d }, [x26]
	st1	{ v7.2d, v8.2d, v9.2d }, [x12]
	st1	{ v3.2d, v4.2d, v5.2d }, [x16], x22
	st1	{ v9.2d, v10.2d, v11.2d }, [x23], x5
	st1	{ v30.2d, v31.2d, v0.2d }, [x29], x14
	st1	{ v3.2d, v4.2d, v5.2d }, [x13], x6
	st1	{ v7.2s, v8.2s, v9.2s }, [x2]
	st1	{ v18.2s, v19.2s, v20.2s }, [x23]
	st1	{ v6.2s, v7.2s, v8.2s }, [x2]
	st1	{ v3.2s, v4.2s, v5.2s }, [x9]
	st1	{ v6.2s, v7.2s, v8.2s }, [x20], x9
	st1	{ v5.2s, v6.2s, v7.2s }, [x30], x19
	st1	{ v31.2s, v0.2s, v1.2s }, [x29], #24
	st1	{ v28.2s, v29.2s, v30.2s }, [x20], x28
	st1	{ v20.4h, v21.4h, v22.4h }, [x16]
	st1	{ v30.4h, v31.4h, v0.4h }, [x23]
	st1	{ v3.4h, v4.4h, v5.4h }, [x5]
	st1	{ v22.4h, v23.4h, v24.4h }, [sp]
	st1	{ v16.4h, v17.4h, v18.4h }, [x10], x3
	st1	{ v13.4h, v14.4h, v15.4h }, [x17], x26
	st1	{ v9.4h, v10.4h, v11.4h }, [x12], x4
	st1	{ v4.4h, v5.4h, v6.4h }, [x16], #24
	st1	{ v21.4s, v22.4s, v23.4s }, [x3]
	st1	{ v0.4s, v1.4s, v2.4s }, [x3]
	st1	{ v16.4s, v17.4s, v18.4s }, [x23]
	st1	{ v19.4s, v20.4s, v21.4s }, [x30]
	st1	{ v8.4s, v9.4s, v10.4s }, [x26], x15
	st1	{ v27.4s, v28.4s, v29.4s }, [x11], x4
	st1	{ v17.4s, v18.4s, v19.4s }, [x2], x13
	st1	{ v2.4s, v3.4s, v4.4s }, [x8], x1
	st1	{ v31.8b, v0.8b, v1.8b }, [x9]
	st1	{ v21.8b, v22.8b, v23.8b }, [x19]
	st1	{ v23.8b, v24.8b, v25.8b }, [x2]
	st1	{ v16.8b, v17.8b, v18.8b }, [x22]
	st1	{ v13.8b, v14.8b, v15.8b }, [x9], x25
	st1	{ v31.8b, v0.8b, v1.8b }, [x30], x6
	st1	{ v26.8b, v27.8b, v28.8b }, [x26], x11
	st1	{ v31.8b, v0.8b, v1.8b }, [x14], x20
	st1	{ v16.8h, v17.8h, v18.8h }, [x13]
	st1	{ v16.8h, v17.8h, v18.8h }, [x27]
	st1	{ v13.8h, v14.8h, v15.8h }, [x15]
	st1	{ v20.8h, v21.8h, v22.8h }, [x1]
	st1	{ v4.8h, v5.8h, v6.8h }, [x5], x17
	st1	{ v10.8h, v11.8h, v12.8h }, [x25], x11
	st1	{ v10.8h, v11.8h, v12.8h }, [x26], x21
	st1	{ v27.8h, v28.8h, v29.8h }, [x2], x13
	st1	{ v26.16b, v27.16b }, [x28]
	st1	{ v17.16b, v18.16b }, [x26]
	st1	{ v14.16b, v15.16b }, [x20]
	st1	{ v13.16b, v14.16b }, [x27]
	st1	{ v19.16b, v20.16b }, [x29], x17
	st1	{ v27.16b, v28.16b }, [x18], x18
	st1	{ v2.16b, v3.16b }, [x8], x3
	st1	{ v7.16b, v8.16b }, [x11], x4
	st1	{ v21.1d, v22.1d }, [x1]
	st1	{ v12.1d, v13.1d }, [x25]
	st1	{ v30.1d, v31.1d }, [x2]
	st1	{ v10.1d, v11.1d }, [x30]
	st1	{ v0.1d, v1.1d }, [x26], x15
	st1	{ v2.1d, v3.1d }, [x20], x12
	st1	{ v19.1d, v20.1d }, [x20], x19
	st1	{ v27.1d, v28.1d }, [x13], x7
	st1	{ v28.2d, v29.2d }, [x21]
	st1	{ v14.2d, v15.2d }, [x27]
	st1	{ v0.2d, v1.2d }, [x24]
	st1	{ v14.2d, v15.2d }, [x20]
	st1	{ v23.2d, v24.2d }, [x25], x25
	st1	{ v4.2d, v5.2d }, [x21], x5
	st1	{ v14.2d, v15.2d }, [x7], x29
	st1	{ v8.2d, v9.2d }, [x9], x1
	st1	{ v31.2s, v0.2s }, [x29]
	st1	{ v16.2s, v17.2s }, [x20]
	st1	{ v21.2s, v22.2s }, [x4]
	st1	{ v27.2s, v28.2s }, [x12]
	st1	{ v18.2s, v19.2s }, [x8], x0
	st1	{ v7.2s, v8.2s }, [x24], x1
	st1	{ v14.2s, v15.2s }, [x8], x15
	st1	{ v14.2s, v15.2s }, [sp], x30
	st1	{ v22.4h, v23.4h }, [x18]
	st1	{ v16.4h, v17.4h }, [x13]
	st1	{ v30.4h, v31.4h }, [x11]
	st1	{ v20.4h, v21.4h }, [x15]
	st1	{ v27.4h, v28.4h }, [x22], x20
	st1	{ v6.4h, v7.4h }, [x2], x21
	st1	{ v18.4h, v19.4h }, [x26], x1
	st1	{ v31.4h, v0.4h }, [x18], x25
	st1	{ v5.4s, v6.4s }, [x14]
	st1	{ v28.4s, v29.4s }, [x18]
	st1	{ v10.4s, v11.4s }, [x27]
	st1	{ v14.4s, v15.4s }, [x20]
	st1	{ v31.4s, v0.4s }, [x10], x30
	st1	{ v17.4s, v18.4s }, [x9], x28
	st1	{ v11.4s, v12.4s }, [x0], x30
	st1	{ v7.4s, v8.4s }, [x16], x28
	st1	{ v15.8b, v16.8b }, [x9]
	st1	{ v13.8b, v14.8b }, [x25]
	st1	{ v5.8b, v6.8b }, [x28]
	st1	{ v12.8b, v13.8b }, [x29]
	st1	{ v15.8b, v16.8b }, [x8], x17
	st1	{ v13.8b, v14.8b }, [x26], x5
	st1	{ v23.8b, v24.8b }, [x0], x17
	st1	{ v18.8b, v19.8b }, [x21], x8
	st1	{ v10.8h, v11.8h }, [x17]
	st1	{ v20.8h, v21.8h }, [x15]
	st1	{ v12.8h, v13.8h }, [x14]
	st1	{ v22.8h, v23.8h }, [x16]
	st1	{ v26.8h, v27.8h }, [x1], x5
	st1	{ v10.8h, v11.8h }, [x19], x8
	st1	{ v8.8h, v9.8h }, [x2], x27
	st1	{ v2.8h, v3.8h }, [x30], #32
	st1	{ v31.b }[1], [x18]
	st1	{ v13.b }[8], [x15]
	st1	{ v0.b }[4], [x28]
	st1	{ v7.b }[1], [x3]
	st1	{ v10.b }[2], [x20], x2
	st1	{ v12.b }[0], [x22], x23
	st1	{ v7.b }[15], [x4], x1
	st1	{ v16.b }[1], [x3], x15
	st1	{ v19.d }[1], [sp]
	st1	{ v17.d }[0], [x9]
	st1	{ v24.d }[0], [x10]
	st1	{ v13.d }[1], [x11]
	st1	{ v21.d }[1], [x13], x22
	st1	{ v23.d }[0], [x17], x4
	st1	{ v11.d }[0], [x18], x30
	st1	{ v4.d }[1], [x10], x6
	st1	{ v16.h }[6], [x0]
	st1	{ v10.h }[1], [x17]
	st1	{ v27.h }[4], [x24]
	st1	{ v26.h }[3], [x18]
	st1	{ v31.h }[0], [x23], x5
	st1	{ v3.h }[7], [x4], x28
	st1	{ v25.h }[0], [x20], x4
	st1	{ v18.h }[0], [x6], x20
	st1	{ v16.s }[1], [x12]
	st1	{ v16.s }[3], [x17]
	st1	{ v0.s }[3], [x3]
	st1	{ v23.s }[2], [x24]
	st1	{ v8.s }[2], [x6], #4
	st1	{ v25.s }[1], [sp], x18
	st1	{ v31.s }[3], [x7], x29
	st1	{ v24.s }[3], [x8], x11
	st2	{ v15.b, v16.b }[5], [x16]
	st2	{ v13.b, v14.b }[4], [x0]
	st2	{ v24.b, v25.b }[2], [x8]
	st2	{ v24.b, v25.b }[3], [x8]
	st2	{ v28.b, v29.b }[0], [sp], x23
	st2	{ v15.b, v16.b }[12], [x3], x3
	st2	{ v18.b, v19.b }[2], [x29], x8
	st2	{ v29.b, v30.b }[11], [x30], x7
	st2	{ v26.d, v27.d }[0], [x5]
	st2	{ v9.d, v10.d }[1], [x28]
	st2	{ v14.d, v15.d }[0], [x22]
	st2	{ v14.d, v15.d }[0], [sp]
	st2	{ v1.d, v2.d }[0], [x9], x28
	st2	{ v24.d, v25.d }[1], [x10], x5
	st2	{ v29.d, v30.d }[0], [x9], x2
	st2	{ v14.d, v15.d }[0], [x28], x18
	st2	{ v17.h, v18.h }[1], [x29]
	st2	{ v10.h, v11.h }[5], [x27]
	st2	{ v12.h, v13.h }[5], [x23]
	st2	{ v11.h, v12.h }[4], [x21]
	st2	{ v31.h, v0.h }[2], [x21], x12
	st2	{ v16.h, v17.h }[1], [x7], x27
	st2	{ v10.h, v11.h }[1], [sp], x19
	st2	{ v5.h, v6.h }[0], [x18], x23
	st2	{ v9.s, v10.s }[2], [x15]
	st2	{ v25.s, v26.s }[0], [x14]
	st2	{ v0.s, v1.s }[3], [x9]
	st2	{ v22.s, v23.s }[2], [x9]
	st2	{ v31.s, v0.s }[2], [x7], x14
	st2	{ v3.s, v4.s }[1], [x12], x30
	st2	{ v27.s, v28.s }[3], [x22], x25
	st2	{ v18.s, v19.s }[3], [x6], x3
	st2	{ v26.16b, v27.16b }, [x15]
	st2	{ v12.16b, v13.16b }, [x13]
	st2	{ v0.16b, v1.16b }, [x29]
	st2	{ v16.16b, v17.16b }, [x23]
	st2	{ v21.16b, v22.16b }, [x25], x11
	st2	{ v25.16b, v26.16b }, [x10], x2
	st2	{ v20.16b, v21.16b }, [x26], x26
	st2	{ v11.16b, v12.16b }, [x24], x6
	st2	{ v2.2d, v3.2d }, [x23]
	st2	{ v21.2d, v22.2d }, [x0]
	st2	{ v14.2d, v15.2d }, [x7]
	st2	{ v0.2d, v1.2d }, [x9]
	st2	{ v15.2d, v16.2d }, [sp], x0
	st2	{ v18.2d, v19.2d }, [x27], x3
	st2	{ v12.2d, v13.2d }, [x7], x7
	st2	{ v2.2d, v3.2d }, [x25], x11
	st2	{ v29.2s, v30.2s }, [x4]
	st2	{ v24.2s, v25.2s }, [x26]
	st2	{ v16.2s, v17.2s }, [x1]
	st2	{ v15.2s, v16.2s }, [x14]
	st2	{ v18.2s, v19.2s }, [x2], x1
	st2	{ v7.2s, v8.2s }, [x5], x23
	st2	{ v11.2s, v12.2s }, [x25], x14
	st2	{ v10.2s, v11.2s }, [x24], x23
	st2	{ v18.4h, v19.4h }, [x21]
	st2	{ v30.4h, v31.4h }, [x19]
	st2	{ v27.4h, v28.4h }, [x14]
	st2	{ v19.4h, v20.4h }, [x21]
	st2	{ v30.4h, v31.4h }, [x27], x17
	st2	{ v7.4h, v8.4h }, [x7], x18
	st2	{ v22.4h, v23.4h }, [x13], x29
	st2	{ v5.4h, v6.4h }, [x19], x19
	st2	{ v26.4s, v27.4s }, [x27]
	st2	{ v29.4s, v30.4s }, [x20]
	st2	{ v30.4s, v31.4s }, [x27]
	st2	{ v25.4s, v26.4s }, [x15]
	st2	{ v18.4s, v19.4s }, [x16], x16
	st2	{ v13.4s, v14.4s }, [x23], x18
	st2	{ v31.4s, v0.4s }, [x29], x14
	st2	{ v26.4s, v27.4s }, [x24], x20
	st2	{ v25.8b, v26.8b }, [x13]
	st2	{ v28.8b, v29.8b }, [x2]
	st2	{ v4.8b, v5.8b }, [x11]
	st2	{ v6.8b, v7.8b }, [x21]
	st2	{ v5.8b, v6.8b }, [x11], x15
	st2	{ v23.8b, v24.8b }, [sp], x12
	st2	{ v22.8b, v23.8b }, [x3], x6
	st2	{ v29.8b, v30.8b }, [x1], x11
	st2	{ v4.8h, v5.8h }, [x22]
	st2	{ v5.8h, v6.8h }, [x17]
	st2	{ v23.8h, v24.8h }, [x22]
	st2	{ v16.8h, v17.8h }, [x4]
	st2	{ v7.8h, v8.8h }, [x19], x1
	st2	{ v31.8h, v0.8h }, [x2], x25
	st2	{ v6.8h, v7.8h }, [x8], x9
	st2	{ v13.8h, v14.8h }, [x27], x22
	st3	{ v31.b, v0.b, v1.b }[0], [x21]
	st3	{ v7.b, v8.b, v9.b }[12], [x4]
	st3	{ v27.b, v28.b, v29.b }[11], [x5]
	st3	{ v7.b, v8.b, v9.b }[13], [sp]
	st3	{ v29.b, v30.b, v31.b }[1], [x14], x12
	st3	{ v11.b, v12.b, v13.b }[0], [x11], x20
	st3	{ v25.b, v26.b, v27.b }[9], [x27], x1
	st3	{ v13.b, v14.b, v15.b }[0], [x16], x6
	st3	{ v31.d, v0.d, v1.d }[1], [x25]
	st3	{ v19.d, v20.d, v21.d }[1], [x16]
	st3	{ v2.d, v3.d, v4.d }[1], [x26]
	st3	{ v8.d, v9.d, v10.d }[0], [x28]
	st3	{ v18.d, v19.d, v20.d }[1], [x11], x2
	st3	{ v9.d, v10.d, v11.d }[1], [x30], x15
	st3	{ v19.d, v20.d, v21.d }[0], [x12], x10
	st3	{ v5.d, v6.d, v7.d }[1], [x26], x5
	st3	{ v9.h, v10.h, v11.h }[4], [x29]
	st3	{ v8.h, v9.h, v10.h }[3], [x12]
	st3	{ v4.h, v5.h, v6.h }[6], [x5]
	st3	{ v14.h, v15.h, v16.h }[3], [x21]
	st3	{ v9.h, v10.h, v11.h }[0], [x24], x5
	st3	{ v29.h, v30.h, v31.h }[3], [x2], x4
	st3	{ v5.h, v6.h, v7.h }[0], [x23], x13
	st3	{ v13.h, v14.h, v15.h }[2], [x27], x15
	st3	{ v17.s, v18.s, v19.s }[0], [x13]
	st3	{ v13.s, v14.s, v15.s }[0], [x27]
	st3	{ v31.s, v0.s, v1.s }[0], [x29]
	st3	{ v5.s, v6.s, v7.s }[1], [x2]
	st3	{ v16.s, v17.s, v18.s }[2], [x19], x29
	st3	{ v9.s, v10.s, v11.s }[2], [x25], x29
	st3	{ v7.s, v8.s, v9.s }[1], [x11], x24
	st3	{ v30.s, v31.s, v0.s }[2], [x7], x4
	st3	{ v7.16b, v8.16b, v9.16b }, [x25]
	st3	{ v23.16b, v24.16b, v25.16b }, [x23]
	st3	{ v14.16b, v15.16b, v16.16b }, [x7]
	st3	{ v30.16b, v31.16b, v0.16b }, [x12]
	st3	{ v22.16b, v23.16b, v24.16b }, [x23], x22
	st3	{ v23.16b, v24.16b, v25.16b }, [x20], x20
	st3	{ v29.16b, v30.16b, v31.16b }, [x24], x21
	st3	{ v17.16b, v18.16b, v19.16b }, [x26], x22
	st3	{ v25.2d, v26.2d, v27.2d }, [x29]
	st3	{ v16.2d, v17.2d, v18.2d }, [x27]
	st3	{ v13.2d, v14.2d, v15.2d }, [x22]
	st3	{ v20.2d, v21.2d, v22.2d }, [x23]
	st3	{ v9.2d, v10.2d, v11.2d }, [x9], x7
	st3	{ v0.2d, v1.2d, v2.2d }, [x4], x1
	st3	{ v3.2d, v4.2d, v5.2d }, [x3], x0
	st3	{ v16.2d, v17.2d, v18.2d }, [x11], x3
	st3	{ v26.2s, v27.2s, v28.2s }, [x25]
	st3	{ v15.2s, v16.2s, v17.2s }, [x27]
	st3	{ v30.2s, v31.2s, v0.2s }, [x15]
	st3	{ v21.2s, v22.2s, v23.2s }, [x16]
	st3	{ v16.2s, v17.2s, v18.2s }, [x6], x0
	st3	{ v31.2s, v0.2s, v1.2s }, [x6], x1
	st3	{ v26.2s, v27.2s, v28.2s }, [x13], #24
	st3	{ v6.2s, v7.2s, v8.2s }, [x13], x4
	st3	{ v28.4h, v29.4h, v30.4h }, [x11]
	st3	{ v3.4h, v4.4h, v5.4h }, [x28]
	st3	{ v8.4h, v9.4h, v10.4h }, [x2]
	st3	{ v0.4h, v1.4h, v2.4h }, [x3]
	st3	{ v22.4h, v23.4h, v24.4h }, [x3], x19
	st3	{ v17.4h, v18.4h, v19.4h }, [x24], x11
	st3	{ v25.4h, v26.4h, v27.4h }, [x5], x6
	st3	{ v2.4h, v3.4h, v4.4h }, [x26], x6
	st3	{ v21.4s, v22.4s, v23.4s }, [x25]
	st3	{ v17.4s, v18.4s, v19.4s }, [x18]
	st3	{ v8.4s, v9.4s, v10.4s }, [x9]
	st3	{ v15.4s, v16.4s, v17.4s }, [x14]
	st3	{ v3.4s, v4.4s, v5.4s }, [x21], x23
	st3	{ v12.4s, v13.4s, v14.4s }, [x13], x21
	st3	{ v31.4s, v0.4s, v1.4s }, [x20], x29
	st3	{ v7.4s, v8.4s, v9.4s }, [x17], x8
	st3	{ v21.8b, v22.8b, v23.8b }, [x28]
	st3	{ v27.8b, v28.8b, v29.8b }, [x10]
	st3	{ v31.8b, v0.8b, v1.8b }, [x14]
	st3	{ v14.8b, v15.8b, v16.8b }, [x17]
	st3	{ v20.8b, v21.8b, v22.8b }, [x15], x12
	st3	{ v21.8b, v22.8b, v23.8b }, [x5], x0
	st3	{ v0.8b, v1.8b, v2.8b }, [x6], x12
	st3	{ v28.8b, v29.8b, v30.8b }, [x29], x25
	st3	{ v4.8h, v5.8h, v6.8h }, [x5]
	st3	{ v25.8h, v26.8h, v27.8h }, [x19]
	st3	{ v10.8h, v11.8h, v12.8h }, [x17]
	st3	{ v24.8h, v25.8h, v26.8h }, [x21]
	st3	{ v15.8h, v16.8h, v17.8h }, [x7], x27
	st3	{ v10.8h, v11.8h, v12.8h }, [x10], x12
	st3	{ v20.8h, v21.8h, v22.8h }, [x24], x11
	st3	{ v5.8h, v6.8h, v7.8h }, [x21], x25
	st4	{ v6.b, v7.b, v8.b, v9.b }[9], [x20]
	st4	{ v10.b, v11.b, v12.b, v13.b }[0], [x3]
	st4	{ v2.b, v3.b, v4.b, v5.b }[0], [x6]
	st4	{ v20.b, v21.b, v22.b, v23.b }[15], [x19]
	st4	{ v3.b, v4.b, v5.b, v6.b }[1], [x0], x15
	st4	{ v30.b, v31.b, v0.b, v1.b }[7], [x15], x7
	st4	{ v28.b, v29.b, v30.b, v31.b }[15], [x6], x28
	st4	{ v20.b, v21.b, v22.b, v23.b }[1], [x18], x2
	st4	{ v21.d, v22.d, v23.d, v24.d }[0], [x2]
	st4	{ v21.d, v22.d, v23.d, v24.d }[1], [x7]
	st4	{ v10.d, v11.d, v12.d, v13.d }[1], [x27]
	st4	{ v11.d, v12.d, v13.d, v14.d }[1], [x25]
	st4	{ v29.d, v30.d, v31.d, v0.d }[1], [x17], x20
	st4	{ v30.d, v31.d, v0.d, v1.d }[0], [x10], x25
	st4	{ v25.d, v26.d, v27.d, v28.d }[0], [x12], x12
	st4	{ v13.d, v14.d, v15.d, v16.d }[1], [x26], x11
	st4	{ v5.h, v6.h, v7.h, v8.h }[5], [x8]
	st4	{ v29.h, v30.h, v31.h, v0.h }[2], [x30]
	st4	{ v2.h, v3.h, v4.h, v5.h }[4], [x7]
	st4	{ v8.h, v9.h, v10.h, v11.h }[1], [x17]
	st4	{ v3.h, v4.h, v5.h, v6.h }[0], [x26], #8
	st4	{ v19.h, v20.h, v21.h, v22.h }[7], [x1], x27
	st4	{ v11.h, v12.h, v13.h, v14.h }[4], [x12], x28
	st4	{ v0.h, v1.h, v2.h, v3.h }[1], [x0], x26
	st4	{ v0.s, v1.s, v2.s, v3.s }[0], [x26]
	st4	{ v5.s, v6.s, v7.s, v8.s }[3], [x7]
	st4	{ v19.s, v20.s, v21.s, v22.s }[0], [sp]
	st4	{ v14.s, v15.s, v16.s, v17.s }[1], [x15]
	st4	{ v11.s, v12.s, v13.s, v14.s }[2], [x17], x22
	st4	{ v11.s, v12.s, v13.s, v14.s }[0], [x0], x3
	st4	{ v3.s, v4.s, v5.s, v6.s }[0], [x30], x9
	st4	{ v21.s, v22.s, v23.s, v24.s }[2], [x12], x21
	st4	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x0]
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x4]
	st4	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x4]
	st4	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x6]
	st4	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x16], x25
	st4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x4], x26
	st4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x15], x29
	st4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x28], #64
	st4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x25]
	st4	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x0]
	st4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x22]
	st4	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x16]
	st4	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x16], x10
	st4	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x21], x22
	st4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x22], x13
	st4	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x10], x9
	st4	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x21]
	st4	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x20]
	st4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x2]
	st4	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x27]
	st4	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x17], x3
	st4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x21], x12
	st4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x18], x20
	st4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x26], #32
	st4	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x26]
	st4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x6]
	st4	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x20]
	st4	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x25]
	st4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x1], x13
	st4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x5], x13
	st4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x15], x4
	st4	{ v11.4h, v12.4h, v13.4h, v14.4h }, [x6], x22
	st4	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x2]
	st4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x21]
	st4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x8]
	st4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x17]
	st4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x14], x28
	st4	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x1], x20
	st4	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x21], x8
	st4	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x13], x2
	st4	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x6]
	st4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x19]
	st4	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x3]
	st4	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x5]
	st4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x16], x4
	st4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x19], x20
	st4	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x4], x11
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x6], x14
	st4	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x11]
	st4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x26]
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x30]
	st4	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x6]
	st4	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x27], x11
	st4	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x19], x24
	st4	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x25], x0
	st4	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x26], x20
	stlr	w29, [x28]
	stlr	w15, [x28]
	stlr	w17, [x20]
	stlr	w12, [x29]
	stlr	x13, [x11]
	stlr	x2, [x15]
	stlr	x13, [x23]
	stlr	x5, [x3]
	stlrb	w30, [x14]
	stlrb	w19, [x29]
	stlrb	w20, [x1]
	stlrb	w16, [x17]
	stlrh	w7, [x12]
	stlrh	w26, [x19]
	stlrh	w3, [x3]
	stlrh	w27, [x16]
	stlxp	w30, w18, w27, [x13]
	stlxp	w29, w17, w21, [x13]
	stlxp	w6, w25, w18, [x17]
	stlxp	w16, w1, w18, [x29]
	stlxp	w23, x8, x25, [x25]
	stlxp	w17, x11, x5, [x2]
	stlxp	w22, x14, x13, [x18]
	stlxp	w14, x0, x20, [x7]
	stlxr	w20, w24, [x15]
	stlxr	w4, wzr, [x9]
	stlxr	w19, w15, [x21]
	stlxr	w4, w20, [x19]
	stlxr	w10, x0, [x24]
	stlxr	w8, x12, [x30]
	stlxr	w24, x21, [x18]
	stlxr	w28, x7, [x5]
	stlxrb	w2, w7, [x1]
	stlxrb	w12, w19, [x19]
	stlxrb	w28, w12, [x12]
	stlxrb	w13, w17, [x18]
	stlxrh	w3, w20, [x19]
	stlxrh	w18, w30, [x10]
	stlxrh	w27, w1, [x29]
	stlxrh	w24, w30, [x6]
	stnp	d3, d0, [x15, #320]
	stnp	d18, d19, [x15, #232]
	stnp	d17, d7, [x15, #-288]
	stnp	d21, d7, [x15]
	stnp	q21, q7, [x29, #-304]
	stnp	q8, q2, [x7, #-304]
	stnp	q0, q7, [x17, #-896]
	stnp	q18, q31, [x17, #-304]
	stnp	s18, s0, [x16]
	stnp	s7, s30, [x8, #-128]
	stnp	s16, s31, [x28, #-64]
	stnp	s16, s26, [x22]
	stnp	w26, w29, [x28]
	stnp	w12, w6, [x0, #-36]
	stnp	w9, wzr, [x14, #-80]
	stnp	w13, wzr, [x1, #96]
	stnp	x25, x15, [x4, #-32]
	stnp	x16, x26, [x12]
	stnp	x24, x30, [x8, #-512]
	stnp	x24, xzr, [x27, #-512]
	stp	d19, d8, [x7, #-216]
	stp	d14, d13, [x12, #-288]
	stp	d19, d17, [x9]
	stp	d7, d29, [x25, #-280]
	stp	d22, d17, [x10], #-224
	stp	d5, d20, [x14], #-8
	stp	d11, d10, [x4], #-512
	stp	d15, d14, [x11], #200
	stp	d15, d29, [x17, #0]!
	stp	d16, d12, [x26, #-496]!
	stp	d31, d28, [x2, #-32]!
	stp	d4, d28, [x6, #0]!
	stp	q26, q20, [x17]
	stp	q9, q26, [x21]
	stp	q28, q27, [x20]
	stp	q2, q3, [x26, #-160]
	stp	q9, q22, [x22], #944
	stp	q20, q5, [x18], #448
	stp	q13, q1, [x12], #-16
	stp	q14, q15, [x24], #-480
	stp	q0, q9, [x0, #-496]!
	stp	q4, q12, [x8, #832]!
	stp	q22, q30, [x18, #32]!
	stp	q12, q30, [x2, #-1024]!
	stp	s20, s18, [x18, #-4]
	stp	s21, s24, [x1, #-64]
	stp	s0, s17, [x21, #144]
	stp	s2, s21, [x23]
	stp	s27, s11, [x28], #-248
	stp	s5, s14, [x0], #152
	stp	s4, s23, [x24], #252
	stp	s3, s12, [x30], #148
	stp	s14, s25, [x30, #124]!
	stp	s22, s25, [x21, #-104]!
	stp	s21, s6, [x13, #-116]!
	stp	s25, s27, [x3, #120]!
	stp	w21, w9, [x26]
	stp	w23, w10, [x18]
	stp	w8, w27, [x6, #144]
	stp	w8, w21, [sp, #128]
	stp	w19, w30, [x16], #-256
	stp	w16, w10, [x11], #60
	stp	w9, w11, [x13], #-136
	stp	w24, w20, [x13], #212
	stp	w10, w19, [x7, #0]!
	stp	w8, w8, [x2, #-236]!
	stp	w24, w24, [x2, #68]!
	stp	w4, w18, [x23, #220]!
	stp	x26, x18, [x19, #112]
	stp	x10, x7, [x30, #344]
	stp	x8, x30, [x29, #-512]
	stp	x27, x2, [x18]
	stp	x0, x6, [x12], #-312
	stp	x14, x1, [x13], #424
	stp	x18, x30, [x11], #-216
	stp	x5, x16, [x10], #320
	stp	x16, xzr, [x5, #0]!
	stp	x23, xzr, [x14, #-408]!
	stp	x26, x4, [x6, #144]!
	stp	x12, x22, [x0, #376]!
	stur	b22, [x10, #69]
	stur	b23, [x8]
	stur	b22, [x2, #44]
	stur	b24, [x19]
	str	b27, [x26], #255
	str	b14, [x28], #-130
	str	b19, [x8], #-256
	str	b18, [x20], #87
	str	b18, [x26, #135]!
	str	b4, [x8, #-220]!
	str	b4, [x23, #31]!
	str	b30, [x10, #162]!
	str	b1, [x12, w9, uxtw]
	str	b13, [x9, w27, sxtw]
	str	b3, [x12, w21, sxtw]
	str	b27, [x4, w23, sxtw]
	str	b9, [x19, x27, sxtx #0]
	str	b18, [x24, x7, sxtx]
	str	b1, [x20, x24, sxtx]
	str	b24, [x24, x21, lsl #0]
	str	b25, [x18]
	str	b22, [x4]
	str	b18, [x17, #2907]
	str	b12, [x27]
	sturb	w18, [x17]
	sturb	w7, [x11, #38]
	sturb	w27, [x26]
	sturb	w7, [x18, #-122]
	strb	w18, [x30], #-1
	strb	w3, [x22], #-123
	strb	w29, [x10], #142
	strb	w4, [x28], #-186
	strb	w16, [x20, #5]!
	strb	w20, [x21, #8]!
	strb	w9, [x5, #-47]!
	strb	w17, [x1, #1]!
	strb	w7, [x3, w17, uxtw]
	strb	w11, [x18, w4, sxtw #0]
	strb	w23, [x21, w14, sxtw #0]
	strb	w1, [x9, w14, uxtw]
	strb	w25, [x17, x20, lsl #0]
	strb	w12, [x10, x9, lsl #0]
	strb	w29, [x29, x24]
	strb	w0, [x30, x30, lsl #0]
	strb	w27, [x9]
	strb	w16, [x13]
	strb	w21, [x0, #2498]
	strb	w9, [x28, #4095]
	stur	d23, [x0]
	stur	d10, [x11, #142]
	stur	d13, [x22, #186]
	stur	d24, [x15]
	str	d14, [x10], #-189
	str	d0, [x21], #-58
	str	d29, [x12], #-134
	str	d15, [x9], #-2
	str	d16, [x11, #-102]!
	str	d23, [sp, #230]!
	str	d9, [x29, #1]!
	str	d6, [x26, #181]!
	str	d14, [x29, w15, sxtw #3]
	str	d26, [x2, w16, sxtw]
	str	d5, [x26, w1, sxtw #3]
	str	d17, [x14, wzr, sxtw]
	str	d14, [x17, x20, sxtx #3]
	str	d15, [x30, x17, sxtx #3]
	str	d18, [x30, x10, sxtx]
	str	d14, [x21, x7, lsl #3]
	str	d25, [x25, #21144]
	str	d22, [x9, #17520]
	str	d3, [x14]
	str	d3, [x5, #7520]
	stur	h31, [x13, #-89]
	stur	h18, [x25, #-151]
	stur	h23, [x7, #180]
	stur	h11, [x26, #192]
	str	h28, [x25], #-256
	str	h14, [x9], #-94
	str	h24, [x29], #187
	str	h18, [x10], #127
	str	h20, [x27, #127]!
	str	h6, [x17, #121]!
	str	h20, [x16, #-23]!
	str	h12, [x24, #4]!
	str	h1, [x10, w30, uxtw]
	str	h23, [x30, w9, uxtw #1]
	str	h5, [x19, w25, sxtw #1]
	str	h18, [x23, w15, sxtw]
	str	h13, [x28, x5, sxtx #1]
	str	h10, [x2, x4]
	str	h10, [x15, x10]
	str	h20, [x16, xzr, lsl #1]
	str	h2, [x25, #872]
	str	h10, [x10, #2590]
	str	h5, [x2, #7702]
	str	h9, [x30]
	sturh	w30, [x3]
	sturh	w1, [x1, #150]
	sturh	w30, [x18, #-106]
	sturh	w5, [x20, #183]
	strh	w16, [x2], #-106
	strh	w13, [x22], #153
	strh	w11, [x21], #-4
	strh	w6, [x15], #0
	strh	w13, [x8, #-132]!
	strh	w1, [x5, #8]!
	strh	w20, [x0, #255]!
	strh	w24, [x12, #197]!
	strh	w25, [x3, w5, sxtw #1]
	strh	w17, [x13, w10, sxtw]
	strh	w16, [x15, w20, sxtw #1]
	strh	w18, [x7, w29, uxtw]
	strh	w23, [x18, x1]
	strh	w11, [x14, x2, sxtx]
	strh	w18, [x23, x9]
	strh	w24, [x14, xzr]
	strh	w24, [x30]
	strh	w16, [sp, #7830]
	strh	w7, [x19, #4178]
	strh	w23, [x16]
	stur	q23, [x18, #-256]
	stur	q25, [x22]
	stur	q1, [x18, #171]
	stur	q25, [x16]
	str	q10, [x20], #53
	str	q16, [x18], #-106
	str	q12, [x12], #255
	str	q16, [x30], #-105
	str	q20, [x28, #-133]!
	str	q18, [x18, #-55]!
	str	q1, [x23, #-256]!
	str	q21, [x10, #99]!
	str	q31, [x14, w3, sxtw #4]
	str	q20, [x13, w20, uxtw]
	str	q11, [x25, w13, sxtw]
	str	q11, [x2, w15, sxtw #4]
	str	q24, [x21, x9, sxtx #4]
	str	q10, [x0, x1, sxtx #4]
	str	q28, [x10, x29, sxtx #4]
	str	q12, [sp, x17, sxtx #4]
	str	q25, [x6]
	str	q26, [x26]
	str	q23, [x12]
	str	q6, [x8]
	stur	s13, [x21]
	stur	s15, [x18, #255]
	stur	s11, [x17]
	stur	s15, [x16, #255]
	str	s15, [x24], #1
	str	s29, [x7], #-224
	str	s2, [x11], #-217
	str	s23, [sp], #-42
	str	s1, [x0, #-223]!
	str	s14, [x7, #255]!
	str	s17, [x6, #-139]!
	str	s24, [x13, #-235]!
	str	s11, [x13, w19, sxtw]
	str	s5, [x7, w0, sxtw]
	str	s26, [x24, w25, sxtw]
	str	s6, [x1, w4, sxtw]
	str	s24, [x1, x16]
	str	s4, [x8, xzr, sxtx]
	str	s10, [x14, x10]
	str	s9, [x8, x22, lsl #2]
	str	s1, [sp]
	str	s6, [x26]
	str	s29, [x11]
	str	s18, [x6, #2272]
	stur	w20, [x25, #-100]
	stur	w9, [x3, #-94]
	stur	w7, [x5]
	stur	w2, [x29, #-74]
	str	w5, [x8], #-141
	str	w29, [x9], #-70
	str	w6, [x18], #57
	str	w14, [x2], #90
	str	w6, [x11, #-256]!
	str	w28, [x11, #117]!
	str	w1, [x0, #-256]!
	str	w5, [x6, #47]!
	str	w26, [x17, w1, sxtw #2]
	str	w11, [x5, w26, sxtw]
	str	w28, [x3, w3, sxtw]
	str	w12, [x18, w5, sxtw #2]
	str	w14, [x18, x7, lsl #2]
	str	w1, [x1, x18, lsl #2]
	str	w9, [x13, x6, lsl #2]
	str	w12, [x24, x22]
	str	w16, [x11]
	str	w12, [sp, #4912]
	str	w21, [x11]
	str	wzr, [x16]
	stur	x7, [x19, #-59]
	stur	x16, [x27, #213]
	stur	x22, [x19, #224]
	stur	x22, [x26, #196]
	str	x30, [x6], #206
	str	x28, [x14], #77
	str	x3, [x17], #-256
	str	x25, [x24], #39
	str	x17, [x10, #-76]!
	str	x3, [x11, #187]!
	str	x19, [x17, #129]!
	str	x26, [x27, #-80]!
	str	x20, [x29, w24, uxtw #3]
	str	x7, [x28, w18, sxtw #3]
	str	x4, [x4, w23, uxtw]
	str	x24, [x20, w26, sxtw #3]
	str	x10, [x14, x28, sxtx]
	str	x14, [x22, x29]
	str	x15, [x10, x26, sxtx #3]
	str	x14, [x21, x0, sxtx #3]
	str	x10, [x30]
	str	x18, [x6, #9088]
	str	x17, [x6]
	str	x25, [x3]
	sttrb	w10, [x11, #229]
	sttrb	w18, [x7, #4]
	sttrb	w29, [x28]
	sttrb	w0, [x19, #-91]
	sttrh	w18, [x13, #-230]
	sttrh	w14, [x16]
	sttrh	w23, [x22, #-68]
	sttrh	w17, [x1, #1]
	sttr	w30, [x30, #255]
	sttr	w23, [x24, #126]
	sttr	w30, [x4, #-256]
	sttr	w9, [x11, #-49]
	sttr	x4, [x15, #1]
	sttr	x29, [x8, #142]
	sttr	x2, [x22, #44]
	sttr	x20, [x8, #-20]
	stxp	w10, w28, w17, [x2]
	stxp	w28, w14, w8, [x21]
	stxp	w27, wzr, w11, [x18]
	stxp	w27, w21, w16, [x29]
	stxp	w13, x3, x7, [x17]
	stxp	w24, x2, x10, [x16]
	stxp	w12, x15, xzr, [x7]
	stxp	w13, x7, x7, [x10]
	stxr	w6, w26, [x15]
	stxr	w13, w9, [x24]
	stxr	w19, w30, [x6]
	stxr	w9, w27, [x8]
	stxr	w12, x6, [x4]
	stxr	w18, x2, [x10]
	stxr	w0, x25, [x12]
	stxr	w26, x2, [x4]
	stxrb	w5, w10, [x21]
	stxrb	w3, wzr, [x20]
	stxrb	w6, w19, [x1]
	stxrb	w13, w12, [x7]
	stxrh	w5, w0, [x14]
	stxrh	w25, w18, [sp]
	stxrh	w5, w25, [x24]
	stxrh	w18, w1, [x14]
	subhn	v11.2s, v31.2d, v8.2d
	subhn	v30.2s, v31.2d, v19.2d
	subhn	v1.2s, v13.2d, v11.2d
	subhn	v24.2s, v20.2d, v23.2d
	subhn2	v4.4s, v20.2d, v16.2d
	subhn2	v24.4s, v26.2d, v0.2d
	subhn2	v21.4s, v30.2d, v6.2d
	subhn2	v8.4s, v22.2d, v8.2d
	subhn	v29.4h, v28.4s, v22.4s
	subhn	v23.4h, v3.4s, v22.4s
	subhn	v2.4h, v8.4s, v12.4s
	subhn	v30.4h, v18.4s, v17.4s
	subhn2	v1.8h, v17.4s, v11.4s
	subhn2	v30.8h, v29.4s, v17.4s
	subhn2	v8.8h, v18.4s, v29.4s
	subhn2	v25.8h, v24.4s, v5.4s
	subhn	v26.8b, v5.8h, v31.8h
	subhn	v0.8b, v18.8h, v12.8h
	subhn	v26.8b, v30.8h, v17.8h
	subhn	v1.8b, v21.8h, v14.8h
	subhn2	v18.16b, v12.8h, v22.8h
	subhn2	v25.16b, v20.8h, v9.8h
	subhn2	v4.16b, v28.8h, v27.8h
	subhn2	v8.16b, v11.8h, v14.8h
	subs	w9, w19, #983
	subs	w25, w13, #1, lsl #12
	subs	w23, w10, #1334, lsl #12
	cmp	w8, #1540, lsl #12
	subs	w2, w13, w0, asr #5
	cmp	w28, w27, lsl #1
	subs	w14, w8, w2
	subs	w14, w2, w1, asr #31
	cmp	w4, w4, uxtx #3
	cmp	w23, w14, sxtw #1
	cmp	w14, w24, uxtw
	subs	w29, w24, w21, uxtb #1
	cmp	x6, #1288
	subs	x7, x19, #1231, lsl #12
	cmp	x2, #0, lsl #12
	cmp	x21, #331
	subs	x3, x4, x13, lsr #19
	cmp	x13, x29
	subs	x24, x11, x23, lsr #1
	cmp	xzr, x4
	cmp	x17, w0, sxth
	subs	x1, x23, w11, sxtb #3
	cmp	x19, w8, uxth #3
	cmp	x4, w14, uxtw #1
	subs	x16, x19, x25, uxtx #4
	subs	x19, x5, x19, uxtx
	subs	x16, x4, x19, sxtx #4
	subs	x30, x16, x30, uxtx
	sub	w25, w13, #334, lsl #12
	sub	w30, w21, #1677, lsl #12
	sub	w18, w8, #0, lsl #12
	sub	w1, w15, #2180, lsl #12
	sub	w7, w3, w11, lsr #24
	sub	w1, w21, w1, lsr #6
	neg	w16, w13
	sub	w8, w29, w26, lsl #5
	sub	w21, w15, w23, sxtw #4
	sub	w26, w28, w12, uxth #2
	sub	wsp, w7, w14, sxth #4
	sub	w20, w8, w11, uxtb #1
	sub	x22, x0, #0
	sub	x11, x20, #0
	sub	x6, x16, #479, lsl #12
	sub	x28, x0, #1739
	neg	x16, x13
	neg	x30, x16
	sub	x17, x15, x13, lsr #63
	neg	x9, x26, lsr #1
	sub	x17, x18, w26, sxth #1
	sub	x17, x30, w14, uxtb #2
	sub	x1, x10, w13, uxth
	sub	x23, x12, w20, uxth #1
	sub	x28, x13, x22, uxtx
	sub	x16, x1, x25, sxtx
	sub	x11, x14, x21, uxtx
	sub	x12, x25, x25, uxtx #3
	sub	d17, d29, d3
	sub	d31, d29, d23
	sub	d12, d23, d11
	sub	d5, d1, d29
	sub	v31.16b, v29.16b, v14.16b
	sub	v27.16b, v1.16b, v18.16b
	sub	v29.16b, v23.16b, v1.16b
	sub	v28.16b, v24.16b, v13.16b
	sub	v13.2d, v14.2d, v16.2d
	sub	v19.2d, v15.2d, v25.2d
	sub	v3.2d, v6.2d, v9.2d
	sub	v29.2d, v25.2d, v14.2d
	sub	v31.2s, v16.2s, v11.2s
	sub	v24.2s, v7.2s, v10.2s
	sub	v27.2s, v23.2s, v21.2s
	sub	v31.2s, v24.2s, v12.2s
	sub	v21.4h, v26.4h, v9.4h
	sub	v10.4h, v25.4h, v6.4h
	sub	v24.4h, v19.4h, v17.4h
	sub	v16.4h, v6.4h, v11.4h
	sub	v20.4s, v21.4s, v6.4s
	sub	v18.4s, v18.4s, v20.4s
	sub	v21.4s, v9.4s, v10.4s
	sub	v5.4s, v26.4s, v10.4s
	sub	v31.8b, v5.8b, v13.8b
	sub	v10.8b, v13.8b, v1.8b
	sub	v31.8b, v10.8b, v12.8b
	sub	v0.8b, v16.8b, v18.8b
	sub	v0.8h, v21.8h, v13.8h
	sub	v21.8h, v10.8h, v30.8h
	sub	v15.8h, v20.8h, v18.8h
	sub	v9.8h, v23.8h, v17.8h
	suqadd	b21, b31
	suqadd	b2, b4
	suqadd	b21, b30
	suqadd	b0, b31
	suqadd	d13, d4
	suqadd	d1, d17
	suqadd	d25, d1
	suqadd	d6, d8
	suqadd	h31, h17
	suqadd	h18, h22
	suqadd	h30, h15
	suqadd	h26, h28
	suqadd	s15, s2
	suqadd	s12, s6
	suqadd	s21, s28
	suqadd	s24, s0
	suqadd	v12.16b, v9.16b
	suqadd	v13.16b, v22.16b
	suqadd	v21.16b, v22.16b
	suqadd	v15.16b, v28.16b
	suqadd	v19.2d, v31.2d
	suqadd	v4.2d, v29.2d
	suqadd	v12.2d, v21.2d
	suqadd	v17.2d, v23.2d
	suqadd	v3.2s, v24.2s
	suqadd	v23.2s, v17.2s
	suqadd	v26.2s, v22.2s
	suqadd	v22.2s, v20.2s
	suqadd	v24.4h, v18.4h
	suqadd	v22.4h, v16.4h
	suqadd	v18.4h, v18.4h
	suqadd	v10.4h, v14.4h
	suqadd	v2.4s, v27.4s
	suqadd	v17.4s, v9.4s
	suqadd	v4.4s, v14.4s
	suqadd	v6.4s, v23.4s
	suqadd	v5.8b, v24.8b
	suqadd	v8.8b, v2.8b
	suqadd	v31.8b, v12.8b
	suqadd	v2.8b, v11.8b
	suqadd	v6.8h, v20.8h
	suqadd	v27.8h, v24.8h
	suqadd	v11.8h, v5.8h
	suqadd	v26.8h, v30.8h
	svc	#0xbaf
	svc	#0xb34a
	svc	#0x7eae
	svc	#0xf218
	sys	#0, c15, c15, #2, x15
	sys	#0, c15, c15, #1, x5
	sys	#0, c0, c9, #7, x25
	sys	#1, c0, c5, #6, x1
	sysl	x13, #6, c0, c8, #7
	sysl	x12, #1, c6, c0, #1
	sysl	x0, #3, c1, c0, #7
	sysl	x15, #0, c11, c0, #1
	tbl	v31.16b, { v29.16b }, v6.16b
	tbl	v9.16b, { v20.16b }, v1.16b
	tbl	v4.16b, { v21.16b }, v24.16b
	tbl	v14.16b, { v5.16b }, v12.16b
	tbl	v30.16b, { v18.16b, v19.16b }, v25.16b
	tbl	v30.16b, { v11.16b, v12.16b }, v5.16b
	tbl	v30.16b, { v18.16b, v19.16b }, v31.16b
	tbl	v25.16b, { v15.16b, v16.16b }, v17.16b
	tbl	v2.16b, { v2.16b, v3.16b, v4.16b }, v29.16b
	tbl	v17.16b, { v26.16b, v27.16b, v28.16b }, v31.16b
	tbl	v3.16b, { v18.16b, v19.16b, v20.16b }, v20.16b
	tbl	v22.16b, { v5.16b, v6.16b, v7.16b }, v27.16b
	tbl	v6.16b, { v14.16b, v15.16b, v16.16b, v17.16b }, v3.16b
	tbl	v14.16b, { v18.16b, v19.16b, v20.16b, v21.16b }, v24.16b
	tbl	v1.16b, { v15.16b, v16.16b, v17.16b, v18.16b }, v23.16b
	tbl	v15.16b, { v4.16b, v5.16b, v6.16b, v7.16b }, v9.16b
	tbl	v27.8b, { v14.16b }, v15.8b
	tbl	v23.8b, { v13.16b }, v26.8b
	tbl	v13.8b, { v28.16b }, v3.8b
	tbl	v24.8b, { v11.16b }, v24.8b
	tbl	v12.8b, { v21.16b, v22.16b }, v9.8b
	tbl	v31.8b, { v15.16b, v16.16b }, v25.8b
	tbl	v10.8b, { v27.16b, v28.16b }, v31.8b
	tbl	v9.8b, { v26.16b, v27.16b }, v23.8b
	tbl	v23.8b, { v4.16b, v5.16b, v6.16b }, v8.8b
	tbl	v4.8b, { v27.16b, v28.16b, v29.16b }, v6.8b
	tbl	v21.8b, { v27.16b, v28.16b, v29.16b }, v2.8b
	tbl	v3.8b, { v14.16b, v15.16b, v16.16b }, v25.8b
	tbl	v13.8b, { v17.16b, v18.16b, v19.16b, v20.16b }, v31.8b
	tbl	v1.8b, { v25.16b, v26.16b, v27.16b, v28.16b }, v0.8b
	tbl	v24.8b, { v20.16b, v21.16b, v22.16b, v23.16b }, v9.8b
	tbl	v7.8b, { v6.16b, v7.16b, v8.16b, v9.16b }, v5.8b
	tbnz	w29, #1, #-21372
	tbnz	w16, #19, #0
	tbnz	w25, #10, #-16240
	tbnz	w20, #3, #30148
	tbnz	x22, #34, #32764
	tbnz	x1, #51, #-29764
	tbnz	x16, #35, #-18092
	tbnz	x12, #61, #-10132
	tbx	v22.16b, { v25.16b }, v6.16b
	tbx	v0.16b, { v14.16b }, v4.16b
	tbx	v0.16b, { v12.16b }, v18.16b
	tbx	v30.16b, { v15.16b }, v22.16b
	tbx	v1.16b, { v2.16b, v3.16b }, v17.16b
	tbx	v27.16b, { v14.16b, v15.16b }, v12.16b
	tbx	v21.16b, { v9.16b, v10.16b }, v29.16b
	tbx	v27.16b, { v20.16b, v21.16b }, v29.16b
	tbx	v15.16b, { v23.16b, v24.16b, v25.16b }, v30.16b
	tbx	v21.16b, { v12.16b, v13.16b, v14.16b }, v28.16b
	tbx	v21.16b, { v13.16b, v14.16b, v15.16b }, v2.16b
	tbx	v16.16b, { v23.16b, v24.16b, v25.16b }, v13.16b
	tbx	v3.16b, { v27.16b, v28.16b, v29.16b, v30.16b }, v29.16b
	tbx	v24.16b, { v18.16b, v19.16b, v20.16b, v21.16b }, v23.16b
	tbx	v30.16b, { v22.16b, v23.16b, v24.16b, v25.16b }, v29.16b
	tbx	v30.16b, { v29.16b, v30.16b, v31.16b, v0.16b }, v16.16b
	tbx	v5.8b, { v20.16b }, v15.8b
	tbx	v0.8b, { v28.16b }, v23.8b
	tbx	v23.8b, { v5.16b }, v20.8b
	tbx	v27.8b, { v25.16b }, v24.8b
	tbx	v7.8b, { v29.16b, v30.16b }, v0.8b
	tbx	v6.8b, { v11.16b, v12.16b }, v3.8b
	tbx	v28.8b, { v25.16b, v26.16b }, v6.8b
	tbx	v4.8b, { v6.16b, v7.16b }, v2.8b
	tbx	v18.8b, { v20.16b, v21.16b, v22.16b }, v22.8b
	tbx	v31.8b, { v5.16b, v6.16b, v7.16b }, v30.8b
	tbx	v31.8b, { v0.16b, v1.16b, v2.16b }, v8.8b
	tbx	v27.8b, { v6.16b, v7.16b, v8.16b }, v17.8b
	tbx	v19.8b, { v27.16b, v28.16b, v29.16b, v30.16b }, v22.8b
	tbx	v29.8b, { v11.16b, v12.16b, v13.16b, v14.16b }, v25.8b
	tbx	v17.8b, { v28.16b, v29.16b, v30.16b, v31.16b }, v3.8b
	tbx	v9.8b, { v9.16b, v10.16b, v11.16b, v12.16b }, v6.8b
	tbz	w28, #31, #-16784
	tbz	w15, #16, #0
	tbz	w19, #19, #-4
	tbz	w7, #9, #0
	tbz	x14, #63, #15984
	tbz	x3, #57, #30672
	tbz	x24, #62, #-4
	tbz	x12, #40, #7792
	trn1	v5.16b, v13.16b, v2.16b
	trn1	v5.16b, v31.16b, v2.16b
	trn1	v12.16b, v4.16b, v15.16b
	trn1	v2.16b, v24.16b, v0.16b
	trn1	v11.2d, v27.2d, v30.2d
	trn1	v9.2d, v1.2d, v5.2d
	trn1	v6.2d, v13.2d, v12.2d
	trn1	v13.2d, v18.2d, v9.2d
	trn1	v21.2s, v13.2s, v14.2s
	trn1	v21.2s, v17.2s, v20.2s
	trn1	v15.2s, v12.2s, v1.2s
	trn1	v12.2s, v18.2s, v9.2s
	trn1	v15.4h, v25.4h, v6.4h
	trn1	v19.4h, v5.4h, v23.4h
	trn1	v26.4h, v11.4h, v23.4h
	trn1	v2.4h, v15.4h, v4.4h
	trn1	v24.4s, v19.4s, v7.4s
	trn1	v3.4s, v30.4s, v14.4s
	trn1	v17.4s, v24.4s, v18.4s
	trn1	v10.4s, v2.4s, v22.4s
	trn1	v28.8b, v5.8b, v30.8b
	trn1	v16.8b, v20.8b, v24.8b
	trn1	v18.8b, v6.8b, v27.8b
	trn1	v0.8b, v3.8b, v18.8b
	trn1	v14.8h, v15.8h, v12.8h
	trn1	v7.8h, v1.8h, v22.8h
	trn1	v1.8h, v14.8h, v30.8h
	trn1	v20.8h, v1.8h, v24.8h
	trn2	v2.16b, v22.16b, v15.16b
	trn2	v5.16b, v14.16b, v6.16b
	trn2	v4.16b, v28.16b, v24.16b
	trn2	v13.16b, v23.16b, v31.16b
	trn2	v20.2d, v29.2d, v25.2d
	trn2	v5.2d, v2.2d, v4.2d
	trn2	v1.2d, v20.2d, v12.2d
	trn2	v28.2d, v1.2d, v26.2d
	trn2	v21.2s, v14.2s, v10.2s
	trn2	v3.2s, v26.2s, v14.2s
	trn2	v4.2s, v4.2s, v20.2s
	trn2	v1.2s, v25.2s, v25.2s
	trn2	v23.4h, v7.4h, v20.4h
	trn2	v18.4h, v23.4h, v21.4h
	trn2	v5.4h, v5.4h, v4.4h
	trn2	v27.4h, v6.4h, v8.4h
	trn2	v30.4s, v9.4s, v29.4s
	trn2	v16.4s, v4.4s, v26.4s
	trn2	v2.4s, v20.4s, v4.4s
	trn2	v19.4s, v14.4s, v10.4s
	trn2	v9.8b, v9.8b, v21.8b
	trn2	v4.8b, v31.8b, v29.8b
	trn2	v12.8b, v30.8b, v0.8b
	trn2	v10.8b, v23.8b, v4.8b
	trn2	v10.8h, v30.8h, v31.8h
	trn2	v17.8h, v29.8h, v0.8h
	trn2	v2.8h, v27.8h, v3.8h
	trn2	v18.8h, v3.8h, v23.8h
	uabal	v26.2d, v1.2s, v3.2s
	uabal	v2.2d, v3.2s, v25.2s
	uabal	v0.2d, v29.2s, v12.2s
	uabal	v26.2d, v25.2s, v28.2s
	uabal2	v9.2d, v5.4s, v17.4s
	uabal2	v6.2d, v31.4s, v3.4s
	uabal2	v29.2d, v12.4s, v24.4s
	uabal2	v10.2d, v0.4s, v4.4s
	uabal	v29.4s, v31.4h, v31.4h
	uabal	v21.4s, v7.4h, v13.4h
	uabal	v13.4s, v3.4h, v25.4h
	uabal	v22.4s, v14.4h, v6.4h
	uabal2	v2.4s, v27.8h, v22.8h
	uabal2	v10.4s, v8.8h, v30.8h
	uabal2	v25.4s, v1.8h, v13.8h
	uabal2	v16.4s, v20.8h, v16.8h
	uabal	v18.8h, v24.8b, v18.8b
	uabal	v2.8h, v11.8b, v26.8b
	uabal	v3.8h, v3.8b, v0.8b
	uabal	v14.8h, v4.8b, v29.8b
	uabal2	v28.8h, v20.16b, v25.16b
	uabal2	v0.8h, v1.16b, v6.16b
	uabal2	v16.8h, v5.16b, v4.16b
	uabal2	v25.8h, v14.16b, v24.16b
	uaba	v13.16b, v16.16b, v19.16b
	uaba	v19.16b, v26.16b, v26.16b
	uaba	v11.16b, v14.16b, v7.16b
	uaba	v18.16b, v14.16b, v10.16b
	uaba	v10.2s, v27.2s, v2.2s
	uaba	v1.2s, v13.2s, v5.2s
	uaba	v26.2s, v30.2s, v23.2s
	uaba	v8.2s, v6.2s, v31.2s
	uaba	v20.4h, v2.4h, v15.4h
	uaba	v17.4h, v8.4h, v17.4h
	uaba	v8.4h, v1.4h, v9.4h
	uaba	v9.4h, v26.4h, v7.4h
	uaba	v20.4s, v31.4s, v21.4s
	uaba	v6.4s, v4.4s, v12.4s
	uaba	v7.4s, v6.4s, v7.4s
	uaba	v7.4s, v22.4s, v4.4s
	uaba	v16.8b, v23.8b, v2.8b
	uaba	v29.8b, v28.8b, v31.8b
	uaba	v11.8b, v10.8b, v9.8b
	uaba	v22.8b, v27.8b, v19.8b
	uaba	v27.8h, v11.8h, v11.8h
	uaba	v9.8h, v30.8h, v0.8h
	uaba	v30.8h, v5.8h, v8.8h
	uaba	v25.8h, v21.8h, v30.8h
	uabdl	v17.2d, v4.2s, v5.2s
	uabdl	v31.2d, v31.2s, v19.2s
	uabdl	v1.2d, v31.2s, v16.2s
	uabdl	v26.2d, v28.2s, v0.2s
	uabdl2	v22.2d, v21.4s, v31.4s
	uabdl2	v30.2d, v27.4s, v1.4s
	uabdl2	v21.2d, v20.4s, v2.4s
	uabdl2	v10.2d, v21.4s, v21.4s
	uabdl	v24.4s, v14.4h, v26.4h
	uabdl	v8.4s, v18.4h, v21.4h
	uabdl	v14.4s, v18.4h, v15.4h
	uabdl	v20.4s, v30.4h, v28.4h
	uabdl2	v10.4s, v18.8h, v23.8h
	uabdl2	v21.4s, v22.8h, v18.8h
	uabdl2	v1.4s, v6.8h, v29.8h
	uabdl2	v2.4s, v30.8h, v24.8h
	uabdl	v1.8h, v28.8b, v5.8b
	uabdl	v10.8h, v19.8b, v30.8b
	uabdl	v12.8h, v31.8b, v8.8b
	uabdl	v19.8h, v22.8b, v8.8b
	uabdl2	v24.8h, v6.16b, v14.16b
	uabdl2	v14.8h, v22.16b, v15.16b
	uabdl2	v18.8h, v1.16b, v21.16b
	uabdl2	v2.8h, v13.16b, v9.16b
	uabd	v7.16b, v25.16b, v25.16b
	uabd	v19.16b, v20.16b, v11.16b
	uabd	v30.16b, v25.16b, v26.16b
	uabd	v28.16b, v2.16b, v26.16b
	uabd	v14.2s, v13.2s, v15.2s
	uabd	v23.2s, v29.2s, v4.2s
	uabd	v4.2s, v3.2s, v1.2s
	uabd	v2.2s, v25.2s, v15.2s
	uabd	v16.4h, v20.4h, v9.4h
	uabd	v17.4h, v23.4h, v30.4h
	uabd	v29.4h, v15.4h, v4.4h
	uabd	v6.4h, v23.4h, v25.4h
	uabd	v24.4s, v13.4s, v23.4s
	uabd	v1.4s, v7.4s, v29.4s
	uabd	v0.4s, v0.4s, v4.4s
	uabd	v9.4s, v22.4s, v29.4s
	uabd	v29.8b, v27.8b, v0.8b
	uabd	v14.8b, v12.8b, v22.8b
	uabd	v28.8b, v4.8b, v12.8b
	uabd	v8.8b, v20.8b, v14.8b
	uabd	v6.8h, v29.8h, v9.8h
	uabd	v2.8h, v2.8h, v22.8h
	uabd	v22.8h, v30.8h, v18.8h
	uabd	v18.8h, v30.8h, v4.8h
	uadalp	v22.1d, v25.2s
	uadalp	v23.1d, v20.2s
	uadalp	v29.1d, v7.2s
	uadalp	v27.1d, v2.2s
	uadalp	v17.2d, v5.4s
	uadalp	v3.2d, v3.4s
	uadalp	v9.2d, v9.4s
	uadalp	v0.2d, v2.4s
	uadalp	v28.2s, v7.4h
	uadalp	v31.2s, v29.4h
	uadalp	v24.2s, v15.4h
	uadalp	v19.2s, v10.4h
	uadalp	v16.4h, v1.8b
	uadalp	v24.4h, v16.8b
	uadalp	v21.4h, v16.8b
	uadalp	v29.4h, v22.8b
	uadalp	v31.4s, v21.8h
	uadalp	v19.4s, v31.8h
	uadalp	v18.4s, v23.8h
	uadalp	v13.4s, v17.8h
	uadalp	v19.8h, v29.16b
	uadalp	v17.8h, v21.16b
	uadalp	v10.8h, v26.16b
	uadalp	v17.8h, v24.16b
	uaddlp	v18.1d, v12.2s
	uaddlp	v3.1d, v27.2s
	uaddlp	v9.1d, v28.2s
	uaddlp	v14.1d, v12.2s
	uaddlp	v27.2d, v27.4s
	uaddlp	v9.2d, v18.4s
	uaddlp	v6.2d, v26.4s
	uaddlp	v12.2d, v29.4s
	uaddlp	v21.2s, v28.4h
	uaddlp	v20.2s, v19.4h
	uaddlp	v5.2s, v16.4h
	uaddlp	v29.2s, v8.4h
	uaddlp	v28.4h, v19.8b
	uaddlp	v27.4h, v30.8b
	uaddlp	v9.4h, v7.8b
	uaddlp	v1.4h, v24.8b
	uaddlp	v4.4s, v16.8h
	uaddlp	v2.4s, v12.8h
	uaddlp	v11.4s, v29.8h
	uaddlp	v24.4s, v21.8h
	uaddlp	v20.8h, v23.16b
	uaddlp	v19.8h, v3.16b
	uaddlp	v1.8h, v11.16b
	uaddlp	v13.8h, v3.16b
	uaddlv	h11, v23.16b
	uaddlv	h29, v10.16b
	uaddlv	h18, v30.16b
	uaddlv	h27, v30.16b
	uaddlv	s17, v18.4h
	uaddlv	s13, v26.4h
	uaddlv	s15, v31.4h
	uaddlv	s2, v0.4h
	uaddlv	d7, v4.4s
	uaddlv	d7, v18.4s
	uaddlv	d22, v26.4s
	uaddlv	d21, v22.4s
	uaddlv	h9, v6.8b
	uaddlv	h30, v8.8b
	uaddlv	h6, v20.8b
	uaddlv	h8, v16.8b
	uaddlv	s26, v18.8h
	uaddlv	s9, v15.8h
	uaddlv	s11, v23.8h
	uaddlv	s1, v31.8h
	uaddl	v21.2d, v15.2s, v9.2s
	uaddl	v15.2d, v6.2s, v6.2s
	uaddl	v0.2d, v4.2s, v6.2s
	uaddl	v0.2d, v8.2s, v25.2s
	uaddl2	v9.2d, v4.4s, v21.4s
	uaddl2	v16.2d, v2.4s, v6.4s
	uaddl2	v2.2d, v20.4s, v15.4s
	uaddl2	v2.2d, v13.4s, v30.4s
	uaddl	v11.4s, v8.4h, v4.4h
	uaddl	v24.4s, v28.4h, v2.4h
	uaddl	v20.4s, v20.4h, v10.4h
	uaddl	v10.4s, v5.4h, v14.4h
	uaddl2	v29.4s, v5.8h, v26.8h
	uaddl2	v16.4s, v15.8h, v2.8h
	uaddl2	v0.4s, v0.8h, v12.8h
	uaddl2	v5.4s, v28.8h, v15.8h
	uaddl	v13.8h, v16.8b, v26.8b
	uaddl	v29.8h, v30.8b, v17.8b
	uaddl	v3.8h, v1.8b, v11.8b
	uaddl	v5.8h, v20.8b, v25.8b
	uaddl2	v16.8h, v9.16b, v9.16b
	uaddl2	v20.8h, v31.16b, v31.16b
	uaddl2	v26.8h, v13.16b, v12.16b
	uaddl2	v23.8h, v8.16b, v10.16b
	uaddw	v26.2d, v16.2d, v13.2s
	uaddw	v26.2d, v5.2d, v9.2s
	uaddw	v21.2d, v5.2d, v3.2s
	uaddw	v22.2d, v2.2d, v20.2s
	uaddw2	v23.2d, v0.2d, v11.4s
	uaddw2	v23.2d, v30.2d, v17.4s
	uaddw2	v16.2d, v28.2d, v14.4s
	uaddw2	v3.2d, v24.2d, v11.4s
	uaddw	v7.4s, v15.4s, v15.4h
	uaddw	v20.4s, v25.4s, v21.4h
	uaddw	v15.4s, v26.4s, v19.4h
	uaddw	v21.4s, v30.4s, v4.4h
	uaddw2	v29.4s, v24.4s, v12.8h
	uaddw2	v28.4s, v16.4s, v24.8h
	uaddw2	v12.4s, v17.4s, v24.8h
	uaddw2	v30.4s, v18.4s, v9.8h
	uaddw	v7.8h, v29.8h, v17.8b
	uaddw	v12.8h, v17.8h, v24.8b
	uaddw	v5.8h, v18.8h, v13.8b
	uaddw	v11.8h, v25.8h, v27.8b
	uaddw2	v24.8h, v18.8h, v14.16b
	uaddw2	v4.8h, v15.8h, v28.16b
	uaddw2	v9.8h, v28.8h, v7.16b
	uaddw2	v9.8h, v9.8h, v21.16b
	ubfiz	w10, w30, #7, #22
	ubfx	w23, w30, #3, #3
	lsr	w30, w15, #3
	ubfx	w20, w2, #17, #5
	ubfx	x17, x16, #24, #11
	ubfx	x10, x6, #23, #17
	lsr	x7, x23, #25
	ubfiz	x16, xzr, #3, #30
	ucvtf	d8, w19
	ucvtf	d12, w2
	ucvtf	d13, w3
	ucvtf	d29, w26
	ucvtf	d0, w28, #31
	ucvtf	d11, w14, #1
	ucvtf	d6, w1, #1
	ucvtf	d5, w7, #26
	ucvtf	s17, w19
	ucvtf	s19, w21
	ucvtf	s2, w27
	ucvtf	s9, w5
	ucvtf	s2, w19, #2
	ucvtf	s15, w13, #11
	ucvtf	s8, w10, #8
	ucvtf	s14, w14, #25
	ucvtf	d16, x8
	ucvtf	d20, x10
	ucvtf	d7, x9
	ucvtf	d10, x11
	ucvtf	d0, x27, #41
	ucvtf	d27, x8, #1
	ucvtf	d2, x28, #1
	ucvtf	d4, x30, #3
	ucvtf	s26, x4
	ucvtf	s21, x6
	ucvtf	s8, x12
	ucvtf	s27, x23
	ucvtf	s23, x15, #3
	ucvtf	s15, x21, #1
	ucvtf	s18, x27, #43
	ucvtf	s17, x6, #1
	ucvtf	d21, d1, #1
	ucvtf	d21, d14, #1
	ucvtf	d24, d15, #63
	ucvtf	d23, d25, #1
	ucvtf	s9, s7, #2
	ucvtf	s20, s19, #8
	ucvtf	s0, s10, #9
	ucvtf	s7, s10, #9
	ucvtf	v9.2d, v8.2d, #5
	ucvtf	v16.2d, v3.2d, #1
	ucvtf	v28.2d, v26.2d, #1
	ucvtf	v24.2d, v3.2d, #23
	ucvtf	v9.2s, v16.2s, #9
	ucvtf	v24.2s, v18.2s, #1
	ucvtf	v30.2s, v13.2s, #6
	ucvtf	v19.2s, v10.2s, #1
	ucvtf	v11.4s, v25.4s, #3
	ucvtf	v4.4s, v22.4s, #12
	ucvtf	v13.4s, v31.4s, #32
	ucvtf	v24.4s, v9.4s, #8
	ucvtf	d10, d14
	ucvtf	d0, d5
	ucvtf	d23, d4
	ucvtf	d17, d10
	ucvtf	s4, s16
	ucvtf	s25, s9
	ucvtf	s28, s25
	ucvtf	s16, s26
	ucvtf	v7.2d, v3.2d
	ucvtf	v17.2d, v11.2d
	ucvtf	v9.2d, v6.2d
	ucvtf	v18.2d, v1.2d
	ucvtf	v8.2s, v15.2s
	ucvtf	v19.2s, v1.2s
	ucvtf	v26.2s, v19.2s
	ucvtf	v16.2s, v23.2s
	ucvtf	v0.4s, v27.4s
	ucvtf	v25.4s, v14.4s
	ucvtf	v15.4s, v5.4s
	ucvtf	v0.4s, v28.4s
	udf	#23654
	udf	#0
	udf	#32650
	udf	#38181
	udiv	w16, w15, w30
	udiv	w9, w10, w13
	udiv	w15, w29, w1
	udiv	w11, w15, w9
	udiv	x30, x2, x23
	udiv	x17, x13, x20
	udiv	xzr, x15, x24
	udiv	x3, x19, x30
	uhadd	v15.16b, v15.16b, v22.16b
	uhadd	v23.16b, v14.16b, v29.16b
	uhadd	v19.16b, v7.16b, v2.16b
	uhadd	v21.16b, v29.16b, v5.16b
	uhadd	v18.2s, v21.2s, v0.2s
	uhadd	v1.2s, v23.2s, v24.2s
	uhadd	v28.2s, v25.2s, v7.2s
	uhadd	v13.2s, v21.2s, v24.2s
	uhadd	v15.4h, v12.4h, v9.4h
	uhadd	v8.4h, v25.4h, v6.4h
	uhadd	v9.4h, v0.4h, v18.4h
	uhadd	v28.4h, v7.4h, v10.4h
	uhadd	v0.4s, v23.4s, v9.4s
	uhadd	v15.4s, v22.4s, v31.4s
	uhadd	v20.4s, v19.4s, v0.4s
	uhadd	v26.4s, v23.4s, v1.4s
	uhadd	v11.8b, v7.8b, v12.8b
	uhadd	v3.8b, v10.8b, v25.8b
	uhadd	v25.8b, v10.8b, v28.8b
	uhadd	v10.8b, v10.8b, v21.8b
	uhadd	v18.8h, v26.8h, v25.8h
	uhadd	v12.8h, v21.8h, v27.8h
	uhadd	v30.8h, v21.8h, v1.8h
	uhadd	v0.8h, v31.8h, v11.8h
	uhsub	v12.16b, v31.16b, v18.16b
	uhsub	v17.16b, v26.16b, v21.16b
	uhsub	v28.16b, v5.16b, v8.16b
	uhsub	v30.16b, v17.16b, v9.16b
	uhsub	v8.2s, v14.2s, v2.2s
	uhsub	v28.2s, v16.2s, v5.2s
	uhsub	v27.2s, v24.2s, v9.2s
	uhsub	v1.2s, v4.2s, v12.2s
	uhsub	v3.4h, v22.4h, v29.4h
	uhsub	v2.4h, v10.4h, v21.4h
	uhsub	v20.4h, v16.4h, v22.4h
	uhsub	v25.4h, v8.4h, v15.4h
	uhsub	v11.4s, v17.4s, v4.4s
	uhsub	v21.4s, v29.4s, v29.4s
	uhsub	v28.4s, v19.4s, v10.4s
	uhsub	v27.4s, v14.4s, v11.4s
	uhsub	v29.8b, v2.8b, v7.8b
	uhsub	v13.8b, v9.8b, v20.8b
	uhsub	v24.8b, v23.8b, v14.8b
	uhsub	v29.8b, v23.8b, v28.8b
	uhsub	v18.8h, v15.8h, v15.8h
	uhsub	v4.8h, v3.8h, v3.8h
	uhsub	v26.8h, v2.8h, v30.8h
	uhsub	v7.8h, v29.8h, v7.8h
	umull	x16, w7, w15
	umaddl	x22, w28, w26, x8
	umull	x25, w10, w5
	umaddl	x14, w12, w6, x14
	umaxp	v16.16b, v17.16b, v14.16b
	umaxp	v23.16b, v1.16b, v22.16b
	umaxp	v30.16b, v22.16b, v25.16b
	umaxp	v23.16b, v15.16b, v21.16b
	umaxp	v11.2s, v10.2s, v25.2s
	umaxp	v21.2s, v11.2s, v8.2s
	umaxp	v2.2s, v11.2s, v22.2s
	umaxp	v13.2s, v28.2s, v13.2s
	umaxp	v6.4h, v19.4h, v16.4h
	umaxp	v18.4h, v29.4h, v31.4h
	umaxp	v24.4h, v9.4h, v6.4h
	umaxp	v21.4h, v21.4h, v0.4h
	umaxp	v18.4s, v22.4s, v27.4s
	umaxp	v21.4s, v25.4s, v16.4s
	umaxp	v6.4s, v29.4s, v27.4s
	umaxp	v27.4s, v27.4s, v6.4s
	umaxp	v7.8b, v13.8b, v22.8b
	umaxp	v25.8b, v17.8b, v6.8b
	umaxp	v15.8b, v27.8b, v11.8b
	umaxp	v13.8b, v7.8b, v22.8b
	umaxp	v11.8h, v21.8h, v16.8h
	umaxp	v9.8h, v20.8h, v8.8h
	umaxp	v19.8h, v15.8h, v5.8h
	umaxp	v28.8h, v21.8h, v25.8h
	umaxv	b5, v9.16b
	umaxv	b20, v3.16b
	umaxv	b31, v18.16b
	umaxv	b18, v17.16b
	umaxv	h9, v6.4h
	umaxv	h16, v1.4h
	umaxv	h31, v11.4h
	umaxv	h13, v30.4h
	umaxv	s5, v1.4s
	umaxv	s31, v19.4s
	umaxv	s8, v30.4s
	umaxv	s31, v29.4s
	umaxv	b23, v22.8b
	umaxv	b2, v18.8b
	umaxv	b29, v30.8b
	umaxv	b28, v26.8b
	umaxv	h17, v11.8h
	umaxv	h16, v5.8h
	umaxv	h1, v14.8h
	umaxv	h9, v29.8h
	umax	v8.16b, v4.16b, v23.16b
	umax	v1.16b, v1.16b, v24.16b
	umax	v16.16b, v5.16b, v8.16b
	umax	v3.16b, v17.16b, v2.16b
	umax	v27.2s, v17.2s, v10.2s
	umax	v15.2s, v12.2s, v0.2s
	umax	v9.2s, v19.2s, v10.2s
	umax	v5.2s, v19.2s, v1.2s
	umax	v31.4h, v25.4h, v10.4h
	umax	v6.4h, v7.4h, v1.4h
	umax	v13.4h, v25.4h, v22.4h
	umax	v0.4h, v10.4h, v24.4h
	umax	v11.4s, v3.4s, v3.4s
	umax	v1.4s, v12.4s, v13.4s
	umax	v19.4s, v5.4s, v0.4s
	umax	v17.4s, v10.4s, v29.4s
	umax	v24.8b, v22.8b, v17.8b
	umax	v18.8b, v6.8b, v5.8b
	umax	v23.8b, v16.8b, v30.8b
	umax	v14.8b, v15.8b, v21.8b
	umax	v12.8h, v13.8h, v28.8h
	umax	v8.8h, v30.8h, v22.8h
	umax	v6.8h, v20.8h, v4.8h
	umax	v6.8h, v1.8h, v26.8h
	uminp	v21.16b, v3.16b, v14.16b
	uminp	v22.16b, v3.16b, v10.16b
	uminp	v9.16b, v2.16b, v14.16b
	uminp	v30.16b, v19.16b, v31.16b
	uminp	v22.2s, v18.2s, v19.2s
	uminp	v8.2s, v6.2s, v3.2s
	uminp	v24.2s, v2.2s, v22.2s
	uminp	v18.2s, v23.2s, v13.2s
	uminp	v18.4h, v8.4h, v28.4h
	uminp	v16.4h, v8.4h, v30.4h
	uminp	v3.4h, v4.4h, v30.4h
	uminp	v6.4h, v22.4h, v20.4h
	uminp	v27.4s, v4.4s, v25.4s
	uminp	v12.4s, v21.4s, v26.4s
	uminp	v13.4s, v0.4s, v17.4s
	uminp	v12.4s, v3.4s, v14.4s
	uminp	v17.8b, v27.8b, v11.8b
	uminp	v19.8b, v11.8b, v31.8b
	uminp	v5.8b, v18.8b, v19.8b
	uminp	v21.8b, v15.8b, v31.8b
	uminp	v27.8h, v4.8h, v21.8h
	uminp	v3.8h, v20.8h, v26.8h
	uminp	v21.8h, v5.8h, v2.8h
	uminp	v24.8h, v7.8h, v22.8h
	uminv	b20, v24.16b
	uminv	b22, v10.16b
	uminv	b23, v10.16b
	uminv	b2, v12.16b
	uminv	h0, v16.4h
	uminv	h1, v16.4h
	uminv	h19, v10.4h
	uminv	h6, v27.4h
	uminv	s20, v23.4s
	uminv	s10, v23.4s
	uminv	s3, v25.4s
	uminv	s6, v5.4s
	uminv	b21, v22.8b
	uminv	b6, v25.8b
	uminv	b2, v4.8b
	uminv	b19, v13.8b
	uminv	h14, v24.8h
	uminv	h17, v11.8h
	uminv	h15, v1.8h
	uminv	h19, v25.8h
	umin	v18.16b, v3.16b, v21.16b
	umin	v0.16b, v4.16b, v10.16b
	umin	v11.16b, v31.16b, v22.16b
	umin	v17.16b, v20.16b, v5.16b
	umin	v27.2s, v7.2s, v2.2s
	umin	v7.2s, v12.2s, v30.2s
	umin	v20.2s, v6.2s, v21.2s
	umin	v3.2s, v9.2s, v15.2s
	umin	v11.4h, v17.4h, v4.4h
	umin	v13.4h, v16.4h, v3.4h
	umin	v13.4h, v12.4h, v8.4h
	umin	v2.4h, v1.4h, v7.4h
	umin	v5.4s, v27.4s, v20.4s
	umin	v4.4s, v12.4s, v21.4s
	umin	v1.4s, v31.4s, v11.4s
	umin	v9.4s, v27.4s, v24.4s
	umin	v26.8b, v18.8b, v21.8b
	umin	v25.8b, v5.8b, v27.8b
	umin	v12.8b, v11.8b, v22.8b
	umin	v2.8b, v18.8b, v11.8b
	umin	v18.8h, v14.8h, v9.8h
	umin	v30.8h, v28.8h, v13.8h
	umin	v0.8h, v2.8h, v2.8h
	umin	v26.8h, v4.8h, v23.8h
	umlal	v30.2d, v6.2s, v22.s[0]
	umlal	v4.2d, v26.2s, v31.s[0]
	umlal	v1.2d, v15.2s, v26.s[1]
	umlal	v12.2d, v31.2s, v24.s[3]
	umlal2	v0.2d, v9.4s, v17.s[1]
	umlal2	v28.2d, v16.4s, v16.s[1]
	umlal2	v1.2d, v10.4s, v9.s[2]
	umlal2	v31.2d, v18.4s, v31.s[0]
	umlal	v3.4s, v16.4h, v0.h[0]
	umlal	v1.4s, v10.4h, v4.h[1]
	umlal	v12.4s, v17.4h, v4.h[0]
	umlal	v17.4s, v7.4h, v13.h[1]
	umlal2	v2.4s, v27.8h, v8.h[2]
	umlal2	v26.4s, v6.8h, v13.h[7]
	umlal2	v15.4s, v6.8h, v13.h[3]
	umlal2	v24.4s, v1.8h, v6.h[5]
	umlal	v16.2d, v29.2s, v14.2s
	umlal	v21.2d, v2.2s, v21.2s
	umlal	v8.2d, v27.2s, v20.2s
	umlal	v29.2d, v27.2s, v20.2s
	umlal2	v9.2d, v7.4s, v4.4s
	umlal2	v29.2d, v12.4s, v28.4s
	umlal2	v20.2d, v21.4s, v22.4s
	umlal2	v11.2d, v10.4s, v31.4s
	umlal	v24.4s, v9.4h, v24.4h
	umlal	v5.4s, v9.4h, v22.4h
	umlal	v26.4s, v21.4h, v15.4h
	umlal	v24.4s, v22.4h, v16.4h
	umlal2	v10.4s, v11.8h, v12.8h
	umlal2	v23.4s, v27.8h, v27.8h
	umlal2	v16.4s, v20.8h, v6.8h
	umlal2	v8.4s, v29.8h, v8.8h
	umlal	v4.8h, v8.8b, v6.8b
	umlal	v7.8h, v12.8b, v12.8b
	umlal	v6.8h, v23.8b, v9.8b
	umlal	v3.8h, v9.8b, v19.8b
	umlal2	v31.8h, v9.16b, v5.16b
	umlal2	v31.8h, v24.16b, v26.16b
	umlal2	v31.8h, v25.16b, v13.16b
	umlal2	v31.8h, v30.16b, v30.16b
	umlsl	v26.2d, v4.2s, v13.s[2]
	umlsl	v26.2d, v23.2s, v6.s[1]
	umlsl	v21.2d, v8.2s, v9.s[0]
	umlsl	v1.2d, v28.2s, v24.s[3]
	umlsl2	v2.2d, v5.4s, v31.s[0]
	umlsl2	v18.2d, v27.4s, v15.s[3]
	umlsl2	v17.2d, v10.4s, v11.s[1]
	umlsl2	v28.2d, v24.4s, v10.s[0]
	umlsl	v16.4s, v17.4h, v14.h[0]
	umlsl	v7.4s, v11.4h, v10.h[5]
	umlsl	v1.4s, v28.4h, v6.h[2]
	umlsl	v23.4s, v14.4h, v12.h[2]
	umlsl2	v17.4s, v27.8h, v14.h[6]
	umlsl2	v27.4s, v19.8h, v14.h[1]
	umlsl2	v22.4s, v3.8h, v4.h[2]
	umlsl2	v30.4s, v4.8h, v7.h[0]
	umlsl	v24.2d, v25.2s, v0.2s
	umlsl	v12.2d, v20.2s, v15.2s
	umlsl	v0.2d, v6.2s, v31.2s
	umlsl	v19.2d, v21.2s, v18.2s
	umlsl2	v11.2d, v5.4s, v29.4s
	umlsl2	v11.2d, v29.4s, v24.4s
	umlsl2	v28.2d, v2.4s, v23.4s
	umlsl2	v28.2d, v22.4s, v9.4s
	umlsl	v17.4s, v16.4h, v21.4h
	umlsl	v12.4s, v20.4h, v25.4h
	umlsl	v10.4s, v28.4h, v26.4h
	umlsl	v0.4s, v4.4h, v31.4h
	umlsl2	v6.4s, v17.8h, v25.8h
	umlsl2	v15.4s, v6.8h, v3.8h
	umlsl2	v23.4s, v17.8h, v5.8h
	umlsl2	v0.4s, v15.8h, v1.8h
	umlsl	v28.8h, v21.8b, v28.8b
	umlsl	v23.8h, v18.8b, v7.8b
	umlsl	v3.8h, v7.8b, v18.8b
	umlsl	v17.8h, v11.8b, v14.8b
	umlsl2	v2.8h, v9.16b, v23.16b
	umlsl2	v6.8h, v5.16b, v5.16b
	umlsl2	v24.8h, v15.16b, v23.16b
	umlsl2	v7.8h, v10.16b, v17.16b
	umov	w30, v23.b[8]
	umov	w15, v28.b[15]
	umov	w20, v10.b[12]
	umov	w27, v30.b[0]
	mov	x14, v17.d[1]
	mov	x30, v17.d[0]
	mov	x17, v28.d[0]
	mov	x15, v24.d[1]
	umov	w15, v23.h[5]
	umov	w7, v8.h[1]
	umov	w16, v18.h[2]
	umov	w14, v13.h[4]
	mov	w20, v17.s[1]
	mov	w16, v22.s[3]
	mov	w1, v24.s[0]
	mov	w7, v26.s[0]
	umsubl	x18, w22, w8, x6
	umnegl	x3, w20, w17
	umnegl	x20, w2, w0
	umnegl	x8, w7, w18
	umulh	x28, x17, xzr
	umulh	x3, x5, x0
	umulh	x15, x15, x11
	umulh	x4, x30, x1
	umull	v1.2d, v24.2s, v2.s[0]
	umull	v3.2d, v8.2s, v12.s[2]
	umull	v18.2d, v19.2s, v6.s[3]
	umull	v23.2d, v26.2s, v16.s[3]
	umull2	v24.2d, v18.4s, v31.s[1]
	umull2	v1.2d, v7.4s, v1.s[2]
	umull2	v26.2d, v6.4s, v1.s[1]
	umull2	v14.2d, v19.4s, v0.s[3]
	umull	v26.4s, v4.4h, v1.h[5]
	umull	v18.4s, v22.4h, v13.h[3]
	umull	v4.4s, v15.4h, v10.h[2]
	umull	v26.4s, v12.4h, v3.h[7]
	umull2	v9.4s, v1.8h, v5.h[3]
	umull2	v14.4s, v30.8h, v2.h[3]
	umull2	v31.4s, v10.8h, v10.h[6]
	umull2	v16.4s, v27.8h, v9.h[7]
	umull	v7.2d, v20.2s, v23.2s
	umull	v18.2d, v14.2s, v20.2s
	umull	v24.2d, v17.2s, v22.2s
	umull	v26.2d, v22.2s, v21.2s
	umull2	v28.2d, v19.4s, v29.4s
	umull2	v12.2d, v4.4s, v7.4s
	umull2	v31.2d, v9.4s, v11.4s
	umull2	v19.2d, v2.4s, v28.4s
	umull	v19.4s, v16.4h, v14.4h
	umull	v22.4s, v9.4h, v3.4h
	umull	v30.4s, v3.4h, v8.4h
	umull	v29.4s, v28.4h, v4.4h
	umull2	v29.4s, v13.8h, v9.8h
	umull2	v30.4s, v28.8h, v28.8h
	umull2	v16.4s, v30.8h, v24.8h
	umull2	v29.4s, v29.8h, v16.8h
	umull	v7.8h, v2.8b, v28.8b
	umull	v19.8h, v13.8b, v29.8b
	umull	v12.8h, v24.8b, v1.8b
	umull	v11.8h, v27.8b, v3.8b
	umull2	v20.8h, v12.16b, v7.16b
	umull2	v24.8h, v20.16b, v16.16b
	umull2	v8.8h, v7.16b, v31.16b
	umull2	v18.8h, v2.16b, v27.16b
	uqadd	b16, b5, b1
	uqadd	b23, b25, b13
	uqadd	b9, b20, b6
	uqadd	b7, b11, b17
	uqadd	d31, d22, d16
	uqadd	d30, d10, d3
	uqadd	d23, d11, d25
	uqadd	d29, d29, d7
	uqadd	h18, h3, h27
	uqadd	h11, h5, h14
	uqadd	h31, h15, h10
	uqadd	h24, h8, h25
	uqadd	s27, s26, s17
	uqadd	s5, s29, s22
	uqadd	s22, s21, s9
	uqadd	s10, s9, s16
	uqadd	v3.16b, v1.16b, v2.16b
	uqadd	v23.16b, v13.16b, v22.16b
	uqadd	v18.16b, v20.16b, v25.16b
	uqadd	v9.16b, v22.16b, v20.16b
	uqadd	v17.2d, v12.2d, v12.2d
	uqadd	v2.2d, v13.2d, v13.2d
	uqadd	v13.2d, v6.2d, v3.2d
	uqadd	v8.2d, v29.2d, v1.2d
	uqadd	v25.2s, v13.2s, v16.2s
	uqadd	v26.2s, v18.2s, v4.2s
	uqadd	v3.2s, v5.2s, v22.2s
	uqadd	v16.2s, v16.2s, v0.2s
	uqadd	v15.4h, v1.4h, v0.4h
	uqadd	v18.4h, v9.4h, v6.4h
	uqadd	v6.4h, v29.4h, v1.4h
	uqadd	v10.4h, v15.4h, v25.4h
	uqadd	v24.4s, v20.4s, v4.4s
	uqadd	v20.4s, v15.4s, v19.4s
	uqadd	v16.4s, v21.4s, v17.4s
	uqadd	v5.4s, v1.4s, v5.4s
	uqadd	v16.8b, v4.8b, v15.8b
	uqadd	v22.8b, v9.8b, v25.8b
	uqadd	v17.8b, v18.8b, v8.8b
	uqadd	v9.8b, v28.8b, v19.8b
	uqadd	v10.8h, v11.8h, v11.8h
	uqadd	v28.8h, v4.8h, v19.8h
	uqadd	v2.8h, v10.8h, v3.8h
	uqadd	v24.8h, v12.8h, v15.8h
	uqrshl	b5, b7, b0
	uqrshl	b25, b13, b26
	uqrshl	b7, b30, b18
	uqrshl	b31, b13, b12
	uqrshl	d2, d26, d29
	uqrshl	d2, d21, d6
	uqrshl	d30, d9, d26
	uqrshl	d9, d11, d20
	uqrshl	h27, h19, h25
	uqrshl	h28, h16, h16
	uqrshl	h29, h2, h1
	uqrshl	h16, h15, h18
	uqrshl	s31, s3, s18
	uqrshl	s28, s12, s23
	uqrshl	s13, s16, s20
	uqrshl	s29, s0, s28
	uqrshl	v30.16b, v5.16b, v2.16b
	uqrshl	v17.16b, v3.16b, v23.16b
	uqrshl	v28.16b, v19.16b, v25.16b
	uqrshl	v12.16b, v20.16b, v18.16b
	uqrshl	v15.2d, v16.2d, v12.2d
	uqrshl	v25.2d, v1.2d, v24.2d
	uqrshl	v10.2d, v4.2d, v3.2d
	uqrshl	v18.2d, v22.2d, v3.2d
	uqrshl	v26.2s, v17.2s, v31.2s
	uqrshl	v21.2s, v12.2s, v14.2s
	uqrshl	v10.2s, v31.2s, v3.2s
	uqrshl	v26.2s, v19.2s, v19.2s
	uqrshl	v23.4h, v6.4h, v16.4h
	uqrshl	v2.4h, v2.4h, v16.4h
	uqrshl	v3.4h, v15.4h, v2.4h
	uqrshl	v14.4h, v20.4h, v25.4h
	uqrshl	v8.4s, v26.4s, v27.4s
	uqrshl	v5.4s, v9.4s, v20.4s
	uqrshl	v3.4s, v19.4s, v13.4s
	uqrshl	v5.4s, v19.4s, v13.4s
	uqrshl	v22.8b, v20.8b, v2.8b
	uqrshl	v1.8b, v7.8b, v1.8b
	uqrshl	v27.8b, v15.8b, v24.8b
	uqrshl	v24.8b, v3.8b, v7.8b
	uqrshl	v3.8h, v27.8h, v0.8h
	uqrshl	v6.8h, v6.8h, v25.8h
	uqrshl	v28.8h, v17.8h, v6.8h
	uqrshl	v15.8h, v11.8h, v2.8h
	uqrshrn	b29, h8, #6
	uqrshrn	b10, h20, #7
	uqrshrn	b28, h4, #8
	uqrshrn	b24, h24, #6
	uqrshrn	h29, s17, #4
	uqrshrn	h25, s15, #12
	uqrshrn	h26, s28, #8
	uqrshrn	h3, s28, #1
	uqrshrn	s7, d10, #28
	uqrshrn	s12, d19, #13
	uqrshrn	s8, d10, #1
	uqrshrn	s6, d2, #13
	uqrshrn	v23.2s, v12.2d, #29
	uqrshrn	v28.2s, v13.2d, #18
	uqrshrn	v26.2s, v14.2d, #1
	uqrshrn	v0.2s, v23.2d, #4
	uqrshrn2	v26.4s, v15.2d, #9
	uqrshrn2	v15.4s, v27.2d, #1
	uqrshrn2	v28.4s, v29.2d, #14
	uqrshrn2	v8.4s, v1.2d, #26
	uqrshrn	v13.4h, v21.4s, #14
	uqrshrn	v1.4h, v30.4s, #15
	uqrshrn	v6.4h, v0.4s, #9
	uqrshrn	v25.4h, v1.4s, #7
	uqrshrn2	v4.8h, v3.4s, #16
	uqrshrn2	v7.8h, v17.4s, #1
	uqrshrn2	v19.8h, v6.4s, #1
	uqrshrn2	v19.8h, v15.4s, #1
	uqrshrn	v3.8b, v14.8h, #7
	uqrshrn	v19.8b, v11.8h, #5
	uqrshrn	v16.8b, v19.8h, #4
	uqrshrn	v29.8b, v17.8h, #8
	uqrshrn2	v19.16b, v23.8h, #6
	uqrshrn2	v10.16b, v10.8h, #3
	uqrshrn2	v17.16b, v14.8h, #1
	uqrshrn2	v27.16b, v21.8h, #8
	uqshl	b0, b13, #1
	uqshl	b9, b9, #7
	uqshl	b25, b20, #7
	uqshl	b17, b22, #7
	uqshl	d7, d25, #19
	uqshl	d13, d13, #49
	uqshl	d14, d27, #20
	uqshl	d22, d30, #1
	uqshl	h4, h14, #14
	uqshl	h8, h19, #8
	uqshl	h14, h26, #15
	uqshl	h4, h8, #15
	uqshl	s27, s18, #2
	uqshl	s7, s10, #9
	uqshl	s11, s18, #1
	uqshl	s26, s8, #2
	uqshl	v1.16b, v3.16b, #1
	uqshl	v13.16b, v6.16b, #7
	uqshl	v27.16b, v9.16b, #2
	uqshl	v22.16b, v5.16b, #1
	uqshl	v30.2d, v26.2d, #15
	uqshl	v4.2d, v4.2d, #0
	uqshl	v3.2d, v8.2d, #57
	uqshl	v20.2d, v4.2d, #58
	uqshl	v10.2s, v20.2s, #17
	uqshl	v23.2s, v1.2s, #17
	uqshl	v4.2s, v6.2s, #1
	uqshl	v28.2s, v6.2s, #8
	uqshl	v31.4h, v16.4h, #4
	uqshl	v19.4h, v22.4h, #15
	uqshl	v20.4h, v11.4h, #1
	uqshl	v18.4h, v25.4h, #10
	uqshl	v21.4s, v22.4s, #17
	uqshl	v31.4s, v24.4s, #1
	uqshl	v25.4s, v12.4s, #1
	uqshl	v12.4s, v4.4s, #24
	uqshl	v10.8b, v27.8b, #2
	uqshl	v6.8b, v4.8b, #0
	uqshl	v20.8b, v21.8b, #1
	uqshl	v14.8b, v16.8b, #3
	uqshl	v1.8h, v15.8h, #15
	uqshl	v18.8h, v9.8h, #0
	uqshl	v9.8h, v25.8h, #12
	uqshl	v28.8h, v15.8h, #13
	uqshl	b25, b13, b1
	uqshl	b9, b7, b24
	uqshl	b25, b20, b27
	uqshl	b13, b19, b4
	uqshl	d2, d10, d27
	uqshl	d29, d27, d26
	uqshl	d27, d22, d31
	uqshl	d22, d24, d7
	uqshl	h5, h11, h12
	uqshl	h14, h23, h9
	uqshl	h28, h7, h3
	uqshl	h25, h17, h13
	uqshl	s14, s27, s17
	uqshl	s28, s10, s8
	uqshl	s25, s30, s17
	uqshl	s3, s13, s27
	uqshl	v19.16b, v4.16b, v15.16b
	uqshl	v9.16b, v1.16b, v20.16b
	uqshl	v6.16b, v17.16b, v17.16b
	uqshl	v28.16b, v31.16b, v0.16b
	uqshl	v24.2d, v22.2d, v27.2d
	uqshl	v7.2d, v21.2d, v26.2d
	uqshl	v22.2d, v6.2d, v8.2d
	uqshl	v12.2d, v8.2d, v8.2d
	uqshl	v24.2s, v18.2s, v18.2s
	uqshl	v3.2s, v5.2s, v11.2s
	uqshl	v14.2s, v5.2s, v2.2s
	uqshl	v0.2s, v17.2s, v7.2s
	uqshl	v15.4h, v23.4h, v10.4h
	uqshl	v17.4h, v5.4h, v23.4h
	uqshl	v11.4h, v6.4h, v6.4h
	uqshl	v8.4h, v9.4h, v3.4h
	uqshl	v17.4s, v15.4s, v24.4s
	uqshl	v1.4s, v27.4s, v31.4s
	uqshl	v26.4s, v20.4s, v22.4s
	uqshl	v24.4s, v20.4s, v24.4s
	uqshl	v11.8b, v16.8b, v16.8b
	uqshl	v18.8b, v13.8b, v15.8b
	uqshl	v9.8b, v17.8b, v30.8b
	uqshl	v14.8b, v1.8b, v26.8b
	uqshl	v31.8h, v25.8h, v9.8h
	uqshl	v20.8h, v14.8h, v29.8h
	uqshl	v2.8h, v19.8h, v5.8h
	uqshl	v0.8h, v27.8h, v29.8h
	uqshrn	b31, h13, #4
	uqshrn	b16, h8, #5
	uqshrn	b15, h3, #4
	uqshrn	b12, h24, #4
	uqshrn	h5, s6, #12
	uqshrn	h0, s10, #16
	uqshrn	h22, s31, #2
	uqshrn	h29, s18, #4
	uqshrn	s22, d25, #28
	uqshrn	s17, d9, #19
	uqshrn	s24, d5, #30
	uqshrn	s2, d5, #26
	uqshrn	v30.2s, v24.2d, #8
	uqshrn	v16.2s, v8.2d, #9
	uqshrn	v10.2s, v11.2d, #21
	uqshrn	v27.2s, v10.2d, #1
	uqshrn2	v0.4s, v0.2d, #3
	uqshrn2	v9.4s, v18.2d, #27
	uqshrn2	v14.4s, v23.2d, #13
	uqshrn2	v26.4s, v1.2d, #12
	uqshrn	v24.4h, v15.4s, #2
	uqshrn	v14.4h, v26.4s, #1
	uqshrn	v3.4h, v1.4s, #16
	uqshrn	v29.4h, v6.4s, #13
	uqshrn2	v29.8h, v11.4s, #12
	uqshrn2	v19.8h, v16.4s, #1
	uqshrn2	v23.8h, v8.4s, #16
	uqshrn2	v3.8h, v2.4s, #1
	uqshrn	v13.8b, v8.8h, #5
	uqshrn	v8.8b, v29.8h, #8
	uqshrn	v24.8b, v20.8h, #1
	uqshrn	v10.8b, v31.8h, #6
	uqshrn2	v31.16b, v23.8h, #6
	uqshrn2	v22.16b, v26.8h, #4
	uqshrn2	v7.16b, v23.8h, #1
	uqshrn2	v24.16b, v20.8h, #7
	uqsub	b28, b20, b25
	uqsub	b15, b7, b0
	uqsub	b4, b17, b20
	uqsub	b19, b27, b23
	uqsub	d23, d28, d5
	uqsub	d25, d8, d22
	uqsub	d28, d4, d21
	uqsub	d7, d7, d24
	uqsub	h31, h25, h12
	uqsub	h9, h10, h13
	uqsub	h8, h17, h20
	uqsub	h21, h25, h29
	uqsub	s22, s19, s13
	uqsub	s16, s7, s10
	uqsub	s10, s31, s3
	uqsub	s12, s5, s26
	uqsub	v25.16b, v10.16b, v12.16b
	uqsub	v19.16b, v15.16b, v27.16b
	uqsub	v23.16b, v30.16b, v12.16b
	uqsub	v8.16b, v15.16b, v20.16b
	uqsub	v14.2d, v27.2d, v11.2d
	uqsub	v3.2d, v22.2d, v2.2d
	uqsub	v26.2d, v4.2d, v0.2d
	uqsub	v25.2d, v21.2d, v14.2d
	uqsub	v5.2s, v18.2s, v30.2s
	uqsub	v9.2s, v27.2s, v18.2s
	uqsub	v4.2s, v15.2s, v1.2s
	uqsub	v24.2s, v18.2s, v23.2s
	uqsub	v31.4h, v18.4h, v17.4h
	uqsub	v12.4h, v3.4h, v8.4h
	uqsub	v31.4h, v17.4h, v12.4h
	uqsub	v26.4h, v17.4h, v6.4h
	uqsub	v22.4s, v8.4s, v17.4s
	uqsub	v24.4s, v1.4s, v18.4s
	uqsub	v26.4s, v28.4s, v10.4s
	uqsub	v11.4s, v25.4s, v16.4s
	uqsub	v10.8b, v7.8b, v8.8b
	uqsub	v11.8b, v10.8b, v10.8b
	uqsub	v9.8b, v9.8b, v16.8b
	uqsub	v25.8b, v1.8b, v26.8b
	uqsub	v7.8h, v29.8h, v28.8h
	uqsub	v27.8h, v5.8h, v26.8h
	uqsub	v31.8h, v9.8h, v24.8h
	uqsub	v4.8h, v6.8h, v29.8h
	uqxtn	b20, h26
	uqxtn	b12, h4
	uqxtn	b14, h3
	uqxtn	b7, h11
	uqxtn	h27, s11
	uqxtn	h13, s3
	uqxtn	h23, s18
	uqxtn	h7, s23
	uqxtn	s14, d28
	uqxtn	s3, d21
	uqxtn	s14, d9
	uqxtn	s19, d30
	uqxtn	v13.2s, v5.2d
	uqxtn	v25.2s, v18.2d
	uqxtn	v19.2s, v5.2d
	uqxtn	v16.2s, v25.2d
	uqxtn2	v2.4s, v7.2d
	uqxtn2	v13.4s, v21.2d
	uqxtn2	v20.4s, v4.2d
	uqxtn2	v14.4s, v2.2d
	uqxtn	v14.4h, v20.4s
	uqxtn	v0.4h, v1.4s
	uqxtn	v21.4h, v2.4s
	uqxtn	v23.4h, v22.4s
	uqxtn2	v14.8h, v17.4s
	uqxtn2	v10.8h, v27.4s
	uqxtn2	v16.8h, v10.4s
	uqxtn2	v1.8h, v15.4s
	uqxtn	v16.8b, v31.8h
	uqxtn	v16.8b, v13.8h
	uqxtn	v12.8b, v21.8h
	uqxtn	v23.8b, v6.8h
	uqxtn2	v5.16b, v5.8h
	uqxtn2	v25.16b, v6.8h
	uqxtn2	v15.16b, v7.8h
	uqxtn2	v2.16b, v27.8h
	urecpe	v18.2s, v17.2s
	urecpe	v22.2s, v6.2s
	urecpe	v17.2s, v11.2s
	urecpe	v27.2s, v11.2s
	urecpe	v27.4s, v30.4s
	urecpe	v26.4s, v12.4s
	urecpe	v0.4s, v10.4s
	urecpe	v7.4s, v9.4s
	urhadd	v2.16b, v25.16b, v20.16b
	urhadd	v12.16b, v2.16b, v17.16b
	urhadd	v4.16b, v15.16b, v7.16b
	urhadd	v20.16b, v15.16b, v7.16b
	urhadd	v29.2s, v11.2s, v10.2s
	urhadd	v8.2s, v0.2s, v23.2s
	urhadd	v10.2s, v27.2s, v12.2s
	urhadd	v16.2s, v5.2s, v3.2s
	urhadd	v29.4h, v0.4h, v3.4h
	urhadd	v13.4h, v0.4h, v20.4h
	urhadd	v10.4h, v27.4h, v9.4h
	urhadd	v28.4h, v21.4h, v28.4h
	urhadd	v16.4s, v12.4s, v4.4s
	urhadd	v29.4s, v28.4s, v8.4s
	urhadd	v12.4s, v16.4s, v19.4s
	urhadd	v4.4s, v20.4s, v10.4s
	urhadd	v16.8b, v3.8b, v20.8b
	urhadd	v26.8b, v4.8b, v16.8b
	urhadd	v0.8b, v30.8b, v6.8b
	urhadd	v26.8b, v26.8b, v19.8b
	urhadd	v19.8h, v10.8h, v18.8h
	urhadd	v21.8h, v3.8h, v27.8h
	urhadd	v17.8h, v28.8h, v24.8h
	urhadd	v8.8h, v12.8h, v20.8h
	urshl	d6, d24, d10
	urshl	d6, d15, d12
	urshl	d17, d13, d7
	urshl	d16, d0, d6
	urshl	v7.16b, v5.16b, v23.16b
	urshl	v15.16b, v10.16b, v16.16b
	urshl	v4.16b, v20.16b, v21.16b
	urshl	v10.16b, v4.16b, v4.16b
	urshl	v12.2d, v23.2d, v10.2d
	urshl	v28.2d, v9.2d, v2.2d
	urshl	v19.2d, v7.2d, v8.2d
	urshl	v13.2d, v17.2d, v2.2d
	urshl	v31.2s, v27.2s, v31.2s
	urshl	v8.2s, v30.2s, v29.2s
	urshl	v14.2s, v5.2s, v10.2s
	urshl	v0.2s, v29.2s, v20.2s
	urshl	v8.4h, v9.4h, v14.4h
	urshl	v1.4h, v13.4h, v17.4h
	urshl	v3.4h, v7.4h, v14.4h
	urshl	v13.4h, v9.4h, v29.4h
	urshl	v2.4s, v18.4s, v9.4s
	urshl	v28.4s, v0.4s, v6.4s
	urshl	v25.4s, v21.4s, v11.4s
	urshl	v14.4s, v5.4s, v3.4s
	urshl	v26.8b, v31.8b, v15.8b
	urshl	v27.8b, v27.8b, v25.8b
	urshl	v7.8b, v21.8b, v23.8b
	urshl	v0.8b, v13.8b, v13.8b
	urshl	v4.8h, v10.8h, v28.8h
	urshl	v22.8h, v20.8h, v0.8h
	urshl	v24.8h, v18.8h, v3.8h
	urshl	v21.8h, v3.8h, v25.8h
	urshr	d7, d11, #23
	urshr	d20, d1, #44
	urshr	d30, d16, #1
	urshr	d9, d7, #51
	urshr	v21.16b, v2.16b, #1
	urshr	v27.16b, v8.16b, #7
	urshr	v3.16b, v9.16b, #1
	urshr	v14.16b, v22.16b, #3
	urshr	v24.2d, v21.2d, #55
	urshr	v4.2d, v25.2d, #32
	urshr	v17.2d, v10.2d, #62
	urshr	v7.2d, v24.2d, #55
	urshr	v19.2s, v18.2s, #5
	urshr	v0.2s, v25.2s, #5
	urshr	v26.2s, v27.2s, #9
	urshr	v1.2s, v4.2s, #1
	urshr	v23.4h, v26.4h, #1
	urshr	v11.4h, v16.4h, #16
	urshr	v14.4h, v24.4h, #11
	urshr	v1.4h, v23.4h, #1
	urshr	v26.4s, v23.4s, #21
	urshr	v6.4s, v26.4s, #32
	urshr	v8.4s, v2.4s, #6
	urshr	v13.4s, v13.4s, #30
	urshr	v3.8b, v6.8b, #4
	urshr	v29.8b, v3.8b, #6
	urshr	v19.8b, v17.8b, #6
	urshr	v27.8b, v24.8b, #5
	urshr	v17.8h, v25.8h, #15
	urshr	v22.8h, v18.8h, #9
	urshr	v7.8h, v12.8h, #14
	urshr	v21.8h, v25.8h, #5
	ursqrte	v30.2s, v6.2s
	ursqrte	v10.2s, v5.2s
	ursqrte	v27.2s, v26.2s
	ursqrte	v10.2s, v28.2s
	ursqrte	v30.4s, v6.4s
	ursqrte	v23.4s, v9.4s
	ursqrte	v26.4s, v27.4s
	ursqrte	v30.4s, v23.4s
	ursra	d15, d20, #23
	ursra	d20, d31, #20
	ursra	d15, d0, #27
	ursra	d20, d5, #53
	ursra	v7.16b, v21.16b, #7
	ursra	v25.16b, v4.16b, #1
	ursra	v25.16b, v1.16b, #8
	ursra	v5.16b, v9.16b, #1
	ursra	v24.2d, v21.2d, #1
	ursra	v14.2d, v2.2d, #18
	ursra	v15.2d, v17.2d, #16
	ursra	v20.2d, v27.2d, #48
	ursra	v30.2s, v1.2s, #22
	ursra	v23.2s, v2.2s, #26
	ursra	v23.2s, v27.2s, #22
	ursra	v5.2s, v3.2s, #32
	ursra	v29.4h, v15.4h, #2
	ursra	v11.4h, v22.4h, #11
	ursra	v15.4h, v24.4h, #13
	ursra	v30.4h, v15.4h, #8
	ursra	v9.4s, v7.4s, #8
	ursra	v2.4s, v22.4s, #22
	ursra	v13.4s, v13.4s, #13
	ursra	v30.4s, v20.4s, #32
	ursra	v1.8b, v15.8b, #4
	ursra	v11.8b, v14.8b, #6
	ursra	v5.8b, v18.8b, #1
	ursra	v19.8b, v10.8b, #8
	ursra	v19.8h, v23.8h, #1
	ursra	v20.8h, v27.8h, #1
	ursra	v15.8h, v30.8h, #1
	ursra	v16.8h, v29.8h, #15
	ushll	v7.2d, v17.2s, #18
	ushll	v19.2d, v13.2s, #17
	ushll	v13.2d, v19.2s, #31
	ushll	v2.2d, v12.2s, #13
	ushll2	v27.2d, v8.4s, #1
	ushll2	v1.2d, v17.4s, #14
	ushll2	v18.2d, v8.4s, #14
	ushll2	v25.2d, v15.4s, #22
	ushll	v2.4s, v3.4h, #12
	ushll	v1.4s, v12.4h, #6
	ushll	v7.4s, v1.4h, #5
	ushll	v0.4s, v21.4h, #14
	ushll2	v8.4s, v31.8h, #0
	ushll2	v5.4s, v14.8h, #0
	ushll2	v21.4s, v22.8h, #15
	ushll2	v18.4s, v16.8h, #1
	ushll	v25.8h, v7.8b, #7
	ushll	v18.8h, v8.8b, #2
	ushll	v11.8h, v13.8b, #1
	ushll	v13.8h, v21.8b, #0
	ushll2	v18.8h, v18.16b, #1
	ushll2	v22.8h, v18.16b, #1
	ushll2	v16.8h, v17.16b, #1
	ushll2	v27.8h, v3.16b, #5
	ushl	d19, d13, d8
	ushl	d5, d13, d18
	ushl	d13, d4, d16
	ushl	d17, d28, d30
	ushl	v19.16b, v7.16b, v0.16b
	ushl	v25.16b, v21.16b, v6.16b
	ushl	v2.16b, v19.16b, v31.16b
	ushl	v24.16b, v10.16b, v3.16b
	ushl	v15.2d, v23.2d, v27.2d
	ushl	v1.2d, v10.2d, v10.2d
	ushl	v12.2d, v18.2d, v3.2d
	ushl	v18.2d, v28.2d, v25.2d
	ushl	v9.2s, v9.2s, v15.2s
	ushl	v9.2s, v6.2s, v19.2s
	ushl	v26.2s, v18.2s, v5.2s
	ushl	v3.2s, v1.2s, v26.2s
	ushl	v22.4h, v21.4h, v4.4h
	ushl	v9.4h, v4.4h, v1.4h
	ushl	v3.4h, v25.4h, v14.4h
	ushl	v28.4h, v22.4h, v2.4h
	ushl	v2.4s, v22.4s, v18.4s
	ushl	v28.4s, v0.4s, v26.4s
	ushl	v4.4s, v15.4s, v15.4s
	ushl	v5.4s, v25.4s, v3.4s
	ushl	v15.8b, v3.8b, v16.8b
	ushl	v28.8b, v19.8b, v4.8b
	ushl	v3.8b, v16.8b, v18.8b
	ushl	v3.8b, v31.8b, v19.8b
	ushl	v6.8h, v9.8h, v16.8h
	ushl	v14.8h, v9.8h, v16.8h
	ushl	v4.8h, v9.8h, v14.8h
	ushl	v15.8h, v4.8h, v21.8h
	ushr	d25, d16, #59
	ushr	d25, d12, #51
	ushr	d8, d0, #29
	ushr	d22, d31, #37
	ushr	v11.16b, v22.16b, #5
	ushr	v7.16b, v28.16b, #1
	ushr	v9.16b, v5.16b, #2
	ushr	v16.16b, v13.16b, #1
	ushr	v13.2d, v28.2d, #61
	ushr	v14.2d, v16.2d, #15
	ushr	v4.2d, v29.2d, #18
	ushr	v10.2d, v31.2d, #61
	ushr	v3.2s, v27.2s, #22
	ushr	v16.2s, v15.2s, #6
	ushr	v9.2s, v3.2s, #6
	ushr	v26.2s, v9.2s, #23
	ushr	v1.4h, v18.4h, #7
	ushr	v14.4h, v16.4h, #11
	ushr	v4.4h, v27.4h, #15
	ushr	v19.4h, v4.4h, #11
	ushr	v22.4s, v15.4s, #16
	ushr	v26.4s, v15.4s, #20
	ushr	v12.4s, v11.4s, #27
	ushr	v17.4s, v29.4s, #13
	ushr	v11.8b, v4.8b, #8
	ushr	v0.8b, v16.8b, #1
	ushr	v10.8b, v29.8b, #1
	ushr	v7.8b, v12.8b, #7
	ushr	v10.8h, v18.8h, #16
	ushr	v15.8h, v23.8h, #11
	ushr	v29.8h, v22.8h, #7
	ushr	v25.8h, v5.8h, #3
	usqadd	b30, b20
	usqadd	b11, b26
	usqadd	b20, b29
	usqadd	b11, b20
	usqadd	d3, d6
	usqadd	d4, d9
	usqadd	d29, d13
	usqadd	d0, d18
	usqadd	h10, h11
	usqadd	h20, h25
	usqadd	h30, h30
	usqadd	h19, h17
	usqadd	s11, s20
	usqadd	s1, s26
	usqadd	s17, s27
	usqadd	s22, s29
	usqadd	v13.16b, v7.16b
	usqadd	v25.16b, v28.16b
	usqadd	v28.16b, v30.16b
	usqadd	v31.16b, v9.16b
	usqadd	v4.2d, v20.2d
	usqadd	v30.2d, v20.2d
	usqadd	v24.2d, v21.2d
	usqadd	v1.2d, v6.2d
	usqadd	v6.2s, v4.2s
	usqadd	v7.2s, v19.2s
	usqadd	v21.2s, v21.2s
	usqadd	v27.2s, v16.2s
	usqadd	v20.4h, v11.4h
	usqadd	v16.4h, v1.4h
	usqadd	v10.4h, v26.4h
	usqadd	v30.4h, v24.4h
	usqadd	v16.4s, v27.4s
	usqadd	v10.4s, v3.4s
	usqadd	v23.4s, v11.4s
	usqadd	v11.4s, v25.4s
	usqadd	v19.8b, v8.8b
	usqadd	v1.8b, v28.8b
	usqadd	v5.8b, v20.8b
	usqadd	v7.8b, v9.8b
	usqadd	v9.8h, v22.8h
	usqadd	v7.8h, v22.8h
	usqadd	v20.8h, v28.8h
	usqadd	v29.8h, v13.8h
	usra	d7, d22, #44
	usra	d24, d15, #29
	usra	d10, d4, #1
	usra	d19, d29, #41
	usra	v4.16b, v7.16b, #8
	usra	v5.16b, v23.16b, #4
	usra	v7.16b, v11.16b, #7
	usra	v25.16b, v9.16b, #4
	usra	v0.2d, v10.2d, #64
	usra	v2.2d, v31.2d, #38
	usra	v20.2d, v29.2d, #1
	usra	v22.2d, v22.2d, #1
	usra	v1.2s, v6.2s, #30
	usra	v5.2s, v13.2s, #1
	usra	v21.2s, v2.2s, #31
	usra	v5.2s, v16.2s, #13
	usra	v25.4h, v1.4h, #12
	usra	v0.4h, v7.4h, #1
	usra	v25.4h, v31.4h, #16
	usra	v3.4h, v0.4h, #2
	usra	v23.4s, v17.4s, #27
	usra	v4.4s, v26.4s, #27
	usra	v31.4s, v7.4s, #15
	usra	v2.4s, v7.4s, #3
	usra	v24.8b, v18.8b, #8
	usra	v17.8b, v17.8b, #1
	usra	v2.8b, v3.8b, #2
	usra	v31.8b, v22.8b, #3
	usra	v29.8h, v6.8h, #1
	usra	v18.8h, v29.8h, #14
	usra	v29.8h, v0.8h, #14
	usra	v15.8h, v23.8h, #4
	usubl	v8.2d, v31.2s, v21.2s
	usubl	v30.2d, v11.2s, v1.2s
	usubl	v26.2d, v2.2s, v13.2s
	usubl	v6.2d, v23.2s, v15.2s
	usubl2	v17.2d, v19.4s, v5.4s
	usubl2	v6.2d, v14.4s, v5.4s
	usubl2	v28.2d, v31.4s, v8.4s
	usubl2	v4.2d, v2.4s, v7.4s
	usubl	v26.4s, v16.4h, v31.4h
	usubl	v16.4s, v5.4h, v1.4h
	usubl	v31.4s, v20.4h, v0.4h
	usubl	v16.4s, v28.4h, v15.4h
	usubl2	v20.4s, v21.8h, v8.8h
	usubl2	v3.4s, v5.8h, v30.8h
	usubl2	v27.4s, v29.8h, v14.8h
	usubl2	v5.4s, v25.8h, v17.8h
	usubl	v1.8h, v30.8b, v25.8b
	usubl	v23.8h, v3.8b, v14.8b
	usubl	v31.8h, v11.8b, v25.8b
	usubl	v24.8h, v2.8b, v12.8b
	usubl2	v2.8h, v28.16b, v1.16b
	usubl2	v8.8h, v27.16b, v8.16b
	usubl2	v1.8h, v27.16b, v17.16b
	usubl2	v17.8h, v31.16b, v13.16b
	usubw	v6.2d, v9.2d, v17.2s
	usubw	v29.2d, v12.2d, v21.2s
	usubw	v3.2d, v21.2d, v25.2s
	usubw	v17.2d, v28.2d, v7.2s
	usubw2	v7.2d, v29.2d, v4.4s
	usubw2	v20.2d, v26.2d, v21.4s
	usubw2	v21.2d, v4.2d, v24.4s
	usubw2	v2.2d, v10.2d, v0.4s
	usubw	v11.4s, v2.4s, v22.4h
	usubw	v8.4s, v25.4s, v3.4h
	usubw	v24.4s, v12.4s, v22.4h
	usubw	v14.4s, v3.4s, v26.4h
	usubw2	v25.4s, v30.4s, v29.8h
	usubw2	v25.4s, v7.4s, v13.8h
	usubw2	v22.4s, v15.4s, v10.8h
	usubw2	v25.4s, v5.4s, v30.8h
	usubw	v22.8h, v25.8h, v14.8b
	usubw	v28.8h, v1.8h, v24.8b
	usubw	v24.8h, v13.8h, v8.8b
	usubw	v12.8h, v5.8h, v24.8b
	usubw2	v21.8h, v6.8h, v25.16b
	usubw2	v9.8h, v7.8h, v14.16b
	usubw2	v9.8h, v3.8h, v19.16b
	usubw2	v22.8h, v16.8h, v2.16b
	uzp1	v4.16b, v12.16b, v19.16b
	uzp1	v2.16b, v21.16b, v5.16b
	uzp1	v31.16b, v9.16b, v10.16b
	uzp1	v27.16b, v22.16b, v20.16b
	uzp1	v22.2d, v24.2d, v26.2d
	uzp1	v25.2d, v30.2d, v23.2d
	uzp1	v7.2d, v16.2d, v10.2d
	uzp1	v2.2d, v4.2d, v16.2d
	uzp1	v18.2s, v2.2s, v20.2s
	uzp1	v9.2s, v11.2s, v30.2s
	uzp1	v0.2s, v14.2s, v21.2s
	uzp1	v12.2s, v6.2s, v17.2s
	uzp1	v19.4h, v6.4h, v17.4h
	uzp1	v16.4h, v28.4h, v17.4h
	uzp1	v7.4h, v5.4h, v25.4h
	uzp1	v29.4h, v21.4h, v4.4h
	uzp1	v4.4s, v14.4s, v1.4s
	uzp1	v11.4s, v4.4s, v2.4s
	uzp1	v22.4s, v29.4s, v17.4s
	uzp1	v29.4s, v26.4s, v24.4s
	uzp1	v1.8b, v23.8b, v15.8b
	uzp1	v2.8b, v13.8b, v9.8b
	uzp1	v6.8b, v27.8b, v17.8b
	uzp1	v29.8b, v4.8b, v14.8b
	uzp1	v1.8h, v29.8h, v21.8h
	uzp1	v2.8h, v13.8h, v11.8h
	uzp1	v14.8h, v22.8h, v30.8h
	uzp1	v13.8h, v27.8h, v15.8h
	uzp2	v15.16b, v24.16b, v29.16b
	uzp2	v8.16b, v10.16b, v0.16b
	uzp2	v24.16b, v6.16b, v17.16b
	uzp2	v16.16b, v25.16b, v17.16b
	uzp2	v19.2d, v6.2d, v6.2d
	uzp2	v30.2d, v22.2d, v5.2d
	uzp2	v22.2d, v27.2d, v20.2d
	uzp2	v18.2d, v15.2d, v16.2d
	uzp2	v1.2s, v27.2s, v30.2s
	uzp2	v6.2s, v20.2s, v24.2s
	uzp2	v3.2s, v19.2s, v23.2s
	uzp2	v17.2s, v12.2s, v22.2s
	uzp2	v19.4h, v2.4h, v23.4h
	uzp2	v31.4h, v1.4h, v31.4h
	uzp2	v7.4h, v30.4h, v16.4h
	uzp2	v14.4h, v21.4h, v6.4h
	uzp2	v28.4s, v12.4s, v28.4s
	uzp2	v26.4s, v1.4s, v7.4s
	uzp2	v7.4s, v14.4s, v31.4s
	uzp2	v6.4s, v14.4s, v25.4s
	uzp2	v13.8b, v9.8b, v16.8b
	uzp2	v29.8b, v3.8b, v29.8b
	uzp2	v1.8b, v3.8b, v30.8b
	uzp2	v0.8b, v11.8b, v8.8b
	uzp2	v10.8h, v20.8h, v19.8h
	uzp2	v17.8h, v3.8h, v5.8h
	uzp2	v1.8h, v21.8h, v28.8h
	uzp2	v0.8h, v25.8h, v2.8h
	xtn	v15.2s, v5.2d
	xtn	v19.2s, v22.2d
	xtn	v19.2s, v29.2d
	xtn	v18.2s, v14.2d
	xtn2	v28.4s, v28.2d
	xtn2	v23.4s, v21.2d
	xtn2	v26.4s, v28.2d
	xtn2	v23.4s, v4.2d
	xtn	v27.4h, v4.4s
	xtn	v6.4h, v22.4s
	xtn	v27.4h, v6.4s
	xtn	v13.4h, v23.4s
	xtn2	v14.8h, v9.4s
	xtn2	v29.8h, v27.4s
	xtn2	v18.8h, v20.4s
	xtn2	v0.8h, v3.4s
	xtn	v18.8b, v3.8h
	xtn	v20.8b, v31.8h
	xtn	v3.8b, v10.8h
	xtn	v2.8b, v22.8h
	xtn2	v8.16b, v1.8h
	xtn2	v16.16b, v1.8h
	xtn2	v29.16b, v28.8h
	xtn2	v21.16b, v14.8h
	zip1	v27.16b, v16.16b, v4.16b
	zip1	v1.16b, v26.16b, v24.16b
	zip1	v22.16b, v10.16b, v3.16b
	zip1	v30.16b, v7.16b, v29.16b
	zip1	v31.2d, v27.2d, v24.2d
	zip1	v31.2d, v13.2d, v26.2d
	zip1	v8.2d, v16.2d, v3.2d
	zip1	v13.2d, v6.2d, v9.2d
	zip1	v19.2s, v17.2s, v22.2s
	zip1	v23.2s, v2.2s, v18.2s
	zip1	v3.2s, v15.2s, v27.2s
	zip1	v28.2s, v26.2s, v20.2s
	zip1	v0.4h, v14.4h, v28.4h
	zip1	v17.4h, v30.4h, v25.4h
	zip1	v31.4h, v2.4h, v7.4h
	zip1	v29.4h, v20.4h, v4.4h
	zip1	v9.4s, v27.4s, v6.4s
	zip1	v10.4s, v14.4s, v25.4s
	zip1	v26.4s, v5.4s, v19.4s
	zip1	v18.4s, v26.4s, v20.4s
	zip1	v12.8b, v18.8b, v18.8b
	zip1	v9.8b, v5.8b, v23.8b
	zip1	v27.8b, v21.8b, v21.8b
	zip1	v19.8b, v1.8b, v28.8b
	zip1	v8.8h, v8.8h, v14.8h
	zip1	v29.8h, v11.8h, v28.8h
	zip1	v6.8h, v10.8h, v7.8h
	zip1	v27.8h, v24.8h, v8.8h
	zip2	v19.16b, v28.16b, v14.16b
	zip2	v29.16b, v16.16b, v19.16b
	zip2	v2.16b, v13.16b, v22.16b
	zip2	v15.16b, v2.16b, v24.16b
	zip2	v6.2d, v10.2d, v15.2d
	zip2	v9.2d, v28.2d, v22.2d
	zip2	v4.2d, v7.2d, v11.2d
	zip2	v17.2d, v21.2d, v3.2d
	zip2	v8.2s, v0.2s, v3.2s
	zip2	v3.2s, v23.2s, v11.2s
	zip2	v26.2s, v1.2s, v25.2s
	zip2	v1.2s, v28.2s, v23.2s
	zip2	v17.4h, v0.4h, v26.4h
	zip2	v26.4h, v30.4h, v31.4h
	zip2	v8.4h, v20.4h, v31.4h
	zip2	v25.4h, v2.4h, v24.4h
	zip2	v16.4s, v10.4s, v17.4s
	zip2	v21.4s, v28.4s, v2.4s
	zip2	v10.4s, v10.4s, v31.4s
	zip2	v10.4s, v14.4s, v22.4s
	zip2	v14.8b, v6.8b, v3.8b
	zip2	v26.8b, v29.8b, v11.8b
	zip2	v19.8b, v30.8b, v14.8b
	zip2	v24.8b, v0.8b, v22.8b
	zip2	v11.8h, v19.8h, v28.8h
	zip2	v9.8h, v10.8h, v17.8h
	zip2	v16.8h, v27.8h, v15.8h
	zip2	v29.8h, v12.8h, v7.8h
