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
	bfi	w17, w20, #8, #1
	bfxil	w22, w2, #26, #1
	bfxil	w10, w21, #6, #15
	bfi	w4, w24, #4, #4
	bfxil	x25, x25, #12, #21
	bfxil	x16, x18, #1, #21
	bfxil	x6, x5, #3, #25
	bfxil	x0, x10, #28, #19
	bics	w10, w4, w19
	bics	w9, w5, w29, lsr #11
	bics	w19, w3, w14, lsl #20
	bics	w4, w22, w20, lsr #3
	bics	x7, x14, x12, lsl #57
	bics	x30, x8, x21
	bics	x15, x14, x4, lsr #0
	bics	x4, x13, x21, lsl #1
	bic	w19, w23, w2
	bic	w9, w6, w24, lsr #30
	bic	w10, w25, w15, lsr #28
	bic	w12, w16, w12, lsl #22
	bic	x13, xzr, x16, lsr #57
	bic	x9, x24, x6, ror #61
	bic	x25, x19, x7, lsl #1
	bic	x29, x1, x26, asr #19
	bic	v22.2s, #43
	bic	v11.2s, #1
	bic	v29.2s, #189
	bic	v12.2s, #104, lsl #8
	bic	v8.4h, #213
	bic	v24.4h, #92
	bic	v20.4h, #0
	bic	v21.4h, #48
	bic	v25.4s, #163, lsl #16
	bic	v12.4s, #189
	bic	v6.4s, #97
	bic	v23.4s, #189
	bic	v16.8h, #181
	bic	v4.8h, #0
	bic	v8.8h, #0, lsl #8
	bic	v5.8h, #192
	bic	v12.16b, v15.16b, v15.16b
	bic	v29.16b, v4.16b, v5.16b
	bic	v27.16b, v20.16b, v31.16b
	bic	v6.16b, v26.16b, v2.16b
	bic	v20.8b, v25.8b, v8.8b
	bic	v8.8b, v12.8b, v6.8b
	bic	v3.8b, v5.8b, v22.8b
	bic	v30.8b, v14.8b, v14.8b
	bif	v10.16b, v13.16b, v5.16b
	bif	v10.16b, v7.16b, v5.16b
	bif	v26.16b, v1.16b, v11.16b
	bif	v19.16b, v26.16b, v9.16b
	bif	v31.8b, v19.8b, v18.8b
	bif	v21.8b, v11.8b, v16.8b
	bif	v19.8b, v10.8b, v23.8b
	bif	v2.8b, v30.8b, v15.8b
	bit	v15.16b, v19.16b, v22.16b
	bit	v9.16b, v9.16b, v9.16b
	bit	v21.16b, v23.16b, v16.16b
	bit	v24.16b, v7.16b, v14.16b
	bit	v16.8b, v19.8b, v27.8b
	bit	v7.8b, v7.8b, v12.8b
	bit	v22.8b, v5.8b, v9.8b
	bit	v31.8b, v9.8b, v24.8b
	bl	#0
	bl	#53265264
	bl	#-47113956
	bl	#-134217728
	blr	x19
	blr	x23
	blr	x4
	blr	x0
	br	x22
	br	x21
	br	x25
	br	x29
	brk	#0x9565
	brk	#0x7131
	brk	#0xecee
	brk	#0xfe71
	bsl	v28.16b, v28.16b, v14.16b
	bsl	v22.16b, v17.16b, v2.16b
	bsl	v21.16b, v6.16b, v28.16b
	bsl	v22.16b, v21.16b, v0.16b
	bsl	v26.8b, v19.8b, v29.8b
	bsl	v22.8b, v3.8b, v27.8b
	bsl	v24.8b, v2.8b, v8.8b
	bsl	v3.8b, v20.8b, v3.8b
	b.hi	#0
	b.hs	#-420412
	b.mi	#-4
	b.ne	#-528504
	cbnz	w28, #164360
	cbnz	w30, #0
	cbnz	w14, #297160
	cbnz	w22, #105936
	cbnz	x11, #119480
	cbnz	x21, #-4
	cbnz	x25, #-841068
	cbnz	x17, #-389944
	cbz	w8, #546152
	cbz	w19, #613676
	cbz	w15, #902300
	cbz	w19, #647848
	cbz	x12, #211652
	cbz	x8, #1048572
	cbz	x16, #490232
	cbz	x30, #720060
	ccmn	w28, #25, #6, eq
	ccmn	w22, #1, #0, al
	ccmn	w8, #25, #0, ne
	ccmn	w24, #0, #11, le
	ccmn	w1, w5, #0, le
	ccmn	w1, w17, #15, ls
	ccmn	w0, w23, #9, ne
	ccmn	w28, w21, #2, al
	ccmn	x13, #5, #8, ne
	ccmn	x12, #31, #0, hi
	ccmn	x26, #14, #5, mi
	ccmn	x16, #6, #9, ls
	ccmn	x18, x25, #15, ls
	ccmn	x2, x21, #0, gt
	ccmn	x24, x8, #5, hs
	ccmn	x16, x25, #1, lo
	ccmp	w23, #10, #1, le
	ccmp	w29, #4, #14, vc
	ccmp	w10, #1, #1, le
	ccmp	w24, #15, #9, le
	ccmp	w8, w2, #6, lt
	ccmp	w28, w22, #15, ne
	ccmp	w12, w20, #0, lt
	ccmp	w22, w25, #15, le
	ccmp	x13, #24, #15, vc
	ccmp	x5, #23, #1, hi
	ccmp	x7, #6, #0, ne
	ccmp	x1, #10, #0, vc
	ccmp	x26, x18, #10, ge
	ccmp	x13, x27, #6, hs
	ccmp	x7, x27, #15, hi
	ccmp	x22, x12, #9, lt
	clrex	#3
	clrex	#12
	clrex	#0
	clrex	#6
	cls	w26, w26
	cls	w2, w21
	cls	w7, w12
	cls	w26, w27
	cls	x3, x24
	cls	x7, x4
	cls	x17, x14
	cls	x3, x8
	cls	v7.16b, v8.16b
	cls	v7.16b, v0.16b
	cls	v27.16b, v21.16b
	cls	v11.16b, v30.16b
	cls	v12.2s, v11.2s
	cls	v13.2s, v27.2s
	cls	v29.2s, v14.2s
	cls	v2.2s, v14.2s
	cls	v9.4h, v30.4h
	cls	v5.4h, v26.4h
	cls	v26.4h, v11.4h
	cls	v15.4h, v30.4h
	cls	v10.4s, v16.4s
	cls	v30.4s, v9.4s
	cls	v13.4s, v26.4s
	cls	v10.4s, v16.4s
	cls	v9.8b, v19.8b
	cls	v12.8b, v19.8b
	cls	v26.8b, v6.8b
	cls	v23.8b, v7.8b
	cls	v10.8h, v6.8h
	cls	v18.8h, v28.8h
	cls	v14.8h, v30.8h
	cls	v26.8h, v5.8h
	clz	w22, w15
	clz	w25, w23
	clz	w5, w4
	clz	w24, w1
	clz	x4, x8
	clz	x23, x12
	clz	x29, x19
	clz	x8, x1
	clz	v30.16b, v30.16b
	clz	v15.16b, v17.16b
	clz	v14.16b, v5.16b
	clz	v15.16b, v22.16b
	clz	v9.2s, v20.2s
	clz	v4.2s, v24.2s
	clz	v30.2s, v16.2s
	clz	v18.2s, v26.2s
	clz	v9.4h, v31.4h
	clz	v25.4h, v11.4h
	clz	v14.4h, v30.4h
	clz	v16.4h, v28.4h
	clz	v30.4s, v23.4s
	clz	v19.4s, v20.4s
	clz	v8.4s, v18.4s
	clz	v21.4s, v25.4s
	clz	v1.8b, v29.8b
	clz	v20.8b, v31.8b
	clz	v26.8b, v12.8b
	clz	v8.8b, v10.8b
	clz	v9.8h, v10.8h
	clz	v22.8h, v1.8h
	clz	v12.8h, v25.8h
	clz	v17.8h, v21.8h
	cmeq	d11, d6, d15
	cmeq	d6, d0, d25
	cmeq	d10, d29, d7
	cmeq	d19, d30, d15
	cmeq	v20.16b, v17.16b, v22.16b
	cmeq	v25.16b, v12.16b, v17.16b
	cmeq	v16.16b, v15.16b, v10.16b
	cmeq	v18.16b, v23.16b, v0.16b
	cmeq	v12.2d, v18.2d, v6.2d
	cmeq	v10.2d, v9.2d, v14.2d
	cmeq	v10.2d, v9.2d, v24.2d
	cmeq	v20.2d, v1.2d, v27.2d
	cmeq	v14.2s, v28.2s, v22.2s
	cmeq	v22.2s, v19.2s, v25.2s
	cmeq	v17.2s, v9.2s, v23.2s
	cmeq	v14.2s, v30.2s, v24.2s
	cmeq	v19.4h, v18.4h, v28.4h
	cmeq	v5.4h, v8.4h, v27.4h
	cmeq	v7.4h, v9.4h, v28.4h
	cmeq	v26.4h, v23.4h, v30.4h
	cmeq	v22.4s, v23.4s, v14.4s
	cmeq	v8.4s, v10.4s, v10.4s
	cmeq	v12.4s, v26.4s, v30.4s
	cmeq	v4.4s, v25.4s, v3.4s
	cmeq	v22.8b, v8.8b, v31.8b
	cmeq	v8.8b, v1.8b, v8.8b
	cmeq	v7.8b, v29.8b, v1.8b
	cmeq	v31.8b, v16.8b, v19.8b
	cmeq	v29.8h, v7.8h, v14.8h
	cmeq	v31.8h, v29.8h, v21.8h
	cmeq	v8.8h, v2.8h, v9.8h
	cmeq	v20.8h, v25.8h, v1.8h
	cmeq	d20, d27, #0
	cmeq	d16, d20, #0
	cmeq	d27, d13, #0
	cmeq	d19, d14, #0
	cmeq	v17.16b, v18.16b, #0
	cmeq	v10.16b, v22.16b, #0
	cmeq	v21.16b, v21.16b, #0
	cmeq	v17.16b, v15.16b, #0
	cmeq	v23.2d, v16.2d, #0
	cmeq	v1.2d, v12.2d, #0
	cmeq	v8.2d, v18.2d, #0
	cmeq	v0.2d, v12.2d, #0
	cmeq	v4.2s, v5.2s, #0
	cmeq	v7.2s, v2.2s, #0
	cmeq	v2.2s, v15.2s, #0
	cmeq	v25.2s, v19.2s, #0
	cmeq	v15.4h, v4.4h, #0
	cmeq	v6.4h, v29.4h, #0
	cmeq	v19.4h, v3.4h, #0
	cmeq	v28.4h, v15.4h, #0
	cmeq	v11.4s, v26.4s, #0
	cmeq	v10.4s, v21.4s, #0
	cmeq	v4.4s, v23.4s, #0
	cmeq	v23.4s, v11.4s, #0
	cmeq	v17.8b, v3.8b, #0
	cmeq	v13.8b, v21.8b, #0
	cmeq	v7.8b, v20.8b, #0
	cmeq	v0.8b, v15.8b, #0
	cmeq	v25.8h, v30.8h, #0
	cmeq	v29.8h, v26.8h, #0
	cmeq	v6.8h, v4.8h, #0
	cmeq	v1.8h, v12.8h, #0
	cmge	d26, d6, d19
	cmge	d12, d18, d10
	cmge	d25, d18, d11
	cmge	d16, d14, d4
	cmge	v16.16b, v24.16b, v31.16b
	cmge	v26.16b, v10.16b, v16.16b
	cmge	v31.16b, v28.16b, v21.16b
	cmge	v29.16b, v17.16b, v10.16b
	cmge	v25.2d, v7.2d, v17.2d
	cmge	v14.2d, v15.2d, v13.2d
	cmge	v0.2d, v4.2d, v3.2d
	cmge	v7.2d, v1.2d, v8.2d
	cmge	v24.2s, v3.2s, v2.2s
	cmge	v29.2s, v16.2s, v19.2s
	cmge	v26.2s, v11.2s, v30.2s
	cmge	v2.2s, v0.2s, v1.2s
	cmge	v4.4h, v31.4h, v15.4h
	cmge	v6.4h, v25.4h, v20.4h
	cmge	v17.4h, v7.4h, v22.4h
	cmge	v9.4h, v2.4h, v8.4h
	cmge	v2.4s, v28.4s, v25.4s
	cmge	v26.4s, v16.4s, v4.4s
	cmge	v14.4s, v1.4s, v31.4s
	cmge	v5.4s, v15.4s, v5.4s
	cmge	v14.8b, v4.8b, v13.8b
	cmge	v2.8b, v28.8b, v4.8b
	cmge	v6.8b, v11.8b, v26.8b
	cmge	v17.8b, v1.8b, v22.8b
	cmge	v31.8h, v12.8h, v21.8h
	cmge	v12.8h, v14.8h, v23.8h
	cmge	v13.8h, v1.8h, v28.8h
	cmge	v8.8h, v9.8h, v19.8h
	cmge	d13, d21, #0
	cmge	d10, d24, #0
	cmge	d22, d10, #0
	cmge	d1, d3, #0
	cmge	v29.16b, v30.16b, #0
	cmge	v20.16b, v18.16b, #0
	cmge	v15.16b, v6.16b, #0
	cmge	v17.16b, v15.16b, #0
	cmge	v9.2d, v2.2d, #0
	cmge	v29.2d, v21.2d, #0
	cmge	v2.2d, v21.2d, #0
	cmge	v31.2d, v28.2d, #0
	cmge	v6.2s, v26.2s, #0
	cmge	v27.2s, v31.2s, #0
	cmge	v2.2s, v22.2s, #0
	cmge	v9.2s, v22.2s, #0
	cmge	v17.4h, v0.4h, #0
	cmge	v20.4h, v6.4h, #0
	cmge	v21.4h, v3.4h, #0
	cmge	v31.4h, v26.4h, #0
	cmge	v8.4s, v1.4s, #0
	cmge	v22.4s, v24.4s, #0
	cmge	v6.4s, v20.4s, #0
	cmge	v11.4s, v28.4s, #0
	cmge	v31.8b, v16.8b, #0
	cmge	v31.8b, v6.8b, #0
	cmge	v10.8b, v8.8b, #0
	cmge	v12.8b, v16.8b, #0
	cmge	v11.8h, v29.8h, #0
	cmge	v5.8h, v2.8h, #0
	cmge	v20.8h, v14.8h, #0
	cmge	v2.8h, v15.8h, #0
	cmgt	d30, d4, d2
	cmgt	d11, d19, d6
	cmgt	d22, d11, d10
	cmgt	d30, d28, d31
	cmgt	v5.16b, v0.16b, v14.16b
	cmgt	v3.16b, v11.16b, v3.16b
	cmgt	v2.16b, v16.16b, v5.16b
	cmgt	v3.16b, v1.16b, v25.16b
	cmgt	v7.2d, v28.2d, v13.2d
	cmgt	v15.2d, v1.2d, v16.2d
	cmgt	v22.2d, v11.2d, v23.2d
	cmgt	v19.2d, v28.2d, v0.2d
	cmgt	v21.2s, v6.2s, v22.2s
	cmgt	v0.2s, v21.2s, v9.2s
	cmgt	v30.2s, v13.2s, v20.2s
	cmgt	v23.2s, v15.2s, v11.2s
	cmgt	v11.4h, v4.4h, v1.4h
	cmgt	v6.4h, v20.4h, v12.4h
	cmgt	v17.4h, v5.4h, v27.4h
	cmgt	v13.4h, v13.4h, v5.4h
	cmgt	v8.4s, v0.4s, v5.4s
	cmgt	v11.4s, v24.4s, v20.4s
	cmgt	v31.4s, v28.4s, v3.4s
	cmgt	v2.4s, v28.4s, v23.4s
	cmgt	v17.8b, v1.8b, v11.8b
	cmgt	v18.8b, v12.8b, v23.8b
	cmgt	v27.8b, v17.8b, v12.8b
	cmgt	v13.8b, v19.8b, v0.8b
	cmgt	v9.8h, v12.8h, v8.8h
	cmgt	v5.8h, v27.8h, v28.8h
	cmgt	v21.8h, v0.8h, v1.8h
	cmgt	v21.8h, v14.8h, v25.8h
	cmgt	d14, d31, #0
	cmgt	d7, d7, #0
	cmgt	d28, d14, #0
	cmgt	d22, d10, #0
	cmgt	v23.16b, v16.16b, #0
	cmgt	v4.16b, v29.16b, #0
	cmgt	v26.16b, v8.16b, #0
	cmgt	v26.16b, v11.16b, #0
	cmgt	v16.2d, v25.2d, #0
	cmgt	v19.2d, v16.2d, #0
	cmgt	v7.2d, v17.2d, #0
	cmgt	v8.2d, v7.2d, #0
	cmgt	v25.2s, v8.2s, #0
	cmgt	v19.2s, v23.2s, #0
	cmgt	v14.2s, v23.2s, #0
	cmgt	v15.2s, v12.2s, #0
	cmgt	v2.4h, v15.4h, #0
	cmgt	v6.4h, v5.4h, #0
	cmgt	v25.4h, v26.4h, #0
	cmgt	v7.4h, v11.4h, #0
	cmgt	v28.4s, v24.4s, #0
	cmgt	v2.4s, v2.4s, #0
	cmgt	v26.4s, v31.4s, #0
	cmgt	v9.4s, v18.4s, #0
	cmgt	v6.8b, v4.8b, #0
	cmgt	v13.8b, v4.8b, #0
	cmgt	v3.8b, v1.8b, #0
	cmgt	v20.8b, v5.8b, #0
	cmgt	v9.8h, v0.8h, #0
	cmgt	v8.8h, v3.8h, #0
	cmgt	v20.8h, v13.8h, #0
	cmgt	v14.8h, v25.8h, #0
	cmhi	d24, d15, d10
	cmhi	d2, d24, d19
	cmhi	d11, d7, d8
	cmhi	d0, d20, d11
	cmhi	v15.16b, v8.16b, v31.16b
	cmhi	v15.16b, v20.16b, v10.16b
	cmhi	v23.16b, v30.16b, v26.16b
	cmhi	v22.16b, v20.16b, v10.16b
	cmhi	v12.2d, v24.2d, v18.2d
	cmhi	v5.2d, v8.2d, v15.2d
	cmhi	v25.2d, v1.2d, v0.2d
	cmhi	v21.2d, v9.2d, v13.2d
	cmhi	v30.2s, v16.2s, v27.2s
	cmhi	v0.2s, v16.2s, v12.2s
	cmhi	v28.2s, v18.2s, v7.2s
	cmhi	v6.2s, v7.2s, v21.2s
	cmhi	v20.4h, v30.4h, v0.4h
	cmhi	v24.4h, v18.4h, v17.4h
	cmhi	v13.4h, v28.4h, v11.4h
	cmhi	v15.4h, v31.4h, v18.4h
	cmhi	v24.4s, v17.4s, v19.4s
	cmhi	v10.4s, v10.4s, v20.4s
	cmhi	v9.4s, v16.4s, v21.4s
	cmhi	v25.4s, v27.4s, v12.4s
	cmhi	v28.8b, v13.8b, v11.8b
	cmhi	v3.8b, v12.8b, v29.8b
	cmhi	v3.8b, v1.8b, v7.8b
	cmhi	v1.8b, v2.8b, v14.8b
	cmhi	v28.8h, v7.8h, v1.8h
	cmhi	v3.8h, v4.8h, v3.8h
	cmhi	v16.8h, v12.8h, v21.8h
	cmhi	v9.8h, v5.8h, v0.8h
	cmhs	d6, d31, d9
	cmhs	d15, d19, d31
	cmhs	d4, d28, d28
	cmhs	d29, d23, d8
	cmhs	v26.16b, v11.16b, v19.16b
	cmhs	v20.16b, v23.16b, v21.16b
	cmhs	v7.16b, v4.16b, v4.16b
	cmhs	v28.16b, v4.16b, v5.16b
	cmhs	v20.2d, v4.2d, v29.2d
	cmhs	v20.2d, v18.2d, v30.2d
	cmhs	v4.2d, v27.2d, v10.2d
	cmhs	v19.2d, v12.2d, v18.2d
	cmhs	v4.2s, v4.2s, v7.2s
	cmhs	v21.2s, v17.2s, v1.2s
	cmhs	v26.2s, v22.2s, v31.2s
	cmhs	v10.2s, v3.2s, v21.2s
	cmhs	v28.4h, v0.4h, v29.4h
	cmhs	v9.4h, v19.4h, v19.4h
	cmhs	v30.4h, v17.4h, v6.4h
	cmhs	v31.4h, v0.4h, v28.4h
	cmhs	v14.4s, v20.4s, v5.4s
	cmhs	v9.4s, v11.4s, v7.4s
	cmhs	v23.4s, v9.4s, v0.4s
	cmhs	v9.4s, v14.4s, v19.4s
	cmhs	v17.8b, v27.8b, v13.8b
	cmhs	v11.8b, v28.8b, v19.8b
	cmhs	v23.8b, v29.8b, v25.8b
	cmhs	v7.8b, v14.8b, v14.8b
	cmhs	v19.8h, v4.8h, v29.8h
	cmhs	v6.8h, v17.8h, v10.8h
	cmhs	v30.8h, v30.8h, v19.8h
	cmhs	v26.8h, v3.8h, v30.8h
	cmle	d27, d5, #0
	cmle	d5, d20, #0
	cmle	d27, d21, #0
	cmle	d20, d23, #0
	cmle	v12.16b, v16.16b, #0
	cmle	v21.16b, v28.16b, #0
	cmle	v9.16b, v29.16b, #0
	cmle	v1.16b, v2.16b, #0
	cmle	v17.2d, v26.2d, #0
	cmle	v0.2d, v28.2d, #0
	cmle	v8.2d, v1.2d, #0
	cmle	v28.2d, v8.2d, #0
	cmle	v16.2s, v29.2s, #0
	cmle	v29.2s, v22.2s, #0
	cmle	v21.2s, v16.2s, #0
	cmle	v17.2s, v22.2s, #0
	cmle	v16.4h, v5.4h, #0
	cmle	v19.4h, v8.4h, #0
	cmle	v10.4h, v22.4h, #0
	cmle	v16.4h, v10.4h, #0
	cmle	v3.4s, v8.4s, #0
	cmle	v5.4s, v6.4s, #0
	cmle	v5.4s, v10.4s, #0
	cmle	v1.4s, v4.4s, #0
	cmle	v25.8b, v3.8b, #0
	cmle	v27.8b, v24.8b, #0
	cmle	v20.8b, v27.8b, #0
	cmle	v23.8b, v18.8b, #0
	cmle	v27.8h, v29.8h, #0
	cmle	v7.8h, v2.8h, #0
	cmle	v25.8h, v27.8h, #0
	cmle	v30.8h, v24.8h, #0
	cmlt	d3, d7, #0
	cmlt	d11, d17, #0
	cmlt	d23, d22, #0
	cmlt	d16, d23, #0
	cmlt	v17.16b, v10.16b, #0
	cmlt	v29.16b, v20.16b, #0
	cmlt	v0.16b, v27.16b, #0
	cmlt	v21.16b, v23.16b, #0
	cmlt	v2.2d, v27.2d, #0
	cmlt	v17.2d, v6.2d, #0
	cmlt	v26.2d, v12.2d, #0
	cmlt	v6.2d, v22.2d, #0
	cmlt	v6.2s, v12.2s, #0
	cmlt	v16.2s, v3.2s, #0
	cmlt	v16.2s, v19.2s, #0
	cmlt	v26.2s, v10.2s, #0
	cmlt	v6.4h, v7.4h, #0
	cmlt	v19.4h, v2.4h, #0
	cmlt	v28.4h, v17.4h, #0
	cmlt	v25.4h, v13.4h, #0
	cmlt	v20.4s, v10.4s, #0
	cmlt	v30.4s, v28.4s, #0
	cmlt	v4.4s, v5.4s, #0
	cmlt	v12.4s, v2.4s, #0
	cmlt	v7.8b, v21.8b, #0
	cmlt	v9.8b, v22.8b, #0
	cmlt	v12.8b, v5.8b, #0
	cmlt	v2.8b, v20.8b, #0
	cmlt	v10.8h, v27.8h, #0
	cmlt	v9.8h, v0.8h, #0
	cmlt	v9.8h, v9.8h, #0
	cmlt	v4.8h, v14.8h, #0
	cmtst	d13, d0, d28
	cmtst	d9, d29, d18
	cmtst	d17, d9, d6
	cmtst	d14, d23, d0
	cmtst	v23.16b, v28.16b, v6.16b
	cmtst	v27.16b, v31.16b, v24.16b
	cmtst	v22.16b, v2.16b, v7.16b
	cmtst	v18.16b, v11.16b, v29.16b
	cmtst	v30.2d, v6.2d, v7.2d
	cmtst	v17.2d, v10.2d, v3.2d
	cmtst	v25.2d, v1.2d, v14.2d
	cmtst	v26.2d, v9.2d, v0.2d
	cmtst	v15.2s, v28.2s, v6.2s
	cmtst	v16.2s, v0.2s, v28.2s
	cmtst	v27.2s, v19.2s, v1.2s
	cmtst	v15.2s, v19.2s, v4.2s
	cmtst	v2.4h, v6.4h, v4.4h
	cmtst	v28.4h, v16.4h, v19.4h
	cmtst	v25.4h, v10.4h, v30.4h
	cmtst	v25.4h, v3.4h, v30.4h
	cmtst	v7.4s, v15.4s, v20.4s
	cmtst	v21.4s, v26.4s, v18.4s
	cmtst	v14.4s, v25.4s, v26.4s
	cmtst	v22.4s, v20.4s, v12.4s
	cmtst	v0.8b, v26.8b, v27.8b
	cmtst	v11.8b, v18.8b, v8.8b
	cmtst	v4.8b, v31.8b, v11.8b
	cmtst	v27.8b, v11.8b, v8.8b
	cmtst	v5.8h, v17.8h, v24.8h
	cmtst	v18.8h, v7.8h, v22.8h
	cmtst	v0.8h, v17.8h, v26.8h
	cmtst	v2.8h, v15.8h, v16.8h
	cnt	v26.16b, v23.16b
	cnt	v17.16b, v27.16b
	cnt	v9.16b, v21.16b
	cnt	v11.16b, v0.16b
	cnt	v8.8b, v27.8b
	cnt	v12.8b, v15.8b
	cnt	v30.8b, v9.8b
	cnt	v24.8b, v6.8b
	csel	w17, w24, w7, lo
	csel	w29, w29, w5, nv
	csel	w17, w0, w6, eq
	csel	w6, w8, w7, vs
	csel	x8, x0, x9, al
	csel	x14, x23, x6, ls
	csel	x28, x22, x10, gt
	csel	x0, x27, x26, pl
	csinc	w7, w22, w28, lt
	csinc	w30, w7, w22, le
	csinc	w12, w4, w11, gt
	cinc	w27, w18, vs
	cinc	x18, x21, ls
	csinc	x8, x21, x23, lt
	cset	x28, eq
	cset	x26, ne
	csinv	w13, w0, w26, mi
	csinv	w11, w17, w27, hs
	csinv	w6, w29, w11, nv
	cinv	w4, w28, mi
	csetm	x28, le
	cinv	x20, x18, lt
	csetm	x19, ls
	cinv	x30, x23, vs
	csneg	w24, w1, w17, al
	csneg	w14, w13, w8, le
	cneg	w0, w6, ge
	csneg	w18, w28, w14, eq
	cneg	x30, x22, ls
	csneg	x19, x20, x11, mi
	csneg	x28, x13, x29, vc
	cneg	x24, x13, vs
	dcps1	#0xc257
	dcps1
	dcps1	#0xf5f8
	dcps1
	dcps2	#0xd0ba
	dcps2
	dcps2	#0x70d1
	dcps2	#0x1
	dcps3
	dcps3	#0xf5ba
	dcps3	#0xdc04
	dcps3
	dmb	oshst
	dmb	#8
	dmb	oshld
	dmb	oshst
	drps
	drps
	drps
	drps
	ssbb
	dsb	ld
	dsb	#12
	dsb	#8
	mov	b15, v18.b[3]
	mov	b21, v30.b[0]
	mov	b2, v11.b[0]
	mov	b26, v21.b[12]
	mov	d15, v13.d[0]
	mov	d30, v26.d[0]
	mov	d26, v0.d[0]
	mov	d1, v13.d[0]
	mov	h13, v29.h[4]
	mov	h13, v17.h[7]
	mov	h8, v14.h[5]
	mov	h24, v23.h[2]
	mov	s6, v8.s[0]
	mov	s20, v14.s[3]
	mov	s16, v15.s[2]
	mov	s16, v29.s[0]
	dup	v6.16b, w5
	dup	v17.16b, w30
	dup	v1.16b, w2
	dup	v16.16b, w21
	dup	v30.16b, v4.b[14]
	dup	v30.16b, v16.b[7]
	dup	v18.16b, v24.b[4]
	dup	v13.16b, v13.b[15]
	dup	v9.2d, x2
	dup	v11.2d, x9
	dup	v18.2d, x11
	dup	v11.2d, x14
	dup	v23.2d, v5.d[1]
	dup	v1.2d, v3.d[1]
	dup	v4.2d, v9.d[1]
	dup	v22.2d, v6.d[0]
	dup	v28.2s, w6
	dup	v14.2s, w17
	dup	v25.2s, w14
	dup	v16.2s, w24
	dup	v28.2s, v10.s[3]
	dup	v19.2s, v25.s[1]
	dup	v1.2s, v8.s[0]
	dup	v20.2s, v6.s[2]
	dup	v0.4h, w6
	dup	v23.4h, w12
	dup	v27.4h, w14
	dup	v18.4h, w4
	dup	v6.4h, v11.h[5]
	dup	v23.4h, v29.h[0]
	dup	v19.4h, v24.h[7]
	dup	v7.4h, v31.h[6]
	dup	v8.4s, wzr
	dup	v22.4s, w16
	dup	v1.4s, w5
	dup	v0.4s, w14
	dup	v24.4s, v5.s[1]
	dup	v18.4s, v9.s[2]
	dup	v25.4s, v5.s[2]
	dup	v23.4s, v17.s[0]
	dup	v29.8b, w25
	dup	v17.8b, w10
	dup	v20.8b, w18
	dup	v30.8b, w12
	dup	v29.8b, v5.b[10]
	dup	v9.8b, v6.b[0]
	dup	v15.8b, v11.b[1]
	dup	v3.8b, v25.b[4]
	dup	v5.8h, w13
	dup	v12.8h, w0
	dup	v30.8h, w2
	dup	v10.8h, w22
	dup	v25.8h, v7.h[1]
	dup	v6.8h, v9.h[1]
	dup	v21.8h, v29.h[4]
	dup	v10.8h, v8.h[6]
	eon	w16, w28, w9, ror #30
	eon	w4, w22, w10, asr #0
	eon	w22, w7, w27
	eon	w8, w17, w21, lsr #16
	eon	x10, x10, x24, lsr #6
	eon	x19, x3, x22, lsr #51
	eon	x5, x14, x11, asr #25
	eon	x26, x17, x13, ror #20
	eor	w20, w23, #0x55555555
	eor	w10, w12, #0x55555555
	eor	w1, w29, #0xaaaaaaaa
	eor	w10, w4, #0xaaaaaaaa
	eor	w16, w4, w13, ror #12
	eor	w1, w7, w0, lsr #29
	eor	w3, w29, w3, asr #15
	eor	w16, w22, w29, lsl #2
	eor	x8, xzr, #0xeeeeeeeeeeeeeeee
	eor	x26, x14, #0x400000004000
	eor	x16, x2, #0x1fff
	eor	x22, x18, #0x7777777777777777
	eor	x10, x17, x2, lsl #32
	eor	x13, x28, x22
	eor	x14, x23, x5
	eor	x3, x24, x28
	eor	v25.16b, v18.16b, v1.16b
	eor	v8.16b, v11.16b, v24.16b
	eor	v21.16b, v15.16b, v20.16b
	eor	v20.16b, v13.16b, v16.16b
	eor	v24.8b, v17.8b, v29.8b
	eor	v27.8b, v13.8b, v7.8b
	eor	v18.8b, v16.8b, v28.8b
	eor	v4.8b, v7.8b, v0.8b
	eret
	eret
	eret
	eret
	ror	w19, w15, #5
	extr	w14, w16, w18, #28
	extr	w27, w20, w7, #0
	ror	w16, w10, #22
	ror	x10, x27, #57
	ror	x18, x13, #26
	ror	x8, x12, #57
	extr	x23, x25, x3, #63
	ext	v2.16b, v11.16b, v28.16b, #14
	ext	v25.16b, v18.16b, v18.16b, #0
	ext	v4.16b, v14.16b, v25.16b, #3
	ext	v18.16b, v1.16b, v24.16b, #0
	ext	v7.8b, v2.8b, v14.8b, #3
	ext	v27.8b, v19.8b, v4.8b, #4
	ext	v30.8b, v12.8b, v28.8b, #4
	ext	v6.8b, v8.8b, v16.8b, #7
	fabd	d2, d4, d0
	fabd	d2, d31, d3
	fabd	d7, d21, d2
	fabd	d4, d19, d26
	fabd	s17, s25, s4
	fabd	s6, s12, s26
	fabd	s18, s9, s14
	fabd	s31, s12, s30
	fabd	v24.2d, v30.2d, v13.2d
	fabd	v30.2d, v5.2d, v17.2d
	fabd	v12.2d, v17.2d, v0.2d
	fabd	v21.2d, v25.2d, v7.2d
	fabd	v28.2s, v17.2s, v2.2s
	fabd	v2.2s, v1.2s, v28.2s
	fabd	v9.2s, v22.2s, v23.2s
	fabd	v5.2s, v4.2s, v23.2s
	fabd	v28.4s, v7.4s, v24.4s
	fabd	v17.4s, v2.4s, v30.4s
	fabd	v0.4s, v3.4s, v17.4s
	fabd	v27.4s, v15.4s, v25.4s
	fabs	d15, d18
	fabs	d28, d14
	fabs	d9, d23
	fabs	d8, d7
	fabs	s31, s14
	fabs	s14, s13
	fabs	s11, s20
	fabs	s24, s2
	fabs	v5.2d, v16.2d
	fabs	v27.2d, v25.2d
	fabs	v29.2d, v0.2d
	fabs	v1.2d, v4.2d
	fabs	v26.2s, v10.2s
	fabs	v26.2s, v14.2s
	fabs	v6.2s, v29.2s
	fabs	v4.2s, v6.2s
	fabs	v30.4s, v9.4s
	fabs	v6.4s, v3.4s
	fabs	v13.4s, v12.4s
	fabs	v5.4s, v26.4s
	facge	d16, d20, d26
	facge	d19, d29, d28
	facge	d22, d0, d3
	facge	d0, d28, d26
	facge	s29, s14, s0
	facge	s11, s11, s4
	facge	s29, s15, s12
	facge	s11, s31, s26
	facge	v24.2d, v9.2d, v24.2d
	facge	v4.2d, v9.2d, v3.2d
	facge	v6.2d, v4.2d, v6.2d
	facge	v8.2d, v12.2d, v12.2d
	facge	v14.2s, v24.2s, v1.2s
	facge	v2.2s, v23.2s, v28.2s
	facge	v25.2s, v23.2s, v10.2s
	facge	v5.2s, v14.2s, v18.2s
	facge	v6.4s, v12.4s, v15.4s
	facge	v8.4s, v8.4s, v9.4s
	facge	v3.4s, v23.4s, v19.4s
	facge	v6.4s, v10.4s, v23.4s
	facgt	d25, d6, d30
	facgt	d13, d19, d0
	facgt	d11, d18, d14
	facgt	d13, d5, d12
	facgt	s11, s14, s15
	facgt	s23, s4, s14
	facgt	s1, s6, s7
	facgt	s7, s24, s1
	facgt	v0.2d, v2.2d, v3.2d
	facgt	v25.2d, v4.2d, v3.2d
	facgt	v29.2d, v22.2d, v16.2d
	facgt	v13.2d, v12.2d, v14.2d
	facgt	v20.2s, v3.2s, v3.2s
	facgt	v22.2s, v9.2s, v16.2s
	facgt	v8.2s, v25.2s, v19.2s
	facgt	v21.2s, v8.2s, v4.2s
	facgt	v27.4s, v3.4s, v0.4s
	facgt	v4.4s, v23.4s, v17.4s
	facgt	v23.4s, v21.4s, v22.4s
	facgt	v18.4s, v17.4s, v11.4s
	fadd	d0, d18, d6
	fadd	d0, d28, d26
	fadd	d3, d17, d28
	fadd	d17, d2, d19
	faddp	d16, v16.2d
	faddp	d21, v27.2d
	faddp	d10, v18.2d
	faddp	d1, v13.2d
	faddp	s27, v16.2s
	faddp	s5, v19.2s
	faddp	s11, v20.2s
	faddp	s6, v20.2s
	faddp	v28.2d, v7.2d, v20.2d
	faddp	v8.2d, v23.2d, v23.2d
	faddp	v20.2d, v29.2d, v30.2d
	faddp	v25.2d, v7.2d, v12.2d
	faddp	v21.2s, v5.2s, v30.2s
	faddp	v2.2s, v8.2s, v31.2s
	faddp	v30.2s, v27.2s, v15.2s
	faddp	v23.2s, v1.2s, v16.2s
	faddp	v13.4s, v18.4s, v8.4s
	faddp	v21.4s, v17.4s, v14.4s
	faddp	v24.4s, v21.4s, v25.4s
	faddp	v11.4s, v4.4s, v20.4s
	fadd	s16, s15, s9
	fadd	s6, s14, s5
	fadd	s4, s31, s5
	fadd	s8, s7, s1
	fadd	v10.2d, v21.2d, v11.2d
	fadd	v9.2d, v22.2d, v11.2d
	fadd	v17.2d, v27.2d, v22.2d
	fadd	v18.2d, v25.2d, v29.2d
	fadd	v18.2s, v26.2s, v18.2s
	fadd	v20.2s, v3.2s, v7.2s
	fadd	v25.2s, v2.2s, v18.2s
	fadd	v14.2s, v10.2s, v20.2s
	fadd	v6.4s, v4.4s, v24.4s
	fadd	v15.4s, v2.4s, v27.4s
	fadd	v6.4s, v15.4s, v20.4s
	fadd	v10.4s, v8.4s, v16.4s
	fccmp	d5, d31, #2, ge
	fccmp	d27, d4, #2, hi
	fccmp	d1, d29, #15, vc
	fccmp	d5, d5, #3, hi
	fccmpe	d28, d21, #0, nv
	fccmpe	d10, d20, #6, pl
	fccmpe	d28, d14, #0, vs
	fccmpe	d0, d6, #11, pl
	fccmpe	s10, s24, #0, vs
	fccmpe	s27, s9, #12, hs
	fccmpe	s14, s19, #14, ls
	fccmpe	s29, s11, #7, nv
	fccmp	s20, s17, #8, vc
	fccmp	s29, s11, #0, vc
	fccmp	s3, s21, #8, ne
	fccmp	s7, s1, #10, lo
	fcmeq	d18, d6, d19
	fcmeq	d11, d15, d14
	fcmeq	d2, d10, d31
	fcmeq	d7, d15, d16
	fcmeq	s4, s2, s0
	fcmeq	s27, s19, s28
	fcmeq	s25, s23, s29
	fcmeq	s22, s2, s18
	fcmeq	v9.2d, v2.2d, v1.2d
	fcmeq	v21.2d, v12.2d, v23.2d
	fcmeq	v16.2d, v6.2d, v5.2d
	fcmeq	v29.2d, v24.2d, v2.2d
	fcmeq	v7.2s, v14.2s, v3.2s
	fcmeq	v7.2s, v17.2s, v10.2s
	fcmeq	v26.2s, v2.2s, v31.2s
	fcmeq	v19.2s, v14.2s, v3.2s
	fcmeq	v14.4s, v22.4s, v25.4s
	fcmeq	v27.4s, v2.4s, v8.4s
	fcmeq	v15.4s, v13.4s, v22.4s
	fcmeq	v8.4s, v31.4s, v9.4s
	fcmeq	d5, d23, #0.0
	fcmeq	d22, d0, #0.0
	fcmeq	d16, d15, #0.0
	fcmeq	d4, d3, #0.0
	fcmeq	s0, s26, #0.0
	fcmeq	s19, s3, #0.0
	fcmeq	s3, s14, #0.0
	fcmeq	s16, s29, #0.0
	fcmeq	v26.2d, v6.2d, #0.0
	fcmeq	v21.2d, v23.2d, #0.0
	fcmeq	v11.2d, v30.2d, #0.0
	fcmeq	v19.2d, v20.2d, #0.0
	fcmeq	v11.2s, v12.2s, #0.0
	fcmeq	v12.2s, v14.2s, #0.0
	fcmeq	v7.2s, v30.2s, #0.0
	fcmeq	v1.2s, v20.2s, #0.0
	fcmeq	v17.4s, v0.4s, #0.0
	fcmeq	v24.4s, v21.4s, #0.0
	fcmeq	v20.4s, v27.4s, #0.0
	fcmeq	v29.4s, v21.4s, #0.0
	fcmge	d0, d18, d16
	fcmge	d29, d5, d31
	fcmge	d3, d26, d17
	fcmge	d22, d12, d10
	fcmge	s6, s15, s23
	fcmge	s13, s9, s13
	fcmge	s25, s31, s17
	fcmge	s22, s26, s24
	fcmge	v1.2d, v19.2d, v31.2d
	fcmge	v14.2d, v19.2d, v27.2d
	fcmge	v15.2d, v2.2d, v15.2d
	fcmge	v15.2d, v24.2d, v23.2d
	fcmge	v27.2s, v19.2s, v31.2s
	fcmge	v29.2s, v18.2s, v2.2s
	fcmge	v18.2s, v31.2s, v3.2s
	fcmge	v15.2s, v8.2s, v9.2s
	fcmge	v26.4s, v16.4s, v17.4s
	fcmge	v31.4s, v3.4s, v13.4s
	fcmge	v24.4s, v31.4s, v31.4s
	fcmge	v10.4s, v11.4s, v7.4s
	fcmge	d10, d27, #0.0
	fcmge	d26, d22, #0.0
	fcmge	d31, d5, #0.0
	fcmge	d3, d30, #0.0
	fcmge	s18, s1, #0.0
	fcmge	s22, s28, #0.0
	fcmge	s2, s28, #0.0
	fcmge	s25, s14, #0.0
	fcmge	v29.2d, v29.2d, #0.0
	fcmge	v5.2d, v30.2d, #0.0
	fcmge	v10.2d, v31.2d, #0.0
	fcmge	v15.2d, v16.2d, #0.0
	fcmge	v4.2s, v1.2s, #0.0
	fcmge	v14.2s, v4.2s, #0.0
	fcmge	v23.2s, v28.2s, #0.0
	fcmge	v28.2s, v31.2s, #0.0
	fcmge	v6.4s, v11.4s, #0.0
	fcmge	v7.4s, v21.4s, #0.0
	fcmge	v19.4s, v13.4s, #0.0
	fcmge	v31.4s, v2.4s, #0.0
	fcmgt	d26, d17, d12
	fcmgt	d16, d0, d24
	fcmgt	d1, d23, d13
	fcmgt	d28, d22, d26
	fcmgt	s27, s5, s29
	fcmgt	s29, s17, s4
	fcmgt	s12, s6, s8
	fcmgt	s16, s28, s11
	fcmgt	v28.2d, v9.2d, v0.2d
	fcmgt	v12.2d, v27.2d, v31.2d
	fcmgt	v9.2d, v15.2d, v15.2d
	fcmgt	v4.2d, v20.2d, v10.2d
	fcmgt	v2.2s, v15.2s, v7.2s
	fcmgt	v6.2s, v24.2s, v19.2s
	fcmgt	v12.2s, v27.2s, v19.2s
	fcmgt	v25.2s, v30.2s, v8.2s
	fcmgt	v5.4s, v7.4s, v21.4s
	fcmgt	v23.4s, v15.4s, v17.4s
	fcmgt	v7.4s, v22.4s, v10.4s
	fcmgt	v0.4s, v12.4s, v21.4s
	fcmgt	d3, d28, #0.0
	fcmgt	d3, d26, #0.0
	fcmgt	d12, d21, #0.0
	fcmgt	d5, d25, #0.0
	fcmgt	s26, s27, #0.0
	fcmgt	s5, s3, #0.0
	fcmgt	s26, s23, #0.0
	fcmgt	s22, s31, #0.0
	fcmgt	v16.2d, v9.2d, #0.0
	fcmgt	v8.2d, v0.2d, #0.0
	fcmgt	v29.2d, v6.2d, #0.0
	fcmgt	v30.2d, v23.2d, #0.0
	fcmgt	v4.2s, v0.2s, #0.0
	fcmgt	v1.2s, v14.2s, #0.0
	fcmgt	v15.2s, v0.2s, #0.0
	fcmgt	v1.2s, v6.2s, #0.0
	fcmgt	v12.4s, v30.4s, #0.0
	fcmgt	v31.4s, v11.4s, #0.0
	fcmgt	v21.4s, v24.4s, #0.0
	fcmgt	v25.4s, v26.4s, #0.0
	fcmle	d11, d15, #0.0
	fcmle	d7, d15, #0.0
	fcmle	d31, d9, #0.0
	fcmle	d10, d12, #0.0
	fcmle	s31, s29, #0.0
	fcmle	s13, s10, #0.0
	fcmle	s22, s18, #0.0
	fcmle	s24, s12, #0.0
	fcmle	v12.2d, v21.2d, #0.0
	fcmle	v25.2d, v20.2d, #0.0
	fcmle	v31.2d, v20.2d, #0.0
	fcmle	v8.2d, v30.2d, #0.0
	fcmle	v2.2s, v13.2s, #0.0
	fcmle	v8.2s, v4.2s, #0.0
	fcmle	v10.2s, v17.2s, #0.0
	fcmle	v28.2s, v13.2s, #0.0
	fcmle	v19.4s, v10.4s, #0.0
	fcmle	v13.4s, v20.4s, #0.0
	fcmle	v21.4s, v8.4s, #0.0
	fcmle	v9.4s, v12.4s, #0.0
	fcmlt	d28, d25, #0.0
	fcmlt	d7, d12, #0.0
	fcmlt	d30, d13, #0.0
	fcmlt	d5, d30, #0.0
	fcmlt	s1, s6, #0.0
	fcmlt	s15, s14, #0.0
	fcmlt	s18, s28, #0.0
	fcmlt	s29, s23, #0.0
	fcmlt	v11.2d, v11.2d, #0.0
	fcmlt	v27.2d, v9.2d, #0.0
	fcmlt	v2.2d, v20.2d, #0.0
	fcmlt	v1.2d, v31.2d, #0.0
	fcmlt	v4.2s, v30.2s, #0.0
	fcmlt	v12.2s, v26.2s, #0.0
	fcmlt	v30.2s, v30.2s, #0.0
	fcmlt	v29.2s, v13.2s, #0.0
	fcmlt	v28.4s, v18.4s, #0.0
	fcmlt	v3.4s, v27.4s, #0.0
	fcmlt	v28.4s, v19.4s, #0.0
	fcmlt	v23.4s, v3.4s, #0.0
	fcmp	d13, #0.0
	fcmp	d8, #0.0
	fcmp	d18, #0.0
	fcmp	d28, #0.0
	fcmp	d10, d10
	fcmp	d1, d22
	fcmp	d17, d24
	fcmp	d26, d25
	fcmpe	d7, #0.0
	fcmpe	d31, #0.0
	fcmpe	d12, #0.0
	fcmpe	d27, #0.0
	fcmpe	d7, d22
	fcmpe	d24, d18
	fcmpe	d31, d25
	fcmpe	d15, d18
	fcmpe	s14, #0.0
	fcmpe	s17, #0.0
	fcmpe	s9, #0.0
	fcmpe	s23, #0.0
	fcmpe	s24, s25
	fcmpe	s0, s31
	fcmpe	s17, s25
	fcmpe	s8, s21
	fcmp	s28, #0.0
	fcmp	s4, #0.0
	fcmp	s17, #0.0
	fcmp	s26, #0.0
	fcmp	s18, s30
	fcmp	s11, s25
	fcmp	s19, s24
	fcmp	s1, s8
	fcsel	d22, d21, d7, vs
	fcsel	d23, d21, d2, eq
	fcsel	d30, d13, d25, vc
	fcsel	d2, d2, d19, ge
	fcsel	s2, s20, s16, le
	fcsel	s27, s31, s18, le
	fcsel	s19, s10, s23, eq
	fcsel	s26, s1, s21, lo
	fcvtas	w17, d7
	fcvtas	w8, d3
	fcvtas	w20, d15
	fcvtas	w0, d14
	fcvtas	wzr, s3
	fcvtas	w6, s21
	fcvtas	w20, s8
	fcvtas	w29, s6
	fcvtas	x22, d7
	fcvtas	x22, d3
	fcvtas	x10, d11
	fcvtas	x21, d13
	fcvtas	x2, s11
	fcvtas	x2, s24
	fcvtas	x19, s10
	fcvtas	x13, s13
	fcvtas	d30, d4
	fcvtas	d12, d3
	fcvtas	d13, d22
	fcvtas	d22, d29
	fcvtas	s3, s14
	fcvtas	s17, s5
	fcvtas	s12, s30
	fcvtas	s20, s8
	fcvtas	v4.2d, v5.2d
	fcvtas	v27.2d, v10.2d
	fcvtas	v30.2d, v9.2d
	fcvtas	v30.2d, v25.2d
	fcvtas	v7.2s, v30.2s
	fcvtas	v25.2s, v7.2s
	fcvtas	v9.2s, v20.2s
	fcvtas	v29.2s, v17.2s
	fcvtas	v22.4s, v7.4s
	fcvtas	v16.4s, v18.4s
	fcvtas	v29.4s, v12.4s
	fcvtas	v12.4s, v13.4s
	fcvtau	w29, d6
	fcvtau	w8, d20
	fcvtau	w6, d16
	fcvtau	w1, d9
	fcvtau	w30, s24
	fcvtau	w17, s21
	fcvtau	w0, s13
	fcvtau	w6, s19
	fcvtau	x5, d7
	fcvtau	x7, d30
	fcvtau	x12, d6
	fcvtau	x27, d19
	fcvtau	x28, s3
	fcvtau	x7, s6
	fcvtau	x6, s12
	fcvtau	x11, s24
	fcvtau	d28, d22
	fcvtau	d23, d1
	fcvtau	d18, d25
	fcvtau	d1, d17
	fcvtau	s7, s10
	fcvtau	s12, s4
	fcvtau	s1, s6
	fcvtau	s14, s20
	fcvtau	v0.2d, v17.2d
	fcvtau	v10.2d, v25.2d
	fcvtau	v0.2d, v27.2d
	fcvtau	v14.2d, v6.2d
	fcvtau	v28.2s, v11.2s
	fcvtau	v10.2s, v27.2s
	fcvtau	v14.2s, v23.2s
	fcvtau	v1.2s, v25.2s
	fcvtau	v6.4s, v9.4s
	fcvtau	v16.4s, v26.4s
	fcvtau	v23.4s, v0.4s
	fcvtau	v5.4s, v7.4s
	fcvt	d23, h27
	fcvt	d23, h12
	fcvt	d12, h13
	fcvt	d7, h28
	fcvt	d20, s25
	fcvt	d10, s3
	fcvt	d29, s20
	fcvt	d23, s22
	fcvt	h17, d20
	fcvt	h22, d19
	fcvt	h7, d11
	fcvt	h5, d6
	fcvt	h30, s12
	fcvt	h24, s28
	fcvt	h13, s16
	fcvt	h29, s31
	fcvtl	v24.2d, v18.2s
	fcvtl	v6.2d, v18.2s
	fcvtl	v18.2d, v8.2s
	fcvtl	v14.2d, v25.2s
	fcvtl	v0.4s, v3.4h
	fcvtl	v6.4s, v24.4h
	fcvtl	v6.4s, v12.4h
	fcvtl	v14.4s, v8.4h
	fcvtl2	v12.2d, v21.4s
	fcvtl2	v12.2d, v20.4s
	fcvtl2	v13.2d, v22.4s
	fcvtl2	v31.2d, v5.4s
	fcvtl2	v25.4s, v6.8h
	fcvtl2	v20.4s, v0.8h
	fcvtl2	v26.4s, v22.8h
	fcvtl2	v4.4s, v26.8h
	fcvtms	w3, d7
	fcvtms	w2, d22
	fcvtms	w16, d12
	fcvtms	w24, d15
	fcvtms	w13, s30
	fcvtms	w11, s27
	fcvtms	w29, s26
	fcvtms	w9, s16
	fcvtms	x6, d25
	fcvtms	x20, d16
	fcvtms	x10, d21
	fcvtms	x23, d1
	fcvtms	x6, s3
	fcvtms	x24, s18
	fcvtms	x22, s14
	fcvtms	x23, s7
	fcvtms	d20, d5
	fcvtms	d7, d9
	fcvtms	d0, d28
	fcvtms	d18, d15
	fcvtms	s27, s26
	fcvtms	s27, s15
	fcvtms	s0, s5
	fcvtms	s15, s16
	fcvtms	v26.2d, v26.2d
	fcvtms	v16.2d, v18.2d
	fcvtms	v10.2d, v7.2d
	fcvtms	v6.2d, v17.2d
	fcvtms	v22.2s, v30.2s
	fcvtms	v23.2s, v8.2s
	fcvtms	v26.2s, v11.2s
	fcvtms	v0.2s, v22.2s
	fcvtms	v16.4s, v30.4s
	fcvtms	v9.4s, v22.4s
	fcvtms	v22.4s, v4.4s
	fcvtms	v4.4s, v8.4s
	fcvtmu	w6, d28
	fcvtmu	w21, d27
	fcvtmu	w21, d15
	fcvtmu	w1, d21
	fcvtmu	w9, s22
	fcvtmu	w24, s30
	fcvtmu	w28, s13
	fcvtmu	w16, s6
	fcvtmu	x27, d5
	fcvtmu	x1, d27
	fcvtmu	x1, d0
	fcvtmu	x8, d13
	fcvtmu	x21, s23
	fcvtmu	x25, s22
	fcvtmu	x22, s24
	fcvtmu	x2, s22
	fcvtmu	d7, d25
	fcvtmu	d29, d27
	fcvtmu	d12, d18
	fcvtmu	d5, d11
	fcvtmu	s10, s13
	fcvtmu	s12, s16
	fcvtmu	s21, s20
	fcvtmu	s26, s18
	fcvtmu	v13.2d, v18.2d
	fcvtmu	v21.2d, v25.2d
	fcvtmu	v25.2d, v18.2d
	fcvtmu	v9.2d, v12.2d
	fcvtmu	v18.2s, v27.2s
	fcvtmu	v28.2s, v12.2s
	fcvtmu	v8.2s, v7.2s
	fcvtmu	v27.2s, v8.2s
	fcvtmu	v13.4s, v6.4s
	fcvtmu	v15.4s, v1.4s
	fcvtmu	v13.4s, v30.4s
	fcvtmu	v23.4s, v18.4s
	fcvtns	w26, d1
	fcvtns	w8, d18
	fcvtns	w0, d29
	fcvtns	w10, d14
	fcvtns	w10, s26
	fcvtns	w19, s20
	fcvtns	wzr, s16
	fcvtns	w21, s6
	fcvtns	x18, d13
	fcvtns	xzr, d5
	fcvtns	x5, d7
	fcvtns	x6, d30
	fcvtns	x6, s4
	fcvtns	x16, s7
	fcvtns	x1, s5
	fcvtns	x16, s21
	fcvtns	d11, d20
	fcvtns	d21, d16
	fcvtns	d7, d17
	fcvtns	d25, d31
	fcvtns	s4, s2
	fcvtns	s5, s9
	fcvtns	s4, s18
	fcvtns	s24, s10
	fcvtns	v19.2d, v3.2d
	fcvtns	v0.2d, v27.2d
	fcvtns	v31.2d, v24.2d
	fcvtns	v17.2d, v5.2d
	fcvtns	v8.2s, v25.2s
	fcvtns	v28.2s, v16.2s
	fcvtns	v27.2s, v24.2s
	fcvtns	v11.2s, v9.2s
	fcvtns	v0.4s, v5.4s
	fcvtns	v24.4s, v4.4s
	fcvtns	v13.4s, v11.4s
	fcvtns	v14.4s, v1.4s
	fcvtnu	wzr, d3
	fcvtnu	w23, d11
	fcvtnu	w3, d14
	fcvtnu	w23, d29
	fcvtnu	w2, s0
	fcvtnu	w25, s15
	fcvtnu	w0, s7
	fcvtnu	w26, s29
	fcvtnu	x15, d25
	fcvtnu	x19, d4
	fcvtnu	x3, d9
	fcvtnu	x5, d31
	fcvtnu	x12, s31
	fcvtnu	x6, s24
	fcvtnu	x9, s2
	fcvtnu	x5, s28
	fcvtnu	d9, d28
	fcvtnu	d11, d0
	fcvtnu	d31, d14
	fcvtnu	d7, d27
	fcvtnu	s28, s26
	fcvtnu	s1, s31
	fcvtnu	s25, s6
	fcvtnu	s26, s1
	fcvtnu	v20.2d, v10.2d
	fcvtnu	v6.2d, v21.2d
	fcvtnu	v25.2d, v2.2d
	fcvtnu	v24.2d, v4.2d
	fcvtnu	v12.2s, v22.2s
	fcvtnu	v6.2s, v24.2s
	fcvtnu	v22.2s, v17.2s
	fcvtnu	v10.2s, v8.2s
	fcvtnu	v0.4s, v6.4s
	fcvtnu	v2.4s, v7.4s
	fcvtnu	v4.4s, v17.4s
	fcvtnu	v7.4s, v0.4s
	fcvtn	v0.2s, v10.2d
	fcvtn	v19.2s, v23.2d
	fcvtn	v3.2s, v7.2d
	fcvtn	v27.2s, v29.2d
	fcvtn	v24.4h, v4.4s
	fcvtn	v18.4h, v0.4s
	fcvtn	v5.4h, v13.4s
	fcvtn	v25.4h, v19.4s
	fcvtn2	v7.4s, v9.2d
	fcvtn2	v30.4s, v9.2d
	fcvtn2	v8.4s, v14.2d
	fcvtn2	v10.4s, v6.2d
	fcvtn2	v15.8h, v3.4s
	fcvtn2	v30.8h, v19.4s
	fcvtn2	v23.8h, v0.4s
	fcvtn2	v20.8h, v2.4s
	fcvtps	w22, d6
	fcvtps	w25, d9
	fcvtps	w1, d2
	fcvtps	w18, d17
	fcvtps	w11, s28
	fcvtps	w17, s20
	fcvtps	w19, s9
	fcvtps	w27, s27
	fcvtps	x22, d30
	fcvtps	x22, d26
	fcvtps	x15, d9
	fcvtps	x29, d10
	fcvtps	x1, s3
	fcvtps	x19, s15
	fcvtps	x18, s0
	fcvtps	x17, s16
	fcvtps	d5, d0
	fcvtps	d28, d1
	fcvtps	d28, d17
	fcvtps	d0, d1
	fcvtps	s10, s31
	fcvtps	s22, s24
	fcvtps	s11, s22
	fcvtps	s1, s3
	fcvtps	v21.2d, v21.2d
	fcvtps	v28.2d, v28.2d
	fcvtps	v7.2d, v12.2d
	fcvtps	v30.2d, v1.2d
	fcvtps	v17.2s, v6.2s
	fcvtps	v16.2s, v3.2s
	fcvtps	v27.2s, v18.2s
	fcvtps	v2.2s, v2.2s
	fcvtps	v8.4s, v3.4s
	fcvtps	v2.4s, v20.4s
	fcvtps	v12.4s, v8.4s
	fcvtps	v27.4s, v23.4s
	fcvtpu	w11, d16
	fcvtpu	w4, d5
	fcvtpu	w28, d16
	fcvtpu	w22, d31
	fcvtpu	w22, s31
	fcvtpu	w7, s14
	fcvtpu	w18, s5
	fcvtpu	w7, s5
	fcvtpu	x28, d29
	fcvtpu	x10, d27
	fcvtpu	x13, d12
	fcvtpu	x1, d24
	fcvtpu	x25, s12
	fcvtpu	x19, s4
	fcvtpu	x19, s16
	fcvtpu	x16, s6
	fcvtpu	d30, d18
	fcvtpu	d31, d22
	fcvtpu	d31, d7
	fcvtpu	d9, d15
	fcvtpu	s22, s23
	fcvtpu	s0, s7
	fcvtpu	s3, s21
	fcvtpu	s18, s0
	fcvtpu	v27.2d, v24.2d
	fcvtpu	v25.2d, v14.2d
	fcvtpu	v2.2d, v10.2d
	fcvtpu	v20.2d, v30.2d
	fcvtpu	v12.2s, v15.2s
	fcvtpu	v17.2s, v15.2s
	fcvtpu	v31.2s, v17.2s
	fcvtpu	v10.2s, v25.2s
	fcvtpu	v8.4s, v23.4s
	fcvtpu	v26.4s, v10.4s
	fcvtpu	v15.4s, v20.4s
	fcvtpu	v12.4s, v2.4s
	fcvt	s25, d13
	fcvt	s0, d3
	fcvt	s7, d17
	fcvt	s11, d11
	fcvt	s24, h0
	fcvt	s18, h19
	fcvt	s17, h21
	fcvt	s22, h2
	fcvtxn	s13, d9
	fcvtxn	s1, d28
	fcvtxn	s1, d15
	fcvtxn	s12, d16
	fcvtxn	v17.2s, v12.2d
	fcvtxn	v28.2s, v0.2d
	fcvtxn	v12.2s, v4.2d
	fcvtxn	v13.2s, v20.2d
	fcvtxn2	v21.4s, v23.2d
	fcvtxn2	v22.4s, v29.2d
	fcvtxn2	v8.4s, v8.2d
	fcvtxn2	v26.4s, v1.2d
	fcvtzs	w9, d24
	fcvtzs	w4, d0
	fcvtzs	w6, d26
	fcvtzs	w16, d7
	fcvtzs	w17, s17
	fcvtzs	w18, s6
	fcvtzs	w18, s4
	fcvtzs	w1, s14
	fcvtzs	x12, d15
	fcvtzs	x13, d0
	fcvtzs	x15, d11
	fcvtzs	x10, d21
	fcvtzs	x18, s26
	fcvtzs	x14, s15
	fcvtzs	x8, s3
	fcvtzs	x15, s3
	fcvtzs	w25, d0, #19
	fcvtzs	w21, d21, #2
	fcvtzs	w14, d24, #1
	fcvtzs	w29, d3, #32
	fcvtzs	w14, s17, #22
	fcvtzs	w4, s18, #15
	fcvtzs	wzr, s0, #8
	fcvtzs	w19, s12, #23
	fcvtzs	x10, d12, #1
	fcvtzs	x7, d4, #55
	fcvtzs	x6, d8, #4
	fcvtzs	x5, d16, #29
	fcvtzs	x19, s1, #54
	fcvtzs	x21, s21, #28
	fcvtzs	x24, s1, #56
	fcvtzs	x25, s6, #1
	fcvtzs	d15, d2, #18
	fcvtzs	d22, d26, #14
	fcvtzs	d6, d19, #16
	fcvtzs	d17, d31, #44
	fcvtzs	s29, s20, #17
	fcvtzs	s29, s11, #1
	fcvtzs	s6, s4, #32
	fcvtzs	s12, s9, #18
	fcvtzs	v22.2d, v7.2d, #40
	fcvtzs	v25.2d, v20.2d, #18
	fcvtzs	v24.2d, v18.2d, #1
	fcvtzs	v0.2d, v2.2d, #48
	fcvtzs	v19.2s, v29.2s, #1
	fcvtzs	v24.2s, v26.2s, #6
	fcvtzs	v9.2s, v26.2s, #18
	fcvtzs	v7.2s, v31.2s, #17
	fcvtzs	v10.4s, v24.4s, #19
	fcvtzs	v22.4s, v3.4s, #10
	fcvtzs	v29.4s, v8.4s, #8
	fcvtzs	v6.4s, v29.4s, #1
	fcvtzs	d26, d1
	fcvtzs	d29, d17
	fcvtzs	d17, d8
	fcvtzs	d1, d25
	fcvtzs	s13, s21
	fcvtzs	s12, s12
	fcvtzs	s3, s16
	fcvtzs	s15, s10
	fcvtzs	v22.2d, v30.2d
	fcvtzs	v29.2d, v26.2d
	fcvtzs	v4.2d, v25.2d
	fcvtzs	v1.2d, v11.2d
	fcvtzs	v15.2s, v27.2s
	fcvtzs	v11.2s, v26.2s
	fcvtzs	v19.2s, v10.2s
	fcvtzs	v6.2s, v3.2s
	fcvtzs	v22.4s, v30.4s
	fcvtzs	v27.4s, v14.4s
	fcvtzs	v21.4s, v2.4s
	fcvtzs	v29.4s, v25.4s
	fcvtzu	w5, d6
	fcvtzu	w28, d9
	fcvtzu	w10, d9
	fcvtzu	w9, d31
	fcvtzu	w8, s14
	fcvtzu	w30, s23
	fcvtzu	w14, s0
	fcvtzu	w4, s1
	fcvtzu	x4, d27
	fcvtzu	x3, d1
	fcvtzu	x22, d24
	fcvtzu	x12, d6
	fcvtzu	x12, s3
	fcvtzu	x17, s23
	fcvtzu	x6, s30
	fcvtzu	x9, s3
	fcvtzu	w16, d16, #7
	fcvtzu	w14, d20, #1
	fcvtzu	w26, d12, #15
	fcvtzu	w5, d15, #23
	fcvtzu	w4, s11, #8
	fcvtzu	w24, s2, #11
	fcvtzu	w1, s31, #6
	fcvtzu	w26, s14, #19
	fcvtzu	x26, d11, #36
	fcvtzu	x6, d12, #44
	fcvtzu	x9, d8, #57
	fcvtzu	x16, d1, #41
	fcvtzu	x4, s11, #33
	fcvtzu	x16, s14, #17
	fcvtzu	x5, s16, #40
	fcvtzu	x29, s12, #42
	fcvtzu	d12, d24, #1
	fcvtzu	d2, d6, #13
	fcvtzu	d8, d10, #11
	fcvtzu	d31, d3, #47
	fcvtzu	s5, s31, #1
	fcvtzu	s17, s17, #13
	fcvtzu	s3, s29, #8
	fcvtzu	s9, s20, #19
	fcvtzu	v17.2d, v17.2d, #57
	fcvtzu	v2.2d, v1.2d, #4
	fcvtzu	v14.2d, v16.2d, #1
	fcvtzu	v31.2d, v19.2d, #1
	fcvtzu	v30.2s, v26.2s, #1
	fcvtzu	v16.2s, v14.2s, #22
	fcvtzu	v16.2s, v27.2s, #27
	fcvtzu	v28.2s, v2.2s, #12
	fcvtzu	v1.4s, v11.4s, #21
	fcvtzu	v25.4s, v15.4s, #3
	fcvtzu	v21.4s, v19.4s, #1
	fcvtzu	v25.4s, v8.4s, #26
	fcvtzu	d24, d31
	fcvtzu	d5, d3
	fcvtzu	d27, d18
	fcvtzu	d29, d31
	fcvtzu	s16, s29
	fcvtzu	s26, s0
	fcvtzu	s16, s24
	fcvtzu	s20, s16
	fcvtzu	v7.2d, v21.2d
	fcvtzu	v12.2d, v0.2d
	fcvtzu	v30.2d, v6.2d
	fcvtzu	v24.2d, v18.2d
	fcvtzu	v18.2s, v11.2s
	fcvtzu	v10.2s, v9.2s
	fcvtzu	v13.2s, v27.2s
	fcvtzu	v14.2s, v26.2s
	fcvtzu	v15.4s, v20.4s
	fcvtzu	v12.4s, v12.4s
	fcvtzu	v15.4s, v14.4s
	fcvtzu	v31.4s, v10.4s
	fdiv	d6, d1, d20
	fdiv	d16, d6, d28
	fdiv	d20, d6, d14
	fdiv	d3, d20, d7
	fdiv	s14, s26, s8
	fdiv	s11, s1, s11
	fdiv	s19, s19, s25
	fdiv	s5, s5, s10
	fdiv	v30.2d, v31.2d, v8.2d
	fdiv	v1.2d, v8.2d, v28.2d
	fdiv	v21.2d, v22.2d, v11.2d
	fdiv	v27.2d, v10.2d, v19.2d
	fdiv	v8.2s, v29.2s, v20.2s
	fdiv	v1.2s, v10.2s, v25.2s
	fdiv	v4.2s, v23.2s, v23.2s
	fdiv	v28.2s, v2.2s, v19.2s
	fdiv	v26.4s, v8.4s, v8.4s
	fdiv	v16.4s, v8.4s, v0.4s
	fdiv	v21.4s, v15.4s, v9.4s
	fdiv	v16.4s, v24.4s, v27.4s
	fmadd	d3, d24, d29, d18
	fmadd	d6, d28, d7, d29
	fmadd	d23, d19, d12, d13
	fmadd	d17, d22, d6, d26
	fmadd	s27, s27, s4, s12
	fmadd	s30, s26, s0, s1
	fmadd	s15, s30, s29, s10
	fmadd	s10, s30, s10, s22
	fmax	d24, d11, d1
	fmax	d15, d3, d31
	fmax	d26, d24, d1
	fmax	d9, d10, d23
	fmaxnm	d20, d26, d31
	fmaxnm	d8, d4, d22
	fmaxnm	d21, d28, d2
	fmaxnm	d18, d29, d26
	fmaxnmp	d18, v27.2d
	fmaxnmp	d9, v25.2d
	fmaxnmp	d3, v13.2d
	fmaxnmp	d2, v19.2d
	fmaxnmp	s13, v29.2s
	fmaxnmp	s31, v11.2s
	fmaxnmp	s3, v15.2s
	fmaxnmp	s13, v9.2s
	fmaxnmp	v30.2d, v7.2d, v13.2d
	fmaxnmp	v28.2d, v1.2d, v13.2d
	fmaxnmp	v4.2d, v29.2d, v24.2d
	fmaxnmp	v8.2d, v8.2d, v8.2d
	fmaxnmp	v14.2s, v14.2s, v5.2s
	fmaxnmp	v1.2s, v11.2s, v21.2s
	fmaxnmp	v23.2s, v1.2s, v25.2s
	fmaxnmp	v0.2s, v30.2s, v27.2s
	fmaxnmp	v4.4s, v0.4s, v22.4s
	fmaxnmp	v26.4s, v19.4s, v4.4s
	fmaxnmp	v10.4s, v21.4s, v7.4s
	fmaxnmp	v2.4s, v30.4s, v7.4s
	fmaxnm	s21, s11, s19
	fmaxnm	s15, s29, s3
	fmaxnm	s0, s1, s26
	fmaxnm	s9, s28, s11
	fmaxnmv	s5, v16.4s
	fmaxnmv	s12, v15.4s
	fmaxnmv	s24, v25.4s
	fmaxnmv	s1, v25.4s
	fmaxnm	v20.2d, v4.2d, v6.2d
	fmaxnm	v21.2d, v20.2d, v0.2d
	fmaxnm	v21.2d, v22.2d, v26.2d
	fmaxnm	v26.2d, v11.2d, v20.2d
	fmaxnm	v8.2s, v17.2s, v20.2s
	fmaxnm	v23.2s, v3.2s, v11.2s
	fmaxnm	v23.2s, v27.2s, v26.2s
	fmaxnm	v26.2s, v24.2s, v3.2s
	fmaxnm	v13.4s, v8.4s, v3.4s
	fmaxnm	v13.4s, v31.4s, v1.4s
	fmaxnm	v4.4s, v19.4s, v15.4s
	fmaxnm	v31.4s, v31.4s, v22.4s
	fmaxp	d5, v29.2d
	fmaxp	d4, v19.2d
	fmaxp	d25, v6.2d
	fmaxp	d14, v12.2d
	fmaxp	s23, v8.2s
	fmaxp	s13, v7.2s
	fmaxp	s31, v28.2s
	fmaxp	s17, v24.2s
	fmaxp	v7.2d, v8.2d, v29.2d
	fmaxp	v23.2d, v26.2d, v10.2d
	fmaxp	v26.2d, v25.2d, v31.2d
	fmaxp	v11.2d, v27.2d, v22.2d
	fmaxp	v1.2s, v18.2s, v27.2s
	fmaxp	v6.2s, v3.2s, v13.2s
	fmaxp	v14.2s, v29.2s, v10.2s
	fmaxp	v11.2s, v7.2s, v27.2s
	fmaxp	v12.4s, v9.4s, v11.4s
	fmaxp	v2.4s, v6.4s, v0.4s
	fmaxp	v12.4s, v18.4s, v15.4s
	fmaxp	v10.4s, v8.4s, v27.4s
	fmax	s10, s26, s31
	fmax	s25, s29, s26
	fmax	s3, s29, s0
	fmax	s19, s9, s24
	fmaxv	s17, v19.4s
	fmaxv	s15, v11.4s
	fmaxv	s15, v28.4s
	fmaxv	s7, v7.4s
	fmax	v20.2d, v15.2d, v3.2d
	fmax	v14.2d, v23.2d, v15.2d
	fmax	v20.2d, v10.2d, v13.2d
	fmax	v27.2d, v13.2d, v6.2d
	fmax	v19.2s, v8.2s, v0.2s
	fmax	v7.2s, v10.2s, v22.2s
	fmax	v13.2s, v22.2s, v5.2s
	fmax	v2.2s, v3.2s, v19.2s
	fmax	v8.4s, v20.4s, v11.4s
	fmax	v15.4s, v2.4s, v29.4s
	fmax	v28.4s, v16.4s, v11.4s
	fmax	v11.4s, v28.4s, v2.4s
	fmin	d20, d16, d3
	fmin	d21, d17, d4
	fmin	d8, d1, d11
	fmin	d30, d2, d24
	fminnm	d1, d25, d24
	fminnm	d28, d30, d29
	fminnm	d2, d25, d13
	fminnm	d9, d22, d19
	fminnmp	d6, v19.2d
	fminnmp	d19, v1.2d
	fminnmp	d6, v3.2d
	fminnmp	d13, v15.2d
	fminnmp	s7, v3.2s
	fminnmp	s14, v21.2s
	fminnmp	s26, v4.2s
	fminnmp	s9, v26.2s
	fminnmp	v22.2d, v13.2d, v8.2d
	fminnmp	v14.2d, v2.2d, v9.2d
	fminnmp	v11.2d, v11.2d, v14.2d
	fminnmp	v30.2d, v13.2d, v11.2d
	fminnmp	v4.2s, v9.2s, v18.2s
	fminnmp	v18.2s, v12.2s, v7.2s
	fminnmp	v22.2s, v13.2s, v19.2s
	fminnmp	v10.2s, v20.2s, v9.2s
	fminnmp	v22.4s, v17.4s, v18.4s
	fminnmp	v5.4s, v10.4s, v3.4s
	fminnmp	v19.4s, v9.4s, v6.4s
	fminnmp	v3.4s, v15.4s, v0.4s
	fminnm	s17, s8, s0
	fminnm	s26, s10, s17
	fminnm	s25, s7, s9
	fminnm	s21, s16, s24
	fminnmv	s28, v18.4s
	fminnmv	s14, v0.4s
	fminnmv	s12, v11.4s
	fminnmv	s17, v18.4s
	fminnm	v7.2d, v26.2d, v31.2d
	fminnm	v13.2d, v28.2d, v13.2d
	fminnm	v26.2d, v2.2d, v7.2d
	fminnm	v3.2d, v31.2d, v9.2d
	fminnm	v29.2s, v0.2s, v18.2s
	fminnm	v29.2s, v4.2s, v7.2s
	fminnm	v2.2s, v11.2s, v26.2s
	fminnm	v12.2s, v22.2s, v28.2s
	fminnm	v17.4s, v18.4s, v11.4s
	fminnm	v12.4s, v29.4s, v29.4s
	fminnm	v20.4s, v19.4s, v21.4s
	fminnm	v22.4s, v12.4s, v20.4s
	fminp	d6, v12.2d
	fminp	d19, v26.2d
	fminp	d1, v27.2d
	fminp	d3, v28.2d
	fminp	s30, v17.2s
	fminp	s24, v18.2s
	fminp	s14, v27.2s
	fminp	s29, v23.2s
	fminp	v3.2d, v15.2d, v30.2d
	fminp	v14.2d, v8.2d, v10.2d
	fminp	v9.2d, v0.2d, v21.2d
	fminp	v31.2d, v13.2d, v12.2d
	fminp	v2.2s, v28.2s, v13.2s
	fminp	v8.2s, v23.2s, v2.2s
	fminp	v14.2s, v30.2s, v2.2s
	fminp	v5.2s, v19.2s, v1.2s
	fminp	v13.4s, v28.4s, v20.4s
	fminp	v11.4s, v11.4s, v6.4s
	fminp	v5.4s, v17.4s, v24.4s
	fminp	v3.4s, v24.4s, v20.4s
	fmin	s18, s19, s14
	fmin	s24, s16, s18
	fmin	s22, s20, s21
	fmin	s0, s3, s30
	fminv	s17, v5.4s
	fminv	s10, v23.4s
	fminv	s21, v13.4s
	fminv	s2, v6.4s
	fmin	v22.2d, v26.2d, v4.2d
	fmin	v19.2d, v1.2d, v16.2d
	fmin	v30.2d, v20.2d, v31.2d
	fmin	v9.2d, v8.2d, v10.2d
	fmin	v11.2s, v26.2s, v8.2s
	fmin	v18.2s, v30.2s, v30.2s
	fmin	v26.2s, v30.2s, v11.2s
	fmin	v13.2s, v19.2s, v25.2s
	fmin	v7.4s, v9.4s, v23.4s
	fmin	v23.4s, v12.4s, v30.4s
	fmin	v25.4s, v31.4s, v3.4s
	fmin	v8.4s, v30.4s, v6.4s
	fmla	d23, d1, v12.d[1]
	fmla	d1, d15, v13.d[0]
	fmla	d9, d21, v4.d[0]
	fmla	d17, d6, v28.d[0]
	fmla	s31, s14, v6.s[2]
	fmla	s17, s12, v1.s[2]
	fmla	s5, s0, v7.s[1]
	fmla	s1, s21, v16.s[3]
	fmla	v28.2d, v22.2d, v24.d[1]
	fmla	v27.2d, v28.2d, v5.d[1]
	fmla	v0.2d, v6.2d, v16.d[0]
	fmla	v27.2d, v30.2d, v20.d[1]
	fmla	v7.2s, v20.2s, v17.s[3]
	fmla	v10.2s, v23.2s, v11.s[2]
	fmla	v5.2s, v23.2s, v4.s[2]
	fmla	v10.2s, v13.2s, v7.s[1]
	fmla	v10.4s, v8.4s, v10.s[1]
	fmla	v28.4s, v7.4s, v14.s[3]
	fmla	v20.4s, v15.4s, v14.s[0]
	fmla	v22.4s, v9.4s, v30.s[0]
	fmla	v16.2d, v6.2d, v18.2d
	fmla	v7.2d, v23.2d, v7.2d
	fmla	v0.2d, v22.2d, v23.2d
	fmla	v15.2d, v15.2d, v19.2d
	fmla	v14.2s, v27.2s, v28.2s
	fmla	v2.2s, v14.2s, v17.2s
	fmla	v18.2s, v5.2s, v14.2s
	fmla	v6.2s, v10.2s, v13.2s
	fmla	v5.4s, v14.4s, v7.4s
	fmla	v12.4s, v25.4s, v5.4s
	fmla	v10.4s, v19.4s, v29.4s
	fmla	v18.4s, v6.4s, v27.4s
	fmls	d21, d18, v6.d[0]
	fmls	d27, d17, v13.d[0]
	fmls	d15, d2, v29.d[0]
	fmls	d12, d25, v18.d[1]
	fmls	s0, s16, v26.s[1]
	fmls	s9, s26, v21.s[3]
	fmls	s22, s2, v29.s[0]
	fmls	s25, s25, v30.s[1]
	fmls	v10.2d, v23.2d, v31.d[0]
	fmls	v14.2d, v13.2d, v21.d[0]
	fmls	v5.2d, v6.2d, v21.d[1]
	fmls	v28.2d, v15.2d, v7.d[0]
	fmls	v31.2s, v9.2s, v31.s[3]
	fmls	v21.2s, v16.2s, v12.s[0]
	fmls	v1.2s, v29.2s, v17.s[0]
	fmls	v0.2s, v7.2s, v5.s[0]
	fmls	v15.4s, v8.4s, v10.s[0]
	fmls	v30.4s, v29.4s, v0.s[0]
	fmls	v2.4s, v19.4s, v7.s[2]
	fmls	v14.4s, v26.4s, v28.s[0]
	fmls	v14.2d, v31.2d, v22.2d
	fmls	v18.2d, v16.2d, v30.2d
	fmls	v16.2d, v30.2d, v25.2d
	fmls	v29.2d, v16.2d, v24.2d
	fmls	v21.2s, v27.2s, v10.2s
	fmls	v14.2s, v7.2s, v30.2s
	fmls	v7.2s, v31.2s, v14.2s
	fmls	v30.2s, v22.2s, v7.2s
	fmls	v29.4s, v11.4s, v29.4s
	fmls	v9.4s, v19.4s, v19.4s
	fmls	v23.4s, v3.4s, v15.4s
	fmls	v25.4s, v29.4s, v26.4s
	fmov	v2.d[1], x10
	fmov	v8.d[1], x29
	fmov	v12.d[1], x21
	fmov	v13.d[1], x27
	fmov	x11, d7
	fmov	x25, d16
	fmov	x7, d31
	fmov	x18, d25
	fmov	d12, #-16.00000000
	fmov	d20, #-3.00000000
	fmov	d19, #-0.14843750
	fmov	d22, #-17.00000000
	fmov	d22, d10
	fmov	d7, d16
	fmov	d23, d9
	fmov	d31, d19
	fmov	w13, s10
	fmov	w25, s23
	fmov	w3, s1
	fmov	wzr, s24
	fmov	s24, #20.00000000
	fmov	s21, #-7.00000000
	fmov	s12, #-2.87500000
	fmov	s16, #-2.87500000
	fmov	s17, s10
	fmov	s15, s0
	fmov	s29, s4
	fmov	s25, s16
	fmov	s22, w3
	fmov	s10, w25
	fmov	s3, w17
	fmov	s0, w9
	fmov	x19, v19.d[1]
	fmov	x29, v7.d[1]
	fmov	x1, v11.d[1]
	fmov	x17, v16.d[1]
	fmov	d23, x30
	fmov	d25, x29
	fmov	d24, x0
	fmov	d6, x5
	fmov	v28.2d, #-0.19531250
	fmov	v17.2d, #16.00000000
	fmov	v11.2d, #0.23437500
	fmov	v10.2d, #-28.00000000
	fmov	v0.2s, #-0.20312500
	fmov	v4.2s, #0.45312500
	fmov	v31.2s, #28.00000000
	fmov	v11.2s, #3.62500000
	fmov	v31.4s, #12.50000000
	fmov	v16.4s, #0.14843750
	fmov	v3.4s, #0.13281250
	fmov	v31.4s, #6.25000000
	fmsub	d22, d23, d17, d20
	fmsub	d7, d21, d5, d7
	fmsub	d4, d24, d3, d12
	fmsub	d16, d1, d13, d26
	fmsub	s14, s3, s16, s28
	fmsub	s29, s6, s23, s8
	fmsub	s7, s8, s26, s30
	fmsub	s19, s9, s0, s25
	fmul	d21, d22, d1
	fmul	d19, d8, d21
	fmul	d31, d30, d14
	fmul	d13, d28, d18
	fmul	s3, s29, s0
	fmul	s23, s0, s20
	fmul	s13, s27, s11
	fmul	s15, s20, s26
	fmulx	d31, d6, v11.d[0]
	fmulx	d7, d11, v29.d[0]
	fmulx	d29, d24, v6.d[1]
	fmulx	d1, d21, v30.d[0]
	fmulx	s3, s1, v30.s[0]
	fmulx	s10, s7, v15.s[3]
	fmulx	s26, s13, v27.s[3]
	fmulx	s7, s15, v30.s[3]
	fmulx	v27.2d, v31.2d, v27.d[0]
	fmulx	v21.2d, v24.2d, v2.d[1]
	fmulx	v0.2d, v9.2d, v14.d[1]
	fmulx	v8.2d, v16.2d, v23.d[0]
	fmulx	v13.2s, v3.2s, v1.s[1]
	fmulx	v28.2s, v1.2s, v15.s[2]
	fmulx	v14.2s, v27.2s, v24.s[0]
	fmulx	v20.2s, v31.2s, v13.s[0]
	fmulx	v5.4s, v21.4s, v11.s[0]
	fmulx	v25.4s, v26.4s, v24.s[2]
	fmulx	v21.4s, v17.4s, v30.s[0]
	fmulx	v7.4s, v8.4s, v6.s[0]
	fmulx	d25, d6, d21
	fmulx	d30, d10, d8
	fmulx	d0, d12, d23
	fmulx	d19, d9, d22
	fmulx	s2, s31, s8
	fmulx	s31, s17, s11
	fmulx	s26, s2, s23
	fmulx	s29, s24, s15
	fmulx	v29.2d, v14.2d, v25.2d
	fmulx	v26.2d, v14.2d, v17.2d
	fmulx	v8.2d, v22.2d, v28.2d
	fmulx	v26.2d, v22.2d, v29.2d
	fmulx	v28.2s, v10.2s, v20.2s
	fmulx	v20.2s, v14.2s, v1.2s
	fmulx	v7.2s, v31.2s, v13.2s
	fmulx	v0.2s, v21.2s, v17.2s
	fmulx	v17.4s, v31.4s, v14.4s
	fmulx	v23.4s, v31.4s, v7.4s
	fmulx	v25.4s, v15.4s, v25.4s
	fmulx	v5.4s, v7.4s, v3.4s
	fmul	d13, d31, v6.d[1]
	fmul	d19, d2, v2.d[0]
	fmul	d6, d13, v30.d[1]
	fmul	d7, d29, v11.d[1]
	fmul	s27, s2, v12.s[1]
	fmul	s7, s27, v15.s[2]
	fmul	s9, s18, v27.s[1]
	fmul	s25, s8, v29.s[3]
	fmul	v12.2d, v6.2d, v10.d[1]
	fmul	v0.2d, v26.2d, v8.d[0]
	fmul	v20.2d, v7.2d, v3.d[0]
	fmul	v0.2d, v25.2d, v2.d[1]
	fmul	v29.2s, v18.2s, v30.s[3]
	fmul	v6.2s, v3.2s, v14.s[3]
	fmul	v20.2s, v30.2s, v25.s[3]
	fmul	v24.2s, v10.2s, v24.s[2]
	fmul	v1.4s, v7.4s, v26.s[0]
	fmul	v10.4s, v17.4s, v29.s[0]
	fmul	v31.4s, v23.4s, v20.s[0]
	fmul	v9.4s, v31.4s, v25.s[2]
	fmul	v29.2d, v20.2d, v22.2d
	fmul	v5.2d, v10.2d, v19.2d
	fmul	v27.2d, v11.2d, v14.2d
	fmul	v20.2d, v26.2d, v17.2d
	fmul	v31.2s, v9.2s, v1.2s
	fmul	v21.2s, v20.2s, v5.2s
	fmul	v31.2s, v11.2s, v20.2s
	fmul	v24.2s, v3.2s, v7.2s
	fmul	v27.4s, v27.4s, v17.4s
	fmul	v19.4s, v13.4s, v17.4s
	fmul	v24.4s, v7.4s, v17.4s
	fmul	v5.4s, v7.4s, v18.4s
	fneg	d14, d27
	fneg	d6, d21
	fneg	d0, d2
	fneg	d11, d23
	fneg	s4, s28
	fneg	s27, s0
	fneg	s7, s24
	fneg	s11, s15
	fneg	v3.2d, v10.2d
	fneg	v2.2d, v2.2d
	fneg	v12.2d, v24.2d
	fneg	v23.2d, v30.2d
	fneg	v12.2s, v6.2s
	fneg	v10.2s, v6.2s
	fneg	v21.2s, v26.2s
	fneg	v31.2s, v22.2s
	fneg	v17.4s, v20.4s
	fneg	v22.4s, v17.4s
	fneg	v0.4s, v28.4s
	fneg	v25.4s, v1.4s
	fnmadd	d28, d6, d12, d23
	fnmadd	d16, d1, d14, d11
	fnmadd	d13, d6, d20, d11
	fnmadd	d24, d16, d11, d15
	fnmadd	s8, s3, s24, s9
	fnmadd	s30, s9, s26, s29
	fnmadd	s26, s13, s23, s5
	fnmadd	s6, s1, s16, s5
	fnmsub	d30, d26, d24, d16
	fnmsub	d8, d24, d14, d5
	fnmsub	d27, d23, d3, d11
	fnmsub	d7, d18, d2, d8
	fnmsub	s14, s12, s16, s13
	fnmsub	s6, s19, s12, s7
	fnmsub	s5, s18, s18, s31
	fnmsub	s18, s12, s30, s28
	fnmul	d25, d17, d21
	fnmul	d28, d5, d11
	fnmul	d7, d8, d22
	fnmul	d18, d19, d27
	fnmul	s5, s24, s31
	fnmul	s2, s30, s30
	fnmul	s26, s5, s20
	fnmul	s6, s18, s17
	frecpe	d20, d25
	frecpe	d13, d3
	frecpe	d2, d9
	frecpe	d20, d16
	frecpe	s20, s17
	frecpe	s25, s22
	frecpe	s27, s31
	frecpe	s0, s24
	frecpe	v8.2d, v11.2d
	frecpe	v22.2d, v29.2d
	frecpe	v26.2d, v4.2d
	frecpe	v26.2d, v10.2d
	frecpe	v16.2s, v2.2s
	frecpe	v29.2s, v22.2s
	frecpe	v12.2s, v16.2s
	frecpe	v14.2s, v18.2s
	frecpe	v15.4s, v6.4s
	frecpe	v31.4s, v2.4s
	frecpe	v21.4s, v8.4s
	frecpe	v0.4s, v5.4s
	frecps	d0, d8, d11
	frecps	d30, d1, d2
	frecps	d10, d17, d19
	frecps	d10, d3, d18
	frecps	s22, s14, s16
	frecps	s10, s24, s9
	frecps	s13, s5, s24
	frecps	s10, s1, s31
	frecps	v31.2d, v26.2d, v27.2d
	frecps	v4.2d, v29.2d, v31.2d
	frecps	v14.2d, v28.2d, v23.2d
	frecps	v16.2d, v2.2d, v29.2d
	frecps	v16.2s, v4.2s, v31.2s
	frecps	v6.2s, v20.2s, v0.2s
	frecps	v15.2s, v13.2s, v7.2s
	frecps	v8.2s, v25.2s, v9.2s
	frecps	v25.4s, v15.4s, v18.4s
	frecps	v24.4s, v23.4s, v26.4s
	frecps	v4.4s, v6.4s, v21.4s
	frecps	v6.4s, v21.4s, v7.4s
	frecpx	d17, d10
	frecpx	d28, d9
	frecpx	d30, d6
	frecpx	d1, d27
	frecpx	s0, s14
	frecpx	s14, s13
	frecpx	s10, s17
	frecpx	s4, s24
	frinta	d7, d2
	frinta	d20, d7
	frinta	d10, d31
	frinta	d3, d17
	frinta	s28, s9
	frinta	s11, s19
	frinta	s12, s15
	frinta	s23, s25
	frinta	v17.2d, v20.2d
	frinta	v30.2d, v9.2d
	frinta	v12.2d, v22.2d
	frinta	v12.2d, v19.2d
	frinta	v29.2s, v0.2s
	frinta	v26.2s, v8.2s
	frinta	v17.2s, v19.2s
	frinta	v26.2s, v13.2s
	frinta	v7.4s, v23.4s
	frinta	v13.4s, v14.4s
	frinta	v4.4s, v23.4s
	frinta	v9.4s, v16.4s
	frinti	d0, d27
	frinti	d13, d1
	frinti	d18, d15
	frinti	d23, d20
	frinti	s11, s7
	frinti	s14, s7
	frinti	s16, s27
	frinti	s5, s7
	frinti	v9.2d, v30.2d
	frinti	v3.2d, v10.2d
	frinti	v8.2d, v4.2d
	frinti	v24.2d, v12.2d
	frinti	v6.2s, v28.2s
	frinti	v0.2s, v29.2s
	frinti	v30.2s, v19.2s
	frinti	v8.2s, v10.2s
	frinti	v10.4s, v30.4s
	frinti	v8.4s, v21.4s
	frinti	v7.4s, v8.4s
	frinti	v29.4s, v22.4s
	frintm	d10, d1
	frintm	d3, d15
	frintm	d27, d16
	frintm	d14, d1
	frintm	s31, s23
	frintm	s3, s23
	frintm	s23, s29
	frintm	s16, s8
	frintm	v28.2d, v20.2d
	frintm	v10.2d, v7.2d
	frintm	v20.2d, v19.2d
	frintm	v6.2d, v23.2d
	frintm	v13.2s, v29.2s
	frintm	v30.2s, v15.2s
	frintm	v1.2s, v23.2s
	frintm	v17.2s, v13.2s
	frintm	v8.4s, v23.4s
	frintm	v18.4s, v11.4s
	frintm	v11.4s, v17.4s
	frintm	v30.4s, v8.4s
	frintn	d29, d19
	frintn	d20, d23
	frintn	d0, d23
	frintn	d10, d26
	frintn	s1, s9
	frintn	s11, s24
	frintn	s0, s16
	frintn	s5, s4
	frintn	v0.2d, v22.2d
	frintn	v16.2d, v23.2d
	frintn	v12.2d, v14.2d
	frintn	v9.2d, v7.2d
	frintn	v18.2s, v19.2s
	frintn	v0.2s, v21.2s
	frintn	v25.2s, v0.2s
	frintn	v29.2s, v30.2s
	frintn	v23.4s, v23.4s
	frintn	v25.4s, v31.4s
	frintn	v24.4s, v21.4s
	frintn	v26.4s, v21.4s
	frintp	d28, d14
	frintp	d21, d20
	frintp	d8, d13
	frintp	d12, d31
	frintp	s31, s3
	frintp	s25, s18
	frintp	s12, s4
	frintp	s5, s16
	frintp	v2.2d, v4.2d
	frintp	v28.2d, v0.2d
	frintp	v2.2d, v30.2d
	frintp	v14.2d, v2.2d
	frintp	v20.2s, v10.2s
	frintp	v19.2s, v26.2s
	frintp	v31.2s, v21.2s
	frintp	v24.2s, v13.2s
	frintp	v20.4s, v8.4s
	frintp	v15.4s, v14.4s
	frintp	v25.4s, v19.4s
	frintp	v0.4s, v26.4s
	frintx	d30, d24
	frintx	d29, d9
	frintx	d7, d1
	frintx	d18, d7
	frintx	s26, s1
	frintx	s2, s26
	frintx	s2, s16
	frintx	s13, s4
	frintx	v29.2d, v25.2d
	frintx	v22.2d, v25.2d
	frintx	v21.2d, v23.2d
	frintx	v14.2d, v22.2d
	frintx	v6.2s, v3.2s
	frintx	v31.2s, v30.2s
	frintx	v24.2s, v1.2s
	frintx	v8.2s, v10.2s
	frintx	v26.4s, v0.4s
	frintx	v21.4s, v6.4s
	frintx	v6.4s, v31.4s
	frintx	v15.4s, v26.4s
	frintz	d25, d28
	frintz	d5, d9
	frintz	d16, d10
	frintz	d19, d31
	frintz	s24, s18
	frintz	s30, s6
	frintz	s13, s26
	frintz	s31, s3
	frintz	v5.2d, v4.2d
	frintz	v29.2d, v30.2d
	frintz	v20.2d, v28.2d
	frintz	v1.2d, v31.2d
	frintz	v26.2s, v30.2s
	frintz	v31.2s, v22.2s
	frintz	v30.2s, v1.2s
	frintz	v0.2s, v10.2s
	frintz	v16.4s, v15.4s
	frintz	v26.4s, v5.4s
	frintz	v21.4s, v4.4s
	frintz	v23.4s, v20.4s
	frsqrte	d2, d7
	frsqrte	d11, d13
	frsqrte	d1, d31
	frsqrte	d23, d2
	frsqrte	s27, s28
	frsqrte	s17, s18
	frsqrte	s16, s28
	frsqrte	s6, s18
	frsqrte	v6.2d, v10.2d
	frsqrte	v6.2d, v9.2d
	frsqrte	v19.2d, v3.2d
	frsqrte	v27.2d, v6.2d
	frsqrte	v12.2s, v13.2s
	frsqrte	v6.2s, v9.2s
	frsqrte	v10.2s, v12.2s
	frsqrte	v1.2s, v14.2s
	frsqrte	v25.4s, v7.4s
	frsqrte	v21.4s, v1.4s
	frsqrte	v24.4s, v17.4s
	frsqrte	v26.4s, v20.4s
	frsqrts	d6, d3, d21
	frsqrts	d18, d22, d20
	frsqrts	d20, d4, d12
	frsqrts	d13, d13, d10
	frsqrts	s14, s5, s2
	frsqrts	s26, s20, s4
	frsqrts	s13, s20, s25
	frsqrts	s2, s21, s8
	frsqrts	v4.2d, v12.2d, v5.2d
	frsqrts	v26.2d, v8.2d, v19.2d
	frsqrts	v26.2d, v21.2d, v9.2d
	frsqrts	v5.2d, v14.2d, v21.2d
	frsqrts	v4.2s, v26.2s, v6.2s
	frsqrts	v24.2s, v8.2s, v3.2s
	frsqrts	v22.2s, v16.2s, v21.2s
	frsqrts	v11.2s, v23.2s, v18.2s
	frsqrts	v10.4s, v29.4s, v21.4s
	frsqrts	v4.4s, v8.4s, v24.4s
	frsqrts	v24.4s, v30.4s, v19.4s
	frsqrts	v5.4s, v18.4s, v6.4s
	fsqrt	d14, d24
	fsqrt	d14, d3
	fsqrt	d13, d1
	fsqrt	d24, d0
	fsqrt	s30, s31
	fsqrt	s1, s1
	fsqrt	s10, s0
	fsqrt	s28, s4
	fsqrt	v12.2d, v28.2d
	fsqrt	v0.2d, v12.2d
	fsqrt	v1.2d, v18.2d
	fsqrt	v9.2d, v5.2d
	fsqrt	v20.2s, v23.2s
	fsqrt	v28.2s, v12.2s
	fsqrt	v23.2s, v29.2s
	fsqrt	v0.2s, v10.2s
	fsqrt	v28.4s, v9.4s
	fsqrt	v20.4s, v17.4s
	fsqrt	v31.4s, v18.4s
	fsqrt	v28.4s, v0.4s
	fsub	d12, d30, d25
	fsub	d30, d5, d25
	fsub	d13, d16, d4
	fsub	d23, d1, d1
	fsub	s7, s10, s26
	fsub	s2, s19, s11
	fsub	s31, s14, s17
	fsub	s25, s28, s23
	fsub	v6.2d, v28.2d, v20.2d
	fsub	v25.2d, v1.2d, v21.2d
	fsub	v3.2d, v12.2d, v20.2d
	fsub	v15.2d, v14.2d, v8.2d
	fsub	v3.2s, v27.2s, v4.2s
	fsub	v14.2s, v23.2s, v30.2s
	fsub	v8.2s, v16.2s, v2.2s
	fsub	v10.2s, v27.2s, v20.2s
	fsub	v3.4s, v27.4s, v0.4s
	fsub	v8.4s, v27.4s, v20.4s
	fsub	v12.4s, v30.4s, v27.4s
	fsub	v9.4s, v25.4s, v21.4s
	hint	#112
	hint	#124
	hint	#53
	hint	#34
	hlt	#0xf85f
	hlt	#0x8695
	hlt	#0x1f23
	hlt	#0x92be
	hvc	#0xef2f
	hvc	#0xea98
	hvc	#0
	hvc	#0x1
	mov	v31.b[3], w25
	mov	v15.b[0], w14
	mov	v6.b[1], w29
	mov	v7.b[1], w25
	mov	v20.b[12], v16.b[5]
	mov	v15.b[0], v9.b[5]
	mov	v2.b[15], v26.b[8]
	mov	v29.b[9], v23.b[3]
	mov	v15.d[1], x7
	mov	v8.d[0], x27
	mov	v10.d[1], x13
	mov	v11.d[1], x2
	mov	v0.d[0], v2.d[0]
	mov	v20.d[0], v31.d[1]
	mov	v22.d[0], v28.d[1]
	mov	v5.d[0], v4.d[0]
	mov	v6.h[4], w24
	mov	v2.h[2], w26
	mov	v27.h[0], w20
	mov	v10.h[7], w14
	mov	v22.h[2], v12.h[5]
	mov	v7.h[3], v23.h[7]
	mov	v25.h[0], v14.h[0]
	mov	v15.h[2], v22.h[4]
	mov	v1.s[0], w19
	mov	v3.s[3], w27
	mov	v19.s[0], w29
	mov	v10.s[2], w15
	mov	v31.s[1], v10.s[1]
	mov	v5.s[1], v16.s[0]
	mov	v9.s[0], v11.s[0]
	mov	v26.s[0], v4.s[3]
	isb
	isb
	isb	#13
	isb	#8
	ld1	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x29]
	ld1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x13]
	ld1	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x18]
	ld1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x9]
	ld1	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x15], x0
	ld1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x1], x5
	ld1	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x6], x8
	ld1	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x23], x28
	ld1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x7]
	ld1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x5]
	ld1	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x13]
	ld1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x24]
	ld1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x23], x21
	ld1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x14], x30
	ld1	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x3], x22
	ld1	{ v20.1d, v21.1d, v22.1d, v23.1d }, [x25], x24
	ld1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x0]
	ld1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x5]
	ld1	{ v29.2d, v30.2d, v31.2d, v0.2d }, [sp]
	ld1	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x22]
	ld1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x18], x30
	ld1	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x14], x23
	ld1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x4], x9
	ld1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x24], x29
	ld1	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x27]
	ld1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x22]
	ld1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x20]
	ld1	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x3]
	ld1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x22], x30
	ld1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x19], x10
	ld1	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x10], x16
	ld1	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x2], x1
	ld1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x11]
	ld1	{ v19.4h, v20.4h, v21.4h, v22.4h }, [sp]
	ld1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x23]
	ld1	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x20]
	ld1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x9], x14
	ld1	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x13], x19
	ld1	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x24], x19
	ld1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x15], x7
	ld1	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x29]
	ld1	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x29]
	ld1	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x25]
	ld1	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x16]
	ld1	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x5], x10
	ld1	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x28], x19
	ld1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x2], x0
	ld1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x11], x5
	ld1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x14]
	ld1	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x6]
	ld1	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x25]
	ld1	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x13]
	ld1	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x0], x13
	ld1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x3], x4
	ld1	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x11], x9
	ld1	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x21], x8
	ld1	{ v1.8h, v2.8h, v3.8h, v4.8h }, [sp]
	ld1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x2]
	ld1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x16]
	ld1	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x29]
	ld1	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x1], x9
	ld1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x3], x17
	ld1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x20], x14
	ld1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x14], x28
	ld1	{ v21.16b }, [x10]
	ld1	{ v2.16b }, [x5]
	ld1	{ v21.16b }, [x27]
	ld1	{ v23.16b }, [x2]
	ld1	{ v15.16b }, [x29], x20
	ld1	{ v12.16b }, [x25], x12
	ld1	{ v13.16b }, [x24], x24
	ld1	{ v0.16b }, [x9], x21
	ld1	{ v21.1d }, [x22]
	ld1	{ v30.1d }, [x23]
	ld1	{ v5.1d }, [x13]
	ld1	{ v0.1d }, [x20]
	ld1	{ v4.1d }, [x15], x24
	ld1	{ v17.1d }, [x10], x11
	ld1	{ v14.1d }, [x28], x24
	ld1	{ v13.1d }, [x29], x2
	ld1	{ v17.2d }, [x2]
	ld1	{ v7.2d }, [x17]
	ld1	{ v9.2d }, [x11]
	ld1	{ v31.2d }, [x5]
	ld1	{ v24.2d }, [x26], x5
	ld1	{ v5.2d }, [x15], x27
	ld1	{ v10.2d }, [x29], x4
	ld1	{ v13.2d }, [x18], x25
	ld1	{ v21.2s }, [x8]
	ld1	{ v8.2s }, [x15]
	ld1	{ v24.2s }, [x15]
	ld1	{ v27.2s }, [sp]
	ld1	{ v7.2s }, [x15], #8
	ld1	{ v12.2s }, [x23], x19
	ld1	{ v6.2s }, [sp], x29
	ld1	{ v25.2s }, [x27], x13
	ld1	{ v5.4h }, [x14]
	ld1	{ v11.4h }, [x27]
	ld1	{ v28.4h }, [x18]
	ld1	{ v15.4h }, [x6]
	ld1	{ v0.4h }, [x0], x13
	ld1	{ v11.4h }, [x18], x7
	ld1	{ v27.4h }, [x25], x9
	ld1	{ v11.4h }, [x25], x10
	ld1	{ v31.4s }, [x1]
	ld1	{ v14.4s }, [x19]
	ld1	{ v22.4s }, [x19]
	ld1	{ v23.4s }, [x4]
	ld1	{ v9.4s }, [x17], x16
	ld1	{ v19.4s }, [x13], x5
	ld1	{ v9.4s }, [x19], x30
	ld1	{ v10.4s }, [x17], x1
	ld1	{ v29.8b }, [x2]
	ld1	{ v11.8b }, [x15]
	ld1	{ v22.8b }, [x5]
	ld1	{ v18.8b }, [x20]
	ld1	{ v12.8b }, [x25], x28
	ld1	{ v23.8b }, [x10], x21
	ld1	{ v11.8b }, [x7], x13
	ld1	{ v17.8b }, [x19], x21
	ld1	{ v8.8h }, [x2]
	ld1	{ v7.8h }, [x5]
	ld1	{ v9.8h }, [x9]
	ld1	{ v21.8h }, [x12]
	ld1	{ v1.8h }, [x9], x11
	ld1	{ v16.8h }, [x16], x18
	ld1	{ v19.8h }, [x2], x7
	ld1	{ v19.8h }, [x16], x3
	ld1r	{ v25.16b }, [x20]
	ld1r	{ v0.16b }, [x17]
	ld1r	{ v26.16b }, [x0]
	ld1r	{ v3.16b }, [x17]
	ld1r	{ v20.16b }, [x23], x24
	ld1r	{ v0.16b }, [x20], x27
	ld1r	{ v1.16b }, [x17], x24
	ld1r	{ v21.16b }, [x19], x23
	ld1r	{ v15.1d }, [sp]
	ld1r	{ v14.1d }, [x14]
	ld1r	{ v14.1d }, [x16]
	ld1r	{ v22.1d }, [x0]
	ld1r	{ v28.1d }, [x14], x12
	ld1r	{ v0.1d }, [x8], x19
	ld1r	{ v5.1d }, [x30], x24
	ld1r	{ v6.1d }, [x27], x18
	ld1r	{ v1.2d }, [x5]
	ld1r	{ v27.2d }, [x4]
	ld1r	{ v27.2d }, [x1]
	ld1r	{ v20.2d }, [x19]
	ld1r	{ v12.2d }, [x10], x1
	ld1r	{ v2.2d }, [x14], x16
	ld1r	{ v20.2d }, [x2], #8
	ld1r	{ v1.2d }, [x14], x11
	ld1r	{ v6.2s }, [sp]
	ld1r	{ v30.2s }, [x12]
	ld1r	{ v11.2s }, [x5]
	ld1r	{ v29.2s }, [x0]
	ld1r	{ v16.2s }, [x1], x1
	ld1r	{ v5.2s }, [x10], x17
	ld1r	{ v20.2s }, [x23], x30
	ld1r	{ v24.2s }, [x7], x29
	ld1r	{ v29.4h }, [x23]
	ld1r	{ v11.4h }, [x22]
	ld1r	{ v4.4h }, [x1]
	ld1r	{ v9.4h }, [x9]
	ld1r	{ v18.4h }, [x4], x14
	ld1r	{ v10.4h }, [x8], x16
	ld1r	{ v2.4h }, [x21], #2
	ld1r	{ v9.4h }, [x8], x18
	ld1r	{ v23.4s }, [x2]
	ld1r	{ v18.4s }, [x28]
	ld1r	{ v22.4s }, [x5]
	ld1r	{ v29.4s }, [x0]
	ld1r	{ v18.4s }, [x5], x19
	ld1r	{ v1.4s }, [x6], x13
	ld1r	{ v4.4s }, [x3], x5
	ld1r	{ v7.4s }, [x16], x13
	ld1r	{ v24.8b }, [x6]
	ld1r	{ v5.8b }, [x26]
	ld1r	{ v12.8b }, [x28]
	ld1r	{ v20.8b }, [x30]
	ld1r	{ v15.8b }, [sp], x14
	ld1r	{ v6.8b }, [x1], x17
	ld1r	{ v15.8b }, [x12], x16
	ld1r	{ v25.8b }, [x24], x10
	ld1r	{ v11.8h }, [x30]
	ld1r	{ v5.8h }, [x7]
	ld1r	{ v28.8h }, [x14]
	ld1r	{ v28.8h }, [x1]
	ld1r	{ v3.8h }, [x23], x26
	ld1r	{ v15.8h }, [x19], x24
	ld1r	{ v13.8h }, [x24], x8
	ld1r	{ v9.8h }, [x20], x13
	ld1	{ v4.16b, v5.16b, v6.16b }, [x3]
	ld1	{ v20.16b, v21.16b, v22.16b }, [x0]
	ld1	{ v12.16b, v13.16b, v14.16b }, [x8]
	ld1	{ v24.16b, v25.16b, v26.16b }, [x27]
	ld1	{ v21.16b, v22.16b, v23.16b }, [x6], x24
	ld1	{ v1.16b, v2.16b, v3.16b }, [x8], x13
	ld1	{ v28.16b, v29.16b, v30.16b }, [x12], x5
	ld1	{ v26.16b, v27.16b, v28.16b }, [x18], x10
	ld1	{ v13.1d, v14.1d, v15.1d }, [x11]
	ld1	{ v9.1d, v10.1d, v11.1d }, [x20]
	ld1	{ v3.1d, v4.1d, v5.1d }, [x5]
	ld1	{ v27.1d, v28.1d, v29.1d }, [x15]
	ld1	{ v22.1d, v23.1d, v24.1d }, [x29], x5
	ld1	{ v27.1d, v28.1d, v29.1d }, [x4], x0
	ld1	{ v25.1d, v26.1d, v27.1d }, [x4], x26
	ld1	{ v17.1d, v18.1d, v19.1d }, [x29], x15
	ld1	{ v13.2d, v14.2d, v15.2d }, [x30]
	ld1	{ v19.2d, v20.2d, v21.2d }, [x7]
	ld1	{ v26.2d, v27.2d, v28.2d }, [x5]
	ld1	{ v17.2d, v18.2d, v19.2d }, [x30]
	ld1	{ v6.2d, v7.2d, v8.2d }, [x6], x17
	ld1	{ v26.2d, v27.2d, v28.2d }, [x15], x5
	ld1	{ v23.2d, v24.2d, v25.2d }, [x15], x27
	ld1	{ v13.2d, v14.2d, v15.2d }, [x27], x2
	ld1	{ v30.2s, v31.2s, v0.2s }, [sp]
	ld1	{ v16.2s, v17.2s, v18.2s }, [x23]
	ld1	{ v4.2s, v5.2s, v6.2s }, [sp]
	ld1	{ v5.2s, v6.2s, v7.2s }, [x12]
	ld1	{ v12.2s, v13.2s, v14.2s }, [x5], x29
	ld1	{ v0.2s, v1.2s, v2.2s }, [x8], x2
	ld1	{ v16.2s, v17.2s, v18.2s }, [x5], x8
	ld1	{ v31.2s, v0.2s, v1.2s }, [x26], x14
	ld1	{ v31.4h, v0.4h, v1.4h }, [x1]
	ld1	{ v16.4h, v17.4h, v18.4h }, [x4]
	ld1	{ v14.4h, v15.4h, v16.4h }, [x22]
	ld1	{ v13.4h, v14.4h, v15.4h }, [x2]
	ld1	{ v19.4h, v20.4h, v21.4h }, [x17], x8
	ld1	{ v10.4h, v11.4h, v12.4h }, [x14], x11
	ld1	{ v19.4h, v20.4h, v21.4h }, [x11], #24
	ld1	{ v12.4h, v13.4h, v14.4h }, [x28], x26
	ld1	{ v12.4s, v13.4s, v14.4s }, [x18]
	ld1	{ v3.4s, v4.4s, v5.4s }, [x6]
	ld1	{ v24.4s, v25.4s, v26.4s }, [x17]
	ld1	{ v26.4s, v27.4s, v28.4s }, [x2]
	ld1	{ v9.4s, v10.4s, v11.4s }, [x11], x18
	ld1	{ v17.4s, v18.4s, v19.4s }, [x22], x7
	ld1	{ v7.4s, v8.4s, v9.4s }, [x3], x27
	ld1	{ v29.4s, v30.4s, v31.4s }, [x0], x30
	ld1	{ v19.8b, v20.8b, v21.8b }, [x6]
	ld1	{ v23.8b, v24.8b, v25.8b }, [x30]
	ld1	{ v31.8b, v0.8b, v1.8b }, [x0]
	ld1	{ v22.8b, v23.8b, v24.8b }, [x8]
	ld1	{ v18.8b, v19.8b, v20.8b }, [x29], x13
	ld1	{ v20.8b, v21.8b, v22.8b }, [x16], x16
	ld1	{ v21.8b, v22.8b, v23.8b }, [x1], x8
	ld1	{ v31.8b, v0.8b, v1.8b }, [x19], x27
	ld1	{ v4.8h, v5.8h, v6.8h }, [x22]
	ld1	{ v21.8h, v22.8h, v23.8h }, [x1]
	ld1	{ v0.8h, v1.8h, v2.8h }, [x6]
	ld1	{ v28.8h, v29.8h, v30.8h }, [x25]
	ld1	{ v2.8h, v3.8h, v4.8h }, [x21], x3
	ld1	{ v21.8h, v22.8h, v23.8h }, [x25], x26
	ld1	{ v10.8h, v11.8h, v12.8h }, [x3], x6
	ld1	{ v9.8h, v10.8h, v11.8h }, [x9], x10
	ld1	{ v19.16b, v20.16b }, [x4]
	ld1	{ v23.16b, v24.16b }, [x20]
	ld1	{ v15.16b, v16.16b }, [x29]
	ld1	{ v10.16b, v11.16b }, [x23]
	ld1	{ v14.16b, v15.16b }, [x26], x11
	ld1	{ v26.16b, v27.16b }, [x6], x12
	ld1	{ v20.16b, v21.16b }, [x1], x5
	ld1	{ v10.16b, v11.16b }, [x25], x20
	ld1	{ v10.1d, v11.1d }, [x9]
	ld1	{ v3.1d, v4.1d }, [x9]
	ld1	{ v23.1d, v24.1d }, [x19]
	ld1	{ v26.1d, v27.1d }, [x17]
	ld1	{ v4.1d, v5.1d }, [x6], x25
	ld1	{ v26.1d, v27.1d }, [x20], x25
	ld1	{ v14.1d, v15.1d }, [x23], x0
	ld1	{ v7.1d, v8.1d }, [x6], x19
	ld1	{ v0.2d, v1.2d }, [sp]
	ld1	{ v28.2d, v29.2d }, [sp]
	ld1	{ v10.2d, v11.2d }, [x26]
	ld1	{ v31.2d, v0.2d }, [x2]
	ld1	{ v30.2d, v31.2d }, [x5], x22
	ld1	{ v29.2d, v30.2d }, [sp], x16
	ld1	{ v3.2d, v4.2d }, [x13], x29
	ld1	{ v3.2d, v4.2d }, [x8], x14
	ld1	{ v15.2s, v16.2s }, [x9]
	ld1	{ v8.2s, v9.2s }, [x12]
	ld1	{ v5.2s, v6.2s }, [x0]
	ld1	{ v8.2s, v9.2s }, [x5]
	ld1	{ v1.2s, v2.2s }, [x2], x4
	ld1	{ v20.2s, v21.2s }, [x7], x24
	ld1	{ v4.2s, v5.2s }, [x26], x20
	ld1	{ v4.2s, v5.2s }, [x6], x24
	ld1	{ v0.4h, v1.4h }, [x13]
	ld1	{ v11.4h, v12.4h }, [x29]
	ld1	{ v31.4h, v0.4h }, [x10]
	ld1	{ v12.4h, v13.4h }, [sp]
	ld1	{ v5.4h, v6.4h }, [x27], x3
	ld1	{ v20.4h, v21.4h }, [x17], x18
	ld1	{ v30.4h, v31.4h }, [x27], x14
	ld1	{ v7.4h, v8.4h }, [x25], x1
	ld1	{ v26.4s, v27.4s }, [x7]
	ld1	{ v11.4s, v12.4s }, [x29]
	ld1	{ v17.4s, v18.4s }, [x25]
	ld1	{ v19.4s, v20.4s }, [x10]
	ld1	{ v31.4s, v0.4s }, [x20], x19
	ld1	{ v17.4s, v18.4s }, [x28], #32
	ld1	{ v22.4s, v23.4s }, [x14], x30
	ld1	{ v17.4s, v18.4s }, [x5], x16
	ld1	{ v24.8b, v25.8b }, [x9]
	ld1	{ v8.8b, v9.8b }, [sp]
	ld1	{ v18.8b, v19.8b }, [x29]
	ld1	{ v18.8b, v19.8b }, [x27]
	ld1	{ v21.8b, v22.8b }, [x14], x16
	ld1	{ v12.8b, v13.8b }, [x24], x24
	ld1	{ v21.8b, v22.8b }, [x2], x12
	ld1	{ v20.8b, v21.8b }, [x8], x22
	ld1	{ v29.8h, v30.8h }, [x17]
	ld1	{ v12.8h, v13.8h }, [x12]
	ld1	{ v12.8h, v13.8h }, [x10]
	ld1	{ v0.8h, v1.8h }, [x14]
	ld1	{ v26.8h, v27.8h }, [x21], #32
	ld1	{ v1.8h, v2.8h }, [x6], x6
	ld1	{ v2.8h, v3.8h }, [x26], x9
	ld1	{ v1.8h, v2.8h }, [x2], x17
	ld1	{ v26.b }[13], [sp]
	ld1	{ v3.b }[7], [x6]
	ld1	{ v23.b }[10], [x27]
	ld1	{ v20.b }[0], [x16]
	ld1	{ v24.b }[6], [x8], x10
	ld1	{ v13.b }[1], [sp], x13
	ld1	{ v23.b }[11], [x15], x24
	ld1	{ v31.b }[1], [x25], x10
	ld1	{ v25.d }[1], [x27]
	ld1	{ v26.d }[0], [x24]
	ld1	{ v9.d }[1], [x2]
	ld1	{ v17.d }[0], [x29]
	ld1	{ v10.d }[0], [x30], x28
	ld1	{ v7.d }[1], [x3], x18
	ld1	{ v3.d }[0], [x29], x14
	ld1	{ v14.d }[0], [x2], x2
	ld1	{ v7.h }[3], [x15]
	ld1	{ v26.h }[0], [x28]
	ld1	{ v2.h }[1], [x0]
	ld1	{ v9.h }[7], [x1]
	ld1	{ v20.h }[3], [x26], x24
	ld1	{ v0.h }[6], [x20], x27
	ld1	{ v15.h }[3], [x22], x24
	ld1	{ v1.h }[0], [x0], #2
	ld1	{ v10.s }[3], [x6]
	ld1	{ v13.s }[0], [x23]
	ld1	{ v8.s }[3], [x23]
	ld1	{ v14.s }[0], [x7]
	ld1	{ v21.s }[0], [x2], x27
	ld1	{ v5.s }[3], [x21], x20
	ld1	{ v17.s }[0], [x5], x9
	ld1	{ v3.s }[1], [sp], x17
	ld2r	{ v7.16b, v8.16b }, [x7]
	ld2r	{ v1.16b, v2.16b }, [x19]
	ld2r	{ v2.16b, v3.16b }, [x6]
	ld2r	{ v15.16b, v16.16b }, [x29]
	ld2r	{ v17.16b, v18.16b }, [x9], x24
	ld2r	{ v3.16b, v4.16b }, [x22], x20
	ld2r	{ v18.16b, v19.16b }, [x2], x3
	ld2r	{ v15.16b, v16.16b }, [x7], x28
	ld2r	{ v18.1d, v19.1d }, [x29]
	ld2r	{ v21.1d, v22.1d }, [x18]
	ld2r	{ v29.1d, v30.1d }, [x8]
	ld2r	{ v2.1d, v3.1d }, [x17]
	ld2r	{ v27.1d, v28.1d }, [x27], x10
	ld2r	{ v4.1d, v5.1d }, [x6], x29
	ld2r	{ v20.1d, v21.1d }, [x7], x5
	ld2r	{ v27.1d, v28.1d }, [x26], x3
	ld2r	{ v8.2d, v9.2d }, [x3]
	ld2r	{ v3.2d, v4.2d }, [sp]
	ld2r	{ v16.2d, v17.2d }, [x27]
	ld2r	{ v14.2d, v15.2d }, [x24]
	ld2r	{ v24.2d, v25.2d }, [x14], x28
	ld2r	{ v2.2d, v3.2d }, [x18], x4
	ld2r	{ v0.2d, v1.2d }, [x9], x10
	ld2r	{ v17.2d, v18.2d }, [x4], x27
	ld2r	{ v4.2s, v5.2s }, [x16]
	ld2r	{ v30.2s, v31.2s }, [x12]
	ld2r	{ v1.2s, v2.2s }, [sp]
	ld2r	{ v27.2s, v28.2s }, [x2]
	ld2r	{ v6.2s, v7.2s }, [x7], x10
	ld2r	{ v7.2s, v8.2s }, [x5], x6
	ld2r	{ v17.2s, v18.2s }, [x16], x9
	ld2r	{ v5.2s, v6.2s }, [x28], x16
	ld2r	{ v24.4h, v25.4h }, [x26]
	ld2r	{ v25.4h, v26.4h }, [x11]
	ld2r	{ v12.4h, v13.4h }, [x12]
	ld2r	{ v13.4h, v14.4h }, [x26]
	ld2r	{ v4.4h, v5.4h }, [x11], x27
	ld2r	{ v17.4h, v18.4h }, [x24], x14
	ld2r	{ v6.4h, v7.4h }, [x26], x3
	ld2r	{ v24.4h, v25.4h }, [x28], x22
	ld2r	{ v7.4s, v8.4s }, [x17]
	ld2r	{ v29.4s, v30.4s }, [x19]
	ld2r	{ v26.4s, v27.4s }, [x25]
	ld2r	{ v17.4s, v18.4s }, [x20]
	ld2r	{ v22.4s, v23.4s }, [x1], x3
	ld2r	{ v12.4s, v13.4s }, [x2], x15
	ld2r	{ v28.4s, v29.4s }, [x27], x3
	ld2r	{ v3.4s, v4.4s }, [x17], x3
	ld2r	{ v10.8b, v11.8b }, [x4]
	ld2r	{ v15.8b, v16.8b }, [x19]
	ld2r	{ v23.8b, v24.8b }, [x1]
	ld2r	{ v22.8b, v23.8b }, [x2]
	ld2r	{ v9.8b, v10.8b }, [x22], x0
	ld2r	{ v24.8b, v25.8b }, [x17], x10
	ld2r	{ v9.8b, v10.8b }, [x29], x15
	ld2r	{ v6.8b, v7.8b }, [x14], x30
	ld2r	{ v8.8h, v9.8h }, [x5]
	ld2r	{ v30.8h, v31.8h }, [x13]
	ld2r	{ v7.8h, v8.8h }, [x28]
	ld2r	{ v30.8h, v31.8h }, [x27]
	ld2r	{ v13.8h, v14.8h }, [x30], x23
	ld2r	{ v14.8h, v15.8h }, [x22], x14
	ld2r	{ v12.8h, v13.8h }, [x24], x21
	ld2r	{ v0.8h, v1.8h }, [x24], x0
	ld2	{ v27.b, v28.b }[12], [x19]
	ld2	{ v3.b, v4.b }[1], [x18]
	ld2	{ v31.b, v0.b }[10], [x23]
	ld2	{ v21.b, v22.b }[8], [x11]
	ld2	{ v26.b, v27.b }[10], [x22], x20
	ld2	{ v27.b, v28.b }[8], [x8], x4
	ld2	{ v21.b, v22.b }[5], [x24], x2
	ld2	{ v25.b, v26.b }[10], [x25], x17
	ld2	{ v26.d, v27.d }[0], [x19]
	ld2	{ v4.d, v5.d }[0], [x7]
	ld2	{ v10.d, v11.d }[1], [x14]
	ld2	{ v7.d, v8.d }[1], [x30]
	ld2	{ v29.d, v30.d }[1], [x15], x23
	ld2	{ v16.d, v17.d }[0], [x13], #16
	ld2	{ v2.d, v3.d }[0], [x21], x1
	ld2	{ v24.d, v25.d }[0], [x4], x12
	ld2	{ v4.h, v5.h }[7], [x2]
	ld2	{ v1.h, v2.h }[5], [x1]
	ld2	{ v10.h, v11.h }[1], [x26]
	ld2	{ v12.h, v13.h }[1], [x2]
	ld2	{ v21.h, v22.h }[6], [x4], x5
	ld2	{ v14.h, v15.h }[4], [sp], x30
	ld2	{ v24.h, v25.h }[1], [x27], x20
	ld2	{ v17.h, v18.h }[7], [x2], x16
	ld2	{ v14.s, v15.s }[0], [x8]
	ld2	{ v12.s, v13.s }[2], [x27]
	ld2	{ v17.s, v18.s }[0], [x0]
	ld2	{ v9.s, v10.s }[2], [x28]
	ld2	{ v30.s, v31.s }[2], [x15], x4
	ld2	{ v25.s, v26.s }[3], [x26], x0
	ld2	{ v27.s, v28.s }[3], [x10], x10
	ld2	{ v7.s, v8.s }[3], [x7], #8
	ld2	{ v23.16b, v24.16b }, [x0]
	ld2	{ v29.16b, v30.16b }, [x19]
	ld2	{ v2.16b, v3.16b }, [x10]
	ld2	{ v19.16b, v20.16b }, [x28]
	ld2	{ v3.16b, v4.16b }, [x22], x0
	ld2	{ v0.16b, v1.16b }, [x0], x10
	ld2	{ v16.16b, v17.16b }, [x25], x25
	ld2	{ v1.16b, v2.16b }, [x11], #32
	ld2	{ v29.2d, v30.2d }, [x13]
	ld2	{ v19.2d, v20.2d }, [x1]
	ld2	{ v9.2d, v10.2d }, [x14]
	ld2	{ v12.2d, v13.2d }, [x3]
	ld2	{ v16.2d, v17.2d }, [x26], x3
	ld2	{ v28.2d, v29.2d }, [x1], x8
	ld2	{ v30.2d, v31.2d }, [x13], #32
	ld2	{ v22.2d, v23.2d }, [x6], x10
	ld2	{ v14.2s, v15.2s }, [x21]
	ld2	{ v14.2s, v15.2s }, [x22]
	ld2	{ v24.2s, v25.2s }, [x0]
	ld2	{ v3.2s, v4.2s }, [x12]
	ld2	{ v24.2s, v25.2s }, [x24], x5
	ld2	{ v23.2s, v24.2s }, [x5], x19
	ld2	{ v25.2s, v26.2s }, [x23], x10
	ld2	{ v26.2s, v27.2s }, [x21], x15
	ld2	{ v13.4h, v14.4h }, [x14]
	ld2	{ v13.4h, v14.4h }, [x24]
	ld2	{ v30.4h, v31.4h }, [x27]
	ld2	{ v26.4h, v27.4h }, [x9]
	ld2	{ v16.4h, v17.4h }, [x15], x0
	ld2	{ v13.4h, v14.4h }, [x6], x19
	ld2	{ v29.4h, v30.4h }, [x22], x29
	ld2	{ v20.4h, v21.4h }, [x21], x1
	ld2	{ v1.4s, v2.4s }, [x17]
	ld2	{ v6.4s, v7.4s }, [x5]
	ld2	{ v13.4s, v14.4s }, [x14]
	ld2	{ v16.4s, v17.4s }, [x9]
	ld2	{ v22.4s, v23.4s }, [sp], x6
	ld2	{ v8.4s, v9.4s }, [sp], x5
	ld2	{ v9.4s, v10.4s }, [x23], x5
	ld2	{ v29.4s, v30.4s }, [x23], x0
	ld2	{ v14.8b, v15.8b }, [x6]
	ld2	{ v13.8b, v14.8b }, [x16]
	ld2	{ v31.8b, v0.8b }, [x29]
	ld2	{ v22.8b, v23.8b }, [x27]
	ld2	{ v2.8b, v3.8b }, [x30], x22
	ld2	{ v30.8b, v31.8b }, [x4], x22
	ld2	{ v14.8b, v15.8b }, [x16], x8
	ld2	{ v23.8b, v24.8b }, [x5], x2
	ld2	{ v23.8h, v24.8h }, [x7]
	ld2	{ v11.8h, v12.8h }, [x9]
	ld2	{ v0.8h, v1.8h }, [x27]
	ld2	{ v11.8h, v12.8h }, [x2]
	ld2	{ v26.8h, v27.8h }, [x24], x29
	ld2	{ v27.8h, v28.8h }, [x27], x3
	ld2	{ v9.8h, v10.8h }, [x5], x30
	ld2	{ v14.8h, v15.8h }, [x12], x30
	ld3r	{ v19.16b, v20.16b, v21.16b }, [x30]
	ld3r	{ v25.16b, v26.16b, v27.16b }, [sp]
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x27]
	ld3r	{ v16.16b, v17.16b, v18.16b }, [x30]
	ld3r	{ v8.16b, v9.16b, v10.16b }, [x3], x11
	ld3r	{ v10.16b, v11.16b, v12.16b }, [x20], x21
	ld3r	{ v26.16b, v27.16b, v28.16b }, [x27], x12
	ld3r	{ v10.16b, v11.16b, v12.16b }, [x12], x5
	ld3r	{ v23.1d, v24.1d, v25.1d }, [x13]
	ld3r	{ v17.1d, v18.1d, v19.1d }, [x28]
	ld3r	{ v22.1d, v23.1d, v24.1d }, [x22]
	ld3r	{ v3.1d, v4.1d, v5.1d }, [x12]
	ld3r	{ v21.1d, v22.1d, v23.1d }, [x16], x6
	ld3r	{ v20.1d, v21.1d, v22.1d }, [x10], x7
	ld3r	{ v22.1d, v23.1d, v24.1d }, [x5], x21
	ld3r	{ v14.1d, v15.1d, v16.1d }, [x4], x22
	ld3r	{ v13.2d, v14.2d, v15.2d }, [x3]
	ld3r	{ v26.2d, v27.2d, v28.2d }, [x20]
	ld3r	{ v22.2d, v23.2d, v24.2d }, [x9]
	ld3r	{ v6.2d, v7.2d, v8.2d }, [x17]
	ld3r	{ v0.2d, v1.2d, v2.2d }, [x15], x21
	ld3r	{ v17.2d, v18.2d, v19.2d }, [x1], x17
	ld3r	{ v11.2d, v12.2d, v13.2d }, [x29], x26
	ld3r	{ v29.2d, v30.2d, v31.2d }, [x9], x7
	ld3r	{ v24.2s, v25.2s, v26.2s }, [x2]
	ld3r	{ v3.2s, v4.2s, v5.2s }, [x12]
	ld3r	{ v28.2s, v29.2s, v30.2s }, [x22]
	ld3r	{ v21.2s, v22.2s, v23.2s }, [x10]
	ld3r	{ v31.2s, v0.2s, v1.2s }, [x30], x14
	ld3r	{ v4.2s, v5.2s, v6.2s }, [x21], #12
	ld3r	{ v7.2s, v8.2s, v9.2s }, [x11], x8
	ld3r	{ v9.2s, v10.2s, v11.2s }, [x26], x7
	ld3r	{ v19.4h, v20.4h, v21.4h }, [x7]
	ld3r	{ v19.4h, v20.4h, v21.4h }, [x14]
	ld3r	{ v19.4h, v20.4h, v21.4h }, [x16]
	ld3r	{ v25.4h, v26.4h, v27.4h }, [x24]
	ld3r	{ v20.4h, v21.4h, v22.4h }, [x15], x2
	ld3r	{ v25.4h, v26.4h, v27.4h }, [x26], x6
	ld3r	{ v18.4h, v19.4h, v20.4h }, [x21], x11
	ld3r	{ v27.4h, v28.4h, v29.4h }, [x13], x11
	ld3r	{ v14.4s, v15.4s, v16.4s }, [x17]
	ld3r	{ v14.4s, v15.4s, v16.4s }, [x22]
	ld3r	{ v8.4s, v9.4s, v10.4s }, [x6]
	ld3r	{ v7.4s, v8.4s, v9.4s }, [x22]
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x7], x30
	ld3r	{ v15.4s, v16.4s, v17.4s }, [x28], x16
	ld3r	{ v28.4s, v29.4s, v30.4s }, [x4], x3
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x24], x16
	ld3r	{ v20.8b, v21.8b, v22.8b }, [x6]
	ld3r	{ v2.8b, v3.8b, v4.8b }, [x24]
	ld3r	{ v19.8b, v20.8b, v21.8b }, [x11]
	ld3r	{ v0.8b, v1.8b, v2.8b }, [x27]
	ld3r	{ v7.8b, v8.8b, v9.8b }, [x10], x13
	ld3r	{ v4.8b, v5.8b, v6.8b }, [x13], x17
	ld3r	{ v27.8b, v28.8b, v29.8b }, [x16], x20
	ld3r	{ v15.8b, v16.8b, v17.8b }, [x13], x28
	ld3r	{ v14.8h, v15.8h, v16.8h }, [x30]
	ld3r	{ v9.8h, v10.8h, v11.8h }, [x2]
	ld3r	{ v20.8h, v21.8h, v22.8h }, [x24]
	ld3r	{ v29.8h, v30.8h, v31.8h }, [x26]
	ld3r	{ v27.8h, v28.8h, v29.8h }, [x17], x26
	ld3r	{ v27.8h, v28.8h, v29.8h }, [x10], x10
	ld3r	{ v28.8h, v29.8h, v30.8h }, [x17], x17
	ld3r	{ v24.8h, v25.8h, v26.8h }, [x26], x10
	ld3	{ v9.b, v10.b, v11.b }[0], [x3]
	ld3	{ v6.b, v7.b, v8.b }[0], [x20]
	ld3	{ v0.b, v1.b, v2.b }[9], [x9]
	ld3	{ v14.b, v15.b, v16.b }[7], [x13]
	ld3	{ v19.b, v20.b, v21.b }[11], [x19], x25
	ld3	{ v9.b, v10.b, v11.b }[0], [x6], x9
	ld3	{ v2.b, v3.b, v4.b }[12], [x19], x17
	ld3	{ v28.b, v29.b, v30.b }[1], [x3], x21
	ld3	{ v11.d, v12.d, v13.d }[0], [x12]
	ld3	{ v24.d, v25.d, v26.d }[1], [x29]
	ld3	{ v13.d, v14.d, v15.d }[0], [x17]
	ld3	{ v1.d, v2.d, v3.d }[1], [x12]
	ld3	{ v10.d, v11.d, v12.d }[0], [x27], x28
	ld3	{ v24.d, v25.d, v26.d }[0], [x7], x10
	ld3	{ v5.d, v6.d, v7.d }[1], [x5], x17
	ld3	{ v31.d, v0.d, v1.d }[1], [x30], x17
	ld3	{ v24.h, v25.h, v26.h }[5], [x9]
	ld3	{ v18.h, v19.h, v20.h }[1], [x18]
	ld3	{ v17.h, v18.h, v19.h }[7], [sp]
	ld3	{ v6.h, v7.h, v8.h }[0], [x21]
	ld3	{ v4.h, v5.h, v6.h }[3], [x29], x29
	ld3	{ v17.h, v18.h, v19.h }[5], [x11], x10
	ld3	{ v12.h, v13.h, v14.h }[1], [x9], x24
	ld3	{ v1.h, v2.h, v3.h }[0], [x2], x23
	ld3	{ v1.s, v2.s, v3.s }[3], [x8]
	ld3	{ v16.s, v17.s, v18.s }[2], [x9]
	ld3	{ v26.s, v27.s, v28.s }[3], [x11]
	ld3	{ v9.s, v10.s, v11.s }[2], [x24]
	ld3	{ v1.s, v2.s, v3.s }[1], [x24], x30
	ld3	{ v17.s, v18.s, v19.s }[3], [x8], x29
	ld3	{ v0.s, v1.s, v2.s }[1], [x10], x25
	ld3	{ v13.s, v14.s, v15.s }[0], [x18], x22
	ld3	{ v7.16b, v8.16b, v9.16b }, [x15]
	ld3	{ v23.16b, v24.16b, v25.16b }, [sp]
	ld3	{ v13.16b, v14.16b, v15.16b }, [x17]
	ld3	{ v24.16b, v25.16b, v26.16b }, [x11]
	ld3	{ v10.16b, v11.16b, v12.16b }, [x1], x29
	ld3	{ v31.16b, v0.16b, v1.16b }, [x5], x28
	ld3	{ v7.16b, v8.16b, v9.16b }, [x23], x15
	ld3	{ v8.16b, v9.16b, v10.16b }, [x4], x20
	ld3	{ v5.2d, v6.2d, v7.2d }, [x22]
	ld3	{ v29.2d, v30.2d, v31.2d }, [x16]
	ld3	{ v4.2d, v5.2d, v6.2d }, [x16]
	ld3	{ v1.2d, v2.2d, v3.2d }, [x24]
	ld3	{ v7.2d, v8.2d, v9.2d }, [x29], x17
	ld3	{ v11.2d, v12.2d, v13.2d }, [x21], x20
	ld3	{ v30.2d, v31.2d, v0.2d }, [x6], x21
	ld3	{ v28.2d, v29.2d, v30.2d }, [x14], x8
	ld3	{ v22.2s, v23.2s, v24.2s }, [x27]
	ld3	{ v6.2s, v7.2s, v8.2s }, [x15]
	ld3	{ v15.2s, v16.2s, v17.2s }, [x0]
	ld3	{ v18.2s, v19.2s, v20.2s }, [x21]
	ld3	{ v11.2s, v12.2s, v13.2s }, [x21], x17
	ld3	{ v21.2s, v22.2s, v23.2s }, [x12], x18
	ld3	{ v20.2s, v21.2s, v22.2s }, [x8], x30
	ld3	{ v16.2s, v17.2s, v18.2s }, [x22], x18
	ld3	{ v28.4h, v29.4h, v30.4h }, [x14]
	ld3	{ v2.4h, v3.4h, v4.4h }, [x7]
	ld3	{ v4.4h, v5.4h, v6.4h }, [x21]
	ld3	{ v23.4h, v24.4h, v25.4h }, [x24]
	ld3	{ v7.4h, v8.4h, v9.4h }, [x17], x2
	ld3	{ v4.4h, v5.4h, v6.4h }, [x5], x17
	ld3	{ v25.4h, v26.4h, v27.4h }, [x30], x19
	ld3	{ v28.4h, v29.4h, v30.4h }, [x7], x20
	ld3	{ v10.4s, v11.4s, v12.4s }, [x18]
	ld3	{ v18.4s, v19.4s, v20.4s }, [x5]
	ld3	{ v16.4s, v17.4s, v18.4s }, [x6]
	ld3	{ v11.4s, v12.4s, v13.4s }, [x20]
	ld3	{ v12.4s, v13.4s, v14.4s }, [x4], x25
	ld3	{ v12.4s, v13.4s, v14.4s }, [x29], x13
	ld3	{ v21.4s, v22.4s, v23.4s }, [x12], x6
	ld3	{ v3.4s, v4.4s, v5.4s }, [x17], x9
	ld3	{ v9.8b, v10.8b, v11.8b }, [x24]
	ld3	{ v31.8b, v0.8b, v1.8b }, [x13]
	ld3	{ v17.8b, v18.8b, v19.8b }, [x22]
	ld3	{ v15.8b, v16.8b, v17.8b }, [x13]
	ld3	{ v28.8b, v29.8b, v30.8b }, [x2], x17
	ld3	{ v9.8b, v10.8b, v11.8b }, [x9], x23
	ld3	{ v8.8b, v9.8b, v10.8b }, [x9], x13
	ld3	{ v31.8b, v0.8b, v1.8b }, [x21], x18
	ld3	{ v3.8h, v4.8h, v5.8h }, [x24]
	ld3	{ v11.8h, v12.8h, v13.8h }, [x19]
	ld3	{ v28.8h, v29.8h, v30.8h }, [x2]
	ld3	{ v9.8h, v10.8h, v11.8h }, [x28]
	ld3	{ v23.8h, v24.8h, v25.8h }, [x0], x7
	ld3	{ v6.8h, v7.8h, v8.8h }, [x23], x17
	ld3	{ v20.8h, v21.8h, v22.8h }, [x23], x15
	ld3	{ v25.8h, v26.8h, v27.8h }, [x14], x29
	ld4r	{ v10.16b, v11.16b, v12.16b, v13.16b }, [sp]
	ld4r	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x14]
	ld4r	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x26]
	ld4r	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x7]
	ld4r	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x20], x25
	ld4r	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x4], x9
	ld4r	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x6], x7
	ld4r	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x28], x11
	ld4r	{ v11.1d, v12.1d, v13.1d, v14.1d }, [x6]
	ld4r	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x21]
	ld4r	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x24]
	ld4r	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x30]
	ld4r	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x6], x15
	ld4r	{ v7.1d, v8.1d, v9.1d, v10.1d }, [x6], x1
	ld4r	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x26], x8
	ld4r	{ v7.1d, v8.1d, v9.1d, v10.1d }, [x5], x25
	ld4r	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x14]
	ld4r	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x30]
	ld4r	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x3]
	ld4r	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x7]
	ld4r	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x0], x18
	ld4r	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x30], x24
	ld4r	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x23], x23
	ld4r	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x5], x20
	ld4r	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x17]
	ld4r	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x25]
	ld4r	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x29]
	ld4r	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x26]
	ld4r	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x1], x20
	ld4r	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x16], x24
	ld4r	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x8], x12
	ld4r	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x6], x6
	ld4r	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x27]
	ld4r	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x20]
	ld4r	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x13]
	ld4r	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x8]
	ld4r	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x21], x28
	ld4r	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x22], x13
	ld4r	{ v8.4h, v9.4h, v10.4h, v11.4h }, [sp], x14
	ld4r	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x4], x27
	ld4r	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x12]
	ld4r	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x25]
	ld4r	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x18]
	ld4r	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x1]
	ld4r	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x1], x2
	ld4r	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x22], x25
	ld4r	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x24], x23
	ld4r	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x5], x29
	ld4r	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x17]
	ld4r	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x5]
	ld4r	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x5]
	ld4r	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x4]
	ld4r	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x16], x21
	ld4r	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x16], x4
	ld4r	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x16], x26
	ld4r	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x14], x9
	ld4r	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x22]
	ld4r	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x2]
	ld4r	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x4]
	ld4r	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x4]
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x3], x28
	ld4r	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x15], x7
	ld4r	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x13], x28
	ld4r	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x29], x26
	ld4	{ v16.b, v17.b, v18.b, v19.b }[0], [x11]
	ld4	{ v7.b, v8.b, v9.b, v10.b }[8], [x28]
	ld4	{ v13.b, v14.b, v15.b, v16.b }[12], [x26]
	ld4	{ v0.b, v1.b, v2.b, v3.b }[0], [sp]
	ld4	{ v25.b, v26.b, v27.b, v28.b }[15], [x10], x2
	ld4	{ v10.b, v11.b, v12.b, v13.b }[0], [x2], x7
	ld4	{ v12.b, v13.b, v14.b, v15.b }[3], [x30], x20
	ld4	{ v15.b, v16.b, v17.b, v18.b }[15], [x28], x7
	ld4	{ v20.d, v21.d, v22.d, v23.d }[1], [x21]
	ld4	{ v17.d, v18.d, v19.d, v20.d }[1], [x26]
	ld4	{ v18.d, v19.d, v20.d, v21.d }[0], [x12]
	ld4	{ v23.d, v24.d, v25.d, v26.d }[1], [x21]
	ld4	{ v6.d, v7.d, v8.d, v9.d }[0], [x24], x18
	ld4	{ v30.d, v31.d, v0.d, v1.d }[0], [x3], x22
	ld4	{ v10.d, v11.d, v12.d, v13.d }[0], [x7], x8
	ld4	{ v28.d, v29.d, v30.d, v31.d }[0], [x0], x8
	ld4	{ v2.h, v3.h, v4.h, v5.h }[1], [x23]
	ld4	{ v6.h, v7.h, v8.h, v9.h }[0], [x14]
	ld4	{ v25.h, v26.h, v27.h, v28.h }[7], [x24]
	ld4	{ v23.h, v24.h, v25.h, v26.h }[0], [x4]
	ld4	{ v17.h, v18.h, v19.h, v20.h }[7], [x20], x27
	ld4	{ v0.h, v1.h, v2.h, v3.h }[6], [sp], x20
	ld4	{ v3.h, v4.h, v5.h, v6.h }[0], [x2], x24
	ld4	{ v23.h, v24.h, v25.h, v26.h }[5], [x14], x18
	ld4	{ v7.s, v8.s, v9.s, v10.s }[3], [x18]
	ld4	{ v30.s, v31.s, v0.s, v1.s }[2], [x10]
	ld4	{ v20.s, v21.s, v22.s, v23.s }[1], [x1]
	ld4	{ v22.s, v23.s, v24.s, v25.s }[0], [x30]
	ld4	{ v21.s, v22.s, v23.s, v24.s }[3], [x29], x26
	ld4	{ v26.s, v27.s, v28.s, v29.s }[1], [x5], x25
	ld4	{ v11.s, v12.s, v13.s, v14.s }[0], [x8], x6
	ld4	{ v1.s, v2.s, v3.s, v4.s }[2], [sp], x14
	ld4	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x26]
	ld4	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x1]
	ld4	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x4]
	ld4	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x4]
	ld4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x3], x0
	ld4	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x4], x26
	ld4	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x19], x0
	ld4	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x16], x27
	ld4	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x3]
	ld4	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x7]
	ld4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x15]
	ld4	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x27]
	ld4	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x1], x5
	ld4	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x30], x6
	ld4	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x0], x29
	ld4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x26], x3
	ld4	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x18]
	ld4	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x11]
	ld4	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x11]
	ld4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x13]
	ld4	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x13], x10
	ld4	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x0], x22
	ld4	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x28], x10
	ld4	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x26], x30
	ld4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x17]
	ld4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x13]
	ld4	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x17]
	ld4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x4]
	ld4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x27], x28
	ld4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x3], x17
	ld4	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x5], x26
	ld4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x23], x25
	ld4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x28]
	ld4	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x6]
	ld4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x22]
	ld4	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x8]
	ld4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x5], x9
	ld4	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x5], x3
	ld4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x28], x23
	ld4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x7], x27
	ld4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x10]
	ld4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x8]
	ld4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x26]
	ld4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x29]
	ld4	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x18], x3
	ld4	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x27], x12
	ld4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x18], x7
	ld4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x30], x1
	ld4	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x2]
	ld4	{ v4.8h, v5.8h, v6.8h, v7.8h }, [sp]
	ld4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x4]
	ld4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x1]
	ld4	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x17], x20
	ld4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x22], x9
	ld4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x19], #64
	ld4	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x22], x13
	ldar	w6, [x11]
	ldar	w2, [x10]
	ldar	w26, [x30]
	ldar	w18, [x15]
	ldar	x4, [x15]
	ldar	x30, [x13]
	ldar	x19, [x23]
	ldar	x10, [x10]
	ldarb	w25, [x10]
	ldarb	w20, [x20]
	ldarb	wzr, [x9]
	ldarb	wzr, [x6]
	ldarh	w25, [x1]
	ldarh	w16, [x1]
	ldarh	w2, [x23]
	ldarh	w23, [x5]
	ldaxp	w17, w21, [x6]
	ldaxp	w20, w12, [x4]
	ldaxp	w12, w8, [x3]
	ldaxp	w21, w20, [x4]
	ldaxp	x11, x6, [x11]
	ldaxp	x19, x20, [x12]
	ldaxp	x14, x27, [x23]
	ldaxp	x2, x15, [x3]
	ldaxr	w13, [x8]
	ldaxr	w6, [x30]
	ldaxr	w14, [x28]
	ldaxr	w8, [x5]
	ldaxr	x7, [sp]
	ldaxr	x7, [x10]
	ldaxr	x16, [x27]
	ldaxr	x3, [x21]
	ldaxrb	w22, [x18]
	ldaxrb	w29, [x5]
	ldaxrb	w23, [x23]
	ldaxrb	w30, [x14]
	ldaxrh	w25, [x0]
	ldaxrh	w25, [x2]
	ldaxrh	w20, [x17]
	ldaxrh	w27, [x4]
	ldnp	d30, d12, [x13, #456]
	ldnp	d2, d26, [x24, #488]
	ldnp	d13, d11, [x28]
	ldnp	d28, d12, [x5]
	ldnp	q22, q12, [x2, #-1008]
	ldnp	q10, q25, [x18]
	ldnp	q16, q27, [x19]
	ldnp	q29, q8, [x6]
	ldnp	s5, s31, [x9, #-164]
	ldnp	s17, s26, [x12, #-172]
	ldnp	s23, s23, [x14, #80]
	ldnp	s27, s0, [x26, #-68]
	ldnp	w15, w22, [x26]
	ldnp	w28, w29, [x13, #-4]
	ldnp	w28, w1, [x24]
	ldnp	w0, w19, [x23, #-112]
	ldnp	x4, x17, [x21]
	ldnp	x17, x7, [x6]
	ldnp	x19, x0, [x12, #448]
	ldnp	x27, x22, [x10]
	ldp	d18, d16, [x0, #152]
	ldp	d20, d28, [x22]
	ldp	d21, d2, [x15, #272]
	ldp	d27, d5, [x11, #-328]
	ldp	d3, d5, [x11], #-360
	ldp	d12, d1, [x2], #-408
	ldp	d8, d14, [x28], #-136
	ldp	d4, d1, [x1], #-504
	ldp	d4, d14, [x1, #432]!
	ldp	d27, d7, [x22, #0]!
	ldp	d0, d20, [x21, #-152]!
	ldp	d24, d21, [x13, #256]!
	ldp	q24, q30, [x12]
	ldp	q30, q8, [x25, #-560]
	ldp	q25, q27, [x7, #192]
	ldp	q11, q5, [x23]
	ldp	q19, q31, [x24], #0
	ldp	q0, q4, [x24], #16
	ldp	q2, q7, [x10], #0
	ldp	q12, q6, [x7], #0
	ldp	q27, q16, [x1, #-448]!
	ldp	q6, q30, [x13, #784]!
	ldp	q25, q26, [x17, #-384]!
	ldp	q0, q24, [x3, #288]!
	ldpsw	x6, x2, [x20]
	ldpsw	x15, x17, [x4, #-28]
	ldpsw	x7, x22, [x28]
	ldpsw	xzr, x27, [x22]
	ldpsw	x6, x28, [x30], #252
	ldpsw	x14, x8, [x22], #220
	ldpsw	x8, x29, [x21], #100
	ldpsw	x29, x24, [x17], #-136
	ldpsw	x3, x22, [x23, #-176]!
	ldpsw	x2, x24, [x26, #0]!
	ldpsw	x2, x9, [x12, #-92]!
	ldpsw	x17, x16, [x26, #140]!
	ldp	s30, s21, [x15, #96]
	ldp	s16, s30, [x20, #252]
	ldp	s18, s14, [sp]
	ldp	s25, s22, [x26, #164]
	ldp	s21, s0, [x24], #56
	ldp	s25, s16, [x12], #128
	ldp	s19, s10, [x19], #0
	ldp	s14, s21, [x5], #-60
	ldp	s7, s14, [x20, #-20]!
	ldp	s27, s6, [x20, #80]!
	ldp	s5, s9, [x5, #-240]!
	ldp	s14, s27, [x22, #-216]!
	ldp	w19, w16, [x27]
	ldp	w15, w21, [x25, #-236]
	ldp	w24, w5, [x29, #-136]
	ldp	w8, w3, [x11]
	ldp	w9, w24, [x5], #-32
	ldp	w9, w6, [x2], #-4
	ldp	w26, w5, [x22], #-112
	ldp	w22, w20, [x10], #-68
	ldp	w14, w9, [x23, #0]!
	ldp	w15, w23, [x30, #-232]!
	ldp	w9, w4, [x19, #-20]!
	ldp	w21, w28, [x16, #84]!
	ldp	x18, x12, [x21]
	ldp	x8, x12, [x11, #184]
	ldp	x30, x3, [x3, #-288]
	ldp	x14, x29, [x21]
	ldp	x30, x20, [x17], #-200
	ldp	x25, x18, [x3], #192
	ldp	x2, x3, [x8], #-8
	ldp	x19, x10, [x7], #-152
	ldp	x22, x19, [x29, #64]!
	ldp	x10, x21, [x16, #-328]!
	ldp	x26, x16, [x13, #0]!
	ldp	x0, x15, [x20, #-112]!
	ldur	b25, [x15]
	ldur	b21, [x24]
	ldur	b30, [x17, #-196]
	ldur	b4, [x19, #1]
	ldr	b1, [x16], #-256
	ldr	b28, [x5], #164
	ldr	b1, [x10], #51
	ldr	b18, [x1], #112
	ldr	b1, [x14, #-184]!
	ldr	b6, [x15, #155]!
	ldr	b9, [x18, #-93]!
	ldr	b4, [x15, #-217]!
	ldr	b16, [x8, w5, sxtw]
	ldr	b0, [x4, w21, uxtw #0]
	ldr	b31, [sp, w11, uxtw #0]
	ldr	b1, [x26, w10, sxtw]
	ldr	b4, [x18, x24, sxtx]
	ldr	b2, [x2, x6]
	ldr	b7, [x0, x29]
	ldr	b15, [x14, x26, sxtx #0]
	ldr	b7, [sp, #3208]
	ldr	b25, [x1, #230]
	ldr	b26, [sp, #2760]
	ldr	b15, [x5, #3354]
	ldurb	w1, [x14, #28]
	ldurb	w21, [x0]
	ldurb	w4, [x21, #-252]
	ldurb	w26, [x23, #-1]
	ldrb	w1, [x30], #212
	ldrb	w2, [x14], #56
	ldrb	w1, [x27], #-256
	ldrb	w9, [x0], #250
	ldrb	w22, [x19, #34]!
	ldrb	w4, [x7, #167]!
	ldrb	w22, [x13, #-256]!
	ldrb	w6, [x10, #-58]!
	ldrb	w14, [x10, w16, uxtw]
	ldrb	w3, [x3, w10, uxtw]
	ldrb	w30, [x14, w6, uxtw #0]
	ldrb	w12, [x14, w13, uxtw]
	ldrb	w8, [x27, x21, sxtx]
	ldrb	w22, [x16, x19, lsl #0]
	ldrb	wzr, [x5, x8]
	ldrb	w17, [x23, x22, sxtx]
	ldrb	w24, [x5, #744]
	ldrb	w5, [x4, #4015]
	ldrb	w19, [x3, #3785]
	ldrb	w16, [x20, #2255]
	ldur	d13, [x20]
	ldur	d25, [x12]
	ldur	d0, [sp, #-256]
	ldur	d28, [x8, #136]
	ldr	d18, [x11], #1
	ldr	d5, [x8], #-117
	ldr	d10, [x19], #-14
	ldr	d28, [x26], #-70
	ldr	d19, [x27, #-19]!
	ldr	d14, [x27, #-1]!
	ldr	d3, [x16, #80]!
	ldr	d18, [x3, #-216]!
	ldr	d19, [x21, w26, sxtw #3]
	ldr	d29, [x7, w30, uxtw #3]
	ldr	d14, [x20, w27, sxtw]
	ldr	d24, [x27, w16, sxtw]
	ldr	d14, [x21, x18, lsl #3]
	ldr	d22, [x7, x15]
	ldr	d0, [x3, x22]
	ldr	d8, [x29, x27, sxtx]
	ldr	d27, [x13]
	ldr	d30, [x4, #1704]
	ldr	d17, [x13]
	ldr	d4, [x14, #7256]
	ldr	d6, #-155776
	ldr	d29, #-918544
	ldr	d6, #615124
	ldr	d16, #-592396
	ldur	h26, [x22, #-39]
	ldur	h12, [x22, #-1]
	ldur	h21, [x26, #255]
	ldur	h2, [x1, #-43]
	ldr	h26, [x18], #-149
	ldr	h13, [x0], #-35
	ldr	h13, [x19], #-178
	ldr	h1, [x24], #-111
	ldr	h7, [x20, #193]!
	ldr	h8, [x6, #-36]!
	ldr	h28, [x30, #-129]!
	ldr	h13, [x6, #0]!
	ldr	h29, [sp, w13, sxtw]
	ldr	h2, [x20, w4, uxtw #1]
	ldr	h14, [x16, w13, uxtw #1]
	ldr	h6, [x6, w28, uxtw]
	ldr	h27, [x3, x27, sxtx]
	ldr	h17, [x5, x6, lsl #1]
	ldr	h19, [x10, x25, sxtx #1]
	ldr	h5, [x25, x5]
	ldr	h27, [x28, #8190]
	ldr	h28, [x21]
	ldr	h22, [x19]
	ldr	h4, [x4, #8190]
	ldurh	w1, [x9, #96]
	ldurh	w30, [x21]
	ldurh	w4, [x1, #248]
	ldurh	w21, [x9]
	ldrh	w15, [x26], #-253
	ldrh	w25, [x16], #-256
	ldrh	w16, [x26], #0
	ldrh	w20, [x30], #12
	ldrh	w24, [x27, #184]!
	ldrh	w4, [x3, #224]!
	ldrh	w9, [x14, #-1]!
	ldrh	w25, [x0, #222]!
	ldrh	w1, [x4, w17, sxtw #1]
	ldrh	w26, [x6, w13, uxtw]
	ldrh	w19, [x5, w8, uxtw]
	ldrh	w27, [x7, w23, uxtw]
	ldrh	w3, [x14, x28, sxtx]
	ldrh	w25, [x8, x17]
	ldrh	w11, [x1, x14, lsl #1]
	ldrh	w4, [x1, x24, lsl #1]
	ldrh	w10, [x24, #1034]
	ldrh	w4, [x19, #5016]
	ldrh	w25, [x7, #4158]
	ldrh	w20, [x27, #5814]
	ldur	q4, [x21, #1]
	ldur	q30, [x11]
	ldur	q14, [x19, #-174]
	ldur	q6, [x4, #-120]
	ldr	q24, [x29], #232
	ldr	q1, [x12], #-90
	ldr	q28, [x17], #160
	ldr	q14, [sp], #242
	ldr	q16, [x26, #-112]!
	ldr	q11, [x29, #-110]!
	ldr	q7, [x17, #77]!
	ldr	q30, [x17, #51]!
	ldr	q31, [x2, w19, sxtw]
	ldr	q14, [x5, w6, sxtw]
	ldr	q27, [x17, w28, uxtw #4]
	ldr	q11, [x17, w20, uxtw]
	ldr	q5, [x21, x22, sxtx]
	ldr	q12, [x29, x30, sxtx #4]
	ldr	q30, [x14, x24, sxtx]
	ldr	q27, [x1, x18, sxtx]
	ldr	q4, [x4]
	ldr	q3, [x14]
	ldr	q31, [x3, #10336]
	ldr	q2, [x24]
	ldr	q25, #-248572
	ldr	q16, #888180
	ldr	q6, #-4
	ldr	q18, #912336
	ldursb	wzr, [x8, #-163]
	ldursb	w3, [x22]
	ldursb	w11, [x10, #255]
	ldursb	w7, [x29, #1]
	ldrsb	w17, [x20], #1
	ldrsb	w20, [x0], #6
	ldrsb	w24, [x3], #100
	ldrsb	w14, [x0], #39
	ldrsb	w8, [x5, #255]!
	ldrsb	w24, [x2, #34]!
	ldrsb	w30, [x27, #250]!
	ldrsb	w13, [x9, #115]!
	ldrsb	w17, [x13, w13, sxtw #0]
	ldrsb	w16, [x9, w15, sxtw]
	ldrsb	w29, [x21, w8, uxtw]
	ldrsb	w27, [x20, w1, uxtw #0]
	ldrsb	w12, [x8, x25, sxtx #0]
	ldrsb	w28, [x15, x29, sxtx #0]
	ldrsb	w8, [x8, x8]
	ldrsb	w20, [x10, x9, sxtx]
	ldrsb	w0, [x29, #3304]
	ldrsb	w5, [x12, #2000]
	ldrsb	w6, [x17]
	ldrsb	w11, [x7, #1450]
	ldursb	x19, [x20]
	ldursb	x28, [x26, #-256]
	ldursb	x23, [x22, #-256]
	ldursb	x21, [x6, #255]
	ldrsb	x13, [x16], #-1
	ldrsb	x0, [x26], #-151
	ldrsb	xzr, [x29], #-247
	ldrsb	x27, [x7], #84
	ldrsb	x28, [x9, #-68]!
	ldrsb	x20, [x6, #-43]!
	ldrsb	x7, [x10, #1]!
	ldrsb	x13, [x4, #232]!
	ldrsb	x16, [x27, w11, uxtw #0]
	ldrsb	x13, [x16, w22, uxtw #0]
	ldrsb	x13, [x20, w0, uxtw #0]
	ldrsb	x9, [x24, w13, uxtw]
	ldrsb	x18, [x23, x18, sxtx]
	ldrsb	x13, [x4, x5, lsl #0]
	ldrsb	x12, [x28, x12, lsl #0]
	ldrsb	x3, [x12, x22, lsl #0]
	ldrsb	xzr, [x19]
	ldrsb	x18, [x0]
	ldrsb	x0, [x26]
	ldrsb	x16, [x1, #654]
	ldursh	w27, [x7, #49]
	ldursh	w23, [x28, #134]
	ldursh	w19, [x15, #-1]
	ldursh	w23, [x18, #180]
	ldrsh	w8, [x23], #255
	ldrsh	w12, [x29], #217
	ldrsh	w7, [x28], #-29
	ldrsh	w27, [x2], #-157
	ldrsh	w8, [x13, #-54]!
	ldrsh	w10, [x28, #1]!
	ldrsh	w23, [x5, #-180]!
	ldrsh	w23, [x25, #255]!
	ldrsh	w1, [x16, w8, sxtw #1]
	ldrsh	w1, [x6, w3, sxtw]
	ldrsh	w28, [x13, w26, uxtw]
	ldrsh	w23, [x17, w20, uxtw #1]
	ldrsh	w23, [x2, x14, sxtx]
	ldrsh	w2, [x0, x8, sxtx]
	ldrsh	w25, [x7, x9, sxtx #1]
	ldrsh	wzr, [x11, x5, sxtx #1]
	ldrsh	w21, [x17, #6928]
	ldrsh	w17, [x18, #2588]
	ldrsh	w19, [x9]
	ldrsh	w21, [x5]
	ldursh	x20, [x27]
	ldursh	x20, [x27, #-235]
	ldursh	x25, [x30]
	ldursh	x2, [x19, #229]
	ldrsh	x28, [x4], #-131
	ldrsh	xzr, [x2], #-17
	ldrsh	x2, [x14], #115
	ldrsh	x26, [x24], #-127
	ldrsh	x19, [x17, #255]!
	ldrsh	x8, [x27, #255]!
	ldrsh	x21, [x25, #0]!
	ldrsh	x3, [x0, #-69]!
	ldrsh	x6, [x6, w9, sxtw #1]
	ldrsh	x27, [x29, w30, uxtw]
	ldrsh	x12, [x15, w6, sxtw #1]
	ldrsh	x16, [x9, w6, sxtw #1]
	ldrsh	x0, [x0, x30, sxtx #1]
	ldrsh	x25, [x19, x2, sxtx]
	ldrsh	x0, [x9, x1]
	ldrsh	x17, [x7, x24, sxtx #1]
	ldrsh	x11, [x29, #1130]
	ldrsh	x30, [sp]
	ldrsh	x28, [x15, #4860]
	ldrsh	x2, [x13, #7270]
	ldursw	x0, [x11, #16]
	ldursw	x12, [x15, #-256]
	ldursw	x3, [x12]
	ldursw	xzr, [x28, #220]
	ldrsw	x17, #-1048576
	ldrsw	x21, #-851072
	ldrsw	x5, #-375164
	ldrsw	x7, #-108840
	ldrsw	x5, [x19], #-98
	ldrsw	x4, [x22], #0
	ldrsw	x28, [x21], #99
	ldrsw	x5, [x15], #-110
	ldrsw	x8, [x1, #228]!
	ldrsw	x30, [x9, #-222]!
	ldrsw	x19, [x27, #0]!
	ldrsw	x20, [x1, #-233]!
	ldrsw	x24, [x28, wzr, uxtw #2]
	ldrsw	x21, [x0, w3, uxtw #2]
	ldrsw	x23, [x15, w23, uxtw #2]
	ldrsw	x8, [x7, wzr, uxtw]
	ldrsw	x29, [x24, x13, lsl #2]
	ldrsw	x7, [x24, x1]
	ldrsw	x5, [x20, x5, lsl #2]
	ldrsw	x24, [x27, x6, sxtx #2]
	ldrsw	x12, [x7, #5208]
	ldrsw	x4, [x30]
	ldrsw	x27, [x6, #4048]
	ldrsw	x16, [x0]
	ldur	s5, [x3, #-86]
	ldur	s18, [x4]
	ldur	s24, [x18, #56]
	ldur	s9, [x25, #-256]
	ldr	s6, [x26], #219
	ldr	s6, [x9], #-82
	ldr	s7, [x29], #-33
	ldr	s27, [x5], #190
	ldr	s7, [x2, #229]!
	ldr	s23, [x24, #1]!
	ldr	s9, [x11, #118]!
	ldr	s16, [x26, #40]!
	ldr	s10, [x0, w21, sxtw]
	ldr	s31, [x24, w6, sxtw]
	ldr	s23, [x19, w26, sxtw #2]
	ldr	s24, [x4, w8, uxtw #2]
	ldr	s28, [x11, x24]
	ldr	s1, [x25, x0, sxtx]
	ldr	s21, [x25, x8, sxtx]
	ldr	s20, [x7, x7, sxtx #2]
	ldr	s6, [x28]
	ldr	s6, [x27]
	ldr	s2, [x5]
	ldr	s17, [x29, #2372]
	ldr	s18, #-17228
	ldr	s6, #0
	ldr	s17, #305164
	ldr	s29, #-343528
	ldur	w9, [x27, #54]
	ldur	w13, [x9]
	ldur	w16, [x15]
	ldur	w17, [x10, #255]
	ldr	w10, #-120392
	ldr	w11, #-1048576
	ldr	w4, #1004668
	ldr	w18, #-768128
	ldr	w2, [x22], #-226
	ldr	w18, [x9], #-1
	ldr	w4, [x27], #-24
	ldr	w24, [x0], #-231
	ldr	w21, [x5, #-186]!
	ldr	w12, [x6, #194]!
	ldr	w13, [x3, #0]!
	ldr	w13, [x4, #-64]!
	ldr	w19, [x13, w22, uxtw #2]
	ldr	w19, [x8, w13, sxtw #2]
	ldr	w22, [x15, w8, uxtw #2]
	ldr	w17, [x5, w4, uxtw]
	ldr	w21, [x6, x3, lsl #2]
	ldr	w17, [x17, x20]
	ldr	w23, [x15, x24]
	ldr	w2, [x25, x4]
	ldr	w25, [x5, #12308]
	ldr	w4, [x20, #11740]
	ldr	w14, [x26, #16172]
	ldr	w9, [x18, #10508]
	ldur	x30, [x28, #1]
	ldur	x3, [x19, #-184]
	ldur	x11, [x14, #-234]
	ldur	x30, [x3, #-1]
	ldr	x30, #-411824
	ldr	x11, #65692
	ldr	x19, #0
	ldr	x17, #1029064
	ldr	x11, [x18], #229
	ldr	x18, [x7], #-111
	ldr	x19, [x8], #43
	ldr	x24, [x1], #0
	ldr	x4, [x10, #13]!
	ldr	x29, [x12, #0]!
	ldr	x10, [x21, #-252]!
	ldr	x4, [x6, #81]!
	ldr	x18, [x15, w19, sxtw #3]
	ldr	x7, [x17, w3, uxtw]
	ldr	x14, [x2, w25, uxtw #3]
	ldr	x6, [x12, w1, sxtw]
	ldr	x27, [x9, x22]
	ldr	x17, [x1, x14, sxtx]
	ldr	x16, [x20, x7]
	ldr	x18, [x14, xzr]
	ldr	x28, [x14, #29112]
	ldr	x5, [x24]
	ldr	x2, [x17, #15720]
	ldr	x7, [x3, #18576]
	ldtrb	w19, [x7, #203]
	ldtrb	w28, [x15, #18]
	ldtrb	w20, [x8, #-123]
	ldtrb	w3, [x18, #-75]
	ldtrh	w24, [x21, #-163]
	ldtrh	w4, [x19, #175]
	ldtrh	w25, [x6, #-217]
	ldtrh	w11, [x2, #-80]
	ldtrsb	w9, [x20, #-156]
	ldtrsb	w22, [x1]
	ldtrsb	w16, [x11, #-66]
	ldtrsb	w25, [x29]
	ldtrsb	x18, [x18]
	ldtrsb	x28, [x19]
	ldtrsb	x24, [x20, #241]
	ldtrsb	x25, [x5]
	ldtrsh	w20, [sp, #108]
	ldtrsh	w15, [x19]
	ldtrsh	w24, [x9, #86]
	ldtrsh	w15, [x12]
	ldtrsh	x10, [x24, #-199]
	ldtrsh	x28, [x10]
	ldtrsh	x1, [x2, #255]
	ldtrsh	x30, [x10, #147]
	ldtrsw	x25, [sp, #89]
	ldtrsw	x22, [x27, #81]
	ldtrsw	x18, [x9]
	ldtrsw	x7, [x18, #-190]
	ldtr	w23, [x7]
	ldtr	w5, [x21, #-139]
	ldtr	w26, [sp, #-146]
	ldtr	w1, [x26]
	ldtr	x26, [sp, #-154]
	ldtr	x19, [x18, #-222]
	ldtr	x10, [x8]
	ldtr	x10, [x29, #-177]
	ldxp	w19, w30, [x10]
	ldxp	w20, w21, [x14]
	ldxp	w6, w27, [x16]
	ldxp	w30, w22, [x9]
	ldxp	x29, x17, [x24]
	ldxp	x28, xzr, [x13]
	ldxp	x23, x3, [x6]
	ldxp	x11, x9, [x4]
	ldxr	w19, [x0]
	ldxr	w0, [x0]
	ldxr	w21, [x10]
	ldxr	w13, [x25]
	ldxr	x7, [x16]
	ldxr	x30, [x18]
	ldxr	x26, [x1]
	ldxr	x26, [x17]
	ldxrb	w21, [x12]
	ldxrb	w26, [x8]
	ldxrb	w28, [x18]
	ldxrb	w5, [sp]
	ldxrh	w24, [x26]
	ldxrh	w12, [x2]
	ldxrh	w16, [x19]
	ldxrh	w1, [x18]
	lsl	w23, w16, w3
	lsl	w26, w19, w24
	lsl	w13, w30, w4
	lsl	w22, w26, w27
	lsl	x22, x5, x20
	lsl	x20, x18, x3
	lsl	x7, x24, x5
	lsl	x8, xzr, x25
	lsr	w1, w29, w10
	lsr	wzr, w1, w1
	lsr	w22, w9, w1
	lsr	w25, w16, w28
	lsr	x15, x5, x23
	lsr	x16, x5, x20
	lsr	x1, x16, x3
	lsr	x11, x6, x4
	mul	w6, w3, w17
	mul	w2, w3, w20
	madd	w12, w21, w23, w3
	madd	w3, w9, w1, w12
	madd	x4, x13, x21, x27
	madd	x3, x1, x4, x21
	madd	xzr, x17, x26, x29
	madd	x1, x28, xzr, x21
	mla	v12.2s, v1.2s, v27.s[0]
	mla	v5.2s, v8.2s, v30.s[0]
	mla	v25.2s, v10.2s, v0.s[3]
	mla	v28.2s, v8.2s, v9.s[3]
	mla	v11.4h, v0.4h, v11.h[1]
	mla	v15.4h, v20.4h, v9.h[2]
	mla	v27.4h, v1.4h, v9.h[1]
	mla	v20.4h, v20.4h, v10.h[4]
	mla	v15.4s, v26.4s, v22.s[0]
	mla	v6.4s, v12.4s, v3.s[0]
	mla	v31.4s, v28.4s, v19.s[1]
	mla	v16.4s, v31.4s, v31.s[3]
	mla	v23.8h, v9.8h, v3.h[6]
	mla	v28.8h, v18.8h, v5.h[1]
	mla	v22.8h, v5.8h, v9.h[7]
	mla	v27.8h, v31.8h, v6.h[0]
	mla	v15.16b, v14.16b, v23.16b
	mla	v8.16b, v28.16b, v1.16b
	mla	v13.16b, v17.16b, v28.16b
	mla	v24.16b, v1.16b, v5.16b
	mla	v30.2s, v17.2s, v24.2s
	mla	v17.2s, v26.2s, v8.2s
	mla	v24.2s, v24.2s, v9.2s
	mla	v11.2s, v21.2s, v26.2s
	mla	v23.4h, v21.4h, v6.4h
	mla	v7.4h, v9.4h, v4.4h
	mla	v26.4h, v22.4h, v5.4h
	mla	v5.4h, v16.4h, v6.4h
	mla	v7.4s, v20.4s, v25.4s
	mla	v23.4s, v4.4s, v2.4s
	mla	v25.4s, v8.4s, v9.4s
	mla	v28.4s, v10.4s, v20.4s
	mla	v29.8b, v15.8b, v1.8b
	mla	v15.8b, v11.8b, v22.8b
	mla	v5.8b, v2.8b, v15.8b
	mla	v12.8b, v7.8b, v20.8b
	mla	v15.8h, v29.8h, v2.8h
	mla	v4.8h, v15.8h, v2.8h
	mla	v9.8h, v10.8h, v21.8h
	mla	v16.8h, v14.8h, v20.8h
	mls	v6.2s, v23.2s, v20.s[2]
	mls	v14.2s, v4.2s, v14.s[0]
	mls	v25.2s, v6.2s, v0.s[1]
	mls	v31.2s, v3.2s, v28.s[0]
	mls	v13.4h, v0.4h, v15.h[1]
	mls	v24.4h, v23.4h, v8.h[7]
	mls	v27.4h, v12.4h, v0.h[1]
	mls	v27.4h, v3.4h, v14.h[6]
	mls	v23.4s, v4.4s, v27.s[0]
	mls	v22.4s, v6.4s, v22.s[2]
	mls	v21.4s, v25.4s, v27.s[3]
	mls	v25.4s, v10.4s, v30.s[2]
	mls	v22.8h, v3.8h, v13.h[0]
	mls	v27.8h, v1.8h, v4.h[0]
	mls	v9.8h, v11.8h, v4.h[0]
	mls	v10.8h, v13.8h, v8.h[4]
	mls	v16.16b, v16.16b, v22.16b
	mls	v2.16b, v18.16b, v14.16b
	mls	v26.16b, v30.16b, v24.16b
	mls	v1.16b, v31.16b, v0.16b
	mls	v0.2s, v21.2s, v11.2s
	mls	v11.2s, v6.2s, v25.2s
	mls	v2.2s, v5.2s, v1.2s
	mls	v30.2s, v9.2s, v3.2s
	mls	v13.4h, v24.4h, v14.4h
	mls	v9.4h, v3.4h, v31.4h
	mls	v21.4h, v6.4h, v13.4h
	mls	v4.4h, v1.4h, v16.4h
	mls	v19.4s, v6.4s, v18.4s
	mls	v13.4s, v22.4s, v10.4s
	mls	v11.4s, v21.4s, v17.4s
	mls	v1.4s, v13.4s, v27.4s
	mls	v22.8b, v29.8b, v8.8b
	mls	v17.8b, v31.8b, v26.8b
	mls	v3.8b, v14.8b, v22.8b
	mls	v13.8b, v20.8b, v10.8b
	mls	v25.8h, v7.8h, v28.8h
	mls	v25.8h, v7.8h, v5.8h
	mls	v9.8h, v25.8h, v28.8h
	mls	v21.8h, v27.8h, v26.8h
	movi	d15, #0xffff00ffff00ff00
	movi	d16, #0xffffff00ffffff
	movi	d7, #0xff00ff00ff00ffff
	movi	d4, #0x00ff00ffffffff
	movi	v10.16b, #1
	movi	v4.16b, #191
	movi	v2.16b, #171
	movi	v22.16b, #190
	movi	v14.2d, #0xff000000000000ff
	movi	v28.2d, #0xffffff00ffff0000
	movi	v16.2d, #0xffffffffffffffff
	movi	v9.2d, #0xff0000ffff0000
	movi	v0.2s, #1
	movi	v8.2s, #0, lsl #8
	movi	v22.2s, #167, lsl #24
	movi	v30.2s, #66, lsl #24
	movi	v22.2s, #2, msl #16
	movi	v28.2s, #190, msl #8
	movi	v21.2s, #102, msl #8
	movi	v6.2s, #0, msl #16
	movi	v24.4h, #147, lsl #8
	movi	v25.4h, #39
	movi	v0.4h, #0, lsl #8
	movi	v12.4h, #138, lsl #8
	movi	v29.4s, #0, lsl #16
	movi	v24.4s, #226, lsl #8
	movi	v21.4s, #216, lsl #16
	movi	v0.4s, #0, lsl #16
	movi	v21.4s, #43, msl #8
	movi	v8.4s, #215, msl #8
	movi	v27.4s, #0, msl #8
	movi	v21.4s, #1, msl #16
	movi	v1.8b, #13
	movi	v10.8b, #255
	movi	v14.8b, #113
	movi	v4.8b, #5
	movi	v3.8h, #11, lsl #8
	movi	v3.8h, #89
	movi	v1.8h, #118, lsl #8
	movi	v25.8h, #154
	movk	w24, #3755
	movk	w14, #12441
	movk	w5, #18456, lsl #16
	movk	w4, #639, lsl #16
	movk	x4, #56330
	movk	x11, #48222
	movk	x14, #9532, lsl #16
	movk	x10, #1
	movn	w12, #65535
	mov	w2, #-788463617
	mov	w5, #2030174207
	mov	w22, #-65537
	mov	x12, #-1318710265889423361
	mov	x16, #-35262
	mov	x17, #-214374702645249
	mov	x23, #5017009984890732543
	mov	w4, #719454208
	mov	w8, #-734789632
	mov	w6, #17948
	movz	w21, #0, lsl #16
	mov	x20, #260296492974080
	mov	x7, #86676735000576
	mov	x17, #-7223492327325564928
	mov	x6, #58974195941376
	mrs	x9, TRCCIDCCTLR0
	mrs	x17, PMXEVCNTR_EL0
	mrs	x14, PMEVCNTR17_EL0
	mrs	x0, PIRE0_EL12
	msr	S3_0_C15_C2_7, x28
	msr	DBGWCR8_EL1, x21
	msr	S2_0_C15_C10_4, x20
	msr	TRCIMSPEC3, x25
	msr	PM, #0
	smstop	za
	msr	PM, #1
	msr	PM, #1
	msr	SPSel, #15
	msr	SPSel, #5
	msr	DAIFClr, #0
	msr	DAIFSet, #12
	msub	w8, w17, w26, w21
	msub	w11, w20, w17, w4
	mneg	w7, w22, w15
	msub	w17, w14, wzr, w25
	msub	x15, x26, x28, x24
	msub	x2, x10, x11, x14
	msub	x26, x10, xzr, x2
	mneg	x4, x15, x1
	mul	v4.2s, v14.2s, v25.s[3]
	mul	v14.2s, v10.2s, v13.s[1]
	mul	v10.2s, v2.2s, v15.s[0]
	mul	v16.2s, v11.2s, v21.s[0]
	mul	v9.4h, v17.4h, v2.h[3]
	mul	v2.4h, v30.4h, v9.h[5]
	mul	v10.4h, v10.4h, v3.h[1]
	mul	v31.4h, v8.4h, v10.h[0]
	mul	v29.4s, v5.4s, v18.s[1]
	mul	v14.4s, v9.4s, v23.s[2]
	mul	v24.4s, v5.4s, v18.s[3]
	mul	v2.4s, v18.4s, v9.s[1]
	mul	v1.8h, v20.8h, v10.h[0]
	mul	v29.8h, v28.8h, v2.h[0]
	mul	v13.8h, v8.8h, v10.h[4]
	mul	v1.8h, v8.8h, v14.h[4]
	mul	v27.16b, v24.16b, v27.16b
	mul	v25.16b, v24.16b, v19.16b
	mul	v18.16b, v3.16b, v20.16b
	mul	v10.16b, v26.16b, v26.16b
	mul	v30.2s, v6.2s, v25.2s
	mul	v20.2s, v0.2s, v23.2s
	mul	v13.2s, v9.2s, v2.2s
	mul	v8.2s, v10.2s, v25.2s
	mul	v25.4h, v25.4h, v23.4h
	mul	v21.4h, v28.4h, v20.4h
	mul	v14.4h, v16.4h, v25.4h
	mul	v14.4h, v23.4h, v22.4h
	mul	v6.4s, v9.4s, v2.4s
	mul	v24.4s, v28.4s, v20.4s
	mul	v3.4s, v16.4s, v23.4s
	mul	v31.4s, v23.4s, v16.4s
	mul	v0.8b, v0.8b, v24.8b
	mul	v27.8b, v30.8b, v6.8b
	mul	v25.8b, v21.8b, v1.8b
	mul	v22.8b, v2.8b, v0.8b
	mul	v21.8h, v14.8h, v25.8h
	mul	v15.8h, v12.8h, v0.8h
	mul	v25.8h, v14.8h, v19.8h
	mul	v9.8h, v4.8h, v26.8h
	mvni	v0.2s, #63, lsl #8
	mvni	v4.2s, #173, lsl #24
	mvni	v31.2s, #253, lsl #24
	mvni	v20.2s, #0, lsl #16
	mvni	v5.2s, #1, msl #8
	mvni	v9.2s, #189, msl #8
	mvni	v13.2s, #0, msl #8
	mvni	v21.2s, #53, msl #8
	mvni	v30.4h, #206
	mvni	v0.4h, #0
	mvni	v15.4h, #156, lsl #8
	mvni	v1.4h, #34
	mvni	v5.4s, #189, lsl #8
	mvni	v28.4s, #139, lsl #8
	mvni	v8.4s, #61
	mvni	v0.4s, #26, lsl #8
	mvni	v14.4s, #142, msl #8
	mvni	v12.4s, #1, msl #8
	mvni	v31.4s, #144, msl #8
	mvni	v12.4s, #255, msl #16
	mvni	v27.8h, #21, lsl #8
	mvni	v17.8h, #255, lsl #8
	mvni	v0.8h, #194, lsl #8
	mvni	v24.8h, #104, lsl #8
	neg	d27, d1
	neg	d7, d16
	neg	d30, d10
	neg	d11, d24
	neg	v25.16b, v13.16b
	neg	v31.16b, v14.16b
	neg	v0.16b, v14.16b
	neg	v0.16b, v3.16b
	neg	v4.2d, v27.2d
	neg	v18.2d, v11.2d
	neg	v26.2d, v13.2d
	neg	v20.2d, v22.2d
	neg	v16.2s, v2.2s
	neg	v15.2s, v4.2s
	neg	v4.2s, v15.2s
	neg	v31.2s, v18.2s
	neg	v15.4h, v4.4h
	neg	v14.4h, v10.4h
	neg	v7.4h, v24.4h
	neg	v14.4h, v4.4h
	neg	v3.4s, v27.4s
	neg	v24.4s, v29.4s
	neg	v10.4s, v12.4s
	neg	v15.4s, v13.4s
	neg	v21.8b, v23.8b
	neg	v30.8b, v8.8b
	neg	v27.8b, v29.8b
	neg	v20.8b, v14.8b
	neg	v12.8h, v0.8h
	neg	v5.8h, v16.8h
	neg	v9.8h, v27.8h
	neg	v3.8h, v7.8h
	mvn	v21.16b, v12.16b
	mvn	v16.16b, v9.16b
	mvn	v21.16b, v1.16b
	mvn	v28.16b, v25.16b
	mvn	v20.8b, v21.8b
	mvn	v16.8b, v19.8b
	mvn	v1.8b, v25.8b
	mvn	v11.8b, v25.8b
	mvn	w21, w5
	orn	w25, w28, w26
	mvn	w18, w4, ror #18
	orn	w22, w18, w24, asr #26
	orn	x6, x5, x20
	orn	x5, x23, x21, lsl #36
	orn	x27, x8, x26
	orn	x5, x29, x8, ror #46
	orn	v25.16b, v10.16b, v25.16b
	orn	v2.16b, v13.16b, v22.16b
	orn	v12.16b, v24.16b, v5.16b
	orn	v23.16b, v14.16b, v18.16b
	orn	v21.8b, v10.8b, v13.8b
	orn	v22.8b, v3.8b, v10.8b
	orn	v29.8b, v0.8b, v9.8b
	orn	v24.8b, v7.8b, v18.8b
	orr	w16, w2, #0x1f
	orr	w19, w28, #0x1ffc000
	orr	w11, w14, #0x55555555
	orr	w13, w0, #0x20002
	orr	w29, w13, w27
	orr	w13, w17, w12, asr #14
	orr	w9, w3, w26
	orr	w25, w17, w22, asr #24
	orr	x17, x5, #0x1000000010000000
	orr	x9, x27, #0x5555555555555555
	orr	x17, x5, #0x200000002000
	orr	x23, x20, #0x6666666666666666
	orr	x16, x13, x22
	orr	x20, x9, x4, ror #5
	mov	x5, x5
	orr	x29, x17, x10, ror #33
	orr	v25.2s, #168, lsl #8
	orr	v0.2s, #197, lsl #24
	orr	v21.2s, #198, lsl #24
	orr	v5.2s, #96, lsl #24
	orr	v3.4h, #201, lsl #8
	orr	v12.4h, #206
	orr	v24.4h, #255, lsl #8
	orr	v4.4h, #248
	orr	v31.4s, #0
	orr	v31.4s, #0, lsl #8
	orr	v26.4s, #101, lsl #8
	orr	v16.4s, #109
	orr	v11.8h, #202, lsl #8
	orr	v6.8h, #228, lsl #8
	orr	v3.8h, #0, lsl #8
	orr	v25.8h, #100
	orr	v25.16b, v25.16b, v26.16b
	mov	v2.16b, v4.16b
	mov	v15.16b, v6.16b
	mov	v30.16b, v11.16b
	orr	v7.8b, v7.8b, v10.8b
	orr	v10.8b, v20.8b, v31.8b
	orr	v9.8b, v4.8b, v27.8b
	orr	v21.8b, v0.8b, v29.8b
	pmull	v0.8h, v25.8b, v1.8b
	pmull	v31.8h, v27.8b, v12.8b
	pmull	v25.8h, v20.8b, v17.8b
	pmull	v14.8h, v0.8b, v14.8b
	pmull2	v7.8h, v6.16b, v2.16b
	pmull2	v7.8h, v20.16b, v10.16b
	pmull2	v20.8h, v27.16b, v20.16b
	pmull2	v24.8h, v13.16b, v29.16b
	pmul	v8.16b, v26.16b, v24.16b
	pmul	v7.16b, v31.16b, v8.16b
	pmul	v25.16b, v28.16b, v0.16b
	pmul	v20.16b, v12.16b, v22.16b
	pmul	v0.8b, v21.8b, v27.8b
	pmul	v12.8b, v7.8b, v7.8b
	pmul	v22.8b, v5.8b, v26.8b
	pmul	v1.8b, v0.8b, v4.8b
	prfm	#30, #819188
	prfm	pstl1strm, #-57512
	prfm	pldl2strm, #0
	prfm	plil2strm, #377796
	prfm	pstl2keep, [x9, w18, uxtw #3]
	prfm	pldl2strm, [x8, w27, sxtw]
	prfm	pldl1keep, [x23, w10, uxtw]
	prfm	pldl1strm, [x3, w4, sxtw]
	prfm	pldl1keep, [x5, x28, sxtx]
	prfm	pstl2keep, [x13, x20, sxtx #3]
	prfm	pldl3strm, [x20, x29, lsl #3]
	prfm	#22, [x4, x23, sxtx #3]
	prfm	pldl3keep, [x24, #16840]
	prfm	#29, [x8]
	prfm	pstl3strm, [x30]
	prfm	pstl1keep, [x0]
	prfum	plil1keep, [x1, #-164]
	prfum	pldl2keep, [x25, #1]
	prfum	pstl1strm, [x4, #-250]
	prfum	#22, [x22, #244]
	raddhn	v8.2s, v10.2d, v30.2d
	raddhn	v18.2s, v1.2d, v16.2d
	raddhn	v25.2s, v29.2d, v8.2d
	raddhn	v13.2s, v10.2d, v25.2d
	raddhn2	v5.4s, v28.2d, v30.2d
	raddhn2	v6.4s, v31.2d, v27.2d
	raddhn2	v29.4s, v4.2d, v13.2d
	raddhn2	v30.4s, v14.2d, v10.2d
	raddhn	v27.4h, v4.4s, v14.4s
	raddhn	v3.4h, v15.4s, v26.4s
	raddhn	v13.4h, v16.4s, v30.4s
	raddhn	v15.4h, v9.4s, v5.4s
	raddhn2	v7.8h, v20.4s, v29.4s
	raddhn2	v14.8h, v2.4s, v10.4s
	raddhn2	v8.8h, v5.4s, v1.4s
	raddhn2	v14.8h, v21.4s, v30.4s
	raddhn	v23.8b, v21.8h, v25.8h
	raddhn	v29.8b, v14.8h, v2.8h
	raddhn	v1.8b, v8.8h, v12.8h
	raddhn	v24.8b, v2.8h, v18.8h
	raddhn2	v30.16b, v24.8h, v29.8h
	raddhn2	v30.16b, v16.8h, v14.8h
	raddhn2	v26.16b, v1.8h, v11.8h
	raddhn2	v15.16b, v30.8h, v26.8h
	rbit	w14, w24
	rbit	w29, w9
	rbit	w8, w2
	rbit	w12, w27
	rbit	x27, x6
	rbit	x4, x18
	rbit	x5, x17
	rbit	x28, x26
	rbit	v21.16b, v17.16b
	rbit	v31.16b, v27.16b
	rbit	v9.16b, v11.16b
	rbit	v10.16b, v8.16b
	rbit	v10.8b, v6.8b
	rbit	v15.8b, v14.8b
	rbit	v0.8b, v30.8b
	rbit	v7.8b, v21.8b
	ret	x25
	ret	x23
	ret
	ret	x29
	rev16	w6, w13
	rev16	w28, w9
	rev16	w0, w11
	rev16	w18, w16
	rev16	x12, x11
	rev16	x0, x21
	rev16	x26, x21
	rev16	x2, x3
	rev16	v18.16b, v15.16b
	rev16	v27.16b, v10.16b
	rev16	v25.16b, v22.16b
	rev16	v19.16b, v27.16b
	rev16	v0.8b, v14.8b
	rev16	v10.8b, v18.8b
	rev16	v8.8b, v7.8b
	rev16	v29.8b, v25.8b
	rev32	x27, x14
	rev32	x0, x28
	rev32	x21, xzr
	rev32	x5, x23
	rev32	v19.16b, v31.16b
	rev32	v22.16b, v27.16b
	rev32	v6.16b, v25.16b
	rev32	v1.16b, v15.16b
	rev32	v1.4h, v14.4h
	rev32	v1.4h, v20.4h
	rev32	v11.4h, v19.4h
	rev32	v22.4h, v1.4h
	rev32	v26.8b, v25.8b
	rev32	v3.8b, v25.8b
	rev32	v13.8b, v30.8b
	rev32	v25.8b, v25.8b
	rev32	v14.8h, v28.8h
	rev32	v10.8h, v4.8h
	rev32	v23.8h, v28.8h
	rev32	v16.8h, v4.8h
	rev64	v27.16b, v24.16b
	rev64	v27.16b, v21.16b
	rev64	v20.16b, v3.16b
	rev64	v26.16b, v7.16b
	rev64	v27.2s, v12.2s
	rev64	v18.2s, v9.2s
	rev64	v9.2s, v2.2s
	rev64	v6.2s, v16.2s
	rev64	v28.4h, v9.4h
	rev64	v20.4h, v16.4h
	rev64	v9.4h, v0.4h
	rev64	v23.4h, v21.4h
	rev64	v16.4s, v12.4s
	rev64	v24.4s, v16.4s
	rev64	v1.4s, v8.4s
	rev64	v22.4s, v10.4s
	rev64	v4.8b, v20.8b
	rev64	v10.8b, v28.8b
	rev64	v2.8b, v9.8b
	rev64	v24.8b, v16.8b
	rev64	v21.8h, v28.8h
	rev64	v30.8h, v27.8h
	rev64	v12.8h, v8.8h
	rev64	v12.8h, v12.8h
	rev	w21, w0
	rev	w30, w13
	rev	w21, w8
	rev	w22, w0
	rev	x0, x17
	rev	x20, x4
	rev	x0, x12
	rev	x26, x0
	ror	w17, w5, w4
	ror	w22, w11, w26
	ror	w28, w2, w19
	ror	w25, w12, w13
	ror	x27, x13, x20
	ror	x23, x2, x12
	ror	x18, x24, x20
	ror	x1, x21, x5
	rprfm	pststrm, x1, [x17]
	rprfm	pstkeep, x2, [x9]
	rprfm	pstkeep, x1, [x18]
	rprfm	#63, x10, [x29]
	rshrn	v1.2s, v5.2d, #8
	rshrn	v30.2s, v14.2d, #21
	rshrn	v11.2s, v14.2d, #13
	rshrn	v9.2s, v26.2d, #32
	rshrn2	v8.4s, v31.2d, #29
	rshrn2	v28.4s, v8.2d, #30
	rshrn2	v29.4s, v22.2d, #29
	rshrn2	v9.4s, v20.2d, #2
	rshrn	v9.4h, v28.4s, #1
	rshrn	v12.4h, v3.4s, #16
	rshrn	v31.4h, v3.4s, #2
	rshrn	v21.4h, v9.4s, #11
	rshrn2	v24.8h, v18.4s, #1
	rshrn2	v17.8h, v6.4s, #2
	rshrn2	v23.8h, v8.4s, #16
	rshrn2	v3.8h, v1.4s, #13
	rshrn	v20.8b, v15.8h, #3
	rshrn	v7.8b, v15.8h, #7
	rshrn	v12.8b, v2.8h, #8
	rshrn	v15.8b, v10.8h, #6
	rshrn2	v16.16b, v19.8h, #7
	rshrn2	v21.16b, v4.8h, #4
	rshrn2	v17.16b, v4.8h, #3
	rshrn2	v2.16b, v13.8h, #3
	rsubhn	v26.2s, v30.2d, v28.2d
	rsubhn	v23.2s, v10.2d, v8.2d
	rsubhn	v1.2s, v9.2d, v1.2d
	rsubhn	v18.2s, v20.2d, v6.2d
	rsubhn2	v6.4s, v31.2d, v21.2d
	rsubhn2	v1.4s, v12.2d, v27.2d
	rsubhn2	v11.4s, v23.2d, v20.2d
	rsubhn2	v29.4s, v5.2d, v14.2d
	rsubhn	v10.4h, v24.4s, v22.4s
	rsubhn	v21.4h, v26.4s, v19.4s
	rsubhn	v29.4h, v2.4s, v23.4s
	rsubhn	v5.4h, v26.4s, v7.4s
	rsubhn2	v9.8h, v27.4s, v26.4s
	rsubhn2	v10.8h, v31.4s, v9.4s
	rsubhn2	v2.8h, v24.4s, v29.4s
	rsubhn2	v11.8h, v17.4s, v27.4s
	rsubhn	v16.8b, v24.8h, v7.8h
	rsubhn	v30.8b, v31.8h, v15.8h
	rsubhn	v30.8b, v28.8h, v13.8h
	rsubhn	v22.8b, v14.8h, v7.8h
	rsubhn2	v16.16b, v25.8h, v3.8h
	rsubhn2	v14.16b, v30.8h, v26.8h
	rsubhn2	v21.16b, v16.8h, v22.8h
	rsubhn2	v0.16b, v21.8h, v12.8h
	sabal	v25.2d, v29.2s, v5.2s
	sabal	v18.2d, v18.2s, v20.2s
	sabal	v30.2d, v4.2s, v4.2s
	sabal	v12.2d, v12.2s, v30.2s
	sabal2	v29.2d, v25.4s, v22.4s
	sabal2	v8.2d, v13.4s, v13.4s
	sabal2	v4.2d, v8.4s, v20.4s
	sabal2	v17.2d, v11.4s, v21.4s
	sabal	v10.4s, v28.4h, v16.4h
	sabal	v12.4s, v1.4h, v3.4h
	sabal	v26.4s, v13.4h, v10.4h
	sabal	v19.4s, v24.4h, v9.4h
	sabal2	v6.4s, v3.8h, v21.8h
	sabal2	v10.4s, v24.8h, v9.8h
	sabal2	v11.4s, v30.8h, v26.8h
	sabal2	v7.4s, v9.8h, v26.8h
	sabal	v25.8h, v12.8b, v31.8b
	sabal	v18.8h, v15.8b, v20.8b
	sabal	v16.8h, v15.8b, v26.8b
	sabal	v0.8h, v10.8b, v31.8b
	sabal2	v2.8h, v22.16b, v4.16b
	sabal2	v26.8h, v28.16b, v26.16b
	sabal2	v21.8h, v29.16b, v10.16b
	sabal2	v26.8h, v9.16b, v24.16b
	saba	v8.16b, v9.16b, v12.16b
	saba	v16.16b, v13.16b, v12.16b
	saba	v3.16b, v25.16b, v19.16b
	saba	v12.16b, v27.16b, v14.16b
	saba	v22.2s, v24.2s, v3.2s
	saba	v22.2s, v4.2s, v5.2s
	saba	v6.2s, v21.2s, v10.2s
	saba	v24.2s, v2.2s, v13.2s
	saba	v8.4h, v2.4h, v23.4h
	saba	v23.4h, v20.4h, v3.4h
	saba	v7.4h, v9.4h, v3.4h
	saba	v30.4h, v5.4h, v20.4h
	saba	v0.4s, v31.4s, v15.4s
	saba	v8.4s, v26.4s, v21.4s
	saba	v8.4s, v19.4s, v19.4s
	saba	v21.4s, v18.4s, v17.4s
	saba	v22.8b, v30.8b, v22.8b
	saba	v17.8b, v15.8b, v20.8b
	saba	v12.8b, v9.8b, v18.8b
	saba	v6.8b, v11.8b, v1.8b
	saba	v18.8h, v27.8h, v13.8h
	saba	v1.8h, v0.8h, v7.8h
	saba	v29.8h, v5.8h, v27.8h
	saba	v17.8h, v17.8h, v31.8h
	sabdl	v20.2d, v22.2s, v4.2s
	sabdl	v0.2d, v11.2s, v2.2s
	sabdl	v22.2d, v21.2s, v10.2s
	sabdl	v15.2d, v22.2s, v19.2s
	sabdl2	v15.2d, v26.4s, v9.4s
	sabdl2	v27.2d, v24.4s, v20.4s
	sabdl2	v12.2d, v12.4s, v24.4s
	sabdl2	v1.2d, v1.4s, v14.4s
	sabdl	v2.4s, v13.4h, v0.4h
	sabdl	v11.4s, v5.4h, v4.4h
	sabdl	v6.4s, v17.4h, v25.4h
	sabdl	v11.4s, v27.4h, v10.4h
	sabdl2	v2.4s, v15.8h, v9.8h
	sabdl2	v8.4s, v3.8h, v8.8h
	sabdl2	v15.4s, v21.8h, v5.8h
	sabdl2	v16.4s, v30.8h, v29.8h
	sabdl	v11.8h, v30.8b, v22.8b
	sabdl	v29.8h, v12.8b, v5.8b
	sabdl	v28.8h, v5.8b, v31.8b
	sabdl	v24.8h, v25.8b, v24.8b
	sabdl2	v23.8h, v21.16b, v12.16b
	sabdl2	v1.8h, v2.16b, v17.16b
	sabdl2	v25.8h, v25.16b, v24.16b
	sabdl2	v21.8h, v21.16b, v22.16b
	sabd	v5.16b, v17.16b, v0.16b
	sabd	v17.16b, v26.16b, v12.16b
	sabd	v15.16b, v12.16b, v18.16b
	sabd	v25.16b, v13.16b, v19.16b
	sabd	v13.2s, v19.2s, v18.2s
	sabd	v5.2s, v15.2s, v24.2s
	sabd	v14.2s, v23.2s, v19.2s
	sabd	v27.2s, v13.2s, v24.2s
	sabd	v28.4h, v29.4h, v14.4h
	sabd	v15.4h, v25.4h, v29.4h
	sabd	v0.4h, v11.4h, v27.4h
	sabd	v11.4h, v15.4h, v2.4h
	sabd	v23.4s, v9.4s, v23.4s
	sabd	v11.4s, v6.4s, v23.4s
	sabd	v0.4s, v22.4s, v26.4s
	sabd	v26.4s, v17.4s, v31.4s
	sabd	v31.8b, v1.8b, v16.8b
	sabd	v9.8b, v27.8b, v7.8b
	sabd	v27.8b, v15.8b, v5.8b
	sabd	v3.8b, v24.8b, v5.8b
	sabd	v6.8h, v2.8h, v22.8h
	sabd	v22.8h, v26.8h, v17.8h
	sabd	v6.8h, v19.8h, v20.8h
	sabd	v10.8h, v14.8h, v3.8h
	sadalp	v7.1d, v21.2s
	sadalp	v19.1d, v11.2s
	sadalp	v31.1d, v14.2s
	sadalp	v15.1d, v17.2s
	sadalp	v9.2d, v2.4s
	sadalp	v16.2d, v24.4s
	sadalp	v25.2d, v8.4s
	sadalp	v1.2d, v1.4s
	sadalp	v17.2s, v23.4h
	sadalp	v6.2s, v21.4h
	sadalp	v0.2s, v28.4h
	sadalp	v12.2s, v28.4h
	sadalp	v11.4h, v27.8b
	sadalp	v17.4h, v21.8b
	sadalp	v23.4h, v28.8b
	sadalp	v8.4h, v15.8b
	sadalp	v21.4s, v11.8h
	sadalp	v5.4s, v28.8h
	sadalp	v1.4s, v9.8h
	sadalp	v23.4s, v28.8h
	sadalp	v11.8h, v1.16b
	sadalp	v23.8h, v6.16b
	sadalp	v8.8h, v10.16b
	sadalp	v18.8h, v20.16b
	saddlp	v18.1d, v30.2s
	saddlp	v27.1d, v22.2s
	saddlp	v20.1d, v23.2s
	saddlp	v18.1d, v19.2s
	saddlp	v1.2d, v1.4s
	saddlp	v13.2d, v20.4s
	saddlp	v14.2d, v8.4s
	saddlp	v31.2d, v20.4s
	saddlp	v20.2s, v21.4h
	saddlp	v10.2s, v7.4h
	saddlp	v20.2s, v1.4h
	saddlp	v1.2s, v7.4h
	saddlp	v26.4h, v6.8b
	saddlp	v11.4h, v28.8b
	saddlp	v18.4h, v16.8b
	saddlp	v15.4h, v11.8b
	saddlp	v6.4s, v31.8h
	saddlp	v2.4s, v2.8h
	saddlp	v8.4s, v19.8h
	saddlp	v11.4s, v4.8h
	saddlp	v9.8h, v5.16b
	saddlp	v12.8h, v18.16b
	saddlp	v15.8h, v27.16b
	saddlp	v2.8h, v26.16b
	saddlv	h25, v8.16b
	saddlv	h22, v15.16b
	saddlv	h25, v23.16b
	saddlv	h0, v28.16b
	saddlv	s24, v0.4h
	saddlv	s31, v26.4h
	saddlv	s10, v16.4h
	saddlv	s15, v17.4h
	saddlv	d7, v27.4s
	saddlv	d21, v10.4s
	saddlv	d8, v27.4s
	saddlv	d5, v12.4s
	saddlv	h9, v24.8b
	saddlv	h19, v0.8b
	saddlv	h14, v9.8b
	saddlv	h0, v8.8b
	saddlv	s6, v26.8h
	saddlv	s18, v10.8h
	saddlv	s3, v11.8h
	saddlv	s3, v26.8h
	saddl	v11.2d, v5.2s, v14.2s
	saddl	v26.2d, v17.2s, v7.2s
	saddl	v23.2d, v26.2s, v9.2s
	saddl	v18.2d, v5.2s, v3.2s
	saddl2	v12.2d, v7.4s, v6.4s
	saddl2	v31.2d, v4.4s, v31.4s
	saddl2	v13.2d, v10.4s, v27.4s
	saddl2	v21.2d, v28.4s, v26.4s
	saddl	v3.4s, v30.4h, v20.4h
	saddl	v21.4s, v26.4h, v4.4h
	saddl	v20.4s, v1.4h, v23.4h
	saddl	v4.4s, v10.4h, v6.4h
	saddl2	v25.4s, v17.8h, v17.8h
	saddl2	v14.4s, v15.8h, v3.8h
	saddl2	v4.4s, v18.8h, v2.8h
	saddl2	v16.4s, v9.8h, v25.8h
	saddl	v31.8h, v10.8b, v18.8b
	saddl	v3.8h, v0.8b, v1.8b
	saddl	v4.8h, v5.8b, v15.8b
	saddl	v10.8h, v10.8b, v26.8b
	saddl2	v10.8h, v16.16b, v29.16b
	saddl2	v13.8h, v24.16b, v21.16b
	saddl2	v3.8h, v11.16b, v22.16b
	saddl2	v6.8h, v6.16b, v1.16b
	saddw	v13.2d, v3.2d, v16.2s
	saddw	v29.2d, v22.2d, v3.2s
	saddw	v15.2d, v5.2d, v16.2s
	saddw	v29.2d, v1.2d, v16.2s
	saddw2	v4.2d, v16.2d, v16.4s
	saddw2	v19.2d, v23.2d, v14.4s
	saddw2	v14.2d, v27.2d, v19.4s
	saddw2	v30.2d, v17.2d, v31.4s
	saddw	v4.4s, v15.4s, v20.4h
	saddw	v4.4s, v22.4s, v8.4h
	saddw	v17.4s, v16.4s, v17.4h
	saddw	v16.4s, v3.4s, v4.4h
	saddw2	v30.4s, v9.4s, v26.8h
	saddw2	v3.4s, v28.4s, v1.8h
	saddw2	v23.4s, v21.4s, v16.8h
	saddw2	v12.4s, v1.4s, v4.8h
	saddw	v7.8h, v13.8h, v27.8b
	saddw	v21.8h, v10.8h, v10.8b
	saddw	v18.8h, v2.8h, v18.8b
	saddw	v30.8h, v21.8h, v4.8b
	saddw2	v0.8h, v6.8h, v18.16b
	saddw2	v3.8h, v14.8h, v11.16b
	saddw2	v9.8h, v25.8h, v22.16b
	saddw2	v8.8h, v29.8h, v4.16b
	sbcs	w1, w15, w10
	sbcs	w2, w6, w22
	sbcs	w5, w4, w27
	sbcs	w29, w11, w21
	sbcs	x5, x24, x21
	ngcs	x10, x28
	sbcs	x6, x6, x19
	sbcs	x3, x24, x23
	sbc	w11, w2, wzr
	sbc	w30, w17, w12
	ngc	w26, wzr
	sbc	w6, w29, w3
	sbc	x10, x1, x26
	ngc	x14, x15
	ngc	x29, x0
	sbc	x21, x0, x14
	sbfiz	w12, w29, #15, #11
	sxth	w5, w13
	sbfx	w6, w20, #8, #9
	sbfiz	w24, w30, #7, #2
	sbfiz	x1, x28, #4, #46
	sbfiz	x1, x6, #14, #45
	sbfiz	xzr, xzr, #55, #3
	sbfx	x3, x22, #42, #6
	scvtf	d25, w16
	scvtf	d14, w3
	scvtf	d10, w20
	scvtf	d0, w10
	scvtf	d31, w18, #24
	scvtf	d6, wzr, #7
	scvtf	d6, w30, #17
	scvtf	d10, w7, #18
	scvtf	s7, w5
	scvtf	s13, w13
	scvtf	s6, w13
	scvtf	s31, w8
	scvtf	s1, w30, #1
	scvtf	s31, wzr, #10
	scvtf	s28, w18, #23
	scvtf	s29, w17, #21
	scvtf	d23, x12
	scvtf	d19, x10
	scvtf	d26, x24
	scvtf	d11, x17
	scvtf	d13, x20, #42
	scvtf	d30, x22, #14
	scvtf	d14, x29, #1
	scvtf	d19, x13, #3
	scvtf	s12, x3
	scvtf	s18, x1
	scvtf	s6, x8
	scvtf	s1, x23
	scvtf	s27, xzr, #1
	scvtf	s28, x12, #10
	scvtf	s10, x30, #64
	scvtf	s24, x9, #63
	scvtf	d10, d6, #64
	scvtf	d31, d4, #4
	scvtf	d18, d12, #1
	scvtf	d1, d10, #10
	scvtf	s6, s20, #19
	scvtf	s16, s25, #1
	scvtf	s17, s19, #25
	scvtf	s20, s6, #19
	scvtf	v0.2d, v7.2d, #1
	scvtf	v27.2d, v27.2d, #37
	scvtf	v13.2d, v10.2d, #19
	scvtf	v20.2d, v12.2d, #22
	scvtf	v3.2s, v12.2s, #27
	scvtf	v9.2s, v22.2s, #15
	scvtf	v30.2s, v8.2s, #17
	scvtf	v10.2s, v11.2s, #16
	scvtf	v5.4s, v12.4s, #1
	scvtf	v6.4s, v0.4s, #15
	scvtf	v20.4s, v24.4s, #6
	scvtf	v4.4s, v2.4s, #21
	scvtf	d1, d5
	scvtf	d12, d31
	scvtf	d4, d17
	scvtf	d15, d4
	scvtf	s13, s14
	scvtf	s26, s15
	scvtf	s10, s3
	scvtf	s28, s23
	scvtf	v4.2d, v5.2d
	scvtf	v29.2d, v1.2d
	scvtf	v15.2d, v24.2d
	scvtf	v13.2d, v21.2d
	scvtf	v0.2s, v24.2s
	scvtf	v3.2s, v13.2s
	scvtf	v9.2s, v9.2s
	scvtf	v18.2s, v5.2s
	scvtf	v4.4s, v9.4s
	scvtf	v23.4s, v31.4s
	scvtf	v21.4s, v8.4s
	scvtf	v16.4s, v29.4s
	sdiv	w2, w17, w26
	sdiv	w14, w15, w10
	sdiv	wzr, w4, w7
	sdiv	w2, w25, w6
	sdiv	x1, x26, x10
	sdiv	x10, x23, x21
	sdiv	x11, x24, x8
	sdiv	x6, x27, x16
	shadd	v19.16b, v17.16b, v8.16b
	shadd	v2.16b, v8.16b, v3.16b
	shadd	v14.16b, v28.16b, v15.16b
	shadd	v17.16b, v29.16b, v2.16b
	shadd	v11.2s, v21.2s, v16.2s
	shadd	v0.2s, v20.2s, v3.2s
	shadd	v9.2s, v9.2s, v31.2s
	shadd	v6.2s, v17.2s, v3.2s
	shadd	v21.4h, v6.4h, v24.4h
	shadd	v30.4h, v18.4h, v26.4h
	shadd	v5.4h, v16.4h, v2.4h
	shadd	v19.4h, v13.4h, v21.4h
	shadd	v5.4s, v3.4s, v1.4s
	shadd	v0.4s, v23.4s, v22.4s
	shadd	v14.4s, v30.4s, v12.4s
	shadd	v20.4s, v9.4s, v18.4s
	shadd	v14.8b, v31.8b, v10.8b
	shadd	v4.8b, v16.8b, v18.8b
	shadd	v19.8b, v30.8b, v9.8b
	shadd	v25.8b, v27.8b, v9.8b
	shadd	v23.8h, v10.8h, v5.8h
	shadd	v17.8h, v1.8h, v22.8h
	shadd	v5.8h, v2.8h, v28.8h
	shadd	v21.8h, v6.8h, v0.8h
	shll	v16.2d, v7.2s, #32
	shll	v6.2d, v21.2s, #32
	shll	v31.2d, v22.2s, #32
	shll	v8.2d, v29.2s, #32
	shll2	v2.2d, v27.4s, #32
	shll2	v26.2d, v18.4s, #32
	shll2	v4.2d, v7.4s, #32
	shll2	v31.2d, v7.4s, #32
	shll	v21.4s, v6.4h, #16
	shll	v14.4s, v22.4h, #16
	shll	v16.4s, v28.4h, #16
	shll	v15.4s, v13.4h, #16
	shll2	v26.4s, v7.8h, #16
	shll2	v22.4s, v12.8h, #16
	shll2	v2.4s, v20.8h, #16
	shll2	v27.4s, v29.8h, #16
	shll	v19.8h, v8.8b, #8
	shll	v13.8h, v6.8b, #8
	shll	v8.8h, v25.8b, #8
	shll	v30.8h, v15.8b, #8
	shll2	v13.8h, v23.16b, #8
	shll2	v25.8h, v3.16b, #8
	shll2	v25.8h, v25.16b, #8
	shll2	v11.8h, v24.16b, #8
	shl	d16, d17, #0
	shl	d11, d23, #33
	shl	d17, d20, #14
	shl	d30, d4, #35
	shl	v20.16b, v27.16b, #5
	shl	v15.16b, v8.16b, #1
	shl	v30.16b, v25.16b, #7
	shl	v28.16b, v7.16b, #0
	shl	v0.2d, v21.2d, #0
	shl	v11.2d, v26.2d, #10
	shl	v0.2d, v4.2d, #28
	shl	v11.2d, v13.2d, #4
	shl	v29.2s, v27.2s, #28
	shl	v7.2s, v2.2s, #22
	shl	v24.2s, v4.2s, #8
	shl	v25.2s, v9.2s, #26
	shl	v26.4h, v21.4h, #15
	shl	v8.4h, v3.4h, #10
	shl	v20.4h, v18.4h, #14
	shl	v7.4h, v0.4h, #14
	shl	v3.4s, v14.4s, #28
	shl	v23.4s, v10.4s, #14
	shl	v11.4s, v18.4s, #1
	shl	v1.4s, v15.4s, #1
	shl	v30.8b, v9.8b, #4
	shl	v29.8b, v1.8b, #0
	shl	v21.8b, v28.8b, #5
	shl	v22.8b, v29.8b, #3
	shl	v27.8h, v24.8h, #14
	shl	v23.8h, v14.8h, #13
	shl	v2.8h, v16.8h, #11
	shl	v24.8h, v6.8h, #14
	shrn	v24.2s, v28.2d, #10
	shrn	v5.2s, v13.2d, #17
	shrn	v13.2s, v10.2d, #2
	shrn	v5.2s, v26.2d, #1
	shrn2	v26.4s, v21.2d, #22
	shrn2	v18.4s, v20.2d, #28
	shrn2	v6.4s, v24.2d, #8
	shrn2	v29.4s, v10.2d, #20
	shrn	v29.4h, v10.4s, #14
	shrn	v16.4h, v0.4s, #6
	shrn	v26.4h, v26.4s, #3
	shrn	v18.4h, v12.4s, #4
	shrn2	v9.8h, v22.4s, #1
	shrn2	v21.8h, v5.4s, #11
	shrn2	v21.8h, v21.4s, #2
	shrn2	v28.8h, v26.4s, #5
	shrn	v25.8b, v0.8h, #4
	shrn	v1.8b, v10.8h, #1
	shrn	v18.8b, v11.8h, #1
	shrn	v15.8b, v23.8h, #8
	shrn2	v11.16b, v17.8h, #1
	shrn2	v6.16b, v18.8h, #1
	shrn2	v13.16b, v31.8h, #1
	shrn2	v19.16b, v30.8h, #2
	shsub	v0.16b, v30.16b, v27.16b
	shsub	v3.16b, v4.16b, v25.16b
	shsub	v0.16b, v3.16b, v12.16b
	shsub	v25.16b, v10.16b, v18.16b
	shsub	v9.2s, v21.2s, v30.2s
	shsub	v28.2s, v3.2s, v6.2s
	shsub	v16.2s, v28.2s, v21.2s
	shsub	v23.2s, v28.2s, v10.2s
	shsub	v26.4h, v9.4h, v2.4h
	shsub	v9.4h, v14.4h, v0.4h
	shsub	v18.4h, v28.4h, v15.4h
	shsub	v11.4h, v9.4h, v2.4h
	shsub	v16.4s, v13.4s, v19.4s
	shsub	v26.4s, v31.4s, v14.4s
	shsub	v30.4s, v24.4s, v10.4s
	shsub	v19.4s, v27.4s, v26.4s
	shsub	v11.8b, v11.8b, v1.8b
	shsub	v7.8b, v8.8b, v23.8b
	shsub	v22.8b, v21.8b, v28.8b
	shsub	v12.8b, v1.8b, v10.8b
	shsub	v30.8h, v2.8h, v23.8h
	shsub	v15.8h, v5.8h, v13.8h
	shsub	v29.8h, v19.8h, v23.8h
	shsub	v4.8h, v0.8h, v27.8h
	sli	d5, d22, #48
	sli	d21, d11, #63
	sli	d5, d14, #0
	sli	d17, d3, #13
	sli	v29.16b, v27.16b, #7
	sli	v1.16b, v3.16b, #5
	sli	v26.16b, v5.16b, #1
	sli	v19.16b, v1.16b, #7
	sli	v25.2d, v9.2d, #0
	sli	v29.2d, v18.2d, #28
	sli	v9.2d, v26.2d, #58
	sli	v1.2d, v5.2d, #27
	sli	v10.2s, v1.2s, #20
	sli	v30.2s, v22.2s, #18
	sli	v25.2s, v7.2s, #22
	sli	v19.2s, v2.2s, #23
	sli	v13.4h, v17.4h, #5
	sli	v2.4h, v4.4h, #1
	sli	v12.4h, v21.4h, #0
	sli	v27.4h, v21.4h, #0
	sli	v15.4s, v4.4s, #1
	sli	v18.4s, v7.4s, #6
	sli	v18.4s, v26.4s, #12
	sli	v24.4s, v6.4s, #0
	sli	v4.8b, v14.8b, #6
	sli	v0.8b, v19.8b, #3
	sli	v15.8b, v25.8b, #4
	sli	v0.8b, v7.8b, #7
	sli	v26.8h, v0.8h, #8
	sli	v29.8h, v11.8h, #14
	sli	v26.8h, v8.8h, #4
	sli	v2.8h, v25.8h, #15
	smull	x6, w26, w24
	smull	x16, wzr, w10
	smull	x20, w12, w22
	smull	x12, w0, w6
	smaxp	v21.16b, v20.16b, v8.16b
	smaxp	v2.16b, v26.16b, v16.16b
	smaxp	v7.16b, v30.16b, v19.16b
	smaxp	v28.16b, v25.16b, v14.16b
	smaxp	v24.2s, v10.2s, v5.2s
	smaxp	v26.2s, v21.2s, v16.2s
	smaxp	v1.2s, v12.2s, v17.2s
	smaxp	v18.2s, v17.2s, v18.2s
	smaxp	v19.4h, v14.4h, v24.4h
	smaxp	v16.4h, v29.4h, v23.4h
	smaxp	v9.4h, v26.4h, v4.4h
	smaxp	v22.4h, v15.4h, v23.4h
	smaxp	v9.4s, v24.4s, v23.4s
	smaxp	v24.4s, v19.4s, v20.4s
	smaxp	v24.4s, v6.4s, v8.4s
	smaxp	v20.4s, v1.4s, v8.4s
	smaxp	v26.8b, v12.8b, v19.8b
	smaxp	v20.8b, v4.8b, v2.8b
	smaxp	v7.8b, v12.8b, v13.8b
	smaxp	v4.8b, v7.8b, v11.8b
	smaxp	v12.8h, v2.8h, v9.8h
	smaxp	v3.8h, v20.8h, v29.8h
	smaxp	v12.8h, v22.8h, v20.8h
	smaxp	v2.8h, v8.8h, v27.8h
	smaxv	b19, v24.16b
	smaxv	b22, v10.16b
	smaxv	b7, v1.16b
	smaxv	b7, v22.16b
	smaxv	h26, v4.4h
	smaxv	h27, v29.4h
	smaxv	h24, v25.4h
	smaxv	h12, v26.4h
	smaxv	s26, v21.4s
	smaxv	s4, v18.4s
	smaxv	s16, v14.4s
	smaxv	s3, v1.4s
	smaxv	b26, v14.8b
	smaxv	b30, v29.8b
	smaxv	b12, v13.8b
	smaxv	b21, v25.8b
	smaxv	h29, v0.8h
	smaxv	h17, v3.8h
	smaxv	h18, v18.8h
	smaxv	h4, v11.8h
	smax	v2.16b, v3.16b, v15.16b
	smax	v26.16b, v11.16b, v17.16b
	smax	v15.16b, v14.16b, v8.16b
	smax	v16.16b, v8.16b, v8.16b
	smax	v29.2s, v29.2s, v28.2s
	smax	v5.2s, v25.2s, v23.2s
	smax	v6.2s, v4.2s, v9.2s
	smax	v27.2s, v7.2s, v21.2s
	smax	v22.4h, v8.4h, v8.4h
	smax	v19.4h, v16.4h, v21.4h
	smax	v17.4h, v24.4h, v25.4h
	smax	v9.4h, v5.4h, v31.4h
	smax	v6.4s, v26.4s, v22.4s
	smax	v7.4s, v22.4s, v25.4s
	smax	v4.4s, v13.4s, v11.4s
	smax	v26.4s, v31.4s, v23.4s
	smax	v6.8b, v16.8b, v29.8b
	smax	v22.8b, v23.8b, v29.8b
	smax	v11.8b, v13.8b, v5.8b
	smax	v23.8b, v9.8b, v27.8b
	smax	v9.8h, v18.8h, v13.8h
	smax	v4.8h, v13.8h, v6.8h
	smax	v23.8h, v8.8h, v24.8h
	smax	v21.8h, v1.8h, v31.8h
	smc	#0x4d3b
	smc	#0
	smc	#0x2e8c
	smc	#0x5058
	sminp	v22.16b, v21.16b, v28.16b
	sminp	v27.16b, v5.16b, v19.16b
	sminp	v18.16b, v10.16b, v20.16b
	sminp	v30.16b, v23.16b, v2.16b
	sminp	v5.2s, v26.2s, v22.2s
	sminp	v23.2s, v27.2s, v3.2s
	sminp	v2.2s, v17.2s, v26.2s
	sminp	v28.2s, v25.2s, v20.2s
	sminp	v21.4h, v19.4h, v28.4h
	sminp	v20.4h, v18.4h, v16.4h
	sminp	v27.4h, v19.4h, v27.4h
	sminp	v3.4h, v15.4h, v4.4h
	sminp	v27.4s, v14.4s, v19.4s
	sminp	v27.4s, v11.4s, v15.4s
	sminp	v28.4s, v11.4s, v26.4s
	sminp	v12.4s, v29.4s, v20.4s
	sminp	v22.8b, v3.8b, v0.8b
	sminp	v21.8b, v4.8b, v4.8b
	sminp	v8.8b, v26.8b, v0.8b
	sminp	v2.8b, v0.8b, v30.8b
	sminp	v29.8h, v13.8h, v15.8h
	sminp	v4.8h, v12.8h, v14.8h
	sminp	v5.8h, v18.8h, v6.8h
	sminp	v13.8h, v24.8h, v29.8h
	sminv	b11, v12.16b
	sminv	b21, v24.16b
	sminv	b25, v19.16b
	sminv	b6, v21.16b
	sminv	h6, v2.4h
	sminv	h4, v1.4h
	sminv	h16, v23.4h
	sminv	h14, v18.4h
	sminv	s18, v22.4s
	sminv	s18, v29.4s
	sminv	s0, v31.4s
	sminv	s29, v26.4s
	sminv	b18, v8.8b
	sminv	b21, v30.8b
	sminv	b22, v20.8b
	sminv	b31, v24.8b
	sminv	h17, v24.8h
	sminv	h29, v5.8h
	sminv	h25, v15.8h
	sminv	h28, v27.8h
	smin	v24.16b, v29.16b, v22.16b
	smin	v23.16b, v5.16b, v22.16b
	smin	v8.16b, v22.16b, v20.16b
	smin	v10.16b, v23.16b, v21.16b
	smin	v21.2s, v29.2s, v7.2s
	smin	v19.2s, v7.2s, v7.2s
	smin	v0.2s, v1.2s, v12.2s
	smin	v9.2s, v15.2s, v9.2s
	smin	v10.4h, v28.4h, v28.4h
	smin	v22.4h, v24.4h, v28.4h
	smin	v20.4h, v20.4h, v26.4h
	smin	v24.4h, v14.4h, v13.4h
	smin	v12.4s, v6.4s, v16.4s
	smin	v19.4s, v29.4s, v1.4s
	smin	v10.4s, v6.4s, v11.4s
	smin	v13.4s, v1.4s, v18.4s
	smin	v9.8b, v3.8b, v10.8b
	smin	v29.8b, v10.8b, v29.8b
	smin	v21.8b, v14.8b, v29.8b
	smin	v0.8b, v23.8b, v10.8b
	smin	v1.8h, v22.8h, v28.8h
	smin	v18.8h, v3.8h, v21.8h
	smin	v13.8h, v7.8h, v27.8h
	smin	v5.8h, v3.8h, v24.8h
	smlal	v8.2d, v21.2s, v7.s[0]
	smlal	v18.2d, v18.2s, v5.s[3]
	smlal	v11.2d, v2.2s, v23.s[3]
	smlal	v27.2d, v12.2s, v29.s[0]
	smlal2	v26.2d, v11.4s, v17.s[0]
	smlal2	v24.2d, v26.4s, v18.s[3]
	smlal2	v7.2d, v16.4s, v14.s[3]
	smlal2	v0.2d, v4.4s, v31.s[3]
	smlal	v31.4s, v4.4h, v14.h[0]
	smlal	v22.4s, v2.4h, v14.h[7]
	smlal	v11.4s, v31.4h, v1.h[7]
	smlal	v23.4s, v16.4h, v0.h[2]
	smlal2	v8.4s, v31.8h, v12.h[6]
	smlal2	v29.4s, v24.8h, v10.h[2]
	smlal2	v3.4s, v1.8h, v12.h[2]
	smlal2	v21.4s, v5.8h, v13.h[6]
	smlal	v2.2d, v4.2s, v17.2s
	smlal	v30.2d, v31.2s, v13.2s
	smlal	v18.2d, v25.2s, v25.2s
	smlal	v28.2d, v25.2s, v5.2s
	smlal2	v18.2d, v8.4s, v25.4s
	smlal2	v24.2d, v22.4s, v26.4s
	smlal2	v7.2d, v17.4s, v2.4s
	smlal2	v3.2d, v6.4s, v24.4s
	smlal	v29.4s, v3.4h, v10.4h
	smlal	v5.4s, v5.4h, v15.4h
	smlal	v7.4s, v11.4h, v7.4h
	smlal	v14.4s, v1.4h, v18.4h
	smlal2	v2.4s, v11.8h, v30.8h
	smlal2	v23.4s, v25.8h, v27.8h
	smlal2	v13.4s, v29.8h, v16.8h
	smlal2	v16.4s, v11.8h, v29.8h
	smlal	v9.8h, v9.8b, v13.8b
	smlal	v14.8h, v9.8b, v21.8b
	smlal	v31.8h, v13.8b, v14.8b
	smlal	v4.8h, v4.8b, v28.8b
	smlal2	v8.8h, v22.16b, v5.16b
	smlal2	v20.8h, v0.16b, v12.16b
	smlal2	v18.8h, v19.16b, v2.16b
	smlal2	v23.8h, v19.16b, v2.16b
	smlsl	v27.2d, v4.2s, v15.s[0]
	smlsl	v26.2d, v10.2s, v10.s[3]
	smlsl	v26.2d, v30.2s, v26.s[0]
	smlsl	v26.2d, v25.2s, v28.s[0]
	smlsl2	v16.2d, v5.4s, v7.s[1]
	smlsl2	v20.2d, v25.4s, v13.s[0]
	smlsl2	v14.2d, v1.4s, v26.s[3]
	smlsl2	v24.2d, v11.4s, v21.s[1]
	smlsl	v30.4s, v0.4h, v2.h[2]
	smlsl	v10.4s, v5.4h, v9.h[1]
	smlsl	v23.4s, v19.4h, v3.h[6]
	smlsl	v19.4s, v4.4h, v13.h[4]
	smlsl2	v10.4s, v29.8h, v12.h[0]
	smlsl2	v9.4s, v6.8h, v10.h[2]
	smlsl2	v1.4s, v5.8h, v11.h[4]
	smlsl2	v20.4s, v20.8h, v8.h[4]
	smlsl	v31.2d, v13.2s, v18.2s
	smlsl	v31.2d, v8.2s, v12.2s
	smlsl	v2.2d, v21.2s, v23.2s
	smlsl	v24.2d, v29.2s, v28.2s
	smlsl2	v8.2d, v12.4s, v25.4s
	smlsl2	v29.2d, v18.4s, v23.4s
	smlsl2	v8.2d, v19.4s, v29.4s
	smlsl2	v17.2d, v20.4s, v4.4s
	smlsl	v28.4s, v13.4h, v29.4h
	smlsl	v28.4s, v15.4h, v19.4h
	smlsl	v15.4s, v10.4h, v6.4h
	smlsl	v10.4s, v16.4h, v31.4h
	smlsl2	v20.4s, v7.8h, v13.8h
	smlsl2	v23.4s, v24.8h, v12.8h
	smlsl2	v1.4s, v31.8h, v14.8h
	smlsl2	v20.4s, v7.8h, v9.8h
	smlsl	v25.8h, v16.8b, v26.8b
	smlsl	v1.8h, v2.8b, v27.8b
	smlsl	v4.8h, v27.8b, v29.8b
	smlsl	v4.8h, v1.8b, v20.8b
	smlsl2	v29.8h, v7.16b, v7.16b
	smlsl2	v10.8h, v22.16b, v24.16b
	smlsl2	v27.8h, v30.16b, v1.16b
	smlsl2	v13.8h, v7.16b, v2.16b
	smov	w7, v8.b[13]
	smov	w5, v14.b[0]
	smov	w8, v13.b[0]
	smov	wzr, v30.b[11]
	smov	w27, v1.h[7]
	smov	w16, v6.h[5]
	smov	w27, v22.h[2]
	smov	w3, v1.h[1]
	smov	x21, v25.b[1]
	smov	x18, v0.b[15]
	smov	x12, v15.b[5]
	smov	x25, v10.b[6]
	smov	x27, v5.h[7]
	smov	x13, v5.h[0]
	smov	x30, v24.h[3]
	smov	x3, v16.h[4]
	smov	x11, v28.s[2]
	smov	x23, v17.s[0]
	smov	x3, v15.s[0]
	smov	x24, v6.s[2]
	smnegl	x5, w20, w11
	smnegl	x8, w27, w3
	smsubl	xzr, w12, wzr, x9
	smsubl	x1, w5, w11, x12
	smulh	x23, x23, x16
	smulh	xzr, x13, x3
	smulh	x14, x5, x22
	smulh	x23, x8, x15
	smull	v30.2d, v9.2s, v27.s[0]
	smull	v27.2d, v11.2s, v22.s[3]
	smull	v31.2d, v25.2s, v28.s[0]
	smull	v11.2d, v0.2s, v1.s[0]
	smull2	v14.2d, v4.4s, v7.s[1]
	smull2	v18.2d, v23.4s, v14.s[0]
	smull2	v6.2d, v22.4s, v13.s[3]
	smull2	v17.2d, v22.4s, v15.s[3]
	smull	v18.4s, v20.4h, v12.h[7]
	smull	v21.4s, v30.4h, v8.h[1]
	smull	v11.4s, v27.4h, v9.h[6]
	smull	v4.4s, v7.4h, v7.h[1]
	smull2	v10.4s, v9.8h, v0.h[6]
	smull2	v27.4s, v29.8h, v0.h[3]
	smull2	v6.4s, v2.8h, v4.h[0]
	smull2	v15.4s, v11.8h, v7.h[0]
	smull	v22.2d, v20.2s, v1.2s
	smull	v31.2d, v30.2s, v25.2s
	smull	v20.2d, v10.2s, v31.2s
	smull	v1.2d, v18.2s, v13.2s
	smull2	v12.2d, v8.4s, v28.4s
	smull2	v17.2d, v17.4s, v16.4s
	smull2	v3.2d, v11.4s, v7.4s
	smull2	v9.2d, v30.4s, v15.4s
	smull	v5.4s, v13.4h, v6.4h
	smull	v14.4s, v10.4h, v13.4h
	smull	v30.4s, v26.4h, v13.4h
	smull	v28.4s, v22.4h, v10.4h
	smull2	v12.4s, v14.8h, v11.8h
	smull2	v12.4s, v27.8h, v19.8h
	smull2	v14.4s, v21.8h, v25.8h
	smull2	v4.4s, v22.8h, v15.8h
	smull	v13.8h, v13.8b, v6.8b
	smull	v18.8h, v23.8b, v14.8b
	smull	v29.8h, v5.8b, v23.8b
	smull	v30.8h, v20.8b, v16.8b
	smull2	v29.8h, v27.16b, v0.16b
	smull2	v11.8h, v9.16b, v13.16b
	smull2	v23.8h, v24.16b, v10.16b
	smull2	v2.8h, v12.16b, v23.16b
	sqabs	b14, b8
	sqabs	b12, b30
	sqabs	b20, b7
	sqabs	b2, b13
	sqabs	d4, d30
	sqabs	d20, d10
	sqabs	d24, d26
	sqabs	d26, d3
	sqabs	h10, h13
	sqabs	h4, h17
	sqabs	h26, h20
	sqabs	h19, h18
	sqabs	s0, s31
	sqabs	s24, s8
	sqabs	s28, s14
	sqabs	s10, s29
	sqabs	v22.16b, v15.16b
	sqabs	v0.16b, v26.16b
	sqabs	v8.16b, v18.16b
	sqabs	v2.16b, v8.16b
	sqabs	v6.2d, v1.2d
	sqabs	v14.2d, v13.2d
	sqabs	v4.2d, v19.2d
	sqabs	v10.2d, v8.2d
	sqabs	v18.2s, v25.2s
	sqabs	v0.2s, v23.2s
	sqabs	v3.2s, v25.2s
	sqabs	v27.2s, v20.2s
	sqabs	v27.4h, v0.4h
	sqabs	v12.4h, v29.4h
	sqabs	v16.4h, v26.4h
	sqabs	v13.4h, v5.4h
	sqabs	v4.4s, v27.4s
	sqabs	v13.4s, v23.4s
	sqabs	v20.4s, v22.4s
	sqabs	v4.4s, v28.4s
	sqabs	v16.8b, v28.8b
	sqabs	v7.8b, v8.8b
	sqabs	v19.8b, v28.8b
	sqabs	v12.8b, v7.8b
	sqabs	v31.8h, v12.8h
	sqabs	v17.8h, v25.8h
	sqabs	v2.8h, v30.8h
	sqabs	v17.8h, v30.8h
	sqadd	b25, b4, b12
	sqadd	b6, b24, b12
	sqadd	b0, b9, b6
	sqadd	b23, b15, b4
	sqadd	d3, d2, d6
	sqadd	d18, d20, d24
	sqadd	d10, d11, d10
	sqadd	d18, d24, d19
	sqadd	h23, h27, h22
	sqadd	h5, h1, h27
	sqadd	h2, h11, h20
	sqadd	h27, h7, h27
	sqadd	s20, s0, s13
	sqadd	s20, s5, s23
	sqadd	s5, s4, s13
	sqadd	s6, s21, s11
	sqadd	v17.16b, v10.16b, v18.16b
	sqadd	v2.16b, v28.16b, v31.16b
	sqadd	v14.16b, v30.16b, v31.16b
	sqadd	v8.16b, v26.16b, v13.16b
	sqadd	v14.2d, v3.2d, v17.2d
	sqadd	v25.2d, v24.2d, v19.2d
	sqadd	v12.2d, v9.2d, v20.2d
	sqadd	v16.2d, v29.2d, v5.2d
	sqadd	v5.2s, v8.2s, v30.2s
	sqadd	v9.2s, v9.2s, v1.2s
	sqadd	v15.2s, v10.2s, v0.2s
	sqadd	v30.2s, v7.2s, v17.2s
	sqadd	v6.4h, v26.4h, v31.4h
	sqadd	v31.4h, v20.4h, v16.4h
	sqadd	v14.4h, v8.4h, v2.4h
	sqadd	v5.4h, v20.4h, v31.4h
	sqadd	v29.4s, v26.4s, v7.4s
	sqadd	v31.4s, v4.4s, v15.4s
	sqadd	v28.4s, v27.4s, v20.4s
	sqadd	v18.4s, v6.4s, v20.4s
	sqadd	v3.8b, v27.8b, v25.8b
	sqadd	v7.8b, v3.8b, v3.8b
	sqadd	v30.8b, v13.8b, v21.8b
	sqadd	v2.8b, v24.8b, v0.8b
	sqadd	v5.8h, v30.8h, v13.8h
	sqadd	v4.8h, v23.8h, v14.8h
	sqadd	v10.8h, v30.8h, v17.8h
	sqadd	v31.8h, v16.8h, v27.8h
	sqdmlal	s25, h30, v12.h[6]
	sqdmlal	s23, h31, v10.h[6]
	sqdmlal	s29, h18, v8.h[6]
	sqdmlal	s2, h8, v6.h[4]
	sqdmlal	d2, s11, v4.s[2]
	sqdmlal	d5, s31, v30.s[3]
	sqdmlal	d30, s22, v4.s[1]
	sqdmlal	d21, s27, v31.s[1]
	sqdmlal	v2.2d, v2.2s, v22.s[3]
	sqdmlal	v3.2d, v7.2s, v19.s[0]
	sqdmlal	v1.2d, v12.2s, v3.s[3]
	sqdmlal	v12.2d, v1.2s, v29.s[2]
	sqdmlal2	v20.2d, v18.4s, v4.s[1]
	sqdmlal2	v28.2d, v22.4s, v6.s[3]
	sqdmlal2	v9.2d, v4.4s, v0.s[2]
	sqdmlal2	v9.2d, v8.4s, v3.s[0]
	sqdmlal	v17.4s, v21.4h, v1.h[4]
	sqdmlal	v17.4s, v3.4h, v0.h[3]
	sqdmlal	v18.4s, v14.4h, v1.h[1]
	sqdmlal	v25.4s, v25.4h, v1.h[6]
	sqdmlal2	v26.4s, v23.8h, v10.h[0]
	sqdmlal2	v0.4s, v24.8h, v11.h[6]
	sqdmlal2	v23.4s, v10.8h, v3.h[5]
	sqdmlal2	v2.4s, v30.8h, v0.h[5]
	sqdmlal	s26, h3, h22
	sqdmlal	s25, h6, h26
	sqdmlal	s24, h27, h10
	sqdmlal	s11, h22, h27
	sqdmlal	d20, s22, s26
	sqdmlal	d24, s14, s14
	sqdmlal	d28, s9, s31
	sqdmlal	d24, s25, s20
	sqdmlal	v7.2d, v27.2s, v4.2s
	sqdmlal	v0.2d, v30.2s, v10.2s
	sqdmlal	v31.2d, v29.2s, v4.2s
	sqdmlal	v10.2d, v6.2s, v30.2s
	sqdmlal2	v22.2d, v22.4s, v12.4s
	sqdmlal2	v8.2d, v1.4s, v7.4s
	sqdmlal2	v13.2d, v4.4s, v17.4s
	sqdmlal2	v25.2d, v16.4s, v1.4s
	sqdmlal	v18.4s, v2.4h, v12.4h
	sqdmlal	v31.4s, v0.4h, v22.4h
	sqdmlal	v25.4s, v14.4h, v12.4h
	sqdmlal	v24.4s, v31.4h, v1.4h
	sqdmlal2	v11.4s, v7.8h, v25.8h
	sqdmlal2	v22.4s, v3.8h, v27.8h
	sqdmlal2	v5.4s, v17.8h, v23.8h
	sqdmlal2	v7.4s, v9.8h, v12.8h
	sqdmlsl	s23, h30, v12.h[0]
	sqdmlsl	s10, h25, v5.h[0]
	sqdmlsl	s27, h21, v6.h[1]
	sqdmlsl	s26, h13, v13.h[7]
	sqdmlsl	d27, s6, v9.s[0]
	sqdmlsl	d28, s17, v27.s[1]
	sqdmlsl	d25, s29, v27.s[0]
	sqdmlsl	d15, s11, v23.s[2]
	sqdmlsl	v26.2d, v9.2s, v10.s[1]
	sqdmlsl	v25.2d, v2.2s, v27.s[1]
	sqdmlsl	v8.2d, v1.2s, v12.s[0]
	sqdmlsl	v7.2d, v20.2s, v0.s[1]
	sqdmlsl2	v4.2d, v11.4s, v18.s[0]
	sqdmlsl2	v2.2d, v26.4s, v7.s[0]
	sqdmlsl2	v12.2d, v26.4s, v11.s[2]
	sqdmlsl2	v16.2d, v23.4s, v29.s[2]
	sqdmlsl	v9.4s, v11.4h, v6.h[0]
	sqdmlsl	v8.4s, v15.4h, v9.h[1]
	sqdmlsl	v11.4s, v25.4h, v1.h[7]
	sqdmlsl	v16.4s, v1.4h, v7.h[1]
	sqdmlsl2	v2.4s, v22.8h, v4.h[6]
	sqdmlsl2	v5.4s, v3.8h, v1.h[2]
	sqdmlsl2	v8.4s, v27.8h, v8.h[4]
	sqdmlsl2	v23.4s, v11.8h, v2.h[7]
	sqdmlsl	s3, h22, h6
	sqdmlsl	s17, h29, h25
	sqdmlsl	s9, h11, h8
	sqdmlsl	s21, h6, h2
	sqdmlsl	d30, s9, s7
	sqdmlsl	d23, s24, s4
	sqdmlsl	d26, s23, s26
	sqdmlsl	d13, s5, s15
	sqdmlsl	v31.2d, v18.2s, v6.2s
	sqdmlsl	v19.2d, v29.2s, v25.2s
	sqdmlsl	v17.2d, v12.2s, v15.2s
	sqdmlsl	v29.2d, v14.2s, v30.2s
	sqdmlsl2	v19.2d, v5.4s, v19.4s
	sqdmlsl2	v31.2d, v29.4s, v10.4s
	sqdmlsl2	v21.2d, v4.4s, v19.4s
	sqdmlsl2	v0.2d, v11.4s, v12.4s
	sqdmlsl	v1.4s, v11.4h, v31.4h
	sqdmlsl	v20.4s, v15.4h, v21.4h
	sqdmlsl	v7.4s, v0.4h, v16.4h
	sqdmlsl	v16.4s, v13.4h, v13.4h
	sqdmlsl2	v19.4s, v13.8h, v8.8h
	sqdmlsl2	v26.4s, v27.8h, v28.8h
	sqdmlsl2	v18.4s, v14.8h, v2.8h
	sqdmlsl2	v28.4s, v15.8h, v2.8h
	sqdmulh	h27, h5, v6.h[3]
	sqdmulh	h0, h11, v10.h[2]
	sqdmulh	h5, h8, v0.h[0]
	sqdmulh	h21, h25, v15.h[6]
	sqdmulh	s14, s5, v12.s[2]
	sqdmulh	s12, s11, v9.s[0]
	sqdmulh	s6, s31, v6.s[0]
	sqdmulh	s24, s17, v24.s[0]
	sqdmulh	v23.2s, v7.2s, v25.s[0]
	sqdmulh	v7.2s, v9.2s, v24.s[0]
	sqdmulh	v0.2s, v18.2s, v12.s[0]
	sqdmulh	v0.2s, v29.2s, v20.s[2]
	sqdmulh	v27.4h, v11.4h, v4.h[1]
	sqdmulh	v24.4h, v10.4h, v2.h[1]
	sqdmulh	v29.4h, v15.4h, v10.h[0]
	sqdmulh	v25.4h, v17.4h, v11.h[7]
	sqdmulh	v27.4s, v15.4s, v4.s[3]
	sqdmulh	v6.4s, v23.4s, v1.s[3]
	sqdmulh	v9.4s, v22.4s, v11.s[0]
	sqdmulh	v18.4s, v7.4s, v10.s[2]
	sqdmulh	v23.8h, v30.8h, v5.h[0]
	sqdmulh	v13.8h, v24.8h, v5.h[3]
	sqdmulh	v0.8h, v21.8h, v13.h[0]
	sqdmulh	v8.8h, v28.8h, v14.h[4]
	sqdmulh	h21, h30, h21
	sqdmulh	h7, h30, h15
	sqdmulh	h11, h2, h23
	sqdmulh	h24, h18, h24
	sqdmulh	s27, s17, s6
	sqdmulh	s9, s0, s31
	sqdmulh	s15, s22, s27
	sqdmulh	s25, s24, s26
	sqdmulh	v9.2s, v14.2s, v30.2s
	sqdmulh	v19.2s, v13.2s, v21.2s
	sqdmulh	v30.2s, v13.2s, v2.2s
	sqdmulh	v9.2s, v30.2s, v0.2s
	sqdmulh	v8.4h, v31.4h, v28.4h
	sqdmulh	v31.4h, v9.4h, v15.4h
	sqdmulh	v7.4h, v31.4h, v31.4h
	sqdmulh	v2.4h, v26.4h, v18.4h
	sqdmulh	v1.4s, v27.4s, v3.4s
	sqdmulh	v3.4s, v9.4s, v19.4s
	sqdmulh	v16.4s, v9.4s, v14.4s
	sqdmulh	v18.4s, v14.4s, v12.4s
	sqdmulh	v17.8h, v21.8h, v13.8h
	sqdmulh	v18.8h, v15.8h, v3.8h
	sqdmulh	v12.8h, v20.8h, v18.8h
	sqdmulh	v18.8h, v16.8h, v24.8h
	sqdmull	s28, h18, v10.h[7]
	sqdmull	s17, h8, v1.h[0]
	sqdmull	s24, h5, v7.h[2]
	sqdmull	s15, h27, v5.h[1]
	sqdmull	d9, s26, v15.s[3]
	sqdmull	d0, s25, v23.s[1]
	sqdmull	d28, s24, v7.s[0]
	sqdmull	d7, s9, v29.s[0]
	sqdmull	v23.2d, v28.2s, v17.s[2]
	sqdmull	v28.2d, v23.2s, v14.s[0]
	sqdmull	v26.2d, v19.2s, v16.s[1]
	sqdmull	v7.2d, v28.2s, v21.s[0]
	sqdmull2	v3.2d, v28.4s, v4.s[0]
	sqdmull2	v15.2d, v6.4s, v24.s[0]
	sqdmull2	v15.2d, v22.4s, v30.s[1]
	sqdmull2	v15.2d, v15.4s, v22.s[1]
	sqdmull	v11.4s, v7.4h, v1.h[1]
	sqdmull	v27.4s, v6.4h, v11.h[6]
	sqdmull	v25.4s, v26.4h, v10.h[3]
	sqdmull	v6.4s, v12.4h, v12.h[0]
	sqdmull2	v8.4s, v3.8h, v14.h[7]
	sqdmull2	v17.4s, v14.8h, v5.h[0]
	sqdmull2	v28.4s, v22.8h, v9.h[1]
	sqdmull2	v11.4s, v11.8h, v14.h[6]
	sqdmull	s21, h8, h16
	sqdmull	s26, h27, h30
	sqdmull	s27, h2, h18
	sqdmull	s29, h27, h14
	sqdmull	d29, s23, s24
	sqdmull	d3, s5, s4
	sqdmull	d2, s7, s2
	sqdmull	d18, s29, s11
	sqdmull	v12.2d, v9.2s, v9.2s
	sqdmull	v17.2d, v17.2s, v8.2s
	sqdmull	v0.2d, v19.2s, v20.2s
	sqdmull	v9.2d, v3.2s, v2.2s
	sqdmull2	v10.2d, v5.4s, v2.4s
	sqdmull2	v17.2d, v30.4s, v11.4s
	sqdmull2	v17.2d, v18.4s, v6.4s
	sqdmull2	v0.2d, v30.4s, v30.4s
	sqdmull	v27.4s, v28.4h, v10.4h
	sqdmull	v16.4s, v30.4h, v13.4h
	sqdmull	v22.4s, v15.4h, v5.4h
	sqdmull	v12.4s, v27.4h, v8.4h
	sqdmull2	v8.4s, v17.8h, v24.8h
	sqdmull2	v24.4s, v26.8h, v18.8h
	sqdmull2	v5.4s, v20.8h, v14.8h
	sqdmull2	v24.4s, v18.8h, v21.8h
	sqneg	b0, b30
	sqneg	b3, b4
	sqneg	b23, b11
	sqneg	b18, b20
	sqneg	d4, d25
	sqneg	d12, d6
	sqneg	d2, d22
	sqneg	d7, d4
	sqneg	h21, h9
	sqneg	h20, h9
	sqneg	h20, h8
	sqneg	h29, h22
	sqneg	s17, s14
	sqneg	s25, s1
	sqneg	s23, s14
	sqneg	s31, s3
	sqneg	v18.16b, v20.16b
	sqneg	v28.16b, v19.16b
	sqneg	v8.16b, v18.16b
	sqneg	v29.16b, v5.16b
	sqneg	v4.2d, v2.2d
	sqneg	v11.2d, v7.2d
	sqneg	v22.2d, v29.2d
	sqneg	v18.2d, v31.2d
	sqneg	v8.2s, v26.2s
	sqneg	v18.2s, v14.2s
	sqneg	v17.2s, v0.2s
	sqneg	v20.2s, v12.2s
	sqneg	v11.4h, v21.4h
	sqneg	v20.4h, v28.4h
	sqneg	v4.4h, v12.4h
	sqneg	v9.4h, v8.4h
	sqneg	v0.4s, v5.4s
	sqneg	v27.4s, v17.4s
	sqneg	v18.4s, v15.4s
	sqneg	v17.4s, v18.4s
	sqneg	v14.8b, v0.8b
	sqneg	v18.8b, v3.8b
	sqneg	v13.8b, v19.8b
	sqneg	v11.8b, v14.8b
	sqneg	v24.8h, v1.8h
	sqneg	v25.8h, v16.8h
	sqneg	v7.8h, v28.8h
	sqneg	v16.8h, v4.8h
	sqrdmulh	h24, h7, v2.h[0]
	sqrdmulh	h15, h1, v4.h[5]
	sqrdmulh	h13, h22, v12.h[4]
	sqrdmulh	h4, h29, v2.h[4]
	sqrdmulh	s10, s30, v16.s[0]
	sqrdmulh	s4, s7, v20.s[1]
	sqrdmulh	s22, s2, v19.s[3]
	sqrdmulh	s26, s5, v5.s[2]
	sqrdmulh	v18.2s, v13.2s, v27.s[3]
	sqrdmulh	v20.2s, v7.2s, v7.s[3]
	sqrdmulh	v31.2s, v17.2s, v2.s[2]
	sqrdmulh	v17.2s, v29.2s, v19.s[1]
	sqrdmulh	v10.4h, v13.4h, v5.h[6]
	sqrdmulh	v9.4h, v3.4h, v8.h[4]
	sqrdmulh	v22.4h, v9.4h, v0.h[1]
	sqrdmulh	v3.4h, v3.4h, v15.h[0]
	sqrdmulh	v16.4s, v2.4s, v22.s[0]
	sqrdmulh	v1.4s, v26.4s, v11.s[1]
	sqrdmulh	v12.4s, v14.4s, v13.s[2]
	sqrdmulh	v20.4s, v30.4s, v15.s[3]
	sqrdmulh	v11.8h, v8.8h, v14.h[0]
	sqrdmulh	v2.8h, v12.8h, v1.h[7]
	sqrdmulh	v28.8h, v19.8h, v14.h[4]
	sqrdmulh	v30.8h, v24.8h, v2.h[2]
	sqrdmulh	h5, h3, h14
	sqrdmulh	h11, h26, h16
	sqrdmulh	h21, h4, h25
	sqrdmulh	h31, h29, h19
	sqrdmulh	s20, s21, s31
	sqrdmulh	s30, s16, s13
	sqrdmulh	s15, s29, s8
	sqrdmulh	s10, s12, s17
	sqrdmulh	v17.2s, v19.2s, v6.2s
	sqrdmulh	v17.2s, v21.2s, v10.2s
	sqrdmulh	v17.2s, v25.2s, v4.2s
	sqrdmulh	v0.2s, v21.2s, v27.2s
	sqrdmulh	v19.4h, v17.4h, v15.4h
	sqrdmulh	v30.4h, v12.4h, v2.4h
	sqrdmulh	v0.4h, v17.4h, v18.4h
	sqrdmulh	v30.4h, v16.4h, v30.4h
	sqrdmulh	v6.4s, v18.4s, v6.4s
	sqrdmulh	v2.4s, v23.4s, v22.4s
	sqrdmulh	v22.4s, v29.4s, v30.4s
	sqrdmulh	v2.4s, v3.4s, v15.4s
	sqrdmulh	v21.8h, v5.8h, v3.8h
	sqrdmulh	v26.8h, v29.8h, v14.8h
	sqrdmulh	v1.8h, v27.8h, v9.8h
	sqrdmulh	v19.8h, v22.8h, v9.8h
	sqrshl	b30, b5, b11
	sqrshl	b25, b0, b5
	sqrshl	b21, b13, b18
	sqrshl	b8, b9, b19
	sqrshl	d31, d4, d20
	sqrshl	d6, d28, d25
	sqrshl	d19, d31, d7
	sqrshl	d4, d16, d6
	sqrshl	h30, h14, h9
	sqrshl	h31, h23, h29
	sqrshl	h3, h8, h31
	sqrshl	h22, h28, h14
	sqrshl	s23, s31, s10
	sqrshl	s12, s1, s7
	sqrshl	s10, s8, s24
	sqrshl	s26, s5, s24
	sqrshl	v0.16b, v23.16b, v25.16b
	sqrshl	v15.16b, v30.16b, v15.16b
	sqrshl	v22.16b, v19.16b, v12.16b
	sqrshl	v9.16b, v28.16b, v4.16b
	sqrshl	v6.2d, v20.2d, v31.2d
	sqrshl	v26.2d, v2.2d, v17.2d
	sqrshl	v11.2d, v17.2d, v6.2d
	sqrshl	v6.2d, v1.2d, v10.2d
	sqrshl	v29.2s, v15.2s, v28.2s
	sqrshl	v22.2s, v8.2s, v12.2s
	sqrshl	v28.2s, v21.2s, v0.2s
	sqrshl	v1.2s, v24.2s, v10.2s
	sqrshl	v8.4h, v16.4h, v16.4h
	sqrshl	v15.4h, v15.4h, v9.4h
	sqrshl	v4.4h, v25.4h, v18.4h
	sqrshl	v25.4h, v6.4h, v14.4h
	sqrshl	v24.4s, v30.4s, v15.4s
	sqrshl	v18.4s, v8.4s, v7.4s
	sqrshl	v17.4s, v11.4s, v17.4s
	sqrshl	v7.4s, v3.4s, v24.4s
	sqrshl	v4.8b, v30.8b, v6.8b
	sqrshl	v2.8b, v28.8b, v1.8b
	sqrshl	v26.8b, v20.8b, v15.8b
	sqrshl	v14.8b, v11.8b, v26.8b
	sqrshl	v25.8h, v10.8h, v25.8h
	sqrshl	v12.8h, v19.8h, v23.8h
	sqrshl	v3.8h, v23.8h, v13.8h
	sqrshl	v15.8h, v22.8h, v15.8h
	sqrshrn	b26, h31, #5
	sqrshrn	b3, h16, #1
	sqrshrn	b24, h21, #7
	sqrshrn	b30, h8, #2
	sqrshrn	h31, s22, #8
	sqrshrn	h20, s4, #9
	sqrshrn	h15, s19, #16
	sqrshrn	h30, s26, #7
	sqrshrn	s29, d6, #25
	sqrshrn	s15, d10, #28
	sqrshrn	s25, d24, #32
	sqrshrn	s27, d15, #27
	sqrshrn	v0.2s, v5.2d, #5
	sqrshrn	v15.2s, v14.2d, #5
	sqrshrn	v29.2s, v13.2d, #10
	sqrshrn	v30.2s, v2.2d, #1
	sqrshrn2	v14.4s, v14.2d, #28
	sqrshrn2	v21.4s, v2.2d, #19
	sqrshrn2	v29.4s, v4.2d, #3
	sqrshrn2	v12.4s, v11.2d, #29
	sqrshrn	v14.4h, v9.4s, #11
	sqrshrn	v20.4h, v5.4s, #3
	sqrshrn	v27.4h, v15.4s, #10
	sqrshrn	v3.4h, v27.4s, #6
	sqrshrn2	v18.8h, v2.4s, #10
	sqrshrn2	v7.8h, v3.4s, #7
	sqrshrn2	v20.8h, v1.4s, #1
	sqrshrn2	v14.8h, v0.4s, #6
	sqrshrn	v28.8b, v10.8h, #8
	sqrshrn	v6.8b, v22.8h, #2
	sqrshrn	v29.8b, v12.8h, #7
	sqrshrn	v15.8b, v0.8h, #8
	sqrshrn2	v26.16b, v7.8h, #7
	sqrshrn2	v15.16b, v13.8h, #4
	sqrshrn2	v8.16b, v3.8h, #2
	sqrshrn2	v23.16b, v17.8h, #8
	sqrshrun	b22, h21, #8
	sqrshrun	b29, h5, #7
	sqrshrun	b20, h14, #5
	sqrshrun	b20, h26, #1
	sqrshrun	h12, s28, #8
	sqrshrun	h5, s24, #14
	sqrshrun	h14, s26, #8
	sqrshrun	h14, s29, #5
	sqrshrun	s12, d25, #7
	sqrshrun	s2, d21, #11
	sqrshrun	s22, d16, #27
	sqrshrun	s24, d11, #23
	sqrshrun	v30.2s, v1.2d, #1
	sqrshrun	v31.2s, v16.2d, #1
	sqrshrun	v2.2s, v0.2d, #1
	sqrshrun	v21.2s, v8.2d, #1
	sqrshrun2	v5.4s, v12.2d, #1
	sqrshrun2	v2.4s, v4.2d, #1
	sqrshrun2	v8.4s, v29.2d, #28
	sqrshrun2	v13.4s, v20.2d, #23
	sqrshrun	v6.4h, v14.4s, #12
	sqrshrun	v15.4h, v23.4s, #12
	sqrshrun	v15.4h, v17.4s, #14
	sqrshrun	v20.4h, v27.4s, #16
	sqrshrun2	v29.8h, v2.4s, #1
	sqrshrun2	v20.8h, v13.4s, #5
	sqrshrun2	v4.8h, v19.4s, #13
	sqrshrun2	v16.8h, v0.4s, #4
	sqrshrun	v16.8b, v17.8h, #8
	sqrshrun	v30.8b, v14.8h, #8
	sqrshrun	v10.8b, v31.8h, #8
	sqrshrun	v13.8b, v10.8h, #8
	sqrshrun2	v24.16b, v13.8h, #8
	sqrshrun2	v2.16b, v30.8h, #7
	sqrshrun2	v27.16b, v25.8h, #6
	sqrshrun2	v7.16b, v0.8h, #4
	sqshlu	b27, b16, #4
	sqshlu	b10, b1, #3
	sqshlu	b12, b5, #2
	sqshlu	b2, b27, #6
	sqshlu	d4, d17, #0
	sqshlu	d16, d3, #43
	sqshlu	d30, d6, #13
	sqshlu	d15, d20, #2
	sqshlu	h28, h5, #11
	sqshlu	h7, h21, #15
	sqshlu	h7, h7, #1
	sqshlu	h2, h24, #1
	sqshlu	s24, s13, #8
	sqshlu	s1, s29, #7
	sqshlu	s27, s11, #13
	sqshlu	s9, s19, #5
	sqshlu	v28.16b, v21.16b, #3
	sqshlu	v21.16b, v30.16b, #3
	sqshlu	v9.16b, v28.16b, #1
	sqshlu	v22.16b, v2.16b, #3
	sqshlu	v28.2d, v21.2d, #53
	sqshlu	v14.2d, v26.2d, #43
	sqshlu	v0.2d, v20.2d, #60
	sqshlu	v19.2d, v19.2d, #2
	sqshlu	v16.2s, v10.2s, #0
	sqshlu	v4.2s, v16.2s, #19
	sqshlu	v22.2s, v5.2s, #1
	sqshlu	v26.2s, v5.2s, #30
	sqshlu	v13.4h, v10.4h, #7
	sqshlu	v26.4h, v13.4h, #12
	sqshlu	v21.4h, v7.4h, #12
	sqshlu	v16.4h, v9.4h, #4
	sqshlu	v6.4s, v3.4s, #14
	sqshlu	v13.4s, v20.4s, #13
	sqshlu	v19.4s, v1.4s, #31
	sqshlu	v30.4s, v12.4s, #5
	sqshlu	v27.8b, v21.8b, #3
	sqshlu	v19.8b, v12.8b, #0
	sqshlu	v10.8b, v24.8b, #3
	sqshlu	v4.8b, v8.8b, #5
	sqshlu	v17.8h, v27.8h, #6
	sqshlu	v13.8h, v0.8h, #6
	sqshlu	v5.8h, v11.8h, #0
	sqshlu	v15.8h, v19.8h, #13
	sqshl	b8, b31, #3
	sqshl	b25, b9, #1
	sqshl	b24, b1, #1
	sqshl	b6, b13, #2
	sqshl	d0, d8, #44
	sqshl	d26, d22, #63
	sqshl	d30, d23, #1
	sqshl	d28, d17, #56
	sqshl	h14, h12, #2
	sqshl	h2, h29, #11
	sqshl	h26, h14, #15
	sqshl	h10, h30, #10
	sqshl	s2, s6, #31
	sqshl	s8, s3, #0
	sqshl	s10, s9, #16
	sqshl	s11, s15, #29
	sqshl	v4.16b, v1.16b, #0
	sqshl	v2.16b, v22.16b, #2
	sqshl	v18.16b, v30.16b, #1
	sqshl	v2.16b, v30.16b, #4
	sqshl	v25.2d, v7.2d, #34
	sqshl	v18.2d, v11.2d, #0
	sqshl	v22.2d, v9.2d, #44
	sqshl	v16.2d, v18.2d, #13
	sqshl	v30.2s, v28.2s, #1
	sqshl	v14.2s, v10.2s, #19
	sqshl	v16.2s, v12.2s, #1
	sqshl	v6.2s, v26.2s, #25
	sqshl	v24.4h, v10.4h, #5
	sqshl	v1.4h, v6.4h, #14
	sqshl	v27.4h, v19.4h, #5
	sqshl	v2.4h, v7.4h, #0
	sqshl	v18.4s, v29.4s, #12
	sqshl	v3.4s, v25.4s, #2
	sqshl	v16.4s, v7.4s, #9
	sqshl	v18.4s, v25.4s, #23
	sqshl	v12.8b, v30.8b, #3
	sqshl	v1.8b, v22.8b, #0
	sqshl	v21.8b, v16.8b, #0
	sqshl	v26.8b, v28.8b, #2
	sqshl	v13.8h, v23.8h, #1
	sqshl	v16.8h, v15.8h, #11
	sqshl	v1.8h, v28.8h, #5
	sqshl	v25.8h, v8.8h, #5
	sqshl	b20, b26, b18
	sqshl	b13, b17, b17
	sqshl	b31, b19, b6
	sqshl	b28, b24, b7
	sqshl	d16, d22, d26
	sqshl	d20, d1, d20
	sqshl	d27, d0, d24
	sqshl	d3, d21, d10
	sqshl	h16, h23, h11
	sqshl	h12, h30, h16
	sqshl	h24, h2, h3
	sqshl	h6, h2, h18
	sqshl	s13, s20, s30
	sqshl	s23, s18, s13
	sqshl	s18, s5, s9
	sqshl	s0, s29, s1
	sqshl	v20.16b, v9.16b, v15.16b
	sqshl	v2.16b, v2.16b, v22.16b
	sqshl	v6.16b, v5.16b, v30.16b
	sqshl	v6.16b, v18.16b, v31.16b
	sqshl	v17.2d, v8.2d, v30.2d
	sqshl	v28.2d, v9.2d, v27.2d
	sqshl	v25.2d, v1.2d, v11.2d
	sqshl	v2.2d, v29.2d, v22.2d
	sqshl	v0.2s, v25.2s, v9.2s
	sqshl	v10.2s, v1.2s, v3.2s
	sqshl	v24.2s, v29.2s, v9.2s
	sqshl	v9.2s, v6.2s, v17.2s
	sqshl	v24.4h, v26.4h, v25.4h
	sqshl	v26.4h, v28.4h, v5.4h
	sqshl	v15.4h, v4.4h, v9.4h
	sqshl	v0.4h, v24.4h, v21.4h
	sqshl	v21.4s, v20.4s, v30.4s
	sqshl	v23.4s, v18.4s, v15.4s
	sqshl	v14.4s, v8.4s, v18.4s
	sqshl	v14.4s, v6.4s, v22.4s
	sqshl	v14.8b, v27.8b, v24.8b
	sqshl	v6.8b, v4.8b, v29.8b
	sqshl	v16.8b, v24.8b, v11.8b
	sqshl	v9.8b, v19.8b, v12.8b
	sqshl	v27.8h, v24.8h, v22.8h
	sqshl	v29.8h, v17.8h, v17.8h
	sqshl	v18.8h, v7.8h, v14.8h
	sqshl	v4.8h, v14.8h, v27.8h
	sqshrn	b25, h6, #1
	sqshrn	b6, h3, #2
	sqshrn	b23, h30, #5
	sqshrn	b17, h21, #7
	sqshrn	h4, s6, #14
	sqshrn	h20, s25, #14
	sqshrn	h6, s3, #1
	sqshrn	h22, s5, #16
	sqshrn	s10, d4, #1
	sqshrn	s19, d8, #1
	sqshrn	s24, d26, #32
	sqshrn	s13, d26, #22
	sqshrn	v19.2s, v31.2d, #27
	sqshrn	v22.2s, v30.2d, #12
	sqshrn	v24.2s, v17.2d, #11
	sqshrn	v12.2s, v16.2d, #5
	sqshrn2	v16.4s, v25.2d, #4
	sqshrn2	v25.4s, v21.2d, #1
	sqshrn2	v24.4s, v30.2d, #32
	sqshrn2	v23.4s, v9.2d, #19
	sqshrn	v26.4h, v6.4s, #9
	sqshrn	v14.4h, v14.4s, #15
	sqshrn	v3.4h, v16.4s, #15
	sqshrn	v0.4h, v3.4s, #11
	sqshrn2	v11.8h, v0.4s, #3
	sqshrn2	v15.8h, v6.4s, #9
	sqshrn2	v16.8h, v20.4s, #1
	sqshrn2	v9.8h, v23.4s, #11
	sqshrn	v2.8b, v23.8h, #1
	sqshrn	v2.8b, v19.8h, #5
	sqshrn	v11.8b, v21.8h, #2
	sqshrn	v9.8b, v7.8h, #7
	sqshrn2	v7.16b, v13.8h, #1
	sqshrn2	v24.16b, v2.8h, #1
	sqshrn2	v25.16b, v18.8h, #6
	sqshrn2	v7.16b, v31.8h, #2
	sqshrun	b2, h10, #8
	sqshrun	b18, h4, #6
	sqshrun	b3, h2, #1
	sqshrun	b25, h1, #1
	sqshrun	h9, s12, #2
	sqshrun	h2, s10, #9
	sqshrun	h18, s12, #1
	sqshrun	h1, s12, #7
	sqshrun	s24, d5, #13
	sqshrun	s30, d29, #1
	sqshrun	s28, d12, #8
	sqshrun	s9, d31, #15
	sqshrun	v21.2s, v14.2d, #14
	sqshrun	v24.2s, v1.2d, #22
	sqshrun	v8.2s, v11.2d, #1
	sqshrun	v21.2s, v11.2d, #11
	sqshrun2	v26.4s, v30.2d, #26
	sqshrun2	v9.4s, v26.2d, #1
	sqshrun2	v31.4s, v4.2d, #1
	sqshrun2	v16.4s, v31.2d, #27
	sqshrun	v5.4h, v25.4s, #15
	sqshrun	v26.4h, v16.4s, #2
	sqshrun	v23.4h, v3.4s, #8
	sqshrun	v23.4h, v16.4s, #2
	sqshrun2	v7.8h, v16.4s, #1
	sqshrun2	v19.8h, v17.4s, #4
	sqshrun2	v25.8h, v17.4s, #16
	sqshrun2	v1.8h, v29.4s, #8
	sqshrun	v7.8b, v14.8h, #4
	sqshrun	v28.8b, v5.8h, #6
	sqshrun	v13.8b, v10.8h, #5
	sqshrun	v11.8b, v27.8h, #3
	sqshrun2	v25.16b, v16.8h, #2
	sqshrun2	v17.16b, v17.8h, #1
	sqshrun2	v8.16b, v6.8h, #8
	sqshrun2	v31.16b, v25.8h, #7
	sqsub	b28, b29, b12
	sqsub	b21, b17, b17
	sqsub	b0, b20, b30
	sqsub	b28, b12, b5
	sqsub	d10, d11, d2
	sqsub	d31, d31, d19
	sqsub	d31, d0, d22
	sqsub	d30, d6, d7
	sqsub	h12, h24, h18
	sqsub	h9, h22, h2
	sqsub	h7, h23, h13
	sqsub	h31, h16, h26
	sqsub	s19, s16, s27
	sqsub	s31, s31, s4
	sqsub	s30, s19, s20
	sqsub	s28, s18, s23
	sqsub	v12.16b, v9.16b, v0.16b
	sqsub	v11.16b, v29.16b, v6.16b
	sqsub	v28.16b, v17.16b, v26.16b
	sqsub	v10.16b, v20.16b, v12.16b
	sqsub	v5.2d, v2.2d, v21.2d
	sqsub	v9.2d, v14.2d, v14.2d
	sqsub	v5.2d, v11.2d, v7.2d
	sqsub	v27.2d, v8.2d, v8.2d
	sqsub	v19.2s, v24.2s, v27.2s
	sqsub	v8.2s, v5.2s, v29.2s
	sqsub	v5.2s, v9.2s, v2.2s
	sqsub	v29.2s, v12.2s, v4.2s
	sqsub	v29.4h, v28.4h, v12.4h
	sqsub	v11.4h, v29.4h, v10.4h
	sqsub	v8.4h, v0.4h, v3.4h
	sqsub	v3.4h, v29.4h, v1.4h
	sqsub	v24.4s, v28.4s, v11.4s
	sqsub	v29.4s, v3.4s, v2.4s
	sqsub	v28.4s, v5.4s, v20.4s
	sqsub	v9.4s, v30.4s, v16.4s
	sqsub	v8.8b, v30.8b, v1.8b
	sqsub	v5.8b, v16.8b, v16.8b
	sqsub	v20.8b, v30.8b, v12.8b
	sqsub	v18.8b, v18.8b, v11.8b
	sqsub	v6.8h, v31.8h, v27.8h
	sqsub	v16.8h, v13.8h, v8.8h
	sqsub	v27.8h, v0.8h, v22.8h
	sqsub	v29.8h, v21.8h, v20.8h
	sqxtn	b18, h19
	sqxtn	b31, h16
	sqxtn	b28, h20
	sqxtn	b21, h27
	sqxtn	h3, s26
	sqxtn	h26, s14
	sqxtn	h12, s18
	sqxtn	h26, s18
	sqxtn	s31, d27
	sqxtn	s16, d16
	sqxtn	s1, d22
	sqxtn	s3, d17
	sqxtn	v12.2s, v10.2d
	sqxtn	v1.2s, v11.2d
	sqxtn	v12.2s, v7.2d
	sqxtn	v7.2s, v8.2d
	sqxtn2	v25.4s, v12.2d
	sqxtn2	v5.4s, v3.2d
	sqxtn2	v14.4s, v18.2d
	sqxtn2	v7.4s, v11.2d
	sqxtn	v5.4h, v5.4s
	sqxtn	v26.4h, v9.4s
	sqxtn	v18.4h, v15.4s
	sqxtn	v0.4h, v26.4s
	sqxtn2	v16.8h, v10.4s
	sqxtn2	v16.8h, v20.4s
	sqxtn2	v4.8h, v31.4s
	sqxtn2	v26.8h, v6.4s
	sqxtn	v31.8b, v21.8h
	sqxtn	v9.8b, v8.8h
	sqxtn	v14.8b, v8.8h
	sqxtn	v6.8b, v27.8h
	sqxtn2	v4.16b, v23.8h
	sqxtn2	v1.16b, v5.8h
	sqxtn2	v0.16b, v10.8h
	sqxtn2	v14.16b, v20.8h
	sqxtun	b18, h15
	sqxtun	b9, h22
	sqxtun	b3, h9
	sqxtun	b31, h9
	sqxtun	h15, s11
	sqxtun	h10, s0
	sqxtun	h14, s28
	sqxtun	h12, s26
	sqxtun	s29, d22
	sqxtun	s30, d27
	sqxtun	s31, d17
	sqxtun	s28, d17
	sqxtun	v22.2s, v17.2d
	sqxtun	v31.2s, v2.2d
	sqxtun	v11.2s, v10.2d
	sqxtun	v5.2s, v19.2d
	sqxtun2	v8.4s, v15.2d
	sqxtun2	v18.4s, v19.2d
	sqxtun2	v27.4s, v9.2d
	sqxtun2	v2.4s, v29.2d
	sqxtun	v18.4h, v6.4s
	sqxtun	v17.4h, v14.4s
	sqxtun	v2.4h, v31.4s
	sqxtun	v19.4h, v2.4s
	sqxtun2	v16.8h, v22.4s
	sqxtun2	v11.8h, v2.4s
	sqxtun2	v26.8h, v23.4s
	sqxtun2	v15.8h, v10.4s
	sqxtun	v30.8b, v16.8h
	sqxtun	v6.8b, v29.8h
	sqxtun	v28.8b, v15.8h
	sqxtun	v10.8b, v9.8h
	sqxtun2	v24.16b, v12.8h
	sqxtun2	v3.16b, v15.8h
	sqxtun2	v17.16b, v10.8h
	sqxtun2	v5.16b, v24.8h
	srhadd	v18.16b, v31.16b, v30.16b
	srhadd	v18.16b, v18.16b, v22.16b
	srhadd	v2.16b, v9.16b, v22.16b
	srhadd	v14.16b, v31.16b, v17.16b
	srhadd	v13.2s, v6.2s, v4.2s
	srhadd	v12.2s, v19.2s, v24.2s
	srhadd	v12.2s, v5.2s, v18.2s
	srhadd	v29.2s, v14.2s, v0.2s
	srhadd	v13.4h, v12.4h, v1.4h
	srhadd	v10.4h, v10.4h, v15.4h
	srhadd	v4.4h, v0.4h, v28.4h
	srhadd	v12.4h, v27.4h, v20.4h
	srhadd	v29.4s, v0.4s, v9.4s
	srhadd	v19.4s, v12.4s, v8.4s
	srhadd	v30.4s, v16.4s, v15.4s
	srhadd	v28.4s, v6.4s, v7.4s
	srhadd	v3.8b, v16.8b, v16.8b
	srhadd	v20.8b, v27.8b, v21.8b
	srhadd	v29.8b, v0.8b, v30.8b
	srhadd	v6.8b, v3.8b, v0.8b
	srhadd	v14.8h, v1.8h, v7.8h
	srhadd	v27.8h, v11.8h, v21.8h
	srhadd	v22.8h, v1.8h, v27.8h
	srhadd	v22.8h, v25.8h, v20.8h
	sri	d25, d0, #1
	sri	d15, d6, #19
	sri	d18, d5, #2
	sri	d31, d22, #3
	sri	v9.16b, v26.16b, #1
	sri	v25.16b, v7.16b, #1
	sri	v5.16b, v13.16b, #8
	sri	v14.16b, v12.16b, #7
	sri	v28.2d, v7.2d, #49
	sri	v1.2d, v8.2d, #8
	sri	v31.2d, v18.2d, #64
	sri	v16.2d, v14.2d, #1
	sri	v6.2s, v16.2s, #19
	sri	v21.2s, v21.2s, #25
	sri	v27.2s, v14.2s, #1
	sri	v12.2s, v24.2s, #9
	sri	v18.4h, v11.4h, #3
	sri	v14.4h, v26.4h, #12
	sri	v10.4h, v9.4h, #16
	sri	v22.4h, v19.4h, #4
	sri	v13.4s, v25.4s, #3
	sri	v0.4s, v1.4s, #8
	sri	v3.4s, v31.4s, #18
	sri	v1.4s, v22.4s, #18
	sri	v23.8b, v22.8b, #8
	sri	v26.8b, v29.8b, #1
	sri	v9.8b, v12.8b, #3
	sri	v26.8b, v17.8b, #4
	sri	v22.8h, v30.8h, #1
	sri	v31.8h, v13.8h, #12
	sri	v10.8h, v11.8h, #10
	sri	v11.8h, v1.8h, #2
	srshl	d13, d4, d28
	srshl	d1, d15, d26
	srshl	d14, d20, d7
	srshl	d4, d6, d30
	srshl	v24.16b, v5.16b, v28.16b
	srshl	v16.16b, v10.16b, v9.16b
	srshl	v19.16b, v31.16b, v1.16b
	srshl	v20.16b, v15.16b, v24.16b
	srshl	v10.2d, v2.2d, v9.2d
	srshl	v20.2d, v25.2d, v30.2d
	srshl	v28.2d, v21.2d, v24.2d
	srshl	v19.2d, v25.2d, v17.2d
	srshl	v4.2s, v3.2s, v27.2s
	srshl	v12.2s, v11.2s, v21.2s
	srshl	v25.2s, v28.2s, v19.2s
	srshl	v2.2s, v30.2s, v27.2s
	srshl	v28.4h, v2.4h, v20.4h
	srshl	v1.4h, v28.4h, v6.4h
	srshl	v25.4h, v31.4h, v28.4h
	srshl	v17.4h, v23.4h, v15.4h
	srshl	v10.4s, v14.4s, v9.4s
	srshl	v4.4s, v13.4s, v15.4s
	srshl	v1.4s, v30.4s, v19.4s
	srshl	v5.4s, v12.4s, v17.4s
	srshl	v9.8b, v7.8b, v18.8b
	srshl	v2.8b, v14.8b, v21.8b
	srshl	v16.8b, v23.8b, v30.8b
	srshl	v4.8b, v2.8b, v10.8b
	srshl	v4.8h, v28.8h, v31.8h
	srshl	v1.8h, v25.8h, v1.8h
	srshl	v18.8h, v25.8h, v9.8h
	srshl	v22.8h, v16.8h, v9.8h
	srshr	d1, d8, #61
	srshr	d27, d1, #42
	srshr	d24, d9, #23
	srshr	d27, d28, #1
	srshr	v30.16b, v14.16b, #2
	srshr	v0.16b, v24.16b, #8
	srshr	v16.16b, v8.16b, #5
	srshr	v5.16b, v7.16b, #1
	srshr	v17.2d, v29.2d, #3
	srshr	v25.2d, v19.2d, #1
	srshr	v5.2d, v3.2d, #13
	srshr	v13.2d, v22.2d, #54
	srshr	v14.2s, v7.2s, #17
	srshr	v1.2s, v20.2s, #4
	srshr	v19.2s, v29.2s, #2
	srshr	v10.2s, v16.2s, #7
	srshr	v13.4h, v1.4h, #15
	srshr	v24.4h, v17.4h, #16
	srshr	v15.4h, v18.4h, #13
	srshr	v5.4h, v27.4h, #1
	srshr	v21.4s, v28.4s, #8
	srshr	v15.4s, v26.4s, #7
	srshr	v1.4s, v28.4s, #31
	srshr	v9.4s, v4.4s, #17
	srshr	v21.8b, v2.8b, #1
	srshr	v26.8b, v12.8b, #6
	srshr	v29.8b, v22.8b, #4
	srshr	v17.8b, v2.8b, #5
	srshr	v11.8h, v16.8h, #12
	srshr	v11.8h, v12.8h, #11
	srshr	v26.8h, v12.8h, #1
	srshr	v15.8h, v29.8h, #8
	srsra	d28, d1, #10
	srsra	d17, d30, #64
	srsra	d13, d21, #1
	srsra	d24, d3, #57
	srsra	v2.16b, v28.16b, #3
	srsra	v0.16b, v10.16b, #8
	srsra	v18.16b, v9.16b, #1
	srsra	v28.16b, v9.16b, #1
	srsra	v7.2d, v10.2d, #16
	srsra	v23.2d, v17.2d, #1
	srsra	v13.2d, v17.2d, #6
	srsra	v25.2d, v9.2d, #61
	srsra	v31.2s, v27.2s, #1
	srsra	v24.2s, v29.2s, #6
	srsra	v14.2s, v29.2s, #24
	srsra	v8.2s, v22.2s, #29
	srsra	v17.4h, v9.4h, #6
	srsra	v8.4h, v5.4h, #1
	srsra	v15.4h, v30.4h, #16
	srsra	v7.4h, v2.4h, #1
	srsra	v17.4s, v5.4s, #19
	srsra	v1.4s, v1.4s, #1
	srsra	v10.4s, v17.4s, #32
	srsra	v10.4s, v20.4s, #32
	srsra	v26.8b, v17.8b, #7
	srsra	v18.8b, v31.8b, #8
	srsra	v19.8b, v30.8b, #3
	srsra	v6.8b, v28.8b, #1
	srsra	v22.8h, v22.8h, #4
	srsra	v19.8h, v11.8h, #15
	srsra	v5.8h, v27.8h, #1
	srsra	v3.8h, v5.8h, #12
	sshll	v4.2d, v26.2s, #0
	sshll	v11.2d, v28.2s, #9
	sshll	v16.2d, v1.2s, #20
	sshll	v28.2d, v20.2s, #12
	sshll2	v10.2d, v9.4s, #3
	sshll2	v4.2d, v21.4s, #8
	sshll2	v21.2d, v29.4s, #0
	sshll2	v9.2d, v8.4s, #31
	sshll	v14.4s, v27.4h, #3
	sshll	v11.4s, v30.4h, #0
	sshll	v15.4s, v20.4h, #7
	sshll	v20.4s, v12.4h, #5
	sshll2	v13.4s, v5.8h, #14
	sshll2	v0.4s, v31.8h, #14
	sshll2	v23.4s, v20.8h, #0
	sshll2	v6.4s, v30.8h, #8
	sshll	v23.8h, v21.8b, #6
	sshll	v31.8h, v17.8b, #1
	sshll	v28.8h, v7.8b, #5
	sshll	v24.8h, v14.8b, #6
	sshll2	v19.8h, v1.16b, #1
	sshll2	v6.8h, v6.16b, #0
	sshll2	v17.8h, v31.16b, #0
	sshll2	v22.8h, v9.16b, #0
	sshl	d19, d24, d28
	sshl	d24, d23, d22
	sshl	d26, d7, d17
	sshl	d23, d18, d7
	sshl	v21.16b, v0.16b, v16.16b
	sshl	v24.16b, v26.16b, v7.16b
	sshl	v1.16b, v29.16b, v11.16b
	sshl	v25.16b, v19.16b, v31.16b
	sshl	v11.2d, v13.2d, v4.2d
	sshl	v1.2d, v2.2d, v13.2d
	sshl	v26.2d, v31.2d, v25.2d
	sshl	v29.2d, v0.2d, v6.2d
	sshl	v21.2s, v0.2s, v20.2s
	sshl	v8.2s, v18.2s, v19.2s
	sshl	v28.2s, v19.2s, v20.2s
	sshl	v2.2s, v21.2s, v26.2s
	sshl	v1.4h, v25.4h, v28.4h
	sshl	v29.4h, v31.4h, v13.4h
	sshl	v5.4h, v29.4h, v19.4h
	sshl	v29.4h, v11.4h, v25.4h
	sshl	v5.4s, v20.4s, v24.4s
	sshl	v13.4s, v27.4s, v11.4s
	sshl	v1.4s, v19.4s, v5.4s
	sshl	v31.4s, v23.4s, v9.4s
	sshl	v8.8b, v23.8b, v6.8b
	sshl	v31.8b, v0.8b, v9.8b
	sshl	v31.8b, v21.8b, v2.8b
	sshl	v0.8b, v13.8b, v1.8b
	sshl	v3.8h, v13.8h, v3.8h
	sshl	v10.8h, v0.8h, v25.8h
	sshl	v27.8h, v29.8h, v27.8h
	sshl	v17.8h, v17.8h, v29.8h
	sshr	d11, d16, #7
	sshr	d7, d2, #3
	sshr	d10, d16, #22
	sshr	d28, d30, #48
	sshr	v13.16b, v10.16b, #2
	sshr	v2.16b, v4.16b, #5
	sshr	v10.16b, v6.16b, #8
	sshr	v11.16b, v20.16b, #7
	sshr	v24.2d, v8.2d, #1
	sshr	v27.2d, v29.2d, #45
	sshr	v19.2d, v31.2d, #1
	sshr	v21.2d, v19.2d, #52
	sshr	v8.2s, v4.2s, #1
	sshr	v6.2s, v0.2s, #31
	sshr	v29.2s, v0.2s, #1
	sshr	v19.2s, v24.2s, #21
	sshr	v29.4h, v13.4h, #16
	sshr	v9.4h, v6.4h, #1
	sshr	v6.4h, v5.4h, #14
	sshr	v8.4h, v3.4h, #1
	sshr	v4.4s, v25.4s, #15
	sshr	v9.4s, v20.4s, #18
	sshr	v8.4s, v2.4s, #30
	sshr	v8.4s, v22.4s, #29
	sshr	v14.8b, v22.8b, #8
	sshr	v20.8b, v29.8b, #4
	sshr	v3.8b, v26.8b, #1
	sshr	v4.8b, v11.8b, #3
	sshr	v18.8h, v28.8h, #12
	sshr	v13.8h, v8.8h, #1
	sshr	v14.8h, v16.8h, #2
	sshr	v10.8h, v22.8h, #1
	ssra	d28, d11, #16
	ssra	d7, d25, #54
	ssra	d7, d29, #14
	ssra	d7, d1, #19
	ssra	v20.16b, v31.16b, #2
	ssra	v30.16b, v16.16b, #1
	ssra	v26.16b, v10.16b, #1
	ssra	v24.16b, v22.16b, #3
	ssra	v0.2d, v4.2d, #63
	ssra	v22.2d, v4.2d, #48
	ssra	v25.2d, v29.2d, #18
	ssra	v17.2d, v28.2d, #31
	ssra	v26.2s, v16.2s, #6
	ssra	v23.2s, v7.2s, #18
	ssra	v9.2s, v14.2s, #13
	ssra	v14.2s, v3.2s, #29
	ssra	v24.4h, v4.4h, #16
	ssra	v11.4h, v17.4h, #1
	ssra	v1.4h, v23.4h, #14
	ssra	v27.4h, v25.4h, #1
	ssra	v20.4s, v21.4s, #32
	ssra	v4.4s, v11.4s, #32
	ssra	v31.4s, v4.4s, #1
	ssra	v20.4s, v7.4s, #32
	ssra	v16.8b, v27.8b, #4
	ssra	v11.8b, v11.8b, #7
	ssra	v20.8b, v8.8b, #1
	ssra	v16.8b, v31.8b, #1
	ssra	v20.8h, v22.8h, #14
	ssra	v15.8h, v7.8h, #12
	ssra	v27.8h, v2.8h, #2
	ssra	v19.8h, v21.8h, #8
	ssubl	v19.2d, v7.2s, v13.2s
	ssubl	v18.2d, v22.2s, v17.2s
	ssubl	v28.2d, v5.2s, v26.2s
	ssubl	v11.2d, v14.2s, v31.2s
	ssubl2	v29.2d, v6.4s, v1.4s
	ssubl2	v10.2d, v28.4s, v24.4s
	ssubl2	v14.2d, v6.4s, v15.4s
	ssubl2	v15.2d, v24.4s, v22.4s
	ssubl	v13.4s, v16.4h, v11.4h
	ssubl	v18.4s, v13.4h, v11.4h
	ssubl	v8.4s, v13.4h, v26.4h
	ssubl	v5.4s, v21.4h, v21.4h
	ssubl2	v22.4s, v25.8h, v22.8h
	ssubl2	v30.4s, v28.8h, v20.8h
	ssubl2	v3.4s, v10.8h, v31.8h
	ssubl2	v15.4s, v23.8h, v17.8h
	ssubl	v12.8h, v26.8b, v22.8b
	ssubl	v17.8h, v22.8b, v16.8b
	ssubl	v8.8h, v22.8b, v9.8b
	ssubl	v20.8h, v10.8b, v26.8b
	ssubl2	v22.8h, v13.16b, v30.16b
	ssubl2	v0.8h, v16.16b, v2.16b
	ssubl2	v8.8h, v12.16b, v24.16b
	ssubl2	v25.8h, v29.16b, v30.16b
	ssubw	v1.2d, v20.2d, v22.2s
	ssubw	v20.2d, v23.2d, v24.2s
	ssubw	v2.2d, v21.2d, v6.2s
	ssubw	v12.2d, v13.2d, v29.2s
	ssubw2	v21.2d, v15.2d, v3.4s
	ssubw2	v16.2d, v1.2d, v6.4s
	ssubw2	v8.2d, v20.2d, v3.4s
	ssubw2	v6.2d, v11.2d, v30.4s
	ssubw	v30.4s, v20.4s, v26.4h
	ssubw	v1.4s, v8.4s, v4.4h
	ssubw	v22.4s, v16.4s, v0.4h
	ssubw	v22.4s, v21.4s, v19.4h
	ssubw2	v23.4s, v1.4s, v28.8h
	ssubw2	v27.4s, v22.4s, v7.8h
	ssubw2	v21.4s, v23.4s, v17.8h
	ssubw2	v12.4s, v0.4s, v1.8h
	ssubw	v19.8h, v2.8h, v29.8b
	ssubw	v0.8h, v11.8h, v9.8b
	ssubw	v4.8h, v13.8h, v20.8b
	ssubw	v15.8h, v28.8h, v30.8b
	ssubw2	v16.8h, v4.8h, v11.16b
	ssubw2	v16.8h, v26.8h, v16.16b
	ssubw2	v25.8h, v9.8h, v13.16b
	ssubw2	v5.8h, v22.8h, v2.16b
	st1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x6]
	st1	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x9]
	st1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x5]
	st1	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x19]
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x29], #64
	st1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x20], x28
	st1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x20], x23
	st1	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x3], #64
	st1	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x16]
	st1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x3]
	st1	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x13]
	st1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x26]
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x12], x4
	st1	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x16], #32
	st1	{ v3.1d, v4.1d, v5.1d, v6.1d }, [x21], x3
	st1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x16], x30
	st1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x8]
	st1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x15]
	st1	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x27]
	st1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x4]
	st1	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x2], x13
	st1	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x8], x1
	st1	{ v9.2d, v10.2d, v11.2d, v12.2d }, [sp], x19
	st1	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x23], x22
	st1	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x13]
	st1	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x25]
	st1	{ v30.2s, v31.2s, v0.2s, v1.2s }, [sp]
	st1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x6]
	st1	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x26], x11
	st1	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x14], x20
	st1	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x16], x27
	st1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x13], x1
	st1	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x4]
	st1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x17]
	st1	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x10]
	st1	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x11]
	st1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x26], x21
	st1	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x2], x13
	st1	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x26], x26
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x14], x27
	st1	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x19]
	st1	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x17]
	st1	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x27]
	st1	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x18]
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x8], x3
	st1	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x11], x4
	st1	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x21], x25
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x30], x30
	st1	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x0]
	st1	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x15]
	st1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x2]
	st1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x12]
	st1	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x20], x19
	st1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x13], x7
	st1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x28], x27
	st1	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x0], x20
	st1	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x23]
	st1	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x25]
	st1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x4]
	st1	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x5]
	st1	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x7], x29
	st1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x9], x1
	st1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [sp], x20
	st1	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x21], x12
	st1	{ v31.16b }, [x0]
	st1	{ v13.16b }, [x28]
	st1	{ v15.16b }, [x14]
	st1	{ v1.16b }, [x12]
	st1	{ v7.16b }, [x13], x14
	st1	{ v22.16b }, [x10], x6
	st1	{ v18.16b }, [x16], x24
	st1	{ v27.16b }, [x22], x7
	st1	{ v12.1d }, [x20]
	st1	{ v7.1d }, [x9]
	st1	{ v6.1d }, [x29]
	st1	{ v31.1d }, [x23]
	st1	{ v29.1d }, [x17], x1
	st1	{ v23.1d }, [x3], x4
	st1	{ v6.1d }, [x25], x3
	st1	{ v14.1d }, [x5], x13
	st1	{ v31.2d }, [x26]
	st1	{ v29.2d }, [x13]
	st1	{ v22.2d }, [x19]
	st1	{ v27.2d }, [x30]
	st1	{ v29.2d }, [x29], x12
	st1	{ v1.2d }, [x25], x2
	st1	{ v9.2d }, [x1], x2
	st1	{ v2.2d }, [x11], x9
	st1	{ v31.2s }, [x21]
	st1	{ v6.2s }, [x15]
	st1	{ v1.2s }, [x19]
	st1	{ v31.2s }, [x6]
	st1	{ v1.2s }, [sp], x14
	st1	{ v31.2s }, [x20], x26
	st1	{ v28.2s }, [x21], x1
	st1	{ v11.2s }, [x15], x9
	st1	{ v6.4h }, [sp]
	st1	{ v1.4h }, [x28]
	st1	{ v4.4h }, [x11]
	st1	{ v31.4h }, [x10]
	st1	{ v14.4h }, [x19], x13
	st1	{ v9.4h }, [x7], x10
	st1	{ v14.4h }, [x14], x1
	st1	{ v9.4h }, [x0], x16
	st1	{ v26.4s }, [x3]
	st1	{ v4.4s }, [x27]
	st1	{ v29.4s }, [x25]
	st1	{ v19.4s }, [x17]
	st1	{ v29.4s }, [x21], x18
	st1	{ v25.4s }, [x23], x14
	st1	{ v18.4s }, [x3], x4
	st1	{ v9.4s }, [x15], x14
	st1	{ v29.8b }, [x17]
	st1	{ v10.8b }, [x12]
	st1	{ v0.8b }, [x9]
	st1	{ v26.8b }, [x13]
	st1	{ v30.8b }, [x11], x8
	st1	{ v25.8b }, [x0], x15
	st1	{ v8.8b }, [x24], x21
	st1	{ v24.8b }, [x18], x27
	st1	{ v18.8h }, [x19]
	st1	{ v9.8h }, [x22]
	st1	{ v25.8h }, [x2]
	st1	{ v22.8h }, [x27]
	st1	{ v27.8h }, [x20], x5
	st1	{ v27.8h }, [x15], x3
	st1	{ v5.8h }, [x13], x0
	st1	{ v4.8h }, [x16], x20
	st1	{ v31.16b, v0.16b, v1.16b }, [x20]
	st1	{ v0.16b, v1.16b, v2.16b }, [x9]
	st1	{ v24.16b, v25.16b, v26.16b }, [x6]
	st1	{ v15.16b, v16.16b, v17.16b }, [x16]
	st1	{ v22.16b, v23.16b, v24.16b }, [x23], x17
	st1	{ v23.16b, v24.16b, v25.16b }, [x2], x7
	st1	{ v11.16b, v12.16b, v13.16b }, [x16], x23
	st1	{ v10.16b, v11.16b, v12.16b }, [x29], x3
	st1	{ v2.1d, v3.1d, v4.1d }, [x14]
	st1	{ v24.1d, v25.1d, v26.1d }, [x18]
	st1	{ v14.1d, v15.1d, v16.1d }, [x10]
	st1	{ v9.1d, v10.1d, v11.1d }, [x2]
	st1	{ v3.1d, v4.1d, v5.1d }, [x25], x10
	st1	{ v17.1d, v18.1d, v19.1d }, [x18], x29
	st1	{ v13.1d, v14.1d, v15.1d }, [x1], x16
	st1	{ v2.1d, v3.1d, v4.1d }, [x12], x22
	st1	{ v6.2d, v7.2d, v8.2d }, [x24]
	st1	{ v14.2d, v15.2d, v16.2d }, [x12]
	st1	{ v18.2d, v19.2d, v20.2d }, [x16]
	st1	{ v8.2d, v9.2d, v10.2d }, [x27]
	st1	{ v29.2d, v30.2d, v31.2d }, [x26], x24
	st1	{ v9.2d, v10.2d, v11.2d }, [x21], x4
	st1	{ v12.2d, v13.2d, v14.2d }, [x20], x29
	st1	{ v30.2d, v31.2d, v0.2d }, [x5], x25
	st1	{ v24.2s, v25.2s, v26.2s }, [x1]
	st1	{ v6.2s, v7.2s, v8.2s }, [x18]
	st1	{ v0.2s, v1.2s, v2.2s }, [x7]
	st1	{ v10.2s, v11.2s, v12.2s }, [x15]
	st1	{ v17.2s, v18.2s, v19.2s }, [x22], x7
	st1	{ v7.2s, v8.2s, v9.2s }, [x12], x18
	st1	{ v6.2s, v7.2s, v8.2s }, [x4], x23
	st1	{ v7.2s, v8.2s, v9.2s }, [x0], x17
	st1	{ v27.4h, v28.4h, v29.4h }, [x24]
	st1	{ v12.4h, v13.4h, v14.4h }, [x28]
	st1	{ v31.4h, v0.4h, v1.4h }, [x23]
	st1	{ v2.4h, v3.4h, v4.4h }, [x18]
	st1	{ v14.4h, v15.4h, v16.4h }, [x13], x15
	st1	{ v8.4h, v9.4h, v10.4h }, [x0], x28
	st1	{ v0.4h, v1.4h, v2.4h }, [x7], x3
	st1	{ v10.4h, v11.4h, v12.4h }, [x20], x4
	st1	{ v19.4s, v20.4s, v21.4s }, [x2]
	st1	{ v22.4s, v23.4s, v24.4s }, [x12]
	st1	{ v1.4s, v2.4s, v3.4s }, [x27]
	st1	{ v24.4s, v25.4s, v26.4s }, [x23]
	st1	{ v7.4s, v8.4s, v9.4s }, [x4], #48
	st1	{ v1.4s, v2.4s, v3.4s }, [x28], x16
	st1	{ v25.4s, v26.4s, v27.4s }, [x1], x15
	st1	{ v18.4s, v19.4s, v20.4s }, [x19], #48
	st1	{ v17.8b, v18.8b, v19.8b }, [x17]
	st1	{ v2.8b, v3.8b, v4.8b }, [x9]
	st1	{ v24.8b, v25.8b, v26.8b }, [x3]
	st1	{ v30.8b, v31.8b, v0.8b }, [x10]
	st1	{ v25.8b, v26.8b, v27.8b }, [x13], x11
	st1	{ v21.8b, v22.8b, v23.8b }, [x13], x30
	st1	{ v22.8b, v23.8b, v24.8b }, [x29], x23
	st1	{ v10.8b, v11.8b, v12.8b }, [x20], x4
	st1	{ v18.8h, v19.8h, v20.8h }, [x11]
	st1	{ v22.8h, v23.8h, v24.8h }, [x2]
	st1	{ v23.8h, v24.8h, v25.8h }, [x30]
	st1	{ v10.8h, v11.8h, v12.8h }, [x4]
	st1	{ v19.8h, v20.8h, v21.8h }, [x27], x6
	st1	{ v19.8h, v20.8h, v21.8h }, [x16], x0
	st1	{ v23.8h, v24.8h, v25.8h }, [x10], x17
	st1	{ v22.8h, v23.8h, v24.8h }, [x27], x24
	st1	{ v26.16b, v27.16b }, [x25]
	st1	{ v12.16b, v13.16b }, [x18]
	st1	{ v23.16b, v24.16b }, [sp]
	st1	{ v2.16b, v3.16b }, [x17]
	st1	{ v5.16b, v6.16b }, [x2], x3
	st1	{ v30.16b, v31.16b }, [x28], x28
	st1	{ v25.16b, v26.16b }, [x20], x2
	st1	{ v4.16b, v5.16b }, [x25], x18
	st1	{ v0.1d, v1.1d }, [x17]
	st1	{ v8.1d, v9.1d }, [x20]
	st1	{ v16.1d, v17.1d }, [x26]
	st1	{ v12.1d, v13.1d }, [x12]
	st1	{ v24.1d, v25.1d }, [x16], x17
	st1	{ v21.1d, v22.1d }, [x0], x3
	st1	{ v16.1d, v17.1d }, [x23], x24
	st1	{ v8.1d, v9.1d }, [x6], x18
	st1	{ v25.2d, v26.2d }, [sp]
	st1	{ v31.2d, v0.2d }, [x25]
	st1	{ v21.2d, v22.2d }, [x8]
	st1	{ v3.2d, v4.2d }, [x18]
	st1	{ v31.2d, v0.2d }, [x7], #32
	st1	{ v29.2d, v30.2d }, [x0], x24
	st1	{ v31.2d, v0.2d }, [x9], x11
	st1	{ v9.2d, v10.2d }, [x15], x18
	st1	{ v25.2s, v26.2s }, [x12]
	st1	{ v19.2s, v20.2s }, [x19]
	st1	{ v8.2s, v9.2s }, [x3]
	st1	{ v30.2s, v31.2s }, [x28]
	st1	{ v22.2s, v23.2s }, [x1], x17
	st1	{ v3.2s, v4.2s }, [x3], x22
	st1	{ v8.2s, v9.2s }, [x29], x25
	st1	{ v0.2s, v1.2s }, [x19], x0
	st1	{ v16.4h, v17.4h }, [x30]
	st1	{ v26.4h, v27.4h }, [x27]
	st1	{ v5.4h, v6.4h }, [sp]
	st1	{ v17.4h, v18.4h }, [x21]
	st1	{ v21.4h, v22.4h }, [x4], x11
	st1	{ v31.4h, v0.4h }, [x9], x2
	st1	{ v17.4h, v18.4h }, [x8], x6
	st1	{ v18.4h, v19.4h }, [x10], x8
	st1	{ v22.4s, v23.4s }, [x1]
	st1	{ v3.4s, v4.4s }, [x3]
	st1	{ v30.4s, v31.4s }, [x25]
	st1	{ v20.4s, v21.4s }, [x12]
	st1	{ v11.4s, v12.4s }, [x1], x25
	st1	{ v3.4s, v4.4s }, [x5], x18
	st1	{ v11.4s, v12.4s }, [x7], x23
	st1	{ v21.4s, v22.4s }, [x16], x22
	st1	{ v25.8b, v26.8b }, [x2]
	st1	{ v28.8b, v29.8b }, [x2]
	st1	{ v11.8b, v12.8b }, [x3]
	st1	{ v27.8b, v28.8b }, [x24]
	st1	{ v31.8b, v0.8b }, [x1], x8
	st1	{ v26.8b, v27.8b }, [x16], x30
	st1	{ v18.8b, v19.8b }, [x0], x29
	st1	{ v29.8b, v30.8b }, [x22], x2
	st1	{ v6.8h, v7.8h }, [x29]
	st1	{ v21.8h, v22.8h }, [x14]
	st1	{ v2.8h, v3.8h }, [x16]
	st1	{ v22.8h, v23.8h }, [x4]
	st1	{ v14.8h, v15.8h }, [x22], x25
	st1	{ v29.8h, v30.8h }, [x5], x29
	st1	{ v25.8h, v26.8h }, [x4], x11
	st1	{ v14.8h, v15.8h }, [x23], x29
	st1	{ v3.b }[0], [x0]
	st1	{ v11.b }[5], [x3]
	st1	{ v26.b }[7], [x27]
	st1	{ v30.b }[10], [x16]
	st1	{ v16.b }[0], [x6], #1
	st1	{ v1.b }[13], [x23], #1
	st1	{ v6.b }[0], [x13], x11
	st1	{ v28.b }[1], [x3], x3
	st1	{ v3.d }[1], [x19]
	st1	{ v24.d }[1], [x11]
	st1	{ v5.d }[0], [x6]
	st1	{ v26.d }[0], [x6]
	st1	{ v25.d }[1], [x21], x9
	st1	{ v14.d }[0], [x15], x23
	st1	{ v12.d }[1], [x13], #8
	st1	{ v29.d }[0], [x10], x8
	st1	{ v21.h }[6], [x10]
	st1	{ v31.h }[3], [x17]
	st1	{ v15.h }[6], [x12]
	st1	{ v5.h }[4], [x0]
	st1	{ v0.h }[7], [x6], x28
	st1	{ v25.h }[0], [x29], x19
	st1	{ v17.h }[5], [x10], x15
	st1	{ v27.h }[2], [x16], x12
	st1	{ v24.s }[2], [x11]
	st1	{ v21.s }[3], [x25]
	st1	{ v31.s }[0], [x4]
	st1	{ v25.s }[0], [x13]
	st1	{ v14.s }[1], [x0], x24
	st1	{ v8.s }[2], [x2], x13
	st1	{ v16.s }[0], [x30], x24
	st1	{ v5.s }[1], [x29], x2
	st2	{ v28.b, v29.b }[0], [sp]
	st2	{ v29.b, v30.b }[5], [x0]
	st2	{ v31.b, v0.b }[6], [x16]
	st2	{ v16.b, v17.b }[15], [x10]
	st2	{ v12.b, v13.b }[11], [x21], x15
	st2	{ v13.b, v14.b }[11], [x3], x9
	st2	{ v21.b, v22.b }[10], [x18], x2
	st2	{ v27.b, v28.b }[1], [x0], x3
	st2	{ v21.d, v22.d }[0], [x12]
	st2	{ v18.d, v19.d }[0], [x20]
	st2	{ v26.d, v27.d }[0], [sp]
	st2	{ v6.d, v7.d }[1], [x6]
	st2	{ v20.d, v21.d }[0], [x27], x25
	st2	{ v13.d, v14.d }[1], [x30], x13
	st2	{ v18.d, v19.d }[0], [x15], x11
	st2	{ v22.d, v23.d }[0], [x3], x21
	st2	{ v5.h, v6.h }[5], [x17]
	st2	{ v14.h, v15.h }[0], [x28]
	st2	{ v1.h, v2.h }[5], [x20]
	st2	{ v21.h, v22.h }[1], [x8]
	st2	{ v25.h, v26.h }[0], [x13], x6
	st2	{ v19.h, v20.h }[0], [x20], x5
	st2	{ v20.h, v21.h }[0], [x16], x11
	st2	{ v20.h, v21.h }[0], [x19], x11
	st2	{ v6.s, v7.s }[0], [x14]
	st2	{ v9.s, v10.s }[0], [x26]
	st2	{ v30.s, v31.s }[2], [x6]
	st2	{ v27.s, v28.s }[3], [x11]
	st2	{ v18.s, v19.s }[1], [x19], x16
	st2	{ v0.s, v1.s }[3], [x18], x20
	st2	{ v28.s, v29.s }[0], [x7], x16
	st2	{ v10.s, v11.s }[1], [x15], x21
	st2	{ v27.16b, v28.16b }, [x28]
	st2	{ v15.16b, v16.16b }, [x21]
	st2	{ v16.16b, v17.16b }, [x2]
	st2	{ v3.16b, v4.16b }, [x28]
	st2	{ v10.16b, v11.16b }, [x23], x4
	st2	{ v5.16b, v6.16b }, [x23], x14
	st2	{ v12.16b, v13.16b }, [x2], x8
	st2	{ v21.16b, v22.16b }, [x10], x27
	st2	{ v9.2d, v10.2d }, [x8]
	st2	{ v31.2d, v0.2d }, [x13]
	st2	{ v2.2d, v3.2d }, [x11]
	st2	{ v28.2d, v29.2d }, [x10]
	st2	{ v31.2d, v0.2d }, [x20], x14
	st2	{ v0.2d, v1.2d }, [x24], x17
	st2	{ v24.2d, v25.2d }, [x7], x10
	st2	{ v2.2d, v3.2d }, [x5], x30
	st2	{ v20.2s, v21.2s }, [x22]
	st2	{ v7.2s, v8.2s }, [x1]
	st2	{ v24.2s, v25.2s }, [x19]
	st2	{ v20.2s, v21.2s }, [x18]
	st2	{ v23.2s, v24.2s }, [x29], x26
	st2	{ v1.2s, v2.2s }, [x28], x23
	st2	{ v23.2s, v24.2s }, [x7], x30
	st2	{ v16.2s, v17.2s }, [x10], x0
	st2	{ v0.4h, v1.4h }, [x26]
	st2	{ v26.4h, v27.4h }, [x16]
	st2	{ v14.4h, v15.4h }, [x29]
	st2	{ v0.4h, v1.4h }, [x24]
	st2	{ v10.4h, v11.4h }, [x4], x25
	st2	{ v21.4h, v22.4h }, [x22], x25
	st2	{ v16.4h, v17.4h }, [x27], x19
	st2	{ v9.4h, v10.4h }, [x23], x5
	st2	{ v29.4s, v30.4s }, [x12]
	st2	{ v22.4s, v23.4s }, [x21]
	st2	{ v11.4s, v12.4s }, [x9]
	st2	{ v30.4s, v31.4s }, [x10]
	st2	{ v29.4s, v30.4s }, [x26], x14
	st2	{ v29.4s, v30.4s }, [x5], x20
	st2	{ v1.4s, v2.4s }, [x28], x24
	st2	{ v4.4s, v5.4s }, [x11], #32
	st2	{ v2.8b, v3.8b }, [x15]
	st2	{ v20.8b, v21.8b }, [x15]
	st2	{ v14.8b, v15.8b }, [x4]
	st2	{ v27.8b, v28.8b }, [x30]
	st2	{ v11.8b, v12.8b }, [x6], x13
	st2	{ v12.8b, v13.8b }, [x15], x17
	st2	{ v11.8b, v12.8b }, [x22], x21
	st2	{ v8.8b, v9.8b }, [x0], x28
	st2	{ v7.8h, v8.8h }, [x13]
	st2	{ v1.8h, v2.8h }, [x8]
	st2	{ v30.8h, v31.8h }, [x18]
	st2	{ v8.8h, v9.8h }, [x21]
	st2	{ v7.8h, v8.8h }, [x18], x5
	st2	{ v24.8h, v25.8h }, [x0], x25
	st2	{ v28.8h, v29.8h }, [x26], x11
	st2	{ v23.8h, v24.8h }, [x1], x5
	st3	{ v10.b, v11.b, v12.b }[11], [x5]
	st3	{ v4.b, v5.b, v6.b }[11], [x10]
	st3	{ v2.b, v3.b, v4.b }[0], [x11]
	st3	{ v1.b, v2.b, v3.b }[0], [x23]
	st3	{ v15.b, v16.b, v17.b }[0], [x1], x1
	st3	{ v3.b, v4.b, v5.b }[1], [x11], x24
	st3	{ v25.b, v26.b, v27.b }[15], [x23], x3
	st3	{ v25.b, v26.b, v27.b }[15], [x28], x10
	st3	{ v3.d, v4.d, v5.d }[0], [x16]
	st3	{ v14.d, v15.d, v16.d }[1], [x29]
	st3	{ v26.d, v27.d, v28.d }[1], [x2]
	st3	{ v8.d, v9.d, v10.d }[0], [x17]
	st3	{ v2.d, v3.d, v4.d }[0], [x27], x5
	st3	{ v30.d, v31.d, v0.d }[1], [x6], x9
	st3	{ v6.d, v7.d, v8.d }[0], [x24], #24
	st3	{ v22.d, v23.d, v24.d }[1], [x29], x11
	st3	{ v13.h, v14.h, v15.h }[7], [x3]
	st3	{ v4.h, v5.h, v6.h }[0], [x23]
	st3	{ v22.h, v23.h, v24.h }[5], [x20]
	st3	{ v1.h, v2.h, v3.h }[7], [x28]
	st3	{ v16.h, v17.h, v18.h }[2], [x8], x30
	st3	{ v19.h, v20.h, v21.h }[0], [x27], #6
	st3	{ v19.h, v20.h, v21.h }[0], [x8], #6
	st3	{ v21.h, v22.h, v23.h }[0], [x10], x11
	st3	{ v24.s, v25.s, v26.s }[0], [x19]
	st3	{ v8.s, v9.s, v10.s }[0], [x6]
	st3	{ v19.s, v20.s, v21.s }[2], [x16]
	st3	{ v12.s, v13.s, v14.s }[3], [x1]
	st3	{ v28.s, v29.s, v30.s }[1], [x26], x21
	st3	{ v10.s, v11.s, v12.s }[2], [x26], x17
	st3	{ v14.s, v15.s, v16.s }[0], [x4], x2
	st3	{ v12.s, v13.s, v14.s }[3], [x6], x11
	st3	{ v1.16b, v2.16b, v3.16b }, [x0]
	st3	{ v10.16b, v11.16b, v12.16b }, [x10]
	st3	{ v5.16b, v6.16b, v7.16b }, [x16]
	st3	{ v3.16b, v4.16b, v5.16b }, [x4]
	st3	{ v26.16b, v27.16b, v28.16b }, [x0], x6
	st3	{ v8.16b, v9.16b, v10.16b }, [x11], x20
	st3	{ v24.16b, v25.16b, v26.16b }, [x18], x10
	st3	{ v10.16b, v11.16b, v12.16b }, [x26], x21
	st3	{ v0.2d, v1.2d, v2.2d }, [x1]
	st3	{ v7.2d, v8.2d, v9.2d }, [x20]
	st3	{ v14.2d, v15.2d, v16.2d }, [x21]
	st3	{ v6.2d, v7.2d, v8.2d }, [x5]
	st3	{ v17.2d, v18.2d, v19.2d }, [x16], x18
	st3	{ v4.2d, v5.2d, v6.2d }, [x28], x1
	st3	{ v28.2d, v29.2d, v30.2d }, [x1], x26
	st3	{ v24.2d, v25.2d, v26.2d }, [x10], x13
	st3	{ v29.2s, v30.2s, v31.2s }, [x29]
	st3	{ v3.2s, v4.2s, v5.2s }, [x15]
	st3	{ v28.2s, v29.2s, v30.2s }, [x6]
	st3	{ v23.2s, v24.2s, v25.2s }, [x6]
	st3	{ v0.2s, v1.2s, v2.2s }, [x25], x1
	st3	{ v3.2s, v4.2s, v5.2s }, [x26], #24
	st3	{ v27.2s, v28.2s, v29.2s }, [x2], x13
	st3	{ v31.2s, v0.2s, v1.2s }, [x19], x30
	st3	{ v11.4h, v12.4h, v13.4h }, [x11]
	st3	{ v21.4h, v22.4h, v23.4h }, [x17]
	st3	{ v2.4h, v3.4h, v4.4h }, [x6]
	st3	{ v6.4h, v7.4h, v8.4h }, [x25]
	st3	{ v20.4h, v21.4h, v22.4h }, [x1], x22
	st3	{ v30.4h, v31.4h, v0.4h }, [x13], x16
	st3	{ v17.4h, v18.4h, v19.4h }, [x29], x4
	st3	{ v28.4h, v29.4h, v30.4h }, [x29], x28
	st3	{ v17.4s, v18.4s, v19.4s }, [x20]
	st3	{ v12.4s, v13.4s, v14.4s }, [x29]
	st3	{ v13.4s, v14.4s, v15.4s }, [x11]
	st3	{ v2.4s, v3.4s, v4.4s }, [x15]
	st3	{ v23.4s, v24.4s, v25.4s }, [x13], x3
	st3	{ v14.4s, v15.4s, v16.4s }, [x30], x29
	st3	{ v1.4s, v2.4s, v3.4s }, [x20], x17
	st3	{ v12.4s, v13.4s, v14.4s }, [x7], x19
	st3	{ v3.8b, v4.8b, v5.8b }, [x3]
	st3	{ v27.8b, v28.8b, v29.8b }, [x16]
	st3	{ v21.8b, v22.8b, v23.8b }, [x8]
	st3	{ v24.8b, v25.8b, v26.8b }, [x7]
	st3	{ v10.8b, v11.8b, v12.8b }, [x0], x8
	st3	{ v25.8b, v26.8b, v27.8b }, [x20], x17
	st3	{ v19.8b, v20.8b, v21.8b }, [x21], x3
	st3	{ v4.8b, v5.8b, v6.8b }, [x26], x14
	st3	{ v9.8h, v10.8h, v11.8h }, [x19]
	st3	{ v20.8h, v21.8h, v22.8h }, [sp]
	st3	{ v25.8h, v26.8h, v27.8h }, [x5]
	st3	{ v4.8h, v5.8h, v6.8h }, [x9]
	st3	{ v0.8h, v1.8h, v2.8h }, [x15], x29
	st3	{ v27.8h, v28.8h, v29.8h }, [x9], x4
	st3	{ v13.8h, v14.8h, v15.8h }, [x9], x19
	st3	{ v30.8h, v31.8h, v0.8h }, [x6], x26
	st4	{ v11.b, v12.b, v13.b, v14.b }[4], [x5]
	st4	{ v13.b, v14.b, v15.b, v16.b }[5], [x9]
	st4	{ v21.b, v22.b, v23.b, v24.b }[14], [x18]
	st4	{ v5.b, v6.b, v7.b, v8.b }[11], [x9]
	st4	{ v23.b, v24.b, v25.b, v26.b }[11], [x23], x23
	st4	{ v9.b, v10.b, v11.b, v12.b }[1], [x10], x23
	st4	{ v26.b, v27.b, v28.b, v29.b }[0], [x26], x0
	st4	{ v30.b, v31.b, v0.b, v1.b }[9], [x28], x23
	st4	{ v29.d, v30.d, v31.d, v0.d }[0], [x21]
	st4	{ v20.d, v21.d, v22.d, v23.d }[1], [x8]
	st4	{ v21.d, v22.d, v23.d, v24.d }[1], [x4]
	st4	{ v12.d, v13.d, v14.d, v15.d }[0], [x11]
	st4	{ v26.d, v27.d, v28.d, v29.d }[1], [x28], x24
	st4	{ v1.d, v2.d, v3.d, v4.d }[0], [x4], x21
	st4	{ v5.d, v6.d, v7.d, v8.d }[0], [x22], x15
	st4	{ v22.d, v23.d, v24.d, v25.d }[0], [x30], x0
	st4	{ v18.h, v19.h, v20.h, v21.h }[3], [x4]
	st4	{ v2.h, v3.h, v4.h, v5.h }[7], [x13]
	st4	{ v29.h, v30.h, v31.h, v0.h }[7], [x26]
	st4	{ v28.h, v29.h, v30.h, v31.h }[0], [sp]
	st4	{ v22.h, v23.h, v24.h, v25.h }[1], [x16], x23
	st4	{ v13.h, v14.h, v15.h, v16.h }[5], [x27], x1
	st4	{ v19.h, v20.h, v21.h, v22.h }[3], [x30], x20
	st4	{ v8.h, v9.h, v10.h, v11.h }[3], [x15], x14
	st4	{ v16.s, v17.s, v18.s, v19.s }[0], [x22]
	st4	{ v15.s, v16.s, v17.s, v18.s }[1], [x14]
	st4	{ v25.s, v26.s, v27.s, v28.s }[2], [x7]
	st4	{ v14.s, v15.s, v16.s, v17.s }[3], [x26]
	st4	{ v11.s, v12.s, v13.s, v14.s }[0], [x0], x19
	st4	{ v31.s, v0.s, v1.s, v2.s }[3], [x22], x29
	st4	{ v7.s, v8.s, v9.s, v10.s }[3], [x29], x15
	st4	{ v18.s, v19.s, v20.s, v21.s }[2], [sp], x29
	st4	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x4]
	st4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x1]
	st4	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x13]
	st4	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x27]
	st4	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x3], x16
	st4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x17], x7
	st4	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x6], x8
	st4	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x18], x10
	st4	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x0]
	st4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x21]
	st4	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x7]
	st4	{ v5.2d, v6.2d, v7.2d, v8.2d }, [sp]
	st4	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x29], x24
	st4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x21], x17
	st4	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x30], x21
	st4	{ v28.2d, v29.2d, v30.2d, v31.2d }, [sp], x13
	st4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x26]
	st4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x14]
	st4	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x23]
	st4	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x14]
	st4	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x13], x10
	st4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x17], x19
	st4	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x9], x0
	st4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x14], x13
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x24]
	st4	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x22]
	st4	{ v11.4h, v12.4h, v13.4h, v14.4h }, [sp]
	st4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x17]
	st4	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x21], x19
	st4	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x22], x18
	st4	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x10], x15
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x8], x20
	st4	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x8]
	st4	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x2]
	st4	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x14]
	st4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x18]
	st4	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x2], x4
	st4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x9], x0
	st4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x3], x1
	st4	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x14], x4
	st4	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x24]
	st4	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x28]
	st4	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x9]
	st4	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x17]
	st4	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x0], x18
	st4	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x11], x12
	st4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x21], x20
	st4	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x6], x8
	st4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x26]
	st4	{ v5.8h, v6.8h, v7.8h, v8.8h }, [sp]
	st4	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x5]
	st4	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x25]
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x25], x4
	st4	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x14], x26
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x29], x25
	st4	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x19], x11
	stlr	w7, [x19]
	stlr	w25, [x12]
	stlr	w15, [x16]
	stlr	w2, [x16]
	stlr	x0, [x4]
	stlr	x20, [x30]
	stlr	x9, [x4]
	stlr	x8, [x18]
	stlrb	w29, [sp]
	stlrb	w23, [x22]
	stlrb	w25, [x12]
	stlrb	w7, [x26]
	stlrh	w24, [x1]
	stlrh	w17, [x14]
	stlrh	w22, [x26]
	stlrh	w21, [x14]
	stlxp	w21, w12, wzr, [x19]
	stlxp	w2, w6, w13, [x20]
	stlxp	w10, w13, w30, [x12]
	stlxp	w27, w3, w1, [x9]
	stlxp	w21, x26, x7, [x29]
	stlxp	w2, xzr, x15, [x30]
	stlxp	w16, x28, x22, [x8]
	stlxp	w18, x30, x12, [x20]
	stlxr	w15, w17, [x26]
	stlxr	w16, w26, [x14]
	stlxr	w7, w22, [x21]
	stlxr	w9, w18, [x15]
	stlxr	w9, x13, [x14]
	stlxr	w18, x12, [x30]
	stlxr	w15, x22, [x20]
	stlxr	w10, x14, [x22]
	stlxrb	w10, w5, [x12]
	stlxrb	w9, w13, [x27]
	stlxrb	w29, w11, [x25]
	stlxrb	w16, w18, [x20]
	stlxrh	w6, wzr, [x18]
	stlxrh	w13, w9, [x30]
	stlxrh	w17, w1, [x26]
	stlxrh	w1, w16, [x22]
	stnp	d14, d1, [x27, #-272]
	stnp	d20, d21, [x29, #504]
	stnp	d10, d1, [x7, #104]
	stnp	d20, d31, [x3, #-480]
	stnp	q18, q28, [x1]
	stnp	q30, q2, [x21, #1008]
	stnp	q31, q7, [x5, #-592]
	stnp	q19, q29, [x1, #528]
	stnp	s5, s23, [x8]
	stnp	s15, s2, [x28]
	stnp	s24, s2, [x24, #-32]
	stnp	s28, s22, [x23, #-240]
	stnp	w19, w10, [x9]
	stnp	w4, w22, [x3, #-196]
	stnp	w22, w21, [x20, #-244]
	stnp	w5, w19, [x8, #136]
	stnp	x9, x14, [x13, #448]
	stnp	x7, x19, [x17, #-160]
	stnp	x14, x0, [x16]
	stnp	xzr, x6, [x21]
	stp	d20, d26, [x26, #232]
	stp	d8, d17, [x8, #416]
	stp	d21, d7, [x17, #-280]
	stp	d4, d2, [x20, #-512]
	stp	d21, d26, [x11], #488
	stp	d8, d4, [x24], #-448
	stp	d4, d18, [x23], #-192
	stp	d20, d17, [x30], #-104
	stp	d9, d1, [x9, #144]!
	stp	d18, d24, [x17, #48]!
	stp	d1, d12, [x0, #72]!
	stp	d29, d18, [x0, #104]!
	stp	q3, q11, [x17, #-688]
	stp	q21, q17, [x17]
	stp	q5, q27, [x24, #-176]
	stp	q5, q15, [x3]
	stp	q28, q26, [x28], #-16
	stp	q18, q13, [x7], #160
	stp	q2, q23, [x6], #0
	stp	q19, q29, [x16], #-400
	stp	q15, q1, [x28, #672]!
	stp	q24, q22, [x17, #-448]!
	stp	q18, q4, [x18, #16]!
	stp	q8, q8, [x17, #416]!
	stp	s14, s20, [x1]
	stp	s0, s1, [x11, #-212]
	stp	s23, s12, [x10, #16]
	stp	s21, s21, [x12]
	stp	s6, s5, [x29], #-240
	stp	s11, s21, [x8], #-236
	stp	s25, s20, [x21], #192
	stp	s19, s26, [x2], #-256
	stp	s17, s10, [x21, #136]!
	stp	s22, s30, [x13, #0]!
	stp	s29, s29, [x26, #-84]!
	stp	s2, s12, [x29, #-144]!
	stp	w12, w14, [x1]
	stp	w8, w7, [x9, #-8]
	stp	w14, w8, [x10]
	stp	w2, w19, [x2, #244]
	stp	wzr, w25, [x5], #-236
	stp	w27, w22, [x18], #-76
	stp	w25, w19, [x17], #152
	stp	w22, w20, [x21], #36
	stp	w17, w14, [x25, #-28]!
	stp	w7, w12, [x21, #92]!
	stp	w14, w10, [x3, #-256]!
	stp	w11, w26, [x10, #-244]!
	stp	x3, x29, [x24]
	stp	x6, x5, [x22]
	stp	x12, x24, [x10, #-512]
	stp	x12, x20, [x13, #440]
	stp	x9, x13, [x15], #0
	stp	x28, x25, [x10], #-296
	stp	x11, x18, [sp], #184
	stp	x20, x13, [x18], #-352
	stp	x4, x23, [x6, #-144]!
	stp	x29, x23, [x27, #104]!
	stp	x23, x16, [x4, #392]!
	stp	x24, x12, [x14, #0]!
	stur	b1, [x10]
	stur	b13, [x28, #-1]
	stur	b21, [x10, #-256]
	stur	b14, [x11]
	str	b9, [x29], #-43
	str	b20, [x20], #158
	str	b18, [x7], #163
	str	b26, [sp], #56
	str	b22, [x29, #12]!
	str	b21, [x18, #122]!
	str	b29, [x7, #130]!
	str	b12, [x29, #255]!
	str	b13, [x5, w24, uxtw]
	str	b22, [x13, w5, uxtw]
	str	b31, [x16, w24, uxtw #0]
	str	b6, [x26, w13, uxtw]
	str	b5, [x23, x8, lsl #0]
	str	b25, [x21, x11]
	str	b2, [x4, x6, sxtx]
	str	b10, [x5, x27, sxtx]
	str	b28, [x3, #1467]
	str	b20, [x6, #3492]
	str	b0, [x20]
	str	b24, [x25, #3624]
	sturb	w25, [x3]
	sturb	w22, [x17, #-88]
	sturb	w2, [x11, #-234]
	sturb	w7, [x29, #195]
	strb	w28, [x2], #225
	strb	w23, [x11], #38
	strb	w1, [x4], #215
	strb	w1, [x3], #171
	strb	w16, [x25, #138]!
	strb	w13, [x9, #161]!
	strb	w11, [x7, #-153]!
	strb	w3, [x16, #-246]!
	strb	w4, [x25, w9, sxtw]
	strb	w13, [x18, w28, uxtw #0]
	strb	w1, [x1, w0, uxtw]
	strb	w21, [x5, w7, sxtw #0]
	strb	w16, [x25, x3, sxtx]
	strb	w17, [x23, x26, lsl #0]
	strb	w18, [x11, x29, sxtx #0]
	strb	wzr, [x14, x3, sxtx #0]
	strb	w20, [x13, #2902]
	strb	w10, [x0]
	strb	w30, [x28, #841]
	strb	w17, [x18]
	stur	d0, [x15]
	stur	d17, [x3, #-200]
	stur	d16, [x30, #64]
	stur	d2, [x21, #-101]
	str	d4, [x11], #-2
	str	d5, [x20], #-227
	str	d26, [x21], #39
	str	d30, [x16], #-72
	str	d18, [x9, #-256]!
	str	d12, [x10, #-256]!
	str	d10, [x27, #22]!
	str	d30, [x18, #130]!
	str	d4, [x25, w28, uxtw]
	str	d19, [x3, w6, sxtw]
	str	d18, [x29, w6, uxtw]
	str	d13, [x14, w19, uxtw]
	str	d13, [x19, x26]
	str	d7, [x0, xzr, lsl #3]
	str	d24, [x25, x29]
	str	d1, [x4, x22, lsl #3]
	str	d1, [x16]
	str	d31, [x4, #31688]
	str	d1, [x2]
	str	d16, [x0]
	stur	h6, [x19, #68]
	stur	h25, [x6]
	stur	h3, [x22, #-137]
	stur	h5, [x11, #-224]
	str	h6, [x29], #-175
	str	h17, [x27], #210
	str	h25, [x17], #-1
	str	h4, [x4], #255
	str	h4, [x19, #22]!
	str	h19, [x25, #-86]!
	str	h16, [x16, #-107]!
	str	h6, [x5, #-173]!
	str	h16, [x16, w7, sxtw #1]
	str	h7, [x15, w22, sxtw #1]
	str	h27, [x7, w19, sxtw #1]
	str	h1, [x19, w10, sxtw #1]
	str	h17, [x1, x21, sxtx]
	str	h5, [x26, xzr, lsl #1]
	str	h3, [x3, x22]
	str	h18, [x5, x19, sxtx]
	str	h18, [x7]
	str	h11, [x15, #3180]
	str	h31, [x26]
	str	h11, [x3]
	sturh	w19, [x2]
	sturh	w29, [x0, #161]
	sturh	w17, [x12]
	sturh	w0, [x23, #28]
	strh	w1, [x15], #5
	strh	w4, [x19], #32
	strh	w0, [x22], #198
	strh	w13, [x20], #200
	strh	w13, [x24, #230]!
	strh	w22, [x18, #135]!
	strh	w17, [x20, #9]!
	strh	w14, [x17, #117]!
	strh	w9, [x6, w24, sxtw #1]
	strh	w22, [x18, w10, uxtw #1]
	strh	w18, [x0, w14, sxtw #1]
	strh	w10, [x11, w15, uxtw #1]
	strh	w23, [sp, x14, sxtx]
	strh	w23, [x21, x10, sxtx]
	strh	w22, [x18, xzr, sxtx #1]
	strh	wzr, [x2, x17, sxtx]
	strh	w10, [x29, #2174]
	strh	w21, [x26]
	strh	w7, [x8]
	strh	w23, [x26, #5436]
	stur	q11, [x7, #144]
	stur	q23, [x8, #255]
	stur	q20, [sp]
	stur	q1, [x24, #215]
	str	q30, [x7], #1
	str	q9, [x10], #0
	str	q29, [x13], #-9
	str	q10, [x18], #217
	str	q4, [x23, #-1]!
	str	q15, [x25, #191]!
	str	q10, [x0, #118]!
	str	q11, [x10, #32]!
	str	q7, [x28, w12, uxtw]
	str	q18, [x25, w22, uxtw]
	str	q10, [x20, w10, uxtw #4]
	str	q10, [x22, w17, sxtw #4]
	str	q28, [sp, x26, sxtx #4]
	str	q14, [x25, x26, sxtx]
	str	q22, [sp, x30, sxtx #4]
	str	q26, [x27, x22]
	str	q19, [x23]
	str	q13, [x8, #30000]
	str	q16, [x1]
	str	q1, [x19]
	stur	s2, [x24, #-134]
	stur	s3, [x16, #-1]
	stur	s11, [x2, #78]
	stur	s6, [x29, #8]
	str	s14, [x26], #-5
	str	s17, [x8], #-256
	str	s13, [x0], #37
	str	s21, [x27], #-145
	str	s15, [x26, #-249]!
	str	s12, [x25, #-256]!
	str	s10, [x5, #1]!
	str	s6, [x20, #0]!
	str	s12, [x7, w5, uxtw]
	str	s25, [x18, wzr, uxtw]
	str	s5, [x5, w25, sxtw #2]
	str	s1, [x14, w19, sxtw #2]
	str	s10, [x28, x23]
	str	s2, [x12, x3]
	str	s6, [x2, x5, lsl #2]
	str	s3, [x23, x25, lsl #2]
	str	s29, [x11]
	str	s1, [x6, #4368]
	str	s0, [x12]
	str	s28, [x17]
	stur	w27, [x19, #154]
	stur	w3, [x22, #-99]
	stur	w6, [x17]
	stur	w4, [sp]
	str	w28, [x30], #-149
	str	w26, [x1], #-235
	str	w4, [x21], #-3
	str	w23, [x22], #188
	str	w22, [x2, #-207]!
	str	w30, [x21, #-185]!
	str	w14, [x15, #1]!
	str	w29, [x10, #176]!
	str	w8, [x26, w18, sxtw #2]
	str	w24, [x23, wzr, sxtw]
	str	w15, [x10, wzr, uxtw]
	str	w16, [x25, w0, sxtw]
	str	w29, [x4, x16, sxtx]
	str	w26, [x24, x21, sxtx]
	str	w27, [x20, x24, sxtx]
	str	w10, [x13, x8, sxtx]
	str	w10, [x27]
	str	w20, [x7]
	str	w19, [x18, #14984]
	str	w24, [x6, #13808]
	stur	x30, [x12, #-59]
	stur	x17, [x30]
	stur	x11, [x25, #-5]
	stur	x7, [x25]
	str	x12, [x28], #-14
	str	x23, [x21], #83
	str	x29, [x2], #255
	str	x8, [sp], #50
	str	x6, [x30, #20]!
	str	x30, [x11, #229]!
	str	x1, [x17, #52]!
	str	x6, [x15, #189]!
	str	x8, [x23, w21, uxtw]
	str	x12, [x16, w12, sxtw]
	str	x27, [sp, w14, uxtw]
	str	x0, [sp, w12, uxtw #3]
	str	x15, [x28, x21]
	str	x25, [x18, x18, sxtx]
	str	x3, [x26, x9, sxtx #3]
	str	x8, [x7, x1, sxtx]
	str	x5, [x15, #14832]
	str	x3, [x10, #12048]
	str	x27, [x2]
	str	x12, [x5, #7632]
	sttrb	w2, [x29, #-207]
	sttrb	w4, [x30]
	sttrb	wzr, [x24]
	sttrb	w11, [x19, #-76]
	sttrh	w25, [x30, #-210]
	sttrh	w25, [x13, #181]
	sttrh	w7, [x3, #214]
	sttrh	w26, [x13]
	sttr	w5, [x21, #66]
	sttr	w8, [x11, #1]
	sttr	w10, [x22, #-256]
	sttr	w2, [x11]
	sttr	x1, [x30, #16]
	sttr	x18, [x26]
	sttr	x7, [x29, #16]
	sttr	x5, [x12, #-165]
	stxp	w4, w25, w30, [x12]
	stxp	w12, w0, w7, [x16]
	stxp	w27, w6, w7, [x4]
	stxp	w12, w25, w27, [x5]
	stxp	w21, x12, x15, [x8]
	stxp	w17, x9, x3, [x28]
	stxp	w8, x27, x25, [x14]
	stxp	w25, x11, x30, [x27]
	stxr	w29, w28, [x26]
	stxr	w29, w6, [x13]
	stxr	w14, w8, [x11]
	stxr	w5, w21, [x30]
	stxr	w24, x18, [x11]
	stxr	w27, x8, [x6]
	stxr	w16, x8, [x10]
	stxr	w0, x15, [x23]
	stxrb	w7, w27, [x8]
	stxrb	w1, w7, [x2]
	stxrb	w12, w1, [x1]
	stxrb	w4, w21, [x19]
	stxrh	w19, w28, [x28]
	stxrh	w30, w17, [x7]
	stxrh	w24, w1, [x7]
	stxrh	w10, w7, [x16]
	subhn	v10.2s, v0.2d, v29.2d
	subhn	v25.2s, v30.2d, v24.2d
	subhn	v0.2s, v28.2d, v0.2d
	subhn	v12.2s, v29.2d, v2.2d
	subhn2	v3.4s, v28.2d, v21.2d
	subhn2	v13.4s, v9.2d, v7.2d
	subhn2	v18.4s, v2.2d, v27.2d
	subhn2	v31.4s, v26.2d, v7.2d
	subhn	v31.4h, v22.4s, v31.4s
	subhn	v26.4h, v31.4s, v11.4s
	subhn	v22.4h, v29.4s, v25.4s
	subhn	v20.4h, v16.4s, v20.4s
	subhn2	v27.8h, v29.4s, v2.4s
	subhn2	v6.8h, v30.4s, v30.4s
	subhn2	v9.8h, v4.4s, v15.4s
	subhn2	v8.8h, v26.4s, v3.4s
	subhn	v14.8b, v24.8h, v13.8h
	subhn	v19.8b, v0.8h, v27.8h
	subhn	v12.8b, v30.8h, v24.8h
	subhn	v6.8b, v13.8h, v3.8h
	subhn2	v14.16b, v4.8h, v27.8h
	subhn2	v14.16b, v6.8h, v10.8h
	subhn2	v0.16b, v12.8h, v6.8h
	subhn2	v28.16b, v5.8h, v11.8h
	subs	w17, w7, #2111
	cmp	w1, #3635, lsl #12
	subs	w27, w14, #2147, lsl #12
	cmp	w26, #1, lsl #12
	subs	w22, w2, w1, asr #0
	subs	w12, w20, wzr, asr #30
	negs	w29, w3
	cmp	w18, w22, lsr #27
	subs	w0, w7, w28, uxtw
	subs	w27, w20, w10, sxth
	subs	w16, w25, w3, sxtx #3
	subs	w26, w10, w5, uxtw #1
	subs	x12, x5, #0
	subs	x30, x12, #659, lsl #12
	cmp	x15, #1827, lsl #12
	subs	x6, x17, #3459, lsl #12
	cmp	x12, x23
	cmp	x6, x19
	subs	x9, x5, x14, asr #42
	negs	x27, x28, lsl #51
	subs	x22, x2, w7, sxth #2
	cmp	x12, w8, uxtw #1
	subs	x7, x26, w20, sxtb
	cmp	x26, w5, sxth #1
	subs	x28, x0, xzr, uxtx
	subs	x10, x28, x22, sxtx #4
	cmp	x29, x23, uxtx #1
	subs	x22, x28, x29, uxtx #3
	sub	w25, w12, #1099, lsl #12
	sub	w13, w2, #955, lsl #12
	sub	w13, w30, #1, lsl #12
	sub	w13, w1, #1, lsl #12
	sub	w16, w0, w17, lsl #10
	sub	w1, w10, w28, lsr #12
	neg	w18, w4, lsr #4
	sub	w22, w17, w20
	sub	w12, w7, w30, sxtw #3
	sub	w30, w22, w7, sxtb #3
	sub	w26, w27, w27, uxtx #4
	sub	w20, w1, w15, sxth
	sub	x22, x11, #2482
	sub	x26, x23, #3626
	sub	x22, sp, #1
	sub	x12, x23, #4095
	neg	x23, x2, asr #1
	sub	x18, x14, x18, lsl #9
	neg	x29, x3, lsl #56
	sub	x15, x22, x24, lsr #18
	sub	x10, x10, w20, uxth
	sub	x21, x23, w16, uxth
	sub	x0, x0, w17, uxtb
	sub	x3, sp, w25, sxth
	sub	x10, x7, x14, uxtx #4
	sub	x19, x23, x30, uxtx #4
	sub	x25, x30, x6, sxtx
	sub	x25, x0, x14, sxtx #4
	sub	d10, d0, d21
	sub	d19, d1, d12
	sub	d17, d5, d18
	sub	d6, d8, d25
	sub	v4.16b, v8.16b, v22.16b
	sub	v0.16b, v31.16b, v18.16b
	sub	v10.16b, v26.16b, v28.16b
	sub	v0.16b, v26.16b, v1.16b
	sub	v20.2d, v20.2d, v4.2d
	sub	v3.2d, v19.2d, v11.2d
	sub	v19.2d, v10.2d, v6.2d
	sub	v7.2d, v1.2d, v29.2d
	sub	v8.2s, v10.2s, v21.2s
	sub	v4.2s, v10.2s, v12.2s
	sub	v29.2s, v24.2s, v0.2s
	sub	v12.2s, v14.2s, v22.2s
	sub	v12.4h, v13.4h, v16.4h
	sub	v12.4h, v3.4h, v19.4h
	sub	v9.4h, v13.4h, v14.4h
	sub	v25.4h, v28.4h, v6.4h
	sub	v3.4s, v12.4s, v18.4s
	sub	v14.4s, v20.4s, v4.4s
	sub	v25.4s, v22.4s, v25.4s
	sub	v7.4s, v14.4s, v15.4s
	sub	v25.8b, v18.8b, v5.8b
	sub	v23.8b, v21.8b, v19.8b
	sub	v6.8b, v23.8b, v31.8b
	sub	v19.8b, v23.8b, v25.8b
	sub	v2.8h, v20.8h, v10.8h
	sub	v8.8h, v18.8h, v31.8h
	sub	v29.8h, v6.8h, v9.8h
	sub	v20.8h, v1.8h, v4.8h
	suqadd	b21, b30
	suqadd	b10, b9
	suqadd	b4, b13
	suqadd	b18, b9
	suqadd	d0, d2
	suqadd	d4, d26
	suqadd	d3, d29
	suqadd	d20, d18
	suqadd	h24, h10
	suqadd	h7, h10
	suqadd	h27, h15
	suqadd	h12, h17
	suqadd	s17, s18
	suqadd	s15, s27
	suqadd	s10, s14
	suqadd	s26, s4
	suqadd	v10.16b, v2.16b
	suqadd	v20.16b, v26.16b
	suqadd	v16.16b, v19.16b
	suqadd	v22.16b, v25.16b
	suqadd	v6.2d, v29.2d
	suqadd	v14.2d, v0.2d
	suqadd	v23.2d, v18.2d
	suqadd	v30.2d, v15.2d
	suqadd	v22.2s, v23.2s
	suqadd	v2.2s, v27.2s
	suqadd	v0.2s, v12.2s
	suqadd	v21.2s, v9.2s
	suqadd	v29.4h, v18.4h
	suqadd	v20.4h, v15.4h
	suqadd	v1.4h, v30.4h
	suqadd	v21.4h, v12.4h
	suqadd	v28.4s, v16.4s
	suqadd	v13.4s, v16.4s
	suqadd	v28.4s, v13.4s
	suqadd	v3.4s, v27.4s
	suqadd	v29.8b, v26.8b
	suqadd	v18.8b, v30.8b
	suqadd	v23.8b, v29.8b
	suqadd	v30.8b, v29.8b
	suqadd	v16.8h, v10.8h
	suqadd	v20.8h, v0.8h
	suqadd	v8.8h, v23.8h
	suqadd	v23.8h, v5.8h
	svc	#0x8d50
	svc	#0x1
	svc	#0xffff
	svc	#0xe92
	sys	#5, c0, c12, #1, x16
	sys	#3, c14, c0, #6, x3
	sys	#6, c9, c1, #0, x22
	sys	#5, c14, c0, #5, x5
	sysl	x5, #1, c15, c4, #7
	sysl	x0, #7, c8, c14, #1
	sysl	x9, #3, c0, c0, #0
	sysl	x4, #3, c11, c8, #2
	tbl	v16.16b, { v11.16b }, v22.16b
	tbl	v1.16b, { v16.16b }, v2.16b
	tbl	v1.16b, { v1.16b }, v23.16b
	tbl	v11.16b, { v6.16b }, v20.16b
	tbl	v22.16b, { v16.16b, v17.16b }, v21.16b
	tbl	v16.16b, { v7.16b, v8.16b }, v14.16b
	tbl	v12.16b, { v8.16b, v9.16b }, v21.16b
	tbl	v22.16b, { v8.16b, v9.16b }, v0.16b
	tbl	v13.16b, { v25.16b, v26.16b, v27.16b }, v4.16b
	tbl	v21.16b, { v8.16b, v9.16b, v10.16b }, v19.16b
	tbl	v1.16b, { v30.16b, v31.16b, v0.16b }, v26.16b
	tbl	v1.16b, { v26.16b, v27.16b, v28.16b }, v23.16b
	tbl	v30.16b, { v28.16b, v29.16b, v30.16b, v31.16b }, v5.16b
	tbl	v31.16b, { v24.16b, v25.16b, v26.16b, v27.16b }, v21.16b
	tbl	v7.16b, { v16.16b, v17.16b, v18.16b, v19.16b }, v16.16b
	tbl	v13.16b, { v31.16b, v0.16b, v1.16b, v2.16b }, v16.16b
	tbl	v19.8b, { v19.16b }, v18.8b
	tbl	v26.8b, { v26.16b }, v11.8b
	tbl	v1.8b, { v14.16b }, v7.8b
	tbl	v18.8b, { v29.16b }, v14.8b
	tbl	v10.8b, { v10.16b, v11.16b }, v2.8b
	tbl	v27.8b, { v2.16b, v3.16b }, v1.8b
	tbl	v19.8b, { v13.16b, v14.16b }, v5.8b
	tbl	v26.8b, { v27.16b, v28.16b }, v30.8b
	tbl	v23.8b, { v8.16b, v9.16b, v10.16b }, v18.8b
	tbl	v6.8b, { v31.16b, v0.16b, v1.16b }, v20.8b
	tbl	v0.8b, { v2.16b, v3.16b, v4.16b }, v15.8b
	tbl	v17.8b, { v26.16b, v27.16b, v28.16b }, v8.8b
	tbl	v17.8b, { v8.16b, v9.16b, v10.16b, v11.16b }, v15.8b
	tbl	v1.8b, { v9.16b, v10.16b, v11.16b, v12.16b }, v9.8b
	tbl	v6.8b, { v26.16b, v27.16b, v28.16b, v29.16b }, v7.8b
	tbl	v20.8b, { v1.16b, v2.16b, v3.16b, v4.16b }, v31.8b
	tbnz	w21, #18, #-31008
	tbnz	w30, #8, #19952
	tbnz	w2, #3, #-752
	tbnz	w29, #22, #-2256
	tbnz	x18, #60, #32764
	tbnz	x19, #45, #9748
	tbnz	x13, #53, #24648
	tbnz	x28, #58, #-13048
	tbx	v10.16b, { v14.16b }, v1.16b
	tbx	v24.16b, { v16.16b }, v21.16b
	tbx	v4.16b, { v29.16b }, v25.16b
	tbx	v22.16b, { v16.16b }, v21.16b
	tbx	v19.16b, { v31.16b, v0.16b }, v18.16b
	tbx	v8.16b, { v13.16b, v14.16b }, v31.16b
	tbx	v17.16b, { v26.16b, v27.16b }, v29.16b
	tbx	v17.16b, { v21.16b, v22.16b }, v10.16b
	tbx	v7.16b, { v17.16b, v18.16b, v19.16b }, v21.16b
	tbx	v24.16b, { v19.16b, v20.16b, v21.16b }, v22.16b
	tbx	v10.16b, { v10.16b, v11.16b, v12.16b }, v2.16b
	tbx	v26.16b, { v11.16b, v12.16b, v13.16b }, v22.16b
	tbx	v1.16b, { v20.16b, v21.16b, v22.16b, v23.16b }, v1.16b
	tbx	v8.16b, { v24.16b, v25.16b, v26.16b, v27.16b }, v16.16b
	tbx	v23.16b, { v3.16b, v4.16b, v5.16b, v6.16b }, v25.16b
	tbx	v10.16b, { v8.16b, v9.16b, v10.16b, v11.16b }, v21.16b
	tbx	v18.8b, { v2.16b }, v5.8b
	tbx	v10.8b, { v6.16b }, v24.8b
	tbx	v23.8b, { v12.16b }, v3.8b
	tbx	v27.8b, { v28.16b }, v14.8b
	tbx	v12.8b, { v27.16b, v28.16b }, v9.8b
	tbx	v18.8b, { v26.16b, v27.16b }, v12.8b
	tbx	v29.8b, { v28.16b, v29.16b }, v20.8b
	tbx	v19.8b, { v16.16b, v17.16b }, v29.8b
	tbx	v8.8b, { v19.16b, v20.16b, v21.16b }, v27.8b
	tbx	v30.8b, { v7.16b, v8.16b, v9.16b }, v1.8b
	tbx	v24.8b, { v16.16b, v17.16b, v18.16b }, v2.8b
	tbx	v12.8b, { v29.16b, v30.16b, v31.16b }, v24.8b
	tbx	v21.8b, { v23.16b, v24.16b, v25.16b, v26.16b }, v19.8b
	tbx	v3.8b, { v11.16b, v12.16b, v13.16b, v14.16b }, v13.8b
	tbx	v3.8b, { v28.16b, v29.16b, v30.16b, v31.16b }, v1.8b
	tbx	v24.8b, { v13.16b, v14.16b, v15.16b, v16.16b }, v22.8b
	tbz	w4, #27, #29136
	tbz	w17, #30, #-19004
	tbz	w6, #0, #-32768
	tbz	w8, #28, #-4
	tbz	x20, #48, #-4992
	tbz	x12, #33, #22656
	tbz	x12, #42, #7060
	tbz	x15, #32, #3448
	trn1	v2.16b, v6.16b, v28.16b
	trn1	v5.16b, v28.16b, v0.16b
	trn1	v0.16b, v21.16b, v5.16b
	trn1	v19.16b, v26.16b, v8.16b
	trn1	v5.2d, v30.2d, v15.2d
	trn1	v31.2d, v25.2d, v6.2d
	trn1	v26.2d, v20.2d, v16.2d
	trn1	v0.2d, v19.2d, v19.2d
	trn1	v24.2s, v20.2s, v3.2s
	trn1	v21.2s, v18.2s, v16.2s
	trn1	v23.2s, v7.2s, v3.2s
	trn1	v11.2s, v11.2s, v30.2s
	trn1	v24.4h, v7.4h, v13.4h
	trn1	v21.4h, v20.4h, v25.4h
	trn1	v26.4h, v18.4h, v4.4h
	trn1	v27.4h, v11.4h, v12.4h
	trn1	v30.4s, v15.4s, v17.4s
	trn1	v20.4s, v2.4s, v24.4s
	trn1	v21.4s, v15.4s, v23.4s
	trn1	v30.4s, v17.4s, v5.4s
	trn1	v20.8b, v30.8b, v7.8b
	trn1	v16.8b, v8.8b, v12.8b
	trn1	v11.8b, v11.8b, v11.8b
	trn1	v6.8b, v17.8b, v14.8b
	trn1	v4.8h, v4.8h, v27.8h
	trn1	v23.8h, v28.8h, v23.8h
	trn1	v20.8h, v0.8h, v27.8h
	trn1	v21.8h, v30.8h, v29.8h
	trn2	v12.16b, v22.16b, v21.16b
	trn2	v28.16b, v26.16b, v4.16b
	trn2	v10.16b, v17.16b, v22.16b
	trn2	v2.16b, v11.16b, v16.16b
	trn2	v31.2d, v11.2d, v4.2d
	trn2	v2.2d, v7.2d, v28.2d
	trn2	v1.2d, v19.2d, v25.2d
	trn2	v1.2d, v21.2d, v12.2d
	trn2	v13.2s, v5.2s, v10.2s
	trn2	v18.2s, v12.2s, v28.2s
	trn2	v30.2s, v25.2s, v26.2s
	trn2	v1.2s, v27.2s, v18.2s
	trn2	v28.4h, v14.4h, v23.4h
	trn2	v0.4h, v17.4h, v21.4h
	trn2	v13.4h, v18.4h, v6.4h
	trn2	v16.4h, v21.4h, v25.4h
	trn2	v14.4s, v28.4s, v19.4s
	trn2	v26.4s, v20.4s, v28.4s
	trn2	v7.4s, v12.4s, v22.4s
	trn2	v2.4s, v29.4s, v24.4s
	trn2	v15.8b, v3.8b, v29.8b
	trn2	v15.8b, v9.8b, v29.8b
	trn2	v0.8b, v29.8b, v25.8b
	trn2	v24.8b, v1.8b, v23.8b
	trn2	v18.8h, v23.8h, v19.8h
	trn2	v23.8h, v20.8h, v21.8h
	trn2	v23.8h, v17.8h, v12.8h
	trn2	v19.8h, v0.8h, v19.8h
	uabal	v1.2d, v19.2s, v9.2s
	uabal	v5.2d, v31.2s, v15.2s
	uabal	v16.2d, v31.2s, v27.2s
	uabal	v0.2d, v0.2s, v2.2s
	uabal2	v7.2d, v4.4s, v9.4s
	uabal2	v19.2d, v11.4s, v25.4s
	uabal2	v5.2d, v9.4s, v31.4s
	uabal2	v0.2d, v13.4s, v2.4s
	uabal	v7.4s, v8.4h, v28.4h
	uabal	v19.4s, v1.4h, v4.4h
	uabal	v8.4s, v22.4h, v12.4h
	uabal	v31.4s, v5.4h, v5.4h
	uabal2	v15.4s, v14.8h, v23.8h
	uabal2	v24.4s, v19.8h, v12.8h
	uabal2	v2.4s, v3.8h, v29.8h
	uabal2	v26.4s, v28.8h, v30.8h
	uabal	v30.8h, v14.8b, v1.8b
	uabal	v2.8h, v1.8b, v3.8b
	uabal	v13.8h, v7.8b, v24.8b
	uabal	v25.8h, v5.8b, v15.8b
	uabal2	v31.8h, v4.16b, v10.16b
	uabal2	v9.8h, v14.16b, v15.16b
	uabal2	v9.8h, v14.16b, v20.16b
	uabal2	v3.8h, v24.16b, v13.16b
	uaba	v16.16b, v13.16b, v26.16b
	uaba	v11.16b, v11.16b, v19.16b
	uaba	v11.16b, v23.16b, v1.16b
	uaba	v27.16b, v4.16b, v21.16b
	uaba	v6.2s, v12.2s, v27.2s
	uaba	v23.2s, v15.2s, v19.2s
	uaba	v1.2s, v21.2s, v2.2s
	uaba	v18.2s, v27.2s, v12.2s
	uaba	v21.4h, v6.4h, v3.4h
	uaba	v15.4h, v31.4h, v11.4h
	uaba	v4.4h, v20.4h, v5.4h
	uaba	v16.4h, v8.4h, v1.4h
	uaba	v21.4s, v3.4s, v5.4s
	uaba	v11.4s, v5.4s, v6.4s
	uaba	v26.4s, v17.4s, v17.4s
	uaba	v29.4s, v14.4s, v15.4s
	uaba	v6.8b, v22.8b, v28.8b
	uaba	v6.8b, v1.8b, v0.8b
	uaba	v26.8b, v20.8b, v14.8b
	uaba	v12.8b, v3.8b, v3.8b
	uaba	v20.8h, v20.8h, v31.8h
	uaba	v19.8h, v7.8h, v14.8h
	uaba	v1.8h, v26.8h, v30.8h
	uaba	v12.8h, v0.8h, v16.8h
	uabdl	v0.2d, v21.2s, v14.2s
	uabdl	v0.2d, v2.2s, v24.2s
	uabdl	v15.2d, v12.2s, v14.2s
	uabdl	v29.2d, v17.2s, v11.2s
	uabdl2	v11.2d, v28.4s, v28.4s
	uabdl2	v31.2d, v11.4s, v2.4s
	uabdl2	v23.2d, v8.4s, v31.4s
	uabdl2	v7.2d, v11.4s, v22.4s
	uabdl	v31.4s, v23.4h, v25.4h
	uabdl	v0.4s, v6.4h, v24.4h
	uabdl	v28.4s, v18.4h, v26.4h
	uabdl	v27.4s, v7.4h, v20.4h
	uabdl2	v30.4s, v27.8h, v18.8h
	uabdl2	v3.4s, v15.8h, v13.8h
	uabdl2	v12.4s, v3.8h, v31.8h
	uabdl2	v26.4s, v2.8h, v13.8h
	uabdl	v2.8h, v11.8b, v24.8b
	uabdl	v2.8h, v12.8b, v19.8b
	uabdl	v25.8h, v8.8b, v19.8b
	uabdl	v26.8h, v5.8b, v10.8b
	uabdl2	v31.8h, v29.16b, v6.16b
	uabdl2	v28.8h, v21.16b, v0.16b
	uabdl2	v7.8h, v27.16b, v9.16b
	uabdl2	v13.8h, v7.16b, v12.16b
	uabd	v22.16b, v8.16b, v19.16b
	uabd	v18.16b, v23.16b, v31.16b
	uabd	v23.16b, v8.16b, v17.16b
	uabd	v9.16b, v16.16b, v10.16b
	uabd	v27.2s, v15.2s, v22.2s
	uabd	v5.2s, v8.2s, v7.2s
	uabd	v10.2s, v7.2s, v20.2s
	uabd	v3.2s, v13.2s, v7.2s
	uabd	v11.4h, v17.4h, v14.4h
	uabd	v23.4h, v0.4h, v7.4h
	uabd	v26.4h, v17.4h, v23.4h
	uabd	v12.4h, v0.4h, v9.4h
	uabd	v8.4s, v9.4s, v8.4s
	uabd	v30.4s, v12.4s, v29.4s
	uabd	v29.4s, v14.4s, v31.4s
	uabd	v24.4s, v23.4s, v6.4s
	uabd	v30.8b, v13.8b, v30.8b
	uabd	v10.8b, v9.8b, v18.8b
	uabd	v10.8b, v26.8b, v2.8b
	uabd	v16.8b, v3.8b, v3.8b
	uabd	v3.8h, v28.8h, v26.8h
	uabd	v2.8h, v23.8h, v24.8h
	uabd	v3.8h, v16.8h, v24.8h
	uabd	v18.8h, v26.8h, v24.8h
	uadalp	v2.1d, v10.2s
	uadalp	v20.1d, v26.2s
	uadalp	v20.1d, v5.2s
	uadalp	v19.1d, v14.2s
	uadalp	v10.2d, v17.4s
	uadalp	v13.2d, v22.4s
	uadalp	v29.2d, v9.4s
	uadalp	v15.2d, v3.4s
	uadalp	v30.2s, v24.4h
	uadalp	v7.2s, v19.4h
	uadalp	v8.2s, v26.4h
	uadalp	v8.2s, v7.4h
	uadalp	v15.4h, v20.8b
	uadalp	v13.4h, v13.8b
	uadalp	v30.4h, v11.8b
	uadalp	v2.4h, v9.8b
	uadalp	v3.4s, v15.8h
	uadalp	v19.4s, v3.8h
	uadalp	v26.4s, v4.8h
	uadalp	v27.4s, v1.8h
	uadalp	v9.8h, v11.16b
	uadalp	v14.8h, v2.16b
	uadalp	v19.8h, v19.16b
	uadalp	v13.8h, v7.16b
	uaddlp	v9.1d, v11.2s
	uaddlp	v25.1d, v16.2s
	uaddlp	v21.1d, v10.2s
	uaddlp	v1.1d, v23.2s
	uaddlp	v12.2d, v31.4s
	uaddlp	v7.2d, v0.4s
	uaddlp	v16.2d, v7.4s
	uaddlp	v23.2d, v7.4s
	uaddlp	v14.2s, v29.4h
	uaddlp	v21.2s, v29.4h
	uaddlp	v2.2s, v4.4h
	uaddlp	v22.2s, v10.4h
	uaddlp	v29.4h, v23.8b
	uaddlp	v18.4h, v19.8b
	uaddlp	v29.4h, v3.8b
	uaddlp	v11.4h, v28.8b
	uaddlp	v12.4s, v31.8h
	uaddlp	v9.4s, v5.8h
	uaddlp	v22.4s, v2.8h
	uaddlp	v20.4s, v26.8h
	uaddlp	v11.8h, v13.16b
	uaddlp	v31.8h, v1.16b
	uaddlp	v7.8h, v24.16b
	uaddlp	v9.8h, v11.16b
	uaddlv	h1, v31.16b
	uaddlv	h28, v21.16b
	uaddlv	h8, v17.16b
	uaddlv	h5, v14.16b
	uaddlv	s30, v21.4h
	uaddlv	s12, v13.4h
	uaddlv	s28, v18.4h
	uaddlv	s4, v22.4h
	uaddlv	d12, v24.4s
	uaddlv	d13, v30.4s
	uaddlv	d6, v2.4s
	uaddlv	d31, v21.4s
	uaddlv	h13, v30.8b
	uaddlv	h13, v3.8b
	uaddlv	h20, v26.8b
	uaddlv	h10, v28.8b
	uaddlv	s0, v20.8h
	uaddlv	s3, v7.8h
	uaddlv	s9, v6.8h
	uaddlv	s0, v12.8h
	uaddl	v12.2d, v20.2s, v14.2s
	uaddl	v6.2d, v21.2s, v10.2s
	uaddl	v14.2d, v0.2s, v5.2s
	uaddl	v23.2d, v4.2s, v17.2s
	uaddl2	v10.2d, v16.4s, v17.4s
	uaddl2	v18.2d, v10.4s, v20.4s
	uaddl2	v5.2d, v0.4s, v8.4s
	uaddl2	v4.2d, v16.4s, v25.4s
	uaddl	v9.4s, v28.4h, v25.4h
	uaddl	v16.4s, v26.4h, v7.4h
	uaddl	v3.4s, v17.4h, v11.4h
	uaddl	v9.4s, v6.4h, v18.4h
	uaddl2	v1.4s, v8.8h, v15.8h
	uaddl2	v19.4s, v1.8h, v26.8h
	uaddl2	v19.4s, v16.8h, v23.8h
	uaddl2	v2.4s, v29.8h, v11.8h
	uaddl	v4.8h, v0.8b, v19.8b
	uaddl	v0.8h, v30.8b, v0.8b
	uaddl	v27.8h, v25.8b, v14.8b
	uaddl	v15.8h, v5.8b, v0.8b
	uaddl2	v28.8h, v8.16b, v23.16b
	uaddl2	v19.8h, v26.16b, v20.16b
	uaddl2	v14.8h, v3.16b, v28.16b
	uaddl2	v18.8h, v7.16b, v21.16b
	uaddw	v16.2d, v5.2d, v11.2s
	uaddw	v16.2d, v1.2d, v26.2s
	uaddw	v0.2d, v2.2d, v1.2s
	uaddw	v4.2d, v14.2d, v13.2s
	uaddw2	v21.2d, v3.2d, v24.4s
	uaddw2	v6.2d, v25.2d, v11.4s
	uaddw2	v5.2d, v24.2d, v21.4s
	uaddw2	v25.2d, v0.2d, v7.4s
	uaddw	v20.4s, v12.4s, v9.4h
	uaddw	v1.4s, v17.4s, v19.4h
	uaddw	v7.4s, v28.4s, v10.4h
	uaddw	v23.4s, v2.4s, v3.4h
	uaddw2	v6.4s, v26.4s, v10.8h
	uaddw2	v24.4s, v14.4s, v24.8h
	uaddw2	v12.4s, v5.4s, v1.8h
	uaddw2	v25.4s, v15.4s, v27.8h
	uaddw	v22.8h, v4.8h, v11.8b
	uaddw	v5.8h, v9.8h, v14.8b
	uaddw	v21.8h, v13.8h, v17.8b
	uaddw	v19.8h, v8.8h, v3.8b
	uaddw2	v6.8h, v23.8h, v20.16b
	uaddw2	v30.8h, v20.8h, v22.16b
	uaddw2	v29.8h, v19.8h, v28.16b
	uaddw2	v26.8h, v18.8h, v31.16b
	ubfiz	w14, w2, #12, #16
	ubfx	w25, w30, #1, #11
	ubfx	w14, w12, #13, #4
	uxth	w10, w12
	ubfx	x9, x2, #0, #1
	ubfiz	x11, x2, #7, #39
	ubfiz	x7, x2, #46, #1
	lsr	x26, x23, #63
	ucvtf	d28, w18
	ucvtf	d15, w15
	ucvtf	d4, w3
	ucvtf	d3, w26
	ucvtf	d2, w30, #1
	ucvtf	d7, w16, #1
	ucvtf	d5, w22, #27
	ucvtf	d8, w25, #6
	ucvtf	s28, w21
	ucvtf	s15, w10
	ucvtf	s0, w23
	ucvtf	s5, w24
	ucvtf	s21, w24, #9
	ucvtf	s16, w17, #5
	ucvtf	s1, w10, #1
	ucvtf	s18, w9, #30
	ucvtf	d22, x17
	ucvtf	d5, x30
	ucvtf	d7, x24
	ucvtf	d17, x10
	ucvtf	d30, x4, #18
	ucvtf	d27, x3, #36
	ucvtf	d3, xzr, #64
	ucvtf	d4, x16, #30
	ucvtf	s18, x29
	ucvtf	s31, x24
	ucvtf	s9, x6
	ucvtf	s21, x21
	ucvtf	s0, x18, #55
	ucvtf	s21, x25, #13
	ucvtf	s29, x27, #55
	ucvtf	s6, x7, #45
	ucvtf	d1, d31, #57
	ucvtf	d26, d17, #63
	ucvtf	d23, d12, #30
	ucvtf	d3, d20, #64
	ucvtf	s7, s10, #3
	ucvtf	s24, s3, #32
	ucvtf	s13, s3, #17
	ucvtf	s0, s25, #11
	ucvtf	v21.2d, v2.2d, #26
	ucvtf	v6.2d, v29.2d, #1
	ucvtf	v31.2d, v7.2d, #17
	ucvtf	v15.2d, v13.2d, #1
	ucvtf	v18.2s, v4.2s, #28
	ucvtf	v5.2s, v18.2s, #21
	ucvtf	v26.2s, v9.2s, #30
	ucvtf	v6.2s, v22.2s, #1
	ucvtf	v18.4s, v22.4s, #25
	ucvtf	v19.4s, v20.4s, #1
	ucvtf	v23.4s, v17.4s, #26
	ucvtf	v14.4s, v20.4s, #31
	ucvtf	d3, d22
	ucvtf	d14, d11
	ucvtf	d14, d18
	ucvtf	d23, d6
	ucvtf	s26, s18
	ucvtf	s22, s11
	ucvtf	s17, s12
	ucvtf	s31, s17
	ucvtf	v7.2d, v19.2d
	ucvtf	v15.2d, v19.2d
	ucvtf	v3.2d, v1.2d
	ucvtf	v8.2d, v22.2d
	ucvtf	v3.2s, v30.2s
	ucvtf	v20.2s, v3.2s
	ucvtf	v29.2s, v9.2s
	ucvtf	v16.2s, v2.2s
	ucvtf	v1.4s, v1.4s
	ucvtf	v12.4s, v12.4s
	ucvtf	v22.4s, v2.4s
	ucvtf	v5.4s, v20.4s
	udf	#45612
	udf	#30226
	udf	#61569
	udf	#16981
	udiv	w19, w10, w5
	udiv	w19, w1, wzr
	udiv	w25, w10, w6
	udiv	w7, w1, w13
	udiv	x25, x22, x0
	udiv	x10, x24, x11
	udiv	x3, x3, x1
	udiv	x12, x13, x19
	uhadd	v0.16b, v17.16b, v23.16b
	uhadd	v13.16b, v8.16b, v11.16b
	uhadd	v20.16b, v27.16b, v7.16b
	uhadd	v29.16b, v28.16b, v11.16b
	uhadd	v7.2s, v19.2s, v25.2s
	uhadd	v27.2s, v22.2s, v28.2s
	uhadd	v12.2s, v16.2s, v2.2s
	uhadd	v21.2s, v9.2s, v30.2s
	uhadd	v23.4h, v1.4h, v15.4h
	uhadd	v6.4h, v28.4h, v1.4h
	uhadd	v7.4h, v24.4h, v0.4h
	uhadd	v18.4h, v15.4h, v27.4h
	uhadd	v1.4s, v16.4s, v7.4s
	uhadd	v11.4s, v14.4s, v23.4s
	uhadd	v26.4s, v31.4s, v11.4s
	uhadd	v12.4s, v19.4s, v5.4s
	uhadd	v10.8b, v24.8b, v31.8b
	uhadd	v6.8b, v4.8b, v31.8b
	uhadd	v23.8b, v18.8b, v31.8b
	uhadd	v12.8b, v19.8b, v4.8b
	uhadd	v27.8h, v6.8h, v3.8h
	uhadd	v20.8h, v0.8h, v7.8h
	uhadd	v21.8h, v22.8h, v24.8h
	uhadd	v5.8h, v17.8h, v5.8h
	uhsub	v14.16b, v28.16b, v16.16b
	uhsub	v27.16b, v3.16b, v17.16b
	uhsub	v8.16b, v0.16b, v0.16b
	uhsub	v27.16b, v12.16b, v31.16b
	uhsub	v26.2s, v30.2s, v31.2s
	uhsub	v5.2s, v21.2s, v17.2s
	uhsub	v5.2s, v13.2s, v13.2s
	uhsub	v13.2s, v6.2s, v5.2s
	uhsub	v30.4h, v13.4h, v14.4h
	uhsub	v15.4h, v21.4h, v1.4h
	uhsub	v12.4h, v0.4h, v7.4h
	uhsub	v27.4h, v31.4h, v24.4h
	uhsub	v26.4s, v4.4s, v9.4s
	uhsub	v16.4s, v20.4s, v27.4s
	uhsub	v8.4s, v10.4s, v17.4s
	uhsub	v6.4s, v8.4s, v8.4s
	uhsub	v2.8b, v26.8b, v16.8b
	uhsub	v8.8b, v7.8b, v25.8b
	uhsub	v22.8b, v4.8b, v23.8b
	uhsub	v22.8b, v28.8b, v22.8b
	uhsub	v1.8h, v1.8h, v8.8h
	uhsub	v31.8h, v12.8h, v31.8h
	uhsub	v6.8h, v8.8h, v14.8h
	uhsub	v0.8h, v16.8h, v18.8h
	umaddl	x28, w27, w29, x27
	umull	xzr, w8, w24
	umaddl	xzr, w30, w25, x20
	umull	x3, w18, w3
	umaxp	v2.16b, v2.16b, v26.16b
	umaxp	v4.16b, v23.16b, v29.16b
	umaxp	v22.16b, v17.16b, v14.16b
	umaxp	v8.16b, v17.16b, v8.16b
	umaxp	v0.2s, v8.2s, v5.2s
	umaxp	v0.2s, v11.2s, v21.2s
	umaxp	v10.2s, v5.2s, v29.2s
	umaxp	v1.2s, v1.2s, v29.2s
	umaxp	v25.4h, v28.4h, v27.4h
	umaxp	v19.4h, v20.4h, v14.4h
	umaxp	v0.4h, v22.4h, v1.4h
	umaxp	v12.4h, v26.4h, v31.4h
	umaxp	v2.4s, v25.4s, v11.4s
	umaxp	v5.4s, v2.4s, v4.4s
	umaxp	v18.4s, v27.4s, v14.4s
	umaxp	v29.4s, v13.4s, v9.4s
	umaxp	v22.8b, v19.8b, v15.8b
	umaxp	v6.8b, v30.8b, v28.8b
	umaxp	v8.8b, v28.8b, v13.8b
	umaxp	v16.8b, v18.8b, v1.8b
	umaxp	v2.8h, v27.8h, v5.8h
	umaxp	v22.8h, v4.8h, v18.8h
	umaxp	v23.8h, v19.8h, v21.8h
	umaxp	v0.8h, v0.8h, v15.8h
	umaxv	b10, v17.16b
	umaxv	b0, v11.16b
	umaxv	b15, v1.16b
	umaxv	b28, v4.16b
	umaxv	h31, v5.4h
	umaxv	h16, v1.4h
	umaxv	h12, v28.4h
	umaxv	h22, v16.4h
	umaxv	s13, v5.4s
	umaxv	s18, v25.4s
	umaxv	s20, v9.4s
	umaxv	s27, v25.4s
	umaxv	b25, v1.8b
	umaxv	b28, v26.8b
	umaxv	b0, v30.8b
	umaxv	b5, v6.8b
	umaxv	h22, v13.8h
	umaxv	h5, v4.8h
	umaxv	h0, v26.8h
	umaxv	h31, v10.8h
	umax	v29.16b, v9.16b, v2.16b
	umax	v26.16b, v31.16b, v4.16b
	umax	v0.16b, v11.16b, v22.16b
	umax	v26.16b, v12.16b, v11.16b
	umax	v3.2s, v30.2s, v26.2s
	umax	v25.2s, v30.2s, v1.2s
	umax	v4.2s, v19.2s, v4.2s
	umax	v1.2s, v17.2s, v1.2s
	umax	v17.4h, v24.4h, v6.4h
	umax	v14.4h, v11.4h, v27.4h
	umax	v3.4h, v1.4h, v13.4h
	umax	v19.4h, v8.4h, v2.4h
	umax	v26.4s, v27.4s, v19.4s
	umax	v23.4s, v28.4s, v26.4s
	umax	v27.4s, v24.4s, v8.4s
	umax	v30.4s, v29.4s, v5.4s
	umax	v18.8b, v6.8b, v5.8b
	umax	v9.8b, v12.8b, v5.8b
	umax	v10.8b, v29.8b, v22.8b
	umax	v24.8b, v3.8b, v25.8b
	umax	v14.8h, v19.8h, v25.8h
	umax	v16.8h, v17.8h, v16.8h
	umax	v0.8h, v19.8h, v1.8h
	umax	v19.8h, v30.8h, v31.8h
	uminp	v0.16b, v7.16b, v26.16b
	uminp	v17.16b, v7.16b, v18.16b
	uminp	v22.16b, v8.16b, v6.16b
	uminp	v3.16b, v20.16b, v17.16b
	uminp	v10.2s, v20.2s, v2.2s
	uminp	v0.2s, v19.2s, v8.2s
	uminp	v7.2s, v18.2s, v24.2s
	uminp	v10.2s, v24.2s, v22.2s
	uminp	v26.4h, v26.4h, v29.4h
	uminp	v23.4h, v10.4h, v30.4h
	uminp	v1.4h, v26.4h, v15.4h
	uminp	v28.4h, v12.4h, v15.4h
	uminp	v3.4s, v0.4s, v26.4s
	uminp	v29.4s, v12.4s, v29.4s
	uminp	v2.4s, v17.4s, v3.4s
	uminp	v2.4s, v23.4s, v17.4s
	uminp	v0.8b, v18.8b, v10.8b
	uminp	v29.8b, v21.8b, v31.8b
	uminp	v13.8b, v13.8b, v16.8b
	uminp	v0.8b, v22.8b, v5.8b
	uminp	v8.8h, v31.8h, v4.8h
	uminp	v7.8h, v0.8h, v27.8h
	uminp	v17.8h, v23.8h, v18.8h
	uminp	v23.8h, v9.8h, v9.8h
	uminv	b31, v22.16b
	uminv	b23, v10.16b
	uminv	b29, v9.16b
	uminv	b3, v16.16b
	uminv	h24, v24.4h
	uminv	h10, v6.4h
	uminv	h29, v3.4h
	uminv	h9, v1.4h
	uminv	s4, v23.4s
	uminv	s21, v19.4s
	uminv	s19, v29.4s
	uminv	s6, v26.4s
	uminv	b2, v17.8b
	uminv	b16, v12.8b
	uminv	b25, v11.8b
	uminv	b6, v14.8b
	uminv	h14, v22.8h
	uminv	h24, v22.8h
	uminv	h16, v28.8h
	uminv	h5, v10.8h
	umin	v2.16b, v22.16b, v10.16b
	umin	v23.16b, v20.16b, v10.16b
	umin	v16.16b, v3.16b, v11.16b
	umin	v19.16b, v0.16b, v28.16b
	umin	v22.2s, v28.2s, v15.2s
	umin	v9.2s, v26.2s, v0.2s
	umin	v26.2s, v23.2s, v20.2s
	umin	v22.2s, v25.2s, v4.2s
	umin	v22.4h, v10.4h, v8.4h
	umin	v14.4h, v29.4h, v27.4h
	umin	v4.4h, v1.4h, v5.4h
	umin	v16.4h, v8.4h, v21.4h
	umin	v5.4s, v8.4s, v31.4s
	umin	v4.4s, v1.4s, v26.4s
	umin	v16.4s, v31.4s, v12.4s
	umin	v2.4s, v23.4s, v9.4s
	umin	v19.8b, v16.8b, v11.8b
	umin	v11.8b, v30.8b, v31.8b
	umin	v1.8b, v1.8b, v2.8b
	umin	v31.8b, v3.8b, v24.8b
	umin	v16.8h, v23.8h, v1.8h
	umin	v9.8h, v28.8h, v22.8h
	umin	v24.8h, v23.8h, v11.8h
	umin	v1.8h, v24.8h, v13.8h
	umlal	v10.2d, v11.2s, v11.s[0]
	umlal	v18.2d, v12.2s, v18.s[0]
	umlal	v5.2d, v13.2s, v15.s[3]
	umlal	v4.2d, v21.2s, v19.s[3]
	umlal2	v27.2d, v11.4s, v25.s[0]
	umlal2	v3.2d, v4.4s, v29.s[3]
	umlal2	v25.2d, v17.4s, v12.s[0]
	umlal2	v12.2d, v6.4s, v26.s[2]
	umlal	v3.4s, v30.4h, v12.h[2]
	umlal	v30.4s, v24.4h, v14.h[1]
	umlal	v10.4s, v20.4h, v7.h[3]
	umlal	v13.4s, v1.4h, v0.h[3]
	umlal2	v19.4s, v17.8h, v0.h[5]
	umlal2	v4.4s, v4.8h, v8.h[3]
	umlal2	v13.4s, v21.8h, v13.h[1]
	umlal2	v2.4s, v16.8h, v2.h[2]
	umlal	v7.2d, v15.2s, v8.2s
	umlal	v31.2d, v16.2s, v22.2s
	umlal	v14.2d, v12.2s, v7.2s
	umlal	v8.2d, v12.2s, v23.2s
	umlal2	v20.2d, v9.4s, v15.4s
	umlal2	v12.2d, v13.4s, v1.4s
	umlal2	v2.2d, v19.4s, v18.4s
	umlal2	v17.2d, v19.4s, v13.4s
	umlal	v10.4s, v3.4h, v11.4h
	umlal	v17.4s, v21.4h, v1.4h
	umlal	v13.4s, v19.4h, v24.4h
	umlal	v17.4s, v19.4h, v4.4h
	umlal2	v15.4s, v26.8h, v27.8h
	umlal2	v6.4s, v17.8h, v20.8h
	umlal2	v2.4s, v23.8h, v22.8h
	umlal2	v14.4s, v10.8h, v22.8h
	umlal	v15.8h, v9.8b, v28.8b
	umlal	v1.8h, v22.8b, v3.8b
	umlal	v8.8h, v12.8b, v20.8b
	umlal	v20.8h, v19.8b, v6.8b
	umlal2	v29.8h, v5.16b, v5.16b
	umlal2	v7.8h, v10.16b, v4.16b
	umlal2	v31.8h, v0.16b, v8.16b
	umlal2	v21.8h, v26.16b, v25.16b
	umlsl	v27.2d, v28.2s, v22.s[0]
	umlsl	v25.2d, v17.2s, v24.s[3]
	umlsl	v8.2d, v24.2s, v31.s[1]
	umlsl	v30.2d, v3.2s, v17.s[1]
	umlsl2	v14.2d, v23.4s, v17.s[1]
	umlsl2	v10.2d, v15.4s, v20.s[1]
	umlsl2	v20.2d, v26.4s, v12.s[0]
	umlsl2	v28.2d, v31.4s, v6.s[0]
	umlsl	v25.4s, v16.4h, v2.h[5]
	umlsl	v25.4s, v14.4h, v3.h[1]
	umlsl	v5.4s, v16.4h, v0.h[6]
	umlsl	v12.4s, v27.4h, v6.h[4]
	umlsl2	v30.4s, v29.8h, v9.h[3]
	umlsl2	v20.4s, v4.8h, v4.h[0]
	umlsl2	v28.4s, v21.8h, v1.h[3]
	umlsl2	v9.4s, v5.8h, v6.h[0]
	umlsl	v15.2d, v27.2s, v1.2s
	umlsl	v23.2d, v19.2s, v12.2s
	umlsl	v10.2d, v6.2s, v31.2s
	umlsl	v2.2d, v19.2s, v5.2s
	umlsl2	v7.2d, v30.4s, v6.4s
	umlsl2	v2.2d, v25.4s, v0.4s
	umlsl2	v10.2d, v0.4s, v18.4s
	umlsl2	v24.2d, v5.4s, v21.4s
	umlsl	v30.4s, v31.4h, v9.4h
	umlsl	v15.4s, v23.4h, v27.4h
	umlsl	v4.4s, v11.4h, v25.4h
	umlsl	v20.4s, v14.4h, v31.4h
	umlsl2	v12.4s, v22.8h, v10.8h
	umlsl2	v14.4s, v28.8h, v13.8h
	umlsl2	v22.4s, v4.8h, v18.8h
	umlsl2	v27.4s, v8.8h, v0.8h
	umlsl	v31.8h, v14.8b, v28.8b
	umlsl	v3.8h, v3.8b, v4.8b
	umlsl	v14.8h, v1.8b, v0.8b
	umlsl	v4.8h, v19.8b, v10.8b
	umlsl2	v24.8h, v4.16b, v11.16b
	umlsl2	v16.8h, v18.16b, v17.16b
	umlsl2	v13.8h, v29.16b, v20.16b
	umlsl2	v22.8h, v17.16b, v19.16b
	umov	w0, v14.b[10]
	umov	w13, v4.b[3]
	umov	w1, v26.b[15]
	umov	w14, v15.b[1]
	mov	x9, v26.d[1]
	mov	x4, v5.d[0]
	mov	x21, v11.d[0]
	mov	x25, v29.d[1]
	umov	w19, v5.h[0]
	umov	w9, v27.h[7]
	umov	w19, v18.h[6]
	umov	w21, v31.h[6]
	mov	w13, v1.s[0]
	mov	w19, v9.s[3]
	mov	w28, v30.s[0]
	mov	w24, v4.s[0]
	umnegl	x1, w19, w25
	umnegl	x7, w29, wzr
	umnegl	x14, w27, w0
	umnegl	x22, w24, w5
	umulh	x14, x6, x24
	umulh	x27, x13, x29
	umulh	x1, x29, x11
	umulh	x9, x16, x21
	umull	v14.2d, v1.2s, v24.s[0]
	umull	v17.2d, v10.2s, v4.s[1]
	umull	v5.2d, v15.2s, v22.s[2]
	umull	v14.2d, v13.2s, v2.s[0]
	umull2	v23.2d, v29.4s, v9.s[1]
	umull2	v30.2d, v11.4s, v1.s[2]
	umull2	v19.2d, v21.4s, v14.s[3]
	umull2	v6.2d, v24.4s, v21.s[0]
	umull	v19.4s, v2.4h, v11.h[1]
	umull	v29.4s, v0.4h, v13.h[6]
	umull	v23.4s, v11.4h, v7.h[0]
	umull	v19.4s, v31.4h, v15.h[7]
	umull2	v23.4s, v19.8h, v8.h[1]
	umull2	v21.4s, v22.8h, v4.h[5]
	umull2	v11.4s, v15.8h, v11.h[4]
	umull2	v29.4s, v20.8h, v0.h[0]
	umull	v11.2d, v8.2s, v24.2s
	umull	v28.2d, v21.2s, v6.2s
	umull	v23.2d, v15.2s, v9.2s
	umull	v28.2d, v25.2s, v23.2s
	umull2	v15.2d, v15.4s, v30.4s
	umull2	v12.2d, v16.4s, v5.4s
	umull2	v27.2d, v15.4s, v10.4s
	umull2	v14.2d, v5.4s, v6.4s
	umull	v28.4s, v22.4h, v18.4h
	umull	v18.4s, v16.4h, v14.4h
	umull	v2.4s, v0.4h, v4.4h
	umull	v9.4s, v10.4h, v26.4h
	umull2	v31.4s, v17.8h, v9.8h
	umull2	v24.4s, v26.8h, v0.8h
	umull2	v30.4s, v21.8h, v27.8h
	umull2	v20.4s, v23.8h, v9.8h
	umull	v6.8h, v16.8b, v25.8b
	umull	v24.8h, v6.8b, v11.8b
	umull	v4.8h, v1.8b, v20.8b
	umull	v11.8h, v30.8b, v6.8b
	umull2	v29.8h, v2.16b, v0.16b
	umull2	v29.8h, v8.16b, v11.16b
	umull2	v22.8h, v21.16b, v21.16b
	umull2	v9.8h, v20.16b, v2.16b
	uqadd	b31, b10, b28
	uqadd	b12, b23, b16
	uqadd	b23, b14, b15
	uqadd	b10, b12, b27
	uqadd	d21, d28, d20
	uqadd	d7, d4, d8
	uqadd	d0, d7, d3
	uqadd	d24, d4, d4
	uqadd	h0, h15, h4
	uqadd	h0, h1, h26
	uqadd	h30, h17, h5
	uqadd	h19, h12, h22
	uqadd	s16, s20, s22
	uqadd	s17, s2, s8
	uqadd	s30, s14, s9
	uqadd	s24, s5, s24
	uqadd	v21.16b, v26.16b, v0.16b
	uqadd	v31.16b, v4.16b, v27.16b
	uqadd	v19.16b, v8.16b, v18.16b
	uqadd	v23.16b, v24.16b, v6.16b
	uqadd	v4.2d, v13.2d, v21.2d
	uqadd	v30.2d, v12.2d, v15.2d
	uqadd	v31.2d, v12.2d, v21.2d
	uqadd	v2.2d, v20.2d, v28.2d
	uqadd	v15.2s, v9.2s, v22.2s
	uqadd	v11.2s, v20.2s, v25.2s
	uqadd	v9.2s, v25.2s, v18.2s
	uqadd	v11.2s, v13.2s, v12.2s
	uqadd	v2.4h, v15.4h, v17.4h
	uqadd	v30.4h, v12.4h, v18.4h
	uqadd	v2.4h, v15.4h, v28.4h
	uqadd	v5.4h, v17.4h, v0.4h
	uqadd	v8.4s, v13.4s, v5.4s
	uqadd	v19.4s, v22.4s, v9.4s
	uqadd	v31.4s, v20.4s, v5.4s
	uqadd	v21.4s, v11.4s, v12.4s
	uqadd	v8.8b, v19.8b, v3.8b
	uqadd	v13.8b, v27.8b, v16.8b
	uqadd	v19.8b, v18.8b, v14.8b
	uqadd	v25.8b, v1.8b, v16.8b
	uqadd	v17.8h, v22.8h, v22.8h
	uqadd	v23.8h, v2.8h, v20.8h
	uqadd	v24.8h, v9.8h, v5.8h
	uqadd	v5.8h, v2.8h, v26.8h
	uqrshl	b9, b3, b12
	uqrshl	b8, b25, b24
	uqrshl	b8, b5, b22
	uqrshl	b3, b1, b28
	uqrshl	d6, d25, d7
	uqrshl	d31, d14, d16
	uqrshl	d25, d1, d1
	uqrshl	d21, d12, d10
	uqrshl	h23, h7, h28
	uqrshl	h2, h28, h6
	uqrshl	h8, h31, h16
	uqrshl	h28, h14, h4
	uqrshl	s7, s26, s29
	uqrshl	s21, s13, s9
	uqrshl	s24, s18, s18
	uqrshl	s0, s29, s6
	uqrshl	v6.16b, v1.16b, v9.16b
	uqrshl	v19.16b, v22.16b, v16.16b
	uqrshl	v15.16b, v19.16b, v1.16b
	uqrshl	v17.16b, v15.16b, v2.16b
	uqrshl	v22.2d, v23.2d, v15.2d
	uqrshl	v16.2d, v18.2d, v29.2d
	uqrshl	v21.2d, v30.2d, v12.2d
	uqrshl	v9.2d, v30.2d, v20.2d
	uqrshl	v11.2s, v26.2s, v6.2s
	uqrshl	v7.2s, v25.2s, v7.2s
	uqrshl	v31.2s, v6.2s, v31.2s
	uqrshl	v19.2s, v6.2s, v2.2s
	uqrshl	v22.4h, v7.4h, v9.4h
	uqrshl	v7.4h, v20.4h, v16.4h
	uqrshl	v2.4h, v18.4h, v25.4h
	uqrshl	v15.4h, v21.4h, v30.4h
	uqrshl	v11.4s, v17.4s, v30.4s
	uqrshl	v30.4s, v20.4s, v7.4s
	uqrshl	v18.4s, v13.4s, v18.4s
	uqrshl	v1.4s, v8.4s, v5.4s
	uqrshl	v15.8b, v5.8b, v21.8b
	uqrshl	v21.8b, v22.8b, v13.8b
	uqrshl	v15.8b, v29.8b, v12.8b
	uqrshl	v20.8b, v10.8b, v2.8b
	uqrshl	v4.8h, v9.8h, v10.8h
	uqrshl	v1.8h, v23.8h, v13.8h
	uqrshl	v18.8h, v4.8h, v23.8h
	uqrshl	v8.8h, v17.8h, v31.8h
	uqrshrn	b31, h23, #8
	uqrshrn	b5, h14, #7
	uqrshrn	b12, h13, #6
	uqrshrn	b27, h11, #1
	uqrshrn	h12, s28, #2
	uqrshrn	h29, s31, #1
	uqrshrn	h30, s31, #6
	uqrshrn	h28, s10, #13
	uqrshrn	s12, d3, #1
	uqrshrn	s5, d10, #1
	uqrshrn	s22, d19, #19
	uqrshrn	s2, d21, #15
	uqrshrn	v23.2s, v11.2d, #1
	uqrshrn	v13.2s, v12.2d, #3
	uqrshrn	v28.2s, v8.2d, #23
	uqrshrn	v24.2s, v25.2d, #7
	uqrshrn2	v2.4s, v19.2d, #7
	uqrshrn2	v31.4s, v21.2d, #31
	uqrshrn2	v4.4s, v18.2d, #5
	uqrshrn2	v4.4s, v9.2d, #24
	uqrshrn	v24.4h, v27.4s, #13
	uqrshrn	v0.4h, v23.4s, #1
	uqrshrn	v18.4h, v29.4s, #12
	uqrshrn	v25.4h, v22.4s, #9
	uqrshrn2	v9.8h, v11.4s, #3
	uqrshrn2	v26.8h, v2.4s, #9
	uqrshrn2	v9.8h, v7.4s, #16
	uqrshrn2	v9.8h, v21.4s, #3
	uqrshrn	v24.8b, v11.8h, #6
	uqrshrn	v18.8b, v23.8h, #3
	uqrshrn	v13.8b, v17.8h, #2
	uqrshrn	v7.8b, v31.8h, #7
	uqrshrn2	v7.16b, v22.8h, #5
	uqrshrn2	v15.16b, v22.8h, #7
	uqrshrn2	v28.16b, v6.8h, #5
	uqrshrn2	v31.16b, v26.8h, #1
	uqshl	b18, b10, #4
	uqshl	b2, b11, #2
	uqshl	b5, b17, #7
	uqshl	b6, b28, #2
	uqshl	d7, d10, #63
	uqshl	d13, d12, #30
	uqshl	d21, d14, #14
	uqshl	d0, d4, #63
	uqshl	h25, h12, #1
	uqshl	h12, h5, #11
	uqshl	h2, h26, #0
	uqshl	h25, h21, #1
	uqshl	s8, s31, #10
	uqshl	s7, s8, #24
	uqshl	s4, s6, #30
	uqshl	s10, s26, #11
	uqshl	v17.16b, v25.16b, #0
	uqshl	v9.16b, v11.16b, #3
	uqshl	v28.16b, v3.16b, #0
	uqshl	v21.16b, v20.16b, #4
	uqshl	v27.2d, v16.2d, #63
	uqshl	v1.2d, v18.2d, #14
	uqshl	v2.2d, v31.2d, #37
	uqshl	v17.2d, v22.2d, #0
	uqshl	v11.2s, v27.2s, #29
	uqshl	v22.2s, v4.2s, #16
	uqshl	v18.2s, v28.2s, #0
	uqshl	v22.2s, v7.2s, #11
	uqshl	v0.4h, v30.4h, #3
	uqshl	v20.4h, v15.4h, #0
	uqshl	v20.4h, v10.4h, #8
	uqshl	v3.4h, v20.4h, #12
	uqshl	v8.4s, v12.4s, #9
	uqshl	v22.4s, v24.4s, #2
	uqshl	v30.4s, v11.4s, #7
	uqshl	v27.4s, v21.4s, #13
	uqshl	v15.8b, v30.8b, #5
	uqshl	v18.8b, v17.8b, #0
	uqshl	v2.8b, v3.8b, #5
	uqshl	v30.8b, v0.8b, #0
	uqshl	v2.8h, v31.8h, #10
	uqshl	v12.8h, v22.8h, #2
	uqshl	v31.8h, v28.8h, #7
	uqshl	v20.8h, v26.8h, #5
	uqshl	b30, b9, b12
	uqshl	b1, b13, b11
	uqshl	b28, b15, b5
	uqshl	b9, b29, b12
	uqshl	d18, d3, d7
	uqshl	d24, d28, d12
	uqshl	d6, d0, d22
	uqshl	d8, d27, d10
	uqshl	h9, h7, h15
	uqshl	h27, h22, h13
	uqshl	h28, h1, h25
	uqshl	h11, h31, h10
	uqshl	s30, s28, s18
	uqshl	s14, s9, s16
	uqshl	s0, s1, s24
	uqshl	s10, s1, s12
	uqshl	v17.16b, v21.16b, v7.16b
	uqshl	v16.16b, v14.16b, v24.16b
	uqshl	v19.16b, v23.16b, v14.16b
	uqshl	v6.16b, v13.16b, v4.16b
	uqshl	v10.2d, v2.2d, v18.2d
	uqshl	v1.2d, v20.2d, v23.2d
	uqshl	v1.2d, v4.2d, v5.2d
	uqshl	v29.2d, v26.2d, v13.2d
	uqshl	v12.2s, v18.2s, v30.2s
	uqshl	v7.2s, v14.2s, v12.2s
	uqshl	v31.2s, v22.2s, v31.2s
	uqshl	v27.2s, v22.2s, v20.2s
	uqshl	v15.4h, v31.4h, v18.4h
	uqshl	v22.4h, v0.4h, v3.4h
	uqshl	v0.4h, v14.4h, v30.4h
	uqshl	v0.4h, v29.4h, v10.4h
	uqshl	v8.4s, v4.4s, v18.4s
	uqshl	v6.4s, v24.4s, v10.4s
	uqshl	v6.4s, v15.4s, v12.4s
	uqshl	v17.4s, v13.4s, v7.4s
	uqshl	v16.8b, v0.8b, v6.8b
	uqshl	v7.8b, v5.8b, v23.8b
	uqshl	v15.8b, v10.8b, v16.8b
	uqshl	v4.8b, v20.8b, v21.8b
	uqshl	v10.8h, v4.8h, v4.8h
	uqshl	v12.8h, v23.8h, v10.8h
	uqshl	v28.8h, v9.8h, v2.8h
	uqshl	v19.8h, v7.8h, v8.8h
	uqshrn	b9, h16, #6
	uqshrn	b7, h4, #8
	uqshrn	b27, h14, #1
	uqshrn	b19, h0, #4
	uqshrn	h22, s7, #1
	uqshrn	h17, s24, #11
	uqshrn	h9, s18, #1
	uqshrn	h28, s28, #1
	uqshrn	s18, d9, #7
	uqshrn	s13, d15, #25
	uqshrn	s1, d4, #16
	uqshrn	s23, d23, #32
	uqshrn	v0.2s, v21.2d, #27
	uqshrn	v15.2s, v12.2d, #5
	uqshrn	v20.2s, v19.2d, #13
	uqshrn	v5.2s, v5.2d, #31
	uqshrn2	v19.4s, v19.2d, #24
	uqshrn2	v9.4s, v3.2d, #25
	uqshrn2	v14.4s, v21.2d, #2
	uqshrn2	v13.4s, v17.2d, #25
	uqshrn	v27.4h, v12.4s, #14
	uqshrn	v12.4h, v30.4s, #1
	uqshrn	v1.4h, v7.4s, #16
	uqshrn	v1.4h, v5.4s, #5
	uqshrn2	v19.8h, v12.4s, #1
	uqshrn2	v29.8h, v24.4s, #16
	uqshrn2	v22.8h, v24.4s, #10
	uqshrn2	v17.8h, v26.4s, #16
	uqshrn	v17.8b, v4.8h, #1
	uqshrn	v31.8b, v3.8h, #1
	uqshrn	v8.8b, v7.8h, #1
	uqshrn	v30.8b, v0.8h, #4
	uqshrn2	v23.16b, v4.8h, #5
	uqshrn2	v0.16b, v12.8h, #6
	uqshrn2	v0.16b, v6.8h, #1
	uqshrn2	v0.16b, v22.8h, #4
	uqsub	b31, b30, b6
	uqsub	b3, b16, b13
	uqsub	b30, b29, b9
	uqsub	b15, b25, b0
	uqsub	d21, d22, d23
	uqsub	d29, d30, d19
	uqsub	d24, d25, d29
	uqsub	d1, d30, d8
	uqsub	h23, h16, h26
	uqsub	h26, h22, h13
	uqsub	h20, h7, h5
	uqsub	h26, h25, h11
	uqsub	s28, s9, s29
	uqsub	s6, s27, s26
	uqsub	s12, s16, s23
	uqsub	s21, s16, s11
	uqsub	v25.16b, v30.16b, v26.16b
	uqsub	v7.16b, v19.16b, v21.16b
	uqsub	v21.16b, v1.16b, v9.16b
	uqsub	v29.16b, v15.16b, v28.16b
	uqsub	v7.2d, v5.2d, v24.2d
	uqsub	v31.2d, v21.2d, v22.2d
	uqsub	v5.2d, v29.2d, v30.2d
	uqsub	v20.2d, v0.2d, v24.2d
	uqsub	v25.2s, v30.2s, v4.2s
	uqsub	v4.2s, v22.2s, v25.2s
	uqsub	v19.2s, v1.2s, v9.2s
	uqsub	v13.2s, v2.2s, v4.2s
	uqsub	v9.4h, v24.4h, v31.4h
	uqsub	v11.4h, v7.4h, v7.4h
	uqsub	v16.4h, v14.4h, v5.4h
	uqsub	v28.4h, v5.4h, v23.4h
	uqsub	v16.4s, v31.4s, v5.4s
	uqsub	v21.4s, v9.4s, v0.4s
	uqsub	v27.4s, v24.4s, v8.4s
	uqsub	v21.4s, v4.4s, v13.4s
	uqsub	v14.8b, v18.8b, v2.8b
	uqsub	v30.8b, v31.8b, v13.8b
	uqsub	v4.8b, v22.8b, v21.8b
	uqsub	v26.8b, v27.8b, v15.8b
	uqsub	v23.8h, v0.8h, v10.8h
	uqsub	v24.8h, v31.8h, v21.8h
	uqsub	v15.8h, v9.8h, v8.8h
	uqsub	v15.8h, v2.8h, v17.8h
	uqxtn	b23, h25
	uqxtn	b2, h22
	uqxtn	b17, h24
	uqxtn	b13, h30
	uqxtn	h27, s7
	uqxtn	h5, s27
	uqxtn	h7, s2
	uqxtn	h4, s5
	uqxtn	s4, d25
	uqxtn	s11, d2
	uqxtn	s25, d23
	uqxtn	s4, d27
	uqxtn	v21.2s, v14.2d
	uqxtn	v20.2s, v24.2d
	uqxtn	v20.2s, v1.2d
	uqxtn	v9.2s, v26.2d
	uqxtn2	v10.4s, v17.2d
	uqxtn2	v4.4s, v30.2d
	uqxtn2	v26.4s, v5.2d
	uqxtn2	v21.4s, v27.2d
	uqxtn	v3.4h, v4.4s
	uqxtn	v11.4h, v29.4s
	uqxtn	v13.4h, v15.4s
	uqxtn	v16.4h, v13.4s
	uqxtn2	v10.8h, v19.4s
	uqxtn2	v8.8h, v1.4s
	uqxtn2	v3.8h, v11.4s
	uqxtn2	v31.8h, v13.4s
	uqxtn	v4.8b, v18.8h
	uqxtn	v7.8b, v3.8h
	uqxtn	v11.8b, v22.8h
	uqxtn	v22.8b, v9.8h
	uqxtn2	v26.16b, v0.8h
	uqxtn2	v25.16b, v24.8h
	uqxtn2	v1.16b, v11.8h
	uqxtn2	v0.16b, v17.8h
	urecpe	v10.2s, v14.2s
	urecpe	v7.2s, v8.2s
	urecpe	v0.2s, v31.2s
	urecpe	v20.2s, v20.2s
	urecpe	v6.4s, v25.4s
	urecpe	v30.4s, v23.4s
	urecpe	v15.4s, v20.4s
	urecpe	v1.4s, v22.4s
	urhadd	v11.16b, v5.16b, v15.16b
	urhadd	v28.16b, v9.16b, v4.16b
	urhadd	v13.16b, v18.16b, v20.16b
	urhadd	v14.16b, v10.16b, v29.16b
	urhadd	v13.2s, v12.2s, v30.2s
	urhadd	v22.2s, v20.2s, v18.2s
	urhadd	v1.2s, v23.2s, v6.2s
	urhadd	v27.2s, v20.2s, v5.2s
	urhadd	v10.4h, v24.4h, v2.4h
	urhadd	v26.4h, v11.4h, v29.4h
	urhadd	v17.4h, v24.4h, v9.4h
	urhadd	v17.4h, v31.4h, v1.4h
	urhadd	v2.4s, v15.4s, v25.4s
	urhadd	v23.4s, v6.4s, v11.4s
	urhadd	v23.4s, v14.4s, v20.4s
	urhadd	v14.4s, v8.4s, v18.4s
	urhadd	v6.8b, v19.8b, v25.8b
	urhadd	v25.8b, v31.8b, v4.8b
	urhadd	v12.8b, v13.8b, v11.8b
	urhadd	v28.8b, v14.8b, v20.8b
	urhadd	v11.8h, v23.8h, v25.8h
	urhadd	v0.8h, v31.8h, v31.8h
	urhadd	v2.8h, v9.8h, v14.8h
	urhadd	v1.8h, v23.8h, v11.8h
	urshl	d25, d0, d0
	urshl	d15, d17, d24
	urshl	d4, d1, d9
	urshl	d31, d31, d28
	urshl	v0.16b, v19.16b, v4.16b
	urshl	v28.16b, v28.16b, v18.16b
	urshl	v26.16b, v12.16b, v1.16b
	urshl	v24.16b, v26.16b, v30.16b
	urshl	v14.2d, v15.2d, v22.2d
	urshl	v9.2d, v26.2d, v2.2d
	urshl	v19.2d, v27.2d, v10.2d
	urshl	v17.2d, v15.2d, v12.2d
	urshl	v27.2s, v22.2s, v0.2s
	urshl	v0.2s, v26.2s, v19.2s
	urshl	v31.2s, v5.2s, v11.2s
	urshl	v12.2s, v30.2s, v0.2s
	urshl	v3.4h, v5.4h, v12.4h
	urshl	v2.4h, v8.4h, v20.4h
	urshl	v29.4h, v23.4h, v17.4h
	urshl	v26.4h, v21.4h, v9.4h
	urshl	v14.4s, v18.4s, v25.4s
	urshl	v25.4s, v23.4s, v31.4s
	urshl	v21.4s, v13.4s, v21.4s
	urshl	v4.4s, v8.4s, v4.4s
	urshl	v9.8b, v16.8b, v25.8b
	urshl	v20.8b, v20.8b, v27.8b
	urshl	v15.8b, v25.8b, v21.8b
	urshl	v12.8b, v24.8b, v25.8b
	urshl	v29.8h, v13.8h, v5.8h
	urshl	v25.8h, v9.8h, v30.8h
	urshl	v4.8h, v7.8h, v24.8h
	urshl	v28.8h, v30.8h, v12.8h
	urshr	d27, d13, #59
	urshr	d13, d24, #21
	urshr	d30, d8, #2
	urshr	d0, d13, #1
	urshr	v10.16b, v4.16b, #1
	urshr	v27.16b, v20.16b, #1
	urshr	v13.16b, v20.16b, #6
	urshr	v15.16b, v27.16b, #8
	urshr	v23.2d, v30.2d, #43
	urshr	v22.2d, v30.2d, #38
	urshr	v16.2d, v9.2d, #51
	urshr	v7.2d, v29.2d, #37
	urshr	v8.2s, v12.2s, #12
	urshr	v13.2s, v2.2s, #19
	urshr	v23.2s, v26.2s, #10
	urshr	v22.2s, v3.2s, #23
	urshr	v15.4h, v3.4h, #9
	urshr	v17.4h, v28.4h, #6
	urshr	v10.4h, v12.4h, #12
	urshr	v21.4h, v4.4h, #8
	urshr	v5.4s, v25.4s, #1
	urshr	v3.4s, v16.4s, #15
	urshr	v15.4s, v4.4s, #6
	urshr	v27.4s, v8.4s, #28
	urshr	v18.8b, v20.8b, #3
	urshr	v10.8b, v11.8b, #3
	urshr	v8.8b, v19.8b, #1
	urshr	v15.8b, v28.8b, #5
	urshr	v12.8h, v27.8h, #16
	urshr	v5.8h, v20.8h, #9
	urshr	v13.8h, v2.8h, #2
	urshr	v18.8h, v5.8h, #6
	ursqrte	v28.2s, v2.2s
	ursqrte	v26.2s, v16.2s
	ursqrte	v15.2s, v26.2s
	ursqrte	v8.2s, v10.2s
	ursqrte	v31.4s, v28.4s
	ursqrte	v0.4s, v2.4s
	ursqrte	v27.4s, v17.4s
	ursqrte	v1.4s, v22.4s
	ursra	d16, d15, #48
	ursra	d7, d7, #53
	ursra	d24, d18, #64
	ursra	d15, d24, #59
	ursra	v22.16b, v29.16b, #2
	ursra	v15.16b, v12.16b, #1
	ursra	v31.16b, v0.16b, #8
	ursra	v18.16b, v16.16b, #8
	ursra	v23.2d, v5.2d, #3
	ursra	v1.2d, v11.2d, #58
	ursra	v22.2d, v0.2d, #15
	ursra	v30.2d, v19.2d, #1
	ursra	v10.2s, v26.2s, #10
	ursra	v11.2s, v18.2s, #2
	ursra	v31.2s, v31.2s, #13
	ursra	v0.2s, v15.2s, #20
	ursra	v21.4h, v29.4h, #16
	ursra	v6.4h, v9.4h, #13
	ursra	v1.4h, v16.4h, #13
	ursra	v13.4h, v9.4h, #3
	ursra	v26.4s, v6.4s, #6
	ursra	v20.4s, v13.4s, #21
	ursra	v16.4s, v11.4s, #21
	ursra	v11.4s, v30.4s, #16
	ursra	v22.8b, v22.8b, #7
	ursra	v27.8b, v12.8b, #7
	ursra	v4.8b, v22.8b, #5
	ursra	v23.8b, v1.8b, #1
	ursra	v8.8h, v8.8h, #1
	ursra	v28.8h, v28.8h, #13
	ursra	v25.8h, v16.8h, #3
	ursra	v9.8h, v4.8h, #14
	ushll	v22.2d, v6.2s, #20
	ushll	v29.2d, v30.2s, #0
	ushll	v24.2d, v10.2s, #18
	ushll	v25.2d, v5.2s, #13
	ushll2	v6.2d, v23.4s, #5
	ushll2	v1.2d, v31.4s, #1
	ushll2	v30.2d, v25.4s, #17
	ushll2	v17.2d, v31.4s, #29
	ushll	v12.4s, v17.4h, #0
	ushll	v24.4s, v30.4h, #15
	ushll	v14.4s, v22.4h, #7
	ushll	v7.4s, v31.4h, #13
	ushll2	v26.4s, v23.8h, #3
	ushll2	v29.4s, v4.8h, #11
	ushll2	v14.4s, v3.8h, #0
	ushll2	v24.4s, v24.8h, #3
	ushll	v21.8h, v10.8b, #1
	ushll	v9.8h, v9.8b, #6
	ushll	v22.8h, v5.8b, #3
	ushll	v21.8h, v30.8b, #3
	ushll2	v7.8h, v29.16b, #2
	ushll2	v13.8h, v30.16b, #6
	ushll2	v13.8h, v10.16b, #2
	ushll2	v10.8h, v28.16b, #7
	ushl	d8, d21, d29
	ushl	d8, d23, d17
	ushl	d2, d3, d19
	ushl	d12, d13, d30
	ushl	v16.16b, v2.16b, v20.16b
	ushl	v24.16b, v27.16b, v21.16b
	ushl	v3.16b, v9.16b, v6.16b
	ushl	v9.16b, v24.16b, v7.16b
	ushl	v31.2d, v29.2d, v25.2d
	ushl	v22.2d, v2.2d, v8.2d
	ushl	v5.2d, v19.2d, v15.2d
	ushl	v30.2d, v22.2d, v21.2d
	ushl	v25.2s, v27.2s, v28.2s
	ushl	v26.2s, v20.2s, v25.2s
	ushl	v30.2s, v10.2s, v22.2s
	ushl	v4.2s, v19.2s, v23.2s
	ushl	v15.4h, v24.4h, v27.4h
	ushl	v29.4h, v23.4h, v29.4h
	ushl	v23.4h, v1.4h, v9.4h
	ushl	v10.4h, v10.4h, v24.4h
	ushl	v23.4s, v11.4s, v18.4s
	ushl	v14.4s, v9.4s, v25.4s
	ushl	v16.4s, v29.4s, v28.4s
	ushl	v7.4s, v28.4s, v2.4s
	ushl	v7.8b, v3.8b, v16.8b
	ushl	v5.8b, v30.8b, v28.8b
	ushl	v19.8b, v12.8b, v25.8b
	ushl	v11.8b, v10.8b, v15.8b
	ushl	v31.8h, v17.8h, v28.8h
	ushl	v28.8h, v20.8h, v17.8h
	ushl	v25.8h, v30.8h, v11.8h
	ushl	v2.8h, v14.8h, v10.8h
	ushr	d3, d25, #64
	ushr	d6, d14, #33
	ushr	d5, d12, #10
	ushr	d12, d19, #1
	ushr	v5.16b, v31.16b, #5
	ushr	v2.16b, v20.16b, #7
	ushr	v29.16b, v21.16b, #1
	ushr	v14.16b, v1.16b, #5
	ushr	v29.2d, v4.2d, #10
	ushr	v5.2d, v19.2d, #40
	ushr	v4.2d, v4.2d, #51
	ushr	v14.2d, v8.2d, #22
	ushr	v15.2s, v0.2s, #10
	ushr	v22.2s, v31.2s, #21
	ushr	v17.2s, v0.2s, #23
	ushr	v5.2s, v22.2s, #20
	ushr	v2.4h, v23.4h, #16
	ushr	v6.4h, v14.4h, #2
	ushr	v5.4h, v1.4h, #11
	ushr	v30.4h, v7.4h, #15
	ushr	v9.4s, v18.4s, #7
	ushr	v28.4s, v31.4s, #32
	ushr	v26.4s, v24.4s, #21
	ushr	v7.4s, v26.4s, #3
	ushr	v0.8b, v5.8b, #1
	ushr	v23.8b, v6.8b, #5
	ushr	v4.8b, v12.8b, #6
	ushr	v23.8b, v1.8b, #3
	ushr	v4.8h, v21.8h, #15
	ushr	v11.8h, v2.8h, #8
	ushr	v13.8h, v10.8h, #1
	ushr	v6.8h, v24.8h, #2
	usqadd	b0, b31
	usqadd	b11, b6
	usqadd	b26, b19
	usqadd	b31, b11
	usqadd	d20, d8
	usqadd	d6, d10
	usqadd	d10, d6
	usqadd	d2, d27
	usqadd	h28, h17
	usqadd	h7, h24
	usqadd	h6, h19
	usqadd	h17, h17
	usqadd	s4, s6
	usqadd	s20, s6
	usqadd	s5, s31
	usqadd	s23, s18
	usqadd	v8.16b, v0.16b
	usqadd	v10.16b, v13.16b
	usqadd	v30.16b, v7.16b
	usqadd	v1.16b, v12.16b
	usqadd	v12.2d, v21.2d
	usqadd	v17.2d, v3.2d
	usqadd	v18.2d, v16.2d
	usqadd	v21.2d, v19.2d
	usqadd	v2.2s, v3.2s
	usqadd	v20.2s, v26.2s
	usqadd	v16.2s, v11.2s
	usqadd	v14.2s, v20.2s
	usqadd	v17.4h, v25.4h
	usqadd	v1.4h, v26.4h
	usqadd	v13.4h, v17.4h
	usqadd	v2.4h, v30.4h
	usqadd	v15.4s, v8.4s
	usqadd	v7.4s, v13.4s
	usqadd	v18.4s, v10.4s
	usqadd	v23.4s, v21.4s
	usqadd	v31.8b, v25.8b
	usqadd	v29.8b, v28.8b
	usqadd	v12.8b, v6.8b
	usqadd	v8.8b, v30.8b
	usqadd	v15.8h, v12.8h
	usqadd	v16.8h, v26.8h
	usqadd	v1.8h, v31.8h
	usqadd	v29.8h, v25.8h
	usra	d13, d0, #44
	usra	d31, d20, #64
	usra	d17, d25, #52
	usra	d27, d18, #8
	usra	v21.16b, v17.16b, #1
	usra	v23.16b, v13.16b, #8
	usra	v31.16b, v28.16b, #3
	usra	v2.16b, v0.16b, #3
	usra	v11.2d, v30.2d, #21
	usra	v15.2d, v28.2d, #33
	usra	v3.2d, v1.2d, #64
	usra	v16.2d, v29.2d, #1
	usra	v26.2s, v13.2s, #20
	usra	v6.2s, v18.2s, #20
	usra	v30.2s, v8.2s, #6
	usra	v12.2s, v20.2s, #25
	usra	v10.4h, v28.4h, #16
	usra	v31.4h, v11.4h, #1
	usra	v7.4h, v5.4h, #16
	usra	v14.4h, v18.4h, #12
	usra	v0.4s, v4.4s, #23
	usra	v15.4s, v26.4s, #11
	usra	v22.4s, v0.4s, #26
	usra	v8.4s, v21.4s, #27
	usra	v19.8b, v26.8b, #4
	usra	v27.8b, v18.8b, #1
	usra	v20.8b, v31.8b, #5
	usra	v21.8b, v27.8b, #8
	usra	v11.8h, v14.8h, #8
	usra	v16.8h, v24.8h, #11
	usra	v2.8h, v0.8h, #13
	usra	v26.8h, v21.8h, #15
	usubl	v12.2d, v9.2s, v16.2s
	usubl	v18.2d, v13.2s, v18.2s
	usubl	v22.2d, v16.2s, v24.2s
	usubl	v15.2d, v17.2s, v26.2s
	usubl2	v8.2d, v1.4s, v28.4s
	usubl2	v9.2d, v14.4s, v7.4s
	usubl2	v4.2d, v5.4s, v2.4s
	usubl2	v30.2d, v3.4s, v9.4s
	usubl	v26.4s, v22.4h, v0.4h
	usubl	v10.4s, v18.4h, v9.4h
	usubl	v2.4s, v14.4h, v7.4h
	usubl	v27.4s, v7.4h, v17.4h
	usubl2	v0.4s, v21.8h, v23.8h
	usubl2	v11.4s, v14.8h, v14.8h
	usubl2	v0.4s, v30.8h, v24.8h
	usubl2	v0.4s, v18.8h, v26.8h
	usubl	v10.8h, v17.8b, v14.8b
	usubl	v3.8h, v26.8b, v10.8b
	usubl	v19.8h, v30.8b, v2.8b
	usubl	v20.8h, v28.8b, v28.8b
	usubl2	v2.8h, v14.16b, v27.16b
	usubl2	v8.8h, v29.16b, v9.16b
	usubl2	v22.8h, v26.16b, v21.16b
	usubl2	v1.8h, v8.16b, v31.16b
	usubw	v18.2d, v18.2d, v9.2s
	usubw	v5.2d, v23.2d, v27.2s
	usubw	v21.2d, v21.2d, v19.2s
	usubw	v1.2d, v28.2d, v8.2s
	usubw2	v8.2d, v14.2d, v29.4s
	usubw2	v11.2d, v28.2d, v6.4s
	usubw2	v10.2d, v7.2d, v27.4s
	usubw2	v24.2d, v8.2d, v27.4s
	usubw	v2.4s, v31.4s, v27.4h
	usubw	v31.4s, v25.4s, v31.4h
	usubw	v15.4s, v17.4s, v21.4h
	usubw	v8.4s, v10.4s, v22.4h
	usubw2	v3.4s, v25.4s, v28.8h
	usubw2	v18.4s, v31.4s, v3.8h
	usubw2	v15.4s, v25.4s, v5.8h
	usubw2	v18.4s, v11.4s, v27.8h
	usubw	v12.8h, v23.8h, v20.8b
	usubw	v7.8h, v24.8h, v2.8b
	usubw	v2.8h, v9.8h, v21.8b
	usubw	v8.8h, v8.8h, v5.8b
	usubw2	v2.8h, v13.8h, v6.16b
	usubw2	v19.8h, v14.8h, v10.16b
	usubw2	v21.8h, v27.8h, v27.16b
	usubw2	v14.8h, v6.8h, v27.16b
	uzp1	v27.16b, v24.16b, v20.16b
	uzp1	v17.16b, v19.16b, v2.16b
	uzp1	v21.16b, v4.16b, v9.16b
	uzp1	v15.16b, v23.16b, v19.16b
	uzp1	v21.2d, v17.2d, v2.2d
	uzp1	v12.2d, v23.2d, v27.2d
	uzp1	v6.2d, v22.2d, v22.2d
	uzp1	v15.2d, v19.2d, v30.2d
	uzp1	v30.2s, v10.2s, v27.2s
	uzp1	v4.2s, v23.2s, v23.2s
	uzp1	v14.2s, v18.2s, v7.2s
	uzp1	v15.2s, v15.2s, v19.2s
	uzp1	v10.4h, v31.4h, v30.4h
	uzp1	v15.4h, v2.4h, v13.4h
	uzp1	v0.4h, v6.4h, v17.4h
	uzp1	v19.4h, v30.4h, v20.4h
	uzp1	v25.4s, v26.4s, v15.4s
	uzp1	v1.4s, v23.4s, v13.4s
	uzp1	v6.4s, v7.4s, v6.4s
	uzp1	v20.4s, v23.4s, v12.4s
	uzp1	v30.8b, v13.8b, v23.8b
	uzp1	v22.8b, v13.8b, v10.8b
	uzp1	v15.8b, v10.8b, v29.8b
	uzp1	v3.8b, v21.8b, v2.8b
	uzp1	v9.8h, v16.8h, v15.8h
	uzp1	v13.8h, v28.8h, v26.8h
	uzp1	v1.8h, v18.8h, v2.8h
	uzp1	v17.8h, v21.8h, v28.8h
	uzp2	v30.16b, v19.16b, v24.16b
	uzp2	v18.16b, v27.16b, v26.16b
	uzp2	v23.16b, v20.16b, v11.16b
	uzp2	v0.16b, v25.16b, v30.16b
	uzp2	v28.2d, v6.2d, v2.2d
	uzp2	v18.2d, v19.2d, v5.2d
	uzp2	v9.2d, v3.2d, v30.2d
	uzp2	v22.2d, v2.2d, v4.2d
	uzp2	v23.2s, v23.2s, v27.2s
	uzp2	v4.2s, v15.2s, v24.2s
	uzp2	v7.2s, v29.2s, v20.2s
	uzp2	v12.2s, v25.2s, v9.2s
	uzp2	v31.4h, v8.4h, v23.4h
	uzp2	v30.4h, v31.4h, v9.4h
	uzp2	v31.4h, v29.4h, v12.4h
	uzp2	v9.4h, v0.4h, v3.4h
	uzp2	v27.4s, v10.4s, v12.4s
	uzp2	v14.4s, v19.4s, v10.4s
	uzp2	v26.4s, v25.4s, v6.4s
	uzp2	v27.4s, v11.4s, v16.4s
	uzp2	v13.8b, v4.8b, v27.8b
	uzp2	v29.8b, v8.8b, v6.8b
	uzp2	v16.8b, v14.8b, v17.8b
	uzp2	v31.8b, v29.8b, v7.8b
	uzp2	v13.8h, v10.8h, v18.8h
	uzp2	v12.8h, v13.8h, v8.8h
	uzp2	v13.8h, v2.8h, v16.8h
	uzp2	v14.8h, v23.8h, v17.8h
	xtn	v5.2s, v9.2d
	xtn	v1.2s, v25.2d
	xtn	v21.2s, v6.2d
	xtn	v25.2s, v8.2d
	xtn2	v5.4s, v26.2d
	xtn2	v1.4s, v17.2d
	xtn2	v19.4s, v0.2d
	xtn2	v24.4s, v26.2d
	xtn	v27.4h, v22.4s
	xtn	v19.4h, v8.4s
	xtn	v22.4h, v4.4s
	xtn	v16.4h, v6.4s
	xtn2	v0.8h, v14.4s
	xtn2	v17.8h, v6.4s
	xtn2	v9.8h, v6.4s
	xtn2	v22.8h, v16.4s
	xtn	v2.8b, v2.8h
	xtn	v14.8b, v4.8h
	xtn	v5.8b, v6.8h
	xtn	v3.8b, v15.8h
	xtn2	v23.16b, v17.8h
	xtn2	v5.16b, v26.8h
	xtn2	v8.16b, v7.8h
	xtn2	v13.16b, v8.8h
	zip1	v28.16b, v17.16b, v20.16b
	zip1	v6.16b, v8.16b, v3.16b
	zip1	v0.16b, v17.16b, v31.16b
	zip1	v24.16b, v0.16b, v6.16b
	zip1	v18.2d, v25.2d, v17.2d
	zip1	v30.2d, v26.2d, v17.2d
	zip1	v1.2d, v4.2d, v19.2d
	zip1	v11.2d, v28.2d, v23.2d
	zip1	v29.2s, v0.2s, v11.2s
	zip1	v2.2s, v21.2s, v14.2s
	zip1	v27.2s, v24.2s, v8.2s
	zip1	v29.2s, v24.2s, v15.2s
	zip1	v2.4h, v14.4h, v19.4h
	zip1	v5.4h, v12.4h, v17.4h
	zip1	v8.4h, v9.4h, v2.4h
	zip1	v22.4h, v27.4h, v13.4h
	zip1	v26.4s, v25.4s, v15.4s
	zip1	v9.4s, v11.4s, v3.4s
	zip1	v31.4s, v23.4s, v23.4s
	zip1	v2.4s, v14.4s, v12.4s
	zip1	v15.8b, v16.8b, v9.8b
	zip1	v22.8b, v6.8b, v16.8b
	zip1	v0.8b, v27.8b, v27.8b
	zip1	v17.8b, v24.8b, v3.8b
	zip1	v19.8h, v5.8h, v6.8h
	zip1	v12.8h, v4.8h, v0.8h
	zip1	v10.8h, v1.8h, v27.8h
	zip1	v13.8h, v15.8h, v9.8h
	zip2	v30.16b, v23.16b, v22.16b
	zip2	v20.16b, v24.16b, v31.16b
	zip2	v16.16b, v29.16b, v17.16b
	zip2	v5.16b, v6.16b, v17.16b
	zip2	v29.2d, v0.2d, v23.2d
	zip2	v16.2d, v20.2d, v9.2d
	zip2	v17.2d, v24.2d, v9.2d
	zip2	v18.2d, v24.2d, v26.2d
	zip2	v25.2s, v25.2s, v6.2s
	zip2	v30.2s, v21.2s, v0.2s
	zip2	v20.2s, v20.2s, v3.2s
	zip2	v2.2s, v2.2s, v29.2s
	zip2	v18.4h, v9.4h, v10.4h
	zip2	v30.4h, v5.4h, v31.4h
	zip2	v28.4h, v3.4h, v22.4h
	zip2	v15.4h, v17.4h, v27.4h
	zip2	v3.4s, v25.4s, v22.4s
	zip2	v10.4s, v27.4s, v12.4s
	zip2	v25.4s, v30.4s, v8.4s
	zip2	v7.4s, v31.4s, v28.4s
	zip2	v5.8b, v23.8b, v15.8b
	zip2	v7.8b, v10.8b, v5.8b
	zip2	v18.8b, v22.8b, v31.8b
	zip2	v22.8b, v22.8b, v6.8b
	zip2	v22.8h, v29.8h, v14.8h
	zip2	v29.8h, v16.8h, v21.8h
	zip2	v21.8h, v2.8h, v13.8h
	zip2	v21.8h, v2.8h, v24.8h
